"""Twenty-fourth held-out set for `fxmatch relate` (2026-12-04, /work/data/heldout_relate_v24).

Written after the afternoon session's two relate changes (partial shapes and
the items of unbind/split in shape_infer; a gradient has at least the rank
the reads of its leaf need), to check them blind: captured once and scored
with main at 826db65 and with b57b9d2 (before them). Like heldout_relate.py's
models they never enter the zoo.

  cos_pool        attention pooling whose keys are F.normalize'd linear
                  outputs against a learned, normalised query; a head.
  ws_conv         weight-standardised convs (`(w - mean) / std` over each
                  output channel's dims, keepdim) with GroupNorm and SiLU.
  split3_mlp      a linear whose output torch.split cuts into three parts
                  (value, gate, skip) recombined as `v * sigmoid(g) + s`.
  bitfit_ln_mlp   an MLP with LayerNorms fine-tuned on its last third of
                  parameters (biases and norm weights among them).
  unbind_gate     a linear of 2x width unbound along a new axis into two
                  halves, one gating the other, RMS-normalised, a head.
"""
from __future__ import annotations

import torch
import torch.nn as nn
import torch.nn.functional as F
from .heldout_subsets import third as _third

V24 = ["cos_pool", "ws_conv", "split3_mlp", "bitfit_ln_mlp", "unbind_gate"]


class CosPool(nn.Module):
    def __init__(self, d_in=5, d=6, classes=3):
        super().__init__()
        self.k = nn.Linear(d_in, d)
        self.v = nn.Linear(d_in, d)
        self.q = nn.Parameter(torch.randn(d))
        self.head = nn.Linear(d, classes)

    def forward(self, x):                                   # [B, S, d_in]
        k = F.normalize(self.k(x), dim=-1)
        q = F.normalize(self.q, dim=0)
        a = torch.softmax((k @ q) * 4.0, dim=-1)            # [B, S]
        return self.head((a.unsqueeze(-1) * self.v(x)).sum(1))


class WsConv(nn.Module):
    def __init__(self, c_in=3, c=4, classes=3):
        super().__init__()
        self.w1 = nn.Parameter(torch.randn(c, c_in, 3, 3) * 0.3)
        self.w2 = nn.Parameter(torch.randn(c, c, 1, 1) * 0.3)
        self.gn = nn.GroupNorm(2, c)
        self.head = nn.Linear(c, classes)

    @staticmethod
    def std_w(w):
        m = w.mean(dim=(1, 2, 3), keepdim=True)
        s = w.std(dim=(1, 2, 3), keepdim=True) + 1e-5
        return (w - m) / s

    def forward(self, x):                                   # [B, c_in, 5, 5]
        h = F.silu(self.gn(F.conv2d(x, self.std_w(self.w1), padding=1)))
        h = h + F.conv2d(h, self.std_w(self.w2))
        return self.head(h.mean((2, 3)))


class Split3Mlp(nn.Module):
    def __init__(self, d_in=5, d=4, classes=3):
        super().__init__()
        self.inp = nn.Linear(d_in, 3 * d)
        self.out = nn.Linear(d, classes)
        self.d = d

    def forward(self, x):                                   # [B, d_in]
        v, g, s = torch.split(self.inp(x), self.d, dim=-1)
        return self.out(v * torch.sigmoid(g) + s)


class BitfitLnMlp(nn.Module):
    def __init__(self, d_in=5, d=6, classes=3):
        super().__init__()
        self.l1 = nn.Linear(d_in, d)
        self.n1 = nn.LayerNorm(d)
        self.l2 = nn.Linear(d, d)
        self.n2 = nn.LayerNorm(d)
        self.head = nn.Linear(d, classes)

    def forward(self, x):                                   # [B, d_in]
        h = F.gelu(self.n1(self.l1(x)))
        h = h + F.gelu(self.n2(self.l2(h)))
        return self.head(h)


class UnbindGate(nn.Module):
    def __init__(self, d_in=5, d=4, classes=3):
        super().__init__()
        self.inp = nn.Linear(d_in, 2 * d)
        self.g = nn.Parameter(torch.ones(d))
        self.head = nn.Linear(d, classes)
        self.d = d

    def forward(self, x):                                   # [B, S, d_in]
        b, s, _ = x.shape
        a, c = self.inp(x).view(b, s, 2, self.d).unbind(2)
        h = a * torch.tanh(c)
        h = h * torch.rsqrt(h.pow(2).mean(-1, keepdim=True) + 1e-6) * self.g
        return self.head(h.mean(1))


def build(name: str, g: torch.Generator, Spec, call, ce):
    y = {"labels": torch.randint(0, 3, (2,), generator=g)}
    if name == "cos_pool":
        m = CosPool()
        return Spec(m, {"x": torch.randn(2, 4, 5, generator=g)}, y, call, ce, subset_params=_third(m),
                    notes="held out (relate v24): cosine attention pooling")
    if name == "ws_conv":
        m = WsConv()
        return Spec(m, {"x": torch.randn(2, 3, 5, 5, generator=g)}, y, call, ce, subset_params=_third(m),
                    notes="held out (relate v24): weight-standardised convs, GroupNorm")
    if name == "split3_mlp":
        m = Split3Mlp()
        return Spec(m, {"x": torch.randn(2, 5, generator=g)}, y, call, ce, subset_params=_third(m),
                    notes="held out (relate v24): torch.split into value, gate, skip")
    if name == "bitfit_ln_mlp":
        m = BitfitLnMlp()
        return Spec(m, {"x": torch.randn(2, 5, generator=g)}, y, call, ce, subset_params=_third(m),
                    notes="held out (relate v24): LayerNorm MLP, last third of parameters")
    if name == "unbind_gate":
        m = UnbindGate()
        return Spec(m, {"x": torch.randn(2, 4, 5, generator=g)}, y, call, ce, subset_params=_third(m),
                    notes="held out (relate v24): unbind halves, gate, RMS norm")
    raise KeyError(name)
