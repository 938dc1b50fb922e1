"""Live torch.fx export agrees with the parsed text, node for node, on zoo models.

Each model is built from the zoo's spec and captured in-process with the
zoo's capture code (make_fx fwd/bwd/joint and AOTAutograd fwd/bwd/joint);
each GraphModule is exported live and compared with the parse of its
print_readable(include_stride=True, include_device=True) text (everything:
names, ops, targets, arguments, kwargs, dtype/shape/stride/device, source
comments, getitem indices), and with the parse of gm.code (which has no
annotations or source comments) on everything else.
"""
from __future__ import annotations

import pytest

torch = pytest.importorskip("torch")

import fxmatch  # noqa: E402
from fxmatch._fxcapture import models, trace  # noqa: E402

MODELS = ["mlp", "dup_operands", "multi_output", "lstm", "attention"]


def nodes(g: fxmatch.Graph, meta: bool = True):
    out = []
    for n in g.nodes:
        row = (n.name, n.op, n.target, n.args, n.kwargs, n.getitem_index)
        if meta:
            row += (n.dtype, n.shape, n.stride, n.device, n.source)
        out.append(row)
    return out


@pytest.fixture(scope="module", params=MODELS)
def captured(request):
    name = request.param
    spec = models.build(name)
    if not spec.mkldnn:
        old = torch.backends.mkldnn.enabled
        torch.backends.mkldnn.enabled = False
    try:
        state = trace.State(spec.module)
        gms = {k: v[0] for k, v in trace.trace_make_fx(spec, list(spec.module.parameters()), state).items()}
        gms.update({k: v[0] for k, v in trace.trace_aot(spec, state, dynamic=False).items()})
    finally:
        if not spec.mkldnn:
            torch.backends.mkldnn.enabled = old
    return name, gms


def test_live_equals_parsed_readable(captured):
    name, gms = captured
    for kind, gm in gms.items():
        live = fxmatch.parse(gm)
        text = gm.print_readable(print_output=False, include_stride=True, include_device=True)
        parsed = fxmatch.parse(text)
        a, b = nodes(live), nodes(parsed)
        assert len(a) == len(b), (name, kind)
        diff = [(x, y) for x, y in zip(a, b) if x != y]
        assert not diff, f"{name}/{kind}: {len(diff)} nodes differ, first {diff[0]}"
        assert live.dump() == parsed.dump()
        if kind in ("aot_fwd", "aot_joint"):  # Dynamo keeps stack traces (make_fx here does not)
            assert any(n.source for n in live.nodes), f"{name}/{kind}: no source comments"


def test_live_equals_parsed_code(captured):
    name, gms = captured
    for kind, gm in gms.items():
        a, b = nodes(fxmatch.parse(gm), meta=False), nodes(fxmatch.parse(gm.code), meta=False)
        assert a == b, f"{name}/{kind}"


def test_live_fx_graph_and_annotations(captured):
    name, gms = captured
    gm = gms["joint"]
    g = fxmatch.parse(gm.graph)  # a torch.fx.Graph, not the module
    assert g.dump() == fxmatch.parse(gm).dump()
    vals = {n.name: n.meta.get("val") for n in gm.graph.nodes}
    for n in g.nodes:
        v = vals[n.name]
        if isinstance(v, torch.Tensor):
            assert n.shape == tuple(str(s) for s in v.shape), n.name
            assert n.stride == tuple(str(s) for s in v.stride()), n.name


def test_live_match_equals_text_match(captured):
    name, gms = captured
    for p, t in (("bwd", "joint"), ("fwd", "joint"), ("aot_bwd", "aot_joint")):
        live = fxmatch.match(gms[p], gms[t])
        text = fxmatch.match(gms[p].print_readable(print_output=False), gms[t].print_readable(print_output=False))
        assert live.mapping == text.mapping, (name, p, t)
        assert live.stats.complete


def test_live_export_rejects_nothing_on_dynamic_shapes():
    spec = models.build("mlp")
    state = trace.State(spec.module)
    gms = trace.trace_aot(spec, state, dynamic=True)
    for kind, (gm, _) in gms.items():
        live = fxmatch.parse(gm)
        parsed = fxmatch.parse(gm.print_readable(print_output=False, include_stride=True, include_device=True))
        assert nodes(live) == nodes(parsed), kind
        assert any(n.dtype == "Sym" for n in live.nodes) or any(
            any(not d.isdigit() for d in n.shape) for n in live.nodes if n.dtype), kind
