"""Twenty-first held-out set for `fxmatch relate` (2026-12-04, /work/data/heldout_relate_v21).

Written at the start of the 2026-12-04 day session, before any change of
that session, and scored once, blind, with main at ddaa90a. Like
heldout_relate.py's models they never enter the zoo.

  weight_norm_mlp  two linears under torch.nn.utils.parametrizations.weight_norm
                   (`g * v / ||v||` per output row) around a tanh, linear head.
  highway_mlp      two highway layers (`h * t + x * (1 - t)`, a sigmoid gate
                   and a ReLU transform of the same input), linear head.
  film_cnn         a conv block with GroupNorm whose channels are scaled and
                   shifted by linears of a conditioning vector (FiLM,
                   `gamma[:, :, None, None] * h + beta[:, :, None, None]`).
  unet_tiny        conv + InstanceNorm(affine), max pooling, nearest upsampling,
                   a skip concatenation and a 1x1 head, global average pooling.
  bag_recsys       an EmbeddingBag (mean) of item ids and an Embedding of a user
                   id, concatenated into a two-layer MLP.
"""
from __future__ import annotations

import torch
import torch.nn as nn
import torch.nn.functional as F

V21 = ["weight_norm_mlp", "highway_mlp", "film_cnn", "unet_tiny", "bag_recsys"]


class WeightNormMlp(nn.Module):
    def __init__(self, d_in=5, d=7, classes=3):
        super().__init__()
        wn = nn.utils.parametrizations.weight_norm
        self.l1 = wn(nn.Linear(d_in, d))
        self.l2 = wn(nn.Linear(d, d))
        self.head = nn.Linear(d, classes)

    def forward(self, x):
        return self.head(torch.tanh(self.l2(torch.tanh(self.l1(x)))))


class Highway(nn.Module):
    def __init__(self, d):
        super().__init__()
        self.t = nn.Linear(d, d)
        self.h = nn.Linear(d, d)

    def forward(self, x):
        t = torch.sigmoid(self.t(x))
        return torch.relu(self.h(x)) * t + x * (1 - t)


class HighwayMlp(nn.Module):
    def __init__(self, d_in=5, d=6, classes=3):
        super().__init__()
        self.inp = nn.Linear(d_in, d)
        self.hw = nn.Sequential(Highway(d), Highway(d))
        self.head = nn.Linear(d, classes)

    def forward(self, x):
        return self.head(self.hw(self.inp(x)))


class FilmCnn(nn.Module):
    def __init__(self, c=4, d_cond=3, classes=3):
        super().__init__()
        self.conv1 = nn.Conv2d(2, c, 3, padding=1)
        self.gn = nn.GroupNorm(2, c)
        self.gamma = nn.Linear(d_cond, c)
        self.beta = nn.Linear(d_cond, c)
        self.conv2 = nn.Conv2d(c, c, 3, padding=1)
        self.head = nn.Linear(c, classes)

    def forward(self, x, cond):                             # [B, 2, 5, 5], [B, d_cond]
        h = self.gn(self.conv1(x))
        h = self.gamma(cond)[:, :, None, None] * h + self.beta(cond)[:, :, None, None]
        h = F.silu(self.conv2(F.relu(h)))
        return self.head(h.mean((2, 3)))


class UnetTiny(nn.Module):
    def __init__(self, c=3, classes=3):
        super().__init__()
        self.down = nn.Conv2d(2, c, 3, padding=1)
        self.norm = nn.InstanceNorm2d(c, affine=True)
        self.mid = nn.Conv2d(c, c, 3, padding=1)
        self.up = nn.Conv2d(2 * c, c, 1)
        self.head = nn.Linear(c, classes)

    def forward(self, x):                                   # [B, 2, 8, 8]
        d = F.relu(self.norm(self.down(x)))
        m = F.relu(self.mid(F.max_pool2d(d, 2)))
        u = F.interpolate(m, scale_factor=2, mode="nearest")
        h = self.up(torch.cat([u, d], dim=1))
        return self.head(h.mean((2, 3)))


class BagRecsys(nn.Module):
    def __init__(self, items=11, users=5, d=4, classes=3):
        super().__init__()
        self.items = nn.EmbeddingBag(items, d, mode="mean")
        self.users = nn.Embedding(users, d)
        self.l1 = nn.Linear(2 * d, 6)
        self.l2 = nn.Linear(6, classes)

    def forward(self, item_ids, user_id):                   # [B, K] long, [B] long
        h = torch.cat([self.items(item_ids), self.users(user_id)], dim=1)
        return self.l2(F.gelu(self.l1(h)))


def _third(m: nn.Module) -> int:
    return max(1, len(list(m.parameters())) // 3)


def build(name: str, g: torch.Generator, Spec, call, ce):
    y = {"labels": torch.randint(0, 3, (2,), generator=g)}
    if name == "weight_norm_mlp":
        m = WeightNormMlp()
        return Spec(m, {"x": torch.randn(2, 5, generator=g)}, y, call, ce, subset_params=_third(m),
                    notes="held out (relate v21): weight_norm parametrized linears")
    if name == "highway_mlp":
        m = HighwayMlp()
        return Spec(m, {"x": torch.randn(2, 5, generator=g)}, y, call, ce, subset_params=_third(m),
                    notes="held out (relate v21): highway layers, h * t + x * (1 - t)")
    if name == "film_cnn":
        m = FilmCnn()
        return Spec(m, {"x": torch.randn(2, 2, 5, 5, generator=g), "cond": torch.randn(2, 3, generator=g)}, y,
                    call, ce, subset_params=_third(m), notes="held out (relate v21): FiLM-conditioned GroupNorm conv")
    if name == "unet_tiny":
        m = UnetTiny()
        return Spec(m, {"x": torch.randn(2, 2, 8, 8, generator=g)}, y, call, ce, subset_params=_third(m),
                    notes="held out (relate v21): InstanceNorm, max pool, nearest upsampling, skip concat")
    if name == "bag_recsys":
        m = BagRecsys()
        return Spec(m, {"item_ids": torch.randint(0, 11, (2, 4), generator=g),
                        "user_id": torch.randint(0, 5, (2,), generator=g)}, y, call, ce,
                    subset_params=_third(m), notes="held out (relate v21): EmbeddingBag + Embedding recommender")
    raise KeyError(name)
