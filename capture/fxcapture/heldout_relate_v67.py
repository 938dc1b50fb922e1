"""Sixty-seventh held-out set for `fxmatch relate` (2026-12-06, /work/pending/heldout_relate_v67).

Written to score main blind: captured once and scored with main's binary and
rules, no engine change in between, and no fxmatch run on these captures
while they were written. Its five families are new to the project (no
earlier set has them); two put a custom torch.autograd.Function whose forward
takes a tensor it does not use to compute its output (backward routes the
gradient to it) into the model, and three are ordinary networks and training
steps: a Faster AutoAugment policy-search step (moskomule/dda: dda/ste.py's
_STE, dda/functional.py, dda/operations.py, faster_autoaugment/policy.py,
faster_autoaugment/search.py's AdvTrainer.wgan_loss policy half) whose
solarize / posterize / auto_contrast are _ste(forward value, magnitude or
image); a binary-activation CNN whose every sign activation is kornia's
StraightThroughEstimator (kornia/kornia: kornia/grad_estimator/ste.py
STEFunction.apply(input, output, grad_fn), forward returning output only,
backward sum_to_size to both); a CBAM ResNet (Jongchan/attention-module:
MODELS/cbam.py, MODELS/model_resnet.py); NeuMF-end (guoyang9/NCF: model.py,
main.py's BCEWithLogits step); and a Nystromformer classifier (mlpen/
Nystromformer: code/attention_nystrom.py NystromAttention with landmarks,
iterative_inv and the depthwise conv on V, wrapped in the repo's Attention /
Transformer layer / mean-pooled classification head of its LRA code); like
heldout_relate.py's models they never enter the zoo.

  fastaa_policy_ste  a_input [4, 3, 6, 6] in [0, 1], uniforms [2, 2, 7, 2, 1, 1, 1], a_target [4] (5 classes) ->
                   Policy(7 colour ops: Invert, Solarize, Posterize, Contrast, Saturate, Brightness, AutoContrast;
                   num_sub_policies 2, operation_count 2 (deepcopied SubPolicyStages), num_chunks 2, temperature
                   0.05, mean / std 0.5 buffers; every parameter uniform_(0, 1)); per chunk [2, 3, 6, 6] a sub-policy
                   (random.randrange in the source: fixed indices 1, 0 here); per stage stack of every op's output *
                   softmax(_weights / 0.05).view(-1, 1, 1, 1, 1), sum(0); per op (training) mask = RelaxedBernoulli(
                   temperature 0.1, probability.clamp(0, 1)).rsample((2, 1, 1)) written out (uniforms the torch.rand
                   it draws, passed in: clamp_probs, log - log1p(-), + logit(p), / t, sigmoid), (mask op(x, mag) + (1
                   - mask) x).clamp(0, 1); mag = _magnitude * scale (the source's discarded clamp kept); solarize
                   _ste(where(img < mag, img, 1 - img), mag.view(-1, 1, 1, 1)), posterize mask ~(2 **
                   mag.mul_(8).floor().long() - 1), _ste(((255 img).long() & mask).float() / 255, mag), contrast /
                   saturate / brightness _blend_image, auto_contrast under no_grad (min / max, arange(256) LUT, floor_,
                   gather by .long()) then _ste(output, img); _STE.apply(fwd, bwd) saves only bwd's shape, backward
                   (None, g.sum_to_size(shape)); every op's result clamp_(0, 1) twice as in the source (tensor_function
                   and the _Operation lambda), but out of place on _ste's output (its output is its input returned
                   as-is, and an in-place op on it is an error since torch 1.7); cat, normalize_ (add_(-mean),
                   div_(std) in place); Discriminator(WideResNet(depth 10, widen 1, widths 4 / 4 / 8 / 16): conv,
                   3 pre-activation blocks BN / ReLU / conv with a 1x1 shortcut where the width or stride changes,
                   BN, ReLU, avg pool; classifier Linear(16, 5), discriminator Linear(16, 16), ReLU, Linear(16, 1),
                   view(-1)), BN in training mode; every parameter trainable (search.py freezes main for this half);
                   criterion: cls_factor 0.1 * CE(_output, a_target) - a_output.mean() (its _loss.backward and
                   a_loss.backward(-ones)); subset = policy.sub_policies.0.stages.1.operations.2._magnitude,
                   policy.sub_policies.1.stages.0._weights, main.base_model.conv.weight.
  kornia_ste_bnn   x [4, 3, 8, 8], labels [4] (5 classes) -> conv1 Conv(3, 8, 3, pad 1, no bias), bn1 BN(8), act1;
                   conv2 Conv(8, 16, 3, s2, pad 1, no bias), bn2, act2 [4, 16, 4, 4]; conv3 Conv(16, 16, 3, pad 1, no
                   bias), bn3, act3; adaptive avg pool, flatten, fc Linear(16, 5); every act kornia's
                   StraightThroughEstimator(torch.sign, grad_fn=F.hardtanh): out = sign(x), STEFunction.apply(x, out,
                   hardtanh) (forward returns out, ctx.in_shape / out_shape / grad_fn only; backward hardtanh(
                   g.sum_to_size(in_shape)), hardtanh(g.sum_to_size(out_shape)), None; sign's own backward zeros);
                   BN in training mode; criterion: CE; subset = bn2.weight, conv1.weight, fc.bias.
  cbam_resnet      x [2, 3, 8, 8], labels [2] (5 classes) -> ResidualNet('CIFAR' stem, BasicBlock, layers [1, 1],
                   att_type 'CBAM', widths 16, 32): conv1 Conv(3, 16, 3, pad 1, no bias), bn1, relu (in place);
                   layer1 BasicBlock(16, 16), layer2 BasicBlock(16, 32, s2, downsample conv 1x1 + BN); BasicBlock:
                   conv / bn / relu_ / conv / bn, CBAM(planes, 16) (ChannelGate: avg_pool2d and max_pool2d over the
                   full map, shared mlp Flatten / Linear(c, c // 16) / ReLU / Linear, summed, sigmoid,
                   unsqueeze(2).unsqueeze(3).expand_as(x), x * scale; SpatialGate: ChannelPool cat(max(x, 1)[0],
                   mean(x, 1)), BasicConv(2, 1, 7, pad 3, BN(eps 1e-5, momentum 0.01), no relu), sigmoid, x *
                   scale), out += residual, relu_; avg_pool2d(4), view, fc Linear(32, 5); kaiming_normal_ on conv
                   and fc weights, BN weight 1 / bias 0; BN in training mode; criterion: CE; subset =
                   layer1.0.cbam.SpatialGate.spatial.bn.weight, layer2.0.cbam.ChannelGate.mlp.1.weight,
                   conv1.weight.
  ncf_neumf        user [8], item [8] (6 users, 10 items), label [8] (0. / 1.) -> NCF(6, 10, factor_num 4,
                   num_layers 2, dropout 0 (nn.Dropout(0.0) layers kept), 'NeuMF-end'): GMF embed_user_GMF(user) *
                   embed_item_GMF(item) [8, 4]; MLP cat(embed_user_MLP, embed_item_MLP) [8, 16], Dropout, Linear(16,
                   8), ReLU, Dropout, Linear(8, 4), ReLU; cat [8, 8], predict_layer Linear(8, 1), view(-1);
                   _init_weight_: embeddings normal_(std 0.01), MLP xavier_uniform_, predict kaiming_uniform_(a 1,
                   sigmoid), biases zero_; criterion: BCEWithLogitsLoss(prediction, label); subset =
                   MLP_layers.1.bias, embed_item_GMF.weight, predict_layer.weight.
  nystromformer_cls  input_ids [2, 8] (vocab 12, two padded positions in row 1), mask [2, 8] float, labels [2] (3
                   classes) -> Embeddings (word Embedding(12, 8) + position Embedding(8, 8)(arange(8)[None].repeat(2,
                   1)), normal_(std 0.02)); 2 layers: X = mha(norm1(X), mask) + X, X = mlpblock(norm2(X)) + X
                   (Linear(8, 16), GELU, Linear(16, 8)); mha: W_q / W_k / W_v Linear(8, 2 x 4), split_heads (reshape,
                   transpose(1, 2)), NystromAttention(head_dim 4, num_head 2, num_landmarks 4, seq_len 8,
                   conv_kernel_size 3, init 'original'): Q, K * mask[:, None, :, None] / sqrt(sqrt(4)), landmarks by
                   reshape [2, 2, 4, 2, 4].mean(-2), kernel_1 softmax(Q K_l^T), kernel_2 softmax(Q_l K_l^T), kernel_3
                   softmax(Q_l K^T - 1e9 (1 - mask)), iterative_inv(kernel_2) (V = 1 / max(sum(K, -2)) K^T, 6 x V =
                   0.25 V (13 I - KV (15 I - KV (7 I - KV)))), X = (k1 inv) (k3 V), X += Conv2d(2, 2, (3, 1), pad (1,
                   0), groups 2, no bias)(V * mask) in place; combine_heads, ff Linear(8, 8); final LayerNorm, *
                   mask[:, :, None]; head: mean over the sequence, Linear(8, 16), ReLU, Linear(16, 3); LayerNorms in
                   training mode (no dropout: 0); criterion: CrossEntropyLoss(reduction 'none') then mean (the
                   trainer's loss.mean()); subset = transformer_0.mha.attn.conv.weight, transformer_1.norm1.bias,
                   embeddings.word_embeddings.weight.
No subset above is a tail.
"""
from __future__ import annotations

import copy
import functools
import math
import random

import torch
import torch.nn as nn
import torch.nn.functional as F
from .heldout_subsets import where as _where

V67 = ["fastaa_policy_ste", "kornia_ste_bnn", "cbam_resnet", "ncf_neumf", "nystromformer_cls"]


# ------------------------------------------------------------------ Faster AutoAugment (moskomule/dda)
class _STE(torch.autograd.Function):
    """dda/ste.py's _STE: StraightThrough Estimator; the value of input_forward, the gradient of input_backward,
    saving only its shape."""

    @staticmethod
    def forward(ctx, input_forward: torch.Tensor, input_backward: torch.Tensor) -> torch.Tensor:
        ctx.shape = input_backward.shape
        return input_forward

    @staticmethod
    def backward(ctx, grad_in: torch.Tensor):
        return None, grad_in.sum_to_size(ctx.shape)


def _ste(input_forward, input_backward):
    return _STE.apply(input_forward, input_backward)


def _clamp01(out, ste_out):
    # the source clamps in place; _STE returns its input as-is (a view of it for autograd), and an in-place op on
    # that view is forbidden ("This view was created inside a custom Function"), so the _ste ops clamp out of place
    return out.clamp(0, 1) if ste_out else out.clamp_(0, 1)


def tensor_function(ste_out=False):
    """dda/functional.py's tensor_function decorator: checks, then out.clamp_(0, 1)."""
    def deco(func):
        @functools.wraps(func)
        def inner(*args):
            if len(args) == 1:
                img, mag = args[0], None
            else:
                img, mag = args
            if img.dim() == 3:
                img = img.unsqueeze(0)
            if torch.is_tensor(mag) and mag.nelement() != 1 and mag.size(0) != img.size(0):
                raise RuntimeError('Shape of `mag` is expected to be `1` or `B`')
            out = func(img, mag)
            return _clamp01(out, ste_out)
        inner.ste_out = ste_out
        return inner
    return deco


def _blend_image(img1, img2, alpha):
    alpha = alpha.view(-1, 1, 1, 1)
    return ((1 - alpha) * img1 + alpha * img2)


def _gray(img):
    r, g, b = img.chunk(3, dim=1)
    return 0.299 * r + 0.587 * g + 0.110 * b


@tensor_function()
def invert(img, _=None):
    return 1 - img


@tensor_function(ste_out=True)
def solarize(img, mag):
    mag = mag.view(-1, 1, 1, 1)
    return _ste(torch.where(img < mag, img, 1 - img), mag)


@tensor_function(ste_out=True)
def posterize(img, mag):
    mag = mag.view(-1, 1, 1, 1)
    mask = ~(2 ** mag.mul_(8).floor().long() - 1)
    return _ste(((255 * img).long() & mask).float() / 255, mag)


@tensor_function()
def contrast(img, mag):
    mean = _gray(img * 255).flatten(1).mean(dim=1).add_(0.5).floor_().view(-1, 1, 1, 1) / 255
    return _blend_image(img, mean, mag)


@tensor_function(ste_out=True)
def auto_contrast(img, _=None):
    with torch.no_grad():
        reshaped = img.flatten(0, 1).flatten(1, 2) * 255
        min, _ = reshaped.min(dim=1, keepdim=True)
        max, _ = reshaped.max(dim=1, keepdim=True)
        output = (torch.arange(256, device=img.device, dtype=img.dtype) - min) * (255 / (max - min + 0.1))
        output = output.floor_().gather(1, reshaped.long()).reshape_as(img) / 255
    return _ste(output, img)


@tensor_function()
def saturate(img, mag):
    return _blend_image(img, _gray(img), mag)


@tensor_function()
def brightness(img, mag):
    return _blend_image(img, torch.zeros_like(img), mag)


def _relaxed_bernoulli_rsample(temperature, probs, uniforms):
    """RelaxedBernoulli(temperature, probs).rsample(): LogitRelaxedBernoulli.rsample with the torch.rand draw
    (`uniforms`) passed in, then SigmoidTransform."""
    eps = torch.finfo(probs.dtype).eps
    probs = probs.expand(uniforms.shape).clamp(min=eps, max=1 - eps)
    uniforms = uniforms.clamp(min=eps, max=1 - eps)
    logits = (uniforms.log() - (-uniforms).log1p() + probs.log() - (-probs).log1p()) / temperature
    return torch.sigmoid(logits)


class _Operation(nn.Module):
    """dda/operations.py's _Operation, training branch; get_mask's RelaxedBernoulli rsample takes its uniforms
    from the caller (set_uniforms) instead of torch.rand."""

    def __init__(self, operation, initial_magnitude=None, initial_probability=0.5, magnitude_range=None,
                 probability_range=None, temperature=0.1, flip_magnitude=False, magnitude_scale=1):
        super().__init__()
        self.operation = lambda img, mag: _clamp01(operation(img, mag), operation.ste_out)
        self.magnitude_range = None
        if initial_magnitude is None:
            self._magnitude = None
        elif magnitude_range is None:
            self.register_buffer("_magnitude", torch.empty(1).fill_(initial_magnitude))
        else:
            self._magnitude = nn.Parameter(torch.empty(1).fill_(initial_magnitude))
            self.magnitude_range = magnitude_range
        self.probability_range = probability_range
        if self.probability_range is None:
            self.register_buffer("_probability", torch.empty(1).fill_(initial_probability))
        else:
            self._probability = nn.Parameter(torch.empty(1).fill_(initial_probability))
        self.register_buffer("temperature", torch.empty(1).fill_(temperature))
        self.flip_magnitude = flip_magnitude and (self._magnitude is not None)
        self.magnitude_scale = magnitude_scale
        self.uniforms = None

    def forward(self, input):
        mask = self.get_mask(input.size(0))
        mag = self.magnitude
        return (mask * self.operation(input, mag) + (1 - mask) * input).clamp(0, 1)

    def get_mask(self, batch_size=None):
        return _relaxed_bernoulli_rsample(self.temperature, self.probability, self.uniforms)

    @property
    def magnitude(self):
        if self._magnitude is None:
            return None
        mag = self._magnitude
        if self.magnitude_range is not None:
            mag.clamp(*self.magnitude_range)
        return mag * self.magnitude_scale

    @property
    def probability(self):
        if self.probability_range is None:
            return self._probability
        return self._probability.clamp(*self.probability_range)


class Invert(_Operation):
    def __init__(self):
        super().__init__(invert, None, 0.5, None, (0, 1), 0.1)


class Solarize(_Operation):
    def __init__(self):
        super().__init__(solarize, 0.5, 0.5, (0, 1), (0, 1), 0.1)


class Posterize(_Operation):
    def __init__(self):
        super().__init__(posterize, 0.5, 0.5, (0, 1), (0, 1), 0.1)


class Contrast(_Operation):
    def __init__(self):
        super().__init__(contrast, 0.5, 0.5, (0, 1), (0, 1), 0.1, magnitude_scale=2)


class Saturate(_Operation):
    def __init__(self):
        super().__init__(saturate, 0.5, 0.5, (0, 1), (0, 1), 0.1, magnitude_scale=2)


class Brightness(_Operation):
    def __init__(self):
        super().__init__(brightness, 0.5, 0.5, (0, 1), (0, 1), 0.1, magnitude_scale=2)


class AutoContrast(_Operation):
    def __init__(self):
        super().__init__(auto_contrast, None, 0.5, None, (0, 1), 0.1)


class SubPolicyStage(nn.Module):
    def __init__(self, operations, temperature):
        super().__init__()
        self.operations = operations
        self._weights = nn.Parameter(torch.ones(len(self.operations)))
        self.temperature = temperature

    def forward(self, input):
        return (torch.stack([op(input) for op in self.operations]) * self.weights.view(-1, 1, 1, 1, 1)).sum(0)

    @property
    def weights(self):
        return self._weights.div(self.temperature).softmax(0)


class SubPolicy(nn.Module):
    def __init__(self, sub_policy_stage, operation_count):
        super().__init__()
        self.stages = nn.ModuleList([copy.deepcopy(sub_policy_stage) for _ in range(operation_count)])

    def forward(self, input):
        for stage in self.stages:
            input = stage(input)
        return input


class Policy(nn.Module):
    """faster_autoaugment/policy.py's Policy (the colour operations of dda_operations: the geometric ones and
    Sharpness / Equalize go through kornia warps / histc and are left out); _forward's random.randrange is a
    list of indices drawn once (`choices`)."""

    def __init__(self, operations, num_sub_policies, temperature=0.05, operation_count=2, num_chunks=2, mean=None,
                 std=None, g=None, choices=(0,)):
        super().__init__()
        self.sub_policies = nn.ModuleList([SubPolicy(SubPolicyStage(operations, temperature), operation_count)
                                           for _ in range(num_sub_policies)])
        self.num_sub_policies = num_sub_policies
        self.temperature = temperature
        self.operation_count = operation_count
        self.num_chunks = num_chunks
        self.register_buffer('_mean', mean)
        self.register_buffer('_std', std)
        with torch.no_grad():
            for p in self.parameters():
                p.uniform_(0, 1, generator=g)                                # nn.init.uniform_(p, 0, 1)
        self.choices = list(choices)

    def forward(self, input, uniforms):
        out = [self._forward(inp, uniforms[i], self.choices[i]) for i, inp in enumerate(input.chunk(self.num_chunks))]
        x = torch.cat(out, dim=0)
        return self.normalize_(x)

    def _forward(self, input, uniforms, index):
        sp = self.sub_policies[index]
        for s, stage in enumerate(sp.stages):
            for o, op in enumerate(stage.operations):
                op.uniforms = uniforms[s, o]
        return sp(input)

    def normalize_(self, input):
        return input.add_(- self._mean[:, None, None]).div_(self._std[:, None, None])

    @staticmethod
    def dda_operations():
        return [Invert(), Solarize(), Posterize(), Contrast(), Saturate(), Brightness(), AutoContrast()]


class WRNBlock(nn.Module):
    """A WideResNet pre-activation BasicBlock (homura's vision/models/cifar_resnet WRN, dropout 0)."""

    def __init__(self, in_planes, out_planes, stride):
        super().__init__()
        self.bn1 = nn.BatchNorm2d(in_planes)
        self.relu1 = nn.ReLU(inplace=True)
        self.conv1 = nn.Conv2d(in_planes, out_planes, 3, stride, 1, bias=False)
        self.bn2 = nn.BatchNorm2d(out_planes)
        self.relu2 = nn.ReLU(inplace=True)
        self.conv2 = nn.Conv2d(out_planes, out_planes, 3, 1, 1, bias=False)
        self.equalInOut = in_planes == out_planes and stride == 1
        self.convShortcut = None if self.equalInOut else nn.Conv2d(in_planes, out_planes, 1, stride, 0, bias=False)

    def forward(self, x):
        if not self.equalInOut:
            x = self.relu1(self.bn1(x))
            out = x
        else:
            out = self.relu1(self.bn1(x))
        out = self.relu2(self.bn2(self.conv1(out)))
        out = self.conv2(out)
        return torch.add(x if self.equalInOut else self.convShortcut(x), out)


class WideResNet(nn.Module):
    """WRN(depth 10, widen 1) with widths 4 / 4 / 8 / 16 (16 / 32 / 64 / 128 x 2 for search.py's wrn40_2)."""

    def __init__(self, num_classes=5, widths=(4, 4, 8, 16)):
        super().__init__()
        self.conv = nn.Conv2d(3, widths[0], 3, 1, 1, bias=False)
        self.block1 = WRNBlock(widths[0], widths[1], 1)
        self.block2 = WRNBlock(widths[1], widths[2], 2)
        self.block3 = WRNBlock(widths[2], widths[3], 2)
        self.bn = nn.BatchNorm2d(widths[3])
        self.relu = nn.ReLU(inplace=True)
        self.fc = nn.Linear(widths[3], num_classes)

    def forward(self, x):
        x = self.block3(self.block2(self.block1(self.conv(x))))
        x = self.relu(self.bn(x))
        x = F.adaptive_avg_pool2d(x, 1).flatten(1)
        return self.fc(x)


class Discriminator(nn.Module):
    """faster_autoaugment/search.py's Discriminator."""

    def __init__(self, base_module):
        super().__init__()
        self.base_model = base_module
        num_features = self.base_model.fc.in_features
        num_class = self.base_model.fc.out_features
        self.base_model.fc = nn.Identity()
        self.classifier = nn.Linear(num_features, num_class)
        self.discriminator = nn.Sequential(nn.Linear(num_features, num_features), nn.ReLU(),
                                           nn.Linear(num_features, 1))

    def forward(self, input):
        x = self.base_model(input)
        return self.classifier(x), self.discriminator(x).view(-1)


class FasterAAStep(nn.Module):
    """AdvTrainer.wgan_loss's policy half: _output, a_output = model['main'](model['policy'](a_input))."""

    def __init__(self, g):
        super().__init__()
        self.main = Discriminator(WideResNet())
        self.policy = Policy(nn.ModuleList(Policy.dda_operations()), 2, 0.05, 2, 2, mean=torch.ones(3) * 0.5,
                             std=torch.ones(3) * 0.5, g=g, choices=(1, 0))

    def forward(self, a_input, uniforms):
        return self.main(self.policy(a_input, uniforms))


def _fastaa_loss(outs, a_target, cls_factor=0.1):
    """_loss = cls_factor * CE(_output, a_target); _loss.backward(); a_loss = a_output.mean();
    a_loss.backward(-ones): one backward of _loss - a_loss."""
    _output, a_output = outs
    _loss = cls_factor * F.cross_entropy(_output, a_target)
    a_loss = a_output.mean()
    return _loss - a_loss


# ------------------------------------------------------------------ kornia STE (kornia/grad_estimator/ste.py)
class STEFunction(torch.autograd.Function):
    """kornia's STEFunction: returns output; backward bridges the gradient to input and output as if identity."""

    @staticmethod
    def forward(ctx, input, output, grad_fn=None):
        ctx.in_shape = input.shape
        ctx.out_shape = output.shape
        ctx.grad_fn = grad_fn
        return output

    @staticmethod
    def backward(ctx, grad_output):
        if ctx.grad_fn is None:
            return grad_output.sum_to_size(ctx.in_shape), grad_output.sum_to_size(ctx.out_shape), None
        return (
            ctx.grad_fn(grad_output.sum_to_size(ctx.in_shape)),
            ctx.grad_fn(grad_output.sum_to_size(ctx.out_shape)),
            None,
        )


class StraightThroughEstimator(nn.Module):
    def __init__(self, target_fn, grad_fn=None):
        super().__init__()
        self.target_fn = target_fn
        self.grad_fn = grad_fn

    def forward(self, input):
        out = self.target_fn(input)
        if not isinstance(out, torch.Tensor):
            raise NotImplementedError
        output = STEFunction.apply(input, out, self.grad_fn)
        return output


class BinaryActCNN(nn.Module):
    """conv -> BN -> sign activation (BinaryNet ordering), every sign through kornia's StraightThroughEstimator
    with grad_fn=F.hardtanh (the docstring's clipped straight-through)."""

    def __init__(self, num_classes=5):
        super().__init__()
        self.conv1 = nn.Conv2d(3, 8, 3, 1, 1, bias=False)
        self.bn1 = nn.BatchNorm2d(8)
        self.act1 = StraightThroughEstimator(torch.sign, grad_fn=F.hardtanh)
        self.conv2 = nn.Conv2d(8, 16, 3, 2, 1, bias=False)
        self.bn2 = nn.BatchNorm2d(16)
        self.act2 = StraightThroughEstimator(torch.sign, grad_fn=F.hardtanh)
        self.conv3 = nn.Conv2d(16, 16, 3, 1, 1, bias=False)
        self.bn3 = nn.BatchNorm2d(16)
        self.act3 = StraightThroughEstimator(torch.sign, grad_fn=F.hardtanh)
        self.fc = nn.Linear(16, num_classes)

    def forward(self, x):
        x = self.act1(self.bn1(self.conv1(x)))
        x = self.act2(self.bn2(self.conv2(x)))
        x = self.act3(self.bn3(self.conv3(x)))
        x = F.adaptive_avg_pool2d(x, 1).flatten(1)
        return self.fc(x)


# ------------------------------------------------------------------ CBAM (Jongchan/attention-module)
class BasicConv(nn.Module):
    def __init__(self, in_planes, out_planes, kernel_size, stride=1, padding=0, dilation=1, groups=1, relu=True,
                 bn=True, bias=False):
        super().__init__()
        self.out_channels = out_planes
        self.conv = nn.Conv2d(in_planes, out_planes, kernel_size=kernel_size, stride=stride, padding=padding,
                              dilation=dilation, groups=groups, bias=bias)
        self.bn = nn.BatchNorm2d(out_planes, eps=1e-5, momentum=0.01, affine=True) if bn else None
        self.relu = nn.ReLU() if relu else None

    def forward(self, x):
        x = self.conv(x)
        if self.bn is not None:
            x = self.bn(x)
        if self.relu is not None:
            x = self.relu(x)
        return x


class Flatten(nn.Module):
    def forward(self, x):
        return x.view(x.size(0), -1)


class ChannelGate(nn.Module):
    def __init__(self, gate_channels, reduction_ratio=16, pool_types=('avg', 'max')):
        super().__init__()
        self.gate_channels = gate_channels
        self.mlp = nn.Sequential(
            Flatten(),
            nn.Linear(gate_channels, gate_channels // reduction_ratio),
            nn.ReLU(),
            nn.Linear(gate_channels // reduction_ratio, gate_channels)
        )
        self.pool_types = pool_types

    def forward(self, x):
        channel_att_sum = None
        for pool_type in self.pool_types:
            if pool_type == 'avg':
                avg_pool = F.avg_pool2d(x, (x.size(2), x.size(3)), stride=(x.size(2), x.size(3)))
                channel_att_raw = self.mlp(avg_pool)
            elif pool_type == 'max':
                max_pool = F.max_pool2d(x, (x.size(2), x.size(3)), stride=(x.size(2), x.size(3)))
                channel_att_raw = self.mlp(max_pool)
            if channel_att_sum is None:
                channel_att_sum = channel_att_raw
            else:
                channel_att_sum = channel_att_sum + channel_att_raw
        scale = torch.sigmoid(channel_att_sum).unsqueeze(2).unsqueeze(3).expand_as(x)
        return x * scale


class ChannelPool(nn.Module):
    def forward(self, x):
        return torch.cat((torch.max(x, 1)[0].unsqueeze(1), torch.mean(x, 1).unsqueeze(1)), dim=1)


class SpatialGate(nn.Module):
    def __init__(self):
        super().__init__()
        kernel_size = 7
        self.compress = ChannelPool()
        self.spatial = BasicConv(2, 1, kernel_size, stride=1, padding=(kernel_size - 1) // 2, relu=False)

    def forward(self, x):
        x_compress = self.compress(x)
        x_out = self.spatial(x_compress)
        scale = torch.sigmoid(x_out)  # broadcasting
        return x * scale


class CBAM(nn.Module):
    def __init__(self, gate_channels, reduction_ratio=16, pool_types=('avg', 'max'), no_spatial=False):
        super().__init__()
        self.ChannelGate = ChannelGate(gate_channels, reduction_ratio, pool_types)
        self.no_spatial = no_spatial
        if not no_spatial:
            self.SpatialGate = SpatialGate()

    def forward(self, x):
        x_out = self.ChannelGate(x)
        if not self.no_spatial:
            x_out = self.SpatialGate(x_out)
        return x_out


def conv3x3(in_planes, out_planes, stride=1):
    return nn.Conv2d(in_planes, out_planes, kernel_size=3, stride=stride, padding=1, bias=False)


class CBAMBasicBlock(nn.Module):
    """MODELS/model_resnet.py's BasicBlock with use_cbam."""
    expansion = 1

    def __init__(self, inplanes, planes, stride=1, downsample=None, use_cbam=False):
        super().__init__()
        self.conv1 = conv3x3(inplanes, planes, stride)
        self.bn1 = nn.BatchNorm2d(planes)
        self.relu = nn.ReLU(inplace=True)
        self.conv2 = conv3x3(planes, planes)
        self.bn2 = nn.BatchNorm2d(planes)
        self.downsample = downsample
        self.stride = stride
        self.cbam = CBAM(planes, 16) if use_cbam else None

    def forward(self, x):
        residual = x
        out = self.conv1(x)
        out = self.bn1(out)
        out = self.relu(out)
        out = self.conv2(out)
        out = self.bn2(out)
        if self.downsample is not None:
            residual = self.downsample(x)
        if self.cbam is not None:
            out = self.cbam(out)
        out += residual
        out = self.relu(out)
        return out


class ResidualNet(nn.Module):
    """model_resnet.py's ResidualNet, network_type 'CIFAR' stem, 2 stages of 1 BasicBlock (widths 16, 32)."""

    def __init__(self, layers=(1, 1), num_classes=5, att_type='CBAM'):
        super().__init__()
        self.inplanes = 16
        self.conv1 = nn.Conv2d(3, 16, kernel_size=3, stride=1, padding=1, bias=False)
        self.bn1 = nn.BatchNorm2d(16)
        self.relu = nn.ReLU(inplace=True)
        self.layer1 = self._make_layer(CBAMBasicBlock, 16, layers[0], att_type=att_type)
        self.layer2 = self._make_layer(CBAMBasicBlock, 32, layers[1], stride=2, att_type=att_type)
        self.fc = nn.Linear(32 * CBAMBasicBlock.expansion, num_classes)
        nn.init.kaiming_normal_(self.fc.weight)
        for key in self.state_dict():
            if key.split('.')[-1] == "weight":
                if "conv" in key:
                    nn.init.kaiming_normal_(self.state_dict()[key], mode='fan_out')
                if "bn" in key:
                    if "SpatialGate" in key:
                        self.state_dict()[key][...] = 0
                    else:
                        self.state_dict()[key][...] = 1
            elif key.split(".")[-1] == 'bias':
                self.state_dict()[key][...] = 0

    def _make_layer(self, block, planes, blocks, stride=1, att_type=None):
        downsample = None
        if stride != 1 or self.inplanes != planes * block.expansion:
            downsample = nn.Sequential(
                nn.Conv2d(self.inplanes, planes * block.expansion, kernel_size=1, stride=stride, bias=False),
                nn.BatchNorm2d(planes * block.expansion),
            )
        layers = [block(self.inplanes, planes, stride, downsample, use_cbam=att_type == 'CBAM')]
        self.inplanes = planes * block.expansion
        for i in range(1, blocks):
            layers.append(block(self.inplanes, planes, use_cbam=att_type == 'CBAM'))
        return nn.Sequential(*layers)

    def forward(self, x):
        x = self.conv1(x)
        x = self.bn1(x)
        x = self.relu(x)
        x = self.layer1(x)
        x = self.layer2(x)
        x = F.avg_pool2d(x, 4)
        x = x.view(x.size(0), -1)
        x = self.fc(x)
        return x


# ------------------------------------------------------------------ NeuMF (guoyang9/NCF model.py)
class NCF(nn.Module):
    def __init__(self, user_num, item_num, factor_num, num_layers, dropout, model):
        super().__init__()
        self.dropout = dropout
        self.model = model
        self.embed_user_GMF = nn.Embedding(user_num, factor_num)
        self.embed_item_GMF = nn.Embedding(item_num, factor_num)
        self.embed_user_MLP = nn.Embedding(user_num, factor_num * (2 ** (num_layers - 1)))
        self.embed_item_MLP = nn.Embedding(item_num, factor_num * (2 ** (num_layers - 1)))
        MLP_modules = []
        for i in range(num_layers):
            input_size = factor_num * (2 ** (num_layers - i))
            MLP_modules.append(nn.Dropout(p=self.dropout))
            MLP_modules.append(nn.Linear(input_size, input_size // 2))
            MLP_modules.append(nn.ReLU())
        self.MLP_layers = nn.Sequential(*MLP_modules)
        if self.model in ['MLP', 'GMF']:
            predict_size = factor_num
        else:
            predict_size = factor_num * 2
        self.predict_layer = nn.Linear(predict_size, 1)
        self._init_weight_()

    def _init_weight_(self):
        nn.init.normal_(self.embed_user_GMF.weight, std=0.01)
        nn.init.normal_(self.embed_user_MLP.weight, std=0.01)
        nn.init.normal_(self.embed_item_GMF.weight, std=0.01)
        nn.init.normal_(self.embed_item_MLP.weight, std=0.01)
        for m in self.MLP_layers:
            if isinstance(m, nn.Linear):
                nn.init.xavier_uniform_(m.weight)
        nn.init.kaiming_uniform_(self.predict_layer.weight, a=1, nonlinearity='sigmoid')
        for m in self.modules():
            if isinstance(m, nn.Linear) and m.bias is not None:
                m.bias.data.zero_()

    def forward(self, user, item):
        if not self.model == 'MLP':
            embed_user_GMF = self.embed_user_GMF(user)
            embed_item_GMF = self.embed_item_GMF(item)
            output_GMF = embed_user_GMF * embed_item_GMF
        if not self.model == 'GMF':
            embed_user_MLP = self.embed_user_MLP(user)
            embed_item_MLP = self.embed_item_MLP(item)
            interaction = torch.cat((embed_user_MLP, embed_item_MLP), -1)
            output_MLP = self.MLP_layers(interaction)
        if self.model == 'GMF':
            concat = output_GMF
        elif self.model == 'MLP':
            concat = output_MLP
        else:
            concat = torch.cat((output_GMF, output_MLP), -1)
        prediction = self.predict_layer(concat)
        return prediction.view(-1)


def _ncf_bce(prediction, label):
    """main.py: loss_function = nn.BCEWithLogitsLoss(); loss = loss_function(prediction, label)."""
    return nn.BCEWithLogitsLoss()(prediction, label)


# ------------------------------------------------------------------ Nystromformer (mlpen/Nystromformer)
class NystromAttention(nn.Module):
    """code/attention_nystrom.py's NystromAttention (init_option 'original', use_conv)."""

    def __init__(self, config):
        super().__init__()
        self.head_dim = config["head_dim"]
        self.num_head = config["num_head"]
        self.num_landmarks = config["num_landmarks"]
        self.seq_len = config["seq_len"]
        self.init_option = "original"
        self.use_conv = "conv_kernel_size" in config
        if self.use_conv:
            self.conv = nn.Conv2d(
                in_channels=self.num_head, out_channels=self.num_head,
                kernel_size=(config["conv_kernel_size"], 1), padding=(config["conv_kernel_size"] // 2, 0),
                bias=False,
                groups=self.num_head)

    def forward(self, Q, K, V, mask):
        Q = Q * mask[:, None, :, None] / math.sqrt(math.sqrt(self.head_dim))
        K = K * mask[:, None, :, None] / math.sqrt(math.sqrt(self.head_dim))
        if self.num_landmarks == self.seq_len:
            attn = F.softmax(torch.matmul(Q, K.transpose(-1, -2)) - 1e9 * (1 - mask[:, None, None, :]), dim=-1)
            X = torch.matmul(attn, V)
        else:
            Q_landmarks = Q.reshape(-1, self.num_head, self.num_landmarks, self.seq_len // self.num_landmarks,
                                    self.head_dim).mean(dim=-2)
            K_landmarks = K.reshape(-1, self.num_head, self.num_landmarks, self.seq_len // self.num_landmarks,
                                    self.head_dim).mean(dim=-2)
            kernel_1 = F.softmax(torch.matmul(Q, K_landmarks.transpose(-1, -2)), dim=-1)
            kernel_2 = F.softmax(torch.matmul(Q_landmarks, K_landmarks.transpose(-1, -2)), dim=-1)
            kernel_3 = F.softmax(torch.matmul(Q_landmarks, K.transpose(-1, -2)) - 1e9 * (1 - mask[:, None, None, :]),
                                 dim=-1)
            X = torch.matmul(torch.matmul(kernel_1, self.iterative_inv(kernel_2)), torch.matmul(kernel_3, V))
        if self.use_conv:
            X += self.conv(V * mask[:, None, :, None])
        return X

    def iterative_inv(self, mat, n_iter=6):
        I = torch.eye(mat.size(-1), device=mat.device)
        K = mat
        V = 1 / torch.max(torch.sum(K, dim=-2)) * K.transpose(-1, -2)
        for _ in range(n_iter):
            KV = torch.matmul(K, V)
            V = torch.matmul(0.25 * V, 13 * I - torch.matmul(KV, 15 * I - torch.matmul(KV, 7 * I - KV)))
        return V


class NystromSelfAttention(nn.Module):
    """The repo's Attention wrapper: W_q / W_k / W_v, split_heads, attn on .float(), combine_heads, ff."""

    def __init__(self, config):
        super().__init__()
        self.dim = config["transformer_dim"]
        self.head_dim = config["head_dim"]
        self.num_head = config["num_head"]
        self.W_q = nn.Linear(self.dim, self.num_head * self.head_dim)
        self.W_k = nn.Linear(self.dim, self.num_head * self.head_dim)
        self.W_v = nn.Linear(self.dim, self.num_head * self.head_dim)
        self.attn = NystromAttention(config)
        self.ff = nn.Linear(self.num_head * self.head_dim, self.dim)

    def forward(self, X, mask):
        Q = self.split_heads(self.W_q(X))
        K = self.split_heads(self.W_k(X))
        V = self.split_heads(self.W_v(X))
        attn_out = self.attn(Q.float(), K.float(), V.float(), mask.float())
        attn_out = self.combine_heads(attn_out)
        return self.ff(attn_out)

    def combine_heads(self, X):
        X = X.transpose(1, 2)
        return X.reshape(X.size(0), X.size(1), self.num_head * self.head_dim)

    def split_heads(self, X):
        X = X.reshape(X.size(0), X.size(1), self.num_head, self.head_dim)
        return X.transpose(1, 2)


class Embeddings(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.word_embeddings = nn.Embedding(config["vocab_size"], config["embedding_dim"])
        nn.init.normal_(self.word_embeddings.weight, std=0.02)
        self.position_embeddings = nn.Embedding(config["max_seq_len"], config["embedding_dim"])
        nn.init.normal_(self.position_embeddings.weight, std=0.02)

    def forward(self, input_ids):
        batch_size, seq_len = input_ids.size()
        position_ids = torch.arange(seq_len, dtype=torch.long, device=input_ids.device)[None, :].repeat(batch_size, 1)
        return self.word_embeddings(input_ids) + self.position_embeddings(position_ids)


class TransformerLayer(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.norm1 = nn.LayerNorm(config["transformer_dim"])
        self.mha = NystromSelfAttention(config)
        self.norm2 = nn.LayerNorm(config["transformer_dim"])
        self.mlpblock = nn.Sequential(nn.Linear(config["transformer_dim"], config["transformer_hidden_dim"]),
                                      nn.GELU(),
                                      nn.Linear(config["transformer_hidden_dim"], config["transformer_dim"]))

    def forward(self, X, mask):
        X = self.mha(self.norm1(X), mask) + X
        X = self.mlpblock(self.norm2(X)) + X
        return X


class NystromClassifier(nn.Module):
    """The repo's Model (embeddings, transformer_i layers, final norm * mask) and sequence-classification head
    (mean pooling, mlpblock Linear / ReLU / Linear)."""

    def __init__(self, config):
        super().__init__()
        self.num_layers = config["num_layers"]
        self.embeddings = Embeddings(config)
        for idx in range(self.num_layers):
            setattr(self, f"transformer_{idx}", TransformerLayer(config))
        self.norm = nn.LayerNorm(config["transformer_dim"])
        self.seq_classifer = nn.Sequential(nn.Linear(config["transformer_dim"], config["transformer_hidden_dim"]),
                                           nn.ReLU(),
                                           nn.Linear(config["transformer_hidden_dim"], config["num_classes"]))

    def forward(self, input_ids, mask):
        X = self.embeddings(input_ids)
        for idx in range(self.num_layers):
            X = getattr(self, f"transformer_{idx}")(X, mask)
        X = self.norm(X) * mask[:, :, None]
        return self.seq_classifer(X.mean(dim=1))


def _nystrom_ce(seq_scores, label):
    seq_loss = nn.CrossEntropyLoss(reduction="none")(seq_scores, label)
    return seq_loss.mean()


# ------------------------------------------------------------------ build
def _pick(m, names):
    idx = _where(m, lambda n: n in names)
    assert len(idx) == len(names), (idx, names)
    return idx


def build(name: str, g: torch.Generator, Spec, call, ce):
    if name == "fastaa_policy_ste":
        m = FasterAAStep(g)
        return Spec(m, {"a_input": torch.rand(4, 3, 6, 6, generator=g),
                        "uniforms": torch.rand(2, 2, 7, 2, 1, 1, 1, generator=g)},
                    {"a_target": torch.randint(0, 5, (4,), generator=g)}, call, _fastaa_loss,
                    subset=_pick(m, ("policy.sub_policies.0.stages.1.operations.2._magnitude",
                                     "policy.sub_policies.1.stages.0._weights", "main.base_model.conv.weight")),
                    notes="held out (relate v67): Faster AutoAugment policy step (moskomule/dda): differentiable "
                          "colour operations mixed by softmax stage weights and RelaxedBernoulli masks (uniforms "
                          "passed in); solarize / posterize / auto_contrast through dda/ste.py's _STE custom "
                          "autograd.Function (forward returns input_forward, backward sum_to_size to the magnitude "
                          "or image it never reads), in-place normalize_, small WRN Discriminator with classifier "
                          "and critic heads, BN in training mode; 0.1 CE - critic mean; non-tail subset")
    if name == "kornia_ste_bnn":
        m = BinaryActCNN()
        return Spec(m, {"x": torch.randn(4, 3, 8, 8, generator=g)}, {"labels": torch.randint(0, 5, (4,), generator=g)},
                    call, ce, subset=_pick(m, ("bn2.weight", "conv1.weight", "fc.bias")),
                    notes="held out (relate v67): binary-activation CNN, every sign activation kornia's "
                          "StraightThroughEstimator(torch.sign, F.hardtanh): STEFunction custom autograd.Function "
                          "returning the sign output, backward hardtanh(g.sum_to_size) to both the unused input and "
                          "the output; BN in training mode; CE; non-tail subset")
    if name == "cbam_resnet":
        m = ResidualNet()
        return Spec(m, {"x": torch.randn(2, 3, 8, 8, generator=g)}, {"labels": torch.randint(0, 5, (2,), generator=g)},
                    call, ce, subset=_pick(m, ("layer1.0.cbam.SpatialGate.spatial.bn.weight",
                                               "layer2.0.cbam.ChannelGate.mlp.1.weight", "conv1.weight")),
                    notes="held out (relate v67): CBAM ResNet (Jongchan/attention-module cbam.py / model_resnet.py): "
                          "channel gate of a shared MLP on avg and max pools, spatial gate of a 7x7 conv + BN over "
                          "cat(max, mean) across channels, in-place residual add and ReLU, BN in training mode; CE; "
                          "non-tail subset")
    if name == "ncf_neumf":
        m = NCF(6, 10, 4, 2, 0.0, 'NeuMF-end')
        return Spec(m, {"user": torch.randint(0, 6, (8,), generator=g), "item": torch.randint(0, 10, (8,), generator=g)},
                    {"label": torch.randint(0, 2, (8,), generator=g).float()}, call, _ncf_bce,
                    subset=_pick(m, ("MLP_layers.1.bias", "embed_item_GMF.weight", "predict_layer.weight")),
                    notes="held out (relate v67): NeuMF-end (guoyang9/NCF model.py): GMF product of user / item "
                          "embeddings beside an MLP tower on their concatenation, concat, predict layer; "
                          "BCEWithLogits; non-tail subset")
    if name == "nystromformer_cls":
        config = {"vocab_size": 12, "embedding_dim": 8, "max_seq_len": 8, "transformer_dim": 8,
                  "transformer_hidden_dim": 16, "head_dim": 4, "num_head": 2, "num_landmarks": 4, "seq_len": 8,
                  "conv_kernel_size": 3, "num_layers": 2, "num_classes": 3}
        m = NystromClassifier(config)
        ids = torch.randint(1, 12, (2, 8), generator=g)
        mask = torch.ones(2, 8)
        ids[1, 6:] = 0
        mask[1, 6:] = 0
        return Spec(m, {"input_ids": ids, "mask": mask}, {"labels": torch.randint(0, 3, (2,), generator=g)},
                    call, _nystrom_ce,
                    subset=_pick(m, ("transformer_0.mha.attn.conv.weight", "transformer_1.norm1.bias",
                                     "embeddings.word_embeddings.weight")),
                    notes="held out (relate v67): Nystromformer classifier (mlpen/Nystromformer "
                          "attention_nystrom.py): segment-mean landmarks, three softmax kernels, Newton-Schulz "
                          "iterative pseudo-inverse (6 steps), depthwise conv on masked V added in place, pre-LN "
                          "layers, masked final LN, mean pooling head; CE (reduction none) mean; non-tail subset")
    raise KeyError(name)
