


def forward(self, img_1, labels_1):
    _param_constant0 = self._param_constant0
    _param_constant1 = self._param_constant1
    convolution = torch.ops.aten.convolution.default(img_1, _param_constant0, _param_constant1, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  _param_constant0 = _param_constant1 = None
    _tensor_constant0 = self._tensor_constant0
    add_ = torch.ops.aten.add_.Tensor(_tensor_constant0, 1);  _tensor_constant0 = add_ = None
    empty = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty = None
    _param_constant2 = self._param_constant2
    _param_constant3 = self._param_constant3
    _tensor_constant1 = self._tensor_constant1
    _tensor_constant2 = self._tensor_constant2
    native_batch_norm = torch.ops.aten.native_batch_norm.default(convolution, _param_constant2, _param_constant3, _tensor_constant1, _tensor_constant2, True, 0.1, 1e-05);  _param_constant2 = _param_constant3 = _tensor_constant1 = _tensor_constant2 = None
    getitem = native_batch_norm[0]
    getitem_1 = native_batch_norm[1]
    getitem_2 = native_batch_norm[2];  native_batch_norm = None
    relu = torch.ops.aten.relu.default(getitem);  getitem = None
    detach = torch.ops.aten.detach.default(relu)
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
    native_batch_norm_1 = torch.ops.aten.native_batch_norm.default(convolution_1, _param_constant6, _param_constant7, _tensor_constant4, _tensor_constant5, True, 0.1, 1e-05);  _param_constant6 = _param_constant7 = _tensor_constant4 = _tensor_constant5 = None
    getitem_3 = native_batch_norm_1[0]
    getitem_4 = native_batch_norm_1[1]
    getitem_5 = native_batch_norm_1[2];  native_batch_norm_1 = None
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
    native_batch_norm_2 = torch.ops.aten.native_batch_norm.default(convolution_2, _param_constant10, _param_constant11, _tensor_constant7, _tensor_constant8, True, 0.1, 1e-05);  _param_constant10 = _param_constant11 = _tensor_constant7 = _tensor_constant8 = None
    getitem_6 = native_batch_norm_2[0]
    getitem_7 = native_batch_norm_2[1]
    getitem_8 = native_batch_norm_2[2];  native_batch_norm_2 = None
    relu_1 = torch.ops.aten.relu.default(getitem_6);  getitem_6 = None
    detach_1 = torch.ops.aten.detach.default(relu_1)
    unsqueeze = torch.ops.aten.unsqueeze.default(relu_1, 1);  relu_1 = None
    _param_constant12 = self._param_constant12
    _param_constant13 = self._param_constant13
    convolution_3 = torch.ops.aten.convolution.default(getitem_3, _param_constant12, _param_constant13, [1, 1], [2, 2], [1, 1], False, [0, 0], 2);  _param_constant12 = _param_constant13 = None
    _tensor_constant9 = self._tensor_constant9
    add__3 = torch.ops.aten.add_.Tensor(_tensor_constant9, 1);  _tensor_constant9 = add__3 = None
    empty_3 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_3 = None
    _param_constant14 = self._param_constant14
    _param_constant15 = self._param_constant15
    _tensor_constant10 = self._tensor_constant10
    _tensor_constant11 = self._tensor_constant11
    native_batch_norm_3 = torch.ops.aten.native_batch_norm.default(convolution_3, _param_constant14, _param_constant15, _tensor_constant10, _tensor_constant11, True, 0.1, 1e-05);  _param_constant14 = _param_constant15 = _tensor_constant10 = _tensor_constant11 = None
    getitem_9 = native_batch_norm_3[0]
    getitem_10 = native_batch_norm_3[1]
    getitem_11 = native_batch_norm_3[2];  native_batch_norm_3 = None
    relu_2 = torch.ops.aten.relu.default(getitem_9);  getitem_9 = None
    detach_2 = torch.ops.aten.detach.default(relu_2)
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(relu_2, 1);  relu_2 = None
    cat = torch.ops.aten.cat.default([unsqueeze, unsqueeze_1], 1);  unsqueeze = unsqueeze_1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(cat, [1])
    mean = torch.ops.aten.mean.dim(sum_1, [-1]);  sum_1 = None
    mean_1 = torch.ops.aten.mean.dim(mean, [-1]);  mean = None
    _param_constant16 = self._param_constant16
    t = torch.ops.aten.t.default(_param_constant16);  _param_constant16 = None
    _param_constant17 = self._param_constant17
    addmm = torch.ops.aten.addmm.default(_param_constant17, mean_1, t);  _param_constant17 = None
    _param_constant18 = self._param_constant18
    t_1 = torch.ops.aten.t.default(_param_constant18);  _param_constant18 = None
    _param_constant19 = self._param_constant19
    addmm_1 = torch.ops.aten.addmm.default(_param_constant19, addmm, t_1);  _param_constant19 = None
    unsqueeze_ = torch.ops.aten.unsqueeze_.default(addmm_1, 1);  addmm_1 = None
    _param_constant20 = self._param_constant20
    t_2 = torch.ops.aten.t.default(_param_constant20);  _param_constant20 = None
    _param_constant21 = self._param_constant21
    addmm_2 = torch.ops.aten.addmm.default(_param_constant21, addmm, t_2);  _param_constant21 = None
    unsqueeze__1 = torch.ops.aten.unsqueeze_.default(addmm_2, 1);  addmm_2 = None
    cat_1 = torch.ops.aten.cat.default([unsqueeze_, unsqueeze__1], 1);  unsqueeze_ = unsqueeze__1 = None
    _softmax = torch.ops.aten._softmax.default(cat_1, 1, False);  cat_1 = None
    detach_3 = torch.ops.aten.detach.default(_softmax)
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(_softmax, -1);  _softmax = None
    unsqueeze_3 = torch.ops.aten.unsqueeze.default(unsqueeze_2, -1);  unsqueeze_2 = None
    mul = torch.ops.aten.mul.Tensor(cat, unsqueeze_3)
    sum_2 = torch.ops.aten.sum.dim_IntList(mul, [1]);  mul = None
    _tensor_constant12 = self._tensor_constant12
    add__4 = torch.ops.aten.add_.Tensor(_tensor_constant12, 1);  _tensor_constant12 = add__4 = None
    empty_4 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_4 = None
    _param_constant22 = self._param_constant22
    _param_constant23 = self._param_constant23
    _tensor_constant13 = self._tensor_constant13
    _tensor_constant14 = self._tensor_constant14
    native_batch_norm_4 = torch.ops.aten.native_batch_norm.default(sum_2, _param_constant22, _param_constant23, _tensor_constant13, _tensor_constant14, True, 0.1, 1e-05);  _param_constant22 = _param_constant23 = _tensor_constant13 = _tensor_constant14 = None
    getitem_12 = native_batch_norm_4[0]
    getitem_13 = native_batch_norm_4[1]
    getitem_14 = native_batch_norm_4[2];  native_batch_norm_4 = None
    _param_constant24 = self._param_constant24
    _param_constant25 = self._param_constant25
    convolution_4 = torch.ops.aten.convolution.default(getitem_12, _param_constant24, _param_constant25, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant24 = _param_constant25 = None
    _tensor_constant15 = self._tensor_constant15
    add__5 = torch.ops.aten.add_.Tensor(_tensor_constant15, 1);  _tensor_constant15 = add__5 = None
    empty_5 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_5 = None
    _param_constant26 = self._param_constant26
    _param_constant27 = self._param_constant27
    _tensor_constant16 = self._tensor_constant16
    _tensor_constant17 = self._tensor_constant17
    native_batch_norm_5 = torch.ops.aten.native_batch_norm.default(convolution_4, _param_constant26, _param_constant27, _tensor_constant16, _tensor_constant17, True, 0.1, 1e-05);  _param_constant26 = _param_constant27 = _tensor_constant16 = _tensor_constant17 = None
    getitem_15 = native_batch_norm_5[0]
    getitem_16 = native_batch_norm_5[1]
    getitem_17 = native_batch_norm_5[2];  native_batch_norm_5 = None
    _param_constant28 = self._param_constant28
    _param_constant29 = self._param_constant29
    convolution_5 = torch.ops.aten.convolution.default(relu, _param_constant28, _param_constant29, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant28 = _param_constant29 = None
    _tensor_constant18 = self._tensor_constant18
    add__6 = torch.ops.aten.add_.Tensor(_tensor_constant18, 1);  _tensor_constant18 = add__6 = None
    empty_6 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_6 = None
    _param_constant30 = self._param_constant30
    _param_constant31 = self._param_constant31
    _tensor_constant19 = self._tensor_constant19
    _tensor_constant20 = self._tensor_constant20
    native_batch_norm_6 = torch.ops.aten.native_batch_norm.default(convolution_5, _param_constant30, _param_constant31, _tensor_constant19, _tensor_constant20, True, 0.1, 1e-05);  _param_constant30 = _param_constant31 = _tensor_constant19 = _tensor_constant20 = None
    getitem_18 = native_batch_norm_6[0]
    getitem_19 = native_batch_norm_6[1]
    getitem_20 = native_batch_norm_6[2];  native_batch_norm_6 = None
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
    native_batch_norm_7 = torch.ops.aten.native_batch_norm.default(convolution_6, _param_constant34, _param_constant35, _tensor_constant22, _tensor_constant23, True, 0.1, 1e-05);  _param_constant34 = _param_constant35 = _tensor_constant22 = _tensor_constant23 = None
    getitem_21 = native_batch_norm_7[0]
    getitem_22 = native_batch_norm_7[1]
    getitem_23 = native_batch_norm_7[2];  native_batch_norm_7 = None
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
    native_batch_norm_8 = torch.ops.aten.native_batch_norm.default(convolution_7, _param_constant38, _param_constant39, _tensor_constant25, _tensor_constant26, True, 0.1, 1e-05);  _param_constant38 = _param_constant39 = _tensor_constant25 = _tensor_constant26 = None
    getitem_24 = native_batch_norm_8[0]
    getitem_25 = native_batch_norm_8[1]
    getitem_26 = native_batch_norm_8[2];  native_batch_norm_8 = None
    relu_3 = torch.ops.aten.relu.default(getitem_24);  getitem_24 = None
    detach_4 = torch.ops.aten.detach.default(relu_3)
    unsqueeze_4 = torch.ops.aten.unsqueeze.default(relu_3, 1);  relu_3 = None
    _param_constant40 = self._param_constant40
    _param_constant41 = self._param_constant41
    convolution_8 = torch.ops.aten.convolution.default(getitem_21, _param_constant40, _param_constant41, [2, 2], [2, 2], [1, 1], False, [0, 0], 2);  _param_constant40 = _param_constant41 = None
    _tensor_constant27 = self._tensor_constant27
    add__9 = torch.ops.aten.add_.Tensor(_tensor_constant27, 1);  _tensor_constant27 = add__9 = None
    empty_9 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_9 = None
    _param_constant42 = self._param_constant42
    _param_constant43 = self._param_constant43
    _tensor_constant28 = self._tensor_constant28
    _tensor_constant29 = self._tensor_constant29
    native_batch_norm_9 = torch.ops.aten.native_batch_norm.default(convolution_8, _param_constant42, _param_constant43, _tensor_constant28, _tensor_constant29, True, 0.1, 1e-05);  _param_constant42 = _param_constant43 = _tensor_constant28 = _tensor_constant29 = None
    getitem_27 = native_batch_norm_9[0]
    getitem_28 = native_batch_norm_9[1]
    getitem_29 = native_batch_norm_9[2];  native_batch_norm_9 = None
    relu_4 = torch.ops.aten.relu.default(getitem_27);  getitem_27 = None
    detach_5 = torch.ops.aten.detach.default(relu_4)
    unsqueeze_5 = torch.ops.aten.unsqueeze.default(relu_4, 1);  relu_4 = None
    cat_2 = torch.ops.aten.cat.default([unsqueeze_4, unsqueeze_5], 1);  unsqueeze_4 = unsqueeze_5 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(cat_2, [1])
    mean_2 = torch.ops.aten.mean.dim(sum_3, [-1]);  sum_3 = None
    mean_3 = torch.ops.aten.mean.dim(mean_2, [-1]);  mean_2 = None
    _param_constant44 = self._param_constant44
    t_3 = torch.ops.aten.t.default(_param_constant44);  _param_constant44 = None
    _param_constant45 = self._param_constant45
    addmm_3 = torch.ops.aten.addmm.default(_param_constant45, mean_3, t_3);  _param_constant45 = None
    _param_constant46 = self._param_constant46
    t_4 = torch.ops.aten.t.default(_param_constant46);  _param_constant46 = None
    _param_constant47 = self._param_constant47
    addmm_4 = torch.ops.aten.addmm.default(_param_constant47, addmm_3, t_4);  _param_constant47 = None
    unsqueeze__2 = torch.ops.aten.unsqueeze_.default(addmm_4, 1);  addmm_4 = None
    _param_constant48 = self._param_constant48
    t_5 = torch.ops.aten.t.default(_param_constant48);  _param_constant48 = None
    _param_constant49 = self._param_constant49
    addmm_5 = torch.ops.aten.addmm.default(_param_constant49, addmm_3, t_5);  _param_constant49 = None
    unsqueeze__3 = torch.ops.aten.unsqueeze_.default(addmm_5, 1);  addmm_5 = None
    cat_3 = torch.ops.aten.cat.default([unsqueeze__2, unsqueeze__3], 1);  unsqueeze__2 = unsqueeze__3 = None
    _softmax_1 = torch.ops.aten._softmax.default(cat_3, 1, False);  cat_3 = None
    detach_6 = torch.ops.aten.detach.default(_softmax_1)
    unsqueeze_6 = torch.ops.aten.unsqueeze.default(_softmax_1, -1);  _softmax_1 = None
    unsqueeze_7 = torch.ops.aten.unsqueeze.default(unsqueeze_6, -1);  unsqueeze_6 = None
    mul_1 = torch.ops.aten.mul.Tensor(cat_2, unsqueeze_7)
    sum_4 = torch.ops.aten.sum.dim_IntList(mul_1, [1]);  mul_1 = None
    _tensor_constant30 = self._tensor_constant30
    add__10 = torch.ops.aten.add_.Tensor(_tensor_constant30, 1);  _tensor_constant30 = add__10 = None
    empty_10 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_10 = None
    _param_constant50 = self._param_constant50
    _param_constant51 = self._param_constant51
    _tensor_constant31 = self._tensor_constant31
    _tensor_constant32 = self._tensor_constant32
    native_batch_norm_10 = torch.ops.aten.native_batch_norm.default(sum_4, _param_constant50, _param_constant51, _tensor_constant31, _tensor_constant32, True, 0.1, 1e-05);  _param_constant50 = _param_constant51 = _tensor_constant31 = _tensor_constant32 = None
    getitem_30 = native_batch_norm_10[0]
    getitem_31 = native_batch_norm_10[1]
    getitem_32 = native_batch_norm_10[2];  native_batch_norm_10 = None
    _param_constant52 = self._param_constant52
    _param_constant53 = self._param_constant53
    convolution_9 = torch.ops.aten.convolution.default(getitem_30, _param_constant52, _param_constant53, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant52 = _param_constant53 = None
    _tensor_constant33 = self._tensor_constant33
    add__11 = torch.ops.aten.add_.Tensor(_tensor_constant33, 1);  _tensor_constant33 = add__11 = None
    empty_11 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_11 = None
    _param_constant54 = self._param_constant54
    _param_constant55 = self._param_constant55
    _tensor_constant34 = self._tensor_constant34
    _tensor_constant35 = self._tensor_constant35
    native_batch_norm_11 = torch.ops.aten.native_batch_norm.default(convolution_9, _param_constant54, _param_constant55, _tensor_constant34, _tensor_constant35, True, 0.1, 1e-05);  _param_constant54 = _param_constant55 = _tensor_constant34 = _tensor_constant35 = None
    getitem_33 = native_batch_norm_11[0]
    getitem_34 = native_batch_norm_11[1]
    getitem_35 = native_batch_norm_11[2];  native_batch_norm_11 = None
    _param_constant56 = self._param_constant56
    _param_constant57 = self._param_constant57
    convolution_10 = torch.ops.aten.convolution.default(add, _param_constant56, _param_constant57, [2, 2], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant56 = _param_constant57 = None
    _tensor_constant36 = self._tensor_constant36
    add__12 = torch.ops.aten.add_.Tensor(_tensor_constant36, 1);  _tensor_constant36 = add__12 = None
    empty_12 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_12 = None
    _param_constant58 = self._param_constant58
    _param_constant59 = self._param_constant59
    _tensor_constant37 = self._tensor_constant37
    _tensor_constant38 = self._tensor_constant38
    native_batch_norm_12 = torch.ops.aten.native_batch_norm.default(convolution_10, _param_constant58, _param_constant59, _tensor_constant37, _tensor_constant38, True, 0.1, 1e-05);  _param_constant58 = _param_constant59 = _tensor_constant37 = _tensor_constant38 = None
    getitem_36 = native_batch_norm_12[0]
    getitem_37 = native_batch_norm_12[1]
    getitem_38 = native_batch_norm_12[2];  native_batch_norm_12 = None
    add_1 = torch.ops.aten.add.Tensor(getitem_33, getitem_36);  getitem_33 = getitem_36 = None
    mean_4 = torch.ops.aten.mean.dim(add_1, [-1]);  add_1 = None
    mean_5 = torch.ops.aten.mean.dim(mean_4, [-1]);  mean_4 = None
    _param_constant60 = self._param_constant60
    t_6 = torch.ops.aten.t.default(_param_constant60);  _param_constant60 = None
    _param_constant61 = self._param_constant61
    addmm_6 = torch.ops.aten.addmm.default(_param_constant61, mean_5, t_6);  _param_constant61 = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm_6, 1, False);  addmm_6 = None
    detach_7 = torch.ops.aten.detach.default(_log_softmax)
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100)
    getitem_39 = nll_loss_forward[0]
    getitem_40 = nll_loss_forward[1];  nll_loss_forward = None
    ones_like = torch.ops.aten.ones_like.default(getitem_39, pin_memory = False, memory_format = torch.preserve_format)
    nll_loss_backward = torch.ops.aten.nll_loss_backward.default(ones_like, _log_softmax, labels_1, None, 1, -100, getitem_40);  ones_like = _log_softmax = labels_1 = getitem_40 = None
    detach_8 = torch.ops.aten.detach.default(detach_7);  detach_7 = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach_8, 1, torch.float32);  nll_loss_backward = detach_8 = None
    t_7 = torch.ops.aten.t.default(t_6);  t_6 = None
    mm = torch.ops.aten.mm.default(_log_softmax_backward_data, t_7);  t_7 = None
    t_8 = torch.ops.aten.t.default(_log_softmax_backward_data)
    mm_1 = torch.ops.aten.mm.default(t_8, mean_5);  t_8 = mean_5 = None
    t_9 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(_log_softmax_backward_data, [0], True);  _log_softmax_backward_data = None
    view = torch.ops.aten.view.default(sum_5, [4]);  sum_5 = None
    t_10 = torch.ops.aten.t.default(t_9);  t_9 = None
    unsqueeze_8 = torch.ops.aten.unsqueeze.default(mm, -1);  mm = None
    expand = torch.ops.aten.expand.default(unsqueeze_8, [2, 16, 4]);  unsqueeze_8 = None
    div = torch.ops.aten.div.Scalar(expand, 4);  expand = None
    unsqueeze_9 = torch.ops.aten.unsqueeze.default(div, -1);  div = None
    expand_1 = torch.ops.aten.expand.default(unsqueeze_9, [2, 16, 4, 4]);  unsqueeze_9 = None
    div_1 = torch.ops.aten.div.Scalar(expand_1, 4);  expand_1 = None
    _param_constant58_1 = self._param_constant58
    _tensor_constant37_1 = self._tensor_constant37
    _tensor_constant38_1 = self._tensor_constant38
    native_batch_norm_backward = torch.ops.aten.native_batch_norm_backward.default(div_1, convolution_10, _param_constant58_1, _tensor_constant37_1, _tensor_constant38_1, getitem_37, getitem_38, True, 1e-05, [True, True, True]);  convolution_10 = _param_constant58_1 = _tensor_constant37_1 = _tensor_constant38_1 = getitem_37 = getitem_38 = None
    getitem_41 = native_batch_norm_backward[0]
    getitem_42 = native_batch_norm_backward[1]
    getitem_43 = native_batch_norm_backward[2];  native_batch_norm_backward = None
    _param_constant56_1 = self._param_constant56
    convolution_backward = torch.ops.aten.convolution_backward.default(getitem_41, add, _param_constant56_1, [16], [2, 2], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  getitem_41 = _param_constant56_1 = None
    getitem_44 = convolution_backward[0]
    getitem_45 = convolution_backward[1]
    getitem_46 = convolution_backward[2];  convolution_backward = None
    _param_constant54_1 = self._param_constant54
    _tensor_constant34_1 = self._tensor_constant34
    _tensor_constant35_1 = self._tensor_constant35
    native_batch_norm_backward_1 = torch.ops.aten.native_batch_norm_backward.default(div_1, convolution_9, _param_constant54_1, _tensor_constant34_1, _tensor_constant35_1, getitem_34, getitem_35, True, 1e-05, [True, True, True]);  div_1 = convolution_9 = _param_constant54_1 = _tensor_constant34_1 = _tensor_constant35_1 = getitem_34 = getitem_35 = None
    getitem_47 = native_batch_norm_backward_1[0]
    getitem_48 = native_batch_norm_backward_1[1]
    getitem_49 = native_batch_norm_backward_1[2];  native_batch_norm_backward_1 = None
    _param_constant52_1 = self._param_constant52
    convolution_backward_1 = torch.ops.aten.convolution_backward.default(getitem_47, getitem_30, _param_constant52_1, [16], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  getitem_47 = getitem_30 = _param_constant52_1 = None
    getitem_50 = convolution_backward_1[0]
    getitem_51 = convolution_backward_1[1]
    getitem_52 = convolution_backward_1[2];  convolution_backward_1 = None
    _param_constant50_1 = self._param_constant50
    _tensor_constant31_1 = self._tensor_constant31
    _tensor_constant32_1 = self._tensor_constant32
    native_batch_norm_backward_2 = torch.ops.aten.native_batch_norm_backward.default(getitem_50, sum_4, _param_constant50_1, _tensor_constant31_1, _tensor_constant32_1, getitem_31, getitem_32, True, 1e-05, [True, True, True]);  getitem_50 = sum_4 = _param_constant50_1 = _tensor_constant31_1 = _tensor_constant32_1 = getitem_31 = getitem_32 = None
    getitem_53 = native_batch_norm_backward_2[0]
    getitem_54 = native_batch_norm_backward_2[1]
    getitem_55 = native_batch_norm_backward_2[2];  native_batch_norm_backward_2 = None
    unsqueeze_10 = torch.ops.aten.unsqueeze.default(getitem_53, 1);  getitem_53 = None
    expand_2 = torch.ops.aten.expand.default(unsqueeze_10, [2, 2, 8, 4, 4]);  unsqueeze_10 = None
    mul_2 = torch.ops.aten.mul.Tensor(expand_2, cat_2);  cat_2 = None
    mul_3 = torch.ops.aten.mul.Tensor(expand_2, unsqueeze_7);  expand_2 = unsqueeze_7 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(mul_2, [3, 4], True);  mul_2 = None
    squeeze = torch.ops.aten.squeeze.dim(sum_6, -1);  sum_6 = None
    squeeze_1 = torch.ops.aten.squeeze.dim(squeeze, -1);  squeeze = None
    detach_9 = torch.ops.aten.detach.default(detach_6);  detach_6 = None
    _softmax_backward_data = torch.ops.aten._softmax_backward_data.default(squeeze_1, detach_9, 1, torch.float32);  squeeze_1 = detach_9 = None
    slice_1 = torch.ops.aten.slice.Tensor(_softmax_backward_data, 1, 0, 1)
    slice_2 = torch.ops.aten.slice.Tensor(_softmax_backward_data, 1, 1, 2);  _softmax_backward_data = None
    squeeze_2 = torch.ops.aten.squeeze.dim(slice_2, 1);  slice_2 = None
    t_11 = torch.ops.aten.t.default(t_5);  t_5 = None
    mm_2 = torch.ops.aten.mm.default(squeeze_2, t_11);  t_11 = None
    t_12 = torch.ops.aten.t.default(squeeze_2)
    mm_3 = torch.ops.aten.mm.default(t_12, addmm_3);  t_12 = None
    t_13 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_7 = torch.ops.aten.sum.dim_IntList(squeeze_2, [0], True);  squeeze_2 = None
    view_1 = torch.ops.aten.view.default(sum_7, [8]);  sum_7 = None
    t_14 = torch.ops.aten.t.default(t_13);  t_13 = None
    squeeze_3 = torch.ops.aten.squeeze.dim(slice_1, 1);  slice_1 = None
    t_15 = torch.ops.aten.t.default(t_4);  t_4 = None
    mm_4 = torch.ops.aten.mm.default(squeeze_3, t_15);  t_15 = None
    t_16 = torch.ops.aten.t.default(squeeze_3)
    mm_5 = torch.ops.aten.mm.default(t_16, addmm_3);  t_16 = addmm_3 = None
    t_17 = torch.ops.aten.t.default(mm_5);  mm_5 = None
    sum_8 = torch.ops.aten.sum.dim_IntList(squeeze_3, [0], True);  squeeze_3 = None
    view_2 = torch.ops.aten.view.default(sum_8, [8]);  sum_8 = None
    add_2 = torch.ops.aten.add.Tensor(mm_2, mm_4);  mm_2 = mm_4 = None
    t_18 = torch.ops.aten.t.default(t_17);  t_17 = None
    t_19 = torch.ops.aten.t.default(t_3);  t_3 = None
    mm_6 = torch.ops.aten.mm.default(add_2, t_19);  t_19 = None
    t_20 = torch.ops.aten.t.default(add_2)
    mm_7 = torch.ops.aten.mm.default(t_20, mean_3);  t_20 = mean_3 = None
    t_21 = torch.ops.aten.t.default(mm_7);  mm_7 = None
    sum_9 = torch.ops.aten.sum.dim_IntList(add_2, [0], True);  add_2 = None
    view_3 = torch.ops.aten.view.default(sum_9, [4]);  sum_9 = None
    t_22 = torch.ops.aten.t.default(t_21);  t_21 = None
    unsqueeze_11 = torch.ops.aten.unsqueeze.default(mm_6, -1);  mm_6 = None
    expand_3 = torch.ops.aten.expand.default(unsqueeze_11, [2, 8, 4]);  unsqueeze_11 = None
    div_2 = torch.ops.aten.div.Scalar(expand_3, 4);  expand_3 = None
    unsqueeze_12 = torch.ops.aten.unsqueeze.default(div_2, -1);  div_2 = None
    expand_4 = torch.ops.aten.expand.default(unsqueeze_12, [2, 8, 4, 4]);  unsqueeze_12 = None
    div_3 = torch.ops.aten.div.Scalar(expand_4, 4);  expand_4 = None
    unsqueeze_13 = torch.ops.aten.unsqueeze.default(div_3, 1);  div_3 = None
    expand_5 = torch.ops.aten.expand.default(unsqueeze_13, [2, 2, 8, 4, 4]);  unsqueeze_13 = None
    add_3 = torch.ops.aten.add.Tensor(mul_3, expand_5);  mul_3 = expand_5 = None
    slice_3 = torch.ops.aten.slice.Tensor(add_3, 1, 0, 1)
    slice_4 = torch.ops.aten.slice.Tensor(add_3, 1, 1, 2);  add_3 = None
    squeeze_4 = torch.ops.aten.squeeze.dim(slice_4, 1);  slice_4 = None
    detach_10 = torch.ops.aten.detach.default(detach_5);  detach_5 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(squeeze_4, detach_10, 0);  squeeze_4 = detach_10 = None
    _param_constant42_1 = self._param_constant42
    _tensor_constant28_1 = self._tensor_constant28
    _tensor_constant29_1 = self._tensor_constant29
    native_batch_norm_backward_3 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward, convolution_8, _param_constant42_1, _tensor_constant28_1, _tensor_constant29_1, getitem_28, getitem_29, True, 1e-05, [True, True, True]);  threshold_backward = convolution_8 = _param_constant42_1 = _tensor_constant28_1 = _tensor_constant29_1 = getitem_28 = getitem_29 = None
    getitem_56 = native_batch_norm_backward_3[0]
    getitem_57 = native_batch_norm_backward_3[1]
    getitem_58 = native_batch_norm_backward_3[2];  native_batch_norm_backward_3 = None
    _param_constant40_1 = self._param_constant40
    convolution_backward_2 = torch.ops.aten.convolution_backward.default(getitem_56, getitem_21, _param_constant40_1, [8], [2, 2], [2, 2], [1, 1], False, [0, 0], 2, [True, True, True]);  getitem_56 = _param_constant40_1 = None
    getitem_59 = convolution_backward_2[0]
    getitem_60 = convolution_backward_2[1]
    getitem_61 = convolution_backward_2[2];  convolution_backward_2 = None
    squeeze_5 = torch.ops.aten.squeeze.dim(slice_3, 1);  slice_3 = None
    detach_11 = torch.ops.aten.detach.default(detach_4);  detach_4 = None
    threshold_backward_1 = torch.ops.aten.threshold_backward.default(squeeze_5, detach_11, 0);  squeeze_5 = detach_11 = None
    _param_constant38_1 = self._param_constant38
    _tensor_constant25_1 = self._tensor_constant25
    _tensor_constant26_1 = self._tensor_constant26
    native_batch_norm_backward_4 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_1, convolution_7, _param_constant38_1, _tensor_constant25_1, _tensor_constant26_1, getitem_25, getitem_26, True, 1e-05, [True, True, True]);  threshold_backward_1 = convolution_7 = _param_constant38_1 = _tensor_constant25_1 = _tensor_constant26_1 = getitem_25 = getitem_26 = None
    getitem_62 = native_batch_norm_backward_4[0]
    getitem_63 = native_batch_norm_backward_4[1]
    getitem_64 = native_batch_norm_backward_4[2];  native_batch_norm_backward_4 = None
    _param_constant36_1 = self._param_constant36
    convolution_backward_3 = torch.ops.aten.convolution_backward.default(getitem_62, getitem_21, _param_constant36_1, [8], [2, 2], [1, 1], [1, 1], False, [0, 0], 2, [True, True, True]);  getitem_62 = getitem_21 = _param_constant36_1 = None
    getitem_65 = convolution_backward_3[0]
    getitem_66 = convolution_backward_3[1]
    getitem_67 = convolution_backward_3[2];  convolution_backward_3 = None
    add_4 = torch.ops.aten.add.Tensor(getitem_59, getitem_65);  getitem_59 = getitem_65 = None
    _param_constant34_1 = self._param_constant34
    _tensor_constant22_1 = self._tensor_constant22
    _tensor_constant23_1 = self._tensor_constant23
    native_batch_norm_backward_5 = torch.ops.aten.native_batch_norm_backward.default(add_4, convolution_6, _param_constant34_1, _tensor_constant22_1, _tensor_constant23_1, getitem_22, getitem_23, True, 1e-05, [True, True, True]);  add_4 = convolution_6 = _param_constant34_1 = _tensor_constant22_1 = _tensor_constant23_1 = getitem_22 = getitem_23 = None
    getitem_68 = native_batch_norm_backward_5[0]
    getitem_69 = native_batch_norm_backward_5[1]
    getitem_70 = native_batch_norm_backward_5[2];  native_batch_norm_backward_5 = None
    _param_constant32_1 = self._param_constant32
    convolution_backward_4 = torch.ops.aten.convolution_backward.default(getitem_68, add, _param_constant32_1, [8], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  getitem_68 = add = _param_constant32_1 = None
    getitem_71 = convolution_backward_4[0]
    getitem_72 = convolution_backward_4[1]
    getitem_73 = convolution_backward_4[2];  convolution_backward_4 = None
    add_5 = torch.ops.aten.add.Tensor(getitem_44, getitem_71);  getitem_44 = getitem_71 = None
    _param_constant30_1 = self._param_constant30
    _tensor_constant19_1 = self._tensor_constant19
    _tensor_constant20_1 = self._tensor_constant20
    native_batch_norm_backward_6 = torch.ops.aten.native_batch_norm_backward.default(add_5, convolution_5, _param_constant30_1, _tensor_constant19_1, _tensor_constant20_1, getitem_19, getitem_20, True, 1e-05, [True, True, True]);  convolution_5 = _param_constant30_1 = _tensor_constant19_1 = _tensor_constant20_1 = getitem_19 = getitem_20 = None
    getitem_74 = native_batch_norm_backward_6[0]
    getitem_75 = native_batch_norm_backward_6[1]
    getitem_76 = native_batch_norm_backward_6[2];  native_batch_norm_backward_6 = None
    _param_constant28_1 = self._param_constant28
    convolution_backward_5 = torch.ops.aten.convolution_backward.default(getitem_74, relu, _param_constant28_1, [16], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  getitem_74 = _param_constant28_1 = None
    getitem_77 = convolution_backward_5[0]
    getitem_78 = convolution_backward_5[1]
    getitem_79 = convolution_backward_5[2];  convolution_backward_5 = None
    _param_constant26_1 = self._param_constant26
    _tensor_constant16_1 = self._tensor_constant16
    _tensor_constant17_1 = self._tensor_constant17
    native_batch_norm_backward_7 = torch.ops.aten.native_batch_norm_backward.default(add_5, convolution_4, _param_constant26_1, _tensor_constant16_1, _tensor_constant17_1, getitem_16, getitem_17, True, 1e-05, [True, True, True]);  add_5 = convolution_4 = _param_constant26_1 = _tensor_constant16_1 = _tensor_constant17_1 = getitem_16 = getitem_17 = None
    getitem_80 = native_batch_norm_backward_7[0]
    getitem_81 = native_batch_norm_backward_7[1]
    getitem_82 = native_batch_norm_backward_7[2];  native_batch_norm_backward_7 = None
    _param_constant24_1 = self._param_constant24
    convolution_backward_6 = torch.ops.aten.convolution_backward.default(getitem_80, getitem_12, _param_constant24_1, [16], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  getitem_80 = getitem_12 = _param_constant24_1 = None
    getitem_83 = convolution_backward_6[0]
    getitem_84 = convolution_backward_6[1]
    getitem_85 = convolution_backward_6[2];  convolution_backward_6 = None
    _param_constant22_1 = self._param_constant22
    _tensor_constant13_1 = self._tensor_constant13
    _tensor_constant14_1 = self._tensor_constant14
    native_batch_norm_backward_8 = torch.ops.aten.native_batch_norm_backward.default(getitem_83, sum_2, _param_constant22_1, _tensor_constant13_1, _tensor_constant14_1, getitem_13, getitem_14, True, 1e-05, [True, True, True]);  getitem_83 = sum_2 = _param_constant22_1 = _tensor_constant13_1 = _tensor_constant14_1 = getitem_13 = getitem_14 = None
    getitem_86 = native_batch_norm_backward_8[0]
    getitem_87 = native_batch_norm_backward_8[1]
    getitem_88 = native_batch_norm_backward_8[2];  native_batch_norm_backward_8 = None
    unsqueeze_14 = torch.ops.aten.unsqueeze.default(getitem_86, 1);  getitem_86 = None
    expand_6 = torch.ops.aten.expand.default(unsqueeze_14, [2, 2, 8, 8, 8]);  unsqueeze_14 = None
    mul_4 = torch.ops.aten.mul.Tensor(expand_6, cat);  cat = None
    mul_5 = torch.ops.aten.mul.Tensor(expand_6, unsqueeze_3);  expand_6 = unsqueeze_3 = None
    sum_10 = torch.ops.aten.sum.dim_IntList(mul_4, [3, 4], True);  mul_4 = None
    squeeze_6 = torch.ops.aten.squeeze.dim(sum_10, -1);  sum_10 = None
    squeeze_7 = torch.ops.aten.squeeze.dim(squeeze_6, -1);  squeeze_6 = None
    detach_12 = torch.ops.aten.detach.default(detach_3);  detach_3 = None
    _softmax_backward_data_1 = torch.ops.aten._softmax_backward_data.default(squeeze_7, detach_12, 1, torch.float32);  squeeze_7 = detach_12 = None
    slice_5 = torch.ops.aten.slice.Tensor(_softmax_backward_data_1, 1, 0, 1)
    slice_6 = torch.ops.aten.slice.Tensor(_softmax_backward_data_1, 1, 1, 2);  _softmax_backward_data_1 = None
    squeeze_8 = torch.ops.aten.squeeze.dim(slice_6, 1);  slice_6 = None
    t_23 = torch.ops.aten.t.default(t_2);  t_2 = None
    mm_8 = torch.ops.aten.mm.default(squeeze_8, t_23);  t_23 = None
    t_24 = torch.ops.aten.t.default(squeeze_8)
    mm_9 = torch.ops.aten.mm.default(t_24, addmm);  t_24 = None
    t_25 = torch.ops.aten.t.default(mm_9);  mm_9 = None
    sum_11 = torch.ops.aten.sum.dim_IntList(squeeze_8, [0], True);  squeeze_8 = None
    view_4 = torch.ops.aten.view.default(sum_11, [8]);  sum_11 = None
    t_26 = torch.ops.aten.t.default(t_25);  t_25 = None
    squeeze_9 = torch.ops.aten.squeeze.dim(slice_5, 1);  slice_5 = None
    t_27 = torch.ops.aten.t.default(t_1);  t_1 = None
    mm_10 = torch.ops.aten.mm.default(squeeze_9, t_27);  t_27 = None
    t_28 = torch.ops.aten.t.default(squeeze_9)
    mm_11 = torch.ops.aten.mm.default(t_28, addmm);  t_28 = addmm = None
    t_29 = torch.ops.aten.t.default(mm_11);  mm_11 = None
    sum_12 = torch.ops.aten.sum.dim_IntList(squeeze_9, [0], True);  squeeze_9 = None
    view_5 = torch.ops.aten.view.default(sum_12, [8]);  sum_12 = None
    add_6 = torch.ops.aten.add.Tensor(mm_8, mm_10);  mm_8 = mm_10 = None
    t_30 = torch.ops.aten.t.default(t_29);  t_29 = None
    t_31 = torch.ops.aten.t.default(t);  t = None
    mm_12 = torch.ops.aten.mm.default(add_6, t_31);  t_31 = None
    t_32 = torch.ops.aten.t.default(add_6)
    mm_13 = torch.ops.aten.mm.default(t_32, mean_1);  t_32 = mean_1 = None
    t_33 = torch.ops.aten.t.default(mm_13);  mm_13 = None
    sum_13 = torch.ops.aten.sum.dim_IntList(add_6, [0], True);  add_6 = None
    view_6 = torch.ops.aten.view.default(sum_13, [4]);  sum_13 = None
    t_34 = torch.ops.aten.t.default(t_33);  t_33 = None
    unsqueeze_15 = torch.ops.aten.unsqueeze.default(mm_12, -1);  mm_12 = None
    expand_7 = torch.ops.aten.expand.default(unsqueeze_15, [2, 8, 8]);  unsqueeze_15 = None
    div_4 = torch.ops.aten.div.Scalar(expand_7, 8);  expand_7 = None
    unsqueeze_16 = torch.ops.aten.unsqueeze.default(div_4, -1);  div_4 = None
    expand_8 = torch.ops.aten.expand.default(unsqueeze_16, [2, 8, 8, 8]);  unsqueeze_16 = None
    div_5 = torch.ops.aten.div.Scalar(expand_8, 8);  expand_8 = None
    unsqueeze_17 = torch.ops.aten.unsqueeze.default(div_5, 1);  div_5 = None
    expand_9 = torch.ops.aten.expand.default(unsqueeze_17, [2, 2, 8, 8, 8]);  unsqueeze_17 = None
    add_7 = torch.ops.aten.add.Tensor(mul_5, expand_9);  mul_5 = expand_9 = None
    slice_7 = torch.ops.aten.slice.Tensor(add_7, 1, 0, 1)
    slice_8 = torch.ops.aten.slice.Tensor(add_7, 1, 1, 2);  add_7 = None
    squeeze_10 = torch.ops.aten.squeeze.dim(slice_8, 1);  slice_8 = None
    detach_13 = torch.ops.aten.detach.default(detach_2);  detach_2 = None
    threshold_backward_2 = torch.ops.aten.threshold_backward.default(squeeze_10, detach_13, 0);  squeeze_10 = detach_13 = None
    _param_constant14_1 = self._param_constant14
    _tensor_constant10_1 = self._tensor_constant10
    _tensor_constant11_1 = self._tensor_constant11
    native_batch_norm_backward_9 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_2, convolution_3, _param_constant14_1, _tensor_constant10_1, _tensor_constant11_1, getitem_10, getitem_11, True, 1e-05, [True, True, True]);  threshold_backward_2 = convolution_3 = _param_constant14_1 = _tensor_constant10_1 = _tensor_constant11_1 = getitem_10 = getitem_11 = None
    getitem_89 = native_batch_norm_backward_9[0]
    getitem_90 = native_batch_norm_backward_9[1]
    getitem_91 = native_batch_norm_backward_9[2];  native_batch_norm_backward_9 = None
    _param_constant12_1 = self._param_constant12
    convolution_backward_7 = torch.ops.aten.convolution_backward.default(getitem_89, getitem_3, _param_constant12_1, [8], [1, 1], [2, 2], [1, 1], False, [0, 0], 2, [True, True, True]);  getitem_89 = _param_constant12_1 = None
    getitem_92 = convolution_backward_7[0]
    getitem_93 = convolution_backward_7[1]
    getitem_94 = convolution_backward_7[2];  convolution_backward_7 = None
    squeeze_11 = torch.ops.aten.squeeze.dim(slice_7, 1);  slice_7 = None
    detach_14 = torch.ops.aten.detach.default(detach_1);  detach_1 = None
    threshold_backward_3 = torch.ops.aten.threshold_backward.default(squeeze_11, detach_14, 0);  squeeze_11 = detach_14 = None
    _param_constant10_1 = self._param_constant10
    _tensor_constant7_1 = self._tensor_constant7
    _tensor_constant8_1 = self._tensor_constant8
    native_batch_norm_backward_10 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_3, convolution_2, _param_constant10_1, _tensor_constant7_1, _tensor_constant8_1, getitem_7, getitem_8, True, 1e-05, [True, True, True]);  threshold_backward_3 = convolution_2 = _param_constant10_1 = _tensor_constant7_1 = _tensor_constant8_1 = getitem_7 = getitem_8 = None
    getitem_95 = native_batch_norm_backward_10[0]
    getitem_96 = native_batch_norm_backward_10[1]
    getitem_97 = native_batch_norm_backward_10[2];  native_batch_norm_backward_10 = None
    _param_constant8_1 = self._param_constant8
    convolution_backward_8 = torch.ops.aten.convolution_backward.default(getitem_95, getitem_3, _param_constant8_1, [8], [1, 1], [1, 1], [1, 1], False, [0, 0], 2, [True, True, True]);  getitem_95 = getitem_3 = _param_constant8_1 = None
    getitem_98 = convolution_backward_8[0]
    getitem_99 = convolution_backward_8[1]
    getitem_100 = convolution_backward_8[2];  convolution_backward_8 = None
    add_8 = torch.ops.aten.add.Tensor(getitem_92, getitem_98);  getitem_92 = getitem_98 = None
    _param_constant6_1 = self._param_constant6
    _tensor_constant4_1 = self._tensor_constant4
    _tensor_constant5_1 = self._tensor_constant5
    native_batch_norm_backward_11 = torch.ops.aten.native_batch_norm_backward.default(add_8, convolution_1, _param_constant6_1, _tensor_constant4_1, _tensor_constant5_1, getitem_4, getitem_5, True, 1e-05, [True, True, True]);  add_8 = convolution_1 = _param_constant6_1 = _tensor_constant4_1 = _tensor_constant5_1 = getitem_4 = getitem_5 = None
    getitem_101 = native_batch_norm_backward_11[0]
    getitem_102 = native_batch_norm_backward_11[1]
    getitem_103 = native_batch_norm_backward_11[2];  native_batch_norm_backward_11 = None
    _param_constant4_1 = self._param_constant4
    convolution_backward_9 = torch.ops.aten.convolution_backward.default(getitem_101, relu, _param_constant4_1, [8], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  getitem_101 = relu = _param_constant4_1 = None
    getitem_104 = convolution_backward_9[0]
    getitem_105 = convolution_backward_9[1]
    getitem_106 = convolution_backward_9[2];  convolution_backward_9 = None
    add_9 = torch.ops.aten.add.Tensor(getitem_77, getitem_104);  getitem_77 = getitem_104 = None
    detach_15 = torch.ops.aten.detach.default(detach);  detach = None
    threshold_backward_4 = torch.ops.aten.threshold_backward.default(add_9, detach_15, 0);  add_9 = detach_15 = None
    _param_constant2_1 = self._param_constant2
    _tensor_constant1_1 = self._tensor_constant1
    _tensor_constant2_1 = self._tensor_constant2
    native_batch_norm_backward_12 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_4, convolution, _param_constant2_1, _tensor_constant1_1, _tensor_constant2_1, getitem_1, getitem_2, True, 1e-05, [True, True, True]);  threshold_backward_4 = convolution = _param_constant2_1 = _tensor_constant1_1 = _tensor_constant2_1 = getitem_1 = getitem_2 = None
    getitem_107 = native_batch_norm_backward_12[0]
    getitem_108 = native_batch_norm_backward_12[1]
    getitem_109 = native_batch_norm_backward_12[2];  native_batch_norm_backward_12 = None
    _param_constant0_1 = self._param_constant0
    convolution_backward_10 = torch.ops.aten.convolution_backward.default(getitem_107, img_1, _param_constant0_1, [8], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [False, True, True]);  getitem_107 = img_1 = _param_constant0_1 = None
    getitem_110 = convolution_backward_10[0];  getitem_110 = None
    getitem_111 = convolution_backward_10[1]
    getitem_112 = convolution_backward_10[2];  convolution_backward_10 = None
    return (getitem_39, getitem_111, getitem_112, getitem_108, getitem_109, getitem_105, getitem_106, getitem_102, getitem_103, getitem_99, getitem_100, getitem_96, getitem_97, getitem_93, getitem_94, getitem_90, getitem_91, t_34, view_6, t_30, view_5, t_26, view_4, getitem_87, getitem_88, getitem_84, getitem_85, getitem_81, getitem_82, getitem_78, getitem_79, getitem_75, getitem_76, getitem_72, getitem_73, getitem_69, getitem_70, getitem_66, getitem_67, getitem_63, getitem_64, getitem_60, getitem_61, getitem_57, getitem_58, t_22, view_3, t_18, view_2, t_14, view_1, getitem_54, getitem_55, getitem_51, getitem_52, getitem_48, getitem_49, getitem_45, getitem_46, getitem_42, getitem_43, t_10, view)
    