"""Twenty-seventh held-out set for `fxmatch relate` (2026-12-04 night, /work/data/heldout_relate_v27).

Written to score main at 330af8a blind: captured once and scored with that
commit's binary and rules, no engine change in between. Op families no
earlier relate set holds (a learned latent array cross-attending onto the
inputs, a computed attention mask, label smoothing; max_pool2d indices read
by max_unpool2d, instance norm, local response norm; Conv3d, AvgPool3d,
logcumsumexp, topk + gather; capsule routing with a squash and a margin
loss; affine_grid / grid_sample, pixel_unshuffle, hard-concrete gates); like
heldout_relate.py's models they never enter the zoo.

  perceiver_latent  Perceiver-style: a learned latent array [L, d] expanded
                    over the batch, cross-attending (one head) onto the
                    projected inputs with a mask computed from the inputs
                    (masked_fill of the scores where the token's norm is
                    small), a latent self-attention step and MLP, a pooled
                    head; the loss is cross_entropy with label_smoothing.
  unpool_lrn        max_pool2d with return_indices and max_unpool2d reading
                    those indices (an encoder-decoder skip), F.instance_norm
                    with learned weight/bias, F.local_response_norm, a
                    pooled head; subset = the instance-norm affine and the
                    head (not a tail).
  video3d_topk      a tiny video net: Conv3d, AvgPool3d over space, a
                    logcumsumexp over time of the per-frame features, a
                    learned frame score whose topk indices gather the best
                    frames (softmax-weighted by the top scores),
                    adaptive_avg_pool3d on a side branch, head.
  capsule_routing   capsules: primary capsules from a linear, prediction
                    vectors by a 3-operand einsum with a learned transform
                    and a learned per-output scale, two iterations of dynamic
                    routing (softmax over routing logits, weighted sum,
                    squash, agreement update); capsule lengths as outputs
                    with a clamp-based margin loss.
  stn_unshuffle     a spatial transformer: a localisation net predicts an
                    affine theta (identity + small delta), affine_grid and
                    grid_sample warp the image, pixel_unshuffle to 4x the
                    channels, a 1x1 conv, hard-concrete channel gates
                    (sigmoid of log_alpha stretched and clamped to [0, 1]),
                    pooled head.
"""
from __future__ import annotations

import torch
import torch.nn as nn
import torch.nn.functional as F
from .heldout_subsets import third as _third, where as _where

V27 = ["perceiver_latent", "unpool_lrn", "video3d_topk", "capsule_routing", "stn_unshuffle"]


class PerceiverLatent(nn.Module):
    def __init__(self, d_in=5, d=4, latents=3, classes=3):
        super().__init__()
        self.latent = nn.Parameter(torch.randn(latents, d) * 0.5)
        self.inp = nn.Linear(d_in, d)
        self.q = nn.Linear(d, d, bias=False)
        self.kv = nn.Linear(d, 2 * d)
        self.ln = nn.LayerNorm(d)
        self.self_qkv = nn.Linear(d, 3 * d, bias=False)
        self.mlp = nn.Sequential(nn.Linear(d, 2 * d), nn.GELU(), nn.Linear(2 * d, d))
        self.head = nn.Linear(d, classes)
        self.d = d

    def forward(self, x):                                   # [B, S, d_in]
        B = x.shape[0]
        h = self.inp(x)                                     # [B, S, d]
        k, v = self.kv(h).chunk(2, dim=-1)
        lat = self.latent.unsqueeze(0).expand(B, -1, -1)    # [B, L, d]
        s = self.q(lat) @ k.transpose(1, 2) * self.d ** -0.5    # [B, L, S]
        keep = x.pow(2).sum(-1) > 0.5 * x.pow(2).sum(-1).mean(-1, keepdim=True)   # [B, S], computed
        s = s.masked_fill(~keep.unsqueeze(1), -1e4)
        lat = lat + torch.softmax(s, dim=-1) @ v
        q2, k2, v2 = self.self_qkv(self.ln(lat)).chunk(3, dim=-1)
        a = torch.softmax(q2 @ k2.transpose(1, 2) * self.d ** -0.5, dim=-1)
        lat = lat + a @ v2
        lat = lat + self.mlp(lat)
        return self.head(lat.mean(1))


def _smooth_ce(out, labels):
    return F.cross_entropy(out, labels, label_smoothing=0.1)


class UnpoolLrn(nn.Module):
    def __init__(self, c_in=2, c=4, classes=3):
        super().__init__()
        self.enc = nn.Conv2d(c_in, c, 3, padding=1)
        self.mid = nn.Conv2d(c, c, 3, padding=1)
        self.in_w = nn.Parameter(1.0 + 0.1 * torch.randn(c))
        self.in_b = nn.Parameter(0.1 * torch.randn(c))
        self.dec = nn.Conv2d(c, c, 3, padding=1)
        self.head = nn.Linear(c, classes)

    def forward(self, x):                                   # [B, c_in, 4, 4]
        e = torch.relu(self.enc(x))
        p, idx = F.max_pool2d(e, 2, return_indices=True)    # [B, c, 2, 2]
        m = F.instance_norm(self.mid(p), weight=self.in_w, bias=self.in_b)
        u = F.max_unpool2d(torch.tanh(m), idx, 2, output_size=e.shape[-2:])   # [B, c, 4, 4]
        y = F.local_response_norm(self.dec(u + e), size=3, alpha=1e-2, beta=0.75, k=1.0)
        return self.head(y.mean((2, 3)))


class Video3dTopk(nn.Module):
    def __init__(self, c_in=2, c=4, k=2, classes=3):
        super().__init__()
        self.conv = nn.Conv3d(c_in, c, kernel_size=(2, 3, 3), padding=(0, 1, 1))
        self.pool = nn.AvgPool3d(kernel_size=(1, 2, 2))
        self.side = nn.Conv3d(c_in, c, 1)
        self.score = nn.Linear(c, 1)
        self.mix = nn.Linear(2 * c, c)
        self.head = nn.Linear(2 * c, classes)
        self.k = k

    def forward(self, x):                                   # [B, c_in, T, 4, 4]
        h = torch.relu(self.conv(x))                        # [B, c, T-1, 4, 4]
        f = self.pool(h).mean((3, 4)).transpose(1, 2)       # [B, T-1, c]
        f = torch.cat([f, torch.logcumsumexp(f, dim=1)], dim=-1)   # [B, T-1, 2c]
        f = torch.tanh(self.mix(f))                         # [B, T-1, c]
        sc = self.score(f).squeeze(-1)                      # [B, T-1]
        top, ti = sc.topk(self.k, dim=1)                    # [B, k]
        sel = torch.gather(f, 1, ti.unsqueeze(-1).expand(-1, -1, f.shape[-1]))   # [B, k, c]
        pooled = (torch.softmax(top, dim=1).unsqueeze(-1) * sel).sum(1)
        side = F.adaptive_avg_pool3d(self.side(x), 1).flatten(1)                  # [B, c]
        return self.head(torch.cat([pooled, side], dim=-1))


def _squash(s, dim=-1):
    n2 = s.pow(2).sum(dim, keepdim=True)
    return n2 / (1.0 + n2) * s / torch.sqrt(n2 + 1e-6)


class CapsuleRouting(nn.Module):
    def __init__(self, d_in=6, n_in=4, d_pc=3, n_out=3, d_out=4, iters=2):
        super().__init__()
        self.prim = nn.Linear(d_in, n_in * d_pc)
        self.W = nn.Parameter(torch.randn(n_in, n_out, d_out, d_pc) * 0.5)
        self.scale = nn.Parameter(1.0 + 0.1 * torch.randn(n_out, d_out))
        self.n_in, self.d_pc, self.iters = n_in, d_pc, iters

    def forward(self, x):                                   # [B, d_in]
        u = _squash(self.prim(x).view(x.shape[0], self.n_in, self.d_pc))          # [B, I, p]
        u_hat = torch.einsum("bip,iojp,oj->bioj", u, self.W, self.scale)          # [B, I, O, d]
        b = torch.zeros(u_hat.shape[:3], dtype=x.dtype)                           # [B, I, O]
        for it in range(self.iters):
            c = torch.softmax(b, dim=2)
            v = _squash((c.unsqueeze(-1) * u_hat).sum(1))                          # [B, O, d]
            if it + 1 < self.iters:
                b = b + (u_hat * v.unsqueeze(1)).sum(-1)
        return torch.sqrt(v.pow(2).sum(-1) + 1e-6)                                 # [B, O] lengths


def _margin_loss(lengths, labels):
    # one-hot by comparison with an arange (F.one_hot reads the labels' max: no make_fx trace)
    t = (labels.unsqueeze(-1) == torch.arange(lengths.shape[-1])).to(lengths.dtype)
    pos = torch.clamp(0.9 - lengths, min=0.0).pow(2)
    neg = torch.clamp(lengths - 0.1, min=0.0).pow(2)
    return (t * pos + 0.5 * (1.0 - t) * neg).sum(-1).mean()


class StnUnshuffle(nn.Module):
    def __init__(self, c_in=2, c=4, classes=3, beta=2.0 / 3.0, zeta=1.1, gamma=-0.1):
        super().__init__()
        self.loc = nn.Linear(c_in * 16, 6)
        self.conv = nn.Conv2d(4 * c_in, c, 1)
        self.log_alpha = nn.Parameter(torch.randn(c) * 0.5)
        self.head = nn.Linear(c, classes)
        self.register_buffer("ident", torch.tensor([1.0, 0.0, 0.0, 0.0, 1.0, 0.0]), persistent=False)
        self.beta, self.zeta, self.gamma = beta, zeta, gamma

    def forward(self, x):                                   # [B, c_in, 4, 4]
        theta = (self.ident + 0.1 * torch.tanh(self.loc(x.flatten(1)))).view(-1, 2, 3)
        grid = F.affine_grid(theta, list(x.shape), align_corners=False)
        w = F.grid_sample(x, grid, mode="bilinear", padding_mode="zeros", align_corners=False)
        h = F.pixel_unshuffle(w, 2)                         # [B, 4 c_in, 2, 2]
        h = torch.relu(self.conv(h))
        s = torch.sigmoid(self.log_alpha / self.beta) * (self.zeta - self.gamma) + self.gamma
        z = torch.clamp(s, 0.0, 1.0)                        # hard-concrete gate (deterministic)
        h = h * z.view(1, -1, 1, 1)
        return self.head(h.mean((2, 3)))


def build(name: str, g: torch.Generator, Spec, call, ce):
    y = {"labels": torch.randint(0, 3, (2,), generator=g)}
    if name == "perceiver_latent":
        m = PerceiverLatent()
        return Spec(m, {"x": torch.randn(2, 5, 5, generator=g)}, y, call, _smooth_ce, subset_params=_third(m),
                    notes="held out (relate v27): learned latents cross-attending with a computed mask, label smoothing")
    if name == "unpool_lrn":
        m = UnpoolLrn()
        return Spec(m, {"x": torch.randn(2, 2, 4, 4, generator=g)}, y, call, ce,
                    subset=_where(m, lambda n: n in ("in_w", "in_b") or n.startswith("head.")),
                    notes="held out (relate v27): max_pool2d indices into max_unpool2d, instance norm, LRN")
    if name == "video3d_topk":
        m = Video3dTopk()
        return Spec(m, {"x": torch.randn(2, 2, 4, 4, 4, generator=g)}, y, call, ce, subset_params=_third(m),
                    notes="held out (relate v27): Conv3d/AvgPool3d, logcumsumexp over time, topk + gather pooling")
    if name == "capsule_routing":
        m = CapsuleRouting()
        return Spec(m, {"x": torch.randn(2, 6, generator=g)}, y, call, _margin_loss, subset_params=_third(m),
                    notes="held out (relate v27): capsules, 3-operand einsum, 2 routing iterations, squash, margin loss")
    if name == "stn_unshuffle":
        m = StnUnshuffle()
        return Spec(m, {"x": torch.randn(2, 2, 4, 4, generator=g)}, y, call, ce, subset_params=_third(m),
                    notes="held out (relate v27): affine_grid/grid_sample, pixel_unshuffle, hard-concrete gates")
    raise KeyError(name)
