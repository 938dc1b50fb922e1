


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
    _param_constant3 = self._param_constant3
    _softmax = torch.ops.aten._softmax.default(_param_constant3, -1, False);  _param_constant3 = None
    detach = torch.ops.aten.detach.default(_softmax)
    mul = torch.ops.aten.mul.Tensor(getitem, 0.0)
    max_pool2d_with_indices = torch.ops.aten.max_pool2d_with_indices.default(getitem, [3, 3], [1, 1], [1, 1])
    getitem_3 = max_pool2d_with_indices[0]
    getitem_4 = max_pool2d_with_indices[1];  max_pool2d_with_indices = None
    _tensor_constant3 = self._tensor_constant3
    add__1 = torch.ops.aten.add_.Tensor(_tensor_constant3, 1);  _tensor_constant3 = add__1 = None
    empty_1 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_1 = None
    _tensor_constant4 = self._tensor_constant4
    _tensor_constant5 = self._tensor_constant5
    native_batch_norm_1 = torch.ops.aten.native_batch_norm.default(getitem_3, None, None, _tensor_constant4, _tensor_constant5, True, 0.1, 1e-05);  _tensor_constant4 = _tensor_constant5 = None
    getitem_5 = native_batch_norm_1[0]
    getitem_6 = native_batch_norm_1[1]
    getitem_7 = native_batch_norm_1[2];  native_batch_norm_1 = None
    avg_pool2d = torch.ops.aten.avg_pool2d.default(getitem, [3, 3], [1, 1], [1, 1], False, False)
    relu = torch.ops.aten.relu.default(getitem)
    detach_1 = torch.ops.aten.detach.default(relu)
    _param_constant4 = self._param_constant4
    convolution_1 = torch.ops.aten.convolution.default(relu, _param_constant4, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant4 = None
    relu_1 = torch.ops.aten.relu.default(getitem)
    detach_2 = torch.ops.aten.detach.default(relu_1)
    _param_constant5 = self._param_constant5
    convolution_2 = torch.ops.aten.convolution.default(relu_1, _param_constant5, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  _param_constant5 = None
    relu_2 = torch.ops.aten.relu.default(getitem)
    detach_3 = torch.ops.aten.detach.default(relu_2)
    _param_constant6 = self._param_constant6
    convolution_3 = torch.ops.aten.convolution.default(relu_2, _param_constant6, None, [1, 1], [2, 2], [2, 2], False, [0, 0], 1);  _param_constant6 = None
    tanh = torch.ops.aten.tanh.default(getitem)
    detach_4 = torch.ops.aten.detach.default(tanh)
    sigmoid = torch.ops.aten.sigmoid.default(getitem)
    detach_5 = torch.ops.aten.detach.default(sigmoid)
    mul_1 = torch.ops.aten.mul.Tensor(sigmoid, getitem)
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
    mul_2 = torch.ops.aten.mul.Tensor(getitem_8, mul)
    add = torch.ops.aten.add.Tensor(mul_2, 0);  mul_2 = None
    mul_3 = torch.ops.aten.mul.Tensor(getitem_9, getitem)
    add_1 = torch.ops.aten.add.Tensor(add, mul_3);  add = mul_3 = None
    mul_4 = torch.ops.aten.mul.Tensor(getitem_10, getitem_5)
    add_2 = torch.ops.aten.add.Tensor(add_1, mul_4);  add_1 = mul_4 = None
    mul_5 = torch.ops.aten.mul.Tensor(getitem_11, avg_pool2d)
    add_3 = torch.ops.aten.add.Tensor(add_2, mul_5);  add_2 = mul_5 = None
    mul_6 = torch.ops.aten.mul.Tensor(getitem_12, convolution_1)
    add_4 = torch.ops.aten.add.Tensor(add_3, mul_6);  add_3 = mul_6 = None
    mul_7 = torch.ops.aten.mul.Tensor(getitem_13, convolution_2)
    add_5 = torch.ops.aten.add.Tensor(add_4, mul_7);  add_4 = mul_7 = None
    mul_8 = torch.ops.aten.mul.Tensor(getitem_14, convolution_3)
    add_6 = torch.ops.aten.add.Tensor(add_5, mul_8);  add_5 = mul_8 = None
    mul_9 = torch.ops.aten.mul.Tensor(getitem_15, tanh)
    add_7 = torch.ops.aten.add.Tensor(add_6, mul_9);  add_6 = mul_9 = None
    mul_10 = torch.ops.aten.mul.Tensor(getitem_16, mul_1)
    add_8 = torch.ops.aten.add.Tensor(add_7, mul_10);  add_7 = mul_10 = None
    mul_11 = torch.ops.aten.mul.Tensor(getitem_17, elu)
    add_9 = torch.ops.aten.add.Tensor(add_8, mul_11);  add_8 = mul_11 = None
    _param_constant7 = self._param_constant7
    convolution_4 = torch.ops.aten.convolution.default(add_9, _param_constant7, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant7 = None
    max_pool2d_with_indices_1 = torch.ops.aten.max_pool2d_with_indices.default(add_9, [3, 3], [1, 1], [1, 1])
    getitem_18 = max_pool2d_with_indices_1[0]
    getitem_19 = max_pool2d_with_indices_1[1];  max_pool2d_with_indices_1 = None
    add_10 = torch.ops.aten.add.Tensor(convolution_4, getitem_18);  convolution_4 = getitem_18 = None
    mul_12 = torch.ops.aten.mul.Tensor(add_9, 2.0)
    add_11 = torch.ops.aten.add.Tensor(add_10, mul_12);  add_10 = mul_12 = None
    tanh_1 = torch.ops.aten.tanh.default(add_9)
    detach_6 = torch.ops.aten.detach.default(tanh_1)
    add_12 = torch.ops.aten.add.Tensor(add_11, tanh_1);  add_11 = tanh_1 = None
    relu_3 = torch.ops.aten.relu.default(add_9)
    detach_7 = torch.ops.aten.detach.default(relu_3)
    add_13 = torch.ops.aten.add.Tensor(add_12, relu_3);  add_12 = relu_3 = None
    avg_pool2d_1 = torch.ops.aten.avg_pool2d.default(add_9, [3, 3], [1, 1], [1, 1])
    add_14 = torch.ops.aten.add.Tensor(add_13, avg_pool2d_1);  add_13 = avg_pool2d_1 = None
    sigmoid_1 = torch.ops.aten.sigmoid.default(add_9)
    detach_8 = torch.ops.aten.detach.default(sigmoid_1)
    add_15 = torch.ops.aten.add.Tensor(add_14, sigmoid_1);  add_14 = sigmoid_1 = None
    pow_1 = torch.ops.aten.pow.Tensor_Scalar(add_9, 2)
    add_16 = torch.ops.aten.add.Tensor(add_15, pow_1);  add_15 = pow_1 = None
    mean = torch.ops.aten.mean.dim(add_16, [-1, -2], True);  add_16 = None
    view = torch.ops.aten.view.default(mean, [2, 4]);  mean = None
    _param_constant8 = self._param_constant8
    t = torch.ops.aten.t.default(_param_constant8);  _param_constant8 = None
    _param_constant9 = self._param_constant9
    addmm = torch.ops.aten.addmm.default(_param_constant9, view, t);  _param_constant9 = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm, 1, False);  addmm = None
    detach_9 = torch.ops.aten.detach.default(_log_softmax)
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100)
    getitem_20 = nll_loss_forward[0]
    getitem_21 = nll_loss_forward[1];  nll_loss_forward = None
    ones_like = torch.ops.aten.ones_like.default(getitem_20, pin_memory = False, memory_format = torch.preserve_format)
    nll_loss_backward = torch.ops.aten.nll_loss_backward.default(ones_like, _log_softmax, labels_1, None, 1, -100, getitem_21);  ones_like = _log_softmax = labels_1 = getitem_21 = None
    detach_10 = torch.ops.aten.detach.default(detach_9);  detach_9 = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach_10, 1, torch.float32);  nll_loss_backward = detach_10 = None
    t_1 = torch.ops.aten.t.default(t);  t = None
    mm = torch.ops.aten.mm.default(_log_softmax_backward_data, t_1);  t_1 = None
    t_2 = torch.ops.aten.t.default(_log_softmax_backward_data)
    mm_1 = torch.ops.aten.mm.default(t_2, view);  t_2 = view = None
    t_3 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(_log_softmax_backward_data, [0], True);  _log_softmax_backward_data = None
    view_1 = torch.ops.aten.view.default(sum_1, [3]);  sum_1 = None
    t_4 = torch.ops.aten.t.default(t_3);  t_3 = None
    view_2 = torch.ops.aten.view.default(mm, [2, 4, 1, 1]);  mm = None
    expand = torch.ops.aten.expand.default(view_2, [2, 4, 6, 6]);  view_2 = None
    div = torch.ops.aten.div.Scalar(expand, 36);  expand = None
    pow_2 = torch.ops.aten.pow.Tensor_Scalar(add_9, 1.0)
    mul_13 = torch.ops.aten.mul.Scalar(pow_2, 2.0);  pow_2 = None
    mul_14 = torch.ops.aten.mul.Tensor(div, mul_13);  mul_13 = None
    detach_11 = torch.ops.aten.detach.default(detach_8);  detach_8 = None
    sigmoid_backward = torch.ops.aten.sigmoid_backward.default(div, detach_11);  detach_11 = None
    add_17 = torch.ops.aten.add.Tensor(mul_14, sigmoid_backward);  mul_14 = sigmoid_backward = None
    avg_pool2d_backward = torch.ops.aten.avg_pool2d_backward.default(div, add_9, [3, 3], [1, 1], [1, 1], False, True, None)
    add_18 = torch.ops.aten.add.Tensor(add_17, avg_pool2d_backward);  add_17 = avg_pool2d_backward = None
    detach_12 = torch.ops.aten.detach.default(detach_7);  detach_7 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(div, detach_12, 0);  detach_12 = None
    add_19 = torch.ops.aten.add.Tensor(add_18, threshold_backward);  add_18 = threshold_backward = None
    detach_13 = torch.ops.aten.detach.default(detach_6);  detach_6 = None
    tanh_backward = torch.ops.aten.tanh_backward.default(div, detach_13);  detach_13 = None
    add_20 = torch.ops.aten.add.Tensor(add_19, tanh_backward);  add_19 = tanh_backward = None
    mul_15 = torch.ops.aten.mul.Tensor(div, 2.0)
    add_21 = torch.ops.aten.add.Tensor(add_20, mul_15);  add_20 = mul_15 = None
    max_pool2d_with_indices_backward = torch.ops.aten.max_pool2d_with_indices_backward.default(div, add_9, [3, 3], [1, 1], [1, 1], [1, 1], False, getitem_19);  getitem_19 = None
    add_22 = torch.ops.aten.add.Tensor(add_21, max_pool2d_with_indices_backward);  add_21 = max_pool2d_with_indices_backward = None
    _param_constant7_1 = self._param_constant7
    convolution_backward = torch.ops.aten.convolution_backward.default(div, add_9, _param_constant7_1, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  div = add_9 = _param_constant7_1 = None
    getitem_22 = convolution_backward[0]
    getitem_23 = convolution_backward[1]
    getitem_24 = convolution_backward[2];  convolution_backward = getitem_24 = None
    add_23 = torch.ops.aten.add.Tensor(add_22, getitem_22);  add_22 = getitem_22 = None
    mul_16 = torch.ops.aten.mul.Tensor(add_23, getitem_17);  getitem_17 = None
    mul_17 = torch.ops.aten.mul.Tensor(add_23, elu);  elu = None
    sum_2 = torch.ops.aten.sum.default(mul_17);  mul_17 = None
    mul_18 = torch.ops.aten.mul.Tensor(add_23, getitem_16);  getitem_16 = None
    mul_19 = torch.ops.aten.mul.Tensor(add_23, mul_1);  mul_1 = None
    sum_3 = torch.ops.aten.sum.default(mul_19);  mul_19 = None
    mul_20 = torch.ops.aten.mul.Tensor(add_23, getitem_15);  getitem_15 = None
    mul_21 = torch.ops.aten.mul.Tensor(add_23, tanh);  tanh = None
    sum_4 = torch.ops.aten.sum.default(mul_21);  mul_21 = None
    mul_22 = torch.ops.aten.mul.Tensor(add_23, getitem_14);  getitem_14 = None
    mul_23 = torch.ops.aten.mul.Tensor(add_23, convolution_3);  convolution_3 = None
    sum_5 = torch.ops.aten.sum.default(mul_23);  mul_23 = None
    mul_24 = torch.ops.aten.mul.Tensor(add_23, getitem_13);  getitem_13 = None
    mul_25 = torch.ops.aten.mul.Tensor(add_23, convolution_2);  convolution_2 = None
    sum_6 = torch.ops.aten.sum.default(mul_25);  mul_25 = None
    mul_26 = torch.ops.aten.mul.Tensor(add_23, getitem_12);  getitem_12 = None
    mul_27 = torch.ops.aten.mul.Tensor(add_23, convolution_1);  convolution_1 = None
    sum_7 = torch.ops.aten.sum.default(mul_27);  mul_27 = None
    mul_28 = torch.ops.aten.mul.Tensor(add_23, getitem_11);  getitem_11 = None
    mul_29 = torch.ops.aten.mul.Tensor(add_23, avg_pool2d);  avg_pool2d = None
    sum_8 = torch.ops.aten.sum.default(mul_29);  mul_29 = None
    mul_30 = torch.ops.aten.mul.Tensor(add_23, getitem_10);  getitem_10 = None
    mul_31 = torch.ops.aten.mul.Tensor(add_23, getitem_5);  getitem_5 = None
    sum_9 = torch.ops.aten.sum.default(mul_31);  mul_31 = None
    mul_32 = torch.ops.aten.mul.Tensor(add_23, getitem_9);  getitem_9 = None
    mul_33 = torch.ops.aten.mul.Tensor(add_23, getitem)
    sum_10 = torch.ops.aten.sum.default(mul_33);  mul_33 = None
    mul_34 = torch.ops.aten.mul.Tensor(add_23, getitem_8);  getitem_8 = None
    mul_35 = torch.ops.aten.mul.Tensor(add_23, mul);  add_23 = mul = None
    sum_11 = torch.ops.aten.sum.default(mul_35);  mul_35 = None
    stack = torch.ops.aten.stack.default([sum_11, sum_10, sum_9, sum_8, sum_7, sum_6, sum_5, sum_4, sum_3, sum_2]);  sum_11 = sum_10 = sum_9 = sum_8 = sum_7 = sum_6 = sum_5 = sum_4 = sum_3 = sum_2 = None
    elu_backward = torch.ops.aten.elu_backward.default(mul_16, 1.0, 1, 1, False, getitem);  mul_16 = None
    add_24 = torch.ops.aten.add.Tensor(mul_32, elu_backward);  mul_32 = elu_backward = None
    mul_36 = torch.ops.aten.mul.Tensor(mul_18, sigmoid);  sigmoid = None
    mul_37 = torch.ops.aten.mul.Tensor(mul_18, getitem);  mul_18 = None
    add_25 = torch.ops.aten.add.Tensor(add_24, mul_36);  add_24 = mul_36 = None
    detach_14 = torch.ops.aten.detach.default(detach_5);  detach_5 = None
    sigmoid_backward_1 = torch.ops.aten.sigmoid_backward.default(mul_37, detach_14);  mul_37 = detach_14 = None
    add_26 = torch.ops.aten.add.Tensor(add_25, sigmoid_backward_1);  add_25 = sigmoid_backward_1 = None
    detach_15 = torch.ops.aten.detach.default(detach_4);  detach_4 = None
    tanh_backward_1 = torch.ops.aten.tanh_backward.default(mul_20, detach_15);  mul_20 = detach_15 = None
    add_27 = torch.ops.aten.add.Tensor(add_26, tanh_backward_1);  add_26 = tanh_backward_1 = None
    _param_constant6_1 = self._param_constant6
    convolution_backward_1 = torch.ops.aten.convolution_backward.default(mul_22, relu_2, _param_constant6_1, [0], [1, 1], [2, 2], [2, 2], False, [0, 0], 1, [True, True, False]);  mul_22 = relu_2 = _param_constant6_1 = None
    getitem_25 = convolution_backward_1[0]
    getitem_26 = convolution_backward_1[1]
    getitem_27 = convolution_backward_1[2];  convolution_backward_1 = getitem_27 = None
    detach_16 = torch.ops.aten.detach.default(detach_3);  detach_3 = None
    threshold_backward_1 = torch.ops.aten.threshold_backward.default(getitem_25, detach_16, 0);  getitem_25 = detach_16 = None
    add_28 = torch.ops.aten.add.Tensor(add_27, threshold_backward_1);  add_27 = threshold_backward_1 = None
    _param_constant5_1 = self._param_constant5
    convolution_backward_2 = torch.ops.aten.convolution_backward.default(mul_24, relu_1, _param_constant5_1, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  mul_24 = relu_1 = _param_constant5_1 = None
    getitem_28 = convolution_backward_2[0]
    getitem_29 = convolution_backward_2[1]
    getitem_30 = convolution_backward_2[2];  convolution_backward_2 = getitem_30 = None
    detach_17 = torch.ops.aten.detach.default(detach_2);  detach_2 = None
    threshold_backward_2 = torch.ops.aten.threshold_backward.default(getitem_28, detach_17, 0);  getitem_28 = detach_17 = None
    add_29 = torch.ops.aten.add.Tensor(add_28, threshold_backward_2);  add_28 = threshold_backward_2 = None
    _param_constant4_1 = self._param_constant4
    convolution_backward_3 = torch.ops.aten.convolution_backward.default(mul_26, relu, _param_constant4_1, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  mul_26 = relu = _param_constant4_1 = None
    getitem_31 = convolution_backward_3[0]
    getitem_32 = convolution_backward_3[1]
    getitem_33 = convolution_backward_3[2];  convolution_backward_3 = getitem_33 = None
    detach_18 = torch.ops.aten.detach.default(detach_1);  detach_1 = None
    threshold_backward_3 = torch.ops.aten.threshold_backward.default(getitem_31, detach_18, 0);  getitem_31 = detach_18 = None
    add_30 = torch.ops.aten.add.Tensor(add_29, threshold_backward_3);  add_29 = threshold_backward_3 = None
    avg_pool2d_backward_1 = torch.ops.aten.avg_pool2d_backward.default(mul_28, getitem, [3, 3], [1, 1], [1, 1], False, False, None);  mul_28 = None
    add_31 = torch.ops.aten.add.Tensor(add_30, avg_pool2d_backward_1);  add_30 = avg_pool2d_backward_1 = None
    _tensor_constant4_1 = self._tensor_constant4
    _tensor_constant5_1 = self._tensor_constant5
    native_batch_norm_backward = torch.ops.aten.native_batch_norm_backward.default(mul_30, getitem_3, None, _tensor_constant4_1, _tensor_constant5_1, getitem_6, getitem_7, True, 1e-05, [True, False, False]);  mul_30 = getitem_3 = _tensor_constant4_1 = _tensor_constant5_1 = getitem_6 = getitem_7 = None
    getitem_34 = native_batch_norm_backward[0]
    getitem_35 = native_batch_norm_backward[1];  getitem_35 = None
    getitem_36 = native_batch_norm_backward[2];  native_batch_norm_backward = getitem_36 = None
    max_pool2d_with_indices_backward_1 = torch.ops.aten.max_pool2d_with_indices_backward.default(getitem_34, getitem, [3, 3], [1, 1], [1, 1], [1, 1], False, getitem_4);  getitem_34 = getitem = getitem_4 = None
    add_32 = torch.ops.aten.add.Tensor(add_31, max_pool2d_with_indices_backward_1);  add_31 = max_pool2d_with_indices_backward_1 = None
    mul_38 = torch.ops.aten.mul.Tensor(mul_34, 0.0);  mul_34 = None
    add_33 = torch.ops.aten.add.Tensor(add_32, mul_38);  add_32 = mul_38 = None
    detach_19 = torch.ops.aten.detach.default(detach);  detach = None
    _softmax_backward_data = torch.ops.aten._softmax_backward_data.default(stack, detach_19, -1, torch.float32);  stack = detach_19 = None
    _param_constant1_1 = self._param_constant1
    _tensor_constant1_1 = self._tensor_constant1
    _tensor_constant2_1 = self._tensor_constant2
    native_batch_norm_backward_1 = torch.ops.aten.native_batch_norm_backward.default(add_33, convolution, _param_constant1_1, _tensor_constant1_1, _tensor_constant2_1, getitem_1, getitem_2, True, 1e-05, [True, True, True]);  add_33 = convolution = _param_constant1_1 = _tensor_constant1_1 = _tensor_constant2_1 = getitem_1 = getitem_2 = None
    getitem_37 = native_batch_norm_backward_1[0]
    getitem_38 = native_batch_norm_backward_1[1]
    getitem_39 = native_batch_norm_backward_1[2];  native_batch_norm_backward_1 = None
    _param_constant0_1 = self._param_constant0
    convolution_backward_4 = torch.ops.aten.convolution_backward.default(getitem_37, x_1, _param_constant0_1, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [False, True, False]);  getitem_37 = x_1 = _param_constant0_1 = None
    getitem_40 = convolution_backward_4[0];  getitem_40 = None
    getitem_41 = convolution_backward_4[1]
    getitem_42 = convolution_backward_4[2];  convolution_backward_4 = getitem_42 = None
    return (getitem_20, _softmax_backward_data, getitem_41, getitem_38, getitem_39, getitem_32, getitem_29, getitem_26, getitem_23, t_4, view_1)
    