"""Sixteenth held-out set for `fxmatch relate` (2026-12-03, /work/data/heldout_relate_v16).

In-place writes through views in training code, which make_fx keeps as
writes into a base that later ops read: a blind check of relate's
view-write edges (find_view_writes), captured and scored with the b932240
binary before that change; like heldout_relate.py's models they never enter
the zoo.

  buffer_concat   two branch outputs written into slices of a zeros buffer
                  (`buf[:, :d] = a`, `buf[:, d:] = b`) instead of torch.cat,
                  then a linear head.
  masked_tokens   a learned mask token written in place into a clone of the
                  token embeddings at fixed positions (`h[:, idx] = tok`),
                  then a token MLP and mean pooling.
  rolling_state   a state buffer updated step by step through select views
                  (`s[:, t] = tanh(W x_t + U s[:, t-1].clone())`, three steps).
"""
from __future__ import annotations

import torch
import torch.nn as nn

V16 = ["buffer_concat", "masked_tokens", "rolling_state"]


class BufferConcat(nn.Module):
    def __init__(self, d_in=6, d=5, classes=3):
        super().__init__()
        self.a, self.b = nn.Linear(d_in, d), nn.Linear(d_in, d)
        self.head = nn.Linear(2 * d, classes)
        self.d = d

    def forward(self, x):
        buf = x.new_zeros(x.shape[0], 2 * self.d)
        buf[:, : self.d] = torch.relu(self.a(x))
        buf[:, self.d :] = torch.sigmoid(self.b(x))
        return self.head(buf)


class MaskedTokens(nn.Module):
    def __init__(self, d=6, classes=3):
        super().__init__()
        self.emb = nn.Linear(d, d)
        self.tok = nn.Parameter(torch.zeros(d))
        self.fc = nn.Linear(d, d)
        self.head = nn.Linear(d, classes)

    def forward(self, x):                                   # [B, S, D]
        h = self.emb(x).clone()
        h[:, 1] = self.tok
        h[:, 3] = self.tok * 2.0
        h = h + torch.tanh(self.fc(h))
        return self.head(h.mean(1))


class RollingState(nn.Module):
    def __init__(self, d_in=4, d=5, classes=3):
        super().__init__()
        self.w, self.u = nn.Linear(d_in, d), nn.Linear(d, d, bias=False)
        self.head = nn.Linear(d, classes)

    def forward(self, x):                                   # [B, T, D_in]
        s = x.new_zeros(x.shape[0], x.shape[1] + 1, self.u.in_features)
        for t in range(x.shape[1]):
            s[:, t + 1] = torch.tanh(self.w(x[:, t]) + self.u(s[:, t].clone()))
        return self.head(s[:, -1])


def _third(m: nn.Module) -> int:
    return max(1, len(list(m.parameters())) // 3)


def build(name: str, g: torch.Generator, Spec, call, ce):
    if name == "buffer_concat":
        m = BufferConcat()
        return Spec(m, {"x": torch.randn(4, 6, generator=g)}, {"labels": torch.randint(0, 3, (4,), generator=g)},
                    call, ce, subset_params=_third(m), notes="held out (relate v16): writes into slices of a buffer")
    if name == "masked_tokens":
        m = MaskedTokens()
        return Spec(m, {"x": torch.randn(2, 5, 6, generator=g)}, {"labels": torch.randint(0, 3, (2,), generator=g)},
                    call, ce, subset_params=_third(m), notes="held out (relate v16): mask token written into positions")
    if name == "rolling_state":
        m = RollingState()
        return Spec(m, {"x": torch.randn(2, 3, 4, generator=g)}, {"labels": torch.randint(0, 3, (2,), generator=g)},
                    call, ce, subset_params=_third(m), notes="held out (relate v16): state buffer written step by step")
    raise KeyError(name)
