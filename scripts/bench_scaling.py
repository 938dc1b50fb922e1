#!/usr/bin/env python3
"""Scaling benchmark: match time vs size on generated repeated-layer graphs,
fxmatch vs Boost VF2; writes docs/scaling.png and the README's bench:scaling block.

    scripts/bench_scaling.py [--build-dir build-bench] [--sizes 1000,3000,...] [--repeat 3]
                             [--vf2-limit 60] [--no-readme]

Each size runs in a fresh process (`fxmatch_bench_scaling N --repeat R --vf2-limit S`)
so peak RSS is per size. VF2 is no longer run once it has failed to finish
within the limit at a smaller size. Needs matplotlib for the plot.
"""
import argparse
import datetime
import json
import os
import subprocess
import sys
import time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(REPO, "scripts"))
import bench_readme  # noqa: E402


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--build-dir", default="build-bench")
    ap.add_argument("--sizes", default="1000,3000,10000,30000,100000,300000,1000000")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--vf2-limit", type=float, default=60)
    ap.add_argument("--no-readme", action="store_true")
    args = ap.parse_args()
    tool = os.path.join(REPO, args.build_dir, "bench", "fxmatch_bench_scaling")
    out_dir = os.path.join(REPO, args.build_dir, "bench-out")
    os.makedirs(out_dir, exist_ok=True)
    results, vf2_failed_at = [], None
    t_start = time.monotonic()
    for n in [int(s) for s in args.sizes.split(",")]:
        cmd = [tool, str(n), "--repeat", str(args.repeat), "--vf2-limit", str(args.vf2_limit)]
        if vf2_failed_at is not None:
            cmd.append("--no-vf2")
        print("+ " + " ".join(cmd), file=sys.stderr, flush=True)
        r = json.loads(subprocess.run(cmd, check=True, capture_output=True, text=True).stdout)
        print(json.dumps(r), file=sys.stderr, flush=True)
        if "vf2_finished" in r and not r["vf2_finished"] and vf2_failed_at is None:
            vf2_failed_at = r["target_nodes"]
        results.append(r)
    minutes = (time.monotonic() - t_start) / 60
    with open(os.path.join(out_dir, "scaling.jsonl"), "w") as f:
        for r in results:
            f.write(json.dumps(r) + "\n")

    lines = [f"### Scaling on generated repeated-layer graphs ({datetime.date.today().isoformat()})\n",
             "```sh\nscripts/bench_scaling.py --repeat %d --vf2-limit %g   # %.1f min; "
             "one size: build-bench/bench/fxmatch_bench_scaling 100000\n```\n" % (args.repeat, args.vf2_limit, minutes),
             "Target = joint fwd+bwd graph of L transformer-like layers, pattern = its backward as make_fx prints "
             "it (saved values as get_attr constants, loss as placeholder); planted truth. fxmatch time = median "
             f"of {args.repeat} runs of `match()` (search-model build included, parsing not: graphs are built in "
             f"memory). VF2 = Boost `vf2_subgraph_mono` on the same search models, first mapping, killed after "
             f"{args.vf2_limit:g} s.\n",
             "| target nodes | pattern nodes | fxmatch correct % | fxmatch ms | ms per 1k target nodes | steps | "
             "peak RSS MB | VF2 ms | VF2 correct % | VF2 / fxmatch |",
             "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for r in results:
        ms = r["match_ms_median"]
        if "vf2_finished" not in r:
            vf2, vc, ratio = "not run", "", ""
        elif not r["vf2_finished"]:
            vf2, vc, ratio = f"> {args.vf2_limit * 1000:.0f} (killed)", "", f"> {args.vf2_limit * 1000 / ms:.0f}"
        else:
            vf2 = f"{r['vf2_ms']:.0f}"
            vc = f"{r['vf2_correct_pct']:.1f}" + ("" if r.get("vf2_found") else " (no mapping)")
            ratio = f"{r['vf2_ms'] / ms:.1f}"
        lines.append(f"| {r['target_nodes']} | {r['pattern_nodes']} | {r['correct_pct']:.1f} | {ms:.1f} | "
                     f"{ms / r['target_nodes'] * 1000:.2f} | {r['steps']} | {r['peak_rss_mb']:.0f} | {vf2} | {vc} | "
                     f"{ratio} |")
    lines.append("")
    lines.append(f"VF2 first fails to finish within {args.vf2_limit:g} s at "
                 + (f"{vf2_failed_at} target nodes." if vf2_failed_at else "no size tried.")
                 + " VF2 ms include forking the child.\n")
    import math
    near = min(results, key=lambda r: abs(math.log(r["target_nodes"] / 100000)))
    lines.append(f"Goal \"a 100k-node target in under 1 s on one core\": "
                 + ("met" if near["match_ms_median"] < 1000 else "**not met**")
                 + f" ({near['match_ms_median']:.0f} ms at {near['target_nodes']} target nodes). "
                 + "Growth exponent between consecutive sizes (1.0 = linear): "
                 + ", ".join(f"{math.log(b['match_ms_median'] / a['match_ms_median']) / math.log(b['target_nodes'] / a['target_nodes']):.2f}"
                             for a, b in zip(results, results[1:])) + ".\n")
    lines.append("![match time vs target size](docs/scaling.png)")
    body = "\n".join(lines)
    print(body)

    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        sys.exit("matplotlib missing: pip install matplotlib")
    xs = [r["target_nodes"] for r in results]
    fig, ax = plt.subplots(figsize=(6.4, 4.4))
    ax.loglog(xs, [r["match_ms_median"] for r in results], "o-", label="fxmatch match()")
    vx = [r["target_nodes"] for r in results if r.get("vf2_finished")]
    vy = [r["vf2_ms"] for r in results if r.get("vf2_finished")]
    if vx:
        ax.loglog(vx, vy, "s-", label="Boost vf2_subgraph_mono (first mapping)")
    killed = [r["target_nodes"] for r in results if r.get("vf2_finished") is False]
    if killed:
        ax.loglog(killed, [args.vf2_limit * 1000] * len(killed), "rx", markersize=10,
                  label=f"VF2 killed at {args.vf2_limit:g} s")
    lin = [xs[0], xs[-1]]
    base = results[0]["match_ms_median"]
    ax.loglog(lin, [base, base * xs[-1] / xs[0]], ":", color="gray", label="linear from the first point")
    ax.axhline(1000, color="lightgray", lw=0.8)
    ax.set_xlabel("target nodes (joint graph)")
    ax.set_ylabel("wall ms (one core)")
    ax.set_title("Match time vs size, repeated-layer graphs")
    ax.legend(fontsize=8)
    ax.grid(True, which="both", alpha=0.3)
    fig.tight_layout()
    os.makedirs(os.path.join(REPO, "docs"), exist_ok=True)
    fig.savefig(os.path.join(REPO, "docs", "scaling.png"), dpi=110)
    if not args.no_readme:
        bench_readme.update(os.path.join(REPO, "README.md"), "scaling", body)


if __name__ == "__main__":
    main()
