#!/usr/bin/env python3
"""Golden hashes of the CLI's whole outputs on every zoo pair.

    scripts/zoo_goldens.py [BUILD_DIR] [--jobs N] [--out FILE]

Runs `fxmatch match --format json|mapping|text` on every match line of
tests/data/zoo/manifest.jsonl and `fxmatch relate --format json|text` on every
relate line (pattern names as captured, not renamed), and writes one row per
output: id, format, byte length and FNV-1a 64 of the exact bytes. Timings are
the only varying bytes: `"parse_ms"`/`"match_ms"` values are replaced by 0.0
and the text summary's `parse X ms, match Y ms` by `parse 0.0 ms, match 0.0 ms`
before hashing (what `zoo_outputs_test` renders with timings set to zero).

`zoo_outputs_test` (ctest) renders the same outputs in process and compares.
When matching or relate changes on purpose, regenerate and commit the file:

    scripts/zoo_goldens.py build     # writes tests/data/golden/zoo_outputs.tsv (~1 min)
"""
import concurrent.futures
import json
import os
import re
import subprocess
import sys

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
zoo = os.path.join(root, "tests", "data", "zoo")


def fnv1a64(data: bytes) -> int:
    h = 0xcbf29ce484222325
    for b in data:
        h = ((h ^ b) * 0x100000001b3) & 0xFFFFFFFFFFFFFFFF
    return h


def normalize(text: bytes) -> bytes:
    # relate's memory report names a node without a `# File:` line by its
    # dump's path: the checkout's location is not compared (zoo_outputs_test too)
    text = text.replace((zoo + "/").encode(), b"")
    text = re.sub(rb'"(parse_ms|match_ms)": [^,\n]+', rb'"\1": 0.0', text)
    return re.sub(rb"parse [0-9.]+ ms, match [0-9.]+ ms", b"parse 0.0 ms, match 0.0 ms", text)


def commands(cli, e):
    z = lambda p: os.path.join(zoo, p)
    if e["kind"] == "match":
        base = [cli, "match", z(e["pattern"]), z(e["target"])]
        if e.get("pattern_graph") is not None:
            base += ["--pattern-graph", e["pattern_graph"]]
        if e.get("target_graph") is not None:
            base += ["--target-graph", e["target_graph"]]
        return [(f, base + ["--format", f]) for f in ("json", "mapping", "text")]
    base = [cli, "relate", "--forward", z(e["forward"]), "--backward", z(e["backward"])]
    if e.get("joint"):
        base += ["--joint", z(e["joint"])]
    return [("relate-" + f, base + ["--format", f]) for f in ("json", "text")]


def run(job):
    ident, fmt, cmd = job
    r = subprocess.run(cmd, capture_output=True)
    if r.returncode != 0:
        sys.exit(f"{ident} {fmt}: exit {r.returncode}: {r.stderr.decode()[:500]}")
    data = normalize(r.stdout)
    return f"{ident}\t{fmt}\t{len(data)}\t{fnv1a64(data):016x}\n"


def main():
    args = sys.argv[1:]
    jobs, out = 2, os.path.join(root, "tests", "data", "golden", "zoo_outputs.tsv")
    build = os.path.join(root, "build")
    i = 0
    while i < len(args):
        if args[i] == "--jobs":
            jobs, i = int(args[i + 1]), i + 2
        elif args[i] == "--out":
            out, i = args[i + 1], i + 2
        else:
            build, i = args[i], i + 1
    cli = os.path.join(build, "cli", "fxmatch")
    work = []
    with open(os.path.join(zoo, "manifest.jsonl")) as f:
        for line in f:
            if line.strip():
                e = json.loads(line)
                work += [(e["id"], fmt, cmd) for fmt, cmd in commands(cli, e)]
    with concurrent.futures.ThreadPoolExecutor(jobs) as pool:
        rows = list(pool.map(run, work))
    with open(out, "w") as f:
        f.write("# id\tformat\tbytes\tfnv1a64 (scripts/zoo_goldens.py; timings zeroed)\n")
        f.writelines(rows)
    print(f"{len(rows)} outputs -> {out}")


if __name__ == "__main__":
    main()
