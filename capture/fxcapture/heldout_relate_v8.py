"""Eighth held-out set for `fxmatch relate` (2026-12-03, /work/data/heldout_relate_v8).

In-place ops whose backward needs the value as it was before the write:
autograd saves a clone taken just before the in-place op, and the traced
forward holds that clone (dead in the forward, read by the backward as a
constant). Captured and scored blind with the 4e8e5d6 binary (main before the in-place change) before any
change of that session; like heldout_relate.py's models they never enter the zoo.

  act_inplace_mlp  Linear layers with every in-place activation module PyTorch
                   has that is deterministic: SiLU, Hardswish, ReLU6, ELU,
                   LeakyReLU, SELU, CELU, Hardsigmoid, Mish, Threshold.
  se_inplace_cnn   conv + BatchNorm + Hardswish(inplace) blocks with a
                   squeeze-excitation gate applied by `mul_` and the residual
                   added by `add_`.
  lstm_inplace     a hand-written LSTM cell over four steps whose cell state is
                   updated in place (`c.mul_(f).add_(i * g)`): one tensor written
                   twice per step, each write saving what it overwrote.
  clone_pow_norm   a user `clone()` then `pow_`, `div_` and `sub_` on it (an
                   RMS-like norm written in place), so the clone autograd takes is
                   a clone of a clone.
"""
from __future__ import annotations

import torch
import torch.nn as nn
import torch.nn.functional as F

V8 = ["act_inplace_mlp", "se_inplace_cnn", "lstm_inplace", "clone_pow_norm"]


class ActInplaceMlp(nn.Module):
    def __init__(self, d_in=6, d=12, classes=4):
        super().__init__()
        acts = [nn.SiLU(inplace=True), nn.Hardswish(inplace=True), nn.ReLU6(inplace=True), nn.ELU(inplace=True),
                nn.LeakyReLU(0.1, inplace=True), nn.SELU(inplace=True), nn.CELU(0.7, inplace=True),
                nn.Hardsigmoid(inplace=True), nn.Mish(inplace=True), nn.Threshold(0.05, -1.0, inplace=True)]
        self.inp = nn.Linear(d_in, d)
        self.layers = nn.ModuleList([nn.Linear(d, d) for _ in acts])
        self.acts = nn.ModuleList(acts)
        self.head = nn.Linear(d, classes)

    def forward(self, x):
        h = self.inp(x)
        for lin, act in zip(self.layers, self.acts):
            h = act(lin(h))
        return self.head(h)


class _SeBlock(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.conv = nn.Conv2d(c, c, 3, padding=1, bias=False)
        self.bn = nn.BatchNorm2d(c)
        self.act = nn.Hardswish(inplace=True)
        self.se1 = nn.Linear(c, c // 2)
        self.se2 = nn.Linear(c // 2, c)

    def forward(self, x):
        h = self.act(self.bn(self.conv(x)))
        s = torch.sigmoid(self.se2(F.relu(self.se1(h.mean((2, 3))))))
        h.mul_(s[:, :, None, None])
        return h.add_(x)


class SeInplaceCnn(nn.Module):
    def __init__(self, c=8, n=2, classes=3):
        super().__init__()
        self.stem = nn.Conv2d(3, c, 3, padding=1)
        self.blocks = nn.ModuleList([_SeBlock(c) for _ in range(n)])
        self.head = nn.Linear(c, classes)

    def forward(self, x):
        h = self.stem(x)
        for b in self.blocks:
            h = b(h)
        return self.head(h.mean((2, 3)))


class LstmInplace(nn.Module):
    def __init__(self, d_in=5, d=8, steps=4, classes=3):
        super().__init__()
        self.d, self.steps = d, steps
        self.ih = nn.Linear(d_in, 4 * d)
        self.hh = nn.Linear(d, 4 * d, bias=False)
        self.head = nn.Linear(d, classes)

    def forward(self, x):
        B = x.shape[0]
        h = x.new_zeros(B, self.d)
        c = x.new_zeros(B, self.d)
        for t in range(self.steps):
            i, f, g, o = (self.ih(x[:, t]) + self.hh(h)).chunk(4, -1)
            c = c.mul_(torch.sigmoid(f)).add_(torch.sigmoid(i) * torch.tanh(g)) if t else \
                torch.sigmoid(i) * torch.tanh(g)
            h = torch.sigmoid(o) * torch.tanh(c)
        return self.head(h)


class ClonePowNorm(nn.Module):
    def __init__(self, d_in=6, d=10, classes=4, n=2):
        super().__init__()
        self.inp = nn.Linear(d_in, d)
        self.layers = nn.ModuleList([nn.Linear(d, d) for _ in range(n)])
        self.scale = nn.Parameter(torch.ones(d))
        self.head = nn.Linear(d, classes)

    def forward(self, x):
        h = self.inp(x)
        for lin in self.layers:
            y = lin(h)
            z = y.clone()
            z.pow_(2)
            r = z.mean(-1, keepdim=True).add_(1e-5).sqrt_()
            y = y.clone().div_(r).sub_(y.mean(-1, keepdim=True))
            h = h + y * self.scale
        return self.head(h)


def build(name: str, g: torch.Generator, Spec, call, ce):
    if name == "act_inplace_mlp":
        return Spec(ActInplaceMlp(), {"x": torch.randn(4, 6, generator=g)},
                    {"labels": torch.randint(0, 4, (4,), generator=g)}, call, ce,
                    notes="held out (relate v8): every deterministic in-place activation module")
    if name == "se_inplace_cnn":
        return Spec(SeInplaceCnn(), {"x": torch.randn(2, 3, 6, 6, generator=g)},
                    {"labels": torch.randint(0, 3, (2,), generator=g)}, call, ce,
                    notes="held out (relate v8): conv/BN/Hardswish_ blocks, SE gate by mul_, residual add_")
    if name == "lstm_inplace":
        return Spec(LstmInplace(), {"x": torch.randn(3, 4, 5, generator=g)},
                    {"labels": torch.randint(0, 3, (3,), generator=g)}, call, ce,
                    notes="held out (relate v8): LSTM cell whose state is updated in place")
    if name == "clone_pow_norm":
        return Spec(ClonePowNorm(), {"x": torch.randn(4, 6, generator=g)},
                    {"labels": torch.randint(0, 4, (4,), generator=g)}, call, ce,
                    notes="held out (relate v8): clone, then pow_/div_/sub_ on it")
    raise KeyError(name)
