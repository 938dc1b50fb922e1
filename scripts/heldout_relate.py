#!/usr/bin/env python3
"""relate quality on the HELD-OUT relate models (capture/fxcapture/heldout_relate.py),
which are never in the committed zoo. The first run (README, BLIND.md) came
before any change that looked at their failures.

    scripts/heldout_relate.py [--out DIR] [--build-dir build] [--models a,b]
                              [--skip-capture] [--venv DIR] [--no-tv] [--jobs 2]

Captures the models into --out DIR (default: a temporary directory, removed
afterwards): the tv_* (torchvision) models with the python of --venv (torch
2.14.1 + torchvision 0.29.1, created with pip when missing; PyPI's
torchvision does not import beside the global torch), the others with this
python. Then `BUILD/cli/fxmatch batch DIR/manifest.jsonl --filter relate
--rename -j2 -o DIR/relate_batch.jsonl` (with and without the joint in one
run; every dump format) and a markdown table per relate line: saved /
grad_of / grads right, without and with --joint, and the wrong answers that
claim "joint" or "template" (should be 0).

--skip-capture re-scores an existing --out DIR. Exit status 0 whatever the
quality (it is a measurement); 2 when fxmatch cannot run.
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, REPO)
TV_PINS = ["torch==2.14.1", "torchvision==0.29.1"]


def venv_python(venv: str) -> str | None:
    py = os.path.join(venv, "bin", "python")
    if not os.path.exists(py):
        print(f"[heldout_relate] creating {venv} ({' '.join(TV_PINS)}; several GB)", flush=True)
        if subprocess.run([sys.executable, "-m", "venv", venv]).returncode != 0:
            return None
    ok = subprocess.run([py, "-c", "import torch, torchvision"], capture_output=True).returncode == 0
    if not ok and subprocess.run([py, "-m", "pip", "install", *TV_PINS]).returncode != 0:
        return None
    return py


def capture(python: str, models: list[str], out: str) -> bool:
    if not models:
        return True
    r = subprocess.run([python, "-m", "capture.fxcapture", "--models", ",".join(models), "--out", out,
                        "--no-manifest"], cwd=REPO)
    return r.returncode == 0


def cell(side: dict, k: str) -> str:
    c = side.get(k)
    return f"{c['ok']}/{c['total']}" if c and c.get("total") else "-"


def report(rows: list[dict]) -> None:
    print("\n| relate line | saved | grad_of | grads | wrong+sure | (--joint) saved | grad_of | grads | wrong+sure |")
    print("|---|---|---|---|---|---|---|---|---|")
    tot = {s: {k: [0, 0] for k in ("saved", "grad_of", "grads")} for s in ("without_joint", "with_joint")}
    sure = {"without_joint": 0, "with_joint": 0}
    for r in rows:
        if r.get("status") != "ok":
            print(f"| {r['id']} | {r.get('status')}: {r.get('error', '')[:120]} |||||||| ")
            continue
        cells = []
        for s in ("without_joint", "with_joint"):
            x = r.get(s, {})
            for k in ("saved", "grad_of", "grads"):
                cells.append(cell(x, k))
                if k in x:
                    tot[s][k][0] += x[k]["ok"]
                    tot[s][k][1] += x[k]["total"]
            w = x.get("wrong_confident")
            cells.append("-" if w is None else str(w))
            sure[s] += w or 0
        print(f"| {r['id']} | " + " | ".join(cells) + " |")
    cells = []
    for s in ("without_joint", "with_joint"):
        for k in ("saved", "grad_of", "grads"):
            ok, n = tot[s][k]
            cells.append(f"**{100 * ok / n:.1f}%** ({ok}/{n})" if n else "-")
        cells.append(str(sure[s]))
    print("| **all** | " + " | ".join(cells) + " |")


def report_models(rows: list[dict]) -> None:
    """One row per model and relate line kind, summed over the three dump formats."""
    agg: dict[tuple[str, str], dict] = {}
    for r in rows:
        if r.get("status") != "ok":
            continue
        model, kind = r["id"].split("/")[:2]
        a = agg.setdefault((model, kind), {s: {k: [0, 0] for k in ("saved", "grad_of", "grads")}
                                           for s in ("without_joint", "with_joint")})
        for s in a:
            for k in a[s]:
                c = r.get(s, {}).get(k)
                if c:
                    a[s][k][0] += c["ok"]
                    a[s][k][1] += c["total"]
    print("\n| model | line | saved | grad_of | grads | (--joint) saved | grad_of | grads |")
    print("|---|---|---|---|---|---|---|---|")
    for (model, kind), a in sorted(agg.items()):
        cells = []
        for s in ("without_joint", "with_joint"):
            for k in ("saved", "grad_of", "grads"):
                ok, n = a[s][k]
                cells.append(f"{100 * ok / n:.1f}%" if n else "-")
        print(f"| {model} | {kind} | " + " | ".join(cells) + " |")


def main() -> int:
    from capture.fxcapture.heldout_relate import HELDOUT_RELATE, TV
    from capture.fxcapture.models import MODELS

    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", help="capture folder (kept); default: a temporary directory, removed afterwards")
    ap.add_argument("--build-dir", default="build", help="fxmatch build directory (default: build)")
    ap.add_argument("--models", default=",".join(HELDOUT_RELATE), help="comma-separated subset of HELDOUT_RELATE")
    ap.add_argument("--skip-capture", action="store_true", help="score an existing --out DIR")
    ap.add_argument("--venv", default="/work/venv-tv", help="venv with torch 2.14.1 + torchvision 0.29.1 for tv_*")
    ap.add_argument("--no-tv", action="store_true", help="skip the torchvision models")
    ap.add_argument("--jobs", "-j", default="2")
    a = ap.parse_args()
    models = [m for m in a.models.split(",") if m and not (a.no_tv and m in TV)]
    bad = [m for m in models if m in MODELS or m not in HELDOUT_RELATE]
    if bad:
        ap.error(f"{bad} are not held-out relate models")
    if a.skip_capture and not a.out:
        ap.error("--skip-capture needs --out DIR")
    bdir = a.build_dir if os.path.isabs(a.build_dir) else os.path.join(REPO, a.build_dir)
    tool = os.path.join(bdir, "cli", "fxmatch")
    if not os.access(tool, os.X_OK):
        print(f"[heldout_relate] {tool} not found: build fxmatch first", file=sys.stderr)
        return 2
    tmp = None if a.out else tempfile.mkdtemp(prefix="fxmatch-heldout-relate-")
    out = os.path.abspath(a.out or tmp)
    try:
        if not a.skip_capture:
            t0 = time.time()
            tv = [m for m in models if m in TV]
            rest = [m for m in models if m not in TV]
            capture(sys.executable, rest, out)
            if tv:
                py = venv_python(a.venv)
                if py is None:
                    print(f"[heldout_relate] no venv for {tv}: not captured", file=sys.stderr)
                else:
                    capture(py, tv, out)
            print(f"[heldout_relate] capture took {time.time() - t0:.0f} s", flush=True)
            subprocess.run([sys.executable, "-m", "capture.fxcapture", "--manifest-only", "--out", out], cwd=REPO)
        manifest = os.path.join(out, "manifest.jsonl")
        if not os.path.exists(manifest):
            print(f"[heldout_relate] no {manifest}", file=sys.stderr)
            return 2
        rows_path = os.path.join(out, "relate_batch.jsonl")
        cmd = [tool, "batch", manifest, "--filter", "relate", "--rename", "-j", str(a.jobs), "-o", rows_path]
        print("[heldout_relate] $ " + " ".join(cmd), flush=True)
        r = subprocess.run(cmd)
        if not os.path.exists(rows_path):
            print(f"[heldout_relate] fxmatch batch exited {r.returncode}", file=sys.stderr)
            return 2
        rows = [json.loads(ln) for ln in open(rows_path) if ln.strip()]
        mine = [x for x in rows if x.get("kind") == "relate" and x["id"].split("/")[0] in models]
        report_models(mine)
        report(mine)
        for m in models:
            rep = os.path.join(out, m, "capture_report.json")
            if not os.path.exists(rep):
                print(f"\n{m}: not captured")
                continue
            for k, v in json.load(open(rep)).get("paths", {}).items():
                if v != "ok":
                    print(f"\n{m}: capture path {k} {v[:300]}")
        return 0 if r.returncode in (0, 1) else 2
    finally:
        if tmp:
            shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
