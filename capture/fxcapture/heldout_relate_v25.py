"""Twenty-fifth held-out set for `fxmatch relate` (2026-12-04 evening, /work/data/heldout_relate_v25).

Written to score main at 730042b blind, before any change of the evening
session: captured once and scored with that commit's binary. Op families
no earlier relate set holds (cumprod, lerp, einsum, PReLU, pixel_shuffle, a
bmm self-interaction read through index tensors); like heldout_relate.py's
models they never enter the zoo.

  linattn_cumsum    causal linear attention (elu + 1 feature maps): einsum
                    outer products of keys and values, cumsum over the
                    sequence for the running state and its normaliser.
  stick_break_halt  PonderNet-style halting: one linear cell applied three
                    times, sigmoid halting probabilities turned into a
                    stick-breaking distribution with cumprod, a weighted sum
                    of the step states plus the remainder.
  rwkv_shift        RWKV-style token shift: a negative F.pad shifts the
                    LayerNorm'd sequence by one, torch.lerp mixes it with
                    learned per-channel weights, squared-ReLU key, sigmoid
                    receptance.
  espcn_prelu       ESPCN-style super-resolution: conv, per-channel PReLU,
                    conv to r^2 channels, pixel_shuffle, a bilinear upsampled
                    residual, a shared-slope PReLU, a pooled head.
  dlrm_dot          DLRM: a bottom MLP on dense features, two Embeddings of
                    sparse ids, stacked, a bmm of the stack with its
                    transpose read at upper-triangle index buffers, top MLP.
"""
from __future__ import annotations

import torch
import torch.nn as nn
import torch.nn.functional as F
from .heldout_subsets import third as _third

V25 = ["linattn_cumsum", "stick_break_halt", "rwkv_shift", "espcn_prelu", "dlrm_dot"]


class LinAttnCumsum(nn.Module):
    def __init__(self, d_in=5, d=4, classes=3):
        super().__init__()
        self.qkv = nn.Linear(d_in, 3 * d)
        self.o = nn.Linear(d, d)
        self.head = nn.Linear(d, classes)

    def forward(self, x):                                   # [B, S, d_in]
        q, k, v = self.qkv(x).chunk(3, dim=-1)
        q, k = F.elu(q) + 1.0, F.elu(k) + 1.0
        kv = torch.einsum("bsd,bse->bsde", k, v).cumsum(1)  # [B, S, d, d]
        z = k.cumsum(1)                                     # [B, S, d]
        num = torch.einsum("bsd,bsde->bse", q, kv)
        den = (q * z).sum(-1, keepdim=True) + 1e-6
        return self.head(self.o(num / den).mean(1))


class StickBreakHalt(nn.Module):
    def __init__(self, d_in=5, d=4, steps=3, classes=3):
        super().__init__()
        self.inp = nn.Linear(d_in, d)
        self.cell = nn.Linear(d, d)
        self.halt = nn.Linear(d, 1)
        self.head = nn.Linear(d, classes)
        self.steps = steps

    def forward(self, x):                                   # [B, d_in]
        h = torch.tanh(self.inp(x))
        hs, lams = [], []
        for _ in range(self.steps):
            h = torch.tanh(self.cell(h) + h)
            hs.append(h)
            lams.append(torch.sigmoid(self.halt(h)))
        lam = torch.cat(lams, dim=-1)                       # [B, T]
        keep = torch.cumprod(1.0 - lam, dim=-1)             # still running after step t
        p = lam * torch.cat([torch.ones_like(keep[:, :1]), keep[:, :-1]], dim=-1)
        out = (p.unsqueeze(-1) * torch.stack(hs, 1)).sum(1) + keep[:, -1:] * h
        return self.head(out)


class RwkvShift(nn.Module):
    def __init__(self, d_in=5, d=4, classes=3):
        super().__init__()
        self.inp = nn.Linear(d_in, d)
        self.ln = nn.LayerNorm(d)
        self.mu_k = nn.Parameter(torch.rand(d))
        self.mu_r = nn.Parameter(torch.rand(d))
        self.key = nn.Linear(d, 2 * d, bias=False)
        self.value = nn.Linear(2 * d, d, bias=False)
        self.recept = nn.Linear(d, d, bias=False)
        self.head = nn.Linear(d, classes)

    def forward(self, x):                                   # [B, S, d_in]
        h = self.ln(self.inp(x))
        prev = F.pad(h, (0, 0, 1, -1))                      # x[t-1], zeros at t = 0
        xk = torch.lerp(h, prev, self.mu_k)
        xr = torch.lerp(h, prev, self.mu_r)
        k = torch.relu(self.key(xk)).square()
        h = h + torch.sigmoid(self.recept(xr)) * self.value(k)
        return self.head(h.mean(1))


class EspcnPrelu(nn.Module):
    def __init__(self, c_in=2, c=4, r=2, classes=3):
        super().__init__()
        self.c1 = nn.Conv2d(c_in, c, 3, padding=1)
        self.a1 = nn.PReLU(c)
        self.c2 = nn.Conv2d(c, c_in * r * r, 3, padding=1)
        self.ps = nn.PixelShuffle(r)
        self.a2 = nn.PReLU()
        self.head = nn.Linear(c_in, classes)
        self.r = r

    def forward(self, x):                                   # [B, c_in, 4, 4]
        y = self.ps(self.c2(self.a1(self.c1(x))))          # [B, c_in, 8, 8]
        y = y + F.interpolate(x, scale_factor=self.r, mode="bilinear", align_corners=False)
        return self.head(self.a2(y).mean((2, 3)))


class DlrmDot(nn.Module):
    def __init__(self, dense=3, tables=(7, 5), d=4, classes=3):
        super().__init__()
        self.bot = nn.Sequential(nn.Linear(dense, d), nn.ReLU())
        self.emb = nn.ModuleList([nn.Embedding(n, d) for n in tables])
        n = len(tables) + 1
        self.register_buffer("iu", torch.triu_indices(n, n, offset=1), persistent=False)
        self.top = nn.Sequential(nn.Linear(d + n * (n - 1) // 2, 6), nn.ReLU(), nn.Linear(6, classes))

    def forward(self, dense, sparse):                       # [B, dense] float, [B, tables] long
        z = self.bot(dense)
        t = torch.stack([z] + [e(sparse[:, i]) for i, e in enumerate(self.emb)], dim=1)  # [B, n, d]
        inter = torch.bmm(t, t.transpose(1, 2))[:, self.iu[0], self.iu[1]]              # [B, n(n-1)/2]
        return self.top(torch.cat([z, inter], dim=1))


def build(name: str, g: torch.Generator, Spec, call, ce):
    y = {"labels": torch.randint(0, 3, (2,), generator=g)}
    if name == "linattn_cumsum":
        m = LinAttnCumsum()
        return Spec(m, {"x": torch.randn(2, 4, 5, generator=g)}, y, call, ce, subset_params=_third(m),
                    notes="held out (relate v25): causal linear attention, einsum, cumsum")
    if name == "stick_break_halt":
        m = StickBreakHalt()
        return Spec(m, {"x": torch.randn(2, 5, generator=g)}, y, call, ce, subset_params=_third(m),
                    notes="held out (relate v25): PonderNet halting, cumprod stick breaking")
    if name == "rwkv_shift":
        m = RwkvShift()
        return Spec(m, {"x": torch.randn(2, 4, 5, generator=g)}, y, call, ce, subset_params=_third(m),
                    notes="held out (relate v25): RWKV token shift, negative pad, lerp")
    if name == "espcn_prelu":
        m = EspcnPrelu()
        return Spec(m, {"x": torch.randn(2, 2, 4, 4, generator=g)}, y, call, ce, subset_params=_third(m),
                    notes="held out (relate v25): PReLU, pixel_shuffle, bilinear residual")
    if name == "dlrm_dot":
        m = DlrmDot()
        return Spec(m, {"dense": torch.randn(2, 3, generator=g),
                        "sparse": torch.stack([torch.randint(0, 7, (2,), generator=g),
                                               torch.randint(0, 5, (2,), generator=g)], 1)}, y, call, ce,
                    subset_params=_third(m), notes="held out (relate v25): DLRM dot interaction, bmm, index buffers")
    raise KeyError(name)
