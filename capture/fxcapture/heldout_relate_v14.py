"""Fourteenth held-out set for `fxmatch relate` (2026-12-03, /work/data/heldout_relate_v14).

Parameters broadcast over leading dims, so the engine sums their gradient
back to their shape (`sum` over the leading dims, then `view`): a blind check
of reading that `sum` as the parameter's gradient too (the previous session's
lead, first seen on v6b's adapter_head). Captured and scored with the 9c243f8
binary before that change; like heldout_relate.py's models they never enter
the zoo.

  scale_shift_seq  token features [B, S, D] through Linear + GELU, then a learned
                   per-channel scale and shift (`h * gamma + beta`, parameters [D]),
                   twice, mean over tokens, linear head.
  pos_embed_mlp    a learned positional table [S, D] added to [B, S, D] tokens,
                   a token MLP with biases, mean pooling, linear head.
  bitfit_seq       a token MLP over [B, S, D] whose subset trains only the last
                   third of the parameters (biases and the head among them).
"""
from __future__ import annotations

import torch
import torch.nn as nn
import torch.nn.functional as F

V14 = ["scale_shift_seq", "pos_embed_mlp", "bitfit_seq"]


class ScaleShiftSeq(nn.Module):
    def __init__(self, d=8, classes=3):
        super().__init__()
        self.l1, self.l2 = nn.Linear(d, d), nn.Linear(d, d)
        self.g1, self.b1 = nn.Parameter(torch.ones(d)), nn.Parameter(torch.zeros(d))
        self.g2, self.b2 = nn.Parameter(torch.ones(d)), nn.Parameter(torch.zeros(d))
        self.head = nn.Linear(d, classes)

    def forward(self, x):
        h = F.gelu(self.l1(x)) * self.g1 + self.b1
        h = torch.tanh(self.l2(h)) * self.g2 + self.b2
        return self.head(h.mean(1))


class PosEmbedMlp(nn.Module):
    def __init__(self, s=5, d=8, classes=3):
        super().__init__()
        self.pos = nn.Parameter(torch.zeros(s, d))
        self.fc1, self.fc2 = nn.Linear(d, 2 * d), nn.Linear(2 * d, d)
        self.head = nn.Linear(d, classes)

    def forward(self, x):
        h = x + self.pos
        h = h + self.fc2(F.relu(self.fc1(h)))
        return self.head(h.mean(1))


class BitfitSeq(nn.Module):
    def __init__(self, d=8, classes=3):
        super().__init__()
        self.fc1, self.fc2, self.fc3 = nn.Linear(d, d), nn.Linear(d, d), nn.Linear(d, d)
        self.head = nn.Linear(d, classes)

    def forward(self, x):
        h = F.silu(self.fc1(x))
        h = h + F.silu(self.fc2(h))
        h = h + torch.sigmoid(self.fc3(h))
        return self.head(h.amax(1))


def _third(m: nn.Module) -> int:
    return max(1, len(list(m.parameters())) // 3)


def build(name: str, g: torch.Generator, Spec, call, ce):
    if name == "scale_shift_seq":
        m = ScaleShiftSeq()
        return Spec(m, {"x": torch.randn(2, 5, 8, generator=g)}, {"labels": torch.randint(0, 3, (2,), generator=g)},
                    call, ce, subset_params=_third(m),
                    notes="held out (relate v14): per-channel scale/shift parameters over [B, S, D]")
    if name == "pos_embed_mlp":
        m = PosEmbedMlp()
        return Spec(m, {"x": torch.randn(2, 5, 8, generator=g)}, {"labels": torch.randint(0, 3, (2,), generator=g)},
                    call, ce, subset_params=_third(m),
                    notes="held out (relate v14): learned positional table added over the batch")
    if name == "bitfit_seq":
        m = BitfitSeq()
        return Spec(m, {"x": torch.randn(2, 5, 8, generator=g)}, {"labels": torch.randint(0, 3, (2,), generator=g)},
                    call, ce, subset_params=_third(m),
                    notes="held out (relate v14): token MLP, subset = last third of the parameters")
    raise KeyError(name)
