"""Fifty-eighth held-out set for `fxmatch relate` (2026-12-06, /work/pending/heldout_relate_v58).

Written to score main blind: captured once and scored with main's binary and
rules, no engine change in between, and no fxmatch run on these captures
while they were written. Its five families are new to the project (no
earlier set has them); four are ordinary networks and training steps and
one puts a custom torch.autograd.Function with a hand-written backward in
the model (an exp whose backward recomputes the exp of a clamped input): a
TensoRF radiance field (apchenstu/TensoRF's TensorVMSplit vector-matrix
decomposition: three density and three appearance plane factors and the
matching line factors, sampled by F.grid_sample at the detached normalised
coordinates of the ray samples, plane x line products summed for the
density and concatenated through a basis matrix for the appearance, an
MLPRender_Fea colour MLP on the appearance features, the view directions
and their frequency encodings; the density activation torch-ngp's
_trunc_exp Function (ashawkey/torch-ngp, activation.py, copied into
nerfstudio's activations.py and NeMo's: forward exp(x), saving x;
backward g * exp(x.clamp(-15, 15))); alpha compositing by an exclusive
cumprod with a white background; MSE on the pixel colours); an H3
language model (HazyResearch/H3's H3 layer, src/models/ssm/h3.py with
head_dim 1: q, k, v projections, a shift SSM on k whose kernel C A^l B is
built by a Python loop over the lags from a shift-matrix buffer and an e1
buffer, multiplied by v, a diagonal SSM (S4D-Lin, as H3's SSKernelDiag) whose
kernel 2 Re(sum_n C_n (exp(dt A_n) - 1) / A_n exp(dt A_n l)) is computed in
complex64 from log_dt, log_A_real, A_imag and view_as_complex(C), both
convolutions by rfft / irfft at twice the length with a D skip, multiplied
by q, an output projection; pre-LN blocks with a GELU MLP; token CE); a
BigBird classifier (google-research/bigbird's ITC block-sparse attention as
HF's BigBirdBlockSparseAttention lays it out: a sequence of eight blocks,
the first and last blocks global (attending to every key), the middle
blocks attending to the two global blocks, a sliding window of three
blocks and random blocks from a fixed key-block index buffer so that every
middle block sees six distinct blocks, by a gather of the blocked keys and
values; post-LN BERT layers, a tanh pooler; CE); an HRNet segmenter
(HRNet/HRNet-Semantic-Segmentation's seg_hrnet.py: a strided stem, a
transition to two parallel resolutions, two HighResolutionModules, each a
BasicBlock per branch and the exchange (fuse) layers: a 1x1 conv + BN +
nearest Upsample from low to high resolution, a strided 3x3 conv + BN from
high to low, summed and ReLU; the HRNetV2 head: bilinear upsample of the low
branch, concatenation, 1x1 conv BN ReLU, 1x1 classifier; per-pixel CE);
and a Point Transformer classifier (POSTECH-CVLab/point-transformer's
PointTransformerLayer / Block: kNN by topk of the squared distances within
each cloud, batch offsets, neighbour gathers of keys, values and relative
positions, the position encoding MLP, vector attention weights from a
BN / ReLU / Linear MLP on k_j - q_i + pe (every BN1d over the n x nsample
rows, the statistics of the official transpose to [n, c, nsample], whose
batch-norm backward on the transposed gradient did not replay under AOT),
softmax over the neighbours, grouped (share_planes) weighting of v_j +
pe; bottleneck blocks with BN1d, a residual and ReLU; mean pool per cloud;
CE); like heldout_relate.py's models they never enter the zoo.

  tensorf_vm       rays_o [4, 3], rays_d [4, 3] (unit), rgb [4, 3] -> z = linspace(0.1, 1.2, 6) buffer, dist 0.22;
                   xyz = o + z d [24, 3]; normalised by aabb buffer [2, 3] to [-1, 1], detached; planes over (xy, xz,
                   yz), lines over (z, y, x) as grid coords (0, c); density_plane.i [1, 2, 6, 6], density_line.i [1,
                   2, 6, 1]: sigma_feat = sum_i sum_R grid_sample(plane_i) grid_sample(line_i) [24]; app_plane.i [1,
                   3, 6, 6], app_line.i [1, 3, 6, 1]: app = basis_mat Linear(9, 6, no bias)((cat_i plane_i line_i).T)
                   [24, 6]; sigma = TruncExp.apply(sigma_feat) (custom Function _trunc_exp: forward exp(x),
                   save_for_backward(x); backward g exp(x.clamp(-15, 15))); render MLP: cat(app, d, sin / cos(app),
                   sin / cos(d)) [24, 27] -> Linear(27, 16) ReLU Linear(16, 16) ReLU Linear(16, 3) sigmoid; alpha =
                   1 - exp(-sigma dist 5), T = exclusive cumprod(1 - alpha + 1e-10), w = alpha T, rgb = sum w c + 1
                   - sum w [4, 3]; criterion: MSE; subset = density_line.1, app_plane.0.
  h3_lm            tokens [2, 8] (vocab 16), labels [2, 8] -> Embedding(16, 8); 2 blocks: x + H3(LN(x)), x + Linear(16,
                   8)(GELU(Linear(8, 16)(LN(x)))); H3 (H 8, shift state 4, diag state 2 complex): q, k, v = Linear(8,
                   8)(u) transposed [2, 8, 8]; shift kernel: v = e1 buffer [4], 8 lags K_l = (shift_C [8, 4] v).sum,
                   v = shift matrix buffer [4, 4] @ v; k = irfft(rfft(k, 16) rfft(K, 16), 16)[..., :8] + k shift_D
                   [8]; kv = k v; diag kernel: dt = exp(log_dt [8]), A = -exp(log_A_real [8, 2]) + i A_imag [8, 2],
                   C = view_as_complex(C [8, 2, 2]), K = 2 Re(einsum(C (exp(dt A) - 1) / A, exp(dt A l))) [8, 8];
                   y = fftconv(kv, K) + kv D [8]; y q; out_proj Linear(8, 8); LN, Linear(8, 16); criterion: token
                   CE; subset = blocks.1.mixer.k_proj.weight, blocks.0.mixer.log_A_real.
  bigbird_cls      tokens [2, 16] (vocab 16), labels [2] (3 classes) -> Embedding(16, 16) + position Embedding(16,
                   16), LN; 2 post-LN layers: query, key, value Linear(16, 16), 2 heads of 8, block 2 (8 blocks);
                   global query blocks 0, 7: softmax(q k^T / sqrt 8) v over all 16 keys; middle blocks 1..6: key
                   blocks = rand_attn buffer [6, 6] ({0, 7, i - 1, i, i + 1} + random, all distinct), gathered
                   keys / values [2, 2, 6, 12, 8], softmax over 12; cat blocks, dense Linear(16, 16), LN(x + .);
                   Linear(16, 32) GELU Linear(32, 16), LN(x + .); pooler tanh(Linear(16, 16)(x[:, 0])), Linear(16,
                   3); criterion: CE; subset = layers.0.attn.self.value.weight,
                   layers.1.attn_norm.bias.
  hrnet_seg        img [2, 3, 16, 16], labels [2, 8, 8] (3 classes) -> stem Conv(3, 4, 3, s2, pad 1, no bias) BN ReLU
                   [2, 4, 8, 8]; transition Conv(4, 4, 3, pad 1) BN ReLU, Conv(4, 8, 3, s2, pad 1) BN ReLU [2, 8, 4,
                   4]; 2 HighResolutionModules: branches BasicBlock(4) and BasicBlock(8) (conv3x3 BN ReLU conv3x3 BN
                   + x, ReLU); fuse: y0 = relu(x0 + Upsample(2, nearest)(BN(Conv(8, 4, 1)(x1)))), y1 = relu(BN(Conv(4,
                   8, 3, s2, pad 1)(x0)) + x1); head cat(x0, bilinear(x1, 8x8)) [2, 12, 8, 8], Conv(12, 12, 1) BN
                   ReLU, Conv(12, 3, 1); criterion: CE over the pixels; subset = stage2.1.branches.1.conv2.weight,
                   stage2.0.fuse_layers.0.1.1.weight.
  point_transformer pos [2, 16, 3], labels [2] (4 classes) -> flattened [32, 3]; idx = topk(-|p_i - p_j|^2, 4) per cloud
                   + 16 b [32, 4]; enc Linear(3, 8, no bias) BN1d ReLU; 2 blocks: relu(BN(linear1(x))), layer: q, k, v
                   = Linear(8, 8); p_r = p[idx] - p [32, 4, 3], Linear(3, 3) BN1d(3) (on [128, 3]) ReLU Linear(3,
                   8); w = k[idx] - q + p_r, BN1d(8) ReLU Linear(8, 4) BN1d(4) ReLU Linear(4, 4) (BNs on the
                   [128, c] rows), softmax over the 4 neighbours; out = ((v[idx] + p_r).view(32, 4, 2, 4) w[:, :,
                   None]).sum(1) [32, 8]; relu(BN), BN(linear3), + x, ReLU; mean per cloud [2, 8]; Linear(8, 8)
                   ReLU Linear(8, 4); criterion: CE; subset = blocks.1.transformer.linear_k.weight, blocks.0.bn2.bias.
No subset above is a tail.
"""
from __future__ import annotations

import math

import torch
import torch.nn as nn
import torch.nn.functional as F
from .heldout_subsets import where as _where

V58 = ["tensorf_vm", "h3_lm", "bigbird_cls", "hrnet_seg", "point_transformer"]


# ------------------------------------------------------------------ TensoRF VM with torch-ngp's trunc_exp Function
class TruncExp(torch.autograd.Function):
    """torch-ngp's _trunc_exp (ashawkey/torch-ngp, activation.py): exp in forward; backward the gradient times
    the exp of the input clamped to [-15, 15], so that large densities do not blow the gradient up."""

    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return torch.exp(x)

    @staticmethod
    def backward(ctx, g):
        x = ctx.saved_tensors[0]
        return g * torch.exp(x.clamp(-15, 15))


def _positional_encoding(positions, freqs):
    freq_bands = (2 ** torch.arange(freqs, dtype=positions.dtype, device=positions.device))
    pts = (positions[..., None] * freq_bands).reshape(positions.shape[:-1] + (freqs * positions.shape[-1],))
    return torch.cat([torch.sin(pts), torch.cos(pts)], dim=-1)


class MLPRenderFea(nn.Module):
    """TensoRF's MLPRender_Fea: colour from the appearance features, the view direction and their encodings."""

    def __init__(self, in_chanel, viewpe=1, feape=1, feature_c=16):
        super().__init__()
        self.viewpe, self.feape = viewpe, feape
        in_mlp = 2 * viewpe * 3 + 2 * feape * in_chanel + 3 + in_chanel
        self.mlp = nn.Sequential(nn.Linear(in_mlp, feature_c), nn.ReLU(inplace=True),
                                 nn.Linear(feature_c, feature_c), nn.ReLU(inplace=True), nn.Linear(feature_c, 3))

    def forward(self, viewdirs, features):
        indata = [features, viewdirs, _positional_encoding(features, self.feape),
                  _positional_encoding(viewdirs, self.viewpe)]
        return torch.sigmoid(self.mlp(torch.cat(indata, dim=-1)))


class TensorVM(nn.Module):
    """TensoRF's TensorVMSplit: density and appearance as sums of plane x line (vector-matrix) factors sampled by
    grid_sample; density through trunc_exp, colour through MLPRender_Fea; volume rendering over the samples."""

    def __init__(self, g, res=6, density_n=2, app_n=3, app_dim=6, n_samples=6):
        super().__init__()
        self.mat_mode = [[0, 1], [0, 2], [1, 2]]
        self.vec_mode = [2, 1, 0]
        self.density_plane = nn.ParameterList(
            [nn.Parameter(0.3 * torch.randn(1, density_n, res, res, generator=g)) for _ in range(3)])
        self.density_line = nn.ParameterList(
            [nn.Parameter(0.3 * torch.randn(1, density_n, res, 1, generator=g)) for _ in range(3)])
        self.app_plane = nn.ParameterList(
            [nn.Parameter(0.3 * torch.randn(1, app_n, res, res, generator=g)) for _ in range(3)])
        self.app_line = nn.ParameterList(
            [nn.Parameter(0.3 * torch.randn(1, app_n, res, 1, generator=g)) for _ in range(3)])
        self.basis_mat = nn.Linear(3 * app_n, app_dim, bias=False)
        self.render_module = MLPRenderFea(app_dim)
        self.register_buffer("aabb", torch.tensor([[-1.0, -1.0, -1.0], [1.0, 1.0, 1.0]]))
        self.register_buffer("z_vals", torch.linspace(0.1, 1.2, n_samples))
        self.distance_scale = 5.0

    def normalize_coord(self, xyz):
        return (xyz - self.aabb[0]) * (2.0 / (self.aabb[1] - self.aabb[0])) - 1

    def _coords(self, xyz):
        coordinate_plane = torch.stack((xyz[..., self.mat_mode[0]], xyz[..., self.mat_mode[1]],
                                        xyz[..., self.mat_mode[2]])).detach().view(3, -1, 1, 2)
        coordinate_line = torch.stack((xyz[..., self.vec_mode[0]], xyz[..., self.vec_mode[1]],
                                       xyz[..., self.vec_mode[2]]))
        coordinate_line = torch.stack((torch.zeros_like(coordinate_line), coordinate_line),
                                      dim=-1).detach().view(3, -1, 1, 2)
        return coordinate_plane, coordinate_line

    def compute_densityfeature(self, xyz):
        coordinate_plane, coordinate_line = self._coords(xyz)
        sigma_feature = torch.zeros((xyz.shape[0],), device=xyz.device)
        for idx in range(len(self.density_plane)):
            plane_coef = F.grid_sample(self.density_plane[idx], coordinate_plane[[idx]],
                                       align_corners=True).view(-1, xyz.shape[0])
            line_coef = F.grid_sample(self.density_line[idx], coordinate_line[[idx]],
                                      align_corners=True).view(-1, xyz.shape[0])
            sigma_feature = sigma_feature + torch.sum(plane_coef * line_coef, dim=0)
        return sigma_feature

    def compute_appfeature(self, xyz):
        coordinate_plane, coordinate_line = self._coords(xyz)
        plane_coef_point, line_coef_point = [], []
        for idx in range(len(self.app_plane)):
            plane_coef_point.append(F.grid_sample(self.app_plane[idx], coordinate_plane[[idx]],
                                                  align_corners=True).view(-1, xyz.shape[0]))
            line_coef_point.append(F.grid_sample(self.app_line[idx], coordinate_line[[idx]],
                                                 align_corners=True).view(-1, xyz.shape[0]))
        plane_coef_point, line_coef_point = torch.cat(plane_coef_point), torch.cat(line_coef_point)
        return self.basis_mat((plane_coef_point * line_coef_point).T)

    def forward(self, rays_o, rays_d):
        R, S = rays_o.shape[0], self.z_vals.shape[0]
        xyz = (rays_o[:, None, :] + rays_d[:, None, :] * self.z_vals[None, :, None]).reshape(-1, 3)
        xyz = self.normalize_coord(xyz)
        sigma = TruncExp.apply(self.compute_densityfeature(xyz)).view(R, S)
        viewdirs = rays_d[:, None, :].expand(R, S, 3).reshape(-1, 3)
        rgb = self.render_module(viewdirs, self.compute_appfeature(xyz)).view(R, S, 3)
        dists = torch.cat([self.z_vals[1:] - self.z_vals[:-1], self.z_vals[-1:] - self.z_vals[-2:-1]])
        alpha = 1.0 - torch.exp(-sigma * dists * self.distance_scale)
        T = torch.cumprod(torch.cat([torch.ones(R, 1), 1.0 - alpha + 1e-10], -1), -1)
        weights = alpha * T[:, :-1]
        acc_map = torch.sum(weights, -1)
        rgb_map = torch.sum(weights[..., None] * rgb, -2)
        return rgb_map + (1.0 - acc_map[..., None])                              # white background


# ------------------------------------------------------------------ H3: shift SSM and diagonal SSM
def _fftconv(u, k, D):
    L = u.shape[-1]
    fft_size = 2 * L
    k_f = torch.fft.rfft(k, n=fft_size)
    u_f = torch.fft.rfft(u, n=fft_size)
    y = torch.fft.irfft(u_f * k_f, n=fft_size)[..., :L]
    return y + u * D.unsqueeze(-1)


class H3(nn.Module):
    """HazyResearch/H3's H3 layer with head_dim 1: y = out_proj(q * SSM_diag(v * SSM_shift(k)))."""

    def __init__(self, g, d_model=8, shift_state=4, diag_state=2, dt_min=1e-3, dt_max=1e-1):
        super().__init__()
        H = d_model
        self.q_proj = nn.Linear(H, H)
        self.k_proj = nn.Linear(H, H)
        self.v_proj = nn.Linear(H, H)
        # shift SSM: A the shift matrix, B = e1 (buffers), C learned
        self.register_buffer("shift_A", torch.diag(torch.ones(shift_state - 1), -1))
        self.register_buffer("shift_B", torch.eye(shift_state)[0].clone())
        self.shift_C = nn.Parameter(torch.randn(H, shift_state, generator=g) / math.sqrt(shift_state))
        self.shift_D = nn.Parameter(torch.randn(H, generator=g))
        # diagonal SSM, S4D-Lin init
        self.log_dt = nn.Parameter(torch.rand(H, generator=g) * (math.log(dt_max) - math.log(dt_min))
                                   + math.log(dt_min))
        self.log_A_real = nn.Parameter(torch.log(0.5 * torch.ones(H, diag_state)))
        self.A_imag = nn.Parameter(math.pi * torch.arange(diag_state).float().repeat(H, 1))
        self.C = nn.Parameter(torch.randn(H, diag_state, 2, generator=g) * 0.5 ** 0.5)
        self.D = nn.Parameter(torch.randn(H, generator=g))
        self.out_proj = nn.Linear(H, H)

    def shift_kernel(self, L):
        v = self.shift_B
        ks = []
        for _ in range(L):
            ks.append((self.shift_C * v).sum(-1))
            v = self.shift_A @ v
        return torch.stack(ks, dim=-1)                                           # [H, L]

    def diag_kernel(self, L):
        dt = torch.exp(self.log_dt)
        C = torch.view_as_complex(self.C)
        A = torch.complex(-torch.exp(self.log_A_real), self.A_imag)
        dtA = A * dt.unsqueeze(-1)                                               # [H, N]
        K = dtA.unsqueeze(-1) * torch.arange(L, device=A.device)                 # [H, N, L]
        C = C * (torch.exp(dtA) - 1.0) / A
        return 2 * torch.einsum("hn,hnl->hl", C, torch.exp(K)).real            # [H, L]

    def forward(self, u):                                                        # [B, L, H]
        L = u.shape[1]
        q = self.q_proj(u).transpose(1, 2)
        k = self.k_proj(u).transpose(1, 2)
        v = self.v_proj(u).transpose(1, 2)
        kv = _fftconv(k, self.shift_kernel(L), self.shift_D) * v
        y = _fftconv(kv, self.diag_kernel(L), self.D) * q
        return self.out_proj(y.transpose(1, 2))


class H3Block(nn.Module):
    def __init__(self, g, d=8):
        super().__init__()
        self.norm1 = nn.LayerNorm(d)
        self.mixer = H3(g, d)
        self.norm2 = nn.LayerNorm(d)
        self.mlp = nn.Sequential(nn.Linear(d, 2 * d), nn.GELU(), nn.Linear(2 * d, d))

    def forward(self, x):
        x = x + self.mixer(self.norm1(x))
        return x + self.mlp(self.norm2(x))


class H3LM(nn.Module):
    def __init__(self, g, vocab=16, d=8, layers=2):
        super().__init__()
        self.embed = nn.Embedding(vocab, d)
        self.blocks = nn.ModuleList([H3Block(g, d) for _ in range(layers)])
        self.norm_f = nn.LayerNorm(d)
        self.lm_head = nn.Linear(d, vocab)

    def forward(self, tokens):
        x = self.embed(tokens)
        for blk in self.blocks:
            x = blk(x)
        return self.lm_head(self.norm_f(x))


def _token_ce(out, labels):
    return F.cross_entropy(out.reshape(-1, out.shape[-1]), labels.reshape(-1))


# ------------------------------------------------------------------ BigBird block-sparse attention
def _bigbird_rand_attn(n_blocks, n_keys, g):
    """Key-block indices of every middle query block: the globals, the window and random blocks (distinct)."""
    rows = []
    for i in range(1, n_blocks - 1):
        keys = sorted({0, n_blocks - 1, i - 1, i, i + 1})
        rest = [j for j in range(n_blocks) if j not in keys]
        perm = torch.randperm(len(rest), generator=g).tolist()
        keys = keys + [rest[p] for p in perm[:n_keys - len(keys)]]
        rows.append(keys)
    return torch.tensor(rows)


class BigBirdBlockSparseAttention(nn.Module):
    def __init__(self, g, d=16, heads=2, block=2, seq=16, n_keys=6):
        super().__init__()
        self.heads, self.dh, self.block = heads, d // heads, block
        self.query = nn.Linear(d, d)
        self.key = nn.Linear(d, d)
        self.value = nn.Linear(d, d)
        self.register_buffer("rand_attn", _bigbird_rand_attn(seq // block, n_keys, g))

    def forward(self, x):
        B, L, D = x.shape
        H, dh, bs = self.heads, self.dh, self.block
        nb = L // bs
        q = self.query(x).view(B, L, H, dh).transpose(1, 2)                      # [B, H, L, dh]
        k = self.key(x).view(B, L, H, dh).transpose(1, 2)
        v = self.value(x).view(B, L, H, dh).transpose(1, 2)
        scale = 1.0 / math.sqrt(dh)
        # global query blocks (first and last) attend to every key
        qg = torch.cat([q[:, :, :bs], q[:, :, -bs:]], dim=2)                    # [B, H, 2 bs, dh]
        pg = F.softmax(torch.matmul(qg, k.transpose(-1, -2)) * scale, dim=-1)
        og = torch.matmul(pg, v)
        # middle query blocks: gathered key blocks (globals, sliding window, random)
        bq = q.view(B, H, nb, bs, dh)[:, :, 1:-1]                                # [B, H, nb - 2, bs, dh]
        bk = k.view(B, H, nb, bs, dh)[:, :, self.rand_attn]                      # [B, H, nb - 2, n_keys, bs, dh]
        bv = v.view(B, H, nb, bs, dh)[:, :, self.rand_attn]
        bk = bk.flatten(3, 4)
        bv = bv.flatten(3, 4)
        pm = F.softmax(torch.einsum("bhqid,bhqjd->bhqij", bq, bk) * scale, dim=-1)
        om = torch.einsum("bhqij,bhqjd->bhqid", pm, bv).flatten(2, 3)           # [B, H, (nb - 2) bs, dh]
        out = torch.cat([og[:, :, :bs], om, og[:, :, bs:]], dim=2)
        return out.transpose(1, 2).reshape(B, L, D)


class BigBirdAttention(nn.Module):
    def __init__(self, g, d=16):
        super().__init__()
        self.self = BigBirdBlockSparseAttention(g, d)
        self.dense = nn.Linear(d, d)

    def forward(self, x):
        return self.dense(self.self(x))


class BigBirdLayer(nn.Module):
    def __init__(self, g, d=16, dff=32):
        super().__init__()
        self.attn = BigBirdAttention(g, d)
        self.attn_norm = nn.LayerNorm(d)
        self.intermediate = nn.Linear(d, dff)
        self.output = nn.Linear(dff, d)
        self.ffn_norm = nn.LayerNorm(d)

    def forward(self, x):
        x = self.attn_norm(x + self.attn(x))
        return self.ffn_norm(x + self.output(F.gelu(self.intermediate(x))))


class BigBirdCls(nn.Module):
    def __init__(self, g, vocab=16, d=16, seq=16, classes=3, layers=2):
        super().__init__()
        self.word_embeddings = nn.Embedding(vocab, d)
        self.position_embeddings = nn.Embedding(seq, d)
        self.emb_norm = nn.LayerNorm(d)
        self.register_buffer("position_ids", torch.arange(seq).unsqueeze(0))
        self.layers = nn.ModuleList([BigBirdLayer(g, d) for _ in range(layers)])
        self.pooler = nn.Linear(d, d)
        self.classifier = nn.Linear(d, classes)

    def forward(self, tokens):
        x = self.emb_norm(self.word_embeddings(tokens) + self.position_embeddings(self.position_ids))
        for layer in self.layers:
            x = layer(x)
        return self.classifier(torch.tanh(self.pooler(x[:, 0])))


# ------------------------------------------------------------------ HRNet, exchange units
class BasicBlock(nn.Module):
    def __init__(self, c):
        super().__init__()
        self.conv1 = nn.Conv2d(c, c, 3, 1, 1, bias=False)
        self.bn1 = nn.BatchNorm2d(c)
        self.conv2 = nn.Conv2d(c, c, 3, 1, 1, bias=False)
        self.bn2 = nn.BatchNorm2d(c)
        self.relu = nn.ReLU(inplace=True)

    def forward(self, x):
        out = self.relu(self.bn1(self.conv1(x)))
        out = self.bn2(self.conv2(out))
        return self.relu(out + x)


class HighResolutionModule(nn.Module):
    """HRNet's HighResolutionModule: a BasicBlock per branch, then the fuse (exchange) layers."""

    def __init__(self, channels):
        super().__init__()
        n = len(channels)
        self.branches = nn.ModuleList([BasicBlock(c) for c in channels])
        fuse_layers = []
        for i in range(n):
            fuse_layer = []
            for j in range(n):
                if j > i:
                    fuse_layer.append(nn.Sequential(nn.Conv2d(channels[j], channels[i], 1, 1, 0, bias=False),
                                                    nn.BatchNorm2d(channels[i]),
                                                    nn.Upsample(scale_factor=2 ** (j - i), mode="nearest")))
                elif j == i:
                    fuse_layer.append(None)
                else:
                    convs = []
                    for k in range(i - j):
                        if k == i - j - 1:
                            convs.append(nn.Sequential(nn.Conv2d(channels[j], channels[i], 3, 2, 1, bias=False),
                                                       nn.BatchNorm2d(channels[i])))
                        else:
                            convs.append(nn.Sequential(nn.Conv2d(channels[j], channels[j], 3, 2, 1, bias=False),
                                                       nn.BatchNorm2d(channels[j]), nn.ReLU(inplace=True)))
                    fuse_layer.append(nn.Sequential(*convs))
            fuse_layers.append(nn.ModuleList(fuse_layer))
        self.fuse_layers = nn.ModuleList(fuse_layers)
        self.relu = nn.ReLU(inplace=True)

    def forward(self, x):
        x = [b(xi) for b, xi in zip(self.branches, x)]
        x_fuse = []
        for i in range(len(self.fuse_layers)):
            y = x[0] if i == 0 else self.fuse_layers[i][0](x[0])
            for j in range(1, len(x)):
                y = y + x[j] if i == j else y + self.fuse_layers[i][j](x[j])
            x_fuse.append(self.relu(y))
        return x_fuse


class HRNetSeg(nn.Module):
    def __init__(self, c=(4, 8), classes=3):
        super().__init__()
        self.stem = nn.Sequential(nn.Conv2d(3, c[0], 3, 2, 1, bias=False), nn.BatchNorm2d(c[0]), nn.ReLU(inplace=True))
        self.transition1 = nn.ModuleList([
            nn.Sequential(nn.Conv2d(c[0], c[0], 3, 1, 1, bias=False), nn.BatchNorm2d(c[0]), nn.ReLU(inplace=True)),
            nn.Sequential(nn.Conv2d(c[0], c[1], 3, 2, 1, bias=False), nn.BatchNorm2d(c[1]), nn.ReLU(inplace=True))])
        self.stage2 = nn.Sequential(HighResolutionModule(list(c)), HighResolutionModule(list(c)))
        last = sum(c)
        self.last_layer = nn.Sequential(nn.Conv2d(last, last, 1), nn.BatchNorm2d(last), nn.ReLU(inplace=True),
                                        nn.Conv2d(last, classes, 1))

    def forward(self, img):
        x = self.stem(img)
        xs = self.stage2([t(x) for t in self.transition1])
        h, w = xs[0].shape[-2:]
        x1 = F.interpolate(xs[1], size=(h, w), mode="bilinear", align_corners=False)
        return self.last_layer(torch.cat([xs[0], x1], 1))


# ------------------------------------------------------------------ Point Transformer, vector attention
class PointTransformerLayer(nn.Module):
    """POSTECH-CVLab/point-transformer's PointTransformerLayer on kNN neighbours (pointops.queryandgroup as a
    gather by precomputed flat indices)."""

    def __init__(self, in_planes, out_planes, share_planes=2):
        super().__init__()
        self.mid_planes = mid_planes = out_planes
        self.out_planes, self.share_planes = out_planes, share_planes
        self.linear_q = nn.Linear(in_planes, mid_planes)
        self.linear_k = nn.Linear(in_planes, mid_planes)
        self.linear_v = nn.Linear(in_planes, out_planes)
        self.linear_p = nn.Sequential(nn.Linear(3, 3), nn.BatchNorm1d(3), nn.ReLU(inplace=True),
                                      nn.Linear(3, out_planes))
        self.linear_w = nn.Sequential(nn.BatchNorm1d(mid_planes), nn.ReLU(inplace=True),
                                      nn.Linear(mid_planes, mid_planes // share_planes),
                                      nn.BatchNorm1d(mid_planes // share_planes), nn.ReLU(inplace=True),
                                      nn.Linear(out_planes // share_planes, out_planes // share_planes))
        self.softmax = nn.Softmax(dim=1)

    @staticmethod
    def _bn(bn, t):
        # BN1d over the n * nsample rows: the statistics of the official transpose(1, 2) to [n, c, nsample]
        n, k, c = t.shape
        return bn(t.reshape(n * k, c)).view(n, k, c)

    def forward(self, p, x, idx):
        x_q, x_k, x_v = self.linear_q(x), self.linear_k(x), self.linear_v(x)
        p_r = p[idx] - p.unsqueeze(1)                                            # [n, nsample, 3]
        x_k = x_k[idx]
        x_v = x_v[idx]
        for i, layer in enumerate(self.linear_p):
            p_r = self._bn(layer, p_r) if i == 1 else layer(p_r)
        w = x_k - x_q.unsqueeze(1) + p_r.view(p_r.shape[0], p_r.shape[1], self.out_planes // self.mid_planes,
                                               self.mid_planes).sum(2)
        for i, layer in enumerate(self.linear_w):
            w = self._bn(layer, w) if i % 3 == 0 else layer(w)
        w = self.softmax(w)
        n, nsample, c = x_v.shape
        s = self.share_planes
        return ((x_v + p_r).view(n, nsample, s, c // s) * w.unsqueeze(2)).sum(1).view(n, c)


class PointTransformerBlock(nn.Module):
    def __init__(self, planes, share_planes=2):
        super().__init__()
        self.linear1 = nn.Linear(planes, planes, bias=False)
        self.bn1 = nn.BatchNorm1d(planes)
        self.transformer = PointTransformerLayer(planes, planes, share_planes)
        self.bn2 = nn.BatchNorm1d(planes)
        self.linear3 = nn.Linear(planes, planes, bias=False)
        self.bn3 = nn.BatchNorm1d(planes)
        self.relu = nn.ReLU(inplace=True)

    def forward(self, p, x, idx):
        identity = x
        x = self.relu(self.bn1(self.linear1(x)))
        x = self.relu(self.bn2(self.transformer(p, x, idx)))
        x = self.bn3(self.linear3(x))
        return self.relu(x + identity)


class PointTransformerCls(nn.Module):
    def __init__(self, planes=8, classes=4, nsample=4, blocks=2):
        super().__init__()
        self.nsample = nsample
        self.enc = nn.Sequential(nn.Linear(3, planes, bias=False), nn.BatchNorm1d(planes), nn.ReLU(inplace=True))
        self.blocks = nn.ModuleList([PointTransformerBlock(planes) for _ in range(blocks)])
        self.cls = nn.Sequential(nn.Linear(planes, planes), nn.ReLU(inplace=True), nn.Linear(planes, classes))

    def forward(self, pos):
        B, N, _ = pos.shape
        d2 = ((pos.unsqueeze(2) - pos.unsqueeze(1)) ** 2).sum(-1)                # [B, N, N]
        idx = torch.topk(-d2, self.nsample, dim=-1).indices                      # kNN (self included)
        idx = (idx + torch.arange(B, device=pos.device).view(B, 1, 1) * N).reshape(B * N, self.nsample)
        p = pos.reshape(B * N, 3)
        x = self.enc(p)
        for blk in self.blocks:
            x = blk(p, x, idx)
        return self.cls(x.view(B, N, -1).mean(1))


# ------------------------------------------------------------------ build
def _pick(m, names):
    idx = _where(m, lambda n: n in names)
    assert len(idx) == len(names), (idx, names)
    return idx


def _mse(out, target):
    return F.mse_loss(out, target)


def build(name: str, g: torch.Generator, Spec, call, ce):
    if name == "tensorf_vm":
        m = TensorVM(g)
        d = F.normalize(torch.randn(4, 3, generator=g), dim=-1)
        return Spec(m, {"rays_o": 0.4 * torch.rand(4, 3, generator=g) - 0.2, "rays_d": d},
                    {"rgb": torch.rand(4, 3, generator=g)}, call, _mse,
                    subset=_pick(m, ("density_line.1", "app_plane.0")),
                    notes="held out (relate v58): TensoRF radiance field (TensorVMSplit vector-matrix factors: "
                          "three density / appearance planes and lines sampled by grid_sample at detached "
                          "normalised coordinates, plane x line products, a basis matrix, MLPRender_Fea colour "
                          "MLP with frequency encodings), the density through torch-ngp's _trunc_exp custom "
                          "autograd.Function (exp, saves x; backward g exp(x.clamp(-15, 15))), alpha "
                          "compositing by an exclusive cumprod, white background; MSE; subset = density_line.1, "
                          "app_plane.0 (not a tail)")
    if name == "h3_lm":
        m = H3LM(g)
        tokens = torch.randint(0, 16, (2, 9), generator=g)
        return Spec(m, {"tokens": tokens[:, :-1].contiguous()}, {"labels": tokens[:, 1:].contiguous()}, call,
                    _token_ce, subset=_pick(m, ("blocks.1.mixer.k_proj.weight", "blocks.0.mixer.log_A_real")),
                    notes="held out (relate v58): H3 language model (HazyResearch/H3 layer, head_dim 1): q / k / "
                          "v projections, a shift SSM on k (kernel C A^l B by a loop over the lags from shift-"
                          "matrix and e1 buffers), times v, a diagonal S4D-Lin SSM (complex kernel from log_dt, "
                          "log_A_real, A_imag, view_as_complex(C)), both by rfft / irfft fftconv with a D skip, "
                          "times q, out projection; pre-LN blocks with a GELU MLP; token CE; subset = "
                          "blocks.1.mixer.k_proj.weight, blocks.0.mixer.log_A_real (not a tail)")
    if name == "bigbird_cls":
        m = BigBirdCls(g)
        return Spec(m, {"tokens": torch.randint(0, 16, (2, 16), generator=g)}, {"labels": torch.tensor([2, 0])},
                    call, ce, subset=_pick(m, ("layers.0.attn.self.value.weight", "layers.1.attn_norm.bias")),
                    notes="held out (relate v58): BigBird classifier, ITC block-sparse attention (blocks of 2, "
                          "first / last blocks global, middle blocks attending to the globals, a 3-block sliding "
                          "window and random blocks by a gather of the blocked keys / values with a fixed "
                          "rand_attn index buffer), post-LN BERT layers, tanh pooler; CE; subset = "
                          "layers.0.attn.self.value.weight, layers.1.attn_norm.bias (not a tail)")
    if name == "hrnet_seg":
        m = HRNetSeg()
        return Spec(m, {"img": torch.randn(2, 3, 16, 16, generator=g)},
                    {"labels": torch.randint(0, 3, (2, 8, 8), generator=g)}, call, ce,
                    subset=_pick(m, ("stage2.1.branches.1.conv2.weight", "stage2.0.fuse_layers.0.1.1.weight")),
                    notes="held out (relate v58): HRNet segmenter (seg_hrnet layout): strided stem, a transition "
                          "to two resolutions, two HighResolutionModules (a BasicBlock per branch, exchange "
                          "units: 1x1 conv + BN + nearest upsample low -> high, strided 3x3 conv + BN high -> "
                          "low, summed, ReLU), HRNetV2 head (bilinear upsample, concat, 1x1 conv BN ReLU, 1x1 "
                          "classifier); per-pixel CE; subset = stage2.1.branches.1.conv2.weight, "
                          "stage2.0.fuse_layers.0.1.1.weight (not a tail)")
    if name == "point_transformer":
        m = PointTransformerCls()
        return Spec(m, {"pos": torch.randn(2, 16, 3, generator=g)}, {"labels": torch.tensor([3, 1])}, call, ce,
                    subset=_pick(m, ("blocks.1.transformer.linear_k.weight", "blocks.0.bn2.bias")),
                    notes="held out (relate v58): Point Transformer classifier (POSTECH-CVLab layout): kNN by "
                          "topk of squared distances per cloud with batch offsets, neighbour gathers, a position "
                          "encoding MLP, vector attention weights from a BN / ReLU / Linear MLP (BN1d over the "
                          "n x nsample rows) on k_j - q_i + pe, softmax over the neighbours, share_planes "
                          "grouped weighting of v_j + pe, bottleneck blocks with BN1d and residual; mean pool; "
                          "CE; subset = blocks.1.transformer.linear_k.weight, blocks.0.bn2.bias (not a tail)")
    raise KeyError(name)
