"""Forty-fourth held-out set for `fxmatch relate` (2026-12-05, /work/data/heldout_relate_v44).

Written to score main at 2285199 blind: captured once and scored with that
commit's binary and rules, no engine change in between, and no fxmatch run on
these captures while they were written. Its five families are new to the
project (no earlier set has them): a Slot Attention object-centric
autoencoder (a soft position embedding from a grid buffer, slots sampled
from a learned mean and log-sigma with a noise buffer, three iterations of
attention normalised over the slots and then by a keepdim sum over the
inputs, one nn.GRUCell and one residual MLP reused every iteration, and a
spatial broadcast decoder whose alpha masks are a softmax over the slots),
an attentive Neural Process (a padded context with a validity mask buffer
used by masked_fill in the cross-attention and by a masked keepdim mean in
the latent path, one x embedding called on the context and target inputs,
the latent encoder called on the context and on the full set for the
prior / posterior, the reparameterised z from a noise buffer, a Gaussian KL
and F.gaussian_nll_loss's body, whose variance clone is clamped in place
under no_grad, computed inside the module), a backprop Kalman filter
unrolled over 5 steps (an MLP encoder giving measurements and
heteroscedastic noise, Q from a tril factor, the gain by
torch.linalg.solve_ex, the Joseph-form covariance update, the innovation
log-likelihood by torch.linalg.cholesky_ex + solve_triangular and
torch.linalg.slogdet, missing observations by torch.where against a mask
buffer), a CARAFE content-aware upsampling segmentation net (kernels predicted by a conv, F.pixel_shuffle and a
softmax over k^2, neighbourhoods by F.unfold and nearest F.interpolate,
reassembled by einsum, one CARAFE module called at two scales, a pyramid
context branch by adaptive_avg_pool2d + bilinear interpolate, CE + soft dice
+ an auxiliary CE), and Deep Embedded Clustering (a frozen standardisation
as buffers, an autoencoder, the Student-t soft assignment as a custom
torch.autograd.Function saving the differences, kernel values and q for a
hand-written backward, the sharpened target distribution under no_grad,
F.kl_div, and a compactness term from index_reduce("mean") cluster means by
argmax measured by F.pairwise_distance); like heldout_relate.py's models
they never enter the zoo.

  slot_attention     img [2, 3, 8, 8], target = img -> enc Conv2d(3, 16, 3) relu, Conv2d(16, 16, 3) relu, + pos
                     Linear(4, 16) of a grid buffer [1, 8, 8, 4]; LayerNorm, MLP; slots = mu + exp(log_sigma) *
                     noise buffer [2, 3, 16]; 3 iterations of q / k / v, softmax over slots + eps, / sum over
                     inputs (keepdim), updates by einsum, GRUCell(16, 16), residual MLP; spatial broadcast
                     decoder + pos Linear(4, 16), Conv2d(16, 16, 3) relu, Conv2d(16, 4, 3) -> rgb / alpha, masks =
                     softmax over slots, recon = sum(rgb * masks); criterion: MSE; subset = slots_log_sigma,
                     gru.bias_hh.
  attentive_np       xc [4, 6, 1], yc [4, 6, 1], xt [4, 9, 1], yt [4, 9, 1]; context mask buffer [4, 6] (3-6
                     valid); det MLP(2 -> 16 -> 16) of (x, y); xemb Linear(1, 16) called on xc and xt, 2-head
                     cross-attention with masked_fill(-inf) on padded keys, out proj; latent MLP(2 -> 16) masked
                     keepdim mean, Linear(16, 2 * 4) -> mu, 0.1 + 0.9 sigmoid; prior on the context, posterior
                     on cat(context, target); z = mu_q + s_q * noise buffer; decoder MLP(16 + 4 + 1 -> 16 -> 2),
                     mean, var = softplus + 1e-3; the module returns mean, the body of F.gaussian_nll_loss
                     (full; var.clone(), clamp_ under no_grad) and KL(q || p); criterion: NLL + KL / 9 + 0.1
                     MSE; subset = xemb.bias, lat_out.weight.
  kalman_filter      obs [3, 5, 6], y [3, 5, 1]; enc Linear(6, 8) tanh -> meas Linear(8, 2), noise softplus
                     Linear(8, 2) + 1e-2; A parameter [3, 3], Q = tril(Lq) tril(Lq)^T + 1e-3 I, H parameter
                     [2, 3], m0 / P0 / eye buffers, a present-mask buffer [3, 5]; predict m A^T, A P A^T + Q;
                     S = H P H^T + diag(R), K = solve_ex(S, H P)^T, Joseph (I - K H) P (I - K H)^T + K R K^T,
                     torch.where(mask, updated, predicted); nll += 0.5 (||chol_ex(S)^-1 e||^2 + slogdet(S));
                     readout Linear(3, 1); criterion: MSE + 0.05 nll / 5; subset = A, enc.bias.
  carafe_seg         img [2, 3, 16, 16], labels [2, 16, 16] (3 classes), aux [2, 8, 8] -> e1 Conv2d(3, 16, 3)
                     relu (16x16), e2 stride 2 (8x8), e3 stride 2 (4x4); ctx adaptive_avg_pool2d(2), 1x1 conv,
                     bilinear interpolate to 4x4, added; CARAFE(16, k_up 3, k_enc 3, x2): comp 1x1 16 -> 8, enc
                     3x3 8 -> 36, pixel_shuffle(2), softmax over 9, unfold(3, pad 1) -> nearest x2 -> einsum;
                     called on 4x4 (+ lat1 1x1 of e2) and on 8x8 (+ lat0 1x1 of e1); aux head on 8x8, head 1x1
                     16 -> 3; criterion: CE + soft dice (one-hot by == arange) + 0.4 aux CE; subset =
                     carafe.enc.weight, lat1.bias.
  dec_clustering     x [12, 10], target = x -> (x - mean) / std buffers; enc Linear(10, 16) relu Linear(16, 4);
                     dec Linear(4, 16) relu Linear(16, 10); centers parameter [3, 4]; q = StudentT.apply(z,
                     centers) (custom Function, save_for_backward(diff, num, q)); p = q^2 / f normalised under
                     no_grad; kl = F.kl_div(log q, p, batchmean); means = zeros.index_reduce(0, argmax q, z,
                     "mean", include_self=False), compact = F.pairwise_distance(means, centers)^2 mean;
                     criterion: MSE + 0.1 kl + 0.01 compact; subset = centers, enc.0.weight.
No subset above is a tail.
"""
from __future__ import annotations

import math

import torch
import torch.nn as nn
import torch.nn.functional as F
from .heldout_subsets import where as _where

V44 = ["slot_attention", "attentive_np", "kalman_filter", "carafe_seg", "dec_clustering"]


def _grid(h, w):
    ys = torch.linspace(0.0, 1.0, h)
    xs = torch.linspace(0.0, 1.0, w)
    gy, gx = torch.meshgrid(ys, xs, indexing="ij")
    return torch.stack([gx, gy, 1 - gx, 1 - gy], dim=-1)[None]    # [1, h, w, 4]


class SlotAttention(nn.Module):
    def __init__(self, g, batch=2, slots=3, d=16, hw=8, iters=3):
        super().__init__()
        self.e1 = nn.Conv2d(3, d, 3, padding=1)
        self.e2 = nn.Conv2d(d, d, 3, padding=1)
        self.enc_pos = nn.Linear(4, d)
        self.register_buffer("grid", _grid(hw, hw))
        self.norm_in = nn.LayerNorm(d)
        self.mlp_in = nn.Sequential(nn.Linear(d, d), nn.ReLU(), nn.Linear(d, d))
        self.slots_mu = nn.Parameter(0.5 * torch.randn(1, 1, d))
        self.slots_log_sigma = nn.Parameter(-1.0 + 0.1 * torch.randn(1, 1, d))
        self.register_buffer("noise", torch.randn(batch, slots, d, generator=g))
        self.norm_inputs = nn.LayerNorm(d)
        self.norm_slots = nn.LayerNorm(d)
        self.norm_mlp = nn.LayerNorm(d)
        self.to_q = nn.Linear(d, d, bias=False)
        self.to_k = nn.Linear(d, d, bias=False)
        self.to_v = nn.Linear(d, d, bias=False)
        self.gru = nn.GRUCell(d, d)
        self.mlp = nn.Sequential(nn.Linear(d, 2 * d), nn.ReLU(), nn.Linear(2 * d, d))
        self.dec_pos = nn.Linear(4, d)
        self.d1 = nn.Conv2d(d, d, 3, padding=1)
        self.d2 = nn.Conv2d(d, 4, 3, padding=1)
        self.iters, self.d, self.hw = iters, d, hw

    def forward(self, img):                                  # [B, 3, H, W]
        B, d, hw = img.shape[0], self.d, self.hw
        x = F.relu(self.e2(F.relu(self.e1(img))))            # [B, d, H, W]
        x = x.permute(0, 2, 3, 1) + self.enc_pos(self.grid)  # soft position embedding
        x = self.mlp_in(self.norm_in(x.reshape(B, hw * hw, d)))
        inputs = self.norm_inputs(x)
        k, v = self.to_k(inputs), self.to_v(inputs)          # [B, N, d]
        slots = self.slots_mu + self.slots_log_sigma.exp() * self.noise
        K = slots.shape[1]
        for _ in range(self.iters):
            prev = slots
            q = self.to_q(self.norm_slots(slots))
            dots = torch.einsum("bid,bjd->bij", q, k) * d ** -0.5            # [B, K, N]
            attn = dots.softmax(dim=1) + 1e-8                                # slots compete for each input
            attn = attn / attn.sum(dim=-1, keepdim=True)                     # weighted mean over the inputs
            updates = torch.einsum("bjd,bij->bid", v, attn)
            slots = self.gru(updates.reshape(-1, d), prev.reshape(-1, d)).view(B, K, d)
            slots = slots + self.mlp(self.norm_mlp(slots))
        z = slots.reshape(B * K, d, 1, 1).expand(-1, -1, hw, hw)
        z = z + self.dec_pos(self.grid).permute(0, 3, 1, 2)                   # spatial broadcast decoder
        out = self.d2(F.relu(self.d1(z))).view(B, K, 4, hw, hw)
        rgb, alpha = out[:, :, :3], out[:, :, 3:]
        masks = torch.softmax(alpha, dim=1)
        return (rgb * masks).sum(dim=1)


class AttentiveNP(nn.Module):
    def __init__(self, g, batch=4, nc=6, d=16, zd=4, heads=2):
        super().__init__()
        self.det = nn.Sequential(nn.Linear(2, d), nn.ReLU(), nn.Linear(d, d))
        self.xemb = nn.Linear(1, d)
        self.wq = nn.Linear(d, d, bias=False)
        self.wk = nn.Linear(d, d, bias=False)
        self.attn_out = nn.Linear(d, d)
        self.lat = nn.Sequential(nn.Linear(2, d), nn.ReLU(), nn.Linear(d, d))
        self.lat_out = nn.Linear(d, 2 * zd)
        self.dec = nn.Sequential(nn.Linear(d + zd + 1, d), nn.ReLU(), nn.Linear(d, 2))
        valid = torch.tensor([3, 6, 4, 5])[:batch]
        self.register_buffer("cmask", torch.arange(nc)[None, :] < valid[:, None])     # [B, Nc] bool
        self.register_buffer("eps", torch.randn(batch, zd, generator=g))
        self.heads, self.zd = heads, zd

    def latent(self, x, y, mask):
        s = self.lat(torch.cat([x, y], dim=-1))               # [B, N, d]
        m = mask[..., None].to(s.dtype)
        s = (s * m).sum(1, keepdim=True) / m.sum(1, keepdim=True)
        mu, raw = self.lat_out(s[:, 0]).chunk(2, dim=-1)
        return mu, 0.1 + 0.9 * torch.sigmoid(raw)

    def forward(self, xc, yc, xt, yt):
        B, Nt, _ = xt.shape
        H = self.heads
        r = self.det(torch.cat([xc, yc], dim=-1))            # [B, Nc, d]
        q, k = self.wq(self.xemb(xt)), self.wk(self.xemb(xc))
        d = q.shape[-1]
        qh = q.view(B, Nt, H, d // H).transpose(1, 2)
        kh = k.view(B, -1, H, d // H).transpose(1, 2)
        vh = r.view(B, -1, H, d // H).transpose(1, 2)
        logits = qh @ kh.transpose(-1, -2) / math.sqrt(d // H)                  # [B, H, Nt, Nc]
        logits = logits.masked_fill(~self.cmask[:, None, None, :], float("-inf"))
        rt = (torch.softmax(logits, dim=-1) @ vh).transpose(1, 2).reshape(B, Nt, d)
        rt = self.attn_out(rt)
        mu_p, s_p = self.latent(xc, yc, self.cmask)
        full = torch.cat([self.cmask, torch.ones(B, Nt, dtype=torch.bool, device=xt.device)], dim=1)
        mu_q, s_q = self.latent(torch.cat([xc, xt], 1), torch.cat([yc, yt], 1), full)
        z = mu_q + s_q * self.eps
        h = torch.cat([rt, z[:, None, :].expand(B, Nt, self.zd), xt], dim=-1)
        mean, raw = self.dec(h).unbind(-1)
        var = F.softplus(raw) + 1e-3
        # F.gaussian_nll_loss(full=True, eps=1e-4) written out: its torch.any(var < 0) check is
        # data-dependent and breaks the trace; the body keeps its clone and in-place clamp under no_grad
        var = var.clone()
        with torch.no_grad():
            var.clamp_(min=1e-4)
        nll = (0.5 * (torch.log(var) + (mean - yt[..., 0]) ** 2 / var) + 0.5 * math.log(2 * math.pi)).mean()
        kl = (torch.log(s_p / s_q) + (s_q ** 2 + (mu_q - mu_p) ** 2) / (2 * s_p ** 2) - 0.5).sum(-1).mean()
        return mean, nll, kl


def _anp_total(out, y):
    mean, nll, kl = out
    return nll + kl / y.shape[1] + 0.1 * F.mse_loss(mean, y[..., 0])


class KalmanFilter(nn.Module):
    def __init__(self, g, batch=3, steps=5, d_obs=6, n=3, m=2, hid=8):
        super().__init__()
        self.enc = nn.Linear(d_obs, hid)
        self.meas = nn.Linear(hid, m)
        self.noise = nn.Linear(hid, m)
        self.A = nn.Parameter(torch.eye(n) * 0.9 + 0.05 * torch.randn(n, n))
        self.Lq = nn.Parameter(0.3 * torch.eye(n) + 0.05 * torch.randn(n, n))
        self.H = nn.Parameter(0.5 * torch.randn(m, n))
        self.readout = nn.Linear(n, 1)
        self.register_buffer("m0", torch.zeros(n))
        self.register_buffer("P0", torch.eye(n))
        self.register_buffer("eye", torch.eye(n))
        present = torch.rand(batch, steps, generator=g) > 0.3
        present[:, 0] = True
        self.register_buffer("present", present)

    def forward(self, obs):                                  # [B, T, d_obs]
        B, T, _ = obs.shape
        h = torch.tanh(self.enc(obs))
        z = self.meas(h)                                     # [B, T, m]
        R = F.softplus(self.noise(h)) + 1e-2                  # [B, T, m] heteroscedastic
        L = torch.tril(self.Lq)
        Q = L @ L.T + 1e-3 * self.eye
        A, Hm, I = self.A, self.H, self.eye
        mean = self.m0.expand(B, -1)
        P = self.P0.expand(B, -1, -1)
        nll = obs.new_zeros(B)
        states = []
        for t in range(T):
            mean = mean @ A.T                                # predict
            P = A @ P @ A.T + Q
            Rt = torch.diag_embed(R[:, t])
            S = Hm @ P @ Hm.T + Rt                           # [B, m, m]
            e = z[:, t] - mean @ Hm.T                        # innovation [B, m]
            # the _ex forms: linalg.solve / linalg.cholesky add an effectful error check
            # (_linalg_check_errors) whose token the AOT capture cannot pair with a gradient
            Kt = torch.linalg.solve_ex(S, Hm @ P).result.transpose(1, 2)   # [B, n, m] (S symmetric)
            mean_u = mean + (Kt @ e[..., None])[..., 0]
            IKH = I - Kt @ Hm
            P_u = IKH @ P @ IKH.transpose(1, 2) + Kt @ Rt @ Kt.transpose(1, 2)  # Joseph form
            Ls = torch.linalg.cholesky_ex(S).L
            w = torch.linalg.solve_triangular(Ls, e[..., None], upper=False)[..., 0]
            ll = 0.5 * (w.pow(2).sum(-1) + torch.linalg.slogdet(S).logabsdet)
            pm = self.present[:, t]
            nll = nll + torch.where(pm, ll, torch.zeros_like(ll))
            mean = torch.where(pm[:, None], mean_u, mean)
            P = torch.where(pm[:, None, None], P_u, P)
            states.append(mean)
        return self.readout(torch.stack(states, dim=1)), nll


def _kalman_total(out, y):
    pred, nll = out
    return F.mse_loss(pred, y) + 0.05 * nll.mean() / y.shape[1]


class Carafe(nn.Module):
    """Content-aware reassembly of features (Wang et al. 2019), scale 2."""

    def __init__(self, c, mid=8, k_up=3, k_enc=3, scale=2):
        super().__init__()
        self.comp = nn.Conv2d(c, mid, 1)
        self.enc = nn.Conv2d(mid, scale * scale * k_up * k_up, k_enc, padding=k_enc // 2)
        self.k, self.s = k_up, scale

    def forward(self, x):                                    # [B, C, h, w]
        B, C, h, w = x.shape
        k, s = self.k, self.s
        ker = F.pixel_shuffle(self.enc(F.relu(self.comp(x))), s)             # [B, k*k, sh, sw]
        ker = torch.softmax(ker, dim=1)
        nb = F.unfold(x, k, padding=k // 2).view(B, C * k * k, h, w)
        nb = F.interpolate(nb, scale_factor=s, mode="nearest").view(B, C, k * k, s * h, s * w)
        return torch.einsum("bckhw,bkhw->bchw", nb, ker)


class CarafeSeg(nn.Module):
    def __init__(self, c=16, classes=3):
        super().__init__()
        self.e1 = nn.Conv2d(3, c, 3, padding=1)
        self.e2 = nn.Conv2d(c, c, 3, stride=2, padding=1)
        self.e3 = nn.Conv2d(c, c, 3, stride=2, padding=1)
        self.ctx = nn.Conv2d(c, c, 1)
        self.carafe = Carafe(c)
        self.lat1 = nn.Conv2d(c, c, 1)
        self.lat0 = nn.Conv2d(c, c, 1)
        self.aux = nn.Conv2d(c, classes, 1)
        self.head = nn.Conv2d(c, classes, 1)

    def forward(self, img):
        f1 = F.relu(self.e1(img))                            # 16x16
        f2 = F.relu(self.e2(f1))                             # 8x8
        f3 = F.relu(self.e3(f2))                             # 4x4
        c = self.ctx(F.adaptive_avg_pool2d(f3, 2))
        f3 = f3 + F.interpolate(c, size=f3.shape[-2:], mode="bilinear", align_corners=False)
        u2 = F.relu(self.carafe(f3) + self.lat1(f2))         # the shared CARAFE at 4 -> 8
        u1 = F.relu(self.carafe(u2) + self.lat0(f1))         # and at 8 -> 16
        return self.head(u1), self.aux(u2)


def _carafe_total(out, labels, aux_labels):
    logits, aux = out
    ce = F.cross_entropy(logits, labels)
    prob = torch.softmax(logits, dim=1)
    classes = torch.arange(logits.shape[1], device=labels.device)
    oh = (labels[:, None] == classes[None, :, None, None]).to(prob.dtype)    # one_hot without its range check
    inter = (prob * oh).sum((0, 2, 3))
    dice = 1 - ((2 * inter + 1) / (prob.sum((0, 2, 3)) + oh.sum((0, 2, 3)) + 1)).mean()
    return ce + dice + 0.4 * F.cross_entropy(aux, aux_labels)


class StudentT(torch.autograd.Function):
    """DEC soft assignment q_ij = (1 + |z_i - mu_j|^2)^-1 / sum_j' (alpha = 1), hand-written backward."""

    @staticmethod
    def forward(ctx, z, mu):
        diff = z[:, None, :] - mu[None, :, :]                # [N, K, D]
        num = 1.0 / (1.0 + diff.pow(2).sum(-1))              # [N, K]
        q = num / num.sum(1, keepdim=True)
        ctx.save_for_backward(diff, num, q)
        return q

    @staticmethod
    def backward(ctx, gq):
        diff, num, q = ctx.saved_tensors
        s = num.sum(1, keepdim=True)
        g_num = (gq - (gq * q).sum(1, keepdim=True)) / s
        g_d2 = -g_num * num * num
        g_diff = 2 * g_d2[..., None] * diff
        return g_diff.sum(1), -g_diff.sum(0)


class DecClustering(nn.Module):
    def __init__(self, g, d_in=10, hid=16, zd=4, k=3):
        super().__init__()
        self.register_buffer("mean", 0.2 * torch.randn(d_in, generator=g))         # frozen standardisation
        self.register_buffer("std", 0.5 + torch.rand(d_in, generator=g))
        self.enc = nn.Sequential(nn.Linear(d_in, hid), nn.ReLU(), nn.Linear(hid, zd))
        self.centers = nn.Parameter(torch.randn(k, zd))
        self.dec = nn.Sequential(nn.Linear(zd, hid), nn.ReLU(), nn.Linear(hid, d_in))
        self.k = k

    def forward(self, x):
        xs = (x - self.mean) / self.std
        z = self.enc(xs)
        xr = self.dec(z) * self.std + self.mean
        q = StudentT.apply(z, self.centers)
        with torch.no_grad():                                # the sharpened target distribution
            w = q.pow(2) / q.sum(0)
            p = w / w.sum(1, keepdim=True)
        kl = F.kl_div(q.log(), p, reduction="batchmean")
        assign = q.argmax(1)
        means = z.new_zeros(self.k, z.shape[1]).index_reduce(0, assign, z, "mean", include_self=False)
        compact = F.pairwise_distance(means, self.centers).pow(2).mean()
        return xr, kl, compact


def _dec_total(out, target):
    xr, kl, compact = out
    return F.mse_loss(xr, target) + 0.1 * kl + 0.01 * compact


def build(name: str, g: torch.Generator, Spec, call, ce):
    if name == "slot_attention":
        m = SlotAttention(g)
        img = torch.rand(2, 3, 8, 8, generator=g)
        return Spec(m, {"img": img}, {"target": img.clone()}, call, F.mse_loss,
                    subset=_where(m, lambda n: n in ("slots_log_sigma", "gru.bias_hh")),
                    notes="held out (relate v44): Slot Attention autoencoder, grid-buffer position embedding, "
                          "slots from mu + sigma * noise buffer, 3 iterations of softmax-over-slots attention "
                          "with a keepdim renormalisation, a reused GRUCell and MLP, spatial broadcast decoder "
                          "with softmax alpha masks; subset = slots_log_sigma, gru.bias_hh (not a tail)")
    if name == "attentive_np":
        m = AttentiveNP(g)
        xc = torch.rand(4, 6, 1, generator=g) * 4 - 2
        xt = torch.rand(4, 9, 1, generator=g) * 4 - 2
        yc, yt = torch.sin(2 * xc) + 0.1 * xc, torch.sin(2 * xt) + 0.1 * xt
        return Spec(m, {"xc": xc, "yc": yc, "xt": xt, "yt": yt}, {"y": yt.clone()}, call, _anp_total,
                    subset=_where(m, lambda n: n in ("xemb.bias", "lat_out.weight")),
                    notes="held out (relate v44): attentive Neural Process, masked cross-attention over a padded "
                          "context, a shared x embedding, the latent encoder called for prior and posterior with "
                          "masked keepdim means, reparameterised z, gaussian_nll_loss's body (no_grad clamp_), a "
                          "Gaussian KL; subset = xemb.bias, lat_out.weight (not a tail)")
    if name == "kalman_filter":
        m = KalmanFilter(g)
        obs = torch.randn(3, 5, 6, generator=g)
        y = torch.cumsum(0.3 * torch.randn(3, 5, 1, generator=g), dim=1)
        return Spec(m, {"obs": obs}, {"y": y}, call, _kalman_total,
                    subset=_where(m, lambda n: n in ("A", "enc.bias")),
                    notes="held out (relate v44): backprop Kalman filter unrolled 5 steps, tril Q factor, gain "
                          "by linalg.solve_ex, Joseph update, innovation NLL by cholesky_ex + solve_triangular and "
                          "slogdet, missing observations by torch.where on a mask buffer; subset = A, enc.bias "
                          "(not a tail)")
    if name == "carafe_seg":
        m = CarafeSeg()
        labels = torch.randint(0, 3, (2, 16, 16), generator=g)
        return Spec(m, {"img": torch.randn(2, 3, 16, 16, generator=g)},
                    {"labels": labels, "aux_labels": labels[:, ::2, ::2].contiguous()}, call, _carafe_total,
                    subset=_where(m, lambda n: n in ("carafe.enc.weight", "lat1.bias")),
                    notes="held out (relate v44): CARAFE upsampling segmentation net, pixel_shuffle + softmax "
                          "kernels, unfold + nearest interpolate neighbourhoods reassembled by einsum, one CARAFE "
                          "called at two scales, adaptive pool context with bilinear interpolate, CE + dice + aux "
                          "CE; subset = carafe.enc.weight, lat1.bias (not a tail)")
    if name == "dec_clustering":
        m = DecClustering(g)
        base = torch.randn(3, 10, generator=g) * 2
        x = base[torch.arange(12) % 3] + 0.3 * torch.randn(12, 10, generator=g)
        return Spec(m, {"x": x}, {"target": x.clone()}, call, _dec_total,
                    subset=_where(m, lambda n: n in ("centers", "enc.0.weight")),
                    notes="held out (relate v44): Deep Embedded Clustering, frozen standardisation buffers, "
                          "Student-t soft assignment as a custom autograd.Function with save_for_backward, target "
                          "distribution under no_grad, kl_div, index_reduce mean cluster centres and "
                          "pairwise_distance compactness; subset = centers, enc.0.weight (not a tail)")
    raise KeyError(name)
