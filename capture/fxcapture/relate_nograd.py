"""Test-only relate models with ops run under torch.no_grad() on a parameter
that requires grad (group "relate_nograd"; never the zoo, never a held-out set).

No FX dump marks a no_grad region: the traced forward shows these ops as
ordinary reads of the parameter, but autograd records no node for them, so the
backward has no segment for them.

  nograd_spectral_mlp   a Linear MLP whose two hidden layers are spectral-normed
                        (torch.nn.utils.parametrizations.spectral_norm, training
                        mode: a power iteration under no_grad, u and v cloned,
                        sigma = vdot(u, mv(W, v)) with grad).
  nograd_power_norm     a hand-written power-iteration normalisation: under
                        no_grad, two iterations of v = normalize(W^T u),
                        u = normalize(W v) reading the parameter W, the new u
                        written into a buffer; then W / (u . W v) with grad.
  nograd_ema_teacher    a student MLP and a teacher target made under no_grad
                        from the student's own parameters (an EMA-style blend
                        with frozen copies, read with the student's weights),
                        the loss mixing the student's logits with an MSE to the
                        teacher's detached output.
"""
from __future__ import annotations

import torch
import torch.nn as nn
import torch.nn.functional as F

NOGRAD = ["nograd_spectral_mlp", "nograd_power_norm", "nograd_ema_teacher"]


class SpectralMlp(nn.Module):
    def __init__(self, d_in=5, d=6, classes=3):
        super().__init__()
        sn = torch.nn.utils.parametrizations.spectral_norm
        self.fc1 = sn(nn.Linear(d_in, d))
        self.fc2 = sn(nn.Linear(d, d))
        self.head = nn.Linear(d, classes)

    def forward(self, x):
        return self.head(torch.tanh(self.fc2(torch.relu(self.fc1(x)))))


class PowerNorm(nn.Module):
    def __init__(self, d_in=5, d=6, classes=3):
        super().__init__()
        self.w = nn.Parameter(torch.randn(d, d_in) * 0.5)
        self.register_buffer("u", F.normalize(torch.randn(d), dim=0))
        self.head = nn.Linear(d, classes)

    def forward(self, x):
        u = self.u
        with torch.no_grad():
            for _ in range(2):
                v = F.normalize(self.w.t() @ u, dim=0)
                u = F.normalize(self.w @ v, dim=0)
            self.u.copy_(u)
        sigma = torch.dot(u, self.w @ v)
        h = torch.sigmoid(x @ (self.w / sigma).t())
        return self.head(h)


class EmaTeacher(nn.Module):
    def __init__(self, d_in=5, d=6, classes=3):
        super().__init__()
        self.fc1 = nn.Linear(d_in, d)
        self.fc2 = nn.Linear(d, classes)
        self.register_buffer("t1", torch.randn(d, d_in) * 0.3)
        self.register_buffer("t2", torch.randn(classes, d) * 0.3)

    def forward(self, x):
        with torch.no_grad():
            w1 = 0.9 * self.t1 + 0.1 * self.fc1.weight
            w2 = 0.9 * self.t2 + 0.1 * self.fc2.weight
            target = torch.softmax(torch.relu(x @ w1.t() + self.fc1.bias) @ w2.t(), dim=-1)
        logits = self.fc2(torch.relu(self.fc1(x)))
        return logits + (torch.softmax(logits, dim=-1) - target).pow(2).sum(-1, keepdim=True)


def build(name: str, g: torch.Generator, Spec, call, ce):
    y = {"labels": torch.randint(0, 3, (2,), generator=g)}
    x = {"x": torch.randn(2, 5, generator=g)}
    if name == "nograd_spectral_mlp":
        return Spec(SpectralMlp(), x, y, call, ce, notes="test-only (relate_nograd): spectral-normed Linear MLP")
    if name == "nograd_power_norm":
        return Spec(PowerNorm(), x, y, call, ce,
                    notes="test-only (relate_nograd): hand-written power iteration under no_grad on a parameter")
    if name == "nograd_ema_teacher":
        return Spec(EmaTeacher(), x, y, call, ce,
                    notes="test-only (relate_nograd): teacher target made under no_grad from the parameters")
    raise KeyError(name)
