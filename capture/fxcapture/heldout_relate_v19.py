"""Nineteenth held-out set for `fxmatch relate` (2026-12-03, /work/data/heldout_relate_v19).

A blind check of the evidence hypothesis's alignment (a segment makes no more
of B's gradients than its op reads parameters; only activations make a
segment run; nothing runs below the last segment): more subsets that are not
a tail, on architectures no earlier set holds. Captured and scored with
main at 7de3070 and with the change before either figure was looked at;
like heldout_relate.py's models they never enter the zoo.

  prefix_gru     a GRU-style gated recurrence unrolled over 4 steps (sigmoid
                 gates, tanh candidate, shared weights across steps) after a
                 learned prefix; subset = the prefix and the output head.
  ia3_mlp        IA3-style learned rescaling vectors (elementwise scales on
                 the hidden activations of a 3-layer SiLU MLP); subset = the
                 scaling vectors only.
  side_tune_cnn  a frozen conv trunk with a small trainable side network
                 (1x1 convs) whose output is added to the trunk's before the
                 head; subset = the side network and the head.
  dora_linear    a DoRA-like layer (magnitude vector times the normalised
                 sum of a frozen weight and a low-rank update) in a 2-layer
                 MLP; subset = the magnitude and the low-rank factors.
"""
from __future__ import annotations

import torch
import torch.nn as nn
import torch.nn.functional as F
from .heldout_subsets import where as _where

V19 = ["prefix_gru", "ia3_mlp", "side_tune_cnn", "dora_linear"]


class PrefixGru(nn.Module):
    def __init__(self, d_in=5, d=6, steps=4, classes=3):
        super().__init__()
        self.prefix = nn.Parameter(torch.randn(1, d) * 0.1)
        self.inp = nn.Linear(d_in, d)
        self.wz = nn.Linear(2 * d, d)
        self.wr = nn.Linear(2 * d, d)
        self.wh = nn.Linear(2 * d, d)
        self.head = nn.Linear(d, classes)
        self.steps = steps

    def forward(self, x):                                   # [B, T, d_in]
        h = self.prefix.expand(x.shape[0], -1)
        for t in range(self.steps):
            u = self.inp(x[:, t])
            hu = torch.cat([h, u], dim=-1)
            z = torch.sigmoid(self.wz(hu))
            r = torch.sigmoid(self.wr(hu))
            c = torch.tanh(self.wh(torch.cat([r * h, u], dim=-1)))
            h = (1 - z) * h + z * c
        return self.head(h)


class Ia3Mlp(nn.Module):
    def __init__(self, d=8, classes=3):
        super().__init__()
        self.l1 = nn.Linear(d, 2 * d)
        self.l2 = nn.Linear(2 * d, 2 * d)
        self.l3 = nn.Linear(2 * d, d)
        self.s1 = nn.Parameter(torch.ones(2 * d))
        self.s2 = nn.Parameter(torch.ones(2 * d))
        self.head = nn.Linear(d, classes)

    def forward(self, x):
        h = F.silu(self.l1(x)) * self.s1
        h = F.silu(self.l2(h)) * self.s2
        return self.head(F.silu(self.l3(h)))


class SideTuneCnn(nn.Module):
    def __init__(self, c=6, classes=4):
        super().__init__()
        self.t1 = nn.Conv2d(3, c, 3, padding=1)
        self.t2 = nn.Conv2d(c, c, 3, padding=1)
        self.t3 = nn.Conv2d(c, c, 3, padding=1)
        self.s1 = nn.Conv2d(3, 2, 1)
        self.s2 = nn.Conv2d(2, c, 1)
        self.head = nn.Linear(c, classes)

    def forward(self, x):
        trunk = F.relu(self.t3(F.relu(self.t2(F.relu(self.t1(x))))))
        side = self.s2(F.relu(self.s1(x)))
        return self.head((trunk + side).mean((2, 3)))


class _Dora(nn.Module):
    def __init__(self, a, b, r=2):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(b, a) * 0.3)
        self.bias = nn.Parameter(torch.zeros(b))
        self.m = nn.Parameter(torch.ones(b, 1))
        self.A = nn.Parameter(torch.randn(r, a) * 0.3)
        self.B = nn.Parameter(torch.randn(b, r) * 0.1)

    def forward(self, x):
        w = self.weight + self.B @ self.A
        w = self.m * w / w.norm(dim=1, keepdim=True)
        return F.linear(x, w, self.bias)


class DoraLinear(nn.Module):
    def __init__(self, d=6, classes=3):
        super().__init__()
        self.l1 = _Dora(d, 2 * d)
        self.l2 = _Dora(2 * d, d)
        self.head = nn.Linear(d, classes)

    def forward(self, x):
        return self.head(torch.tanh(self.l2(F.gelu(self.l1(x)))))


def build(name: str, g: torch.Generator, Spec, call, ce):
    if name == "prefix_gru":
        m = PrefixGru()
        return Spec(m, {"x": torch.randn(2, 4, 5, generator=g)}, {"labels": torch.randint(0, 3, (2,), generator=g)},
                    call, ce, subset=_where(m, lambda n: n.startswith(("prefix", "head."))),
                    notes="held out (relate v19): unrolled GRU cell; subset = the prefix and the head")
    if name == "ia3_mlp":
        m = Ia3Mlp()
        return Spec(m, {"x": torch.randn(4, 8, generator=g)}, {"labels": torch.randint(0, 3, (4,), generator=g)},
                    call, ce, subset=_where(m, lambda n: n in ("s1", "s2")),
                    notes="held out (relate v19): IA3 scaling vectors only")
    if name == "side_tune_cnn":
        m = SideTuneCnn()
        return Spec(m, {"x": torch.randn(2, 3, 6, 6, generator=g)}, {"labels": torch.randint(0, 4, (2,), generator=g)},
                    call, ce, subset=_where(m, lambda n: n.startswith(("s1.", "s2.", "head."))),
                    notes="held out (relate v19): frozen conv trunk, trainable side network and head")
    if name == "dora_linear":
        m = DoraLinear()
        return Spec(m, {"x": torch.randn(4, 6, generator=g)}, {"labels": torch.randint(0, 3, (4,), generator=g)},
                    call, ce, subset=_where(m, lambda n: n.endswith((".m", ".A", ".B"))),
                    notes="held out (relate v19): DoRA magnitude and low-rank factors")
    raise KeyError(name)
