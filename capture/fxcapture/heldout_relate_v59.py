"""Fifty-ninth held-out set for `fxmatch relate` (2026-12-06, /work/pending/heldout_relate_v59).

Written to score main blind: captured once and scored with main's binary and
rules, no engine change in between, and no fxmatch run on these captures
while they were written. Its five families are new to the project (no
earlier set has them); four are ordinary networks and training steps and
one puts a custom torch.autograd.Function with a hand-written backward in
the model (a mix of two parallel branches whose backward mixes the gradient
with other coefficients than the forward did): a Shake-Shake ResNet
(hysts/pytorch_shake_shake: functions/shake_shake_function.py's
ShakeFunction, forward x1 alpha + x2 (1 - alpha) saving x1, x2, alpha and
beta; backward g beta to x1 and g (1 - beta) to x2 under
ctx.needs_input_grad, None for alpha and beta; models/shake_shake.py's
BasicBlock: two identical ResidualPaths (ReLU, conv3x3 BN ReLU conv3x3 BN)
mixed by the Function, plus the identity or the DownsamplingShortcut (ReLU,
a stride-2 1x1 avg pool into one 1x1 conv and the one-pixel shifted,
zero-padded input into another, concatenated, BN); the per-image alpha and
beta of shake_config (True, True, True) drawn outside the captured step as
inputs, so the step is deterministic; CE); a Selective Kernel network
(pppLang/SKNet's sknet.py: SKUnit = 1x1 conv BN, SKConv, BN, 1x1 conv BN,
plus a projection shortcut; SKConv: M = 2 parallel grouped conv BN ReLU
branches with kernels 3 and 5, each output unsqueezed (the original's
in-place unsqueeze_ of the ReLU output that ReLU saved fails today's
version check) and concatenated, their sum pooled by mean(-1).mean(-1), a
squeeze Linear, one Linear per branch (separately instantiated) whose
outputs are unsqueeze_'d in place, a softmax across the branches, the
attention-weighted sum; CE); a Multi-gate Mixture-of-Experts
multi-task recommender (shenweichen/DeepCTR-Torch's
deepctr_torch/models/multitask/mmoe.py: sparse-field Embeddings and dense
features concatenated, three separately instantiated expert DNNs stacked,
one gate DNN + bias-free final Linear per task, softmax(1).unsqueeze(1)
matmul the stacked experts, squeeze, one tower DNN + bias-free final
Linear per task, PredictionLayer (+ a bias parameter, sigmoid for the
binary task, identity for the regression task), concatenated; BCE + MSE);
a DARTS search network (quark0/darts' cnn/model_search.py and
operations.py, alphas as nn.Parameters as in khanrc/pt.darts: a stem, a
normal cell and two reduction cells of two steps, every edge a MixedOp
summing the eight PRIMITIVES (none as x.mul(0.) / strided slice, max and
avg pools with count_include_pad=False each followed by an affine-free BN,
skip as identity or FactorizedReduce, separable 3x3 / 5x5 and dilated 3x3 /
5x5 convs, all BN affine=False) weighted by softmax(alphas_normal) or
softmax(alphas_reduce), preprocess0 FactorizedReduce after a reduction
cell, a concatenation of the last two states, global average pool and a
Linear; CE, the subset the first-order architecture step's alphas); and a
Dual Path Network (rwightman/pytorch-dpn-pretrained's dpn.py, small: an
InputBlock conv BN ReLU max pool, DualPathBlocks of pre-activation
BnActConv2d 1x1 / grouped 3x3 / 1x1 whose output is split into a residual
part added to x_s1 and a dense part concatenated to x_s2, a 'proj' and a
'down' block projecting the input by a 1x1 BnActConv2d, the tuple state
concatenated by the next block, CatBnAct, avg pool, a 1x1 conv classifier;
the one ReLU(inplace=True) default argument shared by every BnActConv2d as
in the original; CE); like heldout_relate.py's models they never enter the
zoo.

  shake_shake_resnet img [4, 3, 8, 8], alpha [3, 4, 1, 1, 1], beta [3, 4, 1, 1, 1] (uniform, per block and image),
                   labels [4] (5 classes) -> Conv(3, 4, 3, pad 1, no bias) BN [4, 4, 8, 8]; stages (4, s1), (8,
                   s2), (16, s2), one BasicBlock each: x1 = residual_path1(x), x2 = residual_path2(x) (ReLU,
                   Conv(c_in, c, 3, stride, pad 1, no bias) BN ReLU Conv(c, c, 3, pad 1, no bias) BN), y =
                   ShakeFunction.apply(x1, x2, alpha[i], beta[i]) (custom Function: forward x1 alpha + x2 (1 -
                   alpha), save_for_backward(x1, x2, alpha, beta); backward g beta, g (1 - beta), None, None);
                   shortcut(x) + y, shortcut identity or DownsamplingShortcut(c_in): ReLU, Conv(c_in, c_in,
                   1)(avg_pool2d(x, 1, 2)), Conv(c_in, c_in, 1)(avg_pool2d(F.pad(x[:, :, 1:, 1:], (0, 1, 0, 1)),
                   1, 2)), cat, BN(2 c_in) [4, 16, 2, 2]; ReLU, adaptive avg pool, Linear(16, 5); criterion: CE;
                   subset = stage2.0.residual_path2.conv1.weight, bn.weight.
  sknet_cls        img [2, 3, 8, 8], labels [2] (4 classes) -> Conv(3, 8, 3, pad 1) BN ReLU [2, 8, 8, 8]; SKUnit(8
                   -> 16, mid 8, s1), SKUnit(16 -> 16, mid 8, s2): Conv(c_in, 8, 1) BN, SKConv(8, M 2, G 2, r 2, L
                   4), BN, Conv(8, c_out, 1) BN, + shortcut (Conv 1x1 BN; stride 2 for the second); SKConv: convs.i
                   = Conv(8, 8, 3 + 2i, stride, pad 1 + i, groups 2) BN ReLU, each .unsqueeze(1), cat [2, 2, 8, h,
                   w]; U = sum(1), s = U.mean(-1).mean(-1) [2, 8]; z = fc Linear(8, 4)(s); fcs.i Linear(4, 8)(z)
                   unsqueeze_(1), cat [2, 2, 8], softmax(1), [..., None, None]; V = (feas a).sum(1); mean pool,
                   Linear(16, 4); criterion: CE; subset = units.1.feas.2.fcs.1.weight,
                   units.0.feas.2.convs.0.1.bias.
  mmoe_multitask   sparse [4, 3] (vocabs 6, 5, 7), dense [4, 2], y [4, 2] (click in {0, 1}, a real value) ->
                   embedding_dict.f{0,1,2} Embedding(v, 4) (init normal 1e-1), cat(emb.flatten, dense) [4, 14];
                   expert_dnn.0..2: DNN Linear(14, 8) ReLU Linear(8, 8) ReLU, stacked [4, 3, 8]; per task t:
                   gate_dnn.t DNN Linear(14, 4) ReLU, gate_dnn_final_layer.t Linear(4, 3, no bias), matmul(
                   softmax(1).unsqueeze(1), experts).squeeze() [4, 8]; tower_dnn.t DNN Linear(8, 4) ReLU,
                   tower_dnn_final_layer.t Linear(4, 1, no bias), out.t PredictionLayer (+ bias [1]; sigmoid for
                   task 0, identity for task 1); cat [4, 2]; criterion: BCE(out[:, 0], y[:, 0]) + MSE(out[:, 1],
                   y[:, 1]); subset = expert_dnn.1.linears.0.weight, gate_dnn_final_layer.1.weight.
  darts_search     img [2, 3, 8, 8], labels [2] (3 classes) -> alphas_normal, alphas_reduce [5, 8] (1e-3 randn,
                   nn.Parameters registered first); stem Conv(3, 6, 3, pad 1, no bias) BN [2, 6, 8, 8]; C 2,
                   3 cells of 2 steps, multiplier 2: cell 0 normal C 2, cells 1, 2 reduction C 4, 8 (reduction at
                   layers // 3, 2 layers // 3); preprocess0 ReLUConvBN 1x1 or FactorizedReduce (after a
                   reduction), preprocess1 ReLUConvBN 1x1 (BN affine=False); 5 edges per cell, each MixedOp
                   sum_k w_k op_k(h) over none (x.mul(0.), strided x[:, :, ::2, ::2].mul(0.)), max_pool_3x3 +
                   BN, avg_pool_3x3 (count_include_pad=False) + BN, skip_connect (identity / FactorizedReduce:
                   ReLU, cat(Conv1x1 s2(x), Conv1x1 s2(x[:, :, 1:, 1:])), BN), sep_conv_3x3 / 5x5 (twice ReLU,
                   depthwise conv, 1x1 conv, BN), dil_conv_3x3 / 5x5 (ReLU, depthwise dilation-2 conv, 1x1 conv,
                   BN), w = softmax(alphas, -1)[edge]; states cat of the last two [2, 16, 2, 2]; adaptive avg
                   pool, Linear(16, 3); criterion: CE; subset = alphas_normal, alphas_reduce (the architecture
                   step).
  dpn_cls          img [2, 3, 16, 16], labels [2] (4 classes) -> InputBlock Conv(3, 8, 3, s2, pad 1, no bias)
                   BN(eps 1e-3) ReLU MaxPool(3, s2, pad 1) [2, 8, 4, 4]; conv2_1 DualPathBlock(8, r 8, 8, bw 8, inc
                   4, groups 4, 'proj'): x_s = c1x1_w_s1 BnActConv2d(8 -> 16, 1) split (8, 8); c1x1_a
                   BnActConv2d(8 -> 8, 1), c3x3_b BnActConv2d(8 -> 8, 3, groups 4), c1x1_c BnActConv2d(8 -> 12, 1)
                   split (8, 4); resid = x_s1 + out1, dense = cat(x_s2, out2) [2, 12, 4, 4]; conv2_2 'normal'
                   (in 20 = cat(resid, dense)) [2, 8 + 16, 4, 4]; conv3_1 'down' (in 24, r 16, bw 16, inc 4, groups
                   4, c1x1_w_s2 stride 2 -> 24, c3x3_b stride 2) [2, 16, 2, 2] + [2, 12, 2, 2]; conv3_2 'normal'
                   (in 28); conv4_bn_ac CatBnAct(32); avg pool, Conv(32, 4, 1) classifier, view [2, 4]; every
                   BnActConv2d's ReLU(inplace=True) the one default-argument module; criterion: CE; subset =
                   features.conv3_1.c1x1_w_s2.conv.weight, features.conv2_2.c3x3_b.bn.weight.
No subset above is a tail.
"""
from __future__ import annotations

from collections import OrderedDict

import torch
import torch.nn as nn
import torch.nn.functional as F
from .heldout_subsets import where as _where

V59 = ["shake_shake_resnet", "sknet_cls", "mmoe_multitask", "darts_search", "dpn_cls"]


# ------------------------------------------------------------------ Shake-Shake ResNet with hysts' ShakeFunction
class ShakeFunction(torch.autograd.Function):
    """hysts/pytorch_shake_shake's ShakeFunction (functions/shake_shake_function.py): the two residual branches
    mixed by alpha in forward; backward hands the gradient to them mixed by beta instead."""

    @staticmethod
    def forward(ctx, x1, x2, alpha, beta):
        ctx.save_for_backward(x1, x2, alpha, beta)
        y = x1 * alpha + x2 * (1 - alpha)
        return y

    @staticmethod
    def backward(ctx, grad_output):
        x1, x2, alpha, beta = ctx.saved_tensors
        grad_x1 = grad_x2 = grad_alpha = grad_beta = None
        if ctx.needs_input_grad[0]:
            grad_x1 = grad_output * beta
        if ctx.needs_input_grad[1]:
            grad_x2 = grad_output * (1 - beta)
        return grad_x1, grad_x2, grad_alpha, grad_beta


shake_function = ShakeFunction.apply


class ResidualPath(nn.Module):
    def __init__(self, in_channels, out_channels, stride):
        super().__init__()
        self.conv1 = nn.Conv2d(in_channels, out_channels, 3, stride, 1, bias=False)
        self.bn1 = nn.BatchNorm2d(out_channels)
        self.conv2 = nn.Conv2d(out_channels, out_channels, 3, 1, 1, bias=False)
        self.bn2 = nn.BatchNorm2d(out_channels)

    def forward(self, x):
        x = F.relu(x, inplace=False)
        x = F.relu(self.bn1(self.conv1(x)), inplace=False)
        return self.bn2(self.conv2(x))


class DownsamplingShortcut(nn.Module):
    def __init__(self, in_channels):
        super().__init__()
        self.conv1 = nn.Conv2d(in_channels, in_channels, 1, 1, 0, bias=False)
        self.conv2 = nn.Conv2d(in_channels, in_channels, 1, 1, 0, bias=False)
        self.bn = nn.BatchNorm2d(in_channels * 2)

    def forward(self, x):
        x = F.relu(x, inplace=False)
        y1 = F.avg_pool2d(x, kernel_size=1, stride=2, padding=0)
        y1 = self.conv1(y1)
        y2 = F.pad(x[:, :, 1:, 1:], (0, 1, 0, 1))
        y2 = F.avg_pool2d(y2, kernel_size=1, stride=2, padding=0)
        y2 = self.conv2(y2)
        return self.bn(torch.cat([y1, y2], dim=1))


class ShakeBasicBlock(nn.Module):
    def __init__(self, in_channels, out_channels, stride):
        super().__init__()
        self.residual_path1 = ResidualPath(in_channels, out_channels, stride)
        self.residual_path2 = ResidualPath(in_channels, out_channels, stride)
        self.shortcut = nn.Sequential()
        if in_channels != out_channels:
            self.shortcut.add_module("downsample", DownsamplingShortcut(in_channels))

    def forward(self, x, alpha, beta):
        x1 = self.residual_path1(x)
        x2 = self.residual_path2(x)
        y = shake_function(x1, x2, alpha, beta)
        return self.shortcut(x) + y


class ShakeShakeResNet(nn.Module):
    """hysts' shake_shake.py Network (depth 8: one block per stage), base channels 4."""

    def __init__(self, base=4, classes=5):
        super().__init__()
        ch = [base, base * 2, base * 4]
        self.conv = nn.Conv2d(3, ch[0], 3, 1, 1, bias=False)
        self.bn = nn.BatchNorm2d(ch[0])
        self.stage1 = nn.ModuleList([ShakeBasicBlock(ch[0], ch[0], 1)])
        self.stage2 = nn.ModuleList([ShakeBasicBlock(ch[0], ch[1], 2)])
        self.stage3 = nn.ModuleList([ShakeBasicBlock(ch[1], ch[2], 2)])
        self.fc = nn.Linear(ch[2], classes)

    def forward(self, img, alpha, beta):
        x = self.bn(self.conv(img))
        i = 0
        for stage in (self.stage1, self.stage2, self.stage3):
            for blk in stage:
                x = blk(x, alpha[i], beta[i])
                i += 1
        x = F.relu(x, inplace=False)
        x = F.adaptive_avg_pool2d(x, output_size=1)
        return self.fc(x.view(x.size(0), -1))


# ------------------------------------------------------------------ SKNet, selective kernel
class SKConv(nn.Module):
    """pppLang/SKNet's SKConv: M parallel grouped conv branches (kernels 3, 5, ...), fused by a softmax attention
    across the branches from one Linear per branch."""

    def __init__(self, features, M=2, G=2, r=2, stride=1, L=4):
        super().__init__()
        d = max(int(features / r), L)
        self.M, self.features = M, features
        self.convs = nn.ModuleList([])
        for i in range(M):
            self.convs.append(nn.Sequential(
                nn.Conv2d(features, features, kernel_size=3 + i * 2, stride=stride, padding=1 + i, groups=G),
                nn.BatchNorm2d(features),
                nn.ReLU(inplace=False)))
        self.fc = nn.Linear(features, d)
        self.fcs = nn.ModuleList([])
        for i in range(M):
            self.fcs.append(nn.Linear(d, features))
        self.softmax = nn.Softmax(dim=1)

    def forward(self, x):
        for i, conv in enumerate(self.convs):
            fea = conv(x).unsqueeze(dim=1)   # the original's unsqueeze_ bumps the saved ReLU output's version
            feas = fea if i == 0 else torch.cat([feas, fea], dim=1)
        fea_U = torch.sum(feas, dim=1)
        fea_s = fea_U.mean(-1).mean(-1)
        fea_z = self.fc(fea_s)
        for i, fc in enumerate(self.fcs):
            vector = fc(fea_z).unsqueeze_(dim=1)
            attention_vectors = vector if i == 0 else torch.cat([attention_vectors, vector], dim=1)
        attention_vectors = self.softmax(attention_vectors)
        attention_vectors = attention_vectors.unsqueeze(-1).unsqueeze(-1)
        return (feas * attention_vectors).sum(dim=1)


class SKUnit(nn.Module):
    def __init__(self, in_features, out_features, mid_features, M=2, G=2, r=2, stride=1, L=4):
        super().__init__()
        self.feas = nn.Sequential(
            nn.Conv2d(in_features, mid_features, 1, stride=1),
            nn.BatchNorm2d(mid_features),
            SKConv(mid_features, M, G, r, stride=stride, L=L),
            nn.BatchNorm2d(mid_features),
            nn.Conv2d(mid_features, out_features, 1, stride=1),
            nn.BatchNorm2d(out_features))
        if in_features == out_features and stride == 1:
            self.shortcut = nn.Sequential()
        else:
            self.shortcut = nn.Sequential(nn.Conv2d(in_features, out_features, 1, stride=stride),
                                          nn.BatchNorm2d(out_features))

    def forward(self, x):
        return self.feas(x) + self.shortcut(x)


class SKNet(nn.Module):
    def __init__(self, classes=4):
        super().__init__()
        self.basic_conv = nn.Sequential(nn.Conv2d(3, 8, 3, padding=1), nn.BatchNorm2d(8), nn.ReLU(inplace=False))
        self.units = nn.Sequential(SKUnit(8, 16, 8, stride=1), SKUnit(16, 16, 8, stride=2))
        self.classifier = nn.Linear(16, classes)

    def forward(self, img):
        x = self.units(self.basic_conv(img))
        return self.classifier(x.mean(-1).mean(-1))


# ------------------------------------------------------------------ MMoE (DeepCTR-Torch layout)
class DNN(nn.Module):
    """DeepCTR-Torch's DNN: Linear + activation per hidden unit (no BN, no dropout)."""

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


class PredictionLayer(nn.Module):
    def __init__(self, task="binary"):
        super().__init__()
        self.task = task
        self.bias = nn.Parameter(torch.zeros((1,)))

    def forward(self, x):
        out = x + self.bias
        return torch.sigmoid(out) if self.task == "binary" else out


class MMOE(nn.Module):
    def __init__(self, vocabs=(6, 5, 7), emb_dim=4, n_dense=2, num_experts=3, expert_units=(8, 8), gate_units=(4,),
                 tower_units=(4,), task_types=("binary", "regression")):
        super().__init__()
        self.num_experts, self.num_tasks = num_experts, len(task_types)
        self.embedding_dict = nn.ModuleDict({f"f{i}": nn.Embedding(v, emb_dim) for i, v in enumerate(vocabs)})
        for e in self.embedding_dict.values():
            nn.init.normal_(e.weight, mean=0, std=0.1)
        input_dim = len(vocabs) * emb_dim + n_dense
        self.expert_dnn = nn.ModuleList([DNN(input_dim, expert_units) for _ in range(num_experts)])
        self.gate_dnn = nn.ModuleList([DNN(input_dim, gate_units) for _ in range(self.num_tasks)])
        self.gate_dnn_final_layer = nn.ModuleList([nn.Linear(gate_units[-1], num_experts, bias=False)
                                                   for _ in range(self.num_tasks)])
        self.tower_dnn = nn.ModuleList([DNN(expert_units[-1], tower_units) for _ in range(self.num_tasks)])
        self.tower_dnn_final_layer = nn.ModuleList([nn.Linear(tower_units[-1], 1, bias=False)
                                                    for _ in range(self.num_tasks)])
        self.out = nn.ModuleList([PredictionLayer(t) for t in task_types])

    def forward(self, sparse, dense):
        emb = [self.embedding_dict[f"f{i}"](sparse[:, i:i + 1]) for i in range(len(self.embedding_dict))]
        dnn_input = torch.cat([torch.flatten(torch.cat(emb, dim=-1), start_dim=1), dense], dim=-1)
        expert_outs = []
        for i in range(self.num_experts):
            expert_outs.append(self.expert_dnn[i](dnn_input))
        expert_outs = torch.stack(expert_outs, 1)                                # [bs, num_experts, dim]
        mmoe_outs = []
        for i in range(self.num_tasks):
            gate_dnn_out = self.gate_dnn_final_layer[i](self.gate_dnn[i](dnn_input))
            gate_mul_expert = torch.matmul(gate_dnn_out.softmax(1).unsqueeze(1), expert_outs)
            mmoe_outs.append(gate_mul_expert.squeeze())
        task_outs = []
        for i in range(self.num_tasks):
            tower_dnn_logit = self.tower_dnn_final_layer[i](self.tower_dnn[i](mmoe_outs[i]))
            task_outs.append(self.out[i](tower_dnn_logit))
        return torch.cat(task_outs, -1)


def _mmoe_loss(out, y):
    return F.binary_cross_entropy(out[:, 0], y[:, 0]) + F.mse_loss(out[:, 1], y[:, 1])


# ------------------------------------------------------------------ DARTS search network
PRIMITIVES = ["none", "max_pool_3x3", "avg_pool_3x3", "skip_connect", "sep_conv_3x3", "sep_conv_5x5",
              "dil_conv_3x3", "dil_conv_5x5"]


class ReLUConvBN(nn.Module):
    def __init__(self, C_in, C_out, kernel_size, stride, padding, affine=True):
        super().__init__()
        self.op = nn.Sequential(nn.ReLU(inplace=False),
                                nn.Conv2d(C_in, C_out, kernel_size, stride=stride, padding=padding, bias=False),
                                nn.BatchNorm2d(C_out, affine=affine))

    def forward(self, x):
        return self.op(x)


class DilConv(nn.Module):
    def __init__(self, C_in, C_out, kernel_size, stride, padding, dilation, affine=True):
        super().__init__()
        self.op = nn.Sequential(
            nn.ReLU(inplace=False),
            nn.Conv2d(C_in, C_in, kernel_size=kernel_size, stride=stride, padding=padding, dilation=dilation,
                      groups=C_in, bias=False),
            nn.Conv2d(C_in, C_out, kernel_size=1, padding=0, bias=False),
            nn.BatchNorm2d(C_out, affine=affine))

    def forward(self, x):
        return self.op(x)


class SepConv(nn.Module):
    def __init__(self, C_in, C_out, kernel_size, stride, padding, affine=True):
        super().__init__()
        self.op = nn.Sequential(
            nn.ReLU(inplace=False),
            nn.Conv2d(C_in, C_in, kernel_size=kernel_size, stride=stride, padding=padding, groups=C_in, bias=False),
            nn.Conv2d(C_in, C_in, kernel_size=1, padding=0, bias=False),
            nn.BatchNorm2d(C_in, affine=affine),
            nn.ReLU(inplace=False),
            nn.Conv2d(C_in, C_in, kernel_size=kernel_size, stride=1, padding=padding, groups=C_in, bias=False),
            nn.Conv2d(C_in, C_out, kernel_size=1, padding=0, bias=False),
            nn.BatchNorm2d(C_out, affine=affine))

    def forward(self, x):
        return self.op(x)


class Identity(nn.Module):
    def forward(self, x):
        return x


class Zero(nn.Module):
    def __init__(self, stride):
        super().__init__()
        self.stride = stride

    def forward(self, x):
        if self.stride == 1:
            return x.mul(0.)
        return x[:, :, ::self.stride, ::self.stride].mul(0.)


class FactorizedReduce(nn.Module):
    def __init__(self, C_in, C_out, affine=True):
        super().__init__()
        assert C_out % 2 == 0
        self.relu = nn.ReLU(inplace=False)
        self.conv_1 = nn.Conv2d(C_in, C_out // 2, 1, stride=2, padding=0, bias=False)
        self.conv_2 = nn.Conv2d(C_in, C_out // 2, 1, stride=2, padding=0, bias=False)
        self.bn = nn.BatchNorm2d(C_out, affine=affine)

    def forward(self, x):
        x = self.relu(x)
        out = torch.cat([self.conv_1(x), self.conv_2(x[:, :, 1:, 1:])], dim=1)
        return self.bn(out)


OPS = {
    "none": lambda C, stride, affine: Zero(stride),
    "avg_pool_3x3": lambda C, stride, affine: nn.AvgPool2d(3, stride=stride, padding=1, count_include_pad=False),
    "max_pool_3x3": lambda C, stride, affine: nn.MaxPool2d(3, stride=stride, padding=1),
    "skip_connect": lambda C, stride, affine: Identity() if stride == 1 else FactorizedReduce(C, C, affine=affine),
    "sep_conv_3x3": lambda C, stride, affine: SepConv(C, C, 3, stride, 1, affine=affine),
    "sep_conv_5x5": lambda C, stride, affine: SepConv(C, C, 5, stride, 2, affine=affine),
    "dil_conv_3x3": lambda C, stride, affine: DilConv(C, C, 3, stride, 2, 2, affine=affine),
    "dil_conv_5x5": lambda C, stride, affine: DilConv(C, C, 5, stride, 4, 2, affine=affine),
}


class MixedOp(nn.Module):
    def __init__(self, C, stride):
        super().__init__()
        self._ops = nn.ModuleList()
        for primitive in PRIMITIVES:
            op = OPS[primitive](C, stride, False)
            if "pool" in primitive:
                op = nn.Sequential(op, nn.BatchNorm2d(C, affine=False))
            self._ops.append(op)

    def forward(self, x, weights):
        return sum(w * op(x) for w, op in zip(weights, self._ops))


class SearchCell(nn.Module):
    def __init__(self, steps, multiplier, C_prev_prev, C_prev, C, reduction, reduction_prev):
        super().__init__()
        self.reduction = reduction
        if reduction_prev:
            self.preprocess0 = FactorizedReduce(C_prev_prev, C, affine=False)
        else:
            self.preprocess0 = ReLUConvBN(C_prev_prev, C, 1, 1, 0, affine=False)
        self.preprocess1 = ReLUConvBN(C_prev, C, 1, 1, 0, affine=False)
        self._steps, self._multiplier = steps, multiplier
        self._ops = nn.ModuleList()
        for i in range(steps):
            for j in range(2 + i):
                stride = 2 if reduction and j < 2 else 1
                self._ops.append(MixedOp(C, stride))

    def forward(self, s0, s1, weights):
        s0 = self.preprocess0(s0)
        s1 = self.preprocess1(s1)
        states = [s0, s1]
        offset = 0
        for i in range(self._steps):
            s = sum(self._ops[offset + j](h, weights[offset + j]) for j, h in enumerate(states))
            offset += len(states)
            states.append(s)
        return torch.cat(states[-self._multiplier:], dim=1)


class DartsSearchNetwork(nn.Module):
    """quark0/darts' cnn/model_search.py Network, alphas as nn.Parameters (khanrc/pt.darts style)."""

    def __init__(self, g, C=2, num_classes=3, layers=3, steps=2, multiplier=2, stem_multiplier=3):
        super().__init__()
        self._steps, self._multiplier = steps, multiplier
        k = sum(1 for i in range(steps) for _ in range(2 + i))
        self.alphas_normal = nn.Parameter(1e-3 * torch.randn(k, len(PRIMITIVES), generator=g))
        self.alphas_reduce = nn.Parameter(1e-3 * torch.randn(k, len(PRIMITIVES), generator=g))
        C_curr = stem_multiplier * C
        self.stem = nn.Sequential(nn.Conv2d(3, C_curr, 3, padding=1, bias=False), nn.BatchNorm2d(C_curr))
        C_prev_prev, C_prev, C_curr = C_curr, C_curr, C
        self.cells = nn.ModuleList()
        reduction_prev = False
        for i in range(layers):
            if i in [layers // 3, 2 * layers // 3]:
                C_curr *= 2
                reduction = True
            else:
                reduction = False
            cell = SearchCell(steps, multiplier, C_prev_prev, C_prev, C_curr, reduction, reduction_prev)
            reduction_prev = reduction
            self.cells.append(cell)
            C_prev_prev, C_prev = C_prev, multiplier * C_curr
        self.global_pooling = nn.AdaptiveAvgPool2d(1)
        self.classifier = nn.Linear(C_prev, num_classes)

    def forward(self, img):
        s0 = s1 = self.stem(img)
        for cell in self.cells:
            if cell.reduction:
                weights = F.softmax(self.alphas_reduce, dim=-1)
            else:
                weights = F.softmax(self.alphas_normal, dim=-1)
            s0, s1 = s1, cell(s0, s1, weights)
        out = self.global_pooling(s1)
        return self.classifier(out.view(out.size(0), -1))


# ------------------------------------------------------------------ Dual Path Network
class CatBnAct(nn.Module):
    def __init__(self, in_chs, activation_fn=nn.ReLU(inplace=True)):
        super().__init__()
        self.bn = nn.BatchNorm2d(in_chs, eps=0.001)
        self.act = activation_fn

    def forward(self, x):
        x = torch.cat(x, dim=1) if isinstance(x, tuple) else x
        return self.act(self.bn(x))


class BnActConv2d(nn.Module):
    def __init__(self, in_chs, out_chs, kernel_size, stride, padding=0, groups=1,
                 activation_fn=nn.ReLU(inplace=True)):
        super().__init__()
        self.bn = nn.BatchNorm2d(in_chs, eps=0.001)
        self.act = activation_fn
        self.conv = nn.Conv2d(in_chs, out_chs, kernel_size, stride, padding, groups=groups, bias=False)

    def forward(self, x):
        return self.conv(self.act(self.bn(x)))


class InputBlock(nn.Module):
    def __init__(self, num_init_features, kernel_size=7, padding=3, activation_fn=nn.ReLU(inplace=True)):
        super().__init__()
        self.conv = nn.Conv2d(3, num_init_features, kernel_size=kernel_size, stride=2, padding=padding, bias=False)
        self.bn = nn.BatchNorm2d(num_init_features, eps=0.001)
        self.act = activation_fn
        self.pool = nn.MaxPool2d(kernel_size=3, stride=2, padding=1)

    def forward(self, x):
        return self.pool(self.act(self.bn(self.conv(x))))


class DualPathBlock(nn.Module):
    def __init__(self, in_chs, num_1x1_a, num_3x3_b, num_1x1_c, inc, groups, block_type="normal"):
        super().__init__()
        self.num_1x1_c, self.inc = num_1x1_c, inc
        if block_type == "proj":
            self.key_stride, self.has_proj = 1, True
        elif block_type == "down":
            self.key_stride, self.has_proj = 2, True
        else:
            assert block_type == "normal"
            self.key_stride, self.has_proj = 1, False
        if self.has_proj:
            if self.key_stride == 2:
                self.c1x1_w_s2 = BnActConv2d(in_chs=in_chs, out_chs=num_1x1_c + 2 * inc, kernel_size=1, stride=2)
            else:
                self.c1x1_w_s1 = BnActConv2d(in_chs=in_chs, out_chs=num_1x1_c + 2 * inc, kernel_size=1, stride=1)
        self.c1x1_a = BnActConv2d(in_chs=in_chs, out_chs=num_1x1_a, kernel_size=1, stride=1)
        self.c3x3_b = BnActConv2d(in_chs=num_1x1_a, out_chs=num_3x3_b, kernel_size=3, stride=self.key_stride,
                                  padding=1, groups=groups)
        self.c1x1_c = BnActConv2d(in_chs=num_3x3_b, out_chs=num_1x1_c + inc, kernel_size=1, stride=1)

    def forward(self, x):
        x_in = torch.cat(x, dim=1) if isinstance(x, tuple) else x
        if self.has_proj:
            x_s = self.c1x1_w_s2(x_in) if self.key_stride == 2 else self.c1x1_w_s1(x_in)
            x_s1 = x_s[:, :self.num_1x1_c, :, :]
            x_s2 = x_s[:, self.num_1x1_c:, :, :]
        else:
            x_s1 = x[0]
            x_s2 = x[1]
        x_in = self.c1x1_a(x_in)
        x_in = self.c3x3_b(x_in)
        x_in = self.c1x1_c(x_in)
        out1 = x_in[:, :self.num_1x1_c, :, :]
        out2 = x_in[:, self.num_1x1_c:, :, :]
        resid = x_s1 + out1
        dense = torch.cat([x_s2, out2], dim=1)
        return resid, dense


class DPN(nn.Module):
    """pytorch-dpn-pretrained's DPN, small (3x3 input conv), two stages of two DualPathBlocks, tiny widths."""

    def __init__(self, num_init_features=8, groups=4, k_sec=(2, 2), inc_sec=(4, 4), bws=(8, 16), rs=(8, 16),
                 num_classes=4):
        super().__init__()
        blocks = OrderedDict()
        blocks["conv1_1"] = InputBlock(num_init_features, kernel_size=3, padding=1)
        bw, inc, r = bws[0], inc_sec[0], rs[0]
        blocks["conv2_1"] = DualPathBlock(num_init_features, r, r, bw, inc, groups, "proj")
        in_chs = bw + 3 * inc
        for i in range(2, k_sec[0] + 1):
            blocks["conv2_" + str(i)] = DualPathBlock(in_chs, r, r, bw, inc, groups, "normal")
            in_chs += inc
        bw, inc, r = bws[1], inc_sec[1], rs[1]
        blocks["conv3_1"] = DualPathBlock(in_chs, r, r, bw, inc, groups, "down")
        in_chs = bw + 3 * inc
        for i in range(2, k_sec[1] + 1):
            blocks["conv3_" + str(i)] = DualPathBlock(in_chs, r, r, bw, inc, groups, "normal")
            in_chs += inc
        blocks["conv4_bn_ac"] = CatBnAct(in_chs)
        self.features = nn.Sequential(blocks)
        self.classifier = nn.Conv2d(in_chs, num_classes, kernel_size=1, bias=True)

    def forward(self, img):
        x = self.features(img)
        x = F.adaptive_avg_pool2d(x, output_size=1)
        out = self.classifier(x)
        return out.view(out.size(0), -1)


# ------------------------------------------------------------------ build
def _pick(m, names):
    idx = _where(m, lambda n: n in names)
    assert len(idx) == len(names), (idx, names)
    return idx


def build(name: str, g: torch.Generator, Spec, call, ce):
    if name == "shake_shake_resnet":
        m = ShakeShakeResNet()
        return Spec(m, {"img": torch.randn(4, 3, 8, 8, generator=g),
                        "alpha": torch.rand(3, 4, 1, 1, 1, generator=g),
                        "beta": torch.rand(3, 4, 1, 1, 1, generator=g)},
                    {"labels": torch.tensor([4, 0, 2, 1])}, call, ce,
                    subset=_pick(m, ("stage2.0.residual_path2.conv1.weight", "bn.weight")),
                    notes="held out (relate v59): Shake-Shake ResNet (hysts/pytorch_shake_shake layout): two "
                          "identical residual paths per block mixed by the ShakeFunction custom "
                          "autograd.Function (x1 alpha + x2 (1 - alpha), saves x1, x2, alpha, beta; backward g "
                          "beta, g (1 - beta) under needs_input_grad, None for alpha / beta), per-image alpha / "
                          "beta given as inputs, identity or downsampling shortcut (two 1x1 convs on the strided "
                          "and the shifted zero-padded input, cat, BN); CE; subset = "
                          "stage2.0.residual_path2.conv1.weight, bn.weight (not a tail)")
    if name == "sknet_cls":
        m = SKNet()
        return Spec(m, {"img": torch.randn(2, 3, 8, 8, generator=g)}, {"labels": torch.tensor([3, 1])}, call, ce,
                    subset=_pick(m, ("units.1.feas.2.fcs.1.weight", "units.0.feas.2.convs.0.1.bias")),
                    notes="held out (relate v59): Selective Kernel network (pppLang/SKNet layout): SKUnits of 1x1 "
                          "conv BN, SKConv (two parallel grouped conv BN ReLU branches, kernels 3 and 5, "
                          "unsqueezed and concatenated, summed, spatial mean, a squeeze Linear, one Linear per "
                          "branch unsqueeze_'d in place, softmax across branches, weighted sum), BN, 1x1 conv "
                          "BN, projection shortcut; CE; subset = units.1.feas.2.fcs.1.weight, "
                          "units.0.feas.2.convs.0.1.bias (not a tail)")
    if name == "mmoe_multitask":
        m = MMOE()
        sparse = torch.stack([torch.randint(0, v, (4,), generator=g) for v in (6, 5, 7)], dim=1)
        y = torch.stack([torch.tensor([1.0, 0.0, 0.0, 1.0]), torch.randn(4, generator=g)], dim=1)
        return Spec(m, {"sparse": sparse, "dense": torch.rand(4, 2, generator=g)}, {"y": y}, call, _mmoe_loss,
                    subset=_pick(m, ("expert_dnn.1.linears.0.weight", "gate_dnn_final_layer.1.weight")),
                    notes="held out (relate v59): Multi-gate Mixture-of-Experts multi-task model (DeepCTR-Torch "
                          "MMOE layout): sparse-field embeddings + dense features, three separately instantiated "
                          "expert DNNs stacked, per task a gate DNN + bias-free Linear, softmax(1).unsqueeze(1) "
                          "matmul experts, squeeze, a tower DNN + bias-free Linear, PredictionLayer bias (sigmoid "
                          "/ identity); BCE + MSE; subset = expert_dnn.1.linears.0.weight, "
                          "gate_dnn_final_layer.1.weight (not a tail)")
    if name == "darts_search":
        m = DartsSearchNetwork(g)
        return Spec(m, {"img": torch.randn(2, 3, 8, 8, generator=g)}, {"labels": torch.tensor([2, 0])}, call, ce,
                    subset=_pick(m, ("alphas_normal", "alphas_reduce")),
                    notes="held out (relate v59): DARTS search network (quark0/darts model_search layout, alphas "
                          "as nn.Parameters): stem, a normal and two reduction cells of two steps, every edge a "
                          "MixedOp summing the eight PRIMITIVES (zero by mul(0.), pools + affine-free BN, skip / "
                          "FactorizedReduce, separable and dilated depthwise convs) weighted by the softmax of "
                          "alphas_normal / alphas_reduce, FactorizedReduce preprocessing after a reduction, cat of "
                          "the last two states, global pool, Linear; CE; subset = alphas_normal, alphas_reduce "
                          "(the architecture step; not a tail)")
    if name == "dpn_cls":
        m = DPN()
        return Spec(m, {"img": torch.randn(2, 3, 16, 16, generator=g)}, {"labels": torch.tensor([1, 3])}, call, ce,
                    subset=_pick(m, ("features.conv3_1.c1x1_w_s2.conv.weight", "features.conv2_2.c3x3_b.bn.weight")),
                    notes="held out (relate v59): Dual Path Network (pytorch-dpn-pretrained layout, small): input "
                          "block conv BN ReLU max pool, DualPathBlocks of pre-activation BN-ReLU-conv 1x1 / grouped "
                          "3x3 / 1x1 split into a residual part (added) and a dense part (concatenated), proj / "
                          "down blocks projecting the input, tuple state concatenated by the next block, "
                          "CatBnAct, avg pool, 1x1 conv classifier, one shared ReLU(inplace=True) default-"
                          "argument module; CE; subset = features.conv3_1.c1x1_w_s2.conv.weight, "
                          "features.conv2_2.c3x3_b.bn.weight (not a tail)")
    raise KeyError(name)
