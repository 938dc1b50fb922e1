


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
    _param_constant3 = self._param_constant3
    _softmax = torch.ops.aten._softmax.default(_param_constant3, -1, False);  _param_constant3 = None
    detach = torch.ops.aten.detach.default(_softmax);  detach = None
    mul = torch.ops.aten.mul.Tensor(getitem, 0.0)
    max_pool2d_with_indices = torch.ops.aten.max_pool2d_with_indices.default(getitem, [3, 3], [1, 1], [1, 1])
    getitem_3 = max_pool2d_with_indices[0]
    getitem_4 = max_pool2d_with_indices[1];  max_pool2d_with_indices = getitem_4 = None
    _tensor_constant3 = self._tensor_constant3
    add__1 = torch.ops.aten.add_.Tensor(_tensor_constant3, 1);  _tensor_constant3 = add__1 = None
    empty_1 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_1 = None
    _tensor_constant4 = self._tensor_constant4
    _tensor_constant5 = self._tensor_constant5
    native_batch_norm_1 = torch.ops.aten.native_batch_norm.default(getitem_3, None, None, _tensor_constant4, _tensor_constant5, True, 0.1, 1e-05);  getitem_3 = _tensor_constant4 = _tensor_constant5 = None
    getitem_5 = native_batch_norm_1[0]
    getitem_6 = native_batch_norm_1[1];  getitem_6 = None
    getitem_7 = native_batch_norm_1[2];  native_batch_norm_1 = getitem_7 = None
    avg_pool2d = torch.ops.aten.avg_pool2d.default(getitem, [3, 3], [1, 1], [1, 1], False, False)
    relu = torch.ops.aten.relu.default(getitem)
    detach_1 = torch.ops.aten.detach.default(relu);  detach_1 = None
    _param_constant4 = self._param_constant4
    convolution_1 = torch.ops.aten.convolution.default(relu, _param_constant4, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu = _param_constant4 = None
    relu_1 = torch.ops.aten.relu.default(getitem)
    detach_2 = torch.ops.aten.detach.default(relu_1);  detach_2 = None
    _param_constant5 = self._param_constant5
    convolution_2 = torch.ops.aten.convolution.default(relu_1, _param_constant5, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_1 = _param_constant5 = None
    relu_2 = torch.ops.aten.relu.default(getitem)
    detach_3 = torch.ops.aten.detach.default(relu_2);  detach_3 = None
    _param_constant6 = self._param_constant6
    convolution_3 = torch.ops.aten.convolution.default(relu_2, _param_constant6, None, [1, 1], [2, 2], [2, 2], False, [0, 0], 1);  relu_2 = _param_constant6 = None
    tanh = torch.ops.aten.tanh.default(getitem)
    detach_4 = torch.ops.aten.detach.default(tanh);  detach_4 = None
    sigmoid = torch.ops.aten.sigmoid.default(getitem)
    detach_5 = torch.ops.aten.detach.default(sigmoid);  detach_5 = None
    mul_1 = torch.ops.aten.mul.Tensor(sigmoid, getitem);  sigmoid = None
    elu = torch.ops.aten.elu.default(getitem, 1.0)
    unbind = torch.ops.aten.unbind.int(_softmax);  _softmax = None
    getitem_8 = unbind[0]
    getitem_9 = unbind[1]
    getitem_10 = unbind[2]
    getitem_11 = unbind[3]
    getitem_12 = unbind[4]
    getitem_13 = unbind[5]
    getitem_14 = unbind[6]
    getitem_15 = unbind[7]
    getitem_16 = unbind[8]
    getitem_17 = unbind[9];  unbind = None
    mul_2 = torch.ops.aten.mul.Tensor(getitem_8, mul);  getitem_8 = mul = None
    add = torch.ops.aten.add.Tensor(mul_2, 0);  mul_2 = None
    mul_3 = torch.ops.aten.mul.Tensor(getitem_9, getitem);  getitem_9 = getitem = None
    add_1 = torch.ops.aten.add.Tensor(add, mul_3);  add = mul_3 = None
    mul_4 = torch.ops.aten.mul.Tensor(getitem_10, getitem_5);  getitem_10 = getitem_5 = None
    add_2 = torch.ops.aten.add.Tensor(add_1, mul_4);  add_1 = mul_4 = None
    mul_5 = torch.ops.aten.mul.Tensor(getitem_11, avg_pool2d);  getitem_11 = avg_pool2d = None
    add_3 = torch.ops.aten.add.Tensor(add_2, mul_5);  add_2 = mul_5 = None
    mul_6 = torch.ops.aten.mul.Tensor(getitem_12, convolution_1);  getitem_12 = convolution_1 = None
    add_4 = torch.ops.aten.add.Tensor(add_3, mul_6);  add_3 = mul_6 = None
    mul_7 = torch.ops.aten.mul.Tensor(getitem_13, convolution_2);  getitem_13 = convolution_2 = None
    add_5 = torch.ops.aten.add.Tensor(add_4, mul_7);  add_4 = mul_7 = None
    mul_8 = torch.ops.aten.mul.Tensor(getitem_14, convolution_3);  getitem_14 = convolution_3 = None
    add_6 = torch.ops.aten.add.Tensor(add_5, mul_8);  add_5 = mul_8 = None
    mul_9 = torch.ops.aten.mul.Tensor(getitem_15, tanh);  getitem_15 = tanh = None
    add_7 = torch.ops.aten.add.Tensor(add_6, mul_9);  add_6 = mul_9 = None
    mul_10 = torch.ops.aten.mul.Tensor(getitem_16, mul_1);  getitem_16 = mul_1 = None
    add_8 = torch.ops.aten.add.Tensor(add_7, mul_10);  add_7 = mul_10 = None
    mul_11 = torch.ops.aten.mul.Tensor(getitem_17, elu);  getitem_17 = elu = None
    add_9 = torch.ops.aten.add.Tensor(add_8, mul_11);  add_8 = mul_11 = None
    _param_constant7 = self._param_constant7
    convolution_4 = torch.ops.aten.convolution.default(add_9, _param_constant7, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant7 = None
    max_pool2d_with_indices_1 = torch.ops.aten.max_pool2d_with_indices.default(add_9, [3, 3], [1, 1], [1, 1])
    getitem_18 = max_pool2d_with_indices_1[0]
    getitem_19 = max_pool2d_with_indices_1[1];  max_pool2d_with_indices_1 = getitem_19 = None
    add_10 = torch.ops.aten.add.Tensor(convolution_4, getitem_18);  convolution_4 = getitem_18 = None
    mul_12 = torch.ops.aten.mul.Tensor(add_9, 2.0)
    add_11 = torch.ops.aten.add.Tensor(add_10, mul_12);  add_10 = mul_12 = None
    tanh_1 = torch.ops.aten.tanh.default(add_9)
    detach_6 = torch.ops.aten.detach.default(tanh_1);  detach_6 = None
    add_12 = torch.ops.aten.add.Tensor(add_11, tanh_1);  add_11 = tanh_1 = None
    relu_3 = torch.ops.aten.relu.default(add_9)
    detach_7 = torch.ops.aten.detach.default(relu_3);  detach_7 = None
    add_13 = torch.ops.aten.add.Tensor(add_12, relu_3);  add_12 = relu_3 = None
    avg_pool2d_1 = torch.ops.aten.avg_pool2d.default(add_9, [3, 3], [1, 1], [1, 1])
    add_14 = torch.ops.aten.add.Tensor(add_13, avg_pool2d_1);  add_13 = avg_pool2d_1 = None
    sigmoid_1 = torch.ops.aten.sigmoid.default(add_9)
    detach_8 = torch.ops.aten.detach.default(sigmoid_1);  detach_8 = None
    add_15 = torch.ops.aten.add.Tensor(add_14, sigmoid_1);  add_14 = sigmoid_1 = None
    pow_1 = torch.ops.aten.pow.Tensor_Scalar(add_9, 2);  add_9 = None
    add_16 = torch.ops.aten.add.Tensor(add_15, pow_1);  add_15 = pow_1 = None
    mean = torch.ops.aten.mean.dim(add_16, [-1, -2], True);  add_16 = None
    view = torch.ops.aten.view.default(mean, [2, 4]);  mean = None
    _param_constant8 = self._param_constant8
    t = torch.ops.aten.t.default(_param_constant8);  _param_constant8 = None
    _param_constant9 = self._param_constant9
    addmm = torch.ops.aten.addmm.default(_param_constant9, view, t);  _param_constant9 = view = t = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm, 1, False);  addmm = None
    detach_9 = torch.ops.aten.detach.default(_log_softmax);  detach_9 = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
    getitem_20 = nll_loss_forward[0]
    getitem_21 = nll_loss_forward[1];  nll_loss_forward = getitem_21 = None
    return getitem_20
    