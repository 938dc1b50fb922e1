"""Twenty-third held-out set for `fxmatch relate` (2026-12-04, /work/data/heldout_relate_v23).

Written at the start of the 2026-12-04 afternoon session, before any code
change, and scored blind with main at b57b9d2: normalisations that divide by
a keepdim reduction (the family of the last grad_of misses, proto_net's
F.normalize), weight tying, and a write into a preallocated buffer. Like
heldout_relate.py's models they never enter the zoo.

  grn_convnext   a ConvNeXt-V2 block: depthwise conv, LayerNorm over channels
                 last, pointwise MLP with Global Response Normalisation
                 (`x.norm(p=2, dim=(1, 2), keepdim=True)` divided by its
                 channel mean), learned gamma/beta, residual.
  qk_norm_attn   attention whose queries and keys are F.normalize'd per head
                 before a learned temperature (scale = exp(t)), softmax, output
                 projection.
  arcface_head   an MLP embedding and a cosine classifier with an additive
                 angular margin on the label's logit (`cos(acos(c) + m)` made
                 with torch.where on a label == arange mask), F.normalize on features
                 and weights.
  tied_lm        a token embedding whose weight is also the output projection
                 (`h @ emb.weight.t()`), a GRU-free mixer of two linears, RMS
                 norm written out (`x * rsqrt(mean(x^2) + eps)`).
  buffer_write   a linear whose outputs are copied into a preallocated zeros
                 buffer with index_copy along dim 1 (every other column), then
                 a learned per-column scale and a head.
"""
from __future__ import annotations

import torch
import torch.nn as nn
import torch.nn.functional as F
from .heldout_subsets import third as _third

V23 = ["grn_convnext", "qk_norm_attn", "arcface_head", "tied_lm", "buffer_write"]


class GrnConvNext(nn.Module):
    def __init__(self, c=4, classes=3):
        super().__init__()
        self.stem = nn.Conv2d(3, c, 1)
        self.dw = nn.Conv2d(c, c, 3, padding=1, groups=c)
        self.ln = nn.LayerNorm(c)
        self.pw1 = nn.Linear(c, 2 * c)
        self.gamma = nn.Parameter(torch.rand(2 * c) * 0.5)
        self.beta = nn.Parameter(torch.randn(2 * c) * 0.1)
        self.pw2 = nn.Linear(2 * c, c)
        self.head = nn.Linear(c, classes)

    def forward(self, x):                                   # [B, 3, 4, 4]
        h = self.stem(x)
        y = self.dw(h).permute(0, 2, 3, 1)                  # channels last
        y = F.gelu(self.pw1(self.ln(y)))
        gx = y.norm(p=2, dim=(1, 2), keepdim=True)
        nx = gx / (gx.mean(dim=-1, keepdim=True) + 1e-6)
        y = self.gamma * (y * nx) + self.beta + y
        h = h + self.pw2(y).permute(0, 3, 1, 2)
        return self.head(h.mean((2, 3)))


class QkNormAttn(nn.Module):
    def __init__(self, d=8, heads=2, classes=3):
        super().__init__()
        self.h, self.dh = heads, d // heads
        self.inp = nn.Linear(5, d)
        self.qkv = nn.Linear(d, 3 * d)
        self.t = nn.Parameter(torch.tensor(1.5))
        self.o = nn.Linear(d, d)
        self.head = nn.Linear(d, classes)

    def forward(self, x):                                   # [B, S, 5]
        b, s, _ = x.shape
        h = self.inp(x)
        q, k, v = self.qkv(h).view(b, s, 3, self.h, self.dh).permute(2, 0, 3, 1, 4)
        q, k = F.normalize(q, dim=-1), F.normalize(k, dim=-1)
        a = torch.softmax(q @ k.transpose(-1, -2) * self.t.exp(), dim=-1) @ v
        h = h + self.o(a.transpose(1, 2).reshape(b, s, -1))
        return self.head(h.mean(1))


class ArcfaceHead(nn.Module):
    def __init__(self, d_in=6, d=5, classes=4, margin=0.2, scale=8.0):
        super().__init__()
        self.emb = nn.Sequential(nn.Linear(d_in, d), nn.SiLU(), nn.Linear(d, d))
        self.w = nn.Parameter(torch.randn(classes, d))
        self.margin, self.scale, self.classes = margin, scale, classes

    def forward(self, x, labels):                           # [B, d_in], [B]
        c = F.normalize(self.emb(x), dim=1) @ F.normalize(self.w, dim=1).t()
        c = c.clamp(-1 + 1e-5, 1 - 1e-5)
        onehot = labels[:, None] == torch.arange(self.classes)
        c = torch.where(onehot, torch.cos(torch.acos(c) + self.margin), c)
        return c * self.scale


class TiedLm(nn.Module):
    def __init__(self, vocab=11, d=6):
        super().__init__()
        self.emb = nn.Embedding(vocab, d)
        self.mix1 = nn.Linear(d, 2 * d)
        self.mix2 = nn.Linear(2 * d, d)
        self.g = nn.Parameter(torch.ones(d))

    def forward(self, ids):                                 # [B, S]
        h = self.emb(ids)
        h = h + self.mix2(F.relu(self.mix1(h)))
        h = h * torch.rsqrt(h.pow(2).mean(-1, keepdim=True) + 1e-6) * self.g
        return (h @ self.emb.weight.t()).mean(1)


class BufferWrite(nn.Module):
    def __init__(self, d_in=5, d=3, classes=3):
        super().__init__()
        self.lin = nn.Linear(d_in, d)
        self.scale = nn.Parameter(torch.rand(2 * d) + 0.5)
        self.head = nn.Linear(2 * d, classes)
        self.register_buffer("cols", torch.arange(0, 2 * d, 2))

    def forward(self, x):                                   # [B, d_in]
        h = self.lin(x)
        buf = torch.zeros(x.shape[0], 2 * h.shape[1], dtype=h.dtype)
        buf = buf.index_copy(1, self.cols, torch.tanh(h))
        return self.head(buf * self.scale)


def build(name: str, g: torch.Generator, Spec, call, ce):
    y = {"labels": torch.randint(0, 3, (2,), generator=g)}
    if name == "grn_convnext":
        m = GrnConvNext()
        return Spec(m, {"x": torch.randn(2, 3, 4, 4, generator=g)}, y, call, ce, subset_params=_third(m),
                    notes="held out (relate v23): ConvNeXt-V2 block with global response norm")
    if name == "qk_norm_attn":
        m = QkNormAttn()
        return Spec(m, {"x": torch.randn(2, 4, 5, generator=g)}, y, call, ce, subset_params=_third(m),
                    notes="held out (relate v23): F.normalize'd queries and keys, learned temperature")
    if name == "arcface_head":
        m = ArcfaceHead()
        lab = torch.randint(0, 4, (4,), generator=g)
        return Spec(m, {"x": torch.randn(4, 6, generator=g), "target": lab}, {"labels": lab}, call, ce,
                    subset_params=_third(m), notes="held out (relate v23): additive angular margin, cosine classifier")
    if name == "tied_lm":
        m = TiedLm()
        return Spec(m, {"ids": torch.randint(0, 11, (2, 4), generator=g)},
                    {"labels": torch.randint(0, 11, (2,), generator=g)}, call, ce, subset_params=_third(m),
                    notes="held out (relate v23): tied embedding and output projection, RMS norm")
    if name == "buffer_write":
        m = BufferWrite()
        return Spec(m, {"x": torch.randn(2, 5, generator=g)}, y, call, ce, subset_params=_third(m),
                    notes="held out (relate v23): index_copy into a zeros buffer")
    raise KeyError(name)
