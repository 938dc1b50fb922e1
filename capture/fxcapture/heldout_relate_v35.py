"""Thirty-fifth held-out set for `fxmatch relate` (2026-12-05, /work/data/heldout_relate_v35).

Written to score main at e136f08 blind (the docs/architecture.md commit
after the relate review's split of relate_joint.cpp): captured once and
scored with that commit's binary and rules, no engine change in between, and
no fxmatch run on these captures while they were written. Its five families
are new to the project (no earlier set has them): a Mamba-style selective
state-space scan (input-dependent softplus step, exp(delta * A) decay, a
state of shape [B, d, N] carried by a python loop, a silu gate), PyTorch's
own nn.MultiheadAttention with a key_padding_mask and need_weights=True
whose head-averaged attention weights reach the loss (and a cross-attention
with kdim / vdim, so separate q / k / v projection weights), quantisation-
aware training (an EMA min/max observer whose buffers are updated in place
under no_grad in the forward, fake_quantize_per_tensor_affine with tensor
qparams, a learnable LSQ scale through
_fake_quantize_learnable_per_tensor_affine, fake_quantize_per_channel_affine
on a weight), a CTC loss (F.ctc_loss over a conv1d frame encoder's
log-probs), and knowledge distillation (label-smoothed cross entropy plus a
temperature-scaled KL term against a no_grad teacher branch that reads the
student's own embedding parameter); like heldout_relate.py's models they
never enter the zoo.

  mamba_selective_scan  a Mamba block on a [B, 5, 4] sequence: in_proj (no
                        bias) to x and a gate z, a causal depthwise Conv1d
                        (padding 2, truncated to T) and silu, x_proj to (dt,
                        B, C),
                        delta = softplus(dt_proj(dt)), A = -exp(A_log)
                        [d, N], the scan unrolled by a python loop over the 5
                        steps: h = exp(delta_t * A) * h + delta_t * B_t *
                        x_t, y_t = (h * C_t).sum(-1) + D * x_t; y * silu(z),
                        out_proj (no bias), residual, RMS norm written out,
                        mean pool, head; subset = A_log, dt_proj.bias and
                        x_proj.weight (not a tail: the decay, the step and the
                        input-dependent B / C, each reached across the whole
                        scan).
  mha_padding_weights   a linear embedding plus a learned position table of
                        a [B, 6, 5] sequence, nn.MultiheadAttention(8, 2,
                        batch_first=True) self-attention in training mode with
                        a bool key_padding_mask (the last two keys of sample 0
                        and the last key of sample 1 padded) and
                        need_weights=True, average_attn_weights=True (the
                        slow path: packed in_proj, explicit softmax, weights
                        averaged over heads); a second nn.MultiheadAttention
                        (8, 2, kdim=3, vdim=4) cross-attending to a [B, 4]
                        memory (q_proj_weight / k_proj_weight / v_proj_weight
                        apart) with the same kind of mask; LayerNorm, a pool
                        weighted by the averaged self-attention weights'
                        column means, a head; the loss is cross entropy plus
                        0.05 times the mean entropy of both averaged weight
                        maps; subset = attn.in_proj_weight,
                        xattn.k_proj_weight, xattn.out_proj.bias and ln.weight
                        (not a tail).
  qat_fake_quant        quantisation-aware training: an EMA min/max observer
                        (buffers min_val / max_val updated in place under
                        no_grad by mul_ / add_ from the activation's aminmax
                        in every forward) gives the scale and zero point of
                        torch.fake_quantize_per_tensor_affine (tensor qparams,
                        quint8 range) on the first layer's output; the second
                        layer's weight goes through
                        torch._fake_quantize_learnable_per_tensor_affine with
                        a learned scale and zero point (LSQ, grad_factor
                        1/sqrt(numel * 127), the step small enough that some
                        entries clip); the head's weight through
                        torch.fake_quantize_per_channel_affine (per-row scales
                        from the weight's absmax under no_grad); subset =
                        w_scale, fc2.bias and fc1.weight (the learned scale
                        and not a tail).
  ctc_frames            a CTC head: Conv1d(4, 8, 3) over 10 frames, GELU,
                        a linear to 5 symbols (0 = blank), log_softmax,
                        transposed to [T, B, C]; a classifier on the mean
                        frame; the loss is cross entropy plus F.ctc_loss
                        (reduction "none", input lengths 10 and 8, target
                        lengths 3 and 2, the int64 targets a criterion input,
                        one target with a repeated symbol) divided by the
                        target lengths and averaged; subset = the last third
                        (the head and the conv are registered first, so the
                        tail is the symbol projection: its backward crosses
                        the CTC loss). Written first with the CTC loss inside
                        the module, whose AOT capture failed: Dynamo refuses
                        aten._ctc_loss under fullgraph (its output shape
                        depends on input data); in the criterion it is in
                        the make_fx graphs only, as every loss is, and the
                        AOT graphs stop at the log-probs.
  kd_shared_embed       knowledge distillation: a student (nn.Embedding(12, 8,
                        padding_idx=0), masked mean pool, GELU MLP, head) and
                        a teacher run under no_grad that reads the student's
                        embedding weight (the same parameter) and its own
                        wider MLP kept as buffers; the loss is 0.5 * cross
                        entropy with label_smoothing=0.1 plus 0.5 * T^2 *
                        F.kl_div(log_softmax(s / T), softmax(t / T),
                        batchmean) with T = 2; subset = emb.weight and
                        fc2.weight (not a tail: the shared embedding and a
                        middle weight).
"""
from __future__ import annotations

import math

import torch
import torch.nn as nn
import torch.nn.functional as F
from .heldout_subsets import third as _third, where as _where

V35 = ["mamba_selective_scan", "mha_padding_weights", "qat_fake_quant", "ctc_frames", "kd_shared_embed"]


class MambaSelectiveScan(nn.Module):
    def __init__(self, d_in=4, d_model=6, d=8, N=4, r=3, k=3, classes=3):
        super().__init__()
        self.head = nn.Linear(d_model, classes)
        self.norm_w = nn.Parameter(torch.ones(d_model))
        self.emb = nn.Linear(d_in, d_model)
        self.in_proj = nn.Linear(d_model, 2 * d, bias=False)
        self.conv = nn.Conv1d(d, d, k, padding=k - 1, groups=d)
        self.x_proj = nn.Linear(d, r + 2 * N, bias=False)
        self.out_proj = nn.Linear(d, d_model, bias=False)
        self.dt_proj = nn.Linear(r, d)
        self.A_log = nn.Parameter(torch.log(torch.arange(1, N + 1, dtype=torch.float32)).repeat(d, 1))  # [d, N]
        self.D = nn.Parameter(torch.ones(d))
        self.d, self.N, self.r = d, N, r

    def forward(self, x):                                   # [B, T, d_in]
        u = self.emb(x)                                     # [B, T, d_model]
        B, T, _ = u.shape
        xz = self.in_proj(u)
        xs, z = xz.chunk(2, dim=-1)                         # [B, T, d] each
        xs = self.conv(xs.transpose(1, 2))[..., :T].transpose(1, 2)   # causal depthwise conv
        xs = F.silu(xs)
        dbc = self.x_proj(xs)
        dt, Bm, Cm = torch.split(dbc, [self.r, self.N, self.N], dim=-1)
        delta = F.softplus(self.dt_proj(dt))                # [B, T, d]
        A = -torch.exp(self.A_log)                          # [d, N]
        h = xs.new_zeros(B, self.d, self.N)
        ys = []
        for t in range(T):                                  # the selective scan, unrolled
            dA = torch.exp(delta[:, t].unsqueeze(-1) * A)   # [B, d, N]
            dBx = (delta[:, t] * xs[:, t]).unsqueeze(-1) * Bm[:, t].unsqueeze(1)
            h = dA * h + dBx
            ys.append((h * Cm[:, t].unsqueeze(1)).sum(-1) + self.D * xs[:, t])
        y = torch.stack(ys, dim=1) * F.silu(z)              # [B, T, d]
        u = u + self.out_proj(y)
        u = u * torch.rsqrt(u.pow(2).mean(-1, keepdim=True) + 1e-5) * self.norm_w
        return self.head(u.mean(1))


class MhaPaddingWeights(nn.Module):
    def __init__(self, d_in=5, d=8, T=6, kdim=3, vdim=4, classes=3):
        super().__init__()
        self.inp = nn.Linear(d_in, d)
        self.pos = nn.Parameter(0.1 * torch.randn(T, d))
        self.attn = nn.MultiheadAttention(d, 2, batch_first=True)
        self.mem_k = nn.Linear(1, kdim)
        self.mem_v = nn.Linear(1, vdim)
        self.xattn = nn.MultiheadAttention(d, 2, kdim=kdim, vdim=vdim, batch_first=True)
        self.ln = nn.LayerNorm(d)
        self.head = nn.Linear(d, classes)

    def forward(self, x, mem, pad, mem_pad):                # [B, T, d_in], [B, M], [B, T] bool, [B, M] bool
        h = self.inp(x) + self.pos
        a, w = self.attn(h, h, h, key_padding_mask=pad, need_weights=True, average_attn_weights=True)
        h = h + a                                           # w: [B, T, T] averaged over heads
        m = mem.unsqueeze(-1)                               # [B, M, 1]
        c, wx = self.xattn(h, self.mem_k(m), torch.tanh(self.mem_v(m)), key_padding_mask=mem_pad,
                           need_weights=True, average_attn_weights=True)
        h = self.ln(h + c)
        pool = w.mean(1).unsqueeze(-1)                      # [B, T, 1]: attention each key receives
        return self.head((h * pool).sum(1)), w, wx


def _mha_loss(out, labels):
    logits, w, wx = out
    ent = -(w * torch.log(w + 1e-6)).sum(-1).mean() - (wx * torch.log(wx + 1e-6)).sum(-1).mean()
    return F.cross_entropy(logits, labels) + 0.05 * ent


class QatFakeQuant(nn.Module):
    def __init__(self, d_in=5, d=8, classes=3, momentum=0.1):
        super().__init__()
        self.fc1 = nn.Linear(d_in, d)
        self.fc2 = nn.Linear(d, d)
        self.w_scale = nn.Parameter(torch.tensor([0.0025]))  # LSQ: learned step of fc2.weight (int8 range, some clipped)
        self.w_zp = nn.Parameter(torch.tensor([0.0]))
        self.head = nn.Linear(d, classes)
        self.register_buffer("min_val", torch.tensor(-0.5))
        self.register_buffer("max_val", torch.tensor(0.5))
        self.momentum = momentum

    def forward(self, x):                                   # [B, d_in]
        h = F.relu(self.fc1(x))
        with torch.no_grad():                               # EMA min/max observer, buffers written in place
            lo, hi = torch.aminmax(h)
            self.min_val.mul_(1 - self.momentum).add_(self.momentum * torch.clamp(lo, max=0.0))
            self.max_val.mul_(1 - self.momentum).add_(self.momentum * hi)
            scale = ((self.max_val - self.min_val) / 255.0).clamp_min(1e-6).reshape(1)
            zp = torch.clamp(torch.round(-self.min_val / scale), 0, 255).to(torch.int32).reshape(1)
        hq = torch.fake_quantize_per_tensor_affine(h, scale, zp, 0, 255)
        w2 = self.fc2.weight
        w2q = torch._fake_quantize_learnable_per_tensor_affine(w2, self.w_scale, self.w_zp, -128, 127,
                                                               1.0 / math.sqrt(w2.numel() * 127))
        h2 = torch.tanh(F.linear(hq, w2q, self.fc2.bias))
        wh = self.head.weight
        with torch.no_grad():
            s_ch = (wh.abs().amax(dim=1) / 127.0).clamp_min(1e-6)            # per-row scales
            z_ch = torch.zeros(wh.shape[0], dtype=torch.int32)
        whq = torch.fake_quantize_per_channel_affine(wh, s_ch, z_ch, 0, -128, 127)
        return F.linear(h2, whq, self.head.bias)


class CtcFrames(nn.Module):
    def __init__(self, c_in=4, d=8, symbols=5, classes=3):
        super().__init__()
        self.head = nn.Linear(d, classes)                   # registered first: the tail third is the symbol projection
        self.conv = nn.Conv1d(c_in, d, 3, padding=1)
        self.sym = nn.Linear(d, symbols)

    def forward(self, x):                                   # [B, c_in, T]
        f = F.gelu(self.conv(x)).transpose(1, 2)            # [B, T, d]
        lp = F.log_softmax(self.sym(f), dim=-1).transpose(0, 1)         # [T, B, symbols]
        return self.head(f.mean(1)), lp


# the CTC loss lives in the criterion: inside the module, AOT capture failed (Dynamo: aten._ctc_loss's output
# shape depends on input data, a graph break under fullgraph), so the AOT graphs stop at the log-probs
_IN_LENS, _TGT_LENS = [10, 8], [3, 2]


def _ctc_total(out, labels, targets):
    logits, lp = out
    ctc = F.ctc_loss(lp, targets, _IN_LENS, _TGT_LENS, blank=0, reduction="none")           # [B]
    ctc = ctc / torch.tensor(_TGT_LENS, dtype=ctc.dtype)
    return F.cross_entropy(logits, labels) + ctc.mean()


class KdSharedEmbed(nn.Module):
    def __init__(self, vocab=12, d=8, dt=12, classes=3):
        super().__init__()
        self.emb = nn.Embedding(vocab, d, padding_idx=0)
        self.fc1 = nn.Linear(d, d)
        self.fc2 = nn.Linear(d, d)
        self.head = nn.Linear(d, classes)
        g = torch.Generator().manual_seed(35)
        self.register_buffer("t_w1", torch.randn(dt, d, generator=g) * 0.4)   # the teacher: a wider frozen MLP
        self.register_buffer("t_b1", torch.randn(dt, generator=g) * 0.1)
        self.register_buffer("t_w2", torch.randn(classes, dt, generator=g) * 0.4)

    @staticmethod
    def pool(e, ids):
        keep = (ids != 0).unsqueeze(-1).to(e.dtype)         # [B, T, 1]
        return (e * keep).sum(1) / keep.sum(1).clamp_min(1.0)

    def forward(self, ids):                                 # [B, T] long, 0 = padding
        with torch.no_grad():                               # the teacher reads the student's embedding
            et = self.pool(self.emb(ids), ids)
            t = F.linear(F.gelu(F.linear(et, self.t_w1, self.t_b1)), self.t_w2)
        e = self.pool(self.emb(ids), ids)
        h = F.gelu(self.fc1(e))
        h = h + torch.tanh(self.fc2(h))
        return self.head(h), t.detach()


def _kd_loss(out, labels, T=2.0):
    s, t = out
    ce = F.cross_entropy(s, labels, label_smoothing=0.1)
    kd = F.kl_div(F.log_softmax(s / T, dim=-1), F.softmax(t / T, dim=-1), reduction="batchmean")
    return 0.5 * ce + 0.5 * T * T * kd


def build(name: str, g: torch.Generator, Spec, call, ce):
    y = {"labels": torch.randint(0, 3, (2,), generator=g)}
    if name == "mamba_selective_scan":
        m = MambaSelectiveScan()
        return Spec(m, {"x": torch.randn(2, 5, 4, generator=g)}, y, call, ce,
                    subset=_where(m, lambda n: n in ("A_log", "dt_proj.bias", "x_proj.weight")),
                    notes="held out (relate v35): Mamba block, causal depthwise conv, softplus step, "
                          "exp(delta * A) decay, selective scan unrolled over 5 steps by a python loop, silu gate; "
                          "subset = A_log, dt_proj.bias, x_proj.weight (not a tail)")
    if name == "mha_padding_weights":
        m = MhaPaddingWeights()
        pad = torch.zeros(2, 6, dtype=torch.bool)
        pad[0, 4:] = True
        pad[1, 5:] = True
        mem_pad = torch.zeros(2, 4, dtype=torch.bool)
        mem_pad[0, 3] = True
        mem_pad[1, 2:] = True
        return Spec(m, {"x": torch.randn(2, 6, 5, generator=g), "mem": torch.randn(2, 4, generator=g),
                        "pad": pad, "mem_pad": mem_pad}, y, call, _mha_loss,
                    subset=_where(m, lambda n: n in ("attn.in_proj_weight", "xattn.k_proj_weight",
                                                     "xattn.out_proj.bias", "ln.weight")),
                    notes="held out (relate v35): nn.MultiheadAttention with key_padding_mask and need_weights "
                          "(averaged weights in the loss), a kdim/vdim cross-attention; subset = attn.in_proj_weight, "
                          "xattn.k_proj_weight, xattn.out_proj.bias, ln.weight (not a tail)")
    if name == "qat_fake_quant":
        m = QatFakeQuant()
        return Spec(m, {"x": torch.randn(2, 5, generator=g)}, y, call, ce,
                    subset=_where(m, lambda n: n in ("w_scale", "fc2.bias", "fc1.weight")),
                    notes="held out (relate v35): QAT, EMA min/max observer buffers updated in place under no_grad, "
                          "fake_quantize_per_tensor_affine (tensor qparams), learnable LSQ fake quantize, per-channel "
                          "fake quantize; subset = w_scale, fc2.bias, fc1.weight (not a tail)")
    if name == "ctc_frames":
        m = CtcFrames()
        targets = torch.tensor([[1, 3, 2], [4, 4, 0]], dtype=torch.int64)   # lengths 3 and 2 (a repeat: a blank between)
        return Spec(m, {"x": torch.randn(2, 4, 10, generator=g)}, {**y, "targets": targets}, call, _ctc_total,
                    subset_params=_third(m),
                    notes="held out (relate v35): F.ctc_loss in the criterion over a conv1d frame encoder's "
                          "log_softmax, per-sample losses over the target lengths, plus a CE classifier")
    if name == "kd_shared_embed":
        m = KdSharedEmbed()
        ids = torch.randint(1, 12, (2, 6), generator=g)
        ids[0, 2] = ids[0, 0]                               # a repeated row
        ids[0, -1] = 0                                      # padding
        ids[1, -2:] = 0
        return Spec(m, {"ids": ids}, y, call, _kd_loss,
                    subset=_where(m, lambda n: n in ("emb.weight", "fc2.weight")),
                    notes="held out (relate v35): distillation, label-smoothed CE + T^2 KL against a no_grad teacher "
                          "that reads the student's embedding parameter and buffer weights; subset = emb.weight, "
                          "fc2.weight (not a tail)")
    raise KeyError(name)
