"""Forty-ninth held-out set for `fxmatch relate` (2026-12-05, /work/pending/heldout_relate_v49).

Written to score main blind: captured once and scored with main's binary and
rules, no engine change in between, and no fxmatch run on these captures
while they were written. Its five families are new to the project (no
earlier set has them) and all are ordinary networks and training steps, with
no custom torch.autograd.Function: a YOLO-style two-scale detector (Conv /
BatchNorm / SiLU stem, an FPN-style nearest upsample + lateral merge, 1x1
detect heads decoded YOLOv5-style against grid and anchor buffers inside the
module) trained with a CIoU box loss on positives picked by advanced
indexing, an objectness BCE whose target is the detached, clamped CIoU
written by index_put into a zero map, and a per-class BCE; a DiT diffusion
transformer step (the noising x_t = sqrt(a) x0 + sqrt(1 - a) eps by gathering
an alphas_cumprod buffer at t, patchify Conv2d, a fixed 2-d sin-cos position
buffer, a sinusoidal timestep MLP plus a class embedding with a null class,
two blocks with adaLN-Zero modulation (SiLU, Linear(d, 6d) chunked into
shift / scale / gate for attention and MLP, LayerNorm without affine,
F.scaled_dot_product_attention, tanh-GELU MLP), an adaLN final layer and an
einsum unpatchify, eps-MSE); a RetNet language model (multi-scale retention
with an xPos-style theta rotation from sin / cos buffers, a normalised decay
mask buffer per head, the retention scores divided by their detached
absolute row sum, a per-head RMS group norm, a swish gate, pre-LN with a GELU
FFN); an ESIM natural-language-inference model (premise and padded
hypothesis through one shared bidirectional nn.LSTM, soft alignment in both
directions by ESIM's multiply-mask-renormalise masked softmax, the enhanced
[a, a~, a - a~, a * a~] projection, a second BiLSTM, masked mean and max
pooling, a tanh MLP, CE); and a Hyena language model (in-projection to three
branches, a causal depthwise short Conv1d, an implicit long filter from a
positional-feature buffer through an MLP with learned-frequency sine
activations and an exponential decay window buffer, the long convolution by
rfft / irfft at twice the length plus a learned skip D, two multiplicative
gates); like heldout_relate.py's models they never enter the zoo.

  yolo_ciou_det      img [2, 3, 16, 16] -> stem Conv(3, 8, 3, s2) BN SiLU [2, 8, 8, 8]; down Conv(8, 16, 3, s2) BN
                     SiLU [2, 16, 4, 4]; P3 = Conv(16, 16, 3) BN SiLU of (nearest x2 upsample of P4 + Conv(8, 16, 1)
                     lateral); heads Conv2d(16, 2 * 8, 1) at strides 2 and 4 (2 anchors, 3 classes) -> [B, A, H, W,
                     8], xy = (2 sigmoid - 0.5 + grid buffer) * stride, wh = (2 sigmoid)^2 * anchor buffer, the
                     objectness and class logits raw; criterion: per scale the positives pred[b, a, gy, gx] (index
                     targets, unique cells), CIoU (atan aspect term, alpha detached) box loss 1 - ciou, objectness
                     BCE with logits to a zero map index_put with ciou.detach().clamp(0), balance 4.0 / 1.0, class
                     BCE to a one-hot by ==; subset = down.1.bias, head3.conv.weight.
  dit_adaln_zero     x0 [2, 4, 8, 8], noise [2, 4, 8, 8], t [2] (of 50), y [2] (5 classes + null 5) -> x_t from
                     the alphas_cumprod buffer gathered at t; Conv2d(4, 32, 2, s2) patchify [2, 16, 32] + sin-cos
                     pos buffer; c = MLP(sinusoid(t)) + Embedding(6, 32)[y]; 2 DiT blocks: SiLU Linear(32, 192)
                     chunked 6, x + gate_msa * attn(LN(x) (1 + scale) + shift) (qkv Linear, SDPA, 4 heads), x +
                     gate_mlp * MLP(...) (Linear(32, 64), tanh-GELU); final adaLN (shift, scale) LN Linear(32,
                     16), einsum unpatchify -> [2, 4, 8, 8]; criterion: MSE to the noise; subset =
                     blocks.0.adaLN_modulation.1.weight, t_embedder.mlp.2.bias.
  retnet_lm          tokens [2, 10] (vocab 16), labels [2, 10] -> Embedding(16, 16); 2 pre-LN layers: multi-scale
                     retention (2 heads, q k of 8, v of 16; gammas 1 - 2^(-5 - h)): q, k theta-shifted (x cos +
                     rotate_every_two(x) sin, buffers), k * dh^-0.5, qk * decay mask buffer [2, 10, 10] (row
                     normalised), / qk.detach().abs().sum(-1).clamp(1, 5e4), @ v, per-head RMS norm, * silu(g
                     proj), out proj; GELU FFN Linear(16, 32); head Linear(16, 16); criterion: token CE; subset =
                     layers.0.retention.g_proj.weight, layers.1.ffn.0.bias.
  esim_nli           premise [2, 5], premise_mask [2, 5], hypothesis [2, 3], hypothesis_mask [2, 3] (pad 0),
                     labels [2] (3) -> Embedding(20, 12, padding_idx 0); hypothesis padded to 5, both through one
                     BiLSTM(12, 8) as a batch of 4, split; sim = a @ b^T; masked softmax (softmax(sim * mask) *
                     mask / (sum + 1e-13)) both ways, attended sums masked; enhanced cat(a, a~, a - a~, a * a~)
                     [., 64] -> Linear(64, 8) ReLU -> BiLSTM(8, 8) (shared, batch of 4 again); masked mean and
                     max (fill -1e7) pooling of both, cat [2, 64] -> Linear(64, 8) tanh Linear(8, 3); criterion:
                     CE; mkldnn off (LSTM as cell ops); subset = encoder.weight_hh_l0_reverse,
                     projection.0.weight.
  hyena_lm           tokens [2, 12] (vocab 16), labels [2, 12] -> Embedding(16, 16); 2 pre-LN blocks: Hyena
                     operator (in_proj Linear(16, 48), causal depthwise Conv1d(48, 48, 3, pad 2)[..., :12], split
                     x0, x1, v; filter h = Linear(5, 16) Sin Linear(16, 16) Sin Linear(16, 16) of a positional
                     buffer z [1, 12, 5], Sin = sin(freq * x) with a learned freq [1, 16], h * (exp(-t |deltas|)
                     + 0.05) (buffers); v = v * x1, fftconv: irfft(rfft(v, 24) * rfft(h, 24) / 24, 24,
                     norm="forward")[..., :12] + v * D; y = v * x0, out_proj Linear(16, 16)), GELU MLP; head
                     Linear(16, 16); criterion: token CE; subset = blocks.0.hyena.filter_fn.1.freq,
                     blocks.1.hyena.short_filter.weight.
No subset above is a tail.
"""
from __future__ import annotations

import math

import torch
import torch.nn as nn
import torch.nn.functional as F
from .heldout_subsets import where as _where

V49 = ["yolo_ciou_det", "dit_adaln_zero", "retnet_lm", "esim_nli", "hyena_lm"]


# ------------------------------------------------------------------ YOLO + CIoU
def _cbs(cin, cout, k, s):
    return nn.Sequential(nn.Conv2d(cin, cout, k, s, k // 2, bias=False), nn.BatchNorm2d(cout), nn.SiLU())


class Detect(nn.Module):
    """One scale of a YOLOv5 Detect layer: 1x1 conv, [B, A, H, W, 5 + C], decoded xywh in pixels."""

    def __init__(self, cin, anchors, classes, hw, stride):
        super().__init__()
        self.na, self.no, self.stride = len(anchors), 5 + classes, stride
        self.conv = nn.Conv2d(cin, self.na * self.no, 1)
        ys, xs = torch.meshgrid(torch.arange(hw), torch.arange(hw), indexing="ij")
        self.register_buffer("grid", torch.stack((xs, ys), 2).view(1, 1, hw, hw, 2).float())
        self.register_buffer("anchor_grid", torch.tensor(anchors, dtype=torch.float32).view(1, self.na, 1, 1, 2))

    def forward(self, x):
        B, _, H, W = x.shape
        p = self.conv(x).view(B, self.na, self.no, H, W).permute(0, 1, 3, 4, 2)
        xy = (p[..., :2].sigmoid() * 2 - 0.5 + self.grid) * self.stride
        wh = (p[..., 2:4].sigmoid() * 2) ** 2 * self.anchor_grid
        return torch.cat([xy, wh, p[..., 4:]], dim=-1)


class YoloTiny(nn.Module):
    def __init__(self, classes=3):
        super().__init__()
        self.stem = _cbs(3, 8, 3, 2)                                   # stride 2, 8x8
        self.down = _cbs(8, 16, 3, 2)                                  # stride 4, 4x4
        self.lateral = nn.Conv2d(8, 16, 1)
        self.p3 = _cbs(16, 16, 3, 1)
        self.head3 = Detect(16, [(2.0, 3.0), (4.0, 2.5)], classes, 8, 2.0)
        self.head4 = Detect(16, [(5.0, 6.0), (9.0, 7.0)], classes, 4, 4.0)

    def forward(self, img):
        c3 = self.stem(img)
        p4 = self.down(c3)
        p3 = self.p3(F.interpolate(p4, scale_factor=2.0, mode="nearest") + self.lateral(c3))
        return self.head3(p3), self.head4(p4)


def _ciou(b1, b2, eps=1e-7):
    """YOLOv5 bbox_iou(xywh, CIoU=True) of matched [N, 4] boxes."""
    (x1, y1, w1, h1), (x2, y2, w2, h2) = b1.unbind(-1), b2.unbind(-1)
    b1x1, b1x2, b1y1, b1y2 = x1 - w1 / 2, x1 + w1 / 2, y1 - h1 / 2, y1 + h1 / 2
    b2x1, b2x2, b2y1, b2y2 = x2 - w2 / 2, x2 + w2 / 2, y2 - h2 / 2, y2 + h2 / 2
    inter = ((torch.minimum(b1x2, b2x2) - torch.maximum(b1x1, b2x1)).clamp(0)
             * (torch.minimum(b1y2, b2y2) - torch.maximum(b1y1, b2y1)).clamp(0))
    union = w1 * h1 + w2 * h2 - inter + eps
    iou = inter / union
    cw = torch.maximum(b1x2, b2x2) - torch.minimum(b1x1, b2x1)
    ch = torch.maximum(b1y2, b2y2) - torch.minimum(b1y1, b2y1)
    c2 = cw ** 2 + ch ** 2 + eps
    rho2 = ((b2x1 + b2x2 - b1x1 - b1x2) ** 2 + (b2y1 + b2y2 - b1y1 - b1y2) ** 2) / 4
    v = (4 / math.pi ** 2) * (torch.atan(w2 / (h2 + eps)) - torch.atan(w1 / (h1 + eps))) ** 2
    alpha = (v / (v - iou + (1 + eps))).detach()
    return iou - (rho2 / c2 + v * alpha)


def _yolo_loss(outs, idx3, tbox3, tcls3, idx4, tbox4, tcls4, classes=3):
    lbox = lobj = lcls = 0.0
    for out, idx, tbox, tcls, bal in ((outs[0], idx3, tbox3, tcls3, 4.0), (outs[1], idx4, tbox4, tcls4, 1.0)):
        b, a, gy, gx = idx.unbind(1)
        ps = out[b, a, gy, gx]                                         # [N, 5 + C] positives
        iou = _ciou(ps[:, :4], tbox)
        lbox = lbox + (1.0 - iou).mean()
        tobj = torch.zeros_like(out[..., 4]).index_put((b, a, gy, gx), iou.detach().clamp(0))
        lobj = lobj + bal * F.binary_cross_entropy_with_logits(out[..., 4], tobj)
        tc = (tcls[:, None] == torch.arange(classes)).float()        # one-hot (F.one_hot reads a scalar)
        lcls = lcls + F.binary_cross_entropy_with_logits(ps[:, 5:], tc)
    return (0.05 * lbox + 1.0 * lobj + 0.5 * lcls) * outs[0].shape[0]


def _yolo_targets(g, B, A, hw, stride, anchors, n):
    cells = torch.randperm(B * A * hw * hw, generator=g)[:n]          # unique (b, a, gy, gx)
    b = cells // (A * hw * hw)
    a = (cells // (hw * hw)) % A
    gy = (cells // hw) % hw
    gx = cells % hw
    idx = torch.stack([b, a, gy, gx], dim=1)
    xy = (torch.stack([gx, gy], 1).float() + 0.5 + 0.6 * (torch.rand(n, 2, generator=g) - 0.5)) * stride
    wh = torch.tensor(anchors)[a] * torch.exp(0.4 * torch.randn(n, 2, generator=g))
    return idx, torch.cat([xy, wh], 1), torch.randint(0, 3, (n,), generator=g)


# ------------------------------------------------------------------ DiT, adaLN-Zero
def _sincos_2d(d, hw):
    ys, xs = torch.meshgrid(torch.arange(hw, dtype=torch.float32), torch.arange(hw, dtype=torch.float32),
                            indexing="ij")
    omega = 1.0 / 10000 ** (torch.arange(d // 4, dtype=torch.float32) / (d // 4))

    def one(pos):
        o = pos.reshape(-1)[:, None] * omega[None]
        return torch.cat([torch.sin(o), torch.cos(o)], dim=1)
    return torch.cat([one(ys), one(xs)], dim=1)[None]                  # [1, hw * hw, d]


def _modulate(x, shift, scale):
    return x * (1 + scale.unsqueeze(1)) + shift.unsqueeze(1)


class TimestepEmbedder(nn.Module):
    def __init__(self, d, freq=16):
        super().__init__()
        self.mlp = nn.Sequential(nn.Linear(freq, d), nn.SiLU(), nn.Linear(d, d))
        half = freq // 2
        self.register_buffer("freqs", torch.exp(-math.log(10000) * torch.arange(half, dtype=torch.float32) / half))

    def forward(self, t):
        args = t[:, None].float() * self.freqs[None]
        return self.mlp(torch.cat([torch.cos(args), torch.sin(args)], dim=-1))


class DiTBlock(nn.Module):
    def __init__(self, d, heads, mlp_ratio=2):
        super().__init__()
        self.norm1 = nn.LayerNorm(d, elementwise_affine=False, eps=1e-6)
        self.qkv = nn.Linear(d, 3 * d)
        self.proj = nn.Linear(d, d)
        self.norm2 = nn.LayerNorm(d, elementwise_affine=False, eps=1e-6)
        self.fc1 = nn.Linear(d, mlp_ratio * d)
        self.fc2 = nn.Linear(mlp_ratio * d, d)
        self.adaLN_modulation = nn.Sequential(nn.SiLU(), nn.Linear(d, 6 * d))
        self.h = heads

    def attn(self, x):
        B, N, d = x.shape
        q, k, v = self.qkv(x).reshape(B, N, 3, self.h, d // self.h).permute(2, 0, 3, 1, 4).unbind(0)
        o = F.scaled_dot_product_attention(q, k, v)
        return self.proj(o.transpose(1, 2).reshape(B, N, d))

    def forward(self, x, c):
        sh_msa, sc_msa, g_msa, sh_mlp, sc_mlp, g_mlp = self.adaLN_modulation(c).chunk(6, dim=1)
        x = x + g_msa.unsqueeze(1) * self.attn(_modulate(self.norm1(x), sh_msa, sc_msa))
        h = self.fc2(F.gelu(self.fc1(_modulate(self.norm2(x), sh_mlp, sc_mlp)), approximate="tanh"))
        return x + g_mlp.unsqueeze(1) * h


class DiT(nn.Module):
    def __init__(self, g, cin=4, size=8, patch=2, d=32, heads=4, depth=2, classes=5, steps=50):
        super().__init__()
        self.x_embedder = nn.Conv2d(cin, d, patch, patch)
        self.register_buffer("pos_embed", _sincos_2d(d, size // patch))
        self.t_embedder = TimestepEmbedder(d)
        self.y_embedder = nn.Embedding(classes + 1, d)                 # the last row: the CFG null class
        self.blocks = nn.ModuleList([DiTBlock(d, heads) for _ in range(depth)])
        self.norm_final = nn.LayerNorm(d, elementwise_affine=False, eps=1e-6)
        self.final_adaLN = nn.Sequential(nn.SiLU(), nn.Linear(d, 2 * d))
        self.final = nn.Linear(d, patch * patch * cin)
        # adaLN-Zero starts the modulation (and the output) at zero; a checkpoint a few hundred steps in
        # has them small, which keeps every gradient path alive
        with torch.no_grad():
            for lin in [b.adaLN_modulation[1] for b in self.blocks] + [self.final_adaLN[1], self.final]:
                lin.weight.copy_(0.02 * torch.randn(lin.weight.shape, generator=g))
                lin.bias.copy_(0.01 * torch.randn(lin.bias.shape, generator=g))
        betas = torch.linspace(1e-4, 0.02, steps)
        self.register_buffer("alphas_cumprod", torch.cumprod(1 - betas, 0))
        self.cin, self.p, self.hw = cin, patch, size // patch

    def forward(self, x0, noise, t, y):
        ab = self.alphas_cumprod[t].view(-1, 1, 1, 1)
        xt = ab.sqrt() * x0 + (1 - ab).sqrt() * noise
        x = self.x_embedder(xt).flatten(2).transpose(1, 2) + self.pos_embed
        c = self.t_embedder(t) + self.y_embedder(y)
        for blk in self.blocks:
            x = blk(x, c)
        shift, scale = self.final_adaLN(c).chunk(2, dim=1)
        x = self.final(_modulate(self.norm_final(x), shift, scale))    # [B, N, p * p * C]
        B, h, p, C = x.shape[0], self.hw, self.p, self.cin
        x = torch.einsum("nhwpqc->nchpwq", x.reshape(B, h, h, p, p, C))
        return x.reshape(B, C, h * p, h * p)


# ------------------------------------------------------------------ RetNet
def _rotate_every_two(x):
    x1, x2 = x[..., ::2], x[..., 1::2]
    return torch.stack((-x2, x1), dim=-1).flatten(-2)


class MultiScaleRetention(nn.Module):
    def __init__(self, d, heads, T):
        super().__init__()
        self.h, self.dk, self.dv = heads, d // heads, 2 * d // heads
        self.q_proj = nn.Linear(d, d, bias=False)
        self.k_proj = nn.Linear(d, d, bias=False)
        self.v_proj = nn.Linear(d, 2 * d, bias=False)
        self.g_proj = nn.Linear(d, 2 * d, bias=False)
        self.out_proj = nn.Linear(2 * d, d, bias=False)

    def forward(self, x, sin, cos, mask):
        B, T, _ = x.shape
        q = self.q_proj(x).view(B, T, self.h, self.dk).transpose(1, 2)
        k = (self.k_proj(x) * self.dk ** -0.5).view(B, T, self.h, self.dk).transpose(1, 2)
        v = self.v_proj(x).view(B, T, self.h, self.dv).transpose(1, 2)
        qr = q * cos + _rotate_every_two(q) * sin
        kr = k * cos + _rotate_every_two(k) * sin
        qk = (qr @ kr.transpose(-1, -2)) * mask                       # [B, H, T, T] decay-masked
        qk = qk / qk.detach().abs().sum(dim=-1, keepdim=True).clamp(min=1, max=5e4)
        o = qk @ v                                                     # [B, H, T, dv]
        o = o * torch.rsqrt(o.pow(2).mean(-1, keepdim=True) + 1e-6)   # group norm (RMS, no affine) per head
        o = o.transpose(1, 2).reshape(B, T, self.h * self.dv)
        return self.out_proj(F.silu(self.g_proj(x)) * o)


class RetNetLayer(nn.Module):
    def __init__(self, d, heads, T):
        super().__init__()
        self.ln1 = nn.LayerNorm(d)
        self.retention = MultiScaleRetention(d, heads, T)
        self.ln2 = nn.LayerNorm(d)
        self.ffn = nn.Sequential(nn.Linear(d, 2 * d), nn.GELU(), nn.Linear(2 * d, d))

    def forward(self, x, sin, cos, mask):
        x = x + self.retention(self.ln1(x), sin, cos, mask)
        return x + self.ffn(self.ln2(x))


class RetNetLM(nn.Module):
    def __init__(self, vocab=16, d=16, heads=2, T=10, n_layers=2):
        super().__init__()
        self.emb = nn.Embedding(vocab, d)
        self.layers = nn.ModuleList([RetNetLayer(d, heads, T) for _ in range(n_layers)])
        self.ln_f = nn.LayerNorm(d)
        self.head = nn.Linear(d, vocab)
        dk = d // heads
        angle = (1.0 / 10000 ** torch.linspace(0, 1, dk // 2)).repeat_interleave(2)
        idx = torch.arange(T, dtype=torch.float32)
        self.register_buffer("sin", torch.sin(idx[:, None] * angle[None]))
        self.register_buffer("cos", torch.cos(idx[:, None] * angle[None]))
        decay = torch.log(1 - 2.0 ** (-5 - torch.arange(heads, dtype=torch.float32)))
        dist = (idx[:, None] - idx[None, :]).masked_fill(~torch.ones(T, T, dtype=torch.bool).tril(), float("inf"))
        mask = torch.nan_to_num(torch.exp(dist[None] * decay[:, None, None]))
        self.register_buffer("decay_mask", mask / mask.sum(-1, keepdim=True).sqrt())

    def forward(self, tokens):
        x = self.emb(tokens)
        for layer in self.layers:
            x = layer(x, self.sin, self.cos, self.decay_mask)
        return self.head(self.ln_f(x))


# ------------------------------------------------------------------ ESIM
def _masked_softmax(t, mask):
    """ESIM's masked softmax: softmax(t * mask) * mask, renormalised. t [B, L1, L2], mask [B, L2]."""
    m = mask[:, None, :].expand_as(t)
    r = torch.softmax(t * m, dim=-1) * m
    return r / (r.sum(dim=-1, keepdim=True) + 1e-13)


class ESIM(nn.Module):
    def __init__(self, vocab=20, emb=12, hid=8, classes=3):
        super().__init__()
        self.embedding = nn.Embedding(vocab, emb, padding_idx=0)
        self.encoder = nn.LSTM(emb, hid, batch_first=True, bidirectional=True)
        self.projection = nn.Sequential(nn.Linear(8 * hid, hid), nn.ReLU())
        self.composition = nn.LSTM(hid, hid, batch_first=True, bidirectional=True)
        self.classifier = nn.Sequential(nn.Linear(8 * hid, hid), nn.Tanh(), nn.Linear(hid, classes))

    def _both(self, lstm, a, b):
        """One LSTM call over premise and (padded) hypothesis stacked on the batch."""
        Lb = b.shape[1]
        b = F.pad(b, (0, 0, 0, a.shape[1] - Lb))
        out, _ = lstm(torch.cat([a, b], dim=0))
        return out[:a.shape[0]], out[a.shape[0]:, :Lb]

    def forward(self, premise, premise_mask, hypothesis, hypothesis_mask):
        pa, hb = self._both(self.encoder, self.embedding(premise), self.embedding(hypothesis))
        sim = pa @ hb.transpose(1, 2)                                  # [B, Lp, Lh]
        p_att = _masked_softmax(sim, hypothesis_mask)
        h_att = _masked_softmax(sim.transpose(1, 2).contiguous(), premise_mask)
        pa_t = (p_att @ hb) * premise_mask[..., None]
        hb_t = (h_att @ pa) * hypothesis_mask[..., None]
        ep = self.projection(torch.cat([pa, pa_t, pa - pa_t, pa * pa_t], dim=-1))
        eh = self.projection(torch.cat([hb, hb_t, hb - hb_t, hb * hb_t], dim=-1))
        vp, vh = self._both(self.composition, ep, eh)
        pooled = []
        for v, mask in ((vp, premise_mask), (vh, hypothesis_mask)):
            avg = (v * mask[..., None]).sum(1) / mask.sum(1, keepdim=True)
            mx = (v * mask[..., None] + (-1e7) * (1 - mask)[..., None]).max(dim=1).values
            pooled += [avg, mx]
        return self.classifier(torch.cat(pooled, dim=-1))


# ------------------------------------------------------------------ Hyena
class Sin(nn.Module):
    def __init__(self, dim, w=1.0):
        super().__init__()
        self.freq = nn.Parameter(w * torch.ones(1, dim))

    def forward(self, x):
        return torch.sin(self.freq * x)


class HyenaOperator(nn.Module):
    def __init__(self, d=16, L=12, emb=5, width=16, shift=0.05):
        super().__init__()
        self.d, self.L = d, L
        self.in_proj = nn.Linear(d, 3 * d)
        self.out_proj = nn.Linear(d, d)
        self.short_filter = nn.Conv1d(3 * d, 3 * d, 3, padding=2, groups=3 * d)
        self.filter_fn = nn.Sequential(nn.Linear(emb, width), Sin(width), nn.Linear(width, width), Sin(width),
                                       nn.Linear(width, d, bias=False))
        self.D = nn.Parameter(torch.randn(d))
        # PositionalEmbedding: t and the real / imaginary parts of exp(-i f w)
        t = torch.linspace(0, 1, L)[None, :, None]
        bands = (emb - 1) // 2
        w = 2 * math.pi * torch.linspace(0, L - 1, L)[None, :, None] / L
        f = torch.linspace(1e-4, bands - 1, bands)[None, None]
        self.register_buffer("z", torch.cat([t, torch.cos(f * w), -torch.sin(f * w)], dim=-1))
        self.register_buffer("t", t)
        # ExponentialModulation
        fast, slow = math.log(1e-2) / 0.3, math.log(1e-2) / 1.5
        self.register_buffer("deltas", torch.linspace(fast, slow, d)[None, None])
        self.shift = shift

    def fftconv(self, u, k):
        n = 2 * self.L
        k_f = torch.fft.rfft(k, n=n) / n
        u_f = torch.fft.rfft(u, n=n)
        y = torch.fft.irfft(u_f * k_f, n=n, norm="forward")[..., :self.L]
        return y + u * self.D[:, None]

    def forward(self, u):                                              # [B, L, d]
        L = u.shape[1]
        uc = self.short_filter(self.in_proj(u).transpose(1, 2))[..., :L]
        x0, x1, v = uc.split(self.d, dim=1)
        h = self.filter_fn(self.z) * (torch.exp(-self.t * self.deltas.abs()) + self.shift)   # [1, L, d]
        v = self.fftconv(v * x1, h[0].transpose(0, 1))
        return self.out_proj((v * x0).transpose(1, 2))


class HyenaBlock(nn.Module):
    def __init__(self, d, L):
        super().__init__()
        self.ln1 = nn.LayerNorm(d)
        self.hyena = HyenaOperator(d, L)
        self.ln2 = nn.LayerNorm(d)
        self.mlp = nn.Sequential(nn.Linear(d, 2 * d), nn.GELU(), nn.Linear(2 * d, d))

    def forward(self, x):
        x = x + self.hyena(self.ln1(x))
        return x + self.mlp(self.ln2(x))


class HyenaLM(nn.Module):
    def __init__(self, vocab=16, d=16, L=12, n_layers=2):
        super().__init__()
        self.emb = nn.Embedding(vocab, d)
        self.blocks = nn.ModuleList([HyenaBlock(d, L) for _ in range(n_layers)])
        self.ln_f = nn.LayerNorm(d)
        self.head = nn.Linear(d, vocab)

    def forward(self, tokens):
        x = self.emb(tokens)
        for blk in self.blocks:
            x = blk(x)
        return self.head(self.ln_f(x))


def _lm(out, labels):
    return F.cross_entropy(out.reshape(-1, out.shape[-1]), labels.reshape(-1))


def _pick(m, names):
    idx = _where(m, lambda n: n in names)
    assert len(idx) == len(names), (idx, names)
    return idx


def build(name: str, g: torch.Generator, Spec, call, ce):
    if name == "yolo_ciou_det":
        m = YoloTiny()
        i3, b3, c3 = _yolo_targets(g, 2, 2, 8, 2.0, [(2.0, 3.0), (4.0, 2.5)], 6)
        i4, b4, c4 = _yolo_targets(g, 2, 2, 4, 4.0, [(5.0, 6.0), (9.0, 7.0)], 4)
        return Spec(m, {"img": torch.randn(2, 3, 16, 16, generator=g)},
                    {"idx3": i3, "tbox3": b3, "tcls3": c3, "idx4": i4, "tbox4": b4, "tcls4": c4}, call, _yolo_loss,
                    subset=_pick(m, ("down.1.bias", "head3.conv.weight")),
                    notes="held out (relate v49): YOLO-style two-scale detector (Conv/BN/SiLU, nearest upsample + "
                          "lateral, YOLOv5 decode against grid and anchor buffers), CIoU box loss on positives by "
                          "advanced indexing, objectness BCE to index_put(detached CIoU), class BCE; subset = "
                          "down.1.bias, head3.conv.weight (not a tail)")
    if name == "dit_adaln_zero":
        m = DiT(g)
        x0 = torch.randn(2, 4, 8, 8, generator=g)
        noise = torch.randn(2, 4, 8, 8, generator=g)
        return Spec(m, {"x0": x0, "noise": noise, "t": torch.randint(0, 50, (2,), generator=g),
                        "y": torch.tensor([2, 5])},
                    {"target": noise.clone()}, call, F.mse_loss,
                    subset=_pick(m, ("blocks.0.adaLN_modulation.1.weight", "t_embedder.mlp.2.bias")),
                    notes="held out (relate v49): DiT step, x_t from an alphas_cumprod buffer gathered at t, patchify "
                          "conv + sin-cos position buffer, timestep MLP + class embedding (one label the null "
                          "class), adaLN-Zero blocks (shift / scale / gate from SiLU Linear chunked 6, SDPA, "
                          "tanh-GELU MLP), adaLN final layer, einsum unpatchify, eps-MSE; subset = "
                          "blocks.0.adaLN_modulation.1.weight, t_embedder.mlp.2.bias (not a tail)")
    if name == "retnet_lm":
        m = RetNetLM()
        tok = torch.randint(0, 16, (2, 11), generator=g)
        return Spec(m, {"tokens": tok[:, :-1].contiguous()}, {"labels": tok[:, 1:].contiguous()}, call, _lm,
                    subset=_pick(m, ("layers.0.retention.g_proj.weight", "layers.1.ffn.0.bias")),
                    notes="held out (relate v49): RetNet LM, multi-scale retention with a theta rotation from sin / "
                          "cos buffers, a normalised per-head decay mask buffer, scores over their detached "
                          "absolute row sum, per-head RMS norm, swish gate; subset = "
                          "layers.0.retention.g_proj.weight, layers.1.ffn.0.bias (not a tail)")
    if name == "esim_nli":
        m = ESIM()
        prem = torch.randint(1, 20, (2, 5), generator=g)
        hyp = torch.randint(1, 20, (2, 3), generator=g)
        pm = torch.tensor([[1.0] * 5, [1.0] * 3 + [0.0] * 2])
        hm = torch.tensor([[1.0] * 2 + [0.0], [1.0] * 3])
        prem = prem * pm.long()
        hyp = hyp * hm.long()
        return Spec(m, {"premise": prem, "premise_mask": pm, "hypothesis": hyp, "hypothesis_mask": hm},
                    {"labels": torch.randint(0, 3, (2,), generator=g)}, call, ce, mkldnn=False,
                    subset=_pick(m, ("encoder.weight_hh_l0_reverse", "projection.0.weight")),
                    notes="held out (relate v49): ESIM NLI, one shared BiLSTM over premise and padded hypothesis, "
                          "soft alignment both ways by ESIM's multiply-mask-renormalise softmax, enhanced [a, a~, "
                          "a - a~, a * a~] projection, composition BiLSTM, masked mean / max pooling, tanh MLP, CE; "
                          "mkldnn off; subset = encoder.weight_hh_l0_reverse, projection.0.weight (not a tail)")
    if name == "hyena_lm":
        m = HyenaLM()
        tok = torch.randint(0, 16, (2, 13), generator=g)
        return Spec(m, {"tokens": tok[:, :-1].contiguous()}, {"labels": tok[:, 1:].contiguous()}, call, _lm,
                    subset=_pick(m, ("blocks.0.hyena.filter_fn.1.freq", "blocks.1.hyena.short_filter.weight")),
                    notes="held out (relate v49): Hyena LM, in-projection to three branches, causal depthwise short "
                          "conv, an implicit filter MLP with learned-frequency sine activations over a positional "
                          "buffer times an exponential decay window, the long convolution by rfft / irfft at twice "
                          "the length plus a skip D, two multiplicative gates; subset = "
                          "blocks.0.hyena.filter_fn.1.freq, blocks.1.hyena.short_filter.weight (not a tail)")
    raise KeyError(name)
