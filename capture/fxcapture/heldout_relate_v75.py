"""Seventy-fifth held-out set for `fxmatch relate` (2026-12-07, /work/pending/heldout_relate_v75).

Written to score main blind: captured once and scored with main's binary and
rules, no engine change in between, and no fxmatch run on these captures
while they were written. Each model re-implements public code at small sizes
(random weights, no downloads), and three of the five put custom
torch.autograd.Functions (forward and hand-written backward as the source has
them, the Triton kernels written as the torch they compute) on the gradient
path: a LLaMA decoder whose head and loss are Liger-Kernel's fused linear
cross entropy (linkedin/Liger-Kernel src/liger_kernel/ops/
fused_linear_cross_entropy.py fused_linear_cross_entropy_forward / _backward /
LigerFusedLinearCrossEntropyFunction, ops/cross_entropy.py
liger_cross_entropy_kernel, transformers/model/llama.py lce_forward, the HF
LlamaModel of transformers models/llama/modeling_llama.py); a LLaMA decoder on
Unsloth's fast path (unslothai/unsloth unsloth/kernels/rms_layernorm.py
Fast_RMS_Layernorm / _rms_layernorm_forward / _rms_layernorm_backward,
kernels/rope_embedding.py Fast_RoPE_Embedding / _rope_embedding /
fast_rope_embedding, models/llama.py LlamaAttention_fast_forward /
LlamaDecoderLayer_fast_forward); QLoRA on a small OPT (TimDettmers/
bitsandbytes bitsandbytes/autograd/_functions.py MatMul4Bit / matmul_4bit,
functional.py get_4bit_type('nf4') / QuantState / dequantize_4bit,
backends/default/ops.py _quantize_4bit_impl / _dequantize_4bit_impl,
nn/modules.py Linear4bit; huggingface/peft src/peft/tuners/lora/bnb.py
Linear4bit; transformers models/opt/modeling_opt.py OPTAttention /
OPTDecoderLayer / OPTLearnedPositionalEmbedding, modeling_attn_mask_utils.py);
and, ordinary layers only, a GPT-NeoX / Pythia decoder (transformers
models/gpt_neox/modeling_gpt_neox.py GPTNeoXAttention / GPTNeoXRotaryEmbedding
/ GPTNeoXLayer / GPTNeoXMLP / GPTNeoXForCausalLM, the 4.3x eager code) and a
FocalNet classifier (microsoft/FocalNet classification/focalnet.py
FocalModulation / FocalNetBlock / BasicLayer / PatchEmbed / FocalNet / Mlp;
timm LabelSmoothingCrossEntropy as main.py uses it). The brief asked for a
ConvNeXt-V2 classifier as the fifth model; v23's grn_convnext already is a
ConvNeXt-V2 block with GRN, so FocalNet (another ordinary channels-last
conv / LayerNorm / layer-scale classifier, no earlier set has focal
modulation) stands in for it. Earlier sets have relatives, not these
families: v30's hf_gptj has a parallel residual and partial (interleaved,
rotate_every_two) rotary off one LayerNorm (here: GPT-NeoX's two LayerNorms,
rotate_half on a slice of a head-interleaved fused QKV, baddbmm scores), v51
a fused softmax cross-entropy Function saving the probabilities (here: the
gradient itself computed in the forward, chunked, with the linear layer's
weight gradient), v48 an Apex-style fused LayerNorm Function (here an RMSNorm
one returning no weight gradient), v7 / v18 / heldout_relate.py's LoraWrap
LoRA on float weights (here on NF4 codes dequantised in a Function), v22 /
v34 hand-written rotary on plain autograd. Every dropout is p = 0; like
heldout_relate.py's models they never enter the zoo.

  liger_flce_llama  input_ids [2, 8] (vocab 32), labels [2, 8] (= input_ids, labels[1, 6] = -100) to the module; to
                   the criterion num_items_in_batch (0-d long: 13, the Trainer's count of the shifted labels that are
                   not -100) -> LigerLlamaForCausalLM: LlamaModel (hidden 16, 2 layers, 4 heads of 4, 2 key / value
                   heads (repeat_kv by expand + reshape), intermediate 32, rms_norm_eps 1e-6, rope_theta 1e4):
                   Embedding; LlamaRotaryEmbedding (inv_freq buffer, inv_freq[None, :, None] @ position_ids[:, None,
                   :] transposed, cat(freqs, freqs), cos / sin; the autocast-disabled block is plain fp32); the
                   additive causal mask (full(min).triu(1)); 2 LlamaDecoderLayers (HF LlamaRMSNorm: to fp32,
                   pow(2).mean(-1), rsqrt(+ eps), weight *; eager attention: q / k / v Linear (no bias) view
                   transpose(1, 2), apply_rotary_pos_emb with rotate_half (cat(-x2, x1)), repeat_kv, matmul * 4^-0.5
                   + mask, softmax(dtype fp32), matmul, transpose(1, 2).contiguous(), reshape, o_proj; LlamaMLP
                   down(silu(gate(x)) * up(x)); residual adds); final RMSNorm; lce_forward: hidden[..., :-1,
                   :].contiguous() view [14, 16], labels[..., 1:].contiguous() view [14],
                   LigerFusedLinearCrossEntropyLoss(ignore_index -100, label_smoothing 0.1, reduction 'sum': the
                   num_items_in_batch path) (lm_head.weight [32, 16], hidden, labels) = LigerFusedLinearCrossEntropy
                   Function.apply (custom Function: forward inc_factor = cdiv(V 32, H 16) = 2, chunk_size =
                   next_power_of_2(cdiv(BT 14, 2)) = 8, two chunks (8 and 6 rows); grad_weight / grad_input zeros_like,
                   loss_1d zeros [14]; per chunk: logits = _input[start:end] @ weight.t(), .contiguous(), the kernel
                   (liger_cross_entropy_kernel over the chunk's rows at once: m = rowmax, d = sum exp(x - m), ori_X_y
                   = gather(target), eps = 0.1 / 32, scaled_x_sum = sum(-eps x), lse = m + log d, gradient exp(x -
                   m) / d - eps, loss = (lse - x_y)(1 - 0.1) + scaled_x_sum + 0.1 lse, the target column + -(1 - 0.1)
                   by gather / scatter, ignored rows zero by where), loss_1d[start:end] = loss (slice write),
                   grad_input[start:end] = grad_logits @ weight (slice write), torch.addmm(input=grad_weight,
                   mat1=logits.t(), mat2=_input_chunk, out=grad_weight); loss = sum(loss_1d);
                   save_for_backward(grad_input.detach(), grad_weight.detach(), None); backward: the saved
                   gradients times grad_output (element_mul_kernel), grad_input, grad_weight, None ...). Changes for
                   the capture: the kernel's in-place writes into the logits chunk and the element_mul_kernel's in-place
                   scaling of the saved gradients are out of place (the capture runs the backward three times over
                   one graph); the backward's `torch.ne(grad_output, 1.0)` skip is a data-dependent branch
                   torch.compile cannot take: grad_output is 1 / 13 here, so the scaling the source runs is written
                   unconditionally; total_n_non_ignore (.item(), used only by reduction 'mean') stays a 0-d tensor;
                   init normal(0, 0.02) Linears and Embedding; criterion: loss / num_items_in_batch; subset =
                   model.layers.0.self_attn.k_proj.weight, model.layers.1.mlp.up_proj.weight, lm_head.weight.
  unsloth_fast_llama  input_ids [2, 8] (vocab 32), labels [2, 8] (= input_ids) -> UnslothLlamaForCausalLM (the same
                   LLaMA sizes, GQA 4 / 2): Embedding; additive causal mask; 2 layers as LlamaDecoderLayer_fast_
                   forward: fast_rms_layernorm(input_layernorm, x) = Fast_RMS_Layernorm.apply(X, W, eps, False)
                   (custom Function: X.view(-1, 16), _rms_layernorm_forward per row: row_var = sum(X X) / n, inv_var =
                   rsqrt(row_var + eps) -> r [16], normed = X inv_var, Y = normed W; ctx.eps / ctx.GEMMA,
                   save_for_backward(X, W, r), Y.view(shape); backward dY.view(-1, 16), _rms_layernorm_backward:
                   normed = X inv_var, dY_W = dY W, rowsum(dY_W normed), dX = inv_var / n (n dY_W - normed rowsum),
                   returns dX, None, None, None: Unsloth never computes dW, so the RMSNorm weights are buffers (they
                   could never be trained)); LlamaAttention_fast_forward (training, position_ids None, SDPA path):
                   q / k / v view transpose(1, 2), cos_cached / sin_cached [16, 4] buffers (Unsloth's
                   LlamaRotaryEmbedding), fast_rope_embedding: Fast_RoPE_Embedding.apply(Q.transpose(1, 2), cos,
                   sin).transpose(1, 2) for Q and for K (custom Function: cos.squeeze(), Q.reshape(b s, h d), the
                   _rope_embedding kernel over rows and heads: cos1 / sin1 = the first half of row r % seq_len,
                   Q1 cos1 - Q2 sin1, Q2 cos1 + Q1 sin1 (a cat); ctx.cos / ctx.sin kept on ctx (not
                   save_for_backward, as the source); backward dY.reshape, the same kernel with BACKWARD_PASS: sin1 =
                   -sin1, returns dY, None, None), GQA K / V [:, :, None].expand(2, 2, 2, 8, 4).reshape(2, 4, 8, 4),
                   .contiguous(), F.scaled_dot_product_attention(attn_mask = causal mask, is_causal False),
                   transpose(1, 2).contiguous(), reshape, o_proj; residual; fast_rms_layernorm(post_attention_
                   layernorm); LlamaMLP; residual; final fast_rms_layernorm; lm_head -> logits [2, 8, 32]. Change for
                   the capture: the kernel's stores into Q's (and dY's) storage are written as new tensors (Q1 / Q2
                   are loaded before either store, so the values are the same); criterion: HF ForCausalLMLoss
                   (shift, CE ignore_index -100); subset = embed_tokens.weight, layers.0.self_attn.q_proj.weight,
                   layers.1.mlp.gate_proj.weight.
  qlora_nf4_opt    input_ids [2, 8] (vocab 32), attention_mask [2, 8] (row 1 left-padded by 2); to the criterion labels
                   [2, 8] (-100 on the padding) -> QLoraOPTForCausalLM: OPT (hidden 16, 2 heads, ffn 32, 2 layers,
                   do_layer_norm_before, ReLU, offset-2 learned positions, lm_head tied to embed_tokens) loaded with
                   BitsAndBytesConfig(load_in_4bit, bnb_4bit_quant_type 'nf4', bnb_4bit_use_double_quant False,
                   compute dtype fp32; lm_head skipped) and get_peft_model(LoraConfig(r 4, lora_alpha 8 -> scaling 2,
                   target_modules q_proj / k_proj / v_proj / out_proj / fc1 / fc2, lora_dropout 0 -> nn.Identity)):
                   every decoder Linear a peft Linear4bit around a bitsandbytes Linear4bit whose weight was quantised
                   at build by _quantize_4bit_impl (blocksize 64: absmax per block, argmin over the 16 NF4 codes, two
                   codes per byte, packed [n / 2, 1] uint8) and is kept as buffers (weight codes, absmax, the NF4
                   code table, the frozen bias); embeddings and LayerNorms are frozen buffers too (F.embedding /
                   F.layer_norm), so the 24 LoRA A / B weights are the only parameters (the capture differentiates
                   every module parameter, the optimizer only LoRA's). Forward: F.embedding, AttentionMaskConverter
                   to_4d (full(min) masked_fill_ by an arange compare, the padding mask expanded, 1 - m, masked_fill
                   by bool, combined), positions = (cumsum(mask) * mask).long() - 1 + 2; OPTDecoderLayer (pre-LN;
                   OPTAttention: q_proj(x) * 8^-0.5, _shape (view, transpose, contiguous), bmm, + mask, torch.max with
                   tensor(min), softmax, bmm, transpose, reshape, out_proj; residual; reshape(-1, 16) [16, 16] for
                   the FFN; fc1, ReLU, fc2; residual .view); final LayerNorm; F.linear on the embedding. Each
                   Linear4bit: QuantState(absmax, shape, code, 64, 'nf4', fp32) (no nested statistics), x.to(fp32),
                   bias.to(fp32), weight.t() [1, n / 2], matmul_4bit = MatMul4Bit.apply(A, B, None, bias, quant_state)
                   (custom Function: forward F.linear(A, dequantize_4bit(B, state).to(A.dtype).t(), bias);
                   dequantize_4bit / _dequantize_4bit_impl: view uint8, reshape(-1), out_dq = empty int32 [n],
                   out_dq[1::2] = A & 0xF, out_dq[::2] = A >> 4 (strided slice writes), code[out_dq] (index),
                   view(-1, 64) * absmax.view(-1, 1), reshape(-1, in), and the transposed packed layout comes back
                   .t(); ctx.state, ctx.dtype_*, ctx.tensors = (None, B) when any needs_input_grad[:2] (no
                   save_for_backward); backward: grad_bias only if needed (never: frozen), grad_A =
                   matmul(grad_output, dequantize_4bit(B, ctx.state).t()) only when A needs grad (layer 0's q / k / v
                   read a LayerNorm of frozen embeddings: no grad there), grad_B None); the peft wrapper: result =
                   base_layer(x).clone() (Tim Dettmers' defensive clone), x.to(lora_A dtype), lora_B(lora_A(
                   Identity(x))) .to(dtype) * 2, result + output. LoRA A kaiming_uniform(a = sqrt 5); LoRA B (zeros in
                   peft) 0.05 randn, as after some steps, so the adapters are not all-zero twins; criterion: HF
                   ForCausalLMLoss; subset = layers.0.self_attn.q_proj.lora_A.default.weight,
                   layers.0.fc2.lora_B.default.weight, layers.1.self_attn.v_proj.lora_B.default.weight.
  gpt_neox_pythia  input_ids [2, 8] (vocab 32), attention_mask [2, 8] (row 0 right-padded by 2); to the criterion labels
                   [2, 8] (-100 on the padding) -> GPTNeoXForCausalLM (hidden 32, 2 layers, 2 heads of 16,
                   intermediate 64, rotary_pct 0.25 -> rotary_ndims 4, rotary_emb_base 1e4, max_position_embeddings
                   16, use_parallel_residual True, Pythia-style): position_ids arange; the 4.3x additive padding mask
                   ((1 - mask[:, None, None, :]) finfo.min); embed_in; 2 GPTNeoXLayers: GPTNeoXAttention:
                   query_key_value Linear(32, 96) view [2, 8, 2, 48] (per-head interleaved q / k / v), slices
                   [..., :16] / [16:32] / [32:] permute(0, 2, 1, 3), query_rot / query_pass = [..., :4] / [..., 4:],
                   cos_cached / sin_cached buffers [:8], apply_rotary_pos_emb(cos[position_ids].unsqueeze(1), rotate_
                   half), cat with the pass parts; _attn: the bool tril `bias` buffer sliced, q / k view [4, 8, 16],
                   baddbmm(zeros, q, k^T, beta 1, alpha 16^-0.5) view [2, 2, 8, 8], torch.where(causal, scores,
                   tensor(finfo.min)), + padding mask, softmax, matmul v; _merge_heads permute contiguous view; dense;
                   the parallel residual x + attn(input_layernorm(x)) + mlp(post_attention_layernorm(x)) (GPTNeoXMLP
                   dense_h_to_4h, GELU, dense_4h_to_h); final_layer_norm; embed_out Linear(32, 32, no bias, untied);
                   _init_weights normal(0, 0.02), LayerNorm ones / zeros; criterion: GPTNeoXForCausalLM's shifted
                   CrossEntropyLoss; subset = embed_in.weight, layers.0.attention.query_key_value.bias,
                   layers.1.post_attention_layernorm.weight.
  focalnet_srf     img [2, 3, 16, 16] (randn), labels [2] (5 classes) -> FocalNet (focalnet_tiny_srf at small sizes:
                   patch 4, embed_dim 8 -> [8, 16], depths [1, 2], focal_levels [2, 2], focal_windows [3, 3],
                   mlp_ratio 4, use_layerscale True (layerscale_value 1e-4, as the large configs), drop / drop_path 0
                   (DropPath -> Identity), use_conv_embed / use_postln / normalize_modulator False): PatchEmbed
                   Conv(3, 8, 4, s4) flatten(2).transpose(1, 2) LayerNorm -> [2, 16, 8] (4 x 4); BasicLayer 0 (1
                   block) then its downsample PatchEmbed (transpose(1, 2).reshape [2, 8, 4, 4], Conv(8, 16, 2, s2),
                   LayerNorm) -> [2, 4, 16]; BasicLayer 1 (2 blocks, blk.H / blk.W set from the loop); FocalNetBlock:
                   norm1, view [B, H, W, C], FocalModulation: f Linear(C, 2C + 3) permute(0, 3, 1, 2).contiguous(),
                   torch.split (C, C, 3) -> q, ctx, self.gates (kept on the module as the source does); per level l
                   (kernel 3 then 5): ctx = GELU(depthwise Conv(C, C, k, groups C, pad k // 2, no bias)(ctx)),
                   ctx_all += ctx gates[:, l:l + 1]; ctx_global = GELU(ctx.mean(2, keepdim).mean(3, keepdim)),
                   ctx_all += ctx_global gates[:, 2:]; self.modulator = h 1x1 Conv(ctx_all); q * modulator,
                   permute(0, 2, 3, 1).contiguous(), proj Linear; view [B, HW, C]; x = shortcut + gamma_1 x; x + gamma_2
                   Mlp(norm2(x)) (fc1, GELU, fc2); norm, AdaptiveAvgPool1d(1) of x.transpose(1, 2), flatten, head
                   Linear(16, 5); _init_weights trunc_normal(0.02) Linears, zero biases, LayerNorm ones / zeros;
                   criterion: timm LabelSmoothingCrossEntropy(0.1); subset = patch_embed.norm.bias,
                   layers.0.blocks.0.modulation.focal_layers.1.0.weight, layers.1.blocks.1.gamma_1.
No subset above is a tail.
"""
from __future__ import annotations

import math

import torch
import torch.nn as nn
import torch.nn.functional as F
from .heldout_subsets import where as _where

V75 = ["liger_flce_llama", "unsloth_fast_llama", "qlora_nf4_opt", "gpt_neox_pythia", "focalnet_srf"]


# ------------------------------------------------------------------ HF LLaMA pieces (transformers modeling_llama.py)
class LlamaConfig:
    def __init__(self, vocab_size=32, hidden_size=16, intermediate_size=32, num_hidden_layers=2,
                 num_attention_heads=4, num_key_value_heads=2, max_position_embeddings=16, rms_norm_eps=1e-6,
                 rope_theta=10000.0):
        self.vocab_size = vocab_size
        self.hidden_size = hidden_size
        self.intermediate_size = intermediate_size
        self.num_hidden_layers = num_hidden_layers
        self.num_attention_heads = num_attention_heads
        self.num_key_value_heads = num_key_value_heads
        self.max_position_embeddings = max_position_embeddings
        self.rms_norm_eps = rms_norm_eps
        self.rope_theta = rope_theta
        self.head_dim = hidden_size // num_attention_heads
        self.initializer_range = 0.02


class LlamaRMSNorm(nn.Module):
    def __init__(self, hidden_size, eps=1e-6):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(hidden_size))
        self.variance_epsilon = eps

    def forward(self, hidden_states):
        input_dtype = hidden_states.dtype
        hidden_states = hidden_states.to(torch.float32)
        variance = hidden_states.pow(2).mean(-1, keepdim=True)
        hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        return self.weight * hidden_states.to(input_dtype)


class LlamaRotaryEmbedding(nn.Module):
    """modeling_llama.py's LlamaRotaryEmbedding ('default' rope: attention_scaling 1.0); the autocast-disabled
    block is plain fp32 here."""

    def __init__(self, config):
        super().__init__()
        dim = config.head_dim
        inv_freq = 1.0 / (config.rope_theta ** (torch.arange(0, dim, 2, dtype=torch.int64).float() / dim))
        self.register_buffer("inv_freq", inv_freq, persistent=False)
        self.attention_scaling = 1.0

    @torch.no_grad()
    def forward(self, x, position_ids):
        inv_freq_expanded = self.inv_freq[None, :, None].float().expand(position_ids.shape[0], -1, 1)
        position_ids_expanded = position_ids[:, None, :].float()
        freqs = (inv_freq_expanded.float() @ position_ids_expanded.float()).transpose(1, 2)
        emb = torch.cat((freqs, freqs), dim=-1)
        cos = emb.cos() * self.attention_scaling
        sin = emb.sin() * self.attention_scaling
        return cos.to(dtype=x.dtype), sin.to(dtype=x.dtype)


def rotate_half(x):
    x1 = x[..., : x.shape[-1] // 2]
    x2 = x[..., x.shape[-1] // 2:]
    return torch.cat((-x2, x1), dim=-1)


def apply_rotary_pos_emb(q, k, cos, sin, position_ids=None, unsqueeze_dim=1):
    cos = cos.unsqueeze(unsqueeze_dim)
    sin = sin.unsqueeze(unsqueeze_dim)
    q_embed = (q * cos) + (rotate_half(q) * sin)
    k_embed = (k * cos) + (rotate_half(k) * sin)
    return q_embed, k_embed


def repeat_kv(hidden_states, n_rep):
    batch, num_key_value_heads, slen, head_dim = hidden_states.shape
    if n_rep == 1:
        return hidden_states
    hidden_states = hidden_states[:, :, None, :, :].expand(batch, num_key_value_heads, n_rep, slen, head_dim)
    return hidden_states.reshape(batch, num_key_value_heads * n_rep, slen, head_dim)


def eager_attention_forward(module, query, key, value, attention_mask, scaling, dropout=0.0):
    key_states = repeat_kv(key, module.num_key_value_groups)
    value_states = repeat_kv(value, module.num_key_value_groups)
    attn_weights = torch.matmul(query, key_states.transpose(2, 3)) * scaling
    if attention_mask is not None:
        causal_mask = attention_mask[:, :, :, : key_states.shape[-2]]
        attn_weights = attn_weights + causal_mask
    attn_weights = nn.functional.softmax(attn_weights, dim=-1, dtype=torch.float32).to(query.dtype)
    attn_weights = nn.functional.dropout(attn_weights, p=dropout, training=module.training)
    attn_output = torch.matmul(attn_weights, value_states)
    attn_output = attn_output.transpose(1, 2).contiguous()
    return attn_output, attn_weights


class LlamaMLP(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.gate_proj = nn.Linear(config.hidden_size, config.intermediate_size, bias=False)
        self.up_proj = nn.Linear(config.hidden_size, config.intermediate_size, bias=False)
        self.down_proj = nn.Linear(config.intermediate_size, config.hidden_size, bias=False)
        self.act_fn = nn.SiLU()

    def forward(self, x):
        return self.down_proj(self.act_fn(self.gate_proj(x)) * self.up_proj(x))


class LlamaAttention(nn.Module):
    def __init__(self, config, layer_idx):
        super().__init__()
        self.layer_idx = layer_idx
        self.head_dim = config.head_dim
        self.num_key_value_groups = config.num_attention_heads // config.num_key_value_heads
        self.scaling = self.head_dim ** -0.5
        self.attention_dropout = 0.0
        self.q_proj = nn.Linear(config.hidden_size, config.num_attention_heads * self.head_dim, bias=False)
        self.k_proj = nn.Linear(config.hidden_size, config.num_key_value_heads * self.head_dim, bias=False)
        self.v_proj = nn.Linear(config.hidden_size, config.num_key_value_heads * self.head_dim, bias=False)
        self.o_proj = nn.Linear(config.num_attention_heads * self.head_dim, config.hidden_size, bias=False)

    def forward(self, hidden_states, position_embeddings, attention_mask):
        input_shape = hidden_states.shape[:-1]
        hidden_shape = (*input_shape, -1, self.head_dim)
        query_states = self.q_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        key_states = self.k_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        value_states = self.v_proj(hidden_states).view(hidden_shape).transpose(1, 2)
        cos, sin = position_embeddings
        query_states, key_states = apply_rotary_pos_emb(query_states, key_states, cos, sin)
        attn_output, attn_weights = eager_attention_forward(
            self, query_states, key_states, value_states, attention_mask, scaling=self.scaling,
            dropout=0.0 if not self.training else self.attention_dropout)
        attn_output = attn_output.reshape(*input_shape, -1).contiguous()
        attn_output = self.o_proj(attn_output)
        return attn_output, attn_weights


class LlamaDecoderLayer(nn.Module):
    def __init__(self, config, layer_idx):
        super().__init__()
        self.self_attn = LlamaAttention(config, layer_idx)
        self.mlp = LlamaMLP(config)
        self.input_layernorm = LlamaRMSNorm(config.hidden_size, eps=config.rms_norm_eps)
        self.post_attention_layernorm = LlamaRMSNorm(config.hidden_size, eps=config.rms_norm_eps)

    def forward(self, hidden_states, attention_mask, position_embeddings):
        residual = hidden_states
        hidden_states = self.input_layernorm(hidden_states)
        hidden_states, _ = self.self_attn(hidden_states, position_embeddings, attention_mask)
        hidden_states = residual + hidden_states
        residual = hidden_states
        hidden_states = self.post_attention_layernorm(hidden_states)
        hidden_states = self.mlp(hidden_states)
        hidden_states = residual + hidden_states
        return hidden_states


def _causal_mask(seq_len, dtype):
    """The additive causal mask HF's create_causal_mask builds for eager attention (no padding): min above the
    diagonal, [1, 1, L, L]."""
    min_dtype = torch.finfo(dtype).min
    causal_mask = torch.full((seq_len, seq_len), fill_value=min_dtype, dtype=dtype)
    causal_mask = torch.triu(causal_mask, diagonal=1)
    return causal_mask[None, None, :, :]


class LlamaModel(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.embed_tokens = nn.Embedding(config.vocab_size, config.hidden_size)
        self.layers = nn.ModuleList([LlamaDecoderLayer(config, i) for i in range(config.num_hidden_layers)])
        self.norm = LlamaRMSNorm(config.hidden_size, eps=config.rms_norm_eps)
        self.rotary_emb = LlamaRotaryEmbedding(config)

    def forward(self, input_ids):
        inputs_embeds = self.embed_tokens(input_ids)
        position_ids = torch.arange(inputs_embeds.shape[1]).unsqueeze(0)
        causal_mask = _causal_mask(inputs_embeds.shape[1], inputs_embeds.dtype)
        hidden_states = inputs_embeds
        position_embeddings = self.rotary_emb(hidden_states, position_ids)
        for decoder_layer in self.layers:
            hidden_states = decoder_layer(hidden_states, causal_mask, position_embeddings)
        hidden_states = self.norm(hidden_states)
        return hidden_states


def _llama_init(module, std=0.02):
    """LlamaPreTrainedModel._init_weights: normal(0, initializer_range) Linears and Embeddings, RMSNorm ones."""
    for m in module.modules():
        if isinstance(m, nn.Linear):
            m.weight.data.normal_(mean=0.0, std=std)
            if m.bias is not None:
                m.bias.data.zero_()
        elif isinstance(m, nn.Embedding):
            m.weight.data.normal_(mean=0.0, std=std)


# ------------------------------------------------------------------ Liger-Kernel fused linear cross entropy
def liger_cross_entropy_kernel(X, Y, n_non_ignore, ignore_index, label_smoothing, reduction):
    """ops/cross_entropy.py's liger_cross_entropy_kernel (one program per row) over all rows of a chunk at once:
    online max / sum, lse, the loss, and the gradient written in place of the logits. Returns (grad, loss)."""
    n_cols = X.shape[-1]
    valid = Y != ignore_index                                      # `if y == ignore_index:` rows: zeros, loss 0
    y = torch.where(valid, Y, torch.zeros_like(Y)).unsqueeze(-1)
    # 3. [Online softmax] first pass: find max + sum
    m = X.max(dim=-1, keepdim=True).values
    d = torch.exp(X - m).sum(dim=-1, keepdim=True)
    ori_X_y = X.gather(-1, y)
    scaled_x_sum = 0.0
    eps = label_smoothing / n_cols
    if label_smoothing > 0:
        scaled_x_sum = (-eps * X).sum(dim=-1, keepdim=True)
    lse = m + torch.log(d)
    # 4. [Online softmax] second pass: compute gradients
    X_block = torch.exp(X - m) / d
    if reduction == "mean":
        X_block = X_block / n_non_ignore - eps / n_non_ignore
    else:
        X_block = X_block - eps
    # 5. Calculate the loss
    loss = lse - ori_X_y
    if label_smoothing > 0:
        smooth_loss = scaled_x_sum + label_smoothing * lse
        loss = loss * (1 - label_smoothing) + smooth_loss
    if reduction == "mean":
        loss = loss / n_non_ignore
    # 6. Specially handle the i==y case where `dx_y = (softmax(x_y) - (1 - label_smoothing) / N`
    X_y = X_block.gather(-1, y)
    if reduction == "mean":
        X_y = X_y + -(1 - label_smoothing) / n_non_ignore
    else:
        X_y = X_y + -(1 - label_smoothing)
    X_block = X_block.scatter(-1, y, X_y)
    X_block = torch.where(valid.unsqueeze(-1), X_block, torch.zeros_like(X_block))
    loss = torch.where(valid, loss.squeeze(-1), torch.zeros_like(loss.squeeze(-1)))
    return X_block, loss


def fused_linear_cross_entropy_forward(_input, weight, target, bias=None, ignore_index=-100, label_smoothing=0.0,
                                       reduction="mean"):
    """ops/fused_linear_cross_entropy.py's forward: chunk the rows so that one chunk's logits are about H wide,
    compute each chunk's logits, its CE gradient (the kernel), and accumulate grad_input / grad_weight now."""
    BT, H = _input.shape
    V = weight.shape[0]
    inc_factor = (V + H - 1) // H                                  # triton.cdiv(V, H)
    chunk_size = 1 << (((BT + inc_factor - 1) // inc_factor) - 1).bit_length()   # next_power_of_2(cdiv(BT, inc))
    num_chunks = (BT + chunk_size - 1) // chunk_size
    grad_weight = torch.zeros_like(weight) if weight.requires_grad else None
    grad_input = torch.zeros_like(_input)
    grad_bias = torch.zeros_like(bias) if bias is not None else None
    loss_1d = torch.zeros(BT, dtype=torch.float32, device=_input.device)
    total_n_non_ignore = None
    if reduction == "mean":
        total_n_non_ignore = (target != ignore_index).sum()        # .item() in the source: a 0-d tensor here
    for chunk_id in range(num_chunks):
        start_idx = chunk_id * chunk_size
        end_idx = min((chunk_id + 1) * chunk_size, BT)
        _input_chunk = _input[start_idx:end_idx]
        logits_chunk = _input_chunk @ weight.t()
        if bias is not None:
            logits_chunk = logits_chunk + bias
        target_chunk = target[start_idx:end_idx]
        logits_chunk = logits_chunk.contiguous()
        target_chunk = target_chunk.contiguous()
        logits_chunk, loss_1d_slice = liger_cross_entropy_kernel(logits_chunk, target_chunk, total_n_non_ignore,
                                                                 ignore_index, label_smoothing, reduction)
        loss_1d[start_idx:end_idx] = loss_1d_slice
        grad_logits_chunk = logits_chunk
        grad_input[start_idx:end_idx] = grad_logits_chunk @ weight
        if grad_weight is not None:
            torch.addmm(input=grad_weight, mat1=logits_chunk.t(), mat2=_input_chunk, out=grad_weight,
                        alpha=1.0, beta=1.0)
        if bias is not None:
            torch.add(input=grad_bias, other=logits_chunk.sum(dim=0), out=grad_bias, alpha=1.0)
    loss = torch.sum(loss_1d)
    return loss, grad_input, grad_weight, grad_bias


def fused_linear_cross_entropy_backward(grad_output, grad_input, grad_weight, grad_bias):
    """The element_mul_kernel scaling, out of place (the source multiplies the saved gradients in place; the
    capture runs the backward three times over one graph). Its `torch.ne(grad_output, 1.0)` skip is a
    data-dependent branch: here grad_output is 1 / num_items_in_batch, so the scaling runs, as in the source."""
    grad_input = grad_input * grad_output
    if grad_weight is not None:
        grad_weight = grad_weight * grad_output
    if grad_bias is not None:
        grad_bias = grad_bias * grad_output
    return grad_input, grad_weight, grad_bias


class LigerFusedLinearCrossEntropyFunction(torch.autograd.Function):
    @staticmethod
    def forward(ctx, _input, weight, target, bias=None, ignore_index=-100, label_smoothing=0.0, reduction="mean"):
        loss, grad_input, grad_weight, grad_bias = fused_linear_cross_entropy_forward(
            _input, weight, target, bias, ignore_index, label_smoothing, reduction)
        # downcast to dtype and store for backward
        ctx.save_for_backward(
            grad_input.detach(),
            grad_weight.detach() if grad_weight is not None else None,
            grad_bias.detach() if bias is not None else None,
        )
        return loss

    @staticmethod
    def backward(ctx, grad_output):
        (grad_input, grad_weight, grad_bias) = ctx.saved_tensors
        grad_input, grad_weight, grad_bias = fused_linear_cross_entropy_backward(grad_output, grad_input,
                                                                                 grad_weight, grad_bias)
        return (grad_input, grad_weight, None, grad_bias, None, None, None)


class LigerFusedLinearCrossEntropyLoss(nn.Module):
    def __init__(self, ignore_index=-100, label_smoothing=0.0, reduction="mean"):
        super().__init__()
        self.ignore_index = ignore_index
        self.label_smoothing = label_smoothing
        self.reduction = reduction

    def forward(self, lin_weight, _input, target, bias=None):
        return LigerFusedLinearCrossEntropyFunction.apply(_input, lin_weight, target, bias, self.ignore_index,
                                                         self.label_smoothing, self.reduction)


class LigerLlamaForCausalLM(nn.Module):
    """LlamaForCausalLM with Liger's lce_forward (transformers/model/llama.py): the logits are never made; the
    shifted hidden states and the lm_head weight go to the fused linear cross entropy, reduction 'sum' when the
    Trainer passes num_items_in_batch (LigerForCausalLMLoss / fixed_fused_linear_cross_entropy), the division by
    it done by the criterion."""

    def __init__(self, config, label_smoothing=0.1):
        super().__init__()
        self.config = config
        self.model = LlamaModel(config)
        self.lm_head = nn.Linear(config.hidden_size, config.vocab_size, bias=False)
        self.label_smoothing = label_smoothing
        _llama_init(self, config.initializer_range)

    def forward(self, input_ids, labels):
        hidden_states = self.model(input_ids)
        shift_hidden_states = hidden_states[..., :-1, :].contiguous()
        shift_labels = labels[..., 1:].contiguous()
        shift_hidden_states = shift_hidden_states.view(-1, self.config.hidden_size)
        shift_labels = shift_labels.view(-1)
        lce = LigerFusedLinearCrossEntropyLoss(ignore_index=-100, label_smoothing=self.label_smoothing,
                                               reduction="sum")
        loss = lce(self.lm_head.weight, shift_hidden_states, shift_labels)
        return loss


def _num_items_loss(loss, num_items_in_batch):
    """fixed_fused_linear_cross_entropy: loss (reduction 'sum') / num_items_in_batch."""
    return loss / num_items_in_batch


# ------------------------------------------------------------------ Unsloth fast LLaMA (RMSNorm / RoPE Functions)
def _rms_layernorm_forward(X, W, n_cols, eps):
    """kernels/rms_layernorm.py's _rms_layernorm_forward, over all rows."""
    row_var = (X * X).sum(dim=-1) / n_cols
    inv_var = torch.rsqrt(row_var + eps)
    r = inv_var
    normed = X * inv_var.unsqueeze(-1)
    normed = normed.to(W.dtype)                                    # Exact copy from HF
    output = normed * W
    return output, r


def _rms_layernorm_backward(dY, X, W, r, n_cols, GEMMA=False):
    """kernels/rms_layernorm.py's _rms_layernorm_backward (dX only: the kernel never computes dW)."""
    inv_var = r.to(torch.float32).unsqueeze(-1)
    normed = X * inv_var
    if GEMMA:
        dY_W = dY * (W + 1.0)
    else:
        dY_W = dY * W
    rowsum_dY_normed = (dY_W * normed).sum(dim=-1, keepdim=True)
    output = inv_var / n_cols * (n_cols * dY_W - normed * rowsum_dY_normed)
    return output


class Fast_RMS_Layernorm(torch.autograd.Function):
    @staticmethod
    def forward(ctx, X, W, eps, gemma=False):
        shape = X.shape
        dim = shape[-1]
        X = X.view(-1, dim)
        n_rows, n_cols = X.shape
        Y, r = _rms_layernorm_forward(X, W, n_cols, eps)
        ctx.eps = eps
        ctx.GEMMA = gemma
        ctx.save_for_backward(X, W, r)
        return Y.view(*shape)

    @staticmethod
    def backward(ctx, dY):
        shape = dY.shape
        dim = shape[-1]
        dY = dY.view(-1, dim)
        X, W, r = ctx.saved_tensors
        n_rows, n_cols = dY.shape
        # dX = dY in the source (the kernel overwrites dY unless GEMMA): a new tensor here
        dX = _rms_layernorm_backward(dY, X, W, r, n_cols, GEMMA=ctx.GEMMA)
        dX = dX.view(*shape)
        return dX, None, None, None


def fast_rms_layernorm(layernorm, X, gemma=False):
    W = layernorm.weight
    eps = layernorm.variance_epsilon if hasattr(layernorm, "variance_epsilon") else layernorm.eps
    out = Fast_RMS_Layernorm.apply(X, W, eps, gemma)
    return out


def _rope_embedding(Q, cos, sin, seq_len, head_dim, n_heads, BACKWARD_PASS):
    """kernels/rope_embedding.py's _rope_embedding over all rows and heads (the store into Q written as a new
    tensor): row r reads cos / sin row r % seq_len, first half only; Q1 cos - Q2 sin, Q2 cos + Q1 sin; the
    backward pass negates sin."""
    n_rows = Q.shape[0]
    half_head_dim = head_dim // 2
    rows = torch.arange(n_rows, device=Q.device) % seq_len
    sin1 = sin[rows, :half_head_dim].unsqueeze(1)
    cos1 = cos[rows, :half_head_dim].unsqueeze(1)
    if BACKWARD_PASS:
        sin1 = -sin1
    Qh = Q.view(n_rows, n_heads, head_dim)
    Q1 = Qh[..., :half_head_dim].to(sin1.dtype)
    Q2 = Qh[..., half_head_dim:].to(sin1.dtype)
    out = torch.cat((Q1 * cos1 - Q2 * sin1, Q2 * cos1 + Q1 * sin1), dim=-1)
    return out.view(n_rows, n_heads * head_dim)


class Fast_RoPE_Embedding(torch.autograd.Function):
    @staticmethod
    def forward(ctx, Q, cos, sin):
        cos, sin = cos.squeeze(), sin.squeeze()
        batch, seq_len, n_heads, head_dim = Q.shape
        Q = Q.reshape(batch * seq_len, n_heads * head_dim)
        n_rows, n_cols = Q.shape
        assert seq_len <= cos.shape[0]
        Q = _rope_embedding(Q, cos, sin, seq_len, head_dim, n_heads, BACKWARD_PASS=False)
        ctx.cos = cos
        ctx.sin = sin
        return Q.view(batch, seq_len, n_heads, head_dim)

    @staticmethod
    def backward(ctx, dY):
        batch, seq_len, n_heads, head_dim = dY.shape
        dY = dY.reshape(batch * seq_len, n_heads * head_dim)
        # Must be reshape not view
        n_rows, n_cols = dY.shape
        cos = ctx.cos
        sin = ctx.sin
        dY = _rope_embedding(dY, cos, sin, seq_len, head_dim, n_heads, BACKWARD_PASS=True)
        dY = dY.view(batch, seq_len, n_heads, head_dim)
        return dY, None, None


def fast_rope_embedding(Q, K, cos, sin):
    Q = Fast_RoPE_Embedding.apply(Q.transpose(1, 2), cos, sin).transpose(1, 2)
    K = Fast_RoPE_Embedding.apply(K.transpose(1, 2), cos, sin).transpose(1, 2)
    return Q, K


class UnslothRMSNorm(nn.Module):
    """A LlamaRMSNorm whose weight is a buffer: Fast_RMS_Layernorm returns no gradient for it (None), so it is
    never trained (as under Unsloth's LoRA / full fine-tuning alike)."""

    def __init__(self, hidden_size, eps=1e-6):
        super().__init__()
        self.register_buffer("weight", torch.ones(hidden_size))
        self.variance_epsilon = eps


class LlamaRotaryEmbeddingCached(nn.Module):
    """Unsloth's LlamaRotaryEmbedding: cos_cached / sin_cached [max_position_embeddings, dim] buffers."""

    def __init__(self, dim, max_position_embeddings=16, base=10000.0):
        super().__init__()
        self.dim = dim
        self.max_position_embeddings = max_position_embeddings
        self.base = base
        self._set_cos_sin_cache(seq_len=max_position_embeddings, dtype=torch.get_default_dtype())

    def _set_cos_sin_cache(self, seq_len, dtype):
        self.current_rope_size = seq_len
        inv_freq = 1.0 / (self.base ** (torch.arange(0, self.dim, 2, dtype=torch.int64).float() / self.dim))
        t = torch.arange(self.current_rope_size, dtype=torch.int64).float()
        freqs = torch.outer(t, inv_freq)
        emb = torch.cat((freqs, freqs), dim=-1)
        self.register_buffer("cos_cached", emb.cos().to(dtype=dtype, non_blocking=True), persistent=False)
        self.register_buffer("sin_cached", emb.sin().to(dtype=dtype, non_blocking=True), persistent=False)


class UnslothLlamaAttention(LlamaAttention):
    def __init__(self, config, layer_idx):
        super().__init__(config, layer_idx)
        self.config = config
        self.num_key_value_heads = config.num_key_value_heads
        self.rotary_emb = LlamaRotaryEmbeddingCached(config.head_dim, config.max_position_embeddings,
                                                     config.rope_theta)

    def forward(self, hidden_states, attention_mask):
        """LlamaAttention_fast_forward, training, no KV cache, position_ids None, the SDPA path."""
        bsz, q_len, _ = hidden_states.size()
        n_heads = self.config.num_attention_heads
        n_groups = self.num_key_value_groups
        n_kv_heads = self.config.num_key_value_heads
        head_dim = self.head_dim
        Q, K, V = self.q_proj(hidden_states), self.k_proj(hidden_states), self.v_proj(hidden_states)
        Q = Q.view(bsz, q_len, n_heads, head_dim).transpose(1, 2)
        K = K.view(bsz, q_len, n_kv_heads, head_dim).transpose(1, 2)
        V = V.view(bsz, q_len, n_kv_heads, head_dim).transpose(1, 2)
        kv_seq_len = K.shape[-2]
        cos = self.rotary_emb.cos_cached
        sin = self.rotary_emb.sin_cached
        Q, K = fast_rope_embedding(Q, K, cos, sin)
        # Grouped query attention
        if n_groups != 1:
            K = K[:, :, None, :, :].expand(bsz, n_kv_heads, n_groups, kv_seq_len, head_dim)
            V = V[:, :, None, :, :].expand(bsz, n_kv_heads, n_groups, kv_seq_len, head_dim)
            K = K.reshape(bsz, n_heads, kv_seq_len, head_dim)
            V = V.reshape(bsz, n_heads, kv_seq_len, head_dim)
        # Must be contiguous or else results are False!
        Q, K, V = Q.contiguous(), K.contiguous(), V.contiguous()
        A = F.scaled_dot_product_attention(Q, K, V, attn_mask=attention_mask, is_causal=False)
        # Go back to (batch_size, seq_len, n_heads, head_dim)
        A = A.transpose(1, 2).contiguous()
        attn_output = A.reshape(bsz, q_len, n_heads * head_dim)
        attn_output = self.o_proj(attn_output)
        return attn_output


class UnslothLlamaDecoderLayer(nn.Module):
    def __init__(self, config, layer_idx):
        super().__init__()
        self.self_attn = UnslothLlamaAttention(config, layer_idx)
        self.mlp = LlamaMLP(config)
        self.input_layernorm = UnslothRMSNorm(config.hidden_size, eps=config.rms_norm_eps)
        self.post_attention_layernorm = UnslothRMSNorm(config.hidden_size, eps=config.rms_norm_eps)

    def forward(self, hidden_states, causal_mask):
        """LlamaDecoderLayer_fast_forward (training)."""
        residual = hidden_states
        hidden_states = fast_rms_layernorm(self.input_layernorm, hidden_states)
        hidden_states = self.self_attn(hidden_states, causal_mask)
        hidden_states = residual + hidden_states
        # Fully Connected
        residual = hidden_states
        hidden_states = fast_rms_layernorm(self.post_attention_layernorm, hidden_states)
        hidden_states = self.mlp(hidden_states)
        hidden_states = residual + hidden_states
        return hidden_states


class UnslothLlamaForCausalLM(nn.Module):
    """LlamaModel_fast_forward / CausalLM_fast_forward at small sizes: embeddings, the decoder layers above, the
    final norm through Fast_RMS_Layernorm, lm_head; the loss (shifted CE) in the criterion."""

    def __init__(self, config):
        super().__init__()
        self.config = config
        self.embed_tokens = nn.Embedding(config.vocab_size, config.hidden_size)
        self.layers = nn.ModuleList([UnslothLlamaDecoderLayer(config, i) for i in range(config.num_hidden_layers)])
        self.norm = UnslothRMSNorm(config.hidden_size, eps=config.rms_norm_eps)
        self.lm_head = nn.Linear(config.hidden_size, config.vocab_size, bias=False)
        _llama_init(self, config.initializer_range)

    def forward(self, input_ids):
        inputs_embeds = self.embed_tokens(input_ids)
        causal_mask = _causal_mask(inputs_embeds.shape[1], inputs_embeds.dtype)
        hidden_states = inputs_embeds
        for decoder_layer in self.layers:
            hidden_states = decoder_layer(hidden_states, causal_mask)
        hidden_states = fast_rms_layernorm(self.norm, hidden_states)
        logits = self.lm_head(hidden_states)
        return logits


def _shifted_lm_loss(logits, labels):
    """HF's ForCausalLMLoss: shift, flatten, CE with ignore_index -100."""
    shift_logits = logits[..., :-1, :].contiguous()
    shift_labels = labels[..., 1:].contiguous()
    return F.cross_entropy(shift_logits.view(-1, shift_logits.shape[-1]), shift_labels.view(-1), ignore_index=-100)


# ------------------------------------------------------------------ QLoRA: bitsandbytes NF4 + peft LoRA on OPT
# bitsandbytes/functional.py get_4bit_type("nf4")
NF4_CODE = torch.tensor([
    -1.0, -0.6961928009986877, -0.5250730514526367, -0.39491748809814453, -0.28444138169288635,
    -0.18477343022823334, -0.09105003625154495, 0.0, 0.07958029955625534, 0.16093020141124725,
    0.24611230194568634, 0.33791524171829224, 0.44070982933044434, 0.5626170039176941, 0.7229568362236023, 1.0])
CODE = {"nf4": NF4_CODE}


class QuantState:
    """functional.py's QuantState without the nested (double-quantised) statistics (compress_statistics False)."""

    def __init__(self, absmax, shape, code, blocksize, quant_type, dtype):
        self.absmax = absmax
        self.shape = shape
        self.code = code
        self.blocksize = blocksize
        self.quant_type = quant_type
        self.dtype = dtype
        self.nested = False


def _quantize_4bit_impl(A, blocksize, quant_type):
    """backends/default/ops.py's _quantize_4bit_impl (quant_storage uint8): blockwise absmax, nearest code by
    argmin, two codes per byte."""
    n = A.numel()
    full_blocks = n // blocksize
    rem = n % blocksize
    blocks = full_blocks + 1 if rem else full_blocks
    absmax = torch.zeros((blocks,), device=A.device, dtype=torch.float32)
    A_reshaped = A.reshape(n)
    A_com = A_reshaped[: n - rem]
    A_com_reshaped = A_com.reshape(n // blocksize, blocksize)
    absmax[: blocks - (1 if rem else 0)] = torch.abs(A_com_reshaped).max(dim=-1)[0]
    scaled_A = torch.clamp(A_com_reshaped * (1 / absmax[: blocks - (1 if rem else 0)].view(-1, 1)), -1, 1)
    scaled_A = scaled_A.reshape(-1)
    if rem:
        absmax[-1] = torch.abs(A_reshaped[n - rem:]).max()
        scaled_A_rem = torch.clamp(A_reshaped[n - rem:] * (1 / absmax[-1]), -1, 1)
        scaled_A = torch.cat([scaled_A, scaled_A_rem], dim=0)
    code = CODE[quant_type].to(scaled_A.device).to(scaled_A.dtype)
    quantized = torch.argmin(torch.abs(scaled_A.view(-1, 1) - code), dim=-1, keepdim=True).to(torch.uint8)
    packed = quantized[::2] << 4 | quantized[1::2]
    return packed, absmax.float()


def _dequantize_4bit_impl(A, absmax, blocksize, quant_type, shape, dtype, code):
    """backends/default/ops.py's _dequantize_4bit_impl: unpack the two nibbles, look the codes up, scale each
    block by its absmax. `code` is the quant state's lookup table (CODE[quant_type] in the source; a module
    buffer here, as the packed codes and absmax are)."""
    if A.dtype != torch.uint8:
        A = A.view(torch.uint8)
    A = A.reshape(-1)
    out_dq = torch.empty(A.size(0) * 2, dtype=torch.int32, device=A.device)
    n = out_dq.numel()
    out_dq[1::2] = A & 0xF
    out_dq[::2] = A >> 4
    code = code.to(dtype).to(A.device)
    out_dq = code[out_dq]
    blocks = n // blocksize
    blocks += 1 if n % blocksize > 0 else 0
    rem = n % blocksize
    has_rem = rem > 0
    if has_rem:
        out = torch.empty(shape, dtype=dtype, device=A.device).reshape(-1)
        out[: n - rem] = (out_dq[: n - rem].view(-1, blocksize) * absmax[: blocks - has_rem].view(-1, 1)).reshape(-1)
        out[n - rem:] = out_dq[n - rem:] * absmax[-1]
    else:
        out = out_dq.view(-1, blocksize) * absmax.view(-1, 1)
    out = out.reshape(-1, *shape[1:]).to(dtype)
    return out


def dequantize_4bit(A, quant_state):
    """functional.py's dequantize_4bit: a [1, n/2] (transposed) packed weight comes back transposed."""
    absmax = quant_state.absmax
    out = _dequantize_4bit_impl(A, absmax, quant_state.blocksize, quant_state.quant_type, quant_state.shape,
                                quant_state.dtype, quant_state.code)
    is_transposed = True if A.shape[0] == 1 else False
    if is_transposed:
        return out.t()
    else:
        return out


class MatMul4Bit(torch.autograd.Function):
    """autograd/_functions.py's MatMul4Bit: forward dequantises B and runs linear; keeps (None, B) on ctx (no
    save_for_backward) and the quant state; backward dequantises again for grad_A, never a grad for B."""

    @staticmethod
    def forward(ctx, A, B, out=None, bias=None, quant_state=None):
        ctx.is_empty = False
        # 1. Dequantize
        # 2. MatmulnN
        output = torch.nn.functional.linear(A, dequantize_4bit(B, quant_state).to(A.dtype).t(), bias)
        # 3. Save state
        ctx.state = quant_state
        ctx.dtype_A, ctx.dtype_B, ctx.dtype_bias = A.dtype, B.dtype, None if bias is None else bias.dtype
        if any(ctx.needs_input_grad[:2]):
            ctx.tensors = (None, B)
        else:
            ctx.tensors = (None, None)
        return output

    @staticmethod
    def backward(ctx, grad_output):
        req_gradA, _, _, req_gradBias, _ = ctx.needs_input_grad
        _, B = ctx.tensors
        grad_A, grad_B, grad_bias = None, None, None
        if req_gradBias:
            # compute grad_bias first before changing grad_output dtype
            grad_bias = grad_output.sum(0, dtype=ctx.dtype_bias)
        # not supported by PyTorch. TODO: create work-around
        # if req_gradB: grad_B = torch.matmul(grad_output.t(), A)
        if req_gradA:
            grad_A = torch.matmul(grad_output, dequantize_4bit(B, ctx.state).to(grad_output.dtype).t())
        return grad_A, grad_B, None, grad_bias, None


def matmul_4bit(A, B, quant_state, out=None, bias=None):
    assert quant_state is not None
    return MatMul4Bit.apply(A, B, out, bias, quant_state)


class Linear4bit(nn.Module):
    """nn/modules.py's Linear4bit (compute dtype fp32, blocksize 64, nf4, compress_statistics False) quantised
    from a float Linear: the packed Params4bit [n/2, 1] uint8, its absmax and the frozen bias are buffers (the
    capture differentiates every module parameter; only LoRA's are the optimizer's)."""

    def __init__(self, linear, blocksize=64, quant_type="nf4"):
        super().__init__()
        self.in_features, self.out_features = linear.in_features, linear.out_features
        w = linear.weight.detach()
        packed, absmax = _quantize_4bit_impl(w, blocksize, quant_type)
        self.register_buffer("weight", packed)
        self.register_buffer("absmax", absmax)
        self.register_buffer("code", CODE[quant_type].clone())
        self.blocksize, self.quant_type, self.shape = blocksize, quant_type, w.shape
        if linear.bias is not None:
            self.register_buffer("bias", linear.bias.detach().clone())
        else:
            self.bias = None
        self.compute_dtype = torch.float32

    def forward(self, x):
        quant_state = QuantState(self.absmax, self.shape, self.code, self.blocksize, self.quant_type, torch.float32)
        inp_dtype = x.dtype
        if self.compute_dtype is not None:
            x = x.to(self.compute_dtype)
        bias = None if self.bias is None else self.bias.to(self.compute_dtype)
        weight = self.weight.t()
        return matmul_4bit(x, weight, bias=bias, quant_state=quant_state).to(inp_dtype)


class LoraLinear4bit(nn.Module):
    """peft/tuners/lora/bnb.py's Linear4bit (one adapter 'default', lora_dropout 0 -> nn.Identity)."""

    def __init__(self, base_layer, r, lora_alpha, g):
        super().__init__()
        self.base_layer = base_layer
        self.lora_A = nn.ModuleDict({"default": nn.Linear(base_layer.in_features, r, bias=False)})
        self.lora_B = nn.ModuleDict({"default": nn.Linear(r, base_layer.out_features, bias=False)})
        self.lora_dropout = nn.ModuleDict({"default": nn.Identity()})
        self.scaling = {"default": lora_alpha / r}
        self.active_adapters = ["default"]
        nn.init.kaiming_uniform_(self.lora_A["default"].weight, a=math.sqrt(5))
        with torch.no_grad():                                       # zeros in peft: as after some steps here
            self.lora_B["default"].weight.copy_(0.05 * torch.randn(self.lora_B["default"].weight.shape, generator=g))

    def forward(self, x):
        result = self.base_layer(x)
        # As per Tim Dettmers, for 4bit, we need to defensively clone here.
        result = result.clone()
        for active_adapter in self.active_adapters:
            lora_A = self.lora_A[active_adapter]
            lora_B = self.lora_B[active_adapter]
            dropout = self.lora_dropout[active_adapter]
            scaling = self.scaling[active_adapter]
            requires_conversion = not torch.is_autocast_enabled()
            if requires_conversion:
                expected_dtype = result.dtype
                x = x.to(lora_A.weight.dtype)
            output = lora_B(lora_A(dropout(x)))
            if requires_conversion:
                output = output.to(expected_dtype)
            output = output * scaling
            result = result + output
        return result


class FrozenLayerNorm(nn.Module):
    """An OPT LayerNorm of the frozen base model: weight / bias buffers."""

    def __init__(self, d, eps=1e-5):
        super().__init__()
        self.normalized_shape = (d,)
        self.eps = eps
        self.register_buffer("weight", 1.0 + 0.1 * torch.randn(d))
        self.register_buffer("bias", 0.1 * torch.randn(d))

    def forward(self, x):
        return F.layer_norm(x, self.normalized_shape, self.weight, self.bias, self.eps)


class OPTAttention(nn.Module):
    def __init__(self, embed_dim, num_heads):
        super().__init__()
        self.embed_dim = embed_dim
        self.num_heads = num_heads
        self.dropout = 0.0
        self.head_dim = embed_dim // num_heads
        self.scaling = self.head_dim ** -0.5
        self.k_proj = nn.Linear(embed_dim, embed_dim, bias=True)
        self.v_proj = nn.Linear(embed_dim, embed_dim, bias=True)
        self.q_proj = nn.Linear(embed_dim, embed_dim, bias=True)
        self.out_proj = nn.Linear(embed_dim, embed_dim, bias=True)

    def _shape(self, tensor, seq_len, bsz):
        return tensor.view(bsz, seq_len, self.num_heads, self.head_dim).transpose(1, 2).contiguous()

    def forward(self, hidden_states, attention_mask):
        bsz, tgt_len, _ = hidden_states.size()
        query_states = self.q_proj(hidden_states) * self.scaling
        key_states = self._shape(self.k_proj(hidden_states), -1, bsz)
        value_states = self._shape(self.v_proj(hidden_states), -1, bsz)
        proj_shape = (bsz * self.num_heads, -1, self.head_dim)
        query_states = self._shape(query_states, tgt_len, bsz).view(*proj_shape)
        key_states = key_states.view(*proj_shape)
        value_states = value_states.view(*proj_shape)
        src_len = key_states.size(1)
        attn_weights = torch.bmm(query_states, key_states.transpose(1, 2))
        if attention_mask is not None:
            attn_weights = attn_weights.view(bsz, self.num_heads, tgt_len, src_len) + attention_mask
            attn_weights = torch.max(attn_weights, torch.tensor(torch.finfo(attn_weights.dtype).min,
                                                                device=attn_weights.device))
            attn_weights = attn_weights.view(bsz * self.num_heads, tgt_len, src_len)
        attn_weights = nn.functional.softmax(attn_weights, dim=-1)
        attn_probs = nn.functional.dropout(attn_weights, p=self.dropout, training=self.training)
        attn_output = torch.bmm(attn_probs, value_states)
        attn_output = attn_output.view(bsz, self.num_heads, tgt_len, self.head_dim)
        attn_output = attn_output.transpose(1, 2)
        attn_output = attn_output.reshape(bsz, tgt_len, self.embed_dim)
        attn_output = self.out_proj(attn_output)
        return attn_output


class OPTDecoderLayer(nn.Module):
    def __init__(self, d, heads, ffn):
        super().__init__()
        self.self_attn = OPTAttention(d, heads)
        self.do_layer_norm_before = True
        self.dropout = 0.0
        self.activation_fn = nn.ReLU()
        self.self_attn_layer_norm = FrozenLayerNorm(d)
        self.fc1 = nn.Linear(d, ffn)
        self.fc2 = nn.Linear(ffn, d)
        self.final_layer_norm = FrozenLayerNorm(d)

    def forward(self, hidden_states, attention_mask):
        residual = hidden_states
        if self.do_layer_norm_before:
            hidden_states = self.self_attn_layer_norm(hidden_states)
        hidden_states = self.self_attn(hidden_states, attention_mask)
        hidden_states = nn.functional.dropout(hidden_states, p=self.dropout, training=self.training)
        hidden_states = residual + hidden_states
        # Fully Connected
        hidden_states_shape = hidden_states.shape
        hidden_states = hidden_states.reshape(-1, hidden_states.size(-1))
        residual = hidden_states
        if self.do_layer_norm_before:
            hidden_states = self.final_layer_norm(hidden_states)
        hidden_states = self.fc1(hidden_states)
        hidden_states = self.activation_fn(hidden_states)
        hidden_states = self.fc2(hidden_states)
        hidden_states = nn.functional.dropout(hidden_states, p=self.dropout, training=self.training)
        hidden_states = (residual + hidden_states).view(hidden_states_shape)
        return hidden_states


def _prepare_4d_causal_attention_mask(attention_mask, input_shape, dtype):
    """modeling_attn_mask_utils.py's AttentionMaskConverter(is_causal=True).to_4d, past length 0."""
    bsz, tgt_len = input_shape
    min_dtype = torch.finfo(dtype).min
    mask = torch.full((tgt_len, tgt_len), min_dtype)
    mask_cond = torch.arange(mask.size(-1))
    mask.masked_fill_(mask_cond < (mask_cond + 1).view(mask.size(-1), 1), 0)
    causal_4d_mask = mask.to(dtype)[None, None, :, :].expand(bsz, 1, tgt_len, tgt_len)
    expanded_mask = attention_mask[:, None, None, :].expand(bsz, 1, tgt_len, tgt_len).to(dtype)
    inverted_mask = 1.0 - expanded_mask
    expanded_attn_mask = inverted_mask.masked_fill(inverted_mask.to(torch.bool), min_dtype)
    expanded_4d_mask = causal_4d_mask.masked_fill(expanded_attn_mask.bool(), min_dtype)
    return expanded_4d_mask


class QLoraOPTForCausalLM(nn.Module):
    """OPTForCausalLM (facebook/opt-125m shape at small sizes: pre-LN, ReLU, learned positions with offset 2,
    lm_head tied to embed_tokens) loaded in 4 bit (BitsAndBytesConfig(load_in_4bit, nf4, no double quant,
    lm_head skipped) -> every decoder Linear a Linear4bit) and wrapped by get_peft_model(LoraConfig(r 4,
    lora_alpha 8, target_modules q / k / v / out_proj / fc1 / fc2, lora_dropout 0)): the LoRA A / B Linears are
    the only parameters; embeddings, norms, lm_head and the quantised weights are frozen buffers."""

    def __init__(self, g, vocab=32, d=16, heads=2, ffn=32, layers=2, max_pos=16, r=4, lora_alpha=8):
        super().__init__()
        self.offset = 2
        self.register_buffer("embed_tokens", 0.3 * torch.randn(vocab, d, generator=g))
        self.register_buffer("embed_positions", 0.3 * torch.randn(max_pos + self.offset, d, generator=g))
        self.layers = nn.ModuleList()
        for _ in range(layers):
            layer = OPTDecoderLayer(d, heads, ffn)
            for lin in (layer.fc1, layer.fc2):
                with torch.no_grad():
                    lin.weight.copy_(0.3 * torch.randn(lin.weight.shape, generator=g))
                    lin.bias.copy_(0.1 * torch.randn(lin.bias.shape, generator=g))
            for lin in (layer.self_attn.q_proj, layer.self_attn.k_proj, layer.self_attn.v_proj,
                        layer.self_attn.out_proj):
                with torch.no_grad():
                    lin.weight.copy_(0.3 * torch.randn(lin.weight.shape, generator=g))
                    lin.bias.copy_(0.1 * torch.randn(lin.bias.shape, generator=g))
            # replace_with_bnb_linear, then peft's LoRA wrapping of every target module
            for name in ("q_proj", "k_proj", "v_proj", "out_proj"):
                setattr(layer.self_attn, name, LoraLinear4bit(Linear4bit(getattr(layer.self_attn, name)), r,
                                                              lora_alpha, g))
            layer.fc1 = LoraLinear4bit(Linear4bit(layer.fc1), r, lora_alpha, g)
            layer.fc2 = LoraLinear4bit(Linear4bit(layer.fc2), r, lora_alpha, g)
            self.layers.append(layer)
        self.final_layer_norm = FrozenLayerNorm(d)

    def forward(self, input_ids, attention_mask):
        input_shape = input_ids.size()
        inputs_embeds = F.embedding(input_ids, self.embed_tokens)
        causal_attention_mask = _prepare_4d_causal_attention_mask(attention_mask, input_shape, inputs_embeds.dtype)
        # OPTLearnedPositionalEmbedding
        am = attention_mask.long()
        positions = (torch.cumsum(am, dim=1).type_as(am) * am).long() - 1
        pos_embeds = F.embedding(positions + self.offset, self.embed_positions)
        hidden_states = inputs_embeds + pos_embeds
        for decoder_layer in self.layers:
            hidden_states = decoder_layer(hidden_states, causal_attention_mask)
        hidden_states = self.final_layer_norm(hidden_states)
        logits = F.linear(hidden_states, self.embed_tokens).contiguous()
        return logits


# ------------------------------------------------------------------ GPT-NeoX / Pythia (modeling_gpt_neox.py)
class GPTNeoXConfig:
    def __init__(self, vocab_size=32, hidden_size=32, num_hidden_layers=2, num_attention_heads=2,
                 intermediate_size=64, rotary_pct=0.25, rotary_emb_base=10000, max_position_embeddings=16,
                 layer_norm_eps=1e-5, use_parallel_residual=True, initializer_range=0.02):
        self.vocab_size = vocab_size
        self.hidden_size = hidden_size
        self.num_hidden_layers = num_hidden_layers
        self.num_attention_heads = num_attention_heads
        self.intermediate_size = intermediate_size
        self.rotary_pct = rotary_pct
        self.rotary_emb_base = rotary_emb_base
        self.max_position_embeddings = max_position_embeddings
        self.layer_norm_eps = layer_norm_eps
        self.use_parallel_residual = use_parallel_residual
        self.initializer_range = initializer_range
        self.attention_dropout = 0.0
        self.hidden_dropout = 0.0


class GPTNeoXRotaryEmbedding(nn.Module):
    def __init__(self, dim, max_position_embeddings=2048, base=10000):
        super().__init__()
        self.dim = dim
        self.max_position_embeddings = max_position_embeddings
        self.base = base
        inv_freq = 1.0 / (self.base ** (torch.arange(0, self.dim, 2, dtype=torch.int64).float() / self.dim))
        self.register_buffer("inv_freq", inv_freq, persistent=False)
        self._set_cos_sin_cache(seq_len=max_position_embeddings, dtype=torch.get_default_dtype())

    def _set_cos_sin_cache(self, seq_len, dtype):
        self.max_seq_len_cached = seq_len
        t = torch.arange(self.max_seq_len_cached, dtype=torch.int64).type_as(self.inv_freq)
        freqs = torch.outer(t, self.inv_freq)
        emb = torch.cat((freqs, freqs), dim=-1)
        self.register_buffer("cos_cached", emb.cos(), persistent=False)
        self.register_buffer("sin_cached", emb.sin(), persistent=False)

    def forward(self, x, seq_len=None):
        return (self.cos_cached[:seq_len], self.sin_cached[:seq_len])


def neox_apply_rotary_pos_emb(q, k, cos, sin, position_ids, unsqueeze_dim=1):
    cos = cos[position_ids].unsqueeze(unsqueeze_dim)
    sin = sin[position_ids].unsqueeze(unsqueeze_dim)
    q_embed = (q * cos) + (rotate_half(q) * sin)
    k_embed = (k * cos) + (rotate_half(k) * sin)
    return q_embed, k_embed


class GPTNeoXAttention(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.config = config
        self.num_attention_heads = config.num_attention_heads
        self.hidden_size = config.hidden_size
        self.head_size = self.hidden_size // self.num_attention_heads
        self.rotary_ndims = int(self.head_size * config.rotary_pct)
        max_positions = config.max_position_embeddings
        self.register_buffer("bias", torch.tril(torch.ones((max_positions, max_positions), dtype=torch.bool)).view(
            1, 1, max_positions, max_positions), persistent=False)
        self.rotary_emb = GPTNeoXRotaryEmbedding(self.rotary_ndims, config.max_position_embeddings,
                                                 base=config.rotary_emb_base)
        self.norm_factor = self.head_size ** -0.5
        self.query_key_value = nn.Linear(config.hidden_size, 3 * config.hidden_size, bias=True)
        self.dense = nn.Linear(config.hidden_size, config.hidden_size, bias=True)
        self.attention_dropout = nn.Dropout(config.attention_dropout)

    def forward(self, hidden_states, attention_mask, position_ids):
        qkv = self.query_key_value(hidden_states)
        # [batch, seq_len, (num_heads * 3 * head_size)] --> [batch, seq_len, num_heads, 3 * head_size]
        new_qkv_shape = qkv.size()[:-1] + (self.num_attention_heads, 3 * self.head_size)
        qkv = qkv.view(*new_qkv_shape)
        # [batch, seq_len, num_attention_heads, 3 * head_size] --> 3 [batch, num_attention_heads, seq_len, head_size]
        query = qkv[..., : self.head_size].permute(0, 2, 1, 3)
        key = qkv[..., self.head_size: 2 * self.head_size].permute(0, 2, 1, 3)
        value = qkv[..., 2 * self.head_size:].permute(0, 2, 1, 3)
        # Compute rotary embeddings on rotary_ndims
        query_rot = query[..., : self.rotary_ndims]
        query_pass = query[..., self.rotary_ndims:]
        key_rot = key[..., : self.rotary_ndims]
        key_pass = key[..., self.rotary_ndims:]
        seq_len = key.shape[-2]
        cos, sin = self.rotary_emb(value, seq_len=seq_len)
        query, key = neox_apply_rotary_pos_emb(query_rot, key_rot, cos, sin, position_ids)
        query = torch.cat((query, query_pass), dim=-1)
        key = torch.cat((key, key_pass), dim=-1)
        attn_output, attn_weights = self._attn(query, key, value, attention_mask)
        attn_output = self._merge_heads(attn_output, self.num_attention_heads, self.head_size)
        attn_output = self.dense(attn_output)
        return attn_output, attn_weights

    @classmethod
    def _merge_heads(cls, tensor, num_attention_heads, attn_head_size):
        # tensor [bs, num_attention_heads, seq_len, attn_head_size]
        tensor = tensor.permute(0, 2, 1, 3).contiguous()
        # -> [bs, seq_len, num_attention_heads, attn_head_size]
        tensor = tensor.view(tensor.size(0), tensor.size(1), num_attention_heads * attn_head_size)
        return tensor

    def _attn(self, query, key, value, attention_mask=None):
        batch_size, num_attention_heads, query_length, attn_head_size = query.size()
        key_length = key.size(-2)
        causal_mask = self.bias[:, :, key_length - query_length: key_length, :key_length]
        query = query.view(batch_size * num_attention_heads, query_length, attn_head_size)
        key = key.view(batch_size * num_attention_heads, key_length, attn_head_size)
        attn_scores = torch.zeros(batch_size * num_attention_heads, query_length, key_length, dtype=query.dtype,
                                  device=key.device)
        attn_scores = torch.baddbmm(attn_scores, query, key.transpose(1, 2), beta=1.0, alpha=self.norm_factor)
        attn_scores = attn_scores.view(batch_size, num_attention_heads, query_length, key_length)
        mask_value = torch.finfo(attn_scores.dtype).min
        mask_value = torch.tensor(mask_value, dtype=attn_scores.dtype).to(attn_scores.device)
        attn_scores = torch.where(causal_mask, attn_scores, mask_value)
        if attention_mask is not None:
            attn_scores = attn_scores + attention_mask
        attn_weights = nn.functional.softmax(attn_scores, dim=-1)
        attn_weights = attn_weights.to(value.dtype)
        attn_weights = self.attention_dropout(attn_weights)
        attn_output = torch.matmul(attn_weights, value)
        return attn_output, attn_weights


class GPTNeoXMLP(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.dense_h_to_4h = nn.Linear(config.hidden_size, config.intermediate_size)
        self.dense_4h_to_h = nn.Linear(config.intermediate_size, config.hidden_size)
        self.act = nn.GELU()

    def forward(self, hidden_states):
        hidden_states = self.dense_h_to_4h(hidden_states)
        hidden_states = self.act(hidden_states)
        hidden_states = self.dense_4h_to_h(hidden_states)
        return hidden_states


class GPTNeoXLayer(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.use_parallel_residual = config.use_parallel_residual
        self.input_layernorm = nn.LayerNorm(config.hidden_size, eps=config.layer_norm_eps)
        self.post_attention_layernorm = nn.LayerNorm(config.hidden_size, eps=config.layer_norm_eps)
        self.post_attention_dropout = nn.Dropout(config.hidden_dropout)
        self.post_mlp_dropout = nn.Dropout(config.hidden_dropout)
        self.attention = GPTNeoXAttention(config)
        self.mlp = GPTNeoXMLP(config)

    def forward(self, hidden_states, attention_mask, position_ids):
        attention_layer_outputs = self.attention(self.input_layernorm(hidden_states), attention_mask, position_ids)
        attn_output = attention_layer_outputs[0]  # output_attn: attn_output, present, (attn_weights)
        attn_output = self.post_attention_dropout(attn_output)
        if self.use_parallel_residual:
            # pseudocode:
            # x = x + attn(ln1(x)) + mlp(ln2(x))
            mlp_output = self.mlp(self.post_attention_layernorm(hidden_states))
            mlp_output = self.post_mlp_dropout(mlp_output)
            hidden_states = mlp_output + attn_output + hidden_states
        else:
            # pseudocode:
            # x = x + attn(ln1(x))
            # x = x + mlp(ln2(x))
            attn_output = attn_output + hidden_states
            mlp_output = self.mlp(self.post_attention_layernorm(attn_output))
            mlp_output = self.post_mlp_dropout(mlp_output)
            hidden_states = mlp_output + attn_output
        return hidden_states


class GPTNeoXForCausalLM(nn.Module):
    """GPTNeoXModel (embed_in, emb_dropout, layers, final_layer_norm) + the untied embed_out; the padding mask
    made additive as GPTNeoXModel.forward (4.3x) does; the loss in the criterion."""

    def __init__(self, config):
        super().__init__()
        self.config = config
        self.embed_in = nn.Embedding(config.vocab_size, config.hidden_size)
        self.emb_dropout = nn.Dropout(config.hidden_dropout)
        self.layers = nn.ModuleList([GPTNeoXLayer(config) for _ in range(config.num_hidden_layers)])
        self.final_layer_norm = nn.LayerNorm(config.hidden_size, eps=config.layer_norm_eps)
        self.embed_out = nn.Linear(config.hidden_size, config.vocab_size, bias=False)
        self.apply(self._init_weights)

    def _init_weights(self, module):
        if isinstance(module, nn.Linear):
            module.weight.data.normal_(mean=0.0, std=self.config.initializer_range)
            if module.bias is not None:
                module.bias.data.zero_()
        elif isinstance(module, nn.Embedding):
            module.weight.data.normal_(mean=0.0, std=self.config.initializer_range)
        elif isinstance(module, nn.LayerNorm):
            module.bias.data.zero_()
            module.weight.data.fill_(1.0)

    def forward(self, input_ids, attention_mask):
        batch_size, seq_length = input_ids.shape
        position_ids = torch.arange(0, seq_length, dtype=torch.long)
        position_ids = position_ids.unsqueeze(0)
        # Attention mask.
        attention_mask = attention_mask.view(batch_size, -1)
        attention_mask = attention_mask[:, None, None, :]
        attention_mask = attention_mask.to(dtype=torch.float32)
        attention_mask = (1.0 - attention_mask) * torch.finfo(torch.float32).min
        inputs_embeds = self.embed_in(input_ids)
        hidden_states = self.emb_dropout(inputs_embeds)
        for layer in self.layers:
            hidden_states = layer(hidden_states, attention_mask, position_ids)
        hidden_states = self.final_layer_norm(hidden_states)
        lm_logits = self.embed_out(hidden_states)
        return lm_logits


def _neox_lm_loss(lm_logits, labels):
    """GPTNeoXForCausalLM.forward's loss: we are doing next-token prediction; shift prediction scores and input
    ids by one."""
    shift_logits = lm_logits[:, :-1, :].contiguous()
    labels = labels[:, 1:].contiguous()
    loss_fct = nn.CrossEntropyLoss()
    return loss_fct(shift_logits.view(-1, shift_logits.size(-1)), labels.view(-1))


# ------------------------------------------------------------------ FocalNet (microsoft/FocalNet focalnet.py)
class Mlp(nn.Module):
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


class FocalModulation(nn.Module):
    def __init__(self, dim, focal_window, focal_level, focal_factor=2, bias=True, proj_drop=0.,
                 use_postln_in_modulation=False, normalize_modulator=False):
        super().__init__()
        self.dim = dim
        self.focal_window = focal_window
        self.focal_level = focal_level
        self.focal_factor = focal_factor
        self.use_postln_in_modulation = use_postln_in_modulation
        self.normalize_modulator = normalize_modulator
        self.f = nn.Linear(dim, 2 * dim + (self.focal_level + 1), bias=bias)
        self.h = nn.Conv2d(dim, dim, kernel_size=1, stride=1, bias=bias)
        self.act = nn.GELU()
        self.proj = nn.Linear(dim, dim)
        self.proj_drop = nn.Dropout(proj_drop)
        self.focal_layers = nn.ModuleList()
        self.kernel_sizes = []
        for k in range(self.focal_level):
            kernel_size = self.focal_factor * k + self.focal_window
            self.focal_layers.append(
                nn.Sequential(
                    nn.Conv2d(dim, dim, kernel_size=kernel_size, stride=1, groups=dim, padding=kernel_size // 2,
                              bias=False),
                    nn.GELU(),
                )
            )
            self.kernel_sizes.append(kernel_size)
        if self.use_postln_in_modulation:
            self.ln = nn.LayerNorm(dim)

    def forward(self, x):
        """x: input features with shape of (B, H, W, C)"""
        C = x.shape[-1]
        # pre linear projection
        x = self.f(x).permute(0, 3, 1, 2).contiguous()
        q, ctx, self.gates = torch.split(x, (C, C, self.focal_level + 1), 1)
        # context aggreation
        ctx_all = 0
        for l in range(self.focal_level):
            ctx = self.focal_layers[l](ctx)
            ctx_all = ctx_all + ctx * self.gates[:, l:l + 1]
        ctx_global = self.act(ctx.mean(2, keepdim=True).mean(3, keepdim=True))
        ctx_all = ctx_all + ctx_global * self.gates[:, self.focal_level:]
        # normalize context
        if self.normalize_modulator:
            ctx_all = ctx_all / (self.focal_level + 1)
        # focal modulation
        self.modulator = self.h(ctx_all)
        x_out = q * self.modulator
        x_out = x_out.permute(0, 2, 3, 1).contiguous()
        if self.use_postln_in_modulation:
            x_out = self.ln(x_out)
        # post linear porjection
        x_out = self.proj(x_out)
        x_out = self.proj_drop(x_out)
        return x_out


class FocalNetBlock(nn.Module):
    def __init__(self, dim, input_resolution, mlp_ratio=4., drop=0., drop_path=0., act_layer=nn.GELU,
                 norm_layer=nn.LayerNorm, focal_level=1, focal_window=3, use_layerscale=False,
                 layerscale_value=1e-4, use_postln=False, use_postln_in_modulation=False,
                 normalize_modulator=False):
        super().__init__()
        self.dim = dim
        self.input_resolution = input_resolution
        self.mlp_ratio = mlp_ratio
        self.focal_window = focal_window
        self.focal_level = focal_level
        self.use_postln = use_postln
        self.norm1 = norm_layer(dim)
        self.modulation = FocalModulation(dim, proj_drop=drop, focal_window=focal_window,
                                          focal_level=self.focal_level,
                                          use_postln_in_modulation=use_postln_in_modulation,
                                          normalize_modulator=normalize_modulator)
        self.drop_path = nn.Identity()                               # DropPath(drop_path) if drop_path > 0.
        self.norm2 = norm_layer(dim)
        mlp_hidden_dim = int(dim * mlp_ratio)
        self.mlp = Mlp(in_features=dim, hidden_features=mlp_hidden_dim, act_layer=act_layer, drop=drop)
        self.gamma_1 = 1.0
        self.gamma_2 = 1.0
        if use_layerscale:
            self.gamma_1 = nn.Parameter(layerscale_value * torch.ones((dim)), requires_grad=True)
            self.gamma_2 = nn.Parameter(layerscale_value * torch.ones((dim)), requires_grad=True)
        self.H = None
        self.W = None

    def forward(self, x):
        H, W = self.H, self.W
        B, L, C = x.shape
        shortcut = x
        # Focal Modulation
        x = x if self.use_postln else self.norm1(x)
        x = x.view(B, H, W, C)
        x = self.modulation(x).view(B, H * W, C)
        x = x if not self.use_postln else self.norm1(x)
        # FFN
        x = shortcut + self.drop_path(self.gamma_1 * x)
        x = x + self.drop_path(self.gamma_2 * (self.norm2(self.mlp(x)) if self.use_postln
                                                else self.mlp(self.norm2(x))))
        return x


class PatchEmbed(nn.Module):
    def __init__(self, img_size=(224, 224), patch_size=4, in_chans=3, embed_dim=96, use_conv_embed=False,
                 norm_layer=None, is_stem=False):
        super().__init__()
        patch_size = (patch_size, patch_size)
        patches_resolution = [img_size[0] // patch_size[0], img_size[1] // patch_size[1]]
        self.img_size = img_size
        self.patch_size = patch_size
        self.patches_resolution = patches_resolution
        self.num_patches = patches_resolution[0] * patches_resolution[1]
        self.in_chans = in_chans
        self.embed_dim = embed_dim
        if use_conv_embed:
            # if we choose to use conv embedding, then we treat the stem and non-stem differently
            if is_stem:
                kernel_size, padding, stride = 7, 2, 4
            else:
                kernel_size, padding, stride = 3, 1, 2
            self.proj = nn.Conv2d(in_chans, embed_dim, kernel_size=kernel_size, stride=stride, padding=padding)
        else:
            self.proj = nn.Conv2d(in_chans, embed_dim, kernel_size=patch_size, stride=patch_size)
        if norm_layer is not None:
            self.norm = norm_layer(embed_dim)
        else:
            self.norm = None

    def forward(self, x):
        B, C, H, W = x.shape
        x = self.proj(x)
        H, W = x.shape[2:]
        x = x.flatten(2).transpose(1, 2)  # B Ph*Pw C
        if self.norm is not None:
            x = self.norm(x)
        return x, H, W


class BasicLayer(nn.Module):
    def __init__(self, dim, out_dim, input_resolution, depth, mlp_ratio=4., drop=0., drop_path=0.,
                 norm_layer=nn.LayerNorm, downsample=None, use_checkpoint=False, focal_level=1, focal_window=1,
                 use_conv_embed=False, use_layerscale=False, layerscale_value=1e-4, use_postln=False,
                 use_postln_in_modulation=False, normalize_modulator=False):
        super().__init__()
        self.dim = dim
        self.input_resolution = input_resolution
        self.depth = depth
        self.use_checkpoint = use_checkpoint
        self.blocks = nn.ModuleList([
            FocalNetBlock(dim=dim, input_resolution=input_resolution, mlp_ratio=mlp_ratio, drop=drop,
                          drop_path=drop_path[i] if isinstance(drop_path, list) else drop_path,
                          norm_layer=norm_layer, focal_level=focal_level, focal_window=focal_window,
                          use_layerscale=use_layerscale, layerscale_value=layerscale_value, use_postln=use_postln,
                          use_postln_in_modulation=use_postln_in_modulation,
                          normalize_modulator=normalize_modulator)
            for i in range(depth)])
        if downsample is not None:
            self.downsample = downsample(img_size=input_resolution, patch_size=2, in_chans=dim, embed_dim=out_dim,
                                         use_conv_embed=use_conv_embed, norm_layer=norm_layer, is_stem=False)
        else:
            self.downsample = None

    def forward(self, x, H, W):
        for blk in self.blocks:
            blk.H, blk.W = H, W
            x = blk(x)
        if self.downsample is not None:
            x = x.transpose(1, 2).reshape(x.shape[0], -1, H, W)
            x, Ho, Wo = self.downsample(x)
        else:
            Ho, Wo = H, W
        return x, Ho, Wo


class FocalNet(nn.Module):
    def __init__(self, img_size=224, patch_size=4, in_chans=3, num_classes=1000, embed_dim=96, depths=[2, 2, 6, 2],
                 mlp_ratio=4., drop_rate=0., drop_path_rate=0.1, norm_layer=nn.LayerNorm, patch_norm=True,
                 use_checkpoint=False, focal_levels=[2, 2, 2, 2], focal_windows=[3, 3, 3, 3], use_conv_embed=False,
                 use_layerscale=False, layerscale_value=1e-4, use_postln=False, use_postln_in_modulation=False,
                 normalize_modulator=False):
        super().__init__()
        self.num_layers = len(depths)
        embed_dim = [embed_dim * (2 ** i) for i in range(self.num_layers)]
        self.num_classes = num_classes
        self.embed_dim = embed_dim
        self.patch_norm = patch_norm
        self.num_features = embed_dim[-1]
        self.mlp_ratio = mlp_ratio
        self.patch_embed = PatchEmbed(img_size=(img_size, img_size), patch_size=patch_size, in_chans=in_chans,
                                      embed_dim=embed_dim[0], use_conv_embed=use_conv_embed,
                                      norm_layer=norm_layer if self.patch_norm else None, is_stem=True)
        patches_resolution = self.patch_embed.patches_resolution
        self.patches_resolution = patches_resolution
        self.pos_drop = nn.Dropout(p=drop_rate)
        dpr = [x.item() for x in torch.linspace(0, drop_path_rate, sum(depths))]
        self.layers = nn.ModuleList()
        for i_layer in range(self.num_layers):
            layer = BasicLayer(dim=embed_dim[i_layer],
                               out_dim=embed_dim[i_layer + 1] if (i_layer < self.num_layers - 1) else None,
                               input_resolution=(patches_resolution[0] // (2 ** i_layer),
                                                 patches_resolution[1] // (2 ** i_layer)),
                               depth=depths[i_layer], mlp_ratio=self.mlp_ratio, drop=drop_rate,
                               drop_path=dpr[sum(depths[:i_layer]):sum(depths[:i_layer + 1])],
                               norm_layer=norm_layer,
                               downsample=PatchEmbed if (i_layer < self.num_layers - 1) else None,
                               focal_level=focal_levels[i_layer], focal_window=focal_windows[i_layer],
                               use_conv_embed=use_conv_embed, use_checkpoint=use_checkpoint,
                               use_layerscale=use_layerscale, layerscale_value=layerscale_value,
                               use_postln=use_postln, use_postln_in_modulation=use_postln_in_modulation,
                               normalize_modulator=normalize_modulator)
            self.layers.append(layer)
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
        x, H, W = self.patch_embed(x)
        x = self.pos_drop(x)
        for layer in self.layers:
            x, H, W = layer(x, H, W)
        x = self.norm(x)  # B L C
        x = self.avgpool(x.transpose(1, 2))  # B C 1
        x = torch.flatten(x, 1)
        return x

    def forward(self, x):
        x = self.forward_features(x)
        x = self.head(x)
        return x


class LabelSmoothingCrossEntropy(nn.Module):
    """timm/loss/cross_entropy.py (FocalNet's main.py: config.MODEL.LABEL_SMOOTHING > 0, mixup off)."""

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


# ------------------------------------------------------------------ build
def _pick(m, names):
    idx = _where(m, lambda n: n in names)
    assert len(idx) == len(names), (idx, names)
    return idx


def build(name: str, g: torch.Generator, Spec, call, ce):
    if name == "liger_flce_llama":
        m = LigerLlamaForCausalLM(LlamaConfig())
        input_ids = torch.randint(0, 32, (2, 8), generator=g)
        labels = input_ids.clone()
        labels[1, 6] = -100                                          # a masked position
        num_items_in_batch = (labels[:, 1:] != -100).sum()           # the Trainer's count of the shifted labels
        return Spec(m, {"input_ids": input_ids, "labels": labels}, {"num_items_in_batch": num_items_in_batch},
                    call, _num_items_loss,
                    subset=_pick(m, ("model.layers.0.self_attn.k_proj.weight", "model.layers.1.mlp.up_proj.weight",
                                     "lm_head.weight")),
                    notes="held out (relate v75): LLaMA decoder (RMSNorm, RoPE, GQA, SwiGLU) whose head and loss "
                          "are Liger-Kernel's LigerFusedLinearCrossEntropyFunction (linkedin/Liger-Kernel "
                          "ops/fused_linear_cross_entropy.py, ops/cross_entropy.py): rows chunked, per-chunk "
                          "logits, the label-smoothed CE gradient computed in the forward, grad_input slice "
                          "writes and grad_weight addmm(out=) accumulated and saved; backward only scales the "
                          "saved gradients by grad_output; loss / num_items_in_batch; non-tail subset")
    if name == "unsloth_fast_llama":
        m = UnslothLlamaForCausalLM(LlamaConfig())
        input_ids = torch.randint(0, 32, (2, 8), generator=g)
        labels = input_ids.clone()
        return Spec(m, {"input_ids": input_ids}, {"labels": labels}, call, _shifted_lm_loss,
                    subset=_pick(m, ("embed_tokens.weight", "layers.0.self_attn.q_proj.weight",
                                     "layers.1.mlp.gate_proj.weight")),
                    notes="held out (relate v75): LLaMA decoder on Unsloth's fast path (unslothai/unsloth "
                          "kernels/rms_layernorm.py Fast_RMS_Layernorm saving X, W and the inverse rms, backward "
                          "dX only; kernels/rope_embedding.py Fast_RoPE_Embedding applied to Q and K, cos / sin "
                          "kept on ctx, backward the same rotation with -sin; models/llama.py fast forwards, GQA "
                          "by expand / reshape, SDPA); shifted CE; non-tail subset")
    if name == "qlora_nf4_opt":
        m = QLoraOPTForCausalLM(g)
        input_ids = torch.randint(0, 32, (2, 8), generator=g)
        attention_mask = torch.ones(2, 8, dtype=torch.long)
        attention_mask[1, :2] = 0                                     # left padding
        labels = input_ids.clone()
        labels[1, :2] = -100
        return Spec(m, {"input_ids": input_ids, "attention_mask": attention_mask}, {"labels": labels}, call,
                    _shifted_lm_loss,
                    subset=_pick(m, ("layers.0.self_attn.q_proj.lora_A.default.weight",
                                     "layers.0.fc2.lora_B.default.weight",
                                     "layers.1.self_attn.v_proj.lora_B.default.weight")),
                    notes="held out (relate v75): QLoRA on a small OPT (bitsandbytes NF4 Linear4bit: packed uint8 "
                          "codes and blockwise absmax buffers, pure-torch _dequantize_4bit_impl (nibble unpack, "
                          "code lookup, block scale), MatMul4Bit custom Function dequantising in the forward and "
                          "again in the backward for grad_A only; peft LoRA A / B on every decoder Linear, "
                          "result.clone() + B(A(x)) * scaling); only LoRA parameters; shifted CE; non-tail subset")
    if name == "gpt_neox_pythia":
        m = GPTNeoXForCausalLM(GPTNeoXConfig())
        input_ids = torch.randint(0, 32, (2, 8), generator=g)
        attention_mask = torch.ones(2, 8, dtype=torch.long)
        attention_mask[0, 6:] = 0                                     # right padding
        labels = input_ids.clone()
        labels[0, 6:] = -100
        return Spec(m, {"input_ids": input_ids, "attention_mask": attention_mask}, {"labels": labels}, call,
                    _neox_lm_loss,
                    subset=_pick(m, ("layers.0.attention.query_key_value.bias",
                                     "layers.1.post_attention_layernorm.weight", "embed_in.weight")),
                    notes="held out (relate v75): GPT-NeoX / Pythia (transformers modeling_gpt_neox.py): fused "
                          "query_key_value viewed [b, s, h, 3 hd] and sliced per head, partial rotary (rotary_pct "
                          "0.25, rotate_half on the first 4 of 16 dims, cat with the pass-through), baddbmm "
                          "scores, torch.where causal bias, additive padding mask, parallel residual x + attn(ln1 "
                          "x) + mlp(ln2 x), untied embed_out; shifted CE; non-tail subset")
    if name == "focalnet_srf":
        m = FocalNet(img_size=16, patch_size=4, in_chans=3, num_classes=5, embed_dim=8, depths=[1, 2],
                     drop_path_rate=0.0, focal_levels=[2, 2], focal_windows=[3, 3], use_layerscale=True)
        img = torch.randn(2, 3, 16, 16, generator=g)
        return Spec(m, {"img": img}, {"labels": torch.tensor([3, 0])}, call, LabelSmoothingCrossEntropy(0.1),
                    subset=_pick(m, ("patch_embed.norm.bias", "layers.0.blocks.0.modulation.focal_layers.1.0.weight",
                                     "layers.1.blocks.1.gamma_1")),
                    notes="held out (relate v75): FocalNet (microsoft/FocalNet classification/focalnet.py, srf): "
                          "patch-embed convs with LayerNorm, focal modulation (Linear f split into q / ctx / gates "
                          "after a permute, two depthwise conv + GELU focal levels gated and summed, a global "
                          "mean context, 1x1 conv modulator, q * modulator, proj), layer scales gamma_1 / gamma_2, "
                          "a strided-conv PatchEmbed downsample, AdaptiveAvgPool1d head; label-smoothing CE; "
                          "non-tail subset")
    raise KeyError(name)
