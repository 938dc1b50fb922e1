"""Shared fixtures of the fxmatch Python tests (tests/python, run by scripts/ci_python.sh).

The zoo (tests/data/zoo) gives real dumps with ground truth; the CLI binary
(for the parity test) comes from $FXMATCH_CLI or build/cli/fxmatch; graphs
are captured live with the zoo's own capture code (fxmatch._fxcapture).
"""
from __future__ import annotations

import json
import os
import shutil

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
ZOO = os.path.join(ROOT, "tests", "data", "zoo")


def zoo(*parts: str) -> str:
    return os.path.join(ZOO, *parts)


def truth(model: str, pair: str) -> dict:
    with open(zoo(model, f"truth.{pair}.json")) as f:
        return json.load(f)


def assert_right(mapping: dict, t: dict) -> None:
    """Every pattern node maps into the truth's best answers, or is unmatched where the truth has none."""
    wrong = []
    for node, image in mapping.items():
        if node in t["mapping"]:
            best = t["mapping"][node]["best"]
            if (image not in best) if best else (image is not None):
                wrong.append((node, image, t["mapping"][node]["best"]))
        elif node in t.get("no_answer", {}):
            if image is not None:
                wrong.append((node, image, None))
    assert not wrong, f"{len(wrong)} wrong: {wrong[:5]}"
    scored = [n for n in mapping if n in t["mapping"]]
    assert len(scored) >= len(t["mapping"]) * 0.9, "truth nodes missing from the mapping"


@pytest.fixture(scope="session")
def cli() -> str:
    path = os.environ.get("FXMATCH_CLI") or os.path.join(ROOT, "build", "cli", "fxmatch")
    if not (os.path.isfile(path) and os.access(path, os.X_OK)):
        found = shutil.which("fxmatch")
        if found is None:
            if os.environ.get("FXMATCH_CLI"):
                pytest.fail(f"FXMATCH_CLI={path} is not an executable")
            pytest.skip("no fxmatch CLI built (set FXMATCH_CLI)")
        path = found
    return path


@pytest.fixture(scope="session")
def mlp_live():
    """The seed's MNIST MLP (zoo spec 'mlp'), captured in-process with make_fx."""
    torch = pytest.importorskip("torch")
    from fxmatch._fxcapture import models

    import fxmatch.torch as fxt

    spec = models.build("mlp")
    torch.manual_seed(0)
    return fxt.capture(spec.module, spec.inputs, spec.criterion, targets=spec.targets)
