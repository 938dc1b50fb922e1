#!/usr/bin/env python3
"""Issue 14's performance table from ONE run: every target, before and after.

    scripts/perf_table.py --before BUILD_A --after BUILD_B [--sizes 10000,100000,1000000]
                          [--repeat 5] [--batch-repeat 3] [--evict 1024] [--out DIR] [--quick]

BUILD_A is a Release build of an old commit, BUILD_B of the current one (build
directories: cli/fxmatch, bench/fxmatch_bench_{parse,e2e,output}). N = the largest
size, M = 100000 if listed, else the largest. Measured, before and after
alternating wherever both run (scripts/bench_perf.py's functions):
  1. the N pair through the CLI, `fxmatch match P T --format json|mapping|text -o FILE`
     at every size, R alternating runs: median wall, user, sys; peak RSS
     (the before build's json/mapping only up to --before-json-max);
  2. the N pair through the library, `fxmatch_bench_e2e run N DIR`, R alternating runs;
  3. parse MB/s, `fxmatch_bench_parse N` (127 MB at 1M), R alternating runs;
  4. peak RSS of the N CLI json run per node of both graphs;
  5. growth exponent log(I2/I1)/log(N2/N1) between consecutive sizes, I = callgrind
     instructions of the after build's CLI json run, N = nodes of both graphs;
  6. output time per node, `fxmatch_bench_output S1 S2 --old-up-to 0 --repeat 5
     [--evict MB]` (S1, S2 the two largest sizes), with and without --evict: the
     exponent log(t2/t1)/log(n2/n1) per output as the CLI writes it (OUTPUTS:
     streamed through a reused buffer; n = pattern nodes), the median over
     --output-runs processes (one process's exponent moved by +-0.03 on this
     VM: relate text 1.013-1.071 in seven runs of one build); the before
     build's bench is run one size per process (7cb18c5's aborts at 10k) and
     without --evict when it lacks it;
  7. `fxmatch batch tests/data/zoo/manifest.jsonl --jobs 1/2/4` (after build);
  8. callgrind instructions of the M CLI json run, before and after.
Prints the JSON lines as it goes, then a Markdown table (goal / before / after /
met?) and every command it ran. --quick: sizes 1000,10000, one run each, a 64 MB
eviction block, batch on one zoo pair in 20 (--shard 1/20): a check that the
script works, in a minute or two.
"""
import argparse
import json
import math
import os
import statistics
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bench_perf as bp  # noqa: E402

# Each output as the CLI writes it: match json/mapping/text and relate json/text
# streamed through one reused ~1 MB buffer (`*_stream`), a batch line's stats.
# A bench without a streamed variant (the before build) is timed on the
# whole-string writer of the same name.
OUTPUTS = ("json_stream", "mapping_stream", "text_stream", "relate_json_stream", "relate_text_stream", "batch_stats")


def output_key(row, o):
    """The name `o` has in a bench row: itself, or its whole-string writer where the bench lacks it."""
    if o in row["ms"] or not o.endswith("_stream"):
        return o
    return o[: -len("_stream")]
LINEAR = 1.05  # growth and output exponents at or under this count as linear


def commit_of(build):
    """The short commit of the source tree a CMake build directory was configured from."""
    try:
        for line in open(os.path.join(build, "CMakeCache.txt")):
            if line.startswith("CMAKE_HOME_DIRECTORY:"):
                src = line.split("=", 1)[1].strip()
                r = subprocess.run(["git", "-C", src, "rev-parse", "--short", "HEAD"], capture_output=True, text=True)
                return r.stdout.strip() or "?"
    except OSError:
        pass
    return "?"


def fmt_n(x):
    return f"{x:,}"


def mb_s(s):
    return f"{s:.3f} s"


def exponent(y1, y2, n1, n2):
    return math.log(y2 / y1) / math.log(n2 / n1)


def e2e_runs(e2e, n, out, repeat):
    """`fxmatch_bench_e2e run n out` alternating; name -> medians (or None: missing or failed)."""
    got = {k: [] for k in e2e}
    for rep in range(repeat):
        for k, exe in e2e.items():
            if exe is None or (got[k] is None):
                continue
            m, stdout = bp.run_rss([exe, "run", str(n), out], check=False)
            if m is None:
                bp.emit({"what": "e2e", "build": k, "failed": stdout.decode()[-500:]})
                got[k] = None
                continue
            lib = json.loads(stdout.decode().strip().splitlines()[-1])
            got[k].append({**m, **lib})
            bp.emit({"what": "e2e", "nodes": n, "build": k, "rep": rep, **m, "library": lib})
    res = {}
    for k, runs in got.items():
        if not runs:
            res[k] = None
            continue
        med = {f: statistics.median(r[f] for r in runs) for f in ("wall_s", "user_s", "sys_s", "total_ms")}
        med["peak_rss_mb"] = max(r["peak_rss_mb"] for r in runs)
        med["bytes_per_node"] = statistics.median(r["bytes_per_node"] for r in runs)
        bp.emit({"what": "e2e_median", "nodes": n, "build": k, **med})
        res[k] = med
    return res


def output_bench(exe, sizes, repeat, evict, per_size):
    """fxmatch_bench_output over sizes: the JSON line of each size (None where it failed)."""
    extra = ["--old-up-to", "0", "--repeat", str(repeat)] + (["--evict", str(evict)] if evict else [])
    calls = [[s] for s in sizes] if per_size else [sizes]
    lines = {}
    for ss in calls:
        m, stdout = bp.run_rss([exe] + [str(s) for s in ss] + extra, check=False)
        if m is None:
            bp.emit({"what": "output_bench", "sizes": ss, "failed": stdout.decode()[-300:]})
            continue
        for line in stdout.decode().splitlines():
            row = json.loads(line)
            lines[row["pattern_nodes"]] = row
    return [lines.get(k) for k in sorted(lines)] if len(lines) == len(sizes) else None


def output_exponents(rows):
    """output -> (exponent, ratio of per-1k-node times) between the two rows, for OUTPUTS present."""
    if not rows:
        return {}
    a, b = rows
    res = {}
    for name in OUTPUTS:
        o = output_key(a, name)
        if o in a["ms"] and o in b["ms"] and a["ms"][o] > 0:
            res[o] = (exponent(a["ms"][o], b["ms"][o], a["pattern_nodes"], b["pattern_nodes"]),
                      b["ms_per_1k_pattern_nodes"][o] / a["ms_per_1k_pattern_nodes"][o])
    return res


def median_exponents(runs):
    """output -> (median exponent, median ratio, min exponent, max exponent) over runs (output_exponents dicts)."""
    runs = [r for r in runs if r]
    res = {}
    for o in (runs[0] if runs else {}):
        es = [r[o][0] for r in runs if o in r]
        rs = [r[o][1] for r in runs if o in r]
        res[o] = (statistics.median(es), statistics.median(rs), min(es), max(es))
    return res


def exps_text(ex):
    if not ex:
        return "n/a"
    return "; ".join(f"{o} {v[0]:.3f} (x{v[1]:.2f}" + (f", {v[2]:.3f}-{v[3]:.3f}" if len(v) > 2 and v[2] != v[3] else "")
                     + ")" for o, v in ex.items())


T0 = time.monotonic()


def stage(name):
    """A line per finished stage with the time since the start (to plan a full run)."""
    bp.emit({"what": "stage_done", "stage": name, "elapsed_s": round(time.monotonic() - T0, 1)})


def yes(ok):
    return "**yes**" if ok else "**no**"


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--before", required=True, help="build directory of the old commit")
    ap.add_argument("--after", required=True, help="build directory of the current commit")
    ap.add_argument("--sizes", default="10000,100000,1000000")
    ap.add_argument("--repeat", type=int, default=5, help="alternating runs per timed command")
    ap.add_argument("--batch-repeat", type=int, default=3)
    ap.add_argument("--evict", type=int, default=1024, help="fxmatch_bench_output --evict MB")
    ap.add_argument("--output-runs", type=int, default=3,
                    help="fxmatch_bench_output processes per build and mode; the row takes the median exponent")
    ap.add_argument("--before-json-max", type=int, default=100000,
                    help="run the before build's CLI json/mapping only up to this size")
    ap.add_argument("--out", default=os.path.join(tempfile.gettempdir(), "fxmatch_perf_table"))
    ap.add_argument("--skip", default="", help="comma list of: cli,e2e,parse,growth,output,batch")
    ap.add_argument("--quick", action="store_true", help="sizes 1000,10000, one run each: checks the script runs")
    args = ap.parse_args()
    batch_extra = []
    if args.quick:
        args.sizes, args.repeat, args.batch_repeat, args.evict, args.output_runs = "1000,10000", 1, 1, 64, 1
        batch_extra = ["--shard", "1/20"]
    skip = set(args.skip.split(","))
    sizes = sorted(int(s) for s in args.sizes.split(","))
    big, cg_n = sizes[-1], (100000 if 100000 in sizes else sizes[-1])
    os.makedirs(args.out, exist_ok=True)
    builds = {"before": args.before, "after": args.after}
    commit = {k: commit_of(v) for k, v in builds.items()}
    exe = {k: {t: os.path.join(v, *p) for t, p in (("cli", ("cli", "fxmatch")),
                                                     ("parse", ("bench", "fxmatch_bench_parse")),
                                                     ("e2e", ("bench", "fxmatch_bench_e2e")),
                                                     ("output", ("bench", "fxmatch_bench_output")))}
           for k, v in builds.items()}
    has = {k: {t: os.path.exists(p) for t, p in e.items()} for k, e in exe.items()}
    cli = {k: exe[k]["cli"] for k in builds}
    t_start, load0 = time.monotonic(), os.getloadavg()
    bp.emit({"what": "setup", "before": args.before, "after": args.after, "commits": commit, "sizes": sizes,
             "repeat": args.repeat, "nproc": os.cpu_count(), "loadavg": load0})

    pairs = {n: bp.dumps(exe["after"]["e2e"], n, args.out) for n in sizes}
    stage("dumps")
    rows = []  # (number in the docstring, target, goal, before, after, met)

    # 1 and 4: the CLI at every size, each format; the largest size's figures in the table
    cm = {}
    if "cli" not in skip:
        for n in sizes:
            for f in ("json", "mapping", "text"):
                cm[n, f] = bp.cli_match(cli, n, f, args.repeat, args.out, *pairs[n], args.before_json_max)
        nodes = cm[big, "json"]["after"]["graph_nodes"]

        def cell(k, f):
            m = cm[big, f].get(k)
            if m is None:
                return "n/a (not run: --before-json-max)"
            return f"{mb_s(m['wall_s'])} wall, {m['user_s']:.2f} s user, {m['sys_s']:.2f} s sys, {m['peak_rss_mb']:.1f} MiB"
        for f in ("json", "mapping", "text"):
            a = cm[big, f]["after"]
            same = a["output_identical"]
            rows.append((1, f"{fmt_n(big)} pair ({fmt_n(nodes)} nodes), CLI `match --format {f} -o FILE`, "
                         f"median of {args.repeat} alternating", "< 2 s wall, one core", cell("before", f),
                         cell("after", f) + ("" if same is None else f"; output {'identical' if same else 'DIFFERS'}"),
                         yes(a["wall_s"] < 2.0)))
        per = {k: m["peak_rss_mb"] * 1048576 / nodes for k, m in
               ((k, cm[big, "json"].get(k) or cm[big, "text"].get(k)) for k in builds)}
        bp.emit({"what": "bytes_per_node", "nodes": nodes, **per})
        before_src = "json" if "before" in cm[big, "json"] else "text run"
        rows.append((4, f"peak memory, {fmt_n(big)} CLI json run, per node of both graphs", "<= 600 B/node",
                     f"{per['before']:.1f} B/node ({before_src})", f"{per['after']:.1f} B/node", yes(per["after"] <= 600)))

    stage("cli")
    # 2: the library
    if "e2e" not in skip:
        e2e = {k: (exe[k]["e2e"] if has[k]["e2e"] else None) for k in builds}
        lib = e2e_runs(e2e, big, args.out, args.repeat)

        def lcell(m):
            if m is None:
                return "n/a"
            return (f"{mb_s(m['wall_s'])} wall ({m['total_ms']:.0f} ms in process), {m['user_s']:.2f} s user, "
                    f"{m['sys_s']:.2f} s sys, {m['bytes_per_node']:.1f} B/node")
        rows.append((2, f"{fmt_n(big)} pair, library (`fxmatch_bench_e2e run {big} DIR`: parse both files + match), "
                     f"median of {args.repeat} alternating", "< 2 s wall", lcell(lib["before"]), lcell(lib["after"]),
                     yes(lib["after"] is not None and lib["after"]["wall_s"] < 2.0)))

    stage("e2e")
    # 3: the parser
    if "parse" not in skip:
        pr = bp.parse_bench({k: exe[k]["parse"] for k in builds}, big, args.repeat)
        rows.append((3, f"parse, `fxmatch_bench_parse {big}`, median of {args.repeat} alternating", ">= 250 MB/s",
                     f"{pr['before']:.1f} MB/s", f"{pr['after']:.1f} MB/s", yes(pr["after"] >= 250)))

    stage("parse")
    # 5 and 8: callgrind
    if "growth" not in skip:
        ir, gn = {}, {}
        for n in sizes:
            o = os.path.join(args.out, "cg.after.json")
            ir[n] = bp.callgrind([cli["after"], "match", *pairs[n], "--format", "json", "-o", o], f"after.{n}", args.out)
            gn[n] = sum(json.load(open(o))["stats"][k] for k in ("pattern_nodes", "target_nodes"))
            bp.emit({"what": "callgrind_cli_json", "build": "after", "nodes": gn[n], "size": n, "instructions": ir[n]})
        ex = [exponent(ir[a], ir[b], gn[a], gn[b]) for a, b in zip(sizes, sizes[1:])]
        rows.append((5, f"growth exponent between consecutive sizes, callgrind instructions of the CLI json run over "
                     f"nodes of both graphs ({' / '.join(fmt_n(gn[n]) for n in sizes)})", f"<= {LINEAR}", "",
                     " / ".join(f"{ir[n] / 1e6:,.1f} M" for n in sizes) + ": **" + " / ".join(f"{e:.3f}" for e in ex)
                     + "**", yes(all(e <= LINEAR for e in ex))))
        o = os.path.join(args.out, "cg.before.json")
        ib = bp.callgrind([cli["before"], "match", *pairs[cg_n], "--format", "json", "-o", o], f"before.{cg_n}", args.out)
        bp.emit({"what": "callgrind_cli_json", "build": "before", "size": cg_n, "instructions": ib})
        rows.append((8, f"callgrind instructions, {fmt_n(cg_n)} pair, CLI json, whole process", "(report)",
                     f"{ib / 1e6:,.1f} M", f"{ir[cg_n] / 1e6:,.1f} M ({100 * (ir[cg_n] / ib - 1):+.1f}%)", ""))

    stage("callgrind")
    # 6: output time per node, the two largest sizes
    if "output" not in skip and len(sizes) >= 2:
        s2, rep_o = sizes[-2:], min(5, max(args.repeat, 1))
        res = {}
        for label, k, ev, per_size in (("before", "before", 0, True), ("after, warm", "after", 0, False),
                                       ("after, cold", "after", args.evict, False)):
            if not has[k]["output"]:
                continue
            e = ev if (ev and b"--evict" in open(exe[k]["output"], "rb").read()) else 0
            if ev and not e:
                continue
            runs = []
            for i in range(args.output_runs):
                runs.append(output_exponents(output_bench(exe[k]["output"], s2, rep_o, e, per_size)))
                bp.emit({"what": "output_exponents", "build": label, "sizes": s2, "run": i + 1,
                         "exponent_and_per_1k_ratio": runs[-1]})
            res[label] = median_exponents(runs)
        cold, warm = res.get("after, cold", {}), res.get("after, warm", {})
        ok_c = bool(cold) and all(v[0] <= LINEAR for v in cold.values())
        ok_w = bool(warm) and all(v[0] <= LINEAR for v in warm.values())
        rows.append((6, f"output time linear in nodes, every output, `fxmatch_bench_output {s2[0]} {s2[1]} --old-up-to 0 "
                     f"--repeat {rep_o}`, {args.output_runs} processes each: the median exponent over pattern "
                     f"nodes (x median per-1k-node ratio, min-max exponent)",
                     f"linear: <= {LINEAR}", exps_text(res.get("before")),
                     f"cold (`--evict {args.evict}`): {exps_text(cold)}<br>warm: {exps_text(warm)}",
                     f"cold {yes(ok_c)}, warm {yes(ok_w)}"))

    stage("output")
    # 7: batch --jobs
    if "batch" not in skip:
        b = bp.batch_jobs(cli["after"], args.batch_repeat, args.out, batch_extra)
        cores = os.cpu_count() or 1
        ok = all(s >= 0.8 * min(j, cores) for j, (_, s) in b.items())
        rows.append((7, f"`fxmatch batch tests/data/zoo/manifest.jsonl{' ' + ' '.join(batch_extra) if batch_extra else ''} "
                     f"--jobs 1/2/4`, median of {args.batch_repeat}", f"near-linear (>= 0.8 x min(jobs, {cores} cores))",
                     "", " / ".join(f"{w:.2f} s" for w, _ in b.values()) + " (" +
                     " / ".join(f"{s:.2f}x" for _, s in b.values()) + ")", yes(ok)))

    stage("batch")
    took = time.monotonic() - t_start
    bp.emit({"what": "done", "seconds": took, "loadavg": os.getloadavg()})
    print(f"\nbefore = {commit['before']} ({args.before}), after = {commit['after']} ({args.after}); "
          f"{os.cpu_count()} cores, load {load0[0]:.1f} -> {os.getloadavg()[0]:.1f}; {took:.0f} s\n")
    print(f"| target (issue 14) | goal | before ({commit['before']}) | after ({commit['after']}) | met? |")
    print("|---|---|---|---|---|")
    for r in sorted(rows, key=lambda r: r[0]):  # stable: the formats of target 1 keep their order
        print("| " + " | ".join(r[1:]) + " |")
    print("\nCommands run (each timed one alternately with the other build, as listed):\n\n```sh")
    for c in bp.COMMANDS:
        print(c)
    print("```")


if __name__ == "__main__":
    main()
