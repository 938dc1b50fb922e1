"""Fifty-third held-out set for `fxmatch relate` (2026-12-05, /work/pending/heldout_relate_v53).

Written to score main blind: captured once and scored with main's binary and
rules, no engine change in between, and no fxmatch run on these captures
while they were written. Its five families are new to the project (no
earlier set has them); two are ordinary networks and training steps and
three put a custom torch.autograd.Function whose forward turns a
non-differentiable op (comparisons, top-k indices, argsort indices) into a
float output in the graph, each with a hand-written backward: a Trained
Ternary Quantization CNN (a full-precision stem and head, a residual pair
of ternary convs whose latent weights go through one Function per conv:
forward wp * (w > t max|w|) - wn * (w < -t max|w|) saving the two boolean
masks and the learned scales wp / wn, backward the scaled straight-through
g * (wp pos + wn neg + 1 elsewhere) to the latent weights and sum(g pos) /
-sum(g neg) to the scales; CE); a sparse MLP in nupic.torch's style (weight
sparsity by a fixed zero-mask buffer times the weight, BatchNorm1d without
affine, k-winners-take-all by nupic's KWinners Function in the middle of
the network: forward boosts a detached input by exp((density - duty
cycle) * strength), takes topk indices and scatters the gathered winners
into zeros, saving the indices, backward scatters the gathered gradient;
the duty-cycle buffer updated in place after each KWinners from (out > 0)
with a step-counter buffer; the first linear reaches the loss only through
the Function, the last one only by ordinary ops; CE); RankSim for deep
imbalanced regression (a conv encoder, a feature head and a linear
regressor, the module taking the targets and computing the batchwise
ranking regulariser: cosine similarity rows of the features ranked by the
blackbox TrueRanker Function, forward (argsort(argsort(x).flip(1)) + 1) /
n saving its input and the ranks, backward -(rank - rank(x + lambda g)) /
lambda, one call per row against the label-similarity ranks, MSE; L1 +
10 regu); a Longformer classifier (post-LN layers of sliding-window
attention built from F.pad and unfold of the keys, values and the key
mask, the CLS token global: every token's scores against it concatenated
before the band's softmax and the CLS row replaced by full attention with
separate global q / k / v projections under the padding mask; a RoBERTa
classification head on the CLS state and the masked token mean; CE); and a GIN with a virtual node in OGB's style
(atom and per-layer bond embeddings, messages relu(h[src] + bond) summed
onto targets by index_add_, a learned (1 + eps) self term, an MLP with
BatchNorm1d, the virtual node added to every node by a gather and updated
from an index_add_ graph sum through its own MLP, a mean pool by index_add_
sums over counts; a masked multi-task BCE); like heldout_relate.py's models
they never enter the zoo.

  ttq_ternary_cnn     img [4, 3, 8, 8], labels [4] (5 classes) -> Conv(3, 8, 3, pad 1) BN ReLU; TernaryConv(8, 16, 3,
                      s2, pad 1, no bias) BN ReLU = h [4, 16, 4, 4]; relu(h + BN(TernaryConv(16, 16, 3, pad 1, no
                      bias)(h))); mean pool, Linear(16, 5); TernaryConv = F.conv2d(x, TernaryQuant.apply(weight,
                      wp, wn, 0.05)) with scalar parameters wp / wn (custom Function: thr = 0.05 max |w|, pos = w >
                      thr, neg = w < -thr, save_for_backward(pos, neg, wp, wn), forward wp pos - wn neg as float,
                      backward g (wp pos + wn neg + (1 - pos - neg)), sum(g pos), -sum(g neg), None); criterion: CE;
                      subset = bn0.weight, tconv1.wn.
  kwinners_sparse_mlp x [8, 32], labels [8] (6 classes) -> SparseLinear(32, 48) (F.linear(x, weight * zero_mask
                      buffer (half of each row zero), bias)), BatchNorm1d(48, affine=False), KWinners(k 12);
                      SparseLinear(48, 48), BatchNorm1d(48, affine=False), KWinners(k 12); Linear(48, 6); KWinners
                      = KWinnersFn.apply(x, duty_cycle buffer [48], 12, 1.5) (custom Function: boosted = x.detach()
                      exp((12 / 48 - duty) 1.5), idx = topk(boosted, 12, sorted=False) indices, forward zeros
                      .scatter(1, idx, x.gather(1, idx)), save_for_backward(idx), backward zeros.scatter(1, idx,
                      g.gather(1, idx)), None, None, None), then in place: steps += 8, period = steps.clamp(max
                      1000), duty = (duty (period - 8) + (out > 0).sum(0)) / period; criterion: CE; subset =
                      fc1.weight, fc3.weight.
  ranksim_regress     img [6, 3, 8, 8], age [6, 1] (distinct), age_t [6, 1] -> Conv(3, 8, 3, pad 1) BN ReLU, Conv(8,
                      16, 3, s2, pad 1) BN ReLU, mean pool, Linear(16, 16) ReLU = feats [6, 16]; pred = Linear(16,
                      1)(feats); xxt = normalize(feats) normalize(feats)^T [6, 6]; regu = sum over the 6 rows i of
                      MSE(TrueRanker.apply(xxt[i:i + 1], 2.0), rank_n(-|age[i] - age|^T)) with rank_n(x) =
                      (argsort(argsort(x, -1).flip(1), -1) + 1).to(dtype) / n (custom Function: forward rank_n(x),
                      ctx.lambda_val, save_for_backward(x, rank), backward -(rank - rank_n(x + lambda g)) / (lambda
                      + 1e-8), None); returns pred and regu; criterion: L1(pred, age_t) + 10 regu; subset = bn1.bias,
                      conv2.weight.
  longformer_cls      input_ids [2, 12] (vocab 30, row 1 padded from 9), attention_mask [2, 12], labels [2] (3
                      classes) -> LayerNorm(Embedding(30, 16) + pos [12, 16]); 2 post-LN layers, 2 heads, one-sided
                      window 2: q (scaled 8^-0.5), k, v = Linear(16, 16); kw / vw = F.pad(k, (0, 0, 2, 2))
                      .unfold(2, 5, 1) [2, 2, 12, 8, 5]; band = einsum(q, kw) masked_fill(~ unfold of the padded
                      (mask & not global) [2, 12, 5], -10000); glob = q @ k[:, :, :1]^T [2, 2, 12, 1]; p =
                      softmax(cat(glob, band)); out = p[..., :1] v[:, :, :1] + einsum(p[..., 1:], vw); the CLS row
                      replaced by softmax(q_global(x)[:, :, :1] k_global(x)^T / sqrt(8) + padding mask) @
                      v_global(x); Linear(16, 16) o, residual LN; Linear(16, 32) GELU Linear(32, 16), residual LN;
                      head tanh(Linear(32, 16)(cat(x[:, 0], the masked mean of x))), Linear(16, 3); criterion: CE;
                      subset = emb_ln.bias, layers.0.k_global.weight.
  gin_virtualnode     x [12] (9 atom types; molecules of 5, 4, 3 atoms), edge_index [2, 24], edge_attr [24] (3
                      bond types), batch [12], labels [3, 2] (0 / 1), label_mask [3, 2] (two missing) -> h =
                      Embedding(9, 16)(x); vn = Embedding(1, 16)(zeros(3)); 3 layers: h_in = h + vn[batch]; msg =
                      relu(h_in[src] + Embedding(3, 16)(edge_attr)) [24, 16], agg = zeros.index_add_(0, dst, msg); h
                      = BN(Linear(32, 16)(ReLU(BN(Linear(16, 32)((1 + eps) h_in + agg))))), ReLU but after the
                      last; layers 0 and 1 then vn = (Linear(16, 32) BN ReLU Linear(32, 16) BN ReLU)(zeros(3, 16)
                      .index_add_(0, batch, h_in) + vn); mean pool = index_add_ sums / index_add_ counts [3, 16],
                      Linear(16, 2); criterion: sum(BCE-with-logits(out, labels, none) * label_mask) /
                      sum(label_mask); subset = convs.1.eps, vn_mlps.0.0.weight.
No subset above is a tail.
"""
from __future__ import annotations

import math

import torch
import torch.nn as nn
import torch.nn.functional as F
from .heldout_subsets import where as _where

V53 = ["ttq_ternary_cnn", "kwinners_sparse_mlp", "ranksim_regress", "longformer_cls", "gin_virtualnode"]


# ------------------------------------------------------------------ Trained Ternary Quantization, ternary Function
class TernaryQuant(torch.autograd.Function):
    """Trained Ternary Quantization (Zhu, Han, Mao, Dally 2017): forward wp * (w > thr) - wn * (w < -thr) as
    float, thr = t * max|w|, saving the two boolean masks and the learned scales; backward the scaled
    straight-through estimate to the latent weights (wp on the positive part, wn on the negative part, 1 in
    between) and sum(g * pos), -sum(g * neg) to the scales."""

    @staticmethod
    def forward(ctx, w, wp, wn, t):
        thr = t * w.abs().max()
        pos = w > thr
        neg = w < -thr
        ctx.save_for_backward(pos, neg, wp, wn)
        return wp * pos.to(w.dtype) - wn * neg.to(w.dtype)

    @staticmethod
    def backward(ctx, g):
        pos, neg, wp, wn = ctx.saved_tensors
        p, n = pos.to(g.dtype), neg.to(g.dtype)
        gw = g * (wp * p + wn * n + (1.0 - p - n))
        return gw, (g * p).sum(), -(g * n).sum(), None


class TernaryConv2d(nn.Conv2d):
    """A conv whose latent weights are ternarised to {-wn, 0, +wp} on every forward (no bias: a BN follows)."""

    def __init__(self, g, c_in, c_out, k, stride=1, padding=0, t=0.05, wp=1.0, wn=1.0):
        super().__init__(c_in, c_out, k, stride, padding, bias=False)
        with torch.no_grad():
            self.weight.copy_(0.3 * torch.randn(self.weight.shape, generator=g))
        self.wp = nn.Parameter(torch.tensor(float(wp)))
        self.wn = nn.Parameter(torch.tensor(float(wn)))
        self.t = t

    def forward(self, x):
        return F.conv2d(x, TernaryQuant.apply(self.weight, self.wp, self.wn, self.t), None, self.stride,
                        self.padding)


class TtqCNN(nn.Module):
    """A TTQ CNN: full-precision first conv and classifier, a residual pair of ternary convs in between."""

    def __init__(self, g, classes=5):
        super().__init__()
        self.conv0 = nn.Conv2d(3, 8, 3, 1, 1)
        self.bn0 = nn.BatchNorm2d(8)
        self.tconv1 = TernaryConv2d(g, 8, 16, 3, 2, 1, wp=0.9, wn=1.1)
        self.bn1 = nn.BatchNorm2d(16)
        self.tconv2 = TernaryConv2d(g, 16, 16, 3, 1, 1, wp=1.2, wn=0.8)
        self.bn2 = nn.BatchNorm2d(16)
        self.fc = nn.Linear(16, classes)

    def forward(self, img):
        x = F.relu(self.bn0(self.conv0(img)))
        h = F.relu(self.bn1(self.tconv1(x)))                            # [B, 16, 4, 4]
        h = F.relu(h + self.bn2(self.tconv2(h)))
        return self.fc(h.mean(dim=(2, 3)))


# ------------------------------------------------------------------ nupic sparse MLP, k-winners Function
class KWinnersFn(torch.autograd.Function):
    """nupic.torch's KWinners: the k largest of a boosted, detached copy of the input win (topk indices); the
    forward scatters the winners' input values into zeros, saving the indices; the backward scatters the
    gathered gradient of the winners."""

    @staticmethod
    def forward(ctx, x, duty_cycles, k, boost_strength):
        target_density = float(k) / x.shape[1]
        boosted = x.detach() * torch.exp((target_density - duty_cycles) * boost_strength)
        idx = boosted.topk(k, dim=1, sorted=False)[1]
        res = torch.zeros_like(x).scatter(1, idx, x.gather(1, idx))
        ctx.save_for_backward(idx)
        return res

    @staticmethod
    def backward(ctx, g):
        (idx,) = ctx.saved_tensors
        return torch.zeros_like(g).scatter(1, idx, g.gather(1, idx)), None, None, None


class KWinners(nn.Module):
    """k-winners-take-all with boosting by a duty-cycle buffer, updated in place after each training forward."""

    def __init__(self, n, k, boost_strength=1.5, duty_cycle_period=1000):
        super().__init__()
        self.k, self.boost_strength, self.period = k, boost_strength, duty_cycle_period
        self.register_buffer("duty_cycle", torch.zeros(n))
        self.register_buffer("learning_iterations", torch.tensor(0, dtype=torch.long))

    def forward(self, x):
        out = KWinnersFn.apply(x, self.duty_cycle, self.k, self.boost_strength)
        with torch.no_grad():
            B = x.shape[0]
            self.learning_iterations += B
            period = self.learning_iterations.clamp(max=self.period).to(x.dtype)
            self.duty_cycle.mul_(period - B)
            self.duty_cycle.add_(out.gt(0).sum(dim=0, dtype=x.dtype))
            self.duty_cycle.div_(period)
        return out


class SparseLinear(nn.Linear):
    """nupic's SparseWeights as a fixed zero-mask buffer times the weight (half of each row zero)."""

    def __init__(self, g, d_in, d_out, sparsity=0.5):
        super().__init__(d_in, d_out)
        n_zero = int(round(sparsity * d_in))
        mask = torch.ones(d_out, d_in)
        for r in range(d_out):
            mask[r, torch.randperm(d_in, generator=g)[:n_zero]] = 0.0
        self.register_buffer("zero_mask", mask)

    def forward(self, x):
        return F.linear(x, self.weight * self.zero_mask, self.bias)


class KWinnersMLP(nn.Module):
    """nupic's sparse MLP ("How Can We Be So Dense?"): sparse weights, BatchNorm1d without affine and
    k-winners after each hidden layer, a dense classifier."""

    def __init__(self, g, n_in=32, hidden=48, k=12, classes=6):
        super().__init__()
        self.fc1 = SparseLinear(g, n_in, hidden)
        self.bn1 = nn.BatchNorm1d(hidden, affine=False)
        self.kw1 = KWinners(hidden, k)
        self.fc2 = SparseLinear(g, hidden, hidden)
        self.bn2 = nn.BatchNorm1d(hidden, affine=False)
        self.kw2 = KWinners(hidden, k)
        self.fc3 = nn.Linear(hidden, classes)
        with torch.no_grad():                                           # some history in the duty cycles
            self.kw1.duty_cycle.copy_(0.25 + 0.1 * torch.randn(hidden, generator=g))
            self.kw2.duty_cycle.copy_(0.25 + 0.1 * torch.randn(hidden, generator=g))

    def forward(self, x):
        h = self.kw1(self.bn1(self.fc1(x)))
        h = self.kw2(self.bn2(self.fc2(h)))
        return self.fc3(h)


# ------------------------------------------------------------------ RankSim, blackbox ranking Function
def _rank_normalised(seq):
    return (torch.argsort(torch.argsort(seq, dim=-1).flip(1), dim=-1) + 1).to(seq.dtype) / seq.shape[1]


class TrueRanker(torch.autograd.Function):
    """RankSim's TrueRanker (blackbox differentiation of ranking, Vlastelica / Rolinek et al. 2020): forward
    the normalised descending ranks by argsort of argsort, saving the input and the ranks; backward
    -(rank - rank(x + lambda g)) / lambda, the ranks of the perturbed input recomputed."""

    @staticmethod
    def forward(ctx, sequence, lambda_val):
        rank = _rank_normalised(sequence)
        ctx.lambda_val = lambda_val
        ctx.save_for_backward(sequence, rank)
        return rank

    @staticmethod
    def backward(ctx, g):
        sequence, rank = ctx.saved_tensors
        rank_prime = _rank_normalised(sequence + ctx.lambda_val * g)
        return -(rank - rank_prime) / (ctx.lambda_val + 1e-8), None


class RankSimRegressor(nn.Module):
    """A regressor with RankSim's batchwise ranking regulariser (Gong et al. 2022) computed in the module: the
    ranks of every row of the features' cosine similarities against the ranks of the label similarities."""

    def __init__(self, lam=2.0):
        super().__init__()
        self.conv1 = nn.Conv2d(3, 8, 3, 1, 1)
        self.bn1 = nn.BatchNorm2d(8)
        self.conv2 = nn.Conv2d(8, 16, 3, 2, 1)
        self.bn2 = nn.BatchNorm2d(16)
        self.feat = nn.Linear(16, 16)
        self.reg = nn.Linear(16, 1)
        self.lam = lam

    def forward(self, img, age):
        x = F.relu(self.bn1(self.conv1(img)))
        x = F.relu(self.bn2(self.conv2(x)))
        feats = F.relu(self.feat(x.mean(dim=(2, 3))))                  # [B, 16]
        pred = self.reg(feats)
        fn = F.normalize(feats.view(feats.shape[0], -1))
        xxt = fn @ fn.permute(1, 0)
        regu = feats.new_zeros(())
        for i in range(age.shape[0]):
            label_ranks = _rank_normalised(-torch.abs(age[i] - age).transpose(0, 1))
            feature_ranks = TrueRanker.apply(xxt[i].unsqueeze(0), self.lam)
            regu = regu + F.mse_loss(feature_ranks, label_ranks)
        return pred, regu


def _ranksim_loss(out, age_t):
    pred, regu = out
    return F.l1_loss(pred, age_t) + 10.0 * regu


# ------------------------------------------------------------------ Longformer, sliding-window + global attention
class LongformerLayer(nn.Module):
    """Longformer self-attention (local band by unfold, global CLS with its own projections), post-LN."""

    def __init__(self, d=16, heads=2, w=2, ff=32):
        super().__init__()
        self.q, self.k, self.v = nn.Linear(d, d), nn.Linear(d, d), nn.Linear(d, d)
        self.q_global, self.k_global, self.v_global = nn.Linear(d, d), nn.Linear(d, d), nn.Linear(d, d)
        self.o = nn.Linear(d, d)
        self.ln1 = nn.LayerNorm(d)
        self.ffn1 = nn.Linear(d, ff)
        self.ffn2 = nn.Linear(ff, d)
        self.ln2 = nn.LayerNorm(d)
        self.h, self.w = heads, w

    def forward(self, x, band_ok, pad_add):
        B, T, d = x.shape
        H, w = self.h, self.w
        dh = d // H

        def heads(t):
            return t.view(B, T, H, dh).transpose(1, 2)                 # [B, H, T, dh]
        q = heads(self.q(x)) * dh ** -0.5
        k, v = heads(self.k(x)), heads(self.v(x))
        kw = F.pad(k, (0, 0, w, w)).unfold(2, 2 * w + 1, 1)            # [B, H, T, dh, 2w + 1]
        vw = F.pad(v, (0, 0, w, w)).unfold(2, 2 * w + 1, 1)
        band = torch.einsum("bhtd,bhtdw->bhtw", q, kw).masked_fill(~band_ok[:, None], -10000.0)
        glob = q @ k[:, :, :1].transpose(-1, -2)                        # every token -> the global CLS key
        p = torch.softmax(torch.cat([glob, band], dim=-1), dim=-1)
        out = p[..., :1] * v[:, :, :1] + torch.einsum("bhtw,bhtdw->bhtd", p[..., 1:], vw)
        qg = heads(self.q_global(x))[:, :, :1]                          # the CLS row: full attention
        kg, vg = heads(self.k_global(x)), heads(self.v_global(x))
        pg = torch.softmax(qg @ kg.transpose(-1, -2) / math.sqrt(dh) + pad_add, dim=-1)
        out = torch.cat([pg @ vg, out[:, :, 1:]], dim=2)
        x = self.ln1(x + self.o(out.transpose(1, 2).reshape(B, T, d)))
        return self.ln2(x + self.ffn2(F.gelu(self.ffn1(x))))


class LongformerCls(nn.Module):
    def __init__(self, g, vocab=30, T=12, d=16, n_layers=2, classes=3, w=2):
        super().__init__()
        self.emb = nn.Embedding(vocab, d)
        self.pos = nn.Parameter(0.1 * torch.randn(T, d, generator=g))
        self.emb_ln = nn.LayerNorm(d)
        self.layers = nn.ModuleList([LongformerLayer(d, 2, w) for _ in range(n_layers)])
        self.dense = nn.Linear(2 * d, d)
        self.out_proj = nn.Linear(d, classes)
        self.w = w

    def forward(self, input_ids, attention_mask):
        B, T = input_ids.shape
        valid = attention_mask > 0                                      # [B, T]
        is_global = torch.zeros_like(valid)
        is_global[:, 0] = True
        key_ok = valid & ~is_global                                     # the band never holds the global key
        band_ok = F.pad(key_ok, (self.w, self.w)).unfold(1, 2 * self.w + 1, 1)     # [B, T, 2w + 1]
        pad_add = (~valid)[:, None, None, :].to(self.pos.dtype) * -10000.0
        x = self.emb_ln(self.emb(input_ids) + self.pos[:T])
        for layer in self.layers:
            x = layer(x, band_ok, pad_add)
        vf = valid.to(x.dtype)[:, :, None]
        mean = (x * vf).sum(1) / vf.sum(1)                              # the masked mean of the tokens
        return self.out_proj(torch.tanh(self.dense(torch.cat([x[:, 0], mean], dim=-1))))


# ------------------------------------------------------------------ GIN with a virtual node
class GinConv(nn.Module):
    """OGB's GINConv: messages relu(x_j + bond embedding) summed onto targets, mlp((1 + eps) x + aggr)."""

    def __init__(self, d=16, bonds=3):
        super().__init__()
        self.mlp = nn.Sequential(nn.Linear(d, 2 * d), nn.BatchNorm1d(2 * d), nn.ReLU(), nn.Linear(2 * d, d))
        self.eps = nn.Parameter(torch.zeros(1))
        self.bond = nn.Embedding(bonds, d)

    def forward(self, h, src, dst, edge_attr):
        msg = F.relu(h[src] + self.bond(edge_attr))
        agg = h.new_zeros(h.shape).index_add_(0, dst, msg)
        return self.mlp((1 + self.eps) * h + agg)


class GinVirtualNode(nn.Module):
    """OGB's GNN_node_Virtualnode with GIN layers: a virtual node added to every node before each layer and
    updated from the graph sums; mean-pool readout and a multi-task linear head."""

    def __init__(self, atoms=9, bonds=3, d=16, layers=3, graphs=3, tasks=2):
        super().__init__()
        self.atom = nn.Embedding(atoms, d)
        self.vn = nn.Embedding(1, d)
        nn.init.constant_(self.vn.weight, 0.0)
        self.convs = nn.ModuleList([GinConv(d, bonds) for _ in range(layers)])
        self.bns = nn.ModuleList([nn.BatchNorm1d(d) for _ in range(layers)])
        self.vn_mlps = nn.ModuleList([nn.Sequential(nn.Linear(d, 2 * d), nn.BatchNorm1d(2 * d), nn.ReLU(),
                                                    nn.Linear(2 * d, d), nn.BatchNorm1d(d), nn.ReLU())
                                      for _ in range(layers - 1)])
        self.head = nn.Linear(d, tasks)
        self.graphs = graphs

    def forward(self, x, edge_index, edge_attr, batch):
        src, dst = edge_index[0], edge_index[1]
        vn = self.vn(batch.new_zeros(self.graphs))                      # [G, d]
        h = self.atom(x)
        L = len(self.convs)
        for i in range(L):
            h_in = h + vn[batch]
            h = self.bns[i](self.convs[i](h_in, src, dst, edge_attr))
            if i < L - 1:
                h = F.relu(h)
                pooled = h_in.new_zeros(self.graphs, h_in.shape[1]).index_add_(0, batch, h_in)
                vn = self.vn_mlps[i](pooled + vn)
        sums = h.new_zeros(self.graphs, h.shape[1]).index_add_(0, batch, h)
        counts = h.new_zeros(self.graphs).index_add_(0, batch, torch.ones_like(batch, dtype=h.dtype))
        return self.head(sums / counts[:, None])


def _masked_bce(out, labels, label_mask):
    loss = F.binary_cross_entropy_with_logits(out, labels, reduction="none")
    return (loss * label_mask).sum() / label_mask.sum()


# ------------------------------------------------------------------ build
def _pick(m, names):
    idx = _where(m, lambda n: n in names)
    assert len(idx) == len(names), (idx, names)
    return idx


def _molecules():
    """Three molecules: a 5-ring, a 4-chain with a branch bond, a 3-chain; every bond both ways."""
    bonds = [(0, 1, 0), (1, 2, 1), (2, 3, 0), (3, 4, 2), (4, 0, 1),
             (5, 6, 0), (6, 7, 0), (7, 8, 1), (6, 8, 2),
             (9, 10, 1), (10, 11, 0)]
    src, dst, attr = [], [], []
    for a, b, t in bonds:
        src += [a, b]
        dst += [b, a]
        attr += [t, t]
    return torch.tensor([src, dst]), torch.tensor(attr), torch.tensor([0] * 5 + [1] * 4 + [2] * 3)


def build(name: str, g: torch.Generator, Spec, call, ce):
    if name == "ttq_ternary_cnn":
        m = TtqCNN(g)
        return Spec(m, {"img": torch.randn(4, 3, 8, 8, generator=g)},
                    {"labels": torch.randint(0, 5, (4,), generator=g)}, call, ce,
                    subset=_pick(m, ("tconv1.wn", "bn0.weight")),
                    notes="held out (relate v53): Trained Ternary Quantization CNN, full-precision stem and "
                          "head, a residual pair of ternary convs whose latent weights go through a custom "
                          "autograd.Function (wp * (w > thr) - wn * (w < -thr), thr = 0.05 max|w|, saves the two "
                          "boolean masks and the scales; scaled straight-through backward to the latent weights, "
                          "sum(g pos) / -sum(g neg) to the learned scales wp / wn), CE; subset = tconv1.wn, "
                          "bn0.weight (not a tail)")
    if name == "kwinners_sparse_mlp":
        m = KWinnersMLP(g)
        return Spec(m, {"x": torch.randn(8, 32, generator=g)}, {"labels": torch.randint(0, 6, (8,), generator=g)},
                    call, ce, subset=_pick(m, ("fc3.weight", "fc1.weight")),
                    notes="held out (relate v53): nupic.torch sparse MLP, weights times a fixed zero-mask "
                          "buffer, BatchNorm1d without affine, k-winners-take-all by nupic's KWinners custom "
                          "autograd.Function in the middle of the network (topk indices of a boosted detached "
                          "input, winners scattered into zeros, saves the indices, backward scatters the gathered "
                          "gradient), duty-cycle buffers updated in place, a dense classifier, CE; subset = "
                          "fc1.weight, fc3.weight (not a tail)")
    if name == "ranksim_regress":
        m = RankSimRegressor()
        age = torch.randn(6, 1, generator=g)
        return Spec(m, {"img": torch.randn(6, 3, 8, 8, generator=g), "age": age}, {"age_t": age.clone()}, call,
                    _ranksim_loss, subset=_pick(m, ("conv2.weight", "bn1.bias")),
                    notes="held out (relate v53): RankSim deep imbalanced regression, a conv encoder, feature "
                          "head and linear regressor, the module computing the batchwise ranking regulariser: "
                          "each row of the features' cosine similarities ranked by RankSim's TrueRanker custom "
                          "autograd.Function (argsort of argsort forward saving input and ranks, blackbox "
                          "backward -(rank - rank(x + lambda g)) / lambda), MSE against the label-similarity "
                          "ranks; L1 + 10 regu; subset = conv2.weight, bn1.bias (not a tail)")
    if name == "longformer_cls":
        m = LongformerCls(g)
        ids = torch.randint(1, 30, (2, 12), generator=g)
        am = torch.ones(2, 12, dtype=torch.long)
        am[1, 9:] = 0
        ids[1, 9:] = 0
        return Spec(m, {"input_ids": ids, "attention_mask": am}, {"labels": torch.tensor([1, 2])}, call, ce,
                    subset=_pick(m, ("layers.0.k_global.weight", "emb_ln.bias")),
                    notes="held out (relate v53): Longformer classifier, post-LN layers of sliding-window "
                          "attention (keys, values and the key mask padded and unfolded into a band of 5), the "
                          "CLS token global (its key scored by every token beside the band, its row replaced by "
                          "full attention with separate global q / k / v projections under the padding mask), "
                          "a tanh head on the CLS state and the masked token mean, CE; subset = "
                          "layers.0.k_global.weight, emb_ln.bias (not a tail)")
    if name == "gin_virtualnode":
        m = GinVirtualNode()
        edge_index, edge_attr, batch = _molecules()
        labels = torch.tensor([[1.0, 0.0], [0.0, 1.0], [1.0, 1.0]])
        mask = torch.ones(3, 2)
        mask[0, 1] = 0.0                                                # missing task labels
        mask[2, 0] = 0.0
        return Spec(m, {"x": torch.randint(0, 9, (12,), generator=g), "edge_index": edge_index,
                        "edge_attr": edge_attr, "batch": batch}, {"labels": labels, "label_mask": mask}, call,
                    _masked_bce, subset=_pick(m, ("convs.1.eps", "vn_mlps.0.0.weight")),
                    notes="held out (relate v53): GIN with a virtual node (OGB style), atom and per-layer bond "
                          "embeddings, relu(h[src] + bond) messages summed by index_add_, a learned (1 + eps) "
                          "self term, MLPs with BatchNorm1d, the virtual node gathered to every node and updated "
                          "from index_add_ graph sums through its own MLP, index_add_ mean pool, masked "
                          "multi-task BCE; subset = convs.1.eps, vn_mlps.0.0.weight (not a tail)")
    raise KeyError(name)
