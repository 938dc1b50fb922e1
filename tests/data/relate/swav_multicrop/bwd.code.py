


def forward(self, loss_1):
    ones_like = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
    div = torch.ops.aten.div.Tensor(ones_like, 2);  ones_like = None
    div_1 = torch.ops.aten.div.Tensor(div, 3)
    neg = torch.ops.aten.neg.default(div_1)
    expand = torch.ops.aten.expand.default(neg, [4]);  neg = None
    div_2 = torch.ops.aten.div.Scalar(expand, 4);  expand = None
    unsqueeze = torch.ops.aten.unsqueeze.default(div_2, 1);  div_2 = None
    expand_1 = torch.ops.aten.expand.default(unsqueeze, [4, 12]);  unsqueeze = None
    _tensor_constant0 = self._tensor_constant0
    mul = torch.ops.aten.mul.Tensor(expand_1, _tensor_constant0);  expand_1 = _tensor_constant0 = None
    _tensor_constant1 = self._tensor_constant1
    detach = torch.ops.aten.detach.default(_tensor_constant1);  _tensor_constant1 = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(mul, detach, 1, torch.float32);  mul = detach = None
    div_3 = torch.ops.aten.div.Tensor(_log_softmax_backward_data, 0.1);  _log_softmax_backward_data = None
    slice_backward = torch.ops.aten.slice_backward.default(div_3, [16, 12], 0, 12, 16, 1);  div_3 = None
    neg_1 = torch.ops.aten.neg.default(div_1)
    expand_2 = torch.ops.aten.expand.default(neg_1, [4]);  neg_1 = None
    div_4 = torch.ops.aten.div.Scalar(expand_2, 4);  expand_2 = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(div_4, 1);  div_4 = None
    expand_3 = torch.ops.aten.expand.default(unsqueeze_1, [4, 12]);  unsqueeze_1 = None
    _tensor_constant0_1 = self._tensor_constant0
    mul_1 = torch.ops.aten.mul.Tensor(expand_3, _tensor_constant0_1);  expand_3 = _tensor_constant0_1 = None
    _tensor_constant2 = self._tensor_constant2
    detach_1 = torch.ops.aten.detach.default(_tensor_constant2);  _tensor_constant2 = None
    _log_softmax_backward_data_1 = torch.ops.aten._log_softmax_backward_data.default(mul_1, detach_1, 1, torch.float32);  mul_1 = detach_1 = None
    div_5 = torch.ops.aten.div.Tensor(_log_softmax_backward_data_1, 0.1);  _log_softmax_backward_data_1 = None
    slice_backward_1 = torch.ops.aten.slice_backward.default(div_5, [16, 12], 0, 8, 12, 1);  div_5 = None
    add = torch.ops.aten.add.Tensor(slice_backward, slice_backward_1);  slice_backward = slice_backward_1 = None
    neg_2 = torch.ops.aten.neg.default(div_1);  div_1 = None
    expand_4 = torch.ops.aten.expand.default(neg_2, [4]);  neg_2 = None
    div_6 = torch.ops.aten.div.Scalar(expand_4, 4);  expand_4 = None
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(div_6, 1);  div_6 = None
    expand_5 = torch.ops.aten.expand.default(unsqueeze_2, [4, 12]);  unsqueeze_2 = None
    _tensor_constant0_2 = self._tensor_constant0
    mul_2 = torch.ops.aten.mul.Tensor(expand_5, _tensor_constant0_2);  expand_5 = _tensor_constant0_2 = None
    _tensor_constant3 = self._tensor_constant3
    detach_2 = torch.ops.aten.detach.default(_tensor_constant3);  _tensor_constant3 = None
    _log_softmax_backward_data_2 = torch.ops.aten._log_softmax_backward_data.default(mul_2, detach_2, 1, torch.float32);  mul_2 = detach_2 = None
    div_7 = torch.ops.aten.div.Tensor(_log_softmax_backward_data_2, 0.1);  _log_softmax_backward_data_2 = None
    slice_backward_2 = torch.ops.aten.slice_backward.default(div_7, [16, 12], 0, 0, 4, 1);  div_7 = None
    add_1 = torch.ops.aten.add.Tensor(add, slice_backward_2);  add = slice_backward_2 = None
    div_8 = torch.ops.aten.div.Tensor(div, 3);  div = None
    neg_3 = torch.ops.aten.neg.default(div_8)
    expand_6 = torch.ops.aten.expand.default(neg_3, [4]);  neg_3 = None
    div_9 = torch.ops.aten.div.Scalar(expand_6, 4);  expand_6 = None
    unsqueeze_3 = torch.ops.aten.unsqueeze.default(div_9, 1);  div_9 = None
    expand_7 = torch.ops.aten.expand.default(unsqueeze_3, [4, 12]);  unsqueeze_3 = None
    _tensor_constant4 = self._tensor_constant4
    mul_3 = torch.ops.aten.mul.Tensor(expand_7, _tensor_constant4);  expand_7 = _tensor_constant4 = None
    _tensor_constant5 = self._tensor_constant5
    detach_3 = torch.ops.aten.detach.default(_tensor_constant5);  _tensor_constant5 = None
    _log_softmax_backward_data_3 = torch.ops.aten._log_softmax_backward_data.default(mul_3, detach_3, 1, torch.float32);  mul_3 = detach_3 = None
    div_10 = torch.ops.aten.div.Tensor(_log_softmax_backward_data_3, 0.1);  _log_softmax_backward_data_3 = None
    slice_backward_3 = torch.ops.aten.slice_backward.default(div_10, [16, 12], 0, 12, 16, 1);  div_10 = None
    add_2 = torch.ops.aten.add.Tensor(add_1, slice_backward_3);  add_1 = slice_backward_3 = None
    neg_4 = torch.ops.aten.neg.default(div_8)
    expand_8 = torch.ops.aten.expand.default(neg_4, [4]);  neg_4 = None
    div_11 = torch.ops.aten.div.Scalar(expand_8, 4);  expand_8 = None
    unsqueeze_4 = torch.ops.aten.unsqueeze.default(div_11, 1);  div_11 = None
    expand_9 = torch.ops.aten.expand.default(unsqueeze_4, [4, 12]);  unsqueeze_4 = None
    _tensor_constant4_1 = self._tensor_constant4
    mul_4 = torch.ops.aten.mul.Tensor(expand_9, _tensor_constant4_1);  expand_9 = _tensor_constant4_1 = None
    _tensor_constant6 = self._tensor_constant6
    detach_4 = torch.ops.aten.detach.default(_tensor_constant6);  _tensor_constant6 = None
    _log_softmax_backward_data_4 = torch.ops.aten._log_softmax_backward_data.default(mul_4, detach_4, 1, torch.float32);  mul_4 = detach_4 = None
    div_12 = torch.ops.aten.div.Tensor(_log_softmax_backward_data_4, 0.1);  _log_softmax_backward_data_4 = None
    slice_backward_4 = torch.ops.aten.slice_backward.default(div_12, [16, 12], 0, 8, 12, 1);  div_12 = None
    add_3 = torch.ops.aten.add.Tensor(add_2, slice_backward_4);  add_2 = slice_backward_4 = None
    neg_5 = torch.ops.aten.neg.default(div_8);  div_8 = None
    expand_10 = torch.ops.aten.expand.default(neg_5, [4]);  neg_5 = None
    div_13 = torch.ops.aten.div.Scalar(expand_10, 4);  expand_10 = None
    unsqueeze_5 = torch.ops.aten.unsqueeze.default(div_13, 1);  div_13 = None
    expand_11 = torch.ops.aten.expand.default(unsqueeze_5, [4, 12]);  unsqueeze_5 = None
    _tensor_constant4_2 = self._tensor_constant4
    mul_5 = torch.ops.aten.mul.Tensor(expand_11, _tensor_constant4_2);  expand_11 = _tensor_constant4_2 = None
    _tensor_constant7 = self._tensor_constant7
    detach_5 = torch.ops.aten.detach.default(_tensor_constant7);  _tensor_constant7 = None
    _log_softmax_backward_data_5 = torch.ops.aten._log_softmax_backward_data.default(mul_5, detach_5, 1, torch.float32);  mul_5 = detach_5 = None
    div_14 = torch.ops.aten.div.Tensor(_log_softmax_backward_data_5, 0.1);  _log_softmax_backward_data_5 = None
    slice_backward_5 = torch.ops.aten.slice_backward.default(div_14, [16, 12], 0, 4, 8, 1);  div_14 = None
    add_4 = torch.ops.aten.add.Tensor(add_3, slice_backward_5);  add_3 = slice_backward_5 = None
    t = torch.ops.aten.t.default(add_4)
    _tensor_constant8 = self._tensor_constant8
    mm = torch.ops.aten.mm.default(t, _tensor_constant8);  t = _tensor_constant8 = None
    t_1 = torch.ops.aten.t.default(mm);  mm = None
    _tensor_constant9 = self._tensor_constant9
    t_2 = torch.ops.aten.t.default(_tensor_constant9);  _tensor_constant9 = None
    mm_1 = torch.ops.aten.mm.default(add_4, t_2);  add_4 = t_2 = None
    t_3 = torch.ops.aten.t.default(t_1);  t_1 = None
    _tensor_constant10 = self._tensor_constant10
    _tensor_constant11 = self._tensor_constant11
    div_15 = torch.ops.aten.div.Tensor(_tensor_constant10, _tensor_constant11);  _tensor_constant10 = _tensor_constant11 = None
    _tensor_constant11_1 = self._tensor_constant11
    div_16 = torch.ops.aten.div.Tensor(div_15, _tensor_constant11_1);  div_15 = _tensor_constant11_1 = None
    neg_6 = torch.ops.aten.neg.default(mm_1)
    mul_6 = torch.ops.aten.mul.Tensor(neg_6, div_16);  neg_6 = div_16 = None
    _tensor_constant11_2 = self._tensor_constant11
    div_17 = torch.ops.aten.div.Tensor(mm_1, _tensor_constant11_2);  mm_1 = _tensor_constant11_2 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(mul_6, [1], True);  mul_6 = None
    scalar_tensor = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant12 = self._tensor_constant12
    ge = torch.ops.aten.ge.Scalar(_tensor_constant12, 1e-12);  _tensor_constant12 = None
    where = torch.ops.aten.where.self(ge, sum_1, scalar_tensor);  ge = sum_1 = scalar_tensor = None
    _tensor_constant13 = self._tensor_constant13
    detach_6 = torch.ops.aten.detach.default(_tensor_constant13);  _tensor_constant13 = None
    _tensor_constant10_1 = self._tensor_constant10
    div_18 = torch.ops.aten.div.Tensor(_tensor_constant10_1, detach_6);  _tensor_constant10_1 = None
    eq = torch.ops.aten.eq.Scalar(detach_6, 0);  detach_6 = None
    masked_fill_ = torch.ops.aten.masked_fill_.Scalar(div_18, eq, 0);  div_18 = eq = None
    mul_7 = torch.ops.aten.mul.Tensor(where, masked_fill_);  where = masked_fill_ = None
    add_5 = torch.ops.aten.add.Tensor(div_17, mul_7);  div_17 = mul_7 = None
    _tensor_constant14 = self._tensor_constant14
    t_4 = torch.ops.aten.t.default(_tensor_constant14);  _tensor_constant14 = None
    mm_2 = torch.ops.aten.mm.default(add_5, t_4);  t_4 = None
    t_5 = torch.ops.aten.t.default(add_5)
    _tensor_constant15 = self._tensor_constant15
    mm_3 = torch.ops.aten.mm.default(t_5, _tensor_constant15);  t_5 = _tensor_constant15 = None
    t_6 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(add_5, [0], True);  add_5 = None
    view = torch.ops.aten.view.default(sum_2, [16]);  sum_2 = None
    t_7 = torch.ops.aten.t.default(t_6);  t_6 = None
    _tensor_constant16 = self._tensor_constant16
    detach_7 = torch.ops.aten.detach.default(_tensor_constant16);  _tensor_constant16 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(mm_2, detach_7, 0);  mm_2 = detach_7 = None
    _tensor_constant17 = self._tensor_constant17
    _param_constant0 = self._param_constant0
    _tensor_constant18 = self._tensor_constant18
    _tensor_constant19 = self._tensor_constant19
    _tensor_constant20 = self._tensor_constant20
    _tensor_constant21 = self._tensor_constant21
    native_batch_norm_backward = torch.ops.aten.native_batch_norm_backward.default(threshold_backward, _tensor_constant17, _param_constant0, _tensor_constant18, _tensor_constant19, _tensor_constant20, _tensor_constant21, True, 1e-05, [True, True, True]);  threshold_backward = _tensor_constant17 = _param_constant0 = _tensor_constant18 = _tensor_constant19 = _tensor_constant20 = _tensor_constant21 = None
    getitem = native_batch_norm_backward[0]
    getitem_1 = native_batch_norm_backward[1]
    getitem_2 = native_batch_norm_backward[2];  native_batch_norm_backward = None
    _tensor_constant22 = self._tensor_constant22
    t_8 = torch.ops.aten.t.default(_tensor_constant22);  _tensor_constant22 = None
    mm_4 = torch.ops.aten.mm.default(getitem, t_8);  t_8 = None
    t_9 = torch.ops.aten.t.default(getitem)
    _tensor_constant23 = self._tensor_constant23
    mm_5 = torch.ops.aten.mm.default(t_9, _tensor_constant23);  t_9 = _tensor_constant23 = None
    t_10 = torch.ops.aten.t.default(mm_5);  mm_5 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(getitem, [0], True);  getitem = None
    view_1 = torch.ops.aten.view.default(sum_3, [32]);  sum_3 = None
    t_11 = torch.ops.aten.t.default(t_10);  t_10 = None
    slice_1 = torch.ops.aten.slice.Tensor(mm_4, 0, 0, 8)
    slice_2 = torch.ops.aten.slice.Tensor(mm_4, 0, 8, 16);  mm_4 = None
    view_2 = torch.ops.aten.view.default(slice_2, [8, 512, 1, 1]);  slice_2 = None
    expand_12 = torch.ops.aten.expand.default(view_2, [8, 512, 1, 1]);  view_2 = None
    div_19 = torch.ops.aten.div.Scalar(expand_12, 1);  expand_12 = None
    _tensor_constant24 = self._tensor_constant24
    detach_8 = torch.ops.aten.detach.default(_tensor_constant24);  _tensor_constant24 = None
    threshold_backward_1 = torch.ops.aten.threshold_backward.default(div_19, detach_8, 0);  div_19 = detach_8 = None
    _tensor_constant25 = self._tensor_constant25
    _param_constant1 = self._param_constant1
    _tensor_constant26 = self._tensor_constant26
    _tensor_constant27 = self._tensor_constant27
    _tensor_constant28 = self._tensor_constant28
    _tensor_constant29 = self._tensor_constant29
    native_batch_norm_backward_1 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_1, _tensor_constant25, _param_constant1, _tensor_constant26, _tensor_constant27, _tensor_constant28, _tensor_constant29, True, 1e-05, [True, True, True]);  _tensor_constant25 = _param_constant1 = _tensor_constant26 = _tensor_constant27 = _tensor_constant28 = _tensor_constant29 = None
    getitem_3 = native_batch_norm_backward_1[0]
    getitem_4 = native_batch_norm_backward_1[1]
    getitem_5 = native_batch_norm_backward_1[2];  native_batch_norm_backward_1 = None
    _tensor_constant30 = self._tensor_constant30
    _param_constant2 = self._param_constant2
    convolution_backward = torch.ops.aten.convolution_backward.default(getitem_3, _tensor_constant30, _param_constant2, [0], [2, 2], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_3 = _tensor_constant30 = _param_constant2 = None
    getitem_6 = convolution_backward[0]
    getitem_7 = convolution_backward[1]
    getitem_8 = convolution_backward[2];  convolution_backward = getitem_8 = None
    _tensor_constant31 = self._tensor_constant31
    _param_constant3 = self._param_constant3
    _tensor_constant32 = self._tensor_constant32
    _tensor_constant33 = self._tensor_constant33
    _tensor_constant34 = self._tensor_constant34
    _tensor_constant35 = self._tensor_constant35
    native_batch_norm_backward_2 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_1, _tensor_constant31, _param_constant3, _tensor_constant32, _tensor_constant33, _tensor_constant34, _tensor_constant35, True, 1e-05, [True, True, True]);  threshold_backward_1 = _tensor_constant31 = _param_constant3 = _tensor_constant32 = _tensor_constant33 = _tensor_constant34 = _tensor_constant35 = None
    getitem_9 = native_batch_norm_backward_2[0]
    getitem_10 = native_batch_norm_backward_2[1]
    getitem_11 = native_batch_norm_backward_2[2];  native_batch_norm_backward_2 = None
    _tensor_constant36 = self._tensor_constant36
    _param_constant4 = self._param_constant4
    convolution_backward_1 = torch.ops.aten.convolution_backward.default(getitem_9, _tensor_constant36, _param_constant4, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_9 = _tensor_constant36 = _param_constant4 = None
    getitem_12 = convolution_backward_1[0]
    getitem_13 = convolution_backward_1[1]
    getitem_14 = convolution_backward_1[2];  convolution_backward_1 = getitem_14 = None
    _tensor_constant37 = self._tensor_constant37
    detach_9 = torch.ops.aten.detach.default(_tensor_constant37);  _tensor_constant37 = None
    threshold_backward_2 = torch.ops.aten.threshold_backward.default(getitem_12, detach_9, 0);  getitem_12 = detach_9 = None
    _tensor_constant38 = self._tensor_constant38
    _param_constant5 = self._param_constant5
    _tensor_constant39 = self._tensor_constant39
    _tensor_constant40 = self._tensor_constant40
    _tensor_constant41 = self._tensor_constant41
    _tensor_constant42 = self._tensor_constant42
    native_batch_norm_backward_3 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_2, _tensor_constant38, _param_constant5, _tensor_constant39, _tensor_constant40, _tensor_constant41, _tensor_constant42, True, 1e-05, [True, True, True]);  threshold_backward_2 = _tensor_constant38 = _param_constant5 = _tensor_constant39 = _tensor_constant40 = _tensor_constant41 = _tensor_constant42 = None
    getitem_15 = native_batch_norm_backward_3[0]
    getitem_16 = native_batch_norm_backward_3[1]
    getitem_17 = native_batch_norm_backward_3[2];  native_batch_norm_backward_3 = None
    _tensor_constant43 = self._tensor_constant43
    _param_constant6 = self._param_constant6
    convolution_backward_2 = torch.ops.aten.convolution_backward.default(getitem_15, _tensor_constant43, _param_constant6, [0], [2, 2], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_15 = _tensor_constant43 = _param_constant6 = None
    getitem_18 = convolution_backward_2[0]
    getitem_19 = convolution_backward_2[1]
    getitem_20 = convolution_backward_2[2];  convolution_backward_2 = getitem_20 = None
    _tensor_constant44 = self._tensor_constant44
    detach_10 = torch.ops.aten.detach.default(_tensor_constant44);  _tensor_constant44 = None
    threshold_backward_3 = torch.ops.aten.threshold_backward.default(getitem_18, detach_10, 0);  getitem_18 = detach_10 = None
    _tensor_constant45 = self._tensor_constant45
    _param_constant7 = self._param_constant7
    _tensor_constant46 = self._tensor_constant46
    _tensor_constant47 = self._tensor_constant47
    _tensor_constant48 = self._tensor_constant48
    _tensor_constant49 = self._tensor_constant49
    native_batch_norm_backward_4 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_3, _tensor_constant45, _param_constant7, _tensor_constant46, _tensor_constant47, _tensor_constant48, _tensor_constant49, True, 1e-05, [True, True, True]);  threshold_backward_3 = _tensor_constant45 = _param_constant7 = _tensor_constant46 = _tensor_constant47 = _tensor_constant48 = _tensor_constant49 = None
    getitem_21 = native_batch_norm_backward_4[0]
    getitem_22 = native_batch_norm_backward_4[1]
    getitem_23 = native_batch_norm_backward_4[2];  native_batch_norm_backward_4 = None
    _tensor_constant30_1 = self._tensor_constant30
    _param_constant8 = self._param_constant8
    convolution_backward_3 = torch.ops.aten.convolution_backward.default(getitem_21, _tensor_constant30_1, _param_constant8, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_21 = _tensor_constant30_1 = _param_constant8 = None
    getitem_24 = convolution_backward_3[0]
    getitem_25 = convolution_backward_3[1]
    getitem_26 = convolution_backward_3[2];  convolution_backward_3 = getitem_26 = None
    add_6 = torch.ops.aten.add.Tensor(getitem_6, getitem_24);  getitem_6 = getitem_24 = None
    _tensor_constant50 = self._tensor_constant50
    detach_11 = torch.ops.aten.detach.default(_tensor_constant50);  _tensor_constant50 = None
    threshold_backward_4 = torch.ops.aten.threshold_backward.default(add_6, detach_11, 0);  add_6 = detach_11 = None
    _tensor_constant51 = self._tensor_constant51
    _param_constant9 = self._param_constant9
    _tensor_constant52 = self._tensor_constant52
    _tensor_constant53 = self._tensor_constant53
    _tensor_constant54 = self._tensor_constant54
    _tensor_constant55 = self._tensor_constant55
    native_batch_norm_backward_5 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_4, _tensor_constant51, _param_constant9, _tensor_constant52, _tensor_constant53, _tensor_constant54, _tensor_constant55, True, 1e-05, [True, True, True]);  _tensor_constant51 = _param_constant9 = _tensor_constant52 = _tensor_constant53 = _tensor_constant54 = _tensor_constant55 = None
    getitem_27 = native_batch_norm_backward_5[0]
    getitem_28 = native_batch_norm_backward_5[1]
    getitem_29 = native_batch_norm_backward_5[2];  native_batch_norm_backward_5 = None
    _tensor_constant56 = self._tensor_constant56
    _param_constant10 = self._param_constant10
    convolution_backward_4 = torch.ops.aten.convolution_backward.default(getitem_27, _tensor_constant56, _param_constant10, [0], [2, 2], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_27 = _tensor_constant56 = _param_constant10 = None
    getitem_30 = convolution_backward_4[0]
    getitem_31 = convolution_backward_4[1]
    getitem_32 = convolution_backward_4[2];  convolution_backward_4 = getitem_32 = None
    _tensor_constant57 = self._tensor_constant57
    _param_constant11 = self._param_constant11
    _tensor_constant58 = self._tensor_constant58
    _tensor_constant59 = self._tensor_constant59
    _tensor_constant60 = self._tensor_constant60
    _tensor_constant61 = self._tensor_constant61
    native_batch_norm_backward_6 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_4, _tensor_constant57, _param_constant11, _tensor_constant58, _tensor_constant59, _tensor_constant60, _tensor_constant61, True, 1e-05, [True, True, True]);  threshold_backward_4 = _tensor_constant57 = _param_constant11 = _tensor_constant58 = _tensor_constant59 = _tensor_constant60 = _tensor_constant61 = None
    getitem_33 = native_batch_norm_backward_6[0]
    getitem_34 = native_batch_norm_backward_6[1]
    getitem_35 = native_batch_norm_backward_6[2];  native_batch_norm_backward_6 = None
    _tensor_constant62 = self._tensor_constant62
    _param_constant12 = self._param_constant12
    convolution_backward_5 = torch.ops.aten.convolution_backward.default(getitem_33, _tensor_constant62, _param_constant12, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_33 = _tensor_constant62 = _param_constant12 = None
    getitem_36 = convolution_backward_5[0]
    getitem_37 = convolution_backward_5[1]
    getitem_38 = convolution_backward_5[2];  convolution_backward_5 = getitem_38 = None
    _tensor_constant63 = self._tensor_constant63
    detach_12 = torch.ops.aten.detach.default(_tensor_constant63);  _tensor_constant63 = None
    threshold_backward_5 = torch.ops.aten.threshold_backward.default(getitem_36, detach_12, 0);  getitem_36 = detach_12 = None
    _tensor_constant64 = self._tensor_constant64
    _param_constant13 = self._param_constant13
    _tensor_constant65 = self._tensor_constant65
    _tensor_constant66 = self._tensor_constant66
    _tensor_constant67 = self._tensor_constant67
    _tensor_constant68 = self._tensor_constant68
    native_batch_norm_backward_7 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_5, _tensor_constant64, _param_constant13, _tensor_constant65, _tensor_constant66, _tensor_constant67, _tensor_constant68, True, 1e-05, [True, True, True]);  threshold_backward_5 = _tensor_constant64 = _param_constant13 = _tensor_constant65 = _tensor_constant66 = _tensor_constant67 = _tensor_constant68 = None
    getitem_39 = native_batch_norm_backward_7[0]
    getitem_40 = native_batch_norm_backward_7[1]
    getitem_41 = native_batch_norm_backward_7[2];  native_batch_norm_backward_7 = None
    _tensor_constant69 = self._tensor_constant69
    _param_constant14 = self._param_constant14
    convolution_backward_6 = torch.ops.aten.convolution_backward.default(getitem_39, _tensor_constant69, _param_constant14, [0], [2, 2], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_39 = _tensor_constant69 = _param_constant14 = None
    getitem_42 = convolution_backward_6[0]
    getitem_43 = convolution_backward_6[1]
    getitem_44 = convolution_backward_6[2];  convolution_backward_6 = getitem_44 = None
    _tensor_constant70 = self._tensor_constant70
    detach_13 = torch.ops.aten.detach.default(_tensor_constant70);  _tensor_constant70 = None
    threshold_backward_6 = torch.ops.aten.threshold_backward.default(getitem_42, detach_13, 0);  getitem_42 = detach_13 = None
    _tensor_constant71 = self._tensor_constant71
    _param_constant15 = self._param_constant15
    _tensor_constant72 = self._tensor_constant72
    _tensor_constant73 = self._tensor_constant73
    _tensor_constant74 = self._tensor_constant74
    _tensor_constant75 = self._tensor_constant75
    native_batch_norm_backward_8 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_6, _tensor_constant71, _param_constant15, _tensor_constant72, _tensor_constant73, _tensor_constant74, _tensor_constant75, True, 1e-05, [True, True, True]);  threshold_backward_6 = _tensor_constant71 = _param_constant15 = _tensor_constant72 = _tensor_constant73 = _tensor_constant74 = _tensor_constant75 = None
    getitem_45 = native_batch_norm_backward_8[0]
    getitem_46 = native_batch_norm_backward_8[1]
    getitem_47 = native_batch_norm_backward_8[2];  native_batch_norm_backward_8 = None
    _tensor_constant56_1 = self._tensor_constant56
    _param_constant16 = self._param_constant16
    convolution_backward_7 = torch.ops.aten.convolution_backward.default(getitem_45, _tensor_constant56_1, _param_constant16, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_45 = _tensor_constant56_1 = _param_constant16 = None
    getitem_48 = convolution_backward_7[0]
    getitem_49 = convolution_backward_7[1]
    getitem_50 = convolution_backward_7[2];  convolution_backward_7 = getitem_50 = None
    add_7 = torch.ops.aten.add.Tensor(getitem_30, getitem_48);  getitem_30 = getitem_48 = None
    _tensor_constant76 = self._tensor_constant76
    detach_14 = torch.ops.aten.detach.default(_tensor_constant76);  _tensor_constant76 = None
    threshold_backward_7 = torch.ops.aten.threshold_backward.default(add_7, detach_14, 0);  add_7 = detach_14 = None
    _tensor_constant77 = self._tensor_constant77
    _param_constant17 = self._param_constant17
    _tensor_constant78 = self._tensor_constant78
    _tensor_constant79 = self._tensor_constant79
    _tensor_constant80 = self._tensor_constant80
    _tensor_constant81 = self._tensor_constant81
    native_batch_norm_backward_9 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_7, _tensor_constant77, _param_constant17, _tensor_constant78, _tensor_constant79, _tensor_constant80, _tensor_constant81, True, 1e-05, [True, True, True]);  _tensor_constant77 = _param_constant17 = _tensor_constant78 = _tensor_constant79 = _tensor_constant80 = _tensor_constant81 = None
    getitem_51 = native_batch_norm_backward_9[0]
    getitem_52 = native_batch_norm_backward_9[1]
    getitem_53 = native_batch_norm_backward_9[2];  native_batch_norm_backward_9 = None
    _tensor_constant82 = self._tensor_constant82
    _param_constant18 = self._param_constant18
    convolution_backward_8 = torch.ops.aten.convolution_backward.default(getitem_51, _tensor_constant82, _param_constant18, [0], [2, 2], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_51 = _tensor_constant82 = _param_constant18 = None
    getitem_54 = convolution_backward_8[0]
    getitem_55 = convolution_backward_8[1]
    getitem_56 = convolution_backward_8[2];  convolution_backward_8 = getitem_56 = None
    _tensor_constant83 = self._tensor_constant83
    _param_constant19 = self._param_constant19
    _tensor_constant84 = self._tensor_constant84
    _tensor_constant85 = self._tensor_constant85
    _tensor_constant86 = self._tensor_constant86
    _tensor_constant87 = self._tensor_constant87
    native_batch_norm_backward_10 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_7, _tensor_constant83, _param_constant19, _tensor_constant84, _tensor_constant85, _tensor_constant86, _tensor_constant87, True, 1e-05, [True, True, True]);  threshold_backward_7 = _tensor_constant83 = _param_constant19 = _tensor_constant84 = _tensor_constant85 = _tensor_constant86 = _tensor_constant87 = None
    getitem_57 = native_batch_norm_backward_10[0]
    getitem_58 = native_batch_norm_backward_10[1]
    getitem_59 = native_batch_norm_backward_10[2];  native_batch_norm_backward_10 = None
    _tensor_constant88 = self._tensor_constant88
    _param_constant20 = self._param_constant20
    convolution_backward_9 = torch.ops.aten.convolution_backward.default(getitem_57, _tensor_constant88, _param_constant20, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_57 = _tensor_constant88 = _param_constant20 = None
    getitem_60 = convolution_backward_9[0]
    getitem_61 = convolution_backward_9[1]
    getitem_62 = convolution_backward_9[2];  convolution_backward_9 = getitem_62 = None
    _tensor_constant89 = self._tensor_constant89
    detach_15 = torch.ops.aten.detach.default(_tensor_constant89);  _tensor_constant89 = None
    threshold_backward_8 = torch.ops.aten.threshold_backward.default(getitem_60, detach_15, 0);  getitem_60 = detach_15 = None
    _tensor_constant90 = self._tensor_constant90
    _param_constant21 = self._param_constant21
    _tensor_constant91 = self._tensor_constant91
    _tensor_constant92 = self._tensor_constant92
    _tensor_constant93 = self._tensor_constant93
    _tensor_constant94 = self._tensor_constant94
    native_batch_norm_backward_11 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_8, _tensor_constant90, _param_constant21, _tensor_constant91, _tensor_constant92, _tensor_constant93, _tensor_constant94, True, 1e-05, [True, True, True]);  threshold_backward_8 = _tensor_constant90 = _param_constant21 = _tensor_constant91 = _tensor_constant92 = _tensor_constant93 = _tensor_constant94 = None
    getitem_63 = native_batch_norm_backward_11[0]
    getitem_64 = native_batch_norm_backward_11[1]
    getitem_65 = native_batch_norm_backward_11[2];  native_batch_norm_backward_11 = None
    _tensor_constant95 = self._tensor_constant95
    _param_constant22 = self._param_constant22
    convolution_backward_10 = torch.ops.aten.convolution_backward.default(getitem_63, _tensor_constant95, _param_constant22, [0], [2, 2], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_63 = _tensor_constant95 = _param_constant22 = None
    getitem_66 = convolution_backward_10[0]
    getitem_67 = convolution_backward_10[1]
    getitem_68 = convolution_backward_10[2];  convolution_backward_10 = getitem_68 = None
    _tensor_constant96 = self._tensor_constant96
    detach_16 = torch.ops.aten.detach.default(_tensor_constant96);  _tensor_constant96 = None
    threshold_backward_9 = torch.ops.aten.threshold_backward.default(getitem_66, detach_16, 0);  getitem_66 = detach_16 = None
    _tensor_constant97 = self._tensor_constant97
    _param_constant23 = self._param_constant23
    _tensor_constant98 = self._tensor_constant98
    _tensor_constant99 = self._tensor_constant99
    _tensor_constant100 = self._tensor_constant100
    _tensor_constant101 = self._tensor_constant101
    native_batch_norm_backward_12 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_9, _tensor_constant97, _param_constant23, _tensor_constant98, _tensor_constant99, _tensor_constant100, _tensor_constant101, True, 1e-05, [True, True, True]);  threshold_backward_9 = _tensor_constant97 = _param_constant23 = _tensor_constant98 = _tensor_constant99 = _tensor_constant100 = _tensor_constant101 = None
    getitem_69 = native_batch_norm_backward_12[0]
    getitem_70 = native_batch_norm_backward_12[1]
    getitem_71 = native_batch_norm_backward_12[2];  native_batch_norm_backward_12 = None
    _tensor_constant82_1 = self._tensor_constant82
    _param_constant24 = self._param_constant24
    convolution_backward_11 = torch.ops.aten.convolution_backward.default(getitem_69, _tensor_constant82_1, _param_constant24, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_69 = _tensor_constant82_1 = _param_constant24 = None
    getitem_72 = convolution_backward_11[0]
    getitem_73 = convolution_backward_11[1]
    getitem_74 = convolution_backward_11[2];  convolution_backward_11 = getitem_74 = None
    add_8 = torch.ops.aten.add.Tensor(getitem_54, getitem_72);  getitem_54 = getitem_72 = None
    _tensor_constant102 = self._tensor_constant102
    detach_17 = torch.ops.aten.detach.default(_tensor_constant102);  _tensor_constant102 = None
    threshold_backward_10 = torch.ops.aten.threshold_backward.default(add_8, detach_17, 0);  add_8 = detach_17 = None
    _tensor_constant103 = self._tensor_constant103
    _param_constant25 = self._param_constant25
    _tensor_constant104 = self._tensor_constant104
    _tensor_constant105 = self._tensor_constant105
    _tensor_constant106 = self._tensor_constant106
    _tensor_constant107 = self._tensor_constant107
    native_batch_norm_backward_13 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_10, _tensor_constant103, _param_constant25, _tensor_constant104, _tensor_constant105, _tensor_constant106, _tensor_constant107, True, 1e-05, [True, True, True]);  _tensor_constant103 = _param_constant25 = _tensor_constant104 = _tensor_constant105 = _tensor_constant106 = _tensor_constant107 = None
    getitem_75 = native_batch_norm_backward_13[0]
    getitem_76 = native_batch_norm_backward_13[1]
    getitem_77 = native_batch_norm_backward_13[2];  native_batch_norm_backward_13 = None
    _tensor_constant108 = self._tensor_constant108
    _param_constant26 = self._param_constant26
    convolution_backward_12 = torch.ops.aten.convolution_backward.default(getitem_75, _tensor_constant108, _param_constant26, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_75 = _tensor_constant108 = _param_constant26 = None
    getitem_78 = convolution_backward_12[0]
    getitem_79 = convolution_backward_12[1]
    getitem_80 = convolution_backward_12[2];  convolution_backward_12 = getitem_80 = None
    _tensor_constant109 = self._tensor_constant109
    _param_constant27 = self._param_constant27
    _tensor_constant110 = self._tensor_constant110
    _tensor_constant111 = self._tensor_constant111
    _tensor_constant112 = self._tensor_constant112
    _tensor_constant113 = self._tensor_constant113
    native_batch_norm_backward_14 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_10, _tensor_constant109, _param_constant27, _tensor_constant110, _tensor_constant111, _tensor_constant112, _tensor_constant113, True, 1e-05, [True, True, True]);  threshold_backward_10 = _tensor_constant109 = _param_constant27 = _tensor_constant110 = _tensor_constant111 = _tensor_constant112 = _tensor_constant113 = None
    getitem_81 = native_batch_norm_backward_14[0]
    getitem_82 = native_batch_norm_backward_14[1]
    getitem_83 = native_batch_norm_backward_14[2];  native_batch_norm_backward_14 = None
    _tensor_constant114 = self._tensor_constant114
    _param_constant28 = self._param_constant28
    convolution_backward_13 = torch.ops.aten.convolution_backward.default(getitem_81, _tensor_constant114, _param_constant28, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_81 = _tensor_constant114 = _param_constant28 = None
    getitem_84 = convolution_backward_13[0]
    getitem_85 = convolution_backward_13[1]
    getitem_86 = convolution_backward_13[2];  convolution_backward_13 = getitem_86 = None
    _tensor_constant115 = self._tensor_constant115
    detach_18 = torch.ops.aten.detach.default(_tensor_constant115);  _tensor_constant115 = None
    threshold_backward_11 = torch.ops.aten.threshold_backward.default(getitem_84, detach_18, 0);  getitem_84 = detach_18 = None
    _tensor_constant116 = self._tensor_constant116
    _param_constant29 = self._param_constant29
    _tensor_constant117 = self._tensor_constant117
    _tensor_constant118 = self._tensor_constant118
    _tensor_constant119 = self._tensor_constant119
    _tensor_constant120 = self._tensor_constant120
    native_batch_norm_backward_15 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_11, _tensor_constant116, _param_constant29, _tensor_constant117, _tensor_constant118, _tensor_constant119, _tensor_constant120, True, 1e-05, [True, True, True]);  threshold_backward_11 = _tensor_constant116 = _param_constant29 = _tensor_constant117 = _tensor_constant118 = _tensor_constant119 = _tensor_constant120 = None
    getitem_87 = native_batch_norm_backward_15[0]
    getitem_88 = native_batch_norm_backward_15[1]
    getitem_89 = native_batch_norm_backward_15[2];  native_batch_norm_backward_15 = None
    _tensor_constant121 = self._tensor_constant121
    _param_constant30 = self._param_constant30
    convolution_backward_14 = torch.ops.aten.convolution_backward.default(getitem_87, _tensor_constant121, _param_constant30, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_87 = _tensor_constant121 = _param_constant30 = None
    getitem_90 = convolution_backward_14[0]
    getitem_91 = convolution_backward_14[1]
    getitem_92 = convolution_backward_14[2];  convolution_backward_14 = getitem_92 = None
    _tensor_constant122 = self._tensor_constant122
    detach_19 = torch.ops.aten.detach.default(_tensor_constant122);  _tensor_constant122 = None
    threshold_backward_12 = torch.ops.aten.threshold_backward.default(getitem_90, detach_19, 0);  getitem_90 = detach_19 = None
    _tensor_constant123 = self._tensor_constant123
    _param_constant31 = self._param_constant31
    _tensor_constant124 = self._tensor_constant124
    _tensor_constant125 = self._tensor_constant125
    _tensor_constant126 = self._tensor_constant126
    _tensor_constant127 = self._tensor_constant127
    native_batch_norm_backward_16 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_12, _tensor_constant123, _param_constant31, _tensor_constant124, _tensor_constant125, _tensor_constant126, _tensor_constant127, True, 1e-05, [True, True, True]);  threshold_backward_12 = _tensor_constant123 = _param_constant31 = _tensor_constant124 = _tensor_constant125 = _tensor_constant126 = _tensor_constant127 = None
    getitem_93 = native_batch_norm_backward_16[0]
    getitem_94 = native_batch_norm_backward_16[1]
    getitem_95 = native_batch_norm_backward_16[2];  native_batch_norm_backward_16 = None
    _tensor_constant108_1 = self._tensor_constant108
    _param_constant32 = self._param_constant32
    convolution_backward_15 = torch.ops.aten.convolution_backward.default(getitem_93, _tensor_constant108_1, _param_constant32, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_93 = _tensor_constant108_1 = _param_constant32 = None
    getitem_96 = convolution_backward_15[0]
    getitem_97 = convolution_backward_15[1]
    getitem_98 = convolution_backward_15[2];  convolution_backward_15 = getitem_98 = None
    add_9 = torch.ops.aten.add.Tensor(getitem_78, getitem_96);  getitem_78 = getitem_96 = None
    _tensor_constant128 = self._tensor_constant128
    _tensor_constant129 = self._tensor_constant129
    max_pool2d_with_indices_backward = torch.ops.aten.max_pool2d_with_indices_backward.default(add_9, _tensor_constant128, [3, 3], [2, 2], [1, 1], [1, 1], False, _tensor_constant129);  add_9 = _tensor_constant128 = _tensor_constant129 = None
    _tensor_constant130 = self._tensor_constant130
    detach_20 = torch.ops.aten.detach.default(_tensor_constant130);  _tensor_constant130 = None
    threshold_backward_13 = torch.ops.aten.threshold_backward.default(max_pool2d_with_indices_backward, detach_20, 0);  max_pool2d_with_indices_backward = detach_20 = None
    _tensor_constant131 = self._tensor_constant131
    _param_constant33 = self._param_constant33
    _tensor_constant132 = self._tensor_constant132
    _tensor_constant133 = self._tensor_constant133
    _tensor_constant134 = self._tensor_constant134
    _tensor_constant135 = self._tensor_constant135
    native_batch_norm_backward_17 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_13, _tensor_constant131, _param_constant33, _tensor_constant132, _tensor_constant133, _tensor_constant134, _tensor_constant135, True, 1e-05, [True, True, True]);  threshold_backward_13 = _tensor_constant131 = _param_constant33 = _tensor_constant132 = _tensor_constant133 = _tensor_constant134 = _tensor_constant135 = None
    getitem_99 = native_batch_norm_backward_17[0]
    getitem_100 = native_batch_norm_backward_17[1]
    getitem_101 = native_batch_norm_backward_17[2];  native_batch_norm_backward_17 = None
    _tensor_constant136 = self._tensor_constant136
    _param_constant34 = self._param_constant34
    convolution_backward_16 = torch.ops.aten.convolution_backward.default(getitem_99, _tensor_constant136, _param_constant34, [0], [2, 2], [2, 2], [1, 1], False, [0, 0], 1, [False, True, False]);  getitem_99 = _tensor_constant136 = _param_constant34 = None
    getitem_102 = convolution_backward_16[0];  getitem_102 = None
    getitem_103 = convolution_backward_16[1]
    getitem_104 = convolution_backward_16[2];  convolution_backward_16 = getitem_104 = None
    view_3 = torch.ops.aten.view.default(slice_1, [8, 512, 1, 1]);  slice_1 = None
    expand_13 = torch.ops.aten.expand.default(view_3, [8, 512, 1, 1]);  view_3 = None
    div_20 = torch.ops.aten.div.Scalar(expand_13, 1);  expand_13 = None
    _tensor_constant137 = self._tensor_constant137
    detach_21 = torch.ops.aten.detach.default(_tensor_constant137);  _tensor_constant137 = None
    threshold_backward_14 = torch.ops.aten.threshold_backward.default(div_20, detach_21, 0);  div_20 = detach_21 = None
    _tensor_constant138 = self._tensor_constant138
    _param_constant1_1 = self._param_constant1
    _tensor_constant26_1 = self._tensor_constant26
    _tensor_constant27_1 = self._tensor_constant27
    _tensor_constant139 = self._tensor_constant139
    _tensor_constant140 = self._tensor_constant140
    native_batch_norm_backward_18 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_14, _tensor_constant138, _param_constant1_1, _tensor_constant26_1, _tensor_constant27_1, _tensor_constant139, _tensor_constant140, True, 1e-05, [True, True, True]);  _tensor_constant138 = _param_constant1_1 = _tensor_constant26_1 = _tensor_constant27_1 = _tensor_constant139 = _tensor_constant140 = None
    getitem_105 = native_batch_norm_backward_18[0]
    getitem_106 = native_batch_norm_backward_18[1]
    getitem_107 = native_batch_norm_backward_18[2];  native_batch_norm_backward_18 = None
    add_10 = torch.ops.aten.add.Tensor(getitem_4, getitem_106);  getitem_4 = getitem_106 = None
    add_11 = torch.ops.aten.add.Tensor(getitem_5, getitem_107);  getitem_5 = getitem_107 = None
    _tensor_constant141 = self._tensor_constant141
    _param_constant2_1 = self._param_constant2
    convolution_backward_17 = torch.ops.aten.convolution_backward.default(getitem_105, _tensor_constant141, _param_constant2_1, [0], [2, 2], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_105 = _tensor_constant141 = _param_constant2_1 = None
    getitem_108 = convolution_backward_17[0]
    getitem_109 = convolution_backward_17[1]
    getitem_110 = convolution_backward_17[2];  convolution_backward_17 = getitem_110 = None
    add_12 = torch.ops.aten.add.Tensor(getitem_7, getitem_109);  getitem_7 = getitem_109 = None
    _tensor_constant142 = self._tensor_constant142
    _param_constant3_1 = self._param_constant3
    _tensor_constant32_1 = self._tensor_constant32
    _tensor_constant33_1 = self._tensor_constant33
    _tensor_constant143 = self._tensor_constant143
    _tensor_constant144 = self._tensor_constant144
    native_batch_norm_backward_19 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_14, _tensor_constant142, _param_constant3_1, _tensor_constant32_1, _tensor_constant33_1, _tensor_constant143, _tensor_constant144, True, 1e-05, [True, True, True]);  threshold_backward_14 = _tensor_constant142 = _param_constant3_1 = _tensor_constant32_1 = _tensor_constant33_1 = _tensor_constant143 = _tensor_constant144 = None
    getitem_111 = native_batch_norm_backward_19[0]
    getitem_112 = native_batch_norm_backward_19[1]
    getitem_113 = native_batch_norm_backward_19[2];  native_batch_norm_backward_19 = None
    add_13 = torch.ops.aten.add.Tensor(getitem_10, getitem_112);  getitem_10 = getitem_112 = None
    add_14 = torch.ops.aten.add.Tensor(getitem_11, getitem_113);  getitem_11 = getitem_113 = None
    _tensor_constant145 = self._tensor_constant145
    _param_constant4_1 = self._param_constant4
    convolution_backward_18 = torch.ops.aten.convolution_backward.default(getitem_111, _tensor_constant145, _param_constant4_1, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_111 = _tensor_constant145 = _param_constant4_1 = None
    getitem_114 = convolution_backward_18[0]
    getitem_115 = convolution_backward_18[1]
    getitem_116 = convolution_backward_18[2];  convolution_backward_18 = getitem_116 = None
    add_15 = torch.ops.aten.add.Tensor(getitem_13, getitem_115);  getitem_13 = getitem_115 = None
    _tensor_constant146 = self._tensor_constant146
    detach_22 = torch.ops.aten.detach.default(_tensor_constant146);  _tensor_constant146 = None
    threshold_backward_15 = torch.ops.aten.threshold_backward.default(getitem_114, detach_22, 0);  getitem_114 = detach_22 = None
    _tensor_constant147 = self._tensor_constant147
    _param_constant5_1 = self._param_constant5
    _tensor_constant39_1 = self._tensor_constant39
    _tensor_constant40_1 = self._tensor_constant40
    _tensor_constant148 = self._tensor_constant148
    _tensor_constant149 = self._tensor_constant149
    native_batch_norm_backward_20 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_15, _tensor_constant147, _param_constant5_1, _tensor_constant39_1, _tensor_constant40_1, _tensor_constant148, _tensor_constant149, True, 1e-05, [True, True, True]);  threshold_backward_15 = _tensor_constant147 = _param_constant5_1 = _tensor_constant39_1 = _tensor_constant40_1 = _tensor_constant148 = _tensor_constant149 = None
    getitem_117 = native_batch_norm_backward_20[0]
    getitem_118 = native_batch_norm_backward_20[1]
    getitem_119 = native_batch_norm_backward_20[2];  native_batch_norm_backward_20 = None
    add_16 = torch.ops.aten.add.Tensor(getitem_16, getitem_118);  getitem_16 = getitem_118 = None
    add_17 = torch.ops.aten.add.Tensor(getitem_17, getitem_119);  getitem_17 = getitem_119 = None
    _tensor_constant150 = self._tensor_constant150
    _param_constant6_1 = self._param_constant6
    convolution_backward_19 = torch.ops.aten.convolution_backward.default(getitem_117, _tensor_constant150, _param_constant6_1, [0], [2, 2], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_117 = _tensor_constant150 = _param_constant6_1 = None
    getitem_120 = convolution_backward_19[0]
    getitem_121 = convolution_backward_19[1]
    getitem_122 = convolution_backward_19[2];  convolution_backward_19 = getitem_122 = None
    add_18 = torch.ops.aten.add.Tensor(getitem_19, getitem_121);  getitem_19 = getitem_121 = None
    _tensor_constant151 = self._tensor_constant151
    detach_23 = torch.ops.aten.detach.default(_tensor_constant151);  _tensor_constant151 = None
    threshold_backward_16 = torch.ops.aten.threshold_backward.default(getitem_120, detach_23, 0);  getitem_120 = detach_23 = None
    _tensor_constant152 = self._tensor_constant152
    _param_constant7_1 = self._param_constant7
    _tensor_constant46_1 = self._tensor_constant46
    _tensor_constant47_1 = self._tensor_constant47
    _tensor_constant153 = self._tensor_constant153
    _tensor_constant154 = self._tensor_constant154
    native_batch_norm_backward_21 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_16, _tensor_constant152, _param_constant7_1, _tensor_constant46_1, _tensor_constant47_1, _tensor_constant153, _tensor_constant154, True, 1e-05, [True, True, True]);  threshold_backward_16 = _tensor_constant152 = _param_constant7_1 = _tensor_constant46_1 = _tensor_constant47_1 = _tensor_constant153 = _tensor_constant154 = None
    getitem_123 = native_batch_norm_backward_21[0]
    getitem_124 = native_batch_norm_backward_21[1]
    getitem_125 = native_batch_norm_backward_21[2];  native_batch_norm_backward_21 = None
    add_19 = torch.ops.aten.add.Tensor(getitem_22, getitem_124);  getitem_22 = getitem_124 = None
    add_20 = torch.ops.aten.add.Tensor(getitem_23, getitem_125);  getitem_23 = getitem_125 = None
    _tensor_constant141_1 = self._tensor_constant141
    _param_constant8_1 = self._param_constant8
    convolution_backward_20 = torch.ops.aten.convolution_backward.default(getitem_123, _tensor_constant141_1, _param_constant8_1, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_123 = _tensor_constant141_1 = _param_constant8_1 = None
    getitem_126 = convolution_backward_20[0]
    getitem_127 = convolution_backward_20[1]
    getitem_128 = convolution_backward_20[2];  convolution_backward_20 = getitem_128 = None
    add_21 = torch.ops.aten.add.Tensor(getitem_108, getitem_126);  getitem_108 = getitem_126 = None
    add_22 = torch.ops.aten.add.Tensor(getitem_25, getitem_127);  getitem_25 = getitem_127 = None
    _tensor_constant155 = self._tensor_constant155
    detach_24 = torch.ops.aten.detach.default(_tensor_constant155);  _tensor_constant155 = None
    threshold_backward_17 = torch.ops.aten.threshold_backward.default(add_21, detach_24, 0);  add_21 = detach_24 = None
    _tensor_constant156 = self._tensor_constant156
    _param_constant9_1 = self._param_constant9
    _tensor_constant52_1 = self._tensor_constant52
    _tensor_constant53_1 = self._tensor_constant53
    _tensor_constant157 = self._tensor_constant157
    _tensor_constant158 = self._tensor_constant158
    native_batch_norm_backward_22 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_17, _tensor_constant156, _param_constant9_1, _tensor_constant52_1, _tensor_constant53_1, _tensor_constant157, _tensor_constant158, True, 1e-05, [True, True, True]);  _tensor_constant156 = _param_constant9_1 = _tensor_constant52_1 = _tensor_constant53_1 = _tensor_constant157 = _tensor_constant158 = None
    getitem_129 = native_batch_norm_backward_22[0]
    getitem_130 = native_batch_norm_backward_22[1]
    getitem_131 = native_batch_norm_backward_22[2];  native_batch_norm_backward_22 = None
    add_23 = torch.ops.aten.add.Tensor(getitem_28, getitem_130);  getitem_28 = getitem_130 = None
    add_24 = torch.ops.aten.add.Tensor(getitem_29, getitem_131);  getitem_29 = getitem_131 = None
    _tensor_constant159 = self._tensor_constant159
    _param_constant10_1 = self._param_constant10
    convolution_backward_21 = torch.ops.aten.convolution_backward.default(getitem_129, _tensor_constant159, _param_constant10_1, [0], [2, 2], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_129 = _tensor_constant159 = _param_constant10_1 = None
    getitem_132 = convolution_backward_21[0]
    getitem_133 = convolution_backward_21[1]
    getitem_134 = convolution_backward_21[2];  convolution_backward_21 = getitem_134 = None
    add_25 = torch.ops.aten.add.Tensor(getitem_31, getitem_133);  getitem_31 = getitem_133 = None
    _tensor_constant160 = self._tensor_constant160
    _param_constant11_1 = self._param_constant11
    _tensor_constant58_1 = self._tensor_constant58
    _tensor_constant59_1 = self._tensor_constant59
    _tensor_constant161 = self._tensor_constant161
    _tensor_constant162 = self._tensor_constant162
    native_batch_norm_backward_23 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_17, _tensor_constant160, _param_constant11_1, _tensor_constant58_1, _tensor_constant59_1, _tensor_constant161, _tensor_constant162, True, 1e-05, [True, True, True]);  threshold_backward_17 = _tensor_constant160 = _param_constant11_1 = _tensor_constant58_1 = _tensor_constant59_1 = _tensor_constant161 = _tensor_constant162 = None
    getitem_135 = native_batch_norm_backward_23[0]
    getitem_136 = native_batch_norm_backward_23[1]
    getitem_137 = native_batch_norm_backward_23[2];  native_batch_norm_backward_23 = None
    add_26 = torch.ops.aten.add.Tensor(getitem_34, getitem_136);  getitem_34 = getitem_136 = None
    add_27 = torch.ops.aten.add.Tensor(getitem_35, getitem_137);  getitem_35 = getitem_137 = None
    _tensor_constant163 = self._tensor_constant163
    _param_constant12_1 = self._param_constant12
    convolution_backward_22 = torch.ops.aten.convolution_backward.default(getitem_135, _tensor_constant163, _param_constant12_1, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_135 = _tensor_constant163 = _param_constant12_1 = None
    getitem_138 = convolution_backward_22[0]
    getitem_139 = convolution_backward_22[1]
    getitem_140 = convolution_backward_22[2];  convolution_backward_22 = getitem_140 = None
    add_28 = torch.ops.aten.add.Tensor(getitem_37, getitem_139);  getitem_37 = getitem_139 = None
    _tensor_constant164 = self._tensor_constant164
    detach_25 = torch.ops.aten.detach.default(_tensor_constant164);  _tensor_constant164 = None
    threshold_backward_18 = torch.ops.aten.threshold_backward.default(getitem_138, detach_25, 0);  getitem_138 = detach_25 = None
    _tensor_constant165 = self._tensor_constant165
    _param_constant13_1 = self._param_constant13
    _tensor_constant65_1 = self._tensor_constant65
    _tensor_constant66_1 = self._tensor_constant66
    _tensor_constant166 = self._tensor_constant166
    _tensor_constant167 = self._tensor_constant167
    native_batch_norm_backward_24 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_18, _tensor_constant165, _param_constant13_1, _tensor_constant65_1, _tensor_constant66_1, _tensor_constant166, _tensor_constant167, True, 1e-05, [True, True, True]);  threshold_backward_18 = _tensor_constant165 = _param_constant13_1 = _tensor_constant65_1 = _tensor_constant66_1 = _tensor_constant166 = _tensor_constant167 = None
    getitem_141 = native_batch_norm_backward_24[0]
    getitem_142 = native_batch_norm_backward_24[1]
    getitem_143 = native_batch_norm_backward_24[2];  native_batch_norm_backward_24 = None
    add_29 = torch.ops.aten.add.Tensor(getitem_40, getitem_142);  getitem_40 = getitem_142 = None
    add_30 = torch.ops.aten.add.Tensor(getitem_41, getitem_143);  getitem_41 = getitem_143 = None
    _tensor_constant168 = self._tensor_constant168
    _param_constant14_1 = self._param_constant14
    convolution_backward_23 = torch.ops.aten.convolution_backward.default(getitem_141, _tensor_constant168, _param_constant14_1, [0], [2, 2], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_141 = _tensor_constant168 = _param_constant14_1 = None
    getitem_144 = convolution_backward_23[0]
    getitem_145 = convolution_backward_23[1]
    getitem_146 = convolution_backward_23[2];  convolution_backward_23 = getitem_146 = None
    add_31 = torch.ops.aten.add.Tensor(getitem_43, getitem_145);  getitem_43 = getitem_145 = None
    _tensor_constant169 = self._tensor_constant169
    detach_26 = torch.ops.aten.detach.default(_tensor_constant169);  _tensor_constant169 = None
    threshold_backward_19 = torch.ops.aten.threshold_backward.default(getitem_144, detach_26, 0);  getitem_144 = detach_26 = None
    _tensor_constant170 = self._tensor_constant170
    _param_constant15_1 = self._param_constant15
    _tensor_constant72_1 = self._tensor_constant72
    _tensor_constant73_1 = self._tensor_constant73
    _tensor_constant171 = self._tensor_constant171
    _tensor_constant172 = self._tensor_constant172
    native_batch_norm_backward_25 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_19, _tensor_constant170, _param_constant15_1, _tensor_constant72_1, _tensor_constant73_1, _tensor_constant171, _tensor_constant172, True, 1e-05, [True, True, True]);  threshold_backward_19 = _tensor_constant170 = _param_constant15_1 = _tensor_constant72_1 = _tensor_constant73_1 = _tensor_constant171 = _tensor_constant172 = None
    getitem_147 = native_batch_norm_backward_25[0]
    getitem_148 = native_batch_norm_backward_25[1]
    getitem_149 = native_batch_norm_backward_25[2];  native_batch_norm_backward_25 = None
    add_32 = torch.ops.aten.add.Tensor(getitem_46, getitem_148);  getitem_46 = getitem_148 = None
    add_33 = torch.ops.aten.add.Tensor(getitem_47, getitem_149);  getitem_47 = getitem_149 = None
    _tensor_constant159_1 = self._tensor_constant159
    _param_constant16_1 = self._param_constant16
    convolution_backward_24 = torch.ops.aten.convolution_backward.default(getitem_147, _tensor_constant159_1, _param_constant16_1, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_147 = _tensor_constant159_1 = _param_constant16_1 = None
    getitem_150 = convolution_backward_24[0]
    getitem_151 = convolution_backward_24[1]
    getitem_152 = convolution_backward_24[2];  convolution_backward_24 = getitem_152 = None
    add_34 = torch.ops.aten.add.Tensor(getitem_132, getitem_150);  getitem_132 = getitem_150 = None
    add_35 = torch.ops.aten.add.Tensor(getitem_49, getitem_151);  getitem_49 = getitem_151 = None
    _tensor_constant173 = self._tensor_constant173
    detach_27 = torch.ops.aten.detach.default(_tensor_constant173);  _tensor_constant173 = None
    threshold_backward_20 = torch.ops.aten.threshold_backward.default(add_34, detach_27, 0);  add_34 = detach_27 = None
    _tensor_constant174 = self._tensor_constant174
    _param_constant17_1 = self._param_constant17
    _tensor_constant78_1 = self._tensor_constant78
    _tensor_constant79_1 = self._tensor_constant79
    _tensor_constant175 = self._tensor_constant175
    _tensor_constant176 = self._tensor_constant176
    native_batch_norm_backward_26 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_20, _tensor_constant174, _param_constant17_1, _tensor_constant78_1, _tensor_constant79_1, _tensor_constant175, _tensor_constant176, True, 1e-05, [True, True, True]);  _tensor_constant174 = _param_constant17_1 = _tensor_constant78_1 = _tensor_constant79_1 = _tensor_constant175 = _tensor_constant176 = None
    getitem_153 = native_batch_norm_backward_26[0]
    getitem_154 = native_batch_norm_backward_26[1]
    getitem_155 = native_batch_norm_backward_26[2];  native_batch_norm_backward_26 = None
    add_36 = torch.ops.aten.add.Tensor(getitem_52, getitem_154);  getitem_52 = getitem_154 = None
    add_37 = torch.ops.aten.add.Tensor(getitem_53, getitem_155);  getitem_53 = getitem_155 = None
    _tensor_constant177 = self._tensor_constant177
    _param_constant18_1 = self._param_constant18
    convolution_backward_25 = torch.ops.aten.convolution_backward.default(getitem_153, _tensor_constant177, _param_constant18_1, [0], [2, 2], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_153 = _tensor_constant177 = _param_constant18_1 = None
    getitem_156 = convolution_backward_25[0]
    getitem_157 = convolution_backward_25[1]
    getitem_158 = convolution_backward_25[2];  convolution_backward_25 = getitem_158 = None
    add_38 = torch.ops.aten.add.Tensor(getitem_55, getitem_157);  getitem_55 = getitem_157 = None
    _tensor_constant178 = self._tensor_constant178
    _param_constant19_1 = self._param_constant19
    _tensor_constant84_1 = self._tensor_constant84
    _tensor_constant85_1 = self._tensor_constant85
    _tensor_constant179 = self._tensor_constant179
    _tensor_constant180 = self._tensor_constant180
    native_batch_norm_backward_27 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_20, _tensor_constant178, _param_constant19_1, _tensor_constant84_1, _tensor_constant85_1, _tensor_constant179, _tensor_constant180, True, 1e-05, [True, True, True]);  threshold_backward_20 = _tensor_constant178 = _param_constant19_1 = _tensor_constant84_1 = _tensor_constant85_1 = _tensor_constant179 = _tensor_constant180 = None
    getitem_159 = native_batch_norm_backward_27[0]
    getitem_160 = native_batch_norm_backward_27[1]
    getitem_161 = native_batch_norm_backward_27[2];  native_batch_norm_backward_27 = None
    add_39 = torch.ops.aten.add.Tensor(getitem_58, getitem_160);  getitem_58 = getitem_160 = None
    add_40 = torch.ops.aten.add.Tensor(getitem_59, getitem_161);  getitem_59 = getitem_161 = None
    _tensor_constant181 = self._tensor_constant181
    _param_constant20_1 = self._param_constant20
    convolution_backward_26 = torch.ops.aten.convolution_backward.default(getitem_159, _tensor_constant181, _param_constant20_1, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_159 = _tensor_constant181 = _param_constant20_1 = None
    getitem_162 = convolution_backward_26[0]
    getitem_163 = convolution_backward_26[1]
    getitem_164 = convolution_backward_26[2];  convolution_backward_26 = getitem_164 = None
    add_41 = torch.ops.aten.add.Tensor(getitem_61, getitem_163);  getitem_61 = getitem_163 = None
    _tensor_constant182 = self._tensor_constant182
    detach_28 = torch.ops.aten.detach.default(_tensor_constant182);  _tensor_constant182 = None
    threshold_backward_21 = torch.ops.aten.threshold_backward.default(getitem_162, detach_28, 0);  getitem_162 = detach_28 = None
    _tensor_constant183 = self._tensor_constant183
    _param_constant21_1 = self._param_constant21
    _tensor_constant91_1 = self._tensor_constant91
    _tensor_constant92_1 = self._tensor_constant92
    _tensor_constant184 = self._tensor_constant184
    _tensor_constant185 = self._tensor_constant185
    native_batch_norm_backward_28 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_21, _tensor_constant183, _param_constant21_1, _tensor_constant91_1, _tensor_constant92_1, _tensor_constant184, _tensor_constant185, True, 1e-05, [True, True, True]);  threshold_backward_21 = _tensor_constant183 = _param_constant21_1 = _tensor_constant91_1 = _tensor_constant92_1 = _tensor_constant184 = _tensor_constant185 = None
    getitem_165 = native_batch_norm_backward_28[0]
    getitem_166 = native_batch_norm_backward_28[1]
    getitem_167 = native_batch_norm_backward_28[2];  native_batch_norm_backward_28 = None
    add_42 = torch.ops.aten.add.Tensor(getitem_64, getitem_166);  getitem_64 = getitem_166 = None
    add_43 = torch.ops.aten.add.Tensor(getitem_65, getitem_167);  getitem_65 = getitem_167 = None
    _tensor_constant186 = self._tensor_constant186
    _param_constant22_1 = self._param_constant22
    convolution_backward_27 = torch.ops.aten.convolution_backward.default(getitem_165, _tensor_constant186, _param_constant22_1, [0], [2, 2], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_165 = _tensor_constant186 = _param_constant22_1 = None
    getitem_168 = convolution_backward_27[0]
    getitem_169 = convolution_backward_27[1]
    getitem_170 = convolution_backward_27[2];  convolution_backward_27 = getitem_170 = None
    add_44 = torch.ops.aten.add.Tensor(getitem_67, getitem_169);  getitem_67 = getitem_169 = None
    _tensor_constant187 = self._tensor_constant187
    detach_29 = torch.ops.aten.detach.default(_tensor_constant187);  _tensor_constant187 = None
    threshold_backward_22 = torch.ops.aten.threshold_backward.default(getitem_168, detach_29, 0);  getitem_168 = detach_29 = None
    _tensor_constant188 = self._tensor_constant188
    _param_constant23_1 = self._param_constant23
    _tensor_constant98_1 = self._tensor_constant98
    _tensor_constant99_1 = self._tensor_constant99
    _tensor_constant189 = self._tensor_constant189
    _tensor_constant190 = self._tensor_constant190
    native_batch_norm_backward_29 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_22, _tensor_constant188, _param_constant23_1, _tensor_constant98_1, _tensor_constant99_1, _tensor_constant189, _tensor_constant190, True, 1e-05, [True, True, True]);  threshold_backward_22 = _tensor_constant188 = _param_constant23_1 = _tensor_constant98_1 = _tensor_constant99_1 = _tensor_constant189 = _tensor_constant190 = None
    getitem_171 = native_batch_norm_backward_29[0]
    getitem_172 = native_batch_norm_backward_29[1]
    getitem_173 = native_batch_norm_backward_29[2];  native_batch_norm_backward_29 = None
    add_45 = torch.ops.aten.add.Tensor(getitem_70, getitem_172);  getitem_70 = getitem_172 = None
    add_46 = torch.ops.aten.add.Tensor(getitem_71, getitem_173);  getitem_71 = getitem_173 = None
    _tensor_constant177_1 = self._tensor_constant177
    _param_constant24_1 = self._param_constant24
    convolution_backward_28 = torch.ops.aten.convolution_backward.default(getitem_171, _tensor_constant177_1, _param_constant24_1, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_171 = _tensor_constant177_1 = _param_constant24_1 = None
    getitem_174 = convolution_backward_28[0]
    getitem_175 = convolution_backward_28[1]
    getitem_176 = convolution_backward_28[2];  convolution_backward_28 = getitem_176 = None
    add_47 = torch.ops.aten.add.Tensor(getitem_156, getitem_174);  getitem_156 = getitem_174 = None
    add_48 = torch.ops.aten.add.Tensor(getitem_73, getitem_175);  getitem_73 = getitem_175 = None
    _tensor_constant191 = self._tensor_constant191
    detach_30 = torch.ops.aten.detach.default(_tensor_constant191);  _tensor_constant191 = None
    threshold_backward_23 = torch.ops.aten.threshold_backward.default(add_47, detach_30, 0);  add_47 = detach_30 = None
    _tensor_constant192 = self._tensor_constant192
    _param_constant25_1 = self._param_constant25
    _tensor_constant104_1 = self._tensor_constant104
    _tensor_constant105_1 = self._tensor_constant105
    _tensor_constant193 = self._tensor_constant193
    _tensor_constant194 = self._tensor_constant194
    native_batch_norm_backward_30 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_23, _tensor_constant192, _param_constant25_1, _tensor_constant104_1, _tensor_constant105_1, _tensor_constant193, _tensor_constant194, True, 1e-05, [True, True, True]);  _tensor_constant192 = _param_constant25_1 = _tensor_constant104_1 = _tensor_constant105_1 = _tensor_constant193 = _tensor_constant194 = None
    getitem_177 = native_batch_norm_backward_30[0]
    getitem_178 = native_batch_norm_backward_30[1]
    getitem_179 = native_batch_norm_backward_30[2];  native_batch_norm_backward_30 = None
    add_49 = torch.ops.aten.add.Tensor(getitem_76, getitem_178);  getitem_76 = getitem_178 = None
    add_50 = torch.ops.aten.add.Tensor(getitem_77, getitem_179);  getitem_77 = getitem_179 = None
    _tensor_constant195 = self._tensor_constant195
    _param_constant26_1 = self._param_constant26
    convolution_backward_29 = torch.ops.aten.convolution_backward.default(getitem_177, _tensor_constant195, _param_constant26_1, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_177 = _tensor_constant195 = _param_constant26_1 = None
    getitem_180 = convolution_backward_29[0]
    getitem_181 = convolution_backward_29[1]
    getitem_182 = convolution_backward_29[2];  convolution_backward_29 = getitem_182 = None
    add_51 = torch.ops.aten.add.Tensor(getitem_79, getitem_181);  getitem_79 = getitem_181 = None
    _tensor_constant196 = self._tensor_constant196
    _param_constant27_1 = self._param_constant27
    _tensor_constant110_1 = self._tensor_constant110
    _tensor_constant111_1 = self._tensor_constant111
    _tensor_constant197 = self._tensor_constant197
    _tensor_constant198 = self._tensor_constant198
    native_batch_norm_backward_31 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_23, _tensor_constant196, _param_constant27_1, _tensor_constant110_1, _tensor_constant111_1, _tensor_constant197, _tensor_constant198, True, 1e-05, [True, True, True]);  threshold_backward_23 = _tensor_constant196 = _param_constant27_1 = _tensor_constant110_1 = _tensor_constant111_1 = _tensor_constant197 = _tensor_constant198 = None
    getitem_183 = native_batch_norm_backward_31[0]
    getitem_184 = native_batch_norm_backward_31[1]
    getitem_185 = native_batch_norm_backward_31[2];  native_batch_norm_backward_31 = None
    add_52 = torch.ops.aten.add.Tensor(getitem_82, getitem_184);  getitem_82 = getitem_184 = None
    add_53 = torch.ops.aten.add.Tensor(getitem_83, getitem_185);  getitem_83 = getitem_185 = None
    _tensor_constant199 = self._tensor_constant199
    _param_constant28_1 = self._param_constant28
    convolution_backward_30 = torch.ops.aten.convolution_backward.default(getitem_183, _tensor_constant199, _param_constant28_1, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_183 = _tensor_constant199 = _param_constant28_1 = None
    getitem_186 = convolution_backward_30[0]
    getitem_187 = convolution_backward_30[1]
    getitem_188 = convolution_backward_30[2];  convolution_backward_30 = getitem_188 = None
    add_54 = torch.ops.aten.add.Tensor(getitem_85, getitem_187);  getitem_85 = getitem_187 = None
    _tensor_constant200 = self._tensor_constant200
    detach_31 = torch.ops.aten.detach.default(_tensor_constant200);  _tensor_constant200 = None
    threshold_backward_24 = torch.ops.aten.threshold_backward.default(getitem_186, detach_31, 0);  getitem_186 = detach_31 = None
    _tensor_constant201 = self._tensor_constant201
    _param_constant29_1 = self._param_constant29
    _tensor_constant117_1 = self._tensor_constant117
    _tensor_constant118_1 = self._tensor_constant118
    _tensor_constant202 = self._tensor_constant202
    _tensor_constant203 = self._tensor_constant203
    native_batch_norm_backward_32 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_24, _tensor_constant201, _param_constant29_1, _tensor_constant117_1, _tensor_constant118_1, _tensor_constant202, _tensor_constant203, True, 1e-05, [True, True, True]);  threshold_backward_24 = _tensor_constant201 = _param_constant29_1 = _tensor_constant117_1 = _tensor_constant118_1 = _tensor_constant202 = _tensor_constant203 = None
    getitem_189 = native_batch_norm_backward_32[0]
    getitem_190 = native_batch_norm_backward_32[1]
    getitem_191 = native_batch_norm_backward_32[2];  native_batch_norm_backward_32 = None
    add_55 = torch.ops.aten.add.Tensor(getitem_88, getitem_190);  getitem_88 = getitem_190 = None
    add_56 = torch.ops.aten.add.Tensor(getitem_89, getitem_191);  getitem_89 = getitem_191 = None
    _tensor_constant204 = self._tensor_constant204
    _param_constant30_1 = self._param_constant30
    convolution_backward_31 = torch.ops.aten.convolution_backward.default(getitem_189, _tensor_constant204, _param_constant30_1, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_189 = _tensor_constant204 = _param_constant30_1 = None
    getitem_192 = convolution_backward_31[0]
    getitem_193 = convolution_backward_31[1]
    getitem_194 = convolution_backward_31[2];  convolution_backward_31 = getitem_194 = None
    add_57 = torch.ops.aten.add.Tensor(getitem_91, getitem_193);  getitem_91 = getitem_193 = None
    _tensor_constant205 = self._tensor_constant205
    detach_32 = torch.ops.aten.detach.default(_tensor_constant205);  _tensor_constant205 = None
    threshold_backward_25 = torch.ops.aten.threshold_backward.default(getitem_192, detach_32, 0);  getitem_192 = detach_32 = None
    _tensor_constant206 = self._tensor_constant206
    _param_constant31_1 = self._param_constant31
    _tensor_constant124_1 = self._tensor_constant124
    _tensor_constant125_1 = self._tensor_constant125
    _tensor_constant207 = self._tensor_constant207
    _tensor_constant208 = self._tensor_constant208
    native_batch_norm_backward_33 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_25, _tensor_constant206, _param_constant31_1, _tensor_constant124_1, _tensor_constant125_1, _tensor_constant207, _tensor_constant208, True, 1e-05, [True, True, True]);  threshold_backward_25 = _tensor_constant206 = _param_constant31_1 = _tensor_constant124_1 = _tensor_constant125_1 = _tensor_constant207 = _tensor_constant208 = None
    getitem_195 = native_batch_norm_backward_33[0]
    getitem_196 = native_batch_norm_backward_33[1]
    getitem_197 = native_batch_norm_backward_33[2];  native_batch_norm_backward_33 = None
    add_58 = torch.ops.aten.add.Tensor(getitem_94, getitem_196);  getitem_94 = getitem_196 = None
    add_59 = torch.ops.aten.add.Tensor(getitem_95, getitem_197);  getitem_95 = getitem_197 = None
    _tensor_constant195_1 = self._tensor_constant195
    _param_constant32_1 = self._param_constant32
    convolution_backward_32 = torch.ops.aten.convolution_backward.default(getitem_195, _tensor_constant195_1, _param_constant32_1, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_195 = _tensor_constant195_1 = _param_constant32_1 = None
    getitem_198 = convolution_backward_32[0]
    getitem_199 = convolution_backward_32[1]
    getitem_200 = convolution_backward_32[2];  convolution_backward_32 = getitem_200 = None
    add_60 = torch.ops.aten.add.Tensor(getitem_180, getitem_198);  getitem_180 = getitem_198 = None
    add_61 = torch.ops.aten.add.Tensor(getitem_97, getitem_199);  getitem_97 = getitem_199 = None
    _tensor_constant209 = self._tensor_constant209
    _tensor_constant210 = self._tensor_constant210
    max_pool2d_with_indices_backward_1 = torch.ops.aten.max_pool2d_with_indices_backward.default(add_60, _tensor_constant209, [3, 3], [2, 2], [1, 1], [1, 1], False, _tensor_constant210);  add_60 = _tensor_constant209 = _tensor_constant210 = None
    _tensor_constant211 = self._tensor_constant211
    detach_33 = torch.ops.aten.detach.default(_tensor_constant211);  _tensor_constant211 = None
    threshold_backward_26 = torch.ops.aten.threshold_backward.default(max_pool2d_with_indices_backward_1, detach_33, 0);  max_pool2d_with_indices_backward_1 = detach_33 = None
    _tensor_constant212 = self._tensor_constant212
    _param_constant33_1 = self._param_constant33
    _tensor_constant132_1 = self._tensor_constant132
    _tensor_constant133_1 = self._tensor_constant133
    _tensor_constant213 = self._tensor_constant213
    _tensor_constant214 = self._tensor_constant214
    native_batch_norm_backward_34 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_26, _tensor_constant212, _param_constant33_1, _tensor_constant132_1, _tensor_constant133_1, _tensor_constant213, _tensor_constant214, True, 1e-05, [True, True, True]);  threshold_backward_26 = _tensor_constant212 = _param_constant33_1 = _tensor_constant132_1 = _tensor_constant133_1 = _tensor_constant213 = _tensor_constant214 = None
    getitem_201 = native_batch_norm_backward_34[0]
    getitem_202 = native_batch_norm_backward_34[1]
    getitem_203 = native_batch_norm_backward_34[2];  native_batch_norm_backward_34 = None
    add_62 = torch.ops.aten.add.Tensor(getitem_100, getitem_202);  getitem_100 = getitem_202 = None
    add_63 = torch.ops.aten.add.Tensor(getitem_101, getitem_203);  getitem_101 = getitem_203 = None
    _tensor_constant215 = self._tensor_constant215
    _param_constant34_1 = self._param_constant34
    convolution_backward_33 = torch.ops.aten.convolution_backward.default(getitem_201, _tensor_constant215, _param_constant34_1, [0], [2, 2], [2, 2], [1, 1], False, [0, 0], 1, [False, True, False]);  getitem_201 = _tensor_constant215 = _param_constant34_1 = None
    getitem_204 = convolution_backward_33[0];  getitem_204 = None
    getitem_205 = convolution_backward_33[1]
    getitem_206 = convolution_backward_33[2];  convolution_backward_33 = getitem_206 = None
    add_64 = torch.ops.aten.add.Tensor(getitem_103, getitem_205);  getitem_103 = getitem_205 = None
    return (add_64, add_62, add_63, add_61, add_58, add_59, add_57, add_55, add_56, add_54, add_52, add_53, add_51, add_49, add_50, add_48, add_45, add_46, add_44, add_42, add_43, add_41, add_39, add_40, add_38, add_36, add_37, add_35, add_32, add_33, add_31, add_29, add_30, add_28, add_26, add_27, add_25, add_23, add_24, add_22, add_19, add_20, add_18, add_16, add_17, add_15, add_13, add_14, add_12, add_10, add_11, t_11, view_1, getitem_1, getitem_2, t_7, view, t_3)
    