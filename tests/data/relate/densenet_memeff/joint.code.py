


def forward(self, x_1, labels_1):
    _param_constant0 = self._param_constant0
    convolution = torch.ops.aten.convolution.default(x_1, _param_constant0, None, [2, 2], [3, 3], [1, 1], False, [0, 0], 1);  _param_constant0 = None
    _tensor_constant0 = self._tensor_constant0
    add_ = torch.ops.aten.add_.Tensor(_tensor_constant0, 1);  _tensor_constant0 = add_ = None
    empty = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty = None
    _param_constant1 = self._param_constant1
    _param_constant2 = self._param_constant2
    _tensor_constant1 = self._tensor_constant1
    _tensor_constant2 = self._tensor_constant2
    native_batch_norm = torch.ops.aten.native_batch_norm.default(convolution, _param_constant1, _param_constant2, _tensor_constant1, _tensor_constant2, True, 0.1, 1e-05);  _param_constant1 = _param_constant2 = _tensor_constant1 = _tensor_constant2 = None
    getitem = native_batch_norm[0]
    getitem_1 = native_batch_norm[1]
    getitem_2 = native_batch_norm[2];  native_batch_norm = None
    relu_ = torch.ops.aten.relu_.default(getitem);  getitem = None
    detach = torch.ops.aten.detach.default(relu_)
    max_pool2d_with_indices = torch.ops.aten.max_pool2d_with_indices.default(relu_, [3, 3], [2, 2], [1, 1])
    getitem_3 = max_pool2d_with_indices[0]
    getitem_4 = max_pool2d_with_indices[1];  max_pool2d_with_indices = None
    cat = torch.ops.aten.cat.default([getitem_3], 1)
    empty_1 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_1 = None
    _param_constant3 = self._param_constant3
    _param_constant4 = self._param_constant4
    native_batch_norm_1 = torch.ops.aten.native_batch_norm.default(cat, _param_constant3, _param_constant4, None, None, True, 0.1, 1e-05);  cat = _param_constant3 = _param_constant4 = None
    getitem_5 = native_batch_norm_1[0]
    getitem_6 = native_batch_norm_1[1];  getitem_6 = None
    getitem_7 = native_batch_norm_1[2];  native_batch_norm_1 = getitem_7 = None
    relu__1 = torch.ops.aten.relu_.default(getitem_5);  getitem_5 = None
    _param_constant5 = self._param_constant5
    convolution_1 = torch.ops.aten.convolution.default(relu__1, _param_constant5, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu__1 = _param_constant5 = None
    _tensor_constant3 = self._tensor_constant3
    add__1 = torch.ops.aten.add_.Tensor(_tensor_constant3, 1);  _tensor_constant3 = add__1 = None
    empty_2 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_2 = None
    _param_constant6 = self._param_constant6
    _param_constant7 = self._param_constant7
    _tensor_constant4 = self._tensor_constant4
    _tensor_constant5 = self._tensor_constant5
    native_batch_norm_2 = torch.ops.aten.native_batch_norm.default(convolution_1, _param_constant6, _param_constant7, _tensor_constant4, _tensor_constant5, True, 0.1, 1e-05);  _param_constant6 = _param_constant7 = _tensor_constant4 = _tensor_constant5 = None
    getitem_8 = native_batch_norm_2[0]
    getitem_9 = native_batch_norm_2[1]
    getitem_10 = native_batch_norm_2[2];  native_batch_norm_2 = None
    relu__2 = torch.ops.aten.relu_.default(getitem_8);  getitem_8 = None
    detach_1 = torch.ops.aten.detach.default(relu__2)
    _param_constant8 = self._param_constant8
    convolution_2 = torch.ops.aten.convolution.default(relu__2, _param_constant8, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  _param_constant8 = None
    cat_1 = torch.ops.aten.cat.default([getitem_3, convolution_2], 1)
    empty_3 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_3 = None
    _param_constant9 = self._param_constant9
    _param_constant10 = self._param_constant10
    native_batch_norm_3 = torch.ops.aten.native_batch_norm.default(cat_1, _param_constant9, _param_constant10, None, None, True, 0.1, 1e-05);  cat_1 = _param_constant9 = _param_constant10 = None
    getitem_11 = native_batch_norm_3[0]
    getitem_12 = native_batch_norm_3[1];  getitem_12 = None
    getitem_13 = native_batch_norm_3[2];  native_batch_norm_3 = getitem_13 = None
    relu__3 = torch.ops.aten.relu_.default(getitem_11);  getitem_11 = None
    _param_constant11 = self._param_constant11
    convolution_3 = torch.ops.aten.convolution.default(relu__3, _param_constant11, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu__3 = _param_constant11 = None
    _tensor_constant6 = self._tensor_constant6
    add__2 = torch.ops.aten.add_.Tensor(_tensor_constant6, 1);  _tensor_constant6 = add__2 = None
    empty_4 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_4 = None
    _param_constant12 = self._param_constant12
    _param_constant13 = self._param_constant13
    _tensor_constant7 = self._tensor_constant7
    _tensor_constant8 = self._tensor_constant8
    native_batch_norm_4 = torch.ops.aten.native_batch_norm.default(convolution_3, _param_constant12, _param_constant13, _tensor_constant7, _tensor_constant8, True, 0.1, 1e-05);  _param_constant12 = _param_constant13 = _tensor_constant7 = _tensor_constant8 = None
    getitem_14 = native_batch_norm_4[0]
    getitem_15 = native_batch_norm_4[1]
    getitem_16 = native_batch_norm_4[2];  native_batch_norm_4 = None
    relu__4 = torch.ops.aten.relu_.default(getitem_14);  getitem_14 = None
    detach_2 = torch.ops.aten.detach.default(relu__4)
    _param_constant14 = self._param_constant14
    convolution_4 = torch.ops.aten.convolution.default(relu__4, _param_constant14, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  _param_constant14 = None
    cat_2 = torch.ops.aten.cat.default([getitem_3, convolution_2, convolution_4], 1);  convolution_4 = None
    _tensor_constant9 = self._tensor_constant9
    add__3 = torch.ops.aten.add_.Tensor(_tensor_constant9, 1);  _tensor_constant9 = add__3 = None
    empty_5 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_5 = None
    _param_constant15 = self._param_constant15
    _param_constant16 = self._param_constant16
    _tensor_constant10 = self._tensor_constant10
    _tensor_constant11 = self._tensor_constant11
    native_batch_norm_5 = torch.ops.aten.native_batch_norm.default(cat_2, _param_constant15, _param_constant16, _tensor_constant10, _tensor_constant11, True, 0.1, 1e-05);  _param_constant15 = _param_constant16 = _tensor_constant10 = _tensor_constant11 = None
    getitem_17 = native_batch_norm_5[0]
    getitem_18 = native_batch_norm_5[1]
    getitem_19 = native_batch_norm_5[2];  native_batch_norm_5 = None
    relu__5 = torch.ops.aten.relu_.default(getitem_17);  getitem_17 = None
    detach_3 = torch.ops.aten.detach.default(relu__5)
    _param_constant17 = self._param_constant17
    convolution_5 = torch.ops.aten.convolution.default(relu__5, _param_constant17, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant17 = None
    avg_pool2d = torch.ops.aten.avg_pool2d.default(convolution_5, [2, 2], [2, 2])
    cat_3 = torch.ops.aten.cat.default([avg_pool2d], 1)
    empty_6 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_6 = None
    _param_constant18 = self._param_constant18
    _param_constant19 = self._param_constant19
    native_batch_norm_6 = torch.ops.aten.native_batch_norm.default(cat_3, _param_constant18, _param_constant19, None, None, True, 0.1, 1e-05);  cat_3 = _param_constant18 = _param_constant19 = None
    getitem_20 = native_batch_norm_6[0]
    getitem_21 = native_batch_norm_6[1];  getitem_21 = None
    getitem_22 = native_batch_norm_6[2];  native_batch_norm_6 = getitem_22 = None
    relu__6 = torch.ops.aten.relu_.default(getitem_20);  getitem_20 = None
    _param_constant20 = self._param_constant20
    convolution_6 = torch.ops.aten.convolution.default(relu__6, _param_constant20, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu__6 = _param_constant20 = None
    _tensor_constant12 = self._tensor_constant12
    add__4 = torch.ops.aten.add_.Tensor(_tensor_constant12, 1);  _tensor_constant12 = add__4 = None
    empty_7 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_7 = None
    _param_constant21 = self._param_constant21
    _param_constant22 = self._param_constant22
    _tensor_constant13 = self._tensor_constant13
    _tensor_constant14 = self._tensor_constant14
    native_batch_norm_7 = torch.ops.aten.native_batch_norm.default(convolution_6, _param_constant21, _param_constant22, _tensor_constant13, _tensor_constant14, True, 0.1, 1e-05);  _param_constant21 = _param_constant22 = _tensor_constant13 = _tensor_constant14 = None
    getitem_23 = native_batch_norm_7[0]
    getitem_24 = native_batch_norm_7[1]
    getitem_25 = native_batch_norm_7[2];  native_batch_norm_7 = None
    relu__7 = torch.ops.aten.relu_.default(getitem_23);  getitem_23 = None
    detach_4 = torch.ops.aten.detach.default(relu__7)
    _param_constant23 = self._param_constant23
    convolution_7 = torch.ops.aten.convolution.default(relu__7, _param_constant23, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  _param_constant23 = None
    cat_4 = torch.ops.aten.cat.default([avg_pool2d, convolution_7], 1)
    empty_8 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_8 = None
    _param_constant24 = self._param_constant24
    _param_constant25 = self._param_constant25
    native_batch_norm_8 = torch.ops.aten.native_batch_norm.default(cat_4, _param_constant24, _param_constant25, None, None, True, 0.1, 1e-05);  cat_4 = _param_constant24 = _param_constant25 = None
    getitem_26 = native_batch_norm_8[0]
    getitem_27 = native_batch_norm_8[1];  getitem_27 = None
    getitem_28 = native_batch_norm_8[2];  native_batch_norm_8 = getitem_28 = None
    relu__8 = torch.ops.aten.relu_.default(getitem_26);  getitem_26 = None
    _param_constant26 = self._param_constant26
    convolution_8 = torch.ops.aten.convolution.default(relu__8, _param_constant26, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu__8 = _param_constant26 = None
    _tensor_constant15 = self._tensor_constant15
    add__5 = torch.ops.aten.add_.Tensor(_tensor_constant15, 1);  _tensor_constant15 = add__5 = None
    empty_9 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_9 = None
    _param_constant27 = self._param_constant27
    _param_constant28 = self._param_constant28
    _tensor_constant16 = self._tensor_constant16
    _tensor_constant17 = self._tensor_constant17
    native_batch_norm_9 = torch.ops.aten.native_batch_norm.default(convolution_8, _param_constant27, _param_constant28, _tensor_constant16, _tensor_constant17, True, 0.1, 1e-05);  _param_constant27 = _param_constant28 = _tensor_constant16 = _tensor_constant17 = None
    getitem_29 = native_batch_norm_9[0]
    getitem_30 = native_batch_norm_9[1]
    getitem_31 = native_batch_norm_9[2];  native_batch_norm_9 = None
    relu__9 = torch.ops.aten.relu_.default(getitem_29);  getitem_29 = None
    detach_5 = torch.ops.aten.detach.default(relu__9)
    _param_constant29 = self._param_constant29
    convolution_9 = torch.ops.aten.convolution.default(relu__9, _param_constant29, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  _param_constant29 = None
    cat_5 = torch.ops.aten.cat.default([avg_pool2d, convolution_7, convolution_9], 1);  convolution_9 = None
    _tensor_constant18 = self._tensor_constant18
    add__6 = torch.ops.aten.add_.Tensor(_tensor_constant18, 1);  _tensor_constant18 = add__6 = None
    empty_10 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_10 = None
    _param_constant30 = self._param_constant30
    _param_constant31 = self._param_constant31
    _tensor_constant19 = self._tensor_constant19
    _tensor_constant20 = self._tensor_constant20
    native_batch_norm_10 = torch.ops.aten.native_batch_norm.default(cat_5, _param_constant30, _param_constant31, _tensor_constant19, _tensor_constant20, True, 0.1, 1e-05);  _param_constant30 = _param_constant31 = _tensor_constant19 = _tensor_constant20 = None
    getitem_32 = native_batch_norm_10[0]
    getitem_33 = native_batch_norm_10[1]
    getitem_34 = native_batch_norm_10[2];  native_batch_norm_10 = None
    relu__10 = torch.ops.aten.relu_.default(getitem_32);  getitem_32 = None
    detach_6 = torch.ops.aten.detach.default(relu__10)
    mean = torch.ops.aten.mean.dim(relu__10, [-1, -2], True);  relu__10 = None
    view = torch.ops.aten.view.default(mean, [2, 16]);  mean = None
    _param_constant32 = self._param_constant32
    t = torch.ops.aten.t.default(_param_constant32);  _param_constant32 = None
    _param_constant33 = self._param_constant33
    addmm = torch.ops.aten.addmm.default(_param_constant33, view, t);  _param_constant33 = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm, 1, False);  addmm = None
    detach_7 = torch.ops.aten.detach.default(_log_softmax)
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100)
    getitem_35 = nll_loss_forward[0]
    getitem_36 = nll_loss_forward[1];  nll_loss_forward = None
    ones_like = torch.ops.aten.ones_like.default(getitem_35, pin_memory = False, memory_format = torch.preserve_format)
    nll_loss_backward = torch.ops.aten.nll_loss_backward.default(ones_like, _log_softmax, labels_1, None, 1, -100, getitem_36);  ones_like = _log_softmax = labels_1 = getitem_36 = None
    detach_8 = torch.ops.aten.detach.default(detach_7);  detach_7 = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach_8, 1, torch.float32);  nll_loss_backward = detach_8 = None
    t_1 = torch.ops.aten.t.default(t);  t = None
    mm = torch.ops.aten.mm.default(_log_softmax_backward_data, t_1);  t_1 = None
    t_2 = torch.ops.aten.t.default(_log_softmax_backward_data)
    mm_1 = torch.ops.aten.mm.default(t_2, view);  t_2 = view = None
    t_3 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(_log_softmax_backward_data, [0], True);  _log_softmax_backward_data = None
    view_1 = torch.ops.aten.view.default(sum_1, [5]);  sum_1 = None
    t_4 = torch.ops.aten.t.default(t_3);  t_3 = None
    view_2 = torch.ops.aten.view.default(mm, [2, 16, 1, 1]);  mm = None
    expand = torch.ops.aten.expand.default(view_2, [2, 16, 2, 2]);  view_2 = None
    div = torch.ops.aten.div.Scalar(expand, 4);  expand = None
    detach_9 = torch.ops.aten.detach.default(detach_6);  detach_6 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(div, detach_9, 0);  div = detach_9 = None
    _param_constant30_1 = self._param_constant30
    _tensor_constant19_1 = self._tensor_constant19
    _tensor_constant20_1 = self._tensor_constant20
    native_batch_norm_backward = torch.ops.aten.native_batch_norm_backward.default(threshold_backward, cat_5, _param_constant30_1, _tensor_constant19_1, _tensor_constant20_1, getitem_33, getitem_34, True, 1e-05, [True, True, True]);  threshold_backward = cat_5 = _param_constant30_1 = _tensor_constant19_1 = _tensor_constant20_1 = getitem_33 = getitem_34 = None
    getitem_37 = native_batch_norm_backward[0]
    getitem_38 = native_batch_norm_backward[1]
    getitem_39 = native_batch_norm_backward[2];  native_batch_norm_backward = None
    slice_1 = torch.ops.aten.slice.Tensor(getitem_37, 1, 0, 8)
    slice_2 = torch.ops.aten.slice.Tensor(getitem_37, 1, 8, 12)
    slice_3 = torch.ops.aten.slice.Tensor(getitem_37, 1, 12, 16);  getitem_37 = None
    _param_constant29_1 = self._param_constant29
    convolution_backward = torch.ops.aten.convolution_backward.default(slice_3, relu__9, _param_constant29_1, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  slice_3 = relu__9 = _param_constant29_1 = None
    getitem_40 = convolution_backward[0]
    getitem_41 = convolution_backward[1]
    getitem_42 = convolution_backward[2];  convolution_backward = getitem_42 = None
    detach_10 = torch.ops.aten.detach.default(detach_5);  detach_5 = None
    threshold_backward_1 = torch.ops.aten.threshold_backward.default(getitem_40, detach_10, 0);  getitem_40 = detach_10 = None
    _param_constant27_1 = self._param_constant27
    _tensor_constant16_1 = self._tensor_constant16
    _tensor_constant17_1 = self._tensor_constant17
    native_batch_norm_backward_1 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_1, convolution_8, _param_constant27_1, _tensor_constant16_1, _tensor_constant17_1, getitem_30, getitem_31, True, 1e-05, [True, True, True]);  threshold_backward_1 = convolution_8 = _param_constant27_1 = _tensor_constant16_1 = _tensor_constant17_1 = getitem_30 = getitem_31 = None
    getitem_43 = native_batch_norm_backward_1[0]
    getitem_44 = native_batch_norm_backward_1[1]
    getitem_45 = native_batch_norm_backward_1[2];  native_batch_norm_backward_1 = None
    cat_6 = torch.ops.aten.cat.default([avg_pool2d, convolution_7], 1);  convolution_7 = None
    empty_11 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_11 = None
    detach_11 = torch.ops.aten.detach.default(cat_6)
    _param_constant24_1 = self._param_constant24
    detach_12 = torch.ops.aten.detach.default(_param_constant24_1);  _param_constant24_1 = None
    _param_constant24_2 = self._param_constant24
    _param_constant25_1 = self._param_constant25
    native_batch_norm_11 = torch.ops.aten.native_batch_norm.default(cat_6, _param_constant24_2, _param_constant25_1, None, None, True, 0.1, 1e-05);  cat_6 = _param_constant24_2 = _param_constant25_1 = None
    getitem_46 = native_batch_norm_11[0]
    getitem_47 = native_batch_norm_11[1]
    getitem_48 = native_batch_norm_11[2];  native_batch_norm_11 = None
    relu__11 = torch.ops.aten.relu_.default(getitem_46);  getitem_46 = None
    detach_13 = torch.ops.aten.detach.default(relu__11)
    detach_14 = torch.ops.aten.detach.default(relu__11);  relu__11 = None
    _param_constant26_1 = self._param_constant26
    detach_15 = torch.ops.aten.detach.default(_param_constant26_1);  _param_constant26_1 = None
    detach_16 = torch.ops.aten.detach.default(detach_14);  detach_14 = None
    detach_17 = torch.ops.aten.detach.default(detach_15);  detach_15 = None
    convolution_backward_1 = torch.ops.aten.convolution_backward.default(getitem_43, detach_16, detach_17, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_43 = detach_16 = detach_17 = None
    getitem_49 = convolution_backward_1[0]
    getitem_50 = convolution_backward_1[1]
    getitem_51 = convolution_backward_1[2];  convolution_backward_1 = getitem_51 = None
    detach_18 = torch.ops.aten.detach.default(detach_13);  detach_13 = None
    threshold_backward_2 = torch.ops.aten.threshold_backward.default(getitem_49, detach_18, 0);  getitem_49 = detach_18 = None
    detach_19 = torch.ops.aten.detach.default(detach_11);  detach_11 = None
    detach_20 = torch.ops.aten.detach.default(detach_12);  detach_12 = None
    native_batch_norm_backward_2 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_2, detach_19, detach_20, None, None, getitem_47, getitem_48, True, 1e-05, [True, True, True]);  threshold_backward_2 = detach_19 = detach_20 = getitem_47 = getitem_48 = None
    getitem_52 = native_batch_norm_backward_2[0]
    getitem_53 = native_batch_norm_backward_2[1]
    getitem_54 = native_batch_norm_backward_2[2];  native_batch_norm_backward_2 = None
    slice_4 = torch.ops.aten.slice.Tensor(getitem_52, 1, 0, 8)
    slice_5 = torch.ops.aten.slice.Tensor(getitem_52, 1, 8, 12);  getitem_52 = None
    add = torch.ops.aten.add.Tensor(slice_1, slice_4);  slice_1 = slice_4 = None
    add_1 = torch.ops.aten.add.Tensor(slice_2, slice_5);  slice_2 = slice_5 = None
    _param_constant23_1 = self._param_constant23
    convolution_backward_2 = torch.ops.aten.convolution_backward.default(add_1, relu__7, _param_constant23_1, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  add_1 = relu__7 = _param_constant23_1 = None
    getitem_55 = convolution_backward_2[0]
    getitem_56 = convolution_backward_2[1]
    getitem_57 = convolution_backward_2[2];  convolution_backward_2 = getitem_57 = None
    detach_21 = torch.ops.aten.detach.default(detach_4);  detach_4 = None
    threshold_backward_3 = torch.ops.aten.threshold_backward.default(getitem_55, detach_21, 0);  getitem_55 = detach_21 = None
    _param_constant21_1 = self._param_constant21
    _tensor_constant13_1 = self._tensor_constant13
    _tensor_constant14_1 = self._tensor_constant14
    native_batch_norm_backward_3 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_3, convolution_6, _param_constant21_1, _tensor_constant13_1, _tensor_constant14_1, getitem_24, getitem_25, True, 1e-05, [True, True, True]);  threshold_backward_3 = convolution_6 = _param_constant21_1 = _tensor_constant13_1 = _tensor_constant14_1 = getitem_24 = getitem_25 = None
    getitem_58 = native_batch_norm_backward_3[0]
    getitem_59 = native_batch_norm_backward_3[1]
    getitem_60 = native_batch_norm_backward_3[2];  native_batch_norm_backward_3 = None
    cat_7 = torch.ops.aten.cat.default([avg_pool2d], 1);  avg_pool2d = None
    empty_12 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_12 = None
    detach_22 = torch.ops.aten.detach.default(cat_7)
    _param_constant18_1 = self._param_constant18
    detach_23 = torch.ops.aten.detach.default(_param_constant18_1);  _param_constant18_1 = None
    _param_constant18_2 = self._param_constant18
    _param_constant19_1 = self._param_constant19
    native_batch_norm_12 = torch.ops.aten.native_batch_norm.default(cat_7, _param_constant18_2, _param_constant19_1, None, None, True, 0.1, 1e-05);  cat_7 = _param_constant18_2 = _param_constant19_1 = None
    getitem_61 = native_batch_norm_12[0]
    getitem_62 = native_batch_norm_12[1]
    getitem_63 = native_batch_norm_12[2];  native_batch_norm_12 = None
    relu__12 = torch.ops.aten.relu_.default(getitem_61);  getitem_61 = None
    detach_24 = torch.ops.aten.detach.default(relu__12)
    detach_25 = torch.ops.aten.detach.default(relu__12);  relu__12 = None
    _param_constant20_1 = self._param_constant20
    detach_26 = torch.ops.aten.detach.default(_param_constant20_1);  _param_constant20_1 = None
    detach_27 = torch.ops.aten.detach.default(detach_25);  detach_25 = None
    detach_28 = torch.ops.aten.detach.default(detach_26);  detach_26 = None
    convolution_backward_3 = torch.ops.aten.convolution_backward.default(getitem_58, detach_27, detach_28, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_58 = detach_27 = detach_28 = None
    getitem_64 = convolution_backward_3[0]
    getitem_65 = convolution_backward_3[1]
    getitem_66 = convolution_backward_3[2];  convolution_backward_3 = getitem_66 = None
    detach_29 = torch.ops.aten.detach.default(detach_24);  detach_24 = None
    threshold_backward_4 = torch.ops.aten.threshold_backward.default(getitem_64, detach_29, 0);  getitem_64 = detach_29 = None
    detach_30 = torch.ops.aten.detach.default(detach_22);  detach_22 = None
    detach_31 = torch.ops.aten.detach.default(detach_23);  detach_23 = None
    native_batch_norm_backward_4 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_4, detach_30, detach_31, None, None, getitem_62, getitem_63, True, 1e-05, [True, True, True]);  threshold_backward_4 = detach_30 = detach_31 = getitem_62 = getitem_63 = None
    getitem_67 = native_batch_norm_backward_4[0]
    getitem_68 = native_batch_norm_backward_4[1]
    getitem_69 = native_batch_norm_backward_4[2];  native_batch_norm_backward_4 = None
    slice_6 = torch.ops.aten.slice.Tensor(getitem_67, 1, 0, 8);  getitem_67 = None
    add_2 = torch.ops.aten.add.Tensor(add, slice_6);  add = slice_6 = None
    avg_pool2d_backward = torch.ops.aten.avg_pool2d_backward.default(add_2, convolution_5, [2, 2], [2, 2], [0, 0], False, True, None);  add_2 = convolution_5 = None
    _param_constant17_1 = self._param_constant17
    convolution_backward_4 = torch.ops.aten.convolution_backward.default(avg_pool2d_backward, relu__5, _param_constant17_1, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  avg_pool2d_backward = relu__5 = _param_constant17_1 = None
    getitem_70 = convolution_backward_4[0]
    getitem_71 = convolution_backward_4[1]
    getitem_72 = convolution_backward_4[2];  convolution_backward_4 = getitem_72 = None
    detach_32 = torch.ops.aten.detach.default(detach_3);  detach_3 = None
    threshold_backward_5 = torch.ops.aten.threshold_backward.default(getitem_70, detach_32, 0);  getitem_70 = detach_32 = None
    _param_constant15_1 = self._param_constant15
    _tensor_constant10_1 = self._tensor_constant10
    _tensor_constant11_1 = self._tensor_constant11
    native_batch_norm_backward_5 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_5, cat_2, _param_constant15_1, _tensor_constant10_1, _tensor_constant11_1, getitem_18, getitem_19, True, 1e-05, [True, True, True]);  threshold_backward_5 = cat_2 = _param_constant15_1 = _tensor_constant10_1 = _tensor_constant11_1 = getitem_18 = getitem_19 = None
    getitem_73 = native_batch_norm_backward_5[0]
    getitem_74 = native_batch_norm_backward_5[1]
    getitem_75 = native_batch_norm_backward_5[2];  native_batch_norm_backward_5 = None
    slice_7 = torch.ops.aten.slice.Tensor(getitem_73, 1, 0, 8)
    slice_8 = torch.ops.aten.slice.Tensor(getitem_73, 1, 8, 12)
    slice_9 = torch.ops.aten.slice.Tensor(getitem_73, 1, 12, 16);  getitem_73 = None
    _param_constant14_1 = self._param_constant14
    convolution_backward_5 = torch.ops.aten.convolution_backward.default(slice_9, relu__4, _param_constant14_1, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  slice_9 = relu__4 = _param_constant14_1 = None
    getitem_76 = convolution_backward_5[0]
    getitem_77 = convolution_backward_5[1]
    getitem_78 = convolution_backward_5[2];  convolution_backward_5 = getitem_78 = None
    detach_33 = torch.ops.aten.detach.default(detach_2);  detach_2 = None
    threshold_backward_6 = torch.ops.aten.threshold_backward.default(getitem_76, detach_33, 0);  getitem_76 = detach_33 = None
    _param_constant12_1 = self._param_constant12
    _tensor_constant7_1 = self._tensor_constant7
    _tensor_constant8_1 = self._tensor_constant8
    native_batch_norm_backward_6 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_6, convolution_3, _param_constant12_1, _tensor_constant7_1, _tensor_constant8_1, getitem_15, getitem_16, True, 1e-05, [True, True, True]);  threshold_backward_6 = convolution_3 = _param_constant12_1 = _tensor_constant7_1 = _tensor_constant8_1 = getitem_15 = getitem_16 = None
    getitem_79 = native_batch_norm_backward_6[0]
    getitem_80 = native_batch_norm_backward_6[1]
    getitem_81 = native_batch_norm_backward_6[2];  native_batch_norm_backward_6 = None
    cat_8 = torch.ops.aten.cat.default([getitem_3, convolution_2], 1);  convolution_2 = None
    empty_13 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_13 = None
    detach_34 = torch.ops.aten.detach.default(cat_8)
    _param_constant9_1 = self._param_constant9
    detach_35 = torch.ops.aten.detach.default(_param_constant9_1);  _param_constant9_1 = None
    _param_constant9_2 = self._param_constant9
    _param_constant10_1 = self._param_constant10
    native_batch_norm_13 = torch.ops.aten.native_batch_norm.default(cat_8, _param_constant9_2, _param_constant10_1, None, None, True, 0.1, 1e-05);  cat_8 = _param_constant9_2 = _param_constant10_1 = None
    getitem_82 = native_batch_norm_13[0]
    getitem_83 = native_batch_norm_13[1]
    getitem_84 = native_batch_norm_13[2];  native_batch_norm_13 = None
    relu__13 = torch.ops.aten.relu_.default(getitem_82);  getitem_82 = None
    detach_36 = torch.ops.aten.detach.default(relu__13)
    detach_37 = torch.ops.aten.detach.default(relu__13);  relu__13 = None
    _param_constant11_1 = self._param_constant11
    detach_38 = torch.ops.aten.detach.default(_param_constant11_1);  _param_constant11_1 = None
    detach_39 = torch.ops.aten.detach.default(detach_37);  detach_37 = None
    detach_40 = torch.ops.aten.detach.default(detach_38);  detach_38 = None
    convolution_backward_6 = torch.ops.aten.convolution_backward.default(getitem_79, detach_39, detach_40, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_79 = detach_39 = detach_40 = None
    getitem_85 = convolution_backward_6[0]
    getitem_86 = convolution_backward_6[1]
    getitem_87 = convolution_backward_6[2];  convolution_backward_6 = getitem_87 = None
    detach_41 = torch.ops.aten.detach.default(detach_36);  detach_36 = None
    threshold_backward_7 = torch.ops.aten.threshold_backward.default(getitem_85, detach_41, 0);  getitem_85 = detach_41 = None
    detach_42 = torch.ops.aten.detach.default(detach_34);  detach_34 = None
    detach_43 = torch.ops.aten.detach.default(detach_35);  detach_35 = None
    native_batch_norm_backward_7 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_7, detach_42, detach_43, None, None, getitem_83, getitem_84, True, 1e-05, [True, True, True]);  threshold_backward_7 = detach_42 = detach_43 = getitem_83 = getitem_84 = None
    getitem_88 = native_batch_norm_backward_7[0]
    getitem_89 = native_batch_norm_backward_7[1]
    getitem_90 = native_batch_norm_backward_7[2];  native_batch_norm_backward_7 = None
    slice_10 = torch.ops.aten.slice.Tensor(getitem_88, 1, 0, 8)
    slice_11 = torch.ops.aten.slice.Tensor(getitem_88, 1, 8, 12);  getitem_88 = None
    add_3 = torch.ops.aten.add.Tensor(slice_7, slice_10);  slice_7 = slice_10 = None
    add_4 = torch.ops.aten.add.Tensor(slice_8, slice_11);  slice_8 = slice_11 = None
    _param_constant8_1 = self._param_constant8
    convolution_backward_7 = torch.ops.aten.convolution_backward.default(add_4, relu__2, _param_constant8_1, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  add_4 = relu__2 = _param_constant8_1 = None
    getitem_91 = convolution_backward_7[0]
    getitem_92 = convolution_backward_7[1]
    getitem_93 = convolution_backward_7[2];  convolution_backward_7 = getitem_93 = None
    detach_44 = torch.ops.aten.detach.default(detach_1);  detach_1 = None
    threshold_backward_8 = torch.ops.aten.threshold_backward.default(getitem_91, detach_44, 0);  getitem_91 = detach_44 = None
    _param_constant6_1 = self._param_constant6
    _tensor_constant4_1 = self._tensor_constant4
    _tensor_constant5_1 = self._tensor_constant5
    native_batch_norm_backward_8 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_8, convolution_1, _param_constant6_1, _tensor_constant4_1, _tensor_constant5_1, getitem_9, getitem_10, True, 1e-05, [True, True, True]);  threshold_backward_8 = convolution_1 = _param_constant6_1 = _tensor_constant4_1 = _tensor_constant5_1 = getitem_9 = getitem_10 = None
    getitem_94 = native_batch_norm_backward_8[0]
    getitem_95 = native_batch_norm_backward_8[1]
    getitem_96 = native_batch_norm_backward_8[2];  native_batch_norm_backward_8 = None
    cat_9 = torch.ops.aten.cat.default([getitem_3], 1);  getitem_3 = None
    empty_14 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_14 = None
    detach_45 = torch.ops.aten.detach.default(cat_9)
    _param_constant3_1 = self._param_constant3
    detach_46 = torch.ops.aten.detach.default(_param_constant3_1);  _param_constant3_1 = None
    _param_constant3_2 = self._param_constant3
    _param_constant4_1 = self._param_constant4
    native_batch_norm_14 = torch.ops.aten.native_batch_norm.default(cat_9, _param_constant3_2, _param_constant4_1, None, None, True, 0.1, 1e-05);  cat_9 = _param_constant3_2 = _param_constant4_1 = None
    getitem_97 = native_batch_norm_14[0]
    getitem_98 = native_batch_norm_14[1]
    getitem_99 = native_batch_norm_14[2];  native_batch_norm_14 = None
    relu__14 = torch.ops.aten.relu_.default(getitem_97);  getitem_97 = None
    detach_47 = torch.ops.aten.detach.default(relu__14)
    detach_48 = torch.ops.aten.detach.default(relu__14);  relu__14 = None
    _param_constant5_1 = self._param_constant5
    detach_49 = torch.ops.aten.detach.default(_param_constant5_1);  _param_constant5_1 = None
    detach_50 = torch.ops.aten.detach.default(detach_48);  detach_48 = None
    detach_51 = torch.ops.aten.detach.default(detach_49);  detach_49 = None
    convolution_backward_8 = torch.ops.aten.convolution_backward.default(getitem_94, detach_50, detach_51, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_94 = detach_50 = detach_51 = None
    getitem_100 = convolution_backward_8[0]
    getitem_101 = convolution_backward_8[1]
    getitem_102 = convolution_backward_8[2];  convolution_backward_8 = getitem_102 = None
    detach_52 = torch.ops.aten.detach.default(detach_47);  detach_47 = None
    threshold_backward_9 = torch.ops.aten.threshold_backward.default(getitem_100, detach_52, 0);  getitem_100 = detach_52 = None
    detach_53 = torch.ops.aten.detach.default(detach_45);  detach_45 = None
    detach_54 = torch.ops.aten.detach.default(detach_46);  detach_46 = None
    native_batch_norm_backward_9 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_9, detach_53, detach_54, None, None, getitem_98, getitem_99, True, 1e-05, [True, True, True]);  threshold_backward_9 = detach_53 = detach_54 = getitem_98 = getitem_99 = None
    getitem_103 = native_batch_norm_backward_9[0]
    getitem_104 = native_batch_norm_backward_9[1]
    getitem_105 = native_batch_norm_backward_9[2];  native_batch_norm_backward_9 = None
    slice_12 = torch.ops.aten.slice.Tensor(getitem_103, 1, 0, 8);  getitem_103 = None
    add_5 = torch.ops.aten.add.Tensor(add_3, slice_12);  add_3 = slice_12 = None
    max_pool2d_with_indices_backward = torch.ops.aten.max_pool2d_with_indices_backward.default(add_5, relu_, [3, 3], [2, 2], [1, 1], [1, 1], False, getitem_4);  add_5 = relu_ = getitem_4 = None
    detach_55 = torch.ops.aten.detach.default(detach);  detach = None
    threshold_backward_10 = torch.ops.aten.threshold_backward.default(max_pool2d_with_indices_backward, detach_55, 0);  max_pool2d_with_indices_backward = detach_55 = None
    _param_constant1_1 = self._param_constant1
    _tensor_constant1_1 = self._tensor_constant1
    _tensor_constant2_1 = self._tensor_constant2
    native_batch_norm_backward_10 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_10, convolution, _param_constant1_1, _tensor_constant1_1, _tensor_constant2_1, getitem_1, getitem_2, True, 1e-05, [True, True, True]);  threshold_backward_10 = convolution = _param_constant1_1 = _tensor_constant1_1 = _tensor_constant2_1 = getitem_1 = getitem_2 = None
    getitem_106 = native_batch_norm_backward_10[0]
    getitem_107 = native_batch_norm_backward_10[1]
    getitem_108 = native_batch_norm_backward_10[2];  native_batch_norm_backward_10 = None
    _param_constant0_1 = self._param_constant0
    convolution_backward_9 = torch.ops.aten.convolution_backward.default(getitem_106, x_1, _param_constant0_1, [0], [2, 2], [3, 3], [1, 1], False, [0, 0], 1, [False, True, False]);  getitem_106 = x_1 = _param_constant0_1 = None
    getitem_109 = convolution_backward_9[0];  getitem_109 = None
    getitem_110 = convolution_backward_9[1]
    getitem_111 = convolution_backward_9[2];  convolution_backward_9 = getitem_111 = None
    return (getitem_35, getitem_110, getitem_107, getitem_108, getitem_104, getitem_105, getitem_101, getitem_95, getitem_96, getitem_92, getitem_89, getitem_90, getitem_86, getitem_80, getitem_81, getitem_77, getitem_74, getitem_75, getitem_71, getitem_68, getitem_69, getitem_65, getitem_59, getitem_60, getitem_56, getitem_53, getitem_54, getitem_50, getitem_44, getitem_45, getitem_41, getitem_38, getitem_39, t_4, view_1)
    