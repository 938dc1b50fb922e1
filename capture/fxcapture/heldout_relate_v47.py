"""Forty-seventh held-out set for `fxmatch relate` (2026-12-05, /work/pending/heldout_relate_v47).

Written to score main blind: captured once and scored with main's binary and
rules, no engine change in between, and no fxmatch run on these captures
while they were written. Its five families are new to the project (no
earlier set has them) and every one puts a custom torch.autograd.Function in
the graph the way real training code does, four of them of a kind no earlier
set had: a quantisation-aware ResNet whose every convolution and the
classifier quantise their weights and input activations through one LSQ
Function (learned step size, a straight-through round, save_for_backward of
the input and the step, the LSQ gradient scale as a Python scalar on ctx),
the Function applied sixteen times (fifteen on the gradient path, the
image's quantiser needing no grad), its backward returning None for the step
by ctx.needs_input_grad where the step is a frozen calibrated buffer (the
stem weight, the residual output quantisers); a Decision Transformer whose
causal attention is a FlashAttention written in Python (a Function saving q,
k, v, its output and the row logsumexp, an intermediate that is neither an
input nor an output, and recomputing the probabilities in the backward); a
PatchTST forecaster with reversible instance normalisation whose statistics
come from one Function with three differentiable outputs (the normalised
series, the mean and the std, the latter two used again to de-normalise the
forecast) and ctx.set_materialize_grads(False) with a backward that takes
None grads; a wav2vec 2.0 style CTC fine-tuning step whose conv feature
encoder's output passes fairseq's GradMultiply (a Function whose ctx holds
nothing but the Python scale, forward a clone, backward grad * scale: the
kind of v43's gradient reversal, there a view and here a clone); and a
causal gMLP language model whose channel projection ends in a Megatron-style
fused bias + tanh-GELU Function saving y = x + b and tanh(inner) (two
intermediates) for its backward, each gMLP block run under non-reentrant
torch.utils.checkpoint so the Function is recomputed inside the checkpoint;
like heldout_relate.py's models they never enter the zoo.

  lsq_resnet_qat       img [4, 3, 8, 8], labels [4] (10 classes) -> input quantiser LsqQuant (8-bit, step buffer, no
                       grad anywhere); stem QConv(3, 8, 3) whose weight is 8-bit quantised with a frozen calibrated
                       step buffer (needs_input_grad (True, False): the backward returns None for the step),
                       BatchNorm2d, relu; block1: QConv(8, 8) -> BN -> relu -> QConv(8, 8) -> BN, + x, relu, the
                       sum quantised by a frozen-step LsqQuant; block2: QConv(8, 16, stride 2) -> BN -> relu ->
                       QConv(16, 16) -> BN, + QConv(8, 16, 1, stride 2) shortcut -> BN, relu, frozen-step
                       quantiser; every QConv: 4-bit weights and unsigned 4-bit input activations through
                       LsqQuant with learned steps (custom Function: round(clamp(x / s, Qn, Qp)) * s,
                       save_for_backward(x, s), ctx.qn / qp / gscale Python scalars, backward g * in-range for x
                       and sum(g * (round(v) - v | Qn | Qp)) * gscale for s, None by ctx.needs_input_grad);
                       mean pool, QLinear(16, 10) (8-bit weight and activation steps); criterion: CE; subset =
                       block2.conv1.a_step, block1.bn2.weight.
  decision_tf_flash    rtg [3, 4, 1], states [3, 4, 5], actions [3, 4, 2], timesteps [3, 4], target actions
                       [3, 4, 2] -> Embedding(20, 16) timestep embedding added to Linear(1, 16) return, Linear(5,
                       16) state and Linear(2, 16) action embeddings, stacked and interleaved (R, s, a) into 12
                       tokens, embed LayerNorm; 2 GPT blocks (ln, c_attn Linear(16, 48), 2 heads through
                       FlashAttnFn (custom Function: s = q k^T * scale masked by a causal tril buffer, lse =
                       logsumexp(s), o = exp(s - lse) @ v, save_for_backward(q, k, v, o, lse, mask), backward
                       recomputes p = exp(s - lse), delta = rowsum(do * o), ds = p * (do v^T - delta)), c_proj
                       residual, ln, GELU MLP residual); final LayerNorm, the state tokens -> Linear(16, 2) tanh;
                       criterion: MSE to the target actions; subset = embed_return.weight, blocks.1.c_attn.bias.
  revin_patchtst       x [3, 32, 2] (batch, length, channels), y [3, 2, 8] -> [B, C, L]; RevinStats.apply(x, 1e-5)
                       (custom Function with three differentiable outputs (xn, mean, std) over L,
                       ctx.set_materialize_grads(False), save_for_backward(xn, std), the backward adding the
                       terms of whichever of g_xn, g_mean, g_std is not None), a learned per-channel affine;
                       unfold into 7 patches of 8 (stride 4), Linear(8, 16) + learned position [7, 16]; one
                       encoder layer over [B*C, 7, 16]: 2-head attention residual, BatchNorm1d(16) of the
                       [B*C*7, 16] rows, GELU FFN residual, BatchNorm1d; flatten head Linear(112, 8); de-normalise
                       (y - b) / (w + 1e-10) * std + mean; criterion: MSE; subset = revin_w, enc.bn1.bias.
  wav2vec2_gradmult    wave [2, 400], targets [2, 5] (vocab 6, blank 0) -> conv feature encoder (no biases)
                       Conv1d(1, 16, 10, stride 5) GroupNorm(16, 16) GELU, Conv1d(16, 16, 3, stride 2) GELU,
                       Conv1d(16, 16, 2, stride 2) GELU -> 19 frames; GradMultiply.apply(features, 0.1) (custom
                       Function: ctx.scale only, forward x.clone(), backward grad * ctx.scale, None); LayerNorm,
                       post_extract_proj Linear(16, 24); time mask buffer [2, 19] replacing masked frames by a
                       learned mask_emb via torch.where; positional grouped Conv1d(24, 24, 8, padding 4, groups
                       4) with the last frame dropped, GELU, added; LayerNorm; one post-LN transformer layer
                       (2-head attention, GELU FFN); Linear(24, 6) log_softmax; criterion: ctc_loss (input
                       lengths 19, target lengths [5, 4]); subset = feat.0.weight, enc.ffn1.bias.
  gmlp_ckpt_gelu       tokens [2, 9] (vocab 16) -> inputs tokens[:, :-1], labels tokens[:, 1:]; Embedding(16, 16);
                       2 gMLP blocks, each under torch.utils.checkpoint(use_reentrant=False): LayerNorm, F.linear
                       (16 -> 64, no bias) then BiasGeLU.apply(h, proj_in_bias) (custom Function: y = x + b, t =
                       tanh(0.79788456 y (1 + 0.044715 y^2)), 0.5 y (1 + t), save_for_backward(y, t) (two
                       intermediates), backward g * (0.5 (1 - t^2)(0.79788456 + 0.1070322243 y^2) y + 0.5 (1 +
                       t)) and its sum for b), split u, v; spatial gating unit: LayerNorm(v), causal spatial
                       weight [8, 8] times a tril buffer, einsum over tokens + per-token bias (init 1), u * v,
                       Linear(32, 16) residual; final LayerNorm, Linear(16, 16); criterion: token CE; subset =
                       blocks.0.sgu_w, blocks.1.proj_in_bias.
No subset above is a tail.
"""
from __future__ import annotations

import math

import torch
import torch.nn as nn
import torch.nn.functional as F
import torch.utils.checkpoint as ckpt
from .heldout_subsets import where as _where

V47 = ["lsq_resnet_qat", "decision_tf_flash", "revin_patchtst", "wav2vec2_gradmult", "gmlp_ckpt_gelu"]


# ------------------------------------------------------------------ LSQ quantisation-aware ResNet
class LsqQuant(torch.autograd.Function):
    """Learned Step Size Quantisation (Esser et al.): round(clamp(x / s, Qn, Qp)) * s with a straight-through
    round; the step's gradient scaled by gscale = 1 / sqrt(numel * Qp)."""

    @staticmethod
    def forward(ctx, x, step, qn, qp, gscale):
        ctx.save_for_backward(x, step)
        ctx.qn, ctx.qp, ctx.gscale = qn, qp, gscale
        return torch.round(torch.clamp(x / step, qn, qp)) * step

    @staticmethod
    def backward(ctx, g):
        x, step = ctx.saved_tensors
        v = x / step
        lo = v < ctx.qn
        hi = v > ctx.qp
        g_x = g_s = None
        if ctx.needs_input_grad[0]:
            g_x = g * (~(lo | hi)).to(g.dtype)
        if ctx.needs_input_grad[1]:
            d = torch.where(lo, torch.full_like(v, ctx.qn), torch.where(hi, torch.full_like(v, ctx.qp),
                                                                          torch.round(v) - v))
            g_s = ((g * d).sum() * ctx.gscale).reshape(step.shape)
        return g_x, g_s, None, None, None


def _lsq(x, step, bits, signed):
    qn, qp = (-(2 ** (bits - 1)), 2 ** (bits - 1) - 1) if signed else (0, 2 ** bits - 1)
    return LsqQuant.apply(x, step, qn, qp, 1.0 / math.sqrt(x.numel() * qp))


class QConv(nn.Module):
    """Conv2d (no bias) whose weight (signed) and input activation (unsigned) pass LsqQuant."""

    def __init__(self, g, cin, cout, k, stride=1, wbits=4, abits=4, frozen_w=False, quant_in=True):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(cout, cin, k, k, generator=g) * math.sqrt(2.0 / (cin * k * k)))
        qp = 2 ** (wbits - 1) - 1
        if frozen_w:                                               # a calibrated step, not learned
            self.register_buffer("w_step", (self.weight.detach().abs().max() / qp).reshape(()))
        else:
            self.w_step = nn.Parameter((2 * self.weight.detach().abs().mean() / math.sqrt(qp)).reshape(()))
        if quant_in:
            self.a_step = nn.Parameter(torch.tensor(0.15))
        self.stride, self.pad, self.wbits, self.abits, self.quant_in = stride, k // 2, wbits, abits, quant_in

    def forward(self, x):
        if self.quant_in:
            x = _lsq(x, self.a_step, self.abits, signed=False)
        w = _lsq(self.weight, self.w_step, self.wbits, signed=True)
        return F.conv2d(x, w, None, self.stride, self.pad)


class QBlock(nn.Module):
    def __init__(self, g, cin, cout, stride):
        super().__init__()
        self.conv1 = QConv(g, cin, cout, 3, stride)
        self.bn1 = nn.BatchNorm2d(cout)
        self.conv2 = QConv(g, cout, cout, 3)
        self.bn2 = nn.BatchNorm2d(cout)
        self.short = None
        if stride != 1 or cin != cout:
            self.short = QConv(g, cin, cout, 1, stride)
            self.bn_s = nn.BatchNorm2d(cout)
        self.register_buffer("out_step", torch.tensor(0.2))          # frozen residual-output quantiser step

    def forward(self, x):
        h = F.relu(self.bn1(self.conv1(x)))
        h = self.bn2(self.conv2(h))
        s = x if self.short is None else self.bn_s(self.short(x))
        return _lsq(F.relu(h + s), self.out_step, 4, signed=False)


class LsqResnetQat(nn.Module):
    def __init__(self, g, classes=10):
        super().__init__()
        self.register_buffer("in_step", torch.tensor(4.0 / 127))
        self.stem = QConv(g, 3, 8, 3, wbits=8, frozen_w=True, quant_in=False)
        self.bn = nn.BatchNorm2d(8)
        self.block1 = QBlock(g, 8, 8, 1)
        self.block2 = QBlock(g, 8, 16, 2)
        self.fc_w = nn.Parameter(torch.randn(classes, 16, generator=g) / 4.0)
        self.fc_b = nn.Parameter(torch.zeros(classes))
        self.fc_w_step = nn.Parameter(torch.tensor(2 * 0.2 / math.sqrt(127)))
        self.fc_a_step = nn.Parameter(torch.tensor(0.02))

    def forward(self, img):
        x = _lsq(img, self.in_step, 8, signed=True)                   # nothing here needs a grad
        x = F.relu(self.bn(self.stem(x)))
        x = self.block2(self.block1(x))
        f = _lsq(x.mean((2, 3)), self.fc_a_step, 8, signed=False)
        return F.linear(f, _lsq(self.fc_w, self.fc_w_step, 8, signed=True), self.fc_b)


# ------------------------------------------------------------------ Decision Transformer, Python FlashAttention
class FlashAttnFn(torch.autograd.Function):
    """Attention that keeps only the row logsumexp (not the probabilities) for the backward."""

    @staticmethod
    def forward(ctx, q, k, v, mask, scale):
        s = (q @ k.transpose(-1, -2)) * scale
        s = s.masked_fill(~mask, float("-inf"))
        lse = torch.logsumexp(s, dim=-1, keepdim=True)
        o = torch.exp(s - lse) @ v
        ctx.save_for_backward(q, k, v, o, lse, mask)
        ctx.scale = scale
        return o

    @staticmethod
    def backward(ctx, do):
        q, k, v, o, lse, mask = ctx.saved_tensors
        s = ((q @ k.transpose(-1, -2)) * ctx.scale).masked_fill(~mask, float("-inf"))
        p = torch.exp(s - lse)
        dv = p.transpose(-1, -2) @ do
        dp = do @ v.transpose(-1, -2)
        delta = (do * o).sum(-1, keepdim=True)
        ds = p * (dp - delta)
        dq = (ds @ k) * ctx.scale
        dk = (ds.transpose(-1, -2) @ q) * ctx.scale
        return dq, dk, dv, None, None


class GptBlock(nn.Module):
    def __init__(self, d=16, heads=2):
        super().__init__()
        self.ln_1 = nn.LayerNorm(d)
        self.c_attn = nn.Linear(d, 3 * d)
        self.c_proj = nn.Linear(d, d)
        self.ln_2 = nn.LayerNorm(d)
        self.fc = nn.Linear(d, 4 * d)
        self.proj = nn.Linear(4 * d, d)
        self.h = heads

    def forward(self, x, mask):
        B, T, d = x.shape
        dh = d // self.h
        q, k, v = self.c_attn(self.ln_1(x)).split(d, dim=-1)
        q, k, v = (t.view(B, T, self.h, dh).transpose(1, 2) for t in (q, k, v))
        o = FlashAttnFn.apply(q, k, v, mask, 1.0 / math.sqrt(dh))
        x = x + self.c_proj(o.transpose(1, 2).reshape(B, T, d))
        return x + self.proj(F.gelu(self.fc(self.ln_2(x))))


class DecisionTransformer(nn.Module):
    def __init__(self, sdim=5, adim=2, d=16, K=4, max_ep=20):
        super().__init__()
        self.embed_timestep = nn.Embedding(max_ep, d)
        self.embed_return = nn.Linear(1, d)
        self.embed_state = nn.Linear(sdim, d)
        self.embed_action = nn.Linear(adim, d)
        self.embed_ln = nn.LayerNorm(d)
        self.blocks = nn.ModuleList([GptBlock(d) for _ in range(2)])
        self.ln_f = nn.LayerNorm(d)
        self.predict_action = nn.Linear(d, adim)
        self.register_buffer("mask", torch.tril(torch.ones(3 * K, 3 * K, dtype=torch.bool)))

    def forward(self, rtg, states, actions, timesteps):
        B, K, _ = states.shape
        te = self.embed_timestep(timesteps)
        r = self.embed_return(rtg) + te
        s = self.embed_state(states) + te
        a = self.embed_action(actions) + te
        x = torch.stack([r, s, a], dim=2).reshape(B, 3 * K, -1)       # (R_1, s_1, a_1, R_2, ...)
        x = self.embed_ln(x)
        for blk in self.blocks:
            x = blk(x, self.mask)
        x = self.ln_f(x).view(B, K, 3, -1)
        return torch.tanh(self.predict_action(x[:, :, 1]))           # a_t from the s_t token


# ------------------------------------------------------------------ PatchTST with RevIN
class RevinStats(torch.autograd.Function):
    """Instance normalisation over the last dim returning (xn, mean, std), all three differentiable."""

    @staticmethod
    def forward(ctx, x, eps):
        ctx.set_materialize_grads(False)
        mean = x.mean(-1, keepdim=True)
        std = torch.sqrt(x.var(-1, keepdim=True, unbiased=False) + eps)
        xn = (x - mean) / std
        ctx.save_for_backward(xn, std)
        return xn, mean, std

    @staticmethod
    def backward(ctx, g_xn, g_mean, g_std):
        xn, std = ctx.saved_tensors
        n = xn.shape[-1]
        g_x = None
        if g_xn is not None:
            g_x = (g_xn - g_xn.mean(-1, keepdim=True) - xn * (g_xn * xn).mean(-1, keepdim=True)) / std
        if g_mean is not None:
            t = (g_mean / n).expand_as(xn)
            g_x = t if g_x is None else g_x + t
        if g_std is not None:
            t = g_std * xn / n
            g_x = t if g_x is None else g_x + t
        return g_x, None


class TstEncoderLayer(nn.Module):
    def __init__(self, d=16, heads=2):
        super().__init__()
        self.wq = nn.Linear(d, d)
        self.wk = nn.Linear(d, d)
        self.wv = nn.Linear(d, d)
        self.wo = nn.Linear(d, d)
        self.bn1 = nn.BatchNorm1d(d)
        self.ff1 = nn.Linear(d, 2 * d)
        self.ff2 = nn.Linear(2 * d, d)
        self.bn2 = nn.BatchNorm1d(d)
        self.h = heads

    def forward(self, x):                                             # [N, P, d]
        N, P, d = x.shape
        dh = d // self.h
        q = self.wq(x).view(N, P, self.h, dh).transpose(1, 2)
        k = self.wk(x).view(N, P, self.h, dh).transpose(1, 2)
        v = self.wv(x).view(N, P, self.h, dh).transpose(1, 2)
        att = torch.softmax(q @ k.transpose(-1, -2) / math.sqrt(dh), dim=-1) @ v
        x = x + self.wo(att.transpose(1, 2).reshape(N, P, d))
        x = self.bn1(x.reshape(N * P, d)).view(N, P, d)                # BatchNorm over (N, P) for each model dim
        x = x + self.ff2(F.gelu(self.ff1(x)))
        return self.bn2(x.reshape(N * P, d)).view(N, P, d)


class RevinPatchTst(nn.Module):
    def __init__(self, g, C=2, L=32, patch=8, stride=4, d=16, pred=8):
        super().__init__()
        self.revin_w = nn.Parameter(torch.ones(C))
        self.revin_b = nn.Parameter(torch.zeros(C))
        n_p = (L - patch) // stride + 1
        self.embed = nn.Linear(patch, d)
        self.w_pos = nn.Parameter(0.02 * torch.randn(n_p, d, generator=g))
        self.enc = TstEncoderLayer(d)
        self.head = nn.Linear(n_p * d, pred)
        self.patch, self.stride = patch, stride

    def forward(self, x):                                             # [B, L, C]
        B, L, C = x.shape
        x = x.transpose(1, 2)                                         # [B, C, L]
        xn, mean, std = RevinStats.apply(x, 1e-5)
        xn = xn * self.revin_w[:, None] + self.revin_b[:, None]
        p = xn.unfold(-1, self.patch, self.stride)                    # [B, C, n_p, patch]
        h = self.embed(p) + self.w_pos
        h = self.enc(h.reshape(B * C, h.shape[2], h.shape[3]))
        y = self.head(h.reshape(B, C, -1))                            # [B, C, pred]
        y = (y - self.revin_b[:, None]) / (self.revin_w[:, None] + 1e-10)
        return y * std + mean                                         # [B, C, pred]


# ------------------------------------------------------------------ wav2vec 2.0 CTC fine-tuning, GradMultiply
class GradMultiply(torch.autograd.Function):
    """fairseq's GradMultiply: identity forward, the gradient scaled by a Python float."""

    @staticmethod
    def forward(ctx, x, scale):
        ctx.scale = scale
        return x.clone()

    @staticmethod
    def backward(ctx, grad):
        return grad * ctx.scale, None


class W2vEncoderLayer(nn.Module):
    def __init__(self, d=24, heads=2):
        super().__init__()
        self.qkv = nn.Linear(d, 3 * d)
        self.out = nn.Linear(d, d)
        self.ln1 = nn.LayerNorm(d)
        self.ffn1 = nn.Linear(d, 2 * d)
        self.ffn2 = nn.Linear(2 * d, d)
        self.ln2 = nn.LayerNorm(d)
        self.h = heads

    def forward(self, x):
        B, T, d = x.shape
        dh = d // self.h
        q, k, v = (t.view(B, T, self.h, dh).transpose(1, 2) for t in self.qkv(x).chunk(3, dim=-1))
        att = torch.softmax((q * dh ** -0.5) @ k.transpose(-1, -2), dim=-1) @ v
        x = self.ln1(x + self.out(att.transpose(1, 2).reshape(B, T, d)))
        return self.ln2(x + self.ffn2(F.gelu(self.ffn1(x))))


class Wav2Vec2GradMult(nn.Module):
    def __init__(self, g, batch=2, frames=19, c=16, d=24, vocab=6, grad_mult=0.1):
        super().__init__()
        self.feat = nn.ModuleList([nn.Conv1d(1, c, 10, stride=5, bias=False), nn.GroupNorm(c, c),
                                   nn.Conv1d(c, c, 3, stride=2, bias=False),
                                   nn.Conv1d(c, c, 2, stride=2, bias=False)])
        self.layer_norm = nn.LayerNorm(c)
        self.post_extract_proj = nn.Linear(c, d)
        self.mask_emb = nn.Parameter(torch.rand(d, generator=g))
        mask = torch.zeros(batch, frames, dtype=torch.bool)
        mask[0, 3:6] = True
        mask[1, 10:13] = True
        self.register_buffer("time_mask", mask)
        self.pos_conv = nn.Conv1d(d, d, 8, padding=4, groups=4)
        self.enc_ln = nn.LayerNorm(d)
        self.enc = W2vEncoderLayer(d)
        self.ctc_head = nn.Linear(d, vocab)
        self.grad_mult = grad_mult

    def forward(self, wave):                                          # [B, L]
        x = F.gelu(self.feat[1](self.feat[0](wave[:, None])))
        x = F.gelu(self.feat[2](x))
        x = F.gelu(self.feat[3](x))                                   # [B, c, T]
        x = GradMultiply.apply(x.transpose(1, 2), self.grad_mult)    # [B, T, c]
        x = self.post_extract_proj(self.layer_norm(x))
        x = torch.where(self.time_mask[..., None], self.mask_emb, x)
        pos = self.pos_conv(x.transpose(1, 2))[:, :, :-1]             # SamePad: drop the last frame
        x = self.enc_ln(x + F.gelu(pos).transpose(1, 2))
        x = self.enc(x)
        return F.log_softmax(self.ctc_head(x), dim=-1)                # [B, T, V]


def _w2v_ctc(logp, targets):
    B, T, _ = logp.shape
    in_len = torch.full((B,), T, dtype=torch.long)
    tgt_len = torch.tensor([5, 4], dtype=torch.long)
    return F.ctc_loss(logp.transpose(0, 1), targets, in_len, tgt_len, blank=0, zero_infinity=True)


# ------------------------------------------------------------------ causal gMLP LM, fused bias-GELU in checkpoint
class BiasGeLU(torch.autograd.Function):
    """Megatron-style fused bias + tanh GELU that keeps y = x + b and tanh(inner) for the backward."""

    @staticmethod
    def forward(ctx, x, bias):
        y = x + bias
        t = torch.tanh(0.79788456 * y * (1 + 0.044715 * y * y))
        ctx.save_for_backward(y, t)
        return 0.5 * y * (1 + t)

    @staticmethod
    def backward(ctx, g):
        y, t = ctx.saved_tensors
        ff = 0.5 * y * ((1 - t * t) * (0.79788456 + 0.1070322243 * y * y)) + 0.5 * (1 + t)
        gy = g * ff
        return gy, gy.reshape(-1, gy.shape[-1]).sum(0)


class GmlpBlock(nn.Module):
    def __init__(self, g, d=16, dff=32, T=8):
        super().__init__()
        self.norm = nn.LayerNorm(d)
        self.proj_in_w = nn.Parameter(torch.randn(2 * dff, d, generator=g) / math.sqrt(d))
        self.proj_in_bias = nn.Parameter(0.02 * torch.randn(2 * dff, generator=g))
        self.sgu_norm = nn.LayerNorm(dff)
        self.sgu_w = nn.Parameter(0.01 * torch.randn(T, T, generator=g))   # near-zero init
        self.sgu_b = nn.Parameter(torch.ones(T))
        self.register_buffer("causal", torch.tril(torch.ones(T, T)))
        self.proj_out = nn.Linear(dff, d)

    def forward(self, x):
        h = BiasGeLU.apply(F.linear(self.norm(x), self.proj_in_w), self.proj_in_bias)
        u, v = h.chunk(2, dim=-1)
        v = self.sgu_norm(v)
        v = torch.einsum("ts,bsd->btd", self.sgu_w * self.causal, v) + self.sgu_b[:, None]
        return x + self.proj_out(u * v)


class GmlpCkptLM(nn.Module):
    def __init__(self, g, vocab=16, d=16, T=8):
        super().__init__()
        self.emb = nn.Embedding(vocab, d)
        self.blocks = nn.ModuleList([GmlpBlock(g, d, 2 * d, T) for _ in range(2)])
        self.ln_f = nn.LayerNorm(d)
        self.head = nn.Linear(d, vocab)

    def forward(self, tokens):
        x = self.emb(tokens)
        for blk in self.blocks:
            x = ckpt.checkpoint(blk, x, use_reentrant=False)
        return self.head(self.ln_f(x))


def _tok_ce(out, labels):
    return F.cross_entropy(out.reshape(-1, out.shape[-1]), labels.reshape(-1))


def build(name: str, g: torch.Generator, Spec, call, ce):
    if name == "lsq_resnet_qat":
        m = LsqResnetQat(g)
        return Spec(m, {"img": torch.randn(4, 3, 8, 8, generator=g)},
                    {"labels": torch.randint(0, 10, (4,), generator=g)}, call, ce,
                    subset=_where(m, lambda n: n in ("block2.conv1.a_step", "block1.bn2.weight")),
                    notes="held out (relate v47): LSQ quantisation-aware ResNet, every conv and the classifier "
                          "quantise weights and input activations through one custom autograd.Function (learned "
                          "step, straight-through round, save_for_backward(x, s), gradient scale on ctx) applied "
                          "sixteen times, the backward returning None by ctx.needs_input_grad for frozen step "
                          "buffers; subset = block2.conv1.a_step, block1.bn2.weight (not a tail)")
    if name == "decision_tf_flash":
        m = DecisionTransformer()
        actions = torch.tanh(torch.randn(3, 4, 2, generator=g))
        rtg = torch.cumsum(torch.rand(3, 4, 1, generator=g), dim=1).flip(1)
        return Spec(m, {"rtg": rtg, "states": torch.randn(3, 4, 5, generator=g), "actions": actions,
                        "timesteps": torch.arange(4)[None].repeat(3, 1) + torch.tensor([[0], [5], [11]])},
                    {"target": actions.clone()}, call, F.mse_loss,
                    subset=_where(m, lambda n: n in ("embed_return.weight", "blocks.1.c_attn.bias")),
                    notes="held out (relate v47): Decision Transformer (R, s, a interleaved tokens, timestep "
                          "embedding), causal attention as a Python FlashAttention custom autograd.Function "
                          "saving q, k, v, the output and the row logsumexp (an intermediate) and recomputing "
                          "the probabilities in backward; subset = embed_return.weight, blocks.1.c_attn.bias "
                          "(not a tail)")
    if name == "revin_patchtst":
        m = RevinPatchTst(g)
        t = torch.arange(40, dtype=torch.float32)
        series = torch.stack([3.0 + torch.sin(0.4 * t), -1.0 + 2.0 * torch.cos(0.25 * t)], dim=-1)
        series = series[None] * torch.tensor([1.0, 0.5, 2.0])[:, None, None] \
            + 0.1 * torch.randn(3, 40, 2, generator=g)
        return Spec(m, {"x": series[:, :32].contiguous()}, {"y": series[:, 32:].transpose(1, 2).contiguous()}, call,
                    F.mse_loss,
                    subset=_where(m, lambda n: n in ("revin_w", "enc.bn1.bias")),
                    notes="held out (relate v47): PatchTST forecaster with RevIN, the instance statistics one "
                          "custom autograd.Function with three differentiable outputs (xn, mean, std) and "
                          "set_materialize_grads(False), mean and std reused to de-normalise; unfold patches, "
                          "BatchNorm1d encoder layer, flatten head; subset = revin_w, enc.bn1.bias (not a tail)")
    if name == "wav2vec2_gradmult":
        m = Wav2Vec2GradMult(g)
        tt = torch.arange(400, dtype=torch.float32) / 8000.0
        wave = torch.sin(2 * math.pi * torch.tensor([[440.0], [700.0]]) * tt) + 0.1 * torch.randn(2, 400, generator=g)
        targets = torch.tensor([[1, 2, 2, 3, 5], [4, 1, 3, 2, 0]])
        return Spec(m, {"wave": wave}, {"targets": targets}, call, _w2v_ctc,
                    subset=_where(m, lambda n: n in ("feat.0.weight", "enc.ffn1.bias")),
                    notes="held out (relate v47): wav2vec 2.0 style CTC fine-tuning, conv feature encoder with "
                          "GroupNorm, fairseq GradMultiply custom autograd.Function (ctx holds only the scale), "
                          "mask_emb by torch.where on a time-mask buffer, grouped positional conv, post-LN "
                          "encoder layer, ctc_loss; subset = feat.0.weight, enc.ffn1.bias (not a tail)")
    if name == "gmlp_ckpt_gelu":
        m = GmlpCkptLM(g)
        tok = torch.randint(0, 16, (2, 9), generator=g)
        return Spec(m, {"tokens": tok[:, :-1].contiguous()}, {"labels": tok[:, 1:].contiguous()}, call, _tok_ce,
                    subset=_where(m, lambda n: n in ("blocks.0.sgu_w", "blocks.1.proj_in_bias")),
                    notes="held out (relate v47): causal gMLP LM, a Megatron-style fused bias + tanh-GELU custom "
                          "autograd.Function saving two intermediates (x + b, tanh(inner)), each block under "
                          "non-reentrant torch.utils.checkpoint, causal spatial gating unit; subset = "
                          "blocks.0.sgu_w, blocks.1.proj_in_bias (not a tail)")
    raise KeyError(name)
