"""Fifty-fifth held-out set for `fxmatch relate` (2026-12-05, /work/pending/heldout_relate_v55).

Written to score main blind: captured once and scored with main's binary and
rules, no engine change in between, and no fxmatch run on these captures
while they were written. Its five families are new to the project (no
earlier set has them); three are ordinary networks and training steps and
two put a custom torch.autograd.Function with a hand-written backward
around a forward autograd never sees (a round under a clamp to a learned
clip value, a dynamic-programming recursion): a PACT CNN (activation
quantisation with a learned clip alpha per layer by distiller's
LearnedClippedLinearQuantizeSTE Function: forward round(min(relu(x),
alpha) s) / s, s = (2^k - 1) / alpha, saving the input and alpha;
backward the straight-through gradient zeroed by boolean-mask index_put
where x <= 0 or x >= alpha, and for alpha the gradient zeroed where x <
alpha, summed and expanded to alpha's shape; CE); a soft-DTW prototype
classifier (a Conv1d encoder, one learned prototype sequence per class,
squared distances between every sample and every prototype by ordinary
ops, the soft-DTW value of each pair by pytorch-softdtw's _SoftDTW
Function: forward the softmin recursion R[i, j] = D[i - 1, j - 1] -
gamma logsumexp(-R[neighbours] / gamma) cell by cell on a padded R,
saving D and R; backward the reverse recursion of the alignment matrix E
from exp((R[next] - R - D[next]) / gamma); logits -sdtw / 4; CE); a
Reformer classifier (shared-QK LSH attention with two hashes by a fixed
random-rotation buffer, argmax buckets, argsort of bucket * T + position,
gathers into sorted order, chunks of four attending to themselves and the
chunk before with normalised keys and a self mask, unsorted by the
inverse argsort, hashes combined by their logsumexp weights; reversible
residual layers y1 = x1 + Attn(LN(x2)), y2 = x2 + FF(LN(y1)); CE); a
Temporal Fusion Transformer forecaster (static-covariate GRN contexts, a
variable selection network of GRNs with a softmax over the variables, an
LSTM started from the static contexts, GLU gated skips with LayerNorm,
static enrichment, interpretable multi-head attention with one value
projection shared by the heads and the heads averaged under a causal mask,
a three-quantile head on the last two steps; pinball loss); and an E(n)
equivariant GNN (dense pairwise coordinate differences and squared
distances, edge MLP on (h_i, h_j, d_ij) masked by padding and the
diagonal with a sigmoid edge gate, coordinate updates by the differences
times an MLP of the messages, residual node MLP on the summed messages, a
masked sum readout; MSE on a graph property plus MSE of the updated
coordinates); like heldout_relate.py's models they never enter the zoo.

  pact_cnn         img [4, 3, 8, 8], labels [4] (5 classes) -> Pact(BN(Conv(3, 8, 3, pad 1)), alpha0, 2);
                   Pact(BN(Conv(8, 16, 3, s2, pad 1, no bias)), alpha1, 2) [4, 16, 4, 4]; ReLU(BN(Conv(16, 16, 3,
                   pad 1, no bias))); mean pool, Linear(16, 5); alpha0 / alpha1 parameters [1] (1.5, 1.0) (custom
                   Function PactQuant.apply(x, alpha, bits): save_for_backward(x, alpha), s = (2^bits - 1) / alpha,
                   forward round(minimum(clamp(x, min 0), alpha) s) / s; backward gi = g.clone(), gi[x.le(0)] = 0,
                   gi[x.ge(alpha)] = 0, ga = g.clone(), ga[x.lt(alpha)] = 0, ga.sum().expand_as(alpha), None);
                   criterion: CE; subset = alpha1, conv0.weight.
  softdtw_proto    x [4, 3, 8] (channels first), labels [4] (3 classes) -> z = Conv1d(3, 8, 3, pad 1) ReLU
                   Conv1d(8, 4, 3, pad 1), transposed [4, 8, 4]; prototypes P [3, 5, 4]; D = |z_i|^2 + |p_j|^2 - 2
                   z_i.p_j for every (sample, class) pair [12, 8, 5]; sdtw = SoftDTW.apply(D, 0.5) [12] viewed [4,
                   3]; logits -sdtw / 4 (custom Function: R = full inf [12, 10, 7], R[:, 0, 0] = 0, R[:, i, j] =
                   D[:, i - 1, j - 1] - gamma logsumexp(stack(-R[i - 1, j - 1], -R[i - 1, j], -R[i, j - 1]) /
                   gamma) for j then i, save_for_backward(D, R), returns R[:, -2, -2]; backward pads D, E[:, -1,
                   -1] = 1, R's last row / column -inf with R[-1, -1] = R[-2, -2], E[i, j] = sum over the three
                   successors of E[next] exp((R[next] - R[i, j] - D[next]) / gamma), returns g[:, None, None] E,
                   None); criterion: CE; subset = protos, enc.2.weight.
  reformer_lsh     input_ids [2, 16] (vocab 32), labels [2] (3 classes) -> Embedding(32, 16) + pos [16, 16]; x1 = x2
                   = x; 2 reversible layers: y1 = x1 + LSHAttn(LN(x2)), y2 = x2 + Linear(32, 16)(GELU(Linear(16,
                   32)(LN(y1)))); LSHAttn: qk = Linear(16, 16, no bias), v = Linear(16, 16, no bias), 2 heads of 8,
                   rotations buffer [2, 8, 2, 2]; buckets = argmax(cat(r, -r)) + 4 hash [2, 2, 32]; sticker =
                   argsort(16 buckets + arange(32) % 16), undo = argsort(sticker), st = sticker % 16; gathered q,
                   normalised k, v in chunks of 4 with the chunk before (cat with roll); dots / sqrt(8), self mask
                   -5e4, lse = logsumexp, softmax, bo = p v; unsorted by gather(undo); out = sum over hashes of o
                   exp(lse - logsumexp over hashes); Linear(16, 16); head LN(cat(y1, y2)) mean, Linear(32, 3);
                   criterion: CE; subset = layers.1.attn.qk.weight, pos.
  tft_forecast     x_time [3, 8, 3], x_static [3] (3 categories), target [3, 2] -> s = Embedding(3, 8)(x_static);
                   contexts c_sel, c_enr, c_h, c_c = 4 GRN(8); per-variable Linear(1, 8) [3, 8, 3, 8]; VSN: w =
                   softmax(GRN(24 -> 3, context c_sel)(flatten)), sum over variables of w GRN_v(8)(e_v) [3, 8, 8];
                   LSTM(8, 8) from (c_h, c_c); a = LN(GLU(lstm) + vsn); e = GRN(8, context c_enr)(a); interpretable
                   MHA, 2 heads: per-head q / k Linear(8, 4), one shared v Linear(8, 4), causal mask, heads
                   averaged, Linear(4, 8); b = LN(GLU(attn) + e); c = LN(GLU(GRN(8)(b)) + a); Linear(8, 3)
                   quantiles on the last 2 steps [3, 2, 3]; GRN(x, c) = LN(skip(x) + GLU(Linear(ELU(Linear(x) +
                   Linear_c(c))))); criterion: pinball at 0.1 / 0.5 / 0.9; subset = vsn.flat.fc1.weight,
                   attn.w_v.weight; mkldnn=False (the mkldnn LSTM graph does not replay).
  egnn_dense       h [2, 5, 4], pos [2, 5, 3], node_mask [2, 5] (graph 1 of 4 nodes), y [2, 1], pos_t [2, 5, 3],
                   target_mask [2, 5] (= node_mask) -> h = Linear(4, 16)(h); 3 EGCLs: diff = x_i - x_j [2, 5, 5,
                   3], d = sum diff^2; m = SiLU(Linear(16, 16)(SiLU(Linear(33, 16)(cat(h_i, h_j, d)))))
                   sigmoid(Linear(16, 1)(m)) edge_mask (off-diagonal, both nodes real); x = x + sum_j diff
                   Linear(16, 1, no bias)(SiLU(Linear(16, 16)(m))) / 4 node_mask; h = (h + Linear(16,
                   16)(SiLU(Linear(32, 16)(cat(h, sum_j m))))) node_mask; readout Linear(16, 1)(SiLU(Linear(16,
                   16)(sum of h node_mask))); returns (prop, x); criterion: MSE(prop, y) + MSE of (x - pos_t)
                   target_mask; subset = layers.1.coord_mlp.2.weight, emb.bias.
No subset above is a tail.
"""
from __future__ import annotations

import math

import torch
import torch.nn as nn
import torch.nn.functional as F
from .heldout_subsets import where as _where

V55 = ["pact_cnn", "softdtw_proto", "reformer_lsh", "tft_forecast", "egnn_dense"]


# ------------------------------------------------------------------ PACT, learned clip activation quantiser
class PactQuant(torch.autograd.Function):
    """PACT (Choi et al. 2018) as distiller's LearnedClippedLinearQuantizeSTE: clamp to [0, alpha], k-bit
    linear quantisation and dequantisation; backward straight-through inside the clip range and the gradient
    of alpha from the clipped elements (both by boolean-mask index_put on a clone of the incoming gradient)."""

    @staticmethod
    def forward(ctx, x, alpha, bits):
        ctx.save_for_backward(x, alpha)
        scale = (2 ** bits - 1) / alpha
        out = torch.minimum(torch.clamp(x, min=0.0), alpha)
        return torch.round(scale * out) / scale

    @staticmethod
    def backward(ctx, g):
        x, alpha = ctx.saved_tensors
        grad_x = g.clone()
        grad_x[x.le(0)] = 0
        grad_x[x.ge(alpha)] = 0
        grad_alpha = g.clone()
        grad_alpha[x.lt(alpha)] = 0
        grad_alpha = grad_alpha.sum().expand_as(alpha)
        return grad_x, grad_alpha, None


class PactCNN(nn.Module):
    """A CNN whose first two activations are PACT-quantised to 2 bits, each with its own learned clip."""

    def __init__(self, classes=5, a_bits=2):
        super().__init__()
        self.conv0 = nn.Conv2d(3, 8, 3, 1, 1)
        self.bn0 = nn.BatchNorm2d(8)
        self.alpha0 = nn.Parameter(torch.tensor([1.5]))
        self.conv1 = nn.Conv2d(8, 16, 3, 2, 1, bias=False)
        self.bn1 = nn.BatchNorm2d(16)
        self.alpha1 = nn.Parameter(torch.tensor([1.0]))
        self.conv2 = nn.Conv2d(16, 16, 3, 1, 1, bias=False)
        self.bn2 = nn.BatchNorm2d(16)
        self.fc = nn.Linear(16, classes)
        self.a_bits = a_bits

    def forward(self, img):
        x = PactQuant.apply(self.bn0(self.conv0(img)), self.alpha0, self.a_bits)
        x = PactQuant.apply(self.bn1(self.conv1(x)), self.alpha1, self.a_bits)      # [B, 16, 4, 4]
        x = F.relu(self.bn2(self.conv2(x)))
        return self.fc(x.mean(dim=(2, 3)))


# ------------------------------------------------------------------ soft-DTW, DP forward and backward Function
class SoftDTW(torch.autograd.Function):
    """Soft-DTW (Cuturi & Blondel 2017) as pytorch-softdtw's _SoftDTW on the CPU: the softmin recursion over a
    padded cost-to-go matrix R in forward, the alignment matrix E by the reverse recursion in backward."""

    @staticmethod
    def forward(ctx, D, gamma):
        B, N, M = D.shape
        R = torch.full((B, N + 2, M + 2), math.inf, dtype=D.dtype)
        R[:, 0, 0] = 0
        for j in range(1, M + 1):
            for i in range(1, N + 1):
                r = torch.stack([-R[:, i - 1, j - 1], -R[:, i - 1, j], -R[:, i, j - 1]]) / gamma
                R[:, i, j] = D[:, i - 1, j - 1] - gamma * torch.logsumexp(r, dim=0)
        ctx.gamma = gamma
        ctx.save_for_backward(D, R)
        return R[:, -2, -2].clone()

    @staticmethod
    def backward(ctx, g):
        D_, R = ctx.saved_tensors
        gamma = ctx.gamma
        B, N, M = D_.shape
        D = D_.new_zeros(B, N + 2, M + 2)
        D[:, 1:N + 1, 1:M + 1] = D_
        E = D_.new_zeros(B, N + 2, M + 2)
        E[:, -1, -1] = 1
        R = R.clone()
        R[:, :, -1] = -math.inf
        R[:, -1, :] = -math.inf
        R[:, -1, -1] = R[:, -2, -2]
        for j in range(M, 0, -1):
            for i in range(N, 0, -1):
                a = torch.exp((R[:, i + 1, j] - R[:, i, j] - D[:, i + 1, j]) / gamma)
                b = torch.exp((R[:, i, j + 1] - R[:, i, j] - D[:, i, j + 1]) / gamma)
                c = torch.exp((R[:, i + 1, j + 1] - R[:, i, j] - D[:, i + 1, j + 1]) / gamma)
                E[:, i, j] = E[:, i + 1, j] * a + E[:, i, j + 1] * b + E[:, i + 1, j + 1] * c
        return g.view(-1, 1, 1) * E[:, 1:N + 1, 1:M + 1], None


class SoftDtwProto(nn.Module):
    """Sequence classification by the soft-DTW discrepancy to one learned prototype sequence per class."""

    def __init__(self, g, c_in=3, d=4, proto_len=5, classes=3, gamma=0.5):
        super().__init__()
        self.enc = nn.Sequential(nn.Conv1d(c_in, 8, 3, padding=1), nn.ReLU(), nn.Conv1d(8, d, 3, padding=1))
        self.protos = nn.Parameter(0.5 * torch.randn(classes, proto_len, d, generator=g))
        self.gamma = gamma

    def forward(self, x):
        z = self.enc(x).transpose(1, 2)                                         # [B, T, d]
        B, T, d = z.shape
        C, L, _ = self.protos.shape
        zz = (z ** 2).sum(-1)                                                    # [B, T]
        pp = (self.protos ** 2).sum(-1)                                          # [C, L]
        cross = torch.einsum("btd,cld->bctl", z, self.protos)                   # [B, C, T, L]
        D = zz[:, None, :, None] + pp[None, :, None, :] - 2 * cross
        sdtw = SoftDTW.apply(D.reshape(B * C, T, L), self.gamma).view(B, C)
        return -sdtw / 4.0


# ------------------------------------------------------------------ Reformer, LSH attention + reversible layers
class LSHSelfAttention(nn.Module):
    """Reformer's shared-QK LSH attention (Kitaev et al. 2020): random-rotation hashing into buckets, a sort by
    bucket and position, chunked attention to the chunk and the one before with normalised keys and a
    self-mask, unsort, the hashes combined by their logsumexp weights."""

    def __init__(self, g, d=16, heads=2, n_buckets=4, n_hashes=2, chunk=4):
        super().__init__()
        self.qk = nn.Linear(d, d, bias=False)
        self.v = nn.Linear(d, d, bias=False)
        self.out = nn.Linear(d, d)
        self.heads, self.dh = heads, d // heads
        self.n_buckets, self.n_hashes, self.chunk = n_buckets, n_hashes, chunk
        self.register_buffer("rotations", torch.randn(heads, self.dh, n_hashes, n_buckets // 2, generator=g))

    def forward(self, x):
        B, T, d = x.shape
        H, dh, nh = self.heads, self.dh, self.n_hashes
        qk = self.qk(x).view(B, T, H, dh).transpose(1, 2)                       # [B, H, T, dh]
        v = self.v(x).view(B, T, H, dh).transpose(1, 2)
        rot = torch.einsum("bhtd,hdkr->bhktr", qk, self.rotations)              # [B, H, nh, T, nb/2]
        buckets = torch.argmax(torch.cat([rot, -rot], dim=-1), dim=-1)          # [B, H, nh, T]
        offsets = torch.arange(nh, device=x.device).view(1, 1, nh, 1) * self.n_buckets
        buckets = (buckets + offsets).reshape(B, H, nh * T)
        ticker = torch.arange(nh * T, device=x.device).expand(B, H, nh * T)
        sticker = torch.argsort(T * buckets + ticker % T, dim=-1)
        undo = torch.argsort(sticker, dim=-1)
        st = sticker % T                                                         # original positions
        idx = st.unsqueeze(-1).expand(-1, -1, -1, dh)
        sq = qk.gather(2, idx)
        sv = v.gather(2, idx)
        n_ch = nh * T // self.chunk
        bq = sq.view(B, H, n_ch, self.chunk, dh)
        bk = F.normalize(bq, dim=-1)
        bv = sv.view(B, H, n_ch, self.chunk, dh)
        bt = st.view(B, H, n_ch, self.chunk)
        bk = torch.cat([bk, bk.roll(1, dims=2)], dim=3)                         # look one chunk back
        bv = torch.cat([bv, bv.roll(1, dims=2)], dim=3)
        kt = torch.cat([bt, bt.roll(1, dims=2)], dim=3)
        dots = bq @ bk.transpose(-1, -2) / math.sqrt(dh)                        # [B, H, n_ch, c, 2c]
        dots = dots.masked_fill(bt.unsqueeze(-1) == kt.unsqueeze(-2), -5e4)
        lse = torch.logsumexp(dots, dim=-1, keepdim=True)
        bo = torch.exp(dots - lse) @ bv                                          # [B, H, n_ch, c, dh]
        so = bo.reshape(B, H, nh * T, dh)
        slog = lse.reshape(B, H, nh * T)
        o = so.gather(2, undo.unsqueeze(-1).expand(-1, -1, -1, dh)).view(B, H, nh, T, dh)
        logits = slog.gather(2, undo).view(B, H, nh, T, 1)
        probs = torch.exp(logits - torch.logsumexp(logits, dim=2, keepdim=True))
        out = (o * probs).sum(dim=2)                                             # [B, H, T, dh]
        return self.out(out.transpose(1, 2).reshape(B, T, d))


class ReversibleLayer(nn.Module):
    def __init__(self, g, d=16):
        super().__init__()
        self.ln_a, self.ln_f = nn.LayerNorm(d), nn.LayerNorm(d)
        self.attn = LSHSelfAttention(g, d)
        self.ff = nn.Sequential(nn.Linear(d, 2 * d), nn.GELU(), nn.Linear(2 * d, d))

    def forward(self, x1, x2):
        y1 = x1 + self.attn(self.ln_a(x2))
        y2 = x2 + self.ff(self.ln_f(y1))
        return y1, y2


class ReformerCls(nn.Module):
    def __init__(self, g, vocab=32, d=16, T=16, classes=3):
        super().__init__()
        self.emb = nn.Embedding(vocab, d)
        self.pos = nn.Parameter(0.1 * torch.randn(T, d, generator=g))
        self.layers = nn.ModuleList([ReversibleLayer(g, d) for _ in range(2)])
        self.ln = nn.LayerNorm(2 * d)
        self.fc = nn.Linear(2 * d, classes)

    def forward(self, input_ids):
        x = self.emb(input_ids) + self.pos
        x1, x2 = x, x
        for layer in self.layers:
            x1, x2 = layer(x1, x2)
        return self.fc(self.ln(torch.cat([x1, x2], dim=-1)).mean(dim=1))


# ------------------------------------------------------------------ Temporal Fusion Transformer
class GRN(nn.Module):
    """TFT's gated residual network: LN(skip(x) + GLU(W1 ELU(W2 x + W3 c)))."""

    def __init__(self, d_in, d_hidden, d_out, d_ctx=None):
        super().__init__()
        self.fc1 = nn.Linear(d_in, d_hidden)
        self.ctx = nn.Linear(d_ctx, d_hidden, bias=False) if d_ctx else None
        self.fc2 = nn.Linear(d_hidden, d_hidden)
        self.glu = nn.Linear(d_hidden, 2 * d_out)
        self.skip = nn.Linear(d_in, d_out) if d_in != d_out else None
        self.ln = nn.LayerNorm(d_out)

    def forward(self, x, c=None):
        a = self.fc1(x)
        if self.ctx is not None:
            a = a + self.ctx(c)
        a = self.fc2(F.elu(a))
        res = x if self.skip is None else self.skip(x)
        return self.ln(res + F.glu(self.glu(a), dim=-1))


class GateAddNorm(nn.Module):
    def __init__(self, d):
        super().__init__()
        self.glu = nn.Linear(d, 2 * d)
        self.ln = nn.LayerNorm(d)

    def forward(self, x, skip):
        return self.ln(F.glu(self.glu(x), dim=-1) + skip)


class VariableSelection(nn.Module):
    def __init__(self, n_vars, d):
        super().__init__()
        self.flat = GRN(n_vars * d, d, n_vars, d_ctx=d)
        self.per_var = nn.ModuleList([GRN(d, d, d) for _ in range(n_vars)])

    def forward(self, e, c):                                                     # e [B, T, V, d], c [B, d]
        B, T, V, d = e.shape
        w = torch.softmax(self.flat(e.reshape(B, T, V * d), c.unsqueeze(1)), dim=-1)   # [B, T, V]
        proc = torch.stack([grn(e[:, :, i]) for i, grn in enumerate(self.per_var)], dim=2)
        return (w.unsqueeze(-1) * proc).sum(dim=2)


class InterpretableMHA(nn.Module):
    """TFT's interpretable multi-head attention: per-head queries and keys, one value projection shared by
    every head, the heads averaged rather than concatenated."""

    def __init__(self, d, heads=2):
        super().__init__()
        dh = d // heads
        self.w_q = nn.ModuleList([nn.Linear(d, dh) for _ in range(heads)])
        self.w_k = nn.ModuleList([nn.Linear(d, dh) for _ in range(heads)])
        self.w_v = nn.Linear(d, dh)
        self.w_o = nn.Linear(dh, d)
        self.dh = dh

    def forward(self, x):
        T = x.shape[1]
        mask = torch.triu(torch.ones(T, T, dtype=torch.bool, device=x.device), diagonal=1)
        v = self.w_v(x)
        heads = []
        for wq, wk in zip(self.w_q, self.w_k):
            s = wq(x) @ wk(x).transpose(1, 2) / math.sqrt(self.dh)
            heads.append(torch.softmax(s.masked_fill(mask, -1e9), dim=-1) @ v)
        return self.w_o(torch.stack(heads, dim=0).mean(dim=0))


class TFT(nn.Module):
    def __init__(self, n_vars=3, n_static=3, d=8, horizon=2, quantiles=3):
        super().__init__()
        self.static_emb = nn.Embedding(n_static, d)
        self.c_sel, self.c_enr, self.c_h, self.c_c = (GRN(d, d, d) for _ in range(4))
        self.var_fc = nn.ModuleList([nn.Linear(1, d) for _ in range(n_vars)])
        self.vsn = VariableSelection(n_vars, d)
        self.lstm = nn.LSTM(d, d, batch_first=True)
        self.post_lstm = GateAddNorm(d)
        self.enrich = GRN(d, d, d, d_ctx=d)
        self.attn = InterpretableMHA(d)
        self.post_attn = GateAddNorm(d)
        self.pos_ff = GRN(d, d, d)
        self.pre_out = GateAddNorm(d)
        self.out = nn.Linear(d, quantiles)
        self.horizon = horizon

    def forward(self, x_time, x_static):
        s = self.static_emb(x_static)                                           # [B, d]
        c_sel, c_enr = self.c_sel(s), self.c_enr(s)
        h0, c0 = self.c_h(s).unsqueeze(0), self.c_c(s).unsqueeze(0)
        e = torch.stack([fc(x_time[..., i:i + 1]) for i, fc in enumerate(self.var_fc)], dim=2)   # [B, T, V, d]
        sel = self.vsn(e, c_sel)                                                 # [B, T, d]
        lstm_out, _ = self.lstm(sel, (h0, c0))
        a = self.post_lstm(lstm_out, sel)
        en = self.enrich(a, c_enr.unsqueeze(1))
        b = self.post_attn(self.attn(en), en)
        c = self.pre_out(self.pos_ff(b), a)
        return self.out(c[:, -self.horizon:])                                    # [B, horizon, Q]


def _pinball(out, target, quantiles=(0.1, 0.5, 0.9)):
    q = torch.tensor(quantiles, dtype=out.dtype)
    err = target.unsqueeze(-1) - out
    return torch.maximum(q * err, (q - 1) * err).mean()


# ------------------------------------------------------------------ E(n) equivariant GNN, dense
class EGCL(nn.Module):
    """EGNN's equivariant graph convolutional layer (Satorras et al. 2021) on a dense padded batch."""

    def __init__(self, d=16):
        super().__init__()
        self.edge_mlp = nn.Sequential(nn.Linear(2 * d + 1, d), nn.SiLU(), nn.Linear(d, d), nn.SiLU())
        self.att = nn.Linear(d, 1)
        self.coord_mlp = nn.Sequential(nn.Linear(d, d), nn.SiLU(), nn.Linear(d, 1, bias=False))
        self.node_mlp = nn.Sequential(nn.Linear(2 * d, d), nn.SiLU(), nn.Linear(d, d))
        nn.init.xavier_uniform_(self.coord_mlp[2].weight, gain=0.1)

    def forward(self, h, x, node_mask, edge_mask):
        B, N, d = h.shape
        diff = x.unsqueeze(2) - x.unsqueeze(1)                                  # [B, N, N, 3]
        radial = (diff ** 2).sum(-1, keepdim=True)
        hi = h.unsqueeze(2).expand(B, N, N, d)
        hj = h.unsqueeze(1).expand(B, N, N, d)
        m = self.edge_mlp(torch.cat([hi, hj, radial], dim=-1))
        m = m * torch.sigmoid(self.att(m)) * edge_mask
        x = x + (diff * self.coord_mlp(m) * edge_mask).sum(2) / (N - 1) * node_mask
        h = h + self.node_mlp(torch.cat([h, m.sum(2)], dim=-1))
        return h * node_mask, x


class EGNN(nn.Module):
    def __init__(self, d_in=4, d=16, layers=3):
        super().__init__()
        self.emb = nn.Linear(d_in, d)
        self.layers = nn.ModuleList([EGCL(d) for _ in range(layers)])
        self.head = nn.Sequential(nn.Linear(d, d), nn.SiLU(), nn.Linear(d, 1))

    def forward(self, h, pos, node_mask):
        N = h.shape[1]
        nm = node_mask.unsqueeze(-1)                                             # [B, N, 1]
        eye = torch.eye(N, dtype=h.dtype, device=h.device)
        em = (nm.unsqueeze(2) * nm.unsqueeze(1)) * (1 - eye).unsqueeze(-1)       # [B, N, N, 1]
        h = self.emb(h) * nm
        x = pos
        for layer in self.layers:
            h, x = layer(h, x, nm, em)
        return self.head((h * nm).sum(1)), x


def _egnn_loss(out, y, pos_t, target_mask):
    prop, x = out
    return F.mse_loss(prop, y) + ((x - pos_t) ** 2 * target_mask.unsqueeze(-1)).sum() / target_mask.sum()


# ------------------------------------------------------------------ build
def _pick(m, names):
    idx = _where(m, lambda n: n in names)
    assert len(idx) == len(names), (idx, names)
    return idx


def build(name: str, g: torch.Generator, Spec, call, ce):
    if name == "pact_cnn":
        m = PactCNN()
        return Spec(m, {"img": torch.randn(4, 3, 8, 8, generator=g)},
                    {"labels": torch.randint(0, 5, (4,), generator=g)}, call, ce,
                    subset=_pick(m, ("alpha1", "conv0.weight")),
                    notes="held out (relate v55): PACT CNN, the first two activations quantised to 2 bits with "
                          "a learned clip alpha each by distiller's LearnedClippedLinearQuantizeSTE custom "
                          "autograd.Function (round(min(relu(x), alpha) s) / s, saves the input and alpha; "
                          "backward by boolean-mask index_put on clones of the gradient: straight-through inside "
                          "(0, alpha), and for alpha the summed gradient where x >= alpha), CE; subset = alpha1, "
                          "conv0.weight (not a tail)")
    if name == "softdtw_proto":
        m = SoftDtwProto(g)
        return Spec(m, {"x": torch.randn(4, 3, 8, generator=g)}, {"labels": torch.tensor([0, 1, 2, 1])}, call, ce,
                    subset=_pick(m, ("protos", "enc.2.weight")),
                    notes="held out (relate v55): soft-DTW prototype classifier, a Conv1d encoder, one learned "
                          "prototype sequence per class, squared distances of every (sample, prototype) pair by "
                          "ordinary ops, soft-DTW by pytorch-softdtw's _SoftDTW custom autograd.Function "
                          "(softmin recursion cell by cell on a padded R in forward, saves D and R; reverse "
                          "recursion of the alignment matrix E in backward), logits -sdtw / 4, CE; subset = "
                          "protos, enc.2.weight (not a tail)")
    if name == "reformer_lsh":
        m = ReformerCls(g)
        return Spec(m, {"input_ids": torch.randint(0, 32, (2, 16), generator=g)}, {"labels": torch.tensor([2, 0])},
                    call, ce, subset=_pick(m, ("layers.1.attn.qk.weight", "pos")),
                    notes="held out (relate v55): Reformer classifier, shared-QK LSH attention (two hashes by a "
                          "fixed random-rotation buffer, argmax buckets, argsort by bucket and position, gathers, "
                          "chunks attending to themselves and the chunk before with normalised keys and a self "
                          "mask, unsort by the inverse argsort, hashes weighted by their logsumexp), reversible "
                          "residual layers on two streams, CE; subset = layers.1.attn.qk.weight, pos (not a tail)")
    if name == "tft_forecast":
        m = TFT()
        return Spec(m, {"x_time": torch.randn(3, 8, 3, generator=g), "x_static": torch.tensor([0, 2, 1])},
                    {"target": torch.randn(3, 2, generator=g)}, call, _pinball, mkldnn=False,
                    subset=_pick(m, ("vsn.flat.fc1.weight", "attn.w_v.weight")),
                    notes="held out (relate v55): Temporal Fusion Transformer forecaster, static-covariate GRN "
                          "contexts, a variable selection network (GRNs, softmax over the variables), an LSTM "
                          "started from the static contexts, GLU gated skips with LayerNorm, static enrichment, "
                          "interpretable multi-head attention (one shared value projection, heads averaged, "
                          "causal mask), a three-quantile head on the last two steps, pinball loss; subset = "
                          "vsn.flat.fc1.weight, attn.w_v.weight (not a tail)")
    if name == "egnn_dense":
        m = EGNN()
        node_mask = torch.ones(2, 5)
        node_mask[1, 4] = 0
        pos = torch.randn(2, 5, 3, generator=g) * node_mask.unsqueeze(-1)
        return Spec(m, {"h": torch.randn(2, 5, 4, generator=g) * node_mask.unsqueeze(-1), "pos": pos,
                        "node_mask": node_mask},
                    {"y": torch.randn(2, 1, generator=g), "pos_t": pos + 0.1 * torch.randn(2, 5, 3, generator=g),
                     "target_mask": node_mask.clone()}, call, _egnn_loss,
                    subset=_pick(m, ("layers.1.coord_mlp.2.weight", "emb.bias")),
                    notes="held out (relate v55): E(n) equivariant GNN on a dense padded batch, pairwise "
                          "coordinate differences and squared distances, an edge MLP on (h_i, h_j, d_ij) with a "
                          "sigmoid edge gate masked by padding and the diagonal, coordinate updates by the "
                          "differences times an MLP of the messages, residual node MLPs, a masked sum readout; "
                          "MSE on the graph property + MSE of the updated coordinates; subset = "
                          "layers.1.coord_mlp.2.weight, emb.bias (not a tail)")
    raise KeyError(name)
