"""Fifth held-out set for the matcher (scripts/heldout.py, /work/data/heldout_matcher_v5).

Captured and scored blind with the 224f6d7 binary (/tmp/blind-224f6d7) before
any change of the night session of 2026-12-02. Like models.HELDOUT they are
never added to models.MODELS or captured into tests/data/zoo. They stress what
the matcher still got wrong at 224f6d7 (view chains, gates, gathers):

  kv_nested     a [2, B, T, 2D] KV cache written through nested views
                (`cache[0][:, pos] = ...` slicing assignment of a select,
                `index_copy_` along time, `select_scatter`), read back with
                `unbind`, `split` / `chunk` and `cat`.
  gate_masks    ReLU / `F.threshold` gates on bilinear- and nearest-upsampled
                features, `torch.where` on a computed mask, `masked_fill`,
                `hardtanh`.
  gather_net    `gather`, `index_select`, `scatter_add`, `embedding_bag`
                (mean) and `grid_sample` (bilinear) on a learned grid offset.
"""
from __future__ import annotations

import torch
import torch.nn as nn
import torch.nn.functional as F

V5 = ["kv_nested", "gate_masks", "gather_net"]
HELDOUT_MATCHER_V5 = V5


class KvNested(nn.Module):
    """Writes into a cache through chains of views and reads it back in pieces."""

    def __init__(self, d=4, t=6):
        super().__init__()
        self.d = d
        self.kv = nn.Linear(d, 2 * d)
        self.kv2 = nn.Linear(d, 2 * d)
        self.q = nn.Linear(d, d)
        self.o = nn.Linear(3 * d, 3)
        self.register_buffer("pos", torch.tensor([1, 3, 4]))

    def forward(self, x):                                  # [B, T, D]
        b, t, d = x.shape
        cache = x.new_zeros(2, b, t, 2 * d)
        kv = self.kv(x)                                    # [B, T, 2D]
        cache[0][:, :3] = kv[:, :3]                        # slice of a select, assigned
        cache[1].index_copy_(1, self.pos, self.kv2(x[:, 2:5]))   # index_copy_ through a select
        c0, c1 = cache.unbind(0)                           # [B, T, 2D] each
        k0, v0 = c0.split(d, -1)
        k1, v1 = c1.chunk(2, -1)
        keys = torch.cat([k0[:, :4], k1[:, 2:]], 1)        # [B, 8, D]
        vals = torch.cat([v0[:, :4], v1[:, 2:]], 1)
        s = (self.q(x) @ keys.transpose(1, 2)).softmax(-1)
        y = s @ vals                                       # [B, T, D]
        fresh = torch.select_scatter(y, y[:, 0] * 2.0, 1, t - 1)   # functional write of a select
        last = cache[1][:, -1, d:]                         # select of slice of select
        return self.o(torch.cat([fresh.mean(1), last, c0.sum((1,))[:, :d]], -1))


class GateMasks(nn.Module):
    """Gates and masks on upsampled features."""

    def __init__(self, c=4):
        super().__init__()
        self.stem = nn.Conv2d(3, c, 3, padding=1)
        self.mid = nn.Conv2d(c, c, 1)
        self.side = nn.Conv2d(c, c, 3, padding=1)
        self.fc = nn.Linear(2 * c, 4)

    def forward(self, x):                                  # [N, 3, 4, 4]
        s = self.stem(x)
        u = F.interpolate(s, scale_factor=2, mode="bilinear", align_corners=False)
        g = torch.relu(u)                                  # ReLU gate on upsampled features
        h = F.threshold(self.mid(g), 0.1, 0.0)             # threshold gate
        n = F.interpolate(torch.relu(s), scale_factor=2, mode="nearest")
        m = n > n.mean((2, 3), keepdim=True)               # computed mask
        w = torch.where(m, h, self.side(n) * 0.5)
        w = w.masked_fill(h < 0.05, -0.25)
        z = F.hardtanh(w * torch.sigmoid(g), -1.0, 1.0)
        return self.fc(torch.cat([z.mean((2, 3)), z.amax((2, 3))], 1))


class GatherNet(nn.Module):
    """gather / index_select / scatter_add / embedding_bag / grid_sample."""

    def __init__(self, d=4, v=10):
        super().__init__()
        self.bag = nn.EmbeddingBag(v, d, mode="mean")
        self.proj = nn.Linear(d, d)
        self.off = nn.Linear(d, 2)
        self.conv = nn.Conv2d(1, 2, 3, padding=1)
        self.fc = nn.Linear(3 * d + 2, 3)
        self.register_buffer("rows", torch.tensor([2, 0, 1, 1]))
        self.register_buffer("dst", torch.tensor([0, 2, 2, 1, 3, 0]))

    def forward(self, ids, offsets, img):                  # [6], [2], [2, 1, 4, 4]
        e = self.bag(ids, offsets)                         # [2, D]
        h = torch.tanh(self.proj(e))                       # [2, D]
        idx = h.argsort(-1)                                # [2, D] i64
        g = torch.gather(h, 1, idx)                        # sorted by gather
        sel = torch.index_select(h, 1, self.rows)          # [2, 4]
        tok = self.proj(torch.stack([e, h, g], 1))         # [2, 3, D]
        flat = tok.reshape(-1, tok.shape[-1])[: self.dst.shape[0]]   # [6, D]
        acc = torch.zeros(4, flat.shape[1], dtype=flat.dtype).scatter_add(
            0, self.dst[:, None].expand(-1, flat.shape[1]), flat)     # [4, D]
        theta = torch.tanh(self.off(h)) * 0.1              # [2, 2]
        base = torch.linspace(-1, 1, 4)
        gy, gx = torch.meshgrid(base, base, indexing="ij")
        grid = torch.stack([gx, gy], -1)[None] + theta[:, None, None, :]   # [2, 4, 4, 2]
        f = F.grid_sample(torch.relu(self.conv(img)), grid, mode="bilinear", align_corners=False)
        return self.fc(torch.cat([g + sel, acc.mean(0, keepdim=True).expand(2, -1),
                                  h, f.mean((2, 3))], -1))


def build(name: str, g: torch.Generator, Spec, call, ce):
    """Returns a models.Spec (helpers passed in to avoid an import cycle)."""
    if name == "kv_nested":
        return Spec(KvNested(), {"x": torch.randn(2, 6, 4, generator=g)},
                    {"labels": torch.randint(0, 3, (2,), generator=g)}, call, ce, subset_params=4,
                    notes="held out v5: nested view writes, index_copy_, select_scatter, unbind/split/chunk/cat")
    if name == "gate_masks":
        return Spec(GateMasks(), {"x": torch.randn(2, 3, 4, 4, generator=g)},
                    {"labels": torch.randint(0, 4, (2,), generator=g)}, call, ce, subset_params=4,
                    notes="held out v5: relu/threshold gates on upsampled maps, where, masked_fill")
    if name == "gather_net":
        return Spec(GatherNet(), {"ids": torch.randint(0, 10, (6,), generator=g),
                                  "offsets": torch.tensor([0, 3]),
                                  "img": torch.randn(2, 1, 4, 4, generator=g)},
                    {"labels": torch.randint(0, 3, (2,), generator=g)}, call, ce, subset_params=4,
                    notes="held out v5: gather, index_select, scatter_add, embedding_bag, grid_sample")
    raise KeyError(name)
