#!/usr/bin/env python3
"""Checks rules/derivatives.yaml against what PyTorch's backward actually runs.

For ~95 single-op functions it traces `torch.autograd.grad` with make_fx
(torch 2.13 here), takes the aten ops the backward ran (beyond the forward's
own), and prints, per forward op, the ops its template does not emit (in-place
names read as functional ones, views and factories left out). This is how the
FunctionsManual helper tables of scripts/gen_derivatives.py (HELPERS and
HELPER_DIRECT, in scripts/derivative_tables.py) were checked; cases whose
forward runs several ops are listed only with --all (their gaps show under each
forward op: read by hand).

    python3 scripts/trace_backward_ops.py [--rules rules/derivatives.yaml]
"""
from __future__ import annotations

import argparse
import collections
import json
import os

import torch
import yaml
from torch.fx.experimental.proxy_tensor import make_fx
F=torch.nn.functional
x=lambda *s: torch.randn(*s, requires_grad=True)
cases = {
 "cumsum": lambda a: a.cumsum(1), "prod": lambda a: a.prod(1), "prod_all": lambda a: a.prod(),
 "mean": lambda a: a.mean(1), "var": lambda a: a.var(1), "std": lambda a: a.std(1), "var_mean": lambda a: torch.var_mean(a,1)[0]+torch.var_mean(a,1)[1],
 "sum": lambda a: a.sum(1), "pow": lambda a: a.pow(3), "gelu": lambda a: F.gelu(a), "silu": lambda a: F.silu(a),
 "masked_fill": lambda a: a.masked_fill(a>0, 1.0), "div": lambda a: a/ (a.detach()+3), "div2": lambda a: 3.0/(a+5),
 "index_select": lambda a: a.index_select(1, torch.tensor([0,2])), "gather": lambda a: a.gather(1, torch.tensor([[0],[1],[2]]).expand(3,4)[:, :1].repeat(1,1)),
 "clamp": lambda a: a.clamp(-0.5,0.5), "clamp_min": lambda a: a.clamp_min(0.1), "topk": lambda a: a.topk(2,1)[0],
 "abs": lambda a: a.abs(), "sgn": lambda a: a.sgn(), "triu": lambda a: a.triu(), "max_dim": lambda a: a.max(1)[0], "max_all": lambda a: a.max(),
 "amax": lambda a: a.amax(1), "cdist": lambda a: torch.cdist(a, a.detach()+1), "stack": lambda a: torch.stack([a, a*2]),
 "cat": lambda a: torch.cat([a, a*2], 1), "split": lambda a: a.split(2,1)[0]*2, "unbind": lambda a: a.unbind(0)[1]*2,
 "permute": lambda a: a.permute(1,0), "select": lambda a: a.select(1,1), "slice": lambda a: a[:, 1:3],
 "logsumexp": lambda a: a.logsumexp(1), "norm": lambda a: torch.linalg.vector_norm(a, dim=1), "normalize": lambda a: F.normalize(a, dim=1),
 "softplus": lambda a: F.softplus(a), "leaky": lambda a: F.leaky_relu(a, 0.2), "glu": lambda a: F.glu(a, 1),
 "rsqrt": lambda a: a.rsqrt(), "log_softmax": lambda a: a.log_softmax(1), "softmax": lambda a: a.softmax(1),
 "expand": lambda a: a[:, :1].expand(3, 4), "repeat": lambda a: a.repeat(2,1), "roll": lambda a: a.roll(1, 1),
 "flip": lambda a: a.flip(1), "where": lambda a: torch.where(a>0, a, a*2), "sort": lambda a: a.sort(1)[0],
 "cummax": lambda a: a.cummax(1)[0], "min_dim": lambda a: a.min(1)[0], "median": lambda a: a.median(1)[0],
 "kthvalue": lambda a: a.kthvalue(2,1)[0], "nansum": lambda a: a.nansum(1), "trace": lambda a: a[:, :3].trace(),
 "diag": lambda a: a.diagonal(), "erf": lambda a: a.erf(), "atan": lambda a: a.atan(), "sinh": lambda a: a.sinh(),
 "hardswish": lambda a: F.hardswish(a), "mish": lambda a: F.mish(a), "elu": lambda a: F.elu(a), "selu": lambda a: F.selu(a),
 "hardtanh": lambda a: F.hardtanh(a), "logsigmoid": lambda a: F.logsigmoid(a), "softsign": lambda a: F.softsign(a),
 "tanhshrink": lambda a: F.tanhshrink(a), "celu": lambda a: F.celu(a), "prelu": lambda a: F.prelu(a, torch.tensor([0.2])),
 "log": lambda a: (a.abs()+1).log(), "sqrt": lambda a: (a.abs()+1).sqrt(), "reciprocal": lambda a: (a.abs()+1).reciprocal(),
 "square": lambda a: a.square(), "exp2": lambda a: a.exp2(), "log2": lambda a: (a.abs()+1).log2(),
 "lerp": lambda a: torch.lerp(a, a.detach()*2, 0.3), "addcmul": lambda a: torch.addcmul(a, a, a.detach()),
 "std_mean": lambda a: sum(torch.std_mean(a,1)), "var_c": lambda a: a.var(1, correction=0),
 "amin": lambda a: a.amin(1), "norm_p1": lambda a: torch.linalg.vector_norm(a, 1, dim=1), "frob": lambda a: a.norm(),
 "masked_select": lambda a: a.masked_select(a>0), "index": lambda a: a[torch.tensor([0,2])], "take": lambda a: a.take(torch.tensor([0,3])),
 "narrow": lambda a: a.narrow(1,1,2), "unfold": lambda a: a.unfold(1,2,1), "tile": lambda a: a.tile(2),
 "fmod": lambda a: a.fmod(0.3), "remainder": lambda a: a.remainder(0.3), "hypot": lambda a: torch.hypot(a, a.detach()+1),
 "atan2": lambda a: torch.atan2(a, a.detach()+1), "xlogy": lambda a: torch.xlogy(a, a.detach().abs()+1),
 "logaddexp": lambda a: torch.logaddexp(a, a.detach()), "sigmoid": lambda a: a.sigmoid(), "tanh": lambda a: a.tanh(),
 "dist": lambda a: torch.dist(a, a.detach()+1), "renorm": lambda a: a.renorm(2,0,1.0), "cumprod": lambda a: (a.abs()+0.5).cumprod(1),
 "logcumsumexp": lambda a: a.logcumsumexp(1), "pdist": lambda a: F.pdist(a), "cosine": lambda a: F.cosine_similarity(a, a.detach()+1),
}
out = {}
for name, fn in cases.items():
    def f(a, g):
        y = fn(a)
        return torch.autograd.grad(y, a, g)
    a = x(3, 4)
    try:
        y = fn(a.detach())
        g = torch.randn_like(y)
        gm = make_fx(f)(a, g)
    except Exception as e:
        out[name] = f"ERR {type(e).__name__}: {str(e)[:80]}"
        continue
    fw = make_fx(fn)(a.detach())
    fops = collections.Counter(n.target._overloadpacket.__name__ for n in fw.graph.nodes if n.op == "call_function" and hasattr(n.target, "_overloadpacket"))
    bops = [n.target._overloadpacket.__name__ for n in gm.graph.nodes if n.op == "call_function" and hasattr(n.target, "_overloadpacket")]
    # backward ops = bops minus one copy of each forward op
    rest = list(bops)
    for k, c in fops.items():
        for _ in range(c):
            if k in rest: rest.remove(k)
    out[name] = {"fwd": sorted(fops), "bwd": sorted(set(rest))}



IGNORE = {"t", "view", "expand", "detach", "alias", "_unsafe_view", "clone", "unsqueeze", "squeeze", "reshape",
          "permute", "transpose", "ones_like", "zeros_like", "full_like", "scalar_tensor", "new_zeros", "zeros",
          "new_empty", "empty_like", "_to_copy", "lift_fresh_copy", "sym_size"}


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--rules", default=os.path.join(os.path.dirname(__file__), "..", "rules", "derivatives.yaml"))
    ap.add_argument("--json", action="store_true", help="print the traced ops as JSON instead")
    ap.add_argument("--all", action="store_true", help="also cases whose forward runs several ops")
    a = ap.parse_args()
    if a.json:
        print(json.dumps(out, indent=1))
        return 0
    ders = yaml.safe_load(open(a.rules))["derivatives"]
    by_op = collections.defaultdict(set)
    for k, v in ders.items():
        by_op[k.split(".")[1]] |= set(v.get("emits", []))
    gaps = 0
    for name, v in out.items():
        if isinstance(v, str):
            print(f"{name}: {v}")
            continue
        if len(v["fwd"]) > 1 and not a.all:
            continue  # several forward ops: which emits what needs reading by hand (--all)
        bwd = {o[:-1] if o.endswith("_") and not o.endswith("__") else o for o in v["bwd"]}
        for fop in v["fwd"]:
            if fop not in by_op:
                continue
            missing = sorted(o for o in bwd if o not in by_op[fop] and o not in IGNORE)
            if missing:
                gaps += 1
                print(f"{name}: {fop}'s template does not emit {missing}")
    print(f"{len(out)} traced, {gaps} gaps")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
