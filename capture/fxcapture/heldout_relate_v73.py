"""Seventy-third held-out set for `fxmatch relate` (2026-12-06, /work/pending/heldout_relate_v73).

Written to score main blind: captured once and scored with main's binary and
rules, no engine change in between, and no fxmatch run on these captures
while they were written. Its five families are new to the project (no earlier
set has them); each re-implements public code at small sizes: an EDM
diffusion training step (NVlabs/edm: training/networks.py Linear / Conv2d /
GroupNorm / AttentionOp / UNetBlock / FourierEmbedding / SongUNet (NCSN++) /
EDMPrecond, training/loss.py EDMLoss, training/training_loop.py's
loss.sum().mul(loss_scaling / batch_gpu_total); AttentionOp is a custom
torch.autograd.Function); a YOSO masked language model (HF transformers
src/transformers/models/yoso/modeling_yoso.py, from mlpen/YOSO: YosoEmbeddings
/ YosoSelfAttention / YosoCumulation / YosoLayer / YosoForMaskedLM, 4.3x's
BertLMPredictionHead bias link; YosoCumulation is a custom
torch.autograd.Function); an FCOS detector step (tianzhi0549/FCOS fcos_core:
modeling/backbone/resnet.py ResNet / StemWithFixedBatchNorm /
BottleneckWithFixedBatchNorm, backbone/fpn.py FPN / LastLevelP6P7,
backbone/backbone.py build_resnet_fpn_p3p7_backbone, make_layers.py
conv_with_kaiming_uniform, layers/batch_norm.py FrozenBatchNorm2d,
layers/misc.py Conv2d, layers/scale.py Scale, rpn/fcos/fcos.py FCOSHead /
FCOSModule, rpn/fcos/loss.py FCOSLossComputation, layers/iou_loss.py IOULoss,
layers/sigmoid_focal_loss.py sigmoid_focal_loss_cpu, the
fcos_imprv_R_50_FPN_1x.yaml switches); a Rainbow DQN learning step
(Kaixhin/Rainbow: model.py NoisyLinear / DQN, agent.py Agent.learn with the
categorical C51 projection); and a Demucs speech-enhancement step
(facebookresearch/denoiser: denoiser/demucs.py Demucs / BLSTM /
rescale_module, denoiser/resample.py upsample2 / downsample2 / sinc,
denoiser/stft_loss.py MultiResolutionSTFTLoss, denoiser/solver.py
_run_one_epoch's loss, launch_valentini_nc.sh's non-causal model). Every
dropout is p = 0 (random ops would make the recorded values differ between
captures; no earlier set has one either); every random draw the sources make
inside a step (EDMLoss's two randn, Rainbow's target-net reset_noise) is a
fixed input or made once at build; like heldout_relate.py's models they never
enter the zoo. edm_ncsnpp and yoso_mlm have a custom autograd.Function (its
forward and hand-written backward as the source has them).

  edm_ncsnpp       images [2, 3, 16, 16] (smooth noise in [-1, 1]), labels [2, 4] (one-hot classes 1, 3), rnd_normal
                   [2, 1, 1, 1] (randn), noise [2, 3, 16, 16] (randn, for torch.randn_like(y)) -> EDMLossStep
                   (EDMLoss.__call__(net, images, labels), P_mean -1.2, P_std 1.2, sigma_data 0.5, augment_pipe
                   None): sigma = exp(rnd_normal * 1.2 - 1.2), weight = (sigma^2 + 0.25) / (0.5 sigma)^2, n = noise *
                   sigma, D_yn = net(y + n, sigma, labels), loss = weight * (D_yn - y)^2 [2, 3, 16, 16]; net
                   EDMPrecond(img_resolution 16, img_channels 3, label_dim 4, use_fp16 False, sigma_data 0.5,
                   model_type 'SongUNet'): x / sigma to float32, sigma reshape(-1, 1, 1, 1), class_labels reshape,
                   c_skip = 0.25 / (sigma^2 + 0.25), c_out = 0.5 sigma / sqrt(sigma^2 + 0.25), c_in = 1 /
                   sqrt(0.25 + sigma^2), c_noise = log(sigma) / 4, F_x = model(c_in * x, c_noise.flatten(),
                   class_labels), D_x = c_skip * x + c_out * F_x; model SongUNet with train.py's ncsnpp switches
                   (embedding_type 'fourier', channel_mult_noise 2, encoder_type 'residual', decoder_type
                   'standard', resample_filter [1, 3, 3, 1]) at model_channels 8 for 128, channel_mult [1, 2, 2]
                   for [2, 2, 2], num_blocks 1 for 4, attn_resolutions [8] for [16] (the second level, as at 32 x
                   32), dropout 0 for 0.13, label_dropout 0: map_noise FourierEmbedding(16) (freqs buffer randn *
                   16; x.ger(2 pi freqs), cat cos / sin), the sin / cos halves swapped by reshape / flip /
                   reshape, + map_label(labels * sqrt(4)), map_layer0 / map_layer1 with silu (every Linear x @
                   W.t() then x.add_(bias) in place); encoder 16x16_conv (Conv 3x3 3 -> 8), 16x16_block0, 8x8_down
                   (UNetBlock down: FIR [1,3,3,1] outer product / 64 buffer tiled into a depthwise stride-2 conv2d
                   before the 3x3 conv, a 1x1 resample_proj skip likewise), 8x8_aux_residual (fused_resample:
                   conv2d 3x3 pad 2 then the depthwise FIR stride 2 conv; x = skips[-1] = aux = (x + aux_conv(aux))
                   / sqrt(2)), 8x8_block0 (8 -> 16, attention), 4x4_down, 4x4_aux_residual, 4x4_block0; decoder
                   4x4_in0 (attention), 4x4_in1, 4x4_block0 / block1 (cat with popped skips), 8x8_up (UNetBlock
                   up: conv_transpose2d by the filter * 4 tiled, groups, stride 2), 8x8_block0, 8x8_block1
                   (24 -> 16, attention), 16x16_up, 16x16_block0 / block1, aux_norm, aux_conv (silu) -> [2, 3, 16,
                   16]; UNetBlock (adaptive_scale False, skip_scale sqrt(0.5), eps 1e-6, resample_proj True):
                   conv0(silu(norm0(x))) (GroupNorm: min(32, C // 4) groups by F.group_norm), params =
                   affine(emb)[..., None, None], silu(norm1(x.add_(params))) (in place), conv1(F.dropout(x, p 0,
                   training)), x.add_(skip(orig) or orig) in place, * skip_scale; attention blocks: qkv 1x1 conv
                   of norm2(x) reshaped [2, C, 3, HW] and unbind(2), w = AttentionOp.apply(q, k): custom
                   autograd.Function (forward einsum('ncq,nck->nqk', q, k / sqrt(C)) in float32, softmax(dim 2),
                   save_for_backward(q, k, w); backward torch._softmax_backward_data(dw, w, 2, float32), dq =
                   einsum('nck,nqk->ncq', k, db) / sqrt(C), dk = einsum('ncq,nqk->nck', q, db) / sqrt(C)),
                   einsum('nqk,nck->ncq', w, v), proj 1x1 conv .add_(x) in place, * skip_scale; weight_init
                   xavier_uniform (init_zero 1e-5, init_attn sqrt(0.2)), GroupNorm 1 / 0; criterion:
                   training_loop.py's loss.sum().mul(loss_scaling 1 / batch_gpu_total 2); subset =
                   net.model.enc.8x8_block0.qkv.weight, net.model.map_label.bias,
                   net.model.dec.8x8_block1.norm2.weight, net.model.enc.4x4_aux_residual.weight.
  yoso_mlm         input_ids [2, 16] (vocab 40, ids 5-39, <mask> 4, row 1 padded with <pad> 1 from position 11),
                   attention_mask [2, 16] (0 on the padding), labels [2, 16] (-100 except positions 1, 6, 9, 14 /
                   3, 8; the second of each row keeps its token, the others are <mask>) -> YosoForMaskedLM(hidden
                   16, 2 layers, 2 heads (head_dim 8), intermediate 32, gelu, max_position_embeddings 32,
                   type_vocab_size 1, layer_norm_eps 1e-12, use_expectation True, hash_code_len 9, conv_window 3,
                   every dropout 0): embeddings word (padding_idx 1) + token_type (the zero token_type_ids buffer
                   sliced and expanded) then embeddings += position_embeddings(position_ids buffer (arange + 2)
                   sliced) in place, LayerNorm; per layer YosoSelfAttention: query / key / value Linears viewed
                   [2, 16, 2, 8] and transposed, conv_value_layer = depthwise Conv2d((3, 1), pad (1, 0), no bias,
                   groups 2)(value * attention_mask[:, None, :, None]), q / k / v reshaped [4, 16, 8], the mask
                   1.0 + mask / 10000.0 (the raw 0 / 1 mask, as YosoModel passes it: every entry becomes 1 by
                   .int()) unsqueezed, repeat_interleave(2, dim 1), reshaped [4, 16]; the source passes one .int()
                   of it as both query_mask and key_mask, here each is its own .int() (Dynamo refuses one tensor
                   in two autograd.Function inputs); q / k F.normalize(p 2, dim -1) (the normalize list helper),
                   YosoCumulation.apply(query_mask, key_mask, q, k, v, lsh_config): custom autograd.Function
                   (forward expectation = (1 - acos(q @ k^T) / pi)^9 * query_mask[:, :, None] * key_mask[:, None,
                   :], @ v, save_for_backward(query_mask, key_mask, expectation, q, k, v), ctx.config; backward
                   to_contiguous(grad), weighted_exp = (grad @ v^T) * expectation, grad_q = weighted_exp @ (9 / 2
                   k), grad_k = weighted_exp^T @ (9 / 2 q), grad_v = expectation^T @ grad: the paper's
                   approximate gradient, not acos's derivative), normalize, reshape [2, 2, 16, 8], context +=
                   conv_value_layer in place, permute / contiguous / view [2, 16, 16]; SelfOutput dense +
                   LayerNorm(h + input); Intermediate dense + gelu; Output dense + LayerNorm(h + attention)
                   (apply_chunking_to_forward with chunk size 0: one call); cls YosoOnlyMLMHead: transform dense /
                   gelu / LayerNorm, decoder Linear(no bias) tied to word_embeddings.weight, its bias the head's
                   bias Parameter (decoder.bias = self.bias) -> [2, 16, 40]; _init_weights normal(0, 0.02)
                   Linears and Embeddings, zero biases, padding row zeroed, LayerNorm 1 / 0 (the conv keeps
                   PyTorch's default init); criterion: YosoForMaskedLM.forward's CrossEntropyLoss()(scores.view(-1,
                   40), labels.view(-1)); subset = yoso.encoder.layer.0.attention.self.conv.weight,
                   yoso.encoder.layer.1.attention.self.key.bias, yoso.embeddings.position_embeddings.weight.
  fcos_imprv       images [2, 3, 128, 128] (smooth noise in [-1, 1], as after to_bgr255 / mean subtraction) to the
                   module; to the criterion boxes_0 [3, 4] / labels_0 [3] and boxes_1 [2, 4] / labels_1 [2] (xyxy
                   pixels, classes 1-4) -> FCOSDetector (GeneralizedRCNN's training forward up to the rpn's loss
                   evaluator): backbone Sequential(body, fpn): body ResNet R-50-FPN-RETINANET with
                   STEM_OUT_CHANNELS 8 for 64, RES2_OUT_CHANNELS 32 for 256, WIDTH_PER_GROUP 8 for 64, NUM_GROUPS 1,
                   STRIDE_IN_1X1 True, block counts [1, 1, 1, 1] for [3, 4, 6, 3], FREEZE_CONV_BODY_AT 0 for 2 (a
                   frozen conv has no gradient for the capture to ask for): StemWithFixedBatchNorm (Conv 7x7 s2
                   no bias, FrozenBatchNorm2d (weight / bias / running_mean / running_var buffers: scale = w *
                   rsqrt(var), x * scale + bias - mean * scale), F.relu_, max_pool2d(3, 2, 1)), layer1..4
                   BottleneckWithFixedBatchNorm (conv1 1x1 with the stride / FrozenBN / F.relu_, conv2 3x3 /
                   FrozenBN / F.relu_, conv3 1x1 / FrozenBN, downsample 1x1 conv + FrozenBN, out += identity in
                   place, F.relu_; misc.Conv2d's numel check) -> [2, 32, 32, 32], [2, 64, 16, 16], [2, 128, 8, 8],
                   [2, 256, 4, 4]; fpn FPN(in_channels_list [0, 64, 128, 256], 32 for 256, conv_with_kaiming_uniform
                   (no GN, no ReLU)): fpn_inner4 1x1 on C5, fpn_layer4 3x3, then for C4, C3 inner 1x1 + F.interpolate
                   (nearest, to the lateral's size) and fpn_layer 3x3 inserted at the front, layer1 unused,
                   LastLevelP6P7(32, 32) on P5 (USE_C5 False): p6 3x3 s2, p7 = 3x3 s2 of F.relu(p6) -> P3..P7 [2,
                   32, 16, 16] .. [2, 32, 1, 1]; rpn FCOSModule: FCOSHead(NUM_CLASSES 5 for 81, NUM_CONVS 4,
                   PRIOR_PROB 0.01, USE_DCN_IN_TOWER False, fcos_imprv switches CENTERNESS_ON_REG and
                   NORM_REG_TARGETS True): cls_tower / bbox_tower 4 x (Conv 3x3 + GroupNorm(32, 32) + ReLU) shared
                   over the levels, cls_logits (4 channels), centerness of the box tower, bbox_pred * Scale(1.0)
                   per level then F.relu (training with normalized targets); normal(0.01) convs, zero biases, the
                   cls bias -log(99); compute_locations (arange by the stride, torch.meshgrid, stack + stride // 2);
                   returns (box_cls, box_regression, centerness, locations); kaiming_uniform(a 1) backbone / FPN
                   convs; criterion: FCOSLossComputation (LOSS_GAMMA 2, LOSS_ALPHA 0.25, FPN_STRIDES [8, 16, 32, 64,
                   128], CENTER_SAMPLING_RADIUS 1.5, IOU_LOSS_TYPE 'giou', one process) on BoxList targets:
                   prepare_targets (object sizes of interest [-1, 64] .. [512, INF] expanded per location, cat;
                   compute_targets_for_locations: l / t / r / b by broadcasting, stack, get_sample_region (center
                   boxes by torch.where written into center_gt slices per level, min > 0; its "no gt" early
                   return branches on a traced value make_fx cannot take and is left out: every image has boxes),
                   max range test, area[None].repeat with INF written at both masks, min over the gts, gathers,
                   labels at INF set to 0; split per level, cat over the images, / stride), flatten of the
                   permuted predictions, nonzero positives (40 at P3, 12 at P4), sigmoid focal loss (the CPU
                   path; its gamma[0] / alpha[0] lines fail on float config values and are left out) sum / max(num
                   pos, 1), centerness targets sqrt(min / max products), GIoU loss weighted by them (sum; the
                   `weight.sum() > 0` branch is on a traced value, the weighted branch kept) / their sum (the
                   0-d tensor: its .item() cannot be traced, same value), BCEWithLogits(sum) on the positives'
                   centerness / num pos; losses = sum(loss_dict.values()); subset =
                   backbone.body.layer3.0.conv2.weight, backbone.fpn.fpn_inner3.bias, rpn.head.bbox_tower.3.weight,
                   rpn.head.scales.1.scale.
  rainbow_c51      states / next_states [4, 4, 84, 84] (uniform noise, history_length 4), to the criterion actions
                   [4], returns [4] (n-step returns), nonterminals [4, 1], weights [4] (importance weights) ->
                   RainbowStep (Agent.learn()'s network part: log_ps = online_net(states, log=True); under no_grad
                   pns = online_net(next_states) and target_net(next_states)): DQN(architecture 'data-efficient':
                   Conv(4, 8, 5, s5) / ReLU / Conv(8, 16, 5, s5) / ReLU for 32 / 64 channels, view [4, 144],
                   NoisyLinear fc_h_v / fc_h_a (144 -> 32 for 256) with F.relu, fc_z_v (-> 51 atoms), fc_z_a (->
                   6 actions x 51), noisy_std 0.1; NoisyLinear in training: F.linear(x, weight_mu + weight_sigma
                   * weight_epsilon, bias_mu + bias_sigma * bias_epsilon), the epsilon buffers from reset_noise
                   (factorised sign(x) sqrt(|x|) noise, outer product) at construction; dueling q = v + a -
                   a.mean(1), log_softmax / softmax over the atoms) -> [4, 6, 51] x 3; the target net (a
                   load_state_dict copy of the online net, train(), requires_grad False, its reset_noise() drawn
                   once at build) is held unregistered; criterion: the rest of learn() (atoms 51, V_min -10,
                   V_max 10, multi_step 3, discount 0.99): log_ps_a = log_ps[range(4), actions], under no_grad dns
                   = support.expand_as(pns) * pns, argmax_indices_ns = dns.sum(2).argmax(1), pns_a = target
                   pns[range(4), argmax], Tz = returns[:, None] + nonterminals * 0.99^3 * support, clamp, b = (Tz
                   + 10) / 0.4, l / u = floor / ceil to int64, l[(u > 0) * (l == u)] -= 1 and u[(l < 50) * (l ==
                   u)] += 1 in place, m = zeros [4, 51], offset linspace expanded, m.view(-1).index_add_ twice
                   (pns_a (u - b), pns_a (b - l)); loss = -sum(m * log_ps_a, 1), (weights * loss).mean()
                   (clip_grad_norm_ and the priority update come after the backward); subset =
                   online_net.convs.2.bias, online_net.fc_h_a.weight_sigma, online_net.fc_z_v.bias_mu.
  demucs_denoiser  noisy [2, 1, 256] (clean + 0.05 randn), to the criterion clean [2, 1, 256] (two sinusoid mixtures)
                   -> Demucs(chin 1, chout 1, hidden 8 for 48, depth 3 for 5, kernel_size 8, stride 4, causal
                   False (launch_valentini_nc.sh), resample 4, growth 2, normalize True, glu True, rescale 0.1,
                   floor 1e-3): mono = mix.mean(1), std = mono.std(-1), mix / (1e-3 + std), F.pad to
                   valid_length 261, upsample2 twice (sinc(t) * odd hann_window taps (t *= pi in place; sinc by
                   torch.where with a torch.tensor(1.)), conv1d pad 56, [..., 1:], stack with x, view) -> [2, 1,
                   1044]; encoder 3 x (Conv1d(k 8, s 4) / ReLU / Conv1d 1x1 to 2 C / GLU(1)) -> [2, 8, 260],
                   [2, 16, 64], [2, 32, 15]; permute(2, 0, 1), BLSTM (nn.LSTM(32, 32, 2 layers, bidirectional) +
                   Linear(64, 32)), permute(1, 2, 0); decoder 3 x (x + skip[..., :T], Conv1d 1x1 / GLU /
                   ConvTranspose1d(k 8, s 4), ReLU but the last); downsample2 twice (even / odd slices, odd
                   through the sinc conv, [..., :-1], + even, * 0.5), x[..., :256], std * x; rescale_module
                   (weights and biases of every Conv1d / ConvTranspose1d / sqrt(std / 0.1)); mkldnn off (the
                   LSTM graph replays without the mkldnn workspace); criterion: solver.py's training loss (args.loss
                   'l1', stft_loss True): F.l1_loss(clean, estimate), loss += sc + mag of MultiResolutionSTFTLoss
                   (fft_sizes [64, 128, 32], hop_sizes [8, 16, 4], win_lengths [40, 80, 16] for [1024, 2048, 512] /
                   [120, 240, 50] / [600, 1200, 240], hann window buffers, factor_sc / factor_mag 0.1) on
                   squeeze(1): per resolution stft (torch.stft now needs return_complex for real input:
                   return_complex=True and view_as_real give the [..., 2] the code indexes), sqrt(clamp(re^2 + im^2,
                   1e-7)) transposed, spectral convergence (fro norm of the difference / fro norm), L1 of the
                   logs; sc_loss += / mag_loss += over the resolutions, / 3, * 0.1; subset = encoder.1.2.weight,
                   lstm.lstm.weight_hh_l0_reverse, decoder.1.2.bias, lstm.linear.weight.
No subset above is a tail.
"""
from __future__ import annotations

import math
from collections import OrderedDict
from types import SimpleNamespace

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F
from .heldout_subsets import where as _where

V73 = ["edm_ncsnpp", "yoso_mlm", "fcos_imprv", "rainbow_c51", "demucs_denoiser"]


# ------------------------------------------------------------------ EDM (NVlabs/edm training/networks.py, loss.py)
def weight_init(shape, mode, fan_in, fan_out):
    if mode == 'xavier_uniform': return np.sqrt(6 / (fan_in + fan_out)) * (torch.rand(*shape) * 2 - 1)
    if mode == 'xavier_normal':  return np.sqrt(2 / (fan_in + fan_out)) * torch.randn(*shape)
    if mode == 'kaiming_uniform': return np.sqrt(3 / fan_in) * (torch.rand(*shape) * 2 - 1)
    if mode == 'kaiming_normal':  return np.sqrt(1 / fan_in) * torch.randn(*shape)
    raise ValueError(f'Invalid init mode "{mode}"')


class EdmLinear(nn.Module):
    """networks.py's Linear: x @ W^T, then the bias added in place."""

    def __init__(self, in_features, out_features, bias=True, init_mode='kaiming_normal', init_weight=1, init_bias=0):
        super().__init__()
        self.in_features = in_features
        self.out_features = out_features
        init_kwargs = dict(mode=init_mode, fan_in=in_features, fan_out=out_features)
        self.weight = torch.nn.Parameter(weight_init([out_features, in_features], **init_kwargs) * init_weight)
        self.bias = torch.nn.Parameter(weight_init([out_features], **init_kwargs) * init_bias) if bias else None

    def forward(self, x):
        x = x @ self.weight.to(x.dtype).t()
        if self.bias is not None:
            x = x.add_(self.bias.to(x.dtype))
        return x


class EdmConv2d(nn.Module):
    """networks.py's Conv2d with optional FIR up / downsampling (a resample_filter buffer), fused or not; the bias
    added in place."""

    def __init__(self,
        in_channels, out_channels, kernel, bias=True, up=False, down=False,
        resample_filter=[1,1], fused_resample=False, init_mode='kaiming_normal', init_weight=1, init_bias=0,
    ):
        assert not (up and down)
        super().__init__()
        self.in_channels = in_channels
        self.out_channels = out_channels
        self.up = up
        self.down = down
        self.fused_resample = fused_resample
        init_kwargs = dict(mode=init_mode, fan_in=in_channels*kernel*kernel, fan_out=out_channels*kernel*kernel)
        self.weight = torch.nn.Parameter(weight_init([out_channels, in_channels, kernel, kernel], **init_kwargs) * init_weight) if kernel else None
        self.bias = torch.nn.Parameter(weight_init([out_channels], **init_kwargs) * init_bias) if kernel and bias else None
        f = torch.as_tensor(resample_filter, dtype=torch.float32)
        f = f.ger(f).unsqueeze(0).unsqueeze(1) / f.sum().square()
        self.register_buffer('resample_filter', f if up or down else None)

    def forward(self, x):
        w = self.weight.to(x.dtype) if self.weight is not None else None
        b = self.bias.to(x.dtype) if self.bias is not None else None
        f = self.resample_filter.to(x.dtype) if self.resample_filter is not None else None
        w_pad = w.shape[-1] // 2 if w is not None else 0
        f_pad = (f.shape[-1] - 1) // 2 if f is not None else 0

        if self.fused_resample and self.up and w is not None:
            x = torch.nn.functional.conv_transpose2d(x, f.mul(4).tile([self.in_channels, 1, 1, 1]), groups=self.in_channels, stride=2, padding=w_pad+f_pad)
            x = torch.nn.functional.conv2d(x, w)
        elif self.fused_resample and self.down and w is not None:
            x = torch.nn.functional.conv2d(x, w, padding=w_pad+f_pad)
            x = torch.nn.functional.conv2d(x, f.tile([self.out_channels, 1, 1, 1]), groups=self.out_channels, stride=2)
        else:
            if self.up:
                x = torch.nn.functional.conv_transpose2d(x, f.mul(4).tile([self.in_channels, 1, 1, 1]), groups=self.in_channels, stride=2, padding=f_pad)
            if self.down:
                x = torch.nn.functional.conv2d(x, f.tile([self.in_channels, 1, 1, 1]), groups=self.in_channels, stride=2, padding=f_pad)
            if w is not None:
                x = torch.nn.functional.conv2d(x, w, padding=w_pad)
        if b is not None:
            x = x.add_(b.reshape(1, -1, 1, 1))
        return x


class EdmGroupNorm(nn.Module):
    """networks.py's GroupNorm: min(num_groups, C // min_channels_per_group) groups, F.group_norm."""

    def __init__(self, num_channels, num_groups=32, min_channels_per_group=4, eps=1e-5):
        super().__init__()
        self.num_groups = min(num_groups, num_channels // min_channels_per_group)
        self.eps = eps
        self.weight = torch.nn.Parameter(torch.ones(num_channels))
        self.bias = torch.nn.Parameter(torch.zeros(num_channels))

    def forward(self, x):
        x = torch.nn.functional.group_norm(x, num_groups=self.num_groups, weight=self.weight.to(x.dtype), bias=self.bias.to(x.dtype), eps=self.eps)
        return x


class AttentionOp(torch.autograd.Function):
    """networks.py's AttentionOp: softmax(Q^T K / sqrt(C)) in FP32 with a hand-written backward
    (torch._softmax_backward_data, then two einsums)."""

    @staticmethod
    def forward(ctx, q, k):
        w = torch.einsum('ncq,nck->nqk', q.to(torch.float32), (k / np.sqrt(k.shape[1])).to(torch.float32)).softmax(dim=2).to(q.dtype)
        ctx.save_for_backward(q, k, w)
        return w

    @staticmethod
    def backward(ctx, dw):
        q, k, w = ctx.saved_tensors
        db = torch._softmax_backward_data(grad_output=dw.to(torch.float32), output=w.to(torch.float32), dim=2, input_dtype=torch.float32)
        dq = torch.einsum('nck,nqk->ncq', k.to(torch.float32), db).to(q.dtype) / np.sqrt(k.shape[1])
        dk = torch.einsum('ncq,nqk->nck', q.to(torch.float32), db).to(k.dtype) / np.sqrt(k.shape[1])
        return dq, dk


class UNetBlock(nn.Module):
    """networks.py's UNetBlock (the union of the DDPM++ / NCSN++ / ADM blocks)."""

    def __init__(self,
        in_channels, out_channels, emb_channels, up=False, down=False, attention=False,
        num_heads=None, channels_per_head=64, dropout=0, skip_scale=1, eps=1e-5,
        resample_filter=[1,1], resample_proj=False, adaptive_scale=True,
        init=dict(), init_zero=dict(init_weight=0), init_attn=None,
    ):
        super().__init__()
        self.in_channels = in_channels
        self.out_channels = out_channels
        self.emb_channels = emb_channels
        self.num_heads = 0 if not attention else num_heads if num_heads is not None else out_channels // channels_per_head
        self.dropout = dropout
        self.skip_scale = skip_scale
        self.adaptive_scale = adaptive_scale

        self.norm0 = EdmGroupNorm(num_channels=in_channels, eps=eps)
        self.conv0 = EdmConv2d(in_channels=in_channels, out_channels=out_channels, kernel=3, up=up, down=down, resample_filter=resample_filter, **init)
        self.affine = EdmLinear(in_features=emb_channels, out_features=out_channels*(2 if adaptive_scale else 1), **init)
        self.norm1 = EdmGroupNorm(num_channels=out_channels, eps=eps)
        self.conv1 = EdmConv2d(in_channels=out_channels, out_channels=out_channels, kernel=3, **init_zero)

        self.skip = None
        if out_channels != in_channels or up or down:
            kernel = 1 if resample_proj or out_channels!= in_channels else 0
            self.skip = EdmConv2d(in_channels=in_channels, out_channels=out_channels, kernel=kernel, up=up, down=down, resample_filter=resample_filter, **init)

        if self.num_heads:
            self.norm2 = EdmGroupNorm(num_channels=out_channels, eps=eps)
            self.qkv = EdmConv2d(in_channels=out_channels, out_channels=out_channels*3, kernel=1, **(init_attn if init_attn is not None else init))
            self.proj = EdmConv2d(in_channels=out_channels, out_channels=out_channels, kernel=1, **init_zero)

    def forward(self, x, emb):
        orig = x
        x = self.conv0(F.silu(self.norm0(x)))

        params = self.affine(emb).unsqueeze(2).unsqueeze(3).to(x.dtype)
        if self.adaptive_scale:
            scale, shift = params.chunk(chunks=2, dim=1)
            x = F.silu(torch.addcmul(shift, self.norm1(x), scale + 1))
        else:
            x = F.silu(self.norm1(x.add_(params)))

        x = self.conv1(torch.nn.functional.dropout(x, p=self.dropout, training=self.training))
        x = x.add_(self.skip(orig) if self.skip is not None else orig)
        x = x * self.skip_scale

        if self.num_heads:
            q, k, v = self.qkv(self.norm2(x)).reshape(x.shape[0] * self.num_heads, x.shape[1] // self.num_heads, 3, -1).unbind(2)
            w = AttentionOp.apply(q, k)
            a = torch.einsum('nqk,nck->ncq', w, v)
            x = self.proj(a.reshape(*x.shape)).add_(x)
            x = x * self.skip_scale
        return x


class FourierEmbedding(nn.Module):
    """networks.py's FourierEmbedding (NCSN++ noise embedding): a random freqs buffer."""

    def __init__(self, num_channels, scale=16):
        super().__init__()
        self.register_buffer('freqs', torch.randn(num_channels // 2) * scale)

    def forward(self, x):
        x = x.ger((2 * np.pi * self.freqs).to(x.dtype))
        x = torch.cat([x.cos(), x.sin()], dim=1)
        return x


class PositionalEmbedding(nn.Module):
    """networks.py's PositionalEmbedding (DDPM++ / ADM noise embedding)."""

    def __init__(self, num_channels, max_positions=10000, endpoint=False):
        super().__init__()
        self.num_channels = num_channels
        self.max_positions = max_positions
        self.endpoint = endpoint

    def forward(self, x):
        freqs = torch.arange(start=0, end=self.num_channels//2, dtype=torch.float32, device=x.device)
        freqs = freqs / (self.num_channels // 2 - (1 if self.endpoint else 0))
        freqs = (1 / self.max_positions) ** freqs
        x = x.ger(freqs.to(x.dtype))
        x = torch.cat([x.cos(), x.sin()], dim=1)
        return x


class SongUNet(nn.Module):
    """networks.py's SongUNet (DDPM++ / NCSN++ re-implementation of yang-song/score_sde_pytorch)."""

    def __init__(self,
        img_resolution, in_channels, out_channels, label_dim=0, augment_dim=0,
        model_channels=128, channel_mult=[1,2,2,2], channel_mult_emb=4, num_blocks=4, attn_resolutions=[16],
        dropout=0.10, label_dropout=0,
        embedding_type='positional', channel_mult_noise=1, encoder_type='standard', decoder_type='standard',
        resample_filter=[1,1],
    ):
        assert embedding_type in ['fourier', 'positional']
        assert encoder_type in ['standard', 'skip', 'residual']
        assert decoder_type in ['standard', 'skip']

        super().__init__()
        self.label_dropout = label_dropout
        emb_channels = model_channels * channel_mult_emb
        noise_channels = model_channels * channel_mult_noise
        init = dict(init_mode='xavier_uniform')
        init_zero = dict(init_mode='xavier_uniform', init_weight=1e-5)
        init_attn = dict(init_mode='xavier_uniform', init_weight=np.sqrt(0.2))
        block_kwargs = dict(
            emb_channels=emb_channels, num_heads=1, dropout=dropout, skip_scale=np.sqrt(0.5), eps=1e-6,
            resample_filter=resample_filter, resample_proj=True, adaptive_scale=False,
            init=init, init_zero=init_zero, init_attn=init_attn,
        )

        # Mapping.
        self.map_noise = PositionalEmbedding(num_channels=noise_channels, endpoint=True) if embedding_type == 'positional' else FourierEmbedding(num_channels=noise_channels)
        self.map_label = EdmLinear(in_features=label_dim, out_features=noise_channels, **init) if label_dim else None
        self.map_augment = EdmLinear(in_features=augment_dim, out_features=noise_channels, bias=False, **init) if augment_dim else None
        self.map_layer0 = EdmLinear(in_features=noise_channels, out_features=emb_channels, **init)
        self.map_layer1 = EdmLinear(in_features=emb_channels, out_features=emb_channels, **init)

        # Encoder.
        self.enc = torch.nn.ModuleDict()
        cout = in_channels
        caux = in_channels
        for level, mult in enumerate(channel_mult):
            res = img_resolution >> level
            if level == 0:
                cin = cout
                cout = model_channels
                self.enc[f'{res}x{res}_conv'] = EdmConv2d(in_channels=cin, out_channels=cout, kernel=3, **init)
            else:
                self.enc[f'{res}x{res}_down'] = UNetBlock(in_channels=cout, out_channels=cout, down=True, **block_kwargs)
                if encoder_type == 'skip':
                    self.enc[f'{res}x{res}_aux_down'] = EdmConv2d(in_channels=caux, out_channels=caux, kernel=0, down=True, resample_filter=resample_filter)
                    self.enc[f'{res}x{res}_aux_skip'] = EdmConv2d(in_channels=caux, out_channels=cout, kernel=1, **init)
                if encoder_type == 'residual':
                    self.enc[f'{res}x{res}_aux_residual'] = EdmConv2d(in_channels=caux, out_channels=cout, kernel=3, down=True, resample_filter=resample_filter, fused_resample=True, **init)
                    caux = cout
            for idx in range(num_blocks):
                cin = cout
                cout = model_channels * mult
                attn = (res in attn_resolutions)
                self.enc[f'{res}x{res}_block{idx}'] = UNetBlock(in_channels=cin, out_channels=cout, attention=attn, **block_kwargs)
        skips = [block.out_channels for name, block in self.enc.items() if 'aux' not in name]

        # Decoder.
        self.dec = torch.nn.ModuleDict()
        for level, mult in reversed(list(enumerate(channel_mult))):
            res = img_resolution >> level
            if level == len(channel_mult) - 1:
                self.dec[f'{res}x{res}_in0'] = UNetBlock(in_channels=cout, out_channels=cout, attention=True, **block_kwargs)
                self.dec[f'{res}x{res}_in1'] = UNetBlock(in_channels=cout, out_channels=cout, **block_kwargs)
            else:
                self.dec[f'{res}x{res}_up'] = UNetBlock(in_channels=cout, out_channels=cout, up=True, **block_kwargs)
            for idx in range(num_blocks + 1):
                cin = cout + skips.pop()
                cout = model_channels * mult
                attn = (idx == num_blocks and res in attn_resolutions)
                self.dec[f'{res}x{res}_block{idx}'] = UNetBlock(in_channels=cin, out_channels=cout, attention=attn, **block_kwargs)
            if decoder_type == 'skip' or level == 0:
                if decoder_type == 'skip' and level < len(channel_mult) - 1:
                    self.dec[f'{res}x{res}_aux_up'] = EdmConv2d(in_channels=out_channels, out_channels=out_channels, kernel=0, up=True, resample_filter=resample_filter)
                self.dec[f'{res}x{res}_aux_norm'] = EdmGroupNorm(num_channels=cout, eps=1e-6)
                self.dec[f'{res}x{res}_aux_conv'] = EdmConv2d(in_channels=cout, out_channels=out_channels, kernel=3, **init_zero)

    def forward(self, x, noise_labels, class_labels, augment_labels=None):
        # Mapping.
        emb = self.map_noise(noise_labels)
        emb = emb.reshape(emb.shape[0], 2, -1).flip(1).reshape(*emb.shape) # swap sin/cos
        if self.map_label is not None:
            tmp = class_labels
            if self.training and self.label_dropout:
                tmp = tmp * (torch.rand([x.shape[0], 1], device=x.device) >= self.label_dropout).to(tmp.dtype)
            emb = emb + self.map_label(tmp * np.sqrt(self.map_label.in_features))
        if self.map_augment is not None and augment_labels is not None:
            emb = emb + self.map_augment(augment_labels)
        emb = F.silu(self.map_layer0(emb))
        emb = F.silu(self.map_layer1(emb))

        # Encoder.
        skips = []
        aux = x
        for name, block in self.enc.items():
            if 'aux_down' in name:
                aux = block(aux)
            elif 'aux_skip' in name:
                x = skips[-1] = x + block(aux)
            elif 'aux_residual' in name:
                x = skips[-1] = aux = (x + block(aux)) / np.sqrt(2)
            else:
                x = block(x, emb) if isinstance(block, UNetBlock) else block(x)
                skips.append(x)

        # Decoder.
        aux = None
        tmp = None
        for name, block in self.dec.items():
            if 'aux_up' in name:
                aux = block(aux)
            elif 'aux_norm' in name:
                tmp = block(x)
            elif 'aux_conv' in name:
                tmp = block(F.silu(tmp))
                aux = tmp if aux is None else tmp + aux
            else:
                if x.shape[1] != block.in_channels:
                    x = torch.cat([x, skips.pop()], dim=1)
                x = block(x, emb)
        return aux


class EDMPrecond(nn.Module):
    """networks.py's EDMPrecond: c_skip / c_out / c_in / c_noise preconditioning around the raw network."""

    def __init__(self,
        img_resolution, img_channels, label_dim=0, use_fp16=False, sigma_min=0, sigma_max=float('inf'),
        sigma_data=0.5, model_type='DhariwalUNet', **model_kwargs,
    ):
        super().__init__()
        self.img_resolution = img_resolution
        self.img_channels = img_channels
        self.label_dim = label_dim
        self.use_fp16 = use_fp16
        self.sigma_min = sigma_min
        self.sigma_max = sigma_max
        self.sigma_data = sigma_data
        self.model = {"SongUNet": SongUNet}[model_type](img_resolution=img_resolution, in_channels=img_channels, out_channels=img_channels, label_dim=label_dim, **model_kwargs)

    def forward(self, x, sigma, class_labels=None, force_fp32=False, **model_kwargs):
        x = x.to(torch.float32)
        sigma = sigma.to(torch.float32).reshape(-1, 1, 1, 1)
        class_labels = None if self.label_dim == 0 else torch.zeros([1, self.label_dim], device=x.device) if class_labels is None else class_labels.to(torch.float32).reshape(-1, self.label_dim)
        dtype = torch.float16 if (self.use_fp16 and not force_fp32 and x.device.type == 'cuda') else torch.float32

        c_skip = self.sigma_data ** 2 / (sigma ** 2 + self.sigma_data ** 2)
        c_out = sigma * self.sigma_data / (sigma ** 2 + self.sigma_data ** 2).sqrt()
        c_in = 1 / (self.sigma_data ** 2 + sigma ** 2).sqrt()
        c_noise = sigma.log() / 4

        F_x = self.model((c_in * x).to(dtype), c_noise.flatten(), class_labels=class_labels, **model_kwargs)
        assert F_x.dtype == dtype
        D_x = c_skip * x + c_out * F_x.to(torch.float32)
        return D_x


class EDMLossStep(nn.Module):
    """loss.py's EDMLoss.__call__(net, images, labels) with its two random draws as inputs: rnd_normal (torch.randn
    [B, 1, 1, 1]) and noise (torch.randn_like(y)); augment_pipe None. Returns the per-element loss, which
    training_loop.py sums and scales."""

    def __init__(self, net, P_mean=-1.2, P_std=1.2, sigma_data=0.5):
        super().__init__()
        self.net = net
        self.P_mean = P_mean
        self.P_std = P_std
        self.sigma_data = sigma_data

    def forward(self, images, labels, rnd_normal, noise):
        sigma = (rnd_normal * self.P_std + self.P_mean).exp()
        weight = (sigma ** 2 + self.sigma_data ** 2) / (sigma * self.sigma_data) ** 2
        y, augment_labels = (images, None)
        n = noise * sigma
        D_yn = self.net(y + n, sigma, labels, augment_labels=augment_labels)
        loss = weight * ((D_yn - y) ** 2)
        return loss


def _edm_training_loop_loss(loss, loss_scaling=1.0, batch_gpu_total=2):
    """training_loop.py: loss.sum().mul(loss_scaling / batch_gpu_total).backward()."""
    return loss.sum().mul(loss_scaling / batch_gpu_total)


# ------------------------------------------------------------------ YOSO (HF transformers models/yoso/modeling_yoso.py)
def to_contiguous(input_tensors):
    if isinstance(input_tensors, list):
        out = []
        for tensor in input_tensors:
            if not tensor.is_contiguous():
                tensor = tensor.contiguous()
            out.append(tensor)
        return out
    else:
        if not input_tensors.is_contiguous():
            input_tensors = input_tensors.contiguous()
        return input_tensors


def normalize(input_tensors):
    if isinstance(input_tensors, list):
        out = []
        for tensor in input_tensors:
            out.append(nn.functional.normalize(tensor, p=2, dim=-1))
        return out
    else:
        return nn.functional.normalize(input_tensors, p=2, dim=-1)


class YosoCumulation(torch.autograd.Function):
    """modeling_yoso.py's YosoCumulation: the expectation of the LSH attention, (1 - acos(q k^T) / pi)^tau masked,
    @ v; its hand-written backward is the paper's approximate gradient (not the derivative of acos)."""

    @staticmethod
    def forward(ctx, query_mask, key_mask, query, key, value, config):
        hash_code_len = config["hash_code_len"]

        expectation = (1 - torch.acos(torch.matmul(query, key.transpose(-1, -2))) / math.pi) ** hash_code_len
        expectation = expectation * query_mask[:, :, None] * key_mask[:, None, :]
        cumulation_value = torch.matmul(expectation, value)

        ctx.save_for_backward(query_mask, key_mask, expectation, query, key, value)
        ctx.config = config

        return cumulation_value

    @staticmethod
    def backward(ctx, grad):
        grad = to_contiguous(grad)

        query_mask, key_mask, expectation, query, key, value = ctx.saved_tensors
        config = ctx.config

        hash_code_len = config["hash_code_len"]

        weighted_exp = torch.matmul(grad, value.transpose(-1, -2)) * expectation
        grad_query = torch.matmul(weighted_exp, (hash_code_len / 2) * key)
        grad_key = torch.matmul(weighted_exp.transpose(-1, -2), (hash_code_len / 2) * query)
        grad_value = torch.matmul(expectation.transpose(-1, -2), grad)

        return None, None, grad_query, grad_key, grad_value, None


class YosoEmbeddings(nn.Module):
    """Construct the embeddings from word, position and token_type embeddings (copied from Nystromformer)."""

    def __init__(self, config):
        super().__init__()
        self.word_embeddings = nn.Embedding(config.vocab_size, config.hidden_size, padding_idx=config.pad_token_id)
        self.position_embeddings = nn.Embedding(config.max_position_embeddings + 2, config.hidden_size)
        self.token_type_embeddings = nn.Embedding(config.type_vocab_size, config.hidden_size)

        self.LayerNorm = nn.LayerNorm(config.hidden_size, eps=config.layer_norm_eps)
        self.dropout = nn.Dropout(config.hidden_dropout_prob)

        self.register_buffer(
            "position_ids", torch.arange(config.max_position_embeddings).expand((1, -1)) + 2, persistent=False
        )
        self.register_buffer(
            "token_type_ids",
            torch.zeros(self.position_ids.size(), dtype=torch.long, device=self.position_ids.device),
            persistent=False,
        )

    def forward(self, input_ids=None, token_type_ids=None, position_ids=None, inputs_embeds=None):
        if input_ids is not None:
            input_shape = input_ids.size()
        else:
            input_shape = inputs_embeds.size()[:-1]

        seq_length = input_shape[1]

        if position_ids is None:
            position_ids = self.position_ids[:, :seq_length]

        if token_type_ids is None:
            if hasattr(self, "token_type_ids"):
                buffered_token_type_ids = self.token_type_ids[:, :seq_length]
                buffered_token_type_ids_expanded = buffered_token_type_ids.expand(input_shape[0], seq_length)
                token_type_ids = buffered_token_type_ids_expanded
            else:
                token_type_ids = torch.zeros(input_shape, dtype=torch.long, device=self.position_ids.device)

        if inputs_embeds is None:
            inputs_embeds = self.word_embeddings(input_ids)
        token_type_embeddings = self.token_type_embeddings(token_type_ids)
        embeddings = inputs_embeds + token_type_embeddings

        position_embeddings = self.position_embeddings(position_ids)
        embeddings += position_embeddings

        embeddings = self.LayerNorm(embeddings)
        embeddings = self.dropout(embeddings)
        return embeddings


class YosoSelfAttention(nn.Module):
    """modeling_yoso.py's YosoSelfAttention, use_expectation True (the YosoLSHCumulation branch needs the CUDA
    lsh_cumulation kernels and is left out: never taken here)."""

    def __init__(self, config):
        super().__init__()
        if config.hidden_size % config.num_attention_heads != 0 and not hasattr(config, "embedding_size"):
            raise ValueError(
                f"The hidden size ({config.hidden_size}) is not a multiple of the number of attention "
                f"heads ({config.num_attention_heads})"
            )
        self.num_attention_heads = config.num_attention_heads
        self.attention_head_size = int(config.hidden_size / config.num_attention_heads)
        self.all_head_size = self.num_attention_heads * self.attention_head_size

        self.query = nn.Linear(config.hidden_size, self.all_head_size)
        self.key = nn.Linear(config.hidden_size, self.all_head_size)
        self.value = nn.Linear(config.hidden_size, self.all_head_size)

        self.dropout = nn.Dropout(config.attention_probs_dropout_prob)

        self.use_expectation = config.use_expectation
        self.hash_code_len = config.hash_code_len
        self.use_conv = config.conv_window is not None
        self.use_fast_hash = config.use_fast_hash
        self.num_hash = config.num_hash
        self.lsh_backward = config.lsh_backward

        self.lsh_config = {
            "hash_code_len": self.hash_code_len,
            "use_fast_hash": self.use_fast_hash,
            "num_hash": self.num_hash,
            "lsh_backward": self.lsh_backward,
        }

        if config.conv_window is not None:
            self.conv = nn.Conv2d(
                in_channels=config.num_attention_heads,
                out_channels=config.num_attention_heads,
                kernel_size=(config.conv_window, 1),
                padding=(config.conv_window // 2, 0),
                bias=False,
                groups=config.num_attention_heads,
            )

    def forward(self, hidden_states, attention_mask=None, output_attentions=False):
        batch_size, seq_length, _ = hidden_states.shape
        query_layer = (
            self.query(hidden_states)
            .view(batch_size, -1, self.num_attention_heads, self.attention_head_size)
            .transpose(1, 2)
        )
        key_layer = (
            self.key(hidden_states)
            .view(batch_size, -1, self.num_attention_heads, self.attention_head_size)
            .transpose(1, 2)
        )
        value_layer = (
            self.value(hidden_states)
            .view(batch_size, -1, self.num_attention_heads, self.attention_head_size)
            .transpose(1, 2)
        )

        if self.use_conv:
            conv_value_layer = self.conv(value_layer * attention_mask[:, None, :, None])

        batch_size, num_heads, seq_len, head_dim = query_layer.size()

        query_layer = query_layer.reshape(batch_size * num_heads, seq_len, head_dim)
        key_layer = key_layer.reshape(batch_size * num_heads, seq_len, head_dim)
        value_layer = value_layer.reshape(batch_size * num_heads, seq_len, head_dim)

        attention_mask = 1.0 + attention_mask / 10000.0
        attention_mask = (
            attention_mask.unsqueeze(1)
            .repeat_interleave(num_heads, dim=1)
            .reshape(batch_size * num_heads, seq_len)
        )
        # the source passes one .int() tensor as both query_mask and key_mask; Dynamo refuses one tensor in two
        # autograd.Function inputs, so each mask is its own .int() of the same values
        query_mask, key_mask = attention_mask.int(), attention_mask.int()

        # the head_dim < 32 zero padding is for the CUDA kernels only (not use_expectation)
        assert self.use_expectation

        if self.use_expectation or self.training:
            query_layer, key_layer = normalize([query_layer, key_layer])

        context_layer = YosoCumulation.apply(
            query_mask, key_mask, query_layer, key_layer, value_layer, self.lsh_config
        )

        context_layer = normalize(context_layer)

        context_layer = context_layer.reshape(batch_size, num_heads, seq_len, head_dim)

        if self.use_conv:
            context_layer += conv_value_layer

        context_layer = context_layer.permute(0, 2, 1, 3).contiguous()
        new_context_layer_shape = context_layer.size()[:-2] + (self.all_head_size,)
        context_layer = context_layer.view(*new_context_layer_shape)

        outputs = (context_layer, context_layer) if output_attentions else (context_layer,)

        return outputs


class YosoSelfOutput(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.dense = nn.Linear(config.hidden_size, config.hidden_size)
        self.LayerNorm = nn.LayerNorm(config.hidden_size, eps=config.layer_norm_eps)
        self.dropout = nn.Dropout(config.hidden_dropout_prob)

    def forward(self, hidden_states, input_tensor):
        hidden_states = self.dense(hidden_states)
        hidden_states = self.dropout(hidden_states)
        hidden_states = self.LayerNorm(hidden_states + input_tensor)
        return hidden_states


class YosoAttention(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.self = YosoSelfAttention(config)
        self.output = YosoSelfOutput(config)

    def forward(self, hidden_states, attention_mask=None, output_attentions=False):
        self_outputs = self.self(hidden_states, attention_mask, output_attentions)
        attention_output = self.output(self_outputs[0], hidden_states)
        outputs = (attention_output,) + self_outputs[1:]
        return outputs


class YosoIntermediate(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.dense = nn.Linear(config.hidden_size, config.intermediate_size)
        self.intermediate_act_fn = nn.functional.gelu  # ACT2FN["gelu"]

    def forward(self, hidden_states):
        hidden_states = self.dense(hidden_states)
        hidden_states = self.intermediate_act_fn(hidden_states)
        return hidden_states


class YosoOutput(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.dense = nn.Linear(config.intermediate_size, config.hidden_size)
        self.LayerNorm = nn.LayerNorm(config.hidden_size, eps=config.layer_norm_eps)
        self.dropout = nn.Dropout(config.hidden_dropout_prob)

    def forward(self, hidden_states, input_tensor):
        hidden_states = self.dense(hidden_states)
        hidden_states = self.dropout(hidden_states)
        hidden_states = self.LayerNorm(hidden_states + input_tensor)
        return hidden_states


class YosoLayer(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.chunk_size_feed_forward = config.chunk_size_feed_forward
        self.seq_len_dim = 1
        self.attention = YosoAttention(config)
        self.intermediate = YosoIntermediate(config)
        self.output = YosoOutput(config)

    def forward(self, hidden_states, attention_mask=None, output_attentions=False):
        self_attention_outputs = self.attention(hidden_states, attention_mask, output_attentions=output_attentions)
        attention_output = self_attention_outputs[0]

        outputs = self_attention_outputs[1:]

        # apply_chunking_to_forward with chunk_size 0 calls the function once
        assert self.chunk_size_feed_forward == 0
        layer_output = self.feed_forward_chunk(attention_output)
        outputs = (layer_output,) + outputs

        return outputs

    def feed_forward_chunk(self, attention_output):
        intermediate_output = self.intermediate(attention_output)
        layer_output = self.output(intermediate_output, attention_output)
        return layer_output


class YosoEncoder(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.config = config
        self.layer = nn.ModuleList([YosoLayer(config) for _ in range(config.num_hidden_layers)])

    def forward(self, hidden_states, attention_mask=None):
        for i, layer_module in enumerate(self.layer):
            layer_outputs = layer_module(hidden_states, attention_mask, False)
            hidden_states = layer_outputs[0]
        return hidden_states


class YosoPredictionHeadTransform(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.dense = nn.Linear(config.hidden_size, config.hidden_size)
        self.transform_act_fn = nn.functional.gelu
        self.LayerNorm = nn.LayerNorm(config.hidden_size, eps=config.layer_norm_eps)

    def forward(self, hidden_states):
        hidden_states = self.dense(hidden_states)
        hidden_states = self.transform_act_fn(hidden_states)
        hidden_states = self.LayerNorm(hidden_states)
        return hidden_states


class YosoLMPredictionHead(nn.Module):
    """BertLMPredictionHead (4.3x): decoder without its own bias, linked to the head's bias Parameter."""

    def __init__(self, config):
        super().__init__()
        self.transform = YosoPredictionHeadTransform(config)
        self.decoder = nn.Linear(config.hidden_size, config.vocab_size, bias=False)
        self.bias = nn.Parameter(torch.zeros(config.vocab_size))
        # Need a link between the two variables so that the bias is correctly resized with `resize_token_embeddings`
        self.decoder.bias = self.bias

    def forward(self, hidden_states):
        hidden_states = self.transform(hidden_states)
        hidden_states = self.decoder(hidden_states)
        return hidden_states


class YosoOnlyMLMHead(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.predictions = YosoLMPredictionHead(config)

    def forward(self, sequence_output):
        prediction_scores = self.predictions(sequence_output)
        return prediction_scores


class YosoModel(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.config = config
        self.embeddings = YosoEmbeddings(config)
        self.encoder = YosoEncoder(config)

    def forward(self, input_ids, attention_mask=None):
        input_shape = input_ids.size()
        batch_size, seq_length = input_shape
        device = input_ids.device

        if attention_mask is None:
            attention_mask = torch.ones(((batch_size, seq_length)), device=device)

        buffered_token_type_ids = self.embeddings.token_type_ids[:, :seq_length]
        buffered_token_type_ids_expanded = buffered_token_type_ids.expand(batch_size, seq_length)
        token_type_ids = buffered_token_type_ids_expanded

        embedding_output = self.embeddings(input_ids=input_ids, position_ids=None, token_type_ids=token_type_ids)
        sequence_output = self.encoder(embedding_output, attention_mask=attention_mask)
        return sequence_output


class YosoForMaskedLM(nn.Module):
    """YosoForMaskedLM with PreTrainedModel's post_init: _init_weights then tie_weights (decoder weight =
    word_embeddings weight)."""

    def __init__(self, config):
        super().__init__()
        self.config = config
        self.yoso = YosoModel(config)
        self.cls = YosoOnlyMLMHead(config)
        self.apply(self._init_weights)
        self.cls.predictions.decoder.weight = self.yoso.embeddings.word_embeddings.weight

    def _init_weights(self, module):
        """Initialize the weights"""
        if isinstance(module, nn.Linear):
            module.weight.data.normal_(mean=0.0, std=self.config.initializer_range)
            if module.bias is not None:
                module.bias.data.zero_()
        elif isinstance(module, nn.Embedding):
            module.weight.data.normal_(mean=0.0, std=self.config.initializer_range)
            if module.padding_idx is not None:
                module.weight.data[module.padding_idx].zero_()
        elif isinstance(module, nn.LayerNorm):
            module.bias.data.zero_()
            module.weight.data.fill_(1.0)

    def forward(self, input_ids, attention_mask):
        sequence_output = self.yoso(input_ids, attention_mask=attention_mask)
        prediction_scores = self.cls(sequence_output)
        return prediction_scores


def _yoso_mlm_loss(prediction_scores, labels, vocab_size=40):
    """YosoForMaskedLM.forward: CrossEntropyLoss()(prediction_scores.view(-1, vocab_size), labels.view(-1))."""
    loss_fct = nn.CrossEntropyLoss()  # -100 index = padding token
    masked_lm_loss = loss_fct(prediction_scores.view(-1, vocab_size), labels.view(-1))
    return masked_lm_loss


# ------------------------------------------------------------------ FCOS (tianzhi0549/FCOS fcos_core/)
class FrozenBatchNorm2d(nn.Module):
    """fcos_core/layers/batch_norm.py: BatchNorm2d where the batch statistics and the affine parameters are fixed
    (four buffers)."""

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


class FcosConv2d(torch.nn.Conv2d):
    """fcos_core/layers/misc.py's Conv2d (the empty-tensor branch never taken)."""

    def forward(self, x):
        if x.numel() > 0:
            return super(FcosConv2d, self).forward(x)
        raise RuntimeError("empty input")


class Scale(nn.Module):
    """fcos_core/layers/scale.py."""

    def __init__(self, init_value=1.0):
        super(Scale, self).__init__()
        self.scale = nn.Parameter(torch.FloatTensor([init_value]))

    def forward(self, input):
        return input * self.scale


class Bottleneck(nn.Module):
    """backbone/resnet.py's Bottleneck (BottleneckWithFixedBatchNorm): stride in the 1x1 (STRIDE_IN_1X1), F.relu_
    in place, out += identity in place."""

    def __init__(self, in_channels, bottleneck_channels, out_channels, num_groups, stride_in_1x1, stride, dilation,
                 norm_func):
        super(Bottleneck, self).__init__()

        self.downsample = None
        if in_channels != out_channels:
            down_stride = stride if dilation == 1 else 1
            self.downsample = nn.Sequential(
                FcosConv2d(
                    in_channels, out_channels,
                    kernel_size=1, stride=down_stride, bias=False
                ),
                norm_func(out_channels),
            )
            for modules in [self.downsample,]:
                for l in modules.modules():
                    if isinstance(l, FcosConv2d):
                        nn.init.kaiming_uniform_(l.weight, a=1)

        if dilation > 1:
            stride = 1 # reset to be 1

        stride_1x1, stride_3x3 = (stride, 1) if stride_in_1x1 else (1, stride)

        self.conv1 = FcosConv2d(
            in_channels,
            bottleneck_channels,
            kernel_size=1,
            stride=stride_1x1,
            bias=False,
        )
        self.bn1 = norm_func(bottleneck_channels)

        self.conv2 = FcosConv2d(
            bottleneck_channels,
            bottleneck_channels,
            kernel_size=3,
            stride=stride_3x3,
            padding=dilation,
            bias=False,
            groups=num_groups,
            dilation=dilation
        )
        self.bn2 = norm_func(bottleneck_channels)

        self.conv3 = FcosConv2d(
            bottleneck_channels, out_channels, kernel_size=1, bias=False
        )
        self.bn3 = norm_func(out_channels)

        for l in [self.conv1, self.conv2, self.conv3,]:
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


class StemWithFixedBatchNorm(nn.Module):
    """backbone/resnet.py's BaseStem with FrozenBatchNorm2d: 7x7 s2 conv, FrozenBN, relu_, max_pool2d(3, 2, 1)."""

    def __init__(self, out_channels):
        super().__init__()
        self.conv1 = FcosConv2d(3, out_channels, kernel_size=7, stride=2, padding=3, bias=False)
        self.bn1 = FrozenBatchNorm2d(out_channels)
        for l in [self.conv1,]:
            nn.init.kaiming_uniform_(l.weight, a=1)

    def forward(self, x):
        x = self.conv1(x)
        x = self.bn1(x)
        x = F.relu_(x)
        x = F.max_pool2d(x, kernel_size=3, stride=2, padding=1)
        return x


class FcosResNet(nn.Module):
    """backbone/resnet.py's ResNet for R-50-FPN-RETINANET (every stage returns its features); STEM_OUT_CHANNELS,
    RES2_OUT_CHANNELS and WIDTH_PER_GROUP divided by 8 and the stage block counts cut to `blocks`;
    FREEZE_CONV_BODY_AT 0 (see the module docstring)."""

    def __init__(self, stem_out=8, res2_out=32, num_groups=1, width_per_group=8, blocks=(1, 1, 1, 1),
                 stride_in_1x1=True):
        super().__init__()
        self.stem = StemWithFixedBatchNorm(stem_out)
        in_channels = stem_out
        stage2_bottleneck_channels = num_groups * width_per_group
        self.stages = []
        self.return_features = {}
        for index, block_count in enumerate(blocks, 1):
            name = "layer" + str(index)
            stage2_relative_factor = 2 ** (index - 1)
            bottleneck_channels = stage2_bottleneck_channels * stage2_relative_factor
            out_channels = res2_out * stage2_relative_factor
            layers = []
            stride = int(index > 1) + 1
            for _ in range(block_count):
                layers.append(Bottleneck(in_channels, bottleneck_channels, out_channels, num_groups, stride_in_1x1,
                                         stride, 1, FrozenBatchNorm2d))
                stride = 1
                in_channels = out_channels
            self.add_module(name, nn.Sequential(*layers))
            self.stages.append(name)
            self.return_features[name] = True

    def forward(self, x):
        outputs = []
        x = self.stem(x)
        for stage_name in self.stages:
            x = getattr(self, stage_name)(x)
            if self.return_features[stage_name]:
                outputs.append(x)
        return outputs


def conv_with_kaiming_uniform(use_gn=False, use_relu=False):
    """modeling/make_layers.py (use_gn False, use_relu False for FCOS's FPN)."""

    def make_conv(in_channels, out_channels, kernel_size, stride=1, dilation=1):
        conv = FcosConv2d(
            in_channels,
            out_channels,
            kernel_size=kernel_size,
            stride=stride,
            padding=dilation * (kernel_size - 1) // 2,
            dilation=dilation,
            bias=False if use_gn else True
        )
        # Caffe2 implementation uses XavierFill, which in fact
        # corresponds to kaiming_uniform_ in PyTorch
        nn.init.kaiming_uniform_(conv.weight, a=1)
        if not use_gn:
            nn.init.constant_(conv.bias, 0)
        module = [conv,]
        assert not use_gn and not use_relu
        return conv

    return make_conv


class LastLevelP6P7(nn.Module):
    """backbone/fpn.py: P6 / P7 from P5 (RETINANET.USE_C5 False for FCOS)."""

    def __init__(self, in_channels, out_channels):
        super(LastLevelP6P7, self).__init__()
        self.p6 = nn.Conv2d(in_channels, out_channels, 3, 2, 1)
        self.p7 = nn.Conv2d(out_channels, out_channels, 3, 2, 1)
        for module in [self.p6, self.p7]:
            nn.init.kaiming_uniform_(module.weight, a=1)
            nn.init.constant_(module.bias, 0)
        self.use_P5 = in_channels == out_channels

    def forward(self, c5, p5):
        x = p5 if self.use_P5 else c5
        p6 = self.p6(x)
        p7 = self.p7(F.relu(p6))
        return [p6, p7]


class FPN(nn.Module):
    """backbone/fpn.py's FPN (in_channels_list [0, 64, 128, 256]: layer1 has no inner / layer block)."""

    def __init__(self, in_channels_list, out_channels, conv_block, top_blocks=None):
        super(FPN, self).__init__()
        self.inner_blocks = []
        self.layer_blocks = []
        for idx, in_channels in enumerate(in_channels_list, 1):
            inner_block = "fpn_inner{}".format(idx)
            layer_block = "fpn_layer{}".format(idx)

            if in_channels == 0:
                continue
            inner_block_module = conv_block(in_channels, out_channels, 1)
            layer_block_module = conv_block(out_channels, out_channels, 3, 1)
            self.add_module(inner_block, inner_block_module)
            self.add_module(layer_block, layer_block_module)
            self.inner_blocks.append(inner_block)
            self.layer_blocks.append(layer_block)
        self.top_blocks = top_blocks

    def forward(self, x):
        last_inner = getattr(self, self.inner_blocks[-1])(x[-1])
        results = []
        results.append(getattr(self, self.layer_blocks[-1])(last_inner))
        for feature, inner_block, layer_block in zip(
            x[:-1][::-1], self.inner_blocks[:-1][::-1], self.layer_blocks[:-1][::-1]
        ):
            if not inner_block:
                continue
            inner_lateral = getattr(self, inner_block)(feature)
            inner_top_down = F.interpolate(
                last_inner, size=(int(inner_lateral.shape[-2]), int(inner_lateral.shape[-1])),
                mode='nearest'
            )
            last_inner = inner_lateral + inner_top_down
            results.insert(0, getattr(self, layer_block)(last_inner))

        if isinstance(self.top_blocks, LastLevelP6P7):
            last_results = self.top_blocks(x[-1], results[-1])
            results.extend(last_results)

        return tuple(results)


class FCOSHead(torch.nn.Module):
    """rpn/fcos/fcos.py's FCOSHead (NORM_REG_TARGETS and CENTERNESS_ON_REG on, USE_DCN_IN_TOWER off): cls / bbox
    towers of Conv3x3 + GroupNorm(32) + ReLU shared over the levels, per-level Scale, relu'd box regression in
    training."""

    def __init__(self, in_channels, num_classes_cfg=5, num_convs=4, fpn_strides=(8, 16, 32, 64, 128),
                 norm_reg_targets=True, centerness_on_reg=True, prior_prob=0.01):
        super(FCOSHead, self).__init__()
        num_classes = num_classes_cfg - 1
        self.fpn_strides = list(fpn_strides)
        self.norm_reg_targets = norm_reg_targets
        self.centerness_on_reg = centerness_on_reg

        cls_tower = []
        bbox_tower = []
        for i in range(num_convs):
            conv_func = nn.Conv2d
            cls_tower.append(conv_func(in_channels, in_channels, kernel_size=3, stride=1, padding=1, bias=True))
            cls_tower.append(nn.GroupNorm(32, in_channels))
            cls_tower.append(nn.ReLU())
            bbox_tower.append(conv_func(in_channels, in_channels, kernel_size=3, stride=1, padding=1, bias=True))
            bbox_tower.append(nn.GroupNorm(32, in_channels))
            bbox_tower.append(nn.ReLU())

        self.add_module('cls_tower', nn.Sequential(*cls_tower))
        self.add_module('bbox_tower', nn.Sequential(*bbox_tower))
        self.cls_logits = nn.Conv2d(in_channels, num_classes, kernel_size=3, stride=1, padding=1)
        self.bbox_pred = nn.Conv2d(in_channels, 4, kernel_size=3, stride=1, padding=1)
        self.centerness = nn.Conv2d(in_channels, 1, kernel_size=3, stride=1, padding=1)

        # initialization
        for modules in [self.cls_tower, self.bbox_tower,
                        self.cls_logits, self.bbox_pred,
                        self.centerness]:
            for l in modules.modules():
                if isinstance(l, nn.Conv2d):
                    torch.nn.init.normal_(l.weight, std=0.01)
                    torch.nn.init.constant_(l.bias, 0)

        # initialize the bias for focal loss
        bias_value = -math.log((1 - prior_prob) / prior_prob)
        torch.nn.init.constant_(self.cls_logits.bias, bias_value)

        self.scales = nn.ModuleList([Scale(init_value=1.0) for _ in range(5)])

    def forward(self, x):
        logits = []
        bbox_reg = []
        centerness = []
        for l, feature in enumerate(x):
            cls_tower = self.cls_tower(feature)
            box_tower = self.bbox_tower(feature)

            logits.append(self.cls_logits(cls_tower))
            if self.centerness_on_reg:
                centerness.append(self.centerness(box_tower))
            else:
                centerness.append(self.centerness(cls_tower))

            bbox_pred = self.scales[l](self.bbox_pred(box_tower))
            if self.norm_reg_targets:
                if self.training:
                    bbox_pred = F.relu(bbox_pred)
                    bbox_reg.append(bbox_pred)
                else:
                    bbox_reg.append(bbox_pred * self.fpn_strides[l])
            else:
                bbox_reg.append(torch.exp(bbox_pred))
        return logits, bbox_reg, centerness


class FCOSModule(torch.nn.Module):
    """rpn/fcos/fcos.py's FCOSModule (training: the head and compute_locations; its loss_evaluator is the
    criterion)."""

    def __init__(self, in_channels, fpn_strides=(8, 16, 32, 64, 128), **head_kwargs):
        super(FCOSModule, self).__init__()
        self.head = FCOSHead(in_channels, fpn_strides=fpn_strides, **head_kwargs)
        self.fpn_strides = list(fpn_strides)

    def forward(self, features):
        box_cls, box_regression, centerness = self.head(features)
        locations = self.compute_locations(features)
        return box_cls, box_regression, centerness, locations

    def compute_locations(self, features):
        locations = []
        for level, feature in enumerate(features):
            h, w = feature.size()[-2:]
            locations_per_level = self.compute_locations_per_level(
                h, w, self.fpn_strides[level],
                feature.device
            )
            locations.append(locations_per_level)
        return locations

    def compute_locations_per_level(self, h, w, stride, device):
        shifts_x = torch.arange(
            0, w * stride, step=stride,
            dtype=torch.float32, device=device
        )
        shifts_y = torch.arange(
            0, h * stride, step=stride,
            dtype=torch.float32, device=device
        )
        shift_y, shift_x = torch.meshgrid(shifts_y, shifts_x, indexing="ij")
        shift_x = shift_x.reshape(-1)
        shift_y = shift_y.reshape(-1)
        locations = torch.stack((shift_x, shift_y), dim=1) + stride // 2
        return locations


class FCOSDetector(nn.Module):
    """detector/generalized_rcnn.py's GeneralizedRCNN training forward up to the rpn's loss evaluator: backbone
    (body ResNet + fpn, modeling/backbone/backbone.py build_resnet_fpn_p3p7_backbone) then FCOSModule."""

    def __init__(self, stem_out=8, res2_out=32, width_per_group=8, blocks=(1, 1, 1, 1), out_channels=32,
                 num_classes_cfg=5, num_convs=4):
        super().__init__()
        body = FcosResNet(stem_out=stem_out, res2_out=res2_out, width_per_group=width_per_group, blocks=blocks)
        in_channels_stage2 = res2_out
        in_channels_p6p7 = out_channels  # RETINANET.USE_C5 False
        fpn = FPN(
            in_channels_list=[
                0,
                in_channels_stage2 * 2,
                in_channels_stage2 * 4,
                in_channels_stage2 * 8,
            ],
            out_channels=out_channels,
            conv_block=conv_with_kaiming_uniform(False, False),
            top_blocks=LastLevelP6P7(in_channels_p6p7, out_channels),
        )
        self.backbone = nn.Sequential(OrderedDict([("body", body), ("fpn", fpn)]))
        self.rpn = FCOSModule(out_channels, num_classes_cfg=num_classes_cfg, num_convs=num_convs)

    def forward(self, images):
        features = self.backbone(images)
        return self.rpn(features)


class BoxList:
    """structures/bounding_box.py's BoxList, the parts the loss reads (xyxy bbox, labels field, area)."""

    def __init__(self, bbox, labels, mode="xyxy"):
        self.bbox = bbox
        self.mode = mode
        self.extra_fields = {"labels": labels}

    def get_field(self, field):
        return self.extra_fields[field]

    def area(self):
        box = self.bbox
        if self.mode == "xyxy":
            TO_REMOVE = 1
            area = (box[:, 2] - box[:, 0] + TO_REMOVE) * (box[:, 3] - box[:, 1] + TO_REMOVE)
        else:
            raise RuntimeError("Should not be here")
        return area


INF = 100000000


def sigmoid_focal_loss_cpu(logits, targets, gamma, alpha):
    """layers/sigmoid_focal_loss.py's CPU path (its gamma = gamma[0] / alpha = alpha[0] lines fail on the float
    config values and are left out, as later forks did)."""
    num_classes = logits.shape[1]
    dtype = targets.dtype
    device = targets.device
    class_range = torch.arange(1, num_classes+1, dtype=dtype, device=device).unsqueeze(0)

    t = targets.unsqueeze(1)
    p = torch.sigmoid(logits)
    term1 = (1 - p) ** gamma * torch.log(p)
    term2 = p ** gamma * torch.log(1 - p)
    return -(t == class_range).float() * term1 * alpha - ((t != class_range) * (t >= 0)).float() * term2 * (1 - alpha)


class SigmoidFocalLoss(nn.Module):
    def __init__(self, gamma, alpha):
        super(SigmoidFocalLoss, self).__init__()
        self.gamma = gamma
        self.alpha = alpha

    def forward(self, logits, targets):
        loss_func = sigmoid_focal_loss_cpu
        loss = loss_func(logits, targets, self.gamma, self.alpha)
        return loss.sum()


class IOULoss(nn.Module):
    """layers/iou_loss.py (weighted sum)."""

    def __init__(self, loss_type="iou"):
        super(IOULoss, self).__init__()
        self.loss_type = loss_type

    def forward(self, pred, target, weight=None):
        pred_left = pred[:, 0]
        pred_top = pred[:, 1]
        pred_right = pred[:, 2]
        pred_bottom = pred[:, 3]

        target_left = target[:, 0]
        target_top = target[:, 1]
        target_right = target[:, 2]
        target_bottom = target[:, 3]

        target_area = (target_left + target_right) * \
                      (target_top + target_bottom)
        pred_area = (pred_left + pred_right) * \
                    (pred_top + pred_bottom)

        w_intersect = torch.min(pred_left, target_left) + torch.min(pred_right, target_right)
        g_w_intersect = torch.max(pred_left, target_left) + torch.max(
            pred_right, target_right)
        h_intersect = torch.min(pred_bottom, target_bottom) + torch.min(pred_top, target_top)
        g_h_intersect = torch.max(pred_bottom, target_bottom) + torch.max(pred_top, target_top)
        ac_uion = g_w_intersect * g_h_intersect + 1e-7
        area_intersect = w_intersect * h_intersect
        area_union = target_area + pred_area - area_intersect
        ious = (area_intersect + 1.0) / (area_union + 1.0)
        gious = ious - (ac_uion - area_union) / ac_uion
        if self.loss_type == 'iou':
            losses = -torch.log(ious)
        elif self.loss_type == 'linear_iou':
            losses = 1 - ious
        elif self.loss_type == 'giou':
            losses = 1 - gious
        else:
            raise NotImplementedError

        # `if weight is not None and weight.sum() > 0:` branches on a traced value (make_fx cannot); the weights
        # here are centerness targets, positive, so the weighted branch is the one taken
        if weight is not None:
            return (losses * weight).sum()
        else:
            assert losses.numel() != 0
            return losses.sum()


class FCOSLossComputation(object):
    """rpn/fcos/loss.py's FCOSLossComputation (one process: get_num_gpus() 1, no reduce_sum)."""

    def __init__(self, gamma=2.0, alpha=0.25, fpn_strides=(8, 16, 32, 64, 128), center_sampling_radius=1.5,
                 iou_loss_type="giou", norm_reg_targets=True):
        self.cls_loss_func = SigmoidFocalLoss(gamma, alpha)
        self.fpn_strides = list(fpn_strides)
        self.center_sampling_radius = center_sampling_radius
        self.iou_loss_type = iou_loss_type
        self.norm_reg_targets = norm_reg_targets
        self.box_reg_loss_func = IOULoss(self.iou_loss_type)
        self.centerness_loss_func = nn.BCEWithLogitsLoss(reduction="sum")

    def get_sample_region(self, gt, strides, num_points_per, gt_xs, gt_ys, radius=1.0):
        num_gts = gt.shape[0]
        K = len(gt_xs)
        gt = gt[None].expand(K, num_gts, 4)
        center_x = (gt[..., 0] + gt[..., 2]) / 2
        center_y = (gt[..., 1] + gt[..., 3]) / 2
        center_gt = gt.new_zeros(gt.shape)
        # no gt: `if center_x[..., 0].sum() == 0: return gt_xs.new_zeros(gt_xs.shape, dtype=torch.uint8)`, a branch
        # on a traced value that make_fx cannot take (every image here has boxes), left out
        beg = 0
        for level, n_p in enumerate(num_points_per):
            end = beg + n_p
            stride = strides[level] * radius
            xmin = center_x[beg:end] - stride
            ymin = center_y[beg:end] - stride
            xmax = center_x[beg:end] + stride
            ymax = center_y[beg:end] + stride
            # limit sample region in gt
            center_gt[beg:end, :, 0] = torch.where(
                xmin > gt[beg:end, :, 0], xmin, gt[beg:end, :, 0]
            )
            center_gt[beg:end, :, 1] = torch.where(
                ymin > gt[beg:end, :, 1], ymin, gt[beg:end, :, 1]
            )
            center_gt[beg:end, :, 2] = torch.where(
                xmax > gt[beg:end, :, 2],
                gt[beg:end, :, 2], xmax
            )
            center_gt[beg:end, :, 3] = torch.where(
                ymax > gt[beg:end, :, 3],
                gt[beg:end, :, 3], ymax
            )
            beg = end
        left = gt_xs[:, None] - center_gt[..., 0]
        right = center_gt[..., 2] - gt_xs[:, None]
        top = gt_ys[:, None] - center_gt[..., 1]
        bottom = center_gt[..., 3] - gt_ys[:, None]
        center_bbox = torch.stack((left, top, right, bottom), -1)
        inside_gt_bbox_mask = center_bbox.min(-1)[0] > 0
        return inside_gt_bbox_mask

    def prepare_targets(self, points, targets):
        object_sizes_of_interest = [
            [-1, 64],
            [64, 128],
            [128, 256],
            [256, 512],
            [512, INF],
        ]
        expanded_object_sizes_of_interest = []
        for l, points_per_level in enumerate(points):
            object_sizes_of_interest_per_level = \
                points_per_level.new_tensor(object_sizes_of_interest[l])
            expanded_object_sizes_of_interest.append(
                object_sizes_of_interest_per_level[None].expand(len(points_per_level), -1)
            )

        expanded_object_sizes_of_interest = torch.cat(expanded_object_sizes_of_interest, dim=0)
        num_points_per_level = [len(points_per_level) for points_per_level in points]
        self.num_points_per_level = num_points_per_level
        points_all_level = torch.cat(points, dim=0)
        labels, reg_targets = self.compute_targets_for_locations(
            points_all_level, targets, expanded_object_sizes_of_interest
        )

        for i in range(len(labels)):
            labels[i] = torch.split(labels[i], num_points_per_level, dim=0)
            reg_targets[i] = torch.split(reg_targets[i], num_points_per_level, dim=0)

        labels_level_first = []
        reg_targets_level_first = []
        for level in range(len(points)):
            labels_level_first.append(
                torch.cat([labels_per_im[level] for labels_per_im in labels], dim=0)
            )

            reg_targets_per_level = torch.cat([
                reg_targets_per_im[level]
                for reg_targets_per_im in reg_targets
            ], dim=0)

            if self.norm_reg_targets:
                reg_targets_per_level = reg_targets_per_level / self.fpn_strides[level]
            reg_targets_level_first.append(reg_targets_per_level)

        return labels_level_first, reg_targets_level_first

    def compute_targets_for_locations(self, locations, targets, object_sizes_of_interest):
        labels = []
        reg_targets = []
        xs, ys = locations[:, 0], locations[:, 1]

        for im_i in range(len(targets)):
            targets_per_im = targets[im_i]
            assert targets_per_im.mode == "xyxy"
            bboxes = targets_per_im.bbox
            labels_per_im = targets_per_im.get_field("labels")
            area = targets_per_im.area()

            l = xs[:, None] - bboxes[:, 0][None]
            t = ys[:, None] - bboxes[:, 1][None]
            r = bboxes[:, 2][None] - xs[:, None]
            b = bboxes[:, 3][None] - ys[:, None]
            reg_targets_per_im = torch.stack([l, t, r, b], dim=2)

            if self.center_sampling_radius > 0:
                is_in_boxes = self.get_sample_region(
                    bboxes,
                    self.fpn_strides,
                    self.num_points_per_level,
                    xs, ys,
                    radius=self.center_sampling_radius
                )
            else:
                # no center sampling, it will use all the locations within a ground-truth box
                is_in_boxes = reg_targets_per_im.min(dim=2)[0] > 0

            max_reg_targets_per_im = reg_targets_per_im.max(dim=2)[0]
            # limit the regression range for each location
            is_cared_in_the_level = \
                (max_reg_targets_per_im >= object_sizes_of_interest[:, [0]]) & \
                (max_reg_targets_per_im <= object_sizes_of_interest[:, [1]])

            locations_to_gt_area = area[None].repeat(len(locations), 1)
            locations_to_gt_area[is_in_boxes == 0] = INF
            locations_to_gt_area[is_cared_in_the_level == 0] = INF

            # if there are still more than one objects for a location,
            # we choose the one with minimal area
            locations_to_min_area, locations_to_gt_inds = locations_to_gt_area.min(dim=1)

            reg_targets_per_im = reg_targets_per_im[range(len(locations)), locations_to_gt_inds]
            labels_per_im = labels_per_im[locations_to_gt_inds]
            labels_per_im[locations_to_min_area == INF] = 0

            labels.append(labels_per_im)
            reg_targets.append(reg_targets_per_im)

        return labels, reg_targets

    def compute_centerness_targets(self, reg_targets):
        left_right = reg_targets[:, [0, 2]]
        top_bottom = reg_targets[:, [1, 3]]
        centerness = (left_right.min(dim=-1)[0] / left_right.max(dim=-1)[0]) * \
                      (top_bottom.min(dim=-1)[0] / top_bottom.max(dim=-1)[0])
        return torch.sqrt(centerness)

    def __call__(self, locations, box_cls, box_regression, centerness, targets):
        N = box_cls[0].size(0)
        num_classes = box_cls[0].size(1)
        labels, reg_targets = self.prepare_targets(locations, targets)

        box_cls_flatten = []
        box_regression_flatten = []
        centerness_flatten = []
        labels_flatten = []
        reg_targets_flatten = []
        for l in range(len(labels)):
            box_cls_flatten.append(box_cls[l].permute(0, 2, 3, 1).reshape(-1, num_classes))
            box_regression_flatten.append(box_regression[l].permute(0, 2, 3, 1).reshape(-1, 4))
            labels_flatten.append(labels[l].reshape(-1))
            reg_targets_flatten.append(reg_targets[l].reshape(-1, 4))
            centerness_flatten.append(centerness[l].reshape(-1))

        box_cls_flatten = torch.cat(box_cls_flatten, dim=0)
        box_regression_flatten = torch.cat(box_regression_flatten, dim=0)
        centerness_flatten = torch.cat(centerness_flatten, dim=0)
        labels_flatten = torch.cat(labels_flatten, dim=0)
        reg_targets_flatten = torch.cat(reg_targets_flatten, dim=0)

        pos_inds = torch.nonzero(labels_flatten > 0).squeeze(1)

        box_regression_flatten = box_regression_flatten[pos_inds]
        reg_targets_flatten = reg_targets_flatten[pos_inds]
        centerness_flatten = centerness_flatten[pos_inds]

        num_pos_per_gpu = pos_inds.numel()
        num_gpus = 1  # get_num_gpus() without WORLD_SIZE
        total_num_pos = num_pos_per_gpu

        cls_loss = self.cls_loss_func(
            box_cls_flatten,
            labels_flatten.int()
        ) / max(total_num_pos / float(num_gpus), 1.0)

        if pos_inds.numel() > 0:
            centerness_targets = self.compute_centerness_targets(reg_targets_flatten)

            sum_centerness_targets = centerness_targets.sum()
            # sum_centerness_targets = sum_centerness_targets.item(): make_fx cannot read a traced value; the 0-d
            # tensor divides by the same number (a target-only value, no gradient either way)

            reg_loss = self.box_reg_loss_func(
                box_regression_flatten,
                reg_targets_flatten,
                centerness_targets
            ) / (sum_centerness_targets / float(num_gpus))
            centerness_loss = self.centerness_loss_func(
                centerness_flatten,
                centerness_targets
            ) / max(total_num_pos / float(num_gpus), 1.0)
        else:
            reg_loss = box_regression_flatten.sum()
            centerness_loss = centerness_flatten.sum()

        return cls_loss, reg_loss, centerness_loss


def _fcos_criterion():
    loss_evaluator = FCOSLossComputation()

    def criterion(outs, boxes_0, labels_0, boxes_1, labels_1):
        """FCOSModule._forward_train's loss_evaluator, then the trainer's losses = sum(loss_dict.values())."""
        box_cls, box_regression, centerness, locations = outs
        targets = [BoxList(boxes_0, labels_0), BoxList(boxes_1, labels_1)]
        loss_box_cls, loss_box_reg, loss_centerness = loss_evaluator(
            locations, box_cls, box_regression, centerness, targets)
        loss_dict = {"loss_cls": loss_box_cls, "loss_reg": loss_box_reg, "loss_centerness": loss_centerness}
        losses = sum(loss for loss in loss_dict.values())
        return losses
    return criterion


# ------------------------------------------------------------------ Rainbow (Kaixhin/Rainbow model.py, agent.py)
class NoisyLinear(nn.Module):
    """model.py's factorised NoisyLinear layer with bias (epsilon buffers)."""

    def __init__(self, in_features, out_features, std_init=0.5):
        super(NoisyLinear, self).__init__()
        self.in_features = in_features
        self.out_features = out_features
        self.std_init = std_init
        self.weight_mu = nn.Parameter(torch.empty(out_features, in_features))
        self.weight_sigma = nn.Parameter(torch.empty(out_features, in_features))
        self.register_buffer('weight_epsilon', torch.empty(out_features, in_features))
        self.bias_mu = nn.Parameter(torch.empty(out_features))
        self.bias_sigma = nn.Parameter(torch.empty(out_features))
        self.register_buffer('bias_epsilon', torch.empty(out_features))
        self.reset_parameters()
        self.reset_noise()

    def reset_parameters(self):
        mu_range = 1 / math.sqrt(self.in_features)
        self.weight_mu.data.uniform_(-mu_range, mu_range)
        self.weight_sigma.data.fill_(self.std_init / math.sqrt(self.in_features))
        self.bias_mu.data.uniform_(-mu_range, mu_range)
        self.bias_sigma.data.fill_(self.std_init / math.sqrt(self.out_features))

    def _scale_noise(self, size):
        x = torch.randn(size)
        return x.sign().mul_(x.abs().sqrt_())

    def reset_noise(self):
        epsilon_in = self._scale_noise(self.in_features)
        epsilon_out = self._scale_noise(self.out_features)
        self.weight_epsilon.copy_(epsilon_out.ger(epsilon_in))
        self.bias_epsilon.copy_(epsilon_out)

    def forward(self, input):
        if self.training:
            return F.linear(input, self.weight_mu + self.weight_sigma * self.weight_epsilon, self.bias_mu + self.bias_sigma * self.bias_epsilon)
        else:
            return F.linear(input, self.weight_mu, self.bias_mu)


class DQN(nn.Module):
    """model.py's DQN: data-efficient conv trunk, dueling noisy value / advantage streams over the atoms, (log-)softmax
    over the atoms."""

    def __init__(self, args, action_space):
        super(DQN, self).__init__()
        self.atoms = args.atoms
        self.action_space = action_space

        if args.architecture == 'data-efficient':
            c1, c2 = args.conv_channels
            self.convs = nn.Sequential(nn.Conv2d(args.history_length, c1, 5, stride=5, padding=0), nn.ReLU(),
                                       nn.Conv2d(c1, c2, 5, stride=5, padding=0), nn.ReLU())
            self.conv_output_size = c2 * 3 * 3
        else:
            raise ValueError(args.architecture)
        self.fc_h_v = NoisyLinear(self.conv_output_size, args.hidden_size, std_init=args.noisy_std)
        self.fc_h_a = NoisyLinear(self.conv_output_size, args.hidden_size, std_init=args.noisy_std)
        self.fc_z_v = NoisyLinear(args.hidden_size, self.atoms, std_init=args.noisy_std)
        self.fc_z_a = NoisyLinear(args.hidden_size, action_space * self.atoms, std_init=args.noisy_std)

    def forward(self, x, log=False):
        x = self.convs(x)
        x = x.view(-1, self.conv_output_size)
        v = self.fc_z_v(F.relu(self.fc_h_v(x)))  # Value stream
        a = self.fc_z_a(F.relu(self.fc_h_a(x)))  # Advantage stream
        v, a = v.view(-1, 1, self.atoms), a.view(-1, self.action_space, self.atoms)
        q = v + a - a.mean(1, keepdim=True)  # Combine streams
        if log:  # Use log softmax for numerical stability
            q = F.log_softmax(q, dim=2)  # Log probabilities with action over second dimension
        else:
            q = F.softmax(q, dim=2)  # Probabilities with action over second dimension
        return q

    def reset_noise(self):
        for name, module in self.named_children():
            if 'fc' in name:
                module.reset_noise()


class RainbowStep(nn.Module):
    """agent.py's Agent.learn() network part: log_ps = online_net(states, log=True) with gradient; under no_grad
    pns = online_net(next_states) and pns = target_net(next_states). The target net (update_target_net's copy of the
    online net, requires_grad False, target_net.train()) is held unregistered; its reset_noise() draw is made once at
    build (a random draw inside the step would not replay)."""

    def __init__(self, args, action_space):
        super().__init__()
        self.online_net = DQN(args, action_space)
        self.online_net.train()
        target_net = DQN(args, action_space)
        target_net.load_state_dict(self.online_net.state_dict())  # update_target_net
        target_net.train()
        for param in target_net.parameters():
            param.requires_grad = False
        target_net.reset_noise()  # Sample new target net noise (once, at build)
        self.__dict__["target_net"] = target_net

    def train(self, mode=True):
        super().train(mode)
        self.target_net.train(mode)
        return self

    def forward(self, states, next_states):
        # Calculate current state probabilities (online network noise already sampled)
        log_ps = self.online_net(states, log=True)  # Log probabilities log p(s_t, ·; θonline)
        with torch.no_grad():
            # Calculate nth next state probabilities
            pns_online = self.online_net(next_states)  # Probabilities p(s_t+n, ·; θonline)
            pns_target = self.target_net(next_states)  # Probabilities p(s_t+n, ·; θtarget)
        return log_ps, pns_online, pns_target


def _rainbow_criterion(args):
    support = torch.linspace(args.V_min, args.V_max, args.atoms)  # Support (range) of z
    delta_z = (args.V_max - args.V_min) / (args.atoms - 1)
    batch_size, atoms, Vmin, Vmax = args.batch_size, args.atoms, args.V_min, args.V_max
    n, discount = args.multi_step, args.discount

    def criterion(outs, actions, returns, nonterminals, weights):
        """The rest of Agent.learn(): log_ps_a, Double-Q argmax by the online net, the target net's distribution at
        it, the projection of Tz onto the support by two index_add_, the cross-entropy, (weights * loss).mean()."""
        log_ps, pns, pns_target = outs
        log_ps_a = log_ps[range(batch_size), actions]  # log p(s_t, a_t; θonline)

        with torch.no_grad():
            dns = support.expand_as(pns) * pns  # Distribution d_t+n = (z, p(s_t+n, ·; θonline))
            argmax_indices_ns = dns.sum(2).argmax(1)  # Perform argmax action selection using online network
            pns = pns_target  # Probabilities p(s_t+n, ·; θtarget)
            pns_a = pns[range(batch_size), argmax_indices_ns]  # Double-Q probabilities

            # Compute Tz (Bellman operator T applied to z)
            Tz = returns.unsqueeze(1) + nonterminals * (discount ** n) * support.unsqueeze(0)  # Tz = R^n + (γ^n)z
            Tz = Tz.clamp(min=Vmin, max=Vmax)  # Clamp between supported values
            # Compute L2 projection of Tz onto fixed support z
            b = (Tz - Vmin) / delta_z  # b = (Tz - Vmin) / Δz
            l, u = b.floor().to(torch.int64), b.ceil().to(torch.int64)
            # Fix disappearing probability mass when l = b = u (b is int)
            l[(u > 0) * (l == u)] -= 1
            u[(l < (atoms - 1)) * (l == u)] += 1

            # Distribute probability of Tz
            m = log_ps.new_zeros(batch_size, atoms)
            offset = torch.linspace(0, ((batch_size - 1) * atoms), batch_size).unsqueeze(1).expand(batch_size, atoms).to(actions)
            m.view(-1).index_add_(0, (l + offset).view(-1), (pns_a * (u.float() - b)).view(-1))  # m_l = m_l + p(s_t+n, a*)(u - b)
            m.view(-1).index_add_(0, (u + offset).view(-1), (pns_a * (b - l.float())).view(-1))  # m_u = m_u + p(s_t+n, a*)(b - l)

        loss = -torch.sum(m * log_ps_a, 1)  # Cross-entropy loss (minimises DKL(m||p(s_t, a_t)))
        return (weights * loss).mean()  # Backpropagate importance-weighted minibatch loss
    return criterion


# ------------------------------------------------------------------ Demucs (facebookresearch/denoiser)
def sinc(t):
    """sinc.

    :param t: the input tensor
    """
    return torch.where(t == 0, torch.tensor(1., device=t.device, dtype=t.dtype), torch.sin(t) / t)


def kernel_upsample2(zeros=56):
    win = torch.hann_window(4 * zeros + 1, periodic=False)
    winodd = win[1::2]
    t = torch.linspace(-zeros + 0.5, zeros - 0.5, 2 * zeros)
    t *= math.pi
    kernel = (sinc(t) * winodd).view(1, 1, -1)
    return kernel


def upsample2(x, zeros=56):
    """Upsampling the input by 2 using sinc interpolation (resample.py)."""
    *other, time = x.shape
    kernel = kernel_upsample2(zeros).to(x)
    out = F.conv1d(x.view(-1, 1, time), kernel, padding=zeros)[..., 1:].view(*other, time)
    y = torch.stack([x, out], dim=-1)
    return y.view(*other, -1)


def kernel_downsample2(zeros=56):
    win = torch.hann_window(4 * zeros + 1, periodic=False)
    winodd = win[1::2]
    t = torch.linspace(-zeros + 0.5, zeros - 0.5, 2 * zeros)
    t.mul_(math.pi)
    kernel = (sinc(t) * winodd).view(1, 1, -1)
    return kernel


def downsample2(x, zeros=56):
    """Downsampling the input by 2 using sinc interpolation (resample.py)."""
    if x.shape[-1] % 2 != 0:
        x = F.pad(x, (0, 1))
    xeven = x[..., ::2]
    xodd = x[..., 1::2]
    *other, time = xodd.shape
    kernel = kernel_downsample2(zeros).to(x)
    out = xeven + F.conv1d(xodd.view(-1, 1, time), kernel, padding=zeros)[..., :-1].view(
        *other, time)
    return out.view(*other, -1).mul(0.5)


class BLSTM(nn.Module):
    def __init__(self, dim, layers=2, bi=True):
        super().__init__()
        klass = nn.LSTM
        self.lstm = klass(bidirectional=bi, num_layers=layers, hidden_size=dim, input_size=dim)
        self.linear = None
        if bi:
            self.linear = nn.Linear(2 * dim, dim)

    def forward(self, x, hidden=None):
        x, hidden = self.lstm(x, hidden)
        if self.linear:
            x = self.linear(x)
        return x, hidden


def rescale_conv(conv, reference):
    std = conv.weight.std().detach()
    scale = (std / reference)**0.5
    conv.weight.data /= scale
    if conv.bias is not None:
        conv.bias.data /= scale


def rescale_module(module, reference):
    for sub in module.modules():
        if isinstance(sub, (nn.Conv1d, nn.ConvTranspose1d)):
            rescale_conv(sub, reference)


class Demucs(nn.Module):
    """demucs.py's Demucs speech enhancement model."""

    def __init__(self,
                 chin=1,
                 chout=1,
                 hidden=48,
                 depth=5,
                 kernel_size=8,
                 stride=4,
                 causal=True,
                 resample=4,
                 growth=2,
                 max_hidden=10_000,
                 normalize=True,
                 glu=True,
                 rescale=0.1,
                 floor=1e-3):

        super().__init__()
        if resample not in [1, 2, 4]:
            raise ValueError("Resample should be 1, 2 or 4.")

        self.chin = chin
        self.chout = chout
        self.hidden = hidden
        self.depth = depth
        self.kernel_size = kernel_size
        self.stride = stride
        self.causal = causal
        self.floor = floor
        self.resample = resample
        self.normalize = normalize

        self.encoder = nn.ModuleList()
        self.decoder = nn.ModuleList()
        activation = nn.GLU(1) if glu else nn.ReLU()
        ch_scale = 2 if glu else 1

        for index in range(depth):
            encode = []
            encode += [
                nn.Conv1d(chin, hidden, kernel_size, stride),
                nn.ReLU(),
                nn.Conv1d(hidden, hidden * ch_scale, 1), activation,
            ]
            self.encoder.append(nn.Sequential(*encode))

            decode = []
            decode += [
                nn.Conv1d(hidden, ch_scale * hidden, 1), activation,
                nn.ConvTranspose1d(hidden, chout, kernel_size, stride),
            ]
            if index > 0:
                decode.append(nn.ReLU())
            self.decoder.insert(0, nn.Sequential(*decode))
            chout = hidden
            chin = hidden
            hidden = min(int(growth * hidden), max_hidden)

        self.lstm = BLSTM(chin, bi=not causal)
        if rescale:
            rescale_module(self, reference=rescale)

    def valid_length(self, length):
        length = math.ceil(length * self.resample)
        for idx in range(self.depth):
            length = math.ceil((length - self.kernel_size) / self.stride) + 1
            length = max(length, 1)
        for idx in range(self.depth):
            length = (length - 1) * self.stride + self.kernel_size
        length = int(math.ceil(length / self.resample))
        return int(length)

    def forward(self, mix):
        if mix.dim() == 2:
            mix = mix.unsqueeze(1)

        if self.normalize:
            mono = mix.mean(dim=1, keepdim=True)
            std = mono.std(dim=-1, keepdim=True)
            mix = mix / (self.floor + std)
        else:
            std = 1
        length = mix.shape[-1]
        x = mix
        x = F.pad(x, (0, self.valid_length(length) - length))
        if self.resample == 2:
            x = upsample2(x)
        elif self.resample == 4:
            x = upsample2(x)
            x = upsample2(x)
        skips = []
        for encode in self.encoder:
            x = encode(x)
            skips.append(x)
        x = x.permute(2, 0, 1)
        x, _ = self.lstm(x)
        x = x.permute(1, 2, 0)
        for decode in self.decoder:
            skip = skips.pop(-1)
            x = x + skip[..., :x.shape[-1]]
            x = decode(x)
        if self.resample == 2:
            x = downsample2(x)
        elif self.resample == 4:
            x = downsample2(x)
            x = downsample2(x)

        x = x[..., :length]
        return std * x


def stft(x, fft_size, hop_size, win_length, window):
    """stft_loss.py's stft: magnitude spectrogram (B, #frames, fft_size // 2 + 1). torch.stft now requires
    return_complex for real inputs: return_complex=True and view_as_real give the [..., 2] tensor the code indexes."""
    x_stft = torch.view_as_real(torch.stft(x, fft_size, hop_size, win_length, window, return_complex=True))
    real = x_stft[..., 0]
    imag = x_stft[..., 1]

    # NOTE(kan-bayashi): clamp is needed to avoid nan or inf
    return torch.sqrt(torch.clamp(real ** 2 + imag ** 2, min=1e-7)).transpose(2, 1)


class SpectralConvergengeLoss(torch.nn.Module):
    def forward(self, x_mag, y_mag):
        return torch.norm(y_mag - x_mag, p="fro") / torch.norm(y_mag, p="fro")


class LogSTFTMagnitudeLoss(torch.nn.Module):
    def forward(self, x_mag, y_mag):
        return F.l1_loss(torch.log(y_mag), torch.log(x_mag))


class STFTLoss(torch.nn.Module):
    def __init__(self, fft_size=1024, shift_size=120, win_length=600, window="hann_window"):
        super(STFTLoss, self).__init__()
        self.fft_size = fft_size
        self.shift_size = shift_size
        self.win_length = win_length
        self.register_buffer("window", getattr(torch, window)(win_length))
        self.spectral_convergenge_loss = SpectralConvergengeLoss()
        self.log_stft_magnitude_loss = LogSTFTMagnitudeLoss()

    def forward(self, x, y):
        x_mag = stft(x, self.fft_size, self.shift_size, self.win_length, self.window)
        y_mag = stft(y, self.fft_size, self.shift_size, self.win_length, self.window)
        sc_loss = self.spectral_convergenge_loss(x_mag, y_mag)
        mag_loss = self.log_stft_magnitude_loss(x_mag, y_mag)

        return sc_loss, mag_loss


class MultiResolutionSTFTLoss(torch.nn.Module):
    def __init__(self,
                 fft_sizes=[1024, 2048, 512],
                 hop_sizes=[120, 240, 50],
                 win_lengths=[600, 1200, 240],
                 window="hann_window", factor_sc=0.1, factor_mag=0.1):
        super(MultiResolutionSTFTLoss, self).__init__()
        assert len(fft_sizes) == len(hop_sizes) == len(win_lengths)
        self.stft_losses = torch.nn.ModuleList()
        for fs, ss, wl in zip(fft_sizes, hop_sizes, win_lengths):
            self.stft_losses += [STFTLoss(fs, ss, wl, window)]
        self.factor_sc = factor_sc
        self.factor_mag = factor_mag

    def forward(self, x, y):
        sc_loss = 0.0
        mag_loss = 0.0
        for f in self.stft_losses:
            sc_l, mag_l = f(x, y)
            sc_loss += sc_l
            mag_loss += mag_l
        sc_loss /= len(self.stft_losses)
        mag_loss /= len(self.stft_losses)

        return self.factor_sc*sc_loss, self.factor_mag*mag_loss


def _demucs_criterion():
    mrstftloss = MultiResolutionSTFTLoss(fft_sizes=[64, 128, 32], hop_sizes=[8, 16, 4], win_lengths=[40, 80, 16],
                                         factor_sc=0.1, factor_mag=0.1)

    def criterion(estimate, clean):
        """solver.py's _run_one_epoch training loss: args.loss 'l1', then stft_loss on."""
        loss = F.l1_loss(clean, estimate)
        sc_loss, mag_loss = mrstftloss(estimate.squeeze(1), clean.squeeze(1))
        loss += sc_loss + mag_loss
        return loss
    return criterion


# ------------------------------------------------------------------ build
def _pick(m, names):
    idx = _where(m, lambda n: n in names)
    assert len(idx) == len(names), (idx, names)
    return idx


def _smooth(g, shape, low):
    x = torch.rand(shape[0], shape[1], *low, generator=g)
    return F.interpolate(x, size=tuple(shape[2:]), mode="bilinear", align_corners=False)


def build(name: str, g: torch.Generator, Spec, call, ce):
    if name == "edm_ncsnpp":
        net = EDMPrecond(img_resolution=16, img_channels=3, label_dim=4, model_type='SongUNet',
                         model_channels=8, channel_mult=[1, 2, 2], channel_mult_emb=4, num_blocks=1,
                         attn_resolutions=[8], dropout=0.0, label_dropout=0, embedding_type='fourier',
                         channel_mult_noise=2, encoder_type='residual', decoder_type='standard',
                         resample_filter=[1, 3, 3, 1])
        m = EDMLossStep(net)
        images = _smooth(g, (2, 3, 16, 16), (4, 4)) * 2 - 1
        labels = F.one_hot(torch.tensor([1, 3]), 4).to(torch.float32)
        rnd_normal = torch.randn(2, 1, 1, 1, generator=g)
        noise = torch.randn(2, 3, 16, 16, generator=g)
        return Spec(m, {"images": images, "labels": labels, "rnd_normal": rnd_normal, "noise": noise}, {}, call,
                    _edm_training_loop_loss,
                    subset=_pick(m, ("net.model.enc.8x8_block0.qkv.weight", "net.model.map_label.bias",
                                     "net.model.dec.8x8_block1.norm2.weight",
                                     "net.model.enc.4x4_aux_residual.weight")),
                    notes="held out (relate v73): EDM (NVlabs/edm training/networks.py, loss.py, "
                          "training_loop.py): NCSN++ SongUNet (Fourier noise embedding, residual encoder with "
                          "fused FIR-down convs, FIR up / down UNetBlocks with depthwise conv_transpose2d / conv2d "
                          "by a [1,3,3,1] filter buffer, in-place add_ of biases / emb / skips, GroupNorm by "
                          "F.group_norm, self-attention through the AttentionOp custom autograd.Function with "
                          "a hand-written _softmax_backward_data backward) inside EDMPrecond's c_skip / c_out / "
                          "c_in / c_noise preconditioning; EDMLoss with fixed random draws; sum / batch; "
                          "non-tail subset")
    if name == "yoso_mlm":
        config = SimpleNamespace(vocab_size=40, hidden_size=16, num_hidden_layers=2, num_attention_heads=2,
                                 intermediate_size=32, hidden_act="gelu", hidden_dropout_prob=0.0,
                                 attention_probs_dropout_prob=0.0, max_position_embeddings=32, type_vocab_size=1,
                                 initializer_range=0.02, layer_norm_eps=1e-12, use_expectation=True,
                                 hash_code_len=9, num_hash=64, conv_window=3, use_fast_hash=True,
                                 lsh_backward=True, pad_token_id=1, chunk_size_feed_forward=0)
        m = YosoForMaskedLM(config)
        ids = torch.randint(5, 40, (2, 16), generator=g)
        mask = torch.ones(2, 16, dtype=torch.long)
        ids[1, 11:] = 1  # <pad>
        mask[1, 11:] = 0
        labels = torch.full((2, 16), -100, dtype=torch.long)
        for b, pos in ((0, (1, 6, 9, 14)), (1, (3, 8))):
            for j, p in enumerate(pos):
                labels[b, p] = ids[b, p]
                if j != 1:
                    ids[b, p] = 4  # <mask>
        return Spec(m, {"input_ids": ids, "attention_mask": mask}, {"labels": labels}, call, _yoso_mlm_loss,
                    subset=_pick(m, ("yoso.encoder.layer.0.attention.self.conv.weight",
                                     "yoso.encoder.layer.1.attention.self.key.bias",
                                     "yoso.embeddings.position_embeddings.weight")),
                    notes="held out (relate v73): YOSO masked LM (HF transformers models/yoso/modeling_yoso.py, "
                          "mlpen/YOSO): BERT-style embeddings with an in-place += of positions; per layer q / k / "
                          "v Linears, a depthwise (3, 1) conv over the masked values, q / k L2-normalized, the "
                          "YosoCumulation custom autograd.Function ((1 - acos(q k^T) / pi)^9 masked @ v, saving "
                          "its expectation; backward the hand-written approximate gradient), the output "
                          "normalized, += conv in place; tied MLM head with the linked bias; CE(-100); non-tail "
                          "subset")
    if name == "fcos_imprv":
        m = FCOSDetector()
        images = _smooth(g, (2, 3, 128, 128), (8, 8)) * 2 - 1
        boxes_0 = torch.tensor([[10., 12., 50., 60.], [60., 20., 125., 110.], [30., 70., 62., 100.]])
        labels_0 = torch.tensor([1, 3, 2])
        boxes_1 = torch.tensor([[5., 5., 120., 122.], [70., 40., 100., 80.]])
        labels_1 = torch.tensor([4, 1])
        return Spec(m, {"images": images},
                    {"boxes_0": boxes_0, "labels_0": labels_0, "boxes_1": boxes_1, "labels_1": labels_1},
                    call, _fcos_criterion(),
                    subset=_pick(m, ("backbone.body.layer3.0.conv2.weight", "backbone.fpn.fpn_inner3.bias",
                                     "rpn.head.bbox_tower.3.weight", "rpn.head.scales.1.scale")),
                    notes="held out (relate v73): FCOS (tianzhi0549/FCOS fcos_core: modeling/rpn/fcos/fcos.py, "
                          "loss.py, backbone/resnet.py / fpn.py, layers/iou_loss.py / sigmoid_focal_loss.py): "
                          "ResNet with FrozenBatchNorm2d buffers, F.relu_ and in-place residual adds, an FPN with "
                          "nearest top-down, P6 / P7 from P5; a shared GroupNorm head with per-level Scale and "
                          "relu'd (normalized) regressions, centerness on the box tower; the loss assigns "
                          "locations by center sampling and size ranges (index writes of INF), sigmoid focal loss, "
                          "centerness-weighted GIoU / sum of centerness (.item()), centerness BCE; non-tail subset")
    if name == "rainbow_c51":
        args = SimpleNamespace(atoms=51, V_min=-10.0, V_max=10.0, batch_size=4, multi_step=3, discount=0.99,
                               architecture='data-efficient', history_length=4, conv_channels=(8, 16),
                               hidden_size=32, noisy_std=0.1)
        m = RainbowStep(args, action_space=6)
        states = torch.rand(4, 4, 84, 84, generator=g)
        next_states = torch.rand(4, 4, 84, 84, generator=g)
        actions = torch.tensor([0, 5, 2, 2])
        returns = torch.tensor([1.0, -0.5, 0.0, 2.9701])
        nonterminals = torch.tensor([[1.0], [1.0], [0.0], [1.0]])
        weights = torch.tensor([1.0, 0.6, 0.85, 0.4])
        return Spec(m, {"states": states, "next_states": next_states},
                    {"actions": actions, "returns": returns, "nonterminals": nonterminals, "weights": weights},
                    call, _rainbow_criterion(args),
                    subset=_pick(m, ("online_net.convs.2.bias", "online_net.fc_h_a.weight_sigma",
                                     "online_net.fc_z_v.bias_mu")),
                    notes="held out (relate v73): Rainbow (Kaixhin/Rainbow model.py, agent.py learn()): "
                          "data-efficient conv trunk, factorised NoisyLinear layers (mu + sigma * epsilon buffers), "
                          "dueling C51 heads, log_softmax over 51 atoms; the online net again and a frozen "
                          "unregistered target net under no_grad on the next states; Double-Q argmax, Tz clamp, "
                          "floor / ceil with in-place masked fixes and two index_add_ projections; "
                          "importance-weighted cross-entropy mean; non-tail subset")
    if name == "demucs_denoiser":
        m = Demucs(chin=1, chout=1, hidden=8, depth=3, kernel_size=8, stride=4, causal=False, resample=4, growth=2,
                   normalize=True, glu=True, rescale=0.1, floor=1e-3)
        t = torch.arange(256, dtype=torch.float32) / 16000.0
        clean = (0.3 * torch.sin(2 * math.pi * 440.0 * t) + 0.2 * torch.sin(2 * math.pi * 1250.0 * t + 0.7))
        clean = torch.stack([clean, torch.roll(clean, 37) * 0.8])[:, None]
        noisy = clean + 0.05 * torch.randn(2, 1, 256, generator=g)
        return Spec(m, {"noisy": noisy}, {"clean": clean}, call, _demucs_criterion(), mkldnn=False,
                    subset=_pick(m, ("encoder.1.2.weight", "lstm.lstm.weight_hh_l0_reverse",
                                     "decoder.1.2.bias", "lstm.linear.weight")),
                    notes="held out (relate v73): Demucs speech enhancement (facebookresearch/denoiser "
                          "demucs.py, resample.py, stft_loss.py, solver.py): input normalised by its std, padded "
                          "to a valid length, sinc upsample2 twice by a hann-windowed kernel conv1d, strided "
                          "Conv1d / ReLU / 1x1 Conv1d / GLU encoder, a 2-layer BiLSTM + Linear, decoder with "
                          "sliced skips, GLU, ConvTranspose1d, sinc downsample2 twice, rescaled by std; L1 + "
                          "multi-resolution STFT loss (spectral convergence + log magnitude); mkldnn off; "
                          "non-tail subset")
    raise KeyError(name)
