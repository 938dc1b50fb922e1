"""Fiftieth held-out set for `fxmatch relate` (2026-12-05, /work/pending/heldout_relate_v50).

Written to score main blind: captured once and scored with main's binary and
rules, no engine change in between, and no fxmatch run on these captures
while they were written. Its five families are new to the project (no
earlier set has them) and all are ordinary networks and training steps, with
no custom torch.autograd.Function: an EfficientDet-style detector (a Conv /
BatchNorm / SiLU backbone at three strides, 1x1 laterals, one BiFPN layer of
top-down and bottom-up paths whose inputs are merged by fast normalised
fusion relu(w) / (sum relu(w) + eps), nearest upsampling and max-pool
downsampling, depthwise-separable convs with BatchNorm; class and box heads
shared across the three levels, an EfficientDet focal loss with gamma 1.5
and a Huber box loss with delta 0.1 on the positive anchors, both normalised
by the positive count); a MobileViT classifier (an MV2 inverted residual,
then a MobileViT block: local 3x3 and 1x1 convs, unfolding the map into
2 x 2 patches by reshape / permute, a two-layer pre-LN transformer across
patches, folding back, a 1x1 projection, concatenation with the block input
and a 3x3 fusion conv; label-smoothed CE); a NeuMF recommender (GMF and MLP
embedding towers, the user looked up once and the positive and negative
items scored by the same towers, trained with the BPR pairwise loss
-logsigmoid(s+ - s-) plus an L2 penalty on the looked-up embeddings); a
Gated Linear Attention language model (a low-rank forget gate through
logsigmoid / 16, its cumsum over time turned into exp(cum) and exp(-cum)
scalings of q and k, the causal parallel form masked by a tril buffer, a
per-head RMSNorm with a weight times a swish output gate, pre-RMSNorm
layers with a SwiGLU MLP); and a Zipformer-style encoder (BiasNorm with a
learned bias and log-scale, SwooshL / SwooshR activations by softplus,
attention weights computed once and shared by a non-linear attention module
and a value-only self-attention, a convolution module with a sigmoid gate
and a depthwise Conv1d, a learned bypass clamped to [0.2, 1],
a second stack at half the frame rate behind a softmax-weighted pair
downsample and a repeat upsample; frame CE); like heldout_relate.py's
models they never enter the zoo.

  bifpn_det          img [2, 3, 16, 16] -> Conv(3, 8, 3, s2) BN SiLU [2, 8, 8, 8]; Conv(8, 16, 3, s2) BN SiLU
                     [2, 16, 4, 4]; Conv(16, 24, 3, s2) BN SiLU [2, 24, 2, 2]; 1x1 laterals to 16; one BiFPN
                     layer: P4td = sep(fuse(P4, up(P5))), P3o = sep(fuse(P3, up(P4td))), P4o = sep(fuse(P4,
                     P4td, pool(P3o))), P5o = sep(fuse(P5, pool(P4o))), fuse = sum(relu(w)_i / (sum relu(w) +
                     1e-4) * x_i), sep = SiLU, depthwise 3x3, pointwise 1x1, BN, pool = max_pool2d(3, 2, 1);
                     shared heads (Conv 3x3 SiLU, Conv 1x1 to 2 anchors x 3 classes / x 4) on the three levels,
                     cat [2, 168, 3] and [2, 168, 4]; criterion: focal (alpha 0.25, gamma 1.5) over all anchors
                     and Huber(0.1) on positives by a mask, each over max(npos, 1); subset = bifpn.w_p4_out,
                     lat4.weight.
  mobilevit_cls      img [2, 3, 16, 16] -> Conv(3, 8, 3, s2) BN SiLU [2, 8, 8, 8]; MV2 (1x1 to 16 BN SiLU, dw 3x3
                     BN SiLU, 1x1 to 8 BN, + x); MobileViT block: Conv 3x3 BN SiLU, Conv 1x1 to 16 (no bias),
                     unfold to [2 * 4, 16, 16] (2 x 2 patches), 2 pre-LN layers (qkv Linear, 2 heads, softmax
                     attention, Linear; FFN Linear(16, 32) SiLU Linear), LN, fold to [2, 16, 8, 8], Conv 1x1 to 8
                     BN SiLU, cat with the block input, Conv 3x3(16, 8) BN SiLU; Conv 1x1 to 32 BN SiLU, mean pool,
                     Linear(32, 5); criterion: CE with label_smoothing 0.1; subset = mvit.transformer.0.qkv.weight,
                     mv2.1.0.weight.
  neumf_bpr          users [8] (of 6, repeats), pos [8], neg [8] (of 12) -> GMF Embedding(6, 8) / (12, 8), MLP
                     Embedding(6, 8) / (12, 8); score(u, i) = Linear(8 + 4, 1, no bias)(cat(gu * gi, MLP(cat(mu, mi))))
                     with MLP Linear(16, 16) ReLU Linear(16, 8) ReLU Linear(8, 4) ReLU, called for pos and neg with
                     one user lookup; criterion: -logsigmoid(s+ - s-).mean() + 1e-3 * (sum of squares of the
                     looked-up embeddings) / 8; subset = mlp_user.weight, mlp.2.bias.
  gla_lm             tokens [2, 8] (vocab 16), labels [2, 8] -> Embedding(16, 16); 2 pre-RMSNorm layers: GLA (2
                     heads, q k Linear(16, 8) -> dk 4, v Linear(16, 16) -> dv 8, gk = logsigmoid(Linear(4, 8)(
                     Linear(16, 4)(x))) / 16, cum = cumsum(gk, t), (q e^cum) (k e^-cum)^T * dk^-0.5 masked by a
                     tril buffer, @ v, per-head RMSNorm * weight * silu(g Linear(16, 16)), o Linear), SwiGLU MLP
                     (Linear(16, 64) chunk 2, silu(a) * b, Linear(32, 16)); RMSNorm, head Linear(16, 16);
                     criterion: token CE; subset = layers.0.attn.gk_proj.0.weight, layers.1.attn.g_norm_weight.
  zipformer_enc      feats [2, 12, 10], labels [2, 12] (of 6) -> Linear(10, 16); stack 1: a Zipformer layer at 12
                     frames; stack 2: SimpleDownsample (softmax of a learned [2] weight over frame pairs) -> layer
                     at 6 frames -> repeat_interleave 2, a bypass out = x + (y - x) * scale.clamp(0.2, 1); a
                     layer: x + FF(SwooshL), w = softmax(q k^T) (2 heads, Linear(16, 16) to q k), x + NLA (Linear
                     to 3 x 12, s * tanh(y) mixed by w, * t, Linear), x + SelfAttn(w, Linear(16, 8) values,
                     Linear), x + Conv (Linear to 32, a * sigmoid(b), depthwise Conv1d(16, 16, 5, pad 2),
                     SwooshR, Linear), x + FF(SwooshL), BiasNorm, learned bypass; head Linear(16, 6); criterion:
                     frame CE; subset = stack2.layer.norm.log_scale, stack1.conv.depthwise.weight.
No subset above is a tail.
"""
from __future__ import annotations

import torch
import torch.nn as nn
import torch.nn.functional as F
from .heldout_subsets import where as _where

V50 = ["bifpn_det", "mobilevit_cls", "neumf_bpr", "gla_lm", "zipformer_enc"]


# ------------------------------------------------------------------ EfficientDet BiFPN
def _cbs(cin, cout, k, s):
    return nn.Sequential(nn.Conv2d(cin, cout, k, s, k // 2, bias=False), nn.BatchNorm2d(cout), nn.SiLU())


class SepConv(nn.Module):
    """EfficientDet's SeparableConvBlock after a swish: depthwise 3x3, pointwise 1x1, BatchNorm."""

    def __init__(self, c):
        super().__init__()
        self.dw = nn.Conv2d(c, c, 3, 1, 1, groups=c, bias=False)
        self.pw = nn.Conv2d(c, c, 1)
        self.bn = nn.BatchNorm2d(c)

    def forward(self, x):
        return self.bn(self.pw(self.dw(F.silu(x))))


def _fuse(w, xs, eps=1e-4):
    """Fast normalised fusion."""
    w = F.relu(w)
    w = w / (w.sum() + eps)
    out = w[0] * xs[0]
    for i in range(1, len(xs)):
        out = out + w[i] * xs[i]
    return out


class BiFPN(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.w_p4_td = nn.Parameter(torch.ones(2))
        self.w_p3_out = nn.Parameter(torch.ones(2))
        self.w_p4_out = nn.Parameter(torch.ones(3))
        self.w_p5_out = nn.Parameter(torch.ones(2))
        self.conv4_td = SepConv(c)
        self.conv3_out = SepConv(c)
        self.conv4_out = SepConv(c)
        self.conv5_out = SepConv(c)

    def forward(self, p3, p4, p5):
        up = lambda t: F.interpolate(t, scale_factor=2.0, mode="nearest")   # noqa: E731
        down = lambda t: F.max_pool2d(t, 3, 2, 1)                           # noqa: E731
        p4_td = self.conv4_td(_fuse(self.w_p4_td, (p4, up(p5))))
        p3_o = self.conv3_out(_fuse(self.w_p3_out, (p3, up(p4_td))))
        p4_o = self.conv4_out(_fuse(self.w_p4_out, (p4, p4_td, down(p3_o))))
        p5_o = self.conv5_out(_fuse(self.w_p5_out, (p5, down(p4_o))))
        return p3_o, p4_o, p5_o


class Head(nn.Module):
    def __init__(self, c, out_per_anchor, anchors=2):
        super().__init__()
        self.conv = nn.Conv2d(c, c, 3, 1, 1)
        self.pred = nn.Conv2d(c, anchors * out_per_anchor, 1)
        self.k = out_per_anchor

    def forward(self, x):
        y = self.pred(F.silu(self.conv(x)))                             # [B, A * k, H, W]
        B = y.shape[0]
        return y.permute(0, 2, 3, 1).reshape(B, -1, self.k)


class EfficientDetTiny(nn.Module):
    def __init__(self, g, classes=3, c=16):
        super().__init__()
        self.b3 = _cbs(3, 8, 3, 2)
        self.b4 = _cbs(8, 16, 3, 2)
        self.b5 = _cbs(16, 24, 3, 2)
        self.lat3 = nn.Conv2d(8, c, 1)
        self.lat4 = nn.Conv2d(16, c, 1)
        self.lat5 = nn.Conv2d(24, c, 1)
        self.bifpn = BiFPN(c)
        self.cls_head = Head(c, classes)
        self.box_head = Head(c, 4)
        with torch.no_grad():                                           # a trained checkpoint's unequal weights
            for w in (self.bifpn.w_p4_td, self.bifpn.w_p3_out, self.bifpn.w_p4_out, self.bifpn.w_p5_out):
                w.add_(0.3 * torch.randn(w.shape, generator=g))

    def forward(self, img):
        c3 = self.b3(img)
        c4 = self.b4(c3)
        c5 = self.b5(c4)
        feats = self.bifpn(self.lat3(c3), self.lat4(c4), self.lat5(c5))
        cls = torch.cat([self.cls_head(f) for f in feats], dim=1)
        box = torch.cat([self.box_head(f) for f in feats], dim=1)
        return cls, box


def _det_loss(out, cls_t, box_t, pos):
    cls, box = out
    npos = pos.sum().clamp(min=1.0)
    p = torch.sigmoid(cls)
    ce = F.binary_cross_entropy_with_logits(cls, cls_t, reduction="none")
    p_t = p * cls_t + (1 - p) * (1 - cls_t)
    alpha_t = 0.25 * cls_t + 0.75 * (1 - cls_t)
    focal = (alpha_t * (1 - p_t) ** 1.5 * ce).sum() / npos
    huber = (F.huber_loss(box, box_t, reduction="none", delta=0.1) * pos[..., None]).sum() / (npos * 4)
    return focal + 50.0 * huber


# ------------------------------------------------------------------ MobileViT
class TLayer(nn.Module):
    def __init__(self, d, heads, ff):
        super().__init__()
        self.ln1 = nn.LayerNorm(d)
        self.qkv = nn.Linear(d, 3 * d)
        self.proj = nn.Linear(d, d)
        self.ln2 = nn.LayerNorm(d)
        self.ffn = nn.Sequential(nn.Linear(d, ff), nn.SiLU(), nn.Linear(ff, d))
        self.h = heads

    def forward(self, x):
        B, N, d = x.shape
        q, k, v = self.qkv(self.ln1(x)).reshape(B, N, 3, self.h, d // self.h).permute(2, 0, 3, 1, 4).unbind(0)
        a = torch.softmax((q @ k.transpose(-1, -2)) * (d // self.h) ** -0.5, dim=-1)
        x = x + self.proj((a @ v).transpose(1, 2).reshape(B, N, d))
        return x + self.ffn(self.ln2(x))


class MobileViTBlock(nn.Module):
    def __init__(self, c, d, layers=2, patch=2):
        super().__init__()
        self.local = _cbs(c, c, 3, 1)
        self.to_d = nn.Conv2d(c, d, 1, bias=False)
        self.transformer = nn.ModuleList([TLayer(d, 2, 2 * d) for _ in range(layers)])
        self.norm = nn.LayerNorm(d)
        self.to_c = _cbs(d, c, 1, 1)
        self.fusion = _cbs(2 * c, c, 3, 1)
        self.p = patch

    def forward(self, x):
        B, _, H, W = x.shape
        p = self.p
        y = self.to_d(self.local(x))
        d = y.shape[1]
        # unfold: [B, d, H, W] -> [B * p * p, (H / p) * (W / p), d]
        y = y.reshape(B, d, H // p, p, W // p, p).permute(0, 3, 5, 2, 4, 1).reshape(B * p * p, -1, d)
        for layer in self.transformer:
            y = layer(y)
        y = self.norm(y)
        # fold back
        y = y.reshape(B, p, p, H // p, W // p, d).permute(0, 5, 3, 1, 4, 2).reshape(B, d, H, W)
        return self.fusion(torch.cat([x, self.to_c(y)], dim=1))


def _mv2(c, e):
    """MobileNetV2 inverted residual body (the residual add is the caller's)."""
    return nn.Sequential(_cbs(c, e, 1, 1),
                         nn.Sequential(nn.Conv2d(e, e, 3, 1, 1, groups=e, bias=False), nn.BatchNorm2d(e), nn.SiLU()),
                         nn.Conv2d(e, c, 1, bias=False), nn.BatchNorm2d(c))


class MobileViTTiny(nn.Module):
    def __init__(self, classes=5):
        super().__init__()
        self.stem = _cbs(3, 8, 3, 2)
        self.mv2 = _mv2(8, 16)
        self.mvit = MobileViTBlock(8, 16)
        self.exp = _cbs(8, 32, 1, 1)
        self.fc = nn.Linear(32, classes)

    def forward(self, img):
        x = self.stem(img)
        x = x + self.mv2(x)
        x = self.exp(self.mvit(x))
        return self.fc(x.mean(dim=(2, 3)))


def _ls_ce(out, labels):
    return F.cross_entropy(out, labels, label_smoothing=0.1)


# ------------------------------------------------------------------ NeuMF + BPR
class NeuMF(nn.Module):
    def __init__(self, users=6, items=12, d=8):
        super().__init__()
        self.gmf_user = nn.Embedding(users, d)
        self.gmf_item = nn.Embedding(items, d)
        self.mlp_user = nn.Embedding(users, d)
        self.mlp_item = nn.Embedding(items, d)
        self.mlp = nn.Sequential(nn.Linear(2 * d, 16), nn.ReLU(), nn.Linear(16, 8), nn.ReLU(), nn.Linear(8, 4),
                                 nn.ReLU())
        self.predict = nn.Linear(d + 4, 1, bias=False)               # a bias cancels in s+ - s-
        with torch.no_grad():
            for e in (self.gmf_user, self.gmf_item, self.mlp_user, self.mlp_item):
                e.weight.mul_(0.7)

    def score(self, gu, mu, item):
        gi, mi = self.gmf_item(item), self.mlp_item(item)
        h = torch.cat([gu * gi, self.mlp(torch.cat([mu, mi], dim=-1))], dim=-1)
        return self.predict(h).squeeze(-1), gi, mi

    def forward(self, users, pos, neg):
        gu, mu = self.gmf_user(users), self.mlp_user(users)
        s_pos, gp, mp = self.score(gu, mu, pos)
        s_neg, gn, mn = self.score(gu, mu, neg)
        reg = (gu.pow(2).sum() + mu.pow(2).sum() + gp.pow(2).sum() + mp.pow(2).sum() + gn.pow(2).sum()
               + mn.pow(2).sum()) / users.shape[0]
        return s_pos, s_neg, reg


def _bpr(out):
    s_pos, s_neg, reg = out
    return -F.logsigmoid(s_pos - s_neg).mean() + 1e-3 * reg


# ------------------------------------------------------------------ Gated Linear Attention
class RMSNorm(nn.Module):
    def __init__(self, d, eps=1e-6):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(d))
        self.eps = eps

    def forward(self, x):
        return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + self.eps) * self.weight


class GatedLinearAttention(nn.Module):
    def __init__(self, g, d=16, heads=2, T=8, gate_rank=4, norm=16.0):
        super().__init__()
        self.h, self.dk, self.dv = heads, d // 2 // heads, d // heads
        self.q_proj = nn.Linear(d, d // 2, bias=False)
        self.k_proj = nn.Linear(d, d // 2, bias=False)
        self.v_proj = nn.Linear(d, d, bias=False)
        self.g_proj = nn.Linear(d, d, bias=False)
        self.gk_proj = nn.Sequential(nn.Linear(d, gate_rank, bias=False), nn.Linear(gate_rank, d // 2))
        self.g_norm_weight = nn.Parameter(torch.ones(self.dv))
        self.o_proj = nn.Linear(d, d, bias=False)
        self.register_buffer("causal", torch.ones(T, T).tril())
        self.norm = norm
        with torch.no_grad():
            self.g_norm_weight.add_(0.1 * torch.randn(self.dv, generator=g))

    def forward(self, x):
        B, T, _ = x.shape
        q = self.q_proj(x).view(B, T, self.h, self.dk).transpose(1, 2)
        k = self.k_proj(x).view(B, T, self.h, self.dk).transpose(1, 2)
        v = self.v_proj(x).view(B, T, self.h, self.dv).transpose(1, 2)
        gk = (F.logsigmoid(self.gk_proj(x)) / self.norm).view(B, T, self.h, self.dk).transpose(1, 2)
        cum = gk.cumsum(dim=2)                                          # [B, H, T, dk], log decay from 0
        qd = q * cum.exp()
        kd = k * (-cum).exp()
        a = (qd @ kd.transpose(-1, -2)) * self.dk ** -0.5 * self.causal
        o = a @ v                                                       # [B, H, T, dv]
        o = o.transpose(1, 2)                                           # [B, T, H, dv]
        o = o * torch.rsqrt(o.pow(2).mean(-1, keepdim=True) + 1e-5) * self.g_norm_weight
        g = self.g_proj(x).view(B, T, self.h, self.dv)
        return self.o_proj((o * F.silu(g)).reshape(B, T, -1))


class GLALayer(nn.Module):
    def __init__(self, g, d, T):
        super().__init__()
        self.attn_norm = RMSNorm(d)
        self.attn = GatedLinearAttention(g, d, 2, T)
        self.mlp_norm = RMSNorm(d)
        self.gate_up = nn.Linear(d, 4 * d, bias=False)
        self.down = nn.Linear(2 * d, d, bias=False)

    def forward(self, x):
        x = x + self.attn(self.attn_norm(x))
        a, b = self.gate_up(self.mlp_norm(x)).chunk(2, dim=-1)
        return x + self.down(F.silu(a) * b)


class GLALM(nn.Module):
    def __init__(self, g, vocab=16, d=16, T=8, n_layers=2):
        super().__init__()
        self.emb = nn.Embedding(vocab, d)
        self.layers = nn.ModuleList([GLALayer(g, d, T) for _ in range(n_layers)])
        self.norm = RMSNorm(d)
        self.head = nn.Linear(d, vocab, bias=False)

    def forward(self, tokens):
        x = self.emb(tokens)
        for layer in self.layers:
            x = layer(x)
        return self.head(self.norm(x))


def _lm(out, labels):
    return F.cross_entropy(out.reshape(-1, out.shape[-1]), labels.reshape(-1))


# ------------------------------------------------------------------ Zipformer
def swoosh_l(x):
    return F.softplus(x - 4.0) - 0.08 * x - 0.035


def swoosh_r(x):
    return F.softplus(x - 1.0) - 0.08 * x - 0.313261687


class BiasNorm(nn.Module):
    def __init__(self, g, d):
        super().__init__()
        self.bias = nn.Parameter(torch.zeros(d))
        self.log_scale = nn.Parameter(torch.tensor(0.0))
        with torch.no_grad():
            self.bias.add_(0.1 * torch.randn(d, generator=g))
            self.log_scale.add_(0.1)

    def forward(self, x):
        scales = ((x - self.bias) ** 2).mean(dim=-1, keepdim=True) ** -0.5 * self.log_scale.exp()
        return x * scales


class FeedForward(nn.Module):
    def __init__(self, d, ff):
        super().__init__()
        self.in_proj = nn.Linear(d, ff)
        self.out_proj = nn.Linear(ff, d)

    def forward(self, x):
        return self.out_proj(swoosh_l(self.in_proj(x)))


class AttnWeights(nn.Module):
    def __init__(self, d, heads, qk):
        super().__init__()
        self.in_proj = nn.Linear(d, 2 * heads * qk)
        self.h, self.qk = heads, qk

    def forward(self, x):
        B, T, _ = x.shape
        q, k = self.in_proj(x).view(B, T, 2, self.h, self.qk).permute(2, 0, 3, 1, 4).unbind(0)
        return torch.softmax((q @ k.transpose(-1, -2)) * self.qk ** -0.5, dim=-1)   # [B, H, T, T]


class NonlinAttention(nn.Module):
    def __init__(self, d, hidden, heads):
        super().__init__()
        self.in_proj = nn.Linear(d, 3 * hidden)
        self.out_proj = nn.Linear(hidden, d)
        self.h = heads

    def forward(self, x, w):
        B, T, _ = x.shape
        s, y, t = self.in_proj(x).chunk(3, dim=-1)
        y = (s * torch.tanh(y)).view(B, T, self.h, -1).transpose(1, 2)
        y = (w @ y).transpose(1, 2).reshape(B, T, -1)
        return self.out_proj(y * t)


class SelfAttn(nn.Module):
    def __init__(self, d, heads, vdim):
        super().__init__()
        self.in_proj = nn.Linear(d, heads * vdim)
        self.out_proj = nn.Linear(heads * vdim, d)
        self.h = heads

    def forward(self, x, w):
        B, T, _ = x.shape
        v = self.in_proj(x).view(B, T, self.h, -1).transpose(1, 2)
        return self.out_proj((w @ v).transpose(1, 2).reshape(B, T, -1))


class ConvModule(nn.Module):
    def __init__(self, d, k=5):
        super().__init__()
        self.in_proj = nn.Linear(d, 2 * d)
        self.depthwise = nn.Conv1d(d, d, k, padding=k // 2, groups=d)
        self.out_proj = nn.Linear(d, d)

    def forward(self, x):
        a, b = self.in_proj(x).chunk(2, dim=-1)
        y = (a * torch.sigmoid(b)).transpose(1, 2)
        y = swoosh_r(self.depthwise(y)).transpose(1, 2)
        return self.out_proj(y)


class ZipformerLayer(nn.Module):
    def __init__(self, g, d=16, heads=2):
        super().__init__()
        self.ff1 = FeedForward(d, 24)
        self.attn_weights = AttnWeights(d, heads, 4)
        self.nonlin = NonlinAttention(d, 12, heads)
        self.self_attn = SelfAttn(d, heads, 4)
        self.conv = ConvModule(d)
        self.ff2 = FeedForward(d, 32)
        self.norm = BiasNorm(g, d)
        self.bypass_scale = nn.Parameter(torch.full((d,), 0.5))
        with torch.no_grad():
            self.bypass_scale.add_(0.3 * torch.randn(d, generator=g))               # a few beyond the clamp range

    def forward(self, x):
        orig = x
        x = x + self.ff1(x)
        w = self.attn_weights(x)
        x = x + self.nonlin(x, w)
        x = x + self.self_attn(x, w)
        x = x + self.conv(x)
        x = self.norm(x + self.ff2(x))
        return orig + (x - orig) * self.bypass_scale.clamp(0.2, 1.0)


class DownStack(nn.Module):
    """Zipformer's stack at half the frame rate: SimpleDownsample, a layer, SimpleUpsample, a bypass."""

    def __init__(self, g, d):
        super().__init__()
        self.down_bias = nn.Parameter(torch.zeros(2))
        self.layer = ZipformerLayer(g, d)
        self.out_scale = nn.Parameter(torch.full((d,), 0.6))
        with torch.no_grad():
            self.down_bias.add_(torch.tensor([0.2, -0.1]))

    def forward(self, x):
        B, T, d = x.shape
        wts = torch.softmax(self.down_bias, dim=0)
        y = (x.reshape(B, T // 2, 2, d) * wts[:, None]).sum(dim=2)
        y = self.layer(y).repeat_interleave(2, dim=1)
        return x + (y - x) * self.out_scale.clamp(0.2, 1.0)


class ZipformerEnc(nn.Module):
    def __init__(self, g, feat=10, d=16, classes=6):
        super().__init__()
        self.embed = nn.Linear(feat, d)
        self.stack1 = ZipformerLayer(g, d)
        self.stack2 = DownStack(g, d)
        self.head = nn.Linear(d, classes)

    def forward(self, feats):
        x = self.embed(feats)
        x = self.stack1(x)
        x = self.stack2(x)
        return self.head(x)


# ------------------------------------------------------------------ build
def _pick(m, names):
    idx = _where(m, lambda n: n in names)
    assert len(idx) == len(names), (idx, names)
    return idx


def build(name: str, g: torch.Generator, Spec, call, ce):
    if name == "bifpn_det":
        m = EfficientDetTiny(g)
        N = 2 * (64 + 16 + 4)                                           # anchors: 2 per cell on 8x8, 4x4, 2x2
        pos = (torch.rand(2, N, generator=g) < 0.1).float()
        cls_idx = torch.randint(0, 3, (2, N), generator=g)
        cls_t = (cls_idx[..., None] == torch.arange(3)).float() * pos[..., None]
        box_t = 0.2 * torch.randn(2, N, 4, generator=g)
        return Spec(m, {"img": torch.randn(2, 3, 16, 16, generator=g)},
                    {"cls_t": cls_t, "box_t": box_t, "pos": pos}, call, _det_loss,
                    subset=_pick(m, ("bifpn.w_p4_out", "lat4.weight")),
                    notes="held out (relate v50): EfficientDet-style detector, Conv/BN/SiLU backbone at three "
                          "strides, one BiFPN layer with fast normalised fusion relu(w) / (sum + eps), nearest "
                          "upsample and max-pool downsample, separable convs, class / box heads shared over the "
                          "levels, focal (gamma 1.5) + Huber(0.1) on positives; subset = bifpn.w_p4_out, "
                          "lat4.weight (not a tail)")
    if name == "mobilevit_cls":
        m = MobileViTTiny()
        return Spec(m, {"img": torch.randn(2, 3, 16, 16, generator=g)},
                    {"labels": torch.randint(0, 5, (2,), generator=g)}, call, _ls_ce,
                    subset=_pick(m, ("mvit.transformer.0.qkv.weight", "mv2.1.0.weight")),
                    notes="held out (relate v50): MobileViT classifier, MV2 inverted residual, a MobileViT block "
                          "(local conv, unfold to 2 x 2 patches by reshape / permute, pre-LN transformer, fold "
                          "back, cat with the input, fusion conv), label-smoothed CE; subset = "
                          "mvit.transformer.0.qkv.weight, mv2.1.0.weight (not a tail)")
    if name == "neumf_bpr":
        m = NeuMF()
        users = torch.tensor([0, 1, 2, 2, 3, 4, 5, 0])
        pos = torch.randint(0, 12, (8,), generator=g)
        neg = (pos + torch.randint(1, 12, (8,), generator=g)) % 12
        return Spec(m, {"users": users, "pos": pos, "neg": neg}, {}, call, _bpr,
                    subset=_pick(m, ("mlp_user.weight", "mlp.2.bias")),
                    notes="held out (relate v50): NeuMF (GMF + MLP towers) scoring a positive and a negative item "
                          "per user with one user lookup, BPR loss -logsigmoid(s+ - s-) plus an L2 penalty on the "
                          "looked-up embeddings; subset = mlp_user.weight, mlp.2.bias (not a tail)")
    if name == "gla_lm":
        m = GLALM(g)
        tok = torch.randint(0, 16, (2, 9), generator=g)
        return Spec(m, {"tokens": tok[:, :-1].contiguous()}, {"labels": tok[:, 1:].contiguous()}, call, _lm,
                    subset=_pick(m, ("layers.0.attn.gk_proj.0.weight", "layers.1.attn.g_norm_weight")),
                    notes="held out (relate v50): Gated Linear Attention LM, a low-rank logsigmoid / 16 forget "
                          "gate cumsum'd over time into exp(cum) / exp(-cum) scalings of q and k, causal parallel "
                          "form by a tril buffer, per-head RMSNorm times a swish gate, SwiGLU MLP; subset = "
                          "layers.0.attn.gk_proj.0.weight, layers.1.attn.g_norm_weight (not a tail)")
    if name == "zipformer_enc":
        m = ZipformerEnc(g)
        return Spec(m, {"feats": torch.randn(2, 12, 10, generator=g)},
                    {"labels": torch.randint(0, 6, (2, 12), generator=g)}, call, _lm,
                    subset=_pick(m, ("stack2.layer.norm.log_scale", "stack1.conv.depthwise.weight")),
                    notes="held out (relate v50): Zipformer-style encoder, BiasNorm, SwooshL / SwooshR, attention "
                          "weights shared by non-linear attention and value-only self-attention, a gated "
                          "depthwise-conv module, clamped learned bypasses, a half-rate stack behind a softmax "
                          "pair downsample and repeat upsample, frame CE; subset = stack2.layer.norm.log_scale, "
                          "stack1.conv.depthwise.weight (not a tail)")
    raise KeyError(name)
