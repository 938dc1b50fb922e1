"""Rewrites the make_fx relate truth (relate.json, relate_subset.json) of
captured model folders without capturing again: re-traces fwd/bwd/bwd_subset
with make_fx exactly as worker.py does, checks that the code is identical to
the dumped `*.code.py` (else refuses: the folder needs a full capture), records
the values and writes the truth with the current relate_truth rules. Used to
re-score held-out captures after a truth fix (AOT truth is by names: unchanged).

    python3 -m capture.fxcapture.retruth OUTDIR MODEL [MODEL...]
"""
from __future__ import annotations

import json
import os
import sys

import torch

from . import models, relate_truth, trace


def retruth(model: str, folder: str) -> str:
    torch.manual_seed(0)
    torch.use_deterministic_algorithms(True, warn_only=True)
    spec = models.build(model)
    spec.module.train()
    torch.backends.mkldnn.enabled = spec.mkldnn
    trace.perturb(spec.module)
    state = trace.State(spec.module)
    params = list(spec.module.parameters())
    mf = trace.trace_make_fx(spec, params, state)
    vals, final = {}, {}
    for name in ("fwd", "bwd", "bwd_subset"):
        gm, args = mf[name]
        with open(os.path.join(folder, f"{name}.code.py")) as f:
            if f.read() != trace.texts(gm)["code"]:
                return f"{name}.code.py differs from a fresh trace: capture the model again"
        state.reset()
        vals[name] = trace.record(gm, [trace.clone_value(a) if isinstance(a, torch.Tensor) else a for a in args],
                                  final=final if name == "fwd" else None)
    fwd = mf["fwd"][0]
    out = {"relate.json": relate_truth.relate(fwd, mf["bwd"][0], vals["fwd"], vals["bwd"], params,
                                              fvals_final=final)}
    out["relate_subset.json"] = relate_truth.relate(fwd, mf["bwd_subset"][0], vals["fwd"], vals["bwd_subset"],
                                                    trace.subset_of(spec, params), all_params=params,
                                                    fvals_final=final)
    changed = []
    for fn, obj in out.items():
        path = os.path.join(folder, fn)
        old = json.load(open(path)) if os.path.exists(path) else None
        if old != obj:
            changed.append(fn)
        with open(path, "w") as f:
            json.dump(obj, f, indent=1)
            f.write("\n")
    return "rewrote " + (", ".join(changed) if changed else "nothing (unchanged)")


if __name__ == "__main__":
    out_dir = sys.argv[1]
    bad = 0
    for m in sys.argv[2:]:
        msg = retruth(m, os.path.join(out_dir, m))
        bad += "differs" in msg
        print(f"[retruth] {m}: {msg}", flush=True)
    sys.exit(1 if bad else 0)
