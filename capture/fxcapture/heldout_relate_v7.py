"""Seventh held-out set for `fxmatch relate` (2026-12-02 late, /work/data/heldout_relate_v7).

Fine-tuning subsets that are not a tail of `parameters()`: the backward asks
for parameters spread over the network (Spec.subset), so the ops whose weight
gradient is not needed sit between ops whose gradient is. Captured and scored
blind with the b07f6b6 binary before any change of that session; like
heldout_relate.py's models they never enter the zoo.

  bitfit_cnn     conv (with bias) + BatchNorm + ReLU blocks, max-pool, linear
                 head; subset = every bias (BitFit): conv/BN/linear weights frozen.
  frozen_middle  five pre-norm residual MLP blocks (LayerNorm, Linear, GELU);
                 subset = the first block, the last block and the head.
  conv_lora      3x3 convs with low-rank 1x1 side branches (LoRA on convs),
                 GroupNorm, SiLU; subset = the LoRA down/up weights only,
                 registered interleaved with the frozen convs.
  ln_tune_attn   two post-norm attention blocks (manual softmax attention,
                 GELU MLP); subset = the LayerNorm weights and biases only.
"""
from __future__ import annotations

import torch
import torch.nn as nn
import torch.nn.functional as F
from .heldout_subsets import where as _where

V7 = ["bitfit_cnn", "frozen_middle", "conv_lora", "ln_tune_attn"]


class BitfitCnn(nn.Module):
    def __init__(self, c=(3, 8, 12, 16), classes=5):
        super().__init__()
        layers = []
        for a, b in zip(c[:-1], c[1:]):
            layers += [nn.Conv2d(a, b, 3, padding=1, bias=True), nn.BatchNorm2d(b), nn.ReLU()]
        self.features = nn.Sequential(*layers)
        self.head = nn.Linear(c[-1], classes)

    def forward(self, x):
        h = F.max_pool2d(self.features(x), 2)
        return self.head(h.mean((2, 3)))


class FrozenMiddle(nn.Module):
    def __init__(self, d_in=10, d=16, n=5, classes=4):
        super().__init__()
        self.inp = nn.Linear(d_in, d)
        self.blocks = nn.ModuleList([nn.Sequential(nn.LayerNorm(d), nn.Linear(d, 2 * d), nn.GELU(),
                                                   nn.Linear(2 * d, d)) for _ in range(n)])
        self.head = nn.Linear(d, classes)

    def forward(self, x):
        h = self.inp(x)
        for b in self.blocks:
            h = h + b(h)
        return self.head(h)


class _LoraConv(nn.Module):
    def __init__(self, a, b, r=2):
        super().__init__()
        self.conv = nn.Conv2d(a, b, 3, padding=1, bias=False)
        self.down = nn.Conv2d(a, r, 1, bias=False)
        self.up = nn.Conv2d(r, b, 1, bias=False)
        self.norm = nn.GroupNorm(2, b)

    def forward(self, x):
        return F.silu(self.norm(self.conv(x) + 0.5 * self.up(self.down(x))))


class ConvLora(nn.Module):
    def __init__(self, c=(3, 8, 8, 12), classes=4):
        super().__init__()
        self.blocks = nn.ModuleList([_LoraConv(a, b) for a, b in zip(c[:-1], c[1:])])
        self.head = nn.Linear(c[-1], classes)

    def forward(self, x):
        for b in self.blocks:
            x = b(x)
        return self.head(x.mean((2, 3)))


class _PostNormBlock(nn.Module):
    def __init__(self, d, heads):
        super().__init__()
        self.h = heads
        self.qkv = nn.Linear(d, 3 * d)
        self.o = nn.Linear(d, d)
        self.ln1 = nn.LayerNorm(d)
        self.fc1 = nn.Linear(d, 2 * d)
        self.fc2 = nn.Linear(2 * d, d)
        self.ln2 = nn.LayerNorm(d)

    def forward(self, x):
        B, S, D = x.shape
        q, k, v = self.qkv(x).chunk(3, -1)
        q, k, v = (t.reshape(B, S, self.h, D // self.h).transpose(1, 2) for t in (q, k, v))
        a = torch.softmax(q @ k.transpose(-1, -2) * (D // self.h) ** -0.5, -1) @ v
        x = self.ln1(x + self.o(a.transpose(1, 2).reshape(B, S, D)))
        return self.ln2(x + self.fc2(F.gelu(self.fc1(x))))


class LnTuneAttn(nn.Module):
    def __init__(self, d_in=6, d=16, heads=2, n=2, classes=3):
        super().__init__()
        self.inp = nn.Linear(d_in, d)
        self.blocks = nn.ModuleList([_PostNormBlock(d, heads) for _ in range(n)])
        self.head = nn.Linear(d, classes)

    def forward(self, x):
        h = self.inp(x)
        for b in self.blocks:
            h = b(h)
        return self.head(h.mean(1))


def build(name: str, g: torch.Generator, Spec, call, ce):
    if name == "bitfit_cnn":
        m = BitfitCnn()
        return Spec(m, {"x": torch.randn(2, 3, 8, 8, generator=g)}, {"labels": torch.randint(0, 5, (2,), generator=g)},
                    call, ce, subset=_where(m, lambda n: n.endswith("bias")),
                    notes="held out (relate v7): conv+BN CNN; subset = every bias (BitFit)")
    if name == "frozen_middle":
        m = FrozenMiddle()
        return Spec(m, {"x": torch.randn(4, 10, generator=g)}, {"labels": torch.randint(0, 4, (4,), generator=g)},
                    call, ce, subset=_where(m, lambda n: n.startswith(("blocks.0.", "blocks.4.", "head."))),
                    notes="held out (relate v7): residual MLP blocks; subset = first and last block + head")
    if name == "conv_lora":
        m = ConvLora()
        return Spec(m, {"x": torch.randn(2, 3, 8, 8, generator=g)}, {"labels": torch.randint(0, 4, (2,), generator=g)},
                    call, ce, subset=_where(m, lambda n: ".down." in n or ".up." in n),
                    notes="held out (relate v7): convs with LoRA side branches; subset = LoRA weights")
    if name == "ln_tune_attn":
        m = LnTuneAttn()
        return Spec(m, {"x": torch.randn(2, 5, 6, generator=g)}, {"labels": torch.randint(0, 3, (2,), generator=g)},
                    call, ce, subset=_where(m, lambda n: ".ln" in n),
                    notes="held out (relate v7): post-norm attention blocks; subset = LayerNorm params")
    raise KeyError(name)
