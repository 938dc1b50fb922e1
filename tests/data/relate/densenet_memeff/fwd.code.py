


def forward(self, x_1, labels_1):
    _param_constant0 = self._param_constant0
    convolution = torch.ops.aten.convolution.default(x_1, _param_constant0, None, [2, 2], [3, 3], [1, 1], False, [0, 0], 1);  x_1 = _param_constant0 = None
    _tensor_constant0 = self._tensor_constant0
    add_ = torch.ops.aten.add_.Tensor(_tensor_constant0, 1);  _tensor_constant0 = add_ = None
    empty = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty = None
    _param_constant1 = self._param_constant1
    _param_constant2 = self._param_constant2
    _tensor_constant1 = self._tensor_constant1
    _tensor_constant2 = self._tensor_constant2
    native_batch_norm = torch.ops.aten.native_batch_norm.default(convolution, _param_constant1, _param_constant2, _tensor_constant1, _tensor_constant2, True, 0.1, 1e-05);  convolution = _param_constant1 = _param_constant2 = _tensor_constant1 = _tensor_constant2 = None
    getitem = native_batch_norm[0]
    getitem_1 = native_batch_norm[1];  getitem_1 = None
    getitem_2 = native_batch_norm[2];  native_batch_norm = getitem_2 = None
    relu_ = torch.ops.aten.relu_.default(getitem);  getitem = None
    detach = torch.ops.aten.detach.default(relu_);  detach = None
    max_pool2d_with_indices = torch.ops.aten.max_pool2d_with_indices.default(relu_, [3, 3], [2, 2], [1, 1]);  relu_ = None
    getitem_3 = max_pool2d_with_indices[0]
    getitem_4 = max_pool2d_with_indices[1];  max_pool2d_with_indices = getitem_4 = None
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
    native_batch_norm_2 = torch.ops.aten.native_batch_norm.default(convolution_1, _param_constant6, _param_constant7, _tensor_constant4, _tensor_constant5, True, 0.1, 1e-05);  convolution_1 = _param_constant6 = _param_constant7 = _tensor_constant4 = _tensor_constant5 = None
    getitem_8 = native_batch_norm_2[0]
    getitem_9 = native_batch_norm_2[1];  getitem_9 = None
    getitem_10 = native_batch_norm_2[2];  native_batch_norm_2 = getitem_10 = None
    relu__2 = torch.ops.aten.relu_.default(getitem_8);  getitem_8 = None
    detach_1 = torch.ops.aten.detach.default(relu__2);  detach_1 = None
    _param_constant8 = self._param_constant8
    convolution_2 = torch.ops.aten.convolution.default(relu__2, _param_constant8, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu__2 = _param_constant8 = None
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
    native_batch_norm_4 = torch.ops.aten.native_batch_norm.default(convolution_3, _param_constant12, _param_constant13, _tensor_constant7, _tensor_constant8, True, 0.1, 1e-05);  convolution_3 = _param_constant12 = _param_constant13 = _tensor_constant7 = _tensor_constant8 = None
    getitem_14 = native_batch_norm_4[0]
    getitem_15 = native_batch_norm_4[1];  getitem_15 = None
    getitem_16 = native_batch_norm_4[2];  native_batch_norm_4 = getitem_16 = None
    relu__4 = torch.ops.aten.relu_.default(getitem_14);  getitem_14 = None
    detach_2 = torch.ops.aten.detach.default(relu__4);  detach_2 = None
    _param_constant14 = self._param_constant14
    convolution_4 = torch.ops.aten.convolution.default(relu__4, _param_constant14, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu__4 = _param_constant14 = None
    cat_2 = torch.ops.aten.cat.default([getitem_3, convolution_2, convolution_4], 1);  getitem_3 = convolution_2 = convolution_4 = None
    _tensor_constant9 = self._tensor_constant9
    add__3 = torch.ops.aten.add_.Tensor(_tensor_constant9, 1);  _tensor_constant9 = add__3 = None
    empty_5 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_5 = None
    _param_constant15 = self._param_constant15
    _param_constant16 = self._param_constant16
    _tensor_constant10 = self._tensor_constant10
    _tensor_constant11 = self._tensor_constant11
    native_batch_norm_5 = torch.ops.aten.native_batch_norm.default(cat_2, _param_constant15, _param_constant16, _tensor_constant10, _tensor_constant11, True, 0.1, 1e-05);  cat_2 = _param_constant15 = _param_constant16 = _tensor_constant10 = _tensor_constant11 = None
    getitem_17 = native_batch_norm_5[0]
    getitem_18 = native_batch_norm_5[1];  getitem_18 = None
    getitem_19 = native_batch_norm_5[2];  native_batch_norm_5 = getitem_19 = None
    relu__5 = torch.ops.aten.relu_.default(getitem_17);  getitem_17 = None
    detach_3 = torch.ops.aten.detach.default(relu__5);  detach_3 = None
    _param_constant17 = self._param_constant17
    convolution_5 = torch.ops.aten.convolution.default(relu__5, _param_constant17, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu__5 = _param_constant17 = None
    avg_pool2d = torch.ops.aten.avg_pool2d.default(convolution_5, [2, 2], [2, 2]);  convolution_5 = None
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
    native_batch_norm_7 = torch.ops.aten.native_batch_norm.default(convolution_6, _param_constant21, _param_constant22, _tensor_constant13, _tensor_constant14, True, 0.1, 1e-05);  convolution_6 = _param_constant21 = _param_constant22 = _tensor_constant13 = _tensor_constant14 = None
    getitem_23 = native_batch_norm_7[0]
    getitem_24 = native_batch_norm_7[1];  getitem_24 = None
    getitem_25 = native_batch_norm_7[2];  native_batch_norm_7 = getitem_25 = None
    relu__7 = torch.ops.aten.relu_.default(getitem_23);  getitem_23 = None
    detach_4 = torch.ops.aten.detach.default(relu__7);  detach_4 = None
    _param_constant23 = self._param_constant23
    convolution_7 = torch.ops.aten.convolution.default(relu__7, _param_constant23, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu__7 = _param_constant23 = None
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
    native_batch_norm_9 = torch.ops.aten.native_batch_norm.default(convolution_8, _param_constant27, _param_constant28, _tensor_constant16, _tensor_constant17, True, 0.1, 1e-05);  convolution_8 = _param_constant27 = _param_constant28 = _tensor_constant16 = _tensor_constant17 = None
    getitem_29 = native_batch_norm_9[0]
    getitem_30 = native_batch_norm_9[1];  getitem_30 = None
    getitem_31 = native_batch_norm_9[2];  native_batch_norm_9 = getitem_31 = None
    relu__9 = torch.ops.aten.relu_.default(getitem_29);  getitem_29 = None
    detach_5 = torch.ops.aten.detach.default(relu__9);  detach_5 = None
    _param_constant29 = self._param_constant29
    convolution_9 = torch.ops.aten.convolution.default(relu__9, _param_constant29, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu__9 = _param_constant29 = None
    cat_5 = torch.ops.aten.cat.default([avg_pool2d, convolution_7, convolution_9], 1);  avg_pool2d = convolution_7 = convolution_9 = None
    _tensor_constant18 = self._tensor_constant18
    add__6 = torch.ops.aten.add_.Tensor(_tensor_constant18, 1);  _tensor_constant18 = add__6 = None
    empty_10 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_10 = None
    _param_constant30 = self._param_constant30
    _param_constant31 = self._param_constant31
    _tensor_constant19 = self._tensor_constant19
    _tensor_constant20 = self._tensor_constant20
    native_batch_norm_10 = torch.ops.aten.native_batch_norm.default(cat_5, _param_constant30, _param_constant31, _tensor_constant19, _tensor_constant20, True, 0.1, 1e-05);  cat_5 = _param_constant30 = _param_constant31 = _tensor_constant19 = _tensor_constant20 = None
    getitem_32 = native_batch_norm_10[0]
    getitem_33 = native_batch_norm_10[1];  getitem_33 = None
    getitem_34 = native_batch_norm_10[2];  native_batch_norm_10 = getitem_34 = None
    relu__10 = torch.ops.aten.relu_.default(getitem_32);  getitem_32 = None
    detach_6 = torch.ops.aten.detach.default(relu__10);  detach_6 = None
    mean = torch.ops.aten.mean.dim(relu__10, [-1, -2], True);  relu__10 = None
    view = torch.ops.aten.view.default(mean, [2, 16]);  mean = None
    _param_constant32 = self._param_constant32
    t = torch.ops.aten.t.default(_param_constant32);  _param_constant32 = None
    _param_constant33 = self._param_constant33
    addmm = torch.ops.aten.addmm.default(_param_constant33, view, t);  _param_constant33 = view = t = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm, 1, False);  addmm = None
    detach_7 = torch.ops.aten.detach.default(_log_softmax);  detach_7 = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
    getitem_35 = nll_loss_forward[0]
    getitem_36 = nll_loss_forward[1];  nll_loss_forward = getitem_36 = None
    return getitem_35
    