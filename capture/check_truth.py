"""Validates every truth file of a zoo and prints per-pair counts.

    python3 capture/check_truth.py [tests/data/zoo]

Checks, from the dumped TEXT only (graph.txt of pattern and target):
  * every pattern node except the output appears in `mapping`, and nothing else;
  * every name in equal/best exists in the target dump;
  * op nodes: best is a subset of equal and has the same operator (across
    captures: the families of fxcapture/families.py count as one op);
  * "how": "boundary" entries: best are target placeholders holding the value;
  * nodes with an empty best are exactly the keys of `no_answer`;
  * the manifest's files and truth files exist; relate truth names (relate*.json, aot*_relate.json) exist.
Exit status 1 on any violation.
"""
from __future__ import annotations

import json
import os
import re
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from fxcapture.families import VALUELESS, family  # noqa: E402  (torch-free)

NODE = re.compile(r"^\s*%(\w+)\s*:.*?=\s*(\w+)\[target=([^\]]+)\]")
IDENTITY = {"torch.ops.aten.detach.default", "torch.ops.aten.alias.default"}


def parse(path: str) -> dict[str, tuple[str, str]]:
    out = {}
    with open(path) as f:
        for line in f:
            m = NODE.match(line)
            if m:
                out[m.group(1)] = (m.group(2), m.group(3))
    return out


def norm(op: str, cross: bool) -> str:
    if not cross:
        return op
    parts = op.split(".")
    p = parts[3] if len(parts) >= 5 and parts[:2] == ["torch", "ops"] else op
    return family(p)


def kind(entry: tuple[str, str]) -> str:
    op, target = entry
    if op in ("placeholder", "get_attr"):
        return "leaf"
    if op == "output":
        return "output"
    if "getitem" in target:
        return "getitem"
    if target in IDENTITY:
        return "identity"
    parts = target.split(".")
    if len(parts) >= 5 and parts[:2] == ["torch", "ops"] and parts[3] in VALUELESS:
        return "valueless"
    return "op"


def check_pair(folder: str, tf: str) -> tuple[list[str], dict]:
    errs: list[str] = []
    d = json.load(open(os.path.join(folder, tf)))
    pg = parse(os.path.join(folder, d["pattern"] + ".graph.txt"))
    tg = parse(os.path.join(folder, d["target"] + ".graph.txt"))
    cross = d.get("cross_capture", False)
    by_name = d.get("rule", "").startswith("names")
    want = {n for n, e in pg.items() if e[0] != "output"}
    got = set(d["mapping"])
    if want - got:
        errs.append(f"{tf}: pattern nodes missing from mapping: {sorted(want - got)[:5]}")
    if got - want:
        errs.append(f"{tf}: mapping names not in pattern dump: {sorted(got - want)[:5]}")
    empty = set()
    amb = 0
    for n, m in d["mapping"].items():
        for t in m["equal"] + m["best"]:
            if t not in tg:
                errs.append(f"{tf}: {n}: {t} not in target dump")
        if not m["best"]:
            empty.add(n)
        if len(m["best"]) > 1:
            amb += 1
        if m.get("how") == "boundary":
            # the value enters the target as an input there (truth.py: boundary)
            for t in m["best"]:
                if t in tg and tg[t][0] != "placeholder":
                    errs.append(f"{tf}: {n}: boundary {t} is not a target input")
                if t not in m["equal"] and kind(pg.get(n, ("", ""))) != "identity":
                    errs.append(f"{tf}: {n}: boundary {t} does not hold its value")
            continue
        if n in pg and kind(pg[n]) == "op" and m["best"] and not by_name:
            if not set(m["best"]) <= set(m["equal"]):
                errs.append(f"{tf}: {n}: best not within equal")
            for t in m["best"]:
                if t in tg and norm(tg[t][1], cross) != norm(pg[n][1], cross):
                    errs.append(f"{tf}: {n}: best {t} has another operator {tg[t][1]}")
        if n in pg and kind(pg[n]) in ("leaf", "getitem", "identity") and not by_name:
            for t in m["best"]:
                if t in tg and kind(tg[t]) == "identity":
                    errs.append(f"{tf}: {n}: best {t} is a detach/alias, not the real producer")
    if empty != set(d["no_answer"]):
        errs.append(f"{tf}: no_answer keys differ from empty-best nodes: "
                    f"{sorted(empty ^ set(d['no_answer']))[:5]}")
    for b, f in d.get("grad_of", {}).items():
        if b not in tg or f not in tg:
            errs.append(f"{tf}: grad_of names {b}->{f} not in target dump")
    stats = {"nodes": len(d["mapping"]), "answered": len(d["mapping"]) - len(empty),
             "no_answer": len(empty), "plural": amb}
    return errs, stats


RELATE_FILES = {"relate.json": ("fwd", "bwd"), "relate_subset.json": ("fwd", "bwd_subset"),
                "aot_relate.json": ("aot_fwd", "aot_bwd"), "aot_dyn_relate.json": ("aot_dyn_fwd", "aot_dyn_bwd"),
                "aot_eager_relate.json": ("aot_eager_fwd", "aot_eager_bwd"),
                "aot_mod_relate.json": ("aot_mod_fwd", "aot_mod_bwd")}


def check_relate(folder: str) -> list[str]:
    errs = []
    for fn, (fwd, bwd) in RELATE_FILES.items():
        if not os.path.exists(os.path.join(folder, fn)):
            continue
        r = json.load(open(os.path.join(folder, fn)))
        fg = parse(os.path.join(folder, f"{fwd}.graph.txt"))
        bg = parse(os.path.join(folder, f"{bwd}.graph.txt"))
        for b, f in r["saved"].items():
            if b not in bg or f not in fg:
                errs.append(f"{fn} saved {b}->{f}: name missing")
        for b, f in r["grad_of"].items():
            if b not in bg or f not in fg:
                errs.append(f"{fn} grad_of {b}->{f}: name missing")
        for f, b in r["grads"].items():
            if f not in fg or (b is not None and b not in bg):
                errs.append(f"{fn} grads {f}->{b}: name missing")
    return errs


def main(zoo: str) -> int:
    all_errs: list[str] = []
    total = {"pairs": 0, "nodes": 0, "answered": 0, "no_answer": 0, "plural": 0}
    for m in sorted(os.listdir(zoo)):
        folder = os.path.join(zoo, m)
        if not os.path.isdir(folder):
            continue
        for tf in sorted(f for f in os.listdir(folder) if f.startswith("truth.")):
            errs, st = check_pair(folder, tf)
            all_errs += [f"{m}/{e}" for e in errs]
            total["pairs"] += 1
            for k in st:
                total[k] += st[k]
            print(f"{m:18s} {tf[6:-5]:28s} nodes={st['nodes']:5d} answered={st['answered']:5d} "
                  f"no_answer={st['no_answer']:4d} plural={st['plural']:3d} {'OK' if not errs else 'ERR'}")
        all_errs += [f"{m}/{e}" for e in check_relate(folder)]
    man = os.path.join(zoo, "manifest.jsonl")
    n_lines = 0
    if os.path.exists(man):
        for line in open(man):
            e = json.loads(line)
            n_lines += 1
            for k in ("pattern", "target", "truth", "forward", "backward", "joint"):
                if e.get(k) and not os.path.exists(os.path.join(zoo, e[k])):
                    all_errs.append(f"manifest {e['id']}: {k} {e[k]} missing")
    print(f"TOTAL pairs={total['pairs']} nodes={total['nodes']} answered={total['answered']} "
          f"no_answer={total['no_answer']} plural={total['plural']} manifest_lines={n_lines} "
          f"errors={len(all_errs)}")
    for e in all_errs[:50]:
        print("ERROR", e)
    return 1 if all_errs else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "tests/data/zoo"))
