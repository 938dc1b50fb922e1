"""Seventy-fourth held-out set for `fxmatch relate` (2026-12-07, /work/pending/heldout_relate_v74).

Written to score main blind: captured once and scored with main's binary and
rules, no engine change in between, and no fxmatch run on these captures
while they were written. Each model re-implements public code at small sizes,
and four of the five put custom torch.autograd.Functions (forward and
hand-written backward as the source has them) on the gradient path: a
Megatron-LM GPT at tensor-parallel world size 1 (NVIDIA/Megatron-LM:
megatron/core/tensor_parallel/mappings.py _CopyToModelParallelRegion /
_ReduceFromModelParallelRegion / _GatherFromModelParallelRegion,
tensor_parallel/layers.py VocabParallelEmbedding / ColumnParallelLinear /
RowParallelLinear / LinearWithGradAccumulationAndAsyncCommunication,
tensor_parallel/cross_entropy.py _VocabParallelCrossEntropy,
core/fusions/fused_bias_gelu.py GeLUFunction, megatron/model/transformer.py
ParallelTransformerLayer / ParallelAttention / CoreAttention / ParallelMLP,
fused_softmax.py FusedScaleMaskSoftmax, language_model.py Embedding /
parallel_lm_logits, gpt_model.py GPTModel / post_language_model_processing,
pretrain_gpt.py get_batch / loss_func; six Functions); a RevNet-style
reversible classifier (RobinBruegger/RevTorch revtorch/revtorch.py
ReversibleBlock / _ReversibleModuleFunction / ReversibleSequence, the
parameters passed into the Function as silvandeleemput/memcnn's
revop.py InvertibleCheckpointFunction passes its weights); a transformer
encoder classifier whose attention is a blocked FlashAttention written in
plain torch (Dao 2023, FlashAttention-2 Algorithm 1 forward / Algorithm 2
backward; the encoder is timm's vision_transformer.py Block / Attention / Mlp
on token embeddings); a DeepSpeed-MoE token classifier
(microsoft/DeepSpeed deepspeed/moe/sharded_moe.py top1gating / top2gating /
TopKGate / MOELayer / _AllToAll / einsum, moe/layer.py MoE, moe/experts.py
Experts, as DeepSpeedExamples' cifar10_deepspeed.py stacks MoE layers built
from one expert module); and an EfficientFormer (snap-research/EfficientFormer
models/efficientformer.py EfficientFormer / Meta4D / Meta3D / Attention /
Pooling / Mlp / LinearMlp / Embedding / Flat / stem / meta_blocks,
util/losses.py DistillationLoss, timm LabelSmoothingCrossEntropy), ordinary
layers only. Earlier sets have relatives, not these families: v47's
decision_tf_flash has a whole-row Python FlashAttention Function (here: tiles
with a running max / sum) and v47's gmlp a Megatron-style bias-GELU Function
saving other tensors, v51 a fused softmax cross-entropy Function, v48 a
Switch MoE dispatch Function (here: DeepSpeed's einsum dispatch around an
identity all-to-all Function), v55 Reformer reversible layers on plain
autograd (here: a reversible Function rebuilding inputs from outputs), v62 a
PoolFormer (EfficientFormer reuses its pooling mixer). Every dropout is p = 0
(random ops would make the recorded values differ between captures; no earlier
set has one either); the two random draws of the MoE gates (random token
selection's uniform, the second expert's Gumbel noise) are fixed inputs; like
heldout_relate.py's models they never enter the zoo.

  megatron_tp_gpt  tokens [2, 8] (vocab 32; get_batch's text [2, 9] split into tokens / labels), position_ids [2, 8]
                   (arange expanded), attention_mask [1, 1, 8, 8] (tril(ones) < 0.5: True above the diagonal), labels
                   [2, 8] (to the module: GPTModel takes them and returns per-token losses); to the criterion loss_mask
                   [2, 8] (0 on row 1's last two positions) -> GPTModel(num_layers 2, hidden 16, 4 heads (hn 4), ffn
                   64, vocab 32, max_position_embeddings 8, init_method_std 0.02, parallel_output False (so the
                   output layer's gather runs), fp16_lm_cross_entropy False); every mapping Function bypasses its
                   communication at world size 1: _CopyToModelParallelRegion (forward returns the input, backward
                   _reduce: identity), _ReduceFromModelParallelRegion (forward _reduce: identity, backward
                   identity), _GatherFromModelParallelRegion (forward _gather_along_last_dim, backward
                   _split_along_last_dim: identities); Embedding: VocabParallelEmbedding (F.embedding, then the
                   reduce Function) + position Embedding, transpose(0, 1).contiguous() -> [8, 2, 16] ([s, b, h]),
                   dropout p 0; ParallelTransformer (make_viewless_tensor: no view reaches it, returned as is) of 2
                   ParallelTransformerLayers (pre-LN, apply_residual_connection_post_layernorm False, bias_dropout_
                   fusion False; the apex / TE LayerNorm is torch's, eps 1e-5): ParallelAttention: query_key_value
                   ColumnParallelLinear(16, 48, gather_output False): the copy Function, then
                   LinearWithGradAccumulationAndAsyncCommunication.apply(input, weight, bias, False, False, False)
                   (custom Function, core 0.2 / 0.3, sequence_parallel / gradient_accumulation_fusion /
                   async_grad_allreduce off: forward torch.matmul(input, weight.t()) + bias, save_for_backward(input,
                   weight), ctx.use_bias; backward grad_input = grad_output.matmul(weight), grad_output.contiguous()
                   .view(16, 48) and input.view(16, 16), grad_weight = grad_output.t().matmul(total_input),
                   grad_bias = grad_output.sum(dim 0) or None; the @custom_fwd / @custom_bwd autocast decorators left
                   out), view [8, 2, 4, 12], split_tensor_along_last_dim (torch.split by 4) -> q / k / v [8, 2, 4, 4];
                   CoreAttention (apply_query_key_layer_scaling: coeff = layer_number, norm_factor = sqrt(4) coeff):
                   q reshape / k view [8, 8, 4], baddbmm(buffer [8, 8, 8], q^T, k^T^T, beta 0, alpha 1 / norm_factor)
                   (the GlobalMemoryBuffer's torch.empty is torch.zeros here: an uninitialised buffer's values would
                   differ between runs) view [2, 4, 8, 8], FusedScaleMaskSoftmax in fp32 on CPU (no fused kernel:
                   forward_torch_softmax): input * coeff, attention_mask_func's masked_fill_(mask, -10000.0) in
                   place, nn.Softmax(-1); attention dropout p 0 (the cuda rng tracker fork left out); bmm with the
                   value view [8, 8, 4] transposed, view [2, 4, 8, 4], permute(2, 0, 1, 3).contiguous().view [8, 2,
                   16]; dense RowParallelLinear(16, 16, input_is_parallel, skip_bias_add) (the linear Function with
                   bias None, the reduce Function, its bias returned); bias_dropout_add (get_bias_dropout_add(training):
                   bias expand_as(residual), x + bias, dropout p 0, residual + out); post_attention_layernorm;
                   ParallelMLP (bias_gelu_fusion): dense_h_to_4h ColumnParallelLinear(16, 64, skip_bias_add) (the
                   linear Function with bias None), bias_gelu_impl = GeLUFunction.apply(intermediate, bias) (custom
                   Function: forward bias_gelu = x 0.5 (1 + tanh(0.79788456 x (1 + 0.044715 x^2))) of x = bias + y,
                   save_for_backward(input, bias); backward bias_gelu_back's ff * g returned for both the input and
                   the bias, autograd summing the [8, 2, 64] one to the bias' [64]; the @jit_fuser decorators left
                   out), dense_4h_to_h RowParallelLinear(64, 16, skip_bias_add); bias_dropout_add; final_layernorm;
                   post_language_model_processing: parallel_lm_logits (the copy Function, the linear Function on the
                   word embedding weight (shared_embedding_or_output_weight: tied), the gather Function) -> [8, 2,
                   32], labels transpose(0, 1).contiguous(), vocab_parallel_cross_entropy(output.float(), labels) =
                   _VocabParallelCrossEntropy.apply (custom Function, core 0.2 / 0.3: forward max over the vocab,
                   logits - max.unsqueeze(-1), the partition's vocab range [0, 32) from VocabUtility, target_mask
                   (ids outside it: none), masked_target = target.clone() - 0 with masked_target[target_mask] = 0,
                   logits_2d = view(-1, 32), predicted = logits_2d[arange_1d, masked_target_1d].clone().contiguous()
                   .view_as(target), predicted[target_mask] = 0.0, torch.exp(x, out=x), sum, loss = log(sum) -
                   predicted, exp_logits.div_(sum.unsqueeze(-1)) in place, ctx.label_smoothing / vocab_size,
                   save_for_backward(exp_logits, target_mask, masked_target_1d); backward grad_2d = softmax
                   .view(-1, 32), arange_1d, grad_2d[arange_1d, masked_target_1d] -= 1 - target_mask.float() (an
                   index_put), grad_input.mul_(grad_output.unsqueeze(-1)) in place; the three
                   torch.distributed.all_reduce calls are identities at one rank and left out; the source writes
                   into the saved softmax itself, here into softmax.clone(): the capture runs the backward three
                   times over one retained graph (bwd, bwd_subset, bwd_reorder) and the second run would fail
                   autograd's saved-tensor version check) -> [8, 2], transpose(0, 1).contiguous() -> [2, 8];
                   init_method normal(0, 0.02) for the embeddings and ColumnParallelLinears, scaled_init_method_
                   normal (0.02 / sqrt(2 * 2)) for the RowParallelLinears, zero biases; criterion: pretrain_gpt.py's
                   loss_func: sum(losses.view(-1) * loss_mask.view(-1)) / loss_mask.sum(); subset =
                   language_model.embedding.position_embeddings.weight,
                   language_model.encoder.layers.0.self_attention.query_key_value.weight,
                   language_model.encoder.layers.1.mlp.dense_h_to_4h.bias.
  revnet_reversible  img [2, 4, 8, 8] (randn), labels [2] (5 classes) -> RevNetClassifier: stem Conv(4, 8, 3, pad 1);
                   ReversibleSequence (eagerly_discard_variables True) of 2 ReversibleBlocks (split_along_dim 1,
                   fix_random_seed False: its seed bookkeeping left out) through _ReversibleModuleFunction.apply(x,
                   reversible_blocks, True, *the blocks' 16 parameters) (custom Function: forward runs each block
                   (chunk(2, dim 1) into [2, 4, 8, 8] halves, under torch.no_grad y1 = x1 + F(x2), y2 = x2 + G(y1),
                   cat), save_for_backward of the last output only (revtorch keeps ctx.y = x.detach() and, with
                   eagerly_discard_variables, deletes it and the block list in the backward: kept here, the capture
                   runs the backward three times), the block list on ctx; backward: for each block in reverse, backward_pass(y, dy): chunk y and dy, G(y1)
                   recomputed, x2 = y2 - G(y1), dx1 = dy1 + dG/dy1^T dy2, F(x2) recomputed, x1 = y1 - F(x2), dx2 =
                   dy2 + dF/dx2^T dx1, cat(x1, x2.detach()) and cat(dx1, dx2); returns dx, None, None and the
                   parameter gradients); F and G each Sequential(Conv(4, 4, 3, pad 1), GroupNorm(2, 4), ReLU) (a
                   RevNet residual unit, GroupNorm for its batch norm so that the recomputation sees the same
                   function); then GroupNorm(2, 8), ReLU, mean over (2, 3), Linear(8, 5). Two departures from
                   revtorch's backward_pass, which recomputes G(y1) / F(x2) under torch.enable_grad() and calls
                   .backward() on them: (1) that .backward() writes the blocks' .grad as a side effect the capture's
                   torch.autograd.grad(loss, params) never sees, so the parameters are Function inputs and their
                   gradients are returned (memcnn's *weights); (2) torch.autograd.grad inside the backward traces
                   under make_fx but torch.compile(fullgraph) refuses it (trace_autograd_ops is False), so the
                   recomputed blocks are differentiated by explicit formulas (_conv_gn_relu_backward: the modules
                   recompute conv / GroupNorm / ReLU; ReLU mask n > 0; GroupNorm backward from the group mean and
                   rstd recomputed over [2, 2, 32]: dgamma = sum(dn xhat), dbeta = sum(dn), dc = rstd (dxhat -
                   mean(dxhat) - xhat mean(dxhat xhat)); conv grads by torch.nn.grad.conv2d_input / conv2d_weight,
                   the bias grad by a sum); criterion: CE; subset = stem.bias, rev.reversible_blocks.0.g_block.0.weight,
                   rev.reversible_blocks.1.f_block.1.bias.
  flash_attn_ref   tokens [2, 8] (vocab 24), labels [2] (4 classes) -> FlashEncoderClassifier: Embedding(24, 16) + a
                   pos_embed Parameter [1, 8, 16]; 2 EncoderBlocks (timm Block, pre-LN, no layer scale / drop path:
                   x + attn(norm1(x)), x + mlp(norm2(x))): Attention qkv Linear(16, 48) reshape [2, 8, 3, 2, 8]
                   permute(2, 0, 3, 1, 4) unbind -> q / k / v [2, 2, 8, 8], FlashAttnFunc.apply(q, k, v, 8^-0.5, 4)
                   in place of F.scaled_dot_product_attention, transpose(1, 2).reshape [2, 8, 16], proj; Mlp fc1
                   (16 -> 64) / GELU / fc2; LayerNorm, mean over the tokens, head Linear(16, 4); FlashAttnFunc
                   (custom Function, query and key tiles of 4 rows (Br = Bc = 4, Tr = Tc = 2) over [B, H, N, d], the
                   kernel's grid over batch and heads being the leading dims): forward O = zeros_like(q), L zeros [2,
                   2, 8]; per query tile i: Oi zeros, li zeros, mi -inf; per key tile j: Sij = Qi Kj^T scale, mi_new
                   = maximum(mi, rowmax(Sij)), Pij = exp(Sij - mi_new), alpha = exp(mi - mi_new), li = alpha li +
                   rowsum(Pij), Oi = alpha Oi + Pij Vj, mi = mi_new; O[:, :, i] = Oi / li and L[:, :, i] = mi +
                   log(li) by slice writes; save_for_backward(q, k, v, O, L), ctx.softmax_scale / block; backward
                   dQ / dK / dV zeros_like, D = rowsum(dO o O); per key tile j: dKj / dVj zeros; per query tile i:
                   Pij = exp(Qi Kj^T scale - Li) (recomputed), dVj += Pij^T dOi, dPij = dOi Vj^T, dSij = Pij (dPij -
                   Di), dQ[:, :, i] += dSij Kj scale (in place on a slice), dKj += dSij^T Qi scale; dK[:, :, j] =
                   dKj, dV[:, :, j] = dVj; criterion: CE; subset = pos_embed, blocks.0.attn.qkv.weight,
                   blocks.1.norm1.bias.
  moe_alltoall_ds  x [2, 8, 16] (randn tokens), rts_uniform [16, 4] (rand: top1gating's Uniform(0, 1).rsample(
                   mask1.shape)), gumbel [16, 4] (-log(-log(rand)): top2gating's gumbel_rsample(logits.shape)); to the
                   criterion labels [2, 8] (5 classes) -> MoETokenNet: fc_in Linear(16, 16) + ReLU; two MoE layers
                   (layer.py MoE: hidden 16, 4 experts, ep_size 1, capacity_factor 1, min_capacity 4, drop_tokens
                   True, use_residual False; layer 0 k 1 with use_rts, layer 1 k 2), each added residually (x = x +
                   MoE(x)[0], as Megatron-DeepSpeed's transformer layer adds its MoE MLP: a dropped token keeps its
                   state); fc_out Linear(16, 5) -> [2, 8, 5] and l_aux_0 + l_aux_1; MOELayer (the releases that
                   always call _AllToAll; use_tutel False, ep_group None): reshape [16, 16], TopKGate (input.float(),
                   wg Linear(16, 4, no bias).float()); top1gating: softmax(dim 1), capacity 4, argmax, one_hot,
                   exp_counts = sum(mask1, 0).detach().to('cpu'), l_aux = sum(mean(gates, 0) mean(mask1.float(), 0))
                   4, mask1 * rts_uniform, topk(k 4, dim 0) indices, mask1 * zeros_like(mask1).scatter_(0, top_idx,
                   1), locations cumsum(dim 0) - 1, sum(locations1 * mask1, 1), gates * mask1.float(), einsum
                   ('se,sc->sec', gates, one_hot(locations1_s, 4).float()) -> combine_weights [16, 4, 4],
                   dispatch_mask = combine_weights.bool() (expert counts [6, 2, 2, 6]: four tokens dropped);
                   top2gating: capacity 8, mask1 of the argmax, (logits + gumbel).masked_fill(mask1.bool(), -inf)
                   argmax -> mask2, cumsum locations, locations2 += sum(mask1, 0, keepdim) in place, l_aux =
                   mean(me ce) 4 4, mask1 *= lt(locations1, 8) and mask2 *= lt(locations2, 8) in place, locations_s,
                   einsum('se,se->s') gate sums, denom clamp(min eps), gates1_s /= denom and gates2_s /= denom in
                   place, einsum('s,se->se'), two einsum('se,sc->sec') summed -> [16, 4, 8] (first choices [7, 2, 6,
                   1]); dispatch einsum('sec,sm->ecm', dispatch_mask.type_as(x), x), _AllToAll.apply(None, .)
                   (custom Function: ctx.group, input.contiguous(), output = empty_like(input) written by
                   output.copy_(input) for dist.all_to_all_single at one rank; backward returns None and
                   _AllToAll.apply(ctx.group, grad) again), reshape [1, 4, C, 16], Experts (4 copy.deepcopy's of one
                   Sequential(Linear(16, 32), ReLU, Linear(32, 16)), equal until the capture perturbs them; chunk(4,
                   dim 1), cat), _AllToAll again, reshape [4, C, 16], combine einsum('sec,ecm->sm',
                   combine_weights.type_as(x), .), reshape [2, 8, 16]; self.l_aux / self.exp_counts set on the
                   module as in the source. Changes for the capture: the @torch.jit.script helpers are plain
                   functions; _capacity computes on Python numbers (the source's 0-d tensors and its `if capacity <
                   min_capacity` on them are a data-dependent branch torch.compile cannot take, and topk / one_hot
                   need an int: same value); F.one_hot is ATen's own zeros + scatter_(-1, idx, 1) without its
                   .item() range checks (not traceable by make_fx); criterion: CE(logits.reshape(-1, 5),
                   labels.reshape(-1)) + 0.01 l_aux; subset = fc_in.weight,
                   moe_layer_list.0.deepspeed_moe.gate.wg.weight,
                   moe_layer_list.1.deepspeed_moe.experts.deepspeed_experts.2.0.bias.
  efficientformer_l1  img [2, 3, 32, 32] (randn), to the criterion labels [2] and teacher_labels [2] (5 classes) ->
                   EfficientFormer(layers [1, 2] for l1's [3, 2, 6, 4], embed_dims [8, 16] for [48, 96, 224, 448],
                   downsamples True, vit_num 1, mlp_ratios 4, pool_size 3, layer_scale_init_value 1e-5, num_classes 5,
                   distillation True, drop / drop_path 0): stem (Conv(3, 4, 3, s2, pad 1), BN, ReLU, Conv(4, 8, 3, s2,
                   pad 1), BN, ReLU) -> [2, 8, 8, 8]; network.0 Meta4D(8): x + layer_scale_1.unsqueeze(-1)
                   .unsqueeze(-1) (AvgPool2d(3, 1, 1, count_include_pad False)(x) - x), x + layer_scale_2 Mlp(x)
                   (1x1 Conv 8 -> 32, BN, GELU, 1x1 Conv 32 -> 8, BN); network.1 Embedding (Conv(8, 16, 3, s2, pad
                   1), BN) -> [2, 16, 4, 4]; network.2: Meta4D(16), Flat (flatten(2).transpose(1, 2)) -> [2, 16,
                   16], Meta3D(16): x + layer_scale_1.unsqueeze(0).unsqueeze(0) Attention(LayerNorm(x)), x +
                   layer_scale_2 LinearMlp(LayerNorm(x)) (16 -> 64, GELU, -> 16); Attention(dim 16, key_dim 4,
                   num_heads 2, attn_ratio 4, resolution 4 for 32 / 8 / 4 / 7): qkv Linear(16, 48) reshape [2, 16, 2,
                   24] split [4, 4, 16] and permuted, q k^T 0.5 + attention_biases [2, 16 offsets][:,
                   attention_bias_idxs] (a [16, 16] LongTensor buffer of (|dy|, |dx|) offset ids; the training
                   branch: the ab cache the @torch.no_grad train() override sets is the eval branch), softmax, @ v,
                   transpose / reshape [2, 16, 32], proj Linear(32, 16); norm LayerNorm(16); head / dist_head
                   Linear(16, 5) on x.mean(-2) -> a (head, dist_head) tuple in training (the (head + dist_head) / 2
                   average is the eval branch, not taken); meta_blocks' `index == 3` (the last of four stages) is the
                   last stage's index here, and Meta3D passes the small Attention sizes by keyword (the source builds
                   Attention(dim) with its ImageNet defaults); cls_init_weights trunc_normal(0.02) Linears with zero
                   biases, Mlp convs trunc_normal(0.02) with zero biases; BN in training mode; criterion: util/losses.py
                   DistillationLoss (distillation_type 'hard', alpha 0.5, tau 1): base_criterion timm
                   LabelSmoothingCrossEntropy(0.1) (main.py with mixup / cutmix off) of the head, + CE of the
                   dist_head against the teacher's hard labels (the regnety_160 teacher runs under no_grad and only
                   its argmax is read: the teacher_labels target), base 0.5 + distillation 0.5; subset =
                   network.0.0.mlp.norm1.weight, network.1.proj.bias, network.2.2.token_mixer.attention_biases.
No subset above is a tail.
"""
from __future__ import annotations

import copy
import itertools
import math

import torch
import torch.nn as nn
import torch.nn.functional as F
from .heldout_subsets import where as _where

V74 = ["megatron_tp_gpt", "revnet_reversible", "flash_attn_ref", "moe_alltoall_ds", "efficientformer_l1"]


# ------------------------------------------------------------------ Megatron-LM GPT, tensor parallel world size 1
# megatron/core/parallel_state.py at one process: one tensor-parallel rank, one expert / pipeline stage
_TP_WORLD_SIZE = 1
_TP_RANK = 0


def get_tensor_model_parallel_world_size():
    return _TP_WORLD_SIZE


def get_tensor_model_parallel_rank():
    return _TP_RANK


def divide(numerator, denominator):
    """megatron/core/utils.py's divide (ensure_divisibility then //)."""
    assert numerator % denominator == 0, "{} is not divisible by {}".format(numerator, denominator)
    return numerator // denominator


def _reduce(input_):
    """mappings.py's _reduce: all-reduce over the tensor-parallel group, bypassed at one rank."""
    if get_tensor_model_parallel_world_size() == 1:
        return input_
    raise NotImplementedError("torch.distributed.all_reduce: one process here")


def _split_along_last_dim(input_):
    """mappings.py's _split_along_last_dim, bypassed at one rank."""
    world_size = get_tensor_model_parallel_world_size()
    if world_size == 1:
        return input_
    raise NotImplementedError("split_tensor_along_last_dim: one process here")


def _gather_along_last_dim(input_):
    """mappings.py's _gather_along_last_dim (all_gather_into_tensor + cat), bypassed at one rank."""
    world_size = get_tensor_model_parallel_world_size()
    if world_size == 1:
        return input_
    raise NotImplementedError("torch.distributed.all_gather: one process here")


class _CopyToModelParallelRegion(torch.autograd.Function):
    """mappings.py: pass the input to the model parallel region (forward identity, backward all-reduce)."""

    @staticmethod
    def symbolic(graph, input_):
        return input_

    @staticmethod
    def forward(ctx, input_):
        return input_

    @staticmethod
    def backward(ctx, grad_output):
        return _reduce(grad_output)


class _ReduceFromModelParallelRegion(torch.autograd.Function):
    """mappings.py: all-reduce the input from the model parallel region (backward identity)."""

    @staticmethod
    def symbolic(graph, input_):
        return _reduce(input_)

    @staticmethod
    def forward(ctx, input_):
        return _reduce(input_)

    @staticmethod
    def backward(ctx, grad_output):
        return grad_output


class _GatherFromModelParallelRegion(torch.autograd.Function):
    """mappings.py: gather the input from the model parallel region and concatenate (backward split)."""

    @staticmethod
    def symbolic(graph, input_):
        return _gather_along_last_dim(input_)

    @staticmethod
    def forward(ctx, input_):
        return _gather_along_last_dim(input_)

    @staticmethod
    def backward(ctx, grad_output):
        return _split_along_last_dim(grad_output)


def copy_to_tensor_model_parallel_region(input_):
    return _CopyToModelParallelRegion.apply(input_)


def reduce_from_tensor_model_parallel_region(input_):
    return _ReduceFromModelParallelRegion.apply(input_)


def gather_from_tensor_model_parallel_region(input_):
    return _GatherFromModelParallelRegion.apply(input_)


class LinearWithGradAccumulationAndAsyncCommunication(torch.autograd.Function):
    """layers.py's Function (core 0.2 / 0.3) with sequence_parallel, gradient_accumulation_fusion and
    async_grad_allreduce all False (one rank): forward matmul(input, weight.t()) + bias saving input and weight;
    backward on 2-D views. The @custom_fwd / @custom_bwd autocast decorators are left out (fp32)."""

    @staticmethod
    def forward(ctx, input, weight, bias, gradient_accumulation_fusion, async_grad_allreduce, sequence_parallel):
        ctx.save_for_backward(input, weight)
        ctx.use_bias = bias is not None
        ctx.gradient_accumulation_fusion = gradient_accumulation_fusion
        ctx.async_grad_allreduce = async_grad_allreduce
        ctx.sequence_parallel = sequence_parallel

        if sequence_parallel:
            raise NotImplementedError("sequence parallel all-gather: one process here")
        else:
            total_input = input

        output = torch.matmul(total_input, weight.t())
        if bias is not None:
            output = output + bias
        return output

    @staticmethod
    def backward(ctx, grad_output):
        input, weight = ctx.saved_tensors
        use_bias = ctx.use_bias

        total_input = input
        grad_input = grad_output.matmul(weight)

        # Doing gather + slicing during the NeMo forward pass can make this tensor not be contiguous
        grad_output = grad_output.contiguous()
        # Convert the tensor shapes to 2D for execution compatibility
        grad_output = grad_output.view(grad_output.shape[0] * grad_output.shape[1], grad_output.shape[2])
        total_input = total_input.view(total_input.shape[0] * total_input.shape[1], total_input.shape[2])

        # (async all-reduce of grad_input: async_grad_allreduce is False at one rank)
        grad_weight = grad_output.t().matmul(total_input)
        grad_bias = grad_output.sum(dim=0) if use_bias else None

        return grad_input, grad_weight, grad_bias, None, None, None


def linear_with_grad_accumulation_and_async_allreduce(input, weight, bias, gradient_accumulation_fusion,
                                                      async_grad_allreduce, sequence_parallel):
    args = [input, weight, bias, gradient_accumulation_fusion, async_grad_allreduce, sequence_parallel]
    return LinearWithGradAccumulationAndAsyncCommunication.apply(*args)


def init_method_normal(sigma):
    def init_(tensor):
        return torch.nn.init.normal_(tensor, mean=0.0, std=sigma)
    return init_


def scaled_init_method_normal(sigma, num_layers):
    std = sigma / math.sqrt(2.0 * num_layers)

    def init_(tensor):
        return torch.nn.init.normal_(tensor, mean=0.0, std=std)
    return init_


class VocabParallelEmbedding(nn.Module):
    """layers.py's VocabParallelEmbedding at one rank: the whole vocabulary, F.embedding, then the reduce."""

    def __init__(self, num_embeddings, embedding_dim, init_method):
        super().__init__()
        self.num_embeddings = num_embeddings
        self.embedding_dim = embedding_dim
        self.tensor_model_parallel_size = get_tensor_model_parallel_world_size()
        self.vocab_start_index, self.vocab_end_index = 0, num_embeddings
        self.num_embeddings_per_partition = self.vocab_end_index - self.vocab_start_index
        self.weight = nn.Parameter(torch.empty(self.num_embeddings_per_partition, self.embedding_dim))
        init_method(self.weight.data)                                       # _initialize_affine_weight_cpu

    def forward(self, input_):
        if self.tensor_model_parallel_size > 1:
            raise NotImplementedError("vocab range masking: one process here")
        else:
            masked_input = input_
        output_parallel = F.embedding(masked_input, self.weight, None, None, 2.0, False, False)
        output = reduce_from_tensor_model_parallel_region(output_parallel)
        return output


class ColumnParallelLinear(nn.Module):
    """layers.py's ColumnParallelLinear (Y = XA + b, A split by columns; one rank: all of it)."""

    def __init__(self, input_size, output_size, bias=True, gather_output=True, init_method=None,
                 skip_bias_add=False):
        super().__init__()
        self.input_size, self.output_size = input_size, output_size
        self.gather_output = gather_output
        world_size = get_tensor_model_parallel_world_size()
        self.output_size_per_partition = divide(output_size, world_size)
        self.skip_bias_add = skip_bias_add
        self.weight = nn.Parameter(torch.empty(self.output_size_per_partition, self.input_size))
        init_method(self.weight.data)
        if bias:
            self.bias = nn.Parameter(torch.empty(self.output_size_per_partition))
            with torch.no_grad():
                self.bias.zero_()                                           # Always initialize bias to zero.
        else:
            self.register_parameter("bias", None)
        self.async_tensor_model_parallel_allreduce = False                   # config flag and world_size > 1
        self.sequence_parallel = False
        self.gradient_accumulation_fusion = False

    def forward(self, input_):
        bias = self.bias if not self.skip_bias_add else None
        if self.async_tensor_model_parallel_allreduce or self.sequence_parallel:
            input_parallel = input_
        else:
            input_parallel = copy_to_tensor_model_parallel_region(input_)
        output_parallel = linear_with_grad_accumulation_and_async_allreduce(
            input=input_parallel, weight=self.weight, bias=bias,
            gradient_accumulation_fusion=self.gradient_accumulation_fusion,
            async_grad_allreduce=self.async_tensor_model_parallel_allreduce,
            sequence_parallel=self.sequence_parallel)
        if self.gather_output:
            output = gather_from_tensor_model_parallel_region(output_parallel)
        else:
            output = output_parallel
        output_bias = self.bias if self.skip_bias_add else None
        return output, output_bias


class RowParallelLinear(nn.Module):
    """layers.py's RowParallelLinear (Y = XA + b, A split by rows; one rank: all of it)."""

    def __init__(self, input_size, output_size, bias=True, input_is_parallel=False, init_method=None,
                 skip_bias_add=False):
        super().__init__()
        self.input_size, self.output_size = input_size, output_size
        self.input_is_parallel = input_is_parallel
        world_size = get_tensor_model_parallel_world_size()
        self.input_size_per_partition = divide(input_size, world_size)
        self.skip_bias_add = skip_bias_add
        self.weight = nn.Parameter(torch.empty(self.output_size, self.input_size_per_partition))
        init_method(self.weight.data)
        if bias:
            self.bias = nn.Parameter(torch.empty(self.output_size))
            with torch.no_grad():
                self.bias.zero_()
        else:
            self.register_parameter("bias", None)
        self.sequence_parallel = False
        self.gradient_accumulation_fusion = False

    def forward(self, input_):
        if self.input_is_parallel:
            input_parallel = input_
        else:
            raise NotImplementedError("scatter_to_tensor_model_parallel_region: input_is_parallel here")
        output_parallel = linear_with_grad_accumulation_and_async_allreduce(
            input=input_parallel, weight=self.weight, bias=None,
            gradient_accumulation_fusion=self.gradient_accumulation_fusion,
            async_grad_allreduce=False, sequence_parallel=False)
        output_ = reduce_from_tensor_model_parallel_region(output_parallel)
        if not self.skip_bias_add:
            output = output_ + self.bias if self.bias is not None else output_
            output_bias = None
        else:
            output = output_
            output_bias = self.bias
        return output, output_bias


def split_tensor_along_last_dim(tensor, num_partitions, contiguous_split_chunks=False):
    """megatron/core/tensor_parallel/utils.py."""
    last_dim = tensor.dim() - 1
    last_dim_size = divide(tensor.size()[last_dim], num_partitions)
    tensor_list = torch.split(tensor, last_dim_size, dim=last_dim)
    if contiguous_split_chunks:
        return tuple(chunk.contiguous() for chunk in tensor_list)
    return tensor_list


def bias_gelu(bias, y):
    """fused_bias_gelu.py (the @jit_fuser decorator left out): tanh approximation of gelu of bias + y."""
    x = bias + y
    return x * 0.5 * (1.0 + torch.tanh(0.79788456 * x * (1 + 0.044715 * x * x)))


def bias_gelu_back(g, bias, y):
    """gradient of the tanh approximation of gelu (sqrt(2/pi) * 3 * 0.044715 -> 0.1070322243)."""
    x = bias + y
    tanh_out = torch.tanh(0.79788456 * x * (1 + 0.044715 * x * x))
    ff = 0.5 * x * ((1 - tanh_out * tanh_out) * (0.79788456 + 0.1070322243 * x * x)) + 0.5 * (1 + tanh_out)
    return ff * g


class GeLUFunction(torch.autograd.Function):
    """fused_bias_gelu.py's GeLUFunction: saves input and bias; the backward returns the same [s, b, 4h] tensor for
    both (autograd's validate_outputs sums the bias one to [4h])."""

    @staticmethod
    def forward(ctx, input, bias):
        ctx.save_for_backward(input, bias)
        return bias_gelu(bias, input)

    @staticmethod
    def backward(ctx, grad_output):
        input, bias = ctx.saved_tensors
        tmp = bias_gelu_back(grad_output, bias, input)
        return tmp, tmp


bias_gelu_impl = GeLUFunction.apply


class VocabUtility:
    @staticmethod
    def vocab_range_from_per_partition_vocab_size(per_partition_vocab_size, rank, world_size):
        index_f = rank * per_partition_vocab_size
        index_l = index_f + per_partition_vocab_size
        return index_f, index_l


class _VocabParallelCrossEntropy(torch.autograd.Function):
    """cross_entropy.py's _VocabParallelCrossEntropy (core 0.2 / 0.3, before the in-place `-=`): the three
    torch.distributed.all_reduce calls (MAX of logits_max, SUM of predicted_logits and of sum_exp_logits) are
    identities at one rank and left out."""

    @staticmethod
    def forward(ctx, vocab_parallel_logits, target, label_smoothing=0.0):
        # Maximum value along vocab dimension across all GPUs.
        logits_max = torch.max(vocab_parallel_logits, dim=-1)[0]
        # Subtract the maximum value.
        vocab_parallel_logits = vocab_parallel_logits - logits_max.unsqueeze(dim=-1)

        # Get the partition's vocab indecies
        get_vocab_range = VocabUtility.vocab_range_from_per_partition_vocab_size
        partition_vocab_size = vocab_parallel_logits.size()[-1]
        rank = get_tensor_model_parallel_rank()
        world_size = get_tensor_model_parallel_world_size()
        vocab_start_index, vocab_end_index = get_vocab_range(partition_vocab_size, rank, world_size)

        # Create a mask of valid vocab ids (1 means it needs to be masked).
        target_mask = (target < vocab_start_index) | (target >= vocab_end_index)
        masked_target = target.clone() - vocab_start_index
        masked_target[target_mask] = 0

        # Get predicted-logits = logits[target] on 2-D views.
        logits_2d = vocab_parallel_logits.view(-1, partition_vocab_size)
        masked_target_1d = masked_target.view(-1)
        arange_1d = torch.arange(start=0, end=logits_2d.size()[0], device=logits_2d.device)
        predicted_logits_1d = logits_2d[arange_1d, masked_target_1d]
        predicted_logits_1d = predicted_logits_1d.clone().contiguous()
        predicted_logits = predicted_logits_1d.view_as(target)
        predicted_logits[target_mask] = 0.0

        # Sum of exponential of logits along vocab dimension across all GPUs.
        exp_logits = vocab_parallel_logits
        torch.exp(vocab_parallel_logits, out=exp_logits)
        sum_exp_logits = exp_logits.sum(dim=-1)

        # Loss = log(sum(exp(logits))) - predicted-logit.
        loss = torch.log(sum_exp_logits) - predicted_logits

        # Normalize and optionally smooth logits
        exp_logits.div_(sum_exp_logits.unsqueeze(dim=-1))

        vocab_size = exp_logits.size(-1)
        ctx.label_smoothing, ctx.vocab_size = label_smoothing, vocab_size

        # Store softmax, target-mask and masked-target for backward pass.
        ctx.save_for_backward(exp_logits, target_mask, masked_target_1d)
        return loss

    @staticmethod
    def backward(ctx, grad_output):
        softmax, target_mask, masked_target_1d = ctx.saved_tensors
        label_smoothing, vocab_size = ctx.label_smoothing, ctx.vocab_size

        # All the inputs have softmax as their gradient. (The source writes into the saved softmax itself; the
        # capture runs this backward three times over one retained graph, and the second would fail autograd's
        # saved-tensor version check, so the writes go into a clone of it.)
        grad_input = softmax.clone()
        # For simplicity, work with the 2D gradient.
        partition_vocab_size = softmax.size()[-1]
        grad_2d = grad_input.view(-1, partition_vocab_size)

        # Add the gradient from matching classes.
        arange_1d = torch.arange(start=0, end=grad_2d.size()[0], device=grad_2d.device)
        softmax_update = 1.0 - target_mask.view(-1).float()
        grad_2d[arange_1d, masked_target_1d] -= softmax_update

        # Finally elementwise multiplication with the output gradients.
        grad_input.mul_(grad_output.unsqueeze(dim=-1))
        return grad_input, None, None


def vocab_parallel_cross_entropy(vocab_parallel_logits, target, label_smoothing=0.0):
    return _VocabParallelCrossEntropy.apply(vocab_parallel_logits, target, label_smoothing)


def make_viewless_tensor(inp, requires_grad, keep_graph):
    """megatron/core/utils.py: a tensor that is not a view is returned as is (every one here)."""
    if inp._base is None:
        return inp
    raise NotImplementedError("_kernel_make_viewless_tensor's .data swap: no view reaches it here")


def attention_mask_func(attention_scores, attention_mask):
    """megatron/model/utils.py."""
    attention_scores.masked_fill_(attention_mask, -10000.0)
    return attention_scores


class FusedScaleMaskSoftmax(nn.Module):
    """megatron/model/fused_softmax.py in fp32 on CPU: is_kernel_available is False, so forward_torch_softmax."""

    def __init__(self, input_in_fp16, input_in_bf16, attn_mask_type, scaled_masked_softmax_fusion, mask_func,
                 softmax_in_fp32, scale):
        super().__init__()
        self.input_in_fp16, self.input_in_bf16 = input_in_fp16, input_in_bf16
        self.input_in_float16 = self.input_in_fp16 or self.input_in_bf16
        self.attn_mask_type = attn_mask_type
        self.scaled_masked_softmax_fusion = scaled_masked_softmax_fusion
        self.mask_func = mask_func
        self.softmax_in_fp32 = softmax_in_fp32
        self.scale = scale
        assert self.scale is None or softmax_in_fp32, "softmax should be in fp32 when scaled"

    def forward(self, input, mask):
        assert input.dim() == 4
        return self.forward_torch_softmax(input, mask)

    def forward_torch_softmax(self, input, mask):
        if self.input_in_float16 and self.softmax_in_fp32:
            input = input.float()
        if self.scale is not None:
            input = input * self.scale
        mask_output = self.mask_func(input, mask) if mask is not None else input
        probs = torch.nn.Softmax(dim=-1)(mask_output)
        if self.input_in_float16 and self.softmax_in_fp32:
            probs = probs.half() if self.input_in_fp16 else probs.bfloat16()
        return probs


class CoreAttention(nn.Module):
    """megatron/model/transformer.py's CoreAttention (apply_query_key_layer_scaling: coeff = layer_number)."""

    def __init__(self, layer_number, hidden_size, num_attention_heads, attention_dropout=0.0,
                 apply_query_key_layer_scaling=True):
        super().__init__()
        self.apply_query_key_layer_scaling = apply_query_key_layer_scaling
        self.attention_softmax_in_fp32 = True                               # forced on by the layer scaling
        self.layer_number = max(1, layer_number)
        world_size = get_tensor_model_parallel_world_size()
        self.hidden_size_per_partition = divide(hidden_size, world_size)
        self.hidden_size_per_attention_head = divide(hidden_size, num_attention_heads)
        self.num_attention_heads_per_partition = divide(num_attention_heads, world_size)
        coeff = None
        self.norm_factor = math.sqrt(self.hidden_size_per_attention_head)
        if self.apply_query_key_layer_scaling:
            coeff = self.layer_number
            self.norm_factor *= coeff
        self.scale_mask_softmax = FusedScaleMaskSoftmax(False, False, "causal", False, attention_mask_func,
                                                        self.attention_softmax_in_fp32, coeff)
        self.attention_dropout = torch.nn.Dropout(attention_dropout)

    def forward(self, query_layer, key_layer, value_layer, attention_mask):
        # [b, np, sq, sk]
        output_size = (query_layer.size(1), query_layer.size(2), query_layer.size(0), key_layer.size(0))
        # [sq, b, np, hn] -> [sq, b * np, hn]
        query_layer = query_layer.reshape(output_size[2], output_size[0] * output_size[1], -1)
        # [sk, b, np, hn] -> [sk, b * np, hn]
        key_layer = key_layer.view(output_size[3], output_size[0] * output_size[1], -1)
        # preallocated input tensor: [b * np, sq, sk] (the global memory buffer's torch.empty as zeros)
        matmul_input_buffer = torch.zeros((output_size[0] * output_size[1], output_size[2], output_size[3]),
                                          dtype=query_layer.dtype, device=query_layer.device)
        # Raw attention scores. [b * np, sq, sk]
        matmul_result = torch.baddbmm(matmul_input_buffer, query_layer.transpose(0, 1),
                                      key_layer.transpose(0, 1).transpose(1, 2),
                                      beta=0.0, alpha=(1.0 / self.norm_factor))
        # change view to [b, np, sq, sk]
        attention_scores = matmul_result.view(*output_size)
        # attention scores and attention mask [b, np, sq, sk]
        attention_probs = self.scale_mask_softmax(attention_scores, attention_mask)
        # This is actually dropout (p 0; get_cuda_rng_tracker().fork() left out)
        attention_probs = self.attention_dropout(attention_probs)
        # [sk, b, np, hn] --> [b, np, sq, hn]
        output_size = (value_layer.size(1), value_layer.size(2), query_layer.size(0), value_layer.size(3))
        # change view [sk, b * np, hn]
        value_layer = value_layer.view(value_layer.size(0), output_size[0] * output_size[1], -1)
        # change view [b * np, sq, sk]
        attention_probs = attention_probs.view(output_size[0] * output_size[1], output_size[2], -1)
        # matmul: [b * np, sq, hn]
        context_layer = torch.bmm(attention_probs, value_layer.transpose(0, 1))
        # change view [b, np, sq, hn]
        context_layer = context_layer.view(*output_size)
        # [b, np, sq, hn] --> [sq, b, np, hn]
        context_layer = context_layer.permute(2, 0, 1, 3).contiguous()
        # [sq, b, np, hn] --> [sq, b, hp]
        new_context_layer_shape = context_layer.size()[:-2] + (self.hidden_size_per_partition,)
        context_layer = context_layer.view(*new_context_layer_shape)
        return context_layer


class ParallelAttention(nn.Module):
    """transformer.py's ParallelAttention (self attention, causal, no query groups)."""

    def __init__(self, init_method, output_layer_init_method, layer_number, hidden_size, num_attention_heads):
        super().__init__()
        self.layer_number = max(1, layer_number)
        world_size = get_tensor_model_parallel_world_size()
        self.hidden_size_per_attention_head = divide(hidden_size, num_attention_heads)
        self.num_attention_heads_per_partition = divide(num_attention_heads, world_size)
        self.query_key_value = ColumnParallelLinear(hidden_size, 3 * hidden_size, gather_output=False,
                                                    init_method=init_method)
        self.core_attention = CoreAttention(self.layer_number, hidden_size, num_attention_heads)
        self.dense = RowParallelLinear(hidden_size, hidden_size, input_is_parallel=True,
                                       init_method=output_layer_init_method, skip_bias_add=True)

    def forward(self, hidden_states, attention_mask):
        # Attention heads [sq, b, h] --> [sq, b, (np * 3 * hn)]
        mixed_x_layer, _ = self.query_key_value(hidden_states)
        # [sq, b, (np * 3 * hn)] --> [sq, b, np, 3 * hn]
        new_tensor_shape = mixed_x_layer.size()[:-1] + (self.num_attention_heads_per_partition,
                                                        3 * self.hidden_size_per_attention_head)
        mixed_x_layer = mixed_x_layer.view(*new_tensor_shape)
        # [sq, b, np, 3 * hn] --> 3 [sq, b, np, hn]
        (query_layer, key_layer, value_layer) = split_tensor_along_last_dim(mixed_x_layer, 3)
        context_layer = self.core_attention(query_layer, key_layer, value_layer, attention_mask)
        # Output. [sq, b, h]
        output, bias = self.dense(context_layer)
        return output, bias


class ParallelMLP(nn.Module):
    """transformer.py's ParallelMLP with bias_gelu_fusion (h -> 4h, GeLUFunction, 4h -> h)."""

    def __init__(self, init_method, output_layer_init_method, hidden_size, ffn_hidden_size):
        super().__init__()
        self.dense_h_to_4h = ColumnParallelLinear(hidden_size, ffn_hidden_size, gather_output=False,
                                                  init_method=init_method, skip_bias_add=True)
        self.bias_gelu_fusion = True
        self.activation_func = F.gelu
        self.dense_4h_to_h = RowParallelLinear(ffn_hidden_size, hidden_size, input_is_parallel=True,
                                               init_method=output_layer_init_method, skip_bias_add=True)

    def forward(self, hidden_states):
        # [s, b, 4hp]
        intermediate_parallel, bias_parallel = self.dense_h_to_4h(hidden_states)
        if self.bias_gelu_fusion:
            intermediate_parallel = bias_gelu_impl(intermediate_parallel, bias_parallel)
        else:
            intermediate_parallel = self.activation_func(intermediate_parallel + bias_parallel)
        # [s, b, h]
        output, output_bias = self.dense_4h_to_h(intermediate_parallel)
        return output, output_bias


def bias_dropout_add(x, bias, residual, prob, training):
    if bias is not None:
        x = x + bias
    out = torch.nn.functional.dropout(x, p=prob, training=training)
    out = residual + out
    return out


def get_bias_dropout_add(training):
    def _bias_dropout_add(x, bias, residual, prob):
        return bias_dropout_add(x, bias, residual, prob, training)
    return _bias_dropout_add


class ParallelTransformerLayer(nn.Module):
    """transformer.py's ParallelTransformerLayer (pre-LN; apply_residual_connection_post_layernorm False,
    bias_dropout_fusion False, drop_path None). The apex / TE LayerNorm is torch.nn.LayerNorm here."""

    def __init__(self, init_method, output_layer_init_method, layer_number, hidden_size, num_attention_heads,
                 ffn_hidden_size, layernorm_epsilon=1e-5, hidden_dropout=0.0):
        super().__init__()
        self.layer_number = layer_number
        self.apply_residual_connection_post_layernorm = False
        self.bias_dropout_fusion = False
        self.input_layernorm = nn.LayerNorm(hidden_size, eps=layernorm_epsilon)
        self.self_attention = ParallelAttention(init_method, output_layer_init_method, layer_number, hidden_size,
                                                num_attention_heads)
        self.hidden_dropout = hidden_dropout
        self.post_attention_layernorm = nn.LayerNorm(hidden_size, eps=layernorm_epsilon)
        self.mlp = ParallelMLP(init_method, output_layer_init_method, hidden_size, ffn_hidden_size)

    def forward(self, hidden_states, attention_mask):
        # hidden_states: [s, b, h]
        layernorm_output = self.input_layernorm(hidden_states)
        attention_output, attention_bias = self.self_attention(layernorm_output, attention_mask)
        if self.apply_residual_connection_post_layernorm:
            residual = layernorm_output
        else:
            residual = hidden_states
        bias_dropout_add_func = get_bias_dropout_add(self.training)
        if attention_bias is not None:
            attention_bias = attention_bias.expand_as(residual)
        layernorm_input = bias_dropout_add_func(attention_output, attention_bias, residual, self.hidden_dropout)
        layernorm_output = self.post_attention_layernorm(layernorm_input)
        mlp_output, mlp_bias = self.mlp(layernorm_output)
        if self.apply_residual_connection_post_layernorm:
            residual = layernorm_output
        else:
            residual = layernorm_input
        if mlp_bias is not None:
            mlp_bias = mlp_bias.expand_as(residual)
        output = bias_dropout_add_func(mlp_output, mlp_bias, residual, self.hidden_dropout)
        output = make_viewless_tensor(inp=output, requires_grad=output.requires_grad, keep_graph=True)
        return output


class ParallelTransformer(nn.Module):
    """transformer.py's ParallelTransformer (pre_process and post_process, no recompute, final LayerNorm)."""

    def __init__(self, init_method, output_layer_init_method, num_layers, hidden_size, num_attention_heads,
                 ffn_hidden_size, layernorm_epsilon=1e-5):
        super().__init__()
        self.num_layers = num_layers
        self.layers = nn.ModuleList([
            ParallelTransformerLayer(init_method, output_layer_init_method, i + 1, hidden_size, num_attention_heads,
                                     ffn_hidden_size, layernorm_epsilon) for i in range(num_layers)])
        self.final_layernorm = nn.LayerNorm(hidden_size, eps=layernorm_epsilon)

    def forward(self, hidden_states, attention_mask):
        hidden_states = make_viewless_tensor(hidden_states, requires_grad=True, keep_graph=True)
        for index in range(self.num_layers):
            layer = self.layers[index]
            hidden_states = layer(hidden_states, attention_mask)
        hidden_states = self.final_layernorm(hidden_states)
        return hidden_states


class Embedding(nn.Module):
    """language_model.py's Embedding: word (VocabParallelEmbedding) + learned position embeddings, [b s h] ->
    [s b h], dropout (p 0); no tokentype embeddings."""

    def __init__(self, hidden_size, vocab_size, max_sequence_length, embedding_dropout_prob, init_method):
        super().__init__()
        self.hidden_size = hidden_size
        self.init_method = init_method
        self.word_embeddings = VocabParallelEmbedding(vocab_size, self.hidden_size, init_method=self.init_method)
        self.add_position_embedding = True
        self.position_embeddings = torch.nn.Embedding(max_sequence_length, self.hidden_size)
        self.init_method(self.position_embeddings.weight.data)
        self.fp32_residual_connection = False
        self.sequence_parallel = False
        self.embedding_dropout = torch.nn.Dropout(embedding_dropout_prob)

    def forward(self, input_ids, position_ids):
        words_embeddings = self.word_embeddings(input_ids)
        if self.add_position_embedding:
            position_embeddings = self.position_embeddings(position_ids)
            embeddings = words_embeddings + position_embeddings
        else:
            embeddings = words_embeddings
        # Data format change to avoid explicit tranposes : [b s h] --> [s b h].
        embeddings = embeddings.transpose(0, 1).contiguous()
        if self.fp32_residual_connection:
            embeddings = embeddings.float()
        embeddings = self.embedding_dropout(embeddings)
        return embeddings


class TransformerLanguageModel(nn.Module):
    """language_model.py's TransformerLanguageModel (decoder-only: embedding + encoder, no pooler)."""

    def __init__(self, init_method, output_layer_init_method, num_layers, hidden_size, num_attention_heads,
                 ffn_hidden_size, vocab_size, max_position_embeddings):
        super().__init__()
        self.embedding = Embedding(hidden_size, vocab_size, max_position_embeddings, 0.0, init_method)
        self.encoder = ParallelTransformer(init_method, output_layer_init_method, num_layers, hidden_size,
                                           num_attention_heads, ffn_hidden_size)

    def forward(self, enc_input_ids, enc_position_ids, enc_attn_mask):
        encoder_input = self.embedding(enc_input_ids, enc_position_ids)
        encoder_output = self.encoder(encoder_input, enc_attn_mask)
        return encoder_output


def parallel_lm_logits(input_, word_embeddings_weight, parallel_output, bias=None):
    """language_model.py: LM logits using the word embedding weights (async allreduce / sequence parallel off)."""
    input_parallel = copy_to_tensor_model_parallel_region(input_)
    async_grad_allreduce = False
    logits_parallel = linear_with_grad_accumulation_and_async_allreduce(
        input=input_parallel, weight=word_embeddings_weight, bias=bias, gradient_accumulation_fusion=False,
        async_grad_allreduce=async_grad_allreduce, sequence_parallel=False)
    if parallel_output:
        return logits_parallel
    return gather_from_tensor_model_parallel_region(logits_parallel)


def post_language_model_processing(lm_output, labels, logit_weights, parallel_output, fp16_lm_cross_entropy):
    """gpt_model.py."""
    # Output. Format [s b h]
    output = parallel_lm_logits(lm_output, logit_weights, parallel_output)
    if labels is None:
        return output.transpose(0, 1).contiguous()
    else:
        # [b s] => [s b]
        labels = labels.transpose(0, 1).contiguous()
        if fp16_lm_cross_entropy:
            assert output.dtype == torch.half
            loss = vocab_parallel_cross_entropy(output, labels)
        else:
            loss = vocab_parallel_cross_entropy(output.float(), labels)
        # [s b] => [b, s]
        loss = loss.transpose(0, 1).contiguous()
        return loss


class GPTModel(nn.Module):
    """megatron/model/gpt_model.py's GPTModel (pre_process and post_process, untied-free: the output layer is the
    word embedding weight, shared_embedding_or_output_weight)."""

    def __init__(self, num_layers=2, hidden_size=16, num_attention_heads=4, vocab_size=32,
                 max_position_embeddings=8, init_method_std=0.02, parallel_output=False):
        super().__init__()
        self.parallel_output = parallel_output
        self.fp16_lm_cross_entropy = False
        init_method = init_method_normal(init_method_std)
        output_layer_init_method = scaled_init_method_normal(init_method_std, num_layers)
        self.language_model = TransformerLanguageModel(init_method, output_layer_init_method, num_layers,
                                                       hidden_size, num_attention_heads, 4 * hidden_size,
                                                       vocab_size, max_position_embeddings)

    def shared_embedding_or_output_weight(self):
        return self.language_model.embedding.word_embeddings.weight

    def forward(self, input_ids, position_ids, attention_mask, labels=None):
        lm_output = self.language_model(input_ids, position_ids, attention_mask)
        return post_language_model_processing(lm_output, labels, self.shared_embedding_or_output_weight(),
                                              self.parallel_output, self.fp16_lm_cross_entropy)


def _megatron_loss_func(output_tensor, loss_mask):
    """pretrain_gpt.py's loss_func (averaging across data-parallel ranks is for logging)."""
    losses = output_tensor.float()
    loss_mask = loss_mask.view(-1).float()
    loss = torch.sum(losses.view(-1) * loss_mask) / loss_mask.sum()
    return loss


# ------------------------------------------------------------------ RevNet reversible blocks (revtorch / memcnn)
class ReversibleBlock(nn.Module):
    """revtorch's ReversibleBlock: y1 = x1 + F(x2), y2 = x2 + G(y1) on the two channel halves, no grad;
    backward_pass rebuilds the inputs from the outputs. The random-seed bookkeeping (fix_random_seed False) is
    left out; see _ReversibleModuleFunction for the gradients."""

    def __init__(self, f_block, g_block, split_along_dim=1):
        super().__init__()
        self.f_block = f_block
        self.g_block = g_block
        self.split_along_dim = split_along_dim

    def forward(self, x):
        x1, x2 = torch.chunk(x, 2, dim=self.split_along_dim)
        y1, y2 = None, None
        with torch.no_grad():
            y1 = x1 + self.f_block(x2)
            y2 = x2 + self.g_block(y1)
        return torch.cat([y1, y2], dim=self.split_along_dim)

    def backward_pass(self, y, dy):
        """revtorch's backward_pass with its two `.backward()` recomputations written out: G(y1) and F(x2) are
        recomputed by their modules and differentiated by _conv_gn_relu_backward; returns the block input, its
        gradient and the parameter gradients (f_block's then g_block's, in parameters() order)."""
        y1, y2 = torch.chunk(y, 2, dim=self.split_along_dim)
        del y
        dy1, dy2 = torch.chunk(dy, 2, dim=self.split_along_dim)
        del dy

        gy1, y1_grad, g_grads = _conv_gn_relu_backward(self.g_block, y1, dy2)
        x2 = y2 - gy1                                                       # Restore first input of forward()
        del y2, gy1
        # The gradient of x1 is the sum of the gradient of the output y1 as well as the gradient that flows back
        # through G
        dx1 = dy1 + y1_grad
        del dy1

        fx2, x2_grad, f_grads = _conv_gn_relu_backward(self.f_block, x2, dx1)
        x1 = y1 - fx2                                                       # Restore second input of forward()
        del y1, fx2
        # The gradient of x2 is the sum of the gradient of the output y2 as well as the gradient that flows back
        # through F
        dx2 = dy2 + x2_grad
        del dy2

        # Undo the channelwise split
        x = torch.cat([x1, x2.detach()], dim=self.split_along_dim)
        dx = torch.cat([dx1, dx2], dim=self.split_along_dim)
        return x, dx, f_grads + g_grads


def _conv_gn_relu_backward(block, x, dout):
    """Recomputes block(x) = relu(group_norm(conv(x))) by its modules and returns (block(x), dL/dx, (dL/dconv.weight,
    dL/dconv.bias, dL/dnorm.weight, dL/dnorm.bias)) for the incoming dout, by explicit formulas: the ReLU mask, the
    group-norm backward from the group mean / rstd recomputed over (C / G, H, W), the conv input and weight grads
    by torch.nn.grad.conv2d_input / conv2d_weight, the bias grad by a sum."""
    conv, norm = block[0], block[1]
    c = conv(x)
    n = norm(c)
    out = F.relu(n)
    N, C, H, W = c.shape
    G = norm.num_groups
    cg = c.reshape(N, G, -1)
    mean = cg.mean(dim=-1, keepdim=True)
    var = cg.var(dim=-1, unbiased=False, keepdim=True)
    rstd = torch.rsqrt(var + norm.eps)
    xhat = (cg - mean) * rstd                                               # [N, G, C / G * H * W]
    dn = dout * (n > 0).to(dout.dtype)                                      # relu'
    d_weight_norm = (dn * xhat.reshape(N, C, H, W)).sum(dim=(0, 2, 3))
    d_bias_norm = dn.sum(dim=(0, 2, 3))
    dxhat = (dn * norm.weight.reshape(1, C, 1, 1)).reshape(N, G, -1)
    dcg = rstd * (dxhat - dxhat.mean(dim=-1, keepdim=True) - xhat * (dxhat * xhat).mean(dim=-1, keepdim=True))
    dc = dcg.reshape(N, C, H, W)
    dx = torch.nn.grad.conv2d_input(x.shape, conv.weight, dc, stride=conv.stride, padding=conv.padding)
    d_weight_conv = torch.nn.grad.conv2d_weight(x, conv.weight.shape, dc, stride=conv.stride, padding=conv.padding)
    d_bias_conv = dc.sum(dim=(0, 2, 3))
    return out, dx, (d_weight_conv, d_bias_conv, d_weight_norm, d_bias_norm)


class _ReversibleModuleFunction(torch.autograd.Function):
    """revtorch's _ReversibleModuleFunction over the block list: forward runs the blocks (no grad inside each)
    and keeps only the last output; backward walks the blocks in reverse, rebuilding each block's input from its
    output. revtorch lets `.backward()` inside backward_pass write the blocks' .grad as a side effect, which
    torch.autograd.grad(loss, params) never sees, so the parameters are Function inputs here (as memcnn's
    InvertibleCheckpointFunction passes *weights) and their gradients are returned."""

    @staticmethod
    def forward(ctx, x, reversible_blocks, eagerly_discard_variables, *params):
        assert isinstance(reversible_blocks, nn.ModuleList)
        for block in reversible_blocks:
            assert isinstance(block, ReversibleBlock)
            x = block(x)
        ctx.save_for_backward(x)                                            # revtorch: ctx.y = x.detach()
        ctx.reversible_blocks = reversible_blocks
        ctx.eagerly_discard_variables = eagerly_discard_variables
        return x

    @staticmethod
    def backward(ctx, dy):
        (y,) = ctx.saved_tensors
        grads = []
        for i in range(len(ctx.reversible_blocks) - 1, -1, -1):
            y, dy, block_grads = ctx.reversible_blocks[i].backward_pass(y, dy)
            grads = list(block_grads) + grads
        return (dy, None, None) + tuple(grads)


class ReversibleSequence(nn.Module):
    def __init__(self, reversible_blocks, eagerly_discard_variables=True):
        super().__init__()
        assert isinstance(reversible_blocks, nn.ModuleList)
        self.reversible_blocks = reversible_blocks
        self.eagerly_discard_variables = eagerly_discard_variables

    def forward(self, x):
        return _ReversibleModuleFunction.apply(x, self.reversible_blocks, self.eagerly_discard_variables,
                                               *self.reversible_blocks.parameters())


def _fg_block(c, groups):
    """The residual functions F and G: Conv 3x3 / GroupNorm / ReLU (a RevNet residual unit with GroupNorm for
    its batch norm, so nothing in it changes between the forward and the recomputation)."""
    return nn.Sequential(nn.Conv2d(c, c, 3, padding=1), nn.GroupNorm(groups, c), nn.ReLU())


class RevNetClassifier(nn.Module):
    """stem Conv 3x3 (4 -> 8), 2 ReversibleBlocks on the 4 + 4 channel halves, GroupNorm / ReLU, global mean,
    Linear(8, 5)."""

    def __init__(self, in_ch=4, width=8, n_blocks=2, classes=5):
        super().__init__()
        self.stem = nn.Conv2d(in_ch, width, 3, padding=1)
        self.rev = ReversibleSequence(nn.ModuleList([
            ReversibleBlock(_fg_block(width // 2, 2), _fg_block(width // 2, 2)) for _ in range(n_blocks)]))
        self.norm = nn.GroupNorm(2, width)
        self.fc = nn.Linear(width, classes)

    def forward(self, x):
        x = self.rev(self.stem(x))
        x = F.relu(self.norm(x))
        return self.fc(x.mean(dim=(2, 3)))


# ------------------------------------------------------------------ FlashAttention (blocked, pure PyTorch)
class FlashAttnFunc(torch.autograd.Function):
    """FlashAttention-2 (Dao 2023) Algorithm 1 forward / Algorithm 2 backward on [B, H, N, d] in plain torch,
    query and key blocks of `block` rows (the kernel's grid over batch and heads is the leading dims here)."""

    @staticmethod
    def forward(ctx, q, k, v, softmax_scale, block):
        B, H, N, d = q.shape
        Tr, Tc = math.ceil(N / block), math.ceil(N / block)
        O = torch.zeros_like(q)
        L = torch.zeros(B, H, N, dtype=q.dtype, device=q.device)
        for i in range(Tr):
            qs = slice(i * block, min((i + 1) * block, N))
            Qi = q[:, :, qs]
            Oi = torch.zeros_like(Qi)
            li = torch.zeros(B, H, Qi.shape[2], 1, dtype=q.dtype, device=q.device)
            mi = torch.full((B, H, Qi.shape[2], 1), float("-inf"), dtype=q.dtype, device=q.device)
            for j in range(Tc):
                ks = slice(j * block, min((j + 1) * block, N))
                Kj, Vj = k[:, :, ks], v[:, :, ks]
                Sij = (Qi @ Kj.transpose(-1, -2)) * softmax_scale
                mi_new = torch.maximum(mi, Sij.amax(dim=-1, keepdim=True))
                Pij = torch.exp(Sij - mi_new)
                alpha = torch.exp(mi - mi_new)
                li = alpha * li + Pij.sum(dim=-1, keepdim=True)
                Oi = alpha * Oi + Pij @ Vj
                mi = mi_new
            O[:, :, qs] = Oi / li
            L[:, :, qs] = (mi + torch.log(li)).squeeze(-1)
        ctx.save_for_backward(q, k, v, O, L)
        ctx.softmax_scale = softmax_scale
        ctx.block = block
        return O

    @staticmethod
    def backward(ctx, dO):
        q, k, v, O, L = ctx.saved_tensors
        scale, block = ctx.softmax_scale, ctx.block
        N = q.shape[2]
        Tr, Tc = math.ceil(N / block), math.ceil(N / block)
        dQ = torch.zeros_like(q)
        dK = torch.zeros_like(k)
        dV = torch.zeros_like(v)
        D = (dO * O).sum(dim=-1)                                            # rowsum(dO o O)
        for j in range(Tc):
            ks = slice(j * block, min((j + 1) * block, N))
            Kj, Vj = k[:, :, ks], v[:, :, ks]
            dKj = torch.zeros_like(Kj)
            dVj = torch.zeros_like(Vj)
            for i in range(Tr):
                qs = slice(i * block, min((i + 1) * block, N))
                Qi, dOi = q[:, :, qs], dO[:, :, qs]
                Li, Di = L[:, :, qs].unsqueeze(-1), D[:, :, qs].unsqueeze(-1)
                Sij = (Qi @ Kj.transpose(-1, -2)) * scale
                Pij = torch.exp(Sij - Li)
                dVj = dVj + Pij.transpose(-1, -2) @ dOi
                dPij = dOi @ Vj.transpose(-1, -2)
                dSij = Pij * (dPij - Di)
                dQ[:, :, qs] += (dSij @ Kj) * scale
                dKj = dKj + (dSij.transpose(-1, -2) @ Qi) * scale
            dK[:, :, ks] = dKj
            dV[:, :, ks] = dVj
        return dQ, dK, dV, None, None


class FlashAttention(nn.Module):
    """timm vision_transformer.py's Attention (qkv Linear, reshape / permute / unbind, proj) with its
    F.scaled_dot_product_attention replaced by FlashAttnFunc; qk_norm off, dropouts 0."""

    def __init__(self, dim, num_heads=2, qkv_bias=True, block=4):
        super().__init__()
        assert dim % num_heads == 0
        self.num_heads = num_heads
        self.head_dim = dim // num_heads
        self.scale = self.head_dim ** -0.5
        self.block = block
        self.qkv = nn.Linear(dim, dim * 3, bias=qkv_bias)
        self.proj = nn.Linear(dim, dim)

    def forward(self, x):
        B, N, C = x.shape
        qkv = self.qkv(x).reshape(B, N, 3, self.num_heads, self.head_dim).permute(2, 0, 3, 1, 4)
        q, k, v = qkv.unbind(0)
        x = FlashAttnFunc.apply(q, k, v, self.scale, self.block)
        x = x.transpose(1, 2).reshape(B, N, C)
        return self.proj(x)


class Mlp(nn.Module):
    def __init__(self, in_features, hidden_features):
        super().__init__()
        self.fc1 = nn.Linear(in_features, hidden_features)
        self.act = nn.GELU()
        self.fc2 = nn.Linear(hidden_features, in_features)

    def forward(self, x):
        return self.fc2(self.act(self.fc1(x)))


class EncoderBlock(nn.Module):
    """timm's Block (pre-LN, no layer scale / drop path): x + attn(norm1(x)), x + mlp(norm2(x))."""

    def __init__(self, dim, num_heads, mlp_ratio=4.0):
        super().__init__()
        self.norm1 = nn.LayerNorm(dim)
        self.attn = FlashAttention(dim, num_heads)
        self.norm2 = nn.LayerNorm(dim)
        self.mlp = Mlp(dim, int(dim * mlp_ratio))

    def forward(self, x):
        x = x + self.attn(self.norm1(x))
        x = x + self.mlp(self.norm2(x))
        return x


class FlashEncoderClassifier(nn.Module):
    """Token embedding + learned positions, 2 EncoderBlocks, LayerNorm, mean pool, Linear head."""

    def __init__(self, vocab=24, dim=16, depth=2, heads=2, seq=8, classes=4):
        super().__init__()
        self.embed = nn.Embedding(vocab, dim)
        self.pos_embed = nn.Parameter(torch.randn(1, seq, dim) * 0.02)
        self.blocks = nn.Sequential(*[EncoderBlock(dim, heads) for _ in range(depth)])
        self.norm = nn.LayerNorm(dim)
        self.head = nn.Linear(dim, classes)

    def forward(self, tokens):
        x = self.embed(tokens) + self.pos_embed
        x = self.norm(self.blocks(x))
        return self.head(x.mean(dim=1))


# ------------------------------------------------------------------ DeepSpeed-MoE (deepspeed/moe/sharded_moe.py)
class _AllToAll(torch.autograd.Function):
    """sharded_moe.py's _AllToAll at one expert-parallel rank: dist.all_to_all_single(output, input) into the
    empty_like output copies the input, written as output.copy_(input); the backward applies the Function again."""

    @staticmethod
    def forward(ctx, group, input):
        ctx.group = group
        input = input.contiguous()
        output = torch.empty_like(input)
        output.copy_(input)                                                 # dist.all_to_all_single, one rank
        return output

    @staticmethod
    def backward(ctx, *grad_output):
        return (None, _AllToAll.apply(ctx.group, *grad_output))


def einsum(rule, a, b):
    """sharded_moe.py's einsum (USE_EINSUM True)."""
    return torch.einsum(rule, a, b)


def _capacity(gates, capacity_factor, min_capacity):
    """sharded_moe.py's @torch.jit.script _capacity on Python numbers: the source's 0-d tensors and its
    `if capacity < min_capacity` on them are a data-dependent branch Dynamo cannot take, and topk / one_hot need
    an int; same value."""
    num_tokens = gates.shape[0]
    num_experts = gates.shape[1]
    capacity = math.ceil((num_tokens / num_experts) * capacity_factor)
    if capacity < min_capacity:
        capacity = min_capacity
    return capacity


def _top_idx(source, k):
    return torch.topk(source, k=k, dim=0)[1]


def _one_hot(x, num_classes):
    """F.one_hot as ATen's one_hot computes it (zeros, then scatter_ of ones along the last dim), without its
    min / max .item() range checks that make_fx cannot trace."""
    return torch.zeros(*x.shape, num_classes, dtype=torch.long, device=x.device).scatter_(-1, x.unsqueeze(-1), 1)


def _one_hot_to_float(x, num_classes):
    return _one_hot(x, num_classes).float()


def top1gating(logits, capacity_factor, min_capacity, used_token=None, noisy_gate_policy=None, drop_tokens=True,
               use_rts=True, rts_uniform=None):
    """sharded_moe.py's top1gating (use_tutel False); the RTS uniform(mask1.shape) draw is the rts_uniform input."""
    gates = F.softmax(logits, dim=1)
    capacity = _capacity(gates, capacity_factor, min_capacity)

    # Create a mask for 1st's expert per token
    indices1_s = torch.argmax(gates, dim=1)
    num_experts = int(gates.shape[1])
    mask1 = _one_hot(indices1_s, num_classes=num_experts)

    # mask only used tokens
    if used_token is not None:
        mask1 = einsum("s,se->se", used_token, mask1)

    # gating decisions
    exp_counts = torch.sum(mask1, dim=0).detach().to('cpu')

    assert drop_tokens                                                     # (no all_reduce of a new capacity)

    # Compute l_aux
    me = torch.mean(gates, dim=0)
    ce = torch.mean(mask1.float(), dim=0)
    l_aux = torch.sum(me * ce) * num_experts

    # Random Token Selection
    if use_rts:
        mask1_rand = mask1 * rts_uniform
    else:
        mask1_rand = mask1

    assert logits.shape[0] >= min_capacity, "No. of tokens (batch-size) should be greater than min_capacity."

    top_idx = _top_idx(mask1_rand, capacity)

    new_mask1 = mask1 * torch.zeros_like(mask1).scatter_(0, top_idx, 1)
    mask1 = new_mask1

    # Compute locations in capacity buffer
    locations1 = torch.cumsum(mask1, dim=0) - 1

    # Store the capacity location for each token
    locations1_s = torch.sum(locations1 * mask1, dim=1)

    # Normalize gate probabilities
    mask1_float = mask1.float()
    gates = gates * mask1_float

    locations1_sc = _one_hot_to_float(locations1_s, capacity)
    combine_weights = einsum("se,sc->sec", gates, locations1_sc)

    dispatch_mask = combine_weights.bool()

    return l_aux, combine_weights, dispatch_mask, exp_counts


def top2gating(logits, capacity_factor, min_capacity, gumbel=None):
    """sharded_moe.py's top2gating; the gumbel_rsample(logits.shape) draw is the gumbel input."""
    gates = F.softmax(logits, dim=1)

    capacity = _capacity(gates, capacity_factor * 2, min_capacity)

    # Create a mask for 1st's expert per token
    indices1_s = torch.argmax(gates, dim=1)
    num_experts = int(gates.shape[1])
    mask1 = _one_hot(indices1_s, num_classes=num_experts)

    # Create a mask for 2nd's expert per token using Gumbel-max trick
    logits_w_noise = logits + gumbel
    # Replace top-expert with min value
    logits_except1 = logits_w_noise.masked_fill(mask1.bool(), float("-inf"))
    indices2_s = torch.argmax(logits_except1, dim=1)
    mask2 = _one_hot(indices2_s, num_classes=num_experts)

    # Compute locations in capacity buffer
    locations1 = torch.cumsum(mask1, dim=0) - 1
    locations2 = torch.cumsum(mask2, dim=0) - 1
    # Update 2nd's location by accounting for locations of 1st
    locations2 += torch.sum(mask1, dim=0, keepdim=True)

    # gating decisions
    exp_counts = torch.sum(mask1, dim=0).detach().to('cpu')

    # Compute l_aux
    me = torch.mean(gates, dim=0)
    ce = torch.mean(mask1.float(), dim=0)
    l_aux = torch.mean(me * ce) * num_experts * num_experts

    # Remove locations outside capacity from mask
    mask1 *= torch.lt(locations1, capacity)
    mask2 *= torch.lt(locations2, capacity)

    # Store the capacity location for each token
    locations1_s = torch.sum(locations1 * mask1, dim=1)
    locations2_s = torch.sum(locations2 * mask2, dim=1)

    # Normalize gate probabilities
    mask1_float = mask1.float()
    mask2_float = mask2.float()
    gates1_s = einsum("se,se->s", gates, mask1_float)
    gates2_s = einsum("se,se->s", gates, mask2_float)
    denom_s = gates1_s + gates2_s
    # Avoid divide-by-zero
    denom_s = torch.clamp(denom_s, min=torch.finfo(denom_s.dtype).eps)
    gates1_s /= denom_s
    gates2_s /= denom_s

    # Calculate combine_weights and dispatch_mask
    gates1 = einsum("s,se->se", gates1_s, mask1_float)
    gates2 = einsum("s,se->se", gates2_s, mask2_float)
    locations1_sc = _one_hot_to_float(locations1_s, capacity)
    locations2_sc = _one_hot_to_float(locations2_s, capacity)
    combine1_sec = einsum("se,sc->sec", gates1, locations1_sc)
    combine2_sec = einsum("se,sc->sec", gates2, locations2_sc)
    combine_weights = combine1_sec + combine2_sec
    dispatch_mask = combine_weights.bool()

    return l_aux, combine_weights, dispatch_mask, exp_counts


class TopKGate(nn.Module):
    """sharded_moe.py's TopKGate (timers off); the noise of a step is passed in (rts_uniform / gumbel)."""

    def __init__(self, model_dim, num_experts, k=1, capacity_factor=1.0, eval_capacity_factor=1.0, min_capacity=8,
                 noisy_gate_policy=None, drop_tokens=True, use_rts=True):
        super().__init__()
        if k != 1 and k != 2:
            raise ValueError('Only top-1 and top-2 gatings are supported.')
        self.wg = torch.nn.Linear(model_dim, num_experts, bias=False).float()
        self.k = k
        self.capacity_factor = capacity_factor
        self.eval_capacity_factor = eval_capacity_factor
        self.min_capacity = min_capacity
        self.noisy_gate_policy = noisy_gate_policy
        self.drop_tokens = drop_tokens
        self.use_rts = use_rts

    def forward(self, input, used_token=None, noise=None):
        if self.wg.weight.dtype != torch.float32:
            self.wg = self.wg.float()
        input_fp32 = input.float()
        logits = self.wg(input_fp32)
        if self.k == 1:
            gate_output = top1gating(logits, self.capacity_factor if self.training else self.eval_capacity_factor,
                                     self.min_capacity, used_token,
                                     self.noisy_gate_policy if self.training else None, self.drop_tokens,
                                     self.use_rts, rts_uniform=noise)
        else:
            gate_output = top2gating(logits, self.capacity_factor if self.training else self.eval_capacity_factor,
                                     self.min_capacity, gumbel=noise)
        return gate_output


class MOELayer(nn.Module):
    """sharded_moe.py's MOELayer (use_tutel False, as in the releases that always call _AllToAll; ep_group None
    at one rank)."""

    def __init__(self, gate, experts, ep_group_name, ep_size, num_local_experts):
        super().__init__()
        self.gate = gate
        self.experts = experts
        self.ep_group = None
        self.ep_size = ep_size
        self.ep_group_name = ep_group_name
        self.num_local_experts = num_local_experts

    def forward(self, *input, noise=None):
        # Implement Algorithm 2 from GShard paper.
        d_model = input[0].shape[-1]
        # Initial implementation -> Reshape into S tokens by dropping sequence dimension.
        reshaped_input = input[0].reshape(-1, d_model)
        self.l_aux, combine_weights, dispatch_mask, self.exp_counts = self.gate(reshaped_input, input[1], noise)
        dispatched_input = einsum("sec,sm->ecm", dispatch_mask.type_as(input[0]), reshaped_input)
        dispatched_input = _AllToAll.apply(self.ep_group, dispatched_input)
        # Re-shape after all-to-all: ecm -> gecm
        dispatched_input = dispatched_input.reshape(self.ep_size, self.num_local_experts, -1, d_model)
        expert_output = self.experts(dispatched_input)
        expert_output = _AllToAll.apply(self.ep_group, expert_output)
        # Re-shape back: gecm -> ecm
        expert_output = expert_output.reshape(self.ep_size * self.num_local_experts, -1, d_model)
        combined_output = einsum("sec,ecm->sm", combine_weights.type_as(input[0]), expert_output)
        a = combined_output.reshape(input[0].shape)
        return a


class Experts(nn.Module):
    """deepspeed/moe/experts.py's Experts: num_local_experts deep copies of the expert, chunk over dim 1, cat."""

    def __init__(self, expert, num_local_experts=1, expert_group_name=None):
        super().__init__()
        self.deepspeed_experts = nn.ModuleList([copy.deepcopy(expert) for i in range(num_local_experts)])
        self.num_local_experts = num_local_experts
        for expert in self.deepspeed_experts:
            for name, param in expert.named_parameters():
                param.allreduce = False
                param.group_name = expert_group_name

    def forward(self, inputs):
        chunks = inputs.chunk(self.num_local_experts, dim=1)
        expert_outputs = []
        for chunk, expert in zip(chunks, self.deepspeed_experts):
            out = expert(chunk)
            if type(out) is tuple:
                out = out[0]                                                # Ignore the bias term for now
            expert_outputs += [out]
        expert_output = torch.cat(expert_outputs, dim=1)
        return expert_output


class MoE(nn.Module):
    """deepspeed/moe/layer.py's MoE (ep_size 1, use_residual False): returns output, l_aux, exp_counts."""

    def __init__(self, hidden_size, expert, num_experts=1, ep_size=1, k=1, capacity_factor=1.0,
                 eval_capacity_factor=1.0, min_capacity=4, noisy_gate_policy=None, drop_tokens=True, use_rts=True):
        super().__init__()
        self.ep_size = ep_size
        self.expert_group_name = f"ep_size_{self.ep_size}"
        self.num_experts = num_experts
        self.num_local_experts = num_experts // self.ep_size
        experts = Experts(expert, self.num_local_experts, self.expert_group_name)
        self.deepspeed_moe = MOELayer(TopKGate(hidden_size, num_experts, k, capacity_factor, eval_capacity_factor,
                                               min_capacity, noisy_gate_policy, drop_tokens, use_rts),
                                      experts, self.expert_group_name, self.ep_size, self.num_local_experts)

    def forward(self, hidden_states, used_token=None, noise=None):
        output = self.deepspeed_moe(hidden_states, used_token, noise=noise)
        return output, self.deepspeed_moe.l_aux, self.deepspeed_moe.exp_counts


class MoETokenNet(nn.Module):
    """DeepSpeedExamples cifar10_deepspeed.py's MoE use (a list of MoE layers built from one expert module, so
    every layer's Experts deep-copy the same MLP) on tokens: fc_in + ReLU, each MoE layer added residually (as
    Megatron-DeepSpeed's transformer layer adds its MoE MLP, so a token dropped by the capacity keeps its
    state), fc_out; returns the logits and the summed l_aux."""

    def __init__(self, dim=16, hidden=32, num_experts=4, classes=5):
        super().__init__()
        self.fc_in = nn.Linear(dim, dim)
        expert = nn.Sequential(nn.Linear(dim, hidden), nn.ReLU(), nn.Linear(hidden, dim))
        self.moe_layer_list = nn.ModuleList([
            MoE(hidden_size=dim, expert=expert, num_experts=num_experts, ep_size=1, k=1, min_capacity=4,
                use_rts=True),
            MoE(hidden_size=dim, expert=expert, num_experts=num_experts, ep_size=1, k=2, min_capacity=4)])
        self.fc_out = nn.Linear(dim, classes)

    def forward(self, x, rts_uniform, gumbel):
        x = F.relu(self.fc_in(x))
        l_aux_total = 0.0
        for layer, noise in zip(self.moe_layer_list, (rts_uniform, gumbel)):
            out, l_aux, _ = layer(x, noise=noise)
            x = x + out
            l_aux_total = l_aux_total + l_aux
        return self.fc_out(x), l_aux_total


def _moe_loss(outputs, labels, aux_coef=0.01):
    logits, l_aux = outputs
    return F.cross_entropy(logits.reshape(-1, logits.shape[-1]), labels.reshape(-1)) + aux_coef * l_aux


# ------------------------------------------------------------------ EfficientFormer (snap-research/EfficientFormer)
class Attention(nn.Module):
    """models/efficientformer.py's Attention: q / k / v from one Linear split per head, attention biases
    gathered by a buffer of relative offsets (self.ab cached by train(False) only)."""

    def __init__(self, dim=384, key_dim=32, num_heads=8, attn_ratio=4, resolution=7):
        super().__init__()
        self.num_heads = num_heads
        self.scale = key_dim ** -0.5
        self.key_dim = key_dim
        self.nh_kd = nh_kd = key_dim * num_heads
        self.d = int(attn_ratio * key_dim)
        self.dh = int(attn_ratio * key_dim) * num_heads
        self.attn_ratio = attn_ratio
        h = self.dh + nh_kd * 2
        self.N = resolution ** 2
        self.N2 = self.N
        self.qkv = nn.Linear(dim, h)
        self.proj = nn.Linear(self.dh, dim)
        points = list(itertools.product(range(resolution), range(resolution)))
        N = len(points)
        attention_offsets = {}
        idxs = []
        for p1 in points:
            for p2 in points:
                offset = (abs(p1[0] - p2[0]), abs(p1[1] - p2[1]))
                if offset not in attention_offsets:
                    attention_offsets[offset] = len(attention_offsets)
                idxs.append(attention_offsets[offset])
        self.attention_biases = nn.Parameter(torch.zeros(num_heads, len(attention_offsets)))
        self.register_buffer('attention_bias_idxs', torch.LongTensor(idxs).view(N, N))

    @torch.no_grad()
    def train(self, mode=True):
        super().train(mode)
        if mode and hasattr(self, 'ab'):
            del self.ab
        else:
            self.ab = self.attention_biases[:, self.attention_bias_idxs]

    def forward(self, x):  # x (B,N,C)
        B, N, C = x.shape
        qkv = self.qkv(x)
        q, k, v = qkv.reshape(B, N, self.num_heads, -1).split([self.key_dim, self.key_dim, self.d], dim=3)
        q = q.permute(0, 2, 1, 3)
        k = k.permute(0, 2, 1, 3)
        v = v.permute(0, 2, 1, 3)
        attn = ((q @ k.transpose(-2, -1)) * self.scale
                + (self.attention_biases[:, self.attention_bias_idxs] if self.training else self.ab))
        attn = attn.softmax(dim=-1)
        x = (attn @ v).transpose(1, 2).reshape(B, N, self.dh)
        x = self.proj(x)
        return x


def stem(in_chs, out_chs):
    return nn.Sequential(
        nn.Conv2d(in_chs, out_chs // 2, kernel_size=3, stride=2, padding=1),
        nn.BatchNorm2d(out_chs // 2),
        nn.ReLU(),
        nn.Conv2d(out_chs // 2, out_chs, kernel_size=3, stride=2, padding=1),
        nn.BatchNorm2d(out_chs),
        nn.ReLU(), )


class EfEmbedding(nn.Module):
    """efficientformer.py's Embedding: a strided conv + BatchNorm2d downsampling between stages."""

    def __init__(self, patch_size=16, stride=16, padding=0, in_chans=3, embed_dim=768, norm_layer=nn.BatchNorm2d):
        super().__init__()
        self.proj = nn.Conv2d(in_chans, embed_dim, kernel_size=patch_size, stride=stride, padding=padding)
        self.norm = norm_layer(embed_dim) if norm_layer else nn.Identity()

    def forward(self, x):
        x = self.proj(x)
        x = self.norm(x)
        return x


class Flat(nn.Module):
    def forward(self, x):
        x = x.flatten(2).transpose(1, 2)
        return x


class Pooling(nn.Module):
    """PoolFormer pooling token mixer: AvgPool2d(3, 1, 1, count_include_pad=False)(x) - x."""

    def __init__(self, pool_size=3):
        super().__init__()
        self.pool = nn.AvgPool2d(pool_size, stride=1, padding=pool_size // 2, count_include_pad=False)

    def forward(self, x):
        return self.pool(x) - x


class LinearMlp(nn.Module):
    def __init__(self, in_features, hidden_features=None, out_features=None, act_layer=nn.GELU, drop=0.):
        super().__init__()
        out_features = out_features or in_features
        hidden_features = hidden_features or in_features
        self.fc1 = nn.Linear(in_features, hidden_features)
        self.act = act_layer()
        self.drop1 = nn.Dropout(drop)
        self.fc2 = nn.Linear(hidden_features, out_features)
        self.drop2 = nn.Dropout(drop)

    def forward(self, x):
        x = self.fc1(x)
        x = self.act(x)
        x = self.drop1(x)
        x = self.fc2(x)
        x = self.drop2(x)
        return x


class ConvMlp(nn.Module):
    """efficientformer.py's Mlp: 1x1 conv / BN / GELU / 1x1 conv / BN."""

    def __init__(self, in_features, hidden_features=None, out_features=None, act_layer=nn.GELU, drop=0.):
        super().__init__()
        out_features = out_features or in_features
        hidden_features = hidden_features or in_features
        self.fc1 = nn.Conv2d(in_features, hidden_features, 1)
        self.act = act_layer()
        self.fc2 = nn.Conv2d(hidden_features, out_features, 1)
        self.drop = nn.Dropout(drop)
        self.apply(self._init_weights)
        self.norm1 = nn.BatchNorm2d(hidden_features)
        self.norm2 = nn.BatchNorm2d(out_features)

    def _init_weights(self, m):
        if isinstance(m, nn.Conv2d):
            nn.init.trunc_normal_(m.weight, std=.02)
            if m.bias is not None:
                nn.init.constant_(m.bias, 0)

    def forward(self, x):
        x = self.fc1(x)
        x = self.norm1(x)
        x = self.act(x)
        x = self.drop(x)
        x = self.fc2(x)
        x = self.norm2(x)
        x = self.drop(x)
        return x


class Meta3D(nn.Module):
    def __init__(self, dim, mlp_ratio=4., act_layer=nn.GELU, norm_layer=nn.LayerNorm, drop=0.,
                 use_layer_scale=True, layer_scale_init_value=1e-5, attn_kwargs=None):
        super().__init__()
        self.norm1 = norm_layer(dim)
        self.token_mixer = Attention(dim, **(attn_kwargs or {}))
        self.norm2 = norm_layer(dim)
        mlp_hidden_dim = int(dim * mlp_ratio)
        self.mlp = LinearMlp(in_features=dim, hidden_features=mlp_hidden_dim, act_layer=act_layer, drop=drop)
        self.drop_path = nn.Identity()
        self.use_layer_scale = use_layer_scale
        if use_layer_scale:
            self.layer_scale_1 = nn.Parameter(layer_scale_init_value * torch.ones((dim)), requires_grad=True)
            self.layer_scale_2 = nn.Parameter(layer_scale_init_value * torch.ones((dim)), requires_grad=True)

    def forward(self, x):
        if self.use_layer_scale:
            x = x + self.drop_path(self.layer_scale_1.unsqueeze(0).unsqueeze(0) * self.token_mixer(self.norm1(x)))
            x = x + self.drop_path(self.layer_scale_2.unsqueeze(0).unsqueeze(0) * self.mlp(self.norm2(x)))
        else:
            x = x + self.drop_path(self.token_mixer(self.norm1(x)))
            x = x + self.drop_path(self.mlp(self.norm2(x)))
        return x


class Meta4D(nn.Module):
    def __init__(self, dim, pool_size=3, mlp_ratio=4., act_layer=nn.GELU, drop=0.,
                 use_layer_scale=True, layer_scale_init_value=1e-5):
        super().__init__()
        self.token_mixer = Pooling(pool_size=pool_size)
        mlp_hidden_dim = int(dim * mlp_ratio)
        self.mlp = ConvMlp(in_features=dim, hidden_features=mlp_hidden_dim, act_layer=act_layer, drop=drop)
        self.drop_path = nn.Identity()
        self.use_layer_scale = use_layer_scale
        if use_layer_scale:
            self.layer_scale_1 = nn.Parameter(layer_scale_init_value * torch.ones((dim)), requires_grad=True)
            self.layer_scale_2 = nn.Parameter(layer_scale_init_value * torch.ones((dim)), requires_grad=True)

    def forward(self, x):
        if self.use_layer_scale:
            x = x + self.drop_path(self.layer_scale_1.unsqueeze(-1).unsqueeze(-1) * self.token_mixer(x))
            x = x + self.drop_path(self.layer_scale_2.unsqueeze(-1).unsqueeze(-1) * self.mlp(x))
        else:
            x = x + self.drop_path(self.token_mixer(x))
            x = x + self.drop_path(self.mlp(x))
        return x


def meta_blocks(dim, index, layers, pool_size=3, mlp_ratio=4., act_layer=nn.GELU, norm_layer=nn.LayerNorm,
                drop_rate=.0, use_layer_scale=True, layer_scale_init_value=1e-5, vit_num=1, attn_kwargs=None):
    """efficientformer.py's meta_blocks with its `index == 3` (the last of four stages) as the last stage of
    len(layers); drop_path_rate 0."""
    last = len(layers) - 1
    blocks = []
    if index == last and vit_num == layers[index]:
        blocks.append(Flat())
    for block_idx in range(layers[index]):
        if index == last and layers[index] - block_idx <= vit_num:
            blocks.append(Meta3D(dim, mlp_ratio=mlp_ratio, act_layer=act_layer, norm_layer=norm_layer,
                                 drop=drop_rate, use_layer_scale=use_layer_scale,
                                 layer_scale_init_value=layer_scale_init_value, attn_kwargs=attn_kwargs))
        else:
            blocks.append(Meta4D(dim, pool_size=pool_size, mlp_ratio=mlp_ratio, act_layer=act_layer,
                                 drop=drop_rate, use_layer_scale=use_layer_scale,
                                 layer_scale_init_value=layer_scale_init_value))
            if index == last and layers[index] - block_idx - 1 == vit_num:
                blocks.append(Flat())
    return nn.Sequential(*blocks)


class EfficientFormer(nn.Module):
    """efficientformer.py's EfficientFormer (fork_feat False, distillation True)."""

    def __init__(self, layers, embed_dims=None, mlp_ratios=4, downsamples=None, pool_size=3,
                 norm_layer=nn.LayerNorm, act_layer=nn.GELU, num_classes=1000, down_patch_size=3, down_stride=2,
                 down_pad=1, drop_rate=0., use_layer_scale=True, layer_scale_init_value=1e-5, vit_num=0,
                 distillation=True, attn_kwargs=None):
        super().__init__()
        self.num_classes = num_classes
        self.fork_feat = False
        self.patch_embed = stem(3, embed_dims[0])
        network = []
        for i in range(len(layers)):
            stage = meta_blocks(embed_dims[i], i, layers, pool_size=pool_size, mlp_ratio=mlp_ratios,
                                act_layer=act_layer, norm_layer=norm_layer, drop_rate=drop_rate,
                                use_layer_scale=use_layer_scale, layer_scale_init_value=layer_scale_init_value,
                                vit_num=vit_num, attn_kwargs=attn_kwargs)
            network.append(stage)
            if i >= len(layers) - 1:
                break
            if downsamples[i] or embed_dims[i] != embed_dims[i + 1]:
                network.append(EfEmbedding(patch_size=down_patch_size, stride=down_stride, padding=down_pad,
                                           in_chans=embed_dims[i], embed_dim=embed_dims[i + 1]))
        self.network = nn.ModuleList(network)
        self.norm = norm_layer(embed_dims[-1])
        self.head = nn.Linear(embed_dims[-1], num_classes) if num_classes > 0 else nn.Identity()
        self.dist = distillation
        if self.dist:
            self.dist_head = nn.Linear(embed_dims[-1], num_classes) if num_classes > 0 else nn.Identity()
        self.apply(self.cls_init_weights)

    def cls_init_weights(self, m):
        if isinstance(m, nn.Linear):
            nn.init.trunc_normal_(m.weight, std=.02)
            if isinstance(m, nn.Linear) and m.bias is not None:
                nn.init.constant_(m.bias, 0)

    def forward_tokens(self, x):
        for idx, block in enumerate(self.network):
            x = block(x)
        return x

    def forward(self, x):
        x = self.patch_embed(x)
        x = self.forward_tokens(x)
        x = self.norm(x)
        if self.dist:
            cls_out = self.head(x.mean(-2)), self.dist_head(x.mean(-2))
            if not self.training:
                cls_out = (cls_out[0] + cls_out[1]) / 2
        else:
            cls_out = self.head(x.mean(-2))
        return cls_out


class LabelSmoothingCrossEntropy(nn.Module):
    """timm/loss/cross_entropy.py."""

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


def _efficientformer_criterion(alpha=0.5):
    base_criterion = LabelSmoothingCrossEntropy(smoothing=0.1)

    def criterion(outputs, labels, teacher_labels):
        """util/losses.py's DistillationLoss, distillation_type 'hard': the teacher's argmax labels are the
        teacher_labels target (the teacher runs under no_grad; its argmax is all the loss reads)."""
        outputs_kd = None
        if not isinstance(outputs, torch.Tensor):
            outputs, outputs_kd = outputs
        base_loss = base_criterion(outputs, labels)
        distillation_loss = F.cross_entropy(outputs_kd, teacher_labels)
        loss = base_loss * (1 - alpha) + distillation_loss * alpha
        return loss
    return criterion


# ------------------------------------------------------------------ build
def _pick(m, names):
    idx = _where(m, lambda n: n in names)
    assert len(idx) == len(names), (idx, names)
    return idx


def build(name: str, g: torch.Generator, Spec, call, ce):
    if name == "megatron_tp_gpt":
        m = GPTModel(num_layers=2, hidden_size=16, num_attention_heads=4, vocab_size=32, max_position_embeddings=8)
        text = torch.randint(0, 32, (2, 9), generator=g)                   # data['text'], seq_length + 1
        tokens = text[:, :-1].contiguous()
        labels = text[:, 1:].contiguous()
        position_ids = torch.arange(8, dtype=torch.long).unsqueeze(0).expand_as(tokens)
        attention_mask = torch.tril(torch.ones((1, 8, 8))).view(1, 1, 8, 8)
        attention_mask = (attention_mask < 0.5)
        loss_mask = torch.ones(2, 8)
        loss_mask[1, 6:] = 0.0                                               # as after an eod
        return Spec(m, {"tokens": tokens, "position_ids": position_ids, "attention_mask": attention_mask,
                        "labels": labels}, {"loss_mask": loss_mask}, call, _megatron_loss_func,
                    subset=_pick(m, ("language_model.encoder.layers.0.self_attention.query_key_value.weight",
                                     "language_model.encoder.layers.1.mlp.dense_h_to_4h.bias",
                                     "language_model.embedding.position_embeddings.weight")),
                    notes="held out (relate v74): Megatron-LM GPT at tensor-parallel world size 1 "
                          "(megatron/core/tensor_parallel mappings.py / layers.py / cross_entropy.py, "
                          "core/fusions/fused_bias_gelu.py, model/transformer.py / language_model.py / "
                          "gpt_model.py): the identity _CopyTo / _ReduceFrom / _GatherFrom ModelParallelRegion "
                          "Functions, every linear through LinearWithGradAccumulationAndAsyncCommunication "
                          "(2-D view weight grads), GeLUFunction bias GELU, baddbmm attention with layer-number "
                          "scaling and an in-place masked_fill_, tied output layer, _VocabParallelCrossEntropy "
                          "(in-place exp / div_, index_put backward) inside the model; masked mean; non-tail "
                          "subset")
    if name == "revnet_reversible":
        m = RevNetClassifier()
        return Spec(m, {"img": torch.randn(2, 4, 8, 8, generator=g)}, {"labels": torch.tensor([3, 1])}, call, ce,
                    subset=_pick(m, ("rev.reversible_blocks.0.g_block.0.weight",
                                     "rev.reversible_blocks.1.f_block.1.bias", "stem.bias")),
                    notes="held out (relate v74): RevNet-style classifier whose two reversible blocks run in "
                          "revtorch's _ReversibleModuleFunction (forward y1 = x1 + F(x2), y2 = x2 + G(y1) without "
                          "grad, saving only the output; backward rebuilding x2 = y2 - G(y1), x1 = y1 - F(x2) "
                          "block by block, recomputing F and G and differentiating them by explicit conv / "
                          "GroupNorm / ReLU formulas, the parameters passed in as in memcnn); CE; non-tail subset")
    if name == "flash_attn_ref":
        m = FlashEncoderClassifier()
        return Spec(m, {"tokens": torch.randint(0, 24, (2, 8), generator=g)}, {"labels": torch.tensor([2, 0])},
                    call, ce,
                    subset=_pick(m, ("blocks.0.attn.qkv.weight", "blocks.1.norm1.bias", "pos_embed")),
                    notes="held out (relate v74): pre-LN encoder classifier whose attention is a blocked "
                          "FlashAttention-2 custom autograd.Function in plain torch (query / key tiles of 4, "
                          "running max and sum, saving q, k, v, O and the logsumexp; backward recomputing P per "
                          "tile, D = rowsum(dO o O), slice-accumulated dQ / dK / dV); CE; non-tail subset")
    if name == "moe_alltoall_ds":
        m = MoETokenNet()
        x = torch.randn(2, 8, 16, generator=g)
        rts_uniform = torch.rand(16, 4, generator=g)
        gumbel = -torch.log(-torch.log(torch.rand(16, 4, generator=g).clamp(1e-6, 1 - 1e-6)))
        labels = torch.randint(0, 5, (2, 8), generator=g)
        return Spec(m, {"x": x, "rts_uniform": rts_uniform, "gumbel": gumbel}, {"labels": labels}, call, _moe_loss,
                    subset=_pick(m, ("moe_layer_list.0.deepspeed_moe.gate.wg.weight",
                                     "moe_layer_list.1.deepspeed_moe.experts.deepspeed_experts.2.0.bias",
                                     "fc_in.weight")),
                    notes="held out (relate v74): DeepSpeed-MoE (deepspeed/moe/sharded_moe.py, layer.py, "
                          "experts.py): a top-1 (random token selection) and a top-2 (Gumbel second expert) "
                          "TopKGate with capacity, one_hot by scatter_, cumsum locations, einsum dispatch "
                          "sec,sm->ecm and combine sec,ecm->sm around the _AllToAll custom autograd.Function at "
                          "one rank, 4 deep-copied MLP experts per layer chunked and concatenated; CE + 0.01 "
                          "l_aux; non-tail subset")
    if name == "efficientformer_l1":
        m = EfficientFormer(layers=[1, 2], embed_dims=[8, 16], downsamples=[True, True], vit_num=1, num_classes=5,
                            attn_kwargs=dict(key_dim=4, num_heads=2, attn_ratio=4, resolution=4))
        img = torch.randn(2, 3, 32, 32, generator=g)
        return Spec(m, {"img": img}, {"labels": torch.tensor([4, 1]), "teacher_labels": torch.tensor([4, 2])},
                    call, _efficientformer_criterion(),
                    subset=_pick(m, ("network.2.2.token_mixer.attention_biases", "network.0.0.mlp.norm1.weight",
                                     "network.1.proj.bias")),
                    notes="held out (relate v74): EfficientFormer (snap-research/EfficientFormer "
                          "models/efficientformer.py, util/losses.py; timm LabelSmoothingCrossEntropy): conv stem "
                          "with BN, Meta4D blocks (AvgPool - x token mixer, 1x1-conv BN Mlp, layer scales), a "
                          "strided conv + BN Embedding, Flat, a Meta3D block whose attention adds biases gathered "
                          "by a relative-offset index buffer, BN in training mode; head and distillation head, "
                          "hard DistillationLoss; non-tail subset")
    raise KeyError(name)
