


def forward(self, img_1, labels_1):
    _param_constant0 = self._param_constant0
    convolution = torch.ops.aten.convolution.default(img_1, _param_constant0, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  img_1 = _param_constant0 = None
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
    softplus = torch.ops.aten.softplus.default(getitem)
    tanh = torch.ops.aten.tanh.default(softplus);  softplus = None
    mul = torch.ops.aten.mul.Tensor(getitem, tanh);  getitem = tanh = None
    _param_constant3 = self._param_constant3
    convolution_1 = torch.ops.aten.convolution.default(mul, _param_constant3, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1);  mul = _param_constant3 = None
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
    softplus_1 = torch.ops.aten.softplus.default(getitem_3)
    tanh_1 = torch.ops.aten.tanh.default(softplus_1);  softplus_1 = None
    mul_1 = torch.ops.aten.mul.Tensor(getitem_3, tanh_1);  getitem_3 = tanh_1 = None
    _param_constant6 = self._param_constant6
    convolution_2 = torch.ops.aten.convolution.default(mul_1, _param_constant6, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_1 = _param_constant6 = None
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
    softplus_2 = torch.ops.aten.softplus.default(getitem_6)
    tanh_2 = torch.ops.aten.tanh.default(softplus_2);  softplus_2 = None
    mul_2 = torch.ops.aten.mul.Tensor(getitem_6, tanh_2);  getitem_6 = tanh_2 = None
    split = torch.ops.aten.split.Tensor(mul_2, 16, 1);  mul_2 = None
    getitem_9 = split[0]
    getitem_10 = split[1];  split = None
    _param_constant9 = self._param_constant9
    convolution_3 = torch.ops.aten.convolution.default(getitem_10, _param_constant9, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant9 = None
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
    softplus_3 = torch.ops.aten.softplus.default(getitem_11)
    tanh_3 = torch.ops.aten.tanh.default(softplus_3);  softplus_3 = None
    mul_3 = torch.ops.aten.mul.Tensor(getitem_11, tanh_3);  getitem_11 = tanh_3 = None
    _param_constant12 = self._param_constant12
    convolution_4 = torch.ops.aten.convolution.default(mul_3, _param_constant12, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  mul_3 = _param_constant12 = None
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
    softplus_4 = torch.ops.aten.softplus.default(getitem_14)
    tanh_4 = torch.ops.aten.tanh.default(softplus_4);  softplus_4 = None
    mul_4 = torch.ops.aten.mul.Tensor(getitem_14, tanh_4);  getitem_14 = tanh_4 = None
    add = torch.ops.aten.add.Tensor(mul_4, getitem_10);  mul_4 = getitem_10 = None
    _param_constant15 = self._param_constant15
    convolution_5 = torch.ops.aten.convolution.default(add, _param_constant15, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  add = _param_constant15 = None
    _tensor_constant15 = self._tensor_constant15
    add__5 = torch.ops.aten.add_.Tensor(_tensor_constant15, 1);  _tensor_constant15 = add__5 = None
    empty_5 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_5 = None
    _param_constant16 = self._param_constant16
    _param_constant17 = self._param_constant17
    _tensor_constant16 = self._tensor_constant16
    _tensor_constant17 = self._tensor_constant17
    native_batch_norm_5 = torch.ops.aten.native_batch_norm.default(convolution_5, _param_constant16, _param_constant17, _tensor_constant16, _tensor_constant17, True, 0.1, 1e-05);  convolution_5 = _param_constant16 = _param_constant17 = _tensor_constant16 = _tensor_constant17 = None
    getitem_17 = native_batch_norm_5[0]
    getitem_18 = native_batch_norm_5[1];  getitem_18 = None
    getitem_19 = native_batch_norm_5[2];  native_batch_norm_5 = getitem_19 = None
    softplus_5 = torch.ops.aten.softplus.default(getitem_17)
    tanh_5 = torch.ops.aten.tanh.default(softplus_5);  softplus_5 = None
    mul_5 = torch.ops.aten.mul.Tensor(getitem_17, tanh_5);  getitem_17 = tanh_5 = None
    cat = torch.ops.aten.cat.default([getitem_9, mul_5], 1);  getitem_9 = mul_5 = None
    _param_constant18 = self._param_constant18
    convolution_6 = torch.ops.aten.convolution.default(cat, _param_constant18, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  cat = _param_constant18 = None
    _tensor_constant18 = self._tensor_constant18
    add__6 = torch.ops.aten.add_.Tensor(_tensor_constant18, 1);  _tensor_constant18 = add__6 = None
    empty_6 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_6 = None
    _param_constant19 = self._param_constant19
    _param_constant20 = self._param_constant20
    _tensor_constant19 = self._tensor_constant19
    _tensor_constant20 = self._tensor_constant20
    native_batch_norm_6 = torch.ops.aten.native_batch_norm.default(convolution_6, _param_constant19, _param_constant20, _tensor_constant19, _tensor_constant20, True, 0.1, 1e-05);  convolution_6 = _param_constant19 = _param_constant20 = _tensor_constant19 = _tensor_constant20 = None
    getitem_20 = native_batch_norm_6[0]
    getitem_21 = native_batch_norm_6[1];  getitem_21 = None
    getitem_22 = native_batch_norm_6[2];  native_batch_norm_6 = getitem_22 = None
    softplus_6 = torch.ops.aten.softplus.default(getitem_20)
    tanh_6 = torch.ops.aten.tanh.default(softplus_6);  softplus_6 = None
    mul_6 = torch.ops.aten.mul.Tensor(getitem_20, tanh_6);  getitem_20 = tanh_6 = None
    _param_constant21 = self._param_constant21
    convolution_7 = torch.ops.aten.convolution.default(mul_6, _param_constant21, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1);  mul_6 = _param_constant21 = None
    _tensor_constant21 = self._tensor_constant21
    add__7 = torch.ops.aten.add_.Tensor(_tensor_constant21, 1);  _tensor_constant21 = add__7 = None
    empty_7 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_7 = None
    _param_constant22 = self._param_constant22
    _param_constant23 = self._param_constant23
    _tensor_constant22 = self._tensor_constant22
    _tensor_constant23 = self._tensor_constant23
    native_batch_norm_7 = torch.ops.aten.native_batch_norm.default(convolution_7, _param_constant22, _param_constant23, _tensor_constant22, _tensor_constant23, True, 0.1, 1e-05);  convolution_7 = _param_constant22 = _param_constant23 = _tensor_constant22 = _tensor_constant23 = None
    getitem_23 = native_batch_norm_7[0]
    getitem_24 = native_batch_norm_7[1];  getitem_24 = None
    getitem_25 = native_batch_norm_7[2];  native_batch_norm_7 = getitem_25 = None
    softplus_7 = torch.ops.aten.softplus.default(getitem_23)
    tanh_7 = torch.ops.aten.tanh.default(softplus_7);  softplus_7 = None
    mul_7 = torch.ops.aten.mul.Tensor(getitem_23, tanh_7);  getitem_23 = tanh_7 = None
    _param_constant24 = self._param_constant24
    convolution_8 = torch.ops.aten.convolution.default(mul_7, _param_constant24, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_7 = _param_constant24 = None
    _tensor_constant24 = self._tensor_constant24
    add__8 = torch.ops.aten.add_.Tensor(_tensor_constant24, 1);  _tensor_constant24 = add__8 = None
    empty_8 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_8 = None
    _param_constant25 = self._param_constant25
    _param_constant26 = self._param_constant26
    _tensor_constant25 = self._tensor_constant25
    _tensor_constant26 = self._tensor_constant26
    native_batch_norm_8 = torch.ops.aten.native_batch_norm.default(convolution_8, _param_constant25, _param_constant26, _tensor_constant25, _tensor_constant26, True, 0.1, 1e-05);  convolution_8 = _param_constant25 = _param_constant26 = _tensor_constant25 = _tensor_constant26 = None
    getitem_26 = native_batch_norm_8[0]
    getitem_27 = native_batch_norm_8[1];  getitem_27 = None
    getitem_28 = native_batch_norm_8[2];  native_batch_norm_8 = getitem_28 = None
    softplus_8 = torch.ops.aten.softplus.default(getitem_26)
    tanh_8 = torch.ops.aten.tanh.default(softplus_8);  softplus_8 = None
    mul_8 = torch.ops.aten.mul.Tensor(getitem_26, tanh_8);  getitem_26 = tanh_8 = None
    split_1 = torch.ops.aten.split.Tensor(mul_8, 16, 1);  mul_8 = None
    getitem_29 = split_1[0]
    getitem_30 = split_1[1];  split_1 = None
    _param_constant27 = self._param_constant27
    convolution_9 = torch.ops.aten.convolution.default(getitem_30, _param_constant27, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant27 = None
    _tensor_constant27 = self._tensor_constant27
    add__9 = torch.ops.aten.add_.Tensor(_tensor_constant27, 1);  _tensor_constant27 = add__9 = None
    empty_9 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_9 = None
    _param_constant28 = self._param_constant28
    _param_constant29 = self._param_constant29
    _tensor_constant28 = self._tensor_constant28
    _tensor_constant29 = self._tensor_constant29
    native_batch_norm_9 = torch.ops.aten.native_batch_norm.default(convolution_9, _param_constant28, _param_constant29, _tensor_constant28, _tensor_constant29, True, 0.1, 1e-05);  convolution_9 = _param_constant28 = _param_constant29 = _tensor_constant28 = _tensor_constant29 = None
    getitem_31 = native_batch_norm_9[0]
    getitem_32 = native_batch_norm_9[1];  getitem_32 = None
    getitem_33 = native_batch_norm_9[2];  native_batch_norm_9 = getitem_33 = None
    softplus_9 = torch.ops.aten.softplus.default(getitem_31)
    tanh_9 = torch.ops.aten.tanh.default(softplus_9);  softplus_9 = None
    mul_9 = torch.ops.aten.mul.Tensor(getitem_31, tanh_9);  getitem_31 = tanh_9 = None
    _param_constant30 = self._param_constant30
    convolution_10 = torch.ops.aten.convolution.default(mul_9, _param_constant30, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  mul_9 = _param_constant30 = None
    _tensor_constant30 = self._tensor_constant30
    add__10 = torch.ops.aten.add_.Tensor(_tensor_constant30, 1);  _tensor_constant30 = add__10 = None
    empty_10 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_10 = None
    _param_constant31 = self._param_constant31
    _param_constant32 = self._param_constant32
    _tensor_constant31 = self._tensor_constant31
    _tensor_constant32 = self._tensor_constant32
    native_batch_norm_10 = torch.ops.aten.native_batch_norm.default(convolution_10, _param_constant31, _param_constant32, _tensor_constant31, _tensor_constant32, True, 0.1, 1e-05);  convolution_10 = _param_constant31 = _param_constant32 = _tensor_constant31 = _tensor_constant32 = None
    getitem_34 = native_batch_norm_10[0]
    getitem_35 = native_batch_norm_10[1];  getitem_35 = None
    getitem_36 = native_batch_norm_10[2];  native_batch_norm_10 = getitem_36 = None
    softplus_10 = torch.ops.aten.softplus.default(getitem_34)
    tanh_10 = torch.ops.aten.tanh.default(softplus_10);  softplus_10 = None
    mul_10 = torch.ops.aten.mul.Tensor(getitem_34, tanh_10);  getitem_34 = tanh_10 = None
    add_1 = torch.ops.aten.add.Tensor(mul_10, getitem_30);  mul_10 = getitem_30 = None
    _param_constant33 = self._param_constant33
    convolution_11 = torch.ops.aten.convolution.default(add_1, _param_constant33, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant33 = None
    _tensor_constant33 = self._tensor_constant33
    add__11 = torch.ops.aten.add_.Tensor(_tensor_constant33, 1);  _tensor_constant33 = add__11 = None
    empty_11 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_11 = None
    _param_constant34 = self._param_constant34
    _param_constant35 = self._param_constant35
    _tensor_constant34 = self._tensor_constant34
    _tensor_constant35 = self._tensor_constant35
    native_batch_norm_11 = torch.ops.aten.native_batch_norm.default(convolution_11, _param_constant34, _param_constant35, _tensor_constant34, _tensor_constant35, True, 0.1, 1e-05);  convolution_11 = _param_constant34 = _param_constant35 = _tensor_constant34 = _tensor_constant35 = None
    getitem_37 = native_batch_norm_11[0]
    getitem_38 = native_batch_norm_11[1];  getitem_38 = None
    getitem_39 = native_batch_norm_11[2];  native_batch_norm_11 = getitem_39 = None
    softplus_11 = torch.ops.aten.softplus.default(getitem_37)
    tanh_11 = torch.ops.aten.tanh.default(softplus_11);  softplus_11 = None
    mul_11 = torch.ops.aten.mul.Tensor(getitem_37, tanh_11);  getitem_37 = tanh_11 = None
    _param_constant36 = self._param_constant36
    convolution_12 = torch.ops.aten.convolution.default(mul_11, _param_constant36, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  mul_11 = _param_constant36 = None
    _tensor_constant36 = self._tensor_constant36
    add__12 = torch.ops.aten.add_.Tensor(_tensor_constant36, 1);  _tensor_constant36 = add__12 = None
    empty_12 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_12 = None
    _param_constant37 = self._param_constant37
    _param_constant38 = self._param_constant38
    _tensor_constant37 = self._tensor_constant37
    _tensor_constant38 = self._tensor_constant38
    native_batch_norm_12 = torch.ops.aten.native_batch_norm.default(convolution_12, _param_constant37, _param_constant38, _tensor_constant37, _tensor_constant38, True, 0.1, 1e-05);  convolution_12 = _param_constant37 = _param_constant38 = _tensor_constant37 = _tensor_constant38 = None
    getitem_40 = native_batch_norm_12[0]
    getitem_41 = native_batch_norm_12[1];  getitem_41 = None
    getitem_42 = native_batch_norm_12[2];  native_batch_norm_12 = getitem_42 = None
    softplus_12 = torch.ops.aten.softplus.default(getitem_40)
    tanh_12 = torch.ops.aten.tanh.default(softplus_12);  softplus_12 = None
    mul_12 = torch.ops.aten.mul.Tensor(getitem_40, tanh_12);  getitem_40 = tanh_12 = None
    add_2 = torch.ops.aten.add.Tensor(mul_12, add_1);  mul_12 = add_1 = None
    _param_constant39 = self._param_constant39
    convolution_13 = torch.ops.aten.convolution.default(add_2, _param_constant39, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  add_2 = _param_constant39 = None
    _tensor_constant39 = self._tensor_constant39
    add__13 = torch.ops.aten.add_.Tensor(_tensor_constant39, 1);  _tensor_constant39 = add__13 = None
    empty_13 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_13 = None
    _param_constant40 = self._param_constant40
    _param_constant41 = self._param_constant41
    _tensor_constant40 = self._tensor_constant40
    _tensor_constant41 = self._tensor_constant41
    native_batch_norm_13 = torch.ops.aten.native_batch_norm.default(convolution_13, _param_constant40, _param_constant41, _tensor_constant40, _tensor_constant41, True, 0.1, 1e-05);  convolution_13 = _param_constant40 = _param_constant41 = _tensor_constant40 = _tensor_constant41 = None
    getitem_43 = native_batch_norm_13[0]
    getitem_44 = native_batch_norm_13[1];  getitem_44 = None
    getitem_45 = native_batch_norm_13[2];  native_batch_norm_13 = getitem_45 = None
    softplus_13 = torch.ops.aten.softplus.default(getitem_43)
    tanh_13 = torch.ops.aten.tanh.default(softplus_13);  softplus_13 = None
    mul_13 = torch.ops.aten.mul.Tensor(getitem_43, tanh_13);  getitem_43 = tanh_13 = None
    cat_1 = torch.ops.aten.cat.default([getitem_29, mul_13], 1);  getitem_29 = mul_13 = None
    _param_constant42 = self._param_constant42
    convolution_14 = torch.ops.aten.convolution.default(cat_1, _param_constant42, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  cat_1 = _param_constant42 = None
    _tensor_constant42 = self._tensor_constant42
    add__14 = torch.ops.aten.add_.Tensor(_tensor_constant42, 1);  _tensor_constant42 = add__14 = None
    empty_14 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_14 = None
    _param_constant43 = self._param_constant43
    _param_constant44 = self._param_constant44
    _tensor_constant43 = self._tensor_constant43
    _tensor_constant44 = self._tensor_constant44
    native_batch_norm_14 = torch.ops.aten.native_batch_norm.default(convolution_14, _param_constant43, _param_constant44, _tensor_constant43, _tensor_constant44, True, 0.1, 1e-05);  convolution_14 = _param_constant43 = _param_constant44 = _tensor_constant43 = _tensor_constant44 = None
    getitem_46 = native_batch_norm_14[0]
    getitem_47 = native_batch_norm_14[1];  getitem_47 = None
    getitem_48 = native_batch_norm_14[2];  native_batch_norm_14 = getitem_48 = None
    softplus_14 = torch.ops.aten.softplus.default(getitem_46)
    tanh_14 = torch.ops.aten.tanh.default(softplus_14);  softplus_14 = None
    mul_14 = torch.ops.aten.mul.Tensor(getitem_46, tanh_14);  getitem_46 = tanh_14 = None
    mean = torch.ops.aten.mean.dim(mul_14, [-1, -2], True);  mul_14 = None
    view = torch.ops.aten.view.default(mean, [2, 32]);  mean = None
    _param_constant45 = self._param_constant45
    t = torch.ops.aten.t.default(_param_constant45);  _param_constant45 = None
    _param_constant46 = self._param_constant46
    addmm = torch.ops.aten.addmm.default(_param_constant46, view, t);  _param_constant46 = view = t = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm, 1, False);  addmm = None
    detach = torch.ops.aten.detach.default(_log_softmax);  detach = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
    getitem_49 = nll_loss_forward[0]
    getitem_50 = nll_loss_forward[1];  nll_loss_forward = getitem_50 = None
    return getitem_49
    