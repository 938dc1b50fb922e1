"""Forty-fifth held-out set for `fxmatch relate` (2026-12-05, /work/data/heldout_relate_v45).

Written to score main blind: captured once and scored with main's binary and
rules, no engine change in between, and no fxmatch run on these captures
while they were written. Its five families are new to the project (no
earlier set has them) and three of them put a custom torch.autograd.Function
in the graph in a different way: a pre-norm token mixer whose RMSNorm + Linear
is one fused custom Function that saves only its inputs (x, gamma, W) and
recomputes the normalisation in a hand-written backward, the Function called
by five modules at three shapes; a GRU language model with a Mixture of
Softmaxes head (a tied output embedding, K = 3 component softmaxes and the
mixture prior both through a custom softmax Function that saves its output
for the backward, the log of the mixture into nll_loss); an Explicit Sparse
Transformer classifier whose top-k attention mask is a custom Function with
two outputs (the -inf-filled scores and the top-k indices, the indices
marked non-differentiable and saved for a scatter backward), the indices
reused downstream as a no-grad key usage count that weights the pooling; a
log-mel audio classifier whose front end is torch.stft with a hann window
buffer after a learned pre-emphasis coefficient (so the stft is on the
gradient path), the power by view_as_real, a frozen triangular mel
filterbank buffer, a SpecAugment time / frequency mask buffer by
masked_fill, and a small CNN; and a conditional flow-matching step (an
OT path x_t = (1 - (1 - sigma_min) t) x0 + t x1, a sinusoidal time
embedding from a frequency buffer, a class embedding whose labels are
dropped to a null class by torch.where against a classifier-free-guidance
drop buffer, FiLM-modulated residual MLP blocks, MSE to the target
velocity); like heldout_relate.py's models they never enter the zoo.

  rmsnorm_fused_mixer  x [2, 6, 8], labels [2, 6] (5 classes) -> inp Linear(8, 16); 2 blocks of: qkv =
                       FusedNormLinear(16 -> 48) (custom Function: rsqrt(mean(x^2) + eps) * x * gamma @ W^T + b,
                       save_for_backward(x, gamma, W) only, hand-written backward recomputing the rms), causal
                       single-head attention with a tril mask buffer by masked_fill(-inf), o_proj Linear(16, 16)
                       residual, up = FusedNormLinear(16 -> 64), SwiGLU silu(a) * b, down Linear(32, 16) residual;
                       head = FusedNormLinear(16 -> 5); criterion: token CE; subset = blocks.1.up.gamma,
                       blocks.0.o_proj.weight.
  mos_lm_head          tokens [3, 7] (vocab 20), labels [3, 7] -> emb Embedding(20, 16), GRU(16, 16, batch_first);
                       prior Linear(16, 3) -> SoftmaxOut (custom Function, save_for_backward(y), backward
                       y * (g - sum(g * y))); latent Linear(16, 48) tanh -> 3 contexts, logits = ctx @ emb.weight^T
                       (tied) + out_bias, SoftmaxOut over the vocab; mix = sum_k pi_k p_k, log(mix + 1e-8); the
                       module returns log-probs; criterion: nll_loss; subset = rnn.weight_hh_l0, prior.bias.
  topk_sparse_attn     tokens [4, 8] (vocab 12), labels [4] (4 classes) -> emb Embedding(12, 16) + sinusoidal
                       position buffer [8, 16]; 2-head attention, scores q k^T / sqrt(8) -> TopKSparse.apply(scores,
                       3) (custom Function: topk, scatter into a -inf tensor, two outputs, mark_non_differentiable
                       (idx), save_for_backward(idx), backward zeros.scatter(idx, g.gather(idx))); softmax, @ v,
                       out proj, residual, LayerNorm, FFN; usage = scatter_add of ones at idx summed over queries
                       and heads (no grad), pooled = sum(h * usage / sum(usage)); cls Linear(16, 4); criterion: CE;
                       subset = wk.weight, ln1.bias.
  stft_audio_cls       wave [3, 400], labels [3] (5 classes) -> pre-emphasis y = cat(w[:, :1], w[:, 1:] - alpha
                       w[:, :-1]) with a learned alpha; torch.stft(n_fft 64, hop 16, hann window buffer,
                       return_complex) -> view_as_real power; frozen mel filterbank buffer [16, 33] (triangular) by
                       matmul, log(mel + 1e-6), a learned per-band affine; SpecAugment mask buffer [3, 16, 26]
                       (a time band and a frequency band) by masked_fill(0); Conv2d(1, 8, 3) relu, max_pool2d(2),
                       Conv2d(8, 16, 3) relu, adaptive_avg_pool2d(1), Linear(16, 5); criterion: CE; subset =
                       alpha, conv2.bias.
  cond_flow_matching   x1 [8, 2], x0 [8, 2] (noise), t [8], labels [8] (3 classes) -> x_t = (1 - (1 - 1e-4) t)
                       x0 + t x1; sinusoidal time embedding from a frequency buffer [8] -> Linear(16, 32) SiLU
                       Linear(32, 16); labels dropped to the null class 3 by torch.where against a CFG drop
                       buffer [8], Embedding(4, 16); cond = temb + cemb; inp Linear(2, 32), 2 FiLM blocks
                       (LayerNorm, Linear(16, 64) -> scale, shift, silu(h * (1 + scale) + shift), Linear(32, 32)
                       residual), out Linear(32, 2); criterion: MSE to u = x1 - (1 - 1e-4) x0; subset =
                       cemb.weight, blocks.0.film.bias.
No subset above is a tail.
"""
from __future__ import annotations

import math

import torch
import torch.nn as nn
import torch.nn.functional as F
from .heldout_subsets import where as _where

V45 = ["rmsnorm_fused_mixer", "mos_lm_head", "topk_sparse_attn", "stft_audio_cls", "cond_flow_matching"]


class FusedRMSNormLinearFn(torch.autograd.Function):
    """y = (x * rsqrt(mean(x^2) + eps) * gamma) @ W^T + b; saves only its inputs, recomputes in backward."""

    @staticmethod
    def forward(ctx, x, gamma, weight, bias, eps):
        r = torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + eps)
        y = (x * r * gamma) @ weight.t() + bias
        ctx.save_for_backward(x, gamma, weight)
        ctx.eps = eps
        return y

    @staticmethod
    def backward(ctx, gy):
        x, gamma, weight = ctx.saved_tensors
        r = torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + ctx.eps)
        xn = x * r
        h = xn * gamma
        g_w = gy.t() @ h
        g_b = gy.sum(0)
        gh = gy @ weight
        g_gamma = (gh * xn).sum(0)
        gxn = gh * gamma
        g_x = r * (gxn - xn * (gxn * xn).mean(-1, keepdim=True))
        return g_x, g_gamma, g_w, g_b, None


class FusedNormLinear(nn.Module):
    def __init__(self, d_in, d_out, eps=1e-6):
        super().__init__()
        self.gamma = nn.Parameter(1.0 + 0.1 * torch.randn(d_in))
        self.weight = nn.Parameter(torch.randn(d_out, d_in) / math.sqrt(d_in))
        self.bias = nn.Parameter(0.01 * torch.randn(d_out))
        self.eps = eps

    def forward(self, x):
        lead = x.shape[:-1]
        y = FusedRMSNormLinearFn.apply(x.reshape(-1, x.shape[-1]), self.gamma, self.weight, self.bias, self.eps)
        return y.view(*lead, -1)


class MixerBlock(nn.Module):
    def __init__(self, d=16, hid=32):
        super().__init__()
        self.qkv = FusedNormLinear(d, 3 * d)
        self.o_proj = nn.Linear(d, d)
        self.up = FusedNormLinear(d, 2 * hid)
        self.down = nn.Linear(hid, d)

    def forward(self, x, causal):
        q, k, v = self.qkv(x).chunk(3, dim=-1)
        s = (q @ k.transpose(1, 2)) / math.sqrt(q.shape[-1])
        s = s.masked_fill(~causal, float("-inf"))
        x = x + self.o_proj(torch.softmax(s, dim=-1) @ v)
        a, b = self.up(x).chunk(2, dim=-1)
        return x + self.down(F.silu(a) * b)


class RMSNormFusedMixer(nn.Module):
    def __init__(self, d_in=8, d=16, classes=5, T=6):
        super().__init__()
        self.inp = nn.Linear(d_in, d)
        self.blocks = nn.ModuleList([MixerBlock(d) for _ in range(2)])
        self.head = FusedNormLinear(d, classes)
        self.register_buffer("causal", torch.tril(torch.ones(T, T, dtype=torch.bool)))

    def forward(self, x):
        h = self.inp(x)
        for blk in self.blocks:
            h = blk(h, self.causal)
        return self.head(h)


class SoftmaxOut(torch.autograd.Function):
    """softmax over the last dim; saves its output y for the backward y * (g - sum(g * y))."""

    @staticmethod
    def forward(ctx, z):
        y = torch.softmax(z, dim=-1)
        ctx.save_for_backward(y)
        return y

    @staticmethod
    def backward(ctx, g):
        (y,) = ctx.saved_tensors
        return y * (g - (g * y).sum(-1, keepdim=True))


class MoSLM(nn.Module):
    def __init__(self, vocab=20, d=16, k=3):
        super().__init__()
        self.emb = nn.Embedding(vocab, d)
        self.rnn = nn.GRU(d, d, batch_first=True)
        self.prior = nn.Linear(d, k)
        self.latent = nn.Linear(d, k * d)
        self.out_bias = nn.Parameter(torch.zeros(vocab))
        self.k, self.d = k, d

    def forward(self, tokens):
        B, T = tokens.shape
        h, _ = self.rnn(self.emb(tokens))                               # [B, T, d]
        pi = SoftmaxOut.apply(self.prior(h))                           # [B, T, K]
        ctxs = torch.tanh(self.latent(h)).view(B, T, self.k, self.d)    # [B, T, K, d]
        logits = ctxs @ self.emb.weight.t() + self.out_bias            # tied output embedding
        probs = SoftmaxOut.apply(logits)                               # [B, T, K, V]
        mix = (pi[..., None] * probs).sum(2)
        return torch.log(mix + 1e-8)


def _mos_nll(logp, labels):
    return F.nll_loss(logp.reshape(-1, logp.shape[-1]), labels.reshape(-1))


class TopKSparse(torch.autograd.Function):
    """Explicit sparse attention mask: keep the top-k scores per query, the rest -inf; returns the indices too."""

    @staticmethod
    def forward(ctx, scores, k):
        vals, idx = scores.topk(k, dim=-1)
        out = torch.full_like(scores, float("-inf")).scatter(-1, idx, vals)
        ctx.mark_non_differentiable(idx)
        ctx.save_for_backward(idx)
        return out, idx

    @staticmethod
    def backward(ctx, g_out, g_idx):
        (idx,) = ctx.saved_tensors
        return torch.zeros_like(g_out).scatter(-1, idx, g_out.gather(-1, idx)), None


def _sinusoid(T, d):
    pos = torch.arange(T, dtype=torch.float32)[:, None]
    freq = torch.exp(-math.log(10000.0) * torch.arange(0, d, 2, dtype=torch.float32) / d)
    pe = torch.zeros(T, d)
    pe[:, 0::2] = torch.sin(pos * freq)
    pe[:, 1::2] = torch.cos(pos * freq)
    return pe


class TopKSparseAttn(nn.Module):
    def __init__(self, vocab=12, d=16, heads=2, T=8, topk=3, classes=4):
        super().__init__()
        self.emb = nn.Embedding(vocab, d)
        self.register_buffer("pos", _sinusoid(T, d))
        self.wq = nn.Linear(d, d)
        self.wk = nn.Linear(d, d)
        self.wv = nn.Linear(d, d)
        self.wo = nn.Linear(d, d)
        self.ln1 = nn.LayerNorm(d)
        self.ffn = nn.Sequential(nn.Linear(d, 2 * d), nn.GELU(), nn.Linear(2 * d, d))
        self.ln2 = nn.LayerNorm(d)
        self.cls = nn.Linear(d, classes)
        self.h, self.topk = heads, topk

    def forward(self, tokens):
        B, T = tokens.shape
        x = self.emb(tokens) + self.pos
        d = x.shape[-1]
        H, dh = self.h, d // self.h
        q = self.wq(x).view(B, T, H, dh).transpose(1, 2)
        k = self.wk(x).view(B, T, H, dh).transpose(1, 2)
        v = self.wv(x).view(B, T, H, dh).transpose(1, 2)
        scores = q @ k.transpose(-1, -2) / math.sqrt(dh)               # [B, H, T, T]
        sparse, idx = TopKSparse.apply(scores, self.topk)
        att = torch.softmax(sparse, dim=-1) @ v
        x = self.ln1(x + self.wo(att.transpose(1, 2).reshape(B, T, d)))
        x = self.ln2(x + self.ffn(x))
        with torch.no_grad():                                          # how often each key was kept
            usage = torch.zeros_like(scores).scatter_add(-1, idx, torch.ones_like(scores)).sum((1, 2))   # [B, T]
            w = usage / usage.sum(-1, keepdim=True)
        pooled = (x * w[..., None]).sum(1)
        return self.cls(pooled)


def _mel_fb(n_mels, n_freq, sr=8000.0):
    def hz2mel(f):
        return 2595.0 * math.log10(1.0 + f / 700.0)
    mels = torch.linspace(hz2mel(0.0), hz2mel(sr / 2), n_mels + 2)
    hz = 700.0 * (10 ** (mels / 2595.0) - 1.0)
    freqs = torch.linspace(0.0, sr / 2, n_freq)
    lo, ce, hi = hz[:-2, None], hz[1:-1, None], hz[2:, None]
    up = (freqs[None] - lo) / (ce - lo)
    down = (hi - freqs[None]) / (hi - ce)
    return torch.clamp(torch.minimum(up, down), min=0.0)             # [n_mels, n_freq]


class StftAudioCls(nn.Module):
    def __init__(self, g, batch=3, n_fft=64, hop=16, n_mels=16, frames=26, classes=5):
        super().__init__()
        self.alpha = nn.Parameter(torch.tensor(0.9))
        self.register_buffer("window", torch.hann_window(n_fft))
        self.register_buffer("mel", _mel_fb(n_mels, n_fft // 2 + 1))   # frozen filterbank
        self.band_scale = nn.Parameter(torch.ones(n_mels, 1))
        self.band_shift = nn.Parameter(torch.zeros(n_mels, 1))
        mask = torch.zeros(batch, n_mels, frames, dtype=torch.bool)
        t0 = torch.randint(0, frames - 5, (batch,), generator=g)
        f0 = torch.randint(0, n_mels - 3, (batch,), generator=g)
        for b in range(batch):
            mask[b, :, t0[b]:t0[b] + 4] = True
            mask[b, f0[b]:f0[b] + 2, :] = True
        self.register_buffer("specaug", mask)
        self.conv1 = nn.Conv2d(1, 8, 3, padding=1)
        self.conv2 = nn.Conv2d(8, 16, 3, padding=1)
        self.fc = nn.Linear(16, classes)
        self.n_fft, self.hop = n_fft, hop

    def forward(self, wave):                                           # [B, L]
        y = torch.cat([wave[:, :1], wave[:, 1:] - self.alpha * wave[:, :-1]], dim=1)
        spec = torch.stft(y, self.n_fft, hop_length=self.hop, window=self.window, center=True,
                          return_complex=True)                         # [B, F, frames]
        power = torch.view_as_real(spec).pow(2).sum(-1)
        logmel = torch.log(self.mel @ power + 1e-6)                     # [B, n_mels, frames]
        logmel = logmel * self.band_scale + self.band_shift
        logmel = logmel.masked_fill(self.specaug, 0.0)
        h = F.max_pool2d(F.relu(self.conv1(logmel[:, None])), 2)
        h = F.relu(self.conv2(h))
        return self.fc(F.adaptive_avg_pool2d(h, 1).flatten(1))


class FiLMBlock(nn.Module):
    def __init__(self, d=32, c=16):
        super().__init__()
        self.norm = nn.LayerNorm(d)
        self.film = nn.Linear(c, 2 * d)
        self.lin = nn.Linear(d, d)

    def forward(self, h, cond):
        scale, shift = self.film(cond).chunk(2, dim=-1)
        return h + self.lin(F.silu(self.norm(h) * (1 + scale) + shift))


class CondFlowMatching(nn.Module):
    SIGMA_MIN = 1e-4

    def __init__(self, g, batch=8, classes=3, d=32, c=16):
        super().__init__()
        self.register_buffer("freqs", torch.exp(-math.log(1000.0) * torch.arange(c // 2, dtype=torch.float32)
                                                / (c // 2)))
        self.t1 = nn.Linear(c, d)
        self.t2 = nn.Linear(d, c)
        self.cemb = nn.Embedding(classes + 1, c)                      # the last row is the null class
        self.register_buffer("drop", torch.rand(batch, generator=g) < 0.25)
        self.inp = nn.Linear(2, d)
        self.blocks = nn.ModuleList([FiLMBlock(d, c) for _ in range(2)])
        self.out = nn.Linear(d, 2)
        self.null = classes

    def forward(self, x1, x0, t, labels):
        tt = t[:, None]
        xt = (1 - (1 - self.SIGMA_MIN) * tt) * x0 + tt * x1
        arg = 100.0 * tt * self.freqs[None]
        temb = self.t2(F.silu(self.t1(torch.cat([torch.sin(arg), torch.cos(arg)], dim=-1))))
        lab = torch.where(self.drop, torch.full_like(labels, self.null), labels)   # classifier-free guidance drop
        cond = temb + self.cemb(lab)
        h = self.inp(xt)
        for blk in self.blocks:
            h = blk(h, cond)
        return self.out(h)


def build(name: str, g: torch.Generator, Spec, call, ce):
    if name == "rmsnorm_fused_mixer":
        m = RMSNormFusedMixer()
        return Spec(m, {"x": torch.randn(2, 6, 8, generator=g)},
                    {"labels": torch.randint(0, 5, (2, 6), generator=g)}, call,
                    lambda out, labels: F.cross_entropy(out.reshape(-1, out.shape[-1]), labels.reshape(-1)),
                    subset=_where(m, lambda n: n in ("blocks.1.up.gamma", "blocks.0.o_proj.weight")),
                    notes="held out (relate v45): pre-norm causal token mixer whose RMSNorm + Linear is one fused "
                          "custom autograd.Function saving only its inputs (x, gamma, W) with a hand-written "
                          "backward recomputing the rms, called by five modules, SwiGLU MLPs; subset = "
                          "blocks.1.up.gamma, blocks.0.o_proj.weight (not a tail)")
    if name == "mos_lm_head":
        m = MoSLM()
        tok = torch.randint(0, 20, (3, 8), generator=g)
        return Spec(m, {"tokens": tok[:, :-1].contiguous()}, {"labels": tok[:, 1:].contiguous()}, call, _mos_nll,
                    subset=_where(m, lambda n: n in ("rnn.weight_hh_l0", "prior.bias")),
                    notes="held out (relate v45): GRU LM with a Mixture of Softmaxes head, a tied output "
                          "embedding, the prior and the K component softmaxes through a custom autograd.Function "
                          "that saves its output, log of the mixture into nll_loss; subset = rnn.weight_hh_l0, "
                          "prior.bias (not a tail)")
    if name == "topk_sparse_attn":
        m = TopKSparseAttn()
        return Spec(m, {"tokens": torch.randint(0, 12, (4, 8), generator=g)},
                    {"labels": torch.randint(0, 4, (4,), generator=g)}, call, ce,
                    subset=_where(m, lambda n: n in ("wk.weight", "ln1.bias")),
                    notes="held out (relate v45): Explicit Sparse Transformer classifier, top-k attention mask as "
                          "a custom autograd.Function with two outputs (indices mark_non_differentiable, saved "
                          "for a scatter backward), the indices reused as a no-grad key usage pooling weight; "
                          "subset = wk.weight, ln1.bias (not a tail)")
    if name == "stft_audio_cls":
        m = StftAudioCls(g)
        tt = torch.arange(400, dtype=torch.float32) / 8000.0
        f = torch.tensor([300.0, 900.0, 2000.0])[:, None]
        wave = torch.sin(2 * math.pi * f * tt) + 0.1 * torch.randn(3, 400, generator=g)
        return Spec(m, {"wave": wave}, {"labels": torch.randint(0, 5, (3,), generator=g)}, call, ce,
                    subset=_where(m, lambda n: n in ("alpha", "conv2.bias")),
                    notes="held out (relate v45): log-mel audio classifier, learned pre-emphasis, torch.stft "
                          "with a hann window buffer, view_as_real power, frozen mel filterbank buffer, per-band "
                          "affine, SpecAugment mask buffer by masked_fill, small CNN; subset = alpha, conv2.bias "
                          "(not a tail)")
    if name == "cond_flow_matching":
        m = CondFlowMatching(g)
        labels = torch.arange(8) % 3
        centres = torch.tensor([[2.0, 0.0], [-1.0, 1.7], [-1.0, -1.7]])
        x1 = centres[labels] + 0.3 * torch.randn(8, 2, generator=g)
        x0 = torch.randn(8, 2, generator=g)
        t = torch.rand(8, generator=g)
        u = x1 - (1 - CondFlowMatching.SIGMA_MIN) * x0
        return Spec(m, {"x1": x1, "x0": x0, "t": t, "labels": labels}, {"u": u}, call, F.mse_loss,
                    subset=_where(m, lambda n: n in ("cemb.weight", "blocks.0.film.bias")),
                    notes="held out (relate v45): conditional flow matching step, OT path x_t, sinusoidal time "
                          "embedding from a frequency buffer, classifier-free-guidance label drop by torch.where "
                          "on a buffer, FiLM residual MLP blocks, MSE to the target velocity; subset = "
                          "cemb.weight, blocks.0.film.bias (not a tail)")
    raise KeyError(name)
