#!/usr/bin/env python3
"""Generates rules/derivatives.yaml (derivative templates for `fxmatch relate`)
from PyTorch's own tools/autograd/derivatives.yaml (shipped in the torch wheel
as torchgen/packaged/autograd/derivatives.yaml).

    python3 scripts/gen_derivatives.py [--yaml PATH] [-o rules/derivatives.yaml]

For every forward op overload (FX target spelling, "aten.addmm.default") the
template says:
  args     positional argument names of the schema (FX passes them in order)
  tensors  0-based positions of Tensor arguments (Tensor, Tensor?, Tensor[])
  outputs  output names (result / result0.. / named returns)
  diff     positions of arguments with a derivative formula (not non_differentiable);
           empty for ops whose outputs PyTorch marks all non-differentiable (eq), and
           for the ops its autograd codegen never differentiates although
           derivatives.yaml lists none (DONT_REQUIRE_DERIVATIVE: zeros_like, argmax)
  saved    names of inputs/outputs the backward formulas read (saved for backward)
  emits    aten ops the formulas call (directly, or through a known helper)
  direct   for formulas that are one direct aten call: "op:k=name" (argument k
           of the backward op is the forward input/output `name`); "u>op:k=name":
           it reaches that argument through the unary op u (mm(grad, t(mat2)));
           "op.overload:k=name": of that overload only (addcdiv's `value * tensor1`
           is mul.Scalar(tensor1, value), its `tensor2 * tensor2` a mul.Tensor)
  empty    true when some input's formula can emit nothing (grad passed through)
  through  the argument positions whose formula is that one (grad, or sum_to(grad)):
           the gradient reaches them unchanged, the others' through an op
  reading_emits  the ops the formulas that read a saved input/output emit (addmm's
           `mul` is maybe_multiply(grad, beta): it reads no saved tensor)
  bcast    some input's gradient is elementwise in the incoming gradient (the
           engine sums it back to a broadcast input's shape)
  reads    per differentiable argument (in `diff` order): the inputs/outputs its
           own formula reads
  direct_of  per differentiable argument (in `diff` order): the `direct` entries of
           its own formula; written where the formulas' entries differ (bce_with_logits:
           `mul:1` is target or pos_weight; lerp: `sub:0=end` is weight's formula's only)
  grad_ops the ops every emission of which reads the incoming gradient itself (sub's
           and div's `neg`: `-grad`), so never a value its own formulas made
  sum_to_only  true when every formula emitting `sum` or `view` is at::sum_to(grad, x):
           those ops then run only when x was broadcast (copy_'s src, expand's self);
           written only when true
"""
from __future__ import annotations

import argparse
import os
import re
import sys

import yaml

_LA_BMM = ["expand", "view", "bmm", "_unsafe_view"]  # a batched at::matmul (torch 2.13 traces)
HELPERS = {  # helper functions of torch/csrc/autograd/FunctionsManual.cpp -> aten ops they emit
    "mm_mat1_backward": ["mm", "t"], "mm_mat2_backward": ["mm", "t"],
    "maybe_multiply": ["mul"], "sum_to": ["sum", "view"], "handle_r_to_c": [],
    # _to_copy_backward: a cast back (`_to_copy`), or, from a complex result to a real input, at::real(grad)
    # (torch 2.13 trace of x.to(complex64): view_as_real, select)
    "_to_copy_backward": ["_to_copy", "view_as_real", "select"], "split_backward": ["cat"], "unbind_backward": ["stack"],
    "select_backward": ["select_backward"], "slice_backward_wrapper": ["slice_backward"],
    "permute_backwards": ["permute"], "unsqueeze_multiple": ["unsqueeze"],
    "sum_backward": ["expand", "unsqueeze"], "mean_backward": ["expand", "div", "unsqueeze"],
    "var_backward": ["mul", "sub", "div", "expand", "unsqueeze", "mean"],
    "std_backward": ["mul", "div", "eq", "masked_fill", "mean", "sub", "unsqueeze"],
    "var_mean_backward": ["mul", "sub", "div", "expand", "add", "unsqueeze", "mean"],
    "pow_backward": ["mul", "pow"], "pow_backward_self": ["mul", "pow"], "pow_backward_exponent": ["mul", "log"],
    "gelu_backward": ["gelu_backward"], "infinitely_differentiable_silu_backward": ["silu_backward"],
    "masked_fill_backward": ["masked_fill"], "div_tensor_self_backward": ["div"],
    "div_tensor_other_backward": ["div", "neg", "mul"], "mul_tensor_backward": ["mul"],
    "value_selecting_reduction_backward_symint": ["scatter", "new_zeros", "unsqueeze"],
    "value_selecting_reduction_backward": ["scatter", "new_zeros", "unsqueeze"],
    "index_select_backward": ["index_add", "new_zeros"], "embedding_backward": ["embedding_dense_backward"],
    "max_pool_double_backward": ["gather"], "batchnorm_double_backward": ["mul"],
    "evenly_distribute_backward": ["eq", "isnan", "logical_and", "logical_or", "sum", "div", "mul"], "clamp_backward": ["scalar_tensor", "ge", "le", "logical_and", "where"], "where": ["where"],
    "restore_reduced_dims": ["unsqueeze"], "expand_as": ["expand"], "reshape_as": ["view"],
    "stack_tensors_backward": ["select"], "cat_tensors_backward": ["slice"],
    "layer_norm_double_backward": ["mul"], "convolution_backward": ["convolution_backward"],
    "_euclidean_dist_backward": ["mm"], "cumsum_backward": ["flip", "cumsum"],
    "prod_backward": ["div", "mul", "cat", "cumprod", "flip", "ones", "slice", "unsqueeze", "view"],
    "triu": ["triu"], "tril": ["tril"], "gather_backward": ["scatter_add", "new_zeros"],
    "scatter": ["scatter"], "topk": ["topk"], "sgn_backward": ["mul"], "abs_backward": ["mul", "sgn"],
    # read off make_fx traces of torch.autograd.grad with PyTorch 2.13 (the ops each backward ran)
    "scale_grad_by_count": ["div", "sum", "mul"],
    "norm_backward": ["div", "eq", "masked_fill", "mul", "unsqueeze", "abs", "pow", "sgn"],
    "linalg_vector_norm_backward": ["div", "eq", "masked_fill", "mul", "unsqueeze", "abs", "pow", "sgn"],
    "logsumexp_backward": ["unsqueeze", "sub", "exp", "mul"], "index_backward": ["new_zeros", "index_put"],
    "repeat_backward": ["view", "sum"], "log1p_backward": ["add", "div"],
    "split_with_sizes_backward": ["zeros", "cat"], "unsqueeze_to": ["unsqueeze"],
    "constant_pad_nd_backward": ["constant_pad_nd"],
    # a zeroed storage, the view's block of it written (copy_; functionalized:
    # copy + as_strided_scatter), the input's geometry viewed back
    "as_strided_backward": ["new_zeros", "as_strided", "copy", "as_strided_scatter"],
    # torch 2.13 traces: min's where(self < min & min < max), max's where(self > max | max < min)
    "clamp_backward_min_max": ["scalar_tensor", "lt", "gt", "logical_and", "logical_or", "where"],
    "atan2_backward": ["mul", "add", "reciprocal", "eq", "masked_fill", "neg"],
    "nansum_backward": ["isnan", "logical_not", "unsqueeze", "expand", "mul"], "take_backward": ["zeros_like", "put"],
    "binary_cross_entropy_with_logits_backward": ["sigmoid", "sub", "mul", "div"],
    "sinc_backward": ["mul", "sin", "cos", "sub", "div", "scalar_tensor", "eq", "where"],
    "std_mean_backward": ["unsqueeze", "expand", "div", "mul", "eq", "masked_fill", "mean", "sub", "add"],
    "logcumsumexp_backward": ["scalar_tensor", "abs", "log", "gt", "where", "lt", "sub", "flip", "logcumsumexp", "add",
                              "exp"],
    "masked_select_backward": ["masked_scatter", "zeros_like", "expand"], "cummaxmin_backward": ["scatter_add", "zeros"],
    "trace_backward": ["zeros", "arange", "index_fill", "view"],
    "renorm_backward": ["_to_copy", "add", "div", "eq", "gt", "linalg_vector_norm", "masked_fill", "mul", "reciprocal",
                        "sub", "sum", "where"],
    # affine_grid_generator_backward (aten/src/ATen/native/AffineGridGenerator.cpp, torch 2.13 traces): a base
    # grid written into an empty tensor (linspace scaled by (n - 1) / n unless align_corners, a column of ones;
    # functionalized: copy + select_scatter, fill), viewed [N, H*W, 3], transposed, bmm with the grid's gradient
    "affine_grid_generator_backward": ["empty", "select", "linspace", "mul", "div", "copy", "select_scatter",
                                       "unsqueeze", "fill", "view", "transpose", "bmm"],
    "_trilinear_backward": ["_trilinear"],
    "cumprod_backward": ["bitwise_and", "bitwise_not", "cumprod", "cumsum", "div", "eq", "flip", "gather", "logical_and",
                         "masked_fill", "max", "mul", "ne", "relu", "scatter", "sgn", "sub", "sum", "where", "zeros",
                         "zeros_like"],
    # scatter_reduce_backward(grad, self, dim, index, src, reduce, include_self, result), torch 2.13 traces of
    # every reduce: sum gathers grad; mean counts with scatter_add(zeros_like/ones_like(grad), index,
    # ones_like(src)), masks the zero counts (masked_fill_) and divides, gathering both; amax/amin gather
    # result, compare self and src with it (eq, _to_copy), count with scatter_add and mul the masks by the
    # divided gradient; prod masks zeros (eq, masked_fill, bitwise_and, where) and re-runs scatter_reduce;
    # include_self=False zeroes the written positions of self's gradient (scatter)
    "scatter_reduce_backward": ["gather", "scatter", "scatter_add", "zeros_like", "ones_like", "eq", "masked_fill",
                                "div", "mul", "_to_copy", "bitwise_and", "where", "scatter_reduce"],
    # Linear algebra (torch 2.13 make_fx traces of torch.autograd.grad, each op alone on small real float32
    # inputs: SPD matrices for the Cholesky family, diagonally dominant ones for solves and determinants;
    # every grad_input_mask, upper/lower, left/right, unitriangular and adjoint variant, 2-D and batched 3-D;
    # the union of the ops each backward ran, `detach` (the unpacking of saved values) and getitem left out,
    # in-place ops under their functional names, functionalized traces' *_scatter added). A batched at::matmul
    # runs expand, view, bmm and _unsafe_view where a 2-D one runs mm (_LA_BMM).
    "matmul": ["mm", *_LA_BMM], "mH": ["transpose"], "narrow": ["slice"],
    # cholesky_backward(grad, upper, L): phi(L^H grad) = tril, its strict lower half added back transposed, halved;
    # two solves against L (linalg_solve_triangular), upper or not
    "cholesky_backward": ["transpose", "mm", "tril", "add", "mul", "linalg_solve_triangular", *_LA_BMM],
    # cholesky_solve_backward(grad, self, input2, result, upper, mask): self's is cholesky_solve(grad, input2);
    # input2's -(common + common^H) @ L, common = grad_self @ result^H
    "cholesky_solve_backward": ["cholesky_solve", "transpose", "mm", "add", "neg", *_LA_BMM],
    "cholesky_inverse_backward": ["transpose", "add", "mm", "neg", *_LA_BMM],
    # linalg_solve_triangular_backward(grad, A, X, upper, left, unitriangular, mask): B's a solve with A^H; A's
    # -(B's) @ X^H, triu/tril'd to A's triangle
    "linalg_solve_triangular_backward": ["transpose", "linalg_solve_triangular", "mm", "neg", "tril", "triu",
                                         *_LA_BMM],
    # triangular_solve_backward: as above with triangular_solve; self alone: a dead zeros({1}).expand for A's
    "triangular_solve_backward": ["triangular_solve", "transpose", "mm", "neg", "triu", "tril", "zeros", "expand",
                                  *_LA_BMM],
    # linalg_solve_backward (_linalg_solve_ex: linalg.solve, solve_ex): linalg_lu_solve(LU, pivots, grad,
    # adjoint), A's -gB @ X^H; a vector B is unsqueezed and squeezed back
    "linalg_solve_backward": ["linalg_lu_solve", "transpose", "mm", "neg", "unsqueeze", "squeeze", *_LA_BMM],
    # linalg_lu_solve_LU (linalg_lu_solve's LU): lu_unpack, two triangular solves, tril(-1) + triu
    "linalg_lu_solve_LU": ["lu_unpack", "transpose", "mm", "neg", "linalg_solve_triangular", "tril", "triu", "add",
                           *_LA_BMM],
    # linalg_det_backward(grad, det, A, LU, pivots): (grad * det) as a diagonal, solved with the LU (whose zero
    # pivots are nudged: diagonal, eq, where, diag_embed, add)
    "linalg_det_backward": ["mul", "unsqueeze", "expand", "diag_embed", "transpose", "diagonal", "eq", "scalar_tensor",
                            "where", "add", "linalg_lu_solve"],
    # slogdet_backward (_linalg_slogdet: logdet, slogdet, linalg.slogdet): grad_logabsdet as a diagonal, solved
    # with the LU (logdet's where(sign == -1, nan, ...) is the backward of its own where op)
    "slogdet_backward": ["unsqueeze", "expand", "diag_embed", "transpose", "linalg_lu_solve"],
    "pinv_backward": ["transpose", "mm", "sub", "neg", "add", *_LA_BMM],
    "linalg_lstsq_backward": ["linalg_pinv", "transpose", "mm", "sub", "neg", "add", *_LA_BMM],
    # lu_factor_ex_backward / linalg_lu_backward: triangular solves with L and U (lu_unpack first for the
    # factored form); a non-square A also slices, subtracts and cats
    "lu_factor_ex_backward": ["lu_unpack", "slice", "transpose", "mm", "tril", "triu", "sub", "add",
                              "linalg_solve_triangular", "cat", *_LA_BMM],
    "linalg_lu_backward": ["transpose", "mm", "tril", "triu", "sub", "add", "slice", "linalg_solve_triangular", "cat",
                           *_LA_BMM],
    "lu_unpack_backward": ["slice", "triu", "tril", "add", "cat"],
    "linalg_qr_backward": ["transpose", "mm", "sub", "neg", "triu", "add", "diagonal", "mul", "diagonal_scatter",
                           "linalg_solve_triangular", *_LA_BMM],
    "svd_backward": ["transpose", "mm", "sub", "mul", "unsqueeze", "diagonal", "fill", "diagonal_scatter", "add", "div",
                     "diag_embed", *_LA_BMM],
    # linalg_eig_backward: eigh's (hermitian) and eig's (complex: conj, real of the diagonal, a solve) together
    "linalg_eig_backward": ["transpose", "mm", "diagonal", "sub", "mul", "unsqueeze", "fill", "diagonal_scatter", "div",
                            "_conj", "clone", "view_as_real", "select", "_linalg_solve_ex", "_linalg_check_errors",
                            *_LA_BMM],
    "householder_product_backward": ["tril", "diagonal", "fill", "diagonal_scatter", "slice", "mul", "sum", "sub", "div",
                                     "transpose", "mm", "unsqueeze", "slice_scatter", "squeeze", "neg", "cat",
                                     *_LA_BMM],
    "ormqr_backward": ["ormqr", "tril", "diagonal", "fill", "diagonal_scatter", "slice", "mul", "sum", "sub", "div",
                       "transpose", "mm", "unsqueeze", "slice_scatter", "squeeze", "neg", "cat", *_LA_BMM],
    # the block matrix [[A^H, grad], [0, A^H]], its matrix_exp, the top right block sliced out
    "linalg_matrix_exp_differential": ["transpose", "cat", "zeros_like", "linalg_matrix_exp", "slice"],
    # FFT (torch 2.13 traces of rfft/rfft2/fft of real input, irfft/irfft2, any norm, even and odd lengths):
    # fft_r2c_backward: a onesided gradient is written into new_zeros of the full length (slice + copy_;
    # functionalized: copy + slice_scatter), then _fft_c2c back and at::real (view_as_real + select);
    # fft_c2r_backward: _fft_r2c of the gradient, its non-edge bins doubled in place (slice + mul_)
    "fft_r2c_backward": ["new_zeros", "slice", "copy", "slice_scatter", "_fft_c2c", "view_as_real", "select"],
    "fft_c2r_backward": ["_fft_r2c", "slice", "mul", "slice_scatter"],
}
# Ops whose backward PyTorch writes by hand in C++ instead of derivatives.yaml, and prims
# (below autograd) that decompositions put in AOT graphs:
# (torch/csrc/autograd/functions/tensor.cpp, CopyBackwards: self gets zeros,
# src gets the gradient summed back to its shape), as derivatives.yaml would
# write them. AOTAutograd's functional `copy` has the same backward.
MANUAL = [
    # prims.fma(a, b, c) = a * b + c: inductor's decompositions (addcmul, lerp) put it in AOT
    # graphs; prims have no autograd formulas of their own, this is the derivative of a * b + c
    {"name": "prims::fma(Tensor a, Tensor b, Tensor c) -> Tensor", "a": "grad * b", "b": "grad * a", "c": "grad"},
    {"name": "copy_(Tensor(a!) self, Tensor src, bool non_blocking=False) -> Tensor(a!)",
     "self": "zeros_like(grad)", "src": "at::sum_to(grad, src.sym_sizes())"},
    {"name": "copy(Tensor self, Tensor src, bool non_blocking=False) -> Tensor",
     "self": "zeros_like(grad)", "src": "at::sum_to(grad, src.sym_sizes())"},
]
IDENTITY_FORMULA = re.compile(
    r"^(handle_r_to_c\([^,]+,\s*)?(maybe_multiply\()?grad(\.conj\(\))?(,\s*[^()]*(\([^()]*\))?\))?\)?$")
META_RE = re.compile(r"\b[a-zA-Z_][a-zA-Z0-9_]*\.(?:sym_sizes|sizes|options|scalar_type|dim|layout|sym_strides|strides|numel|sym_numel|size|sym_size|device|dtype|is_conj|defined)\([^()]*\)")
# at::sum_to(grad, size) emits nothing when nothing was broadcast (expand to the same shape)
SUM_TO_FORMULA = re.compile(r"^(at::)?sum_to\(grad,[^()]*(\([^()]*\))?[^()]*\)$")
ARITH = [(r"[\w)\]]\s*==\s*[\w(.-]", "eq"), (r"[\w)\]]\s*!=\s*[\w(.-]", "ne"),
         (r"[\w)\]]\s*>=\s*[\w(.-]", "ge"), (r"[\w)\]]\s*<=\s*[\w(.-]", "le"),
         # a bare < or > only between spaces (`self > 0`): templates spell types as optional<int64_t>
         (r"[\w)\]]\s+>\s+[\w(.-]", "gt"), (r"[\w)\]]\s+<\s+[\w(.-]", "lt"), (r"[\w)\]]\s*\*\s*[\w(.-]", "mul"), (r"[\w)\]]\s*/\s*[\w(.-]", "div"),
         (r"[\w)\]]\s*\+\s*[\w(.-]", "add"), (r"[\w)\]]\s*-\s*[\w(.]", "sub")]
COMPARISON_OPS = {"==": "eq", "!=": "ne", ">=": "ge", "<=": "le"}
NAME_RE = re.compile(r"^([a-zA-Z0-9_]+)(?:\.([a-zA-Z0-9_]+))?\((.*)\)\s*->\s*(.*)$")
CALL_RE = re.compile(r"(?:(?<=\.)|\b)([a-zA-Z_][a-zA-Z0-9_]*)\s*\(")


# helper argument k reaches the emitted op's argument position: helper -> [(op, op position, k)]
# (torch/csrc/autograd/FunctionsManual.cpp; both layouts of mm_mat*_backward)
HELPER_DIRECT = {
    "mul_tensor_backward": [("mul", 1, 1)], "div_tensor_self_backward": [("div", 1, 1)],
    "div_tensor_other_backward": [("div", 0, 1), ("div", 1, 2)],
    "mm_mat1_backward": [("t", 0, 1), ("mm", 0, 1), ("mm", 1, 1, "t")],
    "mm_mat2_backward": [("mm", 1, 1), ("t", 0, 1), ("mm", 0, 1, "t")],
    "pow_backward": [("pow", 0, 1)], "pow_backward_self": [("pow", 0, 1)],
    "gelu_backward": [("gelu_backward", 1, 1)], "infinitely_differentiable_silu_backward": [("silu_backward", 1, 1)],
    "embedding_backward": [("embedding_dense_backward", 1, 1)],
    "masked_fill_backward": [("masked_fill", 1, 1)],
    # read off make_fx traces (torch 2.13): p-norms divide self by the norm (unsqueezed without keepdim) and
    # mask where it is 0; p = 1 is sgn(self), other p multiply self by a power of abs(self)
    "linalg_vector_norm_backward": [("div", 0, 1), ("div", 1, 3), ("eq", 0, 3), ("unsqueeze", 0, 3), ("sgn", 0, 1),
                                    ("abs", 0, 1), ("mul", 0, 1)],
    "norm_backward": [("div", 0, 1), ("div", 1, 3), ("eq", 0, 3), ("unsqueeze", 0, 3), ("sgn", 0, 1), ("abs", 0, 1),
                      ("mul", 0, 1)],
    "logsumexp_backward": [("sub", 0, 1), ("sub", 1, 2), ("unsqueeze", 0, 2)],  # exp(self - result) * grad
    # std_backward(result, grad, self, ...) halves grad by result (masked where it is 0), var_backward(grad, self,
    # ...) multiplies by self - self.mean(dim, keepdim=True) (torch 2.13 traces, keepdim or not)
    "std_backward": [("mul", 0, 0), ("eq", 0, 0), ("mean", 0, 2), ("sub", 0, 2)],
    "var_backward": [("mean", 0, 1), ("sub", 0, 1)],
    # index-writing backwards (torch 2.13 traces): the saved index is the
    # scatter's index argument (unsqueezed first when keepdim is false)
    "gather_backward": [("scatter_add", 2, 3)],
    # bce with logits (torch 2.13 traces): self's formula computes
    # (pos_weight * target + 1 - target) * sigmoid(self) - pos_weight * target,
    # target's -(log_sigmoid(self) * pos_weight - log_sigmoid(-self))
    "binary_cross_entropy_with_logits_backward": [("mul", 0, 4), ("mul", 1, 2), ("sub", 1, 2), ("sigmoid", 0, 1)],
    "binary_cross_entropy_with_logits_target_backward": [("neg", 0, 1), ("log_sigmoid_forward", 0, 1), ("mul", 1, 4)],
    "cummaxmin_backward": [("scatter_add", 2, 2)],
    # cumprod_backward(grad, self, dim, result), torch 2.13 traces: w = result * grad, masks where self == 0,
    # divides the reversed cumsum by self, refills self's zeros and gathers from result
    # _trilinear_backward(grad, i1, i2, i3, ...) (torch 2.13 traces, nn.Bilinear): one _trilinear per input
    # asked, grad in that input's place and the other two saved inputs in theirs
    "_trilinear_backward": [("_trilinear", 0, 1), ("_trilinear", 1, 2), ("_trilinear", 2, 3)],
    "cumprod_backward": [("mul", 0, 3), ("gather", 0, 3), ("eq", 0, 1), ("div", 1, 1), ("masked_fill", 0, 1)],
    # logcumsumexp_backward(grad, self, result, dim), torch 2.13 traces: reverse_logcumsumexp(log|grad| - result)
    # + self, exp'd, once for grad's positive and once for its negative part
    "logcumsumexp_backward": [("sub", 1, 2), ("add", 1, 1)],
    "value_selecting_reduction_backward": [("scatter", 2, 2), ("unsqueeze", 0, 2)],
    # scatter_reduce_backward(grad, self, dim, index, src, reduce, include_self, result), torch 2.13 traces: the
    # index at every gather/scatter/scatter_add/scatter_reduce; mean: ones_like(src); amax/amin:
    # gather(result, dim, index), eq(self, result), eq(src, value); prod: eq/masked_fill of self and of src,
    # zeros_like(self), (grad * result), scatter_reduce(masked self, dim, index, masked src)
    "scatter_reduce_backward": [("gather", 2, 3), ("scatter", 2, 3), ("scatter_add", 2, 3), ("scatter_reduce", 2, 3),
                                ("ones_like", 0, 4), ("gather", 0, 7), ("eq", 0, 1), ("eq", 0, 4), ("eq", 1, 7),
                                ("masked_fill", 0, 1), ("masked_fill", 0, 4), ("zeros_like", 0, 1), ("mul", 1, 7),
                                ("scatter_reduce", 0, 1), ("scatter_reduce", 3, 4)],
    "value_selecting_reduction_backward_symint": [("scatter", 2, 2), ("unsqueeze", 0, 2)],
    # The entries below were read off torch 2.13 make_fx traces of torch.autograd.grad (each saved
    # `_tensor_constantN` compared by value with the forward's inputs and outputs). Where one position holds
    # either of two values (a square `x * x` reads x at mul:0 and mul:1), both are listed: the engine keeps the
    # other as an alternative; the value listed first is the one no unique read of its own decides (the other
    # has one, and re-reads of one constant pool their answers).
    # atan2_backward(grad, self, other, mask): recip = 1 / (self * self + other * other) (masked where 0),
    # grad * other * recip and grad * -self * recip
    "atan2_backward": [("neg", 0, 1), ("mul", 1, 2), ("mul", 0, 2), ("mul", 0, 1), ("mul", 1, 1)],
    # clamp_backward(grad, self, min, max): where(self >= min & self <= max, grad, 0) (one side when the
    # other bound is None); clamp_backward_min_max: min's where(self < min & min < max), max's
    # where(self > max | max < min); a single bound is lt(self, min) or gt(self, max) alone
    "clamp_backward": [("ge", 0, 1), ("ge", 1, 2), ("le", 0, 1), ("le", 1, 3)],
    "clamp_backward_min_max": [("lt", 0, 1), ("lt", 0, 2), ("lt", 0, 3), ("lt", 1, 2), ("lt", 1, 3), ("gt", 0, 1),
                               ("gt", 1, 3)],
    # evenly_distribute_backward(grad, input, value): mask = (input == value) | (isnan(input) & isnan(value));
    # value's one read (one detach for both) may reach isnan first, input's eq:0 decides it
    "evenly_distribute_backward": [("eq", 0, 1), ("eq", 1, 2), ("isnan", 0, 2), ("isnan", 0, 1)],
    # std_mean_backward(grad_std, grad_mean, self, std, ...): grad_std / (std * 2) masked where std == 0, times
    # self - self.mean(dim, keepdim=True)
    "std_mean_backward": [("mul", 0, 3), ("eq", 0, 3), ("mean", 0, 2), ("sub", 0, 2)],
    # pow_backward_self(grad, self, exponent): where(exponent == 0, 0, grad * (exponent * self.pow(exponent - 1)))
    "pow_backward_self": [("pow", 0, 1), ("sub", 0, 2), ("mul", 0, 2), ("eq", 0, 2)],
    # pow_backward_exponent(grad, self, exponent, result): where(self == 0 & exponent >= 0, 0, result * log(self));
    # a Scalar base: mul.Scalar(result, log(base)) (and exponent >= 0 for base 0)
    "pow_backward_exponent": [("mul", 0, 3), ("ge", 0, 2), ("eq", 0, 1), ("log", 0, 1)],
    # take_backward(grad, self, index): zeros_like(self).put_(index, grad, true)
    "take_backward": [("zeros_like", 0, 1), ("put", 1, 2)],
    # masked_select_backward(grad, self, mask): zeros_like(self.expand(...)).masked_scatter_(mask, grad)
    "masked_select_backward": [("expand", 0, 1), ("masked_scatter", 1, 2)],
    # _euclidean_dist_backward(grad, x1, x2, res): ratio = grad / res (masked where res == 0);
    # x1 * ratio.sum(-1) - ratio.mm(x2), x2 * ratio.sum(-2) - ratio.T.mm(x1)
    "_euclidean_dist_backward": [("div", 1, 3), ("eq", 0, 3), ("mm", 1, 2), ("mm", 1, 1), ("mul", 0, 1),
                                 ("mul", 0, 2)],
    # Linear algebra. Read off torch 2.13 make_fx traces of torch.autograd.grad of each op alone (grad_outputs
    # a fixed ramp; SPD inputs for the Cholesky family, diagonally dominant ones for solves and determinants;
    # every grad_input_mask, upper/lower, left/right, unitriangular and transpose variant, 2-D and batched 3-D):
    # the forward's inputs and outputs are graph values the backward's ops read (through the `detach` that
    # unpacks a saved value), compared by identity. Only isolated traces: no held-out data was looked at.
    # A batched at::matmul reads its operands at expand:0 (then view, bmm) where a 2-D one reads them at mm;
    # a 4th element is the view the value passes first (`transpose` of mH).
    # cholesky_backward(grad, upper, L): L^H @ grad (transpose(L) at mm:0), two solves against L or its
    # transpose (linalg_solve_triangular:0); upper transposes L first
    "cholesky_backward": [("transpose", 0, 2), ("linalg_solve_triangular", 0, 2),
                          ("linalg_solve_triangular", 0, 2, "transpose"), ("mm", 0, 2, "transpose"),
                          ("expand", 0, 2, "transpose")],
    # cholesky_solve_backward(grad, self, input2, result, upper, mask): cholesky_solve(grad, input2); input2's
    # -(common + common^H) @ input2 (input2 @ ... when upper), common = grad_self @ result^H; self is not read
    "cholesky_solve_backward": [("cholesky_solve", 1, 2), ("mm", 1, 2), ("mm", 0, 2), ("expand", 0, 2),
                                ("transpose", 0, 3), ("mm", 1, 3, "transpose"), ("expand", 0, 3, "transpose")],
    # cholesky_inverse_backward(grad, L, upper, inverse): inverse @ (grad + grad^H) @ inverse, then -(_ @ L)
    # (-(L @ _) when upper): each mm position reads inverse or L, inverse listed first (it is read at both)
    "cholesky_inverse_backward": [("mm", 0, 3), ("mm", 1, 3), ("mm", 0, 1), ("mm", 1, 1), ("expand", 0, 3),
                                  ("expand", 0, 1)],
    # linalg_solve_triangular_backward(grad, A, X, upper, left, unitriangular, mask): B's a solve with A^H
    # (transpose(A) at linalg_solve_triangular:0); A's -gB @ X^H (X @ ... when not left): both are read at
    # transpose:0, where the transpose goes next tells them apart
    "linalg_solve_triangular_backward": [("transpose", 0, 1), ("transpose", 0, 2),
                                         ("linalg_solve_triangular", 0, 1, "transpose"), ("mm", 1, 2, "transpose"),
                                         ("mm", 0, 2, "transpose"), ("expand", 0, 2, "transpose")],
    # triangular_solve_backward(grad_solution, grad_cloned_coefficient, self, A, solution, ...):
    # triangular_solve(grad, A, upper, !transpose); A's -gB @ solution^H (solution @ gB^H when transposed);
    # self and cloned_coefficient are not read
    "triangular_solve_backward": [("triangular_solve", 1, 3), ("transpose", 0, 4), ("mm", 0, 4), ("expand", 0, 4),
                                  ("mm", 1, 4, "transpose"), ("expand", 0, 4, "transpose")],
    # linalg_solve_backward(gX, X, A, LU, pivots, left, B_requires_grad): linalg_lu_solve(LU, pivots, gX,
    # adjoint); A's -gB @ X^H (X^H @ gB when not left; a vector X unsqueezed first); A is not read
    "linalg_solve_backward": [("linalg_lu_solve", 0, 3), ("linalg_lu_solve", 1, 4), ("transpose", 0, 1),
                              ("unsqueeze", 0, 1), ("mm", 1, 1, "transpose"), ("mm", 0, 1, "transpose"),
                              ("expand", 0, 1, "transpose")],
    # linalg_det_backward(grad, det, A, LU, pivots): mul(grad, det); LU's diagonal, its zero pivots nudged
    # (add(LU, diag_embed(...))) before linalg_lu_solve(_, pivots, ...); A is not read
    "linalg_det_backward": [("mul", 1, 1), ("diagonal", 0, 3), ("add", 0, 3), ("linalg_lu_solve", 1, 4)],
    # slogdet_backward(grad_sign, grad_logabsdet, A, signdet, LU, pivots) (logdet, slogdet, linalg.slogdet of
    # real input): linalg_lu_solve(LU, pivots, diag_embed(grad_logabsdet)^H); A and the sign are not read
    "slogdet_backward": [("linalg_lu_solve", 0, 4), ("linalg_lu_solve", 1, 5)],
}
# formulas that are inline arithmetic (or read a value through a call the parser does not
# follow): target -> formula key (as derivatives.yaml spells it) -> "op:k=name" entries. The
# positions were read off torch 2.13 make_fx traces (saved constants compared by value).
INLINE_DIRECT = {
    # (2.0 * self * result - 2.0 / sqrt(M_PI)) * grad: mul.Scalar(self, 2.0), then mul(_, result)
    "aten.special_erfcx.default": {"self": ["mul:0=self", "mul:1=result"]},
    # grad * (special_i1e(self) - self.sgn() * result)
    "aten.special_i0e.default": {"self": ["mul:1=result"]},
    # grad / sqrt(2 pi) * (result + self.pow(2) / 2).neg().exp()
    "aten.special_log_ndtr.default": {"self": ["add:0=result"]},
    # restore_reduced_dims(result, dim, keepdim) == self: a view of result (keepdim: result itself) at eq:0
    "aten.amax.default": {"self": ["view:0=result", "eq:0=result"]},
    "aten.amin.default": {"self": ["view:0=result", "eq:0=result"]},
    # prod_backward's safe-zeros path (make_fx): self viewed flat (prod.default) or sliced (dim_int)
    "aten.prod.default": {"self": ["view:0=self"]},
    # (result: prod.dim_int without keepdim unsqueezes it, read by nothing after; otherwise only a dead detach)
    "aten.prod.dim_int": {"self": ["slice:0=self", "unsqueeze:0=result"]},
    # tensor1: grad * (value / tensor2) is empty_like(tensor2).fill_(value).div_(tensor2);
    # tensor2: -grad * (value * tensor1 / (tensor2 * tensor2))
    "aten.addcdiv.default": {"tensor1": ["empty_like:0=tensor2", "div:1=tensor2"],
                             "tensor2": ["mul.Tensor:0=tensor2", "mul.Tensor:1=tensor2"]},
    # self: grad * (1 - weight) is empty_like(weight).fill_(1).sub_(weight)
    "aten.lerp.Tensor": {"self": ["empty_like:0=weight", "sub:1=weight"]},
    # grad.ger(vec) is mul(grad.unsqueeze(1), vec); self.t().mv(grad)
    "aten.mv.default": {"self": ["mul:1=vec"], "vec": ["t:0=self"]},
    "aten.addmv.default": {"mat": ["mul:1=vec"]},
    # grad.t().mv(vec1)
    "aten.addr.default": {"vec2": ["mv:1=vec1"]},
    # -at::matmul(inverse.mH(), at::matmul(grad, inverse.mH())): each mH a transpose of inverse (torch 2.13
    # traces; mH is a helper now, whose own name no trace holds)
    # (the transposes go to mm, 0 and 1; batched, to expand)
    "aten.linalg_inv_ex.default": {"A": ["transpose:0=inverse", "transpose>mm:0=inverse", "transpose>mm:1=inverse",
                                         "transpose>expand:0=inverse"]},
    # double backward: output's grad * grad_output * (-2 * output + 1), grad * (-2 * output * grad_output)
    "aten.sigmoid_backward.default": {"output": ["mul.Tensor:1=grad_output", "mul.Scalar:0=output"]},
    "aten.tanh_backward.default": {"output": ["mul.Tensor:1=grad_output", "mul.Scalar:0=output"]},
}
# backward kernels that return every input's gradient at the broadcast shape of
# the inputs (TensorIterator): the engine sums it back to a broadcast input's
# shape (PReLU's [1, C, 1, 1] weight view against [N, C, H, W])
BROADCAST_KERNELS = {"_prelu_kernel_backward"}
# the ops FunctionsManual helpers apply to the incoming gradient itself (torch
# 2.13 make_fx traces): div_tensor_other_backward's `-grad * ((self / other) /
# other)` negates grad; every other op a helper emits reads something else
HELPER_GRAD_OPS = {"div_tensor_other_backward": ["neg"]}
ELEMENTWISE = {
    "mul", "div", "add", "sub", "neg", "where", "masked_fill", "pow", "sgn", "handle_r_to_c", "maybe_multiply",
    "mul_tensor_backward", "div_tensor_self_backward", "div_tensor_other_backward", "pow_backward_self",
    "pow_backward_exponent", "pow_backward", "clamp_backward", "reciprocal", "square", "abs", "sign", "exp",
    "log", "sqrt", "rsqrt", "sigmoid", "tanh", "ge", "gt", "le", "lt", "eq", "ne", "logical_and",
    "logical_or", "logical_not", "zeros_like", "ones_like", "to", "type_as", "copysign", "rsub",
    "masked_fill_backward", "maximum", "minimum", "fmod", "remainder", "floor_divide", "at", "isnan",
    "real", "imag", "view_as_real", "scalar_to_tensor", "wrapped_scalar_tensor", "Scalar",
}
NOT_OPS = {  # calls in formulas that are metadata or control, not aten ops
    "sym_sizes", "sym_size", "sizes", "size", "options", "scalar_type", "defined", "conj", "dim", "layout",
    "sym_strides", "strides", "get", "is_enabled", "numel", "sym_numel", "isDifferentiableType",
    "toScalarType", "value", "has_value", "grad", "device", "dtype", "is_conj", "suggest_memory_format",
    "is_cpu", "is_xpu", "is_cuda", "is_complex", "is_floating_point", "requires_grad", "vec", "is_same_size",
    "wrap_opt_if", "back"}


def calls(f: str):
    """Every call in a C++ formula: (name, [argument texts], receiver or None).
    `x.op(a)` is the method form of `op(x, a)`."""
    for m in re.finditer(r"(?:([A-Za-z_][A-Za-z0-9_]*)\.)?\b([A-Za-z_][A-Za-z0-9_]*)\s*\(", f):
        if m.start(2) > 0 and f[m.start(2) - 1] == "." and m.group(1) is None:
            continue  # receiver is an expression, not a name
        depth, i = 1, m.end()
        while i < len(f) and depth:
            depth += {"(": 1, ")": -1}.get(f[i], 0)
            i += 1
        # `x.conj()` is x for real tensors (conj emits no op), `wrap_opt_if(x, cond)`
        # x or nothing (an optional saved only when another input needs a gradient):
        # the argument is x
        yield m.group(2), [unwrap_arg(a) for a in split_top(f[m.end():i - 1])], m.group(1)


def unwrap_arg(a: str) -> str:
    a = re.sub(r"\.conj\(\)$", "", a)
    w = re.fullmatch(r"wrap_opt_if\(\s*([A-Za-z_]\w*)\s*,.*\)", a, re.S)
    return w.group(1) if w else a


def split_top(s: str) -> list[str]:
    out, depth, cur = [], 0, ""
    for ch in s:
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        if ch == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if cur.strip():
        out.append(cur.strip())
    return out


def parse_schema(name: str):
    ns = "aten"
    if "::" in name.split("(")[0]:  # a namespace other than aten (MANUAL's prims)
        ns, name = name.split("::", 1)
    m = NAME_RE.match(name.strip())
    if not m:
        return None
    base, overload, args, rets = m.groups()
    names, tensors, kwonly = [], [], False
    for a in split_top(args):
        if a == "*":
            kwonly = True
            continue
        parts = a.split("=")[0].strip().split()
        typ, nm = " ".join(parts[:-1]), parts[-1]
        if kwonly:
            continue
        if typ.startswith("Tensor"):
            tensors.append(len(names))
        names.append(nm)
    rets = rets.strip()
    if rets.startswith("("):
        rlist = split_top(rets[1:-1])
    else:
        rlist = [rets]
    outs = []
    for i, r in enumerate(rlist):
        p = r.split()
        if len(p) >= 2:
            outs.append(p[-1])
        else:
            outs.append("result" if len(rlist) == 1 else f"result{i}")
    if rets == "()":
        outs = []
    target = f"{ns}.{base}.{overload or 'default'}"
    return target, names, tensors, outs


def analyse(entry: dict):
    schema = entry["name"]
    s = parse_schema(schema)
    if s is None:
        return None
    target, names, tensors, outs = s
    if isinstance(entry.get("dispatch"), dict):
        entry = {**entry, **entry["dispatch"].get("Default", {})}
    diff, saved, emits, direct = [], [], [], []
    reads: dict[int, list[str]] = {}
    tensor_names = {names[i] for i in tensors} | set(outs) | {"result"} | {f"result{i}" for i in range(len(outs))}
    empty = False
    through: list[int] = []
    idents_all = set(names) | set(outs) | {"result"} | {f"result{i}" for i in range(len(outs))}
    formulas = []
    formula_reads: list[list[str]] = []  # per formula: the inputs/outputs it reads
    formula_keys: list[list[int]] = []  # per formula: the argument positions it differentiates
    formula_direct: list[list[str]] = []  # per formula: its own direct entries

    def add_direct(d: str, fi: int):
        if d not in direct:
            direct.append(d)
        if d not in formula_direct[fi]:
            formula_direct[fi].append(d)

    for key, formula in entry.items():
        if key in ("name", "dispatch", "output_differentiability", "result") or not isinstance(formula, str):
            continue
        keys = [k.strip() for k in key.split(",")]
        if formula.strip() == "non_differentiable" or any(k in outs or re.fullmatch(r"result\d*", k) for k in keys):
            continue  # forward-mode (jvp) formulas are keyed by outputs
        f_reads = []
        for tok in re.findall(r"[A-Za-z_][A-Za-z0-9_]*", re.sub(META_RE, "", formula)):
            if tok in tensor_names and tok != "grad" and tok not in f_reads:
                f_reads.append(tok)
        for k in keys:
            if k in names and names.index(k) not in diff:
                diff.append(names.index(k))
            if k in names:
                reads.setdefault(names.index(k), [])
                reads[names.index(k)] += [r for r in f_reads if r not in reads[names.index(k)]]
        formulas.append(formula)
        formula_reads.append(f_reads)
        formula_keys.append([names.index(k) for k in keys if k in names])
        formula_direct.append([])
        fi = len(formulas) - 1
        f = formula.strip()
        if IDENTITY_FORMULA.match(f) or SUM_TO_FORMULA.match(f):
            empty = True  # nothing emitted when only this input requires grad
            through += [names.index(k) for k in keys if k in names and names.index(k) not in through]
        # a saved value times a scalar argument (`value * tensor1`, `tensor1 * value`): make_fx traces
        # mul.Scalar(tensor, scalar), the value at position 0 (of that overload only: `tensor2 * tensor2`
        # is a mul.Tensor of other values)
        scalar_names = set(re.findall(r"\bScalar\??\s+(\w+)", schema))  # keyword-only ones too
        for m in re.finditer(r"\b([A-Za-z_]\w*)\s*\*\s*([A-Za-z_]\w*)\b(?!\s*[(.])", f):
            a, b = m.group(1), m.group(2)
            pre = f[:m.start()].rstrip()
            if pre.endswith(("*", "/", ".")):
                continue  # part of a longer product
            for x, y in ((a, b), (b, a)):
                if x in tensor_names and x != "grad" and y in scalar_names:
                    add_direct(f"mul.Scalar:0={x}", fi)
        # a difference of two saved values on its own (`(end - self).conj()`, `norm_backward(grad, self - other,
        # ...)`) is one sub op reading them at positions 0 and 1
        for m in re.finditer(r"(?:^|[(,])\s*([A-Za-z_]\w*)\s+-\s+([A-Za-z_]\w*)\s*(?=[),]|$)", f):
            a, b = m.group(1), m.group(2)
            if a in tensor_names and b in tensor_names and "grad" not in (a, b):
                add_direct(f"sub:0={a}", fi)
                add_direct(f"sub:1={b}", fi)
        for d in INLINE_DIRECT.get(target, {}).get(key, []):
            add_direct(d, fi)
        # the incoming gradient times or over saved values, left to right (`grad * self / result`,
        # `grad * tensor.conj()`): mul(grad, self), then div(_, result); each reads its value at 1
        chain = re.fullmatch(r"grad(?:\.conj\(\))?((?:\s*[*/]\s*[A-Za-z_]\w*(?:\.conj\(\))?)+)", f)
        for sym, nm in re.findall(r"([*/])\s*([A-Za-z_]\w*)", chain.group(1)) if chain else []:
            if nm in tensor_names and nm != "grad":
                add_direct(f"{'mul' if sym == '*' else 'div'}:1={nm}", fi)
        for name, args, receiver in calls(f):
            op = re.sub(r"_symint$", "", name)
            for entry in HELPER_DIRECT.get(op, []):
                hop, pos, k = entry[:3]
                # a 4th element: the argument reaches that position through
                # this op first (`t>mm:1=mat2`: mm(grad, t(mat2)))
                key = f"{entry[3]}>{hop}" if len(entry) > 3 else hop
                if k < len(args) and args[k] in tensor_names:
                    add_direct(f"{key}:{pos}={args[k]}", fi)
            if name in NOT_OPS or (name in HELPERS and HELPERS[name] != [op]):
                continue  # a helper emitting other ops, with other arguments
            if receiver is not None:
                args = [receiver] + args
            for k, a in enumerate(args):
                if a in tensor_names and a != "grad":
                    add_direct(f"{op}:{k}={a}", fi)
    # some input's gradient is the incoming gradient through elementwise math
    # only (add, mul, where, ...): the engine sums it back when that input was broadcast
    bcast = False
    for f in formulas:
        names_called = {re.sub(r"_symint$", "", n) for n, _, _ in calls(f)}
        if not (names_called - ELEMENTWISE - NOT_OPS) or names_called & BROADCAST_KERNELS:
            bcast = True
    reading_emits: list[str] = []  # ops the formulas that read a saved input/output emit
    sum_view_formulas: list[str] = []  # the formulas emitting sum or view
    grad_op_reads: dict[str, bool] = {}  # op -> every emission of it reads the incoming gradient
    for fi, (f, f_reads) in enumerate(zip(formulas, formula_reads)):
        f_emits: list[str] = []
        # a unary minus on a tensor expression (`-grad`, `-self.sin()`, `exp(-(self.pow(2)))`, `-at::matmul(...)`),
        # not on a number or an int argument (`rot90(-k, dims)`)
        for m in re.finditer(r"(?:^|[^a-zA-Z0-9_)\]\s])\s*-\s*(\(|[A-Za-z_][A-Za-z0-9_:]*)(\s*\()?", f):
            if m.group(1) in ("(", "grad") or m.group(2) or m.group(1) in tensor_names:
                f_emits.append("neg")
                on_grad = m.group(1) == "grad" and not m.group(2)
                grad_op_reads["neg"] = grad_op_reads.get("neg", True) and on_grad
        f0 = re.sub(META_RE, "", f)
        # C++ arithmetic on tensors emits aten ops too (`-0.5 * grad * result.pow(3)`)
        for sym, op in ARITH:
            if re.search(sym, f0):
                f_emits.append(op)
                grad_op_reads[op] = False
        # a comparison with a bare saved tensor on one side: that tensor is the
        # comparison's argument on that side (amax: `restore_reduced_dims(result,
        # ...) == self` is eq(view(result), self), so eq:1=self)
        for m in re.finditer(r"(==|!=|>=|<=)", f0):
            left, right = f0[:m.start()].rstrip(), f0[m.end():].lstrip()
            op = COMPARISON_OPS[m.group(1)]
            lm = re.search(r"(?:^|[\s(,])([A-Za-z_][A-Za-z0-9_]*)$", left)
            if lm and lm.group(1) in tensor_names and lm.group(1) != "grad":
                add_direct(f"{op}:0={lm.group(1)}", fi)
            rm = re.match(r"([A-Za-z_][A-Za-z0-9_]*)(?=\s*($|[),]))", right)
            if rm and rm.group(1) in tensor_names and rm.group(1) != "grad":
                add_direct(f"{op}:1={rm.group(1)}", fi)
        for tok in re.findall(r"[A-Za-z_][A-Za-z0-9_]*", f0):
            if tok in tensor_names and tok != "grad" and tok not in saved:
                saved.append(tok)
        for c in CALL_RE.findall(f):
            c2 = re.sub(r"_symint$", "", c)
            for e in HELPERS.get(c2, [c2]):
                # an in-place call (`masked_fill_`) is the functional op, as fxmatch names ops
                if len(e) > 1 and e.endswith("_") and not e.endswith("__"):
                    e = e[:-1]
                if re.match(r"^[a-z_][a-z0-9_]*$", e) and e not in NOT_OPS:
                    f_emits.append(e)
                    grad_op_reads[e] = grad_op_reads.get(e, True) and e in HELPER_GRAD_OPS.get(c2, [])
        if "sum" in f_emits or "view" in f_emits:
            sum_view_formulas.append(f.strip())
        for e in f_emits:
            if e not in emits:
                emits.append(e)
            if f_reads and e not in reading_emits:
                reading_emits.append(e)
    if not diff:
        # PyTorch marks every output non-differentiable (comparisons, argmax,
        # a straight-through `eq(x, x.max())`): an op that never carries a
        # gradient, a template with no differentiable argument
        od = entry.get("output_differentiability")
        if isinstance(od, list) and od and not any(od):
            return target, {"args": names, "tensors": tensors, "outputs": outs, "diff": [], "saved": [], "emits": [],
                            "direct": [], "direct_of": [], "empty": True, "through": [], "reading_emits": [],
                            "reads": [], "bcast": False, "sum_to_only": False, "grad_ops": []}
        return None
    # the directs of each differentiable argument's own formula, in `diff`
    # order, where they differ: two formulas put different values at one op
    # position (a decomposed helper: bce_with_logits' self formula reads
    # `pos_weight * target`, its target formula `log_sigmoid(self) * pos_weight`)
    direct_of = []
    by_position: dict[str, set[str]] = {}
    for d in direct:
        by_position.setdefault(d.split("=")[0], set()).add(d.split("=", 1)[1])
    # (and wherever the formulas' directs differ at all: lerp's `(end - self)` is
    # weight's formula's sub, not the `1 - weight` of self's)
    for a in sorted(diff):
        mine: list[str] = []
        for keys_, fd in zip(formula_keys, formula_direct):
            if a in keys_:
                mine += [d for d in fd if d not in mine]
        direct_of.append(mine)
    if not any(len(v) > 1 for v in by_position.values()) and all(sorted(m) == sorted(direct_of[0]) for m in direct_of):
        direct_of = []
    return target, {"args": names, "tensors": tensors, "outputs": outs, "diff": sorted(diff),
                    "saved": saved, "emits": emits, "direct": direct, "direct_of": direct_of, "empty": empty,
                    "through": sorted(through), "reading_emits": reading_emits,
                    "reads": [reads.get(d, []) for d in sorted(diff)], "bcast": bcast and len(tensors) >= 2,
                    "sum_to_only": bool(sum_view_formulas) and all(SUM_TO_FORMULA.match(f) for f in sum_view_formulas),
                    "grad_ops": sorted(op for op, only in grad_op_reads.items() if only)}


def inplace_aliases(torch, ops: dict) -> dict:
    """In-place overloads whose functional form has another overload name.

    fxmatch reads `aten.relu_.default` with `aten.relu.default`'s template (the
    same overload name), but `pow_.Scalar(Tensor(a!) self, Scalar exponent)` is
    `pow.Tensor_Scalar`, while `pow.Scalar` is `pow(Scalar self, Tensor
    exponent)`. Pair them by schema (the same argument types) and write the
    in-place name out with the functional template.
    """
    schemas = torch._C._jit_get_all_schemas()
    by_name: dict[str, list] = {}
    for s in schemas:
        by_name.setdefault(s.name, []).append(s)
    def sig(s):
        return tuple(str(x.type) for x in s.arguments)
    out = {}
    for s in schemas:
        if not s.name.startswith("aten::") or not s.name.endswith("_") or s.name.endswith("__"):
            continue
        inplace = f"aten.{s.name[6:]}.{s.overload_name or 'default'}"
        naive = f"aten.{s.name[6:-1]}.{s.overload_name or 'default'}"
        if inplace in ops:
            continue
        funcs = [f"aten.{f.name[6:]}.{f.overload_name or 'default'}" for f in by_name.get(s.name[:-1], []) if sig(f) == sig(s)]
        if naive in funcs or len(funcs) != 1 or funcs[0] not in ops:
            continue
        out[inplace] = ops[funcs[0]]
    return out


def dont_require_derivative(torch, ops: dict) -> dict:
    """Ops autograd never differentiates although derivatives.yaml lists none.

    PyTorch's autograd codegen (torchgen's gen_variable_type.py,
    DONT_REQUIRE_DERIVATIVE) sets no grad_fn on these: their outputs never
    require grad (`zeros_like`, `new_zeros`: only the input's shape and device
    count; `argmax`, `isnan`: integer or boolean results). Written out like the
    ops derivatives.yaml marks all-non-differentiable (eq): a template with no
    differentiable argument, so nothing reads a gradient path through them
    (the one-hot `zeros_like(soft).scatter(...)` of a router).
    """
    try:
        from torchgen.packaged.autograd.gen_variable_type import DONT_REQUIRE_DERIVATIVE
    except ImportError:
        return {}
    out = {}
    for sc in torch._C._jit_get_all_schemas():
        if not sc.name.startswith("aten::") or sc.name[6:] not in DONT_REQUIRE_DERIVATIVE:
            continue
        if sc.overload_name == "out" or sc.overload_name.endswith("_out"):
            continue  # out= variants: make_fx records the functional op
        text = str(sc)[len("aten::"):]
        r = analyse({"name": text, "output_differentiability": [False] * max(1, len(sc.returns))})
        if r is not None and r[1]["tensors"] and r[0] not in ops and r[0] not in out:
            out[r[0]] = r[1]
    return out


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--yaml", default=None)
    ap.add_argument("-o", "--output", default=os.path.join(os.path.dirname(__file__), "..", "rules", "derivatives.yaml"))
    a = ap.parse_args()
    import torch
    path = a.yaml
    if path is None:
        import torchgen
        path = os.path.join(os.path.dirname(torchgen.__file__), "packaged", "autograd", "derivatives.yaml")
    with open(path) as f:
        entries = yaml.safe_load(f) + MANUAL
    ops = {}
    for e in entries:
        r = analyse(e)
        if r is not None:
            ops[r[0]] = r[1]
    ops.update(inplace_aliases(torch, ops))
    ops.update(dont_require_derivative(torch, ops))
    with open(a.output, "w") as f:
        f.write(f"# GENERATED by scripts/gen_derivatives.py from PyTorch {torch.__version__} "
                f"tools/autograd/derivatives.yaml -- do not edit.\n")
        f.write("# Command: python3 scripts/gen_derivatives.py -o rules/derivatives.yaml\n")
        f.write("# Fields: see the script's docstring. Custom ops: add an entry of the same\n")
        f.write("# shape under `derivatives:` in a file passed with `fxmatch relate --rules`.\n")
        f.write(f"# {len(ops)} ops.\n")
        f.write("derivatives:\n")
        for t in sorted(ops):
            o = ops[t]
            def lst(x):
                return "[" + ", ".join(str(v) if isinstance(v, int) else yaml.safe_dump(v, default_style=None).strip().removesuffix("\n...").strip() for v in x) + "]"
            f.write(f"  {t}: {{args: {lst(o['args'])}, tensors: {lst(o['tensors'])}, outputs: {lst(o['outputs'])}, "
                    f"diff: {lst(o['diff'])}, saved: {lst(o['saved'])}, emits: {lst(o['emits'])}, "
                    f"direct: {lst(o['direct'])}, empty: {str(o['empty']).lower()}, through: {lst(o.get('through', []))}, reading_emits: {lst(o.get('reading_emits', []))}, "
                    f"reads: [{', '.join(lst(r) for r in o['reads'])}], bcast: {str(o['bcast']).lower()}"
                    + (f", direct_of: [{', '.join(lst(r) for r in o['direct_of'])}]" if o.get('direct_of') else "")
                    + (", sum_to_only: true" if o.get('sum_to_only') else "")
                    + (f", grad_ops: {lst(o['grad_ops'])}" if o.get('grad_ops') else "")
                    + "}\n")
    print(f"wrote {a.output}: {len(ops)} ops", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
