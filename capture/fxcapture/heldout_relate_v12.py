"""Twelfth held-out set for `fxmatch relate` (2026-12-03, /work/data/heldout_relate_v12).

Activation checkpointing in shapes the zoo (ckpt_blocks: three tanh-MLP
blocks) and the earlier held-out sets (ckpt_mlp, ckpt_swiglu) do not have:
checkpointed and plain blocks mixed, checkpoint_sequential, convolutions and
LayerNorm/GELU inside the recomputed region. Captured and scored blind with
the 0b23f6b binary, before any change of that session; like
heldout_relate.py's models they never enter the zoo.

  ckpt_every_other  four pre-norm LayerNorm/GELU MLP blocks, only blocks 1 and 3
                    under non-reentrant torch.utils.checkpoint.
  ckpt_sequential   a Sequential of six Linear/SiLU layers run through
                    checkpoint_sequential in two segments (non-reentrant).
  ckpt_conv_res     residual conv blocks (conv, ReLU, conv) each under
                    non-reentrant checkpoint, global average pool, linear head.
"""
from __future__ import annotations

import torch
import torch.nn as nn
import torch.utils.checkpoint as ckpt

V12 = ["ckpt_every_other", "ckpt_sequential", "ckpt_conv_res"]


class CkptEveryOther(nn.Module):
    def __init__(self, d=8, n=4, classes=3):
        super().__init__()
        self.blocks = nn.ModuleList([nn.Sequential(nn.LayerNorm(d), nn.Linear(d, 2 * d), nn.GELU(),
                                                   nn.Linear(2 * d, d)) for _ in range(n)])
        self.head = nn.Linear(d, classes)

    def forward(self, x):
        for i, b in enumerate(self.blocks):
            x = x + (ckpt.checkpoint(b, x, use_reentrant=False) if i % 2 else b(x))
        return self.head(x)


class CkptSequential(nn.Module):
    def __init__(self, d=8, classes=3):
        super().__init__()
        layers = []
        for _ in range(3):
            layers += [nn.Linear(d, d), nn.SiLU()]
        self.body = nn.Sequential(*layers)
        self.head = nn.Linear(d, classes)

    def forward(self, x):
        h = ckpt.checkpoint_sequential(self.body, 2, x, use_reentrant=False)
        return self.head(h)


class CkptConvRes(nn.Module):
    def __init__(self, c=4, n=2, classes=3):
        super().__init__()
        self.stem = nn.Conv2d(3, c, 3, padding=1)
        self.blocks = nn.ModuleList([nn.Sequential(nn.Conv2d(c, c, 3, padding=1), nn.ReLU(),
                                                   nn.Conv2d(c, c, 3, padding=1)) for _ in range(n)])
        self.head = nn.Linear(c, classes)

    def forward(self, x):
        h = self.stem(x)
        for b in self.blocks:
            h = h + ckpt.checkpoint(b, h, use_reentrant=False)
        return self.head(h.mean((2, 3)))


def _third(m: nn.Module) -> int:
    return max(1, len(list(m.parameters())) // 3)


def build(name: str, g: torch.Generator, Spec, call, ce):
    if name == "ckpt_every_other":
        m = CkptEveryOther()
        return Spec(m, {"x": torch.randn(4, 8, generator=g)}, {"labels": torch.randint(0, 3, (4,), generator=g)},
                    call, ce, subset_params=_third(m),
                    notes="held out (relate v12): checkpointed and plain LayerNorm/GELU blocks alternating")
    if name == "ckpt_sequential":
        m = CkptSequential()
        return Spec(m, {"x": torch.randn(4, 8, generator=g)}, {"labels": torch.randint(0, 3, (4,), generator=g)},
                    call, ce, subset_params=_third(m),
                    notes="held out (relate v12): checkpoint_sequential, two segments of Linear/SiLU")
    if name == "ckpt_conv_res":
        m = CkptConvRes()
        return Spec(m, {"x": torch.randn(2, 3, 6, 6, generator=g)}, {"labels": torch.randint(0, 3, (2,), generator=g)},
                    call, ce, subset_params=_third(m),
                    notes="held out (relate v12): checkpointed residual conv blocks")
    raise KeyError(name)
