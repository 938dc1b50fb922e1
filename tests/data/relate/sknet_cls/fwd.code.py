


def forward(self, img_1, labels_1):
    _param_constant0 = self._param_constant0
    _param_constant1 = self._param_constant1
    convolution = torch.ops.aten.convolution.default(img_1, _param_constant0, _param_constant1, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  img_1 = _param_constant0 = _param_constant1 = None
    _tensor_constant0 = self._tensor_constant0
    add_ = torch.ops.aten.add_.Tensor(_tensor_constant0, 1);  _tensor_constant0 = add_ = None
    empty = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty = None
    _param_constant2 = self._param_constant2
    _param_constant3 = self._param_constant3
    _tensor_constant1 = self._tensor_constant1
    _tensor_constant2 = self._tensor_constant2
    native_batch_norm = torch.ops.aten.native_batch_norm.default(convolution, _param_constant2, _param_constant3, _tensor_constant1, _tensor_constant2, True, 0.1, 1e-05);  convolution = _param_constant2 = _param_constant3 = _tensor_constant1 = _tensor_constant2 = None
    getitem = native_batch_norm[0]
    getitem_1 = native_batch_norm[1];  getitem_1 = None
    getitem_2 = native_batch_norm[2];  native_batch_norm = getitem_2 = None
    relu = torch.ops.aten.relu.default(getitem);  getitem = None
    detach = torch.ops.aten.detach.default(relu);  detach = None
    _param_constant4 = self._param_constant4
    _param_constant5 = self._param_constant5
    convolution_1 = torch.ops.aten.convolution.default(relu, _param_constant4, _param_constant5, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant4 = _param_constant5 = None
    _tensor_constant3 = self._tensor_constant3
    add__1 = torch.ops.aten.add_.Tensor(_tensor_constant3, 1);  _tensor_constant3 = add__1 = None
    empty_1 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_1 = None
    _param_constant6 = self._param_constant6
    _param_constant7 = self._param_constant7
    _tensor_constant4 = self._tensor_constant4
    _tensor_constant5 = self._tensor_constant5
    native_batch_norm_1 = torch.ops.aten.native_batch_norm.default(convolution_1, _param_constant6, _param_constant7, _tensor_constant4, _tensor_constant5, True, 0.1, 1e-05);  convolution_1 = _param_constant6 = _param_constant7 = _tensor_constant4 = _tensor_constant5 = None
    getitem_3 = native_batch_norm_1[0]
    getitem_4 = native_batch_norm_1[1];  getitem_4 = None
    getitem_5 = native_batch_norm_1[2];  native_batch_norm_1 = getitem_5 = None
    _param_constant8 = self._param_constant8
    _param_constant9 = self._param_constant9
    convolution_2 = torch.ops.aten.convolution.default(getitem_3, _param_constant8, _param_constant9, [1, 1], [1, 1], [1, 1], False, [0, 0], 2);  _param_constant8 = _param_constant9 = None
    _tensor_constant6 = self._tensor_constant6
    add__2 = torch.ops.aten.add_.Tensor(_tensor_constant6, 1);  _tensor_constant6 = add__2 = None
    empty_2 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_2 = None
    _param_constant10 = self._param_constant10
    _param_constant11 = self._param_constant11
    _tensor_constant7 = self._tensor_constant7
    _tensor_constant8 = self._tensor_constant8
    native_batch_norm_2 = torch.ops.aten.native_batch_norm.default(convolution_2, _param_constant10, _param_constant11, _tensor_constant7, _tensor_constant8, True, 0.1, 1e-05);  convolution_2 = _param_constant10 = _param_constant11 = _tensor_constant7 = _tensor_constant8 = None
    getitem_6 = native_batch_norm_2[0]
    getitem_7 = native_batch_norm_2[1];  getitem_7 = None
    getitem_8 = native_batch_norm_2[2];  native_batch_norm_2 = getitem_8 = None
    relu_1 = torch.ops.aten.relu.default(getitem_6);  getitem_6 = None
    detach_1 = torch.ops.aten.detach.default(relu_1);  detach_1 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(relu_1, 1);  relu_1 = None
    _param_constant12 = self._param_constant12
    _param_constant13 = self._param_constant13
    convolution_3 = torch.ops.aten.convolution.default(getitem_3, _param_constant12, _param_constant13, [1, 1], [2, 2], [1, 1], False, [0, 0], 2);  getitem_3 = _param_constant12 = _param_constant13 = None
    _tensor_constant9 = self._tensor_constant9
    add__3 = torch.ops.aten.add_.Tensor(_tensor_constant9, 1);  _tensor_constant9 = add__3 = None
    empty_3 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_3 = None
    _param_constant14 = self._param_constant14
    _param_constant15 = self._param_constant15
    _tensor_constant10 = self._tensor_constant10
    _tensor_constant11 = self._tensor_constant11
    native_batch_norm_3 = torch.ops.aten.native_batch_norm.default(convolution_3, _param_constant14, _param_constant15, _tensor_constant10, _tensor_constant11, True, 0.1, 1e-05);  convolution_3 = _param_constant14 = _param_constant15 = _tensor_constant10 = _tensor_constant11 = None
    getitem_9 = native_batch_norm_3[0]
    getitem_10 = native_batch_norm_3[1];  getitem_10 = None
    getitem_11 = native_batch_norm_3[2];  native_batch_norm_3 = getitem_11 = None
    relu_2 = torch.ops.aten.relu.default(getitem_9);  getitem_9 = None
    detach_2 = torch.ops.aten.detach.default(relu_2);  detach_2 = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(relu_2, 1);  relu_2 = None
    cat = torch.ops.aten.cat.default([unsqueeze, unsqueeze_1], 1);  unsqueeze = unsqueeze_1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(cat, [1])
    mean = torch.ops.aten.mean.dim(sum_1, [-1]);  sum_1 = None
    mean_1 = torch.ops.aten.mean.dim(mean, [-1]);  mean = None
    _param_constant16 = self._param_constant16
    t = torch.ops.aten.t.default(_param_constant16);  _param_constant16 = None
    _param_constant17 = self._param_constant17
    addmm = torch.ops.aten.addmm.default(_param_constant17, mean_1, t);  _param_constant17 = mean_1 = t = None
    _param_constant18 = self._param_constant18
    t_1 = torch.ops.aten.t.default(_param_constant18);  _param_constant18 = None
    _param_constant19 = self._param_constant19
    addmm_1 = torch.ops.aten.addmm.default(_param_constant19, addmm, t_1);  _param_constant19 = t_1 = None
    unsqueeze_ = torch.ops.aten.unsqueeze_.default(addmm_1, 1);  addmm_1 = None
    _param_constant20 = self._param_constant20
    t_2 = torch.ops.aten.t.default(_param_constant20);  _param_constant20 = None
    _param_constant21 = self._param_constant21
    addmm_2 = torch.ops.aten.addmm.default(_param_constant21, addmm, t_2);  _param_constant21 = addmm = t_2 = None
    unsqueeze__1 = torch.ops.aten.unsqueeze_.default(addmm_2, 1);  addmm_2 = None
    cat_1 = torch.ops.aten.cat.default([unsqueeze_, unsqueeze__1], 1);  unsqueeze_ = unsqueeze__1 = None
    _softmax = torch.ops.aten._softmax.default(cat_1, 1, False);  cat_1 = None
    detach_3 = torch.ops.aten.detach.default(_softmax);  detach_3 = None
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(_softmax, -1);  _softmax = None
    unsqueeze_3 = torch.ops.aten.unsqueeze.default(unsqueeze_2, -1);  unsqueeze_2 = None
    mul = torch.ops.aten.mul.Tensor(cat, unsqueeze_3);  cat = unsqueeze_3 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(mul, [1]);  mul = None
    _tensor_constant12 = self._tensor_constant12
    add__4 = torch.ops.aten.add_.Tensor(_tensor_constant12, 1);  _tensor_constant12 = add__4 = None
    empty_4 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_4 = None
    _param_constant22 = self._param_constant22
    _param_constant23 = self._param_constant23
    _tensor_constant13 = self._tensor_constant13
    _tensor_constant14 = self._tensor_constant14
    native_batch_norm_4 = torch.ops.aten.native_batch_norm.default(sum_2, _param_constant22, _param_constant23, _tensor_constant13, _tensor_constant14, True, 0.1, 1e-05);  sum_2 = _param_constant22 = _param_constant23 = _tensor_constant13 = _tensor_constant14 = None
    getitem_12 = native_batch_norm_4[0]
    getitem_13 = native_batch_norm_4[1];  getitem_13 = None
    getitem_14 = native_batch_norm_4[2];  native_batch_norm_4 = getitem_14 = None
    _param_constant24 = self._param_constant24
    _param_constant25 = self._param_constant25
    convolution_4 = torch.ops.aten.convolution.default(getitem_12, _param_constant24, _param_constant25, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  getitem_12 = _param_constant24 = _param_constant25 = None
    _tensor_constant15 = self._tensor_constant15
    add__5 = torch.ops.aten.add_.Tensor(_tensor_constant15, 1);  _tensor_constant15 = add__5 = None
    empty_5 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_5 = None
    _param_constant26 = self._param_constant26
    _param_constant27 = self._param_constant27
    _tensor_constant16 = self._tensor_constant16
    _tensor_constant17 = self._tensor_constant17
    native_batch_norm_5 = torch.ops.aten.native_batch_norm.default(convolution_4, _param_constant26, _param_constant27, _tensor_constant16, _tensor_constant17, True, 0.1, 1e-05);  convolution_4 = _param_constant26 = _param_constant27 = _tensor_constant16 = _tensor_constant17 = None
    getitem_15 = native_batch_norm_5[0]
    getitem_16 = native_batch_norm_5[1];  getitem_16 = None
    getitem_17 = native_batch_norm_5[2];  native_batch_norm_5 = getitem_17 = None
    _param_constant28 = self._param_constant28
    _param_constant29 = self._param_constant29
    convolution_5 = torch.ops.aten.convolution.default(relu, _param_constant28, _param_constant29, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu = _param_constant28 = _param_constant29 = None
    _tensor_constant18 = self._tensor_constant18
    add__6 = torch.ops.aten.add_.Tensor(_tensor_constant18, 1);  _tensor_constant18 = add__6 = None
    empty_6 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_6 = None
    _param_constant30 = self._param_constant30
    _param_constant31 = self._param_constant31
    _tensor_constant19 = self._tensor_constant19
    _tensor_constant20 = self._tensor_constant20
    native_batch_norm_6 = torch.ops.aten.native_batch_norm.default(convolution_5, _param_constant30, _param_constant31, _tensor_constant19, _tensor_constant20, True, 0.1, 1e-05);  convolution_5 = _param_constant30 = _param_constant31 = _tensor_constant19 = _tensor_constant20 = None
    getitem_18 = native_batch_norm_6[0]
    getitem_19 = native_batch_norm_6[1];  getitem_19 = None
    getitem_20 = native_batch_norm_6[2];  native_batch_norm_6 = getitem_20 = None
    add = torch.ops.aten.add.Tensor(getitem_15, getitem_18);  getitem_15 = getitem_18 = None
    _param_constant32 = self._param_constant32
    _param_constant33 = self._param_constant33
    convolution_6 = torch.ops.aten.convolution.default(add, _param_constant32, _param_constant33, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant32 = _param_constant33 = None
    _tensor_constant21 = self._tensor_constant21
    add__7 = torch.ops.aten.add_.Tensor(_tensor_constant21, 1);  _tensor_constant21 = add__7 = None
    empty_7 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_7 = None
    _param_constant34 = self._param_constant34
    _param_constant35 = self._param_constant35
    _tensor_constant22 = self._tensor_constant22
    _tensor_constant23 = self._tensor_constant23
    native_batch_norm_7 = torch.ops.aten.native_batch_norm.default(convolution_6, _param_constant34, _param_constant35, _tensor_constant22, _tensor_constant23, True, 0.1, 1e-05);  convolution_6 = _param_constant34 = _param_constant35 = _tensor_constant22 = _tensor_constant23 = None
    getitem_21 = native_batch_norm_7[0]
    getitem_22 = native_batch_norm_7[1];  getitem_22 = None
    getitem_23 = native_batch_norm_7[2];  native_batch_norm_7 = getitem_23 = None
    _param_constant36 = self._param_constant36
    _param_constant37 = self._param_constant37
    convolution_7 = torch.ops.aten.convolution.default(getitem_21, _param_constant36, _param_constant37, [2, 2], [1, 1], [1, 1], False, [0, 0], 2);  _param_constant36 = _param_constant37 = None
    _tensor_constant24 = self._tensor_constant24
    add__8 = torch.ops.aten.add_.Tensor(_tensor_constant24, 1);  _tensor_constant24 = add__8 = None
    empty_8 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_8 = None
    _param_constant38 = self._param_constant38
    _param_constant39 = self._param_constant39
    _tensor_constant25 = self._tensor_constant25
    _tensor_constant26 = self._tensor_constant26
    native_batch_norm_8 = torch.ops.aten.native_batch_norm.default(convolution_7, _param_constant38, _param_constant39, _tensor_constant25, _tensor_constant26, True, 0.1, 1e-05);  convolution_7 = _param_constant38 = _param_constant39 = _tensor_constant25 = _tensor_constant26 = None
    getitem_24 = native_batch_norm_8[0]
    getitem_25 = native_batch_norm_8[1];  getitem_25 = None
    getitem_26 = native_batch_norm_8[2];  native_batch_norm_8 = getitem_26 = None
    relu_3 = torch.ops.aten.relu.default(getitem_24);  getitem_24 = None
    detach_4 = torch.ops.aten.detach.default(relu_3);  detach_4 = None
    unsqueeze_4 = torch.ops.aten.unsqueeze.default(relu_3, 1);  relu_3 = None
    _param_constant40 = self._param_constant40
    _param_constant41 = self._param_constant41
    convolution_8 = torch.ops.aten.convolution.default(getitem_21, _param_constant40, _param_constant41, [2, 2], [2, 2], [1, 1], False, [0, 0], 2);  getitem_21 = _param_constant40 = _param_constant41 = None
    _tensor_constant27 = self._tensor_constant27
    add__9 = torch.ops.aten.add_.Tensor(_tensor_constant27, 1);  _tensor_constant27 = add__9 = None
    empty_9 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_9 = None
    _param_constant42 = self._param_constant42
    _param_constant43 = self._param_constant43
    _tensor_constant28 = self._tensor_constant28
    _tensor_constant29 = self._tensor_constant29
    native_batch_norm_9 = torch.ops.aten.native_batch_norm.default(convolution_8, _param_constant42, _param_constant43, _tensor_constant28, _tensor_constant29, True, 0.1, 1e-05);  convolution_8 = _param_constant42 = _param_constant43 = _tensor_constant28 = _tensor_constant29 = None
    getitem_27 = native_batch_norm_9[0]
    getitem_28 = native_batch_norm_9[1];  getitem_28 = None
    getitem_29 = native_batch_norm_9[2];  native_batch_norm_9 = getitem_29 = None
    relu_4 = torch.ops.aten.relu.default(getitem_27);  getitem_27 = None
    detach_5 = torch.ops.aten.detach.default(relu_4);  detach_5 = None
    unsqueeze_5 = torch.ops.aten.unsqueeze.default(relu_4, 1);  relu_4 = None
    cat_2 = torch.ops.aten.cat.default([unsqueeze_4, unsqueeze_5], 1);  unsqueeze_4 = unsqueeze_5 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(cat_2, [1])
    mean_2 = torch.ops.aten.mean.dim(sum_3, [-1]);  sum_3 = None
    mean_3 = torch.ops.aten.mean.dim(mean_2, [-1]);  mean_2 = None
    _param_constant44 = self._param_constant44
    t_3 = torch.ops.aten.t.default(_param_constant44);  _param_constant44 = None
    _param_constant45 = self._param_constant45
    addmm_3 = torch.ops.aten.addmm.default(_param_constant45, mean_3, t_3);  _param_constant45 = mean_3 = t_3 = None
    _param_constant46 = self._param_constant46
    t_4 = torch.ops.aten.t.default(_param_constant46);  _param_constant46 = None
    _param_constant47 = self._param_constant47
    addmm_4 = torch.ops.aten.addmm.default(_param_constant47, addmm_3, t_4);  _param_constant47 = t_4 = None
    unsqueeze__2 = torch.ops.aten.unsqueeze_.default(addmm_4, 1);  addmm_4 = None
    _param_constant48 = self._param_constant48
    t_5 = torch.ops.aten.t.default(_param_constant48);  _param_constant48 = None
    _param_constant49 = self._param_constant49
    addmm_5 = torch.ops.aten.addmm.default(_param_constant49, addmm_3, t_5);  _param_constant49 = addmm_3 = t_5 = None
    unsqueeze__3 = torch.ops.aten.unsqueeze_.default(addmm_5, 1);  addmm_5 = None
    cat_3 = torch.ops.aten.cat.default([unsqueeze__2, unsqueeze__3], 1);  unsqueeze__2 = unsqueeze__3 = None
    _softmax_1 = torch.ops.aten._softmax.default(cat_3, 1, False);  cat_3 = None
    detach_6 = torch.ops.aten.detach.default(_softmax_1);  detach_6 = None
    unsqueeze_6 = torch.ops.aten.unsqueeze.default(_softmax_1, -1);  _softmax_1 = None
    unsqueeze_7 = torch.ops.aten.unsqueeze.default(unsqueeze_6, -1);  unsqueeze_6 = None
    mul_1 = torch.ops.aten.mul.Tensor(cat_2, unsqueeze_7);  cat_2 = unsqueeze_7 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(mul_1, [1]);  mul_1 = None
    _tensor_constant30 = self._tensor_constant30
    add__10 = torch.ops.aten.add_.Tensor(_tensor_constant30, 1);  _tensor_constant30 = add__10 = None
    empty_10 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_10 = None
    _param_constant50 = self._param_constant50
    _param_constant51 = self._param_constant51
    _tensor_constant31 = self._tensor_constant31
    _tensor_constant32 = self._tensor_constant32
    native_batch_norm_10 = torch.ops.aten.native_batch_norm.default(sum_4, _param_constant50, _param_constant51, _tensor_constant31, _tensor_constant32, True, 0.1, 1e-05);  sum_4 = _param_constant50 = _param_constant51 = _tensor_constant31 = _tensor_constant32 = None
    getitem_30 = native_batch_norm_10[0]
    getitem_31 = native_batch_norm_10[1];  getitem_31 = None
    getitem_32 = native_batch_norm_10[2];  native_batch_norm_10 = getitem_32 = None
    _param_constant52 = self._param_constant52
    _param_constant53 = self._param_constant53
    convolution_9 = torch.ops.aten.convolution.default(getitem_30, _param_constant52, _param_constant53, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  getitem_30 = _param_constant52 = _param_constant53 = None
    _tensor_constant33 = self._tensor_constant33
    add__11 = torch.ops.aten.add_.Tensor(_tensor_constant33, 1);  _tensor_constant33 = add__11 = None
    empty_11 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_11 = None
    _param_constant54 = self._param_constant54
    _param_constant55 = self._param_constant55
    _tensor_constant34 = self._tensor_constant34
    _tensor_constant35 = self._tensor_constant35
    native_batch_norm_11 = torch.ops.aten.native_batch_norm.default(convolution_9, _param_constant54, _param_constant55, _tensor_constant34, _tensor_constant35, True, 0.1, 1e-05);  convolution_9 = _param_constant54 = _param_constant55 = _tensor_constant34 = _tensor_constant35 = None
    getitem_33 = native_batch_norm_11[0]
    getitem_34 = native_batch_norm_11[1];  getitem_34 = None
    getitem_35 = native_batch_norm_11[2];  native_batch_norm_11 = getitem_35 = None
    _param_constant56 = self._param_constant56
    _param_constant57 = self._param_constant57
    convolution_10 = torch.ops.aten.convolution.default(add, _param_constant56, _param_constant57, [2, 2], [0, 0], [1, 1], False, [0, 0], 1);  add = _param_constant56 = _param_constant57 = None
    _tensor_constant36 = self._tensor_constant36
    add__12 = torch.ops.aten.add_.Tensor(_tensor_constant36, 1);  _tensor_constant36 = add__12 = None
    empty_12 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_12 = None
    _param_constant58 = self._param_constant58
    _param_constant59 = self._param_constant59
    _tensor_constant37 = self._tensor_constant37
    _tensor_constant38 = self._tensor_constant38
    native_batch_norm_12 = torch.ops.aten.native_batch_norm.default(convolution_10, _param_constant58, _param_constant59, _tensor_constant37, _tensor_constant38, True, 0.1, 1e-05);  convolution_10 = _param_constant58 = _param_constant59 = _tensor_constant37 = _tensor_constant38 = None
    getitem_36 = native_batch_norm_12[0]
    getitem_37 = native_batch_norm_12[1];  getitem_37 = None
    getitem_38 = native_batch_norm_12[2];  native_batch_norm_12 = getitem_38 = None
    add_1 = torch.ops.aten.add.Tensor(getitem_33, getitem_36);  getitem_33 = getitem_36 = None
    mean_4 = torch.ops.aten.mean.dim(add_1, [-1]);  add_1 = None
    mean_5 = torch.ops.aten.mean.dim(mean_4, [-1]);  mean_4 = None
    _param_constant60 = self._param_constant60
    t_6 = torch.ops.aten.t.default(_param_constant60);  _param_constant60 = None
    _param_constant61 = self._param_constant61
    addmm_6 = torch.ops.aten.addmm.default(_param_constant61, mean_5, t_6);  _param_constant61 = mean_5 = t_6 = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm_6, 1, False);  addmm_6 = None
    detach_7 = torch.ops.aten.detach.default(_log_softmax);  detach_7 = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
    getitem_39 = nll_loss_forward[0]
    getitem_40 = nll_loss_forward[1];  nll_loss_forward = getitem_40 = None
    return getitem_39
    