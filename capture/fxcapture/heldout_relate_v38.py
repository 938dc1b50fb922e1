"""Thirty-eighth held-out set for `fxmatch relate` (2026-12-05, /work/data/heldout_relate_v38).

Written to score main at bc1cbab/5ed88f4 blind (bc1cbab is the last relate
commit, 5ed88f4 the head it was branched from, a perf_table change): captured
once and scored with that commit's binary and rules, no engine change in
between, and no fxmatch run on these captures while they were written. Its
five families are new to the project (no earlier set has them): manifold
mixup (a fixed mixing coefficient and a fixed int64 permutation buffer, the
hidden states of a BatchNorm1d MLP in training mode mixed with their
permuted rows, the loss lam * CE(y) + (1 - lam) * CE(y[perm]) with label
smoothing on both terms), a graph attention network written by hand over an
edge list (attention logits by leaky_relu over gathered source/destination
scores, a softmax over each node's incoming edges by scatter_reduce amax,
exp and index_add, messages aggregated by an in-place index_add_ into a
fresh tensor), an nn.LSTM with a projection (proj_size, two layers, the
recurrence unrolled by nn.LSTM itself, an initial state predicted from a
context vector), an nn.TransformerDecoderLayer (causal self-attention over
target tokens by a bool mask buffer, cross-attention to an encoded memory
with a bool key-padding buffer, post-norm, dropout 0), and SuperGlue-style
optimal matching (a dustbin-augmented score matrix, log-domain Sinkhorn
iterations of logsumexp unrolled by a python loop, the loss the negative
log assignment of fixed ground-truth matches); like heldout_relate.py's
models they never enter the zoo.

  mixup_manifold_ls     x [B, 6] -> fc1, BatchNorm1d(8) in training mode
                        (running_mean / running_var / num_batches_tracked
                        updated in the forward), relu, a tanh residual fc2;
                        the hidden states are mixed lam * h + (1 - lam) *
                        h.index_select(0, perm) (lam = 0.7, perm an int64
                        buffer), then fc3, gelu, head; the loss is lam *
                        CE(logits, y) + (1 - lam) * CE(logits, y[perm]), both
                        with label_smoothing=0.1 (the criterion holds the same
                        lam and perm); subset = bn.weight, bn.bias and
                        fc3.weight (not a tail: the head is registered
                        after fc3).
  gat_edge_softmax      two 4-node graphs (8 nodes, 20 edges with self loops
                        as int64 src / dst buffers), node features [8, 5];
                        a GAT layer: W (no bias) to [N, H, D], scores
                        (h * a_src).sum(-1) and (h * a_dst).sum(-1), edge
                        logits leaky_relu(s_src[src] + s_dst[dst], 0.2), a
                        softmax over each destination's incoming edges (max
                        by scatter_reduce amax with include_self=False,
                        exp(e - max[dst]), sums by index_add), messages alpha *
                        h[src] summed by index_add_ into new_zeros, plus a
                        bias; layer 1 two heads of 4 concatenated, elu;
                        layer 2 one head of 6; per-graph mean readout by a
                        view, head; subset = gat1.a_dst and gat2.W.weight
                        (not a tail).
  lstm_proj             nn.LSTM(5, 8, num_layers=2, proj_size=4,
                        batch_first=True) over [B, 6, 5] (weight_hr_l0 /
                        weight_hr_l1 project each step's hidden state to 4);
                        h0 [2, B, 4] and c0 [2, B, 8] predicted by a linear of
                        a context vector (tanh), the last projected output and
                        the mean of the outputs concatenated, head; mkldnn
                        off; subset = lstm.weight_hr_l0 and lstm.weight_hh_l1
                        (not a tail: the head is registered last).
  transformer_decoder_xattn
                        a memory from a [B, 5, 6] source (linear, tanh), the
                        target tokens [B, 4] embedded plus a learned
                        position table; nn.TransformerDecoderLayer(8, 2, 16,
                        dropout=0, batch_first=True): self-attention with a
                        bool causal tgt_mask buffer, cross-attention to the
                        memory with a bool memory_key_padding_mask buffer
                        (the second sample's last two memory slots padded),
                        post-norm, a relu feed-forward; per-token logits over
                        6 classes, token cross entropy; subset =
                        dec.multihead_attn.in_proj_weight and dec.norm2.weight
                        (the cross-attention and its norm: not a tail).
  sinkhorn_match        two point sets a [B, 4, 4] and b [B, 5, 4] through
                        one shared encoder (linear, relu, linear) then a
                        projection; scores fa @ fb.T / sqrt(8) [B, 4, 5]
                        bordered by a learned dustbin scalar (torch.cat of an
                        expanded column and row) to [B, 5, 6]; log marginals
                        (-log(9) per point, log(5) - log(9) / log(4) - log(9)
                        for the bins); five Sinkhorn iterations u = log_mu -
                        logsumexp(Z + v, -1), v = log_nu - logsumexp(Z + u,
                        -2) unrolled by a python loop; P = Z + u + v + log(9);
                        the loss is minus the mean of P at fixed matches
                        (int64 batch / row / column targets, some into the
                        dustbins); subset = dustbin and enc2.weight (not a
                        tail).
"""
from __future__ import annotations

import math

import torch
import torch.nn as nn
import torch.nn.functional as F
from .heldout_subsets import where as _where

V38 = ["mixup_manifold_ls", "gat_edge_softmax", "lstm_proj", "transformer_decoder_xattn", "sinkhorn_match"]

_MIX_LAM = 0.7
_MIX_PERM = (1, 0)


class MixupManifold(nn.Module):
    def __init__(self, d_in=6, d=8, classes=3, lam=_MIX_LAM):
        super().__init__()
        self.fc1 = nn.Linear(d_in, d)
        self.bn = nn.BatchNorm1d(d)
        self.fc2 = nn.Linear(d, d)
        self.fc3 = nn.Linear(d, d)
        self.head = nn.Linear(d, classes)
        self.register_buffer("perm", torch.tensor(_MIX_PERM, dtype=torch.int64))
        self.lam = lam

    def forward(self, x):                                   # [B, d_in]
        h = F.relu(self.bn(self.fc1(x)))                    # BatchNorm1d in training mode
        h = h + torch.tanh(self.fc2(h))
        h = self.lam * h + (1 - self.lam) * h.index_select(0, self.perm)   # manifold mixup
        return self.head(F.gelu(self.fc3(h)))


def _mixup_total(logits, labels):
    other = labels[torch.tensor(_MIX_PERM)]
    return (_MIX_LAM * F.cross_entropy(logits, labels, label_smoothing=0.1)
            + (1 - _MIX_LAM) * F.cross_entropy(logits, other, label_smoothing=0.1))


class GatLayer(nn.Module):
    def __init__(self, d_in, d_out, heads):
        super().__init__()
        self.W = nn.Linear(d_in, heads * d_out, bias=False)
        self.a_src = nn.Parameter(0.3 * torch.randn(heads, d_out))
        self.a_dst = nn.Parameter(0.3 * torch.randn(heads, d_out))
        self.bias = nn.Parameter(torch.zeros(heads * d_out))
        self.heads, self.d_out = heads, d_out

    def forward(self, x, src, dst):                         # [N, d_in], [E] int64 x2
        N, H, D = x.shape[0], self.heads, self.d_out
        h = self.W(x).view(N, H, D)
        s_src = (h * self.a_src).sum(-1)                    # [N, H]
        s_dst = (h * self.a_dst).sum(-1)
        e = F.leaky_relu(s_src[src] + s_dst[dst], 0.2)      # [E, H]
        idx = dst.unsqueeze(1).expand(-1, H)
        e_max = e.new_zeros(N, H).scatter_reduce(0, idx, e, reduce="amax", include_self=False)
        ex = torch.exp(e - e_max[dst])
        denom = e.new_zeros(N, H).index_add(0, dst, ex)     # softmax over each node's incoming edges
        alpha = ex / denom[dst]
        out = h.new_zeros(N, H, D)
        out.index_add_(0, dst, alpha.unsqueeze(-1) * h[src])   # messages aggregated in place
        return out.reshape(N, H * D) + self.bias


def _graph_edges():
    src, dst = [], []
    for base in (0, 4):
        for a, b in ((0, 1), (1, 2), (2, 3), (3, 0), (0, 2), (3, 1)):
            src.append(base + a)
            dst.append(base + b)
        for n in range(4):                                  # self loops: every node has an incoming edge
            src.append(base + n)
            dst.append(base + n)
    return torch.tensor(src, dtype=torch.int64), torch.tensor(dst, dtype=torch.int64)


class GatEdgeSoftmax(nn.Module):
    def __init__(self, d_in=5, classes=3, graphs=2):
        super().__init__()
        self.gat1 = GatLayer(d_in, 4, heads=2)
        self.gat2 = GatLayer(8, 6, heads=1)
        self.head = nn.Linear(6, classes)
        src, dst = _graph_edges()
        self.register_buffer("src", src)
        self.register_buffer("dst", dst)
        self.graphs = graphs

    def forward(self, x):                                   # [N, d_in], graphs of 4 contiguous nodes
        h = F.elu(self.gat1(x, self.src, self.dst))
        h = self.gat2(h, self.src, self.dst)
        return self.head(h.view(self.graphs, -1, h.shape[-1]).mean(1))


class LstmProj(nn.Module):
    def __init__(self, d_in=5, d_ctx=3, hid=8, proj=4, layers=2, classes=3):
        super().__init__()
        self.init = nn.Linear(d_ctx, layers * (proj + hid))
        self.lstm = nn.LSTM(d_in, hid, num_layers=layers, proj_size=proj, batch_first=True)
        self.head = nn.Linear(2 * proj, classes)
        self.layers, self.hid, self.proj = layers, hid, proj

    def forward(self, x, ctx):                              # [B, T, d_in], [B, d_ctx]
        B = x.shape[0]
        s = torch.tanh(self.init(ctx)).view(B, self.layers, self.proj + self.hid).transpose(0, 1)
        h0 = s[..., :self.proj].contiguous()                # [layers, B, proj]
        c0 = s[..., self.proj:].contiguous()                # [layers, B, hid]
        out, _ = self.lstm(x, (h0, c0))                     # [B, T, proj]
        return self.head(torch.cat([out[:, -1], out.mean(1)], dim=-1))


class TransformerDecoderXattn(nn.Module):
    def __init__(self, d_src=6, d=8, T=4, S=5, vocab=6):
        super().__init__()
        self.src_in = nn.Linear(d_src, d)
        self.tgt_emb = nn.Embedding(vocab, d)
        self.pos = nn.Parameter(0.1 * torch.randn(T, d))
        self.dec = nn.TransformerDecoderLayer(d, 2, dim_feedforward=16, dropout=0.0, batch_first=True)
        self.head = nn.Linear(d, vocab)
        self.register_buffer("causal", torch.ones(T, T, dtype=torch.bool).triu(1))   # True: not attended
        pad = torch.zeros(2, S, dtype=torch.bool)
        pad[1, S - 2:] = True
        self.register_buffer("mem_pad", pad)

    def forward(self, src, tgt):                            # [B, S, d_src], [B, T] int64
        mem = torch.tanh(self.src_in(src))
        y = self.tgt_emb(tgt) + self.pos
        y = self.dec(y, mem, tgt_mask=self.causal, memory_key_padding_mask=self.mem_pad)
        return self.head(y)                                 # [B, T, vocab]


def _token_ce(logits, labels):
    return F.cross_entropy(logits.reshape(-1, logits.shape[-1]), labels.reshape(-1))


class SinkhornMatch(nn.Module):
    def __init__(self, d_in=4, d=8, iters=5):
        super().__init__()
        self.enc1 = nn.Linear(d_in, d)
        self.enc2 = nn.Linear(d, d)
        self.proj = nn.Linear(d, d)
        self.dustbin = nn.Parameter(torch.tensor(0.5))
        self.iters, self.d = iters, d

    def encode(self, p):                                    # the shared encoder
        return self.proj(self.enc2(F.relu(self.enc1(p))))

    def forward(self, a, b):                                # [B, M, d_in], [B, N, d_in]
        fa, fb = self.encode(a), self.encode(b)
        s = fa @ fb.transpose(1, 2) / math.sqrt(self.d)     # [B, M, N]
        B, M, N = s.shape
        z = torch.cat([torch.cat([s, self.dustbin.expand(B, M, 1)], -1),
                       self.dustbin.expand(B, 1, N + 1)], 1)   # [B, M + 1, N + 1]
        norm = -math.log(M + N)
        log_mu = torch.cat([s.new_full((M,), norm), s.new_full((1,), math.log(N) + norm)])
        log_nu = torch.cat([s.new_full((N,), norm), s.new_full((1,), math.log(M) + norm)])
        u = s.new_zeros(B, M + 1)
        v = s.new_zeros(B, N + 1)
        for _ in range(self.iters):                         # log-domain Sinkhorn, unrolled
            u = log_mu - torch.logsumexp(z + v.unsqueeze(1), dim=2)
            v = log_nu - torch.logsumexp(z + u.unsqueeze(2), dim=1)
        return z + u.unsqueeze(2) + v.unsqueeze(1) - norm   # log assignment


def _match_nll(log_p, mb, mi, mj):
    return -log_p[mb, mi, mj].mean()


def build(name: str, g: torch.Generator, Spec, call, ce):
    y = {"labels": torch.randint(0, 3, (2,), generator=g)}
    if name == "mixup_manifold_ls":
        m = MixupManifold()
        return Spec(m, {"x": torch.randn(2, 6, generator=g)}, y, call, _mixup_total,
                    subset=_where(m, lambda n: n in ("bn.weight", "bn.bias", "fc3.weight")),
                    notes="held out (relate v38): manifold mixup with a fixed lam and an int64 permutation "
                          "buffer, BatchNorm1d in training mode, lam-weighted label-smoothed cross entropies; "
                          "subset = bn.weight, bn.bias, fc3.weight (not a tail)")
    if name == "gat_edge_softmax":
        m = GatEdgeSoftmax()
        return Spec(m, {"x": torch.randn(8, 5, generator=g)}, y, call, ce,
                    subset=_where(m, lambda n: n in ("gat1.a_dst", "gat2.W.weight")),
                    notes="held out (relate v38): hand-written GAT over an edge list, leaky_relu edge logits, "
                          "softmax by scatter_reduce amax / exp / index_add, messages by in-place index_add_; "
                          "subset = gat1.a_dst, gat2.W.weight (not a tail)")
    if name == "lstm_proj":
        m = LstmProj()
        return Spec(m, {"x": torch.randn(2, 6, 5, generator=g), "ctx": torch.randn(2, 3, generator=g)},
                    y, call, ce, mkldnn=False,
                    subset=_where(m, lambda n: n in ("lstm.weight_hr_l0", "lstm.weight_hh_l1")),
                    notes="held out (relate v38): two-layer nn.LSTM with proj_size, an initial state predicted "
                          "from a context vector; subset = lstm.weight_hr_l0, lstm.weight_hh_l1 (not a tail)")
    if name == "transformer_decoder_xattn":
        m = TransformerDecoderXattn()
        return Spec(m, {"src": torch.randn(2, 5, 6, generator=g),
                        "tgt": torch.randint(0, 6, (2, 4), generator=g)},
                    {"labels": torch.randint(0, 6, (2, 4), generator=g)}, call, _token_ce,
                    subset=_where(m, lambda n: n in ("dec.multihead_attn.in_proj_weight", "dec.norm2.weight")),
                    notes="held out (relate v38): nn.TransformerDecoderLayer, causal bool tgt_mask, "
                          "cross-attention to a memory with a bool key-padding buffer, token cross entropy; "
                          "subset = dec.multihead_attn.in_proj_weight, dec.norm2.weight (not a tail)")
    if name == "sinkhorn_match":
        m = SinkhornMatch()
        match = {"mb": torch.tensor([0, 0, 0, 0, 1, 1, 1, 1, 1]),
                 "mi": torch.tensor([0, 1, 2, 4, 0, 1, 3, 4, 4]),
                 "mj": torch.tensor([2, 0, 5, 4, 1, 3, 0, 2, 4])}
        return Spec(m, {"a": torch.randn(2, 4, 4, generator=g), "b": torch.randn(2, 5, 4, generator=g)},
                    match, call, _match_nll,
                    subset=_where(m, lambda n: n in ("dustbin", "enc2.weight")),
                    notes="held out (relate v38): SuperGlue-style matching, dustbin-augmented scores, five "
                          "log-domain Sinkhorn iterations of logsumexp, NLL of fixed matches; subset = "
                          "dustbin, enc2.weight (not a tail)")
    raise KeyError(name)
