"""Captures ONE model into a folder (run in its own process, with
TORCH_LOGS="aot_graphs,aot_joint_graph": the AOT section's stderr is aot.log).

    python3 -m capture.fxcapture.worker MODEL OUTDIR
"""
from __future__ import annotations

import json
import os
import sys
import time
import traceback
from typing import Any

import torch
import torch.fx as fx

from . import models, relate_truth, seqnr, trace, truth

FORMATS = {"code": "code.py", "readable": "readable.py", "graph": "graph.txt"}


class StderrTo:
    """Sends fd 2 (where TORCH_LOGS writes) to a file for a section."""

    def __init__(self, path: str):
        self.path = path

    def __enter__(self):
        sys.stderr.flush()
        self.saved = os.dup(2)
        self.f = open(self.path, "w")
        os.dup2(self.f.fileno(), 2)

    def __exit__(self, *exc):
        sys.stderr.flush()
        os.dup2(self.saved, 2)
        os.close(self.saved)
        self.f.close()


def dump(out: str, name: str, gm: fx.GraphModule) -> None:
    for fmt, ext in FORMATS.items():
        with open(os.path.join(out, f"{name}.{ext}"), "w") as f:
            f.write(trace.texts(gm)[fmt])


def write_json(path: str, obj: Any) -> None:
    with open(path, "w") as f:
        json.dump(obj, f, indent=1, sort_keys=False)
        f.write("\n")


def pair_truth(pname, tname, g, vals, cross=False, by_name=False, grad_of=None):
    pg, tg = g[pname].graph, g[tname].graph
    if by_name:
        mapping, why, fallback = truth.resolve_by_name(pg, tg, vals[pname], vals[tname])
    else:
        mapping, why = truth.resolve(pg, tg, vals[pname], vals[tname], cross)
        fallback = []
    obj: dict[str, Any] = {"pattern": pname, "target": tname, "cross_capture": cross,
                           "rule": "names (AOT partitioner)" if by_name else "values",
                           "mapping": mapping, "no_answer": why}
    if fallback:
        obj["name_fallback_to_values"] = fallback
    if grad_of is not None:
        obj["grad_of"] = grad_of
    return obj


def main(model: str, out: str) -> int:
    os.makedirs(out, exist_ok=True)
    torch.manual_seed(0)
    torch.use_deterministic_algorithms(True, warn_only=True)
    report: dict[str, Any] = {"model": model, "torch": torch.__version__, "paths": {}}
    try:
        import transformers
        report["transformers"] = transformers.__version__
    except Exception:
        pass
    t0 = time.time()
    spec = models.build(model)
    spec.module.train()
    if not spec.mkldnn:
        torch.backends.mkldnn.enabled = False
    trace.perturb(spec.module)
    state = trace.State(spec.module)
    params = list(spec.module.parameters())
    report["notes"] = spec.notes
    report["num_params"] = len(params)
    gms: dict[str, fx.GraphModule] = {}
    vals: dict[str, dict] = {}
    fwd_final: dict[str, Any] = {}  # fwd's values after its last in-place op (relate truth)
    try:
        mf = trace.trace_make_fx(spec, params, state)
        for name, (gm, args) in mf.items():
            state.reset()
            vals[name] = trace.record(gm, [trace.clone_value(a) if isinstance(a, torch.Tensor) else a for a in args],
                                      final=fwd_final if name == "fwd" else None)
            gms[name] = gm
        report["paths"]["make_fx"] = "ok"
    except Exception as e:  # record, never fake
        report["paths"]["make_fx"] = f"failed: {type(e).__name__}: {e}"[:2000]
        traceback.print_exc()
    for tag, dyn, how in (("aot", False, "compile"), ("aot_dyn", True, "compile"),
                          ("aot_eager", False, "aot_eager"), ("aot_mod", False, "aot_module")):
        if (dyn and not spec.dynamic) or (how != "compile" and how not in spec.aot_paths):
            continue
        try:
            with StderrTo(os.path.join(out, f"{tag}.log")):
                ag = trace.trace_aot(spec, state, dynamic=dyn, how=how)
            for name, (gm, args) in ag.items():
                key = name.replace("aot_", tag + "_", 1)
                state.reset()
                vals[key] = trace.record(gm, [trace.clone_value(a) for a in args])
                gms[key] = gm
            report["paths"][tag] = "ok"
        except Exception as e:
            report["paths"][tag] = f"failed: {type(e).__name__}: {e}"[:2000]
            traceback.print_exc()
            p = os.path.join(out, f"{tag}.log")
            if os.path.exists(p):
                os.remove(p)
    state.reset()
    for name, gm in gms.items():
        dump(out, name, gm)
    write_json(os.path.join(out, "meta.json"), {name: trace.node_meta(gm) for name, gm in gms.items()})

    pairs: list[dict[str, Any]] = []
    jgrad = seqnr.grad_of(gms["joint"].graph, gms["joint"].graph) if "joint" in gms else None
    plan = [("bwd", "joint", False, False, jgrad), ("fwd", "joint", False, False, None),
            ("bwd_subset", "joint", False, False, jgrad), ("bwd_reorder", "joint", False, False, jgrad),
            ("aot_bwd", "aot_joint", False, True, None), ("aot_fwd", "aot_joint", False, True, None),
            ("bwd", "aot_joint", True, False, None), ("fwd", "aot_joint", True, False, None),
            ("aot_dyn_bwd", "aot_dyn_joint", False, True, None), ("aot_dyn_fwd", "aot_dyn_joint", False, True, None)]
    for tag in ("aot_eager", "aot_mod"):
        plan += [(f"{tag}_bwd", f"{tag}_joint", False, True, None), (f"{tag}_fwd", f"{tag}_joint", False, True, None)]
    if model in models.HELDOUT_RELATE:  # scripts/heldout_relate.py scores relate lines only
        plan = []
    for p, t, cross, by_name, go in plan:
        if p not in gms or t not in gms:
            continue
        try:
            obj = pair_truth(p, t, gms, vals, cross=cross, by_name=by_name, grad_of=go)
            if t.startswith("aot") and not by_name:
                obj["target_grad_of"] = seqnr.grad_of(gms[t].graph, gms[t].graph)
            fn = f"truth.{p}__{t}.json"
            write_json(os.path.join(out, fn), obj)
            pairs.append({"pattern": p, "target": t, "truth": fn, "cross_capture": cross})
        except Exception as e:
            report.setdefault("pair_failures", {})[f"{p}__{t}"] = f"{type(e).__name__}: {e}"
            traceback.print_exc()
    if "fwd" in gms and "bwd" in gms:
        write_json(os.path.join(out, "relate.json"),
                   relate_truth.relate(gms["fwd"], gms["bwd"], vals["fwd"], vals["bwd"], params, fvals_final=fwd_final))
    if "fwd" in gms and "bwd_subset" in gms:  # fine-tuning: grads of a subset of the params
        write_json(os.path.join(out, "relate_subset.json"),
                   relate_truth.relate(gms["fwd"], gms["bwd_subset"], vals["fwd"], vals["bwd_subset"],
                                       trace.subset_of(spec, params), all_params=params, fvals_final=fwd_final))
    for tag in ("aot", "aot_dyn", "aot_eager", "aot_mod"):
        if f"{tag}_fwd" in gms and f"{tag}_bwd" in gms:
            write_json(os.path.join(out, f"{tag}_relate.json"),
                       relate_truth.aot_relate(gms[f"{tag}_fwd"], gms[f"{tag}_bwd"], gms.get(f"{tag}_joint")))
    report["pairs"] = pairs
    report["seconds"] = round(time.time() - t0, 1)
    report["graph_sizes"] = {k: len(g.graph.nodes) for k, g in gms.items()}
    write_json(os.path.join(out, "capture_report.json"), report)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
