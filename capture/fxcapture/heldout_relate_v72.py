"""Seventy-second held-out set for `fxmatch relate` (2026-12-06, /work/pending/heldout_relate_v72).

Written to score main blind: captured once and scored with main's binary and
rules, no engine change in between, and no fxmatch run on these captures
while they were written. Its five families are new to the project (no earlier
set has them); each re-implements public code at small sizes: a SegFormer
semantic segmenter (NVlabs/SegFormer: mmseg/models/backbones/mix_transformer.py
MixVisionTransformer / OverlapPatchEmbed / Attention / Mlp / DWConv / Block,
mmseg/models/decode_heads/segformer_head.py SegFormerHead / MLP with
decode_head.py BaseDecodeHead.losses, mmseg/models/losses/cross_entropy_loss.py,
mmseg/ops/wrappers.py resize, mmcv's ConvModule); a DeBERTa-v2 masked language
model (microsoft/DeBERTa DeBERTa/deberta/disentangled_attention.py and ops.py
XSoftmax as ported in huggingface/transformers
src/transformers/models/deberta_v2/modeling_deberta_v2.py (4.3x):
DebertaV2Embeddings / DisentangledSelfAttention / ConvLayer / DebertaV2Encoder /
DebertaV2ForMaskedLM, build_relative_position / make_log_bucket_position, a
custom torch.autograd.Function); RAFT optical flow (princeton-vl/RAFT:
core/raft.py RAFT, core/extractor.py BasicEncoder / ResidualBlock,
core/update.py BasicUpdateBlock / BasicMotionEncoder / SepConvGRU / FlowHead,
core/corr.py CorrBlock, core/utils/utils.py bilinear_sampler / coords_grid,
train.py sequence_loss); Monodepth2 self-supervised monocular depth
(nianticlabs/monodepth2: trainer.py Trainer.process_batch / predict_poses /
generate_images_pred / compute_reprojection_loss / compute_losses, layers.py
disp_to_depth / transformation_from_parameters / rot_from_axisangle /
get_translation_matrix / ConvBlock / Conv3x3 / BackprojectDepth / Project3D /
upsample / get_smooth_loss / SSIM, networks/resnet_encoder.py,
networks/depth_decoder.py, networks/pose_decoder.py, torchvision resnet.py);
and DINO self-distillation (facebookresearch/dino: main_dino.py
train_one_epoch / DINOLoss, vision_transformer.py VisionTransformer / DINOHead,
utils.py MultiCropWrapper). Every dropout is p = 0 and every drop path 0
(random ops would make the recorded values differ between captures; no earlier
set has one either); the one source randn (Monodepth2's tie-break noise) is a
fixed input; like heldout_relate.py's models they never enter the zoo. Only
debertav2_mlm has a custom autograd.Function.

  segformer_mit    img [2, 3, 64, 64] (normalised noise), gt_semantic_seg [2, 1, 64, 64] (5 classes, 255 on the bottom
                   8 rows and on image 1's left 6 columns) -> SegFormerEncoderDecoder (EncoderDecoder.forward_train's
                   extract_feat + decode_head.forward): backbone MixVisionTransformer(img_size 64, embed_dims [8, 16,
                   24, 32] for mit_b0's [32, 64, 160, 256], num_heads [1, 2, 3, 4] for [1, 2, 5, 8], mlp_ratios 4,
                   qkv_bias True, LayerNorm(eps 1e-6), depths [2, 2, 2, 2], sr_ratios [8, 4, 2, 1], drop_path_rate 0
                   for 0.1): per stage OverlapPatchEmbed (Conv(7, s4, pad 3) then Conv(3, s2, pad 1), flatten(2) /
                   transpose, LayerNorm), two Blocks (x + attn(norm1(x), H, W), x + mlp(norm2(x), H, W)): Attention q
                   Linear reshaped / permuted to heads, for sr_ratio > 1 the tokens permuted / reshaped to a map, sr
                   Conv(k = s = sr_ratio), reshape / permute, LayerNorm, then kv Linear reshaped to [2, B, heads, N',
                   d] and indexed, (q @ k^T) * scale, softmax, @ v, transpose / reshape, proj; Mlp fc1, DWConv
                   (transpose / view to a map, depthwise Conv(3, pad 1), flatten / transpose), GELU, fc2; stage
                   norm, reshape(B, H, W, -1).permute(0, 3, 1, 2).contiguous() -> outs [2, 8, 16, 16], [2, 16, 8, 8],
                   [2, 24, 4, 4], [2, 32, 2, 2]; _init_weights (trunc_normal_ 0.02 Linears, zero biases, LayerNorm
                   1 / 0, conv normal(0, sqrt(2 / fan_out))); decode_head SegFormerHead(in_channels [8, 16, 24, 32],
                   channels 8 for 128, 5 classes, embedding_dim 16 for 256, dropout_ratio 0 for 0.1: Dropout2d(0),
                   align_corners False): per level MLP (flatten(2).transpose, Linear to 16), permute(0, 2, 1).reshape
                   to a map, c4 / c3 / c2 resize (F.interpolate bilinear, align_corners False) to c1's 16 x 16, cat
                   [_c4, _c3, _c2, _c1], linear_fuse ConvModule (Conv 1x1(64, 16) without bias, BN (SyncBN on one
                   device) in training mode, ReLU(inplace)), dropout, linear_pred Conv 1x1(16, 5) -> [2, 5, 16, 16];
                   BaseDecodeHead's conv_seg Conv 1x1(8, 5) is built and normal_init(0.01)'d but never called (no
                   gradient, as in the source); criterion: BaseDecodeHead.losses: resize(seg_logit, [64, 64],
                   bilinear, align_corners False), seg_label.squeeze(1), mmseg cross_entropy (F.cross_entropy(...,
                   reduction 'none', ignore_index 255), weight_reduce_loss mean over all pixels) * loss_weight 1 (the
                   accuracy metric left out); subset = backbone.block2.0.attn.sr.weight, backbone.patch_embed3.norm.
                   bias, decode_head.linear_fuse.bn.weight.
  debertav2_mlm    input_ids [2, 12] (vocab 40, ids 5-39, [MASK] 4, row 1 padded with 0 from position 9),
                   attention_mask [2, 12] (0 on the padding), labels [2, 12] (-100 except positions 2, 7, 10 / 1, 5; the
                   second of each row keeps its token, the others are [MASK]) -> DebertaV2ForMaskedLM(hidden 16, 2
                   layers, 2 heads, intermediate 32, max_position_embeddings 32, relative_attention True,
                   position_buckets 8, max_relative_positions -1 (so 32), norm_rel_ebd 'layer_norm', share_att_key
                   True, pos_att_type ['p2c', 'c2p'], position_biased_input False, type_vocab_size 0, conv_kernel_size
                   3, conv_act 'gelu', layer_norm_eps 1e-7, every dropout 0: StableDropout is the identity):
                   embeddings word_embeddings(padding_idx 0), torch.zeros_like position embeddings (unused),
                   LayerNorm, * mask.unsqueeze(2); encoder: get_attention_mask (mask[:, None, None] * its
                   transpose, [2, 1, 12, 12]), build_relative_position (arange differences log-bucketed by
                   make_log_bucket_position: sign, where, ceil(log(abs / 4) / log(31 / 4) * 3) + 4, values -6..6),
                   rel_embeddings Embedding(16, 16).weight through the encoder LayerNorm; per layer
                   DisentangledSelfAttention: query / key / value_proj Linears, transpose_for_scores (view, permute,
                   contiguous, view [4, 12, 8]), scores bmm(q, k^T) / sqrt(8 * 3) (a torch.tensor scale), the
                   relative embeddings [:16] through the shared query_proj / key_proj, transpose_for_scores and
                   repeat(2, 1, 1); c2p bmm(q, pos_k^T) gathered at clamp(rel + 8, 0, 15) expanded, / scale; p2c
                   bmm(k, pos_q^T) gathered at clamp(-rel + 8, 0, 15), transposed, / scale; summed into the scores,
                   view [2, 2, 12, 12], XSoftmax.apply(scores, mask, -1): custom autograd.Function (ctx.dim; rmask =
                   ~mask.bool(), masked_fill(rmask, torch.tensor(finfo.min)) (the HF port; ops.py fills -inf),
                   softmax, output.masked_fill_(rmask, 0) in place, save_for_backward(output); backward
                   torch._softmax_backward_data(grad, output, dim, output.dtype) (the 4th argument was the output
                   tensor in ops.py's torch), None, None), bmm with v, view / permute / contiguous / view; SelfOutput
                   dense + LayerNorm(h + input); Intermediate dense + gelu; Output dense + LayerNorm(h + attention);
                   after layer 0 the ConvLayer on the embedding output: Conv1d(16, 16, 3, pad 1) on permuted
                   contiguous input, permuted back, out.masked_fill_(rmask expanded, 0) in place, gelu, LayerNorm(
                   layer output + out), * input_mask; cls DebertaV2OnlyMLMHead: transform dense / gelu / LayerNorm,
                   decoder Linear tied to word_embeddings.weight with the head's own bias Parameter -> [2, 12, 40];
                   _init_weights normal(0, 0.02) Linears and Embeddings, zero biases, padding row zeroed; criterion:
                   DebertaV2ForMaskedLM.forward's CrossEntropyLoss()(scores.view(-1, 40), labels.view(-1)); subset =
                   deberta.encoder.rel_embeddings.weight, deberta.encoder.layer.1.attention.self.key_proj.weight,
                   deberta.encoder.conv.conv.bias.
  raft_flow        image1 [2, 3, 128, 128] (smooth noise in [0, 255]), image2 (image1 rolled by (1, 2) pixels), flow
                   [2, 2, 128, 128], valid [2, 128, 128] (0 on the last 8 columns) -> RAFTStep (train.py's
                   model(image1, image2, iters=args.iters), iters 3 for 12, add_noise off) RAFT(args (an
                   argparse.Namespace) small False, mixed_precision False (its autocast blocks are no-ops, left
                   out), dropout 0, alternate_corr False; corr_levels 4, corr_radius 4), every width divided by 8:
                   images 2 (x / 255) - 1; fnet BasicEncoder(output_dim 32 for 256, 'instance') on the list [image1,
                   image2] (cat on the batch, Conv(3, 8, 7, s2, pad 3), InstanceNorm2d (affine False), ReLU_,
                   layer1..3 of two ResidualBlocks (conv / norm / ReLU_ twice, a 1x1 stride-2 conv + norm3 downsample,
                   relu(x + y) in place), widths 8 / 12 / 16, Conv 1x1 to 32, torch.split back) -> fmaps [2, 32, 16,
                   16]; kaiming_normal_ (fan_out) convs, norms 1 / 0; CorrBlock: matmul(fmap1^T, fmap2) / sqrt(32)
                   viewed [2, 16, 16, 1, 16, 16], reshaped [512, 1, 16, 16], avg_pool2d(2, 2) pyramid to 8, 4, 2;
                   cnet BasicEncoder(32, 'batch', BN in training mode) on image1, torch.split [16, 16], tanh(net),
                   relu(inp); coords0 / coords1 coords_grid (meshgrid indexing 'ij' (the source's default), stack
                   reversed, repeat) [2, 2, 16, 16]; per iteration coords1.detach(), corr_fn(coords1): per level
                   linspace(-4, 4, 9) deltas by meshgrid / stack, centroid / 2^i + delta, bilinear_sampler (split,
                   2 x / (W - 1) - 1, cat, grid_sample align_corners True), view, cat -> [2, 324, 16, 16] permuted
                   contiguous; update_block BasicUpdateBlock: BasicMotionEncoder (convc1 1x1(324, 32), convc2 3x3(32,
                   24), convf1 7x7(2, 16), convf2 3x3(16, 8), conv 3x3(32, 14), F.relu each, cat with flow), cat
                   with inp, SepConvGRU(16, 32) ((1, 5) then (5, 1) convz / convr / convq on cat(h, x), sigmoid, tanh
                   of cat(r h, x), (1 - z) h + z q), FlowHead (3x3 to 32, ReLU_, 3x3 to 2), mask Sequential(3x3(16,
                   32), ReLU_, 1x1(32, 576)) * 0.25; coords1 + delta_flow; upsample_flow: mask view [2, 1, 9, 8, 8,
                   16, 16], softmax over the 9 taps, F.unfold(8 flow, 3x3, pad 1) viewed [2, 2, 9, 1, 1, 16, 16],
                   sum(mask * up_flow, 2), permute(0, 1, 4, 2, 5, 3), reshape [2, 2, 128, 128]; returns the 3 flow
                   predictions; criterion: train.py's sequence_loss(preds, flow, valid, gamma 0.8): mag = sum(flow^2,
                   1).sqrt(), valid = (valid >= 0.5) & (mag < 400), sum over i of 0.8^(n - i - 1) * (valid[:, None] *
                   |pred_i - flow|).mean() (its epe metrics, read by .item(), left out); subset =
                   model.cnet.layer2.0.norm3.bias, model.update_block.gru.convq2.weight,
                   model.update_block.mask.2.bias, model.fnet.conv2.weight.
  monodepth2_selfsup  color_aug_0 / color_aug_m1 / color_aug_p1 [2, 3, 64, 128] (frames 0, -1, 1 through a fixed
                   ColorJitter brightness 1.1, clamped) to the module; to the criterion color_0 (smooth noise in [0,
                   1]), color_m1 / color_p1 (color_0 rolled by +2 / -2 columns), color_0 at scales 1..3 (area
                   resized [2, 3, 32, 64], [16, 32], [8, 16]), K / inv_K [2, 4, 4] (KITTIDataset's normalised K scaled
                   to 128 x 64, np.linalg.pinv), tie_noise [2, 2, 64, 128] (randn) -> Monodepth2Step
                   (Trainer.process_batch's network part; pose_model_type 'separate_resnet', frame_ids [0, -1, 1],
                   scales [0, 1, 2, 3]): models encoder ResnetEncoder(18): (x - 0.45) / 0.225, torchvision resnet18
                   (widths divided by 8: 8 / 8 / 16 / 32 / 64; BasicBlocks with conv / BN / ReLU_ / conv / BN, 1x1
                   conv + BN downsample, out += identity in place, ReLU_; kaiming_normal_ fan_out, BN 1 / 0, no
                   pretrained weights) conv1 / bn1 / relu, maxpool + layer1, layer2, layer3, layer4 -> features [2,
                   8, 32, 64], [2, 8, 16, 32], [2, 16, 8, 16], [2, 32, 4, 8], [2, 64, 2, 4]; depth DepthDecoder
                   (num_ch_dec 4 / 8 / 16 / 32 / 64 for 16..256): for i = 4..0 ConvBlock upconv_0 (ReflectionPad2d(1),
                   Conv 3x3, ELU(inplace)), upsample (nearest x2), cat with features[i - 1] (skips), ConvBlock
                   upconv_1, for i in scales sigmoid(dispconv Conv3x3) -> disps [2, 1, 64, 128] .. [2, 1, 8, 16];
                   predict_poses: for f_i -1 / 1 pose_encoder ResnetEncoder(18, num_input_images 2)
                   (ResNetMultiImageInput: conv1 over 6 channels) on cat([frame -1, frame 0]) / cat([frame 0, frame
                   1]), PoseDecoder(num_input_features 1, num_frames_to_predict_for 2, 256 channels / 8): squeeze
                   1x1 + ReLU, cat, pose convs 3x3 / 3x3 / 1x1 with ReLUs, mean(3).mean(2), 0.01 * view(-1, 2, 1, 6),
                   axisangle [..., :3], translation [..., 3:]; transformation_from_parameters(axisangle[:, 0],
                   translation[:, 0], invert f_i < 0): rot_from_axisangle (norm, cos / sin products written by
                   index assignment of squeezed values into torch.zeros(B, 4, 4)), t = translation.clone(), for
                   the inverse R.transpose(1, 2) and t *= -1 in place, get_translation_matrix (index writes of ones
                   and T[:, :3, 3, None] = t into zeros), matmul -> cam_T_cam [2, 4, 4] x 2; returns (disp 0..3,
                   cam_T_cam -1, cam_T_cam 1); criterion: Monodepth2Loss (generate_images_pred + compute_losses,
                   v1_multiscale False, automasking on, avg_reprojection False, SSIM on, min_depth 0.1, max_depth
                   100, disparity_smoothness 1e-3; backproject_depth / project_3d in plain dicts as in the Trainer,
                   their nn.Parameter(requires_grad False) grids constants): per scale the disparity bilinearly
                   upsampled to 64 x 128, disp_to_depth, per source frame BackprojectDepth (matmul(inv_K[:, :3, :3],
                   pix_coords), depth *, cat ones), Project3D (matmul(K, T)[:, :3], matmul, divide by z + eps, view /
                   permute, pix_coords[..., 0] /= W - 1 and [..., 1] /= H - 1 in place on the permuted view, (p - 0.5)
                   * 2), F.grid_sample(source frame, padding_mode 'border', align_corners False (the default, passed
                   to silence its warning)); compute_reprojection_loss = 0.85 SSIM (ReflectionPad2d(1), five
                   AvgPool2d(3, 1), clamp((1 - n / d) / 2, 0, 1)) mean + 0.15 L1 mean over channels, for the warped
                   and the identity (unwarped source) images, cat; identity_reprojection_loss += tie_noise * 1e-5 in
                   place (torch.randn(...) * 0.00001 there), cat, torch.min over dim 1 (idxs -> identity_selection,
                   unused), mean; smoothness of disp / (mean disp + 1e-7) against color_0 at that scale
                   (get_smooth_loss: abs slice differences, grad_disp_x *= exp(-grad_img_x) in place), * 1e-3 /
                   2^scale; total / 4; subset = models.encoder.encoder.layer3.0.bn2.weight,
                   models.depth.decoder.3.conv.conv.weight, models.pose.net.1.bias.
  dino_multicrop   global_1 / global_2 [2, 3, 32, 32], local_1 / local_2 [2, 3, 16, 16] (noise; local_crops_number 2 for
                   8) -> DINOStep (main_dino.py's train_one_epoch body: teacher_output = teacher(images[:2]),
                   student_output = student(images)): student MultiCropWrapper(vit_tiny(patch_size 8, embed_dim 16
                   for 192, depth 2 for 12, heads 2 for 3, img_size [32], qkv_bias, LayerNorm eps 1e-6,
                   drop_path_rate 0 for 0.1), DINOHead(16, out_dim 32 for 65536, use_bn False, norm_last_layer
                   False (main_dino.py's help: typically False with vit_small), nlayers 3, hidden 24 for 2048,
                   bottleneck 8 for 256)):
                   crops grouped by width (idx_crops, the cumsum of torch.unique_consecutive counts of the widths,
                   computed in Python: make_fx cannot iterate a traced tensor's values) -> backbone on cat of the
                   two globals [4, 3, 32, 32] and of the two locals [4, 3, 16, 16]: PatchEmbed Conv(8, s8) flatten /
                   transpose, cls_token expand and cat, + interpolate_pos_encoding (the globals: pos_embed [1, 17,
                   16] as is; the locals: patch grid reshaped [1, 4, 4, 16], permuted, F.interpolate bicubic with
                   scale_factor (2.1 / 4, 2.1 / 4) to 2 x 2, permuted / viewed, cat with the class position),
                   Blocks (x + attn(norm1(x))[0] with qkv reshape / permute / index, (q @ k^T) * scale, softmax, @ v,
                   proj; x + mlp(norm2(x)) with GELU), norm, x[:, 0]; outputs cat onto torch.empty(0) (legacy empty
                   cat) [8, 16]; head: Linear / GELU / Linear / GELU / Linear (trunc_normal_ 0.02, zero biases), F.
                   normalize(p 2), last_layer nn.utils.weight_norm(Linear(8, 32, no bias)) with weight_g filled 1 and
                   trainable -> [8, 32]; teacher: the same wrapper (its head norm_last_layer True), loaded from the
                   student's state_dict at build (the capture then perturbs the student only, as after EMA steps),
                   requires_grad False, held unregistered, on the globals -> [4, 32]; dino_loss DINOLoss(32, ncrops
                   4, warmup_teacher_temp 0.04, teacher_temp 0.04, 0 warmup epochs, 100 epochs) registered on the
                   step only so its center buffer is reset between captures; criterion: dino_loss(student_output,
                   teacher_output, epoch 0): student / 0.1 chunk(4), softmax((teacher - center) / 0.04) detached
                   chunk(2), for each teacher view and every other student view sum(-q log_softmax(s), -1).mean()
                   accumulated, / 6; update_center under no_grad: sum(teacher, 0, keepdim) / 4 (one process: no
                   all_reduce), self.center = center * 0.9 + batch_center * 0.1 (the buffer reassigned); subset =
                   student.backbone.pos_embed, student.backbone.blocks.1.attn.qkv.weight,
                   student.head.last_layer.weight_g.
No subset above is a tail.
"""
from __future__ import annotations

import argparse
import itertools
import math
from collections import OrderedDict
from functools import partial
from types import SimpleNamespace

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F
from .heldout_subsets import where as _where

V72 = ["segformer_mit", "debertav2_mlm", "raft_flow", "monodepth2_selfsup", "dino_multicrop"]


# ------------------------------------------------------------------ SegFormer (NVlabs/SegFormer)
def resize(input, size=None, scale_factor=None, mode='nearest', align_corners=None, warning=True):
    """mmseg/ops/wrappers.py's resize (its align_corners warning left out: never taken here)."""
    if isinstance(size, torch.Size):
        size = tuple(int(x) for x in size)
    return F.interpolate(input, size, scale_factor, mode, align_corners)


class MiTMlp(nn.Module):
    """mix_transformer.py's Mlp (Mix-FFN: fc1, depthwise 3x3 DWConv, GELU, fc2)."""

    def __init__(self, in_features, hidden_features=None, out_features=None, act_layer=nn.GELU, drop=0.):
        super().__init__()
        out_features = out_features or in_features
        hidden_features = hidden_features or in_features
        self.fc1 = nn.Linear(in_features, hidden_features)
        self.dwconv = DWConv(hidden_features)
        self.act = act_layer()
        self.fc2 = nn.Linear(hidden_features, out_features)
        self.drop = nn.Dropout(drop)

    def forward(self, x, H, W):
        x = self.fc1(x)
        x = self.dwconv(x, H, W)
        x = self.act(x)
        x = self.drop(x)
        x = self.fc2(x)
        x = self.drop(x)
        return x


class MiTAttention(nn.Module):
    """mix_transformer.py's Attention: efficient self-attention, keys / values from a spatially reduced map (sr conv
    of kernel = stride = sr_ratio, LayerNorm)."""

    def __init__(self, dim, num_heads=8, qkv_bias=False, qk_scale=None, attn_drop=0., proj_drop=0., sr_ratio=1):
        super().__init__()
        assert dim % num_heads == 0, f"dim {dim} should be divided by num_heads {num_heads}."

        self.dim = dim
        self.num_heads = num_heads
        head_dim = dim // num_heads
        self.scale = qk_scale or head_dim ** -0.5

        self.q = nn.Linear(dim, dim, bias=qkv_bias)
        self.kv = nn.Linear(dim, dim * 2, bias=qkv_bias)
        self.attn_drop = nn.Dropout(attn_drop)
        self.proj = nn.Linear(dim, dim)
        self.proj_drop = nn.Dropout(proj_drop)

        self.sr_ratio = sr_ratio
        if sr_ratio > 1:
            self.sr = nn.Conv2d(dim, dim, kernel_size=sr_ratio, stride=sr_ratio)
            self.norm = nn.LayerNorm(dim)

    def forward(self, x, H, W):
        B, N, C = x.shape
        q = self.q(x).reshape(B, N, self.num_heads, C // self.num_heads).permute(0, 2, 1, 3)

        if self.sr_ratio > 1:
            x_ = x.permute(0, 2, 1).reshape(B, C, H, W)
            x_ = self.sr(x_).reshape(B, C, -1).permute(0, 2, 1)
            x_ = self.norm(x_)
            kv = self.kv(x_).reshape(B, -1, 2, self.num_heads, C // self.num_heads).permute(2, 0, 3, 1, 4)
        else:
            kv = self.kv(x).reshape(B, -1, 2, self.num_heads, C // self.num_heads).permute(2, 0, 3, 1, 4)
        k, v = kv[0], kv[1]

        attn = (q @ k.transpose(-2, -1)) * self.scale
        attn = attn.softmax(dim=-1)
        attn = self.attn_drop(attn)

        x = (attn @ v).transpose(1, 2).reshape(B, N, C)
        x = self.proj(x)
        x = self.proj_drop(x)

        return x


class MiTBlock(nn.Module):
    """mix_transformer.py's Block (drop_path 0: nn.Identity)."""

    def __init__(self, dim, num_heads, mlp_ratio=4., qkv_bias=False, qk_scale=None, drop=0., attn_drop=0.,
                 drop_path=0., act_layer=nn.GELU, norm_layer=nn.LayerNorm, sr_ratio=1):
        super().__init__()
        self.norm1 = norm_layer(dim)
        self.attn = MiTAttention(
            dim,
            num_heads=num_heads, qkv_bias=qkv_bias, qk_scale=qk_scale,
            attn_drop=attn_drop, proj_drop=drop, sr_ratio=sr_ratio)
        # NOTE: drop path for stochastic depth, we shall see if this is better than dropout here
        assert drop_path == 0.
        self.drop_path = nn.Identity()
        self.norm2 = norm_layer(dim)
        mlp_hidden_dim = int(dim * mlp_ratio)
        self.mlp = MiTMlp(in_features=dim, hidden_features=mlp_hidden_dim, act_layer=act_layer, drop=drop)

    def forward(self, x, H, W):
        x = x + self.drop_path(self.attn(self.norm1(x), H, W))
        x = x + self.drop_path(self.mlp(self.norm2(x), H, W))

        return x


class OverlapPatchEmbed(nn.Module):
    """mix_transformer.py's OverlapPatchEmbed: a strided conv with overlapping patches, flatten, LayerNorm."""

    def __init__(self, img_size=224, patch_size=7, stride=4, in_chans=3, embed_dim=768):
        super().__init__()
        img_size = (img_size, img_size)
        patch_size = (patch_size, patch_size)

        self.img_size = img_size
        self.patch_size = patch_size
        self.H, self.W = img_size[0] // patch_size[0], img_size[1] // patch_size[1]
        self.num_patches = self.H * self.W
        self.proj = nn.Conv2d(in_chans, embed_dim, kernel_size=patch_size, stride=stride,
                              padding=(patch_size[0] // 2, patch_size[1] // 2))
        self.norm = nn.LayerNorm(embed_dim)

    def forward(self, x):
        x = self.proj(x)
        _, _, H, W = x.shape
        x = x.flatten(2).transpose(1, 2)
        x = self.norm(x)

        return x, H, W


class DWConv(nn.Module):
    def __init__(self, dim=768):
        super().__init__()
        self.dwconv = nn.Conv2d(dim, dim, 3, 1, 1, bias=True, groups=dim)

    def forward(self, x, H, W):
        B, N, C = x.shape
        x = x.transpose(1, 2).view(B, C, H, W)
        x = self.dwconv(x)
        x = x.flatten(2).transpose(1, 2)

        return x


class MixVisionTransformer(nn.Module):
    """mix_transformer.py's MixVisionTransformer (four stages; forward = forward_features, the four outs)."""

    def __init__(self, img_size=224, patch_size=16, in_chans=3, num_classes=1000, embed_dims=[64, 128, 256, 512],
                 num_heads=[1, 2, 4, 8], mlp_ratios=[4, 4, 4, 4], qkv_bias=False, qk_scale=None, drop_rate=0.,
                 attn_drop_rate=0., drop_path_rate=0., norm_layer=nn.LayerNorm,
                 depths=[3, 4, 6, 3], sr_ratios=[8, 4, 2, 1]):
        super().__init__()
        self.num_classes = num_classes
        self.depths = depths

        # patch_embed
        self.patch_embed1 = OverlapPatchEmbed(img_size=img_size, patch_size=7, stride=4, in_chans=in_chans,
                                              embed_dim=embed_dims[0])
        self.patch_embed2 = OverlapPatchEmbed(img_size=img_size // 4, patch_size=3, stride=2, in_chans=embed_dims[0],
                                              embed_dim=embed_dims[1])
        self.patch_embed3 = OverlapPatchEmbed(img_size=img_size // 8, patch_size=3, stride=2, in_chans=embed_dims[1],
                                              embed_dim=embed_dims[2])
        self.patch_embed4 = OverlapPatchEmbed(img_size=img_size // 16, patch_size=3, stride=2,
                                              in_chans=embed_dims[2], embed_dim=embed_dims[3])

        # transformer encoder
        dpr = [x.item() for x in torch.linspace(0, drop_path_rate, sum(depths))]  # stochastic depth decay rule
        cur = 0
        self.block1 = nn.ModuleList([MiTBlock(
            dim=embed_dims[0], num_heads=num_heads[0], mlp_ratio=mlp_ratios[0], qkv_bias=qkv_bias, qk_scale=qk_scale,
            drop=drop_rate, attn_drop=attn_drop_rate, drop_path=dpr[cur + i], norm_layer=norm_layer,
            sr_ratio=sr_ratios[0])
            for i in range(depths[0])])
        self.norm1 = norm_layer(embed_dims[0])

        cur += depths[0]
        self.block2 = nn.ModuleList([MiTBlock(
            dim=embed_dims[1], num_heads=num_heads[1], mlp_ratio=mlp_ratios[1], qkv_bias=qkv_bias, qk_scale=qk_scale,
            drop=drop_rate, attn_drop=attn_drop_rate, drop_path=dpr[cur + i], norm_layer=norm_layer,
            sr_ratio=sr_ratios[1])
            for i in range(depths[1])])
        self.norm2 = norm_layer(embed_dims[1])

        cur += depths[1]
        self.block3 = nn.ModuleList([MiTBlock(
            dim=embed_dims[2], num_heads=num_heads[2], mlp_ratio=mlp_ratios[2], qkv_bias=qkv_bias, qk_scale=qk_scale,
            drop=drop_rate, attn_drop=attn_drop_rate, drop_path=dpr[cur + i], norm_layer=norm_layer,
            sr_ratio=sr_ratios[2])
            for i in range(depths[2])])
        self.norm3 = norm_layer(embed_dims[2])

        cur += depths[2]
        self.block4 = nn.ModuleList([MiTBlock(
            dim=embed_dims[3], num_heads=num_heads[3], mlp_ratio=mlp_ratios[3], qkv_bias=qkv_bias, qk_scale=qk_scale,
            drop=drop_rate, attn_drop=attn_drop_rate, drop_path=dpr[cur + i], norm_layer=norm_layer,
            sr_ratio=sr_ratios[3])
            for i in range(depths[3])])
        self.norm4 = norm_layer(embed_dims[3])

        self.apply(self._init_weights)

    def _init_weights(self, m):
        if isinstance(m, nn.Linear):
            nn.init.trunc_normal_(m.weight, std=.02)
            if isinstance(m, nn.Linear) and m.bias is not None:
                nn.init.constant_(m.bias, 0)
        elif isinstance(m, nn.LayerNorm):
            nn.init.constant_(m.bias, 0)
            nn.init.constant_(m.weight, 1.0)
        elif isinstance(m, nn.Conv2d):
            fan_out = m.kernel_size[0] * m.kernel_size[1] * m.out_channels
            fan_out //= m.groups
            m.weight.data.normal_(0, math.sqrt(2.0 / fan_out))
            if m.bias is not None:
                m.bias.data.zero_()

    def forward_features(self, x):
        B = x.shape[0]
        outs = []

        # stage 1
        x, H, W = self.patch_embed1(x)
        for i, blk in enumerate(self.block1):
            x = blk(x, H, W)
        x = self.norm1(x)
        x = x.reshape(B, H, W, -1).permute(0, 3, 1, 2).contiguous()
        outs.append(x)

        # stage 2
        x, H, W = self.patch_embed2(x)
        for i, blk in enumerate(self.block2):
            x = blk(x, H, W)
        x = self.norm2(x)
        x = x.reshape(B, H, W, -1).permute(0, 3, 1, 2).contiguous()
        outs.append(x)

        # stage 3
        x, H, W = self.patch_embed3(x)
        for i, blk in enumerate(self.block3):
            x = blk(x, H, W)
        x = self.norm3(x)
        x = x.reshape(B, H, W, -1).permute(0, 3, 1, 2).contiguous()
        outs.append(x)

        # stage 4
        x, H, W = self.patch_embed4(x)
        for i, blk in enumerate(self.block4):
            x = blk(x, H, W)
        x = self.norm4(x)
        x = x.reshape(B, H, W, -1).permute(0, 3, 1, 2).contiguous()
        outs.append(x)

        return outs

    def forward(self, x):
        x = self.forward_features(x)
        return x


class SegMLP(nn.Module):
    """segformer_head.py's MLP: Linear Embedding."""

    def __init__(self, input_dim=2048, embed_dim=768):
        super().__init__()
        self.proj = nn.Linear(input_dim, embed_dim)

    def forward(self, x):
        x = x.flatten(2).transpose(1, 2)
        x = self.proj(x)
        return x


class ConvModule(nn.Module):
    """mmcv's ConvModule(k 1, norm_cfg BN, act ReLU): conv without bias (bias='auto' with a norm), BN, ReLU(inplace);
    kaiming_init(conv) (normal, fan_out, relu), constant_init(bn, 1)."""

    def __init__(self, in_channels, out_channels, kernel_size):
        super().__init__()
        self.conv = nn.Conv2d(in_channels, out_channels, kernel_size, bias=False)
        self.bn = nn.BatchNorm2d(out_channels)  # SyncBN on one device
        self.activate = nn.ReLU(inplace=True)
        nn.init.kaiming_normal_(self.conv.weight, a=0, mode='fan_out', nonlinearity='relu')
        nn.init.constant_(self.bn.weight, 1)
        nn.init.constant_(self.bn.bias, 0)

    def forward(self, x):
        return self.activate(self.bn(self.conv(x)))


class SegFormerHead(nn.Module):
    """segformer_head.py's SegFormerHead with BaseDecodeHead's parts it uses (conv_seg is built by BaseDecodeHead and
    normal_init(std 0.01)'d but SegFormerHead predicts with linear_pred: conv_seg gets no gradient)."""

    def __init__(self, in_channels, channels, num_classes, embedding_dim, dropout_ratio=0.1, in_index=(0, 1, 2, 3),
                 align_corners=False, ignore_index=255):
        super().__init__()
        self.in_channels = in_channels
        self.channels = channels
        self.num_classes = num_classes
        self.in_index = list(in_index)
        self.align_corners = align_corners
        self.ignore_index = ignore_index
        # BaseDecodeHead
        self.conv_seg = nn.Conv2d(channels, self.num_classes, kernel_size=1)
        self.dropout = nn.Dropout2d(dropout_ratio)
        nn.init.normal_(self.conv_seg.weight, 0, 0.01)
        nn.init.constant_(self.conv_seg.bias, 0)

        c1_in_channels, c2_in_channels, c3_in_channels, c4_in_channels = self.in_channels

        self.linear_c4 = SegMLP(input_dim=c4_in_channels, embed_dim=embedding_dim)
        self.linear_c3 = SegMLP(input_dim=c3_in_channels, embed_dim=embedding_dim)
        self.linear_c2 = SegMLP(input_dim=c2_in_channels, embed_dim=embedding_dim)
        self.linear_c1 = SegMLP(input_dim=c1_in_channels, embed_dim=embedding_dim)

        self.linear_fuse = ConvModule(in_channels=embedding_dim * 4, out_channels=embedding_dim, kernel_size=1)

        self.linear_pred = nn.Conv2d(embedding_dim, self.num_classes, kernel_size=1)

    def _transform_inputs(self, inputs):
        """input_transform 'multiple_select'."""
        return [inputs[i] for i in self.in_index]

    def forward(self, inputs):
        x = self._transform_inputs(inputs)  # len=4, 1/4,1/8,1/16,1/32
        c1, c2, c3, c4 = x

        ############## MLP decoder on C1-C4 ###########
        n, _, h, w = c4.shape

        _c4 = self.linear_c4(c4).permute(0, 2, 1).reshape(n, -1, c4.shape[2], c4.shape[3])
        _c4 = resize(_c4, size=c1.size()[2:], mode='bilinear', align_corners=False)

        _c3 = self.linear_c3(c3).permute(0, 2, 1).reshape(n, -1, c3.shape[2], c3.shape[3])
        _c3 = resize(_c3, size=c1.size()[2:], mode='bilinear', align_corners=False)

        _c2 = self.linear_c2(c2).permute(0, 2, 1).reshape(n, -1, c2.shape[2], c2.shape[3])
        _c2 = resize(_c2, size=c1.size()[2:], mode='bilinear', align_corners=False)

        _c1 = self.linear_c1(c1).permute(0, 2, 1).reshape(n, -1, c1.shape[2], c1.shape[3])

        _c = self.linear_fuse(torch.cat([_c4, _c3, _c2, _c1], dim=1))

        x = self.dropout(_c)
        x = self.linear_pred(x)

        return x


class SegFormerEncoderDecoder(nn.Module):
    """mmseg EncoderDecoder.forward_train up to the decode head's logits: extract_feat (backbone, no neck), then
    decode_head.forward(x); the losses are BaseDecodeHead.losses (the criterion)."""

    def __init__(self, backbone, decode_head):
        super().__init__()
        self.backbone = backbone
        self.decode_head = decode_head

    def extract_feat(self, img):
        x = self.backbone(img)
        return x

    def forward(self, img):
        x = self.extract_feat(img)
        seg_logits = self.decode_head(x)
        return seg_logits


def mmseg_cross_entropy(pred, label, weight=None, class_weight=None, reduction='mean', avg_factor=None,
                        ignore_index=-100):
    """mmseg/models/losses/cross_entropy_loss.py's cross_entropy: element-wise CE with ignore_index, then
    weight_reduce_loss (reduction 'mean', no avg_factor: the mean over every pixel, the ignored ones as zeros)."""
    # class_weight is a manual rescaling weight given to each class.
    # If given, has to be a Tensor of size C element-wise losses
    loss = F.cross_entropy(pred, label, weight=class_weight, reduction='none', ignore_index=ignore_index)

    # apply weights and do the reduction
    if weight is not None:
        weight = weight.float()
        loss = loss * weight
    if avg_factor is None:
        if reduction == 'mean':
            loss = loss.mean()
        elif reduction == 'sum':
            loss = loss.sum()
    else:
        loss = loss.sum() / avg_factor
    return loss


def _segformer_loss(seg_logit, gt_semantic_seg, align_corners=False, ignore_index=255, loss_weight=1.0):
    """BaseDecodeHead.losses (no sampler; the accuracy metric left out) with CrossEntropyLoss(use_sigmoid False,
    loss_weight 1.0); parse_losses sums the one loss."""
    seg_logit = resize(input=seg_logit, size=gt_semantic_seg.shape[2:], mode='bilinear', align_corners=align_corners)
    seg_weight = None
    seg_label = gt_semantic_seg.squeeze(1)
    loss_seg = loss_weight * mmseg_cross_entropy(seg_logit, seg_label, weight=seg_weight, ignore_index=ignore_index)
    return loss_seg


# ------------------------------------------------------------------ DeBERTa-v2 (microsoft/DeBERTa, HF port)
class XSoftmax(torch.autograd.Function):
    """Masked softmax optimised for memory (DeBERTa ops.py / modeling_deberta_v2.py's XSoftmax): masked_fill with
    finfo.min (the HF port; ops.py fills -inf), softmax, the masked entries zeroed in place, the output saved;
    backward torch._softmax_backward_data on the saved output (whose last argument is now the input dtype)."""

    @staticmethod
    def forward(self, input, mask, dim):
        self.dim = dim
        rmask = ~(mask.to(torch.bool))

        output = input.masked_fill(rmask, torch.tensor(torch.finfo(input.dtype).min))
        output = torch.softmax(output, self.dim)
        output.masked_fill_(rmask, 0)
        self.save_for_backward(output)
        return output

    @staticmethod
    def backward(self, grad_output):
        (output,) = self.saved_tensors
        inputGrad = torch._softmax_backward_data(grad_output, output, self.dim, output.dtype)
        return inputGrad, None, None


class StableDropout(nn.Module):
    """modeling_deberta_v2.py's StableDropout at drop_prob 0: the identity (its XDropout Function runs only when
    training with drop_prob > 0)."""

    def __init__(self, drop_prob):
        super().__init__()
        assert drop_prob == 0
        self.drop_prob = drop_prob

    def forward(self, x):
        return x


def make_log_bucket_position(relative_pos, bucket_size, max_position):
    sign = torch.sign(relative_pos)
    mid = bucket_size // 2
    abs_pos = torch.where(
        (relative_pos < mid) & (relative_pos > -mid),
        torch.tensor(mid - 1).type_as(relative_pos),
        torch.abs(relative_pos),
    )
    log_pos = (
        torch.ceil(torch.log(abs_pos / mid) / torch.log(torch.tensor((max_position - 1) / mid)) * (mid - 1)) + mid
    )
    bucket_pos = torch.where(abs_pos <= mid, relative_pos.type_as(log_pos), log_pos * sign)
    return bucket_pos


def build_relative_position(query_size, key_size, bucket_size=-1, max_position=-1, device=None):
    """Relative positions from query to key: R_{q->k} = P_q - P_k, log-bucketed."""
    q_ids = torch.arange(0, query_size, device=device)
    k_ids = torch.arange(0, key_size, device=device)
    rel_pos_ids = q_ids[:, None] - k_ids[None, :]
    if bucket_size > 0 and max_position > 0:
        rel_pos_ids = make_log_bucket_position(rel_pos_ids, bucket_size, max_position)
    rel_pos_ids = rel_pos_ids.to(torch.long)
    rel_pos_ids = rel_pos_ids[:query_size, :]
    rel_pos_ids = rel_pos_ids.unsqueeze(0)
    return rel_pos_ids


class DebertaV2SelfOutput(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.dense = nn.Linear(config.hidden_size, config.hidden_size)
        self.LayerNorm = nn.LayerNorm(config.hidden_size, config.layer_norm_eps)
        self.dropout = StableDropout(config.hidden_dropout_prob)

    def forward(self, hidden_states, input_tensor):
        hidden_states = self.dense(hidden_states)
        hidden_states = self.dropout(hidden_states)
        hidden_states = self.LayerNorm(hidden_states + input_tensor)
        return hidden_states


class DisentangledSelfAttention(nn.Module):
    """Disentangled self-attention (content-to-content, content-to-position and position-to-content scores by
    gathers of the relative position projections at the bucketed relative positions)."""

    def __init__(self, config):
        super().__init__()
        self.num_attention_heads = config.num_attention_heads
        _attention_head_size = config.hidden_size // config.num_attention_heads
        self.attention_head_size = getattr(config, "attention_head_size", _attention_head_size)
        self.all_head_size = self.num_attention_heads * self.attention_head_size
        self.query_proj = nn.Linear(config.hidden_size, self.all_head_size, bias=True)
        self.key_proj = nn.Linear(config.hidden_size, self.all_head_size, bias=True)
        self.value_proj = nn.Linear(config.hidden_size, self.all_head_size, bias=True)

        self.share_att_key = getattr(config, "share_att_key", False)
        self.pos_att_type = config.pos_att_type if config.pos_att_type is not None else []
        self.relative_attention = getattr(config, "relative_attention", False)

        if self.relative_attention:
            self.position_buckets = getattr(config, "position_buckets", -1)
            self.max_relative_positions = getattr(config, "max_relative_positions", -1)
            if self.max_relative_positions < 1:
                self.max_relative_positions = config.max_position_embeddings
            self.pos_ebd_size = self.max_relative_positions
            if self.position_buckets > 0:
                self.pos_ebd_size = self.position_buckets

            self.pos_dropout = StableDropout(config.hidden_dropout_prob)

            if not self.share_att_key:
                if "c2p" in self.pos_att_type:
                    self.pos_key_proj = nn.Linear(config.hidden_size, self.all_head_size, bias=True)
                if "p2c" in self.pos_att_type:
                    self.pos_query_proj = nn.Linear(config.hidden_size, self.all_head_size)

        self.dropout = StableDropout(config.attention_probs_dropout_prob)

    def transpose_for_scores(self, x, attention_heads):
        new_x_shape = x.size()[:-1] + (attention_heads, -1)
        x = x.view(new_x_shape)
        return x.permute(0, 2, 1, 3).contiguous().view(-1, x.size(1), x.size(-1))

    def forward(self, hidden_states, attention_mask, output_attentions=False, query_states=None, relative_pos=None,
                rel_embeddings=None):
        if query_states is None:
            query_states = hidden_states
        query_layer = self.transpose_for_scores(self.query_proj(query_states), self.num_attention_heads)
        key_layer = self.transpose_for_scores(self.key_proj(hidden_states), self.num_attention_heads)
        value_layer = self.transpose_for_scores(self.value_proj(hidden_states), self.num_attention_heads)

        rel_att = None
        # Take the dot product between "query" and "key" to get the raw attention scores.
        scale_factor = 1
        if "c2p" in self.pos_att_type:
            scale_factor += 1
        if "p2c" in self.pos_att_type:
            scale_factor += 1
        scale = torch.sqrt(torch.tensor(query_layer.size(-1), dtype=torch.float) * scale_factor)
        attention_scores = torch.bmm(query_layer, key_layer.transpose(-1, -2)) / scale.to(dtype=query_layer.dtype)
        if self.relative_attention:
            rel_embeddings = self.pos_dropout(rel_embeddings)
            rel_att = self.disentangled_attention_bias(
                query_layer, key_layer, relative_pos, rel_embeddings, scale_factor
            )

        if rel_att is not None:
            attention_scores = attention_scores + rel_att
        attention_scores = attention_scores
        attention_scores = attention_scores.view(
            -1, self.num_attention_heads, attention_scores.size(-2), attention_scores.size(-1)
        )

        # bsz x height x length x dimension
        attention_probs = XSoftmax.apply(attention_scores, attention_mask, -1)
        attention_probs = self.dropout(attention_probs)
        context_layer = torch.bmm(
            attention_probs.view(-1, attention_probs.size(-2), attention_probs.size(-1)), value_layer
        )
        context_layer = (
            context_layer.view(-1, self.num_attention_heads, context_layer.size(-2), context_layer.size(-1))
            .permute(0, 2, 1, 3)
            .contiguous()
        )
        new_context_layer_shape = context_layer.size()[:-2] + (-1,)
        context_layer = context_layer.view(new_context_layer_shape)
        return context_layer

    def disentangled_attention_bias(self, query_layer, key_layer, relative_pos, rel_embeddings, scale_factor):
        if relative_pos is None:
            q = query_layer.size(-2)
            relative_pos = build_relative_position(
                q, key_layer.size(-2), bucket_size=self.position_buckets, max_position=self.max_relative_positions,
                device=query_layer.device,
            )
        if relative_pos.dim() == 2:
            relative_pos = relative_pos.unsqueeze(0).unsqueeze(0)
        elif relative_pos.dim() == 3:
            relative_pos = relative_pos.unsqueeze(1)
        # bsz x height x query x key
        elif relative_pos.dim() != 4:
            raise ValueError(f"Relative position ids must be of dim 2 or 3 or 4. {relative_pos.dim()}")

        att_span = self.pos_ebd_size
        relative_pos = relative_pos.long().to(query_layer.device)

        rel_embeddings = rel_embeddings[0: att_span * 2, :].unsqueeze(0)
        if self.share_att_key:
            pos_query_layer = self.transpose_for_scores(
                self.query_proj(rel_embeddings), self.num_attention_heads
            ).repeat(query_layer.size(0) // self.num_attention_heads, 1, 1)
            pos_key_layer = self.transpose_for_scores(self.key_proj(rel_embeddings), self.num_attention_heads).repeat(
                query_layer.size(0) // self.num_attention_heads, 1, 1
            )
        else:
            if "c2p" in self.pos_att_type:
                pos_key_layer = self.transpose_for_scores(
                    self.pos_key_proj(rel_embeddings), self.num_attention_heads
                ).repeat(query_layer.size(0) // self.num_attention_heads, 1, 1)  # .split(self.all_head_size, dim=-1)
            if "p2c" in self.pos_att_type:
                pos_query_layer = self.transpose_for_scores(
                    self.pos_query_proj(rel_embeddings), self.num_attention_heads
                ).repeat(query_layer.size(0) // self.num_attention_heads, 1, 1)  # .split(self.all_head_size, dim=-1)

        score = 0
        # content->position
        if "c2p" in self.pos_att_type:
            scale = torch.sqrt(torch.tensor(pos_key_layer.size(-1), dtype=torch.float) * scale_factor)
            c2p_att = torch.bmm(query_layer, pos_key_layer.transpose(-1, -2))
            c2p_pos = torch.clamp(relative_pos + att_span, 0, att_span * 2 - 1)
            c2p_att = torch.gather(
                c2p_att,
                dim=-1,
                index=c2p_pos.squeeze(0).expand([query_layer.size(0), query_layer.size(1), relative_pos.size(-1)]),
            )
            score += c2p_att / scale.to(dtype=c2p_att.dtype)

        # position->content
        if "p2c" in self.pos_att_type:
            scale = torch.sqrt(torch.tensor(pos_query_layer.size(-1), dtype=torch.float) * scale_factor)
            if key_layer.size(-2) != query_layer.size(-2):
                r_pos = build_relative_position(
                    key_layer.size(-2), key_layer.size(-2), bucket_size=self.position_buckets,
                    max_position=self.max_relative_positions, device=query_layer.device,
                )
                r_pos = r_pos.unsqueeze(0)
            else:
                r_pos = relative_pos

            p2c_pos = torch.clamp(-r_pos + att_span, 0, att_span * 2 - 1)
            p2c_att = torch.bmm(key_layer, pos_query_layer.transpose(-1, -2))
            p2c_att = torch.gather(
                p2c_att,
                dim=-1,
                index=p2c_pos.squeeze(0).expand([query_layer.size(0), key_layer.size(-2), key_layer.size(-2)]),
            ).transpose(-1, -2)
            score += p2c_att / scale.to(dtype=p2c_att.dtype)

        return score


class DebertaV2Attention(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.self = DisentangledSelfAttention(config)
        self.output = DebertaV2SelfOutput(config)
        self.config = config

    def forward(self, hidden_states, attention_mask, output_attentions=False, query_states=None, relative_pos=None,
                rel_embeddings=None):
        self_output = self.self(hidden_states, attention_mask, output_attentions, query_states=query_states,
                                relative_pos=relative_pos, rel_embeddings=rel_embeddings)
        if query_states is None:
            query_states = hidden_states
        attention_output = self.output(self_output, query_states)
        return attention_output


class DebertaV2Intermediate(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.dense = nn.Linear(config.hidden_size, config.intermediate_size)
        self.intermediate_act_fn = F.gelu

    def forward(self, hidden_states):
        hidden_states = self.dense(hidden_states)
        hidden_states = self.intermediate_act_fn(hidden_states)
        return hidden_states


class DebertaV2Output(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.dense = nn.Linear(config.intermediate_size, config.hidden_size)
        self.LayerNorm = nn.LayerNorm(config.hidden_size, config.layer_norm_eps)
        self.dropout = StableDropout(config.hidden_dropout_prob)
        self.config = config

    def forward(self, hidden_states, input_tensor):
        hidden_states = self.dense(hidden_states)
        hidden_states = self.dropout(hidden_states)
        hidden_states = self.LayerNorm(hidden_states + input_tensor)
        return hidden_states


class DebertaV2Layer(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.attention = DebertaV2Attention(config)
        self.intermediate = DebertaV2Intermediate(config)
        self.output = DebertaV2Output(config)

    def forward(self, hidden_states, attention_mask, query_states=None, relative_pos=None, rel_embeddings=None,
                output_attentions=False):
        attention_output = self.attention(hidden_states, attention_mask, output_attentions=output_attentions,
                                          query_states=query_states, relative_pos=relative_pos,
                                          rel_embeddings=rel_embeddings)
        intermediate_output = self.intermediate(attention_output)
        layer_output = self.output(intermediate_output, attention_output)
        return layer_output


class ConvLayer(nn.Module):
    """The conv layer DeBERTa-v2 (xlarge / xxlarge: conv_kernel_size 3) adds beside the first encoder layer."""

    def __init__(self, config):
        super().__init__()
        kernel_size = getattr(config, "conv_kernel_size", 3)
        groups = getattr(config, "conv_groups", 1)
        self.conv_act = getattr(config, "conv_act", "tanh")
        self.conv = nn.Conv1d(config.hidden_size, config.hidden_size, kernel_size, padding=(kernel_size - 1) // 2,
                              groups=groups)
        self.LayerNorm = nn.LayerNorm(config.hidden_size, config.layer_norm_eps)
        self.dropout = StableDropout(config.hidden_dropout_prob)
        self.config = config

    def forward(self, hidden_states, residual_states, input_mask):
        out = self.conv(hidden_states.permute(0, 2, 1).contiguous()).permute(0, 2, 1).contiguous()
        rmask = (1 - input_mask).bool()
        out.masked_fill_(rmask.unsqueeze(-1).expand(out.size()), 0)
        out = {"gelu": F.gelu, "tanh": torch.tanh}[self.conv_act](self.dropout(out))

        layer_norm_input = residual_states + out
        output = self.LayerNorm(layer_norm_input).to(layer_norm_input)

        if input_mask is None:
            output_states = output
        else:
            if input_mask.dim() != layer_norm_input.dim():
                if input_mask.dim() == 4:
                    input_mask = input_mask.squeeze(1).squeeze(1)
                input_mask = input_mask.unsqueeze(2)

            input_mask = input_mask.to(output.dtype)
            output_states = output * input_mask

        return output_states


class DebertaV2Encoder(nn.Module):
    """Modified BertEncoder with relative position bias support."""

    def __init__(self, config):
        super().__init__()

        self.layer = nn.ModuleList([DebertaV2Layer(config) for _ in range(config.num_hidden_layers)])
        self.relative_attention = getattr(config, "relative_attention", False)

        if self.relative_attention:
            self.max_relative_positions = getattr(config, "max_relative_positions", -1)
            if self.max_relative_positions < 1:
                self.max_relative_positions = config.max_position_embeddings

            self.position_buckets = getattr(config, "position_buckets", -1)
            pos_ebd_size = self.max_relative_positions * 2

            if self.position_buckets > 0:
                pos_ebd_size = self.position_buckets * 2

            self.rel_embeddings = nn.Embedding(pos_ebd_size, config.hidden_size)

        self.norm_rel_ebd = [x.strip() for x in getattr(config, "norm_rel_ebd", "none").lower().split("|")]

        if "layer_norm" in self.norm_rel_ebd:
            self.LayerNorm = nn.LayerNorm(config.hidden_size, config.layer_norm_eps, elementwise_affine=True)

        self.conv = ConvLayer(config) if getattr(config, "conv_kernel_size", 0) > 0 else None

    def get_rel_embedding(self):
        rel_embeddings = self.rel_embeddings.weight if self.relative_attention else None
        if rel_embeddings is not None and ("layer_norm" in self.norm_rel_ebd):
            rel_embeddings = self.LayerNorm(rel_embeddings)
        return rel_embeddings

    def get_attention_mask(self, attention_mask):
        if attention_mask.dim() <= 2:
            extended_attention_mask = attention_mask.unsqueeze(1).unsqueeze(2)
            attention_mask = extended_attention_mask * extended_attention_mask.squeeze(-2).unsqueeze(-1)
        elif attention_mask.dim() == 3:
            attention_mask = attention_mask.unsqueeze(1)

        return attention_mask

    def get_rel_pos(self, hidden_states, query_states=None, relative_pos=None):
        if self.relative_attention and relative_pos is None:
            q = query_states.size(-2) if query_states is not None else hidden_states.size(-2)
            relative_pos = build_relative_position(
                q, hidden_states.size(-2), bucket_size=self.position_buckets,
                max_position=self.max_relative_positions, device=hidden_states.device)
        return relative_pos

    def forward(self, hidden_states, attention_mask, query_states=None, relative_pos=None):
        if attention_mask.dim() <= 2:
            input_mask = attention_mask
        else:
            input_mask = attention_mask.sum(-2) > 0
        attention_mask = self.get_attention_mask(attention_mask)
        relative_pos = self.get_rel_pos(hidden_states, query_states, relative_pos)

        all_hidden_states = (hidden_states,)
        next_kv = hidden_states
        rel_embeddings = self.get_rel_embedding()
        output_states = next_kv
        for i, layer_module in enumerate(self.layer):
            output_states = layer_module(next_kv, attention_mask, query_states=query_states,
                                         relative_pos=relative_pos, rel_embeddings=rel_embeddings)

            if i == 0 and self.conv is not None:
                output_states = self.conv(hidden_states, output_states, input_mask)

            all_hidden_states = all_hidden_states + (output_states,)

            if query_states is not None:
                query_states = output_states
            else:
                next_kv = output_states

        return output_states, all_hidden_states


class DebertaV2Embeddings(nn.Module):
    """Word embeddings (position_biased_input False: no absolute positions; type_vocab_size 0), LayerNorm, the
    attention mask multiplied in."""

    def __init__(self, config):
        super().__init__()
        pad_token_id = getattr(config, "pad_token_id", 0)
        self.embedding_size = getattr(config, "embedding_size", config.hidden_size)
        self.word_embeddings = nn.Embedding(config.vocab_size, self.embedding_size, padding_idx=pad_token_id)

        self.position_biased_input = getattr(config, "position_biased_input", True)
        if not self.position_biased_input:
            self.position_embeddings = None
        else:
            self.position_embeddings = nn.Embedding(config.max_position_embeddings, self.embedding_size)

        if config.type_vocab_size > 0:
            self.token_type_embeddings = nn.Embedding(config.type_vocab_size, self.embedding_size)

        if self.embedding_size != config.hidden_size:
            self.embed_proj = nn.Linear(self.embedding_size, config.hidden_size, bias=False)
        self.LayerNorm = nn.LayerNorm(config.hidden_size, config.layer_norm_eps)
        self.dropout = StableDropout(config.hidden_dropout_prob)
        self.config = config

        # position_ids (1, len position emb) is contiguous in memory and exported when serialized
        self.register_buffer("position_ids", torch.arange(config.max_position_embeddings).expand((1, -1)),
                             persistent=False)

    def forward(self, input_ids=None, token_type_ids=None, position_ids=None, mask=None, inputs_embeds=None):
        input_shape = input_ids.size()
        seq_length = input_shape[1]

        if position_ids is None:
            position_ids = self.position_ids[:, :seq_length]

        if token_type_ids is None:
            token_type_ids = torch.zeros(input_shape, dtype=torch.long, device=self.position_ids.device)

        if inputs_embeds is None:
            inputs_embeds = self.word_embeddings(input_ids)

        if self.position_embeddings is not None:
            position_embeddings = self.position_embeddings(position_ids.long())
        else:
            position_embeddings = torch.zeros_like(inputs_embeds)

        embeddings = inputs_embeds
        if self.position_biased_input:
            embeddings += position_embeddings
        if self.config.type_vocab_size > 0:
            token_type_embeddings = self.token_type_embeddings(token_type_ids)
            embeddings += token_type_embeddings

        if self.embedding_size != self.config.hidden_size:
            embeddings = self.embed_proj(embeddings)

        embeddings = self.LayerNorm(embeddings)

        if mask is not None:
            if mask.dim() != embeddings.dim():
                if mask.dim() == 4:
                    mask = mask.squeeze(1).squeeze(1)
                mask = mask.unsqueeze(2)
            mask = mask.to(embeddings.dtype)

            embeddings = embeddings * mask

        embeddings = self.dropout(embeddings)
        return embeddings


class DebertaV2Model(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.embeddings = DebertaV2Embeddings(config)
        self.encoder = DebertaV2Encoder(config)
        self.z_steps = 0
        self.config = config

    def forward(self, input_ids, attention_mask):
        embedding_output = self.embeddings(input_ids=input_ids, mask=attention_mask)
        sequence_output, encoded_layers = self.encoder(embedding_output, attention_mask)
        return sequence_output


class DebertaV2PredictionHeadTransform(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.embedding_size = getattr(config, "embedding_size", config.hidden_size)
        self.dense = nn.Linear(config.hidden_size, self.embedding_size)
        self.transform_act_fn = F.gelu
        self.LayerNorm = nn.LayerNorm(self.embedding_size, eps=config.layer_norm_eps)

    def forward(self, hidden_states):
        hidden_states = self.dense(hidden_states)
        hidden_states = self.transform_act_fn(hidden_states)
        hidden_states = self.LayerNorm(hidden_states)
        return hidden_states


class DebertaV2LMPredictionHead(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.transform = DebertaV2PredictionHeadTransform(config)
        self.embedding_size = getattr(config, "embedding_size", config.hidden_size)
        # The output weights are the same as the input embeddings, but there is
        # an output-only bias for each token.
        self.decoder = nn.Linear(self.embedding_size, config.vocab_size, bias=False)
        self.bias = nn.Parameter(torch.zeros(config.vocab_size))
        # Need a link between the two variables so that the bias is correctly resized with `resize_token_embeddings`
        self.decoder.bias = self.bias

    def forward(self, hidden_states):
        hidden_states = self.transform(hidden_states)
        hidden_states = self.decoder(hidden_states)
        return hidden_states


class DebertaV2OnlyMLMHead(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.predictions = DebertaV2LMPredictionHead(config)

    def forward(self, sequence_output):
        prediction_scores = self.predictions(sequence_output)
        return prediction_scores


class DebertaV2ForMaskedLM(nn.Module):
    """DebertaV2ForMaskedLM with tie_word_embeddings (decoder.weight is the word embedding) and
    DebertaV2PreTrainedModel._init_weights (Linear / Embedding normal(0, initializer_range), zero biases, the
    padding row zeroed)."""

    def __init__(self, config):
        super().__init__()
        self.config = config
        self.deberta = DebertaV2Model(config)
        self.cls = DebertaV2OnlyMLMHead(config)
        self.apply(self._init_weights)
        self.cls.predictions.decoder.weight = self.deberta.embeddings.word_embeddings.weight

    def _init_weights(self, module):
        if isinstance(module, nn.Linear):
            module.weight.data.normal_(mean=0.0, std=self.config.initializer_range)
            if module.bias is not None:
                module.bias.data.zero_()
        elif isinstance(module, nn.Embedding):
            module.weight.data.normal_(mean=0.0, std=self.config.initializer_range)
            if module.padding_idx is not None:
                module.weight.data[module.padding_idx].zero_()

    def forward(self, input_ids, attention_mask):
        sequence_output = self.deberta(input_ids, attention_mask=attention_mask)
        prediction_scores = self.cls(sequence_output)
        return prediction_scores


def _deberta_mlm_loss(prediction_scores, labels, vocab_size=40):
    """DebertaV2ForMaskedLM.forward with labels: CrossEntropyLoss() (-100 = not masked) on the flattened scores."""
    loss_fct = nn.CrossEntropyLoss()  # -100 index = padding token
    masked_lm_loss = loss_fct(prediction_scores.view(-1, vocab_size), labels.view(-1))
    return masked_lm_loss


# ------------------------------------------------------------------ RAFT (princeton-vl/RAFT)
class ResidualBlock(nn.Module):
    """core/extractor.py's ResidualBlock (in-place ReLUs; 'group' norm not used here)."""

    def __init__(self, in_planes, planes, norm_fn='group', stride=1):
        super().__init__()

        self.conv1 = nn.Conv2d(in_planes, planes, kernel_size=3, padding=1, stride=stride)
        self.conv2 = nn.Conv2d(planes, planes, kernel_size=3, padding=1)
        self.relu = nn.ReLU(inplace=True)

        num_groups = planes // 8

        if norm_fn == 'group':
            self.norm1 = nn.GroupNorm(num_groups=num_groups, num_channels=planes)
            self.norm2 = nn.GroupNorm(num_groups=num_groups, num_channels=planes)
            if not stride == 1:
                self.norm3 = nn.GroupNorm(num_groups=num_groups, num_channels=planes)

        elif norm_fn == 'batch':
            self.norm1 = nn.BatchNorm2d(planes)
            self.norm2 = nn.BatchNorm2d(planes)
            if not stride == 1:
                self.norm3 = nn.BatchNorm2d(planes)

        elif norm_fn == 'instance':
            self.norm1 = nn.InstanceNorm2d(planes)
            self.norm2 = nn.InstanceNorm2d(planes)
            if not stride == 1:
                self.norm3 = nn.InstanceNorm2d(planes)

        elif norm_fn == 'none':
            self.norm1 = nn.Sequential()
            self.norm2 = nn.Sequential()
            if not stride == 1:
                self.norm3 = nn.Sequential()

        if stride == 1:
            self.downsample = None

        else:
            self.downsample = nn.Sequential(
                nn.Conv2d(in_planes, planes, kernel_size=1, stride=stride), self.norm3)

    def forward(self, x):
        y = x
        y = self.relu(self.norm1(self.conv1(y)))
        y = self.relu(self.norm2(self.conv2(y)))

        if self.downsample is not None:
            x = self.downsample(x)

        return self.relu(x + y)


class BasicEncoder(nn.Module):
    """core/extractor.py's BasicEncoder, every width divided by `div` (64 / 96 / 128 -> 8 / 12 / 16 at div 8)."""

    def __init__(self, output_dim=128, norm_fn='batch', dropout=0.0, div=8):
        super().__init__()
        self.norm_fn = norm_fn
        d = lambda c: c // div  # noqa: E731

        if self.norm_fn == 'group':
            self.norm1 = nn.GroupNorm(num_groups=8, num_channels=d(64))

        elif self.norm_fn == 'batch':
            self.norm1 = nn.BatchNorm2d(d(64))

        elif self.norm_fn == 'instance':
            self.norm1 = nn.InstanceNorm2d(d(64))

        elif self.norm_fn == 'none':
            self.norm1 = nn.Sequential()

        self.conv1 = nn.Conv2d(3, d(64), kernel_size=7, stride=2, padding=3)
        self.relu1 = nn.ReLU(inplace=True)

        self.in_planes = d(64)
        self.layer1 = self._make_layer(d(64), stride=1)
        self.layer2 = self._make_layer(d(96), stride=2)
        self.layer3 = self._make_layer(d(128), stride=2)

        # output convolution
        self.conv2 = nn.Conv2d(d(128), output_dim, kernel_size=1)

        self.dropout = None
        if dropout > 0:
            self.dropout = nn.Dropout2d(p=dropout)

        for m in self.modules():
            if isinstance(m, nn.Conv2d):
                nn.init.kaiming_normal_(m.weight, mode='fan_out', nonlinearity='relu')
            elif isinstance(m, (nn.BatchNorm2d, nn.InstanceNorm2d, nn.GroupNorm)):
                if m.weight is not None:
                    nn.init.constant_(m.weight, 1)
                if m.bias is not None:
                    nn.init.constant_(m.bias, 0)

    def _make_layer(self, dim, stride=1):
        layer1 = ResidualBlock(self.in_planes, dim, self.norm_fn, stride=stride)
        layer2 = ResidualBlock(dim, dim, self.norm_fn, stride=1)
        layers = (layer1, layer2)

        self.in_planes = dim
        return nn.Sequential(*layers)

    def forward(self, x):

        # if input is list, combine batch dimension
        is_list = isinstance(x, tuple) or isinstance(x, list)
        if is_list:
            batch_dim = x[0].shape[0]
            x = torch.cat(x, dim=0)

        x = self.conv1(x)
        x = self.norm1(x)
        x = self.relu1(x)

        x = self.layer1(x)
        x = self.layer2(x)
        x = self.layer3(x)

        x = self.conv2(x)

        if self.training and self.dropout is not None:
            x = self.dropout(x)

        if is_list:
            x = torch.split(x, [batch_dim, batch_dim], dim=0)

        return x


class FlowHead(nn.Module):
    def __init__(self, input_dim=128, hidden_dim=256):
        super().__init__()
        self.conv1 = nn.Conv2d(input_dim, hidden_dim, 3, padding=1)
        self.conv2 = nn.Conv2d(hidden_dim, 2, 3, padding=1)
        self.relu = nn.ReLU(inplace=True)

    def forward(self, x):
        return self.conv2(self.relu(self.conv1(x)))


class SepConvGRU(nn.Module):
    """core/update.py's SepConvGRU: a horizontal (1x5) then a vertical (5x1) convolutional GRU step."""

    def __init__(self, hidden_dim=128, input_dim=192 + 128):
        super().__init__()
        self.convz1 = nn.Conv2d(hidden_dim + input_dim, hidden_dim, (1, 5), padding=(0, 2))
        self.convr1 = nn.Conv2d(hidden_dim + input_dim, hidden_dim, (1, 5), padding=(0, 2))
        self.convq1 = nn.Conv2d(hidden_dim + input_dim, hidden_dim, (1, 5), padding=(0, 2))

        self.convz2 = nn.Conv2d(hidden_dim + input_dim, hidden_dim, (5, 1), padding=(2, 0))
        self.convr2 = nn.Conv2d(hidden_dim + input_dim, hidden_dim, (5, 1), padding=(2, 0))
        self.convq2 = nn.Conv2d(hidden_dim + input_dim, hidden_dim, (5, 1), padding=(2, 0))

    def forward(self, h, x):
        # horizontal
        hx = torch.cat([h, x], dim=1)
        z = torch.sigmoid(self.convz1(hx))
        r = torch.sigmoid(self.convr1(hx))
        q = torch.tanh(self.convq1(torch.cat([r * h, x], dim=1)))
        h = (1 - z) * h + z * q

        # vertical
        hx = torch.cat([h, x], dim=1)
        z = torch.sigmoid(self.convz2(hx))
        r = torch.sigmoid(self.convr2(hx))
        q = torch.tanh(self.convq2(torch.cat([r * h, x], dim=1)))
        h = (1 - z) * h + z * q

        return h


class BasicMotionEncoder(nn.Module):
    """core/update.py's BasicMotionEncoder, widths divided by `div` (256 / 192 / 128 / 64 / 126)."""

    def __init__(self, args, div=8):
        super().__init__()
        d = lambda c: c // div  # noqa: E731
        cor_planes = args.corr_levels * (2 * args.corr_radius + 1) ** 2
        self.convc1 = nn.Conv2d(cor_planes, d(256), 1, padding=0)
        self.convc2 = nn.Conv2d(d(256), d(192), 3, padding=1)
        self.convf1 = nn.Conv2d(2, d(128), 7, padding=3)
        self.convf2 = nn.Conv2d(d(128), d(64), 3, padding=1)
        self.conv = nn.Conv2d(d(64) + d(192), d(128) - 2, 3, padding=1)

    def forward(self, flow, corr):
        cor = F.relu(self.convc1(corr))
        cor = F.relu(self.convc2(cor))
        flo = F.relu(self.convf1(flow))
        flo = F.relu(self.convf2(flo))

        cor_flo = torch.cat([cor, flo], dim=1)
        out = F.relu(self.conv(cor_flo))
        return torch.cat([out, flow], dim=1)


class BasicUpdateBlock(nn.Module):
    """core/update.py's BasicUpdateBlock (motion encoder, SepConvGRU, flow head, 0.25-scaled convex upsampling mask
    of 64 * 9 channels)."""

    def __init__(self, args, hidden_dim=128, input_dim=128, div=8):
        super().__init__()
        d = lambda c: c // div  # noqa: E731
        self.args = args
        self.encoder = BasicMotionEncoder(args, div)
        self.gru = SepConvGRU(hidden_dim=hidden_dim, input_dim=d(128) + hidden_dim)
        self.flow_head = FlowHead(hidden_dim, hidden_dim=d(256))

        self.mask = nn.Sequential(
            nn.Conv2d(d(128), d(256), 3, padding=1),
            nn.ReLU(inplace=True),
            nn.Conv2d(d(256), 64 * 9, 1, padding=0))

    def forward(self, net, inp, corr, flow, upsample=True):
        motion_features = self.encoder(flow, corr)
        inp = torch.cat([inp, motion_features], dim=1)

        net = self.gru(net, inp)
        delta_flow = self.flow_head(net)

        # scale mask to balence gradients
        mask = .25 * self.mask(net)
        return net, mask, delta_flow


def bilinear_sampler(img, coords, mode='bilinear', mask=False):
    """Wrapper for grid_sample, uses pixel coordinates."""
    H, W = img.shape[-2:]
    xgrid, ygrid = coords.split([1, 1], dim=-1)
    xgrid = 2 * xgrid / (W - 1) - 1
    ygrid = 2 * ygrid / (H - 1) - 1

    grid = torch.cat([xgrid, ygrid], dim=-1)
    img = F.grid_sample(img, grid, align_corners=True)

    if mask:
        mask = (xgrid > -1) & (ygrid > -1) & (xgrid < 1) & (ygrid < 1)
        return img, mask.float()

    return img


def coords_grid(batch, ht, wd, device):
    coords = torch.meshgrid(torch.arange(ht, device=device), torch.arange(wd, device=device), indexing='ij')
    coords = torch.stack(coords[::-1], dim=0).float()
    return coords[None].repeat(batch, 1, 1, 1)


class CorrBlock:
    """core/corr.py's CorrBlock: all-pairs correlation, an avg-pooled pyramid, lookups by bilinear_sampler in a
    (2r + 1)^2 window around the current coordinates at every level."""

    def __init__(self, fmap1, fmap2, num_levels=4, radius=4):
        self.num_levels = num_levels
        self.radius = radius
        self.corr_pyramid = []

        # all pairs correlation
        corr = CorrBlock.corr(fmap1, fmap2)

        batch, h1, w1, dim, h2, w2 = corr.shape
        corr = corr.reshape(batch * h1 * w1, dim, h2, w2)

        self.corr_pyramid.append(corr)
        for i in range(self.num_levels - 1):
            corr = F.avg_pool2d(corr, 2, stride=2)
            self.corr_pyramid.append(corr)

    def __call__(self, coords):
        r = self.radius
        coords = coords.permute(0, 2, 3, 1)
        batch, h1, w1, _ = coords.shape

        out_pyramid = []
        for i in range(self.num_levels):
            corr = self.corr_pyramid[i]
            dx = torch.linspace(-r, r, 2 * r + 1, device=coords.device)
            dy = torch.linspace(-r, r, 2 * r + 1, device=coords.device)
            delta = torch.stack(torch.meshgrid(dy, dx, indexing='ij'), axis=-1)

            centroid_lvl = coords.reshape(batch * h1 * w1, 1, 1, 2) / 2 ** i
            delta_lvl = delta.view(1, 2 * r + 1, 2 * r + 1, 2)
            coords_lvl = centroid_lvl + delta_lvl

            corr = bilinear_sampler(corr, coords_lvl)
            corr = corr.view(batch, h1, w1, -1)
            out_pyramid.append(corr)

        out = torch.cat(out_pyramid, dim=-1)
        return out.permute(0, 3, 1, 2).contiguous().float()

    @staticmethod
    def corr(fmap1, fmap2):
        batch, dim, ht, wd = fmap1.shape
        fmap1 = fmap1.view(batch, dim, ht * wd)
        fmap2 = fmap2.view(batch, dim, ht * wd)

        corr = torch.matmul(fmap1.transpose(1, 2), fmap2)
        corr = corr.view(batch, ht, wd, 1, ht, wd)
        return corr / torch.sqrt(torch.tensor(dim).float())


class RAFT(nn.Module):
    """core/raft.py's RAFT (not small): fnet BasicEncoder(instance norm), cnet BasicEncoder(batch norm), hidden /
    context dims 128 / 128 divided by `div`, corr_levels 4, corr_radius 4; mixed_precision False (its autocast
    contexts are no-ops, left out), alternate_corr False."""

    def __init__(self, args, div=8):
        super().__init__()
        self.args = args

        self.hidden_dim = hdim = 128 // div
        self.context_dim = cdim = 128 // div
        args.corr_levels = 4
        args.corr_radius = 4

        if 'dropout' not in self.args:
            self.args.dropout = 0

        if 'alternate_corr' not in self.args:
            self.args.alternate_corr = False

        # feature network, context network, and update block
        self.fnet = BasicEncoder(output_dim=256 // div, norm_fn='instance', dropout=args.dropout, div=div)
        self.cnet = BasicEncoder(output_dim=hdim + cdim, norm_fn='batch', dropout=args.dropout, div=div)
        self.update_block = BasicUpdateBlock(self.args, hidden_dim=hdim, div=div)

    def initialize_flow(self, img):
        """Flow is represented as difference between two coordinate grids flow = coords1 - coords0."""
        N, C, H, W = img.shape
        coords0 = coords_grid(N, H // 8, W // 8, device=img.device)
        coords1 = coords_grid(N, H // 8, W // 8, device=img.device)

        # optical flow computed as difference: flow = coords1 - coords0
        return coords0, coords1

    def upsample_flow(self, flow, mask):
        """Upsample flow field [H/8, W/8, 2] -> [H, W, 2] using convex combination."""
        N, _, H, W = flow.shape
        mask = mask.view(N, 1, 9, 8, 8, H, W)
        mask = torch.softmax(mask, dim=2)

        up_flow = F.unfold(8 * flow, [3, 3], padding=1)
        up_flow = up_flow.view(N, 2, 9, 1, 1, H, W)

        up_flow = torch.sum(mask * up_flow, dim=2)
        up_flow = up_flow.permute(0, 1, 4, 2, 5, 3)
        return up_flow.reshape(N, 2, 8 * H, 8 * W)

    def forward(self, image1, image2, iters=12, flow_init=None, upsample=True, test_mode=False):
        """Estimate optical flow between pair of frames."""

        image1 = 2 * (image1 / 255.0) - 1.0
        image2 = 2 * (image2 / 255.0) - 1.0

        image1 = image1.contiguous()
        image2 = image2.contiguous()

        hdim = self.hidden_dim
        cdim = self.context_dim

        # run the feature network
        fmap1, fmap2 = self.fnet([image1, image2])

        fmap1 = fmap1.float()
        fmap2 = fmap2.float()
        corr_fn = CorrBlock(fmap1, fmap2, radius=self.args.corr_radius)

        # run the context network
        cnet = self.cnet(image1)
        net, inp = torch.split(cnet, [hdim, cdim], dim=1)
        net = torch.tanh(net)
        inp = torch.relu(inp)

        coords0, coords1 = self.initialize_flow(image1)

        if flow_init is not None:
            coords1 = coords1 + flow_init

        flow_predictions = []
        for itr in range(iters):
            coords1 = coords1.detach()
            corr = corr_fn(coords1)  # index correlation volume

            flow = coords1 - coords0
            net, up_mask, delta_flow = self.update_block(net, inp, corr, flow)

            # F(t+1) = F(t) + \Delta(t)
            coords1 = coords1 + delta_flow

            # upsample predictions
            if up_mask is None:
                raise NotImplementedError  # upflow8: RAFT small only
            else:
                flow_up = self.upsample_flow(coords1 - coords0, up_mask)

            flow_predictions.append(flow_up)

        if test_mode:
            return coords1 - coords0, flow_up

        return flow_predictions


class RAFTStep(nn.Module):
    """train.py's `flow_predictions = model(image1, image2, iters=args.iters)` (add_noise off)."""

    def __init__(self, iters=3, div=8):
        super().__init__()
        self.iters = iters
        self.model = RAFT(argparse.Namespace(small=False, mixed_precision=False, dropout=0.0, alternate_corr=False),
                          div=div)

    def forward(self, image1, image2):
        return self.model(image1, image2, iters=self.iters)


MAX_FLOW = 400


def sequence_loss(flow_preds, flow_gt, valid, gamma=0.8, max_flow=MAX_FLOW):
    """Loss function defined over sequence of flow predictions (train.py; the epe metrics, read by .item(), left
    out)."""

    n_predictions = len(flow_preds)
    flow_loss = 0.0

    # exlude invalid pixels and extremely large diplacements
    mag = torch.sum(flow_gt ** 2, dim=1).sqrt()
    valid = (valid >= 0.5) & (mag < max_flow)

    for i in range(n_predictions):
        i_weight = gamma ** (n_predictions - i - 1)
        i_loss = (flow_preds[i] - flow_gt).abs()
        flow_loss += i_weight * (valid[:, None] * i_loss).mean()

    return flow_loss


# ------------------------------------------------------------------ Monodepth2 (nianticlabs/monodepth2)
class TVBasicBlock(nn.Module):
    """torchvision resnet.py's BasicBlock (in-place ReLU, in-place residual add)."""
    expansion = 1

    def __init__(self, inplanes, planes, stride=1, downsample=None):
        super().__init__()
        self.conv1 = nn.Conv2d(inplanes, planes, kernel_size=3, stride=stride, padding=1, bias=False)
        self.bn1 = nn.BatchNorm2d(planes)
        self.relu = nn.ReLU(inplace=True)
        self.conv2 = nn.Conv2d(planes, planes, kernel_size=3, stride=1, padding=1, bias=False)
        self.bn2 = nn.BatchNorm2d(planes)
        self.downsample = downsample
        self.stride = stride

    def forward(self, x):
        identity = x

        out = self.conv1(x)
        out = self.bn1(out)
        out = self.relu(out)

        out = self.conv2(out)
        out = self.bn2(out)

        if self.downsample is not None:
            identity = self.downsample(x)

        out += identity
        out = self.relu(out)

        return out


class TVResNet(nn.Module):
    """torchvision resnet.py's ResNet(BasicBlock, [2, 2, 2, 2]) = resnet18 with every width divided by `div`, and
    monodepth2's ResNetMultiImageInput (conv1 over num_input_images * 3 channels); kaiming_normal_ (fan_out, relu)
    conv weights, BN 1 / 0; no fc (ResnetEncoder never calls it)."""

    def __init__(self, block, layers, num_input_images=1, div=8):
        super().__init__()
        d = lambda c: c // div  # noqa: E731
        self.inplanes = d(64)
        self.conv1 = nn.Conv2d(num_input_images * 3, d(64), kernel_size=7, stride=2, padding=3, bias=False)
        self.bn1 = nn.BatchNorm2d(d(64))
        self.relu = nn.ReLU(inplace=True)
        self.maxpool = nn.MaxPool2d(kernel_size=3, stride=2, padding=1)
        self.layer1 = self._make_layer(block, d(64), layers[0])
        self.layer2 = self._make_layer(block, d(128), layers[1], stride=2)
        self.layer3 = self._make_layer(block, d(256), layers[2], stride=2)
        self.layer4 = self._make_layer(block, d(512), layers[3], stride=2)

        for m in self.modules():
            if isinstance(m, nn.Conv2d):
                nn.init.kaiming_normal_(m.weight, mode='fan_out', nonlinearity='relu')
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
        layers = [block(self.inplanes, planes, stride, downsample)]
        self.inplanes = planes * block.expansion
        for _ in range(1, blocks):
            layers.append(block(self.inplanes, planes))
        return nn.Sequential(*layers)


class ResnetEncoder(nn.Module):
    """networks/resnet_encoder.py's ResnetEncoder(18, pretrained False, num_input_images)."""

    def __init__(self, num_layers, pretrained, num_input_images=1, div=8):
        super().__init__()

        self.num_ch_enc = np.array([64, 64, 128, 256, 512]) // div

        self.encoder = TVResNet(TVBasicBlock, [2, 2, 2, 2], num_input_images, div=div)

    def forward(self, input_image):
        self.features = []
        x = (input_image - 0.45) / 0.225
        x = self.encoder.conv1(x)
        x = self.encoder.bn1(x)
        self.features.append(self.encoder.relu(x))
        self.features.append(self.encoder.layer1(self.encoder.maxpool(self.features[-1])))
        self.features.append(self.encoder.layer2(self.features[-1]))
        self.features.append(self.encoder.layer3(self.features[-1]))
        self.features.append(self.encoder.layer4(self.features[-1]))

        return self.features


class Conv3x3(nn.Module):
    """Layer to pad and convolve input."""

    def __init__(self, in_channels, out_channels, use_refl=True):
        super().__init__()

        if use_refl:
            self.pad = nn.ReflectionPad2d(1)
        else:
            self.pad = nn.ZeroPad2d(1)
        self.conv = nn.Conv2d(int(in_channels), int(out_channels), 3)

    def forward(self, x):
        out = self.pad(x)
        out = self.conv(out)
        return out


class ConvBlock(nn.Module):
    """Layer to perform a convolution followed by ELU."""

    def __init__(self, in_channels, out_channels):
        super().__init__()

        self.conv = Conv3x3(in_channels, out_channels)
        self.nonlin = nn.ELU(inplace=True)

    def forward(self, x):
        out = self.conv(x)
        out = self.nonlin(out)
        return out


def upsample(x):
    """Upsample input tensor by a factor of 2."""
    return F.interpolate(x, scale_factor=2, mode="nearest")


class DepthDecoder(nn.Module):
    """networks/depth_decoder.py's DepthDecoder (num_ch_dec 16 / 32 / 64 / 128 / 256 divided by `div`)."""

    def __init__(self, num_ch_enc, scales=range(4), num_output_channels=1, use_skips=True, div=4):
        super().__init__()

        self.num_output_channels = num_output_channels
        self.use_skips = use_skips
        self.upsample_mode = 'nearest'
        self.scales = scales

        self.num_ch_enc = num_ch_enc
        self.num_ch_dec = np.array([16, 32, 64, 128, 256]) // div

        # decoder
        self.convs = OrderedDict()
        for i in range(4, -1, -1):
            # upconv_0
            num_ch_in = self.num_ch_enc[-1] if i == 4 else self.num_ch_dec[i + 1]
            num_ch_out = self.num_ch_dec[i]
            self.convs[("upconv", i, 0)] = ConvBlock(num_ch_in, num_ch_out)

            # upconv_1
            num_ch_in = self.num_ch_dec[i]
            if self.use_skips and i > 0:
                num_ch_in += self.num_ch_enc[i - 1]
            num_ch_out = self.num_ch_dec[i]
            self.convs[("upconv", i, 1)] = ConvBlock(num_ch_in, num_ch_out)

        for s in self.scales:
            self.convs[("dispconv", s)] = Conv3x3(self.num_ch_dec[s], self.num_output_channels)

        self.decoder = nn.ModuleList(list(self.convs.values()))
        self.sigmoid = nn.Sigmoid()

    def forward(self, input_features):
        self.outputs = {}

        # decoder
        x = input_features[-1]
        for i in range(4, -1, -1):
            x = self.convs[("upconv", i, 0)](x)
            x = [upsample(x)]
            if self.use_skips and i > 0:
                x += [input_features[i - 1]]
            x = torch.cat(x, 1)
            x = self.convs[("upconv", i, 1)](x)
            if i in self.scales:
                self.outputs[("disp", i)] = self.sigmoid(self.convs[("dispconv", i)](x))

        return self.outputs


class PoseDecoder(nn.Module):
    """networks/pose_decoder.py's PoseDecoder (256 channels divided by `div`)."""

    def __init__(self, num_ch_enc, num_input_features, num_frames_to_predict_for=None, stride=1, div=8):
        super().__init__()

        self.num_ch_enc = num_ch_enc
        self.num_input_features = num_input_features

        if num_frames_to_predict_for is None:
            num_frames_to_predict_for = num_input_features - 1
        self.num_frames_to_predict_for = num_frames_to_predict_for

        c = 256 // div
        self.convs = OrderedDict()
        self.convs[("squeeze")] = nn.Conv2d(self.num_ch_enc[-1], c, 1)
        self.convs[("pose", 0)] = nn.Conv2d(num_input_features * c, c, 3, stride, 1)
        self.convs[("pose", 1)] = nn.Conv2d(c, c, 3, stride, 1)
        self.convs[("pose", 2)] = nn.Conv2d(c, 6 * num_frames_to_predict_for, 1)

        self.relu = nn.ReLU()

        self.net = nn.ModuleList(list(self.convs.values()))

    def forward(self, input_features):
        last_features = [f[-1] for f in input_features]

        cat_features = [self.relu(self.convs["squeeze"](f)) for f in last_features]
        cat_features = torch.cat(cat_features, 1)

        out = cat_features
        for i in range(3):
            out = self.convs[("pose", i)](out)
            if i != 2:
                out = self.relu(out)

        out = out.mean(3).mean(2)

        out = 0.01 * out.view(-1, self.num_frames_to_predict_for, 1, 6)

        axisangle = out[..., :3]
        translation = out[..., 3:]

        return axisangle, translation


def disp_to_depth(disp, min_depth, max_depth):
    """Convert network's sigmoid output into depth prediction."""
    min_disp = 1 / max_depth
    max_disp = 1 / min_depth
    scaled_disp = min_disp + (max_disp - min_disp) * disp
    depth = 1 / scaled_disp
    return scaled_disp, depth


def transformation_from_parameters(axisangle, translation, invert=False):
    """Convert the network's (axisangle, translation) output into a 4x4 matrix."""
    R = rot_from_axisangle(axisangle)
    t = translation.clone()

    if invert:
        R = R.transpose(1, 2)
        t *= -1

    T = get_translation_matrix(t)

    if invert:
        M = torch.matmul(R, T)
    else:
        M = torch.matmul(T, R)

    return M


def get_translation_matrix(translation_vector):
    """Convert a translation vector into a 4x4 transformation matrix."""
    T = torch.zeros(translation_vector.shape[0], 4, 4).to(device=translation_vector.device)

    t = translation_vector.contiguous().view(-1, 3, 1)

    T[:, 0, 0] = 1
    T[:, 1, 1] = 1
    T[:, 2, 2] = 1
    T[:, 3, 3] = 1
    T[:, :3, 3, None] = t

    return T


def rot_from_axisangle(vec):
    """Convert an axisangle rotation into a 4x4 transformation matrix (adapted from
    https://github.com/Wallacoloo/printipi); input 'vec' has to be Bx1x3."""
    angle = torch.norm(vec, 2, 2, True)
    axis = vec / (angle + 1e-7)

    ca = torch.cos(angle)
    sa = torch.sin(angle)
    C = 1 - ca

    x = axis[..., 0].unsqueeze(1)
    y = axis[..., 1].unsqueeze(1)
    z = axis[..., 2].unsqueeze(1)

    xs = x * sa
    ys = y * sa
    zs = z * sa
    xC = x * C
    yC = y * C
    zC = z * C
    xyC = x * yC
    yzC = y * zC
    zxC = z * xC

    rot = torch.zeros((vec.shape[0], 4, 4)).to(device=vec.device)

    rot[:, 0, 0] = torch.squeeze(x * xC + ca)
    rot[:, 0, 1] = torch.squeeze(xyC - zs)
    rot[:, 0, 2] = torch.squeeze(zxC + ys)
    rot[:, 1, 0] = torch.squeeze(xyC + zs)
    rot[:, 1, 1] = torch.squeeze(y * yC + ca)
    rot[:, 1, 2] = torch.squeeze(yzC - xs)
    rot[:, 2, 0] = torch.squeeze(zxC - ys)
    rot[:, 2, 1] = torch.squeeze(yzC + xs)
    rot[:, 2, 2] = torch.squeeze(z * zC + ca)
    rot[:, 3, 3] = 1

    return rot


class BackprojectDepth(nn.Module):
    """Layer to transform a depth image into a point cloud (its grids are nn.Parameters with requires_grad False,
    kept out of the optimised models in the Trainer's plain dict)."""

    def __init__(self, batch_size, height, width):
        super().__init__()

        self.batch_size = batch_size
        self.height = height
        self.width = width

        meshgrid = np.meshgrid(range(self.width), range(self.height), indexing='xy')
        self.id_coords = np.stack(meshgrid, axis=0).astype(np.float32)
        self.id_coords = nn.Parameter(torch.from_numpy(self.id_coords), requires_grad=False)

        self.ones = nn.Parameter(torch.ones(self.batch_size, 1, self.height * self.width), requires_grad=False)

        self.pix_coords = torch.unsqueeze(torch.stack(
            [self.id_coords[0].view(-1), self.id_coords[1].view(-1)], 0), 0)
        self.pix_coords = self.pix_coords.repeat(batch_size, 1, 1)
        self.pix_coords = nn.Parameter(torch.cat([self.pix_coords, self.ones], 1), requires_grad=False)

    def forward(self, depth, inv_K):
        cam_points = torch.matmul(inv_K[:, :3, :3], self.pix_coords)
        cam_points = depth.view(self.batch_size, 1, -1) * cam_points
        cam_points = torch.cat([cam_points, self.ones], 1)

        return cam_points


class Project3D(nn.Module):
    """Layer which projects 3D points into a camera with intrinsics K and at position T."""

    def __init__(self, batch_size, height, width, eps=1e-7):
        super().__init__()

        self.batch_size = batch_size
        self.height = height
        self.width = width
        self.eps = eps

    def forward(self, points, K, T):
        P = torch.matmul(K, T)[:, :3, :]

        cam_points = torch.matmul(P, points)

        pix_coords = cam_points[:, :2, :] / (cam_points[:, 2, :].unsqueeze(1) + self.eps)
        pix_coords = pix_coords.view(self.batch_size, 2, self.height, self.width)
        pix_coords = pix_coords.permute(0, 2, 3, 1)
        pix_coords[..., 0] /= self.width - 1
        pix_coords[..., 1] /= self.height - 1
        pix_coords = (pix_coords - 0.5) * 2
        return pix_coords


def get_smooth_loss(disp, img):
    """Computes the smoothness loss for a disparity image; the color image is used for edge-aware smoothness."""
    grad_disp_x = torch.abs(disp[:, :, :, :-1] - disp[:, :, :, 1:])
    grad_disp_y = torch.abs(disp[:, :, :-1, :] - disp[:, :, 1:, :])

    grad_img_x = torch.mean(torch.abs(img[:, :, :, :-1] - img[:, :, :, 1:]), 1, keepdim=True)
    grad_img_y = torch.mean(torch.abs(img[:, :, :-1, :] - img[:, :, 1:, :]), 1, keepdim=True)

    grad_disp_x *= torch.exp(-grad_img_x)
    grad_disp_y *= torch.exp(-grad_img_y)

    return grad_disp_x.mean() + grad_disp_y.mean()


class SSIM(nn.Module):
    """Layer to compute the SSIM loss between a pair of images."""

    def __init__(self):
        super().__init__()
        self.mu_x_pool = nn.AvgPool2d(3, 1)
        self.mu_y_pool = nn.AvgPool2d(3, 1)
        self.sig_x_pool = nn.AvgPool2d(3, 1)
        self.sig_y_pool = nn.AvgPool2d(3, 1)
        self.sig_xy_pool = nn.AvgPool2d(3, 1)

        self.refl = nn.ReflectionPad2d(1)

        self.C1 = 0.01 ** 2
        self.C2 = 0.03 ** 2

    def forward(self, x, y):
        x = self.refl(x)
        y = self.refl(y)

        mu_x = self.mu_x_pool(x)
        mu_y = self.mu_y_pool(y)

        sigma_x = self.sig_x_pool(x ** 2) - mu_x ** 2
        sigma_y = self.sig_y_pool(y ** 2) - mu_y ** 2
        sigma_xy = self.sig_xy_pool(x * y) - mu_x * mu_y

        SSIM_n = (2 * mu_x * mu_y + self.C1) * (2 * sigma_xy + self.C2)
        SSIM_d = (mu_x ** 2 + mu_y ** 2 + self.C1) * (sigma_x + sigma_y + self.C2)

        return torch.clamp((1 - SSIM_n / SSIM_d) / 2, 0, 1)


class Monodepth2Step(nn.Module):
    """trainer.py's Trainer.process_batch up to the network outputs (pose_model_type 'separate_resnet', frame_ids
    [0, -1, 1], scales [0, 1, 2, 3]): features = models['encoder'](color_aug 0); outputs = models['depth'](features);
    outputs.update(predict_poses(...)). The outputs are returned as a tuple (disp 0..3, cam_T_cam -1, cam_T_cam 1)."""

    def __init__(self, height, width, scales=(0, 1, 2, 3), frame_ids=(0, -1, 1), div=8, dec_div=4):
        super().__init__()
        self.height = height
        self.width = width
        self.scales = list(scales)
        self.frame_ids = list(frame_ids)
        self.num_pose_frames = 2
        self.models = nn.ModuleDict()
        self.models["encoder"] = ResnetEncoder(18, False, div=div)
        self.models["depth"] = DepthDecoder(self.models["encoder"].num_ch_enc, self.scales, div=dec_div)
        self.models["pose_encoder"] = ResnetEncoder(18, False, num_input_images=self.num_pose_frames, div=div)
        self.models["pose"] = PoseDecoder(self.models["pose_encoder"].num_ch_enc, num_input_features=1,
                                          num_frames_to_predict_for=2, div=div)

    def predict_poses(self, inputs, features):
        """Predict poses between input frames for monocular sequences."""
        outputs = {}
        # In this setting, we compute the pose to each source frame via a
        # separate forward pass through the pose network.

        # select what features the pose network takes as input
        pose_feats = {f_i: inputs["color_aug", f_i, 0] for f_i in self.frame_ids}

        for f_i in self.frame_ids[1:]:
            if f_i != "s":
                # To maintain ordering we always pass frames in temporal order
                if f_i < 0:
                    pose_inputs = [pose_feats[f_i], pose_feats[0]]
                else:
                    pose_inputs = [pose_feats[0], pose_feats[f_i]]

                pose_inputs = [self.models["pose_encoder"](torch.cat(pose_inputs, 1))]

                axisangle, translation = self.models["pose"](pose_inputs)
                outputs[("axisangle", 0, f_i)] = axisangle
                outputs[("translation", 0, f_i)] = translation

                # Invert the matrix if the frame id is negative
                outputs[("cam_T_cam", 0, f_i)] = transformation_from_parameters(
                    axisangle[:, 0], translation[:, 0], invert=(f_i < 0))

        return outputs

    def forward(self, color_aug_0, color_aug_m1, color_aug_p1):
        inputs = {("color_aug", 0, 0): color_aug_0, ("color_aug", -1, 0): color_aug_m1,
                  ("color_aug", 1, 0): color_aug_p1}
        # Otherwise, we only feed the image with frame_id 0 through the depth encoder
        features = self.models["encoder"](inputs["color_aug", 0, 0])
        outputs = self.models["depth"](features)
        outputs.update(self.predict_poses(inputs, features))
        return tuple(outputs[("disp", s)] for s in self.scales) + tuple(
            outputs[("cam_T_cam", 0, f_i)] for f_i in self.frame_ids[1:])


class Monodepth2Loss:
    """trainer.py's generate_images_pred + compute_losses (v1_multiscale False: every scale's disparity is upsampled
    to the full resolution, source_scale 0; automasking on, avg_reprojection False, SSIM on; min_depth 0.1,
    max_depth 100, disparity_smoothness 1e-3). backproject_depth / project_3d live in plain dicts as in the Trainer.
    The tie-breaking torch.randn(...) * 0.00001 is a fixed noise input here."""

    def __init__(self, batch_size, height, width, scales=(0, 1, 2, 3), frame_ids=(0, -1, 1)):
        self.opt = SimpleNamespace(height=height, width=width, scales=list(scales), frame_ids=list(frame_ids),
                                   min_depth=0.1, max_depth=100.0, disparity_smoothness=1e-3, v1_multiscale=False,
                                   disable_automasking=False, avg_reprojection=False, no_ssim=False,
                                   predictive_mask=False, pose_model_type="separate_resnet")
        self.num_scales = len(self.opt.scales)
        self.ssim = SSIM()
        self.backproject_depth = {}
        self.project_3d = {}
        for scale in self.opt.scales:
            h = self.opt.height // (2 ** scale)
            w = self.opt.width // (2 ** scale)

            self.backproject_depth[scale] = BackprojectDepth(batch_size, h, w)
            self.project_3d[scale] = Project3D(batch_size, h, w)

    def generate_images_pred(self, inputs, outputs):
        """Generate the warped (reprojected) color images for a minibatch."""
        for scale in self.opt.scales:
            disp = outputs[("disp", scale)]
            if self.opt.v1_multiscale:
                source_scale = scale
            else:
                disp = F.interpolate(disp, [self.opt.height, self.opt.width], mode="bilinear", align_corners=False)
                source_scale = 0

            _, depth = disp_to_depth(disp, self.opt.min_depth, self.opt.max_depth)

            outputs[("depth", 0, scale)] = depth

            for i, frame_id in enumerate(self.opt.frame_ids[1:]):
                T = outputs[("cam_T_cam", 0, frame_id)]

                cam_points = self.backproject_depth[source_scale](depth, inputs[("inv_K", source_scale)])
                pix_coords = self.project_3d[source_scale](cam_points, inputs[("K", source_scale)], T)

                outputs[("sample", frame_id, scale)] = pix_coords

                outputs[("color", frame_id, scale)] = F.grid_sample(
                    inputs[("color", frame_id, source_scale)],
                    outputs[("sample", frame_id, scale)],
                    padding_mode="border", align_corners=False)  # the default, passed to silence its warning

                if not self.opt.disable_automasking:
                    outputs[("color_identity", frame_id, scale)] = inputs[("color", frame_id, source_scale)]

    def compute_reprojection_loss(self, pred, target):
        """Computes reprojection loss between a batch of predicted and target images."""
        abs_diff = torch.abs(target - pred)
        l1_loss = abs_diff.mean(1, True)

        if self.opt.no_ssim:
            reprojection_loss = l1_loss
        else:
            ssim_loss = self.ssim(pred, target).mean(1, True)
            reprojection_loss = 0.85 * ssim_loss + 0.15 * l1_loss

        return reprojection_loss

    def compute_losses(self, inputs, outputs):
        """Compute the reprojection and smoothness losses for a minibatch."""
        losses = {}
        total_loss = 0

        for scale in self.opt.scales:
            loss = 0
            reprojection_losses = []

            if self.opt.v1_multiscale:
                source_scale = scale
            else:
                source_scale = 0

            disp = outputs[("disp", scale)]
            color = inputs[("color", 0, scale)]
            target = inputs[("color", 0, source_scale)]

            for frame_id in self.opt.frame_ids[1:]:
                pred = outputs[("color", frame_id, scale)]
                reprojection_losses.append(self.compute_reprojection_loss(pred, target))

            reprojection_losses = torch.cat(reprojection_losses, 1)

            if not self.opt.disable_automasking:
                identity_reprojection_losses = []
                for frame_id in self.opt.frame_ids[1:]:
                    pred = inputs[("color", frame_id, source_scale)]
                    identity_reprojection_losses.append(self.compute_reprojection_loss(pred, target))

                identity_reprojection_losses = torch.cat(identity_reprojection_losses, 1)

                if self.opt.avg_reprojection:
                    identity_reprojection_loss = identity_reprojection_losses.mean(1, keepdim=True)
                else:
                    # save both images, and do min all at once below
                    identity_reprojection_loss = identity_reprojection_losses

            if self.opt.avg_reprojection:
                reprojection_loss = reprojection_losses.mean(1, keepdim=True)
            else:
                reprojection_loss = reprojection_losses

            if not self.opt.disable_automasking:
                # add random numbers to break ties
                identity_reprojection_loss += inputs["tie_noise"] * 0.00001

                combined = torch.cat((identity_reprojection_loss, reprojection_loss), dim=1)
            else:
                combined = reprojection_loss

            if combined.shape[1] == 1:
                to_optimise = combined
            else:
                to_optimise, idxs = torch.min(combined, dim=1)

            if not self.opt.disable_automasking:
                outputs["identity_selection/{}".format(scale)] = (
                    idxs > identity_reprojection_loss.shape[1] - 1).float()

            loss += to_optimise.mean()

            mean_disp = disp.mean(2, True).mean(3, True)
            norm_disp = disp / (mean_disp + 1e-7)
            smooth_loss = get_smooth_loss(norm_disp, color)

            loss += self.opt.disparity_smoothness * smooth_loss / (2 ** scale)
            total_loss += loss
            losses["loss/{}".format(scale)] = loss

        total_loss /= self.num_scales
        losses["loss"] = total_loss
        return losses

    def __call__(self, outs, color_0, color_m1, color_p1, color_0_s1, color_0_s2, color_0_s3, K, inv_K, tie_noise):
        scales = self.opt.scales
        outputs = {("disp", s): outs[i] for i, s in enumerate(scales)}
        for j, f_i in enumerate(self.opt.frame_ids[1:]):
            outputs[("cam_T_cam", 0, f_i)] = outs[len(scales) + j]
        inputs = {("color", 0, 0): color_0, ("color", -1, 0): color_m1, ("color", 1, 0): color_p1,
                  ("color", 0, 1): color_0_s1, ("color", 0, 2): color_0_s2, ("color", 0, 3): color_0_s3,
                  ("K", 0): K, ("inv_K", 0): inv_K, "tie_noise": tie_noise}
        self.generate_images_pred(inputs, outputs)
        losses = self.compute_losses(inputs, outputs)
        return losses["loss"]


def _kitti_K(batch, height, width):
    """KITTIDataset's normalised intrinsics scaled to the scale-0 size, and np.linalg.pinv for inv_K."""
    K = np.array([[0.58, 0, 0.5, 0],
                  [0, 1.92, 0.5, 0],
                  [0, 0, 1, 0],
                  [0, 0, 0, 1]], dtype=np.float32)
    K = K.copy()
    K[0, :] *= width
    K[1, :] *= height
    inv_K = np.linalg.pinv(K)
    return (torch.from_numpy(K)[None].repeat(batch, 1, 1),
            torch.from_numpy(inv_K.astype(np.float32))[None].repeat(batch, 1, 1))


# ------------------------------------------------------------------ DINO (facebookresearch/dino)
class DinoMlp(nn.Module):
    def __init__(self, in_features, hidden_features=None, out_features=None, act_layer=nn.GELU, drop=0.):
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


class DinoAttention(nn.Module):
    def __init__(self, dim, num_heads=8, qkv_bias=False, qk_scale=None, attn_drop=0., proj_drop=0.):
        super().__init__()
        self.num_heads = num_heads
        head_dim = dim // num_heads
        self.scale = qk_scale or head_dim ** -0.5

        self.qkv = nn.Linear(dim, dim * 3, bias=qkv_bias)
        self.attn_drop = nn.Dropout(attn_drop)
        self.proj = nn.Linear(dim, dim)
        self.proj_drop = nn.Dropout(proj_drop)

    def forward(self, x):
        B, N, C = x.shape
        qkv = self.qkv(x).reshape(B, N, 3, self.num_heads, C // self.num_heads).permute(2, 0, 3, 1, 4)
        q, k, v = qkv[0], qkv[1], qkv[2]

        attn = (q @ k.transpose(-2, -1)) * self.scale
        attn = attn.softmax(dim=-1)
        attn = self.attn_drop(attn)

        x = (attn @ v).transpose(1, 2).reshape(B, N, C)
        x = self.proj(x)
        x = self.proj_drop(x)
        return x, attn


class DinoBlock(nn.Module):
    def __init__(self, dim, num_heads, mlp_ratio=4., qkv_bias=False, qk_scale=None, drop=0., attn_drop=0.,
                 drop_path=0., act_layer=nn.GELU, norm_layer=nn.LayerNorm):
        super().__init__()
        self.norm1 = norm_layer(dim)
        self.attn = DinoAttention(
            dim, num_heads=num_heads, qkv_bias=qkv_bias, qk_scale=qk_scale, attn_drop=attn_drop, proj_drop=drop)
        assert drop_path == 0.
        self.drop_path = nn.Identity()
        self.norm2 = norm_layer(dim)
        mlp_hidden_dim = int(dim * mlp_ratio)
        self.mlp = DinoMlp(in_features=dim, hidden_features=mlp_hidden_dim, act_layer=act_layer, drop=drop)

    def forward(self, x, return_attention=False):
        y, attn = self.attn(self.norm1(x))
        if return_attention:
            return attn
        x = x + self.drop_path(y)
        x = x + self.drop_path(self.mlp(self.norm2(x)))
        return x


class PatchEmbed(nn.Module):
    """Image to Patch Embedding."""

    def __init__(self, img_size=224, patch_size=16, in_chans=3, embed_dim=768):
        super().__init__()
        num_patches = (img_size // patch_size) * (img_size // patch_size)
        self.img_size = img_size
        self.patch_size = patch_size
        self.num_patches = num_patches

        self.proj = nn.Conv2d(in_chans, embed_dim, kernel_size=patch_size, stride=patch_size)

    def forward(self, x):
        B, C, H, W = x.shape
        x = self.proj(x).flatten(2).transpose(1, 2)
        return x


class VisionTransformer(nn.Module):
    """vision_transformer.py's VisionTransformer (num_classes 0: head Identity; returns the CLS token)."""

    def __init__(self, img_size=[224], patch_size=16, in_chans=3, num_classes=0, embed_dim=768, depth=12,
                 num_heads=12, mlp_ratio=4., qkv_bias=False, qk_scale=None, drop_rate=0., attn_drop_rate=0.,
                 drop_path_rate=0., norm_layer=nn.LayerNorm, **kwargs):
        super().__init__()
        self.num_features = self.embed_dim = embed_dim

        self.patch_embed = PatchEmbed(
            img_size=img_size[0], patch_size=patch_size, in_chans=in_chans, embed_dim=embed_dim)
        num_patches = self.patch_embed.num_patches

        self.cls_token = nn.Parameter(torch.zeros(1, 1, embed_dim))
        self.pos_embed = nn.Parameter(torch.zeros(1, num_patches + 1, embed_dim))
        self.pos_drop = nn.Dropout(p=drop_rate)

        dpr = [x.item() for x in torch.linspace(0, drop_path_rate, depth)]  # stochastic depth decay rule
        self.blocks = nn.ModuleList([
            DinoBlock(
                dim=embed_dim, num_heads=num_heads, mlp_ratio=mlp_ratio, qkv_bias=qkv_bias, qk_scale=qk_scale,
                drop=drop_rate, attn_drop=attn_drop_rate, drop_path=dpr[i], norm_layer=norm_layer)
            for i in range(depth)])
        self.norm = norm_layer(embed_dim)

        # Classifier head
        self.head = nn.Linear(embed_dim, num_classes) if num_classes > 0 else nn.Identity()

        nn.init.trunc_normal_(self.pos_embed, std=.02)
        nn.init.trunc_normal_(self.cls_token, std=.02)
        self.apply(self._init_weights)

    def _init_weights(self, m):
        if isinstance(m, nn.Linear):
            nn.init.trunc_normal_(m.weight, std=.02)
            if isinstance(m, nn.Linear) and m.bias is not None:
                nn.init.constant_(m.bias, 0)
        elif isinstance(m, nn.LayerNorm):
            nn.init.constant_(m.bias, 0)
            nn.init.constant_(m.weight, 1.0)

    def interpolate_pos_encoding(self, x, w, h):
        npatch = x.shape[1] - 1
        N = self.pos_embed.shape[1] - 1
        if npatch == N and w == h:
            return self.pos_embed
        class_pos_embed = self.pos_embed[:, 0]
        patch_pos_embed = self.pos_embed[:, 1:]
        dim = x.shape[-1]
        w0 = w // self.patch_embed.patch_size
        h0 = h // self.patch_embed.patch_size
        # we add a small number to avoid floating point error in the interpolation
        # see discussion at https://github.com/facebookresearch/dino/issues/8
        w0, h0 = w0 + 0.1, h0 + 0.1
        patch_pos_embed = nn.functional.interpolate(
            patch_pos_embed.reshape(1, int(math.sqrt(N)), int(math.sqrt(N)), dim).permute(0, 3, 1, 2),
            scale_factor=(w0 / math.sqrt(N), h0 / math.sqrt(N)),
            mode='bicubic',
        )
        assert int(w0) == patch_pos_embed.shape[-2] and int(h0) == patch_pos_embed.shape[-1]
        patch_pos_embed = patch_pos_embed.permute(0, 2, 3, 1).view(1, -1, dim)
        return torch.cat((class_pos_embed.unsqueeze(0), patch_pos_embed), dim=1)

    def prepare_tokens(self, x):
        B, nc, w, h = x.shape
        x = self.patch_embed(x)  # patch linear embedding

        # add the [CLS] token to the embed patch tokens
        cls_tokens = self.cls_token.expand(B, -1, -1)
        x = torch.cat((cls_tokens, x), dim=1)

        # add positional encoding to each token
        x = x + self.interpolate_pos_encoding(x, w, h)

        return self.pos_drop(x)

    def forward(self, x):
        x = self.prepare_tokens(x)
        for blk in self.blocks:
            x = blk(x)
        x = self.norm(x)
        return x[:, 0]


def vit_tiny(patch_size=16, embed_dim=192, depth=12, num_heads=3, **kwargs):
    """vision_transformer.py's vit_tiny, embed_dim / depth / num_heads passed in (192 / 12 / 3 there)."""
    model = VisionTransformer(
        patch_size=patch_size, embed_dim=embed_dim, depth=depth, num_heads=num_heads, mlp_ratio=4,
        qkv_bias=True, norm_layer=partial(nn.LayerNorm, eps=1e-6), **kwargs)
    return model


class DINOHead(nn.Module):
    def __init__(self, in_dim, out_dim, use_bn=False, norm_last_layer=True, nlayers=3, hidden_dim=2048,
                 bottleneck_dim=256):
        super().__init__()
        nlayers = max(nlayers, 1)
        if nlayers == 1:
            self.mlp = nn.Linear(in_dim, bottleneck_dim)
        else:
            layers = [nn.Linear(in_dim, hidden_dim)]
            if use_bn:
                layers.append(nn.BatchNorm1d(hidden_dim))
            layers.append(nn.GELU())
            for _ in range(nlayers - 2):
                layers.append(nn.Linear(hidden_dim, hidden_dim))
                if use_bn:
                    layers.append(nn.BatchNorm1d(hidden_dim))
                layers.append(nn.GELU())
            layers.append(nn.Linear(hidden_dim, bottleneck_dim))
            self.mlp = nn.Sequential(*layers)
        self.apply(self._init_weights)
        self.last_layer = nn.utils.weight_norm(nn.Linear(bottleneck_dim, out_dim, bias=False))
        self.last_layer.weight_g.data.fill_(1)
        if norm_last_layer:
            self.last_layer.weight_g.requires_grad = False

    def _init_weights(self, m):
        if isinstance(m, nn.Linear):
            nn.init.trunc_normal_(m.weight, std=.02)
            if isinstance(m, nn.Linear) and m.bias is not None:
                nn.init.constant_(m.bias, 0)

    def forward(self, x):
        x = self.mlp(x)
        x = nn.functional.normalize(x, dim=-1, p=2)
        x = self.last_layer(x)
        return x


class MultiCropWrapper(nn.Module):
    """utils.py's MultiCropWrapper: the crops of one resolution go through the backbone together, the outputs are
    concatenated (onto torch.empty(0)) and the head runs once. idx_crops (cumsum of torch.unique_consecutive counts of
    the crop widths) is computed in Python here: make_fx cannot iterate the values of a traced tensor."""

    def __init__(self, backbone, head):
        super().__init__()
        # disable layers dedicated to ImageNet labels classification
        backbone.fc, backbone.head = nn.Identity(), nn.Identity()
        self.backbone = backbone
        self.head = head

    def forward(self, x):
        # convert to list
        if not isinstance(x, list):
            x = [x]
        widths = [inp.shape[-1] for inp in x]
        idx_crops = list(itertools.accumulate(len(list(grp)) for _, grp in itertools.groupby(widths)))
        start_idx, output = 0, torch.empty(0).to(x[0].device)
        for end_idx in idx_crops:
            _out = self.backbone(torch.cat(x[start_idx: end_idx]))
            # The output is a tuple with XCiT model. See:
            # https://github.com/facebookresearch/xcit/blob/master/xcit.py#L404-L405
            if isinstance(_out, tuple):
                _out = _out[0]
            # accumulate outputs
            output = torch.cat((output, _out))
            start_idx = end_idx
        # Run the head forward on the concatenated features.
        return self.head(output)


class DINOLoss(nn.Module):
    def __init__(self, out_dim, ncrops, warmup_teacher_temp, teacher_temp, warmup_teacher_temp_epochs, nepochs,
                 student_temp=0.1, center_momentum=0.9):
        super().__init__()
        self.student_temp = student_temp
        self.center_momentum = center_momentum
        self.ncrops = ncrops
        self.register_buffer("center", torch.zeros(1, out_dim))
        # we apply a warm up for the teacher temperature because
        # a too high temperature makes the training instable at the beginning
        self.teacher_temp_schedule = np.concatenate((
            np.linspace(warmup_teacher_temp, teacher_temp, warmup_teacher_temp_epochs),
            np.ones(nepochs - warmup_teacher_temp_epochs) * teacher_temp
        ))

    def forward(self, student_output, teacher_output, epoch):
        """Cross-entropy between softmax outputs of the teacher and student networks."""
        student_out = student_output / self.student_temp
        student_out = student_out.chunk(self.ncrops)

        # teacher centering and sharpening
        temp = self.teacher_temp_schedule[epoch]
        teacher_out = F.softmax((teacher_output - self.center) / temp, dim=-1)
        teacher_out = teacher_out.detach().chunk(2)

        total_loss = 0
        n_loss_terms = 0
        for iq, q in enumerate(teacher_out):
            for v in range(len(student_out)):
                if v == iq:
                    # we skip cases where student and teacher operate on the same view
                    continue
                loss = torch.sum(-q * F.log_softmax(student_out[v], dim=-1), dim=-1)
                total_loss += loss.mean()
                n_loss_terms += 1
        total_loss /= n_loss_terms
        self.update_center(teacher_output)
        return total_loss

    @torch.no_grad()
    def update_center(self, teacher_output):
        """Update center used for teacher output (one process: all_reduce and world_size 1 left out)."""
        batch_center = torch.sum(teacher_output, dim=0, keepdim=True)
        batch_center = batch_center / len(teacher_output)

        # ema update
        self.center = self.center * self.center_momentum + batch_center * (1 - self.center_momentum)


class DINOStep(nn.Module):
    """main_dino.py's train_one_epoch body: teacher_output = teacher(images[:2]) (only the 2 global views pass
    through the teacher); student_output = student(images). The teacher (a copy of the student's weights,
    requires_grad False, updated by EMA after the step) is held unregistered; dino_loss is registered here only so
    that its center buffer is reset between captures (the criterion calls it, as main_dino.py does)."""

    def __init__(self, img_size=32, patch_size=8, embed_dim=16, depth=2, num_heads=2, out_dim=32, hidden_dim=24,
                 bottleneck_dim=8, local_crops_number=2, norm_last_layer=False):
        super().__init__()
        student = vit_tiny(patch_size=patch_size, embed_dim=embed_dim, depth=depth, num_heads=num_heads,
                           img_size=[img_size], drop_path_rate=0.0)
        teacher = vit_tiny(patch_size=patch_size, embed_dim=embed_dim, depth=depth, num_heads=num_heads,
                           img_size=[img_size])
        self.student = MultiCropWrapper(student, DINOHead(embed_dim, out_dim, use_bn=False,
                                                          norm_last_layer=norm_last_layer, hidden_dim=hidden_dim,
                                                          bottleneck_dim=bottleneck_dim))
        teacher = MultiCropWrapper(teacher, DINOHead(embed_dim, out_dim, False, hidden_dim=hidden_dim,
                                                     bottleneck_dim=bottleneck_dim))
        # teacher and student start with the same weights
        teacher.load_state_dict(self.student.state_dict())
        # there is no backpropagation through the teacher, so no need for gradients
        for p in teacher.parameters():
            p.requires_grad = False
        self.__dict__["teacher"] = teacher
        self.dino_loss = DINOLoss(out_dim, local_crops_number + 2, 0.04, 0.04, 0, 100)

    def train(self, mode=True):
        super().train(mode)
        self.teacher.train(mode)
        return self

    def forward(self, global_1, global_2, local_1, local_2):
        images = [global_1, global_2, local_1, local_2]
        teacher_output = self.teacher(images[:2])  # only the 2 global views pass through the teacher
        student_output = self.student(images)
        return student_output, teacher_output


def _dino_criterion(step):
    def criterion(outs):
        """loss = dino_loss(student_output, teacher_output, epoch) at epoch 0."""
        student_output, teacher_output = outs
        return step.dino_loss(student_output, teacher_output, 0)
    return criterion


# ------------------------------------------------------------------ build
def _pick(m, names):
    idx = _where(m, lambda n: n in names)
    assert len(idx) == len(names), (idx, names)
    return idx


def _smooth_images(g, n, h, w, low=(4, 8)):
    """Smooth random images in [0, 1]: low-resolution uniform noise upsampled bilinearly."""
    x = torch.rand(n, 3, *low, generator=g)
    return F.interpolate(x, size=(h, w), mode="bilinear", align_corners=False)


def build(name: str, g: torch.Generator, Spec, call, ce):
    if name == "segformer_mit":
        backbone = MixVisionTransformer(img_size=64, embed_dims=[8, 16, 24, 32], num_heads=[1, 2, 3, 4],
                                        mlp_ratios=[4, 4, 4, 4], qkv_bias=True,
                                        norm_layer=partial(nn.LayerNorm, eps=1e-6), depths=[2, 2, 2, 2],
                                        sr_ratios=[8, 4, 2, 1], drop_rate=0.0, drop_path_rate=0.0)
        head = SegFormerHead(in_channels=[8, 16, 24, 32], channels=8, num_classes=5, embedding_dim=16,
                             dropout_ratio=0.0, align_corners=False)
        m = SegFormerEncoderDecoder(backbone, head)
        img = torch.randn(2, 3, 64, 64, generator=g)
        seg = torch.randint(0, 5, (2, 1, 64, 64), generator=g)
        seg[:, :, 56:, :] = 255  # ignore_index pixels (the pad of the crop)
        seg[1, :, :, :6] = 255
        return Spec(m, {"img": img}, {"gt_semantic_seg": seg}, call, _segformer_loss,
                    subset=_pick(m, ("backbone.block2.0.attn.sr.weight", "backbone.patch_embed3.norm.bias",
                                     "decode_head.linear_fuse.bn.weight")),
                    notes="held out (relate v72): SegFormer (NVlabs/SegFormer mmseg/models/backbones/"
                          "mix_transformer.py, decode_heads/segformer_head.py): Mix Transformer with overlapping "
                          "strided patch-embed convs + LayerNorm, efficient self-attention whose keys / values come "
                          "from an sr conv + LayerNorm reduced map, Mix-FFN with a depthwise 3x3 conv between the "
                          "Linears, four stages reshaped / permuted back to maps; all-MLP head (per-level Linear, "
                          "bilinear resize, cat, ConvModule 1x1 conv + BN in training mode + in-place ReLU, "
                          "Dropout2d(0), 1x1 pred), an unused conv_seg; logits resized to the label size, "
                          "element-wise CE(ignore_index 255) then mean; non-tail subset")
    if name == "debertav2_mlm":
        config = SimpleNamespace(vocab_size=40, hidden_size=16, num_hidden_layers=2, num_attention_heads=2,
                                 intermediate_size=32, hidden_dropout_prob=0.0, attention_probs_dropout_prob=0.0,
                                 max_position_embeddings=32, type_vocab_size=0, initializer_range=0.02,
                                 layer_norm_eps=1e-7, relative_attention=True, max_relative_positions=-1,
                                 pad_token_id=0, position_biased_input=False, pos_att_type=["p2c", "c2p"],
                                 position_buckets=8, norm_rel_ebd="layer_norm", share_att_key=True,
                                 conv_kernel_size=3, conv_act="gelu")
        m = DebertaV2ForMaskedLM(config)
        ids = torch.randint(5, 40, (2, 12), generator=g)
        mask = torch.ones(2, 12, dtype=torch.long)
        ids[1, 9:] = 0  # padding
        mask[1, 9:] = 0
        labels = torch.full((2, 12), -100, dtype=torch.long)
        for b, pos in ((0, (2, 7, 10)), (1, (1, 5))):
            for j, p in enumerate(pos):
                labels[b, p] = ids[b, p]
                if j != 1:
                    ids[b, p] = 4  # [MASK] (80 %); the second position keeps its token (10 % unchanged)
        return Spec(m, {"input_ids": ids, "attention_mask": mask}, {"labels": labels}, call, _deberta_mlm_loss,
                    subset=_pick(m, ("deberta.encoder.rel_embeddings.weight",
                                     "deberta.encoder.layer.1.attention.self.key_proj.weight",
                                     "deberta.encoder.conv.conv.bias")),
                    notes="held out (relate v72): DeBERTa-v2 masked LM (microsoft/DeBERTa deberta/"
                          "disentangled_attention.py / ops.py as ported in HF transformers modeling_deberta_v2.py): "
                          "word embeddings without absolute positions, LayerNorm, mask multiply; disentangled "
                          "attention with shared q / k projections of the LayerNorm'd relative embeddings, "
                          "log-bucketed relative positions, c2p and p2c scores by torch.gather, scale sqrt(3 d); "
                          "XSoftmax custom autograd.Function (masked_fill finfo.min, softmax, masked_fill_ 0 in "
                          "place, saves its output; backward _softmax_backward_data); the conv layer beside layer "
                          "0 with an in-place masked_fill_; tied MLM head with its own bias; CE(-100); non-tail "
                          "subset")
    if name == "raft_flow":
        m = RAFTStep(iters=3, div=8)
        img1 = _smooth_images(g, 2, 128, 128) * 255.0
        img2 = torch.roll(img1, shifts=(1, 2), dims=(2, 3))
        flow = torch.randn(2, 2, 128, 128, generator=g)
        valid = torch.ones(2, 128, 128)
        valid[:, :, 120:] = 0.0
        return Spec(m, {"image1": img1, "image2": img2}, {"flow": flow, "valid": valid}, call, sequence_loss,
                    subset=_pick(m, ("model.cnet.layer2.0.norm3.bias", "model.update_block.gru.convq2.weight",
                                     "model.update_block.mask.2.bias", "model.fnet.conv2.weight")),
                    notes="held out (relate v72): RAFT optical flow (princeton-vl/RAFT core/raft.py, extractor.py, "
                          "update.py, corr.py, utils/utils.py, train.py sequence_loss): feature encoder with "
                          "InstanceNorm and context encoder with BN in training mode (in-place ReLUs), all-pairs "
                          "correlation by matmul, an avg-pool pyramid, window lookups by grid_sample, three "
                          "unrolled updates (detached coords, motion encoder, SepConvGRU, flow head), convex "
                          "upsampling by softmax over unfold taps; gamma-weighted L1 over the iterations on a "
                          "valid mask; non-tail subset")
    if name == "monodepth2_selfsup":
        B, H, W = 2, 64, 128
        m = Monodepth2Step(H, W, div=8, dec_div=4)
        crit = Monodepth2Loss(B, H, W)
        color_0 = _smooth_images(g, B, H, W, low=(6, 12))
        color_m1 = torch.roll(color_0, shifts=2, dims=3)
        color_p1 = torch.roll(color_0, shifts=-2, dims=3)
        aug = [(c * 1.1).clamp(0, 1) for c in (color_0, color_m1, color_p1)]  # a fixed ColorJitter brightness
        scaled = [F.interpolate(color_0, size=(H // 2 ** s, W // 2 ** s), mode="area") for s in (1, 2, 3)]
        K, inv_K = _kitti_K(B, H, W)
        noise = torch.randn(B, 2, H, W, generator=g)
        return Spec(m, {"color_aug_0": aug[0], "color_aug_m1": aug[1], "color_aug_p1": aug[2]},
                    {"color_0": color_0, "color_m1": color_m1, "color_p1": color_p1, "color_0_s1": scaled[0],
                     "color_0_s2": scaled[1], "color_0_s3": scaled[2], "K": K, "inv_K": inv_K, "tie_noise": noise},
                    call, crit,
                    subset=_pick(m, ("models.encoder.encoder.layer3.0.bn2.weight",
                                     "models.depth.decoder.3.conv.conv.weight", "models.pose.net.1.bias")),
                    notes="held out (relate v72): Monodepth2 self-supervised depth (nianticlabs/monodepth2 "
                          "trainer.py, layers.py, networks/resnet_encoder.py / depth_decoder.py / "
                          "pose_decoder.py): ResNet18 depth and two-frame pose encoders (BN in training mode, "
                          "in-place ReLUs and residual adds), a skip decoder of reflection-padded convs with "
                          "in-place ELUs, nearest upsampling and sigmoid disparities at four scales, an axis-angle "
                          "pose decoder turned into 4x4 matrices by index writes into zeros and an in-place "
                          "negation; the loss backprojects depth with inv_K, projects with K T (in-place /= on "
                          "the pixel-coordinate view), grid_sample with border padding, SSIM by reflection pad and "
                          "avg pools + L1, min over identity / warped reprojections with a fixed tie-break noise "
                          "added in place, edge-aware smoothness with in-place *=; non-tail subset")
    if name == "dino_multicrop":
        m = DINOStep(img_size=32, patch_size=8, embed_dim=16, depth=2, num_heads=2, out_dim=32, hidden_dim=24,
                     bottleneck_dim=8, local_crops_number=2, norm_last_layer=False)
        crops = {"global_1": torch.randn(2, 3, 32, 32, generator=g), "global_2": torch.randn(2, 3, 32, 32, generator=g),
                 "local_1": torch.randn(2, 3, 16, 16, generator=g), "local_2": torch.randn(2, 3, 16, 16, generator=g)}
        return Spec(m, crops, {}, call, _dino_criterion(m),
                    subset=_pick(m, ("student.backbone.pos_embed", "student.backbone.blocks.1.attn.qkv.weight",
                                     "student.head.last_layer.weight_g")),
                    notes="held out (relate v72): DINO self-distillation (facebookresearch/dino main_dino.py, "
                          "vision_transformer.py, utils.py MultiCropWrapper): a ViT student on two global and two "
                          "local crops grouped by resolution (bicubic interpolate_pos_encoding for the local ones), "
                          "outputs concatenated onto torch.empty(0), a DINOHead MLP with L2 normalize and a "
                          "weight-normed last layer (norm_last_layer False); a frozen unregistered teacher on the "
                          "global crops; DINOLoss: teacher softmax of (t - center) / 0.04 detached, student "
                          "log_softmax / 0.1 over the crop pairs, and the center EMA buffer reassigned under "
                          "no_grad; non-tail subset")
    raise KeyError(name)
