"""Sixty-second held-out set for `fxmatch relate` (2026-12-06, /work/pending/heldout_relate_v62).

Written to score main blind: captured once and scored with main's binary and
rules, no engine change in between, and no fxmatch run on these captures
while they were written. Its five families are new to the project (no
earlier set has them); four are ordinary networks and training steps and
one puts a custom torch.autograd.Function with a hand-written backward in
the model (a swish that saves only its input and recomputes the sigmoid in
backward): a GhostNet classifier (huawei-noah/Efficient-AI-Backbones'
ghostnet_pytorch/ghostnet.py, width 0.5, one bottleneck per stage:
GhostModules whose cheap depthwise conv runs on the primary 1x1 conv's
output, cat and a channel slice, a strided depthwise conv, a SqueezeExcite
gated by hard_sigmoid = relu6(x + 3) / 6, in-place shortcut adds, BN in
training mode, in-place ReLUs; CE); a ConvMixer (locuslab/convmixer's
convmixer.py: a patch conv, Residual depthwise convs with padding 'same',
1x1 convs, GELU then BN everywhere; timm's LabelSmoothingCrossEntropy);
a PoolFormer (sail-sg/poolformer's models/poolformer.py: GroupNorm(1, c),
the avg pool minus identity token mixer with count_include_pad=False,
1x1-conv Mlps, per-channel layer scales, a strided patch-embed
downsample; CE); a supervised GraphSAGE (williamleif/graphsage-simple's
graphsage/aggregators.py, encoders.py, model.py and run_cora.py's
two-layer stack: mean aggregation by a row-normalised mask built in
Python by index assignment and mask.mm, concat with the node's own
features, relu(W.mm(combined.t())), layer 2 reading layer 1 transposed;
CE); and a ResMLP (facebookresearch/deit's resmlp_models.py: Affine
pre-norms, a cross-patch Linear on the transposed tokens, gamma layer
scales) whose every Mlp activation is lukemelas/EfficientNet-PyTorch's
MemoryEfficientSwish (efficientnet_pytorch/utils.py's SwishImplementation:
forward x sigmoid(x) saving x; backward g s (1 + x (1 - s)) with s =
sigmoid(x) recomputed; timm's SoftTargetCrossEntropy on mixup-style soft
targets); like heldout_relate.py's models they never enter the zoo.

  ghostnet_cls     img [2, 3, 16, 16], labels [2] (5 classes) -> conv_stem Conv(3, 8, 3, s2, pad 1, no bias) BN ReLU_
                   [2, 8, 8, 8]; blocks.0 GhostBottleneck(8, mid 8, 8, k3, s1) [2, 8, 8, 8] (identity shortcut);
                   blocks.1 GhostBottleneck(8, mid 24, 12, k3, s2) [2, 12, 4, 4]; blocks.2 GhostBottleneck(12, mid
                   36, 20, k5, s2, SE 0.25) [2, 20, 2, 2]; GhostBottleneck: ghost1 GhostModule(relu) (primary
                   Conv(c, ceil(o / 2), 1) BN ReLU_, cheap Conv(o / 2, o / 2, 3, groups o / 2) BN ReLU_ on it, cat,
                   [:, :o]), strided: conv_dw Conv(mid, mid, k, s, groups mid) BN, SE (avg pool, Conv(36, 12, 1)
                   ReLU_, Conv(12, 36, 1), x relu6(x_se + 3) / 6), ghost2 GhostModule(no relu), x += shortcut(res)
                   (Conv dw k s BN, Conv 1x1 BN when shapes differ); blocks.3 ConvBnAct(20, 36, 1) [2, 36, 2, 2];
                   global pool, conv_head Conv(36, 64, 1) ReLU_, view [2, 64], Linear(64, 5); BN in training mode;
                   criterion: CE; subset = blocks.2.0.se.conv_reduce.weight,
                   blocks.1.0.ghost1.cheap_operation.1.weight, conv_head.bias.
  convmixer_cls    img [2, 3, 16, 16], labels [2] (5 classes) -> Conv(3, 16, 4, s4) GELU BN [2, 16, 4, 4]; 2 blocks:
                   Residual(Conv(16, 16, 5, groups 16, padding 'same') GELU BN) + x, Conv(16, 16, 1) GELU BN;
                   AdaptiveAvgPool 1, Flatten [2, 16], Linear(16, 5); BN in training mode; criterion: timm's
                   LabelSmoothingCrossEntropy(0.1): logprobs = log_softmax, nll = -logprobs.gather(-1, target[:,
                   None]).squeeze(1), smooth = -logprobs.mean(-1), 0.9 nll + 0.1 smooth, mean; subset =
                   3.0.fn.0.weight, 4.3.bias, 2.weight.
  poolformer_cls   img [2, 3, 16, 16], labels [2] (5 classes) -> patch_embed Conv(3, 8, 7, s4, pad 2) [2, 8, 4, 4];
                   network.0 PoolFormerBlock(8); network.1 PatchEmbed Conv(8, 16, 3, s2, pad 1) [2, 16, 2, 2];
                   network.2 PoolFormerBlock(16); PoolFormerBlock(c): x + layer_scale_1[:, None, None] (AvgPool(3,
                   s1, pad 1, count_include_pad False)(GroupNorm(1, c)(x)) - GroupNorm(1, c)(x)), then x +
                   layer_scale_2[:, None, None] Conv(4c, c, 1)(GELU(Conv(c, 4c, 1)(GroupNorm(1, c)(x)))) (layer
                   scales random, not 1e-5); GroupNorm(1, 16), mean([-2, -1]) [2, 16], Linear(16, 5); criterion:
                   CE; subset = network.0.0.layer_scale_2, network.1.proj.weight, patch_embed.proj.bias.
  graphsage_cora   feat [12, 6] (12-node graph, 16 undirected edges, every degree under num_sample 10), labels [5, 1]
                   (3 classes), batch nodes [5, 0, 9, 3, 7] fixed -> enc2(batch): agg2 over the batch's 7 unique
                   neighbours: mask zeros [5, 7], mask[rows, cols] = 1, mask / mask.sum(1, keepdim) mm
                   enc1(neighbours).t() [7, 8]; self feats enc1(batch).t() [5, 8]; cat [5, 16], relu(W2 [8, 16]
                   mm .t()) [8, 5]; enc1(nodes): agg1 mask [n, u] mm F.embedding(unique, feat) [u, 6], cat with
                   F.embedding(nodes, feat) [n, 12], relu(W1 [8, 12] mm .t()) [8, n] (enc1 run for the 7 neighbours
                   and for the batch); scores weight [3, 8] mm embeds [3, 5], .t() [5, 3]; criterion:
                   CrossEntropyLoss(scores, labels.squeeze()); subset = weight, enc.base_model.weight.
  resmlp_meswish   img [2, 3, 16, 16], target [2, 5] (soft: labels [0, 3] smoothed 0.1, mixed with their flip by
                   0.7) -> patch Conv(3, 12, 4, s4), flatten(2).transpose(1, 2) [2, 16, 12]; 2 blocks: x + gamma_1
                   Linear(16, 16)(Affine(x).transpose(1, 2)).transpose(1, 2), x + gamma_2 Mlp(Affine(x)) (Affine:
                   alpha x + beta [12]; Mlp Linear(12, 48) MemoryEfficientSwish Linear(48, 12): custom Function
                   SwishImplementation: forward i sigmoid(i), save_for_backward(i); backward s = sigmoid(i), g (s (1
                   + i (1 - s)))); gammas, alpha, beta random, not 1e-4 / 1 / 0; norm Affine, mean(1).reshape(2, 1,
                   12)[:, 0], Linear(12, 5); criterion: SoftTargetCrossEntropy sum(-target log_softmax(x), -1).mean();
                   subset = blocks.0.mlp.fc1.weight, blocks.1.gamma_1, norm.alpha.
No subset above is a tail.
"""
from __future__ import annotations

import math

import torch
import torch.nn as nn
import torch.nn.functional as F
from .heldout_subsets import where as _where

V62 = ["ghostnet_cls", "convmixer_cls", "poolformer_cls", "graphsage_cora", "resmlp_meswish"]


# ------------------------------------------------------------------ GhostNet (Efficient-AI-Backbones layout)
def _make_divisible(v, divisor, min_value=None):
    if min_value is None:
        min_value = divisor
    new_v = max(min_value, int(v + divisor / 2) // divisor * divisor)
    if new_v < 0.9 * v:
        new_v += divisor
    return new_v


def hard_sigmoid(x, inplace: bool = False):
    if inplace:
        return x.add_(3.).clamp_(0., 6.).div_(6.)
    return F.relu6(x + 3.) / 6.


class SqueezeExcite(nn.Module):
    def __init__(self, in_chs, se_ratio=0.25, reduced_base_chs=None, act_layer=nn.ReLU, gate_fn=hard_sigmoid,
                 divisor=4):
        super().__init__()
        self.gate_fn = gate_fn
        reduced_chs = _make_divisible((reduced_base_chs or in_chs) * se_ratio, divisor)
        self.avg_pool = nn.AdaptiveAvgPool2d(1)
        self.conv_reduce = nn.Conv2d(in_chs, reduced_chs, 1, bias=True)
        self.act1 = act_layer(inplace=True)
        self.conv_expand = nn.Conv2d(reduced_chs, in_chs, 1, bias=True)

    def forward(self, x):
        x_se = self.avg_pool(x)
        x_se = self.conv_reduce(x_se)
        x_se = self.act1(x_se)
        x_se = self.conv_expand(x_se)
        return x * self.gate_fn(x_se)


class ConvBnAct(nn.Module):
    def __init__(self, in_chs, out_chs, kernel_size, stride=1, act_layer=nn.ReLU):
        super().__init__()
        self.conv = nn.Conv2d(in_chs, out_chs, kernel_size, stride, kernel_size // 2, bias=False)
        self.bn1 = nn.BatchNorm2d(out_chs)
        self.act1 = act_layer(inplace=True)

    def forward(self, x):
        return self.act1(self.bn1(self.conv(x)))


class GhostModule(nn.Module):
    def __init__(self, inp, oup, kernel_size=1, ratio=2, dw_size=3, stride=1, relu=True):
        super().__init__()
        self.oup = oup
        init_channels = math.ceil(oup / ratio)
        new_channels = init_channels * (ratio - 1)
        self.primary_conv = nn.Sequential(
            nn.Conv2d(inp, init_channels, kernel_size, stride, kernel_size // 2, bias=False),
            nn.BatchNorm2d(init_channels),
            nn.ReLU(inplace=True) if relu else nn.Sequential())
        self.cheap_operation = nn.Sequential(
            nn.Conv2d(init_channels, new_channels, dw_size, 1, dw_size // 2, groups=init_channels, bias=False),
            nn.BatchNorm2d(new_channels),
            nn.ReLU(inplace=True) if relu else nn.Sequential())

    def forward(self, x):
        x1 = self.primary_conv(x)
        x2 = self.cheap_operation(x1)
        out = torch.cat([x1, x2], dim=1)
        return out[:, :self.oup, :, :]


class GhostBottleneck(nn.Module):
    def __init__(self, in_chs, mid_chs, out_chs, dw_kernel_size=3, stride=1, act_layer=nn.ReLU, se_ratio=0.):
        super().__init__()
        has_se = se_ratio is not None and se_ratio > 0.
        self.stride = stride
        self.ghost1 = GhostModule(in_chs, mid_chs, relu=True)
        if self.stride > 1:
            self.conv_dw = nn.Conv2d(mid_chs, mid_chs, dw_kernel_size, stride=stride,
                                     padding=(dw_kernel_size - 1) // 2, groups=mid_chs, bias=False)
            self.bn_dw = nn.BatchNorm2d(mid_chs)
        self.se = SqueezeExcite(mid_chs, se_ratio=se_ratio) if has_se else None
        self.ghost2 = GhostModule(mid_chs, out_chs, relu=False)
        if in_chs == out_chs and self.stride == 1:
            self.shortcut = nn.Sequential()
        else:
            self.shortcut = nn.Sequential(
                nn.Conv2d(in_chs, in_chs, dw_kernel_size, stride=stride, padding=(dw_kernel_size - 1) // 2,
                          groups=in_chs, bias=False),
                nn.BatchNorm2d(in_chs),
                nn.Conv2d(in_chs, out_chs, 1, stride=1, padding=0, bias=False),
                nn.BatchNorm2d(out_chs))

    def forward(self, x):
        residual = x
        x = self.ghost1(x)
        if self.stride > 1:
            x = self.conv_dw(x)
            x = self.bn_dw(x)
        if self.se is not None:
            x = self.se(x)
        x = self.ghost2(x)
        x += self.shortcut(residual)
        return x


class GhostNet(nn.Module):
    """ghostnet_pytorch/ghostnet.py's GhostNet, width 0.5, three one-block stages of the original cfgs (rows 1, 3
    and 5: k 3 exp 16 c 16 s1; k 3 exp 48 c 24 s2; k 5 exp 72 c 40 SE 0.25 s2), conv_head 64 wide instead of 1280,
    dropout 0."""

    def __init__(self, num_classes=5, width=0.5, dropout=0.0, head=64,
                 cfgs=([[3, 16, 16, 0, 1]], [[3, 48, 24, 0, 2]], [[5, 72, 40, 0.25, 2]])):
        super().__init__()
        self.cfgs, self.dropout = cfgs, dropout
        output_channel = _make_divisible(16 * width, 4)
        self.conv_stem = nn.Conv2d(3, output_channel, 3, 2, 1, bias=False)
        self.bn1 = nn.BatchNorm2d(output_channel)
        self.act1 = nn.ReLU(inplace=True)
        input_channel = output_channel
        stages = []
        for cfg in self.cfgs:
            layers = []
            for k, exp_size, c, se_ratio, s in cfg:
                output_channel = _make_divisible(c * width, 4)
                hidden_channel = _make_divisible(exp_size * width, 4)
                layers.append(GhostBottleneck(input_channel, hidden_channel, output_channel, k, s,
                                              se_ratio=se_ratio))
                input_channel = output_channel
            stages.append(nn.Sequential(*layers))
        output_channel = _make_divisible(exp_size * width, 4)
        stages.append(nn.Sequential(ConvBnAct(input_channel, output_channel, 1)))
        input_channel = output_channel
        self.blocks = nn.Sequential(*stages)
        self.global_pool = nn.AdaptiveAvgPool2d((1, 1))
        self.conv_head = nn.Conv2d(input_channel, head, 1, 1, 0, bias=True)
        self.act2 = nn.ReLU(inplace=True)
        self.classifier = nn.Linear(head, num_classes)

    def forward(self, x):
        x = self.act1(self.bn1(self.conv_stem(x)))
        x = self.blocks(x)
        x = self.global_pool(x)
        x = self.act2(self.conv_head(x))
        x = x.view(x.size(0), -1)
        if self.dropout > 0.:
            x = F.dropout(x, p=self.dropout, training=self.training)
        return self.classifier(x)


# ------------------------------------------------------------------ ConvMixer (locuslab/convmixer layout)
class Residual(nn.Module):
    def __init__(self, fn):
        super().__init__()
        self.fn = fn

    def forward(self, x):
        return self.fn(x) + x


def ConvMixer(dim, depth, kernel_size=9, patch_size=7, n_classes=1000):
    return nn.Sequential(
        nn.Conv2d(3, dim, kernel_size=patch_size, stride=patch_size),
        nn.GELU(),
        nn.BatchNorm2d(dim),
        *[nn.Sequential(
            Residual(nn.Sequential(
                nn.Conv2d(dim, dim, kernel_size, groups=dim, padding="same"),
                nn.GELU(),
                nn.BatchNorm2d(dim))),
            nn.Conv2d(dim, dim, kernel_size=1),
            nn.GELU(),
            nn.BatchNorm2d(dim)) for _ in range(depth)],
        nn.AdaptiveAvgPool2d((1, 1)),
        nn.Flatten(),
        nn.Linear(dim, n_classes))


def _label_smoothing_ce(x, target, smoothing=0.1):
    confidence = 1. - smoothing                                            # timm's LabelSmoothingCrossEntropy
    logprobs = F.log_softmax(x, dim=-1)
    nll_loss = -logprobs.gather(dim=-1, index=target.unsqueeze(1))
    nll_loss = nll_loss.squeeze(1)
    smooth_loss = -logprobs.mean(dim=-1)
    loss = confidence * nll_loss + smoothing * smooth_loss
    return loss.mean()


# ------------------------------------------------------------------ PoolFormer (sail-sg/poolformer layout)
class PatchEmbed(nn.Module):
    def __init__(self, patch_size=16, stride=16, padding=0, in_chans=3, embed_dim=768, norm_layer=None):
        super().__init__()
        self.proj = nn.Conv2d(in_chans, embed_dim, kernel_size=patch_size, stride=stride, padding=padding)
        self.norm = norm_layer(embed_dim) if norm_layer else nn.Identity()

    def forward(self, x):
        return self.norm(self.proj(x))


class GroupNorm(nn.GroupNorm):
    def __init__(self, num_channels, **kwargs):
        super().__init__(1, num_channels, **kwargs)


class Pooling(nn.Module):
    def __init__(self, pool_size=3):
        super().__init__()
        self.pool = nn.AvgPool2d(pool_size, stride=1, padding=pool_size // 2, count_include_pad=False)

    def forward(self, x):
        return self.pool(x) - x


class ConvMlp(nn.Module):
    """poolformer.py's Mlp: 1x1 convs (dropout 0 left out)."""

    def __init__(self, in_features, hidden_features=None, out_features=None, act_layer=nn.GELU):
        super().__init__()
        out_features = out_features or in_features
        hidden_features = hidden_features or in_features
        self.fc1 = nn.Conv2d(in_features, hidden_features, 1)
        self.act = act_layer()
        self.fc2 = nn.Conv2d(hidden_features, out_features, 1)

    def forward(self, x):
        return self.fc2(self.act(self.fc1(x)))


class PoolFormerBlock(nn.Module):
    """layer_scale_init_value is 1e-5 in the original; random values here (as after some training)."""

    def __init__(self, dim, g, pool_size=3, mlp_ratio=4., act_layer=nn.GELU, norm_layer=GroupNorm):
        super().__init__()
        self.norm1 = norm_layer(dim)
        self.token_mixer = Pooling(pool_size=pool_size)
        self.norm2 = norm_layer(dim)
        self.mlp = ConvMlp(in_features=dim, hidden_features=int(dim * mlp_ratio), act_layer=act_layer)
        self.drop_path = nn.Identity()
        self.layer_scale_1 = nn.Parameter(0.5 * torch.randn(dim, generator=g), requires_grad=True)
        self.layer_scale_2 = nn.Parameter(0.5 * torch.randn(dim, generator=g), requires_grad=True)

    def forward(self, x):
        x = x + self.drop_path(self.layer_scale_1.unsqueeze(-1).unsqueeze(-1) * self.token_mixer(self.norm1(x)))
        x = x + self.drop_path(self.layer_scale_2.unsqueeze(-1).unsqueeze(-1) * self.mlp(self.norm2(x)))
        return x


class PoolFormer(nn.Module):
    """poolformer.py's PoolFormer (fork_feat False), layers (1, 1), embed_dims (8, 16), mlp_ratios 4."""

    def __init__(self, g, layers=(1, 1), embed_dims=(8, 16), mlp_ratios=(4, 4), num_classes=5):
        super().__init__()
        self.patch_embed = PatchEmbed(patch_size=7, stride=4, padding=2, in_chans=3, embed_dim=embed_dims[0])
        network = []
        for i in range(len(layers)):
            network.append(nn.Sequential(*[PoolFormerBlock(embed_dims[i], g, mlp_ratio=mlp_ratios[i])
                                           for _ in range(layers[i])]))
            if i >= len(layers) - 1:
                break
            if embed_dims[i] != embed_dims[i + 1]:
                network.append(PatchEmbed(patch_size=3, stride=2, padding=1, in_chans=embed_dims[i],
                                          embed_dim=embed_dims[i + 1]))
        self.network = nn.ModuleList(network)
        self.norm = GroupNorm(embed_dims[-1])
        self.head = nn.Linear(embed_dims[-1], num_classes)

    def forward(self, x):
        x = self.patch_embed(x)
        for block in self.network:
            x = block(x)
        x = self.norm(x)
        return self.head(x.mean([-2, -1]))


# ------------------------------------------------------------------ GraphSAGE (williamleif/graphsage-simple layout)
class MeanAggregator(nn.Module):
    """graphsage/aggregators.py's MeanAggregator (cuda False). `features` takes (nodes, feat): run_cora.py's
    frozen nn.Embedding of the node features is F.embedding over the feature input here, so the features are an
    input of the compiled region; torch.LongTensor(...) is torch.tensor(..., dtype=long); random.sample runs only
    for neighbourhoods of num_sample or more, which this graph has none of."""

    def __init__(self, features, gcn=False):
        super().__init__()
        self.features = features
        self.gcn = gcn

    def forward(self, nodes, to_neighs, feat, num_sample=10):
        _set = set
        if num_sample is not None:
            import random
            _sample = random.sample
            samp_neighs = [_set(_sample(sorted(to_neigh), num_sample)) if len(to_neigh) >= num_sample else to_neigh
                           for to_neigh in to_neighs]
        else:
            samp_neighs = to_neighs
        if self.gcn:
            samp_neighs = [samp_neigh | {nodes[i]} for i, samp_neigh in enumerate(samp_neighs)]
        unique_nodes_list = list(set.union(*samp_neighs))
        unique_nodes = {n: i for i, n in enumerate(unique_nodes_list)}
        mask = torch.zeros(len(samp_neighs), len(unique_nodes))
        column_indices = [unique_nodes[n] for samp_neigh in samp_neighs for n in samp_neigh]
        row_indices = [i for i in range(len(samp_neighs)) for _ in range(len(samp_neighs[i]))]
        mask[row_indices, column_indices] = 1
        num_neigh = mask.sum(1, keepdim=True)
        mask = mask.div(num_neigh)
        embed_matrix = self.features(unique_nodes_list, feat)
        return mask.mm(embed_matrix)


class Encoder(nn.Module):
    """graphsage/encoders.py's Encoder (gcn False: self and mean-of-neighbour features concatenated)."""

    def __init__(self, features, feature_dim, embed_dim, adj_lists, aggregator, num_sample=10, base_model=None,
                 gcn=False):
        super().__init__()
        self.features = features
        self.feat_dim = feature_dim
        self.adj_lists = adj_lists
        self.aggregator = aggregator
        self.num_sample = num_sample
        if base_model is not None:
            self.base_model = base_model
        self.gcn = gcn
        self.embed_dim = embed_dim
        self.weight = nn.Parameter(torch.empty(embed_dim, self.feat_dim if self.gcn else 2 * self.feat_dim))
        nn.init.xavier_uniform_(self.weight)

    def forward(self, nodes, feat):
        neigh_feats = self.aggregator(nodes, [self.adj_lists[int(node)] for node in nodes], feat, self.num_sample)
        if not self.gcn:
            self_feats = self.features(nodes, feat)
            combined = torch.cat([self_feats, neigh_feats], dim=1)
        else:
            combined = neigh_feats
        return F.relu(self.weight.mm(combined.t()))


class SupervisedGraphSage(nn.Module):
    """graphsage/model.py's SupervisedGraphSage over run_cora.py's two-layer stack (enc2 reads enc1(nodes).t());
    the batch of nodes is fixed at build (run_cora.py's batch_nodes, a Python list)."""

    def __init__(self, num_classes, enc, batch_nodes):
        super().__init__()
        self.enc = enc
        self.weight = nn.Parameter(torch.empty(num_classes, enc.embed_dim))
        nn.init.xavier_uniform_(self.weight)
        self.batch_nodes = list(batch_nodes)

    def forward(self, feat):
        embeds = self.enc(self.batch_nodes, feat)
        scores = self.weight.mm(embeds)
        return scores.t()


def _graphsage(num_nodes=12, feat_dim=6, embed_dim=8, num_classes=3):
    edges = [(0, 1), (0, 2), (1, 3), (2, 3), (3, 4), (4, 5), (5, 6), (6, 7), (7, 8), (8, 9), (9, 10), (10, 11),
             (11, 0), (2, 7), (4, 9), (1, 10)]
    adj_lists = {i: set() for i in range(num_nodes)}
    for a, b in edges:                                                      # run_cora.py's load_cora adjacency
        adj_lists[a].add(b)
        adj_lists[b].add(a)

    def features(nodes, feat):
        return F.embedding(torch.tensor(nodes, dtype=torch.long), feat)

    agg1 = MeanAggregator(features)
    enc1 = Encoder(features, feat_dim, embed_dim, adj_lists, agg1)
    agg2 = MeanAggregator(lambda nodes, feat: enc1(nodes, feat).t())
    enc2 = Encoder(lambda nodes, feat: enc1(nodes, feat).t(), enc1.embed_dim, embed_dim, adj_lists, agg2,
                   base_model=enc1)
    return SupervisedGraphSage(num_classes, enc2, batch_nodes=[5, 0, 9, 3, 7])


def _graphsage_loss(scores, labels):
    return nn.CrossEntropyLoss()(scores, labels.squeeze())                  # model.py's loss (self.xent)


# ------------------------------------------------------------------ ResMLP with MemoryEfficientSwish
class SwishImplementation(torch.autograd.Function):
    """lukemelas/EfficientNet-PyTorch's SwishImplementation (efficientnet_pytorch/utils.py): x sigmoid(x), saving
    only the input; backward recomputes the sigmoid: g (s (1 + x (1 - s)))."""

    @staticmethod
    def forward(ctx, i):
        result = i * torch.sigmoid(i)
        ctx.save_for_backward(i)
        return result

    @staticmethod
    def backward(ctx, grad_output):
        i = ctx.saved_tensors[0]
        sigmoid_i = torch.sigmoid(i)
        return grad_output * (sigmoid_i * (1 + i * (1 - sigmoid_i)))


class MemoryEfficientSwish(nn.Module):
    def forward(self, x):
        return SwishImplementation.apply(x)


class Affine(nn.Module):
    """resmlp_models.py's Affine; alpha / beta random here (as after some training)."""

    def __init__(self, dim, g):
        super().__init__()
        self.alpha = nn.Parameter(1 + 0.3 * torch.randn(dim, generator=g))
        self.beta = nn.Parameter(0.3 * torch.randn(dim, generator=g))

    def forward(self, x):
        return self.alpha * x + self.beta


class Mlp(nn.Module):
    """timm's Mlp (Linear act Linear, dropout 0 left out)."""

    def __init__(self, in_features, hidden_features, act_layer):
        super().__init__()
        self.fc1 = nn.Linear(in_features, hidden_features)
        self.act = act_layer()
        self.fc2 = nn.Linear(hidden_features, in_features)

    def forward(self, x):
        return self.fc2(self.act(self.fc1(x)))


class TokenPatchEmbed(nn.Module):
    """timm's PatchEmbed (flatten, no norm)."""

    def __init__(self, img_size, patch_size, in_chans, embed_dim):
        super().__init__()
        self.num_patches = (img_size // patch_size) ** 2
        self.proj = nn.Conv2d(in_chans, embed_dim, kernel_size=patch_size, stride=patch_size)
        self.norm = nn.Identity()

    def forward(self, x):
        return self.norm(self.proj(x).flatten(2).transpose(1, 2))


class layers_scale_mlp_blocks(nn.Module):
    """init_values is 1e-4 in the original; gamma_1 / gamma_2 random here (as after some training)."""

    def __init__(self, dim, g, act_layer, num_patches):
        super().__init__()
        self.norm1 = Affine(dim, g)
        self.attn = nn.Linear(num_patches, num_patches)
        self.drop_path = nn.Identity()
        self.norm2 = Affine(dim, g)
        self.mlp = Mlp(in_features=dim, hidden_features=int(4.0 * dim), act_layer=act_layer)
        self.gamma_1 = nn.Parameter(0.5 * torch.randn(dim, generator=g), requires_grad=True)
        self.gamma_2 = nn.Parameter(0.5 * torch.randn(dim, generator=g), requires_grad=True)

    def forward(self, x):
        x = x + self.drop_path(self.gamma_1 * self.attn(self.norm1(x).transpose(1, 2)).transpose(1, 2))
        x = x + self.drop_path(self.gamma_2 * self.mlp(self.norm2(x)))
        return x


class ResMLP(nn.Module):
    """resmlp_models.py's resmlp_models, img 16, patch 4, embed_dim 12, depth 2, act_layer MemoryEfficientSwish."""

    def __init__(self, g, img_size=16, patch_size=4, in_chans=3, num_classes=5, embed_dim=12, depth=2,
                 act_layer=MemoryEfficientSwish):
        super().__init__()
        self.patch_embed = TokenPatchEmbed(img_size, patch_size, in_chans, embed_dim)
        num_patches = self.patch_embed.num_patches
        self.blocks = nn.ModuleList([layers_scale_mlp_blocks(embed_dim, g, act_layer, num_patches)
                                     for _ in range(depth)])
        self.norm = Affine(embed_dim, g)
        self.head = nn.Linear(embed_dim, num_classes)

    def forward_features(self, x):
        B = x.shape[0]
        x = self.patch_embed(x)
        for blk in self.blocks:
            x = blk(x)
        x = self.norm(x)
        x = x.mean(dim=1).reshape(B, 1, -1)
        return x[:, 0]

    def forward(self, x):
        return self.head(self.forward_features(x))


def _soft_target_ce(x, target):
    loss = torch.sum(-target * F.log_softmax(x, dim=-1), dim=-1)             # timm's SoftTargetCrossEntropy
    return loss.mean()


def _mixup_targets(labels, lam, num_classes=5, smoothing=0.1):
    off, on = smoothing / num_classes, 1. - smoothing + smoothing / num_classes   # timm mixup_target
    y1 = torch.full((labels.size(0), num_classes), off).scatter_(1, labels.view(-1, 1), on)
    y2 = torch.full((labels.size(0), num_classes), off).scatter_(1, labels.flip(0).view(-1, 1), on)
    return y1 * lam + y2 * (1. - lam)


# ------------------------------------------------------------------ build
def _pick(m, names):
    idx = _where(m, lambda n: n in names)
    assert len(idx) == len(names), (idx, names)
    return idx


def build(name: str, g: torch.Generator, Spec, call, ce):
    if name == "ghostnet_cls":
        m = GhostNet()
        return Spec(m, {"img": torch.randn(2, 3, 16, 16, generator=g)}, {"labels": torch.tensor([3, 0])}, call, ce,
                    subset=_pick(m, ("blocks.2.0.se.conv_reduce.weight", "blocks.1.0.ghost1.cheap_operation.1.weight",
                                     "conv_head.bias")),
                    notes="held out (relate v62): GhostNet classifier (huawei-noah/Efficient-AI-Backbones "
                          "ghostnet_pytorch layout, width 0.5, one bottleneck per stage): conv stem BN ReLU_; "
                          "GhostBottlenecks of GhostModules (primary 1x1 conv BN ReLU_, cheap depthwise 3x3 conv "
                          "BN ReLU_ on its output, cat, channel slice), a strided depthwise conv BN, a "
                          "SqueezeExcite gated by hard_sigmoid (relu6(x + 3) / 6), identity or depthwise + 1x1 "
                          "shortcuts added in place (x +=); ConvBnAct 1x1, global pool, conv_head ReLU_, Linear; "
                          "BN in training mode; CE; subset = blocks.2.0.se.conv_reduce.weight, "
                          "blocks.1.0.ghost1.cheap_operation.1.weight, conv_head.bias (not a tail)")
    if name == "convmixer_cls":
        m = ConvMixer(16, 2, kernel_size=5, patch_size=4, n_classes=5)
        return Spec(m, {"img": torch.randn(2, 3, 16, 16, generator=g)}, {"labels": torch.tensor([1, 4])}, call,
                    _label_smoothing_ce, subset=_pick(m, ("3.0.fn.0.weight", "4.3.bias", "2.weight")),
                    notes="held out (relate v62): ConvMixer classifier (locuslab/convmixer layout, dim 16, depth 2, "
                          "kernel 5, patch 4): patch conv GELU BN, blocks of Residual(depthwise conv padding "
                          "'same' GELU BN) then 1x1 conv GELU BN, avg pool, Flatten, Linear; BN in training mode; "
                          "timm's LabelSmoothingCrossEntropy (gather of the target log-prob, mean log-prob, 0.1); "
                          "subset = 3.0.fn.0.weight, 4.3.bias, 2.weight (not a tail)")
    if name == "poolformer_cls":
        m = PoolFormer(g)
        return Spec(m, {"img": torch.randn(2, 3, 16, 16, generator=g)}, {"labels": torch.tensor([2, 4])}, call, ce,
                    subset=_pick(m, ("network.0.0.layer_scale_2", "network.1.proj.weight", "patch_embed.proj.bias")),
                    notes="held out (relate v62): PoolFormer classifier (sail-sg/poolformer layout, layers (1, 1), "
                          "dims (8, 16)): overlapping patch-embed conv, PoolFormerBlocks of GroupNorm(1, c), "
                          "token mixer avg pool (3, stride 1, count_include_pad False) minus the input, 1x1-conv "
                          "Mlp with GELU, per-channel layer scales unsqueezed twice; a strided patch-embed "
                          "downsample; GroupNorm, spatial mean, Linear; CE; subset = network.0.0.layer_scale_2, "
                          "network.1.proj.weight, patch_embed.proj.bias (not a tail)")
    if name == "graphsage_cora":
        m = _graphsage()
        return Spec(m, {"feat": torch.rand(12, 6, generator=g)}, {"labels": torch.tensor([[2], [0], [1], [1], [2]])},
                    call, _graphsage_loss, subset=_pick(m, ("weight", "enc.base_model.weight")),
                    notes="held out (relate v62): supervised GraphSAGE (williamleif/graphsage-simple layout, "
                          "run_cora.py's two-layer stack on a 12-node graph): MeanAggregator builds a row-"
                          "normalised mask by index assignment over the unique neighbours in Python, mask.mm of "
                          "their embeddings; Encoder cat(self, neighbour mean), relu(W.mm(combined.t())); layer 2 "
                          "reads layer 1 transposed for both the batch and its neighbours (layer 1 run twice); "
                          "scores = W.mm(embeds).t(); CE of labels.squeeze(); features by F.embedding over the "
                          "feature input; subset = weight, enc.base_model.weight (not a tail)")
    if name == "resmlp_meswish":
        m = ResMLP(g)
        labels = torch.tensor([0, 3])
        return Spec(m, {"img": torch.randn(2, 3, 16, 16, generator=g)}, {"target": _mixup_targets(labels, 0.7)},
                    call, _soft_target_ce,
                    subset=_pick(m, ("blocks.0.mlp.fc1.weight", "blocks.1.gamma_1", "norm.alpha")),
                    notes="held out (relate v62): ResMLP classifier (facebookresearch/deit resmlp_models.py "
                          "layout, patch 4, dim 12, depth 2) whose Mlp activation is lukemelas/EfficientNet-"
                          "PyTorch's MemoryEfficientSwish (SwishImplementation custom autograd.Function: x "
                          "sigmoid(x) saving only x; backward g s (1 + x (1 - s)) with s = sigmoid(x) "
                          "recomputed); Affine pre-norms (alpha x + beta), a cross-patch Linear on the transposed "
                          "tokens, gamma layer scales, token mean, Linear; timm's SoftTargetCrossEntropy on "
                          "mixup-style soft targets; subset = blocks.0.mlp.fc1.weight, blocks.1.gamma_1, "
                          "norm.alpha (not a tail)")
    raise KeyError(name)
