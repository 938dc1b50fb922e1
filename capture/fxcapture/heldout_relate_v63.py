"""Sixty-third held-out set for `fxmatch relate` (2026-12-06, /work/pending/heldout_relate_v63).

Written to score main blind: captured once and scored with main's binary and
rules, no engine change in between, and no fxmatch run on these captures
while they were written. Its five families are new to the project (no
earlier set has them); three put a custom torch.autograd.Function with a
hand-written backward of ordinary ATen ops inside the model and two are
ordinary networks and training steps: an AdderNet ResNet-20
(huawei-noah/AdderNet's adder.py and resnet20.py: every 3x3 conv and 1x1
downsample an adder2d whose `adder` Function computes -sum |W - X| over
unfolded patches, saving the weight and patch matrices, with a norm-rescaled
weight gradient and a HardTanh-clamped input gradient); a VGG whose every
norm is an IterNorm (huangleiBuaa/IterNorm-pytorch's iterative_normalization.py
and cifar10/models/vgg.py: iterative_normalization_py whitens channel groups
by Newton iterations, updates its running stats inside the Function, saves
every iterate and reverses the iteration by hand with in-place baddbmm_); an
expRNN (lezcano/expRNN's orthogonal.py, parametrization.py,
trivializations.py and 1_copying.py: expm_class saves the skew-symmetric A
and takes its backward from matrix_exp of a block matrix built by slice
writes); a Barlow Twins step (facebookresearch/barlowtwins' main.py: in-place
ops on the cross-correlation matrix and a view of its diagonal, the
off_diagonal flatten / view trick, the loss returned by the forward); and
CenterNet (xingyizhou/CenterNet's msra_resnet.py, losses.py, utils.py and
trains/ctdet.py: PoseResNet with ConvTranspose2d upsamplings and three heads,
an in-place sigmoid_ on the output, the CornerNet focal loss by boolean
masks, RegL1Loss on features gathered at the object indices); like
heldout_relate.py's models they never enter the zoo.

  adder_resnet20   img [2, 3, 8, 8], labels [2] (5 classes) -> conv1 Conv(3, 4, 3, pad 1, no bias) BN ReLU_ [2, 4, 8,
                   8]; layer1 BasicBlock(4, 4), layer2 BasicBlock(4, 8, s2) [2, 8, 4, 4], layer3 BasicBlock(8, 16,
                   s2) [2, 16, 2, 2]; BasicBlock: adder2d 3x3 (pad 1, stride s) BN ReLU_, adder2d 3x3 BN, out +=
                   residual (downsample adder2d 1x1 stride s, BN), ReLU_; adder2d(x, W [o, c, k, k]): X_col =
                   unfold(x.view(1, -1, h, w), k, pad, s).view(n, c k k, L).permute(1, 2, 0).contiguous().view(c k
                   k, L n), W_col = W.view(o, -1), out = adder.apply(W_col, X_col) (custom Function: -(W_col[:, :,
                   None] - X_col[None]).abs().sum(1) [o, L n], save_for_backward(W_col, X_col); backward grad_W =
                   ((X - W) g).sum(2), grad_W / grad_W.norm().clamp(1e-12) sqrt(o c k k) / 5, grad_X = (-(X -
                   W).clamp(-1, 1) g).sum(0)), view(o, h', w', n).permute(3, 0, 1, 2).contiguous(); AvgPool(2, s1)
                   [2, 16, 1, 1], fc Conv(16, 5, 1, no bias), bn2 BN(5), view [2, 5]; BN in training mode;
                   criterion: CE; subset = layer2.0.conv1.adder, layer1.0.bn2.weight, fc.weight.
  iternorm_vgg     img [4, 3, 8, 8], labels [4] (5 classes) -> features: Conv(3, 8, 3, pad 1, no bias) IterNorm(8)
                   ReLU_, MaxPool 2 [4, 8, 4, 4], Conv(8, 16) IterNorm(16) ReLU_, MaxPool 2 [4, 16, 2, 2], Conv(16,
                   32) IterNorm(32) ReLU_ [4, 32, 2, 2]; IterNorm(c, num_channels 8, T 5): groups g = c / 8;
                   iterative_normalization_py.apply(X, running_mean [g, 8, 1], running_wm [g, 8, 8], 8, 5, 1e-5,
                   0.1, True) (custom Function: x = X.transpose(0, 1).contiguous().view(g, 8, m), xc = x - mean,
                   P0 = eye(8).expand(g, 8, 8), Sigma = baddbmm(P0, xc, xc^T, beta eps, alpha 1 / m), rTr =
                   1 / sum(Sigma P0), Sigma_N = Sigma rTr, 5 x P <- baddbmm(P, P^3, Sigma_N, beta 1.5, alpha
                   -0.5), wm = P5.mul_(sqrt(rTr)), running stats copy_'d, xn = wm xc viewed back; saves xc, rTr,
                   Sigma_N, P0..P5; backward: Pk = P[k - 1] transposed (transpose_ in the original), g_P.baddbmm_
                   three times per k, g_tr, g_sigma, baddbmm(wm (g - mean g), g_sigma, xc)), X_hat weight [1, c,
                   1, 1] + bias; AvgPool(2, 2) [4, 32, 1, 1], view, Linear(32, 5); criterion: CE; subset =
                   features.4.weight, features.1.bias, classifier.0.weight.
  exprnn_copying   x [2, 8, 10] (one-hot copying task: 3 digits, 2 blanks, the marker, 2 blanks), y [2, 8] -> B =
                   base [6, 6] mm expm_class.apply(A) with A = _A.triu(1) - _A.triu(1).t() (custom Function: forward
                   matrix_exp(A), save_for_backward(A); backward differential(expm, A.t(), G): M = zeros(12, 12),
                   M[:6, :6] = A^T, M[6:, 6:] = A^T, M[:6, 6:] = G, matrix_exp(M)[:6, 6:]), computed once per step
                   and shared by the 8 steps; state zeros [2, 6]; per step: input_kernel Linear(10, 6, no bias)(x_t)
                   + state.matmul(B), modReLU (sign(z) relu(|z| + b)), lin Linear(6, 9) [2, 9]; stack [2, 8, 9];
                   criterion: CE(logits.view(-1, 9), y.view(-1)); subset = rnn.recurrent_kernel._A, lin.bias.
  barlow_twins     y1, y2 [4, 3, 16, 16] (two views) -> backbone (torchvision ResNet layout, widths 4 .. 32, one
                   BasicBlock per stage, fc Identity): Conv(3, 4, 7, s2, pad 3) BN ReLU_ MaxPool(3, s2, pad 1) [4, 4,
                   4, 4], layer1 .. layer4 [4, 32, 1, 1], avg pool, flatten [4, 32]; projector Linear(32, 16, no
                   bias) BN1d ReLU_ Linear(16, 16, no bias) BN1d ReLU_ Linear(16, 16, no bias) -> z1, z2 [4, 16] (the
                   backbone and projector run once per view); c = bn(z1).T @ bn(z2) [16, 16] (BatchNorm1d(16,
                   affine False) run on each), c.div_(4); on_diag = diagonal(c).add_(-1).pow_(2).sum(); off_diag =
                   c.flatten()[:-1].view(15, 17)[:, 1:].flatten().pow_(2).sum(); loss = on_diag + 0.0051 off_diag
                   (returned by the forward); criterion: the forward's loss; subset = backbone.layer3.0.conv2.weight,
                   projector.1.bias, backbone.bn1.weight.
  centernet_ctdet  img [2, 3, 32, 32] -> PoseResNet(BasicBlock, [1, 1, 1, 1]), widths 8 .. 64: Conv(3, 8, 7, s2, pad
                   3) BN ReLU_ MaxPool(3, s2, pad 1) [2, 8, 8, 8], layer1 .. layer4 [2, 64, 1, 1]; deconv_layers 3 x
                   (ConvTranspose(c, 16, 4, s2, pad 1, no bias) BN ReLU_) [2, 16, 8, 8]; heads hm / wh / reg:
                   Conv(16, 8, 3, pad 1) ReLU_ Conv(8, n, 1) -> hm [2, 3, 8, 8] (bias -2.19), wh, reg [2, 2, 8, 8];
                   returns [dict]; criterion: CtdetLoss: hm = clamp(hm.sigmoid_(), 1e-4, 1 - 1e-4), focal loss
                   _slow_neg_loss against the gaussian heatmap hm_t [2, 3, 8, 8] (pred[hm_t.eq(1)], pred[hm_t.lt(1)]
                   by boolean masks, neg weights (1 - hm_t[neg])^4, / num_pos), RegL1Loss for wh (weight 0.1) and
                   reg: feat.permute(0, 2, 3, 1).view(2, 64, 2).gather(1, ind [2, 4] expanded), l1 sum of pred
                   mask - target mask / (mask.sum() + 1e-4) (reg_mask [2, 4], 3 and 2 objects); subset =
                   wh.2.weight, deconv_layers.4.weight, layer2.0.bn1.bias.
No subset above is a tail.
"""
from __future__ import annotations

import math

import torch
import torch.nn as nn
import torch.nn.functional as F
from .heldout_subsets import where as _where

V63 = ["adder_resnet20", "iternorm_vgg", "exprnn_copying", "barlow_twins", "centernet_ctdet"]


# ------------------------------------------------------------------ ResNet (torchvision / msra_resnet / resnet20)
def conv3x3(in_planes, out_planes, stride=1):
    return nn.Conv2d(in_planes, out_planes, kernel_size=3, stride=stride, padding=1, bias=False)


class BasicBlock(nn.Module):
    """The BasicBlock of torchvision, msra_resnet.py and resnet20.py (whose conv3x3 is an adder2d)."""
    expansion = 1
    conv3x3 = staticmethod(conv3x3)

    def __init__(self, inplanes, planes, stride=1, downsample=None):
        super().__init__()
        self.conv1 = self.conv3x3(inplanes, planes, stride)
        self.bn1 = nn.BatchNorm2d(planes, momentum=0.1)
        self.relu = nn.ReLU(inplace=True)
        self.conv2 = self.conv3x3(planes, planes)
        self.bn2 = nn.BatchNorm2d(planes, momentum=0.1)
        self.downsample = downsample
        self.stride = stride

    def forward(self, x):
        residual = x
        out = self.relu(self.bn1(self.conv1(x)))
        out = self.bn2(self.conv2(out))
        if self.downsample is not None:
            residual = self.downsample(x)
        out += residual
        return self.relu(out)


class _ResNetTrunk(nn.Module):
    """conv1 7x7 s2, BN, ReLU_, max pool, four stages of BasicBlocks (torchvision's ResNet and msra_resnet.py's
    PoseResNet share this trunk); _make_layer's 1x1 downsample conv is `down_conv` (adder2d in resnet20.py)."""
    down_conv = nn.Conv2d

    def _trunk(self, layers, widths):
        self.inplanes = widths[0]
        self.conv1 = nn.Conv2d(3, widths[0], kernel_size=7, stride=2, padding=3, bias=False)
        self.bn1 = nn.BatchNorm2d(widths[0], momentum=0.1)
        self.relu = nn.ReLU(inplace=True)
        self.maxpool = nn.MaxPool2d(kernel_size=3, stride=2, padding=1)
        for i, (n, w) in enumerate(zip(layers, widths)):
            setattr(self, f"layer{i + 1}", self._make_layer(BasicBlock, w, n, stride=1 if i == 0 else 2))

    def _make_layer(self, block, planes, blocks, stride=1):
        downsample = None
        if stride != 1 or self.inplanes != planes * block.expansion:
            downsample = nn.Sequential(
                self.down_conv(self.inplanes, planes * block.expansion, kernel_size=1, stride=stride, bias=False),
                nn.BatchNorm2d(planes * block.expansion, momentum=0.1))
        layers = [block(self.inplanes, planes, stride, downsample)]
        self.inplanes = planes * block.expansion
        for _ in range(1, blocks):
            layers.append(block(self.inplanes, planes))
        return nn.Sequential(*layers)

    def _features(self, x):
        x = self.maxpool(self.relu(self.bn1(self.conv1(x))))
        x = self.layer1(x)
        x = self.layer2(x)
        x = self.layer3(x)
        return self.layer4(x)


# ------------------------------------------------------------------ AdderNet (huawei-noah/AdderNet layout)
def adder2d_function(X, W, stride=1, padding=0):
    n_filters, d_filter, h_filter, w_filter = W.size()
    n_x, d_x, h_x, w_x = X.size()

    h_out = (h_x - h_filter + 2 * padding) / stride + 1
    w_out = (w_x - w_filter + 2 * padding) / stride + 1
    h_out, w_out = int(h_out), int(w_out)
    X_col = torch.nn.functional.unfold(X.view(1, -1, h_x, w_x), h_filter, dilation=1, padding=padding,
                                       stride=stride).view(n_x, -1, h_out * w_out)
    X_col = X_col.permute(1, 2, 0).contiguous().view(X_col.size(1), -1)
    W_col = W.view(n_filters, -1)
    out = adder.apply(W_col, X_col)
    out = out.view(n_filters, h_out, w_out, n_x)
    out = out.permute(3, 0, 1, 2).contiguous()
    return out


class adder(torch.autograd.Function):
    """adder.py's adder: the l1 'convolution' -sum |W - X|; backward by hand: the full-precision gradient (X - W) g
    for the weights rescaled by its norm (eta = 0.2 of the adaptive learning rate, sqrt(k) / 5), and the
    HardTanh-clamped -(X - W) g for the inputs."""

    @staticmethod
    def forward(ctx, W_col, X_col):
        ctx.save_for_backward(W_col, X_col)
        output = -(W_col.unsqueeze(2) - X_col.unsqueeze(0)).abs().sum(1)
        return output

    @staticmethod
    def backward(ctx, grad_output):
        W_col, X_col = ctx.saved_tensors
        grad_W_col = ((X_col.unsqueeze(0) - W_col.unsqueeze(2)) * grad_output.unsqueeze(1)).sum(2)
        grad_W_col = grad_W_col / grad_W_col.norm(p=2).clamp(min=1e-12) * math.sqrt(W_col.size(1) * W_col.size(0)) / 5
        grad_X_col = (-(X_col.unsqueeze(0) - W_col.unsqueeze(2)).clamp(-1, 1) * grad_output.unsqueeze(1)).sum(0)
        return grad_W_col, grad_X_col


class adder2d(nn.Module):
    def __init__(self, input_channel, output_channel, kernel_size, stride=1, padding=0, bias=False):
        super().__init__()
        self.stride, self.padding, self.kernel_size = stride, padding, kernel_size
        self.input_channel, self.output_channel = input_channel, output_channel
        self.adder = torch.nn.Parameter(nn.init.normal_(torch.randn(output_channel, input_channel, kernel_size,
                                                                    kernel_size)))
        self.bias = bias
        if bias:
            self.b = torch.nn.Parameter(nn.init.uniform_(torch.zeros(output_channel)))

    def forward(self, x):
        output = adder2d_function(x, self.adder, self.stride, self.padding)
        if self.bias:
            output += self.b.unsqueeze(0).unsqueeze(2).unsqueeze(3)
        return output


class AdderBasicBlock(BasicBlock):
    """resnet20.py's BasicBlock: conv3x3 = adder.adder2d(in, out, kernel_size=3, stride, padding=1, bias=False)."""
    conv3x3 = staticmethod(lambda i, o, stride=1: adder2d(i, o, kernel_size=3, stride=stride, padding=1, bias=False))


class AdderResNet(_ResNetTrunk):
    """resnet20.py's ResNet with layers (1, 1, 1) and widths 4 / 8 / 16 instead of (3, 3, 3) and 16 / 32 / 64;
    AvgPool 2 for the 2x2 map of an 8x8 input (8 for CIFAR's 8x8)."""
    down_conv = adder2d

    def __init__(self, block=AdderBasicBlock, layers=(1, 1, 1), num_classes=5, width=4, pool=2):
        super().__init__()
        self.inplanes = width
        self.conv1 = nn.Conv2d(3, width, kernel_size=3, stride=1, padding=1, bias=False)
        self.bn1 = nn.BatchNorm2d(width)
        self.relu = nn.ReLU(inplace=True)
        self.layer1 = self._make_layer(block, width, layers[0])
        self.layer2 = self._make_layer(block, 2 * width, layers[1], stride=2)
        self.layer3 = self._make_layer(block, 4 * width, layers[2], stride=2)
        self.avgpool = nn.AvgPool2d(pool, stride=1)
        self.fc = nn.Conv2d(4 * width * block.expansion, num_classes, 1, bias=False)
        self.bn2 = nn.BatchNorm2d(num_classes)
        for m in self.modules():
            if isinstance(m, nn.BatchNorm2d):
                m.weight.data.fill_(1)
                m.bias.data.zero_()

    def forward(self, x):
        x = self.relu(self.bn1(self.conv1(x)))
        x = self.layer1(x)
        x = self.layer2(x)
        x = self.layer3(x)
        x = self.avgpool(x)
        x = self.fc(x)
        x = self.bn2(x)
        return x.view(x.size(0), -1)


# ------------------------------------------------------------------ IterNorm (huangleiBuaa/IterNorm-pytorch layout)
class iterative_normalization_py(torch.autograd.Function):
    """iterative_normalization.py's Function. The deprecated positional baddbmm(beta, input, alpha, b1, b2) /
    baddbmm_(beta, alpha, b1, b2) overloads are written with beta= / alpha= keywords and ctx.saved_variables as
    ctx.saved_tensors. The backward's P[k - 1].transpose_(-2, -1) on the saved iterates is a transposed view Pk
    instead: in place it bumps the saved tensors' versions, so a second backward through the retained graph fails
    (the capture runs three); the gradient is the same."""

    @staticmethod
    def forward(ctx, *args, **kwargs):
        X, running_mean, running_wmat, nc, ctx.T, eps, momentum, training = args
        # change NxCxHxW to (G x D) x(NxHxW), i.e., g*d*m
        ctx.g = X.size(1) // nc
        x = X.transpose(0, 1).contiguous().view(ctx.g, nc, -1)
        _, d, m = x.size()
        saved = []
        if training:
            mean = x.mean(-1, keepdim=True)
            xc = x - mean
            saved.append(xc)
            P = [None] * (ctx.T + 1)
            P[0] = torch.eye(d).to(X).expand(ctx.g, d, d)
            Sigma = torch.baddbmm(P[0], xc, xc.transpose(1, 2), beta=eps, alpha=1. / m)
            rTr = (Sigma * P[0]).sum((1, 2), keepdim=True).reciprocal_()
            saved.append(rTr)
            Sigma_N = Sigma * rTr
            saved.append(Sigma_N)
            for k in range(ctx.T):
                P[k + 1] = torch.baddbmm(P[k], torch.matrix_power(P[k], 3), Sigma_N, beta=1.5, alpha=-0.5)
            saved.extend(P)
            wm = P[ctx.T].mul_(rTr.sqrt())  # whiten matrix: the matrix inverse of Sigma, i.e., Sigma^{-1/2}
            running_mean.copy_(momentum * mean + (1. - momentum) * running_mean)
            running_wmat.copy_(momentum * wm + (1. - momentum) * running_wmat)
        else:
            xc = x - running_mean
            wm = running_wmat
        xn = wm.matmul(xc)
        Xn = xn.view(X.size(1), X.size(0), *X.size()[2:]).transpose(0, 1).contiguous()
        ctx.save_for_backward(*saved)
        return Xn

    @staticmethod
    def backward(ctx, *grad_outputs):
        grad, = grad_outputs
        saved = ctx.saved_tensors
        xc = saved[0]  # centered input
        rTr = saved[1]  # trace of Sigma
        sn = saved[2].transpose(-2, -1)  # normalized Sigma
        P = saved[3:]  # middle result matrix,
        g, d, m = xc.size()

        g_ = grad.transpose(0, 1).contiguous().view_as(xc)
        g_wm = g_.matmul(xc.transpose(-2, -1))
        g_P = g_wm * rTr.sqrt()
        wm = P[ctx.T]
        g_sn = 0
        for k in range(ctx.T, 1, -1):
            Pk = P[k - 1].transpose(-2, -1)                     # P[k - 1].transpose_(-2, -1) in the original
            P2 = Pk.matmul(Pk)
            g_sn += P2.matmul(Pk).matmul(g_P)
            g_tmp = g_P.matmul(sn)
            g_P.baddbmm_(g_tmp, P2, beta=1.5, alpha=-0.5)
            g_P.baddbmm_(P2, g_tmp, beta=1, alpha=-0.5)
            g_P.baddbmm_(Pk.matmul(g_tmp), Pk, beta=1, alpha=-0.5)
        g_sn += g_P
        g_tr = ((-sn.matmul(g_sn) + g_wm.transpose(-2, -1).matmul(wm)) * P[0]).sum((1, 2), keepdim=True) * P[0]
        g_sigma = (g_sn + g_sn.transpose(-2, -1) + 2. * g_tr) * (-0.5 / m * rTr)
        g_x = torch.baddbmm(wm.matmul(g_ - g_.mean(-1, keepdim=True)), g_sigma, xc)
        grad_input = g_x.view(grad.size(1), grad.size(0), *grad.size()[2:]).transpose(0, 1).contiguous()
        return grad_input, None, None, None, None, None, None, None


class IterNorm(nn.Module):
    """iterative_normalization.py's IterNorm (dim 4, affine). The running whitening matrix is registered as the
    expanded eye .clone()'d: copy_ into the expanded view fails on current PyTorch when there is more than one
    group. weight / bias random here (as after some training)."""

    def __init__(self, num_features, g, num_groups=1, num_channels=None, T=5, dim=4, eps=1e-5, momentum=0.1,
                 affine=True):
        super().__init__()
        self.T, self.eps, self.momentum = T, eps, momentum
        self.num_features, self.affine, self.dim = num_features, affine, dim
        if num_channels is None:
            num_channels = (num_features - 1) // num_groups + 1
        num_groups = num_features // num_channels
        while num_features % num_channels != 0:
            num_channels //= 2
            num_groups = num_features // num_channels
        assert num_groups > 0 and num_features % num_groups == 0
        self.num_groups, self.num_channels = num_groups, num_channels
        shape = [1] * dim
        shape[1] = self.num_features
        self.weight = nn.Parameter(1 + 0.3 * torch.randn(*shape, generator=g))
        self.bias = nn.Parameter(0.3 * torch.randn(*shape, generator=g))
        self.register_buffer("running_mean", torch.zeros(num_groups, num_channels, 1))
        self.register_buffer("running_wm", torch.eye(num_channels).expand(num_groups, num_channels,
                                                                          num_channels).clone())

    def forward(self, X: torch.Tensor):
        X_hat = iterative_normalization_py.apply(X, self.running_mean, self.running_wm, self.num_channels, self.T,
                                                 self.eps, self.momentum, self.training)
        if self.affine:
            return X_hat * self.weight + self.bias
        return X_hat


class IterNormVGG(nn.Module):
    """cifar10/models/vgg.py's VGG with cfg [8, 'M', 16, 'M', 32] instead of 'E', --norm=ItN with --norm-cfg
    T=5,num_channels=8 (512 in vgg_base_ItN.sh: one group per layer there), AvgPool(2, 2), Linear classifier."""

    def __init__(self, g, cfg=(8, "M", 16, "M", 32), num_classes=5, num_channels=8):
        super().__init__()
        layers, in_channels = [], 3
        for v in cfg:
            if v == "M":
                layers += [nn.MaxPool2d(kernel_size=2, stride=2)]
            else:
                layers += [nn.Conv2d(in_channels, v, kernel_size=3, padding=1, bias=False),
                           IterNorm(v, g, T=5, num_channels=num_channels), nn.ReLU(inplace=True)]
                in_channels = v
        self.features = nn.Sequential(*layers)
        self.avgpool = nn.AvgPool2d(2, 2)
        self.classifier = nn.Sequential(nn.Linear(in_channels, num_classes))
        nn.init.normal_(self.classifier[0].weight, 0, 0.01)
        nn.init.constant_(self.classifier[0].bias, 0)

    def forward(self, x):
        x = self.features(x)
        x = self.avgpool(x)
        x = x.view(x.size(0), -1)
        return self.classifier(x)


# ------------------------------------------------------------------ expRNN (lezcano/expRNN layout)
def differential(f, A, E):
    """ Computes the differential of f at A when acting on E:  (df)_A(E) """
    n = A.size(0)
    M = torch.zeros(2 * n, 2 * n, dtype=A.dtype, device=A.device, requires_grad=False)
    M[:n, :n] = A
    M[n:, n:] = A
    M[:n, n:] = E
    return f(M)[:n, n:]


class expm_class(torch.autograd.Function):
    """trivializations.py's expm_class. expm32.py (scipy's Pade scaling-and-squaring with .item()-driven degree
    choices and torch.solve, gone from PyTorch) is torch.matrix_exp here, in forward and inside differential."""

    @staticmethod
    def forward(ctx, A):
        ctx.save_for_backward(A)
        return torch.matrix_exp(A)

    @staticmethod
    def backward(ctx, G):
        (A,) = ctx.saved_tensors
        return differential(torch.matrix_exp, A.t(), G)


expm = expm_class.apply


def henaff_init_(A, g):
    size = A.size(0) // 2
    diag = (torch.rand(size, generator=g) * 2 - 1) * math.pi                # A.new(size).uniform_(-pi, pi)
    n = A.size(0)
    diag_z = torch.zeros(n - 1)
    diag_z[::2] = diag
    A_init = torch.diag(diag_z, diagonal=1)
    A_init = A_init - A_init.T
    with torch.no_grad():
        A.copy_(A_init + 0.1 * torch.randn(n, n, generator=g))                # off the block structure (trained)
    return A


class Orthogonal(nn.Module):
    """orthogonal.py's Orthogonal over parametrization.py's Parametrization, static mode, param expm. The
    parametrization trick (B computed once per optimizer step, kept with retain_grad, its gradient pushed to _A by
    backwards_param's second autograd.grad) is one retraction per step shared by every time step: B_updated is
    cleared by the model at the start of the step, as backwards_param clears it after the previous one."""

    def __init__(self, input_size, output_size, g, param=expm):
        super().__init__()
        self.param = param
        self.input_size, self.output_size = input_size, output_size
        self.max_size = max(input_size, output_size)
        self._A = nn.Parameter(torch.empty(self.max_size, self.max_size))
        self.register_buffer("base", torch.eye(self.max_size))
        self.B_updated = False
        self._B = None
        henaff_init_(self._A, g)

    def retraction(self, A_raw, base):
        A = A_raw.triu(diagonal=1)
        A = A - A.t()
        B = base.mm(self.param(A))
        if self.input_size != self.output_size:
            B = B[:self.input_size, :self.output_size]
        return B

    def B(self):
        if not self.B_updated:
            self._B = self.retraction(self._A, self.base)
            self.B_updated = True
        return self._B

    def forward(self, input):
        return input.matmul(self.B())


class modrelu(nn.Module):
    def __init__(self, features, g):
        super().__init__()
        self.features = features
        self.b = nn.Parameter((torch.rand(features, generator=g) * 2 - 1) * 0.01)

    def forward(self, inputs):
        norm = torch.abs(inputs)
        biased_norm = norm + self.b
        magnitude = nn.functional.relu(biased_norm)
        phase = torch.sign(inputs)
        return phase * magnitude


class OrthogonalRNN(nn.Module):
    def __init__(self, input_size, hidden_size, g):
        super().__init__()
        self.input_size, self.hidden_size = input_size, hidden_size
        self.recurrent_kernel = Orthogonal(hidden_size, hidden_size, g)
        self.input_kernel = nn.Linear(in_features=self.input_size, out_features=self.hidden_size, bias=False)
        self.nonlinearity = modrelu(hidden_size, g)
        nn.init.kaiming_normal_(self.input_kernel.weight.data, nonlinearity="relu")

    def default_hidden(self, input):
        return input.new_zeros(input.size(0), self.hidden_size, requires_grad=False)

    def forward(self, input, hidden):
        input = self.input_kernel(input)
        hidden = self.recurrent_kernel(hidden)
        out = input + hidden
        out = self.nonlinearity(out)
        return out, out


class CopyingModel(nn.Module):
    """1_copying.py's Model (mode exprnn: static, param expm; henaff init), hidden 6 instead of 190."""

    def __init__(self, g, n_classes=9, hidden_size=6):
        super().__init__()
        self.hidden_size = hidden_size
        self.rnn = OrthogonalRNN(n_classes + 1, hidden_size, g)
        self.lin = nn.Linear(hidden_size, n_classes)
        nn.init.kaiming_normal_(self.lin.weight.data, nonlinearity="relu")
        nn.init.constant_(self.lin.bias.data, 0)

    def forward(self, inputs):
        self.rnn.recurrent_kernel.B_updated = False
        state = self.rnn.default_hidden(inputs[:, 0, ...])
        outputs = []
        for input in torch.unbind(inputs, dim=1):
            out_rnn, state = self.rnn(input, state)
            outputs.append(self.lin(out_rnn))
        return torch.stack(outputs, dim=1)


def _copying_loss(logits, y):
    return nn.CrossEntropyLoss()(logits.view(-1, 9), y.view(-1))           # Model.loss's loss_func


def _copying_data(g, L=2, K=3, batch_size=2):
    seq = torch.randint(1, 9, (batch_size, K), generator=g)                 # copying_data, numpy -> torch
    x = torch.cat([seq, torch.zeros(batch_size, L, dtype=torch.long), torch.full((batch_size, 1), 9),
                   torch.zeros(batch_size, K - 1, dtype=torch.long)], 1)
    y = torch.cat([torch.zeros(batch_size, K + L, dtype=torch.long), seq], 1)
    x_onehot = torch.empty(batch_size, L + 2 * K, 10)
    x_onehot.zero_()                                                        # onehot(x_onehot, batch_x)
    x_onehot.scatter_(2, torch.unsqueeze(x, 2), 1)
    return x_onehot, y


# ------------------------------------------------------------------ Barlow Twins (facebookresearch/barlowtwins)
class ResNetBackbone(_ResNetTrunk):
    """torchvision.models.resnet50(zero_init_residual=True) with fc = nn.Identity(), here BasicBlocks [1, 1, 1, 1]
    of widths 4 .. 32; the zero-initialised last BN weights random (as after some training)."""

    def __init__(self, g, layers=(1, 1, 1, 1), widths=(4, 8, 16, 32)):
        super().__init__()
        self._trunk(layers, widths)
        self.avgpool = nn.AdaptiveAvgPool2d((1, 1))
        self.fc = nn.Identity()
        for m in self.modules():
            if isinstance(m, BasicBlock):
                with torch.no_grad():
                    m.bn2.weight.copy_(0.5 * torch.randn(m.bn2.weight.shape, generator=g))

    def forward(self, x):
        x = self.avgpool(self._features(x))
        x = torch.flatten(x, 1)
        return self.fc(x)


def off_diagonal(x):
    # return a flattened view of the off-diagonal elements of a square matrix
    n, m = x.shape
    assert n == m
    return x.flatten()[:-1].view(n - 1, n + 1)[:, 1:].flatten()


class BarlowTwins(nn.Module):
    """main.py's BarlowTwins, projector '16-16-16' on a 32-wide backbone, batch 4, lambd 0.0051; one process, so
    torch.distributed.all_reduce(c) is left out."""

    def __init__(self, g, projector="16-16-16", batch_size=4, lambd=0.0051):
        super().__init__()
        self.batch_size, self.lambd = batch_size, lambd
        self.backbone = ResNetBackbone(g)
        sizes = [32] + list(map(int, projector.split("-")))
        layers = []
        for i in range(len(sizes) - 2):
            layers.append(nn.Linear(sizes[i], sizes[i + 1], bias=False))
            layers.append(nn.BatchNorm1d(sizes[i + 1]))
            layers.append(nn.ReLU(inplace=True))
        layers.append(nn.Linear(sizes[-2], sizes[-1], bias=False))
        self.projector = nn.Sequential(*layers)
        self.bn = nn.BatchNorm1d(sizes[-1], affine=False)

    def forward(self, y1, y2):
        z1 = self.projector(self.backbone(y1))
        z2 = self.projector(self.backbone(y2))
        c = self.bn(z1).T @ self.bn(z2)
        c.div_(self.batch_size)
        on_diag = torch.diagonal(c).add_(-1).pow_(2).sum()
        off_diag = off_diagonal(c).pow_(2).sum()
        loss = on_diag + self.lambd * off_diag
        return loss


def _loss_from_forward(loss):
    return loss                                                             # main.py: loss = model.forward(y1, y2)


# ------------------------------------------------------------------ CenterNet (xingyizhou/CenterNet layout)
class PoseResNet(_ResNetTrunk):
    """msra_resnet.py's PoseResNet, BasicBlock [1, 1, 1, 1], widths 8 .. 64, deconvs of 16 filters, head_conv 8. No
    ImageNet weights (init_weights would download them): PyTorch's default init but for the hm bias -2.19."""

    def __init__(self, heads, head_conv=8, layers=(1, 1, 1, 1), widths=(8, 16, 32, 64), deconv=16):
        super().__init__()
        self.deconv_with_bias = False
        self.heads = heads
        self._trunk(layers, widths)
        self.deconv_layers = self._make_deconv_layer(3, [deconv] * 3, [4, 4, 4])
        for head in sorted(self.heads):
            num_output = self.heads[head]
            fc = nn.Sequential(nn.Conv2d(deconv, head_conv, kernel_size=3, padding=1, bias=True), nn.ReLU(inplace=True),
                               nn.Conv2d(head_conv, num_output, kernel_size=1, stride=1, padding=0))
            if "hm" in head:
                nn.init.constant_(fc[-1].bias, -2.19)
            self.__setattr__(head, fc)

    def _make_deconv_layer(self, num_layers, num_filters, num_kernels):
        layers = []
        for i in range(num_layers):
            kernel, padding, output_padding = num_kernels[i], 1, 0          # _get_deconv_cfg(4)
            planes = num_filters[i]
            layers += [nn.ConvTranspose2d(in_channels=self.inplanes, out_channels=planes, kernel_size=kernel, stride=2,
                                          padding=padding, output_padding=output_padding, bias=self.deconv_with_bias),
                       nn.BatchNorm2d(planes, momentum=0.1), nn.ReLU(inplace=True)]
            self.inplanes = planes
        return nn.Sequential(*layers)

    def forward(self, x):
        x = self.deconv_layers(self._features(x))
        ret = {}
        for head in self.heads:
            ret[head] = self.__getattr__(head)(x)
        return [ret]


def _sigmoid(x):
    y = torch.clamp(x.sigmoid_(), min=1e-4, max=1 - 1e-4)
    return y


def _gather_feat(feat, ind, mask=None):
    dim = feat.size(2)
    ind = ind.unsqueeze(2).expand(ind.size(0), ind.size(1), dim)
    feat = feat.gather(1, ind)
    return feat


def _transpose_and_gather_feat(feat, ind):
    feat = feat.permute(0, 2, 3, 1).contiguous()
    feat = feat.view(feat.size(0), -1, feat.size(3))
    feat = _gather_feat(feat, ind)
    return feat


def _slow_neg_loss(pred, gt):
    """losses.py's _slow_neg_loss (CornerNet's own _neg_loss). FocalLoss's faster _neg_loss ends in `if num_pos ==
    0:` on a tensor, a data-dependent branch no graph capture traces; this one branches on pos_pred.nelement()."""
    pos_inds = gt.eq(1)
    neg_inds = gt.lt(1)
    neg_weights = torch.pow(1 - gt[neg_inds], 4)
    loss = 0
    pos_pred = pred[pos_inds]
    neg_pred = pred[neg_inds]
    pos_loss = torch.log(pos_pred) * torch.pow(1 - pos_pred, 2)
    neg_loss = torch.log(1 - neg_pred) * torch.pow(neg_pred, 2) * neg_weights
    num_pos = pos_inds.float().sum()
    pos_loss = pos_loss.sum()
    neg_loss = neg_loss.sum()
    if pos_pred.nelement() == 0:
        loss = loss - neg_loss
    else:
        loss = loss - (pos_loss + neg_loss) / num_pos
    return loss


def _reg_l1_loss(output, mask, ind, target):
    pred = _transpose_and_gather_feat(output, ind)                          # RegL1Loss (size_average=False: sum)
    mask = mask.unsqueeze(2).expand_as(pred).float()
    loss = F.l1_loss(pred * mask, target * mask, reduction="sum")
    loss = loss / (mask.sum() + 1e-4)
    return loss


def _ctdet_loss(outputs, hm, reg_mask, ind, wh, reg, hm_weight=1., wh_weight=0.1, off_weight=1., num_stacks=1):
    hm_loss, wh_loss, off_loss = 0, 0, 0                                    # CtdetLoss (focal, l1, reg_offset)
    for s in range(num_stacks):
        output = outputs[s]
        output["hm"] = _sigmoid(output["hm"])
        hm_loss += _slow_neg_loss(output["hm"], hm) / num_stacks
        wh_loss += _reg_l1_loss(output["wh"], reg_mask, ind, wh) / num_stacks
        off_loss += _reg_l1_loss(output["reg"], reg_mask, ind, reg) / num_stacks
    return hm_weight * hm_loss + wh_weight * wh_loss + off_weight * off_loss


def _ctdet_targets(g, num_classes=3, out=8, max_objs=4, centres=(((1, 2, 0), (5, 6, 2), (6, 1, 1)),
                                                                    ((3, 3, 1), (0, 7, 0)))):
    b = len(centres)                                                        # CTDetDataset's targets
    hm, ind = torch.zeros(b, num_classes, out, out), torch.zeros(b, max_objs, dtype=torch.long)
    reg_mask = torch.zeros(b, max_objs, dtype=torch.uint8)
    wh, reg = torch.zeros(b, max_objs, 2), torch.zeros(b, max_objs, 2)
    ys, xs = torch.meshgrid(torch.arange(out, dtype=torch.float32), torch.arange(out, dtype=torch.float32),
                            indexing="ij")
    sigma = (2 * 1 + 1) / 6                                                 # draw_umich_gaussian, radius 1
    for i, objs in enumerate(centres):
        for k, (cx, cy, cls) in enumerate(objs):
            gaussian = torch.exp(-((xs - cx) ** 2 + (ys - cy) ** 2) / (2 * sigma * sigma))
            gaussian = gaussian * (((xs - cx).abs() <= 1) & ((ys - cy).abs() <= 1)).float()
            hm[i, cls] = torch.maximum(hm[i, cls], gaussian)
            ind[i, k], reg_mask[i, k] = cy * out + cx, 1
            wh[i, k], reg[i, k] = 1 + 4 * torch.rand(2, generator=g), torch.rand(2, generator=g)
    return {"hm": hm, "reg_mask": reg_mask, "ind": ind, "wh": wh, "reg": reg}


# ------------------------------------------------------------------ build
def _pick(m, names):
    idx = _where(m, lambda n: n in names)
    assert len(idx) == len(names), (idx, names)
    return idx


def build(name: str, g: torch.Generator, Spec, call, ce):
    if name == "adder_resnet20":
        m = AdderResNet()
        return Spec(m, {"img": torch.randn(2, 3, 8, 8, generator=g)}, {"labels": torch.tensor([4, 1])}, call, ce,
                    subset=_pick(m, ("layer2.0.conv1.adder", "layer1.0.bn2.weight", "fc.weight")),
                    notes="held out (relate v63): AdderNet ResNet-20 (huawei-noah/AdderNet adder.py / resnet20.py, "
                          "small): adder2d 3x3 convs and 1x1 downsamples over unfold + the adder custom "
                          "autograd.Function (-sum |W - X|, saving W_col, X_col; backward (X - W) g rescaled by its "
                          "norm, HardTanh-clamped -(X - W) g); BN, in-place ReLUs and adds, 1x1-conv fc + BN; CE; "
                          "subset = layer2.0.conv1.adder, layer1.0.bn2.weight, fc.weight (not a tail)")
    if name == "iternorm_vgg":
        m = IterNormVGG(g)
        return Spec(m, {"img": torch.randn(4, 3, 8, 8, generator=g)}, {"labels": torch.tensor([0, 3, 1, 4])}, call,
                    ce, subset=_pick(m, ("features.4.weight", "features.1.bias", "classifier.0.weight")),
                    notes="held out (relate v63): VGG with IterNorm (huangleiBuaa/IterNorm-pytorch, small): "
                          "iterative_normalization_py custom autograd.Function (group whitening by 5 Newton "
                          "iterations, running stats copy_'d inside, saving xc, 1 / trace, Sigma_N and every "
                          "iterate; backward the reverse iteration with in-place baddbmm_); CE; subset = "
                          "features.4.weight, features.1.bias, classifier.0.weight (not a tail)")
    if name == "exprnn_copying":
        m = CopyingModel(g)
        x, y = _copying_data(g)
        return Spec(m, {"x": x}, {"y": y}, call, _copying_loss,
                    subset=_pick(m, ("rnn.recurrent_kernel._A", "lin.bias")),
                    notes="held out (relate v63): expRNN on the copying task (lezcano/expRNN, hidden 6, 8 steps): "
                          "base @ expm(skew A) through the expm_class custom autograd.Function (matrix_exp saving "
                          "A; backward matrix_exp of [[A^T, G], [0, A^T]] built by slice writes, top-right block), "
                          "once per step; modReLU, Linear readouts; CE; subset = rnn.recurrent_kernel._A, "
                          "lin.bias (not a tail)")
    if name == "barlow_twins":
        m = BarlowTwins(g)
        return Spec(m, {"y1": torch.randn(4, 3, 16, 16, generator=g), "y2": torch.randn(4, 3, 16, 16, generator=g)},
                    {}, call, _loss_from_forward,
                    subset=_pick(m, ("backbone.layer3.0.conv2.weight", "projector.1.bias", "backbone.bn1.weight")),
                    notes="held out (relate v63): Barlow Twins (facebookresearch/barlowtwins main.py, small ResNet "
                          "backbone, projector 16-16-16) on two views: non-affine BN, c = bn(z1).T @ bn(z2) "
                          "divided in place, diagonal(c).add_(-1).pow_(2).sum(), off_diagonal flatten / view, "
                          "loss returned by the forward; subset = backbone.layer3.0.conv2.weight, "
                          "projector.1.bias, backbone.bn1.weight (not a tail)")
    if name == "centernet_ctdet":
        m = PoseResNet({"hm": 3, "wh": 2, "reg": 2})
        return Spec(m, {"img": torch.randn(2, 3, 32, 32, generator=g)}, _ctdet_targets(g), call, _ctdet_loss,
                    subset=_pick(m, ("wh.2.weight", "deconv_layers.4.weight", "layer2.0.bn1.bias")),
                    notes="held out (relate v63): CenterNet ctdet (xingyizhou/CenterNet msra_resnet.py, small): "
                          "ResNet, ConvTranspose2d BN ReLU_ upsamplings, hm / wh / reg heads as [dict]; CtdetLoss: "
                          "in-place sigmoid_ + clamp, CornerNet focal loss by boolean masks, RegL1Loss on features "
                          "gathered at the object indices; subset = wh.2.weight, deconv_layers.4.weight, "
                          "layer2.0.bn1.bias (not a tail)")
    raise KeyError(name)
