"""Thirty-second held-out set for `fxmatch relate` (2026-12-05, /work/data/heldout_relate_v32).

Written to score main at its current HEAD (3f90ff5) blind, after the relate
twin-segment change (a CSE'd op of a functionalized forward that two segments
read may stand for two autograd nodes, relate_twins.cpp) and the
functionalized-view-order change: captured once and scored with that commit's
binary and rules, no engine change in between, and no fxmatch run on these
captures while they were written. It stresses two things no earlier relate
set holds this densely: an op the user wrote twice on the same values, so
that eager made two autograd nodes and AOTAutograd's CSE leaves one in the
AOT forward (x.pow(2).mean(-1), x - mu, sigmoid(a @ w), silu(h), z.exp(),
h - h.mean(0), each written twice inline), and functionalized in-place writes
into views of a zeros buffer or an intermediate that are read back later as
views (selects, slices, transposes, view / permute / narrow); like
heldout_relate.py's models they never enter the zoo.

  cse_twice_norm        a hand-written RMS norm whose h.pow(2).mean(-1,
                        keepdim=True) is written twice inline (once in a
                        sigmoid gate, once in the normalisation), then a
                        hand-written LayerNorm whose (h - mu) is written twice
                        inline (in the variance and in the normalisation),
                        each around a 2-layer MLP residual block.
  cse_shared_gate       torch.sigmoid(a @ w) written twice (a gate
                        multiplying a, and a bias term by its row mean),
                        F.silu(h) written twice (a scaled term and a squared
                        term), z.exp() written three times (a softmax by hand,
                        its denominator and a log-partition); subset = w, u
                        and fc.weight (not a tail).
  cache_views_rnn       an unrolled 3-step tanh recurrence from a learned
                        h0, each state written into a preallocated zeros
                        buffer by buf[:, t] = h, the later slots scaled in
                        place (buf[:, 1:].mul_(decay)); then an attention per
                        step over the past states read back as views: the
                        slice buf[:, :t+1], its transpose, a select of the
                        query state; the last state read by buf.select;
                        subset = h0, decay and q.weight (not a tail).
  write_then_view_conv  two convs writing channels into a zeros buffer
                        (buf[:, 0:2] = conv_a(x), buf[:, 2:6] =
                        relu(conv_b(x))), the interior scaled in place
                        (buf[:, :, 1:-1, 1:-1].mul_(g)), then read as
                        buf.view(B, C, H*W) (a softmax pooling),
                        buf.permute(0, 2, 3, 1) (a channels-last linear) and
                        buf.narrow(1, 2, 4) (a third conv); subset = the last
                        third.
  cse_and_write_mix     both at once: a batch standardisation whose
                        (h - h.mean(0)) is written twice inline, then writes
                        y[:, :k] = tanh(f(z)) and y[:, k:] = g(h) into a zeros
                        intermediate, a slice of it scaled in place, read back
                        as y.transpose(0, 1) in a Gram product and as a
                        y[:, :k] slice; subset = s1, f.weight and head.bias
                        (not a tail).
"""
from __future__ import annotations

import math

import torch
import torch.nn as nn
import torch.nn.functional as F
from .heldout_subsets import third as _third, where as _where

V32 = ["cse_twice_norm", "cse_shared_gate", "cache_views_rnn", "write_then_view_conv", "cse_and_write_mix"]


class CseTwiceNorm(nn.Module):
    def __init__(self, d_in=5, d=6, classes=3):
        super().__init__()
        self.inp = nn.Linear(d_in, d)
        self.g_rms = nn.Parameter(1.0 + 0.1 * torch.randn(d))
        self.fc1 = nn.Linear(d, 2 * d)
        self.fc2 = nn.Linear(2 * d, d)
        self.ln_w = nn.Parameter(1.0 + 0.1 * torch.randn(d))
        self.ln_b = nn.Parameter(0.1 * torch.randn(d))
        self.fc3 = nn.Linear(d, 2 * d)
        self.fc4 = nn.Linear(2 * d, d)
        self.head = nn.Linear(d, classes)

    def forward(self, x):                                   # [B, d_in]
        h = self.inp(x)
        gate = torch.sigmoid(h.pow(2).mean(-1, keepdim=True) - 1.0)            # first pow + mean
        r = h * torch.rsqrt(h.pow(2).mean(-1, keepdim=True) + 1e-5) * self.g_rms  # the same, again
        h = h + gate * self.fc2(F.gelu(self.fc1(r)))
        mu = h.mean(-1, keepdim=True)
        var = (h - mu).pow(2).mean(-1, keepdim=True)        # first h - mu
        n = (h - mu) * torch.rsqrt(var + 1e-5) * self.ln_w + self.ln_b        # the same, again
        h = h + self.fc4(torch.tanh(self.fc3(n)))
        return self.head(h)


class CseSharedGate(nn.Module):
    def __init__(self, d_in=5, d=4, k=4, classes=3):
        super().__init__()
        self.inp = nn.Linear(d_in, d)
        self.w = nn.Parameter(0.5 * torch.randn(d, d))
        self.fc = nn.Linear(d, d)
        self.u = nn.Parameter(1.0 + 0.1 * torch.randn(d))
        self.logit = nn.Linear(d, k)
        self.head = nn.Linear(k + d, classes)

    def forward(self, x):                                   # [B, d_in]
        a = self.inp(x)
        gated = torch.sigmoid(a @ self.w) * a               # sigmoid(a @ w) as a gate
        bias = torch.sigmoid(a @ self.w).mean(-1, keepdim=True)              # and again as a bias term
        h = self.fc(gated + bias)
        s = F.silu(h) * self.u + 0.1 * F.silu(h).pow(2)     # silu(h) twice
        z = self.logit(s)
        p = z.exp() / z.exp().sum(-1, keepdim=True)         # exp twice: a softmax by hand
        lz = z.exp().sum(-1, keepdim=True).log()            # and a third time: the log-partition
        return self.head(torch.cat([p, s], dim=-1)) - 0.1 * lz


class CacheViewsRnn(nn.Module):
    def __init__(self, d_in=5, d=4, steps=3, classes=3):
        super().__init__()
        self.h0 = nn.Parameter(0.1 * torch.randn(d))
        self.wx = nn.Linear(d_in, d)
        self.wh = nn.Linear(d, d)
        self.decay = nn.Parameter(1.0 - 0.1 * torch.rand(d))
        self.q = nn.Linear(d, d)
        self.head = nn.Linear(2 * d, classes)
        self.d, self.steps = d, steps

    def forward(self, x):                                   # [B, T, d_in]
        B, T, d = x.shape[0], self.steps, self.d
        buf = x.new_zeros(B, T, d)
        h = self.h0.expand(B, d)
        for t in range(T):
            h = torch.tanh(self.wx(x[:, t]) + self.wh(h))
            buf[:, t] = h                                   # a write through a select
        buf[:, 1:].mul_(self.decay)                         # in place on a slice of it
        outs = []
        for t in range(T):
            past = buf[:, :t + 1]                           # [B, t+1, d] slice view
            q = self.q(buf[:, t]).unsqueeze(1)              # [B, 1, d] from a select view
            a = torch.softmax(q @ past.transpose(1, 2) / math.sqrt(d), dim=-1)
            outs.append((a @ past).squeeze(1))
        ctx = torch.stack(outs, dim=1).mean(1)              # [B, d]
        return self.head(torch.cat([ctx, buf.select(1, T - 1)], dim=-1))


class WriteThenViewConv(nn.Module):
    def __init__(self, c_in=3, c=6, classes=3):
        super().__init__()
        self.conv_a = nn.Conv2d(c_in, 2, 3, padding=1)
        self.conv_b = nn.Conv2d(c_in, c - 2, 1)
        self.g = nn.Parameter(1.0 + 0.1 * torch.randn(c, 1, 1))
        self.lin = nn.Linear(c, c)
        self.pool = nn.Parameter(0.1 * torch.randn(c, 1))
        self.conv_c = nn.Conv2d(c - 2, 4, 3, padding=1)
        self.head = nn.Linear(2 * c + 4, classes)
        self.c = c

    def forward(self, x):                                   # [B, c_in, H, W]
        B, _, H, W = x.shape
        c = self.c
        buf = x.new_zeros(B, c, H, W)
        buf[:, 0:2] = self.conv_a(x)                        # writes through slices
        buf[:, 2:c] = F.relu(self.conv_b(x))
        buf[:, :, 1:-1, 1:-1].mul_(self.g)                  # in place on the interior
        flat = buf.view(B, c, H * W)                        # read back: view
        s = (torch.softmax(flat * self.pool, dim=-1) * flat).sum(-1)          # [B, c]
        tok = buf.permute(0, 2, 3, 1)                       # read back: permute
        t = torch.tanh(self.lin(tok)).mean((1, 2))          # [B, c]
        mid = buf.narrow(1, 2, c - 2)                       # read back: narrow
        m = F.relu(self.conv_c(mid)).mean((2, 3))           # [B, 4]
        return self.head(torch.cat([s, t, m], dim=-1))


class CseAndWriteMix(nn.Module):
    def __init__(self, d_in=5, d=4, k=3, classes=3):
        super().__init__()
        self.inp = nn.Linear(d_in, d)
        self.s1 = nn.Parameter(1.0 + 0.1 * torch.randn(d))
        self.f = nn.Linear(d, k)
        self.g = nn.Linear(d, k)
        self.sc = nn.Parameter(1.0 + 0.1 * torch.randn(k))
        self.head = nn.Linear(3 * k + d, classes)
        self.k = k

    def forward(self, x):                                   # [B, d_in], B = 4
        h = torch.tanh(self.inp(x))
        B, k = h.shape[0], self.k
        c = (h - h.mean(0)) * self.s1                       # first h - h.mean(0)
        v = (h - h.mean(0)).pow(2).mean(0)                  # the same, again
        z = c * torch.rsqrt(v + 1e-5)
        y = h.new_zeros(B, 2 * k)
        y[:, :k] = torch.tanh(self.f(z))                    # writes into slices of an intermediate
        y[:, k:] = self.g(h)
        y[:, k:].mul_(self.sc)                              # in place on one of them
        yt = y.transpose(0, 1)                              # read back: transpose [2k, B]
        gram = (yt @ y) / B                                 # [2k, 2k]
        out = y @ torch.softmax(gram, dim=-1)               # [B, 2k]
        return self.head(torch.cat([out, y[:, :k] * z[:, :k], z], dim=-1))


def build(name: str, g: torch.Generator, Spec, call, ce):
    y = {"labels": torch.randint(0, 3, (2,), generator=g)}
    if name == "cse_twice_norm":
        m = CseTwiceNorm()
        return Spec(m, {"x": torch.randn(2, 5, generator=g)}, y, call, ce, subset_params=_third(m),
                    notes="held out (relate v32): hand-written RMS norm with h.pow(2).mean(-1) written twice "
                          "inline (gate and normalisation), hand-written LayerNorm with (h - mu) written twice, "
                          "MLP residual blocks; AOT CSE merges each pair")
    if name == "cse_shared_gate":
        m = CseSharedGate()
        return Spec(m, {"x": torch.randn(2, 5, generator=g)}, y, call, ce,
                    subset=_where(m, lambda n: n in ("w", "u", "fc.weight")),
                    notes="held out (relate v32): sigmoid(a @ w) twice (gate and bias term), silu(h) twice, "
                          "z.exp() three times (softmax by hand and log-partition); subset = w, u, fc.weight "
                          "(not a tail)")
    if name == "cache_views_rnn":
        m = CacheViewsRnn()
        return Spec(m, {"x": torch.randn(2, 3, 5, generator=g)}, y, call, ce,
                    subset=_where(m, lambda n: n in ("h0", "decay", "q.weight")),
                    notes="held out (relate v32): unrolled 3-step recurrence written into a zeros buffer by "
                          "select, mul_ on a slice, attention over past states read as slice/transpose/select "
                          "views; subset = h0, decay, q.weight (not a tail)")
    if name == "write_then_view_conv":
        m = WriteThenViewConv()
        return Spec(m, {"x": torch.randn(2, 3, 6, 6, generator=g)}, y, call, ce, subset_params=_third(m),
                    notes="held out (relate v32): convs writing channel slices of a zeros buffer, mul_ on its "
                          "interior, read back as view / permute / narrow")
    if name == "cse_and_write_mix":
        m = CseAndWriteMix()
        return Spec(m, {"x": torch.randn(4, 5, generator=g)}, {"labels": torch.randint(0, 3, (4,), generator=g)},
                    call, ce, subset=_where(m, lambda n: n in ("s1", "f.weight", "head.bias")),
                    notes="held out (relate v32): (h - h.mean(0)) written twice inline, slice writes into a zeros "
                          "intermediate, mul_ on a slice, read back as transpose and slice; subset = s1, f.weight, "
                          "head.bias (not a tail)")
    raise KeyError(name)
