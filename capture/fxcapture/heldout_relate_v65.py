"""Sixty-fifth held-out set for `fxmatch relate` (2026-12-06, /work/pending/heldout_relate_v65).

Written to score main blind: captured once and scored with main's binary and
rules, no engine change in between, and no fxmatch run on these captures
while they were written. Its five families are new to the project (no
earlier set has them); three put a custom torch.autograd.Function with a
hand-written backward of ordinary ATen ops in every block of the model and
two are ordinary networks and training steps: a PP-LCNet (huggingface/
pytorch-image-models: timm/models/mobilenetv3.py _gen_lcnet, efficientnet_
blocks.py) whose acts are timm/layers/activations_me.py's HardSwishMe and
HardSigmoidMe (HardSwishAutoFn / HardSigmoidAutoFn, saving x; timm's
create_act picks them when torch has no native hardswish / hardsigmoid); a
character LM on pytorch/extension-cpp's python/lltm_baseline.py LLTM cell
(LLTMFunction, two outputs, eight saved tensors); a StarCoder-style
GPTBigCode LM (huggingface/transformers' modeling_gpt_bigcode.py) under
DeepSpeed ZeRO-3, whose zero.Init(mem_efficient_linear=True) leaves
torch.nn.functional.linear patched to deepspeed/runtime/zero/linear.py's
zero3_linear_wrap, so every Linear runs LinearFunctionForZeroStage3
(setup_context saving input, weight, bias); a Neural Additive Model
(AmrMKayid/nam: nam/models/nam.py, featurenn.py, activation/exu.py,
relu.py, trainer/losses.py); and ProtoPNet (cfchen-duke/ProtoPNet: model.py,
vgg_features.py, train_and_test.py, settings.py); like heldout_relate.py's
models they never enter the zoo.

  lcnet_hardswish_me  img [4, 3, 32, 32], labels [4] (5 classes) -> conv_stem Conv(3, 8, 3, s2, pad 1, no bias) bn1
                   BatchNormAct2d(8) [4, 8, 16, 16]; blocks (timm 'dsa' DepthwiseSeparableConv, pw_act, no skip):
                   dsa k3 s1 c8, dsa k3 s2 c16 [4, 16, 8, 8], dsa k3 s2 c32 [4, 32, 4, 4], dsa k3 s2 c32 + dsa k5 s1
                   c32 [4, 32, 2, 2], dsa k5 s2 c64 se0.25 [4, 64, 1, 1]; dsa: conv_dw Conv(c, c, k, s, pad k // 2,
                   groups c, no bias), bn1 BN + act, se (SqueezeExcite(c, rd round(c / 4)): mean((2, 3)) keepdim,
                   conv_reduce, ReLU_, conv_expand, x * HardSigmoidMe(x_se)), conv_pw 1x1, bn2 BN + act; global avg
                   pool, conv_head Conv(64, 48, 1, bias), HardSwishMe, flatten, Linear(48, 5); every act HardSwishMe:
                   HardSwishAutoFn.apply(x) (save_for_backward(x); x (x + 3).clamp(0, 6) / 6; backward m = ones_like(x)
                   (x >= 3), m = where((x >= -3) & (x <= 3), x / 3 + 0.5, m), g m); HardSigmoidAutoFn.apply(x) (saves
                   x; (x + 3).clamp(0, 6) / 6; backward g ones_like(x) ((x >= -3) & (x <= 3)) / 6); BN in training
                   mode; criterion: CE; subset = blocks.2.0.conv_dw.weight, blocks.4.0.se.conv_reduce.bias,
                   bn1.weight.
  lltm_charlm      tokens [3, 6] (vocab 12), targets [3, 6] -> Embedding(12, 6); 2 LLTM layers (6 -> 8, 8 -> 8),
                   unrolled over 6 steps from zero states [3, 8]; per step and layer LLTMFunction.apply(x_t, weights
                   [24, in + 8], bias [1, 24], old_h, old_cell) (X = cat([old_h, x_t], 1), gate_weights = linear(X,
                   W, b), chunk 3: sigmoid, sigmoid, elu; new_cell = old_cell + cand in_gate, new_h = tanh(new_cell)
                   out_gate; save_for_backward(X, weights, input_gate, output_gate, old_cell, new_cell,
                   candidate_cell, gate_weights); backward: d_tanh / d_sigmoid / d_elu helpers, *= in place, cat of
                   the gate grads, d_gates.t().mm(X), sum(0, keepdim), d_gates.mm(weights) split into d_old_h /
                   d_input; at step 0 old_h / old_cell need no grad, so d_input is None there, as in the source);
                   stack of the top h [3, 6, 8], Linear(8, 12); criterion: CE(logits.view(-1, 12), targets.view(-1));
                   subset = layers.0.weights, layers.1.bias, encoder.weight.
  bigcode_zero3_lm  tokens [2, 8] (vocab 13), labels [2, 8] -> wte(13, 16) + wpe(16, 16)(arange 8); 2 GPTBigCodeBlocks
                   (ln_1, attn, + residual; ln_2, mlp, + residual): c_attn Linear(16, 24) split (16, 8), key / value
                   split (4, 4); query reshape [2, 32, 4], attn_weights = baddbmm(zeros_like(empty [2, 32, 8]),
                   query, key^T [2, 4, 8], beta 1, alpha 1 / 2).view(2, 8, 4, 8), where(bias[None, :8, :8]
                   .unsqueeze(2), w, finfo.min), softmax, bmm(w.view(2, 32, 8), value [2, 8, 4]).view(2, 8, 16),
                   c_proj Linear(16, 16); mlp c_fc Linear(16, 32), gelu(tanh), c_proj Linear(32, 16); ln_f, lm_head
                   Linear(16, 13, no bias) tied to wte; every Linear is zero3_linear_wrap = LinearFunctionForZeroStage3
                   .apply(input, weight, bias) (forward input.matmul(weight.t()), output += bias; setup_context
                   save_for_backward(input, weight, bias); backward grad.matmul(weight), grad.reshape(-1, o).t()
                   .matmul(input.reshape(-1, i)), grad.sum([0, 1]), under ctx.needs_input_grad); criterion: CE of the
                   shifted logits / labels; subset = transformer.h.0.attn.c_attn.weight, transformer.h.1.mlp.c_fc.bias,
                   transformer.wpe.weight.
  nam_exu          x [24, 4] (features in [-1, 1]), y [24] (0 / 1) -> 4 FeatureNNs on x[:, i].unsqueeze(1) [24, 1]:
                   ExU(1, 8) ((x - b) @ exp(W [1, 8]), relu, clamp(0, 1); W from trunc_normal_(mean 4, std 0.5)
                   whose default [-2, 2] bounds put it near 2, as in the source), LinReLU(8, 6), LinReLU(6, 4),
                   Linear(4, 1); cat [24, 4], sum(-1) + _bias -> logits [24], per-feature outputs [24, 4]; batch 24
                   so that every ExU has inputs inside its unclamped window; dropouts 0, left out;
                   criterion: penalized_loss: BCE-with-logits(logits.view(-1), y.view(-1)) + 0.01 (fnn_out^2).sum()
                   / 4; subset = feature_nns.0.model.0.bias, feature_nns.2.model.1.weight, feature_nns.3.model.3.bias.
  protopnet_vgg    img [4, 3, 16, 16], labels [4] (5 classes, 2 prototypes each) -> features VGG [8, M, 16, M] (Conv
                   3x3 pad 1, ReLU_, MaxPool 2) [4, 16, 4, 4]; add_on_layers Conv(16, 8, 1) ReLU Conv(8, 8, 1)
                   Sigmoid; _l2_convolution: conv2d(x^2, ones [10, 8, 1, 1]) + (-2 conv2d(x, prototype_vectors) +
                   sum(p^2, (1, 2, 3)).view(-1, 1, 1)), relu -> [4, 10, 4, 4]; min_distances = -max_pool2d(-d, (4,
                   4)).view(-1, 10); log((d + 1) / (d + 1e-4)); last_layer Linear(10, 5, no bias) (1 / -0.5 init);
                   the step also returns l1 = (last_layer.weight (1 - identity^T)).norm(p=1); criterion: CE + 0.8
                   cluster - 0.08 separation + 1e-4 l1 with max((8 - min_d) identity[:, label]^T, 1) and its
                   complement; subset = prototype_vectors, add_on_layers.0.bias, features.features.0.weight.
No subset above is a tail.
"""
from __future__ import annotations

import math

import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.autograd import Function
from .heldout_subsets import where as _where

V65 = ["lcnet_hardswish_me", "lltm_charlm", "bigcode_zero3_lm", "nam_exu", "protopnet_vgg"]


# ------------------------------------------------------------------ PP-LCNet with timm's memory-efficient acts
def hard_sigmoid_fwd(x, inplace: bool = False):
    return (x + 3).clamp(min=0, max=6).div(6.)


def hard_sigmoid_bwd(x, grad_output):
    m = torch.ones_like(x) * ((x >= -3.) & (x <= 3.)) / 6.
    return grad_output * m


class HardSigmoidAutoFn(torch.autograd.Function):
    """timm/layers/activations_me.py's HardSigmoidAutoFn."""

    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return hard_sigmoid_fwd(x)

    @staticmethod
    def backward(ctx, grad_output):
        x = ctx.saved_tensors[0]
        return hard_sigmoid_bwd(x, grad_output)


class HardSigmoidMe(nn.Module):
    def __init__(self, inplace: bool = False):
        super().__init__()

    def forward(self, x):
        return HardSigmoidAutoFn.apply(x)


def hard_swish_fwd(x):
    return x * (x + 3).clamp(min=0, max=6).div(6.)


def hard_swish_bwd(x, grad_output):
    m = torch.ones_like(x) * (x >= 3.)
    m = torch.where((x >= -3.) & (x <= 3.), x / 3. + .5, m)
    return grad_output * m


class HardSwishAutoFn(torch.autograd.Function):
    """timm/layers/activations_me.py's HardSwishAutoFn ("a memory efficient HardSwish activation"); the ONNX
    symbolic is left out."""

    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return hard_swish_fwd(x)

    @staticmethod
    def backward(ctx, grad_output):
        x = ctx.saved_tensors[0]
        return hard_swish_bwd(x, grad_output)


class HardSwishMe(nn.Module):
    def __init__(self, inplace: bool = False):
        super().__init__()

    def forward(self, x):
        return HardSwishAutoFn.apply(x)


class BatchNormAct2d(nn.BatchNorm2d):
    """timm/layers/norm_act.py's BatchNormAct2d: batch norm (training mode) then the act, no drop."""

    def __init__(self, num_features, apply_act=True, act_layer=HardSwishMe):
        super().__init__(num_features)
        self.act = act_layer(inplace=True) if apply_act else nn.Identity()

    def forward(self, x):
        return self.act(super().forward(x))


class SqueezeExcite(nn.Module):
    """efficientnet_blocks.py's SqueezeExcite as _gen_lcnet builds it: force_act_layer ReLU, gate 'hard_sigmoid'."""

    def __init__(self, in_chs, rd_ratio=0.25, act_layer=nn.ReLU, gate_layer=HardSigmoidMe):
        super().__init__()
        rd_channels = round(in_chs * rd_ratio)
        self.conv_reduce = nn.Conv2d(in_chs, rd_channels, 1, bias=True)
        self.act1 = act_layer(inplace=True)
        self.conv_expand = nn.Conv2d(rd_channels, in_chs, 1, bias=True)
        self.gate = gate_layer()

    def forward(self, x):
        x_se = x.mean((2, 3), keepdim=True)
        x_se = self.conv_reduce(x_se)
        x_se = self.act1(x_se)
        x_se = self.conv_expand(x_se)
        return x * self.gate(x_se)


class DepthwiseSeparableConv(nn.Module):
    """efficientnet_blocks.py's DepthwiseSeparableConv for a 'dsa' block string: pw_act True, noskip True (so
    has_skip False and no drop_path), aa Identity left out."""

    def __init__(self, in_chs, out_chs, dw_kernel_size=3, stride=1, se_ratio=None, pw_act=True):
        super().__init__()
        self.conv_dw = nn.Conv2d(in_chs, in_chs, dw_kernel_size, stride, padding=dw_kernel_size // 2,
                                 groups=in_chs, bias=False)
        self.bn1 = BatchNormAct2d(in_chs)
        self.se = SqueezeExcite(in_chs, rd_ratio=se_ratio) if se_ratio else nn.Identity()
        self.conv_pw = nn.Conv2d(in_chs, out_chs, 1, bias=False)
        self.bn2 = BatchNormAct2d(out_chs, apply_act=pw_act)

    def forward(self, x):
        x = self.conv_dw(x)
        x = self.bn1(x)
        x = self.se(x)
        x = self.conv_pw(x)
        return self.bn2(x)


class LCNet(nn.Module):
    """timm's MobileNetV3 class on _gen_lcnet's arch_def, shrunk: stem 8, channels 8 .. 64 (32 .. 512 in the
    original), one block per string and stage 4 (dsa_r4_k5_s1_c256) left out; num_features 48 (1280);
    act_layer HardSwishMe; _init_weight_goog init."""

    # decoded arch_def (kernel, stride, out_chs, se_ratio): dsa_r1_k3_s1_c8 | dsa_r1_k3_s2_c16 | dsa_r1_k3_s2_c32 |
    # dsa_r1_k3_s2_c32, dsa_r1_k5_s1_c32 | dsa_r1_k5_s2_c64_se0.25
    arch_def = [[(3, 1, 8, None)], [(3, 2, 16, None)], [(3, 2, 32, None)], [(3, 2, 32, None), (5, 1, 32, None)],
                [(5, 2, 64, 0.25)]]

    def __init__(self, num_classes=5, stem_size=8, num_features=48):
        super().__init__()
        self.conv_stem = nn.Conv2d(3, stem_size, 3, stride=2, padding=1, bias=False)
        self.bn1 = BatchNormAct2d(stem_size)
        stages, c = [], stem_size
        for stage in self.arch_def:
            blocks = []
            for k, st, out, se in stage:
                blocks.append(DepthwiseSeparableConv(c, out, k, st, se_ratio=se))
                c = out
            stages.append(nn.Sequential(*blocks))
        self.blocks = nn.Sequential(*stages)
        self.global_pool = nn.AdaptiveAvgPool2d(1)
        self.conv_head = nn.Conv2d(c, num_features, 1, bias=True)
        self.act2 = HardSwishMe(inplace=True)
        self.flatten = nn.Flatten(1)
        self.classifier = nn.Linear(num_features, num_classes)
        for m in self.modules():                                            # _init_weight_goog
            if isinstance(m, nn.Conv2d):
                fan_out = m.kernel_size[0] * m.kernel_size[1] * m.out_channels // m.groups
                m.weight.data.normal_(0, math.sqrt(2.0 / fan_out))
                if m.bias is not None:
                    m.bias.data.zero_()
            elif isinstance(m, nn.Linear):
                init_range = 1.0 / math.sqrt(m.weight.size(0))
                m.weight.data.uniform_(-init_range, init_range)
                m.bias.data.zero_()

    def forward(self, x):
        x = self.blocks(self.bn1(self.conv_stem(x)))                        # forward_features
        x = self.act2(self.conv_head(self.global_pool(x)))                  # forward_head
        return self.classifier(self.flatten(x))


# ------------------------------------------------------------------ LLTM (pytorch/extension-cpp lltm_baseline.py)
def d_sigmoid(z):
    s = F.sigmoid(z)
    return (1 - s) * s


def d_tanh(z):
    t = F.tanh(z)
    return 1 - (t * t)


def d_elu(z, alpha=1.0):
    e = z.exp()
    mask = (alpha * (e - 1)) < 0
    return (z > 0).type_as(z) + mask.type_as(z) * (alpha * e)


class LLTMFunction(Function):
    """lltm_baseline.py's LLTMFunction; ctx.saved_variables (deprecated) read as ctx.saved_tensors."""

    @staticmethod
    def forward(ctx, input, weights, bias, old_h, old_cell):
        X = torch.cat([old_h, input], dim=1)
        gate_weights = F.linear(X, weights, bias)
        gates = gate_weights.chunk(3, dim=1)
        input_gate = F.sigmoid(gates[0])
        output_gate = F.sigmoid(gates[1])
        candidate_cell = F.elu(gates[2])
        new_cell = old_cell + candidate_cell * input_gate
        new_h = F.tanh(new_cell) * output_gate
        ctx.save_for_backward(X, weights, input_gate, output_gate, old_cell, new_cell, candidate_cell, gate_weights)
        return new_h, new_cell

    @staticmethod
    def backward(ctx, grad_h, grad_cell):
        X, weights, input_gate, output_gate, old_cell = ctx.saved_tensors[:5]
        new_cell, candidate_cell, gate_weights = ctx.saved_tensors[5:]
        d_input = d_weights = d_bias = d_old_h = d_old_cell = None
        d_output_gate = F.tanh(new_cell) * grad_h
        d_tanh_new_cell = output_gate * grad_h
        d_new_cell = d_tanh(new_cell) * d_tanh_new_cell + grad_cell
        d_old_cell = d_new_cell
        d_candidate_cell = input_gate * d_new_cell
        d_input_gate = candidate_cell * d_new_cell
        gates = gate_weights.chunk(3, dim=1)
        d_input_gate *= d_sigmoid(gates[0])
        d_output_gate *= d_sigmoid(gates[1])
        d_candidate_cell *= d_elu(gates[2])
        d_gates = torch.cat([d_input_gate, d_output_gate, d_candidate_cell], dim=1)
        if ctx.needs_input_grad[1]:
            d_weights = d_gates.t().mm(X)
        if ctx.needs_input_grad[2]:
            d_bias = d_gates.sum(dim=0, keepdim=True)
        if ctx.needs_input_grad[3] or ctx.needs_input_grad[4]:
            d_X = d_gates.mm(weights)
            state_size = grad_h.shape[1]
            d_old_h, d_input = d_X[:, :state_size], d_X[:, state_size:]
        return d_input, d_weights, d_bias, d_old_h, d_old_cell


class LLTM(nn.Module):
    def __init__(self, input_features, state_size):
        super().__init__()
        self.input_features = input_features
        self.state_size = state_size
        self.weights = nn.Parameter(torch.empty(3 * state_size, input_features + state_size))
        self.bias = nn.Parameter(torch.empty(1, 3 * state_size))
        self.reset_parameters()

    def reset_parameters(self):
        stdv = 1.0 / math.sqrt(self.state_size)
        for weight in self.parameters():
            weight.data.uniform_(-stdv, +stdv)

    def forward(self, input, state):
        return LLTMFunction.apply(input, self.weights, self.bias, *state)


class LLTMCharLM(nn.Module):
    """A character LM on stacked LLTM cells unrolled over time (the cell as extension-cpp's benchmark.py drives
    it: new_h, new_C = rnn(X, (h, C)) from zero states); vocab 12, embedding 6, state 8."""

    def __init__(self, vocab=12, emb=6, state=8, n_layers=2):
        super().__init__()
        self.state = state
        self.encoder = nn.Embedding(vocab, emb)
        self.layers = nn.ModuleList([LLTM(emb if i == 0 else state, state) for i in range(n_layers)])
        self.decoder = nn.Linear(state, vocab)

    def forward(self, tokens):
        b, t = tokens.shape
        x = self.encoder(tokens)
        states = [(x.new_zeros(b, self.state), x.new_zeros(b, self.state)) for _ in self.layers]
        outs = []
        for step in range(t):
            inp = x[:, step]
            for i, rnn in enumerate(self.layers):
                h, c = rnn(inp, states[i])
                states[i] = (h, c)
                inp = h
            outs.append(inp)
        return self.decoder(torch.stack(outs, dim=1))


def _charlm_loss(logits, targets):
    return F.cross_entropy(logits.view(-1, logits.size(-1)), targets.view(-1))


# ------------------------------------------------------------------ GPTBigCode under DeepSpeed ZeRO-3 linear
class LinearFunctionForZeroStage3(torch.autograd.Function):
    """deepspeed/runtime/zero/linear.py's LinearFunctionForZeroStage3 (forward without ctx + setup_context); the
    autocast bookkeeping and the partitioned-weight all_gather / partition are left out (one process, fp32)."""

    generate_vmap_rule = True

    @staticmethod
    def forward(input, weight, bias=None):
        if input.dim() == 2 and bias is not None:
            ret = torch.addmm(bias, input, weight.t())                      # fused op is marginally faster
        else:
            output = input.matmul(weight.t())
            if bias is not None:
                output += bias
            ret = output
        return ret

    @staticmethod
    def setup_context(ctx, inputs, output):
        input, weight, bias = inputs[0], inputs[1], inputs[2] if len(inputs) > 2 else None
        ctx.save_for_backward(input, weight, bias)

    @staticmethod
    def backward(ctx, grad_output):
        input, weight, bias = ctx.saved_tensors
        grad_input = grad_weight = grad_bias = None
        dim = grad_output.dim()
        if ctx.needs_input_grad[0]:
            grad_input = grad_output.matmul(weight)
        if ctx.needs_input_grad[1]:
            if dim > 2:
                grad_weight = grad_output.reshape(-1, grad_output.shape[-1]).t().matmul(
                    input.reshape(-1, input.shape[-1]))
            elif dim == 1:
                grad_weight = grad_output.unsqueeze(-1) * input.unsqueeze(0)
            else:
                grad_weight = grad_output.t().matmul(input)
        if bias is not None and ctx.needs_input_grad[2]:
            if dim > 2:
                grad_bias = grad_output.sum([i for i in range(dim - 1)])
            elif dim == 1:
                grad_bias = grad_output
            else:
                grad_bias = grad_output.sum(0)
        return grad_input, grad_weight, grad_bias


def zero3_linear_wrap(input, weight, bias=None):
    return LinearFunctionForZeroStage3.apply(input, weight, bias)


class Linear(nn.Linear):
    """nn.Linear while zero.Init(mem_efficient_linear=True)'s patch of torch.nn.functional.linear is in force
    ("This will persist unless manually reset"): F.linear is zero3_linear_wrap. Patched per module here so the
    global F.linear stays untouched."""

    def forward(self, input):
        return zero3_linear_wrap(input, self.weight, self.bias)


class GPTBigCodeAttention(nn.Module):
    """modeling_gpt_bigcode.py's GPTBigCodeAttention, multi_query, eager _attn (no cache, no head mask, fp32 so
    no upcast); attn / resid dropouts 0, left out."""

    def __init__(self, embed_dim, num_heads, layer_idx):
        super().__init__()
        self.embed_dim, self.num_heads = embed_dim, num_heads
        self.head_dim = embed_dim // num_heads
        self.kv_heads, self.kv_dim = 1, self.head_dim
        self.layer_idx, self.scale_attn_weights = layer_idx, True
        self.c_attn = Linear(self.embed_dim, self.embed_dim + 2 * self.kv_dim)
        self.c_proj = Linear(self.embed_dim, self.embed_dim)

    def _attn(self, query, key, value, attention_mask=None):
        scale_factor = 1
        if self.scale_attn_weights:
            scale_factor /= self.head_dim ** 0.5
        query_shape = query.shape
        batch_size = query_shape[0]
        key_length = key.size(-1)
        query_length = query_shape[1]
        attn_shape = (batch_size, query_length, self.num_heads, key_length)
        attn_view = (batch_size, query_length * self.num_heads, key_length)
        query = query.reshape(batch_size, query_length * self.num_heads, self.head_dim)
        attn_weights = torch.empty(attn_view, device=query.device, dtype=query.dtype)
        if query.device.type == "cpu":
            # a bug in pytorch (pytorch/pytorch#80588) makes baddbmm with beta 0 read the uninitialised buffer
            attn_weights = torch.zeros_like(attn_weights)
            beta = 1
        else:
            beta = 0
        attn_weights = torch.baddbmm(attn_weights, query, key, beta=beta, alpha=scale_factor).view(attn_shape)
        mask_value = torch.full([], torch.finfo(attn_weights.dtype).min, dtype=attn_weights.dtype,
                                device=attn_weights.device)                 # _get_mask_value
        attn_weights = torch.where(attention_mask, attn_weights, mask_value)
        attn_weights = nn.functional.softmax(attn_weights, dim=-1)
        attn_output = torch.bmm(attn_weights.view(attn_view), value).view(query_shape)
        return attn_output, attn_weights

    def forward(self, hidden_states, attention_mask):
        query, key_value = self.c_attn(hidden_states).split((self.embed_dim, 2 * self.kv_dim), dim=2)
        key, value = key_value.split((self.head_dim, self.head_dim), dim=-1)
        attn_output, _ = self._attn(query, key.transpose(-1, -2), value, attention_mask)
        return self.c_proj(attn_output)


class GPTBigCodeMLP(nn.Module):
    def __init__(self, intermediate_size, embed_dim):
        super().__init__()
        self.c_fc = Linear(embed_dim, intermediate_size)
        self.c_proj = Linear(intermediate_size, embed_dim)

    def forward(self, hidden_states):
        return self.c_proj(F.gelu(self.c_fc(hidden_states), approximate="tanh"))    # gelu_pytorch_tanh


class GPTBigCodeBlock(nn.Module):
    def __init__(self, hidden, heads, inner, layer_idx, eps=1e-5):
        super().__init__()
        self.ln_1 = nn.LayerNorm(hidden, eps=eps)
        self.attn = GPTBigCodeAttention(hidden, heads, layer_idx)
        self.ln_2 = nn.LayerNorm(hidden, eps=eps)
        self.mlp = GPTBigCodeMLP(inner, hidden)

    def forward(self, hidden_states, attention_mask):
        residual = hidden_states
        hidden_states = self.ln_1(hidden_states)
        attn_output = self.attn(hidden_states, attention_mask)
        hidden_states = attn_output + residual
        residual = hidden_states
        hidden_states = self.ln_2(hidden_states)
        feed_forward_hidden_states = self.mlp(hidden_states)
        return residual + feed_forward_hidden_states


class GPTBigCodeModel(nn.Module):
    def __init__(self, vocab, hidden, heads, layers, inner, n_positions):
        super().__init__()
        self.wte = nn.Embedding(vocab, hidden)
        self.wpe = nn.Embedding(n_positions, hidden)
        self.h = nn.ModuleList([GPTBigCodeBlock(hidden, heads, inner, i) for i in range(layers)])
        self.ln_f = nn.LayerNorm(hidden)
        self.register_buffer("bias", torch.tril(torch.ones((n_positions, n_positions), dtype=torch.bool)),
                             persistent=False)

    def forward(self, input_ids):
        batch_size, query_length = input_ids.shape
        key_length = query_length
        position_ids = torch.arange(0, query_length, dtype=torch.long, device=input_ids.device).unsqueeze(0)
        self_attention_mask = self.bias[None, key_length - query_length: key_length, :key_length]
        attention_mask = self_attention_mask.unsqueeze(2)                   # MQA: (b, sq, 1, sk)
        hidden_states = self.wte(input_ids) + self.wpe(position_ids)
        for block in self.h:
            hidden_states = block(hidden_states, attention_mask)
        return self.ln_f(hidden_states)


class GPTBigCodeForCausalLM(nn.Module):
    """GPTBigCodeForCausalLM (n_embd 16, n_head 4, n_layer 2, n_inner 32, vocab 13, n_positions 16), lm_head tied
    to wte; _init_weights with initializer_range 0.2 (0.02), c_proj scaled by 1 / sqrt(2 n_layer)."""

    def __init__(self, vocab=13, hidden=16, heads=4, layers=2, inner=32, n_positions=16, init_range=0.2):
        super().__init__()
        self.transformer = GPTBigCodeModel(vocab, hidden, heads, layers, inner, n_positions)
        self.lm_head = Linear(hidden, vocab, bias=False)
        for name, module in self.named_modules():
            if isinstance(module, nn.Linear):
                std = init_range / math.sqrt(2 * layers) if name.endswith("c_proj") else init_range
                module.weight.data.normal_(mean=0.0, std=std)
                if module.bias is not None:
                    module.bias.data.normal_(mean=0.0, std=0.1)            # random, as after some training
            elif isinstance(module, nn.Embedding):
                module.weight.data.normal_(mean=0.0, std=init_range)
        self.lm_head.weight = self.transformer.wte.weight                   # tie_weights

    def forward(self, input_ids):
        return self.lm_head(self.transformer(input_ids))


def _causal_lm_loss(lm_logits, labels):
    shift_logits = lm_logits[..., :-1, :].contiguous()
    shift_labels = labels[..., 1:].contiguous()
    return F.cross_entropy(shift_logits.view(-1, shift_logits.size(-1)), shift_labels.view(-1))


# ------------------------------------------------------------------ Neural Additive Model (AmrMKayid/nam)
class ExU(nn.Module):
    def __init__(self, in_features: int, out_features: int) -> None:
        super().__init__()
        self.in_features, self.out_features = in_features, out_features
        self.weights = nn.Parameter(torch.empty(in_features, out_features))
        self.bias = nn.Parameter(torch.empty(in_features))
        self.reset_parameters()

    def reset_parameters(self) -> None:
        # Page(4): initializing the weights using a normal distribution N(x; 0.5) with x in [3; 4] works well
        torch.nn.init.trunc_normal_(self.weights, mean=4.0, std=0.5)
        torch.nn.init.trunc_normal_(self.bias, std=0.5)

    def forward(self, inputs, n: int = 1):
        output = (inputs - self.bias).matmul(torch.exp(self.weights))
        output = F.relu(output)                                             # ReLU activations capped at n (ReLU-n)
        output = torch.clamp(output, 0, n)
        return output


class LinReLU(nn.Module):
    def __init__(self, in_features: int, out_features: int) -> None:
        super().__init__()
        self.weight = nn.Parameter(torch.empty(out_features, in_features))
        self.bias = nn.Parameter(torch.empty(out_features))
        nn.init.kaiming_normal_(self.weight)
        nn.init.constant_(self.bias, 0.1)

    def forward(self, inputs):
        return F.relu(F.linear(inputs, self.weight, self.bias))


class FeatureNN(nn.Module):
    """featurenn.py's FeatureNN (activation 'exu', hidden_sizes [6, 4] for [64, 32]); dropout 0, left out."""

    def __init__(self, input_shape: int, num_units: int, hidden_sizes=(6, 4)):
        super().__init__()
        hidden_sizes = [num_units] + list(hidden_sizes)
        layers = [ExU(in_features=input_shape, out_features=num_units)]    # first layer is ExU
        for in_features, out_features in zip(hidden_sizes, hidden_sizes[1:]):
            layers.append(LinReLU(in_features, out_features))
        layers.append(nn.Linear(in_features=hidden_sizes[-1], out_features=1))
        self.model = nn.ModuleList(layers)

    def forward(self, inputs):
        outputs = inputs.unsqueeze(1)
        for layer in self.model:
            outputs = layer(outputs)
        return outputs


class NAM(nn.Module):
    """nam.py's NAM, num_inputs 4, num_units 8; dropout / feature_dropout 0, left out."""

    def __init__(self, num_inputs=4, num_units=8):
        super().__init__()
        self._num_inputs = num_inputs
        self._num_units = [num_units for _ in range(num_inputs)]
        self.feature_nns = nn.ModuleList([FeatureNN(input_shape=1, num_units=self._num_units[i])
                                          for i in range(num_inputs)])
        self._bias = torch.nn.Parameter(data=torch.zeros(1))

    def calc_outputs(self, inputs):
        return [self.feature_nns[i](inputs[:, i]) for i in range(self._num_inputs)]

    def forward(self, inputs):
        individual_outputs = self.calc_outputs(inputs)
        conc_out = torch.cat(individual_outputs, dim=-1)
        out = torch.sum(conc_out, dim=-1)
        return out + self._bias, conc_out


def _nam_penalized_loss(outputs, targets, output_regularization=0.01):
    """trainer/losses.py's penalized_loss (regression False: bce_loss; l2_regularization 0, its default, so the
    weight_decay term is not added)."""
    logits, fnn_out = outputs
    loss = F.binary_cross_entropy_with_logits(logits.view(-1), targets.view(-1))
    reg_loss = 0.0
    if output_regularization > 0:
        reg_loss += output_regularization * (fnn_out ** 2).sum() / fnn_out.shape[1]
    return loss + reg_loss


# ------------------------------------------------------------------ ProtoPNet (cfchen-duke/ProtoPNet)
class VGG_features(nn.Module):
    """vgg_features.py's VGG_features (no BN) on cfg [8, 'M', 16, 'M'] instead of vgg11's 64 .. 512."""

    def __init__(self, cfg=(8, "M", 16, "M")):
        super().__init__()
        layers, in_channels = [], 3
        for v in cfg:
            if v == "M":
                layers += [nn.MaxPool2d(kernel_size=2, stride=2)]
            else:
                layers += [nn.Conv2d(in_channels, v, kernel_size=3, padding=1), nn.ReLU(inplace=True)]
                in_channels = v
        self.features = nn.Sequential(*layers)
        for m in self.modules():
            if isinstance(m, nn.Conv2d):
                nn.init.kaiming_normal_(m.weight, mode="fan_out", nonlinearity="relu")
                nn.init.constant_(m.bias, 0.1)

    def forward(self, x):
        return self.features(x)


class PPNet(nn.Module):
    """model.py's PPNet, prototype_shape (10, 8, 1, 1), 5 classes, 'log' activation, 'bottleneck' add-ons.
    self.ones, an nn.Parameter(requires_grad=False) in the original, is a buffer here (never trained)."""

    def __init__(self, features, prototype_shape=(10, 8, 1, 1), num_classes=5):
        super().__init__()
        self.prototype_shape = prototype_shape
        self.num_prototypes = prototype_shape[0]
        self.num_classes = num_classes
        self.epsilon = 1e-4
        self.prototype_class_identity = torch.zeros(self.num_prototypes, self.num_classes)
        num_prototypes_per_class = self.num_prototypes // self.num_classes
        for j in range(self.num_prototypes):
            self.prototype_class_identity[j, j // num_prototypes_per_class] = 1
        self.features = features
        first_add_on_layer_in_channels = [i for i in features.modules() if isinstance(i, nn.Conv2d)][-1].out_channels
        add_on_layers = []
        current_in_channels = first_add_on_layer_in_channels
        while (current_in_channels > self.prototype_shape[1]) or (len(add_on_layers) == 0):
            current_out_channels = max(self.prototype_shape[1], (current_in_channels // 2))
            add_on_layers.append(nn.Conv2d(current_in_channels, current_out_channels, kernel_size=1))
            add_on_layers.append(nn.ReLU())
            add_on_layers.append(nn.Conv2d(current_out_channels, current_out_channels, kernel_size=1))
            if current_out_channels > self.prototype_shape[1]:
                add_on_layers.append(nn.ReLU())
            else:
                assert current_out_channels == self.prototype_shape[1]
                add_on_layers.append(nn.Sigmoid())
            current_in_channels = current_in_channels // 2
        self.add_on_layers = nn.Sequential(*add_on_layers)
        self.prototype_vectors = nn.Parameter(torch.rand(self.prototype_shape), requires_grad=True)
        self.register_buffer("ones", torch.ones(self.prototype_shape))
        self.last_layer = nn.Linear(self.num_prototypes, self.num_classes, bias=False)
        for m in self.add_on_layers.modules():                              # _initialize_weights
            if isinstance(m, nn.Conv2d):
                nn.init.kaiming_normal_(m.weight, mode="fan_out", nonlinearity="relu")
                nn.init.constant_(m.bias, 0)
        self.set_last_layer_incorrect_connection(incorrect_strength=-0.5)

    def conv_features(self, x):
        return self.add_on_layers(self.features(x))

    def _l2_convolution(self, x):
        x2 = x ** 2
        x2_patch_sum = F.conv2d(input=x2, weight=self.ones)
        p2 = self.prototype_vectors ** 2
        p2 = torch.sum(p2, dim=(1, 2, 3))
        p2_reshape = p2.view(-1, 1, 1)
        xp = F.conv2d(input=x, weight=self.prototype_vectors)
        intermediate_result = - 2 * xp + p2_reshape                         # use broadcast
        distances = F.relu(x2_patch_sum + intermediate_result)
        return distances

    def prototype_distances(self, x):
        return self._l2_convolution(self.conv_features(x))

    def distance_2_similarity(self, distances):
        return torch.log((distances + 1) / (distances + self.epsilon))

    def forward(self, x):
        distances = self.prototype_distances(x)
        min_distances = -F.max_pool2d(-distances, kernel_size=(distances.size()[2], distances.size()[3]))
        min_distances = min_distances.view(-1, self.num_prototypes)
        prototype_activations = self.distance_2_similarity(min_distances)
        logits = self.last_layer(prototype_activations)
        return logits, min_distances

    def set_last_layer_incorrect_connection(self, incorrect_strength):
        positive_one_weights_locations = torch.t(self.prototype_class_identity)
        negative_one_weights_locations = 1 - positive_one_weights_locations
        self.last_layer.weight.data.copy_(1 * positive_one_weights_locations
                                          + incorrect_strength * negative_one_weights_locations)


def _ppnet_step(m, img):
    """train_and_test.py's _train_or_test (joint phase, class_specific, use_l1_mask) up to the model terms: the
    forward, then l1 of the last layer's incorrect-class connections."""
    output, min_distances = m(img)
    l1_mask = 1 - torch.t(m.prototype_class_identity)
    l1 = (m.last_layer.weight * l1_mask).norm(p=1)
    return output, min_distances, l1


def _ppnet_loss(outs, label, prototype_class_identity, coefs=(1, 0.8, -0.08, 1e-4), max_dist=8 * 1 * 1):
    """The rest of _train_or_test's loss with settings.py's coefs (crs_ent 1, clst 0.8, sep -0.08, l1 1e-4);
    avg_separation_cost is only logged, so it is left out."""
    output, min_distances, l1 = outs
    cross_entropy = F.cross_entropy(output, label)
    prototypes_of_correct_class = torch.t(prototype_class_identity[:, label])
    inverted_distances, _ = torch.max((max_dist - min_distances) * prototypes_of_correct_class, dim=1)
    cluster_cost = torch.mean(max_dist - inverted_distances)
    prototypes_of_wrong_class = 1 - prototypes_of_correct_class
    inverted_distances_to_nontarget_prototypes, _ = \
        torch.max((max_dist - min_distances) * prototypes_of_wrong_class, dim=1)
    separation_cost = torch.mean(max_dist - inverted_distances_to_nontarget_prototypes)
    return coefs[0] * cross_entropy + coefs[1] * cluster_cost + coefs[2] * separation_cost + coefs[3] * l1


# ------------------------------------------------------------------ build
def _pick(m, names):
    idx = _where(m, lambda n: n in names)
    assert len(idx) == len(names), (idx, names)
    return idx


def build(name: str, g: torch.Generator, Spec, call, ce):
    if name == "lcnet_hardswish_me":
        m = LCNet()
        return Spec(m, {"img": torch.randn(4, 3, 32, 32, generator=g)}, {"labels": torch.tensor([3, 0, 4, 1])}, call,
                    ce, subset=_pick(m, ("blocks.2.0.conv_dw.weight", "blocks.4.0.se.conv_reduce.bias", "bn1.weight")),
                    notes="held out (relate v65): PP-LCNet (timm mobilenetv3.py _gen_lcnet, small) whose every "
                          "activation is timm's HardSwishMe (HardSwishAutoFn custom autograd.Function saving x, "
                          "backward a torch.where mask) and whose SE gate is HardSigmoidMe (HardSigmoidAutoFn, saving "
                          "x); depthwise-separable 'dsa' blocks, BN in training mode; CE; non-tail subset")
    if name == "lltm_charlm":
        m = LLTMCharLM()
        tokens = torch.randint(0, 12, (3, 7), generator=g)
        return Spec(m, {"tokens": tokens[:, :-1].contiguous()}, {"targets": tokens[:, 1:].contiguous()}, call,
                    _charlm_loss, subset=_pick(m, ("layers.0.weights", "layers.1.bias", "encoder.weight")),
                    notes="held out (relate v65): character LM on two stacked LLTM cells unrolled over 6 steps "
                          "(pytorch/extension-cpp python/lltm_baseline.py LLTMFunction custom autograd.Function: two "
                          "outputs, saving X, weights, gates, cells and gate pre-activations; in-place *= backward, "
                          "d_input only when the state needs a grad); CE; non-tail subset")
    if name == "bigcode_zero3_lm":
        m = GPTBigCodeForCausalLM()
        tokens = torch.randint(0, 13, (2, 8), generator=g)
        return Spec(m, {"input_ids": tokens}, {"labels": tokens.clone()}, call, _causal_lm_loss,
                    subset=_pick(m, ("transformer.h.0.attn.c_attn.weight", "transformer.h.1.mlp.c_fc.bias",
                                     "transformer.wpe.weight")),
                    notes="held out (relate v65): StarCoder-style GPTBigCode LM (transformers modeling_gpt_bigcode.py, "
                          "multi-query baddbmm / where / bmm attention, tied lm_head) under DeepSpeed ZeRO-3's "
                          "patched F.linear: every Linear is LinearFunctionForZeroStage3 (custom autograd.Function "
                          "with setup_context saving input, weight, bias); shifted CE; non-tail subset")
    if name == "nam_exu":
        m = NAM()
        x = torch.rand(24, 4, generator=g) * 2 - 1
        return Spec(m, {"x": x}, {"y": (torch.rand(24, generator=g) > 0.5).float()}, call, _nam_penalized_loss,
                    subset=_pick(m, ("feature_nns.0.model.0.bias", "feature_nns.2.model.1.weight",
                                     "feature_nns.3.model.3.bias")),
                    notes="held out (relate v65): Neural Additive Model (AmrMKayid/nam): one FeatureNN per input "
                          "column with an ExU first layer ((x - b) @ exp(W), ReLU-1 clamp), LinReLU layers, cat and "
                          "sum of the per-feature outputs; penalized_loss BCE + output penalty; non-tail subset")
    if name == "protopnet_vgg":
        m = PPNet(VGG_features())
        return Spec(m, {"img": torch.randn(4, 3, 16, 16, generator=g)},
                    {"labels": torch.tensor([2, 0, 4, 2]), "prototype_class_identity": m.prototype_class_identity},
                    _ppnet_step, _ppnet_loss,
                    subset=_pick(m, ("prototype_vectors", "add_on_layers.0.bias", "features.features.0.weight")),
                    notes="held out (relate v65): ProtoPNet (cfchen-duke/ProtoPNet model.py / train_and_test.py, "
                          "small VGG): bottleneck add-ons with Sigmoid, l2 convolution against prototype vectors, "
                          "min pooling by -max_pool2d(-d), log similarity, last layer; CE + cluster + separation + "
                          "masked l1; non-tail subset")
    raise KeyError(name)
