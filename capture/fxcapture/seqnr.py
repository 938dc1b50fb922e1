"""grad_of truth from PyTorch's seq_nr (SCENARIOS.md, relate): each backward
node -> the forward op of the autograd node whose backward emitted it. AOTAutograd
copies the forward node's seq_nr onto the backward nodes it traced
(copy_fwd_metadata_to_bw_nodes); the capture's make_fx traces install the same
hooks (capture/README.md)."""
from __future__ import annotations

import torch.fx as fx


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
    for n in g.nodes:
        from_input[n.name] = n.op == "placeholder" or n.op == "get_attr" or any(
            from_input.get(a.name, False) for a in n.all_input_nodes)
        if n.op != "call_function" or n.meta.get("partitioner_tag") == "is_backward":
            continue
        s = n.meta.get("seq_nr")
        if s is None or s in firm:
            continue
        if s not in out or from_input[n.name]:
            out[s] = n.name
        if from_input[n.name]:
            firm.add(s)
    return out


def bwd_nodes_seq(g: fx.Graph) -> dict[str, int]:
    return {n.name: n.meta["seq_nr"] for n in g.nodes
            if n.op == "call_function" and n.meta.get("partitioner_tag") == "is_backward"
            and "seq_nr" in n.meta and not n.meta.get("is_gradient_acc")}


def grad_of(bwd_g: fx.Graph, fwd_g: fx.Graph) -> dict[str, str]:
    f = fwd_by_seq(fwd_g)
    return {b: f[s] for b, s in bwd_nodes_seq(bwd_g).items() if s in f}
