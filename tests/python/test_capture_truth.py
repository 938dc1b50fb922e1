"""The capture's ground-truth rules (capture/fxcapture/truth.py, shipped as
fxmatch._fxcapture) on graphs small enough to check by hand: SCENARIOS.md's
"same operator and same value ... several only when the target computes the
very same thing twice".
"""
from __future__ import annotations

import pytest

torch = pytest.importorskip("torch")
from torch.fx.experimental.proxy_tensor import make_fx  # noqa: E402

from fxmatch._fxcapture import trace, truth  # noqa: E402


def traced(fn, *args):
    gm = make_fx(fn)(*args)
    return gm, trace.record(gm, list(args))


def node(gm, op):
    return [n.name for n in gm.graph.nodes if n.op == "call_function" and trace.op_name(n) == op]


def test_same_value_from_other_arguments_is_not_an_answer():
    # log_softmax is invariant to adding a constant to a row: the pattern's
    # log_softmax(x + 3) equals the target's log_softmax(x) but is another
    # computation (embed_losses: log_softmax of the logits plus a scalar loss)
    # (integers and a power of two, so that the shift is exact in floats)
    x = torch.tensor([[1.0, 2.0, 3.0], [0.0, 4.0, -1.0]])
    pg, pv = traced(lambda x: torch.log_softmax(x + 8.0, 1), x)
    # the target also computes x + 8, but takes the log_softmax of x
    tg, tv = traced(lambda x: torch.log_softmax(x, 1) * (x + 8.0), x)
    (p,) = node(pg, "aten._log_softmax.default")
    (t,) = node(tg, "aten._log_softmax.default")
    assert t in truth.equal_lists({p: pv[p]}, tv, list(tv), cross=False)[p]  # the values are equal
    mapping, why = truth.resolve(pg.graph, tg.graph, pv, tv, cross=False)
    assert mapping[p]["best"] == []
    assert "not computed from its operands' answers" in why[p]


def test_a_sum_regrouped_is_the_same_computation():
    # make_fx adds a gradient's terms' sum where AOTAutograd adds the terms one
    # by one: the last add reads the first operand's answer through the others
    # (integers, so that both groupings give the same bits)
    x = torch.tensor([[1.0, -2.0, 3.0], [0.0, 4.0, -1.0]])
    pg, pv = traced(lambda x: torch.relu(x) + (x * 2.0 + x * 3.0), x)
    tg, tv = traced(lambda x: (torch.relu(x) + x * 2.0) + x * 3.0, x)
    p = node(pg, "aten.add.Tensor")[-1]
    t = node(tg, "aten.add.Tensor")[-1]
    mapping, _ = truth.resolve(pg.graph, tg.graph, pv, tv, cross=True)
    assert mapping[p]["best"] == [t]


def test_same_value_from_the_same_arguments_is_an_answer():
    x = torch.randn(2, 3)
    pg, pv = traced(lambda x: torch.log_softmax(x * 2.0, 1), x)
    tg, tv = traced(lambda x: torch.log_softmax(x * 2.0, 1) + 1.0, x)
    (p,) = node(pg, "aten._log_softmax.default")
    (t,) = node(tg, "aten._log_softmax.default")
    mapping, _ = truth.resolve(pg.graph, tg.graph, pv, tv, cross=False)
    assert mapping[p]["best"] == [t]


def test_twins_are_the_same_operator_on_the_same_arguments():
    # the joint computes log_softmax(h) twice (two losses on the same logits);
    # AOTAutograd's partitioner merges them under one name, so either is right
    x = torch.randn(2, 3)

    def joint(x):
        h = x * 2.0
        a = torch.log_softmax(h, 1)
        b = torch.log_softmax(h, 1)
        c = torch.log_softmax(h + 1.0, 1)  # same value (shift invariance), other argument
        d = torch.dropout(h, 0.5, True)
        e = torch.dropout(h, 0.5, True)  # same call, other random value
        return a.sum() + b.sum() + c.sum() + d.sum() + e.sum()

    g, v = traced(joint, x)
    same = truth.twins(g.graph, v)
    a, b, c = node(g, "aten._log_softmax.default")
    assert same[a] == same[b] == [a, b]
    assert same[c] == [c]
    draws = node(g, "aten.bernoulli_.float")  # make_fx's dropout: empty_like, bernoulli_, div_, mul
    assert len(draws) == 2 and all(same[d] == [d] for d in draws)
    assert all(same[m] == [m] for m in node(g, "aten.mul.Tensor"))


def test_a_functions_backward_moved_into_the_forward_owns_no_seq_nr():
    """AOTAutograd traces the joint's forward, then its backward. What a
    custom Function's backward computes from forward values alone carries no
    `is_backward` tag and the seq_nr of the forward's last op (YOSO's
    `value.transpose(-1, -2)`, expand, view); the partitioner moves it into
    aot_fwd. Those views are not the forward op of that seq_nr: the logits'
    view is (PyTorch's copy_fwd_metadata_to_bw_nodes takes the first)."""
    from fxmatch._fxcapture import seqnr
    N = seqnr.Node
    fwd = [N("x", "placeholder", "placeholder", None, False, (), None, True),
           N("mm", "call_function", "aten.mm.default", 1, False, ("x", "x"), "x", True),
           N("view", "call_function", "aten.view.default", 2, False, ("mm",), None, True),
           N("transpose", "call_function", "aten.transpose.int", 2, False, ("x",), -1, True),
           N("view_9", "call_function", "aten.view.default", 2, False, ("transpose",), None, True)]
    joint = [("x", "placeholder", ()), ("tangents_1", "placeholder", ()),
             ("mm", "call_function", ("x", "x")), ("view", "call_function", ("mm",)),
             ("view_8", "call_function", ("tangents_1",)), ("transpose", "call_function", ("x",)),
             ("view_9", "call_function", ("transpose",))]
    late = seqnr.traced_in_backward(joint)
    assert late == {"view_8", "transpose", "view_9"}
    assert seqnr.aot_owners(fwd, [True])[2] == "view_9"  # all views: the last one, without the joint
    marked = [n._replace(backward=True) if n.name in late else n for n in fwd]
    assert seqnr.aot_owners(marked, [True])[2] == "view"


def test_the_dead_detach_of_an_in_place_op_on_a_view_stands_for_the_op():
    """`relu_` on a view of a matmul: saving its result reads the view's
    grad_fn, made again then (AsStridedBackward0), and records a `detach`
    nothing reads; only that detach carries the node's seq_nr, so the
    backward ops of that seq_nr differentiate `relu_` (SCENARIOS.md: a
    detach's answer is its source's), never the detach."""
    import torch.fx.traceback as fx_traceback
    from fxmatch._fxcapture import seqnr

    def f(x, w):
        y = x @ w
        y.view(2, 16).relu_()
        return (y * 2).sum()

    with fx_traceback.preserve_node_meta():
        gm = make_fx(f)(torch.randn(4, 8), torch.randn(8, 8, requires_grad=True))
    dead = [n for n in gm.graph.nodes if n.target is torch.ops.aten.detach.default and not n.users]
    assert [n.args[0].name for n in dead] == node(gm, "aten.relu_.default")
    seq = dead[0].meta["seq_nr"]
    assert seq not in {n.meta.get("seq_nr") for n in gm.graph.nodes if n.op == "call_function" and n not in dead}
    assert seqnr.fwd_by_seq(gm.graph)[seq] == node(gm, "aten.relu_.default")[0]


def test_a_dead_detach_before_a_functions_own_ops_is_not_its_node():
    """A custom Function's forward that reads `x.data` (MPN-COV's Covpool:
    `x.data.shape[0]`) records dead `detach`es of its input under the
    Function's seq_nr before the forward's own ops carry it too (relu__13 54,
    detach_14 55, view 55, the backward's ops 55): that seq_nr is the
    Function's node, whose first forward op is its own reshape, not what
    made its input."""
    import torch.fx.traceback as fx_traceback
    from fxmatch._fxcapture import seqnr

    class Cov(torch.autograd.Function):
        @staticmethod
        def forward(ctx, x):
            y = x.reshape(x.data.shape[0], 4, 2)
            ctx.save_for_backward(x)
            return y.bmm(y.transpose(1, 2))

        @staticmethod
        def backward(ctx, g):
            (x,) = ctx.saved_tensors
            y = x.reshape(2, 4, 2)
            return ((g + g.transpose(1, 2)).bmm(y)).reshape(x.shape)

    def f(x, w):
        return Cov.apply((x * w).relu()).sum()

    with fx_traceback.preserve_node_meta():
        gm = make_fx(f)(torch.randn(2, 8), torch.randn(2, 8, requires_grad=True))
    relu = gm.graph.find_nodes(op="call_function", target=torch.ops.aten.relu.default)[0]
    dead = [n for n in gm.graph.nodes if n.target is torch.ops.aten.detach.default and not n.users
            and n.args[0] is relu and n.meta["seq_nr"] != relu.meta["seq_nr"]]
    assert dead, "x.data in the Function's forward records a dead detach of relu's result"
    seq = dead[0].meta["seq_nr"]
    own = [n.name for n in gm.graph.nodes if n.op == "call_function" and n.meta.get("seq_nr") == seq
           and n.target is not torch.ops.aten.detach.default]
    assert own and own[0] == node(gm, "aten.view.default")[0]
    assert seqnr.fwd_by_seq(gm.graph)[seq] == own[0]
