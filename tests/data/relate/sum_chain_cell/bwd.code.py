


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
    view_1 = torch.ops.aten.view.default(mm, [2, 4, 1, 1]);  mm = None
    expand = torch.ops.aten.expand.default(view_1, [2, 4, 6, 6]);  view_1 = None
    div = torch.ops.aten.div.Scalar(expand, 36);  expand = None
    _tensor_constant6 = self._tensor_constant6
    pow_1 = torch.ops.aten.pow.Tensor_Scalar(_tensor_constant6, 1.0);  _tensor_constant6 = None
    mul = torch.ops.aten.mul.Scalar(pow_1, 2.0);  pow_1 = None
    mul_1 = torch.ops.aten.mul.Tensor(div, mul);  mul = None
    _tensor_constant7 = self._tensor_constant7
    detach_1 = torch.ops.aten.detach.default(_tensor_constant7);  _tensor_constant7 = None
    sigmoid_backward = torch.ops.aten.sigmoid_backward.default(div, detach_1);  detach_1 = None
    add = torch.ops.aten.add.Tensor(mul_1, sigmoid_backward);  mul_1 = sigmoid_backward = None
    _tensor_constant6_1 = self._tensor_constant6
    avg_pool2d_backward = torch.ops.aten.avg_pool2d_backward.default(div, _tensor_constant6_1, [3, 3], [1, 1], [1, 1], False, True, None);  _tensor_constant6_1 = None
    add_1 = torch.ops.aten.add.Tensor(add, avg_pool2d_backward);  add = avg_pool2d_backward = None
    _tensor_constant8 = self._tensor_constant8
    detach_2 = torch.ops.aten.detach.default(_tensor_constant8);  _tensor_constant8 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(div, detach_2, 0);  detach_2 = None
    add_2 = torch.ops.aten.add.Tensor(add_1, threshold_backward);  add_1 = threshold_backward = None
    _tensor_constant9 = self._tensor_constant9
    detach_3 = torch.ops.aten.detach.default(_tensor_constant9);  _tensor_constant9 = None
    tanh_backward = torch.ops.aten.tanh_backward.default(div, detach_3);  detach_3 = None
    add_3 = torch.ops.aten.add.Tensor(add_2, tanh_backward);  add_2 = tanh_backward = None
    mul_2 = torch.ops.aten.mul.Tensor(div, 2.0)
    add_4 = torch.ops.aten.add.Tensor(add_3, mul_2);  add_3 = mul_2 = None
    _tensor_constant6_2 = self._tensor_constant6
    _tensor_constant10 = self._tensor_constant10
    max_pool2d_with_indices_backward = torch.ops.aten.max_pool2d_with_indices_backward.default(div, _tensor_constant6_2, [3, 3], [1, 1], [1, 1], [1, 1], False, _tensor_constant10);  _tensor_constant6_2 = _tensor_constant10 = None
    add_5 = torch.ops.aten.add.Tensor(add_4, max_pool2d_with_indices_backward);  add_4 = max_pool2d_with_indices_backward = None
    _tensor_constant6_3 = self._tensor_constant6
    _param_constant0 = self._param_constant0
    convolution_backward = torch.ops.aten.convolution_backward.default(div, _tensor_constant6_3, _param_constant0, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  div = _tensor_constant6_3 = _param_constant0 = None
    getitem = convolution_backward[0]
    getitem_1 = convolution_backward[1]
    getitem_2 = convolution_backward[2];  convolution_backward = getitem_2 = None
    add_6 = torch.ops.aten.add.Tensor(add_5, getitem);  add_5 = getitem = None
    _tensor_constant11 = self._tensor_constant11
    mul_3 = torch.ops.aten.mul.Tensor(add_6, _tensor_constant11);  _tensor_constant11 = None
    _tensor_constant12 = self._tensor_constant12
    mul_4 = torch.ops.aten.mul.Tensor(add_6, _tensor_constant12);  _tensor_constant12 = None
    sum_2 = torch.ops.aten.sum.default(mul_4);  mul_4 = None
    _tensor_constant13 = self._tensor_constant13
    mul_5 = torch.ops.aten.mul.Tensor(add_6, _tensor_constant13);  _tensor_constant13 = None
    _tensor_constant14 = self._tensor_constant14
    mul_6 = torch.ops.aten.mul.Tensor(add_6, _tensor_constant14);  _tensor_constant14 = None
    sum_3 = torch.ops.aten.sum.default(mul_6);  mul_6 = None
    _tensor_constant15 = self._tensor_constant15
    mul_7 = torch.ops.aten.mul.Tensor(add_6, _tensor_constant15);  _tensor_constant15 = None
    _tensor_constant16 = self._tensor_constant16
    mul_8 = torch.ops.aten.mul.Tensor(add_6, _tensor_constant16);  _tensor_constant16 = None
    sum_4 = torch.ops.aten.sum.default(mul_8);  mul_8 = None
    _tensor_constant17 = self._tensor_constant17
    mul_9 = torch.ops.aten.mul.Tensor(add_6, _tensor_constant17);  _tensor_constant17 = None
    _tensor_constant18 = self._tensor_constant18
    mul_10 = torch.ops.aten.mul.Tensor(add_6, _tensor_constant18);  _tensor_constant18 = None
    sum_5 = torch.ops.aten.sum.default(mul_10);  mul_10 = None
    _tensor_constant19 = self._tensor_constant19
    mul_11 = torch.ops.aten.mul.Tensor(add_6, _tensor_constant19);  _tensor_constant19 = None
    _tensor_constant20 = self._tensor_constant20
    mul_12 = torch.ops.aten.mul.Tensor(add_6, _tensor_constant20);  _tensor_constant20 = None
    sum_6 = torch.ops.aten.sum.default(mul_12);  mul_12 = None
    _tensor_constant21 = self._tensor_constant21
    mul_13 = torch.ops.aten.mul.Tensor(add_6, _tensor_constant21);  _tensor_constant21 = None
    _tensor_constant22 = self._tensor_constant22
    mul_14 = torch.ops.aten.mul.Tensor(add_6, _tensor_constant22);  _tensor_constant22 = None
    sum_7 = torch.ops.aten.sum.default(mul_14);  mul_14 = None
    _tensor_constant23 = self._tensor_constant23
    mul_15 = torch.ops.aten.mul.Tensor(add_6, _tensor_constant23);  _tensor_constant23 = None
    _tensor_constant24 = self._tensor_constant24
    mul_16 = torch.ops.aten.mul.Tensor(add_6, _tensor_constant24);  _tensor_constant24 = None
    sum_8 = torch.ops.aten.sum.default(mul_16);  mul_16 = None
    _tensor_constant25 = self._tensor_constant25
    mul_17 = torch.ops.aten.mul.Tensor(add_6, _tensor_constant25);  _tensor_constant25 = None
    _tensor_constant26 = self._tensor_constant26
    mul_18 = torch.ops.aten.mul.Tensor(add_6, _tensor_constant26);  _tensor_constant26 = None
    sum_9 = torch.ops.aten.sum.default(mul_18);  mul_18 = None
    _tensor_constant27 = self._tensor_constant27
    mul_19 = torch.ops.aten.mul.Tensor(add_6, _tensor_constant27);  _tensor_constant27 = None
    _tensor_constant28 = self._tensor_constant28
    mul_20 = torch.ops.aten.mul.Tensor(add_6, _tensor_constant28);  _tensor_constant28 = None
    sum_10 = torch.ops.aten.sum.default(mul_20);  mul_20 = None
    _tensor_constant29 = self._tensor_constant29
    mul_21 = torch.ops.aten.mul.Tensor(add_6, _tensor_constant29);  _tensor_constant29 = None
    _tensor_constant30 = self._tensor_constant30
    mul_22 = torch.ops.aten.mul.Tensor(add_6, _tensor_constant30);  add_6 = _tensor_constant30 = None
    sum_11 = torch.ops.aten.sum.default(mul_22);  mul_22 = None
    stack = torch.ops.aten.stack.default([sum_11, sum_10, sum_9, sum_8, sum_7, sum_6, sum_5, sum_4, sum_3, sum_2]);  sum_11 = sum_10 = sum_9 = sum_8 = sum_7 = sum_6 = sum_5 = sum_4 = sum_3 = sum_2 = None
    _tensor_constant28_1 = self._tensor_constant28
    elu_backward = torch.ops.aten.elu_backward.default(mul_3, 1.0, 1, 1, False, _tensor_constant28_1);  mul_3 = _tensor_constant28_1 = None
    add_7 = torch.ops.aten.add.Tensor(mul_19, elu_backward);  mul_19 = elu_backward = None
    _tensor_constant31 = self._tensor_constant31
    mul_23 = torch.ops.aten.mul.Tensor(mul_5, _tensor_constant31);  _tensor_constant31 = None
    _tensor_constant28_2 = self._tensor_constant28
    mul_24 = torch.ops.aten.mul.Tensor(mul_5, _tensor_constant28_2);  mul_5 = _tensor_constant28_2 = None
    add_8 = torch.ops.aten.add.Tensor(add_7, mul_23);  add_7 = mul_23 = None
    _tensor_constant32 = self._tensor_constant32
    detach_4 = torch.ops.aten.detach.default(_tensor_constant32);  _tensor_constant32 = None
    sigmoid_backward_1 = torch.ops.aten.sigmoid_backward.default(mul_24, detach_4);  mul_24 = detach_4 = None
    add_9 = torch.ops.aten.add.Tensor(add_8, sigmoid_backward_1);  add_8 = sigmoid_backward_1 = None
    _tensor_constant33 = self._tensor_constant33
    detach_5 = torch.ops.aten.detach.default(_tensor_constant33);  _tensor_constant33 = None
    tanh_backward_1 = torch.ops.aten.tanh_backward.default(mul_7, detach_5);  mul_7 = detach_5 = None
    add_10 = torch.ops.aten.add.Tensor(add_9, tanh_backward_1);  add_9 = tanh_backward_1 = None
    _tensor_constant34 = self._tensor_constant34
    _param_constant1 = self._param_constant1
    convolution_backward_1 = torch.ops.aten.convolution_backward.default(mul_9, _tensor_constant34, _param_constant1, [0], [1, 1], [2, 2], [2, 2], False, [0, 0], 1, [True, True, False]);  mul_9 = _tensor_constant34 = _param_constant1 = None
    getitem_3 = convolution_backward_1[0]
    getitem_4 = convolution_backward_1[1]
    getitem_5 = convolution_backward_1[2];  convolution_backward_1 = getitem_5 = None
    _tensor_constant35 = self._tensor_constant35
    detach_6 = torch.ops.aten.detach.default(_tensor_constant35);  _tensor_constant35 = None
    threshold_backward_1 = torch.ops.aten.threshold_backward.default(getitem_3, detach_6, 0);  getitem_3 = detach_6 = None
    add_11 = torch.ops.aten.add.Tensor(add_10, threshold_backward_1);  add_10 = threshold_backward_1 = None
    _tensor_constant36 = self._tensor_constant36
    _param_constant2 = self._param_constant2
    convolution_backward_2 = torch.ops.aten.convolution_backward.default(mul_11, _tensor_constant36, _param_constant2, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  mul_11 = _tensor_constant36 = _param_constant2 = None
    getitem_6 = convolution_backward_2[0]
    getitem_7 = convolution_backward_2[1]
    getitem_8 = convolution_backward_2[2];  convolution_backward_2 = getitem_8 = None
    _tensor_constant37 = self._tensor_constant37
    detach_7 = torch.ops.aten.detach.default(_tensor_constant37);  _tensor_constant37 = None
    threshold_backward_2 = torch.ops.aten.threshold_backward.default(getitem_6, detach_7, 0);  getitem_6 = detach_7 = None
    add_12 = torch.ops.aten.add.Tensor(add_11, threshold_backward_2);  add_11 = threshold_backward_2 = None
    _tensor_constant38 = self._tensor_constant38
    _param_constant3 = self._param_constant3
    convolution_backward_3 = torch.ops.aten.convolution_backward.default(mul_13, _tensor_constant38, _param_constant3, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  mul_13 = _tensor_constant38 = _param_constant3 = None
    getitem_9 = convolution_backward_3[0]
    getitem_10 = convolution_backward_3[1]
    getitem_11 = convolution_backward_3[2];  convolution_backward_3 = getitem_11 = None
    _tensor_constant39 = self._tensor_constant39
    detach_8 = torch.ops.aten.detach.default(_tensor_constant39);  _tensor_constant39 = None
    threshold_backward_3 = torch.ops.aten.threshold_backward.default(getitem_9, detach_8, 0);  getitem_9 = detach_8 = None
    add_13 = torch.ops.aten.add.Tensor(add_12, threshold_backward_3);  add_12 = threshold_backward_3 = None
    _tensor_constant28_3 = self._tensor_constant28
    avg_pool2d_backward_1 = torch.ops.aten.avg_pool2d_backward.default(mul_15, _tensor_constant28_3, [3, 3], [1, 1], [1, 1], False, False, None);  mul_15 = _tensor_constant28_3 = None
    add_14 = torch.ops.aten.add.Tensor(add_13, avg_pool2d_backward_1);  add_13 = avg_pool2d_backward_1 = None
    _tensor_constant40 = self._tensor_constant40
    _tensor_constant41 = self._tensor_constant41
    _tensor_constant42 = self._tensor_constant42
    _tensor_constant43 = self._tensor_constant43
    _tensor_constant44 = self._tensor_constant44
    native_batch_norm_backward = torch.ops.aten.native_batch_norm_backward.default(mul_17, _tensor_constant40, None, _tensor_constant41, _tensor_constant42, _tensor_constant43, _tensor_constant44, True, 1e-05, [True, False, False]);  mul_17 = _tensor_constant40 = _tensor_constant41 = _tensor_constant42 = _tensor_constant43 = _tensor_constant44 = None
    getitem_12 = native_batch_norm_backward[0]
    getitem_13 = native_batch_norm_backward[1];  getitem_13 = None
    getitem_14 = native_batch_norm_backward[2];  native_batch_norm_backward = getitem_14 = None
    _tensor_constant28_4 = self._tensor_constant28
    _tensor_constant45 = self._tensor_constant45
    max_pool2d_with_indices_backward_1 = torch.ops.aten.max_pool2d_with_indices_backward.default(getitem_12, _tensor_constant28_4, [3, 3], [1, 1], [1, 1], [1, 1], False, _tensor_constant45);  getitem_12 = _tensor_constant28_4 = _tensor_constant45 = None
    add_15 = torch.ops.aten.add.Tensor(add_14, max_pool2d_with_indices_backward_1);  add_14 = max_pool2d_with_indices_backward_1 = None
    mul_25 = torch.ops.aten.mul.Tensor(mul_21, 0.0);  mul_21 = None
    add_16 = torch.ops.aten.add.Tensor(add_15, mul_25);  add_15 = mul_25 = None
    _tensor_constant46 = self._tensor_constant46
    detach_9 = torch.ops.aten.detach.default(_tensor_constant46);  _tensor_constant46 = None
    _softmax_backward_data = torch.ops.aten._softmax_backward_data.default(stack, detach_9, -1, torch.float32);  stack = detach_9 = None
    _tensor_constant47 = self._tensor_constant47
    _param_constant4 = self._param_constant4
    _tensor_constant48 = self._tensor_constant48
    _tensor_constant49 = self._tensor_constant49
    _tensor_constant50 = self._tensor_constant50
    _tensor_constant51 = self._tensor_constant51
    native_batch_norm_backward_1 = torch.ops.aten.native_batch_norm_backward.default(add_16, _tensor_constant47, _param_constant4, _tensor_constant48, _tensor_constant49, _tensor_constant50, _tensor_constant51, True, 1e-05, [True, True, True]);  add_16 = _tensor_constant47 = _param_constant4 = _tensor_constant48 = _tensor_constant49 = _tensor_constant50 = _tensor_constant51 = None
    getitem_15 = native_batch_norm_backward_1[0]
    getitem_16 = native_batch_norm_backward_1[1]
    getitem_17 = native_batch_norm_backward_1[2];  native_batch_norm_backward_1 = None
    _tensor_constant52 = self._tensor_constant52
    _param_constant5 = self._param_constant5
    convolution_backward_4 = torch.ops.aten.convolution_backward.default(getitem_15, _tensor_constant52, _param_constant5, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [False, True, False]);  getitem_15 = _tensor_constant52 = _param_constant5 = None
    getitem_18 = convolution_backward_4[0];  getitem_18 = None
    getitem_19 = convolution_backward_4[1]
    getitem_20 = convolution_backward_4[2];  convolution_backward_4 = getitem_20 = None
    return (_softmax_backward_data, getitem_19, getitem_16, getitem_17, getitem_10, getitem_7, getitem_4, getitem_1, t_3, view)
    