"""Seventh held-out set for the matcher (scripts/heldout.py, /work/data/heldout_matcher_v7).

Captured on 2026-12-03 afternoon and scored with main before and after the
change it checks (a partitioned backward's saved placeholder names the
forward's value, not the joint's recomputed duplicate of it). Models where
AOTAutograd's joint computes a forward value again inside the backward (a
quotient both of whose operands require grad: DivBackward's
`-grad * (self / other) / other`; a product re-formed for another operand),
which the partitioner CSEs and saves once. Like models.HELDOUT they are never
added to models.MODELS or captured into tests/data/zoo.

  ratio_gate    gates normalised by their sum (`w / w.sum(-1, keepdim=True)`)
                mixing two linear branches, then a head.
  ratio_chain   a ratio of two learned maps (`a / (b.abs() + 1)`), divided
                again by a norm, inside a residual MLP.
"""
from __future__ import annotations

import torch
import torch.nn as nn
import torch.nn.functional as F

V7 = ["ratio_gate", "ratio_chain"]
HELDOUT_MATCHER_V7 = V7


class RatioGate(nn.Module):
    def __init__(self, d_in=6, d=8, k=3, classes=4):
        super().__init__()
        self.gate = nn.Linear(d_in, k)
        self.branches = nn.ModuleList([nn.Linear(d_in, d) for _ in range(k)])
        self.head = nn.Linear(d, classes)

    def forward(self, x):
        w = F.softplus(self.gate(x)) + 0.1
        p = w / w.sum(-1, keepdim=True)
        h = sum(p[:, i:i + 1] * torch.tanh(b(x)) for i, b in enumerate(self.branches))
        return self.head(h)


class RatioChain(nn.Module):
    def __init__(self, d=6, classes=3):
        super().__init__()
        self.a, self.b = nn.Linear(d, d), nn.Linear(d, d)
        self.fc = nn.Linear(d, d)
        self.head = nn.Linear(d, classes)

    def forward(self, x):
        r = self.a(x) / (self.b(x).abs() + 1.0)
        r = r / (r.norm(dim=-1, keepdim=True) + 1e-3)
        h = x + torch.relu(self.fc(r))
        return self.head(h)


def build(name: str, g: torch.Generator, Spec, call, ce):
    """Returns a models.Spec (helpers passed in to avoid an import cycle)."""
    if name == "ratio_gate":
        return Spec(RatioGate(), {"x": torch.randn(4, 6, generator=g)},
                    {"labels": torch.randint(0, 4, (4,), generator=g)}, call, ce, subset_params=4,
                    notes="held out v7: gates normalised by their sum")
    if name == "ratio_chain":
        return Spec(RatioChain(), {"x": torch.randn(4, 6, generator=g)},
                    {"labels": torch.randint(0, 3, (4,), generator=g)}, call, ce, subset_params=4,
                    notes="held out v7: ratios of learned maps, divided again by a norm")
    raise KeyError(name)
