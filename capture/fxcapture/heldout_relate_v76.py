"""Seventy-sixth held-out set for `fxmatch relate` (2026-12-07, /work/pending/heldout_relate_v76).

Written to score main blind: captured once and scored with main's binary and
rules, no engine change in between, and no fxmatch run on these captures
while they were written. Each model re-implements public code at small sizes
(random weights, no downloads), and three of the five put custom
torch.autograd.Functions (forward and hand-written backward as the source has
them, the Triton / CUDA kernels written as the torch they compute) on the
gradient path, each taking parameters as inputs and returning their gradients
through reductions: a post-LN BERT MLM whose every LayerNorm is Liger-Kernel's
DyT (linkedin/Liger-Kernel src/liger_kernel/ops/dyt.py liger_dyt_fwd /
liger_dyt_bwd / _dyt_bwd_kernel / LigerDyTFunction, transformers/dyt.py
LigerDyT; jiachenzhu/DyT dynamic_tanh.py convert_ln_to_dyt; transformers
models/bert/modeling_bert.py BertEmbeddings / BertSelfAttention /
BertSelfOutput / BertIntermediate / BertOutput / BertLMPredictionHead /
BertForMaskedLM); a DINOv2 ViT whose MLP is xformers' SwiGLU on its Python
autograd path (facebookresearch/xformers xformers/ops/swiglu_op.py
_SwiGLUDecomposedFunc / _ForwardToPythonAutogradFunc / swiglu / SwiGLU,
ops/unbind.py _Unbind; facebookresearch/dinov2 dinov2/layers/swiglu_ffn.py
SwiGLUFFNFused, layers/block.py Block, layers/attention.py Attention,
layers/layer_scale.py LayerScale, layers/patch_embed.py PatchEmbed,
models/vision_transformer.py DinoVisionTransformer, eval/linear.py's
cls + mean-patch linear head); and an RWKV-4 language model (BlinkDL/RWKV-LM
RWKV-v4/src/model.py WKV / RUN_CUDA / RWKV_TimeMix / RWKV_ChannelMix / Block /
GPT, RWKV-v4/cuda/wkv_cuda.cu kernel_forward / kernel_backward,
RWKV-v4neo/src/model.py L2Wrap); and, ordinary layers only, a SPADE
generator trained as a VAE (NVlabs/SPADE models/networks/normalization.py
SPADE / get_nonspade_norm_layer, architecture.py SPADEResnetBlock,
generator.py SPADEGenerator, encoder.py ConvEncoder, loss.py KLDLoss,
pix2pix_model.py encode_z / reparameterize / generate_fake) and an XCiT
classifier (facebookresearch/xcit xcit.py PositionalEncodingFourier /
ConvPatchEmbed / LPI / XCA / XCABlock / ClassAttention / ClassAttentionBlock /
XCiT; DeiT losses.py DistillationLoss('none'), timm
LabelSmoothingCrossEntropy). The brief asked for five others; four had close
relatives already, so each was replaced by a new family of the same kind:
NVIDIA apex's FusedLayerNormAffineFunction in a BERT (v48's electra_fused_ln
already is an Apex-style fused LayerNorm Function saving x, the weight, mean
and rstd inside a BERT-family MLM with a tied decoder) -> Liger's DyT Function
in the same BERT shape; a Lightning-Bolts / DALL-E straight-through
Gumbel-softmax VQ conv VAE (v42's gumbel_cat_vae already is a Gumbel-softmax
VAE with a fixed noise buffer, hard - y.detach() + y and a KL to the uniform
prior) -> SPADE's VAE generator; a DeepMind Perceiver-IO encoder (v27's
perceiver_latent already has a learned latent array cross-attending onto the
inputs and latent self-attention) -> XCiT; a PyTorch-Encoding / mmcv SyncBN or
the conv-BN tutorial Function (v64 already has apex's SyncBatchnormFunction in
a ResNeXt and the tutorial's FusedConvBN2DFunction) -> RWKV-4's WKV Function.
The xformers SwiGLU Function was kept: v48's dit_adaln_swiglu has a SwiGLU
Function on activations only (silu(a) * b saving a and b), none takes the
three linears' weights and biases and returns their gradients. Other earlier
relatives: v25's rwkv_shift has RWKV's token shift on plain autograd (here:
the WKV scan Function and the whole RWKV-4 LM), v75's liger_flce_llama another
Liger Function, v45 / v74 layer scales and class tokens. Every dropout is p =
0; the VAE's randn_like draw is a fixed input; like heldout_relate.py's
models they never enter the zoo.

  liger_dyt_bert   input_ids [2, 10] (vocab 32, pad 0, [MASK] 1 at five positions, row 1 padded from 8), attention_mask
                   [2, 10]; to the criterion labels [2, 10] (-100 off the masked positions) -> BertForMaskedLM (hidden
                   16, 2 layers, 2 heads, intermediate 32, max_position 16, 2 token types; _init_weights normal(0.02),
                   padding row zero; decoder tied to word_embeddings with its own bias) converted by convert_ln_to_dyt
                   (every nn.LayerNorm -> LigerDyT(C, init_alpha 0.5): alpha [1], gamma ones [C], beta zeros [C]):
                   BertEmbeddings (word + token_type (buffer zeros expanded) + position (buffer arange sliced), DyT);
                   the additive mask (1 - mask[:, None, None, :]) * finfo.min; 2 post-LN BertLayers (q / k / v Linear
                   view permute, matmul / sqrt(8) + mask, softmax, matmul, permute contiguous view; dense, DyT(h +
                   input); dense, GELU; dense, DyT(h + attention_output)); BertLMPredictionHead (dense, GELU, DyT,
                   decoder). LigerDyTFunction.apply(x, alpha, gamma, beta) (custom Function: x.contiguous()
                   (@ensure_contiguous), x.view(-1, C), tanh(alpha x) * gamma + beta (HAVE_BETA), save_for_backward(x,
                   alpha, gamma, beta); backward dy.contiguous(), tanh_x recomputed, tmp = (1 - tanh_x^2) dy gamma, dx
                   = alpha tmp, the kernel's grid-stride partials over NUM_SMS 8 programs (rows zero-padded to a
                   multiple of 8, viewed [-1, 8, C], summed over the first dim): db of dy, dg of dy tanh_x, da of the
                   row sums of x tmp; db.sum(0), dg.sum(0), da.sum().unsqueeze(0)); criterion: MLM CrossEntropyLoss
                   (ignore_index -100); subset = embeddings.LayerNorm.alpha, layer.0.output.LayerNorm.gamma,
                   layer.1.attention.self.key.weight.
  xformers_swiglu_dinov2  img [2, 3, 16, 16] (randn), labels [2] (5 classes) -> DinoVisionTransformer (patch 4, embed
                   16, depth 2, 2 heads, mlp_ratio 4, init_values 1e-5 -> LayerScale, qkv_bias, ffn_layer
                   'swiglufused', no register tokens; init_weights_vit_timm trunc_normal(0.02), pos_embed
                   trunc_normal, cls_token normal(1e-6); mask_token unused without masks, as in the source):
                   PatchEmbed Conv(3, 16, 4, s4) flatten transpose [2, 16, 16], cat(cls expanded), + pos_embed
                   (interpolate_pos_encoding: same grid, returned as is); 2 Blocks: x + ls1(attn(norm1 x)) (qkv
                   reshape permute, q * scale, q @ k^T, softmax, @ v, transpose reshape, proj), x + ls2(mlp(norm2 x));
                   mlp = SwiGLUFFNFused(16, 64) (hidden (int(64 * 2 / 3) + 7) // 8 * 8 = 48; op =
                   _SwiGLUDecomposedOp): SwiGLU._ordered_params: w12.weight [96, 16] .view([2, 48, 16]) and w12.bias
                   .view([2, 48]) split by unbind(., 0) = _Unbind.apply (custom Function: forward x.unbind(dim);
                   backward efficient_stack, i.e. torch.stack of the gradients (they never share one storage)),
                   w3 [16, 48] / b3; swiglu: x.reshape([-1, 16]) [34, 16], the shape checks, op(x, w1, b1, w2, b2,
                   w3, b3, requires_grad).reshape([2, 17, -1]) -> _SwiGLUDecomposedFunc.apply (custom Function:
                   x1 = x @ w1^T + b1, x2 = x @ w2^T + b2, x3 = silu(x1), x4 = x3 x2, x5 = x4 @ w3^T + b3;
                   save_for_backward(x, w1, b1, w2, b2, w3, b3, x1, x2, x3, x4, x5); backward dx4 = dx5 @ w3, dw3 =
                   dx5^T @ x4, db3 = dx5.sum(0), dx3 = dx4 x2, dx2 = dx4 x3, dx1 = _silu_backward(dx3, x1) (sigm =
                   1 / (1 + exp(-x1)), dy sigm (1 + x1 (1 - sigm))), dx = dx2 @ w2, dw2 = dx2^T @ x, db2 =
                   dx2.sum(0), dx += dx1 @ w1 (in place), dw1 = dx1^T @ x, db1 = dx1.sum(0); the source returns
                   seven gradients for eight inputs: the None for requires_grad is appended); final LayerNorm(eps
                   1e-6); linear head on cat(x_norm[:, 0], mean(x_norm[:, 1:], 1)) Linear(32, 5); criterion: CE;
                   subset = blocks.0.ls1.gamma, blocks.0.mlp.w12.bias, blocks.1.mlp.w3.weight.
  spade_vae_gen    real_image [2, 3, 32, 32] (uniform in [-1, 1]), input_semantics [2, 4, 32, 32] (one-hot of an 8 x 8
                   label map resized nearest), eps [2, 8] (reparameterize's randn_like draw); to the criterion target
                   (= real_image) -> Pix2PixModel's generator step with use_vae (ngf 2, z_dim 8 (256 in the source),
                   semantic_nc 4, crop 32, num_upsampling_layers 'normal', norm_G 'spadebatch3x3', norm_E
                   'instance'; init_weights xavier_normal(gain 0.02), zero biases): ConvEncoder: bilinear resize to 64
                   (256 in the source, so s0 = 2), five Conv(k3, s2, pad 1) with the bias removed + InstanceNorm2d
                   (affine False), LeakyReLU(0.2) between, flatten [2, 32], fc_mu / fc_var Linear(32, 8);
                   reparameterize eps.mul(exp(0.5 logvar)) + mu; KLD_loss = -0.5 sum(1 + logvar - mu^2 - exp(logvar))
                   * lambda_kld 0.05; SPADEGenerator: fc Linear(8, 32) view [2, 32, 1, 1]; head_0 (32 -> 32), up,
                   G_middle_0, G_middle_1, up, up_0 (32 -> 16), up, up_1 (16 -> 8), up, up_2 (8 -> 4), up, up_3 (4
                   -> 2) (up = nn.Upsample(scale_factor 2), nearest), conv_img Conv(2, 3, 3) of leaky_relu(0.2), tanh
                   -> [2, 3, 32, 32]; SPADEResnetBlock: learned shortcut conv_s 1x1 (no bias) of norm_s when fin !=
                   fout, conv_0 / conv_1 3x3 of leaky_relu(SPADE(.)), x_s + dx; SPADE: BatchNorm2d(affine False,
                   training: batch statistics, running buffers updated), segmap F.interpolate(nearest) to x's size,
                   mlp_shared Conv(4, 16, 3) ReLU (nhidden 128 in the source), mlp_gamma / mlp_beta Conv(16, C, 3),
                   normalized * (1 + gamma) + beta; the module returns (fake_image, KLD_loss); criterion: KLD_loss +
                   10 L1(fake, target) (pix2pix's L1 standing in for SPADE's GAN / feature-matching / VGG terms);
                   subset = netG.head_0.norm_0.mlp_gamma.weight, netG.up_1.conv_s.weight, netE.fc_var.bias.
  xcit_tiny_cls    img [2, 3, 16, 16] (randn), labels [2] (5 classes) -> XCiT (xcit_tiny_12_p8 at small sizes: patch
                   8, embed 16, depth 2, 4 heads, mlp_ratio 4, qkv_bias, eta 1.0, tokens_norm True, 2 class-attention
                   layers, LayerNorm eps 1e-6; trunc_normal(0.02) Linears, zero biases): ConvPatchEmbed (p8: three
                   conv3x3 = Conv(k3, s2, pad 1, no bias) + BatchNorm2d (SyncBatchNorm in the source; one CPU
                   process), GELU between) flatten transpose [2, 4, 16]; PositionalEncodingFourier(hidden 32, dim 16)
                   (zeros mask, ~mask cumsum over H and W, normalised * 2 pi, dim_t = 1e4^(2 (i // 2) / 32),
                   stack(sin of even, cos of odd) flatten, cat(y, x) permute, token_projection Conv(64, 16, 1))
                   reshape permute, added; 2 XCABlocks: x + gamma1 XCA(norm1 x) (qkv reshape permute, q / k / v
                   transposed to [B, h, d, N], F.normalize(q / k, dim -1), (q @ k^T) * temperature [4, 1, 1],
                   softmax, (attn @ v).permute(0, 3, 1, 2).reshape, proj), x + gamma3 LPI(norm3 x) (permute reshape
                   [B, C, 2, 2], depthwise Conv(k3) GELU BatchNorm2d depthwise Conv(k3), reshape permute), x + gamma2
                   Mlp(norm2 x); cls_token expanded, cat; 2 ClassAttentionBlocks: x + gamma1 ClassAttention(norm1 x)
                   (qc = q[:, :, 0:1], (qc * k).sum(-1) * scale, softmax, unsqueeze(2) @ v, transpose reshape [B, 1,
                   C], proj, cat with x[:, 1:]), x = norm2(x) (tokens_norm), cls = gamma2 Mlp(x[:, 0:1]), x_res +
                   cat(cls, x[:, 1:]); norm, [:, 0], head Linear(16, 5); the training forward returns (x, x);
                   criterion: DistillationLoss(base = LabelSmoothingCrossEntropy(0.1), 'none') unpacking the pair;
                   subset = blocks.0.attn.temperature, blocks.1.local_mp.conv1.weight, cls_attn_blocks.0.gamma2.
                   (xcit_nano's tokens_norm False path writes x[:, 0:1] = norm2(x[:, 0:1]) in place over the view
                   the LayerNorm saved, which autograd refuses; the tiny configs take the other branch.)
  rwkv4_wkv_lm     idx [2, 8], targets [2, 8] (vocab 32; to the module: GPT.forward(idx, targets) returns the loss)
                   -> GPT (RWKV_HEAD_QK_DIM 0, model_type 'RWKV', n_embd 16, n_layer 2, ctx_len 8; normal(0, 0.3)
                   Linears and normal(0, 0.1) embedding in place of RWKV_Init, whose scale_init 0 zeroes key /
                   receptance / output): emb; 2 Blocks (layer 0: ln0 first), x + att(ln1 x), x + ffn(ln2 x);
                   RWKV_TimeMix (its fancy init: time_decay -5 + 8 (h / 15)^(0.7 + 1.3 r), time_first log 0.3 +
                   zigzag, time_mix_k / v / r powers of i / 16): xx = ZeroPad2d((0, 0, 1, -1))(x) (time shift), xk /
                   xv / xr = x mix + xx (1 - mix), key / value / receptance Linear(16, 16, no bias), sr = sigmoid(r),
                   sr * RUN_CUDA(B, T, C, time_decay, time_first, k, v) = WKV.apply (custom Function: ctx.B / T / C,
                   w = -exp(w.contiguous()), u / k / v .contiguous(), save_for_backward(w, u, k, v), y from
                   kernel_forward for every (b, c) at once: p = q = 0, o = -1e38; per t: no = max(o, u + k), A =
                   exp(o - no), B = exp(u + k - no), y_t = (A p + B v) / (A q + B); no = max(w + o, k), A = exp(w
                   + o - no), B = exp(k - no), p = A p + B v, q = A q + B, o = no; torch.stack over t; backward
                   kernel_backward: a forward sweep rebuilding y, z = 1 / (A q + B), zexp = k + u - no, gw += gy (dpdw
                   - dqdw y) z A, gu += gy (v - y) B z, dpdw = A (p + dpdw), dqdw = A (q + dqdw); a reverse sweep gk =
                   A (v - y) + B (gp v + gq), gv = A + B gp with A = gy z exp(zexp), B = exp(k + o), then gp / gq
                   rescaled by the running max; gw * w (the -exp(w) chain); gw = torch.sum(gw, 0), gu =
                   torch.sum(gu, 0); returns None, None, None, gw, gu, gk, gv), output Linear; RWKV_ChannelMix: time
                   shift, mixes, square(relu(key Linear(16, 64))), value Linear(64, 16), sigmoid(receptance) * kv;
                   ln_out, head Linear(16, 32, no bias); loss = F.cross_entropy(x.view(-1, 32), targets.view(-1));
                   L2Wrap.apply(loss, x) (custom Function: forward saves x (the logits), returns the loss; backward
                   (grad_output, gy) with gy = zeros_like(x).scatter_(-1, argmax, max * 1e-4 / (B T))); criterion:
                   the loss itself; subset = blocks.0.att.time_decay, blocks.1.att.time_first,
                   blocks.1.ffn.key.weight.
No subset above is a tail.
"""
from __future__ import annotations

import math

import torch
import torch.nn as nn
import torch.nn.functional as F
from .heldout_subsets import where as _where

V76 = ["liger_dyt_bert", "xformers_swiglu_dinov2", "spade_vae_gen", "xcit_tiny_cls", "rwkv4_wkv_lm"]


# ------------------------------------------------------------------ Liger-Kernel DyT Function (ops/dyt.py)
NUM_SMS = 8        # torch.cuda.get_device_properties(x.device).multi_processor_count: a small 8-SM device


def liger_dyt_fwd(x, alpha, gamma, beta):
    """ops/dyt.py's liger_dyt_fwd: x.view(-1, N), _dyt_fwd_kernel over (column blocks, rows): tanh(alpha x) *
    gamma (+ beta when HAVE_BETA)."""
    HAVE_BETA = True if beta is not None else False
    input_shape = x.shape
    x = x.view(-1, input_shape[-1])
    tanh_x = torch.tanh(alpha * x)
    y = tanh_x * gamma
    if HAVE_BETA:
        y = y + beta
    return y.view(input_shape)


def _per_program_sums(t, M, num_programs):
    """The bwd kernel's grid-stride loop `for row_id in range(start_row_id, M, num_programs(1))`: program p
    accumulates rows p, p + P, p + 2P, ...; its partial is stored in row p of the [NUM_SMS, .] buffer."""
    pad = (-M) % num_programs
    t = F.pad(t, (0, 0, 0, pad))
    return t.view(-1, num_programs, t.shape[-1]).sum(0)


def liger_dyt_bwd(dy, x, alpha, gamma, beta):
    """ops/dyt.py's liger_dyt_bwd / _dyt_bwd_kernel: dx = alpha (1 - tanh^2) dy gamma per row; the partial
    da [NUM_SMS, cdiv(N, 512)], dg [NUM_SMS, N], db [NUM_SMS, N] of each program, then db = db.sum(0), dg =
    dg.sum(0), da = da.sum().unsqueeze(0)."""
    input_shape = x.shape
    x = x.view(-1, input_shape[-1])
    dy = dy.view(-1, input_shape[-1])
    M, N = x.shape
    HAVE_BETA = True if beta is not None else False
    tanh_x = torch.tanh(alpha * x)
    tmp = (1 - tanh_x * tanh_x) * dy * gamma
    dx = alpha * tmp
    db = _per_program_sums(dy, M, NUM_SMS) if HAVE_BETA else None          # db += dy
    dg = _per_program_sums(dy * tanh_x, M, NUM_SMS)                         # dg += dy * tanh_x
    da = _per_program_sums((x * tmp).sum(-1, keepdim=True), M, NUM_SMS)    # da += tl.sum(x * tmp, 0)
    if HAVE_BETA:
        db = db.sum(0).to(x.dtype)
    dg = dg.sum(0).to(gamma.dtype)
    da = da.sum().to(x.dtype).unsqueeze(0)
    return dx.view(input_shape), da, dg, db


class LigerDyTFunction(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x, alpha, gamma, beta):
        x = x.contiguous()                                             # @ensure_contiguous
        y = liger_dyt_fwd(x, alpha, gamma, beta)
        ctx.save_for_backward(x, alpha, gamma, beta)
        return y

    @staticmethod
    def backward(ctx, dy):
        dy = dy.contiguous()                                           # @ensure_contiguous
        x, alpha, gamma, beta = ctx.saved_tensors
        dx, dalpha, dgamma, dbeta = liger_dyt_bwd(dy, x, alpha, gamma, beta)
        return dx, dalpha, dgamma, dbeta


class LigerDyT(nn.Module):
    """transformers/dyt.py's LigerDyT."""

    def __init__(self, C, init_alpha):
        super().__init__()
        self.C = C
        self.init_alpha = init_alpha
        self.alpha = nn.Parameter(torch.ones(1) * init_alpha)
        self.gamma = nn.Parameter(torch.ones(C))
        self.beta = nn.Parameter(torch.zeros(C))

    def forward(self, x):
        return LigerDyTFunction.apply(x, self.alpha, self.gamma, self.beta)


def convert_ln_to_dyt(module, init_alpha=0.5):
    """DyT's dynamic_tanh.py convert_ln_to_dyt (alpha_init_value 0.5), building Liger's LigerDyT."""
    module_output = module
    if isinstance(module, nn.LayerNorm):
        module_output = LigerDyT(module.normalized_shape[0], init_alpha)
    for name, child in module.named_children():
        module_output.add_module(name, convert_ln_to_dyt(child, init_alpha))
    del module
    return module_output


# ------------------------------------------------------------------ HF BERT (modeling_bert.py), eager attention
class BertEmbeddings(nn.Module):
    def __init__(self, vocab_size, hidden, max_pos, type_vocab, eps=1e-12):
        super().__init__()
        self.word_embeddings = nn.Embedding(vocab_size, hidden, padding_idx=0)
        self.position_embeddings = nn.Embedding(max_pos, hidden)
        self.token_type_embeddings = nn.Embedding(type_vocab, hidden)
        self.LayerNorm = nn.LayerNorm(hidden, eps=eps)
        self.dropout = nn.Dropout(0.0)
        self.register_buffer("position_ids", torch.arange(max_pos).expand((1, -1)), persistent=False)
        self.register_buffer("token_type_ids", torch.zeros(self.position_ids.size(), dtype=torch.long),
                             persistent=False)

    def forward(self, input_ids):
        seq_length = input_ids.shape[1]
        position_ids = self.position_ids[:, 0:seq_length]
        buffered_token_type_ids = self.token_type_ids[:, :seq_length]
        token_type_ids = buffered_token_type_ids.expand(input_ids.shape[0], seq_length)
        inputs_embeds = self.word_embeddings(input_ids)
        token_type_embeddings = self.token_type_embeddings(token_type_ids)
        embeddings = inputs_embeds + token_type_embeddings
        position_embeddings = self.position_embeddings(position_ids)
        embeddings = embeddings + position_embeddings
        embeddings = self.LayerNorm(embeddings)
        embeddings = self.dropout(embeddings)
        return embeddings


class BertSelfAttention(nn.Module):
    def __init__(self, hidden, heads):
        super().__init__()
        self.num_attention_heads = heads
        self.attention_head_size = hidden // heads
        self.all_head_size = hidden
        self.query = nn.Linear(hidden, hidden)
        self.key = nn.Linear(hidden, hidden)
        self.value = nn.Linear(hidden, hidden)
        self.dropout = nn.Dropout(0.0)

    def transpose_for_scores(self, x):
        new_x_shape = x.size()[:-1] + (self.num_attention_heads, self.attention_head_size)
        x = x.view(new_x_shape)
        return x.permute(0, 2, 1, 3)

    def forward(self, hidden_states, attention_mask):
        query_layer = self.transpose_for_scores(self.query(hidden_states))
        key_layer = self.transpose_for_scores(self.key(hidden_states))
        value_layer = self.transpose_for_scores(self.value(hidden_states))
        attention_scores = torch.matmul(query_layer, key_layer.transpose(-1, -2))
        attention_scores = attention_scores / math.sqrt(self.attention_head_size)
        attention_scores = attention_scores + attention_mask
        attention_probs = nn.functional.softmax(attention_scores, dim=-1)
        attention_probs = self.dropout(attention_probs)
        context_layer = torch.matmul(attention_probs, value_layer)
        context_layer = context_layer.permute(0, 2, 1, 3).contiguous()
        new_context_layer_shape = context_layer.size()[:-2] + (self.all_head_size,)
        context_layer = context_layer.view(new_context_layer_shape)
        return context_layer


class BertSelfOutput(nn.Module):
    def __init__(self, hidden, eps=1e-12):
        super().__init__()
        self.dense = nn.Linear(hidden, hidden)
        self.LayerNorm = nn.LayerNorm(hidden, eps=eps)
        self.dropout = nn.Dropout(0.0)

    def forward(self, hidden_states, input_tensor):
        hidden_states = self.dense(hidden_states)
        hidden_states = self.dropout(hidden_states)
        hidden_states = self.LayerNorm(hidden_states + input_tensor)
        return hidden_states


class BertAttention(nn.Module):
    def __init__(self, hidden, heads):
        super().__init__()
        self.self = BertSelfAttention(hidden, heads)
        self.output = BertSelfOutput(hidden)

    def forward(self, hidden_states, attention_mask):
        self_outputs = self.self(hidden_states, attention_mask)
        return self.output(self_outputs, hidden_states)


class BertIntermediate(nn.Module):
    def __init__(self, hidden, inter):
        super().__init__()
        self.dense = nn.Linear(hidden, inter)
        self.intermediate_act_fn = nn.GELU()

    def forward(self, hidden_states):
        return self.intermediate_act_fn(self.dense(hidden_states))


class BertOutput(nn.Module):
    def __init__(self, hidden, inter, eps=1e-12):
        super().__init__()
        self.dense = nn.Linear(inter, hidden)
        self.LayerNorm = nn.LayerNorm(hidden, eps=eps)
        self.dropout = nn.Dropout(0.0)

    def forward(self, hidden_states, input_tensor):
        hidden_states = self.dense(hidden_states)
        hidden_states = self.dropout(hidden_states)
        hidden_states = self.LayerNorm(hidden_states + input_tensor)
        return hidden_states


class BertLayer(nn.Module):
    def __init__(self, hidden, heads, inter):
        super().__init__()
        self.attention = BertAttention(hidden, heads)
        self.intermediate = BertIntermediate(hidden, inter)
        self.output = BertOutput(hidden, inter)

    def forward(self, hidden_states, attention_mask):
        attention_output = self.attention(hidden_states, attention_mask)
        intermediate_output = self.intermediate(attention_output)
        layer_output = self.output(intermediate_output, attention_output)
        return layer_output


class BertPredictionHeadTransform(nn.Module):
    def __init__(self, hidden, eps=1e-12):
        super().__init__()
        self.dense = nn.Linear(hidden, hidden)
        self.transform_act_fn = nn.GELU()
        self.LayerNorm = nn.LayerNorm(hidden, eps=eps)

    def forward(self, hidden_states):
        return self.LayerNorm(self.transform_act_fn(self.dense(hidden_states)))


class BertLMPredictionHead(nn.Module):
    def __init__(self, hidden, vocab_size):
        super().__init__()
        self.transform = BertPredictionHeadTransform(hidden)
        self.decoder = nn.Linear(hidden, vocab_size, bias=False)
        self.bias = nn.Parameter(torch.zeros(vocab_size))
        self.decoder.bias = self.bias

    def forward(self, hidden_states):
        return self.decoder(self.transform(hidden_states))


class BertForMaskedLMDyT(nn.Module):
    """BertForMaskedLM (bert: embeddings, encoder of post-LN BertLayers; cls.predictions with the decoder tied to
    the word embeddings) at small sizes, every nn.LayerNorm swapped for Liger's LigerDyT by convert_ln_to_dyt."""

    def __init__(self, vocab_size=32, hidden=16, layers=2, heads=2, inter=32, max_pos=16, type_vocab=2):
        super().__init__()
        self.embeddings = BertEmbeddings(vocab_size, hidden, max_pos, type_vocab)
        self.layer = nn.ModuleList([BertLayer(hidden, heads, inter) for _ in range(layers)])
        self.predictions = BertLMPredictionHead(hidden, vocab_size)
        self._init_weights()
        self.predictions.decoder.weight = self.embeddings.word_embeddings.weight     # tie_weights

    def _init_weights(self, std=0.02):
        for m in self.modules():
            if isinstance(m, nn.Linear):
                m.weight.data.normal_(mean=0.0, std=std)
                if m.bias is not None:
                    m.bias.data.zero_()
            elif isinstance(m, nn.Embedding):
                m.weight.data.normal_(mean=0.0, std=std)
                if m.padding_idx is not None:
                    m.weight.data[m.padding_idx].zero_()

    def forward(self, input_ids, attention_mask):
        extended = attention_mask[:, None, None, :].to(dtype=torch.float32)
        extended = (1.0 - extended) * torch.finfo(torch.float32).min    # get_extended_attention_mask
        hidden_states = self.embeddings(input_ids)
        for layer_module in self.layer:
            hidden_states = layer_module(hidden_states, extended)
        prediction_scores = self.predictions(hidden_states)
        return prediction_scores


def _mlm_loss(prediction_scores, labels):
    """BertForMaskedLM's masked_lm_loss: CrossEntropyLoss (ignore_index -100) over the flattened positions."""
    loss_fct = nn.CrossEntropyLoss()
    return loss_fct(prediction_scores.view(-1, prediction_scores.shape[-1]), labels.view(-1))


# ------------------------------------------------------------------ xformers SwiGLU (ops/swiglu_op.py) in DINOv2
class _Unbind(torch.autograd.Function):
    """xformers/ops/unbind.py's _Unbind: x.unbind(dim); the backward is efficient_stack, which falls back to
    torch.stack when the gradients do not already share one storage (never here: dw1 / dw2 are separate
    matmul outputs), so the stack is written directly (the storage-pointer check cannot run on a trace)."""

    @staticmethod
    def forward(ctx, x, dim):
        ctx.dim = dim
        return x.unbind(dim)

    @staticmethod
    def backward(ctx, *tensors):
        return torch.stack(tensors, dim=ctx.dim), None


def unbind(x, dim):
    return _Unbind.apply(x, dim)


class _SwiGLUDecomposedFunc(torch.autograd.Function):
    """swiglu_op.py's _SwiGLUDecomposedFunc ("an example implementation with all operations explicited"):
    saves every input and every intermediate; the backward by explicit matmuls and sums. The source's backward
    returns 7 gradients for 8 inputs (the trailing requires_grad flag); the None for it is appended here
    (autograd refuses a short tuple)."""

    NAME = "decomposed"
    FORCE_BW_F32 = False

    @staticmethod
    def _silu_backward(dy, x):
        # https://github.com/pytorch/pytorch/blob/563b065f5a4b4055fa6b025c2514b566d5fd9439/aten/src/ATen/native/Activation.cpp#L483
        sigm = 1 / (1 + torch.exp(-x.float()))
        return (dy.float() * sigm * (1 + x.float() * (1 - sigm))).to(x.dtype)

    @staticmethod
    def forward(ctx, x, w1, b1, w2, b2, w3, b3, requires_grad):
        x1 = x @ w1.transpose(-2, -1) + b1  # 275us
        x2 = x @ w2.transpose(-2, -1) + b2  # 275us
        x3 = F.silu(x1)  # 62us
        x4 = x3 * x2  # 90us
        x5 = x4 @ w3.transpose(-2, -1) + b3  # 250us
        ctx.save_for_backward(x, w1, b1, w2, b2, w3, b3, x1, x2, x3, x4, x5)
        return x5

    @staticmethod
    def backward(ctx, dx5):
        saved_tensors = ctx.saved_tensors
        x, w1, b1, w2, b2, w3, b3, x1, x2, x3, x4, x5 = saved_tensors
        dx4 = dx5 @ w3  # 255us (nn)
        dw3 = dx5.transpose(-2, -1) @ x4  # 247us (nt)
        db3 = dx5.sum(0)  # 25us
        dx3 = dx4 * x2  # 88us
        dx2 = dx4 * x3  # 88us
        dx1 = _SwiGLUDecomposedFunc._silu_backward(dx3, x1)  # 90us
        dx = dx2 @ w2  # 260us (nn)
        dw2 = dx2.transpose(-2, -1) @ x  # 245us (nt)
        db2 = dx2.sum(0)  # 50us
        dx += dx1 @ w1  # 260us (nn)
        dw1 = dx1.transpose(-2, -1) @ x  # 245us (nt)
        db1 = dx1.sum(0)  # 50us
        return (dx, dw1, db1, dw2, db2, dw3, db3, None)


class _ForwardToPythonAutogradFunc:
    """swiglu_op.py's SwiGLUOp wrapper of a Python autograd Function (_SwiGLUDecomposedOp: not packed)."""

    def __init__(self, op, packed_weights, name):
        self.NAME = name
        self.PACKED_WEIGHTS = packed_weights
        self.op = op

    def __call__(self, *args, **kwargs):
        return self.op.apply(*args, **kwargs)


_SwiGLUDecomposedOp = _ForwardToPythonAutogradFunc(_SwiGLUDecomposedFunc, False, "decomposed")


def swiglu(x, w1, b1, w2, b2, w3, b3, *, op=None, requires_grad=True):
    """swiglu_op.py's swiglu (shape checks kept), the op given (the CPU dispatch would pick the eager op)."""
    batch_shape = x.shape[:-1]
    x = x.reshape([-1, x.shape[-1]])
    if w1.ndim != 2 or w1.shape != w2.shape:
        raise ValueError(f"Invalid shapes for w1: {w1.shape} / w2: {w2.shape}")
    if b1 is not None:
        if b1.ndim != 1 or b1.shape[0] != w1.shape[0]:
            raise ValueError(f"Invalid shapes for b1: {b1.shape}")
    if b2 is not None:
        if b2.ndim != 1 or b2.shape[0] != w2.shape[0]:
            raise ValueError(f"Invalid shapes for b2: {b2.shape}")
    if w3.ndim != 2 or w3.shape[1] != w2.shape[0]:
        raise ValueError(f"Invalid shape for w3: {w3.shape}")
    if b3 is not None:
        if b3.ndim != 1 or b3.shape[0] != w3.shape[0]:
            raise ValueError(f"Invalid shapes for w3: {w3.shape} / b3: {b3.shape}")
    assert not op.PACKED_WEIGHTS
    return op(x, w1, b1, w2, b2, w3, b3, requires_grad).reshape([*batch_shape, -1])


class SwiGLU(nn.Module):
    """swiglu_op.py's SwiGLU (packed w12, bias True)."""

    def __init__(self, in_features, hidden_features, out_features=None, bias=True, *, _pack_weights=True):
        super().__init__()
        out_features = out_features or in_features
        hidden_features = hidden_features or in_features
        self.w12 = nn.Linear(in_features, 2 * hidden_features, bias=bias)
        self.w3 = nn.Linear(hidden_features, out_features, bias=bias)
        self.hidden_features = hidden_features
        self.out_features = out_features
        self.in_features = in_features
        self.op = None

    def forward(self, x):
        return swiglu(x, *self._ordered_params(), op=self.op)

    def _ordered_params(self):
        w1w2 = self.w12.weight
        b1b2 = self.w12.bias
        w1, w2 = unbind(w1w2.view([2, w1w2.shape[0] // 2, w1w2.shape[1]]), dim=0)
        b1, b2 = unbind(b1b2.view([2, b1b2.shape[0] // 2]), dim=0)
        return [w1, b1, w2, b2, self.w3.weight, self.w3.bias]


class SwiGLUFFNFused(SwiGLU):
    """dinov2/layers/swiglu_ffn.py's SwiGLUFFNFused (hidden = (int(hidden * 2 / 3) + 7) // 8 * 8), its op set
    to xformers' _SwiGLUDecomposedOp."""

    def __init__(self, in_features, hidden_features=None, out_features=None, act_layer=None, drop=0.0, bias=True):
        out_features = out_features or in_features
        hidden_features = hidden_features or in_features
        hidden_features = (int(hidden_features * 2 / 3) + 7) // 8 * 8
        super().__init__(in_features=in_features, hidden_features=hidden_features, out_features=out_features,
                         bias=bias)
        self.op = _SwiGLUDecomposedOp


class DinoPatchEmbed(nn.Module):
    """dinov2/layers/patch_embed.py's PatchEmbed (flatten_embedding True, no norm)."""

    def __init__(self, img_size=16, patch_size=4, in_chans=3, embed_dim=16):
        super().__init__()
        self.img_size = (img_size, img_size)
        self.patch_size = (patch_size, patch_size)
        self.patches_resolution = (img_size // patch_size, img_size // patch_size)
        self.num_patches = self.patches_resolution[0] * self.patches_resolution[1]
        self.proj = nn.Conv2d(in_chans, embed_dim, kernel_size=self.patch_size, stride=self.patch_size)
        self.norm = nn.Identity()

    def forward(self, x):
        _, _, H, W = x.shape
        x = self.proj(x)  # B C H W
        H, W = x.size(2), x.size(3)
        x = x.flatten(2).transpose(1, 2)  # B HW C
        x = self.norm(x)
        return x


class DinoAttention(nn.Module):
    """dinov2/layers/attention.py's Attention."""

    def __init__(self, dim, num_heads=8, qkv_bias=False, proj_bias=True, attn_drop=0.0, proj_drop=0.0):
        super().__init__()
        self.num_heads = num_heads
        head_dim = dim // num_heads
        self.scale = head_dim ** -0.5
        self.qkv = nn.Linear(dim, dim * 3, bias=qkv_bias)
        self.attn_drop = nn.Dropout(attn_drop)
        self.proj = nn.Linear(dim, dim, bias=proj_bias)
        self.proj_drop = nn.Dropout(proj_drop)

    def forward(self, x):
        B, N, C = x.shape
        qkv = self.qkv(x).reshape(B, N, 3, self.num_heads, C // self.num_heads).permute(2, 0, 3, 1, 4)
        q, k, v = qkv[0] * self.scale, qkv[1], qkv[2]
        attn = q @ k.transpose(-2, -1)
        attn = attn.softmax(dim=-1)
        attn = self.attn_drop(attn)
        x = (attn @ v).transpose(1, 2).reshape(B, N, C)
        x = self.proj(x)
        x = self.proj_drop(x)
        return x


class LayerScale(nn.Module):
    def __init__(self, dim, init_values=1e-5, inplace=False):
        super().__init__()
        self.inplace = inplace
        self.gamma = nn.Parameter(init_values * torch.ones(dim))

    def forward(self, x):
        return x.mul_(self.gamma) if self.inplace else x * self.gamma


class DinoBlock(nn.Module):
    """dinov2/layers/block.py's Block (training, drop_path 0: the plain residual path)."""

    def __init__(self, dim, num_heads, mlp_ratio=4.0, qkv_bias=True, proj_bias=True, ffn_bias=True,
                 init_values=None):
        super().__init__()
        self.norm1 = nn.LayerNorm(dim, eps=1e-6)
        self.attn = DinoAttention(dim, num_heads=num_heads, qkv_bias=qkv_bias, proj_bias=proj_bias)
        self.ls1 = LayerScale(dim, init_values=init_values) if init_values else nn.Identity()
        self.norm2 = nn.LayerNorm(dim, eps=1e-6)
        mlp_hidden_dim = int(dim * mlp_ratio)
        self.mlp = SwiGLUFFNFused(in_features=dim, hidden_features=mlp_hidden_dim, bias=ffn_bias)
        self.ls2 = LayerScale(dim, init_values=init_values) if init_values else nn.Identity()

    def forward(self, x):
        def attn_residual_func(x):
            return self.ls1(self.attn(self.norm1(x)))

        def ffn_residual_func(x):
            return self.ls2(self.mlp(self.norm2(x)))

        x = x + attn_residual_func(x)
        x = x + ffn_residual_func(x)
        return x


class DinoVisionTransformer(nn.Module):
    """dinov2/models/vision_transformer.py's DinoVisionTransformer (ffn_layer 'swiglufused', num_register_tokens
    0, init_values 1e-5 as the released configs' layerscale) with a linear classifier on cat(cls, mean of patch
    tokens) of the last block's normed output, as the linear evaluation (eval_linear.py create_linear_input,
    n_last_blocks 1, avgpool True) does."""

    def __init__(self, img_size=16, patch_size=4, in_chans=3, embed_dim=16, depth=2, num_heads=2, mlp_ratio=4.0,
                 init_values=1e-5, num_classes=5):
        super().__init__()
        self.num_features = self.embed_dim = embed_dim
        self.num_tokens = 1
        self.n_blocks = depth
        self.num_heads = num_heads
        self.patch_size = patch_size
        self.patch_embed = DinoPatchEmbed(img_size=img_size, patch_size=patch_size, in_chans=in_chans,
                                          embed_dim=embed_dim)
        num_patches = self.patch_embed.num_patches
        self.cls_token = nn.Parameter(torch.zeros(1, 1, embed_dim))
        self.pos_embed = nn.Parameter(torch.zeros(1, num_patches + self.num_tokens, embed_dim))
        self.blocks = nn.ModuleList([DinoBlock(embed_dim, num_heads, mlp_ratio, init_values=init_values)
                                     for _ in range(depth)])
        self.norm = nn.LayerNorm(embed_dim, eps=1e-6)
        self.head = nn.Identity()
        self.mask_token = nn.Parameter(torch.zeros(1, embed_dim))
        self.linear = nn.Linear(2 * embed_dim, num_classes)
        nn.init.trunc_normal_(self.pos_embed, std=0.02)
        nn.init.normal_(self.cls_token, std=1e-6)
        for m in self.modules():                                     # init_weights_vit_timm
            if isinstance(m, nn.Linear):
                nn.init.trunc_normal_(m.weight, std=0.02)
                if m.bias is not None:
                    nn.init.zeros_(m.bias)

    def interpolate_pos_encoding(self, x, w, h):
        npatch = x.shape[1] - 1
        N = self.pos_embed.shape[1] - 1
        if npatch == N and w == h:
            return self.pos_embed
        raise NotImplementedError

    def prepare_tokens_with_masks(self, x, masks=None):
        B, nc, w, h = x.shape
        x = self.patch_embed(x)
        x = torch.cat((self.cls_token.expand(x.shape[0], -1, -1), x), dim=1)
        x = x + self.interpolate_pos_encoding(x, w, h)
        return x

    def forward_features(self, x):
        x = self.prepare_tokens_with_masks(x)
        for blk in self.blocks:
            x = blk(x)
        x_norm = self.norm(x)
        return {"x_norm_clstoken": x_norm[:, 0], "x_norm_patchtokens": x_norm[:, self.num_tokens:]}

    def forward(self, img):
        ret = self.forward_features(img)
        class_token = ret["x_norm_clstoken"]
        patch_tokens = ret["x_norm_patchtokens"]
        output = torch.cat([class_token, torch.mean(patch_tokens, dim=1)], dim=-1)
        return self.linear(output)


# ------------------------------------------------------------------ SPADE (NVlabs/SPADE) with its VAE encoder
class SPADE(nn.Module):
    """models/networks/normalization.py's SPADE ('spadebatch3x3': a parameter-free BatchNorm2d); nhidden 128 in
    the source ("Yes, hardcoded"), 16 here."""

    def __init__(self, config_text, norm_nc, label_nc, nhidden=16):
        super().__init__()
        assert config_text == "spadebatch3x3"
        ks = 3
        self.param_free_norm = nn.BatchNorm2d(norm_nc, affine=False)
        pw = ks // 2
        self.mlp_shared = nn.Sequential(nn.Conv2d(label_nc, nhidden, kernel_size=ks, padding=pw), nn.ReLU())
        self.mlp_gamma = nn.Conv2d(nhidden, norm_nc, kernel_size=ks, padding=pw)
        self.mlp_beta = nn.Conv2d(nhidden, norm_nc, kernel_size=ks, padding=pw)

    def forward(self, x, segmap):
        # Part 1. generate parameter-free normalized activations
        normalized = self.param_free_norm(x)
        # Part 2. produce scaling and bias conditioned on semantic map
        segmap = F.interpolate(segmap, size=x.size()[2:], mode="nearest")
        actv = self.mlp_shared(segmap)
        gamma = self.mlp_gamma(actv)
        beta = self.mlp_beta(actv)
        # apply scale and bias
        out = normalized * (1 + gamma) + beta
        return out


class SPADEResnetBlock(nn.Module):
    """models/networks/architecture.py's SPADEResnetBlock (norm_G 'spadebatch3x3': no spectral norm)."""

    def __init__(self, fin, fout, semantic_nc, norm_G="spadebatch3x3"):
        super().__init__()
        self.learned_shortcut = (fin != fout)
        fmiddle = min(fin, fout)
        self.conv_0 = nn.Conv2d(fin, fmiddle, kernel_size=3, padding=1)
        self.conv_1 = nn.Conv2d(fmiddle, fout, kernel_size=3, padding=1)
        if self.learned_shortcut:
            self.conv_s = nn.Conv2d(fin, fout, kernel_size=1, bias=False)
        spade_config_str = norm_G.replace("spectral", "")
        self.norm_0 = SPADE(spade_config_str, fin, semantic_nc)
        self.norm_1 = SPADE(spade_config_str, fmiddle, semantic_nc)
        if self.learned_shortcut:
            self.norm_s = SPADE(spade_config_str, fin, semantic_nc)

    def forward(self, x, seg):
        x_s = self.shortcut(x, seg)
        dx = self.conv_0(self.actvn(self.norm_0(x, seg)))
        dx = self.conv_1(self.actvn(self.norm_1(dx, seg)))
        out = x_s + dx
        return out

    def shortcut(self, x, seg):
        if self.learned_shortcut:
            x_s = self.conv_s(self.norm_s(x, seg))
        else:
            x_s = x
        return x_s

    def actvn(self, x):
        return F.leaky_relu(x, 2e-1)


class SPADEGenerator(nn.Module):
    """models/networks/generator.py's SPADEGenerator (use_vae, num_upsampling_layers 'normal': 5 upsamplings)."""

    def __init__(self, ngf=2, z_dim=8, semantic_nc=4, crop_size=32, aspect_ratio=1.0):
        super().__init__()
        nf = ngf
        self.ngf = ngf
        self.sw, self.sh = self.compute_latent_vector_size(crop_size, aspect_ratio)
        self.fc = nn.Linear(z_dim, 16 * nf * self.sw * self.sh)
        self.head_0 = SPADEResnetBlock(16 * nf, 16 * nf, semantic_nc)
        self.G_middle_0 = SPADEResnetBlock(16 * nf, 16 * nf, semantic_nc)
        self.G_middle_1 = SPADEResnetBlock(16 * nf, 16 * nf, semantic_nc)
        self.up_0 = SPADEResnetBlock(16 * nf, 8 * nf, semantic_nc)
        self.up_1 = SPADEResnetBlock(8 * nf, 4 * nf, semantic_nc)
        self.up_2 = SPADEResnetBlock(4 * nf, 2 * nf, semantic_nc)
        self.up_3 = SPADEResnetBlock(2 * nf, 1 * nf, semantic_nc)
        final_nc = nf
        self.conv_img = nn.Conv2d(final_nc, 3, 3, padding=1)
        self.up = nn.Upsample(scale_factor=2)

    def compute_latent_vector_size(self, crop_size, aspect_ratio):
        num_up_layers = 5
        sw = crop_size // (2 ** num_up_layers)
        sh = round(sw / aspect_ratio)
        return sw, sh

    def forward(self, input, z):
        seg = input
        x = self.fc(z)
        x = x.view(-1, 16 * self.ngf, self.sh, self.sw)
        x = self.head_0(x, seg)
        x = self.up(x)
        x = self.G_middle_0(x, seg)
        x = self.G_middle_1(x, seg)
        x = self.up(x)
        x = self.up_0(x, seg)
        x = self.up(x)
        x = self.up_1(x, seg)
        x = self.up(x)
        x = self.up_2(x, seg)
        x = self.up(x)
        x = self.up_3(x, seg)
        x = self.conv_img(F.leaky_relu(x, 2e-1))
        x = torch.tanh(x)
        return x


def _instance_norm_layer(layer):
    """models/networks/normalization.py's get_nonspade_norm_layer(opt, 'instance'): the conv's bias removed,
    followed by InstanceNorm2d(affine=False)."""
    delattr(layer, "bias")
    layer.register_parameter("bias", None)
    return nn.Sequential(layer, nn.InstanceNorm2d(layer.out_channels, affine=False))


class ConvEncoder(nn.Module):
    """models/networks/encoder.py's ConvEncoder (norm_E 'instance'; the input resized to 64 instead of 256, so
    s0 = 2 instead of 4; z 8 instead of 256)."""

    def __init__(self, ngf=2, z_dim=8, enc_size=64):
        super().__init__()
        kw = 3
        pw = int(math.ceil((kw - 1.0) / 2))
        ndf = ngf
        self.enc_size = enc_size
        self.layer1 = _instance_norm_layer(nn.Conv2d(3, ndf, kw, stride=2, padding=pw))
        self.layer2 = _instance_norm_layer(nn.Conv2d(ndf * 1, ndf * 2, kw, stride=2, padding=pw))
        self.layer3 = _instance_norm_layer(nn.Conv2d(ndf * 2, ndf * 4, kw, stride=2, padding=pw))
        self.layer4 = _instance_norm_layer(nn.Conv2d(ndf * 4, ndf * 8, kw, stride=2, padding=pw))
        self.layer5 = _instance_norm_layer(nn.Conv2d(ndf * 8, ndf * 8, kw, stride=2, padding=pw))
        self.so = s0 = enc_size // 32
        self.fc_mu = nn.Linear(ndf * 8 * s0 * s0, z_dim)
        self.fc_var = nn.Linear(ndf * 8 * s0 * s0, z_dim)
        self.actvn = nn.LeakyReLU(0.2, False)

    def forward(self, x):
        if x.size(2) != self.enc_size or x.size(3) != self.enc_size:
            x = F.interpolate(x, size=(self.enc_size, self.enc_size), mode="bilinear")
        x = self.layer1(x)
        x = self.layer2(self.actvn(x))
        x = self.layer3(self.actvn(x))
        x = self.layer4(self.actvn(x))
        x = self.layer5(self.actvn(x))
        x = self.actvn(x)
        x = x.view(x.size(0), -1)
        mu = self.fc_mu(x)
        logvar = self.fc_var(x)
        return mu, logvar


class KLDLoss(nn.Module):
    def forward(self, mu, logvar):
        return -0.5 * torch.sum(1 + logvar - mu.pow(2) - logvar.exp())


class SpadeVAE(nn.Module):
    """models/pix2pix_model.py's Pix2PixModel generator step with use_vae: encode_z (netE, reparameterize with
    the randn_like draw as the eps input), KLD_loss = KLDLoss(mu, logvar) * lambda_kld (0.05), fake =
    netG(input_semantics, z); returns (fake, KLD_loss)."""

    def __init__(self, lambda_kld=0.05):
        super().__init__()
        self.netG = SPADEGenerator()
        self.netE = ConvEncoder()
        self.KLDLoss = KLDLoss()
        self.lambda_kld = lambda_kld
        for m in self.modules():                                      # BaseNetwork.init_weights('xavier', 0.02)
            if isinstance(m, (nn.Conv2d, nn.Linear)):
                nn.init.xavier_normal_(m.weight, gain=0.02)
                if getattr(m, "bias", None) is not None:
                    nn.init.constant_(m.bias, 0.0)

    def reparameterize(self, mu, logvar, eps):
        std = torch.exp(0.5 * logvar)
        return eps.mul(std) + mu

    def forward(self, real_image, input_semantics, eps):
        mu, logvar = self.netE(real_image)
        z = self.reparameterize(mu, logvar, eps)
        KLD_loss = self.KLDLoss(mu, logvar) * self.lambda_kld
        fake_image = self.netG(input_semantics, z=z)
        return fake_image, KLD_loss


def _spade_loss(out, real_image):
    """The generator's KLD term plus an L1 reconstruction (pix2pix's L1, standing in for SPADE's GAN / feature
    matching / VGG terms, which need a discriminator and a pretrained VGG)."""
    fake_image, KLD_loss = out
    return KLD_loss + 10.0 * F.l1_loss(fake_image, real_image)


# ------------------------------------------------------------------ XCiT (facebookresearch/xcit xcit.py)
class PositionalEncodingFourier(nn.Module):
    def __init__(self, hidden_dim=32, dim=768, temperature=10000):
        super().__init__()
        self.token_projection = nn.Conv2d(hidden_dim * 2, dim, kernel_size=1)
        self.scale = 2 * math.pi
        self.temperature = temperature
        self.hidden_dim = hidden_dim
        self.dim = dim

    def forward(self, B, H, W):
        mask = torch.zeros(B, H, W).bool().to(self.token_projection.weight.device)
        not_mask = ~mask
        y_embed = not_mask.cumsum(1, dtype=torch.float32)
        x_embed = not_mask.cumsum(2, dtype=torch.float32)
        eps = 1e-6
        y_embed = y_embed / (y_embed[:, -1:, :] + eps) * self.scale
        x_embed = x_embed / (x_embed[:, :, -1:] + eps) * self.scale
        dim_t = torch.arange(self.hidden_dim, dtype=torch.float32, device=mask.device)
        dim_t = self.temperature ** (2 * (dim_t // 2) / self.hidden_dim)
        pos_x = x_embed[:, :, :, None] / dim_t
        pos_y = y_embed[:, :, :, None] / dim_t
        pos_x = torch.stack((pos_x[:, :, :, 0::2].sin(), pos_x[:, :, :, 1::2].cos()), dim=4).flatten(3)
        pos_y = torch.stack((pos_y[:, :, :, 0::2].sin(), pos_y[:, :, :, 1::2].cos()), dim=4).flatten(3)
        pos = torch.cat((pos_y, pos_x), dim=3).permute(0, 3, 1, 2)
        pos = self.token_projection(pos)
        return pos


def conv3x3(in_planes, out_planes, stride=1):
    """3x3 convolution with padding (nn.SyncBatchNorm in the source: BatchNorm2d on one CPU process)."""
    return torch.nn.Sequential(
        nn.Conv2d(in_planes, out_planes, kernel_size=3, stride=stride, padding=1, bias=False),
        nn.BatchNorm2d(out_planes))


class ConvPatchEmbed(nn.Module):
    def __init__(self, img_size=224, patch_size=16, in_chans=3, embed_dim=768):
        super().__init__()
        num_patches = (img_size // patch_size) * (img_size // patch_size)
        self.img_size = img_size
        self.patch_size = patch_size
        self.num_patches = num_patches
        assert patch_size == 8
        self.proj = torch.nn.Sequential(
            conv3x3(in_chans, embed_dim // 4, 2), nn.GELU(),
            conv3x3(embed_dim // 4, embed_dim // 2, 2), nn.GELU(),
            conv3x3(embed_dim // 2, embed_dim, 2))

    def forward(self, x, padding_size=None):
        B, C, H, W = x.shape
        x = self.proj(x)
        Hp, Wp = x.shape[2], x.shape[3]
        x = x.flatten(2).transpose(1, 2)
        return x, (Hp, Wp)


class LPI(nn.Module):
    """Local Patch Interaction: two depthwise convs with GELU and BatchNorm (SyncBatchNorm in the source)."""

    def __init__(self, in_features, hidden_features=None, out_features=None, act_layer=nn.GELU, drop=0.,
                 kernel_size=3):
        super().__init__()
        out_features = out_features or in_features
        padding = kernel_size // 2
        self.conv1 = torch.nn.Conv2d(in_features, out_features, kernel_size=kernel_size, padding=padding,
                                     groups=out_features)
        self.act = act_layer()
        self.bn = nn.BatchNorm2d(in_features)
        self.conv2 = torch.nn.Conv2d(in_features, out_features, kernel_size=kernel_size, padding=padding,
                                     groups=out_features)

    def forward(self, x, H, W):
        B, N, C = x.shape
        x = x.permute(0, 2, 1).reshape(B, C, H, W)
        x = self.conv1(x)
        x = self.act(x)
        x = self.bn(x)
        x = self.conv2(x)
        x = x.reshape(B, C, N).permute(0, 2, 1)
        return x


class XMlp(nn.Module):
    """timm's Mlp."""

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


class ClassAttention(nn.Module):
    """Class Attention Layer as in CaiT https://arxiv.org/abs/2103.17239"""

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
        qkv = self.qkv(x).reshape(B, N, 3, self.num_heads, C // self.num_heads)
        qkv = qkv.permute(2, 0, 3, 1, 4)
        q, k, v = qkv[0], qkv[1], qkv[2]  # make torchscript happy (cannot use tensor as tuple)
        qc = q[:, :, 0:1]   # CLS token
        attn_cls = (qc * k).sum(dim=-1) * self.scale
        attn_cls = attn_cls.softmax(dim=-1)
        attn_cls = self.attn_drop(attn_cls)
        cls_tkn = (attn_cls.unsqueeze(2) @ v).transpose(1, 2).reshape(B, 1, C)
        cls_tkn = self.proj(cls_tkn)
        x = torch.cat([self.proj_drop(cls_tkn), x[:, 1:]], dim=1)
        return x


class ClassAttentionBlock(nn.Module):
    def __init__(self, dim, num_heads, mlp_ratio=4., qkv_bias=False, qk_scale=None, drop=0., attn_drop=0.,
                 drop_path=0., act_layer=nn.GELU, norm_layer=nn.LayerNorm, eta=None, tokens_norm=False):
        super().__init__()
        self.norm1 = norm_layer(dim)
        self.attn = ClassAttention(dim, num_heads=num_heads, qkv_bias=qkv_bias, qk_scale=qk_scale,
                                   attn_drop=attn_drop, proj_drop=drop)
        self.drop_path = nn.Identity()
        self.norm2 = norm_layer(dim)
        mlp_hidden_dim = int(dim * mlp_ratio)
        self.mlp = XMlp(in_features=dim, hidden_features=mlp_hidden_dim, act_layer=act_layer, drop=drop)
        if eta is not None:  # LayerScale Initialization (no layerscale when None)
            self.gamma1 = nn.Parameter(eta * torch.ones(dim), requires_grad=True)
            self.gamma2 = nn.Parameter(eta * torch.ones(dim), requires_grad=True)
        else:
            self.gamma1, self.gamma2 = 1.0, 1.0
        # FIXME: A hack for models pre-trained with layernorm over all the tokens not just the CLS
        self.tokens_norm = tokens_norm

    def forward(self, x, H, W, mask=None):
        x = x + self.drop_path(self.gamma1 * self.attn(self.norm1(x)))
        if self.tokens_norm:
            x = self.norm2(x)
        else:
            x[:, 0:1] = self.norm2(x[:, 0:1])
        x_res = x
        cls_token = x[:, 0:1]
        cls_token = self.gamma2 * self.mlp(cls_token)
        x = torch.cat([cls_token, x[:, 1:]], dim=1)
        x = x_res + self.drop_path(x)
        return x


class XCA(nn.Module):
    """Cross-Covariance Attention (XCA): attention across the feature dimension, q / k L2-normalised over the
    tokens, a learned per-head temperature."""

    def __init__(self, dim, num_heads=8, qkv_bias=False, qk_scale=None, attn_drop=0., proj_drop=0.):
        super().__init__()
        self.num_heads = num_heads
        self.temperature = nn.Parameter(torch.ones(num_heads, 1, 1))
        self.qkv = nn.Linear(dim, dim * 3, bias=qkv_bias)
        self.attn_drop = nn.Dropout(attn_drop)
        self.proj = nn.Linear(dim, dim)
        self.proj_drop = nn.Dropout(proj_drop)

    def forward(self, x):
        B, N, C = x.shape
        qkv = self.qkv(x).reshape(B, N, 3, self.num_heads, C // self.num_heads)
        qkv = qkv.permute(2, 0, 3, 1, 4)
        q, k, v = qkv[0], qkv[1], qkv[2]  # make torchscript happy (cannot use tensor as tuple)
        q = q.transpose(-2, -1)
        k = k.transpose(-2, -1)
        v = v.transpose(-2, -1)
        q = torch.nn.functional.normalize(q, dim=-1)
        k = torch.nn.functional.normalize(k, dim=-1)
        attn = (q @ k.transpose(-2, -1)) * self.temperature
        attn = attn.softmax(dim=-1)
        attn = self.attn_drop(attn)
        x = (attn @ v).permute(0, 3, 1, 2).reshape(B, N, C)
        x = self.proj(x)
        x = self.proj_drop(x)
        return x


class XCABlock(nn.Module):
    def __init__(self, dim, num_heads, mlp_ratio=4., qkv_bias=False, qk_scale=None, drop=0., attn_drop=0.,
                 drop_path=0., act_layer=nn.GELU, norm_layer=nn.LayerNorm, num_tokens=196, eta=None):
        super().__init__()
        self.norm1 = norm_layer(dim)
        self.attn = XCA(dim, num_heads=num_heads, qkv_bias=qkv_bias, qk_scale=qk_scale, attn_drop=attn_drop,
                        proj_drop=drop)
        self.drop_path = nn.Identity()
        self.norm2 = norm_layer(dim)
        mlp_hidden_dim = int(dim * mlp_ratio)
        self.mlp = XMlp(in_features=dim, hidden_features=mlp_hidden_dim, act_layer=act_layer, drop=drop)
        self.norm3 = norm_layer(dim)
        self.local_mp = LPI(in_features=dim, act_layer=act_layer)
        self.gamma1 = nn.Parameter(eta * torch.ones(dim), requires_grad=True)
        self.gamma2 = nn.Parameter(eta * torch.ones(dim), requires_grad=True)
        self.gamma3 = nn.Parameter(eta * torch.ones(dim), requires_grad=True)

    def forward(self, x, H, W):
        x = x + self.drop_path(self.gamma1 * self.attn(self.norm1(x)))
        x = x + self.drop_path(self.gamma3 * self.local_mp(self.norm3(x), H, W))
        x = x + self.drop_path(self.gamma2 * self.mlp(self.norm2(x)))
        return x


class XCiT(nn.Module):
    def __init__(self, img_size=224, patch_size=16, in_chans=3, num_classes=1000, embed_dim=768, depth=12,
                 num_heads=12, mlp_ratio=4., qkv_bias=True, qk_scale=None, drop_rate=0., attn_drop_rate=0.,
                 drop_path_rate=0., norm_layer=None, cls_attn_layers=2, use_pos=True, patch_proj="linear",
                 eta=None, tokens_norm=False):
        super().__init__()
        self.num_classes = num_classes
        self.num_features = self.embed_dim = embed_dim
        norm_layer = norm_layer or (lambda d: nn.LayerNorm(d, eps=1e-6))
        self.patch_embed = ConvPatchEmbed(img_size=img_size, embed_dim=embed_dim, patch_size=patch_size)
        num_patches = self.patch_embed.num_patches
        self.cls_token = nn.Parameter(torch.zeros(1, 1, embed_dim))
        self.pos_drop = nn.Dropout(p=drop_rate)
        self.blocks = nn.ModuleList([
            XCABlock(dim=embed_dim, num_heads=num_heads, mlp_ratio=mlp_ratio, qkv_bias=qkv_bias, qk_scale=qk_scale,
                     drop=drop_rate, attn_drop=attn_drop_rate, drop_path=0.0, norm_layer=norm_layer,
                     num_tokens=num_patches, eta=eta)
            for i in range(depth)])
        self.cls_attn_blocks = nn.ModuleList([
            ClassAttentionBlock(dim=embed_dim, num_heads=num_heads, mlp_ratio=mlp_ratio, qkv_bias=qkv_bias,
                                qk_scale=qk_scale, drop=drop_rate, attn_drop=attn_drop_rate, norm_layer=norm_layer,
                                eta=eta, tokens_norm=tokens_norm)
            for i in range(cls_attn_layers)])
        self.norm = norm_layer(embed_dim)
        self.head = nn.Linear(self.num_features, num_classes) if num_classes > 0 else nn.Identity()
        self.pos_embeder = PositionalEncodingFourier(dim=embed_dim)
        self.use_pos = use_pos
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

    def forward_features(self, x):
        B, C, H, W = x.shape
        x, (Hp, Wp) = self.patch_embed(x)
        if self.use_pos:
            pos_encoding = self.pos_embeder(B, Hp, Wp).reshape(B, -1, x.shape[1]).permute(0, 2, 1)
            x = x + pos_encoding
        x = self.pos_drop(x)
        for blk in self.blocks:
            x = blk(x, Hp, Wp)
        cls_tokens = self.cls_token.expand(B, -1, -1)
        x = torch.cat((cls_tokens, x), dim=1)
        for blk in self.cls_attn_blocks:
            x = blk(x, Hp, Wp)
        x = self.norm(x)[:, 0]
        return x

    def forward(self, x):
        x = self.forward_features(x)
        x = self.head(x)
        if self.training:
            return x, x
        else:
            return x


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


class DistillationLoss(nn.Module):
    """DeiT's losses.py DistillationLoss (XCiT's main.py), distillation_type 'none': the (x, x) pair the
    training forward returns is unpacked and only the base criterion is applied."""

    def __init__(self, base_criterion):
        super().__init__()
        self.base_criterion = base_criterion
        self.distillation_type = "none"

    def forward(self, outputs, labels):
        outputs_kd = None
        if not isinstance(outputs, torch.Tensor):
            # assume that the model outputs a tuple of [outputs, outputs_kd]
            outputs, outputs_kd = outputs
        base_loss = self.base_criterion(outputs, labels)
        if self.distillation_type == "none":
            return base_loss
        raise NotImplementedError


# ------------------------------------------------------------------ RWKV-4 (BlinkDL/RWKV-LM RWKV-v4/src/model.py)
MIN_VALUE = -1e38


def wkv_cuda_forward(B, T, C, w, u, k, v):
    """cuda/wkv_cuda.cu's kernel_forward, one thread per (b, c), all of them at once: p and q are running sums
    divided by exp(o) (to avoid overflows)."""
    p = torch.zeros(B, C, dtype=k.dtype, device=k.device)
    q = torch.zeros(B, C, dtype=k.dtype, device=k.device)
    o = torch.full((B, C), MIN_VALUE, dtype=k.dtype, device=k.device)
    ys = []
    for i in range(T):
        kk = k[:, i]
        vv = v[:, i]
        no = torch.maximum(o, u + kk)
        A = torch.exp(o - no)
        Bq = torch.exp(u + kk - no)
        ys.append((A * p + Bq * vv) / (A * q + Bq))
        no = torch.maximum(w + o, kk)
        A = torch.exp(w + o - no)
        Bq = torch.exp(kk - no)
        p = A * p + Bq * vv
        q = A * q + Bq
        o = no
    return torch.stack(ys, dim=1)


def wkv_cuda_backward(B, T, C, w, u, k, v, gy):
    """cuda/wkv_cuda.cu's kernel_backward for every (b, c) at once: a forward sweep rebuilding y, z = 1 / den
    and zexp while accumulating gw (through dp/dw, dq/dw) and gu; a backward sweep for gk and gv; gw times w
    (the w -> -exp(w) preprocessing is halfway in the backwards pass). Returns gw, gu [B, C], gk, gv."""
    gw = torch.zeros(B, C, dtype=k.dtype, device=k.device)
    gu = torch.zeros(B, C, dtype=k.dtype, device=k.device)
    p = torch.zeros(B, C, dtype=k.dtype, device=k.device)
    q = torch.zeros(B, C, dtype=k.dtype, device=k.device)
    dpdw = torch.zeros(B, C, dtype=k.dtype, device=k.device)
    dqdw = torch.zeros(B, C, dtype=k.dtype, device=k.device)
    o = torch.full((B, C), MIN_VALUE, dtype=k.dtype, device=k.device)
    y, z, zexp = [], [], []
    for i in range(T):
        kk, vv, gg = k[:, i], v[:, i], gy[:, i]
        no = torch.maximum(o, kk + u)
        A = torch.exp(o - no)
        Bq = torch.exp(kk + u - no)
        num = A * p + Bq * vv
        iden = 1 / (A * q + Bq)
        y.append(num * iden)
        z.append(iden)
        zexp.append(kk + u - no)
        gw = gw + gg * (dpdw - dqdw * y[i]) * iden * A
        gu = gu + gg * (vv - y[i]) * Bq * iden
        no = torch.maximum(w + o, kk)
        A = torch.exp(w + o - no)
        Bq = torch.exp(kk - no)
        dpdw = A * (p + dpdw)
        dqdw = A * (q + dqdw)
        p = A * p + Bq * vv
        q = A * q + Bq
        o = no
    gp = torch.zeros(B, C, dtype=k.dtype, device=k.device)
    gq = torch.zeros(B, C, dtype=k.dtype, device=k.device)
    o = torch.full((B, C), MIN_VALUE, dtype=k.dtype, device=k.device)
    gk = [None] * T
    gv = [None] * T
    for i in range(T - 1, -1, -1):
        kk, vv, gg = k[:, i], v[:, i], gy[:, i]
        A = gg * z[i] * torch.exp(zexp[i])
        Bq = torch.exp(kk + o)
        gk[i] = A * (vv - y[i]) + Bq * (gp * vv + gq)
        gv[i] = A + Bq * gp
        no = torch.maximum(w + o, zexp[i] - kk - u)
        A = torch.exp(w + o - no)
        Bq = gg * z[i] * torch.exp(zexp[i] - kk - u - no)
        gp = A * gp + Bq
        gq = A * gq - Bq * y[i]
        o = no
    # Multiply by w because the w -> -exp(w) preprocessing is halfway in the backwards pass
    gw = gw * w
    return gw, gu, torch.stack(gk, dim=1), torch.stack(gv, dim=1)


T_MAX = 1024


class WKV(torch.autograd.Function):
    """model.py's WKV (RWKV_FLOAT_MODE fp32): w = -exp(time_decay) inside the Function, save_for_backward(w, u,
    k, v); backward gw / gu per (b, c) from the kernel, summed over the batch."""

    @staticmethod
    def forward(ctx, B, T, C, w, u, k, v):
        ctx.B = B
        ctx.T = T
        ctx.C = C
        assert T <= T_MAX
        assert B * C % min(C, 1024) == 0
        w = -torch.exp(w.contiguous())
        u = u.contiguous()
        k = k.contiguous()
        v = v.contiguous()
        ctx.save_for_backward(w, u, k, v)
        y = wkv_cuda_forward(B, T, C, w, u, k, v)
        return y

    @staticmethod
    def backward(ctx, gy):
        B = ctx.B
        T = ctx.T
        C = ctx.C
        assert T <= T_MAX
        assert B * C % min(C, 1024) == 0
        w, u, k, v = ctx.saved_tensors
        gw, gu, gk, gv = wkv_cuda_backward(B, T, C, w, u, k, v, gy.contiguous())
        gw = torch.sum(gw, dim=0)
        gu = torch.sum(gu, dim=0)
        return (None, None, None, gw, gu, gk, gv)


def RUN_CUDA(B, T, C, w, u, k, v):
    return WKV.apply(B, T, C, w, u, k, v)


class L2Wrap(torch.autograd.Function):
    """RWKV-v4neo/src/model.py's L2Wrap: the loss passes through; the backward adds a gradient on the logits'
    max (to encourage the logits to be close to 0)."""

    @staticmethod
    def forward(ctx, loss, y):
        ctx.save_for_backward(y)
        return loss

    @staticmethod
    def backward(ctx, grad_output):
        y = ctx.saved_tensors[0]
        # to encourage the logits to be close to 0
        factor = 1e-4 / (y.shape[0] * y.shape[1])
        maxx, ids = torch.max(y, -1, keepdim=True)
        gy = torch.zeros_like(y)
        gy.scatter_(-1, ids, maxx * factor)
        return (grad_output, gy)


class RWKVConfig:
    def __init__(self, vocab_size=32, ctx_len=8, n_embd=16, n_layer=2, model_type="RWKV"):
        self.vocab_size = vocab_size
        self.ctx_len = ctx_len
        self.n_embd = n_embd
        self.n_layer = n_layer
        self.model_type = model_type


class RWKV_TimeMix(nn.Module):
    def __init__(self, config, layer_id):
        super().__init__()
        self.layer_id = layer_id
        self.ctx_len = config.ctx_len
        self.n_embd = config.n_embd
        attn_sz = config.n_embd
        with torch.no_grad():  # fancy init
            ratio_0_to_1 = (layer_id / (config.n_layer - 1))  # 0 to 1
            ratio_1_to_almost0 = (1.0 - (layer_id / config.n_layer))  # 1 to ~0
            # fancy time_decay
            decay_speed = torch.ones(attn_sz)
            for h in range(attn_sz):
                decay_speed[h] = -5 + 8 * (h / (attn_sz - 1)) ** (0.7 + 1.3 * ratio_0_to_1)
            self.time_decay = nn.Parameter(decay_speed)
            # fancy time_first
            zigzag = (torch.tensor([(i + 1) % 3 - 1 for i in range(attn_sz)]) * 0.5)
            self.time_first = nn.Parameter(torch.ones(attn_sz) * math.log(0.3) + zigzag)
            # fancy time_mix
            x = torch.ones(1, 1, config.n_embd)
            for i in range(config.n_embd):
                x[0, 0, i] = i / config.n_embd
            self.time_mix_k = nn.Parameter(torch.pow(x, ratio_1_to_almost0))
            self.time_mix_v = nn.Parameter(torch.pow(x, ratio_1_to_almost0) + 0.3 * ratio_0_to_1)
            self.time_mix_r = nn.Parameter(torch.pow(x, 0.5 * ratio_1_to_almost0))
        self.time_shift = nn.ZeroPad2d((0, 0, 1, -1))
        self.key = nn.Linear(config.n_embd, attn_sz, bias=False)
        self.value = nn.Linear(config.n_embd, attn_sz, bias=False)
        self.receptance = nn.Linear(config.n_embd, attn_sz, bias=False)
        self.output = nn.Linear(attn_sz, config.n_embd, bias=False)

    def jit_func(self, x):
        # Mix x with the previous timestep to produce xk, xv, xr
        xx = self.time_shift(x)
        xk = x * self.time_mix_k + xx * (1 - self.time_mix_k)
        xv = x * self.time_mix_v + xx * (1 - self.time_mix_v)
        xr = x * self.time_mix_r + xx * (1 - self.time_mix_r)
        # Use xk, xv, xr to produce k, v, r
        k = self.key(xk)
        v = self.value(xv)
        r = self.receptance(xr)
        sr = torch.sigmoid(r)
        return sr, k, v

    def forward(self, x):
        B, T, C = x.size()  # x = (Batch,Time,Channel)
        sr, k, v = self.jit_func(x)
        rwkv = sr * RUN_CUDA(B, T, C, self.time_decay, self.time_first, k, v)
        rwkv = self.output(rwkv)
        return rwkv


class RWKV_ChannelMix(nn.Module):
    def __init__(self, config, layer_id):
        super().__init__()
        self.layer_id = layer_id
        self.time_shift = nn.ZeroPad2d((0, 0, 1, -1))
        with torch.no_grad():  # fancy init of time_mix
            ratio_1_to_almost0 = (1.0 - (layer_id / config.n_layer))  # 1 to ~0
            x = torch.ones(1, 1, config.n_embd)
            for i in range(config.n_embd):
                x[0, 0, i] = i / config.n_embd
            self.time_mix_k = nn.Parameter(torch.pow(x, ratio_1_to_almost0))
            self.time_mix_r = nn.Parameter(torch.pow(x, ratio_1_to_almost0))
        hidden_sz = 4 * config.n_embd
        self.key = nn.Linear(config.n_embd, hidden_sz, bias=False)
        self.receptance = nn.Linear(config.n_embd, config.n_embd, bias=False)
        self.value = nn.Linear(hidden_sz, config.n_embd, bias=False)

    def forward(self, x):
        xx = self.time_shift(x)
        xk = x * self.time_mix_k + xx * (1 - self.time_mix_k)
        xr = x * self.time_mix_r + xx * (1 - self.time_mix_r)
        k = self.key(xk)
        k = torch.square(torch.relu(k))
        kv = self.value(k)
        rkv = torch.sigmoid(self.receptance(xr)) * kv
        return rkv


class RWKVBlock(nn.Module):
    def __init__(self, config, layer_id):
        super().__init__()
        self.config = config
        self.layer_id = layer_id
        self.ln1 = nn.LayerNorm(config.n_embd)
        self.ln2 = nn.LayerNorm(config.n_embd)
        if self.layer_id == 0:
            self.ln0 = nn.LayerNorm(config.n_embd)
        self.att = RWKV_TimeMix(config, layer_id)
        self.ffn = RWKV_ChannelMix(config, layer_id)

    def forward(self, x):
        if self.layer_id == 0:
            x = self.ln0(x)
        x = x + self.att(self.ln1(x))
        x = x + self.ffn(self.ln2(x))
        return x


class RWKV_GPT(nn.Module):
    """model.py's GPT (RWKV_HEAD_QK_DIM 0): emb, blocks, ln_out, head; F.cross_entropy inside the module, the
    loss returned through L2Wrap.apply(loss, x). Random init (N(0, 0.3) Linears, N(0, 0.1) embedding) in place
    of RWKV_Init, whose scale_init 0 would zero key / receptance / output."""

    def __init__(self, config):
        super().__init__()
        self.step = 0
        self.config = config
        self.emb = nn.Embedding(config.vocab_size, config.n_embd)
        self.blocks = nn.Sequential(*[RWKVBlock(config, i) for i in range(config.n_layer)])
        self.ln_out = nn.LayerNorm(config.n_embd)
        self.head = nn.Linear(config.n_embd, config.vocab_size, bias=False)
        self.ctx_len = config.ctx_len
        for m in self.modules():
            if isinstance(m, nn.Linear):
                m.weight.data.normal_(mean=0.0, std=0.3)
            elif isinstance(m, nn.Embedding):
                m.weight.data.normal_(mean=0.0, std=0.1)

    def forward(self, idx, targets):
        B, T = idx.size()
        assert T <= self.ctx_len, "Cannot forward, because len(input) > model ctx_len."
        x = self.emb(idx)
        x = self.blocks(x)
        x = self.ln_out(x)
        x = self.head(x)
        loss = F.cross_entropy(x.view(-1, x.size(-1)), targets.view(-1))
        return L2Wrap.apply(loss, x)


def _identity_loss(loss):
    return loss


# ------------------------------------------------------------------ build
def _pick(m, names):
    idx = _where(m, lambda n: n in names)
    assert len(idx) == len(names), (idx, names)
    return idx


def build(name: str, g: torch.Generator, Spec, call, ce):
    if name == "liger_dyt_bert":
        m = convert_ln_to_dyt(BertForMaskedLMDyT())
        input_ids = torch.randint(2, 32, (2, 10), generator=g)
        input_ids[1, 8:] = 0                                          # padding
        attention_mask = torch.ones(2, 10, dtype=torch.long)
        attention_mask[1, 8:] = 0
        labels = torch.full((2, 10), -100, dtype=torch.long)
        for b, t in ((0, 1), (0, 4), (0, 7), (1, 2), (1, 5)):
            labels[b, t] = input_ids[b, t]
            input_ids[b, t] = 1                                       # [MASK]
        return Spec(m, {"input_ids": input_ids, "attention_mask": attention_mask}, {"labels": labels}, call,
                    _mlm_loss,
                    subset=_pick(m, ("embeddings.LayerNorm.alpha", "layer.0.output.LayerNorm.gamma",
                                     "layer.1.attention.self.key.weight")),
                    notes="held out (relate v76): post-LN BERT MLM (HF modeling_bert.py, tied decoder) whose every "
                          "LayerNorm is Liger-Kernel's LigerDyT (DyT's convert_ln_to_dyt): LigerDyTFunction "
                          "(ops/dyt.py) tanh(alpha x) * gamma + beta saving x, alpha, gamma, beta; backward dx by "
                          "formula, grid-stride per-program partials of dalpha / dgamma / dbeta summed; "
                          "non-tail subset")
    if name == "xformers_swiglu_dinov2":
        m = DinoVisionTransformer()
        img = torch.randn(2, 3, 16, 16, generator=g)
        return Spec(m, {"img": img}, {"labels": torch.tensor([4, 1])}, call, ce,
                    subset=_pick(m, ("blocks.0.mlp.w12.bias", "blocks.1.mlp.w3.weight", "blocks.0.ls1.gamma")),
                    notes="held out (relate v76): DINOv2 ViT (facebookresearch/dinov2 layers/block.py, "
                          "swiglu_ffn.py SwiGLUFFNFused, LayerScale) whose MLP is xformers' SwiGLU with "
                          "_SwiGLUDecomposedFunc (ops/swiglu_op.py): packed w12 unbound by the _Unbind Function, "
                          "forward saving x, the six weights / biases and x1..x5, backward by explicit matmuls, "
                          "silu backward and .sum(0) bias grads; linear-eval head on cat(cls, mean patch); "
                          "non-tail subset")
    if name == "spade_vae_gen":
        m = SpadeVAE()
        real = torch.rand(2, 3, 32, 32, generator=g) * 2 - 1
        lab = torch.randint(0, 4, (2, 8, 8), generator=g)
        seg = F.one_hot(lab, 4).permute(0, 3, 1, 2).float()
        seg = F.interpolate(seg, size=(32, 32), mode="nearest")
        eps = torch.randn(2, 8, generator=g)
        return Spec(m, {"real_image": real, "input_semantics": seg, "eps": eps}, {"target": real.clone()}, call,
                    _spade_loss,
                    subset=_pick(m, ("netG.head_0.norm_0.mlp_gamma.weight", "netG.up_1.conv_s.weight",
                                     "netE.fc_var.bias")),
                    notes="held out (relate v76): SPADE (NVlabs/SPADE normalization.py SPADE, architecture.py "
                          "SPADEResnetBlock, generator.py SPADEGenerator, encoder.py ConvEncoder, pix2pix_model.py "
                          "use_vae): instance-normed conv encoder to mu / logvar, reparameterize with a fixed eps, "
                          "KLD * 0.05; fc(z) view, seven SPADE resblocks (param-free BatchNorm * (1 + gamma) + beta "
                          "from convs of the nearest-resized segmap, learned 1x1 shortcuts), nearest upsampling, "
                          "tanh; + 10 L1; non-tail subset")
    if name == "xcit_tiny_cls":
        m = XCiT(img_size=16, patch_size=8, num_classes=5, embed_dim=16, depth=2, num_heads=4, mlp_ratio=4,
                 qkv_bias=True, eta=1.0, tokens_norm=True)
        img = torch.randn(2, 3, 16, 16, generator=g)
        return Spec(m, {"img": img}, {"labels": torch.tensor([2, 0])}, call,
                    DistillationLoss(LabelSmoothingCrossEntropy(0.1)),
                    subset=_pick(m, ("blocks.0.attn.temperature", "blocks.1.local_mp.conv1.weight",
                                     "cls_attn_blocks.0.gamma2")),
                    notes="held out (relate v76): XCiT (facebookresearch/xcit xcit.py, xcit_tiny_12_p8 shape at "
                          "small sizes): conv patch embed with BN, Fourier positional encoding through a 1x1 conv, XCA "
                          "cross-covariance attention (q / k L2-normalised over tokens, per-head temperature), LPI "
                          "depthwise convs with BN, layer scales; CaiT class-attention blocks (tokens_norm), the "
                          "training forward's (x, x) pair through DeiT's DistillationLoss('none') around "
                          "label-smoothing CE; non-tail subset")
    if name == "rwkv4_wkv_lm":
        m = RWKV_GPT(RWKVConfig())
        idx = torch.randint(0, 32, (2, 8), generator=g)
        targets = torch.randint(0, 32, (2, 8), generator=g)
        return Spec(m, {"idx": idx, "targets": targets}, {}, call, _identity_loss,
                    subset=_pick(m, ("blocks.0.att.time_decay", "blocks.1.att.time_first",
                                     "blocks.1.ffn.key.weight")),
                    notes="held out (relate v76): RWKV-4 LM (BlinkDL/RWKV-LM RWKV-v4/src/model.py): token shift "
                          "ZeroPad2d, time-mix lerps, WKV custom Function (time_decay / time_first passed in, w = "
                          "-exp(w), the wkv_cuda.cu forward / backward scans in torch, gw / gu per (b, c) summed "
                          "over the batch), squared-ReLU channel mix, CE inside the module through L2Wrap; "
                          "non-tail subset")
    raise KeyError(name)
