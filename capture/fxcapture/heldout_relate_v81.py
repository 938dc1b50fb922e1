"""Eighty-first held-out set for `fxmatch relate` (2026-12-07, /work/pending/heldout_relate_v81).

Written to score main blind: captured once and scored with main's binary and
rules, no engine change in between, and no fxmatch run on these captures
while they were written. Each model re-implements public code at small sizes
(random weights, no downloads); four of the five train through custom
torch.autograd.Functions taken from their repositories, with the CUDA / Triton
kernels written as the torch they compute: a VQ-VAE whose quantiser is a
Function calling another Function inside its forward, with two outputs, one
non-differentiable (ritheshkumar95/pytorch-vqvae functions.py
VectorQuantization / VectorQuantizationStraightThrough, modules.py ResBlock /
VQEmbedding / VectorQuantizedVAE / weights_init, vqvae.py's loss); an APoT
quantisation-aware ResNet whose weight quantiser Function divides its own
input in place (yhhhli/APoT_Quantization CIFAR10/models/quant_layer.py
build_power_value / weight_quantization._pq / weight_quantize_fn /
act_quantization._uq / QuantConv2d / first_conv / last_fc, resnet.py
BasicBlock / ResNet_Cifar); a flash-attn GPT-2 whose every residual add +
LayerNorm is the fused LayerNormFn (Dao-AILab/flash-attention
flash_attn/ops/triton/layer_norm.py LayerNormFn / layer_norm_fn /
_layer_norm_fwd / _layer_norm_bwd and their Triton kernels,
modules/block.py Block with fused_dropout_add_ln, modules/mha.py MHA /
SelfAttention, modules/mlp.py Mlp, modules/embedding.py GPT2Embeddings,
models/gpt.py create_block / GPTModel / GPTLMHeadModel / _init_weights); the
Fast R-CNN box head of a Faster R-CNN step through ROIAlign
(facebookresearch/maskrcnn-benchmark layers/roi_align.py _ROIAlign and its
csrc/cuda/ROIAlign_cuda.cu RoIAlignForward / RoIAlignBackwardFeature,
layers/batch_norm.py FrozenBatchNorm2d, modeling/backbone/resnet.py BaseStem /
Bottleneck, modeling/poolers.py Pooler, make_layers.py make_fc,
roi_heads/box_head roi_box_feature_extractors.py FPN2MLPFeatureExtractor /
roi_box_predictors.py FPNPredictor / loss.py FastRCNNLossComputation,
layers/smooth_l1_loss.py); and, without a Function, an ECAPA-TDNN speaker-id
step (speechbrain/speechbrain lobes/models/ECAPA_TDNN.py, nnet/CNN.py Conv1d /
get_padding_elem, nnet/normalization.py BatchNorm1d, dataio/dataio.py
length_to_mask, nnet/losses.py AdditiveAngularMargin / LogSoftmaxWrapper as
the VoxCeleb train_speaker_embeddings.py recipe uses them).
Relatives checked (by name and docstring over v2-v80): v37's vq_codebook is a
detach straight-through (no Function), v66's VQGAN quantises through
ReplaceGrad; no set nests a Function's apply inside another's forward (which
moves the outer body's seq_nr one past its autograd node's), returns a
mark_non_differentiable int64 output beside a differentiable one from a
quantiser, or gates a codebook gradient on needs_input_grad with the codebook
passed detached. The quantisers of v47 (LSQ), v52-v55 (BinaryNet, TTQ,
DoReFa, PACT) and v35 (fake quant) never write their input in place; v48's
InPlace-ABN marks its in-place write dirty, APoT's _pq does not (it divides
the normalised weight it was given, then saves it). The LayerNorm Functions
of v48 (Apex), v61 (NAFNet), v75 (Unsloth RMS), v76 (Liger DyT) and v45 (fused
RMSNorm + Linear) take no residual; v78's fla prenorm RMSNorm is a plain
module; none returns (y, residual_out) with residual_out its own input
reshaped, takes a second output gradient or returns one dx tensor for two
inputs. v73's FCOS (fcos_core, from maskrcnn-benchmark) and v71's SSD have no
ROI pooling: no set has a two-stage detector's ROIAlign or a
once_differentiable backward. v77's SincNet is the only speaker-id model (CE,
no TDNN, SE-Res2Net, attentive statistics pooling or additive angular margin).
Every dropout is p = 0 and stochastic depth 0; like heldout_relate.py's models
they never enter the zoo.

  vqvae_st_recon    x [2, 3, 16, 16] (uniform in [-1, 1]); to the criterion images = x -> VectorQuantizedVAE(input_dim 3,
                   dim 16, K 32) with weights_init (xavier_uniform_ Conv / ConvTranspose weights, zero biases;
                   codebook uniform(-1 / K, 1 / K)): encoder Conv2d(3, 16, 4, 2, 1), BatchNorm2d (training mode),
                   ReLU(True), Conv2d(16, 16, 4, 2, 1), two ResBlocks (Sequential ReLU(True), Conv 3x3, BN,
                   ReLU(True), Conv 1x1, BN; forward x + block(x): the leading in-place ReLU rewrites x, so the
                   residual adds the rectified input) -> z_e_x [2, 16, 4, 4]; codebook.straight_through: permute /
                   contiguous, VectorQuantizationStraightThrough.apply(z_e_x_, embedding.weight.detach()) (custom
                   Function: forward calls vq = VectorQuantization.apply (custom Function: under no_grad addmm(
                   codebook_sqr + inputs_sqr, inputs_flatten, codebook.t(), alpha -2, beta 1), min(dim 1),
                   indices view, mark_non_differentiable), indices.view(-1), save_for_backward(indices_flatten,
                   codebook), mark_non_differentiable(indices_flatten), index_select of the codebook, view_as;
                   returns (codes, indices_flatten); backward(grad_output, grad_indices): grad_output.clone() if
                   needs_input_grad[0], the codebook's zeros_like + index_add_ only if needs_input_grad[1]),
                   permute / contiguous -> z_q_x_st; z_q_x_bar = index_select(embedding.weight, 0, indices)
                   view_as / permute / contiguous (the codebook's gradient path); decoder (on z_q_x_st) two
                   ResBlocks (the first one's ReLU(True) rewrites z_q_x_st), ReLU(True), ConvTranspose2d(16, 16,
                   4, 2, 1), BN, ReLU(True), ConvTranspose2d(16, 3, 4, 2, 1), Tanh; returns (x_tilde, z_e_x,
                   z_q_x_bar); criterion mse(x_tilde, images) + mse(z_q_x, z_e_x.detach()) + 1.0 mse(z_e_x,
                   z_q_x.detach()); subset = encoder.0.weight, codebook.embedding.weight, decoder.3.bias.
  apot_resnet_cifar x [2, 3, 32, 32] (randn); to the criterion labels [2] (10 classes) -> ResNet_Cifar(BasicBlock,
                   [1, 1, 1], num_classes 10) (normal(0, sqrt(2 / n)) conv weights, BN 1 / 0): first_conv(3, 16, 3,
                   pad 1) (8-bit STE: weight.div(max).mul(127).round().div(127).mul(max) with max = weight.data.max(),
                   (weight_q - weight).detach() + weight, F.conv2d), BN, ReLU(inplace); layer1 BasicBlock(16, 16),
                   layer2 BasicBlock(16, 32, stride 2, downsample QuantConv2d 1x1 s2 + BN), layer3 BasicBlock(32,
                   64, s2, same downsample) (conv1, bn1, relu_, conv2, bn2, out += residual, relu_); AvgPool2d(8),
                   view, last_fc(64, 10) (8-bit STE as first_conv, F.linear); every QuantConv2d (bit 4):
                   weight_quant = weight_quantize_fn(w_bit 4 -> 3 bits, grids build_power_value(3): 8 additive
                   powers-of-two levels in [0, 1], a plain tensor in the _pq closure): mean / std of weight.data,
                   weight.add(-mean).div(std), _pq().apply(weight, wgt_alpha) (custom Function: input.div_(alpha) in
                   place on its input, clamp(-1, 1), sign, abs, power_quant (view(-1), (xhard.unsqueeze(0) -
                   value_s.unsqueeze(1)).abs().min(dim 0)[1], value_s[idxs].view) .mul(sign), save_for_backward(input,
                   input_q), input_q.mul(alpha); backward grad_output.clone(), i = (input.abs() > 1).float(),
                   grad_alpha = (grad_output * (sign i + (input_q - input)(1 - i))).sum()); act_alq = _uq().apply(x,
                   act_alpha) (custom Function: input.div(alpha), clamp(max 1), power_quant on build_power_value(4)
                   (16 levels), saves both, mul(alpha); backward grad_input = grad_output.clone() * (1 - i), grad_alpha
                   summed); F.conv2d(x_q, weight_q); wgt_alpha 3.0, act_alpha 8.0 parameters; BN in training mode;
                   criterion F.cross_entropy; subset = layer1.0.conv1.act_alpha, layer2.0.conv2.weight_quant.wgt_alpha,
                   layer3.0.downsample.0.act_alpha (three learned clipping thresholds).
  flash_gpt_fused_ln  input_ids [2, 12] (vocab 64); to the criterion labels [2, 12] -> GPTLMHeadModel(GPT2Config(
                   vocab_size 64, n_positions 16, n_embd 32, n_layer 2, n_head 2, activation_function 'gelu_new', all
                   pdrop 0, layer_norm_epsilon 1e-5), fused_dropout_add_ln True, residual_in_fp32 False, prenorm,
                   use_flash_attn False; _init_weights normal(0.02) / zero biases, out_proj / fc2 weights normal(0.02 /
                   sqrt(4)), applied by GPTModel and again by GPTLMHeadModel; lm_head tied to word_embeddings):
                   GPT2Embeddings (word + position embeddings of arange(12)); residual = None; each Block:
                   layer_norm_fn(hidden_states, norm1.weight, norm1.bias, residual=residual, eps, dropout_p 0,
                   rowscale None, prenorm True) -> (hidden_states, residual), MHA (Wqkv Linear(32, 96), view [..., 3,
                   2, 16], SelfAttention: unbind, einsum('bthd,bshd->bhts', q, k * 16^-0.5), + triu(full(-10000), 1),
                   softmax(dtype), einsum('bhts,bshd->bthd'), out_proj), layer_norm_fn(..., norm2, residual, prenorm
                   True), Mlp (fc1 32 -> 128, tanh GELU, fc2); final layer_norm_fn(hidden_states, ln_f, residual=
                   residual, prenorm False); lm_head. LayerNormFn (custom Function): x / residual reshaped to 2-D,
                   weight / bias .contiguous(); _layer_norm_fwd: out = empty_like(x), residual_out = empty(M, N)
                   when there is a residual (else None: the Function returns its own input x, reshaped, as
                   residual_out), mean / rstd = empty((M,)); the 1-pass kernel for all rows: x (+ residual)
                   copy_'d into residual_out, mean = sum / N copy_'d, var of x - mean, rstd = 1 / sqrt(var + eps)
                   copy_'d, y = (x - mean) rstd w + b copy_'d into out; save_for_backward(residual_out, weight, bias,
                   None x 4, mean, rstd); returns (y, residual_out) reshaped when prenorm. backward(dy, *args):
                   dresidual = args[0] when prenorm; _layer_norm_bwd: dx = empty(M, N), _dw / _db = empty((8, N))
                   (sm_count = multi_processor_count * 8 with 1 SM on this CPU), rows_per_program = ceil(24 / 8) =
                   3; xhat, wdy = w dy, c1 = sum(xhat wdy) / N, c2 = sum(wdy) / N, dx = (wdy - (xhat c1 + c2)) rstd,
                   dx += dresidual in place, copy_'d into dx; _dw / _db = per-program sums of dy xhat / dy over their
                   3 rows copy_'d, dw = _dw.sum(0), db = _db.sum(0); dresidual_in = dx (the same tensor) when there
                   is a residual; returns (dx, dw, db, dresidual_in, None x 12); criterion cross entropy over the
                   flattened logits; subset = transformer.embeddings.position_embeddings.weight,
                   transformer.layers.0.norm1.weight, transformer.layers.1.norm2.bias.
  frcnn_roialign_head  images [2, 3, 32, 32] (randn), proposals [2, 6, 4] (x1y1x2y2 image boxes, some starting left
                   of / above the image and some ending past it: the kernel's boundary branches); to the criterion
                   labels [12] (5 classes, 7 positives) and regression_targets [12, 4] (the RPN, Matcher,
                   BalancedPositiveNegativeSampler and BoxCoder.encode are data preparation here) -> backbone:
                   BaseStem (Conv2d(3, 8, 7, s2, pad 3, no bias) kaiming_uniform(a 1), FrozenBatchNorm2d (weight /
                   bias / running_mean / running_var buffers; scale = weight * running_var.rsqrt(), bias - mean *
                   scale, x * scale + bias), F.relu_, max_pool2d(3, 2, 1)) -> Bottleneck(8, 4, 16) (downsample
                   Conv 1x1 + FrozenBN, conv1 / bn1 / relu_, conv2 3x3 / bn2 / relu_, conv3 / bn3, out +=
                   identity, relu_) -> one feature map [2, 16, 8, 8] (stride 4); ROI box head:
                   FPN2MLPFeatureExtractor: Pooler(output (4, 4), scales (0.25,), sampling_ratio 2):
                   convert_to_roi_format (cat of the boxes, torch.full((6, 1), i) ids, cat) -> rois [12, 5], the
                   num_levels == 1 branch: ROIAlign -> _ROIAlign.apply(x, rois, (4, 4), 0.25, 2) (custom Function:
                   save_for_backward(roi), output_size / spatial_scale / sampling_ratio / input_shape on ctx;
                   roi_align_forward = RoIAlignForward for all (roi, channel, bin, sample) at once: roi corners *
                   scale, roi size max(., 1), bin sizes, 2 x 2 sample points per bin, bilinear_interpolate's rules
                   (out of [-1, H] x [-1, W]: 0; y <= 0 -> 0; y_low = (int) y; y_low >= H - 1 -> y_high = y_low = H
                   - 1, y = y_low), weights hy hx / hy lx / ly hx / ly lx, four advanced-index gathers
                   input[roi_batch_ind, :, y, x], sum over the samples / 4, permute / contiguous; backward
                   @once_differentiable: roi_align_backward = zeros(bs, ch, h, w) and RoIAlignBackwardFeature's four
                   atomicAdds of top_diff * w_k / count as index_add_ into its flat view (samples off the map add
                   their zero weights at a clamped corner instead of being skipped: the same sums)), view [12, 256],
                   relu(fc6 256 -> 32), relu(fc7 32 -> 32) (make_fc: kaiming_uniform(a 1), zero bias); FPNPredictor
                   cls_score Linear(32, 5) (normal 0.01) and bbox_pred Linear(32, 20) (normal 0.001), zero biases;
                   returns (class_logits, box_regression); criterion FastRCNNLossComputation.__call__: cat of one,
                   F.cross_entropy + smooth_l1_loss(box_regression[pos[:, None], 4 labels_pos[:, None] + [0, 1, 2,
                   3]], regression_targets[pos], size_average False, beta 1) / labels.numel() with pos =
                   nonzero(labels > 0), summed as the train loop sums the loss dict; subset = backbone.stem.conv1.weight,
                   box.feature_extractor.fc6.bias, box.predictor.cls_score.weight.
  ecapa_tdnn_aam    feats [3, 20, 16] (randn: 20 frames of 16 filterbank channels, taken as already mean-normalised),
                   lens [1.0, 0.85, 0.7] (relative lengths); to the criterion spkid [3, 1] (6 speakers) ->
                   embedding_model = ECAPA_TDNN(16, lin_neurons 24, channels [32, 32, 32, 32, 96], kernel_sizes [5, 3, 3,
                   3, 1], dilations [1, 2, 3, 4, 1], attention_channels 16, res2net_scale 4, se_channels 8,
                   global_context True), classifier = Classifier(24, lin_blocks 0, out_neurons 6) (xavier_uniform
                   weight): x.transpose(1, 2); blocks: TDNNBlock(16, 32, 5, 1) (speechbrain Conv1d: padding 'same'
                   by get_padding_elem on in_channels as L_in, F.pad(mode 'reflect'), Conv1d; ReLU; BatchNorm1d in
                   training mode; Dropout1d(0)), three SERes2NetBlock(32, 32, scale 4, kernel 3, dilation 2 / 3 / 4)
                   (tdnn1 1x1, Res2NetBlock: chunk(4), y_0 = x_0, y_1 = tdnn(x_1), y_i = tdnn(x_i + y_{i-1}), cat;
                   tdnn2 1x1; SEBlock: length_to_mask(lens * 20, 20) float mask, masked mean over time, conv1, ReLU
                   (inplace), conv2, sigmoid, s * x; + residual) (the source's `try: layer(x, lengths=lengths)
                   except TypeError: layer(x)` written as the call each block gets: Dynamo's fullgraph cannot trace
                   the bind failure); mfa = TDNNBlock(96, 96, 1) on cat of the three SE-Res2Net outputs;
                   AttentiveStatisticsPooling: mask, global context (masked mean / std with clamp(1e-12) sqrt,
                   unsqueeze / repeat(1, 1, 20), cat [x, mean, std]), TDNNBlock(288, 16, 1), tanh, Conv1d(16, 96),
                   masked_fill(mask == 0, -inf), softmax over time, weighted mean / std, cat, unsqueeze; asp_bn
                   BatchNorm1d(192); fc Conv1d(192, 24); transpose -> [3, 1, 24]; classifier F.linear(F.normalize(
                   x.squeeze(1)), F.normalize(weight)).unsqueeze(1); criterion LogSoftmaxWrapper(
                   AdditiveAngularMargin(margin 0.2, scale 30)): squeeze, one-hot of spkid (F.one_hot's zeros +
                   scatter_ without its .item() range checks, which make_fx cannot trace; as heldout_relate_v74.py),
                   clamp(-1 + 1e-7, 1 - 1e-7), sine, phi = cos m - sin m, where(cosine > th, phi, cosine - mm), 30
                   (t phi + (1 - t) cosine), log_softmax, KLDivLoss(sum) / targets.sum(); subset =
                   embedding_model.blocks.0.conv.conv.weight, embedding_model.blocks.2.se_block.conv2.conv.weight,
                   embedding_model.asp.tdnn.norm.norm.bias.
No subset above is a tail.
"""
from __future__ import annotations

import math

import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.autograd import Function
from torch.autograd.function import once_differentiable
from torch.nn.modules.utils import _pair

from .heldout_subsets import where as _where

V81 = ["vqvae_st_recon", "apot_resnet_cifar", "flash_gpt_fused_ln", "frcnn_roialign_head", "ecapa_tdnn_aam"]


# ================================================================== ritheshkumar95/pytorch-vqvae
# functions.py VectorQuantization / VectorQuantizationStraightThrough (vq / vq_st), modules.py ResBlock /
# VQEmbedding / VectorQuantizedVAE / weights_init, vqvae.py's train step (MSE recon + vq + beta commit).
class VectorQuantization(Function):
    @staticmethod
    def forward(ctx, inputs, codebook):
        with torch.no_grad():
            embedding_size = codebook.size(1)
            inputs_size = inputs.size()
            inputs_flatten = inputs.view(-1, embedding_size)

            codebook_sqr = torch.sum(codebook ** 2, dim=1)
            inputs_sqr = torch.sum(inputs_flatten ** 2, dim=1, keepdim=True)

            # Compute the distances to the codebook
            distances = torch.addmm(codebook_sqr + inputs_sqr,
                                    inputs_flatten, codebook.t(), alpha=-2.0, beta=1.0)

            _, indices_flatten = torch.min(distances, dim=1)
            indices = indices_flatten.view(*inputs_size[:-1])
            ctx.mark_non_differentiable(indices)

            return indices

    @staticmethod
    def backward(ctx, grad_output):
        raise RuntimeError('Trying to call `.grad()` on graph containing '
                           '`VectorQuantization`. The function `VectorQuantization` '
                           'is not differentiable. Use `VectorQuantizationStraightThrough` '
                           'if you want a straight-through estimator of the gradient.')


class VectorQuantizationStraightThrough(Function):
    @staticmethod
    def forward(ctx, inputs, codebook):
        indices = vq(inputs, codebook)
        indices_flatten = indices.view(-1)
        ctx.save_for_backward(indices_flatten, codebook)
        ctx.mark_non_differentiable(indices_flatten)

        codes_flatten = torch.index_select(codebook, dim=0,
                                           index=indices_flatten)
        codes = codes_flatten.view_as(inputs)

        return (codes, indices_flatten)

    @staticmethod
    def backward(ctx, grad_output, grad_indices):
        grad_inputs, grad_codebook = None, None

        if ctx.needs_input_grad[0]:
            # Straight-through estimator
            grad_inputs = grad_output.clone()
        if ctx.needs_input_grad[1]:
            # Gradient wrt. the codebook
            indices, codebook = ctx.saved_tensors
            embedding_size = codebook.size(1)

            grad_output_flatten = (grad_output.contiguous()
                                   .view(-1, embedding_size))
            grad_codebook = torch.zeros_like(codebook)
            grad_codebook.index_add_(0, indices, grad_output_flatten)

        return (grad_inputs, grad_codebook)


vq = VectorQuantization.apply
vq_st = VectorQuantizationStraightThrough.apply


def vqvae_weights_init(m):
    classname = m.__class__.__name__
    if classname.find('Conv') != -1:
        try:
            nn.init.xavier_uniform_(m.weight.data)
            m.bias.data.fill_(0)
        except AttributeError:
            print("Skipping initialization of ", classname)


class VQEmbedding(nn.Module):
    def __init__(self, K, D):
        super().__init__()
        self.embedding = nn.Embedding(K, D)
        self.embedding.weight.data.uniform_(-1. / K, 1. / K)

    def forward(self, z_e_x):
        z_e_x_ = z_e_x.permute(0, 2, 3, 1).contiguous()
        latents = vq(z_e_x_, self.embedding.weight)
        return latents

    def straight_through(self, z_e_x):
        z_e_x_ = z_e_x.permute(0, 2, 3, 1).contiguous()
        z_q_x_, indices = vq_st(z_e_x_, self.embedding.weight.detach())
        z_q_x = z_q_x_.permute(0, 3, 1, 2).contiguous()

        z_q_x_bar_flatten = torch.index_select(self.embedding.weight,
                                               dim=0, index=indices)
        z_q_x_bar_ = z_q_x_bar_flatten.view_as(z_e_x_)
        z_q_x_bar = z_q_x_bar_.permute(0, 3, 1, 2).contiguous()

        return z_q_x, z_q_x_bar


class VQResBlock(nn.Module):
    def __init__(self, dim):
        super().__init__()
        self.block = nn.Sequential(
            nn.ReLU(True),
            nn.Conv2d(dim, dim, 3, 1, 1),
            nn.BatchNorm2d(dim),
            nn.ReLU(True),
            nn.Conv2d(dim, dim, 1),
            nn.BatchNorm2d(dim)
        )

    def forward(self, x):
        return x + self.block(x)


class VectorQuantizedVAE(nn.Module):
    def __init__(self, input_dim, dim, K=512):
        super().__init__()
        self.encoder = nn.Sequential(
            nn.Conv2d(input_dim, dim, 4, 2, 1),
            nn.BatchNorm2d(dim),
            nn.ReLU(True),
            nn.Conv2d(dim, dim, 4, 2, 1),
            VQResBlock(dim),
            VQResBlock(dim),
        )

        self.codebook = VQEmbedding(K, dim)

        self.decoder = nn.Sequential(
            VQResBlock(dim),
            VQResBlock(dim),
            nn.ReLU(True),
            nn.ConvTranspose2d(dim, dim, 4, 2, 1),
            nn.BatchNorm2d(dim),
            nn.ReLU(True),
            nn.ConvTranspose2d(dim, input_dim, 4, 2, 1),
            nn.Tanh()
        )

        self.apply(vqvae_weights_init)

    def forward(self, x):
        z_e_x = self.encoder(x)
        z_q_x_st, z_q_x = self.codebook.straight_through(z_e_x)
        x_tilde = self.decoder(z_q_x_st)
        return x_tilde, z_e_x, z_q_x


def _vqvae_loss(out, images, beta=1.0):
    """vqvae.py train(): loss_recons + loss_vq + args.beta * loss_commit."""
    x_tilde, z_e_x, z_q_x = out
    # Reconstruction loss
    loss_recons = F.mse_loss(x_tilde, images)
    # Vector quantization objective
    loss_vq = F.mse_loss(z_q_x, z_e_x.detach())
    # Commitment objective
    loss_commit = F.mse_loss(z_e_x, z_q_x.detach())
    return loss_recons + loss_vq + beta * loss_commit


# ================================================================== yhhhli/APoT_Quantization
# CIFAR10/models/quant_layer.py build_power_value / weight_quantization (_pq) / weight_quantize_fn /
# act_quantization (_uq) / QuantConv2d / first_conv / last_fc, CIFAR10/models/resnet.py BasicBlock /
# ResNet_Cifar (layers [1, 1, 1] here, resnet20 is [3, 3, 3]); main.py's CrossEntropyLoss.
def build_power_value(B=2, additive=True):
    base_a = [0.]
    base_b = [0.]
    base_c = [0.]
    if additive:
        if B == 2:
            for i in range(3):
                base_a.append(2 ** (-i - 1))
        elif B == 4:
            for i in range(3):
                base_a.append(2 ** (-2 * i - 1))
                base_b.append(2 ** (-2 * i - 2))
        elif B == 6:
            for i in range(3):
                base_a.append(2 ** (-3 * i - 1))
                base_b.append(2 ** (-3 * i - 2))
                base_c.append(2 ** (-3 * i - 3))
        elif B == 3:
            for i in range(3):
                if i < 2:
                    base_a.append(2 ** (-i - 1))
                else:
                    base_b.append(2 ** (-i - 1))
                    base_a.append(2 ** (-i - 2))
        elif B == 5:
            for i in range(3):
                if i < 2:
                    base_a.append(2 ** (-2 * i - 1))
                    base_b.append(2 ** (-2 * i - 2))
                else:
                    base_c.append(2 ** (-2 * i - 1))
                    base_a.append(2 ** (-2 * i - 2))
                    base_b.append(2 ** (-2 * i - 3))
        else:
            pass
    else:
        for i in range(2 ** B - 1):
            base_a.append(2 ** (-i - 1))
    values = []
    for a in base_a:
        for b in base_b:
            for c in base_c:
                values.append((a + b + c))
    values = torch.Tensor(list(set(values)))
    values = values.mul(1.0 / torch.max(values))
    return values


def weight_quantization(b, grids, power=True):

    def uniform_quant(x, b):
        xdiv = x.mul((2 ** b - 1))
        xhard = xdiv.round().div(2 ** b - 1)
        return xhard

    def power_quant(x, value_s):
        shape = x.shape
        xhard = x.view(-1)
        value_s = value_s.type_as(x)
        idxs = (xhard.unsqueeze(0) - value_s.unsqueeze(1)).abs().min(dim=0)[1]  # project to nearest quantization level
        xhard = value_s[idxs].view(shape)
        # xout = (xhard - x).detach() + x
        return xhard

    class _pq(torch.autograd.Function):
        @staticmethod
        def forward(ctx, input, alpha):
            input.div_(alpha)                          # weights are first divided by alpha
            input_c = input.clamp(min=-1, max=1)       # then clipped to [-1,1]
            sign = input_c.sign()
            input_abs = input_c.abs()
            if power:
                input_q = power_quant(input_abs, grids).mul(sign)  # project to Q^a(alpha, B)
            else:
                input_q = uniform_quant(input_abs, b).mul(sign)
            ctx.save_for_backward(input, input_q)
            input_q = input_q.mul(alpha)               # rescale to the original range
            return input_q

        @staticmethod
        def backward(ctx, grad_output):
            grad_input = grad_output.clone()             # grad for weights will not be clipped
            input, input_q = ctx.saved_tensors
            i = (input.abs() > 1.).float()
            sign = input.sign()
            grad_alpha = (grad_output * (sign * i + (input_q - input) * (1 - i))).sum()
            return grad_input, grad_alpha

    return _pq().apply


class weight_quantize_fn(nn.Module):
    def __init__(self, w_bit, power=True):
        super(weight_quantize_fn, self).__init__()
        assert (w_bit <= 5 and w_bit > 0) or w_bit == 32
        self.w_bit = w_bit - 1
        self.power = power
        self.grids = build_power_value(self.w_bit, additive=True)
        self.weight_q = weight_quantization(b=self.w_bit, grids=self.grids, power=power)
        self.register_parameter('wgt_alpha', nn.Parameter(torch.tensor(3.0)))

    def forward(self, weight):
        if self.w_bit == 32:
            weight_q = weight
        else:
            mean = weight.data.mean()
            std = weight.data.std()
            weight = weight.add(-mean).div(std)      # weights normalization
            weight_q = self.weight_q(weight, self.wgt_alpha)
        return weight_q


def act_quantization(b, grid, power=True):

    def uniform_quant(x, b=3):
        xdiv = x.mul(2 ** b - 1)
        xhard = xdiv.round().div(2 ** b - 1)
        return xhard

    def power_quant(x, grid):
        shape = x.shape
        xhard = x.view(-1)
        value_s = grid.type_as(x)
        idxs = (xhard.unsqueeze(0) - value_s.unsqueeze(1)).abs().min(dim=0)[1]
        xhard = value_s[idxs].view(shape)
        return xhard

    class _uq(torch.autograd.Function):
        @staticmethod
        def forward(ctx, input, alpha):
            input = input.div(alpha)
            input_c = input.clamp(max=1)
            if power:
                input_q = power_quant(input_c, grid)
            else:
                input_q = uniform_quant(input_c, b)
            ctx.save_for_backward(input, input_q)
            input_q = input_q.mul(alpha)
            return input_q

        @staticmethod
        def backward(ctx, grad_output):
            grad_input = grad_output.clone()
            input, input_q = ctx.saved_tensors
            i = (input > 1.).float()
            grad_alpha = (grad_output * (i + (input_q - input) * (1 - i))).sum()
            grad_input = grad_input * (1 - i)
            return grad_input, grad_alpha

    return _uq().apply


class QuantConv2d(nn.Conv2d):
    def __init__(self, in_channels, out_channels, kernel_size, stride=1, padding=0, dilation=1, groups=1, bias=False):
        super(QuantConv2d, self).__init__(in_channels, out_channels, kernel_size, stride, padding, dilation, groups,
                                          bias)
        self.layer_type = 'QuantConv2d'
        self.bit = 4
        self.weight_quant = weight_quantize_fn(w_bit=self.bit, power=True)
        self.act_grid = build_power_value(self.bit, additive=True)
        self.act_alq = act_quantization(self.bit, self.act_grid, power=True)
        self.act_alpha = torch.nn.Parameter(torch.tensor(8.0))

    def forward(self, x):
        weight_q = self.weight_quant(self.weight)
        x = self.act_alq(x, self.act_alpha)
        return F.conv2d(x, weight_q, self.bias, self.stride,
                        self.padding, self.dilation, self.groups)


# 8-bit quantization for the first and the last layer
class first_conv(nn.Conv2d):
    def __init__(self, in_channels, out_channels, kernel_size, stride=1, padding=0, dilation=1, groups=1, bias=False):
        super(first_conv, self).__init__(in_channels, out_channels, kernel_size, stride, padding, dilation, groups,
                                         bias)
        self.layer_type = 'FConv2d'

    def forward(self, x):
        max = self.weight.data.max()
        weight_q = self.weight.div(max).mul(127).round().div(127).mul(max)
        weight_q = (weight_q - self.weight).detach() + self.weight
        return F.conv2d(x, weight_q, self.bias, self.stride,
                        self.padding, self.dilation, self.groups)


class last_fc(nn.Linear):
    def __init__(self, in_features, out_features, bias=True):
        super(last_fc, self).__init__(in_features, out_features, bias)
        self.layer_type = 'LFC'

    def forward(self, x):
        max = self.weight.data.max()
        weight_q = self.weight.div(max).mul(127).round().div(127).mul(max)
        weight_q = (weight_q - self.weight).detach() + self.weight
        return F.linear(x, weight_q, self.bias)


def apot_conv3x3(in_planes, out_planes, stride=1):
    " 3x3 convolution with padding "
    return QuantConv2d(in_planes, out_planes, kernel_size=3, stride=stride, padding=1, bias=False)


class APoTBasicBlock(nn.Module):
    expansion = 1

    def __init__(self, inplanes, planes, stride=1, downsample=None):
        super(APoTBasicBlock, self).__init__()
        self.conv1 = apot_conv3x3(inplanes, planes, stride)
        self.bn1 = nn.BatchNorm2d(planes)
        self.relu = nn.ReLU(inplace=True)
        self.conv2 = apot_conv3x3(planes, planes)
        self.bn2 = nn.BatchNorm2d(planes)
        self.downsample = downsample
        self.stride = stride

    def forward(self, x):
        residual = x

        out = self.conv1(x)
        out = self.bn1(out)
        out = self.relu(out)

        out = self.conv2(out)
        out = self.bn2(out)

        if self.downsample is not None:
            residual = self.downsample(x)

        out += residual
        out = self.relu(out)

        return out


class ResNet_Cifar(nn.Module):

    def __init__(self, block, layers, num_classes=10):
        super(ResNet_Cifar, self).__init__()
        self.inplanes = 16
        self.conv1 = first_conv(3, 16, kernel_size=3, stride=1, padding=1, bias=False)
        self.bn1 = nn.BatchNorm2d(16)
        self.relu = nn.ReLU(inplace=True)
        self.layer1 = self._make_layer(block, 16, layers[0])
        self.layer2 = self._make_layer(block, 32, layers[1], stride=2)
        self.layer3 = self._make_layer(block, 64, layers[2], stride=2)
        self.avgpool = nn.AvgPool2d(8, stride=1)
        self.fc = last_fc(64 * block.expansion, num_classes)

        for m in self.modules():
            if isinstance(m, nn.Conv2d):
                n = m.kernel_size[0] * m.kernel_size[1] * m.out_channels
                m.weight.data.normal_(0, math.sqrt(2. / n))
            elif isinstance(m, nn.BatchNorm2d):
                m.weight.data.fill_(1)
                m.bias.data.zero_()

    def _make_layer(self, block, planes, blocks, stride=1):
        downsample = None
        if stride != 1 or self.inplanes != planes * block.expansion:
            downsample = nn.Sequential(
                QuantConv2d(self.inplanes, planes * block.expansion, kernel_size=1, stride=stride, bias=False),
                nn.BatchNorm2d(planes * block.expansion)
            )

        layers = []
        layers.append(block(self.inplanes, planes, stride, downsample))
        self.inplanes = planes * block.expansion
        for _ in range(1, blocks):
            layers.append(block(self.inplanes, planes))

        return nn.Sequential(*layers)

    def forward(self, x):
        x = self.conv1(x)
        x = self.bn1(x)
        x = self.relu(x)

        x = self.layer1(x)
        x = self.layer2(x)
        x = self.layer3(x)

        x = self.avgpool(x)
        x = x.view(x.size(0), -1)
        x = self.fc(x)

        return x


# ================================================================== Dao-AILab/flash-attention
# flash_attn/ops/triton/layer_norm.py LayerNormFn / layer_norm_fn / _layer_norm_fwd / _layer_norm_bwd (their
# Triton kernels _layer_norm_fwd_1pass_kernel and _layer_norm_bwd_kernel written as the torch they compute, every
# row at once; dw / db as the backward kernel's per-program partial sums over rows_per_program rows, then summed),
# flash_attn/modules/block.py Block (prenorm, fused_dropout_add_ln), flash_attn/modules/mha.py MHA / SelfAttention
# (use_flash_attn False), flash_attn/modules/mlp.py Mlp, flash_attn/modules/embedding.py GPT2Embeddings,
# flash_attn/models/gpt.py create_block / GPTModel / GPTLMHeadModel / _init_weights.
_SM_COUNT = 1 * 8  # torch.cuda.get_device_properties(x.device).multi_processor_count * 8; a CPU has no SMs: 1


def _layer_norm_fwd(x, weight, bias, eps, residual=None, x1=None, weight1=None, bias1=None, dropout_p=0.0,
                    rowscale=None, out_dtype=None, residual_dtype=None, is_rms_norm=False,
                    return_dropout_mask=False, out=None, residual_out=None):
    if residual is not None:
        residual_dtype = residual.dtype
    M, N = x.shape
    assert x.stride(-1) == 1
    if residual is not None:
        assert residual.stride(-1) == 1
        assert residual.shape == (M, N)
    assert weight.shape == (N,)
    assert weight.stride(-1) == 1
    if bias is not None:
        assert bias.stride(-1) == 1
        assert bias.shape == (N,)
    assert x1 is None and weight1 is None and bias1 is None and rowscale is None and dropout_p == 0.0, \
        "parallel LayerNorm / rowscale / dropout paths are not re-implemented here"
    # allocate output
    if out is None:
        out = torch.empty_like(x, dtype=x.dtype if out_dtype is None else out_dtype)
    if (residual is not None or (residual_dtype is not None and residual_dtype != x.dtype) or dropout_p > 0.0
            or rowscale is not None or x1 is not None):
        if residual_out is None:
            residual_out = torch.empty(M, N, device=x.device,
                                       dtype=residual_dtype if residual_dtype is not None else x.dtype)
    else:
        residual_out = None
    mean = torch.empty((M,), dtype=torch.float32, device=x.device) if not is_rms_norm else None
    rstd = torch.empty((M,), dtype=torch.float32, device=x.device)
    seeds = None
    dropout_mask = None
    # _layer_norm_fwd_1pass_kernel[(M,)]: one program per row, here all rows at once
    xr = x.to(torch.float32)
    if residual is not None:
        xr = xr + residual.to(torch.float32)
    if residual_out is not None:
        residual_out.copy_(xr)
    if not is_rms_norm:
        mean_r = xr.sum(1) / N
        mean.copy_(mean_r)
        xbar = xr - mean_r[:, None]
        var = (xbar * xbar).sum(1) / N
    else:
        xbar = xr
        var = (xbar * xbar).sum(1) / N
    rstd_r = 1 / torch.sqrt(var + eps)
    rstd.copy_(rstd_r)
    w = weight.to(torch.float32)
    x_hat = (xr - mean_r[:, None]) * rstd_r[:, None] if not is_rms_norm else xr * rstd_r[:, None]
    y = x_hat * w + bias.to(torch.float32) if bias is not None else x_hat * w
    out.copy_(y)
    dropout_mask1 = None
    return (out, None, mean, rstd, residual_out if residual_out is not None else x, seeds, dropout_mask,
            dropout_mask1)


def _layer_norm_bwd(dy, x, weight, bias, eps, mean, rstd, dresidual=None, dy1=None, weight1=None, bias1=None,
                    seeds=None, dropout_p=0.0, rowscale=None, has_residual=False, has_x1=False, is_rms_norm=False,
                    x_dtype=None, recompute_output=False):
    M, N = x.shape
    assert x.stride(-1) == 1
    assert dy.stride(-1) == 1
    assert dy.shape == (M, N)
    if dresidual is not None:
        assert dresidual.stride(-1) == 1
        assert dresidual.shape == (M, N)
    assert weight.shape == (N,)
    # allocate output
    dx = (torch.empty_like(x) if x_dtype is None else torch.empty(M, N, dtype=x_dtype, device=x.device))
    dresidual_in = (torch.empty_like(x) if has_residual
                    and (dx.dtype != x.dtype or dropout_p > 0.0 or rowscale is not None or has_x1) else None)
    sm_count = _SM_COUNT
    _dw = torch.empty((sm_count, N), dtype=torch.float32, device=weight.device)
    _db = (torch.empty((sm_count, N), dtype=torch.float32, device=bias.device) if bias is not None else None)
    rows_per_program = math.ceil(M / sm_count)
    # _layer_norm_bwd_kernel[(sm_count,)]: program p owns rows [p * rows_per_program, (p + 1) * rows_per_program)
    xr = x.to(torch.float32)
    dyr = dy.to(torch.float32)
    w = weight.to(torch.float32)
    xhat = (xr - mean[:, None]) * rstd[:, None] if not is_rms_norm else xr * rstd[:, None]
    wdy = w * dyr
    if not is_rms_norm:
        c1 = (xhat * wdy).sum(1, keepdim=True) / N
        c2 = wdy.sum(1, keepdim=True) / N
        dxr = (wdy - (xhat * c1 + c2)) * rstd[:, None]
    else:
        c1 = (xhat * wdy).sum(1, keepdim=True) / N
        dxr = (wdy - xhat * c1) * rstd[:, None]
    if dresidual is not None:
        dxr += dresidual.to(torch.float32)
    dx.copy_(dxr)
    pad = sm_count * rows_per_program - M  # programs past the last row still store their zero partial sums
    dw_rows = dyr * xhat
    if pad:
        dw_rows = F.pad(dw_rows, (0, 0, 0, pad))
    _dw.copy_(dw_rows.view(sm_count, rows_per_program, N).sum(1))
    if bias is not None:
        db_rows = F.pad(dyr, (0, 0, 0, pad)) if pad else dyr
        _db.copy_(db_rows.view(sm_count, rows_per_program, N).sum(1))
    dw = _dw.sum(0).to(weight.dtype)
    db = _db.sum(0).to(bias.dtype) if bias is not None else None
    # Don't need to compute dresidual_in separately in this case
    if has_residual and dx.dtype == x.dtype and dropout_p == 0.0 and rowscale is None:
        dresidual_in = dx
    dx1 = None
    return (dx, dw, db, dresidual_in, dx1, None, None)


class LayerNormFn(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x, weight, bias, residual=None, x1=None, weight1=None, bias1=None, eps=1e-6, dropout_p=0.0,
                rowscale=None, prenorm=False, residual_in_fp32=False, is_rms_norm=False, return_dropout_mask=False,
                out=None, residual_out=None):
        x_shape_og = x.shape
        # reshape input data into 2D tensor
        x = x.reshape(-1, x.shape[-1])
        if x.stride(-1) != 1:
            x = x.contiguous()
        if residual is not None:
            assert residual.shape == x_shape_og
            residual = residual.reshape(-1, residual.shape[-1])
            if residual.stride(-1) != 1:
                residual = residual.contiguous()
        weight = weight.contiguous()
        if bias is not None:
            bias = bias.contiguous()
        residual_dtype = (residual.dtype if residual is not None
                          else (torch.float32 if residual_in_fp32 else None))
        y, y1, mean, rstd, residual_out, seeds, dropout_mask, dropout_mask1 = _layer_norm_fwd(
            x, weight, bias, eps, residual, x1, weight1, bias1, dropout_p=dropout_p, rowscale=rowscale,
            residual_dtype=residual_dtype, is_rms_norm=is_rms_norm, return_dropout_mask=return_dropout_mask,
            out=out, residual_out=residual_out)
        ctx.save_for_backward(residual_out, weight, bias, weight1, bias1, rowscale, seeds, mean, rstd)
        ctx.x_shape_og = x_shape_og
        ctx.eps = eps
        ctx.dropout_p = dropout_p
        ctx.is_rms_norm = is_rms_norm
        ctx.has_residual = residual is not None
        ctx.has_x1 = x1 is not None
        ctx.prenorm = prenorm
        ctx.x_dtype = x.dtype
        y = y.reshape(x_shape_og)
        residual_out = residual_out.reshape(x_shape_og) if residual_out is not None else None
        return y if not prenorm else (y, residual_out)

    @staticmethod
    def backward(ctx, dy, *args):
        x, weight, bias, weight1, bias1, rowscale, seeds, mean, rstd = ctx.saved_tensors
        dy = dy.reshape(-1, dy.shape[-1])
        if dy.stride(-1) != 1:
            dy = dy.contiguous()
        assert dy.shape == x.shape
        dy1 = None
        if ctx.prenorm:
            dresidual = args[0]
            dresidual = dresidual.reshape(-1, dresidual.shape[-1])
            if dresidual.stride(-1) != 1:
                dresidual = dresidual.contiguous()
            assert dresidual.shape == x.shape
        else:
            dresidual = None
        dx, dw, db, dresidual_in, dx1, dw1, db1 = _layer_norm_bwd(
            dy, x, weight, bias, ctx.eps, mean, rstd, dresidual, dy1, weight1, bias1, seeds, ctx.dropout_p,
            rowscale, ctx.has_residual, ctx.has_x1, ctx.is_rms_norm, x_dtype=ctx.x_dtype)
        return (dx.reshape(ctx.x_shape_og), dw, db,
                dresidual_in.reshape(ctx.x_shape_og) if ctx.has_residual else None,
                dx1.reshape(ctx.x_shape_og) if dx1 is not None else None,
                dw1, db1, None, None, None, None, None, None, None, None, None)


def layer_norm_fn(x, weight, bias, residual=None, x1=None, weight1=None, bias1=None, eps=1e-6, dropout_p=0.0,
                  rowscale=None, prenorm=False, residual_in_fp32=False, is_rms_norm=False,
                  return_dropout_mask=False, out=None, residual_out=None):
    return LayerNormFn.apply(x, weight, bias, residual, x1, weight1, bias1, eps, dropout_p, rowscale, prenorm,
                             residual_in_fp32, is_rms_norm, return_dropout_mask, out, residual_out)


class FaGPT2Embeddings(nn.Module):
    def __init__(self, embed_dim, vocab_size, max_position_embeddings, padding_idx=None):
        super().__init__()
        self.word_embeddings = nn.Embedding(vocab_size, embed_dim, padding_idx=padding_idx)
        self.max_position_embeddings = max_position_embeddings
        if self.max_position_embeddings > 0:
            self.position_embeddings = nn.Embedding(max_position_embeddings, embed_dim)

    def forward(self, input_ids, position_ids=None):
        batch_size, seqlen = input_ids.shape
        embeddings = self.word_embeddings(input_ids)
        if self.max_position_embeddings > 0:
            if position_ids is None:
                position_ids = torch.arange(seqlen, dtype=torch.long, device=input_ids.device)
            position_embeddings = self.position_embeddings(position_ids)
            embeddings = embeddings + position_embeddings
        return embeddings


class FaSelfAttention(nn.Module):
    def __init__(self, causal=False, softmax_scale=None, attention_dropout=0.0):
        super().__init__()
        self.causal = causal
        self.softmax_scale = softmax_scale
        self.drop = nn.Dropout(attention_dropout)

    def forward(self, qkv, causal=None, key_padding_mask=None):
        batch_size, seqlen = qkv.shape[0], qkv.shape[1]
        causal = self.causal if causal is None else causal
        q, k, v = qkv.unbind(dim=2)
        softmax_scale = self.softmax_scale or 1.0 / math.sqrt(q.shape[-1])
        scores = torch.einsum("bthd,bshd->bhts", q, k * softmax_scale)
        if causal:
            # "triu_tril_cuda_template" not implemented for 'BFloat16'
            # So we have to construct the mask in float
            causal_mask = torch.triu(torch.full((seqlen, seqlen), -10000.0, device=scores.device), 1)
            # TD [2022-09-30]: Adding is faster than masking
            scores = scores + causal_mask.to(dtype=scores.dtype)
        attention = torch.softmax(scores, dim=-1, dtype=v.dtype)
        attention_drop = self.drop(attention)
        output = torch.einsum("bhts,bshd->bthd", attention_drop, v)
        return output


class FaMHA(nn.Module):
    def __init__(self, embed_dim, num_heads, qkv_proj_bias=True, out_proj_bias=True, dropout=0.0,
                 softmax_scale=None, causal=False, layer_idx=None):
        super().__init__()
        self.embed_dim = embed_dim
        self.causal = causal
        self.layer_idx = layer_idx
        self.num_heads = num_heads
        self.head_dim = self.embed_dim // num_heads
        qkv_dim = self.head_dim * (self.num_heads + 2 * self.num_heads)
        self.Wqkv = nn.Linear(embed_dim, qkv_dim, bias=qkv_proj_bias)
        self.inner_attn = FaSelfAttention(causal=causal, softmax_scale=softmax_scale, attention_dropout=dropout)
        self.out_proj = nn.Linear(embed_dim, embed_dim, bias=out_proj_bias)

    def forward(self, x):
        qkv = self.Wqkv(x)
        # rearrange(qkv, "... (three h d) -> ... three h d", three=3, d=self.head_dim)
        qkv = qkv.view(*qkv.shape[:-1], 3, -1, self.head_dim)
        context = self.inner_attn(qkv)
        # rearrange(context, "... h d -> ... (h d)")
        out = self.out_proj(context.reshape(*context.shape[:-2], -1))
        return out


class FaMlp(nn.Module):
    def __init__(self, in_features, hidden_features=None, out_features=None, activation=F.gelu, bias1=True,
                 bias2=True, return_residual=False):
        super().__init__()
        out_features = out_features if out_features is not None else in_features
        hidden_features = hidden_features if hidden_features is not None else in_features * 4
        self.return_residual = return_residual
        self.fc1 = nn.Linear(in_features, hidden_features, bias=bias1)
        self.activation = activation
        self.fc2 = nn.Linear(hidden_features, out_features, bias=bias2)

    def forward(self, x):
        y = self.fc1(x)
        y = self.activation(y)
        y = self.fc2(y)
        return y if not self.return_residual else (y, x)


class FaBlock(nn.Module):
    """flash_attn/modules/block.py Block, prenorm with fused_dropout_add_ln (drop_path 0: rowscale None)."""

    def __init__(self, dim, mixer_cls, mlp_cls, norm_cls=nn.LayerNorm, resid_dropout1=0.0, resid_dropout2=0.0,
                 fused_dropout_add_ln=False, residual_in_fp32=False):
        super().__init__()
        self.prenorm = True
        self.fused_dropout_add_ln = fused_dropout_add_ln
        self.residual_in_fp32 = residual_in_fp32
        self.mixer = mixer_cls(dim)
        self.dropout1 = nn.Dropout(resid_dropout1)
        self.norm1 = norm_cls(dim)
        self.mlp = mlp_cls(dim)
        self.dropout2 = nn.Dropout(resid_dropout2)
        self.norm2 = norm_cls(dim)

    def forward(self, hidden_states, residual=None, mixer_subset=None, mixer_kwargs=None):
        if not self.fused_dropout_add_ln:
            dropped = self.dropout1(hidden_states)
            residual = (dropped + residual) if residual is not None else dropped
            hidden_states = self.norm1(residual.to(dtype=self.norm1.weight.dtype))
            if self.residual_in_fp32:
                residual = residual.to(torch.float32)
        else:
            rowscale1 = None
            hidden_states, residual = layer_norm_fn(
                hidden_states, self.norm1.weight, self.norm1.bias, residual=residual, eps=self.norm1.eps,
                dropout_p=self.dropout1.p if self.training else 0.0, rowscale=rowscale1, prenorm=True,
                residual_in_fp32=self.residual_in_fp32, is_rms_norm=False)
        if mixer_kwargs is None:
            mixer_kwargs = {}
        hidden_states = self.mixer(hidden_states, **mixer_kwargs)
        if not self.fused_dropout_add_ln:
            dropped = self.dropout2(hidden_states)
            residual = (dropped + residual) if residual is not None else dropped
            hidden_states = self.norm2(residual.to(dtype=self.norm2.weight.dtype))
            if self.residual_in_fp32:
                residual = residual.to(torch.float32)
        else:
            rowscale2 = None
            hidden_states, residual = layer_norm_fn(
                hidden_states, self.norm2.weight, self.norm2.bias, residual=residual, eps=self.norm2.eps,
                dropout_p=self.dropout2.p if self.training else 0.0, rowscale=rowscale2, prenorm=True,
                residual_in_fp32=self.residual_in_fp32, is_rms_norm=False)
        hidden_states = self.mlp(hidden_states)
        return hidden_states, residual


def fa_gpt_init_weights(module, n_layer, initializer_range=0.02, rescale_prenorm_residual=True):
    if isinstance(module, nn.Linear):
        nn.init.normal_(module.weight, std=initializer_range)
        if module.bias is not None:
            nn.init.zeros_(module.bias)
    elif isinstance(module, nn.Embedding):
        nn.init.normal_(module.weight, std=initializer_range)

    if rescale_prenorm_residual:
        for name, p in module.named_parameters():
            if name in ["out_proj.weight", "fc2.weight"]:
                # Special Scaled Initialization --> There are 2 Layer Norms per Transformer Block
                nn.init.normal_(p, mean=0.0, std=initializer_range / math.sqrt(2 * n_layer))


class FaGPTModel(nn.Module):
    """GPT2Config(vocab_size, n_positions, n_embd, n_layer, n_head, activation_function 'gelu_new', all pdrop 0,
    layer_norm_epsilon 1e-5) + fused_dropout_add_ln True (residual_in_fp32 False, prenorm, not parallel_block)."""

    def __init__(self, vocab_size=64, n_positions=16, n_embd=32, n_layer=2, n_head=2, layer_norm_epsilon=1e-5,
                 initializer_range=0.02):
        super().__init__()
        self.residual_in_fp32 = False
        self.prenorm = True
        self.embeddings = FaGPT2Embeddings(n_embd, vocab_size, n_positions)
        head_dim = n_embd // n_head
        softmax_scale = head_dim ** (-0.5)  # scale_attn_weights, not scale_attn_by_inverse_layer_idx

        def create_block(layer_idx):
            mixer_cls = lambda dim: FaMHA(dim, num_heads=n_head, qkv_proj_bias=True, out_proj_bias=True,  # noqa
                                          dropout=0.0, softmax_scale=softmax_scale, causal=True,
                                          layer_idx=layer_idx)
            mlp_cls = lambda dim: FaMlp(dim, hidden_features=None,  # noqa: E731
                                        activation=lambda t: F.gelu(t, approximate="tanh"))
            norm_cls = lambda dim: nn.LayerNorm(dim, eps=layer_norm_epsilon)  # noqa: E731
            block = FaBlock(n_embd, mixer_cls, mlp_cls, norm_cls=norm_cls, resid_dropout1=0.0, resid_dropout2=0.0,
                            fused_dropout_add_ln=True, residual_in_fp32=self.residual_in_fp32)
            block.layer_idx = layer_idx
            return block

        self.layers = nn.ModuleList([create_block(i) for i in range(n_layer)])
        self.fused_dropout_add_ln = True
        self.drop_f = nn.Dropout(0.0)
        self.ln_f = nn.LayerNorm(n_embd, eps=layer_norm_epsilon)
        self.apply(lambda m: fa_gpt_init_weights(m, n_layer=n_layer, initializer_range=initializer_range))

    def forward(self, input_ids, position_ids=None):
        hidden_states = self.embeddings(input_ids, position_ids=position_ids)
        residual = None
        mixer_kwargs = {}
        for layer in self.layers:
            hidden_states, residual = layer(hidden_states, residual, mixer_kwargs=mixer_kwargs)
        # Set prenorm=False here since we don't need the residual
        hidden_states = layer_norm_fn(
            hidden_states, self.ln_f.weight, self.ln_f.bias, residual=residual, x1=None, eps=self.ln_f.eps,
            dropout_p=self.drop_f.p if self.training else 0.0, prenorm=False, is_rms_norm=False)
        return hidden_states


class FaGPTLMHeadModel(nn.Module):
    def __init__(self, vocab_size=64, n_positions=16, n_embd=32, n_layer=2, n_head=2):
        super().__init__()
        self.transformer = FaGPTModel(vocab_size, n_positions, n_embd, n_layer, n_head)
        self.tie_word_embeddings = True
        self.lm_head = nn.Linear(n_embd, vocab_size, bias=False)
        self.apply(lambda m: fa_gpt_init_weights(m, n_layer=n_layer, initializer_range=0.02))
        self.tie_weights()

    def tie_weights(self):
        if self.tie_word_embeddings:
            self.lm_head.weight = self.transformer.embeddings.word_embeddings.weight

    def forward(self, input_ids):
        hidden_states = self.transformer(input_ids)
        lm_logits = self.lm_head(hidden_states)
        return lm_logits  # CausalLMOutput(logits=lm_logits)


def _lm_loss(logits, labels):
    return F.cross_entropy(logits.reshape(-1, logits.shape[-1]), labels.reshape(-1))


# ================================================================== facebookresearch/maskrcnn-benchmark
# maskrcnn_benchmark/layers/roi_align.py _ROIAlign (its csrc/cuda/ROIAlign_cuda.cu RoIAlignForward /
# RoIAlignBackwardFeature kernels, bilinear_interpolate / bilinear_interpolate_gradient, written as torch for all
# (roi, channel, bin, sample) at once), layers/batch_norm.py FrozenBatchNorm2d, modeling/backbone/resnet.py
# BaseStem / Bottleneck (StemWithFixedBatchNorm, BottleneckWithFixedBatchNorm), modeling/poolers.py Pooler
# (convert_to_roi_format, one level), modeling/make_layers.py make_fc, roi_heads/box_head/
# roi_box_feature_extractors.py FPN2MLPFeatureExtractor, roi_box_predictors.py FPNPredictor, box_head/loss.py
# FastRCNNLossComputation.__call__, layers/smooth_l1_loss.py.
def _roi_align_samples(rois, spatial_scale, pooled_height, pooled_width, sampling_ratio, height, width):
    """The sample points of every (roi, ph, iy, pw, ix) and their bilinear corners / weights as
    bilinear_interpolate_gradient computes them (out-of-map samples: weights 0; the kernel skips them, here they
    add zeros at a clamped corner)."""
    # Do not using rounding; this implementation detail is critical
    roi_start_w = rois[:, 1] * spatial_scale
    roi_start_h = rois[:, 2] * spatial_scale
    roi_end_w = rois[:, 3] * spatial_scale
    roi_end_h = rois[:, 4] * spatial_scale
    # Force malformed ROIs to be 1x1
    roi_width = torch.clamp(roi_end_w - roi_start_w, min=1.0)
    roi_height = torch.clamp(roi_end_h - roi_start_h, min=1.0)
    bin_size_h = roi_height / pooled_height
    bin_size_w = roi_width / pooled_width
    assert sampling_ratio > 0  # else roi_bin_grid = ceil(roi_height / pooled_height): a data-dependent grid
    roi_bin_grid_h = roi_bin_grid_w = sampling_ratio
    count = roi_bin_grid_h * roi_bin_grid_w
    ph = torch.arange(pooled_height, dtype=rois.dtype, device=rois.device)
    pw = torch.arange(pooled_width, dtype=rois.dtype, device=rois.device)
    iy = torch.arange(roi_bin_grid_h, dtype=rois.dtype, device=rois.device)
    ix = torch.arange(roi_bin_grid_w, dtype=rois.dtype, device=rois.device)
    y = (roi_start_h[:, None, None] + ph[None, :, None] * bin_size_h[:, None, None]
         + (iy + .5)[None, None, :] * bin_size_h[:, None, None] / roi_bin_grid_h)  # [R, PH, GH]
    x = (roi_start_w[:, None, None] + pw[None, :, None] * bin_size_w[:, None, None]
         + (ix + .5)[None, None, :] * bin_size_w[:, None, None] / roi_bin_grid_w)  # [R, PW, GW]
    R = rois.shape[0]
    y = y[:, :, :, None, None].expand(R, pooled_height, roi_bin_grid_h, pooled_width, roi_bin_grid_w)
    x = x[:, None, None, :, :].expand(R, pooled_height, roi_bin_grid_h, pooled_width, roi_bin_grid_w)
    # deal with cases that inverse elements are out of feature map boundary
    empty = (y < -1.0) | (y > height) | (x < -1.0) | (x > width)
    y = torch.where(y <= 0, torch.zeros_like(y), y)
    x = torch.where(x <= 0, torch.zeros_like(x), x)
    y_low = y.to(torch.int64)
    x_low = x.to(torch.int64)
    y_top = y_low >= height - 1
    y_high = torch.where(y_top, torch.full_like(y_low, height - 1), y_low + 1)
    y_low = torch.where(y_top, torch.full_like(y_low, height - 1), y_low)
    y = torch.where(y_top, y_low.to(y.dtype), y)
    x_top = x_low >= width - 1
    x_high = torch.where(x_top, torch.full_like(x_low, width - 1), x_low + 1)
    x_low = torch.where(x_top, torch.full_like(x_low, width - 1), x_low)
    x = torch.where(x_top, x_low.to(x.dtype), x)
    ly = y - y_low
    lx = x - x_low
    hy = 1. - ly
    hx = 1. - lx
    zero = torch.zeros_like(ly)
    w1 = torch.where(empty, zero, hy * hx)
    w2 = torch.where(empty, zero, hy * lx)
    w3 = torch.where(empty, zero, ly * hx)
    w4 = torch.where(empty, zero, ly * lx)
    return (y_low, y_high, x_low, x_high), (w1, w2, w3, w4), count


def roi_align_forward(input, rois, spatial_scale, pooled_height, pooled_width, sampling_ratio):
    """_C.roi_align_forward: RoIAlignForward, output [R, C, PH, PW] = mean over the bin's samples of the
    bilinear value, 0 for samples off the map."""
    height, width = input.size(2), input.size(3)
    (y_low, y_high, x_low, x_high), (w1, w2, w3, w4), count = _roi_align_samples(
        rois, spatial_scale, pooled_height, pooled_width, sampling_ratio, height, width)
    roi_batch_ind = rois[:, 0].to(torch.int64)[:, None, None, None, None]
    v1 = input[roi_batch_ind, :, y_low, x_low]  # [R, PH, GH, PW, GW, C]
    v2 = input[roi_batch_ind, :, y_low, x_high]
    v3 = input[roi_batch_ind, :, y_high, x_low]
    v4 = input[roi_batch_ind, :, y_high, x_high]
    val = w1[..., None] * v1 + w2[..., None] * v2 + w3[..., None] * v3 + w4[..., None] * v4
    output_val = val.sum(dim=(2, 4)) / count  # [R, PH, PW, C]
    return output_val.permute(0, 3, 1, 2).contiguous()


def roi_align_backward(grad, rois, spatial_scale, pooled_height, pooled_width, batch_size, channels, height, width,
                       sampling_ratio):
    """_C.roi_align_backward: grad_input = at::zeros, then RoIAlignBackwardFeature's atomicAdds of
    top_diff * w_k / count at the four corners of every sample, as index_add_ on the flat grad_input."""
    grad_input = torch.zeros(batch_size, channels, height, width, dtype=grad.dtype, device=grad.device)
    (y_low, y_high, x_low, x_high), (w1, w2, w3, w4), count = _roi_align_samples(
        rois, spatial_scale, pooled_height, pooled_width, sampling_ratio, height, width)
    roi_batch_ind = rois[:, 0].to(torch.int64)[:, None, None, None, None, None]
    c = torch.arange(channels, device=grad.device)
    top_diff = grad.contiguous().permute(0, 2, 3, 1)[:, :, None, :, None, :]  # [R, PH, 1, PW, 1, C]
    flat = grad_input.view(-1)
    for yy, xx, wk in ((y_low, x_low, w1), (y_low, x_high, w2), (y_high, x_low, w3), (y_high, x_high, w4)):
        g = top_diff * wk[..., None] / count
        index = ((roi_batch_ind * channels + c) * height + yy[..., None]) * width + xx[..., None]
        flat.index_add_(0, index.reshape(-1), g.reshape(-1))
    return grad_input


class _ROIAlign(Function):
    @staticmethod
    def forward(ctx, input, roi, output_size, spatial_scale, sampling_ratio):
        ctx.save_for_backward(roi)
        ctx.output_size = _pair(output_size)
        ctx.spatial_scale = spatial_scale
        ctx.sampling_ratio = sampling_ratio
        ctx.input_shape = input.size()
        output = roi_align_forward(
            input, roi, spatial_scale, output_size[0], output_size[1], sampling_ratio
        )
        return output

    @staticmethod
    @once_differentiable
    def backward(ctx, grad_output):
        rois, = ctx.saved_tensors
        output_size = ctx.output_size
        spatial_scale = ctx.spatial_scale
        sampling_ratio = ctx.sampling_ratio
        bs, ch, h, w = ctx.input_shape
        grad_input = roi_align_backward(
            grad_output,
            rois,
            spatial_scale,
            output_size[0],
            output_size[1],
            bs,
            ch,
            h,
            w,
            sampling_ratio,
        )
        return grad_input, None, None, None, None


roi_align = _ROIAlign.apply


class ROIAlign(nn.Module):
    def __init__(self, output_size, spatial_scale, sampling_ratio):
        super(ROIAlign, self).__init__()
        self.output_size = output_size
        self.spatial_scale = spatial_scale
        self.sampling_ratio = sampling_ratio

    def forward(self, input, rois):
        return roi_align(
            input, rois, self.output_size, self.spatial_scale, self.sampling_ratio
        )


class FrozenBatchNorm2d(nn.Module):
    """BatchNorm2d where the batch statistics and the affine parameters are fixed"""

    def __init__(self, n):
        super(FrozenBatchNorm2d, self).__init__()
        self.register_buffer("weight", torch.ones(n))
        self.register_buffer("bias", torch.zeros(n))
        self.register_buffer("running_mean", torch.zeros(n))
        self.register_buffer("running_var", torch.ones(n))

    def forward(self, x):
        scale = self.weight * self.running_var.rsqrt()
        bias = self.bias - self.running_mean * scale
        scale = scale.reshape(1, -1, 1, 1)
        bias = bias.reshape(1, -1, 1, 1)
        return x * scale + bias


class MrcnnStem(nn.Module):
    """resnet.py BaseStem with norm_func FrozenBatchNorm2d (StemWithFixedBatchNorm)."""

    def __init__(self, out_channels):
        super().__init__()
        self.conv1 = nn.Conv2d(3, out_channels, kernel_size=7, stride=2, padding=3, bias=False)
        self.bn1 = FrozenBatchNorm2d(out_channels)
        for l in [self.conv1, ]:
            nn.init.kaiming_uniform_(l.weight, a=1)

    def forward(self, x):
        x = self.conv1(x)
        x = self.bn1(x)
        x = F.relu_(x)
        x = F.max_pool2d(x, kernel_size=3, stride=2, padding=1)
        return x


class MrcnnBottleneck(nn.Module):
    """resnet.py Bottleneck with norm_func FrozenBatchNorm2d (BottleneckWithFixedBatchNorm), no DCN."""

    def __init__(self, in_channels, bottleneck_channels, out_channels, num_groups=1, stride_in_1x1=True, stride=1,
                 dilation=1):
        super().__init__()
        self.downsample = None
        if in_channels != out_channels:
            down_stride = stride if dilation == 1 else 1
            self.downsample = nn.Sequential(
                nn.Conv2d(in_channels, out_channels, kernel_size=1, stride=down_stride, bias=False),
                FrozenBatchNorm2d(out_channels),
            )
            for modules in [self.downsample, ]:
                for l in modules.modules():
                    if isinstance(l, nn.Conv2d):
                        nn.init.kaiming_uniform_(l.weight, a=1)
        if dilation > 1:
            stride = 1  # reset to be 1
        stride_1x1, stride_3x3 = (stride, 1) if stride_in_1x1 else (1, stride)
        self.conv1 = nn.Conv2d(in_channels, bottleneck_channels, kernel_size=1, stride=stride_1x1, bias=False)
        self.bn1 = FrozenBatchNorm2d(bottleneck_channels)
        self.conv2 = nn.Conv2d(bottleneck_channels, bottleneck_channels, kernel_size=3, stride=stride_3x3,
                               padding=dilation, bias=False, groups=num_groups, dilation=dilation)
        nn.init.kaiming_uniform_(self.conv2.weight, a=1)
        self.bn2 = FrozenBatchNorm2d(bottleneck_channels)
        self.conv3 = nn.Conv2d(bottleneck_channels, out_channels, kernel_size=1, bias=False)
        self.bn3 = FrozenBatchNorm2d(out_channels)
        for l in [self.conv1, self.conv3, ]:
            nn.init.kaiming_uniform_(l.weight, a=1)

    def forward(self, x):
        identity = x

        out = self.conv1(x)
        out = self.bn1(out)
        out = F.relu_(out)

        out = self.conv2(out)
        out = self.bn2(out)
        out = F.relu_(out)

        out0 = self.conv3(out)
        out = self.bn3(out0)

        if self.downsample is not None:
            identity = self.downsample(x)

        out += identity
        out = F.relu_(out)

        return out


class MrcnnBackbone(nn.Module):
    def __init__(self):
        super().__init__()
        self.stem = MrcnnStem(8)
        self.layer1 = nn.Sequential(MrcnnBottleneck(8, 4, 16))

    def forward(self, x):
        return [self.layer1(self.stem(x))]  # one feature level (stride 4)


def mrcnn_cat(tensors, dim=0):
    """modeling/utils.py cat: avoids a copy if there is only a single element in a list."""
    assert isinstance(tensors, (list, tuple))
    if len(tensors) == 1:
        return tensors[0]
    return torch.cat(tensors, dim)


class Pooler(nn.Module):
    def __init__(self, output_size, scales, sampling_ratio):
        super(Pooler, self).__init__()
        poolers = []
        for scale in scales:
            poolers.append(ROIAlign(output_size, spatial_scale=scale, sampling_ratio=sampling_ratio))
        self.poolers = nn.ModuleList(poolers)
        self.output_size = output_size
        assert len(scales) == 1  # LevelMapper's per-level nonzero / index writes are not re-implemented

    def convert_to_roi_format(self, boxes):
        concat_boxes = mrcnn_cat([b for b in boxes], dim=0)
        device, dtype = concat_boxes.device, concat_boxes.dtype
        ids = mrcnn_cat(
            [torch.full((len(b), 1), i, dtype=dtype, device=device) for i, b in enumerate(boxes)],
            dim=0,
        )
        rois = torch.cat([ids, concat_boxes], dim=1)
        return rois

    def forward(self, x, boxes):
        num_levels = len(self.poolers)
        rois = self.convert_to_roi_format(boxes)
        if num_levels == 1:
            return self.poolers[0](x[0], rois)
        raise NotImplementedError


def make_fc(dim_in, hidden_dim, use_gn=False):
    fc = nn.Linear(dim_in, hidden_dim)
    nn.init.kaiming_uniform_(fc.weight, a=1)
    nn.init.constant_(fc.bias, 0)
    return fc


class FPN2MLPFeatureExtractor(nn.Module):
    def __init__(self, in_channels, resolution, scales, sampling_ratio, representation_size):
        super(FPN2MLPFeatureExtractor, self).__init__()
        pooler = Pooler(output_size=(resolution, resolution), scales=scales, sampling_ratio=sampling_ratio)
        input_size = in_channels * resolution ** 2
        self.pooler = pooler
        self.fc6 = make_fc(input_size, representation_size)
        self.fc7 = make_fc(representation_size, representation_size)
        self.out_channels = representation_size

    def forward(self, x, proposals):
        x = self.pooler(x, proposals)
        x = x.view(x.size(0), -1)
        x = F.relu(self.fc6(x))
        x = F.relu(self.fc7(x))
        return x


class FPNPredictor(nn.Module):
    def __init__(self, in_channels, num_classes, cls_agnostic_bbox_reg=False):
        super(FPNPredictor, self).__init__()
        representation_size = in_channels
        self.cls_score = nn.Linear(representation_size, num_classes)
        num_bbox_reg_classes = 2 if cls_agnostic_bbox_reg else num_classes
        self.bbox_pred = nn.Linear(representation_size, num_bbox_reg_classes * 4)
        nn.init.normal_(self.cls_score.weight, std=0.01)
        nn.init.normal_(self.bbox_pred.weight, std=0.001)
        for l in [self.cls_score, self.bbox_pred]:
            nn.init.constant_(l.bias, 0)

    def forward(self, x):
        if x.ndimension() == 4:
            assert list(x.shape[2:]) == [1, 1]
            x = x.view(x.size(0), -1)
        scores = self.cls_score(x)
        bbox_deltas = self.bbox_pred(x)
        return scores, bbox_deltas


class ROIBoxHead(nn.Module):
    def __init__(self, in_channels=16, num_classes=5):
        super().__init__()
        self.feature_extractor = FPN2MLPFeatureExtractor(in_channels, resolution=4, scales=(0.25,),
                                                         sampling_ratio=2, representation_size=32)
        self.predictor = FPNPredictor(self.feature_extractor.out_channels, num_classes)

    def forward(self, features, proposals):
        x = self.feature_extractor(features, proposals)
        class_logits, box_regression = self.predictor(x)
        return class_logits, box_regression


class FastRCNNStep(nn.Module):
    """GeneralizedRCNN's backbone + ROI box head in training, the RPN's (detached) proposals given."""

    def __init__(self):
        super().__init__()
        self.backbone = MrcnnBackbone()
        self.box = ROIBoxHead()

    def forward(self, images, proposals):
        features = self.backbone(images)
        return self.box(features, [proposals[i] for i in range(proposals.shape[0])])


def mrcnn_smooth_l1_loss(input, target, beta=1. / 9, size_average=True):
    """very similar to the smooth_l1_loss from pytorch, but with the extra beta parameter"""
    n = torch.abs(input - target)
    cond = n < beta
    loss = torch.where(cond, 0.5 * n ** 2 / beta, n - 0.5 * beta)
    if size_average:
        return loss.mean()
    return loss.sum()


def _fastrcnn_loss(out, labels, regression_targets):
    """FastRCNNLossComputation.__call__ on the subsampled proposals' labels / regression targets; the train
    loop sums the loss dict."""
    class_logits, box_regression = out
    class_logits = mrcnn_cat([class_logits], dim=0)
    box_regression = mrcnn_cat([box_regression], dim=0)
    device = class_logits.device
    classification_loss = F.cross_entropy(class_logits, labels)
    sampled_pos_inds_subset = torch.nonzero(labels > 0).squeeze(1)
    labels_pos = labels[sampled_pos_inds_subset]
    map_inds = 4 * labels_pos[:, None] + torch.tensor([0, 1, 2, 3], device=device)
    box_loss = mrcnn_smooth_l1_loss(
        box_regression[sampled_pos_inds_subset[:, None], map_inds],
        regression_targets[sampled_pos_inds_subset],
        size_average=False,
        beta=1,
    )
    box_loss = box_loss / labels.numel()
    return classification_loss + box_loss


# ================================================================== speechbrain/speechbrain
# speechbrain/lobes/models/ECAPA_TDNN.py Conv1d / BatchNorm1d / TDNNBlock / Res2NetBlock / SEBlock /
# AttentiveStatisticsPooling / SERes2NetBlock / ECAPA_TDNN / Classifier, speechbrain/nnet/CNN.py Conv1d
# (padding 'same', padding_mode 'reflect', get_padding_elem), nnet/normalization.py BatchNorm1d,
# dataio/dataio.py length_to_mask, nnet/losses.py AdditiveAngularMargin / LogSoftmaxWrapper (the VoxCeleb
# train_speaker_embeddings.py recipe's compute_cost, margin 0.2, scale 30).
def length_to_mask(length, max_len=None, dtype=None, device=None):
    assert len(length.shape) == 1
    if max_len is None:
        max_len = length.max().long().item()  # using arange to generate mask
    mask = torch.arange(max_len, device=length.device, dtype=length.dtype).expand(
        len(length), max_len) < length.unsqueeze(1)
    if dtype is None:
        dtype = length.dtype
    if device is None:
        device = length.device
    mask = torch.as_tensor(mask, dtype=dtype, device=device)
    return mask


def get_padding_elem(L_in: int, stride: int, kernel_size: int, dilation: int):
    if stride > 1:
        padding = [math.floor(kernel_size / 2), math.floor(kernel_size / 2)]
    else:
        L_out = math.floor((L_in - dilation * (kernel_size - 1) - 1) / stride) + 1
        padding = [math.floor((L_in - L_out) / 2), math.floor((L_in - L_out) / 2)]
    return padding


class SbConv1d(nn.Module):
    """speechbrain.nnet.CNN.Conv1d with skip_transpose=True (ECAPA_TDNN.py's Conv1d subclass)."""

    def __init__(self, out_channels, kernel_size, in_channels=None, stride=1, dilation=1, padding="same",
                 groups=1, bias=True, padding_mode="reflect", skip_transpose=True, default_padding=0):
        super().__init__()
        self.kernel_size = kernel_size
        self.stride = stride
        self.dilation = dilation
        self.padding = padding
        self.padding_mode = padding_mode
        self.unsqueeze = False
        self.skip_transpose = skip_transpose
        self.in_channels = in_channels
        self.conv = nn.Conv1d(in_channels, out_channels, self.kernel_size, stride=self.stride,
                              dilation=self.dilation, padding=default_padding, groups=groups, bias=bias)

    def forward(self, x):
        if not self.skip_transpose:
            x = x.transpose(1, -1)
        if self.unsqueeze:
            x = x.unsqueeze(1)
        if self.padding == "same":
            x = self._manage_padding(x, self.kernel_size, self.dilation, self.stride)
        elif self.padding == "causal":
            num_pad = (self.kernel_size - 1) * self.dilation
            x = F.pad(x, (num_pad, 0))
        elif self.padding == "valid":
            pass
        else:
            raise ValueError("Padding must be 'same', 'valid' or 'causal'. Got " + self.padding)
        wx = self.conv(x)
        if self.unsqueeze:
            wx = wx.squeeze(1)
        if not self.skip_transpose:
            wx = wx.transpose(1, -1)
        return wx

    def _manage_padding(self, x, kernel_size: int, dilation: int, stride: int):
        # Detecting input shape
        L_in = self.in_channels
        # Time padding
        padding = get_padding_elem(L_in, stride, kernel_size, dilation)
        # Applying padding
        x = F.pad(x, padding, mode=self.padding_mode)
        return x


class SbBatchNorm1d(nn.Module):
    """speechbrain.nnet.normalization.BatchNorm1d with skip_transpose=True."""

    def __init__(self, input_size, eps=1e-05, momentum=0.1, affine=True, track_running_stats=True,
                 combine_batch_time=False, skip_transpose=True):
        super().__init__()
        self.combine_batch_time = combine_batch_time
        self.skip_transpose = skip_transpose
        self.norm = nn.BatchNorm1d(input_size, eps=eps, momentum=momentum, affine=affine,
                                   track_running_stats=track_running_stats)

    def forward(self, x):
        if not self.skip_transpose:
            x = x.transpose(-1, 1)
        x_n = self.norm(x)
        if not self.skip_transpose:
            x_n = x_n.transpose(1, -1)
        return x_n


class TDNNBlock(nn.Module):
    def __init__(self, in_channels, out_channels, kernel_size, dilation, activation=nn.ReLU, groups=1,
                 dropout=0.0):
        super().__init__()
        self.conv = SbConv1d(in_channels=in_channels, out_channels=out_channels, kernel_size=kernel_size,
                             dilation=dilation, groups=groups)
        self.activation = activation()
        self.norm = SbBatchNorm1d(input_size=out_channels)
        self.dropout = nn.Dropout1d(p=dropout)

    def forward(self, x):
        return self.dropout(self.norm(self.activation(self.conv(x))))


class Res2NetBlock(torch.nn.Module):
    def __init__(self, in_channels, out_channels, scale=8, kernel_size=3, dilation=1, dropout=0.0):
        super().__init__()
        assert in_channels % scale == 0
        assert out_channels % scale == 0
        in_channel = in_channels // scale
        hidden_channel = out_channels // scale
        self.blocks = nn.ModuleList([
            TDNNBlock(in_channel, hidden_channel, kernel_size=kernel_size, dilation=dilation, dropout=dropout)
            for i in range(scale - 1)
        ])
        self.scale = scale

    def forward(self, x):
        y = []
        for i, x_i in enumerate(torch.chunk(x, self.scale, dim=1)):
            if i == 0:
                y_i = x_i
            elif i == 1:
                y_i = self.blocks[i - 1](x_i)
            else:
                y_i = self.blocks[i - 1](x_i + y_i)
            y.append(y_i)
        y = torch.cat(y, dim=1)
        return y


class SEBlock(nn.Module):
    def __init__(self, in_channels, se_channels, out_channels):
        super().__init__()
        self.conv1 = SbConv1d(in_channels=in_channels, out_channels=se_channels, kernel_size=1)
        self.relu = torch.nn.ReLU(inplace=True)
        self.conv2 = SbConv1d(in_channels=se_channels, out_channels=out_channels, kernel_size=1)
        self.sigmoid = torch.nn.Sigmoid()

    def forward(self, x, lengths=None):
        L = x.shape[-1]
        if lengths is not None:
            mask = length_to_mask(lengths * L, max_len=L, device=x.device)
            mask = mask.unsqueeze(1)
            total = mask.sum(dim=2, keepdim=True)
            s = (x * mask).sum(dim=2, keepdim=True) / total
        else:
            s = x.mean(dim=2, keepdim=True)
        s = self.relu(self.conv1(s))
        s = self.sigmoid(self.conv2(s))
        return s * x


class AttentiveStatisticsPooling(nn.Module):
    def __init__(self, channels, attention_channels=128, global_context=True):
        super().__init__()
        self.eps = 1e-12
        self.global_context = global_context
        if global_context:
            self.tdnn = TDNNBlock(channels * 3, attention_channels, 1, 1)
        else:
            self.tdnn = TDNNBlock(channels, attention_channels, 1, 1)
        self.tanh = nn.Tanh()
        self.conv = SbConv1d(in_channels=attention_channels, out_channels=channels, kernel_size=1)

    def forward(self, x, lengths=None):
        L = x.shape[-1]

        def _compute_statistics(x, m, dim=2, eps=self.eps):
            mean = (m * x).sum(dim)
            std = torch.sqrt((m * (x - mean.unsqueeze(dim)).pow(2)).sum(dim).clamp(eps))
            return mean, std

        if lengths is None:
            lengths = torch.ones(x.shape[0], device=x.device)
        # Make binary mask of shape [N, 1, L]
        mask = length_to_mask(lengths * L, max_len=L, device=x.device)
        mask = mask.unsqueeze(1)
        # Expand the temporal context of the pooling layer by allowing the
        # self-attention to look at global properties of the utterance.
        if self.global_context:
            # torch.std is unstable for backward computation
            # https://github.com/pytorch/pytorch/issues/4320
            total = mask.sum(dim=2, keepdim=True).float()
            mean, std = _compute_statistics(x, mask / total)
            mean = mean.unsqueeze(2).repeat(1, 1, L)
            std = std.unsqueeze(2).repeat(1, 1, L)
            attn = torch.cat([x, mean, std], dim=1)
        else:
            attn = x
        # Apply layers
        attn = self.conv(self.tanh(self.tdnn(attn)))
        # Filter out zero-paddings
        attn = attn.masked_fill(mask == 0, float("-inf"))
        attn = F.softmax(attn, dim=2)
        mean, std = _compute_statistics(x, attn)
        # Append mean and std of the batch
        pooled_stats = torch.cat((mean, std), dim=1)
        pooled_stats = pooled_stats.unsqueeze(2)
        return pooled_stats


class SERes2NetBlock(nn.Module):
    def __init__(self, in_channels, out_channels, res2net_scale=8, se_channels=128, kernel_size=1, dilation=1,
                 activation=torch.nn.ReLU, groups=1, dropout=0.0):
        super().__init__()
        self.out_channels = out_channels
        self.tdnn1 = TDNNBlock(in_channels, out_channels, kernel_size=1, dilation=1, activation=activation,
                               groups=groups, dropout=dropout)
        self.res2net_block = Res2NetBlock(out_channels, out_channels, res2net_scale, kernel_size, dilation)
        self.tdnn2 = TDNNBlock(out_channels, out_channels, kernel_size=1, dilation=1, activation=activation,
                               groups=groups, dropout=dropout)
        self.se_block = SEBlock(out_channels, se_channels, out_channels)
        self.shortcut = None
        if in_channels != out_channels:
            self.shortcut = SbConv1d(in_channels=in_channels, out_channels=out_channels, kernel_size=1)

    def forward(self, x, lengths=None):
        residual = x
        if self.shortcut:
            residual = self.shortcut(x)
        x = self.tdnn1(x)
        x = self.res2net_block(x)
        x = self.tdnn2(x)
        x = self.se_block(x, lengths)
        return x + residual


class ECAPA_TDNN(torch.nn.Module):
    def __init__(self, input_size, lin_neurons=192, activation=torch.nn.ReLU, channels=[512, 512, 512, 512, 1536],
                 kernel_sizes=[5, 3, 3, 3, 1], dilations=[1, 2, 3, 4, 1], attention_channels=128, res2net_scale=8,
                 se_channels=128, global_context=True, groups=[1, 1, 1, 1, 1], dropout=0.0):
        super().__init__()
        assert len(channels) == len(kernel_sizes)
        assert len(channels) == len(dilations)
        self.channels = channels
        self.blocks = nn.ModuleList()
        # The initial TDNN layer
        self.blocks.append(TDNNBlock(input_size, channels[0], kernel_sizes[0], dilations[0], activation, groups[0],
                                     dropout))
        # SE-Res2Net layers
        for i in range(1, len(channels) - 1):
            self.blocks.append(SERes2NetBlock(channels[i - 1], channels[i], res2net_scale=res2net_scale,
                                              se_channels=se_channels, kernel_size=kernel_sizes[i],
                                              dilation=dilations[i], activation=activation, groups=groups[i],
                                              dropout=dropout))
        # Multi-layer feature aggregation
        self.mfa = TDNNBlock(channels[-2] * (len(channels) - 2), channels[-1], kernel_sizes[-1], dilations[-1],
                             activation, groups=groups[-1], dropout=dropout)
        # Attentive Statistical Pooling
        self.asp = AttentiveStatisticsPooling(channels[-1], attention_channels=attention_channels,
                                              global_context=global_context)
        self.asp_bn = SbBatchNorm1d(input_size=channels[-1] * 2)
        # Final linear transformation
        self.fc = SbConv1d(in_channels=channels[-1] * 2, out_channels=lin_neurons, kernel_size=1)

    def forward(self, x, lengths=None):
        # Minimize transpose for efficiency
        x = x.transpose(1, 2)

        xl = []
        for layer in self.blocks:
            # the source's `try: layer(x, lengths=lengths) except TypeError: layer(x)`, written as the call it
            # makes (TDNNBlock.forward takes no lengths): Dynamo's fullgraph cannot trace the bind failure
            if isinstance(layer, SERes2NetBlock):
                x = layer(x, lengths=lengths)
            else:
                x = layer(x)
            xl.append(x)

        # Multi-layer feature aggregation
        x = torch.cat(xl[1:], dim=1)
        x = self.mfa(x)

        # Attentive Statistical Pooling
        x = self.asp(x, lengths=lengths)
        x = self.asp_bn(x)

        # Final linear transformation
        x = self.fc(x)

        x = x.transpose(1, 2)
        return x


class SpeakerClassifier(torch.nn.Module):
    """ECAPA_TDNN.py Classifier (lin_blocks 0): cosine similarity to the speaker weights."""

    def __init__(self, input_size, lin_blocks=0, lin_neurons=192, out_neurons=1211):
        super().__init__()
        self.blocks = nn.ModuleList()  # lin_blocks 0: no BatchNorm1d / Linear blocks before the cosine layer
        assert lin_blocks == 0
        # Final Layer
        self.weight = nn.Parameter(torch.FloatTensor(out_neurons, input_size))
        nn.init.xavier_uniform_(self.weight)

    def forward(self, x):
        for layer in self.blocks:
            x = layer(x)
        # Need to be normalized
        x = F.linear(F.normalize(x.squeeze(1)), F.normalize(self.weight))
        return x.unsqueeze(1)


class SpeakerIdStep(nn.Module):
    """train_speaker_embeddings.py SpeakerBrain.compute_forward after feature extraction and mean_var_norm
    (the input features are given, already normalised): embedding_model(feats, lens), classifier(embeddings)."""

    def __init__(self):
        super().__init__()
        self.embedding_model = ECAPA_TDNN(16, lin_neurons=24, channels=[32, 32, 32, 32, 96],
                                          kernel_sizes=[5, 3, 3, 3, 1], dilations=[1, 2, 3, 4, 1],
                                          attention_channels=16, res2net_scale=4, se_channels=8)
        self.classifier = SpeakerClassifier(input_size=24, lin_neurons=24, out_neurons=6)

    def forward(self, feats, lens):
        embeddings = self.embedding_model(feats, lens)
        return self.classifier(embeddings)


class AngularMargin(nn.Module):
    def __init__(self, margin=0.0, scale=1.0):
        super().__init__()
        self.margin = margin
        self.scale = scale

    def forward(self, outputs, targets):
        outputs = outputs - self.margin * targets
        return self.scale * outputs


class AdditiveAngularMargin(AngularMargin):
    def __init__(self, margin=0.0, scale=1.0, easy_margin=False):
        super().__init__(margin, scale)
        self.easy_margin = easy_margin
        self.cos_m = math.cos(self.margin)
        self.sin_m = math.sin(self.margin)
        self.th = math.cos(math.pi - self.margin)
        self.mm = math.sin(math.pi - self.margin) * self.margin

    def forward(self, outputs, targets):
        cosine = outputs.float()
        cosine = torch.clamp(cosine, -1 + 1e-7, 1 - 1e-7)
        sine = torch.sqrt(1.0 - torch.pow(cosine, 2))
        phi = cosine * self.cos_m - sine * self.sin_m  # cos(theta + m)
        if self.easy_margin:
            phi = torch.where(cosine > 0, phi, cosine)
        else:
            phi = torch.where(cosine > self.th, phi, cosine - self.mm)
        outputs = (targets * phi) + ((1.0 - targets) * cosine)
        return self.scale * outputs


def _one_hot(x, num_classes):
    """F.one_hot as ATen's one_hot computes it (zeros, then scatter_ of ones along the last dim), without its
    min / max .item() range checks that make_fx cannot trace (as heldout_relate_v74.py does)."""
    return torch.zeros(*x.shape, num_classes, dtype=torch.long, device=x.device).scatter_(-1, x.unsqueeze(-1), 1)


class LogSoftmaxWrapper(nn.Module):
    def __init__(self, loss_fn):
        super().__init__()
        self.loss_fn = loss_fn
        self.criterion = torch.nn.KLDivLoss(reduction="sum")

    def forward(self, outputs, targets, length=None):
        outputs = outputs.squeeze(1)
        targets = targets.squeeze(1)
        targets = _one_hot(targets.long(), outputs.shape[1]).float()
        try:
            predictions = self.loss_fn(outputs, targets)
        except TypeError:
            predictions = self.loss_fn(outputs)
        predictions = F.log_softmax(predictions, dim=1)
        loss = self.criterion(predictions, targets) / targets.sum()
        return loss


_AAM_LOSS = LogSoftmaxWrapper(AdditiveAngularMargin(margin=0.2, scale=30))


def _aam_loss(out, spkid):
    return _AAM_LOSS(out, spkid)


# ------------------------------------------------------------------ build
def _pick(m, names):
    idx = _where(m, lambda n: n in names)
    assert len(idx) == len(names), (idx, names)
    return idx


def build(name: str, g: torch.Generator, Spec, call, ce):
    if name == "vqvae_st_recon":
        m = VectorQuantizedVAE(3, 16, K=32)
        x = torch.rand(2, 3, 16, 16, generator=g) * 2 - 1
        return Spec(m, {"x": x}, {"images": x.clone()}, call, _vqvae_loss,
                    subset=_pick(m, ("encoder.0.weight", "codebook.embedding.weight", "decoder.3.bias")),
                    notes="held out (relate v81): VQ-VAE (ritheshkumar95/pytorch-vqvae): codebook.straight_through "
                          "through the VectorQuantizationStraightThrough custom autograd.Function (nested "
                          "VectorQuantization Function: addmm distances / min under no_grad, "
                          "mark_non_differentiable indices; two outputs, the int64 indices non-differentiable; "
                          "backward grad_output.clone() for the inputs, the codebook's index_add_ only under "
                          "needs_input_grad[1], False here since the codebook is passed detached), z_q_x_bar by "
                          "index_select of the live codebook; ResBlocks whose leading ReLU(True) rewrites their "
                          "input (the decoder's: the Function output's contiguous copy) before the residual add, "
                          "BN in training mode; MSE recon + vq + commit with detaches; non-tail subset")
    if name == "apot_resnet_cifar":
        m = ResNet_Cifar(APoTBasicBlock, [1, 1, 1], num_classes=10)
        x = torch.randn(2, 3, 32, 32, generator=g)
        return Spec(m, {"x": x}, {"labels": torch.randint(0, 10, (2,), generator=g)}, call, ce,
                    subset=_pick(m, ("layer1.0.conv1.act_alpha", "layer2.0.conv2.weight_quant.wgt_alpha",
                                     "layer3.0.downsample.0.act_alpha")),
                    notes="held out (relate v81): APoT quantisation (yhhhli/APoT_Quantization CIFAR10 "
                          "quant_layer.py / resnet.py) ResNet_Cifar [1, 1, 1]: every QuantConv2d normalises its "
                          "weight by .data mean / std and quantises it through the _pq custom autograd.Function "
                          "(input.div_(alpha) IN PLACE on its input, clamp, sign, nearest additive-powers-of-two "
                          "level by abs / min indices into a closure grid tensor, saving the divided input and "
                          "the levels; backward grad_output.clone() and a summed alpha grad) and its input "
                          "activation through _uq (div, clamp(max=1), levels; backward masks the input grad, "
                          "summed alpha grad); 8-bit STE first_conv / last_fc by detach; in-place ReLUs and "
                          "out += residual, BN in training mode; CE; subset: three learned clipping alphas")
    if name == "flash_gpt_fused_ln":
        m = FaGPTLMHeadModel(vocab_size=64, n_positions=16, n_embd=32, n_layer=2, n_head=2)
        ids = torch.randint(0, 64, (2, 12), generator=g)
        return Spec(m, {"input_ids": ids}, {"labels": torch.randint(0, 64, (2, 12), generator=g)}, call, _lm_loss,
                    subset=_pick(m, ("transformer.embeddings.position_embeddings.weight",
                                     "transformer.layers.0.norm1.weight", "transformer.layers.1.norm2.bias")),
                    notes="held out (relate v81): flash-attn GPT-2 (flash_attn/models/gpt.py, modules/block.py, "
                          "mha.py, mlp.py, embedding.py) with fused_dropout_add_ln: every add + LayerNorm is "
                          "ops/triton/layer_norm.py's LayerNormFn custom autograd.Function (Triton kernels as "
                          "torch into empty buffers by copy_: residual_out, mean, rstd saved; prenorm returns "
                          "(y, residual_out), the first block's residual_out its own input reshaped; backward "
                          "takes (dy, dresidual), dx += dresidual in place, dw / db as 8 per-program partial "
                          "sums then summed, the same dx returned for x and residual); Wqkv einsum attention "
                          "with a -10000 triu mask, tanh GELU Mlp, tied lm_head; CE; non-tail subset")
    if name == "frcnn_roialign_head":
        m = FastRCNNStep()
        images = torch.randn(2, 3, 32, 32, generator=g)
        xy = torch.rand(2, 6, 2, generator=g) * 36 - 6          # some boxes start left / above the image
        wh = torch.rand(2, 6, 2, generator=g) * 14 + 2           # some end right / below it
        proposals = torch.cat([xy, xy + wh], dim=2)
        labels = torch.tensor([1, 0, 3, 0, 2, 4, 0, 1, 0, 4, 3, 0])
        regression_targets = torch.randn(12, 4, generator=g)
        return Spec(m, {"images": images, "proposals": proposals},
                    {"labels": labels, "regression_targets": regression_targets}, call, _fastrcnn_loss,
                    subset=_pick(m, ("backbone.stem.conv1.weight", "box.feature_extractor.fc6.bias",
                                     "box.predictor.cls_score.weight")),
                    notes="held out (relate v81): the Fast R-CNN box head of a Faster R-CNN step "
                          "(facebookresearch/maskrcnn-benchmark): FrozenBatchNorm2d stem / bottleneck with "
                          "F.relu_ and out += identity, Pooler (one level) building rois by torch.full / cat, the "
                          "_ROIAlign custom autograd.Function (ctx attributes and saved rois only; "
                          "RoIAlignForward as torch: per-sample bilinear corners / weights with the kernel's "
                          "boundary rules, four advanced-index gathers, mean over the 2 x 2 samples; "
                          "@once_differentiable backward RoIAlignBackwardFeature as index_add_ into at::zeros "
                          "of the input shape), FPN2MLP fc6 / fc7, FPNPredictor; CE + class-specific smooth L1 "
                          "(beta 1) on nonzero positives / numel; non-tail subset")
    if name == "ecapa_tdnn_aam":
        m = SpeakerIdStep()
        feats = torch.randn(3, 20, 16, generator=g)
        lens = torch.tensor([1.0, 0.85, 0.7])
        spkid = torch.randint(0, 6, (3, 1), generator=g)
        return Spec(m, {"feats": feats, "lens": lens}, {"spkid": spkid}, call, _aam_loss,
                    subset=_pick(m, ("embedding_model.blocks.0.conv.conv.weight",
                                     "embedding_model.blocks.2.se_block.conv2.conv.weight",
                                     "embedding_model.asp.tdnn.norm.norm.bias")),
                    notes="held out (relate v81): ECAPA-TDNN speaker-id step (speechbrain ECAPA_TDNN.py, "
                          "nnet/CNN.py, nnet/losses.py): reflect-padded 'same' Conv1d TDNN blocks (ReLU then BN "
                          "in training mode), SE-Res2Net blocks (chunk, hierarchical adds, cat; SE over "
                          "length_to_mask-masked means, in-place ReLU), multi-layer aggregation by cat, "
                          "attentive statistics pooling with global context (masked mean / std repeated and "
                          "cat'ed, masked_fill -inf, softmax over time), BN, Conv1d embedding, cosine "
                          "Classifier; LogSoftmaxWrapper(AdditiveAngularMargin 0.2 / 30) as KLDiv sum on a "
                          "one-hot; non-tail subset")
    raise KeyError(name)
