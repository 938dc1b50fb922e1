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

The measurements are functions (cli_match, parse_bench, batch_jobs, callgrind)
that scripts/perf_table.py reuses; every command run is noted in COMMANDS.
"""
import argparse
import json
import os
import re
import shlex
import statistics
import subprocess
import sys
import tempfile
import time

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
COMMANDS = []  # every distinct command run, in order (for the README)


def note(cmd):
    s = " ".join(shlex.quote(str(c)) for c in cmd)
    if s not in COMMANDS:
        COMMANDS.append(s)


def run_rss(cmd, check=True):
    """Run cmd; its wall time and the child's own peak RSS, user, sys (via /usr/bin/time).
    With check=False a failure returns (None, stderr) instead of exiting."""
    note(cmd)
    with tempfile.NamedTemporaryFile("r", suffix=".time") as tf:
        t0 = time.monotonic()
        r = subprocess.run(["/usr/bin/time", "-f", "%M %U %S", "-o", tf.name] + cmd, capture_output=True)
        wall = time.monotonic() - t0
        if r.returncode != 0:
            if not check:
                return None, r.stderr
            sys.exit(f"failed ({r.returncode}): {' '.join(cmd)}\n{r.stderr.decode()[:2000]}")
        kb, user, sys_ = tf.read().split()[-3:]
    return {"wall_s": wall, "peak_rss_mb": int(kb) / 1024, "user_s": float(user), "sys_s": float(sys_)}, r.stdout


def normalize(b):
    b = re.sub(rb'"(parse_ms|match_ms)": [^,\n]+', rb'"\1": 0.0', b)
    return re.sub(rb"parse [0-9.]+ ms, match [0-9.]+ ms", b"parse 0.0 ms, match 0.0 ms", b)


def callgrind(cmd, tag, out_dir):
    f = os.path.join(out_dir, f"callgrind.{tag}.out")
    note(["valgrind", "--tool=callgrind"] + cmd)
    subprocess.run(["valgrind", "--tool=callgrind", f"--callgrind-out-file={f}"] + cmd, check=True,
                   capture_output=True)
    for line in open(f):
        if line.startswith("summary:") or line.startswith("totals:"):
            return int(line.split()[1])
    return None


def emit(d):
    print(json.dumps(d), flush=True)


def dumps(e2e, n, out):
    """The generated pair of size n in out (written by `fxmatch_bench_e2e write` if missing)."""
    pat, tgt = (os.path.join(out, f"{k}_{n}.py") for k in ("pattern", "target"))
    if not (os.path.exists(pat) and os.path.exists(tgt)):
        note([e2e, "write", str(n), out])
        subprocess.run([e2e, "write", str(n), out], check=True, capture_output=True)
    return pat, tgt


def cli_match(cli, n, fmt, repeat, out, pat, tgt, before_json_max):
    """`fxmatch match pat tgt --format fmt -o FILE` with each build in cli (name -> binary),
    alternating, repeat times. Returns name -> medians (wall, user, sys; largest peak RSS),
    with output_identical (timings zeroed) and, for json, the node count of both graphs."""
    got = {k: [] for k in cli}
    outputs = {}
    run_builds = [k for k in cli if not (k == "before" and fmt != "text" and n > before_json_max)]
    for rep in range(repeat):
        for k in run_builds:
            o = os.path.join(out, f"out.{k}.{fmt}")
            m, _ = run_rss([cli[k], "match", pat, tgt, "--format", fmt, "-o", o])
            got[k].append(m)
            outputs[k] = normalize(open(o, "rb").read())
            emit({"what": "cli_match", "format": fmt, "nodes": n, "build": k, "rep": rep, **m})
    same = outputs["before"] == outputs["after"] if len(outputs) == 2 else None
    res = {}
    for k in run_builds:
        med = {"what": "cli_match_median", "format": fmt, "nodes": n, "build": k,
               "wall_s": statistics.median(x["wall_s"] for x in got[k]),
               "user_s": statistics.median(x["user_s"] for x in got[k]),
               "sys_s": statistics.median(x["sys_s"] for x in got[k]),
               "peak_rss_mb": max(x["peak_rss_mb"] for x in got[k]),
               "output_identical": same, "output_bytes": len(outputs[k])}
        if fmt == "json":
            stats = json.loads(outputs[k])["stats"]
            med["graph_nodes"] = stats["pattern_nodes"] + stats["target_nodes"]
        emit(med)
        res[k] = med
    return res


def parse_bench(pb, n, repeat):
    """`fxmatch_bench_parse n` with each build in pb (name -> binary), alternating: median MB/s."""
    mbs = {k: [] for k in pb}
    for rep in range(repeat):
        for k in pb:
            m, out = run_rss([pb[k], str(n)])
            line = out.decode().splitlines()[0]
            mb = float(re.search(r"s: ([0-9.]+) MB/s", line).group(1))
            mbs[k].append(mb)
            emit({"what": "parse", "nodes": n, "build": k, "rep": rep, "mb_per_s": mb, **m, "line": line})
    res = {k: statistics.median(v) for k, v in mbs.items()}
    for k, v in res.items():
        emit({"what": "parse_median", "nodes": n, "build": k, "mb_per_s": v})
    return res


def batch_jobs(cli, repeat, out, extra=()):
    """`fxmatch batch tests/data/zoo/manifest.jsonl --jobs 1/2/4 [extra]`, alternating:
    jobs -> (median wall, speed-up against 1 job)."""
    manifest = os.path.join(REPO, "tests", "data", "zoo", "manifest.jsonl")
    walls = {j: [] for j in (1, 2, 4)}
    for rep in range(repeat):
        for j in (1, 2, 4):
            m, _ = run_rss([cli, "batch", manifest, "--jobs", str(j), *extra, "-o", os.path.join(out, "batch.jsonl")])
            walls[j].append(m["wall_s"])
            emit({"what": "batch_zoo", "jobs": j, "rep": rep, **m})
    base = statistics.median(walls[1])
    res = {}
    for j in (1, 2, 4):
        med = statistics.median(walls[j])
        res[j] = (med, base / med)
        emit({"what": "batch_zoo_median", "jobs": j, "wall_s": med, "speedup": base / med})
    return res


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
            pat, tgt = dumps(e2e, n, args.out)
            for fmt in ("json", "mapping", "text"):
                cli_match(cli, n, fmt, args.repeat, args.out, pat, tgt, args.before_json_max)
        if args.callgrind:
            n = sizes[0]
            pat, tgt = dumps(e2e, n, args.out)
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
        parse_bench(pb, 1000000, args.repeat)
        if args.callgrind:
            for k in builds:
                emit({"what": "callgrind_parse_1M", "build": k,
                      "instructions": callgrind([pb[k], "1000000"], f"parse.{k}", args.out)})

    if "batch" not in skip:
        batch_jobs(cli["after"], args.repeat, args.out)


if __name__ == "__main__":
    main()
