"""Thirty-sixth held-out set for `fxmatch relate` (2026-12-05, /work/data/heldout_relate_v36).

Written to score main at 16f0a35 blind (the relate commit for AOT pairs whose
mutated input's new value was made under no_grad): captured once and scored
with that commit's binary and rules, no engine change in between, and no
fxmatch run on these captures while they were written. Its five families are
new to the project (no earlier set has them): a Conformer block (macaron
feed-forward halves, self-attention with a learned relative-position bias
gathered through an int64 index buffer, a convolution module of pointwise
Conv1d, GLU, depthwise Conv1d and BatchNorm1d in training mode, whose running
stats are updated in the forward), a hypernetwork whose last layer produces
the weights of two other layers (one from a learned code, used by F.linear
with the computed weight, one per sample from a task embedding, used by
torch.bmm), a RealNVP-style normalizing flow (an ActNorm, two affine
couplings with tanh-bounded log-scales split by torch.chunk, a fixed int64
permutation buffer between them, a log-determinant summed from each step)
trained by its negative log-likelihood, quantile regression with a pinball
loss written with torch.where over non-crossing quantiles (a base plus the
cumsum of softplus gaps) beside a classifier with a learned temperature
exp(-log_t), and a neural ODE integrated by a fixed-step Runge-Kutta 4
scheme unrolled by a python loop (one time-conditioned dynamics MLP called
twelve times); like heldout_relate.py's models they never enter the zoo.

  conformer_block       a linear embedding of a [B, 6, 5] sequence, then a
                        Conformer block: h + 0.5 * FF(h) (LayerNorm, linear,
                        silu, linear), pre-norm two-head self-attention with
                        a packed qkv linear whose scores get rel_bias[:,
                        rel_idx] (a learned [2, 11] table indexed by an int64
                        [6, 6] buffer of relative distances), out projection;
                        the convolution module: LayerNorm, pointwise
                        Conv1d(8, 16, 1), F.glu over channels, depthwise
                        Conv1d(8, 8, 3, groups=8), BatchNorm1d(8) in training
                        mode (running_mean / running_var /
                        num_batches_tracked updated in the forward), silu,
                        pointwise Conv1d(8, 8, 1); a second half-step FF, a
                        final LayerNorm, mean pool, head; subset = rel_bias,
                        dw.weight, bn.weight and ff1_b.weight (not a tail).
  hypernet_linear       a hypernetwork (hyp1, tanh, hyp2) maps codes to the
                        weight [6, 6] and bias [6] of a layer: the codes are
                        a learned z0 and a task embedding of each sample's
                        task id, concatenated into one [1 + B, 4] batch; the
                        first row's output is split into the weight and bias
                        of a shared layer applied by F.linear(h, W0, b0)
                        (tanh), the other rows into per-sample weights
                        [B, 6, 6] applied by torch.bmm plus per-sample
                        biases (gelu); an input linear before, a head after;
                        subset = hyp2.weight and hyp2.bias (the
                        hypernetwork's last layer, not a tail: the head is
                        registered after it).
  coupling_flow         a normalizing flow on [B, 6]: ActNorm ((x + an_b) *
                        exp(an_logs), log-det an_logs.sum() broadcast to the
                        batch), an affine coupling (torch.chunk into halves,
                        an MLP on the first half gives s and t, s = scale *
                        tanh(s), y_b = x_b * exp(s) + t, log-det s.sum(-1)),
                        the features permuted by index_select with an int64
                        permutation buffer, a second coupling; the loss is
                        the mean negative log-likelihood 0.5 * |z - mu_y|^2 +
                        0.5 * 6 * log(2 pi) - log-det under a class-
                        conditional standard normal (a constant [3, 6] mean
                        table in the criterion, indexed by the labels);
                        subset = the last third (the scales are the
                        module's own parameters, listed before its
                        submodules', so the tail is the second coupling's
                        MLP: both its linears, through the permutation).
  quantile_pinball      an MLP trunk (gelu, a tanh residual); quantiles of
                        levels 0.1 / 0.5 / 0.9 made non-crossing: base(h)
                        plus the cumsum of softplus(gaps(h)) after a zero
                        column; a classifier whose logits are multiplied by
                        exp(-log_t) (a learned temperature); the loss is the
                        pinball loss torch.where(diff >= 0, tau * diff,
                        (tau - 1) * diff) of a float target against the three
                        quantiles, averaged, plus cross entropy; subset = the
                        last third (the classifier and log_t are registered
                        first, so the tail is base.bias and gaps: its
                        backward crosses the where and the cumsum).
  ode_rk4               a neural ODE: an encoder linear to h [B, 6], then
                        three fixed RK4 steps (dt = 1/3) of dh/dt = f2(tanh(
                        f1(cat(h, t)))) - softplus(decay) * h, the time a
                        [B, 1] column filled with the python float t of each
                        stage (k1 at t, k2 and k3 at t + dt/2, k4 at t + dt;
                        h + dt/6 * (k1 + 2 k2 + 2 k3 + k4)), all unrolled by a
                        python loop: the same dynamics parameters read twelve
                        times; a head; subset = f1.weight and decay (not a
                        tail: the dynamics' first weight and the decay, each
                        reached through every stage).
"""
from __future__ import annotations

import math

import torch
import torch.nn as nn
import torch.nn.functional as F
from .heldout_subsets import third as _third, where as _where

V36 = ["conformer_block", "hypernet_linear", "coupling_flow", "quantile_pinball", "ode_rk4"]


class ConformerBlock(nn.Module):
    def __init__(self, d_in=5, d=8, T=6, heads=2, k=3, classes=3):
        super().__init__()
        self.inp = nn.Linear(d_in, d)
        self.ff1_ln = nn.LayerNorm(d)
        self.ff1_a = nn.Linear(d, 2 * d)
        self.ff1_b = nn.Linear(2 * d, d)
        self.att_ln = nn.LayerNorm(d)
        self.qkv = nn.Linear(d, 3 * d)
        self.out = nn.Linear(d, d)
        self.rel_bias = nn.Parameter(0.1 * torch.randn(heads, 2 * T - 1))
        pos = torch.arange(T)
        self.register_buffer("rel_idx", pos.unsqueeze(0) - pos.unsqueeze(1) + T - 1)   # [T, T] int64
        self.conv_ln = nn.LayerNorm(d)
        self.pw1 = nn.Conv1d(d, 2 * d, 1)
        self.dw = nn.Conv1d(d, d, k, padding=k // 2, groups=d)
        self.bn = nn.BatchNorm1d(d)
        self.pw2 = nn.Conv1d(d, d, 1)
        self.ff2_ln = nn.LayerNorm(d)
        self.ff2_a = nn.Linear(d, 2 * d)
        self.ff2_b = nn.Linear(2 * d, d)
        self.final_ln = nn.LayerNorm(d)
        self.head = nn.Linear(d, classes)
        self.heads = heads

    def forward(self, x):                                   # [B, T, d_in]
        h = self.inp(x)
        B, T, d = h.shape
        H, dh = self.heads, d // self.heads
        h = h + 0.5 * self.ff1_b(F.silu(self.ff1_a(self.ff1_ln(h))))          # macaron half-step FF
        a = self.att_ln(h)
        q, k, v = self.qkv(a).view(B, T, 3, H, dh).permute(2, 0, 3, 1, 4)     # [B, H, T, dh] each
        s = q @ k.transpose(-2, -1) / math.sqrt(dh) + self.rel_bias[:, self.rel_idx]   # + [H, T, T]
        att = (s.softmax(-1) @ v).transpose(1, 2).reshape(B, T, d)
        h = h + self.out(att)
        c = self.conv_ln(h).transpose(1, 2)                 # [B, d, T]
        c = F.glu(self.pw1(c), dim=1)
        c = F.silu(self.bn(self.dw(c)))                     # BatchNorm1d in training mode
        h = h + self.pw2(c).transpose(1, 2)
        h = h + 0.5 * self.ff2_b(F.silu(self.ff2_a(self.ff2_ln(h))))
        h = self.final_ln(h)
        return self.head(h.mean(1))


class HypernetLinear(nn.Module):
    def __init__(self, d_in=5, d=6, d_z=4, hid=8, tasks=3, classes=3):
        super().__init__()
        self.inp = nn.Linear(d_in, d)
        self.task_emb = nn.Embedding(tasks, d_z)
        self.z0 = nn.Parameter(torch.randn(d_z))
        self.hyp1 = nn.Linear(d_z, hid)
        self.hyp2 = nn.Linear(hid, d * d + d)               # the hypernetwork's last layer: a weight and a bias
        with torch.no_grad():
            self.hyp2.weight.mul_(0.5)
        self.head = nn.Linear(d, classes)
        self.d = d

    def forward(self, x, task):                             # [B, d_in], [B] int64
        d = self.d
        h = self.inp(x)
        codes = torch.cat([self.z0.unsqueeze(0), self.task_emb(task)], dim=0)   # [1 + B, d_z]
        gen = self.hyp2(torch.tanh(self.hyp1(codes)))       # [1 + B, d * d + d]
        w, b = gen[:, :d * d], gen[:, d * d:]
        h = torch.tanh(F.linear(h, w[0].view(d, d), b[0]))  # a shared layer with a computed weight
        wb = w[1:].view(-1, d, d)                           # per-sample weights [B, d, d]
        h = F.gelu(torch.bmm(wb, h.unsqueeze(-1)).squeeze(-1) + b[1:])
        return self.head(h)


class CouplingFlow(nn.Module):
    def __init__(self, d=6, hid=8):
        super().__init__()
        half = d // 2
        self.an_b = nn.Parameter(0.1 * torch.randn(d))      # ActNorm
        self.an_logs = nn.Parameter(0.1 * torch.randn(d))
        self.c1_net = nn.Sequential(nn.Linear(half, hid), nn.ReLU(), nn.Linear(hid, 2 * half))
        self.c1_scale = nn.Parameter(torch.ones(half))
        self.c2_net = nn.Sequential(nn.Linear(half, hid), nn.ReLU(), nn.Linear(hid, 2 * half))
        self.c2_scale = nn.Parameter(torch.ones(half))
        self.register_buffer("perm", torch.tensor([5, 2, 0, 4, 1, 3]))      # int64

    @staticmethod
    def coupling(x, net, scale):
        xa, xb = torch.chunk(x, 2, dim=-1)
        s, t = torch.chunk(net(xa), 2, dim=-1)
        s = scale * torch.tanh(s)                           # tanh-bounded log-scale
        return torch.cat([xa, xb * torch.exp(s) + t], dim=-1), s.sum(-1)

    def forward(self, x):                                   # [B, d]
        z = (x + self.an_b) * torch.exp(self.an_logs)
        logdet = self.an_logs.sum().expand(x.shape[0])
        z, ld1 = self.coupling(z, self.c1_net, self.c1_scale)
        z = torch.index_select(z, 1, self.perm)
        z, ld2 = self.coupling(z, self.c2_net, self.c2_scale)
        return z, logdet + ld1 + ld2


_FLOW_MU = torch.tensor([[0.5, -0.5, 0.0, 0.25, -0.25, 0.0],
                         [-0.5, 0.5, 0.25, 0.0, 0.0, -0.25],
                         [0.0, 0.0, -0.5, -0.25, 0.5, 0.25]])


def _flow_nll(out, labels):
    z, logdet = out
    mu = _FLOW_MU[labels]                                   # class-conditional prior means
    d = z.shape[-1]
    nll = 0.5 * ((z - mu) ** 2).sum(-1) + 0.5 * d * math.log(2 * math.pi) - logdet
    return nll.mean()


class QuantilePinball(nn.Module):
    def __init__(self, d_in=5, d=8, nq=3, classes=3):
        super().__init__()
        self.cls = nn.Linear(d, classes)                    # registered first: the tail is base.bias and gaps
        self.log_t = nn.Parameter(torch.tensor(0.3))
        self.fc1 = nn.Linear(d_in, d)
        self.fc2 = nn.Linear(d, d)
        self.base = nn.Linear(d, 1)
        self.gaps = nn.Linear(d, nq - 1)

    def forward(self, x):                                   # [B, d_in]
        h = F.gelu(self.fc1(x))
        h = h + torch.tanh(self.fc2(h))
        base = self.base(h)                                 # [B, 1]
        gaps = F.softplus(self.gaps(h))                     # [B, nq - 1], positive
        q = base + torch.cat([torch.zeros_like(base), torch.cumsum(gaps, dim=-1)], dim=-1)   # non-crossing
        logits = self.cls(h) * torch.exp(-self.log_t)       # learned temperature
        return q, logits


_TAUS = torch.tensor([0.1, 0.5, 0.9])


def _pinball_total(out, target, labels):
    q, logits = out
    diff = target.unsqueeze(-1) - q                         # [B, nq]
    pin = torch.where(diff >= 0, _TAUS * diff, (_TAUS - 1) * diff).mean()
    return pin + F.cross_entropy(logits, labels)


class OdeRk4(nn.Module):
    def __init__(self, d_in=5, d=6, hid=8, steps=3, classes=3):
        super().__init__()
        self.head = nn.Linear(d, classes)
        self.enc = nn.Linear(d_in, d)
        self.f1 = nn.Linear(d + 1, hid)
        self.f2 = nn.Linear(hid, d)
        self.decay = nn.Parameter(0.2 * torch.ones(d))
        self.steps = steps

    def f(self, t: float, h):
        tt = h.new_full((h.shape[0], 1), t)
        return self.f2(torch.tanh(self.f1(torch.cat([h, tt], dim=-1)))) - F.softplus(self.decay) * h

    def forward(self, x):                                   # [B, d_in]
        h = self.enc(x)
        dt = 1.0 / self.steps
        for i in range(self.steps):                         # fixed-step RK4, unrolled
            t = i * dt
            k1 = self.f(t, h)
            k2 = self.f(t + dt / 2, h + (dt / 2) * k1)
            k3 = self.f(t + dt / 2, h + (dt / 2) * k2)
            k4 = self.f(t + dt, h + dt * k3)
            h = h + (dt / 6) * (k1 + 2 * k2 + 2 * k3 + k4)
        return self.head(h)


def build(name: str, g: torch.Generator, Spec, call, ce):
    y = {"labels": torch.randint(0, 3, (2,), generator=g)}
    if name == "conformer_block":
        m = ConformerBlock()
        return Spec(m, {"x": torch.randn(2, 6, 5, generator=g)}, y, call, ce,
                    subset=_where(m, lambda n: n in ("rel_bias", "dw.weight", "bn.weight", "ff1_b.weight")),
                    notes="held out (relate v36): Conformer block, macaron half-step FFs, relative-position bias "
                          "gathered by an int64 buffer, conv module (pointwise conv, GLU, depthwise conv, "
                          "BatchNorm1d in training mode, silu); subset = rel_bias, dw.weight, bn.weight, "
                          "ff1_b.weight (not a tail)")
    if name == "hypernet_linear":
        m = HypernetLinear()
        return Spec(m, {"x": torch.randn(2, 5, generator=g), "task": torch.tensor([2, 0], dtype=torch.int64)},
                    y, call, ce,
                    subset=_where(m, lambda n: n in ("hyp2.weight", "hyp2.bias")),
                    notes="held out (relate v36): a hypernetwork generating a shared layer's weight (F.linear with "
                          "a computed weight) and per-sample weights (torch.bmm) from a learned code and a task "
                          "embedding; subset = hyp2 (the hypernetwork's last layer, not a tail)")
    if name == "coupling_flow":
        m = CouplingFlow()
        return Spec(m, {"x": torch.randn(2, 6, generator=g)}, y, call, _flow_nll,
                    subset_params=_third(m),
                    notes="held out (relate v36): RealNVP-style flow, ActNorm, two affine couplings with "
                          "tanh-bounded log-scales (torch.chunk), an int64 permutation buffer, log-det sums, "
                          "class-conditional Gaussian NLL")
    if name == "quantile_pinball":
        m = QuantilePinball()
        return Spec(m, {"x": torch.randn(2, 5, generator=g)},
                    {"target": torch.randn(2, generator=g), **y}, call, _pinball_total,
                    subset_params=_third(m),
                    notes="held out (relate v36): non-crossing quantiles (cumsum of softplus gaps), pinball loss "
                          "with torch.where, a classifier with a learned temperature exp(-log_t)")
    if name == "ode_rk4":
        m = OdeRk4()
        return Spec(m, {"x": torch.randn(2, 5, generator=g)}, y, call, ce,
                    subset=_where(m, lambda n: n in ("f1.weight", "decay")),
                    notes="held out (relate v36): neural ODE, three fixed RK4 steps unrolled by a python loop, "
                          "a time-conditioned dynamics MLP called twelve times; subset = f1.weight, decay "
                          "(not a tail)")
    raise KeyError(name)
