"""Fortieth held-out set for `fxmatch relate` (2026-12-05, /work/data/heldout_relate_v40).

Written to score main at 83cf8ac blind: captured once and scored with that
commit's binary and rules, no engine change in between, and no fxmatch run on
these captures while they were written. Its five families are new to the
project (no earlier set has them): a DETR-style set-prediction head whose
module returns its box losses (learned queries cross-attending to conv
features with a bool padding mask by masked_fill, matched pairs picked by
fixed int64 indices, an L1 and a generalised-IoU loss built from torch.max /
torch.min / clamp / prod, a class cross entropy weighted down for "no
object"), a SIREN field rendered NeRF-style (sin activations at w0 = 30,
depths from a torch.cumsum of learned softplus spacings, alpha compositing
with an exclusive torch.cumprod transmittance and a learned background), a
soft-clDice segmentation loss (soft erosion / dilation by F.max_pool2d of
x and -x, a soft skeleton unrolled twice, dice, topology precision /
sensitivity and a boundary-weighted BCE whose weight is a morphological
gradient of the target), a zero-inflated negative binomial count
autoencoder (scVI / DCA: log1p input, softmax * library-size means, a
gene-wise dispersion parameter, the ZINB log-likelihood with lgamma,
softplus, log and torch.where on the zero counts), and Poincare-ball
embeddings (one nn.Embedding read twice, expmap0 by tanh, a projection onto
the ball by where, the arcosh distance against a positive and negatives,
Mobius addition of a hyperbolic bias and logmap0 by atanh); like
heldout_relate.py's models they never enter the zoo.

  detr_set_loss   img [2, 3, 6, 6] -> stride-2 conv tokens + a position table; 5 learned queries attend
                  (einsum, masked_fill -inf by a bool padding buffer, softmax), gelu ffn, LayerNorm; class
                  logits (3 + no-object) and sigmoid cxcywh boxes; int64 (batch, query) / (batch, slot)
                  inputs pick 5 matched pairs (advanced indexing, index_select); L1 and 1 - GIoU in the
                  module, CE with weight (eos 0.1) in the criterion; subset = query, box1.weight.
  siren_nerf      4 rays; t = 1 + cumsum(softplus(delta_raw) + jitter buffer) / 2 (6 samples); sin(30 *
                  first(o + d t)), sin(30 * hidden(h)) -> sigma (softplus), rgb (sigmoid, mul, sub_);
                  alpha = 1 - exp(-sigma dist), T = cumprod([1, 1 - alpha + 1e-10][:-1]); rgb / depth maps
                  plus (1 - acc) * a learned background; mse on both; subset = delta_raw, hidden.weight.
  cldice_seg      img [2, 1, 8, 8] -> conv, GroupNorm, relu, dilated conv residual, 1x1 to 2 logits; the
                  module returns logits, softmax and the soft skeleton of the foreground (erode = torch.min
                  of two -max_pool2d(-x), dilate = max_pool2d 3x3, two iterations); the criterion adds a
                  soft dice on one-hot targets (==), clDice against the target's skeleton and BCE weighted by
                  1 + 4 * (dilate - erode) of the target; subset = gn.weight, c2.weight.
  zinb_count_ae   poisson counts [3, 8]; lib = sum(keepdim); log1p(x / lib * 10) -> enc, relu_, latent 3,
                  dec, relu; mu = softmax(scale) * lib, pi logits, theta = exp(log_theta); the ZINB
                  log-likelihood, zero / non-zero cases (softplus, log, three lgamma) chosen by where; no
                  targets: mean NLL + 1e-3 |z|^2; subset = log_theta, enc.weight.
  poincare_embed  ids u [3] and v [3, 4] (positive first) into one nn.Embedding(10, 4) read twice; expmap0,
                  projected into the ball by where; scores = -acosh distance * exp(log_scale); Mobius
                  addition of expmap0(bias), logmap0 by atanh, a linear classifier; CE on scores (target 0)
                  + CE on labels; subset = emb.weight, bias.
No subset above is a tail.
"""
from __future__ import annotations

import math

import torch
import torch.nn as nn
import torch.nn.functional as F
from .heldout_subsets import where as _where

V40 = ["detr_set_loss", "siren_nerf", "cldice_seg", "zinb_count_ae", "poincare_embed"]


def _xyxy(b):                                               # cxcywh -> xyxy
    cx, cy, w, h = b.unbind(-1)
    return torch.stack([cx - 0.5 * w, cy - 0.5 * h, cx + 0.5 * w, cy + 0.5 * h], dim=-1)


def _giou(a, b):                                            # paired boxes [M, 4] (xyxy)
    area_a = (a[:, 2] - a[:, 0]) * (a[:, 3] - a[:, 1])
    area_b = (b[:, 2] - b[:, 0]) * (b[:, 3] - b[:, 1])
    wh = (torch.min(a[:, 2:], b[:, 2:]) - torch.max(a[:, :2], b[:, :2])).clamp(min=0)
    inter = wh[:, 0] * wh[:, 1]
    union = area_a + area_b - inter
    hull = (torch.max(a[:, 2:], b[:, 2:]) - torch.min(a[:, :2], b[:, :2])).clamp(min=0).prod(-1)
    return inter / union - (hull - union) / hull


class DetrSetLoss(nn.Module):
    def __init__(self, c_in=3, d=8, queries=5, classes=3):
        super().__init__()
        self.backbone = nn.Conv2d(c_in, d, 3, stride=2, padding=1)
        self.pos = nn.Parameter(0.1 * torch.randn(9, d))
        self.query = nn.Parameter(0.5 * torch.randn(queries, d))
        self.kv = nn.Linear(d, 2 * d)
        self.ffn = nn.Linear(d, d)
        self.norm = nn.LayerNorm(d)
        self.cls = nn.Linear(d, classes + 1)                # the last class is "no object"
        self.box1 = nn.Linear(d, d)
        self.box2 = nn.Linear(d, 4)
        self.register_buffer("pad", torch.arange(9).expand(2, 9) >= torch.tensor([[9], [6]]))
        self.d = d

    def forward(self, img, tgt_boxes, src, tgt):            # src / tgt: [2, M] int64 (batch, query / slot)
        f = F.relu(self.backbone(img)).flatten(2).transpose(1, 2) + self.pos   # [B, 9, d]
        k, v = self.kv(f).chunk(2, dim=-1)
        att = torch.einsum("qd,bnd->bqn", self.query, k) / math.sqrt(self.d)
        att = att.masked_fill(self.pad[:, None, :], float("-inf")).softmax(-1)
        h = self.query + att @ v                            # [B, Q, d]
        h = self.norm(h + self.ffn(F.gelu(h)))
        boxes = torch.sigmoid(self.box2(F.relu(self.box1(h))))
        pb = boxes[src[0], src[1]]                          # the matched predictions [M, 4]
        tb = tgt_boxes.flatten(0, 1).index_select(0, tgt[0] * tgt_boxes.shape[1] + tgt[1])
        n = pb.shape[0]
        l1 = F.l1_loss(pb, tb, reduction="sum") / n
        giou = (1 - _giou(_xyxy(pb), _xyxy(tb))).sum() / n
        return self.cls(h), l1, giou


def _detr_total(out, tgt_classes):
    logits, l1, giou = out
    w = torch.ones(logits.shape[-1])
    w[-1] = 0.1                                             # eos_coef
    return F.cross_entropy(logits.flatten(0, 1), tgt_classes.flatten(), weight=w) + 5 * l1 + 2 * giou


class SirenNerf(nn.Module):
    def __init__(self, d=12, samples=6, w0=30.0):
        super().__init__()
        self.delta_raw = nn.Parameter(torch.zeros(samples))  # learned spacing of the samples along a ray
        self.first = nn.Linear(3, d)
        self.hidden = nn.Linear(d, d)
        self.out = nn.Linear(d, 4)
        self.bg = nn.Parameter(torch.full((3,), 0.5))       # background colour
        with torch.no_grad():                               # SIREN initialisation
            self.first.weight.uniform_(-1 / 3, 1 / 3)
            self.hidden.weight.uniform_(-math.sqrt(6 / d) / w0, math.sqrt(6 / d) / w0)
        self.register_buffer("jitter", 0.1 * torch.rand(samples))
        self.w0 = w0

    def forward(self, origins, dirs):                       # [R, 3] each
        t = 1.0 + torch.cumsum(F.softplus(self.delta_raw) + self.jitter, dim=0) * 0.5    # [S] depths
        pts = origins[:, None, :] + dirs[:, None, :] * t[None, :, None]                 # [R, S, 3]
        h = torch.sin(self.w0 * self.first(pts))
        raw = self.out(torch.sin(self.w0 * self.hidden(h)))
        sigma = F.softplus(raw[..., 0])
        rgb = torch.sigmoid(raw[..., 1:]).mul(1.002).sub_(0.001)
        dist = torch.cat([t[1:] - t[:-1], t.new_full((1,), 0.5)]) * dirs.norm(dim=-1, keepdim=True)   # [R, S]
        alpha = 1 - torch.exp(-sigma * dist)
        trans = torch.cumprod(torch.cat([torch.ones_like(alpha[:, :1]), 1 - alpha[:, :-1] + 1e-10], -1), -1)
        w = alpha * trans
        rgb_map = (w[..., None] * rgb).sum(-2) + (1 - w.sum(-1, keepdim=True)) * self.bg
        return rgb_map, (w * t).sum(-1)


def _nerf_total(out, rgb, depth):
    return F.mse_loss(out[0], rgb) + 0.01 * F.mse_loss(out[1], depth)


def _erode(x):
    return torch.min(-F.max_pool2d(-x, (3, 1), 1, (1, 0)), -F.max_pool2d(-x, (1, 3), 1, (0, 1)))


def _dilate(x):
    return F.max_pool2d(x, 3, 1, 1)


def _soft_skel(x, iters=2):
    skel = F.relu(x - _dilate(_erode(x)))
    for _ in range(iters):
        x = _erode(x)
        delta = F.relu(x - _dilate(_erode(x)))
        skel = skel + F.relu(delta - skel * delta)
    return skel


class ClDiceSeg(nn.Module):
    def __init__(self, c_in=1, c=6):
        super().__init__()
        self.c1 = nn.Conv2d(c_in, c, 3, padding=1)
        self.gn = nn.GroupNorm(2, c)
        self.c2 = nn.Conv2d(c, c, 3, padding=2, dilation=2)
        self.out = nn.Conv2d(c, 2, 1)

    def forward(self, img):                                 # [B, 1, H, W]
        h = F.relu(self.gn(self.c1(img)))
        logits = self.out(h + F.relu(self.c2(h)))
        prob = logits.softmax(1)
        return logits, prob, _soft_skel(prob[:, 1:])


def _cldice_total(out, mask):
    logits, prob, skel_p = out
    onehot = (mask[:, None] == torch.arange(2)[:, None, None]).float()     # F.one_hot reads values: not traceable
    inter = (prob * onehot).sum((2, 3))
    dice = 1 - ((2 * inter + 1) / (prob.sum((2, 3)) + onehot.sum((2, 3)) + 1)).mean()
    fg = onehot[:, 1:]
    skel_t = _soft_skel(fg)
    tprec = ((skel_p * fg).sum() + 1) / (skel_p.sum() + 1)
    tsens = ((skel_t * prob[:, 1:]).sum() + 1) / (skel_t.sum() + 1)
    edge = _dilate(fg) - _erode(fg)                         # the target's boundary band
    bce = F.binary_cross_entropy_with_logits(logits[:, 1:] - logits[:, :1], fg, weight=1 + 4 * edge)
    return dice + (1 - 2 * tprec * tsens / (tprec + tsens)) + bce


def _zinb_ll(x, mu, theta, pi, eps=1e-8):
    sp = F.softplus(-pi)
    log_t_mu = torch.log(theta + mu + eps)
    pi_theta = -pi + theta * (torch.log(theta + eps) - log_t_mu)
    zero = F.softplus(pi_theta) - sp
    nonzero = (-sp + pi_theta + x * (torch.log(mu + eps) - log_t_mu)
               + torch.lgamma(x + theta) - torch.lgamma(theta) - torch.lgamma(x + 1))
    return torch.where(x < eps, zero, nonzero)


class ZinbCountAe(nn.Module):
    def __init__(self, genes=8, hid=8, z=3):
        super().__init__()
        self.log_theta = nn.Parameter(torch.zeros(genes))   # gene-wise inverse dispersion
        self.enc = nn.Linear(genes, hid)
        self.lat = nn.Linear(hid, z)
        self.dec = nn.Linear(z, hid)
        self.scale = nn.Linear(hid, genes)
        self.drop = nn.Linear(hid, genes)                   # zero-inflation logits

    def forward(self, x):                                   # counts [B, G]
        lib = x.sum(1, keepdim=True)
        z = self.lat(self.enc(torch.log1p(x / lib * 10)).relu_())
        hd = F.relu(self.dec(z))
        mu = torch.softmax(self.scale(hd), dim=-1) * lib
        return -_zinb_ll(x, mu, self.log_theta.exp(), self.drop(hd)).sum(-1), z


def _zinb_total(out):
    nll, z = out
    return nll.mean() + 1e-3 * z.pow(2).sum(-1).mean()


def _expmap0(v):
    n = v.norm(dim=-1, keepdim=True).clamp_min(1e-5)
    return torch.tanh(n) * v / n


def _to_ball(x, maxn=1 - 1e-3):
    n = x.norm(dim=-1, keepdim=True).clamp_min(1e-5)
    return torch.where(n > maxn, x / n * maxn, x)


def _mobius_add(x, y):
    xy = (x * y).sum(-1, keepdim=True)
    x2, y2 = x.pow(2).sum(-1, keepdim=True), y.pow(2).sum(-1, keepdim=True)
    return ((1 + 2 * xy + y2) * x + (1 - x2) * y) / (1 + 2 * xy + x2 * y2).clamp_min(1e-5)


def _logmap0(y):
    n = y.norm(dim=-1, keepdim=True).clamp_min(1e-5)
    return torch.atanh(n.clamp(max=1 - 1e-5)) * y / n


class PoincareEmbed(nn.Module):
    def __init__(self, nodes=10, d=4, classes=3):
        super().__init__()
        self.emb = nn.Embedding(nodes, d)
        nn.init.normal_(self.emb.weight, std=0.4)
        self.bias = nn.Parameter(0.1 * torch.randn(d))      # a tangent vector at the origin
        self.log_scale = nn.Parameter(torch.tensor(0.3))
        self.fc = nn.Linear(d, classes)

    def forward(self, u, v):                                # [B], [B, 1 + K]: the positive first
        pu = _to_ball(_expmap0(self.emb(u)))                # [B, d]
        pv = _to_ball(_expmap0(self.emb(v)))                # [B, 1 + K, d]
        sq = (pu[:, None] - pv).pow(2).sum(-1)
        den = (1 - pu.pow(2).sum(-1, keepdim=True)) * (1 - pv.pow(2).sum(-1))
        dist = torch.acosh(1 + 2 * sq / den + 1e-6)
        hb = _mobius_add(pu, _expmap0(self.bias))
        return -dist * self.log_scale.exp(), self.fc(_logmap0(hb))


def _poincare_total(out, pos, labels):
    scores, logits = out
    return F.cross_entropy(scores, pos) + F.cross_entropy(logits, labels)


def build(name: str, g: torch.Generator, Spec, call, ce):
    if name == "detr_set_loss":
        m = DetrSetLoss()
        boxes = torch.cat([0.3 + 0.4 * torch.rand(2, 3, 2, generator=g),
                           0.1 + 0.3 * torch.rand(2, 3, 2, generator=g)], dim=-1)
        src = torch.tensor([[0, 0, 1, 1, 1], [3, 1, 0, 4, 2]])
        tgt = torch.tensor([[0, 0, 1, 1, 1], [0, 1, 2, 0, 1]])
        cls = torch.full((2, 5), 3)
        cls[src[0], src[1]] = torch.randint(0, 3, (5,), generator=g)
        return Spec(m, {"img": torch.randn(2, 3, 6, 6, generator=g), "tgt_boxes": boxes, "src": src,
                        "tgt": tgt}, {"tgt_classes": cls}, call, _detr_total,
                    subset=_where(m, lambda n: n in ("query", "box1.weight")),
                    notes="held out (relate v40): DETR-style set loss head, masked cross-attention of learned "
                          "queries, L1 + GIoU on fixed matched indices, no-object-weighted CE; subset = query, "
                          "box1.weight (not a tail)")
    if name == "siren_nerf":
        m = SirenNerf()
        dirs = F.normalize(torch.randn(4, 3, generator=g), dim=-1)
        return Spec(m, {"origins": 0.2 * torch.randn(4, 3, generator=g), "dirs": dirs},
                    {"rgb": torch.rand(4, 3, generator=g), "depth": 1.5 + torch.rand(4, generator=g)},
                    call, _nerf_total,
                    subset=_where(m, lambda n: n in ("delta_raw", "hidden.weight")),
                    notes="held out (relate v40): SIREN field rendered NeRF-style, cumsum depths, alpha "
                          "compositing with an exclusive cumprod transmittance; subset = delta_raw, hidden.weight "
                          "(not a tail)")
    if name == "cldice_seg":
        m = ClDiceSeg()
        mask = (F.avg_pool2d(torch.randn(2, 1, 8, 8, generator=g), 3, 1, 1) > 0).long().squeeze(1)
        return Spec(m, {"img": torch.randn(2, 1, 8, 8, generator=g)}, {"mask": mask}, call, _cldice_total,
                    subset=_where(m, lambda n: n in ("gn.weight", "c2.weight")),
                    notes="held out (relate v40): soft clDice + dice + boundary-weighted BCE, soft morphology "
                          "by max_pool2d; subset = gn.weight, c2.weight (not a tail)")
    if name == "zinb_count_ae":
        m = ZinbCountAe()
        x = torch.poisson(0.2 + 3 * torch.rand(3, 8, generator=g), generator=g)
        x[:, 0] += 1                                        # no empty cell
        return Spec(m, {"x": x}, {}, call, _zinb_total,
                    subset=_where(m, lambda n: n in ("log_theta", "enc.weight")),
                    notes="held out (relate v40): zero-inflated negative binomial count autoencoder, lgamma / "
                          "softplus / where log-likelihood; subset = log_theta, enc.weight (not a tail)")
    if name == "poincare_embed":
        m = PoincareEmbed()
        u, v = torch.tensor([0, 4, 7]), torch.tensor([[1, 3, 5, 9], [5, 0, 2, 8], [6, 1, 3, 9]])   # no self pairs
        return Spec(m, {"u": u, "v": v},
                    {"pos": torch.zeros(3, dtype=torch.long), "labels": torch.randint(0, 3, (3,), generator=g)},
                    call, _poincare_total,
                    subset=_where(m, lambda n: n in ("emb.weight", "bias")),
                    notes="held out (relate v40): Poincare-ball embeddings, expmap0 / where projection / arcosh "
                          "distance / Mobius addition / atanh logmap0; subset = emb.weight, bias (not a tail)")
    raise KeyError(name)
