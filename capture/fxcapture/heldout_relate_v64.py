"""Sixty-fourth held-out set for `fxmatch relate` (2026-12-06, /work/pending/heldout_relate_v64).

Written to score main blind: captured once and scored with main's binary and
rules, no engine change in between, and no fxmatch run on these captures
while they were written. Its five families are new to the project (no
earlier set has them); four put a custom torch.autograd.Function with a
hand-written backward of ordinary ATen ops in every block of the model and
one is an ordinary network: a ResNeXt whose every BN is NVIDIA/apex's Python
SyncBatchNorm (apex/parallel/__init__.py's convert_syncbn_model,
sync_batchnorm.py, sync_batchnorm_kernel.py: batch mean / var computed under
no_grad and passed in; SyncBatchnormFunction saves a channel-last clone of
the input, weight, bias, mean and var); a StyleGAN2 discriminator step
(rosinality/stylegan2-pytorch's model.py, op/fused_act.py on its CUDA path
with the fused_bias_act kernel in ATen ops: FusedLeakyReLUFunction saves only
its output and calls FusedLeakyReLUFunctionBackward in backward; Blur by
upfirdn2d_native; d_logistic_loss); a Mamba LM (alxndrTL/mamba.py's
mambapy/pscan.py, mamba.py, lm.py: PScan, a Blelloch parallel scan by
in-place updates of strided views of clones, saving the input A and the
scanned X); a CNN of pytorch/tutorials' custom_function_conv_bn_tutorial.py
(FusedConvBN2DFunction: conv + batch norm saving only X and the weight, sum /
sqrt(var) as ctx attributes, the conv recomputed in backward); and a TextCNN
(Shawn1993/cnn-text-classification-pytorch's model.py: Conv2d over the whole
embedding width, squeeze, max_pool1d over time, cat); like
heldout_relate.py's models they never enter the zoo.

  apex_syncbn_resnext  img [4, 3, 16, 16], labels [4] (5 classes) -> torchvision ResNet layout, Bottleneck (groups
                   4, width_per_group 16), every BN a SyncBatchNorm: conv1 Conv(3, 8, 7, s2, pad 3) SyncBN ReLU_
                   MaxPool(3, s2, pad 1) [4, 8, 4, 4]; layer1 Bottleneck(8, 8) [4, 32, 4, 4], layer2
                   Bottleneck(32, 16, s2) [4, 64, 2, 2]: Conv 1x1 SyncBN ReLU_, Conv 3x3 (groups 4) SyncBN ReLU_,
                   Conv 1x1 SyncBN, out += downsample (Conv 1x1 SyncBN), ReLU_; SyncBatchNorm: num_batches_tracked
                   += 1, no_grad mean / sqr_mean of x.transpose(0, 1).contiguous().view(c, -1), var = sqr_mean -
                   mean^2, running stats reassigned, SyncBatchnormFunction.apply(x, weight, bias, mean, var, eps,
                   None, 1) (c_last = x.transpose(1, -1).contiguous().clone() saved with weight, bias, mean, var;
                   (c_last - mean) / sqrt(var + eps) weight + bias, transposed back, cloned; backward by hand:
                   mean_dy, mean_dy_xmu, grad_input mul_(weight), weight / bias grads by sums of .view(-1, c));
                   avgpool, Linear(64, 5); criterion: CE; subset = layer2.0.bn2.weight, layer1.0.conv2.weight,
                   bn1.bias.
  stylegan2_d_fused  real, fake [4, 3, 16, 16] -> Discriminator(16, channels {16: 8, 8: 16, 4: 16}) on fake, then
                   real: ConvLayer(3, 8, 1); ResBlock(8, 16) [4, 16, 8, 8], ResBlock(16, 16) [4, 16, 4, 4] (conv1
                   3x3; conv2 Blur pad (2, 2), EqualConv2d 3x3 s2; skip Blur pad (1, 1), EqualConv2d 1x1 s2, no act
                   / bias; (out + skip) / sqrt 2); minibatch stddev cat [4, 17, 4, 4], final_conv ConvLayer(17, 16,
                   3), view [4, 256], EqualLinear(256, 16, fused_lrelu), EqualLinear(16, 1); every activation
                   FusedLeakyReLUFunction.apply(x, bias (EqualLinear: bias * lr_mul), 0.2, sqrt 2) (where(x + b >
                   0, x + b, 0.2 (x + b)) sqrt 2, save_for_backward(out); backward FusedLeakyReLUFunctionBackward
                   .apply: g' = where(out > 0, g, 0.2 g) sqrt 2, bias grad g'.sum([0, 2, 3]).detach()); Blur:
                   reshape, pads, crop, permute, conv2d with the flipped [4, 4] kernel, view; criterion:
                   d_logistic_loss; subset = convs.1.conv2.1.weight, convs.2.conv1.1.bias, final_linear.0.weight.
  mamba_pscan_lm   tokens [2, 8] (vocab 11), targets [2, 8] -> Embedding(11, 8); 3 ResidualBlocks mixer(RMSNorm(x))
                   + x; MambaBlock (d_inner 16, d_state 4, dt_rank 1): in_proj Linear(8, 32) chunk x, z;
                   Conv1d(16, 16, 4, groups 16, pad 3)[:, :, :8], SiLU; x_proj split delta, B, C; delta =
                   softplus((dt_proj.weight @ delta^T)^T + bias); deltaA = exp(delta[..., None] -exp(A_log)) [2, 8,
                   16, 4], BX = delta[..., None] B[:, :, None] x[..., None]; hs = PScan.apply(deltaA, BX) (clones
                   transposed [2, 16, 8, 4], up / down sweeps by add_ / mul_ on strided views,
                   save_for_backward(A_in, X, None); backward: A shifted left by F.pad, reverse scan of the cloned
                   gradient, Q[:, :, 1:].add_(X[:, :, :-1] g[:, :, 1:])); y = (hs @ C[..., None]).squeeze(3) + D x,
                   y silu(z), out_proj Linear(16, 8); RMSNorm, Linear(8, 11); criterion: CE(logits.view(-1, 11),
                   targets.view(-1)); subset = mamba.layers.1.mixer.A_log, mamba.layers.0.mixer.x_proj.weight,
                   embedding.weight.
  fusedconvbn_mnist  img [4, 1, 12, 12], labels [4] (10 classes) -> 3 x FusedConvBN (1 -> 4 -> 8 -> 8, 3x3) ReLU
                   [4, 8, 6, 6], max_pool 2, ReLU, flatten, Linear(72, 16) ReLU, Linear(16, 10), log_softmax;
                   FusedConvBN2DFunction.apply(X, conv_weight, 1e-3) (save_for_backward(X, conv_weight), conv2d,
                   sum / unbiased var over (0, 2, 3) as ctx.sum / ctx.sqrt_var, out = X - mean; out /= sqrt_var +
                   eps; backward: conv2d recomputed, batch_norm_backward by in-place ops, conv2d of transposed X and
                   grad, conv_transpose2d); criterion: nll_loss; subset = convbn2.conv_weight, fc1.bias.
  textcnn_kim      tokens [3, 10] (vocab 20), labels [3] (4 classes) -> Embedding(20, 6), unsqueeze(1); Conv2d(1,
                   4, (K, 6)) for K in (2, 3, 4), ReLU, squeeze(3), max_pool1d over the length, squeeze(2); cat
                   [3, 12], Linear(12, 4); criterion: CE; subset = convs1.1.weight, embed.weight.
No subset above is a tail.
"""
from __future__ import annotations

import math

import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.autograd import Function
from torch.nn.modules.batchnorm import _BatchNorm
from .heldout_subsets import where as _where

V64 = ["apex_syncbn_resnext", "stylegan2_d_fused", "mamba_pscan_lm", "fusedconvbn_mnist", "textcnn_kim"]


# ------------------------------------------------------------------ apex Python SyncBatchNorm (NVIDIA/apex layout)
class SyncBatchnormFunction(Function):
    """sync_batchnorm_kernel.py's SyncBatchnormFunction without nvtx ranges; one process, so the backward's
    torch.distributed.all_reduce branch is left out."""

    @staticmethod
    def forward(ctx, input, weight, bias, running_mean, running_variance, eps, process_group, world_size):
        # transpose it to channel last to support broadcasting for input with different rank
        c_last_input = input.transpose(1, -1).contiguous().clone()
        ctx.save_for_backward(c_last_input, weight, bias, running_mean, running_variance)
        ctx.eps, ctx.process_group, ctx.world_size = eps, process_group, world_size
        c_last_input = (c_last_input - running_mean) / torch.sqrt(running_variance + eps)
        if weight is not None:
            c_last_input = c_last_input * weight
        if bias is not None:
            c_last_input = c_last_input + bias
        return c_last_input.transpose(1, -1).contiguous().clone()

    @staticmethod
    def backward(ctx, grad_output):
        c_last_input, weight, bias, running_mean, running_variance = ctx.saved_tensors
        eps = ctx.eps
        grad_input = grad_weight = grad_bias = None
        num_features = running_mean.size()[0]
        # transpose it to channel last; squash non-channel dimension so we can easily calculate mean
        c_last_grad = grad_output.transpose(1, -1).contiguous()
        c_grad = c_last_grad.view(-1, num_features).contiguous()
        if ctx.needs_input_grad[0]:
            mean_dy = c_grad.mean(0)
            mean_dy_xmu = (c_last_grad * (c_last_input - running_mean)).view(-1, num_features).mean(0)
            c_last_grad_input = (c_last_grad - mean_dy - (c_last_input - running_mean) / (
                running_variance + eps) * mean_dy_xmu) / torch.sqrt(running_variance + eps)
            if weight is not None:
                c_last_grad_input.mul_(weight)
            grad_input = c_last_grad_input.transpose(1, -1).contiguous()
        if weight is not None and ctx.needs_input_grad[1]:
            grad_weight = ((c_last_input - running_mean) / torch.sqrt(
                running_variance + eps) * c_last_grad).view(-1, num_features).sum(0)
        if bias is not None and ctx.needs_input_grad[2]:
            grad_bias = c_grad.sum(0)
        return grad_input, grad_weight, grad_bias, None, None, None, None, None


class SyncBatchNorm(_BatchNorm):
    """sync_batchnorm.py's SyncBatchNorm (the Python fallback) in training mode, without nvtx ranges, the warning
    and the dtype cast; not distributed: process_group None, world_size 1, the all_reduce branch left out."""

    def __init__(self, num_features, eps=1e-5, momentum=0.1, affine=True, track_running_stats=True,
                 process_group=None, channel_last=False):
        super().__init__(num_features, eps=eps, momentum=momentum, affine=affine,
                         track_running_stats=track_running_stats)
        self.process_group = process_group

    def forward(self, input):
        process_group, world_size = self.process_group, 1
        self.num_batches_tracked += 1
        with torch.no_grad():
            channel_first_input = input.transpose(0, 1).contiguous()
            squashed_input_tensor_view = channel_first_input.view(channel_first_input.size(0), -1)
            m = float(squashed_input_tensor_view.size()[1])
            mean = torch.mean(squashed_input_tensor_view, 1)
            sqr_mean = torch.pow(squashed_input_tensor_view, 2).mean(1)
            var = sqr_mean - mean.pow(2)
            if self.running_mean is not None:
                self.running_mean = self.momentum * mean + (1 - self.momentum) * self.running_mean
            if self.running_var is not None:
                self.running_var = m / (m - 1) * self.momentum * var + (1 - self.momentum) * self.running_var
        return SyncBatchnormFunction.apply(input, self.weight, self.bias, mean, var, self.eps, process_group,
                                           world_size)


def convert_syncbn_model(module):
    """apex/parallel/__init__.py's convert_syncbn_model: replaces all BN layers in the model with sync BN."""
    mod = module
    if isinstance(module, torch.nn.modules.batchnorm._BatchNorm):
        mod = SyncBatchNorm(module.num_features, module.eps, module.momentum, module.affine,
                            module.track_running_stats)
        mod.running_mean = module.running_mean
        mod.running_var = module.running_var
        if module.affine:
            mod.weight.data = module.weight.data.clone().detach()
            mod.bias.data = module.bias.data.clone().detach()
    for name, child in module.named_children():
        mod.add_module(name, convert_syncbn_model(child))
    del module
    return mod


class Bottleneck(nn.Module):
    """torchvision resnet.py's Bottleneck (ResNeXt: a grouped 3x3 of width int(planes base_width / 64) groups)."""
    expansion = 4

    def __init__(self, inplanes, planes, stride=1, downsample=None, groups=1, base_width=64):
        super().__init__()
        width = int(planes * (base_width / 64.)) * groups
        self.conv1 = nn.Conv2d(inplanes, width, kernel_size=1, bias=False)
        self.bn1 = nn.BatchNorm2d(width)
        self.conv2 = nn.Conv2d(width, width, kernel_size=3, stride=stride, padding=1, groups=groups, bias=False)
        self.bn2 = nn.BatchNorm2d(width)
        self.conv3 = nn.Conv2d(width, planes * self.expansion, kernel_size=1, bias=False)
        self.bn3 = nn.BatchNorm2d(planes * self.expansion)
        self.relu = nn.ReLU(inplace=True)
        self.downsample = downsample

    def forward(self, x):
        identity = x
        out = self.relu(self.bn1(self.conv1(x)))
        out = self.relu(self.bn2(self.conv2(out)))
        out = self.bn3(self.conv3(out))
        if self.downsample is not None:
            identity = self.downsample(x)
        out += identity
        return self.relu(out)


class ResNeXt(nn.Module):
    """torchvision's ResNet(Bottleneck, [1, 1], groups=4, width_per_group=16): two stages of planes 8 / 16 and an
    8-wide stem instead of four of 64 .. 512; BN weights / biases random (as after some training)."""

    def __init__(self, g, planes=(8, 16), groups=4, width_per_group=16, num_classes=5, stem=8):
        super().__init__()
        self.inplanes, self.groups, self.base_width = stem, groups, width_per_group
        self.conv1 = nn.Conv2d(3, stem, kernel_size=7, stride=2, padding=3, bias=False)
        self.bn1 = nn.BatchNorm2d(stem)
        self.relu = nn.ReLU(inplace=True)
        self.maxpool = nn.MaxPool2d(kernel_size=3, stride=2, padding=1)
        self.layer1 = self._make_layer(planes[0])
        self.layer2 = self._make_layer(planes[1], stride=2)
        self.avgpool = nn.AdaptiveAvgPool2d((1, 1))
        self.fc = nn.Linear(planes[1] * Bottleneck.expansion, num_classes)
        for m in self.modules():
            if isinstance(m, nn.Conv2d):
                nn.init.kaiming_normal_(m.weight, mode="fan_out", nonlinearity="relu")
            elif isinstance(m, nn.BatchNorm2d):
                with torch.no_grad():
                    m.weight.copy_(1 + 0.3 * torch.randn(m.num_features, generator=g))
                    m.bias.copy_(0.3 * torch.randn(m.num_features, generator=g))

    def _make_layer(self, planes, stride=1):
        downsample = None
        if stride != 1 or self.inplanes != planes * Bottleneck.expansion:
            downsample = nn.Sequential(
                nn.Conv2d(self.inplanes, planes * Bottleneck.expansion, kernel_size=1, stride=stride, bias=False),
                nn.BatchNorm2d(planes * Bottleneck.expansion))
        layers = [Bottleneck(self.inplanes, planes, stride, downsample, self.groups, self.base_width)]
        self.inplanes = planes * Bottleneck.expansion
        return nn.Sequential(*layers)                                       # blocks = 1

    def forward(self, x):
        x = self.maxpool(self.relu(self.bn1(self.conv1(x))))
        x = self.layer2(self.layer1(x))
        return self.fc(torch.flatten(self.avgpool(x), 1))


# ------------------------------------------------------------------ StyleGAN2 discriminator (rosinality layout)
def fused_bias_act(input, bias, refer, act, grad, alpha, scale):
    """op/fused_bias_act_kernel.cu's fused_bias_act in ATen ops for act 3 (leaky relu): x (+ bias over dim 1), then
    grad 0: x > 0 ? x : x alpha; grad 1: ref > 0 ? x : x alpha; times scale."""
    x = input
    if bias.numel() > 0:
        x = x + bias.view(1, bias.shape[0], *([1] * (input.ndim - 2)))
    y = torch.where(x > 0.0, x, x * alpha) if grad == 0 else torch.where(refer > 0.0, x, x * alpha)
    return y * scale


class FusedLeakyReLUFunctionBackward(Function):
    """fused_act.py's; its own backward (double backward, for the r1 penalty) is left out: this step takes none."""

    @staticmethod
    def forward(ctx, grad_output, out, bias, negative_slope, scale):
        ctx.save_for_backward(out)
        ctx.negative_slope = negative_slope
        ctx.scale = scale
        empty = grad_output.new_empty(0)
        grad_input = fused_bias_act(grad_output, empty, out, 3, 1, negative_slope, scale)
        dim = [0]
        if grad_input.ndim > 2:
            dim += list(range(2, grad_input.ndim))
        if bias:
            grad_bias = grad_input.sum(dim).detach()
        else:
            grad_bias = empty
        return grad_input, grad_bias


class FusedLeakyReLUFunction(Function):
    @staticmethod
    def forward(ctx, input, bias, negative_slope, scale):
        empty = input.new_empty(0)
        ctx.bias = bias is not None
        if bias is None:
            bias = empty
        out = fused_bias_act(input, bias, empty, 3, 0, negative_slope, scale)
        ctx.save_for_backward(out)
        ctx.negative_slope = negative_slope
        ctx.scale = scale
        return out

    @staticmethod
    def backward(ctx, grad_output):
        out, = ctx.saved_tensors
        grad_input, grad_bias = FusedLeakyReLUFunctionBackward.apply(grad_output, out, ctx.bias, ctx.negative_slope,
                                                                     ctx.scale)
        if not ctx.bias:
            grad_bias = None
        return grad_input, grad_bias, None, None


def fused_leaky_relu(input, bias=None, negative_slope=0.2, scale=2 ** 0.5):
    """fused_act.py's fused_leaky_relu on its non-CPU branch (the CPU branch is F.leaky_relu, no Function)."""
    return FusedLeakyReLUFunction.apply(input, bias, negative_slope, scale)


class FusedLeakyReLU(nn.Module):
    def __init__(self, channel, bias=True, negative_slope=0.2, scale=2 ** 0.5):
        super().__init__()
        self.bias = nn.Parameter(torch.zeros(channel)) if bias else None
        self.negative_slope, self.scale = negative_slope, scale

    def forward(self, input):
        return fused_leaky_relu(input, self.bias, self.negative_slope, self.scale)


def upfirdn2d_native(input, kernel, up_x, up_y, down_x, down_y, pad_x0, pad_x1, pad_y0, pad_y1):
    _, channel, in_h, in_w = input.shape
    input = input.reshape(-1, in_h, in_w, 1)
    _, in_h, in_w, minor = input.shape
    kernel_h, kernel_w = kernel.shape
    out = input.view(-1, in_h, 1, in_w, 1, minor)
    out = F.pad(out, [0, 0, 0, up_x - 1, 0, 0, 0, up_y - 1])
    out = out.view(-1, in_h * up_y, in_w * up_x, minor)
    out = F.pad(out, [0, 0, max(pad_x0, 0), max(pad_x1, 0), max(pad_y0, 0), max(pad_y1, 0)])
    out = out[:, max(-pad_y0, 0): out.shape[1] - max(-pad_y1, 0), max(-pad_x0, 0): out.shape[2] - max(-pad_x1, 0), :]
    out = out.permute(0, 3, 1, 2)
    out = out.reshape([-1, 1, in_h * up_y + pad_y0 + pad_y1, in_w * up_x + pad_x0 + pad_x1])
    w = torch.flip(kernel, [0, 1]).view(1, 1, kernel_h, kernel_w)
    out = F.conv2d(out, w)
    out = out.reshape(-1, minor, in_h * up_y + pad_y0 + pad_y1 - kernel_h + 1,
                      in_w * up_x + pad_x0 + pad_x1 - kernel_w + 1)
    out = out.permute(0, 2, 3, 1)
    out = out[:, ::down_y, ::down_x, :]
    out_h = (in_h * up_y + pad_y0 + pad_y1 - kernel_h + down_y) // down_y
    out_w = (in_w * up_x + pad_x0 + pad_x1 - kernel_w + down_x) // down_x
    return out.view(-1, channel, out_h, out_w)


def upfirdn2d(input, kernel, up=1, down=1, pad=(0, 0)):
    """upfirdn2d.py's upfirdn2d on its CPU branch (upfirdn2d_native); the UpFirDn2d Function wraps the CUDA op."""
    return upfirdn2d_native(input, kernel, up, up, down, down, pad[0], pad[1], pad[0], pad[1])


def make_kernel(k):
    k = torch.tensor(k, dtype=torch.float32)
    if k.ndim == 1:
        k = k[None, :] * k[:, None]
    k /= k.sum()
    return k


class Blur(nn.Module):
    def __init__(self, kernel, pad):
        super().__init__()
        self.register_buffer("kernel", make_kernel(kernel))
        self.pad = pad

    def forward(self, input):
        return upfirdn2d(input, self.kernel, pad=self.pad)


class EqualConv2d(nn.Module):
    """model.py's EqualConv2d; conv2d_gradfix.conv2d is F.conv2d off CUDA."""

    def __init__(self, in_channel, out_channel, kernel_size, stride=1, padding=0, bias=True):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(out_channel, in_channel, kernel_size, kernel_size))
        self.scale = 1 / math.sqrt(in_channel * kernel_size ** 2)
        self.stride, self.padding = stride, padding
        self.bias = nn.Parameter(torch.zeros(out_channel)) if bias else None

    def forward(self, input):
        return F.conv2d(input, self.weight * self.scale, bias=self.bias, stride=self.stride, padding=self.padding)


class EqualLinear(nn.Module):
    def __init__(self, in_dim, out_dim, bias=True, bias_init=0, lr_mul=1, activation=None):
        super().__init__()
        self.weight = nn.Parameter(torch.randn(out_dim, in_dim).div_(lr_mul))
        self.bias = nn.Parameter(torch.zeros(out_dim).fill_(bias_init)) if bias else None
        self.activation = activation
        self.scale = (1 / math.sqrt(in_dim)) * lr_mul
        self.lr_mul = lr_mul

    def forward(self, input):
        if self.activation:
            out = F.linear(input, self.weight * self.scale)
            out = fused_leaky_relu(out, self.bias * self.lr_mul)
        else:
            out = F.linear(input, self.weight * self.scale, bias=self.bias * self.lr_mul)
        return out


class ConvLayer(nn.Sequential):
    def __init__(self, in_channel, out_channel, kernel_size, downsample=False, blur_kernel=(1, 3, 3, 1), bias=True,
                 activate=True):
        layers = []
        if downsample:
            factor = 2
            p = (len(blur_kernel) - factor) + (kernel_size - 1)
            layers.append(Blur(list(blur_kernel), pad=((p + 1) // 2, p // 2)))
            stride, padding = 2, 0
        else:
            stride, padding = 1, kernel_size // 2
        layers.append(EqualConv2d(in_channel, out_channel, kernel_size, padding=padding, stride=stride,
                                  bias=bias and not activate))
        if activate:
            layers.append(FusedLeakyReLU(out_channel, bias=bias))
        super().__init__(*layers)


class ResBlock(nn.Module):
    def __init__(self, in_channel, out_channel, blur_kernel=(1, 3, 3, 1)):
        super().__init__()
        self.conv1 = ConvLayer(in_channel, in_channel, 3)
        self.conv2 = ConvLayer(in_channel, out_channel, 3, downsample=True)
        self.skip = ConvLayer(in_channel, out_channel, 1, downsample=True, activate=False, bias=False)

    def forward(self, input):
        out = self.conv2(self.conv1(input))
        skip = self.skip(input)
        return (out + skip) / math.sqrt(2)


class Discriminator(nn.Module):
    """model.py's Discriminator at size 16 with channels {16: 8, 8: 16, 4: 16} (512 in the original)."""

    def __init__(self, size=16, channels=None, blur_kernel=(1, 3, 3, 1)):
        super().__init__()
        channels = channels or {4: 16, 8: 16, 16: 8}
        convs = [ConvLayer(3, channels[size], 1)]
        in_channel = channels[size]
        for i in range(int(math.log(size, 2)), 2, -1):
            out_channel = channels[2 ** (i - 1)]
            convs.append(ResBlock(in_channel, out_channel, blur_kernel))
            in_channel = out_channel
        self.convs = nn.Sequential(*convs)
        self.stddev_group, self.stddev_feat = 4, 1
        self.final_conv = ConvLayer(in_channel + 1, channels[4], 3)
        self.final_linear = nn.Sequential(EqualLinear(channels[4] * 4 * 4, channels[4], activation="fused_lrelu"),
                                          EqualLinear(channels[4], 1))

    def forward(self, input):
        out = self.convs(input)
        batch, channel, height, width = out.shape
        group = min(batch, self.stddev_group)
        stddev = out.view(group, -1, self.stddev_feat, channel // self.stddev_feat, height, width)
        stddev = torch.sqrt(stddev.var(0, unbiased=False) + 1e-8)
        stddev = stddev.mean([2, 3, 4], keepdims=True).squeeze(2)
        stddev = stddev.repeat(group, 1, height, width)
        out = torch.cat([out, stddev], 1)
        out = self.final_conv(out)
        out = out.view(batch, -1)
        return self.final_linear(out)


def _d_step(m, real_img, fake_img):
    fake_pred = m(fake_img)                                                 # train.py's discriminator step
    real_pred = m(real_img)
    return real_pred, fake_pred


def _d_logistic_loss(preds):
    real_pred, fake_pred = preds
    real_loss = F.softplus(-real_pred)
    fake_loss = F.softplus(fake_pred)
    return real_loss.mean() + fake_loss.mean()


# ------------------------------------------------------------------ Mamba LM with the parallel scan (mamba.py layout)
def npo2(len):
    return 2 ** math.ceil(math.log2(len))


class PScan(torch.autograd.Function):
    """mambapy/pscan.py's PScan (Blelloch scan of H[t] = A[t] H[t-1] + X[t]); L = 8 is a power of two, so the
    pad_npo2 branches of forward / backward are left out."""

    @staticmethod
    def pscan(A, X):
        # A : (B, D, L, N), X : (B, D, L, N); modifies X in place by doing a parallel scan
        B, D, L, _ = A.size()
        num_steps = int(math.log2(L))
        Aa = A
        Xa = X
        for _ in range(num_steps - 2):
            T = Xa.size(2)
            Aa = Aa.view(B, D, T // 2, 2, -1)
            Xa = Xa.view(B, D, T // 2, 2, -1)
            Xa[:, :, :, 1].add_(Aa[:, :, :, 1].mul(Xa[:, :, :, 0]))
            Aa[:, :, :, 1].mul_(Aa[:, :, :, 0])
            Aa = Aa[:, :, :, 1]
            Xa = Xa[:, :, :, 1]
        if Xa.size(2) == 4:
            Xa[:, :, 1].add_(Aa[:, :, 1].mul(Xa[:, :, 0]))
            Aa[:, :, 1].mul_(Aa[:, :, 0])
            Xa[:, :, 3].add_(Aa[:, :, 3].mul(Xa[:, :, 2] + Aa[:, :, 2].mul(Xa[:, :, 1])))
        elif Xa.size(2) == 2:
            Xa[:, :, 1].add_(Aa[:, :, 1].mul(Xa[:, :, 0]))
            return
        else:
            return
        Aa = A[:, :, 2**(num_steps - 2) - 1:L:2**(num_steps - 2)]
        Xa = X[:, :, 2**(num_steps - 2) - 1:L:2**(num_steps - 2)]
        Xa[:, :, 2].add_(Aa[:, :, 2].mul(Xa[:, :, 1]))
        Aa[:, :, 2].mul_(Aa[:, :, 1])
        for k in range(num_steps - 3, -1, -1):
            Aa = A[:, :, 2**k - 1:L:2**k]
            Xa = X[:, :, 2**k - 1:L:2**k]
            T = Xa.size(2)
            Aa = Aa.view(B, D, T // 2, 2, -1)
            Xa = Xa.view(B, D, T // 2, 2, -1)
            Xa[:, :, 1:, 0].add_(Aa[:, :, 1:, 0].mul(Xa[:, :, :-1, 1]))
            Aa[:, :, 1:, 0].mul_(Aa[:, :, :-1, 1])

    @staticmethod
    def pscan_rev(A, X):
        # the same function as above, but in reverse (used in the backward pass)
        B, D, L, _ = A.size()
        num_steps = int(math.log2(L))
        Aa = A
        Xa = X
        for _ in range(num_steps - 2):
            T = Xa.size(2)
            Aa = Aa.view(B, D, T // 2, 2, -1)
            Xa = Xa.view(B, D, T // 2, 2, -1)
            Xa[:, :, :, 0].add_(Aa[:, :, :, 0].mul(Xa[:, :, :, 1]))
            Aa[:, :, :, 0].mul_(Aa[:, :, :, 1])
            Aa = Aa[:, :, :, 0]
            Xa = Xa[:, :, :, 0]
        if Xa.size(2) == 4:
            Xa[:, :, 2].add_(Aa[:, :, 2].mul(Xa[:, :, 3]))
            Aa[:, :, 2].mul_(Aa[:, :, 3])
            Xa[:, :, 0].add_(Aa[:, :, 0].mul(Xa[:, :, 1].add(Aa[:, :, 1].mul(Xa[:, :, 2]))))
        elif Xa.size(2) == 2:
            Xa[:, :, 0].add_(Aa[:, :, 0].mul(Xa[:, :, 1]))
            return
        else:
            return
        Aa = A[:, :, 0:L:2**(num_steps - 2)]
        Xa = X[:, :, 0:L:2**(num_steps - 2)]
        Xa[:, :, 1].add_(Aa[:, :, 1].mul(Xa[:, :, 2]))
        Aa[:, :, 1].mul_(Aa[:, :, 2])
        for k in range(num_steps - 3, -1, -1):
            Aa = A[:, :, 0:L:2**k]
            Xa = X[:, :, 0:L:2**k]
            T = Xa.size(2)
            Aa = Aa.view(B, D, T // 2, 2, -1)
            Xa = Xa.view(B, D, T // 2, 2, -1)
            Xa[:, :, :-1, 1].add_(Aa[:, :, :-1, 1].mul(Xa[:, :, 1:, 0]))
            Aa[:, :, :-1, 1].mul_(Aa[:, :, 1:, 0])

    @staticmethod
    def forward(ctx, A_in, X_in, H_0=None):
        B, L, D, N = X_in.size()
        assert L == npo2(L)
        # cloning is requiered because of the in-place ops
        A = A_in.clone()
        X = X_in.clone()
        A = A.transpose(2, 1)                                               # (B, D, L, N)
        X = X.transpose(2, 1)
        PScan.pscan(A, X)
        ctx.save_for_backward(A_in, X, H_0)
        return X.transpose(2, 1)[:, :L]

    @staticmethod
    def backward(ctx, grad_output_in):
        A_in, X, H_0 = ctx.saved_tensors
        B, L, D, N = grad_output_in.size()
        grad_output = grad_output_in.clone()
        grad_output = grad_output.transpose(2, 1)
        A_in = A_in.transpose(2, 1)                                         # (B, D, L, N)
        A = torch.nn.functional.pad(A_in[:, :, 1:], (0, 0, 0, 1))           # shift 1 to the left
        PScan.pscan_rev(A, grad_output)
        Q = torch.zeros_like(X)
        Q[:, :, 1:].add_(X[:, :, :-1] * grad_output[:, :, 1:])
        return Q.transpose(2, 1)[:, :L], grad_output.transpose(2, 1)[:, :L]


pscan = PScan.apply


class MambaConfig:
    """mamba.py's MambaConfig dataclass (the fields this layout reads)."""

    def __init__(self, d_model, n_layers, d_state=16, expand_factor=2, d_conv=4, dt_min=0.001, dt_max=0.1,
                 dt_scale=1.0, dt_init_floor=1e-4, rms_norm_eps=1e-5, base_std=0.02, bias=False, conv_bias=True):
        self.d_model, self.n_layers, self.d_state, self.d_conv = d_model, n_layers, d_state, d_conv
        self.dt_min, self.dt_max, self.dt_scale, self.dt_init_floor = dt_min, dt_max, dt_scale, dt_init_floor
        self.rms_norm_eps, self.base_std, self.bias, self.conv_bias = rms_norm_eps, base_std, bias, conv_bias
        self.d_inner = expand_factor * d_model
        self.dt_rank = math.ceil(d_model / 16)                              # 'auto'


class RMSNorm(nn.Module):
    def __init__(self, d_model: int, eps: float = 1e-5):
        super().__init__()
        self.eps = eps
        self.weight = nn.Parameter(torch.ones(d_model))

    def forward(self, x):
        output = x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + self.eps)
        return output * self.weight


class MambaBlock(nn.Module):
    """mamba.py's MambaBlock on the pscan path (dt_init 'random', no inner layernorms / mup / cuda), the caching
    hidden state left out."""

    def __init__(self, config: MambaConfig):
        super().__init__()
        self.config = config
        self.in_proj = nn.Linear(config.d_model, 2 * config.d_inner, bias=config.bias)
        self.conv1d = nn.Conv1d(in_channels=config.d_inner, out_channels=config.d_inner, kernel_size=config.d_conv,
                                bias=config.conv_bias, groups=config.d_inner, padding=config.d_conv - 1)
        self.x_proj = nn.Linear(config.d_inner, config.dt_rank + 2 * config.d_state, bias=False)
        self.dt_proj = nn.Linear(config.dt_rank, config.d_inner, bias=True)
        dt_init_std = config.dt_rank**-0.5 * config.dt_scale
        nn.init.uniform_(self.dt_proj.weight, -dt_init_std, dt_init_std)
        dt = torch.exp(torch.rand(config.d_inner) * (math.log(config.dt_max) - math.log(config.dt_min))
                       + math.log(config.dt_min)).clamp(min=config.dt_init_floor)
        inv_dt = dt + torch.log(-torch.expm1(-dt))                          # inverse of softplus
        with torch.no_grad():
            self.dt_proj.bias.copy_(inv_dt)
        A = torch.arange(1, config.d_state + 1, dtype=torch.float32).repeat(config.d_inner, 1)
        self.A_log = nn.Parameter(torch.log(A))
        self.D = nn.Parameter(torch.ones(config.d_inner))
        self.out_proj = nn.Linear(config.d_inner, config.d_model, bias=config.bias)

    def forward(self, x):
        _, L, _ = x.shape
        xz = self.in_proj(x)                                                # (B, L, 2*ED)
        x, z = xz.chunk(2, dim=-1)
        x = x.transpose(1, 2)
        x = self.conv1d(x)[:, :, :L]                                        # depthwise convolution over time
        x = x.transpose(1, 2)
        x = F.silu(x)
        y = self.ssm(x)
        z = F.silu(z)
        return self.out_proj(y * z)

    def ssm(self, x):
        A = -torch.exp(self.A_log.float())                                  # (ED, N)
        D = self.D.float()
        deltaBC = self.x_proj(x)
        delta, B, C = torch.split(deltaBC, [self.config.dt_rank, self.config.d_state, self.config.d_state], dim=-1)
        delta = self.dt_proj.weight @ delta.transpose(1, 2)                 # (B, ED, L)
        delta = delta.transpose(1, 2)
        delta = F.softplus(delta + self.dt_proj.bias)
        return self.selective_scan(x, delta, A, B, C, D)

    def selective_scan(self, x, delta, A, B, C, D):
        deltaA = torch.exp(delta.unsqueeze(-1) * A)                         # (B, L, ED, N)
        deltaB = delta.unsqueeze(-1) * B.unsqueeze(2)
        BX = deltaB * (x.unsqueeze(-1))
        hs = pscan(deltaA, BX)
        y = (hs @ C.unsqueeze(-1)).squeeze(3)                               # (B, L, ED, N) @ (B, L, N, 1)
        return y + D * x


class ResidualBlock(nn.Module):
    def __init__(self, config: MambaConfig):
        super().__init__()
        self.mixer = MambaBlock(config)
        self.norm = RMSNorm(config.d_model, config.rms_norm_eps)

    def forward(self, x):
        return self.mixer(self.norm(x)) + x


class Mamba(nn.Module):
    def __init__(self, config: MambaConfig):
        super().__init__()
        self.layers = nn.ModuleList([ResidualBlock(config) for _ in range(config.n_layers)])

    def forward(self, x):
        for layer in self.layers:
            x = layer(x)
        return x


class MambaLM(nn.Module):
    """mambapy/lm.py's LM (no weight tying, non-muP llama2.c init), d_model 8, 3 layers, d_state 4, vocab 11."""

    def __init__(self, config: MambaConfig, vocab_size: int):
        super().__init__()
        self.config = config
        self.embedding = nn.Embedding(vocab_size, config.d_model, padding_idx=0)
        self.mamba = Mamba(config)
        self.norm_f = RMSNorm(config.d_model, config.rms_norm_eps)
        self.lm_head = nn.Linear(config.d_model, vocab_size, bias=False)
        for module in self.modules():                                       # self.apply(self._init_weights)
            if isinstance(module, (nn.Linear, nn.Embedding)):
                torch.nn.init.normal_(module.weight, mean=0.0, std=config.base_std)
                if isinstance(module, nn.Linear) and module.bias is not None:
                    torch.nn.init.zeros_(module.bias)
        for pn, p in self.named_parameters():
            if pn.endswith("mixer.out_proj.weight"):
                torch.nn.init.normal_(p, mean=0.0, std=config.base_std / math.sqrt(2 * config.n_layers))

    def forward(self, tokens):
        x = self.embedding(tokens)
        x = self.mamba(x)
        x = self.norm_f(x)
        return self.lm_head(x)


def _lm_loss(logits, targets):
    return F.cross_entropy(logits.view(-1, logits.size(-1)), targets.view(-1))


# ------------------------------------------------------------------ FusedConvBN (pytorch/tutorials layout)
def convolution_backward(grad_out, X, weight):
    grad_input = F.conv2d(X.transpose(0, 1), grad_out.transpose(0, 1)).transpose(0, 1)
    grad_X = F.conv_transpose2d(grad_out, weight)
    return grad_X, grad_input


def unsqueeze_all(t):
    return t[None, :, None, None]


def batch_norm_backward(grad_out, X, sum, sqrt_var, N, eps):
    # out = (X - mean(X)) / (sqrt(var(X)) + eps), by the chain rule through var(X), mean(X) and the numerator's X
    tmp = -((X - unsqueeze_all(sum) / N) * grad_out).sum(dim=(0, 2, 3))
    d_denom = tmp / (sqrt_var + eps)**2  # d_denom = -num / denom**2
    d_var = d_denom / (2 * sqrt_var)  # denom = torch.sqrt(var) + eps
    d_mean_dx = grad_out / unsqueeze_all(sqrt_var + eps)
    d_mean_dx = unsqueeze_all(-d_mean_dx.sum(dim=(0, 2, 3)) / N)
    # (1) unbiased_var(x) = ((X - unsqueeze_all(mean))**2).sum(dim=(0, 2, 3)) / (N - 1)
    grad_input = X * unsqueeze_all(d_var * N)
    grad_input += unsqueeze_all(-d_var * sum)
    grad_input *= 2 / ((N - 1) * N)
    grad_input += d_mean_dx
    grad_input *= unsqueeze_all(sqrt_var + eps)
    grad_input += grad_out
    grad_input /= unsqueeze_all(sqrt_var + eps)  # sqrt_var + eps > 0!
    return grad_input


class FusedConvBN2DFunction(torch.autograd.Function):
    @staticmethod
    def forward(ctx, X, conv_weight, eps=1e-3):
        assert X.ndim == 4  # N, C, H, W
        ctx.save_for_backward(X, conv_weight)
        X = F.conv2d(X, conv_weight)
        sum = X.sum(dim=(0, 2, 3))
        var = X.var(unbiased=True, dim=(0, 2, 3))
        N = X.numel() / X.size(1)
        sqrt_var = torch.sqrt(var)
        ctx.eps, ctx.sum, ctx.N, ctx.sqrt_var = eps, sum, N, sqrt_var
        mean = sum / N
        denom = sqrt_var + eps
        out = X - unsqueeze_all(mean)
        out /= unsqueeze_all(denom)
        return out

    @staticmethod
    def backward(ctx, grad_out):
        X, conv_weight, = ctx.saved_tensors
        # (4) Batch norm backward, (5) We need to recompute conv
        X_conv_out = F.conv2d(X, conv_weight)
        grad_out = batch_norm_backward(grad_out, X_conv_out, ctx.sum, ctx.sqrt_var, ctx.N, ctx.eps)
        grad_X, grad_input = convolution_backward(grad_out, X, conv_weight)
        return grad_X, grad_input, None, None, None, None, None


class FusedConvBN(nn.Module):
    def __init__(self, in_channels, out_channels, kernel_size, exp_avg_factor=0.1, eps=1e-3):
        super().__init__()
        self.conv_weight = nn.Parameter(torch.empty(out_channels, in_channels, kernel_size, kernel_size))
        self.num_features = out_channels
        self.eps = eps
        nn.init.kaiming_uniform_(self.conv_weight, a=math.sqrt(5))          # reset_parameters

    def forward(self, X):
        return FusedConvBN2DFunction.apply(X, self.conv_weight, self.eps)


class FusedNet(nn.Module):
    """The tutorial's Net(fused=True) with 4 / 8 channels on 12x12 inputs (32 / 64 on 28x28), a third
    FusedConvBN(8, 8, 3) so the Function runs in three blocks; dropout 0.5 left out (a random op has no truth)."""

    def __init__(self):
        super().__init__()
        self.convbn1 = FusedConvBN(1, 4, 3)
        self.convbn2 = FusedConvBN(4, 8, 3)
        self.convbn3 = FusedConvBN(8, 8, 3)
        self.fc1 = nn.Linear(72, 16)
        self.fc2 = nn.Linear(16, 10)

    def forward(self, x):
        x = F.relu(self.convbn1(x))
        x = F.relu(self.convbn2(x))
        x = F.relu(self.convbn3(x))
        x = F.max_pool2d(x, 2)
        x = F.relu(x)
        x = x.flatten(1)
        x = F.relu(self.fc1(x))
        x = self.fc2(x)
        return F.log_softmax(x, dim=1)


def _nll(output, target):
    return F.nll_loss(output, target)                                       # the tutorial's train()


# ------------------------------------------------------------------ TextCNN (Shawn1993/cnn-text-classification-pytorch)
class CNN_Text(nn.Module):
    """model.py's CNN_Text (Kim 2014), embed_dim 6, kernel_num 4, kernel_sizes (2, 3, 4), dropout 0.5 left out;
    static False."""

    def __init__(self, embed_num=20, embed_dim=6, class_num=4, kernel_num=4, kernel_sizes=(2, 3, 4)):
        super().__init__()
        V, D, C, Ci, Co, Ks = embed_num, embed_dim, class_num, 1, kernel_num, kernel_sizes
        self.embed = nn.Embedding(V, D)
        self.convs1 = nn.ModuleList([nn.Conv2d(Ci, Co, (K, D)) for K in Ks])
        self.fc1 = nn.Linear(len(Ks) * Co, C)

    def forward(self, x):
        x = self.embed(x)  # (N,W,D)
        x = x.unsqueeze(1)  # (N,Ci,W,D)
        x = [F.relu(conv(x)).squeeze(3) for conv in self.convs1]  # [(N,Co,W), ...]*len(Ks)
        x = [F.max_pool1d(i, i.size(2)).squeeze(2) for i in x]  # [(N,Co), ...]*len(Ks)
        x = torch.cat(x, 1)
        logit = self.fc1(x)  # (N,C)
        return logit


# ------------------------------------------------------------------ build
def _pick(m, names):
    idx = _where(m, lambda n: n in names)
    assert len(idx) == len(names), (idx, names)
    return idx


def build(name: str, g: torch.Generator, Spec, call, ce):
    if name == "apex_syncbn_resnext":
        m = convert_syncbn_model(ResNeXt(g))
        return Spec(m, {"img": torch.randn(4, 3, 16, 16, generator=g)}, {"labels": torch.tensor([2, 0, 4, 1])}, call,
                    ce, subset=_pick(m, ("layer2.0.bn2.weight", "layer1.0.conv2.weight", "bn1.bias")),
                    notes="held out (relate v64): ResNeXt whose every BN is NVIDIA/apex's Python SyncBatchNorm "
                          "(no-grad batch stats into the SyncBatchnormFunction custom autograd.Function, saving a "
                          "channel-last clone of the input, weight, bias, mean, var); CE; non-tail subset")
    if name == "stylegan2_d_fused":
        m = Discriminator()
        return Spec(m, {"real_img": torch.randn(4, 3, 16, 16, generator=g),
                        "fake_img": torch.randn(4, 3, 16, 16, generator=g)}, {}, _d_step, _d_logistic_loss,
                    subset=_pick(m, ("convs.1.conv2.1.weight", "convs.2.conv1.1.bias", "final_linear.0.weight")),
                    notes="held out (relate v64): StyleGAN2 discriminator step (rosinality/stylegan2-pytorch, size "
                          "16) whose activations are FusedLeakyReLUFunction (custom autograd.Function saving its "
                          "output, backward via FusedLeakyReLUFunctionBackward); Blur, ResBlocks, minibatch "
                          "stddev, D on fake then real; d_logistic_loss; non-tail subset")
    if name == "mamba_pscan_lm":
        m = MambaLM(MambaConfig(d_model=8, n_layers=3, d_state=4), vocab_size=11)
        tokens = torch.randint(1, 11, (2, 9), generator=g)
        return Spec(m, {"tokens": tokens[:, :-1].contiguous()}, {"targets": tokens[:, 1:].contiguous()}, call,
                    _lm_loss,
                    subset=_pick(m, ("mamba.layers.1.mixer.A_log", "mamba.layers.0.mixer.x_proj.weight",
                                     "embedding.weight")),
                    notes="held out (relate v64): Mamba LM (alxndrTL/mamba.py, 3 layers, seq 8) whose selective "
                          "scan is the PScan custom autograd.Function (Blelloch sweeps by in-place ops on strided "
                          "views of clones, saving A_in and the scanned X); CE; non-tail subset")
    if name == "fusedconvbn_mnist":
        m = FusedNet()
        return Spec(m, {"img": torch.randn(4, 1, 12, 12, generator=g)}, {"labels": torch.tensor([7, 1, 3, 9])},
                    call, _nll, subset=_pick(m, ("convbn2.conv_weight", "fc1.bias")),
                    notes="held out (relate v64): CNN of pytorch/tutorials' FusedConvBN2DFunction custom "
                          "autograd.Function (conv + batch norm saving X and the weight, stats on ctx, conv "
                          "recomputed in backward), three blocks; nll_loss; non-tail subset")
    if name == "textcnn_kim":
        m = CNN_Text()
        return Spec(m, {"tokens": torch.randint(0, 20, (3, 10), generator=g)}, {"labels": torch.tensor([1, 3, 0])},
                    call, ce, subset=_pick(m, ("convs1.1.weight", "embed.weight")),
                    notes="held out (relate v64): Kim-style TextCNN (Shawn1993/cnn-text-classification-pytorch): "
                          "Conv2d over the full embedding width, squeeze, max_pool1d over time, cat, Linear; CE; "
                          "non-tail subset")
    raise KeyError(name)
