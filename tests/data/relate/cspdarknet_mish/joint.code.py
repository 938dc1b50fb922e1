


def forward(self, img_1, labels_1):
    _param_constant0 = self._param_constant0
    convolution = torch.ops.aten.convolution.default(img_1, _param_constant0, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  _param_constant0 = None
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
    softplus = torch.ops.aten.softplus.default(getitem)
    tanh = torch.ops.aten.tanh.default(softplus);  softplus = None
    mul = torch.ops.aten.mul.Tensor(getitem, tanh);  tanh = None
    _param_constant3 = self._param_constant3
    convolution_1 = torch.ops.aten.convolution.default(mul, _param_constant3, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1);  _param_constant3 = None
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
    softplus_1 = torch.ops.aten.softplus.default(getitem_3)
    tanh_1 = torch.ops.aten.tanh.default(softplus_1);  softplus_1 = None
    mul_1 = torch.ops.aten.mul.Tensor(getitem_3, tanh_1);  tanh_1 = None
    _param_constant6 = self._param_constant6
    convolution_2 = torch.ops.aten.convolution.default(mul_1, _param_constant6, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant6 = None
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
    softplus_2 = torch.ops.aten.softplus.default(getitem_6)
    tanh_2 = torch.ops.aten.tanh.default(softplus_2);  softplus_2 = None
    mul_2 = torch.ops.aten.mul.Tensor(getitem_6, tanh_2);  tanh_2 = None
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
    native_batch_norm_3 = torch.ops.aten.native_batch_norm.default(convolution_3, _param_constant10, _param_constant11, _tensor_constant10, _tensor_constant11, True, 0.1, 1e-05);  _param_constant10 = _param_constant11 = _tensor_constant10 = _tensor_constant11 = None
    getitem_11 = native_batch_norm_3[0]
    getitem_12 = native_batch_norm_3[1]
    getitem_13 = native_batch_norm_3[2];  native_batch_norm_3 = None
    softplus_3 = torch.ops.aten.softplus.default(getitem_11)
    tanh_3 = torch.ops.aten.tanh.default(softplus_3);  softplus_3 = None
    mul_3 = torch.ops.aten.mul.Tensor(getitem_11, tanh_3);  tanh_3 = None
    _param_constant12 = self._param_constant12
    convolution_4 = torch.ops.aten.convolution.default(mul_3, _param_constant12, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  _param_constant12 = None
    _tensor_constant12 = self._tensor_constant12
    add__4 = torch.ops.aten.add_.Tensor(_tensor_constant12, 1);  _tensor_constant12 = add__4 = None
    empty_4 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_4 = None
    _param_constant13 = self._param_constant13
    _param_constant14 = self._param_constant14
    _tensor_constant13 = self._tensor_constant13
    _tensor_constant14 = self._tensor_constant14
    native_batch_norm_4 = torch.ops.aten.native_batch_norm.default(convolution_4, _param_constant13, _param_constant14, _tensor_constant13, _tensor_constant14, True, 0.1, 1e-05);  _param_constant13 = _param_constant14 = _tensor_constant13 = _tensor_constant14 = None
    getitem_14 = native_batch_norm_4[0]
    getitem_15 = native_batch_norm_4[1]
    getitem_16 = native_batch_norm_4[2];  native_batch_norm_4 = None
    softplus_4 = torch.ops.aten.softplus.default(getitem_14)
    tanh_4 = torch.ops.aten.tanh.default(softplus_4);  softplus_4 = None
    mul_4 = torch.ops.aten.mul.Tensor(getitem_14, tanh_4);  tanh_4 = None
    add = torch.ops.aten.add.Tensor(mul_4, getitem_10);  mul_4 = None
    _param_constant15 = self._param_constant15
    convolution_5 = torch.ops.aten.convolution.default(add, _param_constant15, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant15 = None
    _tensor_constant15 = self._tensor_constant15
    add__5 = torch.ops.aten.add_.Tensor(_tensor_constant15, 1);  _tensor_constant15 = add__5 = None
    empty_5 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_5 = None
    _param_constant16 = self._param_constant16
    _param_constant17 = self._param_constant17
    _tensor_constant16 = self._tensor_constant16
    _tensor_constant17 = self._tensor_constant17
    native_batch_norm_5 = torch.ops.aten.native_batch_norm.default(convolution_5, _param_constant16, _param_constant17, _tensor_constant16, _tensor_constant17, True, 0.1, 1e-05);  _param_constant16 = _param_constant17 = _tensor_constant16 = _tensor_constant17 = None
    getitem_17 = native_batch_norm_5[0]
    getitem_18 = native_batch_norm_5[1]
    getitem_19 = native_batch_norm_5[2];  native_batch_norm_5 = None
    softplus_5 = torch.ops.aten.softplus.default(getitem_17)
    tanh_5 = torch.ops.aten.tanh.default(softplus_5);  softplus_5 = None
    mul_5 = torch.ops.aten.mul.Tensor(getitem_17, tanh_5);  tanh_5 = None
    cat = torch.ops.aten.cat.default([getitem_9, mul_5], 1);  getitem_9 = mul_5 = None
    _param_constant18 = self._param_constant18
    convolution_6 = torch.ops.aten.convolution.default(cat, _param_constant18, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant18 = None
    _tensor_constant18 = self._tensor_constant18
    add__6 = torch.ops.aten.add_.Tensor(_tensor_constant18, 1);  _tensor_constant18 = add__6 = None
    empty_6 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_6 = None
    _param_constant19 = self._param_constant19
    _param_constant20 = self._param_constant20
    _tensor_constant19 = self._tensor_constant19
    _tensor_constant20 = self._tensor_constant20
    native_batch_norm_6 = torch.ops.aten.native_batch_norm.default(convolution_6, _param_constant19, _param_constant20, _tensor_constant19, _tensor_constant20, True, 0.1, 1e-05);  _param_constant19 = _param_constant20 = _tensor_constant19 = _tensor_constant20 = None
    getitem_20 = native_batch_norm_6[0]
    getitem_21 = native_batch_norm_6[1]
    getitem_22 = native_batch_norm_6[2];  native_batch_norm_6 = None
    softplus_6 = torch.ops.aten.softplus.default(getitem_20)
    tanh_6 = torch.ops.aten.tanh.default(softplus_6);  softplus_6 = None
    mul_6 = torch.ops.aten.mul.Tensor(getitem_20, tanh_6);  tanh_6 = None
    _param_constant21 = self._param_constant21
    convolution_7 = torch.ops.aten.convolution.default(mul_6, _param_constant21, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1);  _param_constant21 = None
    _tensor_constant21 = self._tensor_constant21
    add__7 = torch.ops.aten.add_.Tensor(_tensor_constant21, 1);  _tensor_constant21 = add__7 = None
    empty_7 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_7 = None
    _param_constant22 = self._param_constant22
    _param_constant23 = self._param_constant23
    _tensor_constant22 = self._tensor_constant22
    _tensor_constant23 = self._tensor_constant23
    native_batch_norm_7 = torch.ops.aten.native_batch_norm.default(convolution_7, _param_constant22, _param_constant23, _tensor_constant22, _tensor_constant23, True, 0.1, 1e-05);  _param_constant22 = _param_constant23 = _tensor_constant22 = _tensor_constant23 = None
    getitem_23 = native_batch_norm_7[0]
    getitem_24 = native_batch_norm_7[1]
    getitem_25 = native_batch_norm_7[2];  native_batch_norm_7 = None
    softplus_7 = torch.ops.aten.softplus.default(getitem_23)
    tanh_7 = torch.ops.aten.tanh.default(softplus_7);  softplus_7 = None
    mul_7 = torch.ops.aten.mul.Tensor(getitem_23, tanh_7);  tanh_7 = None
    _param_constant24 = self._param_constant24
    convolution_8 = torch.ops.aten.convolution.default(mul_7, _param_constant24, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant24 = None
    _tensor_constant24 = self._tensor_constant24
    add__8 = torch.ops.aten.add_.Tensor(_tensor_constant24, 1);  _tensor_constant24 = add__8 = None
    empty_8 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_8 = None
    _param_constant25 = self._param_constant25
    _param_constant26 = self._param_constant26
    _tensor_constant25 = self._tensor_constant25
    _tensor_constant26 = self._tensor_constant26
    native_batch_norm_8 = torch.ops.aten.native_batch_norm.default(convolution_8, _param_constant25, _param_constant26, _tensor_constant25, _tensor_constant26, True, 0.1, 1e-05);  _param_constant25 = _param_constant26 = _tensor_constant25 = _tensor_constant26 = None
    getitem_26 = native_batch_norm_8[0]
    getitem_27 = native_batch_norm_8[1]
    getitem_28 = native_batch_norm_8[2];  native_batch_norm_8 = None
    softplus_8 = torch.ops.aten.softplus.default(getitem_26)
    tanh_8 = torch.ops.aten.tanh.default(softplus_8);  softplus_8 = None
    mul_8 = torch.ops.aten.mul.Tensor(getitem_26, tanh_8);  tanh_8 = None
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
    native_batch_norm_9 = torch.ops.aten.native_batch_norm.default(convolution_9, _param_constant28, _param_constant29, _tensor_constant28, _tensor_constant29, True, 0.1, 1e-05);  _param_constant28 = _param_constant29 = _tensor_constant28 = _tensor_constant29 = None
    getitem_31 = native_batch_norm_9[0]
    getitem_32 = native_batch_norm_9[1]
    getitem_33 = native_batch_norm_9[2];  native_batch_norm_9 = None
    softplus_9 = torch.ops.aten.softplus.default(getitem_31)
    tanh_9 = torch.ops.aten.tanh.default(softplus_9);  softplus_9 = None
    mul_9 = torch.ops.aten.mul.Tensor(getitem_31, tanh_9);  tanh_9 = None
    _param_constant30 = self._param_constant30
    convolution_10 = torch.ops.aten.convolution.default(mul_9, _param_constant30, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  _param_constant30 = None
    _tensor_constant30 = self._tensor_constant30
    add__10 = torch.ops.aten.add_.Tensor(_tensor_constant30, 1);  _tensor_constant30 = add__10 = None
    empty_10 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_10 = None
    _param_constant31 = self._param_constant31
    _param_constant32 = self._param_constant32
    _tensor_constant31 = self._tensor_constant31
    _tensor_constant32 = self._tensor_constant32
    native_batch_norm_10 = torch.ops.aten.native_batch_norm.default(convolution_10, _param_constant31, _param_constant32, _tensor_constant31, _tensor_constant32, True, 0.1, 1e-05);  _param_constant31 = _param_constant32 = _tensor_constant31 = _tensor_constant32 = None
    getitem_34 = native_batch_norm_10[0]
    getitem_35 = native_batch_norm_10[1]
    getitem_36 = native_batch_norm_10[2];  native_batch_norm_10 = None
    softplus_10 = torch.ops.aten.softplus.default(getitem_34)
    tanh_10 = torch.ops.aten.tanh.default(softplus_10);  softplus_10 = None
    mul_10 = torch.ops.aten.mul.Tensor(getitem_34, tanh_10);  tanh_10 = None
    add_1 = torch.ops.aten.add.Tensor(mul_10, getitem_30);  mul_10 = None
    _param_constant33 = self._param_constant33
    convolution_11 = torch.ops.aten.convolution.default(add_1, _param_constant33, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant33 = None
    _tensor_constant33 = self._tensor_constant33
    add__11 = torch.ops.aten.add_.Tensor(_tensor_constant33, 1);  _tensor_constant33 = add__11 = None
    empty_11 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_11 = None
    _param_constant34 = self._param_constant34
    _param_constant35 = self._param_constant35
    _tensor_constant34 = self._tensor_constant34
    _tensor_constant35 = self._tensor_constant35
    native_batch_norm_11 = torch.ops.aten.native_batch_norm.default(convolution_11, _param_constant34, _param_constant35, _tensor_constant34, _tensor_constant35, True, 0.1, 1e-05);  _param_constant34 = _param_constant35 = _tensor_constant34 = _tensor_constant35 = None
    getitem_37 = native_batch_norm_11[0]
    getitem_38 = native_batch_norm_11[1]
    getitem_39 = native_batch_norm_11[2];  native_batch_norm_11 = None
    softplus_11 = torch.ops.aten.softplus.default(getitem_37)
    tanh_11 = torch.ops.aten.tanh.default(softplus_11);  softplus_11 = None
    mul_11 = torch.ops.aten.mul.Tensor(getitem_37, tanh_11);  tanh_11 = None
    _param_constant36 = self._param_constant36
    convolution_12 = torch.ops.aten.convolution.default(mul_11, _param_constant36, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  _param_constant36 = None
    _tensor_constant36 = self._tensor_constant36
    add__12 = torch.ops.aten.add_.Tensor(_tensor_constant36, 1);  _tensor_constant36 = add__12 = None
    empty_12 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_12 = None
    _param_constant37 = self._param_constant37
    _param_constant38 = self._param_constant38
    _tensor_constant37 = self._tensor_constant37
    _tensor_constant38 = self._tensor_constant38
    native_batch_norm_12 = torch.ops.aten.native_batch_norm.default(convolution_12, _param_constant37, _param_constant38, _tensor_constant37, _tensor_constant38, True, 0.1, 1e-05);  _param_constant37 = _param_constant38 = _tensor_constant37 = _tensor_constant38 = None
    getitem_40 = native_batch_norm_12[0]
    getitem_41 = native_batch_norm_12[1]
    getitem_42 = native_batch_norm_12[2];  native_batch_norm_12 = None
    softplus_12 = torch.ops.aten.softplus.default(getitem_40)
    tanh_12 = torch.ops.aten.tanh.default(softplus_12);  softplus_12 = None
    mul_12 = torch.ops.aten.mul.Tensor(getitem_40, tanh_12);  tanh_12 = None
    add_2 = torch.ops.aten.add.Tensor(mul_12, add_1);  mul_12 = None
    _param_constant39 = self._param_constant39
    convolution_13 = torch.ops.aten.convolution.default(add_2, _param_constant39, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant39 = None
    _tensor_constant39 = self._tensor_constant39
    add__13 = torch.ops.aten.add_.Tensor(_tensor_constant39, 1);  _tensor_constant39 = add__13 = None
    empty_13 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_13 = None
    _param_constant40 = self._param_constant40
    _param_constant41 = self._param_constant41
    _tensor_constant40 = self._tensor_constant40
    _tensor_constant41 = self._tensor_constant41
    native_batch_norm_13 = torch.ops.aten.native_batch_norm.default(convolution_13, _param_constant40, _param_constant41, _tensor_constant40, _tensor_constant41, True, 0.1, 1e-05);  _param_constant40 = _param_constant41 = _tensor_constant40 = _tensor_constant41 = None
    getitem_43 = native_batch_norm_13[0]
    getitem_44 = native_batch_norm_13[1]
    getitem_45 = native_batch_norm_13[2];  native_batch_norm_13 = None
    softplus_13 = torch.ops.aten.softplus.default(getitem_43)
    tanh_13 = torch.ops.aten.tanh.default(softplus_13);  softplus_13 = None
    mul_13 = torch.ops.aten.mul.Tensor(getitem_43, tanh_13);  tanh_13 = None
    cat_1 = torch.ops.aten.cat.default([getitem_29, mul_13], 1);  getitem_29 = mul_13 = None
    _param_constant42 = self._param_constant42
    convolution_14 = torch.ops.aten.convolution.default(cat_1, _param_constant42, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant42 = None
    _tensor_constant42 = self._tensor_constant42
    add__14 = torch.ops.aten.add_.Tensor(_tensor_constant42, 1);  _tensor_constant42 = add__14 = None
    empty_14 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_14 = None
    _param_constant43 = self._param_constant43
    _param_constant44 = self._param_constant44
    _tensor_constant43 = self._tensor_constant43
    _tensor_constant44 = self._tensor_constant44
    native_batch_norm_14 = torch.ops.aten.native_batch_norm.default(convolution_14, _param_constant43, _param_constant44, _tensor_constant43, _tensor_constant44, True, 0.1, 1e-05);  _param_constant43 = _param_constant44 = _tensor_constant43 = _tensor_constant44 = None
    getitem_46 = native_batch_norm_14[0]
    getitem_47 = native_batch_norm_14[1]
    getitem_48 = native_batch_norm_14[2];  native_batch_norm_14 = None
    softplus_14 = torch.ops.aten.softplus.default(getitem_46)
    tanh_14 = torch.ops.aten.tanh.default(softplus_14);  softplus_14 = None
    mul_14 = torch.ops.aten.mul.Tensor(getitem_46, tanh_14);  tanh_14 = None
    mean = torch.ops.aten.mean.dim(mul_14, [-1, -2], True);  mul_14 = None
    view = torch.ops.aten.view.default(mean, [2, 32]);  mean = None
    _param_constant45 = self._param_constant45
    t = torch.ops.aten.t.default(_param_constant45);  _param_constant45 = None
    _param_constant46 = self._param_constant46
    addmm = torch.ops.aten.addmm.default(_param_constant46, view, t);  _param_constant46 = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm, 1, False);  addmm = None
    detach = torch.ops.aten.detach.default(_log_softmax)
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100)
    getitem_49 = nll_loss_forward[0]
    getitem_50 = nll_loss_forward[1];  nll_loss_forward = None
    ones_like = torch.ops.aten.ones_like.default(getitem_49, pin_memory = False, memory_format = torch.preserve_format)
    nll_loss_backward = torch.ops.aten.nll_loss_backward.default(ones_like, _log_softmax, labels_1, None, 1, -100, getitem_50);  ones_like = _log_softmax = labels_1 = getitem_50 = None
    detach_1 = torch.ops.aten.detach.default(detach);  detach = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach_1, 1, torch.float32);  nll_loss_backward = detach_1 = None
    t_1 = torch.ops.aten.t.default(t);  t = None
    mm = torch.ops.aten.mm.default(_log_softmax_backward_data, t_1);  t_1 = None
    t_2 = torch.ops.aten.t.default(_log_softmax_backward_data)
    mm_1 = torch.ops.aten.mm.default(t_2, view);  t_2 = view = None
    t_3 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(_log_softmax_backward_data, [0], True);  _log_softmax_backward_data = None
    view_1 = torch.ops.aten.view.default(sum_1, [5]);  sum_1 = None
    t_4 = torch.ops.aten.t.default(t_3);  t_3 = None
    view_2 = torch.ops.aten.view.default(mm, [2, 32, 1, 1]);  mm = None
    expand = torch.ops.aten.expand.default(view_2, [2, 32, 4, 4]);  view_2 = None
    div = torch.ops.aten.div.Scalar(expand, 16);  expand = None
    sigmoid = torch.ops.aten.sigmoid.default(getitem_46)
    softplus_15 = torch.ops.aten.softplus.default(getitem_46)
    tanh_15 = torch.ops.aten.tanh.default(softplus_15);  softplus_15 = None
    mul_15 = torch.ops.aten.mul.Tensor(getitem_46, sigmoid);  getitem_46 = sigmoid = None
    mul_16 = torch.ops.aten.mul.Tensor(tanh_15, tanh_15)
    rsub = torch.ops.aten.rsub.Scalar(mul_16, 1);  mul_16 = None
    mul_17 = torch.ops.aten.mul.Tensor(mul_15, rsub);  mul_15 = rsub = None
    add_3 = torch.ops.aten.add.Tensor(tanh_15, mul_17);  tanh_15 = mul_17 = None
    mul_18 = torch.ops.aten.mul.Tensor(div, add_3);  div = add_3 = None
    _param_constant43_1 = self._param_constant43
    _tensor_constant43_1 = self._tensor_constant43
    _tensor_constant44_1 = self._tensor_constant44
    native_batch_norm_backward = torch.ops.aten.native_batch_norm_backward.default(mul_18, convolution_14, _param_constant43_1, _tensor_constant43_1, _tensor_constant44_1, getitem_47, getitem_48, True, 1e-05, [True, True, True]);  mul_18 = convolution_14 = _param_constant43_1 = _tensor_constant43_1 = _tensor_constant44_1 = getitem_47 = getitem_48 = None
    getitem_51 = native_batch_norm_backward[0]
    getitem_52 = native_batch_norm_backward[1]
    getitem_53 = native_batch_norm_backward[2];  native_batch_norm_backward = None
    _param_constant42_1 = self._param_constant42
    convolution_backward = torch.ops.aten.convolution_backward.default(getitem_51, cat_1, _param_constant42_1, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_51 = cat_1 = _param_constant42_1 = None
    getitem_54 = convolution_backward[0]
    getitem_55 = convolution_backward[1]
    getitem_56 = convolution_backward[2];  convolution_backward = getitem_56 = None
    slice_1 = torch.ops.aten.slice.Tensor(getitem_54, 1, 0, 16)
    slice_2 = torch.ops.aten.slice.Tensor(getitem_54, 1, 16, 32);  getitem_54 = None
    sigmoid_1 = torch.ops.aten.sigmoid.default(getitem_43)
    softplus_16 = torch.ops.aten.softplus.default(getitem_43)
    tanh_16 = torch.ops.aten.tanh.default(softplus_16);  softplus_16 = None
    mul_19 = torch.ops.aten.mul.Tensor(getitem_43, sigmoid_1);  getitem_43 = sigmoid_1 = None
    mul_20 = torch.ops.aten.mul.Tensor(tanh_16, tanh_16)
    rsub_1 = torch.ops.aten.rsub.Scalar(mul_20, 1);  mul_20 = None
    mul_21 = torch.ops.aten.mul.Tensor(mul_19, rsub_1);  mul_19 = rsub_1 = None
    add_4 = torch.ops.aten.add.Tensor(tanh_16, mul_21);  tanh_16 = mul_21 = None
    mul_22 = torch.ops.aten.mul.Tensor(slice_2, add_4);  slice_2 = add_4 = None
    _param_constant40_1 = self._param_constant40
    _tensor_constant40_1 = self._tensor_constant40
    _tensor_constant41_1 = self._tensor_constant41
    native_batch_norm_backward_1 = torch.ops.aten.native_batch_norm_backward.default(mul_22, convolution_13, _param_constant40_1, _tensor_constant40_1, _tensor_constant41_1, getitem_44, getitem_45, True, 1e-05, [True, True, True]);  mul_22 = convolution_13 = _param_constant40_1 = _tensor_constant40_1 = _tensor_constant41_1 = getitem_44 = getitem_45 = None
    getitem_57 = native_batch_norm_backward_1[0]
    getitem_58 = native_batch_norm_backward_1[1]
    getitem_59 = native_batch_norm_backward_1[2];  native_batch_norm_backward_1 = None
    _param_constant39_1 = self._param_constant39
    convolution_backward_1 = torch.ops.aten.convolution_backward.default(getitem_57, add_2, _param_constant39_1, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_57 = add_2 = _param_constant39_1 = None
    getitem_60 = convolution_backward_1[0]
    getitem_61 = convolution_backward_1[1]
    getitem_62 = convolution_backward_1[2];  convolution_backward_1 = getitem_62 = None
    sigmoid_2 = torch.ops.aten.sigmoid.default(getitem_40)
    softplus_17 = torch.ops.aten.softplus.default(getitem_40)
    tanh_17 = torch.ops.aten.tanh.default(softplus_17);  softplus_17 = None
    mul_23 = torch.ops.aten.mul.Tensor(getitem_40, sigmoid_2);  getitem_40 = sigmoid_2 = None
    mul_24 = torch.ops.aten.mul.Tensor(tanh_17, tanh_17)
    rsub_2 = torch.ops.aten.rsub.Scalar(mul_24, 1);  mul_24 = None
    mul_25 = torch.ops.aten.mul.Tensor(mul_23, rsub_2);  mul_23 = rsub_2 = None
    add_5 = torch.ops.aten.add.Tensor(tanh_17, mul_25);  tanh_17 = mul_25 = None
    mul_26 = torch.ops.aten.mul.Tensor(getitem_60, add_5);  add_5 = None
    _param_constant37_1 = self._param_constant37
    _tensor_constant37_1 = self._tensor_constant37
    _tensor_constant38_1 = self._tensor_constant38
    native_batch_norm_backward_2 = torch.ops.aten.native_batch_norm_backward.default(mul_26, convolution_12, _param_constant37_1, _tensor_constant37_1, _tensor_constant38_1, getitem_41, getitem_42, True, 1e-05, [True, True, True]);  mul_26 = convolution_12 = _param_constant37_1 = _tensor_constant37_1 = _tensor_constant38_1 = getitem_41 = getitem_42 = None
    getitem_63 = native_batch_norm_backward_2[0]
    getitem_64 = native_batch_norm_backward_2[1]
    getitem_65 = native_batch_norm_backward_2[2];  native_batch_norm_backward_2 = None
    _param_constant36_1 = self._param_constant36
    convolution_backward_2 = torch.ops.aten.convolution_backward.default(getitem_63, mul_11, _param_constant36_1, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_63 = mul_11 = _param_constant36_1 = None
    getitem_66 = convolution_backward_2[0]
    getitem_67 = convolution_backward_2[1]
    getitem_68 = convolution_backward_2[2];  convolution_backward_2 = getitem_68 = None
    sigmoid_3 = torch.ops.aten.sigmoid.default(getitem_37)
    softplus_18 = torch.ops.aten.softplus.default(getitem_37)
    tanh_18 = torch.ops.aten.tanh.default(softplus_18);  softplus_18 = None
    mul_27 = torch.ops.aten.mul.Tensor(getitem_37, sigmoid_3);  getitem_37 = sigmoid_3 = None
    mul_28 = torch.ops.aten.mul.Tensor(tanh_18, tanh_18)
    rsub_3 = torch.ops.aten.rsub.Scalar(mul_28, 1);  mul_28 = None
    mul_29 = torch.ops.aten.mul.Tensor(mul_27, rsub_3);  mul_27 = rsub_3 = None
    add_6 = torch.ops.aten.add.Tensor(tanh_18, mul_29);  tanh_18 = mul_29 = None
    mul_30 = torch.ops.aten.mul.Tensor(getitem_66, add_6);  getitem_66 = add_6 = None
    _param_constant34_1 = self._param_constant34
    _tensor_constant34_1 = self._tensor_constant34
    _tensor_constant35_1 = self._tensor_constant35
    native_batch_norm_backward_3 = torch.ops.aten.native_batch_norm_backward.default(mul_30, convolution_11, _param_constant34_1, _tensor_constant34_1, _tensor_constant35_1, getitem_38, getitem_39, True, 1e-05, [True, True, True]);  mul_30 = convolution_11 = _param_constant34_1 = _tensor_constant34_1 = _tensor_constant35_1 = getitem_38 = getitem_39 = None
    getitem_69 = native_batch_norm_backward_3[0]
    getitem_70 = native_batch_norm_backward_3[1]
    getitem_71 = native_batch_norm_backward_3[2];  native_batch_norm_backward_3 = None
    _param_constant33_1 = self._param_constant33
    convolution_backward_3 = torch.ops.aten.convolution_backward.default(getitem_69, add_1, _param_constant33_1, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_69 = add_1 = _param_constant33_1 = None
    getitem_72 = convolution_backward_3[0]
    getitem_73 = convolution_backward_3[1]
    getitem_74 = convolution_backward_3[2];  convolution_backward_3 = getitem_74 = None
    add_7 = torch.ops.aten.add.Tensor(getitem_60, getitem_72);  getitem_60 = getitem_72 = None
    sigmoid_4 = torch.ops.aten.sigmoid.default(getitem_34)
    softplus_19 = torch.ops.aten.softplus.default(getitem_34)
    tanh_19 = torch.ops.aten.tanh.default(softplus_19);  softplus_19 = None
    mul_31 = torch.ops.aten.mul.Tensor(getitem_34, sigmoid_4);  getitem_34 = sigmoid_4 = None
    mul_32 = torch.ops.aten.mul.Tensor(tanh_19, tanh_19)
    rsub_4 = torch.ops.aten.rsub.Scalar(mul_32, 1);  mul_32 = None
    mul_33 = torch.ops.aten.mul.Tensor(mul_31, rsub_4);  mul_31 = rsub_4 = None
    add_8 = torch.ops.aten.add.Tensor(tanh_19, mul_33);  tanh_19 = mul_33 = None
    mul_34 = torch.ops.aten.mul.Tensor(add_7, add_8);  add_8 = None
    _param_constant31_1 = self._param_constant31
    _tensor_constant31_1 = self._tensor_constant31
    _tensor_constant32_1 = self._tensor_constant32
    native_batch_norm_backward_4 = torch.ops.aten.native_batch_norm_backward.default(mul_34, convolution_10, _param_constant31_1, _tensor_constant31_1, _tensor_constant32_1, getitem_35, getitem_36, True, 1e-05, [True, True, True]);  mul_34 = convolution_10 = _param_constant31_1 = _tensor_constant31_1 = _tensor_constant32_1 = getitem_35 = getitem_36 = None
    getitem_75 = native_batch_norm_backward_4[0]
    getitem_76 = native_batch_norm_backward_4[1]
    getitem_77 = native_batch_norm_backward_4[2];  native_batch_norm_backward_4 = None
    _param_constant30_1 = self._param_constant30
    convolution_backward_4 = torch.ops.aten.convolution_backward.default(getitem_75, mul_9, _param_constant30_1, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_75 = mul_9 = _param_constant30_1 = None
    getitem_78 = convolution_backward_4[0]
    getitem_79 = convolution_backward_4[1]
    getitem_80 = convolution_backward_4[2];  convolution_backward_4 = getitem_80 = None
    sigmoid_5 = torch.ops.aten.sigmoid.default(getitem_31)
    softplus_20 = torch.ops.aten.softplus.default(getitem_31)
    tanh_20 = torch.ops.aten.tanh.default(softplus_20);  softplus_20 = None
    mul_35 = torch.ops.aten.mul.Tensor(getitem_31, sigmoid_5);  getitem_31 = sigmoid_5 = None
    mul_36 = torch.ops.aten.mul.Tensor(tanh_20, tanh_20)
    rsub_5 = torch.ops.aten.rsub.Scalar(mul_36, 1);  mul_36 = None
    mul_37 = torch.ops.aten.mul.Tensor(mul_35, rsub_5);  mul_35 = rsub_5 = None
    add_9 = torch.ops.aten.add.Tensor(tanh_20, mul_37);  tanh_20 = mul_37 = None
    mul_38 = torch.ops.aten.mul.Tensor(getitem_78, add_9);  getitem_78 = add_9 = None
    _param_constant28_1 = self._param_constant28
    _tensor_constant28_1 = self._tensor_constant28
    _tensor_constant29_1 = self._tensor_constant29
    native_batch_norm_backward_5 = torch.ops.aten.native_batch_norm_backward.default(mul_38, convolution_9, _param_constant28_1, _tensor_constant28_1, _tensor_constant29_1, getitem_32, getitem_33, True, 1e-05, [True, True, True]);  mul_38 = convolution_9 = _param_constant28_1 = _tensor_constant28_1 = _tensor_constant29_1 = getitem_32 = getitem_33 = None
    getitem_81 = native_batch_norm_backward_5[0]
    getitem_82 = native_batch_norm_backward_5[1]
    getitem_83 = native_batch_norm_backward_5[2];  native_batch_norm_backward_5 = None
    _param_constant27_1 = self._param_constant27
    convolution_backward_5 = torch.ops.aten.convolution_backward.default(getitem_81, getitem_30, _param_constant27_1, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_81 = getitem_30 = _param_constant27_1 = None
    getitem_84 = convolution_backward_5[0]
    getitem_85 = convolution_backward_5[1]
    getitem_86 = convolution_backward_5[2];  convolution_backward_5 = getitem_86 = None
    add_10 = torch.ops.aten.add.Tensor(add_7, getitem_84);  add_7 = getitem_84 = None
    cat_2 = torch.ops.aten.cat.default([slice_1, add_10], 1);  slice_1 = add_10 = None
    sigmoid_6 = torch.ops.aten.sigmoid.default(getitem_26)
    softplus_21 = torch.ops.aten.softplus.default(getitem_26)
    tanh_21 = torch.ops.aten.tanh.default(softplus_21);  softplus_21 = None
    mul_39 = torch.ops.aten.mul.Tensor(getitem_26, sigmoid_6);  getitem_26 = sigmoid_6 = None
    mul_40 = torch.ops.aten.mul.Tensor(tanh_21, tanh_21)
    rsub_6 = torch.ops.aten.rsub.Scalar(mul_40, 1);  mul_40 = None
    mul_41 = torch.ops.aten.mul.Tensor(mul_39, rsub_6);  mul_39 = rsub_6 = None
    add_11 = torch.ops.aten.add.Tensor(tanh_21, mul_41);  tanh_21 = mul_41 = None
    mul_42 = torch.ops.aten.mul.Tensor(cat_2, add_11);  cat_2 = add_11 = None
    _param_constant25_1 = self._param_constant25
    _tensor_constant25_1 = self._tensor_constant25
    _tensor_constant26_1 = self._tensor_constant26
    native_batch_norm_backward_6 = torch.ops.aten.native_batch_norm_backward.default(mul_42, convolution_8, _param_constant25_1, _tensor_constant25_1, _tensor_constant26_1, getitem_27, getitem_28, True, 1e-05, [True, True, True]);  mul_42 = convolution_8 = _param_constant25_1 = _tensor_constant25_1 = _tensor_constant26_1 = getitem_27 = getitem_28 = None
    getitem_87 = native_batch_norm_backward_6[0]
    getitem_88 = native_batch_norm_backward_6[1]
    getitem_89 = native_batch_norm_backward_6[2];  native_batch_norm_backward_6 = None
    _param_constant24_1 = self._param_constant24
    convolution_backward_6 = torch.ops.aten.convolution_backward.default(getitem_87, mul_7, _param_constant24_1, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_87 = mul_7 = _param_constant24_1 = None
    getitem_90 = convolution_backward_6[0]
    getitem_91 = convolution_backward_6[1]
    getitem_92 = convolution_backward_6[2];  convolution_backward_6 = getitem_92 = None
    sigmoid_7 = torch.ops.aten.sigmoid.default(getitem_23)
    softplus_22 = torch.ops.aten.softplus.default(getitem_23)
    tanh_22 = torch.ops.aten.tanh.default(softplus_22);  softplus_22 = None
    mul_43 = torch.ops.aten.mul.Tensor(getitem_23, sigmoid_7);  getitem_23 = sigmoid_7 = None
    mul_44 = torch.ops.aten.mul.Tensor(tanh_22, tanh_22)
    rsub_7 = torch.ops.aten.rsub.Scalar(mul_44, 1);  mul_44 = None
    mul_45 = torch.ops.aten.mul.Tensor(mul_43, rsub_7);  mul_43 = rsub_7 = None
    add_12 = torch.ops.aten.add.Tensor(tanh_22, mul_45);  tanh_22 = mul_45 = None
    mul_46 = torch.ops.aten.mul.Tensor(getitem_90, add_12);  getitem_90 = add_12 = None
    _param_constant22_1 = self._param_constant22
    _tensor_constant22_1 = self._tensor_constant22
    _tensor_constant23_1 = self._tensor_constant23
    native_batch_norm_backward_7 = torch.ops.aten.native_batch_norm_backward.default(mul_46, convolution_7, _param_constant22_1, _tensor_constant22_1, _tensor_constant23_1, getitem_24, getitem_25, True, 1e-05, [True, True, True]);  mul_46 = convolution_7 = _param_constant22_1 = _tensor_constant22_1 = _tensor_constant23_1 = getitem_24 = getitem_25 = None
    getitem_93 = native_batch_norm_backward_7[0]
    getitem_94 = native_batch_norm_backward_7[1]
    getitem_95 = native_batch_norm_backward_7[2];  native_batch_norm_backward_7 = None
    _param_constant21_1 = self._param_constant21
    convolution_backward_7 = torch.ops.aten.convolution_backward.default(getitem_93, mul_6, _param_constant21_1, [0], [2, 2], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_93 = mul_6 = _param_constant21_1 = None
    getitem_96 = convolution_backward_7[0]
    getitem_97 = convolution_backward_7[1]
    getitem_98 = convolution_backward_7[2];  convolution_backward_7 = getitem_98 = None
    sigmoid_8 = torch.ops.aten.sigmoid.default(getitem_20)
    softplus_23 = torch.ops.aten.softplus.default(getitem_20)
    tanh_23 = torch.ops.aten.tanh.default(softplus_23);  softplus_23 = None
    mul_47 = torch.ops.aten.mul.Tensor(getitem_20, sigmoid_8);  getitem_20 = sigmoid_8 = None
    mul_48 = torch.ops.aten.mul.Tensor(tanh_23, tanh_23)
    rsub_8 = torch.ops.aten.rsub.Scalar(mul_48, 1);  mul_48 = None
    mul_49 = torch.ops.aten.mul.Tensor(mul_47, rsub_8);  mul_47 = rsub_8 = None
    add_13 = torch.ops.aten.add.Tensor(tanh_23, mul_49);  tanh_23 = mul_49 = None
    mul_50 = torch.ops.aten.mul.Tensor(getitem_96, add_13);  getitem_96 = add_13 = None
    _param_constant19_1 = self._param_constant19
    _tensor_constant19_1 = self._tensor_constant19
    _tensor_constant20_1 = self._tensor_constant20
    native_batch_norm_backward_8 = torch.ops.aten.native_batch_norm_backward.default(mul_50, convolution_6, _param_constant19_1, _tensor_constant19_1, _tensor_constant20_1, getitem_21, getitem_22, True, 1e-05, [True, True, True]);  mul_50 = convolution_6 = _param_constant19_1 = _tensor_constant19_1 = _tensor_constant20_1 = getitem_21 = getitem_22 = None
    getitem_99 = native_batch_norm_backward_8[0]
    getitem_100 = native_batch_norm_backward_8[1]
    getitem_101 = native_batch_norm_backward_8[2];  native_batch_norm_backward_8 = None
    _param_constant18_1 = self._param_constant18
    convolution_backward_8 = torch.ops.aten.convolution_backward.default(getitem_99, cat, _param_constant18_1, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_99 = cat = _param_constant18_1 = None
    getitem_102 = convolution_backward_8[0]
    getitem_103 = convolution_backward_8[1]
    getitem_104 = convolution_backward_8[2];  convolution_backward_8 = getitem_104 = None
    slice_3 = torch.ops.aten.slice.Tensor(getitem_102, 1, 0, 16)
    slice_4 = torch.ops.aten.slice.Tensor(getitem_102, 1, 16, 32);  getitem_102 = None
    sigmoid_9 = torch.ops.aten.sigmoid.default(getitem_17)
    softplus_24 = torch.ops.aten.softplus.default(getitem_17)
    tanh_24 = torch.ops.aten.tanh.default(softplus_24);  softplus_24 = None
    mul_51 = torch.ops.aten.mul.Tensor(getitem_17, sigmoid_9);  getitem_17 = sigmoid_9 = None
    mul_52 = torch.ops.aten.mul.Tensor(tanh_24, tanh_24)
    rsub_9 = torch.ops.aten.rsub.Scalar(mul_52, 1);  mul_52 = None
    mul_53 = torch.ops.aten.mul.Tensor(mul_51, rsub_9);  mul_51 = rsub_9 = None
    add_14 = torch.ops.aten.add.Tensor(tanh_24, mul_53);  tanh_24 = mul_53 = None
    mul_54 = torch.ops.aten.mul.Tensor(slice_4, add_14);  slice_4 = add_14 = None
    _param_constant16_1 = self._param_constant16
    _tensor_constant16_1 = self._tensor_constant16
    _tensor_constant17_1 = self._tensor_constant17
    native_batch_norm_backward_9 = torch.ops.aten.native_batch_norm_backward.default(mul_54, convolution_5, _param_constant16_1, _tensor_constant16_1, _tensor_constant17_1, getitem_18, getitem_19, True, 1e-05, [True, True, True]);  mul_54 = convolution_5 = _param_constant16_1 = _tensor_constant16_1 = _tensor_constant17_1 = getitem_18 = getitem_19 = None
    getitem_105 = native_batch_norm_backward_9[0]
    getitem_106 = native_batch_norm_backward_9[1]
    getitem_107 = native_batch_norm_backward_9[2];  native_batch_norm_backward_9 = None
    _param_constant15_1 = self._param_constant15
    convolution_backward_9 = torch.ops.aten.convolution_backward.default(getitem_105, add, _param_constant15_1, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_105 = add = _param_constant15_1 = None
    getitem_108 = convolution_backward_9[0]
    getitem_109 = convolution_backward_9[1]
    getitem_110 = convolution_backward_9[2];  convolution_backward_9 = getitem_110 = None
    sigmoid_10 = torch.ops.aten.sigmoid.default(getitem_14)
    softplus_25 = torch.ops.aten.softplus.default(getitem_14)
    tanh_25 = torch.ops.aten.tanh.default(softplus_25);  softplus_25 = None
    mul_55 = torch.ops.aten.mul.Tensor(getitem_14, sigmoid_10);  getitem_14 = sigmoid_10 = None
    mul_56 = torch.ops.aten.mul.Tensor(tanh_25, tanh_25)
    rsub_10 = torch.ops.aten.rsub.Scalar(mul_56, 1);  mul_56 = None
    mul_57 = torch.ops.aten.mul.Tensor(mul_55, rsub_10);  mul_55 = rsub_10 = None
    add_15 = torch.ops.aten.add.Tensor(tanh_25, mul_57);  tanh_25 = mul_57 = None
    mul_58 = torch.ops.aten.mul.Tensor(getitem_108, add_15);  add_15 = None
    _param_constant13_1 = self._param_constant13
    _tensor_constant13_1 = self._tensor_constant13
    _tensor_constant14_1 = self._tensor_constant14
    native_batch_norm_backward_10 = torch.ops.aten.native_batch_norm_backward.default(mul_58, convolution_4, _param_constant13_1, _tensor_constant13_1, _tensor_constant14_1, getitem_15, getitem_16, True, 1e-05, [True, True, True]);  mul_58 = convolution_4 = _param_constant13_1 = _tensor_constant13_1 = _tensor_constant14_1 = getitem_15 = getitem_16 = None
    getitem_111 = native_batch_norm_backward_10[0]
    getitem_112 = native_batch_norm_backward_10[1]
    getitem_113 = native_batch_norm_backward_10[2];  native_batch_norm_backward_10 = None
    _param_constant12_1 = self._param_constant12
    convolution_backward_10 = torch.ops.aten.convolution_backward.default(getitem_111, mul_3, _param_constant12_1, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_111 = mul_3 = _param_constant12_1 = None
    getitem_114 = convolution_backward_10[0]
    getitem_115 = convolution_backward_10[1]
    getitem_116 = convolution_backward_10[2];  convolution_backward_10 = getitem_116 = None
    sigmoid_11 = torch.ops.aten.sigmoid.default(getitem_11)
    softplus_26 = torch.ops.aten.softplus.default(getitem_11)
    tanh_26 = torch.ops.aten.tanh.default(softplus_26);  softplus_26 = None
    mul_59 = torch.ops.aten.mul.Tensor(getitem_11, sigmoid_11);  getitem_11 = sigmoid_11 = None
    mul_60 = torch.ops.aten.mul.Tensor(tanh_26, tanh_26)
    rsub_11 = torch.ops.aten.rsub.Scalar(mul_60, 1);  mul_60 = None
    mul_61 = torch.ops.aten.mul.Tensor(mul_59, rsub_11);  mul_59 = rsub_11 = None
    add_16 = torch.ops.aten.add.Tensor(tanh_26, mul_61);  tanh_26 = mul_61 = None
    mul_62 = torch.ops.aten.mul.Tensor(getitem_114, add_16);  getitem_114 = add_16 = None
    _param_constant10_1 = self._param_constant10
    _tensor_constant10_1 = self._tensor_constant10
    _tensor_constant11_1 = self._tensor_constant11
    native_batch_norm_backward_11 = torch.ops.aten.native_batch_norm_backward.default(mul_62, convolution_3, _param_constant10_1, _tensor_constant10_1, _tensor_constant11_1, getitem_12, getitem_13, True, 1e-05, [True, True, True]);  mul_62 = convolution_3 = _param_constant10_1 = _tensor_constant10_1 = _tensor_constant11_1 = getitem_12 = getitem_13 = None
    getitem_117 = native_batch_norm_backward_11[0]
    getitem_118 = native_batch_norm_backward_11[1]
    getitem_119 = native_batch_norm_backward_11[2];  native_batch_norm_backward_11 = None
    _param_constant9_1 = self._param_constant9
    convolution_backward_11 = torch.ops.aten.convolution_backward.default(getitem_117, getitem_10, _param_constant9_1, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_117 = getitem_10 = _param_constant9_1 = None
    getitem_120 = convolution_backward_11[0]
    getitem_121 = convolution_backward_11[1]
    getitem_122 = convolution_backward_11[2];  convolution_backward_11 = getitem_122 = None
    add_17 = torch.ops.aten.add.Tensor(getitem_108, getitem_120);  getitem_108 = getitem_120 = None
    cat_3 = torch.ops.aten.cat.default([slice_3, add_17], 1);  slice_3 = add_17 = None
    sigmoid_12 = torch.ops.aten.sigmoid.default(getitem_6)
    softplus_27 = torch.ops.aten.softplus.default(getitem_6)
    tanh_27 = torch.ops.aten.tanh.default(softplus_27);  softplus_27 = None
    mul_63 = torch.ops.aten.mul.Tensor(getitem_6, sigmoid_12);  getitem_6 = sigmoid_12 = None
    mul_64 = torch.ops.aten.mul.Tensor(tanh_27, tanh_27)
    rsub_12 = torch.ops.aten.rsub.Scalar(mul_64, 1);  mul_64 = None
    mul_65 = torch.ops.aten.mul.Tensor(mul_63, rsub_12);  mul_63 = rsub_12 = None
    add_18 = torch.ops.aten.add.Tensor(tanh_27, mul_65);  tanh_27 = mul_65 = None
    mul_66 = torch.ops.aten.mul.Tensor(cat_3, add_18);  cat_3 = add_18 = None
    _param_constant7_1 = self._param_constant7
    _tensor_constant7_1 = self._tensor_constant7
    _tensor_constant8_1 = self._tensor_constant8
    native_batch_norm_backward_12 = torch.ops.aten.native_batch_norm_backward.default(mul_66, convolution_2, _param_constant7_1, _tensor_constant7_1, _tensor_constant8_1, getitem_7, getitem_8, True, 1e-05, [True, True, True]);  mul_66 = convolution_2 = _param_constant7_1 = _tensor_constant7_1 = _tensor_constant8_1 = getitem_7 = getitem_8 = None
    getitem_123 = native_batch_norm_backward_12[0]
    getitem_124 = native_batch_norm_backward_12[1]
    getitem_125 = native_batch_norm_backward_12[2];  native_batch_norm_backward_12 = None
    _param_constant6_1 = self._param_constant6
    convolution_backward_12 = torch.ops.aten.convolution_backward.default(getitem_123, mul_1, _param_constant6_1, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_123 = mul_1 = _param_constant6_1 = None
    getitem_126 = convolution_backward_12[0]
    getitem_127 = convolution_backward_12[1]
    getitem_128 = convolution_backward_12[2];  convolution_backward_12 = getitem_128 = None
    sigmoid_13 = torch.ops.aten.sigmoid.default(getitem_3)
    softplus_28 = torch.ops.aten.softplus.default(getitem_3)
    tanh_28 = torch.ops.aten.tanh.default(softplus_28);  softplus_28 = None
    mul_67 = torch.ops.aten.mul.Tensor(getitem_3, sigmoid_13);  getitem_3 = sigmoid_13 = None
    mul_68 = torch.ops.aten.mul.Tensor(tanh_28, tanh_28)
    rsub_13 = torch.ops.aten.rsub.Scalar(mul_68, 1);  mul_68 = None
    mul_69 = torch.ops.aten.mul.Tensor(mul_67, rsub_13);  mul_67 = rsub_13 = None
    add_19 = torch.ops.aten.add.Tensor(tanh_28, mul_69);  tanh_28 = mul_69 = None
    mul_70 = torch.ops.aten.mul.Tensor(getitem_126, add_19);  getitem_126 = add_19 = None
    _param_constant4_1 = self._param_constant4
    _tensor_constant4_1 = self._tensor_constant4
    _tensor_constant5_1 = self._tensor_constant5
    native_batch_norm_backward_13 = torch.ops.aten.native_batch_norm_backward.default(mul_70, convolution_1, _param_constant4_1, _tensor_constant4_1, _tensor_constant5_1, getitem_4, getitem_5, True, 1e-05, [True, True, True]);  mul_70 = convolution_1 = _param_constant4_1 = _tensor_constant4_1 = _tensor_constant5_1 = getitem_4 = getitem_5 = None
    getitem_129 = native_batch_norm_backward_13[0]
    getitem_130 = native_batch_norm_backward_13[1]
    getitem_131 = native_batch_norm_backward_13[2];  native_batch_norm_backward_13 = None
    _param_constant3_1 = self._param_constant3
    convolution_backward_13 = torch.ops.aten.convolution_backward.default(getitem_129, mul, _param_constant3_1, [0], [2, 2], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_129 = mul = _param_constant3_1 = None
    getitem_132 = convolution_backward_13[0]
    getitem_133 = convolution_backward_13[1]
    getitem_134 = convolution_backward_13[2];  convolution_backward_13 = getitem_134 = None
    sigmoid_14 = torch.ops.aten.sigmoid.default(getitem)
    softplus_29 = torch.ops.aten.softplus.default(getitem)
    tanh_29 = torch.ops.aten.tanh.default(softplus_29);  softplus_29 = None
    mul_71 = torch.ops.aten.mul.Tensor(getitem, sigmoid_14);  getitem = sigmoid_14 = None
    mul_72 = torch.ops.aten.mul.Tensor(tanh_29, tanh_29)
    rsub_14 = torch.ops.aten.rsub.Scalar(mul_72, 1);  mul_72 = None
    mul_73 = torch.ops.aten.mul.Tensor(mul_71, rsub_14);  mul_71 = rsub_14 = None
    add_20 = torch.ops.aten.add.Tensor(tanh_29, mul_73);  tanh_29 = mul_73 = None
    mul_74 = torch.ops.aten.mul.Tensor(getitem_132, add_20);  getitem_132 = add_20 = None
    _param_constant1_1 = self._param_constant1
    _tensor_constant1_1 = self._tensor_constant1
    _tensor_constant2_1 = self._tensor_constant2
    native_batch_norm_backward_14 = torch.ops.aten.native_batch_norm_backward.default(mul_74, convolution, _param_constant1_1, _tensor_constant1_1, _tensor_constant2_1, getitem_1, getitem_2, True, 1e-05, [True, True, True]);  mul_74 = convolution = _param_constant1_1 = _tensor_constant1_1 = _tensor_constant2_1 = getitem_1 = getitem_2 = None
    getitem_135 = native_batch_norm_backward_14[0]
    getitem_136 = native_batch_norm_backward_14[1]
    getitem_137 = native_batch_norm_backward_14[2];  native_batch_norm_backward_14 = None
    _param_constant0_1 = self._param_constant0
    convolution_backward_14 = torch.ops.aten.convolution_backward.default(getitem_135, img_1, _param_constant0_1, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [False, True, False]);  getitem_135 = img_1 = _param_constant0_1 = None
    getitem_138 = convolution_backward_14[0];  getitem_138 = None
    getitem_139 = convolution_backward_14[1]
    getitem_140 = convolution_backward_14[2];  convolution_backward_14 = getitem_140 = None
    return (getitem_49, getitem_139, getitem_136, getitem_137, getitem_133, getitem_130, getitem_131, getitem_127, getitem_124, getitem_125, getitem_121, getitem_118, getitem_119, getitem_115, getitem_112, getitem_113, getitem_109, getitem_106, getitem_107, getitem_103, getitem_100, getitem_101, getitem_97, getitem_94, getitem_95, getitem_91, getitem_88, getitem_89, getitem_85, getitem_82, getitem_83, getitem_79, getitem_76, getitem_77, getitem_73, getitem_70, getitem_71, getitem_67, getitem_64, getitem_65, getitem_61, getitem_58, getitem_59, getitem_55, getitem_52, getitem_53, t_4, view_1)
    