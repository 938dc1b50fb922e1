"""Forty-third held-out set for `fxmatch relate` (2026-12-05, /work/data/heldout_relate_v43).

Written to score main at 575e95d blind: captured once and scored with that
commit's binary and rules, no engine change in between, and no fxmatch run on
these captures while they were written. Its five families are new to the
project (no earlier set has them): a PointNet classifier (a T-Net that
predicts a 3x3 input transform from a torch.amax over the points, an
identity buffer added, torch.bmm of the points, a shared per-point Conv1d
MLP with BatchNorm1d in training mode, the symmetric max pool by
torch.max(dim) values, and the orthogonality penalty ||I - T T^T||^2), a
Neural Turing Machine memory head unrolled 4 steps (content addressing by
cosine similarity and a softplus key strength, an interpolation gate, a
circular 3-way shift by torch.roll, sharpening by a tensor exponent
w ** gamma, a read by bmm and an erase / add write, the initial memory,
weighting and read as buffers), a Kolmogorov-Arnold network (B-spline bases
by the Cox-de Boor recursion over a fixed knot buffer with the order-0
indicator from comparisons, per-edge activations by einsum with a spline
scaler, a SiLU base branch, and the KAN L1 + entropy sparsity regulariser of
|phi|), a single-scale deformable attention decoder (a learned query
parameter read five times, sigmoid reference points, offsets and softmax
point weights from the queries, F.grid_sample of the per-head value maps at
the sampled locations, box refinement by the clamped inverse sigmoid), and
domain-adversarial training (DANN: a frozen stem whose weights are buffers,
a shared feature conv called on the source and on the target batch, a
custom torch.autograd.Function gradient reversal by view_as whose backward
is -lambda * grad, a domain classifier, a label head called twice, and the
target entropy term); like heldout_relate.py's models they never enter the
zoo.

  pointnet_tnet      pts [3, 3, 16], labels [3] -> tnet: Conv1d(3, 16, 1), relu, Conv1d(16, 32, 1), relu, amax over
                     points, Linear(32, 9) + eye(3) buffer -> T [3, 3, 3]; x = bmm(T, pts); c1 Conv1d(3, 16, 1),
                     BatchNorm1d (training), relu, c2 Conv1d(16, 32, 1), relu; max(dim=2).values; fc1 16, relu, fc2
                     4; the module returns the logits and ||I - T T^T||_F^2 per cloud; criterion: CE + 1e-3 mean
                     penalty; subset = tnet.c2.weight, c2.bias.
  ntm_memory         x [2, 4, 6], y [2, 4, 6] binary; memory buffer [8, 5] expanded to the batch, w0 / r0 buffers;
                     per step ctrl Linear(6 + 5, 16), tanh; head Linear(16, 19) -> key, beta = softplus, g =
                     sigmoid, shift = softmax over 3, gamma = 1 + softplus, erase = sigmoid, add = tanh; w =
                     softmax(beta cos(mem, key)), g w + (1 - g) w_prev, s0 roll(w, -1) + s1 w + s2 roll(w, 1),
                     w ** gamma / sum; r = bmm(w, mem); mem = mem (1 - w e^T) + w a^T; out Linear(16 + 5, 6);
                     criterion: BCE with logits; subset = ctrl.bias, head.weight.
  kan_bspline        x [6, 3] in [-1, 1], y [6, 2] -> KANLinear(3, 5), KANLinear(5, 2); each: a knot buffer [in,
                     12] (G = 4, order 3), bases by Cox-de Boor from the (x >= t_i) & (x < t_i+1) indicator, phi =
                     einsum("bik,oik->boi", bases, spline_weight * spline_scaler[..., None]), out = silu(x) @
                     base_weight^T + phi.sum(-1); reg = sum mean|phi| + entropy of its normalised values per
                     layer; criterion: MSE + 1e-2 reg; subset = layers.0.spline_scaler, layers.1.base_weight.
  deform_attn        img [2, 3, 8, 8], labels [2, 5], boxes [2, 5, 2] -> backbone conv stride 2 -> 8 x 4 x 4,
                     vproj 1x1, 2 heads of 4; query parameter [5, 8]; ref = sigmoid(ref(query)); offsets Linear(8,
                     2 * 3 * 2) / (W, H), point weights softmax(Linear(8, 2 * 3)); grid = 2 (ref + off) - 1,
                     F.grid_sample per head (batch * heads), weighted sum; oproj + query residual, LayerNorm; cls
                     Linear(8, 3), box = sigmoid(box(h) + inverse_sigmoid(ref)) with clamps; criterion: CE + L1;
                     subset = query, offsets.weight.
  dann_grad_reverse  xs [4, 1, 8, 8], ys [4], xt [4, 1, 8, 8] -> a frozen stem (buffers stem_w / stem_b, conv 1 -> 4,
                     relu); shared conv 4 -> 8 stride 2, relu, mean pool, called on each domain; cls Linear(8, 3) on
                     both; GradReverse.apply(cat(fs, ft), 0.5) (view_as forward, -0.5 grad backward); dom1 8,
                     relu, dom2 1; domain labels buffer; the module returns source logits, domain BCE and target
                     entropy; criterion: CE + BCE + 0.1 entropy; subset = conv.bias, dom1.weight.
No subset above is a tail.
"""
from __future__ import annotations

import math

import torch
import torch.nn as nn
import torch.nn.functional as F
from .heldout_subsets import where as _where

V43 = ["pointnet_tnet", "ntm_memory", "kan_bspline", "deform_attn", "dann_grad_reverse"]


class _TNet(nn.Module):
    def __init__(self, k=3, c1=16, c2=32):
        super().__init__()
        self.c1 = nn.Conv1d(k, c1, 1)
        self.c2 = nn.Conv1d(c1, c2, 1)
        self.fc = nn.Linear(c2, k * k)
        self.register_buffer("eye", torch.eye(k))
        self.k = k

    def forward(self, pts):                                 # [B, k, N]
        h = F.relu(self.c2(F.relu(self.c1(pts))))
        h = torch.amax(h, dim=2)                            # symmetric pool (amax: ties share the gradient)
        return self.fc(h).view(-1, self.k, self.k) + self.eye


class PointnetTnet(nn.Module):
    def __init__(self, classes=4):
        super().__init__()
        self.tnet = _TNet()
        self.c1 = nn.Conv1d(3, 16, 1)
        self.bn = nn.BatchNorm1d(16)
        self.c2 = nn.Conv1d(16, 32, 1)
        self.fc1 = nn.Linear(32, 16)
        self.fc2 = nn.Linear(16, classes)

    def forward(self, pts):                                 # [B, 3, N]
        T = self.tnet(pts)
        x = torch.bmm(T, pts)
        x = F.relu(self.bn(self.c1(x)))
        x = F.relu(self.c2(x))
        g = x.max(dim=2).values                             # max with indices: the gradient goes to the argmax
        logits = self.fc2(F.relu(self.fc1(g)))
        eye = self.tnet.eye.expand_as(T)
        pen = (eye - torch.bmm(T, T.transpose(1, 2))).pow(2).sum((1, 2))
        return logits, pen


def _pointnet_total(out, labels):
    logits, pen = out
    return F.cross_entropy(logits, labels) + 1e-3 * pen.mean()


class NtmMemory(nn.Module):
    def __init__(self, g, d_in=6, n=8, m=5, hid=16):
        super().__init__()
        self.ctrl = nn.Linear(d_in + m, hid)
        self.head = nn.Linear(hid, m + 1 + 1 + 3 + 1 + m + m)   # key, beta, gate, shift, gamma, erase, add
        self.out = nn.Linear(hid + m, d_in)
        self.register_buffer("mem0", 0.5 * torch.randn(n, m, generator=g))
        self.register_buffer("w0", torch.softmax(torch.randn(n, generator=g), dim=0))
        self.register_buffer("r0", torch.zeros(m))
        self.n, self.m = n, m

    def forward(self, x):                                   # [B, T, d_in]
        B, T, _ = x.shape
        m = self.m
        mem = self.mem0.expand(B, self.n, m)
        w = self.w0.expand(B, self.n)
        r = self.r0.expand(B, m)
        outs = []
        for t in range(T):
            h = torch.tanh(self.ctrl(torch.cat([x[:, t], r], dim=-1)))
            p = self.head(h)
            key, beta, gate = p[:, :m], F.softplus(p[:, m:m + 1]), torch.sigmoid(p[:, m + 1:m + 2])
            shift = torch.softmax(p[:, m + 2:m + 5], dim=-1)
            gamma = 1 + F.softplus(p[:, m + 5:m + 6])
            erase, add = torch.sigmoid(p[:, m + 6:2 * m + 6]), torch.tanh(p[:, 2 * m + 6:])
            sim = F.cosine_similarity(mem, key[:, None, :], dim=-1, eps=1e-6)      # [B, n]
            wc = torch.softmax(beta * sim, dim=-1)
            wg = gate * wc + (1 - gate) * w
            ws = (shift[:, 0:1] * torch.roll(wg, -1, dims=1) + shift[:, 1:2] * wg
                  + shift[:, 2:3] * torch.roll(wg, 1, dims=1))
            wp = ws.pow(gamma)                              # a tensor exponent: d/dgamma = ws^gamma log ws
            w = wp / wp.sum(-1, keepdim=True)
            r = torch.bmm(w[:, None, :], mem)[:, 0]
            mem = mem * (1 - w[:, :, None] * erase[:, None, :]) + w[:, :, None] * add[:, None, :]
            outs.append(self.out(torch.cat([h, r], dim=-1)))
        return torch.stack(outs, dim=1)


def _ntm_total(logits, y):
    return F.binary_cross_entropy_with_logits(logits, y)


class KanLinear(nn.Module):
    def __init__(self, d_in, d_out, grid=4, order=3, lo=-1.0, hi=1.0):
        super().__init__()
        h = (hi - lo) / grid
        knots = torch.arange(-order, grid + order + 1, dtype=torch.float32) * h + lo
        self.register_buffer("knots", knots.expand(d_in, -1).contiguous())     # [in, grid + 2 order + 1]
        self.base_weight = nn.Parameter(torch.randn(d_out, d_in) / math.sqrt(d_in))
        self.spline_weight = nn.Parameter(0.1 * torch.randn(d_out, d_in, grid + order))
        self.spline_scaler = nn.Parameter(torch.ones(d_out, d_in) + 0.1 * torch.randn(d_out, d_in))
        self.order = order

    def bases(self, x):                                     # [B, in] -> [B, in, grid + order]
        t = self.knots
        x = x[:, :, None]
        b = ((x >= t[:, :-1]) & (x < t[:, 1:])).to(x.dtype)
        for j in range(1, self.order + 1):
            b = ((x - t[:, :-(j + 1)]) / (t[:, j:-1] - t[:, :-(j + 1)]) * b[:, :, :-1]
                 + (t[:, j + 1:] - x) / (t[:, j + 1:] - t[:, 1:-j]) * b[:, :, 1:])
        return b

    def forward(self, x):
        phi = torch.einsum("bik,oik->boi", self.bases(x), self.spline_weight * self.spline_scaler[..., None])
        out = F.linear(F.silu(x), self.base_weight) + phi.sum(-1)
        l1 = phi.abs().mean(0)                              # [out, in]
        s = l1.sum()
        p = l1 / s
        return out, s - (p * torch.log(p + 1e-8)).sum()


class KanBspline(nn.Module):
    def __init__(self, dims=(3, 5, 2)):
        super().__init__()
        self.layers = nn.ModuleList([KanLinear(a, b) for a, b in zip(dims[:-1], dims[1:])])

    def forward(self, x):
        reg = x.new_zeros(())
        for layer in self.layers:
            x, r = layer(x)
            reg = reg + r
        return x, reg


def _kan_total(out, y):
    pred, reg = out
    return F.mse_loss(pred, y) + 1e-2 * reg


def _inverse_sigmoid(x, eps=1e-5):
    x = x.clamp(0, 1)
    return torch.log(x.clamp(min=eps) / (1 - x).clamp(min=eps))


class DeformAttn(nn.Module):
    def __init__(self, d=8, heads=2, points=3, queries=5, classes=3):
        super().__init__()
        self.backbone = nn.Conv2d(3, d, 3, stride=2, padding=1)
        self.vproj = nn.Conv2d(d, d, 1)
        self.query = nn.Parameter(torch.randn(queries, d))
        self.ref = nn.Linear(d, 2)
        self.offsets = nn.Linear(d, heads * points * 2)
        self.attn = nn.Linear(d, heads * points)
        self.oproj = nn.Linear(d, d)
        self.ln = nn.LayerNorm(d)
        self.cls = nn.Linear(d, classes)
        self.box = nn.Linear(d, 2)
        self.heads, self.points = heads, points

    def forward(self, img):                                 # [B, 3, H, W]
        v = self.vproj(F.relu(self.backbone(img)))          # [B, d, h, w]
        B, d, h, w = v.shape
        H, P, Q = self.heads, self.points, self.query.shape[0]
        q = self.query.expand(B, Q, d)
        ref = torch.sigmoid(self.ref(q))                    # [B, Q, 2] in (0, 1), (x, y)
        off = self.offsets(q).view(B, Q, H, P, 2) / torch.tensor([w, h], dtype=v.dtype)
        aw = torch.softmax(self.attn(q).view(B, Q, H, P), dim=-1)
        loc = ref[:, :, None, None, :] + off                # [B, Q, H, P, 2]
        grid = (2 * loc - 1).permute(0, 2, 1, 3, 4).reshape(B * H, Q, P, 2)
        samp = F.grid_sample(v.reshape(B * H, d // H, h, w), grid, mode="bilinear", padding_mode="zeros",
                             align_corners=False)           # [B * H, d / H, Q, P]
        samp = samp.view(B, H, d // H, Q, P)
        a = aw.permute(0, 2, 1, 3)[:, :, None]              # [B, H, 1, Q, P]
        o = (samp * a).sum(-1).permute(0, 3, 1, 2).reshape(B, Q, d)
        hq = self.ln(q + self.oproj(o))
        box = torch.sigmoid(self.box(hq) + _inverse_sigmoid(ref))
        return self.cls(hq), box


def _deform_total(out, labels, boxes):
    logits, box = out
    return F.cross_entropy(logits.flatten(0, 1), labels.flatten()) + F.l1_loss(box, boxes)


class GradReverse(torch.autograd.Function):
    """Identity forward (a view), -lambda * grad backward (DANN)."""

    @staticmethod
    def forward(ctx, x, lam):
        ctx.lam = lam
        return x.view_as(x)

    @staticmethod
    def backward(ctx, grad):
        return grad.neg() * ctx.lam, None


class DannGradReverse(nn.Module):
    def __init__(self, g, c0=4, c=8, classes=3, lam=0.5, n=4):
        super().__init__()
        self.register_buffer("stem_w", 0.4 * torch.randn(c0, 1, 3, 3, generator=g))   # frozen pretrained stem
        self.register_buffer("stem_b", 0.1 * torch.randn(c0, generator=g))
        self.conv = nn.Conv2d(c0, c, 3, stride=2, padding=1)
        self.cls = nn.Linear(c, classes)
        self.dom1 = nn.Linear(c, c)
        self.dom2 = nn.Linear(c, 1)
        self.register_buffer("domain", torch.cat([torch.zeros(n), torch.ones(n)]))
        self.lam = lam

    def feat(self, x):
        h = F.relu(F.conv2d(x, self.stem_w, self.stem_b, padding=1))
        return F.relu(self.conv(h)).mean((2, 3))

    def forward(self, xs, xt):
        fs, ft = self.feat(xs), self.feat(xt)
        rev = GradReverse.apply(torch.cat([fs, ft], dim=0), self.lam)
        d = self.dom2(F.relu(self.dom1(rev)))[:, 0]
        dom = F.binary_cross_entropy_with_logits(d, self.domain)
        pt = torch.softmax(self.cls(ft), dim=-1)
        ent = -(pt * torch.log(pt + 1e-8)).sum(-1).mean()
        return self.cls(fs), dom, ent


def _dann_total(out, ys):
    logits, dom, ent = out
    return F.cross_entropy(logits, ys) + dom + 0.1 * ent


def build(name: str, g: torch.Generator, Spec, call, ce):
    if name == "pointnet_tnet":
        m = PointnetTnet()
        return Spec(m, {"pts": torch.randn(3, 3, 16, generator=g)}, {"labels": torch.randint(0, 4, (3,), generator=g)},
                    call, _pointnet_total,
                    subset=_where(m, lambda n: n in ("tnet.c2.weight", "c2.bias")),
                    notes="held out (relate v43): PointNet with a T-Net input transform (amax pool, eye buffer, "
                          "bmm), shared Conv1d MLP with BatchNorm1d, max(dim) symmetric pool, orthogonality "
                          "penalty; subset = tnet.c2.weight, c2.bias (not a tail)")
    if name == "ntm_memory":
        m = NtmMemory(g)
        return Spec(m, {"x": torch.randn(2, 4, 6, generator=g)},
                    {"y": (torch.rand(2, 4, 6, generator=g) < 0.5).float()}, call, _ntm_total,
                    subset=_where(m, lambda n: n in ("ctrl.bias", "head.weight")),
                    notes="held out (relate v43): Neural Turing Machine head unrolled 4 steps, cosine content "
                          "addressing, gate, circular shift by roll, sharpening by a tensor exponent, erase / add "
                          "write, memory buffers; subset = ctrl.bias, head.weight (not a tail)")
    if name == "kan_bspline":
        m = KanBspline()
        x = torch.rand(6, 3, generator=g) * 1.8 - 0.9
        y = torch.stack([torch.sin(3 * x[:, 0]) * x[:, 1], x[:, 2].pow(2) - x[:, 0]], dim=1)
        return Spec(m, {"x": x}, {"y": y}, call, _kan_total,
                    subset=_where(m, lambda n: n in ("layers.0.spline_scaler", "layers.1.base_weight")),
                    notes="held out (relate v43): Kolmogorov-Arnold network, Cox-de Boor B-spline bases over a "
                          "knot buffer, einsum edge activations with a spline scaler, SiLU base branch, L1 + "
                          "entropy regulariser; subset = layers.0.spline_scaler, layers.1.base_weight (not a tail)")
    if name == "deform_attn":
        m = DeformAttn()
        return Spec(m, {"img": torch.randn(2, 3, 8, 8, generator=g)},
                    {"labels": torch.randint(0, 3, (2, 5), generator=g), "boxes": torch.rand(2, 5, 2, generator=g)},
                    call, _deform_total,
                    subset=_where(m, lambda n: n in ("query", "offsets.weight")),
                    notes="held out (relate v43): single-scale deformable attention decoder, learned queries, "
                          "sigmoid reference points, offsets and softmax point weights, grid_sample per head, "
                          "inverse-sigmoid box refinement; subset = query, offsets.weight (not a tail)")
    if name == "dann_grad_reverse":
        m = DannGradReverse(g)
        xs = torch.randn(4, 1, 8, 8, generator=g)
        xt = 0.7 * torch.randn(4, 1, 8, 8, generator=g) + 0.3      # a shifted target domain
        return Spec(m, {"xs": xs, "xt": xt},
                    {"ys": torch.randint(0, 3, (4,), generator=g)}, call, _dann_total,
                    subset=_where(m, lambda n: n in ("conv.bias", "dom1.weight")),
                    notes="held out (relate v43): DANN, a frozen stem as buffers, a shared conv called per domain, "
                          "custom autograd.Function gradient reversal (view_as, -lambda grad), domain BCE, target "
                          "entropy, a label head called twice; subset = conv.bias, dom1.weight (not a tail)")
    raise KeyError(name)
