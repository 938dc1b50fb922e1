"""Regenerates the small real samples in this directory (torch >= 2.2).

Usage: python3 make_samples.py OUTDIR   (not run by the build)

torch213_logs.txt was captured separately: TORCH_LOGS=aot_graphs,graph_code
with torch.compile(f, backend="aot_eager", dynamic=True) on
f = lambda x, y: (torch.sin(x) * y).sum() + x.shape[0], and the long
"aot_config id" metadata lines removed. torch20_backward.txt is a torch-2.0
style (unquoted annotations) excerpt adapted from a forum post.
"""
import os
import sys

import torch
from torch.fx.experimental.proxy_tensor import make_fx


def f(x, w, idx):
    y = torch.mm(x, w)
    v, i = torch.max(y, dim=1)
    z = torch.nn.functional.gelu(y).sum() * 0.5
    e = torch.empty(3, dtype=torch.float32, device="cpu")
    return z + v.sum() + e.sum(), idx.to(torch.int64)[0], (i, y.to(torch.bfloat16))


def g(x):
    n = x.shape[0]
    return x.view(n // 2, 2).cos() + torch.tensor([1.0, 2.0]), n * 2


def write(outdir, name, text):
    with open(os.path.join(outdir, name), "w") as fh:
        fh.write(text if text.endswith("\n") else text + "\n")


def main(outdir):
    os.makedirs(outdir, exist_ok=True)
    args = (torch.randn(4, 3), torch.randn(3, 5), torch.tensor([True, False]))
    gm = make_fx(f)(*args)
    write(outdir, "makefx_code.txt", gm.code)
    write(outdir, "makefx_readable.txt", gm.print_readable(print_output=False))
    write(outdir, "makefx_graph.txt", str(gm.graph))
    gs = make_fx(g, tracing_mode="symbolic")(torch.randn(8))
    write(outdir, "symbolic_code.txt", gs.print_readable(print_output=False, include_stride=True, include_device=True))
    write(outdir, "symbolic_graph.txt", str(gs.graph))


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "samples")
