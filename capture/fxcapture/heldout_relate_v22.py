"""Twenty-second held-out set for `fxmatch relate` (2026-12-04, /work/data/heldout_relate_v22).

Written after the 2026-12-04 day session's three relate changes (a
contribution to an accumulated parameter gradient may be made where a value
passing the parameter its gradient unchanged is read; a must-run segment in
the evidence hypothesis costs half; the clone autograd saves before an
in-place write is no read of the view), to check them blind: captured once
and scored with main at aa7e5a8 and with ddaa90a (before them). Like
heldout_relate.py's models they never enter the zoo.

  dora_conv        DoRA on a 1x1 conv's weight viewed as a matrix
                   (`m * (W + B @ A) / ||W + B @ A||` per output channel, W
                   trained too), ReLU, pooling, linear head.
  rope_subset      a one-layer decoder with hand-written rotary embeddings from
                   an `inv_freq` buffer (cos/sin made in the forward), fine-tuned
                   on its last third of parameters.
  slice_inplace    a linear whose first k features are scaled in place by a
                   learned vector (`h[:, :k].mul_(s)`) and whose last feature gets
                   a learned bias added in place (`h[:, -1].add_(b)`), GELU, head.
  sinus_subset     a sinusoidal position table (a buffer) added to projected
                   tokens, a residual MLP block, mean pooling; fine-tuned on its
                   last third of parameters.
"""
from __future__ import annotations

import math

import torch
import torch.nn as nn
import torch.nn.functional as F
from .heldout_subsets import third as _third

V22 = ["dora_conv", "rope_subset", "slice_inplace", "sinus_subset"]


class DoraConv(nn.Module):
    def __init__(self, c_in=3, c=5, r=2, classes=3):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(c, c_in) * 0.3)
        self.a = nn.Parameter(torch.randn(r, c_in) * 0.2)
        self.b = nn.Parameter(torch.randn(c, r) * 0.2)
        self.m = nn.Parameter(torch.rand(c, 1) + 0.5)
        self.bias = nn.Parameter(torch.zeros(c))
        self.head = nn.Linear(c, classes)

    def forward(self, x):                                   # [B, c_in, 4, 4]
        w = self.weight + self.b @ self.a
        w = self.m * w / w.norm(p=2, dim=1, keepdim=True)
        h = F.conv2d(x, w[:, :, None, None], self.bias)
        return self.head(F.relu(h).mean((2, 3)))


class RopeSubset(nn.Module):
    def __init__(self, d=8, heads=2, classes=3):
        super().__init__()
        self.h, self.dh = heads, d // heads
        self.emb = nn.Linear(5, d)
        self.qkv = nn.Linear(d, 3 * d)
        self.o = nn.Linear(d, d)
        self.norm = nn.LayerNorm(d)
        self.head = nn.Linear(d, classes)
        self.register_buffer("inv_freq", 1.0 / (10000 ** (torch.arange(0, self.dh, 2).float() / self.dh)))

    def rot(self, x, cos, sin):
        x1, x2 = x[..., : self.dh // 2], x[..., self.dh // 2:]
        return x * cos + torch.cat([-x2, x1], dim=-1) * sin

    def forward(self, x):                                   # [B, S, 5]
        b, s, _ = x.shape
        h = self.emb(x)
        t = torch.arange(s, dtype=torch.float32)
        f = torch.outer(t, self.inv_freq)
        e = torch.cat([f, f], dim=-1)
        cos, sin = e.cos()[None, None], e.sin()[None, None]
        q, k, v = self.qkv(h).view(b, s, 3, self.h, self.dh).permute(2, 0, 3, 1, 4)
        q, k = self.rot(q, cos, sin), self.rot(k, cos, sin)
        a = torch.softmax(q @ k.transpose(-1, -2) / math.sqrt(self.dh), dim=-1) @ v
        h = h + self.o(a.transpose(1, 2).reshape(b, s, -1))
        return self.head(self.norm(h).mean(1))


class SliceInplace(nn.Module):
    def __init__(self, d_in=5, d=6, k=3, classes=3):
        super().__init__()
        self.lin = nn.Linear(d_in, d)
        self.s = nn.Parameter(torch.rand(k) + 0.5)
        self.b = nn.Parameter(torch.randn(1) * 0.1)
        self.head = nn.Linear(d, classes)
        self.k = k

    def forward(self, x):                                   # [B, d_in]
        h = self.lin(x)
        h[:, : self.k].mul_(self.s)
        h[:, -1].add_(self.b)
        return self.head(F.gelu(h))


class SinusSubset(nn.Module):
    def __init__(self, d_in=4, d=6, s=5, classes=3):
        super().__init__()
        pos = torch.arange(s).float()[:, None]
        div = torch.exp(torch.arange(0, d, 2).float() * (-math.log(100.0) / d))
        pe = torch.zeros(s, d)
        pe[:, 0::2] = torch.sin(pos * div)
        pe[:, 1::2] = torch.cos(pos * div)
        self.register_buffer("pe", pe)
        self.proj = nn.Linear(d_in, d)
        self.ff1 = nn.Linear(d, 2 * d)
        self.ff2 = nn.Linear(2 * d, d)
        self.head = nn.Linear(d, classes)

    def forward(self, x):                                   # [B, S, d_in]
        h = self.proj(x) + self.pe
        h = h + self.ff2(F.silu(self.ff1(h)))
        return self.head(h.mean(1))


def build(name: str, g: torch.Generator, Spec, call, ce):
    y = {"labels": torch.randint(0, 3, (2,), generator=g)}
    if name == "dora_conv":
        m = DoraConv()
        return Spec(m, {"x": torch.randn(2, 3, 4, 4, generator=g)}, y, call, ce, subset_params=_third(m),
                    notes="held out (relate v22): DoRA on a 1x1 conv")
    if name == "rope_subset":
        m = RopeSubset()
        return Spec(m, {"x": torch.randn(2, 4, 5, generator=g)}, y, call, ce, subset_params=_third(m),
                    notes="held out (relate v22): rotary embeddings from an inv_freq buffer")
    if name == "slice_inplace":
        m = SliceInplace()
        return Spec(m, {"x": torch.randn(2, 5, generator=g)}, y, call, ce, subset_params=_third(m),
                    notes="held out (relate v22): in-place scale and add on slices of a linear's output")
    if name == "sinus_subset":
        m = SinusSubset()
        return Spec(m, {"x": torch.randn(2, 5, 4, generator=g)}, y, call, ce, subset_params=_third(m),
                    notes="held out (relate v22): sinusoidal position buffer, residual MLP")
    raise KeyError(name)
