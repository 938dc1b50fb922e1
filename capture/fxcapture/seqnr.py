"""grad_of truth from PyTorch's seq_nr (SCENARIOS.md, relate): each backward
node -> the forward op of the autograd node whose backward emitted it. AOTAutograd
copies the forward node's seq_nr onto the backward nodes it traced
(copy_fwd_metadata_to_bw_nodes); the capture's make_fx traces install the same
hooks (capture/README.md).

make_fx graphs (relate.json, target_grad_of): `fwd_by_seq` below.

AOT graphs (aot*_relate.json): `aot_grad_of`. AOTAutograd traces a
functionalized forward, and several forward nodes carry one seq_nr that did
not create its autograd node:
  - a view chain of a mutated base is replayed (regenerated from the base
    after the mutation) under the seq_nr of the op that triggers the replay;
  - the write-back of an in-place op (`*_scatter` of the op's result into the
    base) follows the op under its seq_nr;
  - a node computed only from values that need no gradient (index arithmetic,
    masks, new_zeros) owns no autograd node.
So the owner of seq_nr s, among the forward call_function nodes with it, is:
  G  = those that need grad (`aot_need`) and are not getitem (a projection of
       its producer);
  WB = those of G that are `*_scatter` whose src (args[1]) carries s;
  R  = G - WB;
  the first of R that is not a view, else the last view of R (a view's own
  seq_nr), else WB[0]; none if G is empty (its backward nodes are unscored).
The rule works on `Node`s, a neutral record built from a live fx graph here
(`nodes_of`) or from a capture's dumps (retruth_aot.py), so both agree."""
from __future__ import annotations

from typing import NamedTuple

import torch
import torch.fx as fx

from .trace import op_name

VIEWS = {"slice", "select", "transpose", "expand", "view", "_unsafe_view", "unsqueeze", "squeeze", "permute",
         "t", "as_strided", "alias", "diagonal", "unfold", "_reshape_alias", "reshape", "view_as_real",
         "view_as_complex", "split", "split_with_sizes", "unbind", "chunk", "narrow", "expand_as", "view_as",
         "movedim", "swapaxes", "_view"}
NONDIFF = {"detach", "new_zeros", "new_ones", "new_empty", "new_full", "new_empty_strided", "zeros_like",
           "ones_like", "empty_like", "full_like", "rand_like", "randn_like", "randint_like", "zeros", "ones",
           "empty", "full", "arange", "empty_strided", "scalar_tensor", "eq", "ne", "ge", "gt", "le", "lt",
           "logical_and", "logical_or", "logical_not", "logical_xor", "bitwise_and", "bitwise_or",
           "bitwise_not", "bitwise_xor", "argmax", "argmin", "isnan", "isinf", "isfinite", "sym_size",
           "sym_numel", "sym_stride", "sym_storage_offset", "_local_scalar_dense", "randperm", "rand", "randn",
           "bernoulli_p", "lift_fresh_copy", "_assert_async", "_assert_scalar", "sym_constrain_range_for_size"}
INDEX_OUT = {"max_pool2d_with_indices", "max_pool3d_with_indices", "max_pool1d_with_indices", "sort", "topk",
             "max", "min", "kthvalue", "mode", "median", "nanmedian", "cummax", "cummin", "_unique2",
             "unique_dim", "adaptive_max_pool2d", "adaptive_max_pool1d", "fractional_max_pool2d"}


def fwd_by_seq(g: fx.Graph) -> dict[int, str]:
    """The forward node of the autograd node of each seq_nr: the first forward
    call_function node with it (copy_fwd_metadata_to_bw_nodes), except that a
    node computed from no graph input (arange and the index arithmetic an
    upsampling decomposition traces before the op that takes the number) cannot
    have created an autograd node, so a later node with that seq_nr that reads
    an input is preferred."""
    out: dict[int, str] = {}
    from_input: dict[str, bool] = {}
    firm: set[int] = set()
    dead: dict[int, str] = {}  # seq_nr -> its first dead detach

    def dead_detach(n: fx.Node) -> bool:
        return n.target is torch.ops.aten.detach.default and not n.users

    for n in g.nodes:
        from_input[n.name] = n.op == "placeholder" or n.op == "get_attr" or any(
            from_input.get(a.name, False) for a in n.all_input_nodes)
        if n.op != "call_function" or n.meta.get("partitioner_tag") == "is_backward":
            continue
        s = n.meta.get("seq_nr")
        if s is None or s in firm:
            continue
        # A dead detach (saving a value, reading `x.data`) records no node
        # of its own: a custom Function's forward reading `x.data.shape`
        # detaches its input under the Function's seq_nr before the forward's
        # own ops carry it (MPN-COV's Covpool: relu__13 54, detach_14 55,
        # view 55, the backward's ops 55). It stands for the node only where
        # no other forward node carries that seq_nr (below).
        if dead_detach(n):
            dead.setdefault(s, n.name)
            continue
        if s not in out or from_input[n.name]:
            out[s] = n.name
        if from_input[n.name]:
            firm.add(s)
    # A `detach` creates no autograd node. Where the first node with a seq_nr
    # is the dead detach (no users) that saving an op's result records, the
    # node of that seq_nr was made by the op it detaches: an in-place op on a
    # view (`relu_` of a view of a matmul) makes the view's grad_fn again
    # (AsStridedBackward0, after CopySlices) when saving its result reads it,
    # and only the detach carries that node's seq_nr (torch 2.13: relu_ 43,
    # detach 45, the as_strided backward's ops 45). The answer is then the
    # detach's source, as SCENARIOS.md says of detach ("its source's
    # answer"). A detach the model reads (`x.detach()`) is left as it is.
    nodes = {n.name: n for n in g.nodes}
    for s, name in dead.items():
        if s in out:
            continue
        n = nodes[name]
        if n.args and isinstance(n.args[0], fx.Node) and n.args[0].op == "call_function":
            n = n.args[0]
        out[s] = n.name
    return out


def bwd_nodes_seq(g: fx.Graph) -> dict[str, int]:
    return {n.name: n.meta["seq_nr"] for n in g.nodes
            if n.op == "call_function" and n.meta.get("partitioner_tag") == "is_backward"
            and "seq_nr" in n.meta and not n.meta.get("is_gradient_acc")}


def grad_of(bwd_g: fx.Graph, fwd_g: fx.Graph) -> dict[str, str]:
    f = fwd_by_seq(fwd_g)
    return {b: f[s] for b, s in bwd_nodes_seq(bwd_g).items() if s in f}


# ------------------------------------------------------------------ AOT
class Node(NamedTuple):
    name: str
    kind: str                  # placeholder, call_function, get_attr, output
    op: str                    # truth.op_name: "aten.slice.Tensor", "getitem", ...
    seq: int | None
    backward: bool
    inputs: tuple[str, ...]    # every node read (args and kwargs)
    arg1: str | int | None     # args[1]: a node's name (scatter src) or an int (getitem index)
    floating: bool | None      # output float/complex; None when unknown


def base_op(op: str) -> str:
    """'aten.slice.Tensor' -> 'slice'; 'getitem' -> 'getitem'."""
    p = op.split(".")
    return p[1] if p[0] == "aten" and len(p) > 1 else p[-1]


def floating_of(v) -> bool | None:
    if isinstance(v, torch.Tensor):
        return v.dtype.is_floating_point or v.dtype.is_complex
    if isinstance(v, (torch.SymInt, torch.SymFloat, torch.SymBool)):
        return False
    return None


def nodes_of(g: fx.Graph) -> list[Node]:
    out = []
    for n in g.nodes:
        a1 = n.args[1] if len(n.args) > 1 else None
        a1 = a1.name if isinstance(a1, fx.Node) else a1 if isinstance(a1, int) else None
        out.append(Node(n.name, n.op, op_name(n), n.meta.get("seq_nr"), n.meta.get("partitioner_tag") == "is_backward",
                        tuple(a.name for a in n.all_input_nodes), a1, floating_of(n.meta.get("val"))))
    return out


def aot_need(nodes: list[Node], primal_grads: list[bool]) -> dict[str, bool]:
    """Which forward values need grad: the k-th input iff the backward's k-th
    output is not None; an op's output iff it is differentiable (not NONDIFF,
    not an index output, float/complex when known) and some input needs grad."""
    need: dict[str, bool] = {}
    prim = iter(primal_grads)
    by = {n.name: n for n in nodes}
    for n in nodes:
        if n.kind == "placeholder":
            need[n.name] = next(prim, False)
            continue
        op = base_op(n.op)
        ok = n.kind == "call_function" and op not in NONDIFF and n.floating is not False
        ok = ok and any(need.get(a, False) for a in n.inputs)
        if ok and op == "getitem" and n.inputs and isinstance(n.arg1, int) and n.arg1 >= 1:
            ok = base_op(by[n.inputs[0]].op) not in INDEX_OUT
        need[n.name] = ok
    return need


def aot_owners(nodes: list[Node], primal_grads: list[bool]) -> dict[int, str]:
    """seq_nr -> the forward node that owns its autograd node (module docstring)."""
    need = aot_need(nodes, primal_grads)
    groups: dict[int, list[Node]] = {}
    for n in nodes:
        if n.kind == "call_function" and not n.backward and n.seq is not None:
            groups.setdefault(n.seq, []).append(n)
    out: dict[int, str] = {}
    for s, members in groups.items():
        names = {n.name for n in members}
        G = [n for n in members if need[n.name] and base_op(n.op) != "getitem"]
        WB = [n for n in G if base_op(n.op).endswith("_scatter") and n.arg1 in names]
        R = [n for n in G if n not in WB]
        nonview = [n for n in R if base_op(n.op) not in VIEWS]
        pick = nonview[0] if nonview else R[-1] if R else WB[0] if WB else None
        if pick is not None:
            out[s] = pick.name
    return out


def traced_in_backward(joint: list[tuple[str, str, tuple[str, ...]]]) -> set[str]:
    """Names of the joint's nodes traced in its backward: AOTAutograd traces
    the whole forward, then the backward, so every node from the first one
    reading a tangent on. A custom autograd.Function's backward records no
    `is_backward` tag and keeps the seq_nr of the forward's last op (YOSO's
    YosoCumulation: `value.transpose(-1, -2)`, expand, view); the partitioner
    moves what of it reads forward values alone into aot_fwd, where it would
    otherwise pass for a forward op of that seq_nr. `joint`: (name, kind,
    inputs) in graph order."""
    tangents = {name for name, kind, _ in joint if kind == "placeholder" and name.startswith("tangents")}
    out: set[str] = set()
    started = False
    for name, kind, inputs in joint:
        if kind != "call_function":
            continue
        started = started or bool(tangents.intersection(inputs))
        if started:
            out.add(name)
    return out


def mark_traced_in_backward(nodes: list[Node], joint: list[tuple[str, str, tuple[str, ...]]]) -> list[Node]:
    """`nodes` (aot_fwd's) with those the joint traced in its backward tagged backward."""
    late = traced_in_backward(joint)
    return [n._replace(backward=True) if n.name in late else n for n in nodes]


def aot_grad_of(bwd_g: fx.Graph, fwd_g: fx.Graph, joint_g: fx.Graph | None = None) -> dict[str, str]:
    bout = next(n for n in bwd_g.nodes if n.op == "output").args[0]
    nodes = nodes_of(fwd_g)
    if joint_g is not None:
        nodes = mark_traced_in_backward(
            nodes, [(n.name, n.op, tuple(a.name for a in n.all_input_nodes)) for n in joint_g.nodes])
    f = aot_owners(nodes, [g is not None for g in bout])
    return {b: f[s] for b, s in bwd_nodes_seq(bwd_g).items() if s in f}
