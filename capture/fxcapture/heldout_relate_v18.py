"""Eighteenth held-out set for `fxmatch relate` (2026-12-03, /work/data/heldout_relate_v18).

Parameter subsets that are not a tail, on architectures no earlier set
holds. Captured and scored with main at 942f51d (the commit before the
change that made the non-tail subsets of frozen_middle and adapter_head
right) before that change was measured on them; like heldout_relate.py's
models they never enter the zoo.

  frozen_convres  a residual CNN (stem conv + BN, four basic blocks of two
                  3x3 convs with BN and ReLU, avg-pool head); subset = the
                  stem, the last block and the head (a frozen middle).
  adapter_vit     a tiny ViT (patch-embedding conv, class token, pre-norm
                  blocks with manual softmax attention and a GELU MLP) with
                  bottleneck adapters (down, ReLU, up, residual) after each
                  MLP; subset = the adapters only, interleaved.
  mixer_middle    an MLP-Mixer (token mixing on the transposed sequence,
                  channel mixing, LayerNorm); subset = the middle block only.
  lora_tanh_mlp   six Linear+tanh layers, LoRA (A, B) on layers 1, 3 and 5;
                  subset = the LoRA factors only.
"""
from __future__ import annotations

import torch
import torch.nn as nn
import torch.nn.functional as F
from .heldout_subsets import where as _where

V18 = ["frozen_convres", "adapter_vit", "mixer_middle", "lora_tanh_mlp"]


class _Basic(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.c1 = nn.Conv2d(c, c, 3, padding=1, bias=False)
        self.b1 = nn.BatchNorm2d(c)
        self.c2 = nn.Conv2d(c, c, 3, padding=1, bias=False)
        self.b2 = nn.BatchNorm2d(c)

    def forward(self, x):
        h = F.relu(self.b1(self.c1(x)))
        return F.relu(x + self.b2(self.c2(h)))


class FrozenConvRes(nn.Module):
    def __init__(self, c=6, n=4, classes=4):
        super().__init__()
        self.stem = nn.Conv2d(3, c, 3, padding=1, bias=False)
        self.bn = nn.BatchNorm2d(c)
        self.blocks = nn.Sequential(*[_Basic(c) for _ in range(n)])
        self.fc = nn.Linear(c, classes)

    def forward(self, x):
        h = self.blocks(F.relu(self.bn(self.stem(x))))
        return self.fc(F.adaptive_avg_pool2d(h, 1).flatten(1))


class _Adapter(nn.Module):
    def __init__(self, d, r=3):
        super().__init__()
        self.down = nn.Linear(d, r)
        self.up = nn.Linear(r, d)

    def forward(self, x):
        return x + self.up(F.relu(self.down(x)))


class _VitBlock(nn.Module):
    def __init__(self, d, heads=2):
        super().__init__()
        self.n1 = nn.LayerNorm(d)
        self.qkv = nn.Linear(d, 3 * d)
        self.proj = nn.Linear(d, d)
        self.n2 = nn.LayerNorm(d)
        self.fc1 = nn.Linear(d, 2 * d)
        self.fc2 = nn.Linear(2 * d, d)
        self.adapter = _Adapter(d)
        self.heads = heads

    def forward(self, x):                                   # [B, T, D]
        b, t, d = x.shape
        q, k, v = self.qkv(self.n1(x)).view(b, t, 3, self.heads, d // self.heads).permute(2, 0, 3, 1, 4)
        a = torch.softmax(q @ k.transpose(-1, -2) / (d // self.heads) ** 0.5, dim=-1)
        x = x + self.proj((a @ v).transpose(1, 2).reshape(b, t, d))
        return self.adapter(x + self.fc2(F.gelu(self.fc1(self.n2(x)))))


class AdapterVit(nn.Module):
    def __init__(self, d=8, n=2, classes=3):
        super().__init__()
        self.patch = nn.Conv2d(3, d, 4, stride=4)
        self.cls = nn.Parameter(torch.zeros(1, 1, d))
        self.pos = nn.Parameter(torch.randn(1, 5, d) * 0.02)
        self.blocks = nn.ModuleList([_VitBlock(d) for _ in range(n)])
        self.norm = nn.LayerNorm(d)
        self.head = nn.Linear(d, classes)

    def forward(self, x):                                   # [B, 3, 8, 8]
        p = self.patch(x).flatten(2).transpose(1, 2)        # [B, 4, D]
        h = torch.cat([self.cls.expand(x.shape[0], -1, -1), p], dim=1) + self.pos
        for blk in self.blocks:
            h = blk(h)
        return self.head(self.norm(h)[:, 0])


class _MixerBlock(nn.Module):
    def __init__(self, t, d):
        super().__init__()
        self.n1 = nn.LayerNorm(d)
        self.tok1 = nn.Linear(t, 2 * t)
        self.tok2 = nn.Linear(2 * t, t)
        self.n2 = nn.LayerNorm(d)
        self.ch1 = nn.Linear(d, 2 * d)
        self.ch2 = nn.Linear(2 * d, d)

    def forward(self, x):                                   # [B, T, D]
        y = self.n1(x).transpose(1, 2)
        x = x + self.tok2(F.gelu(self.tok1(y))).transpose(1, 2)
        return x + self.ch2(F.gelu(self.ch1(self.n2(x))))


class MixerMiddle(nn.Module):
    def __init__(self, t=4, d=6, n=3, classes=3):
        super().__init__()
        self.inp = nn.Linear(5, d)
        self.blocks = nn.ModuleList([_MixerBlock(t, d) for _ in range(n)])
        self.norm = nn.LayerNorm(d)
        self.head = nn.Linear(d, classes)

    def forward(self, x):                                   # [B, T, 5]
        h = self.inp(x)
        for blk in self.blocks:
            h = blk(h)
        return self.head(self.norm(h).mean(1))


class LoraTanhMlp(nn.Module):
    def __init__(self, d=8, n=6, r=2, classes=3):
        super().__init__()
        self.layers = nn.ModuleList([nn.Linear(d, d) for _ in range(n)])
        self.lora = nn.ParameterList()
        self.where = [1, 3, 5]
        for _ in self.where:
            self.lora.append(nn.Parameter(torch.randn(r, d) * 0.3))
            self.lora.append(nn.Parameter(torch.randn(d, r) * 0.1))
        self.head = nn.Linear(d, classes)

    def forward(self, x):
        h = x
        for i, lin in enumerate(self.layers):
            y = lin(h)
            if i in self.where:
                k = self.where.index(i)
                y = y + (h @ self.lora[2 * k].t()) @ self.lora[2 * k + 1].t()
            h = torch.tanh(y)
        return self.head(h)


def build(name: str, g: torch.Generator, Spec, call, ce):
    if name == "frozen_convres":
        m = FrozenConvRes()
        return Spec(m, {"x": torch.randn(2, 3, 6, 6, generator=g)}, {"labels": torch.randint(0, 4, (2,), generator=g)},
                    call, ce, subset=_where(m, lambda n: n.startswith(("stem.", "bn.", "blocks.3.", "fc."))),
                    notes="held out (relate v18): residual CNN; subset = stem, last block, head")
    if name == "adapter_vit":
        m = AdapterVit()
        return Spec(m, {"x": torch.randn(2, 3, 8, 8, generator=g)}, {"labels": torch.randint(0, 3, (2,), generator=g)},
                    call, ce, subset=_where(m, lambda n: ".adapter." in n),
                    notes="held out (relate v18): tiny ViT; subset = bottleneck adapters only")
    if name == "mixer_middle":
        m = MixerMiddle()
        return Spec(m, {"x": torch.randn(2, 4, 5, generator=g)}, {"labels": torch.randint(0, 3, (2,), generator=g)},
                    call, ce, subset=_where(m, lambda n: n.startswith("blocks.1.")),
                    notes="held out (relate v18): MLP-Mixer; subset = the middle block")
    if name == "lora_tanh_mlp":
        m = LoraTanhMlp()
        return Spec(m, {"x": torch.randn(4, 8, generator=g)}, {"labels": torch.randint(0, 3, (4,), generator=g)},
                    call, ce, subset=_where(m, lambda n: n.startswith("lora.")),
                    notes="held out (relate v18): tanh MLP with LoRA on layers 1, 3, 5; subset = LoRA only")
    raise KeyError(name)
