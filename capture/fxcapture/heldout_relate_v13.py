"""Thirteenth held-out set for `fxmatch relate` (2026-12-03, /work/data/heldout_relate_v13).

A blind check of recomputation found by structure (relate_recompute.cpp),
captured after that change was written on v12 and the zoo's ckpt_blocks and
scored once with it before anything else changed; like heldout_relate.py's
models they never enter the zoo.

  ckpt_attn3     three identical pre-norm transformer blocks (manual softmax
                 attention, ReLU MLP), each under non-reentrant checkpoint.
  ckpt_bn_conv   conv / BatchNorm2d / ReLU blocks under non-reentrant
                 checkpoint (the recomputed batch norm updates its running
                 statistics again), then a plain conv and a linear head.
  ckpt_gate_mlp  a sigmoid-gated MLP block (x * sigmoid(Wx) -> Linear) checkpointed,
                 between two plain LayerNorm + tanh layers.
"""
from __future__ import annotations

import math

import torch
import torch.nn as nn
import torch.utils.checkpoint as ckpt

V13 = ["ckpt_attn3", "ckpt_bn_conv", "ckpt_gate_mlp"]


class _Block(nn.Module):
    def __init__(self, d, heads=2):
        super().__init__()
        self.h = heads
        self.ln1, self.ln2 = nn.LayerNorm(d), nn.LayerNorm(d)
        self.qkv, self.o = nn.Linear(d, 3 * d), nn.Linear(d, d)
        self.fc1, self.fc2 = nn.Linear(d, 2 * d), nn.Linear(2 * d, d)

    def forward(self, x):
        b, s, d = x.shape
        q, k, v = self.qkv(self.ln1(x)).view(b, s, 3, self.h, d // self.h).permute(2, 0, 3, 1, 4)
        a = torch.softmax(q @ k.transpose(-2, -1) / math.sqrt(d // self.h), dim=-1) @ v
        x = x + self.o(a.transpose(1, 2).reshape(b, s, d))
        return x + self.fc2(torch.relu(self.fc1(self.ln2(x))))


class CkptAttn3(nn.Module):
    def __init__(self, d=8, classes=3):
        super().__init__()
        self.blocks = nn.ModuleList([_Block(d) for _ in range(3)])
        self.head = nn.Linear(d, classes)

    def forward(self, x):
        for b in self.blocks:
            x = ckpt.checkpoint(b, x, use_reentrant=False)
        return self.head(x.mean(1))


class CkptBnConv(nn.Module):
    def __init__(self, c=4, classes=3):
        super().__init__()
        self.blocks = nn.ModuleList([nn.Sequential(nn.Conv2d(3 if i == 0 else c, c, 3, padding=1), nn.BatchNorm2d(c),
                                                   nn.ReLU()) for i in range(2)])
        self.last = nn.Conv2d(c, c, 1)
        self.head = nn.Linear(c, classes)

    def forward(self, x):
        for b in self.blocks:
            x = ckpt.checkpoint(b, x, use_reentrant=False)
        return self.head(self.last(x).mean((2, 3)))


class _Gate(nn.Module):
    def __init__(self, d):
        super().__init__()
        self.g, self.out = nn.Linear(d, d), nn.Linear(d, d)

    def forward(self, x):
        return self.out(x * torch.sigmoid(self.g(x)))


class CkptGateMlp(nn.Module):
    def __init__(self, d=8, classes=3):
        super().__init__()
        self.pre = nn.Sequential(nn.Linear(d, d), nn.LayerNorm(d), nn.Tanh())
        self.gate = _Gate(d)
        self.post = nn.Sequential(nn.Linear(d, d), nn.LayerNorm(d), nn.Tanh())
        self.head = nn.Linear(d, classes)

    def forward(self, x):
        h = self.pre(x)
        h = h + ckpt.checkpoint(self.gate, h, use_reentrant=False)
        return self.head(self.post(h))


def _third(m: nn.Module) -> int:
    return max(1, len(list(m.parameters())) // 3)


def build(name: str, g: torch.Generator, Spec, call, ce):
    if name == "ckpt_attn3":
        m = CkptAttn3()
        return Spec(m, {"x": torch.randn(2, 4, 8, generator=g)}, {"labels": torch.randint(0, 3, (2,), generator=g)},
                    call, ce, subset_params=_third(m),
                    notes="held out (relate v13): three identical checkpointed transformer blocks")
    if name == "ckpt_bn_conv":
        m = CkptBnConv()
        return Spec(m, {"x": torch.randn(2, 3, 6, 6, generator=g)}, {"labels": torch.randint(0, 3, (2,), generator=g)},
                    call, ce, subset_params=_third(m),
                    notes="held out (relate v13): checkpointed conv/BatchNorm/ReLU blocks")
    if name == "ckpt_gate_mlp":
        m = CkptGateMlp()
        return Spec(m, {"x": torch.randn(4, 8, generator=g)}, {"labels": torch.randint(0, 3, (4,), generator=g)},
                    call, ce, subset_params=_third(m),
                    notes="held out (relate v13): a checkpointed sigmoid gate between plain layers")
    raise KeyError(name)
