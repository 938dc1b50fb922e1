


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
    view_1 = torch.ops.aten.view.default(mm, [2, 320, 1, 1]);  mm = None
    expand = torch.ops.aten.expand.default(view_1, [2, 320, 2, 2]);  view_1 = None
    div = torch.ops.aten.div.Scalar(expand, 4);  expand = None
    _tensor_constant6 = self._tensor_constant6
    sigmoid = torch.ops.aten.sigmoid.default(_tensor_constant6);  _tensor_constant6 = None
    rsub = torch.ops.aten.rsub.Scalar(sigmoid, 1)
    _tensor_constant6_1 = self._tensor_constant6
    mul = torch.ops.aten.mul.Tensor(_tensor_constant6_1, rsub);  _tensor_constant6_1 = rsub = None
    add = torch.ops.aten.add.Tensor(mul, 1);  mul = None
    mul_1 = torch.ops.aten.mul.Tensor(sigmoid, add);  sigmoid = add = None
    mul_2 = torch.ops.aten.mul.Tensor(div, mul_1);  div = mul_1 = None
    _tensor_constant7 = self._tensor_constant7
    _param_constant0 = self._param_constant0
    _tensor_constant8 = self._tensor_constant8
    _tensor_constant9 = self._tensor_constant9
    _tensor_constant10 = self._tensor_constant10
    _tensor_constant11 = self._tensor_constant11
    native_batch_norm_backward = torch.ops.aten.native_batch_norm_backward.default(mul_2, _tensor_constant7, _param_constant0, _tensor_constant8, _tensor_constant9, _tensor_constant10, _tensor_constant11, True, 0.001, [True, True, True]);  mul_2 = _tensor_constant7 = _param_constant0 = _tensor_constant8 = _tensor_constant9 = _tensor_constant10 = _tensor_constant11 = None
    getitem = native_batch_norm_backward[0]
    getitem_1 = native_batch_norm_backward[1]
    getitem_2 = native_batch_norm_backward[2];  native_batch_norm_backward = None
    _tensor_constant12 = self._tensor_constant12
    _param_constant1 = self._param_constant1
    convolution_backward = torch.ops.aten.convolution_backward.default(getitem, _tensor_constant12, _param_constant1, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem = _tensor_constant12 = _param_constant1 = None
    getitem_3 = convolution_backward[0]
    getitem_4 = convolution_backward[1]
    getitem_5 = convolution_backward[2];  convolution_backward = getitem_5 = None
    _tensor_constant13 = self._tensor_constant13
    _param_constant2 = self._param_constant2
    _tensor_constant14 = self._tensor_constant14
    _tensor_constant15 = self._tensor_constant15
    _tensor_constant16 = self._tensor_constant16
    _tensor_constant17 = self._tensor_constant17
    native_batch_norm_backward_1 = torch.ops.aten.native_batch_norm_backward.default(getitem_3, _tensor_constant13, _param_constant2, _tensor_constant14, _tensor_constant15, _tensor_constant16, _tensor_constant17, True, 0.001, [True, True, True]);  getitem_3 = _tensor_constant13 = _param_constant2 = _tensor_constant14 = _tensor_constant15 = _tensor_constant16 = _tensor_constant17 = None
    getitem_6 = native_batch_norm_backward_1[0]
    getitem_7 = native_batch_norm_backward_1[1]
    getitem_8 = native_batch_norm_backward_1[2];  native_batch_norm_backward_1 = None
    _tensor_constant18 = self._tensor_constant18
    _param_constant3 = self._param_constant3
    convolution_backward_1 = torch.ops.aten.convolution_backward.default(getitem_6, _tensor_constant18, _param_constant3, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_6 = _tensor_constant18 = _param_constant3 = None
    getitem_9 = convolution_backward_1[0]
    getitem_10 = convolution_backward_1[1]
    getitem_11 = convolution_backward_1[2];  convolution_backward_1 = getitem_11 = None
    _tensor_constant19 = self._tensor_constant19
    mul_3 = torch.ops.aten.mul.Tensor(getitem_9, _tensor_constant19);  _tensor_constant19 = None
    _tensor_constant20 = self._tensor_constant20
    mul_4 = torch.ops.aten.mul.Tensor(getitem_9, _tensor_constant20);  getitem_9 = _tensor_constant20 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(mul_4, [2, 3], True);  mul_4 = None
    _tensor_constant21 = self._tensor_constant21
    detach_1 = torch.ops.aten.detach.default(_tensor_constant21);  _tensor_constant21 = None
    sigmoid_backward = torch.ops.aten.sigmoid_backward.default(sum_2, detach_1);  sum_2 = detach_1 = None
    _tensor_constant22 = self._tensor_constant22
    _param_constant4 = self._param_constant4
    convolution_backward_2 = torch.ops.aten.convolution_backward.default(sigmoid_backward, _tensor_constant22, _param_constant4, [48], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  sigmoid_backward = _tensor_constant22 = _param_constant4 = None
    getitem_12 = convolution_backward_2[0]
    getitem_13 = convolution_backward_2[1]
    getitem_14 = convolution_backward_2[2];  convolution_backward_2 = None
    _tensor_constant23 = self._tensor_constant23
    sigmoid_1 = torch.ops.aten.sigmoid.default(_tensor_constant23);  _tensor_constant23 = None
    rsub_1 = torch.ops.aten.rsub.Scalar(sigmoid_1, 1)
    _tensor_constant23_1 = self._tensor_constant23
    mul_5 = torch.ops.aten.mul.Tensor(_tensor_constant23_1, rsub_1);  _tensor_constant23_1 = rsub_1 = None
    add_1 = torch.ops.aten.add.Tensor(mul_5, 1);  mul_5 = None
    mul_6 = torch.ops.aten.mul.Tensor(sigmoid_1, add_1);  sigmoid_1 = add_1 = None
    mul_7 = torch.ops.aten.mul.Tensor(getitem_12, mul_6);  getitem_12 = mul_6 = None
    _tensor_constant24 = self._tensor_constant24
    _param_constant5 = self._param_constant5
    convolution_backward_3 = torch.ops.aten.convolution_backward.default(mul_7, _tensor_constant24, _param_constant5, [2], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  mul_7 = _tensor_constant24 = _param_constant5 = None
    getitem_15 = convolution_backward_3[0]
    getitem_16 = convolution_backward_3[1]
    getitem_17 = convolution_backward_3[2];  convolution_backward_3 = None
    expand_1 = torch.ops.aten.expand.default(getitem_15, [2, 48, 2, 2]);  getitem_15 = None
    div_1 = torch.ops.aten.div.Scalar(expand_1, 4);  expand_1 = None
    add_2 = torch.ops.aten.add.Tensor(mul_3, div_1);  mul_3 = div_1 = None
    _tensor_constant25 = self._tensor_constant25
    sigmoid_2 = torch.ops.aten.sigmoid.default(_tensor_constant25);  _tensor_constant25 = None
    rsub_2 = torch.ops.aten.rsub.Scalar(sigmoid_2, 1)
    _tensor_constant25_1 = self._tensor_constant25
    mul_8 = torch.ops.aten.mul.Tensor(_tensor_constant25_1, rsub_2);  _tensor_constant25_1 = rsub_2 = None
    add_3 = torch.ops.aten.add.Tensor(mul_8, 1);  mul_8 = None
    mul_9 = torch.ops.aten.mul.Tensor(sigmoid_2, add_3);  sigmoid_2 = add_3 = None
    mul_10 = torch.ops.aten.mul.Tensor(add_2, mul_9);  add_2 = mul_9 = None
    _tensor_constant26 = self._tensor_constant26
    _param_constant6 = self._param_constant6
    _tensor_constant27 = self._tensor_constant27
    _tensor_constant28 = self._tensor_constant28
    _tensor_constant29 = self._tensor_constant29
    _tensor_constant30 = self._tensor_constant30
    native_batch_norm_backward_2 = torch.ops.aten.native_batch_norm_backward.default(mul_10, _tensor_constant26, _param_constant6, _tensor_constant27, _tensor_constant28, _tensor_constant29, _tensor_constant30, True, 0.001, [True, True, True]);  mul_10 = _tensor_constant26 = _param_constant6 = _tensor_constant27 = _tensor_constant28 = _tensor_constant29 = _tensor_constant30 = None
    getitem_18 = native_batch_norm_backward_2[0]
    getitem_19 = native_batch_norm_backward_2[1]
    getitem_20 = native_batch_norm_backward_2[2];  native_batch_norm_backward_2 = None
    _tensor_constant31 = self._tensor_constant31
    _param_constant7 = self._param_constant7
    convolution_backward_4 = torch.ops.aten.convolution_backward.default(getitem_18, _tensor_constant31, _param_constant7, [0], [2, 2], [0, 0], [1, 1], False, [0, 0], 48, [True, True, False]);  getitem_18 = _tensor_constant31 = _param_constant7 = None
    getitem_21 = convolution_backward_4[0]
    getitem_22 = convolution_backward_4[1]
    getitem_23 = convolution_backward_4[2];  convolution_backward_4 = getitem_23 = None
    constant_pad_nd = torch.ops.aten.constant_pad_nd.default(getitem_21, [-2, -2, -2, -2]);  getitem_21 = None
    _tensor_constant32 = self._tensor_constant32
    sigmoid_3 = torch.ops.aten.sigmoid.default(_tensor_constant32);  _tensor_constant32 = None
    rsub_3 = torch.ops.aten.rsub.Scalar(sigmoid_3, 1)
    _tensor_constant32_1 = self._tensor_constant32
    mul_11 = torch.ops.aten.mul.Tensor(_tensor_constant32_1, rsub_3);  _tensor_constant32_1 = rsub_3 = None
    add_4 = torch.ops.aten.add.Tensor(mul_11, 1);  mul_11 = None
    mul_12 = torch.ops.aten.mul.Tensor(sigmoid_3, add_4);  sigmoid_3 = add_4 = None
    mul_13 = torch.ops.aten.mul.Tensor(constant_pad_nd, mul_12);  constant_pad_nd = mul_12 = None
    _tensor_constant33 = self._tensor_constant33
    _param_constant8 = self._param_constant8
    _tensor_constant34 = self._tensor_constant34
    _tensor_constant35 = self._tensor_constant35
    _tensor_constant36 = self._tensor_constant36
    _tensor_constant37 = self._tensor_constant37
    native_batch_norm_backward_3 = torch.ops.aten.native_batch_norm_backward.default(mul_13, _tensor_constant33, _param_constant8, _tensor_constant34, _tensor_constant35, _tensor_constant36, _tensor_constant37, True, 0.001, [True, True, True]);  mul_13 = _tensor_constant33 = _param_constant8 = _tensor_constant34 = _tensor_constant35 = _tensor_constant36 = _tensor_constant37 = None
    getitem_24 = native_batch_norm_backward_3[0]
    getitem_25 = native_batch_norm_backward_3[1]
    getitem_26 = native_batch_norm_backward_3[2];  native_batch_norm_backward_3 = None
    _tensor_constant38 = self._tensor_constant38
    _param_constant9 = self._param_constant9
    convolution_backward_5 = torch.ops.aten.convolution_backward.default(getitem_24, _tensor_constant38, _param_constant9, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_24 = _tensor_constant38 = _param_constant9 = None
    getitem_27 = convolution_backward_5[0]
    getitem_28 = convolution_backward_5[1]
    getitem_29 = convolution_backward_5[2];  convolution_backward_5 = getitem_29 = None
    _tensor_constant39 = self._tensor_constant39
    _param_constant10 = self._param_constant10
    _tensor_constant40 = self._tensor_constant40
    _tensor_constant41 = self._tensor_constant41
    _tensor_constant42 = self._tensor_constant42
    _tensor_constant43 = self._tensor_constant43
    native_batch_norm_backward_4 = torch.ops.aten.native_batch_norm_backward.default(getitem_27, _tensor_constant39, _param_constant10, _tensor_constant40, _tensor_constant41, _tensor_constant42, _tensor_constant43, True, 0.001, [True, True, True]);  _tensor_constant39 = _param_constant10 = _tensor_constant40 = _tensor_constant41 = _tensor_constant42 = _tensor_constant43 = None
    getitem_30 = native_batch_norm_backward_4[0]
    getitem_31 = native_batch_norm_backward_4[1]
    getitem_32 = native_batch_norm_backward_4[2];  native_batch_norm_backward_4 = None
    _tensor_constant44 = self._tensor_constant44
    _param_constant11 = self._param_constant11
    convolution_backward_6 = torch.ops.aten.convolution_backward.default(getitem_30, _tensor_constant44, _param_constant11, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_30 = _tensor_constant44 = _param_constant11 = None
    getitem_33 = convolution_backward_6[0]
    getitem_34 = convolution_backward_6[1]
    getitem_35 = convolution_backward_6[2];  convolution_backward_6 = getitem_35 = None
    _tensor_constant45 = self._tensor_constant45
    mul_14 = torch.ops.aten.mul.Tensor(getitem_33, _tensor_constant45);  _tensor_constant45 = None
    _tensor_constant46 = self._tensor_constant46
    mul_15 = torch.ops.aten.mul.Tensor(getitem_33, _tensor_constant46);  getitem_33 = _tensor_constant46 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(mul_15, [2, 3], True);  mul_15 = None
    _tensor_constant47 = self._tensor_constant47
    detach_2 = torch.ops.aten.detach.default(_tensor_constant47);  _tensor_constant47 = None
    sigmoid_backward_1 = torch.ops.aten.sigmoid_backward.default(sum_3, detach_2);  sum_3 = detach_2 = None
    _tensor_constant48 = self._tensor_constant48
    _param_constant12 = self._param_constant12
    convolution_backward_7 = torch.ops.aten.convolution_backward.default(sigmoid_backward_1, _tensor_constant48, _param_constant12, [48], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  sigmoid_backward_1 = _tensor_constant48 = _param_constant12 = None
    getitem_36 = convolution_backward_7[0]
    getitem_37 = convolution_backward_7[1]
    getitem_38 = convolution_backward_7[2];  convolution_backward_7 = None
    _tensor_constant49 = self._tensor_constant49
    sigmoid_4 = torch.ops.aten.sigmoid.default(_tensor_constant49);  _tensor_constant49 = None
    rsub_4 = torch.ops.aten.rsub.Scalar(sigmoid_4, 1)
    _tensor_constant49_1 = self._tensor_constant49
    mul_16 = torch.ops.aten.mul.Tensor(_tensor_constant49_1, rsub_4);  _tensor_constant49_1 = rsub_4 = None
    add_5 = torch.ops.aten.add.Tensor(mul_16, 1);  mul_16 = None
    mul_17 = torch.ops.aten.mul.Tensor(sigmoid_4, add_5);  sigmoid_4 = add_5 = None
    mul_18 = torch.ops.aten.mul.Tensor(getitem_36, mul_17);  getitem_36 = mul_17 = None
    _tensor_constant50 = self._tensor_constant50
    _param_constant13 = self._param_constant13
    convolution_backward_8 = torch.ops.aten.convolution_backward.default(mul_18, _tensor_constant50, _param_constant13, [2], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  mul_18 = _tensor_constant50 = _param_constant13 = None
    getitem_39 = convolution_backward_8[0]
    getitem_40 = convolution_backward_8[1]
    getitem_41 = convolution_backward_8[2];  convolution_backward_8 = None
    expand_2 = torch.ops.aten.expand.default(getitem_39, [2, 48, 4, 4]);  getitem_39 = None
    div_2 = torch.ops.aten.div.Scalar(expand_2, 16);  expand_2 = None
    add_6 = torch.ops.aten.add.Tensor(mul_14, div_2);  mul_14 = div_2 = None
    _tensor_constant51 = self._tensor_constant51
    sigmoid_5 = torch.ops.aten.sigmoid.default(_tensor_constant51);  _tensor_constant51 = None
    rsub_5 = torch.ops.aten.rsub.Scalar(sigmoid_5, 1)
    _tensor_constant51_1 = self._tensor_constant51
    mul_19 = torch.ops.aten.mul.Tensor(_tensor_constant51_1, rsub_5);  _tensor_constant51_1 = rsub_5 = None
    add_7 = torch.ops.aten.add.Tensor(mul_19, 1);  mul_19 = None
    mul_20 = torch.ops.aten.mul.Tensor(sigmoid_5, add_7);  sigmoid_5 = add_7 = None
    mul_21 = torch.ops.aten.mul.Tensor(add_6, mul_20);  add_6 = mul_20 = None
    _tensor_constant52 = self._tensor_constant52
    _param_constant14 = self._param_constant14
    _tensor_constant53 = self._tensor_constant53
    _tensor_constant54 = self._tensor_constant54
    _tensor_constant55 = self._tensor_constant55
    _tensor_constant56 = self._tensor_constant56
    native_batch_norm_backward_5 = torch.ops.aten.native_batch_norm_backward.default(mul_21, _tensor_constant52, _param_constant14, _tensor_constant53, _tensor_constant54, _tensor_constant55, _tensor_constant56, True, 0.001, [True, True, True]);  mul_21 = _tensor_constant52 = _param_constant14 = _tensor_constant53 = _tensor_constant54 = _tensor_constant55 = _tensor_constant56 = None
    getitem_42 = native_batch_norm_backward_5[0]
    getitem_43 = native_batch_norm_backward_5[1]
    getitem_44 = native_batch_norm_backward_5[2];  native_batch_norm_backward_5 = None
    _tensor_constant57 = self._tensor_constant57
    _param_constant15 = self._param_constant15
    convolution_backward_9 = torch.ops.aten.convolution_backward.default(getitem_42, _tensor_constant57, _param_constant15, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 48, [True, True, False]);  getitem_42 = _tensor_constant57 = _param_constant15 = None
    getitem_45 = convolution_backward_9[0]
    getitem_46 = convolution_backward_9[1]
    getitem_47 = convolution_backward_9[2];  convolution_backward_9 = getitem_47 = None
    constant_pad_nd_1 = torch.ops.aten.constant_pad_nd.default(getitem_45, [-1, -1, -1, -1]);  getitem_45 = None
    _tensor_constant58 = self._tensor_constant58
    sigmoid_6 = torch.ops.aten.sigmoid.default(_tensor_constant58);  _tensor_constant58 = None
    rsub_6 = torch.ops.aten.rsub.Scalar(sigmoid_6, 1)
    _tensor_constant58_1 = self._tensor_constant58
    mul_22 = torch.ops.aten.mul.Tensor(_tensor_constant58_1, rsub_6);  _tensor_constant58_1 = rsub_6 = None
    add_8 = torch.ops.aten.add.Tensor(mul_22, 1);  mul_22 = None
    mul_23 = torch.ops.aten.mul.Tensor(sigmoid_6, add_8);  sigmoid_6 = add_8 = None
    mul_24 = torch.ops.aten.mul.Tensor(constant_pad_nd_1, mul_23);  constant_pad_nd_1 = mul_23 = None
    _tensor_constant59 = self._tensor_constant59
    _param_constant16 = self._param_constant16
    _tensor_constant60 = self._tensor_constant60
    _tensor_constant61 = self._tensor_constant61
    _tensor_constant62 = self._tensor_constant62
    _tensor_constant63 = self._tensor_constant63
    native_batch_norm_backward_6 = torch.ops.aten.native_batch_norm_backward.default(mul_24, _tensor_constant59, _param_constant16, _tensor_constant60, _tensor_constant61, _tensor_constant62, _tensor_constant63, True, 0.001, [True, True, True]);  mul_24 = _tensor_constant59 = _param_constant16 = _tensor_constant60 = _tensor_constant61 = _tensor_constant62 = _tensor_constant63 = None
    getitem_48 = native_batch_norm_backward_6[0]
    getitem_49 = native_batch_norm_backward_6[1]
    getitem_50 = native_batch_norm_backward_6[2];  native_batch_norm_backward_6 = None
    _tensor_constant64 = self._tensor_constant64
    _param_constant17 = self._param_constant17
    convolution_backward_10 = torch.ops.aten.convolution_backward.default(getitem_48, _tensor_constant64, _param_constant17, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_48 = _tensor_constant64 = _param_constant17 = None
    getitem_51 = convolution_backward_10[0]
    getitem_52 = convolution_backward_10[1]
    getitem_53 = convolution_backward_10[2];  convolution_backward_10 = getitem_53 = None
    add_9 = torch.ops.aten.add.Tensor(getitem_27, getitem_51);  getitem_27 = getitem_51 = None
    _tensor_constant65 = self._tensor_constant65
    _param_constant18 = self._param_constant18
    _tensor_constant66 = self._tensor_constant66
    _tensor_constant67 = self._tensor_constant67
    _tensor_constant68 = self._tensor_constant68
    _tensor_constant69 = self._tensor_constant69
    native_batch_norm_backward_7 = torch.ops.aten.native_batch_norm_backward.default(add_9, _tensor_constant65, _param_constant18, _tensor_constant66, _tensor_constant67, _tensor_constant68, _tensor_constant69, True, 0.001, [True, True, True]);  add_9 = _tensor_constant65 = _param_constant18 = _tensor_constant66 = _tensor_constant67 = _tensor_constant68 = _tensor_constant69 = None
    getitem_54 = native_batch_norm_backward_7[0]
    getitem_55 = native_batch_norm_backward_7[1]
    getitem_56 = native_batch_norm_backward_7[2];  native_batch_norm_backward_7 = None
    _tensor_constant70 = self._tensor_constant70
    _param_constant19 = self._param_constant19
    convolution_backward_11 = torch.ops.aten.convolution_backward.default(getitem_54, _tensor_constant70, _param_constant19, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_54 = _tensor_constant70 = _param_constant19 = None
    getitem_57 = convolution_backward_11[0]
    getitem_58 = convolution_backward_11[1]
    getitem_59 = convolution_backward_11[2];  convolution_backward_11 = getitem_59 = None
    _tensor_constant71 = self._tensor_constant71
    mul_25 = torch.ops.aten.mul.Tensor(getitem_57, _tensor_constant71);  _tensor_constant71 = None
    _tensor_constant72 = self._tensor_constant72
    mul_26 = torch.ops.aten.mul.Tensor(getitem_57, _tensor_constant72);  getitem_57 = _tensor_constant72 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(mul_26, [2, 3], True);  mul_26 = None
    _tensor_constant73 = self._tensor_constant73
    detach_3 = torch.ops.aten.detach.default(_tensor_constant73);  _tensor_constant73 = None
    sigmoid_backward_2 = torch.ops.aten.sigmoid_backward.default(sum_4, detach_3);  sum_4 = detach_3 = None
    _tensor_constant74 = self._tensor_constant74
    _param_constant20 = self._param_constant20
    convolution_backward_12 = torch.ops.aten.convolution_backward.default(sigmoid_backward_2, _tensor_constant74, _param_constant20, [48], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  sigmoid_backward_2 = _tensor_constant74 = _param_constant20 = None
    getitem_60 = convolution_backward_12[0]
    getitem_61 = convolution_backward_12[1]
    getitem_62 = convolution_backward_12[2];  convolution_backward_12 = None
    _tensor_constant75 = self._tensor_constant75
    sigmoid_7 = torch.ops.aten.sigmoid.default(_tensor_constant75);  _tensor_constant75 = None
    rsub_7 = torch.ops.aten.rsub.Scalar(sigmoid_7, 1)
    _tensor_constant75_1 = self._tensor_constant75
    mul_27 = torch.ops.aten.mul.Tensor(_tensor_constant75_1, rsub_7);  _tensor_constant75_1 = rsub_7 = None
    add_10 = torch.ops.aten.add.Tensor(mul_27, 1);  mul_27 = None
    mul_28 = torch.ops.aten.mul.Tensor(sigmoid_7, add_10);  sigmoid_7 = add_10 = None
    mul_29 = torch.ops.aten.mul.Tensor(getitem_60, mul_28);  getitem_60 = mul_28 = None
    _tensor_constant76 = self._tensor_constant76
    _param_constant21 = self._param_constant21
    convolution_backward_13 = torch.ops.aten.convolution_backward.default(mul_29, _tensor_constant76, _param_constant21, [2], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  mul_29 = _tensor_constant76 = _param_constant21 = None
    getitem_63 = convolution_backward_13[0]
    getitem_64 = convolution_backward_13[1]
    getitem_65 = convolution_backward_13[2];  convolution_backward_13 = None
    expand_3 = torch.ops.aten.expand.default(getitem_63, [2, 48, 4, 4]);  getitem_63 = None
    div_3 = torch.ops.aten.div.Scalar(expand_3, 16);  expand_3 = None
    add_11 = torch.ops.aten.add.Tensor(mul_25, div_3);  mul_25 = div_3 = None
    _tensor_constant77 = self._tensor_constant77
    sigmoid_8 = torch.ops.aten.sigmoid.default(_tensor_constant77);  _tensor_constant77 = None
    rsub_8 = torch.ops.aten.rsub.Scalar(sigmoid_8, 1)
    _tensor_constant77_1 = self._tensor_constant77
    mul_30 = torch.ops.aten.mul.Tensor(_tensor_constant77_1, rsub_8);  _tensor_constant77_1 = rsub_8 = None
    add_12 = torch.ops.aten.add.Tensor(mul_30, 1);  mul_30 = None
    mul_31 = torch.ops.aten.mul.Tensor(sigmoid_8, add_12);  sigmoid_8 = add_12 = None
    mul_32 = torch.ops.aten.mul.Tensor(add_11, mul_31);  add_11 = mul_31 = None
    _tensor_constant78 = self._tensor_constant78
    _param_constant22 = self._param_constant22
    _tensor_constant79 = self._tensor_constant79
    _tensor_constant80 = self._tensor_constant80
    _tensor_constant81 = self._tensor_constant81
    _tensor_constant82 = self._tensor_constant82
    native_batch_norm_backward_8 = torch.ops.aten.native_batch_norm_backward.default(mul_32, _tensor_constant78, _param_constant22, _tensor_constant79, _tensor_constant80, _tensor_constant81, _tensor_constant82, True, 0.001, [True, True, True]);  mul_32 = _tensor_constant78 = _param_constant22 = _tensor_constant79 = _tensor_constant80 = _tensor_constant81 = _tensor_constant82 = None
    getitem_66 = native_batch_norm_backward_8[0]
    getitem_67 = native_batch_norm_backward_8[1]
    getitem_68 = native_batch_norm_backward_8[2];  native_batch_norm_backward_8 = None
    _tensor_constant83 = self._tensor_constant83
    _param_constant23 = self._param_constant23
    convolution_backward_14 = torch.ops.aten.convolution_backward.default(getitem_66, _tensor_constant83, _param_constant23, [0], [2, 2], [0, 0], [1, 1], False, [0, 0], 48, [True, True, False]);  getitem_66 = _tensor_constant83 = _param_constant23 = None
    getitem_69 = convolution_backward_14[0]
    getitem_70 = convolution_backward_14[1]
    getitem_71 = convolution_backward_14[2];  convolution_backward_14 = getitem_71 = None
    constant_pad_nd_2 = torch.ops.aten.constant_pad_nd.default(getitem_69, [-1, -1, -1, -1]);  getitem_69 = None
    _tensor_constant84 = self._tensor_constant84
    sigmoid_9 = torch.ops.aten.sigmoid.default(_tensor_constant84);  _tensor_constant84 = None
    rsub_9 = torch.ops.aten.rsub.Scalar(sigmoid_9, 1)
    _tensor_constant84_1 = self._tensor_constant84
    mul_33 = torch.ops.aten.mul.Tensor(_tensor_constant84_1, rsub_9);  _tensor_constant84_1 = rsub_9 = None
    add_13 = torch.ops.aten.add.Tensor(mul_33, 1);  mul_33 = None
    mul_34 = torch.ops.aten.mul.Tensor(sigmoid_9, add_13);  sigmoid_9 = add_13 = None
    mul_35 = torch.ops.aten.mul.Tensor(constant_pad_nd_2, mul_34);  constant_pad_nd_2 = mul_34 = None
    _tensor_constant85 = self._tensor_constant85
    _param_constant24 = self._param_constant24
    _tensor_constant86 = self._tensor_constant86
    _tensor_constant87 = self._tensor_constant87
    _tensor_constant88 = self._tensor_constant88
    _tensor_constant89 = self._tensor_constant89
    native_batch_norm_backward_9 = torch.ops.aten.native_batch_norm_backward.default(mul_35, _tensor_constant85, _param_constant24, _tensor_constant86, _tensor_constant87, _tensor_constant88, _tensor_constant89, True, 0.001, [True, True, True]);  mul_35 = _tensor_constant85 = _param_constant24 = _tensor_constant86 = _tensor_constant87 = _tensor_constant88 = _tensor_constant89 = None
    getitem_72 = native_batch_norm_backward_9[0]
    getitem_73 = native_batch_norm_backward_9[1]
    getitem_74 = native_batch_norm_backward_9[2];  native_batch_norm_backward_9 = None
    _tensor_constant90 = self._tensor_constant90
    _param_constant25 = self._param_constant25
    convolution_backward_15 = torch.ops.aten.convolution_backward.default(getitem_72, _tensor_constant90, _param_constant25, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_72 = _tensor_constant90 = _param_constant25 = None
    getitem_75 = convolution_backward_15[0]
    getitem_76 = convolution_backward_15[1]
    getitem_77 = convolution_backward_15[2];  convolution_backward_15 = getitem_77 = None
    _tensor_constant91 = self._tensor_constant91
    _param_constant26 = self._param_constant26
    _tensor_constant92 = self._tensor_constant92
    _tensor_constant93 = self._tensor_constant93
    _tensor_constant94 = self._tensor_constant94
    _tensor_constant95 = self._tensor_constant95
    native_batch_norm_backward_10 = torch.ops.aten.native_batch_norm_backward.default(getitem_75, _tensor_constant91, _param_constant26, _tensor_constant92, _tensor_constant93, _tensor_constant94, _tensor_constant95, True, 0.001, [True, True, True]);  getitem_75 = _tensor_constant91 = _param_constant26 = _tensor_constant92 = _tensor_constant93 = _tensor_constant94 = _tensor_constant95 = None
    getitem_78 = native_batch_norm_backward_10[0]
    getitem_79 = native_batch_norm_backward_10[1]
    getitem_80 = native_batch_norm_backward_10[2];  native_batch_norm_backward_10 = None
    _tensor_constant96 = self._tensor_constant96
    _param_constant27 = self._param_constant27
    convolution_backward_16 = torch.ops.aten.convolution_backward.default(getitem_78, _tensor_constant96, _param_constant27, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_78 = _tensor_constant96 = _param_constant27 = None
    getitem_81 = convolution_backward_16[0]
    getitem_82 = convolution_backward_16[1]
    getitem_83 = convolution_backward_16[2];  convolution_backward_16 = getitem_83 = None
    _tensor_constant97 = self._tensor_constant97
    mul_36 = torch.ops.aten.mul.Tensor(getitem_81, _tensor_constant97);  _tensor_constant97 = None
    _tensor_constant98 = self._tensor_constant98
    mul_37 = torch.ops.aten.mul.Tensor(getitem_81, _tensor_constant98);  getitem_81 = _tensor_constant98 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(mul_37, [2, 3], True);  mul_37 = None
    _tensor_constant99 = self._tensor_constant99
    detach_4 = torch.ops.aten.detach.default(_tensor_constant99);  _tensor_constant99 = None
    sigmoid_backward_3 = torch.ops.aten.sigmoid_backward.default(sum_5, detach_4);  sum_5 = detach_4 = None
    _tensor_constant100 = self._tensor_constant100
    _param_constant28 = self._param_constant28
    convolution_backward_17 = torch.ops.aten.convolution_backward.default(sigmoid_backward_3, _tensor_constant100, _param_constant28, [8], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  sigmoid_backward_3 = _tensor_constant100 = _param_constant28 = None
    getitem_84 = convolution_backward_17[0]
    getitem_85 = convolution_backward_17[1]
    getitem_86 = convolution_backward_17[2];  convolution_backward_17 = None
    _tensor_constant101 = self._tensor_constant101
    sigmoid_10 = torch.ops.aten.sigmoid.default(_tensor_constant101);  _tensor_constant101 = None
    rsub_10 = torch.ops.aten.rsub.Scalar(sigmoid_10, 1)
    _tensor_constant101_1 = self._tensor_constant101
    mul_38 = torch.ops.aten.mul.Tensor(_tensor_constant101_1, rsub_10);  _tensor_constant101_1 = rsub_10 = None
    add_14 = torch.ops.aten.add.Tensor(mul_38, 1);  mul_38 = None
    mul_39 = torch.ops.aten.mul.Tensor(sigmoid_10, add_14);  sigmoid_10 = add_14 = None
    mul_40 = torch.ops.aten.mul.Tensor(getitem_84, mul_39);  getitem_84 = mul_39 = None
    _tensor_constant102 = self._tensor_constant102
    _param_constant29 = self._param_constant29
    convolution_backward_18 = torch.ops.aten.convolution_backward.default(mul_40, _tensor_constant102, _param_constant29, [2], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  mul_40 = _tensor_constant102 = _param_constant29 = None
    getitem_87 = convolution_backward_18[0]
    getitem_88 = convolution_backward_18[1]
    getitem_89 = convolution_backward_18[2];  convolution_backward_18 = None
    expand_4 = torch.ops.aten.expand.default(getitem_87, [2, 8, 8, 8]);  getitem_87 = None
    div_4 = torch.ops.aten.div.Scalar(expand_4, 64);  expand_4 = None
    add_15 = torch.ops.aten.add.Tensor(mul_36, div_4);  mul_36 = div_4 = None
    _tensor_constant103 = self._tensor_constant103
    sigmoid_11 = torch.ops.aten.sigmoid.default(_tensor_constant103);  _tensor_constant103 = None
    rsub_11 = torch.ops.aten.rsub.Scalar(sigmoid_11, 1)
    _tensor_constant103_1 = self._tensor_constant103
    mul_41 = torch.ops.aten.mul.Tensor(_tensor_constant103_1, rsub_11);  _tensor_constant103_1 = rsub_11 = None
    add_16 = torch.ops.aten.add.Tensor(mul_41, 1);  mul_41 = None
    mul_42 = torch.ops.aten.mul.Tensor(sigmoid_11, add_16);  sigmoid_11 = add_16 = None
    mul_43 = torch.ops.aten.mul.Tensor(add_15, mul_42);  add_15 = mul_42 = None
    _tensor_constant104 = self._tensor_constant104
    _param_constant30 = self._param_constant30
    _tensor_constant105 = self._tensor_constant105
    _tensor_constant106 = self._tensor_constant106
    _tensor_constant107 = self._tensor_constant107
    _tensor_constant108 = self._tensor_constant108
    native_batch_norm_backward_11 = torch.ops.aten.native_batch_norm_backward.default(mul_43, _tensor_constant104, _param_constant30, _tensor_constant105, _tensor_constant106, _tensor_constant107, _tensor_constant108, True, 0.001, [True, True, True]);  mul_43 = _tensor_constant104 = _param_constant30 = _tensor_constant105 = _tensor_constant106 = _tensor_constant107 = _tensor_constant108 = None
    getitem_90 = native_batch_norm_backward_11[0]
    getitem_91 = native_batch_norm_backward_11[1]
    getitem_92 = native_batch_norm_backward_11[2];  native_batch_norm_backward_11 = None
    _tensor_constant109 = self._tensor_constant109
    _param_constant31 = self._param_constant31
    convolution_backward_19 = torch.ops.aten.convolution_backward.default(getitem_90, _tensor_constant109, _param_constant31, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 8, [True, True, False]);  getitem_90 = _tensor_constant109 = _param_constant31 = None
    getitem_93 = convolution_backward_19[0]
    getitem_94 = convolution_backward_19[1]
    getitem_95 = convolution_backward_19[2];  convolution_backward_19 = getitem_95 = None
    constant_pad_nd_3 = torch.ops.aten.constant_pad_nd.default(getitem_93, [-1, -1, -1, -1]);  getitem_93 = None
    _tensor_constant110 = self._tensor_constant110
    sigmoid_12 = torch.ops.aten.sigmoid.default(_tensor_constant110);  _tensor_constant110 = None
    rsub_12 = torch.ops.aten.rsub.Scalar(sigmoid_12, 1)
    _tensor_constant110_1 = self._tensor_constant110
    mul_44 = torch.ops.aten.mul.Tensor(_tensor_constant110_1, rsub_12);  _tensor_constant110_1 = rsub_12 = None
    add_17 = torch.ops.aten.add.Tensor(mul_44, 1);  mul_44 = None
    mul_45 = torch.ops.aten.mul.Tensor(sigmoid_12, add_17);  sigmoid_12 = add_17 = None
    mul_46 = torch.ops.aten.mul.Tensor(constant_pad_nd_3, mul_45);  constant_pad_nd_3 = mul_45 = None
    _tensor_constant111 = self._tensor_constant111
    _param_constant32 = self._param_constant32
    _tensor_constant112 = self._tensor_constant112
    _tensor_constant113 = self._tensor_constant113
    _tensor_constant114 = self._tensor_constant114
    _tensor_constant115 = self._tensor_constant115
    native_batch_norm_backward_12 = torch.ops.aten.native_batch_norm_backward.default(mul_46, _tensor_constant111, _param_constant32, _tensor_constant112, _tensor_constant113, _tensor_constant114, _tensor_constant115, True, 0.001, [True, True, True]);  mul_46 = _tensor_constant111 = _param_constant32 = _tensor_constant112 = _tensor_constant113 = _tensor_constant114 = _tensor_constant115 = None
    getitem_96 = native_batch_norm_backward_12[0]
    getitem_97 = native_batch_norm_backward_12[1]
    getitem_98 = native_batch_norm_backward_12[2];  native_batch_norm_backward_12 = None
    _tensor_constant116 = self._tensor_constant116
    _param_constant33 = self._param_constant33
    convolution_backward_20 = torch.ops.aten.convolution_backward.default(getitem_96, _tensor_constant116, _param_constant33, [0], [2, 2], [0, 0], [1, 1], False, [0, 0], 1, [False, True, False]);  getitem_96 = _tensor_constant116 = _param_constant33 = None
    getitem_99 = convolution_backward_20[0];  getitem_99 = None
    getitem_100 = convolution_backward_20[1]
    getitem_101 = convolution_backward_20[2];  convolution_backward_20 = getitem_101 = None
    return (getitem_100, getitem_97, getitem_98, getitem_94, getitem_91, getitem_92, getitem_88, getitem_89, getitem_85, getitem_86, getitem_82, getitem_79, getitem_80, getitem_76, getitem_73, getitem_74, getitem_70, getitem_67, getitem_68, getitem_64, getitem_65, getitem_61, getitem_62, getitem_58, getitem_55, getitem_56, getitem_52, getitem_49, getitem_50, getitem_46, getitem_43, getitem_44, getitem_40, getitem_41, getitem_37, getitem_38, getitem_34, getitem_31, getitem_32, getitem_28, getitem_25, getitem_26, getitem_22, getitem_19, getitem_20, getitem_16, getitem_17, getitem_13, getitem_14, getitem_10, getitem_7, getitem_8, getitem_4, getitem_1, getitem_2, t_3, view)
    