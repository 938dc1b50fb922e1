"""Thirty-seventh held-out set for `fxmatch relate` (2026-12-05, /work/data/heldout_relate_v37).

Written to score main at 7f05dbb blind: captured once and scored with that
commit's binary and rules, no engine change in between, and no fxmatch run on
these captures while they were written. Its five families are new to the
project (no earlier set has them): a VQ-VAE bottleneck (nearest codebook
entry by expanded squared distances and argmin, the code looked up by
F.embedding, a straight-through estimator, codebook and commitment losses
returned by the module, and an EMA of code usage written into a buffer under
no_grad), a Siamese triplet network (one shared convolutional encoder called
three times, L2-normalised embeddings, F.triplet_margin_loss with the
distance swap), token pruning in the style of EViT / DynamicViT (tokens
ranked by a learned score with argsort, the kept half taken by torch.gather,
processed by a score-gated MLP and written back by Tensor.scatter, the
pruned half fused into one token by a softmax over their scores), a
RetinaNet-style dense detection head shared over two pyramid levels and
trained with a sigmoid focal loss (BatchNorm2d in training mode in the
stem), and a GRU-D for irregularly sampled series with missing values
(learned input and hidden decays from the time since the last observation,
a forward-filled last value, a hand-written GRU cell unrolled by a python
loop, padded steps masked by torch.where from int64 lengths); like
heldout_relate.py's models they never enter the zoo.

  vq_codebook           an encoder (linear, gelu, linear) maps a [B, 4, 6]
                        sequence to z [B, 4, 4]; each vector's squared
                        distance to a [5, 4] codebook (nn.Embedding) is
                        |z|^2 - 2 z @ E.T + |E|^2, argmin picks the code,
                        codebook(idx) looks it up; codebook loss mse(q,
                        z.detach()), commitment mse(z, q.detach()); the
                        decoder and the head read z + (q - z).detach(); under
                        no_grad the usage buffer becomes 0.9 * usage + 0.1 *
                        the mean one-hot of the codes (a buffer written in
                        the forward); the loss is a reconstruction mse, a
                        cross entropy and the vq terms; subset =
                        codebook.weight and enc2.weight (not a tail: the
                        codebook is reached only through the codebook loss,
                        enc2 through the straight-through path and the
                        commitment term).
  triplet_siamese       a shared encoder (Conv2d 3x3, GroupNorm(2, 4), relu,
                        a stride-2 Conv2d, relu, spatial mean, linear,
                        F.normalize) applied to an anchor, a positive and a
                        negative [B, 2, 6, 6] image: the same parameters read
                        three times; a classifier on the anchor embedding;
                        the loss is F.triplet_margin_loss(margin=0.5,
                        swap=True) plus cross entropy; subset = the last
                        third (proj.bias and the classifier: proj.bias
                        reaches the triplet loss through every normalize).
  token_prune_scatter   tokens [B, 8, 8] from a linear embedding; a scorer
                        (LayerNorm, linear) gives s [B, 8]; argsort
                        (descending) ranks them, torch.gather takes the four
                        best, which get kept + sigmoid(their score) * MLP(
                        LayerNorm(kept)) and are written back into the full
                        sequence by Tensor.scatter along the tokens (the
                        others pass through); the four pruned tokens are
                        fused into one by a softmax over their scores; mean
                        pool plus the fused token, head; subset = the last
                        third (the MLP's second linear and the head).
  focal_dense_head      a stem (Conv2d, BatchNorm2d in training mode:
                        running stats updated in the forward, relu) gives a
                        [B, 6, 6, 6] level and a stride-2 conv a [B, 6, 3, 3]
                        level; one shared head (a tower conv, relu, a class
                        conv with the prior bias -log((1 - 0.1) / 0.1) and a
                        box conv) runs on both levels, whose outputs are
                        flattened to anchors and concatenated ([B, 45, 3]
                        and [B, 45, 4]); the loss is a sigmoid focal loss
                        (binary_cross_entropy_with_logits without reduction,
                        times alpha_t and (1 - p_t) ** 2) plus an L1 box loss
                        at the positive anchors, both divided by the number
                        of positives; subset = bn.weight, bn.bias and
                        cls_conv.bias (not a tail: the box conv is
                        registered last).
  grud_irregular        GRU-D on [B, 5, 4] values with an observation mask
                        and the time since each feature's last observation:
                        the input decay exp(-relu(w_dx * delta + b_dx)) pulls
                        a forward-filled last value toward a constant
                        empirical-mean buffer, the hidden decay exp(-relu(
                        gamma_h(delta))) scales the state, a hand-written GRU
                        cell (ih on cat(x_hat, mask), hh on the decayed
                        state, torch.chunk into r, z, n) unrolled over the
                        five steps by a python loop; a step past a sample's
                        int64 length keeps the state (torch.where with
                        arange < lengths); head on the last state; subset =
                        w_dx, gamma_h.weight and hh.weight (not a tail: the
                        decays and the recurrent weight, each read at every
                        step).
"""
from __future__ import annotations

import math

import torch
import torch.nn as nn
import torch.nn.functional as F
from .heldout_subsets import third as _third, where as _where

V37 = ["vq_codebook", "triplet_siamese", "token_prune_scatter", "focal_dense_head", "grud_irregular"]


class VqCodebook(nn.Module):
    def __init__(self, d_in=6, d=4, K=5, hid=8, classes=3, decay=0.9):
        super().__init__()
        self.enc1 = nn.Linear(d_in, hid)
        self.enc2 = nn.Linear(hid, d)
        self.codebook = nn.Embedding(K, d)
        self.dec = nn.Linear(d, d_in)
        self.head = nn.Linear(d, classes)
        self.register_buffer("usage", torch.full((K,), 1.0 / K))
        self.K, self.decay = K, decay

    def forward(self, x):                                   # [B, T, d_in]
        z = self.enc2(F.gelu(self.enc1(x)))                 # [B, T, d]
        flat = z.reshape(-1, z.shape[-1])
        e = self.codebook.weight                            # [K, d]
        dist = flat.pow(2).sum(-1, keepdim=True) - 2 * flat @ e.t() + e.pow(2).sum(-1)   # [N, K]
        idx = dist.argmin(-1)                               # [N] int64
        q = self.codebook(idx).view_as(z)
        vq = F.mse_loss(q, z.detach()) + 0.25 * F.mse_loss(z, q.detach())   # codebook + commitment
        q_st = z + (q - z).detach()                         # straight-through
        with torch.no_grad():                               # EMA of code usage, a buffer written in place
            onehot = (idx.unsqueeze(-1) == torch.arange(self.K)).to(z.dtype)
            self.usage.mul_(self.decay).add_((1 - self.decay) * onehot.mean(0))
        return self.dec(q_st), self.head(q_st.mean(1)), vq


def _vq_total(out, recon_target, labels):
    recon, logits, vq = out
    return F.mse_loss(recon, recon_target) + F.cross_entropy(logits, labels) + vq


class TripletSiamese(nn.Module):
    def __init__(self, c_in=2, c=4, d=6, classes=3):
        super().__init__()
        self.conv1 = nn.Conv2d(c_in, c, 3, padding=1)
        self.gn = nn.GroupNorm(2, c)
        self.conv2 = nn.Conv2d(c, c, 3, stride=2, padding=1)
        self.proj = nn.Linear(c, d)
        self.cls = nn.Linear(d, classes)

    def embed(self, x):                                     # [B, c_in, H, W] -> [B, d], unit norm
        h = F.relu(self.gn(self.conv1(x)))
        h = F.relu(self.conv2(h)).mean((2, 3))
        return F.normalize(self.proj(h), dim=-1)

    def forward(self, anchor, positive, negative):
        ea, ep, en = self.embed(anchor), self.embed(positive), self.embed(negative)   # one encoder, three calls
        return ea, ep, en, self.cls(ea)


def _triplet_total(out, labels):
    ea, ep, en, logits = out
    return F.triplet_margin_loss(ea, ep, en, margin=0.5, swap=True) + F.cross_entropy(logits, labels)


class TokenPruneScatter(nn.Module):
    def __init__(self, d_in=5, d=8, keep=4, classes=3):
        super().__init__()
        self.embed = nn.Linear(d_in, d)
        self.score_ln = nn.LayerNorm(d)
        self.score = nn.Linear(d, 1)
        self.mlp_ln = nn.LayerNorm(d)
        self.mlp1 = nn.Linear(d, 2 * d)
        self.mlp2 = nn.Linear(2 * d, d)
        self.head = nn.Linear(d, classes)
        self.keep = keep

    def forward(self, x):                                   # [B, T, d_in]
        h = self.embed(x)
        B, T, d = h.shape
        s = self.score(self.score_ln(h)).squeeze(-1)        # [B, T]
        order = torch.argsort(s, dim=1, descending=True)
        top, rest = order[:, :self.keep], order[:, self.keep:]
        top_i = top.unsqueeze(-1).expand(-1, -1, d)
        kept = torch.gather(h, 1, top_i)                    # [B, keep, d]
        gate = torch.sigmoid(torch.gather(s, 1, top)).unsqueeze(-1)
        kept = kept + gate * self.mlp2(F.gelu(self.mlp1(self.mlp_ln(kept))))
        out = h.scatter(1, top_i, kept)                     # processed tokens written back, pruned ones pass through
        pruned = torch.gather(h, 1, rest.unsqueeze(-1).expand(-1, -1, d))
        a = torch.softmax(torch.gather(s, 1, rest), dim=-1).unsqueeze(-1)
        fused = (a * pruned).sum(1)                         # EViT: the pruned tokens fused into one
        return self.head(out.mean(1) + fused)


class FocalDenseHead(nn.Module):
    def __init__(self, c_in=3, c=6, classes=3, prior=0.1):
        super().__init__()
        self.stem = nn.Conv2d(c_in, c, 3, padding=1, bias=False)
        self.bn = nn.BatchNorm2d(c)
        self.down = nn.Conv2d(c, c, 3, stride=2, padding=1)
        self.tower = nn.Conv2d(c, c, 3, padding=1)
        self.cls_conv = nn.Conv2d(c, classes, 3, padding=1)
        self.box_conv = nn.Conv2d(c, 4, 3, padding=1)
        with torch.no_grad():
            self.cls_conv.bias.fill_(-math.log((1 - prior) / prior))   # RetinaNet's prior bias

    def level(self, f):                                     # the shared head on one level
        t = F.relu(self.tower(f))
        cls = self.cls_conv(t).flatten(2).transpose(1, 2)   # [B, H*W, classes]
        box = self.box_conv(t).flatten(2).transpose(1, 2)   # [B, H*W, 4]
        return cls, box

    def forward(self, x):                                   # [B, c_in, H, W]
        p3 = F.relu(self.bn(self.stem(x)))                  # BatchNorm2d in training mode
        p4 = F.relu(self.down(p3))
        c3, b3 = self.level(p3)
        c4, b4 = self.level(p4)
        return torch.cat([c3, c4], dim=1), torch.cat([b3, b4], dim=1)


def _focal_total(out, cls_t, box_t):
    logits, box = out                                       # [B, A, C], [B, A, 4]
    p = torch.sigmoid(logits)
    ce = F.binary_cross_entropy_with_logits(logits, cls_t, reduction="none")
    p_t = p * cls_t + (1 - p) * (1 - cls_t)
    a_t = 0.25 * cls_t + 0.75 * (1 - cls_t)
    focal = (a_t * ce * (1 - p_t) ** 2).sum()
    pos = cls_t.amax(-1, keepdim=True)                      # anchors with an object
    n = pos.sum().clamp_min(1.0)
    return (focal + ((box - box_t).abs() * pos).sum()) / n


class GrudIrregular(nn.Module):
    def __init__(self, d_x=4, d_h=6, classes=3):
        super().__init__()
        self.w_dx = nn.Parameter(0.5 * torch.ones(d_x))     # input decay (diagonal)
        self.b_dx = nn.Parameter(torch.zeros(d_x))
        self.gamma_h = nn.Linear(d_x, d_h)                  # hidden decay
        self.ih = nn.Linear(2 * d_x, 3 * d_h)
        self.hh = nn.Linear(d_h, 3 * d_h)
        self.head = nn.Linear(d_h, classes)
        self.register_buffer("x_mean", torch.tensor([0.1, -0.2, 0.0, 0.3]))   # empirical means, constant
        self.d_h = d_h

    def forward(self, x, mask, delta, lengths):             # [B, T, d_x] x3, [B] int64
        B, T, _ = x.shape
        h = x.new_zeros(B, self.d_h)
        x_last = self.x_mean.expand(B, -1)
        valid = torch.arange(T).unsqueeze(0) < lengths.unsqueeze(1)   # [B, T] bool
        for t in range(T):
            xt, mt, dt = x[:, t], mask[:, t], delta[:, t]
            gx = torch.exp(-F.relu(self.w_dx * dt + self.b_dx))
            x_hat = mt * xt + (1 - mt) * (gx * x_last + (1 - gx) * self.x_mean)
            x_last = mt * xt + (1 - mt) * x_last            # forward fill
            hd = torch.exp(-F.relu(self.gamma_h(dt))) * h
            i_r, i_z, i_n = self.ih(torch.cat([x_hat, mt], dim=-1)).chunk(3, dim=-1)
            h_r, h_z, h_n = self.hh(hd).chunk(3, dim=-1)
            r = torch.sigmoid(i_r + h_r)
            z = torch.sigmoid(i_z + h_z)
            n = torch.tanh(i_n + r * h_n)
            h = torch.where(valid[:, t:t + 1], (1 - z) * n + z * hd, h)   # padded steps keep the state
        return self.head(h)


def _grud_inputs(g: torch.Generator):
    mask = torch.tensor([[[1., 1., 0., 1.], [0., 1., 0., 0.], [1., 0., 1., 0.], [0., 0., 0., 1.], [1., 1., 1., 0.]],
                         [[1., 0., 1., 1.], [1., 1., 0., 0.], [0., 1., 0., 1.], [0., 0., 0., 0.], [0., 0., 0., 0.]]])
    delta = torch.zeros(2, 5, 4)
    for t in range(1, 5):                                   # time since the last observation, unit steps
        delta[:, t] = torch.where(mask[:, t - 1] > 0, torch.ones(()), delta[:, t - 1] + 1)
    return {"x": torch.randn(2, 5, 4, generator=g) * mask, "mask": mask, "delta": delta,
            "lengths": torch.tensor([5, 3], dtype=torch.int64)}


def build(name: str, g: torch.Generator, Spec, call, ce):
    y = {"labels": torch.randint(0, 3, (2,), generator=g)}
    if name == "vq_codebook":
        m = VqCodebook()
        x = torch.randn(2, 4, 6, generator=g)
        return Spec(m, {"x": x}, {"recon_target": x.clone(), **y}, call, _vq_total,
                    subset=_where(m, lambda n: n in ("codebook.weight", "enc2.weight")),
                    notes="held out (relate v37): VQ-VAE bottleneck, nearest code by expanded squared distances "
                          "and argmin, straight-through, codebook and commitment losses, an EMA usage buffer "
                          "written under no_grad; subset = codebook.weight, enc2.weight (not a tail)")
    if name == "triplet_siamese":
        m = TripletSiamese()
        inputs = {k: torch.randn(2, 2, 6, 6, generator=g) for k in ("anchor", "positive", "negative")}
        return Spec(m, inputs, y, call, _triplet_total,
                    subset_params=_third(m),
                    notes="held out (relate v37): Siamese triplet network, one conv/GroupNorm encoder called "
                          "three times, normalized embeddings, triplet_margin_loss with swap, a classifier")
    if name == "token_prune_scatter":
        m = TokenPruneScatter()
        return Spec(m, {"x": torch.randn(2, 8, 5, generator=g)}, y, call, ce,
                    subset_params=_third(m),
                    notes="held out (relate v37): EViT-style token pruning, argsort of learned scores, gather "
                          "of the kept half, a score-gated MLP, Tensor.scatter back, pruned tokens fused by a "
                          "softmax over their scores")
    if name == "focal_dense_head":
        m = FocalDenseHead()
        cls_t = torch.zeros(2, 45, 3)
        cls_t[0, 7, 1] = cls_t[0, 20, 0] = cls_t[0, 40, 2] = cls_t[1, 3, 2] = cls_t[1, 38, 1] = 1.0
        return Spec(m, {"x": torch.randn(2, 3, 6, 6, generator=g)},
                    {"cls_t": cls_t, "box_t": torch.randn(2, 45, 4, generator=g)}, call, _focal_total,
                    subset=_where(m, lambda n: n in ("bn.weight", "bn.bias", "cls_conv.bias")),
                    notes="held out (relate v37): RetinaNet-style head shared over two levels, BatchNorm2d in "
                          "training mode, sigmoid focal loss with BCE-with-logits, L1 box loss at positives; "
                          "subset = bn.weight, bn.bias, cls_conv.bias (not a tail)")
    if name == "grud_irregular":
        m = GrudIrregular()
        return Spec(m, _grud_inputs(g), y, call, ce,
                    subset=_where(m, lambda n: n in ("w_dx", "gamma_h.weight", "hh.weight")),
                    notes="held out (relate v37): GRU-D, learned input and hidden decays, forward-filled last "
                          "values, a hand-written GRU cell unrolled over five steps, padded steps masked by "
                          "torch.where from int64 lengths; subset = w_dx, gamma_h.weight, hh.weight (not a tail)")
    raise KeyError(name)
