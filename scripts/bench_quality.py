#!/usr/bin/env python3
"""Quality benchmark: fxmatch vs baselines on the zoo manifest; rewrites the
README's bench:quality block.

    scripts/bench_quality.py [--build-dir build-bench] [--vf2-timeout 10] [--nx-timeout 10]
                             [--subset-format readable] [--no-readme]

Steps (raw outputs in BUILD/bench-out/):
 1. `fxmatch batch MANIFEST --rename --jobs 1 -o fxmatch.jsonl`          (the product)
 2. `fxmatch_bench_quality_baselines MANIFEST --baselines fxmatch,seed,seed_names,kth`
    on every pair (cross-check: its fxmatch rows must equal step 1's)
 3. the same tool with `--baselines vf2` on every pair (forked child per pair, killed at the limit)
 4. `--export-models` for SUBSET, bench/networkx_baseline.py, then `--external networkx=...`
Build first: cmake -S . -B build-bench -G Ninja -DCMAKE_BUILD_TYPE=Release && ninja -C build-bench -j2
"""
import argparse
import collections
import datetime
import json
import os
import statistics
import subprocess
import sys
import time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(REPO, "scripts"))
import bench_readme  # noqa: E402

MANIFEST = "tests/data/zoo/manifest.jsonl"
FORMATS = ["code", "readable", "graph", "log", "graph-vs-readable", "code-vs-readable", "log-vs-readable"]


def run(cmd, **kw):
    print("+ " + " ".join(cmd), file=sys.stderr, flush=True)
    t0 = time.monotonic()
    subprocess.run(cmd, cwd=REPO, check=True, **kw)
    return time.monotonic() - t0


def load(path):
    with open(path) as f:
        return [json.loads(line) for line in f if line.strip()]


def pct(a, b):
    return f"{100.0 * a / b:.1f}" if b else "-"


def summary_row(name, rows, note=""):
    scored = sum(r["scored"] or 0 for r in rows)
    exact = sum(r["exact"] or 0 for r in rows)
    full = sum(1 for r in rows if r["scored"] and r["exact"] == r["scored"] and not r.get("timeout"))
    timeouts = sum(1 for r in rows if r.get("timeout"))
    ms = [r["match_ms"] for r in rows]
    return (f"| {name} | {len(rows)} | {pct(exact, scored)} | {full} | {timeouts} | "
            f"{statistics.median(ms):.2f} | {sum(ms) / 1000:.1f} |{note}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build-dir", default="build-bench")
    ap.add_argument("--vf2-timeout", type=float, default=10)
    ap.add_argument("--nx-timeout", type=float, default=10)
    ap.add_argument("--subset-format", default="readable")
    ap.add_argument("--no-readme", action="store_true")
    args = ap.parse_args()
    b = os.path.join(REPO, args.build_dir)
    out = os.path.join(b, "bench-out")
    os.makedirs(out, exist_ok=True)
    cli = os.path.join(b, "cli", "fxmatch")
    tool = os.path.join(b, "bench", "fxmatch_bench_quality_baselines")
    models = os.path.join(out, "models")
    subprocess.run(["rm", "-rf", models], check=True)

    t_batch = run([cli, "batch", MANIFEST, "--rename", "--jobs", "1", "-o", f"{out}/fxmatch.jsonl"],
                  stdout=subprocess.DEVNULL)
    t_fast = run([tool, MANIFEST, "--baselines", "fxmatch,seed,seed_names,kth", "-o", f"{out}/fast.jsonl"])
    t_vf2 = run([tool, MANIFEST, "--baselines", "vf2", "--timeout", str(args.vf2_timeout), "-o", f"{out}/vf2.jsonl"])
    run([tool, MANIFEST, "--baselines", "", "--formats", args.subset_format, "--export-models", models,
         "-o", "/dev/null"])
    t_nx = run([sys.executable, "bench/networkx_baseline.py", models, "--timeout", str(args.nx_timeout),
                "-o", f"{out}/networkx_raw.jsonl"], stderr=subprocess.DEVNULL)
    run([tool, MANIFEST, "--formats", args.subset_format, "--external", f"networkx={out}/networkx_raw.jsonl",
         "-o", f"{out}/networkx.jsonl"])

    # match pairs only: relate lines are scored by batch too, but not here
    batch = {r["id"]: r for r in load(f"{out}/fxmatch.jsonl") if "exact" in r}
    rows = load(f"{out}/fast.jsonl") + load(f"{out}/vf2.jsonl") + load(f"{out}/networkx.jsonl")
    by = collections.defaultdict(list)
    for r in rows:
        by[r["baseline"]].append(r)

    # Cross-check: the mirrored scoring gives batch's numbers for fxmatch.
    mismatch = [r["id"] for r in by["fxmatch"]
                if (batch[r["id"]].get("scored"), batch[r["id"]].get("exact")) != (r["scored"], r["exact"])]
    if mismatch or len(by["fxmatch"]) != len([r for r in batch.values() if r["status"] == "ok"]):
        sys.exit(f"cross-check failed: {len(mismatch)} pairs differ from fxmatch batch, e.g. {mismatch[:3]}")

    # Per model x format, from `fxmatch batch --rename`.
    cells = collections.defaultdict(lambda: [0, 0])
    times = collections.defaultdict(lambda: ([], []))
    for r in batch.values():
        if r["status"] != "ok" or r.get("scored") is None:
            continue
        fmt = r["id"].rsplit("/", 1)[1]
        c = cells[(r["model"], fmt)]
        c[0] += r["exact"]
        c[1] += r["scored"]
        times[r["model"]][0].append(r["parse_ms"])
        times[r["model"]][1].append(r["match_ms"])
    models_ = sorted({m for m, _ in cells})
    fmts = [f for f in FORMATS if any((m, f) in cells for m in models_)]
    lines = []
    date = datetime.date.today().isoformat()
    lines.append(f"### Quality on the zoo ({date})\n")
    bd = args.build_dir
    lines.append(f"```sh\ncmake -S . -B {bd} -G Ninja -DCMAKE_BUILD_TYPE=Release && ninja -C {bd} -j2\n"
                 f"scripts/bench_quality.py --build-dir {bd} --vf2-timeout {args.vf2_timeout:g} "
                 f"--nx-timeout {args.nx_timeout:g}"
                 f"   # {(t_batch + t_fast + t_vf2 + t_nx) / 60:.1f} min\n```\n")
    lines.append(f"fxmatch, pattern variables renamed (`fxmatch batch {MANIFEST} --rename --jobs 1`): exact % of "
                 "scored pattern nodes mapped into the truth's `best`, per model and dump format "
                 "(`code`/`readable`/`graph` = both sides in that format, `log` = TORCH_LOGS container, "
                 "`X-vs-readable` = pattern in X, target readable); parse and match ms are medians per pair.\n")
    lines.append("| model | " + " | ".join(fmts) + " | parse ms | match ms |")
    lines.append("|---" * (len(fmts) + 3) + "|")
    for m in models_:
        row = [pct(*cells[(m, f)]) if (m, f) in cells else "" for f in fmts]
        lines.append(f"| {m} | " + " | ".join(row) +
                     f" | {statistics.median(times[m][0]):.1f} | {statistics.median(times[m][1]):.1f} |")
    tot = [sum(c[0] for k, c in cells.items() if k[1] == f) for f in fmts]
    den = [sum(c[1] for k, c in cells.items() if k[1] == f) for f in fmts]
    allp = [x for t in times.values() for x in t[0]]
    allm = [x for t in times.values() for x in t[1]]
    lines.append("| **all** | " + " | ".join(f"**{pct(a, d)}**" for a, d in zip(tot, den)) +
                 f" | {statistics.median(allp):.1f} | {statistics.median(allm):.1f} |")

    head = "| method | pairs | exact % | pairs fully correct | timeouts | median ms/pair | total s |"
    sep = "|---|---:|---:|---:|---:|---:|---:|"
    lines.append(f"\nBaselines on all {len(by['fxmatch'])} match pairs, same parser, same scoring "
                 f"(`{os.path.relpath(tool, REPO)} {MANIFEST} --baselines fxmatch,seed,seed_names,kth`, then `--baselines vf2 --timeout {args.vf2_timeout:g}`; "
                 "a VF2 timeout maps nothing):\n")
    lines += [head, sep,
              summary_row("fxmatch (renamed)", by["fxmatch"]),
              summary_row("seed op-type heuristic (renamed)", by["seed"]),
              summary_row("seed op-type heuristic (original names)", by["seed_names"]),
              summary_row("k-th occurrence of the same op", by["kth"]),
              summary_row(f"Boost vf2_subgraph_mono, first mapping ({args.vf2_timeout:g} s limit)", by["vf2"])]
    sub = lambda rs: [r for r in rs if r["format"] == args.subset_format]  # noqa: E731
    lines.append(f"\nOn the `{args.subset_format}` pairs only ({len(by['networkx'])} pairs; NetworkX is run on this "
                 f"subset only, as the formats give the same graphs), NetworkX limit {args.nx_timeout:g} s per pair, "
                 f"a timeout maps nothing (`bench/networkx_baseline.py`):\n")
    lines += [head, sep,
              summary_row("fxmatch (renamed)", sub(by["fxmatch"])),
              summary_row("seed op-type heuristic (renamed)", sub(by["seed"])),
              summary_row("k-th occurrence of the same op", sub(by["kth"])),
              summary_row("Boost vf2_subgraph_mono, first mapping", sub(by["vf2"])),
              summary_row("NetworkX DiGraphMatcher, first monomorphism", by["networkx"])]
    lines.append("\nVF2/NetworkX ms include the fork (VF2) or process start and JSON load (NetworkX). "
                 f"Raw per-pair rows: `{args.build_dir}/bench-out/*.jsonl`.")
    body = "\n".join(lines)
    print(body)
    if not args.no_readme:
        bench_readme.update(os.path.join(REPO, "README.md"), "quality", body)


if __name__ == "__main__":
    main()
