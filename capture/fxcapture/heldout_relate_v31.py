"""Thirty-first held-out set for `fxmatch relate` (2026-12-05, /work/data/heldout_relate_v31).

Written to score main at its current HEAD (d8cb480) blind, after the session's
relate changes (the order of functionalized views, scatter_reduce's backward,
literal arguments, buffer hypotheses): captured once and scored with that
commit's binary and rules, no engine change in between, and no fxmatch run on
these captures while they were written. It holds structures no earlier relate
set holds (writes into a zeros buffer through selects and slices whose keys and
values are then read back as views in an attention, with an index_copy_ into
a second buffer; a tiny graph network with index_select messages,
scatter_reduce sum / amax, index_add, a scatter_add segment mean, a gather
readout and masked_scatter; ops taking literal and tensor coefficients side by
side; activation checkpointing around single cheap ops; parameters with equal
gradients and a subset that mixes them, beside an embedding with padding_idx
and a mean embedding_bag); like heldout_relate.py's models they never enter
the zoo.

  ring_buffer_attn    a zeros buffer [B, 3, 2d] written one slot a step
                      (buf[:, i] = proj_i(x) for 3 steps), its key half scaled
                      in place (buf[..., :d].mul_(g)); keys and values read
                      back as views of the buffer (a slice, its transpose, a
                      narrow) in a one-query attention; the context and a
                      value row index_copy_'d into a second zeros buffer
                      (slots [2, 0]); the AOT pair functionalizes the writes
                      into views.
  scatter_pool_graph  two 3-node graphs (6 nodes, 8 edges as buffers): node
                      features index_select'ed by the edge ends, messages from
                      a linear of [h_src, h_dst - h_src], scatter_reduce "sum"
                      and "amax" (include_self=False) to the destination
                      nodes, in-degrees counted by index_add of ones, an
                      index_add of the messages, a segment mean per graph by
                      scatter_add (counts by scatter_add of ones, no
                      bincount), a torch.gather readout of each graph's
                      top-scored node and a masked_scatter of a learned
                      product into the positive entries of the mean.
  scalar_coeff_mix    literal and tensor coefficients mixed: add(alpha=0.3),
                      addcmul(value=0.7), lerp with 0.25 and with a sigmoid
                      tensor weight, x * 0.5 + w * x.pow(2), where(mask, x,
                      0.0), clamp(min=-1.0) and clamp_min with a learned
                      tensor, leaky_relu(0.2), rsqrt, x.sub(1.0).mul(w);
                      subset = w1, w3, w4 and lo (four of the six [d]
                      parameters, not a tail).
  ckpt_single_ops     torch.utils.checkpoint (use_reentrant=False) around
                      single cheap ops and tiny blocks: a checkpointed x * w
                      alone, a checkpointed gelu(linear(x)), a checkpointed
                      LayerNorm, a checkpointed sigmoid(x) * x, mixed with a
                      plain tanh MLP and a plain linear + SiLU + LayerNorm;
                      subset = the last third.
  shared_bias_shift   parameters with equal gradients: a linear's bias
                      followed by y.add_(shift), a second linear's output plus
                      a free bias b2, and a learned scale used twice (y * s +
                      tanh(y * s)); an nn.Embedding (padding_idx=0,
                      max_norm=None) and F.embedding_bag mean (padding_idx=0)
                      over a second table; subset = lin.bias, scale and b2
                      (one of each equal pair and the twice-used scale).
"""
from __future__ import annotations

import math

import torch
import torch.nn as nn
import torch.nn.functional as F
import torch.utils.checkpoint as ckpt
from .heldout_subsets import third as _third, where as _where

V31 = ["ring_buffer_attn", "scatter_pool_graph", "scalar_coeff_mix", "ckpt_single_ops", "shared_bias_shift"]


class RingBufferAttn(nn.Module):
    def __init__(self, d_in=5, d=4, steps=3, classes=3):
        super().__init__()
        self.projs = nn.ModuleList([nn.Linear(d_in, 2 * d) for _ in range(steps)])
        self.g = nn.Parameter(1.0 + 0.1 * torch.randn(d))
        self.q = nn.Linear(d_in, d)
        self.o = nn.Linear(d, d)
        self.head = nn.Linear(2 * d, classes)
        self.register_buffer("slots", torch.tensor([2, 0]), persistent=False)
        self.d = d

    def forward(self, x):                                   # [B, d_in]
        B, d = x.shape[0], self.d
        buf = x.new_zeros(B, len(self.projs), 2 * d)        # [B, 3, 2d]
        for i, p in enumerate(self.projs):
            buf[:, i] = p(torch.tanh(x) if i % 2 else x)    # a write through a select
        buf[..., :d].mul_(self.g)                           # in place on the key half
        k = buf[..., :d]                                    # [B, 3, d] slice view
        kt = k.transpose(1, 2)                              # [B, d, 3]
        v = buf.narrow(-1, d, d)                            # [B, 3, d] narrow view
        q = self.q(x).unsqueeze(1)                          # [B, 1, d]
        a = torch.softmax(q @ kt / math.sqrt(d), dim=-1)    # [B, 1, 3]
        ctx = (a @ v).squeeze(1)                            # [B, d]
        mem = x.new_zeros(B, 3, d)
        mem.index_copy_(1, self.slots, torch.stack([self.o(ctx), v[:, 1]], dim=1))
        return self.head(torch.cat([mem.sum(1), mem[:, 2] * k[:, 0]], dim=-1))


class ScatterPoolGraph(nn.Module):
    def __init__(self, d_in=5, d=4, classes=3):
        super().__init__()
        self.inp = nn.Linear(d_in, d)
        self.msg = nn.Linear(2 * d, d)
        self.upd = nn.Linear(2 * d, d)
        self.att = nn.Linear(d, 1)
        self.fill = nn.Parameter(1.0 + 0.1 * torch.randn(d))
        self.head = nn.Linear(2 * d, classes)
        self.register_buffer("src", torch.tensor([0, 1, 2, 1, 3, 4, 5, 4]), persistent=False)
        self.register_buffer("dst", torch.tensor([1, 2, 0, 0, 4, 5, 3, 3]), persistent=False)
        self.register_buffer("graph", torch.tensor([0, 0, 0, 1, 1, 1]), persistent=False)

    def forward(self, x):                                   # [6, d_in]: the nodes of two graphs
        h = torch.tanh(self.inp(x))                         # [N, d]
        N, d = h.shape
        E = self.src.shape[0]
        hs = h.index_select(0, self.src)                    # [E, d]
        hd = h.index_select(0, self.dst)
        m = F.relu(self.msg(torch.cat([hs, hd - hs], dim=-1)))
        idx = self.dst.unsqueeze(1).expand(E, d)
        agg_sum = h.new_zeros(N, d).scatter_reduce(0, idx, m, reduce="sum", include_self=False)
        agg_max = h.new_zeros(N, d).scatter_reduce(0, idx, m, reduce="amax", include_self=False)
        deg = h.new_zeros(N).index_add(0, self.dst, h.new_ones(E))          # in-degrees
        h2 = h + self.upd(torch.cat([agg_sum / deg.clamp_min(1.0).unsqueeze(1), agg_max], dim=-1))
        h2 = h2.index_add(0, self.dst, m, alpha=0.5)
        G = 2
        gidx = self.graph.unsqueeze(1).expand(N, d)
        ssum = h2.new_zeros(G, d).scatter_add(0, gidx, h2)
        cnt = h2.new_zeros(G).scatter_add(0, self.graph, h2.new_ones(N))
        mean = ssum / cnt.unsqueeze(1)                      # segment mean, [G, d]
        s = self.att(h2).squeeze(-1).view(G, N // G)        # [G, 3] node scores
        top = s.argmax(-1, keepdim=True)                    # [G, 1]
        picked = torch.gather(h2.view(G, N // G, d), 1, top.unsqueeze(-1).expand(G, 1, d)).squeeze(1)
        picked = picked * torch.sigmoid(torch.gather(s, 1, top))
        ms = mean.masked_scatter(mean > 0, picked * self.fill)
        return self.head(torch.cat([ms, picked], dim=-1))


class ScalarCoeffMix(nn.Module):
    def __init__(self, d_in=5, d=4, classes=3):
        super().__init__()
        self.a = nn.Linear(d_in, d)
        self.b = nn.Linear(d_in, d)
        self.w1 = nn.Parameter(1.0 + 0.2 * torch.randn(d))
        self.w2 = nn.Parameter(0.3 * torch.randn(d))
        self.w3 = nn.Parameter(0.2 * torch.randn(d))
        self.w4 = nn.Parameter(1.0 + 0.2 * torch.randn(d))
        self.w5 = nn.Parameter(0.1 * torch.randn(d))
        self.lo = nn.Parameter(-0.3 + 0.2 * torch.randn(d))
        self.head = nn.Linear(2 * d, classes)

    def forward(self, x):                                   # [B, d_in]
        u = self.a(x)
        v = self.b(x)
        s = torch.add(u, v, alpha=0.3)
        c = torch.addcmul(s, u, self.w1, value=0.7)
        l1 = torch.lerp(u, v, 0.25)                         # scalar weight
        l2 = torch.lerp(c, l1, torch.sigmoid(self.w2))      # tensor weight
        p = l2 * 0.5 + self.w3 * l2.pow(2)
        m = torch.where(u > 0, p, 0.0)
        k = torch.clamp(m + s, min=-1.0)
        k2 = torch.clamp_min(l1, self.lo)                   # tensor bound
        lr = F.leaky_relu(k - k2, 0.2)
        r = torch.rsqrt(lr.pow(2) + 1.0)
        z = lr.sub(1.0).mul(self.w4) * r + self.w5
        return self.head(torch.cat([z, k2], dim=-1))


class CkptSingleOps(nn.Module):
    def __init__(self, d_in=5, d=6, classes=3):
        super().__init__()
        self.inp = nn.Linear(d_in, d)
        self.w = nn.Parameter(1.0 + 0.1 * torch.randn(d))
        self.fc1 = nn.Linear(d, d)
        self.ln = nn.LayerNorm(d)
        self.plain = nn.Sequential(nn.Linear(d, 2 * d), nn.Tanh(), nn.Linear(2 * d, d))
        self.fc2 = nn.Linear(d, d)
        self.ln2 = nn.LayerNorm(d)
        self.head = nn.Linear(d, classes)

    def _gelu_lin(self, t):
        return F.gelu(self.fc1(t))

    def forward(self, x):                                   # [B, d_in]
        h = self.inp(x)
        h = ckpt.checkpoint(torch.mul, h, self.w, use_reentrant=False)       # x * w alone
        h = h + ckpt.checkpoint(self._gelu_lin, h, use_reentrant=False)     # gelu(linear(x))
        h = ckpt.checkpoint(self.ln, h, use_reentrant=False)                # a layer norm alone
        h = h + self.plain(h)                                               # plain block
        h = h + ckpt.checkpoint(lambda t: torch.sigmoid(t) * t, h, use_reentrant=False)
        h = self.ln2(F.silu(self.fc2(h)))                                   # plain block
        return self.head(h)


class SharedBiasShift(nn.Module):
    def __init__(self, vocab=10, d=4, classes=3):
        super().__init__()
        self.emb = nn.Embedding(vocab, d, padding_idx=0, max_norm=None)
        self.bag = nn.Parameter(0.5 * torch.randn(vocab, d))
        self.lin = nn.Linear(d, d)
        self.shift = nn.Parameter(0.1 * torch.randn(d))
        self.scale = nn.Parameter(1.0 + 0.1 * torch.randn(d))
        self.lin2 = nn.Linear(d, d)
        self.b2 = nn.Parameter(0.1 * torch.randn(d))
        self.head = nn.Linear(2 * d, classes)

    def forward(self, ids):                                 # [B, T] long, 0 = padding
        e = self.emb(ids).mean(1)                           # [B, d]
        bag = F.embedding_bag(ids, self.bag, mode="mean", padding_idx=0)    # [B, d]
        y = self.lin(e + bag)
        y.add_(self.shift)                                  # lin.bias and shift: equal gradients
        z = y * self.scale + torch.tanh(y * self.scale)     # the scale used twice
        u = self.lin2(F.gelu(z)) + self.b2                  # lin2.bias and b2: equal gradients
        return self.head(torch.cat([u, z], dim=-1))


def build(name: str, g: torch.Generator, Spec, call, ce):
    y = {"labels": torch.randint(0, 3, (2,), generator=g)}
    if name == "ring_buffer_attn":
        m = RingBufferAttn()
        return Spec(m, {"x": torch.randn(2, 5, generator=g)}, y, call, ce, subset_params=_third(m),
                    notes="held out (relate v31): select writes into a zeros buffer, mul_ on a slice of it, keys/"
                          "values read as slice/transpose/narrow views in an attention, index_copy_ into a second "
                          "buffer")
    if name == "scatter_pool_graph":
        m = ScatterPoolGraph()
        return Spec(m, {"x": torch.randn(6, 5, generator=g)}, y, call, ce, subset_params=_third(m),
                    notes="held out (relate v31): graph net, index_select messages, scatter_reduce sum/amax "
                          "(include_self=False), index_add, scatter_add segment mean, gather readout, masked_scatter")
    if name == "scalar_coeff_mix":
        m = ScalarCoeffMix()
        return Spec(m, {"x": torch.randn(2, 5, generator=g)}, y, call, ce,
                    subset=_where(m, lambda n: n in ("w1", "w3", "w4", "lo")),
                    notes="held out (relate v31): add alpha, addcmul value, lerp scalar/tensor weight, where with a "
                          "literal, clamp min literal/tensor, leaky_relu, rsqrt, sub/mul; subset = w1, w3, w4, lo "
                          "(same shape, not a tail)")
    if name == "ckpt_single_ops":
        m = CkptSingleOps()
        return Spec(m, {"x": torch.randn(2, 5, generator=g)}, y, call, ce, subset_params=_third(m),
                    notes="held out (relate v31): non-reentrant checkpoints around x * w alone, gelu(linear), a "
                          "LayerNorm and sigmoid(x) * x, mixed with plain blocks")
    if name == "shared_bias_shift":
        m = SharedBiasShift()
        ids = torch.randint(1, 10, (2, 4), generator=g)
        ids[:, -1] = 0                                      # a padding position in every row
        return Spec(m, {"ids": ids}, y, call, ce,
                    subset=_where(m, lambda n: n in ("lin.bias", "scale", "b2")),
                    notes="held out (relate v31): equal-gradient pairs (linear bias + add_ shift, linear output + "
                          "free bias), a scale used twice, Embedding padding_idx, embedding_bag mean; subset = "
                          "lin.bias, scale, b2")
    raise KeyError(name)
