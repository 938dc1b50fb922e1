#!/usr/bin/env python3
"""Cost of the Python binding, measured in one process (issue 12).

1. match() overhead. For every `readable` match pair of the zoo manifest,
   both graphs are parsed once; then, interleaved, --repeats times each:
     cpp       the C++ fxmatch::match() alone (fxmatch._core._time_match, GIL released)
     cpp+json  the same plus the CLI's JSON rendering (what `fxmatch match` does)
     py        fxmatch.match(p, t) from Python (returns the typed result)
     py+map    fxmatch.match(p, t).mapping (result rendered to the CLI's JSON and read)
   Times are this thread's CPU time (CLOCK_THREAD_CPUTIME_ID on both sides):
   on a shared machine wall time mostly measures the other processes.
   Per pair the best of the runs of each; totals are sums of those; ratios py/cpp etc.
2. Live export vs print + parse. Zoo models are captured in-process (the
   zoo's capture code); for each GraphModule, the best of --repeats runs of
   fxmatch.parse(gm) (structural export, thread CPU time) against
   fxmatch.parse(gm.print_readable(print_output=False)) (printing included),
   and against parse of the same text already printed.

Usage: python bench/python_binding.py [--repeats 15] [--models mlp,bert_tiny12,...] [--out FILE.json]
Needs the package installed (pip install .) and, for part 2, torch.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time

import fxmatch
from fxmatch import _api, _core

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ZOO = os.path.join(ROOT, "tests", "data", "zoo")


def med(xs):
    """Best of the runs: the machine is shared, so other load only ever adds time (medians go to --out)."""
    return min(xs)


def bench_match(repeats: int, fmt: str, only: str = ""):
    with open(os.path.join(ZOO, "manifest.jsonl")) as f:
        rows = [json.loads(x) for x in f if x.strip()]
    rows = [r for r in rows if r["kind"] == "match" and r["id"].endswith("/" + fmt) and only in r["id"]]
    rules = _api._cached("rules", _api._default("default.yaml"), [])
    out = []
    for r in rows:
        p = fxmatch.parse(os.path.join(ZOO, r["pattern"]), r.get("pattern_graph"))
        t = fxmatch.parse(os.path.join(ZOO, r["target"]), r.get("target_graph"))
        fxmatch.match(p, t).mapping  # warm-up
        cpp, cppj, py, pym = [], [], [], []
        for _ in range(repeats):
            cpp += _core._time_match(p._g, t._g, rules, 1, False)
            cppj += _core._time_match(p._g, t._g, rules, 1, True)
            t0 = time.thread_time_ns()
            res = fxmatch.match(p, t)
            py.append((time.thread_time_ns() - t0) / 1e6)
            t0 = time.thread_time_ns()
            m = fxmatch.match(p, t).mapping
            pym.append((time.thread_time_ns() - t0) / 1e6)
        assert len(m) == res.stats.pattern_nodes
        out.append({"pair": r["id"], "pattern_nodes": len(p), "target_nodes": len(t), "cpp_ms": med(cpp),
                    "cpp_json_ms": med(cppj), "py_ms": med(py), "py_mapping_ms": med(pym),
                    "median": {"cpp_ms": statistics.median(cpp), "cpp_json_ms": statistics.median(cppj),
                               "py_ms": statistics.median(py), "py_mapping_ms": statistics.median(pym)}})
    return out


def bench_live(repeats: int, models_: list):
    import torch  # noqa: F401

    from fxmatch._fxcapture import models, trace

    out = []
    for name in models_:
        spec = models.build(name)
        state = trace.State(spec.module)
        gms = trace.trace_make_fx(spec, list(spec.module.parameters()), state)
        for kind in ("fwd", "bwd", "joint"):
            gm = gms[kind][0]
            text = gm.print_readable(print_output=False)
            assert fxmatch.parse(gm).names == fxmatch.parse(text).names
            live, printed, parsed = [], [], []
            clock = time.thread_time_ns
            for _ in range(repeats):
                t0 = clock()
                fxmatch.parse(gm)
                live.append((clock() - t0) / 1e6)
                t0 = clock()
                fxmatch.parse(gm.print_readable(print_output=False))
                printed.append((clock() - t0) / 1e6)
                t0 = clock()
                fxmatch.parse(text)
                parsed.append((clock() - t0) / 1e6)
            out.append({"graph": f"{name}/{kind}", "nodes": len(gm.graph.nodes), "live_ms": med(live),
                        "print_parse_ms": med(printed), "parse_only_ms": med(parsed)})
    return out


def table_match(rows):
    print("| pairs | pattern nodes | C++ match() ms | C++ match()+JSON ms | fxmatch.match() ms | "
          "fxmatch.match().mapping ms | match() / C++ | .mapping / C++ | .mapping / C++ with JSON |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    by_model = {}
    for r in rows:
        by_model.setdefault(r["pair"].split("/")[0], []).append(r)
    groups = list(by_model.items()) + [("**all**", rows)]
    for name, rs in groups:
        s = {k: sum(r[k] for r in rs) for k in ("cpp_ms", "cpp_json_ms", "py_ms", "py_mapping_ms")}
        n = sum(r["pattern_nodes"] for r in rs)
        print(f"| {name} ({len(rs)}) | {n} | {s['cpp_ms']:.2f} | {s['cpp_json_ms']:.2f} | {s['py_ms']:.2f} | "
              f"{s['py_mapping_ms']:.2f} | {s['py_ms'] / s['cpp_ms']:.3f} | {s['py_mapping_ms'] / s['cpp_ms']:.2f} | "
              f"{s['py_mapping_ms'] / s['cpp_json_ms']:.2f} |")


def table_pairs(rows):
    print("| pair | C++ ms | fxmatch.match() ms | ratio | .mapping ms | ratio |")
    print("|---|---:|---:|---:|---:|---:|")
    for r in rows:
        print(f"| {r['pair']} | {r['cpp_ms']:.3f} | {r['py_ms']:.3f} | {r['py_ms'] / r['cpp_ms']:.3f} | "
              f"{r['py_mapping_ms']:.3f} | {r['py_mapping_ms'] / r['cpp_ms']:.2f} |")


def table_live(rows):
    print("| graph | nodes | live export ms | print_readable + parse ms | parse only ms | (print + parse) / live |")
    print("|---|---:|---:|---:|---:|---:|")
    for r in rows:
        print(f"| {r['graph']} | {r['nodes']} | {r['live_ms']:.2f} | {r['print_parse_ms']:.2f} | "
              f"{r['parse_only_ms']:.2f} | {r['print_parse_ms'] / r['live_ms']:.1f} |")
    s = {k: sum(r[k] for r in rows) for k in ("live_ms", "print_parse_ms", "parse_only_ms")}
    print(f"| **all** | {sum(r['nodes'] for r in rows)} | {s['live_ms']:.2f} | {s['print_parse_ms']:.2f} | "
          f"{s['parse_only_ms']:.2f} | {s['print_parse_ms'] / s['live_ms']:.1f} |")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--repeats", type=int, default=15)
    ap.add_argument("--format", default="readable", help="zoo dump format of the match pairs (default readable)")
    ap.add_argument("--models", default="mlp,deep_sigmoid,resnet_tiny,lstm,attention",
                    help="zoo models for the live-export part ('' to skip it; HF models need transformers)")
    ap.add_argument("--filter", default="", help="only match pairs whose manifest id contains this")
    ap.add_argument("--out", help="write the raw per-pair numbers as JSON here")
    ap.add_argument("--pairs", action="store_true", help="also print the per-pair table")
    a = ap.parse_args()
    m = bench_match(a.repeats, a.format, a.filter)
    print(f"## match() through Python vs the C++ call ({len(m)} zoo `{a.format}` pairs, best of {a.repeats} runs each)\n")
    table_match(m)
    if a.pairs:
        print()
        table_pairs(m)
    live = bench_live(a.repeats, [x for x in a.models.split(",") if x]) if a.models else []
    if live:
        print(f"\n## live export vs print + parse (best of {a.repeats} runs each)\n")
        table_live(live)
    if a.out:
        with open(a.out, "w") as f:
            json.dump({"match": m, "live": live}, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
