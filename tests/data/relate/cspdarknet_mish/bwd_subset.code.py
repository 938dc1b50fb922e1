


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
    mm = torch.ops.aten.mm.default(_log_softmax_backward_data, t);  _log_softmax_backward_data = t = None
    view = torch.ops.aten.view.default(mm, [2, 32, 1, 1]);  mm = None
    expand = torch.ops.aten.expand.default(view, [2, 32, 4, 4]);  view = None
    div = torch.ops.aten.div.Scalar(expand, 16);  expand = None
    _tensor_constant5 = self._tensor_constant5
    sigmoid = torch.ops.aten.sigmoid.default(_tensor_constant5);  _tensor_constant5 = None
    _tensor_constant5_1 = self._tensor_constant5
    softplus = torch.ops.aten.softplus.default(_tensor_constant5_1);  _tensor_constant5_1 = None
    tanh = torch.ops.aten.tanh.default(softplus);  softplus = None
    _tensor_constant5_2 = self._tensor_constant5
    mul = torch.ops.aten.mul.Tensor(_tensor_constant5_2, sigmoid);  _tensor_constant5_2 = sigmoid = None
    mul_1 = torch.ops.aten.mul.Tensor(tanh, tanh)
    rsub = torch.ops.aten.rsub.Scalar(mul_1, 1);  mul_1 = None
    mul_2 = torch.ops.aten.mul.Tensor(mul, rsub);  mul = rsub = None
    add = torch.ops.aten.add.Tensor(tanh, mul_2);  tanh = mul_2 = None
    mul_3 = torch.ops.aten.mul.Tensor(div, add);  div = add = None
    _tensor_constant6 = self._tensor_constant6
    _param_constant0 = self._param_constant0
    _tensor_constant7 = self._tensor_constant7
    _tensor_constant8 = self._tensor_constant8
    _tensor_constant9 = self._tensor_constant9
    _tensor_constant10 = self._tensor_constant10
    native_batch_norm_backward = torch.ops.aten.native_batch_norm_backward.default(mul_3, _tensor_constant6, _param_constant0, _tensor_constant7, _tensor_constant8, _tensor_constant9, _tensor_constant10, True, 1e-05, [True, False, False]);  mul_3 = _tensor_constant6 = _param_constant0 = _tensor_constant7 = _tensor_constant8 = _tensor_constant9 = _tensor_constant10 = None
    getitem = native_batch_norm_backward[0]
    getitem_1 = native_batch_norm_backward[1];  getitem_1 = None
    getitem_2 = native_batch_norm_backward[2];  native_batch_norm_backward = getitem_2 = None
    _tensor_constant11 = self._tensor_constant11
    _param_constant1 = self._param_constant1
    convolution_backward = torch.ops.aten.convolution_backward.default(getitem, _tensor_constant11, _param_constant1, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, False, False]);  getitem = _tensor_constant11 = _param_constant1 = None
    getitem_3 = convolution_backward[0]
    getitem_4 = convolution_backward[1];  getitem_4 = None
    getitem_5 = convolution_backward[2];  convolution_backward = getitem_5 = None
    slice_1 = torch.ops.aten.slice.Tensor(getitem_3, 1, 0, 16)
    slice_2 = torch.ops.aten.slice.Tensor(getitem_3, 1, 16, 32);  getitem_3 = None
    _tensor_constant12 = self._tensor_constant12
    sigmoid_1 = torch.ops.aten.sigmoid.default(_tensor_constant12);  _tensor_constant12 = None
    _tensor_constant12_1 = self._tensor_constant12
    softplus_1 = torch.ops.aten.softplus.default(_tensor_constant12_1);  _tensor_constant12_1 = None
    tanh_1 = torch.ops.aten.tanh.default(softplus_1);  softplus_1 = None
    _tensor_constant12_2 = self._tensor_constant12
    mul_4 = torch.ops.aten.mul.Tensor(_tensor_constant12_2, sigmoid_1);  _tensor_constant12_2 = sigmoid_1 = None
    mul_5 = torch.ops.aten.mul.Tensor(tanh_1, tanh_1)
    rsub_1 = torch.ops.aten.rsub.Scalar(mul_5, 1);  mul_5 = None
    mul_6 = torch.ops.aten.mul.Tensor(mul_4, rsub_1);  mul_4 = rsub_1 = None
    add_1 = torch.ops.aten.add.Tensor(tanh_1, mul_6);  tanh_1 = mul_6 = None
    mul_7 = torch.ops.aten.mul.Tensor(slice_2, add_1);  slice_2 = add_1 = None
    _tensor_constant13 = self._tensor_constant13
    _param_constant2 = self._param_constant2
    _tensor_constant14 = self._tensor_constant14
    _tensor_constant15 = self._tensor_constant15
    _tensor_constant16 = self._tensor_constant16
    _tensor_constant17 = self._tensor_constant17
    native_batch_norm_backward_1 = torch.ops.aten.native_batch_norm_backward.default(mul_7, _tensor_constant13, _param_constant2, _tensor_constant14, _tensor_constant15, _tensor_constant16, _tensor_constant17, True, 1e-05, [True, False, False]);  mul_7 = _tensor_constant13 = _param_constant2 = _tensor_constant14 = _tensor_constant15 = _tensor_constant16 = _tensor_constant17 = None
    getitem_6 = native_batch_norm_backward_1[0]
    getitem_7 = native_batch_norm_backward_1[1];  getitem_7 = None
    getitem_8 = native_batch_norm_backward_1[2];  native_batch_norm_backward_1 = getitem_8 = None
    _tensor_constant18 = self._tensor_constant18
    _param_constant3 = self._param_constant3
    convolution_backward_1 = torch.ops.aten.convolution_backward.default(getitem_6, _tensor_constant18, _param_constant3, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, False, False]);  getitem_6 = _tensor_constant18 = _param_constant3 = None
    getitem_9 = convolution_backward_1[0]
    getitem_10 = convolution_backward_1[1];  getitem_10 = None
    getitem_11 = convolution_backward_1[2];  convolution_backward_1 = getitem_11 = None
    _tensor_constant19 = self._tensor_constant19
    sigmoid_2 = torch.ops.aten.sigmoid.default(_tensor_constant19);  _tensor_constant19 = None
    _tensor_constant19_1 = self._tensor_constant19
    softplus_2 = torch.ops.aten.softplus.default(_tensor_constant19_1);  _tensor_constant19_1 = None
    tanh_2 = torch.ops.aten.tanh.default(softplus_2);  softplus_2 = None
    _tensor_constant19_2 = self._tensor_constant19
    mul_8 = torch.ops.aten.mul.Tensor(_tensor_constant19_2, sigmoid_2);  _tensor_constant19_2 = sigmoid_2 = None
    mul_9 = torch.ops.aten.mul.Tensor(tanh_2, tanh_2)
    rsub_2 = torch.ops.aten.rsub.Scalar(mul_9, 1);  mul_9 = None
    mul_10 = torch.ops.aten.mul.Tensor(mul_8, rsub_2);  mul_8 = rsub_2 = None
    add_2 = torch.ops.aten.add.Tensor(tanh_2, mul_10);  tanh_2 = mul_10 = None
    mul_11 = torch.ops.aten.mul.Tensor(getitem_9, add_2);  add_2 = None
    _tensor_constant20 = self._tensor_constant20
    _param_constant4 = self._param_constant4
    _tensor_constant21 = self._tensor_constant21
    _tensor_constant22 = self._tensor_constant22
    _tensor_constant23 = self._tensor_constant23
    _tensor_constant24 = self._tensor_constant24
    native_batch_norm_backward_2 = torch.ops.aten.native_batch_norm_backward.default(mul_11, _tensor_constant20, _param_constant4, _tensor_constant21, _tensor_constant22, _tensor_constant23, _tensor_constant24, True, 1e-05, [True, False, False]);  mul_11 = _tensor_constant20 = _param_constant4 = _tensor_constant21 = _tensor_constant22 = _tensor_constant23 = _tensor_constant24 = None
    getitem_12 = native_batch_norm_backward_2[0]
    getitem_13 = native_batch_norm_backward_2[1];  getitem_13 = None
    getitem_14 = native_batch_norm_backward_2[2];  native_batch_norm_backward_2 = getitem_14 = None
    _tensor_constant25 = self._tensor_constant25
    _param_constant5 = self._param_constant5
    convolution_backward_2 = torch.ops.aten.convolution_backward.default(getitem_12, _tensor_constant25, _param_constant5, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, False, False]);  getitem_12 = _tensor_constant25 = _param_constant5 = None
    getitem_15 = convolution_backward_2[0]
    getitem_16 = convolution_backward_2[1];  getitem_16 = None
    getitem_17 = convolution_backward_2[2];  convolution_backward_2 = getitem_17 = None
    _tensor_constant26 = self._tensor_constant26
    sigmoid_3 = torch.ops.aten.sigmoid.default(_tensor_constant26);  _tensor_constant26 = None
    _tensor_constant26_1 = self._tensor_constant26
    softplus_3 = torch.ops.aten.softplus.default(_tensor_constant26_1);  _tensor_constant26_1 = None
    tanh_3 = torch.ops.aten.tanh.default(softplus_3);  softplus_3 = None
    _tensor_constant26_2 = self._tensor_constant26
    mul_12 = torch.ops.aten.mul.Tensor(_tensor_constant26_2, sigmoid_3);  _tensor_constant26_2 = sigmoid_3 = None
    mul_13 = torch.ops.aten.mul.Tensor(tanh_3, tanh_3)
    rsub_3 = torch.ops.aten.rsub.Scalar(mul_13, 1);  mul_13 = None
    mul_14 = torch.ops.aten.mul.Tensor(mul_12, rsub_3);  mul_12 = rsub_3 = None
    add_3 = torch.ops.aten.add.Tensor(tanh_3, mul_14);  tanh_3 = mul_14 = None
    mul_15 = torch.ops.aten.mul.Tensor(getitem_15, add_3);  getitem_15 = add_3 = None
    _tensor_constant27 = self._tensor_constant27
    _param_constant6 = self._param_constant6
    _tensor_constant28 = self._tensor_constant28
    _tensor_constant29 = self._tensor_constant29
    _tensor_constant30 = self._tensor_constant30
    _tensor_constant31 = self._tensor_constant31
    native_batch_norm_backward_3 = torch.ops.aten.native_batch_norm_backward.default(mul_15, _tensor_constant27, _param_constant6, _tensor_constant28, _tensor_constant29, _tensor_constant30, _tensor_constant31, True, 1e-05, [True, False, False]);  mul_15 = _tensor_constant27 = _param_constant6 = _tensor_constant28 = _tensor_constant29 = _tensor_constant30 = _tensor_constant31 = None
    getitem_18 = native_batch_norm_backward_3[0]
    getitem_19 = native_batch_norm_backward_3[1];  getitem_19 = None
    getitem_20 = native_batch_norm_backward_3[2];  native_batch_norm_backward_3 = getitem_20 = None
    _tensor_constant32 = self._tensor_constant32
    _param_constant7 = self._param_constant7
    convolution_backward_3 = torch.ops.aten.convolution_backward.default(getitem_18, _tensor_constant32, _param_constant7, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_18 = _tensor_constant32 = _param_constant7 = None
    getitem_21 = convolution_backward_3[0]
    getitem_22 = convolution_backward_3[1]
    getitem_23 = convolution_backward_3[2];  convolution_backward_3 = getitem_23 = None
    add_4 = torch.ops.aten.add.Tensor(getitem_9, getitem_21);  getitem_9 = getitem_21 = None
    _tensor_constant33 = self._tensor_constant33
    sigmoid_4 = torch.ops.aten.sigmoid.default(_tensor_constant33);  _tensor_constant33 = None
    _tensor_constant33_1 = self._tensor_constant33
    softplus_4 = torch.ops.aten.softplus.default(_tensor_constant33_1);  _tensor_constant33_1 = None
    tanh_4 = torch.ops.aten.tanh.default(softplus_4);  softplus_4 = None
    _tensor_constant33_2 = self._tensor_constant33
    mul_16 = torch.ops.aten.mul.Tensor(_tensor_constant33_2, sigmoid_4);  _tensor_constant33_2 = sigmoid_4 = None
    mul_17 = torch.ops.aten.mul.Tensor(tanh_4, tanh_4)
    rsub_4 = torch.ops.aten.rsub.Scalar(mul_17, 1);  mul_17 = None
    mul_18 = torch.ops.aten.mul.Tensor(mul_16, rsub_4);  mul_16 = rsub_4 = None
    add_5 = torch.ops.aten.add.Tensor(tanh_4, mul_18);  tanh_4 = mul_18 = None
    mul_19 = torch.ops.aten.mul.Tensor(add_4, add_5);  add_5 = None
    _tensor_constant34 = self._tensor_constant34
    _param_constant8 = self._param_constant8
    _tensor_constant35 = self._tensor_constant35
    _tensor_constant36 = self._tensor_constant36
    _tensor_constant37 = self._tensor_constant37
    _tensor_constant38 = self._tensor_constant38
    native_batch_norm_backward_4 = torch.ops.aten.native_batch_norm_backward.default(mul_19, _tensor_constant34, _param_constant8, _tensor_constant35, _tensor_constant36, _tensor_constant37, _tensor_constant38, True, 1e-05, [True, False, False]);  mul_19 = _tensor_constant34 = _param_constant8 = _tensor_constant35 = _tensor_constant36 = _tensor_constant37 = _tensor_constant38 = None
    getitem_24 = native_batch_norm_backward_4[0]
    getitem_25 = native_batch_norm_backward_4[1];  getitem_25 = None
    getitem_26 = native_batch_norm_backward_4[2];  native_batch_norm_backward_4 = getitem_26 = None
    _tensor_constant39 = self._tensor_constant39
    _param_constant9 = self._param_constant9
    convolution_backward_4 = torch.ops.aten.convolution_backward.default(getitem_24, _tensor_constant39, _param_constant9, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, False, False]);  getitem_24 = _tensor_constant39 = _param_constant9 = None
    getitem_27 = convolution_backward_4[0]
    getitem_28 = convolution_backward_4[1];  getitem_28 = None
    getitem_29 = convolution_backward_4[2];  convolution_backward_4 = getitem_29 = None
    _tensor_constant40 = self._tensor_constant40
    sigmoid_5 = torch.ops.aten.sigmoid.default(_tensor_constant40);  _tensor_constant40 = None
    _tensor_constant40_1 = self._tensor_constant40
    softplus_5 = torch.ops.aten.softplus.default(_tensor_constant40_1);  _tensor_constant40_1 = None
    tanh_5 = torch.ops.aten.tanh.default(softplus_5);  softplus_5 = None
    _tensor_constant40_2 = self._tensor_constant40
    mul_20 = torch.ops.aten.mul.Tensor(_tensor_constant40_2, sigmoid_5);  _tensor_constant40_2 = sigmoid_5 = None
    mul_21 = torch.ops.aten.mul.Tensor(tanh_5, tanh_5)
    rsub_5 = torch.ops.aten.rsub.Scalar(mul_21, 1);  mul_21 = None
    mul_22 = torch.ops.aten.mul.Tensor(mul_20, rsub_5);  mul_20 = rsub_5 = None
    add_6 = torch.ops.aten.add.Tensor(tanh_5, mul_22);  tanh_5 = mul_22 = None
    mul_23 = torch.ops.aten.mul.Tensor(getitem_27, add_6);  getitem_27 = add_6 = None
    _tensor_constant41 = self._tensor_constant41
    _param_constant10 = self._param_constant10
    _tensor_constant42 = self._tensor_constant42
    _tensor_constant43 = self._tensor_constant43
    _tensor_constant44 = self._tensor_constant44
    _tensor_constant45 = self._tensor_constant45
    native_batch_norm_backward_5 = torch.ops.aten.native_batch_norm_backward.default(mul_23, _tensor_constant41, _param_constant10, _tensor_constant42, _tensor_constant43, _tensor_constant44, _tensor_constant45, True, 1e-05, [True, False, False]);  mul_23 = _tensor_constant41 = _param_constant10 = _tensor_constant42 = _tensor_constant43 = _tensor_constant44 = _tensor_constant45 = None
    getitem_30 = native_batch_norm_backward_5[0]
    getitem_31 = native_batch_norm_backward_5[1];  getitem_31 = None
    getitem_32 = native_batch_norm_backward_5[2];  native_batch_norm_backward_5 = getitem_32 = None
    _tensor_constant46 = self._tensor_constant46
    _param_constant11 = self._param_constant11
    convolution_backward_5 = torch.ops.aten.convolution_backward.default(getitem_30, _tensor_constant46, _param_constant11, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, False, False]);  getitem_30 = _tensor_constant46 = _param_constant11 = None
    getitem_33 = convolution_backward_5[0]
    getitem_34 = convolution_backward_5[1];  getitem_34 = None
    getitem_35 = convolution_backward_5[2];  convolution_backward_5 = getitem_35 = None
    add_7 = torch.ops.aten.add.Tensor(add_4, getitem_33);  add_4 = getitem_33 = None
    cat = torch.ops.aten.cat.default([slice_1, add_7], 1);  slice_1 = add_7 = None
    _tensor_constant47 = self._tensor_constant47
    sigmoid_6 = torch.ops.aten.sigmoid.default(_tensor_constant47);  _tensor_constant47 = None
    _tensor_constant47_1 = self._tensor_constant47
    softplus_6 = torch.ops.aten.softplus.default(_tensor_constant47_1);  _tensor_constant47_1 = None
    tanh_6 = torch.ops.aten.tanh.default(softplus_6);  softplus_6 = None
    _tensor_constant47_2 = self._tensor_constant47
    mul_24 = torch.ops.aten.mul.Tensor(_tensor_constant47_2, sigmoid_6);  _tensor_constant47_2 = sigmoid_6 = None
    mul_25 = torch.ops.aten.mul.Tensor(tanh_6, tanh_6)
    rsub_6 = torch.ops.aten.rsub.Scalar(mul_25, 1);  mul_25 = None
    mul_26 = torch.ops.aten.mul.Tensor(mul_24, rsub_6);  mul_24 = rsub_6 = None
    add_8 = torch.ops.aten.add.Tensor(tanh_6, mul_26);  tanh_6 = mul_26 = None
    mul_27 = torch.ops.aten.mul.Tensor(cat, add_8);  cat = add_8 = None
    _tensor_constant48 = self._tensor_constant48
    _param_constant12 = self._param_constant12
    _tensor_constant49 = self._tensor_constant49
    _tensor_constant50 = self._tensor_constant50
    _tensor_constant51 = self._tensor_constant51
    _tensor_constant52 = self._tensor_constant52
    native_batch_norm_backward_6 = torch.ops.aten.native_batch_norm_backward.default(mul_27, _tensor_constant48, _param_constant12, _tensor_constant49, _tensor_constant50, _tensor_constant51, _tensor_constant52, True, 1e-05, [True, False, False]);  mul_27 = _tensor_constant48 = _param_constant12 = _tensor_constant49 = _tensor_constant50 = _tensor_constant51 = _tensor_constant52 = None
    getitem_36 = native_batch_norm_backward_6[0]
    getitem_37 = native_batch_norm_backward_6[1];  getitem_37 = None
    getitem_38 = native_batch_norm_backward_6[2];  native_batch_norm_backward_6 = getitem_38 = None
    _tensor_constant53 = self._tensor_constant53
    _param_constant13 = self._param_constant13
    convolution_backward_6 = torch.ops.aten.convolution_backward.default(getitem_36, _tensor_constant53, _param_constant13, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, False, False]);  getitem_36 = _tensor_constant53 = _param_constant13 = None
    getitem_39 = convolution_backward_6[0]
    getitem_40 = convolution_backward_6[1];  getitem_40 = None
    getitem_41 = convolution_backward_6[2];  convolution_backward_6 = getitem_41 = None
    _tensor_constant54 = self._tensor_constant54
    sigmoid_7 = torch.ops.aten.sigmoid.default(_tensor_constant54);  _tensor_constant54 = None
    _tensor_constant54_1 = self._tensor_constant54
    softplus_7 = torch.ops.aten.softplus.default(_tensor_constant54_1);  _tensor_constant54_1 = None
    tanh_7 = torch.ops.aten.tanh.default(softplus_7);  softplus_7 = None
    _tensor_constant54_2 = self._tensor_constant54
    mul_28 = torch.ops.aten.mul.Tensor(_tensor_constant54_2, sigmoid_7);  _tensor_constant54_2 = sigmoid_7 = None
    mul_29 = torch.ops.aten.mul.Tensor(tanh_7, tanh_7)
    rsub_7 = torch.ops.aten.rsub.Scalar(mul_29, 1);  mul_29 = None
    mul_30 = torch.ops.aten.mul.Tensor(mul_28, rsub_7);  mul_28 = rsub_7 = None
    add_9 = torch.ops.aten.add.Tensor(tanh_7, mul_30);  tanh_7 = mul_30 = None
    mul_31 = torch.ops.aten.mul.Tensor(getitem_39, add_9);  getitem_39 = add_9 = None
    _tensor_constant55 = self._tensor_constant55
    _param_constant14 = self._param_constant14
    _tensor_constant56 = self._tensor_constant56
    _tensor_constant57 = self._tensor_constant57
    _tensor_constant58 = self._tensor_constant58
    _tensor_constant59 = self._tensor_constant59
    native_batch_norm_backward_7 = torch.ops.aten.native_batch_norm_backward.default(mul_31, _tensor_constant55, _param_constant14, _tensor_constant56, _tensor_constant57, _tensor_constant58, _tensor_constant59, True, 1e-05, [True, False, False]);  mul_31 = _tensor_constant55 = _param_constant14 = _tensor_constant56 = _tensor_constant57 = _tensor_constant58 = _tensor_constant59 = None
    getitem_42 = native_batch_norm_backward_7[0]
    getitem_43 = native_batch_norm_backward_7[1];  getitem_43 = None
    getitem_44 = native_batch_norm_backward_7[2];  native_batch_norm_backward_7 = getitem_44 = None
    _tensor_constant60 = self._tensor_constant60
    _param_constant15 = self._param_constant15
    convolution_backward_7 = torch.ops.aten.convolution_backward.default(getitem_42, _tensor_constant60, _param_constant15, [0], [2, 2], [1, 1], [1, 1], False, [0, 0], 1, [True, False, False]);  getitem_42 = _tensor_constant60 = _param_constant15 = None
    getitem_45 = convolution_backward_7[0]
    getitem_46 = convolution_backward_7[1];  getitem_46 = None
    getitem_47 = convolution_backward_7[2];  convolution_backward_7 = getitem_47 = None
    _tensor_constant61 = self._tensor_constant61
    sigmoid_8 = torch.ops.aten.sigmoid.default(_tensor_constant61);  _tensor_constant61 = None
    _tensor_constant61_1 = self._tensor_constant61
    softplus_8 = torch.ops.aten.softplus.default(_tensor_constant61_1);  _tensor_constant61_1 = None
    tanh_8 = torch.ops.aten.tanh.default(softplus_8);  softplus_8 = None
    _tensor_constant61_2 = self._tensor_constant61
    mul_32 = torch.ops.aten.mul.Tensor(_tensor_constant61_2, sigmoid_8);  _tensor_constant61_2 = sigmoid_8 = None
    mul_33 = torch.ops.aten.mul.Tensor(tanh_8, tanh_8)
    rsub_8 = torch.ops.aten.rsub.Scalar(mul_33, 1);  mul_33 = None
    mul_34 = torch.ops.aten.mul.Tensor(mul_32, rsub_8);  mul_32 = rsub_8 = None
    add_10 = torch.ops.aten.add.Tensor(tanh_8, mul_34);  tanh_8 = mul_34 = None
    mul_35 = torch.ops.aten.mul.Tensor(getitem_45, add_10);  getitem_45 = add_10 = None
    _tensor_constant62 = self._tensor_constant62
    _param_constant16 = self._param_constant16
    _tensor_constant63 = self._tensor_constant63
    _tensor_constant64 = self._tensor_constant64
    _tensor_constant65 = self._tensor_constant65
    _tensor_constant66 = self._tensor_constant66
    native_batch_norm_backward_8 = torch.ops.aten.native_batch_norm_backward.default(mul_35, _tensor_constant62, _param_constant16, _tensor_constant63, _tensor_constant64, _tensor_constant65, _tensor_constant66, True, 1e-05, [True, False, False]);  mul_35 = _tensor_constant62 = _param_constant16 = _tensor_constant63 = _tensor_constant64 = _tensor_constant65 = _tensor_constant66 = None
    getitem_48 = native_batch_norm_backward_8[0]
    getitem_49 = native_batch_norm_backward_8[1];  getitem_49 = None
    getitem_50 = native_batch_norm_backward_8[2];  native_batch_norm_backward_8 = getitem_50 = None
    _tensor_constant67 = self._tensor_constant67
    _param_constant17 = self._param_constant17
    convolution_backward_8 = torch.ops.aten.convolution_backward.default(getitem_48, _tensor_constant67, _param_constant17, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, False, False]);  getitem_48 = _tensor_constant67 = _param_constant17 = None
    getitem_51 = convolution_backward_8[0]
    getitem_52 = convolution_backward_8[1];  getitem_52 = None
    getitem_53 = convolution_backward_8[2];  convolution_backward_8 = getitem_53 = None
    slice_3 = torch.ops.aten.slice.Tensor(getitem_51, 1, 0, 16)
    slice_4 = torch.ops.aten.slice.Tensor(getitem_51, 1, 16, 32);  getitem_51 = None
    _tensor_constant68 = self._tensor_constant68
    sigmoid_9 = torch.ops.aten.sigmoid.default(_tensor_constant68);  _tensor_constant68 = None
    _tensor_constant68_1 = self._tensor_constant68
    softplus_9 = torch.ops.aten.softplus.default(_tensor_constant68_1);  _tensor_constant68_1 = None
    tanh_9 = torch.ops.aten.tanh.default(softplus_9);  softplus_9 = None
    _tensor_constant68_2 = self._tensor_constant68
    mul_36 = torch.ops.aten.mul.Tensor(_tensor_constant68_2, sigmoid_9);  _tensor_constant68_2 = sigmoid_9 = None
    mul_37 = torch.ops.aten.mul.Tensor(tanh_9, tanh_9)
    rsub_9 = torch.ops.aten.rsub.Scalar(mul_37, 1);  mul_37 = None
    mul_38 = torch.ops.aten.mul.Tensor(mul_36, rsub_9);  mul_36 = rsub_9 = None
    add_11 = torch.ops.aten.add.Tensor(tanh_9, mul_38);  tanh_9 = mul_38 = None
    mul_39 = torch.ops.aten.mul.Tensor(slice_4, add_11);  slice_4 = add_11 = None
    _tensor_constant69 = self._tensor_constant69
    _param_constant18 = self._param_constant18
    _tensor_constant70 = self._tensor_constant70
    _tensor_constant71 = self._tensor_constant71
    _tensor_constant72 = self._tensor_constant72
    _tensor_constant73 = self._tensor_constant73
    native_batch_norm_backward_9 = torch.ops.aten.native_batch_norm_backward.default(mul_39, _tensor_constant69, _param_constant18, _tensor_constant70, _tensor_constant71, _tensor_constant72, _tensor_constant73, True, 1e-05, [True, False, False]);  mul_39 = _tensor_constant69 = _param_constant18 = _tensor_constant70 = _tensor_constant71 = _tensor_constant72 = _tensor_constant73 = None
    getitem_54 = native_batch_norm_backward_9[0]
    getitem_55 = native_batch_norm_backward_9[1];  getitem_55 = None
    getitem_56 = native_batch_norm_backward_9[2];  native_batch_norm_backward_9 = getitem_56 = None
    _tensor_constant74 = self._tensor_constant74
    _param_constant19 = self._param_constant19
    convolution_backward_9 = torch.ops.aten.convolution_backward.default(getitem_54, _tensor_constant74, _param_constant19, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, False, False]);  getitem_54 = _tensor_constant74 = _param_constant19 = None
    getitem_57 = convolution_backward_9[0]
    getitem_58 = convolution_backward_9[1];  getitem_58 = None
    getitem_59 = convolution_backward_9[2];  convolution_backward_9 = getitem_59 = None
    _tensor_constant75 = self._tensor_constant75
    sigmoid_10 = torch.ops.aten.sigmoid.default(_tensor_constant75);  _tensor_constant75 = None
    _tensor_constant75_1 = self._tensor_constant75
    softplus_10 = torch.ops.aten.softplus.default(_tensor_constant75_1);  _tensor_constant75_1 = None
    tanh_10 = torch.ops.aten.tanh.default(softplus_10);  softplus_10 = None
    _tensor_constant75_2 = self._tensor_constant75
    mul_40 = torch.ops.aten.mul.Tensor(_tensor_constant75_2, sigmoid_10);  _tensor_constant75_2 = sigmoid_10 = None
    mul_41 = torch.ops.aten.mul.Tensor(tanh_10, tanh_10)
    rsub_10 = torch.ops.aten.rsub.Scalar(mul_41, 1);  mul_41 = None
    mul_42 = torch.ops.aten.mul.Tensor(mul_40, rsub_10);  mul_40 = rsub_10 = None
    add_12 = torch.ops.aten.add.Tensor(tanh_10, mul_42);  tanh_10 = mul_42 = None
    mul_43 = torch.ops.aten.mul.Tensor(getitem_57, add_12);  add_12 = None
    _tensor_constant76 = self._tensor_constant76
    _param_constant20 = self._param_constant20
    _tensor_constant77 = self._tensor_constant77
    _tensor_constant78 = self._tensor_constant78
    _tensor_constant79 = self._tensor_constant79
    _tensor_constant80 = self._tensor_constant80
    native_batch_norm_backward_10 = torch.ops.aten.native_batch_norm_backward.default(mul_43, _tensor_constant76, _param_constant20, _tensor_constant77, _tensor_constant78, _tensor_constant79, _tensor_constant80, True, 1e-05, [True, False, False]);  mul_43 = _tensor_constant76 = _param_constant20 = _tensor_constant77 = _tensor_constant78 = _tensor_constant79 = _tensor_constant80 = None
    getitem_60 = native_batch_norm_backward_10[0]
    getitem_61 = native_batch_norm_backward_10[1];  getitem_61 = None
    getitem_62 = native_batch_norm_backward_10[2];  native_batch_norm_backward_10 = getitem_62 = None
    _tensor_constant81 = self._tensor_constant81
    _param_constant21 = self._param_constant21
    convolution_backward_10 = torch.ops.aten.convolution_backward.default(getitem_60, _tensor_constant81, _param_constant21, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, False, False]);  getitem_60 = _tensor_constant81 = _param_constant21 = None
    getitem_63 = convolution_backward_10[0]
    getitem_64 = convolution_backward_10[1];  getitem_64 = None
    getitem_65 = convolution_backward_10[2];  convolution_backward_10 = getitem_65 = None
    _tensor_constant82 = self._tensor_constant82
    sigmoid_11 = torch.ops.aten.sigmoid.default(_tensor_constant82);  _tensor_constant82 = None
    _tensor_constant82_1 = self._tensor_constant82
    softplus_11 = torch.ops.aten.softplus.default(_tensor_constant82_1);  _tensor_constant82_1 = None
    tanh_11 = torch.ops.aten.tanh.default(softplus_11);  softplus_11 = None
    _tensor_constant82_2 = self._tensor_constant82
    mul_44 = torch.ops.aten.mul.Tensor(_tensor_constant82_2, sigmoid_11);  _tensor_constant82_2 = sigmoid_11 = None
    mul_45 = torch.ops.aten.mul.Tensor(tanh_11, tanh_11)
    rsub_11 = torch.ops.aten.rsub.Scalar(mul_45, 1);  mul_45 = None
    mul_46 = torch.ops.aten.mul.Tensor(mul_44, rsub_11);  mul_44 = rsub_11 = None
    add_13 = torch.ops.aten.add.Tensor(tanh_11, mul_46);  tanh_11 = mul_46 = None
    mul_47 = torch.ops.aten.mul.Tensor(getitem_63, add_13);  getitem_63 = add_13 = None
    _tensor_constant83 = self._tensor_constant83
    _param_constant22 = self._param_constant22
    _tensor_constant84 = self._tensor_constant84
    _tensor_constant85 = self._tensor_constant85
    _tensor_constant86 = self._tensor_constant86
    _tensor_constant87 = self._tensor_constant87
    native_batch_norm_backward_11 = torch.ops.aten.native_batch_norm_backward.default(mul_47, _tensor_constant83, _param_constant22, _tensor_constant84, _tensor_constant85, _tensor_constant86, _tensor_constant87, True, 1e-05, [True, False, False]);  mul_47 = _tensor_constant83 = _param_constant22 = _tensor_constant84 = _tensor_constant85 = _tensor_constant86 = _tensor_constant87 = None
    getitem_66 = native_batch_norm_backward_11[0]
    getitem_67 = native_batch_norm_backward_11[1];  getitem_67 = None
    getitem_68 = native_batch_norm_backward_11[2];  native_batch_norm_backward_11 = getitem_68 = None
    _tensor_constant88 = self._tensor_constant88
    _param_constant23 = self._param_constant23
    convolution_backward_11 = torch.ops.aten.convolution_backward.default(getitem_66, _tensor_constant88, _param_constant23, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, False, False]);  getitem_66 = _tensor_constant88 = _param_constant23 = None
    getitem_69 = convolution_backward_11[0]
    getitem_70 = convolution_backward_11[1];  getitem_70 = None
    getitem_71 = convolution_backward_11[2];  convolution_backward_11 = getitem_71 = None
    add_14 = torch.ops.aten.add.Tensor(getitem_57, getitem_69);  getitem_57 = getitem_69 = None
    cat_1 = torch.ops.aten.cat.default([slice_3, add_14], 1);  slice_3 = add_14 = None
    _tensor_constant89 = self._tensor_constant89
    sigmoid_12 = torch.ops.aten.sigmoid.default(_tensor_constant89);  _tensor_constant89 = None
    _tensor_constant89_1 = self._tensor_constant89
    softplus_12 = torch.ops.aten.softplus.default(_tensor_constant89_1);  _tensor_constant89_1 = None
    tanh_12 = torch.ops.aten.tanh.default(softplus_12);  softplus_12 = None
    _tensor_constant89_2 = self._tensor_constant89
    mul_48 = torch.ops.aten.mul.Tensor(_tensor_constant89_2, sigmoid_12);  _tensor_constant89_2 = sigmoid_12 = None
    mul_49 = torch.ops.aten.mul.Tensor(tanh_12, tanh_12)
    rsub_12 = torch.ops.aten.rsub.Scalar(mul_49, 1);  mul_49 = None
    mul_50 = torch.ops.aten.mul.Tensor(mul_48, rsub_12);  mul_48 = rsub_12 = None
    add_15 = torch.ops.aten.add.Tensor(tanh_12, mul_50);  tanh_12 = mul_50 = None
    mul_51 = torch.ops.aten.mul.Tensor(cat_1, add_15);  cat_1 = add_15 = None
    _tensor_constant90 = self._tensor_constant90
    _param_constant24 = self._param_constant24
    _tensor_constant91 = self._tensor_constant91
    _tensor_constant92 = self._tensor_constant92
    _tensor_constant93 = self._tensor_constant93
    _tensor_constant94 = self._tensor_constant94
    native_batch_norm_backward_12 = torch.ops.aten.native_batch_norm_backward.default(mul_51, _tensor_constant90, _param_constant24, _tensor_constant91, _tensor_constant92, _tensor_constant93, _tensor_constant94, True, 1e-05, [False, False, True]);  mul_51 = _tensor_constant90 = _param_constant24 = _tensor_constant91 = _tensor_constant92 = _tensor_constant93 = _tensor_constant94 = None
    getitem_72 = native_batch_norm_backward_12[0];  getitem_72 = None
    getitem_73 = native_batch_norm_backward_12[1];  getitem_73 = None
    getitem_74 = native_batch_norm_backward_12[2];  native_batch_norm_backward_12 = None
    return (getitem_74, getitem_22)
    