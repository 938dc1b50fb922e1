


def forward(self, x_1, labels_1):
    _param_constant0 = self._param_constant0
    convolution = torch.ops.aten.convolution.default(x_1, _param_constant0, None, [2, 2], [3, 3], [1, 1], False, [0, 0], 1);  x_1 = _param_constant0 = None
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
    relu_ = torch.ops.aten.relu_.default(getitem);  getitem = None
    detach = torch.ops.aten.detach.default(relu_);  detach = None
    max_pool2d_with_indices = torch.ops.aten.max_pool2d_with_indices.default(relu_, [3, 3], [2, 2], [1, 1]);  relu_ = None
    getitem_3 = max_pool2d_with_indices[0]
    getitem_4 = max_pool2d_with_indices[1];  max_pool2d_with_indices = getitem_4 = None
    _param_constant3 = self._param_constant3
    convolution_1 = torch.ops.aten.convolution.default(getitem_3, _param_constant3, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant3 = None
    _tensor_constant3 = self._tensor_constant3
    add__1 = torch.ops.aten.add_.Tensor(_tensor_constant3, 1);  _tensor_constant3 = add__1 = None
    empty_1 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_1 = None
    _param_constant4 = self._param_constant4
    _param_constant5 = self._param_constant5
    _tensor_constant4 = self._tensor_constant4
    _tensor_constant5 = self._tensor_constant5
    native_batch_norm_1 = torch.ops.aten.native_batch_norm.default(convolution_1, _param_constant4, _param_constant5, _tensor_constant4, _tensor_constant5, True, 0.1, 1e-05);  convolution_1 = _param_constant4 = _param_constant5 = _tensor_constant4 = _tensor_constant5 = None
    getitem_5 = native_batch_norm_1[0]
    getitem_6 = native_batch_norm_1[1];  getitem_6 = None
    getitem_7 = native_batch_norm_1[2];  native_batch_norm_1 = getitem_7 = None
    relu__1 = torch.ops.aten.relu_.default(getitem_5);  getitem_5 = None
    detach_1 = torch.ops.aten.detach.default(relu__1);  detach_1 = None
    _param_constant6 = self._param_constant6
    convolution_2 = torch.ops.aten.convolution.default(relu__1, _param_constant6, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu__1 = _param_constant6 = None
    _tensor_constant6 = self._tensor_constant6
    add__2 = torch.ops.aten.add_.Tensor(_tensor_constant6, 1);  _tensor_constant6 = add__2 = None
    empty_2 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_2 = None
    _param_constant7 = self._param_constant7
    _param_constant8 = self._param_constant8
    _tensor_constant7 = self._tensor_constant7
    _tensor_constant8 = self._tensor_constant8
    native_batch_norm_2 = torch.ops.aten.native_batch_norm.default(convolution_2, _param_constant7, _param_constant8, _tensor_constant7, _tensor_constant8, True, 0.1, 1e-05);  convolution_2 = _param_constant7 = _param_constant8 = _tensor_constant7 = _tensor_constant8 = None
    getitem_8 = native_batch_norm_2[0]
    getitem_9 = native_batch_norm_2[1];  getitem_9 = None
    getitem_10 = native_batch_norm_2[2];  native_batch_norm_2 = getitem_10 = None
    relu__2 = torch.ops.aten.relu_.default(getitem_8);  getitem_8 = None
    detach_2 = torch.ops.aten.detach.default(relu__2);  detach_2 = None
    _param_constant9 = self._param_constant9
    convolution_3 = torch.ops.aten.convolution.default(relu__2, _param_constant9, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu__2 = _param_constant9 = None
    _tensor_constant9 = self._tensor_constant9
    add__3 = torch.ops.aten.add_.Tensor(_tensor_constant9, 1);  _tensor_constant9 = add__3 = None
    empty_3 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_3 = None
    _param_constant10 = self._param_constant10
    _param_constant11 = self._param_constant11
    _tensor_constant10 = self._tensor_constant10
    _tensor_constant11 = self._tensor_constant11
    native_batch_norm_3 = torch.ops.aten.native_batch_norm.default(convolution_3, _param_constant10, _param_constant11, _tensor_constant10, _tensor_constant11, True, 0.1, 1e-05);  convolution_3 = _param_constant10 = _param_constant11 = _tensor_constant10 = _tensor_constant11 = None
    getitem_11 = native_batch_norm_3[0]
    getitem_12 = native_batch_norm_3[1];  getitem_12 = None
    getitem_13 = native_batch_norm_3[2];  native_batch_norm_3 = getitem_13 = None
    _param_constant12 = self._param_constant12
    convolution_4 = torch.ops.aten.convolution.default(getitem_3, _param_constant12, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  getitem_3 = _param_constant12 = None
    _tensor_constant12 = self._tensor_constant12
    add__4 = torch.ops.aten.add_.Tensor(_tensor_constant12, 1);  _tensor_constant12 = add__4 = None
    empty_4 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_4 = None
    _param_constant13 = self._param_constant13
    _param_constant14 = self._param_constant14
    _tensor_constant13 = self._tensor_constant13
    _tensor_constant14 = self._tensor_constant14
    native_batch_norm_4 = torch.ops.aten.native_batch_norm.default(convolution_4, _param_constant13, _param_constant14, _tensor_constant13, _tensor_constant14, True, 0.1, 1e-05);  convolution_4 = _param_constant13 = _param_constant14 = _tensor_constant13 = _tensor_constant14 = None
    getitem_14 = native_batch_norm_4[0]
    getitem_15 = native_batch_norm_4[1];  getitem_15 = None
    getitem_16 = native_batch_norm_4[2];  native_batch_norm_4 = getitem_16 = None
    add__5 = torch.ops.aten.add_.Tensor(getitem_11, getitem_14);  getitem_11 = getitem_14 = None
    relu__3 = torch.ops.aten.relu_.default(add__5);  add__5 = None
    detach_3 = torch.ops.aten.detach.default(relu__3);  detach_3 = None
    _param_constant15 = self._param_constant15
    convolution_5 = torch.ops.aten.convolution.default(relu__3, _param_constant15, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant15 = None
    _tensor_constant15 = self._tensor_constant15
    add__6 = torch.ops.aten.add_.Tensor(_tensor_constant15, 1);  _tensor_constant15 = add__6 = None
    empty_5 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_5 = None
    _param_constant16 = self._param_constant16
    _param_constant17 = self._param_constant17
    _tensor_constant16 = self._tensor_constant16
    _tensor_constant17 = self._tensor_constant17
    native_batch_norm_5 = torch.ops.aten.native_batch_norm.default(convolution_5, _param_constant16, _param_constant17, _tensor_constant16, _tensor_constant17, True, 0.1, 1e-05);  convolution_5 = _param_constant16 = _param_constant17 = _tensor_constant16 = _tensor_constant17 = None
    getitem_17 = native_batch_norm_5[0]
    getitem_18 = native_batch_norm_5[1];  getitem_18 = None
    getitem_19 = native_batch_norm_5[2];  native_batch_norm_5 = getitem_19 = None
    relu__4 = torch.ops.aten.relu_.default(getitem_17);  getitem_17 = None
    detach_4 = torch.ops.aten.detach.default(relu__4);  detach_4 = None
    _param_constant18 = self._param_constant18
    convolution_6 = torch.ops.aten.convolution.default(relu__4, _param_constant18, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1);  relu__4 = _param_constant18 = None
    _tensor_constant18 = self._tensor_constant18
    add__7 = torch.ops.aten.add_.Tensor(_tensor_constant18, 1);  _tensor_constant18 = add__7 = None
    empty_6 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_6 = None
    _param_constant19 = self._param_constant19
    _param_constant20 = self._param_constant20
    _tensor_constant19 = self._tensor_constant19
    _tensor_constant20 = self._tensor_constant20
    native_batch_norm_6 = torch.ops.aten.native_batch_norm.default(convolution_6, _param_constant19, _param_constant20, _tensor_constant19, _tensor_constant20, True, 0.1, 1e-05);  convolution_6 = _param_constant19 = _param_constant20 = _tensor_constant19 = _tensor_constant20 = None
    getitem_20 = native_batch_norm_6[0]
    getitem_21 = native_batch_norm_6[1];  getitem_21 = None
    getitem_22 = native_batch_norm_6[2];  native_batch_norm_6 = getitem_22 = None
    relu__5 = torch.ops.aten.relu_.default(getitem_20);  getitem_20 = None
    detach_5 = torch.ops.aten.detach.default(relu__5);  detach_5 = None
    _param_constant21 = self._param_constant21
    convolution_7 = torch.ops.aten.convolution.default(relu__5, _param_constant21, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu__5 = _param_constant21 = None
    _tensor_constant21 = self._tensor_constant21
    add__8 = torch.ops.aten.add_.Tensor(_tensor_constant21, 1);  _tensor_constant21 = add__8 = None
    empty_7 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_7 = None
    _param_constant22 = self._param_constant22
    _param_constant23 = self._param_constant23
    _tensor_constant22 = self._tensor_constant22
    _tensor_constant23 = self._tensor_constant23
    native_batch_norm_7 = torch.ops.aten.native_batch_norm.default(convolution_7, _param_constant22, _param_constant23, _tensor_constant22, _tensor_constant23, True, 0.1, 1e-05);  convolution_7 = _param_constant22 = _param_constant23 = _tensor_constant22 = _tensor_constant23 = None
    getitem_23 = native_batch_norm_7[0]
    getitem_24 = native_batch_norm_7[1];  getitem_24 = None
    getitem_25 = native_batch_norm_7[2];  native_batch_norm_7 = getitem_25 = None
    _param_constant24 = self._param_constant24
    convolution_8 = torch.ops.aten.convolution.default(relu__3, _param_constant24, None, [2, 2], [0, 0], [1, 1], False, [0, 0], 1);  relu__3 = _param_constant24 = None
    _tensor_constant24 = self._tensor_constant24
    add__9 = torch.ops.aten.add_.Tensor(_tensor_constant24, 1);  _tensor_constant24 = add__9 = None
    empty_8 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_8 = None
    _param_constant25 = self._param_constant25
    _param_constant26 = self._param_constant26
    _tensor_constant25 = self._tensor_constant25
    _tensor_constant26 = self._tensor_constant26
    native_batch_norm_8 = torch.ops.aten.native_batch_norm.default(convolution_8, _param_constant25, _param_constant26, _tensor_constant25, _tensor_constant26, True, 0.1, 1e-05);  convolution_8 = _param_constant25 = _param_constant26 = _tensor_constant25 = _tensor_constant26 = None
    getitem_26 = native_batch_norm_8[0]
    getitem_27 = native_batch_norm_8[1];  getitem_27 = None
    getitem_28 = native_batch_norm_8[2];  native_batch_norm_8 = getitem_28 = None
    add__10 = torch.ops.aten.add_.Tensor(getitem_23, getitem_26);  getitem_23 = getitem_26 = None
    relu__6 = torch.ops.aten.relu_.default(add__10);  add__10 = None
    detach_6 = torch.ops.aten.detach.default(relu__6);  detach_6 = None
    _param_constant27 = self._param_constant27
    convolution_9 = torch.ops.aten.convolution.default(relu__6, _param_constant27, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant27 = None
    _tensor_constant27 = self._tensor_constant27
    add__11 = torch.ops.aten.add_.Tensor(_tensor_constant27, 1);  _tensor_constant27 = add__11 = None
    empty_9 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_9 = None
    _param_constant28 = self._param_constant28
    _param_constant29 = self._param_constant29
    _tensor_constant28 = self._tensor_constant28
    _tensor_constant29 = self._tensor_constant29
    native_batch_norm_9 = torch.ops.aten.native_batch_norm.default(convolution_9, _param_constant28, _param_constant29, _tensor_constant28, _tensor_constant29, True, 0.1, 1e-05);  convolution_9 = _param_constant28 = _param_constant29 = _tensor_constant28 = _tensor_constant29 = None
    getitem_29 = native_batch_norm_9[0]
    getitem_30 = native_batch_norm_9[1];  getitem_30 = None
    getitem_31 = native_batch_norm_9[2];  native_batch_norm_9 = getitem_31 = None
    relu__7 = torch.ops.aten.relu_.default(getitem_29);  getitem_29 = None
    detach_7 = torch.ops.aten.detach.default(relu__7);  detach_7 = None
    _param_constant30 = self._param_constant30
    convolution_10 = torch.ops.aten.convolution.default(relu__7, _param_constant30, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1);  relu__7 = _param_constant30 = None
    _tensor_constant30 = self._tensor_constant30
    add__12 = torch.ops.aten.add_.Tensor(_tensor_constant30, 1);  _tensor_constant30 = add__12 = None
    empty_10 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_10 = None
    _param_constant31 = self._param_constant31
    _param_constant32 = self._param_constant32
    _tensor_constant31 = self._tensor_constant31
    _tensor_constant32 = self._tensor_constant32
    native_batch_norm_10 = torch.ops.aten.native_batch_norm.default(convolution_10, _param_constant31, _param_constant32, _tensor_constant31, _tensor_constant32, True, 0.1, 1e-05);  convolution_10 = _param_constant31 = _param_constant32 = _tensor_constant31 = _tensor_constant32 = None
    getitem_32 = native_batch_norm_10[0]
    getitem_33 = native_batch_norm_10[1];  getitem_33 = None
    getitem_34 = native_batch_norm_10[2];  native_batch_norm_10 = getitem_34 = None
    relu__8 = torch.ops.aten.relu_.default(getitem_32);  getitem_32 = None
    detach_8 = torch.ops.aten.detach.default(relu__8);  detach_8 = None
    _param_constant33 = self._param_constant33
    convolution_11 = torch.ops.aten.convolution.default(relu__8, _param_constant33, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu__8 = _param_constant33 = None
    _tensor_constant33 = self._tensor_constant33
    add__13 = torch.ops.aten.add_.Tensor(_tensor_constant33, 1);  _tensor_constant33 = add__13 = None
    empty_11 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_11 = None
    _param_constant34 = self._param_constant34
    _param_constant35 = self._param_constant35
    _tensor_constant34 = self._tensor_constant34
    _tensor_constant35 = self._tensor_constant35
    native_batch_norm_11 = torch.ops.aten.native_batch_norm.default(convolution_11, _param_constant34, _param_constant35, _tensor_constant34, _tensor_constant35, True, 0.1, 1e-05);  convolution_11 = _param_constant34 = _param_constant35 = _tensor_constant34 = _tensor_constant35 = None
    getitem_35 = native_batch_norm_11[0]
    getitem_36 = native_batch_norm_11[1];  getitem_36 = None
    getitem_37 = native_batch_norm_11[2];  native_batch_norm_11 = getitem_37 = None
    _param_constant36 = self._param_constant36
    convolution_12 = torch.ops.aten.convolution.default(relu__6, _param_constant36, None, [2, 2], [0, 0], [1, 1], False, [0, 0], 1);  relu__6 = _param_constant36 = None
    _tensor_constant36 = self._tensor_constant36
    add__14 = torch.ops.aten.add_.Tensor(_tensor_constant36, 1);  _tensor_constant36 = add__14 = None
    empty_12 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_12 = None
    _param_constant37 = self._param_constant37
    _param_constant38 = self._param_constant38
    _tensor_constant37 = self._tensor_constant37
    _tensor_constant38 = self._tensor_constant38
    native_batch_norm_12 = torch.ops.aten.native_batch_norm.default(convolution_12, _param_constant37, _param_constant38, _tensor_constant37, _tensor_constant38, True, 0.1, 1e-05);  convolution_12 = _param_constant37 = _param_constant38 = _tensor_constant37 = _tensor_constant38 = None
    getitem_38 = native_batch_norm_12[0]
    getitem_39 = native_batch_norm_12[1];  getitem_39 = None
    getitem_40 = native_batch_norm_12[2];  native_batch_norm_12 = getitem_40 = None
    add__15 = torch.ops.aten.add_.Tensor(getitem_35, getitem_38);  getitem_35 = getitem_38 = None
    relu__9 = torch.ops.aten.relu_.default(add__15);  add__15 = None
    detach_9 = torch.ops.aten.detach.default(relu__9);  detach_9 = None
    _param_constant39 = self._param_constant39
    convolution_13 = torch.ops.aten.convolution.default(relu__9, _param_constant39, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant39 = None
    _tensor_constant39 = self._tensor_constant39
    add__16 = torch.ops.aten.add_.Tensor(_tensor_constant39, 1);  _tensor_constant39 = add__16 = None
    empty_13 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_13 = None
    _param_constant40 = self._param_constant40
    _param_constant41 = self._param_constant41
    _tensor_constant40 = self._tensor_constant40
    _tensor_constant41 = self._tensor_constant41
    native_batch_norm_13 = torch.ops.aten.native_batch_norm.default(convolution_13, _param_constant40, _param_constant41, _tensor_constant40, _tensor_constant41, True, 0.1, 1e-05);  convolution_13 = _param_constant40 = _param_constant41 = _tensor_constant40 = _tensor_constant41 = None
    getitem_41 = native_batch_norm_13[0]
    getitem_42 = native_batch_norm_13[1];  getitem_42 = None
    getitem_43 = native_batch_norm_13[2];  native_batch_norm_13 = getitem_43 = None
    relu__10 = torch.ops.aten.relu_.default(getitem_41);  getitem_41 = None
    detach_10 = torch.ops.aten.detach.default(relu__10);  detach_10 = None
    _param_constant42 = self._param_constant42
    convolution_14 = torch.ops.aten.convolution.default(relu__10, _param_constant42, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu__10 = _param_constant42 = None
    _tensor_constant42 = self._tensor_constant42
    add__17 = torch.ops.aten.add_.Tensor(_tensor_constant42, 1);  _tensor_constant42 = add__17 = None
    empty_14 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_14 = None
    _param_constant43 = self._param_constant43
    _param_constant44 = self._param_constant44
    _tensor_constant43 = self._tensor_constant43
    _tensor_constant44 = self._tensor_constant44
    native_batch_norm_14 = torch.ops.aten.native_batch_norm.default(convolution_14, _param_constant43, _param_constant44, _tensor_constant43, _tensor_constant44, True, 0.1, 1e-05);  convolution_14 = _param_constant43 = _param_constant44 = _tensor_constant43 = _tensor_constant44 = None
    getitem_44 = native_batch_norm_14[0]
    getitem_45 = native_batch_norm_14[1];  getitem_45 = None
    getitem_46 = native_batch_norm_14[2];  native_batch_norm_14 = getitem_46 = None
    relu__11 = torch.ops.aten.relu_.default(getitem_44);  getitem_44 = None
    detach_11 = torch.ops.aten.detach.default(relu__11);  detach_11 = None
    _param_constant45 = self._param_constant45
    convolution_15 = torch.ops.aten.convolution.default(relu__11, _param_constant45, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu__11 = _param_constant45 = None
    _tensor_constant45 = self._tensor_constant45
    add__18 = torch.ops.aten.add_.Tensor(_tensor_constant45, 1);  _tensor_constant45 = add__18 = None
    empty_15 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_15 = None
    _param_constant46 = self._param_constant46
    _param_constant47 = self._param_constant47
    _tensor_constant46 = self._tensor_constant46
    _tensor_constant47 = self._tensor_constant47
    native_batch_norm_15 = torch.ops.aten.native_batch_norm.default(convolution_15, _param_constant46, _param_constant47, _tensor_constant46, _tensor_constant47, True, 0.1, 1e-05);  convolution_15 = _param_constant46 = _param_constant47 = _tensor_constant46 = _tensor_constant47 = None
    getitem_47 = native_batch_norm_15[0]
    getitem_48 = native_batch_norm_15[1];  getitem_48 = None
    getitem_49 = native_batch_norm_15[2];  native_batch_norm_15 = getitem_49 = None
    _param_constant48 = self._param_constant48
    convolution_16 = torch.ops.aten.convolution.default(relu__9, _param_constant48, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu__9 = _param_constant48 = None
    _tensor_constant48 = self._tensor_constant48
    add__19 = torch.ops.aten.add_.Tensor(_tensor_constant48, 1);  _tensor_constant48 = add__19 = None
    empty_16 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_16 = None
    _param_constant49 = self._param_constant49
    _param_constant50 = self._param_constant50
    _tensor_constant49 = self._tensor_constant49
    _tensor_constant50 = self._tensor_constant50
    native_batch_norm_16 = torch.ops.aten.native_batch_norm.default(convolution_16, _param_constant49, _param_constant50, _tensor_constant49, _tensor_constant50, True, 0.1, 1e-05);  convolution_16 = _param_constant49 = _param_constant50 = _tensor_constant49 = _tensor_constant50 = None
    getitem_50 = native_batch_norm_16[0]
    getitem_51 = native_batch_norm_16[1];  getitem_51 = None
    getitem_52 = native_batch_norm_16[2];  native_batch_norm_16 = getitem_52 = None
    add__20 = torch.ops.aten.add_.Tensor(getitem_47, getitem_50);  getitem_47 = getitem_50 = None
    relu__12 = torch.ops.aten.relu_.default(add__20);  add__20 = None
    detach_12 = torch.ops.aten.detach.default(relu__12);  detach_12 = None
    _param_constant51 = self._param_constant51
    convolution_17 = torch.ops.aten.convolution.default(relu__12, _param_constant51, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu__12 = _param_constant51 = None
    _tensor_constant51 = self._tensor_constant51
    add__21 = torch.ops.aten.add_.Tensor(_tensor_constant51, 1);  _tensor_constant51 = add__21 = None
    empty_17 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_17 = None
    _param_constant52 = self._param_constant52
    _param_constant53 = self._param_constant53
    _tensor_constant52 = self._tensor_constant52
    _tensor_constant53 = self._tensor_constant53
    native_batch_norm_17 = torch.ops.aten.native_batch_norm.default(convolution_17, _param_constant52, _param_constant53, _tensor_constant52, _tensor_constant53, True, 0.1, 1e-05);  convolution_17 = _param_constant52 = _param_constant53 = _tensor_constant52 = _tensor_constant53 = None
    getitem_53 = native_batch_norm_17[0]
    getitem_54 = native_batch_norm_17[1];  getitem_54 = None
    getitem_55 = native_batch_norm_17[2];  native_batch_norm_17 = getitem_55 = None
    relu__13 = torch.ops.aten.relu_.default(getitem_53);  getitem_53 = None
    detach_13 = torch.ops.aten.detach.default(relu__13);  detach_13 = None
    detach_14 = torch.ops.aten.detach.default(relu__13);  detach_14 = None
    detach_15 = torch.ops.aten.detach.default(relu__13);  detach_15 = None
    detach_16 = torch.ops.aten.detach.default(relu__13);  detach_16 = None
    detach_17 = torch.ops.aten.detach.default(relu__13);  detach_17 = None
    view = torch.ops.aten.view.default(relu__13, [2, 32, 16]);  relu__13 = None
    ones = torch.ops.aten.ones.default([16, 16], device = device(type='cpu'), pin_memory = False)
    mul = torch.ops.aten.mul.Tensor(ones, -0.00390625);  ones = None
    eye = torch.ops.aten.eye.m(16, 16, device = device(type='cpu'), pin_memory = False)
    mul_1 = torch.ops.aten.mul.Tensor(eye, 0.0625);  eye = None
    add = torch.ops.aten.add.Tensor(mul, mul_1);  mul = mul_1 = None
    view_1 = torch.ops.aten.view.default(add, [1, 16, 16]);  add = None
    repeat = torch.ops.aten.repeat.default(view_1, [2, 1, 1]);  view_1 = None
    bmm = torch.ops.aten.bmm.default(view, repeat);  repeat = None
    transpose = torch.ops.aten.transpose.int(view, 1, 2);  view = None
    bmm_1 = torch.ops.aten.bmm.default(bmm, transpose);  bmm = transpose = None
    detach_18 = torch.ops.aten.detach.default(bmm_1);  detach_18 = None
    detach_19 = torch.ops.aten.detach.default(bmm_1);  detach_19 = None
    eye_1 = torch.ops.aten.eye.m(32, 32, device = device(type='cpu'), pin_memory = False)
    view_2 = torch.ops.aten.view.default(eye_1, [1, 32, 32]);  eye_1 = None
    repeat_1 = torch.ops.aten.repeat.default(view_2, [2, 1, 1]);  view_2 = None
    mul_2 = torch.ops.aten.mul.Tensor(repeat_1, 3.0);  repeat_1 = None
    mul_3 = torch.ops.aten.mul.Tensor(bmm_1, mul_2)
    sum_1 = torch.ops.aten.sum.dim_IntList(mul_3, [1]);  mul_3 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(sum_1, [1]);  sum_1 = None
    mul_4 = torch.ops.aten.mul.Tensor(sum_2, 0.3333333333333333);  sum_2 = None
    view_3 = torch.ops.aten.view.default(mul_4, [2, 1, 1])
    expand = torch.ops.aten.expand.default(view_3, [2, 32, 32]);  view_3 = None
    div = torch.ops.aten.div.Tensor(bmm_1, expand);  bmm_1 = expand = None
    zeros = torch.ops.aten.zeros.default([2, 5, 32, 32], device = device(type='cpu'), pin_memory = False)
    eye_2 = torch.ops.aten.eye.m(32, 32, device = device(type='cpu'), pin_memory = False)
    view_4 = torch.ops.aten.view.default(eye_2, [1, 32, 32]);  eye_2 = None
    repeat_2 = torch.ops.aten.repeat.default(view_4, [2, 5, 1, 1]);  view_4 = None
    sub = torch.ops.aten.sub.Tensor(mul_2, div)
    mul_5 = torch.ops.aten.mul.Tensor(sub, 0.5);  sub = None
    bmm_2 = torch.ops.aten.bmm.default(div, mul_5);  div = None
    select = torch.ops.aten.select.int(zeros, 1, 0)
    copy_ = torch.ops.aten.copy_.default(select, bmm_2);  select = bmm_2 = copy_ = None
    select_1 = torch.ops.aten.select.int(repeat_2, 1, 0)
    copy__1 = torch.ops.aten.copy_.default(select_1, mul_5);  select_1 = mul_5 = copy__1 = None
    select_2 = torch.ops.aten.select.int(repeat_2, 1, 0)
    select_3 = torch.ops.aten.select.int(zeros, 1, 0)
    bmm_3 = torch.ops.aten.bmm.default(select_2, select_3);  select_2 = select_3 = None
    sub_1 = torch.ops.aten.sub.Tensor(mul_2, bmm_3);  bmm_3 = None
    mul_6 = torch.ops.aten.mul.Tensor(sub_1, 0.5);  sub_1 = None
    select_4 = torch.ops.aten.select.int(zeros, 1, 0)
    bmm_4 = torch.ops.aten.bmm.default(select_4, mul_6);  select_4 = None
    select_5 = torch.ops.aten.select.int(zeros, 1, 1)
    copy__2 = torch.ops.aten.copy_.default(select_5, bmm_4);  select_5 = bmm_4 = copy__2 = None
    select_6 = torch.ops.aten.select.int(repeat_2, 1, 0)
    bmm_5 = torch.ops.aten.bmm.default(mul_6, select_6);  mul_6 = select_6 = None
    select_7 = torch.ops.aten.select.int(repeat_2, 1, 1)
    copy__3 = torch.ops.aten.copy_.default(select_7, bmm_5);  select_7 = bmm_5 = copy__3 = None
    select_8 = torch.ops.aten.select.int(repeat_2, 1, 1)
    select_9 = torch.ops.aten.select.int(zeros, 1, 1)
    bmm_6 = torch.ops.aten.bmm.default(select_8, select_9);  select_8 = select_9 = None
    sub_2 = torch.ops.aten.sub.Tensor(mul_2, bmm_6);  bmm_6 = None
    mul_7 = torch.ops.aten.mul.Tensor(sub_2, 0.5);  sub_2 = None
    select_10 = torch.ops.aten.select.int(zeros, 1, 1)
    bmm_7 = torch.ops.aten.bmm.default(select_10, mul_7);  select_10 = None
    select_11 = torch.ops.aten.select.int(zeros, 1, 2)
    copy__4 = torch.ops.aten.copy_.default(select_11, bmm_7);  select_11 = bmm_7 = copy__4 = None
    select_12 = torch.ops.aten.select.int(repeat_2, 1, 1)
    bmm_8 = torch.ops.aten.bmm.default(mul_7, select_12);  mul_7 = select_12 = None
    select_13 = torch.ops.aten.select.int(repeat_2, 1, 2)
    copy__5 = torch.ops.aten.copy_.default(select_13, bmm_8);  select_13 = bmm_8 = copy__5 = None
    select_14 = torch.ops.aten.select.int(repeat_2, 1, 2)
    select_15 = torch.ops.aten.select.int(zeros, 1, 2)
    bmm_9 = torch.ops.aten.bmm.default(select_14, select_15);  select_14 = select_15 = None
    sub_3 = torch.ops.aten.sub.Tensor(mul_2, bmm_9);  bmm_9 = None
    mul_8 = torch.ops.aten.mul.Tensor(sub_3, 0.5);  sub_3 = None
    select_16 = torch.ops.aten.select.int(zeros, 1, 2)
    bmm_10 = torch.ops.aten.bmm.default(select_16, mul_8);  select_16 = None
    select_17 = torch.ops.aten.select.int(zeros, 1, 3)
    copy__6 = torch.ops.aten.copy_.default(select_17, bmm_10);  select_17 = bmm_10 = copy__6 = None
    select_18 = torch.ops.aten.select.int(repeat_2, 1, 2)
    bmm_11 = torch.ops.aten.bmm.default(mul_8, select_18);  mul_8 = select_18 = None
    select_19 = torch.ops.aten.select.int(repeat_2, 1, 3)
    copy__7 = torch.ops.aten.copy_.default(select_19, bmm_11);  select_19 = bmm_11 = copy__7 = None
    select_20 = torch.ops.aten.select.int(zeros, 1, 3)
    select_21 = torch.ops.aten.select.int(repeat_2, 1, 3);  repeat_2 = None
    select_22 = torch.ops.aten.select.int(zeros, 1, 3);  zeros = None
    bmm_12 = torch.ops.aten.bmm.default(select_21, select_22);  select_21 = select_22 = None
    sub_4 = torch.ops.aten.sub.Tensor(mul_2, bmm_12);  mul_2 = bmm_12 = None
    bmm_13 = torch.ops.aten.bmm.default(select_20, sub_4);  select_20 = sub_4 = None
    mul_9 = torch.ops.aten.mul.Tensor(bmm_13, 0.5);  bmm_13 = None
    sqrt = torch.ops.aten.sqrt.default(mul_4);  mul_4 = None
    view_5 = torch.ops.aten.view.default(sqrt, [2, 1, 1]);  sqrt = None
    expand_1 = torch.ops.aten.expand.default(view_5, [2, 32, 32]);  view_5 = None
    mul_10 = torch.ops.aten.mul.Tensor(mul_9, expand_1);  mul_9 = expand_1 = None
    detach_20 = torch.ops.aten.detach.default(mul_10);  detach_20 = None
    detach_21 = torch.ops.aten.detach.default(mul_10);  detach_21 = None
    view_6 = torch.ops.aten.view.default(mul_10, [2, 1024]);  mul_10 = None
    ones_1 = torch.ops.aten.ones.default([32, 32], device = device(type='cpu'), pin_memory = False)
    triu = torch.ops.aten.triu.default(ones_1);  ones_1 = None
    view_7 = torch.ops.aten.view.default(triu, [1024]);  triu = None
    nonzero = torch.ops.aten.nonzero.default(view_7);  view_7 = None
    zeros_1 = torch.ops.aten.zeros.default([2, 528], device = device(type='cpu'), pin_memory = False);  zeros_1 = None
    index = torch.ops.aten.index.Tensor(view_6, [None, nonzero]);  view_6 = nonzero = None
    view_8 = torch.ops.aten.view.default(index, [2, -1]);  index = None
    _param_constant54 = self._param_constant54
    t = torch.ops.aten.t.default(_param_constant54);  _param_constant54 = None
    _param_constant55 = self._param_constant55
    addmm = torch.ops.aten.addmm.default(_param_constant55, view_8, t);  _param_constant55 = view_8 = t = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm, 1, False);  addmm = None
    detach_22 = torch.ops.aten.detach.default(_log_softmax);  detach_22 = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
    getitem_56 = nll_loss_forward[0]
    getitem_57 = nll_loss_forward[1];  nll_loss_forward = getitem_57 = None
    return getitem_56
    