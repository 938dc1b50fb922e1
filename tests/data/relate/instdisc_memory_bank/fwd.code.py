


def forward(self, inputs_1, indexes_1, targets_1):
    _param_constant0 = self._param_constant0
    convolution = torch.ops.aten.convolution.default(inputs_1, _param_constant0, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  inputs_1 = _param_constant0 = None
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
    add__3 = torch.ops.aten.add_.Tensor(getitem_6, relu);  getitem_6 = relu = None
    relu_2 = torch.ops.aten.relu.default(add__3);  add__3 = None
    detach_2 = torch.ops.aten.detach.default(relu_2);  detach_2 = None
    _param_constant9 = self._param_constant9
    convolution_3 = torch.ops.aten.convolution.default(relu_2, _param_constant9, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  _param_constant9 = None
    _tensor_constant9 = self._tensor_constant9
    add__4 = torch.ops.aten.add_.Tensor(_tensor_constant9, 1);  _tensor_constant9 = add__4 = None
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
    add__5 = torch.ops.aten.add_.Tensor(_tensor_constant12, 1);  _tensor_constant12 = add__5 = None
    empty_4 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_4 = None
    _param_constant13 = self._param_constant13
    _param_constant14 = self._param_constant14
    _tensor_constant13 = self._tensor_constant13
    _tensor_constant14 = self._tensor_constant14
    native_batch_norm_4 = torch.ops.aten.native_batch_norm.default(convolution_4, _param_constant13, _param_constant14, _tensor_constant13, _tensor_constant14, True, 0.1, 1e-05);  convolution_4 = _param_constant13 = _param_constant14 = _tensor_constant13 = _tensor_constant14 = None
    getitem_12 = native_batch_norm_4[0]
    getitem_13 = native_batch_norm_4[1];  getitem_13 = None
    getitem_14 = native_batch_norm_4[2];  native_batch_norm_4 = getitem_14 = None
    add__6 = torch.ops.aten.add_.Tensor(getitem_12, relu_2);  getitem_12 = relu_2 = None
    relu_4 = torch.ops.aten.relu.default(add__6);  add__6 = None
    detach_4 = torch.ops.aten.detach.default(relu_4);  detach_4 = None
    _param_constant15 = self._param_constant15
    convolution_5 = torch.ops.aten.convolution.default(relu_4, _param_constant15, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1);  _param_constant15 = None
    _tensor_constant15 = self._tensor_constant15
    add__7 = torch.ops.aten.add_.Tensor(_tensor_constant15, 1);  _tensor_constant15 = add__7 = None
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
    add__8 = torch.ops.aten.add_.Tensor(_tensor_constant18, 1);  _tensor_constant18 = add__8 = None
    empty_6 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_6 = None
    _param_constant19 = self._param_constant19
    _param_constant20 = self._param_constant20
    _tensor_constant19 = self._tensor_constant19
    _tensor_constant20 = self._tensor_constant20
    native_batch_norm_6 = torch.ops.aten.native_batch_norm.default(convolution_6, _param_constant19, _param_constant20, _tensor_constant19, _tensor_constant20, True, 0.1, 1e-05);  convolution_6 = _param_constant19 = _param_constant20 = _tensor_constant19 = _tensor_constant20 = None
    getitem_18 = native_batch_norm_6[0]
    getitem_19 = native_batch_norm_6[1];  getitem_19 = None
    getitem_20 = native_batch_norm_6[2];  native_batch_norm_6 = getitem_20 = None
    _param_constant21 = self._param_constant21
    convolution_7 = torch.ops.aten.convolution.default(relu_4, _param_constant21, None, [2, 2], [0, 0], [1, 1], False, [0, 0], 1);  relu_4 = _param_constant21 = None
    _tensor_constant21 = self._tensor_constant21
    add__9 = torch.ops.aten.add_.Tensor(_tensor_constant21, 1);  _tensor_constant21 = add__9 = None
    empty_7 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_7 = None
    _param_constant22 = self._param_constant22
    _param_constant23 = self._param_constant23
    _tensor_constant22 = self._tensor_constant22
    _tensor_constant23 = self._tensor_constant23
    native_batch_norm_7 = torch.ops.aten.native_batch_norm.default(convolution_7, _param_constant22, _param_constant23, _tensor_constant22, _tensor_constant23, True, 0.1, 1e-05);  convolution_7 = _param_constant22 = _param_constant23 = _tensor_constant22 = _tensor_constant23 = None
    getitem_21 = native_batch_norm_7[0]
    getitem_22 = native_batch_norm_7[1];  getitem_22 = None
    getitem_23 = native_batch_norm_7[2];  native_batch_norm_7 = getitem_23 = None
    add__10 = torch.ops.aten.add_.Tensor(getitem_18, getitem_21);  getitem_18 = getitem_21 = None
    relu_6 = torch.ops.aten.relu.default(add__10);  add__10 = None
    detach_6 = torch.ops.aten.detach.default(relu_6);  detach_6 = None
    _param_constant24 = self._param_constant24
    convolution_8 = torch.ops.aten.convolution.default(relu_6, _param_constant24, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  _param_constant24 = None
    _tensor_constant24 = self._tensor_constant24
    add__11 = torch.ops.aten.add_.Tensor(_tensor_constant24, 1);  _tensor_constant24 = add__11 = None
    empty_8 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_8 = None
    _param_constant25 = self._param_constant25
    _param_constant26 = self._param_constant26
    _tensor_constant25 = self._tensor_constant25
    _tensor_constant26 = self._tensor_constant26
    native_batch_norm_8 = torch.ops.aten.native_batch_norm.default(convolution_8, _param_constant25, _param_constant26, _tensor_constant25, _tensor_constant26, True, 0.1, 1e-05);  convolution_8 = _param_constant25 = _param_constant26 = _tensor_constant25 = _tensor_constant26 = None
    getitem_24 = native_batch_norm_8[0]
    getitem_25 = native_batch_norm_8[1];  getitem_25 = None
    getitem_26 = native_batch_norm_8[2];  native_batch_norm_8 = getitem_26 = None
    relu_7 = torch.ops.aten.relu.default(getitem_24);  getitem_24 = None
    detach_7 = torch.ops.aten.detach.default(relu_7);  detach_7 = None
    _param_constant27 = self._param_constant27
    convolution_9 = torch.ops.aten.convolution.default(relu_7, _param_constant27, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_7 = _param_constant27 = None
    _tensor_constant27 = self._tensor_constant27
    add__12 = torch.ops.aten.add_.Tensor(_tensor_constant27, 1);  _tensor_constant27 = add__12 = None
    empty_9 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_9 = None
    _param_constant28 = self._param_constant28
    _param_constant29 = self._param_constant29
    _tensor_constant28 = self._tensor_constant28
    _tensor_constant29 = self._tensor_constant29
    native_batch_norm_9 = torch.ops.aten.native_batch_norm.default(convolution_9, _param_constant28, _param_constant29, _tensor_constant28, _tensor_constant29, True, 0.1, 1e-05);  convolution_9 = _param_constant28 = _param_constant29 = _tensor_constant28 = _tensor_constant29 = None
    getitem_27 = native_batch_norm_9[0]
    getitem_28 = native_batch_norm_9[1];  getitem_28 = None
    getitem_29 = native_batch_norm_9[2];  native_batch_norm_9 = getitem_29 = None
    add__13 = torch.ops.aten.add_.Tensor(getitem_27, relu_6);  getitem_27 = relu_6 = None
    relu_8 = torch.ops.aten.relu.default(add__13);  add__13 = None
    detach_8 = torch.ops.aten.detach.default(relu_8);  detach_8 = None
    _param_constant30 = self._param_constant30
    convolution_10 = torch.ops.aten.convolution.default(relu_8, _param_constant30, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1);  _param_constant30 = None
    _tensor_constant30 = self._tensor_constant30
    add__14 = torch.ops.aten.add_.Tensor(_tensor_constant30, 1);  _tensor_constant30 = add__14 = None
    empty_10 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_10 = None
    _param_constant31 = self._param_constant31
    _param_constant32 = self._param_constant32
    _tensor_constant31 = self._tensor_constant31
    _tensor_constant32 = self._tensor_constant32
    native_batch_norm_10 = torch.ops.aten.native_batch_norm.default(convolution_10, _param_constant31, _param_constant32, _tensor_constant31, _tensor_constant32, True, 0.1, 1e-05);  convolution_10 = _param_constant31 = _param_constant32 = _tensor_constant31 = _tensor_constant32 = None
    getitem_30 = native_batch_norm_10[0]
    getitem_31 = native_batch_norm_10[1];  getitem_31 = None
    getitem_32 = native_batch_norm_10[2];  native_batch_norm_10 = getitem_32 = None
    relu_9 = torch.ops.aten.relu.default(getitem_30);  getitem_30 = None
    detach_9 = torch.ops.aten.detach.default(relu_9);  detach_9 = None
    _param_constant33 = self._param_constant33
    convolution_11 = torch.ops.aten.convolution.default(relu_9, _param_constant33, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_9 = _param_constant33 = None
    _tensor_constant33 = self._tensor_constant33
    add__15 = torch.ops.aten.add_.Tensor(_tensor_constant33, 1);  _tensor_constant33 = add__15 = None
    empty_11 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_11 = None
    _param_constant34 = self._param_constant34
    _param_constant35 = self._param_constant35
    _tensor_constant34 = self._tensor_constant34
    _tensor_constant35 = self._tensor_constant35
    native_batch_norm_11 = torch.ops.aten.native_batch_norm.default(convolution_11, _param_constant34, _param_constant35, _tensor_constant34, _tensor_constant35, True, 0.1, 1e-05);  convolution_11 = _param_constant34 = _param_constant35 = _tensor_constant34 = _tensor_constant35 = None
    getitem_33 = native_batch_norm_11[0]
    getitem_34 = native_batch_norm_11[1];  getitem_34 = None
    getitem_35 = native_batch_norm_11[2];  native_batch_norm_11 = getitem_35 = None
    _param_constant36 = self._param_constant36
    convolution_12 = torch.ops.aten.convolution.default(relu_8, _param_constant36, None, [2, 2], [0, 0], [1, 1], False, [0, 0], 1);  relu_8 = _param_constant36 = None
    _tensor_constant36 = self._tensor_constant36
    add__16 = torch.ops.aten.add_.Tensor(_tensor_constant36, 1);  _tensor_constant36 = add__16 = None
    empty_12 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_12 = None
    _param_constant37 = self._param_constant37
    _param_constant38 = self._param_constant38
    _tensor_constant37 = self._tensor_constant37
    _tensor_constant38 = self._tensor_constant38
    native_batch_norm_12 = torch.ops.aten.native_batch_norm.default(convolution_12, _param_constant37, _param_constant38, _tensor_constant37, _tensor_constant38, True, 0.1, 1e-05);  convolution_12 = _param_constant37 = _param_constant38 = _tensor_constant37 = _tensor_constant38 = None
    getitem_36 = native_batch_norm_12[0]
    getitem_37 = native_batch_norm_12[1];  getitem_37 = None
    getitem_38 = native_batch_norm_12[2];  native_batch_norm_12 = getitem_38 = None
    add__17 = torch.ops.aten.add_.Tensor(getitem_33, getitem_36);  getitem_33 = getitem_36 = None
    relu_10 = torch.ops.aten.relu.default(add__17);  add__17 = None
    detach_10 = torch.ops.aten.detach.default(relu_10);  detach_10 = None
    _param_constant39 = self._param_constant39
    convolution_13 = torch.ops.aten.convolution.default(relu_10, _param_constant39, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  _param_constant39 = None
    _tensor_constant39 = self._tensor_constant39
    add__18 = torch.ops.aten.add_.Tensor(_tensor_constant39, 1);  _tensor_constant39 = add__18 = None
    empty_13 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_13 = None
    _param_constant40 = self._param_constant40
    _param_constant41 = self._param_constant41
    _tensor_constant40 = self._tensor_constant40
    _tensor_constant41 = self._tensor_constant41
    native_batch_norm_13 = torch.ops.aten.native_batch_norm.default(convolution_13, _param_constant40, _param_constant41, _tensor_constant40, _tensor_constant41, True, 0.1, 1e-05);  convolution_13 = _param_constant40 = _param_constant41 = _tensor_constant40 = _tensor_constant41 = None
    getitem_39 = native_batch_norm_13[0]
    getitem_40 = native_batch_norm_13[1];  getitem_40 = None
    getitem_41 = native_batch_norm_13[2];  native_batch_norm_13 = getitem_41 = None
    relu_11 = torch.ops.aten.relu.default(getitem_39);  getitem_39 = None
    detach_11 = torch.ops.aten.detach.default(relu_11);  detach_11 = None
    _param_constant42 = self._param_constant42
    convolution_14 = torch.ops.aten.convolution.default(relu_11, _param_constant42, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_11 = _param_constant42 = None
    _tensor_constant42 = self._tensor_constant42
    add__19 = torch.ops.aten.add_.Tensor(_tensor_constant42, 1);  _tensor_constant42 = add__19 = None
    empty_14 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_14 = None
    _param_constant43 = self._param_constant43
    _param_constant44 = self._param_constant44
    _tensor_constant43 = self._tensor_constant43
    _tensor_constant44 = self._tensor_constant44
    native_batch_norm_14 = torch.ops.aten.native_batch_norm.default(convolution_14, _param_constant43, _param_constant44, _tensor_constant43, _tensor_constant44, True, 0.1, 1e-05);  convolution_14 = _param_constant43 = _param_constant44 = _tensor_constant43 = _tensor_constant44 = None
    getitem_42 = native_batch_norm_14[0]
    getitem_43 = native_batch_norm_14[1];  getitem_43 = None
    getitem_44 = native_batch_norm_14[2];  native_batch_norm_14 = getitem_44 = None
    add__20 = torch.ops.aten.add_.Tensor(getitem_42, relu_10);  getitem_42 = relu_10 = None
    relu_12 = torch.ops.aten.relu.default(add__20);  add__20 = None
    detach_12 = torch.ops.aten.detach.default(relu_12);  detach_12 = None
    _param_constant45 = self._param_constant45
    convolution_15 = torch.ops.aten.convolution.default(relu_12, _param_constant45, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1);  _param_constant45 = None
    _tensor_constant45 = self._tensor_constant45
    add__21 = torch.ops.aten.add_.Tensor(_tensor_constant45, 1);  _tensor_constant45 = add__21 = None
    empty_15 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_15 = None
    _param_constant46 = self._param_constant46
    _param_constant47 = self._param_constant47
    _tensor_constant46 = self._tensor_constant46
    _tensor_constant47 = self._tensor_constant47
    native_batch_norm_15 = torch.ops.aten.native_batch_norm.default(convolution_15, _param_constant46, _param_constant47, _tensor_constant46, _tensor_constant47, True, 0.1, 1e-05);  convolution_15 = _param_constant46 = _param_constant47 = _tensor_constant46 = _tensor_constant47 = None
    getitem_45 = native_batch_norm_15[0]
    getitem_46 = native_batch_norm_15[1];  getitem_46 = None
    getitem_47 = native_batch_norm_15[2];  native_batch_norm_15 = getitem_47 = None
    relu_13 = torch.ops.aten.relu.default(getitem_45);  getitem_45 = None
    detach_13 = torch.ops.aten.detach.default(relu_13);  detach_13 = None
    _param_constant48 = self._param_constant48
    convolution_16 = torch.ops.aten.convolution.default(relu_13, _param_constant48, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_13 = _param_constant48 = None
    _tensor_constant48 = self._tensor_constant48
    add__22 = torch.ops.aten.add_.Tensor(_tensor_constant48, 1);  _tensor_constant48 = add__22 = None
    empty_16 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_16 = None
    _param_constant49 = self._param_constant49
    _param_constant50 = self._param_constant50
    _tensor_constant49 = self._tensor_constant49
    _tensor_constant50 = self._tensor_constant50
    native_batch_norm_16 = torch.ops.aten.native_batch_norm.default(convolution_16, _param_constant49, _param_constant50, _tensor_constant49, _tensor_constant50, True, 0.1, 1e-05);  convolution_16 = _param_constant49 = _param_constant50 = _tensor_constant49 = _tensor_constant50 = None
    getitem_48 = native_batch_norm_16[0]
    getitem_49 = native_batch_norm_16[1];  getitem_49 = None
    getitem_50 = native_batch_norm_16[2];  native_batch_norm_16 = getitem_50 = None
    _param_constant51 = self._param_constant51
    convolution_17 = torch.ops.aten.convolution.default(relu_12, _param_constant51, None, [2, 2], [0, 0], [1, 1], False, [0, 0], 1);  relu_12 = _param_constant51 = None
    _tensor_constant51 = self._tensor_constant51
    add__23 = torch.ops.aten.add_.Tensor(_tensor_constant51, 1);  _tensor_constant51 = add__23 = None
    empty_17 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_17 = None
    _param_constant52 = self._param_constant52
    _param_constant53 = self._param_constant53
    _tensor_constant52 = self._tensor_constant52
    _tensor_constant53 = self._tensor_constant53
    native_batch_norm_17 = torch.ops.aten.native_batch_norm.default(convolution_17, _param_constant52, _param_constant53, _tensor_constant52, _tensor_constant53, True, 0.1, 1e-05);  convolution_17 = _param_constant52 = _param_constant53 = _tensor_constant52 = _tensor_constant53 = None
    getitem_51 = native_batch_norm_17[0]
    getitem_52 = native_batch_norm_17[1];  getitem_52 = None
    getitem_53 = native_batch_norm_17[2];  native_batch_norm_17 = getitem_53 = None
    add__24 = torch.ops.aten.add_.Tensor(getitem_48, getitem_51);  getitem_48 = getitem_51 = None
    relu_14 = torch.ops.aten.relu.default(add__24);  add__24 = None
    detach_14 = torch.ops.aten.detach.default(relu_14);  detach_14 = None
    _param_constant54 = self._param_constant54
    convolution_18 = torch.ops.aten.convolution.default(relu_14, _param_constant54, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  _param_constant54 = None
    _tensor_constant54 = self._tensor_constant54
    add__25 = torch.ops.aten.add_.Tensor(_tensor_constant54, 1);  _tensor_constant54 = add__25 = None
    empty_18 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_18 = None
    _param_constant55 = self._param_constant55
    _param_constant56 = self._param_constant56
    _tensor_constant55 = self._tensor_constant55
    _tensor_constant56 = self._tensor_constant56
    native_batch_norm_18 = torch.ops.aten.native_batch_norm.default(convolution_18, _param_constant55, _param_constant56, _tensor_constant55, _tensor_constant56, True, 0.1, 1e-05);  convolution_18 = _param_constant55 = _param_constant56 = _tensor_constant55 = _tensor_constant56 = None
    getitem_54 = native_batch_norm_18[0]
    getitem_55 = native_batch_norm_18[1];  getitem_55 = None
    getitem_56 = native_batch_norm_18[2];  native_batch_norm_18 = getitem_56 = None
    relu_15 = torch.ops.aten.relu.default(getitem_54);  getitem_54 = None
    detach_15 = torch.ops.aten.detach.default(relu_15);  detach_15 = None
    _param_constant57 = self._param_constant57
    convolution_19 = torch.ops.aten.convolution.default(relu_15, _param_constant57, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_15 = _param_constant57 = None
    _tensor_constant57 = self._tensor_constant57
    add__26 = torch.ops.aten.add_.Tensor(_tensor_constant57, 1);  _tensor_constant57 = add__26 = None
    empty_19 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_19 = None
    _param_constant58 = self._param_constant58
    _param_constant59 = self._param_constant59
    _tensor_constant58 = self._tensor_constant58
    _tensor_constant59 = self._tensor_constant59
    native_batch_norm_19 = torch.ops.aten.native_batch_norm.default(convolution_19, _param_constant58, _param_constant59, _tensor_constant58, _tensor_constant59, True, 0.1, 1e-05);  convolution_19 = _param_constant58 = _param_constant59 = _tensor_constant58 = _tensor_constant59 = None
    getitem_57 = native_batch_norm_19[0]
    getitem_58 = native_batch_norm_19[1];  getitem_58 = None
    getitem_59 = native_batch_norm_19[2];  native_batch_norm_19 = getitem_59 = None
    add__27 = torch.ops.aten.add_.Tensor(getitem_57, relu_14);  getitem_57 = relu_14 = None
    relu_16 = torch.ops.aten.relu.default(add__27);  add__27 = None
    detach_16 = torch.ops.aten.detach.default(relu_16);  detach_16 = None
    avg_pool2d = torch.ops.aten.avg_pool2d.default(relu_16, [4, 4]);  relu_16 = None
    view = torch.ops.aten.view.default(avg_pool2d, [4, -1]);  avg_pool2d = None
    _param_constant60 = self._param_constant60
    t = torch.ops.aten.t.default(_param_constant60);  _param_constant60 = None
    _param_constant61 = self._param_constant61
    addmm = torch.ops.aten.addmm.default(_param_constant61, view, t);  _param_constant61 = view = t = None
    pow_1 = torch.ops.aten.pow.Tensor_Scalar(addmm, 2)
    sum_1 = torch.ops.aten.sum.dim_IntList(pow_1, [1], True);  pow_1 = None
    pow_2 = torch.ops.aten.pow.Tensor_Scalar(sum_1, 0.5);  sum_1 = None
    div = torch.ops.aten.div.Tensor(addmm, pow_2);  addmm = pow_2 = None
    _tensor_constant60 = self._tensor_constant60
    select = torch.ops.aten.select.int(_tensor_constant60, 0, 0);  _tensor_constant60 = None
    _tensor_constant61 = self._tensor_constant61
    t_1 = torch.ops.aten.t.default(_tensor_constant61);  _tensor_constant61 = None
    mm = torch.ops.aten.mm.default(div, t_1);  div = t_1 = None
    div_ = torch.ops.aten.div_.Tensor(mm, select);  mm = select = None
    _log_softmax = torch.ops.aten._log_softmax.default(div_, 1, False);  div_ = None
    detach_17 = torch.ops.aten.detach.default(_log_softmax);  detach_17 = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, targets_1, None, 1, -100);  _log_softmax = targets_1 = None
    getitem_60 = nll_loss_forward[0]
    getitem_61 = nll_loss_forward[1];  nll_loss_forward = getitem_61 = None
    return getitem_60
    