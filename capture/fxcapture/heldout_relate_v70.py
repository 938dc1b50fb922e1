"""Seventieth held-out set for `fxmatch relate` (2026-12-06, /work/pending/heldout_relate_v70).

Written to score main blind: captured once and scored with main's binary and
rules, no engine change in between, and no fxmatch run on these captures
while they were written. Its five families are new to the project (no earlier
set has them); each re-implements public code at small sizes: LeNet++ trained
with center loss (jxgu1016/MNIST_center_loss_pytorch: MNIST_with_centerloss.py
Net and train(), CenterLoss.py CenterLoss / CenterlossFunc, a custom
torch.autograd.Function); a SqueezeNet 1.1 (pytorch/vision:
torchvision/models/squeezenet.py Fire / SqueezeNet); a fast neural style
training step (pytorch/examples: fast_neural_style/neural_style/neural_style.py
train(), transformer_net.py TransformerNet / ConvLayer / ResidualBlock /
UpsampleConvLayer, vgg.py Vgg16, utils.py gram_matrix / normalize_batch); a
PSPNet (hszhao/semseg: model/pspnet.py PPM / PSPNet, model/resnet.py
Bottleneck / ResNet(deep_base), tool/train.py's loss); and a seq2seq with
Bahdanau attention (pytorch/tutorials:
intermediate_source/seq2seq_translation_tutorial.py EncoderRNN /
BahdanauAttention / AttnDecoderRNN / train_epoch). Every dropout is p = 0
(random ops would make the recorded values differ between captures; no
earlier set has one either); like heldout_relate.py's models they never enter
the zoo.

  lenetpp_centerloss  data [4, 1, 28, 28] (MNIST-normalised uniform noise), target [4] (10 classes, [5, 1, 6, 5])
                   -> CenterLossStep: model Net (LeNet++, widths 4 / 8 / 8 for 32 / 64 / 128): conv1_1 Conv(1, 4, 5,
                   pad 2) / prelu1_1, conv1_2 Conv(4, 4, 5) / prelu1_2, max_pool2d(2) [4, 4, 14, 14]; conv2_1 / conv2_2
                   (8 channels) with PReLUs, max_pool2d [4, 8, 7, 7]; conv3_1 / conv3_2 with PReLUs, max_pool2d [4, 8,
                   3, 3]; view(-1, 72); ip1 Linear(72, 2), preluip1 [4, 2]; ip2 Linear(2, 10); log_softmax(dim 1);
                   every PReLU one weight (0.25); centerloss CenterLoss(10, 2) (centers randn [10, 2]): feat.view(4,
                   -1), batch_size_tensor = feat.new_empty(1).fill_(4), CenterlossFunc.apply(feat, label, centers,
                   batch_size_tensor): forward save_for_backward(feature, label, centers, batch_size),
                   centers.index_select(0, label.long()), (feature - centers_batch).pow(2).sum() / 2.0 / batch_size;
                   backward: index_select again, diff = centers_batch - feature, counts = new_ones(10).scatter_add_(0,
                   label, ones(4)), grad_centers = new_zeros([10, 2]).scatter_add_(0, label.unsqueeze(1).expand([4,
                   2]), diff) / counts.view(-1, 1), returns (-grad_output * diff / batch_size, None, grad_centers /
                   batch_size, None); the module returns (pred, center loss); default init; criterion: train()'s
                   NLLLoss(pred, target) + loss_weight (1) * center loss (target fed to both the module and the
                   criterion); subset = centerloss.centers, model.conv2_1.weight, model.prelu1_2.weight.
  squeezenet11_cls x [2, 3, 64, 64], labels [2] (5 classes) -> SqueezeNet('1_1', num_classes 5, dropout 0), every
                   width divided by 8: features.0 Conv(3, 8, 3, s2) [2, 8, 31, 31], ReLU_, MaxPool2d(3, s2,
                   ceil_mode) [2, 8, 15, 15]; Fire(8, 2, 8, 8) (squeeze Conv 1x1(8, 2) / ReLU_, cat(ReLU_(expand1x1
                   Conv 1x1(2, 8)), ReLU_(expand3x3 Conv(2, 8, 3, pad 1))) [2, 16, 15, 15]), Fire(16, 2, 8, 8);
                   MaxPool2d(ceil) [2, 16, 7, 7]; Fire(16, 4, 16, 16) [2, 32, 7, 7], Fire(32, 4, 16, 16);
                   MaxPool2d(ceil) [2, 32, 3, 3]; Fire(32, 6, 24, 24) [2, 48, 3, 3], Fire(48, 6, 24, 24), Fire(48, 8, 32, 32) [2, 64, 3,
                   3], Fire(64, 8, 32, 32); classifier Dropout(0), final_conv Conv 1x1(64, 5), ReLU_,
                   AdaptiveAvgPool2d((1, 1)); flatten [2, 5]; init: final_conv normal_(std 0.01), other convs
                   kaiming_uniform_, biases 0; criterion: CrossEntropyLoss; subset = features.3.expand3x3.weight,
                   features.7.squeeze.bias, features.0.weight.
  fast_style_transfer  x [2, 3, 16, 16] (ToTensor range [0, 1)), gram_relu1_2 [2, 4, 4], gram_relu2_2 [2, 8, 8],
                   gram_relu3_3 [2, 16, 16], gram_relu4_3 [2, 32, 32] (train()'s gram_style, computed once before the
                   loop from a random style image [3, 16, 16] * 255 repeated to the batch, under no_grad) ->
                   FastStyleStep: x.mul(255) (the train transform's Lambda, moved into the forward so that the
                   in-place div_ below acts on a fresh tensor, not on the input); transformer TransformerNet(widths 4
                   / 8 / 16 for 32 / 64 / 128, 3 residual blocks for 5): conv1 ConvLayer (ReflectionPad2d(4),
                   Conv(3, 4, 9)) [2, 4, 16, 16], in1 InstanceNorm2d(affine), ReLU; conv2 (pad 1, Conv(4, 8, 3, s2))
                   [2, 8, 8, 8], in2, ReLU; conv3 [2, 16, 4, 4], in3, ReLU; res1..res3 (ConvLayer / IN / ReLU /
                   ConvLayer / IN, out + residual); deconv1 UpsampleConvLayer (interpolate(nearest, scale_factor 2),
                   ReflectionPad2d(1), Conv(16, 8, 3)) [2, 8, 8, 8], in4, ReLU; deconv2 [2, 4, 16, 16], in5, ReLU;
                   deconv3 ConvLayer(4, 3, 9) [2, 3, 16, 16]; normalize_batch of y, then of x (new_tensor mean / std
                   [3] .view(-1, 1, 1), batch.div_(255.0), (batch - mean) / std); vgg Vgg16(requires_grad=False), held
                   unregistered (only the transformer is the optimizer's): vgg16().features cfg 'D' widths / 16
                   (kaiming_normal_(fan_out) convs, zero biases, for the pretrained weights), slice1 = 0-3 (Conv(3, 4,
                   3, pad 1), ReLU_, Conv(4, 4), ReLU_), slice2 = 4-8 (MaxPool2d(2), two convs to 8 with ReLU_),
                   slice3 = 9-15 (pool, three convs to 16), slice4 = 16-22 (pool, three convs to 32) [2, 32, 2, 2];
                   namedtuple VggOutputs(relu1_2, relu2_2, relu3_3, relu4_3) for y and x; criterion: content_weight
                   (1e5) * MSELoss(features_y.relu2_2, features_x.relu2_2); style_loss = 0. += MSELoss(gram_matrix(ft_y)
                   (view [b, ch, h w], transpose(1, 2), bmm, / (ch h w)), gm_s[:n_batch, :, :]) over the four,
                   *= style_weight (1e10); content + style; subset = transformer.res2.conv1.conv2d.weight,
                   transformer.in4.bias, transformer.conv1.conv2d.weight.
  pspnet_aux_seg   x [2, 3, 49, 49], y [2, 49, 49] (4 classes, rows 0-4 of both images 255, the ignore label) ->
                   PSPNet(layers [2, 1, 2, 1] for resnet50's [3, 4, 6, 3], bins (1, 2, 3, 6), dropout 0, classes 4,
                   zoom_factor 8, criterion CrossEntropyLoss(ignore_index 255), every width divided by 16):
                   resnet = ResNet(Bottleneck, deep_base) whose conv1..bn3 / relu / maxpool become layer0: conv3x3(3,
                   4, s2) / BN / ReLU_ [2, 4, 25, 25], conv3x3(4, 4) / BN / ReLU_, conv3x3(4, 8) / BN / ReLU_,
                   MaxPool2d(3, s2, pad 1) [2, 8, 13, 13]; layer1 Bottleneck(8, 4, downsample Conv 1x1(8, 16) + BN) and
                   Bottleneck(16, 4) (conv1 1x1 / bn1 / relu_, conv2 3x3 / bn2 / relu_, conv3 1x1 / bn3, out +=
                   residual, relu_) [2, 16, 13, 13]; layer2 Bottleneck(16, 8, s2) [2, 32, 7, 7]; layer3 two
                   Bottlenecks(planes 16) and layer4 one (planes 32) with every conv2 rewritten to dilation / padding
                   (2, 2) and (4, 4), stride 1, and downsample.0 stride 1: x_tmp [2, 64, 7, 7], x [2, 128, 7, 7];
                   resnet's avgpool / fc dropped; ppm PPM(128, 32, bins): per bin AdaptiveAvgPool2d(bin), Conv 1x1(128,
                   32), BN, ReLU_, F.interpolate(x_size[2:], bilinear, align_corners True), cat with x [2, 256, 7, 7];
                   cls Conv(256, 32, 3, pad 1) / BN / ReLU_ / Dropout2d(0) / Conv 1x1(32, 4); interpolate to (49, 49)
                   (h = (49 - 1) / 8 * 8 + 1); training: aux (built because the module is in training mode at
                   construction) Conv(64, 16, 3) / BN / ReLU_ / Dropout2d(0) / Conv 1x1(16, 4) on x_tmp, interpolate;
                   main_loss = criterion(x, y), aux_loss = criterion(aux, y); returns (x.max(1)[1], main_loss,
                   aux_loss); resnet's init (kaiming_normal_(fan_out) convs, BN 1 / 0; the source loads pretrained
                   weights), ppm / cls / aux default init; BN in training mode; criterion: tool/train.py's
                   torch.mean of both, main_loss + aux_weight (0.4) * aux_loss; subset = ppm.features.2.1.weight,
                   layer3.1.conv2.weight, aux.1.bias.
  seq2seq_bahdanau  input_tensor [3, 4] (12 words, sentences of 3, 2, 1 ids + EOS_token 1, zero padded to
                   MAX_LENGTH 4 for the source's 10), target_tensor [3, 4] (10 words, 2, 3, 1 ids + EOS, zero padded),
                   target [3, 4] (the same, for the criterion) -> Seq2SeqStep (train_epoch's encoder and decoder,
                   hidden_size 8, dropout_p 0): EncoderRNN Embedding(12, 8), Dropout, GRU(8, 8, batch_first) ->
                   encoder_outputs [3, 4, 8], encoder_hidden [1, 3, 8]; AttnDecoderRNN: decoder_input =
                   torch.empty(3, 1, long).fill_(SOS_token 0); 4 forward_steps: Embedding(10, 8), Dropout, query =
                   hidden.permute(1, 0, 2) [3, 1, 8], BahdanauAttention: Va(tanh(Wa(query) + Ua(keys))) [3, 4, 1],
                   squeeze(2).unsqueeze(1), softmax(-1), bmm(weights, keys) [3, 1, 8]; cat(embedded, context) [3, 1,
                   16], GRU(16, 8, batch_first) from the hidden, out Linear(8, 10) [3, 1, 10]; teacher forcing:
                   decoder_input = target_tensor[:, i].unsqueeze(1); cat(decoder_outputs, 1) [3, 4, 10], log_softmax,
                   attentions cat [3, 4, 4] (unused); default init; mkldnn=False (the mkldnn GRU graph does not
                   replay); criterion: NLLLoss(decoder_outputs.view(-1, 10), target.view(-1)) (padding zeros = SOS
                   counted, as in the source); subset = decoder.attention.Ua.weight, encoder.gru.weight_hh_l0,
                   decoder.embedding.weight.
No subset above is a tail.
"""
from __future__ import annotations

from collections import namedtuple

import torch
import torch.nn as nn
import torch.nn.functional as F
import torch.nn.init as init
from torch.autograd.function import Function
from .heldout_subsets import where as _where

V70 = ["lenetpp_centerloss", "squeezenet11_cls", "fast_style_transfer", "pspnet_aux_seg", "seq2seq_bahdanau"]


# ------------------------------------------------------------------ center loss (jxgu1016/MNIST_center_loss_pytorch)
class CenterLoss(nn.Module):
    """CenterLoss.py's CenterLoss."""

    def __init__(self, num_classes, feat_dim, size_average=True):
        super().__init__()
        self.centers = nn.Parameter(torch.randn(num_classes, feat_dim))
        self.centerlossfunc = CenterlossFunc.apply
        self.feat_dim = feat_dim
        self.size_average = size_average

    def forward(self, label, feat):
        batch_size = feat.size(0)
        feat = feat.view(batch_size, -1)
        # To check the dim of centers and features
        if feat.size(1) != self.feat_dim:
            raise ValueError("Center's dim: {0} should be equal to input feature's \
                            dim: {1}".format(self.feat_dim, feat.size(1)))
        batch_size_tensor = feat.new_empty(1).fill_(batch_size if self.size_average else 1)
        loss = self.centerlossfunc(feat, label, self.centers, batch_size_tensor)
        return loss


class CenterlossFunc(Function):
    """CenterLoss.py's CenterlossFunc: the centers' gradient is the per-class mean of (c - x) over counts + 1."""

    @staticmethod
    def forward(ctx, feature, label, centers, batch_size):
        ctx.save_for_backward(feature, label, centers, batch_size)
        centers_batch = centers.index_select(0, label.long())
        return (feature - centers_batch).pow(2).sum() / 2.0 / batch_size

    @staticmethod
    def backward(ctx, grad_output):
        feature, label, centers, batch_size = ctx.saved_tensors
        centers_batch = centers.index_select(0, label.long())
        diff = centers_batch - feature
        # init every iteration
        counts = centers.new_ones(centers.size(0))
        ones = centers.new_ones(label.size(0))
        grad_centers = centers.new_zeros(centers.size())

        counts = counts.scatter_add_(0, label.long(), ones)
        grad_centers.scatter_add_(0, label.unsqueeze(1).expand(feature.size()).long(), diff)
        grad_centers = grad_centers / counts.view(-1, 1)
        return - grad_output * diff / batch_size, None, grad_centers / batch_size, None


class LeNetPP(nn.Module):
    """MNIST_with_centerloss.py's Net (LeNet++), widths c1 / c2 / c3 for 32 / 64 / 128."""

    def __init__(self, c1=4, c2=8, c3=8):
        super().__init__()
        self.c3 = c3
        self.conv1_1 = nn.Conv2d(1, c1, kernel_size=5, padding=2)
        self.prelu1_1 = nn.PReLU()
        self.conv1_2 = nn.Conv2d(c1, c1, kernel_size=5, padding=2)
        self.prelu1_2 = nn.PReLU()
        self.conv2_1 = nn.Conv2d(c1, c2, kernel_size=5, padding=2)
        self.prelu2_1 = nn.PReLU()
        self.conv2_2 = nn.Conv2d(c2, c2, kernel_size=5, padding=2)
        self.prelu2_2 = nn.PReLU()
        self.conv3_1 = nn.Conv2d(c2, c3, kernel_size=5, padding=2)
        self.prelu3_1 = nn.PReLU()
        self.conv3_2 = nn.Conv2d(c3, c3, kernel_size=5, padding=2)
        self.prelu3_2 = nn.PReLU()
        self.preluip1 = nn.PReLU()
        self.ip1 = nn.Linear(c3 * 3 * 3, 2)
        self.ip2 = nn.Linear(2, 10)

    def forward(self, x):
        x = self.prelu1_1(self.conv1_1(x))
        x = self.prelu1_2(self.conv1_2(x))
        x = F.max_pool2d(x, 2)
        x = self.prelu2_1(self.conv2_1(x))
        x = self.prelu2_2(self.conv2_2(x))
        x = F.max_pool2d(x, 2)
        x = self.prelu3_1(self.conv3_1(x))
        x = self.prelu3_2(self.conv3_2(x))
        x = F.max_pool2d(x, 2)
        x = x.view(-1, self.c3 * 3 * 3)
        ip1 = self.preluip1(self.ip1(x))
        ip2 = self.ip2(ip1)
        return ip1, F.log_softmax(ip2, dim=1)


class CenterLossStep(nn.Module):
    """The model and the CenterLoss module of MNIST_with_centerloss.py's train(): ip1, pred = model(data), then
    centerloss(target, ip1) (the module that holds the centers, optimised by optimzer4center)."""

    def __init__(self):
        super().__init__()
        self.model = LeNetPP()
        self.centerloss = CenterLoss(10, 2)

    def forward(self, data, target):
        ip1, pred = self.model(data)
        return pred, self.centerloss(target, ip1)


def _centerloss_total(outs, target):
    """train(): loss = nllloss(pred, target) + loss_weight * centerloss(target, ip1), loss_weight = 1."""
    pred, closs = outs
    loss_weight = 1
    return nn.NLLLoss()(pred, target) + loss_weight * closs


# ------------------------------------------------------------------ SqueezeNet (torchvision squeezenet.py)
class Fire(nn.Module):
    def __init__(self, inplanes: int, squeeze_planes: int, expand1x1_planes: int, expand3x3_planes: int) -> None:
        super().__init__()
        self.inplanes = inplanes
        self.squeeze = nn.Conv2d(inplanes, squeeze_planes, kernel_size=1)
        self.squeeze_activation = nn.ReLU(inplace=True)
        self.expand1x1 = nn.Conv2d(squeeze_planes, expand1x1_planes, kernel_size=1)
        self.expand1x1_activation = nn.ReLU(inplace=True)
        self.expand3x3 = nn.Conv2d(squeeze_planes, expand3x3_planes, kernel_size=3, padding=1)
        self.expand3x3_activation = nn.ReLU(inplace=True)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = self.squeeze_activation(self.squeeze(x))
        return torch.cat(
            [self.expand1x1_activation(self.expand1x1(x)), self.expand3x3_activation(self.expand3x3(x))], 1
        )


class SqueezeNet(nn.Module):
    """torchvision squeezenet.py's SqueezeNet, version '1_1', every width divided by `div` (8 here)."""

    def __init__(self, version: str = "1_1", num_classes: int = 1000, dropout: float = 0.5, div: int = 8) -> None:
        super().__init__()
        self.num_classes = num_classes
        d = lambda c: c // div  # noqa: E731
        if version == "1_1":
            self.features = nn.Sequential(
                nn.Conv2d(3, d(64), kernel_size=3, stride=2),
                nn.ReLU(inplace=True),
                nn.MaxPool2d(kernel_size=3, stride=2, ceil_mode=True),
                Fire(d(64), d(16), d(64), d(64)),
                Fire(d(128), d(16), d(64), d(64)),
                nn.MaxPool2d(kernel_size=3, stride=2, ceil_mode=True),
                Fire(d(128), d(32), d(128), d(128)),
                Fire(d(256), d(32), d(128), d(128)),
                nn.MaxPool2d(kernel_size=3, stride=2, ceil_mode=True),
                Fire(d(256), d(48), d(192), d(192)),
                Fire(d(384), d(48), d(192), d(192)),
                Fire(d(384), d(64), d(256), d(256)),
                Fire(d(512), d(64), d(256), d(256)),
            )
        else:
            raise ValueError(f"Unsupported SqueezeNet version {version}: 1_1 expected")

        # Final convolution is initialized differently from the rest
        final_conv = nn.Conv2d(d(512), self.num_classes, kernel_size=1)
        self.classifier = nn.Sequential(
            nn.Dropout(p=dropout), final_conv, nn.ReLU(inplace=True), nn.AdaptiveAvgPool2d((1, 1))
        )

        for m in self.modules():
            if isinstance(m, nn.Conv2d):
                if m is final_conv:
                    init.normal_(m.weight, mean=0.0, std=0.01)
                else:
                    init.kaiming_uniform_(m.weight)
                if m.bias is not None:
                    init.constant_(m.bias, 0)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = self.features(x)
        x = self.classifier(x)
        return torch.flatten(x, 1)


def _ce_loss(out, labels):
    """references/classification/train.py: criterion = nn.CrossEntropyLoss(); loss = criterion(output, target)."""
    return nn.CrossEntropyLoss()(out, labels)


# ------------------------------------------------------------------ fast neural style (pytorch/examples)
class TransformerNet(torch.nn.Module):
    """neural_style/transformer_net.py's TransformerNet, widths c1 / c2 / c3 for 32 / 64 / 128, n_res residual
    blocks for 5."""

    def __init__(self, c1=4, c2=8, c3=16, n_res=3):
        super().__init__()
        # Initial convolution layers
        self.conv1 = ConvLayer(3, c1, kernel_size=9, stride=1)
        self.in1 = torch.nn.InstanceNorm2d(c1, affine=True)
        self.conv2 = ConvLayer(c1, c2, kernel_size=3, stride=2)
        self.in2 = torch.nn.InstanceNorm2d(c2, affine=True)
        self.conv3 = ConvLayer(c2, c3, kernel_size=3, stride=2)
        self.in3 = torch.nn.InstanceNorm2d(c3, affine=True)
        # Residual layers
        self.n_res = n_res
        for i in range(n_res):
            setattr(self, f"res{i + 1}", ResidualBlock(c3))
        # Upsampling Layers
        self.deconv1 = UpsampleConvLayer(c3, c2, kernel_size=3, stride=1, upsample=2)
        self.in4 = torch.nn.InstanceNorm2d(c2, affine=True)
        self.deconv2 = UpsampleConvLayer(c2, c1, kernel_size=3, stride=1, upsample=2)
        self.in5 = torch.nn.InstanceNorm2d(c1, affine=True)
        self.deconv3 = ConvLayer(c1, 3, kernel_size=9, stride=1)
        # Non-linearities
        self.relu = torch.nn.ReLU()

    def forward(self, X):
        y = self.relu(self.in1(self.conv1(X)))
        y = self.relu(self.in2(self.conv2(y)))
        y = self.relu(self.in3(self.conv3(y)))
        for i in range(self.n_res):
            y = getattr(self, f"res{i + 1}")(y)
        y = self.relu(self.in4(self.deconv1(y)))
        y = self.relu(self.in5(self.deconv2(y)))
        y = self.deconv3(y)
        return y


class ConvLayer(torch.nn.Module):
    def __init__(self, in_channels, out_channels, kernel_size, stride):
        super().__init__()
        reflection_padding = kernel_size // 2
        self.reflection_pad = torch.nn.ReflectionPad2d(reflection_padding)
        self.conv2d = torch.nn.Conv2d(in_channels, out_channels, kernel_size, stride)

    def forward(self, x):
        out = self.reflection_pad(x)
        out = self.conv2d(out)
        return out


class ResidualBlock(torch.nn.Module):
    def __init__(self, channels):
        super().__init__()
        self.conv1 = ConvLayer(channels, channels, kernel_size=3, stride=1)
        self.in1 = torch.nn.InstanceNorm2d(channels, affine=True)
        self.conv2 = ConvLayer(channels, channels, kernel_size=3, stride=1)
        self.in2 = torch.nn.InstanceNorm2d(channels, affine=True)
        self.relu = torch.nn.ReLU()

    def forward(self, x):
        residual = x
        out = self.relu(self.in1(self.conv1(x)))
        out = self.in2(self.conv2(out))
        out = out + residual
        return out


class UpsampleConvLayer(torch.nn.Module):
    def __init__(self, in_channels, out_channels, kernel_size, stride, upsample=None):
        super().__init__()
        self.upsample = upsample
        reflection_padding = kernel_size // 2
        self.reflection_pad = torch.nn.ReflectionPad2d(reflection_padding)
        self.conv2d = torch.nn.Conv2d(in_channels, out_channels, kernel_size, stride)

    def forward(self, x):
        x_in = x
        if self.upsample:
            x_in = torch.nn.functional.interpolate(x_in, mode='nearest', scale_factor=self.upsample)
        out = self.reflection_pad(x_in)
        out = self.conv2d(out)
        return out


def _vgg16_features(div=16):
    """torchvision vgg.py's make_layers(cfgs['D']) (vgg16().features, no batch norm), widths divided by `div`,
    only the first 23 modules (what Vgg16 slices), with VGG's init (kaiming_normal_ fan_out, zero bias): the
    source loads pretrained weights."""
    cfg = [64, 64, "M", 128, 128, "M", 256, 256, 256, "M", 512, 512, 512]
    layers = []
    in_channels = 3
    for v in cfg:
        if v == "M":
            layers += [nn.MaxPool2d(kernel_size=2, stride=2)]
        else:
            conv2d = nn.Conv2d(in_channels, v // div, kernel_size=3, padding=1)
            layers += [conv2d, nn.ReLU(inplace=True)]
            in_channels = v // div
    for m in layers:
        if isinstance(m, nn.Conv2d):
            nn.init.kaiming_normal_(m.weight, mode="fan_out", nonlinearity="relu")
            nn.init.constant_(m.bias, 0)
    return nn.Sequential(*layers)


class Vgg16(torch.nn.Module):
    """neural_style/vgg.py's Vgg16 (slices 0-3, 4-8, 9-15, 16-22 of vgg16().features)."""

    def __init__(self, requires_grad=False):
        super().__init__()
        vgg_pretrained_features = _vgg16_features()
        self.slice1 = torch.nn.Sequential()
        self.slice2 = torch.nn.Sequential()
        self.slice3 = torch.nn.Sequential()
        self.slice4 = torch.nn.Sequential()
        for x in range(4):
            self.slice1.add_module(str(x), vgg_pretrained_features[x])
        for x in range(4, 9):
            self.slice2.add_module(str(x), vgg_pretrained_features[x])
        for x in range(9, 16):
            self.slice3.add_module(str(x), vgg_pretrained_features[x])
        for x in range(16, 23):
            self.slice4.add_module(str(x), vgg_pretrained_features[x])
        if not requires_grad:
            for param in self.parameters():
                param.requires_grad = False

    def forward(self, X):
        h = self.slice1(X)
        h_relu1_2 = h
        h = self.slice2(h)
        h_relu2_2 = h
        h = self.slice3(h)
        h_relu3_3 = h
        h = self.slice4(h)
        h_relu4_3 = h
        vgg_outputs = namedtuple("VggOutputs", ['relu1_2', 'relu2_2', 'relu3_3', 'relu4_3'])
        out = vgg_outputs(h_relu1_2, h_relu2_2, h_relu3_3, h_relu4_3)
        return out


def gram_matrix(y):
    (b, ch, h, w) = y.size()
    features = y.view(b, ch, w * h)
    features_t = features.transpose(1, 2)
    gram = features.bmm(features_t) / (ch * h * w)
    return gram


def normalize_batch(batch):
    # normalize using imagenet mean and std
    mean = batch.new_tensor([0.485, 0.456, 0.406]).view(-1, 1, 1)
    std = batch.new_tensor([0.229, 0.224, 0.225]).view(-1, 1, 1)
    batch = batch.div_(255.0)
    return (batch - mean) / std


class FastStyleStep(nn.Module):
    """neural_style.py's train() up to the losses: y = transformer(x), normalize_batch of y and of x (in place
    div_), vgg of both. The frozen Vgg16 (requires_grad False) is held unregistered, so that only the
    transformer's parameters are the module's, as only they are the optimizer's."""

    def __init__(self):
        super().__init__()
        self.transformer = TransformerNet()
        self.__dict__["vgg"] = Vgg16(requires_grad=False)

    def forward(self, x):
        x = x.mul(255)  # the train transform's Lambda(lambda x: x.mul(255)) after ToTensor
        y = self.transformer(x)

        y = normalize_batch(y)
        x = normalize_batch(x)

        features_y = self.vgg(y)
        features_x = self.vgg(x)
        return features_y, features_x


def _style_grams(vgg, g, batch_size=2, size=16):
    """features_style = vgg(utils.normalize_batch(style)), gram_style = [gram_matrix(y) ...] (before the loop)."""
    style = torch.rand(3, size, size, generator=g).mul(255)
    style = style.repeat(batch_size, 1, 1, 1)
    with torch.no_grad():
        features_style = vgg(normalize_batch(style))
        return [gram_matrix(y) for y in features_style]


def _style_loss(outs, gram_relu1_2, gram_relu2_2, gram_relu3_3, gram_relu4_3, content_weight=1e5,
                style_weight=1e10):
    """train(): content_weight * mse(relu2_2), style_weight * sum of mse(gram_matrix(ft_y), gm_s[:n_batch])."""
    features_y, features_x = outs
    mse_loss = torch.nn.MSELoss()
    n_batch = features_y.relu1_2.size(0)
    gram_style = [gram_relu1_2, gram_relu2_2, gram_relu3_3, gram_relu4_3]
    content_loss = content_weight * mse_loss(features_y.relu2_2, features_x.relu2_2)

    style_loss = 0.
    for ft_y, gm_s in zip(features_y, gram_style):
        gm_y = gram_matrix(ft_y)
        style_loss += mse_loss(gm_y, gm_s[:n_batch, :, :])
    style_loss *= style_weight

    total_loss = content_loss + style_loss
    return total_loss


# ------------------------------------------------------------------ PSPNet (hszhao/semseg)
BatchNorm = nn.BatchNorm2d


def conv3x3(in_planes, out_planes, stride=1):
    """3x3 convolution with padding"""
    return nn.Conv2d(in_planes, out_planes, kernel_size=3, stride=stride, padding=1, bias=False)


class Bottleneck(nn.Module):
    expansion = 4

    def __init__(self, inplanes, planes, stride=1, downsample=None):
        super().__init__()
        self.conv1 = nn.Conv2d(inplanes, planes, kernel_size=1, bias=False)
        self.bn1 = BatchNorm(planes)
        self.conv2 = nn.Conv2d(planes, planes, kernel_size=3, stride=stride, padding=1, bias=False)
        self.bn2 = BatchNorm(planes)
        self.conv3 = nn.Conv2d(planes, planes * self.expansion, kernel_size=1, bias=False)
        self.bn3 = BatchNorm(planes * self.expansion)
        self.relu = nn.ReLU(inplace=True)
        self.downsample = downsample
        self.stride = stride

    def forward(self, x):
        residual = x

        out = self.conv1(x)
        out = self.bn1(out)
        out = self.relu(out)

        out = self.conv2(out)
        out = self.bn2(out)
        out = self.relu(out)

        out = self.conv3(out)
        out = self.bn3(out)

        if self.downsample is not None:
            residual = self.downsample(x)

        out += residual
        out = self.relu(out)

        return out


class ResNet(nn.Module):
    """model/resnet.py's ResNet (deep_base), widths divided by `div` (16 here)."""

    def __init__(self, block, layers, num_classes=1000, deep_base=True, div=16):
        super().__init__()
        d = lambda c: c // div  # noqa: E731
        self.deep_base = deep_base
        if not self.deep_base:
            self.inplanes = d(64)
            self.conv1 = nn.Conv2d(3, d(64), kernel_size=7, stride=2, padding=3, bias=False)
            self.bn1 = BatchNorm(d(64))
        else:
            self.inplanes = d(128)
            self.conv1 = conv3x3(3, d(64), stride=2)
            self.bn1 = BatchNorm(d(64))
            self.conv2 = conv3x3(d(64), d(64))
            self.bn2 = BatchNorm(d(64))
            self.conv3 = conv3x3(d(64), d(128))
            self.bn3 = BatchNorm(d(128))
        self.relu = nn.ReLU(inplace=True)
        self.maxpool = nn.MaxPool2d(kernel_size=3, stride=2, padding=1)
        self.layer1 = self._make_layer(block, d(64), layers[0])
        self.layer2 = self._make_layer(block, d(128), layers[1], stride=2)
        self.layer3 = self._make_layer(block, d(256), layers[2], stride=2)
        self.layer4 = self._make_layer(block, d(512), layers[3], stride=2)
        self.avgpool = nn.AvgPool2d(7, stride=1)
        self.fc = nn.Linear(d(512) * block.expansion, num_classes)

        for m in self.modules():
            if isinstance(m, nn.Conv2d):
                nn.init.kaiming_normal_(m.weight, mode='fan_out', nonlinearity='relu')
            elif isinstance(m, BatchNorm):
                nn.init.constant_(m.weight, 1)
                nn.init.constant_(m.bias, 0)

    def _make_layer(self, block, planes, blocks, stride=1):
        downsample = None
        if stride != 1 or self.inplanes != planes * block.expansion:
            downsample = nn.Sequential(
                nn.Conv2d(self.inplanes, planes * block.expansion, kernel_size=1, stride=stride, bias=False),
                BatchNorm(planes * block.expansion),
            )

        layers = []
        layers.append(block(self.inplanes, planes, stride, downsample))
        self.inplanes = planes * block.expansion
        for i in range(1, blocks):
            layers.append(block(self.inplanes, planes))

        return nn.Sequential(*layers)


class PPM(nn.Module):
    def __init__(self, in_dim, reduction_dim, bins, BatchNorm):
        super().__init__()
        self.features = []
        for bin in bins:
            self.features.append(nn.Sequential(
                nn.AdaptiveAvgPool2d(bin),
                nn.Conv2d(in_dim, reduction_dim, kernel_size=1, bias=False),
                BatchNorm(reduction_dim),
                nn.ReLU(inplace=True)
            ))
        self.features = nn.ModuleList(self.features)

    def forward(self, x):
        x_size = x.size()
        out = [x]
        for f in self.features:
            out.append(F.interpolate(f(x), x_size[2:], mode='bilinear', align_corners=True))
        return torch.cat(out, 1)


class PSPNet(nn.Module):
    """model/pspnet.py's PSPNet over the ResNet above (layers [2, 1, 2, 1] for resnet50's [3, 4, 6, 3]), every
    width divided by `div` (fea_dim 2048 / div, 512 / div, 1024 / div, 256 / div)."""

    def __init__(self, layers=(2, 1, 2, 1), bins=(1, 2, 3, 6), dropout=0.1, classes=2, zoom_factor=8, use_ppm=True,
                 criterion=nn.CrossEntropyLoss(ignore_index=255), BatchNorm=nn.BatchNorm2d, div=16):
        super().__init__()
        assert 2048 % len(bins) == 0
        assert classes > 1
        assert zoom_factor in [1, 2, 4, 8]
        self.zoom_factor = zoom_factor
        self.use_ppm = use_ppm
        self.criterion = criterion

        resnet = ResNet(Bottleneck, list(layers), div=div)  # pretrained=False: its own init
        self.layer0 = nn.Sequential(resnet.conv1, resnet.bn1, resnet.relu, resnet.conv2, resnet.bn2, resnet.relu,
                                    resnet.conv3, resnet.bn3, resnet.relu, resnet.maxpool)
        self.layer1, self.layer2, self.layer3, self.layer4 = resnet.layer1, resnet.layer2, resnet.layer3, resnet.layer4

        for n, m in self.layer3.named_modules():
            if 'conv2' in n:
                m.dilation, m.padding, m.stride = (2, 2), (2, 2), (1, 1)
            elif 'downsample.0' in n:
                m.stride = (1, 1)
        for n, m in self.layer4.named_modules():
            if 'conv2' in n:
                m.dilation, m.padding, m.stride = (4, 4), (4, 4), (1, 1)
            elif 'downsample.0' in n:
                m.stride = (1, 1)

        fea_dim = 2048 // div
        if use_ppm:
            self.ppm = PPM(fea_dim, int(fea_dim / len(bins)), bins, BatchNorm)
            fea_dim *= 2
        self.cls = nn.Sequential(
            nn.Conv2d(fea_dim, 512 // div, kernel_size=3, padding=1, bias=False),
            BatchNorm(512 // div),
            nn.ReLU(inplace=True),
            nn.Dropout2d(p=dropout),
            nn.Conv2d(512 // div, classes, kernel_size=1)
        )
        if self.training:
            self.aux = nn.Sequential(
                nn.Conv2d(1024 // div, 256 // div, kernel_size=3, padding=1, bias=False),
                BatchNorm(256 // div),
                nn.ReLU(inplace=True),
                nn.Dropout2d(p=dropout),
                nn.Conv2d(256 // div, classes, kernel_size=1)
            )

    def forward(self, x, y=None):
        x_size = x.size()
        assert (x_size[2] - 1) % 8 == 0 and (x_size[3] - 1) % 8 == 0
        h = int((x_size[2] - 1) / 8 * self.zoom_factor + 1)
        w = int((x_size[3] - 1) / 8 * self.zoom_factor + 1)

        x = self.layer0(x)
        x = self.layer1(x)
        x = self.layer2(x)
        x_tmp = self.layer3(x)
        x = self.layer4(x_tmp)
        if self.use_ppm:
            x = self.ppm(x)
        x = self.cls(x)
        if self.zoom_factor != 1:
            x = F.interpolate(x, size=(h, w), mode='bilinear', align_corners=True)

        if self.training:
            aux = self.aux(x_tmp)
            if self.zoom_factor != 1:
                aux = F.interpolate(aux, size=(h, w), mode='bilinear', align_corners=True)
            main_loss = self.criterion(x, y)
            aux_loss = self.criterion(aux, y)
            return x.max(1)[1], main_loss, aux_loss
        else:
            return x


def _psp_loss(outs, aux_weight=0.4):
    """tool/train.py's train(): output, main_loss, aux_loss = model(input, target); (not multiprocessing
    distributed) main_loss, aux_loss = torch.mean(main_loss), torch.mean(aux_loss); loss = main_loss +
    args.aux_weight * aux_loss (0.4 in every config)."""
    output, main_loss, aux_loss = outs
    main_loss, aux_loss = torch.mean(main_loss), torch.mean(aux_loss)
    return main_loss + aux_weight * aux_loss


# ------------------------------------------------------------------ seq2seq (pytorch/tutorials)
SOS_token = 0
EOS_token = 1
MAX_LENGTH = 4


class EncoderRNN(nn.Module):
    def __init__(self, input_size, hidden_size, dropout_p=0.1):
        super().__init__()
        self.hidden_size = hidden_size

        self.embedding = nn.Embedding(input_size, hidden_size)
        self.gru = nn.GRU(hidden_size, hidden_size, batch_first=True)
        self.dropout = nn.Dropout(dropout_p)

    def forward(self, input):
        embedded = self.dropout(self.embedding(input))
        output, hidden = self.gru(embedded)
        return output, hidden


class BahdanauAttention(nn.Module):
    def __init__(self, hidden_size):
        super().__init__()
        self.Wa = nn.Linear(hidden_size, hidden_size)
        self.Ua = nn.Linear(hidden_size, hidden_size)
        self.Va = nn.Linear(hidden_size, 1)

    def forward(self, query, keys):
        scores = self.Va(torch.tanh(self.Wa(query) + self.Ua(keys)))
        scores = scores.squeeze(2).unsqueeze(1)

        weights = F.softmax(scores, dim=-1)
        context = torch.bmm(weights, keys)

        return context, weights


class AttnDecoderRNN(nn.Module):
    def __init__(self, hidden_size, output_size, dropout_p=0.1):
        super().__init__()
        self.embedding = nn.Embedding(output_size, hidden_size)
        self.attention = BahdanauAttention(hidden_size)
        self.gru = nn.GRU(2 * hidden_size, hidden_size, batch_first=True)
        self.out = nn.Linear(hidden_size, output_size)
        self.dropout = nn.Dropout(dropout_p)

    def forward(self, encoder_outputs, encoder_hidden, target_tensor=None):
        batch_size = encoder_outputs.size(0)
        decoder_input = torch.empty(batch_size, 1, dtype=torch.long,
                                    device=encoder_outputs.device).fill_(SOS_token)
        decoder_hidden = encoder_hidden
        decoder_outputs = []
        attentions = []

        for i in range(MAX_LENGTH):
            decoder_output, decoder_hidden, attn_weights = self.forward_step(
                decoder_input, decoder_hidden, encoder_outputs
            )
            decoder_outputs.append(decoder_output)
            attentions.append(attn_weights)

            if target_tensor is not None:
                # Teacher forcing: Feed the target as the next input
                decoder_input = target_tensor[:, i].unsqueeze(1)  # Teacher forcing
            else:
                # Without teacher forcing: use its own predictions as the next input
                _, topi = decoder_output.topk(1)
                decoder_input = topi.squeeze(-1).detach()  # detach from history as input

        decoder_outputs = torch.cat(decoder_outputs, dim=1)
        decoder_outputs = F.log_softmax(decoder_outputs, dim=-1)
        attentions = torch.cat(attentions, dim=1)

        return decoder_outputs, decoder_hidden, attentions

    def forward_step(self, input, hidden, encoder_outputs):
        embedded = self.dropout(self.embedding(input))

        query = hidden.permute(1, 0, 2)
        context, attn_weights = self.attention(query, encoder_outputs)
        input_gru = torch.cat((embedded, context), dim=2)

        output, hidden = self.gru(input_gru, hidden)
        output = self.out(output)

        return output, hidden, attn_weights


class Seq2SeqStep(nn.Module):
    """train_epoch(): encoder_outputs, encoder_hidden = encoder(input_tensor); decoder_outputs, _, _ =
    decoder(encoder_outputs, encoder_hidden, target_tensor) (teacher forcing on every batch)."""

    def __init__(self, input_size, hidden_size, output_size, dropout_p=0.1):
        super().__init__()
        self.encoder = EncoderRNN(input_size, hidden_size, dropout_p=dropout_p)
        self.decoder = AttnDecoderRNN(hidden_size, output_size, dropout_p=dropout_p)

    def forward(self, input_tensor, target_tensor):
        encoder_outputs, encoder_hidden = self.encoder(input_tensor)
        decoder_outputs, _, _ = self.decoder(encoder_outputs, encoder_hidden, target_tensor)
        return decoder_outputs


def _seq2seq_nll(decoder_outputs, target_tensor):
    """train_epoch(): criterion = nn.NLLLoss(); loss = criterion(decoder_outputs.view(-1, V), target.view(-1))."""
    criterion = nn.NLLLoss()
    return criterion(
        decoder_outputs.view(-1, decoder_outputs.size(-1)),
        target_tensor.view(-1)
    )


def _pairs(g, n, vocab, lengths):
    """get_dataloader(): ids of each sentence, EOS_token appended, zero padded to MAX_LENGTH (np.zeros int32
    there; int64 here, as torch.LongTensor(input_ids) makes it)."""
    ids = torch.zeros(n, MAX_LENGTH, dtype=torch.long)
    for i, ln in enumerate(lengths):
        ids[i, :ln] = torch.randint(2, vocab, (ln,), generator=g)
        ids[i, ln] = EOS_token
    return ids


# ------------------------------------------------------------------ build
def _pick(m, names):
    idx = _where(m, lambda n: n in names)
    assert len(idx) == len(names), (idx, names)
    return idx


def build(name: str, g: torch.Generator, Spec, call, ce):
    if name == "lenetpp_centerloss":
        m = CenterLossStep()
        labels = torch.randint(0, 10, (4,), generator=g)
        x = ((torch.rand(4, 1, 28, 28, generator=g) - 0.1307) / 0.3081)
        return Spec(m, {"data": x, "target": labels}, {"labels": labels.clone()}, call, _centerloss_total,
                    subset=_pick(m, ("centerloss.centers", "model.conv2_1.weight", "model.prelu1_2.weight")),
                    notes="held out (relate v70): LeNet++ with center loss (jxgu1016/MNIST_center_loss_pytorch "
                          "MNIST_with_centerloss.py Net / CenterLoss.py): 5x5 conv / PReLU pairs and max pools, a "
                          "2-d PReLU'd ip1 feature, log_softmax; CenterlossFunc custom autograd.Function (forward "
                          "index_select of the centers, squared distance / 2 / batch_size tensor; backward "
                          "recomputes the diff, counts and grad_centers by scatter_add_); NLL + center loss; "
                          "non-tail subset")
    if name == "squeezenet11_cls":
        m = SqueezeNet("1_1", num_classes=5, dropout=0.0)
        return Spec(m, {"x": torch.randn(2, 3, 64, 64, generator=g)}, {"labels": torch.randint(0, 5, (2,), generator=g)},
                    call, _ce_loss,
                    subset=_pick(m, ("features.3.expand3x3.weight", "features.7.squeeze.bias", "features.0.weight")),
                    notes="held out (relate v70): SqueezeNet 1.1 (torchvision squeezenet.py): ceil-mode max pools, "
                          "Fire modules (1x1 squeeze, in-place ReLU, 1x1 and 3x3 expands with in-place ReLUs, "
                          "cat), the final 1x1 conv classifier with in-place ReLU and adaptive avg pool, flatten; "
                          "CE; non-tail subset")
    if name == "fast_style_transfer":
        m = FastStyleStep()
        grams = _style_grams(m.vgg, g)
        return Spec(m, {"x": torch.rand(2, 3, 16, 16, generator=g)},
                    {"gram_relu1_2": grams[0], "gram_relu2_2": grams[1], "gram_relu3_3": grams[2],
                     "gram_relu4_3": grams[3]},
                    call, _style_loss,
                    subset=_pick(m, ("transformer.res2.conv1.conv2d.weight", "transformer.in4.bias",
                                     "transformer.conv1.conv2d.weight")),
                    notes="held out (relate v70): fast neural style training step (pytorch/examples "
                          "fast_neural_style neural_style.py / transformer_net.py / vgg.py / utils.py): "
                          "TransformerNet of reflection-padded convs, affine InstanceNorm, residual blocks, nearest "
                          "upsample convs; normalize_batch (new_tensor mean / std, in-place div_ by 255) of output "
                          "and input; a frozen VGG16 slice stack with in-place ReLUs run on both; content MSE on "
                          "relu2_2 and style MSE of bmm gram matrices against precomputed style grams; non-tail "
                          "subset")
    if name == "pspnet_aux_seg":
        m = PSPNet(layers=(2, 1, 2, 1), bins=(1, 2, 3, 6), dropout=0.0, classes=4, zoom_factor=8)
        y = torch.randint(0, 4, (2, 49, 49), generator=g)
        y[:, :5, :] = 255  # ignore_label pixels (the Crop padding)
        return Spec(m, {"x": torch.randn(2, 3, 49, 49, generator=g), "y": y}, {}, call, _psp_loss,
                    subset=_pick(m, ("ppm.features.2.1.weight", "layer3.1.conv2.weight", "aux.1.bias")),
                    notes="held out (relate v70): PSPNet (hszhao/semseg model/pspnet.py, model/resnet.py): deep-base "
                          "ResNet stem, Bottlenecks with in-place ReLUs and residual adds, layer3 / layer4 dilated "
                          "(2, 4) by rewriting conv2 dilation / padding / stride, pyramid pooling (adaptive avg "
                          "pools 1 / 2 / 3 / 6, 1x1 conv, BN, bilinear align_corners upsample, cat), cls head, an "
                          "aux head on layer3 in training, both upsampled x8, CE(ignore_index 255) inside the "
                          "model, x.max(1)[1] returned, main + 0.4 aux; BN in training mode; non-tail subset")
    if name == "seq2seq_bahdanau":
        m = Seq2SeqStep(12, 8, 10, dropout_p=0.0)
        inp = _pairs(g, 3, 12, (3, 2, 1))
        tgt = _pairs(g, 3, 10, (2, 3, 1))
        return Spec(m, {"input_tensor": inp, "target_tensor": tgt}, {"target": tgt.clone()}, call, _seq2seq_nll,
                    mkldnn=False,
                    subset=_pick(m, ("decoder.attention.Ua.weight", "encoder.gru.weight_hh_l0",
                                     "decoder.embedding.weight")),
                    notes="held out (relate v70): seq2seq with Bahdanau attention (pytorch/tutorials "
                          "intermediate_source/seq2seq_translation_tutorial.py EncoderRNN / BahdanauAttention / "
                          "AttnDecoderRNN): embedding, batch-first GRU encoder; decoder unrolled MAX_LENGTH steps "
                          "from torch.empty(...).fill_(SOS), additive attention Va(tanh(Wa(q) + Ua(k))), softmax, "
                          "bmm, cat with the embedding, GRU step, out Linear, teacher forcing by target[:, i]; cat, "
                          "log_softmax, NLLLoss on the flattened steps; non-tail subset")
    raise KeyError(name)
