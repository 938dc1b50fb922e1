"""Fifty-second held-out set for `fxmatch relate` (2026-12-05, /work/pending/heldout_relate_v52).

Written to score main blind: captured once and scored with main's binary and
rules, no engine change in between, and no fxmatch run on these captures
while they were written. Its five families are new to the project (no
earlier set has them); two are ordinary networks and training steps and
three put a custom torch.autograd.Function whose forward turns a
non-differentiable op (a comparison, an argmax) into a float output in the
graph, each with a hand-written straight-through backward: a BinaryNet MLP
(real-valued first and last layers, two hidden layers whose latent weights
are binarised on every forward, BatchNorm1d before every binarised
activation and on the logits, every binarisation one sign Function: forward
(x >= 0) * 2 - 1 saving its input, hardtanh straight-through backward g *
(|x| <= 1); CE); a recurrent hard-attention classifier (a conv / BatchNorm
stem's 4 x 4 map read as 16 location tokens with a learned position table,
three GRUCell steps, each scoring the locations against a query of the
state, masking the visited ones by masked_fill and picking one by a
straight-through argmax Function: forward one_hot(argmax) as argmax ==
arange, saving its input, backward the softmax Jacobian-vector product of
the recomputed softmax; the glimpse read by a one-hot bmm; CE); movement
pruning of a BERT classifier (every encoder linear's weight times the mask
of emmental's ThresholdBinarizer Function: forward sigmoid(scores) >
threshold, saving nothing, identity backward; a padding mask, a tanh
pooler, the sum(sigmoid(scores)) / numel regulariser returned by the module
beside the logits); a StyleGAN2 generator step (PixelNorm, an equalised-lr
mapping with lr_mul 0.01 and fused leaky relu, modulated and demodulated
convs run as one grouped conv with the batch folded into the channels,
noise injection with a learned strength, bilinear upsampling and ToRGB
skips, a discriminator with a minibatch standard-deviation channel; the
non-saturating loss softplus(-D(G(z)))); and interpretable N-BEATS (input
and mask flipped, a trend block on a polynomial basis buffer with one theta
for backcast and forecast applied twice (weights shared in the stack), a
seasonality block on Fourier basis buffers, a generic block, doubly
residual stacking with the mask; MASE against the masked in-sample naive
scale plus a penalty on the unexplained residual); like heldout_relate.py's
models they never enter the zoo.

  bnn_hardtanh_ste    x [6, 24], labels [6] (5 classes) -> Linear(24, 32), BatchNorm1d(32), SignSTE; 2 x
                      (BinaryLinear(32, 32, no bias): F.linear(h, SignSTE.apply(weight)), latent weights 0.7 randn
                      (some beyond +-1); BatchNorm1d(32); SignSTE); Linear(32, 5), BatchNorm1d(5); SignSTE (custom
                      Function: save_for_backward(x), forward (x >= 0).to(dtype) * 2 - 1, backward g * (|x| <=
                      1).to(dtype)); criterion: CE; subset = bn0.bias, bin1.weight.
  hard_glimpse_st     img [2, 3, 8, 8], labels [2] (4 classes) -> Conv(3, 8, 3, pad 1) ReLU Conv(8, 16, 3, s2,
                      pad 1, no bias) BN ReLU [2, 16, 4, 4]; tokens = flatten(2).transpose(1, 2) + pos [16, 16];
                      keys = Linear(16, 16)(tokens); h = h0 [16] expanded to [2, 16]; 3 steps: scores = keys @
                      Linear(16, 16, no bias)(h) * 16^-0.5 [2, 16], masked_fill(visited > 0, -10000), a =
                      HardArgmaxST.apply(scores) (custom Function: save_for_backward(x), forward (argmax(x, -1,
                      keepdim) == arange(16)).to(dtype), backward p (g - sum(g p)) with p = softmax(x)), glimpse =
                      (a[:, None] @ tokens).squeeze(1) [2, 16], h = GRUCell(16, 16)(glimpse, h), visited +=
                      a.detach(); Linear(16, 4); criterion: CE; subset = pos, query.weight.
  movement_prune_bert input_ids [2, 8] (vocab 20, row 1 padded from 6), attention_mask [2, 8], labels [2] (3
                      classes) -> ext = (1 - mask) * -10000 [2, 1, 1, 8]; LayerNorm(Embedding(20, 16) + pos [8,
                      16]); 2 post-LN layers: MaskedLinear q / k / v / o (16, 16), 2 heads, softmax(q k^T / sqrt(8)
                      + ext) @ v; MaskedLinear(16, 32) GELU MaskedLinear(32, 16); MaskedLinear = F.linear(x, weight
                      * ThresholdBinarizer.apply(mask_scores [out, in] (0.5 + randn), 0.5), bias) (custom Function:
                      forward (sigmoid(scores) > threshold).to(dtype), saves nothing, backward g, None); tanh(
                      Linear(16, 16)(x[:, 0])), Linear(16, 3); returns the logits and regu = mean over the 12
                      MaskedLinears of sigmoid(mask_scores).sum() / numel; criterion: CE + 0.5 regu; subset =
                      layers.0.q.mask_scores, layers.1.ffn1.bias.
  stylegan2_modconv   z [2, 16], noise1 [2, 1, 4, 4], noise2 / noise3 [2, 1, 8, 8] -> PixelNorm; 2 x EqualLinear(
                      16, 16, lr_mul 0.01) with fused leaky relu (leaky_relu(x (W scale)^T + b lr_mul, 0.2) sqrt 2)
                      -> w [2, 16]; const [1, 16, 4, 4].repeat(2, 1, 1, 1); StyledConv(16, 16): ModulatedConv
                      (weight [1, 16, 16, 3, 3] / sqrt(144) * style [2, 1, 16, 1, 1] from EqualLinear(16, 16, bias
                      1)(w), demodulated by rsqrt(sum of squares + 1e-8), F.conv2d(x.reshape(1, 32, 4, 4),
                      weight.view(32, 16, 3, 3), pad 1, groups 2).view(2, 16, 4, 4)) + noise_strength * noise1 +
                      bias, leaky relu * sqrt 2; ToRGB (1x1 modulated conv, no demod, + bias) [2, 3, 4, 4];
                      bilinear x2; StyledConv(16, 8) with noise2, StyledConv(8, 8) with noise3; ToRGB + the bilinear
                      x2 skip -> [2, 3, 8, 8]; discriminator: Conv(3, 8, 3, pad 1) lrelu, Conv(8, 16, 3, s2, pad 1)
                      lrelu [2, 16, 4, 4], cat sqrt(var over the batch + 1e-8).mean() expanded to [2, 1, 4, 4],
                      Conv(17, 16, 3, pad 1) lrelu, Linear(256, 16) lrelu, Linear(16, 1); criterion: softplus(
                      -logits).mean(); subset = gen.const, gen.conv1.conv.modulation.weight.
  nbeats_interp       x [4, 16] (zero where masked), mask [4, 16] (rows 1 and 3 miss their first 5 / 3 steps),
                      target [4, 4], insample [4, 16], in_mask [4, 16] -> residual = x.flip(1), mask.flip(1);
                      forecast = x[:, -1:] + level [4]; blocks trend, trend (the same module), season, generic, each
                      fc = 4 x (Linear(., 32) ReLU) from 16: trend theta = Linear(32, 3, no bias), theta @
                      back_basis [3, 16] and @ fore_basis [3, 4] (buffers (t / L)^i); season theta_b / theta_f
                      Linear(32, 6, no bias) @ cos / sin bases of 3 harmonics (buffers [6, 16], [6, 4]); generic
                      theta_b / theta_f Linear(32, 8, no bias) then Linear(8, 16) / Linear(8, 4); residual =
                      (residual - backcast) * mask, forecast += block forecast; returns the forecast [4, 4] and the
                      residual [4, 16]; criterion: MASE mean(mean |forecast - target| / scale), scale the masked
                      mean |diff(insample)|, + 0.1 mean(residual^2); subset = trend.theta.weight,
                      generic.fc.2.bias.
No subset above is a tail.
"""
from __future__ import annotations

import math

import torch
import torch.nn as nn
import torch.nn.functional as F
from .heldout_subsets import where as _where

V52 = ["bnn_hardtanh_ste", "hard_glimpse_st", "movement_prune_bert", "stylegan2_modconv", "nbeats_interp"]


# ------------------------------------------------------------------ binary neural network, sign STE Function
class SignSTE(torch.autograd.Function):
    """BinaryNet's binarisation (Hubara / Courbariaux et al. 2016): forward (x >= 0) * 2 - 1 as float (sign with
    sign(0) = +1), saving its input; backward the hardtanh straight-through estimator g * (|x| <= 1)."""

    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return (x >= 0).to(x.dtype) * 2.0 - 1.0

    @staticmethod
    def backward(ctx, g):
        (x,) = ctx.saved_tensors
        return g * (x.abs() <= 1.0).to(g.dtype)


class BinaryLinear(nn.Linear):
    """A linear layer whose weights are binarised by SignSTE on every forward (no bias: a BatchNorm follows)."""

    def forward(self, x):
        return F.linear(x, SignSTE.apply(self.weight))


class BinaryNetMLP(nn.Module):
    """A BinaryNet MLP: real-valued first and last layers, two hidden layers of binary weights, every hidden
    activation BatchNorm1d then SignSTE, a final BatchNorm1d on the logits."""

    def __init__(self, g, n_in=24, hidden=32, classes=5):
        super().__init__()
        self.fc_in = nn.Linear(n_in, hidden)
        self.bn0 = nn.BatchNorm1d(hidden)
        self.bin1 = BinaryLinear(hidden, hidden, bias=False)
        self.bn1 = nn.BatchNorm1d(hidden)
        self.bin2 = BinaryLinear(hidden, hidden, bias=False)
        self.bn2 = nn.BatchNorm1d(hidden)
        self.fc_out = nn.Linear(hidden, classes)
        self.bn_out = nn.BatchNorm1d(classes)
        with torch.no_grad():                                           # latent weights, some beyond the clip
            self.bin1.weight.copy_(0.7 * torch.randn(hidden, hidden, generator=g))
            self.bin2.weight.copy_(0.7 * torch.randn(hidden, hidden, generator=g))
            self.bn1.weight.add_(0.2 * torch.randn(hidden, generator=g))

    def forward(self, x):
        h = SignSTE.apply(self.bn0(self.fc_in(x)))
        h = SignSTE.apply(self.bn1(self.bin1(h)))
        h = SignSTE.apply(self.bn2(self.bin2(h)))
        return self.bn_out(self.fc_out(h))


# ------------------------------------------------------------------ hard glimpses, straight-through argmax Function
class HardArgmaxST(torch.autograd.Function):
    """Hard attention by the straight-through softmax estimator: forward one_hot(argmax(x)) as float (argmax
    == arange), saving its input; backward the softmax Jacobian-vector product p * (g - sum(g * p)), p =
    softmax(x) recomputed."""

    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        idx = x.argmax(dim=-1, keepdim=True)
        return (idx == torch.arange(x.shape[-1], device=x.device)).to(x.dtype)      # one_hot(argmax(x))

    @staticmethod
    def backward(ctx, g):
        (x,) = ctx.saved_tensors
        p = torch.softmax(x, dim=-1)
        return p * (g - (g * p).sum(-1, keepdim=True))


class HardGlimpseNet(nn.Module):
    """A recurrent hard-attention classifier: a conv stem's 4 x 4 map is 16 location tokens; each of three
    steps scores the locations against a query from a GRUCell state, picks one by HardArgmaxST (locations
    already visited masked out) and reads its token into the GRUCell."""

    def __init__(self, g, c=16, classes=4, steps=3):
        super().__init__()
        self.conv1 = nn.Conv2d(3, 8, 3, 1, 1)
        self.conv2 = nn.Conv2d(8, c, 3, 2, 1, bias=False)
        self.bn = nn.BatchNorm2d(c)
        self.pos = nn.Parameter(0.3 * torch.randn(16, c, generator=g))
        self.key = nn.Linear(c, c)
        self.query = nn.Linear(c, c, bias=False)
        self.h0 = nn.Parameter(0.5 * torch.randn(c, generator=g))
        self.gru = nn.GRUCell(c, c)
        self.head = nn.Linear(c, classes)
        self.steps = steps

    def forward(self, img):
        f = F.relu(self.bn(self.conv2(F.relu(self.conv1(img)))))     # [B, c, 4, 4]
        tokens = f.flatten(2).transpose(1, 2) + self.pos                # [B, 16, c]
        keys = self.key(tokens)
        B, N, c = tokens.shape
        h = self.h0.expand(B, c)
        visited = tokens.new_zeros(B, N)
        for _ in range(self.steps):
            scores = (keys @ self.query(h)[:, :, None]).squeeze(-1) * c ** -0.5      # [B, 16]
            scores = scores.masked_fill(visited > 0, -10000.0)
            a = HardArgmaxST.apply(scores)                              # [B, 16] one-hot
            glimpse = (a[:, None, :] @ tokens).squeeze(1)               # [B, c]
            h = self.gru(glimpse, h)
            visited = visited + a.detach()
        return self.head(h)


# ------------------------------------------------------------------ movement pruning, threshold binarizer Function
class ThresholdBinarizer(torch.autograd.Function):
    """emmental's ThresholdBinarizer (movement pruning, Sanh et al. 2020), sigmoid form: forward
    (sigmoid(scores) > threshold) as float, saving nothing; backward the straight-through identity g, None."""

    @staticmethod
    def forward(ctx, scores, threshold):
        return (torch.sigmoid(scores) > threshold).to(scores.dtype)

    @staticmethod
    def backward(ctx, g):
        return g, None


class MaskedLinear(nn.Linear):
    """A linear layer whose weight is multiplied by the binarised mask of its learned scores."""

    def __init__(self, g, d_in, d_out, threshold=0.5):
        super().__init__(d_in, d_out)
        self.mask_scores = nn.Parameter(0.5 + torch.randn(d_out, d_in, generator=g))
        self.threshold = threshold

    def forward(self, x):
        return F.linear(x, self.weight * ThresholdBinarizer.apply(self.mask_scores, self.threshold), self.bias)


class MaskedBertLayer(nn.Module):
    def __init__(self, g, d=16, heads=2, ff=32):
        super().__init__()
        self.q = MaskedLinear(g, d, d)
        self.k = MaskedLinear(g, d, d)
        self.v = MaskedLinear(g, d, d)
        self.o = MaskedLinear(g, d, d)
        self.ln1 = nn.LayerNorm(d)
        self.ffn1 = MaskedLinear(g, d, ff)
        self.ffn2 = MaskedLinear(g, ff, d)
        self.ln2 = nn.LayerNorm(d)
        self.h = heads

    def forward(self, x, ext_mask):
        B, T, d = x.shape
        dh = d // self.h
        q, k, v = (lin(x).view(B, T, self.h, dh).transpose(1, 2) for lin in (self.q, self.k, self.v))
        p = torch.softmax(q @ k.transpose(-1, -2) / math.sqrt(dh) + ext_mask, dim=-1)
        x = self.ln1(x + self.o((p @ v).transpose(1, 2).reshape(B, T, d)))
        return self.ln2(x + self.ffn2(F.gelu(self.ffn1(x))))


class MovementPrunedBert(nn.Module):
    """A BERT sequence classifier whose encoder linears are all MaskedLinear (movement pruning); forward
    returns the logits and emmental's regulariser, the mean over the masked layers of sum(sigmoid(scores)) /
    numel."""

    def __init__(self, g, vocab=20, T=8, d=16, n_layers=2, classes=3):
        super().__init__()
        self.emb = nn.Embedding(vocab, d)
        self.pos = nn.Parameter(0.1 * torch.randn(T, d, generator=g))
        self.emb_ln = nn.LayerNorm(d)
        self.layers = nn.ModuleList([MaskedBertLayer(g, d) for _ in range(n_layers)])
        self.pooler = nn.Linear(d, d)
        self.classifier = nn.Linear(d, classes)

    def forward(self, input_ids, attention_mask):
        B, T = input_ids.shape
        ext = (1.0 - attention_mask[:, None, None, :].to(self.pos.dtype)) * -10000.0
        x = self.emb_ln(self.emb(input_ids) + self.pos[:T])
        for layer in self.layers:
            x = layer(x, ext)
        logits = self.classifier(torch.tanh(self.pooler(x[:, 0])))
        scores = [m.mask_scores for m in self.modules() if isinstance(m, MaskedLinear)]
        regu = sum(torch.sigmoid(s).sum() / s.numel() for s in scores) / len(scores)
        return logits, regu


def _pruned_loss(out, labels):
    logits, regu = out
    return F.cross_entropy(logits, labels) + 0.5 * regu


# ------------------------------------------------------------------ StyleGAN2 modulated convolutions
class EqualLinear(nn.Module):
    """Equalised learning rate: weight randn / lr_mul scaled at run time by lr_mul / sqrt(fan_in)."""

    def __init__(self, g, d_in, d_out, bias_init=0.0, lr_mul=1.0, act=False):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(d_out, d_in, generator=g) / lr_mul)
        self.bias = nn.Parameter(torch.full((d_out,), float(bias_init)))
        self.scale = lr_mul / math.sqrt(d_in)
        self.lr_mul, self.act = lr_mul, act

    def forward(self, x):
        out = F.linear(x, self.weight * self.scale)
        if self.act:                                                    # fused leaky relu
            return F.leaky_relu(out + self.bias * self.lr_mul, 0.2) * math.sqrt(2.0)
        return out + self.bias * self.lr_mul


class ModulatedConv(nn.Module):
    """StyleGAN2's modulated conv: per-sample weights scale * w * style, demodulated by rsqrt of their sum of
    squares, run as one grouped conv with the batch folded into the channels."""

    def __init__(self, g, c_in, c_out, k, w_dim, demod=True):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(1, c_out, c_in, k, k, generator=g))
        self.modulation = EqualLinear(g, w_dim, c_in, bias_init=1.0)
        self.scale = 1.0 / math.sqrt(c_in * k * k)
        self.demod, self.k = demod, k

    def forward(self, x, w):
        B, C, H, W = x.shape
        style = self.modulation(w).view(B, 1, C, 1, 1)
        weight = self.scale * self.weight * style                       # [B, c_out, c_in, k, k]
        if self.demod:
            d = torch.rsqrt(weight.pow(2).sum([2, 3, 4]) + 1e-8)
            weight = weight * d.view(B, -1, 1, 1, 1)
        c_out = weight.shape[1]
        out = F.conv2d(x.reshape(1, B * C, H, W), weight.view(B * c_out, C, self.k, self.k), padding=self.k // 2,
                       groups=B)
        return out.view(B, c_out, H, W)


class StyledConv(nn.Module):
    def __init__(self, g, c_in, c_out, w_dim):
        super().__init__()
        self.conv = ModulatedConv(g, c_in, c_out, 3, w_dim)
        self.noise_strength = nn.Parameter(torch.tensor(0.1))
        self.bias = nn.Parameter(torch.zeros(1, c_out, 1, 1))

    def forward(self, x, w, noise):
        out = self.conv(x, w) + self.noise_strength * noise
        return F.leaky_relu(out + self.bias, 0.2) * math.sqrt(2.0)


class ToRGB(nn.Module):
    def __init__(self, g, c_in, w_dim):
        super().__init__()
        self.conv = ModulatedConv(g, c_in, 3, 1, w_dim, demod=False)
        self.bias = nn.Parameter(torch.zeros(1, 3, 1, 1))

    def forward(self, x, w, skip=None):
        out = self.conv(x, w) + self.bias
        if skip is not None:
            out = out + F.interpolate(skip, scale_factor=2.0, mode="bilinear", align_corners=False)
        return out


class StyleGenerator(nn.Module):
    def __init__(self, g, z_dim=16, w_dim=16, c=16):
        super().__init__()
        self.mapping = nn.ModuleList([EqualLinear(g, z_dim, w_dim, lr_mul=0.01, act=True) for _ in range(2)])
        self.const = nn.Parameter(torch.randn(1, c, 4, 4, generator=g))
        self.conv1 = StyledConv(g, c, c, w_dim)
        self.to_rgb1 = ToRGB(g, c, w_dim)
        self.conv_up = StyledConv(g, c, c // 2, w_dim)
        self.conv2 = StyledConv(g, c // 2, c // 2, w_dim)
        self.to_rgb2 = ToRGB(g, c // 2, w_dim)

    def forward(self, z, noise1, noise2, noise3):
        w = z * torch.rsqrt(z.pow(2).mean(dim=1, keepdim=True) + 1e-8)        # PixelNorm
        for lin in self.mapping:
            w = lin(w)
        x = self.conv1(self.const.repeat(z.shape[0], 1, 1, 1), w, noise1)        # [B, c, 4, 4]
        skip = self.to_rgb1(x, w)
        x = F.interpolate(x, scale_factor=2.0, mode="bilinear", align_corners=False)
        x = self.conv2(self.conv_up(x, w, noise2), w, noise3)                     # [B, c / 2, 8, 8]
        return self.to_rgb2(x, w, skip)


class StyleDiscriminator(nn.Module):
    """Two convs, StyleGAN's minibatch standard-deviation channel, a conv and two linears."""

    def __init__(self, c=16):
        super().__init__()
        self.conv0 = nn.Conv2d(3, c // 2, 3, 1, 1)
        self.conv1 = nn.Conv2d(c // 2, c, 3, 2, 1)
        self.conv2 = nn.Conv2d(c + 1, c, 3, 1, 1)
        self.fc = nn.Linear(c * 16, c)
        self.out = nn.Linear(c, 1)

    def forward(self, img):
        x = F.leaky_relu(self.conv0(img), 0.2)
        x = F.leaky_relu(self.conv1(x), 0.2)                            # [B, c, 4, 4]
        B, _, H, W = x.shape
        std = torch.sqrt(x.var(dim=0, unbiased=False) + 1e-8).mean()
        x = torch.cat([x, std.expand(B, 1, H, W)], dim=1)
        x = F.leaky_relu(self.conv2(x), 0.2)
        return self.out(F.leaky_relu(self.fc(x.flatten(1)), 0.2))


class StyleGAN2Step(nn.Module):
    """A generator step: D(G(z)) logits, for the non-saturating loss softplus(-D(G(z)))."""

    def __init__(self, g):
        super().__init__()
        self.gen = StyleGenerator(g)
        self.disc = StyleDiscriminator()

    def forward(self, z, noise1, noise2, noise3):
        return self.disc(self.gen(z, noise1, noise2, noise3))


def _g_nonsat(out):
    return F.softplus(-out).mean()


# ------------------------------------------------------------------ N-BEATS, interpretable
class NBeatsBlock(nn.Module):
    """A four-layer ReLU stack and thetas projected onto basis buffers: shared theta (trend), a backcast and
    a forecast theta (seasonality), or learned bases (generic)."""

    def __init__(self, kind, n_theta, lookback, horizon, width=32, basis=None):
        super().__init__()
        self.fc = nn.Sequential(nn.Linear(lookback, width), nn.ReLU(), nn.Linear(width, width), nn.ReLU(),
                                nn.Linear(width, width), nn.ReLU(), nn.Linear(width, width), nn.ReLU())
        self.kind = kind
        if kind == "trend":
            self.theta = nn.Linear(width, n_theta, bias=False)
        else:
            self.theta_b = nn.Linear(width, n_theta, bias=False)
            self.theta_f = nn.Linear(width, n_theta, bias=False)
        if kind == "generic":
            self.basis_b = nn.Linear(n_theta, lookback)
            self.basis_f = nn.Linear(n_theta, horizon)
        else:
            self.register_buffer("back_basis", basis[0])                # [n_theta, lookback]
            self.register_buffer("fore_basis", basis[1])                # [n_theta, horizon]

    def forward(self, x):
        h = self.fc(x)
        if self.kind == "trend":
            t = self.theta(h)
            return t @ self.back_basis, t @ self.fore_basis
        if self.kind == "generic":
            return self.basis_b(self.theta_b(h)), self.basis_f(self.theta_f(h))
        return self.theta_b(h) @ self.back_basis, self.theta_f(h) @ self.fore_basis


def _trend_basis(p, lookback, horizon):
    tb = torch.arange(lookback, dtype=torch.float32) / lookback
    tf = torch.arange(horizon, dtype=torch.float32) / horizon
    return (torch.stack([tb ** i for i in range(p)]), torch.stack([tf ** i for i in range(p)]))


def _season_basis(harmonics, lookback, horizon):
    def make(t):
        f = torch.arange(harmonics, dtype=torch.float32)[:, None] * 2 * math.pi * t[None]
        return torch.cat([torch.cos(f), torch.sin(f)])
    return (make(torch.arange(lookback, dtype=torch.float32) / lookback),
            make(torch.arange(horizon, dtype=torch.float32) / horizon))


class NBeats(nn.Module):
    """Interpretable N-BEATS (Oreshkin et al. 2020) plus a generic block: the input and its mask flipped, a
    trend stack of one block applied twice (weights shared within the stack), a seasonality block and a
    generic block; doubly residual, residual = (residual - backcast) * mask, forecasts summed; returns the
    forecast and the last residual (what no block explained, penalised by the loss)."""

    def __init__(self, lookback=16, horizon=4):
        super().__init__()
        self.trend = NBeatsBlock("trend", 3, lookback, horizon, basis=_trend_basis(3, lookback, horizon))
        self.season = NBeatsBlock("season", 6, lookback, horizon, basis=_season_basis(3, lookback, horizon))
        self.generic = NBeatsBlock("generic", 8, lookback, horizon)
        self.level = nn.Parameter(torch.zeros(horizon))

    def forward(self, x, mask):
        residual = x.flip(dims=(1,))
        mask = mask.flip(dims=(1,))
        forecast = x[:, -1:] + self.level                               # naive level + learned offset
        for block in (self.trend, self.trend, self.season, self.generic):
            b, f = block(residual)
            residual = (residual - b) * mask
            forecast = forecast + f
        return forecast, residual


def _mase(out, target, insample, mask):
    forecast, residual = out
    both = mask[:, 1:] * mask[:, :-1]
    scale = ((insample[:, 1:] - insample[:, :-1]).abs() * both).sum(1) / both.sum(1)
    return ((forecast - target).abs().mean(1) / scale).mean() + 0.1 * residual.pow(2).mean()


# ------------------------------------------------------------------ build
def _pick(m, names):
    idx = _where(m, lambda n: n in names)
    assert len(idx) == len(names), (idx, names)
    return idx


def build(name: str, g: torch.Generator, Spec, call, ce):
    if name == "bnn_hardtanh_ste":
        m = BinaryNetMLP(g)
        return Spec(m, {"x": torch.randn(6, 24, generator=g)}, {"labels": torch.randint(0, 5, (6,), generator=g)},
                    call, ce, subset=_pick(m, ("bin1.weight", "bn0.bias")),
                    notes="held out (relate v52): BinaryNet MLP, real first / last layers, two hidden layers of "
                          "binary weights, every hidden activation BatchNorm1d then a custom autograd.Function "
                          "sign ((x >= 0) * 2 - 1, saves its input, hardtanh STE backward g * (|x| <= 1)), the "
                          "same Function binarising the latent weights, a final BatchNorm1d, CE; subset = "
                          "bin1.weight, bn0.bias (not a tail)")
    if name == "hard_glimpse_st":
        m = HardGlimpseNet(g)
        return Spec(m, {"img": torch.randn(2, 3, 8, 8, generator=g)},
                    {"labels": torch.randint(0, 4, (2,), generator=g)}, call, ce,
                    subset=_pick(m, ("query.weight", "pos")),
                    notes="held out (relate v52): recurrent hard-attention classifier, a conv / BN stem's 16 "
                          "location tokens, three GRUCell steps each picking one location by a custom "
                          "autograd.Function straight-through argmax (one_hot(argmax) forward saving its input, "
                          "softmax Jacobian-vector product backward), visited locations masked by masked_fill, "
                          "the glimpse read by a one-hot bmm, CE; subset = query.weight, pos (not a tail)")
    if name == "movement_prune_bert":
        m = MovementPrunedBert(g)
        ids = torch.randint(1, 20, (2, 8), generator=g)
        am = torch.ones(2, 8, dtype=torch.long)
        am[1, 6:] = 0
        ids[1, 6:] = 0
        return Spec(m, {"input_ids": ids, "attention_mask": am}, {"labels": torch.tensor([2, 0])}, call,
                    _pruned_loss, subset=_pick(m, ("layers.0.q.mask_scores", "layers.1.ffn1.bias")),
                    notes="held out (relate v52): movement pruning of a 2-layer BERT classifier, every encoder "
                          "linear's weight times a mask from emmental's ThresholdBinarizer custom "
                          "autograd.Function (sigmoid(scores) > 0.5 forward saving nothing, identity "
                          "straight-through backward), padding mask, tanh pooler, CE + 0.5 * the mean "
                          "sum(sigmoid(scores)) / numel regulariser returned by the module; subset = "
                          "layers.0.q.mask_scores, layers.1.ffn1.bias (not a tail)")
    if name == "stylegan2_modconv":
        m = StyleGAN2Step(g)
        return Spec(m, {"z": torch.randn(2, 16, generator=g), "noise1": torch.randn(2, 1, 4, 4, generator=g),
                        "noise2": torch.randn(2, 1, 8, 8, generator=g),
                        "noise3": torch.randn(2, 1, 8, 8, generator=g)}, {}, call, _g_nonsat,
                    subset=_pick(m, ("gen.conv1.conv.modulation.weight", "gen.const")),
                    notes="held out (relate v52): StyleGAN2 generator step, PixelNorm and an equalised-lr "
                          "mapping (lr_mul 0.01, fused leaky relu), modulated / demodulated convs as one grouped "
                          "conv with the batch folded into the channels, noise injection, bilinear upsampling and "
                          "ToRGB skips, a discriminator with a minibatch-stddev channel, non-saturating loss "
                          "softplus(-D(G(z))); subset = gen.conv1.conv.modulation.weight, gen.const (not a tail)")
    if name == "nbeats_interp":
        m = NBeats()
        t = torch.arange(20, dtype=torch.float32)
        series = (0.05 * t * torch.tensor([[1.0], [-0.5], [0.3], [0.8]]) + torch.sin(2 * math.pi * t / 5)
                  + 0.2 * torch.randn(4, 20, generator=g))
        mask = torch.ones(4, 16)
        mask[1, :5] = 0.0                                               # short histories, padded in front
        mask[3, :3] = 0.0
        x = series[:, :16] * mask
        return Spec(m, {"x": x, "mask": mask}, {"target": series[:, 16:].contiguous(), "insample": x.clone(),
                                                 "in_mask": mask.clone()}, call, _mase,
                    subset=_pick(m, ("trend.theta.weight", "generic.fc.2.bias")),
                    notes="held out (relate v52): interpretable N-BEATS, input and mask flipped, a trend block "
                          "(shared theta on a polynomial basis buffer) applied twice, a seasonality block (Fourier "
                          "basis buffers) and a generic block, doubly residual with the mask, MASE against the "
                          "masked in-sample naive scale; subset = trend.theta.weight, generic.fc.2.bias (not a "
                          "tail)")
    raise KeyError(name)
