"""Fifty-sixth held-out set for `fxmatch relate` (2026-12-06, /work/pending/heldout_relate_v56).

Written to score main blind: captured once and scored with main's binary and
rules, no engine change in between, and no fxmatch run on these captures
while they were written. Its five families are new to the project (no
earlier set has them); three are ordinary networks and training steps and
two put custom torch.autograd.Functions with a hand-written backward in the
model (a lower bound whose gradient passes where the input would rise, a
pair of fused distance / residual-aggregation kernels): a learned image
codec with GDN (CompressAI's factorized-Gaussian-style autoencoder: strided
5x5 convs with GDN, transposed convs with inverse GDN, the latent plus a
fixed uniform noise input in place of rounding, a Gaussian likelihood per
latent element from erfc with learned per-channel means and scales; GDN's
beta and gamma and the scales and likelihoods bounded by CompressAI's
LowerBoundFunction: forward max(x, bound), saving x and the bound buffer;
backward g where (x >= bound) | (g < 0), else 0; the raw gamma perturbed so
that about half its off-diagonal entries sit under their bound;
rate-distortion loss lambda 255^2 MSE + bpp); an EncNet segmenter
(PyTorch-Encoding's Context Encoding Module: a 1x1 conv, BN, ReLU, the
Encoding layer by PyTorch-Encoding's _scaled_l2 and _aggregate Functions
(scaled squared distances of every feature to every codeword, softmax
assignments over the codewords, assignment-weighted residual sums;
backward the hand-derived gradients of the library's CPU kernels written
out in torch ops, dividing SL by S for the scale gradient), BN1d over the
codewords, ReLU, a mean over the codewords, a sigmoid channel gate
relu(x + x gamma) and the SE-loss head; per-pixel CE after a bilinear
upsample plus BCE of the SE head on class presence); a hash-grid NeRF
(Instant-NGP's multiresolution hash encoding: four levels of a 64-entry
table of two features, integer corner coordinates, direct indexing where
the dense grid fits and the xor of the coordinates times the primes (1,
2654435761, 805459861) modulo the table size where it does not, trilinear
weights, a density MLP, a degree-2 spherical-harmonics direction encoding,
a colour MLP and alpha compositing over eight samples per ray with a white
background; MSE on the pixel colours); Autoformer (series decomposition
by a replicate-padded AvgPool1d moving average, Auto-Correlation by
rfft(q) conj(rfft(k)) and irfft, the top-k delays of the head- and
channel-mean correlation, time-delay aggregation by gathers from the
values repeated twice along time weighted by the softmax of the top-k
correlations, a circular-padded Conv1d token embedding, encoder and
decoder layers with 1x1 Conv1d feed-forwards, the decoder's trend
accumulated through a circular Conv1d projection, the seasonal-trend
initialisation from the encoder input; MSE on the horizon); and an LRU
classifier (Orvieto et al.'s Linear Recurrent Unit: a complex diagonal
recurrence with lambda = exp(-exp(nu_log) + i exp(theta_log)) written as
real and imaginary parts, the input projection normalised by
exp(gamma_log), an unrolled Python loop over the steps, Re(C h) + D x, in
pre-LN residual blocks with GELU and a GLU; CE); like heldout_relate.py's
models they never enter the zoo.

  gdn_compress     x [2, 3, 8, 8], u [2, 8, 2, 2] (uniform in [-0.5, 0.5]), target x [2, 3, 8, 8] -> y = ga(x): Conv(3,
                   8, 5, s2, pad 2), GDN(8), Conv(8, 8, 5, s2, pad 2) [2, 8, 2, 2]; y_t = y + u; v = |y_t - means|
                   (means [8]); s = LowerBound(0.11)(scales [8]); lik = 0.5 erfc(-(0.5 - v) / s / sqrt 2) - 0.5
                   erfc(-(-0.5 - v) / s / sqrt 2), lik = LowerBound(1e-9)(lik); x_hat = gs(y_t): ConvT(8, 8, 5, s2,
                   pad 2, out pad 1), IGDN(8), ConvT(8, 3, 5, s2, pad 2, out pad 1) [2, 3, 8, 8]; GDN(x) = x
                   rsqrt(conv2d(x^2, gamma [8, 8, 1, 1], beta)) (IGDN: sqrt), beta = LowerBound(sqrt(1e-6 +
                   2^-36))(beta_raw)^2 - 2^-36, gamma = LowerBound(2^-18)(gamma_raw)^2 - 2^-36 (custom Function
                   LowerBoundFunction.apply(x, bound buffer [1]): save_for_backward(x, bound), forward max(x,
                   bound), backward ((x >= bound) | (g < 0)) g, None); returns (x_hat, lik); criterion: 0.01 255^2
                   MSE(x_hat, target) + sum(log lik) / (-log 2 2 8 8); subset = ga.1.gamma, gs.1.beta.
  encnet_seg       img [2, 3, 8, 8], labels [2, 8, 8] (4 classes) -> Conv(3, 8, 3, pad 1, no bias) BN ReLU, Conv(8,
                   16, 3, s2, pad 1, no bias) BN ReLU [2, 16, 4, 4]; EncModule: Conv(16, 16, 1, no bias) BN ReLU,
                   Encoding(D 16, K 4): X = view(2, 16, 16) transposed [2, 16, 16], A = softmax(ScaledL2(X,
                   codewords [4, 16], scale [4]), dim 2) [2, 16, 4], E = Aggregate(A, X, codewords) [2, 4, 16];
                   BN1d(4) ReLU, mean over the codewords = en [2, 16]; gamma = sigmoid(Linear(16, 16)(en)); f =
                   relu(x + x gamma); se = Linear(16, 4)(en); logits = interpolate(Conv(16, 4, 1)(f), 8x8,
                   bilinear) (custom Functions: ScaledL2 forward SL = S (X_i - C_k)^2 summed over D, saves X, C, S,
                   SL, backward tmp = 2 g S (X - C), gX = sum_k tmp, gC = -sum_{b,i} tmp, gS = sum_{b,i} g SL / S;
                   Aggregate forward E = sum_i A (X_i - C_k), saves A, X, C, backward gA = sum_d g (X - C), gX =
                   bmm(A, g), gC = -sum_b g sum_i A); criterion: CE over the pixels + 0.2 BCE-with-logits(se, class
                   presence); subset = encmod.encoding.3.scale, encmod.fc.0.weight.
  hashgrid_nerf    rays_o [4, 3], rays_d [4, 3] (unit), rgb [4, 3] -> z = linspace(0.05, 0.6, 8) buffer; p = ((o + z
                   d) + 1) / 2 [32, 3] in (0, 1); HashGrid: tables [4, 64, 2], resolutions 2, 3, 4, 6; per level pos
                   = p r, c = floor(pos) + corners buffer [8, 3] [32, 8, 3]; idx = c0 + c1 (r + 1) + c2 (r + 1)^2
                   when (r + 1)^3 <= 64, else (c0 1 ^ c1 2654435761 ^ c2 805459861) % 64; w = prod over xyz of
                   where(corner, frac, 1 - frac); sum of w tables[l][idx] [32, 2]; cat [32, 8]; h = Linear(16,
                   8)(ReLU(Linear(8, 16))); sigma = softplus(h0); SH degree 2 of d [4] (0.282, -0.489 y, 0.489 z,
                   -0.489 x); colour = sigmoid(Linear(16, 3)(ReLU(Linear(11, 16)(cat(h[1:], sh))))); alpha = 1 -
                   exp(-sigma 0.0786), T = exclusive cumprod(1 - alpha + 1e-10), w = alpha T, pixel = sum w colour
                   + 1 - sum w [4, 3]; criterion: MSE; subset = grid.tables, color_net.0.weight.
  autoformer       x_enc [2, 16, 2], target [2, 4, 2] -> seasonal, trend = decomp(x_enc) (moving average 5, edges
                   replicated, AvgPool1d); trend_init = cat(trend[:, -8:], mean over time x4), seasonal_init =
                   cat(seasonal[:, -8:], zeros [2, 4, 2]); embedding Conv1d(2, 8, 3, circular pad, no bias); encoder
                   1 layer: x = x + AutoCorrLayer(x, x, x); decomp; x + Conv1d(16, 8, 1)(ReLU(Conv1d(8, 16, 1)(x)));
                   decomp; my_Layernorm (LN then minus its time mean); decoder 1 layer on the embedded seasonal_init
                   [2, 12, 8]: self AutoCorr, decomp (trend1), cross AutoCorr to the encoder output (keys / values
                   cut to 12 steps), decomp (trend2), FF, decomp (trend3); trend += Conv1d(8, 2, 3, circular pad, no
                   bias)(trend1 + trend2 + trend3); my_Layernorm, Linear(8, 2) + trend; last 4 steps [2, 4, 2];
                   AutoCorrLayer: q, k, v = Linear(8, 8), 2 heads of 4; corr = irfft(rfft(q) conj(rfft(k)), 12 or
                   16) over time [2, 2, 4, L]; top 2 delays of mean(corr over heads and channels) [2, L], softmax of
                   their values; sum over the delays of gather(v.repeat(1, 1, 1, 2), -1, arange(L) + delay) times
                   the weight; Linear(8, 8); criterion: MSE; subset = encoder.layers.0.attention.query_projection
                   .weight, decoder.layers.0.projection.weight.
  lru_cls          x [3, 8, 4], labels [3] (3 classes) -> Linear(4, 8); 2 blocks: x = x + GLU(Linear(8, 16)(GELU(
                   LRU(LN(x))))); LRU (N 8, H 8): nu_log, theta_log, gamma_log [8], B_re, B_im [8, 8], C_re, C_im [8,
                   8], D [8]; lam = exp(-exp(nu_log)) (cos, sin)(exp(theta_log)); bu = x B^T exp(gamma_log) (real
                   and imaginary parts) [3, 8, 8]; h = 0; 8 steps h = lam h + bu_t (complex product by parts),
                   y_t = C_re h_re - C_im h_im; y + D x; mean over time, LN, Linear(8, 3); criterion: CE; subset =
                   blocks.0.lru.theta_log, blocks.1.glu.weight.
No subset above is a tail.
"""
from __future__ import annotations

import math

import torch
import torch.nn as nn
import torch.nn.functional as F
from .heldout_subsets import where as _where

V56 = ["gdn_compress", "encnet_seg", "hashgrid_nerf", "autoformer", "lru_cls"]


# ------------------------------------------------------------------ learned image codec, GDN + LowerBound
class LowerBoundFunction(torch.autograd.Function):
    """CompressAI's LowerBoundFunction (compressai/ops/bound_ops.py): max(x, bound) in forward; backward the
    identity where x is at or above the bound or where the gradient would move x up towards it, else 0."""

    @staticmethod
    def forward(ctx, x, bound):
        ctx.save_for_backward(x, bound)
        return torch.max(x, bound)

    @staticmethod
    def backward(ctx, g):
        x, bound = ctx.saved_tensors
        pass_through_if = (x >= bound) | (g < 0)
        return pass_through_if * g, None


class LowerBound(nn.Module):
    def __init__(self, bound):
        super().__init__()
        self.register_buffer("bound", torch.tensor([float(bound)]))

    def forward(self, x):
        return LowerBoundFunction.apply(x, self.bound)


class NonNegativeParametrizer(nn.Module):
    """CompressAI's reparametrisation of GDN's beta and gamma: lower_bound(x)^2 - pedestal."""

    def __init__(self, minimum=0.0, reparam_offset=2 ** -18):
        super().__init__()
        self.register_buffer("pedestal", torch.tensor([float(reparam_offset) ** 2]))
        self.lower_bound = LowerBound((float(minimum) + float(reparam_offset) ** 2) ** 0.5)

    def init(self, x):
        return torch.sqrt(torch.max(x + self.pedestal, self.pedestal))

    def forward(self, x):
        return self.lower_bound(x) ** 2 - self.pedestal


class GDN(nn.Module):
    """Generalized divisive normalisation (Balle et al. 2016), CompressAI's layer: x / sqrt(beta + gamma x^2)."""

    def __init__(self, g, c, inverse=False, beta_min=1e-6, gamma_init=0.1):
        super().__init__()
        self.inverse = inverse
        self.beta_reparam = NonNegativeParametrizer(minimum=beta_min)
        self.beta = nn.Parameter(self.beta_reparam.init(torch.ones(c)))
        self.gamma_reparam = NonNegativeParametrizer()
        gamma = self.gamma_reparam.init(gamma_init * torch.eye(c))
        # as after a few optimiser steps: about half the off-diagonal entries under the bound
        self.gamma = nn.Parameter(gamma + 0.01 * torch.randn(c, c, generator=g))

    def forward(self, x):
        C = x.shape[1]
        beta = self.beta_reparam(self.beta)
        gamma = self.gamma_reparam(self.gamma).reshape(C, C, 1, 1)
        norm = F.conv2d(x ** 2, gamma, beta)
        norm = torch.sqrt(norm) if self.inverse else torch.rsqrt(norm)
        return x * norm


class GdnCodec(nn.Module):
    """A factorized-Gaussian learned image codec: analysis / synthesis transforms with GDN, noise for rounding."""

    def __init__(self, g, n=8):
        super().__init__()
        self.ga = nn.Sequential(nn.Conv2d(3, n, 5, 2, 2), GDN(g, n), nn.Conv2d(n, n, 5, 2, 2))
        self.gs = nn.Sequential(nn.ConvTranspose2d(n, n, 5, 2, 2, output_padding=1), GDN(g, n, inverse=True),
                                nn.ConvTranspose2d(n, 3, 5, 2, 2, output_padding=1))
        self.means = nn.Parameter(0.1 * torch.randn(n, generator=g))
        self.scales = nn.Parameter(torch.full((n,), 1.0))
        self.scale_bound = LowerBound(0.11)
        self.lik_bound = LowerBound(1e-9)

    @staticmethod
    def _cdf(v):
        return 0.5 * torch.erfc(-(2 ** -0.5) * v)

    def forward(self, x, u):
        y = self.ga(x)
        y_t = y + u                                                              # noise in place of rounding
        v = torch.abs(y_t - self.means.view(1, -1, 1, 1))
        s = self.scale_bound(self.scales).view(1, -1, 1, 1)
        lik = self._cdf((0.5 - v) / s) - self._cdf((-0.5 - v) / s)
        lik = self.lik_bound(lik)
        return self.gs(y_t), lik


def _rd_loss(out, target, lmbda=0.01):
    x_hat, lik = out
    N, _, H, W = target.shape
    bpp = torch.log(lik).sum() / (-math.log(2) * N * H * W)
    return lmbda * 255 ** 2 * F.mse_loss(x_hat, target) + bpp


# ------------------------------------------------------------------ EncNet, Encoding layer Functions
class ScaledL2(torch.autograd.Function):
    """PyTorch-Encoding's _scaled_l2 (encoding/functions/encoding.py): SL[b, i, k] = s_k |x_bi - c_k|^2, the
    backward of its kernels written out in torch ops."""

    @staticmethod
    def forward(ctx, X, C, S):
        SL = S.view(1, 1, -1) * (X.unsqueeze(2) - C.view(1, 1, *C.shape)).pow(2).sum(3)
        ctx.save_for_backward(X, C, S, SL)
        return SL

    @staticmethod
    def backward(ctx, g):
        X, C, S, SL = ctx.saved_tensors
        tmp = (2 * g * S.view(1, 1, -1)).unsqueeze(3) * (X.unsqueeze(2) - C.view(1, 1, *C.shape))
        gX = tmp.sum(2)
        gC = -tmp.sum(0).sum(0)
        gS = (g * (SL / S.view(1, 1, -1))).sum(0).sum(0)
        return gX, gC, gS


class Aggregate(torch.autograd.Function):
    """PyTorch-Encoding's _aggregate: E[b, k] = sum_i A[b, i, k] (x_bi - c_k), hand-written backward."""

    @staticmethod
    def forward(ctx, A, X, C):
        ctx.save_for_backward(A, X, C)
        return (A.unsqueeze(3) * (X.unsqueeze(2) - C.view(1, 1, *C.shape))).sum(1)

    @staticmethod
    def backward(ctx, g):
        A, X, C = ctx.saved_tensors
        gA = (g.unsqueeze(1) * (X.unsqueeze(2) - C.view(1, 1, *C.shape))).sum(3)
        gX = torch.bmm(A, g)
        gC = -(g * A.sum(1).unsqueeze(2)).sum(0)
        return gA, gX, gC


class Encoding(nn.Module):
    def __init__(self, g, D, K):
        super().__init__()
        self.D, self.K = D, K
        std1 = 1.0 / (K * D) ** 0.5
        self.codewords = nn.Parameter((torch.rand(K, D, generator=g) * 2 - 1) * std1)
        self.scale = nn.Parameter(-torch.rand(K, generator=g))

    def forward(self, X):
        B = X.shape[0]
        X = X.view(B, self.D, -1).transpose(1, 2).contiguous()                  # [B, N, D]
        A = F.softmax(ScaledL2.apply(X, self.codewords, self.scale), dim=2)     # [B, N, K]
        return Aggregate.apply(A, X, self.codewords)                            # [B, K, D]


class Mean(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.dim = dim

    def forward(self, x):
        return x.mean(self.dim)


class EncModule(nn.Module):
    """EncNet's Context Encoding Module: encoded context gates the channels, an SE-loss head on it."""

    def __init__(self, g, c, classes, ncodes):
        super().__init__()
        self.encoding = nn.Sequential(nn.Conv2d(c, c, 1, bias=False), nn.BatchNorm2d(c), nn.ReLU(inplace=True),
                                      Encoding(g, c, ncodes), nn.BatchNorm1d(ncodes), nn.ReLU(inplace=True),
                                      Mean(dim=1))
        self.fc = nn.Sequential(nn.Linear(c, c), nn.Sigmoid())
        self.selayer = nn.Linear(c, classes)

    def forward(self, x):
        en = self.encoding(x)
        b, c = x.shape[:2]
        gamma = self.fc(en)
        return F.relu_(x + x * gamma.view(b, c, 1, 1)), self.selayer(en)


class EncNetSeg(nn.Module):
    def __init__(self, g, classes=4, c=16, ncodes=4):
        super().__init__()
        self.stem = nn.Sequential(nn.Conv2d(3, 8, 3, 1, 1, bias=False), nn.BatchNorm2d(8), nn.ReLU(inplace=True),
                                  nn.Conv2d(8, c, 3, 2, 1, bias=False), nn.BatchNorm2d(c), nn.ReLU(inplace=True))
        self.encmod = EncModule(g, c, classes, ncodes)
        self.head = nn.Conv2d(c, classes, 1)

    def forward(self, img):
        f, se = self.encmod(self.stem(img))
        logits = F.interpolate(self.head(f), size=img.shape[2:], mode="bilinear", align_corners=False)
        return logits, se


def _encnet_loss(out, labels, se_weight=0.2):
    logits, se = out
    C = logits.shape[1]
    classes = torch.arange(C, device=labels.device)
    present = (labels.reshape(labels.shape[0], -1, 1) == classes).any(1).to(se.dtype)   # [B, C]
    return F.cross_entropy(logits, labels) + se_weight * F.binary_cross_entropy_with_logits(se, present)


# ------------------------------------------------------------------ Instant-NGP hash grid, NeRF rendering
class HashGrid(nn.Module):
    """Instant-NGP's multiresolution hash encoding (Mueller et al. 2022), trilinear, dense where it fits."""

    def __init__(self, g, levels=4, feats=2, log2_size=6, base_res=2, scale=1.5):
        super().__init__()
        self.res = [int(math.floor(base_res * scale ** lv)) for lv in range(levels)]
        self.size = 2 ** log2_size
        self.tables = nn.Parameter((torch.rand(levels, self.size, feats, generator=g) * 2 - 1) * 1e-2)
        corners = torch.tensor([[(i >> 2) & 1, (i >> 1) & 1, i & 1] for i in range(8)], dtype=torch.long)
        self.register_buffer("corners", corners)
        self.register_buffer("primes", torch.tensor([1, 2654435761, 805459861], dtype=torch.long))

    def forward(self, p):                                                        # p [N, 3] in [0, 1)
        outs = []
        on = self.corners.bool()                                                 # [8, 3]
        for lv, r in enumerate(self.res):
            pos = p * r
            p0 = torch.floor(pos)
            frac = (pos - p0).unsqueeze(1)                                       # [N, 1, 3]
            c = p0.long().unsqueeze(1) + self.corners                            # [N, 8, 3]
            if (r + 1) ** 3 <= self.size:
                idx = c[..., 0] + c[..., 1] * (r + 1) + c[..., 2] * (r + 1) ** 2
            else:
                h = c * self.primes
                idx = torch.bitwise_xor(torch.bitwise_xor(h[..., 0], h[..., 1]), h[..., 2]) % self.size
            w = torch.where(on, frac, 1 - frac).prod(-1)                         # [N, 8]
            f = self.tables[lv][idx]                                             # [N, 8, F]
            outs.append((w.unsqueeze(-1) * f).sum(1))
        return torch.cat(outs, dim=-1)


class HashNeRF(nn.Module):
    def __init__(self, g, n_samples=8, geo=7):
        super().__init__()
        self.grid = HashGrid(g)
        self.sigma_net = nn.Sequential(nn.Linear(8, 16), nn.ReLU(), nn.Linear(16, 1 + geo))
        self.color_net = nn.Sequential(nn.Linear(geo + 4, 16), nn.ReLU(), nn.Linear(16, 3))
        self.register_buffer("z", torch.linspace(0.05, 0.6, n_samples))

    @staticmethod
    def _sh2(d):
        x, y, z = d.unbind(-1)
        return torch.stack([torch.full_like(x, 0.28209479177387814), -0.48860251190291987 * y,
                            0.48860251190291987 * z, -0.48860251190291987 * x], dim=-1)

    def forward(self, rays_o, rays_d):
        R, S = rays_o.shape[0], self.z.shape[0]
        pts = rays_o.unsqueeze(1) + self.z.view(1, S, 1) * rays_d.unsqueeze(1)     # [R, S, 3] in (-1, 1)
        enc = self.grid(((pts + 1) / 2).reshape(R * S, 3))
        h = self.sigma_net(enc)
        sigma = F.softplus(h[:, 0]).view(R, S)
        sh = self._sh2(rays_d).unsqueeze(1).expand(R, S, 4).reshape(R * S, 4)
        rgb = torch.sigmoid(self.color_net(torch.cat([h[:, 1:], sh], dim=-1))).view(R, S, 3)
        delta = self.z[1] - self.z[0]
        alpha = 1 - torch.exp(-sigma * delta)
        trans = torch.cumprod(torch.cat([torch.ones_like(alpha[:, :1]), 1 - alpha + 1e-10], dim=-1), dim=-1)[:, :-1]
        w = alpha * trans
        return (w.unsqueeze(-1) * rgb).sum(1) + (1 - w.sum(-1, keepdim=True))   # white background


# ------------------------------------------------------------------ Autoformer
class MovingAvg(nn.Module):
    def __init__(self, k):
        super().__init__()
        self.k = k
        self.avg = nn.AvgPool1d(kernel_size=k, stride=1, padding=0)

    def forward(self, x):                                                        # [B, L, C]
        front = x[:, 0:1, :].repeat(1, (self.k - 1) // 2, 1)
        end = x[:, -1:, :].repeat(1, (self.k - 1) // 2, 1)
        x = torch.cat([front, x, end], dim=1)
        return self.avg(x.permute(0, 2, 1)).permute(0, 2, 1)


class SeriesDecomp(nn.Module):
    def __init__(self, k):
        super().__init__()
        self.moving_avg = MovingAvg(k)

    def forward(self, x):
        mean = self.moving_avg(x)
        return x - mean, mean


class MyLayernorm(nn.Module):
    def __init__(self, d):
        super().__init__()
        self.layernorm = nn.LayerNorm(d)

    def forward(self, x):
        x_hat = self.layernorm(x)
        return x_hat - torch.mean(x_hat, dim=1).unsqueeze(1).repeat(1, x.shape[1], 1)


class AutoCorrelation(nn.Module):
    """Autoformer's Auto-Correlation (FFT period-based dependencies, time-delay aggregation by gathers)."""

    def __init__(self, factor=1):
        super().__init__()
        self.factor = factor

    def time_delay_agg(self, values, corr):
        B, H, C, L = values.shape
        init_index = torch.arange(L, device=values.device).view(1, 1, 1, L).repeat(B, H, C, 1)
        top_k = int(self.factor * math.log(L))
        mean_value = torch.mean(torch.mean(corr, dim=1), dim=1)                  # [B, L]
        weights, delay = torch.topk(mean_value, top_k, dim=-1)
        tmp_corr = torch.softmax(weights, dim=-1)
        tmp_values = values.repeat(1, 1, 1, 2)
        agg = torch.zeros_like(values)
        for i in range(top_k):
            tmp_delay = init_index + delay[:, i].view(B, 1, 1, 1).repeat(1, H, C, L)
            pattern = torch.gather(tmp_values, dim=-1, index=tmp_delay)
            agg = agg + pattern * tmp_corr[:, i].view(B, 1, 1, 1).repeat(1, H, C, L)
        return agg

    def forward(self, q, k, v):
        B, L, H, E = q.shape
        S = v.shape[1]
        if L > S:
            zeros = torch.zeros_like(q[:, :(L - S), :]).float()
            v = torch.cat([v, zeros], dim=1)
            k = torch.cat([k, zeros], dim=1)
        else:
            v = v[:, :L, :, :]
            k = k[:, :L, :, :]
        q_fft = torch.fft.rfft(q.permute(0, 2, 3, 1).contiguous(), dim=-1)
        k_fft = torch.fft.rfft(k.permute(0, 2, 3, 1).contiguous(), dim=-1)
        corr = torch.fft.irfft(q_fft * torch.conj(k_fft), n=L, dim=-1)            # [B, H, E, L]
        out = self.time_delay_agg(v.permute(0, 2, 3, 1).contiguous(), corr).permute(0, 3, 1, 2)
        return out.contiguous()


class AutoCorrelationLayer(nn.Module):
    def __init__(self, d, heads):
        super().__init__()
        self.inner = AutoCorrelation()
        self.query_projection = nn.Linear(d, d)
        self.key_projection = nn.Linear(d, d)
        self.value_projection = nn.Linear(d, d)
        self.out_projection = nn.Linear(d, d)
        self.heads = heads

    def forward(self, q, k, v):
        B, L, _ = q.shape
        S, H = k.shape[1], self.heads
        out = self.inner(self.query_projection(q).view(B, L, H, -1), self.key_projection(k).view(B, S, H, -1),
                         self.value_projection(v).view(B, S, H, -1))
        return self.out_projection(out.reshape(B, L, -1))


class AfEncoderLayer(nn.Module):
    def __init__(self, d, d_ff, heads, ma):
        super().__init__()
        self.attention = AutoCorrelationLayer(d, heads)
        self.conv1 = nn.Conv1d(d, d_ff, 1, bias=False)
        self.conv2 = nn.Conv1d(d_ff, d, 1, bias=False)
        self.decomp1, self.decomp2 = SeriesDecomp(ma), SeriesDecomp(ma)

    def forward(self, x):
        x = x + self.attention(x, x, x)
        x, _ = self.decomp1(x)
        y = self.conv2(F.relu(self.conv1(x.transpose(-1, 1)))).transpose(-1, 1)
        res, _ = self.decomp2(x + y)
        return res


class AfDecoderLayer(nn.Module):
    def __init__(self, d, c_out, d_ff, heads, ma):
        super().__init__()
        self.self_attention = AutoCorrelationLayer(d, heads)
        self.cross_attention = AutoCorrelationLayer(d, heads)
        self.conv1 = nn.Conv1d(d, d_ff, 1, bias=False)
        self.conv2 = nn.Conv1d(d_ff, d, 1, bias=False)
        self.decomp1, self.decomp2, self.decomp3 = SeriesDecomp(ma), SeriesDecomp(ma), SeriesDecomp(ma)
        self.projection = nn.Conv1d(d, c_out, 3, padding=1, padding_mode="circular", bias=False)

    def forward(self, x, cross):
        x = x + self.self_attention(x, x, x)
        x, trend1 = self.decomp1(x)
        x = x + self.cross_attention(x, cross, cross)
        x, trend2 = self.decomp2(x)
        y = self.conv2(F.relu(self.conv1(x.transpose(-1, 1)))).transpose(-1, 1)
        x, trend3 = self.decomp3(x + y)
        trend = self.projection((trend1 + trend2 + trend3).permute(0, 2, 1)).transpose(1, 2)
        return x, trend


class AfEncoder(nn.Module):
    def __init__(self, d, d_ff, heads, ma):
        super().__init__()
        self.layers = nn.ModuleList([AfEncoderLayer(d, d_ff, heads, ma)])
        self.norm = MyLayernorm(d)

    def forward(self, x):
        for layer in self.layers:
            x = layer(x)
        return self.norm(x)


class AfDecoder(nn.Module):
    def __init__(self, d, c_out, d_ff, heads, ma):
        super().__init__()
        self.layers = nn.ModuleList([AfDecoderLayer(d, c_out, d_ff, heads, ma)])
        self.norm = MyLayernorm(d)
        self.projection = nn.Linear(d, c_out)

    def forward(self, x, cross, trend):
        for layer in self.layers:
            x, residual_trend = layer(x, cross)
            trend = trend + residual_trend
        return self.projection(self.norm(x)), trend


class Autoformer(nn.Module):
    def __init__(self, c=2, d=8, d_ff=16, heads=2, ma=5, label_len=8, pred_len=4):
        super().__init__()
        self.label_len, self.pred_len = label_len, pred_len
        self.decomp = SeriesDecomp(ma)
        self.enc_embedding = nn.Conv1d(c, d, 3, padding=1, padding_mode="circular", bias=False)
        self.dec_embedding = nn.Conv1d(c, d, 3, padding=1, padding_mode="circular", bias=False)
        self.encoder = AfEncoder(d, d_ff, heads, ma)
        self.decoder = AfDecoder(d, c, d_ff, heads, ma)

    def forward(self, x_enc):
        B, _, C = x_enc.shape
        mean = torch.mean(x_enc, dim=1).unsqueeze(1).repeat(1, self.pred_len, 1)
        zeros = torch.zeros(B, self.pred_len, C, dtype=x_enc.dtype, device=x_enc.device)
        seasonal_init, trend_init = self.decomp(x_enc)
        trend_init = torch.cat([trend_init[:, -self.label_len:, :], mean], dim=1)
        seasonal_init = torch.cat([seasonal_init[:, -self.label_len:, :], zeros], dim=1)
        enc_out = self.encoder(self.enc_embedding(x_enc.permute(0, 2, 1)).transpose(1, 2))
        dec_in = self.dec_embedding(seasonal_init.permute(0, 2, 1)).transpose(1, 2)
        seasonal_part, trend_part = self.decoder(dec_in, enc_out, trend_init)
        return (trend_part + seasonal_part)[:, -self.pred_len:, :]


# ------------------------------------------------------------------ Linear Recurrent Unit
class LRU(nn.Module):
    """Orvieto et al. 2023's LRU: stable exponential parametrisation of a complex diagonal recurrence,
    gamma normalisation of the input, real output Re(C h) + D x; complex numbers as real / imaginary parts."""

    def __init__(self, g, H=8, N=8, r_min=0.5, r_max=0.95, max_phase=2 * math.pi):
        super().__init__()
        u1 = torch.rand(N, generator=g)
        u2 = torch.rand(N, generator=g)
        nu_log = torch.log(-0.5 * torch.log(u1 * (r_max ** 2 - r_min ** 2) + r_min ** 2))
        self.nu_log = nn.Parameter(nu_log)
        self.theta_log = nn.Parameter(torch.log(max_phase * u2))
        self.gamma_log = nn.Parameter(torch.log(torch.sqrt(1 - torch.exp(-torch.exp(nu_log)) ** 2)))
        self.B_re = nn.Parameter(torch.randn(N, H, generator=g) / math.sqrt(2 * H))
        self.B_im = nn.Parameter(torch.randn(N, H, generator=g) / math.sqrt(2 * H))
        self.C_re = nn.Parameter(torch.randn(H, N, generator=g) / math.sqrt(N))
        self.C_im = nn.Parameter(torch.randn(H, N, generator=g) / math.sqrt(N))
        self.D = nn.Parameter(torch.randn(H, generator=g))

    def forward(self, x):                                                        # [B, T, H]
        B, T, _ = x.shape
        mod = torch.exp(-torch.exp(self.nu_log))
        phase = torch.exp(self.theta_log)
        lam_re, lam_im = mod * torch.cos(phase), mod * torch.sin(phase)
        gamma = torch.exp(self.gamma_log)
        bu_re = (x @ self.B_re.t()) * gamma                                      # [B, T, N]
        bu_im = (x @ self.B_im.t()) * gamma
        h_re = x.new_zeros(B, self.nu_log.shape[0])
        h_im = x.new_zeros(B, self.nu_log.shape[0])
        ys = []
        for t in range(T):
            h_re, h_im = (lam_re * h_re - lam_im * h_im + bu_re[:, t],
                          lam_re * h_im + lam_im * h_re + bu_im[:, t])
            ys.append(h_re @ self.C_re.t() - h_im @ self.C_im.t())
        return torch.stack(ys, dim=1) + self.D * x


class LRUBlock(nn.Module):
    def __init__(self, g, H=8):
        super().__init__()
        self.norm = nn.LayerNorm(H)
        self.lru = LRU(g, H)
        self.glu = nn.Linear(H, 2 * H)

    def forward(self, x):
        return x + F.glu(self.glu(F.gelu(self.lru(self.norm(x)))), dim=-1)


class LRUCls(nn.Module):
    def __init__(self, g, d_in=4, H=8, classes=3):
        super().__init__()
        self.enc = nn.Linear(d_in, H)
        self.blocks = nn.ModuleList([LRUBlock(g, H) for _ in range(2)])
        self.norm = nn.LayerNorm(H)
        self.head = nn.Linear(H, classes)

    def forward(self, x):
        x = self.enc(x)
        for blk in self.blocks:
            x = blk(x)
        return self.head(self.norm(x.mean(dim=1)))


# ------------------------------------------------------------------ build
def _pick(m, names):
    idx = _where(m, lambda n: n in names)
    assert len(idx) == len(names), (idx, names)
    return idx


def _mse(out, target):
    return F.mse_loss(out, target)


def build(name: str, g: torch.Generator, Spec, call, ce):
    if name == "gdn_compress":
        m = GdnCodec(g)
        x = torch.rand(2, 3, 8, 8, generator=g)
        return Spec(m, {"x": x, "u": torch.rand(2, 8, 2, 2, generator=g) - 0.5}, {"target": x.clone()}, call,
                    _rd_loss, subset=_pick(m, ("ga.1.gamma", "gs.1.beta")),
                    notes="held out (relate v56): learned image codec (CompressAI style): strided convs with GDN, "
                          "transposed convs with inverse GDN, a fixed uniform-noise input in place of rounding, "
                          "a Gaussian likelihood per latent element from erfc with learned means and scales; "
                          "GDN's beta / gamma reparametrisation, the scales and the likelihoods bounded by "
                          "CompressAI's LowerBoundFunction custom autograd.Function (max(x, bound), saves x and "
                          "the bound; backward g where x >= bound or g < 0), gamma perturbed under its bound; "
                          "rate-distortion loss; subset = ga.1.gamma, gs.1.beta (not a tail)")
    if name == "encnet_seg":
        m = EncNetSeg(g)
        return Spec(m, {"img": torch.randn(2, 3, 8, 8, generator=g)},
                    {"labels": torch.randint(0, 4, (2, 8, 8), generator=g)}, call, _encnet_loss,
                    subset=_pick(m, ("encmod.encoding.3.scale", "encmod.fc.0.weight")),
                    notes="held out (relate v56): EncNet segmenter, Context Encoding Module with "
                          "PyTorch-Encoding's Encoding layer by its _scaled_l2 and _aggregate custom "
                          "autograd.Functions (scaled squared distances to the codewords, softmax assignments, "
                          "aggregated residuals; hand-written backwards of the library's kernels), BN1d over the "
                          "codewords, a sigmoid channel gate, an SE-loss head; per-pixel CE after a bilinear "
                          "upsample + 0.2 BCE on class presence; subset = encmod.encoding.3.scale, "
                          "encmod.fc.0.weight (not a tail)")
    if name == "hashgrid_nerf":
        m = HashNeRF(g)
        d = F.normalize(torch.randn(4, 3, generator=g), dim=-1)
        return Spec(m, {"rays_o": 0.6 * torch.rand(4, 3, generator=g) - 0.3, "rays_d": d},
                    {"rgb": torch.rand(4, 3, generator=g)}, call, _mse,
                    subset=_pick(m, ("grid.tables", "color_net.0.weight")),
                    notes="held out (relate v56): NeRF on Instant-NGP's multiresolution hash encoding (integer "
                          "corner coordinates, dense indexing or the xor of the coordinates times three primes "
                          "modulo the table size, trilinear weights, four levels concatenated), density and "
                          "colour MLPs with a degree-2 spherical-harmonics direction encoding, alpha compositing "
                          "by an exclusive cumprod with a white background; MSE; subset = grid.tables, "
                          "color_net.0.weight (not a tail)")
    if name == "autoformer":
        m = Autoformer()
        t = torch.arange(20, dtype=torch.float32)
        series = torch.stack([torch.sin(t / 2), torch.cos(t / 3)], dim=-1) + 0.1 * torch.randn(2, 20, 2, generator=g)
        return Spec(m, {"x_enc": series[:, :16].contiguous()}, {"target": series[:, 16:].contiguous()}, call, _mse,
                    subset=_pick(m, ("encoder.layers.0.attention.query_projection.weight",
                                     "decoder.layers.0.projection.weight")),
                    notes="held out (relate v56): Autoformer forecaster, moving-average series decomposition, "
                          "Auto-Correlation by rfft / conj / irfft with top-k time-delay aggregation by gathers, "
                          "circular Conv1d embeddings, encoder and decoder layers with 1x1 Conv1d feed-forwards, "
                          "the decoder's trend accumulated through a circular Conv1d; MSE on the horizon; subset = "
                          "encoder.layers.0.attention.query_projection.weight, decoder.layers.0.projection.weight "
                          "(not a tail)")
    if name == "lru_cls":
        m = LRUCls(g)
        return Spec(m, {"x": torch.randn(3, 8, 4, generator=g)}, {"labels": torch.tensor([0, 2, 1])}, call, ce,
                    subset=_pick(m, ("blocks.0.lru.theta_log", "blocks.1.glu.weight")),
                    notes="held out (relate v56): Linear Recurrent Unit classifier, a complex diagonal recurrence "
                          "with the exponential nu / theta parametrisation and gamma input normalisation written "
                          "as real and imaginary parts, unrolled over the steps, Re(C h) + D x, pre-LN residual "
                          "blocks with GELU and a GLU; CE; subset = blocks.0.lru.theta_log, blocks.1.glu.weight "
                          "(not a tail)")
    raise KeyError(name)
