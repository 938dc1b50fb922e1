"""parse / match / relate on path, text and Graph input; errors; result objects."""
from __future__ import annotations

import json
import os
import pathlib

import pytest

import fxmatch
from conftest import assert_right, truth, zoo

BWD = zoo("mlp", "bwd.readable.py")
JOINT = zoo("mlp", "joint.readable.py")


def read(p: str) -> str:
    with open(p) as f:
        return f.read()


def test_parse_path_text_and_graph_agree():
    g_path = fxmatch.parse(BWD)
    g_pathlib = fxmatch.parse(pathlib.Path(BWD))
    g_text = fxmatch.parse(read(BWD))
    assert isinstance(g_path, fxmatch.Graph)
    assert len(g_path) == len(g_text) == len(g_pathlib) > 20
    assert g_path.dump() == g_text.dump() == g_pathlib.dump()
    assert fxmatch.parse(g_path) is g_path
    assert g_path.origin.endswith("bwd.readable.py")
    n = g_path["mm"]
    assert n.op == "call_function" and n.target == "aten.mm.default"
    assert n.dtype == "f32" and n.shape == ("32", "64")
    assert n.args == ("%_log_softmax_backward_data", "%t")
    assert "mm" in g_path and "nope" not in g_path
    assert repr(g_path).startswith("<fxmatch.Graph")
    d = json.loads(g_path.to_json())
    assert [x["name"] for x in d["nodes"]] == g_path.names


def test_parse_selects_graph_in_log():
    log = zoo("mlp", "aot.log")
    titles = [t for t, _, _ in fxmatch.graphs(log)]
    assert len(titles) >= 2
    g = fxmatch.parse(log, graph=titles[-1])
    assert g.title == titles[-1]
    assert fxmatch.parse(log, graph=len(titles) - 1).dump() == g.dump()
    with pytest.raises(fxmatch.ParseError):
        fxmatch.parse(log)  # several graphs, none selected


def test_parse_error_fields_text():
    text = "def forward(self, x):\n    y = torch.ops.aten.relu.default(x)\n    z = torch.ops.aten.mm.default(y, w)\n    return z\n"
    with pytest.raises(fxmatch.ParseError) as ei:
        fxmatch.parse(text, name="mine.py")
    e = ei.value
    assert isinstance(e, ValueError)
    assert e.file == "mine.py" and e.line == 3
    assert e.col == text.splitlines()[2].index("w)") + 1
    assert "undefined" in e.message and "'w'" in e.message
    assert e.source_line == text.splitlines()[2]
    src, caret = e.caret.split("\n")
    assert src == e.source_line and caret.index("^") == e.col - 1
    assert str(e).startswith(f"mine.py:3:{e.col}: error: ")


def test_parse_error_fields_path(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text("def forward(self, x):\n    y = torch.ops.aten.relu.default(x\n    return y\n")
    with pytest.raises(fxmatch.ParseError) as ei:
        fxmatch.parse(str(bad))
    assert ei.value.file == str(bad) and ei.value.line == 2 and ei.value.col > 0
    assert "^" in ei.value.caret


def test_usage_errors():
    with pytest.raises(FileNotFoundError):
        fxmatch.parse("/no/such/file.py")
    with pytest.raises(TypeError):
        fxmatch.parse(42)
    with pytest.raises(TypeError):
        fxmatch.parse(BWD, graph=1.5)
    with pytest.raises(ValueError):
        fxmatch.parse(fxmatch.parse(BWD), graph=0)
    with pytest.raises(TypeError):
        fxmatch.match(BWD, JOINT, budget="many")
    with pytest.raises(ValueError):
        fxmatch.match(BWD, JOINT, budget=0)
    with pytest.raises(TypeError):
        fxmatch.match(BWD, JOINT, rules=[3])


def test_match_path_and_text_are_right():
    t = truth("mlp", "bwd__joint")
    r_path = fxmatch.match(BWD, JOINT)
    r_text = fxmatch.match(read(BWD), read(JOINT))
    assert r_path.mapping == r_text.mapping
    assert_right(r_path.mapping, t)
    assert r_path["loss_1"] == "getitem"
    assert r_path.stats.complete and r_path.stats.matched == r_path.stats.pattern_nodes
    assert len(r_path.nodes) == len(r_path) == r_path.stats.pattern_nodes
    assert {"exact", "leaf"} <= {n.how for n in r_path.nodes}  # other values may be added by the engine
    assert r_path.unmatched == []
    assert r_path.pattern.origin.endswith("bwd.readable.py")


def test_match_cross_capture_reports_unmatched():
    r = fxmatch.match(zoo("mlp", "bwd.readable.py"), zoo("mlp", "aot_joint.readable.py"))
    assert_right(r.mapping, truth("mlp", "bwd__aot_joint"))
    odd = [n for n in r.nodes if n.how not in ("exact", "leaf")]  # the loss part: no counterpart
    assert odd and all(n.reason for n in odd)


def test_match_budget_returns_partial():
    r = fxmatch.match(zoo("gpt2_tiny12", "bwd.code.py"), zoo("gpt2_tiny12", "joint.code.py"), budget=50)
    assert r.stats.complete is False
    assert r.stats.steps >= 50


def test_match_rules_file(tmp_path):
    rules = tmp_path / "r.yaml"
    rules.write_text("transparent: [aten.t.default]\n")
    base = fxmatch.match(BWD, JOINT)
    extra = fxmatch.match(BWD, JOINT, rules=[str(rules)])
    assert base.to_dict()["mapping"].keys() == extra.to_dict()["mapping"].keys()
    assert any(n.how == "transparent" for n in extra.nodes if n.pattern.startswith("t"))
    bad = tmp_path / "bad.yaml"
    bad.write_text("transparent: [unclosed\n")
    with pytest.raises(fxmatch.ParseError) as ei:
        fxmatch.match(BWD, JOINT, rules=str(bad))
    assert ei.value.file == str(bad)


def test_relate_path_and_text():
    fwd, bwd, joint = zoo("mlp", "fwd.readable.py"), BWD, JOINT
    r = fxmatch.relate(fwd, bwd)
    rj = fxmatch.relate(read(fwd), read(bwd), joint=read(joint))
    assert not r.used_joint and rj.used_joint
    with open(zoo("mlp", "relate.json")) as f:
        want = json.load(f)
    for res in (r, rj):
        assert res.saved == {k: v for k, v in res.saved.items()}  # a plain dict copy
        assert all(isinstance(m, fxmatch.MemoryEntry) for m in res.memory)
        assert res.grads and res.grad_of and res.saved
    assert set(r.grads.values()) <= set(fxmatch.parse(bwd).names)
    assert want  # the truth file exists and is not empty
    assert "RelateResult(" in repr(r)


def test_result_dicts_round_trip():
    r = fxmatch.match(BWD, JOINT)
    d = r.to_dict()
    assert list(d)[:3] == ["mapping", "nodes", "stats"]
    assert json.loads(r.to_json()) == d
    assert json.loads(r.to_json(indent=None)) == d
    assert r.nodes[0].to_dict() == d["nodes"][0]
    assert r.stats.to_dict() == d["stats"]
    d["mapping"]["loss_1"] = "changed"
    assert r["loss_1"] == "getitem"  # to_dict() is a copy
    assert "MatchResult(matched=" in repr(r)


class _FakeHandle:
    def __init__(self, data):
        self._text = json.dumps(data)

    def json(self):
        return self._text


def test_unknown_keys_are_kept():
    data = {"mapping": {"a": "b"}, "nodes": [{"pattern": "a", "target": "b", "how": "exact", "alternatives": [],
                                              "reason": "", "score": 3}],
            "stats": {"matched": 1, "pattern_nodes": 1, "new_stat": 7}, "explain": ["x"]}
    r = fxmatch.MatchResult(_FakeHandle(data), (None, None))
    assert r.extra == {"explain": ["x"]} and r.explain == ["x"]
    assert r.nodes[0].extra == {"score": 3} and r.nodes[0].score == 3
    assert r.stats.extra == {"new_stat": 7}
    assert r.to_dict() == data
    assert r.nodes[0].to_dict() == data["nodes"][0]
    rel = {"saved": {"c": "x"}, "saved_how": {"c": "template"}, "grad_of": {}, "grads": {}, "memory": [],
           "unrelated": [{"node": "q", "reason": "r", "kind": "new"}], "used_joint": False}
    rr = fxmatch.RelateResult(_FakeHandle(rel), (None, None))
    assert rr.saved_how == {"c": "template"} and "saved_how" in rr.extra
    assert rr.unrelated[0].node == "q" and rr.unrelated[0].kind == "new"
    assert rr.to_dict() == rel
    with pytest.raises(AttributeError):
        rr.no_such_key


def test_public_names_have_docstrings():
    for name in fxmatch.__all__:
        if name.startswith("__"):
            continue
        obj = getattr(fxmatch, name)
        assert obj.__doc__ and len(obj.__doc__.strip()) > 20, name


def test_rules_dir_env(monkeypatch, tmp_path):
    from fxmatch import _api

    monkeypatch.setattr(_api, "_ENV_RULES", str(tmp_path))  # no default.yaml there: packaged rules still used
    assert fxmatch.match(BWD, JOINT).stats.complete
    (tmp_path / "default.yaml").write_text("transparent: [aten.t.default]\n")
    monkeypatch.setattr(_api, "_ENV_RULES", str(tmp_path) + "/")  # a new key: that file is the default now
    assert any(n.how == "transparent" for n in fxmatch.match(BWD, JOINT).nodes)
    assert os.path.isfile(os.path.join(os.path.dirname(fxmatch.__file__), "rules", "default.yaml"))
