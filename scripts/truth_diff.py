#!/usr/bin/env python3
"""Which ground-truth answers changed between two captures of the same models:
every `truth.*.json` entry whose `best` (or `how`) differs, as
`model/file node: old -> new`, then a count of entries that gained answers,
lost some, or changed otherwise. Run after a change to capture/fxcapture/truth.py:

    python3 -m capture.fxcapture --out /tmp/zoo_new          # or --models ...
    scripts/truth_diff.py tests/data/zoo /tmp/zoo_new
"""
from __future__ import annotations

import glob
import json
import os
import sys


def main(old: str, new: str) -> int:
    gained = lost = other = 0
    for f in sorted(glob.glob(os.path.join(new, "*", "truth.*.json"))):
        rel = os.path.relpath(f, new)
        o = os.path.join(old, rel)
        if not os.path.exists(o):
            print(f"{rel}: new file")
            continue
        a, b = json.load(open(o))["mapping"], json.load(open(f))["mapping"]
        for k in sorted(set(a) | set(b)):
            x, y = a.get(k, {}), b.get(k, {})
            if x.get("best") == y.get("best") and x.get("how") == y.get("how"):
                continue
            xb, yb = set(x.get("best") or []), set(y.get("best") or [])
            if xb < yb:
                gained += 1
            elif yb < xb:
                lost += 1
            else:
                other += 1
            print(f"{rel} {k}: {x.get('best')} -> {y.get('best')} {y.get('how', '')}".rstrip())
    print(f"changed {gained + lost + other}: {gained} gained answers, {lost} lost answers, {other} other")
    return 0


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    sys.exit(main(sys.argv[1], sys.argv[2]))
