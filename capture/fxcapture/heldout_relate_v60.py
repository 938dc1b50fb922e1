"""Sixtieth held-out set for `fxmatch relate` (2026-12-06, /work/pending/heldout_relate_v60).

Written to score main blind: captured once and scored with main's binary and
rules, no engine change in between, and no fxmatch run on these captures
while they were written. Its five families are new to the project (no
earlier set has them); four are ordinary networks and training steps and
one puts a custom torch.autograd.Function with a hand-written backward in
the model (a Mish that saves only its input and recomputes the derivative
from it in backward): a CSPDarkNet classifier (huggingface/pytorch-image-
models: timm/models/cspnet.py's CspNet with the cspdarknet53 stage config,
two stages: ConvNormAct = conv (no bias) BN act; CrossStage with
down_growth: a strided 3x3 conv_down, a 1x1 conv_exp whose output is split
in two, DarkBlocks (1x1 then 3x3 ConvNormAct plus the identity) on the
second half, a 1x1 conv_transition_b on it, the cross half concatenated, a
1x1 conv_transition; ClassifierHead avg pool + Linear; every activation
timm's MishMe, i.e. timm/layers/activations_me.py's MishAutoFn: forward
x tanh(softplus(x)) saving x; backward g (tanh(softplus(x)) + x sigmoid(x)
(1 - tanh(softplus(x))^2)), recomputed from x; timm's create_act hands
'mish' to MishMe when torch has no native F.mish; no zero_init_last; CE); a
Linformer language model (lucidrains/linformer's linformer/linformer.py:
LinformerLM, token + position Embeddings, pre-LN layers run by
SequentialSequence as x + f(x), x + g(x); LinformerSelfAttention with
one_kv_head=True: bias-free q, k, v projections, keys and values projected
along the sequence to k by the proj_k / proj_v parameters through
einsum('bnd,nk->bkd'), the single key / value head expanded over the
query heads, einsum attention scaled by d_h^-0.5, softmax, to_out;
FeedForward Linear GELU Linear; token CE); an xDeepFM CTR model
(shenweichen/DeepCTR-Torch's deepctr_torch/models/xdeepfm.py with
layers/interaction.py's CIN and models/basemodel.py's Linear: a flat float
input whose sparse columns are sliced and .long()'d into per-field
Embeddings, the linear part of 1-dim embeddings summed plus the dense
values @ a weight, the CIN's per-layer outer product einsum('bhd,bmd->
bhmd') of the last hidden layer and the field embeddings, a 1x1 Conv1d,
ReLU and split_half (half to the next layer, half to the output), sum
pooling over the embedding dim and a bias-free Linear, a DNN on the
flattened embeddings and dense values with a bias-free Linear, the three
logits summed into PredictionLayer's bias + sigmoid; BCE with
reduction='sum' as BaseModel.fit calls it); a PointNet++ SSG classifier
(yanx27/Pointnet_Pointnet2_pytorch's models/pointnet2_cls_ssg.py with
models/pointnet2_utils.py, normal_channel=True: two
PointNetSetAbstractions by farthest point sampling (a Python loop writing
the centroid indices in place, started at point 0 instead of the
original's torch.randint, the masked distance update as torch.where), a
ball query (square_distance with in-place +=, indices beyond the radius
set to N by an in-place boolean index_put, sort, the first nsample, the
padding by the first index as torch.where instead of the masked copy),
index_points gathers, relative coordinates concatenated with the
features, Conv2d 1x1 + BatchNorm2d + ReLU MLPs and a max over the
neighbours, a group-all abstraction, an FC head with BatchNorm1d (dropout
0), log_softmax; NLL); and a Relation Network (kimhc6028/relational-
networks' model.py RN: ConvInputModel of four strided convs each followed
by ReLU then BN, the d x d cells as objects tagged with coordinates (the
original's coord_tensor attribute, here a buffer, at 1-D integer
positions), the question unsqueezed and repeated onto every object, all
ordered pairs by unsqueeze / repeat / cat, g_theta four Linear ReLU
layers on the pair rows, the sum over the pairs, f_phi, FCOutputModel
(its always-on F.dropout left out), log_softmax; NLL as
BasicModel.train_); like heldout_relate.py's models they never enter the
zoo.

  cspdarknet_mish  img [2, 3, 16, 16], labels [2] (5 classes) -> stem.conv1 ConvNormAct(3, 8, 3) [2, 8, 16, 16];
                   ConvNormAct = Conv(no bias, pad (k - 1) / 2) BN MishMe (custom Function MishAutoFn: forward x
                   tanh(softplus(x)), save_for_backward(x); backward g (tanh(softplus(x)) + x sigmoid(x) (1 -
                   tanh(softplus(x))^2))), 15 applications; stages.0 CrossStage(8 -> 16, s2, expand 2, bottle
                   0.5, block 1): conv_down Conv(8, 16, 3, s2) [2, 16, 8, 8], conv_exp Conv(16, 32, 1), split (16,
                   16) -> xs, xb; blocks.0 DarkBlock(16, mid 8): conv1 Conv(16, 8, 1), conv2 Conv(8, 16, 3), +
                   xb; conv_transition_b Conv(16, 16, 1); cat(xs, xb) [2, 32, 8, 8], conv_transition Conv(32, 16,
                   1); stages.1 CrossStage(16 -> 32, s2, expand 1, bottle 1, block 0.5): conv_down Conv(16, 32, 3,
                   s2) [2, 32, 4, 4], conv_exp Conv(32, 32, 1), split (16, 16), blocks.0, 1 DarkBlock(16, mid 16),
                   conv_transition_b Conv(16, 16, 1), cat, conv_transition Conv(32, 32, 1) [2, 32, 4, 4]; head avg
                   pool, fc Linear(32, 5); criterion: CE; subset = stages.1.blocks.1.conv1.conv.weight,
                   stages.0.conv_exp.bn.bias.
  linformer_lm     tokens [2, 8] (vocab 16), labels [2, 8] -> token_emb Embedding(16, 16) + pos_emb Embedding(8,
                   16)(arange(8)); 2 layers (linformer.net.layers.i = [PreNorm(attn), PreNorm(ff)]): x + attn(LN(x)),
                   x + ff(LN(x)); attn: q = to_q Linear(16, 16, no bias) -> [2, 2, 8, 8]; to_k, to_v Linear(16, 8,
                   no bias) (one kv head); keys = einsum('bnd,nk->bkd', k, proj_k [8, 4]) [2, 4, 8], values
                   likewise with proj_v; reshape [2, 4, 1, 8], transpose, expand [2, 2, 4, 8]; dots = einsum(
                   'bhnd,bhkd->bhnk') 8^-0.5 [2, 2, 8, 4], softmax, einsum('bhnk,bhkd->bhnd'), transpose, reshape
                   [2, 8, 16], to_out Linear(16, 16); ff: w1 Linear(16, 64) GELU w2 Linear(64, 16); to_logits
                   Linear(16, 16); criterion: token CE; subset = linformer.net.layers.1.0.fn.proj_k,
                   linformer.net.layers.0.1.fn.w1.weight.
  xdeepfm_ctr      X [4, 6] (4 sparse ids as floats, vocabs 6, 5, 7, 4; 2 dense values), y [4, 1] (clicks) ->
                   embedding_dict.f{0..3} Embedding(v, 4)(X[:, i:i + 1].long()) [4, 1, 4] each; linear_model:
                   Embedding(v, 1) each, sum(cat(-1), -1) [4, 1] + cat(dense) [4, 2] @ weight [2, 1]; cin on
                   cat(emb, 1) [4, 4, 4]: layer 0 einsum('bhd,bmd->bhmd') [4, 4, 4, 4] reshape [4, 16, 4],
                   Conv1d(16, 6, 1), ReLU, split (3, 3) into next hidden / direct; layer 1 [4, 12, 4],
                   Conv1d(12, 4, 1), ReLU, all direct; cat [4, 7, 4], sum(-1); cin_linear Linear(7, 1, no bias);
                   dnn on cat(flatten(cat(emb, -1)), dense) [4, 18]: Linear(18, 8) ReLU(inplace) Linear(8, 8)
                   ReLU(inplace); dnn_linear Linear(8, 1, no bias); out: sigmoid(linear + dnn + cin + bias [1]);
                   criterion: BCE(out.squeeze(), y.squeeze(), reduction 'sum'); subset = cin.conv1ds.1.weight,
                   linear_model.weight.
  pointnet2_ssg    xyz [2, 6, 32] (positions in [-0.5, 0.5)^3, unit normals), labels [2] (4 classes) -> sa1 (npoint
                   8, radius 0.4, nsample 4, in 6, mlp 8, 8, 16): FPS loop over 8 steps (centroids[:, i] =
                   farthest in place, distance = where(dist < distance, dist, distance), max(-1)[1]), new_xyz
                   gather [2, 8, 3]; ball query: sqrdists = -2 matmul += |src|^2 += |dst|^2 [2, 8, 32], group_idx
                   = arange.repeat, group_idx[sqrdists > r^2] = 32 (in place), sort[:, :, :4], where(== 32,
                   first, idx) [2, 8, 4]; cat(grouped xyz - new_xyz, grouped normals) [2, 8, 4, 6], permute [2,
                   6, 4, 8]; 3 x Conv2d 1x1 BN2d ReLU; max over dim 2 [2, 16, 8]; sa2 (4, 0.6, 4, in 19, mlp 16,
                   16, 32) [2, 32, 4]; sa3 group_all (in 35, mlp 32, 32, 64): cat(xyz, points) [2, 1, 4, 35] ->
                   [2, 64, 1]; view [2, 64]; fc1 Linear(64, 32) bn1 BN1d ReLU, fc2 Linear(32, 16) bn2 BN1d ReLU,
                   fc3 Linear(16, 4), log_softmax; criterion: NLL; subset = sa2.mlp_convs.1.weight, bn1.bias.
  relation_net     img [2, 3, 36, 36], qst [2, 6], labels [2] (6 answers) -> conv: 4 x Conv(c, 8, 3, s2, pad 1)
                   ReLU BN [2, 8, 3, 3]; x_flat [2, 9, 8], cat coord_tensor buffer [2, 9, 2] -> [2, 9, 10]; qst
                   unsqueeze(1).repeat(1, 9, 1).unsqueeze(2) [2, 9, 1, 6]; x_i = x_flat.unsqueeze(1).repeat(1, 9,
                   1, 1) [2, 9, 9, 10]; x_j = cat(x_flat.unsqueeze(2), qst).repeat(1, 1, 9, 1) [2, 9, 9, 16];
                   x_full cat [2, 9, 9, 26] view [162, 26]; g_fc1 Linear(26, 16) ReLU, g_fc2..4 Linear(16, 16)
                   ReLU; view [2, 81, 16], sum(1), squeeze [2, 16]; f_fc1 Linear(16, 16) ReLU; fcout fc2
                   Linear(16, 16) ReLU, fc3 Linear(16, 6), log_softmax(1); criterion: NLL; subset = g_fc3.weight,
                   conv.batchNorm2.bias.
No subset above is a tail.
"""
from __future__ import annotations

import torch
import torch.nn as nn
import torch.nn.functional as F
from .heldout_subsets import where as _where

V60 = ["cspdarknet_mish", "linformer_lm", "xdeepfm_ctr", "pointnet2_ssg", "relation_net"]


# ------------------------------------------------------------------ CSPDarkNet with timm's MishAutoFn
def mish_fwd(x):
    return x.mul(torch.tanh(F.softplus(x)))


def mish_bwd(x, grad_output):
    x_sigmoid = torch.sigmoid(x)
    x_tanh_sp = F.softplus(x).tanh()
    return grad_output.mul(x_tanh_sp + x * x_sigmoid * (1 - x_tanh_sp * x_tanh_sp))


class MishAutoFn(torch.autograd.Function):
    """timm's MishAutoFn (huggingface/pytorch-image-models, timm/layers/activations_me.py): a memory-efficient
    Mish that saves only its input; backward recomputes sigmoid(x) and tanh(softplus(x)) for the derivative."""

    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return mish_fwd(x)

    @staticmethod
    def backward(ctx, grad_output):
        x = ctx.saved_tensors[0]
        return mish_bwd(x, grad_output)


class MishMe(nn.Module):
    def forward(self, x):
        return MishAutoFn.apply(x)


class ConvNormAct(nn.Module):
    """timm's ConvNormAct: conv (same padding, no bias), BatchNorm, activation (MishMe) or none."""

    def __init__(self, in_chs, out_chs, kernel_size=1, stride=1, apply_act=True):
        super().__init__()
        self.conv = nn.Conv2d(in_chs, out_chs, kernel_size, stride, padding=((stride - 1) + (kernel_size - 1)) // 2,
                              bias=False)
        self.bn = nn.BatchNorm2d(out_chs)
        self.act = MishMe() if apply_act else nn.Identity()

    def forward(self, x):
        return self.act(self.bn(self.conv(x)))


class DarkBlock(nn.Module):
    def __init__(self, in_chs, out_chs, bottle_ratio=0.5):
        super().__init__()
        mid_chs = int(round(out_chs * bottle_ratio))
        self.conv1 = ConvNormAct(in_chs, mid_chs, kernel_size=1)
        self.conv2 = ConvNormAct(mid_chs, out_chs, kernel_size=3)

    def forward(self, x):
        shortcut = x
        x = self.conv1(x)
        x = self.conv2(x)
        return x + shortcut


class CrossStage(nn.Module):
    """timm's CrossStage (stage_type 'csp', down_growth): a strided 3x3 down conv, a 1x1 expansion split in two,
    DarkBlocks on the second half, a 1x1 transition on it, the cross half concatenated, a 1x1 transition."""

    def __init__(self, in_chs, out_chs, stride, depth, block_ratio=1.0, bottle_ratio=1.0, expand_ratio=1.0):
        super().__init__()
        down_chs = out_chs                                                   # down_growth=True
        self.expand_chs = exp_chs = int(round(out_chs * expand_ratio))
        block_out_chs = int(round(out_chs * block_ratio))
        self.conv_down = ConvNormAct(in_chs, down_chs, kernel_size=3, stride=stride)
        self.conv_exp = ConvNormAct(down_chs, exp_chs, kernel_size=1)
        prev_chs = exp_chs // 2
        self.blocks = nn.Sequential()
        for i in range(depth):
            self.blocks.add_module(str(i), DarkBlock(prev_chs, block_out_chs, bottle_ratio))
            prev_chs = block_out_chs
        self.conv_transition_b = ConvNormAct(prev_chs, exp_chs // 2, kernel_size=1)
        self.conv_transition = ConvNormAct(exp_chs, out_chs, kernel_size=1)

    def forward(self, x):
        x = self.conv_down(x)
        x = self.conv_exp(x)
        xs, xb = x.split(self.expand_chs // 2, dim=1)
        xb = self.blocks(xb)
        xb = self.conv_transition_b(xb).contiguous()
        return self.conv_transition(torch.cat([xs, xb], dim=1))


class ClassifierHead(nn.Module):
    def __init__(self, in_chs, num_classes):
        super().__init__()
        self.fc = nn.Linear(in_chs, num_classes)

    def forward(self, x):
        return self.fc(F.adaptive_avg_pool2d(x, 1).flatten(1))


class CspDarkNet(nn.Module):
    """timm's CspNet with the cspdarknet53 stage config (expand 2 / bottle 0.5 / block 1 in the first stage,
    expand 1 / bottle 1 / block 0.5 after, down_growth, DarkBlocks), two stages, tiny widths, Mish (MishMe)."""

    def __init__(self, stem_chs=8, out_chs=(16, 32), depth=(1, 2), num_classes=5):
        super().__init__()
        self.stem = nn.Sequential()
        self.stem.add_module("conv1", ConvNormAct(3, stem_chs, kernel_size=3, stride=1))
        stages, prev = [], stem_chs
        for i, (c, d) in enumerate(zip(out_chs, depth)):
            stages.append(CrossStage(prev, c, 2, d, block_ratio=1.0 if i == 0 else 0.5,
                                     bottle_ratio=0.5 if i == 0 else 1.0, expand_ratio=2.0 if i == 0 else 1.0))
            prev = c
        self.stages = nn.Sequential(*stages)
        self.head = ClassifierHead(prev, num_classes)

    def forward(self, img):
        return self.head(self.stages(self.stem(img)))


# ------------------------------------------------------------------ Linformer LM (lucidrains/linformer layout)
def _init_uniform(tensor):
    std = 1 / tensor.shape[-1] ** 0.5
    tensor.uniform_(-std, std)
    return tensor


class PreNorm(nn.Module):
    def __init__(self, dim, fn):
        super().__init__()
        self.fn = fn
        self.norm = nn.LayerNorm(dim)

    def forward(self, x):
        return self.fn(self.norm(x))


class FeedForward(nn.Module):
    def __init__(self, dim, mult=4):
        super().__init__()
        self.w1 = nn.Linear(dim, dim * mult)
        self.act = nn.GELU()
        self.w2 = nn.Linear(dim * mult, dim)

    def forward(self, x):
        return self.w2(self.act(self.w1(x)))


class LinformerSelfAttention(nn.Module):
    """lucidrains' LinformerSelfAttention with one_kv_head=True: keys and values projected along the sequence to
    k by proj_k / proj_v (einsum 'bnd,nk->bkd'), one shared key / value head expanded over the query heads."""

    def __init__(self, dim, seq_len, k=4, heads=2, one_kv_head=True):
        super().__init__()
        self.seq_len, self.k, self.heads = seq_len, k, heads
        self.dim_head = dim_head = dim // heads
        self.to_q = nn.Linear(dim, dim_head * heads, bias=False)
        kv_dim = dim_head if one_kv_head else dim_head * heads
        self.to_k = nn.Linear(dim, kv_dim, bias=False)
        self.proj_k = nn.Parameter(_init_uniform(torch.zeros(seq_len, k)))
        self.to_v = nn.Linear(dim, kv_dim, bias=False)
        self.proj_v = nn.Parameter(_init_uniform(torch.zeros(seq_len, k)))
        self.to_out = nn.Linear(dim_head * heads, dim)

    def forward(self, x):
        b, n, _, d_h, h, k = *x.shape, self.dim_head, self.heads, self.k
        queries = self.to_q(x)
        keys = torch.einsum("bnd,nk->bkd", self.to_k(x), self.proj_k)
        values = torch.einsum("bnd,nk->bkd", self.to_v(x), self.proj_v)
        queries = queries.reshape(b, n, h, -1).transpose(1, 2)
        keys = keys.reshape(b, k, -1, d_h).transpose(1, 2).expand(-1, h, -1, -1)
        values = values.reshape(b, k, -1, d_h).transpose(1, 2).expand(-1, h, -1, -1)
        dots = torch.einsum("bhnd,bhkd->bhnk", queries, keys) * (d_h ** -0.5)
        attn = dots.softmax(dim=-1)
        out = torch.einsum("bhnk,bhkd->bhnd", attn, values)
        return self.to_out(out.transpose(1, 2).reshape(b, n, -1))


class SequentialSequence(nn.Module):
    def __init__(self, layers):
        super().__init__()
        self.layers = layers

    def forward(self, x):
        for f, g in self.layers:
            x = x + f(x)
            x = x + g(x)
        return x


class Linformer(nn.Module):
    def __init__(self, dim, seq_len, depth, k=4, heads=2):
        super().__init__()
        layers = nn.ModuleList([])
        for _ in range(depth):
            layers.append(nn.ModuleList([PreNorm(dim, LinformerSelfAttention(dim, seq_len, k=k, heads=heads)),
                                         PreNorm(dim, FeedForward(dim))]))
        self.net = SequentialSequence(layers)

    def forward(self, x):
        return self.net(x)


class LinformerLM(nn.Module):
    def __init__(self, num_tokens=16, dim=16, seq_len=8, depth=2, k=4, heads=2):
        super().__init__()
        self.token_emb = nn.Embedding(num_tokens, dim)
        self.pos_emb = nn.Embedding(seq_len, dim)
        self.linformer = Linformer(dim, seq_len, depth, k=k, heads=heads)
        self.to_logits = nn.Linear(dim, num_tokens)

    def forward(self, tokens):
        x = self.token_emb(tokens)
        x = self.pos_emb(torch.arange(x.shape[1], device=x.device)) + x
        return self.to_logits(self.linformer(x))


def _token_ce(out, labels):
    return F.cross_entropy(out.reshape(-1, out.shape[-1]), labels.reshape(-1))


# ------------------------------------------------------------------ xDeepFM (DeepCTR-Torch layout)
class CIN(nn.Module):
    """DeepCTR-Torch's CIN: per layer the outer product einsum('bhd,bmd->bhmd') of the last hidden layer and the
    field embeddings, a 1x1 Conv1d over the h * m maps, ReLU, split_half into the next hidden / direct halves."""

    def __init__(self, field_nums, layer_size=(6, 4), split_half=True):
        super().__init__()
        self.layer_size, self.field_nums, self.split_half = layer_size, [field_nums], split_half
        self.activation = F.relu
        self.conv1ds = nn.ModuleList()
        for i, size in enumerate(self.layer_size):
            self.conv1ds.append(nn.Conv1d(self.field_nums[-1] * self.field_nums[0], size, 1))
            self.field_nums.append(size // 2 if split_half else size)

    def forward(self, inputs):
        batch_size, dim = inputs.shape[0], inputs.shape[-1]
        hidden_nn_layers = [inputs]
        final_result = []
        for i, size in enumerate(self.layer_size):
            x = torch.einsum("bhd,bmd->bhmd", hidden_nn_layers[-1], hidden_nn_layers[0])
            x = x.reshape(batch_size, hidden_nn_layers[-1].shape[1] * hidden_nn_layers[0].shape[1], dim)
            x = self.conv1ds[i](x)
            curr_out = self.activation(x)
            if self.split_half:
                if i != len(self.layer_size) - 1:
                    next_hidden, direct_connect = torch.split(curr_out, 2 * [size // 2], 1)
                else:
                    direct_connect, next_hidden = curr_out, 0
            else:
                direct_connect = next_hidden = curr_out
            final_result.append(direct_connect)
            hidden_nn_layers.append(next_hidden)
        return torch.sum(torch.cat(final_result, dim=1), -1)


class DNN(nn.Module):
    def __init__(self, inputs_dim, hidden_units):
        super().__init__()
        units = [inputs_dim] + list(hidden_units)
        self.linears = nn.ModuleList([nn.Linear(units[i], units[i + 1]) for i in range(len(units) - 1)])
        self.activation_layers = nn.ModuleList([nn.ReLU(inplace=True) for _ in range(len(units) - 1)])
        for lin in self.linears:
            nn.init.normal_(lin.weight, mean=0, std=0.3)

    def forward(self, x):
        for lin, act in zip(self.linears, self.activation_layers):
            x = act(lin(x))
        return x


class LinearPart(nn.Module):
    """DeepCTR-Torch's basemodel.Linear: 1-dim embeddings of the sparse fields summed, dense values @ weight."""

    def __init__(self, vocabs, n_dense):
        super().__init__()
        self.embedding_dict = nn.ModuleDict({f"f{i}": nn.Embedding(v, 1) for i, v in enumerate(vocabs)})
        for e in self.embedding_dict.values():
            nn.init.normal_(e.weight, mean=0, std=0.1)
        self.weight = nn.Parameter(torch.empty(n_dense, 1))
        nn.init.normal_(self.weight, mean=0, std=0.1)

    def forward(self, X, n_sparse):
        sparse = [self.embedding_dict[f"f{i}"](X[:, i:i + 1].long()) for i in range(n_sparse)]
        dense = [X[:, j:j + 1] for j in range(n_sparse, X.shape[1])]
        linear_sparse_logit = torch.sum(torch.cat(sparse, dim=-1), dim=-1, keepdim=False)
        linear_dense_logit = torch.cat(dense, dim=-1).matmul(self.weight)
        return linear_sparse_logit + linear_dense_logit


class PredictionLayer(nn.Module):
    def __init__(self):
        super().__init__()
        self.bias = nn.Parameter(torch.zeros((1,)))

    def forward(self, x):
        return torch.sigmoid(x + self.bias)


class XDeepFM(nn.Module):
    def __init__(self, vocabs=(6, 5, 7, 4), n_dense=2, emb_dim=4, dnn_hidden_units=(8, 8), cin_layer_size=(6, 4)):
        super().__init__()
        self.n_sparse = len(vocabs)
        self.embedding_dict = nn.ModuleDict({f"f{i}": nn.Embedding(v, emb_dim) for i, v in enumerate(vocabs)})
        for e in self.embedding_dict.values():
            nn.init.normal_(e.weight, mean=0, std=0.1)
        self.linear_model = LinearPart(vocabs, n_dense)
        self.out = PredictionLayer()
        self.dnn = DNN(len(vocabs) * emb_dim + n_dense, dnn_hidden_units)
        self.dnn_linear = nn.Linear(dnn_hidden_units[-1], 1, bias=False)
        self.featuremap_num = sum(cin_layer_size[:-1]) // 2 + cin_layer_size[-1]
        self.cin = CIN(len(vocabs), cin_layer_size, split_half=True)
        self.cin_linear = nn.Linear(self.featuremap_num, 1, bias=False)

    def forward(self, X):
        sparse_embedding_list = [self.embedding_dict[f"f{i}"](X[:, i:i + 1].long()) for i in range(self.n_sparse)]
        dense_value_list = [X[:, j:j + 1] for j in range(self.n_sparse, X.shape[1])]
        linear_logit = self.linear_model(X, self.n_sparse)
        cin_logit = self.cin_linear(self.cin(torch.cat(sparse_embedding_list, dim=1)))
        dnn_input = torch.cat([torch.flatten(torch.cat(sparse_embedding_list, dim=-1), start_dim=1),
                               torch.flatten(torch.cat(dense_value_list, dim=-1), start_dim=1)], dim=-1)
        dnn_logit = self.dnn_linear(self.dnn(dnn_input))
        return self.out(linear_logit + dnn_logit + cin_logit)


def _bce_sum(out, y):
    return F.binary_cross_entropy(out.squeeze(), y.squeeze(), reduction="sum")


# ------------------------------------------------------------------ PointNet++ SSG (yanx27 layout)
def square_distance(src, dst):
    B, N, _ = src.shape
    _, M, _ = dst.shape
    dist = -2 * torch.matmul(src, dst.permute(0, 2, 1))
    dist += torch.sum(src ** 2, -1).view(B, N, 1)
    dist += torch.sum(dst ** 2, -1).view(B, 1, M)
    return dist


def index_points(points, idx):
    B = points.shape[0]
    view_shape = list(idx.shape)
    view_shape[1:] = [1] * (len(view_shape) - 1)
    repeat_shape = list(idx.shape)
    repeat_shape[0] = 1
    batch_indices = torch.arange(B, dtype=torch.long).to(points.device).view(view_shape).repeat(repeat_shape)
    return points[batch_indices, idx, :]


def farthest_point_sample(xyz, npoint):
    """yanx27's FPS loop, started at point 0 (the original draws it by torch.randint; pointnet2's CUDA op starts
    at 0) and with the masked distance update written as torch.where."""
    B, N, C = xyz.shape
    centroids = torch.zeros(B, npoint, dtype=torch.long).to(xyz.device)
    distance = torch.ones(B, N).to(xyz.device) * 1e10
    farthest = torch.zeros(B, dtype=torch.long).to(xyz.device)
    batch_indices = torch.arange(B, dtype=torch.long).to(xyz.device)
    for i in range(npoint):
        centroids[:, i] = farthest
        centroid = xyz[batch_indices, farthest, :].view(B, 1, 3)
        dist = torch.sum((xyz - centroid) ** 2, -1)
        mask = dist < distance
        distance = torch.where(mask, dist, distance)
        farthest = torch.max(distance, -1)[1]
    return centroids


def query_ball_point(radius, nsample, xyz, new_xyz):
    B, N, C = xyz.shape
    _, S, _ = new_xyz.shape
    group_idx = torch.arange(N, dtype=torch.long).to(xyz.device).view(1, 1, N).repeat([B, S, 1])
    sqrdists = square_distance(new_xyz, xyz)
    group_idx[sqrdists > radius ** 2] = N
    group_idx = group_idx.sort(dim=-1)[0][:, :, :nsample]
    group_first = group_idx[:, :, 0].view(B, S, 1).repeat([1, 1, nsample])
    mask = group_idx == N
    return torch.where(mask, group_first, group_idx)             # the original: group_idx[mask] = group_first[mask]


def sample_and_group(npoint, radius, nsample, xyz, points):
    B, N, C = xyz.shape
    S = npoint
    fps_idx = farthest_point_sample(xyz, npoint)
    new_xyz = index_points(xyz, fps_idx)
    idx = query_ball_point(radius, nsample, xyz, new_xyz)
    grouped_xyz = index_points(xyz, idx)
    grouped_xyz_norm = grouped_xyz - new_xyz.view(B, S, 1, C)
    return new_xyz, torch.cat([grouped_xyz_norm, index_points(points, idx)], dim=-1)     # points given


def sample_and_group_all(xyz, points):
    B, N, C = xyz.shape
    new_xyz = torch.zeros(B, 1, C).to(xyz.device)
    grouped_xyz = xyz.view(B, 1, N, C)
    return new_xyz, torch.cat([grouped_xyz, points.view(B, 1, N, -1)], dim=-1)


class PointNetSetAbstraction(nn.Module):
    def __init__(self, npoint, radius, nsample, in_channel, mlp, group_all):
        super().__init__()
        self.npoint, self.radius, self.nsample, self.group_all = npoint, radius, nsample, group_all
        self.mlp_convs = nn.ModuleList()
        self.mlp_bns = nn.ModuleList()
        last_channel = in_channel
        for out_channel in mlp:
            self.mlp_convs.append(nn.Conv2d(last_channel, out_channel, 1))
            self.mlp_bns.append(nn.BatchNorm2d(out_channel))
            last_channel = out_channel

    def forward(self, xyz, points):
        xyz, points = xyz.permute(0, 2, 1), points.permute(0, 2, 1)
        if self.group_all:
            new_xyz, new_points = sample_and_group_all(xyz, points)
        else:
            new_xyz, new_points = sample_and_group(self.npoint, self.radius, self.nsample, xyz, points)
        new_points = new_points.permute(0, 3, 2, 1)                      # [B, C + D, nsample, npoint]
        for i, conv in enumerate(self.mlp_convs):
            new_points = F.relu(self.mlp_bns[i](conv(new_points)))
        new_points = torch.max(new_points, 2)[0]
        return new_xyz.permute(0, 2, 1), new_points


class PointNet2ClsSSG(nn.Module):
    """yanx27's pointnet2_cls_ssg get_model (normal_channel=True), tiny: two sampled set abstractions and a
    group-all one, an FC head with BatchNorm1d (dropout 0), log_softmax."""

    def __init__(self, num_class=4):
        super().__init__()
        self.sa1 = PointNetSetAbstraction(8, 0.4, 4, 6, [8, 8, 16], False)
        self.sa2 = PointNetSetAbstraction(4, 0.6, 4, 16 + 3, [16, 16, 32], False)
        self.sa3 = PointNetSetAbstraction(None, None, None, 32 + 3, [32, 32, 64], True)
        self.fc1 = nn.Linear(64, 32)
        self.bn1 = nn.BatchNorm1d(32)
        self.fc2 = nn.Linear(32, 16)
        self.bn2 = nn.BatchNorm1d(16)
        self.fc3 = nn.Linear(16, num_class)

    def forward(self, xyz):
        B, _, _ = xyz.shape
        norm = xyz[:, 3:, :]
        xyz = xyz[:, :3, :]
        l1_xyz, l1_points = self.sa1(xyz, norm)
        l2_xyz, l2_points = self.sa2(l1_xyz, l1_points)
        l3_xyz, l3_points = self.sa3(l2_xyz, l2_points)
        x = l3_points.view(B, 64)
        x = F.relu(self.bn1(self.fc1(x)))
        x = F.relu(self.bn2(self.fc2(x)))
        return F.log_softmax(self.fc3(x), -1)


def _nll(out, labels):
    return F.nll_loss(out, labels)


# ------------------------------------------------------------------ Relation Network (kimhc6028 layout)
class ConvInputModel(nn.Module):
    def __init__(self, c=8):
        super().__init__()
        self.conv1 = nn.Conv2d(3, c, 3, stride=2, padding=1)
        self.batchNorm1 = nn.BatchNorm2d(c)
        self.conv2 = nn.Conv2d(c, c, 3, stride=2, padding=1)
        self.batchNorm2 = nn.BatchNorm2d(c)
        self.conv3 = nn.Conv2d(c, c, 3, stride=2, padding=1)
        self.batchNorm3 = nn.BatchNorm2d(c)
        self.conv4 = nn.Conv2d(c, c, 3, stride=2, padding=1)
        self.batchNorm4 = nn.BatchNorm2d(c)

    def forward(self, img):
        x = self.batchNorm1(F.relu(self.conv1(img)))                    # ReLU before BN, as in the original
        x = self.batchNorm2(F.relu(self.conv2(x)))
        x = self.batchNorm3(F.relu(self.conv3(x)))
        return self.batchNorm4(F.relu(self.conv4(x)))


class FCOutputModel(nn.Module):
    def __init__(self, hidden=16, answers=6):
        super().__init__()
        self.fc2 = nn.Linear(hidden, hidden)
        self.fc3 = nn.Linear(hidden, answers)

    def forward(self, x):
        x = F.relu(self.fc2(x))                                         # the original's F.dropout(x) left out
        return F.log_softmax(self.fc3(x), dim=1)


class RN(nn.Module):
    """kimhc6028/relational-networks' RN: a strided conv feature map as d x d objects tagged with coordinates,
    all ordered object pairs (+ the question) through g_theta, summed, f_phi, answer log-probs."""

    def __init__(self, batch_size=2, c=8, d=3, qst_dim=6, hidden=16, answers=6):
        super().__init__()
        self.conv = ConvInputModel(c)
        self.g_fc1 = nn.Linear((c + 2) * 2 + qst_dim, hidden)
        self.g_fc2 = nn.Linear(hidden, hidden)
        self.g_fc3 = nn.Linear(hidden, hidden)
        self.g_fc4 = nn.Linear(hidden, hidden)
        self.f_fc1 = nn.Linear(hidden, hidden)
        self.hidden = hidden
        half = (d - 1) / 2
        coord = torch.tensor([[(i // d - half) / half, (i % d - half) / half] for i in range(d * d)])
        self.register_buffer("coord_tensor", coord.unsqueeze(0).repeat(batch_size, 1, 1))   # [B, d * d, 2]
        self.fcout = FCOutputModel(hidden, answers)

    def forward(self, img, qst):
        x = self.conv(img)
        mb, n_channels, d = x.size()[0], x.size()[1], x.size()[2]
        x_flat = x.view(mb, n_channels, d * d).permute(0, 2, 1)
        x_flat = torch.cat([x_flat, self.coord_tensor], 2)
        qst = torch.unsqueeze(qst, 1)
        qst = qst.repeat(1, d * d, 1)
        qst = torch.unsqueeze(qst, 2)
        x_i = torch.unsqueeze(x_flat, 1)
        x_i = x_i.repeat(1, d * d, 1, 1)
        x_j = torch.unsqueeze(x_flat, 2)
        x_j = torch.cat([x_j, qst], 3)
        x_j = x_j.repeat(1, 1, d * d, 1)
        x_full = torch.cat([x_i, x_j], 3)
        x_ = x_full.view(mb * d * d * d * d, x_full.shape[-1])
        x_ = F.relu(self.g_fc1(x_))
        x_ = F.relu(self.g_fc2(x_))
        x_ = F.relu(self.g_fc3(x_))
        x_ = F.relu(self.g_fc4(x_))
        x_g = x_.view(mb, d * d * d * d, self.hidden)
        x_g = x_g.sum(1).squeeze()
        x_f = F.relu(self.f_fc1(x_g))
        return self.fcout(x_f)


# ------------------------------------------------------------------ build
def _pick(m, names):
    idx = _where(m, lambda n: n in names)
    assert len(idx) == len(names), (idx, names)
    return idx


def build(name: str, g: torch.Generator, Spec, call, ce):
    if name == "cspdarknet_mish":
        m = CspDarkNet()
        return Spec(m, {"img": torch.randn(2, 3, 16, 16, generator=g)}, {"labels": torch.tensor([4, 1])}, call, ce,
                    subset=_pick(m, ("stages.1.blocks.1.conv1.conv.weight", "stages.0.conv_exp.bn.bias")),
                    notes="held out (relate v60): CSPDarkNet classifier (timm cspnet.py CspNet, cspdarknet53 stage "
                          "config, two stages): ConvNormAct conv / BN / act, CrossStage (strided 3x3 down conv, 1x1 "
                          "expansion split in two, DarkBlocks with identity on one half, 1x1 transition, concat "
                          "with the cross half, 1x1 transition), avg pool + Linear; every activation timm's "
                          "MishAutoFn custom autograd.Function (x tanh(softplus(x)), saves x; backward recomputes "
                          "sigmoid and tanh(softplus) from x), fifteen applications; CE; subset = "
                          "stages.1.blocks.1.conv1.conv.weight, stages.0.conv_exp.bn.bias (not a tail)")
    if name == "linformer_lm":
        m = LinformerLM()
        tokens = torch.randint(0, 16, (2, 9), generator=g)
        return Spec(m, {"tokens": tokens[:, :-1].contiguous()}, {"labels": tokens[:, 1:].contiguous()}, call,
                    _token_ce, subset=_pick(m, ("linformer.net.layers.1.0.fn.proj_k",
                                                "linformer.net.layers.0.1.fn.w1.weight")),
                    notes="held out (relate v60): Linformer LM (lucidrains/linformer layout, one_kv_head): token + "
                          "position embeddings, pre-LN layers x + f(x), x + g(x); keys / values projected along "
                          "the sequence to k = 4 by proj_k / proj_v parameters (einsum bnd,nk->bkd), the single "
                          "kv head expanded over two query heads, einsum attention, GELU feed-forward; token CE; "
                          "subset = linformer.net.layers.1.0.fn.proj_k, linformer.net.layers.0.1.fn.w1.weight "
                          "(not a tail)")
    if name == "xdeepfm_ctr":
        m = XDeepFM()
        sparse = torch.stack([torch.randint(0, v, (4,), generator=g) for v in (6, 5, 7, 4)], dim=1).float()
        X = torch.cat([sparse, torch.rand(4, 2, generator=g)], dim=1)
        return Spec(m, {"X": X}, {"y": torch.tensor([[1.0], [0.0], [0.0], [1.0]])}, call, _bce_sum,
                    subset=_pick(m, ("cin.conv1ds.1.weight", "linear_model.weight")),
                    notes="held out (relate v60): xDeepFM CTR model (DeepCTR-Torch xDeepFM / CIN / Linear layout): "
                          "a flat float input sliced and .long()'d into field embeddings, a linear part of 1-dim "
                          "embeddings + dense @ weight, a CIN (outer-product einsum bhd,bmd->bhmd, 1x1 Conv1d, "
                          "ReLU, split_half, sum pooling) + bias-free Linear, a DNN + bias-free Linear, summed "
                          "logits, PredictionLayer bias + sigmoid; BCE with reduction sum; subset = "
                          "cin.conv1ds.1.weight, linear_model.weight (not a tail)")
    if name == "pointnet2_ssg":
        m = PointNet2ClsSSG()
        pos = torch.rand(2, 3, 32, generator=g) - 0.5
        normals = F.normalize(torch.randn(2, 3, 32, generator=g), dim=1)
        return Spec(m, {"xyz": torch.cat([pos, normals], dim=1)}, {"labels": torch.tensor([2, 0])}, call, _nll,
                    subset=_pick(m, ("sa2.mlp_convs.1.weight", "bn1.bias")),
                    notes="held out (relate v60): PointNet++ SSG classifier (yanx27 pointnet2_cls_ssg layout, "
                          "normals as features): farthest point sampling loop from point 0 with in-place index "
                          "writes, ball query (in-place += distances, in-place boolean index_put of N, sort, "
                          "first-index padding by where), index_points gathers, relative xyz cat features, "
                          "Conv2d 1x1 / BN2d / ReLU MLPs, max over neighbours, group-all abstraction, FC head "
                          "with BN1d, log_softmax; NLL; subset = sa2.mlp_convs.1.weight, bn1.bias (not a tail)")
    if name == "relation_net":
        m = RN()
        qst = torch.zeros(2, 6)
        qst[0, 1] = qst[0, 4] = qst[1, 2] = qst[1, 5] = 1.0
        return Spec(m, {"img": torch.randn(2, 3, 36, 36, generator=g), "qst": qst},
                    {"labels": torch.tensor([3, 5])}, call, _nll,
                    subset=_pick(m, ("g_fc3.weight", "conv.batchNorm2.bias")),
                    notes="held out (relate v60): Relation Network (kimhc6028/relational-networks RN layout): four "
                          "strided convs each ReLU then BN, 3 x 3 cells as objects with a coordinate buffer, the "
                          "question repeated onto every object, all 81 ordered pairs by unsqueeze / repeat / "
                          "cat, g_theta four Linear ReLU layers, sum over pairs, f_phi, FCOutputModel (dropout "
                          "left out), log_softmax; NLL; subset = g_fc3.weight, conv.batchNorm2.bias (not a tail)")
    raise KeyError(name)
