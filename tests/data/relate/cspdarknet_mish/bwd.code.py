


def forward(self, loss_1):
    ones_like = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
    _tensor_constant0 = self._tensor_constant0
    _tensor_constant1 = self._tensor_constant1
    _tensor_constant2 = self._tensor_constant2
    nll_loss_backward = torch.ops.aten.nll_loss_backward.default(ones_like, _tensor_constant0, _tensor_constant1, None, 1, -100, _tensor_constant2);  ones_like = _tensor_constant0 = _tensor_constant1 = _tensor_constant2 = None
    _tensor_constant3 = self._tensor_constant3
    detach = torch.ops.aten.detach.default(_tensor_constant3);  _tensor_constant3 = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach, 1, torch.float32);  nll_loss_backward = detach = None
    _tensor_constant4 = self._tensor_constant4
    t = torch.ops.aten.t.default(_tensor_constant4);  _tensor_constant4 = None
    mm = torch.ops.aten.mm.default(_log_softmax_backward_data, t);  t = None
    t_1 = torch.ops.aten.t.default(_log_softmax_backward_data)
    _tensor_constant5 = self._tensor_constant5
    mm_1 = torch.ops.aten.mm.default(t_1, _tensor_constant5);  t_1 = _tensor_constant5 = None
    t_2 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(_log_softmax_backward_data, [0], True);  _log_softmax_backward_data = None
    view = torch.ops.aten.view.default(sum_1, [5]);  sum_1 = None
    t_3 = torch.ops.aten.t.default(t_2);  t_2 = None
    view_1 = torch.ops.aten.view.default(mm, [2, 32, 1, 1]);  mm = None
    expand = torch.ops.aten.expand.default(view_1, [2, 32, 4, 4]);  view_1 = None
    div = torch.ops.aten.div.Scalar(expand, 16);  expand = None
    _tensor_constant6 = self._tensor_constant6
    sigmoid = torch.ops.aten.sigmoid.default(_tensor_constant6);  _tensor_constant6 = None
    _tensor_constant6_1 = self._tensor_constant6
    softplus = torch.ops.aten.softplus.default(_tensor_constant6_1);  _tensor_constant6_1 = None
    tanh = torch.ops.aten.tanh.default(softplus);  softplus = None
    _tensor_constant6_2 = self._tensor_constant6
    mul = torch.ops.aten.mul.Tensor(_tensor_constant6_2, sigmoid);  _tensor_constant6_2 = sigmoid = None
    mul_1 = torch.ops.aten.mul.Tensor(tanh, tanh)
    rsub = torch.ops.aten.rsub.Scalar(mul_1, 1);  mul_1 = None
    mul_2 = torch.ops.aten.mul.Tensor(mul, rsub);  mul = rsub = None
    add = torch.ops.aten.add.Tensor(tanh, mul_2);  tanh = mul_2 = None
    mul_3 = torch.ops.aten.mul.Tensor(div, add);  div = add = None
    _tensor_constant7 = self._tensor_constant7
    _param_constant0 = self._param_constant0
    _tensor_constant8 = self._tensor_constant8
    _tensor_constant9 = self._tensor_constant9
    _tensor_constant10 = self._tensor_constant10
    _tensor_constant11 = self._tensor_constant11
    native_batch_norm_backward = torch.ops.aten.native_batch_norm_backward.default(mul_3, _tensor_constant7, _param_constant0, _tensor_constant8, _tensor_constant9, _tensor_constant10, _tensor_constant11, True, 1e-05, [True, True, True]);  mul_3 = _tensor_constant7 = _param_constant0 = _tensor_constant8 = _tensor_constant9 = _tensor_constant10 = _tensor_constant11 = None
    getitem = native_batch_norm_backward[0]
    getitem_1 = native_batch_norm_backward[1]
    getitem_2 = native_batch_norm_backward[2];  native_batch_norm_backward = None
    _tensor_constant12 = self._tensor_constant12
    _param_constant1 = self._param_constant1
    convolution_backward = torch.ops.aten.convolution_backward.default(getitem, _tensor_constant12, _param_constant1, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem = _tensor_constant12 = _param_constant1 = None
    getitem_3 = convolution_backward[0]
    getitem_4 = convolution_backward[1]
    getitem_5 = convolution_backward[2];  convolution_backward = getitem_5 = None
    slice_1 = torch.ops.aten.slice.Tensor(getitem_3, 1, 0, 16)
    slice_2 = torch.ops.aten.slice.Tensor(getitem_3, 1, 16, 32);  getitem_3 = None
    _tensor_constant13 = self._tensor_constant13
    sigmoid_1 = torch.ops.aten.sigmoid.default(_tensor_constant13);  _tensor_constant13 = None
    _tensor_constant13_1 = self._tensor_constant13
    softplus_1 = torch.ops.aten.softplus.default(_tensor_constant13_1);  _tensor_constant13_1 = None
    tanh_1 = torch.ops.aten.tanh.default(softplus_1);  softplus_1 = None
    _tensor_constant13_2 = self._tensor_constant13
    mul_4 = torch.ops.aten.mul.Tensor(_tensor_constant13_2, sigmoid_1);  _tensor_constant13_2 = sigmoid_1 = None
    mul_5 = torch.ops.aten.mul.Tensor(tanh_1, tanh_1)
    rsub_1 = torch.ops.aten.rsub.Scalar(mul_5, 1);  mul_5 = None
    mul_6 = torch.ops.aten.mul.Tensor(mul_4, rsub_1);  mul_4 = rsub_1 = None
    add_1 = torch.ops.aten.add.Tensor(tanh_1, mul_6);  tanh_1 = mul_6 = None
    mul_7 = torch.ops.aten.mul.Tensor(slice_2, add_1);  slice_2 = add_1 = None
    _tensor_constant14 = self._tensor_constant14
    _param_constant2 = self._param_constant2
    _tensor_constant15 = self._tensor_constant15
    _tensor_constant16 = self._tensor_constant16
    _tensor_constant17 = self._tensor_constant17
    _tensor_constant18 = self._tensor_constant18
    native_batch_norm_backward_1 = torch.ops.aten.native_batch_norm_backward.default(mul_7, _tensor_constant14, _param_constant2, _tensor_constant15, _tensor_constant16, _tensor_constant17, _tensor_constant18, True, 1e-05, [True, True, True]);  mul_7 = _tensor_constant14 = _param_constant2 = _tensor_constant15 = _tensor_constant16 = _tensor_constant17 = _tensor_constant18 = None
    getitem_6 = native_batch_norm_backward_1[0]
    getitem_7 = native_batch_norm_backward_1[1]
    getitem_8 = native_batch_norm_backward_1[2];  native_batch_norm_backward_1 = None
    _tensor_constant19 = self._tensor_constant19
    _param_constant3 = self._param_constant3
    convolution_backward_1 = torch.ops.aten.convolution_backward.default(getitem_6, _tensor_constant19, _param_constant3, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_6 = _tensor_constant19 = _param_constant3 = None
    getitem_9 = convolution_backward_1[0]
    getitem_10 = convolution_backward_1[1]
    getitem_11 = convolution_backward_1[2];  convolution_backward_1 = getitem_11 = None
    _tensor_constant20 = self._tensor_constant20
    sigmoid_2 = torch.ops.aten.sigmoid.default(_tensor_constant20);  _tensor_constant20 = None
    _tensor_constant20_1 = self._tensor_constant20
    softplus_2 = torch.ops.aten.softplus.default(_tensor_constant20_1);  _tensor_constant20_1 = None
    tanh_2 = torch.ops.aten.tanh.default(softplus_2);  softplus_2 = None
    _tensor_constant20_2 = self._tensor_constant20
    mul_8 = torch.ops.aten.mul.Tensor(_tensor_constant20_2, sigmoid_2);  _tensor_constant20_2 = sigmoid_2 = None
    mul_9 = torch.ops.aten.mul.Tensor(tanh_2, tanh_2)
    rsub_2 = torch.ops.aten.rsub.Scalar(mul_9, 1);  mul_9 = None
    mul_10 = torch.ops.aten.mul.Tensor(mul_8, rsub_2);  mul_8 = rsub_2 = None
    add_2 = torch.ops.aten.add.Tensor(tanh_2, mul_10);  tanh_2 = mul_10 = None
    mul_11 = torch.ops.aten.mul.Tensor(getitem_9, add_2);  add_2 = None
    _tensor_constant21 = self._tensor_constant21
    _param_constant4 = self._param_constant4
    _tensor_constant22 = self._tensor_constant22
    _tensor_constant23 = self._tensor_constant23
    _tensor_constant24 = self._tensor_constant24
    _tensor_constant25 = self._tensor_constant25
    native_batch_norm_backward_2 = torch.ops.aten.native_batch_norm_backward.default(mul_11, _tensor_constant21, _param_constant4, _tensor_constant22, _tensor_constant23, _tensor_constant24, _tensor_constant25, True, 1e-05, [True, True, True]);  mul_11 = _tensor_constant21 = _param_constant4 = _tensor_constant22 = _tensor_constant23 = _tensor_constant24 = _tensor_constant25 = None
    getitem_12 = native_batch_norm_backward_2[0]
    getitem_13 = native_batch_norm_backward_2[1]
    getitem_14 = native_batch_norm_backward_2[2];  native_batch_norm_backward_2 = None
    _tensor_constant26 = self._tensor_constant26
    _param_constant5 = self._param_constant5
    convolution_backward_2 = torch.ops.aten.convolution_backward.default(getitem_12, _tensor_constant26, _param_constant5, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_12 = _tensor_constant26 = _param_constant5 = None
    getitem_15 = convolution_backward_2[0]
    getitem_16 = convolution_backward_2[1]
    getitem_17 = convolution_backward_2[2];  convolution_backward_2 = getitem_17 = None
    _tensor_constant27 = self._tensor_constant27
    sigmoid_3 = torch.ops.aten.sigmoid.default(_tensor_constant27);  _tensor_constant27 = None
    _tensor_constant27_1 = self._tensor_constant27
    softplus_3 = torch.ops.aten.softplus.default(_tensor_constant27_1);  _tensor_constant27_1 = None
    tanh_3 = torch.ops.aten.tanh.default(softplus_3);  softplus_3 = None
    _tensor_constant27_2 = self._tensor_constant27
    mul_12 = torch.ops.aten.mul.Tensor(_tensor_constant27_2, sigmoid_3);  _tensor_constant27_2 = sigmoid_3 = None
    mul_13 = torch.ops.aten.mul.Tensor(tanh_3, tanh_3)
    rsub_3 = torch.ops.aten.rsub.Scalar(mul_13, 1);  mul_13 = None
    mul_14 = torch.ops.aten.mul.Tensor(mul_12, rsub_3);  mul_12 = rsub_3 = None
    add_3 = torch.ops.aten.add.Tensor(tanh_3, mul_14);  tanh_3 = mul_14 = None
    mul_15 = torch.ops.aten.mul.Tensor(getitem_15, add_3);  getitem_15 = add_3 = None
    _tensor_constant28 = self._tensor_constant28
    _param_constant6 = self._param_constant6
    _tensor_constant29 = self._tensor_constant29
    _tensor_constant30 = self._tensor_constant30
    _tensor_constant31 = self._tensor_constant31
    _tensor_constant32 = self._tensor_constant32
    native_batch_norm_backward_3 = torch.ops.aten.native_batch_norm_backward.default(mul_15, _tensor_constant28, _param_constant6, _tensor_constant29, _tensor_constant30, _tensor_constant31, _tensor_constant32, True, 1e-05, [True, True, True]);  mul_15 = _tensor_constant28 = _param_constant6 = _tensor_constant29 = _tensor_constant30 = _tensor_constant31 = _tensor_constant32 = None
    getitem_18 = native_batch_norm_backward_3[0]
    getitem_19 = native_batch_norm_backward_3[1]
    getitem_20 = native_batch_norm_backward_3[2];  native_batch_norm_backward_3 = None
    _tensor_constant33 = self._tensor_constant33
    _param_constant7 = self._param_constant7
    convolution_backward_3 = torch.ops.aten.convolution_backward.default(getitem_18, _tensor_constant33, _param_constant7, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_18 = _tensor_constant33 = _param_constant7 = None
    getitem_21 = convolution_backward_3[0]
    getitem_22 = convolution_backward_3[1]
    getitem_23 = convolution_backward_3[2];  convolution_backward_3 = getitem_23 = None
    add_4 = torch.ops.aten.add.Tensor(getitem_9, getitem_21);  getitem_9 = getitem_21 = None
    _tensor_constant34 = self._tensor_constant34
    sigmoid_4 = torch.ops.aten.sigmoid.default(_tensor_constant34);  _tensor_constant34 = None
    _tensor_constant34_1 = self._tensor_constant34
    softplus_4 = torch.ops.aten.softplus.default(_tensor_constant34_1);  _tensor_constant34_1 = None
    tanh_4 = torch.ops.aten.tanh.default(softplus_4);  softplus_4 = None
    _tensor_constant34_2 = self._tensor_constant34
    mul_16 = torch.ops.aten.mul.Tensor(_tensor_constant34_2, sigmoid_4);  _tensor_constant34_2 = sigmoid_4 = None
    mul_17 = torch.ops.aten.mul.Tensor(tanh_4, tanh_4)
    rsub_4 = torch.ops.aten.rsub.Scalar(mul_17, 1);  mul_17 = None
    mul_18 = torch.ops.aten.mul.Tensor(mul_16, rsub_4);  mul_16 = rsub_4 = None
    add_5 = torch.ops.aten.add.Tensor(tanh_4, mul_18);  tanh_4 = mul_18 = None
    mul_19 = torch.ops.aten.mul.Tensor(add_4, add_5);  add_5 = None
    _tensor_constant35 = self._tensor_constant35
    _param_constant8 = self._param_constant8
    _tensor_constant36 = self._tensor_constant36
    _tensor_constant37 = self._tensor_constant37
    _tensor_constant38 = self._tensor_constant38
    _tensor_constant39 = self._tensor_constant39
    native_batch_norm_backward_4 = torch.ops.aten.native_batch_norm_backward.default(mul_19, _tensor_constant35, _param_constant8, _tensor_constant36, _tensor_constant37, _tensor_constant38, _tensor_constant39, True, 1e-05, [True, True, True]);  mul_19 = _tensor_constant35 = _param_constant8 = _tensor_constant36 = _tensor_constant37 = _tensor_constant38 = _tensor_constant39 = None
    getitem_24 = native_batch_norm_backward_4[0]
    getitem_25 = native_batch_norm_backward_4[1]
    getitem_26 = native_batch_norm_backward_4[2];  native_batch_norm_backward_4 = None
    _tensor_constant40 = self._tensor_constant40
    _param_constant9 = self._param_constant9
    convolution_backward_4 = torch.ops.aten.convolution_backward.default(getitem_24, _tensor_constant40, _param_constant9, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_24 = _tensor_constant40 = _param_constant9 = None
    getitem_27 = convolution_backward_4[0]
    getitem_28 = convolution_backward_4[1]
    getitem_29 = convolution_backward_4[2];  convolution_backward_4 = getitem_29 = None
    _tensor_constant41 = self._tensor_constant41
    sigmoid_5 = torch.ops.aten.sigmoid.default(_tensor_constant41);  _tensor_constant41 = None
    _tensor_constant41_1 = self._tensor_constant41
    softplus_5 = torch.ops.aten.softplus.default(_tensor_constant41_1);  _tensor_constant41_1 = None
    tanh_5 = torch.ops.aten.tanh.default(softplus_5);  softplus_5 = None
    _tensor_constant41_2 = self._tensor_constant41
    mul_20 = torch.ops.aten.mul.Tensor(_tensor_constant41_2, sigmoid_5);  _tensor_constant41_2 = sigmoid_5 = None
    mul_21 = torch.ops.aten.mul.Tensor(tanh_5, tanh_5)
    rsub_5 = torch.ops.aten.rsub.Scalar(mul_21, 1);  mul_21 = None
    mul_22 = torch.ops.aten.mul.Tensor(mul_20, rsub_5);  mul_20 = rsub_5 = None
    add_6 = torch.ops.aten.add.Tensor(tanh_5, mul_22);  tanh_5 = mul_22 = None
    mul_23 = torch.ops.aten.mul.Tensor(getitem_27, add_6);  getitem_27 = add_6 = None
    _tensor_constant42 = self._tensor_constant42
    _param_constant10 = self._param_constant10
    _tensor_constant43 = self._tensor_constant43
    _tensor_constant44 = self._tensor_constant44
    _tensor_constant45 = self._tensor_constant45
    _tensor_constant46 = self._tensor_constant46
    native_batch_norm_backward_5 = torch.ops.aten.native_batch_norm_backward.default(mul_23, _tensor_constant42, _param_constant10, _tensor_constant43, _tensor_constant44, _tensor_constant45, _tensor_constant46, True, 1e-05, [True, True, True]);  mul_23 = _tensor_constant42 = _param_constant10 = _tensor_constant43 = _tensor_constant44 = _tensor_constant45 = _tensor_constant46 = None
    getitem_30 = native_batch_norm_backward_5[0]
    getitem_31 = native_batch_norm_backward_5[1]
    getitem_32 = native_batch_norm_backward_5[2];  native_batch_norm_backward_5 = None
    _tensor_constant47 = self._tensor_constant47
    _param_constant11 = self._param_constant11
    convolution_backward_5 = torch.ops.aten.convolution_backward.default(getitem_30, _tensor_constant47, _param_constant11, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_30 = _tensor_constant47 = _param_constant11 = None
    getitem_33 = convolution_backward_5[0]
    getitem_34 = convolution_backward_5[1]
    getitem_35 = convolution_backward_5[2];  convolution_backward_5 = getitem_35 = None
    add_7 = torch.ops.aten.add.Tensor(add_4, getitem_33);  add_4 = getitem_33 = None
    cat = torch.ops.aten.cat.default([slice_1, add_7], 1);  slice_1 = add_7 = None
    _tensor_constant48 = self._tensor_constant48
    sigmoid_6 = torch.ops.aten.sigmoid.default(_tensor_constant48);  _tensor_constant48 = None
    _tensor_constant48_1 = self._tensor_constant48
    softplus_6 = torch.ops.aten.softplus.default(_tensor_constant48_1);  _tensor_constant48_1 = None
    tanh_6 = torch.ops.aten.tanh.default(softplus_6);  softplus_6 = None
    _tensor_constant48_2 = self._tensor_constant48
    mul_24 = torch.ops.aten.mul.Tensor(_tensor_constant48_2, sigmoid_6);  _tensor_constant48_2 = sigmoid_6 = None
    mul_25 = torch.ops.aten.mul.Tensor(tanh_6, tanh_6)
    rsub_6 = torch.ops.aten.rsub.Scalar(mul_25, 1);  mul_25 = None
    mul_26 = torch.ops.aten.mul.Tensor(mul_24, rsub_6);  mul_24 = rsub_6 = None
    add_8 = torch.ops.aten.add.Tensor(tanh_6, mul_26);  tanh_6 = mul_26 = None
    mul_27 = torch.ops.aten.mul.Tensor(cat, add_8);  cat = add_8 = None
    _tensor_constant49 = self._tensor_constant49
    _param_constant12 = self._param_constant12
    _tensor_constant50 = self._tensor_constant50
    _tensor_constant51 = self._tensor_constant51
    _tensor_constant52 = self._tensor_constant52
    _tensor_constant53 = self._tensor_constant53
    native_batch_norm_backward_6 = torch.ops.aten.native_batch_norm_backward.default(mul_27, _tensor_constant49, _param_constant12, _tensor_constant50, _tensor_constant51, _tensor_constant52, _tensor_constant53, True, 1e-05, [True, True, True]);  mul_27 = _tensor_constant49 = _param_constant12 = _tensor_constant50 = _tensor_constant51 = _tensor_constant52 = _tensor_constant53 = None
    getitem_36 = native_batch_norm_backward_6[0]
    getitem_37 = native_batch_norm_backward_6[1]
    getitem_38 = native_batch_norm_backward_6[2];  native_batch_norm_backward_6 = None
    _tensor_constant54 = self._tensor_constant54
    _param_constant13 = self._param_constant13
    convolution_backward_6 = torch.ops.aten.convolution_backward.default(getitem_36, _tensor_constant54, _param_constant13, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_36 = _tensor_constant54 = _param_constant13 = None
    getitem_39 = convolution_backward_6[0]
    getitem_40 = convolution_backward_6[1]
    getitem_41 = convolution_backward_6[2];  convolution_backward_6 = getitem_41 = None
    _tensor_constant55 = self._tensor_constant55
    sigmoid_7 = torch.ops.aten.sigmoid.default(_tensor_constant55);  _tensor_constant55 = None
    _tensor_constant55_1 = self._tensor_constant55
    softplus_7 = torch.ops.aten.softplus.default(_tensor_constant55_1);  _tensor_constant55_1 = None
    tanh_7 = torch.ops.aten.tanh.default(softplus_7);  softplus_7 = None
    _tensor_constant55_2 = self._tensor_constant55
    mul_28 = torch.ops.aten.mul.Tensor(_tensor_constant55_2, sigmoid_7);  _tensor_constant55_2 = sigmoid_7 = None
    mul_29 = torch.ops.aten.mul.Tensor(tanh_7, tanh_7)
    rsub_7 = torch.ops.aten.rsub.Scalar(mul_29, 1);  mul_29 = None
    mul_30 = torch.ops.aten.mul.Tensor(mul_28, rsub_7);  mul_28 = rsub_7 = None
    add_9 = torch.ops.aten.add.Tensor(tanh_7, mul_30);  tanh_7 = mul_30 = None
    mul_31 = torch.ops.aten.mul.Tensor(getitem_39, add_9);  getitem_39 = add_9 = None
    _tensor_constant56 = self._tensor_constant56
    _param_constant14 = self._param_constant14
    _tensor_constant57 = self._tensor_constant57
    _tensor_constant58 = self._tensor_constant58
    _tensor_constant59 = self._tensor_constant59
    _tensor_constant60 = self._tensor_constant60
    native_batch_norm_backward_7 = torch.ops.aten.native_batch_norm_backward.default(mul_31, _tensor_constant56, _param_constant14, _tensor_constant57, _tensor_constant58, _tensor_constant59, _tensor_constant60, True, 1e-05, [True, True, True]);  mul_31 = _tensor_constant56 = _param_constant14 = _tensor_constant57 = _tensor_constant58 = _tensor_constant59 = _tensor_constant60 = None
    getitem_42 = native_batch_norm_backward_7[0]
    getitem_43 = native_batch_norm_backward_7[1]
    getitem_44 = native_batch_norm_backward_7[2];  native_batch_norm_backward_7 = None
    _tensor_constant61 = self._tensor_constant61
    _param_constant15 = self._param_constant15
    convolution_backward_7 = torch.ops.aten.convolution_backward.default(getitem_42, _tensor_constant61, _param_constant15, [0], [2, 2], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_42 = _tensor_constant61 = _param_constant15 = None
    getitem_45 = convolution_backward_7[0]
    getitem_46 = convolution_backward_7[1]
    getitem_47 = convolution_backward_7[2];  convolution_backward_7 = getitem_47 = None
    _tensor_constant62 = self._tensor_constant62
    sigmoid_8 = torch.ops.aten.sigmoid.default(_tensor_constant62);  _tensor_constant62 = None
    _tensor_constant62_1 = self._tensor_constant62
    softplus_8 = torch.ops.aten.softplus.default(_tensor_constant62_1);  _tensor_constant62_1 = None
    tanh_8 = torch.ops.aten.tanh.default(softplus_8);  softplus_8 = None
    _tensor_constant62_2 = self._tensor_constant62
    mul_32 = torch.ops.aten.mul.Tensor(_tensor_constant62_2, sigmoid_8);  _tensor_constant62_2 = sigmoid_8 = None
    mul_33 = torch.ops.aten.mul.Tensor(tanh_8, tanh_8)
    rsub_8 = torch.ops.aten.rsub.Scalar(mul_33, 1);  mul_33 = None
    mul_34 = torch.ops.aten.mul.Tensor(mul_32, rsub_8);  mul_32 = rsub_8 = None
    add_10 = torch.ops.aten.add.Tensor(tanh_8, mul_34);  tanh_8 = mul_34 = None
    mul_35 = torch.ops.aten.mul.Tensor(getitem_45, add_10);  getitem_45 = add_10 = None
    _tensor_constant63 = self._tensor_constant63
    _param_constant16 = self._param_constant16
    _tensor_constant64 = self._tensor_constant64
    _tensor_constant65 = self._tensor_constant65
    _tensor_constant66 = self._tensor_constant66
    _tensor_constant67 = self._tensor_constant67
    native_batch_norm_backward_8 = torch.ops.aten.native_batch_norm_backward.default(mul_35, _tensor_constant63, _param_constant16, _tensor_constant64, _tensor_constant65, _tensor_constant66, _tensor_constant67, True, 1e-05, [True, True, True]);  mul_35 = _tensor_constant63 = _param_constant16 = _tensor_constant64 = _tensor_constant65 = _tensor_constant66 = _tensor_constant67 = None
    getitem_48 = native_batch_norm_backward_8[0]
    getitem_49 = native_batch_norm_backward_8[1]
    getitem_50 = native_batch_norm_backward_8[2];  native_batch_norm_backward_8 = None
    _tensor_constant68 = self._tensor_constant68
    _param_constant17 = self._param_constant17
    convolution_backward_8 = torch.ops.aten.convolution_backward.default(getitem_48, _tensor_constant68, _param_constant17, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_48 = _tensor_constant68 = _param_constant17 = None
    getitem_51 = convolution_backward_8[0]
    getitem_52 = convolution_backward_8[1]
    getitem_53 = convolution_backward_8[2];  convolution_backward_8 = getitem_53 = None
    slice_3 = torch.ops.aten.slice.Tensor(getitem_51, 1, 0, 16)
    slice_4 = torch.ops.aten.slice.Tensor(getitem_51, 1, 16, 32);  getitem_51 = None
    _tensor_constant69 = self._tensor_constant69
    sigmoid_9 = torch.ops.aten.sigmoid.default(_tensor_constant69);  _tensor_constant69 = None
    _tensor_constant69_1 = self._tensor_constant69
    softplus_9 = torch.ops.aten.softplus.default(_tensor_constant69_1);  _tensor_constant69_1 = None
    tanh_9 = torch.ops.aten.tanh.default(softplus_9);  softplus_9 = None
    _tensor_constant69_2 = self._tensor_constant69
    mul_36 = torch.ops.aten.mul.Tensor(_tensor_constant69_2, sigmoid_9);  _tensor_constant69_2 = sigmoid_9 = None
    mul_37 = torch.ops.aten.mul.Tensor(tanh_9, tanh_9)
    rsub_9 = torch.ops.aten.rsub.Scalar(mul_37, 1);  mul_37 = None
    mul_38 = torch.ops.aten.mul.Tensor(mul_36, rsub_9);  mul_36 = rsub_9 = None
    add_11 = torch.ops.aten.add.Tensor(tanh_9, mul_38);  tanh_9 = mul_38 = None
    mul_39 = torch.ops.aten.mul.Tensor(slice_4, add_11);  slice_4 = add_11 = None
    _tensor_constant70 = self._tensor_constant70
    _param_constant18 = self._param_constant18
    _tensor_constant71 = self._tensor_constant71
    _tensor_constant72 = self._tensor_constant72
    _tensor_constant73 = self._tensor_constant73
    _tensor_constant74 = self._tensor_constant74
    native_batch_norm_backward_9 = torch.ops.aten.native_batch_norm_backward.default(mul_39, _tensor_constant70, _param_constant18, _tensor_constant71, _tensor_constant72, _tensor_constant73, _tensor_constant74, True, 1e-05, [True, True, True]);  mul_39 = _tensor_constant70 = _param_constant18 = _tensor_constant71 = _tensor_constant72 = _tensor_constant73 = _tensor_constant74 = None
    getitem_54 = native_batch_norm_backward_9[0]
    getitem_55 = native_batch_norm_backward_9[1]
    getitem_56 = native_batch_norm_backward_9[2];  native_batch_norm_backward_9 = None
    _tensor_constant75 = self._tensor_constant75
    _param_constant19 = self._param_constant19
    convolution_backward_9 = torch.ops.aten.convolution_backward.default(getitem_54, _tensor_constant75, _param_constant19, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_54 = _tensor_constant75 = _param_constant19 = None
    getitem_57 = convolution_backward_9[0]
    getitem_58 = convolution_backward_9[1]
    getitem_59 = convolution_backward_9[2];  convolution_backward_9 = getitem_59 = None
    _tensor_constant76 = self._tensor_constant76
    sigmoid_10 = torch.ops.aten.sigmoid.default(_tensor_constant76);  _tensor_constant76 = None
    _tensor_constant76_1 = self._tensor_constant76
    softplus_10 = torch.ops.aten.softplus.default(_tensor_constant76_1);  _tensor_constant76_1 = None
    tanh_10 = torch.ops.aten.tanh.default(softplus_10);  softplus_10 = None
    _tensor_constant76_2 = self._tensor_constant76
    mul_40 = torch.ops.aten.mul.Tensor(_tensor_constant76_2, sigmoid_10);  _tensor_constant76_2 = sigmoid_10 = None
    mul_41 = torch.ops.aten.mul.Tensor(tanh_10, tanh_10)
    rsub_10 = torch.ops.aten.rsub.Scalar(mul_41, 1);  mul_41 = None
    mul_42 = torch.ops.aten.mul.Tensor(mul_40, rsub_10);  mul_40 = rsub_10 = None
    add_12 = torch.ops.aten.add.Tensor(tanh_10, mul_42);  tanh_10 = mul_42 = None
    mul_43 = torch.ops.aten.mul.Tensor(getitem_57, add_12);  add_12 = None
    _tensor_constant77 = self._tensor_constant77
    _param_constant20 = self._param_constant20
    _tensor_constant78 = self._tensor_constant78
    _tensor_constant79 = self._tensor_constant79
    _tensor_constant80 = self._tensor_constant80
    _tensor_constant81 = self._tensor_constant81
    native_batch_norm_backward_10 = torch.ops.aten.native_batch_norm_backward.default(mul_43, _tensor_constant77, _param_constant20, _tensor_constant78, _tensor_constant79, _tensor_constant80, _tensor_constant81, True, 1e-05, [True, True, True]);  mul_43 = _tensor_constant77 = _param_constant20 = _tensor_constant78 = _tensor_constant79 = _tensor_constant80 = _tensor_constant81 = None
    getitem_60 = native_batch_norm_backward_10[0]
    getitem_61 = native_batch_norm_backward_10[1]
    getitem_62 = native_batch_norm_backward_10[2];  native_batch_norm_backward_10 = None
    _tensor_constant82 = self._tensor_constant82
    _param_constant21 = self._param_constant21
    convolution_backward_10 = torch.ops.aten.convolution_backward.default(getitem_60, _tensor_constant82, _param_constant21, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_60 = _tensor_constant82 = _param_constant21 = None
    getitem_63 = convolution_backward_10[0]
    getitem_64 = convolution_backward_10[1]
    getitem_65 = convolution_backward_10[2];  convolution_backward_10 = getitem_65 = None
    _tensor_constant83 = self._tensor_constant83
    sigmoid_11 = torch.ops.aten.sigmoid.default(_tensor_constant83);  _tensor_constant83 = None
    _tensor_constant83_1 = self._tensor_constant83
    softplus_11 = torch.ops.aten.softplus.default(_tensor_constant83_1);  _tensor_constant83_1 = None
    tanh_11 = torch.ops.aten.tanh.default(softplus_11);  softplus_11 = None
    _tensor_constant83_2 = self._tensor_constant83
    mul_44 = torch.ops.aten.mul.Tensor(_tensor_constant83_2, sigmoid_11);  _tensor_constant83_2 = sigmoid_11 = None
    mul_45 = torch.ops.aten.mul.Tensor(tanh_11, tanh_11)
    rsub_11 = torch.ops.aten.rsub.Scalar(mul_45, 1);  mul_45 = None
    mul_46 = torch.ops.aten.mul.Tensor(mul_44, rsub_11);  mul_44 = rsub_11 = None
    add_13 = torch.ops.aten.add.Tensor(tanh_11, mul_46);  tanh_11 = mul_46 = None
    mul_47 = torch.ops.aten.mul.Tensor(getitem_63, add_13);  getitem_63 = add_13 = None
    _tensor_constant84 = self._tensor_constant84
    _param_constant22 = self._param_constant22
    _tensor_constant85 = self._tensor_constant85
    _tensor_constant86 = self._tensor_constant86
    _tensor_constant87 = self._tensor_constant87
    _tensor_constant88 = self._tensor_constant88
    native_batch_norm_backward_11 = torch.ops.aten.native_batch_norm_backward.default(mul_47, _tensor_constant84, _param_constant22, _tensor_constant85, _tensor_constant86, _tensor_constant87, _tensor_constant88, True, 1e-05, [True, True, True]);  mul_47 = _tensor_constant84 = _param_constant22 = _tensor_constant85 = _tensor_constant86 = _tensor_constant87 = _tensor_constant88 = None
    getitem_66 = native_batch_norm_backward_11[0]
    getitem_67 = native_batch_norm_backward_11[1]
    getitem_68 = native_batch_norm_backward_11[2];  native_batch_norm_backward_11 = None
    _tensor_constant89 = self._tensor_constant89
    _param_constant23 = self._param_constant23
    convolution_backward_11 = torch.ops.aten.convolution_backward.default(getitem_66, _tensor_constant89, _param_constant23, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_66 = _tensor_constant89 = _param_constant23 = None
    getitem_69 = convolution_backward_11[0]
    getitem_70 = convolution_backward_11[1]
    getitem_71 = convolution_backward_11[2];  convolution_backward_11 = getitem_71 = None
    add_14 = torch.ops.aten.add.Tensor(getitem_57, getitem_69);  getitem_57 = getitem_69 = None
    cat_1 = torch.ops.aten.cat.default([slice_3, add_14], 1);  slice_3 = add_14 = None
    _tensor_constant90 = self._tensor_constant90
    sigmoid_12 = torch.ops.aten.sigmoid.default(_tensor_constant90);  _tensor_constant90 = None
    _tensor_constant90_1 = self._tensor_constant90
    softplus_12 = torch.ops.aten.softplus.default(_tensor_constant90_1);  _tensor_constant90_1 = None
    tanh_12 = torch.ops.aten.tanh.default(softplus_12);  softplus_12 = None
    _tensor_constant90_2 = self._tensor_constant90
    mul_48 = torch.ops.aten.mul.Tensor(_tensor_constant90_2, sigmoid_12);  _tensor_constant90_2 = sigmoid_12 = None
    mul_49 = torch.ops.aten.mul.Tensor(tanh_12, tanh_12)
    rsub_12 = torch.ops.aten.rsub.Scalar(mul_49, 1);  mul_49 = None
    mul_50 = torch.ops.aten.mul.Tensor(mul_48, rsub_12);  mul_48 = rsub_12 = None
    add_15 = torch.ops.aten.add.Tensor(tanh_12, mul_50);  tanh_12 = mul_50 = None
    mul_51 = torch.ops.aten.mul.Tensor(cat_1, add_15);  cat_1 = add_15 = None
    _tensor_constant91 = self._tensor_constant91
    _param_constant24 = self._param_constant24
    _tensor_constant92 = self._tensor_constant92
    _tensor_constant93 = self._tensor_constant93
    _tensor_constant94 = self._tensor_constant94
    _tensor_constant95 = self._tensor_constant95
    native_batch_norm_backward_12 = torch.ops.aten.native_batch_norm_backward.default(mul_51, _tensor_constant91, _param_constant24, _tensor_constant92, _tensor_constant93, _tensor_constant94, _tensor_constant95, True, 1e-05, [True, True, True]);  mul_51 = _tensor_constant91 = _param_constant24 = _tensor_constant92 = _tensor_constant93 = _tensor_constant94 = _tensor_constant95 = None
    getitem_72 = native_batch_norm_backward_12[0]
    getitem_73 = native_batch_norm_backward_12[1]
    getitem_74 = native_batch_norm_backward_12[2];  native_batch_norm_backward_12 = None
    _tensor_constant96 = self._tensor_constant96
    _param_constant25 = self._param_constant25
    convolution_backward_12 = torch.ops.aten.convolution_backward.default(getitem_72, _tensor_constant96, _param_constant25, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_72 = _tensor_constant96 = _param_constant25 = None
    getitem_75 = convolution_backward_12[0]
    getitem_76 = convolution_backward_12[1]
    getitem_77 = convolution_backward_12[2];  convolution_backward_12 = getitem_77 = None
    _tensor_constant97 = self._tensor_constant97
    sigmoid_13 = torch.ops.aten.sigmoid.default(_tensor_constant97);  _tensor_constant97 = None
    _tensor_constant97_1 = self._tensor_constant97
    softplus_13 = torch.ops.aten.softplus.default(_tensor_constant97_1);  _tensor_constant97_1 = None
    tanh_13 = torch.ops.aten.tanh.default(softplus_13);  softplus_13 = None
    _tensor_constant97_2 = self._tensor_constant97
    mul_52 = torch.ops.aten.mul.Tensor(_tensor_constant97_2, sigmoid_13);  _tensor_constant97_2 = sigmoid_13 = None
    mul_53 = torch.ops.aten.mul.Tensor(tanh_13, tanh_13)
    rsub_13 = torch.ops.aten.rsub.Scalar(mul_53, 1);  mul_53 = None
    mul_54 = torch.ops.aten.mul.Tensor(mul_52, rsub_13);  mul_52 = rsub_13 = None
    add_16 = torch.ops.aten.add.Tensor(tanh_13, mul_54);  tanh_13 = mul_54 = None
    mul_55 = torch.ops.aten.mul.Tensor(getitem_75, add_16);  getitem_75 = add_16 = None
    _tensor_constant98 = self._tensor_constant98
    _param_constant26 = self._param_constant26
    _tensor_constant99 = self._tensor_constant99
    _tensor_constant100 = self._tensor_constant100
    _tensor_constant101 = self._tensor_constant101
    _tensor_constant102 = self._tensor_constant102
    native_batch_norm_backward_13 = torch.ops.aten.native_batch_norm_backward.default(mul_55, _tensor_constant98, _param_constant26, _tensor_constant99, _tensor_constant100, _tensor_constant101, _tensor_constant102, True, 1e-05, [True, True, True]);  mul_55 = _tensor_constant98 = _param_constant26 = _tensor_constant99 = _tensor_constant100 = _tensor_constant101 = _tensor_constant102 = None
    getitem_78 = native_batch_norm_backward_13[0]
    getitem_79 = native_batch_norm_backward_13[1]
    getitem_80 = native_batch_norm_backward_13[2];  native_batch_norm_backward_13 = None
    _tensor_constant103 = self._tensor_constant103
    _param_constant27 = self._param_constant27
    convolution_backward_13 = torch.ops.aten.convolution_backward.default(getitem_78, _tensor_constant103, _param_constant27, [0], [2, 2], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_78 = _tensor_constant103 = _param_constant27 = None
    getitem_81 = convolution_backward_13[0]
    getitem_82 = convolution_backward_13[1]
    getitem_83 = convolution_backward_13[2];  convolution_backward_13 = getitem_83 = None
    _tensor_constant104 = self._tensor_constant104
    sigmoid_14 = torch.ops.aten.sigmoid.default(_tensor_constant104);  _tensor_constant104 = None
    _tensor_constant104_1 = self._tensor_constant104
    softplus_14 = torch.ops.aten.softplus.default(_tensor_constant104_1);  _tensor_constant104_1 = None
    tanh_14 = torch.ops.aten.tanh.default(softplus_14);  softplus_14 = None
    _tensor_constant104_2 = self._tensor_constant104
    mul_56 = torch.ops.aten.mul.Tensor(_tensor_constant104_2, sigmoid_14);  _tensor_constant104_2 = sigmoid_14 = None
    mul_57 = torch.ops.aten.mul.Tensor(tanh_14, tanh_14)
    rsub_14 = torch.ops.aten.rsub.Scalar(mul_57, 1);  mul_57 = None
    mul_58 = torch.ops.aten.mul.Tensor(mul_56, rsub_14);  mul_56 = rsub_14 = None
    add_17 = torch.ops.aten.add.Tensor(tanh_14, mul_58);  tanh_14 = mul_58 = None
    mul_59 = torch.ops.aten.mul.Tensor(getitem_81, add_17);  getitem_81 = add_17 = None
    _tensor_constant105 = self._tensor_constant105
    _param_constant28 = self._param_constant28
    _tensor_constant106 = self._tensor_constant106
    _tensor_constant107 = self._tensor_constant107
    _tensor_constant108 = self._tensor_constant108
    _tensor_constant109 = self._tensor_constant109
    native_batch_norm_backward_14 = torch.ops.aten.native_batch_norm_backward.default(mul_59, _tensor_constant105, _param_constant28, _tensor_constant106, _tensor_constant107, _tensor_constant108, _tensor_constant109, True, 1e-05, [True, True, True]);  mul_59 = _tensor_constant105 = _param_constant28 = _tensor_constant106 = _tensor_constant107 = _tensor_constant108 = _tensor_constant109 = None
    getitem_84 = native_batch_norm_backward_14[0]
    getitem_85 = native_batch_norm_backward_14[1]
    getitem_86 = native_batch_norm_backward_14[2];  native_batch_norm_backward_14 = None
    _tensor_constant110 = self._tensor_constant110
    _param_constant29 = self._param_constant29
    convolution_backward_14 = torch.ops.aten.convolution_backward.default(getitem_84, _tensor_constant110, _param_constant29, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [False, True, False]);  getitem_84 = _tensor_constant110 = _param_constant29 = None
    getitem_87 = convolution_backward_14[0];  getitem_87 = None
    getitem_88 = convolution_backward_14[1]
    getitem_89 = convolution_backward_14[2];  convolution_backward_14 = getitem_89 = None
    return (getitem_88, getitem_85, getitem_86, getitem_82, getitem_79, getitem_80, getitem_76, getitem_73, getitem_74, getitem_70, getitem_67, getitem_68, getitem_64, getitem_61, getitem_62, getitem_58, getitem_55, getitem_56, getitem_52, getitem_49, getitem_50, getitem_46, getitem_43, getitem_44, getitem_40, getitem_37, getitem_38, getitem_34, getitem_31, getitem_32, getitem_28, getitem_25, getitem_26, getitem_22, getitem_19, getitem_20, getitem_16, getitem_13, getitem_14, getitem_10, getitem_7, getitem_8, getitem_4, getitem_1, getitem_2, t_3, view)
    