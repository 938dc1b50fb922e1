


def forward(self, img_1, alpha_1, beta_1, labels_1):
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
    select = torch.ops.aten.select.int(alpha_1, 0, 0)
    select_1 = torch.ops.aten.select.int(beta_1, 0, 0);  select_1 = None
    relu = torch.ops.aten.relu.default(getitem)
    detach = torch.ops.aten.detach.default(relu);  detach = None
    _param_constant3 = self._param_constant3
    convolution_1 = torch.ops.aten.convolution.default(relu, _param_constant3, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu = _param_constant3 = None
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
    relu_2 = torch.ops.aten.relu.default(getitem)
    detach_2 = torch.ops.aten.detach.default(relu_2);  detach_2 = None
    _param_constant9 = self._param_constant9
    convolution_3 = torch.ops.aten.convolution.default(relu_2, _param_constant9, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_2 = _param_constant9 = None
    _tensor_constant9 = self._tensor_constant9
    add__3 = torch.ops.aten.add_.Tensor(_tensor_constant9, 1);  _tensor_constant9 = add__3 = None
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
    add__4 = torch.ops.aten.add_.Tensor(_tensor_constant12, 1);  _tensor_constant12 = add__4 = None
    empty_4 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_4 = None
    _param_constant13 = self._param_constant13
    _param_constant14 = self._param_constant14
    _tensor_constant13 = self._tensor_constant13
    _tensor_constant14 = self._tensor_constant14
    native_batch_norm_4 = torch.ops.aten.native_batch_norm.default(convolution_4, _param_constant13, _param_constant14, _tensor_constant13, _tensor_constant14, True, 0.1, 1e-05);  convolution_4 = _param_constant13 = _param_constant14 = _tensor_constant13 = _tensor_constant14 = None
    getitem_12 = native_batch_norm_4[0]
    getitem_13 = native_batch_norm_4[1];  getitem_13 = None
    getitem_14 = native_batch_norm_4[2];  native_batch_norm_4 = getitem_14 = None
    mul = torch.ops.aten.mul.Tensor(getitem_6, select);  getitem_6 = None
    rsub = torch.ops.aten.rsub.Scalar(select, 1);  select = None
    mul_1 = torch.ops.aten.mul.Tensor(getitem_12, rsub);  getitem_12 = rsub = None
    add = torch.ops.aten.add.Tensor(mul, mul_1);  mul = mul_1 = None
    add_1 = torch.ops.aten.add.Tensor(getitem, add);  getitem = add = None
    select_2 = torch.ops.aten.select.int(alpha_1, 0, 1)
    select_3 = torch.ops.aten.select.int(beta_1, 0, 1);  select_3 = None
    relu_4 = torch.ops.aten.relu.default(add_1)
    detach_4 = torch.ops.aten.detach.default(relu_4);  detach_4 = None
    _param_constant15 = self._param_constant15
    convolution_5 = torch.ops.aten.convolution.default(relu_4, _param_constant15, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1);  relu_4 = _param_constant15 = None
    _tensor_constant15 = self._tensor_constant15
    add__5 = torch.ops.aten.add_.Tensor(_tensor_constant15, 1);  _tensor_constant15 = add__5 = None
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
    add__6 = torch.ops.aten.add_.Tensor(_tensor_constant18, 1);  _tensor_constant18 = add__6 = None
    empty_6 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_6 = None
    _param_constant19 = self._param_constant19
    _param_constant20 = self._param_constant20
    _tensor_constant19 = self._tensor_constant19
    _tensor_constant20 = self._tensor_constant20
    native_batch_norm_6 = torch.ops.aten.native_batch_norm.default(convolution_6, _param_constant19, _param_constant20, _tensor_constant19, _tensor_constant20, True, 0.1, 1e-05);  convolution_6 = _param_constant19 = _param_constant20 = _tensor_constant19 = _tensor_constant20 = None
    getitem_18 = native_batch_norm_6[0]
    getitem_19 = native_batch_norm_6[1];  getitem_19 = None
    getitem_20 = native_batch_norm_6[2];  native_batch_norm_6 = getitem_20 = None
    relu_6 = torch.ops.aten.relu.default(add_1)
    detach_6 = torch.ops.aten.detach.default(relu_6);  detach_6 = None
    _param_constant21 = self._param_constant21
    convolution_7 = torch.ops.aten.convolution.default(relu_6, _param_constant21, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1);  relu_6 = _param_constant21 = None
    _tensor_constant21 = self._tensor_constant21
    add__7 = torch.ops.aten.add_.Tensor(_tensor_constant21, 1);  _tensor_constant21 = add__7 = None
    empty_7 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_7 = None
    _param_constant22 = self._param_constant22
    _param_constant23 = self._param_constant23
    _tensor_constant22 = self._tensor_constant22
    _tensor_constant23 = self._tensor_constant23
    native_batch_norm_7 = torch.ops.aten.native_batch_norm.default(convolution_7, _param_constant22, _param_constant23, _tensor_constant22, _tensor_constant23, True, 0.1, 1e-05);  convolution_7 = _param_constant22 = _param_constant23 = _tensor_constant22 = _tensor_constant23 = None
    getitem_21 = native_batch_norm_7[0]
    getitem_22 = native_batch_norm_7[1];  getitem_22 = None
    getitem_23 = native_batch_norm_7[2];  native_batch_norm_7 = getitem_23 = None
    relu_7 = torch.ops.aten.relu.default(getitem_21);  getitem_21 = None
    detach_7 = torch.ops.aten.detach.default(relu_7);  detach_7 = None
    _param_constant24 = self._param_constant24
    convolution_8 = torch.ops.aten.convolution.default(relu_7, _param_constant24, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_7 = _param_constant24 = None
    _tensor_constant24 = self._tensor_constant24
    add__8 = torch.ops.aten.add_.Tensor(_tensor_constant24, 1);  _tensor_constant24 = add__8 = None
    empty_8 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_8 = None
    _param_constant25 = self._param_constant25
    _param_constant26 = self._param_constant26
    _tensor_constant25 = self._tensor_constant25
    _tensor_constant26 = self._tensor_constant26
    native_batch_norm_8 = torch.ops.aten.native_batch_norm.default(convolution_8, _param_constant25, _param_constant26, _tensor_constant25, _tensor_constant26, True, 0.1, 1e-05);  convolution_8 = _param_constant25 = _param_constant26 = _tensor_constant25 = _tensor_constant26 = None
    getitem_24 = native_batch_norm_8[0]
    getitem_25 = native_batch_norm_8[1];  getitem_25 = None
    getitem_26 = native_batch_norm_8[2];  native_batch_norm_8 = getitem_26 = None
    mul_2 = torch.ops.aten.mul.Tensor(getitem_18, select_2);  getitem_18 = None
    rsub_1 = torch.ops.aten.rsub.Scalar(select_2, 1);  select_2 = None
    mul_3 = torch.ops.aten.mul.Tensor(getitem_24, rsub_1);  getitem_24 = rsub_1 = None
    add_2 = torch.ops.aten.add.Tensor(mul_2, mul_3);  mul_2 = mul_3 = None
    relu_8 = torch.ops.aten.relu.default(add_1);  add_1 = None
    detach_8 = torch.ops.aten.detach.default(relu_8);  detach_8 = None
    avg_pool2d = torch.ops.aten.avg_pool2d.default(relu_8, [1, 1], [2, 2])
    _param_constant27 = self._param_constant27
    convolution_9 = torch.ops.aten.convolution.default(avg_pool2d, _param_constant27, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  avg_pool2d = _param_constant27 = None
    slice_1 = torch.ops.aten.slice.Tensor(relu_8, 2, 1, 9223372036854775807);  relu_8 = None
    slice_2 = torch.ops.aten.slice.Tensor(slice_1, 3, 1, 9223372036854775807);  slice_1 = None
    constant_pad_nd = torch.ops.aten.constant_pad_nd.default(slice_2, [0, 1, 0, 1], 0.0);  slice_2 = None
    avg_pool2d_1 = torch.ops.aten.avg_pool2d.default(constant_pad_nd, [1, 1], [2, 2]);  constant_pad_nd = None
    _param_constant28 = self._param_constant28
    convolution_10 = torch.ops.aten.convolution.default(avg_pool2d_1, _param_constant28, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  avg_pool2d_1 = _param_constant28 = None
    cat = torch.ops.aten.cat.default([convolution_9, convolution_10], 1);  convolution_9 = convolution_10 = None
    _tensor_constant27 = self._tensor_constant27
    add__9 = torch.ops.aten.add_.Tensor(_tensor_constant27, 1);  _tensor_constant27 = add__9 = None
    empty_9 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_9 = None
    _param_constant29 = self._param_constant29
    _param_constant30 = self._param_constant30
    _tensor_constant28 = self._tensor_constant28
    _tensor_constant29 = self._tensor_constant29
    native_batch_norm_9 = torch.ops.aten.native_batch_norm.default(cat, _param_constant29, _param_constant30, _tensor_constant28, _tensor_constant29, True, 0.1, 1e-05);  cat = _param_constant29 = _param_constant30 = _tensor_constant28 = _tensor_constant29 = None
    getitem_27 = native_batch_norm_9[0]
    getitem_28 = native_batch_norm_9[1];  getitem_28 = None
    getitem_29 = native_batch_norm_9[2];  native_batch_norm_9 = getitem_29 = None
    add_3 = torch.ops.aten.add.Tensor(getitem_27, add_2);  getitem_27 = add_2 = None
    select_4 = torch.ops.aten.select.int(alpha_1, 0, 2);  alpha_1 = None
    select_5 = torch.ops.aten.select.int(beta_1, 0, 2);  beta_1 = select_5 = None
    relu_9 = torch.ops.aten.relu.default(add_3)
    detach_9 = torch.ops.aten.detach.default(relu_9);  detach_9 = None
    _param_constant31 = self._param_constant31
    convolution_11 = torch.ops.aten.convolution.default(relu_9, _param_constant31, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1);  relu_9 = _param_constant31 = None
    _tensor_constant30 = self._tensor_constant30
    add__10 = torch.ops.aten.add_.Tensor(_tensor_constant30, 1);  _tensor_constant30 = add__10 = None
    empty_10 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_10 = None
    _param_constant32 = self._param_constant32
    _param_constant33 = self._param_constant33
    _tensor_constant31 = self._tensor_constant31
    _tensor_constant32 = self._tensor_constant32
    native_batch_norm_10 = torch.ops.aten.native_batch_norm.default(convolution_11, _param_constant32, _param_constant33, _tensor_constant31, _tensor_constant32, True, 0.1, 1e-05);  convolution_11 = _param_constant32 = _param_constant33 = _tensor_constant31 = _tensor_constant32 = None
    getitem_30 = native_batch_norm_10[0]
    getitem_31 = native_batch_norm_10[1];  getitem_31 = None
    getitem_32 = native_batch_norm_10[2];  native_batch_norm_10 = getitem_32 = None
    relu_10 = torch.ops.aten.relu.default(getitem_30);  getitem_30 = None
    detach_10 = torch.ops.aten.detach.default(relu_10);  detach_10 = None
    _param_constant34 = self._param_constant34
    convolution_12 = torch.ops.aten.convolution.default(relu_10, _param_constant34, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_10 = _param_constant34 = None
    _tensor_constant33 = self._tensor_constant33
    add__11 = torch.ops.aten.add_.Tensor(_tensor_constant33, 1);  _tensor_constant33 = add__11 = None
    empty_11 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_11 = None
    _param_constant35 = self._param_constant35
    _param_constant36 = self._param_constant36
    _tensor_constant34 = self._tensor_constant34
    _tensor_constant35 = self._tensor_constant35
    native_batch_norm_11 = torch.ops.aten.native_batch_norm.default(convolution_12, _param_constant35, _param_constant36, _tensor_constant34, _tensor_constant35, True, 0.1, 1e-05);  convolution_12 = _param_constant35 = _param_constant36 = _tensor_constant34 = _tensor_constant35 = None
    getitem_33 = native_batch_norm_11[0]
    getitem_34 = native_batch_norm_11[1];  getitem_34 = None
    getitem_35 = native_batch_norm_11[2];  native_batch_norm_11 = getitem_35 = None
    relu_11 = torch.ops.aten.relu.default(add_3)
    detach_11 = torch.ops.aten.detach.default(relu_11);  detach_11 = None
    _param_constant37 = self._param_constant37
    convolution_13 = torch.ops.aten.convolution.default(relu_11, _param_constant37, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1);  relu_11 = _param_constant37 = None
    _tensor_constant36 = self._tensor_constant36
    add__12 = torch.ops.aten.add_.Tensor(_tensor_constant36, 1);  _tensor_constant36 = add__12 = None
    empty_12 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_12 = None
    _param_constant38 = self._param_constant38
    _param_constant39 = self._param_constant39
    _tensor_constant37 = self._tensor_constant37
    _tensor_constant38 = self._tensor_constant38
    native_batch_norm_12 = torch.ops.aten.native_batch_norm.default(convolution_13, _param_constant38, _param_constant39, _tensor_constant37, _tensor_constant38, True, 0.1, 1e-05);  convolution_13 = _param_constant38 = _param_constant39 = _tensor_constant37 = _tensor_constant38 = None
    getitem_36 = native_batch_norm_12[0]
    getitem_37 = native_batch_norm_12[1];  getitem_37 = None
    getitem_38 = native_batch_norm_12[2];  native_batch_norm_12 = getitem_38 = None
    relu_12 = torch.ops.aten.relu.default(getitem_36);  getitem_36 = None
    detach_12 = torch.ops.aten.detach.default(relu_12);  detach_12 = None
    _param_constant40 = self._param_constant40
    convolution_14 = torch.ops.aten.convolution.default(relu_12, _param_constant40, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_12 = _param_constant40 = None
    _tensor_constant39 = self._tensor_constant39
    add__13 = torch.ops.aten.add_.Tensor(_tensor_constant39, 1);  _tensor_constant39 = add__13 = None
    empty_13 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_13 = None
    _param_constant41 = self._param_constant41
    _param_constant42 = self._param_constant42
    _tensor_constant40 = self._tensor_constant40
    _tensor_constant41 = self._tensor_constant41
    native_batch_norm_13 = torch.ops.aten.native_batch_norm.default(convolution_14, _param_constant41, _param_constant42, _tensor_constant40, _tensor_constant41, True, 0.1, 1e-05);  convolution_14 = _param_constant41 = _param_constant42 = _tensor_constant40 = _tensor_constant41 = None
    getitem_39 = native_batch_norm_13[0]
    getitem_40 = native_batch_norm_13[1];  getitem_40 = None
    getitem_41 = native_batch_norm_13[2];  native_batch_norm_13 = getitem_41 = None
    mul_4 = torch.ops.aten.mul.Tensor(getitem_33, select_4);  getitem_33 = None
    rsub_2 = torch.ops.aten.rsub.Scalar(select_4, 1);  select_4 = None
    mul_5 = torch.ops.aten.mul.Tensor(getitem_39, rsub_2);  getitem_39 = rsub_2 = None
    add_4 = torch.ops.aten.add.Tensor(mul_4, mul_5);  mul_4 = mul_5 = None
    relu_13 = torch.ops.aten.relu.default(add_3);  add_3 = None
    detach_13 = torch.ops.aten.detach.default(relu_13);  detach_13 = None
    avg_pool2d_2 = torch.ops.aten.avg_pool2d.default(relu_13, [1, 1], [2, 2])
    _param_constant43 = self._param_constant43
    convolution_15 = torch.ops.aten.convolution.default(avg_pool2d_2, _param_constant43, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  avg_pool2d_2 = _param_constant43 = None
    slice_3 = torch.ops.aten.slice.Tensor(relu_13, 2, 1, 9223372036854775807);  relu_13 = None
    slice_4 = torch.ops.aten.slice.Tensor(slice_3, 3, 1, 9223372036854775807);  slice_3 = None
    constant_pad_nd_1 = torch.ops.aten.constant_pad_nd.default(slice_4, [0, 1, 0, 1], 0.0);  slice_4 = None
    avg_pool2d_3 = torch.ops.aten.avg_pool2d.default(constant_pad_nd_1, [1, 1], [2, 2]);  constant_pad_nd_1 = None
    _param_constant44 = self._param_constant44
    convolution_16 = torch.ops.aten.convolution.default(avg_pool2d_3, _param_constant44, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  avg_pool2d_3 = _param_constant44 = None
    cat_1 = torch.ops.aten.cat.default([convolution_15, convolution_16], 1);  convolution_15 = convolution_16 = None
    _tensor_constant42 = self._tensor_constant42
    add__14 = torch.ops.aten.add_.Tensor(_tensor_constant42, 1);  _tensor_constant42 = add__14 = None
    empty_14 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_14 = None
    _param_constant45 = self._param_constant45
    _param_constant46 = self._param_constant46
    _tensor_constant43 = self._tensor_constant43
    _tensor_constant44 = self._tensor_constant44
    native_batch_norm_14 = torch.ops.aten.native_batch_norm.default(cat_1, _param_constant45, _param_constant46, _tensor_constant43, _tensor_constant44, True, 0.1, 1e-05);  cat_1 = _param_constant45 = _param_constant46 = _tensor_constant43 = _tensor_constant44 = None
    getitem_42 = native_batch_norm_14[0]
    getitem_43 = native_batch_norm_14[1];  getitem_43 = None
    getitem_44 = native_batch_norm_14[2];  native_batch_norm_14 = getitem_44 = None
    add_5 = torch.ops.aten.add.Tensor(getitem_42, add_4);  getitem_42 = add_4 = None
    relu_14 = torch.ops.aten.relu.default(add_5);  add_5 = None
    detach_14 = torch.ops.aten.detach.default(relu_14);  detach_14 = None
    mean = torch.ops.aten.mean.dim(relu_14, [-1, -2], True);  relu_14 = None
    view = torch.ops.aten.view.default(mean, [4, -1]);  mean = None
    _param_constant47 = self._param_constant47
    t = torch.ops.aten.t.default(_param_constant47);  _param_constant47 = None
    _param_constant48 = self._param_constant48
    addmm = torch.ops.aten.addmm.default(_param_constant48, view, t);  _param_constant48 = view = t = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm, 1, False);  addmm = None
    detach_15 = torch.ops.aten.detach.default(_log_softmax);  detach_15 = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
    getitem_45 = nll_loss_forward[0]
    getitem_46 = nll_loss_forward[1];  nll_loss_forward = getitem_46 = None
    return getitem_45
    