"""Ninth held-out set for `fxmatch relate` (2026-12-03, /work/data/heldout_relate_v9).

Fine-tuning subsets that train one output of a fused backward op: the
backward's `output_mask` (`native_batch_norm_backward(..., [False, False,
True])`, `convolution_backward(..., [False, False, True])`) computes only the
gradients asked for, and getitem k of it is the k-th input's gradient.
Captured and scored blind with the a6eba56 binary before the change of that
session that reads it; like heldout_relate.py's models they never enter the zoo.

  norm_bias_tune    conv + BatchNorm + ReLU, conv + GroupNorm + SiLU, linear +
                    LayerNorm, head; subset = the three norms' biases.
  norm_weight_tune  the same network; subset = the three norms' weights.
  conv_bias_tune    three convs with biases (BatchNorm between the first two),
                    head; subset = the conv biases and the head's bias.
"""
from __future__ import annotations

import torch
import torch.nn as nn
import torch.nn.functional as F

V9 = ["norm_bias_tune", "norm_weight_tune", "conv_bias_tune"]


class NormNet(nn.Module):
    def __init__(self, c=6, d=10, classes=4):
        super().__init__()
        self.conv1 = nn.Conv2d(3, c, 3, padding=1, bias=False)
        self.bn = nn.BatchNorm2d(c)
        self.conv2 = nn.Conv2d(c, c, 3, padding=1, bias=False)
        self.gn = nn.GroupNorm(2, c)
        self.fc = nn.Linear(c, d)
        self.ln = nn.LayerNorm(d)
        self.head = nn.Linear(d, classes)

    def forward(self, x):
        h = F.relu(self.bn(self.conv1(x)))
        h = F.silu(self.gn(self.conv2(h)))
        return self.head(self.ln(self.fc(h.mean((2, 3)))))


class ConvBiasNet(nn.Module):
    def __init__(self, c=(3, 6, 8, 8), classes=3):
        super().__init__()
        self.c1 = nn.Conv2d(c[0], c[1], 3, padding=1)
        self.bn = nn.BatchNorm2d(c[1])
        self.c2 = nn.Conv2d(c[1], c[2], 3, padding=1)
        self.c3 = nn.Conv2d(c[2], c[3], 1)
        self.head = nn.Linear(c[3], classes)

    def forward(self, x):
        h = F.relu(self.bn(self.c1(x)))
        h = F.gelu(self.c2(h))
        return self.head(torch.tanh(self.c3(h)).mean((2, 3)))


def _where(m: nn.Module, keep) -> tuple:
    return tuple(i for i, (n, _) in enumerate(m.named_parameters()) if keep(n))


def build(name: str, g: torch.Generator, Spec, call, ce):
    x = {"x": torch.randn(2, 3, 6, 6, generator=g)}
    if name == "norm_bias_tune":
        m = NormNet()
        return Spec(m, x, {"labels": torch.randint(0, 4, (2,), generator=g)}, call, ce,
                    subset=_where(m, lambda n: n in ("bn.bias", "gn.bias", "ln.bias")),
                    notes="held out (relate v9): subset = BatchNorm/GroupNorm/LayerNorm biases")
    if name == "norm_weight_tune":
        m = NormNet()
        return Spec(m, x, {"labels": torch.randint(0, 4, (2,), generator=g)}, call, ce,
                    subset=_where(m, lambda n: n in ("bn.weight", "gn.weight", "ln.weight")),
                    notes="held out (relate v9): subset = BatchNorm/GroupNorm/LayerNorm weights")
    if name == "conv_bias_tune":
        m = ConvBiasNet()
        return Spec(m, x, {"labels": torch.randint(0, 3, (2,), generator=g)}, call, ce,
                    subset=_where(m, lambda n: n in ("c1.bias", "c2.bias", "c3.bias", "head.bias")),
                    notes="held out (relate v9): subset = conv biases and the head's bias")
    raise KeyError(name)
