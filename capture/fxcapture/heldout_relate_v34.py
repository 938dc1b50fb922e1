"""Thirty-fourth held-out set for `fxmatch relate` (2026-12-05, /work/data/heldout_relate_v34).

Written to score main at 710fe7b blind (the README / bench.md commit after
issue 14's performance table): captured once and scored with that commit's
binary and rules, no engine change in between, and no fxmatch run on these
captures while they were written. Its five families are new to the project
(no earlier set has them): a BYOL online/target pair whose target weights are
buffers updated in the forward by an in-place EMA under no_grad and read
back as a detached regression target of a cosine loss (relate_nograd's
nograd_ema_teacher, a test-only capture, blends out of place and keeps its
buffers unchanged), parameters written in place under no_grad at the start
of the forward (WGAN clipping by clamp_, a max-norm renorm by div_) and then
used with grad, rotary embeddings done in complex arithmetic (view_as_complex,
a complex buffer made by torch.polar, view_as_real) read through an integer
position buffer, a head of dense linear algebra (linalg.qr, svdvals,
inv_ex, det), and eight parameters of one shape [4] applied elementwise
around two linears with a subset of four of them that is not a tail; like
heldout_relate.py's models they never enter the zoo.

  byol_ema_target        BYOL: an online MLP (enc1, enc2) on view x1 and
                         view x2, a predictor head (pred1, pred2); a target
                         MLP of the same shapes kept as four registered
                         buffers, updated first in the forward under no_grad
                         by `t.mul_(m).add_(o, alpha=1 - m)` from the online
                         weights (m = 0.9), then run on both views under
                         no_grad and detached; the symmetric loss
                         2 - 2 cos(pred(online(x_i)), target(x_j)) per
                         sample reaches the logits through a learned [3]
                         coefficient beside a linear head on the online
                         features; subset = the last third (head and coef are
                         registered first, so the tail is pred1.bias and
                         pred2: its backward crosses the cosine loss only).
  clip_weight_inplace    WGAN-style clipping: `self.fc.weight.clamp_(-c, c)`
                         under no_grad at the start of the forward (c = 0.25,
                         below the init range, so entries are clipped), then
                         fc used with grad; a second linear whose weight rows
                         are renormalised in place under no_grad
                         (`w.div_(w.norm(dim=1, keepdim=True).clamp_min(1))`,
                         its init scaled up so rows exceed norm 1); ELU,
                         tanh, a head; subset = fc.weight, fc2.weight and
                         head.bias (the two parameters written in place, and
                         not a tail).
  rope_complex           a linear embedding of a [B, 6, 5] sequence,
                         single-head causal attention whose q and k are
                         rotated in complex arithmetic: reshape to [B, T, 4,
                         2], torch.view_as_complex, times a complex64
                         freqs buffer (torch.polar of unit magnitude and the
                         angles of 10 positions) read by
                         index_select with an int64 position buffer
                         (positions 2..7), torch.view_as_real, reshape back;
                         softmax attention, out projection, LayerNorm, mean
                         pool, head; subset = the last third (head, embedding,
                         v, out and LayerNorm are registered first, so the
                         tail is wq and wk: its backward crosses the complex
                         rotation).
  qr_svd_head            per sample A = view(lin_a(h)) [B, 6, 3] + 0.5 I,
                         Q, R = torch.linalg.qr(A, mode="reduced"), the
                         coefficients Q^T t of a target t = lin_t(h),
                         torch.linalg.svdvals(A) (their sum, the nuclear
                         norm, a regulariser feature), S = M M^T + 0.5 I from
                         M = view(lin_m(h)) [B, 3, 3], torch.linalg.inv_ex(S)
                         applied to the coefficients, log torch.linalg.det(S)
                         and log |diag R|; all reach a head; subset =
                         lin_a.weight, lin_m.bias and lin_t.weight (not a
                         tail).
  twin_same_shape_subset eight [4] parameters around two linears: h =
                         fc1(x) * s1 + b1, u = tanh(torch.addcmul(b2, h, g1)),
                         v = fc2(u), w = torch.lerp(u, v, sigmoid(mix)),
                         w = torch.clamp(w, lo, hi) with tensor bounds (some
                         entries clipped on each side), logits = w * s2 (4
                         classes); subset = s1, b2, mix and hi (one of each
                         use: mul, addcmul input, lerp weight, clamp bound;
                         not a tail).
"""
from __future__ import annotations

import math

import torch
import torch.nn as nn
import torch.nn.functional as F
from .heldout_subsets import third as _third, where as _where

V34 = ["byol_ema_target", "clip_weight_inplace", "rope_complex", "qr_svd_head", "twin_same_shape_subset"]


class ByolEmaTarget(nn.Module):
    def __init__(self, d_in=5, d=8, z=6, classes=3, m=0.9):
        super().__init__()
        self.head = nn.Linear(d, classes)                   # registered first: the tail third is the predictor
        self.coef = nn.Parameter(torch.tensor([0.5, -0.3, 0.2]))
        self.enc1 = nn.Linear(d_in, d)
        self.enc2 = nn.Linear(d, z)
        self.pred1 = nn.Linear(z, z)
        self.pred2 = nn.Linear(z, z)
        # the target network: buffers of the online encoder's shapes, an EMA of its weights
        self.register_buffer("t_w1", self.enc1.weight.detach().clone() + 0.05)
        self.register_buffer("t_b1", self.enc1.bias.detach().clone())
        self.register_buffer("t_w2", self.enc2.weight.detach().clone() - 0.05)
        self.register_buffer("t_b2", self.enc2.bias.detach().clone())
        self.m = m

    def online(self, x):
        h = F.relu(self.enc1(x))
        return h, self.enc2(h)

    def target(self, x):
        return F.linear(F.relu(F.linear(x, self.t_w1, self.t_b1)), self.t_w2, self.t_b2)

    def forward(self, x1, x2):                              # two views [B, d_in]
        with torch.no_grad():                               # EMA update of the target, in place
            for t, o in ((self.t_w1, self.enc1.weight), (self.t_b1, self.enc1.bias),
                         (self.t_w2, self.enc2.weight), (self.t_b2, self.enc2.bias)):
                t.mul_(self.m).add_(o, alpha=1 - self.m)
            zt1 = self.target(x1)
            zt2 = self.target(x2)
        h1, z1 = self.online(x1)
        h2, z2 = self.online(x2)
        p1 = self.pred2(F.relu(self.pred1(z1)))
        p2 = self.pred2(F.relu(self.pred1(z2)))
        reg = (2 - 2 * F.cosine_similarity(p1, zt2.detach(), dim=-1)) \
            + (2 - 2 * F.cosine_similarity(p2, zt1.detach(), dim=-1))  # [B]
        return self.head(0.5 * (h1 + h2)) + reg.unsqueeze(-1) * self.coef


class ClipWeightInplace(nn.Module):
    def __init__(self, d_in=5, d=8, classes=3, c=0.25):
        super().__init__()
        self.fc = nn.Linear(d_in, d)
        self.fc2 = nn.Linear(d, d)
        with torch.no_grad():
            self.fc2.weight.mul_(4.0)                       # rows above norm 1: the renorm acts
        self.head = nn.Linear(d, classes)
        self.c = c

    def forward(self, x):                                   # [B, d_in]
        with torch.no_grad():
            self.fc.weight.clamp_(-self.c, self.c)          # WGAN clipping
            w = self.fc2.weight
            w.div_(w.norm(dim=1, keepdim=True).clamp_min(1))  # max-norm 1 per row
        h = F.elu(self.fc(x))
        h = torch.tanh(self.fc2(h)) + h
        return self.head(h)


class RopeComplex(nn.Module):
    def __init__(self, d_in=5, d=8, T=6, n_pos=10, start=2, classes=3):
        super().__init__()
        self.head = nn.Linear(d, classes)                   # registered first: the tail third is wq, wk
        self.inp = nn.Linear(d_in, d)
        self.wv = nn.Linear(d, d)
        self.wo = nn.Linear(d, d)
        self.ln = nn.LayerNorm(d)
        self.wq = nn.Linear(d, d)
        self.wk = nn.Linear(d, d)
        inv = 1.0 / (10000.0 ** (torch.arange(0, d, 2, dtype=torch.float32) / d))  # [d/2]
        ang = torch.outer(torch.arange(n_pos, dtype=torch.float32), inv)            # [n_pos, d/2]
        self.register_buffer("freqs", torch.polar(torch.ones_like(ang), ang))       # complex64
        self.register_buffer("pos", torch.arange(start, start + T, dtype=torch.int64))
        self.register_buffer("mask", torch.triu(torch.ones(T, T, dtype=torch.bool), 1))

    def rotate(self, q, f):                                 # q [B, T, d], f [T, d/2] complex
        B, T, d = q.shape
        qc = torch.view_as_complex(q.reshape(B, T, d // 2, 2))
        return torch.view_as_real(qc * f).reshape(B, T, d)

    def forward(self, x):                                   # [B, T, d_in]
        h = self.inp(x)
        f = torch.index_select(self.freqs, 0, self.pos)     # [T, d/2] complex
        q = self.rotate(self.wq(h), f)
        k = self.rotate(self.wk(h), f)
        s = (q @ k.transpose(-1, -2)) / math.sqrt(q.shape[-1])
        a = torch.softmax(s.masked_fill(self.mask, float("-inf")), dim=-1)
        h = self.ln(h + self.wo(a @ self.wv(h)))
        return self.head(h.mean(1))


class QrSvdHead(nn.Module):
    def __init__(self, d_in=5, d=6, n=6, r=3, classes=3):
        super().__init__()
        self.enc = nn.Linear(d_in, d)
        self.lin_a = nn.Linear(d, n * r)
        self.lin_t = nn.Linear(d, n)
        self.lin_m = nn.Linear(d, r * r)
        self.head = nn.Linear(d + 3 * r + 3, classes)
        self.n, self.r = n, r

    def forward(self, x):                                   # [B, d_in]
        h = torch.tanh(self.enc(x))
        B, n, r = h.shape[0], self.n, self.r
        A = self.lin_a(h).view(B, n, r) + 0.5 * torch.eye(n, r, dtype=h.dtype)  # well conditioned
        Q, R = torch.linalg.qr(A, mode="reduced")           # [B, n, r], [B, r, r]
        t = self.lin_t(h).unsqueeze(-1)                     # [B, n, 1]
        c = Q.transpose(-1, -2) @ t                         # [B, r, 1]
        sv = torch.linalg.svdvals(A)                        # [B, r]
        nuc = sv.sum(-1, keepdim=True)                      # nuclear norm, the regulariser
        M = self.lin_m(h).view(B, r, r)
        S = M @ M.transpose(-1, -2) + 0.5 * torch.eye(r, dtype=h.dtype)         # SPD
        Si = torch.linalg.inv_ex(S).inverse
        u = (Si @ c).squeeze(-1)                            # [B, r]
        ld = torch.log(torch.linalg.det(S)).unsqueeze(-1)   # [B, 1]
        lr = torch.log(torch.diagonal(R, dim1=-2, dim2=-1).abs() + 1e-3).sum(-1, keepdim=True)
        return self.head(torch.cat([h, c.squeeze(-1), sv, u, nuc, ld, lr], dim=-1))


class TwinSameShapeSubset(nn.Module):
    def __init__(self, d_in=5, d=4):
        super().__init__()
        self.fc1 = nn.Linear(d_in, d)
        self.s1 = nn.Parameter(torch.tensor([1.1, 0.9, 1.2, 0.8]))
        self.b1 = nn.Parameter(torch.tensor([0.1, -0.2, 0.05, 0.15]))
        self.g1 = nn.Parameter(torch.tensor([0.7, 1.3, -0.6, 0.9]))
        self.b2 = nn.Parameter(torch.tensor([-0.1, 0.2, 0.3, -0.25]))
        self.fc2 = nn.Linear(d, d)
        self.mix = nn.Parameter(torch.tensor([0.3, -0.4, 0.8, 0.0]))
        self.lo = nn.Parameter(torch.tensor([-0.2, -0.15, -0.3, -0.1]))
        self.hi = nn.Parameter(torch.tensor([0.2, 0.25, 0.1, 0.15]))
        self.s2 = nn.Parameter(torch.tensor([2.0, -1.5, 1.8, 2.2]))

    def forward(self, x):                                   # [B, d_in]
        h = self.fc1(x) * self.s1 + self.b1
        u = torch.tanh(torch.addcmul(self.b2, h, self.g1))
        v = self.fc2(u)
        w = torch.lerp(u, v, torch.sigmoid(self.mix))
        w = torch.clamp(w, min=self.lo, max=self.hi)
        return w * self.s2                                  # 4 classes


def build(name: str, g: torch.Generator, Spec, call, ce):
    y = {"labels": torch.randint(0, 3, (2,), generator=g)}
    if name == "byol_ema_target":
        m = ByolEmaTarget()
        x1 = torch.randn(2, 5, generator=g)
        x2 = x1 + 0.3 * torch.randn(2, 5, generator=g)      # a second view
        return Spec(m, {"x1": x1, "x2": x2}, y, call, ce, subset_params=_third(m),
                    notes="held out (relate v34): BYOL, target MLP as buffers updated by an in-place EMA "
                          "(mul_ / add_ alpha) under no_grad in the forward, predictor head, symmetric cosine loss "
                          "to the detached target output")
    if name == "clip_weight_inplace":
        m = ClipWeightInplace()
        return Spec(m, {"x": torch.randn(2, 5, generator=g)}, y, call, ce,
                    subset=_where(m, lambda n: n in ("fc.weight", "fc2.weight", "head.bias")),
                    notes="held out (relate v34): fc.weight.clamp_ (WGAN clipping) and a max-norm row renorm "
                          "(div_) in place under no_grad, then both used with grad; subset = fc.weight, fc2.weight, "
                          "head.bias (not a tail)")
    if name == "rope_complex":
        m = RopeComplex()
        return Spec(m, {"x": torch.randn(2, 6, 5, generator=g)}, y, call, ce, subset_params=_third(m),
                    notes="held out (relate v34): rotary embedding via view_as_complex * polar freqs buffer "
                          "(index_select by an int64 position buffer) and view_as_real, causal single-head attention")
    if name == "qr_svd_head":
        m = QrSvdHead()
        return Spec(m, {"x": torch.randn(2, 5, generator=g)}, y, call, ce,
                    subset=_where(m, lambda n: n in ("lin_a.weight", "lin_m.bias", "lin_t.weight")),
                    notes="held out (relate v34): linalg.qr (reduced), svdvals nuclear norm, inv_ex and det of an "
                          "SPD matrix; subset = lin_a.weight, lin_m.bias, lin_t.weight (not a tail)")
    if name == "twin_same_shape_subset":
        m = TwinSameShapeSubset()
        y4 = {"labels": torch.randint(0, 4, (2,), generator=g)}
        return Spec(m, {"x": torch.randn(2, 5, generator=g)}, y4, call, ce,
                    subset=_where(m, lambda n: n in ("s1", "b2", "mix", "hi")),
                    notes="held out (relate v34): eight [4] parameters (mul, add, addcmul, lerp weight, clamp "
                          "tensor bounds) around two linears; subset = s1, b2, mix, hi (not a tail)")
    raise KeyError(name)
