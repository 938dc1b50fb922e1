"""Sixty-ninth held-out set for `fxmatch relate` (2026-12-06, /work/pending/heldout_relate_v69).

Written to score main blind: captured once and scored with main's binary and
rules, no engine change in between, and no fxmatch run on these captures
while they were written. Its five models re-implement public code at small
sizes; relatives are already held out (heldout_relate.py's tv_shufflenet_v2
and tv_swin_mini, built by torchvision itself; its DenseNet-style net of v3,
without checkpointing; v62's ResMLP with the same MemoryEfficientSwish
Function), none of these five is: a ShuffleNetV2 (pytorch/vision:
torchvision/models/shufflenetv2.py); a memory-efficient DenseNet
(pytorch/vision: torchvision/models/densenet.py with memory_efficient=True:
torch.utils.checkpoint(use_reentrant=False), as the current source passes it,
of every dense layer's bn_function); a Swin Transformer
(microsoft/Swin-Transformer: models/swin_transformer.py); an EfficientNet
whose every activation is one custom torch.autograd.Function
(lukemelas/EfficientNet-PyTorch: efficientnet_pytorch/model.py MBConvBlock /
EfficientNet, efficientnet_pytorch/utils.py SwishImplementation /
MemoryEfficientSwish / Conv2dStaticSamePadding / round_filters /
BlockDecoder); and a Res2Net (Res2Net/Res2Net-PretrainedModels: res2net.py
Bottle2neck / Res2Net); every criterion is CrossEntropyLoss; like
heldout_relate.py's models they never enter the zoo.

  shufflenetv2_cls  x [2, 3, 32, 32], labels [2] (5 classes) -> ShuffleNetV2(stages_repeats [2, 2, 1],
                   stages_out_channels [8, 16, 32, 48, 64] for x0_5's [4, 8, 4] / [24, 48, 96, 192, 1024]): conv1
                   Conv(3, 8, 3, s2, pad 1, no bias) / BN / ReLU_ [2, 8, 16, 16], maxpool(3, s2, pad 1) [2, 8, 8, 8];
                   stage2 InvertedResidual(8, 16, s2): branch1 = depthwise Conv(8, 8, 3, s2, pad 1, groups 8) / BN /
                   Conv 1x1(8, 8) / BN / ReLU_, branch2 = Conv 1x1(8, 8) / BN / ReLU_ / depthwise Conv(8, 8, 3, s2) /
                   BN / Conv 1x1(8, 8) / BN / ReLU_, cat [2, 16, 4, 4], channel_shuffle(2) (view [2, 2, 8, 4, 4],
                   transpose(1, 2).contiguous(), view [2, 16, 4, 4]); InvertedResidual(16, 16, s1): x1, x2 =
                   x.chunk(2, dim=1), cat(x1, branch2(x2)) (branch2 on 8 channels, depthwise s1), channel_shuffle;
                   stage3 InvertedResidual(16, 32, s2) [2, 32, 2, 2], InvertedResidual(32, 32, s1); stage4
                   InvertedResidual(32, 48, s2) [2, 48, 1, 1]; conv5 Conv 1x1(48, 64) / BN / ReLU_; x.mean([2, 3])
                   [2, 64]; fc Linear(64, 5); default init (the source has no init loop); BN in training mode;
                   criterion: CrossEntropyLoss; subset = stage2.0.branch1.0.weight, stage3.1.branch2.3.weight,
                   conv1.1.bias.
  densenet_memeff  x [2, 3, 16, 16], labels [2] (5 classes) -> DenseNet(growth_rate 4, block_config (2, 2),
                   num_init_features 8, bn_size 4, drop_rate 0, memory_efficient=True for densenet121's 32, (6, 12,
                   24, 16), 64): features conv0 Conv(3, 8, 7, s2, pad 3, no bias) / norm0 / relu0_ / pool0 maxpool(3,
                   s2, pad 1) [2, 8, 4, 4]; denseblock1 (_DenseBlock, a ModuleDict: features = [init], each layer gets
                   the list and appends its output, cat(features, 1) at the end) with denselayer1 on [x] (8 channels)
                   and denselayer2 on [x, f1] (12 channels); _DenseLayer: an input requires grad, so
                   call_checkpoint_bottleneck: cp.checkpoint(closure, *prev_features, use_reentrant=False) of
                   bn_function = cat(inputs, 1), norm1 (training mode), relu1_ (in place), conv1 Conv 1x1(c, 16, no
                   bias) [2, 16, 4, 4]; outside it norm2 / relu2_ / conv2 Conv(16, 4, 3, pad 1) [2, 4, 4, 4]; block
                   output [2, 16, 4, 4]; transition1 norm / relu_ / conv 1x1(16, 8) / AvgPool2d(2, s2) [2, 8, 2, 2];
                   denseblock2 the same at 2 x 2 [2, 16, 2, 2]; norm5; F.relu(inplace), adaptive_avg_pool2d, flatten,
                   classifier Linear(16, 5); kaiming_normal_ convs, BN 1 / 0, Linear bias 0; BN in training mode; the
                   four checkpointed regions run again in the backward (bwd recomputes cat / batch_norm(training) /
                   relu_ four times; the non-reentrant checkpoint stops early, before conv1, whose output no gradient
                   needs; aot_bwd recomputes cat / batch_norm / relu / conv1); every norm1 is track_running_stats=False
                   (running stats None) for the source's True: with them the aot backward fails ("modified by an
                   inplace operation": the partitioner saves the running_mean buffer to recompute the checkpointed
                   batch norm and the compiled forward's epilogue copy_ of the new stats bumps its version; the
                   existing ckpt_convnet fails the same way under this torch); norm1's training-mode output is
                   unchanged, only its running-stat updates are gone; criterion: CrossEntropyLoss; subset =
                   features.denseblock1.denselayer2.conv1.weight, features.denseblock1.denselayer1.norm1.weight,
                   features.transition1.conv.weight.
  swin_block_cls   x [2, 3, 16, 16], labels [2] (5 classes) -> SwinTransformer(img_size 16, patch_size 2, embed_dim
                   8, depths [2, 2], num_heads [2, 4], window_size 2, mlp_ratio 4, qkv_bias True, drop 0, attn_drop 0,
                   drop_path_rate 0 (every DropPath an Identity), ape False, patch_norm True, use_checkpoint False,
                   fused_window_process False): patch_embed Conv(3, 8, 2, s2), flatten(2).transpose(1, 2) [2, 64, 8],
                   LayerNorm; layers.0 (resolution 8 x 8, dim 8, 2 heads) block 0 (shift 0) and block 1 (shift 1):
                   norm1, view [2, 8, 8, 8], torch.roll(shifts (-1, -1), dims (1, 2)) in block 1, window_partition
                   (view / permute / contiguous / view) [32, 2, 2, 8], view [32, 4, 8]; WindowAttention: qkv Linear(8,
                   24), reshape [32, 4, 3, 2, 4], permute, q * 4 ** -0.5, q @ k.transpose(-2, -1),
                   relative_position_bias_table [9, 2] indexed by relative_position_index.view(-1) (an int64 buffer
                   [4, 4]), view [4, 4, 2], permute, contiguous, + unsqueeze(0); block 1 adds its attn_mask buffer
                   ([16, 4, 4] of 0 / -100 from the nine img_mask regions) by view [2, 16, 2, 4, 4] +
                   mask.unsqueeze(1).unsqueeze(0), view back; Softmax, attn @ v, transpose, reshape, proj Linear(8,
                   8); view, window_reverse, roll back (1, 1) in block 1; x = shortcut + x; x = x + mlp(norm2(x))
                   (Linear(8, 32), GELU, Linear(32, 8)); PatchMerging: view [2, 8, 8, 8], strided slices [:, 0::2,
                   0::2] / [1::2, 0::2] / [0::2, 1::2] / [1::2, 1::2], cat [2, 4, 4, 32], view [2, 16, 32],
                   LayerNorm(32), reduction Linear(32, 16, no bias); layers.1 (resolution 4 x 4, dim 16, 4 heads:
                   windows [8, 4, 16], block 1 shifted with a [4, 4, 4] mask); norm, AdaptiveAvgPool1d(1) on
                   transpose(1, 2), flatten, head Linear(16, 5); trunc_normal_(std 0.02) Linears and bias tables
                   (timm's trunc_normal_ as nn.init.trunc_normal_), zero Linear biases, LayerNorm 1 / 0; criterion:
                   CrossEntropyLoss; subset = layers.0.blocks.1.attn.relative_position_bias_table,
                   layers.0.downsample.reduction.weight, patch_embed.norm.weight.
  effnet_memeff_swish  x [2, 3, 16, 16], labels [2] (5 classes) -> EfficientNet(BlockDecoder.decode of b0's first
                   three block strings 'r1_k3_s11_e1_i32_o16_se0.25', 'r2_k3_s22_e6_i16_o24_se0.25',
                   'r1_k5_s22_e6_i24_o40_se0.25' (the third r1 for r2), GlobalParams(width_coefficient 0.25,
                   depth_coefficient 1.0, image_size 16, dropout_rate 0, num_classes 5, batch_norm_momentum 0.99,
                   batch_norm_epsilon 1e-3, drop_connect_rate 0 (drop connect off), depth_divisor 8, include_top));
                   every conv Conv2dStaticSamePadding (the source's pad from image_size, nn.ZeroPad2d((p - p // 2) on
                   both sides) or Identity, then F.conv2d); every BN BatchNorm2d(momentum 1 - 0.99, eps 1e-3); every
                   activation, the SE's included (13 calls), MemoryEfficientSwish: custom Function
                   SwishImplementation (forward i * sigmoid(i), save_for_backward(i); backward s = sigmoid(i)
                   recomputed, g * (s * (1 + i * (1 - s)))); stem Conv(3, 8, 3, s2, pad 1 each side) / _bn0 / swish
                   [2, 8, 8, 8]; _blocks.0 MBConvBlock(8 -> 8, expand 1, k3, s1): depthwise Conv(8, 8, 3, groups 8)
                   / _bn1 / swish, SE: adaptive_avg_pool2d(1), _se_reduce Conv 1x1(8, 2, bias), swish, _se_expand
                   Conv 1x1(2, 8), sigmoid(x_squeezed) * x; _project_conv 1x1(8, 8) / _bn2; no skip (the source
                   compares the decoded stride [1] with 1); _blocks.1 MBConvBlock(8 -> 8, expand 6, k3, s2):
                   _expand_conv 1x1(8, 48) / _bn0 / swish, depthwise Conv(48, 48, 3, s2) [2, 48, 4, 4], SE(48 -> 2
                   -> 48), project 1x1(48, 8) [2, 8, 4, 4]; _blocks.2 (its repeat, stride 1) the same at s1 with x +
                   inputs; _blocks.3 MBConvBlock(8 -> 16, expand 6, k5, s2, pad 2 each side) [2, 16, 2, 2];
                   _conv_head 1x1(16, 320) (round_filters(1280)) / _bn1 / swish; _avg_pooling, flatten, Dropout(0),
                   _fc Linear(320, 5); default init (the source has none); BN in training mode; criterion:
                   CrossEntropyLoss; subset = _blocks.1._se_reduce.weight, _blocks.2._depthwise_conv.weight,
                   _conv_stem.weight.
  res2net_cls      x [2, 3, 16, 16], labels [2] (5 classes) -> Res2Net(Bottle2neck, layers [2, 1] (two layers for
                   res2net50_26w_4s's four, [3, 4, 6, 3]), baseWidth 26, scale 4, stem 8 and planes 8 / 16 for 64 /
                   64 ... 512): conv1 Conv(3, 8, 7, s2, pad 3), bn1, relu_, maxpool(3, s2, pad 1) [2, 8, 4, 4];
                   layer1.0 Bottle2neck(8, 8, stype 'stage', downsample Conv 1x1(8, 32) + BN): width floor(8 * 26 /
                   64) = 3, conv1 1x1(8, 12) / bn1 / relu_, spx = torch.split(out, 3, 1) (4 pieces [2, 3, 4, 4]),
                   'stage': each of the first three pieces alone through convs[i] Conv(3, 3, 3, pad 1) / bns[i] /
                   relu_, cat, then cat with pool AvgPool2d(3, s1, pad 1) of spx[3] [2, 12, 4, 4]; conv3 1x1(12, 32)
                   / bn3; out += downsample(x); relu_; layer1.1 Bottle2neck(32, 8, 'normal'): conv1 1x1(32, 12),
                   split, sp = spx[0] then sp = sp + spx[i] before convs[i] (hierarchical), cat, cat with the
                   untouched spx[3], conv3, bn3, out += x, relu_; layer2.0 Bottle2neck(32, 16, s2, 'stage',
                   downsample Conv 1x1(32, 64, s2) + BN): width 6, conv1 1x1(32, 24), split 4 x [2, 6, 4, 4], convs
                   Conv(6, 6, 3, s2, pad 1) [2, 6, 2, 2], AvgPool2d(3, s2, pad 1) of spx[3], cat [2, 24, 2, 2], conv3
                   1x1(24, 64); avgpool, view [2, 64], fc Linear(64, 5); kaiming_normal_(fan_out) convs, BN 1 / 0; BN
                   in training mode; criterion: CrossEntropyLoss; subset = layer1.1.convs.1.weight,
                   layer1.0.bns.2.bias, layer2.0.downsample.1.weight.
No subset above is a tail.
"""
from __future__ import annotations

import collections
import math
import re
from collections import OrderedDict
from functools import partial

import torch
import torch.nn as nn
import torch.nn.functional as F
import torch.utils.checkpoint as cp
from torch import Tensor
from .heldout_subsets import where as _where

V69 = ["shufflenetv2_cls", "densenet_memeff", "swin_block_cls", "effnet_memeff_swish", "res2net_cls"]


# ------------------------------------------------------------------ ShuffleNetV2 (torchvision shufflenetv2.py)
def channel_shuffle(x: Tensor, groups: int) -> Tensor:
    batchsize, num_channels, height, width = x.size()
    channels_per_group = num_channels // groups
    # reshape
    x = x.view(batchsize, groups, channels_per_group, height, width)
    x = torch.transpose(x, 1, 2).contiguous()
    # flatten
    x = x.view(batchsize, -1, height, width)
    return x


class InvertedResidual(nn.Module):
    def __init__(self, inp: int, oup: int, stride: int) -> None:
        super().__init__()
        if not (1 <= stride <= 3):
            raise ValueError("illegal stride value")
        self.stride = stride
        branch_features = oup // 2
        if (self.stride == 1) and (inp != branch_features << 1):
            raise ValueError(f"Invalid combination of stride {stride}, inp {inp} and oup {oup} values.")
        if self.stride > 1:
            self.branch1 = nn.Sequential(
                self.depthwise_conv(inp, inp, kernel_size=3, stride=self.stride, padding=1),
                nn.BatchNorm2d(inp),
                nn.Conv2d(inp, branch_features, kernel_size=1, stride=1, padding=0, bias=False),
                nn.BatchNorm2d(branch_features),
                nn.ReLU(inplace=True),
            )
        else:
            self.branch1 = nn.Sequential()
        self.branch2 = nn.Sequential(
            nn.Conv2d(inp if (self.stride > 1) else branch_features, branch_features, kernel_size=1, stride=1,
                      padding=0, bias=False),
            nn.BatchNorm2d(branch_features),
            nn.ReLU(inplace=True),
            self.depthwise_conv(branch_features, branch_features, kernel_size=3, stride=self.stride, padding=1),
            nn.BatchNorm2d(branch_features),
            nn.Conv2d(branch_features, branch_features, kernel_size=1, stride=1, padding=0, bias=False),
            nn.BatchNorm2d(branch_features),
            nn.ReLU(inplace=True),
        )

    @staticmethod
    def depthwise_conv(i: int, o: int, kernel_size: int, stride: int = 1, padding: int = 0,
                       bias: bool = False) -> nn.Conv2d:
        return nn.Conv2d(i, o, kernel_size, stride, padding, bias=bias, groups=i)

    def forward(self, x: Tensor) -> Tensor:
        if self.stride == 1:
            x1, x2 = x.chunk(2, dim=1)
            out = torch.cat((x1, self.branch2(x2)), dim=1)
        else:
            out = torch.cat((self.branch1(x), self.branch2(x)), dim=1)
        out = channel_shuffle(out, 2)
        return out


class ShuffleNetV2(nn.Module):
    """torchvision shufflenetv2.py's ShuffleNetV2 (default init: the source has no init loop)."""

    def __init__(self, stages_repeats, stages_out_channels, num_classes=1000, inverted_residual=InvertedResidual):
        super().__init__()
        if len(stages_repeats) != 3:
            raise ValueError("expected stages_repeats as list of 3 positive ints")
        if len(stages_out_channels) != 5:
            raise ValueError("expected stages_out_channels as list of 5 positive ints")
        self._stage_out_channels = stages_out_channels
        input_channels = 3
        output_channels = self._stage_out_channels[0]
        self.conv1 = nn.Sequential(
            nn.Conv2d(input_channels, output_channels, 3, 2, 1, bias=False),
            nn.BatchNorm2d(output_channels),
            nn.ReLU(inplace=True),
        )
        input_channels = output_channels
        self.maxpool = nn.MaxPool2d(kernel_size=3, stride=2, padding=1)
        stage_names = [f"stage{i}" for i in [2, 3, 4]]
        for name, repeats, output_channels in zip(stage_names, stages_repeats, self._stage_out_channels[1:]):
            seq = [inverted_residual(input_channels, output_channels, 2)]
            for i in range(repeats - 1):
                seq.append(inverted_residual(output_channels, output_channels, 1))
            setattr(self, name, nn.Sequential(*seq))
            input_channels = output_channels
        output_channels = self._stage_out_channels[-1]
        self.conv5 = nn.Sequential(
            nn.Conv2d(input_channels, output_channels, 1, 1, 0, bias=False),
            nn.BatchNorm2d(output_channels),
            nn.ReLU(inplace=True),
        )
        self.fc = nn.Linear(output_channels, num_classes)

    def _forward_impl(self, x: Tensor) -> Tensor:
        x = self.conv1(x)
        x = self.maxpool(x)
        x = self.stage2(x)
        x = self.stage3(x)
        x = self.stage4(x)
        x = self.conv5(x)
        x = x.mean([2, 3])  # globalpool
        x = self.fc(x)
        return x

    def forward(self, x: Tensor) -> Tensor:
        return self._forward_impl(x)


# ------------------------------------------------------------------ DenseNet (torchvision densenet.py, memory_efficient)
class _DenseLayer(nn.Module):
    def __init__(self, num_input_features, growth_rate, bn_size, drop_rate, memory_efficient=False):
        super().__init__()
        self.norm1 = nn.BatchNorm2d(num_input_features)
        self.relu1 = nn.ReLU(inplace=True)
        self.conv1 = nn.Conv2d(num_input_features, bn_size * growth_rate, kernel_size=1, stride=1, bias=False)
        self.norm2 = nn.BatchNorm2d(bn_size * growth_rate)
        self.relu2 = nn.ReLU(inplace=True)
        self.conv2 = nn.Conv2d(bn_size * growth_rate, growth_rate, kernel_size=3, stride=1, padding=1, bias=False)
        self.drop_rate = float(drop_rate)
        self.memory_efficient = memory_efficient

    def bn_function(self, inputs):
        concated_features = torch.cat(inputs, 1)
        bottleneck_output = self.conv1(self.relu1(self.norm1(concated_features)))  # noqa: T484
        return bottleneck_output

    def any_requires_grad(self, input):
        for tensor in input:
            if tensor.requires_grad:
                return True
        return False

    def call_checkpoint_bottleneck(self, input):
        def closure(*inputs):
            return self.bn_function(inputs)

        return cp.checkpoint(closure, *input, use_reentrant=False)

    def forward(self, input):
        if isinstance(input, Tensor):
            prev_features = [input]
        else:
            prev_features = input
        if self.memory_efficient and self.any_requires_grad(prev_features):
            if torch.jit.is_scripting():
                raise Exception("Memory Efficient not supported in JIT")
            bottleneck_output = self.call_checkpoint_bottleneck(prev_features)
        else:
            bottleneck_output = self.bn_function(prev_features)
        new_features = self.conv2(self.relu2(self.norm2(bottleneck_output)))
        if self.drop_rate > 0:
            new_features = F.dropout(new_features, p=self.drop_rate, training=self.training)
        return new_features


class _DenseBlock(nn.ModuleDict):
    _version = 2

    def __init__(self, num_layers, num_input_features, bn_size, growth_rate, drop_rate, memory_efficient=False):
        super().__init__()
        for i in range(num_layers):
            layer = _DenseLayer(num_input_features + i * growth_rate, growth_rate=growth_rate, bn_size=bn_size,
                                drop_rate=drop_rate, memory_efficient=memory_efficient)
            self.add_module("denselayer%d" % (i + 1), layer)

    def forward(self, init_features):
        features = [init_features]
        for name, layer in self.items():
            new_features = layer(features)
            features.append(new_features)
        return torch.cat(features, 1)


class _Transition(nn.Sequential):
    def __init__(self, num_input_features, num_output_features):
        super().__init__()
        self.norm = nn.BatchNorm2d(num_input_features)
        self.relu = nn.ReLU(inplace=True)
        self.conv = nn.Conv2d(num_input_features, num_output_features, kernel_size=1, stride=1, bias=False)
        self.pool = nn.AvgPool2d(kernel_size=2, stride=2)


class DenseNet(nn.Module):
    """torchvision densenet.py's DenseNet."""

    def __init__(self, growth_rate=32, block_config=(6, 12, 24, 16), num_init_features=64, bn_size=4, drop_rate=0,
                 num_classes=1000, memory_efficient=False):
        super().__init__()
        self.features = nn.Sequential(OrderedDict([
            ("conv0", nn.Conv2d(3, num_init_features, kernel_size=7, stride=2, padding=3, bias=False)),
            ("norm0", nn.BatchNorm2d(num_init_features)),
            ("relu0", nn.ReLU(inplace=True)),
            ("pool0", nn.MaxPool2d(kernel_size=3, stride=2, padding=1)),
        ]))
        num_features = num_init_features
        for i, num_layers in enumerate(block_config):
            block = _DenseBlock(num_layers=num_layers, num_input_features=num_features, bn_size=bn_size,
                                growth_rate=growth_rate, drop_rate=drop_rate, memory_efficient=memory_efficient)
            self.features.add_module("denseblock%d" % (i + 1), block)
            num_features = num_features + num_layers * growth_rate
            if i != len(block_config) - 1:
                trans = _Transition(num_input_features=num_features, num_output_features=num_features // 2)
                self.features.add_module("transition%d" % (i + 1), trans)
                num_features = num_features // 2
        self.features.add_module("norm5", nn.BatchNorm2d(num_features))
        self.classifier = nn.Linear(num_features, num_classes)
        for m in self.modules():
            if isinstance(m, nn.Conv2d):
                nn.init.kaiming_normal_(m.weight)
            elif isinstance(m, nn.BatchNorm2d):
                nn.init.constant_(m.weight, 1)
                nn.init.constant_(m.bias, 0)
            elif isinstance(m, nn.Linear):
                nn.init.constant_(m.bias, 0)

    def forward(self, x):
        features = self.features(x)
        out = F.relu(features, inplace=True)
        out = F.adaptive_avg_pool2d(out, (1, 1))
        out = torch.flatten(out, 1)
        out = self.classifier(out)
        return out


# ------------------------------------------------------------------ Swin Transformer (microsoft/Swin-Transformer)
def to_2tuple(x):
    return x if isinstance(x, (tuple, list)) else (x, x)


def trunc_normal_(tensor, mean=0.0, std=1.0, a=-2.0, b=2.0):
    """timm.models.layers.trunc_normal_ (the same draw as nn.init.trunc_normal_)."""
    return nn.init.trunc_normal_(tensor, mean=mean, std=std, a=a, b=b)


class Mlp(nn.Module):
    def __init__(self, in_features, hidden_features=None, out_features=None, act_layer=nn.GELU, drop=0.0):
        super().__init__()
        out_features = out_features or in_features
        hidden_features = hidden_features or in_features
        self.fc1 = nn.Linear(in_features, hidden_features)
        self.act = act_layer()
        self.fc2 = nn.Linear(hidden_features, out_features)
        self.drop = nn.Dropout(drop)

    def forward(self, x):
        x = self.fc1(x)
        x = self.act(x)
        x = self.drop(x)
        x = self.fc2(x)
        x = self.drop(x)
        return x


def window_partition(x, window_size):
    B, H, W, C = x.shape
    x = x.view(B, H // window_size, window_size, W // window_size, window_size, C)
    windows = x.permute(0, 1, 3, 2, 4, 5).contiguous().view(-1, window_size, window_size, C)
    return windows


def window_reverse(windows, window_size, H, W):
    B = int(windows.shape[0] / (H * W / window_size / window_size))
    x = windows.view(B, H // window_size, W // window_size, window_size, window_size, -1)
    x = x.permute(0, 1, 3, 2, 4, 5).contiguous().view(B, H, W, -1)
    return x


class WindowAttention(nn.Module):
    def __init__(self, dim, window_size, num_heads, qkv_bias=True, qk_scale=None, attn_drop=0.0, proj_drop=0.0):
        super().__init__()
        self.dim = dim
        self.window_size = window_size  # Wh, Ww
        self.num_heads = num_heads
        head_dim = dim // num_heads
        self.scale = qk_scale or head_dim ** -0.5
        self.relative_position_bias_table = nn.Parameter(
            torch.zeros((2 * window_size[0] - 1) * (2 * window_size[1] - 1), num_heads))
        coords_h = torch.arange(self.window_size[0])
        coords_w = torch.arange(self.window_size[1])
        coords = torch.stack(torch.meshgrid([coords_h, coords_w]))  # 2, Wh, Ww
        coords_flatten = torch.flatten(coords, 1)  # 2, Wh*Ww
        relative_coords = coords_flatten[:, :, None] - coords_flatten[:, None, :]  # 2, Wh*Ww, Wh*Ww
        relative_coords = relative_coords.permute(1, 2, 0).contiguous()  # Wh*Ww, Wh*Ww, 2
        relative_coords[:, :, 0] += self.window_size[0] - 1  # shift to start from 0
        relative_coords[:, :, 1] += self.window_size[1] - 1
        relative_coords[:, :, 0] *= 2 * self.window_size[1] - 1
        relative_position_index = relative_coords.sum(-1)  # Wh*Ww, Wh*Ww
        self.register_buffer("relative_position_index", relative_position_index)
        self.qkv = nn.Linear(dim, dim * 3, bias=qkv_bias)
        self.attn_drop = nn.Dropout(attn_drop)
        self.proj = nn.Linear(dim, dim)
        self.proj_drop = nn.Dropout(proj_drop)
        trunc_normal_(self.relative_position_bias_table, std=0.02)
        self.softmax = nn.Softmax(dim=-1)

    def forward(self, x, mask=None):
        B_, N, C = x.shape
        qkv = self.qkv(x).reshape(B_, N, 3, self.num_heads, C // self.num_heads).permute(2, 0, 3, 1, 4)
        q, k, v = qkv[0], qkv[1], qkv[2]
        q = q * self.scale
        attn = q @ k.transpose(-2, -1)
        relative_position_bias = self.relative_position_bias_table[self.relative_position_index.view(-1)].view(
            self.window_size[0] * self.window_size[1], self.window_size[0] * self.window_size[1], -1)
        relative_position_bias = relative_position_bias.permute(2, 0, 1).contiguous()  # nH, Wh*Ww, Wh*Ww
        attn = attn + relative_position_bias.unsqueeze(0)
        if mask is not None:
            nW = mask.shape[0]
            attn = attn.view(B_ // nW, nW, self.num_heads, N, N) + mask.unsqueeze(1).unsqueeze(0)
            attn = attn.view(-1, self.num_heads, N, N)
            attn = self.softmax(attn)
        else:
            attn = self.softmax(attn)
        attn = self.attn_drop(attn)
        x = (attn @ v).transpose(1, 2).reshape(B_, N, C)
        x = self.proj(x)
        x = self.proj_drop(x)
        return x


class SwinTransformerBlock(nn.Module):
    def __init__(self, dim, input_resolution, num_heads, window_size=7, shift_size=0, mlp_ratio=4.0, qkv_bias=True,
                 qk_scale=None, drop=0.0, attn_drop=0.0, drop_path=0.0, act_layer=nn.GELU, norm_layer=nn.LayerNorm):
        super().__init__()
        self.dim = dim
        self.input_resolution = input_resolution
        self.num_heads = num_heads
        self.window_size = window_size
        self.shift_size = shift_size
        self.mlp_ratio = mlp_ratio
        if min(self.input_resolution) <= self.window_size:
            self.shift_size = 0
            self.window_size = min(self.input_resolution)
        assert 0 <= self.shift_size < self.window_size, "shift_size must in 0-window_size"
        self.norm1 = norm_layer(dim)
        self.attn = WindowAttention(dim, window_size=to_2tuple(self.window_size), num_heads=num_heads,
                                    qkv_bias=qkv_bias, qk_scale=qk_scale, attn_drop=attn_drop, proj_drop=drop)
        assert drop_path == 0.0  # DropPath(drop_path) if drop_path > 0 else nn.Identity()
        self.drop_path = nn.Identity()
        self.norm2 = norm_layer(dim)
        mlp_hidden_dim = int(dim * mlp_ratio)
        self.mlp = Mlp(in_features=dim, hidden_features=mlp_hidden_dim, act_layer=act_layer, drop=drop)
        if self.shift_size > 0:
            H, W = self.input_resolution
            img_mask = torch.zeros((1, H, W, 1))  # 1 H W 1
            h_slices = (slice(0, -self.window_size), slice(-self.window_size, -self.shift_size),
                        slice(-self.shift_size, None))
            w_slices = (slice(0, -self.window_size), slice(-self.window_size, -self.shift_size),
                        slice(-self.shift_size, None))
            cnt = 0
            for h in h_slices:
                for w in w_slices:
                    img_mask[:, h, w, :] = cnt
                    cnt += 1
            mask_windows = window_partition(img_mask, self.window_size)  # nW, window_size, window_size, 1
            mask_windows = mask_windows.view(-1, self.window_size * self.window_size)
            attn_mask = mask_windows.unsqueeze(1) - mask_windows.unsqueeze(2)
            attn_mask = attn_mask.masked_fill(attn_mask != 0, float(-100.0)).masked_fill(attn_mask == 0, float(0.0))
        else:
            attn_mask = None
        self.register_buffer("attn_mask", attn_mask)

    def forward(self, x):
        H, W = self.input_resolution
        B, L, C = x.shape
        assert L == H * W, "input feature has wrong size"
        shortcut = x
        x = self.norm1(x)
        x = x.view(B, H, W, C)
        if self.shift_size > 0:
            shifted_x = torch.roll(x, shifts=(-self.shift_size, -self.shift_size), dims=(1, 2))
            x_windows = window_partition(shifted_x, self.window_size)
        else:
            shifted_x = x
            x_windows = window_partition(shifted_x, self.window_size)
        x_windows = x_windows.view(-1, self.window_size * self.window_size, C)
        attn_windows = self.attn(x_windows, mask=self.attn_mask)
        attn_windows = attn_windows.view(-1, self.window_size, self.window_size, C)
        if self.shift_size > 0:
            shifted_x = window_reverse(attn_windows, self.window_size, H, W)  # B H' W' C
            x = torch.roll(shifted_x, shifts=(self.shift_size, self.shift_size), dims=(1, 2))
        else:
            shifted_x = window_reverse(attn_windows, self.window_size, H, W)  # B H' W' C
            x = shifted_x
        x = x.view(B, H * W, C)
        x = shortcut + self.drop_path(x)
        x = x + self.drop_path(self.mlp(self.norm2(x)))
        return x


class PatchMerging(nn.Module):
    def __init__(self, input_resolution, dim, norm_layer=nn.LayerNorm):
        super().__init__()
        self.input_resolution = input_resolution
        self.dim = dim
        self.reduction = nn.Linear(4 * dim, 2 * dim, bias=False)
        self.norm = norm_layer(4 * dim)

    def forward(self, x):
        H, W = self.input_resolution
        B, L, C = x.shape
        assert L == H * W, "input feature has wrong size"
        assert H % 2 == 0 and W % 2 == 0, f"x size ({H}*{W}) are not even."
        x = x.view(B, H, W, C)
        x0 = x[:, 0::2, 0::2, :]  # B H/2 W/2 C
        x1 = x[:, 1::2, 0::2, :]  # B H/2 W/2 C
        x2 = x[:, 0::2, 1::2, :]  # B H/2 W/2 C
        x3 = x[:, 1::2, 1::2, :]  # B H/2 W/2 C
        x = torch.cat([x0, x1, x2, x3], -1)  # B H/2 W/2 4*C
        x = x.view(B, -1, 4 * C)  # B H/2*W/2 4*C
        x = self.norm(x)
        x = self.reduction(x)
        return x


class BasicLayer(nn.Module):
    def __init__(self, dim, input_resolution, depth, num_heads, window_size, mlp_ratio=4.0, qkv_bias=True,
                 qk_scale=None, drop=0.0, attn_drop=0.0, drop_path=0.0, norm_layer=nn.LayerNorm, downsample=None,
                 use_checkpoint=False):
        super().__init__()
        self.dim = dim
        self.input_resolution = input_resolution
        self.depth = depth
        self.use_checkpoint = use_checkpoint
        self.blocks = nn.ModuleList([
            SwinTransformerBlock(dim=dim, input_resolution=input_resolution, num_heads=num_heads,
                                 window_size=window_size, shift_size=0 if (i % 2 == 0) else window_size // 2,
                                 mlp_ratio=mlp_ratio, qkv_bias=qkv_bias, qk_scale=qk_scale, drop=drop,
                                 attn_drop=attn_drop,
                                 drop_path=drop_path[i] if isinstance(drop_path, list) else drop_path,
                                 norm_layer=norm_layer)
            for i in range(depth)])
        if downsample is not None:
            self.downsample = downsample(input_resolution, dim=dim, norm_layer=norm_layer)
        else:
            self.downsample = None

    def forward(self, x):
        for blk in self.blocks:
            x = blk(x)  # use_checkpoint False (the config default)
        if self.downsample is not None:
            x = self.downsample(x)
        return x


class PatchEmbed(nn.Module):
    def __init__(self, img_size=224, patch_size=4, in_chans=3, embed_dim=96, norm_layer=None):
        super().__init__()
        img_size = to_2tuple(img_size)
        patch_size = to_2tuple(patch_size)
        patches_resolution = [img_size[0] // patch_size[0], img_size[1] // patch_size[1]]
        self.img_size = img_size
        self.patch_size = patch_size
        self.patches_resolution = patches_resolution
        self.num_patches = patches_resolution[0] * patches_resolution[1]
        self.in_chans = in_chans
        self.embed_dim = embed_dim
        self.proj = nn.Conv2d(in_chans, embed_dim, kernel_size=patch_size, stride=patch_size)
        if norm_layer is not None:
            self.norm = norm_layer(embed_dim)
        else:
            self.norm = None

    def forward(self, x):
        B, C, H, W = x.shape
        assert H == self.img_size[0] and W == self.img_size[1]
        x = self.proj(x).flatten(2).transpose(1, 2)  # B Ph*Pw C
        if self.norm is not None:
            x = self.norm(x)
        return x


class SwinTransformer(nn.Module):
    """models/swin_transformer.py's SwinTransformer (ape False, patch_norm True, fused_window_process False)."""

    def __init__(self, img_size=224, patch_size=4, in_chans=3, num_classes=1000, embed_dim=96, depths=(2, 2, 6, 2),
                 num_heads=(3, 6, 12, 24), window_size=7, mlp_ratio=4.0, qkv_bias=True, qk_scale=None, drop_rate=0.0,
                 attn_drop_rate=0.0, drop_path_rate=0.1, norm_layer=nn.LayerNorm, ape=False, patch_norm=True,
                 use_checkpoint=False):
        super().__init__()
        self.num_classes = num_classes
        self.num_layers = len(depths)
        self.embed_dim = embed_dim
        self.ape = ape
        self.patch_norm = patch_norm
        self.num_features = int(embed_dim * 2 ** (self.num_layers - 1))
        self.mlp_ratio = mlp_ratio
        self.patch_embed = PatchEmbed(img_size=img_size, patch_size=patch_size, in_chans=in_chans,
                                      embed_dim=embed_dim, norm_layer=norm_layer if self.patch_norm else None)
        num_patches = self.patch_embed.num_patches
        patches_resolution = self.patch_embed.patches_resolution
        self.patches_resolution = patches_resolution
        if self.ape:
            self.absolute_pos_embed = nn.Parameter(torch.zeros(1, num_patches, embed_dim))
            trunc_normal_(self.absolute_pos_embed, std=0.02)
        self.pos_drop = nn.Dropout(p=drop_rate)
        dpr = [x.item() for x in torch.linspace(0, drop_path_rate, sum(depths))]  # stochastic depth decay rule
        self.layers = nn.ModuleList()
        for i_layer in range(self.num_layers):
            layer = BasicLayer(dim=int(embed_dim * 2 ** i_layer),
                               input_resolution=(patches_resolution[0] // (2 ** i_layer),
                                                 patches_resolution[1] // (2 ** i_layer)),
                               depth=depths[i_layer], num_heads=num_heads[i_layer], window_size=window_size,
                               mlp_ratio=self.mlp_ratio, qkv_bias=qkv_bias, qk_scale=qk_scale, drop=drop_rate,
                               attn_drop=attn_drop_rate,
                               drop_path=dpr[sum(depths[:i_layer]):sum(depths[:i_layer + 1])],
                               norm_layer=norm_layer,
                               downsample=PatchMerging if (i_layer < self.num_layers - 1) else None,
                               use_checkpoint=use_checkpoint)
            self.layers.append(layer)
        self.norm = norm_layer(self.num_features)
        self.avgpool = nn.AdaptiveAvgPool1d(1)
        self.head = nn.Linear(self.num_features, num_classes) if num_classes > 0 else nn.Identity()
        self.apply(self._init_weights)

    def _init_weights(self, m):
        if isinstance(m, nn.Linear):
            trunc_normal_(m.weight, std=0.02)
            if isinstance(m, nn.Linear) and m.bias is not None:
                nn.init.constant_(m.bias, 0)
        elif isinstance(m, nn.LayerNorm):
            nn.init.constant_(m.bias, 0)
            nn.init.constant_(m.weight, 1.0)

    def forward_features(self, x):
        x = self.patch_embed(x)
        if self.ape:
            x = x + self.absolute_pos_embed
        x = self.pos_drop(x)
        for layer in self.layers:
            x = layer(x)
        x = self.norm(x)  # B L C
        x = self.avgpool(x.transpose(1, 2))  # B C 1
        x = torch.flatten(x, 1)
        return x

    def forward(self, x):
        x = self.forward_features(x)
        x = self.head(x)
        return x


# ------------------------------------------------------------------ EfficientNet (lukemelas/EfficientNet-PyTorch)
GlobalParams = collections.namedtuple("GlobalParams", [
    "width_coefficient", "depth_coefficient", "image_size", "dropout_rate", "num_classes", "batch_norm_momentum",
    "batch_norm_epsilon", "drop_connect_rate", "depth_divisor", "min_depth", "include_top"])
BlockArgs = collections.namedtuple("BlockArgs", [
    "num_repeat", "kernel_size", "stride", "expand_ratio", "input_filters", "output_filters", "se_ratio", "id_skip"])
GlobalParams.__new__.__defaults__ = (None,) * len(GlobalParams._fields)
BlockArgs.__new__.__defaults__ = (None,) * len(BlockArgs._fields)


class SwishImplementation(torch.autograd.Function):
    """efficientnet_pytorch/utils.py's SwishImplementation: i sigmoid(i), saving only i; backward recomputes the
    sigmoid: g (s (1 + i (1 - s)))."""

    @staticmethod
    def forward(ctx, i):
        result = i * torch.sigmoid(i)
        ctx.save_for_backward(i)
        return result

    @staticmethod
    def backward(ctx, grad_output):
        i = ctx.saved_tensors[0]
        sigmoid_i = torch.sigmoid(i)
        return grad_output * (sigmoid_i * (1 + i * (1 - sigmoid_i)))


class MemoryEfficientSwish(nn.Module):
    def forward(self, x):
        return SwishImplementation.apply(x)


def round_filters(filters, global_params):
    multiplier = global_params.width_coefficient
    if not multiplier:
        return filters
    divisor = global_params.depth_divisor
    min_depth = global_params.min_depth
    filters *= multiplier
    min_depth = min_depth or divisor
    new_filters = max(min_depth, int(filters + divisor / 2) // divisor * divisor)
    if new_filters < 0.9 * filters:
        new_filters += divisor
    return int(new_filters)


def round_repeats(repeats, global_params):
    multiplier = global_params.depth_coefficient
    if not multiplier:
        return repeats
    return int(math.ceil(multiplier * repeats))


def drop_connect(inputs, p, training):
    assert 0 <= p <= 1, "p must be in range of [0,1]"
    if not training:
        return inputs
    batch_size = inputs.shape[0]
    keep_prob = 1 - p
    random_tensor = keep_prob
    random_tensor += torch.rand([batch_size, 1, 1, 1], dtype=inputs.dtype, device=inputs.device)
    binary_tensor = torch.floor(random_tensor)
    output = inputs / keep_prob * binary_tensor
    return output


def get_width_and_height_from_size(x):
    if isinstance(x, int):
        return x, x
    if isinstance(x, list) or isinstance(x, tuple):
        return x
    raise TypeError()


def calculate_output_image_size(input_image_size, stride):
    if input_image_size is None:
        return None
    image_height, image_width = get_width_and_height_from_size(input_image_size)
    stride = stride if isinstance(stride, int) else stride[0]
    image_height = int(math.ceil(image_height / stride))
    image_width = int(math.ceil(image_width / stride))
    return [image_height, image_width]


def get_same_padding_conv2d(image_size=None):
    if image_size is None:
        raise NotImplementedError("Conv2dDynamicSamePadding: image_size is always given here")
    return partial(Conv2dStaticSamePadding, image_size=image_size)


class Conv2dStaticSamePadding(nn.Conv2d):
    """utils.py's Conv2dStaticSamePadding: an nn.ZeroPad2d (F.pad) fixed from image_size, then F.conv2d; the
    source's pad tuple (pad_w - pad_w // 2 on both sides) kept as written."""

    def __init__(self, in_channels, out_channels, kernel_size, stride=1, image_size=None, **kwargs):
        super().__init__(in_channels, out_channels, kernel_size, stride, **kwargs)
        self.stride = self.stride if len(self.stride) == 2 else [self.stride[0]] * 2
        assert image_size is not None
        ih, iw = (image_size, image_size) if isinstance(image_size, int) else image_size
        kh, kw = self.weight.size()[-2:]
        sh, sw = self.stride
        oh, ow = math.ceil(ih / sh), math.ceil(iw / sw)
        pad_h = max((oh - 1) * self.stride[0] + (kh - 1) * self.dilation[0] + 1 - ih, 0)
        pad_w = max((ow - 1) * self.stride[1] + (kw - 1) * self.dilation[1] + 1 - iw, 0)
        if pad_h > 0 or pad_w > 0:
            self.static_padding = nn.ZeroPad2d((pad_w - pad_w // 2, pad_w - pad_w // 2,
                                                pad_h - pad_h // 2, pad_h - pad_h // 2))
        else:
            self.static_padding = nn.Identity()

    def forward(self, x):
        x = self.static_padding(x)
        x = F.conv2d(x, self.weight, self.bias, self.stride, self.padding, self.dilation, self.groups)
        return x


class BlockDecoder:
    @staticmethod
    def _decode_block_string(block_string):
        assert isinstance(block_string, str)
        ops = block_string.split("_")
        options = {}
        for op in ops:
            splits = re.split(r"(\d.*)", op)
            if len(splits) >= 2:
                key, value = splits[:2]
                options[key] = value
        assert (("s" in options and len(options["s"]) == 1) or
                (len(options["s"]) == 2 and options["s"][0] == options["s"][1]))
        return BlockArgs(num_repeat=int(options["r"]), kernel_size=int(options["k"]), stride=[int(options["s"][0])],
                         expand_ratio=int(options["e"]), input_filters=int(options["i"]),
                         output_filters=int(options["o"]),
                         se_ratio=float(options["se"]) if "se" in options else None,
                         id_skip=("noskip" not in block_string))

    @staticmethod
    def decode(string_list):
        assert isinstance(string_list, list)
        return [BlockDecoder._decode_block_string(s) for s in string_list]


class MBConvBlock(nn.Module):
    def __init__(self, block_args, global_params, image_size=None):
        super().__init__()
        self._block_args = block_args
        self._bn_mom = 1 - global_params.batch_norm_momentum  # pytorch's difference from tensorflow
        self._bn_eps = global_params.batch_norm_epsilon
        self.has_se = (self._block_args.se_ratio is not None) and (0 < self._block_args.se_ratio <= 1)
        self.id_skip = block_args.id_skip
        inp = self._block_args.input_filters
        oup = self._block_args.input_filters * self._block_args.expand_ratio
        if self._block_args.expand_ratio != 1:
            Conv2d = get_same_padding_conv2d(image_size=image_size)
            self._expand_conv = Conv2d(in_channels=inp, out_channels=oup, kernel_size=1, bias=False)
            self._bn0 = nn.BatchNorm2d(num_features=oup, momentum=self._bn_mom, eps=self._bn_eps)
        k = self._block_args.kernel_size
        s = self._block_args.stride
        Conv2d = get_same_padding_conv2d(image_size=image_size)
        self._depthwise_conv = Conv2d(in_channels=oup, out_channels=oup, groups=oup, kernel_size=k, stride=s,
                                      bias=False)
        self._bn1 = nn.BatchNorm2d(num_features=oup, momentum=self._bn_mom, eps=self._bn_eps)
        image_size = calculate_output_image_size(image_size, s)
        if self.has_se:
            Conv2d = get_same_padding_conv2d(image_size=(1, 1))
            num_squeezed_channels = max(1, int(self._block_args.input_filters * self._block_args.se_ratio))
            self._se_reduce = Conv2d(in_channels=oup, out_channels=num_squeezed_channels, kernel_size=1)
            self._se_expand = Conv2d(in_channels=num_squeezed_channels, out_channels=oup, kernel_size=1)
        final_oup = self._block_args.output_filters
        Conv2d = get_same_padding_conv2d(image_size=image_size)
        self._project_conv = Conv2d(in_channels=oup, out_channels=final_oup, kernel_size=1, bias=False)
        self._bn2 = nn.BatchNorm2d(num_features=final_oup, momentum=self._bn_mom, eps=self._bn_eps)
        self._swish = MemoryEfficientSwish()

    def forward(self, inputs, drop_connect_rate=None):
        x = inputs
        if self._block_args.expand_ratio != 1:
            x = self._expand_conv(inputs)
            x = self._bn0(x)
            x = self._swish(x)
        x = self._depthwise_conv(x)
        x = self._bn1(x)
        x = self._swish(x)
        if self.has_se:
            x_squeezed = F.adaptive_avg_pool2d(x, 1)
            x_squeezed = self._se_reduce(x_squeezed)
            x_squeezed = self._swish(x_squeezed)
            x_squeezed = self._se_expand(x_squeezed)
            x = torch.sigmoid(x_squeezed) * x
        x = self._project_conv(x)
        x = self._bn2(x)
        input_filters, output_filters = self._block_args.input_filters, self._block_args.output_filters
        if self.id_skip and self._block_args.stride == 1 and input_filters == output_filters:
            if drop_connect_rate:
                x = drop_connect(x, p=drop_connect_rate, training=self.training)
            x = x + inputs  # skip connection
        return x


class EfficientNet(nn.Module):
    """efficientnet_pytorch/model.py's EfficientNet (from_name path: no init of its own, PyTorch defaults)."""

    def __init__(self, blocks_args=None, global_params=None):
        super().__init__()
        assert isinstance(blocks_args, list), "blocks_args should be a list"
        assert len(blocks_args) > 0, "block args must be greater than 0"
        self._global_params = global_params
        self._blocks_args = blocks_args
        bn_mom = 1 - self._global_params.batch_norm_momentum
        bn_eps = self._global_params.batch_norm_epsilon
        image_size = global_params.image_size
        Conv2d = get_same_padding_conv2d(image_size=image_size)
        in_channels = 3  # rgb
        out_channels = round_filters(32, self._global_params)
        self._conv_stem = Conv2d(in_channels, out_channels, kernel_size=3, stride=2, bias=False)
        self._bn0 = nn.BatchNorm2d(num_features=out_channels, momentum=bn_mom, eps=bn_eps)
        image_size = calculate_output_image_size(image_size, 2)
        self._blocks = nn.ModuleList([])
        for block_args in self._blocks_args:
            block_args = block_args._replace(
                input_filters=round_filters(block_args.input_filters, self._global_params),
                output_filters=round_filters(block_args.output_filters, self._global_params),
                num_repeat=round_repeats(block_args.num_repeat, self._global_params))
            self._blocks.append(MBConvBlock(block_args, self._global_params, image_size=image_size))
            image_size = calculate_output_image_size(image_size, block_args.stride)
            if block_args.num_repeat > 1:
                block_args = block_args._replace(input_filters=block_args.output_filters, stride=1)
            for _ in range(block_args.num_repeat - 1):
                self._blocks.append(MBConvBlock(block_args, self._global_params, image_size=image_size))
        in_channels = block_args.output_filters
        out_channels = round_filters(1280, self._global_params)
        Conv2d = get_same_padding_conv2d(image_size=image_size)
        self._conv_head = Conv2d(in_channels, out_channels, kernel_size=1, bias=False)
        self._bn1 = nn.BatchNorm2d(num_features=out_channels, momentum=bn_mom, eps=bn_eps)
        self._avg_pooling = nn.AdaptiveAvgPool2d(1)
        if self._global_params.include_top:
            self._dropout = nn.Dropout(self._global_params.dropout_rate)
            self._fc = nn.Linear(out_channels, self._global_params.num_classes)
        self._swish = MemoryEfficientSwish()

    def extract_features(self, inputs):
        x = self._swish(self._bn0(self._conv_stem(inputs)))
        for idx, block in enumerate(self._blocks):
            drop_connect_rate = self._global_params.drop_connect_rate
            if drop_connect_rate:
                drop_connect_rate *= float(idx) / len(self._blocks)
            x = block(x, drop_connect_rate=drop_connect_rate)
        x = self._swish(self._bn1(self._conv_head(x)))
        return x

    def forward(self, inputs):
        x = self.extract_features(inputs)
        x = self._avg_pooling(x)
        if self._global_params.include_top:
            x = x.flatten(start_dim=1)
            x = self._dropout(x)
            x = self._fc(x)
        return x


def _effnet_tiny():
    """utils.py's efficientnet() (b0's first three block strings, the third with r1 for r2) under get_model_params'
    override: width 0.25, depth 1.0, image 16, dropout 0, drop_connect_rate 0, 5 classes."""
    blocks_args = BlockDecoder.decode(["r1_k3_s11_e1_i32_o16_se0.25", "r2_k3_s22_e6_i16_o24_se0.25",
                                       "r1_k5_s22_e6_i24_o40_se0.25"])
    global_params = GlobalParams(width_coefficient=0.25, depth_coefficient=1.0, image_size=16, dropout_rate=0.0,
                                 num_classes=5, batch_norm_momentum=0.99, batch_norm_epsilon=1e-3,
                                 drop_connect_rate=0.0, depth_divisor=8, min_depth=None, include_top=True)
    return EfficientNet(blocks_args, global_params)


# ------------------------------------------------------------------ Res2Net (Res2Net/Res2Net-PretrainedModels)
class Bottle2neck(nn.Module):
    expansion = 4

    def __init__(self, inplanes, planes, stride=1, downsample=None, baseWidth=26, scale=4, stype="normal"):
        super().__init__()
        width = int(math.floor(planes * (baseWidth / 64.0)))
        self.conv1 = nn.Conv2d(inplanes, width * scale, kernel_size=1, bias=False)
        self.bn1 = nn.BatchNorm2d(width * scale)
        if scale == 1:
            self.nums = 1
        else:
            self.nums = scale - 1
        if stype == "stage":
            self.pool = nn.AvgPool2d(kernel_size=3, stride=stride, padding=1)
        convs = []
        bns = []
        for i in range(self.nums):
            convs.append(nn.Conv2d(width, width, kernel_size=3, stride=stride, padding=1, bias=False))
            bns.append(nn.BatchNorm2d(width))
        self.convs = nn.ModuleList(convs)
        self.bns = nn.ModuleList(bns)
        self.conv3 = nn.Conv2d(width * scale, planes * self.expansion, kernel_size=1, bias=False)
        self.bn3 = nn.BatchNorm2d(planes * self.expansion)
        self.relu = nn.ReLU(inplace=True)
        self.downsample = downsample
        self.stype = stype
        self.scale = scale
        self.width = width

    def forward(self, x):
        residual = x
        out = self.conv1(x)
        out = self.bn1(out)
        out = self.relu(out)
        spx = torch.split(out, self.width, 1)
        for i in range(self.nums):
            if i == 0 or self.stype == "stage":
                sp = spx[i]
            else:
                sp = sp + spx[i]
            sp = self.convs[i](sp)
            sp = self.relu(self.bns[i](sp))
            if i == 0:
                out = sp
            else:
                out = torch.cat((out, sp), 1)
        if self.scale != 1 and self.stype == "normal":
            out = torch.cat((out, spx[self.nums]), 1)
        elif self.scale != 1 and self.stype == "stage":
            out = torch.cat((out, self.pool(spx[self.nums])), 1)
        out = self.conv3(out)
        out = self.bn3(out)
        if self.downsample is not None:
            residual = self.downsample(x)
        out += residual
        out = self.relu(out)
        return out


class Res2Net(nn.Module):
    """res2net.py's Res2Net, two layers (the source's four) with widths 8 / 16 for 64 ... 512 and a stem of 8."""

    def __init__(self, block, layers, baseWidth=26, scale=4, num_classes=1000, stem=8, planes=(8, 16)):
        self.inplanes = stem
        super().__init__()
        self.baseWidth = baseWidth
        self.scale = scale
        self.conv1 = nn.Conv2d(3, stem, kernel_size=7, stride=2, padding=3, bias=False)
        self.bn1 = nn.BatchNorm2d(stem)
        self.relu = nn.ReLU(inplace=True)
        self.maxpool = nn.MaxPool2d(kernel_size=3, stride=2, padding=1)
        self.layer1 = self._make_layer(block, planes[0], layers[0])
        self.layer2 = self._make_layer(block, planes[1], layers[1], stride=2)
        self.avgpool = nn.AdaptiveAvgPool2d(1)
        self.fc = nn.Linear(planes[1] * block.expansion, num_classes)
        for m in self.modules():
            if isinstance(m, nn.Conv2d):
                nn.init.kaiming_normal_(m.weight, mode="fan_out", nonlinearity="relu")
            elif isinstance(m, nn.BatchNorm2d):
                nn.init.constant_(m.weight, 1)
                nn.init.constant_(m.bias, 0)

    def _make_layer(self, block, planes, blocks, stride=1):
        downsample = None
        if stride != 1 or self.inplanes != planes * block.expansion:
            downsample = nn.Sequential(
                nn.Conv2d(self.inplanes, planes * block.expansion, kernel_size=1, stride=stride, bias=False),
                nn.BatchNorm2d(planes * block.expansion),
            )
        layers = [block(self.inplanes, planes, stride, downsample=downsample, stype="stage",
                        baseWidth=self.baseWidth, scale=self.scale)]
        self.inplanes = planes * block.expansion
        for i in range(1, blocks):
            layers.append(block(self.inplanes, planes, baseWidth=self.baseWidth, scale=self.scale))
        return nn.Sequential(*layers)

    def forward(self, x):
        x = self.conv1(x)
        x = self.bn1(x)
        x = self.relu(x)
        x = self.maxpool(x)
        x = self.layer1(x)
        x = self.layer2(x)
        x = self.avgpool(x)
        x = x.view(x.size(0), -1)
        x = self.fc(x)
        return x


def _densenet_memeff_tiny():
    """DenseNet(growth_rate 4, block_config (2, 2), num_init_features 8, bn_size 4, memory_efficient=True), then
    every dense layer's norm1 (the BN inside the checkpoint) made track_running_stats=False (running_mean /
    running_var / num_batches_tracked None): the only change from the source. With running stats, the aot
    backward fails ("one of the variables needed for gradient computation has been modified by an inplace
    operation": the partitioner saves the running_mean buffer to recompute the checkpointed batch norm, and the
    compiled forward's epilogue copy_ of the updated stats into it bumps its version); the existing ckpt_convnet
    fails the same way under this torch. In training mode norm1's output is unchanged (batch statistics either
    way); only its running-stat updates are gone."""
    m = DenseNet(growth_rate=4, block_config=(2, 2), num_init_features=8, bn_size=4, drop_rate=0, num_classes=5,
                 memory_efficient=True)
    for layer in m.modules():
        if isinstance(layer, _DenseLayer):
            layer.norm1.track_running_stats = False
            layer.norm1.running_mean = None
            layer.norm1.running_var = None
            layer.norm1.num_batches_tracked = None
    return m


def _ce_loss(out, labels):
    """The training scripts' criterion = nn.CrossEntropyLoss(); loss = criterion(output, target)."""
    return nn.CrossEntropyLoss()(out, labels)


# ------------------------------------------------------------------ build
def _pick(m, names):
    idx = _where(m, lambda n: n in names)
    assert len(idx) == len(names), (idx, names)
    return idx


def build(name: str, g: torch.Generator, Spec, call, ce):
    if name == "shufflenetv2_cls":
        m = ShuffleNetV2([2, 2, 1], [8, 16, 32, 48, 64], num_classes=5)
        return Spec(m, {"x": torch.randn(2, 3, 32, 32, generator=g)}, {"labels": torch.randint(0, 5, (2,), generator=g)},
                    call, _ce_loss,
                    subset=_pick(m, ("stage2.0.branch1.0.weight", "stage3.1.branch2.3.weight", "conv1.1.bias")),
                    notes="held out (relate v69): ShuffleNetV2 (torchvision shufflenetv2.py): stride-2 units with a "
                          "depthwise branch1 beside branch2, stride-1 units splitting x.chunk(2) and running branch2 "
                          "on one half, cat and channel_shuffle (view / transpose / contiguous / view), in-place "
                          "ReLUs, BN in training mode; CE; non-tail subset")
    if name == "densenet_memeff":
        m = _densenet_memeff_tiny()
        return Spec(m, {"x": torch.randn(2, 3, 16, 16, generator=g)}, {"labels": torch.randint(0, 5, (2,), generator=g)},
                    call, _ce_loss,
                    subset=_pick(m, ("features.denseblock1.denselayer2.conv1.weight",
                                     "features.denseblock1.denselayer1.norm1.weight",
                                     "features.transition1.conv.weight")),
                    notes="held out (relate v69): memory-efficient DenseNet (torchvision densenet.py, "
                          "memory_efficient=True): every dense layer's bn_function (cat of the previous features, "
                          "norm1 in training mode, in-place relu1, 1x1 conv1) under torch.utils.checkpoint "
                          "(use_reentrant=False), recomputed in the backward; norm2 / relu2 / conv2 outside; "
                          "transitions with avg pooling, final norm, in-place F.relu; CE; non-tail subset")
    if name == "swin_block_cls":
        m = SwinTransformer(img_size=16, patch_size=2, in_chans=3, num_classes=5, embed_dim=8, depths=[2, 2],
                            num_heads=[2, 4], window_size=2, mlp_ratio=4.0, drop_rate=0.0, attn_drop_rate=0.0,
                            drop_path_rate=0.0)
        return Spec(m, {"x": torch.randn(2, 3, 16, 16, generator=g)}, {"labels": torch.randint(0, 5, (2,), generator=g)},
                    call, _ce_loss,
                    subset=_pick(m, ("layers.0.blocks.1.attn.relative_position_bias_table",
                                     "layers.0.downsample.reduction.weight", "patch_embed.norm.weight")),
                    notes="held out (relate v69): Swin Transformer (microsoft/Swin-Transformer "
                          "models/swin_transformer.py): patch embed conv + LayerNorm, window_partition / "
                          "window_reverse by view / permute, shifted windows by torch.roll with the precomputed "
                          "attn_mask buffer, relative_position_bias_table gathered by relative_position_index, "
                          "PatchMerging strided slices, GELU Mlps; CE; non-tail subset")
    if name == "effnet_memeff_swish":
        m = _effnet_tiny()
        return Spec(m, {"x": torch.randn(2, 3, 16, 16, generator=g)}, {"labels": torch.randint(0, 5, (2,), generator=g)},
                    call, _ce_loss,
                    subset=_pick(m, ("_blocks.1._se_reduce.weight", "_blocks.2._depthwise_conv.weight",
                                     "_conv_stem.weight")),
                    notes="held out (relate v69): EfficientNet (lukemelas/EfficientNet-PyTorch model.py / utils.py) "
                          "whose every activation, the SE's included, is MemoryEfficientSwish (SwishImplementation "
                          "custom autograd.Function: i sigmoid(i) saving i; backward g (s (1 + i (1 - s))) with s "
                          "recomputed); Conv2dStaticSamePadding (ZeroPad2d then F.conv2d), depthwise convs, SE by "
                          "sigmoid gate, BN(momentum 0.01, eps 1e-3) in training mode, drop connect off; CE; non-tail "
                          "subset")
    if name == "res2net_cls":
        m = Res2Net(Bottle2neck, [2, 1], baseWidth=26, scale=4, num_classes=5)
        return Spec(m, {"x": torch.randn(2, 3, 16, 16, generator=g)}, {"labels": torch.randint(0, 5, (2,), generator=g)},
                    call, _ce_loss,
                    subset=_pick(m, ("layer1.1.convs.1.weight", "layer1.0.bns.2.bias", "layer2.0.downsample.1.weight")),
                    notes="held out (relate v69): Res2Net (Res2Net/Res2Net-PretrainedModels res2net.py "
                          "Bottle2neck, 26w_4s): the 1x1 conv output torch.split into 4 pieces, hierarchical "
                          "sp = sp + spx[i] then conv / BN / in-place ReLU in 'normal' blocks, independent pieces and "
                          "AvgPool2d on the last piece in 'stage' blocks, cat, 1x1 conv, in-place residual add; CE; "
                          "non-tail subset")
    raise KeyError(name)
