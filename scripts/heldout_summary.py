#!/usr/bin/env python3
"""One table over several held-out sets, from the rows `fxmatch batch` wrote.

    scripts/heldout_summary.py match  NAME=DIR/batch.jsonl[:model,model...] ...
    scripts/heldout_summary.py relate NAME=DIR/relate_batch.jsonl[:model,...] ...
    scripts/heldout_summary.py relate-lines FILE.jsonl    # one row per relate line kind (the zoo table)

`match`: per set, pairs, scored nodes, exact nodes (the truth's `best`), exact
% and pairs fully right; then the total. `relate`: per set, saved / grad_of /
grads right and the wrong answers claiming `joint` or `template`
("wrong+sure"), without and with `--joint`; then the total. The optional
model list keeps only those models' rows (a capture folder may hold more).
Rows come from `scripts/heldout.py` (DIR/batch.jsonl) or `fxmatch batch
MANIFEST [--filter relate] --rename -o FILE`. Prints markdown; exit 2 on a
missing file.
"""
from __future__ import annotations

import json
import os
import sys


def rows(spec: str) -> tuple[str, list[dict]]:
    name, _, rest = spec.partition("=")
    path, _, models = rest.partition(":")
    keep = set(models.split(",")) if models else None
    out = []
    with open(path) as f:
        for line in f:
            if line.strip():
                r = json.loads(line)
                if keep is None or r.get("model", r.get("id", "").split("/")[0]) in keep:
                    out.append(r)
    return name, out


def pct(ok: int, n: int) -> str:
    return f"{100 * ok / n:.2f}% ({ok:,}/{n:,})" if n else "-"


def match_table(sets: list[tuple[str, list[dict]]]) -> None:
    print("| set | pairs | nodes scored | exact | pairs fully right |")
    print("|---|---:|---:|---:|---:|")
    t = [0, 0, 0, 0]
    for name, rs in sets:
        rs = [r for r in rs if "without_joint" not in r]   # match rows (a batch may hold relate rows too)
        ok = [r for r in rs if r.get("status") == "ok"]
        s = [len(rs), sum(r["scored"] for r in ok), sum(r["exact"] for r in ok),
             sum(1 for r in ok if r["exact"] == r["scored"])]
        t = [a + b for a, b in zip(t, s)]
        print(f"| {name} | {s[0]} | {s[1]:,} | {pct(s[2], s[1])} | {s[3]}/{s[0]} |")
    print(f"| **all** | {t[0]} | {t[1]:,} | **{pct(t[2], t[1])}** | {t[3]}/{t[0]} |")


def relate_table(sets: list[tuple[str, list[dict]]]) -> None:
    modes = ("without_joint", "with_joint")
    kinds = ("saved", "grad_of", "grads")
    print("| set | lines | saved | grad_of | grads | wrong+sure | saved, --joint | grad_of, --joint | grads, --joint "
          "| wrong+sure, --joint |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    total = {m: {k: [0, 0] for k in kinds} for m in modes}
    tsure = {m: 0 for m in modes}
    tlines = 0
    for name, rs in sets:
        rs = [r for r in rs if "without_joint" in r or (r.get("status") != "ok" and "/relate" in r.get("id", ""))]
        agg = {m: {k: [0, 0] for k in kinds} for m in modes}
        sure = {m: 0 for m in modes}
        for r in rs:
            if r.get("status") != "ok":
                continue
            for m in modes:
                x = r.get(m, {})
                for k in kinds:
                    if k in x:
                        agg[m][k][0] += x[k]["ok"]
                        agg[m][k][1] += x[k]["total"]
                sure[m] += x.get("wrong_confident") or 0
        cells = []
        for m in modes:
            for k in kinds:
                cells.append(f"{100 * agg[m][k][0] / agg[m][k][1]:.1f}%" if agg[m][k][1] else "-")
                total[m][k][0] += agg[m][k][0]
                total[m][k][1] += agg[m][k][1]
            cells.append(str(sure[m]))
            tsure[m] += sure[m]
        tlines += len(rs)
        print(f"| {name} | {len(rs)} | " + " | ".join(cells) + " |")
    cells = []
    for m in modes:
        for k in kinds:
            ok, n = total[m][k]
            cells.append(f"**{100 * ok / n:.1f}%** ({ok:,}/{n:,})" if n else "-")
        cells.append(f"**{tsure[m]}**")
    print(f"| **all** | {tlines} | " + " | ".join(cells) + " |")


def by_line_kind(path: str) -> list[tuple[str, list[dict]]]:
    """Rows of one batch file grouped by relate line kind (`relate`, `aot_relate`, ...)."""
    groups: dict[str, list[dict]] = {}
    for r in rows("all=" + path)[1]:
        if "without_joint" in r or "/relate" in r.get("id", "") or "_relate" in r.get("id", ""):
            groups.setdefault(r["id"].split("/")[1], []).append(r)
    return sorted(groups.items())


def main() -> int:
    if len(sys.argv) == 3 and sys.argv[1] == "relate-lines":
        if not os.path.exists(sys.argv[2]):
            print(f"heldout_summary: {sys.argv[2]}: no such file", file=sys.stderr)
            return 2
        relate_table(by_line_kind(sys.argv[2]))
        return 0
    if len(sys.argv) < 3 or sys.argv[1] not in ("match", "relate"):
        print(__doc__, file=sys.stderr)
        return 2
    sets = []
    for spec in sys.argv[2:]:
        path = spec.partition("=")[2].partition(":")[0]
        if not os.path.exists(path):
            print(f"heldout_summary: {path}: no such file", file=sys.stderr)
            return 2
        sets.append(rows(spec))
    (match_table if sys.argv[1] == "match" else relate_table)(sets)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
