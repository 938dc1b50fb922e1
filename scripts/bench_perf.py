#!/usr/bin/env python3
"""Issue 14's performance targets, before vs after in one run, alternating.

    scripts/bench_perf.py --before BUILD_A --after BUILD_B [--sizes 100000,1000000]
                          [--repeat 3] [--callgrind] [--out DIR]

BUILD_A/BUILD_B are build directories (cli/fxmatch, bench/fxmatch_bench_parse);
BUILD_B must also have bench/fxmatch_bench_e2e and fxmatch_bench_output (it
writes the generated dumps both CLIs read). For each size N:
  - `fxmatch match pattern_N.py target_N.py --format json -o FILE` with each
    build, alternating, R times: wall time and peak RSS of the process (both
    graphs parsed, matched, JSON written); outputs compared byte for byte with
    "parse_ms"/"match_ms" zeroed;
  - the same with `--format mapping` and `--format text`;
  - with --callgrind: instruction counts (valgrind --tool=callgrind) of the
    match command at the smallest size, each build.
Then the parser bench (`fxmatch_bench_parse 1000000`, 127 MB) alternating,
and `fxmatch batch tests/data/zoo/manifest.jsonl --jobs 1/2/4` with the after
build, alternating. Prints one JSON object per measurement and a summary.
"""
import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run_rss(cmd):
    """Like run() but with the child's own peak RSS (via /usr/bin/time)."""
    with tempfile.NamedTemporaryFile("r", suffix=".time") as tf:
        t0 = time.monotonic()
        r = subprocess.run(["/usr/bin/time", "-f", "%M %U %S", "-o", tf.name] + cmd, capture_output=True)
        wall = time.monotonic() - t0
        if r.returncode != 0:
            sys.exit(f"failed ({r.returncode}): {' '.join(cmd)}\n{r.stderr.decode()[:2000]}")
        kb, user, sys_ = tf.read().split()[-3:]
    return {"wall_s": wall, "peak_rss_mb": int(kb) / 1024, "user_s": float(user), "sys_s": float(sys_)}, r.stdout


def normalize(b):
    b = re.sub(rb'"(parse_ms|match_ms)": [^,\n]+', rb'"\1": 0.0', b)
    return re.sub(rb"parse [0-9.]+ ms, match [0-9.]+ ms", b"parse 0.0 ms, match 0.0 ms", b)


def callgrind(cmd, tag, out_dir):
    f = os.path.join(out_dir, f"callgrind.{tag}.out")
    subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={f}"] + cmd, check=True,
                   capture_output=True)
    for line in open(f):
        if line.startswith("summary:") or line.startswith("totals:"):
            return int(line.split()[1])
    return None


def emit(d):
    print(json.dumps(d), flush=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--before", required=True)
    ap.add_argument("--after", required=True)
    ap.add_argument("--sizes", default="100000,1000000")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--callgrind", action="store_true")
    ap.add_argument("--out", default=os.path.join(tempfile.gettempdir(), "fxmatch_bench_perf"))
    ap.add_argument("--skip", default="", help="comma list of: match,parse,batch")
    ap.add_argument("--before-json-max", type=int, default=100000,
                    help="run the before build's json/mapping output only up to this size (it is quadratic)")
    ap.add_argument("--callgrind-formats", default="text,json")
    args = ap.parse_args()
    skip = set(args.skip.split(","))
    os.makedirs(args.out, exist_ok=True)
    builds = {"before": args.before, "after": args.after}
    cli = {k: os.path.join(v, "cli", "fxmatch") for k, v in builds.items()}
    e2e = os.path.join(args.after, "bench", "fxmatch_bench_e2e")
    sizes = [int(s) for s in args.sizes.split(",")]

    if "match" not in skip:
        for n in sizes:
            pat, tgt = (os.path.join(args.out, f"{k}_{n}.py") for k in ("pattern", "target"))
            if not (os.path.exists(pat) and os.path.exists(tgt)):
                subprocess.run([e2e, "write", str(n), args.out], check=True, capture_output=True)
            for fmt in ("json", "mapping", "text"):
                got = {k: [] for k in builds}
                outputs = {}
                run_builds = [k for k in builds if not (k == "before" and fmt != "text" and n > args.before_json_max)]
                for rep in range(args.repeat):
                    for k in run_builds:
                        o = os.path.join(args.out, f"out.{k}.{fmt}")
                        m, _ = run_rss([cli[k], "match", pat, tgt, "--format", fmt, "-o", o])
                        got[k].append(m)
                        outputs[k] = normalize(open(o, "rb").read())
                        emit({"what": "cli_match", "format": fmt, "nodes": n, "build": k, "rep": rep, **m})
                same = outputs["before"] == outputs["after"] if len(outputs) == 2 else None
                for k in run_builds:
                    emit({"what": "cli_match_median", "format": fmt, "nodes": n, "build": k,
                          "wall_s": statistics.median(x["wall_s"] for x in got[k]),
                          "user_s": statistics.median(x["user_s"] for x in got[k]),
                          "peak_rss_mb": max(x["peak_rss_mb"] for x in got[k]),
                          "output_identical": same, "output_bytes": len(outputs[k])})
        if args.callgrind:
            n = sizes[0]
            pat, tgt = (os.path.join(args.out, f"{k}_{n}.py") for k in ("pattern", "target"))
            for fmt in args.callgrind_formats.split(","):
                for k in builds:
                    if k == "before" and fmt != "text" and n > args.before_json_max:
                        continue
                    o = os.path.join(args.out, f"cg.{k}.{fmt}")
                    ir = callgrind([cli[k], "match", pat, tgt, "--format", fmt, "-o", o], f"match{n}.{fmt}.{k}",
                                   args.out)
                    emit({"what": "callgrind_cli_match", "format": fmt, "nodes": n, "build": k, "instructions": ir})

    if "parse" not in skip:
        pb = {k: os.path.join(v, "bench", "fxmatch_bench_parse") for k, v in builds.items()}
        mbs = {k: [] for k in builds}
        for rep in range(args.repeat):
            for k in builds:
                m, out = run_rss([pb[k], "1000000"])
                line = out.decode().splitlines()[0]
                mb = float(re.search(r"s: ([0-9.]+) MB/s", line).group(1))
                mbs[k].append(mb)
                emit({"what": "parse_1M", "build": k, "rep": rep, "mb_per_s": mb, **m, "line": line})
        for k in builds:
            emit({"what": "parse_1M_median", "build": k, "mb_per_s": statistics.median(mbs[k])})
        if args.callgrind:
            for k in builds:
                emit({"what": "callgrind_parse_1M", "build": k,
                      "instructions": callgrind([pb[k], "1000000"], f"parse.{k}", args.out)})

    if "batch" not in skip:
        manifest = os.path.join(REPO, "tests", "data", "zoo", "manifest.jsonl")
        walls = {j: [] for j in (1, 2, 4)}
        for rep in range(args.repeat):
            for j in (1, 2, 4):
                m, _ = run_rss([cli["after"], "batch", manifest, "--jobs", str(j), "-o", os.path.join(args.out, "batch.jsonl")])
                walls[j].append(m["wall_s"])
                emit({"what": "batch_zoo", "jobs": j, "rep": rep, **m})
        base = statistics.median(walls[1])
        for j in (1, 2, 4):
            med = statistics.median(walls[j])
            emit({"what": "batch_zoo_median", "jobs": j, "wall_s": med, "speedup": base / med})


if __name__ == "__main__":
    main()
