"""Twenty-eighth held-out set for `fxmatch relate` (2026-12-05, /work/data/heldout_relate_v28).

Written to score main at cae65ff blind: captured once and scored with that
commit's binary and rules, no engine change in between. Op families no
earlier relate set holds (a hand-written LayerNorm/GroupNorm whose centred
input is written twice, bf16 round-trip casts, polynomial features by a
stack of powers, a Huber loss; a mixture density head with log_softmax and
logsumexp of Gaussian log-likelihoods, nn.Bilinear, cosine_similarity;
WaveNet-style dilated causal depthwise-separable conv1d with gated
tanh*sigmoid and skip sums, GLU over channels; DeepSets pooling with
torch.cdist, a learned-threshold torch.where, embedding with padding_idx and
bucketize; InfoNCE over two views through one shared encoder with a learned
temperature, a straight-through code); like heldout_relate.py's models they
never enter the zoo.

  handnorm_poly     a hand-written LayerNorm over the last dim written as
                    (x - x.mean()) / sqrt(((x - x.mean())**2).mean() + eps)
                    (the centred input twice: AOT's CSE merges it, make_fx
                    keeps both), a hand-written GroupNorm (view to groups,
                    the same form) on a conv1d's output, bf16 round trips
                    (.bfloat16().float()) repeated, polynomial features by
                    torch.stack of x, x**2, x**3 with a learned mixing, a
                    regression head scored by F.huber_loss.
  mdn_bilinear      a mixture density network: two branches combined by
                    nn.Bilinear, a cosine_similarity feature of the two
                    branches, a head giving mixture logits, means and log
                    scales of K Gaussians; the loss is the negative
                    log-likelihood by log_softmax + logsumexp of the
                    per-component Gaussian log-likelihoods.
  wavenet_gated     WaveNet-style: a 1x1 input conv, two layers of causal
                    (F.pad on the left) dilated depthwise conv1d (dilation 1
                    then 2) with a pointwise conv after, gated tanh * sigmoid,
                    residual and skip sums, F.glu over the channel dim (dim=1,
                    not the last), pooled head; subset = the second layer and
                    the head (not a tail).
  deepsets_cdist    DeepSets over a set of tokens: an embedding with
                    padding_idx=0 plus a learned embedding of a continuous
                    feature bucketized against fixed boundaries, phi MLP,
                    max and mean pooling over the set dim, pairwise torch.cdist
                    distances turned into a kernel and a learned-threshold
                    torch.where hinge (thr - d where d < thr), rho head.
  infonce_st        contrastive: two views read through one shared encoder,
                    F.normalize'd, InfoNCE logits z1 @ z2.T times exp of a
                    learned log-temperature (cross_entropy against an arange
                    both ways), plus a straight-through discrete code
                    (y_hard - y.detach() + y, y_hard by comparison with the
                    row max) feeding a small codebook classifier.
"""
from __future__ import annotations

import torch
import torch.nn as nn
import torch.nn.functional as F
from .heldout_subsets import third as _third, where as _where

V28 = ["handnorm_poly", "mdn_bilinear", "wavenet_gated", "deepsets_cdist", "infonce_st"]


def _hand_ln(x, w, b, eps=1e-5):
    # the centred input written twice on purpose
    y = (x - x.mean(-1, keepdim=True)) / torch.sqrt(((x - x.mean(-1, keepdim=True)) ** 2).mean(-1, keepdim=True) + eps)
    return y * w + b


class HandnormPoly(nn.Module):
    def __init__(self, d_in=4, d=6, c=4, groups=2, out=2):
        super().__init__()
        self.inp = nn.Linear(d_in, d)
        self.ln_w = nn.Parameter(1.0 + 0.1 * torch.randn(d))
        self.ln_b = nn.Parameter(0.1 * torch.randn(d))
        self.conv = nn.Conv1d(1, c, 3, padding=1)
        self.gn_w = nn.Parameter(1.0 + 0.1 * torch.randn(c))
        self.gn_b = nn.Parameter(0.1 * torch.randn(c))
        self.poly = nn.Parameter(torch.randn(3) * 0.3)
        self.head = nn.Linear(d + c, out)
        self.groups = groups

    def forward(self, x):                                   # [B, d_in]
        h = torch.tanh(self.inp(x))                         # [B, d]
        h = _hand_ln(h.bfloat16().float(), self.ln_w, self.ln_b)
        B, d = h.shape
        c = self.conv(h.unsqueeze(1))                       # [B, c, d]
        g = c.view(B, self.groups, -1)                      # hand-written GroupNorm
        g = (g - g.mean(-1, keepdim=True)) / torch.sqrt(((g - g.mean(-1, keepdim=True)) ** 2).mean(-1, keepdim=True) + 1e-5)
        c = g.view(B, -1, d) * self.gn_w.view(1, -1, 1) + self.gn_b.view(1, -1, 1)
        c = torch.relu(c).bfloat16().float()
        p = torch.stack([h, h ** 2, h ** 3], dim=-1)        # [B, d, 3] polynomial features
        h = (p * self.poly).sum(-1)
        return self.head(torch.cat([h, c.mean(-1).float()], dim=-1))


def _huber(out, target):
    return F.huber_loss(out, target, delta=0.5)


class MdnBilinear(nn.Module):
    def __init__(self, d_in=5, d=4, k=3):
        super().__init__()
        self.a = nn.Linear(d_in, d)
        self.b = nn.Linear(d_in, d)
        self.bil = nn.Bilinear(d, d, d)
        self.head = nn.Linear(d + 1, 3 * k)
        self.k = k

    def forward(self, x):                                   # [B, d_in]
        ha = torch.tanh(self.a(x))
        hb = torch.relu(self.b(x))
        z = self.bil(ha, hb)                                # [B, d]
        cs = F.cosine_similarity(ha, hb, dim=-1).unsqueeze(-1)
        return self.head(torch.cat([torch.tanh(z), cs], dim=-1))   # [B, 3k]: logits, mu, log sigma


def _mdn_nll(out, target):
    k = out.shape[-1] // 3
    logit, mu, log_s = out[:, :k], out[:, k:2 * k], out[:, 2 * k:]
    log_pi = F.log_softmax(logit, dim=-1)
    ll = -0.5 * ((target - mu) / torch.exp(log_s)) ** 2 - log_s - 0.9189385332046727
    return -torch.logsumexp(log_pi + ll, dim=-1).mean()


class WavenetGated(nn.Module):
    def __init__(self, c_in=2, c=4, classes=3, dilations=(1, 2)):
        super().__init__()
        self.inp = nn.Conv1d(c_in, c, 1)
        self.dw = nn.ModuleList([nn.Conv1d(c, c, 2, dilation=d, groups=c) for d in dilations])
        self.pw = nn.ModuleList([nn.Conv1d(c, 2 * c, 1) for _ in dilations])
        self.res = nn.ModuleList([nn.Conv1d(c, c, 1) for _ in dilations])
        self.skip = nn.ModuleList([nn.Conv1d(c, 2 * c, 1) for _ in dilations])
        self.head = nn.Linear(c, classes)
        self.dilations = dilations

    def forward(self, x):                                   # [B, c_in, T]
        h = self.inp(x)
        skips = 0
        for dw, pw, res, skip, d in zip(self.dw, self.pw, self.res, self.skip, self.dilations):
            u = pw(dw(F.pad(h, (d, 0))))                    # causal, same length
            f, g = u.chunk(2, dim=1)
            z = torch.tanh(f) * torch.sigmoid(g)
            h = h + res(z)
            skips = skips + skip(z)
        s = F.glu(torch.relu(skips), dim=1)                 # [B, c, T]
        return self.head(s.mean(-1))


class DeepsetsCdist(nn.Module):
    def __init__(self, vocab=7, d=4, buckets=4, classes=3):
        super().__init__()
        self.emb = nn.Embedding(vocab, d, padding_idx=0)
        self.bemb = nn.Embedding(buckets + 1, d)
        self.register_buffer("bounds", torch.tensor([-1.0, 0.0, 1.0, 2.0][:buckets]), persistent=False)
        self.phi = nn.Sequential(nn.Linear(d + 1, d), nn.ReLU(), nn.Linear(d, d))
        self.thr = nn.Parameter(torch.tensor(1.5))
        self.rho = nn.Linear(2 * d + 2, classes)

    def forward(self, ids, feat):                           # [B, N] long, [B, N] float
        e = self.emb(ids) + self.bemb(torch.bucketize(feat, self.bounds))
        h = self.phi(torch.cat([e, feat.unsqueeze(-1)], dim=-1))   # [B, N, d]
        mx = h.max(dim=1).values
        mn = h.mean(dim=1)
        dist = torch.cdist(h, h)                             # [B, N, N]
        kern = torch.exp(-dist).mean((1, 2)).unsqueeze(-1)
        hinge = torch.where(dist < self.thr, self.thr - dist, torch.zeros_like(dist)).mean((1, 2)).unsqueeze(-1)
        return self.rho(torch.cat([mx, mn, kern, hinge], dim=-1))


class InfonceSt(nn.Module):
    def __init__(self, d_in=5, d=4, codes=3, classes=3):
        super().__init__()
        self.enc = nn.Sequential(nn.Linear(d_in, d), nn.GELU(), nn.Linear(d, d))
        self.log_t = nn.Parameter(torch.tensor(1.0))
        self.code = nn.Linear(d, codes)
        self.book = nn.Linear(codes, classes, bias=False)

    def forward(self, x1, x2):                              # two views [B, d_in]
        z1 = F.normalize(self.enc(x1), dim=-1)
        z2 = F.normalize(self.enc(x2), dim=-1)
        logits = z1 @ z2.t() * torch.exp(self.log_t)        # [B, B]
        y = torch.softmax(self.code(z1 + z2), dim=-1)
        y_hard = (y == y.max(-1, keepdim=True).values).to(y.dtype)
        q = y_hard - y.detach() + y                         # straight-through
        return torch.cat([logits, self.book(q)], dim=-1)    # [B, B + classes]


def _infonce_ce(out, labels):
    B = out.shape[0]
    logits, cls = out[:, :B], out[:, B:]
    t = torch.arange(B)
    return 0.5 * (F.cross_entropy(logits, t) + F.cross_entropy(logits.t(), t)) + F.cross_entropy(cls, labels)


def build(name: str, g: torch.Generator, Spec, call, ce):
    y = {"labels": torch.randint(0, 3, (2,), generator=g)}
    if name == "handnorm_poly":
        m = HandnormPoly()
        return Spec(m, {"x": torch.randn(2, 4, generator=g)}, {"target": torch.randn(2, 2, generator=g)}, call,
                    _huber, subset_params=_third(m),
                    notes="held out (relate v28): hand-written LN/GN (centred input twice), bf16 round trips, "
                          "stacked powers, huber loss")
    if name == "mdn_bilinear":
        m = MdnBilinear()
        return Spec(m, {"x": torch.randn(2, 5, generator=g)}, {"target": torch.randn(2, 1, generator=g)}, call,
                    _mdn_nll, subset_params=_third(m),
                    notes="held out (relate v28): mixture density NLL (log_softmax + logsumexp), nn.Bilinear, "
                          "cosine_similarity")
    if name == "wavenet_gated":
        m = WavenetGated()
        return Spec(m, {"x": torch.randn(2, 2, 6, generator=g)}, y, call, ce,
                    subset=_where(m, lambda n: n.split(".")[1:2] == ["1"] or n.startswith("head.")),
                    notes="held out (relate v28): causal dilated depthwise-separable conv1d, gated tanh*sigmoid, "
                          "skip sums, glu over channels")
    if name == "deepsets_cdist":
        m = DeepsetsCdist()
        ids = torch.randint(0, 7, (2, 4), generator=g)
        ids[0, -1] = 0                                       # a padding token
        return Spec(m, {"ids": ids, "feat": 1.5 * torch.randn(2, 4, generator=g)}, y, call, ce,
                    subset_params=_third(m),
                    notes="held out (relate v28): DeepSets max/mean pooling, cdist, learned-threshold where, "
                          "padding_idx embedding, bucketize")
    if name == "infonce_st":
        m = InfonceSt()
        return Spec(m, {"x1": torch.randn(2, 5, generator=g), "x2": torch.randn(2, 5, generator=g)}, y, call,
                    _infonce_ce, subset_params=_third(m),
                    notes="held out (relate v28): InfoNCE of two views through one shared encoder, learned "
                          "temperature, straight-through code")
    raise KeyError(name)
