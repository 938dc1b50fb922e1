#!/usr/bin/env python3
"""NetworkX DiGraphMatcher baseline on fxmatch's search models.

Reads the per-pair search models written by
`fxmatch_bench_quality_baselines MANIFEST --export-models DIR` (same parser,
same contraction, value numbering and labels as the matcher), builds one
DiGraph per side (edge producer -> consumer carrying the set of argument
slots, so `mul(x, x)` is one edge with slots (0, 1)) and takes the first
mapping of DiGraphMatcher(target, pattern).subgraph_monomorphisms_iter().

Node match: a pattern leaf matches anything; a pattern op matches a target
op with the same label and compatible dtype/shape (unknown metadata or "?"
dims are compatible). Edge match: same slots.

Each pair runs in a child process killed after --timeout seconds (a timeout
maps nothing). Writes one JSON line per pair: id, map (target model node per
pattern model node, -1 = unmatched), timeout, ms; the C++ tool then scores
these with `--external networkx=FILE` so scoring is shared.

Needs only networkx (pure Python; it does not import torch).
"""
import argparse
import json
import multiprocessing as mp
import os
import sys
import time

import networkx as nx
from networkx.algorithms.isomorphism import DiGraphMatcher


def build(model):
    g = nx.DiGraph()
    for i, (kind, label, meta) in enumerate(zip(model["kind"], model["label"], model["meta"])):
        g.add_node(i, kind=kind, label=label, meta=meta)
    for u, v, slot in model["edges"]:
        if g.has_edge(u, v):
            g[u][v]["slots"] = tuple(sorted(g[u][v]["slots"] + (slot,)))
        else:
            g.add_edge(u, v, slots=(slot,))
    return g


def compatible(a, b):
    if a is None or b is None:
        return True
    (da, sa), (db, sb) = a, b
    if da != db or len(sa) != len(sb):
        return False
    return all(x == y or x == "?" or y == "?" for x, y in zip(sa, sb))


def node_match(t, p):  # DiGraphMatcher(G1=target, G2=pattern): node_match(G1 node attrs, G2 node attrs)
    if p["kind"] == "leaf":
        return True
    return t["kind"] == "op" and t["label"] == p["label"] and compatible(p["meta"], t["meta"])


def edge_match(t, p):
    return t["slots"] == p["slots"]


def first_mapping(path, queue):
    with open(path) as f:
        pair = json.load(f)
    pg, tg = build(pair["pattern"]), build(pair["target"])
    gm = DiGraphMatcher(tg, pg, node_match=node_match, edge_match=edge_match)
    result = [-1] * pg.number_of_nodes()
    for mapping in gm.subgraph_monomorphisms_iter():  # target node -> pattern node
        for t, p in mapping.items():
            result[p] = t
        break
    queue.put(result)


def run_one(path, timeout):
    queue = mp.Queue()
    proc = mp.Process(target=first_mapping, args=(path, queue))
    t0 = time.monotonic()
    proc.start()
    result = None
    try:
        result = queue.get(timeout=timeout)
    except Exception:
        pass
    ms = (time.monotonic() - t0) * 1000
    if proc.is_alive():
        proc.kill()
    proc.join()
    return result, ms


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("models_dir")
    ap.add_argument("-o", "--output", required=True)
    ap.add_argument("--timeout", type=float, default=10.0)
    args = ap.parse_args()
    files = sorted(os.listdir(args.models_dir), key=lambda f: int(f.split(".")[0]))
    with open(args.output, "w") as out:
        for k, name in enumerate(files):
            path = os.path.join(args.models_dir, name)
            with open(path) as f:
                pair_id = json.load(f)["id"]
            result, ms = run_one(path, args.timeout)
            line = {"id": pair_id, "map": result if result is not None else [], "timeout": result is None, "ms": ms}
            out.write(json.dumps(line) + "\n")
            out.flush()
            print(f"networkx {k + 1}/{len(files)} {pair_id}: {'timeout' if result is None else f'{ms:.0f} ms'}",
                  file=sys.stderr)


if __name__ == "__main__":
    main()
