"""Seventeenth held-out set for `fxmatch relate` (2026-12-03, /work/data/heldout_relate_v17).

Op families no earlier relate set holds, captured and scored with main at
f810243 before any change of this session looked at them; like
heldout_relate.py's models they never enter the zoo.

  deconv_gen   a GAN-style generator: linear -> view -> ConvTranspose2d ->
               InstanceNorm2d(affine) -> LeakyReLU -> ConvTranspose2d -> tanh
               (transposed convolution backward, instance norm as a batch
               norm of a reshaped input, leaky_relu_backward).
  glu_conv1d   a 1-d token mixer: depthwise Conv1d (groups = channels), GLU
               gating, an RMSNorm written out by hand (x * rsqrt(mean(x^2) +
               eps) * w), a residual, cumsum pooling.
  proto_net    prototype classification: an MLP embedding, cosine similarity
               to learned prototypes (F.normalize on both), a learned
               temperature through softplus, logsumexp-normalised scores,
               clamp_min.
"""
from __future__ import annotations

import torch
import torch.nn as nn
import torch.nn.functional as F

V17 = ["deconv_gen", "glu_conv1d", "proto_net"]


class DeconvGen(nn.Module):
    def __init__(self, z=6, c=4, classes=3):
        super().__init__()
        self.fc = nn.Linear(z, c * 2 * 2)
        self.up1 = nn.ConvTranspose2d(c, c, 4, stride=2, padding=1)
        self.norm = nn.InstanceNorm2d(c, affine=True)
        self.up2 = nn.ConvTranspose2d(c, 2, 3, stride=1, padding=1)
        self.head = nn.Linear(2 * 4 * 4, classes)
        self.c = c

    def forward(self, x):                                   # [B, z]
        h = self.fc(x).view(x.shape[0], self.c, 2, 2)
        h = F.leaky_relu(self.norm(self.up1(h)), 0.2)
        img = torch.tanh(self.up2(h))
        return self.head(img.flatten(1))


class GluConv1d(nn.Module):
    def __init__(self, d=6, classes=3):
        super().__init__()
        self.dw = nn.Conv1d(d, d, 3, padding=1, groups=d)
        self.pw = nn.Linear(d, 2 * d)
        self.g = nn.Parameter(torch.ones(d))
        self.head = nn.Linear(d, classes)

    def forward(self, x):                                   # [B, S, D]
        h = self.dw(x.transpose(1, 2)).transpose(1, 2)
        h = F.glu(self.pw(h), dim=-1)
        h = h * torch.rsqrt(h.pow(2).mean(-1, keepdim=True) + 1e-6) * self.g
        h = x + h
        return self.head(h.cumsum(1)[:, -1] / x.shape[1])


class ProtoNet(nn.Module):
    def __init__(self, d_in=6, d=5, protos=4):
        super().__init__()
        self.emb = nn.Sequential(nn.Linear(d_in, d), nn.GELU(), nn.Linear(d, d))
        self.protos = nn.Parameter(torch.randn(protos, d) * 0.5)
        self.t = nn.Parameter(torch.tensor(0.3))

    def forward(self, x):                                   # [B, d_in]
        e = F.normalize(self.emb(x), dim=-1)
        p = F.normalize(self.protos, dim=-1)
        s = (e @ p.t()) * F.softplus(self.t).clamp_min(0.05) * 10.0
        return s - torch.logsumexp(s, dim=-1, keepdim=True)


def _third(m: nn.Module) -> int:
    return max(1, len(list(m.parameters())) // 3)


def build(name: str, g: torch.Generator, Spec, call, ce):
    if name == "deconv_gen":
        m = DeconvGen()
        return Spec(m, {"x": torch.randn(2, 6, generator=g)}, {"labels": torch.randint(0, 3, (2,), generator=g)},
                    call, ce, subset_params=_third(m), notes="held out (relate v17): transposed convs, instance norm")
    if name == "glu_conv1d":
        m = GluConv1d()
        return Spec(m, {"x": torch.randn(2, 5, 6, generator=g)}, {"labels": torch.randint(0, 3, (2,), generator=g)},
                    call, ce, subset_params=_third(m), notes="held out (relate v17): depthwise conv1d, GLU, RMSNorm")
    if name == "proto_net":
        m = ProtoNet()
        return Spec(m, {"x": torch.randn(4, 6, generator=g)}, {"labels": torch.randint(0, 4, (4,), generator=g)},
                    call, ce, subset_params=_third(m), notes="held out (relate v17): cosine prototypes, logsumexp")
    raise KeyError(name)
