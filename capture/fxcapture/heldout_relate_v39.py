"""Thirty-ninth held-out set for `fxmatch relate` (2026-12-05, /work/data/heldout_relate_v39).

Written to score main at 6c4b6dd blind: captured once and scored with that
commit's binary and rules, no engine change in between, and no fxmatch run on
these captures while they were written. Its five families are new to the
project (no earlier set has them): Performer / FAVOR+ attention (positive
random features exp(w.x - |x|^2 / 2 - max) from a fixed Gaussian projection
buffer, the non-causal form phi(Q) (phi(K)^T V) normalised by phi(Q)
phi(K)^T 1, no cumsum and no softmax over tokens), a modern Hopfield / dense
associative memory retrieval layer (a state query updated three times by
softmax(beta * K xi) K over stored patterns with a learned softplus beta,
then a retrieval of the values), VICReg self-supervision (two views of one
input made by fixed augmentation buffers, one shared encoder and a projector
with BatchNorm1d in training mode called on both views, the loss invariance
mse plus a variance hinge relu(1 - sqrt(var + eps)) plus the squared
off-diagonal of each view's covariance matrix, with a linear probe on
detached features), an AdaIN style-transfer block (one conv encoder read
three times: content, style and the re-encoded output; the content features
normalised by their spatial mean / std and re-scaled by the style's
statistics plus an affine from a style MLP; a running style mean written
into a buffer by copy_ under no_grad), and a differentiable soft rank
(pairwise sigmoid comparisons of learned item scores at a learned
temperature, an off-diagonal mask buffer, a Spearman-style correlation loss
against fixed target ranks); like heldout_relate.py's models they never
enter the zoo.

  performer_favor       x [B, 5, 6] -> linear to 8, q / k / v linears split
                        into 2 heads of 4 (scaled by 4 ** -0.25); each is
                        mapped by einsum with a fixed [2, 6, 4] Gaussian
                        buffer omega to phi = exp(w.x - |x|^2 / 2 - stab) /
                        sqrt(6) + 1e-4 (stab the detached amax: per token for
                        queries, over tokens and features for keys); kv =
                        einsum(phi_k, v), the normaliser einsum(phi_q,
                        phi_k.sum(tokens)), out = einsum(phi_q, kv) / norm;
                        heads merged, an output linear, a residual and a
                        LayerNorm, mean pool, head; subset = k.weight and
                        norm.bias (not a tail: the head is registered last).
  hopfield_retrieval    a state query q [B, 5] and a set of stored patterns
                        Y [B, 6, 5]; xi = wq(q), K = wk(Y), V = wv(Y); beta =
                        softplus(beta_raw) / sqrt(8); three updates xi =
                        softmax(beta * K xi) K unrolled by a python loop
                        (einsum and softmax over the patterns), then the
                        retrieved value softmax(beta * K xi) V; head on the
                        concatenated xi and value; subset = beta_raw and
                        wq.weight (not a tail).
  vicreg_two_views      x [B, 6]; views x * gain[i] + shift[i] from fixed
                        buffers; a shared encoder (linear, relu, linear) and
                        projector (linear, BatchNorm1d(8) in training mode:
                        its running stats updated twice per forward, relu,
                        linear) applied to both views; a linear probe on the
                        first view's detached features; the loss is 25 *
                        mse(z_a, z_b) + 25 * the mean of relu(1 - sqrt(var(z,
                        0) + 1e-4)) for each view + the squared off-diagonal
                        of each view's covariance matrix zc.T @ zc / (B - 1)
                        over 8, plus the probe's cross entropy; subset =
                        bn.weight and enc1.weight (not a tail).
  adain_style           content and style images [B, 3, 6, 6]; a shared
                        encoder (Conv2d 3x3 to 6, relu); content mean / std
                        over the spatial dims (var with correction 0 plus
                        eps, sqrt); the style's mean and std [B, 6] feed a
                        style MLP (linear, relu, linear) whose two chunks
                        add to them: t = (fc - mu_c) / sd_c * (sd_s + g) +
                        (mu_s + b); under no_grad a style_ema buffer gets
                        copy_(0.9 * ema + 0.1 * mu_s.mean(0)); a decoder
                        (Conv2d to 3, tanh) and the output re-encoded; the
                        module returns the image, a content loss mse(f(out),
                        t.detach()) and a style loss on the mean / std of
                        f(out) against the detached style statistics; the
                        criterion adds 0.1 * l1 to a target image; subset =
                        style1.weight and dec.weight (not a tail: dec.bias is
                        registered after dec.weight).
  softrank_spearman     items x [B, 6, 5] scored by linear, tanh, linear to
                        s [B, 6]; tau = exp(log_tau) (a parameter registered
                        first); pairwise P = sigmoid((s_j - s_i) / tau) by
                        broadcast unsqueezes, times a (1 - eye) buffer,
                        summed: soft rank r = 1 + sum_j P (rank 1 the highest
                        score); the loss is 1 - the Pearson correlation of r
                        with fixed float target ranks (centred, norms) plus
                        0.05 * mse(r, ranks); subset = log_tau and s1.weight
                        (not a tail).
"""
from __future__ import annotations

import math

import torch
import torch.nn as nn
import torch.nn.functional as F
from .heldout_subsets import where as _where

V39 = ["performer_favor", "hopfield_retrieval", "vicreg_two_views", "adain_style", "softrank_spearman"]


class PerformerFavor(nn.Module):
    def __init__(self, d_in=6, d=8, heads=2, feats=6, classes=3):
        super().__init__()
        self.inp = nn.Linear(d_in, d)
        self.q = nn.Linear(d, d)
        self.k = nn.Linear(d, d)
        self.v = nn.Linear(d, d)
        self.o = nn.Linear(d, d)
        self.norm = nn.LayerNorm(d)
        self.head = nn.Linear(d, classes)
        self.register_buffer("omega", torch.randn(heads, feats, d // heads))   # fixed random projection
        self.heads, self.dh, self.feats = heads, d // heads, feats

    def split(self, t):                                     # [B, T, d] -> [B, H, T, dh]
        B, T, _ = t.shape
        return t.view(B, T, self.heads, self.dh).transpose(1, 2)

    def phi(self, x, query):                                # positive random features
        x = x * self.dh ** -0.25
        wx = torch.einsum("bhtd,hmd->bhtm", x, self.omega)
        sq = (x * x).sum(-1, keepdim=True) / 2
        stab = wx.amax(-1, keepdim=True) if query else wx.amax(dim=(-2, -1), keepdim=True)
        return torch.exp(wx - sq - stab.detach()) / math.sqrt(self.feats) + 1e-4

    def forward(self, x):                                   # [B, T, d_in]
        h = self.inp(x)
        pq = self.phi(self.split(self.q(h)), True)          # [B, H, T, m]
        pk = self.phi(self.split(self.k(h)), False)
        v = self.split(self.v(h))                           # [B, H, T, dh]
        kv = torch.einsum("bhtm,bhte->bhme", pk, v)         # phi(K)^T V
        den = torch.einsum("bhtm,bhm->bht", pq, pk.sum(2)).unsqueeze(-1)
        out = torch.einsum("bhtm,bhme->bhte", pq, kv) / den
        B, H, T, dh = out.shape
        h = self.norm(h + self.o(out.transpose(1, 2).reshape(B, T, H * dh)))
        return self.head(h.mean(1))


class HopfieldRetrieval(nn.Module):
    def __init__(self, d_in=5, d=8, classes=3, iters=3):
        super().__init__()
        self.wq = nn.Linear(d_in, d)
        self.wk = nn.Linear(d_in, d)
        self.wv = nn.Linear(d_in, d)
        self.beta_raw = nn.Parameter(torch.tensor(1.0))
        self.head = nn.Linear(2 * d, classes)
        self.iters, self.d = iters, d

    def forward(self, q, y):                                # [B, d_in], [B, N, d_in]
        xi = self.wq(q)                                     # [B, d]
        K, V = self.wk(y), self.wv(y)                       # [B, N, d]
        beta = F.softplus(self.beta_raw) / math.sqrt(self.d)
        for _ in range(self.iters):                         # xi <- softmax(beta K xi) K, unrolled
            a = torch.softmax(beta * torch.einsum("bnd,bd->bn", K, xi), dim=-1)
            xi = torch.einsum("bn,bnd->bd", a, K)
        a = torch.softmax(beta * torch.einsum("bnd,bd->bn", K, xi), dim=-1)
        val = torch.einsum("bn,bnd->bd", a, V)              # retrieved value
        return self.head(torch.cat([xi, val], dim=-1))


class VicregTwoViews(nn.Module):
    def __init__(self, d_in=6, d=8, classes=3, B=2):
        super().__init__()
        self.enc1 = nn.Linear(d_in, d)
        self.enc2 = nn.Linear(d, d)
        self.proj1 = nn.Linear(d, d)
        self.bn = nn.BatchNorm1d(d)
        self.proj2 = nn.Linear(d, d)
        self.probe = nn.Linear(d, classes)
        self.register_buffer("gain", 1.0 + 0.3 * torch.randn(2, d_in))     # fixed augmentations
        self.register_buffer("shift", 0.2 * torch.randn(2, B, d_in))

    def encode(self, x):
        return self.enc2(F.relu(self.enc1(x)))

    def project(self, h):
        return self.proj2(F.relu(self.bn(self.proj1(h))))   # BatchNorm1d in training mode, twice a step

    def forward(self, x):                                   # [B, d_in]
        ha = self.encode(x * self.gain[0] + self.shift[0])
        hb = self.encode(x * self.gain[1] + self.shift[1])
        return self.project(ha), self.project(hb), self.probe(ha.detach())   # a linear probe, stop-gradient


def _vicreg_terms(z):
    std = torch.sqrt(z.var(dim=0) + 1e-4)
    zc = z - z.mean(0)
    c = zc.T @ zc / (z.shape[0] - 1)
    off = c.pow(2).sum() - torch.diagonal(c).pow(2).sum()
    return F.relu(1 - std).mean(), off / z.shape[1]


def _vicreg_total(out, labels):
    za, zb, logits = out
    va, ca = _vicreg_terms(za)
    vb, cb = _vicreg_terms(zb)
    return 25 * F.mse_loss(za, zb) + 25 * (va + vb) + ca + cb + F.cross_entropy(logits, labels)


class AdainStyle(nn.Module):
    def __init__(self, c_in=3, c=6, hid=8, decay=0.9):
        super().__init__()
        self.enc = nn.Conv2d(c_in, c, 3, padding=1)
        self.style1 = nn.Linear(2 * c, hid)
        self.style2 = nn.Linear(hid, 2 * c)
        self.dec = nn.Conv2d(c, c_in, 3, padding=1)
        self.register_buffer("style_ema", torch.zeros(c))
        self.decay = decay

    @staticmethod
    def stats(f):                                           # spatial mean / std, [B, C, 1, 1]
        mu = f.mean(dim=(2, 3), keepdim=True)
        sd = (f.var(dim=(2, 3), keepdim=True, correction=0) + 1e-5).sqrt()
        return mu, sd

    def forward(self, content, style):                      # [B, c_in, H, W] x2
        fc = F.relu(self.enc(content))
        fs = F.relu(self.enc(style))
        mu_c, sd_c = self.stats(fc)
        mu_s, sd_s = self.stats(fs)
        mu_s, sd_s = mu_s.flatten(1), sd_s.flatten(1)       # [B, C]
        g, b = self.style2(F.relu(self.style1(torch.cat([mu_s, sd_s], dim=-1)))).chunk(2, dim=-1)
        t = (fc - mu_c) / sd_c * (sd_s + g)[..., None, None] + (mu_s + b)[..., None, None]   # AdaIN
        with torch.no_grad():                               # a running style mean, a buffer written in place
            self.style_ema.copy_(self.decay * self.style_ema + (1 - self.decay) * mu_s.mean(0))
        out = torch.tanh(self.dec(t))
        fo = F.relu(self.enc(out))                          # the output re-encoded
        mu_o, sd_o = self.stats(fo)
        content_loss = F.mse_loss(fo, t.detach())
        style_loss = F.mse_loss(mu_o.flatten(1), mu_s.detach()) + F.mse_loss(sd_o.flatten(1), sd_s.detach())
        return out, content_loss, style_loss


def _adain_total(out, target):
    img, content_loss, style_loss = out
    return content_loss + 0.5 * style_loss + 0.1 * F.l1_loss(img, target)


class SoftrankSpearman(nn.Module):
    def __init__(self, d_in=5, d=8, n=6):
        super().__init__()
        self.log_tau = nn.Parameter(torch.tensor(-0.5))
        self.s1 = nn.Linear(d_in, d)
        self.s2 = nn.Linear(d, 1)
        self.register_buffer("offdiag", 1.0 - torch.eye(n))

    def forward(self, x):                                   # [B, n, d_in]
        s = self.s2(torch.tanh(self.s1(x))).squeeze(-1)     # [B, n]
        tau = torch.exp(self.log_tau)
        p = torch.sigmoid((s.unsqueeze(-2) - s.unsqueeze(-1)) / tau)   # [B, i, j]: P(s_j > s_i)
        return 1.0 + (p * self.offdiag).sum(-1)             # soft rank, 1 = the highest score


def _spearman(r, ranks):
    rc = r - r.mean(-1, keepdim=True)
    tc = ranks - ranks.mean(-1, keepdim=True)
    corr = (rc * tc).sum(-1) / (rc.norm(dim=-1) * tc.norm(dim=-1) + 1e-6)
    return (1 - corr).mean() + 0.05 * F.mse_loss(r, ranks)


def build(name: str, g: torch.Generator, Spec, call, ce):
    y = {"labels": torch.randint(0, 3, (2,), generator=g)}
    if name == "performer_favor":
        m = PerformerFavor()
        return Spec(m, {"x": torch.randn(2, 5, 6, generator=g)}, y, call, ce,
                    subset=_where(m, lambda n: n in ("k.weight", "norm.bias")),
                    notes="held out (relate v39): Performer FAVOR+ attention, exp random features from a fixed "
                          "projection buffer, non-causal phi(Q) (phi(K)^T V) by einsum; subset = k.weight, "
                          "norm.bias (not a tail)")
    if name == "hopfield_retrieval":
        m = HopfieldRetrieval()
        return Spec(m, {"q": torch.randn(2, 5, generator=g), "y": torch.randn(2, 6, 5, generator=g)},
                    y, call, ce,
                    subset=_where(m, lambda n: n in ("beta_raw", "wq.weight")),
                    notes="held out (relate v39): modern Hopfield retrieval, three unrolled softmax(beta K xi) K "
                          "updates with a learned softplus beta; subset = beta_raw, wq.weight (not a tail)")
    if name == "vicreg_two_views":
        m = VicregTwoViews()
        return Spec(m, {"x": torch.randn(2, 6, generator=g)}, y, call, _vicreg_total,
                    subset=_where(m, lambda n: n in ("bn.weight", "enc1.weight")),
                    notes="held out (relate v39): VICReg on two fixed-augmentation views, shared encoder and "
                          "projector with BatchNorm1d in training mode, invariance / variance hinge / covariance "
                          "off-diagonal, detached linear probe; subset = bn.weight, enc1.weight (not a tail)")
    if name == "adain_style":
        m = AdainStyle()
        return Spec(m, {"content": torch.randn(2, 3, 6, 6, generator=g),
                        "style": torch.randn(2, 3, 6, 6, generator=g)},
                    {"target": torch.randn(2, 3, 6, 6, generator=g)}, call, _adain_total,
                    subset=_where(m, lambda n: n in ("style1.weight", "dec.weight")),
                    notes="held out (relate v39): AdaIN with a style MLP, a shared conv encoder read three times, "
                          "a running style mean written by copy_ under no_grad, content and style losses; "
                          "subset = style1.weight, dec.weight (not a tail)")
    if name == "softrank_spearman":
        m = SoftrankSpearman()
        ranks = torch.stack([torch.randperm(6, generator=g) for _ in range(2)]).float() + 1.0
        return Spec(m, {"x": torch.randn(2, 6, 5, generator=g)}, {"ranks": ranks}, call, _spearman,
                    subset=_where(m, lambda n: n in ("log_tau", "s1.weight")),
                    notes="held out (relate v39): differentiable soft rank by pairwise sigmoid comparisons at a "
                          "learned temperature, Spearman-style correlation loss; subset = log_tau, s1.weight "
                          "(not a tail)")
    raise KeyError(name)
