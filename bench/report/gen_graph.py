#!/usr/bin/env python3
"""A generated FX graph of about N nodes, in gm.print_readable() form, for the
report load benchmark (bench/report/load.mjs): residual MLP layers with `# File:`
lines, so the page carries realistic rows. Writes the target and a pattern
that is the same graph with every variable renamed (every row links).

    bench/report/gen_graph.py --nodes 20000 --out DIR   -> DIR/pattern.py, DIR/target.py
"""
import argparse
import os

PER_LAYER = 10


def graph(layers, prefix):
    v = lambda n: prefix + n  # noqa: E731
    out = ["class GraphModule(torch.nn.Module):",
           f'    def forward(self, {v("x")}: "f32[32, 64]"):']
    prev = v("x")
    for i in range(layers):
        w, b = f"_param_constant{2 * i}", f"_param_constant{2 * i + 1}"
        out += [
            f"        # File: /bench/model.py:{40 + i % 7} in forward, code: x = x + self.layers[{i}](x).relu() * 0.5",
            f'        {v(w)}: "f32[64, 64]" = self.{w}',
            f'        {v(f"t_{i}")}: "f32[64, 64]" = torch.ops.aten.t.default({v(w)})',
            f'        {v(b)}: "f32[64]" = self.{b}',
            f'        {v(f"addmm_{i}")}: "f32[32, 64]" = torch.ops.aten.addmm.default({v(b)}, {prev}, {v(f"t_{i}")})',
            f'        {v(f"relu_{i}")}: "f32[32, 64]" = torch.ops.aten.relu.default({v(f"addmm_{i}")})',
            f'        {v(f"mul_{i}")}: "f32[32, 64]" = torch.ops.aten.mul.Tensor({v(f"relu_{i}")}, 0.5)',
            f'        {v(f"add_{i}")}: "f32[32, 64]" = torch.ops.aten.add.Tensor({v(f"mul_{i}")}, {prev})',
            f'        {v(f"sum_{i}")}: "f32[32, 1]" = torch.ops.aten.sum.dim_IntList({v(f"add_{i}")}, [1], True)',
            f'        {v(f"div_{i}")}: "f32[32, 1]" = torch.ops.aten.div.Tensor({v(f"sum_{i}")}, 64)',
            f'        {v(f"sub_{i}")}: "f32[32, 64]" = torch.ops.aten.sub.Tensor({v(f"add_{i}")}, {v(f"div_{i}")})',
        ]
        prev = v(f"sub_{i}")
    out.append(f"        return ({prev},)")
    return "\n".join(out) + "\n"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--nodes", type=int, default=20000)
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    layers = max(1, -(-(a.nodes - 2) // PER_LAYER))  # at least N nodes
    os.makedirs(a.out, exist_ok=True)
    with open(os.path.join(a.out, "target.py"), "w") as f:
        f.write(graph(layers, ""))
    with open(os.path.join(a.out, "pattern.py"), "w") as f:
        f.write(graph(layers, "p_"))
    print(f"{layers * PER_LAYER + 2} nodes per graph ({layers} layers)")


if __name__ == "__main__":
    main()
