"""Sixty-sixth held-out set for `fxmatch relate` (2026-12-06, /work/pending/heldout_relate_v66).

Written to score main blind: captured once and scored with main's binary and
rules, no engine change in between, and no fxmatch run on these captures
while they were written. Its five families are new to the project (no
earlier set has them); two put custom torch.autograd.Functions with a
hand-written backward of ordinary ATen ops into the model and three are
ordinary networks and training steps: an ESRGAN generator (xinntao/ESRGAN:
RRDBNet_arch.py, with BasicSR's L1 pixel loss of the PSNR-oriented stage);
SASRec (pmixer/SASRec.pytorch: model.py, main.py's init and BCE step);
Conv-TasNet (kaituoxu/Conv-TasNet: src/conv_tasnet.py, src/utils.py's
overlap_and_add, src/pit_criterion.py's SI-SNR with PIT, src/solver.py); an
HGCN node classifier (HazyResearch/hgcn: models/base_models.py NCModel,
models/encoders.py HGCN, models/decoders.py LinearDecoder, layers/
hyp_layers.py, manifolds/poincare.py) whose every artanh is utils/
math_utils.py's Artanh Function (saving the clamped x, an intermediate);
and a VQGAN+CLIP ascend_txt step (nerdyrodent/VQGAN-CLIP generate.py, after
Katherine Crowson's notebook: ReplaceGrad, saving nothing but a shape, and
ClampWithGrad, saving its input; vector_quantize, Prompt, MakeCutouts) over
a small taming-transformers decoder (taming/modules/diffusionmodules/
model.py, taming/models/vqgan.py) and a small CLIP ViT (openai/CLIP
clip/model.py); like heldout_relate.py's models they never enter the zoo.

  esrgan_rrdbnet   lr [2, 3, 6, 6], hr [2, 3, 24, 24] -> RRDBNet(3, 3, nf 8, nb 2, gc 4): conv_first Conv(3, 8, 3,
                   pad 1) [2, 8, 6, 6]; RRDB_trunk 2 RRDBs of 3 ResidualDenseBlock_5C (conv1 Conv(8, 4), conv2
                   Conv(12, 4), conv3 Conv(16, 4), conv4 Conv(20, 4) on cats of x and every earlier map, each followed
                   by the in-place LeakyReLU(0.2); conv5 Conv(24, 8); x5 * 0.2 + x), RRDB out * 0.2 + x; trunk_conv,
                   fea + trunk; interpolate nearest x2, upconv1, lrelu_ [2, 8, 12, 12]; interpolate x2, upconv2,
                   lrelu_ [2, 8, 24, 24]; HRconv, lrelu_, conv_last Conv(8, 3) [2, 3, 24, 24]; default init (the
                   file's initialize_weights call is commented out); criterion: l1_loss * 1; subset =
                   RRDB_trunk.1.RDB2.conv3.weight, upconv1.bias, conv_first.weight.
  sasrec_bce       user_ids [3] (unused, as in the source), log_seqs / pos_seqs / neg_seqs [3, 6] (items 1 .. 20,
                   histories of 7, 4 and 5 items right-aligned, 0 padding on the left; neg outside the history where
                   pos != 0) -> item_emb(21, 8, padding_idx 0)(log_seqs) *= sqrt 8 in place, += pos_emb(6, 8)(arange(6)
                   .repeat(3, 1)) in place, *= ~(log_seqs == 0).unsqueeze(-1) in place; 2 blocks: transpose to [6, 3,
                   8], Q = LayerNorm(eps 1e-8)(seqs), MultiheadAttention(8, 2 heads)(Q, seqs, seqs, attn_mask ~tril
                   bool [6, 6]) (need_weights default), seqs = Q + out, transpose back, LayerNorm, PointWiseFeedForward
                   (transpose, Conv1d(8, 8, 1), ReLU, Conv1d(8, 8, 1), transpose, += inputs), *= timeline mask in
                   place; last_layernorm; pos / neg logits (log_feats * item_emb(pos / neg)).sum(-1) [3, 6]; the step
                   adds torch.norm(item_emb.weight); main.py's xavier_normal_ on every parameter with 2+ dims
                   (padding row too); LayerNorms in training mode, dropout_rate left out (0); criterion:
                   BCEWithLogits(pos_logits[rows, cols], ones) + BCEWithLogits(neg_logits[rows, cols], zeros) + 0.0
                   norm (l2_emb's default), rows / cols = np.where(pos != 0) (13 positions); subset =
                   attention_layers.0.in_proj_weight, forward_layers.1.conv1.bias, item_emb.weight.
  convtasnet_pit   mixture [2, 33], padded_source [2, 2, 33] (lengths 33, 27: zero past them) -> ConvTasNet(N 8, L 4,
                   B 4, H 8, P 3, X 2, R 2, C 2, gLN, non-causal, relu masks): encoder Conv1d(1, 8, 4, s2, no bias),
                   relu [2, 8, 15]; separator: cLN(8) (mean / var(unbiased False) over channels, gamma (y - mean) /
                   pow(var + 1e-8, 0.5) + beta), Conv1d(8, 4, 1); 2 repeats of TemporalBlocks with dilation 1, 2
                   (Conv1d(4, 8, 1), PReLU, gLN (mean of means over dims 1 then 2), depthwise Conv1d(8, 8, 3,
                   dilation d, pad d, groups 8), PReLU, gLN, Conv1d(8, 4, 1); + residual); Conv1d(4, 16, 1), view [2,
                   2, 8, 15], relu; decoder: mixture_w.unsqueeze(1) * mask, transpose(2, 3), Linear(8, 4, no bias)
                   [2, 2, 15, 4], overlap_and_add (view [2, 2, 30, 2], new_zeros [2, 2, 16, 2].index_add_(-2,
                   arange(16).unfold(0, 2, 1), .)) [2, 2, 32], F.pad (0, 1) [2, 2, 33]; xavier_normal_ on every
                   parameter with 2+ dims, cLN / gLN gamma and beta [1, N, 1] included; criterion: cal_loss:
                   get_mask (new_ones, slices past each length = 0), estimate_source *= mask, zero mean by sum /
                   lengths, *= mask in place, pair-wise SI-SNR [2, 2, 2] (10 log10), new_zeros(2, 2, 2).scatter_ of
                   the permutations, einsum('bij,pij->bp'), argmax, max, max_snr /= C, loss 0 - mean; the lengths are
                   a constant of the step and get_mask reads them as .tolist() (its slices by tensor elements are an
                   .item() make_fx cannot trace); reorder_source (only logged by solver.py, .item() by 0-d indices)
                   left out; subset = separator.network.2.0.1.net.3.net.0.weight, separator.network.0.gamma,
                   encoder.conv1d_U.weight.
  hgcn_poincare_nc x [10, 6] (row-normalised binary features), adj [10, 10] (row-normalised A + I, a random graph
                   with a ring), idx [6] (idx_train), labels [6], weights ones(3) -> NCModel('HGCN', PoincareBall,
                   num_layers 3, dim 8, n_classes 3, act relu, bias 1, c None: trainable curvatures c (the model's,
                   the last c_out and the decoder's), c0 = encoder.layers.0.linear.c, c1 =
                   encoder.layers.0.hyp_act.c_out, each shared by several modules); encode: proj(expmap0(x, c0), c0);
                   2 HyperbolicGraphConvolutions (6 -> 8 at c0 -> c1, 8 -> 8 at c1 -> c): HypLinear (mobius_matvec:
                   x_norm, mx = x @ W^T, tanh(mx_norm / x_norm artanh(sqrt c x_norm)) mx / (mx_norm sqrt c), where((mx
                   == 0).prod(-1, uint8) as bool, zeros(1), res); proj; bias: expmap0(b.view(1, -1)), proj,
                   mobius_add, proj), HypAgg (logmap0, mm(adj, .), expmap0, proj), HypAct (relu(logmap0(x, c_in)),
                   expmap0 / proj at c_out); decoder: logmap0(h, c), Linear(8, 3); log_softmax(output[idx]); tanh is
                   x.clamp(-15, 15).tanh(), proj where(norm > (1 - 4e-3) / sqrt c, x / norm maxnorm, x), norms
                   clamp_min(1e-15); every artanh (7 per step) is Artanh.apply (x.clamp(-1 + 1e-15, 1 - 1e-15),
                   save_for_backward of the clamped x, z = x.double(), log_(1 + z).sub_(log_(1 - z)).mul_(0.5)
                   .to(float32); backward g / (1 - x^2)); xavier_uniform_(gain sqrt 2) weights, biases random (0 in
                   the source, as after some training); dropout 0 (config.py's default), left out; criterion:
                   nll_loss(output, labels, weights); subset = encoder.layers.0.hyp_act.c_out,
                   encoder.layers.1.linear.weight, encoder.layers.0.linear.bias.
  vqgan_clip_ascend  z_orig [1, 4, 4, 4] (a copy of z) -> the module holds z [1, 4, 4, 4] (rand * 2, the latent
                   generate.py optimises), model (VQModel: codebook Embedding(16, 4) uniform(-1 / 16, 1 / 16),
                   post_quant_conv Conv(4, 4, 1), taming Decoder(ch 32, ch_mult (1, 1), num_res_blocks 0, z_channels
                   4, resolution 8)), perceptor (CLIP VisionTransformer(4, patch 2, width 16, 1 layer, 2 heads,
                   output 8)) and pMs; synth: vector_quantize(z.movedim(1, 3), codebook) (d = x^2 sum + c^2 sum - 2 x
                   @ c^T, argmin, one_hot as zeros.scatter_ (ATen's one_hot without its .item() range checks) @ c,
                   ReplaceGrad.apply(x_q, x): forward x_q, ctx.shape only, backward (None, g.sum_to_size(shape))),
                   movedim back, post_quant_conv, Decoder (conv_in Conv(4, 32, 3); mid ResnetBlock (GroupNorm(32, 32,
                   eps 1e-6), swish x sigmoid(x), Conv 3x3, twice, + x), AttnBlock (GroupNorm, q / k / v 1x1, bmm,
                   * c^-0.5, softmax, bmm, proj_out, + x), ResnetBlock; up ResnetBlock, Upsample (nearest x2, conv)
                   [1, 32, 8, 8], ResnetBlock; norm_out, swish, conv_out Conv(32, 3, 3)), .add(1).div(2),
                   ClampWithGrad.apply(., 0, 1) (save_for_backward(input), min / max on ctx; backward g (g (x -
                   x.clamp(0, 1)) >= 0)); make_cutouts (cutn 2 of (AdaptiveAvgPool2d(4) + AdaptiveMaxPool2d(4)) / 2,
                   cat [2, 3, 4, 4]; kornia augs and noise, random ops, left out); normalize (clone, sub_ mean, div_
                   std by [3, 1, 1] views); encode_image: conv1 Conv(3, 16, 2, s2, no bias), reshape, permute, cat
                   class_embedding + zeros [2, 1, 16] -> [2, 5, 16], + positional_embedding, ln_pre (LayerNorm of
                   .type(float32)), permute [5, 2, 16], ResidualAttentionBlock (x + MHA(ln_1 x, need_weights False),
                   x + c_proj(QuickGELU(c_fc(ln_2 x)))), permute, ln_post(x[:, 0]), @ proj [16, 8], .float(); result:
                   init_weight 0.5 term mse_loss(z, zeros_like(z_orig)) (1 / torch.tensor(1)) 0.5 / 2, then 3
                   Prompts (embed buffers [1, 8], weights 1, -0.5, 0.5 and stops -inf, -0.6, -inf: F.normalize both,
                   sub, norm(dim 2), div 2, arcsin, pow 2, mul 2, * weight.sign(), weight.abs() *
                   ReplaceGrad.apply(dists, maximum(dists, stop)).mean()); every parameter trainable here (generate.py
                   freezes both models and optimises z only); the codebook gets no gradient (ReplaceGrad's None);
                   criterion: sum(lossAll); subset = z, model.decoder.mid.block_1.conv1.weight,
                   perceptor.visual.ln_pre.bias.
No subset above is a tail.
"""
from __future__ import annotations

import functools
import math
from collections import OrderedDict
from itertools import permutations

import torch
import torch.nn as nn
import torch.nn.functional as F
from .heldout_subsets import where as _where

V66 = ["esrgan_rrdbnet", "sasrec_bce", "convtasnet_pit", "hgcn_poincare_nc", "vqgan_clip_ascend"]


# ------------------------------------------------------------------ ESRGAN RRDBNet (xinntao/ESRGAN RRDBNet_arch.py)
def make_layer(block, n_layers):
    layers = []
    for _ in range(n_layers):
        layers.append(block())
    return nn.Sequential(*layers)


class ResidualDenseBlock_5C(nn.Module):
    def __init__(self, nf=64, gc=32, bias=True):
        super().__init__()
        # gc: growth channel, i.e. intermediate channels
        self.conv1 = nn.Conv2d(nf, gc, 3, 1, 1, bias=bias)
        self.conv2 = nn.Conv2d(nf + gc, gc, 3, 1, 1, bias=bias)
        self.conv3 = nn.Conv2d(nf + 2 * gc, gc, 3, 1, 1, bias=bias)
        self.conv4 = nn.Conv2d(nf + 3 * gc, gc, 3, 1, 1, bias=bias)
        self.conv5 = nn.Conv2d(nf + 4 * gc, nf, 3, 1, 1, bias=bias)
        self.lrelu = nn.LeakyReLU(negative_slope=0.2, inplace=True)

    def forward(self, x):
        x1 = self.lrelu(self.conv1(x))
        x2 = self.lrelu(self.conv2(torch.cat((x, x1), 1)))
        x3 = self.lrelu(self.conv3(torch.cat((x, x1, x2), 1)))
        x4 = self.lrelu(self.conv4(torch.cat((x, x1, x2, x3), 1)))
        x5 = self.conv5(torch.cat((x, x1, x2, x3, x4), 1))
        return x5 * 0.2 + x


class RRDB(nn.Module):
    """Residual in Residual Dense Block."""

    def __init__(self, nf, gc=32):
        super().__init__()
        self.RDB1 = ResidualDenseBlock_5C(nf, gc)
        self.RDB2 = ResidualDenseBlock_5C(nf, gc)
        self.RDB3 = ResidualDenseBlock_5C(nf, gc)

    def forward(self, x):
        out = self.RDB1(x)
        out = self.RDB2(out)
        out = self.RDB3(out)
        return out * 0.2 + x


class RRDBNet(nn.Module):
    """RRDBNet_arch.py's RRDBNet(3, 3, nf 8, nb 2, gc 4) (64 / 23 / 32 in the released x4 model)."""

    def __init__(self, in_nc=3, out_nc=3, nf=8, nb=2, gc=4):
        super().__init__()
        RRDB_block_f = functools.partial(RRDB, nf=nf, gc=gc)
        self.conv_first = nn.Conv2d(in_nc, nf, 3, 1, 1, bias=True)
        self.RRDB_trunk = make_layer(RRDB_block_f, nb)
        self.trunk_conv = nn.Conv2d(nf, nf, 3, 1, 1, bias=True)
        #### upsampling
        self.upconv1 = nn.Conv2d(nf, nf, 3, 1, 1, bias=True)
        self.upconv2 = nn.Conv2d(nf, nf, 3, 1, 1, bias=True)
        self.HRconv = nn.Conv2d(nf, nf, 3, 1, 1, bias=True)
        self.conv_last = nn.Conv2d(nf, out_nc, 3, 1, 1, bias=True)
        self.lrelu = nn.LeakyReLU(negative_slope=0.2, inplace=True)

    def forward(self, x):
        fea = self.conv_first(x)
        trunk = self.trunk_conv(self.RRDB_trunk(fea))
        fea = fea + trunk
        fea = self.lrelu(self.upconv1(F.interpolate(fea, scale_factor=2, mode='nearest')))
        fea = self.lrelu(self.upconv2(F.interpolate(fea, scale_factor=2, mode='nearest')))
        out = self.conv_last(self.lrelu(self.HRconv(fea)))
        return out


def _l1_pix(fake_H, real_H, l_pix_w=1.0):
    """BasicSR SRModel's pixel loss for the PSNR-oriented RRDB stage: pixel_criterion 'l1', pixel_weight 1."""
    return l_pix_w * F.l1_loss(fake_H, real_H)


# ------------------------------------------------------------------ SASRec (pmixer/SASRec.pytorch model.py)
class PointWiseFeedForward(nn.Module):
    """model.py's PointWiseFeedForward; dropout1 / dropout2 (p = dropout_rate) left out."""

    def __init__(self, hidden_units):
        super().__init__()
        self.conv1 = nn.Conv1d(hidden_units, hidden_units, kernel_size=1)
        self.relu = nn.ReLU()
        self.conv2 = nn.Conv1d(hidden_units, hidden_units, kernel_size=1)

    def forward(self, inputs):
        outputs = self.conv2(self.relu(self.conv1(inputs.transpose(-1, -2))))
        outputs = outputs.transpose(-1, -2)  # as Conv1D requires (N, C, Length)
        outputs += inputs
        return outputs


class SASRec(nn.Module):
    """model.py's SASRec (hidden_units 8, maxlen 6, num_blocks 2, num_heads 2, 20 items); emb_dropout and the
    MultiheadAttention dropout (dropout_rate) left out (0); log_seqs / pos_seqs / neg_seqs are LongTensors
    already (torch.LongTensor(x).to(dev) is the identity on them), np.tile(range(T), [B, 1]) is
    arange(T).repeat(B, 1); main.py's init: xavier_normal_ on every parameter it does not fail on."""

    def __init__(self, user_num=3, item_num=20, hidden_units=8, maxlen=6, num_blocks=2, num_heads=2):
        super().__init__()
        self.user_num, self.item_num = user_num, item_num
        self.item_emb = nn.Embedding(self.item_num + 1, hidden_units, padding_idx=0)
        self.pos_emb = nn.Embedding(maxlen, hidden_units)  # TO IMPROVE
        self.attention_layernorms = nn.ModuleList()  # to be Q for self-attention
        self.attention_layers = nn.ModuleList()
        self.forward_layernorms = nn.ModuleList()
        self.forward_layers = nn.ModuleList()
        self.last_layernorm = nn.LayerNorm(hidden_units, eps=1e-8)
        for _ in range(num_blocks):
            self.attention_layernorms.append(nn.LayerNorm(hidden_units, eps=1e-8))
            self.attention_layers.append(nn.MultiheadAttention(hidden_units, num_heads, 0.0))
            self.forward_layernorms.append(nn.LayerNorm(hidden_units, eps=1e-8))
            self.forward_layers.append(PointWiseFeedForward(hidden_units))
        for name, param in self.named_parameters():                         # main.py
            try:
                torch.nn.init.xavier_normal_(param.data)
            except Exception:
                pass  # just ignore those failed init layers

    def log2feats(self, log_seqs):
        seqs = self.item_emb(log_seqs)
        seqs *= self.item_emb.embedding_dim ** 0.5
        positions = torch.arange(log_seqs.shape[1]).repeat(log_seqs.shape[0], 1)
        seqs += self.pos_emb(positions)
        timeline_mask = log_seqs == 0
        seqs *= ~timeline_mask.unsqueeze(-1)  # broadcast in last dim
        tl = seqs.shape[1]  # time dim len for enforce causality
        attention_mask = ~torch.tril(torch.ones((tl, tl), dtype=torch.bool))
        for i in range(len(self.attention_layers)):
            seqs = torch.transpose(seqs, 0, 1)
            Q = self.attention_layernorms[i](seqs)
            mha_outputs, _ = self.attention_layers[i](Q, seqs, seqs, attn_mask=attention_mask)
            seqs = Q + mha_outputs
            seqs = torch.transpose(seqs, 0, 1)
            seqs = self.forward_layernorms[i](seqs)
            seqs = self.forward_layers[i](seqs)
            seqs *= ~timeline_mask.unsqueeze(-1)
        log_feats = self.last_layernorm(seqs)  # (U, T, C) -> (U, -1, C)
        return log_feats

    def forward(self, user_ids, log_seqs, pos_seqs, neg_seqs):  # for training
        log_feats = self.log2feats(log_seqs)  # user_ids hasn't been used yet
        pos_embs = self.item_emb(pos_seqs)
        neg_embs = self.item_emb(neg_seqs)
        pos_logits = (log_feats * pos_embs).sum(dim=-1)
        neg_logits = (log_feats * neg_embs).sum(dim=-1)
        return pos_logits, neg_logits  # pos_pred, neg_pred


def _sasrec_step(m, user_ids, log_seqs, pos_seqs, neg_seqs):
    """main.py's training step up to the loss: the model, then torch.norm of item_emb's parameters for the
    l2_emb term."""
    pos_logits, neg_logits = m(user_ids, log_seqs, pos_seqs, neg_seqs)
    return pos_logits, neg_logits, [torch.norm(param) for param in m.item_emb.parameters()]


def _sasrec_loss(outs, rows, cols, l2_emb=0.0):
    """main.py: bce_criterion = BCEWithLogitsLoss(); indices = np.where(pos != 0) (here the two index tensors);
    loss = bce(pos_logits[indices], ones) + bce(neg_logits[indices], zeros) + l2_emb * norm (l2_emb 0.0, its
    default, still adds the term)."""
    pos_logits, neg_logits, norms = outs
    bce_criterion = nn.BCEWithLogitsLoss()
    pos_labels, neg_labels = torch.ones(pos_logits.shape), torch.zeros(neg_logits.shape)
    indices = (rows, cols)
    loss = bce_criterion(pos_logits[indices], pos_labels[indices])
    loss += bce_criterion(neg_logits[indices], neg_labels[indices])
    for n in norms:
        loss += l2_emb * n
    return loss


# ------------------------------------------------------------------ Conv-TasNet (kaituoxu/Conv-TasNet)
EPS = 1e-8


def overlap_and_add(signal, frame_step):
    """src/utils.py's overlap_and_add."""
    outer_dimensions = signal.size()[:-2]
    frames, frame_length = signal.size()[-2:]
    subframe_length = math.gcd(frame_length, frame_step)  # gcd=Greatest Common Divisor
    subframe_step = frame_step // subframe_length
    subframes_per_frame = frame_length // subframe_length
    output_size = frame_step * (frames - 1) + frame_length
    output_subframes = output_size // subframe_length
    subframe_signal = signal.view(*outer_dimensions, -1, subframe_length)
    frame = torch.arange(0, output_subframes).unfold(0, subframes_per_frame, subframe_step)
    frame = signal.new_tensor(frame).long()  # signal may in GPU or CPU
    frame = frame.contiguous().view(-1)
    result = signal.new_zeros(*outer_dimensions, output_subframes, subframe_length)
    result.index_add_(-2, frame, subframe_signal)
    result = result.view(*outer_dimensions, -1)
    return result


class Encoder(nn.Module):
    def __init__(self, L, N):
        super().__init__()
        self.L, self.N = L, N
        self.conv1d_U = nn.Conv1d(1, N, kernel_size=L, stride=L // 2, bias=False)  # 50% overlap

    def forward(self, mixture):
        mixture = torch.unsqueeze(mixture, 1)  # [M, 1, T]
        mixture_w = F.relu(self.conv1d_U(mixture))  # [M, N, K]
        return mixture_w


class Decoder(nn.Module):
    def __init__(self, N, L):
        super().__init__()
        self.N, self.L = N, L
        self.basis_signals = nn.Linear(N, L, bias=False)

    def forward(self, mixture_w, est_mask):
        source_w = torch.unsqueeze(mixture_w, 1) * est_mask  # [M, C, N, K]
        source_w = torch.transpose(source_w, 2, 3)  # [M, C, K, N]
        est_source = self.basis_signals(source_w)  # [M, C, K, L]
        est_source = overlap_and_add(est_source, self.L // 2)  # M x C x T
        return est_source


class ChannelwiseLayerNorm(nn.Module):
    """Channel-wise Layer Normalization (cLN)"""

    def __init__(self, channel_size):
        super().__init__()
        self.gamma = nn.Parameter(torch.Tensor(1, channel_size, 1))  # [1, N, 1]
        self.beta = nn.Parameter(torch.Tensor(1, channel_size, 1))  # [1, N, 1]
        self.gamma.data.fill_(1)
        self.beta.data.zero_()

    def forward(self, y):
        mean = torch.mean(y, dim=1, keepdim=True)  # [M, 1, K]
        var = torch.var(y, dim=1, keepdim=True, unbiased=False)  # [M, 1, K]
        cLN_y = self.gamma * (y - mean) / torch.pow(var + EPS, 0.5) + self.beta
        return cLN_y


class GlobalLayerNorm(nn.Module):
    """Global Layer Normalization (gLN)"""

    def __init__(self, channel_size):
        super().__init__()
        self.gamma = nn.Parameter(torch.Tensor(1, channel_size, 1))  # [1, N, 1]
        self.beta = nn.Parameter(torch.Tensor(1, channel_size, 1))  # [1, N, 1]
        self.gamma.data.fill_(1)
        self.beta.data.zero_()

    def forward(self, y):
        mean = y.mean(dim=1, keepdim=True).mean(dim=2, keepdim=True)  # [M, 1, 1]
        var = (torch.pow(y - mean, 2)).mean(dim=1, keepdim=True).mean(dim=2, keepdim=True)
        gLN_y = self.gamma * (y - mean) / torch.pow(var + EPS, 0.5) + self.beta
        return gLN_y


class DepthwiseSeparableConv(nn.Module):
    """conv_tasnet.py's DepthwiseSeparableConv, non-causal (no Chomp1d), gLN."""

    def __init__(self, in_channels, out_channels, kernel_size, stride, padding, dilation):
        super().__init__()
        depthwise_conv = nn.Conv1d(in_channels, in_channels, kernel_size, stride=stride, padding=padding,
                                   dilation=dilation, groups=in_channels, bias=False)
        prelu = nn.PReLU()
        norm = GlobalLayerNorm(in_channels)
        pointwise_conv = nn.Conv1d(in_channels, out_channels, 1, bias=False)
        self.net = nn.Sequential(depthwise_conv, prelu, norm, pointwise_conv)

    def forward(self, x):
        return self.net(x)


class TemporalBlock(nn.Module):
    def __init__(self, in_channels, out_channels, kernel_size, stride, padding, dilation):
        super().__init__()
        conv1x1 = nn.Conv1d(in_channels, out_channels, 1, bias=False)
        prelu = nn.PReLU()
        norm = GlobalLayerNorm(out_channels)
        dsconv = DepthwiseSeparableConv(out_channels, in_channels, kernel_size, stride, padding, dilation)
        self.net = nn.Sequential(conv1x1, prelu, norm, dsconv)

    def forward(self, x):
        residual = x
        out = self.net(x)
        return out + residual  # look like w/o F.relu is better than w/ F.relu


class TemporalConvNet(nn.Module):
    def __init__(self, N, B, H, P, X, R, C):
        super().__init__()
        self.C = C
        layer_norm = ChannelwiseLayerNorm(N)
        bottleneck_conv1x1 = nn.Conv1d(N, B, 1, bias=False)
        repeats = []
        for r in range(R):
            blocks = []
            for x in range(X):
                dilation = 2 ** x
                padding = (P - 1) * dilation // 2
                blocks += [TemporalBlock(B, H, P, stride=1, padding=padding, dilation=dilation)]
            repeats += [nn.Sequential(*blocks)]
        temporal_conv_net = nn.Sequential(*repeats)
        mask_conv1x1 = nn.Conv1d(B, C * N, 1, bias=False)
        self.network = nn.Sequential(layer_norm, bottleneck_conv1x1, temporal_conv_net, mask_conv1x1)

    def forward(self, mixture_w):
        M, N, K = mixture_w.size()
        score = self.network(mixture_w)  # [M, N, K] -> [M, C*N, K]
        score = score.view(M, self.C, N, K)  # [M, C*N, K] -> [M, C, N, K]
        est_mask = F.relu(score)  # mask_nonlinear 'relu'
        return est_mask


class ConvTasNet(nn.Module):
    """conv_tasnet.py's ConvTasNet(N 8, L 4, B 4, H 8, P 3, X 2, R 2, C 2, norm_type 'gLN', causal False,
    mask_nonlinear 'relu') (256 / 20 / 256 / 512 / 3 / 8 / 4 / 2 in the paper's setup)."""

    def __init__(self, N=8, L=4, B=4, H=8, P=3, X=2, R=2, C=2):
        super().__init__()
        self.N, self.L, self.B, self.H, self.P, self.X, self.R, self.C = N, L, B, H, P, X, R, C
        self.encoder = Encoder(L, N)
        self.separator = TemporalConvNet(N, B, H, P, X, R, C)
        self.decoder = Decoder(N, L)
        for p in self.parameters():
            if p.dim() > 1:
                nn.init.xavier_normal_(p)

    def forward(self, mixture):
        mixture_w = self.encoder(mixture)
        est_mask = self.separator(mixture_w)
        est_source = self.decoder(mixture_w, est_mask)
        # T changed after conv1d in encoder, fix it here
        T_origin = mixture.size(-1)
        T_conv = est_source.size(-1)
        est_source = F.pad(est_source, (0, T_origin - T_conv))
        return est_source


def get_mask(source, source_lengths):
    B, _, T = source.size()
    mask = source.new_ones((B, 1, T))
    for i in range(B):
        mask[i, :, source_lengths[i]:] = 0
    return mask


def cal_si_snr_with_pit(source, estimate_source, source_lengths):
    assert source.size() == estimate_source.size()
    B, C, T = source.size()
    # mask padding position along T
    mask = get_mask(source, source_lengths.tolist())  # get_mask(source, source_lengths): its slices need ints
    estimate_source *= mask
    # Step 1. Zero-mean norm
    num_samples = source_lengths.view(-1, 1, 1).float()  # [B, 1, 1]
    mean_target = torch.sum(source, dim=2, keepdim=True) / num_samples
    mean_estimate = torch.sum(estimate_source, dim=2, keepdim=True) / num_samples
    zero_mean_target = source - mean_target
    zero_mean_estimate = estimate_source - mean_estimate
    # mask padding position along T
    zero_mean_target *= mask
    zero_mean_estimate *= mask
    # Step 2. SI-SNR with PIT
    s_target = torch.unsqueeze(zero_mean_target, dim=1)  # [B, 1, C, T]
    s_estimate = torch.unsqueeze(zero_mean_estimate, dim=2)  # [B, C, 1, T]
    # s_target = <s', s>s / ||s||^2
    pair_wise_dot = torch.sum(s_estimate * s_target, dim=3, keepdim=True)  # [B, C, C, 1]
    s_target_energy = torch.sum(s_target ** 2, dim=3, keepdim=True) + EPS  # [B, 1, C, 1]
    pair_wise_proj = pair_wise_dot * s_target / s_target_energy  # [B, C, C, T]
    # e_noise = s' - s_target
    e_noise = s_estimate - pair_wise_proj  # [B, C, C, T]
    # SI-SNR = 10 * log_10(||s_target||^2 / ||e_noise||^2)
    pair_wise_si_snr = torch.sum(pair_wise_proj ** 2, dim=3) / (torch.sum(e_noise ** 2, dim=3) + EPS)
    pair_wise_si_snr = 10 * torch.log10(pair_wise_si_snr + EPS)  # [B, C, C]
    # Get max_snr of each utterance
    perms = source.new_tensor(list(permutations(range(C))), dtype=torch.long)  # permutations, [C!, C]
    index = torch.unsqueeze(perms, 2)
    perms_one_hot = source.new_zeros((*perms.size(), C)).scatter_(2, index, 1)  # one-hot, [C!, C, C]
    # [B, C!] <- [B, C, C] einsum [C!, C, C], SI-SNR sum of each permutation
    snr_set = torch.einsum('bij,pij->bp', [pair_wise_si_snr, perms_one_hot])
    max_snr_idx = torch.argmax(snr_set, dim=1)  # [B]
    max_snr, _ = torch.max(snr_set, dim=1, keepdim=True)
    max_snr /= C
    return max_snr, perms, max_snr_idx


def cal_loss(source, estimate_source, source_lengths):
    max_snr, perms, max_snr_idx = cal_si_snr_with_pit(source, estimate_source, source_lengths)
    loss = 0 - torch.mean(max_snr)
    # reorder_estimate_source = reorder_source(estimate_source, perms, max_snr_idx): only logged by the solver, and
    # its source[b, max_snr_perm[b][c]] reads a 0-d index by .item(), which make_fx cannot trace; left out
    reorder_estimate_source = None
    return loss, max_snr, estimate_source, reorder_estimate_source


# solver.py: padded_mixture [2, 33] with mixture_lengths [33, 27]; a constant of the step (not a traced input),
# as get_mask slices by it
_TASNET_LENGTHS = torch.tensor([33, 27])


def _tasnet_loss(estimate_source, padded_source):
    """solver.py's _run_one_epoch: loss, max_snr, estimate_source, reorder_estimate_source = cal_loss(
    padded_source, estimate_source, mixture_lengths); loss.backward()."""
    loss, max_snr, estimate_source, reorder_estimate_source = cal_loss(padded_source, estimate_source,
                                                                       _TASNET_LENGTHS)
    return loss


# ------------------------------------------------------------------ HGCN (HazyResearch/hgcn)
def tanh(x, clamp=15):
    return x.clamp(-clamp, clamp).tanh()


class Artanh(torch.autograd.Function):
    """utils/math_utils.py's Artanh: saves the clamped x (not its input), computes in float64."""

    @staticmethod
    def forward(ctx, x):
        x = x.clamp(-1 + 1e-15, 1 - 1e-15)
        ctx.save_for_backward(x)
        z = x.double()
        return (torch.log_(1 + z).sub_(torch.log_(1 - z))).mul_(0.5).to(x.dtype)

    @staticmethod
    def backward(ctx, grad_output):
        input, = ctx.saved_tensors
        return grad_output / (1 - input ** 2)


def artanh(x):
    return Artanh.apply(x)


class PoincareBall:
    """manifolds/poincare.py's PoincareBall (the methods HGCN node classification reaches)."""

    def __init__(self):
        self.name = 'PoincareBall'
        self.min_norm = 1e-15
        self.eps = {torch.float32: 4e-3, torch.float64: 1e-5}

    def proj(self, x, c):
        norm = torch.clamp_min(x.norm(dim=-1, keepdim=True, p=2), self.min_norm)
        maxnorm = (1 - self.eps[x.dtype]) / (c ** 0.5)
        cond = norm > maxnorm
        projected = x / norm * maxnorm
        return torch.where(cond, projected, x)

    def proj_tan0(self, u, c):
        return u

    def expmap0(self, u, c):
        sqrt_c = c ** 0.5
        u_norm = torch.clamp_min(u.norm(dim=-1, p=2, keepdim=True), self.min_norm)
        gamma_1 = tanh(sqrt_c * u_norm) * u / (sqrt_c * u_norm)
        return gamma_1

    def logmap0(self, p, c):
        sqrt_c = c ** 0.5
        p_norm = p.norm(dim=-1, p=2, keepdim=True).clamp_min(self.min_norm)
        scale = 1. / sqrt_c * artanh(sqrt_c * p_norm) / p_norm
        return scale * p

    def mobius_add(self, x, y, c, dim=-1):
        x2 = x.pow(2).sum(dim=dim, keepdim=True)
        y2 = y.pow(2).sum(dim=dim, keepdim=True)
        xy = (x * y).sum(dim=dim, keepdim=True)
        num = (1 + 2 * c * xy + c * y2) * x + (1 - c * x2) * y
        denom = 1 + 2 * c * xy + c ** 2 * x2 * y2
        return num / denom.clamp_min(self.min_norm)

    def mobius_matvec(self, m, x, c):
        sqrt_c = c ** 0.5
        x_norm = x.norm(dim=-1, keepdim=True, p=2).clamp_min(self.min_norm)
        mx = x @ m.transpose(-1, -2)
        mx_norm = mx.norm(dim=-1, keepdim=True, p=2).clamp_min(self.min_norm)
        res_c = tanh(mx_norm / x_norm * artanh(sqrt_c * x_norm)) * mx / (mx_norm * sqrt_c)
        cond = (mx == 0).prod(-1, keepdim=True, dtype=torch.uint8)
        res_0 = torch.zeros(1, dtype=res_c.dtype, device=res_c.device)
        res = torch.where(cond.bool(), res_0, res_c)      # a uint8 condition in the source (deprecated)
        return res


class HypLinear(nn.Module):
    """layers/hyp_layers.py's HypLinear; dropout 0 (config.py's default), so F.dropout of the weight is left
    out."""

    def __init__(self, manifold, in_features, out_features, c, use_bias):
        super().__init__()
        self.manifold = manifold
        self.in_features, self.out_features = in_features, out_features
        self.c = c
        self.use_bias = use_bias
        self.bias = nn.Parameter(torch.Tensor(out_features))
        self.weight = nn.Parameter(torch.Tensor(out_features, in_features))
        nn.init.xavier_uniform_(self.weight, gain=math.sqrt(2))
        nn.init.constant_(self.bias, 0)

    def forward(self, x):
        mv = self.manifold.mobius_matvec(self.weight, x, self.c)
        res = self.manifold.proj(mv, self.c)
        if self.use_bias:
            bias = self.manifold.proj_tan0(self.bias.view(1, -1), self.c)
            hyp_bias = self.manifold.expmap0(bias, self.c)
            hyp_bias = self.manifold.proj(hyp_bias, self.c)
            res = self.manifold.mobius_add(res, hyp_bias, c=self.c)
            res = self.manifold.proj(res, self.c)
        return res


class HypAgg(nn.Module):
    """hyp_layers.py's HypAgg; the row-normalised adjacency is dense here, so torch.spmm is torch.mm."""

    def __init__(self, manifold, c, in_features):
        super().__init__()
        self.manifold = manifold
        self.c = c
        self.in_features = in_features

    def forward(self, x, adj):
        x_tangent = self.manifold.logmap0(x, c=self.c)
        support_t = torch.mm(adj, x_tangent)
        output = self.manifold.proj(self.manifold.expmap0(support_t, c=self.c), c=self.c)
        return output


class HypAct(nn.Module):
    def __init__(self, manifold, c_in, c_out, act):
        super().__init__()
        self.manifold = manifold
        self.c_in, self.c_out = c_in, c_out
        self.act = act

    def forward(self, x):
        xt = self.act(self.manifold.logmap0(x, c=self.c_in))
        xt = self.manifold.proj_tan0(xt, c=self.c_out)
        return self.manifold.proj(self.manifold.expmap0(xt, c=self.c_out), c=self.c_out)


class HyperbolicGraphConvolution(nn.Module):
    def __init__(self, manifold, in_features, out_features, c_in, c_out, act, use_bias):
        super().__init__()
        self.linear = HypLinear(manifold, in_features, out_features, c_in, use_bias)
        self.agg = HypAgg(manifold, c_in, out_features)
        self.hyp_act = HypAct(manifold, c_in, c_out, act)

    def forward(self, input):
        x, adj = input
        h = self.linear.forward(x)
        h = self.agg.forward(h, adj)
        h = self.hyp_act.forward(h)
        output = h, adj
        return output


class HGCN(nn.Module):
    """models/encoders.py's HGCN (Encoder.encode with encode_graph True); get_dim_act_curv with args.c None:
    a list of trainable curvatures (nn.Parameter([1.])) the layers register as their c / c_in / c_out."""

    def __init__(self, c, feat_dim, dim, num_layers, act=F.relu, bias=True):
        super().__init__()
        self.c = c
        self.manifold = PoincareBall()
        dims = [feat_dim] + [dim] * (num_layers - 1)
        acts = [act] * (num_layers - 1)
        self.curvatures = [nn.Parameter(torch.Tensor([1.])) for _ in range(num_layers - 1)]
        self.curvatures.append(self.c)
        hgc_layers = []
        for i in range(len(dims) - 1):
            c_in, c_out = self.curvatures[i], self.curvatures[i + 1]
            hgc_layers.append(HyperbolicGraphConvolution(self.manifold, dims[i], dims[i + 1], c_in, c_out, acts[i],
                                                         bias))
        self.layers = nn.Sequential(*hgc_layers)
        self.encode_graph = True

    def encode(self, x, adj):
        x_hyp = self.manifold.proj(
            self.manifold.expmap0(self.manifold.proj_tan0(x, self.curvatures[0]), c=self.curvatures[0]),
            c=self.curvatures[0])
        input = (x_hyp, adj)
        output, _ = self.layers.forward(input)
        return output


class HypLinearDecoder(nn.Module):
    """models/decoders.py's LinearDecoder; its cls is layers/layers.py's Linear (nn.Linear, dropout 0 left out,
    act identity)."""

    def __init__(self, c, dim, n_classes, bias=True):
        super().__init__()
        self.c = c
        self.manifold = PoincareBall()
        self.cls = nn.Module()
        self.cls.linear = nn.Linear(dim, n_classes, bias)
        self.decode_adj = False

    def decode(self, x, adj):
        h = self.manifold.proj_tan0(self.manifold.logmap0(x, c=self.c), c=self.c)
        return self.cls.linear(h)


class NCModel(nn.Module):
    """models/base_models.py's NCModel (BaseModel with args.c None: self.c = nn.Parameter([1.]) for the last
    layer); model 'HGCN', manifold 'PoincareBall', num_layers 3, feat_dim 6, dim 8, n_classes 3, act relu, bias 1.
    forward = encode then decode (train.py: embeddings = model.encode(features, adj_train_norm); compute_metrics
    -> decode(embeddings, adj, idx_train))."""

    def __init__(self, g, feat_dim=6, dim=8, n_classes=3, num_layers=3):
        super().__init__()
        self.c = nn.Parameter(torch.Tensor([1.]))
        self.manifold = PoincareBall()
        self.encoder = HGCN(self.c, feat_dim, dim, num_layers)
        self.decoder = HypLinearDecoder(self.c, dim, n_classes)
        with torch.no_grad():                                               # biases random, as after some training
            for layer in self.encoder.layers:
                layer.linear.bias.copy_(0.2 * torch.randn(dim, generator=g))

    def encode(self, x, adj):
        return self.encoder.encode(x, adj)

    def decode(self, h, adj, idx):
        output = self.decoder.decode(h, adj)
        return F.log_softmax(output[idx], dim=1)

    def forward(self, x, adj, idx):
        return self.decode(self.encode(x, adj), adj, idx)


def _hgcn_nll(output, labels, weights):
    """NCModel.compute_metrics: F.nll_loss(output, data['labels'][idx], self.weights) (weights all ones)."""
    return F.nll_loss(output, labels, weights)


def _hgcn_graph(g, n=10, feat_dim=6):
    """A random undirected graph and binary features, normalised as utils/data_utils.py's process does for nc
    (normalize_adj, normalize_feats: row normalisation of adj + I and of the features)."""
    a = (torch.rand(n, n, generator=g) < 0.3).float().triu(1)
    a = a + a.t()
    for i in range(n):                                                      # a ring, so no node is isolated
        a[i, (i + 1) % n] = a[(i + 1) % n, i] = 1.
    adj = a + torch.eye(n)
    adj = adj / adj.sum(1, keepdim=True)
    feats = (torch.rand(n, feat_dim, generator=g) < 0.5).float()
    feats[:, 0] = 1.
    feats = feats / feats.sum(1, keepdim=True)
    return feats, adj


# ------------------------------------------------------------------ VQGAN+CLIP (nerdyrodent/VQGAN-CLIP generate.py)
class ReplaceGrad(torch.autograd.Function):
    """generate.py's ReplaceGrad: the forward value of x_forward, the gradient of x_backward; saves nothing but
    x_backward's shape (ctx.shape)."""

    @staticmethod
    def forward(ctx, x_forward, x_backward):
        ctx.shape = x_backward.shape
        return x_forward

    @staticmethod
    def backward(ctx, grad_in):
        return None, grad_in.sum_to_size(ctx.shape)


replace_grad = ReplaceGrad.apply


class ClampWithGrad(torch.autograd.Function):
    """generate.py's ClampWithGrad: clamp whose backward lets through gradients that move input back inside
    [min, max]; saves its input."""

    @staticmethod
    def forward(ctx, input, min, max):
        ctx.min = min
        ctx.max = max
        ctx.save_for_backward(input)
        return input.clamp(min, max)

    @staticmethod
    def backward(ctx, grad_in):
        input, = ctx.saved_tensors
        return grad_in * (grad_in * (input - input.clamp(ctx.min, ctx.max)) >= 0), None, None


clamp_with_grad = ClampWithGrad.apply


def one_hot(tensor, num_classes):
    """F.one_hot as ATen's one_hot (aten/src/ATen/native/Onehot.cpp) computes it, zeros then scatter_ of ones, without
    its min / max value checks (an .item() that make_fx cannot trace in real mode)."""
    ret = torch.zeros(*tensor.shape, num_classes, dtype=tensor.dtype, device=tensor.device)
    ret.scatter_(-1, tensor.unsqueeze(-1), 1)
    return ret


def vector_quantize(x, codebook):
    d = x.pow(2).sum(dim=-1, keepdim=True) + codebook.pow(2).sum(dim=1) - 2 * x @ codebook.T
    indices = d.argmin(-1)
    x_q = one_hot(indices, codebook.shape[0]).to(d.dtype) @ codebook     # F.one_hot in generate.py
    return replace_grad(x_q, x)


class Prompt(nn.Module):
    def __init__(self, embed, weight=1., stop=float('-inf')):
        super().__init__()
        self.register_buffer('embed', embed)
        self.register_buffer('weight', torch.as_tensor(weight))
        self.register_buffer('stop', torch.as_tensor(stop))

    def forward(self, input):
        input_normed = F.normalize(input.unsqueeze(1), dim=2)
        embed_normed = F.normalize(self.embed.unsqueeze(0), dim=2)
        dists = input_normed.sub(embed_normed).norm(dim=2).div(2).arcsin().pow(2).mul(2)
        dists = dists * self.weight.sign()
        return self.weight.abs() * replace_grad(dists, torch.maximum(dists, self.stop)).mean()


class MakeCutouts(nn.Module):
    """generate.py's MakeCutouts: (AdaptiveAvgPool2d + AdaptiveMaxPool2d) / 2 per cutout, cat; the kornia
    augmentations and the noise_fac noise (random ops) are left out."""

    def __init__(self, cut_size, cutn, cut_pow=1.):
        super().__init__()
        self.cut_size, self.cutn, self.cut_pow = cut_size, cutn, cut_pow
        self.av_pool = nn.AdaptiveAvgPool2d((self.cut_size, self.cut_size))
        self.max_pool = nn.AdaptiveMaxPool2d((self.cut_size, self.cut_size))

    def forward(self, input):
        cutouts = []
        for _ in range(self.cutn):
            cutout = (self.av_pool(input) + self.max_pool(input)) / 2
            cutouts.append(cutout)
        return torch.cat(cutouts, dim=0)


def nonlinearity(x):
    # swish
    return x * torch.sigmoid(x)


def Normalize(in_channels):
    return torch.nn.GroupNorm(num_groups=32, num_channels=in_channels, eps=1e-6, affine=True)


class Upsample(nn.Module):
    def __init__(self, in_channels, with_conv):
        super().__init__()
        self.with_conv = with_conv
        if self.with_conv:
            self.conv = torch.nn.Conv2d(in_channels, in_channels, kernel_size=3, stride=1, padding=1)

    def forward(self, x):
        x = torch.nn.functional.interpolate(x, scale_factor=2.0, mode="nearest")
        if self.with_conv:
            x = self.conv(x)
        return x


class ResnetBlock(nn.Module):
    """taming/modules/diffusionmodules/model.py's ResnetBlock (temb_channels 0, dropout 0.0: nn.Dropout(0.0) is
    left out)."""

    def __init__(self, *, in_channels, out_channels=None):
        super().__init__()
        self.in_channels = in_channels
        out_channels = in_channels if out_channels is None else out_channels
        self.out_channels = out_channels
        self.norm1 = Normalize(in_channels)
        self.conv1 = torch.nn.Conv2d(in_channels, out_channels, kernel_size=3, stride=1, padding=1)
        self.norm2 = Normalize(out_channels)
        self.conv2 = torch.nn.Conv2d(out_channels, out_channels, kernel_size=3, stride=1, padding=1)
        if self.in_channels != self.out_channels:
            self.nin_shortcut = torch.nn.Conv2d(in_channels, out_channels, kernel_size=1, stride=1, padding=0)

    def forward(self, x, temb):
        h = x
        h = self.norm1(h)
        h = nonlinearity(h)
        h = self.conv1(h)
        h = self.norm2(h)
        h = nonlinearity(h)
        h = self.conv2(h)
        if self.in_channels != self.out_channels:
            x = self.nin_shortcut(x)
        return x + h


class AttnBlock(nn.Module):
    def __init__(self, in_channels):
        super().__init__()
        self.in_channels = in_channels
        self.norm = Normalize(in_channels)
        self.q = torch.nn.Conv2d(in_channels, in_channels, kernel_size=1, stride=1, padding=0)
        self.k = torch.nn.Conv2d(in_channels, in_channels, kernel_size=1, stride=1, padding=0)
        self.v = torch.nn.Conv2d(in_channels, in_channels, kernel_size=1, stride=1, padding=0)
        self.proj_out = torch.nn.Conv2d(in_channels, in_channels, kernel_size=1, stride=1, padding=0)

    def forward(self, x):
        h_ = x
        h_ = self.norm(h_)
        q = self.q(h_)
        k = self.k(h_)
        v = self.v(h_)
        # compute attention
        b, c, h, w = q.shape
        q = q.reshape(b, c, h * w)
        q = q.permute(0, 2, 1)  # b,hw,c
        k = k.reshape(b, c, h * w)  # b,c,hw
        w_ = torch.bmm(q, k)  # b,hw,hw    w[b,i,j]=sum_c q[b,i,c]k[b,c,j]
        w_ = w_ * (int(c) ** (-0.5))
        w_ = torch.nn.functional.softmax(w_, dim=2)
        # attend to values
        v = v.reshape(b, c, h * w)
        w_ = w_.permute(0, 2, 1)  # b,hw,hw (first hw of k, second of q)
        h_ = torch.bmm(v, w_)  # b, c,hw (hw of q) h_[b,c,j] = sum_i v[b,c,i] w_[b,i,j]
        h_ = h_.reshape(b, c, h, w)
        h_ = self.proj_out(h_)
        return x + h_


class TamingDecoder(nn.Module):
    """taming's Decoder(ch 32, out_ch 3, ch_mult (1, 1), num_res_blocks 0, attn_resolutions [], resolution 8,
    z_channels 4) (ch 128, ch_mult (1, 1, 2, 2, 4), num_res_blocks 2, attn_resolutions [16] in the f16 VQGAN);
    give_pre_end False."""

    def __init__(self, *, ch=32, out_ch=3, ch_mult=(1, 1), num_res_blocks=0, attn_resolutions=(), resolution=8,
                 z_channels=4):
        super().__init__()
        self.ch = ch
        self.temb_ch = 0
        self.num_resolutions = len(ch_mult)
        self.num_res_blocks = num_res_blocks
        self.resolution = resolution
        block_in = ch * ch_mult[self.num_resolutions - 1]
        curr_res = resolution // 2 ** (self.num_resolutions - 1)
        self.z_shape = (1, z_channels, curr_res, curr_res)
        self.conv_in = torch.nn.Conv2d(z_channels, block_in, kernel_size=3, stride=1, padding=1)
        self.mid = nn.Module()
        self.mid.block_1 = ResnetBlock(in_channels=block_in, out_channels=block_in)
        self.mid.attn_1 = AttnBlock(block_in)
        self.mid.block_2 = ResnetBlock(in_channels=block_in, out_channels=block_in)
        self.up = nn.ModuleList()
        for i_level in reversed(range(self.num_resolutions)):
            block = nn.ModuleList()
            attn = nn.ModuleList()
            block_out = ch * ch_mult[i_level]
            for i_block in range(self.num_res_blocks + 1):
                block.append(ResnetBlock(in_channels=block_in, out_channels=block_out))
                block_in = block_out
                if curr_res in attn_resolutions:
                    attn.append(AttnBlock(block_in))
            up = nn.Module()
            up.block = block
            up.attn = attn
            if i_level != 0:
                up.upsample = Upsample(block_in, True)
                curr_res = curr_res * 2
            self.up.insert(0, up)  # prepend to get consistent order
        self.norm_out = Normalize(block_in)
        self.conv_out = torch.nn.Conv2d(block_in, out_ch, kernel_size=3, stride=1, padding=1)

    def forward(self, z):
        self.last_z_shape = z.shape
        temb = None
        h = self.conv_in(z)
        h = self.mid.block_1(h, temb)
        h = self.mid.attn_1(h)
        h = self.mid.block_2(h, temb)
        for i_level in reversed(range(self.num_resolutions)):
            for i_block in range(self.num_res_blocks + 1):
                h = self.up[i_level].block[i_block](h, temb)
                if len(self.up[i_level].attn) > 0:
                    h = self.up[i_level].attn[i_block](h)
            if i_level != 0:
                h = self.up[i_level].upsample(h)
        h = self.norm_out(h)
        h = nonlinearity(h)
        h = self.conv_out(h)
        return h


class VectorQuantizer(nn.Module):
    """taming/modules/vqvae/quantize.py's VectorQuantizer, only its codebook (generate.py quantizes with
    vector_quantize, not its forward): embedding.weight.data.uniform_(-1 / n_e, 1 / n_e)."""

    def __init__(self, n_e, e_dim):
        super().__init__()
        self.n_e, self.e_dim = n_e, e_dim
        self.embedding = nn.Embedding(self.n_e, self.e_dim)
        self.embedding.weight.data.uniform_(-1.0 / self.n_e, 1.0 / self.n_e)


class VQModel(nn.Module):
    """taming/models/vqgan.py's VQModel, the parts generate.py's synth uses: quantize (codebook),
    post_quant_conv, decoder; decode(quant) = decoder(post_quant_conv(quant)). The encoder and loss are not
    used (del model.loss)."""

    def __init__(self, n_embed=16, embed_dim=4, z_channels=4):
        super().__init__()
        self.decoder = TamingDecoder(z_channels=z_channels)
        self.quantize = VectorQuantizer(n_embed, embed_dim)
        self.post_quant_conv = torch.nn.Conv2d(embed_dim, z_channels, 1)

    def decode(self, quant):
        quant = self.post_quant_conv(quant)
        dec = self.decoder(quant)
        return dec


class LayerNorm(nn.LayerNorm):
    """openai/CLIP clip/model.py's LayerNorm: subclass torch's LayerNorm to handle fp16."""

    def forward(self, x: torch.Tensor):
        orig_type = x.dtype
        ret = super().forward(x.type(torch.float32))
        return ret.type(orig_type)


class QuickGELU(nn.Module):
    def forward(self, x: torch.Tensor):
        return x * torch.sigmoid(1.702 * x)


class ResidualAttentionBlock(nn.Module):
    def __init__(self, d_model: int, n_head: int, attn_mask: torch.Tensor = None):
        super().__init__()
        self.attn = nn.MultiheadAttention(d_model, n_head)
        self.ln_1 = LayerNorm(d_model)
        self.mlp = nn.Sequential(OrderedDict([
            ("c_fc", nn.Linear(d_model, d_model * 4)),
            ("gelu", QuickGELU()),
            ("c_proj", nn.Linear(d_model * 4, d_model))
        ]))
        self.ln_2 = LayerNorm(d_model)
        self.attn_mask = attn_mask

    def attention(self, x: torch.Tensor):
        self.attn_mask = self.attn_mask.to(dtype=x.dtype, device=x.device) if self.attn_mask is not None else None
        return self.attn(x, x, x, need_weights=False, attn_mask=self.attn_mask)[0]

    def forward(self, x: torch.Tensor):
        x = x + self.attention(self.ln_1(x))
        x = x + self.mlp(self.ln_2(x))
        return x


class Transformer(nn.Module):
    def __init__(self, width: int, layers: int, heads: int, attn_mask: torch.Tensor = None):
        super().__init__()
        self.width = width
        self.layers = layers
        self.resblocks = nn.Sequential(*[ResidualAttentionBlock(width, heads, attn_mask) for _ in range(layers)])

    def forward(self, x: torch.Tensor):
        return self.resblocks(x)


class VisionTransformer(nn.Module):
    """clip/model.py's VisionTransformer(input_resolution 4, patch_size 2, width 16, layers 1, heads 2,
    output_dim 8) (224 / 32 / 768 / 12 / 12 / 512 for ViT-B/32)."""

    def __init__(self, input_resolution=4, patch_size=2, width=16, layers=1, heads=2, output_dim=8):
        super().__init__()
        self.input_resolution = input_resolution
        self.output_dim = output_dim
        self.conv1 = nn.Conv2d(in_channels=3, out_channels=width, kernel_size=patch_size, stride=patch_size,
                               bias=False)
        scale = width ** -0.5
        self.class_embedding = nn.Parameter(scale * torch.randn(width))
        self.positional_embedding = nn.Parameter(scale * torch.randn((input_resolution // patch_size) ** 2 + 1,
                                                                     width))
        self.ln_pre = LayerNorm(width)
        self.transformer = Transformer(width, layers, heads)
        self.ln_post = LayerNorm(width)
        self.proj = nn.Parameter(scale * torch.randn(width, output_dim))

    def forward(self, x: torch.Tensor):
        x = self.conv1(x)  # shape = [*, width, grid, grid]
        x = x.reshape(x.shape[0], x.shape[1], -1)  # shape = [*, width, grid ** 2]
        x = x.permute(0, 2, 1)  # shape = [*, grid ** 2, width]
        x = torch.cat([self.class_embedding.to(x.dtype) + torch.zeros(x.shape[0], 1, x.shape[-1], dtype=x.dtype,
                                                                      device=x.device), x], dim=1)
        x = x + self.positional_embedding.to(x.dtype)
        x = self.ln_pre(x)
        x = x.permute(1, 0, 2)  # NLD -> LND
        x = self.transformer(x)
        x = x.permute(1, 0, 2)  # LND -> NLD
        x = self.ln_post(x[:, 0, :])
        if self.proj is not None:
            x = x @ self.proj
        return x


class CLIPImage(nn.Module):
    """The image half of clip/model.py's CLIP: encode_image(image) = visual(image.type(dtype)) (fp32)."""

    def __init__(self):
        super().__init__()
        self.visual = VisionTransformer()

    @property
    def dtype(self):
        return self.visual.conv1.weight.dtype

    def encode_image(self, image):
        return self.visual(image.type(self.dtype))


def normalize(tensor, mean=(0.48145466, 0.4578275, 0.40821073), std=(0.26862954, 0.26130258, 0.27577711)):
    """generate.py's transforms.Normalize(mean, std) on a tensor: torchvision's F.normalize (not inplace:
    clone, then sub_ / div_ by the [-1, 1, 1] views)."""
    tensor = tensor.clone()
    dtype = tensor.dtype
    mean = torch.as_tensor(mean, dtype=dtype, device=tensor.device)
    std = torch.as_tensor(std, dtype=dtype, device=tensor.device)
    if mean.ndim == 1:
        mean = mean.view(-1, 1, 1)
    if std.ndim == 1:
        std = std.view(-1, 1, 1)
    return tensor.sub_(mean).div_(std)


class VQGANCLIP(nn.Module):
    """generate.py's state as a module: z (the latent it optimises, [1, 4, 4, 4] = toksY x toksX for an 8 x 8
    image, torch.rand_like(z) * 2), the VQGAN (model) and CLIP (perceptor), make_cutouts (cut_size 4, cutn 2),
    and pMs: two text prompts (Prompt(encode_text(...)), embeddings random here) 'a:1' and 'b:-0.5:-0.6', and one
    noise prompt (noise_prompt_seeds / weights: empty([1, 8]).normal_(gen), weight 0.5). forward = ascend_txt
    with init_weight 0.5 at i = 0."""

    def __init__(self, g, init_weight=0.5):
        super().__init__()
        self.model = VQModel()
        self.perceptor = CLIPImage()
        self.make_cutouts = MakeCutouts(self.perceptor.visual.input_resolution, 2, cut_pow=1.)
        self.z = nn.Parameter(torch.rand(1, 4, 4, 4, generator=g) * 2)
        self.pMs = nn.ModuleList([Prompt(torch.randn(1, 8, generator=g), 1.),
                                  Prompt(torch.randn(1, 8, generator=g), -0.5, -0.6),
                                  Prompt(torch.empty([1, 8]).normal_(generator=torch.Generator().manual_seed(5)), 0.5)])
        self.init_weight = init_weight
        self.i = 0

    def synth(self, z):
        z_q = vector_quantize(z.movedim(1, 3), self.model.quantize.embedding.weight).movedim(3, 1)
        return clamp_with_grad(self.model.decode(z_q).add(1).div(2), 0, 1)

    def forward(self, z_orig):
        out = self.synth(self.z)
        iii = self.perceptor.encode_image(normalize(self.make_cutouts(out))).float()
        result = []
        if self.init_weight:
            result.append(F.mse_loss(self.z, torch.zeros_like(z_orig)) * ((1 / torch.tensor(self.i * 2 + 1))
                                                                          * self.init_weight) / 2)
        for prompt in self.pMs:
            result.append(prompt(iii))
        return result


def _ascend_loss(lossAll):
    """generate.py's train(i): loss = sum(lossAll)."""
    return sum(lossAll)


# ------------------------------------------------------------------ build
def _pick(m, names):
    idx = _where(m, lambda n: n in names)
    assert len(idx) == len(names), (idx, names)
    return idx


def build(name: str, g: torch.Generator, Spec, call, ce):
    if name == "esrgan_rrdbnet":
        m = RRDBNet()
        return Spec(m, {"lr": torch.rand(2, 3, 6, 6, generator=g)}, {"hr": torch.rand(2, 3, 24, 24, generator=g)},
                    call, _l1_pix,
                    subset=_pick(m, ("RRDB_trunk.1.RDB2.conv3.weight", "upconv1.bias", "conv_first.weight")),
                    notes="held out (relate v66): ESRGAN generator (xinntao/ESRGAN RRDBNet_arch.py, nf 8, nb 2, "
                          "gc 4): Residual-in-Residual Dense Blocks (dense cat of every earlier map, in-place "
                          "LeakyReLU, x5 * 0.2 + x, out * 0.2 + x), two nearest x2 upsamplings; BasicSR's L1 pixel "
                          "loss; non-tail subset")
    if name == "sasrec_bce":
        m = SASRec()
        # WarpSampler-style batch: each user's history right-aligned into maxlen 6, zero-padded on the left; pos the
        # next item, neg a random item outside the history where pos != 0
        hist = [[3, 7, 1, 12, 9, 4, 15], [5, 2, 18, 6], [11, 20, 8, 13, 10]]
        seq, pos, neg = torch.zeros(3, 6, dtype=torch.long), torch.zeros(3, 6, dtype=torch.long), \
            torch.zeros(3, 6, dtype=torch.long)
        for u, items in enumerate(hist):
            s, p = items[:-1][-6:], items[1:][-6:]
            seq[u, 6 - len(s):] = torch.tensor(s)
            pos[u, 6 - len(p):] = torch.tensor(p)
            for t in range(6 - len(p), 6):
                while True:
                    k = int(torch.randint(1, 21, (1,), generator=g))
                    if k not in items:
                        break
                neg[u, t] = k
        rows, cols = torch.nonzero(pos != 0, as_tuple=True)
        return Spec(m, {"user_ids": torch.tensor([1, 2, 3]), "log_seqs": seq, "pos_seqs": pos, "neg_seqs": neg},
                    {"rows": rows, "cols": cols}, _sasrec_step, _sasrec_loss,
                    subset=_pick(m, ("attention_layers.0.in_proj_weight", "forward_layers.1.conv1.bias",
                                     "item_emb.weight")),
                    notes="held out (relate v66): SASRec (pmixer/SASRec.pytorch model.py / main.py): item and "
                          "position embeddings scaled and added in place, timeline mask multiplied in place, "
                          "nn.MultiheadAttention on [T, B, C] with LN'd queries and a bool causal mask, Conv1d "
                          "point-wise FFN with an in-place residual, LayerNorms in training mode; BCE-with-logits on "
                          "pos / neg logits picked by np.where(pos != 0) indices + l2_emb * norm; non-tail subset")
    if name == "convtasnet_pit":
        m = ConvTasNet()
        lengths = _TASNET_LENGTHS
        source = 0.5 * torch.randn(2, 2, 33, generator=g)
        source[1, :, int(lengths[1]):] = 0                                  # padded, as the collate pads
        mixture = source.sum(1) + 0.05 * torch.randn(2, 33, generator=g)
        mixture[1, int(lengths[1]):] = 0
        return Spec(m, {"mixture": mixture}, {"padded_source": source}, call, _tasnet_loss,
                    subset=_pick(m, ("separator.network.2.0.1.net.3.net.0.weight", "separator.network.0.gamma",
                                     "encoder.conv1d_U.weight")),
                    notes="held out (relate v66): Conv-TasNet (kaituoxu/Conv-TasNet conv_tasnet.py): Conv1d "
                          "encoder, cLN + TCN of dilated depthwise-separable blocks with PReLU and gLN (mean of "
                          "means, pow 0.5), relu masks, Linear basis decoder with overlap_and_add by index_add_, "
                          "F.pad to the input length; pit_criterion.py's SI-SNR with PIT (in-place masks, "
                          "scatter_ one-hot permutations, einsum, max); non-tail subset")
    if name == "hgcn_poincare_nc":
        m = NCModel(g)
        feats, adj = _hgcn_graph(g)
        labels = torch.randint(0, 3, (10,), generator=g)
        idx_train = torch.tensor([0, 2, 3, 5, 7, 8])
        return Spec(m, {"x": feats, "adj": adj, "idx": idx_train},
                    {"labels": labels[idx_train], "weights": torch.ones(3)}, call, _hgcn_nll,
                    subset=_pick(m, ("encoder.layers.0.hyp_act.c_out", "encoder.layers.1.linear.weight",
                                     "encoder.layers.0.linear.bias")),
                    notes="held out (relate v66): HGCN node classification (HazyResearch/hgcn, PoincareBall, "
                          "trainable curvatures shared across layers): mobius_matvec / mobius_add / expmap0 / "
                          "logmap0 / proj by where, dense adjacency aggregation in the tangent space; every artanh is "
                          "utils/math_utils.py's Artanh custom autograd.Function (clamps, saves the clamped x, "
                          "float64 in-place log_ / sub_ / mul_, backward g / (1 - x^2)); nll_loss; non-tail subset")
    if name == "vqgan_clip_ascend":
        m = VQGANCLIP(g)
        return Spec(m, {"z_orig": m.z.detach().clone()}, {}, call, _ascend_loss,
                    subset=_pick(m, ("z", "model.decoder.mid.block_1.conv1.weight", "perceptor.visual.ln_pre.bias")),
                    notes="held out (relate v66): a VQGAN+CLIP ascend_txt step (nerdyrodent/VQGAN-CLIP "
                          "generate.py): vector_quantize through the ReplaceGrad custom autograd.Function (forward "
                          "x_q, gradient to x by sum_to_size, saves nothing), small taming VQGAN decoder, "
                          "ClampWithGrad custom autograd.Function (saves its input, gradient masked by its sign "
                          "against the clamp), avg + max pool cutouts, torchvision normalize, small CLIP ViT, "
                          "spherical-distance Prompts with replace_grad(dists, maximum(dists, stop)); sum of the "
                          "init-weight MSE and prompt losses; non-tail subset")
    raise KeyError(name)
