"""Relate truth: which forward value each backward leaf holds (`saved`), which
forward op each backward op differentiates (`grad_of`, by seq_nr) and which
backward output is each parameter's gradient (`grads`).

relate()      make_fx pairs (fwd, bwd / bwd_subset): saved tensors are
              `_tensor_constantN` get_attrs; their forward node is found by value,
              both as produced and as it stands when the backward runs (after
              every in-place op of the forward), so a node that a later in-place
              op mutates is never the answer for what autograd saved before.
aot_relate()  AOTAutograd partitioned pairs (aot_fwd, aot_bwd): the partitioner
              names each backward input after the forward node it saved, so the
              truth is that name (buffers, user outputs, saved values and
              symbolic sizes alike); the backward's k-th output is the gradient
              of the forward's k-th input; grad_of by seqnr.aot_grad_of (the
              owner of a seq_nr in a functionalized forward). One exception to
              the naming: the RNG state saved for a random-tagged op recomputed
              in the backward (activation checkpointing wraps it in
              run_and_save_rng_state / run_with_rng_state) enters aot_bwd as
              `rng_state_output_<i>`; it is bound to the aot_fwd output at its
              position among the saved values (checked against every other).
"""
from __future__ import annotations

import operator
import re
from typing import Any

import torch
import torch.fx as fx

from . import seqnr, truth


def relate(fwd: fx.GraphModule, bwd: fx.GraphModule, fvals: dict, bvals: dict,
           params: list[torch.Tensor], all_params: list[torch.Tensor] | None = None,
           fvals_final: dict | None = None) -> dict[str, Any]:
    """(fwd, bwd) make_fx pair. `params` are the tensors bwd differentiates
    (its outputs in order); parameters of `all_params` not among them have no
    gradient in bwd (truth None). `fvals_final`: fwd's values at the end of
    the run; a node whose value there differs from the saved tensor (an
    in-place op mutated it later, e.g. the input of silu_ whose backward reads
    the clone taken before it) is never the answer. Leaves (parameters,
    buffers, inputs) are the module's own tensors, reset before every run of
    the capture, so they are compared as produced (BatchNorm updates its
    running stats in place, and the backward's constant is the same buffer)."""
    fnodes = {n.name: n for n in fwd.graph.nodes}
    by_seq = seqnr.fwd_by_seq(fwd.graph)
    bseq = seqnr.bwd_nodes_seq(bwd.graph)
    grad_of = {b: by_seq[s] for b, s in bseq.items() if s in by_seq}
    seq_ops: dict[int, list[fx.Node]] = {}
    for n in fwd.graph.nodes:
        if n.op == "call_function" and n.meta.get("seq_nr") is not None:
            seq_ops.setdefault(n.meta["seq_nr"], []).append(n)
    fidx: dict[Any, list[str]] = {}
    for n in fwd.graph.nodes:
        if n.op != "output":
            k = truth.vkey(fvals.get(n.name))
            if k is not None:
                fidx.setdefault(k, []).append(n.name)
    fout = next(n for n in fwd.graph.nodes if n.op == "output").args[0]
    # The seed: torch.autograd.grad makes `ones_like(loss)` for the output it
    # differentiates (_make_grads) before the engine runs any node, so no
    # node's backward emitted it, and its seq_nr metadata is whatever the
    # forward traced last (Prototypical Networks' accuracy, a `max` of the
    # log-probabilities after the loss, whose node never runs). It is the
    # loss op's.
    loss_op = truth.skip_identity(fout)
    if loss_op.op == "call_function" and loss_op.target is operator.getitem:
        loss_op = loss_op.args[0]
    for n in bwd.graph.nodes:
        if (n.op == "call_function" and getattr(n.target, "__name__", "").startswith("ones_like")
                and any(a.op == "placeholder" for a in n.all_input_nodes) and n.name in grad_of):
            grad_of[n.name] = loss_op.name
    saved: dict[str, Any] = {}
    ambiguous: dict[str, list[str]] = {}
    for n in bwd.graph.nodes:
        if n.op == "placeholder":  # the loss
            saved[n.name] = truth.skip_identity(fout).name
            continue
        if n.op != "get_attr":
            continue
        key = truth.vkey(bvals.get(n.name))
        cands = [c for c in fidx.get(key, []) if truth.kind(fnodes[c]) not in ("identity",)
                 and (fvals_final is None or truth.kind(fnodes[c]) == "leaf"
                      or truth.vkey(fvals_final.get(c)) == key)]
        # reads of one attribute (get_attr of one target) are one tensor: the
        # backward reads that object, whichever read's recorded value matched
        # (a buffer updated in place between two reads: a batch norm called
        # twice); the read of the op whose grad_fn saved it decides below
        same = {fnodes[c].target for c in cands if fnodes[c].op == "get_attr"}
        cands += [m for m, x in fnodes.items() if x.op == "get_attr" and x.target in same and m not in cands]
        # the forward op whose grad_fn saved it: the op itself or one of its inputs
        near: list[str] = []
        near_node: list[str] = []  # the other forward ops of that autograd node, and their inputs
        for u in n.users:
            u = next(iter([u]))
            while truth.op_name(u) in truth.IDENTITY and u.users:
                u = next(iter(u.users))
            s = bseq.get(u.name)
            if s is None or s not in by_seq:
                continue
            f = fnodes[by_seq[s]]
            near.append(f.name)
            near.extend(truth.skip_identity(a).name for _, a in truth.arg_paths(f))
            for x in seq_ops.get(s, []):
                near_node.append(x.name)
                near_node.extend(truth.skip_identity(a).name for _, a in truth.arg_paths(x))
        # A value-equal candidate that another forward op of the same
        # autograd node makes or reads holds the saved value as much (a custom
        # Function's body shares its node's seq_nr: DoReFa's saved `(x >= 0) &
        # (x <= 1)` equals its `x >= 0` where x lies in [0, 1]): an
        # alternative, never a narrower answer than the op and its inputs give.
        pick = [c for c in cands if c in near]
        pick = pick + [c for c in cands if c in near_node and c not in pick] if pick else cands
        if len(pick) == 1:
            saved[n.name] = pick[0]
        elif pick:
            saved[n.name] = pick[0]
            ambiguous[n.name] = pick
    grads: dict[str, Any] = {}
    bout = next(n for n in bwd.graph.nodes if n.op == "output").args[0]
    for n in fwd.graph.nodes:
        if n.op not in ("get_attr", "placeholder"):
            continue
        v = fvals.get(n.name)
        for p in all_params or params:
            if isinstance(v, torch.Tensor) and v.shape == p.shape and v.dtype == p.dtype and torch.equal(v, p.detach()):
                i = next((j for j, q in enumerate(params) if q is p), None)
                g = bout[i] if i is not None and i < len(bout) else None
                grads[n.name] = truth.skip_identity(g).name if isinstance(g, fx.Node) else None
                break
    out = {"saved": saved, "grad_of": grad_of, "grads": grads}
    if ambiguous:
        out["saved_alternatives"] = ambiguous
    return out


_RNG_STATE = re.compile(r"rng_state_output_\d+")


def _renamed_rng_states(bph: list[fx.Node], fnodes: dict[str, fx.Node], fout) -> dict[str, str]:
    """{aot_bwd placeholder: aot_fwd output} for the saved RNG states the min-cut
    partitioner names `rng_state_output_<i>` in the backward (the forward's
    run_and_save_rng_state getitem keeps its own name). aot_bwd's saved inputs
    are aot_fwd's trailing outputs in the same order; the binding is made only
    when every other saved input has its own name at its position."""
    if all(n.name in fnodes for n in bph) or len(bph) > len(fout):
        return {}
    tail = list(fout)[len(fout) - len(bph):]
    out: dict[str, str] = {}
    for n, o in zip(bph, tail):
        if not isinstance(o, fx.Node):
            return {}
        if n.name == o.name:
            continue
        if n.name in fnodes or not _RNG_STATE.fullmatch(n.name):
            return {}
        out[n.name] = o.name
    return out


def aot_relate(fwd: fx.GraphModule, bwd: fx.GraphModule, joint: fx.GraphModule | None = None) -> dict[str, Any]:
    """(aot_fwd, aot_bwd): the partitioner's own names. `joint` (the AOT joint)
    tells which of aot_fwd's nodes were traced in the backward
    (seqnr.traced_in_backward)."""
    fnodes = {n.name: n for n in fwd.graph.nodes if n.op != "output"}
    fout = next(n for n in fwd.graph.nodes if n.op == "output").args[0]
    bph = [n for n in bwd.graph.nodes if n.op == "placeholder" and not n.name.startswith("tangents")]
    renamed = _renamed_rng_states(bph, fnodes, fout)
    saved: dict[str, Any] = {}
    alts: dict[str, list[str]] = {}
    for n in bph:
        f = renamed.get(n.name, n.name)
        if f not in fnodes:
            raise RuntimeError(f"aot_bwd input {n.name} is not a node of aot_fwd")
        saved[n.name] = f
        src = truth.skip_identity(fnodes[f]).name
        if src != f:  # a detach/alias of the saved value: its producer holds it too
            alts[n.name] = [f, src]
    missing = [n for n, f in saved.items() if not any(isinstance(o, fx.Node) and o.name == f for o in fout)]
    if missing:
        raise RuntimeError(f"aot_bwd inputs {missing} are not outputs of aot_fwd")
    prim = [n for n in fwd.graph.nodes if n.op == "placeholder"]
    bout = next(n for n in bwd.graph.nodes if n.op == "output").args[0]
    if len(bout) != len(prim):
        raise RuntimeError(f"aot_bwd returns {len(bout)} values for {len(prim)} aot_fwd inputs")
    grads = {p.name: (truth.skip_identity(g).name if isinstance(g, fx.Node) else None)
             for p, g in zip(prim, bout)}
    grad_of = seqnr.aot_grad_of(bwd.graph, fwd.graph, joint.graph if joint is not None else None)
    out: dict[str, Any] = {"saved": saved, "grad_of": grad_of, "grads": grads, "rule": "names (AOT partitioner)"}
    if alts:
        out["saved_alternatives"] = alts
    return out
