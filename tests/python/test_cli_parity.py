"""Python results are the CLI's JSON: match and relate on a zoo sample, every key compared.

Only the wall-clock fields (stats.parse_ms, stats.match_ms) may differ.
"""
from __future__ import annotations

import json
import subprocess

import pytest

import fxmatch
from conftest import zoo

SAMPLE_MODELS = ["mlp", "multi_output", "lstm", "resnet_inplace", "gpt2_tiny12"]


def _lines():
    with open(zoo("manifest.jsonl")) as f:
        rows = [json.loads(line) for line in f if line.strip()]
    return [r for r in rows if r["model"] in SAMPLE_MODELS]


MATCH = [r for r in _lines() if r["kind"] == "match"][::3]
RELATE = [r for r in _lines() if r["kind"] == "relate"]


def _untimed(d: dict) -> dict:
    d = json.loads(json.dumps(d))
    if "stats" in d:
        d["stats"].pop("parse_ms", None)
        d["stats"].pop("match_ms", None)
    return d


def _cli(cli: str, *args: str) -> dict:
    out = subprocess.run([cli, *args], check=True, capture_output=True, text=True).stdout
    return json.loads(out)


@pytest.mark.parametrize("row", MATCH, ids=[r["id"] for r in MATCH])
def test_match_equals_cli(cli, row):
    args = ["match", zoo(row["pattern"]), zoo(row["target"]), "--format", "json"]
    if row.get("pattern_graph") is not None:
        args += ["--pattern-graph", str(row["pattern_graph"])]
    if row.get("target_graph") is not None:
        args += ["--target-graph", str(row["target_graph"])]
    want = _cli(cli, *args)
    got = fxmatch.match(zoo(row["pattern"]), zoo(row["target"]), pattern_graph=row.get("pattern_graph"),
                        target_graph=row.get("target_graph"))
    assert _untimed(got.to_dict()) == _untimed(want)
    assert json.loads(got.to_json())["mapping"] == want["mapping"]


@pytest.mark.parametrize("row", RELATE, ids=[r["id"] for r in RELATE])
def test_relate_equals_cli(cli, row):
    for joint in (None, row.get("joint")):
        args = ["relate", "--forward", zoo(row["forward"]), "--backward", zoo(row["backward"]), "--format", "json"]
        if joint:
            args += ["--joint", zoo(joint)]
        want = _cli(cli, *args)
        got = fxmatch.relate(zoo(row["forward"]), zoo(row["backward"]), joint=zoo(joint) if joint else None)
        assert got.to_dict() == want


def test_sample_is_not_empty():
    assert len(MATCH) >= 30 and len(RELATE) >= 5
