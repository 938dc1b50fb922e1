"""Thirtieth held-out set for `fxmatch relate` (2026-12-05, /work/data/heldout_relate_v30).

Written to score main at cced9ff blind: captured once and scored with that
commit's binary and rules, no engine change in between, and no fxmatch run on
these captures while they were written. It holds op families and structures no
earlier relate set holds (an HF GPT-J decoder with interleaved rotary and a
parallel attention/MLP residual; ops with several outputs whose values and
indices are used downstream: sort / topk / kthvalue / median / max(dim) /
min(dim) / cummax / cummin / std_mean / var_mean; index_put_ with
accumulate, masked_fill_, scatter_reduce amax and mean, index_select, narrow +
copy_ into a clone and a stack / chunk round trip; GroupNorm + InstanceNorm1d/2d
with a dilated depthwise Conv1d, adaptive max pooling, bilinear interpolate and
ConvTranspose1d; a criterion summing six weighted losses over two heads of a
softplus / mish / celu / logit / pow(3) / rsqrt trunk); like
heldout_relate.py's models they never enter the zoo.

  hf_gptj             HF GPT-J, 2 layers, 2 heads, rotary on the first 4 of
                      8 head dims written as rotate_every_two (interleaved,
                      a stack + flatten), parallel attention and MLP off one
                      LayerNorm, gelu_new, an lm_head with a bias, eager;
                      subset = every layer's ln_1 affine and the lm_head bias
                      (not a tail).
  multiout_reduce     ops with several outputs and their backward: sort values
                      (descending), topk values with its indices fed to a
                      gather, kthvalue and median over a dim (keepdim), max(dim)
                      values and indices (take_along_dim), min(dim), cummax /
                      cummin values, std_mean and var_mean (correction 0) of
                      sorted and running-max activations; subset = the learned
                      scale and the topk projection's bias (not a tail).
  index_accum_scatter in-place and index ops on intermediates (no buffers):
                      index_put_ with accumulate=True into zeros (columns
                      folded modulo 3), masked_fill_ of a clone by a mask
                      computed from the activations, scatter_reduce amax and
                      mean (include_self=False), index_select by a reversed
                      arange, narrow(...).copy_ into a clone and mul_ / add_ on
                      strided slices of it, a torch.stack / torch.chunk round
                      trip weighted by a learned mix.
  gn_in_dilated       Conv2d stem, GroupNorm(2, 4) + SiLU, InstanceNorm2d
                      (affine), adaptive_max_pool2d to 4x4 and a bilinear
                      interpolate (align_corners=False) back to 8x8 as a
                      residual, a height mean to a sequence, a depthwise Conv1d
                      with dilation 2, InstanceNorm1d (affine), GELU,
                      adaptive_max_pool1d, a ConvTranspose1d (stride 2)
                      upsampling back, a second GroupNorm; subset = only the
                      GroupNorm and InstanceNorm affines (eight parameters,
                      not a tail).
  loss_mix_heads      a trunk with softplus, mish, celu, torch.logit (eps) of
                      a sigmoid, an explicit x.pow(3) and torch.rsqrt of a
                      mean square, feeding two heads (a score head and an
                      embedding head) concatenated in one output; the
                      criterion sums smooth_l1, kl_div (log_target=True),
                      binary_cross_entropy_with_logits (pos_weight),
                      cosine_embedding_loss, margin_ranking_loss and
                      huber_loss with weights.
"""
from __future__ import annotations

import torch
import torch.nn as nn
import torch.nn.functional as F
from .heldout_subsets import third as _third, where as _where

V30 = ["hf_gptj", "multiout_reduce", "index_accum_scatter", "gn_in_dilated", "loss_mix_heads"]


def _lm_ce(out, labels):
    logits = out.logits if hasattr(out, "logits") else out
    return F.cross_entropy(logits.reshape(-1, logits.shape[-1]), labels.reshape(-1))


class MultiOutReduce(nn.Module):
    def __init__(self, d_in=5, d=6, classes=3):
        super().__init__()
        self.inp = nn.Linear(d_in, d)
        self.proj = nn.Linear(d, d)
        self.w = nn.Parameter(1.0 + 0.2 * torch.randn(d))
        self.head = nn.Linear(2 * d + 3 + 7, classes)

    def forward(self, x):                                   # [B, d_in]
        h = torch.tanh(self.inp(x))                         # [B, d]
        hs, _ = torch.sort(h, dim=-1, descending=True)      # sorted values
        tv, ti = torch.topk(self.proj(h), k=3, dim=-1)      # values and indices
        tg = torch.gather(h, -1, ti)                        # indices used downstream
        kv, _ = torch.kthvalue(h, 2, dim=-1, keepdim=True)
        md, _ = torch.median(h * self.w, dim=-1, keepdim=True)
        mx, mi = torch.max(h + 0.5 * hs, dim=-1, keepdim=True)
        mn, _ = torch.min(h - 0.5 * hs, dim=-1, keepdim=True)
        at = torch.take_along_dim(hs, mi, dim=-1)           # the argmax picks a sorted value
        cm, _ = torch.cummax(h, dim=-1)
        cn, _ = torch.cummin(h * self.w, dim=-1)
        sd, mu = torch.std_mean(hs, dim=-1, keepdim=True)
        vr, mu2 = torch.var_mean(cm, dim=-1, keepdim=True, correction=0)
        norm = (hs - mu) / (sd + 1e-3)
        feats = torch.cat([norm * self.w, cm + cn, tv * tg,
                           kv + md, mx - mn, at,
                           vr + mu2, sd, mu, cn[:, -1:]], dim=-1)
        return self.head(feats)


class IndexAccumScatter(nn.Module):
    def __init__(self, d_in=5, d=6, classes=3):
        super().__init__()
        self.a = nn.Linear(d_in, d)
        self.b = nn.Linear(d_in, d)
        self.scale = nn.Parameter(1.0 + 0.1 * torch.randn(d // 2))
        self.mix = nn.Parameter(torch.tensor([1.0, 0.5, -0.5]))
        self.head = nn.Linear(2 * d, classes)

    def forward(self, x):                                   # [B, d_in]
        u = self.a(x)                                       # [B, 6]
        v = torch.tanh(self.b(x))                           # [B, 6]
        B, d = u.shape
        cols = (torch.arange(d, device=x.device) % 3).expand(B, d)          # [[0,1,2,0,1,2], ...]
        rows = torch.arange(B, device=x.device).unsqueeze(1).expand(B, d)
        acc = u.new_zeros(B, 3)
        acc.index_put_((rows, cols), u * v, accumulate=True)               # folded sums
        w = v.clone()
        w.masked_fill_(u < -0.3, 0.0)                       # a mask from the activations
        smax = v.new_zeros(B, 3).scatter_reduce(1, cols, u, reduce="amax", include_self=False)
        smean = v.new_zeros(B, 3).scatter_reduce(1, cols, w, reduce="mean", include_self=False)
        rev = torch.index_select(w, 1, torch.arange(d - 1, -1, -1, device=x.device))
        c = u.clone()
        c.narrow(1, 0, 3).copy_(acc * smax + smean)         # copy_ into a slice of the clone
        c[:, 3:].mul_(self.scale)                           # in-place on the other half
        c[:, 1::2].add_(0.5 * rev[:, ::2])                  # and on a strided slice
        st = torch.stack([c, rev, w], dim=1) * self.mix.view(1, 3, 1)      # [B, 3, 6]
        p, q, r = torch.chunk(st, 3, dim=1)
        y = torch.cat([p.squeeze(1) + r.squeeze(1), q.squeeze(1) * c], dim=-1)
        return self.head(y)


class GnInDilated(nn.Module):
    def __init__(self, c_in=3, c=4, classes=3):
        super().__init__()
        self.stem = nn.Conv2d(c_in, c, 3, padding=1)
        self.gn1 = nn.GroupNorm(2, c)
        self.in2d = nn.InstanceNorm2d(c, affine=True)
        self.dw = nn.Conv1d(c, c, 3, padding=2, dilation=2, groups=c)
        self.in1d = nn.InstanceNorm1d(c, affine=True)
        self.up = nn.ConvTranspose1d(c, c, kernel_size=2, stride=2)
        self.gn2 = nn.GroupNorm(2, c)
        self.head = nn.Linear(c, classes)

    def forward(self, x):                                   # [B, 3, 8, 8]
        h = F.silu(self.gn1(self.stem(x)))                  # [B, 4, 8, 8]
        p = F.adaptive_max_pool2d(self.in2d(h), (4, 4))     # [B, 4, 4, 4]
        h = h + F.interpolate(p, size=(8, 8), mode="bilinear", align_corners=False)
        s = h.mean(2)                                       # [B, 4, 8]
        t = F.gelu(self.in1d(self.dw(s)))                   # depthwise, dilation 2
        t = F.adaptive_max_pool1d(t, 4)                     # [B, 4, 4]
        s = self.gn2(self.up(t) + s)                        # ConvTranspose1d back to length 8
        return self.head(s.mean(-1))


class LossMixHeads(nn.Module):
    def __init__(self, d_in=5, d=6, k=4, e=3):
        super().__init__()
        self.inp = nn.Linear(d_in, d)
        self.mid = nn.Linear(3 * d, d)
        self.g = nn.Parameter(1.0 + 0.1 * torch.randn(d))
        self.score = nn.Linear(d, k)
        self.emb = nn.Linear(d, e)

    def forward(self, x):                                   # [B, d_in]
        h = self.inp(x)
        a = F.softplus(h, beta=2.0)
        b = F.mish(h)
        c = F.celu(h, alpha=0.5)
        z = self.mid(torch.cat([a, b, c], dim=-1))
        lg = torch.logit(torch.sigmoid(z), eps=1e-3)        # clamps, then log(p / (1 - p))
        z = z + 0.1 * z.pow(3) + 0.5 * lg
        z = z * torch.rsqrt(z.pow(2).mean(-1, keepdim=True) + 1e-5) * self.g
        return torch.cat([self.score(z), self.emb(z)], dim=-1)   # [B, k + e]


def _loss_mix(out, labels, target):
    """labels: [B, 4] in {0, 1}; target: [B, 4] float."""
    s, e = out[:, :4], out[:, 4:]
    B = out.shape[0]
    l1 = F.smooth_l1_loss(s, target, beta=0.5)
    l2 = F.kl_div(F.log_softmax(s, dim=-1), F.log_softmax(target, dim=-1), reduction="batchmean",
                  log_target=True)
    l3 = F.binary_cross_entropy_with_logits(s, labels.float(), pos_weight=torch.full((4,), 2.0))
    l4 = F.cosine_embedding_loss(e, e.roll(1, 0), torch.tensor([1.0, -1.0])[:B], margin=0.1)
    l5 = F.margin_ranking_loss(s[:, 0], s[:, 1], labels[:, 0].float() * 2 - 1, margin=0.2)
    l6 = F.huber_loss(e.sum(-1), target[:, 0], delta=0.7)
    return l1 + 0.5 * l2 + 0.3 * l3 + 0.2 * l4 + 0.1 * l5 + 0.25 * l6


def build(name: str, g: torch.Generator, Spec, call, ce):
    y = {"labels": torch.randint(0, 3, (2,), generator=g)}
    if name == "hf_gptj":
        import transformers as tf
        V, S, B = 64, 8, 2
        cfg = tf.GPTJConfig(vocab_size=V, n_embd=16, n_layer=2, n_head=2, rotary_dim=4, n_positions=16,
                            n_inner=32, resid_pdrop=0.0, embd_pdrop=0.0, attn_pdrop=0.0, bos_token_id=0,
                            eos_token_id=0, tie_word_embeddings=False)
        cfg._attn_implementation = "eager"
        m = tf.GPTJForCausalLM(cfg)
        return Spec(m, {"input_ids": torch.randint(0, V, (B, S), generator=g)},
                    {"labels": torch.randint(0, V, (B, S), generator=g)},
                    lambda m, i: m(input_ids=i).logits, _lm_ce,
                    subset=_where(m, lambda n: ".ln_1." in n or n == "lm_head.bias"),
                    notes="held out (relate v30): GPT-J, 2 layers, interleaved partial rotary, parallel "
                          "attention+MLP, lm_head bias, eager; subset = the ln_1 affines and the lm_head bias")
    if name == "multiout_reduce":
        m = MultiOutReduce()
        return Spec(m, {"x": torch.randn(2, 5, generator=g)}, y, call, ce,
                    subset=_where(m, lambda n: n in ("w", "proj.bias")),
                    notes="held out (relate v30): sort/topk/kthvalue/median/max(dim)/min(dim)/cummax/cummin/"
                          "std_mean/var_mean with values and indices used downstream")
    if name == "index_accum_scatter":
        m = IndexAccumScatter()
        return Spec(m, {"x": torch.randn(2, 5, generator=g)}, y, call, ce, subset_params=_third(m),
                    notes="held out (relate v30): index_put_ accumulate, masked_fill_, scatter_reduce amax/mean, "
                          "index_select, narrow+copy_ into a clone, in-place slices, stack/chunk round trip")
    if name == "gn_in_dilated":
        m = GnInDilated()
        return Spec(m, {"x": torch.randn(2, 3, 8, 8, generator=g)}, y, call, ce,
                    subset=_where(m, lambda n: n.split(".")[0] in ("gn1", "in2d", "in1d", "gn2")),
                    notes="held out (relate v30): GroupNorm, InstanceNorm2d/1d affine, dilated depthwise Conv1d, "
                          "adaptive max pools, bilinear interpolate, ConvTranspose1d; subset = the norm affines")
    if name == "loss_mix_heads":
        m = LossMixHeads()
        t = {"labels": torch.randint(0, 2, (2, 4), generator=g), "target": torch.randn(2, 4, generator=g)}
        return Spec(m, {"x": torch.randn(2, 5, generator=g)}, t, call, _loss_mix, subset_params=_third(m),
                    notes="held out (relate v30): softplus/mish/celu/logit/pow(3)/rsqrt trunk, two heads, six "
                          "weighted losses (smooth_l1, kl_div log_target, BCE pos_weight, cosine_embedding, "
                          "margin_ranking, huber)")
    raise KeyError(name)
