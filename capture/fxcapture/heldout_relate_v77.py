"""Seventy-seventh held-out set for `fxmatch relate` (2026-12-07, /work/pending/heldout_relate_v77).

Written to score main blind: captured once and scored with main's binary and
rules, no engine change in between, and no fxmatch run on these captures
while they were written. Each model re-implements public code at small sizes
(random weights, no downloads), and two of the five put custom
torch.autograd.Functions (forward and hand-written backward as the source has
them, the CUDA kernels written as the torch they compute) on the gradient
path: a fairseq LightConv language model whose convolutions take their weight
parameter into a Function and return its gradient through reductions
(facebookresearch/fairseq fairseq/modules/lightconv_layer/lightconv_layer.py
lightconvFunction / LightconvLayer, lightconv_cuda_kernel.cu
lightconv_forward_kernel / lightconv_grad_wrt_input_kernel /
lightconv_grad_wrt_weights_firstpass_short_kernel / _secondpass_short_kernel,
modules/lightweight_convolution.py LightweightConv, models/lightconv.py
LightConvDecoder / LightConvDecoderLayer / Embedding / Linear,
models/lightconv_lm.py base_lm_architecture, modules/
sinusoidal_positional_embedding.py, utils.make_positions,
criterions/cross_entropy.py); and a CCNet segmenter whose criss-cross
attention is two Functions over activations only (speedinghzl/CCNet
cc_attention/functions.py CA_Weight / CA_Map / CrissCrossAttention, the
cc_attention/src/ca.cu kernels ca_forward_kernel / ca_backward_kernel_t /
_f / ca_map_forward_kernel / ca_map_backward_kernel_w / _g,
networks/ccnet.py Bottleneck / RCCAModule / ResNet (Seg_Model),
utils/criterion.py CriterionDSN; mapillary/inplace_abn's ABN for
InPlaceABNSync); and, ordinary layers only, a SincNet speaker-id net
(mravanelli/SincNet dnn_models.py SincConv_fast / LayerNorm / MLP / SincNet /
act_fun, cfg/SincNet_TIMIT.cfg, speaker_id.py), an RNN transducer
(pytorch/audio torchaudio/models/rnnt.py _TimeReduction / _CustomLSTM /
_EmformerEncoder's frame / _Predictor / _Joiner / RNNT,
examples/asr/emformer_rnnt's _step (blank-prepended targets),
torchaudio.functional.rnnt_loss's semantics) and a PNA molecule regressor
(pyg-team/pytorch_geometric torch_geometric/nn/conv/pna_conv.py PNAConv,
nn/aggr/scaler.py DegreeScalerAggregation, nn/aggr/basic.py Mean / Min / Max /
Var / StdAggregation, nn/aggr/multi.py MultiAggregation, utils/scatter.py
scatter, utils/degree.py degree, nn/norm/batch_norm.py BatchNorm,
nn/pool/glob.py global_add_pool, examples/pna.py Net). The brief's examples
had close relatives, so each was replaced by a family no earlier set has:
NVIDIA apex's FusedDense / FusedDenseGeluDense Function (v76's
xformers_swiglu_dinov2 already is a fused-MLP Function taking the linears'
weights and biases, saving the intermediates, backward by explicit matmuls
and bias sums), torch's `LinearFunction` example (v65's bigcode_zero3_lm runs
DeepSpeed's LinearFunctionForZeroStage3, the same Function) and Mamba's
selective scan (v35 mamba_selective_scan, v64 mamba_pscan_lm's PScan
Function) -> fairseq's lightconvFunction (v17's glu_conv1d has a depthwise
Conv1d + GLU on plain autograd; no set has head-shared lightweight conv
weights, nor a conv Function); lukemelas' MemoryEfficientSwish (v69
effnet_memeff_swish), timm's MishMe / HardSwishMe (v60 cspdarknet_mish, v65
lcnet_hardswish_me) and the straight-through estimators (v52 bnn_hardtanh_ste
/ hard_glimpse_st, v67 fastaa_policy_ste / kornia_ste_bnn, v29 mask_route_st)
-> CCNet's CA_Weight / CA_Map (no set has criss-cross attention; v70's
pspnet_aux_seg is the same dilated-ResNet + 0.4 aux-CE training, v48's
inplace_abn_deeplab has InPlaceABN as a Function, here plain ABN); a GLU-conv
LM (v17, and model one), Hyena / H3 (v49 hyena_lm, v58 h3_lm), Tacotron-2
location-sensitive attention (v57 tacotron2_lsa), GAT (v38
gat_edge_softmax), NeRF (v40 siren_nerf, v56 hashgrid_nerf, v58 tensorf_vm),
Swin (v69 swin_block_cls, tv_swin_mini) -> SincNet (v73's demucs_denoiser
has fixed sinc resampling kernels, not learned filters), an RNN-T (v35's
ctc_frames uses F.ctc_loss, v42's crf_tagger a logsumexp forward algorithm
over tags; none a transducer lattice) and PNA (v31's scatter_pool_graph has
scatter_reduce sum / amax, v53 gin_virtualnode and v62 graphsage_cora single
aggregators; none multi-aggregator towers with degree scalers). Every
dropout is p = 0; like heldout_relate.py's models they never enter the zoo.

  fairseq_lightconv_lm  src_tokens [2, 8] (vocab 24: bos 0, pad 1, eos 2, unk 3; tokens from [4, 24), row 1
                   right-padded by 1); to the criterion target [2, 8] (the next tokens, row 1's last 2 pad) ->
                   LightConvLanguageModel(LightConvDecoder) as lightconv_lm builds it (decoder_embed_dim 16, conv_dim
                   16, 4 heads, ffn 32, 2 layers, decoder_kernel_size_list [3, 5], decoder_glu, 'lightweight' conv
                   type, --weight-softmax False, decoder_normalize_before (forced by base_lm_architecture), final_norm
                   False, sinusoidal positions, untied embed_out; fairseq Embedding normal(dim^-0.5) with a zero pad
                   row, Linear xavier_uniform / zero bias; init_size max_target_positions 16 + pad + 1):
                   SinusoidalPositionalEmbedding (make_positions: ne(pad).int() cumsum * mask + pad; the table a plain
                   attribute moved .to(_float_tensor), index_select, view, detach); x = sqrt(16) embed_tokens, x +=
                   positions (in place); transpose to T x B x C; per LightConvDecoderLayer: conv_layer_norm (pre),
                   linear1 (16 -> 32), GLU, LightconvLayer (x.permute(1, 2, 0).contiguous() [B, C, T], weight [4, K]
                   xavier_uniform passed as is, padding_l K - 1) = lightconvFunction.apply (custom Function:
                   ctx.padding_l, the forward kernel for all (b, c) at once: F.pad(x, (K - 1, 0)), unfold(2, K, 1)
                   reshape [B, H, R, T, K] times filters.view(1, H, 1, 1, K) summed over K;
                   save_for_backward(x, weights); backward
                   grad_output.contiguous(): grad_input = the same conv of F.pad(grad, (0, K - 1)) with each filter
                   flipped; tempSumGradFilters [B, H, K] = (input windows * grad) summed over the head's 4 features
                   and T (the short path, T <= 32), grad_filters = its sum over B; returns grad_input, grad_weights,
                   None) .permute(2, 0, 1), linear2, residual; final_layer_norm (pre), relu(fc1), fc2, residual;
                   transpose back, F.linear(x, embed_out); the module returns (x, {'attn': None, 'inner_states':
                   [3 tensors]}); criterion: CrossEntropyCriterion (log_softmax of net_output[0].float(), nll_loss
                   sum, ignore_index pad); subset = decoder.embed_tokens.weight, decoder.layers.0.conv.weight,
                   decoder.layers.1.final_layer_norm.weight.
  ccnet_rcca_seg   img [2, 3, 32, 48] (randn); to the criterion labels [2, 32, 48] (4 classes, a 4 x 6 corner of
                   image 0 = 255) -> Seg_Model (ResNet(Bottleneck, [1, 1, 1, 1] for [3, 4, 23, 3]), every width / 16,
                   criterion None so the module returns [x, x_dsn], recurrence 2): deep stem conv3x3(3, 4, s2) /
                   conv3x3(4, 4) / conv3x3(4, 8), each BatchNorm2d = InPlaceABNSync(activation 'identity') and ReLU;
                   MaxPool(3, s2, pad 1, ceil_mode) -> [2, 8, 9, 13]; layer1 (16), layer2 (32, s2) -> 5 x 7, layer3
                   (64, dilation 2), layer4 (128, dilation 4, multi_grid 1); Bottleneck 1x1 / 3x3 (dilated) / 1x1
                   with ABNs, downsample conv + ABN, out + residual then ReLU(inplace); dsn on layer3: Conv(64, 32, 3)
                   + bias, InPlaceABNSync(32), Dropout2d, Conv(32, 4, 1); head RCCAModule(128, 32, 4): conva Conv(128,
                   32, 3) + InPlaceABNSync (ABN: F.batch_norm with batch statistics, running buffers updated, then
                   F.leaky_relu(0.01, inplace)), CrissCrossAttention(32) twice (query / key Conv(32, 4, 1), value
                   Conv(32, 32, 1), gamma [1] (zeros in the source, 0.1 here as after some steps, so the attention
                   carries a gradient)): energy = ca_weight(q, k) = CA_Weight.apply (custom Function: weight =
                   zeros [n, H + W - 1, H, W] = [2, 11, 5, 7], ca_forward_cuda adds in place cat(row affinities
                   einsum('ncyx,ncyz->nzyx'), column affinities einsum('ncyx,ncjx->njyx') gathered at the kernel's
                   slots j = i < y ? i : i + 1 (self excluded)); save_for_backward(t, f); backward under
                   @once_differentiable: dt / df = zeros_like, ca_backward_cuda adds in place the row and column
                   terms (the column slots scattered back to [n, H, H, W] with zeros on the diagonal),
                   _check_contiguous), softmax over dim 1, out = ca_map(attention, v) = CA_Map.apply (custom
                   Function: out = zeros_like(g), ca_map_forward_cuda adds row and column aggregations in place;
                   save_for_backward(weight, g); @once_differentiable backward: dw / dg zeros_like, filled in place
                   by ca_map_backward_cuda), gamma * out + x; convb Conv(32, 32, 3) + InPlaceABNSync; bottleneck
                   Conv(cat(x, out) 160 -> 32, 3) + InPlaceABNSync, Dropout2d, Conv(32, 4, 1) + bias; criterion:
                   CriterionDSN (F.interpolate bilinear align_corners to 32 x 48 of both outputs, CE(ignore_index
                   255), loss1 + 0.4 loss2); subset = head.cca.query_conv.weight, head.cca.gamma, dsn.0.bias.
  sincnet_spkid    inp [4, 160] (0.1 randn, a 10 ms chunk at 16 kHz; 200 ms in the cfg); to the criterion lab [4] (5
                   speakers) -> speaker_id.py's DNN2_net(DNN1_net(CNN_net(inp))) with SincNet_TIMIT.cfg's flags:
                   CNN_net = SincNet(cnn_N_filt [8, 6, 6], cnn_len_filt [31, 5, 5], pools [3, 3, 3], laynorm_inp,
                   laynorm on every layer, acts linear / leaky_relu / leaky_relu): ln0 (dnn_models.py LayerNorm: mean
                   and unbiased std over the last dim, gamma (x - mean) / (std + 1e-6) + beta) of inp [4, 160], view
                   [4, 1, 160]; layer 0 SincConv_fast(8, 31, 16000) (low_hz_ / band_hz_ [8, 1] parameters mel-spaced
                   30 .. 7900 Hz; window_ (half Hamming [15]) and n_ (2 pi arange(-15, 0) / 16000 [1, 15]) plain
                   attributes re-assigned .to(device) in forward: low = 50 + |low_hz_|, high = clamp(low + 50 +
                   |band_hz_|, 50, 8000), band = (high - low)[:, 0], matmul(low, n_) / matmul(high, n_), left =
                   (sin(high t) - sin(low t)) / (n_ / 2) * window_, center 2 band, right = flip(left), cat, / (2
                   band), self.filters view [8, 1, 31] stored on the module, F.conv1d) -> [4, 8, 130], abs,
                   max_pool1d 3, ln [8, 43] (2-d gamma / beta), LeakyReLU(1) ('linear'); layers 1 / 2 Conv1d(k5),
                   max_pool1d, ln [6, 13] / [6, 3], LeakyReLU(0.2); view [4, 18]; DNN1_net MLP (fc_lay [16, 16], ln0,
                   Linear (uniform +-sqrt(0.01 / (in + out)), a zero bias though BN follows), BatchNorm1d(momentum
                   0.05), leaky_relu / then 'linear' (no activation)); DNN2_net MLP (class_lay [16, 5], ln0, BN +
                   leaky_relu, then LogSoftmax(dim 1) without BN); every MLP layer also builds an ln and a bn module
                   and SincNet a bn list (BatchNorm1d(N_filt, L, momentum 0.05): L lands in eps) that forward never
                   uses, as in the source (16 parameters without a gradient); criterion: nn.NLLLoss; subset =
                   CNN_net.conv.0.low_hz_, CNN_net.ln.1.gamma, DNN1_net.wx.1.weight.
  rnnt_lstm_transducer  features [2, 8, 8] (randn), feature_lengths [8, 6], targets [2, 3] (symbols 0 .. 4),
                   target_lengths [3, 2]; to the criterion the same targets / target_lengths -> RNNTTrainStep
                   (examples/asr/emformer_rnnt _step: prepended_targets = targets.new_empty([2, 4]), [:, 1:] =
                   targets, [:, 0] = blank_idx 5 (slice writes), lengths + 1) around RNNT(num_symbols 6, encoding 12):
                   transcriber = _EmformerEncoder's frame with two _CustomLSTM(hidden 16, layer_norm, eps 1e-3) layers
                   in place of the Emformer: input_linear Linear(8, 8, no bias), _TimeReduction(stride 2) (slice
                   [:, :8], lengths.div(2, trunc) -> [4, 3], reshape [2, 4, 16], contiguous), permute to T x B,
                   _CustomLSTM: x2g (no bias with layer_norm) on all steps, per step unbind: gates + p2g(h), g_norm
                   LayerNorm(64), chunk 4, sigmoid / sigmoid / tanh / sigmoid, c = f c + i g, c_norm LayerNorm(16), h =
                   o tanh(c), stack; output_linear(16 -> 12), LayerNorm(12); _Predictor(6 symbols, embedding 8, 1
                   _CustomLSTM(hidden 12, layer_norm, eps 1e-3)): permute(1, 0), Embedding, input LayerNorm, LSTM,
                   Dropout(0), Linear(12, 12), output LayerNorm, permute -> [2, 4, 12]; _Joiner(12, 6, relu):
                   src.unsqueeze(2).contiguous() + tgt.unsqueeze(1).contiguous() [2, 4, 4, 12], ReLU, Linear ->
                   logits [2, 4, 4, 6]; the module returns (output, src_lengths); default init; criterion:
                   RNNTLoss(blank -1, reduction 'sum') written as torchaudio's rnnt_loss computes it (fused
                   log_softmax; clamp -1): blank_lp = log_probs[..., 5], emit_lp = log_probs[:, :, :-1].gather(3,
                   targets expanded); alpha[0][0] = zeros, alpha[t][u] = logaddexp(alpha[t - 1][u] + blank_lp[t - 1,
                   u], alpha[t][u - 1] + emit_lp[t, u - 1]) (first row / column single terms) over the 4 x 4 lattice,
                   stacked; cost_b = -(alphas + blank_lp)[b, src_len_b - 1, tgt_len_b] by tensor indexing; sum (the
                   C++ loss's own fused gradient is autograd's here); subset =
                   model.transcriber.lstm_layers.1.p2g.weight, model.predictor.embedding.weight,
                   model.joiner.linear.bias.
  pna_zinc         x [12, 1] (atom types in [0, 21)), edge_index [2, 22] (two molecules: a 6-ring with a branch (7
                   atoms) and a branched chain (5 atoms), both directions of 11 bonds, every in-degree >= 1),
                   edge_attr [22] (bond types in [0, 4)), batch [12]; to the criterion y [2] -> examples/pna.py's Net
                   at small sizes (hidden 10 (75), edge_dim 8 (50), towers 2 (5), 2 layers (4); deg = the in-degree
                   histogram bincount(degree(edge_index[1]), minlength 5) of this batch): node_emb Embedding(21,
                   10)(x.squeeze()), edge_emb Embedding(4, 8); per layer PNAConv(10, 10, aggregators mean / min / max
                   / std, scalers identity / amplification / attenuation, pre_layers 1, post_layers 1, divide_input
                   False): x.view(-1, 1, 10).repeat(1, 2, 1); propagate written out (x_j / x_i = index_select by
                   edge_index[0] / [1]); message: edge_encoder Linear(8, 10) view repeat, cat(x_i, x_j, e) [22, 2,
                   30], one pre-nn Linear(30, 10) per tower on h[:, i], stack; DegreeScalerAggregation over
                   edge_index[1] (dim 0, 12 nodes): MultiAggregation cat of scatter 'mean' (count by scatter_add_ of
                   new_ones, clamp(1), scatter_add_ sum / count), 'min' / 'max' (new_zeros.scatter_reduce_(amin /
                   amax, include_self False)), 'std' (sqrt(relu(mean(x^2) - mean(x)^2) + 1e-5)); degree() by
                   scatter_add_ of ones, view [-1, 1, 1]; identity, * log(deg + 1) / avg_deg_log, * avg_deg_log /
                   log(deg + 1) (avg_deg_log / _lin buffers filled from the histogram), cat -> [12, 2, 120]; cat(x,
                   out) [12, 2, 130], post-nn Linear(130, 5) per tower on out[:, i], cat [12, 10], lin Linear(10, 10);
                   PyG BatchNorm (BatchNorm1d in .module, batch statistics), ReLU; global_add_pool = scatter sum over
                   batch with size 2 (the source's int(batch.max()) + 1 is a .item() read); mlp Linear(10, 8) ReLU
                   Linear(8, 4) ReLU Linear(4, 1); criterion: (out.squeeze() - y).abs().mean(); subset =
                   convs.0.pre_nns.1.0.weight, convs.1.edge_encoder.bias, batch_norms.0.module.weight.
No subset above is a tail.
"""
from __future__ import annotations

import math

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.autograd import Function
from torch.autograd.function import once_differentiable
from .heldout_subsets import where as _where

V77 = ["fairseq_lightconv_lm", "ccnet_rcca_seg", "sincnet_spkid", "rnnt_lstm_transducer", "pna_zinc"]


# ------------------------------------------------------------------ fairseq LightConv LM (modules/lightconv_layer)
def lightconv_cuda_forward(x, filters, padding_l):
    """lightconv_cuda_kernel.cu's lightconv_forward_kernel, every (b, c) at once: channel c uses the filter of
    head c // (C / H), out[b, c, t] = sum_k filters[h, k] x[b, c, t + k - padding_l] (zero outside [0, T))."""
    B, C, T = x.shape
    H, K = filters.shape
    R = C // H                                                        # numFiltersInBlock
    x_pad = F.pad(x, (padding_l, K - 1 - padding_l))
    windows = x_pad.unfold(2, K, 1).reshape(B, H, R, T, K)
    out = (windows * filters.view(1, H, 1, 1, K)).sum(-1)
    return [out.reshape(B, C, T)]


def lightconv_cuda_backward(grad_output, padding_l, x, filters):
    """lightconv_cuda_kernel.cu's lightconv_cuda_backward for sequenceLength <= 32 (the short kernels):
    lightconv_grad_wrt_input_kernel (the forward kernel on gradOutput with each filter reversed, padding
    K - 1 - padding_l); lightconv_grad_wrt_weights_firstpass_short_kernel (tempSumGradFilters [B, H, K]: per
    sample and head, the sum over the head's features and time of input * gradOutput) and
    lightconv_grad_wrt_weights_secondpass_short_kernel (the sum over the minibatch)."""
    B, C, T = x.shape
    H, K = filters.shape
    R = C // H
    g_pad = F.pad(grad_output, (K - 1 - padding_l, padding_l))
    g_win = g_pad.unfold(2, K, 1).reshape(B, H, R, T, K)
    grad_input = (g_win * filters.flip(1).view(1, H, 1, 1, K)).sum(-1).reshape(B, C, T)
    x_pad = F.pad(x, (padding_l, K - 1 - padding_l))
    x_win = x_pad.unfold(2, K, 1).reshape(B, H, R, T, K)
    temp_sum_grad_filters = (x_win * grad_output.reshape(B, H, R, T, 1)).sum((2, 3))      # [B, H, K]
    grad_filters = temp_sum_grad_filters.sum(0)
    return [grad_input, grad_filters]


class lightconvFunction(Function):
    """lightconv_layer.py's lightconvFunction (ctx.saved_variables of the source is ctx.saved_tensors)."""

    @staticmethod
    def forward(ctx, x, weights, padding_l):
        ctx.padding_l = padding_l
        outputs = lightconv_cuda_forward(x, weights, padding_l)
        variables = [x, weights]
        ctx.save_for_backward(*variables)
        return outputs[0]

    @staticmethod
    def backward(ctx, grad_output):
        outputs = lightconv_cuda_backward(grad_output.contiguous(), ctx.padding_l, *ctx.saved_tensors)
        grad_input, grad_weights = outputs
        return grad_input, grad_weights, None


class LightconvLayer(nn.Module):
    """lightconv_layer.py's LightconvLayer (the training path: the CUDA Function; no incremental state)."""

    def __init__(self, input_size, kernel_size=1, padding_l=None, weight_softmax=False, num_heads=1,
                 weight_dropout=0., bias=False):
        super().__init__()
        self.input_size = input_size
        self.kernel_size = kernel_size
        self.padding_l = padding_l
        self.num_heads = num_heads
        self.weight_softmax = weight_softmax
        self.weight_dropout = weight_dropout
        self.weight = nn.Parameter(torch.Tensor(num_heads, kernel_size))
        if bias:
            self.bias = nn.Parameter(torch.Tensor(input_size))
        else:
            self.bias = None
        self.reset_parameters()

    def reset_parameters(self):
        nn.init.xavier_uniform_(self.weight)
        if self.bias is not None:
            nn.init.constant_(self.bias, 0.)

    def forward(self, x, incremental_state=None):
        assert incremental_state is None
        # during training time, use CUDA kernel
        x = x.permute(1, 2, 0).contiguous()
        weight = self.weight
        if self.weight_softmax:
            weight = F.softmax(self.weight, -1)
        if self.weight_dropout:
            weight = F.dropout(weight, self.weight_dropout, training=self.training)
        return lightconvFunction.apply(x, weight, self.padding_l).permute(2, 0, 1)


def make_positions(tensor, padding_idx: int):
    mask = tensor.ne(padding_idx).int()
    return (torch.cumsum(mask, dim=1).type_as(mask) * mask).long() + padding_idx


class SinusoidalPositionalEmbedding(nn.Module):
    """fairseq/modules/sinusoidal_positional_embedding.py (the table a plain attribute, as the source)."""

    def __init__(self, embedding_dim, padding_idx, init_size=1024):
        super().__init__()
        self.embedding_dim = embedding_dim
        self.padding_idx = padding_idx
        self.weights = SinusoidalPositionalEmbedding.get_embedding(init_size, embedding_dim, padding_idx)
        self.register_buffer("_float_tensor", torch.FloatTensor(1))

    @staticmethod
    def get_embedding(num_embeddings, embedding_dim, padding_idx=None):
        half_dim = embedding_dim // 2
        emb = math.log(10000) / (half_dim - 1)
        emb = torch.exp(torch.arange(half_dim, dtype=torch.float) * -emb)
        emb = torch.arange(num_embeddings, dtype=torch.float).unsqueeze(1) * emb.unsqueeze(0)
        emb = torch.cat([torch.sin(emb), torch.cos(emb)], dim=1).view(num_embeddings, -1)
        if padding_idx is not None:
            emb[padding_idx, :] = 0
        return emb

    def forward(self, input, incremental_state=None):
        bsz, seq_len = input.shape
        max_pos = self.padding_idx + 1 + seq_len
        assert max_pos <= self.weights.size(0)
        self.weights = self.weights.to(self._float_tensor)
        positions = make_positions(input, self.padding_idx)
        return self.weights.index_select(0, positions.view(-1)).view(bsz, seq_len, -1).detach()


def FairseqEmbedding(num_embeddings, embedding_dim, padding_idx):
    m = nn.Embedding(num_embeddings, embedding_dim, padding_idx=padding_idx)
    nn.init.normal_(m.weight, mean=0, std=embedding_dim ** -0.5)
    nn.init.constant_(m.weight[padding_idx], 0)
    return m


def FairseqLinear(in_features, out_features, bias=True):
    m = nn.Linear(in_features, out_features, bias)
    nn.init.xavier_uniform_(m.weight)
    if bias:
        nn.init.constant_(m.bias, 0.)
    return m


class LightConvDecoderLayer(nn.Module):
    """models/lightconv.py's LightConvDecoderLayer (no_encoder_attn, decoder_glu, 'lightweight', normalize_before
    as lightconv_lm forces; every dropout 0)."""

    def __init__(self, embed_dim, conv_dim, heads, ffn_dim, kernel_size, weight_softmax=False):
        super().__init__()
        self.embed_dim = embed_dim
        self.conv_dim = conv_dim
        self.linear1 = FairseqLinear(self.embed_dim, 2 * self.conv_dim)
        self.act = nn.GLU()
        # modules/lightweight_convolution.py's LightweightConv: LightconvLayer when CUDA is available
        self.conv = LightconvLayer(self.conv_dim, kernel_size, padding_l=kernel_size - 1,
                                   weight_softmax=weight_softmax, num_heads=heads, weight_dropout=0.0)
        self.linear2 = FairseqLinear(self.conv_dim, self.embed_dim)
        self.dropout = nn.Dropout(0.0)
        self.relu_dropout = nn.Dropout(0.0)
        self.input_dropout = nn.Dropout(0.0)
        self.normalize_before = True
        self.conv_layer_norm = nn.LayerNorm(self.embed_dim)
        self.encoder_attn = None
        self.encoder_attn_layer_norm = None
        self.fc1 = FairseqLinear(self.embed_dim, ffn_dim)
        self.fc2 = FairseqLinear(ffn_dim, self.embed_dim)
        self.final_layer_norm = nn.LayerNorm(self.embed_dim)

    def forward(self, x, encoder_out, encoder_padding_mask, incremental_state):
        residual = x
        x = self.maybe_layer_norm(self.conv_layer_norm, x, before=True)
        x = self.input_dropout(x)
        x = self.linear1(x)
        if self.act is not None:
            x = self.act(x)
        x = self.conv(x, incremental_state=incremental_state)
        x = self.linear2(x)
        x = self.dropout(x)
        x = residual + x
        x = self.maybe_layer_norm(self.conv_layer_norm, x, after=True)
        attn = None
        residual = x
        x = self.maybe_layer_norm(self.final_layer_norm, x, before=True)
        x = F.relu(self.fc1(x))
        x = self.relu_dropout(x)
        x = self.fc2(x)
        x = self.dropout(x)
        x = residual + x
        x = self.maybe_layer_norm(self.final_layer_norm, x, after=True)
        return x, attn

    def maybe_layer_norm(self, layer_norm, x, before=False, after=False):
        assert before ^ after
        if after ^ self.normalize_before:
            return layer_norm(x)
        else:
            return x


class LightConvDecoder(nn.Module):
    """models/lightconv.py's LightConvDecoder as lightconv_lm builds it (no_encoder_attn, final_norm False,
    sinusoidal positions, untied embed_out)."""

    def __init__(self, vocab=24, padding_idx=1, embed_dim=16, conv_dim=16, heads=4, ffn_dim=32,
                 kernel_size_list=(3, 5), max_target_positions=16, weight_softmax=False):
        super().__init__()
        self.dropout = nn.Dropout(0.0)
        self.share_input_output_embed = False
        self.embed_tokens = FairseqEmbedding(vocab, embed_dim, padding_idx)
        self.padding_idx = padding_idx
        self.max_target_positions = max_target_positions
        self.embed_scale = math.sqrt(embed_dim)
        self.project_in_dim = None
        self.embed_positions = SinusoidalPositionalEmbedding(embed_dim, padding_idx,
                                                             init_size=max_target_positions + padding_idx + 1)
        self.layers = nn.ModuleList([LightConvDecoderLayer(embed_dim, conv_dim, heads, ffn_dim, k, weight_softmax)
                                     for k in kernel_size_list])
        self.adaptive_softmax = None
        self.project_out_dim = None
        self.embed_out = nn.Parameter(torch.Tensor(vocab, embed_dim))
        nn.init.normal_(self.embed_out, mean=0, std=embed_dim ** -0.5)
        self.register_buffer("version", torch.Tensor([2]))
        self.normalize = False                                        # decoder_normalize_before and final_norm

    def forward(self, prev_output_tokens, encoder_out=None, incremental_state=None):
        positions = self.embed_positions(prev_output_tokens, incremental_state=incremental_state)
        x = self.embed_scale * self.embed_tokens(prev_output_tokens)
        if positions is not None:
            x += positions
        x = self.dropout(x)
        # B x T x C -> T x B x C
        x = x.transpose(0, 1)
        attn = None
        inner_states = [x]
        for layer in self.layers:
            x, attn = layer(x, None, None, incremental_state)
            inner_states.append(x)
        # T x B x C -> B x T x C
        x = x.transpose(0, 1)
        x = F.linear(x, self.embed_out)
        return x, {"attn": attn, "inner_states": inner_states}


class LightConvLanguageModel(nn.Module):
    def __init__(self, decoder):
        super().__init__()
        self.decoder = decoder

    def forward(self, src_tokens):
        return self.decoder(src_tokens)


class FairseqCrossEntropy:
    """criterions/cross_entropy.py's CrossEntropyCriterion.compute_loss (log_softmax in float, nll_loss sum,
    ignore_index = padding_idx)."""

    def __init__(self, padding_idx):
        self.padding_idx = padding_idx

    def __call__(self, net_output, target):
        lprobs = F.log_softmax(net_output[0].float(), dim=-1)
        lprobs = lprobs.view(-1, lprobs.size(-1))
        return F.nll_loss(lprobs, target.view(-1), ignore_index=self.padding_idx, reduction="sum")


# ------------------------------------------------------------------ CCNet (speedinghzl/CCNet) criss-cross attention
def _ca_slots(h, device):
    """The kernels' column slots: slot i (0 .. h - 2) of a pixel in row y holds row j = i if i < y else i + 1
    (the pixel itself is the row part's)."""
    i = torch.arange(h - 1, device=device).view(-1, 1)
    y = torch.arange(h, device=device).view(1, -1)
    return torch.where(i < y, i, i + 1)                               # [h - 1, h]


def _col_full(col, h):
    """[n, h - 1, h, w] slots -> [n, h, h, w] indexed by the attended row j (zero where j == y)."""
    n, _, _, w = col.shape
    idx = _ca_slots(h, col.device).view(1, h - 1, h, 1).expand(n, h - 1, h, w)
    return torch.zeros(n, h, h, w, dtype=col.dtype, device=col.device).scatter(1, idx, col)


def _col_slots(full, h):
    n, _, _, w = full.shape
    idx = _ca_slots(h, full.device).view(1, h - 1, h, 1).expand(n, h - 1, h, w)
    return full.gather(1, idx)


def ca_forward_cuda(t, f, weight):
    """ca.cu's ca_forward_kernel: weight[n, z, y, x] += sum_c t[n, c, y, x] f[n, c, y, z] for z < w (the row),
    and for z = w + i: f at row j = i < y ? i : i + 1 of column x."""
    n, c, h, w = t.size()
    row = torch.einsum("ncyx,ncyz->nzyx", t, f)
    col = _col_slots(torch.einsum("ncyx,ncjx->njyx", t, f), h)
    weight.add_(torch.cat([row, col], 1))


def ca_backward_cuda(dw, t, f, dt, df):
    """ca.cu's ca_backward_kernel_t / ca_backward_kernel_f."""
    n, c, h, w = t.size()
    dw_row = dw[:, :w]
    dw_col = _col_full(dw[:, w:], h)
    dt.add_(torch.einsum("nzyx,ncyz->ncyx", dw_row, f) + torch.einsum("njyx,ncjx->ncyx", dw_col, f))
    df.add_(torch.einsum("nzyx,ncyx->ncyz", dw_row, t) + torch.einsum("njyx,ncyx->ncjx", dw_col, t))


def ca_map_forward_cuda(weight, g, out):
    """ca.cu's ca_map_forward_kernel: out[n, c, y, x] += sum over the criss-cross of weight * g."""
    n, c, h, w = g.size()
    w_row = weight[:, :w]
    w_col = _col_full(weight[:, w:], h)
    out.add_(torch.einsum("nzyx,ncyz->ncyx", w_row, g) + torch.einsum("njyx,ncjx->ncyx", w_col, g))


def ca_map_backward_cuda(dout, weight, g, dw, dg):
    """ca.cu's ca_map_backward_kernel_w / ca_map_backward_kernel_g."""
    n, c, h, w = g.size()
    dw_row = torch.einsum("ncyx,ncyz->nzyx", dout, g)
    dw_col = _col_slots(torch.einsum("ncyx,ncjx->njyx", dout, g), h)
    dw.add_(torch.cat([dw_row, dw_col], 1))
    w_row = weight[:, :w]
    w_col = _col_full(weight[:, w:], h)
    dg.add_(torch.einsum("nzyx,ncyx->ncyz", w_row, dout) + torch.einsum("njyx,ncyx->ncjx", w_col, dout))


def _check_contiguous(*args):
    if not all([mod is None or mod.is_contiguous() for mod in args]):
        raise ValueError("Non-contiguous input")


class CA_Weight(Function):
    @staticmethod
    def forward(ctx, t, f):
        # Save context
        n, c, h, w = t.size()
        size = (n, h + w - 1, h, w)
        weight = torch.zeros(size, dtype=t.dtype, layout=t.layout, device=t.device)
        ca_forward_cuda(t, f, weight)
        # Output
        ctx.save_for_backward(t, f)
        return weight

    @staticmethod
    @once_differentiable
    def backward(ctx, dw):
        t, f = ctx.saved_tensors
        dt = torch.zeros_like(t)
        df = torch.zeros_like(f)
        ca_backward_cuda(dw.contiguous(), t, f, dt, df)
        _check_contiguous(dt, df)
        return dt, df


class CA_Map(Function):
    @staticmethod
    def forward(ctx, weight, g):
        # Save context
        out = torch.zeros_like(g)
        ca_map_forward_cuda(weight, g, out)
        # Output
        ctx.save_for_backward(weight, g)
        return out

    @staticmethod
    @once_differentiable
    def backward(ctx, dout):
        weight, g = ctx.saved_tensors
        dw = torch.zeros_like(weight)
        dg = torch.zeros_like(g)
        ca_map_backward_cuda(dout.contiguous(), weight, g, dw, dg)
        _check_contiguous(dw, dg)
        return dw, dg


ca_weight = CA_Weight.apply
ca_map = CA_Map.apply


class CrissCrossAttention(nn.Module):
    """cc_attention/functions.py's CrissCrossAttention (gamma zeros in the source; 0.1 here, as after some
    steps, so the attention branch carries a gradient)."""

    def __init__(self, in_dim):
        super().__init__()
        self.chanel_in = in_dim
        self.query_conv = nn.Conv2d(in_channels=in_dim, out_channels=in_dim // 8, kernel_size=1)
        self.key_conv = nn.Conv2d(in_channels=in_dim, out_channels=in_dim // 8, kernel_size=1)
        self.value_conv = nn.Conv2d(in_channels=in_dim, out_channels=in_dim, kernel_size=1)
        self.gamma = nn.Parameter(torch.full((1,), 0.1))

    def forward(self, x):
        proj_query = self.query_conv(x)
        proj_key = self.key_conv(x)
        proj_value = self.value_conv(x)
        energy = ca_weight(proj_query, proj_key)
        attention = F.softmax(energy, 1)
        out = ca_map(attention, proj_value)
        out = self.gamma * out + x
        return out


class ABN(nn.Module):
    """inplace_abn's InPlaceABNSync on one CPU process, as its ABN computes it: F.batch_norm with the batch
    statistics (running buffers updated), then the activation in place (leaky_relu 0.01 by default;
    'identity' for the backbone's BatchNorm2d partial)."""

    def __init__(self, num_features, eps=1e-5, momentum=0.1, affine=True, activation="leaky_relu",
                 activation_param=0.01):
        super().__init__()
        self.num_features = num_features
        self.affine = affine
        self.eps = eps
        self.momentum = momentum
        self.activation = activation
        self.activation_param = activation_param
        self.weight = nn.Parameter(torch.ones(num_features))
        self.bias = nn.Parameter(torch.zeros(num_features))
        self.register_buffer("running_mean", torch.zeros(num_features))
        self.register_buffer("running_var", torch.ones(num_features))

    def forward(self, x):
        x = F.batch_norm(x, self.running_mean, self.running_var, self.weight, self.bias, self.training,
                         self.momentum, self.eps)
        if self.activation == "relu":
            return F.relu(x, inplace=True)
        elif self.activation == "leaky_relu":
            return F.leaky_relu(x, negative_slope=self.activation_param, inplace=True)
        elif self.activation == "elu":
            return F.elu(x, alpha=self.activation_param, inplace=True)
        elif self.activation == "identity":
            return x
        raise RuntimeError(self.activation)


def BatchNorm2d(num_features, affine=True):
    return ABN(num_features, affine=affine, activation="identity")


def InPlaceABNSync(num_features):
    return ABN(num_features)


def conv3x3(in_planes, out_planes, stride=1):
    "3x3 convolution with padding"
    return nn.Conv2d(in_planes, out_planes, kernel_size=3, stride=stride, padding=1, bias=False)


class CCBottleneck(nn.Module):
    expansion = 4

    def __init__(self, inplanes, planes, stride=1, dilation=1, downsample=None, fist_dilation=1, multi_grid=1):
        super().__init__()
        self.conv1 = nn.Conv2d(inplanes, planes, kernel_size=1, bias=False)
        self.bn1 = BatchNorm2d(planes)
        self.conv2 = nn.Conv2d(planes, planes, kernel_size=3, stride=stride, padding=dilation * multi_grid,
                               dilation=dilation * multi_grid, bias=False)
        self.bn2 = BatchNorm2d(planes)
        self.conv3 = nn.Conv2d(planes, planes * 4, kernel_size=1, bias=False)
        self.bn3 = BatchNorm2d(planes * 4)
        self.relu = nn.ReLU(inplace=False)
        self.relu_inplace = nn.ReLU(inplace=True)
        self.downsample = downsample
        self.dilation = dilation
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
        out = out + residual
        out = self.relu_inplace(out)
        return out


class RCCAModule(nn.Module):
    def __init__(self, in_channels, out_channels, num_classes):
        super().__init__()
        inter_channels = in_channels // 4
        self.conva = nn.Sequential(nn.Conv2d(in_channels, inter_channels, 3, padding=1, bias=False),
                                   InPlaceABNSync(inter_channels))
        self.cca = CrissCrossAttention(inter_channels)
        self.convb = nn.Sequential(nn.Conv2d(inter_channels, inter_channels, 3, padding=1, bias=False),
                                   InPlaceABNSync(inter_channels))
        self.bottleneck = nn.Sequential(
            nn.Conv2d(in_channels + inter_channels, out_channels, kernel_size=3, padding=1, dilation=1, bias=False),
            InPlaceABNSync(out_channels),
            nn.Dropout2d(0.0),
            nn.Conv2d(out_channels, num_classes, kernel_size=1, stride=1, padding=0, bias=True))

    def forward(self, x, recurrence=1):
        output = self.conva(x)
        for i in range(recurrence):
            output = self.cca(output)
        output = self.convb(output)
        output = self.bottleneck(torch.cat([x, output], 1))
        return output


class CCNetResNet(nn.Module):
    """networks/ccnet.py's ResNet (Seg_Model) at 1/16 width, one Bottleneck per stage ([3, 4, 23, 3] in the
    source), criterion None (the loss outside), recurrence 2 (train.py --recurrence 2)."""

    def __init__(self, block=CCBottleneck, layers=(1, 1, 1, 1), num_classes=4, recurrence=2, w=16):
        self.inplanes = 128 // w
        super().__init__()
        self.conv1 = conv3x3(3, 64 // w, stride=2)
        self.bn1 = BatchNorm2d(64 // w)
        self.relu1 = nn.ReLU(inplace=False)
        self.conv2 = conv3x3(64 // w, 64 // w)
        self.bn2 = BatchNorm2d(64 // w)
        self.relu2 = nn.ReLU(inplace=False)
        self.conv3 = conv3x3(64 // w, 128 // w)
        self.bn3 = BatchNorm2d(128 // w)
        self.relu3 = nn.ReLU(inplace=False)
        self.relu = nn.ReLU(inplace=False)
        self.maxpool = nn.MaxPool2d(kernel_size=3, stride=2, padding=1, ceil_mode=True)  # change
        self.layer1 = self._make_layer(block, 64 // w, layers[0])
        self.layer2 = self._make_layer(block, 128 // w, layers[1], stride=2)
        self.layer3 = self._make_layer(block, 256 // w, layers[2], stride=1, dilation=2)
        self.layer4 = self._make_layer(block, 512 // w, layers[3], stride=1, dilation=4, multi_grid=(1, 1, 1))
        self.head = RCCAModule(2048 // w, 512 // w, num_classes)
        self.dsn = nn.Sequential(
            nn.Conv2d(1024 // w, 512 // w, kernel_size=3, stride=1, padding=1),
            InPlaceABNSync(512 // w),
            nn.Dropout2d(0.0),
            nn.Conv2d(512 // w, num_classes, kernel_size=1, stride=1, padding=0, bias=True))
        self.criterion = None
        self.recurrence = recurrence

    def _make_layer(self, block, planes, blocks, stride=1, dilation=1, multi_grid=1):
        downsample = None
        if stride != 1 or self.inplanes != planes * block.expansion:
            downsample = nn.Sequential(
                nn.Conv2d(self.inplanes, planes * block.expansion, kernel_size=1, stride=stride, bias=False),
                BatchNorm2d(planes * block.expansion, affine=True))
        layers = []
        def generate_multi_grid(index, grids):
            return grids[index % len(grids)] if isinstance(grids, tuple) else 1
        layers.append(block(self.inplanes, planes, stride, dilation=dilation, downsample=downsample,
                            multi_grid=generate_multi_grid(0, multi_grid)))
        self.inplanes = planes * block.expansion
        for i in range(1, blocks):
            layers.append(block(self.inplanes, planes, dilation=dilation,
                                multi_grid=generate_multi_grid(i, multi_grid)))
        return nn.Sequential(*layers)

    def forward(self, x, labels=None):
        x = self.relu1(self.bn1(self.conv1(x)))
        x = self.relu2(self.bn2(self.conv2(x)))
        x = self.relu3(self.bn3(self.conv3(x)))
        x = self.maxpool(x)
        x = self.layer1(x)
        x = self.layer2(x)
        x = self.layer3(x)
        x_dsn = self.dsn(x)
        x = self.layer4(x)
        x = self.head(x, self.recurrence)
        outs = [x, x_dsn]
        if self.criterion is not None and labels is not None:
            return self.criterion(outs, labels)
        else:
            return outs


class CriterionDSN(nn.Module):
    """utils/criterion.py's CriterionDSN (F.upsample is F.interpolate)."""

    def __init__(self, ignore_index=255, use_weight=True, reduce=True):
        super().__init__()
        self.ignore_index = ignore_index
        self.criterion = torch.nn.CrossEntropyLoss(ignore_index=ignore_index)

    def forward(self, preds, target):
        h, w = target.size(1), target.size(2)
        scale_pred = F.interpolate(input=preds[0], size=(h, w), mode="bilinear", align_corners=True)
        loss1 = self.criterion(scale_pred, target)
        scale_pred = F.interpolate(input=preds[1], size=(h, w), mode="bilinear", align_corners=True)
        loss2 = self.criterion(scale_pred, target)
        return loss1 + loss2 * 0.4


# ------------------------------------------------------------------ SincNet (mravanelli/SincNet dnn_models.py)
class SincConv_fast(nn.Module):
    """dnn_models.py's SincConv_fast: band-pass filters from learned low cut-offs and bands (mel-spaced init),
    half the taps computed, flipped for the other half, a Hamming half window; F.conv1d with them."""

    @staticmethod
    def to_mel(hz):
        return 2595 * np.log10(1 + hz / 700)

    @staticmethod
    def to_hz(mel):
        return 700 * (10 ** (mel / 2595) - 1)

    def __init__(self, out_channels, kernel_size, sample_rate=16000, in_channels=1, stride=1, padding=0,
                 dilation=1, bias=False, groups=1, min_low_hz=50, min_band_hz=50):
        super().__init__()
        if in_channels != 1:
            raise ValueError("SincConv only support one input channel (here, in_channels = {%i})" % (in_channels))
        self.out_channels = out_channels
        self.kernel_size = kernel_size
        # Forcing the filters to be odd (i.e, perfectly symmetrics)
        if kernel_size % 2 == 0:
            self.kernel_size = self.kernel_size + 1
        self.stride = stride
        self.padding = padding
        self.dilation = dilation
        if bias:
            raise ValueError("SincConv does not support bias.")
        if groups > 1:
            raise ValueError("SincConv does not support groups.")
        self.sample_rate = sample_rate
        self.min_low_hz = min_low_hz
        self.min_band_hz = min_band_hz
        # initialize filterbanks such that they are equally spaced in Mel scale
        low_hz = 30
        high_hz = self.sample_rate / 2 - (self.min_low_hz + self.min_band_hz)
        mel = np.linspace(self.to_mel(low_hz), self.to_mel(high_hz), self.out_channels + 1)
        hz = self.to_hz(mel)
        # filter lower frequency (out_channels, 1)
        self.low_hz_ = nn.Parameter(torch.Tensor(hz[:-1]).view(-1, 1))
        # filter frequency band (out_channels, 1)
        self.band_hz_ = nn.Parameter(torch.Tensor(np.diff(hz)).view(-1, 1))
        # Hamming window
        n_lin = torch.linspace(0, (self.kernel_size / 2) - 1, steps=int((self.kernel_size / 2)))  # half the window
        self.window_ = 0.54 - 0.46 * torch.cos(2 * math.pi * n_lin / self.kernel_size)
        # (1, kernel_size/2)
        n = (self.kernel_size - 1) / 2.0
        self.n_ = 2 * math.pi * torch.arange(-n, 0).view(1, -1) / self.sample_rate  # half of the time axis

    def forward(self, waveforms):
        self.n_ = self.n_.to(waveforms.device)
        self.window_ = self.window_.to(waveforms.device)
        low = self.min_low_hz + torch.abs(self.low_hz_)
        high = torch.clamp(low + self.min_band_hz + torch.abs(self.band_hz_), self.min_low_hz, self.sample_rate / 2)
        band = (high - low)[:, 0]
        f_times_t_low = torch.matmul(low, self.n_)
        f_times_t_high = torch.matmul(high, self.n_)
        # Eq. 4 of the paper, expanded and simplified
        band_pass_left = ((torch.sin(f_times_t_high) - torch.sin(f_times_t_low)) / (self.n_ / 2)) * self.window_
        band_pass_center = 2 * band.view(-1, 1)
        band_pass_right = torch.flip(band_pass_left, dims=[1])
        band_pass = torch.cat([band_pass_left, band_pass_center, band_pass_right], dim=1)
        band_pass = band_pass / (2 * band[:, None])
        self.filters = (band_pass).view(self.out_channels, 1, self.kernel_size)
        return F.conv1d(waveforms, self.filters, stride=self.stride, padding=self.padding, dilation=self.dilation,
                        bias=None, groups=1)


def act_fun(act_type):
    if act_type == "relu":
        return nn.ReLU()
    if act_type == "tanh":
        return nn.Tanh()
    if act_type == "sigmoid":
        return nn.Sigmoid()
    if act_type == "leaky_relu":
        return nn.LeakyReLU(0.2)
    if act_type == "elu":
        return nn.ELU()
    if act_type == "softmax":
        return nn.LogSoftmax(dim=1)
    if act_type == "linear":
        return nn.LeakyReLU(1)  # initializzed like this, but not used in forward!


class SincLayerNorm(nn.Module):
    """dnn_models.py's LayerNorm: (x - mean) / (unbiased std + eps) over the last dim, gamma / beta of the
    given (possibly 2-d) shape."""

    def __init__(self, features, eps=1e-6):
        super().__init__()
        self.gamma = nn.Parameter(torch.ones(features))
        self.beta = nn.Parameter(torch.zeros(features))
        self.eps = eps

    def forward(self, x):
        mean = x.mean(-1, keepdim=True)
        std = x.std(-1, keepdim=True)
        return self.gamma * (x - mean) / (std + self.eps) + self.beta


class SincMLP(nn.Module):
    """dnn_models.py's MLP (every layer gets an ln and a bn module, used or not; the weight re-drawn uniform
    +-sqrt(0.01 / (in + out)) and a zero bias set even where BN follows)."""

    def __init__(self, options):
        super().__init__()
        self.input_dim = int(options["input_dim"])
        self.fc_lay = options["fc_lay"]
        self.fc_drop = options["fc_drop"]
        self.fc_use_batchnorm = options["fc_use_batchnorm"]
        self.fc_use_laynorm = options["fc_use_laynorm"]
        self.fc_use_laynorm_inp = options["fc_use_laynorm_inp"]
        self.fc_use_batchnorm_inp = options["fc_use_batchnorm_inp"]
        self.fc_act = options["fc_act"]
        self.wx = nn.ModuleList([])
        self.bn = nn.ModuleList([])
        self.ln = nn.ModuleList([])
        self.act = nn.ModuleList([])
        self.drop = nn.ModuleList([])
        if self.fc_use_laynorm_inp:
            self.ln0 = SincLayerNorm(self.input_dim)
        if self.fc_use_batchnorm_inp:
            self.bn0 = nn.BatchNorm1d([self.input_dim], momentum=0.05)
        self.N_fc_lay = len(self.fc_lay)
        current_input = self.input_dim
        for i in range(self.N_fc_lay):
            self.drop.append(nn.Dropout(p=self.fc_drop[i]))
            self.act.append(act_fun(self.fc_act[i]))
            add_bias = True
            self.ln.append(SincLayerNorm(self.fc_lay[i]))
            self.bn.append(nn.BatchNorm1d(self.fc_lay[i], momentum=0.05))
            if self.fc_use_laynorm[i] or self.fc_use_batchnorm[i]:
                add_bias = False
            self.wx.append(nn.Linear(current_input, self.fc_lay[i], bias=add_bias))
            self.wx[i].weight = torch.nn.Parameter(torch.Tensor(self.fc_lay[i], current_input).uniform_(
                -np.sqrt(0.01 / (current_input + self.fc_lay[i])), np.sqrt(0.01 / (current_input + self.fc_lay[i]))))
            self.wx[i].bias = torch.nn.Parameter(torch.zeros(self.fc_lay[i]))
            current_input = self.fc_lay[i]

    def forward(self, x):
        if bool(self.fc_use_laynorm_inp):
            x = self.ln0((x))
        if bool(self.fc_use_batchnorm_inp):
            x = self.bn0((x))
        for i in range(self.N_fc_lay):
            if self.fc_act[i] != "linear":
                if self.fc_use_laynorm[i]:
                    x = self.drop[i](self.act[i](self.ln[i](self.wx[i](x))))
                if self.fc_use_batchnorm[i]:
                    x = self.drop[i](self.act[i](self.bn[i](self.wx[i](x))))
                if self.fc_use_batchnorm[i] is False and self.fc_use_laynorm[i] is False:
                    x = self.drop[i](self.act[i](self.wx[i](x)))
            else:
                if self.fc_use_laynorm[i]:
                    x = self.drop[i](self.ln[i](self.wx[i](x)))
                if self.fc_use_batchnorm[i]:
                    x = self.drop[i](self.bn[i](self.wx[i](x)))
                if self.fc_use_batchnorm[i] is False and self.fc_use_laynorm[i] is False:
                    x = self.drop[i](self.wx[i](x))
        return x


class SincNet(nn.Module):
    """dnn_models.py's SincNet (the CNN front end; its unused bn list built as the source builds it, eps taking
    the positional length)."""

    def __init__(self, options):
        super().__init__()
        self.cnn_N_filt = options["cnn_N_filt"]
        self.cnn_len_filt = options["cnn_len_filt"]
        self.cnn_max_pool_len = options["cnn_max_pool_len"]
        self.cnn_act = options["cnn_act"]
        self.cnn_drop = options["cnn_drop"]
        self.cnn_use_laynorm = options["cnn_use_laynorm"]
        self.cnn_use_batchnorm = options["cnn_use_batchnorm"]
        self.cnn_use_laynorm_inp = options["cnn_use_laynorm_inp"]
        self.cnn_use_batchnorm_inp = options["cnn_use_batchnorm_inp"]
        self.input_dim = int(options["input_dim"])
        self.fs = options["fs"]
        self.N_cnn_lay = len(options["cnn_N_filt"])
        self.conv = nn.ModuleList([])
        self.bn = nn.ModuleList([])
        self.ln = nn.ModuleList([])
        self.act = nn.ModuleList([])
        self.drop = nn.ModuleList([])
        if self.cnn_use_laynorm_inp:
            self.ln0 = SincLayerNorm(self.input_dim)
        if self.cnn_use_batchnorm_inp:
            self.bn0 = nn.BatchNorm1d([self.input_dim], momentum=0.05)
        current_input = self.input_dim
        for i in range(self.N_cnn_lay):
            N_filt = int(self.cnn_N_filt[i])
            self.drop.append(nn.Dropout(p=self.cnn_drop[i]))
            self.act.append(act_fun(self.cnn_act[i]))
            self.ln.append(SincLayerNorm([N_filt, int((current_input - self.cnn_len_filt[i] + 1)
                                                      / self.cnn_max_pool_len[i])]))
            self.bn.append(nn.BatchNorm1d(N_filt, int((current_input - self.cnn_len_filt[i] + 1)
                                                      / self.cnn_max_pool_len[i]), momentum=0.05))
            if i == 0:
                self.conv.append(SincConv_fast(self.cnn_N_filt[0], self.cnn_len_filt[0], self.fs))
            else:
                self.conv.append(nn.Conv1d(self.cnn_N_filt[i - 1], self.cnn_N_filt[i], self.cnn_len_filt[i]))
            current_input = int((current_input - self.cnn_len_filt[i] + 1) / self.cnn_max_pool_len[i])
        self.out_dim = current_input * N_filt

    def forward(self, x):
        batch = x.shape[0]
        seq_len = x.shape[1]
        if bool(self.cnn_use_laynorm_inp):
            x = self.ln0((x))
        if bool(self.cnn_use_batchnorm_inp):
            x = self.bn0((x))
        x = x.view(batch, 1, seq_len)
        for i in range(self.N_cnn_lay):
            if self.cnn_use_laynorm[i]:
                if i == 0:
                    x = self.drop[i](self.act[i](self.ln[i](F.max_pool1d(torch.abs(self.conv[i](x)),
                                                                         self.cnn_max_pool_len[i]))))
                else:
                    x = self.drop[i](self.act[i](self.ln[i](F.max_pool1d(self.conv[i](x), self.cnn_max_pool_len[i]))))
            if self.cnn_use_batchnorm[i]:
                x = self.drop[i](self.act[i](self.bn[i](F.max_pool1d(self.conv[i](x), self.cnn_max_pool_len[i]))))
            if self.cnn_use_batchnorm[i] is False and self.cnn_use_laynorm[i] is False:
                x = self.drop[i](self.act[i](F.max_pool1d(self.conv[i](x), self.cnn_max_pool_len[i])))
        x = x.view(batch, -1)
        return x


class SincSpeakerID(nn.Module):
    """speaker_id.py's training step: pout = DNN2_net(DNN1_net(CNN_net(inp))) with SincNet_TIMIT.cfg's flags at
    small sizes (fs 16000, wlen 160 (3200 in the cfg), cnn_N_filt 8, 6, 6 (80, 60, 60), cnn_len_filt 31, 5, 5
    (251, 5, 5), pools 3, 3, 3, layer norms everywhere in the CNN, acts linear / leaky_relu / leaky_relu; fc_lay
    16, 16 (2048, 2048) with BN, leaky_relu / linear; class_lay 16, 5 (1024, 462), BN then none, leaky_relu /
    softmax)."""

    def __init__(self, wlen=160, n_classes=5):
        super().__init__()
        cnn = {"input_dim": wlen, "fs": 16000, "cnn_N_filt": [8, 6, 6], "cnn_len_filt": [31, 5, 5],
               "cnn_max_pool_len": [3, 3, 3], "cnn_use_laynorm_inp": True, "cnn_use_batchnorm_inp": False,
               "cnn_use_laynorm": [True, True, True], "cnn_use_batchnorm": [False, False, False],
               "cnn_act": ["linear", "leaky_relu", "leaky_relu"], "cnn_drop": [0.0, 0.0, 0.0]}
        self.CNN_net = SincNet(cnn)
        dnn1 = {"input_dim": self.CNN_net.out_dim, "fc_lay": [16, 16], "fc_drop": [0.0, 0.0],
                "fc_use_laynorm_inp": True, "fc_use_batchnorm_inp": False, "fc_use_batchnorm": [True, True],
                "fc_use_laynorm": [False, False], "fc_act": ["leaky_relu", "linear"]}
        self.DNN1_net = SincMLP(dnn1)
        dnn2 = {"input_dim": 16, "fc_lay": [16, n_classes], "fc_drop": [0.0, 0.0],
                "fc_use_laynorm_inp": True, "fc_use_batchnorm_inp": False, "fc_use_batchnorm": [True, False],
                "fc_use_laynorm": [False, False], "fc_act": ["leaky_relu", "softmax"]}
        self.DNN2_net = SincMLP(dnn2)

    def forward(self, inp):
        return self.DNN2_net(self.DNN1_net(self.CNN_net(inp)))


# ------------------------------------------------------------------ torchaudio RNN-T (models/rnnt.py)
class _TimeReduction(nn.Module):
    def __init__(self, stride):
        super().__init__()
        self.stride = stride

    def forward(self, input, lengths):
        B, T, D = input.shape
        num_frames = T - (T % self.stride)
        input = input[:, :num_frames, :]
        lengths = lengths.div(self.stride, rounding_mode="trunc")
        T_max = num_frames // self.stride
        output = input.reshape(B, T_max, D * self.stride)
        output = output.contiguous()
        return output, lengths


class _CustomLSTM(nn.Module):
    def __init__(self, input_dim, hidden_dim, layer_norm=False, layer_norm_epsilon=1e-5):
        super().__init__()
        self.x2g = nn.Linear(input_dim, 4 * hidden_dim, bias=(not layer_norm))
        self.p2g = nn.Linear(hidden_dim, 4 * hidden_dim, bias=False)
        if layer_norm:
            self.c_norm = nn.LayerNorm(hidden_dim, eps=layer_norm_epsilon)
            self.g_norm = nn.LayerNorm(4 * hidden_dim, eps=layer_norm_epsilon)
        else:
            self.c_norm = nn.Identity()
            self.g_norm = nn.Identity()
        self.hidden_dim = hidden_dim

    def forward(self, input, state):
        if state is None:
            B = input.size(1)
            h = torch.zeros(B, self.hidden_dim, device=input.device, dtype=input.dtype)
            c = torch.zeros(B, self.hidden_dim, device=input.device, dtype=input.dtype)
        else:
            h, c = state
        gated_input = self.x2g(input)
        outputs = []
        for gates in gated_input.unbind(0):
            gates = gates + self.p2g(h)
            gates = self.g_norm(gates)
            input_gate, forget_gate, cell_gate, output_gate = gates.chunk(4, 1)
            input_gate = input_gate.sigmoid()
            forget_gate = forget_gate.sigmoid()
            cell_gate = cell_gate.tanh()
            output_gate = output_gate.sigmoid()
            c = forget_gate * c + input_gate * cell_gate
            c = self.c_norm(c)
            h = output_gate * c.tanh()
            outputs.append(h)
        output = torch.stack(outputs, dim=0)
        state = [h, c]
        return output, state


class _LSTMTranscriber(nn.Module):
    """_EmformerEncoder's frame: input_linear (no bias), _TimeReduction, the sequence model, output_linear,
    LayerNorm; the Emformer replaced by _CustomLSTM layers (time-major, as the predictor runs them)."""

    def __init__(self, input_dim, output_dim, time_reduction_input_dim, time_reduction_stride, num_layers,
                 hidden_dim, layer_norm=True, layer_norm_epsilon=1e-3):
        super().__init__()
        self.input_linear = nn.Linear(input_dim, time_reduction_input_dim, bias=False)
        self.time_reduction = _TimeReduction(time_reduction_stride)
        transformer_input_dim = time_reduction_input_dim * time_reduction_stride
        self.lstm_layers = nn.ModuleList([
            _CustomLSTM(transformer_input_dim if idx == 0 else hidden_dim, hidden_dim, layer_norm=layer_norm,
                        layer_norm_epsilon=layer_norm_epsilon) for idx in range(num_layers)])
        self.output_linear = nn.Linear(hidden_dim, output_dim)
        self.layer_norm = nn.LayerNorm(output_dim)

    def forward(self, input, lengths):
        input_linear_out = self.input_linear(input)
        time_reduction_out, time_reduction_lengths = self.time_reduction(input_linear_out, lengths)
        lstm_out = time_reduction_out.permute(1, 0, 2)
        for lstm in self.lstm_layers:
            lstm_out, _ = lstm(lstm_out, None)
        output_linear_out = self.output_linear(lstm_out.permute(1, 0, 2))
        layer_norm_out = self.layer_norm(output_linear_out)
        return layer_norm_out, time_reduction_lengths


class _Predictor(nn.Module):
    def __init__(self, num_symbols, output_dim, symbol_embedding_dim, num_lstm_layers, lstm_hidden_dim,
                 lstm_layer_norm=False, lstm_layer_norm_epsilon=1e-5, lstm_dropout=0.0):
        super().__init__()
        self.embedding = nn.Embedding(num_symbols, symbol_embedding_dim)
        self.input_layer_norm = nn.LayerNorm(symbol_embedding_dim)
        self.lstm_layers = nn.ModuleList([
            _CustomLSTM(symbol_embedding_dim if idx == 0 else lstm_hidden_dim, lstm_hidden_dim,
                        layer_norm=lstm_layer_norm, layer_norm_epsilon=lstm_layer_norm_epsilon)
            for idx in range(num_lstm_layers)])
        self.dropout = nn.Dropout(p=lstm_dropout)
        self.linear = nn.Linear(lstm_hidden_dim, output_dim)
        self.output_layer_norm = nn.LayerNorm(output_dim)
        self.lstm_dropout = lstm_dropout

    def forward(self, input, lengths, state=None):
        input_tb = input.permute(1, 0)
        embedding_out = self.embedding(input_tb)
        input_layer_norm_out = self.input_layer_norm(embedding_out)
        lstm_out = input_layer_norm_out
        state_out = []
        for layer_idx, lstm in enumerate(self.lstm_layers):
            lstm_out, lstm_state_out = lstm(lstm_out, None if state is None else state[layer_idx])
            lstm_out = self.dropout(lstm_out)
            state_out.append(lstm_state_out)
        linear_out = self.linear(lstm_out)
        output_layer_norm_out = self.output_layer_norm(linear_out)
        return output_layer_norm_out.permute(1, 0, 2), lengths, state_out


class _Joiner(nn.Module):
    def __init__(self, input_dim, output_dim, activation="relu"):
        super().__init__()
        self.linear = nn.Linear(input_dim, output_dim, bias=True)
        if activation == "relu":
            self.activation = nn.ReLU()
        elif activation == "tanh":
            self.activation = nn.Tanh()
        else:
            raise ValueError(f"Unsupported activation {activation}")

    def forward(self, source_encodings, source_lengths, target_encodings, target_lengths):
        joint_encodings = source_encodings.unsqueeze(2).contiguous() + target_encodings.unsqueeze(1).contiguous()
        activation_out = self.activation(joint_encodings)
        output = self.linear(activation_out)
        return output, source_lengths, target_lengths


class RNNT(nn.Module):
    def __init__(self, transcriber, predictor, joiner):
        super().__init__()
        self.transcriber = transcriber
        self.predictor = predictor
        self.joiner = joiner

    def forward(self, sources, source_lengths, targets, target_lengths, predictor_state=None):
        source_encodings, source_lengths = self.transcriber(input=sources, lengths=source_lengths)
        target_encodings, target_lengths, predictor_state = self.predictor(input=targets, lengths=target_lengths,
                                                                           state=predictor_state)
        output, source_lengths, target_lengths = self.joiner(source_encodings=source_encodings,
                                                             source_lengths=source_lengths,
                                                             target_encodings=target_encodings,
                                                             target_lengths=target_lengths)
        return (output, source_lengths, target_lengths, predictor_state)


class RNNTTrainStep(nn.Module):
    """examples/asr/emformer_rnnt's RNNTModule._step: the targets prepended with the blank (new_empty, slice
    writes), lengths + 1, model(...); returns (output, src_lengths) for the loss."""

    def __init__(self, model, blank_idx):
        super().__init__()
        self.model = model
        self.blank_idx = blank_idx

    def forward(self, features, feature_lengths, targets, target_lengths):
        prepended_targets = targets.new_empty([targets.size(0), targets.size(1) + 1])
        prepended_targets[:, 1:] = targets
        prepended_targets[:, 0] = self.blank_idx
        prepended_target_lengths = target_lengths + 1
        output, src_lengths, _, _ = self.model(features, feature_lengths, prepended_targets, prepended_target_lengths)
        return output, src_lengths


def rnnt_loss_forward_variables(logits, targets, logit_lengths, target_lengths, blank=-1, reduction="mean"):
    """torchaudio.functional.rnnt_loss (fused_log_softmax, clamp -1) as the alpha recursion of Graves 2012 on
    autograd: log_softmax, blank / emit log-probs, alpha[t][u] = logaddexp(alpha[t - 1][u] + blank[t - 1, u],
    alpha[t][u - 1] + emit[t, u - 1]), -(alpha + blank) at (T_b - 1, U_b) per sequence."""
    B, T, U1, V = logits.shape
    if blank < 0:
        blank += V
    log_probs = F.log_softmax(logits, dim=-1)
    blank_lp = log_probs[..., blank]                                              # [B, T, U + 1]
    emit_lp = log_probs[:, :, :-1, :].gather(3, targets[:, None, :, None].expand(B, T, U1 - 1, 1)).squeeze(3)
    alpha = [[None] * U1 for _ in range(T)]
    for t in range(T):
        for u in range(U1):
            if t == 0 and u == 0:
                alpha[t][u] = logits.new_zeros(B)
            elif t == 0:
                alpha[t][u] = alpha[t][u - 1] + emit_lp[:, t, u - 1]
            elif u == 0:
                alpha[t][u] = alpha[t - 1][u] + blank_lp[:, t - 1, u]
            else:
                alpha[t][u] = torch.logaddexp(alpha[t - 1][u] + blank_lp[:, t - 1, u],
                                              alpha[t][u - 1] + emit_lp[:, t, u - 1])
    alphas = torch.stack([torch.stack(row, dim=1) for row in alpha], dim=1)      # [B, T, U + 1]
    b = torch.arange(B, device=logits.device)
    t_last = logit_lengths.long() - 1
    u_last = target_lengths.long()
    costs = -(alphas[b, t_last, u_last] + blank_lp[b, t_last, u_last])
    if reduction == "mean":
        return costs.mean()
    if reduction == "sum":
        return costs.sum()
    return costs


class RNNTLoss:
    """torchaudio.transforms.RNNTLoss(blank -1, clamp -1, reduction 'sum') as the recipe calls it (logits,
    targets, src_lengths, target_lengths)."""

    def __init__(self, blank=-1, reduction="sum"):
        self.blank = blank
        self.reduction = reduction

    def __call__(self, out, targets, target_lengths):
        output, src_lengths = out
        return rnnt_loss_forward_variables(output, targets, src_lengths, target_lengths, blank=self.blank,
                                           reduction=self.reduction)


def rnnt_lstm_model(input_dim=8, encoding_dim=12, num_symbols=6, time_reduction_input_dim=8,
                    time_reduction_stride=2, symbol_embedding_dim=8, num_lstm_layers=1, lstm_hidden_dim=12):
    transcriber = _LSTMTranscriber(input_dim, encoding_dim, time_reduction_input_dim, time_reduction_stride,
                                   num_layers=2, hidden_dim=16, layer_norm=True, layer_norm_epsilon=1e-3)
    predictor = _Predictor(num_symbols, encoding_dim, symbol_embedding_dim=symbol_embedding_dim,
                           num_lstm_layers=num_lstm_layers, lstm_hidden_dim=lstm_hidden_dim, lstm_layer_norm=True,
                           lstm_layer_norm_epsilon=1e-3, lstm_dropout=0.0)
    joiner = _Joiner(encoding_dim, num_symbols)
    return RNNT(transcriber, predictor, joiner)


# ------------------------------------------------------------------ PNA (torch_geometric PNAConv, examples/pna.py)
def _broadcast(src, ref, dim):
    size = [1] * ref.dim()
    size[dim] = -1
    return src.view(size).expand_as(ref)


def pyg_scatter(src, index, dim=0, dim_size=None, reduce="sum"):
    """torch_geometric/utils/scatter.py's scatter on the torch path (no torch_scatter / compiling)."""
    dim = src.dim() + dim if dim < 0 else dim
    size = list(src.size())
    size[dim] = dim_size
    if reduce == "sum" or reduce == "add":
        index = _broadcast(index, src, dim)
        return src.new_zeros(size).scatter_add_(dim, index, src)
    if reduce == "mean":
        count = src.new_zeros(dim_size)
        count.scatter_add_(0, index, src.new_ones(src.size(dim)))
        count = count.clamp(min=1)
        index = _broadcast(index, src, dim)
        out = src.new_zeros(size).scatter_add_(dim, index, src)
        return out / _broadcast(count, out, dim)
    if reduce == "min" or reduce == "max":
        index = _broadcast(index, src, dim)
        return src.new_zeros(size).scatter_reduce_(dim, index, src, reduce=f"a{reduce}", include_self=False)
    raise ValueError(reduce)


def degree(index, num_nodes=None, dtype=None):
    out = torch.zeros((num_nodes, ), dtype=dtype, device=index.device)
    one = torch.ones((index.size(0), ), dtype=out.dtype, device=out.device)
    return out.scatter_add_(0, index, one)


class MultiAggregation(nn.Module):
    """aggr/multi.py's MultiAggregation(['mean', 'min', 'max', 'std'], mode 'cat'); aggr/basic.py's
    Mean / Min / Max / Std (VarAggregation: mean(x^2) - mean(x)^2; sqrt(var.relu() + 1e-5))."""

    def __init__(self, aggrs):
        super().__init__()
        self.aggrs = list(aggrs)

    def _one(self, aggr, x, index, dim_size, dim):
        if aggr in ("mean", "min", "max", "sum"):
            return pyg_scatter(x, index, dim, dim_size, reduce=aggr)
        if aggr == "std":
            mean = pyg_scatter(x, index, dim, dim_size, reduce="mean")
            mean_2 = pyg_scatter(x * x, index, dim, dim_size, reduce="mean")
            var = mean_2 - mean * mean
            return torch.sqrt(var.relu() + 1e-5)
        raise ValueError(aggr)

    def forward(self, x, index, ptr=None, dim_size=None, dim=-2):
        outs = [self._one(a, x, index, dim_size, dim) for a in self.aggrs]
        return torch.cat(outs, dim=-1)


class DegreeScalerAggregation(nn.Module):
    def __init__(self, aggr, scaler, deg, train_norm=False):
        super().__init__()
        self.aggr = MultiAggregation(aggr)
        self.scaler = scaler
        deg = deg.to(torch.float)
        N = int(deg.sum())
        bin_degree = torch.arange(deg.numel(), device=deg.device)
        self.init_avg_deg_lin = float((bin_degree * deg).sum()) / N
        self.init_avg_deg_log = float(((bin_degree + 1).log() * deg).sum()) / N
        self.register_buffer("avg_deg_lin", torch.Tensor(1))
        self.register_buffer("avg_deg_log", torch.Tensor(1))
        self.reset_parameters()

    def reset_parameters(self):
        self.avg_deg_lin.data.fill_(self.init_avg_deg_lin)
        self.avg_deg_log.data.fill_(self.init_avg_deg_log)

    def forward(self, x, index=None, ptr=None, dim_size=None, dim=-2):
        out = self.aggr(x, index, ptr, dim_size, dim)
        deg = degree(index, num_nodes=dim_size, dtype=out.dtype)
        size = [1] * len(out.size())
        size[dim] = -1
        deg = deg.view(size)
        outs = []
        for scaler in self.scaler:
            if scaler == "identity":
                out_scaler = out
            elif scaler == "amplification":
                out_scaler = out * (torch.log(deg + 1) / self.avg_deg_log)
            elif scaler == "attenuation":
                out_scaler = out * (self.avg_deg_log / torch.log(deg + 1))
            elif scaler == "linear":
                out_scaler = out * (deg / self.avg_deg_lin)
            elif scaler == "inverse_linear":
                out_scaler = out * (self.avg_deg_lin / deg.clamp(1))
            else:
                raise ValueError(f"Unknown scaler '{scaler}'")
            outs.append(out_scaler)
        return torch.cat(outs, dim=-1) if len(outs) > 1 else outs[0]


class PNAConv(nn.Module):
    """nn/conv/pna_conv.py's PNAConv with MessagePassing's propagate written out (flow source_to_target,
    node_dim 0: x_i = x.index_select(0, edge_index[1]), x_j = x.index_select(0, edge_index[0]), aggregation
    over edge_index[1] into N nodes)."""

    def __init__(self, in_channels, out_channels, aggregators, scalers, deg, edge_dim=None, towers=1,
                 pre_layers=1, post_layers=1, divide_input=False):
        super().__init__()
        self.aggr_module = DegreeScalerAggregation(aggregators, scalers, deg)
        self.node_dim = 0
        if divide_input:
            assert in_channels % towers == 0
        assert out_channels % towers == 0
        self.in_channels = in_channels
        self.out_channels = out_channels
        self.edge_dim = edge_dim
        self.towers = towers
        self.divide_input = divide_input
        self.F_in = in_channels // towers if divide_input else in_channels
        self.F_out = self.out_channels // towers
        if self.edge_dim is not None:
            self.edge_encoder = nn.Linear(edge_dim, self.F_in)
        self.pre_nns = nn.ModuleList()
        self.post_nns = nn.ModuleList()
        for _ in range(towers):
            modules = [nn.Linear((3 if edge_dim else 2) * self.F_in, self.F_in)]
            for _ in range(pre_layers - 1):
                modules += [nn.ReLU()]
                modules += [nn.Linear(self.F_in, self.F_in)]
            self.pre_nns.append(nn.Sequential(*modules))
            in_channels = (len(aggregators) * len(scalers) + 1) * self.F_in
            modules = [nn.Linear(in_channels, self.F_out)]
            for _ in range(post_layers - 1):
                modules += [nn.ReLU()]
                modules += [nn.Linear(self.F_out, self.F_out)]
            self.post_nns.append(nn.Sequential(*modules))
        self.lin = nn.Linear(out_channels, out_channels)

    def forward(self, x, edge_index, edge_attr=None):
        if self.divide_input:
            x = x.view(-1, self.towers, self.F_in)
        else:
            x = x.view(-1, 1, self.F_in).repeat(1, self.towers, 1)
        out = self.propagate(edge_index, x=x, edge_attr=edge_attr)
        out = torch.cat([x, out], dim=-1)
        outs = [nn_(out[:, i]) for i, nn_ in enumerate(self.post_nns)]
        out = torch.cat(outs, dim=1)
        return self.lin(out)

    def propagate(self, edge_index, x, edge_attr):
        x_j = x.index_select(self.node_dim, edge_index[0])
        x_i = x.index_select(self.node_dim, edge_index[1])
        msg = self.message(x_i, x_j, edge_attr)
        return self.aggr_module(msg, index=edge_index[1], ptr=None, dim_size=x.size(self.node_dim),
                                dim=self.node_dim)

    def message(self, x_i, x_j, edge_attr):
        h = x_i  # Dummy.
        if edge_attr is not None:
            edge_attr = self.edge_encoder(edge_attr)
            edge_attr = edge_attr.view(-1, 1, self.F_in)
            edge_attr = edge_attr.repeat(1, self.towers, 1)
            h = torch.cat([x_i, x_j, edge_attr], dim=-1)
        else:
            h = torch.cat([x_i, x_j], dim=-1)
        hs = [nn_(h[:, i]) for i, nn_ in enumerate(self.pre_nns)]
        return torch.stack(hs, dim=1)


class PygBatchNorm(nn.Module):
    """torch_geometric.nn.BatchNorm: a BatchNorm1d in .module."""

    def __init__(self, in_channels, eps=1e-5, momentum=0.1, affine=True, track_running_stats=True):
        super().__init__()
        self.module = nn.BatchNorm1d(in_channels, eps, momentum, affine, track_running_stats)

    def forward(self, x):
        return self.module(x)


class PNANet(nn.Module):
    """examples/pna.py's Net (ZINC: node_emb Embedding(21, .), edge_emb Embedding(4, .), PNAConv + BatchNorm +
    ReLU layers, global_add_pool, MLP) at small sizes; global_add_pool given size = num_graphs (without it
    the source reads int(batch.max()) + 1)."""

    def __init__(self, deg, hidden=10, edge_dim=8, towers=2, n_layers=2, num_graphs=2):
        super().__init__()
        self.num_graphs = num_graphs
        self.node_emb = nn.Embedding(21, hidden)
        self.edge_emb = nn.Embedding(4, edge_dim)
        aggregators = ["mean", "min", "max", "std"]
        scalers = ["identity", "amplification", "attenuation"]
        self.convs = nn.ModuleList()
        self.batch_norms = nn.ModuleList()
        for _ in range(n_layers):
            conv = PNAConv(in_channels=hidden, out_channels=hidden, aggregators=aggregators, scalers=scalers,
                           deg=deg, edge_dim=edge_dim, towers=towers, pre_layers=1, post_layers=1,
                           divide_input=False)
            self.convs.append(conv)
            self.batch_norms.append(PygBatchNorm(hidden))
        self.mlp = nn.Sequential(nn.Linear(hidden, 8), nn.ReLU(), nn.Linear(8, 4), nn.ReLU(), nn.Linear(4, 1))

    def forward(self, x, edge_index, edge_attr, batch):
        x = self.node_emb(x.squeeze())
        edge_attr = self.edge_emb(edge_attr)
        for conv, batch_norm in zip(self.convs, self.batch_norms):
            x = F.relu(batch_norm(conv(x, edge_index, edge_attr)))
        x = pyg_scatter(x, batch, dim=0, dim_size=self.num_graphs, reduce="sum")   # global_add_pool
        return self.mlp(x)


def _zinc_like_batch(g):
    """Two small molecule-like graphs (7 and 5 atoms: a ring with a branch, a chain with a branch), both
    directions of every bond; atom types in [0, 21), bond types in [0, 4)."""
    bonds0 = [(0, 1), (1, 2), (2, 3), (3, 4), (4, 5), (5, 0), (2, 6)]
    bonds1 = [(0, 1), (1, 2), (2, 3), (1, 4)]
    src, dst = [], []
    for a, b in bonds0:
        src += [a, b]
        dst += [b, a]
    for a, b in bonds1:
        src += [a + 7, b + 7]
        dst += [b + 7, a + 7]
    edge_index = torch.tensor([src, dst])
    n_bonds = len(bonds0) + len(bonds1)
    bond_types = torch.randint(0, 4, (n_bonds,), generator=g)
    edge_attr = bond_types.repeat_interleave(2)
    x = torch.randint(0, 21, (12, 1), generator=g)
    batch = torch.tensor([0] * 7 + [1] * 5)
    y = torch.randn(2, generator=g)
    return x, edge_index, edge_attr, batch, y


def _pna_deg(edge_index, num_nodes):
    """examples/pna.py's in-degree histogram (here over the one batch)."""
    d = degree(edge_index[1], num_nodes=num_nodes, dtype=torch.long)
    return torch.bincount(d, minlength=5)


def _l1_mean(out, y):
    return (out.squeeze() - y).abs().mean()


# ------------------------------------------------------------------ build
def _pick(m, names):
    idx = _where(m, lambda n: n in names)
    assert len(idx) == len(names), (idx, names)
    return idx


def build(name: str, g: torch.Generator, Spec, call, ce):
    if name == "fairseq_lightconv_lm":
        m = LightConvLanguageModel(LightConvDecoder())
        tokens = torch.randint(4, 24, (2, 9), generator=g)
        tokens[1, 7:] = 1                                             # right padding (pad 1)
        src_tokens = tokens[:, :-1].clone()
        target = tokens[:, 1:].clone()
        return Spec(m, {"src_tokens": src_tokens}, {"target": target}, call, FairseqCrossEntropy(1),
                    subset=_pick(m, ("decoder.embed_tokens.weight", "decoder.layers.0.conv.weight",
                                     "decoder.layers.1.final_layer_norm.weight")),
                    notes="held out (relate v77): fairseq lightconv_lm (models/lightconv.py LightConvDecoder / "
                          "LightConvDecoderLayer, pre-LN, GLU in-projection) whose convolutions are "
                          "lightconv_layer.py's LightconvLayer: lightconvFunction takes the [H, K] weight "
                          "parameter (--weight-softmax False), saves x and the weights, backward by the "
                          "lightconv_cuda kernels (reversed-filter conv for the input, per-sample per-head "
                          "partial sums then a minibatch sum for the weights); sinusoidal positions, untied "
                          "embed_out; nll sum; non-tail subset")
    if name == "ccnet_rcca_seg":
        m = CCNetResNet()
        img = torch.randn(2, 3, 32, 48, generator=g)
        labels = torch.randint(0, 4, (2, 32, 48), generator=g)
        labels[0, :4, :6] = 255                                       # ignore_label
        return Spec(m, {"img": img}, {"labels": labels}, call, CriterionDSN(),
                    subset=_pick(m, ("head.cca.query_conv.weight", "head.cca.gamma", "dsn.0.bias")),
                    notes="held out (relate v77): CCNet (speedinghzl/CCNet networks/ccnet.py dilated ResNet, "
                          "RCCAModule with recurrence 2) whose criss-cross attention is cc_attention/functions.py's "
                          "CA_Weight / CA_Map custom Functions on activations (the ca.cu kernels in torch: "
                          "row and column affinities into a zeros buffer, @once_differentiable backwards "
                          "accumulating into zeros_like buffers); InPlaceABNSync as BN + in-place leaky ReLU; "
                          "CriterionDSN (bilinear upsampling, CE ignore 255, + 0.4 aux); non-tail subset")
    if name == "sincnet_spkid":
        m = SincSpeakerID()
        wav = torch.randn(4, 160, generator=g) * 0.1
        lab = torch.tensor([0, 3, 1, 4])
        return Spec(m, {"inp": wav}, {"lab": lab}, call, nn.NLLLoss(),
                    subset=_pick(m, ("CNN_net.conv.0.low_hz_", "CNN_net.ln.1.gamma", "DNN1_net.wx.1.weight")),
                    notes="held out (relate v77): SincNet speaker id (mravanelli/SincNet dnn_models.py "
                          "SincConv_fast: band-pass filters built from learned low / band frequencies by sin "
                          "differences over half the taps, flip, cat, Hamming window, F.conv1d; custom "
                          "unbiased-std LayerNorms with 2-d gammas, abs / max_pool1d, LeakyReLU(1) 'linear'; "
                          "MLPs with BatchNorm1d, unused ln / bn modules, LogSoftmax; speaker_id.py's NLLLoss); "
                          "non-tail subset")
    if name == "rnnt_lstm_transducer":
        m = RNNTTrainStep(rnnt_lstm_model(), blank_idx=5)
        feats = torch.randn(2, 8, 8, generator=g)
        feat_lengths = torch.tensor([8, 6])
        targets = torch.randint(0, 5, (2, 3), generator=g)
        target_lengths = torch.tensor([3, 2])
        return Spec(m, {"features": feats, "feature_lengths": feat_lengths, "targets": targets,
                        "target_lengths": target_lengths},
                    {"loss_targets": targets.clone(), "loss_target_lengths": target_lengths.clone()}, call, RNNTLoss(),
                    subset=_pick(m, ("model.transcriber.lstm_layers.1.p2g.weight", "model.predictor.embedding.weight",
                                     "model.joiner.linear.bias")),
                    notes="held out (relate v77): RNN transducer (torchaudio models/rnnt.py _TimeReduction, "
                          "_CustomLSTM with layer-normed gates and cell, _Predictor, _Joiner, RNNT; an LSTM "
                          "transcriber in the _EmformerEncoder frame) trained as examples/asr/emformer_rnnt does "
                          "(blank-prepended targets by slice writes); rnnt_loss written as the alpha recursion "
                          "(log_softmax, blank / emit gathers, logaddexp lattice, per-sequence final cell by "
                          "length indexing), sum; non-tail subset")
    if name == "pna_zinc":
        x, edge_index, edge_attr, batch, y = _zinc_like_batch(g)
        m = PNANet(_pna_deg(edge_index, 12))
        return Spec(m, {"x": x, "edge_index": edge_index, "edge_attr": edge_attr, "batch": batch}, {"y": y}, call,
                    _l1_mean,
                    subset=_pick(m, ("convs.0.pre_nns.1.0.weight", "convs.1.edge_encoder.bias",
                                     "batch_norms.0.module.weight")),
                    notes="held out (relate v77): PNA on ZINC-like molecules (torch_geometric PNAConv, "
                          "DegreeScalerAggregation, examples/pna.py): towers of pre-MLPs on cat(x_i, x_j, "
                          "encoded edge), mean / min / max / std aggregations by scatter_add_ / scatter_reduce_, "
                          "identity / amplification / attenuation degree scalers, post-MLPs per tower, BatchNorm, "
                          "global add pool, MLP; L1; non-tail subset")
    raise KeyError(name)
