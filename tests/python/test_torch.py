"""fxmatch.torch: capture() and relate_backend() inside a real torch.compile training step."""
from __future__ import annotations

import copy
import logging
import os

import pytest

torch = pytest.importorskip("torch")
import torch.nn.functional as F  # noqa: E402
from torch._dynamo.backends.common import aot_autograd  # noqa: E402

import fxmatch  # noqa: E402
import fxmatch.torch as fxt  # noqa: E402
from conftest import assert_right, truth  # noqa: E402


def test_capture_makes_the_seed_graphs(mlp_live):
    cap = mlp_live
    for gm in (cap.forward, cap.backward, cap.joint):
        assert isinstance(gm, torch.fx.GraphModule)
    ph = [n.name for n in cap.backward.graph.nodes if n.op == "placeholder"]
    assert ph == ["loss_1"]
    assert any(n.op == "get_attr" for n in cap.backward.graph.nodes)  # saved tensors as constants
    r = fxmatch.match(cap.backward, cap.joint)
    assert_right(r.mapping, truth("mlp", "bwd__joint"))
    assert r["loss_1"] == "getitem" and r["_tensor_constant1"] == "labels_1"
    rf = fxmatch.match(cap.forward, cap.joint)
    assert_right(rf.mapping, truth("mlp", "fwd__joint"))


def test_capture_relate_live(mlp_live):
    cap = mlp_live
    live = fxmatch.relate(cap.forward, cap.backward, joint=cap.joint)
    text = fxmatch.relate(*(g.print_readable(print_output=False) for g in (cap.forward, cap.backward)),
                          joint=cap.joint.print_readable(print_output=False))
    assert live.saved == text.saved and live.grad_of == text.grad_of and live.grads == text.grads
    params = [n.name for n in cap.forward.graph.nodes if n.op == "get_attr"]
    assert live.used_joint and live.saved


def test_capture_usage_errors():
    m = torch.nn.Linear(3, 2)
    with pytest.raises(TypeError):
        fxt.capture(m, 3, lambda o: o.sum())
    with pytest.raises(ValueError):
        fxt.capture(m, {"x": torch.randn(2, 3)}, lambda o, x: o.sum(), targets={"x": torch.randn(2)})
    frozen = torch.nn.Linear(3, 2).requires_grad_(False)
    with pytest.raises(ValueError):
        fxt.capture(frozen, torch.randn(2, 3), lambda o: o.sum())
    with pytest.raises(TypeError):
        fxt.relate_backend("eager")
    with pytest.raises(TypeError):
        fxt.relate_backend("inductor", joint=True)


class MLP(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.fc1 = torch.nn.Linear(20, 16)
        self.fc2 = torch.nn.Linear(16, 5)

    def forward(self, x):
        return self.fc2(torch.relu(self.fc1(x)))


def _same_value(n: torch.fx.Node) -> set:
    """n and the nodes it is an identity of (detach/alias chains): the same tensor value."""
    out = {n.name}
    while n.op == "call_function" and n.target in (torch.ops.aten.detach.default, torch.ops.aten.alias.default):
        n = n.args[0]
        out.add(n.name)
    return out


def _saved_right(got: dict, want: dict) -> bool:
    return got.keys() == want.keys() and all(got[k] in want[k] for k in want)


def _partition_truth(fw: torch.fx.GraphModule, bw: torch.fx.GraphModule):
    """What AOTAutograd's partitioner itself says: the forward returns (outputs, saved...),
    the backward takes (saved..., tangents); the backward's k-th output is the k-th primal's gradient."""
    fw_out = list(next(n for n in fw.graph.nodes if n.op == "output").args[0])
    bw_in = [n for n in bw.graph.nodes if n.op == "placeholder"]
    saved_in = [n.name for n in bw_in if not n.name.startswith("tangents")]
    saved_fw = fw_out[len(fw_out) - len(saved_in):]
    saved = {b: _same_value(f) for b, f in zip(saved_in, saved_fw)}
    primals = [n.name for n in fw.graph.nodes if n.op == "placeholder"]
    bw_out = list(next(n for n in bw.graph.nodes if n.op == "output").args[0])
    grads = {p: g.name for p, g in zip(primals, bw_out) if g is not None}
    return saved, grads


def _train(model, backend, steps=2):
    torch.manual_seed(0)
    x, y = torch.randn(8, 20), torch.randint(0, 5, (8,))
    opt = torch.optim.SGD(model.parameters(), lr=0.1)
    run = torch.compile(model, backend=backend) if backend is not None else model
    losses = []
    for _ in range(steps):
        opt.zero_grad()
        loss = F.cross_entropy(run(x), y)
        loss.backward()
        opt.step()
        losses.append(loss.item())
    return losses


def test_relate_backend_in_a_training_step():
    torch._dynamo.reset()
    calls = {"fw": 0, "bw": 0}

    def fw(gm, ex):
        calls["fw"] += 1
        return gm

    def bw(gm, ex):
        calls["bw"] += 1
        return gm

    seen = []
    backend = fxt.relate_backend(aot_autograd(fw_compiler=fw, bw_compiler=bw), callback=seen.append)
    torch.manual_seed(1)
    model = MLP()
    reference = copy.deepcopy(model)
    losses = _train(model, backend)
    ref_losses = _train(reference, None)
    torch._dynamo.reset()
    # the user's compilers ran, unchanged, and training is the eager training
    assert calls == {"fw": 1, "bw": 1}
    assert losses == pytest.approx(ref_losses, rel=1e-5)
    for p, q in zip(model.parameters(), reference.parameters()):
        assert torch.allclose(p, q, atol=1e-6)
    # one related pair, handed to the callback
    assert len(backend.results) == 1 and seen == backend.results
    rel = backend.results[0]
    assert rel.error is None and isinstance(rel.result, fxmatch.RelateResult)
    saved, grads = _partition_truth(rel.forward, rel.backward)
    assert saved and _saved_right(rel.result.saved, saved)
    assert len(grads) == 4 and rel.result.grads == grads


def test_relate_backend_compilers_joint_and_log(caplog):
    torch._dynamo.reset()
    backend = fxt.relate_backend(fw_compiler=lambda gm, ex: gm, joint=True, log=True)
    with caplog.at_level(logging.INFO, logger="fxmatch"):
        _train(MLP(), backend, steps=1)
    torch._dynamo.reset()
    rel = backend.results[0]
    assert rel.joint is not None and rel.result is not None
    saved, grads = _partition_truth(rel.forward, rel.backward)
    assert _saved_right(rel.result.saved, saved) and rel.result.grads == grads
    assert any("compiled pair 0" in m for m in caplog.messages)


def test_relate_backend_eager_default_and_inference():
    torch._dynamo.reset()
    backend = fxt.relate_backend()
    model = MLP()
    with torch.no_grad():
        out = torch.compile(model, backend=backend)(torch.randn(2, 20))
    assert out.shape == (2, 5) and backend.results == []  # no backward, nothing to relate
    torch._dynamo.reset()


@pytest.mark.skipif(os.environ.get("FXMATCH_TEST_INDUCTOR") != "1",
                    reason="inductor compiles C++ kernels (minutes on 2 cores); FXMATCH_TEST_INDUCTOR=1 runs it")
def test_relate_backend_inductor_training_step():
    torch._dynamo.reset()
    backend = fxt.relate_backend("inductor")
    torch.manual_seed(2)
    model = MLP()
    reference = copy.deepcopy(model)
    losses = _train(model, backend, steps=2)
    torch._dynamo.reset()
    assert losses == pytest.approx(_train(reference, None, steps=2), rel=1e-4)
    assert len(backend.results) == 1
    rel = backend.results[0]
    assert rel.error is None
    saved, grads = _partition_truth(rel.forward, rel.backward)
    assert _saved_right(rel.result.saved, saved) and rel.result.grads == grads
