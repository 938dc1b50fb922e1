"""Twenty-sixth held-out set for `fxmatch relate` (2026-12-04 evening, second set, /work/data/heldout_relate_v26).

Written to check main at ff3e414 blind after the evening session's relate
changes: a value read as item k of a list is item k of the forward's list
(index's index_put indices); a template's direct positions hold only in the
formula of the argument whose gradient the reading chain makes (lerp's end -
self); cumprod_backward's positions; a subset's buffers chosen among every
choice where the evidence hypothesis and the first run's grades disagree
(attributes with no path to the loss excluded); the sum-to of a broadcast view
of a parameter made in the broadcasting op's segment (PReLU). Captured once
and scored with ff3e414 and with 730042b (before them). Op families no
earlier relate set holds (two index tensors into a learned table,
index_select of a parameter, lerp with a 0-d weight, addcmul/addcdiv,
LayerScale, hypot/atan2/logaddexp, BatchNorm1d, a parallel minGRU scan);
like heldout_relate.py's models they never enter the zoo.
  relpos2d_attn    Swin-style 2-d relative position bias: a learned table
                   [H, 2W-1, 2W-1] read at two index buffers (`table[:, ri, rj]`),
                   added to two-head softmax attention over tokens embedded
                   with index_select of a learned [V, d] matrix; subset = the
                   table and the head (not a tail).
  ema_lerp_cell    a gated recurrence unrolled 3 steps with shared weights,
                   smoothed by torch.lerp with a 0-d learned weight
                   (sigmoid of a scalar parameter); readout through addcmul
                   and addcdiv (softplus + 1 denominator).
  layerscale_prelu a conv block with a hand-written ChannelNorm (mean/var over
                   channels, keepdim, gamma and beta viewed [1, C, 1, 1]), a
                   PReLU(C) inside the residual branch, LayerScale
                   (`x + ls.view(1, C, 1, 1) * y`), pooled head.
  mingru_scan      a parallel minGRU layer: z = sigmoid, decay cumprod(1 - z)
                   over time, exclusive cumprod via cat, a cumsum of
                   z * h~ / A; a residual and a LayerNorm'd head.
  polar_bn_mlp     a BatchNorm1d MLP whose head is registered before its body:
                   a linear to 2d split into (u, v), hypot / atan2 / logaddexp
                   of the pair, a second BatchNorm1d; subset = the last third
                   by registration (lin2's bias and bn2), not the last-read head.
"""
from __future__ import annotations

import torch
import torch.nn as nn
import torch.nn.functional as F
from .heldout_subsets import third as _third, where as _where

V26 = ["relpos2d_attn", "ema_lerp_cell", "layerscale_prelu", "mingru_scan", "polar_bn_mlp"]


class Relpos2dAttn(nn.Module):
    def __init__(self, vocab=7, w=2, d=4, heads=2, classes=3):
        super().__init__()
        self.tok = nn.Parameter(torch.randn(vocab, d) * 0.5)
        self.table = nn.Parameter(torch.randn(heads, 2 * w - 1, 2 * w - 1) * 0.1)
        ys, xs = torch.meshgrid(torch.arange(w), torch.arange(w), indexing="ij")
        ys, xs = ys.flatten(), xs.flatten()                 # S = w * w tokens of a window
        self.register_buffer("ri", ys[:, None] - ys[None, :] + w - 1, persistent=False)
        self.register_buffer("rj", xs[:, None] - xs[None, :] + w - 1, persistent=False)
        self.qkv = nn.Linear(d, 3 * d)
        self.proj = nn.Linear(d, d)
        self.head = nn.Linear(d, classes)
        self.h, self.dh = heads, d // heads

    def forward(self, ids):                                 # [B, S] long
        B, S = ids.shape
        x = torch.index_select(self.tok, 0, ids.reshape(-1)).view(B, S, -1)
        q, k, v = self.qkv(x).view(B, S, 3, self.h, self.dh).permute(2, 0, 3, 1, 4)
        bias = self.table[:, self.ri, self.rj]              # [H, S, S]
        a = torch.softmax(q @ k.transpose(-2, -1) * self.dh ** -0.5 + bias.unsqueeze(0), dim=-1)
        o = (a @ v).transpose(1, 2).reshape(B, S, -1)
        return self.head((x + self.proj(o)).mean(1))


class EmaLerpCell(nn.Module):
    def __init__(self, d_in=5, d=4, steps=3, classes=3):
        super().__init__()
        self.wx = nn.Linear(d_in, d)
        self.uh = nn.Linear(d, d, bias=False)
        self.alpha = nn.Parameter(torch.tensor(0.3))        # 0-d: the smoothing rate
        self.num = nn.Linear(d, d)
        self.den = nn.Linear(d, d)
        self.head = nn.Linear(d, classes)
        self.steps = steps

    def forward(self, x):                                   # [B, S, d_in], S >= steps
        rate = torch.sigmoid(self.alpha)
        s = torch.zeros(x.shape[0], self.uh.weight.shape[0], dtype=x.dtype)
        for t in range(self.steps):
            cand = torch.tanh(self.wx(x[:, t]) + self.uh(s))
            s = torch.lerp(s, cand, rate)
        g = torch.sigmoid(self.num(s))
        out = torch.addcmul(s, g, cand, value=0.5)
        out = torch.addcdiv(out, self.num(out), F.softplus(self.den(s)) + 1.0, value=0.25)
        return self.head(out)


class LayerscalePrelu(nn.Module):
    def __init__(self, c_in=2, c=4, classes=3):
        super().__init__()
        self.stem = nn.Conv2d(c_in, c, 3, padding=1)
        self.gamma = nn.Parameter(1.0 + 0.1 * torch.randn(c))
        self.beta = nn.Parameter(0.1 * torch.randn(c))
        self.c1 = nn.Conv2d(c, c, 3, padding=1)
        self.act = nn.PReLU(c)
        self.c2 = nn.Conv2d(c, c, 1)
        self.ls = nn.Parameter(torch.full((c,), 0.1))
        self.head = nn.Linear(c, classes)

    def forward(self, x):                                   # [B, c_in, 4, 4]
        h = self.stem(x)
        mu = h.mean(1, keepdim=True)
        var = (h - mu).pow(2).mean(1, keepdim=True)
        n = (h - mu) / torch.sqrt(var + 1e-5)
        n = n * self.gamma.view(1, -1, 1, 1) + self.beta.view(1, -1, 1, 1)
        y = self.c2(self.act(self.c1(n)))
        h = h + self.ls.view(1, -1, 1, 1) * y
        return self.head(h.mean((2, 3)))


class MinGruScan(nn.Module):
    def __init__(self, d_in=5, d=4, classes=3):
        super().__init__()
        self.inp = nn.Linear(d_in, d)
        self.z = nn.Linear(d, d)
        self.hh = nn.Linear(d, d)
        self.ln = nn.LayerNorm(d)
        self.head = nn.Linear(d, classes)

    def forward(self, x):                                   # [B, S, d_in]
        u = torch.tanh(self.inp(x))
        z = torch.sigmoid(self.z(u))
        cand = self.hh(u)
        A = torch.cumprod(1.0 - z, dim=1)                  # decay up to and including t
        prev = torch.cat([torch.ones_like(A[:, :1]), A[:, :-1]], dim=1)   # exclusive
        h = A * torch.cumsum(z * cand / A, dim=1)           # h_t = (1 - z_t) h_{t-1} + z_t h~_t
        h = h + 0.5 * prev * u
        return self.head(self.ln(h + u).mean(1))


class PolarBnMlp(nn.Module):
    def __init__(self, d_in=5, d=4, classes=3):
        super().__init__()
        self.head = nn.Linear(3 * d, classes)               # registered first, read last
        self.lin1 = nn.Linear(d_in, 6)
        self.bn1 = nn.BatchNorm1d(6)
        self.lin2 = nn.Linear(6, 2 * d)
        self.bn2 = nn.BatchNorm1d(3 * d)

    def forward(self, x):                                   # [B, d_in]
        u, v = self.lin2(torch.relu(self.bn1(self.lin1(x)))).chunk(2, dim=-1)
        f = torch.cat([torch.hypot(u, v), torch.atan2(v, u), torch.logaddexp(u, v)], dim=-1)
        return self.head(self.bn2(f))


def build(name: str, g: torch.Generator, Spec, call, ce):
    y = {"labels": torch.randint(0, 3, (2,), generator=g)}
    if name == "relpos2d_attn":
        m = Relpos2dAttn()
        return Spec(m, {"ids": torch.randint(0, 7, (2, 4), generator=g)}, y, call, ce,
                    subset=_where(m, lambda n: n == "table" or n.startswith("head.")),
                    notes="held out (relate v26): 2-d relative position table at two index buffers, index_select")
    if name == "ema_lerp_cell":
        m = EmaLerpCell()
        return Spec(m, {"x": torch.randn(2, 3, 5, generator=g)}, y, call, ce, subset_params=_third(m),
                    notes="held out (relate v26): shared-weight recurrence, lerp with a 0-d weight, addcmul/addcdiv")
    if name == "layerscale_prelu":
        m = LayerscalePrelu()
        return Spec(m, {"x": torch.randn(2, 2, 4, 4, generator=g)}, y, call, ce, subset_params=_third(m),
                    notes="held out (relate v26): ChannelNorm, PReLU(C) in a residual, LayerScale")
    if name == "mingru_scan":
        m = MinGruScan()
        return Spec(m, {"x": torch.randn(2, 4, 5, generator=g)}, y, call, ce, subset_params=_third(m),
                    notes="held out (relate v26): parallel minGRU, cumprod decay, cumsum scan")
    if name == "polar_bn_mlp":
        m = PolarBnMlp()
        return Spec(m, {"x": torch.randn(4, 5, generator=g)}, {"labels": torch.randint(0, 3, (4,), generator=g)},
                    call, ce, subset_params=_third(m),
                    notes="held out (relate v26): BatchNorm1d MLP, hypot/atan2/logaddexp; head registered first")
    raise KeyError(name)
