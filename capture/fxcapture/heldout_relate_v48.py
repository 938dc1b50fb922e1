"""Forty-eighth held-out set for `fxmatch relate` (2026-12-05, /work/pending/heldout_relate_v48).

Written to score main blind: captured once and scored with main's binary and
rules, no engine change in between, and no fxmatch run on these captures
while they were written. Its five families are new to the project (no
earlier set has them) and every one puts a custom torch.autograd.Function in
the graph the way real training code does, each of a kind no earlier set
had: a Switch Transformer classifier whose capacity-limited top-1 MoE
dispatch is a Function (the routed tokens gathered into [E, C, d] expert
slots by a slot -> token index with an empty-slot zero row, only the integer
index saved, the backward an index_add scatter back onto the tokens), one of
the sixteen tokens dropped past an expert's capacity and kept by the
residual, plus a load-balancing aux loss; a DiT denoiser whose adaLN-Zero
blocks end in a fused SwiGLU Function (silu(a) * b saving only a and b, the
backward recomputing the sigmoid); an ELECTRA replaced-token-detection step
whose every LayerNorm (eleven applications, the shared embedding norm twice)
is an Apex-style fused LayerNorm Function saving x, the weight and two
intermediates (mean, rstd), with a tied MLM decoder and a detached greedy
replacement feeding the discriminator; a gated-attention multiple-instance
learner whose instance pooling is an exact sort-based 1.5-entmax Function
saving only its output (sparse: two exact zeros in bag 0, bag 1 dense); and a DeepLab-v3
style segmenter whose every BatchNorm + leaky ReLU is an InPlace-ABN Function
that writes over its input (ctx.mark_dirty), updates the running-stat
buffers in place inside its forward and saves its OUTPUT, the backward
inverting the activation and the |w| + eps affine to recover x_hat; like
heldout_relate.py's models they never enter the zoo.

  switch_moe_dispatch  tokens [2, 8] (vocab 20), labels [2] (3 classes) -> Embedding(20, 16) + learned position [8,
                       16]; pre-LN attention (LayerNorm, qkv Linear(16, 48), 2 heads, o Linear(16, 16) residual);
                       LayerNorm, SwitchFFN over the 16 tokens: router Linear(16, 4, no bias) softmax, top-1 gate =
                       max prob, capacity 5 (expert 2 gets 6 tokens), queue position by cumsum of the one-hot (an
                       arange comparison), slot = expert * 5 + pos or the dropped slot 20, a [21] slot -> token
                       index by scatter into a fill of N = 16; MoeDispatch.apply(x, slot_token, 4, 5) (custom
                       Function: cat a zero row, xp[slot_token].view(E, C, d), save_for_backward(slot_token),
                       ctx.n, backward zeros(N + 1, d).index_add_(0, slot_token, g)[:N], None x3); experts relu(bmm(
                       xe, w1 [4, 16, 32]) + b1) bmm w2 [4, 32, 16] + b2; combine: cat a zero row, index by slot,
                       times the gate, residual; aux = E * sum(fraction routed * mean prob); final LayerNorm, mean
                       pool, Linear(16, 3); criterion: CE + 0.01 aux; subset = moe.router.weight, qkv.bias.
  dit_adaln_swiglu     x0 [2, 4, 8, 8], noise [2, 4, 8, 8], t [17, 73], y [3, 0] (5 classes), target = noise ->
                       alphas_cumprod buffer (100 linear betas) indexed by t, x_t = sqrt(a) x0 + sqrt(1 - a) noise;
                       patchify Conv2d(4, 24, 2, stride 2) -> 16 tokens + a fixed 2D sin-cos buffer [16, 24];
                       timestep cos / sin of a freqs buffer [8] -> Linear(16, 24) SiLU Linear(24, 24), plus
                       Embedding(6, 24) class (with the null class); 2 DiT blocks: adaLN Linear(24, 144) on silu(c)
                       (near-zero init) -> shift / scale / gate for attention and MLP, affine-free LayerNorms
                       modulated by (1 + scale) and shift, qkv Linear(24, 72), 2 heads, proj gated residual, w12
                       Linear(24, 64, no bias) split a, b -> SwiGLUFn.apply(a, b) (custom Function:
                       save_for_backward(a, b), forward F.silu(a) * b, backward s = sigmoid(a), g b s (1 + a (1 -
                       s)) and g a s), w3 Linear(32, 24, no bias) gated residual; final adaLN Linear(24, 48),
                       LayerNorm, Linear(24, 16), unpatchify to [2, 4, 8, 8]; criterion: MSE to the noise; subset =
                       blocks.0.adaLN.weight, blocks.1.w12.weight.
  electra_fused_ln     masked_ids, orig_ids [2, 10] (vocab 24, pad 0, [MASK] 1, row 1 padded from 8), mlm_mask [2,
                       10] (5 positions), keep [2, 10]; targets mlm_labels (-100 off the masked positions), keep_f
                       -> shared Embedding(24, 16) + position Embedding(10, 16) weight slice, embedding FusedLN;
                       generator: one pre-LN layer (FusedLN, qkv Linear(16, 48), 2 heads with the padding keys
                       masked_fill -1e4, out Linear, FusedLN, GELU FFN 16 -> 32 -> 16), FusedLN, Linear(16, 16)
                       GELU FusedLN, decoder tied to the word embedding + gen_bias [24]; argmax of the detached
                       logits replaces the masked tokens (torch.where), replaced = (disc_ids != orig).float();
                       discriminator: the same embeddings and embedding FusedLN, two pre-LN layers, FusedLN,
                       Linear(16, 16) GELU Linear(16, 1); every FusedLN is FusedLayerNormFn (custom Function: mean,
                       rstd = rsqrt(mean((x - mean)^2) + eps), save_for_backward(x, weight, mean, rstd), backward
                       recomputes x_hat, rstd (gh - mean(gh) - x_hat mean(gh x_hat)), sums for weight and bias,
                       None for eps); criterion: MLM CE (ignore_index -100) + 50 * keep-masked BCE with logits;
                       subset = gen_bias, disc.0.ln2.weight.
  attn_mil_entmax      bags [2, 6, 3, 12, 12] (texture plus a per-patch stain colour), labels [1., 0.] -> the 12
                       patches through Conv2d(3, 8, 3, pad 1) relu max_pool2d 2, Conv2d(8, 16, 3, pad 1) relu,
                       spatial mean, Linear(16, 24) relu -> h [2, 6, 24]; gated attention att_w(tanh(att_v(h)) *
                       sigmoid(att_u(h))) with Linear(24, 16) x2 and Linear(16, 1) (weight 20 * randn, scores
                       spread: two exact zeros in bag 0); Entmax15Fn.apply(a, 1) (custom Function: (x - max) / 2,
                       sort descending, cumsum mean and mean of squares, tau = mean - sqrt(clamp((1 - ss) / rho,
                       0)), support = count(tau <= sorted), tau* by gather, y = clamp(x - tau*, 0)^2,
                       save_for_backward(y), ctx.dim; backward gppr = sqrt(y), gy gppr - (sum(gy gppr) / sum(gppr))
                       gppr, None); z = sum(w h), Linear(24, 1); the model returns (logits, weights); criterion: BCE
                       with logits; subset = att_u.weight, conv2.bias.
  inplace_abn_deeplab  img [2, 3, 16, 16], mask [2, 16, 16] (4 classes) -> ConvABN = bias-free Conv2d then
                       InPlaceABNFn: stem (3 -> 8, stride 2), layer (8 -> 16, stride 2) -> [2, 16, 4, 4]; ASPP: 1x1
                       ConvABN(16, 8), 3x3 dilation-2 ConvABN(16, 8), image pooling mean -> Conv2d(16, 8, 1) relu
                       expanded; concat, 1x1 ConvABN(24, 16), Conv2d(16, 4, 1), bilinear interpolate to 16 x 16;
                       InPlaceABNFn (custom Function, five applications: batch mean and biased var over (N, H, W),
                       running_mean / running_var buffers updated in place, x.sub_(mean).mul_(rstd (|w| +
                       eps)).add_(b), F.leaky_relu_(x, 0.01), ctx.mark_dirty(x), save_for_backward(output, var,
                       weight, bias), ctx.eps / slope; backward inverts the leaky ReLU and the affine from the
                       saved output, BN input grad, sum(gy x_hat) sign(w) for w, sum(gy) for b, None x5);
                       criterion: CE; subset = aspp2.abn.weight, stem.conv.weight.
No subset above is a tail.
"""
from __future__ import annotations

import math

import torch
import torch.nn as nn
import torch.nn.functional as F
from .heldout_subsets import where as _where

V48 = ["switch_moe_dispatch", "dit_adaln_swiglu", "electra_fused_ln", "attn_mil_entmax", "inplace_abn_deeplab"]


# ------------------------------------------------------------------ Switch Transformer, MoE dispatch Function
class MoeDispatch(torch.autograd.Function):
    """Gathers the routed tokens into [E, C, d] expert slots by a slot -> token index (N = an empty slot, a zero
    row); the backward scatters the slot gradients back onto the tokens with index_add."""

    @staticmethod
    def forward(ctx, x, slot_token, experts, capacity):
        n, d = x.shape
        xp = torch.cat([x, x.new_zeros(1, d)], dim=0)
        ctx.save_for_backward(slot_token)
        ctx.n = n
        return xp[slot_token].view(experts, capacity, d)

    @staticmethod
    def backward(ctx, g):
        (slot_token,) = ctx.saved_tensors
        d = g.shape[-1]
        gx = g.new_zeros(ctx.n + 1, d).index_add_(0, slot_token, g.reshape(-1, d))
        return gx[:ctx.n], None, None, None


class SwitchFFN(nn.Module):
    """Top-1 routing with a capacity factor: tokens past an expert's capacity are dropped (the residual keeps
    them); the experts' FFNs are batched matmuls over the dispatched slots."""

    def __init__(self, g, d=16, dff=32, experts=4, capacity=5):
        super().__init__()
        self.router = nn.Linear(d, experts, bias=False)
        self.w1 = nn.Parameter(torch.randn(experts, d, dff, generator=g) / math.sqrt(d))
        self.b1 = nn.Parameter(torch.zeros(experts, 1, dff))
        self.w2 = nn.Parameter(torch.randn(experts, dff, d, generator=g) / math.sqrt(dff))
        self.b2 = nn.Parameter(torch.zeros(experts, 1, d))
        self.E, self.C = experts, capacity

    def forward(self, x):                                             # [N, d]
        N, d = x.shape
        E, C = self.E, self.C
        probs = torch.softmax(self.router(x), dim=-1)                 # [N, E]
        gate, expert = probs.max(dim=-1)
        onehot = (expert[:, None] == torch.arange(E)).long()          # [N, E] (one_hot checks values by .item())
        pos = ((torch.cumsum(onehot, dim=0) - 1) * onehot).sum(-1)    # position in the expert's queue
        slot = torch.where(pos < C, expert * C + pos, torch.full_like(pos, E * C))   # E*C: dropped
        slot_token = torch.full((E * C + 1,), N, dtype=torch.long).scatter(0, slot, torch.arange(N))[:E * C]
        xe = MoeDispatch.apply(x, slot_token, E, C)                   # [E, C, d]
        h = F.relu(torch.bmm(xe, self.w1) + self.b1)
        ye = torch.bmm(h, self.w2) + self.b2                          # [E, C, d]
        yflat = torch.cat([ye.reshape(E * C, d), ye.new_zeros(1, d)], dim=0)
        y = yflat[slot] * gate[:, None]
        aux = E * (onehot.float().mean(0) * probs.mean(0)).sum()      # load-balancing loss
        return y, aux


class SwitchClassifier(nn.Module):
    def __init__(self, g, vocab=20, T=8, d=16, heads=2, classes=3):
        super().__init__()
        self.emb = nn.Embedding(vocab, d)
        self.pos = nn.Parameter(0.02 * torch.randn(T, d, generator=g))
        self.ln1 = nn.LayerNorm(d)
        self.qkv = nn.Linear(d, 3 * d)
        self.o = nn.Linear(d, d)
        self.ln2 = nn.LayerNorm(d)
        self.moe = SwitchFFN(g, d)
        self.ln_f = nn.LayerNorm(d)
        self.head = nn.Linear(d, classes)
        self.h = heads

    def forward(self, tokens):
        B, T = tokens.shape
        x = self.emb(tokens) + self.pos
        d = x.shape[-1]
        dh = d // self.h
        q, k, v = (t.view(B, T, self.h, dh).transpose(1, 2) for t in self.qkv(self.ln1(x)).chunk(3, dim=-1))
        att = torch.softmax(q @ k.transpose(-1, -2) / math.sqrt(dh), dim=-1) @ v
        x = x + self.o(att.transpose(1, 2).reshape(B, T, d))
        y, aux = self.moe(self.ln2(x).reshape(B * T, d))
        x = x + y.view(B, T, d)
        return self.head(self.ln_f(x).mean(1)), aux


def _switch_loss(out, labels):
    logits, aux = out
    return F.cross_entropy(logits, labels) + 0.01 * aux


# ------------------------------------------------------------------ DiT, adaLN-Zero, fused SwiGLU Function
class SwiGLUFn(torch.autograd.Function):
    """silu(a) * b saving only a and b; the backward recomputes the sigmoid."""

    @staticmethod
    def forward(ctx, a, b):
        ctx.save_for_backward(a, b)
        return F.silu(a) * b

    @staticmethod
    def backward(ctx, g):
        a, b = ctx.saved_tensors
        s = torch.sigmoid(a)
        ga = g * b * s * (1 + a * (1 - s))
        gb = g * a * s
        return ga, gb


def _sincos_2d(n, d):
    ys, xs = torch.meshgrid(torch.arange(n, dtype=torch.float32), torch.arange(n, dtype=torch.float32), indexing="ij")
    om = 1.0 / 10000 ** (torch.arange(d // 4, dtype=torch.float32) / (d // 4))
    out = [torch.sin(ys.reshape(-1, 1) * om), torch.cos(ys.reshape(-1, 1) * om),
           torch.sin(xs.reshape(-1, 1) * om), torch.cos(xs.reshape(-1, 1) * om)]
    return torch.cat(out, dim=1)                                      # [n*n, d]


class DitBlock(nn.Module):
    def __init__(self, g, d=24, heads=2, hidden=32):
        super().__init__()
        self.norm1 = nn.LayerNorm(d, elementwise_affine=False, eps=1e-6)
        self.qkv = nn.Linear(d, 3 * d)
        self.proj = nn.Linear(d, d)
        self.norm2 = nn.LayerNorm(d, elementwise_affine=False, eps=1e-6)
        self.w12 = nn.Linear(d, 2 * hidden, bias=False)
        self.w3 = nn.Linear(hidden, d, bias=False)
        self.adaLN = nn.Linear(d, 6 * d)
        with torch.no_grad():                                         # adaLN-"Zero": near-zero, not zero
            self.adaLN.weight.copy_(0.02 * torch.randn(6 * d, d, generator=g))
            self.adaLN.bias.zero_()
        self.h = heads

    def forward(self, x, c):
        B, T, d = x.shape
        dh = d // self.h
        sh1, sc1, g1, sh2, sc2, g2 = self.adaLN(F.silu(c))[:, None].chunk(6, dim=-1)
        h = self.norm1(x) * (1 + sc1) + sh1
        q, k, v = (t.view(B, T, self.h, dh).transpose(1, 2) for t in self.qkv(h).chunk(3, dim=-1))
        att = torch.softmax(q @ k.transpose(-1, -2) * dh ** -0.5, dim=-1) @ v
        x = x + g1 * self.proj(att.transpose(1, 2).reshape(B, T, d))
        h = self.norm2(x) * (1 + sc2) + sh2
        a, b = self.w12(h).chunk(2, dim=-1)
        return x + g2 * self.w3(SwiGLUFn.apply(a, b))


class DiT(nn.Module):
    def __init__(self, g, C=4, size=8, p=2, d=24, classes=5, steps=100):
        super().__init__()
        self.x_embed = nn.Conv2d(C, d, p, stride=p)
        n = size // p
        self.register_buffer("pos_embed", _sincos_2d(n, d))
        self.register_buffer("freqs", torch.exp(-math.log(10000) * torch.arange(8, dtype=torch.float32) / 8))
        self.t_mlp = nn.Sequential(nn.Linear(16, d), nn.SiLU(), nn.Linear(d, d))
        self.y_embed = nn.Embedding(classes + 1, d)                   # + the null class for CFG
        self.blocks = nn.ModuleList([DitBlock(g, d) for _ in range(2)])
        self.norm_f = nn.LayerNorm(d, elementwise_affine=False, eps=1e-6)
        self.adaLN_f = nn.Linear(d, 2 * d)
        self.final = nn.Linear(d, p * p * C)
        betas = torch.linspace(1e-4, 0.02, steps)
        self.register_buffer("alphas_cumprod", torch.cumprod(1 - betas, dim=0))
        self.C, self.p, self.n = C, p, n

    def forward(self, x0, noise, t, y):
        a = self.alphas_cumprod[t][:, None, None, None]
        xt = a.sqrt() * x0 + (1 - a).sqrt() * noise
        x = self.x_embed(xt).flatten(2).transpose(1, 2) + self.pos_embed      # [B, n*n, d]
        args = t.float()[:, None] * self.freqs[None]
        c = self.t_mlp(torch.cat([torch.cos(args), torch.sin(args)], dim=-1)) + self.y_embed(y)
        for blk in self.blocks:
            x = blk(x, c)
        shift, scale = self.adaLN_f(F.silu(c))[:, None].chunk(2, dim=-1)
        x = self.final(self.norm_f(x) * (1 + scale) + shift)            # [B, n*n, p*p*C]
        B, n, p, C = x.shape[0], self.n, self.p, self.C
        x = x.view(B, n, n, p, p, C).permute(0, 5, 1, 3, 2, 4)
        return x.reshape(B, C, n * p, n * p)                            # predicted noise


# ------------------------------------------------------------------ ELECTRA, fused LayerNorm Function
class FusedLayerNormFn(torch.autograd.Function):
    """Apex-style LayerNorm over the last dim saving x, the weight and the two statistics mean and rstd."""

    @staticmethod
    def forward(ctx, x, weight, bias, eps):
        mean = x.mean(-1, keepdim=True)
        rstd = torch.rsqrt(((x - mean) ** 2).mean(-1, keepdim=True) + eps)
        ctx.save_for_backward(x, weight, mean, rstd)
        return (x - mean) * rstd * weight + bias

    @staticmethod
    def backward(ctx, g):
        x, weight, mean, rstd = ctx.saved_tensors
        xhat = (x - mean) * rstd
        gh = g * weight
        gx = rstd * (gh - gh.mean(-1, keepdim=True) - xhat * (gh * xhat).mean(-1, keepdim=True))
        d = x.shape[-1]
        gw = (g * xhat).reshape(-1, d).sum(0)
        gb = g.reshape(-1, d).sum(0)
        return gx, gw, gb, None


class FusedLN(nn.Module):
    def __init__(self, d, eps=1e-12):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(d))
        self.bias = nn.Parameter(torch.zeros(d))
        self.eps = eps

    def forward(self, x):
        return FusedLayerNormFn.apply(x, self.weight, self.bias, self.eps)


class PreLnLayer(nn.Module):
    def __init__(self, d, heads=2, dff=32):
        super().__init__()
        self.ln1 = FusedLN(d)
        self.qkv = nn.Linear(d, 3 * d)
        self.out = nn.Linear(d, d)
        self.ln2 = FusedLN(d)
        self.ff1 = nn.Linear(d, dff)
        self.ff2 = nn.Linear(dff, d)
        self.h = heads

    def forward(self, x, keep):                                       # keep: [B, T] bool (not padding)
        B, T, d = x.shape
        dh = d // self.h
        q, k, v = (t.view(B, T, self.h, dh).transpose(1, 2) for t in self.qkv(self.ln1(x)).chunk(3, dim=-1))
        s = (q @ k.transpose(-1, -2)) / math.sqrt(dh)
        s = s.masked_fill(~keep[:, None, None, :], -1e4)
        x = x + self.out((torch.softmax(s, dim=-1) @ v).transpose(1, 2).reshape(B, T, d))
        return x + self.ff2(F.gelu(self.ff1(self.ln2(x))))


class Electra(nn.Module):
    """Generator (1 layer) and discriminator (2 layers) sharing the token / position embeddings and the
    embedding LayerNorm; the generator's MLM decoder is tied to the token embedding."""

    def __init__(self, vocab=24, T=10, d=16):
        super().__init__()
        self.word = nn.Embedding(vocab, d)
        self.posn = nn.Embedding(T, d)
        self.emb_ln = FusedLN(d)
        self.gen = PreLnLayer(d)
        self.gen_ln = FusedLN(d)
        self.gen_dense = nn.Linear(d, d)
        self.gen_head_ln = FusedLN(d)
        self.gen_bias = nn.Parameter(torch.zeros(vocab))
        self.disc = nn.ModuleList([PreLnLayer(d) for _ in range(2)])
        self.disc_ln = FusedLN(d)
        self.disc_dense = nn.Linear(d, d)
        self.disc_out = nn.Linear(d, 1)

    def embed(self, ids):
        return self.emb_ln(self.word(ids) + self.posn.weight[:ids.shape[1]])

    def forward(self, masked_ids, orig_ids, mlm_mask, keep):
        h = self.gen(self.embed(masked_ids), keep)
        h = self.gen_head_ln(F.gelu(self.gen_dense(self.gen_ln(h))))
        gen_logits = h @ self.word.weight.t() + self.gen_bias          # [B, T, V]
        sampled = gen_logits.detach().argmax(-1)                        # greedy "sample", no gradient
        disc_ids = torch.where(mlm_mask, sampled, orig_ids)
        replaced = (disc_ids != orig_ids).float()
        x = self.embed(disc_ids)
        for layer in self.disc:
            x = layer(x, keep)
        x = self.disc_ln(x)
        disc_logits = self.disc_out(F.gelu(self.disc_dense(x))).squeeze(-1)
        return gen_logits, disc_logits, replaced


def _electra_loss(out, mlm_labels, keep_f):
    gen_logits, disc_logits, replaced = out
    mlm = F.cross_entropy(gen_logits.reshape(-1, gen_logits.shape[-1]), mlm_labels.reshape(-1), ignore_index=-100)
    rtd = (F.binary_cross_entropy_with_logits(disc_logits, replaced, reduction="none") * keep_f).sum() / keep_f.sum()
    return mlm + 50.0 * rtd


# ------------------------------------------------------------------ attention MIL, entmax-1.5 Function
class Entmax15Fn(torch.autograd.Function):
    """Exact sort-based 1.5-entmax (Peters et al. 2019) over `dim`, saving its output for the backward."""

    @staticmethod
    def forward(ctx, x, dim):
        x = (x - x.max(dim=dim, keepdim=True)[0]) / 2
        xs, _ = torch.sort(x, dim=dim, descending=True)
        d = x.shape[dim]
        shape = [1] * x.dim()
        shape[dim] = d
        rho = torch.arange(1, d + 1, dtype=x.dtype).view(shape)
        mean = xs.cumsum(dim) / rho
        mean_sq = (xs * xs).cumsum(dim) / rho
        ss = rho * (mean_sq - mean * mean)
        delta = torch.clamp((1 - ss) / rho, min=0)
        tau = mean - torch.sqrt(delta)
        support = (tau <= xs).sum(dim=dim, keepdim=True)
        tau_star = tau.gather(dim, support - 1)
        y = torch.clamp(x - tau_star, min=0) ** 2
        ctx.save_for_backward(y)
        ctx.dim = dim
        return y

    @staticmethod
    def backward(ctx, gy):
        (y,) = ctx.saved_tensors
        gppr = y.sqrt()
        gx = gy * gppr
        q = gx.sum(ctx.dim, keepdim=True) / gppr.sum(ctx.dim, keepdim=True)
        return gx - q * gppr, None


class AttnMil(nn.Module):
    """Gated-attention multiple-instance learning (Ilse et al. 2018): a shared CNN embeds each patch of a bag,
    1.5-entmax attention (sparse over the instances) pools them, a linear bag classifier."""

    def __init__(self, g, d=24, att=16):
        super().__init__()
        self.conv1 = nn.Conv2d(3, 8, 3, padding=1)
        self.conv2 = nn.Conv2d(8, 16, 3, padding=1)
        self.fc = nn.Linear(16, d)
        self.att_v = nn.Linear(d, att)
        self.att_u = nn.Linear(d, att)
        self.att_w = nn.Linear(att, 1)
        with torch.no_grad():                                         # scores spread enough for a sparse support
            self.att_w.weight.copy_(20.0 * torch.randn(1, att, generator=g))
        self.cls = nn.Linear(d, 1)

    def forward(self, bags):                                          # [B, K, 3, H, W]
        B, K = bags.shape[:2]
        x = F.max_pool2d(F.relu(self.conv1(bags.flatten(0, 1))), 2)
        x = F.relu(self.conv2(x)).mean((2, 3))
        h = F.relu(self.fc(x)).view(B, K, -1)                          # [B, K, d]
        a = self.att_w(torch.tanh(self.att_v(h)) * torch.sigmoid(self.att_u(h))).squeeze(-1)   # [B, K]
        w = Entmax15Fn.apply(a, 1)
        z = (w[..., None] * h).sum(1)
        return self.cls(z).squeeze(-1), w


def _mil_loss(out, labels):
    logits, _ = out
    return F.binary_cross_entropy_with_logits(logits, labels)


# ------------------------------------------------------------------ DeepLab-v3 style segmentation, InPlace-ABN
class InPlaceABNFn(torch.autograd.Function):
    """InPlace-ABN (Rota Bulo et al. 2018): training BatchNorm + leaky ReLU written over the input
    (ctx.mark_dirty), the affine weight |w| + eps so the activation can be inverted; saves the OUTPUT, the batch
    variance, the weight and the bias, and the backward recovers x_hat from the output."""

    @staticmethod
    def forward(ctx, x, weight, bias, running_mean, running_var, momentum, eps, slope):
        n = x.numel() // x.shape[1]
        mean = x.mean((0, 2, 3))
        var = x.var((0, 2, 3), unbiased=False)
        running_mean.mul_(1 - momentum).add_(momentum * mean)
        running_var.mul_(1 - momentum).add_(momentum * var * n / (n - 1))
        rstd = torch.rsqrt(var + eps)
        w = weight.abs() + eps
        x.sub_(mean[None, :, None, None]).mul_((rstd * w)[None, :, None, None]).add_(bias[None, :, None, None])
        F.leaky_relu_(x, slope)
        ctx.mark_dirty(x)
        ctx.save_for_backward(x, var, weight, bias)
        ctx.eps, ctx.slope = eps, slope
        return x

    @staticmethod
    def backward(ctx, gz):
        z, var, weight, bias = ctx.saved_tensors
        pos = z >= 0
        y = torch.where(pos, z, z / ctx.slope)                        # invert the leaky ReLU
        gy = torch.where(pos, gz, gz * ctx.slope)
        w = weight.abs() + ctx.eps
        xhat = (y - bias[None, :, None, None]) / w[None, :, None, None]
        rstd = torch.rsqrt(var + ctx.eps)
        g_b = gy.sum((0, 2, 3))
        g_wx = (gy * xhat).sum((0, 2, 3))
        n = z.numel() // z.shape[1]
        gx = (gy - (g_b / n)[None, :, None, None] - xhat * (g_wx / n)[None, :, None, None]) \
            * (w * rstd)[None, :, None, None]
        return gx, g_wx * torch.sign(weight), g_b, None, None, None, None, None


class ABN(nn.Module):
    def __init__(self, c, momentum=0.1, eps=1e-5, slope=0.01):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(c))
        self.bias = nn.Parameter(torch.zeros(c))
        self.register_buffer("running_mean", torch.zeros(c))
        self.register_buffer("running_var", torch.ones(c))
        self.momentum, self.eps, self.slope = momentum, eps, slope

    def forward(self, x):
        return InPlaceABNFn.apply(x, self.weight, self.bias, self.running_mean, self.running_var,
                                  self.momentum, self.eps, self.slope)


class ConvABN(nn.Module):
    def __init__(self, cin, cout, k, stride=1, dilation=1):
        super().__init__()
        self.conv = nn.Conv2d(cin, cout, k, stride, padding=dilation * (k // 2), dilation=dilation, bias=False)
        self.abn = ABN(cout)

    def forward(self, x):
        return self.abn(self.conv(x))


class DeepLabABN(nn.Module):
    def __init__(self, classes=4):
        super().__init__()
        self.stem = ConvABN(3, 8, 3, stride=2)
        self.layer = ConvABN(8, 16, 3, stride=2)
        self.aspp1 = ConvABN(16, 8, 1)
        self.aspp2 = ConvABN(16, 8, 3, dilation=2)
        self.pool_conv = nn.Conv2d(16, 8, 1)
        self.project = ConvABN(24, 16, 1)
        self.classifier = nn.Conv2d(16, classes, 1)

    def forward(self, img):
        H, W = img.shape[-2:]
        f = self.layer(self.stem(img))                                # [B, 16, H/4, W/4]
        p = F.relu(self.pool_conv(f.mean((2, 3), keepdim=True))).expand(-1, -1, f.shape[2], f.shape[3])
        x = self.project(torch.cat([self.aspp1(f), self.aspp2(f), p], dim=1))
        return F.interpolate(self.classifier(x), size=(H, W), mode="bilinear", align_corners=False)


def build(name: str, g: torch.Generator, Spec, call, ce):
    if name == "switch_moe_dispatch":
        m = SwitchClassifier(g)
        return Spec(m, {"tokens": torch.randint(0, 20, (2, 8), generator=g)},
                    {"labels": torch.randint(0, 3, (2,), generator=g)}, call, _switch_loss,
                    subset=_where(m, lambda n: n in ("moe.router.weight", "qkv.bias")),
                    notes="held out (relate v48): Switch Transformer classifier, top-1 routing with a capacity "
                          "factor (dropped tokens kept by the residual), the dispatch into [E, C, d] expert slots a "
                          "custom autograd.Function (gather by a slot -> token index, save_for_backward of the "
                          "index, backward index_add scatter), batched expert FFNs, gate-weighted combine, a "
                          "load-balancing aux loss; subset = moe.router.weight, qkv.bias (not a tail)")
    if name == "dit_adaln_swiglu":
        m = DiT(g)
        x0 = torch.randn(2, 4, 8, 8, generator=g)
        noise = torch.randn(2, 4, 8, 8, generator=g)
        return Spec(m, {"x0": x0, "noise": noise, "t": torch.tensor([17, 73]), "y": torch.tensor([3, 0])},
                    {"target": noise.clone()}, call, F.mse_loss,
                    subset=_where(m, lambda n: n in ("blocks.0.adaLN.weight", "blocks.1.w12.weight")),
                    notes="held out (relate v48): DiT denoiser, patchify conv, fixed 2D sin-cos positions, "
                          "timestep MLP plus class embedding, two adaLN-Zero blocks (shift / scale / gate from "
                          "silu(c)) whose MLP is a fused SwiGLU custom autograd.Function saving a and b and "
                          "recomputing the sigmoid in backward, adaLN final layer, unpatchify, eps-MSE; subset = "
                          "blocks.0.adaLN.weight, blocks.1.w12.weight (not a tail)")
    if name == "electra_fused_ln":
        m = Electra()
        orig = torch.randint(2, 24, (2, 10), generator=g)
        orig[1, 8:] = 0                                               # padding
        keep = orig != 0
        mlm = torch.zeros(2, 10, dtype=torch.bool)
        mlm[0, [1, 4, 7]] = True
        mlm[1, [2, 5]] = True
        return Spec(m, {"masked_ids": torch.where(mlm, torch.ones_like(orig), orig), "orig_ids": orig,
                        "mlm_mask": mlm, "keep": keep},
                    {"mlm_labels": torch.where(mlm, orig, torch.full_like(orig, -100)), "keep_f": keep.float()},
                    call, _electra_loss,
                    subset=_where(m, lambda n: n in ("gen_bias", "disc.0.ln2.weight")),
                    notes="held out (relate v48): ELECTRA replaced-token detection, a 1-layer generator and a "
                          "2-layer discriminator sharing the embeddings, every LayerNorm an Apex-style fused "
                          "LayerNorm custom autograd.Function saving x, the weight and two intermediates (mean, "
                          "rstd), tied MLM decoder, greedy replacement by a detached argmax, MLM CE + 50 * masked "
                          "BCE; subset = gen_bias, disc.0.ln2.weight (not a tail)")
    if name == "attn_mil_entmax":
        m = AttnMil(g)
        # patches: texture plus a per-patch stain colour (what sets instances apart), a bright positive in bag 0
        bags = 0.5 * torch.randn(2, 6, 3, 12, 12, generator=g) + 1.5 * torch.randn(2, 6, 3, 1, 1, generator=g)
        bags[0, 2] += 2.0
        return Spec(m, {"bags": bags}, {"labels": torch.tensor([1.0, 0.0])}, call, _mil_loss,
                    subset=_where(m, lambda n: n in ("att_u.weight", "conv2.bias")),
                    notes="held out (relate v48): gated-attention multiple-instance learning, a shared CNN over "
                          "the patches of each bag, the instance attention through an exact sort-based "
                          "1.5-entmax custom autograd.Function saving its (sparse) output, the weights returned "
                          "too, bag BCE; subset = att_u.weight, conv2.bias (not a tail)")
    if name == "inplace_abn_deeplab":
        m = DeepLabABN()
        return Spec(m, {"img": torch.randn(2, 3, 16, 16, generator=g)},
                    {"mask": torch.randint(0, 4, (2, 16, 16), generator=g)}, call, ce,
                    subset=_where(m, lambda n: n in ("aspp2.abn.weight", "stem.conv.weight")),
                    notes="held out (relate v48): DeepLab-v3 style segmentation (strided backbone, ASPP with a "
                          "dilated branch and image pooling, bilinear upsampling), every BatchNorm + leaky ReLU an "
                          "InPlace-ABN custom autograd.Function writing over its input (ctx.mark_dirty), updating "
                          "the running stats in place and saving its output to invert the activation in backward; "
                          "subset = aspp2.abn.weight, stem.conv.weight (not a tail)")
    raise KeyError(name)
