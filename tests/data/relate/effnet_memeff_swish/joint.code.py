


def forward(self, x_1, labels_1):
    constant_pad_nd = torch.ops.aten.constant_pad_nd.default(x_1, [1, 1, 1, 1], 0.0);  x_1 = None
    _param_constant0 = self._param_constant0
    convolution = torch.ops.aten.convolution.default(constant_pad_nd, _param_constant0, None, [2, 2], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant0 = None
    _tensor_constant0 = self._tensor_constant0
    add_ = torch.ops.aten.add_.Tensor(_tensor_constant0, 1);  _tensor_constant0 = add_ = None
    empty = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty = None
    _param_constant1 = self._param_constant1
    _param_constant2 = self._param_constant2
    _tensor_constant1 = self._tensor_constant1
    _tensor_constant2 = self._tensor_constant2
    native_batch_norm = torch.ops.aten.native_batch_norm.default(convolution, _param_constant1, _param_constant2, _tensor_constant1, _tensor_constant2, True, 0.010000000000000009, 0.001);  _param_constant1 = _param_constant2 = _tensor_constant1 = _tensor_constant2 = None
    getitem = native_batch_norm[0]
    getitem_1 = native_batch_norm[1]
    getitem_2 = native_batch_norm[2];  native_batch_norm = None
    sigmoid = torch.ops.aten.sigmoid.default(getitem)
    mul = torch.ops.aten.mul.Tensor(getitem, sigmoid);  sigmoid = None
    constant_pad_nd_1 = torch.ops.aten.constant_pad_nd.default(mul, [1, 1, 1, 1], 0.0);  mul = None
    _param_constant3 = self._param_constant3
    convolution_1 = torch.ops.aten.convolution.default(constant_pad_nd_1, _param_constant3, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 8);  _param_constant3 = None
    _tensor_constant3 = self._tensor_constant3
    add__1 = torch.ops.aten.add_.Tensor(_tensor_constant3, 1);  _tensor_constant3 = add__1 = None
    empty_1 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_1 = None
    _param_constant4 = self._param_constant4
    _param_constant5 = self._param_constant5
    _tensor_constant4 = self._tensor_constant4
    _tensor_constant5 = self._tensor_constant5
    native_batch_norm_1 = torch.ops.aten.native_batch_norm.default(convolution_1, _param_constant4, _param_constant5, _tensor_constant4, _tensor_constant5, True, 0.010000000000000009, 0.001);  _param_constant4 = _param_constant5 = _tensor_constant4 = _tensor_constant5 = None
    getitem_3 = native_batch_norm_1[0]
    getitem_4 = native_batch_norm_1[1]
    getitem_5 = native_batch_norm_1[2];  native_batch_norm_1 = None
    sigmoid_1 = torch.ops.aten.sigmoid.default(getitem_3)
    mul_1 = torch.ops.aten.mul.Tensor(getitem_3, sigmoid_1);  sigmoid_1 = None
    mean = torch.ops.aten.mean.dim(mul_1, [-1, -2], True)
    _param_constant6 = self._param_constant6
    _param_constant7 = self._param_constant7
    convolution_2 = torch.ops.aten.convolution.default(mean, _param_constant6, _param_constant7, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant6 = _param_constant7 = None
    sigmoid_2 = torch.ops.aten.sigmoid.default(convolution_2)
    mul_2 = torch.ops.aten.mul.Tensor(convolution_2, sigmoid_2);  sigmoid_2 = None
    _param_constant8 = self._param_constant8
    _param_constant9 = self._param_constant9
    convolution_3 = torch.ops.aten.convolution.default(mul_2, _param_constant8, _param_constant9, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant8 = _param_constant9 = None
    sigmoid_3 = torch.ops.aten.sigmoid.default(convolution_3);  convolution_3 = None
    detach = torch.ops.aten.detach.default(sigmoid_3)
    mul_3 = torch.ops.aten.mul.Tensor(sigmoid_3, mul_1)
    _param_constant10 = self._param_constant10
    convolution_4 = torch.ops.aten.convolution.default(mul_3, _param_constant10, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant10 = None
    _tensor_constant6 = self._tensor_constant6
    add__2 = torch.ops.aten.add_.Tensor(_tensor_constant6, 1);  _tensor_constant6 = add__2 = None
    empty_2 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_2 = None
    _param_constant11 = self._param_constant11
    _param_constant12 = self._param_constant12
    _tensor_constant7 = self._tensor_constant7
    _tensor_constant8 = self._tensor_constant8
    native_batch_norm_2 = torch.ops.aten.native_batch_norm.default(convolution_4, _param_constant11, _param_constant12, _tensor_constant7, _tensor_constant8, True, 0.010000000000000009, 0.001);  _param_constant11 = _param_constant12 = _tensor_constant7 = _tensor_constant8 = None
    getitem_6 = native_batch_norm_2[0]
    getitem_7 = native_batch_norm_2[1]
    getitem_8 = native_batch_norm_2[2];  native_batch_norm_2 = None
    _param_constant13 = self._param_constant13
    convolution_5 = torch.ops.aten.convolution.default(getitem_6, _param_constant13, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant13 = None
    _tensor_constant9 = self._tensor_constant9
    add__3 = torch.ops.aten.add_.Tensor(_tensor_constant9, 1);  _tensor_constant9 = add__3 = None
    empty_3 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_3 = None
    _param_constant14 = self._param_constant14
    _param_constant15 = self._param_constant15
    _tensor_constant10 = self._tensor_constant10
    _tensor_constant11 = self._tensor_constant11
    native_batch_norm_3 = torch.ops.aten.native_batch_norm.default(convolution_5, _param_constant14, _param_constant15, _tensor_constant10, _tensor_constant11, True, 0.010000000000000009, 0.001);  _param_constant14 = _param_constant15 = _tensor_constant10 = _tensor_constant11 = None
    getitem_9 = native_batch_norm_3[0]
    getitem_10 = native_batch_norm_3[1]
    getitem_11 = native_batch_norm_3[2];  native_batch_norm_3 = None
    sigmoid_4 = torch.ops.aten.sigmoid.default(getitem_9)
    mul_4 = torch.ops.aten.mul.Tensor(getitem_9, sigmoid_4);  sigmoid_4 = None
    constant_pad_nd_2 = torch.ops.aten.constant_pad_nd.default(mul_4, [1, 1, 1, 1], 0.0);  mul_4 = None
    _param_constant16 = self._param_constant16
    convolution_6 = torch.ops.aten.convolution.default(constant_pad_nd_2, _param_constant16, None, [2, 2], [0, 0], [1, 1], False, [0, 0], 48);  _param_constant16 = None
    _tensor_constant12 = self._tensor_constant12
    add__4 = torch.ops.aten.add_.Tensor(_tensor_constant12, 1);  _tensor_constant12 = add__4 = None
    empty_4 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_4 = None
    _param_constant17 = self._param_constant17
    _param_constant18 = self._param_constant18
    _tensor_constant13 = self._tensor_constant13
    _tensor_constant14 = self._tensor_constant14
    native_batch_norm_4 = torch.ops.aten.native_batch_norm.default(convolution_6, _param_constant17, _param_constant18, _tensor_constant13, _tensor_constant14, True, 0.010000000000000009, 0.001);  _param_constant17 = _param_constant18 = _tensor_constant13 = _tensor_constant14 = None
    getitem_12 = native_batch_norm_4[0]
    getitem_13 = native_batch_norm_4[1]
    getitem_14 = native_batch_norm_4[2];  native_batch_norm_4 = None
    sigmoid_5 = torch.ops.aten.sigmoid.default(getitem_12)
    mul_5 = torch.ops.aten.mul.Tensor(getitem_12, sigmoid_5);  sigmoid_5 = None
    mean_1 = torch.ops.aten.mean.dim(mul_5, [-1, -2], True)
    _param_constant19 = self._param_constant19
    _param_constant20 = self._param_constant20
    convolution_7 = torch.ops.aten.convolution.default(mean_1, _param_constant19, _param_constant20, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant19 = _param_constant20 = None
    sigmoid_6 = torch.ops.aten.sigmoid.default(convolution_7)
    mul_6 = torch.ops.aten.mul.Tensor(convolution_7, sigmoid_6);  sigmoid_6 = None
    _param_constant21 = self._param_constant21
    _param_constant22 = self._param_constant22
    convolution_8 = torch.ops.aten.convolution.default(mul_6, _param_constant21, _param_constant22, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant21 = _param_constant22 = None
    sigmoid_7 = torch.ops.aten.sigmoid.default(convolution_8);  convolution_8 = None
    detach_1 = torch.ops.aten.detach.default(sigmoid_7)
    mul_7 = torch.ops.aten.mul.Tensor(sigmoid_7, mul_5)
    _param_constant23 = self._param_constant23
    convolution_9 = torch.ops.aten.convolution.default(mul_7, _param_constant23, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant23 = None
    _tensor_constant15 = self._tensor_constant15
    add__5 = torch.ops.aten.add_.Tensor(_tensor_constant15, 1);  _tensor_constant15 = add__5 = None
    empty_5 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_5 = None
    _param_constant24 = self._param_constant24
    _param_constant25 = self._param_constant25
    _tensor_constant16 = self._tensor_constant16
    _tensor_constant17 = self._tensor_constant17
    native_batch_norm_5 = torch.ops.aten.native_batch_norm.default(convolution_9, _param_constant24, _param_constant25, _tensor_constant16, _tensor_constant17, True, 0.010000000000000009, 0.001);  _param_constant24 = _param_constant25 = _tensor_constant16 = _tensor_constant17 = None
    getitem_15 = native_batch_norm_5[0]
    getitem_16 = native_batch_norm_5[1]
    getitem_17 = native_batch_norm_5[2];  native_batch_norm_5 = None
    _param_constant26 = self._param_constant26
    convolution_10 = torch.ops.aten.convolution.default(getitem_15, _param_constant26, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant26 = None
    _tensor_constant18 = self._tensor_constant18
    add__6 = torch.ops.aten.add_.Tensor(_tensor_constant18, 1);  _tensor_constant18 = add__6 = None
    empty_6 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_6 = None
    _param_constant27 = self._param_constant27
    _param_constant28 = self._param_constant28
    _tensor_constant19 = self._tensor_constant19
    _tensor_constant20 = self._tensor_constant20
    native_batch_norm_6 = torch.ops.aten.native_batch_norm.default(convolution_10, _param_constant27, _param_constant28, _tensor_constant19, _tensor_constant20, True, 0.010000000000000009, 0.001);  _param_constant27 = _param_constant28 = _tensor_constant19 = _tensor_constant20 = None
    getitem_18 = native_batch_norm_6[0]
    getitem_19 = native_batch_norm_6[1]
    getitem_20 = native_batch_norm_6[2];  native_batch_norm_6 = None
    sigmoid_8 = torch.ops.aten.sigmoid.default(getitem_18)
    mul_8 = torch.ops.aten.mul.Tensor(getitem_18, sigmoid_8);  sigmoid_8 = None
    constant_pad_nd_3 = torch.ops.aten.constant_pad_nd.default(mul_8, [1, 1, 1, 1], 0.0);  mul_8 = None
    _param_constant29 = self._param_constant29
    convolution_11 = torch.ops.aten.convolution.default(constant_pad_nd_3, _param_constant29, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 48);  _param_constant29 = None
    _tensor_constant21 = self._tensor_constant21
    add__7 = torch.ops.aten.add_.Tensor(_tensor_constant21, 1);  _tensor_constant21 = add__7 = None
    empty_7 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_7 = None
    _param_constant30 = self._param_constant30
    _param_constant31 = self._param_constant31
    _tensor_constant22 = self._tensor_constant22
    _tensor_constant23 = self._tensor_constant23
    native_batch_norm_7 = torch.ops.aten.native_batch_norm.default(convolution_11, _param_constant30, _param_constant31, _tensor_constant22, _tensor_constant23, True, 0.010000000000000009, 0.001);  _param_constant30 = _param_constant31 = _tensor_constant22 = _tensor_constant23 = None
    getitem_21 = native_batch_norm_7[0]
    getitem_22 = native_batch_norm_7[1]
    getitem_23 = native_batch_norm_7[2];  native_batch_norm_7 = None
    sigmoid_9 = torch.ops.aten.sigmoid.default(getitem_21)
    mul_9 = torch.ops.aten.mul.Tensor(getitem_21, sigmoid_9);  sigmoid_9 = None
    mean_2 = torch.ops.aten.mean.dim(mul_9, [-1, -2], True)
    _param_constant32 = self._param_constant32
    _param_constant33 = self._param_constant33
    convolution_12 = torch.ops.aten.convolution.default(mean_2, _param_constant32, _param_constant33, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant32 = _param_constant33 = None
    sigmoid_10 = torch.ops.aten.sigmoid.default(convolution_12)
    mul_10 = torch.ops.aten.mul.Tensor(convolution_12, sigmoid_10);  sigmoid_10 = None
    _param_constant34 = self._param_constant34
    _param_constant35 = self._param_constant35
    convolution_13 = torch.ops.aten.convolution.default(mul_10, _param_constant34, _param_constant35, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant34 = _param_constant35 = None
    sigmoid_11 = torch.ops.aten.sigmoid.default(convolution_13);  convolution_13 = None
    detach_2 = torch.ops.aten.detach.default(sigmoid_11)
    mul_11 = torch.ops.aten.mul.Tensor(sigmoid_11, mul_9)
    _param_constant36 = self._param_constant36
    convolution_14 = torch.ops.aten.convolution.default(mul_11, _param_constant36, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant36 = None
    _tensor_constant24 = self._tensor_constant24
    add__8 = torch.ops.aten.add_.Tensor(_tensor_constant24, 1);  _tensor_constant24 = add__8 = None
    empty_8 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_8 = None
    _param_constant37 = self._param_constant37
    _param_constant38 = self._param_constant38
    _tensor_constant25 = self._tensor_constant25
    _tensor_constant26 = self._tensor_constant26
    native_batch_norm_8 = torch.ops.aten.native_batch_norm.default(convolution_14, _param_constant37, _param_constant38, _tensor_constant25, _tensor_constant26, True, 0.010000000000000009, 0.001);  _param_constant37 = _param_constant38 = _tensor_constant25 = _tensor_constant26 = None
    getitem_24 = native_batch_norm_8[0]
    getitem_25 = native_batch_norm_8[1]
    getitem_26 = native_batch_norm_8[2];  native_batch_norm_8 = None
    add = torch.ops.aten.add.Tensor(getitem_24, getitem_15);  getitem_24 = None
    _param_constant39 = self._param_constant39
    convolution_15 = torch.ops.aten.convolution.default(add, _param_constant39, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant39 = None
    _tensor_constant27 = self._tensor_constant27
    add__9 = torch.ops.aten.add_.Tensor(_tensor_constant27, 1);  _tensor_constant27 = add__9 = None
    empty_9 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_9 = None
    _param_constant40 = self._param_constant40
    _param_constant41 = self._param_constant41
    _tensor_constant28 = self._tensor_constant28
    _tensor_constant29 = self._tensor_constant29
    native_batch_norm_9 = torch.ops.aten.native_batch_norm.default(convolution_15, _param_constant40, _param_constant41, _tensor_constant28, _tensor_constant29, True, 0.010000000000000009, 0.001);  _param_constant40 = _param_constant41 = _tensor_constant28 = _tensor_constant29 = None
    getitem_27 = native_batch_norm_9[0]
    getitem_28 = native_batch_norm_9[1]
    getitem_29 = native_batch_norm_9[2];  native_batch_norm_9 = None
    sigmoid_12 = torch.ops.aten.sigmoid.default(getitem_27)
    mul_12 = torch.ops.aten.mul.Tensor(getitem_27, sigmoid_12);  sigmoid_12 = None
    constant_pad_nd_4 = torch.ops.aten.constant_pad_nd.default(mul_12, [2, 2, 2, 2], 0.0);  mul_12 = None
    _param_constant42 = self._param_constant42
    convolution_16 = torch.ops.aten.convolution.default(constant_pad_nd_4, _param_constant42, None, [2, 2], [0, 0], [1, 1], False, [0, 0], 48);  _param_constant42 = None
    _tensor_constant30 = self._tensor_constant30
    add__10 = torch.ops.aten.add_.Tensor(_tensor_constant30, 1);  _tensor_constant30 = add__10 = None
    empty_10 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_10 = None
    _param_constant43 = self._param_constant43
    _param_constant44 = self._param_constant44
    _tensor_constant31 = self._tensor_constant31
    _tensor_constant32 = self._tensor_constant32
    native_batch_norm_10 = torch.ops.aten.native_batch_norm.default(convolution_16, _param_constant43, _param_constant44, _tensor_constant31, _tensor_constant32, True, 0.010000000000000009, 0.001);  _param_constant43 = _param_constant44 = _tensor_constant31 = _tensor_constant32 = None
    getitem_30 = native_batch_norm_10[0]
    getitem_31 = native_batch_norm_10[1]
    getitem_32 = native_batch_norm_10[2];  native_batch_norm_10 = None
    sigmoid_13 = torch.ops.aten.sigmoid.default(getitem_30)
    mul_13 = torch.ops.aten.mul.Tensor(getitem_30, sigmoid_13);  sigmoid_13 = None
    mean_3 = torch.ops.aten.mean.dim(mul_13, [-1, -2], True)
    _param_constant45 = self._param_constant45
    _param_constant46 = self._param_constant46
    convolution_17 = torch.ops.aten.convolution.default(mean_3, _param_constant45, _param_constant46, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant45 = _param_constant46 = None
    sigmoid_14 = torch.ops.aten.sigmoid.default(convolution_17)
    mul_14 = torch.ops.aten.mul.Tensor(convolution_17, sigmoid_14);  sigmoid_14 = None
    _param_constant47 = self._param_constant47
    _param_constant48 = self._param_constant48
    convolution_18 = torch.ops.aten.convolution.default(mul_14, _param_constant47, _param_constant48, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant47 = _param_constant48 = None
    sigmoid_15 = torch.ops.aten.sigmoid.default(convolution_18);  convolution_18 = None
    detach_3 = torch.ops.aten.detach.default(sigmoid_15)
    mul_15 = torch.ops.aten.mul.Tensor(sigmoid_15, mul_13)
    _param_constant49 = self._param_constant49
    convolution_19 = torch.ops.aten.convolution.default(mul_15, _param_constant49, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant49 = None
    _tensor_constant33 = self._tensor_constant33
    add__11 = torch.ops.aten.add_.Tensor(_tensor_constant33, 1);  _tensor_constant33 = add__11 = None
    empty_11 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_11 = None
    _param_constant50 = self._param_constant50
    _param_constant51 = self._param_constant51
    _tensor_constant34 = self._tensor_constant34
    _tensor_constant35 = self._tensor_constant35
    native_batch_norm_11 = torch.ops.aten.native_batch_norm.default(convolution_19, _param_constant50, _param_constant51, _tensor_constant34, _tensor_constant35, True, 0.010000000000000009, 0.001);  _param_constant50 = _param_constant51 = _tensor_constant34 = _tensor_constant35 = None
    getitem_33 = native_batch_norm_11[0]
    getitem_34 = native_batch_norm_11[1]
    getitem_35 = native_batch_norm_11[2];  native_batch_norm_11 = None
    _param_constant52 = self._param_constant52
    convolution_20 = torch.ops.aten.convolution.default(getitem_33, _param_constant52, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant52 = None
    _tensor_constant36 = self._tensor_constant36
    add__12 = torch.ops.aten.add_.Tensor(_tensor_constant36, 1);  _tensor_constant36 = add__12 = None
    empty_12 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_12 = None
    _param_constant53 = self._param_constant53
    _param_constant54 = self._param_constant54
    _tensor_constant37 = self._tensor_constant37
    _tensor_constant38 = self._tensor_constant38
    native_batch_norm_12 = torch.ops.aten.native_batch_norm.default(convolution_20, _param_constant53, _param_constant54, _tensor_constant37, _tensor_constant38, True, 0.010000000000000009, 0.001);  _param_constant53 = _param_constant54 = _tensor_constant37 = _tensor_constant38 = None
    getitem_36 = native_batch_norm_12[0]
    getitem_37 = native_batch_norm_12[1]
    getitem_38 = native_batch_norm_12[2];  native_batch_norm_12 = None
    sigmoid_16 = torch.ops.aten.sigmoid.default(getitem_36)
    mul_16 = torch.ops.aten.mul.Tensor(getitem_36, sigmoid_16);  sigmoid_16 = None
    mean_4 = torch.ops.aten.mean.dim(mul_16, [-1, -2], True);  mul_16 = None
    view = torch.ops.aten.view.default(mean_4, [2, 320]);  mean_4 = None
    _param_constant55 = self._param_constant55
    t = torch.ops.aten.t.default(_param_constant55);  _param_constant55 = None
    _param_constant56 = self._param_constant56
    addmm = torch.ops.aten.addmm.default(_param_constant56, view, t);  _param_constant56 = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm, 1, False);  addmm = None
    detach_4 = torch.ops.aten.detach.default(_log_softmax)
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100)
    getitem_39 = nll_loss_forward[0]
    getitem_40 = nll_loss_forward[1];  nll_loss_forward = None
    ones_like = torch.ops.aten.ones_like.default(getitem_39, pin_memory = False, memory_format = torch.preserve_format)
    nll_loss_backward = torch.ops.aten.nll_loss_backward.default(ones_like, _log_softmax, labels_1, None, 1, -100, getitem_40);  ones_like = _log_softmax = labels_1 = getitem_40 = None
    detach_5 = torch.ops.aten.detach.default(detach_4);  detach_4 = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach_5, 1, torch.float32);  nll_loss_backward = detach_5 = None
    t_1 = torch.ops.aten.t.default(t);  t = None
    mm = torch.ops.aten.mm.default(_log_softmax_backward_data, t_1);  t_1 = None
    t_2 = torch.ops.aten.t.default(_log_softmax_backward_data)
    mm_1 = torch.ops.aten.mm.default(t_2, view);  t_2 = view = None
    t_3 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(_log_softmax_backward_data, [0], True);  _log_softmax_backward_data = None
    view_1 = torch.ops.aten.view.default(sum_1, [5]);  sum_1 = None
    t_4 = torch.ops.aten.t.default(t_3);  t_3 = None
    view_2 = torch.ops.aten.view.default(mm, [2, 320, 1, 1]);  mm = None
    expand = torch.ops.aten.expand.default(view_2, [2, 320, 2, 2]);  view_2 = None
    div = torch.ops.aten.div.Scalar(expand, 4);  expand = None
    sigmoid_17 = torch.ops.aten.sigmoid.default(getitem_36)
    rsub = torch.ops.aten.rsub.Scalar(sigmoid_17, 1)
    mul_17 = torch.ops.aten.mul.Tensor(getitem_36, rsub);  getitem_36 = rsub = None
    add_1 = torch.ops.aten.add.Tensor(mul_17, 1);  mul_17 = None
    mul_18 = torch.ops.aten.mul.Tensor(sigmoid_17, add_1);  sigmoid_17 = add_1 = None
    mul_19 = torch.ops.aten.mul.Tensor(div, mul_18);  div = mul_18 = None
    _param_constant53_1 = self._param_constant53
    _tensor_constant37_1 = self._tensor_constant37
    _tensor_constant38_1 = self._tensor_constant38
    native_batch_norm_backward = torch.ops.aten.native_batch_norm_backward.default(mul_19, convolution_20, _param_constant53_1, _tensor_constant37_1, _tensor_constant38_1, getitem_37, getitem_38, True, 0.001, [True, True, True]);  mul_19 = convolution_20 = _param_constant53_1 = _tensor_constant37_1 = _tensor_constant38_1 = getitem_37 = getitem_38 = None
    getitem_41 = native_batch_norm_backward[0]
    getitem_42 = native_batch_norm_backward[1]
    getitem_43 = native_batch_norm_backward[2];  native_batch_norm_backward = None
    _param_constant52_1 = self._param_constant52
    convolution_backward = torch.ops.aten.convolution_backward.default(getitem_41, getitem_33, _param_constant52_1, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_41 = getitem_33 = _param_constant52_1 = None
    getitem_44 = convolution_backward[0]
    getitem_45 = convolution_backward[1]
    getitem_46 = convolution_backward[2];  convolution_backward = getitem_46 = None
    _param_constant50_1 = self._param_constant50
    _tensor_constant34_1 = self._tensor_constant34
    _tensor_constant35_1 = self._tensor_constant35
    native_batch_norm_backward_1 = torch.ops.aten.native_batch_norm_backward.default(getitem_44, convolution_19, _param_constant50_1, _tensor_constant34_1, _tensor_constant35_1, getitem_34, getitem_35, True, 0.001, [True, True, True]);  getitem_44 = convolution_19 = _param_constant50_1 = _tensor_constant34_1 = _tensor_constant35_1 = getitem_34 = getitem_35 = None
    getitem_47 = native_batch_norm_backward_1[0]
    getitem_48 = native_batch_norm_backward_1[1]
    getitem_49 = native_batch_norm_backward_1[2];  native_batch_norm_backward_1 = None
    _param_constant49_1 = self._param_constant49
    convolution_backward_1 = torch.ops.aten.convolution_backward.default(getitem_47, mul_15, _param_constant49_1, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_47 = mul_15 = _param_constant49_1 = None
    getitem_50 = convolution_backward_1[0]
    getitem_51 = convolution_backward_1[1]
    getitem_52 = convolution_backward_1[2];  convolution_backward_1 = getitem_52 = None
    mul_20 = torch.ops.aten.mul.Tensor(getitem_50, sigmoid_15);  sigmoid_15 = None
    mul_21 = torch.ops.aten.mul.Tensor(getitem_50, mul_13);  getitem_50 = mul_13 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(mul_21, [2, 3], True);  mul_21 = None
    detach_6 = torch.ops.aten.detach.default(detach_3);  detach_3 = None
    sigmoid_backward = torch.ops.aten.sigmoid_backward.default(sum_2, detach_6);  sum_2 = detach_6 = None
    _param_constant47_1 = self._param_constant47
    convolution_backward_2 = torch.ops.aten.convolution_backward.default(sigmoid_backward, mul_14, _param_constant47_1, [48], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  sigmoid_backward = mul_14 = _param_constant47_1 = None
    getitem_53 = convolution_backward_2[0]
    getitem_54 = convolution_backward_2[1]
    getitem_55 = convolution_backward_2[2];  convolution_backward_2 = None
    sigmoid_18 = torch.ops.aten.sigmoid.default(convolution_17)
    rsub_1 = torch.ops.aten.rsub.Scalar(sigmoid_18, 1)
    mul_22 = torch.ops.aten.mul.Tensor(convolution_17, rsub_1);  convolution_17 = rsub_1 = None
    add_2 = torch.ops.aten.add.Tensor(mul_22, 1);  mul_22 = None
    mul_23 = torch.ops.aten.mul.Tensor(sigmoid_18, add_2);  sigmoid_18 = add_2 = None
    mul_24 = torch.ops.aten.mul.Tensor(getitem_53, mul_23);  getitem_53 = mul_23 = None
    _param_constant45_1 = self._param_constant45
    convolution_backward_3 = torch.ops.aten.convolution_backward.default(mul_24, mean_3, _param_constant45_1, [2], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  mul_24 = mean_3 = _param_constant45_1 = None
    getitem_56 = convolution_backward_3[0]
    getitem_57 = convolution_backward_3[1]
    getitem_58 = convolution_backward_3[2];  convolution_backward_3 = None
    expand_1 = torch.ops.aten.expand.default(getitem_56, [2, 48, 2, 2]);  getitem_56 = None
    div_1 = torch.ops.aten.div.Scalar(expand_1, 4);  expand_1 = None
    add_3 = torch.ops.aten.add.Tensor(mul_20, div_1);  mul_20 = div_1 = None
    sigmoid_19 = torch.ops.aten.sigmoid.default(getitem_30)
    rsub_2 = torch.ops.aten.rsub.Scalar(sigmoid_19, 1)
    mul_25 = torch.ops.aten.mul.Tensor(getitem_30, rsub_2);  getitem_30 = rsub_2 = None
    add_4 = torch.ops.aten.add.Tensor(mul_25, 1);  mul_25 = None
    mul_26 = torch.ops.aten.mul.Tensor(sigmoid_19, add_4);  sigmoid_19 = add_4 = None
    mul_27 = torch.ops.aten.mul.Tensor(add_3, mul_26);  add_3 = mul_26 = None
    _param_constant43_1 = self._param_constant43
    _tensor_constant31_1 = self._tensor_constant31
    _tensor_constant32_1 = self._tensor_constant32
    native_batch_norm_backward_2 = torch.ops.aten.native_batch_norm_backward.default(mul_27, convolution_16, _param_constant43_1, _tensor_constant31_1, _tensor_constant32_1, getitem_31, getitem_32, True, 0.001, [True, True, True]);  mul_27 = convolution_16 = _param_constant43_1 = _tensor_constant31_1 = _tensor_constant32_1 = getitem_31 = getitem_32 = None
    getitem_59 = native_batch_norm_backward_2[0]
    getitem_60 = native_batch_norm_backward_2[1]
    getitem_61 = native_batch_norm_backward_2[2];  native_batch_norm_backward_2 = None
    _param_constant42_1 = self._param_constant42
    convolution_backward_4 = torch.ops.aten.convolution_backward.default(getitem_59, constant_pad_nd_4, _param_constant42_1, [0], [2, 2], [0, 0], [1, 1], False, [0, 0], 48, [True, True, False]);  getitem_59 = constant_pad_nd_4 = _param_constant42_1 = None
    getitem_62 = convolution_backward_4[0]
    getitem_63 = convolution_backward_4[1]
    getitem_64 = convolution_backward_4[2];  convolution_backward_4 = getitem_64 = None
    constant_pad_nd_5 = torch.ops.aten.constant_pad_nd.default(getitem_62, [-2, -2, -2, -2]);  getitem_62 = None
    sigmoid_20 = torch.ops.aten.sigmoid.default(getitem_27)
    rsub_3 = torch.ops.aten.rsub.Scalar(sigmoid_20, 1)
    mul_28 = torch.ops.aten.mul.Tensor(getitem_27, rsub_3);  getitem_27 = rsub_3 = None
    add_5 = torch.ops.aten.add.Tensor(mul_28, 1);  mul_28 = None
    mul_29 = torch.ops.aten.mul.Tensor(sigmoid_20, add_5);  sigmoid_20 = add_5 = None
    mul_30 = torch.ops.aten.mul.Tensor(constant_pad_nd_5, mul_29);  constant_pad_nd_5 = mul_29 = None
    _param_constant40_1 = self._param_constant40
    _tensor_constant28_1 = self._tensor_constant28
    _tensor_constant29_1 = self._tensor_constant29
    native_batch_norm_backward_3 = torch.ops.aten.native_batch_norm_backward.default(mul_30, convolution_15, _param_constant40_1, _tensor_constant28_1, _tensor_constant29_1, getitem_28, getitem_29, True, 0.001, [True, True, True]);  mul_30 = convolution_15 = _param_constant40_1 = _tensor_constant28_1 = _tensor_constant29_1 = getitem_28 = getitem_29 = None
    getitem_65 = native_batch_norm_backward_3[0]
    getitem_66 = native_batch_norm_backward_3[1]
    getitem_67 = native_batch_norm_backward_3[2];  native_batch_norm_backward_3 = None
    _param_constant39_1 = self._param_constant39
    convolution_backward_5 = torch.ops.aten.convolution_backward.default(getitem_65, add, _param_constant39_1, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_65 = add = _param_constant39_1 = None
    getitem_68 = convolution_backward_5[0]
    getitem_69 = convolution_backward_5[1]
    getitem_70 = convolution_backward_5[2];  convolution_backward_5 = getitem_70 = None
    _param_constant37_1 = self._param_constant37
    _tensor_constant25_1 = self._tensor_constant25
    _tensor_constant26_1 = self._tensor_constant26
    native_batch_norm_backward_4 = torch.ops.aten.native_batch_norm_backward.default(getitem_68, convolution_14, _param_constant37_1, _tensor_constant25_1, _tensor_constant26_1, getitem_25, getitem_26, True, 0.001, [True, True, True]);  convolution_14 = _param_constant37_1 = _tensor_constant25_1 = _tensor_constant26_1 = getitem_25 = getitem_26 = None
    getitem_71 = native_batch_norm_backward_4[0]
    getitem_72 = native_batch_norm_backward_4[1]
    getitem_73 = native_batch_norm_backward_4[2];  native_batch_norm_backward_4 = None
    _param_constant36_1 = self._param_constant36
    convolution_backward_6 = torch.ops.aten.convolution_backward.default(getitem_71, mul_11, _param_constant36_1, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_71 = mul_11 = _param_constant36_1 = None
    getitem_74 = convolution_backward_6[0]
    getitem_75 = convolution_backward_6[1]
    getitem_76 = convolution_backward_6[2];  convolution_backward_6 = getitem_76 = None
    mul_31 = torch.ops.aten.mul.Tensor(getitem_74, sigmoid_11);  sigmoid_11 = None
    mul_32 = torch.ops.aten.mul.Tensor(getitem_74, mul_9);  getitem_74 = mul_9 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(mul_32, [2, 3], True);  mul_32 = None
    detach_7 = torch.ops.aten.detach.default(detach_2);  detach_2 = None
    sigmoid_backward_1 = torch.ops.aten.sigmoid_backward.default(sum_3, detach_7);  sum_3 = detach_7 = None
    _param_constant34_1 = self._param_constant34
    convolution_backward_7 = torch.ops.aten.convolution_backward.default(sigmoid_backward_1, mul_10, _param_constant34_1, [48], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  sigmoid_backward_1 = mul_10 = _param_constant34_1 = None
    getitem_77 = convolution_backward_7[0]
    getitem_78 = convolution_backward_7[1]
    getitem_79 = convolution_backward_7[2];  convolution_backward_7 = None
    sigmoid_21 = torch.ops.aten.sigmoid.default(convolution_12)
    rsub_4 = torch.ops.aten.rsub.Scalar(sigmoid_21, 1)
    mul_33 = torch.ops.aten.mul.Tensor(convolution_12, rsub_4);  convolution_12 = rsub_4 = None
    add_6 = torch.ops.aten.add.Tensor(mul_33, 1);  mul_33 = None
    mul_34 = torch.ops.aten.mul.Tensor(sigmoid_21, add_6);  sigmoid_21 = add_6 = None
    mul_35 = torch.ops.aten.mul.Tensor(getitem_77, mul_34);  getitem_77 = mul_34 = None
    _param_constant32_1 = self._param_constant32
    convolution_backward_8 = torch.ops.aten.convolution_backward.default(mul_35, mean_2, _param_constant32_1, [2], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  mul_35 = mean_2 = _param_constant32_1 = None
    getitem_80 = convolution_backward_8[0]
    getitem_81 = convolution_backward_8[1]
    getitem_82 = convolution_backward_8[2];  convolution_backward_8 = None
    expand_2 = torch.ops.aten.expand.default(getitem_80, [2, 48, 4, 4]);  getitem_80 = None
    div_2 = torch.ops.aten.div.Scalar(expand_2, 16);  expand_2 = None
    add_7 = torch.ops.aten.add.Tensor(mul_31, div_2);  mul_31 = div_2 = None
    sigmoid_22 = torch.ops.aten.sigmoid.default(getitem_21)
    rsub_5 = torch.ops.aten.rsub.Scalar(sigmoid_22, 1)
    mul_36 = torch.ops.aten.mul.Tensor(getitem_21, rsub_5);  getitem_21 = rsub_5 = None
    add_8 = torch.ops.aten.add.Tensor(mul_36, 1);  mul_36 = None
    mul_37 = torch.ops.aten.mul.Tensor(sigmoid_22, add_8);  sigmoid_22 = add_8 = None
    mul_38 = torch.ops.aten.mul.Tensor(add_7, mul_37);  add_7 = mul_37 = None
    _param_constant30_1 = self._param_constant30
    _tensor_constant22_1 = self._tensor_constant22
    _tensor_constant23_1 = self._tensor_constant23
    native_batch_norm_backward_5 = torch.ops.aten.native_batch_norm_backward.default(mul_38, convolution_11, _param_constant30_1, _tensor_constant22_1, _tensor_constant23_1, getitem_22, getitem_23, True, 0.001, [True, True, True]);  mul_38 = convolution_11 = _param_constant30_1 = _tensor_constant22_1 = _tensor_constant23_1 = getitem_22 = getitem_23 = None
    getitem_83 = native_batch_norm_backward_5[0]
    getitem_84 = native_batch_norm_backward_5[1]
    getitem_85 = native_batch_norm_backward_5[2];  native_batch_norm_backward_5 = None
    _param_constant29_1 = self._param_constant29
    convolution_backward_9 = torch.ops.aten.convolution_backward.default(getitem_83, constant_pad_nd_3, _param_constant29_1, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 48, [True, True, False]);  getitem_83 = constant_pad_nd_3 = _param_constant29_1 = None
    getitem_86 = convolution_backward_9[0]
    getitem_87 = convolution_backward_9[1]
    getitem_88 = convolution_backward_9[2];  convolution_backward_9 = getitem_88 = None
    constant_pad_nd_6 = torch.ops.aten.constant_pad_nd.default(getitem_86, [-1, -1, -1, -1]);  getitem_86 = None
    sigmoid_23 = torch.ops.aten.sigmoid.default(getitem_18)
    rsub_6 = torch.ops.aten.rsub.Scalar(sigmoid_23, 1)
    mul_39 = torch.ops.aten.mul.Tensor(getitem_18, rsub_6);  getitem_18 = rsub_6 = None
    add_9 = torch.ops.aten.add.Tensor(mul_39, 1);  mul_39 = None
    mul_40 = torch.ops.aten.mul.Tensor(sigmoid_23, add_9);  sigmoid_23 = add_9 = None
    mul_41 = torch.ops.aten.mul.Tensor(constant_pad_nd_6, mul_40);  constant_pad_nd_6 = mul_40 = None
    _param_constant27_1 = self._param_constant27
    _tensor_constant19_1 = self._tensor_constant19
    _tensor_constant20_1 = self._tensor_constant20
    native_batch_norm_backward_6 = torch.ops.aten.native_batch_norm_backward.default(mul_41, convolution_10, _param_constant27_1, _tensor_constant19_1, _tensor_constant20_1, getitem_19, getitem_20, True, 0.001, [True, True, True]);  mul_41 = convolution_10 = _param_constant27_1 = _tensor_constant19_1 = _tensor_constant20_1 = getitem_19 = getitem_20 = None
    getitem_89 = native_batch_norm_backward_6[0]
    getitem_90 = native_batch_norm_backward_6[1]
    getitem_91 = native_batch_norm_backward_6[2];  native_batch_norm_backward_6 = None
    _param_constant26_1 = self._param_constant26
    convolution_backward_10 = torch.ops.aten.convolution_backward.default(getitem_89, getitem_15, _param_constant26_1, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_89 = getitem_15 = _param_constant26_1 = None
    getitem_92 = convolution_backward_10[0]
    getitem_93 = convolution_backward_10[1]
    getitem_94 = convolution_backward_10[2];  convolution_backward_10 = getitem_94 = None
    add_10 = torch.ops.aten.add.Tensor(getitem_68, getitem_92);  getitem_68 = getitem_92 = None
    _param_constant24_1 = self._param_constant24
    _tensor_constant16_1 = self._tensor_constant16
    _tensor_constant17_1 = self._tensor_constant17
    native_batch_norm_backward_7 = torch.ops.aten.native_batch_norm_backward.default(add_10, convolution_9, _param_constant24_1, _tensor_constant16_1, _tensor_constant17_1, getitem_16, getitem_17, True, 0.001, [True, True, True]);  add_10 = convolution_9 = _param_constant24_1 = _tensor_constant16_1 = _tensor_constant17_1 = getitem_16 = getitem_17 = None
    getitem_95 = native_batch_norm_backward_7[0]
    getitem_96 = native_batch_norm_backward_7[1]
    getitem_97 = native_batch_norm_backward_7[2];  native_batch_norm_backward_7 = None
    _param_constant23_1 = self._param_constant23
    convolution_backward_11 = torch.ops.aten.convolution_backward.default(getitem_95, mul_7, _param_constant23_1, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_95 = mul_7 = _param_constant23_1 = None
    getitem_98 = convolution_backward_11[0]
    getitem_99 = convolution_backward_11[1]
    getitem_100 = convolution_backward_11[2];  convolution_backward_11 = getitem_100 = None
    mul_42 = torch.ops.aten.mul.Tensor(getitem_98, sigmoid_7);  sigmoid_7 = None
    mul_43 = torch.ops.aten.mul.Tensor(getitem_98, mul_5);  getitem_98 = mul_5 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(mul_43, [2, 3], True);  mul_43 = None
    detach_8 = torch.ops.aten.detach.default(detach_1);  detach_1 = None
    sigmoid_backward_2 = torch.ops.aten.sigmoid_backward.default(sum_4, detach_8);  sum_4 = detach_8 = None
    _param_constant21_1 = self._param_constant21
    convolution_backward_12 = torch.ops.aten.convolution_backward.default(sigmoid_backward_2, mul_6, _param_constant21_1, [48], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  sigmoid_backward_2 = mul_6 = _param_constant21_1 = None
    getitem_101 = convolution_backward_12[0]
    getitem_102 = convolution_backward_12[1]
    getitem_103 = convolution_backward_12[2];  convolution_backward_12 = None
    sigmoid_24 = torch.ops.aten.sigmoid.default(convolution_7)
    rsub_7 = torch.ops.aten.rsub.Scalar(sigmoid_24, 1)
    mul_44 = torch.ops.aten.mul.Tensor(convolution_7, rsub_7);  convolution_7 = rsub_7 = None
    add_11 = torch.ops.aten.add.Tensor(mul_44, 1);  mul_44 = None
    mul_45 = torch.ops.aten.mul.Tensor(sigmoid_24, add_11);  sigmoid_24 = add_11 = None
    mul_46 = torch.ops.aten.mul.Tensor(getitem_101, mul_45);  getitem_101 = mul_45 = None
    _param_constant19_1 = self._param_constant19
    convolution_backward_13 = torch.ops.aten.convolution_backward.default(mul_46, mean_1, _param_constant19_1, [2], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  mul_46 = mean_1 = _param_constant19_1 = None
    getitem_104 = convolution_backward_13[0]
    getitem_105 = convolution_backward_13[1]
    getitem_106 = convolution_backward_13[2];  convolution_backward_13 = None
    expand_3 = torch.ops.aten.expand.default(getitem_104, [2, 48, 4, 4]);  getitem_104 = None
    div_3 = torch.ops.aten.div.Scalar(expand_3, 16);  expand_3 = None
    add_12 = torch.ops.aten.add.Tensor(mul_42, div_3);  mul_42 = div_3 = None
    sigmoid_25 = torch.ops.aten.sigmoid.default(getitem_12)
    rsub_8 = torch.ops.aten.rsub.Scalar(sigmoid_25, 1)
    mul_47 = torch.ops.aten.mul.Tensor(getitem_12, rsub_8);  getitem_12 = rsub_8 = None
    add_13 = torch.ops.aten.add.Tensor(mul_47, 1);  mul_47 = None
    mul_48 = torch.ops.aten.mul.Tensor(sigmoid_25, add_13);  sigmoid_25 = add_13 = None
    mul_49 = torch.ops.aten.mul.Tensor(add_12, mul_48);  add_12 = mul_48 = None
    _param_constant17_1 = self._param_constant17
    _tensor_constant13_1 = self._tensor_constant13
    _tensor_constant14_1 = self._tensor_constant14
    native_batch_norm_backward_8 = torch.ops.aten.native_batch_norm_backward.default(mul_49, convolution_6, _param_constant17_1, _tensor_constant13_1, _tensor_constant14_1, getitem_13, getitem_14, True, 0.001, [True, True, True]);  mul_49 = convolution_6 = _param_constant17_1 = _tensor_constant13_1 = _tensor_constant14_1 = getitem_13 = getitem_14 = None
    getitem_107 = native_batch_norm_backward_8[0]
    getitem_108 = native_batch_norm_backward_8[1]
    getitem_109 = native_batch_norm_backward_8[2];  native_batch_norm_backward_8 = None
    _param_constant16_1 = self._param_constant16
    convolution_backward_14 = torch.ops.aten.convolution_backward.default(getitem_107, constant_pad_nd_2, _param_constant16_1, [0], [2, 2], [0, 0], [1, 1], False, [0, 0], 48, [True, True, False]);  getitem_107 = constant_pad_nd_2 = _param_constant16_1 = None
    getitem_110 = convolution_backward_14[0]
    getitem_111 = convolution_backward_14[1]
    getitem_112 = convolution_backward_14[2];  convolution_backward_14 = getitem_112 = None
    constant_pad_nd_7 = torch.ops.aten.constant_pad_nd.default(getitem_110, [-1, -1, -1, -1]);  getitem_110 = None
    sigmoid_26 = torch.ops.aten.sigmoid.default(getitem_9)
    rsub_9 = torch.ops.aten.rsub.Scalar(sigmoid_26, 1)
    mul_50 = torch.ops.aten.mul.Tensor(getitem_9, rsub_9);  getitem_9 = rsub_9 = None
    add_14 = torch.ops.aten.add.Tensor(mul_50, 1);  mul_50 = None
    mul_51 = torch.ops.aten.mul.Tensor(sigmoid_26, add_14);  sigmoid_26 = add_14 = None
    mul_52 = torch.ops.aten.mul.Tensor(constant_pad_nd_7, mul_51);  constant_pad_nd_7 = mul_51 = None
    _param_constant14_1 = self._param_constant14
    _tensor_constant10_1 = self._tensor_constant10
    _tensor_constant11_1 = self._tensor_constant11
    native_batch_norm_backward_9 = torch.ops.aten.native_batch_norm_backward.default(mul_52, convolution_5, _param_constant14_1, _tensor_constant10_1, _tensor_constant11_1, getitem_10, getitem_11, True, 0.001, [True, True, True]);  mul_52 = convolution_5 = _param_constant14_1 = _tensor_constant10_1 = _tensor_constant11_1 = getitem_10 = getitem_11 = None
    getitem_113 = native_batch_norm_backward_9[0]
    getitem_114 = native_batch_norm_backward_9[1]
    getitem_115 = native_batch_norm_backward_9[2];  native_batch_norm_backward_9 = None
    _param_constant13_1 = self._param_constant13
    convolution_backward_15 = torch.ops.aten.convolution_backward.default(getitem_113, getitem_6, _param_constant13_1, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_113 = getitem_6 = _param_constant13_1 = None
    getitem_116 = convolution_backward_15[0]
    getitem_117 = convolution_backward_15[1]
    getitem_118 = convolution_backward_15[2];  convolution_backward_15 = getitem_118 = None
    _param_constant11_1 = self._param_constant11
    _tensor_constant7_1 = self._tensor_constant7
    _tensor_constant8_1 = self._tensor_constant8
    native_batch_norm_backward_10 = torch.ops.aten.native_batch_norm_backward.default(getitem_116, convolution_4, _param_constant11_1, _tensor_constant7_1, _tensor_constant8_1, getitem_7, getitem_8, True, 0.001, [True, True, True]);  getitem_116 = convolution_4 = _param_constant11_1 = _tensor_constant7_1 = _tensor_constant8_1 = getitem_7 = getitem_8 = None
    getitem_119 = native_batch_norm_backward_10[0]
    getitem_120 = native_batch_norm_backward_10[1]
    getitem_121 = native_batch_norm_backward_10[2];  native_batch_norm_backward_10 = None
    _param_constant10_1 = self._param_constant10
    convolution_backward_16 = torch.ops.aten.convolution_backward.default(getitem_119, mul_3, _param_constant10_1, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_119 = mul_3 = _param_constant10_1 = None
    getitem_122 = convolution_backward_16[0]
    getitem_123 = convolution_backward_16[1]
    getitem_124 = convolution_backward_16[2];  convolution_backward_16 = getitem_124 = None
    mul_53 = torch.ops.aten.mul.Tensor(getitem_122, sigmoid_3);  sigmoid_3 = None
    mul_54 = torch.ops.aten.mul.Tensor(getitem_122, mul_1);  getitem_122 = mul_1 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(mul_54, [2, 3], True);  mul_54 = None
    detach_9 = torch.ops.aten.detach.default(detach);  detach = None
    sigmoid_backward_3 = torch.ops.aten.sigmoid_backward.default(sum_5, detach_9);  sum_5 = detach_9 = None
    _param_constant8_1 = self._param_constant8
    convolution_backward_17 = torch.ops.aten.convolution_backward.default(sigmoid_backward_3, mul_2, _param_constant8_1, [8], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  sigmoid_backward_3 = mul_2 = _param_constant8_1 = None
    getitem_125 = convolution_backward_17[0]
    getitem_126 = convolution_backward_17[1]
    getitem_127 = convolution_backward_17[2];  convolution_backward_17 = None
    sigmoid_27 = torch.ops.aten.sigmoid.default(convolution_2)
    rsub_10 = torch.ops.aten.rsub.Scalar(sigmoid_27, 1)
    mul_55 = torch.ops.aten.mul.Tensor(convolution_2, rsub_10);  convolution_2 = rsub_10 = None
    add_15 = torch.ops.aten.add.Tensor(mul_55, 1);  mul_55 = None
    mul_56 = torch.ops.aten.mul.Tensor(sigmoid_27, add_15);  sigmoid_27 = add_15 = None
    mul_57 = torch.ops.aten.mul.Tensor(getitem_125, mul_56);  getitem_125 = mul_56 = None
    _param_constant6_1 = self._param_constant6
    convolution_backward_18 = torch.ops.aten.convolution_backward.default(mul_57, mean, _param_constant6_1, [2], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  mul_57 = mean = _param_constant6_1 = None
    getitem_128 = convolution_backward_18[0]
    getitem_129 = convolution_backward_18[1]
    getitem_130 = convolution_backward_18[2];  convolution_backward_18 = None
    expand_4 = torch.ops.aten.expand.default(getitem_128, [2, 8, 8, 8]);  getitem_128 = None
    div_4 = torch.ops.aten.div.Scalar(expand_4, 64);  expand_4 = None
    add_16 = torch.ops.aten.add.Tensor(mul_53, div_4);  mul_53 = div_4 = None
    sigmoid_28 = torch.ops.aten.sigmoid.default(getitem_3)
    rsub_11 = torch.ops.aten.rsub.Scalar(sigmoid_28, 1)
    mul_58 = torch.ops.aten.mul.Tensor(getitem_3, rsub_11);  getitem_3 = rsub_11 = None
    add_17 = torch.ops.aten.add.Tensor(mul_58, 1);  mul_58 = None
    mul_59 = torch.ops.aten.mul.Tensor(sigmoid_28, add_17);  sigmoid_28 = add_17 = None
    mul_60 = torch.ops.aten.mul.Tensor(add_16, mul_59);  add_16 = mul_59 = None
    _param_constant4_1 = self._param_constant4
    _tensor_constant4_1 = self._tensor_constant4
    _tensor_constant5_1 = self._tensor_constant5
    native_batch_norm_backward_11 = torch.ops.aten.native_batch_norm_backward.default(mul_60, convolution_1, _param_constant4_1, _tensor_constant4_1, _tensor_constant5_1, getitem_4, getitem_5, True, 0.001, [True, True, True]);  mul_60 = convolution_1 = _param_constant4_1 = _tensor_constant4_1 = _tensor_constant5_1 = getitem_4 = getitem_5 = None
    getitem_131 = native_batch_norm_backward_11[0]
    getitem_132 = native_batch_norm_backward_11[1]
    getitem_133 = native_batch_norm_backward_11[2];  native_batch_norm_backward_11 = None
    _param_constant3_1 = self._param_constant3
    convolution_backward_19 = torch.ops.aten.convolution_backward.default(getitem_131, constant_pad_nd_1, _param_constant3_1, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 8, [True, True, False]);  getitem_131 = constant_pad_nd_1 = _param_constant3_1 = None
    getitem_134 = convolution_backward_19[0]
    getitem_135 = convolution_backward_19[1]
    getitem_136 = convolution_backward_19[2];  convolution_backward_19 = getitem_136 = None
    constant_pad_nd_8 = torch.ops.aten.constant_pad_nd.default(getitem_134, [-1, -1, -1, -1]);  getitem_134 = None
    sigmoid_29 = torch.ops.aten.sigmoid.default(getitem)
    rsub_12 = torch.ops.aten.rsub.Scalar(sigmoid_29, 1)
    mul_61 = torch.ops.aten.mul.Tensor(getitem, rsub_12);  getitem = rsub_12 = None
    add_18 = torch.ops.aten.add.Tensor(mul_61, 1);  mul_61 = None
    mul_62 = torch.ops.aten.mul.Tensor(sigmoid_29, add_18);  sigmoid_29 = add_18 = None
    mul_63 = torch.ops.aten.mul.Tensor(constant_pad_nd_8, mul_62);  constant_pad_nd_8 = mul_62 = None
    _param_constant1_1 = self._param_constant1
    _tensor_constant1_1 = self._tensor_constant1
    _tensor_constant2_1 = self._tensor_constant2
    native_batch_norm_backward_12 = torch.ops.aten.native_batch_norm_backward.default(mul_63, convolution, _param_constant1_1, _tensor_constant1_1, _tensor_constant2_1, getitem_1, getitem_2, True, 0.001, [True, True, True]);  mul_63 = convolution = _param_constant1_1 = _tensor_constant1_1 = _tensor_constant2_1 = getitem_1 = getitem_2 = None
    getitem_137 = native_batch_norm_backward_12[0]
    getitem_138 = native_batch_norm_backward_12[1]
    getitem_139 = native_batch_norm_backward_12[2];  native_batch_norm_backward_12 = None
    _param_constant0_1 = self._param_constant0
    convolution_backward_20 = torch.ops.aten.convolution_backward.default(getitem_137, constant_pad_nd, _param_constant0_1, [0], [2, 2], [0, 0], [1, 1], False, [0, 0], 1, [False, True, False]);  getitem_137 = constant_pad_nd = _param_constant0_1 = None
    getitem_140 = convolution_backward_20[0];  getitem_140 = None
    getitem_141 = convolution_backward_20[1]
    getitem_142 = convolution_backward_20[2];  convolution_backward_20 = getitem_142 = None
    return (getitem_39, getitem_141, getitem_138, getitem_139, getitem_135, getitem_132, getitem_133, getitem_129, getitem_130, getitem_126, getitem_127, getitem_123, getitem_120, getitem_121, getitem_117, getitem_114, getitem_115, getitem_111, getitem_108, getitem_109, getitem_105, getitem_106, getitem_102, getitem_103, getitem_99, getitem_96, getitem_97, getitem_93, getitem_90, getitem_91, getitem_87, getitem_84, getitem_85, getitem_81, getitem_82, getitem_78, getitem_79, getitem_75, getitem_72, getitem_73, getitem_69, getitem_66, getitem_67, getitem_63, getitem_60, getitem_61, getitem_57, getitem_58, getitem_54, getitem_55, getitem_51, getitem_48, getitem_49, getitem_45, getitem_42, getitem_43, t_4, view_1)
    