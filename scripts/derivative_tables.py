"""Hand-written tables for scripts/gen_derivatives.py (rules/derivatives.yaml).

PyTorch's derivatives.yaml gives each backward as a C++ formula. The generator
parses those formulas; these tables say what the parser cannot read off the
text itself:
  HELPERS          FunctionsManual.cpp helper -> the aten ops a make_fx trace of
                   it runs (its `emits`)
  HELPER_DIRECT    helper -> (op, op position, helper argument k[, view first]):
                   where the op reads the helper's k-th argument (`direct`)
  INLINE_DIRECT    target -> formula key -> "op:k=name" entries of inline C++
                   arithmetic the parser does not follow
  MANUAL           derivatives.yaml-shaped entries for ops it does not list
                   (CopyBackwards' copy_/copy, prims.fma)
  BROADCAST_KERNELS, HELPER_GRAD_OPS, ELEMENTWISE, NOT_OPS, COMPARISON_OPS
                   the small sets the `bcast`, `grad_ops`, `emits` and
                   comparison `direct` rules consult
The entries come from FunctionsManual.cpp and from make_fx traces of
torch.autograd.grad with PyTorch 2.13 (the ops each backward ran, in-place ops
under their functional names, `detach` and getitem left out; saved values
compared with the forward's inputs and outputs for the positions); an entry's
comment, where it has one, says what was traced. scripts/trace_backward_ops.py
re-checks the templates against such traces.

To add an entry: trace the op's backward alone with make_fx, write the ops or
argument positions it shows into the table they belong to, with a comment
saying what was traced; regenerate (python3 scripts/gen_derivatives.py -o
rules/derivatives.yaml) and check that the diff of rules/derivatives.yaml
touches only the templates you meant. This module holds data only; the formula
parsing stays in gen_derivatives.py.
"""
from __future__ import annotations

_LA_BMM = ["expand", "view", "bmm", "_unsafe_view"]  # a batched at::matmul (torch 2.13 traces)
HELPERS = {  # helper functions of torch/csrc/autograd/FunctionsManual.cpp -> aten ops they emit
    "mm_mat1_backward": ["mm", "t"], "mm_mat2_backward": ["mm", "t"],
    "maybe_multiply": ["mul"], "sum_to": ["sum", "view"], "handle_r_to_c": [],
    # .contiguous() is CompositeImplicitAutograd: traces show the clone(memory_format=contiguous) it runs
    "contiguous": ["clone"],
    # grad.ger(vec) is at::outer: self.reshape({n, 1}) * vec2 (CompositeImplicitAutograd; traces show
    # view + mul: held-out v33 spectral_norm_mlp's power iteration, `mv(W, v)`)
    "ger": ["view", "mul"],
    # CompositeImplicitAutograd `dY * mask` (aten/src/ATen/native/quantized/FakeQuantPerTensorAffine.cpp and
    # FakeQuantPerChannelAffine.cpp): traces show the mul
    "fake_quantize_per_tensor_affine_cachemask_backward": ["mul"],
    "fake_quantize_per_channel_affine_cachemask_backward": ["mul"],
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
COMPARISON_OPS = {"==": "eq", "!=": "ne", ">=": "ge", "<=": "le"}


# helper argument k reaches the emitted op's argument position: helper -> [(op, op position, k)]
# (torch/csrc/autograd/FunctionsManual.cpp; both layouts of mm_mat*_backward)
# Where one position of a helper's op holds either of two values, what the op's
# other arguments are tells them apart: (op, position, helper argument, condition);
# "j=m": the op's argument j is helper argument m itself (a saved value), "j<op2":
# it is made by op2. scatter_reduce_backward's amax/amin compare self with result
# itself, eq(self, result), and src with the gathered value, eq(src, gather(result)).
HELPER_DIRECT_WHEN = {
    "scatter_reduce_backward": [("eq", 0, 1, "1=7"), ("eq", 0, 4, "1<gather")],
    # bce with logits (torch 2.13 traces): `mul(pos_weight, target)` reads the
    # target at 1, `mul(mul(_, grad), weight)` the weight
    "binary_cross_entropy_with_logits_backward": [("mul", 1, 2, "0=4"), ("mul", 1, 3, "0<mul")],
    "binary_cross_entropy_with_logits_target_backward": [("mul", 1, 3, "0<mul")],
}

HELPER_DIRECT = {
    "mul_tensor_backward": [("mul", 1, 1)],
    "fake_quantize_per_tensor_affine_cachemask_backward": [("mul", 1, 1)],
    "fake_quantize_per_channel_affine_cachemask_backward": [("mul", 1, 1)], "div_tensor_self_backward": [("div", 1, 1)],
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
    # then both times the incoming gradient's product by weight, mul(_, weight) (see HELPER_DIRECT_WHEN)
    "binary_cross_entropy_with_logits_backward": [("mul", 0, 4), ("mul", 1, 2), ("sub", 1, 2), ("sigmoid", 0, 1),
                                                  ("mul", 1, 3)],
    "binary_cross_entropy_with_logits_target_backward": [("neg", 0, 1), ("log_sigmoid_forward", 0, 1), ("mul", 1, 4),
                                                         ("mul", 1, 3)],
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
# calls whose result is elementwise in their tensor arguments: a formula calling only these
# (and NOT_OPS) keeps the incoming gradient's broadcast shape (`bcast`)
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

# the ops a FunctionsManual helper runs exactly once per call (torch 2.13):
# sum_backward is `grad.unsqueeze(dim)...expand(sizes)` (one unsqueeze per
# reduced dim unless keepdim, one expand), mean_backward that divided by the
# count. A helper not listed may run any of its ops several times.
HELPER_ONCE = {"sum_backward": ["expand"], "mean_backward": ["expand", "div"]}
