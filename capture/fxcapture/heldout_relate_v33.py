"""Thirty-third held-out set for `fxmatch relate` (2026-12-05, /work/data/heldout_relate_v33).

Written to score main at aac30a0 blind (the relate review commit: one shared
trial for the two searches, relate_util.hpp's reach, is_sum_to_op): captured
once and scored with that commit's binary and rules, no engine change in
between, and no fxmatch run on these captures while they were written. Its
five families are new to the project (no earlier set has them): complex
intermediates from torch.fft whose real part is all the network reads (FNet
token mixing, an rfft/irfft low-pass), parametrizations whose forward
mutates buffers in place under no_grad (spectral_norm's power iteration)
beside weight_norm, PyTorch's own nn.TransformerEncoderLayer in training
mode (F.multi_head_attention_forward and its fused attention), a batched
Cholesky factorisation with cholesky_solve / solve_triangular and a logdet
from the factor's diagonal, and an nn.Embedding with max_norm (the table's
rows renormalised in place under no_grad before the lookup) feeding
take_along_dim, cummax values, logcumsumexp and masked_fill; like
heldout_relate.py's models they never enter the zoo.

  fnet_fft_mix         FNet-style token mixing: torch.fft.fft2 over (time,
                       hidden) of a [B, 6, 8] sequence, .real, inside a
                       residual block with LayerNorm and a GELU MLP, a second
                       mix by torch.fft.fftn over the same two dims; then a
                       learned low-pass along time: torch.fft.rfft, the first
                       3 frequencies scaled by a learned gain, torch.fft.irfft
                       (n=6) zero-padding the cut spectrum; subset = the last
                       third (the head is registered first, so the tail is
                       fc2.bias, ln2 and ln3: its backward crosses the fftn
                       and the rfft / irfft).
  spectral_norm_mlp    two Linear layers under
                       nn.utils.parametrizations.spectral_norm (training
                       mode: one power iteration per forward updates the
                       buffers _u / _v in place under no_grad, the weight is
                       divided by sigma = u . W v), an input layer under
                       parametrizations.weight_norm (g * v / ||v||); subset =
                       fc1's original weight, inp's weight_norm magnitude
                       (original0) and head.bias (not a tail).
  mha_encoder          a linear embedding plus a learned position table, two
                       separate nn.TransformerEncoderLayer(d_model=8,
                       nhead=2, dim_feedforward=16, dropout=0.0,
                       batch_first=True, norm_first=True) in training mode
                       (in_proj packed q/k/v, the attention through
                       F.multi_head_attention_forward as
                       _scaled_dot_product_flash_attention_for_cpu,
                       out_proj, ReLU FFN), a
                       final LayerNorm and a mean-pool head; subset = the
                       last third.
  chol_gp_head         a Gaussian-process style head per sample: features
                       h, A = view(lin_a(h)) [B, 4, 3], K = A A^T +
                       (softplus(noise) + 0.05) I, L =
                       torch.linalg.cholesky_ex(K).L, alpha =
                       torch.cholesky_solve(y, L) for a target y =
                       lin_y(h), w = torch.linalg.solve_triangular(L, y),
                       logdet = 2 * log(diag(L)).sum(); the negative log
                       marginal likelihood 0.5 y.alpha + 0.5 logdet and w
                       both reach the logits; subset = noise, lin_a.weight
                       and lin_y.bias (not a tail). Written first with
                       torch.linalg.cholesky, whose AOT capture failed: its
                       error check (_linalg_check_errors) is an effectful op
                       that AOTAutograd threads through aot_fwd as a token
                       input (with_effects) with no gradient output, and the
                       capture's AOT truth (relate_truth.aot_relate: one
                       aot_bwd output per aot_fwd input) refused it;
                       cholesky_ex computes the same factor without the
                       check.
  embed_maxnorm_take   nn.Embedding(10, 6, max_norm=1.0) (embedding_renorm_
                       on the weight in place under no_grad in every
                       forward), a tanh projection, per-token scores with the
                       padding tokens masked_fill'ed to -1e4, the tokens
                       reordered by their score (argsort, then
                       torch.take_along_dim of the states and of the scores),
                       torch.cummax(...).values over the sorted states,
                       torch.logcumsumexp over the sorted scores; subset = the
                       last third (the head is registered first, so the tail
                       is score.weight and score.bias: its backward crosses
                       take_along_dim, masked_fill and logcumsumexp).
"""
from __future__ import annotations

import torch
import torch.nn as nn
import torch.nn.functional as F
from .heldout_subsets import third as _third, where as _where

V33 = ["fnet_fft_mix", "spectral_norm_mlp", "mha_encoder", "chol_gp_head", "embed_maxnorm_take"]


class FnetFftMix(nn.Module):
    def __init__(self, d_in=5, d=8, keep=3, classes=3):
        super().__init__()
        self.head = nn.Linear(2 * d, classes)               # registered first: the tail third is the mixing blocks
        self.inp = nn.Linear(d_in, d)
        self.ln1 = nn.LayerNorm(d)
        self.fc1 = nn.Linear(d, 2 * d)
        self.fc2 = nn.Linear(2 * d, d)
        self.ln2 = nn.LayerNorm(d)
        self.ln3 = nn.LayerNorm(d)
        self.gain = nn.Parameter(1.0 + 0.1 * torch.randn(keep, d))
        self.keep = keep

    def forward(self, x):                                   # [B, T, d_in]
        h = self.inp(x)
        T = h.shape[1]
        h = self.ln1(h + torch.fft.fft2(h, dim=(-2, -1)).real)             # FNet mixing over (time, hidden)
        h = self.ln2(h + self.fc2(F.gelu(self.fc1(h))))
        h = self.ln3(h + torch.fft.fftn(h, dim=(1, 2)).real)               # a second mix, fftn over the same dims
        spec = torch.fft.rfft(h, dim=1)                     # [B, T//2+1, d] complex
        low = torch.fft.irfft(spec[:, :self.keep] * self.gain, n=T, dim=1)  # cut + learned gain, zero-padded back
        return self.head(torch.cat([h.mean(1), low.pow(2).mean(1)], dim=-1))


class SpectralNormMlp(nn.Module):
    def __init__(self, d_in=5, d=6, classes=3):
        super().__init__()
        sn = nn.utils.parametrizations.spectral_norm
        wn = nn.utils.parametrizations.weight_norm
        self.inp = wn(nn.Linear(d_in, d))
        self.fc1 = sn(nn.Linear(d, 2 * d))
        self.fc2 = sn(nn.Linear(2 * d, d))
        self.head = nn.Linear(d, classes)

    def forward(self, x):                                   # [B, d_in]
        h = F.silu(self.inp(x))                             # weight = g * v / ||v||
        h = h + self.fc2(torch.tanh(self.fc1(h)))           # each weight / sigma, _u/_v updated in place
        return self.head(h)


class MhaEncoder(nn.Module):
    def __init__(self, d_in=5, d=8, T=4, classes=3):
        super().__init__()
        self.inp = nn.Linear(d_in, d)
        self.pos = nn.Parameter(0.1 * torch.randn(T, d))
        self.l1 = nn.TransformerEncoderLayer(d_model=d, nhead=2, dim_feedforward=16, dropout=0.0,
                                             batch_first=True, norm_first=True)
        self.l2 = nn.TransformerEncoderLayer(d_model=d, nhead=2, dim_feedforward=16, dropout=0.0,
                                             batch_first=True, norm_first=True)
        self.norm = nn.LayerNorm(d)
        self.head = nn.Linear(d, classes)

    def forward(self, x):                                   # [B, T, d_in]
        h = self.inp(x) + self.pos
        h = self.l2(self.l1(h))
        return self.head(self.norm(h).mean(1))


class CholGpHead(nn.Module):
    def __init__(self, d_in=5, d=6, n=4, r=3, classes=3):
        super().__init__()
        self.enc = nn.Linear(d_in, d)
        self.lin_a = nn.Linear(d, n * r)
        self.lin_y = nn.Linear(d, n)
        self.noise = nn.Parameter(torch.tensor(-1.0))
        self.head = nn.Linear(d + n + 1, classes)
        self.n, self.r = n, r

    def forward(self, x):                                   # [B, d_in]
        h = torch.tanh(self.enc(x))                         # [B, d]
        B, n = h.shape[0], self.n
        A = self.lin_a(h).view(B, n, self.r)                # [B, n, r]
        eye = torch.eye(n, dtype=h.dtype)
        K = A @ A.transpose(-1, -2) + (F.softplus(self.noise) + 0.05) * eye
        # cholesky_ex, not linalg.cholesky: the latter's error check (_linalg_check_errors) is an effectful op
        # that AOTAutograd threads as a token input of aot_fwd with no gradient, which the capture's AOT
        # truth (one backward output per forward input) does not take
        L = torch.linalg.cholesky_ex(K).L                   # [B, n, n] lower
        y = self.lin_y(h).unsqueeze(-1)                     # [B, n, 1]
        alpha = torch.cholesky_solve(y, L)                  # K^-1 y
        w = torch.linalg.solve_triangular(L, y, upper=False)              # L^-1 y
        logdet = 2.0 * torch.log(torch.diagonal(L, dim1=-2, dim2=-1)).sum(-1)  # [B]
        nlml = 0.5 * (y * alpha).sum((-2, -1)) + 0.5 * logdet             # [B]
        return self.head(torch.cat([h, w.squeeze(-1), nlml.unsqueeze(-1)], dim=-1))


class EmbedMaxnormTake(nn.Module):
    def __init__(self, vocab=10, d=6, classes=3):
        super().__init__()
        self.head = nn.Linear(2 * d + 1, classes)           # registered first: the tail third is the scorer
        self.emb = nn.Embedding(vocab, d, max_norm=1.0)
        self.proj = nn.Linear(d, d)
        self.score = nn.Linear(d, 1)
        self.temp = nn.Parameter(torch.tensor(0.7))

    def forward(self, ids):                                 # [B, T] long, 0 = padding
        e = self.emb(ids)                                   # rows renormalised in place first
        h = torch.tanh(self.proj(e))                        # [B, T, d]
        s = self.score(h).squeeze(-1) * self.temp           # [B, T]
        s = s.masked_fill(ids == 0, -1e4)                   # padding tokens last
        order = s.argsort(dim=1, descending=True)           # [B, T]
        hs = torch.take_along_dim(h, order.unsqueeze(-1), dim=1)          # states sorted by score
        ss = torch.take_along_dim(s, order, dim=1)          # scores sorted
        cm = torch.cummax(hs, dim=1).values                 # running max over the sorted states
        lc = torch.logcumsumexp(ss, dim=1)                  # [B, T]
        wts = torch.softmax(ss, dim=1).unsqueeze(-1)
        pooled = (wts * cm).sum(1)                          # [B, d]
        return self.head(torch.cat([pooled, hs[:, 0], lc[:, -1:]], dim=-1))


def build(name: str, g: torch.Generator, Spec, call, ce):
    y = {"labels": torch.randint(0, 3, (2,), generator=g)}
    if name == "fnet_fft_mix":
        m = FnetFftMix()
        return Spec(m, {"x": torch.randn(2, 6, 5, generator=g)}, y, call, ce, subset_params=_third(m),
                    notes="held out (relate v33): FNet mixing by torch.fft.fft2(...).real and fftn(...).real in "
                          "residual blocks with LayerNorm and a GELU MLP, an rfft / irfft low-pass with a learned gain")
    if name == "spectral_norm_mlp":
        m = SpectralNormMlp()
        return Spec(m, {"x": torch.randn(2, 5, generator=g)}, y, call, ce,
                    subset=_where(m, lambda n: n in ("fc1.parametrizations.weight.original",
                                                     "inp.parametrizations.weight.original0", "head.bias")),
                    notes="held out (relate v33): spectral_norm on two linears (power iteration updates _u/_v in "
                          "place under no_grad), weight_norm on the input layer; subset = fc1's original weight, "
                          "inp's weight_norm magnitude, head.bias (not a tail)")
    if name == "mha_encoder":
        m = MhaEncoder()
        return Spec(m, {"x": torch.randn(2, 4, 5, generator=g)}, y, call, ce, subset_params=_third(m),
                    notes="held out (relate v33): two nn.TransformerEncoderLayer (d_model 8, 2 heads, ff 16, "
                          "dropout 0, batch_first, norm_first) in training mode, mean-pool head")
    if name == "chol_gp_head":
        m = CholGpHead()
        return Spec(m, {"x": torch.randn(2, 5, generator=g)}, y, call, ce,
                    subset=_where(m, lambda n: n in ("noise", "lin_a.weight", "lin_y.bias")),
                    notes="held out (relate v33): K = A A^T + noise I, linalg.cholesky_ex, cholesky_solve, "
                          "solve_triangular, logdet from 2 log diag(L); subset = noise, lin_a.weight, lin_y.bias "
                          "(not a tail)")
    if name == "embed_maxnorm_take":
        m = EmbedMaxnormTake()
        ids = torch.randint(1, 10, (2, 6), generator=g)
        ids[0, 1] = ids[0, 4]                               # a repeated row in the renorm
        ids[:, -1] = 0                                      # a padding position in every row
        return Spec(m, {"ids": ids}, y, call, ce, subset_params=_third(m),
                    notes="held out (relate v33): Embedding max_norm=1.0 (embedding_renorm_ in place), masked_fill, "
                          "argsort + take_along_dim, cummax values, logcumsumexp")
    raise KeyError(name)
