"""Ground truth from the values PyTorch computes (docs SCENARIOS.md).

For every pattern node (the output node excluded):
  equal  target nodes holding the same value (bitwise; within rtol/atol across
         captures), same dtype and shape; tuples element by element.
  best   the right answers:
    op node        equal target nodes with the same operator (across captures:
                   in-place ~ functional, the view family as one operator,
                   select ~ slice, stack ~ cat,
                   upsample_nearest ~ _unsafe_index);
                   when several, those whose node arguments hold the same
                   values (the very same computation done twice stays plural);
                   never one that is not computed from the answer of an
                   operand that has answers: log_softmax(x + c) equals
                   log_softmax(x) by the math, not by the computation
    boundary       an op (or getitem) with no such answer whose value equals a
                   target INPUT (placeholder): the value crosses into the
                   target there (make_fx's gradient of the loss is a
                   torch.compile joint's tangents_1). best = those inputs and
                   the entry says "how": "boundary".
    getitem k      getitem k of the source's answers
    detach/alias   the source's answers
    leaf / valueless (placeholder, get_attr, empty_like...)
                   for each consumer (through detach/alias) and each argument
                   position where it is fed: that consumer's answers' argument
                   at the same position, skipping detach/alias back to the
                   real producer
AOT partitioned pairs take the joint node of the same name, and its twins:
the joint nodes computing the very same thing (same operator on the same
arguments, same value; the partitioner's CSE keeps one of them).
Argument positions are paths into Node.args / Node.kwargs (lists element by
element), so the same schema aligns position by position.
"""
from __future__ import annotations

import hashlib
import operator
from typing import Any

import torch
import torch.fx as fx

from .families import VALUELESS, family
from .trace import op_name

IDENTITY = {"aten.detach.default", "aten.alias.default"}
RTOL, ATOL = 1e-5, 1e-6


def packet(op: str) -> str:
    parts = op.split(".")
    return parts[1] if len(parts) >= 3 and parts[0] in ("aten", "prims") else op


def norm_op(op: str, cross: bool) -> str:
    return family(packet(op)) if cross else op


def kind(n: fx.Node) -> str:
    if n.op in ("placeholder", "get_attr"):
        return "leaf"
    if n.op == "output":
        return "output"
    op = op_name(n)
    if op == "getitem":
        return "getitem"
    if op in IDENTITY:
        return "identity"
    if packet(op) in VALUELESS:
        return "valueless"
    return "op"


def skip_identity(n: Any) -> Any:
    while isinstance(n, fx.Node) and n.op == "call_function" and op_name(n) in IDENTITY:
        n = n.args[0]
    return n


def arg_paths(n: fx.Node) -> list[tuple[tuple, fx.Node]]:
    out: list[tuple[tuple, fx.Node]] = []

    def walk(x, path):
        if isinstance(x, fx.Node):
            out.append((path, x))
        elif isinstance(x, (list, tuple)):
            for i, y in enumerate(x):
                walk(y, path + (i,))
        elif isinstance(x, dict):
            for k, y in x.items():
                walk(y, path + (k,))

    for i, a in enumerate(n.args):
        walk(a, ("a", i))
    for k, a in n.kwargs.items():
        walk(a, ("k", k))
    return out


def arg_at(n: fx.Node, path: tuple) -> Any:
    cur: Any
    if path[0] == "a":
        if path[1] >= len(n.args):
            return None
        cur = n.args[path[1]]
    else:
        if path[1] not in n.kwargs:
            return None
        cur = n.kwargs[path[1]]
    for p in path[2:]:
        if isinstance(cur, (list, tuple)) and isinstance(p, int) and p < len(cur):
            cur = cur[p]
        elif isinstance(cur, dict) and p in cur:
            cur = cur[p]
        else:
            return None
    return cur


# ------------------------------------------------------------------ values
def vkey(v: Any) -> Any:
    """Hashable key: equal keys <=> bitwise-equal values (same dtype/shape)."""
    if isinstance(v, torch.Tensor):
        t = v.detach()
        if t.is_floating_point() or t.is_complex():
            t = t + 0  # -0.0 -> 0.0
        b = t.contiguous().reshape(-1).view(torch.uint8).numpy().tobytes()
        return ("T", str(t.dtype), tuple(t.shape), hashlib.sha1(b).hexdigest())
    if isinstance(v, tuple):
        ks = tuple(vkey(x) for x in v)
        return None if all(k is None for k in ks) else ("tuple", ks)
    if isinstance(v, bool) or isinstance(v, (int, float)):
        return ("S", type(v).__name__, v)
    return None


def atol_for(a: torch.Tensor) -> float:
    """ATOL relative to the tensor's scale: tiny (vanishing) gradients must not
    all look alike."""
    if a.numel() == 0:
        return 0.0
    m = a.detach().double().abs().nan_to_num(0.0, 0.0, 0.0).max().item()
    return ATOL * m


def squeezed(shape) -> tuple:
    """A shape without its size-1 dims: across captures Dynamo traces an RNN
    step as [1, 2, 8] where make_fx has [2, 8] (the view family is one op)."""
    return tuple(d for d in shape if d != 1)


def _close_t(a: torch.Tensor, b: torch.Tensor) -> bool:
    shape = squeezed(a.shape)
    if a.dtype != b.dtype or shape != squeezed(b.shape):
        return False
    if a.shape != b.shape:  # compare element by element, never by broadcasting
        a, b = a.reshape(shape), b.reshape(shape)
    if a.is_floating_point():
        return bool(torch.allclose(a.double(), b.double(), rtol=RTOL, atol=atol_for(a), equal_nan=True))
    return bool(torch.equal(a, b))


def close(a: Any, b: Any) -> bool:
    if isinstance(a, torch.Tensor) and isinstance(b, torch.Tensor):
        return _close_t(a, b)
    if isinstance(a, tuple) and isinstance(b, tuple):
        # across captures a functional twin may return extra outputs (updated
        # running stats): compare the common prefix
        pairs = [(x, y) for x, y in zip(a, b) if x is not None]  # a = pattern: None = not asked for
        return bool(pairs) and all(close(x, y) for x, y in pairs)
    if isinstance(a, (int, float)) and isinstance(b, (int, float)) and type(a) is type(b):
        return a == b
    return False


def equal_lists(pvals: dict, tvals: dict, tnames: list[str], cross: bool) -> dict[str, list[str]]:
    """pattern node -> target nodes with equal (cross: close) value, target order."""
    out: dict[str, list[str]] = {}
    if not cross:
        idx: dict[Any, list[str]] = {}
        for t in tnames:
            k = vkey(tvals.get(t))
            if k is not None:
                idx.setdefault(k, []).append(t)
        for p, v in pvals.items():
            if isinstance(v, tuple) and any(x is None for x in v) and any(x is not None for x in v):
                # an output the pattern did not ask for (output_mask) is a wildcard
                ks = [vkey(x) if x is not None else None for x in v]
                out[p] = [t for t in tnames if isinstance(tvals.get(t), tuple) and len(tvals[t]) == len(v)
                          and all(k is None or k == vkey(y) for k, y in zip(ks, tvals[t]))]
                continue
            k = vkey(v)
            out[p] = list(idx.get(k, [])) if k is not None else []
        return out
    # cross: float tensors by (dtype, shape) bucket, vectorised; the rest pairwise
    buckets: dict[Any, list[str]] = {}
    others: list[str] = []
    for t in tnames:
        v = tvals.get(t)
        if isinstance(v, torch.Tensor) and v.is_floating_point():
            buckets.setdefault((v.dtype, squeezed(v.shape)), []).append(t)
        elif vkey(v) is not None:
            others.append(t)
    stacks = {k: torch.stack([tvals[t].double().reshape(-1) for t in ts]) for k, ts in buckets.items()}
    for p, v in pvals.items():
        if isinstance(v, torch.Tensor) and v.is_floating_point():
            key = (v.dtype, squeezed(v.shape))
            if key not in stacks:
                out[p] = []
                continue
            s = stacks[key]
            pv = v.double().reshape(-1)
            ok = torch.isclose(s, pv.expand_as(s), rtol=RTOL, atol=atol_for(v), equal_nan=True).all(dim=1)
            out[p] = [t for t, o in zip(buckets[key], ok.tolist()) if o]
        elif vkey(v) is None:
            out[p] = []
        else:
            out[p] = [t for t in others if close(v, tvals[t])]
    return out


# ------------------------------------------------------------------ rules
# ops whose result may share memory with their first argument: an in-place op
# on one of them writes into that argument
ALIASING = {"view", "_unsafe_view", "reshape", "_reshape_alias", "expand", "t", "permute", "transpose",
            "unsqueeze", "squeeze", "as_strided", "slice", "select", "narrow", "diagonal", "unfold",
            "alias", "detach"}


def written_before(a: fx.Node, n: fx.Node, order: dict) -> bool:
    """Whether an in-place op between `a` and `n` (program order) writes into
    `a` directly or through a chain of views of it."""
    lo, hi = order.get(a, -1), order.get(n, -1)
    for m in a.graph.nodes if lo >= 0 else ():
        i = order[m]
        if i <= lo or m.op != "call_function":
            continue
        if i >= hi:
            break
        op = packet(op_name(m))
        if not (op.endswith("_") and not op.endswith("__")) or not m.args:
            continue
        base = m.args[0]
        while isinstance(base, fx.Node) and base is not a and base.op == "call_function" \
                and packet(op_name(base)) in ALIASING and base.args:
            base = base.args[0]
        if base is a:
            return True
    return False


def literals(n: fx.Node) -> str:
    """The non-tensor arguments of n, tensors as `$`."""
    def lit(x):
        if isinstance(x, fx.Node):
            return "$"
        if isinstance(x, (list, tuple)):
            return "[" + ", ".join(lit(y) for y in x) + "]"
        return repr(x)
    return lit(list(n.args)) + lit(sorted(n.kwargs.items()))


def resolve(pg: fx.Graph, tg: fx.Graph, pvals: dict, tvals: dict, cross: bool):
    """Returns (mapping, no_answer)."""
    order = {m: i for i, m in enumerate(pg.nodes)}
    pnodes = [n for n in pg.nodes if n.op != "output"]
    tnodes = {n.name: n for n in tg.nodes}
    tnames = [n.name for n in tg.nodes if n.op != "output"]
    eq = equal_lists({n.name: pvals.get(n.name) for n in pnodes}, tvals, tnames, cross)
    best: dict[str, list[str]] = {}
    why: dict[str, str] = {}
    coincidences: dict[str, list[str]] = {}

    def vals_match(pa: Any, ta: Any) -> bool:
        pa, ta = skip_identity(pa), skip_identity(ta)
        if not isinstance(pa, fx.Node) or not isinstance(ta, fx.Node):
            return False
        pv, tv = pvals.get(pa.name), tvals.get(ta.name)
        if cross:
            return close(pv, tv)
        k = vkey(pv)
        return k is not None and k == vkey(tv)

    def reads(t: fx.Node, srcs: set[str]) -> bool:
        """Whether t is computed from one of srcs (t itself included)."""
        stack, seen = [t], set()
        while stack:
            x = stack.pop()
            if x.name in srcs:
                return True
            for a in x.all_input_nodes:
                if a.name not in seen:
                    seen.add(a.name)
                    stack.append(a)
        return False

    def coincidence(t: fx.Node, args) -> bool:
        """t holds n's value but is not computed from the answer of one of n's
        operands that has answers: the same value by a coincidence of the math,
        not the same computation. (Computed from it through other steps is
        the same computation decomposed: AOTAutograd adds a gradient's terms
        one by one where make_fx adds their sum.)"""
        for _, pa in args:
            pa = skip_identity(pa)
            if kind(pa) == "op" and best.get(pa.name) and not reads(t, set(best[pa.name])):
                return True
        return False

    # 1. op nodes: same value, same operator
    for n in pnodes:
        if kind(n) != "op":
            continue
        op = norm_op(op_name(n), cross)
        cands = [t for t in eq[n.name] if tnodes[t].op == "call_function"
                 and norm_op(op_name(tnodes[t]), cross) == op]
        args = arg_paths(n)
        if cands and args:
            if any(written_before(a, n, order) for _, a in args):
                # an argument was written in place before n read it: its
                # recorded value (as produced) is not what n read, so the
                # literal arguments tell the computations apart instead
                # (make_fx reads slice(buf, 1, 5, None) before and after a
                # write into it; AOTAutograd slices the scatters)
                cands = [t for t in cands if literals(tnodes[t]) == literals(n)] or cands
            else:
                refined = [t for t in cands
                           if all(vals_match(pa, arg_at(tnodes[t], path)) for path, pa in args)]
                if not refined:
                    # log_softmax(x + c) == log_softmax(x): a candidate not
                    # computed from the pattern's operand is a coincidence
                    same = [t for t in cands if not coincidence(tnodes[t], args)]
                    if len(same) < len(cands):
                        coincidences[n.name] = [t for t in cands if t not in same]
                    refined = same  # all of cands when none is a coincidence
                cands = refined
        best[n.name] = cands
        if n.name in coincidences and not cands:
            why[n.name] = ("the target's " + ", ".join(coincidences[n.name]) + " hold this value but"
                           " are not computed from its operands' answers")
        elif not cands:
            why[n.name] = ("no target node computes this operator with this value"
                           + (" (e.g. the loss, outside the compiled module)" if cross else ""))

    # 1b. boundary: no op computes it, but the target receives its value as an input
    boundary: set[str] = set()
    tinputs = {t.name for t in tg.nodes if t.op == "placeholder"}

    def set_boundary(n: fx.Node) -> None:
        ins = [t for t in eq[n.name] if t in tinputs]
        if ins and not best.get(n.name):
            best[n.name] = ins
            boundary.add(n.name)
            why.pop(n.name, None)

    for n in pnodes:
        if kind(n) == "op":
            set_boundary(n)

    # 2. getitem / identity / leaf / valueless, to a fixpoint
    # a consumer fed through an identity chain: the path is where the chain enters
    def consumers_of(n: fx.Node):
        res = []
        stack = [n]
        seen = set()
        while stack:
            x = stack.pop()
            for u in x.users:
                if u.op == "output" or u in seen:
                    continue
                if u.op == "call_function" and op_name(u) in IDENTITY:
                    seen.add(u)
                    stack.append(u)
                    continue
                for path, a in arg_paths(u):
                    if a is x:
                        res.append((u, path))
        return res

    pending = [n for n in pnodes if n.name not in best]
    for _ in range(len(pending) + 2):
        progress = False
        for n in pending:
            if n.name in best:
                continue
            k = kind(n)
            if k == "getitem":
                src = n.args[0]
                if src.name not in best:
                    continue
                idx = n.args[1]
                res = []
                for a in best[src.name]:
                    for u in tnodes[a].users:
                        if op_name(u) == "getitem" and u.args[1] == idx and u.name not in res:
                            res.append(u.name)
                best[n.name] = res
                if not res:
                    why[n.name] = ("its source has no answer" if not best[src.name]
                                   else f"the target never extracts element {idx} of the source's answer")
                    set_boundary(n)
                progress = True
            elif k == "identity":
                src = skip_identity(n)
                if src.name not in best:
                    continue
                best[n.name] = list(best[src.name])
                if src.name in boundary:
                    boundary.add(n.name)
                if not best[n.name]:
                    why[n.name] = "identity op whose source has no answer"
                progress = True
            elif k in ("leaf", "valueless"):
                cons = consumers_of(n)
                if not cons and k == "valueless":
                    # a dead allocation: every target allocation of the same op and
                    # literal arguments is as good (plural)
                    res = [t.name for t in tg.nodes if t.op == "call_function"
                           and norm_op(op_name(t), cross) == norm_op(op_name(n), cross)
                           and repr(t.args) == repr(n.args) and repr(t.kwargs) == repr(n.kwargs)]
                    best[n.name] = res
                    if not res:
                        why[n.name] = "dead allocation with no same-op allocation in the target"
                    progress = True
                    continue
                if any(c.name not in best for c, _ in cons):
                    continue
                res = []
                for c, path in cons:
                    for a in best[c.name]:
                        t = skip_identity(arg_at(tnodes[a], path))
                        if isinstance(t, fx.Node) and t.name not in res:
                            res.append(t.name)
                best[n.name] = res
                if not res:
                    why[n.name] = ("no consumer" if not cons else
                                   "none of its consumers has an answer") + (
                        " (leaf)" if k == "leaf" else " (value says nothing)")
                progress = True
        if not progress:
            break
    for n in pnodes:
        if n.name not in best:
            best[n.name] = []
            why[n.name] = "unresolved"
    mapping = {n.name: {"equal": eq[n.name], "best": best[n.name]} for n in pnodes}
    for name in boundary:
        mapping[name]["how"] = "boundary"
    return mapping, why


def twins(g: fx.Graph, vals: dict) -> dict[str, list[str]]:
    """node -> the nodes of g that compute the very same thing: the same
    operator on the same arguments (identity ops skipped, twins of twins
    included) with the same recorded value (random ops and buffers written in
    place differ in value). AOTAutograd's joint computes some values twice
    (the partitioner's CSE merges them under one of the names)."""
    cls: dict[str, str] = {}
    groups: dict[str, list[str]] = {}
    first: dict[Any, str] = {}

    def lit(x):
        if isinstance(x, fx.Node):
            return ("$", cls.get(skip_identity(x).name, skip_identity(x).name))
        if isinstance(x, (list, tuple)):
            return tuple(lit(y) for y in x)
        if isinstance(x, dict):
            return tuple(sorted((k, lit(y)) for k, y in x.items()))
        return repr(x)

    for n in g.nodes:
        if n.op == "output":
            continue
        c = n.name
        if n.op == "call_function" and kind(n) in ("op", "getitem"):
            k = vkey(vals.get(n.name))
            if k is not None or kind(n) == "getitem":
                key = (op_name(n), lit(list(n.args)), lit(n.kwargs), k)
                c = first.setdefault(key, n.name)
        cls[n.name] = c
        groups.setdefault(c, []).append(n.name)
    return {n: groups[c] for n, c in cls.items()}


def resolve_by_name(pg: fx.Graph, tg: fx.Graph, pvals: dict, tvals: dict):
    """AOT partitioned pairs: the partitioner keeps joint names; the real
    producer behind a detach. Falls back to the value rules when the name is
    not in the joint."""
    mapping, why = resolve(pg, tg, pvals, tvals, cross=False)
    tnodes = {n.name: n for n in tg.nodes if n.op != "output"}
    same = twins(tg, tvals)
    fallback = []
    for name, m in mapping.items():
        if name in tnodes:
            m["best"] = same[skip_identity(tnodes[name]).name]
            m.pop("how", None)
            why.pop(name, None)
        else:
            fallback.append(name)
    return mapping, why, fallback

