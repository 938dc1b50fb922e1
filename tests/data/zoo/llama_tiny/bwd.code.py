


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
    t_4 = torch.ops.aten.t.default(view_4)
    _tensor_constant10 = self._tensor_constant10
    mm_2 = torch.ops.aten.mm.default(t_4, _tensor_constant10);  t_4 = _tensor_constant10 = None
    t_5 = torch.ops.aten.t.default(mm_2);  mm_2 = None
    _tensor_constant11 = self._tensor_constant11
    t_6 = torch.ops.aten.t.default(_tensor_constant11);  _tensor_constant11 = None
    mm_3 = torch.ops.aten.mm.default(view_4, t_6);  view_4 = t_6 = None
    view_5 = torch.ops.aten.view.default(mm_3, [2, 8, 32]);  mm_3 = None
    t_7 = torch.ops.aten.t.default(t_5);  t_5 = None
    _tensor_constant12 = self._tensor_constant12
    mul_8 = torch.ops.aten.mul.Tensor(view_5, _tensor_constant12);  _tensor_constant12 = None
    _tensor_constant13 = self._tensor_constant13
    mul_9 = torch.ops.aten.mul.Tensor(view_5, _tensor_constant13);  view_5 = _tensor_constant13 = None
    view_6 = torch.ops.aten.view.default(mul_8, [16, 32]);  mul_8 = None
    t_8 = torch.ops.aten.t.default(view_6)
    _tensor_constant14 = self._tensor_constant14
    mm_4 = torch.ops.aten.mm.default(t_8, _tensor_constant14);  t_8 = _tensor_constant14 = None
    t_9 = torch.ops.aten.t.default(mm_4);  mm_4 = None
    _tensor_constant15 = self._tensor_constant15
    t_10 = torch.ops.aten.t.default(_tensor_constant15);  _tensor_constant15 = None
    mm_5 = torch.ops.aten.mm.default(view_6, t_10);  view_6 = t_10 = None
    view_7 = torch.ops.aten.view.default(mm_5, [2, 8, 16]);  mm_5 = None
    t_11 = torch.ops.aten.t.default(t_9);  t_9 = None
    _tensor_constant16 = self._tensor_constant16
    silu_backward = torch.ops.aten.silu_backward.default(mul_9, _tensor_constant16);  mul_9 = _tensor_constant16 = None
    view_8 = torch.ops.aten.view.default(silu_backward, [16, 32]);  silu_backward = None
    t_12 = torch.ops.aten.t.default(view_8)
    _tensor_constant17 = self._tensor_constant17
    mm_6 = torch.ops.aten.mm.default(t_12, _tensor_constant17);  t_12 = _tensor_constant17 = None
    t_13 = torch.ops.aten.t.default(mm_6);  mm_6 = None
    _tensor_constant18 = self._tensor_constant18
    t_14 = torch.ops.aten.t.default(_tensor_constant18);  _tensor_constant18 = None
    mm_7 = torch.ops.aten.mm.default(view_8, t_14);  view_8 = t_14 = None
    view_9 = torch.ops.aten.view.default(mm_7, [2, 8, 16]);  mm_7 = None
    add_1 = torch.ops.aten.add.Tensor(view_7, view_9);  view_7 = view_9 = None
    t_15 = torch.ops.aten.t.default(t_13);  t_13 = None
    _param_constant1 = self._param_constant1
    mul_10 = torch.ops.aten.mul.Tensor(add_1, _param_constant1);  _param_constant1 = None
    _tensor_constant19 = self._tensor_constant19
    mul_11 = torch.ops.aten.mul.Tensor(add_1, _tensor_constant19);  add_1 = _tensor_constant19 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(mul_11, [0, 1], True);  mul_11 = None
    view_10 = torch.ops.aten.view.default(sum_3, [16]);  sum_3 = None
    _tensor_constant20 = self._tensor_constant20
    mul_12 = torch.ops.aten.mul.Tensor(mul_10, _tensor_constant20);  _tensor_constant20 = None
    _tensor_constant21 = self._tensor_constant21
    mul_13 = torch.ops.aten.mul.Tensor(mul_10, _tensor_constant21);  mul_10 = _tensor_constant21 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(mul_12, [2], True);  mul_12 = None
    add_2 = torch.ops.aten.add.Tensor(add, mul_13);  add = mul_13 = None
    _tensor_constant22 = self._tensor_constant22
    detach_2 = torch.ops.aten.detach.default(_tensor_constant22);  _tensor_constant22 = None
    pow_3 = torch.ops.aten.pow.Tensor_Scalar(detach_2, 3);  detach_2 = None
    mul_14 = torch.ops.aten.mul.Scalar(sum_4, -0.5);  sum_4 = None
    mul_15 = torch.ops.aten.mul.Tensor(mul_14, pow_3);  mul_14 = pow_3 = None
    expand_1 = torch.ops.aten.expand.default(mul_15, [2, 8, 16]);  mul_15 = None
    div_1 = torch.ops.aten.div.Scalar(expand_1, 16);  expand_1 = None
    _tensor_constant20_1 = self._tensor_constant20
    pow_4 = torch.ops.aten.pow.Tensor_Scalar(_tensor_constant20_1, 1.0);  _tensor_constant20_1 = None
    mul_16 = torch.ops.aten.mul.Scalar(pow_4, 2.0);  pow_4 = None
    mul_17 = torch.ops.aten.mul.Tensor(div_1, mul_16);  div_1 = mul_16 = None
    add_3 = torch.ops.aten.add.Tensor(add_2, mul_17);  add_2 = mul_17 = None
    view_11 = torch.ops.aten.view.default(add_3, [16, 16])
    t_16 = torch.ops.aten.t.default(view_11)
    _tensor_constant23 = self._tensor_constant23
    mm_8 = torch.ops.aten.mm.default(t_16, _tensor_constant23);  t_16 = _tensor_constant23 = None
    t_17 = torch.ops.aten.t.default(mm_8);  mm_8 = None
    _tensor_constant24 = self._tensor_constant24
    t_18 = torch.ops.aten.t.default(_tensor_constant24);  _tensor_constant24 = None
    mm_9 = torch.ops.aten.mm.default(view_11, t_18);  view_11 = t_18 = None
    view_12 = torch.ops.aten.view.default(mm_9, [2, 8, 16]);  mm_9 = None
    t_19 = torch.ops.aten.t.default(t_17);  t_17 = None
    view_13 = torch.ops.aten.view.default(view_12, [2, 8, 2, 8]);  view_12 = None
    transpose = torch.ops.aten.transpose.int(view_13, 1, 2);  view_13 = None
    clone = torch.ops.aten.clone.default(transpose, memory_format = torch.contiguous_format);  transpose = None
    _unsafe_view = torch.ops.aten._unsafe_view.default(clone, [4, 8, 8]);  clone = None
    _tensor_constant25 = self._tensor_constant25
    transpose_1 = torch.ops.aten.transpose.int(_tensor_constant25, 1, 2);  _tensor_constant25 = None
    bmm = torch.ops.aten.bmm.default(transpose_1, _unsafe_view);  transpose_1 = None
    _tensor_constant26 = self._tensor_constant26
    transpose_2 = torch.ops.aten.transpose.int(_tensor_constant26, 1, 2);  _tensor_constant26 = None
    bmm_1 = torch.ops.aten.bmm.default(_unsafe_view, transpose_2);  _unsafe_view = transpose_2 = None
    view_14 = torch.ops.aten.view.default(bmm, [2, 2, 8, 8]);  bmm = None
    view_15 = torch.ops.aten.view.default(bmm_1, [2, 2, 8, 8]);  bmm_1 = None
    _tensor_constant27 = self._tensor_constant27
    detach_3 = torch.ops.aten.detach.default(_tensor_constant27);  _tensor_constant27 = None
    _softmax_backward_data = torch.ops.aten._softmax_backward_data.default(view_15, detach_3, -1, torch.float32);  view_15 = detach_3 = None
    mul_18 = torch.ops.aten.mul.Tensor(_softmax_backward_data, 0.3535533905932738);  _softmax_backward_data = None
    view_16 = torch.ops.aten.view.default(mul_18, [4, 8, 8]);  mul_18 = None
    _tensor_constant28 = self._tensor_constant28
    transpose_3 = torch.ops.aten.transpose.int(_tensor_constant28, 1, 2);  _tensor_constant28 = None
    bmm_2 = torch.ops.aten.bmm.default(transpose_3, view_16);  transpose_3 = None
    _tensor_constant29 = self._tensor_constant29
    transpose_4 = torch.ops.aten.transpose.int(_tensor_constant29, 1, 2);  _tensor_constant29 = None
    bmm_3 = torch.ops.aten.bmm.default(view_16, transpose_4);  view_16 = transpose_4 = None
    view_17 = torch.ops.aten.view.default(bmm_2, [2, 2, 8, 8]);  bmm_2 = None
    view_18 = torch.ops.aten.view.default(bmm_3, [2, 2, 8, 8]);  bmm_3 = None
    transpose_5 = torch.ops.aten.transpose.int(view_17, 2, 3);  view_17 = None
    view_19 = torch.ops.aten.view.default(view_14, [2, 1, 2, 8, 8]);  view_14 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(view_19, [2], True);  view_19 = None
    squeeze = torch.ops.aten.squeeze.dim(sum_5, 2);  sum_5 = None
    view_20 = torch.ops.aten.view.default(transpose_5, [2, 1, 2, 8, 8]);  transpose_5 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(view_20, [2], True);  view_20 = None
    squeeze_1 = torch.ops.aten.squeeze.dim(sum_6, 2);  sum_6 = None
    zeros = torch.ops.aten.zeros.default([0], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  zeros = None
    slice_1 = torch.ops.aten.slice.Tensor(squeeze, 2, 0, 8);  squeeze = None
    zeros_1 = torch.ops.aten.zeros.default([0], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  zeros_1 = None
    slice_2 = torch.ops.aten.slice.Tensor(squeeze_1, 2, 0, 8);  squeeze_1 = None
    _tensor_constant30 = self._tensor_constant30
    mul_19 = torch.ops.aten.mul.Tensor(slice_2, _tensor_constant30);  _tensor_constant30 = None
    slice_3 = torch.ops.aten.slice.Tensor(mul_19, 3, 0, 4)
    slice_4 = torch.ops.aten.slice.Tensor(mul_19, 3, 4, 8);  mul_19 = None
    neg = torch.ops.aten.neg.default(slice_3);  slice_3 = None
    slice_backward = torch.ops.aten.slice_backward.default(neg, [2, 1, 8, 8], 3, 4, 9223372036854775807, 1);  neg = None
    slice_backward_1 = torch.ops.aten.slice_backward.default(slice_4, [2, 1, 8, 8], 3, 0, 4, 1);  slice_4 = None
    add_4 = torch.ops.aten.add.Tensor(slice_backward, slice_backward_1);  slice_backward = slice_backward_1 = None
    _tensor_constant31 = self._tensor_constant31
    mul_20 = torch.ops.aten.mul.Tensor(slice_2, _tensor_constant31);  slice_2 = _tensor_constant31 = None
    add_5 = torch.ops.aten.add.Tensor(add_4, mul_20);  add_4 = mul_20 = None
    _tensor_constant30_1 = self._tensor_constant30
    mul_21 = torch.ops.aten.mul.Tensor(view_18, _tensor_constant30_1);  _tensor_constant30_1 = None
    slice_5 = torch.ops.aten.slice.Tensor(mul_21, 3, 0, 4)
    slice_6 = torch.ops.aten.slice.Tensor(mul_21, 3, 4, 8);  mul_21 = None
    neg_1 = torch.ops.aten.neg.default(slice_5);  slice_5 = None
    slice_backward_2 = torch.ops.aten.slice_backward.default(neg_1, [2, 2, 8, 8], 3, 4, 9223372036854775807, 1);  neg_1 = None
    slice_backward_3 = torch.ops.aten.slice_backward.default(slice_6, [2, 2, 8, 8], 3, 0, 4, 1);  slice_6 = None
    add_6 = torch.ops.aten.add.Tensor(slice_backward_2, slice_backward_3);  slice_backward_2 = slice_backward_3 = None
    _tensor_constant31_1 = self._tensor_constant31
    mul_22 = torch.ops.aten.mul.Tensor(view_18, _tensor_constant31_1);  view_18 = _tensor_constant31_1 = None
    add_7 = torch.ops.aten.add.Tensor(add_6, mul_22);  add_6 = mul_22 = None
    transpose_6 = torch.ops.aten.transpose.int(slice_1, 1, 2);  slice_1 = None
    view_21 = torch.ops.aten.view.default(transpose_6, [2, 8, 8]);  transpose_6 = None
    view_22 = torch.ops.aten.view.default(view_21, [16, 8]);  view_21 = None
    t_20 = torch.ops.aten.t.default(view_22)
    _tensor_constant32 = self._tensor_constant32
    mm_10 = torch.ops.aten.mm.default(t_20, _tensor_constant32);  t_20 = _tensor_constant32 = None
    t_21 = torch.ops.aten.t.default(mm_10);  mm_10 = None
    _tensor_constant33 = self._tensor_constant33
    t_22 = torch.ops.aten.t.default(_tensor_constant33);  _tensor_constant33 = None
    mm_11 = torch.ops.aten.mm.default(view_22, t_22);  view_22 = t_22 = None
    view_23 = torch.ops.aten.view.default(mm_11, [2, 8, 16]);  mm_11 = None
    t_23 = torch.ops.aten.t.default(t_21);  t_21 = None
    transpose_7 = torch.ops.aten.transpose.int(add_5, 1, 2);  add_5 = None
    view_24 = torch.ops.aten.view.default(transpose_7, [2, 8, 8]);  transpose_7 = None
    view_25 = torch.ops.aten.view.default(view_24, [16, 8]);  view_24 = None
    t_24 = torch.ops.aten.t.default(view_25)
    _tensor_constant34 = self._tensor_constant34
    mm_12 = torch.ops.aten.mm.default(t_24, _tensor_constant34);  t_24 = _tensor_constant34 = None
    t_25 = torch.ops.aten.t.default(mm_12);  mm_12 = None
    _tensor_constant35 = self._tensor_constant35
    t_26 = torch.ops.aten.t.default(_tensor_constant35);  _tensor_constant35 = None
    mm_13 = torch.ops.aten.mm.default(view_25, t_26);  view_25 = t_26 = None
    view_26 = torch.ops.aten.view.default(mm_13, [2, 8, 16]);  mm_13 = None
    add_8 = torch.ops.aten.add.Tensor(view_23, view_26);  view_23 = view_26 = None
    t_27 = torch.ops.aten.t.default(t_25);  t_25 = None
    transpose_8 = torch.ops.aten.transpose.int(add_7, 1, 2);  add_7 = None
    clone_1 = torch.ops.aten.clone.default(transpose_8, memory_format = torch.contiguous_format);  transpose_8 = None
    _unsafe_view_1 = torch.ops.aten._unsafe_view.default(clone_1, [2, 8, 16]);  clone_1 = None
    view_27 = torch.ops.aten.view.default(_unsafe_view_1, [16, 16]);  _unsafe_view_1 = None
    t_28 = torch.ops.aten.t.default(view_27)
    _tensor_constant36 = self._tensor_constant36
    mm_14 = torch.ops.aten.mm.default(t_28, _tensor_constant36);  t_28 = _tensor_constant36 = None
    t_29 = torch.ops.aten.t.default(mm_14);  mm_14 = None
    _tensor_constant37 = self._tensor_constant37
    t_30 = torch.ops.aten.t.default(_tensor_constant37);  _tensor_constant37 = None
    mm_15 = torch.ops.aten.mm.default(view_27, t_30);  view_27 = t_30 = None
    view_28 = torch.ops.aten.view.default(mm_15, [2, 8, 16]);  mm_15 = None
    add_9 = torch.ops.aten.add.Tensor(add_8, view_28);  add_8 = view_28 = None
    t_31 = torch.ops.aten.t.default(t_29);  t_29 = None
    _param_constant2 = self._param_constant2
    mul_23 = torch.ops.aten.mul.Tensor(add_9, _param_constant2);  _param_constant2 = None
    _tensor_constant38 = self._tensor_constant38
    mul_24 = torch.ops.aten.mul.Tensor(add_9, _tensor_constant38);  add_9 = _tensor_constant38 = None
    sum_7 = torch.ops.aten.sum.dim_IntList(mul_24, [0, 1], True);  mul_24 = None
    view_29 = torch.ops.aten.view.default(sum_7, [16]);  sum_7 = None
    _tensor_constant39 = self._tensor_constant39
    mul_25 = torch.ops.aten.mul.Tensor(mul_23, _tensor_constant39);  _tensor_constant39 = None
    _tensor_constant40 = self._tensor_constant40
    mul_26 = torch.ops.aten.mul.Tensor(mul_23, _tensor_constant40);  mul_23 = _tensor_constant40 = None
    sum_8 = torch.ops.aten.sum.dim_IntList(mul_25, [2], True);  mul_25 = None
    add_10 = torch.ops.aten.add.Tensor(add_3, mul_26);  add_3 = mul_26 = None
    _tensor_constant41 = self._tensor_constant41
    detach_4 = torch.ops.aten.detach.default(_tensor_constant41);  _tensor_constant41 = None
    pow_5 = torch.ops.aten.pow.Tensor_Scalar(detach_4, 3);  detach_4 = None
    mul_27 = torch.ops.aten.mul.Scalar(sum_8, -0.5);  sum_8 = None
    mul_28 = torch.ops.aten.mul.Tensor(mul_27, pow_5);  mul_27 = pow_5 = None
    expand_2 = torch.ops.aten.expand.default(mul_28, [2, 8, 16]);  mul_28 = None
    div_2 = torch.ops.aten.div.Scalar(expand_2, 16);  expand_2 = None
    _tensor_constant39_1 = self._tensor_constant39
    pow_6 = torch.ops.aten.pow.Tensor_Scalar(_tensor_constant39_1, 1.0);  _tensor_constant39_1 = None
    mul_29 = torch.ops.aten.mul.Scalar(pow_6, 2.0);  pow_6 = None
    mul_30 = torch.ops.aten.mul.Tensor(div_2, mul_29);  div_2 = mul_29 = None
    add_11 = torch.ops.aten.add.Tensor(add_10, mul_30);  add_10 = mul_30 = None
    view_30 = torch.ops.aten.view.default(add_11, [16, 16])
    t_32 = torch.ops.aten.t.default(view_30)
    _tensor_constant42 = self._tensor_constant42
    mm_16 = torch.ops.aten.mm.default(t_32, _tensor_constant42);  t_32 = _tensor_constant42 = None
    t_33 = torch.ops.aten.t.default(mm_16);  mm_16 = None
    _tensor_constant43 = self._tensor_constant43
    t_34 = torch.ops.aten.t.default(_tensor_constant43);  _tensor_constant43 = None
    mm_17 = torch.ops.aten.mm.default(view_30, t_34);  view_30 = t_34 = None
    view_31 = torch.ops.aten.view.default(mm_17, [2, 8, 32]);  mm_17 = None
    t_35 = torch.ops.aten.t.default(t_33);  t_33 = None
    _tensor_constant44 = self._tensor_constant44
    mul_31 = torch.ops.aten.mul.Tensor(view_31, _tensor_constant44);  _tensor_constant44 = None
    _tensor_constant45 = self._tensor_constant45
    mul_32 = torch.ops.aten.mul.Tensor(view_31, _tensor_constant45);  view_31 = _tensor_constant45 = None
    view_32 = torch.ops.aten.view.default(mul_31, [16, 32]);  mul_31 = None
    t_36 = torch.ops.aten.t.default(view_32)
    _tensor_constant46 = self._tensor_constant46
    mm_18 = torch.ops.aten.mm.default(t_36, _tensor_constant46);  t_36 = _tensor_constant46 = None
    t_37 = torch.ops.aten.t.default(mm_18);  mm_18 = None
    _tensor_constant47 = self._tensor_constant47
    t_38 = torch.ops.aten.t.default(_tensor_constant47);  _tensor_constant47 = None
    mm_19 = torch.ops.aten.mm.default(view_32, t_38);  view_32 = t_38 = None
    view_33 = torch.ops.aten.view.default(mm_19, [2, 8, 16]);  mm_19 = None
    t_39 = torch.ops.aten.t.default(t_37);  t_37 = None
    _tensor_constant48 = self._tensor_constant48
    silu_backward_1 = torch.ops.aten.silu_backward.default(mul_32, _tensor_constant48);  mul_32 = _tensor_constant48 = None
    view_34 = torch.ops.aten.view.default(silu_backward_1, [16, 32]);  silu_backward_1 = None
    t_40 = torch.ops.aten.t.default(view_34)
    _tensor_constant49 = self._tensor_constant49
    mm_20 = torch.ops.aten.mm.default(t_40, _tensor_constant49);  t_40 = _tensor_constant49 = None
    t_41 = torch.ops.aten.t.default(mm_20);  mm_20 = None
    _tensor_constant50 = self._tensor_constant50
    t_42 = torch.ops.aten.t.default(_tensor_constant50);  _tensor_constant50 = None
    mm_21 = torch.ops.aten.mm.default(view_34, t_42);  view_34 = t_42 = None
    view_35 = torch.ops.aten.view.default(mm_21, [2, 8, 16]);  mm_21 = None
    add_12 = torch.ops.aten.add.Tensor(view_33, view_35);  view_33 = view_35 = None
    t_43 = torch.ops.aten.t.default(t_41);  t_41 = None
    _param_constant3 = self._param_constant3
    mul_33 = torch.ops.aten.mul.Tensor(add_12, _param_constant3);  _param_constant3 = None
    _tensor_constant51 = self._tensor_constant51
    mul_34 = torch.ops.aten.mul.Tensor(add_12, _tensor_constant51);  add_12 = _tensor_constant51 = None
    sum_9 = torch.ops.aten.sum.dim_IntList(mul_34, [0, 1], True);  mul_34 = None
    view_36 = torch.ops.aten.view.default(sum_9, [16]);  sum_9 = None
    _tensor_constant52 = self._tensor_constant52
    mul_35 = torch.ops.aten.mul.Tensor(mul_33, _tensor_constant52);  _tensor_constant52 = None
    _tensor_constant53 = self._tensor_constant53
    mul_36 = torch.ops.aten.mul.Tensor(mul_33, _tensor_constant53);  mul_33 = _tensor_constant53 = None
    sum_10 = torch.ops.aten.sum.dim_IntList(mul_35, [2], True);  mul_35 = None
    add_13 = torch.ops.aten.add.Tensor(add_11, mul_36);  add_11 = mul_36 = None
    _tensor_constant54 = self._tensor_constant54
    detach_5 = torch.ops.aten.detach.default(_tensor_constant54);  _tensor_constant54 = None
    pow_7 = torch.ops.aten.pow.Tensor_Scalar(detach_5, 3);  detach_5 = None
    mul_37 = torch.ops.aten.mul.Scalar(sum_10, -0.5);  sum_10 = None
    mul_38 = torch.ops.aten.mul.Tensor(mul_37, pow_7);  mul_37 = pow_7 = None
    expand_3 = torch.ops.aten.expand.default(mul_38, [2, 8, 16]);  mul_38 = None
    div_3 = torch.ops.aten.div.Scalar(expand_3, 16);  expand_3 = None
    _tensor_constant52_1 = self._tensor_constant52
    pow_8 = torch.ops.aten.pow.Tensor_Scalar(_tensor_constant52_1, 1.0);  _tensor_constant52_1 = None
    mul_39 = torch.ops.aten.mul.Scalar(pow_8, 2.0);  pow_8 = None
    mul_40 = torch.ops.aten.mul.Tensor(div_3, mul_39);  div_3 = mul_39 = None
    add_14 = torch.ops.aten.add.Tensor(add_13, mul_40);  add_13 = mul_40 = None
    view_37 = torch.ops.aten.view.default(add_14, [16, 16])
    t_44 = torch.ops.aten.t.default(view_37)
    _tensor_constant55 = self._tensor_constant55
    mm_22 = torch.ops.aten.mm.default(t_44, _tensor_constant55);  t_44 = _tensor_constant55 = None
    t_45 = torch.ops.aten.t.default(mm_22);  mm_22 = None
    _tensor_constant56 = self._tensor_constant56
    t_46 = torch.ops.aten.t.default(_tensor_constant56);  _tensor_constant56 = None
    mm_23 = torch.ops.aten.mm.default(view_37, t_46);  view_37 = t_46 = None
    view_38 = torch.ops.aten.view.default(mm_23, [2, 8, 16]);  mm_23 = None
    t_47 = torch.ops.aten.t.default(t_45);  t_45 = None
    view_39 = torch.ops.aten.view.default(view_38, [2, 8, 2, 8]);  view_38 = None
    transpose_9 = torch.ops.aten.transpose.int(view_39, 1, 2);  view_39 = None
    clone_2 = torch.ops.aten.clone.default(transpose_9, memory_format = torch.contiguous_format);  transpose_9 = None
    _unsafe_view_2 = torch.ops.aten._unsafe_view.default(clone_2, [4, 8, 8]);  clone_2 = None
    _tensor_constant57 = self._tensor_constant57
    transpose_10 = torch.ops.aten.transpose.int(_tensor_constant57, 1, 2);  _tensor_constant57 = None
    bmm_4 = torch.ops.aten.bmm.default(transpose_10, _unsafe_view_2);  transpose_10 = None
    _tensor_constant58 = self._tensor_constant58
    transpose_11 = torch.ops.aten.transpose.int(_tensor_constant58, 1, 2);  _tensor_constant58 = None
    bmm_5 = torch.ops.aten.bmm.default(_unsafe_view_2, transpose_11);  _unsafe_view_2 = transpose_11 = None
    view_40 = torch.ops.aten.view.default(bmm_4, [2, 2, 8, 8]);  bmm_4 = None
    view_41 = torch.ops.aten.view.default(bmm_5, [2, 2, 8, 8]);  bmm_5 = None
    _tensor_constant59 = self._tensor_constant59
    detach_6 = torch.ops.aten.detach.default(_tensor_constant59);  _tensor_constant59 = None
    _softmax_backward_data_1 = torch.ops.aten._softmax_backward_data.default(view_41, detach_6, -1, torch.float32);  view_41 = detach_6 = None
    mul_41 = torch.ops.aten.mul.Tensor(_softmax_backward_data_1, 0.3535533905932738);  _softmax_backward_data_1 = None
    view_42 = torch.ops.aten.view.default(mul_41, [4, 8, 8]);  mul_41 = None
    _tensor_constant60 = self._tensor_constant60
    transpose_12 = torch.ops.aten.transpose.int(_tensor_constant60, 1, 2);  _tensor_constant60 = None
    bmm_6 = torch.ops.aten.bmm.default(transpose_12, view_42);  transpose_12 = None
    _tensor_constant61 = self._tensor_constant61
    transpose_13 = torch.ops.aten.transpose.int(_tensor_constant61, 1, 2);  _tensor_constant61 = None
    bmm_7 = torch.ops.aten.bmm.default(view_42, transpose_13);  view_42 = transpose_13 = None
    view_43 = torch.ops.aten.view.default(bmm_6, [2, 2, 8, 8]);  bmm_6 = None
    view_44 = torch.ops.aten.view.default(bmm_7, [2, 2, 8, 8]);  bmm_7 = None
    transpose_14 = torch.ops.aten.transpose.int(view_43, 2, 3);  view_43 = None
    view_45 = torch.ops.aten.view.default(view_40, [2, 1, 2, 8, 8]);  view_40 = None
    sum_11 = torch.ops.aten.sum.dim_IntList(view_45, [2], True);  view_45 = None
    squeeze_2 = torch.ops.aten.squeeze.dim(sum_11, 2);  sum_11 = None
    view_46 = torch.ops.aten.view.default(transpose_14, [2, 1, 2, 8, 8]);  transpose_14 = None
    sum_12 = torch.ops.aten.sum.dim_IntList(view_46, [2], True);  view_46 = None
    squeeze_3 = torch.ops.aten.squeeze.dim(sum_12, 2);  sum_12 = None
    zeros_2 = torch.ops.aten.zeros.default([0], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  zeros_2 = None
    slice_7 = torch.ops.aten.slice.Tensor(squeeze_2, 2, 0, 8);  squeeze_2 = None
    zeros_3 = torch.ops.aten.zeros.default([0], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  zeros_3 = None
    slice_8 = torch.ops.aten.slice.Tensor(squeeze_3, 2, 0, 8);  squeeze_3 = None
    _tensor_constant62 = self._tensor_constant62
    mul_42 = torch.ops.aten.mul.Tensor(slice_8, _tensor_constant62);  _tensor_constant62 = None
    slice_9 = torch.ops.aten.slice.Tensor(mul_42, 3, 0, 4)
    slice_10 = torch.ops.aten.slice.Tensor(mul_42, 3, 4, 8);  mul_42 = None
    neg_2 = torch.ops.aten.neg.default(slice_9);  slice_9 = None
    slice_backward_4 = torch.ops.aten.slice_backward.default(neg_2, [2, 1, 8, 8], 3, 4, 9223372036854775807, 1);  neg_2 = None
    slice_backward_5 = torch.ops.aten.slice_backward.default(slice_10, [2, 1, 8, 8], 3, 0, 4, 1);  slice_10 = None
    add_15 = torch.ops.aten.add.Tensor(slice_backward_4, slice_backward_5);  slice_backward_4 = slice_backward_5 = None
    _tensor_constant63 = self._tensor_constant63
    mul_43 = torch.ops.aten.mul.Tensor(slice_8, _tensor_constant63);  slice_8 = _tensor_constant63 = None
    add_16 = torch.ops.aten.add.Tensor(add_15, mul_43);  add_15 = mul_43 = None
    _tensor_constant62_1 = self._tensor_constant62
    mul_44 = torch.ops.aten.mul.Tensor(view_44, _tensor_constant62_1);  _tensor_constant62_1 = None
    slice_11 = torch.ops.aten.slice.Tensor(mul_44, 3, 0, 4)
    slice_12 = torch.ops.aten.slice.Tensor(mul_44, 3, 4, 8);  mul_44 = None
    neg_3 = torch.ops.aten.neg.default(slice_11);  slice_11 = None
    slice_backward_6 = torch.ops.aten.slice_backward.default(neg_3, [2, 2, 8, 8], 3, 4, 9223372036854775807, 1);  neg_3 = None
    slice_backward_7 = torch.ops.aten.slice_backward.default(slice_12, [2, 2, 8, 8], 3, 0, 4, 1);  slice_12 = None
    add_17 = torch.ops.aten.add.Tensor(slice_backward_6, slice_backward_7);  slice_backward_6 = slice_backward_7 = None
    _tensor_constant63_1 = self._tensor_constant63
    mul_45 = torch.ops.aten.mul.Tensor(view_44, _tensor_constant63_1);  view_44 = _tensor_constant63_1 = None
    add_18 = torch.ops.aten.add.Tensor(add_17, mul_45);  add_17 = mul_45 = None
    transpose_15 = torch.ops.aten.transpose.int(slice_7, 1, 2);  slice_7 = None
    view_47 = torch.ops.aten.view.default(transpose_15, [2, 8, 8]);  transpose_15 = None
    view_48 = torch.ops.aten.view.default(view_47, [16, 8]);  view_47 = None
    t_48 = torch.ops.aten.t.default(view_48)
    _tensor_constant64 = self._tensor_constant64
    mm_24 = torch.ops.aten.mm.default(t_48, _tensor_constant64);  t_48 = _tensor_constant64 = None
    t_49 = torch.ops.aten.t.default(mm_24);  mm_24 = None
    _tensor_constant65 = self._tensor_constant65
    t_50 = torch.ops.aten.t.default(_tensor_constant65);  _tensor_constant65 = None
    mm_25 = torch.ops.aten.mm.default(view_48, t_50);  view_48 = t_50 = None
    view_49 = torch.ops.aten.view.default(mm_25, [2, 8, 16]);  mm_25 = None
    t_51 = torch.ops.aten.t.default(t_49);  t_49 = None
    transpose_16 = torch.ops.aten.transpose.int(add_16, 1, 2);  add_16 = None
    view_50 = torch.ops.aten.view.default(transpose_16, [2, 8, 8]);  transpose_16 = None
    view_51 = torch.ops.aten.view.default(view_50, [16, 8]);  view_50 = None
    t_52 = torch.ops.aten.t.default(view_51)
    _tensor_constant66 = self._tensor_constant66
    mm_26 = torch.ops.aten.mm.default(t_52, _tensor_constant66);  t_52 = _tensor_constant66 = None
    t_53 = torch.ops.aten.t.default(mm_26);  mm_26 = None
    _tensor_constant67 = self._tensor_constant67
    t_54 = torch.ops.aten.t.default(_tensor_constant67);  _tensor_constant67 = None
    mm_27 = torch.ops.aten.mm.default(view_51, t_54);  view_51 = t_54 = None
    view_52 = torch.ops.aten.view.default(mm_27, [2, 8, 16]);  mm_27 = None
    add_19 = torch.ops.aten.add.Tensor(view_49, view_52);  view_49 = view_52 = None
    t_55 = torch.ops.aten.t.default(t_53);  t_53 = None
    transpose_17 = torch.ops.aten.transpose.int(add_18, 1, 2);  add_18 = None
    clone_3 = torch.ops.aten.clone.default(transpose_17, memory_format = torch.contiguous_format);  transpose_17 = None
    _unsafe_view_3 = torch.ops.aten._unsafe_view.default(clone_3, [2, 8, 16]);  clone_3 = None
    view_53 = torch.ops.aten.view.default(_unsafe_view_3, [16, 16]);  _unsafe_view_3 = None
    t_56 = torch.ops.aten.t.default(view_53)
    _tensor_constant68 = self._tensor_constant68
    mm_28 = torch.ops.aten.mm.default(t_56, _tensor_constant68);  t_56 = _tensor_constant68 = None
    t_57 = torch.ops.aten.t.default(mm_28);  mm_28 = None
    _tensor_constant69 = self._tensor_constant69
    t_58 = torch.ops.aten.t.default(_tensor_constant69);  _tensor_constant69 = None
    mm_29 = torch.ops.aten.mm.default(view_53, t_58);  view_53 = t_58 = None
    view_54 = torch.ops.aten.view.default(mm_29, [2, 8, 16]);  mm_29 = None
    add_20 = torch.ops.aten.add.Tensor(add_19, view_54);  add_19 = view_54 = None
    t_59 = torch.ops.aten.t.default(t_57);  t_57 = None
    _param_constant4 = self._param_constant4
    mul_46 = torch.ops.aten.mul.Tensor(add_20, _param_constant4);  _param_constant4 = None
    _tensor_constant70 = self._tensor_constant70
    mul_47 = torch.ops.aten.mul.Tensor(add_20, _tensor_constant70);  add_20 = _tensor_constant70 = None
    sum_13 = torch.ops.aten.sum.dim_IntList(mul_47, [0, 1], True);  mul_47 = None
    view_55 = torch.ops.aten.view.default(sum_13, [16]);  sum_13 = None
    _tensor_constant71 = self._tensor_constant71
    mul_48 = torch.ops.aten.mul.Tensor(mul_46, _tensor_constant71);  _tensor_constant71 = None
    _tensor_constant72 = self._tensor_constant72
    mul_49 = torch.ops.aten.mul.Tensor(mul_46, _tensor_constant72);  mul_46 = _tensor_constant72 = None
    sum_14 = torch.ops.aten.sum.dim_IntList(mul_48, [2], True);  mul_48 = None
    add_21 = torch.ops.aten.add.Tensor(add_14, mul_49);  add_14 = mul_49 = None
    _tensor_constant73 = self._tensor_constant73
    detach_7 = torch.ops.aten.detach.default(_tensor_constant73);  _tensor_constant73 = None
    pow_9 = torch.ops.aten.pow.Tensor_Scalar(detach_7, 3);  detach_7 = None
    mul_50 = torch.ops.aten.mul.Scalar(sum_14, -0.5);  sum_14 = None
    mul_51 = torch.ops.aten.mul.Tensor(mul_50, pow_9);  mul_50 = pow_9 = None
    expand_4 = torch.ops.aten.expand.default(mul_51, [2, 8, 16]);  mul_51 = None
    div_4 = torch.ops.aten.div.Scalar(expand_4, 16);  expand_4 = None
    _tensor_constant71_1 = self._tensor_constant71
    pow_10 = torch.ops.aten.pow.Tensor_Scalar(_tensor_constant71_1, 1.0);  _tensor_constant71_1 = None
    mul_52 = torch.ops.aten.mul.Scalar(pow_10, 2.0);  pow_10 = None
    mul_53 = torch.ops.aten.mul.Tensor(div_4, mul_52);  div_4 = mul_52 = None
    add_22 = torch.ops.aten.add.Tensor(add_21, mul_53);  add_21 = mul_53 = None
    view_56 = torch.ops.aten.view.default(add_22, [16, 16])
    t_60 = torch.ops.aten.t.default(view_56)
    _tensor_constant74 = self._tensor_constant74
    mm_30 = torch.ops.aten.mm.default(t_60, _tensor_constant74);  t_60 = _tensor_constant74 = None
    t_61 = torch.ops.aten.t.default(mm_30);  mm_30 = None
    _tensor_constant75 = self._tensor_constant75
    t_62 = torch.ops.aten.t.default(_tensor_constant75);  _tensor_constant75 = None
    mm_31 = torch.ops.aten.mm.default(view_56, t_62);  view_56 = t_62 = None
    view_57 = torch.ops.aten.view.default(mm_31, [2, 8, 32]);  mm_31 = None
    t_63 = torch.ops.aten.t.default(t_61);  t_61 = None
    _tensor_constant76 = self._tensor_constant76
    mul_54 = torch.ops.aten.mul.Tensor(view_57, _tensor_constant76);  _tensor_constant76 = None
    _tensor_constant77 = self._tensor_constant77
    mul_55 = torch.ops.aten.mul.Tensor(view_57, _tensor_constant77);  view_57 = _tensor_constant77 = None
    view_58 = torch.ops.aten.view.default(mul_54, [16, 32]);  mul_54 = None
    t_64 = torch.ops.aten.t.default(view_58)
    _tensor_constant78 = self._tensor_constant78
    mm_32 = torch.ops.aten.mm.default(t_64, _tensor_constant78);  t_64 = _tensor_constant78 = None
    t_65 = torch.ops.aten.t.default(mm_32);  mm_32 = None
    _tensor_constant79 = self._tensor_constant79
    t_66 = torch.ops.aten.t.default(_tensor_constant79);  _tensor_constant79 = None
    mm_33 = torch.ops.aten.mm.default(view_58, t_66);  view_58 = t_66 = None
    view_59 = torch.ops.aten.view.default(mm_33, [2, 8, 16]);  mm_33 = None
    t_67 = torch.ops.aten.t.default(t_65);  t_65 = None
    _tensor_constant80 = self._tensor_constant80
    silu_backward_2 = torch.ops.aten.silu_backward.default(mul_55, _tensor_constant80);  mul_55 = _tensor_constant80 = None
    view_60 = torch.ops.aten.view.default(silu_backward_2, [16, 32]);  silu_backward_2 = None
    t_68 = torch.ops.aten.t.default(view_60)
    _tensor_constant81 = self._tensor_constant81
    mm_34 = torch.ops.aten.mm.default(t_68, _tensor_constant81);  t_68 = _tensor_constant81 = None
    t_69 = torch.ops.aten.t.default(mm_34);  mm_34 = None
    _tensor_constant82 = self._tensor_constant82
    t_70 = torch.ops.aten.t.default(_tensor_constant82);  _tensor_constant82 = None
    mm_35 = torch.ops.aten.mm.default(view_60, t_70);  view_60 = t_70 = None
    view_61 = torch.ops.aten.view.default(mm_35, [2, 8, 16]);  mm_35 = None
    add_23 = torch.ops.aten.add.Tensor(view_59, view_61);  view_59 = view_61 = None
    t_71 = torch.ops.aten.t.default(t_69);  t_69 = None
    _param_constant5 = self._param_constant5
    mul_56 = torch.ops.aten.mul.Tensor(add_23, _param_constant5);  _param_constant5 = None
    _tensor_constant83 = self._tensor_constant83
    mul_57 = torch.ops.aten.mul.Tensor(add_23, _tensor_constant83);  add_23 = _tensor_constant83 = None
    sum_15 = torch.ops.aten.sum.dim_IntList(mul_57, [0, 1], True);  mul_57 = None
    view_62 = torch.ops.aten.view.default(sum_15, [16]);  sum_15 = None
    _tensor_constant84 = self._tensor_constant84
    mul_58 = torch.ops.aten.mul.Tensor(mul_56, _tensor_constant84);  _tensor_constant84 = None
    _tensor_constant85 = self._tensor_constant85
    mul_59 = torch.ops.aten.mul.Tensor(mul_56, _tensor_constant85);  mul_56 = _tensor_constant85 = None
    sum_16 = torch.ops.aten.sum.dim_IntList(mul_58, [2], True);  mul_58 = None
    add_24 = torch.ops.aten.add.Tensor(add_22, mul_59);  add_22 = mul_59 = None
    _tensor_constant86 = self._tensor_constant86
    detach_8 = torch.ops.aten.detach.default(_tensor_constant86);  _tensor_constant86 = None
    pow_11 = torch.ops.aten.pow.Tensor_Scalar(detach_8, 3);  detach_8 = None
    mul_60 = torch.ops.aten.mul.Scalar(sum_16, -0.5);  sum_16 = None
    mul_61 = torch.ops.aten.mul.Tensor(mul_60, pow_11);  mul_60 = pow_11 = None
    expand_5 = torch.ops.aten.expand.default(mul_61, [2, 8, 16]);  mul_61 = None
    div_5 = torch.ops.aten.div.Scalar(expand_5, 16);  expand_5 = None
    _tensor_constant84_1 = self._tensor_constant84
    pow_12 = torch.ops.aten.pow.Tensor_Scalar(_tensor_constant84_1, 1.0);  _tensor_constant84_1 = None
    mul_62 = torch.ops.aten.mul.Scalar(pow_12, 2.0);  pow_12 = None
    mul_63 = torch.ops.aten.mul.Tensor(div_5, mul_62);  div_5 = mul_62 = None
    add_25 = torch.ops.aten.add.Tensor(add_24, mul_63);  add_24 = mul_63 = None
    view_63 = torch.ops.aten.view.default(add_25, [16, 16])
    t_72 = torch.ops.aten.t.default(view_63)
    _tensor_constant87 = self._tensor_constant87
    mm_36 = torch.ops.aten.mm.default(t_72, _tensor_constant87);  t_72 = _tensor_constant87 = None
    t_73 = torch.ops.aten.t.default(mm_36);  mm_36 = None
    _tensor_constant88 = self._tensor_constant88
    t_74 = torch.ops.aten.t.default(_tensor_constant88);  _tensor_constant88 = None
    mm_37 = torch.ops.aten.mm.default(view_63, t_74);  view_63 = t_74 = None
    view_64 = torch.ops.aten.view.default(mm_37, [2, 8, 16]);  mm_37 = None
    t_75 = torch.ops.aten.t.default(t_73);  t_73 = None
    view_65 = torch.ops.aten.view.default(view_64, [2, 8, 2, 8]);  view_64 = None
    transpose_18 = torch.ops.aten.transpose.int(view_65, 1, 2);  view_65 = None
    clone_4 = torch.ops.aten.clone.default(transpose_18, memory_format = torch.contiguous_format);  transpose_18 = None
    _unsafe_view_4 = torch.ops.aten._unsafe_view.default(clone_4, [4, 8, 8]);  clone_4 = None
    _tensor_constant89 = self._tensor_constant89
    transpose_19 = torch.ops.aten.transpose.int(_tensor_constant89, 1, 2);  _tensor_constant89 = None
    bmm_8 = torch.ops.aten.bmm.default(transpose_19, _unsafe_view_4);  transpose_19 = None
    _tensor_constant90 = self._tensor_constant90
    transpose_20 = torch.ops.aten.transpose.int(_tensor_constant90, 1, 2);  _tensor_constant90 = None
    bmm_9 = torch.ops.aten.bmm.default(_unsafe_view_4, transpose_20);  _unsafe_view_4 = transpose_20 = None
    view_66 = torch.ops.aten.view.default(bmm_8, [2, 2, 8, 8]);  bmm_8 = None
    view_67 = torch.ops.aten.view.default(bmm_9, [2, 2, 8, 8]);  bmm_9 = None
    _tensor_constant91 = self._tensor_constant91
    detach_9 = torch.ops.aten.detach.default(_tensor_constant91);  _tensor_constant91 = None
    _softmax_backward_data_2 = torch.ops.aten._softmax_backward_data.default(view_67, detach_9, -1, torch.float32);  view_67 = detach_9 = None
    mul_64 = torch.ops.aten.mul.Tensor(_softmax_backward_data_2, 0.3535533905932738);  _softmax_backward_data_2 = None
    view_68 = torch.ops.aten.view.default(mul_64, [4, 8, 8]);  mul_64 = None
    _tensor_constant92 = self._tensor_constant92
    transpose_21 = torch.ops.aten.transpose.int(_tensor_constant92, 1, 2);  _tensor_constant92 = None
    bmm_10 = torch.ops.aten.bmm.default(transpose_21, view_68);  transpose_21 = None
    _tensor_constant93 = self._tensor_constant93
    transpose_22 = torch.ops.aten.transpose.int(_tensor_constant93, 1, 2);  _tensor_constant93 = None
    bmm_11 = torch.ops.aten.bmm.default(view_68, transpose_22);  view_68 = transpose_22 = None
    view_69 = torch.ops.aten.view.default(bmm_10, [2, 2, 8, 8]);  bmm_10 = None
    view_70 = torch.ops.aten.view.default(bmm_11, [2, 2, 8, 8]);  bmm_11 = None
    transpose_23 = torch.ops.aten.transpose.int(view_69, 2, 3);  view_69 = None
    view_71 = torch.ops.aten.view.default(view_66, [2, 1, 2, 8, 8]);  view_66 = None
    sum_17 = torch.ops.aten.sum.dim_IntList(view_71, [2], True);  view_71 = None
    squeeze_4 = torch.ops.aten.squeeze.dim(sum_17, 2);  sum_17 = None
    view_72 = torch.ops.aten.view.default(transpose_23, [2, 1, 2, 8, 8]);  transpose_23 = None
    sum_18 = torch.ops.aten.sum.dim_IntList(view_72, [2], True);  view_72 = None
    squeeze_5 = torch.ops.aten.squeeze.dim(sum_18, 2);  sum_18 = None
    zeros_4 = torch.ops.aten.zeros.default([0], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  zeros_4 = None
    slice_13 = torch.ops.aten.slice.Tensor(squeeze_4, 2, 0, 8);  squeeze_4 = None
    zeros_5 = torch.ops.aten.zeros.default([0], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  zeros_5 = None
    slice_14 = torch.ops.aten.slice.Tensor(squeeze_5, 2, 0, 8);  squeeze_5 = None
    _tensor_constant94 = self._tensor_constant94
    mul_65 = torch.ops.aten.mul.Tensor(slice_14, _tensor_constant94);  _tensor_constant94 = None
    slice_15 = torch.ops.aten.slice.Tensor(mul_65, 3, 0, 4)
    slice_16 = torch.ops.aten.slice.Tensor(mul_65, 3, 4, 8);  mul_65 = None
    neg_4 = torch.ops.aten.neg.default(slice_15);  slice_15 = None
    slice_backward_8 = torch.ops.aten.slice_backward.default(neg_4, [2, 1, 8, 8], 3, 4, 9223372036854775807, 1);  neg_4 = None
    slice_backward_9 = torch.ops.aten.slice_backward.default(slice_16, [2, 1, 8, 8], 3, 0, 4, 1);  slice_16 = None
    add_26 = torch.ops.aten.add.Tensor(slice_backward_8, slice_backward_9);  slice_backward_8 = slice_backward_9 = None
    _tensor_constant95 = self._tensor_constant95
    mul_66 = torch.ops.aten.mul.Tensor(slice_14, _tensor_constant95);  slice_14 = _tensor_constant95 = None
    add_27 = torch.ops.aten.add.Tensor(add_26, mul_66);  add_26 = mul_66 = None
    _tensor_constant94_1 = self._tensor_constant94
    mul_67 = torch.ops.aten.mul.Tensor(view_70, _tensor_constant94_1);  _tensor_constant94_1 = None
    slice_17 = torch.ops.aten.slice.Tensor(mul_67, 3, 0, 4)
    slice_18 = torch.ops.aten.slice.Tensor(mul_67, 3, 4, 8);  mul_67 = None
    neg_5 = torch.ops.aten.neg.default(slice_17);  slice_17 = None
    slice_backward_10 = torch.ops.aten.slice_backward.default(neg_5, [2, 2, 8, 8], 3, 4, 9223372036854775807, 1);  neg_5 = None
    slice_backward_11 = torch.ops.aten.slice_backward.default(slice_18, [2, 2, 8, 8], 3, 0, 4, 1);  slice_18 = None
    add_28 = torch.ops.aten.add.Tensor(slice_backward_10, slice_backward_11);  slice_backward_10 = slice_backward_11 = None
    _tensor_constant95_1 = self._tensor_constant95
    mul_68 = torch.ops.aten.mul.Tensor(view_70, _tensor_constant95_1);  view_70 = _tensor_constant95_1 = None
    add_29 = torch.ops.aten.add.Tensor(add_28, mul_68);  add_28 = mul_68 = None
    transpose_24 = torch.ops.aten.transpose.int(slice_13, 1, 2);  slice_13 = None
    view_73 = torch.ops.aten.view.default(transpose_24, [2, 8, 8]);  transpose_24 = None
    view_74 = torch.ops.aten.view.default(view_73, [16, 8]);  view_73 = None
    t_76 = torch.ops.aten.t.default(view_74)
    _tensor_constant96 = self._tensor_constant96
    mm_38 = torch.ops.aten.mm.default(t_76, _tensor_constant96);  t_76 = _tensor_constant96 = None
    t_77 = torch.ops.aten.t.default(mm_38);  mm_38 = None
    _tensor_constant97 = self._tensor_constant97
    t_78 = torch.ops.aten.t.default(_tensor_constant97);  _tensor_constant97 = None
    mm_39 = torch.ops.aten.mm.default(view_74, t_78);  view_74 = t_78 = None
    view_75 = torch.ops.aten.view.default(mm_39, [2, 8, 16]);  mm_39 = None
    t_79 = torch.ops.aten.t.default(t_77);  t_77 = None
    transpose_25 = torch.ops.aten.transpose.int(add_27, 1, 2);  add_27 = None
    view_76 = torch.ops.aten.view.default(transpose_25, [2, 8, 8]);  transpose_25 = None
    view_77 = torch.ops.aten.view.default(view_76, [16, 8]);  view_76 = None
    t_80 = torch.ops.aten.t.default(view_77)
    _tensor_constant98 = self._tensor_constant98
    mm_40 = torch.ops.aten.mm.default(t_80, _tensor_constant98);  t_80 = _tensor_constant98 = None
    t_81 = torch.ops.aten.t.default(mm_40);  mm_40 = None
    _tensor_constant99 = self._tensor_constant99
    t_82 = torch.ops.aten.t.default(_tensor_constant99);  _tensor_constant99 = None
    mm_41 = torch.ops.aten.mm.default(view_77, t_82);  view_77 = t_82 = None
    view_78 = torch.ops.aten.view.default(mm_41, [2, 8, 16]);  mm_41 = None
    add_30 = torch.ops.aten.add.Tensor(view_75, view_78);  view_75 = view_78 = None
    t_83 = torch.ops.aten.t.default(t_81);  t_81 = None
    transpose_26 = torch.ops.aten.transpose.int(add_29, 1, 2);  add_29 = None
    clone_5 = torch.ops.aten.clone.default(transpose_26, memory_format = torch.contiguous_format);  transpose_26 = None
    _unsafe_view_5 = torch.ops.aten._unsafe_view.default(clone_5, [2, 8, 16]);  clone_5 = None
    view_79 = torch.ops.aten.view.default(_unsafe_view_5, [16, 16]);  _unsafe_view_5 = None
    t_84 = torch.ops.aten.t.default(view_79)
    _tensor_constant100 = self._tensor_constant100
    mm_42 = torch.ops.aten.mm.default(t_84, _tensor_constant100);  t_84 = _tensor_constant100 = None
    t_85 = torch.ops.aten.t.default(mm_42);  mm_42 = None
    _tensor_constant101 = self._tensor_constant101
    t_86 = torch.ops.aten.t.default(_tensor_constant101);  _tensor_constant101 = None
    mm_43 = torch.ops.aten.mm.default(view_79, t_86);  view_79 = t_86 = None
    view_80 = torch.ops.aten.view.default(mm_43, [2, 8, 16]);  mm_43 = None
    add_31 = torch.ops.aten.add.Tensor(add_30, view_80);  add_30 = view_80 = None
    t_87 = torch.ops.aten.t.default(t_85);  t_85 = None
    _param_constant6 = self._param_constant6
    mul_69 = torch.ops.aten.mul.Tensor(add_31, _param_constant6);  _param_constant6 = None
    _tensor_constant102 = self._tensor_constant102
    mul_70 = torch.ops.aten.mul.Tensor(add_31, _tensor_constant102);  add_31 = _tensor_constant102 = None
    sum_19 = torch.ops.aten.sum.dim_IntList(mul_70, [0, 1], True);  mul_70 = None
    view_81 = torch.ops.aten.view.default(sum_19, [16]);  sum_19 = None
    _tensor_constant103 = self._tensor_constant103
    mul_71 = torch.ops.aten.mul.Tensor(mul_69, _tensor_constant103);  _tensor_constant103 = None
    _tensor_constant104 = self._tensor_constant104
    mul_72 = torch.ops.aten.mul.Tensor(mul_69, _tensor_constant104);  mul_69 = _tensor_constant104 = None
    sum_20 = torch.ops.aten.sum.dim_IntList(mul_71, [2], True);  mul_71 = None
    add_32 = torch.ops.aten.add.Tensor(add_25, mul_72);  add_25 = mul_72 = None
    _tensor_constant105 = self._tensor_constant105
    detach_10 = torch.ops.aten.detach.default(_tensor_constant105);  _tensor_constant105 = None
    pow_13 = torch.ops.aten.pow.Tensor_Scalar(detach_10, 3);  detach_10 = None
    mul_73 = torch.ops.aten.mul.Scalar(sum_20, -0.5);  sum_20 = None
    mul_74 = torch.ops.aten.mul.Tensor(mul_73, pow_13);  mul_73 = pow_13 = None
    expand_6 = torch.ops.aten.expand.default(mul_74, [2, 8, 16]);  mul_74 = None
    div_6 = torch.ops.aten.div.Scalar(expand_6, 16);  expand_6 = None
    _tensor_constant103_1 = self._tensor_constant103
    pow_14 = torch.ops.aten.pow.Tensor_Scalar(_tensor_constant103_1, 1.0);  _tensor_constant103_1 = None
    mul_75 = torch.ops.aten.mul.Scalar(pow_14, 2.0);  pow_14 = None
    mul_76 = torch.ops.aten.mul.Tensor(div_6, mul_75);  div_6 = mul_75 = None
    add_33 = torch.ops.aten.add.Tensor(add_32, mul_76);  add_32 = mul_76 = None
    _tensor_constant106 = self._tensor_constant106
    embedding_dense_backward = torch.ops.aten.embedding_dense_backward.default(add_33, _tensor_constant106, 64, -1, False);  add_33 = _tensor_constant106 = None
    return (embedding_dense_backward, t_87, t_83, t_79, t_75, t_71, t_67, t_63, view_81, view_62, t_59, t_55, t_51, t_47, t_43, t_39, t_35, view_55, view_36, t_31, t_27, t_23, t_19, t_15, t_11, t_7, view_29, view_10, view_3, t_3)
    