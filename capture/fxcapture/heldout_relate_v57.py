"""Fifty-seventh held-out set for `fxmatch relate` (2026-12-06, /work/pending/heldout_relate_v57).

Written to score main blind: captured once and scored with main's binary and
rules, no engine change in between, and no fxmatch run on these captures
while they were written. Its five families are new to the project (no
earlier set has them); four are ordinary networks and training steps and
one puts a custom torch.autograd.Function with a hand-written backward in
the model (a ReLU whose backward also drops the negative incoming
gradient): a guided-backprop CNN (pytorch-grad-cam's GuidedBackpropReLU
Function, pytorch_grad_cam/guided_backprop.py, in every activation of a
small VGG-style net as GuidedBackpropReLUModel leaves it: forward
addcmul(zeros, x, (x > 0)), saving the input and the output; backward
addcmul(zeros, addcmul(zeros, g, (x > 0)), (g > 0)); CE); a MaxViT
classifier (torchvision's MaxVit: a conv stem, an MBConv with a
pre-norm BN, a depthwise conv, squeeze-excitation and an avg-pool + 1x1
projection shortcut, then block attention over non-overlapping 2x2
windows and grid attention over a dilated 2x2 grid by reshape / permute
partitions with a swap of the partition axes, relative-position-bias
attention from a bias table indexed by a relative_position_index buffer,
pre-LN MLPs; stochastic depth off; a LayerNorm / Tanh head; CE); a
Tacotron 2 decoder (NVIDIA/tacotron2's model.py: a conv + BiLSTM text
encoder, a prenet (its always-on dropout left out), an attention LSTMCell,
location-sensitive attention (a Conv1d over the previous and cumulative
attention weights, v^T tanh(W q + V m + U f), a length mask by
masked_fill -inf, softmax, bmm context), the cumulative weights updated in
place (+=), a decoder LSTMCell, mel and gate projections, unrolled over
four teacher-forced frames from a go frame, a conv postnet with a
residual; Tacotron2Loss: MSE + MSE + BCE-with-logits); a Mask2Former
segmenter (a conv backbone with GroupNorm at three scales, an FPN-style
pixel decoder, the masked-attention transformer decoder: sine position
embeddings computed by cumsum, level embeddings, learned query features
and positions, per layer masked cross-attention round-robin over two
feature levels, self-attention and an FFN, post-norm; the attention mask
from the previous prediction heads (einsum of the mask embeddings with the
per-pixel features, bilinear resize, sigmoid < 0.5, repeated per head,
detached; Mask2Former's torch.where reset of fully masked rows written as
mask & ~mask.all(-1)); deep supervision of every prediction under a fixed
query-to-target matching: weighted CE with a 0.1 no-object weight, mask
BCE and dice); and a Graph U-Net graph classifier (Gao & Ji's official
Graph-U-Nets ops.py on dense adjacencies: GCN layers matmul(A, h) ->
Linear -> ELU, gPool by a sigmoid projection score and topk keeping
max(2, int(k n)) nodes, the gated features h[idx] * score, the 2-hop
connectivity (A.bool().float())^2 restricted to the kept rows and
columns and normalised by norm_g's column-broadcast degree division,
gUnpool by index_put of the pooled features into zeros, skip additions,
max / sum / mean readouts of every level concatenated, per graph in a
Python loop; NLL of log_softmax); like heldout_relate.py's models they
never enter the zoo.

  guided_relu_cnn  img [4, 3, 8, 8], labels [4] (5 classes) -> features: Conv(3, 8, 3, pad 1), BN(8), GBReLU,
                   MaxPool(2), Conv(8, 16, 3, pad 1), BN(16), GBReLU, Conv(16, 16, 3, pad 1), GBReLU,
                   AdaptiveAvgPool(1) [4, 16, 1, 1]; classifier: Flatten, Linear(16, 16), GBReLU, Linear(16, 5)
                   (custom Function GuidedBackpropReLU.apply(x): positive_mask = (x > 0).type_as(x), out =
                   addcmul(zeros(x.size()), x, positive_mask), save_for_backward(x, out); backward m1 = (x >
                   0).type_as(g), m2 = (g > 0).type_as(g), addcmul(zeros, addcmul(zeros, g, m1), m2));
                   criterion: CE; subset = features.4.weight, classifier.1.bias.
  maxvit_cls       img [2, 3, 16, 16], labels [2] (4 classes) -> stem Conv(3, 8, 3, s2, pad 1, no bias) BN GELU,
                   Conv(8, 8, 3, pad 1) [2, 8, 8, 8]; MBConv(8 -> 16, stride 2): proj AvgPool(3, s2, pad 1),
                   Conv(8, 16, 1); layers BN(8), Conv(8, 32, 1, no bias) BN GELU, Conv(32, 32, 3, s2, pad 1,
                   groups 32, no bias) BN GELU, SE(32, 4: avg pool, Conv 1x1, SiLU, Conv 1x1, sigmoid),
                   Conv(32, 16, 1) [2, 16, 4, 4]; window layer (P 2) then grid layer (G 2): x.reshape(2, 16, 2, 2,
                   2, 2).permute(0, 2, 4, 3, 5, 1) [2, 4, 4, 16] (grid: swapaxes(-2, -3)); x + RelPosMHSA(LN(x)):
                   to_qkv Linear(16, 48), 2 heads of 8, k * 16^-0.5, einsum q k + table [9, 2][index buffer
                   [16]].view(4, 4, 2).permute(2, 0, 1), softmax, einsum with v, merge Linear(16, 16); x +
                   Linear(32, 16)(GELU(Linear(16, 32)(LN(x)))); departition; head: avg pool, LN(16), Linear(16,
                   16), Tanh, Linear(16, 4, no bias); criterion: CE; subset =
                   layers.2.attn_layer.1.relative_position_bias_table, layers.0.layers.squeeze_excitation.fc1
                   .weight.
  tacotron2_lsa    text [2, 6] (10 symbols), lengths [2] = (6, 4), mels [2, 4, 4] (n_mel 4, 4 frames), gate_t [2,
                   4] -> encoder: Embedding(10, 12), Conv1d(12, 12, 5, pad 2) BN ReLU, BiLSTM(12, 6) = memory
                   [2, 6, 12]; processed_memory = Linear(12, 8, no bias)(memory); mask = arange(6) >= lengths;
                   decoder inputs cat(go zeros, mels) [5, 2, 4], prenet Linear(4, 8, no bias) ReLU Linear(8, 8,
                   no bias) ReLU; 4 steps: attention LSTMCell(20, 12)(cat(prenet_t, context)); f = Linear(4, 8, no
                   bias)(Conv1d(2, 4, 3, pad 1, no bias)(stack(w, w_cum)).T); e = Linear(8, 1, no bias)(tanh(
                   Linear(12, 8, no bias)(h_att) + f + processed_memory)) masked_fill -inf, w = softmax, context =
                   bmm(w, memory); w_cum += w; decoder LSTMCell(24, 12)(cat(h_att, context)); frame = Linear(24,
                   4)(cat(h_dec, context)), gate = Linear(24, 1); mel [2, 4, 4]; postnet Conv1d(4, 16, 5, pad
                   2) BN tanh, Conv1d(16, 4, 5, pad 2) BN; returns (mel, mel + postnet(mel), gate [2, 4],
                   alignments [2, 4, 6]); criterion: MSE(mel, mel_t) + MSE(post, mel_t) + BCE-with-logits(gate,
                   gate_t); subset = decoder.attention_layer.location_layer.location_conv.weight,
                   encoder.lstm.weight_hh_l0_reverse; mkldnn=False (the mkldnn LSTM graph does not replay).
  mask2former_seg  img [2, 3, 8, 8], labels [2, 4] (3 classes + no-object 3), masks [2, 4, 8, 8] -> backbone
                   c1 = ReLU(GN(4, Conv(3, 8, 3, pad 1))) [2, 8, 8, 8], c2 = ReLU(GN(Conv(8, 16, 3, s2, pad 1)))
                   [2, 16, 4, 4], c3 = ReLU(GN(Conv(16, 16, 3, s2, pad 1))) [2, 16, 2, 2]; pixel decoder: p3 =
                   Conv(16, 16, 1)(c3), p2 = Conv(16, 16, 1)(c2) + up(p3), mask_features = Conv(16, 16, 1)(
                   Conv(8, 16, 1)(c1) + up(p2)) [2, 16, 8, 8]; levels [p3 2x2, p2 4x4] flattened + level_embed
                   [2, 16], sine pos (8 feats, normalised cumsum); query_feat, query_embed Embedding(4, 16)
                   repeated [4, 2, 16]; heads: LN, class Linear(16, 4), mask_embed MLP 3 x Linear(16, 16),
                   einsum bqc,bchw [2, 4, 8, 8], mask = sigmoid(interpolate(masks, level size)) < 0.5 repeated
                   over 2 heads [4, 4, S], detached; 2 layers: mask &= ~mask.all(-1), cross MHA(16, 2) with the
                   mask, + / LN; self MHA(16, 2) + / LN; FFN 16 -> 32 -> 16 + / LN; heads again; returns
                   (classes [3, 2, 4, 4], masks [3, 2, 4, 8, 8]); criterion: over the 3 predictions 2 CE(weight
                   (1, 1, 1, 0.1)) + 5 BCE + 5 dice on the queries with an object; subset =
                   decoder.cross_layers.1.multihead_attn.in_proj_weight, decoder.query_feat.weight.
  graph_unet       adj [2, 8, 8] (symmetric, self loops), h [2, 8, 4], labels [2] (3 classes) -> per graph:
                   A = norm_g(adj) (A / A.sum(1), column broadcast); h = s_gcn(A, h) (GCN: ELU(Linear(4, 8)(A
                   h))) [8, 8]; Graph U-Net ks (0.75, 0.5): down GCN(8, 8), pool: s = sigmoid(Linear(8,
                   1)(h).squeeze()), values, idx = topk(s, int(k n)) (6 then 3), h = h[idx] values, A2 =
                   (Ab @ Ab).bool().float() with Ab = A.bool().float(), A = norm_g(A2[idx][:, idx]); bottom GCN;
                   up: zeros [n, 8] index_put at idx, GCN on the saved A, + skip; h + org_h; readout cat(max, sum,
                   mean over nodes of each of the 3 up outputs) [72]; Linear(72, 16) ELU Linear(16, 3), stacked
                   [2, 3], log_softmax; criterion: NLL; subset = g_unet.pools.1.proj.weight, s_gcn.proj.bias.
No subset above is a tail.
"""
from __future__ import annotations

import math

import torch
import torch.nn as nn
import torch.nn.functional as F
from .heldout_subsets import where as _where

V57 = ["guided_relu_cnn", "maxvit_cls", "tacotron2_lsa", "mask2former_seg", "graph_unet"]


# ------------------------------------------------------------------ guided backprop ReLU Function in a CNN
class GuidedBackpropReLU(torch.autograd.Function):
    """pytorch-grad-cam's GuidedBackpropReLU (pytorch_grad_cam/guided_backprop.py): a ReLU by addcmul with its
    positive mask; backward passes the incoming gradient only where the input was positive and the gradient
    itself is positive."""

    @staticmethod
    def forward(ctx, input_img):
        positive_mask = (input_img > 0).type_as(input_img)
        output = torch.addcmul(torch.zeros(input_img.size()).type_as(input_img), input_img, positive_mask)
        ctx.save_for_backward(input_img, output)
        return output

    @staticmethod
    def backward(ctx, grad_output):
        input_img, output = ctx.saved_tensors
        positive_mask_1 = (input_img > 0).type_as(grad_output)
        positive_mask_2 = (grad_output > 0).type_as(grad_output)
        grad_input = torch.addcmul(torch.zeros(input_img.size()).type_as(input_img),
                                   torch.addcmul(torch.zeros(input_img.size()).type_as(input_img), grad_output,
                                                 positive_mask_1), positive_mask_2)
        return grad_input


class GuidedBackpropReLUasModule(nn.Module):
    def forward(self, input_img):
        return GuidedBackpropReLU.apply(input_img)


class GuidedCNN(nn.Module):
    """A small VGG-style classifier with every ReLU replaced by GuidedBackpropReLUasModule, as
    pytorch-grad-cam's GuidedBackpropReLUModel leaves it (replace_all_layer_type_recursive)."""

    def __init__(self, classes=5):
        super().__init__()
        self.features = nn.Sequential(nn.Conv2d(3, 8, 3, padding=1), nn.BatchNorm2d(8), GuidedBackpropReLUasModule(),
                                      nn.MaxPool2d(2), nn.Conv2d(8, 16, 3, padding=1), nn.BatchNorm2d(16),
                                      GuidedBackpropReLUasModule(), nn.Conv2d(16, 16, 3, padding=1),
                                      GuidedBackpropReLUasModule(), nn.AdaptiveAvgPool2d(1))
        self.classifier = nn.Sequential(nn.Flatten(), nn.Linear(16, 16), GuidedBackpropReLUasModule(),
                                        nn.Linear(16, classes))

    def forward(self, img):
        return self.classifier(self.features(img))


# ------------------------------------------------------------------ MaxViT, block + grid attention
def _get_relative_position_index(height, width):
    coords = torch.stack(torch.meshgrid([torch.arange(height), torch.arange(width)], indexing="ij"))
    coords_flat = torch.flatten(coords, 1)
    relative_coords = coords_flat[:, :, None] - coords_flat[:, None, :]
    relative_coords = relative_coords.permute(1, 2, 0).contiguous()
    relative_coords[:, :, 0] += height - 1
    relative_coords[:, :, 1] += width - 1
    relative_coords[:, :, 0] *= 2 * width - 1
    return relative_coords.sum(-1)


class SqueezeExcitation(nn.Module):
    def __init__(self, c, sq):
        super().__init__()
        self.avgpool = nn.AdaptiveAvgPool2d(1)
        self.fc1 = nn.Conv2d(c, sq, 1)
        self.fc2 = nn.Conv2d(sq, c, 1)
        self.activation = nn.SiLU()

    def forward(self, x):
        s = self.fc2(self.activation(self.fc1(self.avgpool(x))))
        return torch.sigmoid(s) * x


def _conv_norm_act(cin, cout, k, stride=1, groups=1):
    return nn.Sequential(nn.Conv2d(cin, cout, k, stride, (k - 1) // 2, groups=groups, bias=False),
                         nn.BatchNorm2d(cout), nn.GELU())


class MBConv(nn.Module):
    """torchvision MaxVit's MBConv: pre-norm BN, 1x1 expand, depthwise 3x3 (stride), SE, 1x1 project; the
    shortcut an avg pool and a 1x1 conv when the stride or the width changes (stochastic depth off)."""

    def __init__(self, cin, cout, expansion=2.0, squeeze=0.25, stride=2):
        super().__init__()
        proj = [nn.Conv2d(cin, cout, 1, bias=True)]
        if stride == 2:
            proj = [nn.AvgPool2d(3, stride, 1)] + proj
        self.proj = nn.Sequential(*proj)
        mid, sqz = int(cout * expansion), int(cout * squeeze)
        self.layers = nn.Sequential()
        self.layers.add_module("pre_norm", nn.BatchNorm2d(cin))
        self.layers.add_module("conv_a", _conv_norm_act(cin, mid, 1))
        self.layers.add_module("conv_b", _conv_norm_act(mid, mid, 3, stride, groups=mid))
        self.layers.add_module("squeeze_excitation", SqueezeExcitation(mid, sqz))
        self.layers.add_module("conv_c", nn.Conv2d(mid, cout, 1, bias=True))

    def forward(self, x):
        return self.proj(x) + self.layers(x)


class RelativePositionalMultiHeadAttention(nn.Module):
    def __init__(self, feat_dim, head_dim, max_seq_len):
        super().__init__()
        self.n_heads = feat_dim // head_dim
        self.head_dim = head_dim
        self.size = int(math.sqrt(max_seq_len))
        self.max_seq_len = max_seq_len
        self.to_qkv = nn.Linear(feat_dim, self.n_heads * self.head_dim * 3)
        self.scale_factor = feat_dim ** -0.5
        self.merge = nn.Linear(self.head_dim * self.n_heads, feat_dim)
        self.relative_position_bias_table = nn.Parameter(
            torch.empty((2 * self.size - 1) * (2 * self.size - 1), self.n_heads))
        self.register_buffer("relative_position_index", _get_relative_position_index(self.size, self.size))
        nn.init.trunc_normal_(self.relative_position_bias_table, std=0.02)

    def get_relative_positional_bias(self):
        bias_index = self.relative_position_index.view(-1)
        relative_bias = self.relative_position_bias_table[bias_index].view(self.max_seq_len, self.max_seq_len, -1)
        return relative_bias.permute(2, 0, 1).contiguous().unsqueeze(0)

    def forward(self, x):
        B, G, P, D = x.shape
        H, DH = self.n_heads, self.head_dim
        q, k, v = torch.chunk(self.to_qkv(x), 3, dim=-1)
        q = q.reshape(B, G, P, H, DH).permute(0, 1, 3, 2, 4)
        k = k.reshape(B, G, P, H, DH).permute(0, 1, 3, 2, 4)
        v = v.reshape(B, G, P, H, DH).permute(0, 1, 3, 2, 4)
        k = k * self.scale_factor
        dot_prod = torch.einsum("bghid,bghjd->bghij", q, k)
        dot_prod = F.softmax(dot_prod + self.get_relative_positional_bias(), dim=-1)
        out = torch.einsum("bghij,bghjd->bghid", dot_prod, v)
        return self.merge(out.permute(0, 1, 3, 2, 4).reshape(B, G, P, D))


class PartitionAttentionLayer(nn.Module):
    """torchvision MaxVit's PartitionAttentionLayer: window (block) or grid partition by reshape / permute, the
    grid one swapping the partition axes, pre-LN relative-position attention and MLP, departition."""

    def __init__(self, c, head_dim, partition_size, partition_type, grid_size, mlp_ratio=2):
        super().__init__()
        n_partitions = grid_size // partition_size
        self.grid_size = grid_size
        self.grid = partition_type == "grid"
        self.p = partition_size if partition_type == "window" else n_partitions
        self.attn_layer = nn.Sequential(nn.LayerNorm(c),
                                        RelativePositionalMultiHeadAttention(c, head_dim, partition_size ** 2))
        self.mlp_layer = nn.Sequential(nn.LayerNorm(c), nn.Linear(c, c * mlp_ratio), nn.GELU(),
                                       nn.Linear(c * mlp_ratio, c))

    @staticmethod
    def partition(x, P):
        B, C, H, W = x.shape
        x = x.reshape(B, C, H // P, P, W // P, P).permute(0, 2, 4, 3, 5, 1)
        return x.reshape(B, (H // P) * (W // P), P * P, C)

    @staticmethod
    def departition(x, P, HP, WP):
        B, G, PP, C = x.shape
        x = x.reshape(B, HP, WP, P, P, C).permute(0, 5, 1, 3, 2, 4)
        return x.reshape(B, C, HP * P, WP * P)

    def forward(self, x):
        gh = gw = self.grid_size // self.p
        x = self.partition(x, self.p)
        if self.grid:
            x = torch.swapaxes(x, -2, -3)
        x = x + self.attn_layer(x)
        x = x + self.mlp_layer(x)
        if self.grid:
            x = torch.swapaxes(x, -2, -3)
        return self.departition(x, self.p, gh, gw)


class MaxViT(nn.Module):
    def __init__(self, classes=4, c0=8, c=16, head_dim=8, partition=2, grid=4):
        super().__init__()
        self.stem = nn.Sequential(_conv_norm_act(3, c0, 3, 2), nn.Conv2d(c0, c0, 3, 1, 1, bias=True))
        self.layers = nn.Sequential(MBConv(c0, c),
                                    PartitionAttentionLayer(c, head_dim, partition, "window", grid),
                                    PartitionAttentionLayer(c, head_dim, partition, "grid", grid))
        self.classifier = nn.Sequential(nn.AdaptiveAvgPool2d(1), nn.Flatten(), nn.LayerNorm(c), nn.Linear(c, c),
                                        nn.Tanh(), nn.Linear(c, classes, bias=False))

    def forward(self, img):
        return self.classifier(self.layers(self.stem(img)))


# ------------------------------------------------------------------ Tacotron 2, location-sensitive attention
class TacoEncoder(nn.Module):
    def __init__(self, n_symbols=10, d=12):
        super().__init__()
        self.embedding = nn.Embedding(n_symbols, d)
        self.convolutions = nn.ModuleList([nn.Sequential(nn.Conv1d(d, d, 5, padding=2), nn.BatchNorm1d(d))])
        self.lstm = nn.LSTM(d, d // 2, 1, batch_first=True, bidirectional=True)

    def forward(self, text):
        x = self.embedding(text).transpose(1, 2)                                  # [B, d, T]
        for conv in self.convolutions:
            x = F.relu(conv(x))                                                  # dropout off
        out, _ = self.lstm(x.transpose(1, 2))                                    # no packing: full padded seq
        return out


class LocationLayer(nn.Module):
    def __init__(self, n_filters, kernel_size, attention_dim):
        super().__init__()
        self.location_conv = nn.Conv1d(2, n_filters, kernel_size, padding=(kernel_size - 1) // 2, bias=False)
        self.location_dense = nn.Linear(n_filters, attention_dim, bias=False)

    def forward(self, attention_weights_cat):
        return self.location_dense(self.location_conv(attention_weights_cat).transpose(1, 2))


class LocationSensitiveAttention(nn.Module):
    def __init__(self, rnn_dim, embedding_dim, attention_dim, n_filters, kernel_size):
        super().__init__()
        self.query_layer = nn.Linear(rnn_dim, attention_dim, bias=False)
        self.memory_layer = nn.Linear(embedding_dim, attention_dim, bias=False)
        self.v = nn.Linear(attention_dim, 1, bias=False)
        self.location_layer = LocationLayer(n_filters, kernel_size, attention_dim)

    def forward(self, query, memory, processed_memory, attention_weights_cat, mask):
        processed_query = self.query_layer(query.unsqueeze(1))
        processed_attention = self.location_layer(attention_weights_cat)
        energies = self.v(torch.tanh(processed_query + processed_attention + processed_memory)).squeeze(-1)
        energies = energies.masked_fill(mask, -float("inf"))
        attention_weights = F.softmax(energies, dim=1)
        attention_context = torch.bmm(attention_weights.unsqueeze(1), memory).squeeze(1)
        return attention_context, attention_weights


class TacoDecoder(nn.Module):
    def __init__(self, n_mel=4, enc=12, prenet=8, att_rnn=12, dec_rnn=12, att_dim=8, n_filters=4, kernel=3):
        super().__init__()
        self.n_mel, self.enc, self.att_rnn_dim, self.dec_rnn_dim = n_mel, enc, att_rnn, dec_rnn
        self.prenet = nn.ModuleList([nn.Linear(n_mel, prenet, bias=False), nn.Linear(prenet, prenet, bias=False)])
        self.attention_rnn = nn.LSTMCell(prenet + enc, att_rnn)
        self.attention_layer = LocationSensitiveAttention(att_rnn, enc, att_dim, n_filters, kernel)
        self.decoder_rnn = nn.LSTMCell(att_rnn + enc, dec_rnn)
        self.linear_projection = nn.Linear(dec_rnn + enc, n_mel)
        self.gate_layer = nn.Linear(dec_rnn + enc, 1)

    def forward(self, memory, decoder_inputs, mask):
        B, T_in, _ = memory.shape
        go = memory.new_zeros(1, B, self.n_mel)
        decoder_inputs = torch.cat((go, decoder_inputs.permute(2, 0, 1)), dim=0)   # [T + 1, B, n_mel]
        for linear in self.prenet:
            decoder_inputs = F.relu(linear(decoder_inputs))                      # prenet dropout left out
        att_h = memory.new_zeros(B, self.att_rnn_dim)
        att_c = memory.new_zeros(B, self.att_rnn_dim)
        dec_h = memory.new_zeros(B, self.dec_rnn_dim)
        dec_c = memory.new_zeros(B, self.dec_rnn_dim)
        attention_weights = memory.new_zeros(B, T_in)
        attention_weights_cum = memory.new_zeros(B, T_in)
        attention_context = memory.new_zeros(B, self.enc)
        processed_memory = self.attention_layer.memory_layer(memory)
        mel_outputs, gate_outputs, alignments = [], [], []
        for t in range(decoder_inputs.shape[0] - 1):
            cell_input = torch.cat((decoder_inputs[t], attention_context), -1)
            att_h, att_c = self.attention_rnn(cell_input, (att_h, att_c))
            attention_weights_cat = torch.cat((attention_weights.unsqueeze(1), attention_weights_cum.unsqueeze(1)),
                                              dim=1)
            attention_context, attention_weights = self.attention_layer(att_h, memory, processed_memory,
                                                                        attention_weights_cat, mask)
            attention_weights_cum += attention_weights
            dec_h, dec_c = self.decoder_rnn(torch.cat((att_h, attention_context), -1), (dec_h, dec_c))
            hc = torch.cat((dec_h, attention_context), dim=1)
            mel_outputs.append(self.linear_projection(hc))
            gate_outputs.append(self.gate_layer(hc).squeeze(1))
            alignments.append(attention_weights)
        return (torch.stack(mel_outputs, dim=2), torch.stack(gate_outputs, dim=1),
                torch.stack(alignments, dim=1))


class Tacotron2(nn.Module):
    def __init__(self, n_mel=4):
        super().__init__()
        self.encoder = TacoEncoder()
        self.decoder = TacoDecoder(n_mel)
        self.postnet = nn.ModuleList([nn.Sequential(nn.Conv1d(n_mel, 16, 5, padding=2), nn.BatchNorm1d(16)),
                                      nn.Sequential(nn.Conv1d(16, n_mel, 5, padding=2), nn.BatchNorm1d(n_mel))])

    def forward(self, text, lengths, mels):
        memory = self.encoder(text)
        mask = torch.arange(text.shape[1], device=text.device).unsqueeze(0) >= lengths.unsqueeze(1)
        mel, gate, align = self.decoder(memory, mels, mask)
        x = mel
        for i, layer in enumerate(self.postnet):
            x = layer(x)
            if i < len(self.postnet) - 1:
                x = torch.tanh(x)                                                # dropout off
        return mel, mel + x, gate, align


def _taco_loss(out, mel_t, gate_t):
    mel, post, gate, _ = out
    return F.mse_loss(mel, mel_t) + F.mse_loss(post, mel_t) + F.binary_cross_entropy_with_logits(gate, gate_t)


# ------------------------------------------------------------------ Mask2Former, masked-attention decoder
class PositionEmbeddingSine(nn.Module):
    def __init__(self, num_pos_feats=8, temperature=10000):
        super().__init__()
        self.num_pos_feats, self.temperature, self.scale = num_pos_feats, temperature, 2 * math.pi

    def forward(self, x):
        mask = torch.zeros((x.size(0), x.size(2), x.size(3)), device=x.device, dtype=torch.bool)
        not_mask = ~mask
        y_embed = not_mask.cumsum(1, dtype=torch.float32)
        x_embed = not_mask.cumsum(2, dtype=torch.float32)
        eps = 1e-6
        y_embed = y_embed / (y_embed[:, -1:, :] + eps) * self.scale
        x_embed = x_embed / (x_embed[:, :, -1:] + eps) * self.scale
        dim_t = torch.arange(self.num_pos_feats, dtype=torch.float32, device=x.device)
        dim_t = self.temperature ** (2 * (dim_t // 2) / self.num_pos_feats)
        pos_x = x_embed[:, :, :, None] / dim_t
        pos_y = y_embed[:, :, :, None] / dim_t
        pos_x = torch.stack((pos_x[:, :, :, 0::2].sin(), pos_x[:, :, :, 1::2].cos()), dim=4).flatten(3)
        pos_y = torch.stack((pos_y[:, :, :, 0::2].sin(), pos_y[:, :, :, 1::2].cos()), dim=4).flatten(3)
        return torch.cat((pos_y, pos_x), dim=3).permute(0, 3, 1, 2)


class CrossAttentionLayer(nn.Module):
    def __init__(self, d, nhead):
        super().__init__()
        self.multihead_attn = nn.MultiheadAttention(d, nhead, dropout=0.0)
        self.norm = nn.LayerNorm(d)

    def forward(self, tgt, memory, memory_mask, pos, query_pos):
        tgt2 = self.multihead_attn(query=tgt + query_pos, key=memory + pos, value=memory, attn_mask=memory_mask)[0]
        return self.norm(tgt + tgt2)


class SelfAttentionLayer(nn.Module):
    def __init__(self, d, nhead):
        super().__init__()
        self.self_attn = nn.MultiheadAttention(d, nhead, dropout=0.0)
        self.norm = nn.LayerNorm(d)

    def forward(self, tgt, query_pos):
        q = k = tgt + query_pos
        return self.norm(tgt + self.self_attn(q, k, value=tgt)[0])


class FFNLayer(nn.Module):
    def __init__(self, d, dff):
        super().__init__()
        self.linear1, self.linear2 = nn.Linear(d, dff), nn.Linear(dff, d)
        self.norm = nn.LayerNorm(d)

    def forward(self, tgt):
        return self.norm(tgt + self.linear2(F.relu(self.linear1(tgt))))


class MLP(nn.Module):
    def __init__(self, d_in, d_hidden, d_out, num_layers):
        super().__init__()
        h = [d_hidden] * (num_layers - 1)
        self.layers = nn.ModuleList(nn.Linear(n, k) for n, k in zip([d_in] + h, h + [d_out]))

    def forward(self, x):
        for i, layer in enumerate(self.layers):
            x = F.relu(layer(x)) if i < len(self.layers) - 1 else layer(x)
        return x


class MaskedTransformerDecoder(nn.Module):
    """Mask2Former's MultiScaleMaskedTransformerDecoder: per layer masked cross-attention to one feature level
    (round-robin), self-attention, FFN; the attention mask from the previous layer's mask prediction."""

    def __init__(self, d=16, classes=3, queries=4, nheads=2, dff=32, layers=2, levels=2):
        super().__init__()
        self.nheads, self.levels, self.num_layers = nheads, levels, layers
        self.pe_layer = PositionEmbeddingSine(d // 2)
        self.cross_layers = nn.ModuleList([CrossAttentionLayer(d, nheads) for _ in range(layers)])
        self.self_layers = nn.ModuleList([SelfAttentionLayer(d, nheads) for _ in range(layers)])
        self.ffn_layers = nn.ModuleList([FFNLayer(d, dff) for _ in range(layers)])
        self.decoder_norm = nn.LayerNorm(d)
        self.query_feat = nn.Embedding(queries, d)
        self.query_embed = nn.Embedding(queries, d)
        self.level_embed = nn.Embedding(levels, d)
        self.class_embed = nn.Linear(d, classes + 1)
        self.mask_embed = MLP(d, d, d, 3)

    def prediction_heads(self, output, mask_features, size):
        decoder_output = self.decoder_norm(output).transpose(0, 1)               # [B, Q, d]
        outputs_class = self.class_embed(decoder_output)
        outputs_mask = torch.einsum("bqc,bchw->bqhw", self.mask_embed(decoder_output), mask_features)
        attn_mask = F.interpolate(outputs_mask, size=size, mode="bilinear", align_corners=False)
        attn_mask = (attn_mask.sigmoid().flatten(2).unsqueeze(1).repeat(1, self.nheads, 1, 1).flatten(0, 1)
                     < 0.5).bool()
        return outputs_class, outputs_mask, attn_mask.detach()

    def forward(self, feats, mask_features):
        src, pos, sizes = [], [], []
        for i, x in enumerate(feats):
            sizes.append(x.shape[-2:])
            pos.append(self.pe_layer(x).flatten(2).permute(2, 0, 1))
            src.append((x.flatten(2) + self.level_embed.weight[i][None, :, None]).permute(2, 0, 1))
        bs = src[0].shape[1]
        query_embed = self.query_embed.weight.unsqueeze(1).repeat(1, bs, 1)
        output = self.query_feat.weight.unsqueeze(1).repeat(1, bs, 1)
        classes, masks = [], []
        outputs_class, outputs_mask, attn_mask = self.prediction_heads(output, mask_features, sizes[0])
        classes.append(outputs_class)
        masks.append(outputs_mask)
        for i in range(self.num_layers):
            lv = i % self.levels
            attn_mask = attn_mask & ~attn_mask.all(-1, keepdim=True)             # fully masked rows attend all
            output = self.cross_layers[i](output, src[lv], attn_mask, pos[lv], query_embed)
            output = self.self_layers[i](output, query_embed)
            output = self.ffn_layers[i](output)
            outputs_class, outputs_mask, attn_mask = self.prediction_heads(output, mask_features,
                                                                           sizes[(i + 1) % self.levels])
            classes.append(outputs_class)
            masks.append(outputs_mask)
        return torch.stack(classes), torch.stack(masks)


def _conv_gn_relu(cin, cout, stride):
    return nn.Sequential(nn.Conv2d(cin, cout, 3, stride, 1, bias=False), nn.GroupNorm(4, cout), nn.ReLU())


class Mask2Former(nn.Module):
    def __init__(self, d=16, classes=3, queries=4):
        super().__init__()
        self.res1, self.res2, self.res3 = _conv_gn_relu(3, 8, 1), _conv_gn_relu(8, d, 2), _conv_gn_relu(d, d, 2)
        self.lateral3, self.lateral2, self.lateral1 = nn.Conv2d(d, d, 1), nn.Conv2d(d, d, 1), nn.Conv2d(8, d, 1)
        self.mask_features = nn.Conv2d(d, d, 1)
        self.decoder = MaskedTransformerDecoder(d, classes, queries)

    def forward(self, img):
        c1 = self.res1(img)
        c2 = self.res2(c1)
        c3 = self.res3(c2)
        p3 = self.lateral3(c3)
        p2 = self.lateral2(c2) + F.interpolate(p3, size=c2.shape[-2:], mode="nearest")
        p1 = self.lateral1(c1) + F.interpolate(p2, size=c1.shape[-2:], mode="nearest")
        return self.decoder([p3, p2], self.mask_features(p1))


def _mask2former_loss(out, labels, masks, eos_coef=0.1):
    classes, pred_masks = out                                                    # [L, B, Q, K + 1], [L, B, Q, H, W]
    K1 = classes.shape[-1]
    weight = torch.ones(K1, dtype=classes.dtype)
    weight[-1] = eos_coef
    valid = (labels != K1 - 1).to(classes.dtype)                                 # [B, Q]
    n = valid.sum().clamp(min=1)
    loss = classes.new_zeros(())
    for lc, lm in zip(classes, pred_masks):
        ce = F.cross_entropy(lc.transpose(1, 2), labels, weight)
        bce = (F.binary_cross_entropy_with_logits(lm, masks, reduction="none").mean((2, 3)) * valid).sum() / n
        p = lm.sigmoid().flatten(2)
        t = masks.flatten(2)
        dice = 1 - (2 * (p * t).sum(-1) + 1) / (p.sum(-1) + t.sum(-1) + 1)
        loss = loss + 2.0 * ce + 5.0 * bce + 5.0 * (dice * valid).sum() / n
    return loss


# ------------------------------------------------------------------ Graph U-Net, gPool / gUnpool
def norm_g(g):
    degrees = torch.sum(g, 1)
    return g / degrees


class GCN(nn.Module):
    def __init__(self, in_dim, out_dim):
        super().__init__()
        self.proj = nn.Linear(in_dim, out_dim)
        self.act = nn.ELU()

    def forward(self, g, h):
        return self.act(self.proj(torch.matmul(g, h)))                           # drop_p 0: Identity


def top_k_graph(scores, g, h, k):
    num_nodes = g.shape[0]
    values, idx = torch.topk(scores, max(2, int(k * num_nodes)))
    new_h = h[idx, :] * torch.unsqueeze(values, -1)
    un_g = g.bool().float()
    un_g = torch.matmul(un_g, un_g).bool().float()
    un_g = un_g[idx, :][:, idx]
    return norm_g(un_g), new_h, idx


class Pool(nn.Module):
    def __init__(self, k, in_dim):
        super().__init__()
        self.k = k
        self.proj = nn.Linear(in_dim, 1)

    def forward(self, g, h):
        scores = torch.sigmoid(self.proj(h).squeeze())
        return top_k_graph(scores, g, h, self.k)


class Unpool(nn.Module):
    def forward(self, g, h, pre_h, idx):
        new_h = h.new_zeros([g.shape[0], h.shape[1]])
        new_h[idx] = h
        return g, new_h


class GraphUnet(nn.Module):
    def __init__(self, ks, dim):
        super().__init__()
        self.ks = ks
        self.bottom_gcn = GCN(dim, dim)
        self.down_gcns = nn.ModuleList([GCN(dim, dim) for _ in ks])
        self.up_gcns = nn.ModuleList([GCN(dim, dim) for _ in ks])
        self.pools = nn.ModuleList([Pool(k, dim) for k in ks])
        self.unpools = nn.ModuleList([Unpool() for _ in ks])
        self.l_n = len(ks)

    def forward(self, g, h):
        adj_ms, indices_list, down_outs, hs = [], [], [], []
        org_h = h
        for i in range(self.l_n):
            h = self.down_gcns[i](g, h)
            adj_ms.append(g)
            down_outs.append(h)
            g, h, idx = self.pools[i](g, h)
            indices_list.append(idx)
        h = self.bottom_gcn(g, h)
        for i in range(self.l_n):
            up_idx = self.l_n - i - 1
            g, idx = adj_ms[up_idx], indices_list[up_idx]
            g, h = self.unpools[i](g, h, down_outs[up_idx], idx)
            h = self.up_gcns[i](g, h)
            h = h.add(down_outs[up_idx])
            hs.append(h)
        hs.append(h.add(org_h))
        return hs


class GNet(nn.Module):
    """Graph-U-Nets' GNet: a start GCN, the Graph U-Net, max / sum / mean readouts of every level, an MLP."""

    def __init__(self, in_dim=4, dim=8, classes=3, ks=(0.75, 0.5), hidden=16):
        super().__init__()
        self.s_gcn = GCN(in_dim, dim)
        self.g_unet = GraphUnet(ks, dim)
        self.out_l_1 = nn.Linear(3 * dim * (len(ks) + 1), hidden)
        self.out_l_2 = nn.Linear(hidden, classes)
        self.c_act = nn.ELU()

    def embed_one(self, g, h):
        g = norm_g(g)
        h = self.s_gcn(g, h)
        hs = self.g_unet(g, h)
        h_max = [torch.max(x, 0)[0] for x in hs]
        h_sum = [torch.sum(x, 0) for x in hs]
        h_mean = [torch.mean(x, 0) for x in hs]
        return torch.cat(h_max + h_sum + h_mean)

    def forward(self, adj, h):
        e = torch.stack([self.embed_one(adj[i], h[i]) for i in range(adj.shape[0])])
        return F.log_softmax(self.out_l_2(self.c_act(self.out_l_1(e))), dim=1)


def _nll(out, labels):
    return F.nll_loss(out, labels)


def _graphs(g):
    adj = (torch.rand(2, 8, 8, generator=g) < 0.35).float()
    adj = ((adj + adj.transpose(1, 2)) > 0).float()
    ring = torch.roll(torch.eye(8), 1, dims=1)                                  # keep every graph connected
    adj = ((adj + ring + ring.t() + torch.eye(8)) > 0).float()
    return adj


# ------------------------------------------------------------------ build
def _pick(m, names):
    idx = _where(m, lambda n: n in names)
    assert len(idx) == len(names), (idx, names)
    return idx


def build(name: str, g: torch.Generator, Spec, call, ce):
    if name == "guided_relu_cnn":
        m = GuidedCNN()
        return Spec(m, {"img": torch.randn(4, 3, 8, 8, generator=g)},
                    {"labels": torch.randint(0, 5, (4,), generator=g)}, call, ce,
                    subset=_pick(m, ("features.4.weight", "classifier.1.bias")),
                    notes="held out (relate v57): a VGG-style CNN whose every ReLU is pytorch-grad-cam's "
                          "GuidedBackpropReLU custom autograd.Function (addcmul(zeros, x, x > 0), saves the input "
                          "and the output; backward addcmul(zeros, addcmul(zeros, g, x > 0), g > 0)), BN, max "
                          "pool, adaptive avg pool, an MLP head; CE; subset = features.4.weight, "
                          "classifier.1.bias (not a tail)")
    if name == "maxvit_cls":
        m = MaxViT()
        return Spec(m, {"img": torch.randn(2, 3, 16, 16, generator=g)}, {"labels": torch.tensor([3, 1])}, call, ce,
                    subset=_pick(m, ("layers.2.attn_layer.1.relative_position_bias_table",
                                     "layers.0.layers.squeeze_excitation.fc1.weight")),
                    notes="held out (relate v57): MaxViT classifier (torchvision's MaxVit layout): conv stem, an "
                          "MBConv (pre-norm BN, depthwise conv, squeeze-excitation, avg-pool + 1x1 shortcut), "
                          "block attention over 2x2 windows and grid attention over a dilated 2x2 grid by "
                          "reshape / permute partitions (the grid's axes swapped), relative-position-bias "
                          "attention from a bias table indexed by a buffer, pre-LN MLPs, LayerNorm / Tanh head; "
                          "CE; subset = layers.2.attn_layer.1.relative_position_bias_table, "
                          "layers.0.layers.squeeze_excitation.fc1.weight (not a tail)")
    if name == "tacotron2_lsa":
        m = Tacotron2()
        mels = torch.randn(2, 4, 4, generator=g)
        return Spec(m, {"text": torch.randint(0, 10, (2, 6), generator=g), "lengths": torch.tensor([6, 4]),
                        "mels": mels},
                    {"mel_t": mels.clone(), "gate_t": torch.tensor([[0.0, 0.0, 0.0, 1.0], [0.0, 0.0, 1.0, 1.0]])},
                    call, _taco_loss, mkldnn=False,
                    subset=_pick(m, ("decoder.attention_layer.location_layer.location_conv.weight",
                                     "encoder.lstm.weight_hh_l0_reverse")),
                    notes="held out (relate v57): Tacotron 2 (NVIDIA/tacotron2 layout): conv + BiLSTM text "
                          "encoder, prenet, attention LSTMCell, location-sensitive attention (Conv1d over the "
                          "previous and cumulative weights, v^T tanh(Wq + Vm + Uf), length mask -inf, softmax, "
                          "bmm context), cumulative weights updated in place, decoder LSTMCell, mel / gate "
                          "projections unrolled over four teacher-forced frames, conv postnet residual; MSE + MSE "
                          "+ BCE gate loss; subset = decoder.attention_layer.location_layer.location_conv.weight, "
                          "encoder.lstm.weight_hh_l0_reverse (not a tail)")
    if name == "mask2former_seg":
        m = Mask2Former()
        masks = (torch.rand(2, 4, 8, 8, generator=g) < 0.4).float()
        labels = torch.tensor([[0, 2, 3, 3], [1, 3, 0, 3]])
        masks = masks * (labels != 3).float()[:, :, None, None]
        return Spec(m, {"img": torch.randn(2, 3, 8, 8, generator=g)}, {"labels": labels, "masks": masks},
                    call, _mask2former_loss,
                    subset=_pick(m, ("decoder.cross_layers.1.multihead_attn.in_proj_weight",
                                     "decoder.query_feat.weight")),
                    notes="held out (relate v57): Mask2Former segmenter: conv / GroupNorm backbone, FPN-style "
                          "pixel decoder, masked-attention transformer decoder (sine position embeddings by "
                          "cumsum, level embeddings, learned queries, masked cross-attention round-robin over two "
                          "levels with the mask from the previous prediction heads (einsum mask embeddings x "
                          "pixel features, bilinear resize, sigmoid < 0.5, per head, detached, fully masked rows "
                          "reset), self-attention, FFN, post-norm); deep-supervised fixed-matching loss: "
                          "weighted CE, mask BCE, dice; subset = decoder.cross_layers.1.multihead_attn"
                          ".in_proj_weight, decoder.query_feat.weight (not a tail)")
    if name == "graph_unet":
        m = GNet()
        return Spec(m, {"adj": _graphs(g), "h": torch.randn(2, 8, 4, generator=g)}, {"labels": torch.tensor([2, 0])},
                    call, _nll, subset=_pick(m, ("g_unet.pools.1.proj.weight", "s_gcn.proj.bias")),
                    notes="held out (relate v57): Graph U-Net classifier (Gao & Ji's Graph-U-Nets ops on dense "
                          "adjacencies): GCN layers, gPool by sigmoid projection scores and topk with the "
                          "2-hop connectivity of the kept nodes renormalised, gUnpool by index_put into zeros, "
                          "skip additions, max / sum / mean readouts of every level, per graph in a loop; NLL of "
                          "log_softmax; subset = g_unet.pools.1.proj.weight, s_gcn.proj.bias (not a tail)")
    raise KeyError(name)
