#!/usr/bin/env python3
"""Match quality on the committed zoo, by kind of pair and dump format.

    scripts/zoo_summary.py [BUILD_DIR]

Runs `fxmatch batch tests/data/zoo/manifest.jsonl --rename` (pattern names
renamed) and prints a markdown table of exact % against the PyTorch-made
ground truth (`best` answers; unmatched is the right answer for nodes with no
counterpart in cross-capture pairs).
"""
import collections
import json
import os
import subprocess
import sys
import tempfile

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
build = sys.argv[1] if len(sys.argv) > 1 else os.path.join(root, "build")
manifest = os.path.join(root, "tests", "data", "zoo", "manifest.jsonl")
with tempfile.NamedTemporaryFile(suffix=".jsonl") as out:
    r = subprocess.run([os.path.join(build, "cli", "fxmatch"), "batch", manifest, "--rename", "-o", out.name],
                       capture_output=True, text=True)
    if r.returncode not in (0, 1):
        sys.exit(r.stderr)
    rows = [json.loads(line) for line in open(out.name) if line.strip()]
    rows = [r for r in rows if "exact" in r]  # match pairs (relate lines are scored separately)

pairs = collections.OrderedDict()
for r in rows:
    model, pair, fmt = r["id"].split("/")
    key = (pair, fmt)
    t = pairs.setdefault(key, [0, 0, 0, 0, 0.0])
    t[0] += r["exact"]
    t[1] += r["scored"]
    t[2] += 1
    t[3] += r["exact"] == r["scored"]
    t[4] += r["match_ms"]
print("| pair (pattern → target) | format | models | nodes | exact % | pairs fully right | match ms (sum) |")
print("|---|---|---|---|---|---|---|")
total = [0, 0]
for (pair, fmt), (e, s, n, ok, ms) in sorted(pairs.items()):
    total[0] += e
    total[1] += s
    print(f"| {pair.replace('__', ' → ')} | {fmt} | {n} | {s} | {100 * e / s:.2f} | {ok}/{n} | {ms:.0f} |")
print(f"| **all** | | {len(rows)} pairs | {total[1]} | **{100 * total[0] / total[1]:.2f}** | "
      f"{sum(v[3] for v in pairs.values())}/{len(rows)} | |")
