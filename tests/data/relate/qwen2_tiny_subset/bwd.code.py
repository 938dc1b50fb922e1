


def forward(self, loss_1):
    ones_like = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
    _tensor_constant0 = self._tensor_constant0
    _tensor_constant1 = self._tensor_constant1
    _tensor_constant2 = self._tensor_constant2
    nll_loss_backward = torch.ops.aten.nll_loss_backward.default(ones_like, _tensor_constant0, _tensor_constant1, None, 1, -100, _tensor_constant2);  ones_like = _tensor_constant0 = _tensor_constant1 = _tensor_constant2 = None
    _tensor_constant3 = self._tensor_constant3
    detach = torch.ops.aten.detach.default(_tensor_constant3);  _tensor_constant3 = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach, 1, torch.float32);  nll_loss_backward = detach = None
    view = torch.ops.aten.view.default(_log_softmax_backward_data, [2, 8, 64]);  _log_softmax_backward_data = None
    view_1 = torch.ops.aten.view.default(view, [16, 64]);  view = None
    t = torch.ops.aten.t.default(view_1)
    _tensor_constant4 = self._tensor_constant4
    mm = torch.ops.aten.mm.default(t, _tensor_constant4);  t = _tensor_constant4 = None
    t_1 = torch.ops.aten.t.default(mm);  mm = None
    _tensor_constant5 = self._tensor_constant5
    t_2 = torch.ops.aten.t.default(_tensor_constant5);  _tensor_constant5 = None
    mm_1 = torch.ops.aten.mm.default(view_1, t_2);  view_1 = t_2 = None
    view_2 = torch.ops.aten.view.default(mm_1, [2, 8, 16]);  mm_1 = None
    t_3 = torch.ops.aten.t.default(t_1);  t_1 = None
    _param_constant0 = self._param_constant0
    mul = torch.ops.aten.mul.Tensor(view_2, _param_constant0);  _param_constant0 = None
    _tensor_constant6 = self._tensor_constant6
    mul_1 = torch.ops.aten.mul.Tensor(view_2, _tensor_constant6);  view_2 = _tensor_constant6 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(mul_1, [0, 1], True);  mul_1 = None
    view_3 = torch.ops.aten.view.default(sum_1, [16]);  sum_1 = None
    _tensor_constant7 = self._tensor_constant7
    mul_2 = torch.ops.aten.mul.Tensor(mul, _tensor_constant7);  _tensor_constant7 = None
    _tensor_constant8 = self._tensor_constant8
    mul_3 = torch.ops.aten.mul.Tensor(mul, _tensor_constant8);  mul = _tensor_constant8 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(mul_2, [2], True);  mul_2 = None
    _tensor_constant9 = self._tensor_constant9
    detach_1 = torch.ops.aten.detach.default(_tensor_constant9);  _tensor_constant9 = None
    pow_1 = torch.ops.aten.pow.Tensor_Scalar(detach_1, 3);  detach_1 = None
    mul_4 = torch.ops.aten.mul.Scalar(sum_2, -0.5);  sum_2 = None
    mul_5 = torch.ops.aten.mul.Tensor(mul_4, pow_1);  mul_4 = pow_1 = None
    expand = torch.ops.aten.expand.default(mul_5, [2, 8, 16]);  mul_5 = None
    div = torch.ops.aten.div.Scalar(expand, 16);  expand = None
    _tensor_constant7_1 = self._tensor_constant7
    pow_2 = torch.ops.aten.pow.Tensor_Scalar(_tensor_constant7_1, 1.0);  _tensor_constant7_1 = None
    mul_6 = torch.ops.aten.mul.Scalar(pow_2, 2.0);  pow_2 = None
    mul_7 = torch.ops.aten.mul.Tensor(div, mul_6);  div = mul_6 = None
    add = torch.ops.aten.add.Tensor(mul_3, mul_7);  mul_3 = mul_7 = None
    view_4 = torch.ops.aten.view.default(add, [16, 16])
    _tensor_constant10 = self._tensor_constant10
    t_4 = torch.ops.aten.t.default(_tensor_constant10);  _tensor_constant10 = None
    mm_2 = torch.ops.aten.mm.default(view_4, t_4);  view_4 = t_4 = None
    view_5 = torch.ops.aten.view.default(mm_2, [2, 8, 32]);  mm_2 = None
    _tensor_constant11 = self._tensor_constant11
    mul_8 = torch.ops.aten.mul.Tensor(view_5, _tensor_constant11);  _tensor_constant11 = None
    _tensor_constant12 = self._tensor_constant12
    mul_9 = torch.ops.aten.mul.Tensor(view_5, _tensor_constant12);  view_5 = _tensor_constant12 = None
    view_6 = torch.ops.aten.view.default(mul_8, [16, 32]);  mul_8 = None
    _tensor_constant13 = self._tensor_constant13
    t_5 = torch.ops.aten.t.default(_tensor_constant13);  _tensor_constant13 = None
    mm_3 = torch.ops.aten.mm.default(view_6, t_5);  view_6 = t_5 = None
    view_7 = torch.ops.aten.view.default(mm_3, [2, 8, 16]);  mm_3 = None
    _tensor_constant14 = self._tensor_constant14
    silu_backward = torch.ops.aten.silu_backward.default(mul_9, _tensor_constant14);  mul_9 = _tensor_constant14 = None
    view_8 = torch.ops.aten.view.default(silu_backward, [16, 32]);  silu_backward = None
    _tensor_constant15 = self._tensor_constant15
    t_6 = torch.ops.aten.t.default(_tensor_constant15);  _tensor_constant15 = None
    mm_4 = torch.ops.aten.mm.default(view_8, t_6);  view_8 = t_6 = None
    view_9 = torch.ops.aten.view.default(mm_4, [2, 8, 16]);  mm_4 = None
    add_1 = torch.ops.aten.add.Tensor(view_7, view_9);  view_7 = view_9 = None
    _param_constant1 = self._param_constant1
    mul_10 = torch.ops.aten.mul.Tensor(add_1, _param_constant1);  _param_constant1 = None
    _tensor_constant16 = self._tensor_constant16
    mul_11 = torch.ops.aten.mul.Tensor(add_1, _tensor_constant16);  add_1 = _tensor_constant16 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(mul_11, [0, 1], True);  mul_11 = None
    view_10 = torch.ops.aten.view.default(sum_3, [16]);  sum_3 = None
    _tensor_constant17 = self._tensor_constant17
    mul_12 = torch.ops.aten.mul.Tensor(mul_10, _tensor_constant17);  _tensor_constant17 = None
    _tensor_constant18 = self._tensor_constant18
    mul_13 = torch.ops.aten.mul.Tensor(mul_10, _tensor_constant18);  mul_10 = _tensor_constant18 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(mul_12, [2], True);  mul_12 = None
    add_2 = torch.ops.aten.add.Tensor(add, mul_13);  add = mul_13 = None
    _tensor_constant19 = self._tensor_constant19
    detach_2 = torch.ops.aten.detach.default(_tensor_constant19);  _tensor_constant19 = None
    pow_3 = torch.ops.aten.pow.Tensor_Scalar(detach_2, 3);  detach_2 = None
    mul_14 = torch.ops.aten.mul.Scalar(sum_4, -0.5);  sum_4 = None
    mul_15 = torch.ops.aten.mul.Tensor(mul_14, pow_3);  mul_14 = pow_3 = None
    expand_1 = torch.ops.aten.expand.default(mul_15, [2, 8, 16]);  mul_15 = None
    div_1 = torch.ops.aten.div.Scalar(expand_1, 16);  expand_1 = None
    _tensor_constant17_1 = self._tensor_constant17
    pow_4 = torch.ops.aten.pow.Tensor_Scalar(_tensor_constant17_1, 1.0);  _tensor_constant17_1 = None
    mul_16 = torch.ops.aten.mul.Scalar(pow_4, 2.0);  pow_4 = None
    mul_17 = torch.ops.aten.mul.Tensor(div_1, mul_16);  div_1 = mul_16 = None
    add_3 = torch.ops.aten.add.Tensor(add_2, mul_17);  add_2 = mul_17 = None
    view_11 = torch.ops.aten.view.default(add_3, [16, 16]);  add_3 = None
    _tensor_constant20 = self._tensor_constant20
    t_7 = torch.ops.aten.t.default(_tensor_constant20);  _tensor_constant20 = None
    mm_5 = torch.ops.aten.mm.default(view_11, t_7);  view_11 = t_7 = None
    view_12 = torch.ops.aten.view.default(mm_5, [2, 8, 16]);  mm_5 = None
    view_13 = torch.ops.aten.view.default(view_12, [2, 8, 4, 4]);  view_12 = None
    transpose = torch.ops.aten.transpose.int(view_13, 1, 2);  view_13 = None
    clone = torch.ops.aten.clone.default(transpose, memory_format = torch.contiguous_format);  transpose = None
    _unsafe_view = torch.ops.aten._unsafe_view.default(clone, [8, 8, 4]);  clone = None
    _tensor_constant21 = self._tensor_constant21
    transpose_1 = torch.ops.aten.transpose.int(_tensor_constant21, 1, 2);  _tensor_constant21 = None
    bmm = torch.ops.aten.bmm.default(transpose_1, _unsafe_view);  transpose_1 = None
    _tensor_constant22 = self._tensor_constant22
    transpose_2 = torch.ops.aten.transpose.int(_tensor_constant22, 1, 2);  _tensor_constant22 = None
    bmm_1 = torch.ops.aten.bmm.default(_unsafe_view, transpose_2);  _unsafe_view = transpose_2 = None
    view_14 = torch.ops.aten.view.default(bmm, [2, 4, 8, 4]);  bmm = None
    view_15 = torch.ops.aten.view.default(bmm_1, [2, 4, 8, 8]);  bmm_1 = None
    _tensor_constant23 = self._tensor_constant23
    detach_3 = torch.ops.aten.detach.default(_tensor_constant23);  _tensor_constant23 = None
    _softmax_backward_data = torch.ops.aten._softmax_backward_data.default(view_15, detach_3, -1, torch.float32);  view_15 = detach_3 = None
    mul_18 = torch.ops.aten.mul.Tensor(_softmax_backward_data, 0.5);  _softmax_backward_data = None
    view_16 = torch.ops.aten.view.default(mul_18, [8, 8, 8]);  mul_18 = None
    _tensor_constant24 = self._tensor_constant24
    transpose_3 = torch.ops.aten.transpose.int(_tensor_constant24, 1, 2);  _tensor_constant24 = None
    bmm_2 = torch.ops.aten.bmm.default(transpose_3, view_16);  transpose_3 = None
    _tensor_constant25 = self._tensor_constant25
    transpose_4 = torch.ops.aten.transpose.int(_tensor_constant25, 1, 2);  _tensor_constant25 = None
    bmm_3 = torch.ops.aten.bmm.default(view_16, transpose_4);  view_16 = transpose_4 = None
    view_17 = torch.ops.aten.view.default(bmm_2, [2, 4, 4, 8]);  bmm_2 = None
    view_18 = torch.ops.aten.view.default(bmm_3, [2, 4, 8, 4]);  bmm_3 = None
    transpose_5 = torch.ops.aten.transpose.int(view_17, 2, 3);  view_17 = None
    view_19 = torch.ops.aten.view.default(view_14, [2, 2, 2, 8, 4]);  view_14 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(view_19, [2], True);  view_19 = None
    squeeze = torch.ops.aten.squeeze.dim(sum_5, 2);  sum_5 = None
    view_20 = torch.ops.aten.view.default(transpose_5, [2, 2, 2, 8, 4]);  transpose_5 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(view_20, [2], True);  view_20 = None
    squeeze_1 = torch.ops.aten.squeeze.dim(sum_6, 2);  sum_6 = None
    zeros = torch.ops.aten.zeros.default([0], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  zeros = None
    slice_1 = torch.ops.aten.slice.Tensor(squeeze, 2, 0, 8);  squeeze = None
    zeros_1 = torch.ops.aten.zeros.default([0], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  zeros_1 = None
    slice_2 = torch.ops.aten.slice.Tensor(squeeze_1, 2, 0, 8);  squeeze_1 = None
    _tensor_constant26 = self._tensor_constant26
    mul_19 = torch.ops.aten.mul.Tensor(slice_2, _tensor_constant26);  _tensor_constant26 = None
    slice_3 = torch.ops.aten.slice.Tensor(mul_19, 3, 0, 2)
    slice_4 = torch.ops.aten.slice.Tensor(mul_19, 3, 2, 4);  mul_19 = None
    neg = torch.ops.aten.neg.default(slice_3);  slice_3 = None
    slice_backward = torch.ops.aten.slice_backward.default(neg, [2, 2, 8, 4], 3, 2, 9223372036854775807, 1);  neg = None
    slice_backward_1 = torch.ops.aten.slice_backward.default(slice_4, [2, 2, 8, 4], 3, 0, 2, 1);  slice_4 = None
    add_4 = torch.ops.aten.add.Tensor(slice_backward, slice_backward_1);  slice_backward = slice_backward_1 = None
    _tensor_constant27 = self._tensor_constant27
    mul_20 = torch.ops.aten.mul.Tensor(slice_2, _tensor_constant27);  slice_2 = _tensor_constant27 = None
    add_5 = torch.ops.aten.add.Tensor(add_4, mul_20);  add_4 = mul_20 = None
    _tensor_constant26_1 = self._tensor_constant26
    mul_21 = torch.ops.aten.mul.Tensor(view_18, _tensor_constant26_1);  _tensor_constant26_1 = None
    slice_5 = torch.ops.aten.slice.Tensor(mul_21, 3, 0, 2)
    slice_6 = torch.ops.aten.slice.Tensor(mul_21, 3, 2, 4);  mul_21 = None
    neg_1 = torch.ops.aten.neg.default(slice_5);  slice_5 = None
    slice_backward_2 = torch.ops.aten.slice_backward.default(neg_1, [2, 4, 8, 4], 3, 2, 9223372036854775807, 1);  neg_1 = None
    slice_backward_3 = torch.ops.aten.slice_backward.default(slice_6, [2, 4, 8, 4], 3, 0, 2, 1);  slice_6 = None
    add_6 = torch.ops.aten.add.Tensor(slice_backward_2, slice_backward_3);  slice_backward_2 = slice_backward_3 = None
    _tensor_constant27_1 = self._tensor_constant27
    mul_22 = torch.ops.aten.mul.Tensor(view_18, _tensor_constant27_1);  view_18 = _tensor_constant27_1 = None
    add_7 = torch.ops.aten.add.Tensor(add_6, mul_22);  add_6 = mul_22 = None
    transpose_6 = torch.ops.aten.transpose.int(slice_1, 1, 2);  slice_1 = None
    clone_1 = torch.ops.aten.clone.default(transpose_6, memory_format = torch.contiguous_format);  transpose_6 = None
    _unsafe_view_1 = torch.ops.aten._unsafe_view.default(clone_1, [2, 8, 8]);  clone_1 = None
    view_21 = torch.ops.aten.view.default(_unsafe_view_1, [16, 8]);  _unsafe_view_1 = None
    _tensor_constant28 = self._tensor_constant28
    t_8 = torch.ops.aten.t.default(_tensor_constant28);  _tensor_constant28 = None
    mm_6 = torch.ops.aten.mm.default(view_21, t_8);  view_21 = t_8 = None
    view_22 = torch.ops.aten.view.default(mm_6, [2, 8, 16]);  mm_6 = None
    transpose_7 = torch.ops.aten.transpose.int(add_5, 1, 2);  add_5 = None
    clone_2 = torch.ops.aten.clone.default(transpose_7, memory_format = torch.contiguous_format);  transpose_7 = None
    _unsafe_view_2 = torch.ops.aten._unsafe_view.default(clone_2, [2, 8, 8]);  clone_2 = None
    view_23 = torch.ops.aten.view.default(_unsafe_view_2, [16, 8]);  _unsafe_view_2 = None
    _tensor_constant29 = self._tensor_constant29
    t_9 = torch.ops.aten.t.default(_tensor_constant29);  _tensor_constant29 = None
    mm_7 = torch.ops.aten.mm.default(view_23, t_9);  view_23 = t_9 = None
    view_24 = torch.ops.aten.view.default(mm_7, [2, 8, 16]);  mm_7 = None
    add_8 = torch.ops.aten.add.Tensor(view_22, view_24);  view_22 = view_24 = None
    transpose_8 = torch.ops.aten.transpose.int(add_7, 1, 2);  add_7 = None
    clone_3 = torch.ops.aten.clone.default(transpose_8, memory_format = torch.contiguous_format);  transpose_8 = None
    _unsafe_view_3 = torch.ops.aten._unsafe_view.default(clone_3, [2, 8, 16]);  clone_3 = None
    view_25 = torch.ops.aten.view.default(_unsafe_view_3, [16, 16]);  _unsafe_view_3 = None
    _tensor_constant30 = self._tensor_constant30
    t_10 = torch.ops.aten.t.default(_tensor_constant30);  _tensor_constant30 = None
    mm_8 = torch.ops.aten.mm.default(view_25, t_10);  view_25 = t_10 = None
    view_26 = torch.ops.aten.view.default(mm_8, [2, 8, 16]);  mm_8 = None
    add_9 = torch.ops.aten.add.Tensor(add_8, view_26);  add_8 = view_26 = None
    _tensor_constant31 = self._tensor_constant31
    mul_23 = torch.ops.aten.mul.Tensor(add_9, _tensor_constant31);  add_9 = _tensor_constant31 = None
    sum_7 = torch.ops.aten.sum.dim_IntList(mul_23, [0, 1], True);  mul_23 = None
    view_27 = torch.ops.aten.view.default(sum_7, [16]);  sum_7 = None
    return (view_27, view_10, view_3, t_3)
    