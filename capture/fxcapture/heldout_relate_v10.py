"""Tenth held-out set for `fxmatch relate` (2026-12-03, /work/data/heldout_relate_v10).

Attention scores with broadcast additive terms, some of which get no
gradient: a learned relative-position bias `[1, H, S, S]` (its gradient is
summed back over the batch) next to a padding mask `[B, 1, 1, S]` and a causal
mask that require no grad. Captured and scored blind with the c40d7e5 binary
before the change of that session that reads which broadcast operands require
grad; like heldout_relate.py's models they never enter the zoo.

  relpos_bias_attn  two attention blocks sharing a learned relative-position
                    bias table (T5-style bucketless), padding mask added.
  alibi_causal      ALiBi slopes times distance (a buffer) plus a causal mask,
                    pre-norm blocks with a GELU MLP.
"""
from __future__ import annotations

import torch
import torch.nn as nn
import torch.nn.functional as F

V10 = ["relpos_bias_attn", "alibi_causal"]


class _Attn(nn.Module):
    def __init__(self, d, h):
        super().__init__()
        self.h = h
        self.qkv = nn.Linear(d, 3 * d, bias=False)
        self.o = nn.Linear(d, d, bias=False)

    def forward(self, x, bias):
        B, S, D = x.shape
        q, k, v = (t.reshape(B, S, self.h, D // self.h).transpose(1, 2) for t in self.qkv(x).chunk(3, -1))
        a = torch.softmax(q @ k.transpose(-1, -2) + bias, -1) @ v
        return self.o(a.transpose(1, 2).reshape(B, S, D))


class RelposBiasAttn(nn.Module):
    def __init__(self, d=12, h=3, s=5, n=2, classes=3):
        super().__init__()
        self.s = s
        self.inp = nn.Linear(4, d)
        self.rel = nn.Parameter(torch.randn(2 * s - 1, h) * 0.1)
        self.blocks = nn.ModuleList([_Attn(d, h) for _ in range(n)])
        self.norms = nn.ModuleList([nn.LayerNorm(d) for _ in range(n)])
        self.head = nn.Linear(d, classes)

    def forward(self, x, pad):
        h = self.inp(x)
        idx = torch.arange(self.s)
        rel = self.rel[idx[None, :] - idx[:, None] + self.s - 1].permute(2, 0, 1).unsqueeze(0)  # [1, H, S, S]
        mask = (1.0 - pad[:, None, None, :]) * -1e4  # [B, 1, 1, S], no grad
        for blk, ln in zip(self.blocks, self.norms):
            h = ln(h + blk(h, rel + mask))
        return self.head(h.mean(1))


class AlibiCausal(nn.Module):
    def __init__(self, d=12, h=4, s=6, n=2, classes=3):
        super().__init__()
        self.inp = nn.Linear(5, d)
        self.blocks = nn.ModuleList([_Attn(d, h) for _ in range(n)])
        self.ln1 = nn.ModuleList([nn.LayerNorm(d) for _ in range(n)])
        self.ln2 = nn.ModuleList([nn.LayerNorm(d) for _ in range(n)])
        self.mlp = nn.ModuleList([nn.Sequential(nn.Linear(d, 2 * d), nn.GELU(), nn.Linear(2 * d, d)) for _ in range(n)])
        self.head = nn.Linear(d, classes)
        slopes = torch.tensor([2.0 ** (-8 * (i + 1) / h) for i in range(h)])
        dist = torch.arange(s)[None, :] - torch.arange(s)[:, None]
        self.register_buffer("alibi", (slopes[:, None, None] * dist[None].float())[None])  # [1, H, S, S]
        self.register_buffer("causal", torch.triu(torch.full((s, s), -1e4), 1))

    def forward(self, x):
        h = self.inp(x)
        bias = self.alibi + self.causal
        for blk, a, b, m in zip(self.blocks, self.ln1, self.ln2, self.mlp):
            h = h + blk(a(h), bias)
            h = h + m(b(h))
        return self.head(h[:, -1])


def build(name: str, g: torch.Generator, Spec, call, ce):
    if name == "relpos_bias_attn":
        pad = torch.ones(2, 5)
        pad[1, 3:] = 0
        return Spec(RelposBiasAttn(), {"x": torch.randn(2, 5, 4, generator=g), "pad": pad},
                    {"labels": torch.randint(0, 3, (2,), generator=g)}, call, ce,
                    notes="held out (relate v10): learned relative-position bias + padding mask")
    if name == "alibi_causal":
        return Spec(AlibiCausal(), {"x": torch.randn(2, 6, 5, generator=g)},
                    {"labels": torch.randint(0, 3, (2,), generator=g)}, call, ce,
                    notes="held out (relate v10): ALiBi bias + causal mask (buffers)")
    raise KeyError(name)
