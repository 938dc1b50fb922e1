"""Eighty-second held-out set for `fxmatch relate` (2026-12-07, /work/pending/heldout_relate_v82).

Written to score main blind: captured once and scored with main's binary and
rules, no engine change in between, and no fxmatch run on these captures
while they were written. Each model re-implements public code at small sizes
(random weights, no downloads); three of the five train through custom
torch.autograd.Functions taken from their repositories, with the CUDA kernels
written as the torch they compute: a Neighborhood Attention Transformer whose
attention is two Functions, QK + relative position bias and AV, each a gather
of the clamped neighbourhood with a backward that scatters into zeros
(SHI-Labs/Neighborhood-Attention-Transformer classification/natten/natten.py
NATTENQKRPBFunction / NATTENAVFunction / NeighborhoodAttention and
classification/cuda/nattenqkrpb_cuda_kernel.cu / nattenav_cuda_kernel.cu,
classification/nat.py ConvTokenizer / ConvDownsampler / Mlp / NATLayer /
NATBlock / NAT; timm's LabelSmoothingCrossEntropy as train.py uses it with
mixup off); an SRU text classifier whose recurrence is one Function over the
whole sequence with two outputs, a saved intermediate and a bool padding
mask (asappresearch/sru sru/cuda_functional.py ElementwiseRecurrence /
elementwise_recurrence_forward, sru/csrc/sru_cuda_kernel.cu
sru_cuda_forward_kernel / sru_cuda_backward_kernel and sru_cuda_impl.cpp's
at::zeros buffers, sru/modules.py SRUCell / SRU, classification/modules.py
EmbeddingLayer, classification/train_classifier.py Model,
classification/dataloader.py pad (left padding)); a ResNet whose stem pool is
SoftPool, a Function whose backward is not the derivative of its forward and
which zeroes NaNs of its own gradient through a boolean-mask assignment
(alexandrosstergiou/SoftPool pytorch/SoftPool/idea.py CUDA_SOFTPOOL2d /
soft_pool2d / SoftPool2d, pytorch/CUDA/softpool_cuda_kernel.cu
SoftPool2dForward / SoftPool2dBackward, limits.cuh, main/models/resnet.py
BasicBlock / ResNet); and, without a Function, an AlphaFold 2 Evoformer
trunk with the distogram and masked-MSA losses (aqlaboratory/openfold
openfold/model/primitives.py Linear / Attention, embedders.py InputEmbedder,
msa.py MSARowAttentionWithPairBias / MSAColumnAttention, evoformer.py
MSATransition / EvoformerBlock / EvoformerStack, outer_product_mean.py,
triangular_multiplicative_update.py, triangular_attention.py,
pair_transition.py, heads.py DistogramHead / MaskedMSAHead,
utils/tensor_utils.py one_hot / permute_final_dims, utils/deepspeed.py
checkpoint_blocks, utils/loss.py softmax_cross_entropy / distogram_loss /
masked_msa_loss), and a spatio-temporal graph network for traffic
forecasting (FelixOpolka/STGCN-PyTorch stgcn.py TimeBlock / STGCNBlock /
STGCN, utils.py get_normalized_adj, main.py's MSELoss step).
Relatives checked (by name and docstring over v2-v81 and models.py): no set
has neighbourhood attention (v69's / v80's Swin and v57's MaxViT attend in
windows with a bias table); no attention Function gathers a per-pixel clamped
window or scatters its key / value / bias gradients (index_add_ /
index_put_(accumulate)) into zeros. The recurrence Functions of v76 (RWKV-4
WKV) and v65 (LLTM, one cell per step) take no padding mask; SRU's
ElementwiseRecurrence takes a bool mask_pad and a buffer (scale_x) as
inputs, saves the c it computed (and a None mask_c), returns (h,
last_hidden) with last_hidden unused by the loss, and scales its grad_x in
place (grad_x.mul_(scale_x)) in its backward. No set pools with SoftPool or
has a Function backward that is not its forward's derivative and writes
zeros through a torch.isnan boolean mask into its own gradient. No set holds
a protein model (MSA / pair representations, triangle updates and triangle
attention, outer product mean, distogram) or checkpoints blocks through
functools.partial closures; the graph nets (v13 GAT ... v78 SchNet) and the
forecasters (v56 Autoformer, NBEATS, LSTNet, TFT, PatchTST) have no
spatio-temporal graph convolution (STGCN, DCRNN: none).
Every dropout is p = 0 and stochastic depth 0; like heldout_relate.py's
models they never enter the zoo.

  nat_natten_cls   x [2, 3, 32, 32] (randn); to the criterion labels [2] (10 classes) -> NAT(embed_dim 32, mlp_ratio
                   2, depths [1, 1], num_heads [1, 2] (head_dim 32, the QKRPB kernel's DIM), kernel_size 5,
                   layer_scale 1e-5 (nat_small's), drop_path_rate 0) with _init_weights (trunc_normal(0.02) Linear
                   weights, zero biases, LayerNorm 1 / 0; rpb trunc_normal(0.02)): ConvTokenizer (Conv2d(3, 16, 3, s2,
                   p1), Conv2d(16, 32, 3, s2, p1), permute, LayerNorm) -> [2, 8, 8, 32]; level 0: NATLayer (norm1,
                   NeighborhoodAttention, shortcut + gamma1 x, x + gamma2 mlp(norm2(x)), Mlp fc1 / GELU / fc2),
                   ConvDownsampler (Conv2d(32, 64, 3, s2, p1, no bias) on the permuted map, LayerNorm) -> [2, 4, 4,
                   64]; level 1: NATLayer at 4 x 4, where N = 16 <= 25 pads the map to 5 x 5 (F.pad of pad_r / pad_b
                   1; the padded tokens go through qkv with its bias) and crops x[:, :4, :4] after proj; norm,
                   flatten(1, 2), AdaptiveAvgPool1d on the transpose, flatten, head Linear(64, 10).
                   NeighborhoodAttention: qkv Linear, reshape / permute(3, 0, 4, 1, 2, 5), q * scale, attn =
                   NATTENQKRPBFunction.apply(q, k, rpb) (custom Function: query / key .contiguous(),
                   nattenqkrpb_cuda_forward as torch: attn = zeros(B, heads, H, W, 25), per pixel the neighbourhood
                   start ni = max(i - 2, 0) + (i + 2 >= H)(H - i - 3) and rpb start pi (2, or 4 - i at the top, H - i
                   - 1 at the bottom) as torch.tensor index constants, key gathered by advanced indexing, sum of q *
                   key over d + rpb[h, pi + ki, pj + kj], copy_ into attn; save_for_backward(query, key); backward
                   nattenqkrpb_cuda_backward: d_rpb = zeros(heads, 9, 9) index_put_(accumulate=True) of the batch sum
                   of d_attn at (h, pi + ki, pj + kj), d_query = zeros_like copy_ of the neighbourhood sum of d_attn *
                   key, d_key = zeros_like with query * d_attn index_add_'ed at the neighbours of its flat H * W view;
                   returns the three), softmax(-1), x = NATTENAVFunction.apply(attn, v) (custom Function: attn / value
                   .contiguous(), out = zeros copy_ of the neighbourhood sum of attn * value; save_for_backward(attn,
                   value); backward d_attn = zeros copy_ of d_out . value at the neighbours, d_value = zeros with attn
                   * d_out index_add_'ed at the neighbours), permute / reshape, crop, proj; criterion timm
                   LabelSmoothingCrossEntropy(0.1) (log_softmax, gather nll, mean smoothing); subset =
                   patch_embed.proj.1.bias, levels.0.blocks.0.attn.rpb, levels.1.blocks.0.gamma1.
  sru_text_cls     input [7, 3] token ids (time-major; vocabulary of 30 words + <oov> + <pad>, lengths 7 / 5 / 3
                   left-padded with the pad id as dataloader.pad does); to the criterion labels [3] (2 classes) ->
                   Model (the SRU branch): EmbeddingLayer(16) (uniform(-0.25, 0.25) rows divided by their norms in
                   place, fix_emb: held unregistered, see below) -> Dropout(0) -> SRU(16, 24, num_layers 2, dropout 0,
                   use_tanh 1 (the classifier's), rescale True, highway_bias 0) with mask_pad = (input == padid) ->
                   output[-1] -> Dropout(0) -> out Linear(24, 2). SRUCell.reset_parameters: weight uniform(+-sqrt(3 /
                   d)), the fourth sub-matrix (layer 0: 16 != 24, num_matrices 4) scaled by scale_val = sqrt(1 + 2
                   e^0), the gate sub-matrices and weight_c (uniform(+-sqrt 3)) by sqrt(0.5), bias zero, the scale_x
                   buffer [sqrt 3]; forward: U = x.view(-1, n_in).mm(weight), h, c = ElementwiseRecurrence.apply(U,
                   residual = input, weight_c, bias, c0 zeros, activation 1, 24, False, True, scale_x, None, mask_pad)
                   (custom Function: ctx attributes, mask_pad.bool().contiguous(), elementwise_recurrence_forward
                   (TorchScript'd in the source, plain Python here): skip_type 2 (x from U[..., 3]) for layer 0, 1 (x_
                   = x * scale_x) for layer 1; sru_forward: h, c = zeros(7, 3, 24), the kernel's step loop as torch
                   over [L, B, d, k] views: g1 = sigmoid(u1 + wc1 c + b1), g2 = sigmoid(u2 + wc2 c + b2), c' = (c -
                   u0) g1 + u0, h = (tanh(c') - x) g2 + x, padded steps keep c and leave h at 0 (torch.where on
                   ~mask_pad), h[t] / c[t] written in place; last_hidden = c[-1]; save_for_backward(u, x, weight_c,
                   bias, init, None, c, mask_pad, scale_x); returns (h, last_hidden); backward(grad_h, grad_last): x_
                   rebuilt, sru_backward as torch: zeros buffers, the reverse step loop (gg2, gc with 1 - tanh^2, gg1,
                   the carried cur = gc g1 + gg1 wc1 + gg2 wc2, grad_u columns written in place, skip-type-2 grad_x
                   into grad_u[..., 3], per-column gwc / gbias sums, padded steps skipped), grad_x.mul_(scale_x) in
                   place for layer 1, None for layer 0, grad_wc.sum(1).view(-1), grad_bias.sum(1).view(-1), grad_init,
                   seven Nones); SRU stacks the two layers' last c (unused); criterion F.cross_entropy; subset =
                   encoder.rnn_lst.0.weight_c, encoder.rnn_lst.1.weight, encoder.rnn_lst.1.bias.
  softpool_resnet_cls  x [2, 3, 32, 32] (randn); to the criterion labels [2] (10 classes) -> ResNet(BasicBlock, [1, 1,
                   1, 1], use_softpool True, num_classes 10) at widths 16 / 16 / 32 / 64 / 128 (kaiming_normal fan_out
                   convs, BN 1 / 0): conv1 7x7 s2 (no bias), bn1, ReLU(inplace), pool = SoftPool2d((2, 2), (2, 2)):
                   soft_pool2d -> CUDA_SOFTPOOL2d.apply(x, (2, 2), (2, 2)) (custom Function: the source's unused
                   contiguous copy test, no_batch test, output = input.new_zeros((B, C, H / 2, W / 2));
                   SoftPool2dForward as torch on the [B, C, oH, oW, 2, 2] window view: e = exp(x), mask_sum_max =
                   clamp(sum e) (the kernel's clamp: clamp(|n|, FLT_MIN, FLT_MAX) sign(n)), out += x e / mask_sum_max
                   clamped (0, FLT_MAX) after each of the four cells, copy_ into output; save_for_backward(input),
                   kernel / stride on ctx; backward: grad_input = zeros_like(saved), SoftPool2dBackward:
                   clamp(grad_output e / mask_sum_max, FLT_MIN, FLT_MAX) (the softmax weights held constant: not the
                   forward's derivative) add_'ed into grad_input's window view (the atomicAdd),
                   saved[-1][torch.isnan(saved[-1])] = 0 (an index_put_ through a boolean mask), returns (grad, None,
                   None)), torch.nan_to_num; layer1 BasicBlock(16, 16), layer2-4 BasicBlock with stride 2 and conv1x1
                   + BN downsample (conv1, bn1, relu, conv2, bn2, out += identity, relu; BN in training mode);
                   AdaptiveAvgPool2d, flatten, fc; criterion F.cross_entropy; subset = conv1.weight,
                   layer2.0.bn1.weight, layer3.0.downsample.0.weight.
  openfold_evoformer_dgram  target_feat [2, 6, 22] (one-hot aatype + 1), residue_index [2, 6] (float, a +4 chain-break
                   offset in the second sample), msa_feat [2, 3, 6, 49] (rand), msa_mask [2, 3, 6] and seq_mask [2, 6]
                   (some zeros); to the criterion pseudo_beta [2, 6, 3] (a random walk), pseudo_beta_mask (=
                   seq_mask), true_msa [2, 3, 6] (23 classes) and bert_mask [2, 3, 6] -> pair_mask = seq_mask outer
                   product; InputEmbedder(22, 49, c_z 8, c_m 16, relpos_k 4): tf_emb_i[..., None, :] + tf_emb_j[...,
                   None, :, :], relpos: d = ri_i - ri_j, one_hot(d, arange(-4, 5)) (argmin |d - bins|, then F.one_hot
                   written as zeros + scatter_ without its .item() range checks, as v74 / v81), linear_relpos; msa_emb
                   = linear_msa_m(msa) + linear_tf_m(tf).unsqueeze(-3).expand; EvoformerStack(no_blocks 2,
                   c_hidden_msa_att 4, c_hidden_opm 4, c_hidden_mul 8, c_hidden_pair_att 4, heads 2 / 2, transition_n
                   2, dropouts 0, blocks_per_ckpt 1, chunk_size None (training), inf 1e9): checkpoint_blocks over
                   functools.partial(block, msa_mask=, pair_mask=, _mask_trans=True), each block its own
                   torch.utils.checkpoint; EvoformerBlock: m += MSARowAttentionWithPairBias (LayerNorm m, inf (mask -
                   1) bias expanded over heads, LayerNorm z, linear_z pair bias permuted / unsqueezed, Attention: q /
                   k / v glorot Linears without bias, view heads, matmul of permute_final_dims, * 1 / sqrt(c_hidden),
                   + biases, softmax, matmul, transpose, sigmoid gate linear_g, flatten_final_dims, linear_o), m +=
                   MSAColumnAttention (transposes around the same attention without pair bias), m += MSATransition
                   (LayerNorm, relu Linear, final Linear * mask), z += OuterProductMean (masked linear_1 / linear_2,
                   einsum '...bac,...dae->...bdce', reshape, linear_out, / (1e-3 + einsum of the masks)), z +=
                   TriangleMultiplicationOutgoing / Incoming (LayerNorm, gated a / b projections * mask, matmul of
                   permute_final_dims, LayerNorm, linear_z, sigmoid linear_g gate), z += TriangleAttentionStartingNode
                   / EndingNode (the ending one on z.transpose(-2, -3); mask bias + a linear triangle bias into the
                   gated Attention), z += PairTransition; s = linear(index_select(m, -3, tensor([0]))).squeeze
                   (returned, unused by the losses); DistogramHead (linear (final init) + its transpose(-2, -3)),
                   MaskedMSAHead; Linear inits as primitives.py ('default' / 'relu' truncated normal, 'glorot',
                   'gating' W 0 b 1, 'normal', 'final' zeros); criterion 0.3 distogram_loss (boundaries
                   linspace(2.3125, 21.6875, 15) ** 2, squared pseudo-beta distances, true_bins = sum(dists >
                   boundaries), softmax_cross_entropy against the one-hot, square mask, FP16-friendly sums /
                   denominators, batch mean; 16 bins) + 2.0 masked_msa_loss (one-hot of 23, bert-masked, scale 0.5);
                   subset = input_embedder.linear_relpos.weight, evoformer.blocks.0.tri_mul_in.linear_a_p.weight,
                   evoformer.blocks.1.tri_att_end.linear.weight.
  stgcn_traffic    A_hat [6, 6] (get_normalized_adj of a random symmetric weighted adjacency: + I, D^-1/2 A D^-1/2,
                   data preparation in numpy), X [4, 6, 12, 2] (randn: batch, nodes, 12 input steps, 2 features); to
                   the criterion y [4, 6, 3] -> STGCN(6, 2, 12, 3): block1 / block2 STGCNBlock (temporal1 TimeBlock:
                   permute(0, 3, 1, 2), conv1 (1, 3) + sigmoid(conv2) then relu(+ conv3), permute back; lfs =
                   einsum('ij,jklm->kilm', A_hat, t.permute(1, 0, 2, 3)); relu(matmul(lfs, Theta1)) (Theta1 [64, 16]
                   uniform(+-1 / 4)); temporal2 TimeBlock(16, 64); BatchNorm2d(num_nodes) over the node axis in
                   training mode), last_temporal TimeBlock(64, 64), fully Linear((12 - 10) * 64, 3) on the reshape;
                   criterion nn.MSELoss; subset = block1.Theta1, block1.batch_norm.weight,
                   block2.temporal2.conv2.bias.
Deviations, beyond the sizes: NATTEN's custom_fwd / custom_bwd decorators (autocast off: no-ops) are
dropped and ctx.saved_variables (gone from torch) is ctx.saved_tensors. SRU's frozen embedding (fix_emb,
requires_grad False) is held unregistered (self.__dict__, as heldout_relate_v70.py holds its frozen VGG):
the capture differentiates every registered parameter; the classifier passes the left pads as mask_pad
(SRU.forward's documented argument; the script passes none), SRU.forward's PackedSequence branch and
SRUCell's projection / layer-norm / dropout branches (all off) are not re-implemented, and SRUCell takes
the ElementwiseRecurrence (CUDA) path on this CPU. soft_pool2d's x.is_cuda test is dropped (the
Function path is taken on this CPU) and its `if torch.isnan(x).any(): return torch.nan_to_num(x)` is the
unconditional nan_to_num (the same values; Dynamo fullgraph cannot trace the data-dependent branch); the
ResNet widths are 16-based. OpenFold: the trunk and the two heads the losses read only (no templates,
extra MSA stack, recycling, structure module or other heads), trunc_normal_init_'s scipy truncnorm
samples are torch's trunc_normal_ with the same std, F.one_hot is zeros + scatter_ (above), and
checkpoint_blocks uses torch.utils.checkpoint with use_reentrant False where the source uses deepspeed's.
No subset above is a tail.
"""
from __future__ import annotations

import math
from functools import partial, partialmethod

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F
import torch.utils.checkpoint
from torch.autograd import Function
from torch.nn.modules.utils import _pair

from .heldout_subsets import where as _where

V82 = ["nat_natten_cls", "sru_text_cls", "softpool_resnet_cls", "openfold_evoformer_dgram", "stgcn_traffic"]


# ================================================================== SHI-Labs/Neighborhood-Attention-Transformer
# classification/natten/natten.py NATTENQKRPBFunction / NATTENAVFunction / NeighborhoodAttention with the kernels
# of classification/cuda/nattenqkrpb_cuda_kernel.cu (forward, q / k / rpb backward) and nattenav_cuda_kernel.cu
# (forward, a / v backward) written as torch; classification/nat.py ConvTokenizer / ConvDownsampler / Mlp /
# NATLayer / NATBlock / NAT; timm's LabelSmoothingCrossEntropy (train.py with mixup off).
def _natten_windows(length, kernel_size):
    """Per position i: the neighbourhood start ni and the rpb start pi, as the kernels compute them
    (NEIGHBORHOOD_SIZE / WIN_SIZE = kernel_size // 2, MID_CELL = kernel_size - 1)."""
    ns = kernel_size // 2
    mid = kernel_size - 1
    starts, rpb_starts = [], []
    for i in range(length):
        ni = max(i - ns, 0) + (i + ns >= length) * (length - i - ns - 1)
        pi = ns
        if i < ns:
            pi = mid - i
        elif i + ns >= length:
            pi = length - i - 1
        starts.append([ni + k for k in range(kernel_size)])
        rpb_starts.append([pi + k for k in range(kernel_size)])
    return starts, rpb_starts


def _natten_index(height, width, kernel_size, device):
    rows, prow = _natten_windows(height, kernel_size)
    cols, pcol = _natten_windows(width, kernel_size)
    rows = torch.tensor(rows, device=device)[:, None, :, None]    # [H, 1, K, 1]
    cols = torch.tensor(cols, device=device)[None, :, None, :]    # [1, W, 1, K]
    prow = torch.tensor(prow, device=device)[:, None, :, None]
    pcol = torch.tensor(pcol, device=device)[None, :, None, :]
    return rows, cols, prow, pcol


def nattenqkrpb_forward(query, key, rpb):
    """nattenqkrpb_cuda_forward: attn = zeros(B, heads, H, W, K * K); nattenqkrpb_cuda_forward_kernel's
    attn[b][h][i][j][ki * K + kj] = sum_d query[b][h][i][j][d] * key[b][h][ki + ni][kj + nj][d]
    + rpb[h][pi + ki][pj + kj]."""
    batch_size, heads, height, width, dim = query.shape
    kernel_size = (rpb.size(1) + 1) // 2
    attn = torch.zeros(batch_size, heads, height, width, kernel_size * kernel_size, dtype=query.dtype,
                       device=query.device)
    rows, cols, prow, pcol = _natten_index(height, width, kernel_size, query.device)
    key_nb = key[:, :, rows, cols]                                           # [B, h, H, W, K, K, D]
    updt = (query[:, :, :, :, None, None, :] * key_nb).sum(-1)
    bias = rpb[:, prow, pcol]                                                # [h, H, W, K, K]
    attn.copy_((updt + bias).reshape(batch_size, heads, height, width, kernel_size * kernel_size))
    return attn


def nattenqkrpb_backward(d_attn, query, key):
    """nattenqkrpb_cuda_backward: d_rpb (nattenrpb_cuda_backward_kernel: the batch sum atomicAdd'ed at
    [h][pi + ki][pj + kj]), d_query (nattenq_cuda_backward_kernel: sum over the neighbourhood of d_attn * key),
    d_key (nattenk_cuda_backward_kernel: query * d_attn atomicAdd'ed at the neighbour)."""
    batch_size, heads, height, width, dim = query.shape
    kernel_size_sq = d_attn.size(4)
    kernel_size = int(math.sqrt(kernel_size_sq))
    rpb_max = kernel_size * 2 - 1
    d_query = torch.zeros_like(query)
    d_key = torch.zeros_like(key)
    d_rpb = torch.zeros(heads, rpb_max, rpb_max, dtype=d_attn.dtype, device=d_attn.device)
    rows, cols, prow, pcol = _natten_index(height, width, kernel_size, query.device)
    da = d_attn.reshape(batch_size, heads, height, width, kernel_size, kernel_size)
    # rpb: sum over the batch, atomicAdd at (h, pi + ki, pj + kj)
    hidx = torch.arange(heads, device=d_attn.device)[:, None, None, None, None]
    d_rpb.index_put_((hidx, prow, pcol), da.sum(0), accumulate=True)
    # query
    key_nb = key[:, :, rows, cols]
    d_query.copy_((da[..., None] * key_nb).sum((-3, -2)))
    # key: atomicAdd of query * d_attn at the neighbour (xi, xj)
    flat = (rows * width + cols).expand(height, width, kernel_size, kernel_size).reshape(-1)
    contrib = (query[:, :, :, :, None, None, :] * da[..., None]).reshape(batch_size, heads, -1, dim)
    d_key.view(batch_size, heads, height * width, dim).index_add_(2, flat, contrib)
    return d_query, d_key, d_rpb


def nattenav_forward(attn, value):
    """nattenav_cuda_forward: out = zeros(B, heads, H, W, D); out[b][h][i][j][d] = sum over the neighbourhood
    of attn[b][h][i][j][k] * value[b][h][xi][xj][d]."""
    batch_size, heads, height, width, dim = value.shape
    kernel_size = int(math.sqrt(attn.size(4)))
    out = torch.zeros(batch_size, heads, height, width, dim, dtype=value.dtype, device=value.device)
    rows, cols, _, _ = _natten_index(height, width, kernel_size, value.device)
    value_nb = value[:, :, rows, cols]                                       # [B, h, H, W, K, K, D]
    a = attn.reshape(batch_size, heads, height, width, kernel_size, kernel_size)
    out.copy_((a[..., None] * value_nb).sum((-3, -2)))
    return out


def nattenav_backward(d_out, attn, value):
    """nattenav_cuda_backward: d_attn (nattena_cuda_backward_kernel: d_out . value at the neighbour),
    d_value (nattenv_cuda_backward_kernel: attn * d_out atomicAdd'ed at the neighbour)."""
    batch_size, heads, height, width, dim = value.shape
    kernel_size_sq = attn.size(4)
    kernel_size = int(math.sqrt(kernel_size_sq))
    d_attn = torch.zeros(batch_size, heads, height, width, kernel_size_sq, dtype=attn.dtype, device=attn.device)
    d_value = torch.zeros(batch_size, heads, height, width, dim, dtype=value.dtype, device=value.device)
    rows, cols, _, _ = _natten_index(height, width, kernel_size, value.device)
    value_nb = value[:, :, rows, cols]
    d_attn.copy_((d_out[:, :, :, :, None, None, :] * value_nb).sum(-1).reshape(d_attn.shape))
    a = attn.reshape(batch_size, heads, height, width, kernel_size, kernel_size)
    flat = (rows * width + cols).expand(height, width, kernel_size, kernel_size).reshape(-1)
    contrib = (a[..., None] * d_out[:, :, :, :, None, None, :]).reshape(batch_size, heads, -1, dim)
    d_value.view(batch_size, heads, height * width, dim).index_add_(2, flat, contrib)
    return d_attn, d_value


class NATTENAVFunction(Function):
    """
    AV autograd function
    Computes neighborhood attention outputs given attention weights, and values.
    This calls the `AV` kernel.
    """
    @staticmethod
    def forward(ctx, attn, value):
        attn = attn.contiguous()
        value = value.contiguous()
        out = nattenav_forward(
                attn,
                value)
        ctx.save_for_backward(attn, value)
        return out

    @staticmethod
    def backward(ctx, grad_out):
        outputs = nattenav_backward(
            grad_out.contiguous(), *ctx.saved_tensors)
        d_attn, d_value = outputs
        return d_attn, d_value


class NATTENQKRPBFunction(Function):
    """
    QK+RPB autograd function
    Computes neighborhood attention weights given queries and keys,
    and adds relative positional biases.
    This calls the `QKRPB` kernel.
    """
    @staticmethod
    def forward(ctx, query, key, rpb):
        query = query.contiguous()
        key = key.contiguous()
        attn = nattenqkrpb_forward(
                query,
                key,
                rpb)
        ctx.save_for_backward(query, key)
        return attn

    @staticmethod
    def backward(ctx, grad_out):
        outputs = nattenqkrpb_backward(
            grad_out.contiguous(), *ctx.saved_tensors)
        d_query, d_key, d_rpb = outputs
        return d_query, d_key, d_rpb


class NeighborhoodAttention(nn.Module):
    """
    Neighborhood Attention Module
    """
    def __init__(self, dim, kernel_size, num_heads,
                 qkv_bias=True, qk_scale=None, attn_drop=0., proj_drop=0.):
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = dim // self.num_heads
        self.scale = qk_scale or self.head_dim ** -0.5
        assert kernel_size > 1 and kernel_size % 2 == 1, \
            f"Kernel size must be an odd number greater than 1, got {kernel_size}."
        assert kernel_size in [3, 5, 7, 9, 11], \
            f"CUDA kernel only supports kernel sizes 3, 5, 7, 9, and 11; got {kernel_size}."
        assert self.head_dim == 32  # the QKRPB kernel's DIM
        self.kernel_size = kernel_size

        self.qkv = nn.Linear(dim, dim * 3, bias=qkv_bias)
        self.rpb = nn.Parameter(torch.zeros(num_heads, (2 * kernel_size - 1), (2 * kernel_size - 1)))
        nn.init.trunc_normal_(self.rpb, std=.02)
        self.attn_drop = nn.Dropout(attn_drop)
        self.proj = nn.Linear(dim, dim)
        self.proj_drop = nn.Dropout(proj_drop)

    def forward(self, x):
        B, H, W, C = x.shape
        N = H * W
        num_tokens = int(self.kernel_size ** 2)
        pad_l = pad_t = pad_r = pad_b = 0
        Ho, Wo = H, W
        if N <= num_tokens:
            if self.kernel_size > W:
                pad_r = self.kernel_size - W
            if self.kernel_size > H:
                pad_b = self.kernel_size - H
            x = F.pad(x, (0, 0, pad_l, pad_r, pad_t, pad_b))
            B, H, W, C = x.shape
            N = H * W
            assert N == num_tokens
        qkv = self.qkv(x).reshape(B, H, W, 3, self.num_heads, self.head_dim).permute(3, 0, 4, 1, 2, 5)
        q, k, v = qkv[0], qkv[1], qkv[2]
        q = q * self.scale
        attn = NATTENQKRPBFunction.apply(q, k, self.rpb)
        attn = attn.softmax(dim=-1)
        attn = self.attn_drop(attn)
        x = NATTENAVFunction.apply(attn, v)
        x = x.permute(0, 2, 3, 1, 4).reshape(B, H, W, C)
        if pad_r or pad_b:
            x = x[:, :Ho, :Wo, :]
        return self.proj_drop(self.proj(x))


class ConvTokenizer(nn.Module):
    def __init__(self, in_chans=3, embed_dim=96, norm_layer=None):
        super().__init__()
        self.proj = nn.Sequential(
            nn.Conv2d(in_chans, embed_dim // 2, kernel_size=(3, 3), stride=(2, 2), padding=(1, 1)),
            nn.Conv2d(embed_dim // 2, embed_dim, kernel_size=(3, 3), stride=(2, 2), padding=(1, 1)),
        )
        if norm_layer is not None:
            self.norm = norm_layer(embed_dim)
        else:
            self.norm = None

    def forward(self, x):
        x = self.proj(x).permute(0, 2, 3, 1)
        if self.norm is not None:
            x = self.norm(x)
        return x


class ConvDownsampler(nn.Module):
    def __init__(self, dim, norm_layer=nn.LayerNorm):
        super().__init__()
        self.reduction = nn.Conv2d(dim, 2 * dim, kernel_size=(3, 3), stride=(2, 2), padding=(1, 1), bias=False)
        self.norm = norm_layer(2 * dim)

    def forward(self, x):
        x = self.reduction(x.permute(0, 3, 1, 2)).permute(0, 2, 3, 1)
        x = self.norm(x)
        return x


class NatMlp(nn.Module):
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


class NATLayer(nn.Module):
    def __init__(self, dim, num_heads, kernel_size=7,
                 mlp_ratio=4., qkv_bias=True, qk_scale=None, drop=0., attn_drop=0., drop_path=0.,
                 act_layer=nn.GELU, norm_layer=nn.LayerNorm, layer_scale=None):
        super().__init__()
        self.dim = dim
        self.num_heads = num_heads
        self.mlp_ratio = mlp_ratio

        self.norm1 = norm_layer(dim)
        self.attn = NeighborhoodAttention(
            dim, kernel_size=kernel_size, num_heads=num_heads,
            qkv_bias=qkv_bias, qk_scale=qk_scale, attn_drop=attn_drop, proj_drop=drop)

        assert drop_path == 0.
        self.drop_path = nn.Identity()
        self.norm2 = norm_layer(dim)
        self.mlp = NatMlp(in_features=dim, hidden_features=int(dim * mlp_ratio), act_layer=act_layer, drop=drop)
        self.layer_scale = False
        if layer_scale is not None and type(layer_scale) in [int, float]:
            self.layer_scale = True
            self.gamma1 = nn.Parameter(layer_scale * torch.ones(dim), requires_grad=True)
            self.gamma2 = nn.Parameter(layer_scale * torch.ones(dim), requires_grad=True)

    def forward(self, x):
        if not self.layer_scale:
            shortcut = x
            x = self.norm1(x)
            x = self.attn(x)
            x = shortcut + self.drop_path(x)
            x = x + self.drop_path(self.mlp(self.norm2(x)))
            return x
        shortcut = x
        x = self.norm1(x)
        x = self.attn(x)
        x = shortcut + self.drop_path(self.gamma1 * x)
        x = x + self.drop_path(self.gamma2 * self.mlp(self.norm2(x)))
        return x


class NATBlock(nn.Module):
    def __init__(self, dim, depth, num_heads, kernel_size, downsample=True,
                 mlp_ratio=4., qkv_bias=True, qk_scale=None, drop=0., attn_drop=0.,
                 drop_path=0., norm_layer=nn.LayerNorm,
                 layer_scale=None):
        super().__init__()
        self.dim = dim
        self.depth = depth

        self.blocks = nn.ModuleList([
            NATLayer(dim=dim,
                     num_heads=num_heads, kernel_size=kernel_size,
                     mlp_ratio=mlp_ratio,
                     qkv_bias=qkv_bias, qk_scale=qk_scale,
                     drop=drop, attn_drop=attn_drop,
                     drop_path=drop_path[i] if isinstance(drop_path, list) else drop_path,
                     norm_layer=norm_layer, layer_scale=layer_scale)
            for i in range(depth)])

        self.downsample = None if not downsample else ConvDownsampler(dim=dim, norm_layer=norm_layer)

    def forward(self, x):
        for blk in self.blocks:
            x = blk(x)
        if self.downsample is None:
            return x
        return self.downsample(x)


class NAT(nn.Module):
    def __init__(self,
                 embed_dim,
                 mlp_ratio,
                 depths,
                 num_heads,
                 drop_path_rate=0.2,
                 in_chans=3,
                 kernel_size=7,
                 num_classes=1000,
                 qkv_bias=True,
                 qk_scale=None,
                 drop_rate=0.,
                 attn_drop_rate=0.,
                 norm_layer=nn.LayerNorm,
                 layer_scale=None,
                 **kwargs):
        super().__init__()

        self.num_classes = num_classes
        self.num_levels = len(depths)
        self.embed_dim = embed_dim
        self.num_features = int(embed_dim * 2 ** (self.num_levels - 1))
        self.mlp_ratio = mlp_ratio

        self.patch_embed = ConvTokenizer(in_chans=in_chans, embed_dim=embed_dim, norm_layer=norm_layer)

        self.pos_drop = nn.Dropout(p=drop_rate)

        dpr = [x.item() for x in torch.linspace(0, drop_path_rate, sum(depths))]
        self.levels = nn.ModuleList()
        for i in range(self.num_levels):
            level = NATBlock(dim=int(embed_dim * 2 ** i),
                             depth=depths[i],
                             num_heads=num_heads[i],
                             kernel_size=kernel_size,
                             mlp_ratio=self.mlp_ratio,
                             qkv_bias=qkv_bias, qk_scale=qk_scale,
                             drop=drop_rate, attn_drop=attn_drop_rate,
                             drop_path=dpr[sum(depths[:i]):sum(depths[:i + 1])],
                             norm_layer=norm_layer,
                             downsample=(i < self.num_levels - 1),
                             layer_scale=layer_scale)
            self.levels.append(level)

        self.norm = norm_layer(self.num_features)
        self.avgpool = nn.AdaptiveAvgPool1d(1)
        self.head = nn.Linear(self.num_features, num_classes) if num_classes > 0 else nn.Identity()

        self.apply(self._init_weights)

    def _init_weights(self, m):
        if isinstance(m, nn.Linear):
            nn.init.trunc_normal_(m.weight, std=.02)
            if isinstance(m, nn.Linear) and m.bias is not None:
                nn.init.constant_(m.bias, 0)
        elif isinstance(m, nn.LayerNorm):
            nn.init.constant_(m.bias, 0)
            nn.init.constant_(m.weight, 1.0)

    def forward_features(self, x):
        x = self.patch_embed(x)
        x = self.pos_drop(x)

        for level in self.levels:
            x = level(x)

        x = self.norm(x).flatten(1, 2)
        x = self.avgpool(x.transpose(1, 2))
        x = torch.flatten(x, 1)
        return x

    def forward(self, x):
        x = self.forward_features(x)
        x = self.head(x)
        return x


class LabelSmoothingCrossEntropy(nn.Module):
    """timm loss/cross_entropy.py LabelSmoothingCrossEntropy (NLL with label smoothing)."""

    def __init__(self, smoothing=0.1):
        super().__init__()
        assert smoothing < 1.0
        self.smoothing = smoothing
        self.confidence = 1. - smoothing

    def forward(self, x, target):
        logprobs = F.log_softmax(x, dim=-1)
        nll_loss = -logprobs.gather(dim=-1, index=target.unsqueeze(1))
        nll_loss = nll_loss.squeeze(1)
        smooth_loss = -logprobs.mean(dim=-1)
        loss = self.confidence * nll_loss + self.smoothing * smooth_loss
        return loss.mean()


_NAT_LOSS = LabelSmoothingCrossEntropy(0.1)


def _nat_loss(out, labels):
    return _NAT_LOSS(out, labels)


# ================================================================== asappresearch/sru
# sru/cuda_functional.py ElementwiseRecurrence / elementwise_recurrence_forward with the kernels of
# sru/csrc/sru_cuda_kernel.cu (sru_cuda_forward_kernel / sru_cuda_backward_kernel, unidirectional, not custom,
# allocated by sru_cuda_impl.cpp's sru_forward / sru_backward as at::zeros) written as torch; sru/modules.py
# SRUCell / SRU; classification/modules.py EmbeddingLayer, classification/train_classifier.py Model and its
# CrossEntropyLoss; classification/dataloader.py's left padding.
def _sru_forward_kernel(U, x, weight_c, bias, init, mask_c, mask_pad, length, batch, d, k,
                        activation_type, skip_type):
    """sru_forward: h, c = at::zeros({length, batch, d}); sru_cuda_forward_kernel for all columns at once
    (one col = (batch, d); u laid out [length, batch, d, k]); padded steps leave h at 0 and carry c."""
    h = torch.zeros(length, batch, d, dtype=U.dtype, device=U.device)
    c = torch.zeros(length, batch, d, dtype=U.dtype, device=U.device)
    u = U.view(length, batch, d, k)
    wc1, wc2 = weight_c[:d], weight_c[d:]
    bias1, bias2 = bias[:d], bias[d:]
    mask = 1.0 if mask_c is None else mask_c
    cur = init
    for row in range(length):
        u0, u1, u2 = u[row, :, :, 0], u[row, :, :, 1], u[row, :, :, 2]
        if skip_type == 1:
            x_val = x.view(length, batch, d)[row]
        elif skip_type == 2:
            x_val = u[row, :, :, 3]
        else:
            x_val = 0.0
        g1 = torch.sigmoid(u1 + wc1 * cur + bias1)
        g2 = torch.sigmoid(u2 + wc2 * cur + bias2)
        nxt = (cur - u0) * g1 + u0
        val = torch.tanh(nxt) if activation_type else nxt
        hv = ((val - x_val) * mask * g2 + x_val) if skip_type else (val * mask * g2)
        if mask_pad is None:
            cur = nxt
            h[row] = hv
        else:
            keep = ~mask_pad[row].unsqueeze(-1)                  # (pad_p == NULL) || !(*pad_p)
            cur = torch.where(keep, nxt, cur)
            h[row] = torch.where(keep, hv, h[row])
        c[row] = cur                                             # useful for backward
    return h, c


def _sru_backward_kernel(U, x, weight_c, bias, init, mask_c, mask_pad, c, grad_h, grad_last, length, batch,
                         d, k, activation_type, skip_type):
    """sru_backward: grad_u = zeros_like(U), grad_x = zeros_like(x) (or zeros({1})), grad_wc / grad_bias =
    zeros({2, batch, d}), grad_init = zeros({batch, d}); sru_cuda_backward_kernel from the last step back."""
    grad_u = torch.zeros_like(U)
    grad_x = torch.zeros_like(x) if x is not None else torch.zeros(1, dtype=U.dtype, device=U.device)
    grad_wc = torch.zeros(2, batch, d, dtype=U.dtype, device=U.device)
    grad_bias = torch.zeros(2, batch, d, dtype=U.dtype, device=U.device)
    grad_init = torch.zeros(batch, d, dtype=U.dtype, device=U.device)
    u = U.view(length, batch, d, k)
    gu = grad_u.view(length, batch, d, k)
    wc1, wc2 = weight_c[:d], weight_c[d:]
    bias1, bias2 = bias[:d], bias[d:]
    mask = 1.0 if mask_c is None else mask_c
    gwc1 = torch.zeros(batch, d, dtype=U.dtype, device=U.device)
    gwc2 = torch.zeros_like(gwc1)
    gbias1 = torch.zeros_like(gwc1)
    gbias2 = torch.zeros_like(gwc1)
    cur = grad_last
    for row in range(length - 1, -1, -1):
        prev_c_val = c[row - 1] if row > 0 else init
        cp_val = c[row]
        u0, u1, u2 = u[row, :, :, 0], u[row, :, :, 1], u[row, :, :, 2]
        if skip_type == 1:
            x_val = x.view(length, batch, d)[row]
        elif skip_type == 2:
            x_val = u[row, :, :, 3]
        else:
            x_val = 0.0
        gh_val = grad_h[row]
        g1 = torch.sigmoid(u1 + wc1 * prev_c_val + bias1)
        g2 = torch.sigmoid(u2 + wc2 * prev_c_val + bias2)
        c_val = torch.tanh(cp_val) if activation_type else cp_val

        # gradient with respect to values in the second gate g2
        gg2 = gh_val * (c_val - x_val) * mask * (g2 * (1.0 - g2))
        # gradient with respect to c[t]
        tmp = g2 * ((1.0 - c_val * c_val) if activation_type else 1.0)
        gc = gh_val * mask * tmp + cur
        # gradient with respect to values in the first gate g1
        gg1 = gc * (prev_c_val - u0) * (g1 * (1.0 - g1))
        # gradient with respect to c[t-1]
        nxt = gc * g1 + gg1 * wc1 + gg2 * wc2
        gu0, gx = gc * (1.0 - g1), gh_val * (1.0 - g2 * mask)
        if mask_pad is None:
            keep = None
            gbias2 = gbias2 + gg2
            gwc2 = gwc2 + gg2 * prev_c_val
            gbias1 = gbias1 + gg1
            gwc1 = gwc1 + gg1 * prev_c_val
            cur = nxt
            gu[row, :, :, 0] = gu0
            gu[row, :, :, 1] = gg1
            gu[row, :, :, 2] = gg2
        else:
            keep = ~mask_pad[row].unsqueeze(-1)
            gbias2 = gbias2 + torch.where(keep, gg2, 0.0)
            gwc2 = gwc2 + torch.where(keep, gg2 * prev_c_val, 0.0)
            gbias1 = gbias1 + torch.where(keep, gg1, 0.0)
            gwc1 = gwc1 + torch.where(keep, gg1 * prev_c_val, 0.0)
            cur = torch.where(keep, nxt, cur)
            gu[row, :, :, 0] = torch.where(keep, gu0, gu[row, :, :, 0])
            gu[row, :, :, 1] = torch.where(keep, gg1, gu[row, :, :, 1])
            gu[row, :, :, 2] = torch.where(keep, gg2, gu[row, :, :, 2])
        # gradient with respect to x[t]
        if skip_type == 1:
            gxv = grad_x.view(length, batch, d)
            gxv[row] = gx if keep is None else torch.where(keep, gx, gxv[row])
        elif skip_type == 2:
            gu[row, :, :, 3] = gx if keep is None else torch.where(keep, gx, gu[row, :, :, 3])

    grad_wc[0] = gwc1
    grad_wc[1] = gwc2
    grad_bias[0] = gbias1
    grad_bias[1] = gbias2
    grad_init.copy_(cur)
    return grad_u, grad_x, grad_wc, grad_bias, grad_init


def elementwise_recurrence_forward(u, x, weight_c, bias, init, activation_type, d_out, bidirectional,
                                   has_skip_term, scale_x=None, mask_c=None, mask_pad=None):
    batch = x.size(-2)
    d = d_out
    length = x.size(0) if x.dim() == 3 else 1
    k = u.size(-1) // d
    k_ = k // 2 if bidirectional else k
    is_custom = 1 if weight_c.dim() > 1 else 0
    skip_type = 0
    if has_skip_term:
        if k_ == 3:
            skip_type = 1
        else:
            skip_type = 2
    assert not bidirectional and not is_custom

    mask_pad_ = None
    if mask_pad is not None:
        mask_pad_ = mask_pad.contiguous()
        assert mask_pad_.size(0) == length
        assert mask_pad_.size(1) == batch

    x_ = None
    if skip_type > 0 and k_ == 3:
        if scale_x is not None:
            x_ = x.contiguous() * scale_x
        else:
            x_ = x.contiguous()

    # the simple kernels need activation_type 0; tanh (use_tanh) takes sru_forward
    h, c = _sru_forward_kernel(u.contiguous(), x_, weight_c.contiguous(), bias, init.contiguous(), mask_c,
                               mask_pad_, length, batch, d, k_, activation_type, skip_type)

    if x.dim() == 2:
        h, c = h.squeeze(0), c.squeeze(0)
        last_hidden = c
    else:
        last_hidden = c[-1]
    return h, last_hidden, c


class ElementwiseRecurrence(Function):

    @staticmethod
    def forward(ctx, u, x, weight_c, bias,
                init,
                activation_type,
                d_out,
                bidirectional,
                has_skip_term,
                scale_x,
                mask_c=None,
                mask_pad=None):

        ctx.activation_type = activation_type
        ctx.d_out = d_out
        ctx.bidirectional = bidirectional
        ctx.has_skip_term = has_skip_term

        # ensure mask_pad is a bool tensor
        mask_pad = mask_pad.bool().contiguous() if mask_pad is not None else None
        h, last_hidden, c = elementwise_recurrence_forward(
            u,
            x,
            weight_c,
            bias,
            init,
            activation_type,
            d_out,
            bidirectional,
            has_skip_term,
            scale_x,
            mask_c,
            mask_pad
        )
        ctx.save_for_backward(u, x, weight_c, bias, init, mask_c, c, mask_pad, scale_x)
        return h, last_hidden

    @staticmethod
    def backward(ctx, grad_h, grad_last):
        u, x, weight_c, bias, init, mask_c, c, mask_pad, scale_x = ctx.saved_tensors
        length = x.size(0) if x.dim() == 3 else 1
        batch = x.size(-2)
        d = ctx.d_out
        k = u.size(-1) // d
        k_ = k // 2 if ctx.bidirectional else k
        skip_type = 0 if not ctx.has_skip_term else (1 if k_ == 3 else 2)
        is_custom = len(weight_c.size()) > 1

        if skip_type > 0 and k_ == 3:
            x_ = x.contiguous() * scale_x if scale_x is not None else x.contiguous()
        else:
            x_ = None

        grad_u, grad_x, grad_wc, grad_bias, grad_init = _sru_backward_kernel(
            u.contiguous(),
            x_,
            weight_c.contiguous(),
            bias,
            init.contiguous(),
            mask_c,
            mask_pad.contiguous() if mask_pad is not None else None,
            c,
            grad_h.contiguous(),
            grad_last.contiguous(),
            length,
            batch,
            d,
            k_,
            ctx.activation_type,
            skip_type,
        )

        if skip_type > 0 and k_ == 3:
            if scale_x is not None:
                grad_x.mul_(scale_x)
        else:
            grad_x = None
        if not is_custom:
            grad_wc = grad_wc.sum(1).view(-1)
        return grad_u, grad_x, grad_wc, grad_bias.sum(1).view(-1), grad_init, \
            None, None, None, None, None, None, None


class SRUCell(nn.Module):
    """
    A single SRU layer as per `LSTMCell`, `GRUCell` in Pytorch.
    """

    def __init__(self, input_size, hidden_size, dropout=0.0, rnn_dropout=0.0, bidirectional=False, n_proj=0,
                 use_tanh=False, highway_bias=0.0, has_skip_term=True, layer_norm=False, rescale=True, v1=False):
        super(SRUCell, self).__init__()
        self.input_size = input_size
        self.hidden_size = hidden_size  # hidden size per direction
        self.output_size = hidden_size * 2 if bidirectional else hidden_size
        self.rnn_dropout = float(rnn_dropout)
        self.dropout = float(dropout)
        self.bidirectional = bidirectional
        self.has_skip_term = has_skip_term
        self.highway_bias = highway_bias
        self.v1 = v1
        self.rescale = rescale
        self.activation_type = 0
        self.activation = 'none'
        if use_tanh:
            self.activation_type = 1
            self.activation = 'tanh'
        assert n_proj == 0 and not layer_norm and dropout == 0 and rnn_dropout == 0
        self.projection_size = 0

        # number of sub-matrices used in SRU
        self.num_matrices = 3
        if has_skip_term and self.input_size != self.output_size:
            self.num_matrices = 4

        self.weight_proj = None
        self.weight = nn.Parameter(torch.Tensor(input_size, self.output_size * self.num_matrices))
        self.weight_c = nn.Parameter(torch.Tensor(2 * self.output_size))
        self.bias = nn.Parameter(torch.Tensor(2 * self.output_size))

        # scaling constant used in highway connections when rescale=True
        self.register_buffer('scale_x', torch.FloatTensor([0]))
        self.layer_norm = None
        self.reset_parameters()

    def reset_parameters(self):
        # initialize bias and scaling constant
        self.bias.data.zero_()
        bias_val, output_size = self.highway_bias, self.output_size
        self.bias.data[output_size:].zero_().add_(bias_val)
        self.scale_x.data[0] = 1
        if self.rescale and self.has_skip_term:
            # scalar used to properly scale the highway output
            scale_val = (1 + math.exp(bias_val) * 2)**0.5
            self.scale_x.data[0] = scale_val

        # initialize weights such that E[w_ij]=0 and Var[w_ij]=1/d
        d = self.weight.size(0)
        val_range = (3.0 / d)**0.5
        self.weight.data.uniform_(-val_range, val_range)

        # projection matrix as a tensor of size:
        #    (input_size, bidirection, hidden_size, num_matrices)
        w = self.weight.data.view(d, -1, self.hidden_size, self.num_matrices)

        # properly scale the highway output
        if self.rescale and self.has_skip_term and self.num_matrices == 4:
            scale_val = (1 + math.exp(bias_val) * 2)**0.5
            w[:, :, :, 3].mul_(scale_val)

        if not self.v1:
            # intialize weight_c such that E[w]=0 and Var[w]=1
            self.weight_c.data.uniform_(-3.0**0.5, 3.0**0.5)

            # rescale weight_c and the weight of sigmoid gates with a factor of sqrt(0.5)
            w[:, :, :, 1].mul_(0.5**0.5)
            w[:, :, :, 2].mul_(0.5**0.5)
            self.weight_c.data.mul_(0.5**0.5)
        else:
            self.weight_c.data.zero_()
            self.weight_c.requires_grad = False

    def forward(self, input, c0=None, mask_pad=None):
        if input.dim() != 2 and input.dim() != 3:
            raise ValueError("Input must be 2 or 3 dimensional")

        batch_size = input.size(-2)
        if c0 is None:
            c0 = torch.zeros(batch_size, self.output_size, dtype=input.dtype,
                             device=input.device)

        # apply layer norm before activation (i.e. before SRU computation)
        residual = input

        # get the scaling constant; scale_x is a scalar
        scale_val = self.scale_x if self.rescale else None

        # get dropout mask
        mask_c = None

        # compute U, V
        U, V = self.compute_UV(input, c0, mask_pad)

        # apply elementwise recurrence to get hidden states h and c (the CUDA path)
        h, c = ElementwiseRecurrence.apply(U, residual, V, self.bias, c0, self.activation_type, self.hidden_size,
                                           self.bidirectional, self.has_skip_term, scale_val, mask_c, mask_pad)
        return h, c

    def compute_UV(self, input, c0, mask_pad):
        U = self.compute_U(input)
        V = self.weight_c
        return U, V

    def compute_U(self, input):
        # collapse (length, batch_size) into one dimension if necessary
        x = input if input.dim() == 2 else input.contiguous().view(-1, self.input_size)
        U = x.mm(self.weight)
        return U


class SRU(nn.Module):
    """
    Implementation of Simple Recurrent Unit (SRU)
    """

    def __init__(self, input_size, hidden_size, num_layers=2, dropout=0.0, rnn_dropout=0.0, bidirectional=False,
                 projection_size=0, use_tanh=False, layer_norm=False, highway_bias=0.0, has_skip_term=True,
                 rescale=False, v1=False, nn_rnn_compatible_return=False):
        super(SRU, self).__init__()
        self.input_size = input_size
        self.hidden_size = hidden_size
        self.output_size = hidden_size * 2 if bidirectional else hidden_size
        self.num_layers = num_layers
        self.bidirectional = bidirectional
        self.num_directions = 2 if bidirectional else 1
        self.nn_rnn_compatible_return = nn_rnn_compatible_return
        self.input_to_hidden = None
        first_layer_input_size = input_size

        rnn_lst = nn.ModuleList()
        for i in range(num_layers):
            # create the i-th SRU layer
            layer_i = SRUCell(
                first_layer_input_size if i == 0 else self.output_size,
                self.hidden_size,
                dropout=dropout if i + 1 != num_layers else 0,
                rnn_dropout=rnn_dropout,
                bidirectional=bidirectional,
                n_proj=projection_size,
                use_tanh=use_tanh,
                layer_norm=layer_norm,
                highway_bias=highway_bias,
                has_skip_term=has_skip_term,
                rescale=rescale,
                v1=v1,
            )
            rnn_lst.append(layer_i)
        self.rnn_lst = rnn_lst

    def forward(self, input, c0=None, mask_pad=None):
        # The dimensions of `input` should be: `(sequence_length, batch_size, input_size)`.
        if input.dim() != 3:
            raise ValueError("There must be 3 dimensions for (length, batch_size, input_size)")

        if c0 is None:
            zeros = torch.zeros(input.size(1), self.output_size, dtype=input.dtype,
                                device=input.device)
            c0_ = [zeros for i in range(self.num_layers)]
        else:
            c0_ = [x.squeeze(0) for x in c0.chunk(self.num_layers, 0)]

        prevx = input
        lstc = []
        i = 0
        for rnn in self.rnn_lst:
            h, c = rnn(prevx, c0_[i], mask_pad=mask_pad)
            prevx = h
            lstc.append(c)
            i += 1

        lstc_stack = torch.stack(lstc)
        return prevx, lstc_stack


class EmbeddingLayer(nn.Module):
    """classification/modules.py EmbeddingLayer without pre-trained vectors: uniform(-0.25, 0.25) rows,
    normalised to unit norm, fix_emb (requires_grad False)."""

    def __init__(self, n_d, words, fix_emb=True, oov='<oov>', pad='<pad>', normalize=True):
        super(EmbeddingLayer, self).__init__()
        word2id = {}
        for w in words:
            if w not in word2id:
                word2id[w] = len(word2id)

        if oov not in word2id:
            word2id[oov] = len(word2id)

        if pad not in word2id:
            word2id[pad] = len(word2id)

        self.word2id = word2id
        self.n_V, self.n_d = len(word2id), n_d
        self.oovid = word2id[oov]
        self.padid = word2id[pad]
        self.embedding = nn.Embedding(self.n_V, n_d)
        self.embedding.weight.data.uniform_(-0.25, 0.25)

        if normalize:
            weight = self.embedding.weight
            norms = weight.data.norm(2, 1)
            if norms.dim() == 1:
                norms = norms.unsqueeze(1)
            weight.data.div_(norms.expand_as(weight.data))

        if fix_emb:
            self.embedding.weight.requires_grad = False

    def forward(self, input):
        return self.embedding(input)


class SRUClassifier(nn.Module):
    """train_classifier.py Model (the SRU branch): emb_layer, drop, encoder, output[-1], drop, out; the
    encoder is given the left pads as mask_pad (SRU.forward's documented argument)."""

    def __init__(self, emb_layer, d=24, depth=2, dropout=0.0, nclasses=2):
        super(SRUClassifier, self).__init__()
        self.drop = nn.Dropout(dropout)
        # fix_emb: the embedding is frozen (requires_grad False); held unregistered (as heldout_relate_v70.py holds
        # its frozen VGG) so that the capture differentiates only the trainable parameters
        self.__dict__["emb_layer"] = emb_layer
        self.encoder = SRU(
            emb_layer.n_d,
            d,
            depth,
            dropout=dropout,
            use_tanh=1,
            rescale=True,
        )
        d_out = d
        self.out = nn.Linear(d_out, nclasses)

    def forward(self, input):
        emb = self.emb_layer(input)
        emb = self.drop(emb)

        output, hidden = self.encoder(emb, mask_pad=(input == self.emb_layer.padid))
        output = output[-1]

        output = self.drop(output)
        return self.out(output)


# ================================================================== alexandrosstergiou/SoftPool
# pytorch/SoftPool/idea.py CUDA_SOFTPOOL2d / soft_pool2d / SoftPool2d with pytorch/CUDA/softpool_cuda_kernel.cu
# SoftPool2dForward / SoftPool2dBackward (and limits.cuh n_limits<float>) written as torch; main/models/resnet.py
# BasicBlock / ResNet (use_softpool: the stem's pool is SoftPool2d((2, 2), (2, 2))); CrossEntropyLoss.
_FLT_MAX = torch.finfo(torch.float32).max
_FLT_MIN = torch.finfo(torch.float32).tiny


def _sp_clamp(n, lower, upper):
    """softpool_cuda_kernel.cu clamp(): max(lower, min(|n|, upper)) * sgn(n)."""
    return torch.clamp(n.abs(), min=lower, max=upper) * torch.sign(n)


def _softpool_windows(t, kernel, stride):
    B, C, H, W = t.shape
    oH, oW = H // stride[0], W // stride[1]
    # every window starts in range here (base_y <= height - kernel_h): no `break` is taken
    assert kernel == stride and oH * kernel[0] == H and oW * kernel[1] == W
    return t.view(B, C, oH, kernel[0], oW, kernel[1]).permute(0, 1, 2, 4, 3, 5)    # [B, C, oH, oW, kh, kw]


def softpool_forward_2d(input, kernel, stride, output):
    """SoftPool2dForward for every output cell: mask_sum_max = clamp(sum e^x, FLT_MIN, FLT_MAX), then
    output += x * e^x / mask_sum_max clamped (0, FLT_MAX) after each cell, written into `output`."""
    win = _softpool_windows(input, kernel, stride)
    e = torch.exp(win)
    mask_sum_max = _sp_clamp(e.sum((-2, -1)), _FLT_MIN, _FLT_MAX)
    out = torch.zeros_like(output)
    for iy in range(kernel[0]):
        for ix in range(kernel[1]):
            mask_ = e[..., iy, ix] / mask_sum_max        # SoftMax
            out = out + win[..., iy, ix] * mask_
            out = _sp_clamp(out, 0., _FLT_MAX)
    output.copy_(out)


def softpool_backward_2d(grad_output, input, kernel, stride, grad_input):
    """SoftPool2dBackward: weighted_grad = clamp(grad_output * e^x / mask_sum_max, FLT_MIN, FLT_MAX)
    atomicAdd'ed into grad_input (the softmax weights are not differentiated)."""
    win = _softpool_windows(input, kernel, stride)
    e = torch.exp(win)
    mask_sum_max = _sp_clamp(e.sum((-2, -1)), _FLT_MIN, _FLT_MAX)
    mask_ = e / mask_sum_max[..., None, None]
    weighted_grad = _sp_clamp(grad_output[..., None, None] * mask_, _FLT_MIN, _FLT_MAX)
    _softpool_windows(grad_input, kernel, stride).add_(weighted_grad)


class CUDA_SOFTPOOL2d(Function):
    @staticmethod
    def forward(ctx, input, kernel=2, stride=None):
        # Create contiguous tensor (if tensor is not contiguous)
        if (not input.is_contiguous()):
            x = input.contiguous()  # noqa: F841  (the source's unused copy)
        no_batch = False
        if len(input.size()) == 3:
            no_batch = True
            input.unsqueeze_(0)
        B, C, H, W = input.size()
        kernel = _pair(kernel)
        if stride is None:
            stride = kernel
        else:
            stride = _pair(stride)
        oH = H // stride[0]
        oW = W // stride[1]
        output = input.new_zeros((B, C, oH, oW))
        softpool_forward_2d(input, kernel, stride, output)
        ctx.save_for_backward(input)
        ctx.kernel = kernel
        ctx.stride = stride
        if no_batch:
            return output.squeeze_(0)
        return output

    @staticmethod
    def backward(ctx, grad_output):
        # Create contiguous tensor (if tensor is not contiguous)
        if (not grad_output.is_contiguous()):
            x = grad_output.contiguous()  # noqa: F841
        grad_input = torch.zeros_like(ctx.saved_tensors[0])
        saved = [grad_output] + list(ctx.saved_tensors) + [ctx.kernel, ctx.stride] + [grad_input]
        softpool_backward_2d(*saved)
        # Gradient underflow
        saved[-1][torch.isnan(saved[-1])] = 0
        return saved[-1], None, None


def soft_pool2d(x, kernel_size=2, stride=None, force_inplace=False):
    # the x.is_cuda branch, taken on this CPU; `if torch.isnan(x).any(): return torch.nan_to_num(x)` written
    # as the unconditional nan_to_num (the same values either way)
    x = CUDA_SOFTPOOL2d.apply(x, kernel_size, stride)
    # Replace `NaN's if found
    return torch.nan_to_num(x)


class SoftPool2d(torch.nn.Module):
    def __init__(self, kernel_size=2, stride=None, force_inplace=False):
        super(SoftPool2d, self).__init__()
        self.kernel_size = kernel_size
        self.stride = stride
        self.force_inplace = force_inplace

    def forward(self, x):
        return soft_pool2d(x, kernel_size=self.kernel_size, stride=self.stride, force_inplace=self.force_inplace)


def conv3x3(in_planes, out_planes, stride=1, groups=1, dilation=1):
    """3x3 convolution with padding"""
    return nn.Conv2d(in_planes, out_planes, kernel_size=3, stride=stride,
                     padding=dilation, groups=groups, bias=False, dilation=dilation)


def conv1x1(in_planes, out_planes, stride=1):
    """1x1 convolution"""
    return nn.Conv2d(in_planes, out_planes, kernel_size=1, stride=stride, bias=False)


class SPBasicBlock(nn.Module):
    expansion = 1

    def __init__(self, inplanes, planes, stride=1, downsample=None, groups=1,
                 base_width=64, dilation=1, norm_layer=None):
        super(SPBasicBlock, self).__init__()
        if norm_layer is None:
            norm_layer = nn.BatchNorm2d
        self.conv1 = conv3x3(inplanes, planes, stride)
        self.bn1 = norm_layer(planes)
        self.relu = nn.ReLU(inplace=True)
        self.conv2 = conv3x3(planes, planes)
        self.bn2 = norm_layer(planes)
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


class SoftPoolResNet(nn.Module):
    """main/models/resnet.py ResNet with use_softpool; widths 16 / 16 / 32 / 64 / 128 instead of 64 / 64 / 128 /
    256 / 512 (self.inplanes and the _make_layer planes)."""

    def __init__(self, block, layers, use_softpool=True, num_classes=1000, zero_init_residual=False,
                 width=16, norm_layer=None):
        super(SoftPoolResNet, self).__init__()
        if norm_layer is None:
            norm_layer = nn.BatchNorm2d
        self._norm_layer = norm_layer

        self.inplanes = width
        self.dilation = 1
        self.groups = 1
        self.base_width = 64
        self.conv1 = nn.Conv2d(3, self.inplanes, kernel_size=7, stride=2, padding=3,
                               bias=False)
        self.bn1 = norm_layer(self.inplanes)
        self.relu = nn.ReLU(inplace=True)

        if not use_softpool:
            self.pool = nn.MaxPool2d(kernel_size=3, stride=2, padding=1)
        else:
            self.pool = SoftPool2d(kernel_size=(2, 2), stride=(2, 2))

        self.layer1 = self._make_layer(block, width, layers[0])
        self.layer2 = self._make_layer(block, width * 2, layers[1], stride=2)
        self.layer3 = self._make_layer(block, width * 4, layers[2], stride=2)
        self.layer4 = self._make_layer(block, width * 8, layers[3], stride=2)
        self.avgpool = nn.AdaptiveAvgPool2d((1, 1))
        self.fc = nn.Linear(width * 8 * block.expansion, num_classes)

        for m in self.modules():
            if isinstance(m, nn.Conv2d):
                nn.init.kaiming_normal_(m.weight, mode='fan_out', nonlinearity='relu')
            elif isinstance(m, (nn.BatchNorm2d, nn.GroupNorm)):
                nn.init.constant_(m.weight, 1)
                nn.init.constant_(m.bias, 0)

    def _make_layer(self, block, planes, blocks, stride=1, dilate=False):
        norm_layer = self._norm_layer
        downsample = None
        previous_dilation = self.dilation
        if stride != 1 or self.inplanes != planes * block.expansion:
            downsample = nn.Sequential(
                conv1x1(self.inplanes, planes * block.expansion, stride),
                norm_layer(planes * block.expansion),
            )

        layers = []
        layers.append(block(self.inplanes, planes, stride, downsample, self.groups,
                            self.base_width, previous_dilation, norm_layer))
        self.inplanes = planes * block.expansion
        for _ in range(1, blocks):
            layers.append(block(self.inplanes, planes, groups=self.groups,
                                base_width=self.base_width, dilation=self.dilation,
                                norm_layer=norm_layer))

        return nn.Sequential(*layers)

    def _forward_impl(self, x):
        x = self.conv1(x)
        x = self.bn1(x)
        x = self.relu(x)
        x = self.pool(x)

        x = self.layer1(x)
        x = self.layer2(x)
        x = self.layer3(x)
        x = self.layer4(x)

        x = self.avgpool(x)
        x = torch.flatten(x, 1)
        x = self.fc(x)

        return x

    def forward(self, x):
        return self._forward_impl(x)


# ================================================================== aqlaboratory/openfold
# openfold/model/primitives.py Linear (its initialisers) / Attention, embedders.py InputEmbedder (relpos),
# msa.py MSAAttention / MSARowAttentionWithPairBias / MSAColumnAttention, evoformer.py MSATransition /
# EvoformerBlock / EvoformerStack, outer_product_mean.py OuterProductMean, triangular_multiplicative_update.py
# TriangleMultiplicationOutgoing / Incoming, triangular_attention.py TriangleAttentionStartingNode / EndingNode,
# pair_transition.py PairTransition, heads.py DistogramHead / MaskedMSAHead, utils/tensor_utils.py
# permute_final_dims / flatten_final_dims / one_hot, utils/deepspeed.py checkpoint_blocks, utils/loss.py
# softmax_cross_entropy / distogram_loss / masked_msa_loss (AlphaFoldLoss weights 0.3 / 2.0).
def permute_final_dims(tensor, inds):
    zero_index = -1 * len(inds)
    first_inds = list(range(len(tensor.shape[:zero_index])))
    return tensor.permute(first_inds + [zero_index + i for i in inds])


def flatten_final_dims(t, no_dims):
    return t.reshape(t.shape[:-no_dims] + (-1,))


def _of_one_hot_classes(x, num_classes):
    """nn.functional.one_hot(x, num_classes) as ATen computes it (zeros, then scatter_ of ones along the last
    dim), without its min / max .item() range checks that make_fx cannot trace (as heldout_relate_v74.py)."""
    return torch.zeros(*x.shape, num_classes, dtype=torch.long, device=x.device).scatter_(-1, x.unsqueeze(-1), 1)


def of_one_hot(x, v_bins):
    reshaped_bins = v_bins.view(((1,) * len(x.shape)) + (len(v_bins),))
    diffs = x[..., None] - reshaped_bins
    am = torch.argmin(torch.abs(diffs), dim=-1)
    return _of_one_hot_classes(am, num_classes=len(v_bins)).float()


def trunc_normal_init_(weights, scale=1.0, fan="fan_in"):
    """primitives.trunc_normal_init_: scipy's truncnorm(-2, 2) samples written as torch's trunc_normal_ with the
    same std (no scipy here)."""
    shape = weights.shape
    f = shape[1] if fan == "fan_in" else shape[0]   # nn.Linear weight [out, in]: fan_in = in
    scale = scale / max(1, f)
    a = -2
    b = 2
    std_trunc = 0.87962566103423978                 # truncnorm.std(a=-2, b=2, loc=0, scale=1)
    std = math.sqrt(scale) / std_trunc
    with torch.no_grad():
        nn.init.trunc_normal_(weights, mean=0.0, std=std, a=a * std, b=b * std)


class OfLinear(nn.Linear):
    """
    A Linear layer with built-in nonstandard initializations. Called just
    like torch.nn.Linear.
    """

    def __init__(self, in_dim, out_dim, bias=True, init="default"):
        super(OfLinear, self).__init__(in_dim, out_dim, bias=bias)

        if bias:
            with torch.no_grad():
                self.bias.fill_(0)

        if init == "default":
            trunc_normal_init_(self.weight, scale=1.0)
        elif init == "relu":
            trunc_normal_init_(self.weight, scale=2.0)
        elif init == "glorot":
            nn.init.xavier_uniform_(self.weight, gain=1)
        elif init == "gating":
            with torch.no_grad():
                self.weight.fill_(0.0)
            if bias:
                with torch.no_grad():
                    self.bias.fill_(1.0)
        elif init == "normal":
            torch.nn.init.kaiming_normal_(self.weight, nonlinearity="linear")
        elif init == "final":
            with torch.no_grad():
                self.weight.fill_(0.0)
        else:
            raise ValueError("Invalid init string.")


class OfAttention(nn.Module):
    """
    Standard multi-head attention using AlphaFold's default layer
    initialization.
    """

    def __init__(self, c_q, c_k, c_v, c_hidden, no_heads, gating=True):
        super(OfAttention, self).__init__()

        self.c_q = c_q
        self.c_k = c_k
        self.c_v = c_v
        self.c_hidden = c_hidden
        self.no_heads = no_heads
        self.gating = gating

        self.linear_q = OfLinear(self.c_q, self.c_hidden * self.no_heads, bias=False, init="glorot")
        self.linear_k = OfLinear(self.c_k, self.c_hidden * self.no_heads, bias=False, init="glorot")
        self.linear_v = OfLinear(self.c_v, self.c_hidden * self.no_heads, bias=False, init="glorot")
        self.linear_o = OfLinear(self.c_hidden * self.no_heads, self.c_q, init="final")

        if self.gating is not None:
            self.linear_g = OfLinear(self.c_q, self.c_hidden * self.no_heads, init="gating")

        self.sigmoid = nn.Sigmoid()
        self.softmax = nn.Softmax(dim=-1)

    def forward(self, q_x, k_x, v_x, biases=None):
        # [*, Q/K/V, H * C_hidden]
        q = self.linear_q(q_x)
        k = self.linear_k(k_x)
        v = self.linear_v(v_x)

        # [*, Q/K, H, C_hidden]
        q = q.view(q.shape[:-1] + (self.no_heads, -1))
        k = k.view(k.shape[:-1] + (self.no_heads, -1))
        v = v.view(v.shape[:-1] + (self.no_heads, -1))

        # [*, H, Q, K]
        a = torch.matmul(
            permute_final_dims(q, (0, 2, 1, 3)),  # [*, H, Q, C_hidden]
            permute_final_dims(k, (0, 2, 3, 1)),  # [*, H, C_hidden, K]
        )
        norm = 1 / math.sqrt(self.c_hidden)  # [1]
        a = a * norm
        if biases is not None:
            for b in biases:
                a = a + b
        a = self.softmax(a)

        # [*, H, Q, C_hidden]
        o = torch.matmul(
            a,
            permute_final_dims(v, (0, 2, 1, 3)),  # [*, H, V, C_hidden]
        )

        # [*, Q, H, C_hidden]
        o = o.transpose(-2, -3)
        if self.gating:
            g = self.sigmoid(self.linear_g(q_x))
            # [*, Q, H, C_hidden]
            g = g.view(g.shape[:-1] + (self.no_heads, -1))
            o = o * g

        # [*, Q, H * C_hidden]
        o = flatten_final_dims(o, 2)

        # [*, Q, C_q]
        o = self.linear_o(o)

        return o


class InputEmbedder(nn.Module):
    def __init__(self, tf_dim, msa_dim, c_z, c_m, relpos_k):
        super(InputEmbedder, self).__init__()

        self.tf_dim = tf_dim
        self.msa_dim = msa_dim

        self.c_z = c_z
        self.c_m = c_m

        self.linear_tf_z_i = OfLinear(tf_dim, c_z)
        self.linear_tf_z_j = OfLinear(tf_dim, c_z)
        self.linear_tf_m = OfLinear(tf_dim, c_m)
        self.linear_msa_m = OfLinear(msa_dim, c_m)

        # RPE stuff
        self.relpos_k = relpos_k
        self.no_bins = 2 * relpos_k + 1
        self.linear_relpos = OfLinear(self.no_bins, c_z)

    def relpos(self, ri):
        d = ri[..., None] - ri[..., None, :]
        boundaries = torch.arange(
            start=-self.relpos_k, end=self.relpos_k + 1, device=d.device
        )
        oh = of_one_hot(d, boundaries).type(ri.dtype)
        return self.linear_relpos(oh)

    def forward(self, tf, ri, msa):
        # [*, N_res, c_z]
        tf_emb_i = self.linear_tf_z_i(tf)
        tf_emb_j = self.linear_tf_z_j(tf)

        # [*, N_res, N_res, c_z]
        pair_emb = tf_emb_i[..., None, :] + tf_emb_j[..., None, :, :]
        pair_emb = pair_emb + self.relpos(ri.type(pair_emb.dtype))

        # [*, N_clust, N_res, c_m]
        n_clust = msa.shape[-3]
        tf_m = (
            self.linear_tf_m(tf)
            .unsqueeze(-3)
            .expand(((-1,) * len(tf.shape[:-2]) + (n_clust, -1, -1)))
        )
        msa_emb = self.linear_msa_m(msa) + tf_m

        return msa_emb, pair_emb


class MSAAttention(nn.Module):
    def __init__(self, c_in, c_hidden, no_heads, pair_bias=False, c_z=None, chunk_size=4, inf=1e9):
        super(MSAAttention, self).__init__()

        self.c_in = c_in
        self.c_hidden = c_hidden
        self.no_heads = no_heads
        self.pair_bias = pair_bias
        self.c_z = c_z
        self.chunk_size = chunk_size
        self.inf = inf
        assert chunk_size is None   # training: no chunk_layer

        self.layer_norm_m = nn.LayerNorm(self.c_in)

        if self.pair_bias:
            self.layer_norm_z = nn.LayerNorm(self.c_z)
            self.linear_z = OfLinear(self.c_z, self.no_heads, bias=False, init="normal")

        self.mha = OfAttention(self.c_in, self.c_in, self.c_in, self.c_hidden, self.no_heads)

    def forward(self, m, z=None, mask=None):
        # [*, N_seq, N_res, C_m]
        m = self.layer_norm_m(m)

        n_seq, n_res = m.shape[-3:-1]
        if mask is None:
            # [*, N_seq, N_res]
            mask = m.new_ones(
                m.shape[:-3] + (n_seq, n_res),
            )

        # [*, N_seq, 1, 1, N_res]
        bias = (self.inf * (mask - 1))[..., :, None, None, :]

        # [*, N_seq, no_heads, N_res, N_res]
        bias = bias.expand(
            ((-1,) * len(bias.shape[:-4])) + (-1, self.no_heads, n_res, -1)
        )
        biases = [bias]
        if self.pair_bias:
            # [*, N_res, N_res, C_z]
            z = self.layer_norm_z(z)

            # [*, N_res, N_res, no_heads]
            z = self.linear_z(z)

            # [*, 1, no_heads, N_res, N_res]
            z = permute_final_dims(z, (2, 0, 1)).unsqueeze(-4)

            biases.append(z)

        mha_inputs = {"q_x": m, "k_x": m, "v_x": m, "biases": biases}
        m = self.mha(**mha_inputs)

        return m


class MSARowAttentionWithPairBias(MSAAttention):
    def __init__(self, c_m, c_z, c_hidden, no_heads, chunk_size, inf=1e9):
        super(MSARowAttentionWithPairBias, self).__init__(
            c_m,
            c_hidden,
            no_heads,
            pair_bias=True,
            c_z=c_z,
            chunk_size=chunk_size,
            inf=inf,
        )


class MSAColumnAttention(MSAAttention):
    def __init__(self, c_m, c_hidden, no_heads, chunk_size=4, inf=1e9):
        super(MSAColumnAttention, self).__init__(
            c_in=c_m,
            c_hidden=c_hidden,
            no_heads=no_heads,
            pair_bias=False,
            c_z=None,
            chunk_size=chunk_size,
            inf=inf,
        )

    def forward(self, m, mask=None):
        # [*, N_res, N_seq, C_in]
        m = m.transpose(-2, -3)
        if mask is not None:
            mask = mask.transpose(-1, -2)

        m = super().forward(m, mask=mask)

        # [*, N_seq, N_res, C_in]
        m = m.transpose(-2, -3)
        if mask is not None:
            mask = mask.transpose(-1, -2)
        return m


class MSATransition(nn.Module):
    def __init__(self, c_m, n, chunk_size):
        super(MSATransition, self).__init__()

        self.c_m = c_m
        self.n = n
        self.chunk_size = chunk_size

        self.layer_norm = nn.LayerNorm(self.c_m)
        self.linear_1 = OfLinear(self.c_m, self.n * self.c_m, init="relu")
        self.relu = nn.ReLU()
        self.linear_2 = OfLinear(self.n * self.c_m, self.c_m, init="final")

    def _transition(self, m, mask):
        m = self.linear_1(m)
        m = self.relu(m)
        m = self.linear_2(m) * mask
        return m

    def forward(self, m, mask=None):
        # DISCREPANCY: DeepMind forgets to apply the MSA mask here.
        if mask is None:
            mask = m.new_ones(m.shape[:-1])

        mask = mask.unsqueeze(-1)

        m = self.layer_norm(m)

        inp = {"m": m, "mask": mask}
        m = self._transition(**inp)

        return m


class PairTransition(nn.Module):
    def __init__(self, c_z, n, chunk_size=4):
        super(PairTransition, self).__init__()

        self.c_z = c_z
        self.n = n
        self.chunk_size = chunk_size

        self.layer_norm = nn.LayerNorm(self.c_z)
        self.linear_1 = OfLinear(self.c_z, self.n * self.c_z, init="relu")
        self.relu = nn.ReLU()
        self.linear_2 = OfLinear(self.n * self.c_z, c_z, init="final")

    def _transition(self, z, mask):
        # [*, N_res, N_res, C_hidden]
        z = self.linear_1(z)
        z = self.relu(z)

        # [*, N_res, N_res, C_z]
        z = self.linear_2(z) * mask

        return z

    def forward(self, z, mask=None):
        # DISCREPANCY: DeepMind forgets to apply the mask in this module.
        if mask is None:
            mask = z.new_ones(z.shape[:-1])

        # [*, N_res, N_res, 1]
        mask = mask.unsqueeze(-1)

        # [*, N_res, N_res, C_z]
        z = self.layer_norm(z)

        inp = {"z": z, "mask": mask}
        z = self._transition(**inp)

        return z


class OuterProductMean(nn.Module):
    def __init__(self, c_m, c_z, c_hidden, chunk_size=4, eps=1e-3):
        super(OuterProductMean, self).__init__()

        self.c_z = c_z
        self.c_hidden = c_hidden
        self.chunk_size = chunk_size
        self.eps = eps

        self.layer_norm = nn.LayerNorm(c_m)
        self.linear_1 = OfLinear(c_m, c_hidden)
        self.linear_2 = OfLinear(c_m, c_hidden)
        self.linear_out = OfLinear(c_hidden ** 2, c_z, init="final")

    def _opm(self, a, b):
        # [*, N_res, N_res, C, C]
        outer = torch.einsum("...bac,...dae->...bdce", a, b)

        # [*, N_res, N_res, C * C]
        outer = outer.reshape(*outer.shape[:-2], -1)

        # [*, N_res, N_res, C_z]
        outer = self.linear_out(outer)

        return outer

    def forward(self, m, mask=None):
        if mask is None:
            mask = m.new_ones(m.shape[:-1])

        # [*, N_seq, N_res, C_m]
        m = self.layer_norm(m)

        # [*, N_seq, N_res, C]
        mask = mask.unsqueeze(-1)
        a = self.linear_1(m) * mask
        b = self.linear_2(m) * mask

        a = a.transpose(-2, -3)
        b = b.transpose(-2, -3)

        outer = self._opm(a, b)

        # [*, N_res, N_res, 1]
        norm = torch.einsum("...abc,...adc->...bdc", mask, mask)

        # [*, N_res, N_res, C_z]
        outer = outer / (self.eps + norm)

        return outer


class TriangleMultiplicativeUpdate(nn.Module):
    def __init__(self, c_z, c_hidden, _outgoing=True):
        super(TriangleMultiplicativeUpdate, self).__init__()
        self.c_z = c_z
        self.c_hidden = c_hidden
        self._outgoing = _outgoing

        self.linear_a_p = OfLinear(self.c_z, self.c_hidden)
        self.linear_a_g = OfLinear(self.c_z, self.c_hidden, init="gating")
        self.linear_b_p = OfLinear(self.c_z, self.c_hidden)
        self.linear_b_g = OfLinear(self.c_z, self.c_hidden, init="gating")
        self.linear_g = OfLinear(self.c_z, self.c_z, init="gating")
        self.linear_z = OfLinear(self.c_hidden, self.c_z, init="final")

        self.layer_norm_in = nn.LayerNorm(self.c_z)
        self.layer_norm_out = nn.LayerNorm(self.c_hidden)

        self.sigmoid = nn.Sigmoid()

        cp = self._outgoing_matmul if self._outgoing else self._incoming_matmul
        self.combine_projections = cp

    def _outgoing_matmul(self, a, b):
        # [*, C, N_i, N_j]
        p = torch.matmul(
            permute_final_dims(a, (2, 0, 1)),
            permute_final_dims(b, (2, 1, 0)),
        )

        # [*, N_i, N_j, C]
        return permute_final_dims(p, (1, 2, 0))

    def _incoming_matmul(self, a, b):
        # [*, C, N_i, N_j]
        p = torch.matmul(
            permute_final_dims(a, (2, 1, 0)),
            permute_final_dims(b, (2, 0, 1)),
        )

        # [*, N_i, N_j, C]
        return permute_final_dims(p, (1, 2, 0))

    def forward(self, z, mask=None):
        if mask is None:
            mask = z.new_ones(z.shape[:-1])

        mask = mask.unsqueeze(-1)

        z = self.layer_norm_in(z)
        a = self.linear_a_p(z) * self.sigmoid(self.linear_a_g(z))
        a = a * mask
        b = self.linear_b_p(z) * self.sigmoid(self.linear_b_g(z))
        b = b * mask
        x = self.combine_projections(a, b)
        x = self.layer_norm_out(x)
        x = self.linear_z(x)
        g = self.sigmoid(self.linear_g(z))
        z = x * g

        return z


class TriangleMultiplicationOutgoing(TriangleMultiplicativeUpdate):
    __init__ = partialmethod(TriangleMultiplicativeUpdate.__init__, _outgoing=True)


class TriangleMultiplicationIncoming(TriangleMultiplicativeUpdate):
    __init__ = partialmethod(TriangleMultiplicativeUpdate.__init__, _outgoing=False)


class TriangleAttention(nn.Module):
    def __init__(self, c_in, c_hidden, no_heads, starting, chunk_size=4, inf=1e9):
        super(TriangleAttention, self).__init__()

        self.c_in = c_in
        self.c_hidden = c_hidden
        self.no_heads = no_heads
        self.starting = starting
        self.chunk_size = chunk_size
        self.inf = inf
        assert chunk_size is None

        self.layer_norm = nn.LayerNorm(self.c_in)

        self.linear = OfLinear(c_in, self.no_heads, bias=False, init="normal")

        self.mha = OfAttention(self.c_in, self.c_in, self.c_in, self.c_hidden, self.no_heads)

    def forward(self, x, mask=None):
        if mask is None:
            # [*, I, J]
            mask = x.new_ones(
                x.shape[:-1],
            )

        # Shape annotations assume self.starting. Else, I and J are flipped
        if not self.starting:
            x = x.transpose(-2, -3)
            mask = mask.transpose(-1, -2)

        # [*, I, J, C_in]
        x = self.layer_norm(x)

        # [*, I, 1, 1, J]
        mask_bias = (self.inf * (mask - 1))[..., :, None, None, :]

        # [*, H, I, J]
        triangle_bias = permute_final_dims(self.linear(x), (2, 0, 1))

        # [*, 1, H, I, J]
        triangle_bias = triangle_bias.unsqueeze(-4)

        mha_inputs = {
            "q_x": x,
            "k_x": x,
            "v_x": x,
            "biases": [mask_bias, triangle_bias],
        }
        x = self.mha(**mha_inputs)

        if not self.starting:
            x = x.transpose(-2, -3)

        return x


class TriangleAttentionStartingNode(TriangleAttention):
    __init__ = partialmethod(TriangleAttention.__init__, starting=True)


class TriangleAttentionEndingNode(TriangleAttention):
    __init__ = partialmethod(TriangleAttention.__init__, starting=False)


class EvoformerBlock(nn.Module):
    def __init__(self, c_m, c_z, c_hidden_msa_att, c_hidden_opm, c_hidden_mul, c_hidden_pair_att, no_heads_msa,
                 no_heads_pair, transition_n, msa_dropout, pair_dropout, chunk_size, inf, eps):
        super(EvoformerBlock, self).__init__()

        self.msa_att_row = MSARowAttentionWithPairBias(
            c_m=c_m,
            c_z=c_z,
            c_hidden=c_hidden_msa_att,
            no_heads=no_heads_msa,
            chunk_size=chunk_size,
            inf=inf,
        )

        self.msa_att_col = MSAColumnAttention(
            c_m,
            c_hidden_msa_att,
            no_heads_msa,
            chunk_size=chunk_size,
            inf=inf,
        )

        self.msa_transition = MSATransition(
            c_m=c_m,
            n=transition_n,
            chunk_size=chunk_size,
        )

        self.outer_product_mean = OuterProductMean(
            c_m,
            c_z,
            c_hidden_opm,
            chunk_size=chunk_size,
        )

        self.tri_mul_out = TriangleMultiplicationOutgoing(
            c_z,
            c_hidden_mul,
        )
        self.tri_mul_in = TriangleMultiplicationIncoming(
            c_z,
            c_hidden_mul,
        )

        self.tri_att_start = TriangleAttentionStartingNode(
            c_z,
            c_hidden_pair_att,
            no_heads_pair,
            chunk_size=chunk_size,
            inf=inf,
        )
        self.tri_att_end = TriangleAttentionEndingNode(
            c_z,
            c_hidden_pair_att,
            no_heads_pair,
            chunk_size=chunk_size,
            inf=inf,
        )

        self.pair_transition = PairTransition(
            c_z,
            transition_n,
            chunk_size=chunk_size,
        )

        # DropoutRowwise / DropoutColumnwise at p = 0: the identity
        assert msa_dropout == 0 and pair_dropout == 0
        self.msa_dropout_layer = nn.Identity()
        self.ps_dropout_row_layer = nn.Identity()
        self.ps_dropout_col_layer = nn.Identity()

    def forward(self, m, z, msa_mask, pair_mask, _mask_trans=True):
        msa_trans_mask = msa_mask if _mask_trans else None
        pair_trans_mask = pair_mask if _mask_trans else None

        m = m + self.msa_dropout_layer(self.msa_att_row(m, z, mask=msa_mask))
        m = m + self.msa_att_col(m, mask=msa_mask)
        m = m + self.msa_transition(m, mask=msa_trans_mask)
        z = z + self.outer_product_mean(m, mask=msa_mask)
        z = z + self.ps_dropout_row_layer(self.tri_mul_out(z, mask=pair_mask))
        z = z + self.ps_dropout_row_layer(self.tri_mul_in(z, mask=pair_mask))
        z = z + self.ps_dropout_row_layer(self.tri_att_start(z, mask=pair_mask))
        z = z + self.ps_dropout_col_layer(self.tri_att_end(z, mask=pair_mask))
        z = z + self.pair_transition(z, mask=pair_trans_mask)

        return m, z


def checkpoint_blocks(blocks, args, blocks_per_ckpt):
    """utils/deepspeed.py checkpoint_blocks: chunks of blocks_per_ckpt blocks each run under an activation
    checkpoint (torch.utils.checkpoint, use_reentrant False, where the source uses deepspeed's)."""
    def wrap(a):
        return (a,) if type(a) is not tuple else a

    def exec(b, a):
        for block in b:
            a = wrap(block(*a))
        return a

    def chunker(s, e):
        def exec_sliced(*a):
            return exec(blocks[s:e], a)

        return exec_sliced

    # Avoids mishaps when the blocks take just one argument
    args = wrap(args)

    if blocks_per_ckpt is None:
        return exec(blocks, args)
    elif blocks_per_ckpt < 1 or blocks_per_ckpt > len(blocks):
        raise ValueError("blocks_per_ckpt must be between 1 and len(blocks)")

    for s in range(0, len(blocks), blocks_per_ckpt):
        e = s + blocks_per_ckpt
        args = torch.utils.checkpoint.checkpoint(chunker(s, e), *args, use_reentrant=False)
        args = wrap(args)

    return args


class EvoformerStack(nn.Module):
    def __init__(self, c_m, c_z, c_hidden_msa_att, c_hidden_opm, c_hidden_mul, c_hidden_pair_att, c_s, no_heads_msa,
                 no_heads_pair, no_blocks, transition_n, msa_dropout, pair_dropout, blocks_per_ckpt, chunk_size, inf,
                 eps):
        super(EvoformerStack, self).__init__()

        self.blocks_per_ckpt = blocks_per_ckpt

        self.blocks = nn.ModuleList()

        for _ in range(no_blocks):
            block = EvoformerBlock(
                c_m=c_m,
                c_z=c_z,
                c_hidden_msa_att=c_hidden_msa_att,
                c_hidden_opm=c_hidden_opm,
                c_hidden_mul=c_hidden_mul,
                c_hidden_pair_att=c_hidden_pair_att,
                no_heads_msa=no_heads_msa,
                no_heads_pair=no_heads_pair,
                transition_n=transition_n,
                msa_dropout=msa_dropout,
                pair_dropout=pair_dropout,
                chunk_size=chunk_size,
                inf=inf,
                eps=eps,
            )
            self.blocks.append(block)

        self.linear = OfLinear(c_m, c_s)

    def forward(self, m, z, msa_mask, pair_mask, _mask_trans=True):
        m, z = checkpoint_blocks(
            blocks=[
                partial(
                    b,
                    msa_mask=msa_mask,
                    pair_mask=pair_mask,
                    _mask_trans=_mask_trans,
                )
                for b in self.blocks
            ],
            args=(m, z),
            blocks_per_ckpt=self.blocks_per_ckpt if self.training else None,
        )

        seq_dim = -3
        index = torch.tensor([0], device=m.device)
        s = self.linear(torch.index_select(m, dim=seq_dim, index=index))
        s = s.squeeze(seq_dim)

        return m, z, s


class DistogramHead(nn.Module):
    def __init__(self, c_z, no_bins):
        super(DistogramHead, self).__init__()

        self.c_z = c_z
        self.no_bins = no_bins

        self.linear = OfLinear(self.c_z, self.no_bins, init="final")

    def forward(self, z):  # [*, N, N, C_z]
        # [*, N, N, no_bins]
        logits = self.linear(z)
        logits = logits + logits.transpose(-2, -3)
        return logits


class MaskedMSAHead(nn.Module):
    def __init__(self, c_m, c_out):
        super(MaskedMSAHead, self).__init__()

        self.c_m = c_m
        self.c_out = c_out

        self.linear = OfLinear(self.c_m, self.c_out, init="final")

    def forward(self, m):
        # [*, N_seq, N_res, C_out]
        logits = self.linear(m)
        return logits


class EvoformerTrunk(nn.Module):
    """model.py AlphaFold.iteration without templates, extra MSA, recycling or the structure module: the
    input embedder, the Evoformer stack (checkpointed per block in training), and the distogram / masked-MSA
    heads the two losses read; returns (distogram_logits, masked_msa_logits, single)."""

    def __init__(self, tf_dim=22, msa_dim=49, c_m=16, c_z=8, c_s=16, no_blocks=2):
        super().__init__()
        self.input_embedder = InputEmbedder(tf_dim, msa_dim, c_z=c_z, c_m=c_m, relpos_k=4)
        self.evoformer = EvoformerStack(c_m=c_m, c_z=c_z, c_hidden_msa_att=4, c_hidden_opm=4, c_hidden_mul=8,
                                        c_hidden_pair_att=4, c_s=c_s, no_heads_msa=2, no_heads_pair=2,
                                        no_blocks=no_blocks, transition_n=2, msa_dropout=0.0, pair_dropout=0.0,
                                        blocks_per_ckpt=1, chunk_size=None, inf=1e9, eps=1e-10)
        self.distogram = DistogramHead(c_z, no_bins=16)
        self.masked_msa = MaskedMSAHead(c_m, c_out=23)

    def forward(self, target_feat, residue_index, msa_feat, msa_mask, seq_mask):
        n_seq = msa_feat.shape[-3]
        pair_mask = seq_mask[..., None] * seq_mask[..., None, :]
        m, z = self.input_embedder(target_feat, residue_index, msa_feat)
        m, z, s = self.evoformer(m, z, msa_mask=msa_mask, pair_mask=pair_mask, _mask_trans=True)
        outputs = {"msa": m[..., :n_seq, :, :], "pair": z, "single": s}
        return self.distogram(outputs["pair"]), self.masked_msa(outputs["msa"]), outputs["single"]


def softmax_cross_entropy(logits, labels):
    loss = -1 * torch.sum(
        labels * torch.nn.functional.log_softmax(logits, dim=-1),
        dim=-1,
    )
    return loss


def distogram_loss(logits, pseudo_beta, pseudo_beta_mask, min_bin=2.3125, max_bin=21.6875, no_bins=64, eps=1e-6):
    boundaries = torch.linspace(
        min_bin,
        max_bin,
        no_bins - 1,
        device=logits.device,
    )
    boundaries = boundaries ** 2

    dists = torch.sum(
        (pseudo_beta[..., None, :] - pseudo_beta[..., None, :, :]) ** 2,
        dim=-1,
        keepdims=True,
    )

    true_bins = torch.sum(dists > boundaries, dim=-1)

    errors = softmax_cross_entropy(
        logits,
        _of_one_hot_classes(true_bins, no_bins),
    )

    square_mask = pseudo_beta_mask[..., None] * pseudo_beta_mask[..., None, :]

    # FP16-friendly sum. Equivalent to:
    # mean = (torch.sum(errors * square_mask, dim=(-1, -2)) /
    #         (eps + torch.sum(square_mask, dim=(-1, -2))))
    denom = eps + torch.sum(square_mask, dim=(-1, -2))
    mean = errors * square_mask
    mean = torch.sum(mean, dim=-1)
    mean = mean / denom[..., None]
    mean = torch.sum(mean, dim=-1)

    # Average over the batch dimensions
    mean = torch.mean(mean)

    return mean


def masked_msa_loss(logits, true_msa, bert_mask, eps=1e-8):
    errors = softmax_cross_entropy(
        logits, _of_one_hot_classes(true_msa, num_classes=23)
    )

    # FP16-friendly averaging. Equivalent to:
    # loss = (
    #     torch.sum(errors * bert_mask, dim=(-1, -2)) /
    #     (eps + torch.sum(bert_mask, dim=(-1, -2)))
    # )
    loss = errors * bert_mask
    loss = torch.sum(loss, dim=-1)
    scale = 0.5
    denom = eps + torch.sum(scale * bert_mask, dim=(-1, -2))
    loss = loss / denom[..., None]
    loss = torch.sum(loss, dim=-1)
    loss = loss * scale

    loss = torch.mean(loss)

    return loss


def _alphafold_loss(out, pseudo_beta, pseudo_beta_mask, true_msa, bert_mask):
    """AlphaFoldLoss with only the distogram (weight 0.3) and masked_msa (weight 2.0) terms."""
    distogram_logits, masked_msa_logits, _ = out
    loss = 0.3 * distogram_loss(distogram_logits, pseudo_beta, pseudo_beta_mask, no_bins=16)
    loss = loss + 2.0 * masked_msa_loss(masked_msa_logits, true_msa, bert_mask)
    return loss


# ================================================================== FelixOpolka/STGCN-PyTorch
# stgcn.py TimeBlock / STGCNBlock / STGCN, utils.py get_normalized_adj (data preparation), main.py's
# train_epoch (net.train(), MSELoss).
class TimeBlock(nn.Module):
    """
    Neural network block that applies a temporal convolution to each node of
    a graph in isolation.
    """

    def __init__(self, in_channels, out_channels, kernel_size=3):
        super(TimeBlock, self).__init__()
        self.conv1 = nn.Conv2d(in_channels, out_channels, (1, kernel_size))
        self.conv2 = nn.Conv2d(in_channels, out_channels, (1, kernel_size))
        self.conv3 = nn.Conv2d(in_channels, out_channels, (1, kernel_size))

    def forward(self, X):
        # Convert into NCHW format for pytorch to perform convolutions.
        X = X.permute(0, 3, 1, 2)
        temp = self.conv1(X) + torch.sigmoid(self.conv2(X))
        out = F.relu(temp + self.conv3(X))
        # Convert back from NCHW to NHWC
        out = out.permute(0, 2, 3, 1)
        return out


class STGCNBlock(nn.Module):
    """
    Neural network block that applies a temporal convolution on each node in
    isolation, followed by a graph convolution, followed by another temporal
    convolution on each node.
    """

    def __init__(self, in_channels, spatial_channels, out_channels,
                 num_nodes):
        super(STGCNBlock, self).__init__()
        self.temporal1 = TimeBlock(in_channels=in_channels,
                                   out_channels=out_channels)
        self.Theta1 = nn.Parameter(torch.FloatTensor(out_channels,
                                                     spatial_channels))
        self.temporal2 = TimeBlock(in_channels=spatial_channels,
                                   out_channels=out_channels)
        self.batch_norm = nn.BatchNorm2d(num_nodes)
        self.reset_parameters()

    def reset_parameters(self):
        stdv = 1. / math.sqrt(self.Theta1.shape[1])
        self.Theta1.data.uniform_(-stdv, stdv)

    def forward(self, X, A_hat):
        t = self.temporal1(X)
        lfs = torch.einsum("ij,jklm->kilm", [A_hat, t.permute(1, 0, 2, 3)])
        # t2 = F.relu(torch.einsum("ijkl,lp->ijkp", [lfs, self.Theta1]))
        t2 = F.relu(torch.matmul(lfs, self.Theta1))
        t3 = self.temporal2(t2)
        return self.batch_norm(t3)
        # return t3


class STGCN(nn.Module):
    """
    Spatio-temporal graph convolutional network as described in
    https://arxiv.org/abs/1709.04875v3 by Yu et al.
    Input should have shape (batch_size, num_nodes, num_input_time_steps,
    num_features).
    """

    def __init__(self, num_nodes, num_features, num_timesteps_input,
                 num_timesteps_output):
        super(STGCN, self).__init__()
        self.block1 = STGCNBlock(in_channels=num_features, out_channels=64,
                                 spatial_channels=16, num_nodes=num_nodes)
        self.block2 = STGCNBlock(in_channels=64, out_channels=64,
                                 spatial_channels=16, num_nodes=num_nodes)
        self.last_temporal = TimeBlock(in_channels=64, out_channels=64)
        self.fully = nn.Linear((num_timesteps_input - 2 * 5) * 64,
                               num_timesteps_output)

    def forward(self, A_hat, X):
        out1 = self.block1(X, A_hat)
        out2 = self.block2(out1, A_hat)
        out3 = self.last_temporal(out2)
        out4 = self.fully(out3.reshape((out3.shape[0], out3.shape[1], -1)))
        return out4


def get_normalized_adj(A):
    """
    Returns the degree normalized adjacency matrix.
    """
    A = A + np.diag(np.ones(A.shape[0], dtype=np.float32))
    D = np.array(np.sum(A, axis=1)).reshape((-1,))
    D[D <= 10e-5] = 10e-5    # Prevent infs
    diag = np.reciprocal(np.sqrt(D))
    A_wave = np.multiply(np.multiply(diag.reshape((-1, 1)), A),
                         diag.reshape((1, -1)))
    return A_wave


def _mse_loss(out, y):
    return F.mse_loss(out, y)


# ------------------------------------------------------------------ build
def _pick(m, names):
    idx = _where(m, lambda n: n in names)
    assert len(idx) == len(names), (idx, names)
    return idx


def build(name: str, g: torch.Generator, Spec, call, ce):
    if name == "nat_natten_cls":
        m = NAT(embed_dim=32, mlp_ratio=2., depths=[1, 1], num_heads=[1, 2], drop_path_rate=0.0, kernel_size=5,
                num_classes=10, layer_scale=1e-5)
        x = torch.randn(2, 3, 32, 32, generator=g)
        return Spec(m, {"x": x}, {"labels": torch.randint(0, 10, (2,), generator=g)}, call, _nat_loss,
                    subset=_pick(m, ("patch_embed.proj.1.bias", "levels.0.blocks.0.attn.rpb",
                                     "levels.1.blocks.0.gamma1")),
                    notes="held out (relate v82): Neighborhood Attention Transformer (SHI-Labs/Neighborhood-Attention-"
                          "Transformer nat.py, natten/natten.py): ConvTokenizer, NATLayers with layer-scale gammas, "
                          "ConvDownsampler; attention through two custom autograd.Functions with the CUDA kernels as "
                          "torch: NATTENQKRPBFunction (clamped 5 x 5 neighbourhood gathered by index constants, + "
                          "relative position bias; backward d_query by gather, d_key index_add_ and d_rpb "
                          "index_put_(accumulate) into zeros) and NATTENAVFunction (neighbourhood sum; backward d_attn "
                          "by gather, d_value index_add_); the 4 x 4 level padded to 5 x 5 and cropped; label-smoothed "
                          "CE; non-tail subset")
    if name == "sru_text_cls":
        words = ["w%d" % i for i in range(30)]
        emb_layer = EmbeddingLayer(16, words)
        m = SRUClassifier(emb_layer, d=24, depth=2, dropout=0.0, nclasses=2)
        lengths = [7, 5, 3]                                       # dataloader.pad: left pads to max_len 7
        ids = torch.randint(0, 30, (7, 3), generator=g)
        for b, n in enumerate(lengths):
            ids[:7 - n, b] = emb_layer.padid
        return Spec(m, {"input": ids}, {"labels": torch.tensor([1, 0, 1])}, call, ce,
                    subset=_pick(m, ("encoder.rnn_lst.0.weight_c", "encoder.rnn_lst.1.bias",
                                     "encoder.rnn_lst.1.weight")),
                    notes="held out (relate v82): SRU text classifier (asappresearch/sru cuda_functional.py, "
                          "modules.py, classification/): frozen normalised embedding (unregistered), two SRUCells whose "
                          "recurrence is the ElementwiseRecurrence custom autograd.Function with the CUDA kernels as "
                          "torch step loops (two outputs (h, last_hidden), the intermediate c saved, a bool mask_pad "
                          "for the left pads, the scale_x buffer as an input, tanh activation; skip from U[..., 3] in "
                          "layer 0, from x * scale_x in layer 1; backward reverse loop into zeros buffers, "
                          "grad_x.mul_(scale_x) in place, column sums for weight_c / bias); output[-1], Linear; CE; "
                          "non-tail subset")
    if name == "softpool_resnet_cls":
        m = SoftPoolResNet(SPBasicBlock, [1, 1, 1, 1], use_softpool=True, num_classes=10, width=16)
        x = torch.randn(2, 3, 32, 32, generator=g)
        return Spec(m, {"x": x}, {"labels": torch.randint(0, 10, (2,), generator=g)}, call, ce,
                    subset=_pick(m, ("conv1.weight", "layer2.0.bn1.weight", "layer3.0.downsample.0.weight")),
                    notes="held out (relate v82): ResNet with a SoftPool stem (alexandrosstergiou/SoftPool idea.py, "
                          "softpool_cuda_kernel.cu, main/models/resnet.py): the CUDA_SOFTPOOL2d custom "
                          "autograd.Function (new_zeros output filled by copy_ from the kernel's clamped softmax-"
                          "weighted "
                          "window sums; backward with the weights held constant, add_ into a zeros window view, then "
                          "saved[-1][torch.isnan(saved[-1])] = 0 through a boolean mask), nan_to_num after it; "
                          "BasicBlocks with in-place ReLU and out += identity, BN in training mode; CE; non-tail "
                          "subset")
    if name == "openfold_evoformer_dgram":
        m = EvoformerTrunk()
        B, S, N = 2, 3, 6
        aatype = torch.randint(0, 20, (B, N), generator=g)
        target_feat = torch.zeros(B, N, 22).scatter_(-1, (aatype + 1).unsqueeze(-1), 1.0)
        residue_index = torch.arange(N).float().expand(B, N).clone()
        residue_index[1, 3:] += 4.0                              # a chain break: relpos offsets past relpos_k
        msa_feat = torch.rand(B, S, N, 49, generator=g)
        seq_mask = torch.ones(B, N)
        seq_mask[1, 5] = 0.0
        msa_mask = seq_mask[:, None, :].expand(B, S, N).clone()
        msa_mask[0, 2, 4:] = 0.0
        pseudo_beta = torch.cumsum(torch.randn(B, N, 3, generator=g) * 3.0, dim=1)
        true_msa = torch.randint(0, 23, (B, S, N), generator=g)
        bert_mask = (torch.rand(B, S, N, generator=g) < 0.4).float()
        bert_mask[0, 0, 0] = 1.0
        return Spec(m, {"target_feat": target_feat, "residue_index": residue_index, "msa_feat": msa_feat,
                        "msa_mask": msa_mask, "seq_mask": seq_mask},
                    {"pseudo_beta": pseudo_beta, "pseudo_beta_mask": seq_mask.clone(), "true_msa": true_msa,
                     "bert_mask": bert_mask}, call, _alphafold_loss,
                    subset=_pick(m, ("input_embedder.linear_relpos.weight",
                                     "evoformer.blocks.0.tri_mul_in.linear_a_p.weight",
                                     "evoformer.blocks.1.tri_att_end.linear.weight")),
                    notes="held out (relate v82): AlphaFold 2 Evoformer trunk (aqlaboratory/openfold): InputEmbedder "
                          "with one-hot relpos, two EvoformerBlocks (MSA row attention with pair bias, column "
                          "attention, transitions, outer product mean, triangle multiplications outgoing / incoming, "
                          "triangle attention starting / ending, gated attention with inf mask biases), each under "
                          "torch.utils.checkpoint via checkpoint_blocks over functools.partial; zero-initialised "
                          "'final' / 'gating' Linears; distogram and masked-MSA heads; 0.3 distogram loss + 2.0 "
                          "masked-MSA loss (one-hots as zeros + scatter_); non-tail subset")
    if name == "stgcn_traffic":
        num_nodes = 6
        A = (torch.rand(num_nodes, num_nodes, generator=g) < 0.4).float()
        A = ((A + A.t()) > 0).float() * torch.rand(num_nodes, num_nodes, generator=g)
        A = (A + A.t()) / 2
        A.fill_diagonal_(0.0)
        A_wave = torch.from_numpy(get_normalized_adj(A.numpy()).astype(np.float32))
        m = STGCN(num_nodes, 2, 12, 3)
        X = torch.randn(4, num_nodes, 12, 2, generator=g)
        y = torch.randn(4, num_nodes, 3, generator=g)
        return Spec(m, {"A_hat": A_wave, "X": X}, {"y": y}, call, _mse_loss,
                    subset=_pick(m, ("block1.Theta1", "block1.batch_norm.weight", "block2.temporal2.conv2.bias")),
                    notes="held out (relate v82): STGCN traffic forecaster (FelixOpolka/STGCN-PyTorch): gated "
                          "TimeBlock "
                          "temporal convs, graph convolution by einsum with the normalised adjacency and a Theta "
                          "parameter, BatchNorm2d over the node axis in training mode, Linear head; MSE; non-tail "
                          "subset")
    raise KeyError(name)
