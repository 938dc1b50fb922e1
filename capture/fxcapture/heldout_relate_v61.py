"""Sixty-first held-out set for `fxmatch relate` (2026-12-06, /work/pending/heldout_relate_v61).

Written to score main blind: captured once and scored with main's binary and
rules, no engine change in between, and no fxmatch run on these captures
while they were written. Its five families are new to the project (no
earlier set has them); four are ordinary networks and training steps and
one puts a custom torch.autograd.Function with a hand-written backward in
the model (a channel LayerNorm whose backward is written out from the saved
normalised output and variance): a Glow flow (rosinality/glow-pytorch's
model.py and train.py, small: squeeze, ActNorm with its data-dependent init
run as train.py's no-grad step 0 before the captured step, InvConv2dLU
from the buffers of a build-time QR + LU with a logdet by Python's sum over
w_s, sigmoid affine couplings with ZeroConv2d, split gaussian priors; the
bits-per-dimension loss of the dequantised image, noise as an input); an
LSTNet forecaster (laiguokun/LSTNet's models/LSTNet.py and main.py: a
Conv2d over the window x series map, a GRU, a skip-GRU over the periodic
slices folded into the batch, a highway autoregressive Linear; L1 summed
over the scaled output); a deformable ConvNet v1
(4uiiurz1/pytorch-deform-conv-v2's DeformConv2d, modulation=False, in
scaled_mnist/archs.py's ScaledMNISTNet: BN and one shared in-place ReLU,
offsets from a zero-initialised p_conv, detached floor corners, bilinear
weights, four gathers, a stride-3 conv over the laid-out taps; CE); a
NAFNet restorer (megvii-research/NAFNet's NAFNet_arch.py, small: NAFBlocks
with SimpleGate, simplified channel attention and beta / gamma residual
scales, PixelShuffle ups; every LayerNorm2d arch_util.py's
LayerNormFunction: saves y, var and weight, backward (g - y mean(g y) -
mean(g)) / sqrt(var + eps) for g = grad weight, weight / bias grads by sums;
losses.py's PSNRLoss); and a RedNet classifier (d-li14/involution's
cls/mmcls/models/backbones/rednet.py, small: involutions whose kernels are
generated per pixel by 1x1 ConvModules and applied to nn.Unfold patches per
group of 16 channels, Bottlenecks with in-place residual adds; mmcls'
LabelSmoothLoss with a scatter_ one-hot); like heldout_relate.py's models
they never enter the zoo.

  glow_flow        image [2, 3, 8, 8] (5-bit levels / 32 - 0.5), noise [2, 3, 8, 8] -> x = image + noise / 32; block 0
                   squeeze [2, 12, 4, 4], block 1 [2, 24, 2, 2]; 2 Flows each: ActNorm (loc, scale [1, c, 1, 1],
                   logdet h w sum log|scale|), InvConv2dLU (w_l, w_u [c, c], w_s [c]; buffers w_p, u_mask, l_mask,
                   s_sign, l_eye; F.conv2d(x, weight[..., None, None]), logdet h w sum(w_s)), AffineCoupling
                   (in_a, in_b = chunk; Conv(c/2, 8, 3, pad 1) ReLU_ Conv(8, 8, 1) ReLU_ ZeroConv2d(8, c) (pad
                   value 1, conv, exp(3 scale)) -> log_s, t; s = sigmoid(log_s + 2), (in_b + t) s, logdet sum log
                   s); block 0: out, z = chunk [2, 6, 4, 4], mean, log_sd = ZeroConv2d(6, 12)(out); block 1:
                   ZeroConv2d(24, 48)(zeros); log_p = sum gaussian_log_p; criterion: -(-log(32) 192 +
                   logdet.mean() + log_p) / (log 2 192), mean; subset = blocks.0.flows.1.invconv.w_s,
                   blocks.1.prior.scale, blocks.0.flows.0.actnorm.loc.
  lstnet_forecast  x [4, 12, 3] (window 12, 3 series), Y [4, 3], scale [3] -> Conv2d(1, 4, (3, 3)) ReLU, squeeze
                   [4, 4, 10]; GRU1 GRU(4, 5) over the 10 steps, last hidden [4, 5]; skip 3, pt 3: c[:, :, -9:]
                   view [4, 4, 3, 3], permute(2, 0, 3, 1) view [3, 12, 4], GRUskip GRU(4, 2), last hidden view
                   [4, 6]; linear1 Linear(11, 3)(cat); highway Linear(4, 1) on x[:, -4:] permuted [12, 4] view [4,
                   3]; sigmoid(res + z); criterion: L1(output scale, Y scale, sum); subset = GRUskip.weight_hh_l0,
                   conv1.bias, highway.weight.
  deform_convnet   img [2, 1, 8, 8], labels [2] (10 classes) -> Conv(1, 4, 3, pad 1, no bias) BN ReLU_, Conv(4, 8)
                   BN ReLU_, MaxPool 2 [2, 8, 4, 4]; DeformConv2d(8, 16) BN ReLU_, DeformConv2d(16, 32) BN ReLU_
                   (one shared ReLU); DeformConv2d: offset = p_conv Conv(c, 18, 3, pad 1) (weight 0) [2, 18, 4, 4],
                   x = ZeroPad2d(1)(x) [2, c, 6, 6]; p = p_0 + p_n + offset permuted [2, 4, 4, 18]; q_lt =
                   p.detach().floor(), q_rb = q_lt + 1 (clamped, long), q_lb, q_rt; p clamped; g_* bilinear
                   weights; x_q_* = x.view(b, c, 36).gather(-1, index) [2, c, 4, 4, 9]; sum g x_q, taps laid out
                   [2, c, 12, 12]; Conv(c, c', 3, stride 3, no bias); avg pool, Linear(32, 10); criterion: CE;
                   subset = features.7.p_conv.weight, features.4.bias, features.10.conv.weight.
  nafnet_restore   img [2, 3, 8, 8], gt [2, 3, 8, 8] -> F.pad to a multiple of 4 (by 0), intro Conv(3, 4, 3, pad 1);
                   encoders.0 NAFBlock(4), down Conv(4, 8, 2, s2); encoders.1 NAFBlock(8), down Conv(8, 16, 2, s2)
                   [2, 16, 2, 2]; middle NAFBlock(16); up Conv(16, 32, 1, no bias) PixelShuffle(2) + skip,
                   NAFBlock(8); Conv(8, 16, 1) PixelShuffle(2) + skip, NAFBlock(4); ending Conv(4, 3, 3, pad 1) +
                   inp, [:, :, :8, :8]; NAFBlock(c): norm1 LayerNorm2d = LayerNormFunction.apply(x, weight, bias,
                   1e-6) (custom Function: y = (x - mu) / sqrt(var + eps) over dim 1, save_for_backward(y, var,
                   weight), weight y + bias; backward gx = (g - y mean(g y) - mean(g)) / sqrt(var + eps), g = grad
                   weight; grad weight (grad y).sum(3).sum(2).sum(0), grad bias grad.sum(3).sum(2).sum(0), None),
                   Conv(c, 2c, 1), Conv(2c, 2c, 3, groups 2c), SimpleGate, x sca(x) (avg pool, Conv(c, c, 1)),
                   Conv(c, c, 1), y = inp + x beta; Conv(c, 2c, 1)(norm2(y)), SimpleGate, Conv(c, c, 1), y + x
                   gamma (beta, gamma [1, c, 1, 1] random, not 0); criterion: PSNRLoss 10 / ln 10 log(mean((pred
                   - gt)^2, (1, 2, 3)) + 1e-8).mean(); subset = encoders.1.0.norm2.weight, middle_blks.0.sca.1.bias,
                   decoders.0.0.beta.
  rednet_involution img [2, 3, 16, 16], labels [2] (5 classes) -> stem ConvModule(3, 16, 3, s2, pad 1) (conv, BN, ReLU_)
                   [2, 16, 8, 8], involution(16, 3, 1), BN, ReLU_, ConvModule(16, 32, 3, pad 1), MaxPool(3, s2, pad
                   1) [2, 32, 4, 4]; layer1 Bottleneck(32 -> 64, mid 16, s1), layer2 Bottleneck(64 -> 128, mid 32,
                   s2): Conv 1x1 BN ReLU_, involution(mid, 7, s) BN ReLU_, Conv 1x1 BN, out += downsample(x) (Conv
                   1x1 stride s, BN), ReLU_; involution(c, k, s): weight = Conv(c/4, k^2 G, 1)(ConvModule(c, c/4,
                   1)(avgpool_s(x))) viewed [b, G, 1, k^2, h, w], Unfold(k, 1, (k - 1) / 2, s)(x) viewed [b, G, 16,
                   k^2, h, w], product summed over dim 3 [b, c, h, w]; avg pool, Linear(128, 5); criterion:
                   LabelSmoothLoss (zeros.scatter_(1, labels, 1) 0.9 + 0.1 / 5, soft CE, mean); subset =
                   layer2.0.conv2.conv2.conv.weight, stem.1.conv1.bn.weight, layer1.0.norm3.bias.
No subset above is a tail.
"""
from __future__ import annotations

import math

import torch
import torch.nn as nn
import torch.nn.functional as F
from .heldout_subsets import where as _where

V61 = ["glow_flow", "lstnet_forecast", "deform_convnet", "nafnet_restore", "rednet_involution"]


# ------------------------------------------------------------------ Glow (rosinality/glow-pytorch layout)
def logabs(x):
    return torch.log(torch.abs(x))


class ActNorm(nn.Module):
    def __init__(self, in_channel):
        super().__init__()
        self.loc = nn.Parameter(torch.zeros(1, in_channel, 1, 1))
        self.scale = nn.Parameter(torch.ones(1, in_channel, 1, 1))
        self.register_buffer("initialized", torch.tensor(0, dtype=torch.uint8))
        self.ready = False   # the buffer's .item() check, read once in Python (it would break the compiled graph)

    def initialize(self, input):
        with torch.no_grad():
            flatten = input.permute(1, 0, 2, 3).contiguous().view(input.shape[1], -1)
            mean = flatten.mean(1).unsqueeze(1).unsqueeze(2).unsqueeze(3).permute(1, 0, 2, 3)
            std = flatten.std(1).unsqueeze(1).unsqueeze(2).unsqueeze(3).permute(1, 0, 2, 3)
            self.loc.data.copy_(-mean)
            self.scale.data.copy_(1 / (std + 1e-6))

    def forward(self, input):
        _, _, height, width = input.shape
        if not self.ready:
            self.initialize(input)
            self.initialized.fill_(1)
            self.ready = True
        logdet = height * width * torch.sum(logabs(self.scale))
        return self.scale * (input + self.loc), logdet


class InvConv2dLU(nn.Module):
    def __init__(self, in_channel, g):
        super().__init__()
        q, _ = torch.linalg.qr(torch.randn(in_channel, in_channel, generator=g))
        w_p, w_l, w_u = torch.linalg.lu(q)                     # scipy.linalg.lu's P, L, U
        w_s = torch.diagonal(w_u).clone()
        w_u = torch.triu(w_u, 1)
        u_mask = torch.triu(torch.ones_like(w_u), 1)
        self.register_buffer("w_p", w_p)
        self.register_buffer("u_mask", u_mask)
        self.register_buffer("l_mask", u_mask.T.contiguous())
        self.register_buffer("s_sign", torch.sign(w_s))
        self.register_buffer("l_eye", torch.eye(in_channel))
        self.w_l = nn.Parameter(w_l)
        self.w_s = nn.Parameter(logabs(w_s))
        self.w_u = nn.Parameter(w_u)

    def forward(self, input):
        _, _, height, width = input.shape
        out = F.conv2d(input, self.calc_weight())
        logdet = height * width * sum(self.w_s)
        return out, logdet

    def calc_weight(self):
        weight = (self.w_p @ (self.w_l * self.l_mask + self.l_eye)
                  @ ((self.w_u * self.u_mask) + torch.diag(self.s_sign * torch.exp(self.w_s))))
        return weight.unsqueeze(2).unsqueeze(3)


class ZeroConv2d(nn.Module):
    """Zero-initialised in the original; small random values here (as after some training)."""

    def __init__(self, in_channel, out_channel, g):
        super().__init__()
        self.conv = nn.Conv2d(in_channel, out_channel, 3, padding=0)
        with torch.no_grad():
            self.conv.weight.copy_(0.05 * torch.randn(self.conv.weight.shape, generator=g))
            self.conv.bias.zero_()
        self.scale = nn.Parameter(0.05 * torch.randn(1, out_channel, 1, 1, generator=g))

    def forward(self, input):
        out = self.conv(F.pad(input, [1, 1, 1, 1], value=1))
        return out * torch.exp(self.scale * 3)


class AffineCoupling(nn.Module):
    def __init__(self, in_channel, g, filter_size=8):
        super().__init__()
        self.net = nn.Sequential(
            nn.Conv2d(in_channel // 2, filter_size, 3, padding=1), nn.ReLU(inplace=True),
            nn.Conv2d(filter_size, filter_size, 1), nn.ReLU(inplace=True),
            ZeroConv2d(filter_size, in_channel, g))
        with torch.no_grad():
            for i in (0, 2):
                self.net[i].weight.normal_(0, 0.05, generator=g)
                self.net[i].bias.zero_()

    def forward(self, input):
        in_a, in_b = input.chunk(2, 1)
        log_s, t = self.net(in_a).chunk(2, 1)
        s = F.sigmoid(log_s + 2)
        out_b = (in_b + t) * s
        logdet = torch.sum(torch.log(s).view(input.shape[0], -1), 1)
        return torch.cat([in_a, out_b], 1), logdet


class Flow(nn.Module):
    def __init__(self, in_channel, g):
        super().__init__()
        self.actnorm = ActNorm(in_channel)
        self.invconv = InvConv2dLU(in_channel, g)
        self.coupling = AffineCoupling(in_channel, g)

    def forward(self, input):
        out, logdet = self.actnorm(input)
        out, det1 = self.invconv(out)
        out, det2 = self.coupling(out)
        return out, logdet + det1 + det2


def gaussian_log_p(x, mean, log_sd):
    return -0.5 * math.log(2 * math.pi) - log_sd - 0.5 * (x - mean) ** 2 / torch.exp(2 * log_sd)


class GlowBlock(nn.Module):
    def __init__(self, in_channel, n_flow, g, split=True):
        super().__init__()
        self.flows = nn.ModuleList([Flow(in_channel * 4, g) for _ in range(n_flow)])
        self.split = split
        self.prior = ZeroConv2d(in_channel * (2 if split else 4), in_channel * (4 if split else 8), g)

    def forward(self, input):
        b_size, n_channel, height, width = input.shape
        squeezed = input.view(b_size, n_channel, height // 2, 2, width // 2, 2)
        squeezed = squeezed.permute(0, 1, 3, 5, 2, 4)
        out = squeezed.contiguous().view(b_size, n_channel * 4, height // 2, width // 2)
        logdet = 0
        for flow in self.flows:
            out, det = flow(out)
            logdet = logdet + det
        if self.split:
            out, z_new = out.chunk(2, 1)
            mean, log_sd = self.prior(out).chunk(2, 1)
        else:
            mean, log_sd = self.prior(torch.zeros_like(out)).chunk(2, 1)
            z_new = out
        log_p = gaussian_log_p(z_new, mean, log_sd).view(b_size, -1).sum(1)
        return out, logdet, log_p, z_new


class Glow(nn.Module):
    def __init__(self, g, in_channel=3, n_flow=2, n_block=2):
        super().__init__()
        self.blocks = nn.ModuleList()
        n_channel = in_channel
        for _ in range(n_block - 1):
            self.blocks.append(GlowBlock(n_channel, n_flow, g))
            n_channel *= 2
        self.blocks.append(GlowBlock(n_channel, n_flow, g, split=False))

    def forward(self, input):
        log_p_sum, logdet, out, z_outs = 0, 0, input, []
        for block in self.blocks:
            out, det, log_p, z_new = block(out)
            z_outs.append(z_new)
            logdet = logdet + det
            log_p_sum = log_p_sum + log_p
        return log_p_sum, logdet, z_outs


_GLOW_BINS = 2.0 ** 5
_GLOW_SIZE = 8


def _glow_step(m, image, noise):
    log_p, logdet, _ = m(image + noise / _GLOW_BINS)
    return log_p, logdet.mean()


def _glow_loss(out):
    log_p, logdet = out                                                   # train.py's calc_loss
    n_pixel = _GLOW_SIZE * _GLOW_SIZE * 3
    loss = -math.log(_GLOW_BINS) * n_pixel
    loss = loss + logdet + log_p
    return (-loss / (math.log(2) * n_pixel)).mean()


def _glow_image(g, b=2):
    image = torch.rand(b, 3, _GLOW_SIZE, _GLOW_SIZE, generator=g) * 255
    image = torch.floor(image / 2 ** (8 - 5))
    return image / _GLOW_BINS - 0.5


# ------------------------------------------------------------------ LSTNet (laiguokun/LSTNet layout)
class LSTNet(nn.Module):
    """models/LSTNet.py's Model (skip > 0, highway_window > 0, output_fun sigmoid, dropout 0); pt as an int."""

    def __init__(self, m=3, window=12, hidCNN=4, hidRNN=5, hidSkip=2, CNN_kernel=3, skip=3, highway_window=4):
        super().__init__()
        self.P, self.m, self.hidR, self.hidC, self.hidS = window, m, hidRNN, hidCNN, hidSkip
        self.Ck, self.skip, self.hw = CNN_kernel, skip, highway_window
        self.pt = int((self.P - self.Ck) / self.skip)
        self.conv1 = nn.Conv2d(1, self.hidC, kernel_size=(self.Ck, self.m))
        self.GRU1 = nn.GRU(self.hidC, self.hidR)
        self.dropout = nn.Dropout(p=0.0)
        self.GRUskip = nn.GRU(self.hidC, self.hidS)
        self.linear1 = nn.Linear(self.hidR + self.skip * self.hidS, self.m)
        self.highway = nn.Linear(self.hw, 1)
        self.output = F.sigmoid

    def forward(self, x):
        batch_size = x.size(0)
        c = x.view(-1, 1, self.P, self.m)                                       # CNN
        c = F.relu(self.conv1(c))
        c = self.dropout(c)
        c = torch.squeeze(c, 3)
        r = c.permute(2, 0, 1).contiguous()                                     # RNN
        _, r = self.GRU1(r)
        r = self.dropout(torch.squeeze(r, 0))
        s = c[:, :, int(-self.pt * self.skip):].contiguous()                    # skip-RNN
        s = s.view(batch_size, self.hidC, self.pt, self.skip)
        s = s.permute(2, 0, 3, 1).contiguous()
        s = s.view(self.pt, batch_size * self.skip, self.hidC)
        _, s = self.GRUskip(s)
        s = s.view(batch_size, self.skip * self.hidS)
        s = self.dropout(s)
        r = torch.cat((r, s), 1)
        res = self.linear1(r)
        z = x[:, -self.hw:, :]                                                  # highway (autoregressive)
        z = z.permute(0, 2, 1).contiguous().view(-1, self.hw)
        z = self.highway(z)
        z = z.view(-1, self.m)
        res = res + z
        return self.output(res)


def _lstnet_loss(output, Y, scale):
    scale = scale.expand(output.size(0), scale.size(-1))                     # main.py's train(): L1, sum
    return F.l1_loss(output * scale, Y * scale, reduction="sum")


# ------------------------------------------------------------------ Deformable ConvNet v1 (pytorch-deform-conv-v2)
class DeformConv2d(nn.Module):
    """4uiiurz1's DeformConv2d, modulation=False (v1). Its p_conv backward hook (_set_lr) rebinds local names
    only and changes nothing, so it is left out; offset.data.type() / .type(dtype) are written as offset.dtype /
    .to(dtype)."""

    def __init__(self, inc, outc, kernel_size=3, padding=1, stride=1, bias=None):
        super().__init__()
        self.kernel_size = kernel_size
        self.padding = padding
        self.stride = stride
        self.zero_padding = nn.ZeroPad2d(padding)
        self.conv = nn.Conv2d(inc, outc, kernel_size=kernel_size, stride=kernel_size, bias=bias)
        self.p_conv = nn.Conv2d(inc, 2 * kernel_size * kernel_size, kernel_size=3, padding=1, stride=stride)
        nn.init.constant_(self.p_conv.weight, 0)

    def forward(self, x):
        offset = self.p_conv(x)
        dtype = offset.dtype
        ks = self.kernel_size
        N = offset.size(1) // 2
        if self.padding:
            x = self.zero_padding(x)
        p = self._get_p(offset, dtype)                                       # (b, 2N, h, w)
        p = p.contiguous().permute(0, 2, 3, 1)                               # (b, h, w, 2N)
        q_lt = p.detach().floor()
        q_rb = q_lt + 1
        q_lt = torch.cat([torch.clamp(q_lt[..., :N], 0, x.size(2) - 1),
                          torch.clamp(q_lt[..., N:], 0, x.size(3) - 1)], dim=-1).long()
        q_rb = torch.cat([torch.clamp(q_rb[..., :N], 0, x.size(2) - 1),
                          torch.clamp(q_rb[..., N:], 0, x.size(3) - 1)], dim=-1).long()
        q_lb = torch.cat([q_lt[..., :N], q_rb[..., N:]], dim=-1)
        q_rt = torch.cat([q_rb[..., :N], q_lt[..., N:]], dim=-1)
        p = torch.cat([torch.clamp(p[..., :N], 0, x.size(2) - 1), torch.clamp(p[..., N:], 0, x.size(3) - 1)], dim=-1)
        g_lt = (1 + (q_lt[..., :N].type_as(p) - p[..., :N])) * (1 + (q_lt[..., N:].type_as(p) - p[..., N:]))
        g_rb = (1 - (q_rb[..., :N].type_as(p) - p[..., :N])) * (1 - (q_rb[..., N:].type_as(p) - p[..., N:]))
        g_lb = (1 + (q_lb[..., :N].type_as(p) - p[..., :N])) * (1 - (q_lb[..., N:].type_as(p) - p[..., N:]))
        g_rt = (1 - (q_rt[..., :N].type_as(p) - p[..., :N])) * (1 + (q_rt[..., N:].type_as(p) - p[..., N:]))
        x_q_lt = self._get_x_q(x, q_lt, N)
        x_q_rb = self._get_x_q(x, q_rb, N)
        x_q_lb = self._get_x_q(x, q_lb, N)
        x_q_rt = self._get_x_q(x, q_rt, N)
        x_offset = (g_lt.unsqueeze(dim=1) * x_q_lt + g_rb.unsqueeze(dim=1) * x_q_rb
                    + g_lb.unsqueeze(dim=1) * x_q_lb + g_rt.unsqueeze(dim=1) * x_q_rt)
        x_offset = self._reshape_x_offset(x_offset, ks)
        return self.conv(x_offset)

    def _get_p_n(self, N, dtype):
        r = torch.arange(-(self.kernel_size - 1) // 2, (self.kernel_size - 1) // 2 + 1)
        p_n_x, p_n_y = torch.meshgrid(r, r, indexing="ij")
        p_n = torch.cat([torch.flatten(p_n_x), torch.flatten(p_n_y)], 0)
        return p_n.view(1, 2 * N, 1, 1).to(dtype)

    def _get_p_0(self, h, w, N, dtype):
        p_0_x, p_0_y = torch.meshgrid(torch.arange(1, h * self.stride + 1, self.stride),
                                      torch.arange(1, w * self.stride + 1, self.stride), indexing="ij")
        p_0_x = torch.flatten(p_0_x).view(1, 1, h, w).repeat(1, N, 1, 1)
        p_0_y = torch.flatten(p_0_y).view(1, 1, h, w).repeat(1, N, 1, 1)
        return torch.cat([p_0_x, p_0_y], 1).to(dtype)

    def _get_p(self, offset, dtype):
        N, h, w = offset.size(1) // 2, offset.size(2), offset.size(3)
        return self._get_p_0(h, w, N, dtype) + self._get_p_n(N, dtype) + offset

    def _get_x_q(self, x, q, N):
        b, h, w, _ = q.size()
        padded_w = x.size(3)
        c = x.size(1)
        x = x.contiguous().view(b, c, -1)
        index = q[..., :N] * padded_w + q[..., N:]
        index = index.contiguous().unsqueeze(dim=1).expand(-1, c, -1, -1, -1).contiguous().view(b, c, -1)
        return x.gather(dim=-1, index=index).contiguous().view(b, c, h, w, N)

    @staticmethod
    def _reshape_x_offset(x_offset, ks):
        b, c, h, w, N = x_offset.size()
        x_offset = torch.cat([x_offset[..., s:s + ks].contiguous().view(b, c, h, w * ks) for s in range(0, N, ks)],
                             dim=-1)
        return x_offset.contiguous().view(b, c, h * ks, w * ks)


class ScaledMNISTNet(nn.Module):
    """scaled_mnist/archs.py's net (deform, min_deform_layer 3, no modulation), widths 4 .. 32 instead of 32 .. 256."""

    def __init__(self, num_classes=10, width=4, min_deform_layer=3):
        super().__init__()
        self.relu = nn.ReLU(inplace=True)
        self.pool = nn.MaxPool2d((2, 2))
        self.avg_pool = nn.AdaptiveAvgPool2d(1)
        features = []
        inplanes, outplanes = 1, width
        for i in range(4):
            if min_deform_layer <= i + 1:
                features.append(DeformConv2d(inplanes, outplanes, 3, padding=1, bias=False))
            else:
                features.append(nn.Conv2d(inplanes, outplanes, 3, padding=1, bias=False))
            features.append(nn.BatchNorm2d(outplanes))
            features.append(self.relu)
            if i == 1:
                features.append(self.pool)
            inplanes = outplanes
            outplanes *= 2
        self.features = nn.Sequential(*features)
        self.fc = nn.Linear(inplanes, num_classes)

    def forward(self, input):
        x = self.features(input)
        x = self.avg_pool(x)
        x = x.view(x.shape[0], -1)
        return self.fc(x)


# ------------------------------------------------------------------ NAFNet with arch_util's LayerNormFunction
class LayerNormFunction(torch.autograd.Function):
    """megvii-research/NAFNet's LayerNormFunction (basicsr/models/archs/arch_util.py): a LayerNorm over the
    channels of an NCHW map; backward written out from the saved normalised y, var and weight (the original's
    ctx.saved_variables is ctx.saved_tensors today)."""

    @staticmethod
    def forward(ctx, x, weight, bias, eps):
        ctx.eps = eps
        N, C, H, W = x.size()
        mu = x.mean(1, keepdim=True)
        var = (x - mu).pow(2).mean(1, keepdim=True)
        y = (x - mu) / (var + eps).sqrt()
        ctx.save_for_backward(y, var, weight)
        y = weight.view(1, C, 1, 1) * y + bias.view(1, C, 1, 1)
        return y

    @staticmethod
    def backward(ctx, grad_output):
        eps = ctx.eps
        N, C, H, W = grad_output.size()
        y, var, weight = ctx.saved_tensors
        g = grad_output * weight.view(1, C, 1, 1)
        mean_g = g.mean(dim=1, keepdim=True)
        mean_gy = (g * y).mean(dim=1, keepdim=True)
        gx = 1. / torch.sqrt(var + eps) * (g - y * mean_gy - mean_g)
        return gx, (grad_output * y).sum(dim=3).sum(dim=2).sum(dim=0), grad_output.sum(dim=3).sum(dim=2).sum(
            dim=0), None


class LayerNorm2d(nn.Module):
    def __init__(self, channels, eps=1e-6):
        super().__init__()
        self.register_parameter("weight", nn.Parameter(torch.ones(channels)))
        self.register_parameter("bias", nn.Parameter(torch.zeros(channels)))
        self.eps = eps

    def forward(self, x):
        return LayerNormFunction.apply(x, self.weight, self.bias, self.eps)


class SimpleGate(nn.Module):
    def forward(self, x):
        x1, x2 = x.chunk(2, dim=1)
        return x1 * x2


class NAFBlock(nn.Module):
    """beta / gamma are zero-initialised in the original; small random values here (as after some training)."""

    def __init__(self, c, g, DW_Expand=2, FFN_Expand=2):
        super().__init__()
        dw_channel, ffn_channel = c * DW_Expand, FFN_Expand * c
        self.conv1 = nn.Conv2d(c, dw_channel, 1, padding=0, stride=1, groups=1, bias=True)
        self.conv2 = nn.Conv2d(dw_channel, dw_channel, 3, padding=1, stride=1, groups=dw_channel, bias=True)
        self.conv3 = nn.Conv2d(dw_channel // 2, c, 1, padding=0, stride=1, groups=1, bias=True)
        self.sca = nn.Sequential(nn.AdaptiveAvgPool2d(1), nn.Conv2d(dw_channel // 2, dw_channel // 2, 1, bias=True))
        self.sg = SimpleGate()
        self.conv4 = nn.Conv2d(c, ffn_channel, 1, padding=0, stride=1, groups=1, bias=True)
        self.conv5 = nn.Conv2d(ffn_channel // 2, c, 1, padding=0, stride=1, groups=1, bias=True)
        self.norm1 = LayerNorm2d(c)
        self.norm2 = LayerNorm2d(c)
        self.beta = nn.Parameter(0.5 * torch.randn((1, c, 1, 1), generator=g), requires_grad=True)
        self.gamma = nn.Parameter(0.5 * torch.randn((1, c, 1, 1), generator=g), requires_grad=True)

    def forward(self, inp):                                                   # dropouts (rate 0) left out
        x = self.conv2(self.conv1(self.norm1(inp)))
        x = self.sg(x)
        x = x * self.sca(x)
        x = self.conv3(x)
        y = inp + x * self.beta
        x = self.sg(self.conv4(self.norm2(y)))
        x = self.conv5(x)
        return y + x * self.gamma


class NAFNet(nn.Module):
    def __init__(self, g, img_channel=3, width=4, middle_blk_num=1, enc_blk_nums=(1, 1), dec_blk_nums=(1, 1)):
        super().__init__()
        self.intro = nn.Conv2d(img_channel, width, 3, padding=1, stride=1, groups=1, bias=True)
        self.ending = nn.Conv2d(width, img_channel, 3, padding=1, stride=1, groups=1, bias=True)
        self.encoders, self.decoders = nn.ModuleList(), nn.ModuleList()
        self.middle_blks, self.ups, self.downs = nn.ModuleList(), nn.ModuleList(), nn.ModuleList()
        chan = width
        for num in enc_blk_nums:
            self.encoders.append(nn.Sequential(*[NAFBlock(chan, g) for _ in range(num)]))
            self.downs.append(nn.Conv2d(chan, 2 * chan, 2, 2))
            chan = chan * 2
        self.middle_blks = nn.Sequential(*[NAFBlock(chan, g) for _ in range(middle_blk_num)])
        for num in dec_blk_nums:
            self.ups.append(nn.Sequential(nn.Conv2d(chan, chan * 2, 1, bias=False), nn.PixelShuffle(2)))
            chan = chan // 2
            self.decoders.append(nn.Sequential(*[NAFBlock(chan, g) for _ in range(num)]))
        self.padder_size = 2 ** len(self.encoders)

    def forward(self, inp):
        B, C, H, W = inp.shape
        inp = self.check_image_size(inp)
        x = self.intro(inp)
        encs = []
        for encoder, down in zip(self.encoders, self.downs):
            x = encoder(x)
            encs.append(x)
            x = down(x)
        x = self.middle_blks(x)
        for decoder, up, enc_skip in zip(self.decoders, self.ups, encs[::-1]):
            x = decoder(up(x) + enc_skip)
        x = self.ending(x) + inp
        return x[:, :, :H, :W]

    def check_image_size(self, x):
        _, _, h, w = x.size()
        mod_pad_h = (self.padder_size - h % self.padder_size) % self.padder_size
        mod_pad_w = (self.padder_size - w % self.padder_size) % self.padder_size
        return F.pad(x, (0, mod_pad_w, 0, mod_pad_h))


def _psnr_loss(pred, target):
    scale = 10 / math.log(10)                                              # losses.py's PSNRLoss, toY False
    return 1.0 * scale * torch.log(((pred - target) ** 2).mean(dim=(1, 2, 3)) + 1e-8).mean()


# ------------------------------------------------------------------ RedNet, involution (mmcls layout)
class ConvModule(nn.Module):
    """mmcv's ConvModule with norm_cfg BN (conv bias 'auto' = False) and act_cfg ReLU, or a bare conv."""

    def __init__(self, in_channels, out_channels, kernel_size, stride=1, padding=0, norm=True, act=True):
        super().__init__()
        self.conv = nn.Conv2d(in_channels, out_channels, kernel_size, stride, padding, bias=not norm)
        self.with_norm, self.with_activation = norm, act
        if norm:
            self.bn = nn.BatchNorm2d(out_channels)
        if act:
            self.activate = nn.ReLU(inplace=True)

    def forward(self, x):
        x = self.conv(x)
        if self.with_norm:
            x = self.bn(x)
        if self.with_activation:
            x = self.activate(x)
        return x


class Involution(nn.Module):
    def __init__(self, channels, kernel_size, stride):
        super().__init__()
        self.kernel_size, self.stride, self.channels = kernel_size, stride, channels
        reduction_ratio, self.group_channels = 4, 16
        self.groups = self.channels // self.group_channels
        self.conv1 = ConvModule(channels, channels // reduction_ratio, 1)
        self.conv2 = ConvModule(channels // reduction_ratio, kernel_size ** 2 * self.groups, 1, norm=False, act=False)
        if stride > 1:
            self.avgpool = nn.AvgPool2d(stride, stride)
        self.unfold = nn.Unfold(kernel_size, 1, (kernel_size - 1) // 2, stride)

    def forward(self, x):
        weight = self.conv2(self.conv1(x if self.stride == 1 else self.avgpool(x)))
        b, c, h, w = weight.shape
        weight = weight.view(b, self.groups, self.kernel_size ** 2, h, w).unsqueeze(2)
        out = self.unfold(x).view(b, self.groups, self.group_channels, self.kernel_size ** 2, h, w)
        return (weight * out).sum(dim=3).view(b, self.channels, h, w)


class RedBottleneck(nn.Module):
    def __init__(self, in_channels, out_channels, expansion=4, stride=1, downsample=None):
        super().__init__()
        self.mid_channels = out_channels // expansion
        self.conv1 = nn.Conv2d(in_channels, self.mid_channels, kernel_size=1, stride=1, bias=False)
        self.norm1 = nn.BatchNorm2d(self.mid_channels)
        self.conv2 = Involution(self.mid_channels, 7, stride)
        self.norm2 = nn.BatchNorm2d(self.mid_channels)
        self.conv3 = nn.Conv2d(self.mid_channels, out_channels, kernel_size=1, bias=False)
        self.norm3 = nn.BatchNorm2d(out_channels)
        self.relu = nn.ReLU(inplace=True)
        self.downsample = downsample

    def forward(self, x):
        identity = x
        out = self.relu(self.norm1(self.conv1(x)))
        out = self.relu(self.norm2(self.conv2(out)))
        out = self.norm3(self.conv3(out))
        if self.downsample is not None:
            identity = self.downsample(x)
        out += identity
        return self.relu(out)


class RedNetCls(nn.Module):
    """RedNet (stage_blocks (1, 1), stem_channels 32, base_channels 16, zero_init_residual off), GlobalAveragePooling
    neck, LinearClsHead."""

    def __init__(self, num_classes=5, stem_channels=32, base_channels=16, strides=(1, 2), stage_blocks=(1, 1)):
        super().__init__()
        self.stem = nn.Sequential(
            ConvModule(3, stem_channels // 2, 3, stride=2, padding=1), Involution(stem_channels // 2, 3, 1),
            nn.BatchNorm2d(stem_channels // 2), nn.ReLU(inplace=True),
            ConvModule(stem_channels // 2, stem_channels, 3, stride=1, padding=1))
        self.maxpool = nn.MaxPool2d(kernel_size=3, stride=2, padding=1)
        self.res_layers = []
        _in, _out = stem_channels, base_channels * 4
        for i, n in enumerate(stage_blocks):
            down = None
            if strides[i] != 1 or _in != _out:
                down = nn.Sequential(nn.Conv2d(_in, _out, kernel_size=1, stride=strides[i], bias=False),
                                     nn.BatchNorm2d(_out))
            blocks = [RedBottleneck(_in, _out, stride=strides[i], downsample=down)]
            blocks += [RedBottleneck(_out, _out) for _ in range(1, n)]
            self.add_module(f"layer{i + 1}", nn.Sequential(*blocks))
            self.res_layers.append(f"layer{i + 1}")
            _in, _out = _out, _out * 2
        self.fc = nn.Linear(_in, num_classes)

    def forward(self, img):
        x = self.maxpool(self.stem(img))
        for name in self.res_layers:
            x = getattr(self, name)(x)
        x = F.adaptive_avg_pool2d(x, 1).view(x.size(0), -1)
        return self.fc(x)


def _label_smooth_loss(cls_score, labels, smooth=0.1):
    num_classes = cls_score.shape[1]                                       # mmcls LabelSmoothLoss, 'original'
    one_hot = torch.zeros((labels.shape[0], num_classes), dtype=torch.long).scatter_(1, labels.view(-1, 1), 1)
    smooth_label = one_hot.float() * (1 - smooth)
    smooth_label += smooth / num_classes
    loss = (-smooth_label * F.log_softmax(cls_score, dim=-1)).sum(dim=-1)
    return loss.mean()


# ------------------------------------------------------------------ build
def _pick(m, names):
    idx = _where(m, lambda n: n in names)
    assert len(idx) == len(names), (idx, names)
    return idx


def build(name: str, g: torch.Generator, Spec, call, ce):
    if name == "glow_flow":
        m = Glow(g)
        with torch.no_grad():                                               # train.py's step 0: ActNorm init
            m(_glow_image(g) + torch.rand(2, 3, _GLOW_SIZE, _GLOW_SIZE, generator=g) / _GLOW_BINS)
        return Spec(m, {"image": _glow_image(g), "noise": torch.rand(2, 3, _GLOW_SIZE, _GLOW_SIZE, generator=g)}, {},
                    _glow_step, _glow_loss,
                    subset=_pick(m, ("blocks.0.flows.1.invconv.w_s", "blocks.1.prior.scale",
                                     "blocks.0.flows.0.actnorm.loc")),
                    notes="held out (relate v61): Glow normalizing flow (rosinality/glow-pytorch layout, 2 blocks of "
                          "2 flows): squeeze, ActNorm (data-dependent init as train.py's no-grad step 0), "
                          "InvConv2dLU (weight from w_p, w_l, w_u, w_s and mask / sign / eye buffers, F.conv2d, "
                          "logdet by Python sum over w_s), affine coupling (chunk, conv ReLU_ conv ReLU_ "
                          "ZeroConv2d, sigmoid(log_s + 2)), split with a ZeroConv2d gaussian prior, last prior "
                          "from zeros; bits-per-dim loss of the dequantised image; subset = "
                          "blocks.0.flows.1.invconv.w_s, blocks.1.prior.scale, blocks.0.flows.0.actnorm.loc "
                          "(not a tail)")
    if name == "lstnet_forecast":
        m = LSTNet()
        series = torch.rand(4, 13, 3, generator=g)
        return Spec(m, {"x": series[:, :12].contiguous()}, {"Y": series[:, 12], "scale": torch.tensor([2.0, 0.5, 1.5])},
                    call, _lstnet_loss, subset=_pick(m, ("GRUskip.weight_hh_l0", "conv1.bias", "highway.weight")),
                    notes="held out (relate v61): LSTNet forecaster (laiguokun/LSTNet layout): a Conv2d over the "
                          "(window, series) map, ReLU, squeeze, a GRU over time (last hidden state), a skip-GRU "
                          "over the periodic slices reshaped into the batch, a linear head on both, a highway "
                          "autoregressive Linear on the last steps of every series, sigmoid; L1(sum) of the "
                          "scaled output; subset = GRUskip.weight_hh_l0, conv1.bias, highway.weight (not a tail)")
    if name == "deform_convnet":
        m = ScaledMNISTNet()
        return Spec(m, {"img": torch.randn(2, 1, 8, 8, generator=g)}, {"labels": torch.tensor([7, 2])}, call, ce,
                    subset=_pick(m, ("features.7.p_conv.weight", "features.4.bias", "features.10.conv.weight")),
                    notes="held out (relate v61): deformable ConvNet v1 (4uiiurz1/pytorch-deform-conv-v2 "
                          "DeformConv2d without modulation in the ScaledMNISTNet layout): conv BN shared ReLU_ "
                          "layers, max pool, two deformable layers (offsets from a zero-initialised p_conv, "
                          "detached floor corners clamped to the zero-padded map, bilinear weights, four "
                          "gathers, taps laid out for a stride-3 conv); avg pool, Linear; CE; subset = "
                          "features.7.p_conv.weight, features.4.bias, features.10.conv.weight (not a tail)")
    if name == "nafnet_restore":
        m = NAFNet(g)
        gt = torch.rand(2, 3, 8, 8, generator=g)
        return Spec(m, {"img": gt + 0.1 * torch.randn(2, 3, 8, 8, generator=g)}, {"gt": gt}, call, _psnr_loss,
                    subset=_pick(m, ("encoders.1.0.norm2.weight", "middle_blks.0.sca.1.bias", "decoders.0.0.beta")),
                    notes="held out (relate v61): NAFNet image restorer (megvii-research/NAFNet layout, width 4, "
                          "one block per level): NAFBlocks of LayerNorm2d (arch_util's LayerNormFunction custom "
                          "autograd.Function: channel mean / var, saves y, var, weight; backward (g - y mean(g y) "
                          "- mean(g)) / sqrt(var + eps), weight / bias grads by sums over 3, 2, 0), 1x1 and "
                          "depthwise convs, SimpleGate, simplified channel attention, beta / gamma residual "
                          "scales; strided-conv downs, PixelShuffle ups, additive skips, global residual; "
                          "PSNRLoss; subset = encoders.1.0.norm2.weight, middle_blks.0.sca.1.bias, "
                          "decoders.0.0.beta (not a tail)")
    if name == "rednet_involution":
        m = RedNetCls()
        return Spec(m, {"img": torch.randn(2, 3, 16, 16, generator=g)}, {"labels": torch.tensor([4, 1])}, call,
                    _label_smooth_loss,
                    subset=_pick(m, ("layer2.0.conv2.conv2.conv.weight", "stem.1.conv1.bn.weight",
                                     "layer1.0.norm3.bias")),
                    notes="held out (relate v61): RedNet involution classifier (d-li14/involution mmcls layout, "
                          "small): stem ConvModule, involution 3x3, BN ReLU_, ConvModule, max pool; Bottlenecks "
                          "whose middle conv is an involution 7x7 (per-pixel kernels from a 1x1 ConvModule + 1x1 "
                          "conv, over an avg pool when strided, Unfold patches, product summed over the taps per "
                          "group of 16 channels), projection shortcuts, out += identity; avg pool, Linear; mmcls "
                          "LabelSmoothLoss (scatter_ one-hot, smoothing 0.1, soft CE); subset = "
                          "layer2.0.conv2.conv2.conv.weight, stem.1.conv1.bn.weight, layer1.0.norm3.bias (not a "
                          "tail)")
    raise KeyError(name)
