


def forward(self, x_1, labels_1):
    _param_constant0 = self._param_constant0
    _param_constant1 = self._param_constant1
    convolution = torch.ops.aten.convolution.default(x_1, _param_constant0, _param_constant1, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  _param_constant0 = _param_constant1 = None
    _tensor_constant0 = self._tensor_constant0
    add_ = torch.ops.aten.add_.Tensor(_tensor_constant0, 1);  _tensor_constant0 = add_ = None
    empty = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty = None
    _param_constant2 = self._param_constant2
    _param_constant3 = self._param_constant3
    _tensor_constant1 = self._tensor_constant1
    _tensor_constant2 = self._tensor_constant2
    native_batch_norm = torch.ops.aten.native_batch_norm.default(convolution, _param_constant2, _param_constant3, _tensor_constant1, _tensor_constant2, True, 0.1, 1e-05);  _param_constant2 = _param_constant3 = _tensor_constant1 = _tensor_constant2 = None
    getitem = native_batch_norm[0]
    getitem_1 = native_batch_norm[1]
    getitem_2 = native_batch_norm[2];  native_batch_norm = None
    relu = torch.ops.aten.relu.default(getitem);  getitem = None
    detach = torch.ops.aten.detach.default(relu)
    max_pool2d_with_indices = torch.ops.aten.max_pool2d_with_indices.default(relu, [2, 2])
    getitem_3 = max_pool2d_with_indices[0]
    getitem_4 = max_pool2d_with_indices[1];  max_pool2d_with_indices = None
    _param_constant4 = self._param_constant4
    _param_constant5 = self._param_constant5
    convolution_1 = torch.ops.aten.convolution.default(getitem_3, _param_constant4, _param_constant5, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  _param_constant4 = _param_constant5 = None
    _tensor_constant3 = self._tensor_constant3
    add__1 = torch.ops.aten.add_.Tensor(_tensor_constant3, 1);  _tensor_constant3 = add__1 = None
    empty_1 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_1 = None
    _param_constant6 = self._param_constant6
    _param_constant7 = self._param_constant7
    _tensor_constant4 = self._tensor_constant4
    _tensor_constant5 = self._tensor_constant5
    native_batch_norm_1 = torch.ops.aten.native_batch_norm.default(convolution_1, _param_constant6, _param_constant7, _tensor_constant4, _tensor_constant5, True, 0.1, 1e-05);  _param_constant6 = _param_constant7 = _tensor_constant4 = _tensor_constant5 = None
    getitem_5 = native_batch_norm_1[0]
    getitem_6 = native_batch_norm_1[1]
    getitem_7 = native_batch_norm_1[2];  native_batch_norm_1 = None
    relu_1 = torch.ops.aten.relu.default(getitem_5);  getitem_5 = None
    detach_1 = torch.ops.aten.detach.default(relu_1)
    max_pool2d_with_indices_1 = torch.ops.aten.max_pool2d_with_indices.default(relu_1, [2, 2])
    getitem_8 = max_pool2d_with_indices_1[0]
    getitem_9 = max_pool2d_with_indices_1[1];  max_pool2d_with_indices_1 = None
    view = torch.ops.aten.view.default(getitem_8, [4, 24]);  getitem_8 = None
    _param_constant8 = self._param_constant8
    t = torch.ops.aten.t.default(_param_constant8);  _param_constant8 = None
    _param_constant9 = self._param_constant9
    addmm = torch.ops.aten.addmm.default(_param_constant9, view, t);  _param_constant9 = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm, 1, False);  addmm = None
    detach_2 = torch.ops.aten.detach.default(_log_softmax)
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100)
    getitem_10 = nll_loss_forward[0]
    getitem_11 = nll_loss_forward[1];  nll_loss_forward = None
    ones_like = torch.ops.aten.ones_like.default(getitem_10, pin_memory = False, memory_format = torch.preserve_format)
    nll_loss_backward = torch.ops.aten.nll_loss_backward.default(ones_like, _log_softmax, labels_1, None, 1, -100, getitem_11);  ones_like = _log_softmax = labels_1 = getitem_11 = None
    detach_3 = torch.ops.aten.detach.default(detach_2);  detach_2 = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach_3, 1, torch.float32);  nll_loss_backward = detach_3 = None
    t_1 = torch.ops.aten.t.default(t);  t = None
    mm = torch.ops.aten.mm.default(_log_softmax_backward_data, t_1);  t_1 = None
    t_2 = torch.ops.aten.t.default(_log_softmax_backward_data)
    mm_1 = torch.ops.aten.mm.default(t_2, view);  t_2 = view = None
    t_3 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(_log_softmax_backward_data, [0], True);  _log_softmax_backward_data = None
    view_1 = torch.ops.aten.view.default(sum_1, [5]);  sum_1 = None
    t_4 = torch.ops.aten.t.default(t_3);  t_3 = None
    view_2 = torch.ops.aten.view.default(mm, [4, 6, 2, 2]);  mm = None
    max_pool2d_with_indices_backward = torch.ops.aten.max_pool2d_with_indices_backward.default(view_2, relu_1, [2, 2], [], [0, 0], [1, 1], False, getitem_9);  view_2 = relu_1 = getitem_9 = None
    detach_4 = torch.ops.aten.detach.default(detach_1);  detach_1 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(max_pool2d_with_indices_backward, detach_4, 0);  max_pool2d_with_indices_backward = detach_4 = None
    _param_constant6_1 = self._param_constant6
    _tensor_constant4_1 = self._tensor_constant4
    _tensor_constant5_1 = self._tensor_constant5
    native_batch_norm_backward = torch.ops.aten.native_batch_norm_backward.default(threshold_backward, convolution_1, _param_constant6_1, _tensor_constant4_1, _tensor_constant5_1, getitem_6, getitem_7, True, 1e-05, [True, True, True]);  threshold_backward = convolution_1 = _param_constant6_1 = _tensor_constant4_1 = _tensor_constant5_1 = getitem_6 = getitem_7 = None
    getitem_12 = native_batch_norm_backward[0]
    getitem_13 = native_batch_norm_backward[1]
    getitem_14 = native_batch_norm_backward[2];  native_batch_norm_backward = None
    _param_constant4_1 = self._param_constant4
    convolution_backward = torch.ops.aten.convolution_backward.default(getitem_12, getitem_3, _param_constant4_1, [6], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, True]);  getitem_12 = getitem_3 = _param_constant4_1 = None
    getitem_15 = convolution_backward[0]
    getitem_16 = convolution_backward[1]
    getitem_17 = convolution_backward[2];  convolution_backward = None
    max_pool2d_with_indices_backward_1 = torch.ops.aten.max_pool2d_with_indices_backward.default(getitem_15, relu, [2, 2], [], [0, 0], [1, 1], False, getitem_4);  getitem_15 = relu = getitem_4 = None
    detach_5 = torch.ops.aten.detach.default(detach);  detach = None
    threshold_backward_1 = torch.ops.aten.threshold_backward.default(max_pool2d_with_indices_backward_1, detach_5, 0);  max_pool2d_with_indices_backward_1 = detach_5 = None
    _param_constant2_1 = self._param_constant2
    _tensor_constant1_1 = self._tensor_constant1
    _tensor_constant2_1 = self._tensor_constant2
    native_batch_norm_backward_1 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_1, convolution, _param_constant2_1, _tensor_constant1_1, _tensor_constant2_1, getitem_1, getitem_2, True, 1e-05, [True, True, True]);  threshold_backward_1 = convolution = _param_constant2_1 = _tensor_constant1_1 = _tensor_constant2_1 = getitem_1 = getitem_2 = None
    getitem_18 = native_batch_norm_backward_1[0]
    getitem_19 = native_batch_norm_backward_1[1]
    getitem_20 = native_batch_norm_backward_1[2];  native_batch_norm_backward_1 = None
    _param_constant0_1 = self._param_constant0
    convolution_backward_1 = torch.ops.aten.convolution_backward.default(getitem_18, x_1, _param_constant0_1, [4], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [False, True, True]);  getitem_18 = x_1 = _param_constant0_1 = None
    getitem_21 = convolution_backward_1[0];  getitem_21 = None
    getitem_22 = convolution_backward_1[1]
    getitem_23 = convolution_backward_1[2];  convolution_backward_1 = None
    return (getitem_10, getitem_22, getitem_23, getitem_19, getitem_20, getitem_16, getitem_17, getitem_13, getitem_14, t_4, view_1)
    