"""Sixth held-out set for `fxmatch relate`, part a (2026-12-02 morning,
/work/data/heldout_relate_v6a; helper relaot, issue 10 AOT grad_of).

Captured and scored blind with the 7cb18c5 binary before any change of that
session; like heldout_relate.py's models they never enter the zoo.

  mbv2_inplace  MobileNetV2-style inverted residual blocks: 1x1 expand, depthwise
                3x3, 1x1 project, BatchNorm (running-stat updates) and in-place
                ReLU6 (hardtanh_), residual add where shapes allow.
  swiglu_bf16   a pre-RMSNorm residual stack of gated MLPs (SwiGLU: silu(x W1) * x W3,
                then W2) under bf16 autocast, mean-pooled linear head.
  tied_ae       a weight-tied autoencoder: the decoder reuses the encoder weights
                transposed; the forward returns two outputs (reconstruction, logits)
                and the loss uses both (MSE + cross entropy).
"""
from __future__ import annotations

import torch
import torch.nn as nn
import torch.nn.functional as F

V6A = ["mbv2_inplace", "swiglu_bf16", "tied_ae"]


class _InvRes(nn.Module):
    def __init__(self, c_in, c_out, stride, expand):
        super().__init__()
        h = c_in * expand
        self.res = stride == 1 and c_in == c_out
        self.body = nn.Sequential(
            nn.Conv2d(c_in, h, 1, bias=False), nn.BatchNorm2d(h), nn.ReLU6(inplace=True),
            nn.Conv2d(h, h, 3, stride, 1, groups=h, bias=False), nn.BatchNorm2d(h), nn.ReLU6(inplace=True),
            nn.Conv2d(h, c_out, 1, bias=False), nn.BatchNorm2d(c_out))

    def forward(self, x):
        y = self.body(x)
        return x + y if self.res else y


class Mbv2Inplace(nn.Module):
    def __init__(self, c=4):
        super().__init__()
        self.stem = nn.Sequential(nn.Conv2d(3, c, 3, 2, 1, bias=False), nn.BatchNorm2d(c), nn.ReLU6(inplace=True))
        self.blocks = nn.Sequential(_InvRes(c, c, 1, 2), _InvRes(c, 2 * c, 2, 3), _InvRes(2 * c, 2 * c, 1, 2))
        self.fc = nn.Linear(2 * c, 5)

    def forward(self, x):
        return self.fc(self.blocks(self.stem(x)).mean((2, 3)))


class _SwiGLU(nn.Module):
    def __init__(self, d, f):
        super().__init__()
        self.norm = nn.RMSNorm(d)
        self.w1 = nn.Linear(d, f, bias=False)
        self.w3 = nn.Linear(d, f, bias=False)
        self.w2 = nn.Linear(f, d, bias=False)

    def forward(self, x):
        h = self.norm(x)
        return x + self.w2(F.silu(self.w1(h)) * self.w3(h))


class SwigluBf16(nn.Module):
    def __init__(self, d=16, f=24, n=2):
        super().__init__()
        self.inp = nn.Linear(10, d)
        self.blocks = nn.ModuleList([_SwiGLU(d, f) for _ in range(n)])
        self.head = nn.Linear(d, 4)

    def forward(self, x):
        with torch.autocast("cpu", dtype=torch.bfloat16):
            h = self.inp(x)
            for b in self.blocks:
                h = b(h)
            out = self.head(h.mean(1))
        return out.float()


class TiedAE(nn.Module):
    def __init__(self, i=12, h=8, z=4, n=3):
        super().__init__()
        self.e1 = nn.Linear(i, h)
        self.e2 = nn.Linear(h, z)
        self.d2b = nn.Parameter(torch.zeros(h))
        self.d1b = nn.Parameter(torch.zeros(i))
        self.cls = nn.Linear(z, n)

    def forward(self, x):
        z = torch.tanh(self.e2(torch.tanh(self.e1(x))))
        r = F.linear(torch.tanh(F.linear(z, self.e2.weight.t(), self.d2b)), self.e1.weight.t(), self.d1b)
        return r, self.cls(z)


def _ae_loss(out, x_target, labels):
    r, logits = out
    return F.mse_loss(r, x_target) + F.cross_entropy(logits, labels)


def _third(m: nn.Module) -> int:
    return max(1, len(list(m.parameters())) // 3)


def build(name: str, g: torch.Generator, Spec, call, ce):
    if name == "mbv2_inplace":
        m = Mbv2Inplace()
        return Spec(m, {"x": torch.randn(2, 3, 8, 8, generator=g)}, {"labels": torch.randint(0, 5, (2,), generator=g)},
                    call, ce, subset_params=_third(m),
                    notes="held out (relate v6a): inverted residuals, BatchNorm, in-place ReLU6, depthwise conv")
    if name == "swiglu_bf16":
        m = SwigluBf16()
        return Spec(m, {"x": torch.randn(2, 5, 10, generator=g)}, {"labels": torch.randint(0, 4, (2,), generator=g)},
                    call, ce, subset_params=_third(m),
                    notes="held out (relate v6a): RMSNorm + SwiGLU residual stack under bf16 autocast")
    if name == "tied_ae":
        m = TiedAE()
        x = torch.randn(4, 12, generator=g)
        return Spec(m, {"x": x}, {"x_target": x.clone(), "labels": torch.randint(0, 3, (4,), generator=g)},
                    call, _ae_loss, subset_params=_third(m),
                    notes="held out (relate v6a): weight-tied autoencoder, two outputs both in the loss")
    raise KeyError(name)
