"""Forty-first held-out set for `fxmatch relate` (2026-12-05, /work/data/heldout_relate_v41).

Written to score main at 3648412 blind: captured once and scored with that
commit's binary and rules, no engine change in between, and no fxmatch run on
these captures while they were written. Its five families are new to the
project (no earlier set has them): a Fourier neural operator (torch.fft.rfft2,
the low modes of both row bands multiplied by complex64 weight parameters by
einsum, written into a zero spectrum by slice assignment, torch.fft.irfft2,
plus a 1x1 skip conv), an xLSTM sLSTM cell unrolled 4 steps (exponential
input / forget gates with the stabiliser m = torch.maximum(log f + m, i~),
a normaliser state, block-diagonal per-head recurrence by einsum and an
in-place add_ on the cell state), SigLIP / LiT contrastive tuning (a locked
image tower and a frozen middle layer of the text tower whose weights have
requires_grad False, the pairwise sigmoid loss -logsigmoid(z * (t s + b))
with a learned temperature and bias), a DDPM training step with min-SNR-5
weighting (alphas_cumprod and timesteps as buffers indexed by each other, a
sinusoidal time embedding added in place to a conv output, a tiny U-Net
with a stride-2 conv and a ConvTranspose2d skip), and a masked autoencoder
(random masking by argsort of a noise buffer, torch.gather of the kept
patches, mask tokens unshuffled by gather with ids_restore, a norm-pix
masked MSE); like heldout_relate.py's models they never enter the zoo.

  fno_spectral      a(x) [2, 1, 8, 8] and a fixed (x, y) grid buffer -> 1x1 lift to 8; two Fourier layers:
                    rfft2 [.., 8, 5], out_ft = zeros(cfloat); out_ft[:, :, :3, :3] and [:, :, -3:, :3] =
                    einsum("bixy,ioxy->boxy") with complex64 parameters w1 / w2; irfft2(s=(8, 8)) + a 1x1
                    skip conv, gelu between the layers; 1x1 projection 8 -> 16 -> 1; relative L2 loss
                    (vector_norm of the error over the target's); subset = layers.0.w2, layers.1.skip.weight.
  slstm_expgate     x [2, 4, 5] -> wx to 4 x 8 pre-activations; per step a block-diagonal recurrence
                    einsum("bhd,hde->bhe", h, r) (2 heads of 4); log f = logsigmoid(f~), m = maximum(log f +
                    m, i~), i = exp(i~ - m), f = exp(log f + m_prev - m); c = f * c then add_(i * tanh(z~)),
                    n = f * n + i, h = sigmoid(o~) * c / n; stacked, GroupNorm(2) per head, mean over time,
                    head; CE; subset = r, head.weight.
  siglip_lit        images [4, 3, 8, 8] through a locked conv tower (weights from g, requires_grad False,
                    kept out of module.parameters(): the capture asks autograd.grad for every registered
                    parameter); text ids [4, 5] (0 = padding) -> Embedding, masked mean pool, a frozen
                    pretrained linear + gelu residual, LayerNorm, proj; both F.normalize'd; logits = zi zt^T *
                    exp(t') + b; loss -logsigmoid(labels * logits) summed / n with labels 2 eye - 1 (a
                    buffer); subset = t_prime, emb.weight.
  ddpm_minsnr       x0 [2, 1, 8, 8]; timesteps [2] and noise [2, 1, 8, 8] are buffers from g; a = acp[t]
                    (alphas_cumprod buffer indexed by the int64 buffer), x_t = sqrt(a) x0 + sqrt(1 - a)
                    noise; time embedding cat(sin, cos)(t * freqs) -> linear, silu, linear; h = conv_in(x_t),
                    h += temb[..., None, None] (in place), GroupNorm, silu; stride-2 conv, a mid conv
                    residual, ConvTranspose2d up, cat skip, conv_out -> eps; the module returns the per-sample
                    mse to the noise and min(snr, 5) / snr; subset = temb1.weight, gn.weight.
  mae_random_mask   img [2, 1, 8, 8] -> 16 patches of 2x2 (reshape / permute), linear embed + a pos
                    parameter; ids_shuffle = argsort(noise buffer), ids_restore = argsort(ids_shuffle); keep 4
                    by gather; a pre-norm single-head attention block and a GELU MLP; decoder embed, a learned
                    mask token expanded, cat, unshuffled by gather(ids_restore), + dec pos, MLP block, pred;
                    the binary mask (ones, [:, :4] = 0, gather); criterion: per-patch normalised target
                    pixels (mean / var), masked mean of the MSE; subset = mask_token, qkv.weight.
No subset above is a tail.
"""
from __future__ import annotations

import math

import torch
import torch.nn as nn
import torch.nn.functional as F
from .heldout_subsets import where as _where

V41 = ["fno_spectral", "slstm_expgate", "siglip_lit", "ddpm_minsnr", "mae_random_mask"]


class FourierLayer(nn.Module):
    def __init__(self, c=8, modes=3):
        super().__init__()
        scale = 1 / (c * c)
        self.w1 = nn.Parameter(scale * torch.rand(c, c, modes, modes, dtype=torch.cfloat))   # complex64
        self.w2 = nn.Parameter(scale * torch.rand(c, c, modes, modes, dtype=torch.cfloat))
        self.skip = nn.Conv2d(c, c, 1)
        self.m = modes

    def forward(self, h):                                   # [B, C, n, n]
        B, C, H, W = h.shape
        m = self.m
        x_ft = torch.fft.rfft2(h)                           # [B, C, H, W // 2 + 1] complex
        out_ft = torch.zeros(B, C, H, W // 2 + 1, dtype=torch.cfloat)
        out_ft[:, :, :m, :m] = torch.einsum("bixy,ioxy->boxy", x_ft[:, :, :m, :m], self.w1)
        out_ft[:, :, -m:, :m] = torch.einsum("bixy,ioxy->boxy", x_ft[:, :, -m:, :m], self.w2)
        return torch.fft.irfft2(out_ft, s=(H, W)) + self.skip(h)


class FnoSpectral(nn.Module):
    def __init__(self, c=8, n=8, layers=2):
        super().__init__()
        self.lift = nn.Conv2d(3, c, 1)
        self.layers = nn.ModuleList([FourierLayer(c) for _ in range(layers)])
        self.proj1 = nn.Conv2d(c, 16, 1)
        self.proj2 = nn.Conv2d(16, 1, 1)
        lin = torch.linspace(0, 1, n)
        self.register_buffer("grid", torch.stack(torch.meshgrid(lin, lin, indexing="ij"))[None])   # [1, 2, n, n]

    def forward(self, a):                                   # [B, 1, n, n]
        h = self.lift(torch.cat([a, self.grid.expand(a.shape[0], -1, -1, -1)], dim=1))
        for i, layer in enumerate(self.layers):
            h = layer(h)
            if i < len(self.layers) - 1:
                h = F.gelu(h)
        return self.proj2(F.gelu(self.proj1(h)))


def _rel_l2(out, u):
    num = torch.linalg.vector_norm(out - u, dim=(1, 2, 3))
    return (num / torch.linalg.vector_norm(u, dim=(1, 2, 3))).mean()


class SlstmExpgate(nn.Module):
    def __init__(self, d_in=5, d=8, heads=2, classes=3):
        super().__init__()
        dh = d // heads
        self.wx = nn.Linear(d_in, 4 * d)                    # i, f, z, o pre-activations from the input
        self.r = nn.Parameter(torch.randn(heads, dh, 4 * dh) / math.sqrt(dh))    # block-diagonal recurrence
        self.norm = nn.GroupNorm(heads, d)
        self.head = nn.Linear(d, classes)
        self.d, self.heads, self.dh = d, heads, dh

    def forward(self, x):                                   # [B, T, d_in]
        B, T, _ = x.shape
        d, H, dh = self.d, self.heads, self.dh
        px = self.wx(x).view(B, T, 4, d)
        h = c = n = m = x.new_zeros(B, d)
        hs = []
        for t in range(T):
            rec = torch.einsum("bhd,hde->bhe", h.view(B, H, dh), self.r)            # [B, H, 4 dh]
            rec = rec.view(B, H, 4, dh).transpose(1, 2).reshape(B, 4, d)
            i_, f_, z_, o_ = (px[:, t] + rec).unbind(1)
            logf = F.logsigmoid(f_)
            m_new = torch.maximum(logf + m, i_)             # the stabiliser state
            ig = torch.exp(i_ - m_new)
            fg = torch.exp(logf + m - m_new)
            c = fg * c
            c.add_(ig * torch.tanh(z_))                     # in place on a non-leaf
            n = fg * n + ig
            h = torch.sigmoid(o_) * c / n
            m = m_new
            hs.append(h)
        y = self.norm(torch.stack(hs, dim=1).reshape(B * T, d)).view(B, T, d)
        return self.head(y.mean(1))


class _Locked(nn.Module):
    """Pretrained weights that are not tuned (LiT): requires_grad False."""

    def __init__(self, g, c_in=3, c=8, d=8):
        super().__init__()
        self.conv = nn.Conv2d(c_in, c, 3, stride=2, padding=1)
        self.fc = nn.Linear(c, d)
        self.txt_mid = nn.Linear(d, d)                      # a frozen middle layer of the text tower
        with torch.no_grad():
            for p in self.parameters():
                p.copy_(0.4 * torch.randn(p.shape, generator=g))
        self.requires_grad_(False)

    def image(self, img):
        return self.fc(F.relu(self.conv(img)).mean((2, 3)))


class SiglipLit(nn.Module):
    def __init__(self, g, vocab=12, d=8, n=4):
        super().__init__()
        self.__dict__["locked"] = _Locked(g, d=d)           # not registered: never in module.parameters()
        self.t_prime = nn.Parameter(torch.tensor(math.log(10.0)))
        self.emb = nn.Embedding(vocab, d)
        self.ln = nn.LayerNorm(d)
        self.proj = nn.Linear(d, d)
        self.b = nn.Parameter(torch.tensor(-10.0))
        self.register_buffer("labels", 2 * torch.eye(n) - 1)

    def forward(self, img, ids):                            # [n, 3, H, W], [n, L] (0 = padding)
        zi = F.normalize(self.locked.image(img), dim=-1)
        keep = (ids != 0).float().unsqueeze(-1)
        e = (self.emb(ids) * keep).sum(1) / keep.sum(1)     # masked mean pool
        e = e + F.gelu(self.locked.txt_mid(e))
        zt = F.normalize(self.proj(self.ln(e)), dim=-1)
        logits = zi @ zt.t() * self.t_prime.exp() + self.b
        return -F.logsigmoid(self.labels * logits).sum() / logits.shape[0]


def _siglip_total(loss):
    return loss


class DdpmMinsnr(nn.Module):
    def __init__(self, g, B=2, c=8, tdim=8, steps=20, gamma=5.0):
        super().__init__()
        self.temb1 = nn.Linear(tdim, 16)
        self.temb2 = nn.Linear(16, c)
        self.conv_in = nn.Conv2d(1, c, 3, padding=1)
        self.gn = nn.GroupNorm(2, c)
        self.down = nn.Conv2d(c, c, 3, stride=2, padding=1)
        self.mid = nn.Conv2d(c, c, 3, padding=1)
        self.up = nn.ConvTranspose2d(c, c, 2, stride=2)
        self.conv_out = nn.Conv2d(2 * c, 1, 3, padding=1)
        betas = torch.linspace(1e-3, 0.2, steps)
        self.register_buffer("acp", torch.cumprod(1 - betas, dim=0))
        half = tdim // 2
        self.register_buffer("freqs", torch.exp(-math.log(1000.0) * torch.arange(half) / half))
        self.register_buffer("t", torch.randint(0, steps, (B,), generator=g))
        self.register_buffer("noise", torch.randn(B, 1, 8, 8, generator=g))
        self.gamma = gamma

    def forward(self, x0):                                  # [B, 1, 8, 8]
        a = self.acp[self.t].view(-1, 1, 1, 1)
        xt = a.sqrt() * x0 + (1 - a).sqrt() * self.noise
        ang = self.t[:, None].float() * self.freqs
        temb = self.temb2(F.silu(self.temb1(torch.cat([ang.sin(), ang.cos()], dim=-1))))
        h = self.conv_in(xt)
        h += temb[:, :, None, None]                         # in place on the conv output
        h = F.silu(self.gn(h))
        dn = F.silu(self.down(h))
        dn = dn + F.silu(self.mid(dn))
        eps = self.conv_out(torch.cat([h, self.up(dn)], dim=1))
        snr = (a / (1 - a)).flatten()
        return (eps - self.noise).pow(2).mean((1, 2, 3)), torch.clamp(snr, max=self.gamma) / snr


def _ddpm_total(out):
    err, w = out
    return (w * err).mean()


def _patchify(img, p=2):                                    # [B, C, H, W] -> [B, N, p * p * C]
    B, C, H, W = img.shape
    x = img.reshape(B, C, H // p, p, W // p, p).permute(0, 2, 4, 3, 5, 1)
    return x.reshape(B, (H // p) * (W // p), p * p * C)


class MaeRandomMask(nn.Module):
    def __init__(self, g, B=2, n=16, pdim=4, d=8, dd=8, keep=4):
        super().__init__()
        self.embed = nn.Linear(pdim, d)
        self.pos = nn.Parameter(0.1 * torch.randn(n, d))
        self.ln1 = nn.LayerNorm(d)
        self.qkv = nn.Linear(d, 3 * d)
        self.o = nn.Linear(d, d)
        self.ln2 = nn.LayerNorm(d)
        self.mlp1 = nn.Linear(d, 2 * d)
        self.mlp2 = nn.Linear(2 * d, d)
        self.dec_embed = nn.Linear(d, dd)
        self.mask_token = nn.Parameter(0.02 * torch.randn(1, 1, dd))
        self.dec_pos = nn.Parameter(0.1 * torch.randn(n, dd))
        self.dec_ln = nn.LayerNorm(dd)
        self.dec_mlp = nn.Linear(dd, dd)
        self.pred = nn.Linear(dd, pdim)
        self.register_buffer("noise", torch.rand(B, n, generator=g))
        self.keep, self.d = keep, d

    def forward(self, img):                                 # [B, 1, 8, 8]
        x = self.embed(_patchify(img)) + self.pos           # [B, N, d]
        B, N, d = x.shape
        ids_shuffle = torch.argsort(self.noise, dim=1)
        ids_restore = torch.argsort(ids_shuffle, dim=1)
        ids_keep = ids_shuffle[:, :self.keep]
        x = torch.gather(x, 1, ids_keep.unsqueeze(-1).expand(-1, -1, d))
        q, k, v = self.qkv(self.ln1(x)).chunk(3, dim=-1)
        att = torch.softmax(q @ k.transpose(1, 2) / math.sqrt(d), dim=-1)
        x = x + self.o(att @ v)
        x = x + self.mlp2(F.gelu(self.mlp1(self.ln2(x))))
        y = self.dec_embed(x)
        y = torch.cat([y, self.mask_token.expand(B, N - self.keep, -1)], dim=1)
        y = torch.gather(y, 1, ids_restore.unsqueeze(-1).expand(-1, -1, y.shape[-1])) + self.dec_pos
        y = y + F.gelu(self.dec_mlp(self.dec_ln(y)))
        mask = torch.ones(B, N)
        mask[:, :self.keep] = 0
        return self.pred(y), torch.gather(mask, 1, ids_restore)


def _mae_total(out, target):
    pred, mask = out
    t = _patchify(target)
    mean, var = t.mean(-1, keepdim=True), t.var(-1, keepdim=True)
    t = (t - mean) / (var + 1e-6) ** 0.5                    # norm_pix_loss
    loss = (pred - t).pow(2).mean(-1)
    return (loss * mask).sum() / mask.sum()


def build(name: str, g: torch.Generator, Spec, call, ce):
    y = {"labels": torch.randint(0, 3, (2,), generator=g)}
    if name == "fno_spectral":
        m = FnoSpectral()
        a = F.avg_pool2d(torch.randn(2, 1, 8, 8, generator=g), 3, 1, 1)
        u = F.avg_pool2d(torch.randn(2, 1, 8, 8, generator=g), 3, 1, 1) + 0.5 * a
        return Spec(m, {"a": a}, {"u": u}, call, _rel_l2,
                    subset=_where(m, lambda n: n in ("layers.0.w2", "layers.1.skip.weight")),
                    notes="held out (relate v41): Fourier neural operator, rfft2 / complex64 mode weights by "
                          "einsum into a zero spectrum / irfft2, relative L2 loss; subset = layers.0.w2, "
                          "layers.1.skip.weight (not a tail)")
    if name == "slstm_expgate":
        m = SlstmExpgate()
        return Spec(m, {"x": torch.randn(2, 4, 5, generator=g)}, y, call, ce,
                    subset=_where(m, lambda n: n in ("r", "head.weight")),
                    notes="held out (relate v41): xLSTM sLSTM cell unrolled 4 steps, exponential gates with a "
                          "torch.maximum stabiliser, normaliser state, in-place add_ on the cell; subset = r, "
                          "head.weight (not a tail)")
    if name == "siglip_lit":
        m = SiglipLit(g)
        ids = torch.randint(1, 12, (4, 5), generator=g)
        ids[1, 3:] = 0
        ids[3, 2:] = 0
        return Spec(m, {"img": torch.randn(4, 3, 8, 8, generator=g), "ids": ids}, {}, call, _siglip_total,
                    subset=_where(m, lambda n: n in ("t_prime", "emb.weight")),
                    notes="held out (relate v41): SigLIP sigmoid loss with a learned temperature and bias, "
                          "LiT: a locked image tower and a frozen text layer (requires_grad False, unregistered); "
                          "subset = t_prime, emb.weight (not a tail)")
    if name == "ddpm_minsnr":
        m = DdpmMinsnr(g)
        return Spec(m, {"x0": torch.randn(2, 1, 8, 8, generator=g).clamp(-1, 1)}, {}, call, _ddpm_total,
                    subset=_where(m, lambda n: n in ("temb1.weight", "gn.weight")),
                    notes="held out (relate v41): DDPM eps-prediction step with min-SNR-5 weights, buffers "
                          "indexed by a timestep buffer, sinusoidal time embedding added in place, tiny U-Net; "
                          "subset = temb1.weight, gn.weight (not a tail)")
    if name == "mae_random_mask":
        m = MaeRandomMask(g)
        img = torch.randn(2, 1, 8, 8, generator=g)
        return Spec(m, {"img": img}, {"target": img.clone()}, call, _mae_total,
                    subset=_where(m, lambda n: n in ("mask_token", "qkv.weight")),
                    notes="held out (relate v41): masked autoencoder, random masking by argsort of a noise "
                          "buffer, gather keep / unshuffle, mask tokens, norm-pix masked MSE; subset = "
                          "mask_token, qkv.weight (not a tail)")
    raise KeyError(name)
