"""Fifteenth held-out set for `fxmatch relate` (2026-12-03, /work/data/heldout_relate_v15).

Ops whose backward PyTorch writes with helper functions of FunctionsManual.cpp
(amax/amin, vector norms, logsumexp, indexing, split_with_sizes, padding,
squeeze, repeat): a blind check of the helper table that
scripts/gen_derivatives.py expands them with, read off make_fx traces.
Captured and scored with the rules of 2fdce81 (before that table grew) and
then with the new rules; like heldout_relate.py's models they never enter the
zoo.

  normed_pool_mlp   F.normalize of token features, amax and logsumexp pooling,
                    a linear head.
  split_pad_cnn     a conv whose channels are split [2, 4], one part padded
                    with F.pad and convolved again, squeeze of a size-1 dim, linear head.
  gather_repeat     rows picked with an index tensor (x[idx]), repeat, amin, MLP head.
"""
from __future__ import annotations

import torch
import torch.nn as nn
import torch.nn.functional as F

V15 = ["normed_pool_mlp", "split_pad_cnn", "gather_repeat"]


class NormedPoolMlp(nn.Module):
    def __init__(self, d=8, classes=3):
        super().__init__()
        self.inp = nn.Linear(d, d)
        self.head = nn.Linear(2 * d, classes)

    def forward(self, x):                                  # [B, S, D]
        h = F.normalize(torch.tanh(self.inp(x)), dim=-1)
        return self.head(torch.cat([h.amax(1), torch.logsumexp(h, 1)], -1))


class SplitPadCnn(nn.Module):
    def __init__(self, classes=3):
        super().__init__()
        self.c1 = nn.Conv2d(3, 6, 3, padding=1)
        self.c2 = nn.Conv2d(4, 1, 3)
        self.head = nn.Linear(2 * 36 + 36, classes)

    def forward(self, x):                                  # [B, 3, 6, 6]
        a, b = torch.relu(self.c1(x)).split([2, 4], dim=1)
        c = self.c2(F.pad(b, (1, 1, 1, 1))).squeeze(1)     # [B, 6, 6]
        return self.head(torch.cat([a.flatten(1), c.flatten(1)], 1))


class GatherRepeat(nn.Module):
    def __init__(self, d=6, classes=3):
        super().__init__()
        self.emb = nn.Linear(d, d)
        self.fc = nn.Linear(d, d)
        self.head = nn.Linear(d, classes)
        self.register_buffer("idx", torch.tensor([0, 2, 2, 1]))

    def forward(self, x):                                  # [N, D]
        h = torch.relu(self.emb(x))[self.idx]              # [4, D]
        h = h.repeat(1, 2)[:, : h.shape[1]] + self.fc(h)
        return self.head(h - h.amin(0, keepdim=True))


def _third(m: nn.Module) -> int:
    return max(1, len(list(m.parameters())) // 3)


def build(name: str, g: torch.Generator, Spec, call, ce):
    if name == "normed_pool_mlp":
        m = NormedPoolMlp()
        return Spec(m, {"x": torch.randn(2, 5, 8, generator=g)}, {"labels": torch.randint(0, 3, (2,), generator=g)},
                    call, ce, subset_params=_third(m), notes="held out (relate v15): normalize, amax, logsumexp")
    if name == "split_pad_cnn":
        m = SplitPadCnn()
        return Spec(m, {"x": torch.randn(2, 3, 6, 6, generator=g)}, {"labels": torch.randint(0, 3, (2,), generator=g)},
                    call, ce, subset_params=_third(m), notes="held out (relate v15): split_with_sizes, F.pad, squeeze")
    if name == "gather_repeat":
        m = GatherRepeat()
        return Spec(m, {"x": torch.randn(3, 6, generator=g)}, {"labels": torch.randint(0, 3, (4,), generator=g)},
                    call, ce, subset_params=_third(m), notes="held out (relate v15): x[idx], repeat, amin")
    raise KeyError(name)
