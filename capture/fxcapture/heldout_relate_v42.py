"""Forty-second held-out set for `fxmatch relate` (2026-12-05, /work/data/heldout_relate_v42).

Written to score main at a1f4ea0 blind: captured once and scored with that
commit's binary and rules, no engine change in between, and no fxmatch run on
these captures while they were written. Its five families are new to the
project (no earlier set has them): a Gumbel-softmax categorical VAE (a fixed
Gumbel noise buffer, a tempered softmax, a hard one-hot written by an
in-place scatter_ into zeros and the straight-through hard - y.detach() + y,
a KL to the uniform prior), a TabNet-style encoder (sparsemax written by hand
with torch.sort, cumsum, a support count and gather, a prior scale carried
across three decision steps, one shared GLU feature layer called four times
and a mask entropy term), a linear-chain CRF tagger (the forward algorithm by
logsumexp over a transition parameter read every step, a padding mask by
torch.where, the gold path score by advanced indexing of the transitions and
gather of the emissions), a rational-quadratic neural spline flow (two
coupling layers, softmax bin widths / heights, cumsum knots with the ends
written in place by slice assignment, softplus derivatives padded by F.pad,
the bin found by torch.searchsorted, gathered knots, identity tails by where,
torch.flip between the layers), and an evidential Dirichlet classifier (one
conv called twice, alpha = softplus(logits).add_(1) in place, the expected
digamma loss and an annealed KL to Dir(1) with lgamma / digamma); like
heldout_relate.py's models they never enter the zoo.

  gumbel_cat_vae     x [4, 12] binary -> enc1 16, relu, enc2 -> logits [4, 3, 4] (3 latents of 4 classes); y =
                     softmax((logits + gumbel) / 0.7) with a Gumbel noise buffer; hard = zeros_like(y).scatter_(-1,
                     argmax, 1) (in place), z = hard - y.detach() + y; dec1 16, relu, dec2 -> 12 logits; the module
                     returns them and KL(q || uniform) = sum softmax * (log_softmax + log 4); criterion: BCE with
                     logits summed / B + mean KL; subset = enc1.weight, dec1.bias.
  tabnet_sparsemax   x [4, 6] -> BatchNorm1d (training); a shared Linear(6, 16) + GLU called at the split and at
                     each of 3 steps, a step Linear(8, 16) + GLU residual * sqrt(.5); per step M = sparsemax(prior *
                     att_i(a)) (sort descending, cumsum, k * z > cs, support count, tau by gather, clamp), prior =
                     prior * (1.3 - M), out += relu(d); entropy of M; head; CE + 1e-3 entropy; subset =
                     shared.bias, att.1.weight.
  crf_tagger         ids [2, 6] (0 = padding, lengths 6 and 4), tags [2, 6] -> Embedding(16, 12), Conv1d k3,
                     relu, Linear to 5 emissions; alpha = start + em[:, 0]; per step logsumexp(alpha[:, :, None] +
                     trans + em[:, t, None]) kept by where(mask); log Z = logsumexp(alpha + end); gold = start[tag0]
                     + gathered emissions * mask + trans[tags[:, :-1], tags[:, 1:]] * mask + end[last tag]; NLL
                     returned by the module, mean outside; subset = trans, conv.weight.
  rq_spline_flow     x [4, 4] (two entries outside the [-3, 3] box) -> two coupling layers: a tanh MLP of one half
                     gives 4-bin widths / heights (softmax, min 1e-3, cumsum, F.pad, scaled, ends set in place by
                     slice assignment) and derivatives (softplus, padded to 1 at the ends); searchsorted bin, gather,
                     the RQ map and its log-derivative, identity outside the box by where; torch.flip between the
                     layers; a learned log-scale; NLL of a standard normal minus the log-det; subset =
                     flows.0.out.weight, flows.1.hid.bias.
  evidential_dirichlet img [4, 1, 8, 8], labels [4] -> c1, relu, c2 called twice (relu each), mean pool, fc to 3;
                     alpha = softplus(logits).add_(1) (in place on a non-leaf); one-hot by == arange; loss = sum y
                     (digamma(S) - digamma(alpha)) + 0.2 KL(Dir(y + (1 - y) alpha) || Dir(1)) by lgamma /
                     digamma; the module returns it and the vacuity K / S; criterion: mean + 0.01 mean vacuity;
                     subset = c1.bias, c2.weight.
No subset above is a tail.
"""
from __future__ import annotations

import math

import torch
import torch.nn as nn
import torch.nn.functional as F
from .heldout_subsets import where as _where

V42 = ["gumbel_cat_vae", "tabnet_sparsemax", "crf_tagger", "rq_spline_flow", "evidential_dirichlet"]


class GumbelCatVae(nn.Module):
    def __init__(self, g, B=4, d_in=12, hid=16, n=3, k=4, tau=0.7):
        super().__init__()
        self.enc1 = nn.Linear(d_in, hid)
        self.enc2 = nn.Linear(hid, n * k)
        self.dec1 = nn.Linear(n * k, hid)
        self.dec2 = nn.Linear(hid, d_in)
        u = torch.rand(B, n, k, generator=g).clamp(1e-4, 1 - 1e-4)
        self.register_buffer("gumbel", -torch.log(-torch.log(u)))
        self.n, self.k, self.tau = n, k, tau

    def forward(self, x):                                   # [B, d_in]
        B = x.shape[0]
        logits = self.enc2(F.relu(self.enc1(x))).view(B, self.n, self.k)
        y = torch.softmax((logits + self.gumbel) / self.tau, dim=-1)
        hard = torch.zeros_like(y).scatter_(-1, y.argmax(-1, keepdim=True), 1.0)   # in place
        z = hard - y.detach() + y                           # straight-through
        recon = self.dec2(F.relu(self.dec1(z.flatten(1))))
        q = torch.softmax(logits, dim=-1)
        kl = (q * (F.log_softmax(logits, dim=-1) + math.log(self.k))).sum((1, 2))
        return recon, kl


def _gumbel_total(out, x):
    recon, kl = out
    bce = F.binary_cross_entropy_with_logits(recon, x, reduction="sum") / x.shape[0]
    return bce + kl.mean()


def _sparsemax(z):
    zs, _ = torch.sort(z, dim=-1, descending=True)
    cs = zs.cumsum(-1) - 1
    k = torch.arange(1, z.shape[-1] + 1, dtype=z.dtype)
    kz = (k * zs > cs).sum(-1, keepdim=True)                # the support size
    tau = cs.gather(-1, kz - 1) / kz.to(z.dtype)
    return torch.clamp(z - tau, min=0)


class TabnetSparsemax(nn.Module):
    def __init__(self, d_in=6, nd=4, na=4, steps=3, classes=3, gamma=1.3):
        super().__init__()
        h = nd + na
        self.bn = nn.BatchNorm1d(d_in)
        self.shared = nn.Linear(d_in, 2 * h)                # shared across the split and every step
        self.step = nn.ModuleList([nn.Linear(h, 2 * h) for _ in range(steps + 1)])
        self.att = nn.ModuleList([nn.Linear(na, d_in) for _ in range(steps)])
        self.head = nn.Linear(nd, classes)
        self.nd, self.steps, self.gamma = nd, steps, gamma

    def feat(self, x, i):
        h = F.glu(self.shared(x), dim=-1)
        return (h + F.glu(self.step[i](h), dim=-1)) * math.sqrt(0.5)

    def forward(self, x):                                   # [B, d_in]
        x = self.bn(x)
        a = self.feat(x, 0)[:, self.nd:]
        prior = torch.ones_like(x)
        out = x.new_zeros(x.shape[0], self.nd)
        ent = x.new_zeros(())
        for i in range(self.steps):
            m = _sparsemax(prior * self.att[i](a))
            prior = prior * (self.gamma - m)
            ent = ent + (-m * torch.log(m + 1e-10)).sum(-1).mean()
            h = self.feat(m * x, i + 1)
            out = out + F.relu(h[:, :self.nd])
            a = h[:, self.nd:]
        return self.head(out), ent / self.steps


def _tabnet_total(out, labels):
    logits, ent = out
    return F.cross_entropy(logits, labels) + 1e-3 * ent


class CrfTagger(nn.Module):
    def __init__(self, vocab=16, d=12, tags=5):
        super().__init__()
        self.emb = nn.Embedding(vocab, d)
        self.conv = nn.Conv1d(d, d, 3, padding=1)
        self.trans = nn.Parameter(0.3 * torch.randn(tags, tags))   # trans[i, j]: tag i -> tag j
        self.start = nn.Parameter(0.3 * torch.randn(tags))
        self.end = nn.Parameter(0.3 * torch.randn(tags))
        self.out = nn.Linear(d, tags)

    def forward(self, ids, tags):                           # [B, L] each, 0 = padding (right padded)
        mask = ids != 0
        h = F.relu(self.conv(self.emb(ids).transpose(1, 2))).transpose(1, 2)
        em = self.out(h)                                    # [B, L, T]
        B, L, _ = em.shape
        alpha = self.start + em[:, 0]
        for t in range(1, L):
            nxt = torch.logsumexp(alpha[:, :, None] + self.trans + em[:, t, None, :], dim=1)
            alpha = torch.where(mask[:, t, None], nxt, alpha)
        log_z = torch.logsumexp(alpha + self.end, dim=1)
        mf = mask.to(em.dtype)
        gold = self.start[tags[:, 0]] + (em.gather(2, tags[..., None])[..., 0] * mf).sum(1)
        gold = gold + (self.trans[tags[:, :-1], tags[:, 1:]] * mf[:, 1:]).sum(1)
        last = tags.gather(1, mask.sum(1, keepdim=True) - 1)[:, 0]
        return log_z - (gold + self.end[last])


def _crf_total(nll):
    return nll.mean()


def _rq_spline(x, w, h, d, bound=3.0, min_w=1e-3, min_h=1e-3, min_d=1e-3):
    """Rational-quadratic spline on [-bound, bound], identity outside; returns y and log|dy/dx|."""
    K = w.shape[-1]
    inside = (x >= -bound) & (x <= bound)
    xc = x.clamp(-bound, bound)
    w = min_w + (1 - min_w * K) * torch.softmax(w, dim=-1)
    cw = F.pad(torch.cumsum(w, dim=-1), (1, 0)) * 2 * bound - bound
    cw[..., 0] = -bound                                     # in place on a non-leaf (slice assignment)
    cw[..., -1] = bound
    w = cw[..., 1:] - cw[..., :-1]
    h = min_h + (1 - min_h * K) * torch.softmax(h, dim=-1)
    ch = F.pad(torch.cumsum(h, dim=-1), (1, 0)) * 2 * bound - bound
    ch[..., 0] = -bound
    ch[..., -1] = bound
    h = ch[..., 1:] - ch[..., :-1]
    const = math.log(math.exp(1 - min_d) - 1)               # softplus(const) + min_d = 1 at the ends
    d = min_d + F.softplus(F.pad(d, (1, 1), value=const))
    idx = (torch.searchsorted(cw.detach().contiguous(), xc[..., None].contiguous(), right=True) - 1).clamp(0, K - 1)
    icw, iw = cw.gather(-1, idx)[..., 0], w.gather(-1, idx)[..., 0]
    ich, ih = ch.gather(-1, idx)[..., 0], h.gather(-1, idx)[..., 0]
    d0, d1 = d.gather(-1, idx)[..., 0], d[..., 1:].gather(-1, idx)[..., 0]
    delta = ih / iw
    th = (xc - icw) / iw
    t1 = th * (1 - th)
    den = delta + (d0 + d1 - 2 * delta) * t1
    y = ich + ih * (delta * th.pow(2) + d0 * t1) / den
    dnum = delta.pow(2) * (d1 * th.pow(2) + 2 * delta * t1 + d0 * (1 - th).pow(2))
    logdet = torch.log(dnum) - 2 * torch.log(den)
    return torch.where(inside, y, x), torch.where(inside, logdet, torch.zeros_like(logdet))


class SplineCoupling(nn.Module):
    def __init__(self, d=4, hid=16, bins=4):
        super().__init__()
        self.half, self.bins = d // 2, bins
        self.hid = nn.Linear(self.half, hid)
        self.out = nn.Linear(hid, (d - self.half) * (3 * bins - 1))

    def forward(self, x):
        x1, x2 = x[:, :self.half], x[:, self.half:]
        p = self.out(torch.tanh(self.hid(x1))).view(x.shape[0], x2.shape[1], 3 * self.bins - 1)
        K = self.bins
        y2, ld = _rq_spline(x2, p[..., :K], p[..., K:2 * K], p[..., 2 * K:])
        return torch.cat([x1, y2], dim=1), ld.sum(1)


class RqSplineFlow(nn.Module):
    def __init__(self, d=4, layers=2):
        super().__init__()
        self.flows = nn.ModuleList([SplineCoupling(d) for _ in range(layers)])
        self.log_scale = nn.Parameter(torch.zeros(d))

    def forward(self, x):                                   # [B, d]
        logdet = x.new_zeros(x.shape[0])
        for i, f in enumerate(self.flows):
            x, ld = f(x)
            logdet = logdet + ld
            if i < len(self.flows) - 1:
                x = torch.flip(x, dims=[1])
        return x * self.log_scale.exp(), logdet + self.log_scale.sum()


def _flow_total(out):
    z, logdet = out
    nll = 0.5 * z.pow(2).sum(1) + 0.5 * z.shape[1] * math.log(2 * math.pi) - logdet
    return nll.mean()


class EvidentialDirichlet(nn.Module):
    def __init__(self, c=8, classes=3, anneal=0.2):
        super().__init__()
        self.c1 = nn.Conv2d(1, c, 3, padding=1)
        self.c2 = nn.Conv2d(c, c, 3, padding=1)             # called twice: shared weights
        self.fc = nn.Linear(c, classes)
        self.k, self.anneal = classes, anneal

    def forward(self, img, labels):                         # [B, 1, H, W], [B]
        h = F.relu(self.c1(img))
        h = F.relu(self.c2(h))
        h = F.relu(self.c2(h))
        alpha = F.softplus(self.fc(h.mean((2, 3)))).add_(1.0)   # in place on a non-leaf
        y = (labels[:, None] == torch.arange(self.k)).to(alpha.dtype)
        S = alpha.sum(-1, keepdim=True)
        fit = (y * (torch.digamma(S) - torch.digamma(alpha))).sum(-1)
        at = y + (1 - y) * alpha                            # the misleading evidence only
        st = at.sum(-1)
        kl = (torch.lgamma(st) - math.lgamma(self.k) - torch.lgamma(at).sum(-1)
              + ((at - 1) * (torch.digamma(at) - torch.digamma(st)[:, None])).sum(-1))
        return fit + self.anneal * kl, self.k / S[:, 0]


def _edl_total(out):
    loss, vacuity = out
    return loss.mean() + 0.01 * vacuity.mean()


def build(name: str, g: torch.Generator, Spec, call, ce):
    if name == "gumbel_cat_vae":
        m = GumbelCatVae(g)
        x = (torch.rand(4, 12, generator=g) < 0.4).float()
        return Spec(m, {"x": x}, {"x_t": x.clone()}, call, _gumbel_total,
                    subset=_where(m, lambda n: n in ("enc1.weight", "dec1.bias")),
                    notes="held out (relate v42): Gumbel-softmax categorical VAE, a Gumbel noise buffer, hard "
                          "one-hot by in-place scatter_, straight-through hard - y.detach() + y, KL to the uniform "
                          "prior; subset = enc1.weight, dec1.bias (not a tail)")
    if name == "tabnet_sparsemax":
        m = TabnetSparsemax()
        return Spec(m, {"x": torch.randn(4, 6, generator=g)}, {"labels": torch.randint(0, 3, (4,), generator=g)},
                    call, _tabnet_total,
                    subset=_where(m, lambda n: n in ("shared.bias", "att.1.weight")),
                    notes="held out (relate v42): TabNet-style encoder, hand-written sparsemax (sort, cumsum, "
                          "support count, gather), prior scale across 3 steps, a shared GLU layer called 4 times, "
                          "mask entropy; subset = shared.bias, att.1.weight (not a tail)")
    if name == "crf_tagger":
        m = CrfTagger()
        ids = torch.randint(1, 16, (2, 6), generator=g)
        ids[1, 4:] = 0
        tags = torch.randint(0, 5, (2, 6), generator=g)
        tags[1, 4:] = 0
        return Spec(m, {"ids": ids, "tags": tags}, {}, call, _crf_total,
                    subset=_where(m, lambda n: n in ("trans", "conv.weight")),
                    notes="held out (relate v42): linear-chain CRF tagger, forward algorithm by logsumexp with a "
                          "padding where, gold path by advanced indexing of the transitions; subset = trans, "
                          "conv.weight (not a tail)")
    if name == "rq_spline_flow":
        m = RqSplineFlow()
        x = 1.3 * torch.randn(4, 4, generator=g)
        x[0, 3] = 3.6                                       # outside the spline box: identity tails
        x[1, 0] = -3.4
        return Spec(m, {"x": x}, {}, call, _flow_total,
                    subset=_where(m, lambda n: n in ("flows.0.out.weight", "flows.1.hid.bias")),
                    notes="held out (relate v42): rational-quadratic spline coupling flow, softmax / cumsum knots "
                          "with in-place end writes, searchsorted bins, gather, identity tails by where, flip; "
                          "subset = flows.0.out.weight, flows.1.hid.bias (not a tail)")
    if name == "evidential_dirichlet":
        m = EvidentialDirichlet()
        return Spec(m, {"img": torch.randn(4, 1, 8, 8, generator=g), "labels": torch.randint(0, 3, (4,), generator=g)},
                    {}, call, _edl_total,
                    subset=_where(m, lambda n: n in ("c1.bias", "c2.weight")),
                    notes="held out (relate v42): evidential Dirichlet classifier, softplus evidence add_(1) in "
                          "place, digamma expected loss and an annealed lgamma / digamma KL to Dir(1), a conv "
                          "called twice; subset = c1.bias, c2.weight (not a tail)")
    raise KeyError(name)
