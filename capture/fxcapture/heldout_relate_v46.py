"""Forty-sixth held-out set for `fxmatch relate` (2026-12-05, /work/pending/heldout_relate_v46).

Written to score main blind: captured once and scored with main's binary and
rules, no engine change in between, and no fxmatch run on these captures
while they were written. Its five families are new to the project (no
earlier set has them), one of them with a small custom torch.autograd.Function
inside an otherwise ordinary network: a ConvLSTM video predictor (two stacked
ConvLSTM cells over three observed frames, then two predicted frames fed back
as the next input, the cell state through a custom clip Function whose
backward is a scaled straight-through (1 inside the range, 0.1 outside), MSE
to the future frames); a class-conditional gated PixelCNN whose convolutions
multiply their weight by a causal mask buffer (type A at the input, type B in
the gated tanh * sigmoid residual blocks), the class embedding added to the
gates, 4-level per-pixel CE; a DCN-v2 / DeepFM click-through model (one
shared embedding table indexed at field offsets from a buffer, an FM first-
and second-order term, a two-layer full-rank cross network x0 * (W x + b) + x
and a parallel deep MLP, BCE with logits); a PPO actor-critic update (shared
tanh torso, policy and value heads; the clipped surrogate with advantages
from the detached value, normalised, a clipped value loss and an entropy
bonus, all in the criterion); and a Transformer-XL-style language model over
two segments (each layer's memory is the previous segment's layer input,
detached, the first segment's a buffer from the previous step; a content
bias u on the query and a learned relative position bias per head gathered
at a relative-distance index buffer, causal over memory + segment); like
heldout_relate.py's models they never enter the zoo.

  convlstm_video     frames [2, 3, 1, 8, 8], future [2, 2, 1, 8, 8] -> 2 ConvLSTM cells (Conv2d(cin + 6, 24, 3, pad 1)
                     on cat(x, h), i f o g gates, c = f c + i g, c = CellClip.apply(c, 0.15) (custom Function:
                     clamp forward, save_for_backward(c), backward g * where(|c| <= 0.15, 1, 0.1); the clip is
                     below the init range of c, so some entries clip), h = o tanh(c));
                     head Conv2d(6, 1, 1) sigmoid; 3 observed steps, then 2 steps each fed the previous prediction;
                     criterion: MSE to the future frames; subset = cells.0.conv.bias, head.weight.
  pixelcnn_gated     x [2, 1, 8, 8] (4 levels), cls [2] (3 classes), labels [2, 8, 8] -> x / 1.5 - 1, MaskedConv2d
                     type A (1 -> 12, 5x5; weight * mask buffer by F.conv2d); 2 gated blocks: MaskedConv2d type B
                     (12 -> 24, 3x3) + Embedding(3, 24)[cls], tanh(a) * sigmoid(b), Conv2d(12, 12, 1), residual;
                     relu, Conv2d(12, 4, 1); criterion: per-pixel CE; subset = inp.weight, blocks.1.proj.bias.
  dcnv2_deepfm       cat [8, 4] (field vocabs 10, 7, 5, 12), dense [8, 3], click [8] -> ids = cat + offsets buffer;
                     emb Embedding(34, 6) -> [8, 4, 6], first-order Embedding(34, 1) summed + bias, FM second order
                     0.5 * ((sum e)^2 - sum e^2); x0 = cat(emb flat, dense) [8, 27]; 2 cross layers x0 * (W x + b)
                     + x; deep Linear(27, 16) relu Linear(16, 8) relu; out Linear(35, 1) + fm terms; criterion:
                     BCE with logits; subset = emb.weight, cross.1.weight.
  ppo_actor_critic   obs [16, 6], actions [16] (4), old_logp [16], old_v [16], returns [16] -> torso Linear(6, 32)
                     tanh Linear(32, 32) tanh; pi Linear(32, 4), v Linear(32, 1); the module returns (logits,
                     value); criterion: logp by log_softmax + gather, ratio exp(logp - old_logp), adv = returns -
                     value.detach() normalised, -min(ratio adv, clamp(ratio, 0.8, 1.2) adv), value loss
                     0.5 max((v - R)^2, (old_v + clamp(v - old_v, -0.2, 0.2) - R)^2), - 0.01 entropy; subset =
                     torso.0.bias, pi.weight.
  txl_segment_lm     tokens [2, 12] (vocab 16), labels [2, 12] -> Embedding(16, 16); 2 segments of 6, 2 layers:
                     memory [2, 6, 16] (a buffer from the previous step for segment 0, the layer input of segment
                     0 detached for segment 1), q = Wq h + u (content bias [2, 8]), k, v = Wkv cat(mem, h),
                     scores + rel_bias[:, rel_idx] (learned [2, 12] table, index buffer [6, 12] of distances),
                     causal masked_fill(-inf), softmax, o proj, residual LayerNorm, ReLU FFN, residual LayerNorm;
                     head Linear(16, 16); criterion: token CE over both segments; subset = layers.0.rel_bias,
                     layers.1.wq.weight.
No subset above is a tail.
"""
from __future__ import annotations

import math

import torch
import torch.nn as nn
import torch.nn.functional as F
from .heldout_subsets import where as _where

V46 = ["convlstm_video", "pixelcnn_gated", "dcnv2_deepfm", "ppo_actor_critic", "txl_segment_lm"]


# ------------------------------------------------------------------ ConvLSTM
class CellClip(torch.autograd.Function):
    """clamp(c, -clip, clip) forward; scaled straight-through backward (1 inside, 0.1 outside the range)."""

    @staticmethod
    def forward(ctx, c, clip):
        ctx.save_for_backward(c)
        ctx.clip = clip
        return c.clamp(-clip, clip)

    @staticmethod
    def backward(ctx, g):
        (c,) = ctx.saved_tensors
        scale = torch.where(c.abs() <= ctx.clip, torch.ones_like(c), torch.full_like(c, 0.1))
        return g * scale, None


class ConvLSTMCell(nn.Module):
    def __init__(self, cin, hid, clip=0.15):
        super().__init__()
        self.conv = nn.Conv2d(cin + hid, 4 * hid, 3, padding=1)
        self.clip = clip

    def forward(self, x, h, c):
        i, f, o, gg = self.conv(torch.cat([x, h], dim=1)).chunk(4, dim=1)
        c = torch.sigmoid(f) * c + torch.sigmoid(i) * torch.tanh(gg)
        c = CellClip.apply(c, self.clip)
        h = torch.sigmoid(o) * torch.tanh(c)
        return h, c


class ConvLSTMVideo(nn.Module):
    def __init__(self, cin=1, hid=6, future=2):
        super().__init__()
        self.cells = nn.ModuleList([ConvLSTMCell(cin, hid), ConvLSTMCell(hid, hid)])
        self.head = nn.Conv2d(hid, cin, 1)
        self.hid, self.future = hid, future

    def forward(self, frames):                                         # [B, T, C, H, W]
        B, T, C, H, W = frames.shape
        state = [(frames.new_zeros(B, self.hid, H, W), frames.new_zeros(B, self.hid, H, W)) for _ in self.cells]

        def step(x):
            for li, cell in enumerate(self.cells):
                h, c = cell(x, *state[li])
                state[li] = (h, c)
                x = h
            return torch.sigmoid(self.head(x))

        pred = None
        for t in range(T):
            pred = step(frames[:, t])
        outs = [pred]
        for _ in range(self.future - 1):
            pred = step(pred)                                          # fed its own prediction
            outs.append(pred)
        return torch.stack(outs, dim=1)                                # [B, future, C, H, W]


# ------------------------------------------------------------------ PixelCNN
class MaskedConv2d(nn.Conv2d):
    def __init__(self, cin, cout, k, kind):
        super().__init__(cin, cout, k, padding=k // 2)
        mask = torch.ones(cout, cin, k, k)
        mask[:, :, k // 2, k // 2 + (1 if kind == "B" else 0):] = 0
        mask[:, :, k // 2 + 1:] = 0
        self.register_buffer("mask", mask)

    def forward(self, x):
        return F.conv2d(x, self.weight * self.mask, self.bias, padding=self.padding)


class GatedBlock(nn.Module):
    def __init__(self, c, classes):
        super().__init__()
        self.conv = MaskedConv2d(c, 2 * c, 3, "B")
        self.cond = nn.Embedding(classes, 2 * c)
        self.proj = nn.Conv2d(c, c, 1)

    def forward(self, h, cls):
        a, b = (self.conv(h) + self.cond(cls)[:, :, None, None]).chunk(2, dim=1)
        return h + self.proj(torch.tanh(a) * torch.sigmoid(b))


class PixelCNNGated(nn.Module):
    def __init__(self, c=12, levels=4, classes=3):
        super().__init__()
        self.inp = MaskedConv2d(1, c, 5, "A")
        self.blocks = nn.ModuleList([GatedBlock(c, classes) for _ in range(2)])
        self.out = nn.Conv2d(c, levels, 1)
        self.levels = levels

    def forward(self, x, cls):
        h = self.inp(x / ((self.levels - 1) / 2.0) - 1.0)
        for blk in self.blocks:
            h = blk(h, cls)
        return self.out(F.relu(h))                                     # [B, levels, H, W]


# ------------------------------------------------------------------ DCN-v2 / DeepFM
class DCNv2DeepFM(nn.Module):
    def __init__(self, vocabs=(10, 7, 5, 12), k=6, n_dense=3, layers=2):
        super().__init__()
        offs = [0]
        for v in vocabs[:-1]:
            offs.append(offs[-1] + v)
        self.register_buffer("offsets", torch.tensor(offs, dtype=torch.long))
        total = sum(vocabs)
        self.emb = nn.Embedding(total, k)
        self.first = nn.Embedding(total, 1)
        self.fm_bias = nn.Parameter(torch.zeros(1))
        d0 = len(vocabs) * k + n_dense
        self.cross = nn.ModuleList([nn.Linear(d0, d0) for _ in range(layers)])
        self.deep = nn.Sequential(nn.Linear(d0, 16), nn.ReLU(), nn.Linear(16, 8), nn.ReLU())
        self.out = nn.Linear(d0 + 8, 1)

    def forward(self, cat, dense):
        ids = cat + self.offsets
        e = self.emb(ids)                                              # [B, F, k]
        fm1 = self.first(ids).sum((1, 2)) + self.fm_bias
        s = e.sum(1)
        fm2 = 0.5 * (s * s - (e * e).sum(1)).sum(-1)
        x0 = torch.cat([e.flatten(1), dense], dim=1)
        x = x0
        for lin in self.cross:
            x = x0 * lin(x) + x
        z = torch.cat([x, self.deep(x0)], dim=1)
        return self.out(z).squeeze(-1) + fm1 + fm2


# ------------------------------------------------------------------ PPO
class ActorCritic(nn.Module):
    def __init__(self, obs=6, hid=32, acts=4):
        super().__init__()
        self.torso = nn.Sequential(nn.Linear(obs, hid), nn.Tanh(), nn.Linear(hid, hid), nn.Tanh())
        self.pi = nn.Linear(hid, acts)
        self.v = nn.Linear(hid, 1)

    def forward(self, obs):
        h = self.torso(obs)
        return self.pi(h), self.v(h).squeeze(-1)


def _ppo_loss(out, actions, old_logp, old_v, returns, clip=0.2, vclip=0.2, ent_coef=0.01):
    logits, value = out
    logp_all = F.log_softmax(logits, dim=-1)
    logp = logp_all.gather(1, actions[:, None]).squeeze(1)
    ratio = torch.exp(logp - old_logp)
    adv = returns - value.detach()
    adv = (adv - adv.mean()) / (adv.std() + 1e-8)
    surr = torch.min(ratio * adv, torch.clamp(ratio, 1 - clip, 1 + clip) * adv)
    v_clipped = old_v + torch.clamp(value - old_v, -vclip, vclip)
    vloss = 0.5 * torch.max((value - returns) ** 2, (v_clipped - returns) ** 2).mean()
    entropy = -(logp_all.exp() * logp_all).sum(-1).mean()
    return -surr.mean() + 0.5 * vloss - ent_coef * entropy


# ------------------------------------------------------------------ Transformer-XL
class TXLLayer(nn.Module):
    def __init__(self, d=16, heads=2, T=6, M=6):
        super().__init__()
        dh = d // heads
        self.r_w_bias = nn.Parameter(0.02 * torch.randn(heads, dh))    # content bias u
        self.rel_bias = nn.Parameter(0.1 * torch.randn(heads, M + T))  # one per distance 0 .. M + T - 1
        self.wq = nn.Linear(d, d, bias=False)
        self.wkv = nn.Linear(d, 2 * d, bias=False)
        self.wo = nn.Linear(d, d)
        self.ln1 = nn.LayerNorm(d)
        self.ff1 = nn.Linear(d, 2 * d)
        self.ff2 = nn.Linear(2 * d, d)
        self.ln2 = nn.LayerNorm(d)
        self.h, self.dh = heads, dh

    def forward(self, x, mem, rel_idx, causal):
        B, T, d = x.shape
        S = mem.shape[1] + T
        q = self.wq(x).view(B, T, self.h, self.dh).transpose(1, 2)     # [B, H, T, dh]
        k, v = self.wkv(torch.cat([mem, x], dim=1)).chunk(2, dim=-1)
        k = k.view(B, S, self.h, self.dh).transpose(1, 2)
        v = v.view(B, S, self.h, self.dh).transpose(1, 2)
        scores = (q + self.r_w_bias[None, :, None]) @ k.transpose(-1, -2) / math.sqrt(self.dh)
        scores = scores + self.rel_bias[:, rel_idx]                    # [H, T, S] broadcast over B
        scores = scores.masked_fill(~causal, float("-inf"))
        att = (torch.softmax(scores, dim=-1) @ v).transpose(1, 2).reshape(B, T, d)
        x = self.ln1(x + self.wo(att))
        return self.ln2(x + self.ff2(F.relu(self.ff1(x))))


class TXLSegmentLM(nn.Module):
    def __init__(self, vocab=16, d=16, heads=2, seg=6, n_layers=2, batch=2):
        super().__init__()
        self.emb = nn.Embedding(vocab, d)
        self.layers = nn.ModuleList([TXLLayer(d, heads, seg, seg) for _ in range(n_layers)])
        self.head = nn.Linear(d, vocab)
        qpos = torch.arange(seg)[:, None] + seg                        # query i sits at seg + i
        kpos = torch.arange(2 * seg)[None, :]
        dist = qpos - kpos
        self.register_buffer("rel_idx", dist.clamp(min=0))
        self.register_buffer("causal", dist >= 0)
        self.register_buffer("mem0", 0.5 * torch.randn(n_layers, batch, seg, d))   # the previous step's memory
        self.seg = seg

    def forward(self, tokens):
        mems = [self.mem0[i] for i in range(len(self.layers))]
        outs = []
        for s in range(tokens.shape[1] // self.seg):
            h = self.emb(tokens[:, s * self.seg:(s + 1) * self.seg])
            new_mems = []
            for layer, mem in zip(self.layers, mems):
                new_mems.append(h.detach())                            # no gradient into the memory
                h = layer(h, mem, self.rel_idx, self.causal)
            mems = new_mems
            outs.append(self.head(h))
        return torch.cat(outs, dim=1)


def _lm(out, labels):
    return F.cross_entropy(out.reshape(-1, out.shape[-1]), labels.reshape(-1))


def build(name: str, g: torch.Generator, Spec, call, ce):
    if name == "convlstm_video":
        m = ConvLSTMVideo()
        # moving bright squares: a blob that shifts one pixel right per frame
        vid = 0.05 * torch.rand(2, 5, 1, 8, 8, generator=g)
        starts = torch.randint(0, 3, (2, 2), generator=g)
        for b in range(2):
            r0, c0 = int(starts[b, 0]), int(starts[b, 1])
            for t in range(5):
                vid[b, t, 0, r0 + 1:r0 + 4, c0 + t:c0 + t + 2] = 0.9
        return Spec(m, {"frames": vid[:, :3].contiguous()}, {"future": vid[:, 3:].contiguous()}, call, F.mse_loss,
                    subset=_where(m, lambda n: n in ("cells.0.conv.bias", "head.weight")),
                    notes="held out (relate v46): ConvLSTM video predictor, two stacked cells over three observed "
                          "frames then two fed-back predictions, the cell state through a custom "
                          "autograd.Function clip with a scaled straight-through backward (saves its input); "
                          "subset = cells.0.conv.bias, head.weight (not a tail)")
    if name == "pixelcnn_gated":
        m = PixelCNNGated()
        x = torch.randint(0, 4, (2, 1, 8, 8), generator=g)
        return Spec(m, {"x": x.float(), "cls": torch.randint(0, 3, (2,), generator=g)}, {"labels": x[:, 0]},
                    call, ce,
                    subset=_where(m, lambda n: n in ("inp.weight", "blocks.1.proj.bias")),
                    notes="held out (relate v46): class-conditional gated PixelCNN, masked convolutions as weight "
                          "* causal mask buffer (type A, then type B), tanh * sigmoid gates plus a class "
                          "embedding, per-pixel 4-level CE; subset = inp.weight, blocks.1.proj.bias (not a tail)")
    if name == "dcnv2_deepfm":
        m = DCNv2DeepFM()
        cat = torch.stack([torch.randint(0, v, (8,), generator=g) for v in (10, 7, 5, 12)], dim=1)
        return Spec(m, {"cat": cat, "dense": torch.randn(8, 3, generator=g)},
                    {"click": (torch.rand(8, generator=g) < 0.4).float()}, call,
                    F.binary_cross_entropy_with_logits,
                    subset=_where(m, lambda n: n in ("emb.weight", "cross.1.weight")),
                    notes="held out (relate v46): DCN-v2 / DeepFM CTR model, one embedding table at field offsets "
                          "from a buffer, FM first and second order terms, a full-rank cross network x0 * (W x + "
                          "b) + x, a parallel deep MLP, BCE with logits; subset = emb.weight, cross.1.weight "
                          "(not a tail)")
    if name == "ppo_actor_critic":
        m = ActorCritic()
        obs = torch.randn(16, 6, generator=g)
        with torch.no_grad():
            logits, value = m(obs)
            probs = torch.softmax(logits, -1)
            actions = torch.multinomial(probs, 1, generator=g).squeeze(1)
            logp = torch.log_softmax(logits, -1).gather(1, actions[:, None]).squeeze(1)
            old_logp = logp + 0.3 * torch.randn(16, generator=g)      # a policy a few updates old: some ratios clip
            old_v = value + 0.3 * torch.randn(16, generator=g)
            returns = torch.randn(16, generator=g)
        return Spec(m, {"obs": obs},
                    {"actions": actions, "old_logp": old_logp.clone(), "old_v": old_v.clone(),
                     "returns": returns}, call, _ppo_loss,
                    subset=_where(m, lambda n: n in ("torso.0.bias", "pi.weight")),
                    notes="held out (relate v46): PPO actor-critic update, clipped surrogate on log_softmax + "
                          "gather ratios, advantages from the detached value (normalised), clipped value loss, "
                          "entropy bonus; the module returns (logits, value); subset = torso.0.bias, pi.weight "
                          "(not a tail)")
    if name == "txl_segment_lm":
        m = TXLSegmentLM()
        tok = torch.randint(0, 16, (2, 13), generator=g)
        return Spec(m, {"tokens": tok[:, :-1].contiguous()}, {"labels": tok[:, 1:].contiguous()}, call, _lm,
                    subset=_where(m, lambda n: n in ("layers.0.rel_bias", "layers.1.wq.weight")),
                    notes="held out (relate v46): Transformer-XL-style LM over two segments, a detached per-layer "
                          "memory (a buffer, then the previous segment's layer input), content bias u and a learned "
                          "relative position bias at a distance index buffer, causal over memory + segment; "
                          "subset = layers.0.rel_bias, layers.1.wq.weight (not a tail)")
    raise KeyError(name)
