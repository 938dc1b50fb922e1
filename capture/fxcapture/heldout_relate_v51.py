"""Fifty-first held-out set for `fxmatch relate` (2026-12-05, /work/pending/heldout_relate_v51).

Written to score main blind: captured once and scored with main's binary and
rules, no engine change in between, and no fxmatch run on these captures
while they were written. Its five families are new to the project (no
earlier set has them); three are ordinary networks and training steps and
two put custom torch.autograd.Functions in the graph: growing Neural
Cellular Automata (a fixed identity / Sobel perception kernel buffer
repeated per channel and a learned depthwise kernel, both depthwise convs
on a circularly padded state, a 1x1-conv update rule applied where a fire
mask says, alive masking by a 3 x 3 max-pool of the alpha channel before
and after the update, the same rule unrolled over four steps; RGBA MSE plus
an overflow penalty); a Deep Equilibrium classifier (an MDEQ residual cell
with GroupNorms and input injection, the fixed point sought by damped
iterations under no_grad, then two damped steps with gradient from it, the
phantom / Jacobian-free gradient); SchNet (interatomic distances by index
and norm over a given edge list, a Gaussian RBF expansion against an offset
buffer, a cosine cutoff times an in-cutoff mask, continuous-filter
convolutions gathering by source and summing onto targets by index_add_,
shifted softplus, standardisation buffers and an atomref embedding, a
per-molecule index_add_ sum; energy MSE); a recurrent spiking network (two
leaky integrate-and-fire layers over eight steps, learned sigmoid decays,
reset by subtracting the previous step's detached spike, every spike a
surrogate-gradient Function: Heaviside forward saving its input,
fast-sigmoid backward g / (slope |x| + 1)^2 with the slope on ctx; CE over
the output spikes of every step, a spike-count MSE and a rate penalty); and
a GPT LM whose attention probabilities come from a Megatron-style scaled
masked softmax Function (saves only its output, backward y * (g - sum(g *
y)) * scale) under a causal + padding mask, with a tied head and the loss
computed inside the module by a fused softmax cross-entropy Function
(ignore_index; saves the probabilities, the targets, the valid mask and the
valid count; backward (softmax - scatter one-hot) * g / n); like
heldout_relate.py's models they never enter the zoo.

  nca_growing        state [2, 8, 8, 8] (alpha = channel 3, non-zero in the middle 4 x 4), fire [4, 2, 1, 8, 8] (0 /
                     1), target [2, 4, 8, 8] -> four steps of: pre = max_pool2d(alpha, 3, 1, 1) > 0.1; F.pad
                     circular 1; F.conv2d(kernels buffer [3, 1, 3, 3] (identity, Sobel x / 8, Sobel y / 8)
                     .repeat(8, 1, 1, 1), groups 8) [2, 24, 8, 8] and F.conv2d(perceive_w [8, 1, 3, 3], groups 8)
                     [2, 8, 8, 8], cat [2, 32, 8, 8]; Conv(32, 48, 1) ReLU Conv(48, 8, 1, no bias) (init x 0.1);
                     x + dx * fire[t]; x * (pre & post alive).to(dtype); criterion: MSE(x[:, :4], target) + 0.1 *
                     mean |x - clamp(x, -1, 1)|; subset = perceive_w, update.0.bias.
  deq_phantom        img [2, 3, 8, 8], labels [2] (4 classes) -> u = Conv(3, 8, 3, pad 1); f(z, u) = gn3(relu(z +
                     gn2(conv2(relu(gn1(conv1(z)))) + u))) with Conv(8, 16, 3, no bias), GroupNorm(4, 16), Conv(16,
                     8, 3, no bias), GroupNorm(2, 8) x 2; z = zeros_like(u), under no_grad 8 x z = 0.4 z + 0.6 f(z,
                     u), then 2 x the same with gradient; mean pool, Linear(8, 4); criterion: CE; subset =
                     f.gn2.weight, stem.weight.
  schnet_cfconv      z [10] (of 10 elements), pos [10, 3], batch [10] (molecules of 6 and 4 atoms), src / dst [42]
                     (every ordered pair within a molecule), energy [2] -> dist = norm(pos[src] - pos[dst]) [42],
                     rbf = exp(-0.5 / (4 / 11)^2 (dist - offset)^2) [42, 12] (offset buffer linspace(0, 4, 12));
                     h = Embedding(10, 16)(z); 2 interaction blocks: C = 0.5 (cos(pi dist / 4) + 1) * (dist <
                     4) (two edges beyond), W = (Linear(12, 16) ssp Linear(16, 16))(rbf) * C, msg = Linear(16, 16,
                     no bias)(h)[src] * W, new_zeros(10, 16).index_add_(0, dst, msg), Linear(16, 16) ssp
                     Linear(16, 16), h + v; ssp = softplus - log 2; Linear(16, 8) ssp Linear(8, 1) * std + mean
                     (buffers) + atomref Embedding(10, 1)(z), new_zeros(2, 1).index_add_(0, batch, .) -> [2];
                     criterion: MSE; subset = interactions.1.mlp.0.weight, embedding.weight.
  snn_surrogate      spikes [8, 2, 12] (0 / 1, rate 0.3), labels [2] (4 classes), count_target [2, 4] -> 8 steps:
                     mem1 = sigmoid(beta1_raw [16]) mem1 + Linear(12, 16)(x_t) + Linear(16, 16, no bias)(spk1) -
                     spk1.detach(), spk1 = SpikeFn.apply(mem1 - 1, 10.0); mem2 = sigmoid(beta2_raw [4]) mem2 +
                     Linear(16, 4)(spk1) - spk2.detach(), spk2 = SpikeFn.apply(mem2 - 1, 10.0); SpikeFn (custom
                     Function: save_for_backward(x), ctx.slope, forward (x > 0).to(dtype), backward g / (slope |x|
                     + 1)^2, None); returns the stacked spikes [8, 2, 4] and [8, 2, 16]; criterion: mean over t of
                     CE(spk_out[t], labels) + 0.05 MSE(spike counts, count_target) + 0.1 sum((hidden rate -
                     0.2)^2); subset = beta1_raw, fc1.bias.
  fused_ce_lm        tokens [2, 9] (vocab 24, pad 0, row 1 padded from 7), labels [2, 9] (-100 at the padding) ->
                     mask = future buffer (triu(1) bool [9, 9]) | (tokens == 0)[:, None, None, :]; Embedding(24,
                     16) + wpe [9, 16]; 2 pre-LN GPT blocks (c_attn Linear(16, 48) split, 2 heads,
                     ScaledMaskedSoftmaxFn.apply(q k^T, mask, 8^-0.5) (custom Function: softmax((x * scale)
                     .masked_fill(mask, -10000)), save_for_backward(y), ctx.scale, backward y (g - sum(g y)) scale,
                     None, None), @ v, c_proj Linear(16, 16); Linear(16, 64), tanh GELU, Linear(64, 16)); ln_f, the
                     head tied to wte; FusedSoftmaxCEFn.apply(logits [18, 24], labels [18], -100) inside the
                     module (custom Function: max-shifted exp, probs, valid = t != -100, gather of the log-probs,
                     n = valid.sum().clamp(1), save_for_backward(probs, safe targets, valid, n); backward (probs -
                     zeros.scatter_(1, t, 1)) * valid * g / n, None, None); criterion: the module's output;
                     subset = blocks.0.c_attn.bias, blocks.1.ln_2.weight.
No subset above is a tail.
"""
from __future__ import annotations

import math

import torch
import torch.nn as nn
import torch.nn.functional as F
from .heldout_subsets import where as _where

V51 = ["nca_growing", "deq_phantom", "schnet_cfconv", "snn_surrogate", "fused_ce_lm"]


# ------------------------------------------------------------------ Neural Cellular Automata
class GrowingNCA(nn.Module):
    """Growing NCA (Mordvintsev et al. 2020): fixed identity / Sobel perception by a depthwise conv on a
    circularly padded state, plus a learned depthwise kernel; a 1x1-conv update rule applied where a fire mask
    says, alive masking by a 3x3 max-pool of the alpha channel before and after the update; the same rule
    unrolled over the steps."""

    def __init__(self, g, c=8, hidden=48):
        super().__init__()
        ident = torch.tensor([[0.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 0.0]])
        sobel_x = torch.tensor([[-1.0, 0.0, 1.0], [-2.0, 0.0, 2.0], [-1.0, 0.0, 1.0]]) / 8.0
        self.register_buffer("kernels", torch.stack([ident, sobel_x, sobel_x.t()])[:, None])   # [3, 1, 3, 3]
        self.perceive_w = nn.Parameter(0.2 * torch.randn(c, 1, 3, 3, generator=g))            # learned, per channel
        self.update = nn.Sequential(nn.Conv2d(4 * c, hidden, 1), nn.ReLU(), nn.Conv2d(hidden, c, 1, bias=False))
        with torch.no_grad():                                           # the last conv starts near zero
            self.update[2].weight.mul_(0.1)
        self.c = c

    def alive(self, x):
        return F.max_pool2d(x[:, 3:4], 3, 1, 1) > 0.1

    def step(self, x, fire):
        pre = self.alive(x)
        xp = F.pad(x, (1, 1, 1, 1), mode="circular")
        fixed = F.conv2d(xp, self.kernels.repeat(self.c, 1, 1, 1), groups=self.c)           # [B, 3c, H, W]
        learned = F.conv2d(xp, self.perceive_w, groups=self.c)                               # [B, c, H, W]
        dx = self.update(torch.cat([fixed, learned], dim=1))
        x = x + dx * fire
        life = pre & self.alive(x)
        return x * life.to(x.dtype)

    def forward(self, state, fire):                                     # fire: [steps, B, 1, H, W] of 0 / 1
        x = state
        for t in range(fire.shape[0]):
            x = self.step(x, fire[t])
        return x


def _nca_loss(x, target):
    overflow = (x - x.clamp(-1.0, 1.0)).abs().mean()
    return F.mse_loss(x[:, :4], target) + 0.1 * overflow


# ------------------------------------------------------------------ Deep Equilibrium Model, phantom gradient
class MdeqBlock(nn.Module):
    """MDEQ's residual cell f(z, u) with GroupNorms, u the input injection."""

    def __init__(self, c=8, hidden=16):
        super().__init__()
        self.conv1 = nn.Conv2d(c, hidden, 3, 1, 1, bias=False)
        self.gn1 = nn.GroupNorm(4, hidden)
        self.conv2 = nn.Conv2d(hidden, c, 3, 1, 1, bias=False)
        self.gn2 = nn.GroupNorm(2, c)
        self.gn3 = nn.GroupNorm(2, c)

    def forward(self, z, u):
        y = F.relu(self.gn1(self.conv1(z)))
        y = self.gn2(self.conv2(y) + u)
        return self.gn3(F.relu(z + y))


class DeqPhantom(nn.Module):
    """A DEQ classifier: the fixed point z* = f(z*, u) found by damped iteration under no_grad, then k = 2
    damped steps with gradient from z* (the phantom / Jacobian-free gradient)."""

    def __init__(self, c=8, classes=4, solver_iters=8, grad_steps=2, tau=0.6):
        super().__init__()
        self.stem = nn.Conv2d(3, c, 3, 1, 1)
        self.f = MdeqBlock(c)
        self.head = nn.Linear(c, classes)
        self.iters, self.k, self.tau = solver_iters, grad_steps, tau

    def forward(self, img):
        u = self.stem(img)
        z = torch.zeros_like(u)
        with torch.no_grad():
            for _ in range(self.iters):
                z = (1 - self.tau) * z + self.tau * self.f(z, u)
        for _ in range(self.k):
            z = (1 - self.tau) * z + self.tau * self.f(z, u)
        return self.head(z.mean(dim=(2, 3)))


# ------------------------------------------------------------------ SchNet continuous-filter convolutions
def _ssp(x):
    """Shifted softplus."""
    return F.softplus(x) - math.log(2.0)


class ShiftedSoftplus(nn.Module):
    def forward(self, x):
        return _ssp(x)


class Interaction(nn.Module):
    """SchNet interaction block (PyG's InteractionBlock + CFConv)."""

    def __init__(self, hidden=16, gaussians=12, filters=16, cutoff=4.0):
        super().__init__()
        self.mlp = nn.Sequential(nn.Linear(gaussians, filters), ShiftedSoftplus(), nn.Linear(filters, filters))
        self.lin1 = nn.Linear(hidden, filters, bias=False)
        self.lin2 = nn.Linear(filters, hidden)
        self.lin = nn.Linear(hidden, hidden)
        self.cutoff = cutoff

    def forward(self, h, dist, rbf, src, dst):
        c = 0.5 * (torch.cos(dist * math.pi / self.cutoff) + 1.0) * (dist < self.cutoff).to(dist.dtype)
        w = self.mlp(rbf) * c[:, None]                                  # [E, filters]
        x = self.lin1(h)
        msg = x[src] * w
        agg = x.new_zeros(h.shape[0], x.shape[1]).index_add_(0, dst, msg)
        return self.lin(_ssp(self.lin2(agg)))


class SchNet(nn.Module):
    def __init__(self, g, elements=10, hidden=16, gaussians=12, cutoff=4.0, molecules=2):
        super().__init__()
        self.embedding = nn.Embedding(elements, hidden)
        self.register_buffer("offset", torch.linspace(0.0, cutoff, gaussians))
        self.coeff = -0.5 / (cutoff / (gaussians - 1)) ** 2
        self.interactions = nn.ModuleList([Interaction(hidden, gaussians, 16, cutoff) for _ in range(2)])
        self.out1 = nn.Linear(hidden, hidden // 2)
        self.out2 = nn.Linear(hidden // 2, 1)
        self.atomref = nn.Embedding(elements, 1)
        self.register_buffer("energy_mean", torch.tensor(-1.5))
        self.register_buffer("energy_std", torch.tensor(2.0))
        self.molecules = molecules
        with torch.no_grad():
            self.atomref.weight.copy_(0.5 * torch.randn(elements, 1, generator=g))

    def forward(self, z, pos, batch, src, dst):
        dist = (pos[src] - pos[dst]).norm(dim=-1)                       # [E]
        rbf = torch.exp(self.coeff * (dist[:, None] - self.offset) ** 2)
        h = self.embedding(z)
        for block in self.interactions:
            h = h + block(h, dist, rbf, src, dst)
        e = self.out2(_ssp(self.out1(h))) * self.energy_std + self.energy_mean + self.atomref(z)   # [N, 1]
        return e.new_zeros(self.molecules, 1).index_add_(0, batch, e).squeeze(-1)


# ------------------------------------------------------------------ spiking network, surrogate-gradient Function
class SpikeFn(torch.autograd.Function):
    """Heaviside spike of (membrane - threshold); the backward is the fast-sigmoid surrogate
    g / (slope |x| + 1)^2 (SuperSpike / snntorch's fast_sigmoid), saving only its input."""

    @staticmethod
    def forward(ctx, x, slope):
        ctx.save_for_backward(x)
        ctx.slope = slope
        return (x > 0).to(x.dtype)

    @staticmethod
    def backward(ctx, g):
        (x,) = ctx.saved_tensors
        return g / (ctx.slope * x.abs() + 1.0) ** 2, None


class RecurrentSNN(nn.Module):
    """Two layers of leaky integrate-and-fire neurons (the first recurrent), learned per-neuron decays
    sigmoid(beta_raw), reset by subtraction of the previous step's detached spike."""

    def __init__(self, g, n_in=12, hidden=16, classes=4, threshold=1.0, slope=10.0):
        super().__init__()
        self.fc1 = nn.Linear(n_in, hidden)
        self.rec1 = nn.Linear(hidden, hidden, bias=False)
        self.fc2 = nn.Linear(hidden, classes)
        self.beta1_raw = nn.Parameter(1.5 + 0.5 * torch.randn(hidden, generator=g))
        self.beta2_raw = nn.Parameter(2.0 + 0.5 * torch.randn(classes, generator=g))
        with torch.no_grad():                                           # enough input current to fire
            self.fc1.weight.mul_(3.0)
            self.fc2.weight.mul_(3.0)
        self.thr, self.slope = threshold, slope

    def forward(self, spikes):                                          # [T, B, n_in] of 0 / 1
        T, B, _ = spikes.shape
        beta1, beta2 = torch.sigmoid(self.beta1_raw), torch.sigmoid(self.beta2_raw)
        mem1 = spikes.new_zeros(B, self.fc1.out_features)
        spk1 = torch.zeros_like(mem1)
        mem2 = spikes.new_zeros(B, self.fc2.out_features)
        spk2 = torch.zeros_like(mem2)
        rec1, rec2 = [], []
        for t in range(T):
            cur1 = self.fc1(spikes[t]) + self.rec1(spk1)
            mem1 = beta1 * mem1 + cur1 - spk1.detach() * self.thr
            spk1 = SpikeFn.apply(mem1 - self.thr, self.slope)
            mem2 = beta2 * mem2 + self.fc2(spk1) - spk2.detach() * self.thr
            spk2 = SpikeFn.apply(mem2 - self.thr, self.slope)
            rec1.append(spk1)
            rec2.append(spk2)
        return torch.stack(rec2), torch.stack(rec1)


def _snn_loss(out, labels, count_target):
    spk_out, spk_hid = out                                              # [T, B, classes], [T, B, hidden]
    T = spk_out.shape[0]
    ce_rate = sum(F.cross_entropy(spk_out[t], labels) for t in range(T)) / T
    mse_count = F.mse_loss(spk_out.sum(0), count_target)
    rate_reg = (spk_hid.mean(dim=(0, 1)) - 0.2).pow(2).sum()
    return ce_rate + 0.05 * mse_count + 0.1 * rate_reg


# ------------------------------------------------------------------ GPT LM, fused softmax-CE, masked softmax
class ScaledMaskedSoftmaxFn(torch.autograd.Function):
    """Megatron's scaled_masked_softmax: softmax(x * scale, masked to -10000) saving only its output; the
    backward y * (g - sum(g * y)) * scale, None for the mask and the scale."""

    @staticmethod
    def forward(ctx, x, mask, scale):
        y = torch.softmax((x * scale).masked_fill(mask, -10000.0), dim=-1)
        ctx.save_for_backward(y)
        ctx.scale = scale
        return y

    @staticmethod
    def backward(ctx, g):
        (y,) = ctx.saved_tensors
        return y * (g - (g * y).sum(-1, keepdim=True)) * ctx.scale, None, None


class FusedSoftmaxCEFn(torch.autograd.Function):
    """Token cross-entropy with ignore_index in one Function: the forward saves the softmax probabilities,
    the (clamped) targets, the valid mask and the valid count; the backward is (softmax - onehot) * g / n on
    the valid rows, the onehot by scatter."""

    @staticmethod
    def forward(ctx, logits, targets, ignore_index):
        m = logits.max(dim=-1, keepdim=True)[0]
        shifted = logits - m
        e = shifted.exp()
        s = e.sum(-1, keepdim=True)
        probs = e / s
        valid = targets != ignore_index
        safe = torch.where(valid, targets, torch.zeros_like(targets))
        logp = (shifted - s.log()).gather(1, safe[:, None]).squeeze(1)
        n = valid.sum().clamp(min=1).to(logits.dtype)
        ctx.save_for_backward(probs, safe, valid, n)
        return -(logp * valid.to(logits.dtype)).sum() / n

    @staticmethod
    def backward(ctx, g):
        probs, safe, valid, n = ctx.saved_tensors
        onehot = torch.zeros_like(probs).scatter_(1, safe[:, None], 1.0)
        return (probs - onehot) * (valid.to(probs.dtype)[:, None] * (g / n)), None, None


class GptBlockFused(nn.Module):
    def __init__(self, d=16, heads=2):
        super().__init__()
        self.ln_1 = nn.LayerNorm(d)
        self.c_attn = nn.Linear(d, 3 * d)
        self.c_proj = nn.Linear(d, d)
        self.ln_2 = nn.LayerNorm(d)
        self.c_fc = nn.Linear(d, 4 * d)
        self.mlp_proj = nn.Linear(4 * d, d)
        self.h = heads

    def forward(self, x, mask):
        B, T, d = x.shape
        dh = d // self.h
        q, k, v = (t.view(B, T, self.h, dh).transpose(1, 2) for t in self.c_attn(self.ln_1(x)).split(d, dim=-1))
        p = ScaledMaskedSoftmaxFn.apply(q @ k.transpose(-1, -2), mask, dh ** -0.5)
        x = x + self.c_proj((p @ v).transpose(1, 2).reshape(B, T, d))
        return x + self.mlp_proj(F.gelu(self.c_fc(self.ln_2(x)), approximate="tanh"))


class FusedCeGPT(nn.Module):
    """A GPT LM with a padding + causal attention mask, a tied head, and the loss computed inside the module
    (labels passed in, as HF / Megatron models do) by the fused softmax cross-entropy Function."""

    def __init__(self, g, vocab=24, T=9, d=16, n_layers=2, pad=0):
        super().__init__()
        self.wte = nn.Embedding(vocab, d)
        self.wpe = nn.Parameter(0.1 * torch.randn(T, d, generator=g))
        self.blocks = nn.ModuleList([GptBlockFused(d) for _ in range(n_layers)])
        self.ln_f = nn.LayerNorm(d)
        self.register_buffer("future", torch.ones(T, T, dtype=torch.bool).triu(1))
        self.pad = pad
        with torch.no_grad():                                           # tied head: logits of a few units
            self.wte.weight.mul_(0.3)

    def forward(self, tokens, labels):
        B, T = tokens.shape
        mask = self.future[:T, :T] | (tokens == self.pad)[:, None, None, :]    # [B, 1, T, T], True = masked
        x = self.wte(tokens) + self.wpe[:T]
        for blk in self.blocks:
            x = blk(x, mask)
        logits = self.ln_f(x) @ self.wte.weight.t()                          # tied head
        return FusedSoftmaxCEFn.apply(logits.reshape(B * T, -1), labels.reshape(-1), -100)


def _loss_out(loss):
    return loss


# ------------------------------------------------------------------ build
def _pick(m, names):
    idx = _where(m, lambda n: n in names)
    assert len(idx) == len(names), (idx, names)
    return idx


def build(name: str, g: torch.Generator, Spec, call, ce):
    if name == "nca_growing":
        m = GrowingNCA(g)
        state = 0.3 * torch.randn(2, 8, 8, 8, generator=g)
        state[:, 3] = 0.0                                               # alpha: a partly grown pattern
        state[:, 3, 2:6, 2:6] = torch.rand(2, 4, 4, generator=g)
        state[:, 3, 3:5, 3:5] = 1.0                                     # a live seed in the middle
        fire = (torch.rand(4, 2, 1, 8, 8, generator=g) < 0.5).float()   # the stochastic update, fixed
        target = torch.rand(2, 4, 8, 8, generator=g)
        return Spec(m, {"state": state, "fire": fire}, {"target": target}, call, _nca_loss,
                    subset=_pick(m, ("perceive_w", "update.0.bias")),
                    notes="held out (relate v51): growing Neural Cellular Automata, fixed identity / Sobel "
                          "depthwise perception (a kernel buffer repeated per channel) and a learned depthwise "
                          "kernel on a circularly padded state, 1x1-conv update under a fire mask, alive masking "
                          "by max_pool2d of alpha before and after, four unrolled steps, RGBA MSE + overflow; "
                          "subset = perceive_w, update.0.bias (not a tail)")
    if name == "deq_phantom":
        m = DeqPhantom()
        return Spec(m, {"img": torch.randn(2, 3, 8, 8, generator=g)},
                    {"labels": torch.randint(0, 4, (2,), generator=g)}, call, ce,
                    subset=_pick(m, ("f.gn2.weight", "stem.weight")),
                    notes="held out (relate v51): Deep Equilibrium classifier, an MDEQ residual cell with "
                          "GroupNorms and input injection, eight damped fixed-point iterations under no_grad, "
                          "then two damped steps with gradient (phantom gradient), CE; subset = f.gn2.weight, "
                          "stem.weight (not a tail)")
    if name == "schnet_cfconv":
        m = SchNet(g)
        batch = torch.tensor([0] * 6 + [1] * 4)
        src, dst = [], []
        for lo, hi in ((0, 6), (6, 10)):
            for i in range(lo, hi):
                for j in range(lo, hi):
                    if i != j:
                        src.append(j)
                        dst.append(i)
        return Spec(m, {"z": torch.randint(1, 10, (10,), generator=g), "pos": 1.3 * torch.randn(10, 3, generator=g),
                        "batch": batch, "src": torch.tensor(src), "dst": torch.tensor(dst)},
                    {"energy": torch.tensor([-4.0, 1.5])}, call, F.mse_loss,
                    subset=_pick(m, ("interactions.1.mlp.0.weight", "embedding.weight")),
                    notes="held out (relate v51): SchNet, interatomic distances by index and norm, a Gaussian "
                          "RBF expansion against an offset buffer, cosine cutoff times an in-cutoff mask, two "
                          "interaction blocks of continuous-filter convolutions (filter MLP, gather by source, "
                          "index_add_ onto targets, shifted softplus), atom-wise output with standardisation "
                          "buffers and an atomref embedding, per-molecule index_add_ sum, energy MSE; subset = "
                          "interactions.1.mlp.0.weight, embedding.weight (not a tail)")
    if name == "snn_surrogate":
        m = RecurrentSNN(g)
        spikes = (torch.rand(8, 2, 12, generator=g) < 0.3).float()
        labels = torch.tensor([2, 0])
        counts = torch.full((2, 4), 0.2 * 8)
        counts[torch.arange(2), labels] = 0.8 * 8
        return Spec(m, {"spikes": spikes}, {"labels": labels, "count_target": counts}, call, _snn_loss,
                    subset=_pick(m, ("beta1_raw", "fc1.bias")),
                    notes="held out (relate v51): recurrent spiking network, two LIF layers unrolled over 8 "
                          "steps with learned sigmoid decays and reset by the detached previous spike, every "
                          "spike a custom autograd.Function (Heaviside forward saving its input, fast-sigmoid "
                          "surrogate backward, ctx.slope), CE rate + spike-count MSE + rate regulariser; subset = "
                          "beta1_raw, fc1.bias (not a tail)")
    if name == "fused_ce_lm":
        m = FusedCeGPT(g)
        tok = torch.randint(1, 24, (2, 10), generator=g)
        tok[1, 7:] = 0                                                  # padding
        labels = tok[:, 1:].clone()
        labels[labels == 0] = -100
        return Spec(m, {"tokens": tok[:, :-1].contiguous(), "labels": labels.contiguous()}, {}, call, _loss_out,
                    subset=_pick(m, ("blocks.0.c_attn.bias", "blocks.1.ln_2.weight")),
                    notes="held out (relate v51): GPT LM with a causal + padding mask, attention probabilities "
                          "by a Megatron-style scaled masked softmax custom autograd.Function saving its output, "
                          "a tied head, the loss inside the module by a fused softmax cross-entropy Function "
                          "(ignore_index, saves the probabilities, targets, valid mask and count; backward "
                          "(softmax - scatter onehot) * g / n); subset = blocks.0.c_attn.bias, "
                          "blocks.1.ln_2.weight (not a tail)")
    raise KeyError(name)
