"""The model zoo: small, seeded, random-init models (no downloads).

Each entry builds a `Spec`: the module, the inputs the module sees (the part
torch.compile compiles), the targets only the loss sees, a `forward` that
calls the module and a `criterion` computed OUTSIDE the module (so in the
AOTAutograd capture the loss has no counterpart, as with torch.compile).
"""
from __future__ import annotations

import dataclasses
from typing import Any, Callable

import torch
import torch.nn as nn
import torch.nn.functional as F

from . import heldout_matcher, heldout_matcher_v5, heldout_matcher_v6, heldout_matcher_v7, heldout_relate
from .heldout_matcher import HELDOUT_MATCHER_V4
from .heldout_matcher_v5 import HELDOUT_MATCHER_V5
from .heldout_matcher_v6 import HELDOUT_MATCHER_V6
from .heldout_matcher_v7 import HELDOUT_MATCHER_V7
from .heldout_relate import HELDOUT_RELATE
from . import relate_nograd
from . import relate_sums
from .models_relate import BnConvNet, CkptBlocks, InplaceAct, SdpaAttention, SharedLayer12, TinyMoE


@dataclasses.dataclass
class Spec:
    module: nn.Module
    inputs: dict[str, torch.Tensor]      # fed to the module (compiled region)
    targets: dict[str, torch.Tensor]     # fed only to the criterion
    forward: Callable[..., torch.Tensor]  # forward(module, *inputs) -> output
    criterion: Callable[..., torch.Tensor]  # criterion(output, *targets) -> loss
    subset_params: int = 2               # how many trailing params bwd_subset asks for
    subset: tuple = ()                   # or: which params (indices into module.parameters()), any order
    dynamic: bool = False                # also capture the AOT dynamic-shape variant
    mkldnn: bool = True                  # False: the mkldnn RNN graph does not replay (workspace=None)
    aot_paths: tuple = ()                # extra AOT captures: "aot_eager", "aot_module" (trace.trace_aot)
    notes: str = ""


def _call(m, *a):
    return m(*a)


def _nll(out, labels):
    return F.nll_loss(F.log_softmax(out, dim=1), labels)


def _ce(out, labels):
    return F.cross_entropy(out, labels)


def _mse(out, target):
    return F.mse_loss(out, target)


def _lm_ce(out, labels):
    logits = out.logits if hasattr(out, "logits") else out
    return F.cross_entropy(logits.reshape(-1, logits.shape[-1]), labels.reshape(-1))


def _cls_ce(out, labels):
    logits = out.logits if hasattr(out, "logits") else out
    return F.cross_entropy(logits, labels)


# --------------------------------------------------------------- hand-written
class MnistMLP(nn.Module):
    """The seed's model: view -> addmm -> relu -> addmm (+ log_softmax/nll outside)."""

    def __init__(self):
        super().__init__()
        self.fc1 = nn.Linear(784, 64)
        self.fc2 = nn.Linear(64, 10)

    def forward(self, x):
        x = x.view(x.shape[0], -1)
        return self.fc2(torch.relu(self.fc1(x)))


class DeepSigmoid(nn.Module):
    """Eight identical Linear+sigmoid layers: repeated structure."""

    def __init__(self, n=8, d=12):
        super().__init__()
        self.layers = nn.ModuleList([nn.Linear(d, d) for _ in range(n)])
        self.head = nn.Linear(d, 4)

    def forward(self, x):
        for l in self.layers:
            x = torch.sigmoid(l(x))
        return self.head(x)


class CnnBN(nn.Module):
    def __init__(self):
        super().__init__()
        self.c1 = nn.Conv2d(3, 4, 3, padding=1)
        self.b1 = nn.BatchNorm2d(4)
        self.c2 = nn.Conv2d(4, 6, 3, padding=1)
        self.b2 = nn.BatchNorm2d(6)
        self.fc = nn.Linear(6 * 2 * 2, 5)

    def forward(self, x):
        x = F.max_pool2d(F.relu(self.b1(self.c1(x))), 2)
        x = F.max_pool2d(F.relu(self.b2(self.c2(x))), 2)
        return self.fc(torch.flatten(x, 1))


class Block(nn.Module):
    def __init__(self, c, inplace=False):
        super().__init__()
        self.inplace = inplace
        self.c1 = nn.Conv2d(c, c, 3, padding=1, bias=False)
        self.b1 = nn.BatchNorm2d(c)
        self.c2 = nn.Conv2d(c, c, 3, padding=1, bias=False)
        self.b2 = nn.BatchNorm2d(c)

    def forward(self, x):
        if self.inplace:
            out = F.relu(self.b1(self.c1(x)), inplace=True)
            out = self.b2(self.c2(out))
            out += x
            return F.relu(out, inplace=True)
        out = F.relu(self.b1(self.c1(x)))
        out = self.b2(self.c2(out))
        return F.relu(out + x)


class ResNetTiny(nn.Module):
    def __init__(self, blocks=3, c=4, inplace=False):
        super().__init__()
        self.stem = nn.Conv2d(3, c, 3, padding=1, bias=False)
        self.bn = nn.BatchNorm2d(c)
        self.blocks = nn.Sequential(*[Block(c, inplace) for _ in range(blocks)])
        self.fc = nn.Linear(c, 5)

    def forward(self, x):
        x = F.relu(self.bn(self.stem(x)))
        x = self.blocks(x)
        x = F.adaptive_avg_pool2d(x, 1).flatten(1)
        return self.fc(x)


class LstmNet(nn.Module):
    def __init__(self, cell="lstm"):
        super().__init__()
        self.emb = nn.Embedding(20, 8)
        rnn = nn.LSTM if cell == "lstm" else nn.GRU
        self.rnn = rnn(8, 8, batch_first=True)
        self.fc = nn.Linear(8, 3)

    def forward(self, ids):
        out, _ = self.rnn(self.emb(ids))
        return self.fc(out[:, -1])


class TiedEmbedding(nn.Module):
    def __init__(self, v=24, d=8):
        super().__init__()
        self.emb = nn.Embedding(v, d)
        self.proj = nn.Linear(d, d)
        self.out = nn.Linear(d, v, bias=False)
        self.out.weight = self.emb.weight  # tied

    def forward(self, ids):
        return self.out(torch.tanh(self.proj(self.emb(ids))))


class MultiOutput(nn.Module):
    """topk, max(dim), split, chunk, unbind, var_mean, native_layer_norm."""

    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(12, 12)
        self.ln = nn.LayerNorm(6)
        self.fc2 = nn.Linear(6, 3)

    def forward(self, x):
        h = self.fc(x)
        a, b = torch.split(h, 6, dim=1)
        c, d = torch.chunk(b, 2, dim=1)
        vals, _ = torch.topk(a, 3, dim=1)
        mx, _ = torch.max(a, dim=1, keepdim=True)
        var, mean = torch.var_mean(h, dim=1, keepdim=True)
        rows = torch.unbind(c, dim=1)
        y = torch.cat([vals, d * mx], dim=1) + (var - mean) + rows[0].unsqueeze(1) * rows[2].unsqueeze(1)
        return self.fc2(self.ln(y))


class DupOperands(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(8, 8)
        self.fc2 = nn.Linear(8, 3)

    def forward(self, x):
        h = self.fc(x)
        sq = h * h
        g = h @ h.T
        z = (g @ sq) + h + h
        return self.fc2(torch.tanh(z))


class InplaceOps(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Linear(10, 10)
        self.fc2 = nn.Linear(10, 10)
        self.fc3 = nn.Linear(10, 4)

    def forward(self, x):
        h = self.fc1(x)
        h.relu_()
        g = self.fc2(h)
        g.mul_(0.5)
        g.add_(h)
        g = torch.sigmoid(g)
        return self.fc3(g)


class Bf16Autocast(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Linear(16, 16)
        self.fc2 = nn.Linear(16, 4)

    def forward(self, x):
        with torch.autocast("cpu", dtype=torch.bfloat16):
            h = F.gelu(self.fc1(x))
            out = self.fc2(h)
        return out.float()


class Bf16Cast(nn.Module):
    def __init__(self):
        super().__init__()
        self.fc1 = nn.Linear(16, 16)
        self.fc2 = nn.Linear(16, 4)

    def forward(self, x):
        h = self.fc1(x).to(torch.bfloat16)
        h = torch.relu(h * h.sigmoid())
        return self.fc2(h.to(torch.float32))


class ManualAttention(nn.Module):
    def __init__(self, d=16, heads=2, layers=2):
        super().__init__()
        self.h = heads
        self.qkv = nn.ModuleList([nn.Linear(d, 3 * d) for _ in range(layers)])
        self.o = nn.ModuleList([nn.Linear(d, d) for _ in range(layers)])
        self.ln = nn.ModuleList([nn.LayerNorm(d) for _ in range(layers)])
        self.head = nn.Linear(d, 3)

    def forward(self, x):
        b, s, d = x.shape
        mask = torch.triu(torch.ones(s, s, dtype=torch.bool), 1)
        for qkv, o, ln in zip(self.qkv, self.o, self.ln):
            q, k, v = qkv(ln(x)).chunk(3, dim=-1)
            q = q.view(b, s, self.h, d // self.h).transpose(1, 2)
            k = k.view(b, s, self.h, d // self.h).transpose(1, 2)
            v = v.view(b, s, self.h, d // self.h).transpose(1, 2)
            att = (q @ k.transpose(-2, -1)) / (d // self.h) ** 0.5
            att = att.masked_fill(mask, float("-inf")).softmax(-1)
            y = (att @ v).transpose(1, 2).reshape(b, s, d)
            x = x + o(y)
        return self.head(x.mean(1))


class ReusedLayer(nn.Module):
    """One Linear applied three times: its gradient is accumulated."""

    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(8, 8)
        self.out = nn.Linear(8, 2)

    def forward(self, x):
        for _ in range(3):
            x = torch.tanh(self.fc(x))
        return self.out(x)


class UnusedParam(nn.Module):
    """A parameter the loss does not use: autograd.grad(allow_unused) returns None."""

    def __init__(self):
        super().__init__()
        self.fc = nn.Linear(6, 6)
        self.unused = nn.Linear(6, 6)
        self.out = nn.Linear(6, 2)

    def forward(self, x):
        return self.out(F.silu(self.fc(x)))


class GroupNormConv1d(nn.Module):
    def __init__(self):
        super().__init__()
        self.c1 = nn.Conv1d(4, 8, 3, padding=1)
        self.gn = nn.GroupNorm(2, 8)
        self.c2 = nn.Conv1d(8, 4, 3, padding=1)
        self.fc = nn.Linear(4 * 6, 3)

    def forward(self, x):
        x = F.elu(self.gn(self.c1(x)))
        x = F.avg_pool1d(self.c2(x), 2)
        return self.fc(x.flatten(1))


# --------------------------------------------------------------- zoo (issue 11: size-1 dims, sibling slices)
class UpsampleSkip(nn.Module):
    """U-Net-like: strided conv down, bilinear (align_corners) and nearest
    upsampling back on square maps, a skip connection, per-channel scale
    [1, C, 1, 1] and a spatial gate [N, 1, H, W] (operands that differ only by
    size-1 dims), and upsampling's i64 row [H, 1] / column [W] indices."""

    def __init__(self, c=4):
        super().__init__()
        self.enc = nn.Conv2d(3, c, 3, padding=1)
        self.down = nn.Conv2d(c, 2 * c, 3, stride=2, padding=1)
        self.up = nn.Conv2d(2 * c, c, 1)
        self.scale = nn.Parameter(torch.linspace(0.5, 1.5, c).view(1, c, 1, 1))
        self.fc = nn.Linear(c, 3)

    def forward(self, x):
        e = torch.relu(self.enc(x))
        d = torch.relu(self.down(e))
        u = F.interpolate(d, scale_factor=2, mode="bilinear", align_corners=True)
        u = self.up(u) * self.scale
        g = torch.sigmoid(e.mean(1, keepdim=True))
        y = e + u * g
        y = F.interpolate(y, scale_factor=2, mode="nearest") + F.interpolate(
            y, scale_factor=2, mode="bilinear", align_corners=False)
        # mean, not amax: with amax, `relate` on unannotated dumps takes the
        # saved amax for another saved value of its shape (left to the relate
        # owners; held-out upsample_gate shows it)
        return self.fc(y.mean((2, 3)))


class WindowAttn(nn.Module):
    """One shifted-window attention layer on a 6x6 map, window 3, shift 1:
    the mask is one tensor sliced nine ways (sibling slices with bounds
    [0:-3], [-3:-1], [-1:]) and the head reads the nine regions of the output."""

    def __init__(self, d=8, ws=3, shift=1):
        super().__init__()
        self.ws, self.shift = ws, shift
        self.inp = nn.Linear(4, d)
        self.qkv = nn.Linear(d, 3 * d)
        self.out = nn.Linear(d, d)
        self.fc = nn.Linear(d, 3)

    def forward(self, x):
        b, h, w, _ = x.shape
        ws, sh = self.ws, self.shift
        y = torch.roll(self.inp(x), shifts=(-sh, -sh), dims=(1, 2))
        d = y.shape[-1]
        y = y.view(b, h // ws, ws, w // ws, ws, d).permute(0, 1, 3, 2, 4, 5).reshape(-1, ws * ws, d)
        # region ids without in-place writes (make_fx's fill_ on views and
        # AOT's functionalized slice_scatter are not one structure yet):
        # one tensor sliced nine ways, each region scaled by its id
        ones = torch.ones(1, h, w, 1)
        bounds = (slice(0, -ws), slice(-ws, -sh), slice(-sh, None))
        img = torch.cat([torch.cat([ones[:, hs, wsl, :] * float(3 * i + j) for j, wsl in enumerate(bounds)], 2)
                         for i, hs in enumerate(bounds)], 1)
        mw = img.view(1, h // ws, ws, w // ws, ws, 1).permute(0, 1, 3, 2, 4, 5).reshape(-1, ws * ws)
        m = mw.unsqueeze(1) - mw.unsqueeze(2)
        m = m.masked_fill(m != 0, -100.0)
        q, k, v = self.qkv(y).chunk(3, -1)
        att = (q @ k.transpose(-2, -1)) / d ** 0.5
        att = (att.view(b, -1, ws * ws, ws * ws) + m.unsqueeze(0)).view(-1, ws * ws, ws * ws)
        y = self.out(att.softmax(-1) @ v)
        y = y.view(b, h // ws, w // ws, ws, ws, d).permute(0, 1, 3, 2, 4, 5).reshape(b, h, w, d)
        y = torch.roll(y, shifts=(sh, sh), dims=(1, 2))
        parts = [y[:, hs, wsl, :].sum((1, 2)) for hs in bounds for wsl in bounds]
        return self.fc(torch.stack(parts, 1).mean(1))


class ViewWrites(nn.Module):
    """In-place writes through views (make_fx: copy_/masked_fill_/add_ on
    slices and a select; AOTAutograd: the functional op + slice_scatter /
    select_scatter) and 1-d nearest upsampling (AOTAutograd: _unsafe_index)."""

    def __init__(self, d=6):
        super().__init__()
        self.a = nn.Linear(d, d)
        self.b = nn.Linear(d, d)
        self.fc = nn.Linear(d, 3)
        self.register_buffer("drop", torch.tensor([False, True, False, False, True])[:, None])

    def forward(self, x):                             # x: [N, 5, d]
        b, t, d = x.shape
        out = x.new_zeros(b, 2 * t, d)
        out[:, :t] = torch.tanh(self.a(x))
        out[:, t:] = self.b(x)
        out[:, t:].masked_fill_(self.drop, 0.0)
        out[:, 0].add_(1.0)
        y = F.interpolate(out.transpose(1, 2), scale_factor=2, mode="nearest")
        return self.fc(y.mean(2) + out.amax(1))


# --------------------------------------------------------------- held-out
# Models for scripts/heldout.py: they measure how the matcher generalises to
# models it was not tuned on, so they must never join MODELS / the committed zoo.
class BiLstm2(nn.Module):
    """2-layer bidirectional LSTM over seq 6, mean over time."""

    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(20, 8)
        self.rnn = nn.LSTM(8, 6, num_layers=2, bidirectional=True, batch_first=True)
        self.fc = nn.Linear(12, 3)

    def forward(self, ids):
        out, _ = self.rnn(self.emb(ids))
        return self.fc(out.mean(1))


class Gru2(nn.Module):
    """2-layer GRU on dense inputs, head on the final hidden state of the top layer."""

    def __init__(self):
        super().__init__()
        self.inp = nn.Linear(5, 8)
        self.rnn = nn.GRU(8, 8, num_layers=2, batch_first=True)
        self.fc = nn.Linear(8, 4)

    def forward(self, x):
        _, h = self.rnn(torch.tanh(self.inp(x)))
        return self.fc(h[-1])


class DwSepConv(nn.Module):
    """MobileNet-style: depthwise 3x3 + pointwise 1x1, BatchNorm, hardswish."""

    def __init__(self):
        super().__init__()
        self.stem = nn.Conv2d(3, 8, 3, stride=2, padding=1, bias=False)
        self.bn0 = nn.BatchNorm2d(8)
        blocks = []
        for cin, cout in ((8, 8), (8, 12)):
            blocks += [nn.Conv2d(cin, cin, 3, padding=1, groups=cin, bias=False), nn.BatchNorm2d(cin),
                       nn.Hardswish(), nn.Conv2d(cin, cout, 1, bias=False), nn.BatchNorm2d(cout), nn.Hardswish()]
        self.blocks = nn.Sequential(*blocks)
        self.fc = nn.Linear(12, 5)

    def forward(self, x):
        x = F.hardswish(self.bn0(self.stem(x)))
        x = self.blocks(x)
        return self.fc(F.adaptive_avg_pool2d(x, 1).flatten(1))


class ConvNeXtBlock(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.dw = nn.Conv2d(c, c, 7, padding=3, groups=c)
        self.ln = nn.LayerNorm(c, eps=1e-6)
        self.pw1 = nn.Linear(c, 4 * c)
        self.pw2 = nn.Linear(4 * c, c)
        self.gamma = nn.Parameter(1e-2 * torch.ones(c))

    def forward(self, x):
        y = self.dw(x).permute(0, 2, 3, 1)  # N C H W -> N H W C
        y = self.pw2(F.gelu(self.pw1(self.ln(y))))
        return x + (self.gamma * y).permute(0, 3, 1, 2)


class ConvNeXtTiny(nn.Module):
    """Patchify stem + LayerNorm over channels, 2 ConvNeXt blocks, layer scale."""

    def __init__(self, c=8):
        super().__init__()
        self.stem = nn.Conv2d(3, c, 2, stride=2)
        self.stem_ln = nn.LayerNorm(c, eps=1e-6)
        self.blocks = nn.Sequential(ConvNeXtBlock(c), ConvNeXtBlock(c))
        self.head_ln = nn.LayerNorm(c)
        self.fc = nn.Linear(c, 4)

    def forward(self, x):
        x = self.stem(x)
        x = self.stem_ln(x.permute(0, 2, 3, 1)).permute(0, 3, 1, 2)
        x = self.blocks(x)
        return self.fc(self.head_ln(x.mean((2, 3))))


# --------------------------------------------------------------- held-out (issue 11: size-1 dims, sibling slices)
class UpsampleGate(nn.Module):
    """Decoder-style: bilinear and nearest F.interpolate on square maps, SE-style
    gate ([N, C] scaled onto [N, C, H, W] through size-1 dims), a [C, 1, 1] bias."""

    def __init__(self, c=6):
        super().__init__()
        self.stem = nn.Conv2d(3, c, 3, padding=1)
        self.mid = nn.Conv2d(c, c, 3, padding=1)
        self.gate = nn.Linear(c, c)
        self.bias = nn.Parameter(0.1 * torch.ones(c, 1, 1))
        self.fc = nn.Linear(c, 4)

    def forward(self, x):
        x = torch.relu(self.stem(x))
        x = F.interpolate(x, scale_factor=2, mode="bilinear", align_corners=False)
        s = torch.sigmoid(self.gate(x.mean((2, 3))))
        x = self.mid(x * s[:, :, None, None]) + self.bias
        x = F.interpolate(x, scale_factor=2, mode="nearest")
        m = x.amax(dim=1, keepdim=True)            # [N, 1, H, W]
        x = x - m + x.mean(dim=(2, 3)).unsqueeze(-1).unsqueeze(-1)
        return self.fc(x.mean((2, 3)))


def _window_partition(x, ws):
    b, h, w, c = x.shape
    x = x.view(b, h // ws, ws, w // ws, ws, c).permute(0, 1, 3, 2, 4, 5)
    return x.reshape(-1, ws * ws, c)


def _window_reverse(x, ws, b, h, w):
    c = x.shape[-1]
    x = x.view(b, h // ws, w // ws, ws, ws, c).permute(0, 1, 3, 2, 4, 5)
    return x.reshape(b, h, w, c)


class SwinBlock(nn.Module):
    """Window attention; shifted (roll + mask built by slicing one tensor nine ways) when shift > 0."""

    def __init__(self, d, heads, ws, shift):
        super().__init__()
        self.h, self.ws, self.shift = heads, ws, shift
        self.ln1 = nn.LayerNorm(d)
        self.qkv = nn.Linear(d, 3 * d)
        self.proj = nn.Linear(d, d)
        self.ln2 = nn.LayerNorm(d)
        self.mlp = nn.Sequential(nn.Linear(d, 2 * d), nn.GELU(), nn.Linear(2 * d, d))

    def mask(self, h, w):
        ws, sh = self.ws, self.shift
        img = torch.zeros(1, h, w, 1)
        cnt = 0
        for hs in (slice(0, -ws), slice(-ws, -sh), slice(-sh, None)):
            for wsl in (slice(0, -ws), slice(-ws, -sh), slice(-sh, None)):
                img[:, hs, wsl, :] = cnt
                cnt += 1
        mw = _window_partition(img, ws).squeeze(-1)
        m = mw.unsqueeze(1) - mw.unsqueeze(2)
        return m.masked_fill(m != 0, -100.0).masked_fill(m == 0, 0.0)

    def forward(self, x):
        b, h, w, d = x.shape
        y = self.ln1(x)
        if self.shift:
            y = torch.roll(y, shifts=(-self.shift, -self.shift), dims=(1, 2))
        y = _window_partition(y, self.ws)
        n = y.shape[1]
        q, k, v = self.qkv(y).reshape(-1, n, 3, self.h, d // self.h).permute(2, 0, 3, 1, 4)
        att = (q @ k.transpose(-2, -1)) * (d // self.h) ** -0.5
        if self.shift:
            m = self.mask(h, w)
            att = att.view(b, -1, self.h, n, n) + m.unsqueeze(1).unsqueeze(0)
            att = att.view(-1, self.h, n, n)
        y = (att.softmax(-1) @ v).transpose(1, 2).reshape(-1, n, d)
        y = _window_reverse(self.proj(y), self.ws, b, h, w)
        if self.shift:
            y = torch.roll(y, shifts=(self.shift, self.shift), dims=(1, 2))
        x = x + y
        return x + self.mlp(self.ln2(x))


class SwinTiny(nn.Module):
    """Patch embed, a regular and a shifted window block; the head pools the
    nine shift regions separately (sibling slices of one activation)."""

    def __init__(self, d=8, ws=4, shift=2):
        super().__init__()
        self.ws, self.shift = ws, shift
        self.embed = nn.Conv2d(3, d, 2, stride=2)
        self.blocks = nn.Sequential(SwinBlock(d, 2, ws, 0), SwinBlock(d, 2, ws, shift))
        self.fc = nn.Linear(9 * d, 3)

    def forward(self, x):
        x = self.blocks(self.embed(x).permute(0, 2, 3, 1))
        ws, sh = self.ws, self.shift
        parts = []
        for hs in (slice(0, -ws), slice(-ws, -sh), slice(-sh, None)):
            for wsl in (slice(0, -ws), slice(-ws, -sh), slice(-sh, None)):
                parts.append(x[:, hs, wsl, :].mean((1, 2)))
        return self.fc(torch.cat(parts, 1))


# --------------------------------------------------------------- held-out v3 (matcher, evening: view writes, upsample, index_put)
class UNetNearest(nn.Module):
    """UNet-ish: two max-pool downs, two nearest upsamplings back (scale 2 and a
    size=), skip concatenations, a 1x1 head; decoder of nearest upsampling."""

    def __init__(self, c=4):
        super().__init__()
        self.e1 = nn.Conv2d(3, c, 3, padding=1)
        self.e2 = nn.Conv2d(c, 2 * c, 3, padding=1)
        self.mid = nn.Conv2d(2 * c, 2 * c, 3, padding=1)
        self.d2 = nn.Conv2d(4 * c, c, 3, padding=1)
        self.d1 = nn.Conv2d(2 * c, c, 1)
        self.fc = nn.Linear(c, 3)

    def forward(self, x):
        a = torch.relu(self.e1(x))                      # [N, c, 8, 8]
        b = torch.relu(self.e2(F.max_pool2d(a, 2)))     # [N, 2c, 4, 4]
        m = torch.relu(self.mid(F.max_pool2d(b, 2)))    # [N, 2c, 2, 2]
        u = F.interpolate(m, scale_factor=2, mode="nearest")
        u = torch.relu(self.d2(torch.cat([u, b], 1)))
        u = F.interpolate(u, size=(8, 8), mode="nearest")
        u = torch.tanh(self.d1(torch.cat([u, a], 1)))
        return self.fc(u.amax((2, 3)) + u.mean((2, 3)))


class KvWrite(nn.Module):
    """KV-cache-style in-place writes through views: a zeros cache filled by
    slices (`cache[:, :k] = y`, `cache[:, k:] = z`), `masked_fill_` on a
    select view of the scores, `mul_` on a narrow of a clone."""

    def __init__(self, d=8, t=6, k=4):
        super().__init__()
        self.k = k
        self.q = nn.Linear(d, d)
        self.kv_old = nn.Linear(d, 2 * d)
        self.kv_new = nn.Linear(d, 2 * d)
        self.o = nn.Linear(d, 3)
        self.register_buffer("mask", torch.arange(t)[None, :] > torch.arange(t)[:, None])

    def forward(self, x):
        b, t, d = x.shape
        k = self.k
        cache = x.new_zeros(b, t, 2 * d)
        cache[:, :k] = self.kv_old(x[:, :k])
        cache[:, k:] = self.kv_new(x[:, k:])
        keys, vals = cache[..., :d], cache[..., d:]
        s = self.q(x) @ keys.transpose(1, 2) / d ** 0.5
        s[0].masked_fill_(self.mask, -1e4)          # first sample causal, through a view
        s[1, :, 0].mul_(0.5)                          # select of select, in place
        y = s.softmax(-1) @ vals
        z = y.clone()
        z.narrow(1, 0, 2).mul_(2.0)
        return self.o(z.mean(1))


class IndexPutNet(nn.Module):
    """index_put_: scatter-add rows into a zeros table (accumulate, repeated
    indices), overwrite rows of a clone (`h[idx] = v`), masked row writes."""

    def __init__(self, d=6, n=5):
        super().__init__()
        self.inp = nn.Linear(4, d)
        self.upd = nn.Linear(d, d)
        self.fc = nn.Linear(d, 3)
        self.n = n
        self.register_buffer("seg", torch.tensor([0, 2, 2, 4, 1, 0, 3, 4]))
        self.register_buffer("rows", torch.tensor([1, 3]))

    def forward(self, x):                             # x: [8, 4]
        h = torch.relu(self.inp(x))
        table = h.new_zeros(self.n, h.shape[1])
        table.index_put_((self.seg,), h, accumulate=True)
        t2 = table.clone()
        t2[self.rows] = torch.sigmoid(self.upd(table[self.rows]))
        t2.index_put_((self.rows,), t2[self.rows] * 0.5, accumulate=True)
        return self.fc(t2.sum(0, keepdim=True) + t2.mean(0, keepdim=True)).expand(2, 3)


# --------------------------------------------------------------- HF models
def _hf():
    import transformers  # noqa: F401
    return transformers


def _ids(b, s, v, g):
    return torch.randint(0, v, (b, s), generator=g)


def build(name: str) -> Spec:
    g = torch.Generator().manual_seed(1234)
    torch.manual_seed(0)
    B = 2
    if name in HELDOUT_RELATE:
        return heldout_relate.build(name, g, Spec, _call, _ce, _lm_ce)
    if name in relate_nograd.NOGRAD:
        return relate_nograd.build(name, g, Spec, _call, _ce)
    if name in relate_sums.SUMS:
        return relate_sums.build(name, g, Spec, _call, _ce)
    if name in HELDOUT_MATCHER_V4:
        return heldout_matcher.build(name, g, Spec, _call, _ce)
    if name in HELDOUT_MATCHER_V5:
        return heldout_matcher_v5.build(name, g, Spec, _call, _ce)
    if name in HELDOUT_MATCHER_V6:
        return heldout_matcher_v6.build(name, g, Spec, _call, _ce)
    if name in HELDOUT_MATCHER_V7:
        return heldout_matcher_v7.build(name, g, Spec, _call, _ce)
    if name == "mlp":
        return Spec(MnistMLP(), {"inputs": torch.rand(32, 1, 784, generator=g)},
                    {"labels": torch.randint(0, 10, (32,), generator=g)}, _call, _nll,
                    dynamic=True, notes="the seed's MNIST MLP, batch 32")
    if name == "deep_sigmoid":
        return Spec(DeepSigmoid(), {"x": torch.randn(4, 12, generator=g)},
                    {"labels": torch.randint(0, 4, (4,), generator=g)}, _call, _ce, subset_params=4)
    if name == "cnn_bn":
        return Spec(CnnBN(), {"x": torch.randn(4, 3, 8, 8, generator=g)},
                    {"labels": torch.randint(0, 5, (4,), generator=g)}, _call, _nll, dynamic=True)
    if name == "resnet_tiny":
        return Spec(ResNetTiny(), {"x": torch.randn(2, 3, 6, 6, generator=g)},
                    {"labels": torch.randint(0, 5, (2,), generator=g)}, _call, _ce, subset_params=4)
    if name == "resnet_inplace":
        return Spec(ResNetTiny(blocks=2, inplace=True), {"x": torch.randn(2, 3, 6, 6, generator=g)},
                    {"labels": torch.randint(0, 5, (2,), generator=g)}, _call, _ce, subset_params=4,
                    notes="relu(inplace=True) and out += identity")
    if name == "lstm":
        return Spec(LstmNet("lstm"), {"ids": _ids(B, 5, 20, g)},
                    {"labels": torch.randint(0, 3, (B,), generator=g)}, _call, _ce, mkldnn=False,
                    notes="mkldnn off: the mkldnn_rnn_layer graph does not replay; LSTM decomposes to cell ops")
    if name == "gru":
        return Spec(LstmNet("gru"), {"ids": _ids(B, 5, 20, g)},
                    {"labels": torch.randint(0, 3, (B,), generator=g)}, _call, _ce, mkldnn=False)
    if name == "tied_embedding":
        return Spec(TiedEmbedding(), {"ids": _ids(B, 6, 24, g)}, {"labels": _ids(B, 6, 24, g)},
                    _call, _lm_ce, notes="output projection tied to the embedding")
    if name == "multi_output":
        return Spec(MultiOutput(), {"x": torch.randn(4, 12, generator=g)},
                    {"labels": torch.randint(0, 3, (4,), generator=g)}, _call, _ce)
    if name == "dup_operands":
        return Spec(DupOperands(), {"x": torch.randn(8, 8, generator=g)},
                    {"target": torch.randn(8, 3, generator=g)}, _call, _mse)
    if name == "inplace_ops":
        return Spec(InplaceOps(), {"x": torch.randn(4, 10, generator=g)},
                    {"labels": torch.randint(0, 4, (4,), generator=g)}, _call, _ce)
    if name == "bf16_autocast":
        return Spec(Bf16Autocast(), {"x": torch.randn(4, 16, generator=g)},
                    {"labels": torch.randint(0, 4, (4,), generator=g)}, _call, _ce)
    if name == "bf16_cast":
        return Spec(Bf16Cast(), {"x": torch.randn(4, 16, generator=g)},
                    {"labels": torch.randint(0, 4, (4,), generator=g)}, _call, _ce)
    if name == "attention":
        return Spec(ManualAttention(), {"x": torch.randn(B, 6, 16, generator=g)},
                    {"labels": torch.randint(0, 3, (B,), generator=g)}, _call, _ce, subset_params=3,
                    dynamic=True)
    if name == "reused_layer":
        return Spec(ReusedLayer(), {"x": torch.randn(4, 8, generator=g)},
                    {"labels": torch.randint(0, 2, (4,), generator=g)}, _call, _ce)
    if name == "unused_param":
        return Spec(UnusedParam(), {"x": torch.randn(4, 6, generator=g)},
                    {"labels": torch.randint(0, 2, (4,), generator=g)}, _call, _ce,
                    notes="unused Linear: its gradients are None")
    if name == "groupnorm_conv1d":
        return Spec(GroupNormConv1d(), {"x": torch.randn(2, 4, 12, generator=g)},
                    {"labels": torch.randint(0, 3, (2,), generator=g)}, _call, _ce)
    if name == "bn_convnet":
        return Spec(BnConvNet(), {"x": torch.randn(4, 3, 6, 6, generator=g)},
                    {"labels": torch.randint(0, 4, (4,), generator=g)}, _call, _ce, subset_params=3,
                    aot_paths=("aot_eager", "aot_module"),
                    notes="BatchNorm2d/1d, buffer updates; AOT via torch.compile(aot_autograd), aot_eager, aot_module")
    if name == "inplace_act":
        return Spec(InplaceAct(), {"x": torch.randn(4, 10, generator=g)},
                    {"labels": torch.randint(0, 3, (4,), generator=g)}, _call, _ce, subset_params=3,
                    aot_paths=("aot_module",), notes="silu_, hardswish_, hardtanh_ (ReLU6), elu_ in place")
    if name == "ckpt_blocks":
        return Spec(CkptBlocks(), {"x": torch.randn(4, 8, generator=g)},
                    {"labels": torch.randint(0, 3, (4,), generator=g)}, _call, _ce, subset_params=3,
                    notes="torch.utils.checkpoint (non-reentrant) around 3 blocks")
    if name == "sdpa_attention":
        return Spec(SdpaAttention(), {"x": torch.randn(B, 6, 16, generator=g)},
                    {"labels": torch.randint(0, 3, (B,), generator=g)}, _call, _ce, subset_params=4,
                    notes="F.scaled_dot_product_attention, causal, 2 layers")
    if name == "moe_top2":
        return Spec(TinyMoE(), {"x": torch.randn(B, 5, 8, generator=g)},
                    {"labels": torch.randint(0, 3, (B,), generator=g)}, _call, _ce, subset_params=4,
                    notes="top-2 of 4 experts: topk, scatter, argsort, index, index_add")
    if name == "shared12":
        return Spec(SharedLayer12(), {"x": torch.randn(4, 6, generator=g)},
                    {"labels": torch.randint(0, 3, (4,), generator=g)}, _call, _ce, subset_params=2,
                    notes="one layer applied 12 times: gradients accumulate 12-fold")
    if name == "bilstm2":
        return Spec(BiLstm2(), {"ids": _ids(B, 6, 20, g)},
                    {"labels": torch.randint(0, 3, (B,), generator=g)}, _call, _ce, subset_params=4,
                    mkldnn=False, notes="held out: 2-layer bidirectional LSTM, seq 6")
    if name == "gru2":
        return Spec(Gru2(), {"x": torch.randn(B, 5, 5, generator=g)},
                    {"labels": torch.randint(0, 4, (B,), generator=g)}, _call, _ce, subset_params=4,
                    mkldnn=False, notes="held out: 2-layer GRU, final hidden state")
    if name == "dwsep_conv":
        return Spec(DwSepConv(), {"x": torch.randn(2, 3, 8, 8, generator=g)},
                    {"labels": torch.randint(0, 5, (2,), generator=g)}, _call, _ce, subset_params=4,
                    notes="held out: depthwise-separable convs, BatchNorm, hardswish")
    if name == "convnext_tiny":
        return Spec(ConvNeXtTiny(), {"x": torch.randn(2, 3, 8, 8, generator=g)},
                    {"labels": torch.randint(0, 4, (2,), generator=g)}, _call, _ce, subset_params=4,
                    notes="held out: depthwise 7x7, LayerNorm over channels, GELU, layer scale")
    if name == "upsample_gate":
        return Spec(UpsampleGate(), {"x": torch.randn(2, 3, 4, 4, generator=g)},
                    {"labels": torch.randint(0, 4, (2,), generator=g)}, _call, _ce, subset_params=4,
                    notes="held out: bilinear + nearest upsampling, SE gate and bias through size-1 dims")
    if name == "swin_tiny":
        return Spec(SwinTiny(), {"x": torch.randn(2, 3, 24, 24, generator=g)},
                    {"labels": torch.randint(0, 3, (2,), generator=g)}, _call, _ce, subset_params=4,
                    notes="held out: window + shifted-window attention, mask sliced nine ways")
    if name == "unet_nearest":
        return Spec(UNetNearest(), {"x": torch.randn(2, 3, 8, 8, generator=g)},
                    {"labels": torch.randint(0, 3, (2,), generator=g)}, _call, _ce, subset_params=4,
                    notes="held out v3: UNet-ish, max-pool downs, nearest upsampling (scale, size), skip cats")
    if name == "kv_write":
        return Spec(KvWrite(), {"x": torch.randn(2, 6, 8, generator=g)},
                    {"labels": torch.randint(0, 3, (2,), generator=g)}, _call, _ce, subset_params=4,
                    notes="held out v3: cache[:, :k] = y slice writes, masked_fill_/mul_ through views")
    if name == "index_put_net":
        return Spec(IndexPutNet(), {"x": torch.randn(8, 4, generator=g)},
                    {"labels": torch.randint(0, 3, (2,), generator=g)}, _call, _ce, subset_params=4,
                    notes="held out v3: index_put_ accumulate / overwrite, h[idx] = v")
    if name == "view_writes":
        return Spec(ViewWrites(), {"x": torch.randn(2, 5, 6, generator=g)},
                    {"labels": torch.randint(0, 3, (2,), generator=g)}, _call, _ce, subset_params=4,
                    notes="in-place writes through slices/select; nearest upsampling 1-d")
    if name == "upsample_skip":
        return Spec(UpsampleSkip(), {"x": torch.randn(2, 3, 6, 6, generator=g)},
                    {"labels": torch.randint(0, 3, (2,), generator=g)}, _call, _ce, subset_params=4,
                    notes="bilinear + nearest upsampling, [1, C, 1, 1] scale, [N, 1, H, W] gate")
    if name == "window_attn":
        return Spec(WindowAttn(), {"x": torch.randn(2, 6, 6, 4, generator=g)},
                    {"labels": torch.randint(0, 3, (2,), generator=g)}, _call, _ce, subset_params=4,
                    notes="shifted-window attention, mask sliced nine ways, nine region sums")
    # HF transformers, built from configs with random init
    tf = _hf()
    common = dict(hidden_dropout_prob=0.0, attention_probs_dropout_prob=0.0)
    S, V = 8, 64
    if name == "bert_tiny12":
        cfg = tf.BertConfig(vocab_size=V, hidden_size=16, num_hidden_layers=12, num_attention_heads=2,
                            intermediate_size=32, max_position_embeddings=16, type_vocab_size=2, **common)
        cfg._attn_implementation = "eager"
        m = tf.BertForMaskedLM(cfg)
        return Spec(m, {"input_ids": _ids(B, S, V, g)}, {"labels": _ids(B, S, V, g)},
                    lambda m, ids: m(input_ids=ids).logits, _lm_ce, subset_params=6,
                    notes="BERT, 12 identical layers, eager attention, MLM head tied to word embeddings")
    if name == "gpt2_tiny12":
        cfg = tf.GPT2Config(vocab_size=V, n_embd=16, n_layer=12, n_head=2, n_positions=16,
                            resid_pdrop=0.0, embd_pdrop=0.0, attn_pdrop=0.0)
        cfg._attn_implementation = "sdpa"
        m = tf.GPT2LMHeadModel(cfg)
        return Spec(m, {"input_ids": _ids(B, S, V, g)}, {"labels": _ids(B, S, V, g)},
                    lambda m, ids: m(input_ids=ids).logits, _lm_ce, subset_params=6,
                    notes="GPT-2, 12 identical layers, sdpa attention, lm_head tied to wte")
    if name == "llama_tiny":
        cfg = tf.LlamaConfig(vocab_size=V, hidden_size=16, intermediate_size=32, num_hidden_layers=3,
                             num_attention_heads=2, num_key_value_heads=1, max_position_embeddings=16)
        cfg._attn_implementation = "eager"
        m = tf.LlamaForCausalLM(cfg)
        return Spec(m, {"input_ids": _ids(B, S, V, g)}, {"labels": _ids(B, S, V, g)},
                    lambda m, ids: m(input_ids=ids).logits, _lm_ce, subset_params=4,
                    notes="LLaMA, 3 layers, GQA (1 kv head), RoPE, RMSNorm, eager attention")
    if name == "t5_tiny":
        cfg = tf.T5Config(vocab_size=V, d_model=16, d_kv=8, d_ff=32, num_layers=2, num_decoder_layers=2,
                          num_heads=2, dropout_rate=0.0, decoder_start_token_id=0, pad_token_id=0)
        cfg._attn_implementation = "eager"
        m = tf.T5ForConditionalGeneration(cfg)
        return Spec(m, {"input_ids": _ids(B, S, V, g), "decoder_input_ids": _ids(B, 6, V, g)},
                    {"labels": _ids(B, 6, V, g)},
                    lambda m, ids, dids: m(input_ids=ids, decoder_input_ids=dids).logits, _lm_ce,
                    subset_params=4, notes="T5 encoder-decoder, 2+2 layers")
    if name == "vit_tiny":
        cfg = tf.ViTConfig(image_size=16, patch_size=8, num_channels=3, hidden_size=16, num_hidden_layers=2,
                           num_attention_heads=2, intermediate_size=32, num_labels=3, **common)
        cfg._attn_implementation = "eager"
        m = tf.ViTForImageClassification(cfg)
        return Spec(m, {"pixel_values": torch.randn(B, 3, 16, 16, generator=g)},
                    {"labels": torch.randint(0, 3, (B,), generator=g)},
                    lambda m, px: m(pixel_values=px).logits, _cls_ce, subset_params=4)
    if name == "distilbert_tiny":
        cfg = tf.DistilBertConfig(vocab_size=V, dim=16, n_layers=2, n_heads=2, hidden_dim=32,
                                  max_position_embeddings=16, dropout=0.0, attention_dropout=0.0,
                                  seq_classif_dropout=0.0, num_labels=3)
        cfg._attn_implementation = "eager"
        m = tf.DistilBertForSequenceClassification(cfg)
        return Spec(m, {"input_ids": _ids(B, S, V, g)}, {"labels": torch.randint(0, 3, (B,), generator=g)},
                    lambda m, ids: m(input_ids=ids).logits, _cls_ce, subset_params=4,
                    notes="held out: DistilBERT, 2 layers, sequence classification, eager attention")
    if name == "qwen2_tiny":
        cfg = tf.Qwen2Config(vocab_size=V, hidden_size=16, intermediate_size=32, num_hidden_layers=2,
                             num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=16,
                             attention_dropout=0.0, tie_word_embeddings=False)
        cfg._attn_implementation = "eager"
        m = tf.Qwen2ForCausalLM(cfg)
        return Spec(m, {"input_ids": _ids(B, S, V, g)}, {"labels": _ids(B, S, V, g)},
                    lambda m, ids: m(input_ids=ids).logits, _lm_ce, subset_params=4,
                    notes="held out: Qwen2, 2 layers, GQA (2 kv heads), qkv bias, RoPE, eager attention")
    raise KeyError(name)


MODELS = [
    "mlp", "deep_sigmoid", "cnn_bn", "resnet_tiny", "resnet_inplace", "lstm", "gru",
    "tied_embedding", "multi_output", "dup_operands", "inplace_ops", "bf16_autocast", "bf16_cast",
    "attention", "reused_layer", "unused_param", "groupnorm_conv1d",
    "bert_tiny12", "gpt2_tiny12", "llama_tiny", "t5_tiny", "vit_tiny",
    # relate families (issue 10)
    "bn_convnet", "inplace_act", "ckpt_blocks", "sdpa_attention", "moe_top2", "shared12",
]

# issue 11 (matcher): upsampling / size-1 operands, sibling slices
MODELS += ["upsample_skip", "window_attn"]
# matcher evening pass: in-place writes through views vs *_scatter, nearest upsampling vs _unsafe_index
MODELS += ["view_writes"]

# Never add these to MODELS or tests/data/zoo: scripts/heldout.py measures on them.
HELDOUT = ["bilstm2", "gru2", "dwsep_conv", "convnext_tiny", "distilbert_tiny", "qwen2_tiny"]
# issue 11 (matcher): upsampling / size-1 operands, shifted-window attention
HELDOUT += ["upsample_gate", "swin_tiny"]
# matcher evening pass (v3): nearest-upsampling decoder, in-place view writes, index_put_
HELDOUT += ["unet_nearest", "kv_write", "index_put_net"]
# matcher late-evening pass (v4, capture/fxcapture/heldout_matcher.py): resampling and strided views
HELDOUT += HELDOUT_MATCHER_V4
# matcher night pass (v5, capture/fxcapture/heldout_matcher_v5.py): view chains, gates, gathers
HELDOUT += HELDOUT_MATCHER_V5
# matcher morning pass (v6, capture/fxcapture/heldout_matcher_v6.py): optional arguments and their defaults
HELDOUT += HELDOUT_MATCHER_V6
# matcher afternoon pass 2026-12-03 (v7, capture/fxcapture/heldout_matcher_v7.py): recomputed twins in the AOT joint
HELDOUT += HELDOUT_MATCHER_V7

# names --models accepts for a group of models
GROUPS = {"all": MODELS, "heldout": HELDOUT, "heldout_relate": HELDOUT_RELATE,
          "heldout_relate_tv": heldout_relate.TV,
          "heldout_relate_global": heldout_relate.HF + heldout_relate.OTHER,
          "heldout_relate_v2": heldout_relate.V2, "heldout_relate_v3": heldout_relate.V3,
          "heldout_relate_v4": heldout_relate.V4,
          "heldout_relate_v5": heldout_relate.V5, "heldout_relate_v6a": heldout_relate.V6A}
GROUPS["heldout_relate_v6b"] = heldout_relate.V6B
GROUPS["heldout_relate_v7"] = heldout_relate.V7
GROUPS["heldout_relate_v8"] = heldout_relate.V8
GROUPS["heldout_relate_v9"] = heldout_relate.V9
GROUPS["heldout_relate_v10"] = heldout_relate.V10
GROUPS["heldout_relate_v11"] = heldout_relate.V11
GROUPS["heldout_relate_v12"] = heldout_relate.V12
GROUPS["heldout_relate_v13"] = heldout_relate.V13
GROUPS["heldout_relate_v14"] = heldout_relate.V14
GROUPS["heldout_relate_v15"] = heldout_relate.V15
GROUPS["heldout_relate_v16"] = heldout_relate.V16
GROUPS["heldout_relate_v17"] = heldout_relate.V17
GROUPS["heldout_relate_v18"] = heldout_relate.V18
GROUPS["heldout_relate_v19"] = heldout_relate.V19
GROUPS["heldout_relate_v20"] = heldout_relate.V20
GROUPS["heldout_relate_v21"] = heldout_relate.V21
GROUPS["heldout_relate_v22"] = heldout_relate.V22
GROUPS["heldout_relate_v23"] = heldout_relate.V23
GROUPS["heldout_relate_v24"] = heldout_relate.V24
GROUPS["heldout_relate_v25"] = heldout_relate.V25
GROUPS["heldout_relate_v26"] = heldout_relate.V26
GROUPS["heldout_relate_v27"] = heldout_relate.V27
GROUPS["heldout_relate_v28"] = heldout_relate.V28
GROUPS["heldout_relate_v29"] = heldout_relate.V29
GROUPS["heldout_relate_v30"] = heldout_relate.V30
GROUPS["heldout_relate_v31"] = heldout_relate.V31
GROUPS["heldout_relate_v32"] = heldout_relate.V32
GROUPS["heldout_relate_v33"] = heldout_relate.V33
GROUPS["heldout_relate_v34"] = heldout_relate.V34
GROUPS["heldout_relate_v35"] = heldout_relate.V35
GROUPS["heldout_relate_v36"] = heldout_relate.V36
GROUPS["heldout_relate_v37"] = heldout_relate.V37
GROUPS["heldout_relate_v38"] = heldout_relate.V38
GROUPS["heldout_relate_v39"] = heldout_relate.V39
GROUPS["heldout_relate_v40"] = heldout_relate.V40
GROUPS["heldout_relate_v41"] = heldout_relate.V41
GROUPS["heldout_relate_v42"] = heldout_relate.V42
GROUPS["heldout_relate_v43"] = heldout_relate.V43
GROUPS["heldout_relate_v44"] = heldout_relate.V44
GROUPS["heldout_relate_v45"] = heldout_relate.V45
GROUPS["heldout_relate_v46"] = heldout_relate.V46
GROUPS["heldout_relate_v47"] = heldout_relate.V47
GROUPS["heldout_relate_v48"] = heldout_relate.V48
GROUPS["heldout_relate_v49"] = heldout_relate.V49
GROUPS["heldout_relate_v50"] = heldout_relate.V50
GROUPS["heldout_relate_v51"] = heldout_relate.V51
GROUPS["heldout_relate_v52"] = heldout_relate.V52
GROUPS["heldout_relate_v53"] = heldout_relate.V53
GROUPS["heldout_relate_v54"] = heldout_relate.V54
GROUPS["heldout_relate_v55"] = heldout_relate.V55
GROUPS["heldout_relate_v56"] = heldout_relate.V56
GROUPS["heldout_relate_v57"] = heldout_relate.V57
GROUPS["heldout_relate_v58"] = heldout_relate.V58
GROUPS["heldout_relate_v59"] = heldout_relate.V59
GROUPS["heldout_relate_v60"] = heldout_relate.V60
GROUPS["heldout_relate_v61"] = heldout_relate.V61
GROUPS["heldout_relate_v62"] = heldout_relate.V62
GROUPS["heldout_relate_v63"] = heldout_relate.V63
GROUPS["heldout_relate_v64"] = heldout_relate.V64
GROUPS["heldout_relate_v65"] = heldout_relate.V65
GROUPS["heldout_relate_v66"] = heldout_relate.V66
GROUPS["heldout_relate_v67"] = heldout_relate.V67
GROUPS["heldout_relate_v68"] = heldout_relate.V68
GROUPS["heldout_relate_v69"] = heldout_relate.V69
GROUPS["heldout_relate_v70"] = heldout_relate.V70
GROUPS["heldout_relate_v71"] = heldout_relate.V71
GROUPS["heldout_relate_v72"] = heldout_relate.V72
GROUPS["heldout_relate_v73"] = heldout_relate.V73
GROUPS["heldout_relate_v74"] = heldout_relate.V74
GROUPS["heldout_relate_v75"] = heldout_relate.V75
GROUPS["heldout_relate_v76"] = heldout_relate.V76
GROUPS["heldout_relate_v77"] = heldout_relate.V77
GROUPS["heldout_relate_v78"] = heldout_relate.V78
GROUPS["heldout_relate_v79"] = heldout_relate.V79
GROUPS["heldout_relate_v80"] = heldout_relate.V80
GROUPS["heldout_relate_v81"] = heldout_relate.V81
GROUPS["heldout_relate_v82"] = heldout_relate.V82
GROUPS["heldout_relate_v83"] = heldout_relate.V83
GROUPS["relate_nograd"] = relate_nograd.NOGRAD  # test-only captures (tests/data/relate)
GROUPS["relate_sums"] = relate_sums.SUMS  # test-only captures (tests/data/relate)
