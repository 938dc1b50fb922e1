"""Eightieth held-out set for `fxmatch relate` (2026-12-07, /work/pending/heldout_relate_v80).

Written to score main blind: captured once and scored with main's binary and
rules, no engine change in between, and no fxmatch run on these captures
while they were written. Each model re-implements public code at small sizes
(random weights, no downloads), one per kind of model a new user brings: a
hierarchical vision transformer whose attention is scaled cosine attention
with a learned, clamped logit scale and whose position bias comes from a small
MLP over a log-spaced coordinate buffer, with res-post-norm blocks
(microsoft/Swin-Transformer models/swin_transformer_v2.py WindowAttention /
SwinTransformerBlock / PatchMerging / BasicLayer / PatchEmbed /
SwinTransformerV2 (_init_weights, _init_respostnorm), window_partition /
window_reverse; main.py's LabelSmoothingCrossEntropy branch (timm
loss/cross_entropy.py) with mixup off); a ViT whose tokens are merged between
attention and MLP by bipartite soft matching (facebookresearch/ToMe
tome/merge.py bipartite_soft_matching / merge_wavg, tome/patch/timm.py
ToMeBlock / ToMeAttention / make_tome_class / apply_patch (prop_attn True, its
default), tome/utils.py parse_r; the timm vision_transformer.py Attention /
Block / Mlp / PatchEmbed / VisionTransformer it patches, class token, 'token'
pooling); a decoder LM whose attention is the Differential Transformer's
(microsoft/unilm Diff-Transformer/multihead_diffattn.py MultiheadDiffAttn,
repeat_kv, lambda_init_fn; diff/rms_norm.py RMSNorm) with its rotary
embedding through diff/kernel/rotary.py's ApplyRotaryEmb custom
torch.autograd.Function (flash-attn's, its Triton rotary_kernel written as the
torch it computes, interleaved, conjugate in the backward), inside the
paper's LLaMA-style macro design (pre-RMSNorm, SwiGLU); a token tagger of
nn.TransformerEncoderLayers every other one wrapped in Mixture-of-Depths
routing (Mixture-AI/Mixture-of-Depths MoD/MoD.py MoDTransformerBlock: router
and auxiliary MLPs, top-k at a capacity, aux targets scatter_'d into
zeros_like, the auxiliary BCE on the detached input kept as self.aux_loss,
output = x.clone() with the selected rows written back in place; the
per-row boolean-mask selection x[b, topk_decision[b]] is written as the
same rows picked by the sorted top-k indices, which is what it selects, in
that order, with a static shape: torch.compile(fullgraph) cannot trace the
boolean mask's data-dependent shape); and FT-Transformer on a tabular batch
(yandex-research/rtdl bin/ft_transformer.py Tokenizer / MultiheadAttention /
Transformer, lib/deep.py reglu / get_activation_fn / get_nonglu_activation_fn;
the binary-classification branch's binary_cross_entropy_with_logits).
Relatives checked (by name and docstring over v2-v79): v69's swin_block_cls
and tv_swin_mini are Swin V1 (dot-product attention, a learned
relative_position_bias_table, pre-norm), v57's MaxViT also a bias table;
no set has cosine attention with logit_scale, a continuous position bias MLP
or res-post-norm. v37's EViT token pruning keeps the attentive tokens by
argsort / gather and fuses the rest (no bipartite matching, scatter_reduce
merge, size-weighted average or proportional attention by size.log()).
v75's Unsloth Fast_RoPE_Embedding Function rotates halves with -sin in the
backward (here: flash-attn's interleaved kernel, an empty_like output written
by copy_, cos / sin saved, the output scaled in place by q *= scaling through
a transpose view), and no set subtracts two softmax maps weighted by a
reparametrised lambda (v63's "differential" is unrelated). v48's Switch / v74's
DeepSpeed MoE route tokens to experts; no set routes tokens around a block by
a capacity top-k (Mixture-of-Depths) with an auxiliary predictor on the
detached input. v54's AutoInt and v68's DIN attend over field embeddings;
none has FT-Transformer's feature tokenizer (a ones column times a weight
row for [CLS], a zero bias row concatenated, offsets buffer into one
Embedding), its first layer without norm0, ReGLU, or the last layer's
query restricted to x_residual[:, :1] with x sliced to match. Every dropout
is p = 0 and stochastic depth 0; like heldout_relate.py's models they never
enter the zoo.

  swinv2_cpb_cls    x [2, 3, 16, 16] (randn); to the criterion labels [2] (5 classes) -> SwinTransformerV2(img_size 16,
                   patch_size 2, embed_dim 8, depths [2, 2], num_heads [2, 4], window_size 4, mlp_ratio 4, qkv_bias,
                   drop_path_rate 0, ape False, patch_norm True, pretrained_window_sizes [0, 0]) with the source's
                   init (trunc_normal(0.02) Linears with zero bias, LayerNorm 1 / 0, then _init_respostnorm: every
                   block's norm1 / norm2 weight and bias 0): PatchEmbed conv 2x2 stride 2 -> flatten / transpose ->
                   LayerNorm; stage 1 at 8 x 8 (block 0 plain windows, block 1 shifted by 2 with the attn_mask buffer
                   of -100 / 0 built from img_mask slices, torch.roll both ways), PatchMerging (the four strided
                   slices cat'ed, view, reduction Linear(32, 16, no bias) THEN LayerNorm(16)), stage 2 at 4 x 4
                   (window = resolution: no shift, no mask); WindowAttention: qkv bias = cat(q_bias,
                   zeros_like(v_bias, requires_grad=False), v_bias) into F.linear, reshape / permute, cosine attention
                   F.normalize(q) @ F.normalize(k)^T times clamp(logit_scale, max=log(1 / 0.01)).exp() (logit_scale
                   [heads, 1, 1] = log 10), continuous position bias cpb_mlp = Linear(2, 512) ReLU(inplace) Linear(512,
                   heads, no bias) on the relative_coords_table buffer (sign(t) log2(|8 t| + 1) / log2 8 over
                   -(ws-1)..ws-1 normalised by ws-1) gathered by the relative_position_index buffer, 16 sigmoid(.),
                   + mask, nn.Softmax, attn @ v, proj; block: x = shortcut + norm1(attn(x)), x = x + norm2(mlp(x))
                   (res-post-norm); final LayerNorm, AdaptiveAvgPool1d over tokens, flatten, head Linear(16, 5);
                   criterion timm LabelSmoothingCrossEntropy(smoothing 0.1) (log_softmax, gather at the target,
                   mean over classes, 0.9 nll + 0.1 smooth, mean); subset = layers.0.blocks.1.attn.logit_scale,
                   layers.0.blocks.0.attn.q_bias, layers.1.blocks.1.attn.cpb_mlp.2.weight.
  tome_vit_cls      x [2, 3, 16, 16] (randn); to the criterion labels [2] (5 classes) -> timm-layout VisionTransformer
                   (img_size 16, patch_size 4, embed_dim 16, depth 3, num_heads 2, mlp_ratio 2, qkv_bias, class token,
                   global_pool 'token', LayerNorm eps 1e-6; trunc_normal(0.02) pos_embed and Linears with zero
                   biases, cls_token normal(1e-6)) patched by ToMe's apply_patch (trace_source False, prop_attn True)
                   with model.r = 4 (parse_r -> [4, 4, 4]: 17 -> 13 -> 9 -> 5 tokens): patch conv, cat(cls_token
                   expanded, x) + pos_embed; ToMeBlock: ToMeAttention(norm1(x), size) = timm's explicit attention
                   (qkv reshape / permute, q @ k^T * scale, + size.log()[:, None, None, :, 0] from the second block
                   on, softmax, @ v, proj) returning also k.mean(1) as the metric; x = x + attn; then
                   bipartite_soft_matching(metric, r, class_token True) under torch.no_grad (metric / its norm,
                   alternate tokens a = [..., ::2, :] / b = [..., 1::2, :], scores = a @ b^T, scores[..., 0, :] =
                   -inf in place (the class token is never merged), max / argmax, argsort descending, unm / src
                   split, dst_idx by gather, unm_idx sorted); merge_wavg: size = ones_like(x[..., 0, None]) in the
                   first block, merge(x * size, 'sum') = gather unmerged / merged sources of the even tokens,
                   dst.scatter_reduce(-2, dst_idx, src, 'sum') on the odd tokens, cat(unm, dst); size merged the
                   same way; x / size; the size carried to the next block through model._tome_info; x = x +
                   mlp(norm2(x)); final norm, x[:, 0], head Linear(16, 5); criterion F.cross_entropy; subset =
                   cls_token, blocks.1.attn.qkv.weight, blocks.2.norm2.bias.
  diff_transformer_lm  input_ids [2, 12] (vocab 48); to the criterion labels [2, 12] -> DiffTransformerLM (embed 32, 2
                   layers, LLaMA-style: RMSNorm(eps 1e-5, affine) -> MultiheadDiffAttn(embed_dim 32, depth = layer
                   index, num_heads 2, num_kv_heads 1: head_dim 8, n_rep 2, q_proj 32 -> 32, k_proj / v_proj 32 -> 16,
                   out_proj, all without bias; lambda_q1 / k1 / q2 / k2 [8] normal(0, 0.1); subln = RMSNorm(16, eps
                   1e-5, elementwise_affine False)) + residual, RMSNorm -> SwiGLU (w2(silu(w1 x) * w3 x), 32 -> 64 ->
                   32, no bias) + residual; final RMSNorm, lm_head Linear(32, 48, no bias)): rel_pos = (cos, sin) of
                   outer(arange(12), inv_freq) (inv_freq a buffer, base 10000, rotary dim 8) computed in the forward
                   as flash-attn's RotaryEmbedding cache does; q viewed [2, 12, 4, 8], k [2, 12, 2, 8], v [2, 12, 1,
                   16]; q and k through ApplyRotaryEmb.apply(x, cos, sin, interleaved True) (custom Function: forward
                   = apply_rotary: output = empty_like(x), the kernel's x0 = x, x1 = x at the swapped pair index,
                   cos / sin repeated per pair, where(even, x0 cos - x1 sin, x0 cos + x1 sin) copy_'d into output;
                   save_for_backward(cos, sin, cu_seqlens = None); backward: apply_rotary(do, cos, sin, conjugate)
                   (sin negated), no clone since interleaved); q.transpose(1, 2), repeat_kv of k / v (expand /
                   reshape), q *= scaling in place (on the Function output's transpose view), attn_weights = q @ k^T,
                   the causal mask triu(zeros.fill_(-inf), 1) made in the forward, nan_to_num, attn_weights +=
                   attn_mask in place, softmax(dtype float32).type_as, lambda_1 / lambda_2 = exp(sum(lambda_q * lambda_k))
                   .type_as(q), lambda_full = lambda_1 - lambda_2 + lambda_init (0.8 - 0.6 exp(-0.3 depth)), view [2, 2,
                   2, 12, 12], w[:, :, 0] - lambda_full w[:, :, 1], @ v, subln, * (1 - lambda_init), transpose /
                   reshape, out_proj; criterion cross entropy over the flattened logits; subset =
                   layers.0.attn.lambda_q1, layers.1.attn.lambda_k2, layers.1.attn.k_proj.weight.
  mod_encoder_tagger  input_ids [2, 16] (vocab 40); to the criterion tags [2, 16] (6 tags) -> MoDTagger (d_model 16,
                   learned position embedding [1, 16, 16] (normal 0.02), 4 nn.TransformerEncoderLayer(d_model 16,
                   nhead 2, dim_feedforward 32, dropout 0, batch_first, norm_first), the second and fourth wrapped in
                   MoDTransformerBlock(capacity 0.25 -> k = 4 of 16), final LayerNorm, Linear(16, 6)):
                   MoDTransformerBlock: router_weights = router_mlp(x).squeeze(-1) (Linear(16, 1)); topk(k).indices;
                   aux_targets = zeros_like(router_weights).scatter_(1, topk_indices, 1.0); aux_logits =
                   aux_mlp(x.detach()).squeeze(-1); aux_decision = (sigmoid(aux_logits) > 0.5).float() (computed and
                   unused in training, as in the source); self.aux_loss = BCE-with-logits(aux_logits, aux_targets);
                   output = x.clone(); per row b: the selected rows (sorted top-k indices) index_select'ed from x[b]
                   and router_weights[b], transformer_block(selected.unsqueeze(0)) * weights (the wrapped layer run
                   once per row, on 4 tokens), squeeze(0), written back by output[b, idx] = . (index_put_ in place);
                   the tagger returns (logits, the two blocks' aux_loss added) and the criterion is CE over the
                   flattened tags + aux (the source's "loss + aux_loss"); subset = layers.1.router_mlp.weight,
                   layers.3.aux_mlp.bias, layers.3.transformer_block.linear1.weight.
  ft_transformer_bin  x_num [8, 4] (randn), x_cat [8, 2] (cardinalities 3 and 5); to the criterion y [8] (0 / 1 as
                   float) -> rtdl Transformer(d_numerical 4, categories [3, 5], token_bias True, n_layers 2, d_token 16,
                   n_heads 2, d_ffn_factor 4 / 3 (d_hidden 21), dropouts 0, activation reglu, prenormalization True,
                   initialization kaiming, kv_compression None, d_out 1): Tokenizer: cat(ones [8, 1], x_num),
                   weight[None] * x_num[:, :, None] (weight [5, 16]: the [CLS] row first), cat with
                   category_embeddings(x_cat + category_offsets[None]) (offsets buffer cumsum([0, 3])), + cat(zeros [1,
                   16], bias [6, 16])[None]; layer 0 has no norm0 (prenormalization), the others do; attention: W_q /
                   W_k / W_v / W_out Linears (zero biases), _reshape to [b * heads, n, d_head], softmax(q @ k^T /
                   sqrt(d_head)), @ v, reshape back, W_out; the last layer's query is x_residual[:, :1] ([CLS]) and x
                   is sliced x[:, :1] to match before the residual add; FFN norm1 -> linear0 (16 -> 42) -> reglu (a,
                   b = chunk(2); a * relu(b)) -> linear1 (21 -> 16) + residual; x[:, 0], last_normalization
                   LayerNorm, relu (get_nonglu_activation_fn('reglu')), head Linear(16, 1), squeeze(-1); criterion
                   F.binary_cross_entropy_with_logits; subset = tokenizer.weight, tokenizer.category_embeddings.weight,
                   head.bias (the feature tokenizer and the head, fine-tuned).
No subset above is a tail.
"""
from __future__ import annotations

import math
import typing as ty

import torch
import torch.nn as nn
import torch.nn.functional as F
import torch.nn.init as nn_init
from .heldout_subsets import where as _where

V80 = ["swinv2_cpb_cls", "tome_vit_cls", "diff_transformer_lm", "mod_encoder_tagger", "ft_transformer_bin"]


def _to_2tuple(x):
    return tuple(x) if isinstance(x, (list, tuple)) else (x, x)


# ------------------------------------------------------------------ microsoft/Swin-Transformer models/swin_transformer_v2.py
class SwinV2Mlp(nn.Module):
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


def swin_window_partition(x, window_size):
    B, H, W, C = x.shape
    x = x.view(B, H // window_size, window_size, W // window_size, window_size, C)
    windows = x.permute(0, 1, 3, 2, 4, 5).contiguous().view(-1, window_size, window_size, C)
    return windows


def swin_window_reverse(windows, window_size, H, W):
    B = int(windows.shape[0] / (H * W / window_size / window_size))
    x = windows.view(B, H // window_size, W // window_size, window_size, window_size, -1)
    x = x.permute(0, 1, 3, 2, 4, 5).contiguous().view(B, H, W, -1)
    return x


class SwinV2WindowAttention(nn.Module):
    def __init__(self, dim, window_size, num_heads, qkv_bias=True, attn_drop=0.0, proj_drop=0.0,
                 pretrained_window_size=(0, 0)):
        super().__init__()
        self.dim = dim
        self.window_size = window_size  # Wh, Ww
        self.pretrained_window_size = pretrained_window_size
        self.num_heads = num_heads

        self.logit_scale = nn.Parameter(torch.log(10 * torch.ones((num_heads, 1, 1))), requires_grad=True)

        # mlp to generate continuous relative position bias
        self.cpb_mlp = nn.Sequential(nn.Linear(2, 512, bias=True), nn.ReLU(inplace=True),
                                     nn.Linear(512, num_heads, bias=False))

        # get relative_coords_table
        relative_coords_h = torch.arange(-(self.window_size[0] - 1), self.window_size[0], dtype=torch.float32)
        relative_coords_w = torch.arange(-(self.window_size[1] - 1), self.window_size[1], dtype=torch.float32)
        relative_coords_table = torch.stack(torch.meshgrid([relative_coords_h, relative_coords_w], indexing="ij")) \
            .permute(1, 2, 0).contiguous().unsqueeze(0)  # 1, 2*Wh-1, 2*Ww-1, 2
        if pretrained_window_size[0] > 0:
            relative_coords_table[:, :, :, 0] /= pretrained_window_size[0] - 1
            relative_coords_table[:, :, :, 1] /= pretrained_window_size[1] - 1
        else:
            relative_coords_table[:, :, :, 0] /= self.window_size[0] - 1
            relative_coords_table[:, :, :, 1] /= self.window_size[1] - 1
        relative_coords_table *= 8  # normalize to -8, 8
        relative_coords_table = torch.sign(relative_coords_table) * torch.log2(
            torch.abs(relative_coords_table) + 1.0) / math.log2(8)
        self.register_buffer("relative_coords_table", relative_coords_table)

        # get pair-wise relative position index for each token inside the window
        coords_h = torch.arange(self.window_size[0])
        coords_w = torch.arange(self.window_size[1])
        coords = torch.stack(torch.meshgrid([coords_h, coords_w], indexing="ij"))  # 2, Wh, Ww
        coords_flatten = torch.flatten(coords, 1)  # 2, Wh*Ww
        relative_coords = coords_flatten[:, :, None] - coords_flatten[:, None, :]  # 2, Wh*Ww, Wh*Ww
        relative_coords = relative_coords.permute(1, 2, 0).contiguous()  # Wh*Ww, Wh*Ww, 2
        relative_coords[:, :, 0] += self.window_size[0] - 1  # shift to start from 0
        relative_coords[:, :, 1] += self.window_size[1] - 1
        relative_coords[:, :, 0] *= 2 * self.window_size[1] - 1
        relative_position_index = relative_coords.sum(-1)  # Wh*Ww, Wh*Ww
        self.register_buffer("relative_position_index", relative_position_index)

        self.qkv = nn.Linear(dim, dim * 3, bias=False)
        if qkv_bias:
            self.q_bias = nn.Parameter(torch.zeros(dim))
            self.v_bias = nn.Parameter(torch.zeros(dim))
        else:
            self.q_bias = None
            self.v_bias = None
        self.attn_drop = nn.Dropout(attn_drop)
        self.proj = nn.Linear(dim, dim)
        self.proj_drop = nn.Dropout(proj_drop)
        self.softmax = nn.Softmax(dim=-1)

    def forward(self, x, mask=None):
        B_, N, C = x.shape
        qkv_bias = None
        if self.q_bias is not None:
            qkv_bias = torch.cat((self.q_bias, torch.zeros_like(self.v_bias, requires_grad=False), self.v_bias))
        qkv = F.linear(input=x, weight=self.qkv.weight, bias=qkv_bias)
        qkv = qkv.reshape(B_, N, 3, self.num_heads, -1).permute(2, 0, 3, 1, 4)
        q, k, v = qkv[0], qkv[1], qkv[2]

        # cosine attention
        attn = F.normalize(q, dim=-1) @ F.normalize(k, dim=-1).transpose(-2, -1)
        logit_scale = torch.clamp(self.logit_scale, max=torch.log(torch.tensor(1.0 / 0.01))).exp()
        attn = attn * logit_scale

        relative_position_bias_table = self.cpb_mlp(self.relative_coords_table).view(-1, self.num_heads)
        relative_position_bias = relative_position_bias_table[self.relative_position_index.view(-1)].view(
            self.window_size[0] * self.window_size[1], self.window_size[0] * self.window_size[1], -1)
        relative_position_bias = relative_position_bias.permute(2, 0, 1).contiguous()  # nH, Wh*Ww, Wh*Ww
        relative_position_bias = 16 * torch.sigmoid(relative_position_bias)
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


class SwinV2Block(nn.Module):
    def __init__(self, dim, input_resolution, num_heads, window_size=7, shift_size=0, mlp_ratio=4.0, qkv_bias=True,
                 drop=0.0, attn_drop=0.0, drop_path=0.0, act_layer=nn.GELU, norm_layer=nn.LayerNorm,
                 pretrained_window_size=0):
        super().__init__()
        self.dim = dim
        self.input_resolution = input_resolution
        self.num_heads = num_heads
        self.window_size = window_size
        self.shift_size = shift_size
        self.mlp_ratio = mlp_ratio
        if min(self.input_resolution) <= self.window_size:
            # if window size is larger than input resolution, we don't partition windows
            self.shift_size = 0
            self.window_size = min(self.input_resolution)
        assert 0 <= self.shift_size < self.window_size, "shift_size must in 0-window_size"

        self.norm1 = norm_layer(dim)
        self.attn = SwinV2WindowAttention(dim, window_size=_to_2tuple(self.window_size), num_heads=num_heads,
                                          qkv_bias=qkv_bias, attn_drop=attn_drop, proj_drop=drop,
                                          pretrained_window_size=_to_2tuple(pretrained_window_size))
        assert drop_path == 0.0
        self.drop_path = nn.Identity()
        self.norm2 = norm_layer(dim)
        mlp_hidden_dim = int(dim * mlp_ratio)
        self.mlp = SwinV2Mlp(in_features=dim, hidden_features=mlp_hidden_dim, act_layer=act_layer, drop=drop)

        if self.shift_size > 0:
            # calculate attention mask for SW-MSA
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
            mask_windows = swin_window_partition(img_mask, self.window_size)  # nW, window_size, window_size, 1
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
        x = x.view(B, H, W, C)

        # cyclic shift
        if self.shift_size > 0:
            shifted_x = torch.roll(x, shifts=(-self.shift_size, -self.shift_size), dims=(1, 2))
        else:
            shifted_x = x

        # partition windows
        x_windows = swin_window_partition(shifted_x, self.window_size)  # nW*B, window_size, window_size, C
        x_windows = x_windows.view(-1, self.window_size * self.window_size, C)

        # W-MSA/SW-MSA
        attn_windows = self.attn(x_windows, mask=self.attn_mask)

        # merge windows
        attn_windows = attn_windows.view(-1, self.window_size, self.window_size, C)
        shifted_x = swin_window_reverse(attn_windows, self.window_size, H, W)  # B H' W' C

        # reverse cyclic shift
        if self.shift_size > 0:
            x = torch.roll(shifted_x, shifts=(self.shift_size, self.shift_size), dims=(1, 2))
        else:
            x = shifted_x
        x = x.view(B, H * W, C)
        x = shortcut + self.drop_path(self.norm1(x))

        # FFN
        x = x + self.drop_path(self.norm2(self.mlp(x)))
        return x


class SwinV2PatchMerging(nn.Module):
    def __init__(self, input_resolution, dim, norm_layer=nn.LayerNorm):
        super().__init__()
        self.input_resolution = input_resolution
        self.dim = dim
        self.reduction = nn.Linear(4 * dim, 2 * dim, bias=False)
        self.norm = norm_layer(2 * dim)

    def forward(self, x):
        H, W = self.input_resolution
        B, L, C = x.shape
        assert L == H * W, "input feature has wrong size"
        x = x.view(B, H, W, C)
        x0 = x[:, 0::2, 0::2, :]  # B H/2 W/2 C
        x1 = x[:, 1::2, 0::2, :]
        x2 = x[:, 0::2, 1::2, :]
        x3 = x[:, 1::2, 1::2, :]
        x = torch.cat([x0, x1, x2, x3], -1)  # B H/2 W/2 4*C
        x = x.view(B, -1, 4 * C)  # B H/2*W/2 4*C
        x = self.reduction(x)
        x = self.norm(x)
        return x


class SwinV2BasicLayer(nn.Module):
    def __init__(self, dim, input_resolution, depth, num_heads, window_size, mlp_ratio=4.0, qkv_bias=True, drop=0.0,
                 attn_drop=0.0, drop_path=0.0, norm_layer=nn.LayerNorm, downsample=None, use_checkpoint=False,
                 pretrained_window_size=0):
        super().__init__()
        self.dim = dim
        self.input_resolution = input_resolution
        self.depth = depth
        self.use_checkpoint = use_checkpoint
        self.blocks = nn.ModuleList([
            SwinV2Block(dim=dim, input_resolution=input_resolution, num_heads=num_heads, window_size=window_size,
                        shift_size=0 if (i % 2 == 0) else window_size // 2, mlp_ratio=mlp_ratio, qkv_bias=qkv_bias,
                        drop=drop, attn_drop=attn_drop,
                        drop_path=drop_path[i] if isinstance(drop_path, list) else drop_path,
                        norm_layer=norm_layer, pretrained_window_size=pretrained_window_size)
            for i in range(depth)])
        if downsample is not None:
            self.downsample = downsample(input_resolution, dim=dim, norm_layer=norm_layer)
        else:
            self.downsample = None

    def forward(self, x):
        for blk in self.blocks:
            x = blk(x)
        if self.downsample is not None:
            x = self.downsample(x)
        return x

    def _init_respostnorm(self):
        for blk in self.blocks:
            nn.init.constant_(blk.norm1.bias, 0)
            nn.init.constant_(blk.norm1.weight, 0)
            nn.init.constant_(blk.norm2.bias, 0)
            nn.init.constant_(blk.norm2.weight, 0)


class SwinV2PatchEmbed(nn.Module):
    def __init__(self, img_size=224, patch_size=4, in_chans=3, embed_dim=96, norm_layer=None):
        super().__init__()
        img_size = _to_2tuple(img_size)
        patch_size = _to_2tuple(patch_size)
        patches_resolution = [img_size[0] // patch_size[0], img_size[1] // patch_size[1]]
        self.img_size = img_size
        self.patch_size = patch_size
        self.patches_resolution = patches_resolution
        self.num_patches = patches_resolution[0] * patches_resolution[1]
        self.in_chans = in_chans
        self.embed_dim = embed_dim
        self.proj = nn.Conv2d(in_chans, embed_dim, kernel_size=patch_size, stride=patch_size)
        self.norm = norm_layer(embed_dim) if norm_layer is not None else None

    def forward(self, x):
        B, C, H, W = x.shape
        assert H == self.img_size[0] and W == self.img_size[1]
        x = self.proj(x).flatten(2).transpose(1, 2)  # B Ph*Pw C
        if self.norm is not None:
            x = self.norm(x)
        return x


class SwinTransformerV2(nn.Module):
    def __init__(self, img_size=224, patch_size=4, in_chans=3, num_classes=1000, embed_dim=96, depths=(2, 2, 6, 2),
                 num_heads=(3, 6, 12, 24), window_size=7, mlp_ratio=4.0, qkv_bias=True, drop_rate=0.0,
                 attn_drop_rate=0.0, drop_path_rate=0.1, norm_layer=nn.LayerNorm, ape=False, patch_norm=True,
                 use_checkpoint=False, pretrained_window_sizes=(0, 0, 0, 0)):
        super().__init__()
        self.num_classes = num_classes
        self.num_layers = len(depths)
        self.embed_dim = embed_dim
        self.ape = ape
        self.patch_norm = patch_norm
        self.num_features = int(embed_dim * 2 ** (self.num_layers - 1))
        self.mlp_ratio = mlp_ratio
        self.patch_embed = SwinV2PatchEmbed(img_size=img_size, patch_size=patch_size, in_chans=in_chans,
                                            embed_dim=embed_dim, norm_layer=norm_layer if self.patch_norm else None)
        patches_resolution = self.patch_embed.patches_resolution
        self.patches_resolution = patches_resolution
        assert not self.ape
        self.pos_drop = nn.Dropout(p=drop_rate)
        dpr = [x.item() for x in torch.linspace(0, drop_path_rate, sum(depths))]  # stochastic depth decay rule
        self.layers = nn.ModuleList()
        for i_layer in range(self.num_layers):
            layer = SwinV2BasicLayer(
                dim=int(embed_dim * 2 ** i_layer),
                input_resolution=(patches_resolution[0] // (2 ** i_layer), patches_resolution[1] // (2 ** i_layer)),
                depth=depths[i_layer], num_heads=num_heads[i_layer], window_size=window_size,
                mlp_ratio=self.mlp_ratio, qkv_bias=qkv_bias, drop=drop_rate, attn_drop=attn_drop_rate,
                drop_path=dpr[sum(depths[:i_layer]):sum(depths[:i_layer + 1])], norm_layer=norm_layer,
                downsample=SwinV2PatchMerging if (i_layer < self.num_layers - 1) else None,
                use_checkpoint=use_checkpoint, pretrained_window_size=pretrained_window_sizes[i_layer])
            self.layers.append(layer)
        self.norm = norm_layer(self.num_features)
        self.avgpool = nn.AdaptiveAvgPool1d(1)
        self.head = nn.Linear(self.num_features, num_classes) if num_classes > 0 else nn.Identity()
        self.apply(self._init_weights)
        for bly in self.layers:
            bly._init_respostnorm()

    def _init_weights(self, m):
        if isinstance(m, nn.Linear):
            nn.init.trunc_normal_(m.weight, std=0.02)
            if isinstance(m, nn.Linear) and m.bias is not None:
                nn.init.constant_(m.bias, 0)
        elif isinstance(m, nn.LayerNorm):
            nn.init.constant_(m.bias, 0)
            nn.init.constant_(m.weight, 1.0)

    def forward_features(self, x):
        x = self.patch_embed(x)
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


def label_smoothing_ce(x, target, smoothing=0.1):
    """timm loss/cross_entropy.py LabelSmoothingCrossEntropy.forward."""
    confidence = 1.0 - smoothing
    logprobs = F.log_softmax(x, dim=-1)
    nll_loss = -logprobs.gather(dim=-1, index=target.unsqueeze(1))
    nll_loss = nll_loss.squeeze(1)
    smooth_loss = -logprobs.mean(dim=-1)
    loss = confidence * nll_loss + smoothing * smooth_loss
    return loss.mean()


# ------------------------------------------------------------------ timm vision_transformer.py (the classes ToMe patches)
class TimmMlp(nn.Module):
    def __init__(self, in_features, hidden_features=None, out_features=None, act_layer=nn.GELU, bias=True, drop=0.0):
        super().__init__()
        out_features = out_features or in_features
        hidden_features = hidden_features or in_features
        self.fc1 = nn.Linear(in_features, hidden_features, bias=bias)
        self.act = act_layer()
        self.drop1 = nn.Dropout(drop)
        self.norm = nn.Identity()
        self.fc2 = nn.Linear(hidden_features, out_features, bias=bias)
        self.drop2 = nn.Dropout(drop)

    def forward(self, x):
        x = self.fc1(x)
        x = self.act(x)
        x = self.drop1(x)
        x = self.norm(x)
        x = self.fc2(x)
        x = self.drop2(x)
        return x


class TimmAttention(nn.Module):
    def __init__(self, dim, num_heads=8, qkv_bias=False, attn_drop=0.0, proj_drop=0.0):
        super().__init__()
        assert dim % num_heads == 0, "dim should be divisible by num_heads"
        self.num_heads = num_heads
        self.head_dim = dim // num_heads
        self.scale = self.head_dim ** -0.5
        self.qkv = nn.Linear(dim, dim * 3, bias=qkv_bias)
        self.q_norm = nn.Identity()
        self.k_norm = nn.Identity()
        self.attn_drop = nn.Dropout(attn_drop)
        self.proj = nn.Linear(dim, dim)
        self.proj_drop = nn.Dropout(proj_drop)

    def forward(self, x):
        B, N, C = x.shape
        qkv = self.qkv(x).reshape(B, N, 3, self.num_heads, self.head_dim).permute(2, 0, 3, 1, 4)
        q, k, v = qkv.unbind(0)
        q, k = self.q_norm(q), self.k_norm(k)
        q = q * self.scale
        attn = q @ k.transpose(-2, -1)
        attn = attn.softmax(dim=-1)
        attn = self.attn_drop(attn)
        x = attn @ v
        x = x.transpose(1, 2).reshape(B, N, C)
        x = self.proj(x)
        x = self.proj_drop(x)
        return x


class TimmBlock(nn.Module):
    def __init__(self, dim, num_heads, mlp_ratio=4.0, qkv_bias=False, proj_drop=0.0, attn_drop=0.0,
                 act_layer=nn.GELU, norm_layer=nn.LayerNorm):
        super().__init__()
        self.norm1 = norm_layer(dim)
        self.attn = TimmAttention(dim, num_heads=num_heads, qkv_bias=qkv_bias, attn_drop=attn_drop,
                                  proj_drop=proj_drop)
        self.ls1 = nn.Identity()
        self.drop_path1 = nn.Identity()
        self.norm2 = norm_layer(dim)
        self.mlp = TimmMlp(in_features=dim, hidden_features=int(dim * mlp_ratio), act_layer=act_layer,
                           drop=proj_drop)
        self.ls2 = nn.Identity()
        self.drop_path2 = nn.Identity()

    def forward(self, x):
        x = x + self.drop_path1(self.ls1(self.attn(self.norm1(x))))
        x = x + self.drop_path2(self.ls2(self.mlp(self.norm2(x))))
        return x


class TimmPatchEmbed(nn.Module):
    def __init__(self, img_size=224, patch_size=16, in_chans=3, embed_dim=768):
        super().__init__()
        self.img_size = _to_2tuple(img_size)
        self.patch_size = _to_2tuple(patch_size)
        self.grid_size = tuple(s // p for s, p in zip(self.img_size, self.patch_size))
        self.num_patches = self.grid_size[0] * self.grid_size[1]
        self.proj = nn.Conv2d(in_chans, embed_dim, kernel_size=patch_size, stride=patch_size)
        self.norm = nn.Identity()

    def forward(self, x):
        x = self.proj(x)
        x = x.flatten(2).transpose(1, 2)  # NCHW -> NLC
        x = self.norm(x)
        return x


class TimmVisionTransformer(nn.Module):
    def __init__(self, img_size=224, patch_size=16, in_chans=3, num_classes=1000, embed_dim=768, depth=12,
                 num_heads=12, mlp_ratio=4.0, qkv_bias=True, class_token=True, global_pool="token"):
        super().__init__()
        norm_layer = lambda d: nn.LayerNorm(d, eps=1e-6)  # noqa: E731  partial(nn.LayerNorm, eps=1e-6)
        self.num_classes = num_classes
        self.global_pool = global_pool
        self.num_features = self.embed_dim = embed_dim
        self.num_prefix_tokens = 1 if class_token else 0
        self.patch_embed = TimmPatchEmbed(img_size=img_size, patch_size=patch_size, in_chans=in_chans,
                                          embed_dim=embed_dim)
        num_patches = self.patch_embed.num_patches
        self.cls_token = nn.Parameter(torch.zeros(1, 1, embed_dim)) if class_token else None
        self.pos_embed = nn.Parameter(torch.randn(1, num_patches + self.num_prefix_tokens, embed_dim) * 0.02)
        self.pos_drop = nn.Dropout(p=0.0)
        self.patch_drop = nn.Identity()
        self.norm_pre = nn.Identity()
        self.blocks = nn.Sequential(*[
            TimmBlock(dim=embed_dim, num_heads=num_heads, mlp_ratio=mlp_ratio, qkv_bias=qkv_bias,
                      norm_layer=norm_layer) for _ in range(depth)])
        self.norm = norm_layer(embed_dim)
        self.fc_norm = nn.Identity()
        self.head_drop = nn.Dropout(0.0)
        self.head = nn.Linear(self.embed_dim, num_classes) if num_classes > 0 else nn.Identity()
        # init_weights('') : trunc_normal pos_embed, normal(1e-6) cls_token, init_weights_vit_timm on modules
        nn.init.trunc_normal_(self.pos_embed, std=0.02)
        if self.cls_token is not None:
            nn.init.normal_(self.cls_token, std=1e-6)
        for m in self.modules():
            if isinstance(m, nn.Linear):
                nn.init.trunc_normal_(m.weight, std=0.02)
                if m.bias is not None:
                    nn.init.zeros_(m.bias)

    def _pos_embed(self, x):
        x = torch.cat([self.cls_token.expand(x.shape[0], -1, -1), x], dim=1)
        x = x + self.pos_embed
        return self.pos_drop(x)

    def forward_features(self, x):
        x = self.patch_embed(x)
        x = self._pos_embed(x)
        x = self.patch_drop(x)
        x = self.norm_pre(x)
        x = self.blocks(x)
        x = self.norm(x)
        return x

    def forward_head(self, x, pre_logits=False):
        if self.global_pool:
            x = x[:, self.num_prefix_tokens:].mean(dim=1) if self.global_pool == "avg" else x[:, 0]
        x = self.fc_norm(x)
        x = self.head_drop(x)
        return x if pre_logits else self.head(x)

    def forward(self, x):
        x = self.forward_features(x)
        x = self.forward_head(x)
        return x


# ------------------------------------------------------------------ facebookresearch/ToMe tome/merge.py, tome/utils.py
def tome_do_nothing(x, mode=None):
    return x


def bipartite_soft_matching(metric, r, class_token=False, distill_token=False):
    protected = 0
    if class_token:
        protected += 1
    if distill_token:
        protected += 1

    # We can only reduce by a maximum of 50% tokens
    t = metric.shape[1]
    r = min(r, (t - protected) // 2)

    if r <= 0:
        return tome_do_nothing, tome_do_nothing

    with torch.no_grad():
        metric = metric / metric.norm(dim=-1, keepdim=True)
        a, b = metric[..., ::2, :], metric[..., 1::2, :]
        scores = a @ b.transpose(-1, -2)

        if class_token:
            scores[..., 0, :] = -math.inf
        if distill_token:
            scores[..., :, 0] = -math.inf

        node_max, node_idx = scores.max(dim=-1)
        edge_idx = node_max.argsort(dim=-1, descending=True)[..., None]

        unm_idx = edge_idx[..., r:, :]  # Unmerged Tokens
        src_idx = edge_idx[..., :r, :]  # Merged Tokens
        dst_idx = node_idx[..., None].gather(dim=-2, index=src_idx)

        if class_token:
            # Sort to ensure the class token is at the start
            unm_idx = unm_idx.sort(dim=1)[0]

    def merge(x, mode="mean"):
        src, dst = x[..., ::2, :], x[..., 1::2, :]
        n, t1, c = src.shape
        unm = src.gather(dim=-2, index=unm_idx.expand(n, t1 - r, c))
        src = src.gather(dim=-2, index=src_idx.expand(n, r, c))
        dst = dst.scatter_reduce(-2, dst_idx.expand(n, r, c), src, reduce=mode)

        if distill_token:
            return torch.cat([unm[:, :1], dst[:, :1], unm[:, 1:], dst[:, 1:]], dim=1)
        else:
            return torch.cat([unm, dst], dim=1)

    def unmerge(x):
        unm_len = unm_idx.shape[1]
        unm, dst = x[..., :unm_len, :], x[..., unm_len:, :]
        n, _, c = unm.shape
        src = dst.gather(dim=-2, index=dst_idx.expand(n, r, c))
        out = torch.zeros(n, metric.shape[1], c, device=x.device, dtype=x.dtype)
        out[..., 1::2, :] = dst
        out.scatter_(dim=-2, index=(2 * unm_idx).expand(n, unm_len, c), src=unm)
        out.scatter_(dim=-2, index=(2 * src_idx).expand(n, r, c), src=src)
        return out

    return merge, unmerge


def merge_wavg(merge, x, size=None):
    if size is None:
        size = torch.ones_like(x[..., 0, None])
    x = merge(x * size, mode="sum")
    size = merge(size, mode="sum")
    x = x / size
    return x, size


def parse_r(num_layers, r):
    inflect = 0
    if isinstance(r, list):
        if len(r) < num_layers:
            r = r + [0] * (num_layers - len(r))
        return list(r)
    elif isinstance(r, tuple):
        r, inflect = r
    min_val = int(r * (1.0 - inflect))
    max_val = 2 * r - min_val
    step = (max_val - min_val) / (num_layers - 1)
    return [int(min_val + step * i) for i in range(num_layers)]


# ------------------------------------------------------------------ facebookresearch/ToMe tome/patch/timm.py
class ToMeBlock(TimmBlock):
    def _drop_path1(self, x):
        return self.drop_path1(x) if hasattr(self, "drop_path1") else self.drop_path(x)

    def _drop_path2(self, x):
        return self.drop_path2(x) if hasattr(self, "drop_path2") else self.drop_path(x)

    def forward(self, x):
        attn_size = self._tome_info["size"] if self._tome_info["prop_attn"] else None
        x_attn, metric = self.attn(self.norm1(x), attn_size)
        x = x + self._drop_path1(x_attn)

        r = self._tome_info["r"].pop(0)
        if r > 0:
            # Apply ToMe here
            merge, _ = bipartite_soft_matching(metric, r, self._tome_info["class_token"],
                                               self._tome_info["distill_token"])
            x, self._tome_info["size"] = merge_wavg(merge, x, self._tome_info["size"])

        x = x + self._drop_path2(self.mlp(self.norm2(x)))
        return x


class ToMeAttention(TimmAttention):
    def forward(self, x, size=None):
        B, N, C = x.shape
        qkv = self.qkv(x).reshape(B, N, 3, self.num_heads, C // self.num_heads).permute(2, 0, 3, 1, 4)
        q, k, v = qkv[0], qkv[1], qkv[2]

        attn = (q @ k.transpose(-2, -1)) * self.scale

        # Apply proportional attention
        if size is not None:
            attn = attn + size.log()[:, None, None, :, 0]

        attn = attn.softmax(dim=-1)
        attn = self.attn_drop(attn)

        x = (attn @ v).transpose(1, 2).reshape(B, N, C)
        x = self.proj(x)
        x = self.proj_drop(x)

        # Return k as well here
        return x, k.mean(1)


def make_tome_class(transformer_class):
    class ToMeVisionTransformer(transformer_class):
        def forward(self, *args, **kwdargs):
            self._tome_info["r"] = parse_r(len(self.blocks), self.r)
            self._tome_info["size"] = None
            self._tome_info["source"] = None
            return super().forward(*args, **kwdargs)

    return ToMeVisionTransformer


def tome_apply_patch(model, trace_source=False, prop_attn=True):
    ToMeVisionTransformer = make_tome_class(model.__class__)
    model.__class__ = ToMeVisionTransformer
    model.r = 0
    model._tome_info = {"r": model.r, "size": None, "source": None, "trace_source": trace_source,
                        "prop_attn": prop_attn, "class_token": model.cls_token is not None, "distill_token": False}
    if hasattr(model, "dist_token") and model.dist_token is not None:
        model._tome_info["distill_token"] = True
    for module in model.modules():
        if isinstance(module, TimmBlock):
            module.__class__ = ToMeBlock
            module._tome_info = model._tome_info
        elif isinstance(module, TimmAttention):
            module.__class__ = ToMeAttention


# ------------------------------------------------------------------ microsoft/unilm Diff-Transformer/diff/kernel/rotary.py
def apply_rotary(x, cos, sin, seqlen_offsets=0, cu_seqlens=None, max_seqlen=None, interleaved=False, inplace=False,
                 conjugate=False):
    """flash-attn's apply_rotary; the Triton rotary_kernel it launches is written
    as the torch it computes (fixed batch, integer seqlen_offsets)."""
    assert cu_seqlens is None and isinstance(seqlen_offsets, int)
    batch, seqlen, nheads, headdim = x.shape
    seqlen_ro, rotary_dim = cos.shape
    assert sin.shape == cos.shape
    rotary_dim *= 2
    assert rotary_dim <= headdim, "rotary_dim must be <= headdim"
    assert seqlen_ro >= seqlen, "seqlen_ro must be >= seqlen"
    assert x.dtype == cos.dtype
    cos, sin = cos.contiguous(), sin.contiguous()
    assert seqlen_offsets + seqlen <= seqlen_ro

    output = torch.empty_like(x) if not inplace else x
    if rotary_dim < headdim and not inplace:
        output[..., rotary_dim:].copy_(x[..., rotary_dim:])

    # rotary_kernel: rows rm_cs = rm + SEQLEN_OFFSETS of COS / SIN, loaded as float32
    c = cos[seqlen_offsets:seqlen_offsets + seqlen].float()
    s = sin[seqlen_offsets:seqlen_offsets + seqlen].float()
    if conjugate:
        s = -s
    if not interleaved:
        half = rotary_dim // 2
        x0 = x[..., :half].float()
        x1 = x[..., half:rotary_dim].float()
        c, s = c[None, :, None, :], s[None, :, None, :]
        o0 = x0 * c - x1 * s
        o1 = x0 * s + x1 * c
        output[..., :half].copy_(o0)
        output[..., half:rotary_dim].copy_(o1)
    else:
        # x0 = X[0, 1, 2, 3, ...], x1 = X[1, 0, 3, 2, ...], cos = COS[0, 0, 1, 1, ...]; tl.where picks
        rk = torch.arange(rotary_dim, device=x.device)
        rk_swap = rk + ((rk + 1) % 2) * 2 - 1  # 1, 0, 3, 2, 5, 4, ...
        rk_repeat = rk // 2
        x0 = x[..., :rotary_dim].float()
        x1 = x.index_select(-1, rk_swap).float()
        c = c.index_select(-1, rk_repeat)[None, :, None, :]
        s = s.index_select(-1, rk_repeat)[None, :, None, :]
        x0_cos = x0 * c
        x1_sin = x1 * s
        out = torch.where(rk % 2 == 0, x0_cos - x1_sin, x0_cos + x1_sin)
        output[..., :rotary_dim].copy_(out)
    return output


class ApplyRotaryEmb(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x, cos, sin, interleaved=False, inplace=False, seqlen_offsets=0, cu_seqlens=None,
                max_seqlen=None):
        out = apply_rotary(x, cos, sin, seqlen_offsets=seqlen_offsets, cu_seqlens=cu_seqlens, max_seqlen=max_seqlen,
                           interleaved=interleaved, inplace=inplace)
        if isinstance(seqlen_offsets, int):
            ctx.save_for_backward(cos, sin, cu_seqlens)  # Can't save int with save_for_backward
            ctx.seqlen_offsets = seqlen_offsets
        else:
            ctx.save_for_backward(cos, sin, cu_seqlens, seqlen_offsets)
            ctx.seqlen_offsets = None
        ctx.interleaved = interleaved
        ctx.inplace = inplace
        ctx.max_seqlen = max_seqlen
        return out if not inplace else x

    @staticmethod
    def backward(ctx, do):
        seqlen_offsets = ctx.seqlen_offsets
        if seqlen_offsets is None:
            cos, sin, cu_seqlens, seqlen_offsets = ctx.saved_tensors
        else:
            cos, sin, cu_seqlens = ctx.saved_tensors
        if not ctx.interleaved and not ctx.inplace:
            do = do.clone()
        dx = apply_rotary(do, cos, sin, seqlen_offsets=seqlen_offsets, cu_seqlens=cu_seqlens,
                          max_seqlen=ctx.max_seqlen, interleaved=ctx.interleaved, inplace=ctx.inplace,
                          conjugate=True)
        return dx, None, None, None, None, None, None, None


def apply_rotary_emb(x, cos, sin, interleaved=False, inplace=False, seqlen_offsets=0, cu_seqlens=None,
                     max_seqlen=None):
    return ApplyRotaryEmb.apply(x, cos, sin, interleaved, inplace, seqlen_offsets, cu_seqlens, max_seqlen)


# ------------------------------------------------------------------ microsoft/unilm Diff-Transformer/diff/rms_norm.py
class DiffRMSNorm(nn.Module):
    def __init__(self, dim, eps=1e-6, elementwise_affine=True, memory_efficient=False):
        super().__init__()
        self.dim = dim
        self.eps = eps
        self.elementwise_affine = elementwise_affine
        if self.elementwise_affine:
            self.weight = nn.Parameter(torch.ones(dim))
        else:
            self.register_parameter("weight", None)

    def _norm(self, x):
        return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + self.eps)

    def forward(self, x):
        output = self._norm(x.float()).type_as(x)
        if self.weight is not None:
            output = output * self.weight
        return output


# ------------------------------------------------------------------ microsoft/unilm Diff-Transformer/multihead_diffattn.py
def repeat_kv(x, n_rep):
    """torch.repeat_interleave(x, dim=1, repeats=n_rep)"""
    bs, n_kv_heads, slen, head_dim = x.shape
    if n_rep == 1:
        return x
    return x[:, :, None, :, :].expand(bs, n_kv_heads, n_rep, slen, head_dim).reshape(bs, n_kv_heads * n_rep, slen,
                                                                                      head_dim)


def lambda_init_fn(depth):
    return 0.8 - 0.6 * math.exp(-0.3 * depth)


class MultiheadDiffAttn(nn.Module):
    def __init__(self, embed_dim, depth, num_heads, num_kv_heads=None):
        super().__init__()
        self.embed_dim = embed_dim
        # num_heads set to half of Transformer's #heads
        self.num_heads = num_heads
        self.num_kv_heads = num_kv_heads if num_kv_heads is not None else num_heads
        self.n_rep = self.num_heads // self.num_kv_heads
        self.head_dim = embed_dim // num_heads // 2
        self.scaling = self.head_dim ** -0.5
        self.q_proj = nn.Linear(embed_dim, embed_dim, bias=False)
        self.k_proj = nn.Linear(embed_dim, embed_dim // self.n_rep, bias=False)
        self.v_proj = nn.Linear(embed_dim, embed_dim // self.n_rep, bias=False)
        self.out_proj = nn.Linear(embed_dim, embed_dim, bias=False)
        self.lambda_init = lambda_init_fn(depth)
        self.lambda_q1 = nn.Parameter(torch.zeros(self.head_dim, dtype=torch.float32).normal_(mean=0, std=0.1))
        self.lambda_k1 = nn.Parameter(torch.zeros(self.head_dim, dtype=torch.float32).normal_(mean=0, std=0.1))
        self.lambda_q2 = nn.Parameter(torch.zeros(self.head_dim, dtype=torch.float32).normal_(mean=0, std=0.1))
        self.lambda_k2 = nn.Parameter(torch.zeros(self.head_dim, dtype=torch.float32).normal_(mean=0, std=0.1))
        self.subln = DiffRMSNorm(2 * self.head_dim, eps=1e-5, elementwise_affine=False)

    def forward(self, x, rel_pos, attn_mask=None):
        bsz, tgt_len, embed_dim = x.size()
        src_len = tgt_len

        q = self.q_proj(x)
        k = self.k_proj(x)
        v = self.v_proj(x)

        q = q.view(bsz, tgt_len, 2 * self.num_heads, self.head_dim)
        k = k.view(bsz, src_len, 2 * self.num_kv_heads, self.head_dim)
        v = v.view(bsz, src_len, self.num_kv_heads, 2 * self.head_dim)

        q = apply_rotary_emb(q, *rel_pos, interleaved=True)
        k = apply_rotary_emb(k, *rel_pos, interleaved=True)

        offset = src_len - tgt_len
        q = q.transpose(1, 2)
        k = repeat_kv(k.transpose(1, 2), self.n_rep)
        v = repeat_kv(v.transpose(1, 2), self.n_rep)
        q *= self.scaling
        attn_weights = torch.matmul(q, k.transpose(-1, -2))
        if attn_mask is None:
            attn_mask = torch.triu(torch.zeros([tgt_len, src_len]).float().fill_(float("-inf")).type_as(attn_weights),
                                   1 + offset)
        attn_weights = torch.nan_to_num(attn_weights)
        attn_weights += attn_mask
        attn_weights = F.softmax(attn_weights, dim=-1, dtype=torch.float32).type_as(attn_weights)

        lambda_1 = torch.exp(torch.sum(self.lambda_q1 * self.lambda_k1, dim=-1).float()).type_as(q)
        lambda_2 = torch.exp(torch.sum(self.lambda_q2 * self.lambda_k2, dim=-1).float()).type_as(q)
        lambda_full = lambda_1 - lambda_2 + self.lambda_init
        attn_weights = attn_weights.view(bsz, self.num_heads, 2, tgt_len, src_len)
        attn_weights = attn_weights[:, :, 0] - lambda_full * attn_weights[:, :, 1]

        attn = torch.matmul(attn_weights, v)
        attn = self.subln(attn)
        attn = attn * (1 - self.lambda_init)
        attn = attn.transpose(1, 2).reshape(bsz, tgt_len, self.num_heads * 2 * self.head_dim)

        attn = self.out_proj(attn)
        return attn


class DiffSwiGLU(nn.Module):
    def __init__(self, dim, hidden):
        super().__init__()
        self.w1 = nn.Linear(dim, hidden, bias=False)
        self.w2 = nn.Linear(hidden, dim, bias=False)
        self.w3 = nn.Linear(dim, hidden, bias=False)

    def forward(self, x):
        return self.w2(F.silu(self.w1(x)) * self.w3(x))


class DiffDecoderLayer(nn.Module):
    def __init__(self, dim, depth, num_heads, num_kv_heads, hidden):
        super().__init__()
        self.attn_norm = DiffRMSNorm(dim, eps=1e-5)
        self.attn = MultiheadDiffAttn(dim, depth, num_heads, num_kv_heads)
        self.ffn_norm = DiffRMSNorm(dim, eps=1e-5)
        self.ffn = DiffSwiGLU(dim, hidden)

    def forward(self, x, rel_pos):
        x = x + self.attn(self.attn_norm(x), rel_pos)
        x = x + self.ffn(self.ffn_norm(x))
        return x


class DiffTransformerLM(nn.Module):
    def __init__(self, vocab=48, dim=32, n_layers=2, num_heads=2, num_kv_heads=1, hidden=64, base=10000.0):
        super().__init__()
        self.embed_tokens = nn.Embedding(vocab, dim)
        self.layers = nn.ModuleList([DiffDecoderLayer(dim, i, num_heads, num_kv_heads, hidden)
                                     for i in range(n_layers)])
        self.norm = DiffRMSNorm(dim, eps=1e-5)
        self.lm_head = nn.Linear(dim, vocab, bias=False)
        rot = dim // num_heads // 2  # rotary over the whole head
        self.register_buffer("inv_freq", 1.0 / (base ** (torch.arange(0, rot, 2, dtype=torch.float32) / rot)),
                             persistent=False)

    def forward(self, input_ids):
        seqlen = input_ids.shape[1]
        # flash-attn RotaryEmbedding._update_cos_sin_cache
        t = torch.arange(seqlen, device=input_ids.device, dtype=torch.float32)
        freqs = torch.outer(t, self.inv_freq)
        rel_pos = (torch.cos(freqs), torch.sin(freqs))
        x = self.embed_tokens(input_ids)
        for layer in self.layers:
            x = layer(x, rel_pos)
        return self.lm_head(self.norm(x))


def _lm_loss(logits, labels):
    return F.cross_entropy(logits.reshape(-1, logits.shape[-1]), labels.reshape(-1))


# ------------------------------------------------------------------ Mixture-AI/Mixture-of-Depths MoD/MoD.py
class MoDTransformerBlock(nn.Module):
    def __init__(self, transformer_block, hidden_size, capacity=0.125):
        super().__init__()
        self.transformer_block = transformer_block
        self.router_mlp = nn.Linear(hidden_size, 1)
        self.aux_mlp = nn.Linear(hidden_size, 1)
        if capacity <= 0 or capacity > 1:
            raise ValueError(f"Capacity must be in the range (0, 1]. Got: {capacity}")
        self.capacity = capacity

    def forward(self, x):
        B, sequence_length, _ = x.shape
        router_weights = self.router_mlp(x).squeeze(-1)
        assert self.training
        k = int(sequence_length * self.capacity)
        topk_indices = torch.topk(router_weights, k, dim=-1).indices
        aux_targets = torch.zeros_like(router_weights)
        aux_targets.scatter_(1, topk_indices, 1.0)
        aux_logits = self.aux_mlp(x.detach()).squeeze(-1)
        aux_decision = (torch.sigmoid(aux_logits) > 0.5).float()  # noqa: F841  (unused in training, as written)
        self.aux_loss = F.binary_cross_entropy_with_logits(aux_logits, aux_targets)

        output = x.clone()
        # topk_decision = aux_targets.bool(); x[b, topk_decision[b]] selects the top-k rows in sequence
        # order: the sorted top-k indices, a static shape torch.compile(fullgraph) can trace
        selected = topk_indices.sort(dim=-1).values
        for b in range(B):
            selected_tokens_emb = x[b].index_select(0, selected[b]).unsqueeze(0)
            selected_router_weights = router_weights[b].index_select(0, selected[b]).unsqueeze(-1)
            if selected_tokens_emb.shape[1] > 0:
                transformer_tokens_emb = (self.transformer_block(selected_tokens_emb)
                                          * selected_router_weights).squeeze(0)
                output[b, selected[b]] = transformer_tokens_emb
        return output


class MoDTagger(nn.Module):
    """Every other layer wrapped (the paper's routing every other block)."""

    def __init__(self, vocab=40, d_model=16, n_layers=4, n_tags=6, max_len=16, capacity=0.25):
        super().__init__()
        self.embed = nn.Embedding(vocab, d_model)
        self.pos = nn.Parameter(torch.randn(1, max_len, d_model) * 0.02)
        layers = []
        for i in range(n_layers):
            blk = nn.TransformerEncoderLayer(d_model=d_model, nhead=2, dim_feedforward=32, dropout=0.0,
                                             batch_first=True, norm_first=True)
            layers.append(MoDTransformerBlock(blk, hidden_size=d_model, capacity=capacity) if i % 2 else blk)
        self.layers = nn.ModuleList(layers)
        self.norm = nn.LayerNorm(d_model)
        self.classifier = nn.Linear(d_model, n_tags)

    def forward(self, input_ids):
        h = self.embed(input_ids) + self.pos[:, :input_ids.shape[1]]
        for layer in self.layers:
            h = layer(h)
        aux = None
        for layer in self.layers:
            if isinstance(layer, MoDTransformerBlock):
                aux = layer.aux_loss if aux is None else aux + layer.aux_loss
        return self.classifier(self.norm(h)), aux


def _mod_loss(out, tags):
    logits, aux_loss = out
    return F.cross_entropy(logits.reshape(-1, logits.shape[-1]), tags.reshape(-1)) + aux_loss


# ------------------------------------------------------------------ yandex-research/rtdl bin/ft_transformer.py, lib/deep.py
def reglu(x):
    a, b = x.chunk(2, dim=-1)
    return a * F.relu(b)


def get_activation_fn(name):
    return reglu if name == "reglu" else torch.sigmoid if name == "sigmoid" else getattr(F, name)


def get_nonglu_activation_fn(name):
    return F.relu if name == "reglu" else F.gelu if name == "geglu" else get_activation_fn(name)


class FTTokenizer(nn.Module):
    category_offsets: ty.Optional[torch.Tensor]

    def __init__(self, d_numerical, categories, d_token, bias):
        super().__init__()
        if categories is None:
            d_bias = d_numerical
            self.category_offsets = None
            self.category_embeddings = None
        else:
            d_bias = d_numerical + len(categories)
            category_offsets = torch.tensor([0] + categories[:-1]).cumsum(0)
            self.register_buffer("category_offsets", category_offsets)
            self.category_embeddings = nn.Embedding(sum(categories), d_token)
            nn_init.kaiming_uniform_(self.category_embeddings.weight, a=math.sqrt(5))

        # take [CLS] token into account
        self.weight = nn.Parameter(torch.empty(d_numerical + 1, d_token))
        self.bias = nn.Parameter(torch.empty(d_bias, d_token)) if bias else None
        # The initialization is inspired by nn.Linear
        nn_init.kaiming_uniform_(self.weight, a=math.sqrt(5))
        if self.bias is not None:
            nn_init.kaiming_uniform_(self.bias, a=math.sqrt(5))

    @property
    def n_tokens(self):
        return len(self.weight) + (0 if self.category_offsets is None else len(self.category_offsets))

    def forward(self, x_num, x_cat):
        x_num = torch.cat([torch.ones(len(x_num), 1, device=x_num.device), x_num], dim=1)
        x = self.weight[None] * x_num[:, :, None]
        if x_cat is not None:
            x = torch.cat([x, self.category_embeddings(x_cat + self.category_offsets[None])], dim=1)
        if self.bias is not None:
            bias = torch.cat([torch.zeros(1, self.bias.shape[1], device=x_num.device), self.bias])
            x = x + bias[None]
        return x


class FTMultiheadAttention(nn.Module):
    def __init__(self, d, n_heads, dropout, initialization):
        if n_heads > 1:
            assert d % n_heads == 0
        assert initialization in ["xavier", "kaiming"]
        super().__init__()
        self.W_q = nn.Linear(d, d)
        self.W_k = nn.Linear(d, d)
        self.W_v = nn.Linear(d, d)
        self.W_out = nn.Linear(d, d) if n_heads > 1 else None
        self.n_heads = n_heads
        self.dropout = nn.Dropout(dropout) if dropout else None
        for m in [self.W_q, self.W_k, self.W_v]:
            if initialization == "xavier" and (n_heads > 1 or m is not self.W_v):
                # gain is needed since W_qkv is represented with 3 separate layers
                nn_init.xavier_uniform_(m.weight, gain=1 / math.sqrt(2))
            nn_init.zeros_(m.bias)
        if self.W_out is not None:
            nn_init.zeros_(self.W_out.bias)

    def _reshape(self, x):
        batch_size, n_tokens, d = x.shape
        d_head = d // self.n_heads
        return x.reshape(batch_size, n_tokens, self.n_heads, d_head).transpose(1, 2).reshape(
            batch_size * self.n_heads, n_tokens, d_head)

    def forward(self, x_q, x_kv, key_compression, value_compression):
        q, k, v = self.W_q(x_q), self.W_k(x_kv), self.W_v(x_kv)
        for tensor in [q, k, v]:
            assert tensor.shape[-1] % self.n_heads == 0
        if key_compression is not None:
            assert value_compression is not None
            k = key_compression(k.transpose(1, 2)).transpose(1, 2)
            v = value_compression(v.transpose(1, 2)).transpose(1, 2)
        else:
            assert value_compression is None

        batch_size = len(q)
        d_head_key = k.shape[-1] // self.n_heads
        d_head_value = v.shape[-1] // self.n_heads
        n_q_tokens = q.shape[1]

        q = self._reshape(q)
        k = self._reshape(k)
        attention = F.softmax(q @ k.transpose(1, 2) / math.sqrt(d_head_key), dim=-1)
        if self.dropout is not None:
            attention = self.dropout(attention)
        x = attention @ self._reshape(v)
        x = x.reshape(batch_size, self.n_heads, n_q_tokens, d_head_value).transpose(1, 2).reshape(
            batch_size, n_q_tokens, self.n_heads * d_head_value)
        if self.W_out is not None:
            x = self.W_out(x)
        return x


class FTTransformer(nn.Module):
    def __init__(self, *, d_numerical, categories, token_bias, n_layers, d_token, n_heads, d_ffn_factor,
                 attention_dropout, ffn_dropout, residual_dropout, activation, prenormalization, initialization,
                 kv_compression, kv_compression_sharing, d_out):
        assert (kv_compression is None) ^ (kv_compression_sharing is not None)
        super().__init__()
        self.tokenizer = FTTokenizer(d_numerical, categories, d_token, token_bias)
        assert not kv_compression
        self.shared_kv_compression = None

        def make_normalization():
            return nn.LayerNorm(d_token)

        d_hidden = int(d_token * d_ffn_factor)
        self.layers = nn.ModuleList([])
        for layer_idx in range(n_layers):
            layer = nn.ModuleDict({
                "attention": FTMultiheadAttention(d_token, n_heads, attention_dropout, initialization),
                "linear0": nn.Linear(d_token, d_hidden * (2 if activation.endswith("glu") else 1)),
                "linear1": nn.Linear(d_hidden, d_token),
                "norm1": make_normalization(),
            })
            if not prenormalization or layer_idx:
                layer["norm0"] = make_normalization()
            self.layers.append(layer)

        self.activation = get_activation_fn(activation)
        self.last_activation = get_nonglu_activation_fn(activation)
        self.prenormalization = prenormalization
        self.last_normalization = make_normalization() if prenormalization else None
        self.ffn_dropout = ffn_dropout
        self.residual_dropout = residual_dropout
        self.head = nn.Linear(d_token, d_out)

    def _get_kv_compressions(self, layer):
        return ((self.shared_kv_compression, self.shared_kv_compression)
                if self.shared_kv_compression is not None
                else (layer["key_compression"], layer["value_compression"])
                if "key_compression" in layer and "value_compression" in layer
                else (layer["key_compression"], layer["key_compression"])
                if "key_compression" in layer
                else (None, None))

    def _start_residual(self, x, layer, norm_idx):
        x_residual = x
        if self.prenormalization:
            norm_key = f"norm{norm_idx}"
            if norm_key in layer:
                x_residual = layer[norm_key](x_residual)
        return x_residual

    def _end_residual(self, x, x_residual, layer, norm_idx):
        if self.residual_dropout:
            x_residual = F.dropout(x_residual, self.residual_dropout, self.training)
        x = x + x_residual
        if not self.prenormalization:
            x = layer[f"norm{norm_idx}"](x)
        return x

    def forward(self, x_num, x_cat):
        x = self.tokenizer(x_num, x_cat)

        for layer_idx, layer in enumerate(self.layers):
            is_last_layer = layer_idx + 1 == len(self.layers)

            x_residual = self._start_residual(x, layer, 0)
            x_residual = layer["attention"](
                # for the last attention, it is enough to process only [CLS]
                (x_residual[:, :1] if is_last_layer else x_residual),
                x_residual,
                *self._get_kv_compressions(layer),
            )
            if is_last_layer:
                x = x[:, : x_residual.shape[1]]
            x = self._end_residual(x, x_residual, layer, 0)

            x_residual = self._start_residual(x, layer, 1)
            x_residual = layer["linear0"](x_residual)
            x_residual = self.activation(x_residual)
            if self.ffn_dropout:
                x_residual = F.dropout(x_residual, self.ffn_dropout, self.training)
            x_residual = layer["linear1"](x_residual)
            x = self._end_residual(x, x_residual, layer, 1)

        assert x.shape[1] == 1
        x = x[:, 0]
        if self.last_normalization is not None:
            x = self.last_normalization(x)
        x = self.last_activation(x)
        x = self.head(x)
        x = x.squeeze(-1)
        return x


def _bce_logits(out, y):
    return F.binary_cross_entropy_with_logits(out, y)


# ------------------------------------------------------------------ build
def _pick(m, names):
    idx = _where(m, lambda n: n in names)
    assert len(idx) == len(names), (idx, names)
    return idx


def build(name: str, g: torch.Generator, Spec, call, ce):
    if name == "swinv2_cpb_cls":
        m = SwinTransformerV2(img_size=16, patch_size=2, in_chans=3, num_classes=5, embed_dim=8, depths=[2, 2],
                              num_heads=[2, 4], window_size=4, mlp_ratio=4.0, qkv_bias=True, drop_path_rate=0.0,
                              ape=False, patch_norm=True, pretrained_window_sizes=[0, 0])
        x = torch.randn(2, 3, 16, 16, generator=g)
        return Spec(m, {"x": x}, {"labels": torch.randint(0, 5, (2,), generator=g)}, call, label_smoothing_ce,
                    subset=_pick(m, ("layers.0.blocks.1.attn.logit_scale", "layers.0.blocks.0.attn.q_bias",
                                     "layers.1.blocks.1.attn.cpb_mlp.2.weight")),
                    notes="held out (relate v80): Swin Transformer V2 (microsoft/Swin-Transformer "
                          "swin_transformer_v2.py): scaled cosine attention (F.normalize q / k, clamped "
                          "logit_scale.exp()), continuous position bias by cpb_mlp (Linear / in-place ReLU / "
                          "Linear) on a log-spaced coordinate buffer gathered by relative_position_index, "
                          "16 sigmoid, q_bias / zeros / v_bias cat into F.linear, shifted windows with roll and "
                          "the attn_mask buffer, res-post-norm blocks (norms zero-initialised), PatchMerging V2 "
                          "(reduction then norm); timm LabelSmoothingCrossEntropy; non-tail subset")
    if name == "tome_vit_cls":
        m = TimmVisionTransformer(img_size=16, patch_size=4, in_chans=3, num_classes=5, embed_dim=16, depth=3,
                                  num_heads=2, mlp_ratio=2.0, qkv_bias=True)
        tome_apply_patch(m)
        m.r = 4
        x = torch.randn(2, 3, 16, 16, generator=g)
        return Spec(m, {"x": x}, {"labels": torch.randint(0, 5, (2,), generator=g)}, call, ce,
                    subset=_pick(m, ("cls_token", "blocks.1.attn.qkv.weight", "blocks.2.norm2.bias")),
                    notes="held out (relate v80): timm ViT patched by Token Merging (facebookresearch/ToMe "
                          "tome/patch/timm.py, tome/merge.py): ToMeAttention returns k.mean(1) as the metric and "
                          "adds size.log() (proportional attention); bipartite_soft_matching under no_grad "
                          "(alternate split, cosine scores, class token protected by an in-place -inf, "
                          "argsort); merge_wavg by gather and scatter_reduce('sum') of x * size, / size; r = 4 "
                          "per block (17 -> 5 tokens); CE; non-tail subset")
    if name == "diff_transformer_lm":
        m = DiffTransformerLM()
        ids = torch.randint(0, 48, (2, 12), generator=g)
        return Spec(m, {"input_ids": ids}, {"labels": torch.randint(0, 48, (2, 12), generator=g)}, call, _lm_loss,
                    subset=_pick(m, ("layers.0.attn.lambda_q1", "layers.1.attn.lambda_k2",
                                     "layers.1.attn.k_proj.weight")),
                    notes="held out (relate v80): Differential Transformer LM (microsoft/unilm "
                          "Diff-Transformer multihead_diffattn.py, GQA 2 / 1 heads): rotary by flash-attn's "
                          "ApplyRotaryEmb custom autograd.Function (interleaved; the Triton kernel as torch into "
                          "an empty_like output; saves cos / sin; backward the conjugate rotation), q *= scaling "
                          "in place on a transpose view of its output, nan_to_num and an in-place += causal "
                          "mask, two softmax maps subtracted with lambda = exp(q1.k1) - exp(q2.k2) + lambda_init, "
                          "param-free RMSNorm subln, * (1 - lambda_init); LLaMA-style pre-RMSNorm / SwiGLU "
                          "decoder; CE; non-tail subset")
    if name == "mod_encoder_tagger":
        m = MoDTagger()
        ids = torch.randint(0, 40, (2, 16), generator=g)
        return Spec(m, {"input_ids": ids}, {"tags": torch.randint(0, 6, (2, 16), generator=g)}, call, _mod_loss,
                    subset=_pick(m, ("layers.1.router_mlp.weight", "layers.3.aux_mlp.bias",
                                     "layers.3.transformer_block.linear1.weight")),
                    notes="held out (relate v80): Mixture-of-Depths (Mixture-AI/Mixture-of-Depths "
                          "MoDTransformerBlock) on every other nn.TransformerEncoderLayer (norm_first): router "
                          "top-k (capacity 0.25), aux targets scatter_'d into zeros_like, auxiliary BCE on the "
                          "detached input kept as self.aux_loss, x.clone() with the selected rows (sorted top-k, "
                          "per batch row) run through the wrapped layer, scaled by the router weights and written "
                          "back by index_put_; CE + the aux losses; non-tail subset")
    if name == "ft_transformer_bin":
        m = FTTransformer(d_numerical=4, categories=[3, 5], token_bias=True, n_layers=2, d_token=16, n_heads=2,
                          d_ffn_factor=4 / 3, attention_dropout=0.0, ffn_dropout=0.0, residual_dropout=0.0,
                          activation="reglu", prenormalization=True, initialization="kaiming",
                          kv_compression=None, kv_compression_sharing=None, d_out=1)
        x_num = torch.randn(8, 4, generator=g)
        x_cat = torch.stack([torch.randint(0, 3, (8,), generator=g), torch.randint(0, 5, (8,), generator=g)], 1)
        y = torch.randint(0, 2, (8,), generator=g).float()
        return Spec(m, {"x_num": x_num, "x_cat": x_cat}, {"y": y}, call, _bce_logits,
                    subset=_pick(m, ("tokenizer.weight", "tokenizer.category_embeddings.weight", "head.bias")),
                    notes="held out (relate v80): FT-Transformer (yandex-research/rtdl bin/ft_transformer.py): "
                          "feature tokenizer ([CLS] as a ones column times its weight row, a zero bias row "
                          "cat'ed, category offsets buffer into one Embedding), pre-norm layers (the first "
                          "without norm0), separate W_q / W_k / W_v / W_out, ReGLU FFN, the last layer's query "
                          "restricted to [CLS] (x_residual[:, :1], x sliced to match), LayerNorm + ReLU + head; "
                          "BCE with logits; subset: the tokenizer and the head (non-tail)")
    raise KeyError(name)
