


def forward(self, x_1, labels_1):
    _param_constant0 = self._param_constant0
    convolution = torch.ops.aten.convolution.default(x_1, _param_constant0, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  x_1 = _param_constant0 = None
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
    relu = torch.ops.aten.relu.default(getitem);  getitem = None
    detach = torch.ops.aten.detach.default(relu);  detach = None
    _param_constant3 = self._param_constant3
    convolution_1 = torch.ops.aten.convolution.default(relu, _param_constant3, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  _param_constant3 = None
    _tensor_constant3 = self._tensor_constant3
    add__1 = torch.ops.aten.add_.Tensor(_tensor_constant3, 1);  _tensor_constant3 = add__1 = None
    empty_1 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_1 = None
    _param_constant4 = self._param_constant4
    _param_constant5 = self._param_constant5
    _tensor_constant4 = self._tensor_constant4
    _tensor_constant5 = self._tensor_constant5
    native_batch_norm_1 = torch.ops.aten.native_batch_norm.default(convolution_1, _param_constant4, _param_constant5, _tensor_constant4, _tensor_constant5, True, 0.1, 1e-05);  convolution_1 = _param_constant4 = _param_constant5 = _tensor_constant4 = _tensor_constant5 = None
    getitem_3 = native_batch_norm_1[0]
    getitem_4 = native_batch_norm_1[1];  getitem_4 = None
    getitem_5 = native_batch_norm_1[2];  native_batch_norm_1 = getitem_5 = None
    relu_1 = torch.ops.aten.relu.default(getitem_3);  getitem_3 = None
    detach_1 = torch.ops.aten.detach.default(relu_1);  detach_1 = None
    _param_constant6 = self._param_constant6
    convolution_2 = torch.ops.aten.convolution.default(relu_1, _param_constant6, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_1 = _param_constant6 = None
    _tensor_constant6 = self._tensor_constant6
    add__2 = torch.ops.aten.add_.Tensor(_tensor_constant6, 1);  _tensor_constant6 = add__2 = None
    empty_2 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_2 = None
    _param_constant7 = self._param_constant7
    _param_constant8 = self._param_constant8
    _tensor_constant7 = self._tensor_constant7
    _tensor_constant8 = self._tensor_constant8
    native_batch_norm_2 = torch.ops.aten.native_batch_norm.default(convolution_2, _param_constant7, _param_constant8, _tensor_constant7, _tensor_constant8, True, 0.1, 1e-05);  convolution_2 = _param_constant7 = _param_constant8 = _tensor_constant7 = _tensor_constant8 = None
    getitem_6 = native_batch_norm_2[0]
    getitem_7 = native_batch_norm_2[1];  getitem_7 = None
    getitem_8 = native_batch_norm_2[2];  native_batch_norm_2 = getitem_8 = None
    add = torch.ops.aten.add.Tensor(getitem_6, relu);  getitem_6 = relu = None
    relu_2 = torch.ops.aten.relu.default(add);  add = None
    detach_2 = torch.ops.aten.detach.default(relu_2);  detach_2 = None
    _param_constant9 = self._param_constant9
    convolution_3 = torch.ops.aten.convolution.default(relu_2, _param_constant9, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  _param_constant9 = None
    _tensor_constant9 = self._tensor_constant9
    add__3 = torch.ops.aten.add_.Tensor(_tensor_constant9, 1);  _tensor_constant9 = add__3 = None
    empty_3 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_3 = None
    _param_constant10 = self._param_constant10
    _param_constant11 = self._param_constant11
    _tensor_constant10 = self._tensor_constant10
    _tensor_constant11 = self._tensor_constant11
    native_batch_norm_3 = torch.ops.aten.native_batch_norm.default(convolution_3, _param_constant10, _param_constant11, _tensor_constant10, _tensor_constant11, True, 0.1, 1e-05);  convolution_3 = _param_constant10 = _param_constant11 = _tensor_constant10 = _tensor_constant11 = None
    getitem_9 = native_batch_norm_3[0]
    getitem_10 = native_batch_norm_3[1];  getitem_10 = None
    getitem_11 = native_batch_norm_3[2];  native_batch_norm_3 = getitem_11 = None
    relu_3 = torch.ops.aten.relu.default(getitem_9);  getitem_9 = None
    detach_3 = torch.ops.aten.detach.default(relu_3);  detach_3 = None
    _param_constant12 = self._param_constant12
    convolution_4 = torch.ops.aten.convolution.default(relu_3, _param_constant12, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_3 = _param_constant12 = None
    _tensor_constant12 = self._tensor_constant12
    add__4 = torch.ops.aten.add_.Tensor(_tensor_constant12, 1);  _tensor_constant12 = add__4 = None
    empty_4 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_4 = None
    _param_constant13 = self._param_constant13
    _param_constant14 = self._param_constant14
    _tensor_constant13 = self._tensor_constant13
    _tensor_constant14 = self._tensor_constant14
    native_batch_norm_4 = torch.ops.aten.native_batch_norm.default(convolution_4, _param_constant13, _param_constant14, _tensor_constant13, _tensor_constant14, True, 0.1, 1e-05);  convolution_4 = _param_constant13 = _param_constant14 = _tensor_constant13 = _tensor_constant14 = None
    getitem_12 = native_batch_norm_4[0]
    getitem_13 = native_batch_norm_4[1];  getitem_13 = None
    getitem_14 = native_batch_norm_4[2];  native_batch_norm_4 = getitem_14 = None
    add_1 = torch.ops.aten.add.Tensor(getitem_12, relu_2);  getitem_12 = relu_2 = None
    relu_4 = torch.ops.aten.relu.default(add_1);  add_1 = None
    detach_4 = torch.ops.aten.detach.default(relu_4);  detach_4 = None
    _param_constant15 = self._param_constant15
    convolution_5 = torch.ops.aten.convolution.default(relu_4, _param_constant15, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  _param_constant15 = None
    _tensor_constant15 = self._tensor_constant15
    add__5 = torch.ops.aten.add_.Tensor(_tensor_constant15, 1);  _tensor_constant15 = add__5 = None
    empty_5 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_5 = None
    _param_constant16 = self._param_constant16
    _param_constant17 = self._param_constant17
    _tensor_constant16 = self._tensor_constant16
    _tensor_constant17 = self._tensor_constant17
    native_batch_norm_5 = torch.ops.aten.native_batch_norm.default(convolution_5, _param_constant16, _param_constant17, _tensor_constant16, _tensor_constant17, True, 0.1, 1e-05);  convolution_5 = _param_constant16 = _param_constant17 = _tensor_constant16 = _tensor_constant17 = None
    getitem_15 = native_batch_norm_5[0]
    getitem_16 = native_batch_norm_5[1];  getitem_16 = None
    getitem_17 = native_batch_norm_5[2];  native_batch_norm_5 = getitem_17 = None
    relu_5 = torch.ops.aten.relu.default(getitem_15);  getitem_15 = None
    detach_5 = torch.ops.aten.detach.default(relu_5);  detach_5 = None
    _param_constant18 = self._param_constant18
    convolution_6 = torch.ops.aten.convolution.default(relu_5, _param_constant18, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_5 = _param_constant18 = None
    _tensor_constant18 = self._tensor_constant18
    add__6 = torch.ops.aten.add_.Tensor(_tensor_constant18, 1);  _tensor_constant18 = add__6 = None
    empty_6 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_6 = None
    _param_constant19 = self._param_constant19
    _param_constant20 = self._param_constant20
    _tensor_constant19 = self._tensor_constant19
    _tensor_constant20 = self._tensor_constant20
    native_batch_norm_6 = torch.ops.aten.native_batch_norm.default(convolution_6, _param_constant19, _param_constant20, _tensor_constant19, _tensor_constant20, True, 0.1, 1e-05);  convolution_6 = _param_constant19 = _param_constant20 = _tensor_constant19 = _tensor_constant20 = None
    getitem_18 = native_batch_norm_6[0]
    getitem_19 = native_batch_norm_6[1];  getitem_19 = None
    getitem_20 = native_batch_norm_6[2];  native_batch_norm_6 = getitem_20 = None
    add_2 = torch.ops.aten.add.Tensor(getitem_18, relu_4);  getitem_18 = relu_4 = None
    relu_6 = torch.ops.aten.relu.default(add_2);  add_2 = None
    detach_6 = torch.ops.aten.detach.default(relu_6);  detach_6 = None
    mean = torch.ops.aten.mean.dim(relu_6, [-1, -2], True);  relu_6 = None
    view = torch.ops.aten.view.default(mean, [2, 4]);  mean = None
    _param_constant21 = self._param_constant21
    t = torch.ops.aten.t.default(_param_constant21);  _param_constant21 = None
    _param_constant22 = self._param_constant22
    addmm = torch.ops.aten.addmm.default(_param_constant22, view, t);  _param_constant22 = view = t = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm, 1, False);  addmm = None
    detach_7 = torch.ops.aten.detach.default(_log_softmax);  detach_7 = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
    getitem_21 = nll_loss_forward[0]
    getitem_22 = nll_loss_forward[1];  nll_loss_forward = getitem_22 = None
    return getitem_21
    