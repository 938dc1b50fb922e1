"""Sixth held-out set for the matcher (scripts/heldout.py, /work/data/heldout_matcher_v6).

Captured and scored blind with the 7cb18c5 binary (/tmp/blind-7cb18c5) before
any change of the morning session of 2026-12-02. Like models.HELDOUT they are
never added to models.MODELS or captured into tests/data/zoo. They call ops
with many optional arguments, some left to their defaults and some not, since
the captures may spell the same call with or without its trailing defaults:

  pool_pad      `max_pool2d(return_indices=True)` + `max_unpool2d`,
                `avg_pool2d(ceil_mode, count_include_pad=False)`, reflect and
                replicate `F.pad`, `F.unfold` / `F.fold`, `adaptive_max_pool2d`.
  reduce_args   `std(correction=0)`, `var_mean`, `cumsum`, `logsumexp`,
                `torch.norm(p=1)`, `F.normalize`, `topk(largest=False)`,
                `sort(stable=True)`, `cummax`, `layer_norm` without affine.
  embed_losses  `F.embedding(padding_idx)`, `embedding_bag` (sum with
                per-sample weights, max), and auxiliary losses inside the
                module: `smooth_l1_loss(beta)`, `kl_div(log_target=True)`,
                `binary_cross_entropy_with_logits(pos_weight)`,
                `cross_entropy(label_smoothing, ignore_index)`.
"""
from __future__ import annotations

import torch
import torch.nn as nn
import torch.nn.functional as F

V6 = ["pool_pad", "reduce_args", "embed_losses"]
HELDOUT_MATCHER_V6 = V6


class PoolPad(nn.Module):
    def __init__(self, c=3):
        super().__init__()
        self.a = nn.Conv2d(2, c, 3, padding=1)
        self.b = nn.Conv2d(c, c, 3)
        self.fc = nn.Linear(4 * c + c * 4, 3)

    def forward(self, x):                                   # [N, 2, 6, 6]
        h = torch.relu(self.a(x))
        p, idx = F.max_pool2d(h, 2, return_indices=True)    # [N, C, 3, 3]
        u = F.max_unpool2d(p * 1.5, idx, 2)                  # [N, C, 6, 6]
        r = self.b(F.pad(u + h, (1, 1, 1, 1), mode="reflect"))             # [N, C, 6, 6]
        q = F.avg_pool2d(F.pad(r, (0, 1, 0, 1), mode="replicate"), 2, 2, ceil_mode=True,
                         count_include_pad=False)            # [N, C, 4, 4]
        cols = F.unfold(q, 2, stride=2)                      # [N, C*4, 4]
        back = F.fold(torch.tanh(cols), (4, 4), 2, stride=2)  # [N, C, 4, 4]
        m = F.adaptive_max_pool2d(back + q, 2)               # [N, C, 2, 2]
        return self.fc(torch.cat([m.flatten(1), cols.mean(2)], 1))


class ReduceArgs(nn.Module):
    def __init__(self, d=6):
        super().__init__()
        self.inp = nn.Linear(d, d)
        self.mid = nn.Linear(d, d)
        self.fc = nn.Linear(7, 4)

    def forward(self, x):                                   # [N, T, D]
        h = self.inp(x)
        s = h.std(-1, correction=0, keepdim=True)
        v, mu = torch.var_mean(h, 1, keepdim=True)
        z = F.layer_norm((h - mu) / (v + 1e-3).sqrt(), (h.shape[-1],))
        c = torch.cumsum(torch.sigmoid(z), 1) / s
        lse = torch.logsumexp(self.mid(c), -1)               # [N, T]
        n1 = torch.norm(c, p=1, dim=-1)                      # [N, T]
        nz = F.normalize(c, dim=1)
        small, _ = torch.topk(nz.sum(-1), 2, dim=1, largest=False)     # [N, 2]
        srt, _ = torch.sort(lse, dim=1, stable=True, descending=True)  # [N, T]
        cm, _ = torch.cummax(n1, 1)
        return self.fc(torch.cat([small, srt[:, :2], cm[:, -2:], lse.mean(1, keepdim=True)], 1))


class EmbedLosses(nn.Module):
    def __init__(self, v=12, d=4):
        super().__init__()
        self.emb = nn.Embedding(v, d, padding_idx=0)
        self.bag_w = nn.Parameter(torch.randn(v, d) * 0.3)
        self.proj = nn.Linear(d, d)
        self.fc = nn.Linear(3 * d, 3)
        self.register_buffer("pos_weight", torch.tensor([1.0, 2.0, 0.5, 1.5]))

    def forward(self, ids, offsets, psw, soft):             # [N, T], [2], [N*T], [N, 3]
        e = self.emb(ids)                                    # [N, T, D]
        flat = ids.reshape(-1)
        bs = F.embedding_bag(flat, self.bag_w, offsets, mode="sum", per_sample_weights=psw)   # [2, D]
        bm = F.embedding_bag(flat, self.bag_w, offsets, mode="max")                            # [2, D]
        h = torch.tanh(self.proj(e.mean(1)))                 # [N, D]
        logits = self.fc(torch.cat([h, bs, bm], 1))          # [N, 3]
        aux = F.smooth_l1_loss(h, bs.detach() * 0.5, beta=0.5)
        aux = aux + F.kl_div(F.log_softmax(logits, 1), torch.log_softmax(soft, 1), reduction="batchmean",
                             log_target=True)
        aux = aux + F.binary_cross_entropy_with_logits(h, torch.sigmoid(bm), pos_weight=self.pos_weight)
        aux = aux + F.cross_entropy(logits, ids[:, 0] % 3, label_smoothing=0.1, ignore_index=2)
        return logits + 0.1 * aux


def build(name: str, g: torch.Generator, Spec, call, ce):
    """Returns a models.Spec (helpers passed in to avoid an import cycle)."""
    if name == "pool_pad":
        return Spec(PoolPad(), {"x": torch.randn(2, 2, 6, 6, generator=g)},
                    {"labels": torch.randint(0, 3, (2,), generator=g)}, call, ce, subset_params=4,
                    notes="held out v6: max_pool indices + unpool, reflect/replicate pad, unfold/fold")
    if name == "reduce_args":
        return Spec(ReduceArgs(), {"x": torch.randn(2, 5, 6, generator=g)},
                    {"labels": torch.randint(0, 4, (2,), generator=g)}, call, ce, subset_params=4,
                    notes="held out v6: std/var_mean/cumsum/logsumexp/norm/topk/sort/cummax with options")
    if name == "embed_losses":
        return Spec(EmbedLosses(), {"ids": torch.randint(0, 12, (2, 3), generator=g),
                                    "offsets": torch.tensor([0, 4]),
                                    "psw": torch.rand(6, generator=g),
                                    "soft": torch.randn(2, 3, generator=g)},
                    {"labels": torch.randint(0, 3, (2,), generator=g)}, call, ce, subset_params=4,
                    notes="held out v6: embedding padding_idx, embedding_bag sum/max, losses with options")
    raise KeyError(name)
