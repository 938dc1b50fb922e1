


def forward(self, x_1, labels_1):
    _param_constant0 = self._param_constant0
    convolution = torch.ops.aten.convolution.default(x_1, _param_constant0, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  _param_constant0 = None
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
    relu = torch.ops.aten.relu.default(getitem);  getitem = None
    detach = torch.ops.aten.detach.default(relu)
    _param_constant3 = self._param_constant3
    convolution_1 = torch.ops.aten.convolution.default(relu, _param_constant3, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  _param_constant3 = None
    _tensor_constant3 = self._tensor_constant3
    add__1 = torch.ops.aten.add_.Tensor(_tensor_constant3, 1);  _tensor_constant3 = add__1 = None
    empty_1 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_1 = None
    _param_constant4 = self._param_constant4
    _param_constant5 = self._param_constant5
    _tensor_constant4 = self._tensor_constant4
    _tensor_constant5 = self._tensor_constant5
    native_batch_norm_1 = torch.ops.aten.native_batch_norm.default(convolution_1, _param_constant4, _param_constant5, _tensor_constant4, _tensor_constant5, True, 0.1, 1e-05);  _param_constant4 = _param_constant5 = _tensor_constant4 = _tensor_constant5 = None
    getitem_3 = native_batch_norm_1[0]
    getitem_4 = native_batch_norm_1[1]
    getitem_5 = native_batch_norm_1[2];  native_batch_norm_1 = None
    relu_ = torch.ops.aten.relu_.default(getitem_3);  getitem_3 = None
    detach_1 = torch.ops.aten.detach.default(relu_)
    _param_constant6 = self._param_constant6
    convolution_2 = torch.ops.aten.convolution.default(relu_, _param_constant6, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  _param_constant6 = None
    _tensor_constant6 = self._tensor_constant6
    add__2 = torch.ops.aten.add_.Tensor(_tensor_constant6, 1);  _tensor_constant6 = add__2 = None
    empty_2 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_2 = None
    _param_constant7 = self._param_constant7
    _param_constant8 = self._param_constant8
    _tensor_constant7 = self._tensor_constant7
    _tensor_constant8 = self._tensor_constant8
    native_batch_norm_2 = torch.ops.aten.native_batch_norm.default(convolution_2, _param_constant7, _param_constant8, _tensor_constant7, _tensor_constant8, True, 0.1, 1e-05);  _param_constant7 = _param_constant8 = _tensor_constant7 = _tensor_constant8 = None
    getitem_6 = native_batch_norm_2[0]
    getitem_7 = native_batch_norm_2[1]
    getitem_8 = native_batch_norm_2[2];  native_batch_norm_2 = None
    add__3 = torch.ops.aten.add_.Tensor(getitem_6, relu);  getitem_6 = None
    relu__1 = torch.ops.aten.relu_.default(add__3);  add__3 = None
    detach_2 = torch.ops.aten.detach.default(relu__1)
    _param_constant9 = self._param_constant9
    convolution_3 = torch.ops.aten.convolution.default(relu__1, _param_constant9, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  _param_constant9 = None
    _tensor_constant9 = self._tensor_constant9
    add__4 = torch.ops.aten.add_.Tensor(_tensor_constant9, 1);  _tensor_constant9 = add__4 = None
    empty_3 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_3 = None
    _param_constant10 = self._param_constant10
    _param_constant11 = self._param_constant11
    _tensor_constant10 = self._tensor_constant10
    _tensor_constant11 = self._tensor_constant11
    native_batch_norm_3 = torch.ops.aten.native_batch_norm.default(convolution_3, _param_constant10, _param_constant11, _tensor_constant10, _tensor_constant11, True, 0.1, 1e-05);  _param_constant10 = _param_constant11 = _tensor_constant10 = _tensor_constant11 = None
    getitem_9 = native_batch_norm_3[0]
    getitem_10 = native_batch_norm_3[1]
    getitem_11 = native_batch_norm_3[2];  native_batch_norm_3 = None
    relu__2 = torch.ops.aten.relu_.default(getitem_9);  getitem_9 = None
    detach_3 = torch.ops.aten.detach.default(relu__2)
    _param_constant12 = self._param_constant12
    convolution_4 = torch.ops.aten.convolution.default(relu__2, _param_constant12, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  _param_constant12 = None
    _tensor_constant12 = self._tensor_constant12
    add__5 = torch.ops.aten.add_.Tensor(_tensor_constant12, 1);  _tensor_constant12 = add__5 = None
    empty_4 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_4 = None
    _param_constant13 = self._param_constant13
    _param_constant14 = self._param_constant14
    _tensor_constant13 = self._tensor_constant13
    _tensor_constant14 = self._tensor_constant14
    native_batch_norm_4 = torch.ops.aten.native_batch_norm.default(convolution_4, _param_constant13, _param_constant14, _tensor_constant13, _tensor_constant14, True, 0.1, 1e-05);  _param_constant13 = _param_constant14 = _tensor_constant13 = _tensor_constant14 = None
    getitem_12 = native_batch_norm_4[0]
    getitem_13 = native_batch_norm_4[1]
    getitem_14 = native_batch_norm_4[2];  native_batch_norm_4 = None
    add__6 = torch.ops.aten.add_.Tensor(getitem_12, relu__1);  getitem_12 = None
    relu__3 = torch.ops.aten.relu_.default(add__6);  add__6 = None
    detach_4 = torch.ops.aten.detach.default(relu__3)
    mean = torch.ops.aten.mean.dim(relu__3, [-1, -2], True);  relu__3 = None
    view = torch.ops.aten.view.default(mean, [2, 4]);  mean = None
    _param_constant15 = self._param_constant15
    t = torch.ops.aten.t.default(_param_constant15);  _param_constant15 = None
    _param_constant16 = self._param_constant16
    addmm = torch.ops.aten.addmm.default(_param_constant16, view, t);  _param_constant16 = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm, 1, False);  addmm = None
    detach_5 = torch.ops.aten.detach.default(_log_softmax)
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100)
    getitem_15 = nll_loss_forward[0]
    getitem_16 = nll_loss_forward[1];  nll_loss_forward = None
    ones_like = torch.ops.aten.ones_like.default(getitem_15, pin_memory = False, memory_format = torch.preserve_format)
    nll_loss_backward = torch.ops.aten.nll_loss_backward.default(ones_like, _log_softmax, labels_1, None, 1, -100, getitem_16);  ones_like = _log_softmax = labels_1 = getitem_16 = None
    detach_6 = torch.ops.aten.detach.default(detach_5);  detach_5 = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach_6, 1, torch.float32);  nll_loss_backward = detach_6 = None
    t_1 = torch.ops.aten.t.default(t);  t = None
    mm = torch.ops.aten.mm.default(_log_softmax_backward_data, t_1);  t_1 = None
    t_2 = torch.ops.aten.t.default(_log_softmax_backward_data)
    mm_1 = torch.ops.aten.mm.default(t_2, view);  t_2 = view = None
    t_3 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(_log_softmax_backward_data, [0], True);  _log_softmax_backward_data = None
    view_1 = torch.ops.aten.view.default(sum_1, [5]);  sum_1 = None
    t_4 = torch.ops.aten.t.default(t_3);  t_3 = None
    view_2 = torch.ops.aten.view.default(mm, [2, 4, 1, 1]);  mm = None
    expand = torch.ops.aten.expand.default(view_2, [2, 4, 6, 6]);  view_2 = None
    div = torch.ops.aten.div.Scalar(expand, 36);  expand = None
    detach_7 = torch.ops.aten.detach.default(detach_4);  detach_4 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(div, detach_7, 0);  div = detach_7 = None
    _param_constant13_1 = self._param_constant13
    _tensor_constant13_1 = self._tensor_constant13
    _tensor_constant14_1 = self._tensor_constant14
    native_batch_norm_backward = torch.ops.aten.native_batch_norm_backward.default(threshold_backward, convolution_4, _param_constant13_1, _tensor_constant13_1, _tensor_constant14_1, getitem_13, getitem_14, True, 1e-05, [True, True, True]);  convolution_4 = _param_constant13_1 = _tensor_constant13_1 = _tensor_constant14_1 = getitem_13 = getitem_14 = None
    getitem_17 = native_batch_norm_backward[0]
    getitem_18 = native_batch_norm_backward[1]
    getitem_19 = native_batch_norm_backward[2];  native_batch_norm_backward = None
    _param_constant12_1 = self._param_constant12
    convolution_backward = torch.ops.aten.convolution_backward.default(getitem_17, relu__2, _param_constant12_1, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_17 = relu__2 = _param_constant12_1 = None
    getitem_20 = convolution_backward[0]
    getitem_21 = convolution_backward[1]
    getitem_22 = convolution_backward[2];  convolution_backward = getitem_22 = None
    detach_8 = torch.ops.aten.detach.default(detach_3);  detach_3 = None
    threshold_backward_1 = torch.ops.aten.threshold_backward.default(getitem_20, detach_8, 0);  getitem_20 = detach_8 = None
    _param_constant10_1 = self._param_constant10
    _tensor_constant10_1 = self._tensor_constant10
    _tensor_constant11_1 = self._tensor_constant11
    native_batch_norm_backward_1 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_1, convolution_3, _param_constant10_1, _tensor_constant10_1, _tensor_constant11_1, getitem_10, getitem_11, True, 1e-05, [True, True, True]);  threshold_backward_1 = convolution_3 = _param_constant10_1 = _tensor_constant10_1 = _tensor_constant11_1 = getitem_10 = getitem_11 = None
    getitem_23 = native_batch_norm_backward_1[0]
    getitem_24 = native_batch_norm_backward_1[1]
    getitem_25 = native_batch_norm_backward_1[2];  native_batch_norm_backward_1 = None
    _param_constant9_1 = self._param_constant9
    convolution_backward_1 = torch.ops.aten.convolution_backward.default(getitem_23, relu__1, _param_constant9_1, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_23 = relu__1 = _param_constant9_1 = None
    getitem_26 = convolution_backward_1[0]
    getitem_27 = convolution_backward_1[1]
    getitem_28 = convolution_backward_1[2];  convolution_backward_1 = getitem_28 = None
    add = torch.ops.aten.add.Tensor(threshold_backward, getitem_26);  threshold_backward = getitem_26 = None
    detach_9 = torch.ops.aten.detach.default(detach_2);  detach_2 = None
    threshold_backward_2 = torch.ops.aten.threshold_backward.default(add, detach_9, 0);  add = detach_9 = None
    _param_constant7_1 = self._param_constant7
    _tensor_constant7_1 = self._tensor_constant7
    _tensor_constant8_1 = self._tensor_constant8
    native_batch_norm_backward_2 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_2, convolution_2, _param_constant7_1, _tensor_constant7_1, _tensor_constant8_1, getitem_7, getitem_8, True, 1e-05, [True, True, True]);  convolution_2 = _param_constant7_1 = _tensor_constant7_1 = _tensor_constant8_1 = getitem_7 = getitem_8 = None
    getitem_29 = native_batch_norm_backward_2[0]
    getitem_30 = native_batch_norm_backward_2[1]
    getitem_31 = native_batch_norm_backward_2[2];  native_batch_norm_backward_2 = None
    _param_constant6_1 = self._param_constant6
    convolution_backward_2 = torch.ops.aten.convolution_backward.default(getitem_29, relu_, _param_constant6_1, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_29 = relu_ = _param_constant6_1 = None
    getitem_32 = convolution_backward_2[0]
    getitem_33 = convolution_backward_2[1]
    getitem_34 = convolution_backward_2[2];  convolution_backward_2 = getitem_34 = None
    detach_10 = torch.ops.aten.detach.default(detach_1);  detach_1 = None
    threshold_backward_3 = torch.ops.aten.threshold_backward.default(getitem_32, detach_10, 0);  getitem_32 = detach_10 = None
    _param_constant4_1 = self._param_constant4
    _tensor_constant4_1 = self._tensor_constant4
    _tensor_constant5_1 = self._tensor_constant5
    native_batch_norm_backward_3 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_3, convolution_1, _param_constant4_1, _tensor_constant4_1, _tensor_constant5_1, getitem_4, getitem_5, True, 1e-05, [True, True, True]);  threshold_backward_3 = convolution_1 = _param_constant4_1 = _tensor_constant4_1 = _tensor_constant5_1 = getitem_4 = getitem_5 = None
    getitem_35 = native_batch_norm_backward_3[0]
    getitem_36 = native_batch_norm_backward_3[1]
    getitem_37 = native_batch_norm_backward_3[2];  native_batch_norm_backward_3 = None
    _param_constant3_1 = self._param_constant3
    convolution_backward_3 = torch.ops.aten.convolution_backward.default(getitem_35, relu, _param_constant3_1, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_35 = relu = _param_constant3_1 = None
    getitem_38 = convolution_backward_3[0]
    getitem_39 = convolution_backward_3[1]
    getitem_40 = convolution_backward_3[2];  convolution_backward_3 = getitem_40 = None
    add_1 = torch.ops.aten.add.Tensor(threshold_backward_2, getitem_38);  threshold_backward_2 = getitem_38 = None
    detach_11 = torch.ops.aten.detach.default(detach);  detach = None
    threshold_backward_4 = torch.ops.aten.threshold_backward.default(add_1, detach_11, 0);  add_1 = detach_11 = None
    _param_constant1_1 = self._param_constant1
    _tensor_constant1_1 = self._tensor_constant1
    _tensor_constant2_1 = self._tensor_constant2
    native_batch_norm_backward_4 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_4, convolution, _param_constant1_1, _tensor_constant1_1, _tensor_constant2_1, getitem_1, getitem_2, True, 1e-05, [True, True, True]);  threshold_backward_4 = convolution = _param_constant1_1 = _tensor_constant1_1 = _tensor_constant2_1 = getitem_1 = getitem_2 = None
    getitem_41 = native_batch_norm_backward_4[0]
    getitem_42 = native_batch_norm_backward_4[1]
    getitem_43 = native_batch_norm_backward_4[2];  native_batch_norm_backward_4 = None
    _param_constant0_1 = self._param_constant0
    convolution_backward_4 = torch.ops.aten.convolution_backward.default(getitem_41, x_1, _param_constant0_1, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [False, True, False]);  getitem_41 = x_1 = _param_constant0_1 = None
    getitem_44 = convolution_backward_4[0];  getitem_44 = None
    getitem_45 = convolution_backward_4[1]
    getitem_46 = convolution_backward_4[2];  convolution_backward_4 = getitem_46 = None
    return (getitem_15, getitem_45, getitem_42, getitem_43, getitem_39, getitem_36, getitem_37, getitem_33, getitem_30, getitem_31, getitem_27, getitem_24, getitem_25, getitem_21, getitem_18, getitem_19, t_4, view_1)
    