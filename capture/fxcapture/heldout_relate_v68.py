"""Sixty-eighth held-out set for `fxmatch relate` (2026-12-06, /work/pending/heldout_relate_v68).

Written to score main blind: captured once and scored with main's binary and
rules, no engine change in between, and no fxmatch run on these captures
while they were written. Its five families are new to the project (no
earlier set has them); all five are ordinary networks and training steps
(no custom torch.autograd.Function): a SimCLR step (sthalles/SimCLR:
models/resnet_simclr.py's ResNetSimCLR over torchvision's resnet.py,
simclr.py's info_nce_loss and CrossEntropyLoss); a Deep Interest Network
(shenweichen/DeepCTR-Torch: deepctr_torch/models/din.py, models/basemodel.py's
fit step and regularization, layers/sequence.py's
AttentionSequencePoolingLayer / LocalActivationUnit / SequencePoolingLayer,
layers/activation.py's Dice (kept, unused), layers/core.py's DNN / PredictionLayer,
inputs.py's lookups, examples/run_din.py's fake data); an EfficientNetV2
(pytorch/vision: torchvision/models/efficientnet.py FusedMBConv / MBConv /
EfficientNet, ops/misc.py Conv2dNormActivation / SqueezeExcitation,
references/classification/train.py's label-smoothed CE); Prototypical
Networks (jakesnell/prototypical-networks: protonets/models/few_shot.py,
protonets/models/utils.py's euclidean_dist); and a MelGAN generator step
(descriptinc/melgan-neurips: mel2wav/modules.py Generator / ResnetBlock /
NLayerDiscriminator / Discriminator with torch.nn.utils.weight_norm,
scripts/train.py's generator loss); like heldout_relate.py's models they
never enter the zoo.

  simclr_ntxent    view1 [4, 3, 16, 16], view2 [4, 3, 16, 16] -> images = cat(views) [8, 3, 16, 16];
                   ResNetSimCLR(out_dim 8): backbone torchvision ResNet(BasicBlock, layers [1, 1], widths 8, 16):
                   conv1 Conv(3, 8, 7, s2, pad 3, no bias), bn1, relu_, maxpool(3, s2, pad 1) [8, 8, 4, 4]; layer1
                   BasicBlock(8, 8); layer2 BasicBlock(8, 16, s2, downsample conv 1x1 + BN) [8, 16, 2, 2]; BasicBlock
                   conv / bn / relu_ / conv / bn, out += identity, relu_; avgpool, flatten; fc = Sequential(Linear(16,
                   16), ReLU, Linear(16, 8)); kaiming_normal_(fan_out) convs, BN 1 / 0; BN in training mode;
                   criterion: info_nce_loss(batch 4, n_views 2, temperature 0.07): labels cat(arange(4) x 2),
                   (labels[None] == labels[:, None]).float(), F.normalize(features), features @ features.T, mask =
                   eye(8, bool), labels[~mask].view(8, -1), similarity[~mask].view(8, -1), positives =
                   similarity[labels.bool()].view(8, -1), negatives = similarity[~labels.bool()].view(8, -1),
                   logits cat / 0.07, CrossEntropyLoss against zeros; subset = model.backbone.layer1.0.bn2.weight,
                   model.backbone.fc.0.weight, model.backbone.conv1.weight.
  din_ctr          x [3, 14] float (run_din.py's get_xy_fake laid out by build_input_features: user, gender, item_id,
                   cate_id, pay_score, hist_item_id [4], seq_length, hist_cate_id [4]), y [3] -> DIN(feature columns
                   with embedding_dim 4, history ['item_id', 'cate_id'], dnn_hidden_units (16, 8), att_hidden_size (8,
                   4), att_activation 'sigmoid' (LocalActivationUnit's own default; DIN's default 'Dice' (BN1d on
                   the transposed [B, H, T] map) makes the aot backward fail: a view of a clone with the wrong
                   strides), att_weight_normalization True, l2_reg_embedding 1e-6, init_std 1e-4):
                   embedding_dict ModuleDict (hist_* share item_id / cate_id), every lookup X[:, a:b].long()
                   (embedding_lookup / maxlen_lookup take a:b from the feature_index tuple, not np.array(tuple) as
                   the source does: dynamo turns the array into a tensor and the slice bounds data-dependent);
                   input_from_feature_columns (its sparse embeddings and mean SequencePoolingLayer of the histories
                   computed and discarded, as in the source; dense X[:, 4:5] kept); query cat [3, 1, 8], keys cat [3,
                   4, 8], dnn embeddings cat [3, 1, 16]; keys_length squeeze(X[:, 9:10].long()); attention:
                   arange(4).repeat(3, 1) < keys_length.view(-1, 1), LocalActivationUnit (query.expand, cat(q, k, q -
                   k, q * k) [3, 4, 32], DNN Linear(32, 8), Sigmoid, Linear(8, 4), Sigmoid; dense Linear(4, 1)),
                   transpose, where(mask, score, ones_like * (-2 ** 32 + 1)), softmax, matmul keys [3, 1, 8]; cat,
                   view [3, 24], combined_dnn_input with the dense value [3, 25]; DNN Linear(25, 16), ReLU_, Linear(16,
                   8), ReLU_; dnn_linear Linear(8, 1, no bias); PredictionLayer output += bias, sigmoid; squeeze;
                   get_regularization_loss zeros(1) += sum(1e-6 square(w)) per embedding (the dnn's l2 0 skipped);
                   DNN linear weights normal_(std 1e-4), embeddings normal_(std 1e-4);
                   criterion: binary_cross_entropy(reduction 'sum') + reg_loss + 0; subset =
                   model.attention.local_att.dnn.linears.0.weight, model.embedding_dict.cate_id.weight,
                   model.dnn.linears.1.bias.
  effnetv2_fused   x [2, 3, 16, 16], labels [2] (5 classes) -> EfficientNet(FusedMBConvConfig(1, 3, 1, 8, 8, 1),
                   FusedMBConvConfig(4, 3, 2, 8, 16, 2), MBConvConfig(4, 3, 2, 16, 24, 2); last_channel 32, dropout 0,
                   stochastic_depth_prob 0, BatchNorm2d(eps 1e-3)): stem Conv2dNormActivation(3, 8, 3, s2) with SiLU_
                   [2, 8, 8, 8]; features.1 FusedMBConv(8, 8, expand 1: one 3x3 conv / BN / SiLU_), result += input;
                   features.2 FusedMBConv(8, 16, s2: 3x3 Conv(8, 32) / BN / SiLU_, 1x1 Conv(32, 16) / BN) [2, 16, 4,
                   4], FusedMBConv(16, 16, expand 64) with result += input; features.3 MBConv(16, 24, s2: 1x1 expand
                   to 64, depthwise 3x3 s2, SqueezeExcitation(64, 4: AdaptiveAvgPool, fc1 Conv 1x1, SiLU_, fc2,
                   sigmoid, scale * input), 1x1 project / BN) [2, 24, 2, 2], MBConv(24, 24, expand 96, SE(96, 6)) with
                   result += input (StochasticDepth(0) returns its input); features.4 Conv2dNormActivation(24, 32, 1);
                   avgpool, flatten, Dropout(0, inplace), Linear(32, 5); kaiming_normal_(fan_out) convs, BN 1 / 0,
                   Linear uniform_(+-1 / sqrt(5)), zero biases; BN in training mode; criterion:
                   CrossEntropyLoss(label_smoothing 0.1); subset = features.2.1.block.1.1.weight,
                   features.3.0.block.2.fc1.weight, features.0.0.weight.
  protonet_fewshot  xs [3, 2, 1, 16, 16] (3-way 2-shot support), xq [3, 2, 1, 16, 16] (2 queries per class) ->
                   Protonet.loss as forward: target_inds arange(3).view(3, 1, 1).expand(3, 2, 1); x = cat(xs.view(6,
                   1, 16, 16), xq.view(6, ...)) [12, 1, 16, 16]; encoder 4 conv_blocks (Conv(c, 8, 3, pad 1), BN(8),
                   ReLU, MaxPool2d(2)) -> [12, 8, 1, 1], Flatten (view) [12, 8]; z_proto = z[:6].view(3, 2, 8).mean(1);
                   zq = z[6:]; euclidean_dist (unsqueeze / expand both to [6, 3, 8], pow(x - y, 2).sum(2));
                   log_softmax(-dists, 1).view(3, 2, -1); loss_val = -gather(2, target_inds).squeeze().view(-1).mean();
                   acc_val by max(2), eq, float, mean (returned, not in the loss); default init; BN in training mode;
                   criterion: loss_val (engine.py's loss.backward()); subset = encoder.1.1.weight, encoder.2.1.bias,
                   encoder.0.0.weight.
  melgan_gstep     s_t [1, 8, 8] (mel), x_t [1, 1, 32] in [-1, 1) -> Generator(input_size 8, ngf 4, n_residual_layers
                   3, ratios [2, 2] for the source's [8, 8, 2, 2]): ReflectionPad1d(3), WNConv1d(8, 16, 7) [1, 16, 8];
                   per ratio LeakyReLU(0.2), WNConvTranspose1d(16, 8, 4, s2, pad 1) [1, 8, 16], 3 ResnetBlocks (dilation
                   1, 3, 9: shortcut WNConv1d 1x1 + (LeakyReLU, ReflectionPad1d(d), WNConv1d(k3, dilation d),
                   LeakyReLU, WNConv1d 1x1)); then WNConvTranspose1d(8, 4) [1, 4, 32] and 3 ResnetBlocks(4); LeakyReLU,
                   ReflectionPad1d(3), WNConv1d(4, 1, 7), Tanh [1, 1, 32]; Discriminator(num_D 2, ndf 4, n_layers 3,
                   downsampling_factor 2, width cap 16 for the source's 1024, so that layer_4's WNConv1d(nf_prev, nf)
                   sees nf_prev == nf as the source's config does): per scale NLayerDiscriminator layer_0
                   ReflectionPad1d(7), WNConv1d(1, 4, 15), LeakyReLU_(0.2); layer_1..3 WNConv1d(4 -> 8 -> 16 -> 16,
                   k 21, s2, pad 10, groups nf_prev // 4), LeakyReLU_; layer_4 WNConv1d(16, 16, 5, pad 2), LeakyReLU_;
                   layer_5 WNConv1d(16, 1, 3, pad 1); every feature map returned; AvgPool1d(4, s2, pad 1,
                   count_include_pad False) between scales; every conv torch.nn.utils.weight_norm (weight_g,
                   weight_v; weights_init's normal_ on the hook's computed weight, as in the source); D_real = netD(x_t),
                   D_fake = netD(netG(s_t)); criterion: loss_G = sum over scales of -scale[-1].mean(), loss_feat =
                   sum of (1 / 2) (4 / 4) l1_loss(D_fake[i][j], D_real[i][j].detach()), loss_G + 10 loss_feat; every
                   parameter of G and D trainable; subset = netD.model.disc_1.model.layer_2.0.weight_g,
                   netG.model.5.shortcut.bias, netG.model.1.weight_v.
No subset above is a tail.
"""
from __future__ import annotations

import copy
from collections import OrderedDict
from functools import partial

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.nn.utils import weight_norm
from .heldout_subsets import where as _where

V68 = ["simclr_ntxent", "din_ctr", "effnetv2_fused", "protonet_fewshot", "melgan_gstep"]


# ------------------------------------------------------------------ SimCLR (sthalles/SimCLR)
def _conv3x3(in_planes, out_planes, stride=1):
    return nn.Conv2d(in_planes, out_planes, kernel_size=3, stride=stride, padding=1, bias=False)


class TVBasicBlock(nn.Module):
    """torchvision resnet.py's BasicBlock."""
    expansion = 1

    def __init__(self, inplanes, planes, stride=1, downsample=None):
        super().__init__()
        self.conv1 = _conv3x3(inplanes, planes, stride)
        self.bn1 = nn.BatchNorm2d(planes)
        self.relu = nn.ReLU(inplace=True)
        self.conv2 = _conv3x3(planes, planes)
        self.bn2 = nn.BatchNorm2d(planes)
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


class TVResNet(nn.Module):
    """torchvision resnet.py's ResNet (BasicBlock, layers [1, 1], widths 8 / 16 for resnet18's 64 ... 512)."""

    def __init__(self, layers=(1, 1), widths=(8, 16), num_classes=8):
        super().__init__()
        self.inplanes = widths[0]
        self.conv1 = nn.Conv2d(3, self.inplanes, kernel_size=7, stride=2, padding=3, bias=False)
        self.bn1 = nn.BatchNorm2d(self.inplanes)
        self.relu = nn.ReLU(inplace=True)
        self.maxpool = nn.MaxPool2d(kernel_size=3, stride=2, padding=1)
        self.layer1 = self._make_layer(widths[0], layers[0])
        self.layer2 = self._make_layer(widths[1], layers[1], stride=2)
        self.avgpool = nn.AdaptiveAvgPool2d((1, 1))
        self.fc = nn.Linear(widths[1] * TVBasicBlock.expansion, num_classes)
        for m in self.modules():
            if isinstance(m, nn.Conv2d):
                nn.init.kaiming_normal_(m.weight, mode="fan_out", nonlinearity="relu")
            elif isinstance(m, nn.BatchNorm2d):
                nn.init.constant_(m.weight, 1)
                nn.init.constant_(m.bias, 0)

    def _make_layer(self, planes, blocks, stride=1):
        downsample = None
        if stride != 1 or self.inplanes != planes * TVBasicBlock.expansion:
            downsample = nn.Sequential(
                nn.Conv2d(self.inplanes, planes * TVBasicBlock.expansion, 1, stride, bias=False),
                nn.BatchNorm2d(planes * TVBasicBlock.expansion),
            )
        layers = [TVBasicBlock(self.inplanes, planes, stride, downsample)]
        self.inplanes = planes * TVBasicBlock.expansion
        for _ in range(1, blocks):
            layers.append(TVBasicBlock(self.inplanes, planes))
        return nn.Sequential(*layers)

    def forward(self, x):
        x = self.conv1(x)
        x = self.bn1(x)
        x = self.relu(x)
        x = self.maxpool(x)
        x = self.layer1(x)
        x = self.layer2(x)
        x = self.avgpool(x)
        x = torch.flatten(x, 1)
        x = self.fc(x)
        return x


class ResNetSimCLR(nn.Module):
    """models/resnet_simclr.py's ResNetSimCLR: backbone resnet(num_classes=out_dim), fc replaced by
    Sequential(Linear(dim_mlp, dim_mlp), ReLU(), fc)."""

    def __init__(self, out_dim=8):
        super().__init__()
        self.backbone = TVResNet(num_classes=out_dim)
        dim_mlp = self.backbone.fc.in_features
        self.backbone.fc = nn.Sequential(nn.Linear(dim_mlp, dim_mlp), nn.ReLU(), self.backbone.fc)

    def forward(self, x):
        return self.backbone(x)


class SimCLRStep(nn.Module):
    """simclr.py's train loop: images = torch.cat(images, dim=0); features = self.model(images)."""

    def __init__(self):
        super().__init__()
        self.model = ResNetSimCLR(out_dim=8)

    def forward(self, view1, view2):
        images = torch.cat([view1, view2], dim=0)
        return self.model(images)


def _info_nce_loss(features, batch_size=4, n_views=2, temperature=0.07):
    """simclr.py's info_nce_loss, then self.criterion = CrossEntropyLoss()."""
    labels = torch.cat([torch.arange(batch_size) for i in range(n_views)], dim=0)
    labels = (labels.unsqueeze(0) == labels.unsqueeze(1)).float()
    features = F.normalize(features, dim=1)
    similarity_matrix = torch.matmul(features, features.T)
    mask = torch.eye(labels.shape[0], dtype=torch.bool)
    labels = labels[~mask].view(labels.shape[0], -1)
    similarity_matrix = similarity_matrix[~mask].view(similarity_matrix.shape[0], -1)
    positives = similarity_matrix[labels.bool()].view(labels.shape[0], -1)
    negatives = similarity_matrix[~labels.bool()].view(similarity_matrix.shape[0], -1)
    logits = torch.cat([positives, negatives], dim=1)
    labels = torch.zeros(logits.shape[0], dtype=torch.long)
    logits = logits / temperature
    return nn.CrossEntropyLoss()(logits, labels)


# ------------------------------------------------------------------ DIN (shenweichen/DeepCTR-Torch)
class SparseFeat:
    def __init__(self, name, vocabulary_size, embedding_dim=4, embedding_name=None):
        self.name = name
        self.vocabulary_size = vocabulary_size
        self.embedding_dim = embedding_dim
        self.embedding_name = embedding_name or name


class DenseFeat:
    def __init__(self, name, dimension=1):
        self.name = name
        self.dimension = dimension


class VarLenSparseFeat:
    def __init__(self, sparsefeat, maxlen, combiner="mean", length_name=None):
        self.sparsefeat = sparsefeat
        self.maxlen = maxlen
        self.combiner = combiner
        self.length_name = length_name
        self.name = sparsefeat.name
        self.vocabulary_size = sparsefeat.vocabulary_size
        self.embedding_dim = sparsefeat.embedding_dim
        self.embedding_name = sparsefeat.embedding_name


def build_input_features(feature_columns):
    features = OrderedDict()
    start = 0
    for feat in feature_columns:
        feat_name = feat.name
        if feat_name in features:
            continue
        if isinstance(feat, SparseFeat):
            features[feat_name] = (start, start + 1)
            start += 1
        elif isinstance(feat, DenseFeat):
            features[feat_name] = (start, start + feat.dimension)
            start += feat.dimension
        elif isinstance(feat, VarLenSparseFeat):
            features[feat_name] = (start, start + feat.maxlen)
            start += feat.maxlen
            if feat.length_name is not None and feat.length_name not in features:
                features[feat.length_name] = (start, start + 1)
                start += 1
    return features


def create_embedding_matrix(feature_columns, init_std=0.0001):
    sparse_feature_columns = [x for x in feature_columns if isinstance(x, SparseFeat)]
    varlen_sparse_feature_columns = [x for x in feature_columns if isinstance(x, VarLenSparseFeat)]
    embedding_dict = nn.ModuleDict({feat.embedding_name: nn.Embedding(feat.vocabulary_size, feat.embedding_dim)
                                    for feat in sparse_feature_columns + varlen_sparse_feature_columns})
    for tensor in embedding_dict.values():
        nn.init.normal_(tensor.weight, mean=0, std=init_std)
    return embedding_dict


def embedding_lookup(X, sparse_embedding_dict, sparse_input_dict, sparse_feature_columns, return_feat_list=(),
                     to_list=False):
    group_embedding_dict = {"default_group": []}
    for fc in sparse_feature_columns:
        feature_name = fc.name
        embedding_name = fc.embedding_name
        if len(return_feat_list) == 0 or feature_name in return_feat_list:
            lookup_idx = sparse_input_dict[feature_name]  # np.array(...) in the source: see the docstring
            input_tensor = X[:, lookup_idx[0]:lookup_idx[1]].long()
            emb = sparse_embedding_dict[embedding_name](input_tensor)
            group_embedding_dict["default_group"].append(emb)
    return group_embedding_dict["default_group"] if to_list else group_embedding_dict


def varlen_embedding_lookup(X, embedding_dict, sequence_input_dict, varlen_sparse_feature_columns):
    varlen_embedding_vec_dict = {}
    for fc in varlen_sparse_feature_columns:
        lookup_idx = sequence_input_dict[fc.name]
        varlen_embedding_vec_dict[fc.name] = embedding_dict[fc.embedding_name](
            X[:, lookup_idx[0]:lookup_idx[1]].long())
    return varlen_embedding_vec_dict


class SequencePoolingLayer(nn.Module):
    """layers/sequence.py's SequencePoolingLayer (supports_masking=False: a length input)."""

    def __init__(self, mode="mean", supports_masking=False):
        super().__init__()
        self.mode = mode
        self.supports_masking = supports_masking
        self.eps = torch.FloatTensor([1e-8])

    def _sequence_mask(self, lengths, maxlen=None, dtype=torch.bool):
        row_vector = torch.arange(0, maxlen, 1).to(lengths.device)
        matrix = torch.unsqueeze(lengths, dim=-1)
        mask = row_vector < matrix
        mask.type(dtype)
        return mask

    def forward(self, seq_value_len_list):
        uiseq_embed_list, user_behavior_length = seq_value_len_list
        mask = self._sequence_mask(user_behavior_length, maxlen=uiseq_embed_list.shape[1], dtype=torch.float32)
        mask = torch.transpose(mask, 1, 2)
        embedding_size = uiseq_embed_list.shape[-1]
        mask = torch.repeat_interleave(mask, embedding_size, dim=2)
        hist = uiseq_embed_list * mask.float()
        hist = torch.sum(hist, dim=1, keepdim=False)
        if self.mode == "mean":
            self.eps = self.eps.to(user_behavior_length.device)
            hist = torch.div(hist, user_behavior_length.type(torch.float32) + self.eps)
        hist = torch.unsqueeze(hist, dim=1)
        return hist


def get_varlen_pooling_list(embedding_dict, features, feature_index, varlen_sparse_feature_columns):
    varlen_sparse_embedding_list = []
    for feat in varlen_sparse_feature_columns:
        seq_emb = embedding_dict[feat.name]
        seq_length = features[:, feature_index[feat.length_name][0]:feature_index[feat.length_name][1]].long()
        emb = SequencePoolingLayer(mode=feat.combiner, supports_masking=False)([seq_emb, seq_length])
        varlen_sparse_embedding_list.append(emb)
    return varlen_sparse_embedding_list


def maxlen_lookup(X, sparse_input_dict, maxlen_column):
    lookup_idx = sparse_input_dict[maxlen_column[0]]  # np.array(...) in the source
    return X[:, lookup_idx[0]:lookup_idx[1]].long()


def combined_dnn_input(sparse_embedding_list, dense_value_list):
    sparse_dnn_input = torch.flatten(torch.cat(sparse_embedding_list, dim=-1), start_dim=1)
    dense_dnn_input = torch.flatten(torch.cat(dense_value_list, dim=-1), start_dim=1)
    return torch.cat([sparse_dnn_input, dense_dnn_input], dim=-1)


class Dice(nn.Module):
    """layers/activation.py's Dice."""

    def __init__(self, emb_size, dim=2, epsilon=1e-8):
        super().__init__()
        assert dim == 2 or dim == 3
        self.bn = nn.BatchNorm1d(emb_size, eps=epsilon)
        self.sigmoid = nn.Sigmoid()
        self.dim = dim
        if self.dim == 2:
            self.alpha = nn.Parameter(torch.zeros((emb_size,)))
        else:
            self.alpha = nn.Parameter(torch.zeros((emb_size, 1)))

    def forward(self, x):
        assert x.dim() == self.dim
        if self.dim == 2:
            x_p = self.sigmoid(self.bn(x))
            out = self.alpha * (1 - x_p) * x + x_p * x
        else:
            x = torch.transpose(x, 1, 2)
            x_p = self.sigmoid(self.bn(x))
            out = self.alpha * (1 - x_p) * x + x_p * x
            out = torch.transpose(out, 1, 2)
        return out


def activation_layer(act_name, hidden_size=None, dice_dim=2):
    if act_name.lower() == "sigmoid":
        return nn.Sigmoid()
    if act_name.lower() == "relu":
        return nn.ReLU(inplace=True)
    if act_name.lower() == "dice":
        return Dice(hidden_size, dice_dim)
    raise NotImplementedError(act_name)


class DNN(nn.Module):
    """layers/core.py's DNN (use_bn False, dropout 0)."""

    def __init__(self, inputs_dim, hidden_units, activation="relu", dropout_rate=0, use_bn=False, init_std=0.0001,
                 dice_dim=3):
        super().__init__()
        self.dropout = nn.Dropout(dropout_rate)
        self.use_bn = use_bn
        hidden_units = [inputs_dim] + list(hidden_units)
        self.linears = nn.ModuleList(
            [nn.Linear(hidden_units[i], hidden_units[i + 1]) for i in range(len(hidden_units) - 1)])
        self.activation_layers = nn.ModuleList(
            [activation_layer(activation, hidden_units[i + 1], dice_dim) for i in range(len(hidden_units) - 1)])
        for name, tensor in self.linears.named_parameters():
            if "weight" in name:
                nn.init.normal_(tensor, mean=0, std=init_std)

    def forward(self, inputs):
        deep_input = inputs
        for i in range(len(self.linears)):
            fc = self.linears[i](deep_input)
            fc = self.activation_layers[i](fc)
            fc = self.dropout(fc)
            deep_input = fc
        return deep_input


class LocalActivationUnit(nn.Module):
    def __init__(self, hidden_units=(64, 32), embedding_dim=4, activation="sigmoid", dropout_rate=0, dice_dim=3,
                 use_bn=False):
        super().__init__()
        self.dnn = DNN(inputs_dim=4 * embedding_dim, hidden_units=hidden_units, activation=activation,
                       dropout_rate=dropout_rate, dice_dim=dice_dim, use_bn=use_bn)
        self.dense = nn.Linear(hidden_units[-1], 1)

    def forward(self, query, user_behavior):
        user_behavior_len = user_behavior.size(1)
        queries = query.expand(-1, user_behavior_len, -1)
        attention_input = torch.cat([queries, user_behavior, queries - user_behavior, queries * user_behavior],
                                    dim=-1)
        attention_output = self.dnn(attention_input)
        attention_score = self.dense(attention_output)
        return attention_score


class AttentionSequencePoolingLayer(nn.Module):
    def __init__(self, att_hidden_units=(80, 40), att_activation="sigmoid", weight_normalization=False,
                 return_score=False, supports_masking=False, embedding_dim=4):
        super().__init__()
        self.return_score = return_score
        self.weight_normalization = weight_normalization
        self.supports_masking = supports_masking
        self.local_att = LocalActivationUnit(hidden_units=att_hidden_units, embedding_dim=embedding_dim,
                                             activation=att_activation, dropout_rate=0, use_bn=False)

    def forward(self, query, keys, keys_length, mask=None):
        batch_size, max_length, _ = keys.size()
        keys_masks = torch.arange(max_length, device=keys_length.device, dtype=keys_length.dtype).repeat(batch_size,
                                                                                                         1)
        keys_masks = keys_masks < keys_length.view(-1, 1)
        keys_masks = keys_masks.unsqueeze(1)
        attention_score = self.local_att(query, keys)
        outputs = torch.transpose(attention_score, 1, 2)
        if self.weight_normalization:
            paddings = torch.ones_like(outputs) * (-2 ** 32 + 1)
        else:
            paddings = torch.zeros_like(outputs)
        outputs = torch.where(keys_masks, outputs, paddings)
        if self.weight_normalization:
            outputs = F.softmax(outputs, dim=-1)
        if not self.return_score:
            outputs = torch.matmul(outputs, keys)
        return outputs


class PredictionLayer(nn.Module):
    def __init__(self, task="binary", use_bias=True):
        super().__init__()
        self.use_bias = use_bias
        self.task = task
        if self.use_bias:
            self.bias = nn.Parameter(torch.zeros((1,)))

    def forward(self, X):
        output = X
        if self.use_bias:
            output += self.bias
        if self.task == "binary":
            output = torch.sigmoid(output)
        return output


class DIN(nn.Module):
    """models/din.py's DIN over basemodel.py's BaseModel parts (embedding_dict, feature_index, out,
    regularization_weight, get_regularization_loss); the BaseModel linear_model has no features and no
    parameters and is left out."""

    def __init__(self, dnn_feature_columns, history_feature_list, dnn_hidden_units=(16, 8), att_hidden_size=(8, 4),
                 att_activation="Dice", att_weight_normalization=False, l2_reg_embedding=1e-6, init_std=0.0001):
        super().__init__()
        self.dnn_feature_columns = dnn_feature_columns
        self.feature_index = build_input_features(dnn_feature_columns)
        self.embedding_dict = create_embedding_matrix(dnn_feature_columns, init_std)
        self.regularization_weight = []
        self.add_regularization_weight(self.embedding_dict.parameters(), l2=l2_reg_embedding)
        self.out = PredictionLayer("binary")
        self.sparse_feature_columns = [x for x in dnn_feature_columns if isinstance(x, SparseFeat)]
        self.varlen_sparse_feature_columns = [x for x in dnn_feature_columns if isinstance(x, VarLenSparseFeat)]
        self.dense_feature_columns = [x for x in dnn_feature_columns if isinstance(x, DenseFeat)]
        self.history_feature_list = history_feature_list
        self.history_feature_columns = []
        self.sparse_varlen_feature_columns = []
        self.history_fc_names = list(map(lambda x: "hist_" + x, history_feature_list))
        for fc in self.varlen_sparse_feature_columns:
            if fc.name in self.history_fc_names:
                self.history_feature_columns.append(fc)
            else:
                self.sparse_varlen_feature_columns.append(fc)
        att_emb_dim = sum(f.embedding_dim for f in self.sparse_feature_columns if f.name in history_feature_list)
        self.attention = AttentionSequencePoolingLayer(att_hidden_units=att_hidden_size, embedding_dim=att_emb_dim,
                                                       att_activation=att_activation, return_score=False,
                                                       supports_masking=False,
                                                       weight_normalization=att_weight_normalization)
        inputs_dim = (sum(f.embedding_dim for f in self.sparse_feature_columns + self.varlen_sparse_feature_columns)
                      + sum(f.dimension for f in self.dense_feature_columns))
        self.dnn = DNN(inputs_dim=inputs_dim, hidden_units=dnn_hidden_units, activation="relu", dropout_rate=0,
                       use_bn=False, init_std=init_std)
        self.dnn_linear = nn.Linear(dnn_hidden_units[-1], 1, bias=False)
        self.add_regularization_weight(
            filter(lambda x: "weight" in x[0] and "bn" not in x[0], self.dnn.named_parameters()), l2=0.0)

    def add_regularization_weight(self, weight_list, l1=0.0, l2=0.0):
        if isinstance(weight_list, nn.parameter.Parameter):
            weight_list = [weight_list]
        else:
            weight_list = list(weight_list)
        self.regularization_weight.append((weight_list, l1, l2))

    def get_regularization_loss(self):
        total_reg_loss = torch.zeros((1,))
        for weight_list, l1, l2 in self.regularization_weight:
            for w in weight_list:
                parameter = w[1] if isinstance(w, tuple) else w
                if l1 > 0:
                    total_reg_loss += torch.sum(l1 * torch.abs(parameter))
                if l2 > 0:
                    total_reg_loss += torch.sum(l2 * torch.square(parameter))
        return total_reg_loss

    def input_from_feature_columns(self, X, feature_columns, embedding_dict):
        sparse_feature_columns = [x for x in feature_columns if isinstance(x, SparseFeat)]
        dense_feature_columns = [x for x in feature_columns if isinstance(x, DenseFeat)]
        varlen_sparse_feature_columns = [x for x in feature_columns if isinstance(x, VarLenSparseFeat)]
        sparse_embedding_list = [embedding_dict[feat.embedding_name](
            X[:, self.feature_index[feat.name][0]:self.feature_index[feat.name][1]].long()) for feat in
            sparse_feature_columns]
        sequence_embed_dict = varlen_embedding_lookup(X, self.embedding_dict, self.feature_index,
                                                      varlen_sparse_feature_columns)
        varlen_sparse_embedding_list = get_varlen_pooling_list(sequence_embed_dict, X, self.feature_index,
                                                               varlen_sparse_feature_columns)
        dense_value_list = [X[:, self.feature_index[feat.name][0]:self.feature_index[feat.name][1]] for feat in
                            dense_feature_columns]
        return sparse_embedding_list + varlen_sparse_embedding_list, dense_value_list

    def forward(self, X):
        _, dense_value_list = self.input_from_feature_columns(X, self.dnn_feature_columns, self.embedding_dict)
        query_emb_list = embedding_lookup(X, self.embedding_dict, self.feature_index, self.sparse_feature_columns,
                                          return_feat_list=self.history_feature_list, to_list=True)
        keys_emb_list = embedding_lookup(X, self.embedding_dict, self.feature_index, self.history_feature_columns,
                                         return_feat_list=self.history_fc_names, to_list=True)
        dnn_input_emb_list = embedding_lookup(X, self.embedding_dict, self.feature_index, self.sparse_feature_columns,
                                              to_list=True)
        sequence_embed_dict = varlen_embedding_lookup(X, self.embedding_dict, self.feature_index,
                                                      self.sparse_varlen_feature_columns)
        sequence_embed_list = get_varlen_pooling_list(sequence_embed_dict, X, self.feature_index,
                                                      self.sparse_varlen_feature_columns)
        dnn_input_emb_list += sequence_embed_list
        deep_input_emb = torch.cat(dnn_input_emb_list, dim=-1)
        query_emb = torch.cat(query_emb_list, dim=-1)
        keys_emb = torch.cat(keys_emb_list, dim=-1)
        keys_length_feature_name = [feat.length_name for feat in self.varlen_sparse_feature_columns if
                                    feat.length_name is not None]
        keys_length = torch.squeeze(maxlen_lookup(X, self.feature_index, keys_length_feature_name), 1)
        hist = self.attention(query_emb, keys_emb, keys_length)
        deep_input_emb = torch.cat((deep_input_emb, hist), dim=-1)
        deep_input_emb = deep_input_emb.view(deep_input_emb.size(0), -1)
        dnn_input = combined_dnn_input([deep_input_emb], dense_value_list)
        dnn_output = self.dnn(dnn_input)
        dnn_logit = self.dnn_linear(dnn_output)
        y_pred = self.out(dnn_logit)
        return y_pred


class DINStep(nn.Module):
    """basemodel.py's fit step: y_pred = model(x).squeeze(); reg_loss = self.get_regularization_loss()."""

    def __init__(self):
        super().__init__()
        feature_columns = [SparseFeat("user", 3, embedding_dim=4), SparseFeat("gender", 2, embedding_dim=4),
                           SparseFeat("item_id", 3 + 1, embedding_dim=4), SparseFeat("cate_id", 2 + 1, embedding_dim=4),
                           DenseFeat("pay_score", 1)]
        feature_columns += [
            VarLenSparseFeat(SparseFeat("hist_item_id", 3 + 1, embedding_dim=4, embedding_name="item_id"), maxlen=4,
                             length_name="seq_length"),
            VarLenSparseFeat(SparseFeat("hist_cate_id", 2 + 1, embedding_dim=4, embedding_name="cate_id"), maxlen=4,
                             length_name="seq_length")]
        self.model = DIN(feature_columns, ["item_id", "cate_id"], att_activation="sigmoid",
                         att_weight_normalization=True)

    def forward(self, x):
        y_pred = self.model(x).squeeze()
        return y_pred, self.model.get_regularization_loss()


def _din_data():
    """examples/run_din.py's get_xy_fake, laid out as BaseModel.fit's torch.cat of the feature columns."""
    uid = np.array([0, 1, 2])
    ugender = np.array([0, 1, 0])
    iid = np.array([1, 2, 3])
    cate_id = np.array([1, 2, 2])
    score = np.array([0.1, 0.2, 0.3])
    hist_iid = np.array([[1, 2, 3, 0], [3, 2, 1, 0], [1, 2, 0, 0]])
    hist_cate_id = np.array([[1, 2, 2, 0], [2, 2, 1, 0], [1, 2, 0, 0]])
    behavior_length = np.array([3, 3, 2])
    cols = [uid[:, None], ugender[:, None], iid[:, None], cate_id[:, None], score[:, None], hist_iid,
            behavior_length[:, None], hist_cate_id]
    x = torch.from_numpy(np.concatenate(cols, axis=-1)).float()
    y = torch.tensor([1.0, 0.0, 1.0])
    return x, y


def _din_loss(outs, y):
    """fit: loss = F.binary_cross_entropy(y_pred, y.squeeze(), reduction='sum'); total_loss = loss + reg_loss +
    self.aux_loss (0)."""
    y_pred, reg_loss = outs
    loss = F.binary_cross_entropy(y_pred, y.squeeze(), reduction="sum")
    return loss + reg_loss + 0


# ------------------------------------------------------------------ EfficientNetV2 (torchvision efficientnet.py)
def _make_divisible(v, divisor, min_value=None):
    if min_value is None:
        min_value = divisor
    new_v = max(min_value, int(v + divisor / 2) // divisor * divisor)
    if new_v < 0.9 * v:
        new_v += divisor
    return new_v


class Conv2dNormActivation(nn.Sequential):
    """torchvision ops/misc.py's Conv2dNormActivation."""

    def __init__(self, in_channels, out_channels, kernel_size=3, stride=1, padding=None, groups=1,
                 norm_layer=nn.BatchNorm2d, activation_layer=nn.ReLU, dilation=1, inplace=True, bias=None):
        if padding is None:
            padding = (kernel_size - 1) // 2 * dilation
        if bias is None:
            bias = norm_layer is None
        layers = [nn.Conv2d(in_channels, out_channels, kernel_size, stride, padding, dilation=dilation,
                            groups=groups, bias=bias)]
        if norm_layer is not None:
            layers.append(norm_layer(out_channels))
        if activation_layer is not None:
            params = {} if inplace is None else {"inplace": inplace}
            layers.append(activation_layer(**params))
        super().__init__(*layers)
        self.out_channels = out_channels


class SqueezeExcitation(nn.Module):
    """torchvision ops/misc.py's SqueezeExcitation."""

    def __init__(self, input_channels, squeeze_channels, activation=nn.ReLU, scale_activation=nn.Sigmoid):
        super().__init__()
        self.avgpool = nn.AdaptiveAvgPool2d(1)
        self.fc1 = nn.Conv2d(input_channels, squeeze_channels, 1)
        self.fc2 = nn.Conv2d(squeeze_channels, input_channels, 1)
        self.activation = activation()
        self.scale_activation = scale_activation()

    def _scale(self, input):
        scale = self.avgpool(input)
        scale = self.fc1(scale)
        scale = self.activation(scale)
        scale = self.fc2(scale)
        return self.scale_activation(scale)

    def forward(self, input):
        scale = self._scale(input)
        return scale * input


def stochastic_depth(input, p, mode, training=True):
    if not training or p == 0.0:
        return input
    raise NotImplementedError


class StochasticDepth(nn.Module):
    def __init__(self, p, mode):
        super().__init__()
        self.p = p
        self.mode = mode

    def forward(self, input):
        return stochastic_depth(input, self.p, self.mode, self.training)


class _MBConvConfig:
    def __init__(self, expand_ratio, kernel, stride, input_channels, out_channels, num_layers, block):
        self.expand_ratio = expand_ratio
        self.kernel = kernel
        self.stride = stride
        self.input_channels = input_channels
        self.out_channels = out_channels
        self.num_layers = num_layers
        self.block = block

    @staticmethod
    def adjust_channels(channels, width_mult, min_value=None):
        return _make_divisible(channels * width_mult, 8, min_value)


class MBConvConfig(_MBConvConfig):
    def __init__(self, expand_ratio, kernel, stride, input_channels, out_channels, num_layers, width_mult=1.0,
                 depth_mult=1.0, block=None):
        input_channels = self.adjust_channels(input_channels, width_mult)
        out_channels = self.adjust_channels(out_channels, width_mult)
        num_layers = int(np.ceil(num_layers * depth_mult))
        super().__init__(expand_ratio, kernel, stride, input_channels, out_channels, num_layers, block or MBConv)


class FusedMBConvConfig(_MBConvConfig):
    def __init__(self, expand_ratio, kernel, stride, input_channels, out_channels, num_layers, block=None):
        super().__init__(expand_ratio, kernel, stride, input_channels, out_channels, num_layers,
                         block or FusedMBConv)


class MBConv(nn.Module):
    def __init__(self, cnf, stochastic_depth_prob, norm_layer, se_layer=SqueezeExcitation):
        super().__init__()
        self.use_res_connect = cnf.stride == 1 and cnf.input_channels == cnf.out_channels
        layers = []
        activation_layer = nn.SiLU
        expanded_channels = cnf.adjust_channels(cnf.input_channels, cnf.expand_ratio)
        if expanded_channels != cnf.input_channels:
            layers.append(Conv2dNormActivation(cnf.input_channels, expanded_channels, kernel_size=1,
                                               norm_layer=norm_layer, activation_layer=activation_layer))
        layers.append(Conv2dNormActivation(expanded_channels, expanded_channels, kernel_size=cnf.kernel,
                                           stride=cnf.stride, groups=expanded_channels, norm_layer=norm_layer,
                                           activation_layer=activation_layer))
        squeeze_channels = max(1, cnf.input_channels // 4)
        layers.append(se_layer(expanded_channels, squeeze_channels, activation=partial(nn.SiLU, inplace=True)))
        layers.append(Conv2dNormActivation(expanded_channels, cnf.out_channels, kernel_size=1, norm_layer=norm_layer,
                                           activation_layer=None))
        self.block = nn.Sequential(*layers)
        self.stochastic_depth = StochasticDepth(stochastic_depth_prob, "row")
        self.out_channels = cnf.out_channels

    def forward(self, input):
        result = self.block(input)
        if self.use_res_connect:
            result = self.stochastic_depth(result)
            result += input
        return result


class FusedMBConv(nn.Module):
    def __init__(self, cnf, stochastic_depth_prob, norm_layer):
        super().__init__()
        self.use_res_connect = cnf.stride == 1 and cnf.input_channels == cnf.out_channels
        layers = []
        activation_layer = nn.SiLU
        expanded_channels = cnf.adjust_channels(cnf.input_channels, cnf.expand_ratio)
        if expanded_channels != cnf.input_channels:
            layers.append(Conv2dNormActivation(cnf.input_channels, expanded_channels, kernel_size=cnf.kernel,
                                               stride=cnf.stride, norm_layer=norm_layer,
                                               activation_layer=activation_layer))
            layers.append(Conv2dNormActivation(expanded_channels, cnf.out_channels, kernel_size=1,
                                               norm_layer=norm_layer, activation_layer=None))
        else:
            layers.append(Conv2dNormActivation(cnf.input_channels, cnf.out_channels, kernel_size=cnf.kernel,
                                               stride=cnf.stride, norm_layer=norm_layer,
                                               activation_layer=activation_layer))
        self.block = nn.Sequential(*layers)
        self.stochastic_depth = StochasticDepth(stochastic_depth_prob, "row")
        self.out_channels = cnf.out_channels

    def forward(self, input):
        result = self.block(input)
        if self.use_res_connect:
            result = self.stochastic_depth(result)
            result += input
        return result


class EfficientNet(nn.Module):
    """torchvision efficientnet.py's EfficientNet (the efficientnet_v2 path: BN eps 1e-3, last_channel given)."""

    def __init__(self, inverted_residual_setting, dropout, stochastic_depth_prob=0.2, num_classes=1000,
                 norm_layer=None, last_channel=None):
        super().__init__()
        if norm_layer is None:
            norm_layer = nn.BatchNorm2d
        layers = []
        firstconv_output_channels = inverted_residual_setting[0].input_channels
        layers.append(Conv2dNormActivation(3, firstconv_output_channels, kernel_size=3, stride=2,
                                           norm_layer=norm_layer, activation_layer=nn.SiLU))
        total_stage_blocks = sum(cnf.num_layers for cnf in inverted_residual_setting)
        stage_block_id = 0
        for cnf in inverted_residual_setting:
            stage = []
            for _ in range(cnf.num_layers):
                block_cnf = copy.copy(cnf)
                if stage:
                    block_cnf.input_channels = block_cnf.out_channels
                    block_cnf.stride = 1
                sd_prob = stochastic_depth_prob * float(stage_block_id) / total_stage_blocks
                stage.append(block_cnf.block(block_cnf, sd_prob, norm_layer))
                stage_block_id += 1
            layers.append(nn.Sequential(*stage))
        lastconv_input_channels = inverted_residual_setting[-1].out_channels
        lastconv_output_channels = last_channel if last_channel is not None else 4 * lastconv_input_channels
        layers.append(Conv2dNormActivation(lastconv_input_channels, lastconv_output_channels, kernel_size=1,
                                           norm_layer=norm_layer, activation_layer=nn.SiLU))
        self.features = nn.Sequential(*layers)
        self.avgpool = nn.AdaptiveAvgPool2d(1)
        self.classifier = nn.Sequential(nn.Dropout(p=dropout, inplace=True),
                                        nn.Linear(lastconv_output_channels, num_classes))
        for m in self.modules():
            if isinstance(m, nn.Conv2d):
                nn.init.kaiming_normal_(m.weight, mode="fan_out")
                if m.bias is not None:
                    nn.init.zeros_(m.bias)
            elif isinstance(m, (nn.BatchNorm2d, nn.GroupNorm)):
                nn.init.ones_(m.weight)
                nn.init.zeros_(m.bias)
            elif isinstance(m, nn.Linear):
                init_range = 1.0 / np.sqrt(m.out_features)
                nn.init.uniform_(m.weight, -init_range, init_range)
                nn.init.zeros_(m.bias)

    def forward(self, x):
        x = self.features(x)
        x = self.avgpool(x)
        x = torch.flatten(x, 1)
        x = self.classifier(x)
        return x


def _effnetv2_tiny():
    """_efficientnet_conf('efficientnet_v2_s') shrunk: two fused stages, one MBConv stage with SE."""
    setting = [FusedMBConvConfig(1, 3, 1, 8, 8, 1), FusedMBConvConfig(4, 3, 2, 8, 16, 2),
               MBConvConfig(4, 3, 2, 16, 24, 2)]
    return EfficientNet(setting, dropout=0.0, stochastic_depth_prob=0.0, num_classes=5,
                        norm_layer=partial(nn.BatchNorm2d, eps=1e-03), last_channel=32)


def _ls_ce(out, labels):
    """references/classification/train.py: nn.CrossEntropyLoss(label_smoothing=args.label_smoothing) (0.1 in the
    efficientnet_v2 recipe)."""
    return nn.CrossEntropyLoss(label_smoothing=0.1)(out, labels)


# ------------------------------------------------------------------ Prototypical Networks (jakesnell/prototypical-networks)
class PNFlatten(nn.Module):
    def forward(self, x):
        return x.view(x.size(0), -1)


def conv_block(in_channels, out_channels):
    return nn.Sequential(nn.Conv2d(in_channels, out_channels, 3, padding=1), nn.BatchNorm2d(out_channels), nn.ReLU(),
                         nn.MaxPool2d(2))


def euclidean_dist(x, y):
    n = x.size(0)
    m = y.size(0)
    d = x.size(1)
    assert d == y.size(1)
    x = x.unsqueeze(1).expand(n, m, d)
    y = y.unsqueeze(0).expand(n, m, d)
    return torch.pow(x - y, 2).sum(2)


class Protonet(nn.Module):
    """protonets/models/few_shot.py's Protonet; forward is its loss(sample) (loss_val and acc_val)."""

    def __init__(self, encoder):
        super().__init__()
        self.encoder = encoder

    def forward(self, xs, xq):
        n_class = xs.size(0)
        assert xq.size(0) == n_class
        n_support = xs.size(1)
        n_query = xq.size(1)
        target_inds = torch.arange(0, n_class).view(n_class, 1, 1).expand(n_class, n_query, 1).long()
        x = torch.cat([xs.view(n_class * n_support, *xs.size()[2:]), xq.view(n_class * n_query, *xq.size()[2:])], 0)
        z = self.encoder.forward(x)
        z_dim = z.size(-1)
        z_proto = z[:n_class * n_support].view(n_class, n_support, z_dim).mean(1)
        zq = z[n_class * n_support:]
        dists = euclidean_dist(zq, z_proto)
        log_p_y = F.log_softmax(-dists, dim=1).view(n_class, n_query, -1)
        loss_val = -log_p_y.gather(2, target_inds).squeeze().view(-1).mean()
        _, y_hat = log_p_y.max(2)
        acc_val = torch.eq(y_hat, target_inds.squeeze()).float().mean()
        return loss_val, acc_val


def load_protonet_conv(x_dim=(1, 16, 16), hid_dim=8, z_dim=8):
    encoder = nn.Sequential(conv_block(x_dim[0], hid_dim), conv_block(hid_dim, hid_dim), conv_block(hid_dim, hid_dim),
                            conv_block(hid_dim, z_dim), PNFlatten())
    return Protonet(encoder)


def _protonet_loss(outs):
    """scripts/train/few_shot/train.py via protonets/engine.py: loss, output = model.loss(sample); loss.backward()."""
    loss_val, acc_val = outs
    return loss_val


# ------------------------------------------------------------------ MelGAN (descriptinc/melgan-neurips)
def weights_init(m):
    classname = m.__class__.__name__
    if classname.find("Conv") != -1:
        m.weight.data.normal_(0.0, 0.02)
    elif classname.find("BatchNorm2d") != -1:
        m.weight.data.normal_(1.0, 0.02)
        m.bias.data.fill_(0)


def WNConv1d(*args, **kwargs):
    return weight_norm(nn.Conv1d(*args, **kwargs))


def WNConvTranspose1d(*args, **kwargs):
    return weight_norm(nn.ConvTranspose1d(*args, **kwargs))


class ResnetBlock(nn.Module):
    def __init__(self, dim, dilation=1):
        super().__init__()
        self.block = nn.Sequential(
            nn.LeakyReLU(0.2),
            nn.ReflectionPad1d(dilation),
            WNConv1d(dim, dim, kernel_size=3, dilation=dilation),
            nn.LeakyReLU(0.2),
            WNConv1d(dim, dim, kernel_size=1),
        )
        self.shortcut = WNConv1d(dim, dim, kernel_size=1)

    def forward(self, x):
        return self.shortcut(x) + self.block(x)


class Generator(nn.Module):
    def __init__(self, input_size, ngf, n_residual_layers, ratios=(2, 2)):
        super().__init__()
        ratios = list(ratios)
        self.hop_length = np.prod(ratios)
        mult = int(2 ** len(ratios))
        model = [nn.ReflectionPad1d(3), WNConv1d(input_size, mult * ngf, kernel_size=7, padding=0)]
        for i, r in enumerate(ratios):
            model += [
                nn.LeakyReLU(0.2),
                WNConvTranspose1d(mult * ngf, mult * ngf // 2, kernel_size=r * 2, stride=r, padding=r // 2 + r % 2,
                                  output_padding=r % 2),
            ]
            for j in range(n_residual_layers):
                model += [ResnetBlock(mult * ngf // 2, dilation=3 ** j)]
            mult //= 2
        model += [nn.LeakyReLU(0.2), nn.ReflectionPad1d(3), WNConv1d(ngf, 1, kernel_size=7, padding=0), nn.Tanh()]
        self.model = nn.Sequential(*model)
        self.apply(weights_init)

    def forward(self, x):
        return self.model(x)


class NLayerDiscriminator(nn.Module):
    def __init__(self, ndf, n_layers, downsampling_factor, max_nf=1024):
        super().__init__()
        model = nn.ModuleDict()
        model["layer_0"] = nn.Sequential(nn.ReflectionPad1d(7), WNConv1d(1, ndf, kernel_size=15),
                                         nn.LeakyReLU(0.2, True))
        nf = ndf
        stride = downsampling_factor
        for n in range(1, n_layers + 1):
            nf_prev = nf
            nf = min(nf * stride, max_nf)
            model["layer_%d" % n] = nn.Sequential(
                WNConv1d(nf_prev, nf, kernel_size=stride * 10 + 1, stride=stride, padding=stride * 5,
                         groups=nf_prev // 4),
                nn.LeakyReLU(0.2, True),
            )
        nf = min(nf * 2, max_nf)
        model["layer_%d" % (n_layers + 1)] = nn.Sequential(WNConv1d(nf_prev, nf, kernel_size=5, stride=1, padding=2),
                                                           nn.LeakyReLU(0.2, True))
        model["layer_%d" % (n_layers + 2)] = WNConv1d(nf, 1, kernel_size=3, stride=1, padding=1)
        self.model = model

    def forward(self, x):
        results = []
        for key, layer in self.model.items():
            x = layer(x)
            results.append(x)
        return results


class Discriminator(nn.Module):
    def __init__(self, num_D, ndf, n_layers, downsampling_factor, max_nf=1024):
        super().__init__()
        self.model = nn.ModuleDict()
        for i in range(num_D):
            self.model[f"disc_{i}"] = NLayerDiscriminator(ndf, n_layers, downsampling_factor, max_nf)
        self.downsample = nn.AvgPool1d(4, stride=2, padding=1, count_include_pad=False)
        self.apply(weights_init)

    def forward(self, x):
        results = []
        for key, disc in self.model.items():
            results.append(disc(x))
            x = self.downsample(x)
        return results


class MelGANGStep(nn.Module):
    """scripts/train.py's generator update: x_pred_t = netG(s_t); D_fake = netD(x_pred_t); D_real = netD(x_t)
    (the discriminator update's forward on real audio, whose features the generator loss reads detached)."""

    def __init__(self):
        super().__init__()
        self.netG = Generator(8, 4, 3, ratios=(2, 2))
        self.netD = Discriminator(2, 4, 3, 2, max_nf=16)

    def forward(self, s_t, x_t):
        x_pred_t = self.netG(s_t)
        D_real = self.netD(x_t)
        D_fake = self.netD(x_pred_t)
        return D_fake, D_real


def _melgan_g_loss(outs, num_D=2, n_layers_D=3, lambda_feat=10):
    D_fake, D_real = outs
    loss_G = 0
    for scale in D_fake:
        loss_G += -scale[-1].mean()
    loss_feat = 0
    feat_weights = 4.0 / (n_layers_D + 1)
    D_weights = 1.0 / num_D
    wt = D_weights * feat_weights
    for i in range(num_D):
        for j in range(len(D_fake[i]) - 1):
            loss_feat += wt * F.l1_loss(D_fake[i][j], D_real[i][j].detach())
    return loss_G + lambda_feat * loss_feat


# ------------------------------------------------------------------ build
def _pick(m, names):
    idx = _where(m, lambda n: n in names)
    assert len(idx) == len(names), (idx, names)
    return idx


def build(name: str, g: torch.Generator, Spec, call, ce):
    if name == "simclr_ntxent":
        m = SimCLRStep()
        return Spec(m, {"view1": torch.randn(4, 3, 16, 16, generator=g), "view2": torch.randn(4, 3, 16, 16, generator=g)},
                    {}, call, _info_nce_loss,
                    subset=_pick(m, ("model.backbone.layer1.0.bn2.weight", "model.backbone.fc.0.weight",
                                     "model.backbone.conv1.weight")),
                    notes="held out (relate v68): SimCLR (sthalles/SimCLR resnet_simclr.py / simclr.py): small "
                          "torchvision-style ResNet with an MLP projection head on two concatenated views, BN in "
                          "training mode; info_nce_loss (normalize, similarity matmul, boolean-mask selection of "
                          "positives / negatives, / temperature) and CE; non-tail subset")
    if name == "din_ctr":
        m = DINStep()
        x, y = _din_data()
        return Spec(m, {"x": x}, {"y": y}, call, _din_loss,
                    subset=_pick(m, ("model.attention.local_att.dnn.linears.0.weight",
                                     "model.embedding_dict.cate_id.weight", "model.dnn.linears.1.bias")),
                    notes="held out (relate v68): Deep Interest Network (shenweichen/DeepCTR-Torch din.py): "
                          "feature slices of one float X cast by .long() into shared embeddings, local activation "
                          "unit on cat(q, k, q - k, q * k) with sigmoid activations, "
                          "length-masked softmax attention by where, unused mean-pooled sequence embeddings, ReLU "
                          "DNN, PredictionLayer bias added in place; BCE sum + embedding L2; non-tail subset")
    if name == "effnetv2_fused":
        m = _effnetv2_tiny()
        return Spec(m, {"x": torch.randn(2, 3, 16, 16, generator=g)}, {"labels": torch.randint(0, 5, (2,), generator=g)},
                    call, _ls_ce,
                    subset=_pick(m, ("features.2.1.block.1.1.weight", "features.3.0.block.2.fc1.weight",
                                     "features.0.0.weight")),
                    notes="held out (relate v68): EfficientNetV2 (torchvision efficientnet.py): Fused-MBConv "
                          "stages (fused 3x3 expand + 1x1 project, in-place residual add), an MBConv stage with "
                          "depthwise conv and SqueezeExcitation, in-place SiLUs, BN(eps 1e-3) in training mode; "
                          "label-smoothed CE; non-tail subset")
    if name == "protonet_fewshot":
        m = load_protonet_conv()
        return Spec(m, {"xs": torch.randn(3, 2, 1, 16, 16, generator=g), "xq": torch.randn(3, 2, 1, 16, 16, generator=g)},
                    {}, call, _protonet_loss,
                    subset=_pick(m, ("encoder.1.1.weight", "encoder.2.1.bias", "encoder.0.0.weight")),
                    notes="held out (relate v68): Prototypical Networks (jakesnell/prototypical-networks "
                          "few_shot.py): conv-BN-ReLU-maxpool encoder on support and query images, class prototypes "
                          "by mean, squared euclidean distances by expand, log_softmax(-dists) gathered at the "
                          "target indices, BN in training mode; non-tail subset")
    if name == "melgan_gstep":
        m = MelGANGStep()
        return Spec(m, {"s_t": torch.randn(1, 8, 8, generator=g), "x_t": torch.rand(1, 1, 32, generator=g) * 2 - 1},
                    {}, call, _melgan_g_loss,
                    subset=_pick(m, ("netD.model.disc_1.model.layer_2.0.weight_g", "netG.model.5.shortcut.bias",
                                     "netG.model.1.weight_v")),
                    notes="held out (relate v68): MelGAN generator step (descriptinc/melgan-neurips modules.py / "
                          "train.py): weight-normed Conv1d / ConvTranspose1d generator with reflection pads and "
                          "dilated residual stacks, multi-scale grouped-conv discriminators on fake and real audio, "
                          "hinge generator loss + L1 feature matching against detached real features; non-tail "
                          "subset")
    raise KeyError(name)
