


def forward(self, img_1, labels_1):
    _tensor_constant0 = self._tensor_constant0
    div = torch.ops.aten.div.Tensor(img_1, _tensor_constant0);  img_1 = _tensor_constant0 = None
    clamp = torch.ops.aten.clamp.default(div, -128, 127);  div = None
    round_1 = torch.ops.aten.round.default(clamp);  clamp = None
    _tensor_constant0_1 = self._tensor_constant0
    mul = torch.ops.aten.mul.Tensor(round_1, _tensor_constant0_1);  round_1 = _tensor_constant0_1 = None
    _param_constant0 = self._param_constant0
    _tensor_constant1 = self._tensor_constant1
    div_1 = torch.ops.aten.div.Tensor(_param_constant0, _tensor_constant1);  _param_constant0 = _tensor_constant1 = None
    clamp_1 = torch.ops.aten.clamp.default(div_1, -128, 127);  div_1 = None
    round_2 = torch.ops.aten.round.default(clamp_1);  clamp_1 = None
    _tensor_constant1_1 = self._tensor_constant1
    mul_1 = torch.ops.aten.mul.Tensor(round_2, _tensor_constant1_1);  round_2 = _tensor_constant1_1 = None
    convolution = torch.ops.aten.convolution.default(mul, mul_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  mul = mul_1 = None
    _tensor_constant2 = self._tensor_constant2
    add_ = torch.ops.aten.add_.Tensor(_tensor_constant2, 1);  _tensor_constant2 = add_ = None
    empty = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty = None
    _param_constant1 = self._param_constant1
    _param_constant2 = self._param_constant2
    _tensor_constant3 = self._tensor_constant3
    _tensor_constant4 = self._tensor_constant4
    native_batch_norm = torch.ops.aten.native_batch_norm.default(convolution, _param_constant1, _param_constant2, _tensor_constant3, _tensor_constant4, True, 0.1, 1e-05);  convolution = _param_constant1 = _param_constant2 = _tensor_constant3 = _tensor_constant4 = None
    getitem = native_batch_norm[0]
    getitem_1 = native_batch_norm[1];  getitem_1 = None
    getitem_2 = native_batch_norm[2];  native_batch_norm = getitem_2 = None
    relu = torch.ops.aten.relu.default(getitem);  getitem = None
    detach = torch.ops.aten.detach.default(relu);  detach = None
    _param_constant3 = self._param_constant3
    div_2 = torch.ops.aten.div.Tensor(relu, _param_constant3);  _param_constant3 = None
    clamp_2 = torch.ops.aten.clamp.default(div_2, 0, 15);  div_2 = None
    round_3 = torch.ops.aten.round.default(clamp_2);  clamp_2 = None
    _param_constant3_1 = self._param_constant3
    mul_2 = torch.ops.aten.mul.Tensor(round_3, _param_constant3_1);  round_3 = _param_constant3_1 = None
    _param_constant4 = self._param_constant4
    _param_constant5 = self._param_constant5
    div_3 = torch.ops.aten.div.Tensor(_param_constant4, _param_constant5);  _param_constant4 = _param_constant5 = None
    clamp_3 = torch.ops.aten.clamp.default(div_3, -8, 7);  div_3 = None
    round_4 = torch.ops.aten.round.default(clamp_3);  clamp_3 = None
    _param_constant5_1 = self._param_constant5
    mul_3 = torch.ops.aten.mul.Tensor(round_4, _param_constant5_1);  round_4 = _param_constant5_1 = None
    convolution_1 = torch.ops.aten.convolution.default(mul_2, mul_3, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  mul_2 = mul_3 = None
    _tensor_constant5 = self._tensor_constant5
    add__1 = torch.ops.aten.add_.Tensor(_tensor_constant5, 1);  _tensor_constant5 = add__1 = None
    empty_1 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_1 = None
    _param_constant6 = self._param_constant6
    _param_constant7 = self._param_constant7
    _tensor_constant6 = self._tensor_constant6
    _tensor_constant7 = self._tensor_constant7
    native_batch_norm_1 = torch.ops.aten.native_batch_norm.default(convolution_1, _param_constant6, _param_constant7, _tensor_constant6, _tensor_constant7, True, 0.1, 1e-05);  convolution_1 = _param_constant6 = _param_constant7 = _tensor_constant6 = _tensor_constant7 = None
    getitem_3 = native_batch_norm_1[0]
    getitem_4 = native_batch_norm_1[1];  getitem_4 = None
    getitem_5 = native_batch_norm_1[2];  native_batch_norm_1 = getitem_5 = None
    relu_1 = torch.ops.aten.relu.default(getitem_3);  getitem_3 = None
    detach_1 = torch.ops.aten.detach.default(relu_1);  detach_1 = None
    _param_constant8 = self._param_constant8
    div_4 = torch.ops.aten.div.Tensor(relu_1, _param_constant8);  relu_1 = _param_constant8 = None
    clamp_4 = torch.ops.aten.clamp.default(div_4, 0, 15);  div_4 = None
    round_5 = torch.ops.aten.round.default(clamp_4);  clamp_4 = None
    _param_constant8_1 = self._param_constant8
    mul_4 = torch.ops.aten.mul.Tensor(round_5, _param_constant8_1);  round_5 = _param_constant8_1 = None
    _param_constant9 = self._param_constant9
    _param_constant10 = self._param_constant10
    div_5 = torch.ops.aten.div.Tensor(_param_constant9, _param_constant10);  _param_constant9 = _param_constant10 = None
    clamp_5 = torch.ops.aten.clamp.default(div_5, -8, 7);  div_5 = None
    round_6 = torch.ops.aten.round.default(clamp_5);  clamp_5 = None
    _param_constant10_1 = self._param_constant10
    mul_5 = torch.ops.aten.mul.Tensor(round_6, _param_constant10_1);  round_6 = _param_constant10_1 = None
    convolution_2 = torch.ops.aten.convolution.default(mul_4, mul_5, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  mul_4 = mul_5 = None
    _tensor_constant8 = self._tensor_constant8
    add__2 = torch.ops.aten.add_.Tensor(_tensor_constant8, 1);  _tensor_constant8 = add__2 = None
    empty_2 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_2 = None
    _param_constant11 = self._param_constant11
    _param_constant12 = self._param_constant12
    _tensor_constant9 = self._tensor_constant9
    _tensor_constant10 = self._tensor_constant10
    native_batch_norm_2 = torch.ops.aten.native_batch_norm.default(convolution_2, _param_constant11, _param_constant12, _tensor_constant9, _tensor_constant10, True, 0.1, 1e-05);  convolution_2 = _param_constant11 = _param_constant12 = _tensor_constant9 = _tensor_constant10 = None
    getitem_6 = native_batch_norm_2[0]
    getitem_7 = native_batch_norm_2[1];  getitem_7 = None
    getitem_8 = native_batch_norm_2[2];  native_batch_norm_2 = getitem_8 = None
    add = torch.ops.aten.add.Tensor(getitem_6, relu);  getitem_6 = relu = None
    relu_2 = torch.ops.aten.relu.default(add);  add = None
    detach_2 = torch.ops.aten.detach.default(relu_2);  detach_2 = None
    _tensor_constant11 = self._tensor_constant11
    div_6 = torch.ops.aten.div.Tensor(relu_2, _tensor_constant11);  relu_2 = _tensor_constant11 = None
    clamp_6 = torch.ops.aten.clamp.default(div_6, 0, 15);  div_6 = None
    round_7 = torch.ops.aten.round.default(clamp_6);  clamp_6 = None
    _tensor_constant11_1 = self._tensor_constant11
    mul_6 = torch.ops.aten.mul.Tensor(round_7, _tensor_constant11_1);  round_7 = _tensor_constant11_1 = None
    _param_constant13 = self._param_constant13
    div_7 = torch.ops.aten.div.Tensor(mul_6, _param_constant13);  _param_constant13 = None
    clamp_7 = torch.ops.aten.clamp.default(div_7, 0, 15);  div_7 = None
    round_8 = torch.ops.aten.round.default(clamp_7);  clamp_7 = None
    _param_constant13_1 = self._param_constant13
    mul_7 = torch.ops.aten.mul.Tensor(round_8, _param_constant13_1);  round_8 = _param_constant13_1 = None
    _param_constant14 = self._param_constant14
    _param_constant15 = self._param_constant15
    div_8 = torch.ops.aten.div.Tensor(_param_constant14, _param_constant15);  _param_constant14 = _param_constant15 = None
    clamp_8 = torch.ops.aten.clamp.default(div_8, -8, 7);  div_8 = None
    round_9 = torch.ops.aten.round.default(clamp_8);  clamp_8 = None
    _param_constant15_1 = self._param_constant15
    mul_8 = torch.ops.aten.mul.Tensor(round_9, _param_constant15_1);  round_9 = _param_constant15_1 = None
    convolution_3 = torch.ops.aten.convolution.default(mul_7, mul_8, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1);  mul_7 = mul_8 = None
    _tensor_constant12 = self._tensor_constant12
    add__3 = torch.ops.aten.add_.Tensor(_tensor_constant12, 1);  _tensor_constant12 = add__3 = None
    empty_3 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_3 = None
    _param_constant16 = self._param_constant16
    _param_constant17 = self._param_constant17
    _tensor_constant13 = self._tensor_constant13
    _tensor_constant14 = self._tensor_constant14
    native_batch_norm_3 = torch.ops.aten.native_batch_norm.default(convolution_3, _param_constant16, _param_constant17, _tensor_constant13, _tensor_constant14, True, 0.1, 1e-05);  convolution_3 = _param_constant16 = _param_constant17 = _tensor_constant13 = _tensor_constant14 = None
    getitem_9 = native_batch_norm_3[0]
    getitem_10 = native_batch_norm_3[1];  getitem_10 = None
    getitem_11 = native_batch_norm_3[2];  native_batch_norm_3 = getitem_11 = None
    relu_3 = torch.ops.aten.relu.default(getitem_9);  getitem_9 = None
    detach_3 = torch.ops.aten.detach.default(relu_3);  detach_3 = None
    _param_constant18 = self._param_constant18
    div_9 = torch.ops.aten.div.Tensor(relu_3, _param_constant18);  relu_3 = _param_constant18 = None
    clamp_9 = torch.ops.aten.clamp.default(div_9, 0, 15);  div_9 = None
    round_10 = torch.ops.aten.round.default(clamp_9);  clamp_9 = None
    _param_constant18_1 = self._param_constant18
    mul_9 = torch.ops.aten.mul.Tensor(round_10, _param_constant18_1);  round_10 = _param_constant18_1 = None
    _param_constant19 = self._param_constant19
    _param_constant20 = self._param_constant20
    div_10 = torch.ops.aten.div.Tensor(_param_constant19, _param_constant20);  _param_constant19 = _param_constant20 = None
    clamp_10 = torch.ops.aten.clamp.default(div_10, -8, 7);  div_10 = None
    round_11 = torch.ops.aten.round.default(clamp_10);  clamp_10 = None
    _param_constant20_1 = self._param_constant20
    mul_10 = torch.ops.aten.mul.Tensor(round_11, _param_constant20_1);  round_11 = _param_constant20_1 = None
    convolution_4 = torch.ops.aten.convolution.default(mul_9, mul_10, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  mul_9 = mul_10 = None
    _tensor_constant15 = self._tensor_constant15
    add__4 = torch.ops.aten.add_.Tensor(_tensor_constant15, 1);  _tensor_constant15 = add__4 = None
    empty_4 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_4 = None
    _param_constant21 = self._param_constant21
    _param_constant22 = self._param_constant22
    _tensor_constant16 = self._tensor_constant16
    _tensor_constant17 = self._tensor_constant17
    native_batch_norm_4 = torch.ops.aten.native_batch_norm.default(convolution_4, _param_constant21, _param_constant22, _tensor_constant16, _tensor_constant17, True, 0.1, 1e-05);  convolution_4 = _param_constant21 = _param_constant22 = _tensor_constant16 = _tensor_constant17 = None
    getitem_12 = native_batch_norm_4[0]
    getitem_13 = native_batch_norm_4[1];  getitem_13 = None
    getitem_14 = native_batch_norm_4[2];  native_batch_norm_4 = getitem_14 = None
    _param_constant23 = self._param_constant23
    div_11 = torch.ops.aten.div.Tensor(mul_6, _param_constant23);  mul_6 = _param_constant23 = None
    clamp_11 = torch.ops.aten.clamp.default(div_11, 0, 15);  div_11 = None
    round_12 = torch.ops.aten.round.default(clamp_11);  clamp_11 = None
    _param_constant23_1 = self._param_constant23
    mul_11 = torch.ops.aten.mul.Tensor(round_12, _param_constant23_1);  round_12 = _param_constant23_1 = None
    _param_constant24 = self._param_constant24
    _param_constant25 = self._param_constant25
    div_12 = torch.ops.aten.div.Tensor(_param_constant24, _param_constant25);  _param_constant24 = _param_constant25 = None
    clamp_12 = torch.ops.aten.clamp.default(div_12, -8, 7);  div_12 = None
    round_13 = torch.ops.aten.round.default(clamp_12);  clamp_12 = None
    _param_constant25_1 = self._param_constant25
    mul_12 = torch.ops.aten.mul.Tensor(round_13, _param_constant25_1);  round_13 = _param_constant25_1 = None
    convolution_5 = torch.ops.aten.convolution.default(mul_11, mul_12, None, [2, 2], [0, 0], [1, 1], False, [0, 0], 1);  mul_11 = mul_12 = None
    _tensor_constant18 = self._tensor_constant18
    add__5 = torch.ops.aten.add_.Tensor(_tensor_constant18, 1);  _tensor_constant18 = add__5 = None
    empty_5 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_5 = None
    _param_constant26 = self._param_constant26
    _param_constant27 = self._param_constant27
    _tensor_constant19 = self._tensor_constant19
    _tensor_constant20 = self._tensor_constant20
    native_batch_norm_5 = torch.ops.aten.native_batch_norm.default(convolution_5, _param_constant26, _param_constant27, _tensor_constant19, _tensor_constant20, True, 0.1, 1e-05);  convolution_5 = _param_constant26 = _param_constant27 = _tensor_constant19 = _tensor_constant20 = None
    getitem_15 = native_batch_norm_5[0]
    getitem_16 = native_batch_norm_5[1];  getitem_16 = None
    getitem_17 = native_batch_norm_5[2];  native_batch_norm_5 = getitem_17 = None
    add_1 = torch.ops.aten.add.Tensor(getitem_12, getitem_15);  getitem_12 = getitem_15 = None
    relu_4 = torch.ops.aten.relu.default(add_1);  add_1 = None
    detach_4 = torch.ops.aten.detach.default(relu_4);  detach_4 = None
    _tensor_constant21 = self._tensor_constant21
    div_13 = torch.ops.aten.div.Tensor(relu_4, _tensor_constant21);  relu_4 = _tensor_constant21 = None
    clamp_13 = torch.ops.aten.clamp.default(div_13, 0, 15);  div_13 = None
    round_14 = torch.ops.aten.round.default(clamp_13);  clamp_13 = None
    _tensor_constant21_1 = self._tensor_constant21
    mul_13 = torch.ops.aten.mul.Tensor(round_14, _tensor_constant21_1);  round_14 = _tensor_constant21_1 = None
    mean = torch.ops.aten.mean.dim(mul_13, [2, 3]);  mul_13 = None
    _param_constant28 = self._param_constant28
    div_14 = torch.ops.aten.div.Tensor(mean, _param_constant28);  mean = _param_constant28 = None
    clamp_14 = torch.ops.aten.clamp.default(div_14, 0, 255);  div_14 = None
    round_15 = torch.ops.aten.round.default(clamp_14);  clamp_14 = None
    _param_constant28_1 = self._param_constant28
    mul_14 = torch.ops.aten.mul.Tensor(round_15, _param_constant28_1);  round_15 = _param_constant28_1 = None
    _param_constant29 = self._param_constant29
    _param_constant30 = self._param_constant30
    div_15 = torch.ops.aten.div.Tensor(_param_constant29, _param_constant30);  _param_constant29 = _param_constant30 = None
    clamp_15 = torch.ops.aten.clamp.default(div_15, -128, 127);  div_15 = None
    round_16 = torch.ops.aten.round.default(clamp_15);  clamp_15 = None
    _param_constant30_1 = self._param_constant30
    mul_15 = torch.ops.aten.mul.Tensor(round_16, _param_constant30_1);  round_16 = _param_constant30_1 = None
    t = torch.ops.aten.t.default(mul_15);  mul_15 = None
    _param_constant31 = self._param_constant31
    addmm = torch.ops.aten.addmm.default(_param_constant31, mul_14, t);  _param_constant31 = mul_14 = t = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm, 1, False);  addmm = None
    detach_5 = torch.ops.aten.detach.default(_log_softmax);  detach_5 = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
    getitem_18 = nll_loss_forward[0]
    getitem_19 = nll_loss_forward[1];  nll_loss_forward = getitem_19 = None
    return getitem_18
    