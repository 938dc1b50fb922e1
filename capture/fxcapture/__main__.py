"""Regenerates the zoo: one subprocess per model (TORCH_LOGS for aot.log),
then tests/data/zoo/manifest.jsonl.

    python3 -m capture.fxcapture [--models mlp,cnn_bn] [--out tests/data/zoo]

--models takes names and group names ('all' = the zoo, 'heldout' = the
held-out models of scripts/heldout.py, 'heldout_relate' those of
scripts/heldout_relate.py; never to be written to the zoo).
"""
from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys

from .models import GROUPS, HELDOUT, HELDOUT_RELATE

FORMATS = {"code": "code.py", "readable": "readable.py", "graph": "graph.txt"}
TITLE = re.compile(r"=====\s+((?:Joint|Forward|Backward) graph \d+)\s+=====")


def log_titles(path: str) -> dict[str, str]:
    """{"joint": "Joint graph 0", ...} found in an aot.log."""
    out: dict[str, str] = {}
    if not os.path.exists(path):
        return out
    with open(path) as f:
        for m in TITLE.finditer(f.read()):
            # the last graph of each kind: a dynamic-shape recompile logs a
            # second joint graph, and the forward/backward pair belongs to it
            out[m.group(1).split()[0].lower()] = m.group(1)
    return out


def manifest_lines(model: str, folder: str) -> list[dict]:
    rep_path = os.path.join(folder, "capture_report.json")
    if not os.path.exists(rep_path):
        return []
    rep = json.load(open(rep_path))
    lines: list[dict] = []
    for pr in rep.get("pairs", []):
        p, t = pr["pattern"], pr["target"]
        base = {"model": model, "kind": "match", "pattern_graph": None, "target_graph": None,
                "truth": f"{model}/{pr['truth']}", "cross_capture": pr["cross_capture"]}
        for fmt, ext in FORMATS.items():
            lines.append({"id": f"{model}/{p}__{t}/{fmt}", **base,
                          "pattern": f"{model}/{p}.{ext}", "target": f"{model}/{t}.{ext}"})
        if (p, t) in (("bwd", "joint"), ("aot_bwd", "aot_joint"), ("fwd", "aot_joint")):
            lines.append({"id": f"{model}/{p}__{t}/graph-vs-readable", **base,
                          "pattern": f"{model}/{p}.graph.txt", "target": f"{model}/{t}.readable.py"})
            lines.append({"id": f"{model}/{p}__{t}/code-vs-readable", **base,
                          "pattern": f"{model}/{p}.code.py", "target": f"{model}/{t}.readable.py"})
        for tag in ("aot", "aot_dyn", "aot_eager", "aot_mod"):
            if p in (f"{tag}_bwd", f"{tag}_fwd") and t == f"{tag}_joint":
                titles = log_titles(os.path.join(folder, f"{tag}.log"))
                which = p.split("_")[-1]
                key = {"bwd": "backward", "fwd": "forward"}[which]
                if key in titles and "joint" in titles:
                    lines.append({"id": f"{model}/{p}__{t}/log", **base,
                                  "pattern": f"{model}/{tag}.log", "pattern_graph": titles[key],
                                  "target": f"{model}/{tag}.log", "target_graph": titles["joint"]})
                    lines.append({"id": f"{model}/{p}__{t}/log-vs-readable", **base,
                                  "pattern": f"{model}/{tag}.log", "pattern_graph": titles[key],
                                  "target": f"{model}/{t}.readable.py"})
    # relate lines: (name, forward, backward, joint, truth)
    for name, f, b, j in (("relate", "fwd", "bwd", "joint"), ("relate_subset", "fwd", "bwd_subset", "joint"),
                          ("aot_relate", "aot_fwd", "aot_bwd", "aot_joint"),
                          ("aot_dyn_relate", "aot_dyn_fwd", "aot_dyn_bwd", "aot_dyn_joint"),
                          ("aot_eager_relate", "aot_eager_fwd", "aot_eager_bwd", "aot_eager_joint"),
                          ("aot_mod_relate", "aot_mod_fwd", "aot_mod_bwd", "aot_mod_joint")):
        if not os.path.exists(os.path.join(folder, f"{name}.json")):
            continue
        for fmt, ext in FORMATS.items():
            lines.append({"id": f"{model}/{name}/{fmt}", "model": model, "kind": "relate",
                          "forward": f"{model}/{f}.{ext}", "backward": f"{model}/{b}.{ext}",
                          "joint": f"{model}/{j}.{ext}", "truth": f"{model}/{name}.json"})
    return lines


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python3 -m capture.fxcapture")
    ap.add_argument("--models", default="all", help="comma-separated names and groups: 'all' (the zoo), 'heldout'")
    ap.add_argument("--out", default="tests/data/zoo")
    ap.add_argument("--no-manifest", action="store_true")
    ap.add_argument("--manifest-only", action="store_true",
                    help="rewrite manifest.jsonl from the captured folders without capturing")
    a = ap.parse_args(argv)
    names: list[str] = []
    if not a.manifest_only:
        for m in (m for m in a.models.split(",") if m):
            names.extend(n for n in GROUPS.get(m, [m]) if n not in names)
    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    zoo = os.path.realpath(os.path.join(root, "tests", "data", "zoo"))
    held = set(HELDOUT) | set(HELDOUT_RELATE)
    if os.path.realpath(a.out) == zoo and set(names) & held:
        ap.error(f"held-out models {sorted(set(names) & held)} must not be captured into the zoo; "
                 "use --out DIR (or scripts/heldout.py, scripts/heldout_relate.py)")
    os.makedirs(a.out, exist_ok=True)
    env = dict(os.environ, TORCH_LOGS="aot_graphs,aot_joint_graph", PYTHONHASHSEED="0",
               OMP_NUM_THREADS=os.environ.get("OMP_NUM_THREADS", "1"))
    env["PYTHONPATH"] = root + os.pathsep + env.get("PYTHONPATH", "")
    failed = []
    for m in names:
        folder = os.path.join(a.out, m)
        if os.path.isdir(folder):
            for f in os.listdir(folder):
                os.remove(os.path.join(folder, f))
        print(f"[capture] {m}", flush=True)
        r = subprocess.run([sys.executable, "-m", "capture.fxcapture.worker", m, folder],
                           env=env, capture_output=True, text=True)
        if r.returncode != 0:
            failed.append(m)
            print(r.stdout[-3000:], r.stderr[-3000:], file=sys.stderr)
        rep = os.path.join(folder, "capture_report.json")
        if os.path.exists(rep):
            print("   ", json.load(open(rep))["paths"], flush=True)
    if not a.no_manifest:
        lines = []
        for m in sorted(os.listdir(a.out)):
            if os.path.isdir(os.path.join(a.out, m)):
                lines.extend(manifest_lines(m, os.path.join(a.out, m)))
        with open(os.path.join(a.out, "manifest.jsonl"), "w") as f:
            for ln in lines:
                f.write(json.dumps(ln) + "\n")
        print(f"[capture] manifest: {len(lines)} lines", flush=True)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
