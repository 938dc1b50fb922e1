#!/usr/bin/env python3
"""Generates rules/derivatives.yaml (derivative templates for `fxmatch relate`)
from PyTorch's own tools/autograd/derivatives.yaml (shipped in the torch wheel
as torchgen/packaged/autograd/derivatives.yaml).

    python3 scripts/gen_derivatives.py [--yaml PATH] [-o rules/derivatives.yaml]

For every forward op overload (FX target spelling, "aten.addmm.default") the
template says:
  args     positional argument names of the schema (FX passes them in order),
           then its keyword-only tensors (FX passes those by name: sdpa's attn_mask)
  tensors  0-based positions of Tensor arguments (Tensor, Tensor?, Tensor[])
  outputs  output names (result / result0.. / named returns)
  diff     positions of arguments with a derivative formula (not non_differentiable);
           empty for ops whose outputs PyTorch marks all non-differentiable (eq), and
           for the ops its autograd codegen never differentiates although
           derivatives.yaml lists none (DONT_REQUIRE_DERIVATIVE: zeros_like, argmax)
  saved    names of inputs/outputs the backward formulas read (saved for backward)
  emits    aten ops the formulas call (directly, or through a known helper)
  direct   for formulas that are one direct aten call: "op:k=name" (argument k
           of the backward op is the forward input/output `name`); "u>op:k=name":
           it reaches that argument through the unary op u (mm(grad, t(mat2)));
           "op.overload:k=name": of that overload only (addcdiv's `value * tensor1`
           is mul.Scalar(tensor1, value), its `tensor2 * tensor2` a mul.Tensor)
  empty    true when some input's formula can emit nothing (grad passed through)
  through  the argument positions whose formula is that one (grad, or sum_to(grad)):
           the gradient reaches them unchanged, the others' through an op
  reading_emits  the ops the formulas that read a saved input/output emit (addmm's
           `mul` is maybe_multiply(grad, beta): it reads no saved tensor)
  bcast    some input's gradient is elementwise in the incoming gradient (the
           engine sums it back to a broadcast input's shape)
  reads    per differentiable argument (in `diff` order): the inputs/outputs its
           own formula reads
  direct_of  per differentiable argument (in `diff` order): the `direct` entries of
           its own formula; written where the formulas' entries differ (bce_with_logits:
           `mul:1` is target or pos_weight; lerp: `sub:0=end` is weight's formula's only)
  direct_when  "op:k=name|j=other" / "op:k=name|j<op2": the direct entry op:k=name
           holds only where the op's argument j is the saved value `other` / is made by
           op2 (scatter_reduce's amax compares self with result, src with a gather of
           it: eq:0 is self or src); written only where some helper has such entries
  emits_of per differentiable argument (in `diff` order): the ops its own formula
           emits; written where the formulas' ops differ (sub: self's `grad` none,
           other's `-grad` neg): a formula runs only for an input needing a gradient
  scaled   Scalar arguments defaulting to 1 that a formula scales the gradient by
           (maybe_multiply(grad, alpha)): its `mul` is in `emits` only through
           them, emitted where the node passes a value other than 1
  grad_ops the ops every emission of which reads the incoming gradient itself (sub's
           and div's `neg`: `-grad`), so never a value its own formulas made
  once     the ops each formula emitting them runs once (a direct call, a helper that
           runs it once: HELPER_ONCE; not C++ arithmetic): a node runs each formula once,
           so its backward holds no more of them than its formulas that emit them
  sum_to_only  true when every formula emitting `sum` or `view` is at::sum_to(grad, x):
           those ops then run only when x was broadcast (copy_'s src, expand's self);
           written only when true

The hand-written tables (FunctionsManual helpers' ops and argument positions,
inline formulas' positions, the manual entries, the op sets) are data in
scripts/derivative_tables.py; this script holds the parsing and the writer.
"""
from __future__ import annotations

import argparse
import os
import re
import sys

import yaml

# the hand-written tables (helpers' ops and positions, manual entries, the op sets): see their module
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from derivative_tables import (BROADCAST_KERNELS, COMPARISON_OPS, ELEMENTWISE, HELPER_DIRECT,  # noqa: E402
                               HELPER_DIRECT_WHEN, HELPER_ONCE,
                               HELPER_GRAD_OPS, HELPERS, INLINE_DIRECT, MANUAL, NOT_OPS)

# the formula parser's patterns
IDENTITY_FORMULA = re.compile(
    r"^(handle_r_to_c\([^,]+,\s*)?(maybe_multiply\()?grad(\.conj\(\))?(,\s*[^()]*(\([^()]*\))?\))?\)?$")
META_RE = re.compile(r"\b[a-zA-Z_][a-zA-Z0-9_]*\.(?:sym_sizes|sizes|options|scalar_type|dim|layout|sym_strides|strides|numel|sym_numel|size|sym_size|device|dtype|is_conj|defined)\([^()]*\)")
# at::sum_to(grad, size) emits nothing when nothing was broadcast (expand to the same shape)
SUM_TO_FORMULA = re.compile(r"^(at::)?sum_to\(grad,[^()]*(\([^()]*\))?[^()]*\)$")
ARITH = [(r"[\w)\]]\s*==\s*[\w(.-]", "eq"), (r"[\w)\]]\s*!=\s*[\w(.-]", "ne"),
         (r"[\w)\]]\s*>=\s*[\w(.-]", "ge"), (r"[\w)\]]\s*<=\s*[\w(.-]", "le"),
         # a bare < or > only between spaces (`self > 0`): templates spell types as optional<int64_t>
         (r"[\w)\]]\s+>\s+[\w(.-]", "gt"), (r"[\w)\]]\s+<\s+[\w(.-]", "lt"), (r"[\w)\]]\s*\*\s*[\w(.-]", "mul"), (r"[\w)\]]\s*/\s*[\w(.-]", "div"),
         (r"[\w)\]]\s*\+\s*[\w(.-]", "add"), (r"[\w)\]]\s*-\s*[\w(.]", "sub")]
NAME_RE = re.compile(r"^([a-zA-Z0-9_]+)(?:\.([a-zA-Z0-9_]+))?\((.*)\)\s*->\s*(.*)$")
CALL_RE = re.compile(r"(?:(?<=\.)|\b)([a-zA-Z_][a-zA-Z0-9_]*)\s*\(")


def calls(f: str):
    """Every call in a C++ formula: (name, [argument texts], receiver or None).
    `x.op(a)` is the method form of `op(x, a)`."""
    for m in re.finditer(r"(?:([A-Za-z_][A-Za-z0-9_]*)\.)?\b([A-Za-z_][A-Za-z0-9_]*)\s*\(", f):
        if m.start(2) > 0 and f[m.start(2) - 1] == "." and m.group(1) is None:
            continue  # receiver is an expression, not a name
        depth, i = 1, m.end()
        while i < len(f) and depth:
            depth += {"(": 1, ")": -1}.get(f[i], 0)
            i += 1
        # `x.conj()` is x for real tensors (conj emits no op), `wrap_opt_if(x, cond)`
        # x or nothing (an optional saved only when another input needs a gradient):
        # the argument is x
        yield m.group(2), [unwrap_arg(a) for a in split_top(f[m.end():i - 1])], m.group(1)


def unwrap_arg(a: str) -> str:
    a = re.sub(r"\.conj\(\)$", "", a)
    w = re.fullmatch(r"wrap_opt_if\(\s*([A-Za-z_]\w*)\s*,.*\)", a, re.S)
    return w.group(1) if w else a


def split_top(s: str) -> list[str]:
    out, depth, cur = [], 0, ""
    for ch in s:
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        if ch == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if cur.strip():
        out.append(cur.strip())
    return out


def parse_schema(name: str):
    ns = "aten"
    if "::" in name.split("(")[0]:  # a namespace other than aten (MANUAL's prims)
        ns, name = name.split("::", 1)
    m = NAME_RE.match(name.strip())
    if not m:
        return None
    base, overload, args, rets = m.groups()
    names, tensors, kwonly = [], [], False
    for a in split_top(args):
        if a == "*":
            kwonly = True
            continue
        parts = a.split("=")[0].strip().split()
        typ, nm = " ".join(parts[:-1]), parts[-1]
        # keyword-only arguments: only tensors (sdpa's `attn_mask`, which its
        # backward reads), after the positional ones; FX passes them by name
        if kwonly and not typ.startswith("Tensor"):
            continue
        if typ.startswith("Tensor"):
            tensors.append(len(names))
        names.append(nm)
    rets = rets.strip()
    if rets.startswith("("):
        rlist = split_top(rets[1:-1])
    else:
        rlist = [rets]
    outs = []
    for i, r in enumerate(rlist):
        p = r.split()
        if len(p) >= 2:
            outs.append(p[-1])
        else:
            outs.append("result" if len(rlist) == 1 else f"result{i}")
    if rets == "()":
        outs = []
    target = f"{ns}.{base}.{overload or 'default'}"
    return target, names, tensors, outs


def analyse(entry: dict):
    schema = entry["name"]
    s = parse_schema(schema)
    if s is None:
        return None
    target, names, tensors, outs = s
    if isinstance(entry.get("dispatch"), dict):
        entry = {**entry, **entry["dispatch"].get("Default", {})}
    diff, saved, emits, direct = [], [], [], []
    direct_when: list[str] = []  # "op:k=name|cond": the entry holds only where the op's other arguments say so
    reads: dict[int, list[str]] = {}
    tensor_names = {names[i] for i in tensors} | set(outs) | {"result"} | {f"result{i}" for i in range(len(outs))}
    empty = False
    through: list[int] = []
    idents_all = set(names) | set(outs) | {"result"} | {f"result{i}" for i in range(len(outs))}
    formulas = []
    formula_reads: list[list[str]] = []  # per formula: the inputs/outputs it reads
    formula_keys: list[list[int]] = []  # per formula: the argument positions it differentiates
    formula_direct: list[list[str]] = []  # per formula: its own direct entries

    def add_direct(d: str, fi: int):
        if d not in direct:
            direct.append(d)
        if d not in formula_direct[fi]:
            formula_direct[fi].append(d)

    for key, formula in entry.items():
        if key in ("name", "dispatch", "output_differentiability", "result") or not isinstance(formula, str):
            continue
        keys = [k.strip() for k in key.split(",")]
        if formula.strip() == "non_differentiable" or any(k in outs or re.fullmatch(r"result\d*", k) for k in keys):
            continue  # forward-mode (jvp) formulas are keyed by outputs
        f_reads = []
        for tok in re.findall(r"[A-Za-z_][A-Za-z0-9_]*", re.sub(META_RE, "", formula)):
            if tok in tensor_names and tok != "grad" and tok not in f_reads:
                f_reads.append(tok)
        for k in keys:
            if k in names and names.index(k) not in diff:
                diff.append(names.index(k))
            if k in names:
                reads.setdefault(names.index(k), [])
                reads[names.index(k)] += [r for r in f_reads if r not in reads[names.index(k)]]
        formulas.append(formula)
        formula_reads.append(f_reads)
        formula_keys.append([names.index(k) for k in keys if k in names])
        formula_direct.append([])
        fi = len(formulas) - 1
        f = formula.strip()
        if IDENTITY_FORMULA.match(f) or SUM_TO_FORMULA.match(f):
            empty = True  # nothing emitted when only this input requires grad
            through += [names.index(k) for k in keys if k in names and names.index(k) not in through]
        # a saved value times a scalar argument (`value * tensor1`, `tensor1 * value`): make_fx traces
        # mul.Scalar(tensor, scalar), the value at position 0 (of that overload only: `tensor2 * tensor2`
        # is a mul.Tensor of other values)
        scalar_names = set(re.findall(r"\bScalar\??\s+(\w+)", schema))  # keyword-only ones too
        for m in re.finditer(r"\b([A-Za-z_]\w*)\s*\*\s*([A-Za-z_]\w*)\b(?!\s*[(.])", f):
            a, b = m.group(1), m.group(2)
            pre = f[:m.start()].rstrip()
            if pre.endswith(("*", "/", ".")):
                continue  # part of a longer product
            for x, y in ((a, b), (b, a)):
                if x in tensor_names and x != "grad" and y in scalar_names:
                    add_direct(f"mul.Scalar:0={x}", fi)
        # a difference of two saved values on its own (`(end - self).conj()`, `norm_backward(grad, self - other,
        # ...)`) is one sub op reading them at positions 0 and 1
        for m in re.finditer(r"(?:^|[(,])\s*([A-Za-z_]\w*)\s+-\s+([A-Za-z_]\w*)\s*(?=[),]|$)", f):
            a, b = m.group(1), m.group(2)
            if a in tensor_names and b in tensor_names and "grad" not in (a, b):
                add_direct(f"sub:0={a}", fi)
                add_direct(f"sub:1={b}", fi)
        for d in INLINE_DIRECT.get(target, {}).get(key, []):
            add_direct(d, fi)
        # the incoming gradient times or over saved values, left to right (`grad * self / result`,
        # `grad * tensor.conj()`): mul(grad, self), then div(_, result); each reads its value at 1
        chain = re.fullmatch(r"grad(?:\.conj\(\))?((?:\s*[*/]\s*[A-Za-z_]\w*(?:\.conj\(\))?)+)", f)
        for sym, nm in re.findall(r"([*/])\s*([A-Za-z_]\w*)", chain.group(1)) if chain else []:
            if nm in tensor_names and nm != "grad":
                add_direct(f"{'mul' if sym == '*' else 'div'}:1={nm}", fi)
        for name, args, receiver in calls(f):
            op = re.sub(r"_symint$", "", name)
            for entry in HELPER_DIRECT.get(op, []):
                hop, pos, k = entry[:3]
                # a 4th element: the argument reaches that position through
                # this op first (`t>mm:1=mat2`: mm(grad, t(mat2)))
                key = f"{entry[3]}>{hop}" if len(entry) > 3 else hop
                if k < len(args) and args[k] in tensor_names:
                    add_direct(f"{key}:{pos}={args[k]}", fi)
            for hop, pos, k, cond in HELPER_DIRECT_WHEN.get(op, []):
                j, rel, m = re.fullmatch(r"(\d+)([=<])(\w+)", cond).groups()
                if rel == "=":
                    if int(m) >= len(args) or args[int(m)] not in tensor_names:
                        continue
                    m = args[int(m)]
                if k < len(args) and args[k] in tensor_names and (w := f"{hop}:{pos}={args[k]}|{j}{rel}{m}") not in direct_when:
                    direct_when.append(w)
            if name in NOT_OPS or (name in HELPERS and HELPERS[name] != [op]):
                continue  # a helper emitting other ops, with other arguments
            if receiver is not None:
                args = [receiver] + args
            for k, a in enumerate(args):
                if a in tensor_names and a != "grad":
                    add_direct(f"{op}:{k}={a}", fi)
    # some input's gradient is the incoming gradient through elementwise math
    # only (add, mul, where, ...): the engine sums it back when that input was broadcast
    bcast = False
    for f in formulas:
        names_called = {re.sub(r"_symint$", "", n) for n, _, _ in calls(f)}
        if not (names_called - ELEMENTWISE - NOT_OPS) or names_called & BROADCAST_KERNELS:
            bcast = True
    reading_emits: list[str] = []  # ops the formulas that read a saved input/output emit
    sum_view_formulas: list[str] = []  # the formulas emitting sum or view
    grad_op_reads: dict[str, bool] = {}  # op -> every emission of it reads the incoming gradient
    formula_emits: list[list[str]] = []  # per formula, the ops it emits
    formula_once: list[set[str]] = []  # per formula, the ops it surely runs at most once
    # Scalar arguments defaulting to 1 (add's alpha, addmm's beta and alpha)
    unit_scalars = set(re.findall(r"\bScalar\s+(\w+)\s*=\s*1\b(?![.\d])", schema))
    scaled: list[str] = []
    for fi, (f, f_reads) in enumerate(zip(formulas, formula_reads)):
        f_emits: list[str] = []
        arith: set[str] = set()  # the ops its C++ arithmetic and unary minus emit
        # a unary minus on a tensor expression (`-grad`, `-self.sin()`, `exp(-(self.pow(2)))`, `-at::matmul(...)`),
        # not on a number or an int argument (`rot90(-k, dims)`)
        for m in re.finditer(r"(?:^|[^a-zA-Z0-9_)\]\s])\s*-\s*(\(|[A-Za-z_][A-Za-z0-9_:]*)(\s*\()?", f):
            if m.group(1) in ("(", "grad") or m.group(2) or m.group(1) in tensor_names:
                f_emits.append("neg")
                arith.add("neg")
                on_grad = m.group(1) == "grad" and not m.group(2)
                grad_op_reads["neg"] = grad_op_reads.get("neg", True) and on_grad
        f0 = re.sub(META_RE, "", f)
        # a tensor times or over a size is an aten op too (mean's `grad.expand_symint(self.sym_sizes()) /
        # self.sym_numel()`): a size right of `*` or `/` reads as an operand (a size left of it, as in
        # channel_shuffle's `grad.sym_size(1) / groups`, is integer arithmetic)
        f0n = re.sub(META_RE, "", re.sub(r"([/*]\s*)" + META_RE.pattern, r"\1n", f))
        # C++ arithmetic on tensors emits aten ops too (`-0.5 * grad * result.pow(3)`)
        for sym, op in ARITH:
            if re.search(sym, f0n if op in ("mul", "div") else f0):
                f_emits.append(op)
                arith.add(op)
                grad_op_reads[op] = False
        # a comparison with a bare saved tensor on one side: that tensor is the
        # comparison's argument on that side (amax: `restore_reduced_dims(result,
        # ...) == self` is eq(view(result), self), so eq:1=self)
        for m in re.finditer(r"(==|!=|>=|<=)", f0):
            left, right = f0[:m.start()].rstrip(), f0[m.end():].lstrip()
            op = COMPARISON_OPS[m.group(1)]
            lm = re.search(r"(?:^|[\s(,])([A-Za-z_][A-Za-z0-9_]*)$", left)
            if lm and lm.group(1) in tensor_names and lm.group(1) != "grad":
                add_direct(f"{op}:0={lm.group(1)}", fi)
            rm = re.match(r"([A-Za-z_][A-Za-z0-9_]*)(?=\s*($|[),]))", right)
            if rm and rm.group(1) in tensor_names and rm.group(1) != "grad":
                add_direct(f"{op}:1={rm.group(1)}", fi)
        for tok in re.findall(r"[A-Za-z_][A-Za-z0-9_]*", f0):
            if tok in tensor_names and tok != "grad" and tok not in saved:
                saved.append(tok)
        # maybe_multiply(x, alpha) is x where alpha is 1: its `mul` runs only
        # where the node passes a scale other than the default 1 (`scaled`)
        unit_scaled = []
        for name, args_, _ in calls(f):
            if name == "maybe_multiply" and len(args_) == 2 and args_[1] in unit_scalars:
                unit_scaled.append(args_[1])
                if args_[1] not in scaled:
                    scaled.append(args_[1])
        # the ops the formula's calls emit, and how many times each runs: once
        # per direct call, once per call of a helper that runs it once
        # (HELPER_ONCE); C++ arithmetic, a unary minus and other helpers' ops
        # may run it any number of times
        runs: dict[str, int] = {}
        for c in CALL_RE.findall(f):
            c2 = re.sub(r"_symint$", "", c)
            unit = c2 == "maybe_multiply" and bool(unit_scaled)
            if unit:
                unit_scaled.pop()
            for e in HELPERS.get(c2, [c2]):
                # an in-place call (`masked_fill_`) is the functional op, as fxmatch names ops
                if len(e) > 1 and e.endswith("_") and not e.endswith("__"):
                    e = e[:-1]
                runs[e] = runs.get(e, 0) + (1 if c2 not in HELPERS or e in HELPER_ONCE.get(c2, []) else 2)
                if unit:
                    continue
                if re.match(r"^[a-z_][a-z0-9_]*$", e) and e not in NOT_OPS:
                    f_emits.append(e)
                    grad_op_reads[e] = grad_op_reads.get(e, True) and e in HELPER_GRAD_OPS.get(c2, [])
        if "sum" in f_emits or "view" in f_emits:
            sum_view_formulas.append(f.strip())
        formula_emits.append(list(dict.fromkeys(f_emits)))
        formula_once.append({e for e in set(f_emits) if runs.get(e) == 1 and e not in arith})
        for e in f_emits:
            if e not in emits:
                emits.append(e)
            if f_reads and e not in reading_emits:
                reading_emits.append(e)
    if not diff:
        # PyTorch marks every output non-differentiable (comparisons, argmax,
        # a straight-through `eq(x, x.max())`): an op that never carries a
        # gradient, a template with no differentiable argument
        od = entry.get("output_differentiability")
        if isinstance(od, list) and od and not any(od):
            return target, {"args": names, "tensors": tensors, "outputs": outs, "diff": [], "saved": [], "emits": [],
                            "direct": [], "direct_of": [], "empty": True, "through": [], "reading_emits": [],
                            "reads": [], "bcast": False, "sum_to_only": False, "grad_ops": []}
        return None
    # the directs of each differentiable argument's own formula, in `diff`
    # order, where they differ: two formulas put different values at one op
    # position (a decomposed helper: bce_with_logits' self formula reads
    # `pos_weight * target`, its target formula `log_sigmoid(self) * pos_weight`)
    def per_argument(per_formula: list[list[str]]) -> list[list[str]]:
        """Each differentiable argument's union of its formulas' entries, in `diff` order."""
        out = []
        for a in sorted(diff):
            mine: list[str] = []
            for keys_, entries in zip(formula_keys, per_formula):
                if a in keys_:
                    mine += [x for x in entries if x not in mine]
            out.append(mine)
        return out

    def all_same(per_arg: list[list[str]]) -> bool:
        return all(sorted(m) == sorted(per_arg[0]) for m in per_arg)

    by_position: dict[str, set[str]] = {}
    for d in direct:
        by_position.setdefault(d.split("=")[0], set()).add(d.split("=", 1)[1])
    # (and wherever the formulas' directs differ at all: lerp's `(end - self)` is
    # weight's formula's sub, not the `1 - weight` of self's)
    direct_of = per_argument(formula_direct)
    if not any(len(v) > 1 for v in by_position.values()) and all_same(direct_of):
        direct_of = []
    # the ops of each differentiable argument's own formula, in `diff` order,
    # where they differ: autograd runs a formula only for an input that needs a
    # gradient (sub's `-grad` only where other needs one)
    emits_of = per_argument(formula_emits)
    if all_same(emits_of):
        emits_of = []
    # the ops every formula emitting them runs once
    once = [e for e in emits if all(e in o for fe, o in zip(formula_emits, formula_once) if e in fe)]
    return target, {"args": names, "tensors": tensors, "outputs": outs, "diff": sorted(diff),
                    "saved": saved, "emits": emits, "direct": direct, "direct_of": direct_of, "empty": empty,
                    "through": sorted(through), "reading_emits": reading_emits,
                    "reads": [reads.get(d, []) for d in sorted(diff)], "bcast": bcast and len(tensors) >= 2,
                    "emits_of": emits_of, "scaled": scaled, "once": once,
                    "sum_to_only": bool(sum_view_formulas) and all(SUM_TO_FORMULA.match(f) for f in sum_view_formulas),
                    "grad_ops": sorted(op for op, only in grad_op_reads.items() if only), "direct_when": direct_when}


def inplace_aliases(torch, ops: dict) -> dict:
    """In-place overloads whose functional form has another overload name.

    fxmatch reads `aten.relu_.default` with `aten.relu.default`'s template (the
    same overload name), but `pow_.Scalar(Tensor(a!) self, Scalar exponent)` is
    `pow.Tensor_Scalar`, while `pow.Scalar` is `pow(Scalar self, Tensor
    exponent)`. Pair them by schema (the same argument types) and write the
    in-place name out with the functional template.
    """
    schemas = torch._C._jit_get_all_schemas()
    by_name: dict[str, list] = {}
    for s in schemas:
        by_name.setdefault(s.name, []).append(s)
    def sig(s):
        return tuple(str(x.type) for x in s.arguments)
    out = {}
    for s in schemas:
        if not s.name.startswith("aten::") or not s.name.endswith("_") or s.name.endswith("__"):
            continue
        inplace = f"aten.{s.name[6:]}.{s.overload_name or 'default'}"
        naive = f"aten.{s.name[6:-1]}.{s.overload_name or 'default'}"
        if inplace in ops:
            continue
        funcs = [f"aten.{f.name[6:]}.{f.overload_name or 'default'}" for f in by_name.get(s.name[:-1], []) if sig(f) == sig(s)]
        if naive in funcs or len(funcs) != 1 or funcs[0] not in ops:
            continue
        out[inplace] = ops[funcs[0]]
    return out


def dont_require_derivative(torch, ops: dict) -> dict:
    """Ops autograd never differentiates although derivatives.yaml lists none.

    PyTorch's autograd codegen (torchgen's gen_variable_type.py,
    DONT_REQUIRE_DERIVATIVE) sets no grad_fn on these: their outputs never
    require grad (`zeros_like`, `new_zeros`: only the input's shape and device
    count; `argmax`, `isnan`: integer or boolean results). Written out like the
    ops derivatives.yaml marks all-non-differentiable (eq): a template with no
    differentiable argument, so nothing reads a gradient path through them
    (the one-hot `zeros_like(soft).scatter(...)` of a router).
    """
    try:
        from torchgen.packaged.autograd.gen_variable_type import DONT_REQUIRE_DERIVATIVE
    except ImportError:
        return {}
    out = {}
    for sc in torch._C._jit_get_all_schemas():
        if not sc.name.startswith("aten::") or sc.name[6:] not in DONT_REQUIRE_DERIVATIVE:
            continue
        if sc.overload_name == "out" or sc.overload_name.endswith("_out"):
            continue  # out= variants: make_fx records the functional op
        text = str(sc)[len("aten::"):]
        r = analyse({"name": text, "output_differentiability": [False] * max(1, len(sc.returns))})
        if r is not None and r[1]["tensors"] and r[0] not in ops and r[0] not in out:
            out[r[0]] = r[1]
    return out


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--yaml", default=None)
    ap.add_argument("-o", "--output", default=os.path.join(os.path.dirname(__file__), "..", "rules", "derivatives.yaml"))
    a = ap.parse_args()
    import torch
    path = a.yaml
    if path is None:
        import torchgen
        path = os.path.join(os.path.dirname(torchgen.__file__), "packaged", "autograd", "derivatives.yaml")
    with open(path) as f:
        entries = yaml.safe_load(f) + MANUAL
    ops = {}
    for e in entries:
        r = analyse(e)
        if r is not None:
            ops[r[0]] = r[1]
    ops.update(inplace_aliases(torch, ops))
    ops.update(dont_require_derivative(torch, ops))
    with open(a.output, "w") as f:
        f.write(f"# GENERATED by scripts/gen_derivatives.py from PyTorch {torch.__version__} "
                f"tools/autograd/derivatives.yaml -- do not edit.\n")
        f.write("# Command: python3 scripts/gen_derivatives.py -o rules/derivatives.yaml\n")
        f.write("# Fields: see the script's docstring. Custom ops: add an entry of the same\n")
        f.write("# shape under `derivatives:` in a file passed with `fxmatch relate --rules`.\n")
        f.write(f"# {len(ops)} ops.\n")
        f.write("derivatives:\n")
        for t in sorted(ops):
            o = ops[t]
            def lst(x):
                return "[" + ", ".join(str(v) if isinstance(v, int) else yaml.safe_dump(v, default_style=None).strip().removesuffix("\n...").strip() for v in x) + "]"
            f.write(f"  {t}: {{args: {lst(o['args'])}, tensors: {lst(o['tensors'])}, outputs: {lst(o['outputs'])}, "
                    f"diff: {lst(o['diff'])}, saved: {lst(o['saved'])}, emits: {lst(o['emits'])}, "
                    f"direct: {lst(o['direct'])}, empty: {str(o['empty']).lower()}, through: {lst(o.get('through', []))}, reading_emits: {lst(o.get('reading_emits', []))}, "
                    f"reads: [{', '.join(lst(r) for r in o['reads'])}], bcast: {str(o['bcast']).lower()}"
                    + (f", direct_of: [{', '.join(lst(r) for r in o['direct_of'])}]" if o.get('direct_of') else "")
                    + (f", emits_of: [{', '.join(lst(r) for r in o['emits_of'])}]" if o.get('emits_of') else "")
                    + (f", scaled: {lst(o['scaled'])}" if o.get('scaled') else "")
                    + (", sum_to_only: true" if o.get('sum_to_only') else "")
                    + (f", grad_ops: {lst(o['grad_ops'])}" if o.get('grad_ops') else "")
                    + (f", direct_when: {lst(o['direct_when'])}" if o.get('direct_when') else "")
                    + (f", once: {lst(o['once'])}" if o.get('once') else "")
                    + "}\n")
    print(f"wrote {a.output}: {len(ops)} ops", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
