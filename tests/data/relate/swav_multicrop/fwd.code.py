


def forward(self, crop0_1, crop1_1, crop2_1, crop3_1, bs_like_1):
    cat = torch.ops.aten.cat.default([crop0_1, crop1_1]);  crop0_1 = crop1_1 = None
    constant_pad_nd = torch.ops.aten.constant_pad_nd.default(cat, [1, 1, 1, 1], 0.0);  cat = None
    _param_constant0 = self._param_constant0
    convolution = torch.ops.aten.convolution.default(constant_pad_nd, _param_constant0, None, [2, 2], [2, 2], [1, 1], False, [0, 0], 1);  constant_pad_nd = _param_constant0 = None
    _tensor_constant0 = self._tensor_constant0
    add_ = torch.ops.aten.add_.Tensor(_tensor_constant0, 1);  _tensor_constant0 = None
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
    add__1 = torch.ops.aten.add_.Tensor(_tensor_constant3, 1);  _tensor_constant3 = None
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
    add__2 = torch.ops.aten.add_.Tensor(_tensor_constant6, 1);  _tensor_constant6 = None
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
    add__3 = torch.ops.aten.add_.Tensor(_tensor_constant9, 1);  _tensor_constant9 = None
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
    add__4 = torch.ops.aten.add_.Tensor(_tensor_constant12, 1);  _tensor_constant12 = None
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
    add__6 = torch.ops.aten.add_.Tensor(_tensor_constant15, 1);  _tensor_constant15 = None
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
    add__7 = torch.ops.aten.add_.Tensor(_tensor_constant18, 1);  _tensor_constant18 = None
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
    add__8 = torch.ops.aten.add_.Tensor(_tensor_constant21, 1);  _tensor_constant21 = None
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
    add__9 = torch.ops.aten.add_.Tensor(_tensor_constant24, 1);  _tensor_constant24 = None
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
    add__11 = torch.ops.aten.add_.Tensor(_tensor_constant27, 1);  _tensor_constant27 = None
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
    add__12 = torch.ops.aten.add_.Tensor(_tensor_constant30, 1);  _tensor_constant30 = None
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
    add__13 = torch.ops.aten.add_.Tensor(_tensor_constant33, 1);  _tensor_constant33 = None
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
    add__14 = torch.ops.aten.add_.Tensor(_tensor_constant36, 1);  _tensor_constant36 = None
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
    add__16 = torch.ops.aten.add_.Tensor(_tensor_constant39, 1);  _tensor_constant39 = None
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
    convolution_14 = torch.ops.aten.convolution.default(relu__10, _param_constant42, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1);  relu__10 = _param_constant42 = None
    _tensor_constant42 = self._tensor_constant42
    add__17 = torch.ops.aten.add_.Tensor(_tensor_constant42, 1);  _tensor_constant42 = None
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
    add__18 = torch.ops.aten.add_.Tensor(_tensor_constant45, 1);  _tensor_constant45 = None
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
    convolution_16 = torch.ops.aten.convolution.default(relu__9, _param_constant48, None, [2, 2], [0, 0], [1, 1], False, [0, 0], 1);  relu__9 = _param_constant48 = None
    _tensor_constant48 = self._tensor_constant48
    add__19 = torch.ops.aten.add_.Tensor(_tensor_constant48, 1);  _tensor_constant48 = None
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
    mean = torch.ops.aten.mean.dim(relu__12, [-1, -2], True);  relu__12 = None
    view = torch.ops.aten.view.default(mean, [8, 512]);  mean = None
    cat_1 = torch.ops.aten.cat.default([crop2_1, crop3_1]);  crop2_1 = crop3_1 = None
    constant_pad_nd_1 = torch.ops.aten.constant_pad_nd.default(cat_1, [1, 1, 1, 1], 0.0);  cat_1 = None
    _param_constant0_1 = self._param_constant0
    convolution_17 = torch.ops.aten.convolution.default(constant_pad_nd_1, _param_constant0_1, None, [2, 2], [2, 2], [1, 1], False, [0, 0], 1);  constant_pad_nd_1 = _param_constant0_1 = None
    add__21 = torch.ops.aten.add_.Tensor(add_, 1);  add_ = add__21 = None
    empty_17 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_17 = None
    _param_constant1_1 = self._param_constant1
    _param_constant2_1 = self._param_constant2
    _tensor_constant1_1 = self._tensor_constant1
    _tensor_constant2_1 = self._tensor_constant2
    native_batch_norm_17 = torch.ops.aten.native_batch_norm.default(convolution_17, _param_constant1_1, _param_constant2_1, _tensor_constant1_1, _tensor_constant2_1, True, 0.1, 1e-05);  convolution_17 = _param_constant1_1 = _param_constant2_1 = _tensor_constant1_1 = _tensor_constant2_1 = None
    getitem_53 = native_batch_norm_17[0]
    getitem_54 = native_batch_norm_17[1];  getitem_54 = None
    getitem_55 = native_batch_norm_17[2];  native_batch_norm_17 = getitem_55 = None
    relu__13 = torch.ops.aten.relu_.default(getitem_53);  getitem_53 = None
    detach_13 = torch.ops.aten.detach.default(relu__13);  detach_13 = None
    max_pool2d_with_indices_1 = torch.ops.aten.max_pool2d_with_indices.default(relu__13, [3, 3], [2, 2], [1, 1]);  relu__13 = None
    getitem_56 = max_pool2d_with_indices_1[0]
    getitem_57 = max_pool2d_with_indices_1[1];  max_pool2d_with_indices_1 = getitem_57 = None
    _param_constant3_1 = self._param_constant3
    convolution_18 = torch.ops.aten.convolution.default(getitem_56, _param_constant3_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant3_1 = None
    add__22 = torch.ops.aten.add_.Tensor(add__1, 1);  add__1 = add__22 = None
    empty_18 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_18 = None
    _param_constant4_1 = self._param_constant4
    _param_constant5_1 = self._param_constant5
    _tensor_constant4_1 = self._tensor_constant4
    _tensor_constant5_1 = self._tensor_constant5
    native_batch_norm_18 = torch.ops.aten.native_batch_norm.default(convolution_18, _param_constant4_1, _param_constant5_1, _tensor_constant4_1, _tensor_constant5_1, True, 0.1, 1e-05);  convolution_18 = _param_constant4_1 = _param_constant5_1 = _tensor_constant4_1 = _tensor_constant5_1 = None
    getitem_58 = native_batch_norm_18[0]
    getitem_59 = native_batch_norm_18[1];  getitem_59 = None
    getitem_60 = native_batch_norm_18[2];  native_batch_norm_18 = getitem_60 = None
    relu__14 = torch.ops.aten.relu_.default(getitem_58);  getitem_58 = None
    detach_14 = torch.ops.aten.detach.default(relu__14);  detach_14 = None
    _param_constant6_1 = self._param_constant6
    convolution_19 = torch.ops.aten.convolution.default(relu__14, _param_constant6_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu__14 = _param_constant6_1 = None
    add__23 = torch.ops.aten.add_.Tensor(add__2, 1);  add__2 = add__23 = None
    empty_19 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_19 = None
    _param_constant7_1 = self._param_constant7
    _param_constant8_1 = self._param_constant8
    _tensor_constant7_1 = self._tensor_constant7
    _tensor_constant8_1 = self._tensor_constant8
    native_batch_norm_19 = torch.ops.aten.native_batch_norm.default(convolution_19, _param_constant7_1, _param_constant8_1, _tensor_constant7_1, _tensor_constant8_1, True, 0.1, 1e-05);  convolution_19 = _param_constant7_1 = _param_constant8_1 = _tensor_constant7_1 = _tensor_constant8_1 = None
    getitem_61 = native_batch_norm_19[0]
    getitem_62 = native_batch_norm_19[1];  getitem_62 = None
    getitem_63 = native_batch_norm_19[2];  native_batch_norm_19 = getitem_63 = None
    relu__15 = torch.ops.aten.relu_.default(getitem_61);  getitem_61 = None
    detach_15 = torch.ops.aten.detach.default(relu__15);  detach_15 = None
    _param_constant9_1 = self._param_constant9
    convolution_20 = torch.ops.aten.convolution.default(relu__15, _param_constant9_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu__15 = _param_constant9_1 = None
    add__24 = torch.ops.aten.add_.Tensor(add__3, 1);  add__3 = add__24 = None
    empty_20 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_20 = None
    _param_constant10_1 = self._param_constant10
    _param_constant11_1 = self._param_constant11
    _tensor_constant10_1 = self._tensor_constant10
    _tensor_constant11_1 = self._tensor_constant11
    native_batch_norm_20 = torch.ops.aten.native_batch_norm.default(convolution_20, _param_constant10_1, _param_constant11_1, _tensor_constant10_1, _tensor_constant11_1, True, 0.1, 1e-05);  convolution_20 = _param_constant10_1 = _param_constant11_1 = _tensor_constant10_1 = _tensor_constant11_1 = None
    getitem_64 = native_batch_norm_20[0]
    getitem_65 = native_batch_norm_20[1];  getitem_65 = None
    getitem_66 = native_batch_norm_20[2];  native_batch_norm_20 = getitem_66 = None
    _param_constant12_1 = self._param_constant12
    convolution_21 = torch.ops.aten.convolution.default(getitem_56, _param_constant12_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  getitem_56 = _param_constant12_1 = None
    add__25 = torch.ops.aten.add_.Tensor(add__4, 1);  add__4 = add__25 = None
    empty_21 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_21 = None
    _param_constant13_1 = self._param_constant13
    _param_constant14_1 = self._param_constant14
    _tensor_constant13_1 = self._tensor_constant13
    _tensor_constant14_1 = self._tensor_constant14
    native_batch_norm_21 = torch.ops.aten.native_batch_norm.default(convolution_21, _param_constant13_1, _param_constant14_1, _tensor_constant13_1, _tensor_constant14_1, True, 0.1, 1e-05);  convolution_21 = _param_constant13_1 = _param_constant14_1 = _tensor_constant13_1 = _tensor_constant14_1 = None
    getitem_67 = native_batch_norm_21[0]
    getitem_68 = native_batch_norm_21[1];  getitem_68 = None
    getitem_69 = native_batch_norm_21[2];  native_batch_norm_21 = getitem_69 = None
    add__26 = torch.ops.aten.add_.Tensor(getitem_64, getitem_67);  getitem_64 = getitem_67 = None
    relu__16 = torch.ops.aten.relu_.default(add__26);  add__26 = None
    detach_16 = torch.ops.aten.detach.default(relu__16);  detach_16 = None
    _param_constant15_1 = self._param_constant15
    convolution_22 = torch.ops.aten.convolution.default(relu__16, _param_constant15_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant15_1 = None
    add__27 = torch.ops.aten.add_.Tensor(add__6, 1);  add__6 = add__27 = None
    empty_22 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_22 = None
    _param_constant16_1 = self._param_constant16
    _param_constant17_1 = self._param_constant17
    _tensor_constant16_1 = self._tensor_constant16
    _tensor_constant17_1 = self._tensor_constant17
    native_batch_norm_22 = torch.ops.aten.native_batch_norm.default(convolution_22, _param_constant16_1, _param_constant17_1, _tensor_constant16_1, _tensor_constant17_1, True, 0.1, 1e-05);  convolution_22 = _param_constant16_1 = _param_constant17_1 = _tensor_constant16_1 = _tensor_constant17_1 = None
    getitem_70 = native_batch_norm_22[0]
    getitem_71 = native_batch_norm_22[1];  getitem_71 = None
    getitem_72 = native_batch_norm_22[2];  native_batch_norm_22 = getitem_72 = None
    relu__17 = torch.ops.aten.relu_.default(getitem_70);  getitem_70 = None
    detach_17 = torch.ops.aten.detach.default(relu__17);  detach_17 = None
    _param_constant18_1 = self._param_constant18
    convolution_23 = torch.ops.aten.convolution.default(relu__17, _param_constant18_1, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1);  relu__17 = _param_constant18_1 = None
    add__28 = torch.ops.aten.add_.Tensor(add__7, 1);  add__7 = add__28 = None
    empty_23 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_23 = None
    _param_constant19_1 = self._param_constant19
    _param_constant20_1 = self._param_constant20
    _tensor_constant19_1 = self._tensor_constant19
    _tensor_constant20_1 = self._tensor_constant20
    native_batch_norm_23 = torch.ops.aten.native_batch_norm.default(convolution_23, _param_constant19_1, _param_constant20_1, _tensor_constant19_1, _tensor_constant20_1, True, 0.1, 1e-05);  convolution_23 = _param_constant19_1 = _param_constant20_1 = _tensor_constant19_1 = _tensor_constant20_1 = None
    getitem_73 = native_batch_norm_23[0]
    getitem_74 = native_batch_norm_23[1];  getitem_74 = None
    getitem_75 = native_batch_norm_23[2];  native_batch_norm_23 = getitem_75 = None
    relu__18 = torch.ops.aten.relu_.default(getitem_73);  getitem_73 = None
    detach_18 = torch.ops.aten.detach.default(relu__18);  detach_18 = None
    _param_constant21_1 = self._param_constant21
    convolution_24 = torch.ops.aten.convolution.default(relu__18, _param_constant21_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu__18 = _param_constant21_1 = None
    add__29 = torch.ops.aten.add_.Tensor(add__8, 1);  add__8 = add__29 = None
    empty_24 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_24 = None
    _param_constant22_1 = self._param_constant22
    _param_constant23_1 = self._param_constant23
    _tensor_constant22_1 = self._tensor_constant22
    _tensor_constant23_1 = self._tensor_constant23
    native_batch_norm_24 = torch.ops.aten.native_batch_norm.default(convolution_24, _param_constant22_1, _param_constant23_1, _tensor_constant22_1, _tensor_constant23_1, True, 0.1, 1e-05);  convolution_24 = _param_constant22_1 = _param_constant23_1 = _tensor_constant22_1 = _tensor_constant23_1 = None
    getitem_76 = native_batch_norm_24[0]
    getitem_77 = native_batch_norm_24[1];  getitem_77 = None
    getitem_78 = native_batch_norm_24[2];  native_batch_norm_24 = getitem_78 = None
    _param_constant24_1 = self._param_constant24
    convolution_25 = torch.ops.aten.convolution.default(relu__16, _param_constant24_1, None, [2, 2], [0, 0], [1, 1], False, [0, 0], 1);  relu__16 = _param_constant24_1 = None
    add__30 = torch.ops.aten.add_.Tensor(add__9, 1);  add__9 = add__30 = None
    empty_25 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_25 = None
    _param_constant25_1 = self._param_constant25
    _param_constant26_1 = self._param_constant26
    _tensor_constant25_1 = self._tensor_constant25
    _tensor_constant26_1 = self._tensor_constant26
    native_batch_norm_25 = torch.ops.aten.native_batch_norm.default(convolution_25, _param_constant25_1, _param_constant26_1, _tensor_constant25_1, _tensor_constant26_1, True, 0.1, 1e-05);  convolution_25 = _param_constant25_1 = _param_constant26_1 = _tensor_constant25_1 = _tensor_constant26_1 = None
    getitem_79 = native_batch_norm_25[0]
    getitem_80 = native_batch_norm_25[1];  getitem_80 = None
    getitem_81 = native_batch_norm_25[2];  native_batch_norm_25 = getitem_81 = None
    add__31 = torch.ops.aten.add_.Tensor(getitem_76, getitem_79);  getitem_76 = getitem_79 = None
    relu__19 = torch.ops.aten.relu_.default(add__31);  add__31 = None
    detach_19 = torch.ops.aten.detach.default(relu__19);  detach_19 = None
    _param_constant27_1 = self._param_constant27
    convolution_26 = torch.ops.aten.convolution.default(relu__19, _param_constant27_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant27_1 = None
    add__32 = torch.ops.aten.add_.Tensor(add__11, 1);  add__11 = add__32 = None
    empty_26 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_26 = None
    _param_constant28_1 = self._param_constant28
    _param_constant29_1 = self._param_constant29
    _tensor_constant28_1 = self._tensor_constant28
    _tensor_constant29_1 = self._tensor_constant29
    native_batch_norm_26 = torch.ops.aten.native_batch_norm.default(convolution_26, _param_constant28_1, _param_constant29_1, _tensor_constant28_1, _tensor_constant29_1, True, 0.1, 1e-05);  convolution_26 = _param_constant28_1 = _param_constant29_1 = _tensor_constant28_1 = _tensor_constant29_1 = None
    getitem_82 = native_batch_norm_26[0]
    getitem_83 = native_batch_norm_26[1];  getitem_83 = None
    getitem_84 = native_batch_norm_26[2];  native_batch_norm_26 = getitem_84 = None
    relu__20 = torch.ops.aten.relu_.default(getitem_82);  getitem_82 = None
    detach_20 = torch.ops.aten.detach.default(relu__20);  detach_20 = None
    _param_constant30_1 = self._param_constant30
    convolution_27 = torch.ops.aten.convolution.default(relu__20, _param_constant30_1, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1);  relu__20 = _param_constant30_1 = None
    add__33 = torch.ops.aten.add_.Tensor(add__12, 1);  add__12 = add__33 = None
    empty_27 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_27 = None
    _param_constant31_1 = self._param_constant31
    _param_constant32_1 = self._param_constant32
    _tensor_constant31_1 = self._tensor_constant31
    _tensor_constant32_1 = self._tensor_constant32
    native_batch_norm_27 = torch.ops.aten.native_batch_norm.default(convolution_27, _param_constant31_1, _param_constant32_1, _tensor_constant31_1, _tensor_constant32_1, True, 0.1, 1e-05);  convolution_27 = _param_constant31_1 = _param_constant32_1 = _tensor_constant31_1 = _tensor_constant32_1 = None
    getitem_85 = native_batch_norm_27[0]
    getitem_86 = native_batch_norm_27[1];  getitem_86 = None
    getitem_87 = native_batch_norm_27[2];  native_batch_norm_27 = getitem_87 = None
    relu__21 = torch.ops.aten.relu_.default(getitem_85);  getitem_85 = None
    detach_21 = torch.ops.aten.detach.default(relu__21);  detach_21 = None
    _param_constant33_1 = self._param_constant33
    convolution_28 = torch.ops.aten.convolution.default(relu__21, _param_constant33_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu__21 = _param_constant33_1 = None
    add__34 = torch.ops.aten.add_.Tensor(add__13, 1);  add__13 = add__34 = None
    empty_28 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_28 = None
    _param_constant34_1 = self._param_constant34
    _param_constant35_1 = self._param_constant35
    _tensor_constant34_1 = self._tensor_constant34
    _tensor_constant35_1 = self._tensor_constant35
    native_batch_norm_28 = torch.ops.aten.native_batch_norm.default(convolution_28, _param_constant34_1, _param_constant35_1, _tensor_constant34_1, _tensor_constant35_1, True, 0.1, 1e-05);  convolution_28 = _param_constant34_1 = _param_constant35_1 = _tensor_constant34_1 = _tensor_constant35_1 = None
    getitem_88 = native_batch_norm_28[0]
    getitem_89 = native_batch_norm_28[1];  getitem_89 = None
    getitem_90 = native_batch_norm_28[2];  native_batch_norm_28 = getitem_90 = None
    _param_constant36_1 = self._param_constant36
    convolution_29 = torch.ops.aten.convolution.default(relu__19, _param_constant36_1, None, [2, 2], [0, 0], [1, 1], False, [0, 0], 1);  relu__19 = _param_constant36_1 = None
    add__35 = torch.ops.aten.add_.Tensor(add__14, 1);  add__14 = add__35 = None
    empty_29 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_29 = None
    _param_constant37_1 = self._param_constant37
    _param_constant38_1 = self._param_constant38
    _tensor_constant37_1 = self._tensor_constant37
    _tensor_constant38_1 = self._tensor_constant38
    native_batch_norm_29 = torch.ops.aten.native_batch_norm.default(convolution_29, _param_constant37_1, _param_constant38_1, _tensor_constant37_1, _tensor_constant38_1, True, 0.1, 1e-05);  convolution_29 = _param_constant37_1 = _param_constant38_1 = _tensor_constant37_1 = _tensor_constant38_1 = None
    getitem_91 = native_batch_norm_29[0]
    getitem_92 = native_batch_norm_29[1];  getitem_92 = None
    getitem_93 = native_batch_norm_29[2];  native_batch_norm_29 = getitem_93 = None
    add__36 = torch.ops.aten.add_.Tensor(getitem_88, getitem_91);  getitem_88 = getitem_91 = None
    relu__22 = torch.ops.aten.relu_.default(add__36);  add__36 = None
    detach_22 = torch.ops.aten.detach.default(relu__22);  detach_22 = None
    _param_constant39_1 = self._param_constant39
    convolution_30 = torch.ops.aten.convolution.default(relu__22, _param_constant39_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant39_1 = None
    add__37 = torch.ops.aten.add_.Tensor(add__16, 1);  add__16 = add__37 = None
    empty_30 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_30 = None
    _param_constant40_1 = self._param_constant40
    _param_constant41_1 = self._param_constant41
    _tensor_constant40_1 = self._tensor_constant40
    _tensor_constant41_1 = self._tensor_constant41
    native_batch_norm_30 = torch.ops.aten.native_batch_norm.default(convolution_30, _param_constant40_1, _param_constant41_1, _tensor_constant40_1, _tensor_constant41_1, True, 0.1, 1e-05);  convolution_30 = _param_constant40_1 = _param_constant41_1 = _tensor_constant40_1 = _tensor_constant41_1 = None
    getitem_94 = native_batch_norm_30[0]
    getitem_95 = native_batch_norm_30[1];  getitem_95 = None
    getitem_96 = native_batch_norm_30[2];  native_batch_norm_30 = getitem_96 = None
    relu__23 = torch.ops.aten.relu_.default(getitem_94);  getitem_94 = None
    detach_23 = torch.ops.aten.detach.default(relu__23);  detach_23 = None
    _param_constant42_1 = self._param_constant42
    convolution_31 = torch.ops.aten.convolution.default(relu__23, _param_constant42_1, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1);  relu__23 = _param_constant42_1 = None
    add__38 = torch.ops.aten.add_.Tensor(add__17, 1);  add__17 = add__38 = None
    empty_31 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_31 = None
    _param_constant43_1 = self._param_constant43
    _param_constant44_1 = self._param_constant44
    _tensor_constant43_1 = self._tensor_constant43
    _tensor_constant44_1 = self._tensor_constant44
    native_batch_norm_31 = torch.ops.aten.native_batch_norm.default(convolution_31, _param_constant43_1, _param_constant44_1, _tensor_constant43_1, _tensor_constant44_1, True, 0.1, 1e-05);  convolution_31 = _param_constant43_1 = _param_constant44_1 = _tensor_constant43_1 = _tensor_constant44_1 = None
    getitem_97 = native_batch_norm_31[0]
    getitem_98 = native_batch_norm_31[1];  getitem_98 = None
    getitem_99 = native_batch_norm_31[2];  native_batch_norm_31 = getitem_99 = None
    relu__24 = torch.ops.aten.relu_.default(getitem_97);  getitem_97 = None
    detach_24 = torch.ops.aten.detach.default(relu__24);  detach_24 = None
    _param_constant45_1 = self._param_constant45
    convolution_32 = torch.ops.aten.convolution.default(relu__24, _param_constant45_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu__24 = _param_constant45_1 = None
    add__39 = torch.ops.aten.add_.Tensor(add__18, 1);  add__18 = add__39 = None
    empty_32 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_32 = None
    _param_constant46_1 = self._param_constant46
    _param_constant47_1 = self._param_constant47
    _tensor_constant46_1 = self._tensor_constant46
    _tensor_constant47_1 = self._tensor_constant47
    native_batch_norm_32 = torch.ops.aten.native_batch_norm.default(convolution_32, _param_constant46_1, _param_constant47_1, _tensor_constant46_1, _tensor_constant47_1, True, 0.1, 1e-05);  convolution_32 = _param_constant46_1 = _param_constant47_1 = _tensor_constant46_1 = _tensor_constant47_1 = None
    getitem_100 = native_batch_norm_32[0]
    getitem_101 = native_batch_norm_32[1];  getitem_101 = None
    getitem_102 = native_batch_norm_32[2];  native_batch_norm_32 = getitem_102 = None
    _param_constant48_1 = self._param_constant48
    convolution_33 = torch.ops.aten.convolution.default(relu__22, _param_constant48_1, None, [2, 2], [0, 0], [1, 1], False, [0, 0], 1);  relu__22 = _param_constant48_1 = None
    add__40 = torch.ops.aten.add_.Tensor(add__19, 1);  add__19 = add__40 = None
    empty_33 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_33 = None
    _param_constant49_1 = self._param_constant49
    _param_constant50_1 = self._param_constant50
    _tensor_constant49_1 = self._tensor_constant49
    _tensor_constant50_1 = self._tensor_constant50
    native_batch_norm_33 = torch.ops.aten.native_batch_norm.default(convolution_33, _param_constant49_1, _param_constant50_1, _tensor_constant49_1, _tensor_constant50_1, True, 0.1, 1e-05);  convolution_33 = _param_constant49_1 = _param_constant50_1 = _tensor_constant49_1 = _tensor_constant50_1 = None
    getitem_103 = native_batch_norm_33[0]
    getitem_104 = native_batch_norm_33[1];  getitem_104 = None
    getitem_105 = native_batch_norm_33[2];  native_batch_norm_33 = getitem_105 = None
    add__41 = torch.ops.aten.add_.Tensor(getitem_100, getitem_103);  getitem_100 = getitem_103 = None
    relu__25 = torch.ops.aten.relu_.default(add__41);  add__41 = None
    detach_25 = torch.ops.aten.detach.default(relu__25);  detach_25 = None
    mean_1 = torch.ops.aten.mean.dim(relu__25, [-1, -2], True);  relu__25 = None
    view_1 = torch.ops.aten.view.default(mean_1, [8, 512]);  mean_1 = None
    cat_2 = torch.ops.aten.cat.default([view, view_1]);  view = view_1 = None
    _param_constant51 = self._param_constant51
    t = torch.ops.aten.t.default(_param_constant51);  _param_constant51 = None
    _param_constant52 = self._param_constant52
    addmm = torch.ops.aten.addmm.default(_param_constant52, cat_2, t);  _param_constant52 = cat_2 = t = None
    _tensor_constant51 = self._tensor_constant51
    add__42 = torch.ops.aten.add_.Tensor(_tensor_constant51, 1);  _tensor_constant51 = add__42 = None
    empty_34 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_34 = None
    _param_constant53 = self._param_constant53
    _param_constant54 = self._param_constant54
    _tensor_constant52 = self._tensor_constant52
    _tensor_constant53 = self._tensor_constant53
    native_batch_norm_34 = torch.ops.aten.native_batch_norm.default(addmm, _param_constant53, _param_constant54, _tensor_constant52, _tensor_constant53, True, 0.1, 1e-05);  addmm = _param_constant53 = _param_constant54 = _tensor_constant52 = _tensor_constant53 = None
    getitem_106 = native_batch_norm_34[0]
    getitem_107 = native_batch_norm_34[1];  getitem_107 = None
    getitem_108 = native_batch_norm_34[2];  native_batch_norm_34 = getitem_108 = None
    relu__26 = torch.ops.aten.relu_.default(getitem_106);  getitem_106 = None
    detach_26 = torch.ops.aten.detach.default(relu__26);  detach_26 = None
    _param_constant55 = self._param_constant55
    t_1 = torch.ops.aten.t.default(_param_constant55);  _param_constant55 = None
    _param_constant56 = self._param_constant56
    addmm_1 = torch.ops.aten.addmm.default(_param_constant56, relu__26, t_1);  _param_constant56 = relu__26 = t_1 = None
    linalg_vector_norm = torch.ops.aten.linalg_vector_norm.default(addmm_1, 2, [1], True)
    detach_27 = torch.ops.aten.detach.default(linalg_vector_norm);  detach_27 = None
    clamp_min = torch.ops.aten.clamp_min.default(linalg_vector_norm, 1e-12);  linalg_vector_norm = None
    expand = torch.ops.aten.expand.default(clamp_min, [16, 16]);  clamp_min = None
    div = torch.ops.aten.div.Tensor(addmm_1, expand);  addmm_1 = expand = None
    _param_constant57 = self._param_constant57
    t_2 = torch.ops.aten.t.default(_param_constant57);  _param_constant57 = None
    mm = torch.ops.aten.mm.default(div, t_2);  t_2 = None
    detach_28 = torch.ops.aten.detach.default(div);  div = detach_28 = None
    slice_1 = torch.ops.aten.slice.Tensor(mm, 0, 0, 4)
    detach_29 = torch.ops.aten.detach.default(slice_1);  slice_1 = None
    div_1 = torch.ops.aten.div.Tensor(detach_29, 0.05);  detach_29 = None
    exp = torch.ops.aten.exp.default(div_1);  div_1 = None
    t_3 = torch.ops.aten.t.default(exp);  exp = None
    sum_1 = torch.ops.aten.sum.default(t_3)
    div_ = torch.ops.aten.div_.Tensor(t_3, sum_1);  t_3 = sum_1 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(div_, [1], True)
    div__1 = torch.ops.aten.div_.Tensor(div_, sum_2);  div_ = sum_2 = None
    div__2 = torch.ops.aten.div_.Tensor(div__1, 12);  div__1 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(div__2, [0], True)
    div__3 = torch.ops.aten.div_.Tensor(div__2, sum_3);  div__2 = sum_3 = None
    div__4 = torch.ops.aten.div_.Tensor(div__3, 4);  div__3 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(div__4, [1], True)
    div__5 = torch.ops.aten.div_.Tensor(div__4, sum_4);  div__4 = sum_4 = None
    div__6 = torch.ops.aten.div_.Tensor(div__5, 12);  div__5 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(div__6, [0], True)
    div__7 = torch.ops.aten.div_.Tensor(div__6, sum_5);  div__6 = sum_5 = None
    div__8 = torch.ops.aten.div_.Tensor(div__7, 4);  div__7 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(div__8, [1], True)
    div__9 = torch.ops.aten.div_.Tensor(div__8, sum_6);  div__8 = sum_6 = None
    div__10 = torch.ops.aten.div_.Tensor(div__9, 12);  div__9 = None
    sum_7 = torch.ops.aten.sum.dim_IntList(div__10, [0], True)
    div__11 = torch.ops.aten.div_.Tensor(div__10, sum_7);  div__10 = sum_7 = None
    div__12 = torch.ops.aten.div_.Tensor(div__11, 4);  div__11 = None
    mul_ = torch.ops.aten.mul_.Tensor(div__12, 4);  div__12 = None
    t_4 = torch.ops.aten.t.default(mul_);  mul_ = None
    slice_2 = torch.ops.aten.slice.Tensor(t_4, 0, -4, 9223372036854775807);  t_4 = None
    slice_3 = torch.ops.aten.slice.Tensor(mm, 0, 4, 8)
    div_2 = torch.ops.aten.div.Tensor(slice_3, 0.1);  slice_3 = None
    _log_softmax = torch.ops.aten._log_softmax.default(div_2, 1, False);  div_2 = None
    detach_30 = torch.ops.aten.detach.default(_log_softmax);  detach_30 = None
    mul = torch.ops.aten.mul.Tensor(slice_2, _log_softmax);  _log_softmax = None
    sum_8 = torch.ops.aten.sum.dim_IntList(mul, [1]);  mul = None
    mean_2 = torch.ops.aten.mean.default(sum_8);  sum_8 = None
    rsub = torch.ops.aten.rsub.Scalar(mean_2, 0);  mean_2 = None
    slice_4 = torch.ops.aten.slice.Tensor(mm, 0, 8, 12)
    div_3 = torch.ops.aten.div.Tensor(slice_4, 0.1);  slice_4 = None
    _log_softmax_1 = torch.ops.aten._log_softmax.default(div_3, 1, False);  div_3 = None
    detach_31 = torch.ops.aten.detach.default(_log_softmax_1);  detach_31 = None
    mul_1 = torch.ops.aten.mul.Tensor(slice_2, _log_softmax_1);  _log_softmax_1 = None
    sum_9 = torch.ops.aten.sum.dim_IntList(mul_1, [1]);  mul_1 = None
    mean_3 = torch.ops.aten.mean.default(sum_9);  sum_9 = None
    sub_ = torch.ops.aten.sub_.Tensor(rsub, mean_3);  rsub = mean_3 = None
    slice_5 = torch.ops.aten.slice.Tensor(mm, 0, 12, 16)
    div_4 = torch.ops.aten.div.Tensor(slice_5, 0.1);  slice_5 = None
    _log_softmax_2 = torch.ops.aten._log_softmax.default(div_4, 1, False);  div_4 = None
    detach_32 = torch.ops.aten.detach.default(_log_softmax_2);  detach_32 = None
    mul_2 = torch.ops.aten.mul.Tensor(slice_2, _log_softmax_2);  slice_2 = _log_softmax_2 = None
    sum_10 = torch.ops.aten.sum.dim_IntList(mul_2, [1]);  mul_2 = None
    mean_4 = torch.ops.aten.mean.default(sum_10);  sum_10 = None
    sub__1 = torch.ops.aten.sub_.Tensor(sub_, mean_4);  sub_ = mean_4 = None
    div_5 = torch.ops.aten.div.Tensor(sub__1, 3);  sub__1 = None
    add = torch.ops.aten.add.Tensor(div_5, 0);  div_5 = None
    slice_6 = torch.ops.aten.slice.Tensor(mm, 0, 4, 8)
    detach_33 = torch.ops.aten.detach.default(slice_6);  slice_6 = None
    div_6 = torch.ops.aten.div.Tensor(detach_33, 0.05);  detach_33 = None
    exp_1 = torch.ops.aten.exp.default(div_6);  div_6 = None
    t_5 = torch.ops.aten.t.default(exp_1);  exp_1 = None
    sum_11 = torch.ops.aten.sum.default(t_5)
    div__13 = torch.ops.aten.div_.Tensor(t_5, sum_11);  t_5 = sum_11 = None
    sum_12 = torch.ops.aten.sum.dim_IntList(div__13, [1], True)
    div__14 = torch.ops.aten.div_.Tensor(div__13, sum_12);  div__13 = sum_12 = None
    div__15 = torch.ops.aten.div_.Tensor(div__14, 12);  div__14 = None
    sum_13 = torch.ops.aten.sum.dim_IntList(div__15, [0], True)
    div__16 = torch.ops.aten.div_.Tensor(div__15, sum_13);  div__15 = sum_13 = None
    div__17 = torch.ops.aten.div_.Tensor(div__16, 4);  div__16 = None
    sum_14 = torch.ops.aten.sum.dim_IntList(div__17, [1], True)
    div__18 = torch.ops.aten.div_.Tensor(div__17, sum_14);  div__17 = sum_14 = None
    div__19 = torch.ops.aten.div_.Tensor(div__18, 12);  div__18 = None
    sum_15 = torch.ops.aten.sum.dim_IntList(div__19, [0], True)
    div__20 = torch.ops.aten.div_.Tensor(div__19, sum_15);  div__19 = sum_15 = None
    div__21 = torch.ops.aten.div_.Tensor(div__20, 4);  div__20 = None
    sum_16 = torch.ops.aten.sum.dim_IntList(div__21, [1], True)
    div__22 = torch.ops.aten.div_.Tensor(div__21, sum_16);  div__21 = sum_16 = None
    div__23 = torch.ops.aten.div_.Tensor(div__22, 12);  div__22 = None
    sum_17 = torch.ops.aten.sum.dim_IntList(div__23, [0], True)
    div__24 = torch.ops.aten.div_.Tensor(div__23, sum_17);  div__23 = sum_17 = None
    div__25 = torch.ops.aten.div_.Tensor(div__24, 4);  div__24 = None
    mul__1 = torch.ops.aten.mul_.Tensor(div__25, 4);  div__25 = None
    t_6 = torch.ops.aten.t.default(mul__1);  mul__1 = None
    slice_7 = torch.ops.aten.slice.Tensor(t_6, 0, -4, 9223372036854775807);  t_6 = None
    slice_8 = torch.ops.aten.slice.Tensor(mm, 0, 0, 4)
    div_7 = torch.ops.aten.div.Tensor(slice_8, 0.1);  slice_8 = None
    _log_softmax_3 = torch.ops.aten._log_softmax.default(div_7, 1, False);  div_7 = None
    detach_34 = torch.ops.aten.detach.default(_log_softmax_3);  detach_34 = None
    mul_3 = torch.ops.aten.mul.Tensor(slice_7, _log_softmax_3);  _log_softmax_3 = None
    sum_18 = torch.ops.aten.sum.dim_IntList(mul_3, [1]);  mul_3 = None
    mean_5 = torch.ops.aten.mean.default(sum_18);  sum_18 = None
    rsub_1 = torch.ops.aten.rsub.Scalar(mean_5, 0);  mean_5 = None
    slice_9 = torch.ops.aten.slice.Tensor(mm, 0, 8, 12)
    div_8 = torch.ops.aten.div.Tensor(slice_9, 0.1);  slice_9 = None
    _log_softmax_4 = torch.ops.aten._log_softmax.default(div_8, 1, False);  div_8 = None
    detach_35 = torch.ops.aten.detach.default(_log_softmax_4);  detach_35 = None
    mul_4 = torch.ops.aten.mul.Tensor(slice_7, _log_softmax_4);  _log_softmax_4 = None
    sum_19 = torch.ops.aten.sum.dim_IntList(mul_4, [1]);  mul_4 = None
    mean_6 = torch.ops.aten.mean.default(sum_19);  sum_19 = None
    sub__2 = torch.ops.aten.sub_.Tensor(rsub_1, mean_6);  rsub_1 = mean_6 = None
    slice_10 = torch.ops.aten.slice.Tensor(mm, 0, 12, 16);  mm = None
    div_9 = torch.ops.aten.div.Tensor(slice_10, 0.1);  slice_10 = None
    _log_softmax_5 = torch.ops.aten._log_softmax.default(div_9, 1, False);  div_9 = None
    detach_36 = torch.ops.aten.detach.default(_log_softmax_5);  detach_36 = None
    mul_5 = torch.ops.aten.mul.Tensor(slice_7, _log_softmax_5);  slice_7 = _log_softmax_5 = None
    sum_20 = torch.ops.aten.sum.dim_IntList(mul_5, [1]);  mul_5 = None
    mean_7 = torch.ops.aten.mean.default(sum_20);  sum_20 = None
    sub__3 = torch.ops.aten.sub_.Tensor(sub__2, mean_7);  sub__2 = mean_7 = None
    div_10 = torch.ops.aten.div.Tensor(sub__3, 3);  sub__3 = None
    add__43 = torch.ops.aten.add_.Tensor(add, div_10);  add = div_10 = None
    div__26 = torch.ops.aten.div_.Tensor(add__43, 2);  add__43 = None
    return div__26
    