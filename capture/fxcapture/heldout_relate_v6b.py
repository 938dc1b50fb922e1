"""Sixth held-out set for `fxmatch relate`, part b (2026-12-02 morning, /work/data/heldout_relate_v6b).

Captured and scored blind with the 7cb18c5 binary before any change of that
session; like heldout_relate.py's models they never enter the zoo.

  adapter_head  frozen-backbone classifier with Houlsby bottleneck adapters: an MLP
                backbone (LayerNorm, GELU) registered first, then the adapters
                (down-proj, ReLU, up-proj, residual) and the head, so the
                relate_subset line (last third of the parameters) is the
                "only the adapters train" fine-tuning case.
  inplace_mix   in-place ops on activations: `mul_` by a learned gate, `add_` of a
                residual, `masked_fill_` with a data mask, `clamp_` and `relu_`.
  ckpt_swiglu   two pre-norm transformer blocks (RMSNorm, manual-softmax attention,
                SwiGLU MLP with SiLU), each block under non-reentrant
                torch.utils.checkpoint.
"""
from __future__ import annotations

import torch
import torch.nn as nn
import torch.nn.functional as F
import torch.utils.checkpoint as ckpt

V6B = ["adapter_head", "inplace_mix", "ckpt_swiglu"]


class _Adapter(nn.Module):
    def __init__(self, d, r):
        super().__init__()
        self.down = nn.Linear(d, r)
        self.up = nn.Linear(r, d)

    def forward(self, h):
        return h + self.up(F.relu(self.down(h)))


class AdapterHead(nn.Module):
    def __init__(self, d_in=10, d=16, r=4, n=3, classes=4):
        super().__init__()
        self.inp = nn.Linear(d_in, d)
        self.blocks = nn.ModuleList([nn.Sequential(nn.LayerNorm(d), nn.Linear(d, 2 * d), nn.GELU(),
                                                   nn.Linear(2 * d, d)) for _ in range(n)])
        # registered after the backbone: parameters()[-k:] are adapters and head
        self.adapters = nn.ModuleList([_Adapter(d, r) for _ in range(n)])
        self.head = nn.Linear(d, classes)

    def forward(self, x):
        h = self.inp(x)
        for b, a in zip(self.blocks, self.adapters):
            h = a(h + b(h))
        return self.head(h)


class InplaceMix(nn.Module):
    def __init__(self, d_in=10, d=12, classes=4):
        super().__init__()
        self.l1 = nn.Linear(d_in, d)
        self.l2 = nn.Linear(d, d)
        self.l3 = nn.Linear(d, d)
        self.gate = nn.Parameter(torch.linspace(0.5, 1.5, d))
        self.out = nn.Linear(d, classes)

    def forward(self, x):
        h = self.l1(x)
        h.mul_(self.gate)                 # in-place by a learned gate
        r = h
        g = self.l2(torch.tanh(h))
        g.add_(r)                         # in-place residual
        g.masked_fill_(x.sum(1, keepdim=True) < 0.0, 0.0)  # row mask from the data
        g.clamp_(-2.0, 2.0)
        u = self.l3(g)
        u.relu_()
        return self.out(u * torch.sigmoid(g))


class _RMS(nn.Module):
    def __init__(self, d):
        super().__init__()
        self.w = nn.Parameter(torch.ones(d))

    def forward(self, x):
        return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + 1e-6) * self.w


class _SwigluBlock(nn.Module):
    def __init__(self, d, heads):
        super().__init__()
        self.h = heads
        self.n1 = _RMS(d)
        self.qkv = nn.Linear(d, 3 * d, bias=False)
        self.o = nn.Linear(d, d, bias=False)
        self.n2 = _RMS(d)
        self.gate = nn.Linear(d, 2 * d, bias=False)
        self.upp = nn.Linear(d, 2 * d, bias=False)
        self.down = nn.Linear(2 * d, d, bias=False)

    def forward(self, x):
        B, S, D = x.shape
        q, k, v = self.qkv(self.n1(x)).split(D, -1)
        q, k, v = (t.reshape(B, S, self.h, D // self.h).transpose(1, 2) for t in (q, k, v))
        a = torch.softmax(q @ k.transpose(-1, -2) / (D // self.h) ** 0.5, -1) @ v
        x = x + self.o(a.transpose(1, 2).reshape(B, S, D))
        y = self.n2(x)
        return x + self.down(F.silu(self.gate(y)) * self.upp(y))


class CkptSwiglu(nn.Module):
    def __init__(self, d_in=6, d=16, heads=2, n=2, classes=3):
        super().__init__()
        self.inp = nn.Linear(d_in, d)
        self.blocks = nn.ModuleList([_SwigluBlock(d, heads) for _ in range(n)])
        self.norm = _RMS(d)
        self.head = nn.Linear(d, classes)

    def forward(self, x):
        h = self.inp(x)
        for b in self.blocks:
            h = ckpt.checkpoint(b, h, use_reentrant=False)
        return self.head(self.norm(h).mean(1))


def _third(m: nn.Module) -> int:
    return max(1, len(list(m.parameters())) // 3)


def build(name: str, g: torch.Generator, Spec, call, ce):
    if name == "adapter_head":
        m = AdapterHead()
        return Spec(m, {"x": torch.randn(4, 10, generator=g)}, {"labels": torch.randint(0, 4, (4,), generator=g)},
                    call, ce, subset_params=_third(m),
                    notes="held out (relate v6b): MLP backbone + bottleneck adapters; subset = adapters + head")
    if name == "inplace_mix":
        m = InplaceMix()
        return Spec(m, {"x": torch.randn(4, 10, generator=g)}, {"labels": torch.randint(0, 4, (4,), generator=g)},
                    call, ce, subset_params=_third(m),
                    notes="held out (relate v6b): in-place mul_/add_/masked_fill_/clamp_/relu_ on activations")
    if name == "ckpt_swiglu":
        m = CkptSwiglu()
        return Spec(m, {"x": torch.randn(2, 5, 6, generator=g)}, {"labels": torch.randint(0, 3, (2,), generator=g)},
                    call, ce, subset_params=_third(m),
                    notes="held out (relate v6b): checkpointed RMSNorm/attention/SwiGLU blocks")
    raise KeyError(name)
