


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
    add = torch.ops.aten.add.Tensor(getitem_3, relu);  getitem_3 = None
    relu_1 = torch.ops.aten.relu.default(add);  add = None
    detach_1 = torch.ops.aten.detach.default(relu_1)
    mean = torch.ops.aten.mean.dim(relu_1, [-1, -2], True);  relu_1 = None
    view = torch.ops.aten.view.default(mean, [4, 6]);  mean = None
    _param_constant6 = self._param_constant6
    t = torch.ops.aten.t.default(_param_constant6);  _param_constant6 = None
    _param_constant7 = self._param_constant7
    addmm = torch.ops.aten.addmm.default(_param_constant7, view, t);  _param_constant7 = None
    _tensor_constant6 = self._tensor_constant6
    add__2 = torch.ops.aten.add_.Tensor(_tensor_constant6, 1);  _tensor_constant6 = add__2 = None
    empty_2 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_2 = None
    _param_constant8 = self._param_constant8
    _param_constant9 = self._param_constant9
    _tensor_constant7 = self._tensor_constant7
    _tensor_constant8 = self._tensor_constant8
    native_batch_norm_2 = torch.ops.aten.native_batch_norm.default(addmm, _param_constant8, _param_constant9, _tensor_constant7, _tensor_constant8, True, 0.1, 1e-05);  _param_constant8 = _param_constant9 = _tensor_constant7 = _tensor_constant8 = None
    getitem_6 = native_batch_norm_2[0]
    getitem_7 = native_batch_norm_2[1]
    getitem_8 = native_batch_norm_2[2];  native_batch_norm_2 = None
    relu_2 = torch.ops.aten.relu.default(getitem_6);  getitem_6 = None
    detach_2 = torch.ops.aten.detach.default(relu_2)
    _param_constant10 = self._param_constant10
    t_1 = torch.ops.aten.t.default(_param_constant10);  _param_constant10 = None
    _param_constant11 = self._param_constant11
    addmm_1 = torch.ops.aten.addmm.default(_param_constant11, relu_2, t_1);  _param_constant11 = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm_1, 1, False);  addmm_1 = None
    detach_3 = torch.ops.aten.detach.default(_log_softmax)
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100)
    getitem_9 = nll_loss_forward[0]
    getitem_10 = nll_loss_forward[1];  nll_loss_forward = None
    ones_like = torch.ops.aten.ones_like.default(getitem_9, pin_memory = False, memory_format = torch.preserve_format)
    nll_loss_backward = torch.ops.aten.nll_loss_backward.default(ones_like, _log_softmax, labels_1, None, 1, -100, getitem_10);  ones_like = _log_softmax = labels_1 = getitem_10 = None
    detach_4 = torch.ops.aten.detach.default(detach_3);  detach_3 = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach_4, 1, torch.float32);  nll_loss_backward = detach_4 = None
    t_2 = torch.ops.aten.t.default(t_1);  t_1 = None
    mm = torch.ops.aten.mm.default(_log_softmax_backward_data, t_2);  t_2 = None
    t_3 = torch.ops.aten.t.default(_log_softmax_backward_data)
    mm_1 = torch.ops.aten.mm.default(t_3, relu_2);  t_3 = relu_2 = None
    t_4 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(_log_softmax_backward_data, [0], True);  _log_softmax_backward_data = None
    view_1 = torch.ops.aten.view.default(sum_1, [4]);  sum_1 = None
    t_5 = torch.ops.aten.t.default(t_4);  t_4 = None
    detach_5 = torch.ops.aten.detach.default(detach_2);  detach_2 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(mm, detach_5, 0);  mm = detach_5 = None
    _param_constant8_1 = self._param_constant8
    _tensor_constant7_1 = self._tensor_constant7
    _tensor_constant8_1 = self._tensor_constant8
    native_batch_norm_backward = torch.ops.aten.native_batch_norm_backward.default(threshold_backward, addmm, _param_constant8_1, _tensor_constant7_1, _tensor_constant8_1, getitem_7, getitem_8, True, 1e-05, [True, True, True]);  threshold_backward = addmm = _param_constant8_1 = _tensor_constant7_1 = _tensor_constant8_1 = getitem_7 = getitem_8 = None
    getitem_11 = native_batch_norm_backward[0]
    getitem_12 = native_batch_norm_backward[1]
    getitem_13 = native_batch_norm_backward[2];  native_batch_norm_backward = None
    t_6 = torch.ops.aten.t.default(t);  t = None
    mm_2 = torch.ops.aten.mm.default(getitem_11, t_6);  t_6 = None
    t_7 = torch.ops.aten.t.default(getitem_11)
    mm_3 = torch.ops.aten.mm.default(t_7, view);  t_7 = view = None
    t_8 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(getitem_11, [0], True);  getitem_11 = None
    view_2 = torch.ops.aten.view.default(sum_2, [8]);  sum_2 = None
    t_9 = torch.ops.aten.t.default(t_8);  t_8 = None
    view_3 = torch.ops.aten.view.default(mm_2, [4, 6, 1, 1]);  mm_2 = None
    expand = torch.ops.aten.expand.default(view_3, [4, 6, 6, 6]);  view_3 = None
    div = torch.ops.aten.div.Scalar(expand, 36);  expand = None
    detach_6 = torch.ops.aten.detach.default(detach_1);  detach_1 = None
    threshold_backward_1 = torch.ops.aten.threshold_backward.default(div, detach_6, 0);  div = detach_6 = None
    _param_constant4_1 = self._param_constant4
    _tensor_constant4_1 = self._tensor_constant4
    _tensor_constant5_1 = self._tensor_constant5
    native_batch_norm_backward_1 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_1, convolution_1, _param_constant4_1, _tensor_constant4_1, _tensor_constant5_1, getitem_4, getitem_5, True, 1e-05, [True, True, True]);  convolution_1 = _param_constant4_1 = _tensor_constant4_1 = _tensor_constant5_1 = getitem_4 = getitem_5 = None
    getitem_14 = native_batch_norm_backward_1[0]
    getitem_15 = native_batch_norm_backward_1[1]
    getitem_16 = native_batch_norm_backward_1[2];  native_batch_norm_backward_1 = None
    _param_constant3_1 = self._param_constant3
    convolution_backward = torch.ops.aten.convolution_backward.default(getitem_14, relu, _param_constant3_1, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_14 = relu = _param_constant3_1 = None
    getitem_17 = convolution_backward[0]
    getitem_18 = convolution_backward[1]
    getitem_19 = convolution_backward[2];  convolution_backward = getitem_19 = None
    add_1 = torch.ops.aten.add.Tensor(threshold_backward_1, getitem_17);  threshold_backward_1 = getitem_17 = None
    detach_7 = torch.ops.aten.detach.default(detach);  detach = None
    threshold_backward_2 = torch.ops.aten.threshold_backward.default(add_1, detach_7, 0);  add_1 = detach_7 = None
    _param_constant1_1 = self._param_constant1
    _tensor_constant1_1 = self._tensor_constant1
    _tensor_constant2_1 = self._tensor_constant2
    native_batch_norm_backward_2 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_2, convolution, _param_constant1_1, _tensor_constant1_1, _tensor_constant2_1, getitem_1, getitem_2, True, 1e-05, [True, True, True]);  threshold_backward_2 = convolution = _param_constant1_1 = _tensor_constant1_1 = _tensor_constant2_1 = getitem_1 = getitem_2 = None
    getitem_20 = native_batch_norm_backward_2[0]
    getitem_21 = native_batch_norm_backward_2[1]
    getitem_22 = native_batch_norm_backward_2[2];  native_batch_norm_backward_2 = None
    _param_constant0_1 = self._param_constant0
    convolution_backward_1 = torch.ops.aten.convolution_backward.default(getitem_20, x_1, _param_constant0_1, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [False, True, False]);  getitem_20 = x_1 = _param_constant0_1 = None
    getitem_23 = convolution_backward_1[0];  getitem_23 = None
    getitem_24 = convolution_backward_1[1]
    getitem_25 = convolution_backward_1[2];  convolution_backward_1 = getitem_25 = None
    return (getitem_9, getitem_24, getitem_21, getitem_22, getitem_18, getitem_15, getitem_16, t_9, view_2, getitem_12, getitem_13, t_5, view_1)
    