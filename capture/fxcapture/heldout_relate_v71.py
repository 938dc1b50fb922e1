"""Seventy-first held-out set for `fxmatch relate` (2026-12-06, /work/pending/heldout_relate_v71).

Written to score main blind: captured once and scored with main's binary and
rules, no engine change in between, and no fxmatch run on these captures
while they were written. Its five families are new to the project (no earlier
set has them); each re-implements public code at small sizes: instance
discrimination with a non-parametric memory bank (zhirongw/lemniscate.pytorch:
cifar.py's train(), models/resnet_cifar.py ResNet18 / BasicBlock,
lib/normalize.py Normalize, lib/LinearAverage.py LinearAverage /
LinearAverageOp, a custom torch.autograd.Function whose backward writes the
memory bank); an SSD300 training step (amdegroot/ssd.pytorch: ssd.py SSD /
vgg / add_extras / multibox, layers/modules/l2norm.py L2Norm,
layers/functions/prior_box.py PriorBox, layers/modules/multibox_loss.py
MultiBoxLoss with hard negative mining, layers/box_utils.py match / encode /
jaccard / log_sum_exp, train.py's loss); a stacked hourglass pose network
(princeton-vl/pytorch_stacked_hourglass: models/posenet.py PoseNet / Merge,
models/layers.py Conv / Residual / Hourglass, task/loss.py HeatmapLoss,
task/pose.py's Trainer computing the loss inside the module); an end-to-end
memory network on bAbI (nmhkahn/MemN2N-pytorch: memn2n/model.py MemN2N with
adjacent weight tying by AttrProxy and position encoding, memn2n/trainer.py's
loss); and a pix2pix generator step (junyanz/pytorch-CycleGAN-and-pix2pix:
models/networks.py UnetGenerator / UnetSkipConnectionBlock /
NLayerDiscriminator / GANLoss / init_weights, models/pix2pix_model.py
backward_G). Every dropout is p = 0 (random ops would make the recorded values
differ between captures; no earlier set has one either); like
heldout_relate.py's models they never enter the zoo.

  instdisc_memory_bank  inputs [4, 3, 32, 32] (CIFAR-normalised noise), indexes [4] (instance ids [3, 11, 0, 7] of
                   ndata 16) -> InstDiscStep (train()'s net and lemniscate): net ResNet18(low_dim 8 for 128), every width
                   divided by 16: conv1 Conv(3, 4, 3, pad 1, no bias) / bn1 / relu [4, 4, 32, 32]; layer1..layer4 two
                   BasicBlocks each (conv3x3 / BN / F.relu, conv3x3 / BN, out += shortcut(x) (an empty Sequential, or
                   Conv 1x1 stride 2 + BN), F.relu), widths 4 / 8 / 16 / 32, strides 1 / 2 / 2 / 2 [4, 32, 4, 4];
                   F.avg_pool2d(4), view [4, 32]; linear Linear(32, 8); l2norm Normalize(2): x.pow(2).sum(1,
                   keepdim).pow(1 / 2), x.div(norm); lemniscate LinearAverage(8, 16, T 0.1 (nce_t), momentum 0.5
                   (nce_m)) (nce_k 0: the full-softmax variant; buffers params [T, m] and memory rand(16, 8) * 2 stdv -
                   stdv): LinearAverageOp custom autograd.Function as first committed (06c2d49): forward T =
                   params[0] (a 0-d tensor), out = torch.mm(x, memory.t()), out.div_(T), ctx.data_for_backward = (x,
                   memory, y, params) (a ctx attribute, not save_for_backward: the later version's saved-tensor
                   version check refuses the capture's second backward after the bank write, and its
                   params[0].item() cannot be traced); backward: gradOutput.data.div_(T) (in place on the incoming
                   gradient), gradInput = torch.mm(gradOutput.data, memory), then the memory update: weight_pos =
                   memory.index_select(0, y.view(-1)), mul_(momentum), add_(torch.mul(x, 1 - momentum)), w_norm =
                   pow(2).sum(1, keepdim).pow(0.5), memory.index_copy_(0, y, weight_pos.div(w_norm)) (the bank
                   buffer is written in the backward), returns (gradInput, None, None, None); the source's two
                   resize_as_(x) calls are same-shape no-ops that Dynamo cannot trace, left out; outputs [4, 16];
                   BN in training mode; default init; criterion: CrossEntropyLoss(outputs,
                   indexes) (the indexes fed to both the module and the criterion); subset = net.layer3.0.conv2.weight,
                   net.bn1.bias, net.linear.weight.
  ssd300_multibox  x [2, 3, 300, 300], targets [2, 2, 5] (two ground-truth boxes per image in point form, label 0-2
                   last) -> SSD('train', 300, vgg(base['300'], 3), add_extras(extras['300'], 1024), multibox(..., mbox
                   ['300'], 4 classes)), every width divided by 16: vgg ModuleList of convs (3x3 pad 1) + ReLU_ with
                   'M' / 'C' (ceil_mode) max pools to conv4_3 (index 21, [2, 32, 38, 38]), pool5 MaxPool(3, 1, 1),
                   conv6 Conv(32, 64, 3, pad 6, dilation 6), conv7 Conv 1x1(64, 64), ReLU_s; L2Norm(32, 20) on the
                   conv4_3 ReLU output (x.pow(2).sum(1, keepdim).sqrt() + eps, torch.div, weight unsqueezed /
                   expand_as * x); extras Conv 1x1(64, 16), Conv(16, 32, 3, s2, pad 1), 1x1(32, 8), Conv(8, 16, 3, s2,
                   pad 1), 1x1(16, 8), Conv(8, 16, 3), 1x1(16, 8), Conv(8, 16, 3) each through F.relu(inplace) with
                   every second one a source (sources at 38, 19, 10, 5, 3, 1); loc / conf heads Conv(3x3, pad 1) per
                   source (mbox 4, 6, 6, 6, 4, 4 boxes), permute(0, 2, 3, 1).contiguous(), view(B, -1), cat, view
                   [2, 8732, 4] / [2, 8732, 4]; priors PriorBox(voc cfg).forward() (8732 center-size boxes, clamp_ to
                   [0, 1]) a plain tensor attribute returned in the output tuple; train.py init: extras / loc / conf
                   xavier_uniform_ weights and zero biases, vgg default (the source loads pretrained weights), L2Norm
                   weight 20; criterion: MultiBoxLoss(4, 0.5, True, 0, True, 3, 0.5, False): per image match()
                   (jaccard of truths and point_form(priors), best prior / best truth max, index_fill_(.., 2), the
                   Python loop best_truth_idx[best_prior_idx[j]] = j (written with the one-element index
                   best_prior_idx[j:j + 1]: a 0-d index tensor is read by .item(), which make_fx cannot trace),
                   labels + 1, conf[overlap < 0.5] = 0, encode
                   with variances 0.1 / 0.2 and an in-place /=) into loc_t / conf_t (torch.Tensor / LongTensor
                   buffers written whole per image; zeros here); pos = conf_t > 0; loc_data[pos_idx] boolean
                   selection, smooth_l1 (sum); hard negative mining: log_sum_exp(batch_conf) (x.data.max()) - gather,
                   loss_c[pos.view(-1, 1)] = 0 in place, sort descending, sort of the sort, num_neg = clamp(3 num_pos,
                   max 8731), neg = idx_rank < num_neg; conf_data[(pos_idx + neg_idx).gt(0)] boolean selection, CE
                   (sum); loss_l /= N, loss_c /= N; train.py's loss_l + loss_c; subset = L2Norm.weight,
                   extras.3.weight, conf.2.bias.
  hourglass_pose   imgs [2, 64, 64, 3] (channel-last, as the source's data loader gives them), heatmaps [2, 4, 16, 16]
                   -> Trainer(PoseNet(nstack 2 for 8, inp_dim 16 for 256, oup_dim 4 for 16)) in training mode, which
                   computes the loss inside: imgs.permute(0, 3, 1, 2); pre = Conv(3, 8, 7, s2, bn, relu) [2, 8, 32,
                   32], Residual(8, 16), Pool(2, 2) [2, 16, 16, 16], Residual(16, 16), Residual(16, 16); per stack
                   Hourglass(4, 16) (recursive: up1 Residual, pool1 MaxPool(2, 2), low1 Residual, low2 Hourglass(n - 1)
                   or Residual at n = 1 (1x1 maps), low3 Residual, up2 Upsample(2, nearest), up1 + up2); features
                   Residual + Conv 1x1(bn, relu); outs Conv 1x1(16, 4) -> preds; between stacks x = x +
                   merge_preds(preds) + merge_features(feature) (Merge = Conv 1x1 without bn / relu); every Residual:
                   bn1 / relu / conv1 1x1 to half, bn2 / relu / conv2 3x3, bn3 / relu / conv3 1x1, skip_layer Conv 1x1
                   when the widths differ (built in every Residual, so 60 parameters of the equal-width ones get no
                   gradient), out += residual; Conv: conv (bias), bn, nn.ReLU; torch.stack(preds, 1) [2,
                   2, 4, 16, 16]; calc_loss: HeatmapLoss ((pred - gt) ** 2 mean over dims 3, 2, 1) per stack of
                   combined_hm_preds[0][:, i], torch.stack(dim 1) [2, 2]; the Trainer returns list(preds) + [loss];
                   BN in training mode; default init; criterion: make_train's torch.mean of the combined loss (weight
                   1); subset = hgs.0.0.low2.low1.bn2.weight, merge_preds.0.conv.conv.weight, outs.1.conv.bias.
  memn2n_babi      story [3, 4, 5] (4 memory sentences of 5 word ids, zero padded), query [3, 5], answer [3] (16 words)
                   -> MemN2N(num_vocab 16, embedding_dim 8 for 20, sentence_size 5, max_hops 3): C_0..C_3
                   Embedding(16, 8, padding_idx 0) with weight.data.normal_(0, 0.1), read through AttrProxy(self,
                   "C_") (adjacent tying: hop k reads memory with C_k and output with C_k+1, the query with C_0, the
                   answer is u @ C_3.weight.T); encoding position_encoding(5, 8) (numpy, a plain tensor attribute,
                   requires_grad False): u_0 = sum(C_0(query) * encoding.unsqueeze(0).expand_as, 1) [3, 8]; per hop
                   embed_A = C_k(story.view(3, -1)).view(3, 4, 5, 8), m_A = sum(embed_A * encoding expanded, 2),
                   prob = softmax(sum(m_A * u.unsqueeze(1).expand_as(m_A), 2)) [3, 4], m_C likewise with C_k+1,
                   o_k = sum(m_C * prob.unsqueeze(2).expand_as, 1), u_k+1 = u_k + o_k; a_hat = u[-1] @
                   C_3.weight.transpose(0, 1) [3, 16]; returns (a_hat, softmax(a_hat)) (the second unused in
                   training); nn.Softmax() without dim (implicit dim 1 for these 2-d inputs; written dim=1);
                   criterion: trainer.py's CrossEntropyLoss(size_average=False) (reduction sum) on output [0];
                   subset = C_2.weight, C_0.weight.
  pix2pix_unet_gan  real_A [2, 3, 64, 64], real_B [2, 3, 64, 64] (in [-1, 1]) -> Pix2PixGStep: netG =
                   define_G(3, 3, ngf 4 for 64, 'unet' with num_downs 6 for unet_256's 8, norm 'batch', use_dropout
                   True (Dropout(0)), init normal 0.02): UnetSkipConnectionBlock recursion, outermost [downconv
                   Conv(3, 4, 4, s2, pad 1), submodule, uprelu ReLU_, upconv ConvTranspose(8, 3, 4, s2, pad 1),
                   Tanh], middle blocks [downrelu LeakyReLU(0.2)_, downconv (no bias), downnorm BN, submodule, uprelu,
                   upconv, upnorm BN (+ Dropout for the ngf * 8 ones)], innermost [downrelu, downconv, uprelu, upconv,
                   upnorm] at 1x1; every non-outermost block returns torch.cat([x, model(x)], 1), and its in-place
                   downrelu has already rewritten x, so the skip carries the LeakyReLU'd input (as in the source);
                   fake_B [2, 3, 64, 64]; netD = define_D(6, ndf 4 for 64, 'basic') NLayerDiscriminator(n_layers 3):
                   Conv(6, 4, 4, s2, pad 1), LeakyReLU_, two Conv(s2, no bias) / BN / LeakyReLU_, Conv(s1) / BN /
                   LeakyReLU_, Conv(32, 1, 4, s1, pad 1) [2, 1, 6, 6]; held unregistered with requires_grad False
                   (optimize_parameters' set_requires_grad(self.netD, False) before backward_G, and only netG is
                   optimizer_G's), BN in training mode for both; forward: fake_B = netG(real_A), pred_fake =
                   netD(torch.cat((real_A, fake_B), 1)); criterion: backward_G's GANLoss('vanilla')
                   (BCEWithLogitsLoss against the real_label buffer expand_as(prediction)) + L1Loss(fake_B, real_B)
                   * lambda_L1 (100); subset = netG.model.model.1.model.2.weight (a downnorm), netG.model.model.3.weight
                   (the outermost upconv), netG.model.model.1.model.3.model.3.model.6.bias (an upnorm).
No subset above is a tail.
"""
from __future__ import annotations

import functools
import math
from itertools import product
from math import sqrt

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F
import torch.nn.init as init
from torch.autograd import Function
from .heldout_subsets import where as _where

V71 = ["instdisc_memory_bank", "ssd300_multibox", "hourglass_pose", "memn2n_babi", "pix2pix_unet_gan"]


# ------------------------------------------------------------------ instance discrimination (zhirongw/lemniscate.pytorch)
class Normalize(nn.Module):
    """lib/normalize.py's Normalize."""

    def __init__(self, power=2):
        super().__init__()
        self.power = power

    def forward(self, x):
        norm = x.pow(self.power).sum(1, keepdim=True).pow(1. / self.power)
        out = x.div(norm)
        return out


class BasicBlock(nn.Module):
    """models/resnet_cifar.py's BasicBlock."""
    expansion = 1

    def __init__(self, in_planes, planes, stride=1):
        super().__init__()
        self.conv1 = nn.Conv2d(in_planes, planes, kernel_size=3, stride=stride, padding=1, bias=False)
        self.bn1 = nn.BatchNorm2d(planes)
        self.conv2 = nn.Conv2d(planes, planes, kernel_size=3, stride=1, padding=1, bias=False)
        self.bn2 = nn.BatchNorm2d(planes)

        self.shortcut = nn.Sequential()
        if stride != 1 or in_planes != self.expansion * planes:
            self.shortcut = nn.Sequential(
                nn.Conv2d(in_planes, self.expansion * planes, kernel_size=1, stride=stride, bias=False),
                nn.BatchNorm2d(self.expansion * planes)
            )

    def forward(self, x):
        out = F.relu(self.bn1(self.conv1(x)))
        out = self.bn2(self.conv2(out))
        out += self.shortcut(x)
        out = F.relu(out)
        return out


class ResNetCifar(nn.Module):
    """models/resnet_cifar.py's ResNet (ResNet18 = BasicBlock, [2, 2, 2, 2]), widths divided by `div`."""

    def __init__(self, block, num_blocks, low_dim=128, div=16):
        super().__init__()
        d = lambda c: c // div  # noqa: E731
        self.in_planes = d(64)

        self.conv1 = nn.Conv2d(3, d(64), kernel_size=3, stride=1, padding=1, bias=False)
        self.bn1 = nn.BatchNorm2d(d(64))
        self.layer1 = self._make_layer(block, d(64), num_blocks[0], stride=1)
        self.layer2 = self._make_layer(block, d(128), num_blocks[1], stride=2)
        self.layer3 = self._make_layer(block, d(256), num_blocks[2], stride=2)
        self.layer4 = self._make_layer(block, d(512), num_blocks[3], stride=2)
        self.linear = nn.Linear(d(512) * block.expansion, low_dim)
        self.l2norm = Normalize(2)

    def _make_layer(self, block, planes, num_blocks, stride):
        strides = [stride] + [1] * (num_blocks - 1)
        layers = []
        for stride in strides:
            layers.append(block(self.in_planes, planes, stride))
            self.in_planes = planes * block.expansion
        return nn.Sequential(*layers)

    def forward(self, x):
        out = F.relu(self.bn1(self.conv1(x)))
        out = self.layer1(out)
        out = self.layer2(out)
        out = self.layer3(out)
        out = self.layer4(out)
        out = F.avg_pool2d(out, 4)
        out = out.view(out.size(0), -1)
        out = self.linear(out)
        out = self.l2norm(out)
        return out


class LinearAverageOp(Function):
    """lib/LinearAverage.py's LinearAverageOp as first committed (06c2d49: T and momentum are 0-d tensors of the
    params buffer, the tensors for backward are a ctx attribute; the later version saves them with
    save_for_backward, whose version check refuses a second backward after the bank write, and reads T by
    .item()): logits against the memory bank; the backward also moves the bank rows of this batch towards the
    features (momentum) and renormalises them."""

    @staticmethod
    def forward(self, x, y, memory, params):
        T = params[0]
        batchSize = x.size(0)  # noqa: F841
        outputSize = memory.size(1)  # noqa: F841
        inputSize = memory.size(1)  # noqa: F841

        # inner product
        out = torch.mm(x, memory.t())
        out.div_(T)  # batchSize * N

        self.data_for_backward = x, memory, y, params

        return out

    @staticmethod
    def backward(self, gradOutput):
        x, memory, y, params = self.data_for_backward
        batchSize = gradOutput.size(0)  # noqa: F841
        T = params[0]
        momentum = params[1]

        # add temperature
        gradOutput.data.div_(T)

        # gradient of linear
        gradInput = torch.mm(gradOutput.data, memory)
        # gradInput.resize_as_(x) there: a no-op (same shape) that Dynamo cannot trace

        # update the non-parametric data
        weight_pos = memory.index_select(0, y.view(-1))  # .resize_as_(x) there, a no-op likewise
        weight_pos.mul_(momentum)
        weight_pos.add_(torch.mul(x, 1 - momentum))
        w_norm = weight_pos.pow(2).sum(1, keepdim=True).pow(0.5)
        updated_weight = weight_pos.div(w_norm)
        memory.index_copy_(0, y, updated_weight)

        return gradInput, None, None, None  # Variable(gradInput) there


class LinearAverage(nn.Module):
    def __init__(self, inputSize, outputSize, T=0.07, momentum=0.5):
        super().__init__()
        stdv = 1 / math.sqrt(inputSize)
        self.nLem = outputSize

        self.register_buffer('params', torch.tensor([T, momentum]))
        stdv = 1. / math.sqrt(inputSize / 3)
        self.register_buffer('memory', torch.rand(outputSize, inputSize).mul_(2 * stdv).add_(-stdv))

    def forward(self, x, y):
        out = LinearAverageOp.apply(x, y, self.memory, self.params)
        return out


class InstDiscStep(nn.Module):
    """cifar.py's train(): features = net(inputs); outputs = lemniscate(features, indexes) (nce_k = 0, so
    LinearAverage and nn.CrossEntropyLoss)."""

    def __init__(self, low_dim=8, ndata=16, nce_t=0.1, nce_m=0.5):
        super().__init__()
        self.net = ResNetCifar(BasicBlock, [2, 2, 2, 2], low_dim)
        self.lemniscate = LinearAverage(low_dim, ndata, nce_t, nce_m)

    def forward(self, inputs, indexes):
        features = self.net(inputs)
        outputs = self.lemniscate(features, indexes)
        return outputs


def _ce(outputs, targets):
    """criterion = nn.CrossEntropyLoss(); loss = criterion(outputs, indexes)."""
    return nn.CrossEntropyLoss()(outputs, targets)


# ------------------------------------------------------------------ SSD (amdegroot/ssd.pytorch)
voc = {
    'num_classes': 4,  # 21 in data/config.py; 3 foreground classes here
    'feature_maps': [38, 19, 10, 5, 3, 1],
    'min_dim': 300,
    'steps': [8, 16, 32, 64, 100, 300],
    'min_sizes': [30, 60, 111, 162, 213, 264],
    'max_sizes': [60, 111, 162, 213, 264, 315],
    'aspect_ratios': [[2], [2, 3], [2, 3], [2, 3], [2], [2]],
    'variance': [0.1, 0.2],
    'clip': True,
    'name': 'VOC',
}


class PriorBox(object):
    """layers/functions/prior_box.py's PriorBox (center-offset form)."""

    def __init__(self, cfg):
        super().__init__()
        self.image_size = cfg['min_dim']
        self.num_priors = len(cfg['aspect_ratios'])
        self.variance = cfg['variance'] or [0.1]
        self.feature_maps = cfg['feature_maps']
        self.min_sizes = cfg['min_sizes']
        self.max_sizes = cfg['max_sizes']
        self.steps = cfg['steps']
        self.aspect_ratios = cfg['aspect_ratios']
        self.clip = cfg['clip']
        self.version = cfg['name']
        for v in self.variance:
            if v <= 0:
                raise ValueError('Variances must be greater than 0')

    def forward(self):
        mean = []
        for k, f in enumerate(self.feature_maps):
            for i, j in product(range(f), repeat=2):
                f_k = self.image_size / self.steps[k]
                # unit center x,y
                cx = (j + 0.5) / f_k
                cy = (i + 0.5) / f_k

                # aspect_ratio: 1
                # rel size: min_size
                s_k = self.min_sizes[k] / self.image_size
                mean += [cx, cy, s_k, s_k]

                # aspect_ratio: 1
                # rel size: sqrt(s_k * s_(k+1))
                s_k_prime = sqrt(s_k * (self.max_sizes[k] / self.image_size))
                mean += [cx, cy, s_k_prime, s_k_prime]

                # rest of aspect ratios
                for ar in self.aspect_ratios[k]:
                    mean += [cx, cy, s_k * sqrt(ar), s_k / sqrt(ar)]
                    mean += [cx, cy, s_k / sqrt(ar), s_k * sqrt(ar)]
        # back to torch land
        output = torch.Tensor(mean).view(-1, 4)
        if self.clip:
            output.clamp_(max=1, min=0)
        return output


class L2Norm(nn.Module):
    """layers/modules/l2norm.py's L2Norm."""

    def __init__(self, n_channels, scale):
        super().__init__()
        self.n_channels = n_channels
        self.gamma = scale or None
        self.eps = 1e-10
        self.weight = nn.Parameter(torch.Tensor(self.n_channels))
        self.reset_parameters()

    def reset_parameters(self):
        init.constant_(self.weight, self.gamma)

    def forward(self, x):
        norm = x.pow(2).sum(dim=1, keepdim=True).sqrt() + self.eps
        # x /= norm
        x = torch.div(x, norm)
        out = self.weight.unsqueeze(0).unsqueeze(2).unsqueeze(3).expand_as(x) * x
        return out


class SSD(nn.Module):
    """ssd.py's SSD in the 'train' phase (widths of base / extras divided by 16, so L2Norm(512 / 16, 20))."""

    def __init__(self, phase, size, base, extras, head, num_classes, l2_channels):
        super().__init__()
        self.phase = phase
        self.num_classes = num_classes
        self.cfg = voc
        self.priorbox = PriorBox(self.cfg)
        with torch.no_grad():  # Variable(self.priorbox.forward(), volatile=True)
            self.priors = self.priorbox.forward()
        self.size = size

        # SSD network
        self.vgg = nn.ModuleList(base)
        # Layer learns to scale the l2 normalized features from conv4_3
        self.L2Norm = L2Norm(l2_channels, 20)
        self.extras = nn.ModuleList(extras)

        self.loc = nn.ModuleList(head[0])
        self.conf = nn.ModuleList(head[1])

    def forward(self, x):
        sources = list()
        loc = list()
        conf = list()

        # apply vgg up to conv4_3 relu
        for k in range(23):
            x = self.vgg[k](x)

        s = self.L2Norm(x)
        sources.append(s)

        # apply vgg up to fc7
        for k in range(23, len(self.vgg)):
            x = self.vgg[k](x)
        sources.append(x)

        # apply extra layers and cache source layer outputs
        for k, v in enumerate(self.extras):
            x = F.relu(v(x), inplace=True)
            if k % 2 == 1:
                sources.append(x)

        # apply multibox head to source layers
        for (x, l, c) in zip(sources, self.loc, self.conf):
            loc.append(l(x).permute(0, 2, 3, 1).contiguous())
            conf.append(c(x).permute(0, 2, 3, 1).contiguous())

        loc = torch.cat([o.view(o.size(0), -1) for o in loc], 1)
        conf = torch.cat([o.view(o.size(0), -1) for o in conf], 1)
        output = (
            loc.view(loc.size(0), -1, 4),
            conf.view(conf.size(0), -1, self.num_classes),
            self.priors
        )
        return output


def vgg(cfg, i, batch_norm=False, div=16):
    layers = []
    in_channels = i
    for v in cfg:
        if v == 'M':
            layers += [nn.MaxPool2d(kernel_size=2, stride=2)]
        elif v == 'C':
            layers += [nn.MaxPool2d(kernel_size=2, stride=2, ceil_mode=True)]
        else:
            conv2d = nn.Conv2d(in_channels, v // div, kernel_size=3, padding=1)
            if batch_norm:
                layers += [conv2d, nn.BatchNorm2d(v // div), nn.ReLU(inplace=True)]
            else:
                layers += [conv2d, nn.ReLU(inplace=True)]
            in_channels = v // div
    pool5 = nn.MaxPool2d(kernel_size=3, stride=1, padding=1)
    conv6 = nn.Conv2d(512 // div, 1024 // div, kernel_size=3, padding=6, dilation=6)
    conv7 = nn.Conv2d(1024 // div, 1024 // div, kernel_size=1)
    layers += [pool5, conv6,
               nn.ReLU(inplace=True), conv7, nn.ReLU(inplace=True)]
    return layers


def add_extras(cfg, i, batch_norm=False, div=16):
    # Extra layers added to VGG for feature scaling
    layers = []
    in_channels = i
    flag = False
    for k, v in enumerate(cfg):
        if in_channels != 'S':
            if v == 'S':
                layers += [nn.Conv2d(in_channels, cfg[k + 1] // div,
                                     kernel_size=(1, 3)[flag], stride=2, padding=1)]
            else:
                layers += [nn.Conv2d(in_channels, v // div, kernel_size=(1, 3)[flag])]
            flag = not flag
        in_channels = v if v == 'S' else v // div
    return layers


def multibox(vgg, extra_layers, cfg, num_classes):
    loc_layers = []
    conf_layers = []
    vgg_source = [21, -2]
    for k, v in enumerate(vgg_source):
        loc_layers += [nn.Conv2d(vgg[v].out_channels,
                                 cfg[k] * 4, kernel_size=3, padding=1)]
        conf_layers += [nn.Conv2d(vgg[v].out_channels,
                                  cfg[k] * num_classes, kernel_size=3, padding=1)]
    for k, v in enumerate(extra_layers[1::2], 2):
        loc_layers += [nn.Conv2d(v.out_channels, cfg[k]
                                 * 4, kernel_size=3, padding=1)]
        conf_layers += [nn.Conv2d(v.out_channels, cfg[k]
                                  * num_classes, kernel_size=3, padding=1)]
    return vgg, extra_layers, (loc_layers, conf_layers)


base = {
    '300': [64, 64, 'M', 128, 128, 'M', 256, 256, 256, 'C', 512, 512, 512, 'M',
            512, 512, 512],
}
extras = {
    '300': [256, 'S', 512, 128, 'S', 256, 128, 256, 128, 256],
}
mbox = {
    '300': [4, 6, 6, 6, 4, 4],  # number of boxes per feature map location
}


def build_ssd(phase, size=300, num_classes=21, div=16):
    base_, extras_, head_ = multibox(vgg(base[str(size)], 3, div=div),
                                     add_extras(extras[str(size)], 1024 // div, div=div),
                                     mbox[str(size)], num_classes)
    return SSD(phase, size, base_, extras_, head_, num_classes, 512 // div)


def xavier(param):
    init.xavier_uniform_(param)


def weights_init(m):
    """train.py's weights_init, applied to extras, loc and conf."""
    if isinstance(m, nn.Conv2d):
        xavier(m.weight.data)
        m.bias.data.zero_()


def point_form(boxes):
    return torch.cat((boxes[:, :2] - boxes[:, 2:] / 2,     # xmin, ymin
                     boxes[:, :2] + boxes[:, 2:] / 2), 1)  # xmax, ymax


def intersect(box_a, box_b):
    A = box_a.size(0)
    B = box_b.size(0)
    max_xy = torch.min(box_a[:, 2:].unsqueeze(1).expand(A, B, 2),
                       box_b[:, 2:].unsqueeze(0).expand(A, B, 2))
    min_xy = torch.max(box_a[:, :2].unsqueeze(1).expand(A, B, 2),
                       box_b[:, :2].unsqueeze(0).expand(A, B, 2))
    inter = torch.clamp((max_xy - min_xy), min=0)
    return inter[:, :, 0] * inter[:, :, 1]


def jaccard(box_a, box_b):
    inter = intersect(box_a, box_b)
    area_a = ((box_a[:, 2] - box_a[:, 0]) *
              (box_a[:, 3] - box_a[:, 1])).unsqueeze(1).expand_as(inter)  # [A,B]
    area_b = ((box_b[:, 2] - box_b[:, 0]) *
              (box_b[:, 3] - box_b[:, 1])).unsqueeze(0).expand_as(inter)  # [A,B]
    union = area_a + area_b - inter
    return inter / union  # [A,B]


def match(threshold, truths, priors, variances, labels, loc_t, conf_t, idx):
    # jaccard index
    overlaps = jaccard(
        truths,
        point_form(priors)
    )
    # (Bipartite Matching)
    # [1,num_objects] best prior for each ground truth
    best_prior_overlap, best_prior_idx = overlaps.max(1, keepdim=True)
    # [1,num_priors] best ground truth for each prior
    best_truth_overlap, best_truth_idx = overlaps.max(0, keepdim=True)
    best_truth_idx.squeeze_(0)
    best_truth_overlap.squeeze_(0)
    best_prior_idx.squeeze_(1)
    best_prior_overlap.squeeze_(1)
    best_truth_overlap.index_fill_(0, best_prior_idx, 2)  # ensure best prior
    # TODO refactor: index  best_prior_idx with long tensor
    # ensure every gt matches with its prior of max overlap
    for j in range(best_prior_idx.size(0)):
        # best_truth_idx[best_prior_idx[j]] = j there: a 0-d index tensor is read by .item(), which make_fx cannot
        # trace; the one-element slice writes the same entry (the TODO above)
        best_truth_idx[best_prior_idx[j:j + 1]] = j
    matches = truths[best_truth_idx]          # Shape: [num_priors,4]
    conf = labels[best_truth_idx] + 1         # Shape: [num_priors]
    conf[best_truth_overlap < threshold] = 0  # label as background
    loc = encode(matches, priors, variances)
    loc_t[idx] = loc    # [num_priors,4] encoded offsets to learn
    conf_t[idx] = conf  # [num_priors] top class label for each prior


def encode(matched, priors, variances):
    # dist b/t match center and prior's center
    g_cxcy = (matched[:, :2] + matched[:, 2:]) / 2 - priors[:, :2]
    # encode variance
    g_cxcy /= (variances[0] * priors[:, 2:])
    # match wh / prior wh
    g_wh = (matched[:, 2:] - matched[:, :2]) / priors[:, 2:]
    g_wh = torch.log(g_wh) / variances[1]
    # return target for smooth_l1_loss
    return torch.cat([g_cxcy, g_wh], 1)  # [num_priors,4]


def log_sum_exp(x):
    x_max = x.data.max()
    return torch.log(torch.sum(torch.exp(x - x_max), 1, keepdim=True)) + x_max


class MultiBoxLoss(nn.Module):
    """layers/modules/multibox_loss.py's MultiBoxLoss (the matching runs in the loss, on the targets)."""

    def __init__(self, num_classes, overlap_thresh, prior_for_matching,
                 bkg_label, neg_mining, neg_pos, neg_overlap, encode_target,
                 use_gpu=False):
        super().__init__()
        self.use_gpu = use_gpu
        self.num_classes = num_classes
        self.threshold = overlap_thresh
        self.background_label = bkg_label
        self.encode_target = encode_target
        self.use_prior_for_matching = prior_for_matching
        self.do_neg_mining = neg_mining
        self.negpos_ratio = neg_pos
        self.neg_overlap = neg_overlap
        self.variance = voc['variance']

    def forward(self, predictions, targets):
        loc_data, conf_data, priors = predictions
        num = loc_data.size(0)
        priors = priors[:loc_data.size(1), :]
        num_priors = (priors.size(0))
        num_classes = self.num_classes  # noqa: F841

        # match priors (default boxes) and ground truth boxes
        # (torch.Tensor / torch.LongTensor(num, num_priors, ...) there: uninitialised, every row written by match)
        loc_t = torch.zeros(num, num_priors, 4)
        conf_t = torch.zeros(num, num_priors, dtype=torch.long)
        for idx in range(num):
            truths = targets[idx][:, :-1].data
            labels = targets[idx][:, -1].data
            defaults = priors.data
            match(self.threshold, truths, defaults, self.variance, labels,
                  loc_t, conf_t, idx)
        # wrap targets
        loc_t.requires_grad_(False)
        conf_t.requires_grad_(False)

        pos = conf_t > 0
        num_pos = pos.sum(dim=1, keepdim=True)

        # Localization Loss (Smooth L1)
        # Shape: [batch,num_priors,4]
        pos_idx = pos.unsqueeze(pos.dim()).expand_as(loc_data)
        loc_p = loc_data[pos_idx].view(-1, 4)
        loc_t = loc_t[pos_idx].view(-1, 4)
        loss_l = F.smooth_l1_loss(loc_p, loc_t, reduction='sum')

        # Compute max conf across batch for hard negative mining
        batch_conf = conf_data.view(-1, self.num_classes)
        loss_c = log_sum_exp(batch_conf) - batch_conf.gather(1, conf_t.view(-1, 1))

        # Hard Negative Mining
        loss_c[pos.view(-1, 1)] = 0  # filter out pos boxes for now
        loss_c = loss_c.view(num, -1)
        _, loss_idx = loss_c.sort(1, descending=True)
        _, idx_rank = loss_idx.sort(1)
        num_pos = pos.long().sum(1, keepdim=True)
        num_neg = torch.clamp(self.negpos_ratio * num_pos, max=pos.size(1) - 1)
        neg = idx_rank < num_neg.expand_as(idx_rank)

        # Confidence Loss Including Positive and Negative Examples
        pos_idx = pos.unsqueeze(2).expand_as(conf_data)
        neg_idx = neg.unsqueeze(2).expand_as(conf_data)
        conf_p = conf_data[(pos_idx + neg_idx).gt(0)].view(-1, self.num_classes)
        targets_weighted = conf_t[(pos + neg).gt(0)]
        loss_c = F.cross_entropy(conf_p, targets_weighted, reduction='sum')

        # Sum of losses: L(x,c,l,g) = (Lconf(x, c) + αLloc(x,l,g)) / N

        N = num_pos.data.sum()
        loss_l /= N.float()
        loss_c /= N.float()
        return loss_l, loss_c


_multibox = MultiBoxLoss(voc['num_classes'], 0.5, True, 0, True, 3, 0.5, False)


def _ssd_loss(out, targets):
    """train.py: loss_l, loss_c = criterion(out, targets); loss = loss_l + loss_c."""
    loss_l, loss_c = _multibox(out, targets)
    loss = loss_l + loss_c
    return loss


def _ssd_targets(g, n_img=2, n_obj=2, n_fg=3):
    """VOCDetection targets: per object [xmin, ymin, xmax, ymax, label] in [0, 1] (detection_collate's list,
    stacked: every image has n_obj objects)."""
    xy = torch.rand(n_img, n_obj, 2, generator=g) * 0.6
    wh = 0.15 + torch.rand(n_img, n_obj, 2, generator=g) * 0.3
    lab = torch.randint(0, n_fg, (n_img, n_obj, 1), generator=g).float()
    return torch.cat([xy, xy + wh, lab], 2)


# ------------------------------------------------------------------ stacked hourglass (princeton-vl)
Pool = nn.MaxPool2d


class Conv(nn.Module):
    def __init__(self, inp_dim, out_dim, kernel_size=3, stride=1, bn=False, relu=True):
        super().__init__()
        self.inp_dim = inp_dim
        self.conv = nn.Conv2d(inp_dim, out_dim, kernel_size, stride, padding=(kernel_size - 1) // 2, bias=True)
        self.relu = None
        self.bn = None
        if relu:
            self.relu = nn.ReLU()
        if bn:
            self.bn = nn.BatchNorm2d(out_dim)

    def forward(self, x):
        assert x.size()[1] == self.inp_dim, "{} {}".format(x.size()[1], self.inp_dim)
        x = self.conv(x)
        if self.bn is not None:
            x = self.bn(x)
        if self.relu is not None:
            x = self.relu(x)
        return x


class Residual(nn.Module):
    def __init__(self, inp_dim, out_dim):
        super().__init__()
        self.relu = nn.ReLU()
        self.bn1 = nn.BatchNorm2d(inp_dim)
        self.conv1 = Conv(inp_dim, int(out_dim / 2), 1, relu=False)
        self.bn2 = nn.BatchNorm2d(int(out_dim / 2))
        self.conv2 = Conv(int(out_dim / 2), int(out_dim / 2), 3, relu=False)
        self.bn3 = nn.BatchNorm2d(int(out_dim / 2))
        self.conv3 = Conv(int(out_dim / 2), out_dim, 1, relu=False)
        self.skip_layer = Conv(inp_dim, out_dim, 1, relu=False)
        if inp_dim == out_dim:
            self.need_skip = False
        else:
            self.need_skip = True

    def forward(self, x):
        if self.need_skip:
            residual = self.skip_layer(x)
        else:
            residual = x
        out = self.bn1(x)
        out = self.relu(out)
        out = self.conv1(out)
        out = self.bn2(out)
        out = self.relu(out)
        out = self.conv2(out)
        out = self.bn3(out)
        out = self.relu(out)
        out = self.conv3(out)
        out += residual
        return out


class Hourglass(nn.Module):
    def __init__(self, n, f, bn=None, increase=0):
        super().__init__()
        nf = f + increase
        self.up1 = Residual(f, f)
        # Lower branch
        self.pool1 = Pool(2, 2)
        self.low1 = Residual(f, nf)
        self.n = n
        # Recursive hourglass
        if self.n > 1:
            self.low2 = Hourglass(n - 1, nf, bn=bn)
        else:
            self.low2 = Residual(nf, nf)
        self.low3 = Residual(nf, f)
        self.up2 = nn.Upsample(scale_factor=2, mode='nearest')

    def forward(self, x):
        up1 = self.up1(x)
        pool1 = self.pool1(x)
        low1 = self.low1(pool1)
        low2 = self.low2(low1)
        low3 = self.low3(low2)
        up2 = self.up2(low3)
        return up1 + up2


class HeatmapLoss(torch.nn.Module):
    """task/loss.py's HeatmapLoss: loss for detection heatmap."""

    def __init__(self):
        super().__init__()

    def forward(self, pred, gt):
        l = ((pred - gt) ** 2)  # noqa: E741
        l = l.mean(dim=3).mean(dim=2).mean(dim=1)  # noqa: E741
        return l  # l of dim bsize


class Merge(nn.Module):
    def __init__(self, x_dim, y_dim):
        super().__init__()
        self.conv = Conv(x_dim, y_dim, 1, relu=False, bn=False)

    def forward(self, x):
        return self.conv(x)


class PoseNet(nn.Module):
    """models/posenet.py's PoseNet; the pre block's widths 64 / 128 divided by 8."""

    def __init__(self, nstack, inp_dim, oup_dim, bn=False, increase=0, div=8, **kwargs):
        super().__init__()

        self.nstack = nstack
        self.pre = nn.Sequential(
            Conv(3, 64 // div, 7, 2, bn=True, relu=True),
            Residual(64 // div, 128 // div),
            Pool(2, 2),
            Residual(128 // div, 128 // div),
            Residual(128 // div, inp_dim)
        )

        self.hgs = nn.ModuleList([
            nn.Sequential(
                Hourglass(4, inp_dim, bn, increase),
            ) for i in range(nstack)])

        self.features = nn.ModuleList([
            nn.Sequential(
                Residual(inp_dim, inp_dim),
                Conv(inp_dim, inp_dim, 1, bn=True, relu=True)
            ) for i in range(nstack)])

        self.outs = nn.ModuleList([Conv(inp_dim, oup_dim, 1, relu=False, bn=False) for i in range(nstack)])
        self.merge_features = nn.ModuleList([Merge(inp_dim, inp_dim) for i in range(nstack - 1)])
        self.merge_preds = nn.ModuleList([Merge(oup_dim, inp_dim) for i in range(nstack - 1)])
        self.nstack = nstack
        self.heatmapLoss = HeatmapLoss()

    def forward(self, imgs):
        # our posenet
        x = imgs.permute(0, 3, 1, 2)  # x of size 1,3,inpdim,inpdim
        x = self.pre(x)
        combined_hm_preds = []
        for i in range(self.nstack):
            hg = self.hgs[i](x)
            feature = self.features[i](hg)
            preds = self.outs[i](feature)
            combined_hm_preds.append(preds)
            if i < self.nstack - 1:
                x = x + self.merge_preds[i](preds) + self.merge_features[i](feature)
        return torch.stack(combined_hm_preds, 1)

    def calc_loss(self, combined_hm_preds, heatmaps):
        combined_loss = []
        for i in range(self.nstack):
            combined_loss.append(self.heatmapLoss(combined_hm_preds[0][:, i], heatmaps))
        combined_loss = torch.stack(combined_loss, dim=1)
        return combined_loss


class Trainer(nn.Module):
    """task/pose.py's Trainer: in training mode the module computes the loss from the labels it is given."""

    def __init__(self, model, inference_keys, calc_loss):
        super().__init__()
        self.model = model
        self.keys = inference_keys
        self.calc_loss = calc_loss

    def forward(self, imgs, **inputs):
        inps = {}
        labels = {}

        for i in inputs:
            if i in self.keys:
                inps[i] = inputs[i]
            else:
                labels[i] = inputs[i]

        if not self.training:
            return self.model(imgs, **inps)
        else:
            combined_hm_preds = self.model(imgs, **inps)
            if type(combined_hm_preds) != list and type(combined_hm_preds) != tuple:
                combined_hm_preds = [combined_hm_preds]
            loss = self.calc_loss(**labels, combined_hm_preds=combined_hm_preds)
            return list(combined_hm_preds) + list([loss])


def _hg_call(m, imgs, heatmaps):
    """make_train's net(inputs['imgs'], **{i: inputs[i] for i in inputs if i != 'imgs'})."""
    return m(imgs, heatmaps=heatmaps)


def _hg_loss(result):
    """make_train: combined_loss = result[-1]; losses = {'combined_hm_loss': combined_loss * 1}; loss = 0;
    loss = loss + torch.mean(losses[i])."""
    losses = {"combined_hm_loss": result[-1] * 1}
    loss = 0
    for i in losses:
        loss = loss + torch.mean(losses[i])
    return loss


# ------------------------------------------------------------------ MemN2N (nmhkahn/MemN2N-pytorch)
def position_encoding(sentence_size, embedding_dim):
    encoding = np.ones((embedding_dim, sentence_size), dtype=np.float32)
    ls = sentence_size + 1
    le = embedding_dim + 1
    for i in range(1, le):
        for j in range(1, ls):
            encoding[i - 1, j - 1] = (i - (embedding_dim + 1) / 2) * (j - (sentence_size + 1) / 2)
    encoding = 1 + 4 * encoding / embedding_dim / sentence_size
    # Make position encoding of time words identity to avoid modifying them
    encoding[:, -1] = 1.0
    return np.transpose(encoding)


class AttrProxy(object):
    """Translates index lookups into attribute lookups."""

    def __init__(self, module, prefix):
        self.module = module
        self.prefix = prefix

    def __getitem__(self, i):
        return getattr(self.module, self.prefix + str(i))


class MemN2N(nn.Module):
    def __init__(self, settings):
        super().__init__()

        num_vocab = settings["num_vocab"]
        embedding_dim = settings["embedding_dim"]
        sentence_size = settings["sentence_size"]
        self.max_hops = settings["max_hops"]

        for hop in range(self.max_hops + 1):
            C = nn.Embedding(num_vocab, embedding_dim, padding_idx=0)
            C.weight.data.normal_(0, 0.1)
            self.add_module("C_{}".format(hop), C)
        self.C = AttrProxy(self, "C_")

        self.softmax = nn.Softmax(dim=1)  # nn.Softmax() there: the implicit dim of a 2-d input is 1
        self.encoding = torch.FloatTensor(
            position_encoding(sentence_size, embedding_dim)).requires_grad_(False)

    def forward(self, story, query):
        story_size = story.size()

        u = list()
        query_embed = self.C[0](query)
        # weired way to perform reduce_dot
        encoding = self.encoding.unsqueeze(0).expand_as(query_embed)
        u.append(torch.sum(query_embed * encoding, 1))

        for hop in range(self.max_hops):
            embed_A = self.C[hop](story.view(story.size(0), -1))
            embed_A = embed_A.view(story_size + (embed_A.size(-1),))

            encoding = self.encoding.unsqueeze(0).unsqueeze(1).expand_as(embed_A)
            m_A = torch.sum(embed_A * encoding, 2)

            u_temp = u[-1].unsqueeze(1).expand_as(m_A)
            prob = self.softmax(torch.sum(m_A * u_temp, 2))

            embed_C = self.C[hop + 1](story.view(story.size(0), -1))
            embed_C = embed_C.view(story_size + (embed_C.size(-1),))
            m_C = torch.sum(embed_C * encoding, 2)

            prob = prob.unsqueeze(2).expand_as(m_C)
            o_k = torch.sum(m_C * prob, 1)

            u_k = u[-1] + o_k
            u.append(u_k)

        a_hat = u[-1] @ self.C[self.max_hops].weight.transpose(0, 1)
        return a_hat, self.softmax(a_hat)


def _memn2n_loss(outs, answer):
    """trainer.py: self.ce_fn = nn.CrossEntropyLoss(size_average=False); loss = ce_fn(mem_n2n(story, query)[0],
    answer)."""
    return nn.CrossEntropyLoss(reduction="sum")(outs[0], answer)


def _babi(g, n, mem, sent, vocab, story_lens, query_lens):
    """bAbIDataset's padded story / query id tensors (0 = padding)."""
    story = torch.zeros(n, mem, sent, dtype=torch.long)
    query = torch.zeros(n, sent, dtype=torch.long)
    for b in range(n):
        for s, ln in enumerate(story_lens[b]):
            story[b, s, :ln] = torch.randint(1, vocab, (ln,), generator=g)
        query[b, :query_lens[b]] = torch.randint(1, vocab, (query_lens[b],), generator=g)
    return story, query


# ------------------------------------------------------------------ pix2pix (junyanz/pytorch-CycleGAN-and-pix2pix)
def get_norm_layer(norm_type='instance'):
    if norm_type == 'batch':
        norm_layer = functools.partial(nn.BatchNorm2d, affine=True, track_running_stats=True)
    elif norm_type == 'instance':
        norm_layer = functools.partial(nn.InstanceNorm2d, affine=False, track_running_stats=False)
    else:
        raise NotImplementedError('normalization layer [%s] is not found' % norm_type)
    return norm_layer


def init_weights(net, init_type='normal', init_gain=0.02):
    def init_func(m):  # define the initialization function
        classname = m.__class__.__name__
        if hasattr(m, 'weight') and (classname.find('Conv') != -1 or classname.find('Linear') != -1):
            if init_type == 'normal':
                init.normal_(m.weight.data, 0.0, init_gain)
            else:
                raise NotImplementedError('initialization method [%s] is not implemented' % init_type)
            if hasattr(m, 'bias') and m.bias is not None:
                init.constant_(m.bias.data, 0.0)
        elif classname.find('BatchNorm2d') != -1:  # BatchNorm Layer's weight is not a matrix; only normal distribution applies.
            init.normal_(m.weight.data, 1.0, init_gain)
            init.constant_(m.bias.data, 0.0)

    net.apply(init_func)  # apply the initialization function <init_func>


def init_net(net, init_type='normal', init_gain=0.02):
    init_weights(net, init_type, init_gain=init_gain)
    return net


class UnetGenerator(nn.Module):
    """Create a Unet-based generator"""

    def __init__(self, input_nc, output_nc, num_downs, ngf=64, norm_layer=nn.BatchNorm2d, use_dropout=False,
                 dropout_p=0.5):
        super().__init__()
        # construct unet structure
        unet_block = UnetSkipConnectionBlock(ngf * 8, ngf * 8, input_nc=None, submodule=None, norm_layer=norm_layer, innermost=True)  # add the innermost layer
        for i in range(num_downs - 5):          # add intermediate layers with ngf * 8 filters
            unet_block = UnetSkipConnectionBlock(ngf * 8, ngf * 8, input_nc=None, submodule=unet_block, norm_layer=norm_layer, use_dropout=use_dropout, dropout_p=dropout_p)
        # gradually reduce the number of filters from ngf * 8 to ngf
        unet_block = UnetSkipConnectionBlock(ngf * 4, ngf * 8, input_nc=None, submodule=unet_block, norm_layer=norm_layer)
        unet_block = UnetSkipConnectionBlock(ngf * 2, ngf * 4, input_nc=None, submodule=unet_block, norm_layer=norm_layer)
        unet_block = UnetSkipConnectionBlock(ngf, ngf * 2, input_nc=None, submodule=unet_block, norm_layer=norm_layer)
        self.model = UnetSkipConnectionBlock(output_nc, ngf, input_nc=input_nc, submodule=unet_block, outermost=True, norm_layer=norm_layer)  # add the outermost layer

    def forward(self, input):
        """Standard forward"""
        return self.model(input)


class UnetSkipConnectionBlock(nn.Module):
    """Defines the Unet submodule with skip connection.
        X -------------------identity----------------------
        |-- downsampling -- |submodule| -- upsampling --|
    """

    def __init__(self, outer_nc, inner_nc, input_nc=None,
                 submodule=None, outermost=False, innermost=False, norm_layer=nn.BatchNorm2d, use_dropout=False,
                 dropout_p=0.5):
        super().__init__()
        self.outermost = outermost
        if type(norm_layer) == functools.partial:
            use_bias = norm_layer.func == nn.InstanceNorm2d
        else:
            use_bias = norm_layer == nn.InstanceNorm2d
        if input_nc is None:
            input_nc = outer_nc
        downconv = nn.Conv2d(input_nc, inner_nc, kernel_size=4,
                             stride=2, padding=1, bias=use_bias)
        downrelu = nn.LeakyReLU(0.2, True)
        downnorm = norm_layer(inner_nc)
        uprelu = nn.ReLU(True)
        upnorm = norm_layer(outer_nc)

        if outermost:
            upconv = nn.ConvTranspose2d(inner_nc * 2, outer_nc,
                                        kernel_size=4, stride=2,
                                        padding=1)
            down = [downconv]
            up = [uprelu, upconv, nn.Tanh()]
            model = down + [submodule] + up
        elif innermost:
            upconv = nn.ConvTranspose2d(inner_nc, outer_nc,
                                        kernel_size=4, stride=2,
                                        padding=1, bias=use_bias)
            down = [downrelu, downconv]
            up = [uprelu, upconv, upnorm]
            model = down + up
        else:
            upconv = nn.ConvTranspose2d(inner_nc * 2, outer_nc,
                                        kernel_size=4, stride=2,
                                        padding=1, bias=use_bias)
            down = [downrelu, downconv, downnorm]
            up = [uprelu, upconv, upnorm]

            if use_dropout:
                model = down + [submodule] + up + [nn.Dropout(dropout_p)]
            else:
                model = down + [submodule] + up

        self.model = nn.Sequential(*model)

    def forward(self, x):
        if self.outermost:
            return self.model(x)
        else:   # add skip connections
            return torch.cat([x, self.model(x)], 1)


class NLayerDiscriminator(nn.Module):
    """Defines a PatchGAN discriminator"""

    def __init__(self, input_nc, ndf=64, n_layers=3, norm_layer=nn.BatchNorm2d):
        super().__init__()
        if type(norm_layer) == functools.partial:  # no need to use bias as BatchNorm2d has affine parameters
            use_bias = norm_layer.func == nn.InstanceNorm2d
        else:
            use_bias = norm_layer == nn.InstanceNorm2d

        kw = 4
        padw = 1
        sequence = [nn.Conv2d(input_nc, ndf, kernel_size=kw, stride=2, padding=padw), nn.LeakyReLU(0.2, True)]
        nf_mult = 1
        nf_mult_prev = 1
        for n in range(1, n_layers):  # gradually increase the number of filters
            nf_mult_prev = nf_mult
            nf_mult = min(2 ** n, 8)
            sequence += [
                nn.Conv2d(ndf * nf_mult_prev, ndf * nf_mult, kernel_size=kw, stride=2, padding=padw, bias=use_bias),
                norm_layer(ndf * nf_mult),
                nn.LeakyReLU(0.2, True)
            ]

        nf_mult_prev = nf_mult
        nf_mult = min(2 ** n_layers, 8)
        sequence += [
            nn.Conv2d(ndf * nf_mult_prev, ndf * nf_mult, kernel_size=kw, stride=1, padding=padw, bias=use_bias),
            norm_layer(ndf * nf_mult),
            nn.LeakyReLU(0.2, True)
        ]

        sequence += [nn.Conv2d(ndf * nf_mult, 1, kernel_size=kw, stride=1, padding=padw)]  # output 1 channel prediction map
        self.model = nn.Sequential(*sequence)

    def forward(self, input):
        """Standard forward."""
        return self.model(input)


class GANLoss(nn.Module):
    def __init__(self, gan_mode, target_real_label=1.0, target_fake_label=0.0):
        super().__init__()
        self.register_buffer('real_label', torch.tensor(target_real_label))
        self.register_buffer('fake_label', torch.tensor(target_fake_label))
        self.gan_mode = gan_mode
        if gan_mode == 'lsgan':
            self.loss = nn.MSELoss()
        elif gan_mode == 'vanilla':
            self.loss = nn.BCEWithLogitsLoss()
        else:
            raise NotImplementedError('gan mode %s not implemented' % gan_mode)

    def get_target_tensor(self, prediction, target_is_real):
        if target_is_real:
            target_tensor = self.real_label
        else:
            target_tensor = self.fake_label
        return target_tensor.expand_as(prediction)

    def __call__(self, prediction, target_is_real):
        target_tensor = self.get_target_tensor(prediction, target_is_real)
        loss = self.loss(prediction, target_tensor)
        return loss


class Pix2PixGStep(nn.Module):
    """pix2pix_model.py's forward() and the discriminator pass of backward_G(): fake_B = netG(real_A); pred_fake =
    netD(cat(real_A, fake_B)). netD is frozen for this step (set_requires_grad(netD, False)) and is not the
    optimizer's, so it is held unregistered."""

    def __init__(self, ngf=4, ndf=4, num_downs=6):
        super().__init__()
        norm_layer = get_norm_layer('batch')
        self.netG = init_net(UnetGenerator(3, 3, num_downs, ngf, norm_layer=norm_layer, use_dropout=True,
                                           dropout_p=0.0))
        netD = init_net(NLayerDiscriminator(6, ndf, n_layers=3, norm_layer=norm_layer))
        for param in netD.parameters():
            param.requires_grad = False
        self.__dict__["netD"] = netD

    def train(self, mode=True):
        super().train(mode)
        self.netD.train(mode)
        return self

    def forward(self, real_A):
        fake_B = self.netG(real_A)
        # First, G(A) should fake the discriminator
        fake_AB = torch.cat((real_A, fake_B), 1)
        pred_fake = self.netD(fake_AB)
        return fake_B, pred_fake


_gan_vanilla = GANLoss('vanilla')


def _pix2pix_g_loss(outs, real_B, lambda_L1=100.0):
    """backward_G(): loss_G_GAN = criterionGAN(pred_fake, True); loss_G_L1 = criterionL1(fake_B, real_B) *
    lambda_L1; loss_G = loss_G_GAN + loss_G_L1."""
    fake_B, pred_fake = outs
    loss_G_GAN = _gan_vanilla(pred_fake, True)
    loss_G_L1 = torch.nn.L1Loss()(fake_B, real_B) * lambda_L1
    return loss_G_GAN + loss_G_L1


# ------------------------------------------------------------------ build
def _pick(m, names):
    idx = _where(m, lambda n: n in names)
    assert len(idx) == len(names), (idx, names)
    return idx


def build(name: str, g: torch.Generator, Spec, call, ce):
    if name == "instdisc_memory_bank":
        m = InstDiscStep(low_dim=8, ndata=16, nce_t=0.1, nce_m=0.5)
        mean = torch.tensor([0.4914, 0.4822, 0.4465]).view(3, 1, 1)
        std = torch.tensor([0.2023, 0.1994, 0.2010]).view(3, 1, 1)
        x = (torch.rand(4, 3, 32, 32, generator=g) - mean) / std
        idx = torch.tensor([3, 11, 0, 7])
        return Spec(m, {"inputs": x, "indexes": idx}, {"targets": idx.clone()}, call, _ce,
                    subset=_pick(m, ("net.layer3.0.conv2.weight", "net.bn1.bias", "net.linear.weight")),
                    notes="held out (relate v71): instance discrimination with a memory bank (zhirongw/"
                          "lemniscate.pytorch cifar.py / models/resnet_cifar.py / lib/LinearAverage.py): a CIFAR "
                          "ResNet18 with BN in training mode, in-place shortcut adds, avg pool, Linear to a low dim "
                          "and Normalize(2); LinearAverageOp custom autograd.Function (forward mm with the memory "
                          "buffer, in-place div_ by a 0-d temperature tensor, tensors kept as a ctx attribute; "
                          "backward divides the incoming grad in place, mm with the memory, then rewrites the memory "
                          "rows of the batch by index_copy_); CE over the instance ids; non-tail subset")
    if name == "ssd300_multibox":
        m = build_ssd('train', 300, voc['num_classes'])
        m.extras.apply(weights_init)
        m.loc.apply(weights_init)
        m.conf.apply(weights_init)
        return Spec(m, {"x": torch.randn(2, 3, 300, 300, generator=g)}, {"targets": _ssd_targets(g)}, call,
                    _ssd_loss,
                    subset=_pick(m, ("L2Norm.weight", "extras.3.weight", "conf.2.bias")),
                    notes="held out (relate v71): SSD300 (amdegroot/ssd.pytorch ssd.py / l2norm.py / prior_box.py / "
                          "multibox_loss.py / box_utils.py): VGG base with ceil-mode pool and in-place ReLUs, "
                          "dilated conv6, L2Norm on conv4_3, extras through F.relu(inplace), six loc / conf heads "
                          "permuted, viewed and concatenated, a priors tensor returned; MultiBoxLoss matching in the "
                          "loss (jaccard, index_fill_, index writes), boolean-mask selections, smooth L1, hard "
                          "negative mining by an in-place masked write and a double sort, CE; non-tail subset")
    if name == "hourglass_pose":
        net = PoseNet(nstack=2, inp_dim=16, oup_dim=4)
        m = Trainer(net, [], net.calc_loss)
        imgs = torch.rand(2, 64, 64, 3, generator=g)
        yy, xx = torch.meshgrid(torch.arange(16.), torch.arange(16.), indexing="ij")
        centers = torch.randint(2, 14, (2, 4, 2), generator=g).float()
        hm = torch.exp(-((xx - centers[..., 0, None, None]) ** 2 + (yy - centers[..., 1, None, None]) ** 2) / 2)
        return Spec(m, {"imgs": imgs, "heatmaps": hm}, {}, _hg_call, _hg_loss,
                    subset=_pick(m, ("model.hgs.0.0.low2.low1.bn2.weight", "model.merge_preds.0.conv.conv.weight",
                                     "model.outs.1.conv.bias")),
                    notes="held out (relate v71): stacked hourglass (princeton-vl/pytorch_stacked_hourglass "
                          "posenet.py / layers.py / loss.py / task/pose.py): channel-last input permuted, pre-"
                          "activation Residuals with in-place adds and 1x1 skip convs, recursive 4-level Hourglasses "
                          "(max pool, nearest Upsample, up1 + up2), two stacks with intermediate heatmap heads merged "
                          "back by 1x1 convs, torch.stack; the loss computed inside the module by the Trainer "
                          "(per-stack HeatmapLoss stacked), mean; BN in training mode; non-tail subset")
    if name == "memn2n_babi":
        m = MemN2N({"num_vocab": 16, "embedding_dim": 8, "sentence_size": 5, "max_hops": 3})
        story, query = _babi(g, 3, 4, 5, 16, [(5, 3, 4, 2), (4, 4, 0, 0), (2, 5, 3, 0)], [4, 3, 5])
        answer = torch.randint(1, 16, (3,), generator=g)
        return Spec(m, {"story": story, "query": query}, {"answer": answer}, call, _memn2n_loss,
                    subset=_pick(m, ("C_2.weight", "C_0.weight")),
                    notes="held out (relate v71): end-to-end memory network (nmhkahn/MemN2N-pytorch memn2n/model.py "
                          "/ trainer.py): four Embeddings with padding_idx 0 read through an AttrProxy with adjacent "
                          "tying (hop k reads with C_k and C_k+1), a numpy position encoding tensor expanded and "
                          "summed, softmax attention over memories, three hops, answer by matmul with the last "
                          "embedding's transposed weight, an unused softmax output; CE (sum); non-tail subset")
    if name == "pix2pix_unet_gan":
        m = Pix2PixGStep(ngf=4, ndf=4, num_downs=6)
        real_A = torch.rand(2, 3, 64, 64, generator=g) * 2 - 1
        real_B = torch.rand(2, 3, 64, 64, generator=g) * 2 - 1
        return Spec(m, {"real_A": real_A}, {"real_B": real_B}, call, _pix2pix_g_loss,
                    subset=_pick(m, ("netG.model.model.1.model.2.weight", "netG.model.model.3.weight",
                                     "netG.model.model.1.model.3.model.3.model.6.bias")),
                    notes="held out (relate v71): pix2pix generator step (junyanz/pytorch-CycleGAN-and-pix2pix "
                          "networks.py / pix2pix_model.py): recursive UnetSkipConnectionBlocks (strided 4x4 convs, "
                          "in-place LeakyReLU on the block input that the cat skip then carries, BN in training "
                          "mode, in-place ReLU, ConvTranspose2d, Tanh, Dropout(0)), a frozen unregistered PatchGAN "
                          "discriminator with BN on cat(real_A, fake_B); BCEWithLogits against an expanded label "
                          "buffer + 100 L1; non-tail subset")
    raise KeyError(name)
