"""Twenty-ninth held-out set for `fxmatch relate` (2026-12-05, /work/data/heldout_relate_v29).

Written to score main at 09bc82f blind: captured once and scored with that
commit's binary and rules (and 330af8a's for comparison), no engine change in
between. It stresses the recently changed areas (in-place writes on clones and
views, non-tail subsets of same-shaped parameters, comparisons and
straight-through codes, templates reading several saved values) in op
families no earlier relate set holds (sigmoid_/addcmul_/clamp_/relu_ on
user clones and views; special.erfcx / i0e / log_ndtr, xlogy; argmax hard
routing with take_along_dim; torch.cross, clamp with tensor bounds, dot / mv /
addmv / addr / outer, ldexp, prod over a dim, amax / amin, torch.take; a
two-layer attention whose hand-written RMS and scores are written twice);
like heldout_relate.py's models they never enter the zoo.

  inplace_clone_gate  a gated MLP written with in-place ops on the user's own
                      clones and intermediates: h = a.clone(); h.mul_(scale),
                      g = gate(...); g.sigmoid_(), v = val(h); v.add_(shift),
                      u = h.clone(); u.addcmul_(g, v, value=0.5),
                      u.clamp_(-2, 2), a write through a view of u
                      (u.view(B, 2, -1)[:, 1].mul_(0.5)), u.relu_(), a
                      residual head.
  norm_bias_subset    three pre-norm residual blocks of the same width
                      (LayerNorm(d) + Linear(d, d)) whose activations are
                      special.log_ndtr, special.erfcx (of a tanh) and
                      special.i0e, an xlogy of a softmax by a sigmoid; subset
                      = every LayerNorm affine and the middle linear's bias
                      (seven parameters of shape [d], not a tail).
  mask_route_st       comparisons and masks: a magnitude mask h * (h.abs() >
                      eps), a straight-through binarisation against a learned
                      threshold ((h > thr).float() + s - s.detach()), a
                      torch.where whose condition is computed from the
                      activations, argmax hard routing over three experts
                      (a scatter one-hot of the argmax - softmax.detach() +
                      softmax) plus take_along_dim of the routed expert's
                      output; the loss weights each sample's CE by a
                      comparison of the CE.
  multi_saved_ops     ops with several saved inputs: torch.cross of two
                      projections, atan2 / hypot, clamp with tensor bounds
                      (learned lo and hi), a batch-pooled vector through
                      dot / mv / addmv / addr / outer, ldexp by a buffer of
                      exponents, xlogy, prod over a dim, amax / amin,
                      torch.take of flat indices; subset = lo, hi, the learned
                      vector and bias (four parameters of shape [3]).
  twice_attn2         a two-layer two-head attention with a hand-written RMS
                      norm whose root mean square is written twice inline
                      (dividing, and as a learned-scaled feature), the scores
                      q @ k^T written twice (softmax, and a logsumexp z-loss
                      fed to the criterion); subset = layer 0's norm gains,
                      layer 1's output bias and the final gain (not a tail).
"""
from __future__ import annotations

import math

import torch
import torch.nn as nn
import torch.nn.functional as F
from .heldout_subsets import third as _third, where as _where

V29 = ["inplace_clone_gate", "norm_bias_subset", "mask_route_st", "multi_saved_ops", "twice_attn2"]


class InplaceCloneGate(nn.Module):
    def __init__(self, d_in=5, d=6, classes=3):
        super().__init__()
        self.inp = nn.Linear(d_in, d)
        self.gate = nn.Linear(d, d)
        self.val = nn.Linear(d, d)
        self.scale = nn.Parameter(1.0 + 0.1 * torch.randn(d))
        self.shift = nn.Parameter(0.1 * torch.randn(d))
        self.out = nn.Linear(d, classes)

    def forward(self, x):                                   # [B, d_in]
        a = self.inp(x)
        h = a.clone()
        h.mul_(self.scale)                                  # in-place on a clone, a parameter operand
        g = self.gate(torch.tanh(a))
        g.sigmoid_()                                        # in-place activation of a linear's output
        v = self.val(h)
        v.add_(self.shift)                                  # add_ on an intermediate
        u = h.clone()
        u.addcmul_(g, v, value=0.5)
        u.clamp_(-2.0, 2.0)
        B, d = u.shape
        u.view(B, 2, d // 2)[:, 1].mul_(0.5)                # a write through a view of the clone
        u.relu_()
        return self.out(u + a)


class _NormLin(nn.Module):
    def __init__(self, d):
        super().__init__()
        self.ln = nn.LayerNorm(d)
        self.lin = nn.Linear(d, d)


class NormBiasSubset(nn.Module):
    def __init__(self, d_in=5, d=4, classes=3):
        super().__init__()
        self.inp = nn.Linear(d_in, d)
        self.blocks = nn.ModuleList([_NormLin(d) for _ in range(3)])
        self.head = nn.Linear(2 * d, classes)

    def forward(self, x):                                   # [B, d_in]
        h = self.inp(x)
        b0, b1, b2 = self.blocks
        h = h + torch.special.log_ndtr(b0.lin(b0.ln(h)))
        h = h + torch.special.erfcx(torch.tanh(b1.lin(b1.ln(h))))
        z = b2.lin(b2.ln(h))
        h = h + torch.special.i0e(z)
        p = torch.softmax(z, dim=-1)
        xl = torch.xlogy(p, torch.sigmoid(h))               # saves both operands
        return self.head(torch.cat([h, xl], dim=-1))


class MaskRouteSt(nn.Module):
    def __init__(self, d_in=5, d=4, experts=3, classes=3):
        super().__init__()
        self.inp = nn.Linear(d_in, d)
        self.thr = nn.Parameter(torch.tensor(0.1))
        self.router = nn.Linear(d, experts)
        self.ew = nn.Parameter(0.4 * torch.randn(experts, d, d))
        self.eb = nn.Parameter(0.1 * torch.randn(experts, d))
        self.head = nn.Linear(2 * d, classes)
        self.experts = experts

    def forward(self, x):                                   # [B, d_in]
        h = self.inp(x)
        h = h * (h.abs() > 0.05)                            # magnitude mask (bool operand)
        s = torch.sigmoid(4.0 * (h - self.thr))
        q = (h > self.thr).float() + s - s.detach()          # straight-through binarisation
        cond = h.mean(-1, keepdim=True) > 0                 # condition from the activations
        h2 = torch.where(cond, q * h + h, torch.tanh(h))
        logits = self.router(h2)                            # [B, E]
        soft = torch.softmax(logits, dim=-1)
        idx = logits.argmax(-1)                             # [B]
        hard = torch.zeros_like(soft).scatter(-1, idx.unsqueeze(-1), 1.0)   # one-hot of the argmax
        gate = hard - soft.detach() + soft                  # straight-through routing
        eo = torch.einsum("bd,edf->bef", h2, self.ew) + self.eb   # [B, E, d]
        mixed = (gate.unsqueeze(-1) * eo).sum(1)
        routed = torch.take_along_dim(eo, idx.view(-1, 1, 1), dim=1).squeeze(1)
        return self.head(torch.cat([mixed, routed * soft.amax(-1, keepdim=True)], dim=-1))


def _masked_ce(out, labels):
    ce = F.cross_entropy(out, labels, reduction="none")
    w = 1.0 + (ce > ce.mean()).float()                      # a comparison feeding the loss
    return (w * ce).mean()


class MultiSavedOps(nn.Module):
    def __init__(self, d_in=5, classes=3):
        super().__init__()
        d = 3
        self.a = nn.Linear(d_in, d)
        self.b = nn.Linear(d_in, d)
        self.lo = nn.Parameter(-0.5 + 0.1 * torch.randn(d))
        self.hi = nn.Parameter(0.5 + 0.1 * torch.randn(d))
        self.vec = nn.Parameter(0.5 * torch.randn(d))
        self.mat = nn.Parameter(0.5 * torch.randn(d, d))
        self.bias = nn.Parameter(0.1 * torch.randn(d))
        self.head = nn.Linear(5 * d + 4, classes)
        self.register_buffer("exps", torch.tensor([1, 0, -1]), persistent=False)
        self.register_buffer("flat", torch.tensor([0, 4, 2, 5]), persistent=False)

    def forward(self, x):                                   # [B, d_in], B = 2
        u = self.a(x)
        v = self.b(x)
        c = torch.cross(u, v, dim=-1)                       # [B, 3]
        ang = torch.atan2(u, v)
        r = torch.hypot(u, c)
        cl = torch.clamp(u + v, min=self.lo, max=self.hi)   # tensor bounds
        p = cl.mean(0)                                      # [3]
        s = torch.dot(p, self.vec)                          # 0-d
        m = torch.mv(self.mat, p)
        am = torch.addmv(self.bias, self.mat, c.amax(0))
        R = torch.addr(self.mat, p, self.vec)               # [3, 3]
        o = torch.outer(am, m)
        f = torch.tanh(u @ (R + o))                         # [B, 3]
        ld = torch.ldexp(torch.tanh(v), self.exps)
        xl = torch.xlogy(torch.sigmoid(v), F.softplus(u))
        pr = torch.prod(1.0 + 0.5 * torch.tanh(c), dim=-1, keepdim=True)
        mm = u.amax(-1, keepdim=True) - v.amin(-1, keepdim=True)
        tk = torch.take(r, self.flat).view(1, 4).expand(u.shape[0], 4)
        extra = torch.cat([pr + s, mm, tk[:, :2]], dim=-1)   # [B, 4]
        return self.head(torch.cat([f, ang, cl, ld, xl, extra], dim=-1))


class _TwiceBlock(nn.Module):
    def __init__(self, d, heads):
        super().__init__()
        self.g1 = nn.Parameter(1.0 + 0.1 * torch.randn(d))
        self.r1 = nn.Parameter(0.1 * torch.randn(d))
        self.qkv = nn.Linear(d, 3 * d)
        self.o = nn.Linear(d, d)
        self.g2 = nn.Parameter(1.0 + 0.1 * torch.randn(d))
        self.ff1 = nn.Linear(d, 2 * d)
        self.ff2 = nn.Linear(2 * d, d)
        self.heads = heads

    def forward(self, h):                                   # [B, T, d]
        B, T, d = h.shape
        H = self.heads
        # the root mean square written twice inline
        n = h / torch.sqrt((h * h).mean(-1, keepdim=True) + 1e-6) * self.g1 \
            + torch.sqrt((h * h).mean(-1, keepdim=True) + 1e-6) * self.r1
        q, k, v = self.qkv(n).view(B, T, 3, H, d // H).permute(2, 0, 3, 1, 4)
        a = torch.softmax(q @ k.transpose(-1, -2) / math.sqrt(d // H), dim=-1)
        zl = torch.logsumexp(q @ k.transpose(-1, -2) / math.sqrt(d // H), dim=-1)   # the scores again
        h = h + self.o((a @ v).transpose(1, 2).reshape(B, T, d))
        n2 = h * torch.rsqrt((h * h).mean(-1, keepdim=True) + 1e-6) * self.g2
        h = h + self.ff2(F.gelu(self.ff1(n2)))
        return h, (zl ** 2).mean((1, 2))


class TwiceAttn2(nn.Module):
    def __init__(self, vocab=8, d=4, T=4, heads=2, classes=3):
        super().__init__()
        self.emb = nn.Embedding(vocab, d)
        self.pos = nn.Parameter(0.1 * torch.randn(T, d))
        self.layers = nn.ModuleList([_TwiceBlock(d, heads) for _ in range(2)])
        self.g = nn.Parameter(torch.ones(d))
        self.head = nn.Linear(d, classes)

    def forward(self, ids):                                 # [B, T] long
        h = self.emb(ids) + self.pos
        z = 0
        for layer in self.layers:
            h, zl = layer(h)
            z = z + zl
        h = h * torch.rsqrt((h * h).mean(-1, keepdim=True) + 1e-6) * self.g
        return torch.cat([self.head(h.mean(1)), z.unsqueeze(-1)], dim=-1)   # [B, classes + 1]


def _ce_zloss(out, labels):
    return F.cross_entropy(out[:, :-1], labels) + 1e-2 * out[:, -1].mean()


def build(name: str, g: torch.Generator, Spec, call, ce):
    y = {"labels": torch.randint(0, 3, (2,), generator=g)}
    if name == "inplace_clone_gate":
        m = InplaceCloneGate()
        return Spec(m, {"x": torch.randn(2, 5, generator=g)}, y, call, ce, subset_params=_third(m),
                    notes="held out (relate v29): mul_/sigmoid_/add_/addcmul_/clamp_/relu_ on user clones and "
                          "intermediates, a write through a view of a clone")
    if name == "norm_bias_subset":
        m = NormBiasSubset()
        return Spec(m, {"x": torch.randn(2, 5, generator=g)}, y, call, ce,
                    subset=_where(m, lambda n: ".ln." in n or n == "blocks.1.lin.bias"),
                    notes="held out (relate v29): pre-norm blocks with log_ndtr/erfcx/i0e, xlogy; subset = the "
                          "norm affines and the middle linear's bias (same shape, not a tail)")
    if name == "mask_route_st":
        m = MaskRouteSt()
        return Spec(m, {"x": torch.randn(2, 5, generator=g)}, y, call, _masked_ce, subset_params=_third(m),
                    notes="held out (relate v29): magnitude mask, straight-through threshold, activation-computed "
                          "where, argmax hard routing with a soft straight-through, take_along_dim, masked loss")
    if name == "multi_saved_ops":
        m = MultiSavedOps()
        return Spec(m, {"x": torch.randn(2, 5, generator=g)}, y, call, ce,
                    subset=_where(m, lambda n: n in ("lo", "hi", "vec", "bias")),
                    notes="held out (relate v29): cross, atan2/hypot, clamp with tensor bounds, dot/mv/addmv/"
                          "addr/outer, ldexp, xlogy, prod, amax/amin, take")
    if name == "twice_attn2":
        m = TwiceAttn2()
        return Spec(m, {"ids": torch.randint(0, 8, (2, 4), generator=g)}, y, call, _ce_zloss,
                    subset=_where(m, lambda n: n in ("layers.0.g1", "layers.0.r1", "layers.0.g2", "layers.1.o.bias",
                                                     "g")),
                    notes="held out (relate v29): two-layer attention, hand-written RMS written twice, scores "
                          "written twice (softmax and a logsumexp z-loss)")
    raise KeyError(name)
