


def forward(self, loss_1):
    ones_like = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
    _tensor_constant0 = self._tensor_constant0
    _tensor_constant1 = self._tensor_constant1
    _tensor_constant2 = self._tensor_constant2
    nll_loss_backward = torch.ops.aten.nll_loss_backward.default(ones_like, _tensor_constant0, _tensor_constant1, None, 1, -100, _tensor_constant2);  ones_like = _tensor_constant0 = _tensor_constant1 = _tensor_constant2 = None
    _tensor_constant3 = self._tensor_constant3
    detach = torch.ops.aten.detach.default(_tensor_constant3);  _tensor_constant3 = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach, 1, torch.float32);  nll_loss_backward = detach = None
    view = torch.ops.aten.view.default(_log_softmax_backward_data, [2, 6, 64]);  _log_softmax_backward_data = None
    view_1 = torch.ops.aten.view.default(view, [12, 64]);  view = None
    t = torch.ops.aten.t.default(view_1)
    _tensor_constant4 = self._tensor_constant4
    mm = torch.ops.aten.mm.default(t, _tensor_constant4);  t = _tensor_constant4 = None
    t_1 = torch.ops.aten.t.default(mm);  mm = None
    _tensor_constant5 = self._tensor_constant5
    t_2 = torch.ops.aten.t.default(_tensor_constant5);  _tensor_constant5 = None
    mm_1 = torch.ops.aten.mm.default(view_1, t_2);  view_1 = t_2 = None
    view_2 = torch.ops.aten.view.default(mm_1, [2, 6, 16]);  mm_1 = None
    t_3 = torch.ops.aten.t.default(t_1);  t_1 = None
    mul = torch.ops.aten.mul.Tensor(view_2, 0.25);  view_2 = None
    _param_constant0 = self._param_constant0
    mul_1 = torch.ops.aten.mul.Tensor(mul, _param_constant0);  _param_constant0 = None
    _tensor_constant6 = self._tensor_constant6
    mul_2 = torch.ops.aten.mul.Tensor(mul, _tensor_constant6);  mul = _tensor_constant6 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(mul_2, [0, 1], True);  mul_2 = None
    view_3 = torch.ops.aten.view.default(sum_1, [16]);  sum_1 = None
    _tensor_constant7 = self._tensor_constant7
    mul_3 = torch.ops.aten.mul.Tensor(mul_1, _tensor_constant7);  _tensor_constant7 = None
    _tensor_constant8 = self._tensor_constant8
    mul_4 = torch.ops.aten.mul.Tensor(mul_1, _tensor_constant8);  mul_1 = _tensor_constant8 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(mul_3, [2], True);  mul_3 = None
    _tensor_constant9 = self._tensor_constant9
    detach_1 = torch.ops.aten.detach.default(_tensor_constant9);  _tensor_constant9 = None
    pow_1 = torch.ops.aten.pow.Tensor_Scalar(detach_1, 3);  detach_1 = None
    mul_5 = torch.ops.aten.mul.Scalar(sum_2, -0.5);  sum_2 = None
    mul_6 = torch.ops.aten.mul.Tensor(mul_5, pow_1);  mul_5 = pow_1 = None
    expand = torch.ops.aten.expand.default(mul_6, [2, 6, 16]);  mul_6 = None
    div = torch.ops.aten.div.Scalar(expand, 16);  expand = None
    _tensor_constant7_1 = self._tensor_constant7
    pow_2 = torch.ops.aten.pow.Tensor_Scalar(_tensor_constant7_1, 1.0);  _tensor_constant7_1 = None
    mul_7 = torch.ops.aten.mul.Scalar(pow_2, 2.0);  pow_2 = None
    mul_8 = torch.ops.aten.mul.Tensor(div, mul_7);  div = mul_7 = None
    add = torch.ops.aten.add.Tensor(mul_4, mul_8);  mul_4 = mul_8 = None
    view_4 = torch.ops.aten.view.default(add, [12, 16])
    t_4 = torch.ops.aten.t.default(view_4)
    _tensor_constant10 = self._tensor_constant10
    mm_2 = torch.ops.aten.mm.default(t_4, _tensor_constant10);  t_4 = _tensor_constant10 = None
    t_5 = torch.ops.aten.t.default(mm_2);  mm_2 = None
    _tensor_constant11 = self._tensor_constant11
    t_6 = torch.ops.aten.t.default(_tensor_constant11);  _tensor_constant11 = None
    mm_3 = torch.ops.aten.mm.default(view_4, t_6);  view_4 = t_6 = None
    view_5 = torch.ops.aten.view.default(mm_3, [2, 6, 32]);  mm_3 = None
    t_7 = torch.ops.aten.t.default(t_5);  t_5 = None
    _tensor_constant12 = self._tensor_constant12
    detach_2 = torch.ops.aten.detach.default(_tensor_constant12);  _tensor_constant12 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(view_5, detach_2, 0);  view_5 = detach_2 = None
    view_6 = torch.ops.aten.view.default(threshold_backward, [12, 32]);  threshold_backward = None
    t_8 = torch.ops.aten.t.default(view_6)
    _tensor_constant13 = self._tensor_constant13
    mm_4 = torch.ops.aten.mm.default(t_8, _tensor_constant13);  t_8 = _tensor_constant13 = None
    t_9 = torch.ops.aten.t.default(mm_4);  mm_4 = None
    _tensor_constant14 = self._tensor_constant14
    t_10 = torch.ops.aten.t.default(_tensor_constant14);  _tensor_constant14 = None
    mm_5 = torch.ops.aten.mm.default(view_6, t_10);  view_6 = t_10 = None
    view_7 = torch.ops.aten.view.default(mm_5, [2, 6, 16]);  mm_5 = None
    t_11 = torch.ops.aten.t.default(t_9);  t_9 = None
    _param_constant1 = self._param_constant1
    mul_9 = torch.ops.aten.mul.Tensor(view_7, _param_constant1);  _param_constant1 = None
    _tensor_constant15 = self._tensor_constant15
    mul_10 = torch.ops.aten.mul.Tensor(view_7, _tensor_constant15);  view_7 = _tensor_constant15 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(mul_10, [0, 1], True);  mul_10 = None
    view_8 = torch.ops.aten.view.default(sum_3, [16]);  sum_3 = None
    _tensor_constant16 = self._tensor_constant16
    mul_11 = torch.ops.aten.mul.Tensor(mul_9, _tensor_constant16);  _tensor_constant16 = None
    _tensor_constant17 = self._tensor_constant17
    mul_12 = torch.ops.aten.mul.Tensor(mul_9, _tensor_constant17);  mul_9 = _tensor_constant17 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(mul_11, [2], True);  mul_11 = None
    add_1 = torch.ops.aten.add.Tensor(add, mul_12);  add = mul_12 = None
    _tensor_constant18 = self._tensor_constant18
    detach_3 = torch.ops.aten.detach.default(_tensor_constant18);  _tensor_constant18 = None
    pow_3 = torch.ops.aten.pow.Tensor_Scalar(detach_3, 3);  detach_3 = None
    mul_13 = torch.ops.aten.mul.Scalar(sum_4, -0.5);  sum_4 = None
    mul_14 = torch.ops.aten.mul.Tensor(mul_13, pow_3);  mul_13 = pow_3 = None
    expand_1 = torch.ops.aten.expand.default(mul_14, [2, 6, 16]);  mul_14 = None
    div_1 = torch.ops.aten.div.Scalar(expand_1, 16);  expand_1 = None
    _tensor_constant16_1 = self._tensor_constant16
    pow_4 = torch.ops.aten.pow.Tensor_Scalar(_tensor_constant16_1, 1.0);  _tensor_constant16_1 = None
    mul_15 = torch.ops.aten.mul.Scalar(pow_4, 2.0);  pow_4 = None
    mul_16 = torch.ops.aten.mul.Tensor(div_1, mul_15);  div_1 = mul_15 = None
    add_2 = torch.ops.aten.add.Tensor(add_1, mul_16);  add_1 = mul_16 = None
    view_9 = torch.ops.aten.view.default(add_2, [12, 16])
    t_12 = torch.ops.aten.t.default(view_9)
    _tensor_constant19 = self._tensor_constant19
    mm_6 = torch.ops.aten.mm.default(t_12, _tensor_constant19);  t_12 = _tensor_constant19 = None
    t_13 = torch.ops.aten.t.default(mm_6);  mm_6 = None
    _tensor_constant20 = self._tensor_constant20
    t_14 = torch.ops.aten.t.default(_tensor_constant20);  _tensor_constant20 = None
    mm_7 = torch.ops.aten.mm.default(view_9, t_14);  view_9 = t_14 = None
    view_10 = torch.ops.aten.view.default(mm_7, [2, 6, 16]);  mm_7 = None
    t_15 = torch.ops.aten.t.default(t_13);  t_13 = None
    view_11 = torch.ops.aten.view.default(view_10, [2, 6, 2, 8]);  view_10 = None
    transpose = torch.ops.aten.transpose.int(view_11, 1, 2);  view_11 = None
    clone = torch.ops.aten.clone.default(transpose, memory_format = torch.contiguous_format);  transpose = None
    _unsafe_view = torch.ops.aten._unsafe_view.default(clone, [4, 6, 8]);  clone = None
    _tensor_constant21 = self._tensor_constant21
    transpose_1 = torch.ops.aten.transpose.int(_tensor_constant21, 1, 2);  _tensor_constant21 = None
    bmm = torch.ops.aten.bmm.default(transpose_1, _unsafe_view);  transpose_1 = None
    _tensor_constant22 = self._tensor_constant22
    transpose_2 = torch.ops.aten.transpose.int(_tensor_constant22, 1, 2);  _tensor_constant22 = None
    bmm_1 = torch.ops.aten.bmm.default(_unsafe_view, transpose_2);  _unsafe_view = transpose_2 = None
    view_12 = torch.ops.aten.view.default(bmm, [2, 2, 8, 8]);  bmm = None
    view_13 = torch.ops.aten.view.default(bmm_1, [2, 2, 6, 8]);  bmm_1 = None
    _tensor_constant23 = self._tensor_constant23
    detach_4 = torch.ops.aten.detach.default(_tensor_constant23);  _tensor_constant23 = None
    _softmax_backward_data = torch.ops.aten._softmax_backward_data.default(view_13, detach_4, -1, torch.float32);  view_13 = detach_4 = None
    mul_17 = torch.ops.aten.mul.Tensor(_softmax_backward_data, 1.0);  _softmax_backward_data = None
    view_14 = torch.ops.aten.view.default(mul_17, [4, 6, 8]);  mul_17 = None
    _tensor_constant24 = self._tensor_constant24
    transpose_3 = torch.ops.aten.transpose.int(_tensor_constant24, 1, 2);  _tensor_constant24 = None
    bmm_2 = torch.ops.aten.bmm.default(transpose_3, view_14);  transpose_3 = None
    _tensor_constant25 = self._tensor_constant25
    transpose_4 = torch.ops.aten.transpose.int(_tensor_constant25, 1, 2);  _tensor_constant25 = None
    bmm_3 = torch.ops.aten.bmm.default(view_14, transpose_4);  view_14 = transpose_4 = None
    view_15 = torch.ops.aten.view.default(bmm_2, [2, 2, 8, 8]);  bmm_2 = None
    view_16 = torch.ops.aten.view.default(bmm_3, [2, 2, 6, 8]);  bmm_3 = None
    transpose_5 = torch.ops.aten.transpose.int(view_15, 2, 3);  view_15 = None
    zeros = torch.ops.aten.zeros.default([0], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  zeros = None
    slice_1 = torch.ops.aten.slice.Tensor(view_12, 2, 0, 8);  view_12 = None
    zeros_1 = torch.ops.aten.zeros.default([0], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  zeros_1 = None
    slice_2 = torch.ops.aten.slice.Tensor(transpose_5, 2, 0, 8);  transpose_5 = None
    transpose_6 = torch.ops.aten.transpose.int(slice_1, 1, 2);  slice_1 = None
    clone_1 = torch.ops.aten.clone.default(transpose_6, memory_format = torch.contiguous_format);  transpose_6 = None
    _unsafe_view_1 = torch.ops.aten._unsafe_view.default(clone_1, [2, 8, 16]);  clone_1 = None
    view_17 = torch.ops.aten.view.default(_unsafe_view_1, [16, 16]);  _unsafe_view_1 = None
    t_16 = torch.ops.aten.t.default(view_17)
    _tensor_constant26 = self._tensor_constant26
    mm_8 = torch.ops.aten.mm.default(t_16, _tensor_constant26);  t_16 = _tensor_constant26 = None
    t_17 = torch.ops.aten.t.default(mm_8);  mm_8 = None
    _tensor_constant27 = self._tensor_constant27
    t_18 = torch.ops.aten.t.default(_tensor_constant27);  _tensor_constant27 = None
    mm_9 = torch.ops.aten.mm.default(view_17, t_18);  view_17 = t_18 = None
    view_18 = torch.ops.aten.view.default(mm_9, [2, 8, 16]);  mm_9 = None
    t_19 = torch.ops.aten.t.default(t_17);  t_17 = None
    transpose_7 = torch.ops.aten.transpose.int(slice_2, 1, 2);  slice_2 = None
    view_19 = torch.ops.aten.view.default(transpose_7, [2, 8, 16]);  transpose_7 = None
    clone_2 = torch.ops.aten.clone.default(view_19, memory_format = torch.contiguous_format);  view_19 = None
    _unsafe_view_2 = torch.ops.aten._unsafe_view.default(clone_2, [16, 16]);  clone_2 = None
    t_20 = torch.ops.aten.t.default(_unsafe_view_2)
    _tensor_constant28 = self._tensor_constant28
    mm_10 = torch.ops.aten.mm.default(t_20, _tensor_constant28);  t_20 = _tensor_constant28 = None
    t_21 = torch.ops.aten.t.default(mm_10);  mm_10 = None
    _tensor_constant29 = self._tensor_constant29
    t_22 = torch.ops.aten.t.default(_tensor_constant29);  _tensor_constant29 = None
    mm_11 = torch.ops.aten.mm.default(_unsafe_view_2, t_22);  _unsafe_view_2 = t_22 = None
    view_20 = torch.ops.aten.view.default(mm_11, [2, 8, 16]);  mm_11 = None
    add_3 = torch.ops.aten.add.Tensor(view_18, view_20);  view_18 = view_20 = None
    t_23 = torch.ops.aten.t.default(t_21);  t_21 = None
    transpose_8 = torch.ops.aten.transpose.int(view_16, 1, 2);  view_16 = None
    clone_3 = torch.ops.aten.clone.default(transpose_8, memory_format = torch.contiguous_format);  transpose_8 = None
    _unsafe_view_3 = torch.ops.aten._unsafe_view.default(clone_3, [2, 6, 16]);  clone_3 = None
    view_21 = torch.ops.aten.view.default(_unsafe_view_3, [12, 16]);  _unsafe_view_3 = None
    t_24 = torch.ops.aten.t.default(view_21)
    _tensor_constant30 = self._tensor_constant30
    mm_12 = torch.ops.aten.mm.default(t_24, _tensor_constant30);  t_24 = _tensor_constant30 = None
    t_25 = torch.ops.aten.t.default(mm_12);  mm_12 = None
    _tensor_constant31 = self._tensor_constant31
    t_26 = torch.ops.aten.t.default(_tensor_constant31);  _tensor_constant31 = None
    mm_13 = torch.ops.aten.mm.default(view_21, t_26);  view_21 = t_26 = None
    view_22 = torch.ops.aten.view.default(mm_13, [2, 6, 16]);  mm_13 = None
    t_27 = torch.ops.aten.t.default(t_25);  t_25 = None
    _param_constant2 = self._param_constant2
    mul_18 = torch.ops.aten.mul.Tensor(view_22, _param_constant2);  _param_constant2 = None
    _tensor_constant32 = self._tensor_constant32
    mul_19 = torch.ops.aten.mul.Tensor(view_22, _tensor_constant32);  view_22 = _tensor_constant32 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(mul_19, [0, 1], True);  mul_19 = None
    view_23 = torch.ops.aten.view.default(sum_5, [16]);  sum_5 = None
    _tensor_constant33 = self._tensor_constant33
    mul_20 = torch.ops.aten.mul.Tensor(mul_18, _tensor_constant33);  _tensor_constant33 = None
    _tensor_constant34 = self._tensor_constant34
    mul_21 = torch.ops.aten.mul.Tensor(mul_18, _tensor_constant34);  mul_18 = _tensor_constant34 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(mul_20, [2], True);  mul_20 = None
    add_4 = torch.ops.aten.add.Tensor(add_2, mul_21);  add_2 = mul_21 = None
    _tensor_constant35 = self._tensor_constant35
    detach_5 = torch.ops.aten.detach.default(_tensor_constant35);  _tensor_constant35 = None
    pow_5 = torch.ops.aten.pow.Tensor_Scalar(detach_5, 3);  detach_5 = None
    mul_22 = torch.ops.aten.mul.Scalar(sum_6, -0.5);  sum_6 = None
    mul_23 = torch.ops.aten.mul.Tensor(mul_22, pow_5);  mul_22 = pow_5 = None
    expand_2 = torch.ops.aten.expand.default(mul_23, [2, 6, 16]);  mul_23 = None
    div_2 = torch.ops.aten.div.Scalar(expand_2, 16);  expand_2 = None
    _tensor_constant33_1 = self._tensor_constant33
    pow_6 = torch.ops.aten.pow.Tensor_Scalar(_tensor_constant33_1, 1.0);  _tensor_constant33_1 = None
    mul_24 = torch.ops.aten.mul.Scalar(pow_6, 2.0);  pow_6 = None
    mul_25 = torch.ops.aten.mul.Tensor(div_2, mul_24);  div_2 = mul_24 = None
    add_5 = torch.ops.aten.add.Tensor(add_4, mul_25);  add_4 = mul_25 = None
    view_24 = torch.ops.aten.view.default(add_5, [12, 16])
    t_28 = torch.ops.aten.t.default(view_24)
    _tensor_constant36 = self._tensor_constant36
    mm_14 = torch.ops.aten.mm.default(t_28, _tensor_constant36);  t_28 = _tensor_constant36 = None
    t_29 = torch.ops.aten.t.default(mm_14);  mm_14 = None
    _tensor_constant37 = self._tensor_constant37
    t_30 = torch.ops.aten.t.default(_tensor_constant37);  _tensor_constant37 = None
    mm_15 = torch.ops.aten.mm.default(view_24, t_30);  view_24 = t_30 = None
    view_25 = torch.ops.aten.view.default(mm_15, [2, 6, 16]);  mm_15 = None
    t_31 = torch.ops.aten.t.default(t_29);  t_29 = None
    view_26 = torch.ops.aten.view.default(view_25, [2, 6, 2, 8]);  view_25 = None
    transpose_9 = torch.ops.aten.transpose.int(view_26, 1, 2);  view_26 = None
    clone_4 = torch.ops.aten.clone.default(transpose_9, memory_format = torch.contiguous_format);  transpose_9 = None
    _unsafe_view_4 = torch.ops.aten._unsafe_view.default(clone_4, [4, 6, 8]);  clone_4 = None
    _tensor_constant38 = self._tensor_constant38
    transpose_10 = torch.ops.aten.transpose.int(_tensor_constant38, 1, 2);  _tensor_constant38 = None
    bmm_4 = torch.ops.aten.bmm.default(transpose_10, _unsafe_view_4);  transpose_10 = None
    _tensor_constant39 = self._tensor_constant39
    transpose_11 = torch.ops.aten.transpose.int(_tensor_constant39, 1, 2);  _tensor_constant39 = None
    bmm_5 = torch.ops.aten.bmm.default(_unsafe_view_4, transpose_11);  _unsafe_view_4 = transpose_11 = None
    view_27 = torch.ops.aten.view.default(bmm_4, [2, 2, 6, 8]);  bmm_4 = None
    view_28 = torch.ops.aten.view.default(bmm_5, [2, 2, 6, 6]);  bmm_5 = None
    _tensor_constant40 = self._tensor_constant40
    detach_6 = torch.ops.aten.detach.default(_tensor_constant40);  _tensor_constant40 = None
    _softmax_backward_data_1 = torch.ops.aten._softmax_backward_data.default(view_28, detach_6, -1, torch.float32);  view_28 = detach_6 = None
    sum_7 = torch.ops.aten.sum.dim_IntList(_softmax_backward_data_1, [0], True)
    mul_26 = torch.ops.aten.mul.Tensor(_softmax_backward_data_1, 1.0);  _softmax_backward_data_1 = None
    view_29 = torch.ops.aten.view.default(mul_26, [4, 6, 6]);  mul_26 = None
    _tensor_constant41 = self._tensor_constant41
    transpose_12 = torch.ops.aten.transpose.int(_tensor_constant41, 1, 2);  _tensor_constant41 = None
    bmm_6 = torch.ops.aten.bmm.default(transpose_12, view_29);  transpose_12 = None
    _tensor_constant42 = self._tensor_constant42
    transpose_13 = torch.ops.aten.transpose.int(_tensor_constant42, 1, 2);  _tensor_constant42 = None
    bmm_7 = torch.ops.aten.bmm.default(view_29, transpose_13);  view_29 = transpose_13 = None
    view_30 = torch.ops.aten.view.default(bmm_6, [2, 2, 8, 6]);  bmm_6 = None
    view_31 = torch.ops.aten.view.default(bmm_7, [2, 2, 6, 8]);  bmm_7 = None
    transpose_14 = torch.ops.aten.transpose.int(view_30, 2, 3);  view_30 = None
    zeros_2 = torch.ops.aten.zeros.default([0], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  zeros_2 = None
    slice_3 = torch.ops.aten.slice.Tensor(view_27, 2, 0, 6);  view_27 = None
    zeros_3 = torch.ops.aten.zeros.default([0], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  zeros_3 = None
    slice_4 = torch.ops.aten.slice.Tensor(transpose_14, 2, 0, 6);  transpose_14 = None
    transpose_15 = torch.ops.aten.transpose.int(slice_3, 1, 2);  slice_3 = None
    clone_5 = torch.ops.aten.clone.default(transpose_15, memory_format = torch.contiguous_format);  transpose_15 = None
    _unsafe_view_5 = torch.ops.aten._unsafe_view.default(clone_5, [2, 6, 16]);  clone_5 = None
    view_32 = torch.ops.aten.view.default(_unsafe_view_5, [12, 16]);  _unsafe_view_5 = None
    t_32 = torch.ops.aten.t.default(view_32)
    _tensor_constant43 = self._tensor_constant43
    mm_16 = torch.ops.aten.mm.default(t_32, _tensor_constant43);  t_32 = _tensor_constant43 = None
    t_33 = torch.ops.aten.t.default(mm_16);  mm_16 = None
    _tensor_constant44 = self._tensor_constant44
    t_34 = torch.ops.aten.t.default(_tensor_constant44);  _tensor_constant44 = None
    mm_17 = torch.ops.aten.mm.default(view_32, t_34);  view_32 = t_34 = None
    view_33 = torch.ops.aten.view.default(mm_17, [2, 6, 16]);  mm_17 = None
    t_35 = torch.ops.aten.t.default(t_33);  t_33 = None
    transpose_16 = torch.ops.aten.transpose.int(slice_4, 1, 2);  slice_4 = None
    view_34 = torch.ops.aten.view.default(transpose_16, [2, 6, 16]);  transpose_16 = None
    clone_6 = torch.ops.aten.clone.default(view_34, memory_format = torch.contiguous_format);  view_34 = None
    _unsafe_view_6 = torch.ops.aten._unsafe_view.default(clone_6, [12, 16]);  clone_6 = None
    t_36 = torch.ops.aten.t.default(_unsafe_view_6)
    _tensor_constant45 = self._tensor_constant45
    mm_18 = torch.ops.aten.mm.default(t_36, _tensor_constant45);  t_36 = _tensor_constant45 = None
    t_37 = torch.ops.aten.t.default(mm_18);  mm_18 = None
    _tensor_constant46 = self._tensor_constant46
    t_38 = torch.ops.aten.t.default(_tensor_constant46);  _tensor_constant46 = None
    mm_19 = torch.ops.aten.mm.default(_unsafe_view_6, t_38);  _unsafe_view_6 = t_38 = None
    view_35 = torch.ops.aten.view.default(mm_19, [2, 6, 16]);  mm_19 = None
    add_6 = torch.ops.aten.add.Tensor(view_33, view_35);  view_33 = view_35 = None
    t_39 = torch.ops.aten.t.default(t_37);  t_37 = None
    transpose_17 = torch.ops.aten.transpose.int(view_31, 1, 2);  view_31 = None
    clone_7 = torch.ops.aten.clone.default(transpose_17, memory_format = torch.contiguous_format);  transpose_17 = None
    _unsafe_view_7 = torch.ops.aten._unsafe_view.default(clone_7, [2, 6, 16]);  clone_7 = None
    view_36 = torch.ops.aten.view.default(_unsafe_view_7, [12, 16]);  _unsafe_view_7 = None
    t_40 = torch.ops.aten.t.default(view_36)
    _tensor_constant47 = self._tensor_constant47
    mm_20 = torch.ops.aten.mm.default(t_40, _tensor_constant47);  t_40 = _tensor_constant47 = None
    t_41 = torch.ops.aten.t.default(mm_20);  mm_20 = None
    _tensor_constant48 = self._tensor_constant48
    t_42 = torch.ops.aten.t.default(_tensor_constant48);  _tensor_constant48 = None
    mm_21 = torch.ops.aten.mm.default(view_36, t_42);  view_36 = t_42 = None
    view_37 = torch.ops.aten.view.default(mm_21, [2, 6, 16]);  mm_21 = None
    add_7 = torch.ops.aten.add.Tensor(add_6, view_37);  add_6 = view_37 = None
    t_43 = torch.ops.aten.t.default(t_41);  t_41 = None
    _param_constant3 = self._param_constant3
    mul_27 = torch.ops.aten.mul.Tensor(add_7, _param_constant3);  _param_constant3 = None
    _tensor_constant49 = self._tensor_constant49
    mul_28 = torch.ops.aten.mul.Tensor(add_7, _tensor_constant49);  add_7 = _tensor_constant49 = None
    sum_8 = torch.ops.aten.sum.dim_IntList(mul_28, [0, 1], True);  mul_28 = None
    view_38 = torch.ops.aten.view.default(sum_8, [16]);  sum_8 = None
    _tensor_constant50 = self._tensor_constant50
    mul_29 = torch.ops.aten.mul.Tensor(mul_27, _tensor_constant50);  _tensor_constant50 = None
    _tensor_constant51 = self._tensor_constant51
    mul_30 = torch.ops.aten.mul.Tensor(mul_27, _tensor_constant51);  mul_27 = _tensor_constant51 = None
    sum_9 = torch.ops.aten.sum.dim_IntList(mul_29, [2], True);  mul_29 = None
    add_8 = torch.ops.aten.add.Tensor(add_5, mul_30);  add_5 = mul_30 = None
    _tensor_constant52 = self._tensor_constant52
    detach_7 = torch.ops.aten.detach.default(_tensor_constant52);  _tensor_constant52 = None
    pow_7 = torch.ops.aten.pow.Tensor_Scalar(detach_7, 3);  detach_7 = None
    mul_31 = torch.ops.aten.mul.Scalar(sum_9, -0.5);  sum_9 = None
    mul_32 = torch.ops.aten.mul.Tensor(mul_31, pow_7);  mul_31 = pow_7 = None
    expand_3 = torch.ops.aten.expand.default(mul_32, [2, 6, 16]);  mul_32 = None
    div_3 = torch.ops.aten.div.Scalar(expand_3, 16);  expand_3 = None
    _tensor_constant50_1 = self._tensor_constant50
    pow_8 = torch.ops.aten.pow.Tensor_Scalar(_tensor_constant50_1, 1.0);  _tensor_constant50_1 = None
    mul_33 = torch.ops.aten.mul.Scalar(pow_8, 2.0);  pow_8 = None
    mul_34 = torch.ops.aten.mul.Tensor(div_3, mul_33);  div_3 = mul_33 = None
    add_9 = torch.ops.aten.add.Tensor(add_8, mul_34);  add_8 = mul_34 = None
    view_39 = torch.ops.aten.view.default(add_9, [12, 16])
    t_44 = torch.ops.aten.t.default(view_39)
    _tensor_constant53 = self._tensor_constant53
    mm_22 = torch.ops.aten.mm.default(t_44, _tensor_constant53);  t_44 = _tensor_constant53 = None
    t_45 = torch.ops.aten.t.default(mm_22);  mm_22 = None
    _tensor_constant54 = self._tensor_constant54
    t_46 = torch.ops.aten.t.default(_tensor_constant54);  _tensor_constant54 = None
    mm_23 = torch.ops.aten.mm.default(view_39, t_46);  view_39 = t_46 = None
    view_40 = torch.ops.aten.view.default(mm_23, [2, 6, 32]);  mm_23 = None
    t_47 = torch.ops.aten.t.default(t_45);  t_45 = None
    _tensor_constant55 = self._tensor_constant55
    detach_8 = torch.ops.aten.detach.default(_tensor_constant55);  _tensor_constant55 = None
    threshold_backward_1 = torch.ops.aten.threshold_backward.default(view_40, detach_8, 0);  view_40 = detach_8 = None
    view_41 = torch.ops.aten.view.default(threshold_backward_1, [12, 32]);  threshold_backward_1 = None
    t_48 = torch.ops.aten.t.default(view_41)
    _tensor_constant56 = self._tensor_constant56
    mm_24 = torch.ops.aten.mm.default(t_48, _tensor_constant56);  t_48 = _tensor_constant56 = None
    t_49 = torch.ops.aten.t.default(mm_24);  mm_24 = None
    _tensor_constant57 = self._tensor_constant57
    t_50 = torch.ops.aten.t.default(_tensor_constant57);  _tensor_constant57 = None
    mm_25 = torch.ops.aten.mm.default(view_41, t_50);  view_41 = t_50 = None
    view_42 = torch.ops.aten.view.default(mm_25, [2, 6, 16]);  mm_25 = None
    t_51 = torch.ops.aten.t.default(t_49);  t_49 = None
    _param_constant4 = self._param_constant4
    mul_35 = torch.ops.aten.mul.Tensor(view_42, _param_constant4);  _param_constant4 = None
    _tensor_constant58 = self._tensor_constant58
    mul_36 = torch.ops.aten.mul.Tensor(view_42, _tensor_constant58);  view_42 = _tensor_constant58 = None
    sum_10 = torch.ops.aten.sum.dim_IntList(mul_36, [0, 1], True);  mul_36 = None
    view_43 = torch.ops.aten.view.default(sum_10, [16]);  sum_10 = None
    _tensor_constant59 = self._tensor_constant59
    mul_37 = torch.ops.aten.mul.Tensor(mul_35, _tensor_constant59);  _tensor_constant59 = None
    _tensor_constant60 = self._tensor_constant60
    mul_38 = torch.ops.aten.mul.Tensor(mul_35, _tensor_constant60);  mul_35 = _tensor_constant60 = None
    sum_11 = torch.ops.aten.sum.dim_IntList(mul_37, [2], True);  mul_37 = None
    add_10 = torch.ops.aten.add.Tensor(add_9, mul_38);  add_9 = mul_38 = None
    _tensor_constant61 = self._tensor_constant61
    detach_9 = torch.ops.aten.detach.default(_tensor_constant61);  _tensor_constant61 = None
    pow_9 = torch.ops.aten.pow.Tensor_Scalar(detach_9, 3);  detach_9 = None
    mul_39 = torch.ops.aten.mul.Scalar(sum_11, -0.5);  sum_11 = None
    mul_40 = torch.ops.aten.mul.Tensor(mul_39, pow_9);  mul_39 = pow_9 = None
    expand_4 = torch.ops.aten.expand.default(mul_40, [2, 6, 16]);  mul_40 = None
    div_4 = torch.ops.aten.div.Scalar(expand_4, 16);  expand_4 = None
    _tensor_constant59_1 = self._tensor_constant59
    pow_10 = torch.ops.aten.pow.Tensor_Scalar(_tensor_constant59_1, 1.0);  _tensor_constant59_1 = None
    mul_41 = torch.ops.aten.mul.Scalar(pow_10, 2.0);  pow_10 = None
    mul_42 = torch.ops.aten.mul.Tensor(div_4, mul_41);  div_4 = mul_41 = None
    add_11 = torch.ops.aten.add.Tensor(add_10, mul_42);  add_10 = mul_42 = None
    view_44 = torch.ops.aten.view.default(add_11, [12, 16])
    t_52 = torch.ops.aten.t.default(view_44)
    _tensor_constant62 = self._tensor_constant62
    mm_26 = torch.ops.aten.mm.default(t_52, _tensor_constant62);  t_52 = _tensor_constant62 = None
    t_53 = torch.ops.aten.t.default(mm_26);  mm_26 = None
    _tensor_constant63 = self._tensor_constant63
    t_54 = torch.ops.aten.t.default(_tensor_constant63);  _tensor_constant63 = None
    mm_27 = torch.ops.aten.mm.default(view_44, t_54);  view_44 = t_54 = None
    view_45 = torch.ops.aten.view.default(mm_27, [2, 6, 16]);  mm_27 = None
    t_55 = torch.ops.aten.t.default(t_53);  t_53 = None
    view_46 = torch.ops.aten.view.default(view_45, [2, 6, 2, 8]);  view_45 = None
    transpose_18 = torch.ops.aten.transpose.int(view_46, 1, 2);  view_46 = None
    clone_8 = torch.ops.aten.clone.default(transpose_18, memory_format = torch.contiguous_format);  transpose_18 = None
    _unsafe_view_8 = torch.ops.aten._unsafe_view.default(clone_8, [4, 6, 8]);  clone_8 = None
    _tensor_constant64 = self._tensor_constant64
    transpose_19 = torch.ops.aten.transpose.int(_tensor_constant64, 1, 2);  _tensor_constant64 = None
    bmm_8 = torch.ops.aten.bmm.default(transpose_19, _unsafe_view_8);  transpose_19 = None
    _tensor_constant65 = self._tensor_constant65
    transpose_20 = torch.ops.aten.transpose.int(_tensor_constant65, 1, 2);  _tensor_constant65 = None
    bmm_9 = torch.ops.aten.bmm.default(_unsafe_view_8, transpose_20);  _unsafe_view_8 = transpose_20 = None
    view_47 = torch.ops.aten.view.default(bmm_8, [2, 2, 8, 8]);  bmm_8 = None
    view_48 = torch.ops.aten.view.default(bmm_9, [2, 2, 6, 8]);  bmm_9 = None
    _tensor_constant66 = self._tensor_constant66
    detach_10 = torch.ops.aten.detach.default(_tensor_constant66);  _tensor_constant66 = None
    _softmax_backward_data_2 = torch.ops.aten._softmax_backward_data.default(view_48, detach_10, -1, torch.float32);  view_48 = detach_10 = None
    mul_43 = torch.ops.aten.mul.Tensor(_softmax_backward_data_2, 1.0);  _softmax_backward_data_2 = None
    view_49 = torch.ops.aten.view.default(mul_43, [4, 6, 8]);  mul_43 = None
    _tensor_constant67 = self._tensor_constant67
    transpose_21 = torch.ops.aten.transpose.int(_tensor_constant67, 1, 2);  _tensor_constant67 = None
    bmm_10 = torch.ops.aten.bmm.default(transpose_21, view_49);  transpose_21 = None
    _tensor_constant68 = self._tensor_constant68
    transpose_22 = torch.ops.aten.transpose.int(_tensor_constant68, 1, 2);  _tensor_constant68 = None
    bmm_11 = torch.ops.aten.bmm.default(view_49, transpose_22);  view_49 = transpose_22 = None
    view_50 = torch.ops.aten.view.default(bmm_10, [2, 2, 8, 8]);  bmm_10 = None
    view_51 = torch.ops.aten.view.default(bmm_11, [2, 2, 6, 8]);  bmm_11 = None
    transpose_23 = torch.ops.aten.transpose.int(view_50, 2, 3);  view_50 = None
    zeros_4 = torch.ops.aten.zeros.default([0], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  zeros_4 = None
    slice_5 = torch.ops.aten.slice.Tensor(view_47, 2, 0, 8);  view_47 = None
    zeros_5 = torch.ops.aten.zeros.default([0], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  zeros_5 = None
    slice_6 = torch.ops.aten.slice.Tensor(transpose_23, 2, 0, 8);  transpose_23 = None
    transpose_24 = torch.ops.aten.transpose.int(slice_5, 1, 2);  slice_5 = None
    clone_9 = torch.ops.aten.clone.default(transpose_24, memory_format = torch.contiguous_format);  transpose_24 = None
    _unsafe_view_9 = torch.ops.aten._unsafe_view.default(clone_9, [2, 8, 16]);  clone_9 = None
    view_52 = torch.ops.aten.view.default(_unsafe_view_9, [16, 16]);  _unsafe_view_9 = None
    t_56 = torch.ops.aten.t.default(view_52)
    _tensor_constant69 = self._tensor_constant69
    mm_28 = torch.ops.aten.mm.default(t_56, _tensor_constant69);  t_56 = _tensor_constant69 = None
    t_57 = torch.ops.aten.t.default(mm_28);  mm_28 = None
    _tensor_constant70 = self._tensor_constant70
    t_58 = torch.ops.aten.t.default(_tensor_constant70);  _tensor_constant70 = None
    mm_29 = torch.ops.aten.mm.default(view_52, t_58);  view_52 = t_58 = None
    view_53 = torch.ops.aten.view.default(mm_29, [2, 8, 16]);  mm_29 = None
    add_12 = torch.ops.aten.add.Tensor(add_3, view_53);  add_3 = view_53 = None
    t_59 = torch.ops.aten.t.default(t_57);  t_57 = None
    transpose_25 = torch.ops.aten.transpose.int(slice_6, 1, 2);  slice_6 = None
    view_54 = torch.ops.aten.view.default(transpose_25, [2, 8, 16]);  transpose_25 = None
    clone_10 = torch.ops.aten.clone.default(view_54, memory_format = torch.contiguous_format);  view_54 = None
    _unsafe_view_10 = torch.ops.aten._unsafe_view.default(clone_10, [16, 16]);  clone_10 = None
    t_60 = torch.ops.aten.t.default(_unsafe_view_10)
    _tensor_constant71 = self._tensor_constant71
    mm_30 = torch.ops.aten.mm.default(t_60, _tensor_constant71);  t_60 = _tensor_constant71 = None
    t_61 = torch.ops.aten.t.default(mm_30);  mm_30 = None
    _tensor_constant72 = self._tensor_constant72
    t_62 = torch.ops.aten.t.default(_tensor_constant72);  _tensor_constant72 = None
    mm_31 = torch.ops.aten.mm.default(_unsafe_view_10, t_62);  _unsafe_view_10 = t_62 = None
    view_55 = torch.ops.aten.view.default(mm_31, [2, 8, 16]);  mm_31 = None
    add_13 = torch.ops.aten.add.Tensor(add_12, view_55);  add_12 = view_55 = None
    t_63 = torch.ops.aten.t.default(t_61);  t_61 = None
    transpose_26 = torch.ops.aten.transpose.int(view_51, 1, 2);  view_51 = None
    clone_11 = torch.ops.aten.clone.default(transpose_26, memory_format = torch.contiguous_format);  transpose_26 = None
    _unsafe_view_11 = torch.ops.aten._unsafe_view.default(clone_11, [2, 6, 16]);  clone_11 = None
    view_56 = torch.ops.aten.view.default(_unsafe_view_11, [12, 16]);  _unsafe_view_11 = None
    t_64 = torch.ops.aten.t.default(view_56)
    _tensor_constant73 = self._tensor_constant73
    mm_32 = torch.ops.aten.mm.default(t_64, _tensor_constant73);  t_64 = _tensor_constant73 = None
    t_65 = torch.ops.aten.t.default(mm_32);  mm_32 = None
    _tensor_constant74 = self._tensor_constant74
    t_66 = torch.ops.aten.t.default(_tensor_constant74);  _tensor_constant74 = None
    mm_33 = torch.ops.aten.mm.default(view_56, t_66);  view_56 = t_66 = None
    view_57 = torch.ops.aten.view.default(mm_33, [2, 6, 16]);  mm_33 = None
    t_67 = torch.ops.aten.t.default(t_65);  t_65 = None
    _param_constant5 = self._param_constant5
    mul_44 = torch.ops.aten.mul.Tensor(view_57, _param_constant5);  _param_constant5 = None
    _tensor_constant75 = self._tensor_constant75
    mul_45 = torch.ops.aten.mul.Tensor(view_57, _tensor_constant75);  view_57 = _tensor_constant75 = None
    sum_12 = torch.ops.aten.sum.dim_IntList(mul_45, [0, 1], True);  mul_45 = None
    view_58 = torch.ops.aten.view.default(sum_12, [16]);  sum_12 = None
    _tensor_constant76 = self._tensor_constant76
    mul_46 = torch.ops.aten.mul.Tensor(mul_44, _tensor_constant76);  _tensor_constant76 = None
    _tensor_constant77 = self._tensor_constant77
    mul_47 = torch.ops.aten.mul.Tensor(mul_44, _tensor_constant77);  mul_44 = _tensor_constant77 = None
    sum_13 = torch.ops.aten.sum.dim_IntList(mul_46, [2], True);  mul_46 = None
    add_14 = torch.ops.aten.add.Tensor(add_11, mul_47);  add_11 = mul_47 = None
    _tensor_constant78 = self._tensor_constant78
    detach_11 = torch.ops.aten.detach.default(_tensor_constant78);  _tensor_constant78 = None
    pow_11 = torch.ops.aten.pow.Tensor_Scalar(detach_11, 3);  detach_11 = None
    mul_48 = torch.ops.aten.mul.Scalar(sum_13, -0.5);  sum_13 = None
    mul_49 = torch.ops.aten.mul.Tensor(mul_48, pow_11);  mul_48 = pow_11 = None
    expand_5 = torch.ops.aten.expand.default(mul_49, [2, 6, 16]);  mul_49 = None
    div_5 = torch.ops.aten.div.Scalar(expand_5, 16);  expand_5 = None
    _tensor_constant76_1 = self._tensor_constant76
    pow_12 = torch.ops.aten.pow.Tensor_Scalar(_tensor_constant76_1, 1.0);  _tensor_constant76_1 = None
    mul_50 = torch.ops.aten.mul.Scalar(pow_12, 2.0);  pow_12 = None
    mul_51 = torch.ops.aten.mul.Tensor(div_5, mul_50);  div_5 = mul_50 = None
    add_15 = torch.ops.aten.add.Tensor(add_14, mul_51);  add_14 = mul_51 = None
    view_59 = torch.ops.aten.view.default(add_15, [12, 16])
    t_68 = torch.ops.aten.t.default(view_59)
    _tensor_constant79 = self._tensor_constant79
    mm_34 = torch.ops.aten.mm.default(t_68, _tensor_constant79);  t_68 = _tensor_constant79 = None
    t_69 = torch.ops.aten.t.default(mm_34);  mm_34 = None
    _tensor_constant80 = self._tensor_constant80
    t_70 = torch.ops.aten.t.default(_tensor_constant80);  _tensor_constant80 = None
    mm_35 = torch.ops.aten.mm.default(view_59, t_70);  view_59 = t_70 = None
    view_60 = torch.ops.aten.view.default(mm_35, [2, 6, 16]);  mm_35 = None
    t_71 = torch.ops.aten.t.default(t_69);  t_69 = None
    view_61 = torch.ops.aten.view.default(view_60, [2, 6, 2, 8]);  view_60 = None
    transpose_27 = torch.ops.aten.transpose.int(view_61, 1, 2);  view_61 = None
    clone_12 = torch.ops.aten.clone.default(transpose_27, memory_format = torch.contiguous_format);  transpose_27 = None
    _unsafe_view_12 = torch.ops.aten._unsafe_view.default(clone_12, [4, 6, 8]);  clone_12 = None
    _tensor_constant81 = self._tensor_constant81
    transpose_28 = torch.ops.aten.transpose.int(_tensor_constant81, 1, 2);  _tensor_constant81 = None
    bmm_12 = torch.ops.aten.bmm.default(transpose_28, _unsafe_view_12);  transpose_28 = None
    _tensor_constant82 = self._tensor_constant82
    transpose_29 = torch.ops.aten.transpose.int(_tensor_constant82, 1, 2);  _tensor_constant82 = None
    bmm_13 = torch.ops.aten.bmm.default(_unsafe_view_12, transpose_29);  _unsafe_view_12 = transpose_29 = None
    view_62 = torch.ops.aten.view.default(bmm_12, [2, 2, 6, 8]);  bmm_12 = None
    view_63 = torch.ops.aten.view.default(bmm_13, [2, 2, 6, 6]);  bmm_13 = None
    _tensor_constant83 = self._tensor_constant83
    detach_12 = torch.ops.aten.detach.default(_tensor_constant83);  _tensor_constant83 = None
    _softmax_backward_data_3 = torch.ops.aten._softmax_backward_data.default(view_63, detach_12, -1, torch.float32);  view_63 = detach_12 = None
    sum_14 = torch.ops.aten.sum.dim_IntList(_softmax_backward_data_3, [0], True)
    add_16 = torch.ops.aten.add.Tensor(sum_7, sum_14);  sum_7 = sum_14 = None
    mul_52 = torch.ops.aten.mul.Tensor(_softmax_backward_data_3, 1.0);  _softmax_backward_data_3 = None
    view_64 = torch.ops.aten.view.default(mul_52, [4, 6, 6]);  mul_52 = None
    _tensor_constant84 = self._tensor_constant84
    transpose_30 = torch.ops.aten.transpose.int(_tensor_constant84, 1, 2);  _tensor_constant84 = None
    bmm_14 = torch.ops.aten.bmm.default(transpose_30, view_64);  transpose_30 = None
    _tensor_constant85 = self._tensor_constant85
    transpose_31 = torch.ops.aten.transpose.int(_tensor_constant85, 1, 2);  _tensor_constant85 = None
    bmm_15 = torch.ops.aten.bmm.default(view_64, transpose_31);  view_64 = transpose_31 = None
    view_65 = torch.ops.aten.view.default(bmm_14, [2, 2, 8, 6]);  bmm_14 = None
    view_66 = torch.ops.aten.view.default(bmm_15, [2, 2, 6, 8]);  bmm_15 = None
    transpose_32 = torch.ops.aten.transpose.int(view_65, 2, 3);  view_65 = None
    squeeze = torch.ops.aten.squeeze.dim(add_16, 0);  add_16 = None
    permute = torch.ops.aten.permute.default(squeeze, [1, 2, 0]);  squeeze = None
    _tensor_constant86 = self._tensor_constant86
    embedding_dense_backward = torch.ops.aten.embedding_dense_backward.default(permute, _tensor_constant86, 32, -1, False);  permute = _tensor_constant86 = None
    zeros_6 = torch.ops.aten.zeros.default([0], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  zeros_6 = None
    slice_7 = torch.ops.aten.slice.Tensor(view_62, 2, 0, 6);  view_62 = None
    zeros_7 = torch.ops.aten.zeros.default([0], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  zeros_7 = None
    slice_8 = torch.ops.aten.slice.Tensor(transpose_32, 2, 0, 6);  transpose_32 = None
    transpose_33 = torch.ops.aten.transpose.int(slice_7, 1, 2);  slice_7 = None
    clone_13 = torch.ops.aten.clone.default(transpose_33, memory_format = torch.contiguous_format);  transpose_33 = None
    _unsafe_view_13 = torch.ops.aten._unsafe_view.default(clone_13, [2, 6, 16]);  clone_13 = None
    view_67 = torch.ops.aten.view.default(_unsafe_view_13, [12, 16]);  _unsafe_view_13 = None
    t_72 = torch.ops.aten.t.default(view_67)
    _tensor_constant87 = self._tensor_constant87
    mm_36 = torch.ops.aten.mm.default(t_72, _tensor_constant87);  t_72 = _tensor_constant87 = None
    t_73 = torch.ops.aten.t.default(mm_36);  mm_36 = None
    _tensor_constant88 = self._tensor_constant88
    t_74 = torch.ops.aten.t.default(_tensor_constant88);  _tensor_constant88 = None
    mm_37 = torch.ops.aten.mm.default(view_67, t_74);  view_67 = t_74 = None
    view_68 = torch.ops.aten.view.default(mm_37, [2, 6, 16]);  mm_37 = None
    t_75 = torch.ops.aten.t.default(t_73);  t_73 = None
    transpose_34 = torch.ops.aten.transpose.int(slice_8, 1, 2);  slice_8 = None
    view_69 = torch.ops.aten.view.default(transpose_34, [2, 6, 16]);  transpose_34 = None
    clone_14 = torch.ops.aten.clone.default(view_69, memory_format = torch.contiguous_format);  view_69 = None
    _unsafe_view_14 = torch.ops.aten._unsafe_view.default(clone_14, [12, 16]);  clone_14 = None
    t_76 = torch.ops.aten.t.default(_unsafe_view_14)
    _tensor_constant89 = self._tensor_constant89
    mm_38 = torch.ops.aten.mm.default(t_76, _tensor_constant89);  t_76 = _tensor_constant89 = None
    t_77 = torch.ops.aten.t.default(mm_38);  mm_38 = None
    _tensor_constant90 = self._tensor_constant90
    t_78 = torch.ops.aten.t.default(_tensor_constant90);  _tensor_constant90 = None
    mm_39 = torch.ops.aten.mm.default(_unsafe_view_14, t_78);  _unsafe_view_14 = t_78 = None
    view_70 = torch.ops.aten.view.default(mm_39, [2, 6, 16]);  mm_39 = None
    add_17 = torch.ops.aten.add.Tensor(view_68, view_70);  view_68 = view_70 = None
    t_79 = torch.ops.aten.t.default(t_77);  t_77 = None
    transpose_35 = torch.ops.aten.transpose.int(view_66, 1, 2);  view_66 = None
    clone_15 = torch.ops.aten.clone.default(transpose_35, memory_format = torch.contiguous_format);  transpose_35 = None
    _unsafe_view_15 = torch.ops.aten._unsafe_view.default(clone_15, [2, 6, 16]);  clone_15 = None
    view_71 = torch.ops.aten.view.default(_unsafe_view_15, [12, 16]);  _unsafe_view_15 = None
    t_80 = torch.ops.aten.t.default(view_71)
    _tensor_constant91 = self._tensor_constant91
    mm_40 = torch.ops.aten.mm.default(t_80, _tensor_constant91);  t_80 = _tensor_constant91 = None
    t_81 = torch.ops.aten.t.default(mm_40);  mm_40 = None
    _tensor_constant92 = self._tensor_constant92
    t_82 = torch.ops.aten.t.default(_tensor_constant92);  _tensor_constant92 = None
    mm_41 = torch.ops.aten.mm.default(view_71, t_82);  view_71 = t_82 = None
    view_72 = torch.ops.aten.view.default(mm_41, [2, 6, 16]);  mm_41 = None
    add_18 = torch.ops.aten.add.Tensor(add_17, view_72);  add_17 = view_72 = None
    t_83 = torch.ops.aten.t.default(t_81);  t_81 = None
    _param_constant6 = self._param_constant6
    mul_53 = torch.ops.aten.mul.Tensor(add_18, _param_constant6);  _param_constant6 = None
    _tensor_constant93 = self._tensor_constant93
    mul_54 = torch.ops.aten.mul.Tensor(add_18, _tensor_constant93);  add_18 = _tensor_constant93 = None
    sum_15 = torch.ops.aten.sum.dim_IntList(mul_54, [0, 1], True);  mul_54 = None
    view_73 = torch.ops.aten.view.default(sum_15, [16]);  sum_15 = None
    _tensor_constant94 = self._tensor_constant94
    mul_55 = torch.ops.aten.mul.Tensor(mul_53, _tensor_constant94);  _tensor_constant94 = None
    _tensor_constant95 = self._tensor_constant95
    mul_56 = torch.ops.aten.mul.Tensor(mul_53, _tensor_constant95);  mul_53 = _tensor_constant95 = None
    sum_16 = torch.ops.aten.sum.dim_IntList(mul_55, [2], True);  mul_55 = None
    add_19 = torch.ops.aten.add.Tensor(add_15, mul_56);  add_15 = mul_56 = None
    _tensor_constant96 = self._tensor_constant96
    detach_13 = torch.ops.aten.detach.default(_tensor_constant96);  _tensor_constant96 = None
    pow_13 = torch.ops.aten.pow.Tensor_Scalar(detach_13, 3);  detach_13 = None
    mul_57 = torch.ops.aten.mul.Scalar(sum_16, -0.5);  sum_16 = None
    mul_58 = torch.ops.aten.mul.Tensor(mul_57, pow_13);  mul_57 = pow_13 = None
    expand_6 = torch.ops.aten.expand.default(mul_58, [2, 6, 16]);  mul_58 = None
    div_6 = torch.ops.aten.div.Scalar(expand_6, 16);  expand_6 = None
    _tensor_constant94_1 = self._tensor_constant94
    pow_14 = torch.ops.aten.pow.Tensor_Scalar(_tensor_constant94_1, 1.0);  _tensor_constant94_1 = None
    mul_59 = torch.ops.aten.mul.Scalar(pow_14, 2.0);  pow_14 = None
    mul_60 = torch.ops.aten.mul.Tensor(div_6, mul_59);  div_6 = mul_59 = None
    add_20 = torch.ops.aten.add.Tensor(add_19, mul_60);  add_19 = mul_60 = None
    _tensor_constant97 = self._tensor_constant97
    embedding_dense_backward_1 = torch.ops.aten.embedding_dense_backward.default(add_20, _tensor_constant97, 64, -1, False);  add_20 = _tensor_constant97 = None
    add_21 = torch.ops.aten.add.Tensor(t_3, embedding_dense_backward_1);  t_3 = embedding_dense_backward_1 = None
    _param_constant7 = self._param_constant7
    mul_61 = torch.ops.aten.mul.Tensor(add_13, _param_constant7);  _param_constant7 = None
    _tensor_constant98 = self._tensor_constant98
    mul_62 = torch.ops.aten.mul.Tensor(add_13, _tensor_constant98);  add_13 = _tensor_constant98 = None
    sum_17 = torch.ops.aten.sum.dim_IntList(mul_62, [0, 1], True);  mul_62 = None
    view_74 = torch.ops.aten.view.default(sum_17, [16]);  sum_17 = None
    _tensor_constant99 = self._tensor_constant99
    mul_63 = torch.ops.aten.mul.Tensor(mul_61, _tensor_constant99);  _tensor_constant99 = None
    _tensor_constant100 = self._tensor_constant100
    mul_64 = torch.ops.aten.mul.Tensor(mul_61, _tensor_constant100);  mul_61 = _tensor_constant100 = None
    sum_18 = torch.ops.aten.sum.dim_IntList(mul_63, [2], True);  mul_63 = None
    _tensor_constant101 = self._tensor_constant101
    detach_14 = torch.ops.aten.detach.default(_tensor_constant101);  _tensor_constant101 = None
    pow_15 = torch.ops.aten.pow.Tensor_Scalar(detach_14, 3);  detach_14 = None
    mul_65 = torch.ops.aten.mul.Scalar(sum_18, -0.5);  sum_18 = None
    mul_66 = torch.ops.aten.mul.Tensor(mul_65, pow_15);  mul_65 = pow_15 = None
    expand_7 = torch.ops.aten.expand.default(mul_66, [2, 8, 16]);  mul_66 = None
    div_7 = torch.ops.aten.div.Scalar(expand_7, 16);  expand_7 = None
    _tensor_constant99_1 = self._tensor_constant99
    pow_16 = torch.ops.aten.pow.Tensor_Scalar(_tensor_constant99_1, 1.0);  _tensor_constant99_1 = None
    mul_67 = torch.ops.aten.mul.Scalar(pow_16, 2.0);  pow_16 = None
    mul_68 = torch.ops.aten.mul.Tensor(div_7, mul_67);  div_7 = mul_67 = None
    add_22 = torch.ops.aten.add.Tensor(mul_64, mul_68);  mul_64 = mul_68 = None
    view_75 = torch.ops.aten.view.default(add_22, [16, 16])
    t_84 = torch.ops.aten.t.default(view_75)
    _tensor_constant102 = self._tensor_constant102
    mm_42 = torch.ops.aten.mm.default(t_84, _tensor_constant102);  t_84 = _tensor_constant102 = None
    t_85 = torch.ops.aten.t.default(mm_42);  mm_42 = None
    _tensor_constant103 = self._tensor_constant103
    t_86 = torch.ops.aten.t.default(_tensor_constant103);  _tensor_constant103 = None
    mm_43 = torch.ops.aten.mm.default(view_75, t_86);  view_75 = t_86 = None
    view_76 = torch.ops.aten.view.default(mm_43, [2, 8, 32]);  mm_43 = None
    t_87 = torch.ops.aten.t.default(t_85);  t_85 = None
    _tensor_constant104 = self._tensor_constant104
    detach_15 = torch.ops.aten.detach.default(_tensor_constant104);  _tensor_constant104 = None
    threshold_backward_2 = torch.ops.aten.threshold_backward.default(view_76, detach_15, 0);  view_76 = detach_15 = None
    view_77 = torch.ops.aten.view.default(threshold_backward_2, [16, 32]);  threshold_backward_2 = None
    t_88 = torch.ops.aten.t.default(view_77)
    _tensor_constant105 = self._tensor_constant105
    mm_44 = torch.ops.aten.mm.default(t_88, _tensor_constant105);  t_88 = _tensor_constant105 = None
    t_89 = torch.ops.aten.t.default(mm_44);  mm_44 = None
    _tensor_constant106 = self._tensor_constant106
    t_90 = torch.ops.aten.t.default(_tensor_constant106);  _tensor_constant106 = None
    mm_45 = torch.ops.aten.mm.default(view_77, t_90);  view_77 = t_90 = None
    view_78 = torch.ops.aten.view.default(mm_45, [2, 8, 16]);  mm_45 = None
    t_91 = torch.ops.aten.t.default(t_89);  t_89 = None
    _param_constant8 = self._param_constant8
    mul_69 = torch.ops.aten.mul.Tensor(view_78, _param_constant8);  _param_constant8 = None
    _tensor_constant107 = self._tensor_constant107
    mul_70 = torch.ops.aten.mul.Tensor(view_78, _tensor_constant107);  view_78 = _tensor_constant107 = None
    sum_19 = torch.ops.aten.sum.dim_IntList(mul_70, [0, 1], True);  mul_70 = None
    view_79 = torch.ops.aten.view.default(sum_19, [16]);  sum_19 = None
    _tensor_constant108 = self._tensor_constant108
    mul_71 = torch.ops.aten.mul.Tensor(mul_69, _tensor_constant108);  _tensor_constant108 = None
    _tensor_constant109 = self._tensor_constant109
    mul_72 = torch.ops.aten.mul.Tensor(mul_69, _tensor_constant109);  mul_69 = _tensor_constant109 = None
    sum_20 = torch.ops.aten.sum.dim_IntList(mul_71, [2], True);  mul_71 = None
    add_23 = torch.ops.aten.add.Tensor(add_22, mul_72);  add_22 = mul_72 = None
    _tensor_constant110 = self._tensor_constant110
    detach_16 = torch.ops.aten.detach.default(_tensor_constant110);  _tensor_constant110 = None
    pow_17 = torch.ops.aten.pow.Tensor_Scalar(detach_16, 3);  detach_16 = None
    mul_73 = torch.ops.aten.mul.Scalar(sum_20, -0.5);  sum_20 = None
    mul_74 = torch.ops.aten.mul.Tensor(mul_73, pow_17);  mul_73 = pow_17 = None
    expand_8 = torch.ops.aten.expand.default(mul_74, [2, 8, 16]);  mul_74 = None
    div_8 = torch.ops.aten.div.Scalar(expand_8, 16);  expand_8 = None
    _tensor_constant108_1 = self._tensor_constant108
    pow_18 = torch.ops.aten.pow.Tensor_Scalar(_tensor_constant108_1, 1.0);  _tensor_constant108_1 = None
    mul_75 = torch.ops.aten.mul.Scalar(pow_18, 2.0);  pow_18 = None
    mul_76 = torch.ops.aten.mul.Tensor(div_8, mul_75);  div_8 = mul_75 = None
    add_24 = torch.ops.aten.add.Tensor(add_23, mul_76);  add_23 = mul_76 = None
    view_80 = torch.ops.aten.view.default(add_24, [16, 16])
    t_92 = torch.ops.aten.t.default(view_80)
    _tensor_constant111 = self._tensor_constant111
    mm_46 = torch.ops.aten.mm.default(t_92, _tensor_constant111);  t_92 = _tensor_constant111 = None
    t_93 = torch.ops.aten.t.default(mm_46);  mm_46 = None
    _tensor_constant112 = self._tensor_constant112
    t_94 = torch.ops.aten.t.default(_tensor_constant112);  _tensor_constant112 = None
    mm_47 = torch.ops.aten.mm.default(view_80, t_94);  view_80 = t_94 = None
    view_81 = torch.ops.aten.view.default(mm_47, [2, 8, 16]);  mm_47 = None
    t_95 = torch.ops.aten.t.default(t_93);  t_93 = None
    view_82 = torch.ops.aten.view.default(view_81, [2, 8, 2, 8]);  view_81 = None
    transpose_36 = torch.ops.aten.transpose.int(view_82, 1, 2);  view_82 = None
    clone_16 = torch.ops.aten.clone.default(transpose_36, memory_format = torch.contiguous_format);  transpose_36 = None
    _unsafe_view_16 = torch.ops.aten._unsafe_view.default(clone_16, [4, 8, 8]);  clone_16 = None
    _tensor_constant113 = self._tensor_constant113
    transpose_37 = torch.ops.aten.transpose.int(_tensor_constant113, 1, 2);  _tensor_constant113 = None
    bmm_16 = torch.ops.aten.bmm.default(transpose_37, _unsafe_view_16);  transpose_37 = None
    _tensor_constant114 = self._tensor_constant114
    transpose_38 = torch.ops.aten.transpose.int(_tensor_constant114, 1, 2);  _tensor_constant114 = None
    bmm_17 = torch.ops.aten.bmm.default(_unsafe_view_16, transpose_38);  _unsafe_view_16 = transpose_38 = None
    view_83 = torch.ops.aten.view.default(bmm_16, [2, 2, 8, 8]);  bmm_16 = None
    view_84 = torch.ops.aten.view.default(bmm_17, [2, 2, 8, 8]);  bmm_17 = None
    _tensor_constant115 = self._tensor_constant115
    detach_17 = torch.ops.aten.detach.default(_tensor_constant115);  _tensor_constant115 = None
    _softmax_backward_data_4 = torch.ops.aten._softmax_backward_data.default(view_84, detach_17, -1, torch.float32);  view_84 = detach_17 = None
    sum_21 = torch.ops.aten.sum.dim_IntList(_softmax_backward_data_4, [0], True)
    mul_77 = torch.ops.aten.mul.Tensor(_softmax_backward_data_4, 1.0);  _softmax_backward_data_4 = None
    view_85 = torch.ops.aten.view.default(mul_77, [4, 8, 8]);  mul_77 = None
    _tensor_constant116 = self._tensor_constant116
    transpose_39 = torch.ops.aten.transpose.int(_tensor_constant116, 1, 2);  _tensor_constant116 = None
    bmm_18 = torch.ops.aten.bmm.default(transpose_39, view_85);  transpose_39 = None
    _tensor_constant117 = self._tensor_constant117
    transpose_40 = torch.ops.aten.transpose.int(_tensor_constant117, 1, 2);  _tensor_constant117 = None
    bmm_19 = torch.ops.aten.bmm.default(view_85, transpose_40);  view_85 = transpose_40 = None
    view_86 = torch.ops.aten.view.default(bmm_18, [2, 2, 8, 8]);  bmm_18 = None
    view_87 = torch.ops.aten.view.default(bmm_19, [2, 2, 8, 8]);  bmm_19 = None
    transpose_41 = torch.ops.aten.transpose.int(view_86, 2, 3);  view_86 = None
    transpose_42 = torch.ops.aten.transpose.int(view_83, 1, 2);  view_83 = None
    clone_17 = torch.ops.aten.clone.default(transpose_42, memory_format = torch.contiguous_format);  transpose_42 = None
    _unsafe_view_17 = torch.ops.aten._unsafe_view.default(clone_17, [2, 8, 16]);  clone_17 = None
    view_88 = torch.ops.aten.view.default(_unsafe_view_17, [16, 16]);  _unsafe_view_17 = None
    t_96 = torch.ops.aten.t.default(view_88)
    _tensor_constant118 = self._tensor_constant118
    mm_48 = torch.ops.aten.mm.default(t_96, _tensor_constant118);  t_96 = _tensor_constant118 = None
    t_97 = torch.ops.aten.t.default(mm_48);  mm_48 = None
    _tensor_constant119 = self._tensor_constant119
    t_98 = torch.ops.aten.t.default(_tensor_constant119);  _tensor_constant119 = None
    mm_49 = torch.ops.aten.mm.default(view_88, t_98);  view_88 = t_98 = None
    view_89 = torch.ops.aten.view.default(mm_49, [2, 8, 16]);  mm_49 = None
    t_99 = torch.ops.aten.t.default(t_97);  t_97 = None
    transpose_43 = torch.ops.aten.transpose.int(transpose_41, 1, 2);  transpose_41 = None
    view_90 = torch.ops.aten.view.default(transpose_43, [2, 8, 16]);  transpose_43 = None
    clone_18 = torch.ops.aten.clone.default(view_90, memory_format = torch.contiguous_format);  view_90 = None
    _unsafe_view_18 = torch.ops.aten._unsafe_view.default(clone_18, [16, 16]);  clone_18 = None
    t_100 = torch.ops.aten.t.default(_unsafe_view_18)
    _tensor_constant120 = self._tensor_constant120
    mm_50 = torch.ops.aten.mm.default(t_100, _tensor_constant120);  t_100 = _tensor_constant120 = None
    t_101 = torch.ops.aten.t.default(mm_50);  mm_50 = None
    _tensor_constant121 = self._tensor_constant121
    t_102 = torch.ops.aten.t.default(_tensor_constant121);  _tensor_constant121 = None
    mm_51 = torch.ops.aten.mm.default(_unsafe_view_18, t_102);  _unsafe_view_18 = t_102 = None
    view_91 = torch.ops.aten.view.default(mm_51, [2, 8, 16]);  mm_51 = None
    add_25 = torch.ops.aten.add.Tensor(view_89, view_91);  view_89 = view_91 = None
    t_103 = torch.ops.aten.t.default(t_101);  t_101 = None
    transpose_44 = torch.ops.aten.transpose.int(view_87, 1, 2);  view_87 = None
    clone_19 = torch.ops.aten.clone.default(transpose_44, memory_format = torch.contiguous_format);  transpose_44 = None
    _unsafe_view_19 = torch.ops.aten._unsafe_view.default(clone_19, [2, 8, 16]);  clone_19 = None
    view_92 = torch.ops.aten.view.default(_unsafe_view_19, [16, 16]);  _unsafe_view_19 = None
    t_104 = torch.ops.aten.t.default(view_92)
    _tensor_constant122 = self._tensor_constant122
    mm_52 = torch.ops.aten.mm.default(t_104, _tensor_constant122);  t_104 = _tensor_constant122 = None
    t_105 = torch.ops.aten.t.default(mm_52);  mm_52 = None
    _tensor_constant123 = self._tensor_constant123
    t_106 = torch.ops.aten.t.default(_tensor_constant123);  _tensor_constant123 = None
    mm_53 = torch.ops.aten.mm.default(view_92, t_106);  view_92 = t_106 = None
    view_93 = torch.ops.aten.view.default(mm_53, [2, 8, 16]);  mm_53 = None
    add_26 = torch.ops.aten.add.Tensor(add_25, view_93);  add_25 = view_93 = None
    t_107 = torch.ops.aten.t.default(t_105);  t_105 = None
    _param_constant9 = self._param_constant9
    mul_78 = torch.ops.aten.mul.Tensor(add_26, _param_constant9);  _param_constant9 = None
    _tensor_constant124 = self._tensor_constant124
    mul_79 = torch.ops.aten.mul.Tensor(add_26, _tensor_constant124);  add_26 = _tensor_constant124 = None
    sum_22 = torch.ops.aten.sum.dim_IntList(mul_79, [0, 1], True);  mul_79 = None
    view_94 = torch.ops.aten.view.default(sum_22, [16]);  sum_22 = None
    _tensor_constant125 = self._tensor_constant125
    mul_80 = torch.ops.aten.mul.Tensor(mul_78, _tensor_constant125);  _tensor_constant125 = None
    _tensor_constant126 = self._tensor_constant126
    mul_81 = torch.ops.aten.mul.Tensor(mul_78, _tensor_constant126);  mul_78 = _tensor_constant126 = None
    sum_23 = torch.ops.aten.sum.dim_IntList(mul_80, [2], True);  mul_80 = None
    add_27 = torch.ops.aten.add.Tensor(add_24, mul_81);  add_24 = mul_81 = None
    _tensor_constant127 = self._tensor_constant127
    detach_18 = torch.ops.aten.detach.default(_tensor_constant127);  _tensor_constant127 = None
    pow_19 = torch.ops.aten.pow.Tensor_Scalar(detach_18, 3);  detach_18 = None
    mul_82 = torch.ops.aten.mul.Scalar(sum_23, -0.5);  sum_23 = None
    mul_83 = torch.ops.aten.mul.Tensor(mul_82, pow_19);  mul_82 = pow_19 = None
    expand_9 = torch.ops.aten.expand.default(mul_83, [2, 8, 16]);  mul_83 = None
    div_9 = torch.ops.aten.div.Scalar(expand_9, 16);  expand_9 = None
    _tensor_constant125_1 = self._tensor_constant125
    pow_20 = torch.ops.aten.pow.Tensor_Scalar(_tensor_constant125_1, 1.0);  _tensor_constant125_1 = None
    mul_84 = torch.ops.aten.mul.Scalar(pow_20, 2.0);  pow_20 = None
    mul_85 = torch.ops.aten.mul.Tensor(div_9, mul_84);  div_9 = mul_84 = None
    add_28 = torch.ops.aten.add.Tensor(add_27, mul_85);  add_27 = mul_85 = None
    view_95 = torch.ops.aten.view.default(add_28, [16, 16])
    t_108 = torch.ops.aten.t.default(view_95)
    _tensor_constant128 = self._tensor_constant128
    mm_54 = torch.ops.aten.mm.default(t_108, _tensor_constant128);  t_108 = _tensor_constant128 = None
    t_109 = torch.ops.aten.t.default(mm_54);  mm_54 = None
    _tensor_constant129 = self._tensor_constant129
    t_110 = torch.ops.aten.t.default(_tensor_constant129);  _tensor_constant129 = None
    mm_55 = torch.ops.aten.mm.default(view_95, t_110);  view_95 = t_110 = None
    view_96 = torch.ops.aten.view.default(mm_55, [2, 8, 32]);  mm_55 = None
    t_111 = torch.ops.aten.t.default(t_109);  t_109 = None
    _tensor_constant130 = self._tensor_constant130
    detach_19 = torch.ops.aten.detach.default(_tensor_constant130);  _tensor_constant130 = None
    threshold_backward_3 = torch.ops.aten.threshold_backward.default(view_96, detach_19, 0);  view_96 = detach_19 = None
    view_97 = torch.ops.aten.view.default(threshold_backward_3, [16, 32]);  threshold_backward_3 = None
    t_112 = torch.ops.aten.t.default(view_97)
    _tensor_constant131 = self._tensor_constant131
    mm_56 = torch.ops.aten.mm.default(t_112, _tensor_constant131);  t_112 = _tensor_constant131 = None
    t_113 = torch.ops.aten.t.default(mm_56);  mm_56 = None
    _tensor_constant132 = self._tensor_constant132
    t_114 = torch.ops.aten.t.default(_tensor_constant132);  _tensor_constant132 = None
    mm_57 = torch.ops.aten.mm.default(view_97, t_114);  view_97 = t_114 = None
    view_98 = torch.ops.aten.view.default(mm_57, [2, 8, 16]);  mm_57 = None
    t_115 = torch.ops.aten.t.default(t_113);  t_113 = None
    _param_constant10 = self._param_constant10
    mul_86 = torch.ops.aten.mul.Tensor(view_98, _param_constant10);  _param_constant10 = None
    _tensor_constant133 = self._tensor_constant133
    mul_87 = torch.ops.aten.mul.Tensor(view_98, _tensor_constant133);  view_98 = _tensor_constant133 = None
    sum_24 = torch.ops.aten.sum.dim_IntList(mul_87, [0, 1], True);  mul_87 = None
    view_99 = torch.ops.aten.view.default(sum_24, [16]);  sum_24 = None
    _tensor_constant134 = self._tensor_constant134
    mul_88 = torch.ops.aten.mul.Tensor(mul_86, _tensor_constant134);  _tensor_constant134 = None
    _tensor_constant135 = self._tensor_constant135
    mul_89 = torch.ops.aten.mul.Tensor(mul_86, _tensor_constant135);  mul_86 = _tensor_constant135 = None
    sum_25 = torch.ops.aten.sum.dim_IntList(mul_88, [2], True);  mul_88 = None
    add_29 = torch.ops.aten.add.Tensor(add_28, mul_89);  add_28 = mul_89 = None
    _tensor_constant136 = self._tensor_constant136
    detach_20 = torch.ops.aten.detach.default(_tensor_constant136);  _tensor_constant136 = None
    pow_21 = torch.ops.aten.pow.Tensor_Scalar(detach_20, 3);  detach_20 = None
    mul_90 = torch.ops.aten.mul.Scalar(sum_25, -0.5);  sum_25 = None
    mul_91 = torch.ops.aten.mul.Tensor(mul_90, pow_21);  mul_90 = pow_21 = None
    expand_10 = torch.ops.aten.expand.default(mul_91, [2, 8, 16]);  mul_91 = None
    div_10 = torch.ops.aten.div.Scalar(expand_10, 16);  expand_10 = None
    _tensor_constant134_1 = self._tensor_constant134
    pow_22 = torch.ops.aten.pow.Tensor_Scalar(_tensor_constant134_1, 1.0);  _tensor_constant134_1 = None
    mul_92 = torch.ops.aten.mul.Scalar(pow_22, 2.0);  pow_22 = None
    mul_93 = torch.ops.aten.mul.Tensor(div_10, mul_92);  div_10 = mul_92 = None
    add_30 = torch.ops.aten.add.Tensor(add_29, mul_93);  add_29 = mul_93 = None
    view_100 = torch.ops.aten.view.default(add_30, [16, 16])
    t_116 = torch.ops.aten.t.default(view_100)
    _tensor_constant137 = self._tensor_constant137
    mm_58 = torch.ops.aten.mm.default(t_116, _tensor_constant137);  t_116 = _tensor_constant137 = None
    t_117 = torch.ops.aten.t.default(mm_58);  mm_58 = None
    _tensor_constant138 = self._tensor_constant138
    t_118 = torch.ops.aten.t.default(_tensor_constant138);  _tensor_constant138 = None
    mm_59 = torch.ops.aten.mm.default(view_100, t_118);  view_100 = t_118 = None
    view_101 = torch.ops.aten.view.default(mm_59, [2, 8, 16]);  mm_59 = None
    t_119 = torch.ops.aten.t.default(t_117);  t_117 = None
    view_102 = torch.ops.aten.view.default(view_101, [2, 8, 2, 8]);  view_101 = None
    transpose_45 = torch.ops.aten.transpose.int(view_102, 1, 2);  view_102 = None
    clone_20 = torch.ops.aten.clone.default(transpose_45, memory_format = torch.contiguous_format);  transpose_45 = None
    _unsafe_view_20 = torch.ops.aten._unsafe_view.default(clone_20, [4, 8, 8]);  clone_20 = None
    _tensor_constant139 = self._tensor_constant139
    transpose_46 = torch.ops.aten.transpose.int(_tensor_constant139, 1, 2);  _tensor_constant139 = None
    bmm_20 = torch.ops.aten.bmm.default(transpose_46, _unsafe_view_20);  transpose_46 = None
    _tensor_constant140 = self._tensor_constant140
    transpose_47 = torch.ops.aten.transpose.int(_tensor_constant140, 1, 2);  _tensor_constant140 = None
    bmm_21 = torch.ops.aten.bmm.default(_unsafe_view_20, transpose_47);  _unsafe_view_20 = transpose_47 = None
    view_103 = torch.ops.aten.view.default(bmm_20, [2, 2, 8, 8]);  bmm_20 = None
    view_104 = torch.ops.aten.view.default(bmm_21, [2, 2, 8, 8]);  bmm_21 = None
    _tensor_constant141 = self._tensor_constant141
    detach_21 = torch.ops.aten.detach.default(_tensor_constant141);  _tensor_constant141 = None
    _softmax_backward_data_5 = torch.ops.aten._softmax_backward_data.default(view_104, detach_21, -1, torch.float32);  view_104 = detach_21 = None
    sum_26 = torch.ops.aten.sum.dim_IntList(_softmax_backward_data_5, [0], True)
    add_31 = torch.ops.aten.add.Tensor(sum_21, sum_26);  sum_21 = sum_26 = None
    mul_94 = torch.ops.aten.mul.Tensor(_softmax_backward_data_5, 1.0);  _softmax_backward_data_5 = None
    view_105 = torch.ops.aten.view.default(mul_94, [4, 8, 8]);  mul_94 = None
    _tensor_constant142 = self._tensor_constant142
    transpose_48 = torch.ops.aten.transpose.int(_tensor_constant142, 1, 2);  _tensor_constant142 = None
    bmm_22 = torch.ops.aten.bmm.default(transpose_48, view_105);  transpose_48 = None
    _tensor_constant143 = self._tensor_constant143
    transpose_49 = torch.ops.aten.transpose.int(_tensor_constant143, 1, 2);  _tensor_constant143 = None
    bmm_23 = torch.ops.aten.bmm.default(view_105, transpose_49);  view_105 = transpose_49 = None
    view_106 = torch.ops.aten.view.default(bmm_22, [2, 2, 8, 8]);  bmm_22 = None
    view_107 = torch.ops.aten.view.default(bmm_23, [2, 2, 8, 8]);  bmm_23 = None
    transpose_50 = torch.ops.aten.transpose.int(view_106, 2, 3);  view_106 = None
    squeeze_1 = torch.ops.aten.squeeze.dim(add_31, 0);  add_31 = None
    permute_1 = torch.ops.aten.permute.default(squeeze_1, [1, 2, 0]);  squeeze_1 = None
    _tensor_constant144 = self._tensor_constant144
    embedding_dense_backward_2 = torch.ops.aten.embedding_dense_backward.default(permute_1, _tensor_constant144, 32, -1, False);  permute_1 = _tensor_constant144 = None
    transpose_51 = torch.ops.aten.transpose.int(view_103, 1, 2);  view_103 = None
    clone_21 = torch.ops.aten.clone.default(transpose_51, memory_format = torch.contiguous_format);  transpose_51 = None
    _unsafe_view_21 = torch.ops.aten._unsafe_view.default(clone_21, [2, 8, 16]);  clone_21 = None
    view_108 = torch.ops.aten.view.default(_unsafe_view_21, [16, 16]);  _unsafe_view_21 = None
    t_120 = torch.ops.aten.t.default(view_108)
    _tensor_constant145 = self._tensor_constant145
    mm_60 = torch.ops.aten.mm.default(t_120, _tensor_constant145);  t_120 = _tensor_constant145 = None
    t_121 = torch.ops.aten.t.default(mm_60);  mm_60 = None
    _tensor_constant146 = self._tensor_constant146
    t_122 = torch.ops.aten.t.default(_tensor_constant146);  _tensor_constant146 = None
    mm_61 = torch.ops.aten.mm.default(view_108, t_122);  view_108 = t_122 = None
    view_109 = torch.ops.aten.view.default(mm_61, [2, 8, 16]);  mm_61 = None
    t_123 = torch.ops.aten.t.default(t_121);  t_121 = None
    transpose_52 = torch.ops.aten.transpose.int(transpose_50, 1, 2);  transpose_50 = None
    view_110 = torch.ops.aten.view.default(transpose_52, [2, 8, 16]);  transpose_52 = None
    clone_22 = torch.ops.aten.clone.default(view_110, memory_format = torch.contiguous_format);  view_110 = None
    _unsafe_view_22 = torch.ops.aten._unsafe_view.default(clone_22, [16, 16]);  clone_22 = None
    t_124 = torch.ops.aten.t.default(_unsafe_view_22)
    _tensor_constant147 = self._tensor_constant147
    mm_62 = torch.ops.aten.mm.default(t_124, _tensor_constant147);  t_124 = _tensor_constant147 = None
    t_125 = torch.ops.aten.t.default(mm_62);  mm_62 = None
    _tensor_constant148 = self._tensor_constant148
    t_126 = torch.ops.aten.t.default(_tensor_constant148);  _tensor_constant148 = None
    mm_63 = torch.ops.aten.mm.default(_unsafe_view_22, t_126);  _unsafe_view_22 = t_126 = None
    view_111 = torch.ops.aten.view.default(mm_63, [2, 8, 16]);  mm_63 = None
    add_32 = torch.ops.aten.add.Tensor(view_109, view_111);  view_109 = view_111 = None
    t_127 = torch.ops.aten.t.default(t_125);  t_125 = None
    transpose_53 = torch.ops.aten.transpose.int(view_107, 1, 2);  view_107 = None
    clone_23 = torch.ops.aten.clone.default(transpose_53, memory_format = torch.contiguous_format);  transpose_53 = None
    _unsafe_view_23 = torch.ops.aten._unsafe_view.default(clone_23, [2, 8, 16]);  clone_23 = None
    view_112 = torch.ops.aten.view.default(_unsafe_view_23, [16, 16]);  _unsafe_view_23 = None
    t_128 = torch.ops.aten.t.default(view_112)
    _tensor_constant149 = self._tensor_constant149
    mm_64 = torch.ops.aten.mm.default(t_128, _tensor_constant149);  t_128 = _tensor_constant149 = None
    t_129 = torch.ops.aten.t.default(mm_64);  mm_64 = None
    _tensor_constant150 = self._tensor_constant150
    t_130 = torch.ops.aten.t.default(_tensor_constant150);  _tensor_constant150 = None
    mm_65 = torch.ops.aten.mm.default(view_112, t_130);  view_112 = t_130 = None
    view_113 = torch.ops.aten.view.default(mm_65, [2, 8, 16]);  mm_65 = None
    add_33 = torch.ops.aten.add.Tensor(add_32, view_113);  add_32 = view_113 = None
    t_131 = torch.ops.aten.t.default(t_129);  t_129 = None
    _param_constant11 = self._param_constant11
    mul_95 = torch.ops.aten.mul.Tensor(add_33, _param_constant11);  _param_constant11 = None
    _tensor_constant151 = self._tensor_constant151
    mul_96 = torch.ops.aten.mul.Tensor(add_33, _tensor_constant151);  add_33 = _tensor_constant151 = None
    sum_27 = torch.ops.aten.sum.dim_IntList(mul_96, [0, 1], True);  mul_96 = None
    view_114 = torch.ops.aten.view.default(sum_27, [16]);  sum_27 = None
    _tensor_constant152 = self._tensor_constant152
    mul_97 = torch.ops.aten.mul.Tensor(mul_95, _tensor_constant152);  _tensor_constant152 = None
    _tensor_constant153 = self._tensor_constant153
    mul_98 = torch.ops.aten.mul.Tensor(mul_95, _tensor_constant153);  mul_95 = _tensor_constant153 = None
    sum_28 = torch.ops.aten.sum.dim_IntList(mul_97, [2], True);  mul_97 = None
    add_34 = torch.ops.aten.add.Tensor(add_30, mul_98);  add_30 = mul_98 = None
    _tensor_constant154 = self._tensor_constant154
    detach_22 = torch.ops.aten.detach.default(_tensor_constant154);  _tensor_constant154 = None
    pow_23 = torch.ops.aten.pow.Tensor_Scalar(detach_22, 3);  detach_22 = None
    mul_99 = torch.ops.aten.mul.Scalar(sum_28, -0.5);  sum_28 = None
    mul_100 = torch.ops.aten.mul.Tensor(mul_99, pow_23);  mul_99 = pow_23 = None
    expand_11 = torch.ops.aten.expand.default(mul_100, [2, 8, 16]);  mul_100 = None
    div_11 = torch.ops.aten.div.Scalar(expand_11, 16);  expand_11 = None
    _tensor_constant152_1 = self._tensor_constant152
    pow_24 = torch.ops.aten.pow.Tensor_Scalar(_tensor_constant152_1, 1.0);  _tensor_constant152_1 = None
    mul_101 = torch.ops.aten.mul.Scalar(pow_24, 2.0);  pow_24 = None
    mul_102 = torch.ops.aten.mul.Tensor(div_11, mul_101);  div_11 = mul_101 = None
    add_35 = torch.ops.aten.add.Tensor(add_34, mul_102);  add_34 = mul_102 = None
    _tensor_constant155 = self._tensor_constant155
    embedding_dense_backward_3 = torch.ops.aten.embedding_dense_backward.default(add_35, _tensor_constant155, 64, -1, False);  add_35 = _tensor_constant155 = None
    add_36 = torch.ops.aten.add.Tensor(add_21, embedding_dense_backward_3);  add_21 = embedding_dense_backward_3 = None
    return (add_36, t_131, t_127, t_123, t_119, embedding_dense_backward_2, view_114, t_115, t_111, view_99, t_107, t_103, t_99, t_95, view_94, t_91, t_87, view_79, view_74, t_83, t_79, t_75, t_71, embedding_dense_backward, view_73, t_67, t_63, t_59, t_55, view_58, t_51, t_47, view_43, t_43, t_39, t_35, t_31, view_38, t_27, t_23, t_19, t_15, view_23, t_11, t_7, view_8, view_3)
    