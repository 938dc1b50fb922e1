"""Twentieth held-out set for `fxmatch relate` (2026-12-03, /work/data/heldout_relate_v20).

Written after relate learned three pieces of evidence on v16's masked_tokens
(a sum_to runs only where its input was broadcast; a gradient handed on has
the shape of the value its node made; a view written in place runs no
backward) and shapes derived from stated sizes in dumps without
annotations. These models were never seen by that work: captured and scored
once, blind, with the binary that has it. Like heldout_relate.py's models
they never enter the zoo.

  cls_sep_tokens   learned CLS and SEP vectors written into the first and last
                   positions of a projected sequence (`h[:, 0] = cls`,
                   `h[:, -1] = sep * 0.5`), a residual GELU block, max pooling.
  gated_slices     a conv feature map whose first half of the channels is scaled
                   in place by a learned gate (`h[:, :c].mul_(g)`) and whose last
                   channel is overwritten by a broadcast bias, then ReLU and a
                   linear head (first version wrote into the ReLU's output,
                   which autograd refuses: fixed before any score).
  expand_mix       parameters explicitly expanded to the batch
                   (`self.p.expand(B, -1, -1)`, `self.b.expand_as(x)`), a
                   bmm-based mixer, mean pooling.
  diag_state       a per-step state written into a preallocated buffer through
                   `index_copy_` and a slice (`buf[:, t].copy_(h)`), summed.
"""
from __future__ import annotations

import torch
import torch.nn as nn
import torch.nn.functional as F

V20 = ["cls_sep_tokens", "gated_slices", "expand_mix", "diag_state"]


class ClsSepTokens(nn.Module):
    def __init__(self, d_in=5, d=8, classes=3):
        super().__init__()
        self.proj = nn.Linear(d_in, d)
        self.cls = nn.Parameter(torch.randn(d) * 0.1)
        self.sep = nn.Parameter(torch.randn(d) * 0.1)
        self.ff = nn.Linear(d, d)
        self.head = nn.Linear(d, classes)

    def forward(self, x):                                   # [B, S, D_in]
        h = self.proj(x).clone()
        h[:, 0] = self.cls
        h[:, -1] = self.sep * 0.5
        h = h + F.gelu(self.ff(h))
        return self.head(h.max(dim=1).values)


class GatedSlices(nn.Module):
    def __init__(self, c=6, classes=3):
        super().__init__()
        self.conv = nn.Conv2d(2, c, 3, padding=1)
        self.gate = nn.Parameter(torch.rand(c // 2, 1, 1) + 0.5)
        self.last = nn.Parameter(torch.randn(1, 1) * 0.1)
        self.head = nn.Linear(c * 4 * 4, classes)
        self.c = c

    def forward(self, x):                                   # [B, 2, 4, 4]
        h = self.conv(x)                                    # conv saves no output: writable
        h[:, : self.c // 2].mul_(self.gate)
        h[:, -1] = self.last
        return self.head(torch.relu(h).flatten(1))


class ExpandMix(nn.Module):
    def __init__(self, s=4, d=6, classes=3):
        super().__init__()
        self.mix = nn.Parameter(torch.eye(s) + 0.1 * torch.randn(s, s))
        self.b = nn.Parameter(torch.zeros(s, d))
        self.lin = nn.Linear(d, d)
        self.head = nn.Linear(d, classes)

    def forward(self, x):                                   # [B, S, D]
        mix = self.mix.expand(x.shape[0], -1, -1)
        h = torch.bmm(mix, x) + self.b.expand_as(x)
        h = torch.tanh(self.lin(h))
        return self.head(h.mean(1))


class DiagState(nn.Module):
    def __init__(self, d_in=4, d=5, classes=3):
        super().__init__()
        self.inp = nn.Linear(d_in, d)
        self.rec = nn.Linear(d, d, bias=False)
        self.head = nn.Linear(d, classes)

    def forward(self, x):                                   # [B, T, D_in]
        B, T, _ = x.shape
        buf = x.new_zeros(B, T, self.rec.in_features)
        h = x.new_zeros(B, self.rec.in_features)
        for t in range(T):
            h = torch.sigmoid(self.inp(x[:, t]) + self.rec(h))
            buf[:, t].copy_(h)
        return self.head(buf.sum(1))


def _third(m: nn.Module) -> int:
    return max(1, len(list(m.parameters())) // 3)


def build(name: str, g: torch.Generator, Spec, call, ce):
    y = {"labels": torch.randint(0, 3, (2,), generator=g)}
    if name == "cls_sep_tokens":
        m = ClsSepTokens()
        return Spec(m, {"x": torch.randn(2, 5, 5, generator=g)}, y, call, ce, subset_params=_third(m),
                    notes="held out (relate v20): CLS/SEP vectors written into positions")
    if name == "gated_slices":
        m = GatedSlices()
        return Spec(m, {"x": torch.randn(2, 2, 4, 4, generator=g)}, y, call, ce, subset_params=_third(m),
                    notes="held out (relate v20): in-place gate on a channel slice, a channel overwritten")
    if name == "expand_mix":
        m = ExpandMix()
        return Spec(m, {"x": torch.randn(2, 4, 6, generator=g)}, y, call, ce, subset_params=_third(m),
                    notes="held out (relate v20): parameters expanded to the batch")
    if name == "diag_state":
        m = DiagState()
        return Spec(m, {"x": torch.randn(2, 3, 4, generator=g)}, y, call, ce, subset_params=_third(m),
                    notes="held out (relate v20): per-step state copied into a buffer")
    raise KeyError(name)
