#!/usr/bin/env python3
"""Match quality on the HELD-OUT models (capture/fxcapture/models.py: HELDOUT),
which are not in the committed zoo: a measurement of how the matcher
generalises. The first run (README) came before any change that looked at
their failures; later runs are no longer blind.

    scripts/heldout.py [--out DIR] [--build-dir build] [--models a,b] [--skip-capture] [--jobs 2]

Captures the held-out models into a temporary directory (or --out DIR; kept),
runs `BUILD/cli/fxmatch batch DIR/manifest.jsonl --rename -j2 -o ...` (its table,
failing nodes and summary are printed as they come), then prints a markdown
table per model (pairs, nodes, exact %, pairs fully right), the relate lines,
and every failing pair with up to 3 wrong nodes (pattern -> got, expected).

--skip-capture re-scores an existing --out DIR without capturing again.
Exit status 0 whatever the quality (it is a measurement); 2 when fxmatch cannot
run or reports bad input. Never capture these models into tests/data/zoo.
"""
from __future__ import annotations

import argparse
import collections
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, REPO)


def capture(models: list[str], out: str) -> float:
    t0 = time.time()
    r = subprocess.run([sys.executable, "-m", "capture.fxcapture", "--models", ",".join(models), "--out", out],
                       cwd=REPO)
    if r.returncode != 0:
        print(f"[heldout] capture reported failures (exit {r.returncode}); scoring what was captured",
              flush=True)
    return time.time() - t0


def main() -> int:
    from capture.fxcapture.models import HELDOUT, MODELS

    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", help="capture folder (kept); default: a temporary directory, removed afterwards")
    ap.add_argument("--build-dir", default="build", help="fxmatch build directory (default: build)")
    ap.add_argument("--models", default=",".join(HELDOUT), help="comma-separated subset of HELDOUT")
    ap.add_argument("--skip-capture", action="store_true", help="score an existing --out DIR")
    ap.add_argument("--jobs", "-j", default="2")
    a = ap.parse_args()
    models = [m for m in a.models.split(",") if m]
    leaked = [m for m in models if m in MODELS]
    if leaked:
        ap.error(f"{leaked} are zoo models, not held out")
    if a.skip_capture and not a.out:
        ap.error("--skip-capture needs --out DIR")
    tool = os.path.join(REPO, a.build_dir, "cli", "fxmatch") if not os.path.isabs(a.build_dir) \
        else os.path.join(a.build_dir, "cli", "fxmatch")
    if not os.access(tool, os.X_OK):
        print(f"[heldout] {tool} not found: build fxmatch first", file=sys.stderr)
        return 2

    tmp = None if a.out else tempfile.mkdtemp(prefix="fxmatch-heldout-")
    out = os.path.abspath(a.out or tmp)
    try:
        secs = None
        if not a.skip_capture:
            print(f"[heldout] capturing {','.join(models)} into {out}", flush=True)
            secs = capture(models, out)
            print(f"[heldout] capture took {secs:.0f} s", flush=True)
        manifest = os.path.join(out, "manifest.jsonl")
        if not os.path.exists(manifest):
            print(f"[heldout] no {manifest}", file=sys.stderr)
            return 2
        rows_path = os.path.join(out, "batch.jsonl")
        cmd = [tool, "batch", manifest, "--rename", "-j", str(a.jobs), "-o", rows_path]
        print("[heldout] $ " + " ".join(cmd), flush=True)
        r = subprocess.run(cmd)
        if r.returncode not in (0, 1) or not os.path.exists(rows_path):
            print(f"[heldout] fxmatch batch exited {r.returncode}", file=sys.stderr)
            if not os.path.exists(rows_path):
                return 2
        rows = [json.loads(ln) for ln in open(rows_path) if ln.strip()]
        report(models, out, rows, secs)
        return 2 if r.returncode not in (0, 1) else 0
    finally:
        if tmp:
            shutil.rmtree(tmp, ignore_errors=True)


def report(models: list[str], out: str, rows: list[dict], secs: float | None) -> None:
    match = [r for r in rows if r.get("kind") != "relate"]
    relate = [r for r in rows if r.get("kind") == "relate"]
    per = collections.OrderedDict((m, [0, 0, 0, 0, 0]) for m in models)  # pairs nodes exact fully errors
    for r in match:
        t = per.setdefault(r["id"].split("/")[0], [0, 0, 0, 0, 0])
        t[0] += 1
        if r.get("status") != "ok" or r.get("scored") is None:
            t[4] += 1
            continue
        t[1] += r["scored"]
        t[2] += r["exact"]
        t[3] += r["exact"] == r["scored"] and r.get("complete", True)
    print("\n## Held-out models\n")
    if secs is not None:
        print(f"capture: {secs:.0f} s for {len(models)} models\n")
    print("| model | capture paths | pairs | nodes | exact % | pairs fully right |")
    print("|---|---|---|---|---|---|")
    tot = [0, 0, 0, 0, 0]
    for m, (n, s, e, ok, err) in per.items():
        rep = os.path.join(out, m, "capture_report.json")
        paths = "not captured"
        if os.path.exists(rep):
            p = json.load(open(rep)).get("paths", {})
            paths = ", ".join(f"{k} {'ok' if v == 'ok' else 'FAILED'}" for k, v in p.items())
        pct = f"{100 * e / s:.2f}" if s else "-"
        errs = f" ({err} errors)" if err else ""
        print(f"| {m} | {paths} | {n} | {s} | {pct} | {ok}/{n}{errs} |")
        for i, v in enumerate((n, s, e, ok, err)):
            tot[i] += v
    pct = f"{100 * tot[2] / tot[1]:.2f}" if tot[1] else "-"
    print(f"| **all** | | {tot[0]} | {tot[1]} | **{pct}** | {tot[3]}/{tot[0]} |")

    # pairs the capture could not make truth for (so not in the manifest, not scored)
    for m in per:
        rep = os.path.join(out, m, "capture_report.json")
        if not os.path.exists(rep):
            print(f"\n{m}: not captured (see the capture log above)")
            continue
        rep = json.load(open(rep))
        for k, v in rep.get("paths", {}).items():
            if v != "ok":
                print(f"\n{m}: capture path {k} {v}")
        for k, v in rep.get("pair_failures", {}).items():
            print(f"\n{m}: no truth for {k} (not scored): {v}")

    if relate:
        print("\n| relate | saved | grad_of | grads | (with --joint) saved | grad_of | grads |")
        print("|---|---|---|---|---|---|---|")
        for r in relate:
            if r.get("status") != "ok":
                print(f"| {r['id']} | {r.get('status')}: {r.get('error', '')} | | | | | |")
                continue
            cells = []
            for side in ("without_joint", "with_joint"):
                x = r.get(side, {})
                for k in ("saved", "grad_of", "grads"):
                    c = x.get(k)
                    cells.append(f"{c['ok']}/{c['total']}" if c else "-")
            print(f"| {r['id']} | " + " | ".join(cells) + " |")

    failing = [r for r in match if r.get("status") != "ok" or r.get("scored") is None
               or r["exact"] != r["scored"] or not r.get("complete", True)]
    print(f"\n### Failing pairs: {len(failing)} of {len(match)}\n")
    for r in failing:
        if r.get("status") != "ok":
            print(f"- {r['id']}: error: {r.get('error')}")
            continue
        if r.get("scored") is None:
            print(f"- {r['id']}: no truth")
            continue
        cross = " (cross-capture)" if r.get("cross_capture") else ""
        inc = "" if r.get("complete", True) else ", search incomplete"
        print(f"- {r['id']}{cross}: {r['exact']}/{r['scored']} exact, {r['wrong_count']} wrong{inc}")
        for w in r.get("wrong", [])[:3]:
            got = w["got"] if w["got"] is not None else "(unmatched)"
            exp = " ".join(w["expected"]) if w["expected"] else "(unmatched)"
            print(f"    {w['pattern']} -> {got}, expected {exp}" + (" (lenient ok)" if w.get("lenient_ok") else ""))
        if r["wrong_count"] > 3:
            print(f"    ... {r['wrong_count'] - 3} more")


if __name__ == "__main__":
    sys.exit(main())
