"""Rewrites the AOT grad_of truth (the "grad_of" of aot*_relate.json) of
captured model folders without capturing again, with the rule of
seqnr.aot_owners (its docstring: the owner of a seq_nr in a functionalized
forward). The graphs come from the dumps: `<tag>_fwd.graph.txt` /
`<tag>_bwd.graph.txt` (nodes, inputs, args[1], the backward's output tuple),
meta.json (op, seq_nr, backward and gradient-accumulation tags) and
`<tag>_fwd.readable.py` (dtypes; a node without one is "unknown"), turned
into the seqnr.Node records a live capture builds from its fx graphs, so a
fresh capture and this tool write the same truth. Only "grad_of" changes;
saved, grads and the rest of the file are kept as they are.

    python3 -m capture.fxcapture.retruth_aot DIR [DIR...] [--check | --write]

DIR is a capture set folder holding model folders (/work/data/heldout_...,
tests/data/zoo). --check (default) prints each entry that would change
(backward node: old owner -> new owner); --write rewrites the files in place.
"""
from __future__ import annotations

import argparse
import json
import os
import re
import sys

from .seqnr import Node, aot_owners, mark_traced_in_backward
from .worker import write_json

TAGS = ("aot", "aot_dyn", "aot_eager", "aot_mod")
LINE = re.compile(r"^\s*%(\w+) : \[num_users=\d+\] = (\w+)\[target=(.*?)\](?:\((.*)\))?\s*$")
FLOAT_DT = {"f16", "bf16", "f32", "f64", "c32", "c64", "c128", "f8e4m3fn", "f8e5m2"}


def split_top(s: str) -> list[str]:
    """Splits at the commas outside brackets."""
    out, depth, cur = [], 0, ""
    for ch in s:
        depth += (ch in "([{") - (ch in ")]}")
        if ch == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += ch
    return [x for x in out + [cur.strip()] if x]


def parse_graph(path: str) -> tuple[list[tuple[str, str, list[str], list[str]]], list[str]]:
    """([(name, kind, inputs, args)], the output tuple) of a graph.txt dump."""
    nodes, output = [], []
    for ln in open(path):
        m = LINE.match(ln)
        if m:
            name, kind, _, rest = m.groups()
            am = re.match(r"args = \((.*)\), kwargs = \{.*\}$", rest or "")
            nodes.append((name, kind, re.findall(r"%(\w+)", rest or ""), split_top(am.group(1)) if am else []))
        elif ln.strip().startswith("return "):
            r = ln.strip()[len("return "):]
            output = split_top(r[1:-1] if r[:1] in "([" and r[-1:] in ")]" else r)
    return nodes, output


def floating(path: str) -> dict[str, bool]:
    """name -> output is float/complex, from the annotations of a readable.py."""
    out: dict[str, bool] = {}
    if os.path.exists(path):
        txt = open(path).read()
        for m in re.finditer(r"(\w+): \"(\w+)\[", txt):
            out.setdefault(m.group(1), m.group(2) in FLOAT_DT)
        for m in re.finditer(r"(\w+): \"Sym\(", txt):
            out.setdefault(m.group(1), False)
    return out


def arg1(args: list[str]) -> str | int | None:
    if len(args) < 2:
        return None
    a = args[1]
    if a.startswith("%"):
        return a[1:]
    return int(a) if re.fullmatch(r"-?\d+", a) else None


def fwd_nodes(graph: str, meta: dict, readable: str) -> list[Node]:
    fl = floating(readable)
    nodes, _ = parse_graph(graph)
    return [Node(name, kind, meta.get(name, {}).get("op", kind), meta.get(name, {}).get("seq_nr"),
                 bool(meta.get(name, {}).get("backward")), tuple(inp), arg1(args), fl.get(name))
            for name, kind, inp, args in nodes]


def grad_of(folder: str, tag: str, meta: dict) -> dict[str, str]:
    fwd = fwd_nodes(os.path.join(folder, f"{tag}_fwd.graph.txt"), meta[f"{tag}_fwd"],
                    os.path.join(folder, f"{tag}_fwd.readable.py"))
    jpath = os.path.join(folder, f"{tag}_joint.graph.txt")
    if os.path.exists(jpath):
        fwd = mark_traced_in_backward(fwd, [(name, kind, tuple(inp)) for name, kind, inp, _ in parse_graph(jpath)[0]])
    bnodes, bout = parse_graph(os.path.join(folder, f"{tag}_bwd.graph.txt"))
    owners = aot_owners(fwd, [o != "None" for o in bout])
    bmeta = meta[f"{tag}_bwd"]
    out = {}
    for name, kind, _, _ in bnodes:
        m = bmeta.get(name, {})
        if kind == "call_function" and m.get("backward") and "seq_nr" in m and not m.get("gradient_acc") \
                and m["seq_nr"] in owners:
            out[name] = owners[m["seq_nr"]]
    return out


def retruth(folder: str, write: bool) -> int:
    """Prints the changes of one model folder (and writes them); returns their number."""
    mp = os.path.join(folder, "meta.json")
    if not os.path.exists(mp):
        return 0
    meta = json.load(open(mp))
    n = 0
    for tag in TAGS:
        rj = os.path.join(folder, f"{tag}_relate.json")
        if not (os.path.exists(rj) and f"{tag}_fwd" in meta and f"{tag}_bwd" in meta):
            continue
        obj = json.load(open(rj))
        old, new = obj.get("grad_of", {}), grad_of(folder, tag, meta)
        ch = [(b, old.get(b), new.get(b)) for b in list(old) + [b for b in new if b not in old]
              if old.get(b) != new.get(b)]
        for b, o, w in ch:
            print(f"{folder} [{tag}] {b}: {o} -> {w}")
        if ch and write:
            obj["grad_of"] = new
            write_json(rj, obj)
        n += len(ch)
    return n


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python3 -m capture.fxcapture.retruth_aot")
    ap.add_argument("dirs", nargs="+", help="capture set folders holding model folders")
    g = ap.add_mutually_exclusive_group()
    g.add_argument("--check", action="store_true", help="print the changes only (default)")
    g.add_argument("--write", action="store_true", help="rewrite the aot*_relate.json files in place")
    a = ap.parse_args(argv)
    total = models = 0
    for d in a.dirs:
        for m in sorted(os.listdir(d)):
            if os.path.isdir(os.path.join(d, m)):
                models += 1
                total += retruth(os.path.join(d, m), a.write)
    print(f"{total} grad_of entries {'rewritten' if a.write else 'would change'} in {models} model folders")
    return 0


if __name__ == "__main__":
    sys.exit(main())
