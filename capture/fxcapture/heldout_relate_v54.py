"""Fifty-fourth held-out set for `fxmatch relate` (2026-12-05, /work/pending/heldout_relate_v54).

Written to score main blind: captured once and scored with main's binary and
rules, no engine change in between, and no fxmatch run on these captures
while they were written. Its five families are new to the project (no
earlier set has them); three are ordinary networks and training steps and
two put a custom torch.autograd.Function whose forward turns a
non-differentiable op (a floor under a clamp with its range mask, a
comparison) into a float output in the graph, each with a hand-written
backward: a DoReFa-Net CNN (a full-precision stem and head, 2-bit weights
by tanh scaled into [0, 1] by the max, and 2-bit activations in place of
the ReLU, both through DoReFa's quantize_k Function: forward
floor(clamp(x, 0, 1) n + 0.5) / n, n = 2^k - 1, saving the in-range mask
0 <= x <= 1, backward the straight-through estimate masked by it; CE); a
Skip RNN (a hand-written GRU cell over six steps whose state update is
applied only where Skip RNN's binarizer Function says: forward (u > 0.5)
as float, backward the plain straight-through g; the update probability a
sigmoid of the state, accumulated by min(du, 1 - u) while skipping; CE
plus a budget on the update count); a Set Transformer (the authors' MAB:
heads split by cat along the batch, Q + A V, LayerNorms, a relu fc_o
residual; two ISABs with learned inducing points, PMA pooling by a learned
seed; CE); AutoInt for CTR prediction (categorical fields by one
Embedding with an offsets buffer, numeric fields as a learned vector
times the value, two interacting layers of multi-head self-attention over
the fields with a residual projection and ReLU, a linear output on the
flattened fields plus first-order terms; BCE-with-logits); and DGCNN
(two EdgeConvs on kNN graphs recomputed from each input by matmul
distances and topk indices, a flattened-index gather, cat(neighbour -
centre, centre), 1x1 Conv2d BN LeakyReLU and a max over the neighbours, a
1x1 Conv1d, max and mean pooling, a BN MLP head; CE); like
heldout_relate.py's models they never enter the zoo.

  dorefa_cnn       img [4, 3, 8, 8], labels [4] (5 classes) -> QuantizeK(BN(Conv(3, 8, 3, pad 1)), 2);
                   QuantizeK(BN(DorefaConv(8, 16, 3, s2, pad 1, no bias)), 2) [4, 16, 4, 4]; ReLU(BN(DorefaConv(16,
                   16, 3, pad 1, no bias))); mean pool, Linear(16, 5); DorefaConv = F.conv2d(x, 2 QuantizeK(tanh(w)
                   / (2 max |tanh(w)|) + 0.5, 2) - 1) (custom Function QuantizeK.apply(x, bits): n = 2^bits - 1,
                   inside = (x >= 0) & (x <= 1), save_for_backward(inside), forward floor(clamp(x, 0, 1) n + 0.5) /
                   n, backward g inside.to(dtype), None); criterion: CE; subset = bn0.bias, conv1.weight.
  skip_rnn         x [6, 3, 5] (time first), labels [3] (4 classes) -> h = zeros [3, 12], u_tilde = ones [3, 1]; 6
                   steps: u = BinarizeST.apply(u_tilde); GRU cell by hand (x2h = Linear(5, 36), h2h = Linear(12,
                   36), chunks r / z / n, (1 - z) n + z h); h = u cell(x_t, h) + (1 - u) h; du = sigmoid(Linear(12,
                   1)(h)) (bias init -0.5); u_tilde = u du + (1 - u) (u_tilde + min(du, 1 - u_tilde)); returns
                   Linear(12, 4)(h) and the cat of the u [3, 6] (custom Function: forward (u > 0.5).to(dtype), no
                   saved tensors, backward g); criterion: CE + 0.01 mean(sum of u over time); subset = h2h.weight,
                   gate.bias.
  set_transformer  x [3, 10, 2] (sets of 10 points), labels [3] (4 classes) -> ISAB(2 -> 16, 4 inducing points I [1,
                   4, 16]), ISAB(16 -> 16, 4 points): H = MAB(I.repeat(B), X), out MAB(X, H); PMA(1 seed S [1, 1,
                   16]) = MAB(S.repeat(B), X); Linear(16, 4) on the squeezed seed; MAB(Q, K): fc_q(Q), fc_k(K),
                   fc_v(K), 2 heads by cat(split(8, 2), 0), A = softmax(Q_ K_^T / sqrt(16)), O = cat((Q_ + A V_)
                   .split(B, 0), 2), O = ln0(O), ln1(O + relu(fc_o(O))); criterion: CE; subset = isab1.I,
                   pma.mab.fc_o.weight.
  autoint_ctr      x_cat [6, 4] (field vocabularies 5, 4, 6, 3), x_num [6, 2], labels [6] (0. / 1.) -> idx = x_cat
                   + offsets buffer [0, 5, 9, 15]; e = cat(Embedding(18, 8)(idx), x_num[..., None] num_emb [2, 8])
                   [6, 6, 8]; 2 interacting layers (d_in 8 then 16, 2 heads of 8): q / k / v / res =
                   Linear(no bias), softmax(q k^T) v over the 6 fields, heads concatenated, relu(out + W_res(e));
                   Linear(96, 1)(flatten) + Embedding(18, 1)(idx).sum(1) + Linear(2, 1)(x_num), squeezed;
                   criterion: BCE-with-logits; subset = num_emb, layers.1.W_res.weight.
  dgcnn_edgeconv   pts [2, 3, 12], labels [2] (3 classes) -> 2 EdgeConvs, k 4: pairwise = -|x_i|^2 + 2 x_i.x_j -
                   |x_j|^2 by matmul, idx = topk(pairwise, 4) indices (+ batch offsets, flattened), feat = x^T
                   .view(B N, C)[idx] [2, 12, 4, C], cat(feat - x, x) permuted [2, 2C, 12, 4]; Conv2d(6, 16, 1, no
                   bias) BN LeakyReLU(0.2), max over k = x1 [2, 16, 12]; the same from x1 with Conv2d(32, 16, 1) =
                   x2; Conv1d(32, 32, 1, no bias) BN LeakyReLU on cat(x1, x2); cat(max, mean) over the points [2,
                   64]; Linear(64, 16, no bias) BN1d LeakyReLU, Linear(16, 3); criterion: CE; subset =
                   conv2.1.weight, fc1.weight.
No subset above is a tail.
"""
from __future__ import annotations

import math

import torch
import torch.nn as nn
import torch.nn.functional as F
from .heldout_subsets import where as _where

V54 = ["dorefa_cnn", "skip_rnn", "set_transformer", "autoint_ctr", "dgcnn_edgeconv"]


# ------------------------------------------------------------------ DoReFa-Net, k-bit quantiser Function
class QuantizeK(torch.autograd.Function):
    """DoReFa-Net's quantize_k (Zhou et al. 2016) with the activation clamp folded in: forward floor(clamp(x,
    0, 1) * n + 0.5) / n, n = 2^k - 1, saving the in-range mask (0 <= x <= 1); backward the straight-through
    estimate masked by the clamp range."""

    @staticmethod
    def forward(ctx, x, bits):
        n = float(2 ** bits - 1)
        inside = (x >= 0) & (x <= 1)
        ctx.save_for_backward(inside)
        return torch.floor(x.clamp(0.0, 1.0) * n + 0.5) / n

    @staticmethod
    def backward(ctx, g):
        (inside,) = ctx.saved_tensors
        return g * inside.to(g.dtype), None


class DorefaConv2d(nn.Conv2d):
    """A conv with DoReFa k-bit weights: tanh, scaled into [0, 1] by the max, quantised, mapped to [-1, 1]."""

    def __init__(self, c_in, c_out, k, stride=1, padding=0, w_bits=2):
        super().__init__(c_in, c_out, k, stride, padding, bias=False)
        self.w_bits = w_bits

    def forward(self, x):
        w = torch.tanh(self.weight)
        w = w / (2.0 * w.abs().max()) + 0.5
        wq = 2.0 * QuantizeK.apply(w, self.w_bits) - 1.0
        return F.conv2d(x, wq, None, self.stride, self.padding)


class DorefaCNN(nn.Module):
    """A DoReFa CNN: a full-precision first conv and classifier, 2-bit weights and 2-bit activations between
    (the activation quantiser clamps the BN output to [0, 1] in place of a ReLU)."""

    def __init__(self, classes=5, a_bits=2):
        super().__init__()
        self.conv0 = nn.Conv2d(3, 8, 3, 1, 1)
        self.bn0 = nn.BatchNorm2d(8)
        self.conv1 = DorefaConv2d(8, 16, 3, 2, 1)
        self.bn1 = nn.BatchNorm2d(16)
        self.conv2 = DorefaConv2d(16, 16, 3, 1, 1)
        self.bn2 = nn.BatchNorm2d(16)
        self.fc = nn.Linear(16, classes)
        self.a_bits = a_bits

    def forward(self, img):
        x = QuantizeK.apply(self.bn0(self.conv0(img)), self.a_bits)
        x = QuantizeK.apply(self.bn1(self.conv1(x)), self.a_bits)          # [B, 16, 4, 4]
        x = F.relu(self.bn2(self.conv2(x)))
        return self.fc(x.mean(dim=(2, 3)))


# ------------------------------------------------------------------ Skip RNN, binarised update gate Function
class BinarizeST(torch.autograd.Function):
    """Skip RNN's binarizer (Campos et al. 2018): forward round(u) for u in [0, 1] as (u > 0.5) made into a
    float, backward the plain straight-through estimate."""

    @staticmethod
    def forward(ctx, u):
        return (u > 0.5).to(u.dtype)

    @staticmethod
    def backward(ctx, g):
        return g


class SkipGRU(nn.Module):
    """A Skip GRU: a hand-written GRU cell whose state update is applied only where the binarised update
    probability says; the probability increment comes from the state, accumulated while skipping."""

    def __init__(self, n_in=5, hidden=12, classes=4):
        super().__init__()
        self.x2h = nn.Linear(n_in, 3 * hidden)
        self.h2h = nn.Linear(hidden, 3 * hidden)
        self.gate = nn.Linear(hidden, 1)
        self.fc = nn.Linear(hidden, classes)
        self.hidden = hidden
        nn.init.constant_(self.gate.bias, -0.5)                             # some steps skipped

    def cell(self, x, h):
        xr, xz, xn = self.x2h(x).chunk(3, dim=1)
        hr, hz, hn = self.h2h(h).chunk(3, dim=1)
        r = torch.sigmoid(xr + hr)
        z = torch.sigmoid(xz + hz)
        n = torch.tanh(xn + r * hn)
        return (1 - z) * n + z * h

    def forward(self, x):
        T, B, _ = x.shape
        h = x.new_zeros(B, self.hidden)
        u_tilde = x.new_ones(B, 1)
        updates = []
        for t in range(T):
            u = BinarizeST.apply(u_tilde)                                   # [B, 1]
            h = u * self.cell(x[t], h) + (1 - u) * h
            du = torch.sigmoid(self.gate(h))
            u_tilde = u * du + (1 - u) * (u_tilde + torch.min(du, 1 - u_tilde))
            updates.append(u)
        return self.fc(h), torch.cat(updates, dim=1)                       # [B, C], [B, T]


def _skip_loss(out, labels):
    logits, updates = out
    return F.cross_entropy(logits, labels) + 0.01 * updates.sum(dim=1).mean()


# ------------------------------------------------------------------ Set Transformer, ISAB + PMA
class MAB(nn.Module):
    """The Set Transformer's multihead attention block (Lee et al. 2019, the authors' code): heads split by
    cat along the batch, O = Q + A V, LN, O + relu(fc_o(O)), LN."""

    def __init__(self, d_q, d_k, d, heads=2):
        super().__init__()
        self.fc_q, self.fc_k, self.fc_v = nn.Linear(d_q, d), nn.Linear(d_k, d), nn.Linear(d_k, d)
        self.ln0, self.ln1 = nn.LayerNorm(d), nn.LayerNorm(d)
        self.fc_o = nn.Linear(d, d)
        self.d, self.heads = d, heads

    def forward(self, Q, K):
        Q = self.fc_q(Q)
        K, V = self.fc_k(K), self.fc_v(K)
        s = self.d // self.heads
        Q_, K_, V_ = (torch.cat(t.split(s, 2), 0) for t in (Q, K, V))
        A = torch.softmax(Q_.bmm(K_.transpose(1, 2)) / math.sqrt(self.d), 2)
        O = torch.cat((Q_ + A.bmm(V_)).split(Q.size(0), 0), 2)
        O = self.ln0(O)
        return self.ln1(O + F.relu(self.fc_o(O)))


class ISAB(nn.Module):
    """Induced set attention: m learned inducing points attend to the set, the set attends to the result."""

    def __init__(self, g, d_in, d, m, heads=2):
        super().__init__()
        self.I = nn.Parameter(0.3 * torch.randn(1, m, d, generator=g))
        self.mab0 = MAB(d, d_in, d, heads)
        self.mab1 = MAB(d_in, d, d, heads)

    def forward(self, X):
        H = self.mab0(self.I.repeat(X.size(0), 1, 1), X)
        return self.mab1(X, H)


class PMA(nn.Module):
    """Pooling by multihead attention: k learned seed vectors attend to the set."""

    def __init__(self, g, d, k, heads=2):
        super().__init__()
        self.S = nn.Parameter(0.3 * torch.randn(1, k, d, generator=g))
        self.mab = MAB(d, d, d, heads)

    def forward(self, X):
        return self.mab(self.S.repeat(X.size(0), 1, 1), X)


class SetTransformer(nn.Module):
    def __init__(self, g, d_in=2, d=16, m=4, classes=4):
        super().__init__()
        self.isab1 = ISAB(g, d_in, d, m)
        self.isab2 = ISAB(g, d, d, m)
        self.pma = PMA(g, d, 1)
        self.fc = nn.Linear(d, classes)

    def forward(self, x):
        return self.fc(self.pma(self.isab2(self.isab1(x))).squeeze(1))


# ------------------------------------------------------------------ AutoInt, self-attentive feature interactions
class InteractingLayer(nn.Module):
    """AutoInt's interacting layer (Song et al. 2019): multi-head self-attention over the field embeddings,
    heads concatenated, a residual projection, ReLU."""

    def __init__(self, d_in, d_attn=8, heads=2):
        super().__init__()
        self.W_q = nn.Linear(d_in, d_attn * heads, bias=False)
        self.W_k = nn.Linear(d_in, d_attn * heads, bias=False)
        self.W_v = nn.Linear(d_in, d_attn * heads, bias=False)
        self.W_res = nn.Linear(d_in, d_attn * heads, bias=False)
        self.heads, self.d_attn = heads, d_attn

    def forward(self, e):
        B, Fn, _ = e.shape

        def split(t):
            return t.view(B, Fn, self.heads, self.d_attn).permute(2, 0, 1, 3)   # [H, B, F, d]
        q, k, v = split(self.W_q(e)), split(self.W_k(e)), split(self.W_v(e))
        a = torch.softmax(q @ k.transpose(-1, -2), dim=-1)
        out = (a @ v).permute(1, 2, 0, 3).reshape(B, Fn, self.heads * self.d_attn)
        return F.relu(out + self.W_res(e))


class AutoInt(nn.Module):
    """AutoInt CTR model: categorical fields by one offset Embedding, numeric fields as a learned vector per
    field times the value, two interacting layers, a linear output on the flattened fields plus a first-order
    linear term."""

    def __init__(self, g, vocab=(5, 4, 6, 3), n_num=2, d=8, classes=1):
        super().__init__()
        self.emb = nn.Embedding(sum(vocab), d)
        self.register_buffer("offsets", torch.tensor([0] + list(vocab[:-1])).cumsum(0))
        self.num_emb = nn.Parameter(0.3 * torch.randn(n_num, d, generator=g))
        self.first = nn.Embedding(sum(vocab), 1)
        self.num_first = nn.Linear(n_num, 1)
        self.layers = nn.ModuleList([InteractingLayer(d), InteractingLayer(16)])
        self.out = nn.Linear((len(vocab) + n_num) * 16, classes)

    def forward(self, x_cat, x_num):
        idx = x_cat + self.offsets                                          # [B, 4]
        e = torch.cat([self.emb(idx), x_num.unsqueeze(-1) * self.num_emb], dim=1)   # [B, 6, 8]
        for layer in self.layers:
            e = layer(e)
        logit = self.out(e.flatten(1)) + self.first(idx).sum(1) + self.num_first(x_num)
        return logit.squeeze(1)


def _bce(out, labels):
    return F.binary_cross_entropy_with_logits(out, labels)


# ------------------------------------------------------------------ DGCNN, EdgeConv on a dynamic kNN graph
def _knn(x, k):
    inner = -2 * torch.matmul(x.transpose(2, 1), x)
    xx = torch.sum(x ** 2, dim=1, keepdim=True)
    pairwise = -xx - inner - xx.transpose(2, 1)                            # [B, N, N]
    return pairwise.topk(k=k, dim=-1)[1]                                    # [B, N, k]


def _graph_feature(x, k):
    """DGCNN's get_graph_feature: the k nearest neighbours in the current feature space (self included),
    gathered by a flattened index, cat(neighbour - centre, centre) -> [B, 2C, N, k]."""
    B, C, N = x.shape
    idx = _knn(x, k)
    idx = (idx + torch.arange(0, B, device=x.device).view(-1, 1, 1) * N).view(-1)
    xt = x.transpose(2, 1).contiguous()
    feat = xt.view(B * N, -1)[idx, :].view(B, N, k, C)
    xt = xt.view(B, N, 1, C).repeat(1, 1, k, 1)
    return torch.cat((feat - xt, xt), dim=3).permute(0, 3, 1, 2).contiguous()


class DGCNN(nn.Module):
    """DGCNN (Wang et al. 2019) for point-cloud classification: two EdgeConvs (1x1 Conv2d, BN, LeakyReLU, max
    over the neighbours) each on a kNN graph recomputed from its input, a 1x1 Conv1d on both, max and mean
    pooling, an MLP head."""

    def __init__(self, k=4, classes=3):
        super().__init__()
        self.k = k
        self.conv1 = nn.Sequential(nn.Conv2d(6, 16, 1, bias=False), nn.BatchNorm2d(16), nn.LeakyReLU(0.2))
        self.conv2 = nn.Sequential(nn.Conv2d(32, 16, 1, bias=False), nn.BatchNorm2d(16), nn.LeakyReLU(0.2))
        self.conv3 = nn.Sequential(nn.Conv1d(32, 32, 1, bias=False), nn.BatchNorm1d(32), nn.LeakyReLU(0.2))
        self.fc1 = nn.Linear(64, 16, bias=False)
        self.bn_fc = nn.BatchNorm1d(16)
        self.fc2 = nn.Linear(16, classes)

    def forward(self, pts):
        x1 = self.conv1(_graph_feature(pts, self.k)).max(dim=-1)[0]        # [B, 16, N]
        x2 = self.conv2(_graph_feature(x1, self.k)).max(dim=-1)[0]
        x = self.conv3(torch.cat((x1, x2), dim=1))                          # [B, 32, N]
        x = torch.cat((x.max(dim=-1)[0], x.mean(dim=-1)), dim=1)            # [B, 64]
        return self.fc2(F.leaky_relu(self.bn_fc(self.fc1(x)), 0.2))


# ------------------------------------------------------------------ build
def _pick(m, names):
    idx = _where(m, lambda n: n in names)
    assert len(idx) == len(names), (idx, names)
    return idx


def build(name: str, g: torch.Generator, Spec, call, ce):
    if name == "dorefa_cnn":
        m = DorefaCNN()
        return Spec(m, {"img": torch.randn(4, 3, 8, 8, generator=g)},
                    {"labels": torch.randint(0, 5, (4,), generator=g)}, call, ce,
                    subset=_pick(m, ("conv1.weight", "bn0.bias")),
                    notes="held out (relate v54): DoReFa-Net CNN, full-precision stem and head, 2-bit weights "
                          "(tanh, scaled into [0, 1] by the max) and 2-bit activations through DoReFa's "
                          "quantize_k custom autograd.Function (floor(clamp(x, 0, 1) n + 0.5) / n, saves the "
                          "in-range mask (0 <= x <= 1); straight-through backward masked by the clamp range), "
                          "CE; subset = conv1.weight, bn0.bias (not a tail)")
    if name == "skip_rnn":
        m = SkipGRU()
        return Spec(m, {"x": torch.randn(6, 3, 5, generator=g)}, {"labels": torch.randint(0, 4, (3,), generator=g)},
                    call, _skip_loss, subset=_pick(m, ("h2h.weight", "gate.bias")),
                    notes="held out (relate v54): Skip RNN, a hand-written GRU cell over six steps whose state "
                          "update is applied only where Skip RNN's binarizer custom autograd.Function says "
                          "((u > 0.5) as float forward, plain straight-through backward), the update "
                          "probability from a sigmoid of the state, accumulated by min(du, 1 - u) while "
                          "skipping; CE + 0.01 * the update count; subset = h2h.weight, gate.bias (not a tail)")
    if name == "set_transformer":
        m = SetTransformer(g)
        return Spec(m, {"x": torch.randn(3, 10, 2, generator=g)}, {"labels": torch.randint(0, 4, (3,), generator=g)},
                    call, ce, subset=_pick(m, ("isab1.I", "pma.mab.fc_o.weight")),
                    notes="held out (relate v54): Set Transformer, two ISABs (4 learned inducing points attend "
                          "to the set, the set attends back; MABs with heads split by cat along the batch, Q + "
                          "A V, two LayerNorms, a relu fc_o residual), PMA pooling by one learned seed, a linear "
                          "classifier, CE; subset = isab1.I, pma.mab.fc_o.weight (not a tail)")
    if name == "autoint_ctr":
        m = AutoInt(g)
        x_cat = torch.stack([torch.randint(0, v, (6,), generator=g) for v in (5, 4, 6, 3)], dim=1)
        return Spec(m, {"x_cat": x_cat, "x_num": torch.randn(6, 2, generator=g)},
                    {"labels": torch.randint(0, 2, (6,), generator=g).float()}, call, _bce,
                    subset=_pick(m, ("num_emb", "layers.1.W_res.weight")),
                    notes="held out (relate v54): AutoInt CTR model, categorical fields by one Embedding with "
                          "an offsets buffer, numeric fields as a learned vector times the value, two "
                          "interacting layers (multi-head self-attention over the fields, a residual "
                          "projection, ReLU), a linear output on the flattened fields plus first-order terms, "
                          "BCE-with-logits; subset = num_emb, layers.1.W_res.weight (not a tail)")
    if name == "dgcnn_edgeconv":
        m = DGCNN()
        return Spec(m, {"pts": torch.randn(2, 3, 12, generator=g)}, {"labels": torch.tensor([0, 2])}, call, ce,
                    subset=_pick(m, ("conv2.1.weight", "fc1.weight")),
                    notes="held out (relate v54): DGCNN, two EdgeConvs on kNN graphs recomputed from each input "
                          "(pairwise distances by matmul, topk indices, a flattened-index gather, cat(neighbour "
                          "- centre, centre), 1x1 Conv2d BN LeakyReLU, max over the neighbours), a 1x1 Conv1d on "
                          "both, max and mean pooling, a BN MLP head, CE; subset = conv2.1.weight, fc1.weight "
                          "(not a tail)")
    raise KeyError(name)
