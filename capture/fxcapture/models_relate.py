"""Zoo models for relate's families (issue 10): BatchNorm buffer updates under
three AOT capture paths, in-place activations that save their input, activation
checkpointing, F.scaled_dot_product_attention, MoE routing and a layer shared 12
times. They are built in models.build like every zoo model.
"""
from __future__ import annotations

import torch
import torch.nn as nn
import torch.nn.functional as F

class BnConvNet(nn.Module):
    """BatchNorm2d/1d with running stats (buffer updates in AOT graphs), a residual."""

    def __init__(self, c=6):
        super().__init__()
        self.c1 = nn.Conv2d(3, c, 3, padding=1, bias=False)
        self.b1 = nn.BatchNorm2d(c)
        self.c2 = nn.Conv2d(c, c, 3, padding=1, bias=False)
        self.b2 = nn.BatchNorm2d(c)
        self.fc1 = nn.Linear(c, 8)
        self.b3 = nn.BatchNorm1d(8)
        self.fc2 = nn.Linear(8, 4)

    def forward(self, x):
        h = F.relu(self.b1(self.c1(x)))
        h = F.relu(self.b2(self.c2(h)) + h)
        h = F.adaptive_avg_pool2d(h, 1).flatten(1)
        return self.fc2(F.relu(self.b3(self.fc1(h))))


class InplaceAct(nn.Module):
    """In-place activations whose backward reads their INPUT: autograd saves a
    clone taken before the op (silu_, hardswish_, hardtanh_ via ReLU6, elu_)."""

    def __init__(self, d=10):
        super().__init__()
        self.fcs = nn.ModuleList([nn.Linear(d, d) for _ in range(4)])
        self.acts = nn.ModuleList([nn.SiLU(inplace=True), nn.Hardswish(inplace=True), nn.ReLU6(inplace=True),
                                   nn.ELU(inplace=True)])
        self.head = nn.Linear(d, 3)

    def forward(self, x):
        for fc, act in zip(self.fcs, self.acts):
            x = act(fc(x))
        return self.head(x)


class CkptBlocks(nn.Module):
    """Three residual tanh-MLP blocks under torch.utils.checkpoint (non-reentrant):
    the backward recomputes their forward ops."""

    def __init__(self, d=8):
        super().__init__()
        self.blocks = nn.ModuleList([nn.Sequential(nn.Linear(d, 2 * d), nn.Tanh(), nn.Linear(2 * d, d))
                                     for _ in range(3)])
        self.head = nn.Linear(d, 3)

    def forward(self, x):
        import torch.utils.checkpoint as ckpt
        for b in self.blocks:
            x = x + ckpt.checkpoint(b, x, use_reentrant=False)
        return self.head(x)


class SdpaAttention(nn.Module):
    """Two causal self-attention layers through F.scaled_dot_product_attention."""

    def __init__(self, d=16, heads=2, layers=2):
        super().__init__()
        self.h = heads
        self.qkv = nn.ModuleList([nn.Linear(d, 3 * d) for _ in range(layers)])
        self.o = nn.ModuleList([nn.Linear(d, d) for _ in range(layers)])
        self.ln = nn.ModuleList([nn.LayerNorm(d) for _ in range(layers)])
        self.head = nn.Linear(d, 3)

    def forward(self, x):
        b, s, d = x.shape
        for qkv, o, ln in zip(self.qkv, self.o, self.ln):
            q, k, v = (t.view(b, s, self.h, d // self.h).transpose(1, 2) for t in qkv(ln(x)).chunk(3, dim=-1))
            y = F.scaled_dot_product_attention(q, k, v, is_causal=True)
            x = x + o(y.transpose(1, 2).reshape(b, s, d))
        return self.head(x.mean(1))


class TinyMoE(nn.Module):
    """Top-2 routing over 4 experts with static shapes: scatter of the top-k
    gates, tokens sorted by their first expert (argsort + index), experts run on
    the sorted tokens, index_add back to token order."""

    def __init__(self, d=8, experts=4, k=2):
        super().__init__()
        self.k = k
        self.router = nn.Linear(d, experts)
        self.experts = nn.ModuleList([nn.Sequential(nn.Linear(d, 2 * d), nn.GELU(), nn.Linear(2 * d, d))
                                      for _ in range(experts)])
        self.head = nn.Linear(d, 3)

    def forward(self, x):
        b, s, d = x.shape
        t = x.reshape(b * s, d)
        probs = self.router(t).softmax(-1)
        vals, idx = probs.topk(self.k, dim=-1)
        gates = torch.zeros_like(probs).scatter(1, idx, vals / vals.sum(-1, keepdim=True))
        perm = idx[:, 0].argsort()
        ts, gs = t[perm], gates[perm]
        ys = sum(gs[:, e:e + 1] * ex(ts) for e, ex in enumerate(self.experts))
        y = torch.zeros_like(t).index_add(0, perm, ys)
        return self.head((t + y).reshape(b, s, d).mean(1))


class SharedLayer12(nn.Module):
    """One Linear + LayerNorm + GELU layer applied 12 times (ALBERT-style sharing)."""

    def __init__(self, d=8):
        super().__init__()
        self.inp = nn.Linear(6, d)
        self.layer = nn.Linear(d, d)
        self.ln = nn.LayerNorm(d)
        self.head = nn.Linear(d, 3)

    def forward(self, x):
        h = self.inp(x)
        for _ in range(12):
            h = h + F.gelu(self.ln(self.layer(h)))
        return self.head(h)
