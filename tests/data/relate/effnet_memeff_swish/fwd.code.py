


def forward(self, x_1, labels_1):
    constant_pad_nd = torch.ops.aten.constant_pad_nd.default(x_1, [1, 1, 1, 1], 0.0);  x_1 = None
    _param_constant0 = self._param_constant0
    convolution = torch.ops.aten.convolution.default(constant_pad_nd, _param_constant0, None, [2, 2], [0, 0], [1, 1], False, [0, 0], 1);  constant_pad_nd = _param_constant0 = None
    _tensor_constant0 = self._tensor_constant0
    add_ = torch.ops.aten.add_.Tensor(_tensor_constant0, 1);  _tensor_constant0 = add_ = None
    empty = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty = None
    _param_constant1 = self._param_constant1
    _param_constant2 = self._param_constant2
    _tensor_constant1 = self._tensor_constant1
    _tensor_constant2 = self._tensor_constant2
    native_batch_norm = torch.ops.aten.native_batch_norm.default(convolution, _param_constant1, _param_constant2, _tensor_constant1, _tensor_constant2, True, 0.010000000000000009, 0.001);  convolution = _param_constant1 = _param_constant2 = _tensor_constant1 = _tensor_constant2 = None
    getitem = native_batch_norm[0]
    getitem_1 = native_batch_norm[1];  getitem_1 = None
    getitem_2 = native_batch_norm[2];  native_batch_norm = getitem_2 = None
    sigmoid = torch.ops.aten.sigmoid.default(getitem)
    mul = torch.ops.aten.mul.Tensor(getitem, sigmoid);  getitem = sigmoid = None
    constant_pad_nd_1 = torch.ops.aten.constant_pad_nd.default(mul, [1, 1, 1, 1], 0.0);  mul = None
    _param_constant3 = self._param_constant3
    convolution_1 = torch.ops.aten.convolution.default(constant_pad_nd_1, _param_constant3, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 8);  constant_pad_nd_1 = _param_constant3 = None
    _tensor_constant3 = self._tensor_constant3
    add__1 = torch.ops.aten.add_.Tensor(_tensor_constant3, 1);  _tensor_constant3 = add__1 = None
    empty_1 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_1 = None
    _param_constant4 = self._param_constant4
    _param_constant5 = self._param_constant5
    _tensor_constant4 = self._tensor_constant4
    _tensor_constant5 = self._tensor_constant5
    native_batch_norm_1 = torch.ops.aten.native_batch_norm.default(convolution_1, _param_constant4, _param_constant5, _tensor_constant4, _tensor_constant5, True, 0.010000000000000009, 0.001);  convolution_1 = _param_constant4 = _param_constant5 = _tensor_constant4 = _tensor_constant5 = None
    getitem_3 = native_batch_norm_1[0]
    getitem_4 = native_batch_norm_1[1];  getitem_4 = None
    getitem_5 = native_batch_norm_1[2];  native_batch_norm_1 = getitem_5 = None
    sigmoid_1 = torch.ops.aten.sigmoid.default(getitem_3)
    mul_1 = torch.ops.aten.mul.Tensor(getitem_3, sigmoid_1);  getitem_3 = sigmoid_1 = None
    mean = torch.ops.aten.mean.dim(mul_1, [-1, -2], True)
    _param_constant6 = self._param_constant6
    _param_constant7 = self._param_constant7
    convolution_2 = torch.ops.aten.convolution.default(mean, _param_constant6, _param_constant7, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean = _param_constant6 = _param_constant7 = None
    sigmoid_2 = torch.ops.aten.sigmoid.default(convolution_2)
    mul_2 = torch.ops.aten.mul.Tensor(convolution_2, sigmoid_2);  convolution_2 = sigmoid_2 = None
    _param_constant8 = self._param_constant8
    _param_constant9 = self._param_constant9
    convolution_3 = torch.ops.aten.convolution.default(mul_2, _param_constant8, _param_constant9, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_2 = _param_constant8 = _param_constant9 = None
    sigmoid_3 = torch.ops.aten.sigmoid.default(convolution_3);  convolution_3 = None
    detach = torch.ops.aten.detach.default(sigmoid_3);  detach = None
    mul_3 = torch.ops.aten.mul.Tensor(sigmoid_3, mul_1);  sigmoid_3 = mul_1 = None
    _param_constant10 = self._param_constant10
    convolution_4 = torch.ops.aten.convolution.default(mul_3, _param_constant10, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_3 = _param_constant10 = None
    _tensor_constant6 = self._tensor_constant6
    add__2 = torch.ops.aten.add_.Tensor(_tensor_constant6, 1);  _tensor_constant6 = add__2 = None
    empty_2 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_2 = None
    _param_constant11 = self._param_constant11
    _param_constant12 = self._param_constant12
    _tensor_constant7 = self._tensor_constant7
    _tensor_constant8 = self._tensor_constant8
    native_batch_norm_2 = torch.ops.aten.native_batch_norm.default(convolution_4, _param_constant11, _param_constant12, _tensor_constant7, _tensor_constant8, True, 0.010000000000000009, 0.001);  convolution_4 = _param_constant11 = _param_constant12 = _tensor_constant7 = _tensor_constant8 = None
    getitem_6 = native_batch_norm_2[0]
    getitem_7 = native_batch_norm_2[1];  getitem_7 = None
    getitem_8 = native_batch_norm_2[2];  native_batch_norm_2 = getitem_8 = None
    _param_constant13 = self._param_constant13
    convolution_5 = torch.ops.aten.convolution.default(getitem_6, _param_constant13, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  getitem_6 = _param_constant13 = None
    _tensor_constant9 = self._tensor_constant9
    add__3 = torch.ops.aten.add_.Tensor(_tensor_constant9, 1);  _tensor_constant9 = add__3 = None
    empty_3 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_3 = None
    _param_constant14 = self._param_constant14
    _param_constant15 = self._param_constant15
    _tensor_constant10 = self._tensor_constant10
    _tensor_constant11 = self._tensor_constant11
    native_batch_norm_3 = torch.ops.aten.native_batch_norm.default(convolution_5, _param_constant14, _param_constant15, _tensor_constant10, _tensor_constant11, True, 0.010000000000000009, 0.001);  convolution_5 = _param_constant14 = _param_constant15 = _tensor_constant10 = _tensor_constant11 = None
    getitem_9 = native_batch_norm_3[0]
    getitem_10 = native_batch_norm_3[1];  getitem_10 = None
    getitem_11 = native_batch_norm_3[2];  native_batch_norm_3 = getitem_11 = None
    sigmoid_4 = torch.ops.aten.sigmoid.default(getitem_9)
    mul_4 = torch.ops.aten.mul.Tensor(getitem_9, sigmoid_4);  getitem_9 = sigmoid_4 = None
    constant_pad_nd_2 = torch.ops.aten.constant_pad_nd.default(mul_4, [1, 1, 1, 1], 0.0);  mul_4 = None
    _param_constant16 = self._param_constant16
    convolution_6 = torch.ops.aten.convolution.default(constant_pad_nd_2, _param_constant16, None, [2, 2], [0, 0], [1, 1], False, [0, 0], 48);  constant_pad_nd_2 = _param_constant16 = None
    _tensor_constant12 = self._tensor_constant12
    add__4 = torch.ops.aten.add_.Tensor(_tensor_constant12, 1);  _tensor_constant12 = add__4 = None
    empty_4 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_4 = None
    _param_constant17 = self._param_constant17
    _param_constant18 = self._param_constant18
    _tensor_constant13 = self._tensor_constant13
    _tensor_constant14 = self._tensor_constant14
    native_batch_norm_4 = torch.ops.aten.native_batch_norm.default(convolution_6, _param_constant17, _param_constant18, _tensor_constant13, _tensor_constant14, True, 0.010000000000000009, 0.001);  convolution_6 = _param_constant17 = _param_constant18 = _tensor_constant13 = _tensor_constant14 = None
    getitem_12 = native_batch_norm_4[0]
    getitem_13 = native_batch_norm_4[1];  getitem_13 = None
    getitem_14 = native_batch_norm_4[2];  native_batch_norm_4 = getitem_14 = None
    sigmoid_5 = torch.ops.aten.sigmoid.default(getitem_12)
    mul_5 = torch.ops.aten.mul.Tensor(getitem_12, sigmoid_5);  getitem_12 = sigmoid_5 = None
    mean_1 = torch.ops.aten.mean.dim(mul_5, [-1, -2], True)
    _param_constant19 = self._param_constant19
    _param_constant20 = self._param_constant20
    convolution_7 = torch.ops.aten.convolution.default(mean_1, _param_constant19, _param_constant20, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_1 = _param_constant19 = _param_constant20 = None
    sigmoid_6 = torch.ops.aten.sigmoid.default(convolution_7)
    mul_6 = torch.ops.aten.mul.Tensor(convolution_7, sigmoid_6);  convolution_7 = sigmoid_6 = None
    _param_constant21 = self._param_constant21
    _param_constant22 = self._param_constant22
    convolution_8 = torch.ops.aten.convolution.default(mul_6, _param_constant21, _param_constant22, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_6 = _param_constant21 = _param_constant22 = None
    sigmoid_7 = torch.ops.aten.sigmoid.default(convolution_8);  convolution_8 = None
    detach_1 = torch.ops.aten.detach.default(sigmoid_7);  detach_1 = None
    mul_7 = torch.ops.aten.mul.Tensor(sigmoid_7, mul_5);  sigmoid_7 = mul_5 = None
    _param_constant23 = self._param_constant23
    convolution_9 = torch.ops.aten.convolution.default(mul_7, _param_constant23, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_7 = _param_constant23 = None
    _tensor_constant15 = self._tensor_constant15
    add__5 = torch.ops.aten.add_.Tensor(_tensor_constant15, 1);  _tensor_constant15 = add__5 = None
    empty_5 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_5 = None
    _param_constant24 = self._param_constant24
    _param_constant25 = self._param_constant25
    _tensor_constant16 = self._tensor_constant16
    _tensor_constant17 = self._tensor_constant17
    native_batch_norm_5 = torch.ops.aten.native_batch_norm.default(convolution_9, _param_constant24, _param_constant25, _tensor_constant16, _tensor_constant17, True, 0.010000000000000009, 0.001);  convolution_9 = _param_constant24 = _param_constant25 = _tensor_constant16 = _tensor_constant17 = None
    getitem_15 = native_batch_norm_5[0]
    getitem_16 = native_batch_norm_5[1];  getitem_16 = None
    getitem_17 = native_batch_norm_5[2];  native_batch_norm_5 = getitem_17 = None
    _param_constant26 = self._param_constant26
    convolution_10 = torch.ops.aten.convolution.default(getitem_15, _param_constant26, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant26 = None
    _tensor_constant18 = self._tensor_constant18
    add__6 = torch.ops.aten.add_.Tensor(_tensor_constant18, 1);  _tensor_constant18 = add__6 = None
    empty_6 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_6 = None
    _param_constant27 = self._param_constant27
    _param_constant28 = self._param_constant28
    _tensor_constant19 = self._tensor_constant19
    _tensor_constant20 = self._tensor_constant20
    native_batch_norm_6 = torch.ops.aten.native_batch_norm.default(convolution_10, _param_constant27, _param_constant28, _tensor_constant19, _tensor_constant20, True, 0.010000000000000009, 0.001);  convolution_10 = _param_constant27 = _param_constant28 = _tensor_constant19 = _tensor_constant20 = None
    getitem_18 = native_batch_norm_6[0]
    getitem_19 = native_batch_norm_6[1];  getitem_19 = None
    getitem_20 = native_batch_norm_6[2];  native_batch_norm_6 = getitem_20 = None
    sigmoid_8 = torch.ops.aten.sigmoid.default(getitem_18)
    mul_8 = torch.ops.aten.mul.Tensor(getitem_18, sigmoid_8);  getitem_18 = sigmoid_8 = None
    constant_pad_nd_3 = torch.ops.aten.constant_pad_nd.default(mul_8, [1, 1, 1, 1], 0.0);  mul_8 = None
    _param_constant29 = self._param_constant29
    convolution_11 = torch.ops.aten.convolution.default(constant_pad_nd_3, _param_constant29, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 48);  constant_pad_nd_3 = _param_constant29 = None
    _tensor_constant21 = self._tensor_constant21
    add__7 = torch.ops.aten.add_.Tensor(_tensor_constant21, 1);  _tensor_constant21 = add__7 = None
    empty_7 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_7 = None
    _param_constant30 = self._param_constant30
    _param_constant31 = self._param_constant31
    _tensor_constant22 = self._tensor_constant22
    _tensor_constant23 = self._tensor_constant23
    native_batch_norm_7 = torch.ops.aten.native_batch_norm.default(convolution_11, _param_constant30, _param_constant31, _tensor_constant22, _tensor_constant23, True, 0.010000000000000009, 0.001);  convolution_11 = _param_constant30 = _param_constant31 = _tensor_constant22 = _tensor_constant23 = None
    getitem_21 = native_batch_norm_7[0]
    getitem_22 = native_batch_norm_7[1];  getitem_22 = None
    getitem_23 = native_batch_norm_7[2];  native_batch_norm_7 = getitem_23 = None
    sigmoid_9 = torch.ops.aten.sigmoid.default(getitem_21)
    mul_9 = torch.ops.aten.mul.Tensor(getitem_21, sigmoid_9);  getitem_21 = sigmoid_9 = None
    mean_2 = torch.ops.aten.mean.dim(mul_9, [-1, -2], True)
    _param_constant32 = self._param_constant32
    _param_constant33 = self._param_constant33
    convolution_12 = torch.ops.aten.convolution.default(mean_2, _param_constant32, _param_constant33, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_2 = _param_constant32 = _param_constant33 = None
    sigmoid_10 = torch.ops.aten.sigmoid.default(convolution_12)
    mul_10 = torch.ops.aten.mul.Tensor(convolution_12, sigmoid_10);  convolution_12 = sigmoid_10 = None
    _param_constant34 = self._param_constant34
    _param_constant35 = self._param_constant35
    convolution_13 = torch.ops.aten.convolution.default(mul_10, _param_constant34, _param_constant35, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_10 = _param_constant34 = _param_constant35 = None
    sigmoid_11 = torch.ops.aten.sigmoid.default(convolution_13);  convolution_13 = None
    detach_2 = torch.ops.aten.detach.default(sigmoid_11);  detach_2 = None
    mul_11 = torch.ops.aten.mul.Tensor(sigmoid_11, mul_9);  sigmoid_11 = mul_9 = None
    _param_constant36 = self._param_constant36
    convolution_14 = torch.ops.aten.convolution.default(mul_11, _param_constant36, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_11 = _param_constant36 = None
    _tensor_constant24 = self._tensor_constant24
    add__8 = torch.ops.aten.add_.Tensor(_tensor_constant24, 1);  _tensor_constant24 = add__8 = None
    empty_8 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_8 = None
    _param_constant37 = self._param_constant37
    _param_constant38 = self._param_constant38
    _tensor_constant25 = self._tensor_constant25
    _tensor_constant26 = self._tensor_constant26
    native_batch_norm_8 = torch.ops.aten.native_batch_norm.default(convolution_14, _param_constant37, _param_constant38, _tensor_constant25, _tensor_constant26, True, 0.010000000000000009, 0.001);  convolution_14 = _param_constant37 = _param_constant38 = _tensor_constant25 = _tensor_constant26 = None
    getitem_24 = native_batch_norm_8[0]
    getitem_25 = native_batch_norm_8[1];  getitem_25 = None
    getitem_26 = native_batch_norm_8[2];  native_batch_norm_8 = getitem_26 = None
    add = torch.ops.aten.add.Tensor(getitem_24, getitem_15);  getitem_24 = getitem_15 = None
    _param_constant39 = self._param_constant39
    convolution_15 = torch.ops.aten.convolution.default(add, _param_constant39, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  add = _param_constant39 = None
    _tensor_constant27 = self._tensor_constant27
    add__9 = torch.ops.aten.add_.Tensor(_tensor_constant27, 1);  _tensor_constant27 = add__9 = None
    empty_9 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_9 = None
    _param_constant40 = self._param_constant40
    _param_constant41 = self._param_constant41
    _tensor_constant28 = self._tensor_constant28
    _tensor_constant29 = self._tensor_constant29
    native_batch_norm_9 = torch.ops.aten.native_batch_norm.default(convolution_15, _param_constant40, _param_constant41, _tensor_constant28, _tensor_constant29, True, 0.010000000000000009, 0.001);  convolution_15 = _param_constant40 = _param_constant41 = _tensor_constant28 = _tensor_constant29 = None
    getitem_27 = native_batch_norm_9[0]
    getitem_28 = native_batch_norm_9[1];  getitem_28 = None
    getitem_29 = native_batch_norm_9[2];  native_batch_norm_9 = getitem_29 = None
    sigmoid_12 = torch.ops.aten.sigmoid.default(getitem_27)
    mul_12 = torch.ops.aten.mul.Tensor(getitem_27, sigmoid_12);  getitem_27 = sigmoid_12 = None
    constant_pad_nd_4 = torch.ops.aten.constant_pad_nd.default(mul_12, [2, 2, 2, 2], 0.0);  mul_12 = None
    _param_constant42 = self._param_constant42
    convolution_16 = torch.ops.aten.convolution.default(constant_pad_nd_4, _param_constant42, None, [2, 2], [0, 0], [1, 1], False, [0, 0], 48);  constant_pad_nd_4 = _param_constant42 = None
    _tensor_constant30 = self._tensor_constant30
    add__10 = torch.ops.aten.add_.Tensor(_tensor_constant30, 1);  _tensor_constant30 = add__10 = None
    empty_10 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_10 = None
    _param_constant43 = self._param_constant43
    _param_constant44 = self._param_constant44
    _tensor_constant31 = self._tensor_constant31
    _tensor_constant32 = self._tensor_constant32
    native_batch_norm_10 = torch.ops.aten.native_batch_norm.default(convolution_16, _param_constant43, _param_constant44, _tensor_constant31, _tensor_constant32, True, 0.010000000000000009, 0.001);  convolution_16 = _param_constant43 = _param_constant44 = _tensor_constant31 = _tensor_constant32 = None
    getitem_30 = native_batch_norm_10[0]
    getitem_31 = native_batch_norm_10[1];  getitem_31 = None
    getitem_32 = native_batch_norm_10[2];  native_batch_norm_10 = getitem_32 = None
    sigmoid_13 = torch.ops.aten.sigmoid.default(getitem_30)
    mul_13 = torch.ops.aten.mul.Tensor(getitem_30, sigmoid_13);  getitem_30 = sigmoid_13 = None
    mean_3 = torch.ops.aten.mean.dim(mul_13, [-1, -2], True)
    _param_constant45 = self._param_constant45
    _param_constant46 = self._param_constant46
    convolution_17 = torch.ops.aten.convolution.default(mean_3, _param_constant45, _param_constant46, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_3 = _param_constant45 = _param_constant46 = None
    sigmoid_14 = torch.ops.aten.sigmoid.default(convolution_17)
    mul_14 = torch.ops.aten.mul.Tensor(convolution_17, sigmoid_14);  convolution_17 = sigmoid_14 = None
    _param_constant47 = self._param_constant47
    _param_constant48 = self._param_constant48
    convolution_18 = torch.ops.aten.convolution.default(mul_14, _param_constant47, _param_constant48, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_14 = _param_constant47 = _param_constant48 = None
    sigmoid_15 = torch.ops.aten.sigmoid.default(convolution_18);  convolution_18 = None
    detach_3 = torch.ops.aten.detach.default(sigmoid_15);  detach_3 = None
    mul_15 = torch.ops.aten.mul.Tensor(sigmoid_15, mul_13);  sigmoid_15 = mul_13 = None
    _param_constant49 = self._param_constant49
    convolution_19 = torch.ops.aten.convolution.default(mul_15, _param_constant49, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_15 = _param_constant49 = None
    _tensor_constant33 = self._tensor_constant33
    add__11 = torch.ops.aten.add_.Tensor(_tensor_constant33, 1);  _tensor_constant33 = add__11 = None
    empty_11 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_11 = None
    _param_constant50 = self._param_constant50
    _param_constant51 = self._param_constant51
    _tensor_constant34 = self._tensor_constant34
    _tensor_constant35 = self._tensor_constant35
    native_batch_norm_11 = torch.ops.aten.native_batch_norm.default(convolution_19, _param_constant50, _param_constant51, _tensor_constant34, _tensor_constant35, True, 0.010000000000000009, 0.001);  convolution_19 = _param_constant50 = _param_constant51 = _tensor_constant34 = _tensor_constant35 = None
    getitem_33 = native_batch_norm_11[0]
    getitem_34 = native_batch_norm_11[1];  getitem_34 = None
    getitem_35 = native_batch_norm_11[2];  native_batch_norm_11 = getitem_35 = None
    _param_constant52 = self._param_constant52
    convolution_20 = torch.ops.aten.convolution.default(getitem_33, _param_constant52, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  getitem_33 = _param_constant52 = None
    _tensor_constant36 = self._tensor_constant36
    add__12 = torch.ops.aten.add_.Tensor(_tensor_constant36, 1);  _tensor_constant36 = add__12 = None
    empty_12 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_12 = None
    _param_constant53 = self._param_constant53
    _param_constant54 = self._param_constant54
    _tensor_constant37 = self._tensor_constant37
    _tensor_constant38 = self._tensor_constant38
    native_batch_norm_12 = torch.ops.aten.native_batch_norm.default(convolution_20, _param_constant53, _param_constant54, _tensor_constant37, _tensor_constant38, True, 0.010000000000000009, 0.001);  convolution_20 = _param_constant53 = _param_constant54 = _tensor_constant37 = _tensor_constant38 = None
    getitem_36 = native_batch_norm_12[0]
    getitem_37 = native_batch_norm_12[1];  getitem_37 = None
    getitem_38 = native_batch_norm_12[2];  native_batch_norm_12 = getitem_38 = None
    sigmoid_16 = torch.ops.aten.sigmoid.default(getitem_36)
    mul_16 = torch.ops.aten.mul.Tensor(getitem_36, sigmoid_16);  getitem_36 = sigmoid_16 = None
    mean_4 = torch.ops.aten.mean.dim(mul_16, [-1, -2], True);  mul_16 = None
    view = torch.ops.aten.view.default(mean_4, [2, 320]);  mean_4 = None
    _param_constant55 = self._param_constant55
    t = torch.ops.aten.t.default(_param_constant55);  _param_constant55 = None
    _param_constant56 = self._param_constant56
    addmm = torch.ops.aten.addmm.default(_param_constant56, view, t);  _param_constant56 = view = t = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm, 1, False);  addmm = None
    detach_4 = torch.ops.aten.detach.default(_log_softmax);  detach_4 = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
    getitem_39 = nll_loss_forward[0]
    getitem_40 = nll_loss_forward[1];  nll_loss_forward = getitem_40 = None
    return getitem_39
    