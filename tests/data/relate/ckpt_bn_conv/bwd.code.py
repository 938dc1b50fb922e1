


def forward(self, loss_1):
    ones_like = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
    _tensor_constant0 = self._tensor_constant0
    _tensor_constant1 = self._tensor_constant1
    _tensor_constant2 = self._tensor_constant2
    nll_loss_backward = torch.ops.aten.nll_loss_backward.default(ones_like, _tensor_constant0, _tensor_constant1, None, 1, -100, _tensor_constant2);  ones_like = _tensor_constant0 = _tensor_constant1 = _tensor_constant2 = None
    _tensor_constant3 = self._tensor_constant3
    detach = torch.ops.aten.detach.default(_tensor_constant3);  _tensor_constant3 = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach, 1, torch.float32);  nll_loss_backward = detach = None
    _tensor_constant4 = self._tensor_constant4
    t = torch.ops.aten.t.default(_tensor_constant4);  _tensor_constant4 = None
    mm = torch.ops.aten.mm.default(_log_softmax_backward_data, t);  t = None
    t_1 = torch.ops.aten.t.default(_log_softmax_backward_data)
    _tensor_constant5 = self._tensor_constant5
    mm_1 = torch.ops.aten.mm.default(t_1, _tensor_constant5);  t_1 = _tensor_constant5 = None
    t_2 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(_log_softmax_backward_data, [0], True);  _log_softmax_backward_data = None
    view = torch.ops.aten.view.default(sum_1, [3]);  sum_1 = None
    t_3 = torch.ops.aten.t.default(t_2);  t_2 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(mm, 2);  mm = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(unsqueeze, 3);  unsqueeze = None
    expand = torch.ops.aten.expand.default(unsqueeze_1, [2, 4, 6, 6]);  unsqueeze_1 = None
    div = torch.ops.aten.div.Scalar(expand, 36);  expand = None
    _tensor_constant6 = self._tensor_constant6
    _param_constant0 = self._param_constant0
    convolution_backward = torch.ops.aten.convolution_backward.default(div, _tensor_constant6, _param_constant0, [4], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  div = _tensor_constant6 = _param_constant0 = None
    getitem = convolution_backward[0]
    getitem_1 = convolution_backward[1]
    getitem_2 = convolution_backward[2];  convolution_backward = None
    _tensor_constant7 = self._tensor_constant7
    detach_1 = torch.ops.aten.detach.default(_tensor_constant7);  _tensor_constant7 = None
    _param_constant1 = self._param_constant1
    detach_2 = torch.ops.aten.detach.default(_param_constant1);  _param_constant1 = None
    _tensor_constant7_1 = self._tensor_constant7
    _param_constant1_1 = self._param_constant1
    _param_constant2 = self._param_constant2
    convolution = torch.ops.aten.convolution.default(_tensor_constant7_1, _param_constant1_1, _param_constant2, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  _tensor_constant7_1 = _param_constant1_1 = _param_constant2 = None
    _tensor_constant8 = self._tensor_constant8
    add_ = torch.ops.aten.add_.Tensor(_tensor_constant8, 1);  _tensor_constant8 = add_ = None
    empty = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty = None
    detach_3 = torch.ops.aten.detach.default(convolution)
    _param_constant3 = self._param_constant3
    detach_4 = torch.ops.aten.detach.default(_param_constant3);  _param_constant3 = None
    _param_constant3_1 = self._param_constant3
    _param_constant4 = self._param_constant4
    _tensor_constant9 = self._tensor_constant9
    _tensor_constant10 = self._tensor_constant10
    native_batch_norm = torch.ops.aten.native_batch_norm.default(convolution, _param_constant3_1, _param_constant4, _tensor_constant9, _tensor_constant10, True, 0.1, 1e-05);  convolution = _param_constant3_1 = _param_constant4 = _tensor_constant9 = _tensor_constant10 = None
    getitem_3 = native_batch_norm[0]
    getitem_4 = native_batch_norm[1]
    getitem_5 = native_batch_norm[2];  native_batch_norm = None
    relu = torch.ops.aten.relu.default(getitem_3);  getitem_3 = None
    detach_5 = torch.ops.aten.detach.default(relu);  relu = None
    detach_6 = torch.ops.aten.detach.default(detach_5);  detach_5 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(getitem, detach_6, 0);  getitem = detach_6 = None
    detach_7 = torch.ops.aten.detach.default(detach_3);  detach_3 = None
    detach_8 = torch.ops.aten.detach.default(detach_4);  detach_4 = None
    _tensor_constant9_1 = self._tensor_constant9
    _tensor_constant10_1 = self._tensor_constant10
    native_batch_norm_backward = torch.ops.aten.native_batch_norm_backward.default(threshold_backward, detach_7, detach_8, _tensor_constant9_1, _tensor_constant10_1, getitem_4, getitem_5, True, 1e-05, [True, True, True]);  threshold_backward = detach_7 = detach_8 = _tensor_constant9_1 = _tensor_constant10_1 = getitem_4 = getitem_5 = None
    getitem_6 = native_batch_norm_backward[0]
    getitem_7 = native_batch_norm_backward[1]
    getitem_8 = native_batch_norm_backward[2];  native_batch_norm_backward = None
    detach_9 = torch.ops.aten.detach.default(detach_1);  detach_1 = None
    detach_10 = torch.ops.aten.detach.default(detach_2);  detach_2 = None
    convolution_backward_1 = torch.ops.aten.convolution_backward.default(getitem_6, detach_9, detach_10, [4], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, True]);  getitem_6 = detach_9 = detach_10 = None
    getitem_9 = convolution_backward_1[0]
    getitem_10 = convolution_backward_1[1]
    getitem_11 = convolution_backward_1[2];  convolution_backward_1 = None
    _param_constant5 = self._param_constant5
    detach_11 = torch.ops.aten.detach.default(_param_constant5);  _param_constant5 = None
    _tensor_constant11 = self._tensor_constant11
    _param_constant5_1 = self._param_constant5
    _param_constant6 = self._param_constant6
    convolution_1 = torch.ops.aten.convolution.default(_tensor_constant11, _param_constant5_1, _param_constant6, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  _tensor_constant11 = _param_constant5_1 = _param_constant6 = None
    _tensor_constant12 = self._tensor_constant12
    add__1 = torch.ops.aten.add_.Tensor(_tensor_constant12, 1);  _tensor_constant12 = add__1 = None
    empty_1 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_1 = None
    detach_12 = torch.ops.aten.detach.default(convolution_1)
    _param_constant7 = self._param_constant7
    detach_13 = torch.ops.aten.detach.default(_param_constant7);  _param_constant7 = None
    _param_constant7_1 = self._param_constant7
    _param_constant8 = self._param_constant8
    _tensor_constant13 = self._tensor_constant13
    _tensor_constant14 = self._tensor_constant14
    native_batch_norm_1 = torch.ops.aten.native_batch_norm.default(convolution_1, _param_constant7_1, _param_constant8, _tensor_constant13, _tensor_constant14, True, 0.1, 1e-05);  convolution_1 = _param_constant7_1 = _param_constant8 = _tensor_constant13 = _tensor_constant14 = None
    getitem_12 = native_batch_norm_1[0]
    getitem_13 = native_batch_norm_1[1]
    getitem_14 = native_batch_norm_1[2];  native_batch_norm_1 = None
    relu_1 = torch.ops.aten.relu.default(getitem_12);  getitem_12 = None
    detach_14 = torch.ops.aten.detach.default(relu_1);  relu_1 = None
    detach_15 = torch.ops.aten.detach.default(detach_14);  detach_14 = None
    threshold_backward_1 = torch.ops.aten.threshold_backward.default(getitem_9, detach_15, 0);  getitem_9 = detach_15 = None
    detach_16 = torch.ops.aten.detach.default(detach_12);  detach_12 = None
    detach_17 = torch.ops.aten.detach.default(detach_13);  detach_13 = None
    _tensor_constant13_1 = self._tensor_constant13
    _tensor_constant14_1 = self._tensor_constant14
    native_batch_norm_backward_1 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_1, detach_16, detach_17, _tensor_constant13_1, _tensor_constant14_1, getitem_13, getitem_14, True, 1e-05, [True, True, True]);  threshold_backward_1 = detach_16 = detach_17 = _tensor_constant13_1 = _tensor_constant14_1 = getitem_13 = getitem_14 = None
    getitem_15 = native_batch_norm_backward_1[0]
    getitem_16 = native_batch_norm_backward_1[1]
    getitem_17 = native_batch_norm_backward_1[2];  native_batch_norm_backward_1 = None
    detach_18 = torch.ops.aten.detach.default(detach_11);  detach_11 = None
    _tensor_constant11_1 = self._tensor_constant11
    convolution_backward_2 = torch.ops.aten.convolution_backward.default(getitem_15, _tensor_constant11_1, detach_18, [4], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [False, True, True]);  getitem_15 = _tensor_constant11_1 = detach_18 = None
    getitem_18 = convolution_backward_2[0];  getitem_18 = None
    getitem_19 = convolution_backward_2[1]
    getitem_20 = convolution_backward_2[2];  convolution_backward_2 = None
    return (getitem_19, getitem_20, getitem_16, getitem_17, getitem_10, getitem_11, getitem_7, getitem_8, getitem_1, getitem_2, t_3, view)
    