


def forward(self, inputs_1, indexes_1, targets_1):
    _param_constant0 = self._param_constant0
    convolution = torch.ops.aten.convolution.default(inputs_1, _param_constant0, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  _param_constant0 = None
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
    relu_1 = torch.ops.aten.relu.default(getitem_3);  getitem_3 = None
    detach_1 = torch.ops.aten.detach.default(relu_1)
    _param_constant6 = self._param_constant6
    convolution_2 = torch.ops.aten.convolution.default(relu_1, _param_constant6, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  _param_constant6 = None
    _tensor_constant6 = self._tensor_constant6
    add__2 = torch.ops.aten.add_.Tensor(_tensor_constant6, 1);  _tensor_constant6 = add__2 = None
    empty_2 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_2 = None
    _param_constant7 = self._param_constant7
    _param_constant8 = self._param_constant8
    _tensor_constant7 = self._tensor_constant7
    _tensor_constant8 = self._tensor_constant8
    native_batch_norm_2 = torch.ops.aten.native_batch_norm.default(convolution_2, _param_constant7, _param_constant8, _tensor_constant7, _tensor_constant8, True, 0.1, 1e-05);  _param_constant7 = _param_constant8 = _tensor_constant7 = _tensor_constant8 = None
    getitem_6 = native_batch_norm_2[0]
    getitem_7 = native_batch_norm_2[1]
    getitem_8 = native_batch_norm_2[2];  native_batch_norm_2 = None
    add__3 = torch.ops.aten.add_.Tensor(getitem_6, relu);  getitem_6 = None
    relu_2 = torch.ops.aten.relu.default(add__3);  add__3 = None
    detach_2 = torch.ops.aten.detach.default(relu_2)
    _param_constant9 = self._param_constant9
    convolution_3 = torch.ops.aten.convolution.default(relu_2, _param_constant9, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  _param_constant9 = None
    _tensor_constant9 = self._tensor_constant9
    add__4 = torch.ops.aten.add_.Tensor(_tensor_constant9, 1);  _tensor_constant9 = add__4 = None
    empty_3 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_3 = None
    _param_constant10 = self._param_constant10
    _param_constant11 = self._param_constant11
    _tensor_constant10 = self._tensor_constant10
    _tensor_constant11 = self._tensor_constant11
    native_batch_norm_3 = torch.ops.aten.native_batch_norm.default(convolution_3, _param_constant10, _param_constant11, _tensor_constant10, _tensor_constant11, True, 0.1, 1e-05);  _param_constant10 = _param_constant11 = _tensor_constant10 = _tensor_constant11 = None
    getitem_9 = native_batch_norm_3[0]
    getitem_10 = native_batch_norm_3[1]
    getitem_11 = native_batch_norm_3[2];  native_batch_norm_3 = None
    relu_3 = torch.ops.aten.relu.default(getitem_9);  getitem_9 = None
    detach_3 = torch.ops.aten.detach.default(relu_3)
    _param_constant12 = self._param_constant12
    convolution_4 = torch.ops.aten.convolution.default(relu_3, _param_constant12, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  _param_constant12 = None
    _tensor_constant12 = self._tensor_constant12
    add__5 = torch.ops.aten.add_.Tensor(_tensor_constant12, 1);  _tensor_constant12 = add__5 = None
    empty_4 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_4 = None
    _param_constant13 = self._param_constant13
    _param_constant14 = self._param_constant14
    _tensor_constant13 = self._tensor_constant13
    _tensor_constant14 = self._tensor_constant14
    native_batch_norm_4 = torch.ops.aten.native_batch_norm.default(convolution_4, _param_constant13, _param_constant14, _tensor_constant13, _tensor_constant14, True, 0.1, 1e-05);  _param_constant13 = _param_constant14 = _tensor_constant13 = _tensor_constant14 = None
    getitem_12 = native_batch_norm_4[0]
    getitem_13 = native_batch_norm_4[1]
    getitem_14 = native_batch_norm_4[2];  native_batch_norm_4 = None
    add__6 = torch.ops.aten.add_.Tensor(getitem_12, relu_2);  getitem_12 = None
    relu_4 = torch.ops.aten.relu.default(add__6);  add__6 = None
    detach_4 = torch.ops.aten.detach.default(relu_4)
    _param_constant15 = self._param_constant15
    convolution_5 = torch.ops.aten.convolution.default(relu_4, _param_constant15, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1);  _param_constant15 = None
    _tensor_constant15 = self._tensor_constant15
    add__7 = torch.ops.aten.add_.Tensor(_tensor_constant15, 1);  _tensor_constant15 = add__7 = None
    empty_5 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_5 = None
    _param_constant16 = self._param_constant16
    _param_constant17 = self._param_constant17
    _tensor_constant16 = self._tensor_constant16
    _tensor_constant17 = self._tensor_constant17
    native_batch_norm_5 = torch.ops.aten.native_batch_norm.default(convolution_5, _param_constant16, _param_constant17, _tensor_constant16, _tensor_constant17, True, 0.1, 1e-05);  _param_constant16 = _param_constant17 = _tensor_constant16 = _tensor_constant17 = None
    getitem_15 = native_batch_norm_5[0]
    getitem_16 = native_batch_norm_5[1]
    getitem_17 = native_batch_norm_5[2];  native_batch_norm_5 = None
    relu_5 = torch.ops.aten.relu.default(getitem_15);  getitem_15 = None
    detach_5 = torch.ops.aten.detach.default(relu_5)
    _param_constant18 = self._param_constant18
    convolution_6 = torch.ops.aten.convolution.default(relu_5, _param_constant18, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  _param_constant18 = None
    _tensor_constant18 = self._tensor_constant18
    add__8 = torch.ops.aten.add_.Tensor(_tensor_constant18, 1);  _tensor_constant18 = add__8 = None
    empty_6 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_6 = None
    _param_constant19 = self._param_constant19
    _param_constant20 = self._param_constant20
    _tensor_constant19 = self._tensor_constant19
    _tensor_constant20 = self._tensor_constant20
    native_batch_norm_6 = torch.ops.aten.native_batch_norm.default(convolution_6, _param_constant19, _param_constant20, _tensor_constant19, _tensor_constant20, True, 0.1, 1e-05);  _param_constant19 = _param_constant20 = _tensor_constant19 = _tensor_constant20 = None
    getitem_18 = native_batch_norm_6[0]
    getitem_19 = native_batch_norm_6[1]
    getitem_20 = native_batch_norm_6[2];  native_batch_norm_6 = None
    _param_constant21 = self._param_constant21
    convolution_7 = torch.ops.aten.convolution.default(relu_4, _param_constant21, None, [2, 2], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant21 = None
    _tensor_constant21 = self._tensor_constant21
    add__9 = torch.ops.aten.add_.Tensor(_tensor_constant21, 1);  _tensor_constant21 = add__9 = None
    empty_7 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_7 = None
    _param_constant22 = self._param_constant22
    _param_constant23 = self._param_constant23
    _tensor_constant22 = self._tensor_constant22
    _tensor_constant23 = self._tensor_constant23
    native_batch_norm_7 = torch.ops.aten.native_batch_norm.default(convolution_7, _param_constant22, _param_constant23, _tensor_constant22, _tensor_constant23, True, 0.1, 1e-05);  _param_constant22 = _param_constant23 = _tensor_constant22 = _tensor_constant23 = None
    getitem_21 = native_batch_norm_7[0]
    getitem_22 = native_batch_norm_7[1]
    getitem_23 = native_batch_norm_7[2];  native_batch_norm_7 = None
    add__10 = torch.ops.aten.add_.Tensor(getitem_18, getitem_21);  getitem_18 = getitem_21 = None
    relu_6 = torch.ops.aten.relu.default(add__10);  add__10 = None
    detach_6 = torch.ops.aten.detach.default(relu_6)
    _param_constant24 = self._param_constant24
    convolution_8 = torch.ops.aten.convolution.default(relu_6, _param_constant24, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  _param_constant24 = None
    _tensor_constant24 = self._tensor_constant24
    add__11 = torch.ops.aten.add_.Tensor(_tensor_constant24, 1);  _tensor_constant24 = add__11 = None
    empty_8 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_8 = None
    _param_constant25 = self._param_constant25
    _param_constant26 = self._param_constant26
    _tensor_constant25 = self._tensor_constant25
    _tensor_constant26 = self._tensor_constant26
    native_batch_norm_8 = torch.ops.aten.native_batch_norm.default(convolution_8, _param_constant25, _param_constant26, _tensor_constant25, _tensor_constant26, True, 0.1, 1e-05);  _param_constant25 = _param_constant26 = _tensor_constant25 = _tensor_constant26 = None
    getitem_24 = native_batch_norm_8[0]
    getitem_25 = native_batch_norm_8[1]
    getitem_26 = native_batch_norm_8[2];  native_batch_norm_8 = None
    relu_7 = torch.ops.aten.relu.default(getitem_24);  getitem_24 = None
    detach_7 = torch.ops.aten.detach.default(relu_7)
    _param_constant27 = self._param_constant27
    convolution_9 = torch.ops.aten.convolution.default(relu_7, _param_constant27, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  _param_constant27 = None
    _tensor_constant27 = self._tensor_constant27
    add__12 = torch.ops.aten.add_.Tensor(_tensor_constant27, 1);  _tensor_constant27 = add__12 = None
    empty_9 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_9 = None
    _param_constant28 = self._param_constant28
    _param_constant29 = self._param_constant29
    _tensor_constant28 = self._tensor_constant28
    _tensor_constant29 = self._tensor_constant29
    native_batch_norm_9 = torch.ops.aten.native_batch_norm.default(convolution_9, _param_constant28, _param_constant29, _tensor_constant28, _tensor_constant29, True, 0.1, 1e-05);  _param_constant28 = _param_constant29 = _tensor_constant28 = _tensor_constant29 = None
    getitem_27 = native_batch_norm_9[0]
    getitem_28 = native_batch_norm_9[1]
    getitem_29 = native_batch_norm_9[2];  native_batch_norm_9 = None
    add__13 = torch.ops.aten.add_.Tensor(getitem_27, relu_6);  getitem_27 = None
    relu_8 = torch.ops.aten.relu.default(add__13);  add__13 = None
    detach_8 = torch.ops.aten.detach.default(relu_8)
    _param_constant30 = self._param_constant30
    convolution_10 = torch.ops.aten.convolution.default(relu_8, _param_constant30, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1);  _param_constant30 = None
    _tensor_constant30 = self._tensor_constant30
    add__14 = torch.ops.aten.add_.Tensor(_tensor_constant30, 1);  _tensor_constant30 = add__14 = None
    empty_10 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_10 = None
    _param_constant31 = self._param_constant31
    _param_constant32 = self._param_constant32
    _tensor_constant31 = self._tensor_constant31
    _tensor_constant32 = self._tensor_constant32
    native_batch_norm_10 = torch.ops.aten.native_batch_norm.default(convolution_10, _param_constant31, _param_constant32, _tensor_constant31, _tensor_constant32, True, 0.1, 1e-05);  _param_constant31 = _param_constant32 = _tensor_constant31 = _tensor_constant32 = None
    getitem_30 = native_batch_norm_10[0]
    getitem_31 = native_batch_norm_10[1]
    getitem_32 = native_batch_norm_10[2];  native_batch_norm_10 = None
    relu_9 = torch.ops.aten.relu.default(getitem_30);  getitem_30 = None
    detach_9 = torch.ops.aten.detach.default(relu_9)
    _param_constant33 = self._param_constant33
    convolution_11 = torch.ops.aten.convolution.default(relu_9, _param_constant33, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  _param_constant33 = None
    _tensor_constant33 = self._tensor_constant33
    add__15 = torch.ops.aten.add_.Tensor(_tensor_constant33, 1);  _tensor_constant33 = add__15 = None
    empty_11 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_11 = None
    _param_constant34 = self._param_constant34
    _param_constant35 = self._param_constant35
    _tensor_constant34 = self._tensor_constant34
    _tensor_constant35 = self._tensor_constant35
    native_batch_norm_11 = torch.ops.aten.native_batch_norm.default(convolution_11, _param_constant34, _param_constant35, _tensor_constant34, _tensor_constant35, True, 0.1, 1e-05);  _param_constant34 = _param_constant35 = _tensor_constant34 = _tensor_constant35 = None
    getitem_33 = native_batch_norm_11[0]
    getitem_34 = native_batch_norm_11[1]
    getitem_35 = native_batch_norm_11[2];  native_batch_norm_11 = None
    _param_constant36 = self._param_constant36
    convolution_12 = torch.ops.aten.convolution.default(relu_8, _param_constant36, None, [2, 2], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant36 = None
    _tensor_constant36 = self._tensor_constant36
    add__16 = torch.ops.aten.add_.Tensor(_tensor_constant36, 1);  _tensor_constant36 = add__16 = None
    empty_12 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_12 = None
    _param_constant37 = self._param_constant37
    _param_constant38 = self._param_constant38
    _tensor_constant37 = self._tensor_constant37
    _tensor_constant38 = self._tensor_constant38
    native_batch_norm_12 = torch.ops.aten.native_batch_norm.default(convolution_12, _param_constant37, _param_constant38, _tensor_constant37, _tensor_constant38, True, 0.1, 1e-05);  _param_constant37 = _param_constant38 = _tensor_constant37 = _tensor_constant38 = None
    getitem_36 = native_batch_norm_12[0]
    getitem_37 = native_batch_norm_12[1]
    getitem_38 = native_batch_norm_12[2];  native_batch_norm_12 = None
    add__17 = torch.ops.aten.add_.Tensor(getitem_33, getitem_36);  getitem_33 = getitem_36 = None
    relu_10 = torch.ops.aten.relu.default(add__17);  add__17 = None
    detach_10 = torch.ops.aten.detach.default(relu_10)
    _param_constant39 = self._param_constant39
    convolution_13 = torch.ops.aten.convolution.default(relu_10, _param_constant39, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  _param_constant39 = None
    _tensor_constant39 = self._tensor_constant39
    add__18 = torch.ops.aten.add_.Tensor(_tensor_constant39, 1);  _tensor_constant39 = add__18 = None
    empty_13 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_13 = None
    _param_constant40 = self._param_constant40
    _param_constant41 = self._param_constant41
    _tensor_constant40 = self._tensor_constant40
    _tensor_constant41 = self._tensor_constant41
    native_batch_norm_13 = torch.ops.aten.native_batch_norm.default(convolution_13, _param_constant40, _param_constant41, _tensor_constant40, _tensor_constant41, True, 0.1, 1e-05);  _param_constant40 = _param_constant41 = _tensor_constant40 = _tensor_constant41 = None
    getitem_39 = native_batch_norm_13[0]
    getitem_40 = native_batch_norm_13[1]
    getitem_41 = native_batch_norm_13[2];  native_batch_norm_13 = None
    relu_11 = torch.ops.aten.relu.default(getitem_39);  getitem_39 = None
    detach_11 = torch.ops.aten.detach.default(relu_11)
    _param_constant42 = self._param_constant42
    convolution_14 = torch.ops.aten.convolution.default(relu_11, _param_constant42, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  _param_constant42 = None
    _tensor_constant42 = self._tensor_constant42
    add__19 = torch.ops.aten.add_.Tensor(_tensor_constant42, 1);  _tensor_constant42 = add__19 = None
    empty_14 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_14 = None
    _param_constant43 = self._param_constant43
    _param_constant44 = self._param_constant44
    _tensor_constant43 = self._tensor_constant43
    _tensor_constant44 = self._tensor_constant44
    native_batch_norm_14 = torch.ops.aten.native_batch_norm.default(convolution_14, _param_constant43, _param_constant44, _tensor_constant43, _tensor_constant44, True, 0.1, 1e-05);  _param_constant43 = _param_constant44 = _tensor_constant43 = _tensor_constant44 = None
    getitem_42 = native_batch_norm_14[0]
    getitem_43 = native_batch_norm_14[1]
    getitem_44 = native_batch_norm_14[2];  native_batch_norm_14 = None
    add__20 = torch.ops.aten.add_.Tensor(getitem_42, relu_10);  getitem_42 = None
    relu_12 = torch.ops.aten.relu.default(add__20);  add__20 = None
    detach_12 = torch.ops.aten.detach.default(relu_12)
    _param_constant45 = self._param_constant45
    convolution_15 = torch.ops.aten.convolution.default(relu_12, _param_constant45, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1);  _param_constant45 = None
    _tensor_constant45 = self._tensor_constant45
    add__21 = torch.ops.aten.add_.Tensor(_tensor_constant45, 1);  _tensor_constant45 = add__21 = None
    empty_15 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_15 = None
    _param_constant46 = self._param_constant46
    _param_constant47 = self._param_constant47
    _tensor_constant46 = self._tensor_constant46
    _tensor_constant47 = self._tensor_constant47
    native_batch_norm_15 = torch.ops.aten.native_batch_norm.default(convolution_15, _param_constant46, _param_constant47, _tensor_constant46, _tensor_constant47, True, 0.1, 1e-05);  _param_constant46 = _param_constant47 = _tensor_constant46 = _tensor_constant47 = None
    getitem_45 = native_batch_norm_15[0]
    getitem_46 = native_batch_norm_15[1]
    getitem_47 = native_batch_norm_15[2];  native_batch_norm_15 = None
    relu_13 = torch.ops.aten.relu.default(getitem_45);  getitem_45 = None
    detach_13 = torch.ops.aten.detach.default(relu_13)
    _param_constant48 = self._param_constant48
    convolution_16 = torch.ops.aten.convolution.default(relu_13, _param_constant48, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  _param_constant48 = None
    _tensor_constant48 = self._tensor_constant48
    add__22 = torch.ops.aten.add_.Tensor(_tensor_constant48, 1);  _tensor_constant48 = add__22 = None
    empty_16 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_16 = None
    _param_constant49 = self._param_constant49
    _param_constant50 = self._param_constant50
    _tensor_constant49 = self._tensor_constant49
    _tensor_constant50 = self._tensor_constant50
    native_batch_norm_16 = torch.ops.aten.native_batch_norm.default(convolution_16, _param_constant49, _param_constant50, _tensor_constant49, _tensor_constant50, True, 0.1, 1e-05);  _param_constant49 = _param_constant50 = _tensor_constant49 = _tensor_constant50 = None
    getitem_48 = native_batch_norm_16[0]
    getitem_49 = native_batch_norm_16[1]
    getitem_50 = native_batch_norm_16[2];  native_batch_norm_16 = None
    _param_constant51 = self._param_constant51
    convolution_17 = torch.ops.aten.convolution.default(relu_12, _param_constant51, None, [2, 2], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant51 = None
    _tensor_constant51 = self._tensor_constant51
    add__23 = torch.ops.aten.add_.Tensor(_tensor_constant51, 1);  _tensor_constant51 = add__23 = None
    empty_17 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_17 = None
    _param_constant52 = self._param_constant52
    _param_constant53 = self._param_constant53
    _tensor_constant52 = self._tensor_constant52
    _tensor_constant53 = self._tensor_constant53
    native_batch_norm_17 = torch.ops.aten.native_batch_norm.default(convolution_17, _param_constant52, _param_constant53, _tensor_constant52, _tensor_constant53, True, 0.1, 1e-05);  _param_constant52 = _param_constant53 = _tensor_constant52 = _tensor_constant53 = None
    getitem_51 = native_batch_norm_17[0]
    getitem_52 = native_batch_norm_17[1]
    getitem_53 = native_batch_norm_17[2];  native_batch_norm_17 = None
    add__24 = torch.ops.aten.add_.Tensor(getitem_48, getitem_51);  getitem_48 = getitem_51 = None
    relu_14 = torch.ops.aten.relu.default(add__24);  add__24 = None
    detach_14 = torch.ops.aten.detach.default(relu_14)
    _param_constant54 = self._param_constant54
    convolution_18 = torch.ops.aten.convolution.default(relu_14, _param_constant54, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  _param_constant54 = None
    _tensor_constant54 = self._tensor_constant54
    add__25 = torch.ops.aten.add_.Tensor(_tensor_constant54, 1);  _tensor_constant54 = add__25 = None
    empty_18 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_18 = None
    _param_constant55 = self._param_constant55
    _param_constant56 = self._param_constant56
    _tensor_constant55 = self._tensor_constant55
    _tensor_constant56 = self._tensor_constant56
    native_batch_norm_18 = torch.ops.aten.native_batch_norm.default(convolution_18, _param_constant55, _param_constant56, _tensor_constant55, _tensor_constant56, True, 0.1, 1e-05);  _param_constant55 = _param_constant56 = _tensor_constant55 = _tensor_constant56 = None
    getitem_54 = native_batch_norm_18[0]
    getitem_55 = native_batch_norm_18[1]
    getitem_56 = native_batch_norm_18[2];  native_batch_norm_18 = None
    relu_15 = torch.ops.aten.relu.default(getitem_54);  getitem_54 = None
    detach_15 = torch.ops.aten.detach.default(relu_15)
    _param_constant57 = self._param_constant57
    convolution_19 = torch.ops.aten.convolution.default(relu_15, _param_constant57, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  _param_constant57 = None
    _tensor_constant57 = self._tensor_constant57
    add__26 = torch.ops.aten.add_.Tensor(_tensor_constant57, 1);  _tensor_constant57 = add__26 = None
    empty_19 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_19 = None
    _param_constant58 = self._param_constant58
    _param_constant59 = self._param_constant59
    _tensor_constant58 = self._tensor_constant58
    _tensor_constant59 = self._tensor_constant59
    native_batch_norm_19 = torch.ops.aten.native_batch_norm.default(convolution_19, _param_constant58, _param_constant59, _tensor_constant58, _tensor_constant59, True, 0.1, 1e-05);  _param_constant58 = _param_constant59 = _tensor_constant58 = _tensor_constant59 = None
    getitem_57 = native_batch_norm_19[0]
    getitem_58 = native_batch_norm_19[1]
    getitem_59 = native_batch_norm_19[2];  native_batch_norm_19 = None
    add__27 = torch.ops.aten.add_.Tensor(getitem_57, relu_14);  getitem_57 = None
    relu_16 = torch.ops.aten.relu.default(add__27);  add__27 = None
    detach_16 = torch.ops.aten.detach.default(relu_16)
    avg_pool2d = torch.ops.aten.avg_pool2d.default(relu_16, [4, 4])
    view = torch.ops.aten.view.default(avg_pool2d, [4, -1]);  avg_pool2d = None
    _param_constant60 = self._param_constant60
    t = torch.ops.aten.t.default(_param_constant60);  _param_constant60 = None
    _param_constant61 = self._param_constant61
    addmm = torch.ops.aten.addmm.default(_param_constant61, view, t);  _param_constant61 = None
    pow_1 = torch.ops.aten.pow.Tensor_Scalar(addmm, 2)
    sum_1 = torch.ops.aten.sum.dim_IntList(pow_1, [1], True);  pow_1 = None
    pow_2 = torch.ops.aten.pow.Tensor_Scalar(sum_1, 0.5)
    div = torch.ops.aten.div.Tensor(addmm, pow_2)
    _tensor_constant60 = self._tensor_constant60
    select = torch.ops.aten.select.int(_tensor_constant60, 0, 0);  _tensor_constant60 = None
    _tensor_constant61 = self._tensor_constant61
    t_1 = torch.ops.aten.t.default(_tensor_constant61);  _tensor_constant61 = None
    mm = torch.ops.aten.mm.default(div, t_1);  t_1 = None
    div_ = torch.ops.aten.div_.Tensor(mm, select);  mm = select = None
    _log_softmax = torch.ops.aten._log_softmax.default(div_, 1, False);  div_ = None
    detach_17 = torch.ops.aten.detach.default(_log_softmax)
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, targets_1, None, 1, -100)
    getitem_60 = nll_loss_forward[0]
    getitem_61 = nll_loss_forward[1];  nll_loss_forward = None
    ones_like = torch.ops.aten.ones_like.default(getitem_60, pin_memory = False, memory_format = torch.preserve_format)
    nll_loss_backward = torch.ops.aten.nll_loss_backward.default(ones_like, _log_softmax, targets_1, None, 1, -100, getitem_61);  ones_like = _log_softmax = targets_1 = getitem_61 = None
    detach_18 = torch.ops.aten.detach.default(detach_17);  detach_17 = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach_18, 1, torch.float32);  nll_loss_backward = detach_18 = None
    _tensor_constant60_1 = self._tensor_constant60
    select_1 = torch.ops.aten.select.int(_tensor_constant60_1, 0, 0);  _tensor_constant60_1 = None
    _tensor_constant60_2 = self._tensor_constant60
    select_2 = torch.ops.aten.select.int(_tensor_constant60_2, 0, 1);  _tensor_constant60_2 = None
    detach_19 = torch.ops.aten.detach.default(_log_softmax_backward_data)
    div__1 = torch.ops.aten.div_.Tensor(detach_19, select_1);  detach_19 = select_1 = div__1 = None
    detach_20 = torch.ops.aten.detach.default(_log_softmax_backward_data);  _log_softmax_backward_data = None
    _tensor_constant61_1 = self._tensor_constant61
    mm_1 = torch.ops.aten.mm.default(detach_20, _tensor_constant61_1);  detach_20 = _tensor_constant61_1 = None
    view_1 = torch.ops.aten.view.default(indexes_1, [-1])
    _tensor_constant61_2 = self._tensor_constant61
    index_select = torch.ops.aten.index_select.default(_tensor_constant61_2, 0, view_1);  _tensor_constant61_2 = view_1 = None
    mul_ = torch.ops.aten.mul_.Tensor(index_select, select_2);  index_select = None
    rsub = torch.ops.aten.rsub.Scalar(select_2, 1);  select_2 = None
    mul = torch.ops.aten.mul.Tensor(div, rsub);  div = rsub = None
    add__28 = torch.ops.aten.add_.Tensor(mul_, mul);  mul_ = mul = None
    pow_3 = torch.ops.aten.pow.Tensor_Scalar(add__28, 2)
    sum_2 = torch.ops.aten.sum.dim_IntList(pow_3, [1], True);  pow_3 = None
    pow_4 = torch.ops.aten.pow.Tensor_Scalar(sum_2, 0.5);  sum_2 = None
    div_1 = torch.ops.aten.div.Tensor(add__28, pow_4);  add__28 = pow_4 = None
    _tensor_constant61_3 = self._tensor_constant61
    index_copy_ = torch.ops.aten.index_copy_.default(_tensor_constant61_3, 0, indexes_1, div_1);  _tensor_constant61_3 = indexes_1 = div_1 = index_copy_ = None
    div_2 = torch.ops.aten.div.Tensor(addmm, pow_2)
    div_3 = torch.ops.aten.div.Tensor(div_2, pow_2);  div_2 = None
    neg = torch.ops.aten.neg.default(mm_1)
    mul_1 = torch.ops.aten.mul.Tensor(neg, div_3);  neg = div_3 = None
    div_4 = torch.ops.aten.div.Tensor(mm_1, pow_2);  mm_1 = pow_2 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(mul_1, [1], True);  mul_1 = None
    pow_5 = torch.ops.aten.pow.Tensor_Scalar(sum_1, -0.5);  sum_1 = None
    mul_2 = torch.ops.aten.mul.Scalar(pow_5, 0.5);  pow_5 = None
    mul_3 = torch.ops.aten.mul.Tensor(sum_3, mul_2);  sum_3 = mul_2 = None
    expand = torch.ops.aten.expand.default(mul_3, [4, 8]);  mul_3 = None
    pow_6 = torch.ops.aten.pow.Tensor_Scalar(addmm, 1.0);  addmm = None
    mul_4 = torch.ops.aten.mul.Scalar(pow_6, 2.0);  pow_6 = None
    mul_5 = torch.ops.aten.mul.Tensor(expand, mul_4);  expand = mul_4 = None
    add = torch.ops.aten.add.Tensor(div_4, mul_5);  div_4 = mul_5 = None
    t_2 = torch.ops.aten.t.default(t);  t = None
    mm_2 = torch.ops.aten.mm.default(add, t_2);  t_2 = None
    t_3 = torch.ops.aten.t.default(add)
    mm_3 = torch.ops.aten.mm.default(t_3, view);  t_3 = view = None
    t_4 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(add, [0], True);  add = None
    view_2 = torch.ops.aten.view.default(sum_4, [8]);  sum_4 = None
    t_5 = torch.ops.aten.t.default(t_4);  t_4 = None
    view_3 = torch.ops.aten.view.default(mm_2, [4, 32, 1, 1]);  mm_2 = None
    avg_pool2d_backward = torch.ops.aten.avg_pool2d_backward.default(view_3, relu_16, [4, 4], [], [0, 0], False, True, None);  view_3 = relu_16 = None
    detach_21 = torch.ops.aten.detach.default(detach_16);  detach_16 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(avg_pool2d_backward, detach_21, 0);  avg_pool2d_backward = detach_21 = None
    _param_constant58_1 = self._param_constant58
    _tensor_constant58_1 = self._tensor_constant58
    _tensor_constant59_1 = self._tensor_constant59
    native_batch_norm_backward = torch.ops.aten.native_batch_norm_backward.default(threshold_backward, convolution_19, _param_constant58_1, _tensor_constant58_1, _tensor_constant59_1, getitem_58, getitem_59, True, 1e-05, [True, True, True]);  convolution_19 = _param_constant58_1 = _tensor_constant58_1 = _tensor_constant59_1 = getitem_58 = getitem_59 = None
    getitem_62 = native_batch_norm_backward[0]
    getitem_63 = native_batch_norm_backward[1]
    getitem_64 = native_batch_norm_backward[2];  native_batch_norm_backward = None
    _param_constant57_1 = self._param_constant57
    convolution_backward = torch.ops.aten.convolution_backward.default(getitem_62, relu_15, _param_constant57_1, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_62 = relu_15 = _param_constant57_1 = None
    getitem_65 = convolution_backward[0]
    getitem_66 = convolution_backward[1]
    getitem_67 = convolution_backward[2];  convolution_backward = getitem_67 = None
    detach_22 = torch.ops.aten.detach.default(detach_15);  detach_15 = None
    threshold_backward_1 = torch.ops.aten.threshold_backward.default(getitem_65, detach_22, 0);  getitem_65 = detach_22 = None
    _param_constant55_1 = self._param_constant55
    _tensor_constant55_1 = self._tensor_constant55
    _tensor_constant56_1 = self._tensor_constant56
    native_batch_norm_backward_1 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_1, convolution_18, _param_constant55_1, _tensor_constant55_1, _tensor_constant56_1, getitem_55, getitem_56, True, 1e-05, [True, True, True]);  threshold_backward_1 = convolution_18 = _param_constant55_1 = _tensor_constant55_1 = _tensor_constant56_1 = getitem_55 = getitem_56 = None
    getitem_68 = native_batch_norm_backward_1[0]
    getitem_69 = native_batch_norm_backward_1[1]
    getitem_70 = native_batch_norm_backward_1[2];  native_batch_norm_backward_1 = None
    _param_constant54_1 = self._param_constant54
    convolution_backward_1 = torch.ops.aten.convolution_backward.default(getitem_68, relu_14, _param_constant54_1, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_68 = relu_14 = _param_constant54_1 = None
    getitem_71 = convolution_backward_1[0]
    getitem_72 = convolution_backward_1[1]
    getitem_73 = convolution_backward_1[2];  convolution_backward_1 = getitem_73 = None
    add_1 = torch.ops.aten.add.Tensor(threshold_backward, getitem_71);  threshold_backward = getitem_71 = None
    detach_23 = torch.ops.aten.detach.default(detach_14);  detach_14 = None
    threshold_backward_2 = torch.ops.aten.threshold_backward.default(add_1, detach_23, 0);  add_1 = detach_23 = None
    _param_constant52_1 = self._param_constant52
    _tensor_constant52_1 = self._tensor_constant52
    _tensor_constant53_1 = self._tensor_constant53
    native_batch_norm_backward_2 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_2, convolution_17, _param_constant52_1, _tensor_constant52_1, _tensor_constant53_1, getitem_52, getitem_53, True, 1e-05, [True, True, True]);  convolution_17 = _param_constant52_1 = _tensor_constant52_1 = _tensor_constant53_1 = getitem_52 = getitem_53 = None
    getitem_74 = native_batch_norm_backward_2[0]
    getitem_75 = native_batch_norm_backward_2[1]
    getitem_76 = native_batch_norm_backward_2[2];  native_batch_norm_backward_2 = None
    _param_constant51_1 = self._param_constant51
    convolution_backward_2 = torch.ops.aten.convolution_backward.default(getitem_74, relu_12, _param_constant51_1, [0], [2, 2], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_74 = _param_constant51_1 = None
    getitem_77 = convolution_backward_2[0]
    getitem_78 = convolution_backward_2[1]
    getitem_79 = convolution_backward_2[2];  convolution_backward_2 = getitem_79 = None
    _param_constant49_1 = self._param_constant49
    _tensor_constant49_1 = self._tensor_constant49
    _tensor_constant50_1 = self._tensor_constant50
    native_batch_norm_backward_3 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_2, convolution_16, _param_constant49_1, _tensor_constant49_1, _tensor_constant50_1, getitem_49, getitem_50, True, 1e-05, [True, True, True]);  threshold_backward_2 = convolution_16 = _param_constant49_1 = _tensor_constant49_1 = _tensor_constant50_1 = getitem_49 = getitem_50 = None
    getitem_80 = native_batch_norm_backward_3[0]
    getitem_81 = native_batch_norm_backward_3[1]
    getitem_82 = native_batch_norm_backward_3[2];  native_batch_norm_backward_3 = None
    _param_constant48_1 = self._param_constant48
    convolution_backward_3 = torch.ops.aten.convolution_backward.default(getitem_80, relu_13, _param_constant48_1, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_80 = relu_13 = _param_constant48_1 = None
    getitem_83 = convolution_backward_3[0]
    getitem_84 = convolution_backward_3[1]
    getitem_85 = convolution_backward_3[2];  convolution_backward_3 = getitem_85 = None
    detach_24 = torch.ops.aten.detach.default(detach_13);  detach_13 = None
    threshold_backward_3 = torch.ops.aten.threshold_backward.default(getitem_83, detach_24, 0);  getitem_83 = detach_24 = None
    _param_constant46_1 = self._param_constant46
    _tensor_constant46_1 = self._tensor_constant46
    _tensor_constant47_1 = self._tensor_constant47
    native_batch_norm_backward_4 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_3, convolution_15, _param_constant46_1, _tensor_constant46_1, _tensor_constant47_1, getitem_46, getitem_47, True, 1e-05, [True, True, True]);  threshold_backward_3 = convolution_15 = _param_constant46_1 = _tensor_constant46_1 = _tensor_constant47_1 = getitem_46 = getitem_47 = None
    getitem_86 = native_batch_norm_backward_4[0]
    getitem_87 = native_batch_norm_backward_4[1]
    getitem_88 = native_batch_norm_backward_4[2];  native_batch_norm_backward_4 = None
    _param_constant45_1 = self._param_constant45
    convolution_backward_4 = torch.ops.aten.convolution_backward.default(getitem_86, relu_12, _param_constant45_1, [0], [2, 2], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_86 = relu_12 = _param_constant45_1 = None
    getitem_89 = convolution_backward_4[0]
    getitem_90 = convolution_backward_4[1]
    getitem_91 = convolution_backward_4[2];  convolution_backward_4 = getitem_91 = None
    add_2 = torch.ops.aten.add.Tensor(getitem_77, getitem_89);  getitem_77 = getitem_89 = None
    detach_25 = torch.ops.aten.detach.default(detach_12);  detach_12 = None
    threshold_backward_4 = torch.ops.aten.threshold_backward.default(add_2, detach_25, 0);  add_2 = detach_25 = None
    _param_constant43_1 = self._param_constant43
    _tensor_constant43_1 = self._tensor_constant43
    _tensor_constant44_1 = self._tensor_constant44
    native_batch_norm_backward_5 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_4, convolution_14, _param_constant43_1, _tensor_constant43_1, _tensor_constant44_1, getitem_43, getitem_44, True, 1e-05, [True, True, True]);  convolution_14 = _param_constant43_1 = _tensor_constant43_1 = _tensor_constant44_1 = getitem_43 = getitem_44 = None
    getitem_92 = native_batch_norm_backward_5[0]
    getitem_93 = native_batch_norm_backward_5[1]
    getitem_94 = native_batch_norm_backward_5[2];  native_batch_norm_backward_5 = None
    _param_constant42_1 = self._param_constant42
    convolution_backward_5 = torch.ops.aten.convolution_backward.default(getitem_92, relu_11, _param_constant42_1, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_92 = relu_11 = _param_constant42_1 = None
    getitem_95 = convolution_backward_5[0]
    getitem_96 = convolution_backward_5[1]
    getitem_97 = convolution_backward_5[2];  convolution_backward_5 = getitem_97 = None
    detach_26 = torch.ops.aten.detach.default(detach_11);  detach_11 = None
    threshold_backward_5 = torch.ops.aten.threshold_backward.default(getitem_95, detach_26, 0);  getitem_95 = detach_26 = None
    _param_constant40_1 = self._param_constant40
    _tensor_constant40_1 = self._tensor_constant40
    _tensor_constant41_1 = self._tensor_constant41
    native_batch_norm_backward_6 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_5, convolution_13, _param_constant40_1, _tensor_constant40_1, _tensor_constant41_1, getitem_40, getitem_41, True, 1e-05, [True, True, True]);  threshold_backward_5 = convolution_13 = _param_constant40_1 = _tensor_constant40_1 = _tensor_constant41_1 = getitem_40 = getitem_41 = None
    getitem_98 = native_batch_norm_backward_6[0]
    getitem_99 = native_batch_norm_backward_6[1]
    getitem_100 = native_batch_norm_backward_6[2];  native_batch_norm_backward_6 = None
    _param_constant39_1 = self._param_constant39
    convolution_backward_6 = torch.ops.aten.convolution_backward.default(getitem_98, relu_10, _param_constant39_1, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_98 = relu_10 = _param_constant39_1 = None
    getitem_101 = convolution_backward_6[0]
    getitem_102 = convolution_backward_6[1]
    getitem_103 = convolution_backward_6[2];  convolution_backward_6 = getitem_103 = None
    add_3 = torch.ops.aten.add.Tensor(threshold_backward_4, getitem_101);  threshold_backward_4 = getitem_101 = None
    detach_27 = torch.ops.aten.detach.default(detach_10);  detach_10 = None
    threshold_backward_6 = torch.ops.aten.threshold_backward.default(add_3, detach_27, 0);  add_3 = detach_27 = None
    _param_constant37_1 = self._param_constant37
    _tensor_constant37_1 = self._tensor_constant37
    _tensor_constant38_1 = self._tensor_constant38
    native_batch_norm_backward_7 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_6, convolution_12, _param_constant37_1, _tensor_constant37_1, _tensor_constant38_1, getitem_37, getitem_38, True, 1e-05, [True, True, True]);  convolution_12 = _param_constant37_1 = _tensor_constant37_1 = _tensor_constant38_1 = getitem_37 = getitem_38 = None
    getitem_104 = native_batch_norm_backward_7[0]
    getitem_105 = native_batch_norm_backward_7[1]
    getitem_106 = native_batch_norm_backward_7[2];  native_batch_norm_backward_7 = None
    _param_constant36_1 = self._param_constant36
    convolution_backward_7 = torch.ops.aten.convolution_backward.default(getitem_104, relu_8, _param_constant36_1, [0], [2, 2], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_104 = _param_constant36_1 = None
    getitem_107 = convolution_backward_7[0]
    getitem_108 = convolution_backward_7[1]
    getitem_109 = convolution_backward_7[2];  convolution_backward_7 = getitem_109 = None
    _param_constant34_1 = self._param_constant34
    _tensor_constant34_1 = self._tensor_constant34
    _tensor_constant35_1 = self._tensor_constant35
    native_batch_norm_backward_8 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_6, convolution_11, _param_constant34_1, _tensor_constant34_1, _tensor_constant35_1, getitem_34, getitem_35, True, 1e-05, [True, True, True]);  threshold_backward_6 = convolution_11 = _param_constant34_1 = _tensor_constant34_1 = _tensor_constant35_1 = getitem_34 = getitem_35 = None
    getitem_110 = native_batch_norm_backward_8[0]
    getitem_111 = native_batch_norm_backward_8[1]
    getitem_112 = native_batch_norm_backward_8[2];  native_batch_norm_backward_8 = None
    _param_constant33_1 = self._param_constant33
    convolution_backward_8 = torch.ops.aten.convolution_backward.default(getitem_110, relu_9, _param_constant33_1, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_110 = relu_9 = _param_constant33_1 = None
    getitem_113 = convolution_backward_8[0]
    getitem_114 = convolution_backward_8[1]
    getitem_115 = convolution_backward_8[2];  convolution_backward_8 = getitem_115 = None
    detach_28 = torch.ops.aten.detach.default(detach_9);  detach_9 = None
    threshold_backward_7 = torch.ops.aten.threshold_backward.default(getitem_113, detach_28, 0);  getitem_113 = detach_28 = None
    _param_constant31_1 = self._param_constant31
    _tensor_constant31_1 = self._tensor_constant31
    _tensor_constant32_1 = self._tensor_constant32
    native_batch_norm_backward_9 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_7, convolution_10, _param_constant31_1, _tensor_constant31_1, _tensor_constant32_1, getitem_31, getitem_32, True, 1e-05, [True, True, True]);  threshold_backward_7 = convolution_10 = _param_constant31_1 = _tensor_constant31_1 = _tensor_constant32_1 = getitem_31 = getitem_32 = None
    getitem_116 = native_batch_norm_backward_9[0]
    getitem_117 = native_batch_norm_backward_9[1]
    getitem_118 = native_batch_norm_backward_9[2];  native_batch_norm_backward_9 = None
    _param_constant30_1 = self._param_constant30
    convolution_backward_9 = torch.ops.aten.convolution_backward.default(getitem_116, relu_8, _param_constant30_1, [0], [2, 2], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_116 = relu_8 = _param_constant30_1 = None
    getitem_119 = convolution_backward_9[0]
    getitem_120 = convolution_backward_9[1]
    getitem_121 = convolution_backward_9[2];  convolution_backward_9 = getitem_121 = None
    add_4 = torch.ops.aten.add.Tensor(getitem_107, getitem_119);  getitem_107 = getitem_119 = None
    detach_29 = torch.ops.aten.detach.default(detach_8);  detach_8 = None
    threshold_backward_8 = torch.ops.aten.threshold_backward.default(add_4, detach_29, 0);  add_4 = detach_29 = None
    _param_constant28_1 = self._param_constant28
    _tensor_constant28_1 = self._tensor_constant28
    _tensor_constant29_1 = self._tensor_constant29
    native_batch_norm_backward_10 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_8, convolution_9, _param_constant28_1, _tensor_constant28_1, _tensor_constant29_1, getitem_28, getitem_29, True, 1e-05, [True, True, True]);  convolution_9 = _param_constant28_1 = _tensor_constant28_1 = _tensor_constant29_1 = getitem_28 = getitem_29 = None
    getitem_122 = native_batch_norm_backward_10[0]
    getitem_123 = native_batch_norm_backward_10[1]
    getitem_124 = native_batch_norm_backward_10[2];  native_batch_norm_backward_10 = None
    _param_constant27_1 = self._param_constant27
    convolution_backward_10 = torch.ops.aten.convolution_backward.default(getitem_122, relu_7, _param_constant27_1, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_122 = relu_7 = _param_constant27_1 = None
    getitem_125 = convolution_backward_10[0]
    getitem_126 = convolution_backward_10[1]
    getitem_127 = convolution_backward_10[2];  convolution_backward_10 = getitem_127 = None
    detach_30 = torch.ops.aten.detach.default(detach_7);  detach_7 = None
    threshold_backward_9 = torch.ops.aten.threshold_backward.default(getitem_125, detach_30, 0);  getitem_125 = detach_30 = None
    _param_constant25_1 = self._param_constant25
    _tensor_constant25_1 = self._tensor_constant25
    _tensor_constant26_1 = self._tensor_constant26
    native_batch_norm_backward_11 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_9, convolution_8, _param_constant25_1, _tensor_constant25_1, _tensor_constant26_1, getitem_25, getitem_26, True, 1e-05, [True, True, True]);  threshold_backward_9 = convolution_8 = _param_constant25_1 = _tensor_constant25_1 = _tensor_constant26_1 = getitem_25 = getitem_26 = None
    getitem_128 = native_batch_norm_backward_11[0]
    getitem_129 = native_batch_norm_backward_11[1]
    getitem_130 = native_batch_norm_backward_11[2];  native_batch_norm_backward_11 = None
    _param_constant24_1 = self._param_constant24
    convolution_backward_11 = torch.ops.aten.convolution_backward.default(getitem_128, relu_6, _param_constant24_1, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_128 = relu_6 = _param_constant24_1 = None
    getitem_131 = convolution_backward_11[0]
    getitem_132 = convolution_backward_11[1]
    getitem_133 = convolution_backward_11[2];  convolution_backward_11 = getitem_133 = None
    add_5 = torch.ops.aten.add.Tensor(threshold_backward_8, getitem_131);  threshold_backward_8 = getitem_131 = None
    detach_31 = torch.ops.aten.detach.default(detach_6);  detach_6 = None
    threshold_backward_10 = torch.ops.aten.threshold_backward.default(add_5, detach_31, 0);  add_5 = detach_31 = None
    _param_constant22_1 = self._param_constant22
    _tensor_constant22_1 = self._tensor_constant22
    _tensor_constant23_1 = self._tensor_constant23
    native_batch_norm_backward_12 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_10, convolution_7, _param_constant22_1, _tensor_constant22_1, _tensor_constant23_1, getitem_22, getitem_23, True, 1e-05, [True, True, True]);  convolution_7 = _param_constant22_1 = _tensor_constant22_1 = _tensor_constant23_1 = getitem_22 = getitem_23 = None
    getitem_134 = native_batch_norm_backward_12[0]
    getitem_135 = native_batch_norm_backward_12[1]
    getitem_136 = native_batch_norm_backward_12[2];  native_batch_norm_backward_12 = None
    _param_constant21_1 = self._param_constant21
    convolution_backward_12 = torch.ops.aten.convolution_backward.default(getitem_134, relu_4, _param_constant21_1, [0], [2, 2], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_134 = _param_constant21_1 = None
    getitem_137 = convolution_backward_12[0]
    getitem_138 = convolution_backward_12[1]
    getitem_139 = convolution_backward_12[2];  convolution_backward_12 = getitem_139 = None
    _param_constant19_1 = self._param_constant19
    _tensor_constant19_1 = self._tensor_constant19
    _tensor_constant20_1 = self._tensor_constant20
    native_batch_norm_backward_13 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_10, convolution_6, _param_constant19_1, _tensor_constant19_1, _tensor_constant20_1, getitem_19, getitem_20, True, 1e-05, [True, True, True]);  threshold_backward_10 = convolution_6 = _param_constant19_1 = _tensor_constant19_1 = _tensor_constant20_1 = getitem_19 = getitem_20 = None
    getitem_140 = native_batch_norm_backward_13[0]
    getitem_141 = native_batch_norm_backward_13[1]
    getitem_142 = native_batch_norm_backward_13[2];  native_batch_norm_backward_13 = None
    _param_constant18_1 = self._param_constant18
    convolution_backward_13 = torch.ops.aten.convolution_backward.default(getitem_140, relu_5, _param_constant18_1, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_140 = relu_5 = _param_constant18_1 = None
    getitem_143 = convolution_backward_13[0]
    getitem_144 = convolution_backward_13[1]
    getitem_145 = convolution_backward_13[2];  convolution_backward_13 = getitem_145 = None
    detach_32 = torch.ops.aten.detach.default(detach_5);  detach_5 = None
    threshold_backward_11 = torch.ops.aten.threshold_backward.default(getitem_143, detach_32, 0);  getitem_143 = detach_32 = None
    _param_constant16_1 = self._param_constant16
    _tensor_constant16_1 = self._tensor_constant16
    _tensor_constant17_1 = self._tensor_constant17
    native_batch_norm_backward_14 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_11, convolution_5, _param_constant16_1, _tensor_constant16_1, _tensor_constant17_1, getitem_16, getitem_17, True, 1e-05, [True, True, True]);  threshold_backward_11 = convolution_5 = _param_constant16_1 = _tensor_constant16_1 = _tensor_constant17_1 = getitem_16 = getitem_17 = None
    getitem_146 = native_batch_norm_backward_14[0]
    getitem_147 = native_batch_norm_backward_14[1]
    getitem_148 = native_batch_norm_backward_14[2];  native_batch_norm_backward_14 = None
    _param_constant15_1 = self._param_constant15
    convolution_backward_14 = torch.ops.aten.convolution_backward.default(getitem_146, relu_4, _param_constant15_1, [0], [2, 2], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_146 = relu_4 = _param_constant15_1 = None
    getitem_149 = convolution_backward_14[0]
    getitem_150 = convolution_backward_14[1]
    getitem_151 = convolution_backward_14[2];  convolution_backward_14 = getitem_151 = None
    add_6 = torch.ops.aten.add.Tensor(getitem_137, getitem_149);  getitem_137 = getitem_149 = None
    detach_33 = torch.ops.aten.detach.default(detach_4);  detach_4 = None
    threshold_backward_12 = torch.ops.aten.threshold_backward.default(add_6, detach_33, 0);  add_6 = detach_33 = None
    _param_constant13_1 = self._param_constant13
    _tensor_constant13_1 = self._tensor_constant13
    _tensor_constant14_1 = self._tensor_constant14
    native_batch_norm_backward_15 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_12, convolution_4, _param_constant13_1, _tensor_constant13_1, _tensor_constant14_1, getitem_13, getitem_14, True, 1e-05, [True, True, True]);  convolution_4 = _param_constant13_1 = _tensor_constant13_1 = _tensor_constant14_1 = getitem_13 = getitem_14 = None
    getitem_152 = native_batch_norm_backward_15[0]
    getitem_153 = native_batch_norm_backward_15[1]
    getitem_154 = native_batch_norm_backward_15[2];  native_batch_norm_backward_15 = None
    _param_constant12_1 = self._param_constant12
    convolution_backward_15 = torch.ops.aten.convolution_backward.default(getitem_152, relu_3, _param_constant12_1, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_152 = relu_3 = _param_constant12_1 = None
    getitem_155 = convolution_backward_15[0]
    getitem_156 = convolution_backward_15[1]
    getitem_157 = convolution_backward_15[2];  convolution_backward_15 = getitem_157 = None
    detach_34 = torch.ops.aten.detach.default(detach_3);  detach_3 = None
    threshold_backward_13 = torch.ops.aten.threshold_backward.default(getitem_155, detach_34, 0);  getitem_155 = detach_34 = None
    _param_constant10_1 = self._param_constant10
    _tensor_constant10_1 = self._tensor_constant10
    _tensor_constant11_1 = self._tensor_constant11
    native_batch_norm_backward_16 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_13, convolution_3, _param_constant10_1, _tensor_constant10_1, _tensor_constant11_1, getitem_10, getitem_11, True, 1e-05, [True, True, True]);  threshold_backward_13 = convolution_3 = _param_constant10_1 = _tensor_constant10_1 = _tensor_constant11_1 = getitem_10 = getitem_11 = None
    getitem_158 = native_batch_norm_backward_16[0]
    getitem_159 = native_batch_norm_backward_16[1]
    getitem_160 = native_batch_norm_backward_16[2];  native_batch_norm_backward_16 = None
    _param_constant9_1 = self._param_constant9
    convolution_backward_16 = torch.ops.aten.convolution_backward.default(getitem_158, relu_2, _param_constant9_1, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_158 = relu_2 = _param_constant9_1 = None
    getitem_161 = convolution_backward_16[0]
    getitem_162 = convolution_backward_16[1]
    getitem_163 = convolution_backward_16[2];  convolution_backward_16 = getitem_163 = None
    add_7 = torch.ops.aten.add.Tensor(threshold_backward_12, getitem_161);  threshold_backward_12 = getitem_161 = None
    detach_35 = torch.ops.aten.detach.default(detach_2);  detach_2 = None
    threshold_backward_14 = torch.ops.aten.threshold_backward.default(add_7, detach_35, 0);  add_7 = detach_35 = None
    _param_constant7_1 = self._param_constant7
    _tensor_constant7_1 = self._tensor_constant7
    _tensor_constant8_1 = self._tensor_constant8
    native_batch_norm_backward_17 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_14, convolution_2, _param_constant7_1, _tensor_constant7_1, _tensor_constant8_1, getitem_7, getitem_8, True, 1e-05, [True, True, True]);  convolution_2 = _param_constant7_1 = _tensor_constant7_1 = _tensor_constant8_1 = getitem_7 = getitem_8 = None
    getitem_164 = native_batch_norm_backward_17[0]
    getitem_165 = native_batch_norm_backward_17[1]
    getitem_166 = native_batch_norm_backward_17[2];  native_batch_norm_backward_17 = None
    _param_constant6_1 = self._param_constant6
    convolution_backward_17 = torch.ops.aten.convolution_backward.default(getitem_164, relu_1, _param_constant6_1, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_164 = relu_1 = _param_constant6_1 = None
    getitem_167 = convolution_backward_17[0]
    getitem_168 = convolution_backward_17[1]
    getitem_169 = convolution_backward_17[2];  convolution_backward_17 = getitem_169 = None
    detach_36 = torch.ops.aten.detach.default(detach_1);  detach_1 = None
    threshold_backward_15 = torch.ops.aten.threshold_backward.default(getitem_167, detach_36, 0);  getitem_167 = detach_36 = None
    _param_constant4_1 = self._param_constant4
    _tensor_constant4_1 = self._tensor_constant4
    _tensor_constant5_1 = self._tensor_constant5
    native_batch_norm_backward_18 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_15, convolution_1, _param_constant4_1, _tensor_constant4_1, _tensor_constant5_1, getitem_4, getitem_5, True, 1e-05, [True, True, True]);  threshold_backward_15 = convolution_1 = _param_constant4_1 = _tensor_constant4_1 = _tensor_constant5_1 = getitem_4 = getitem_5 = None
    getitem_170 = native_batch_norm_backward_18[0]
    getitem_171 = native_batch_norm_backward_18[1]
    getitem_172 = native_batch_norm_backward_18[2];  native_batch_norm_backward_18 = None
    _param_constant3_1 = self._param_constant3
    convolution_backward_18 = torch.ops.aten.convolution_backward.default(getitem_170, relu, _param_constant3_1, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_170 = relu = _param_constant3_1 = None
    getitem_173 = convolution_backward_18[0]
    getitem_174 = convolution_backward_18[1]
    getitem_175 = convolution_backward_18[2];  convolution_backward_18 = getitem_175 = None
    add_8 = torch.ops.aten.add.Tensor(threshold_backward_14, getitem_173);  threshold_backward_14 = getitem_173 = None
    detach_37 = torch.ops.aten.detach.default(detach);  detach = None
    threshold_backward_16 = torch.ops.aten.threshold_backward.default(add_8, detach_37, 0);  add_8 = detach_37 = None
    _param_constant1_1 = self._param_constant1
    _tensor_constant1_1 = self._tensor_constant1
    _tensor_constant2_1 = self._tensor_constant2
    native_batch_norm_backward_19 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_16, convolution, _param_constant1_1, _tensor_constant1_1, _tensor_constant2_1, getitem_1, getitem_2, True, 1e-05, [True, True, True]);  threshold_backward_16 = convolution = _param_constant1_1 = _tensor_constant1_1 = _tensor_constant2_1 = getitem_1 = getitem_2 = None
    getitem_176 = native_batch_norm_backward_19[0]
    getitem_177 = native_batch_norm_backward_19[1]
    getitem_178 = native_batch_norm_backward_19[2];  native_batch_norm_backward_19 = None
    _param_constant0_1 = self._param_constant0
    convolution_backward_19 = torch.ops.aten.convolution_backward.default(getitem_176, inputs_1, _param_constant0_1, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [False, True, False]);  getitem_176 = inputs_1 = _param_constant0_1 = None
    getitem_179 = convolution_backward_19[0];  getitem_179 = None
    getitem_180 = convolution_backward_19[1]
    getitem_181 = convolution_backward_19[2];  convolution_backward_19 = getitem_181 = None
    return (getitem_60, getitem_180, getitem_177, getitem_178, getitem_174, getitem_171, getitem_172, getitem_168, getitem_165, getitem_166, getitem_162, getitem_159, getitem_160, getitem_156, getitem_153, getitem_154, getitem_150, getitem_147, getitem_148, getitem_144, getitem_141, getitem_142, getitem_138, getitem_135, getitem_136, getitem_132, getitem_129, getitem_130, getitem_126, getitem_123, getitem_124, getitem_120, getitem_117, getitem_118, getitem_114, getitem_111, getitem_112, getitem_108, getitem_105, getitem_106, getitem_102, getitem_99, getitem_100, getitem_96, getitem_93, getitem_94, getitem_90, getitem_87, getitem_88, getitem_84, getitem_81, getitem_82, getitem_78, getitem_75, getitem_76, getitem_72, getitem_69, getitem_70, getitem_66, getitem_63, getitem_64, t_5, view_2)
    