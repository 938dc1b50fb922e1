


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
    select = torch.ops.aten.select.int(_tensor_constant4, 0, 0);  _tensor_constant4 = None
    _tensor_constant4_1 = self._tensor_constant4
    select_1 = torch.ops.aten.select.int(_tensor_constant4_1, 0, 1);  _tensor_constant4_1 = None
    detach_1 = torch.ops.aten.detach.default(_log_softmax_backward_data)
    div_ = torch.ops.aten.div_.Tensor(detach_1, select);  detach_1 = select = div_ = None
    detach_2 = torch.ops.aten.detach.default(_log_softmax_backward_data);  _log_softmax_backward_data = None
    _tensor_constant5 = self._tensor_constant5
    mm = torch.ops.aten.mm.default(detach_2, _tensor_constant5);  detach_2 = _tensor_constant5 = None
    _tensor_constant6 = self._tensor_constant6
    view = torch.ops.aten.view.default(_tensor_constant6, [-1]);  _tensor_constant6 = None
    _tensor_constant5_1 = self._tensor_constant5
    index_select = torch.ops.aten.index_select.default(_tensor_constant5_1, 0, view);  _tensor_constant5_1 = view = None
    mul_ = torch.ops.aten.mul_.Tensor(index_select, select_1);  index_select = None
    rsub = torch.ops.aten.rsub.Scalar(select_1, 1);  select_1 = None
    _tensor_constant7 = self._tensor_constant7
    mul = torch.ops.aten.mul.Tensor(_tensor_constant7, rsub);  _tensor_constant7 = rsub = None
    add_ = torch.ops.aten.add_.Tensor(mul_, mul);  mul_ = mul = None
    pow_1 = torch.ops.aten.pow.Tensor_Scalar(add_, 2)
    sum_1 = torch.ops.aten.sum.dim_IntList(pow_1, [1], True);  pow_1 = None
    pow_2 = torch.ops.aten.pow.Tensor_Scalar(sum_1, 0.5);  sum_1 = None
    div = torch.ops.aten.div.Tensor(add_, pow_2);  add_ = pow_2 = None
    _tensor_constant5_2 = self._tensor_constant5
    _tensor_constant6_1 = self._tensor_constant6
    index_copy_ = torch.ops.aten.index_copy_.default(_tensor_constant5_2, 0, _tensor_constant6_1, div);  _tensor_constant5_2 = _tensor_constant6_1 = div = index_copy_ = None
    _tensor_constant8 = self._tensor_constant8
    _tensor_constant9 = self._tensor_constant9
    div_1 = torch.ops.aten.div.Tensor(_tensor_constant8, _tensor_constant9);  _tensor_constant8 = _tensor_constant9 = None
    _tensor_constant9_1 = self._tensor_constant9
    div_2 = torch.ops.aten.div.Tensor(div_1, _tensor_constant9_1);  div_1 = _tensor_constant9_1 = None
    neg = torch.ops.aten.neg.default(mm)
    mul_1 = torch.ops.aten.mul.Tensor(neg, div_2);  neg = div_2 = None
    _tensor_constant9_2 = self._tensor_constant9
    div_3 = torch.ops.aten.div.Tensor(mm, _tensor_constant9_2);  mm = _tensor_constant9_2 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(mul_1, [1], True);  mul_1 = None
    _tensor_constant10 = self._tensor_constant10
    pow_3 = torch.ops.aten.pow.Tensor_Scalar(_tensor_constant10, -0.5);  _tensor_constant10 = None
    mul_2 = torch.ops.aten.mul.Scalar(pow_3, 0.5);  pow_3 = None
    mul_3 = torch.ops.aten.mul.Tensor(sum_2, mul_2);  sum_2 = mul_2 = None
    expand = torch.ops.aten.expand.default(mul_3, [4, 8]);  mul_3 = None
    _tensor_constant8_1 = self._tensor_constant8
    pow_4 = torch.ops.aten.pow.Tensor_Scalar(_tensor_constant8_1, 1.0);  _tensor_constant8_1 = None
    mul_4 = torch.ops.aten.mul.Scalar(pow_4, 2.0);  pow_4 = None
    mul_5 = torch.ops.aten.mul.Tensor(expand, mul_4);  expand = mul_4 = None
    add = torch.ops.aten.add.Tensor(div_3, mul_5);  div_3 = mul_5 = None
    _tensor_constant11 = self._tensor_constant11
    t = torch.ops.aten.t.default(_tensor_constant11);  _tensor_constant11 = None
    mm_1 = torch.ops.aten.mm.default(add, t);  t = None
    t_1 = torch.ops.aten.t.default(add)
    _tensor_constant12 = self._tensor_constant12
    mm_2 = torch.ops.aten.mm.default(t_1, _tensor_constant12);  t_1 = _tensor_constant12 = None
    t_2 = torch.ops.aten.t.default(mm_2);  mm_2 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(add, [0], True);  add = None
    view_1 = torch.ops.aten.view.default(sum_3, [8]);  sum_3 = None
    t_3 = torch.ops.aten.t.default(t_2);  t_2 = None
    view_2 = torch.ops.aten.view.default(mm_1, [4, 32, 1, 1]);  mm_1 = None
    _tensor_constant13 = self._tensor_constant13
    avg_pool2d_backward = torch.ops.aten.avg_pool2d_backward.default(view_2, _tensor_constant13, [4, 4], [], [0, 0], False, True, None);  view_2 = _tensor_constant13 = None
    _tensor_constant14 = self._tensor_constant14
    detach_3 = torch.ops.aten.detach.default(_tensor_constant14);  _tensor_constant14 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(avg_pool2d_backward, detach_3, 0);  avg_pool2d_backward = detach_3 = None
    _tensor_constant15 = self._tensor_constant15
    _param_constant0 = self._param_constant0
    _tensor_constant16 = self._tensor_constant16
    _tensor_constant17 = self._tensor_constant17
    _tensor_constant18 = self._tensor_constant18
    _tensor_constant19 = self._tensor_constant19
    native_batch_norm_backward = torch.ops.aten.native_batch_norm_backward.default(threshold_backward, _tensor_constant15, _param_constant0, _tensor_constant16, _tensor_constant17, _tensor_constant18, _tensor_constant19, True, 1e-05, [True, True, True]);  _tensor_constant15 = _param_constant0 = _tensor_constant16 = _tensor_constant17 = _tensor_constant18 = _tensor_constant19 = None
    getitem = native_batch_norm_backward[0]
    getitem_1 = native_batch_norm_backward[1]
    getitem_2 = native_batch_norm_backward[2];  native_batch_norm_backward = None
    _tensor_constant20 = self._tensor_constant20
    _param_constant1 = self._param_constant1
    convolution_backward = torch.ops.aten.convolution_backward.default(getitem, _tensor_constant20, _param_constant1, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem = _tensor_constant20 = _param_constant1 = None
    getitem_3 = convolution_backward[0]
    getitem_4 = convolution_backward[1]
    getitem_5 = convolution_backward[2];  convolution_backward = getitem_5 = None
    _tensor_constant21 = self._tensor_constant21
    detach_4 = torch.ops.aten.detach.default(_tensor_constant21);  _tensor_constant21 = None
    threshold_backward_1 = torch.ops.aten.threshold_backward.default(getitem_3, detach_4, 0);  getitem_3 = detach_4 = None
    _tensor_constant22 = self._tensor_constant22
    _param_constant2 = self._param_constant2
    _tensor_constant23 = self._tensor_constant23
    _tensor_constant24 = self._tensor_constant24
    _tensor_constant25 = self._tensor_constant25
    _tensor_constant26 = self._tensor_constant26
    native_batch_norm_backward_1 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_1, _tensor_constant22, _param_constant2, _tensor_constant23, _tensor_constant24, _tensor_constant25, _tensor_constant26, True, 1e-05, [True, True, True]);  threshold_backward_1 = _tensor_constant22 = _param_constant2 = _tensor_constant23 = _tensor_constant24 = _tensor_constant25 = _tensor_constant26 = None
    getitem_6 = native_batch_norm_backward_1[0]
    getitem_7 = native_batch_norm_backward_1[1]
    getitem_8 = native_batch_norm_backward_1[2];  native_batch_norm_backward_1 = None
    _tensor_constant27 = self._tensor_constant27
    _param_constant3 = self._param_constant3
    convolution_backward_1 = torch.ops.aten.convolution_backward.default(getitem_6, _tensor_constant27, _param_constant3, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_6 = _tensor_constant27 = _param_constant3 = None
    getitem_9 = convolution_backward_1[0]
    getitem_10 = convolution_backward_1[1]
    getitem_11 = convolution_backward_1[2];  convolution_backward_1 = getitem_11 = None
    add_1 = torch.ops.aten.add.Tensor(threshold_backward, getitem_9);  threshold_backward = getitem_9 = None
    _tensor_constant28 = self._tensor_constant28
    detach_5 = torch.ops.aten.detach.default(_tensor_constant28);  _tensor_constant28 = None
    threshold_backward_2 = torch.ops.aten.threshold_backward.default(add_1, detach_5, 0);  add_1 = detach_5 = None
    _tensor_constant29 = self._tensor_constant29
    _param_constant4 = self._param_constant4
    _tensor_constant30 = self._tensor_constant30
    _tensor_constant31 = self._tensor_constant31
    _tensor_constant32 = self._tensor_constant32
    _tensor_constant33 = self._tensor_constant33
    native_batch_norm_backward_2 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_2, _tensor_constant29, _param_constant4, _tensor_constant30, _tensor_constant31, _tensor_constant32, _tensor_constant33, True, 1e-05, [True, True, True]);  _tensor_constant29 = _param_constant4 = _tensor_constant30 = _tensor_constant31 = _tensor_constant32 = _tensor_constant33 = None
    getitem_12 = native_batch_norm_backward_2[0]
    getitem_13 = native_batch_norm_backward_2[1]
    getitem_14 = native_batch_norm_backward_2[2];  native_batch_norm_backward_2 = None
    _tensor_constant34 = self._tensor_constant34
    _param_constant5 = self._param_constant5
    convolution_backward_2 = torch.ops.aten.convolution_backward.default(getitem_12, _tensor_constant34, _param_constant5, [0], [2, 2], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_12 = _tensor_constant34 = _param_constant5 = None
    getitem_15 = convolution_backward_2[0]
    getitem_16 = convolution_backward_2[1]
    getitem_17 = convolution_backward_2[2];  convolution_backward_2 = getitem_17 = None
    _tensor_constant35 = self._tensor_constant35
    _param_constant6 = self._param_constant6
    _tensor_constant36 = self._tensor_constant36
    _tensor_constant37 = self._tensor_constant37
    _tensor_constant38 = self._tensor_constant38
    _tensor_constant39 = self._tensor_constant39
    native_batch_norm_backward_3 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_2, _tensor_constant35, _param_constant6, _tensor_constant36, _tensor_constant37, _tensor_constant38, _tensor_constant39, True, 1e-05, [True, True, True]);  threshold_backward_2 = _tensor_constant35 = _param_constant6 = _tensor_constant36 = _tensor_constant37 = _tensor_constant38 = _tensor_constant39 = None
    getitem_18 = native_batch_norm_backward_3[0]
    getitem_19 = native_batch_norm_backward_3[1]
    getitem_20 = native_batch_norm_backward_3[2];  native_batch_norm_backward_3 = None
    _tensor_constant40 = self._tensor_constant40
    _param_constant7 = self._param_constant7
    convolution_backward_3 = torch.ops.aten.convolution_backward.default(getitem_18, _tensor_constant40, _param_constant7, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_18 = _tensor_constant40 = _param_constant7 = None
    getitem_21 = convolution_backward_3[0]
    getitem_22 = convolution_backward_3[1]
    getitem_23 = convolution_backward_3[2];  convolution_backward_3 = getitem_23 = None
    _tensor_constant41 = self._tensor_constant41
    detach_6 = torch.ops.aten.detach.default(_tensor_constant41);  _tensor_constant41 = None
    threshold_backward_3 = torch.ops.aten.threshold_backward.default(getitem_21, detach_6, 0);  getitem_21 = detach_6 = None
    _tensor_constant42 = self._tensor_constant42
    _param_constant8 = self._param_constant8
    _tensor_constant43 = self._tensor_constant43
    _tensor_constant44 = self._tensor_constant44
    _tensor_constant45 = self._tensor_constant45
    _tensor_constant46 = self._tensor_constant46
    native_batch_norm_backward_4 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_3, _tensor_constant42, _param_constant8, _tensor_constant43, _tensor_constant44, _tensor_constant45, _tensor_constant46, True, 1e-05, [True, True, True]);  threshold_backward_3 = _tensor_constant42 = _param_constant8 = _tensor_constant43 = _tensor_constant44 = _tensor_constant45 = _tensor_constant46 = None
    getitem_24 = native_batch_norm_backward_4[0]
    getitem_25 = native_batch_norm_backward_4[1]
    getitem_26 = native_batch_norm_backward_4[2];  native_batch_norm_backward_4 = None
    _tensor_constant34_1 = self._tensor_constant34
    _param_constant9 = self._param_constant9
    convolution_backward_4 = torch.ops.aten.convolution_backward.default(getitem_24, _tensor_constant34_1, _param_constant9, [0], [2, 2], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_24 = _tensor_constant34_1 = _param_constant9 = None
    getitem_27 = convolution_backward_4[0]
    getitem_28 = convolution_backward_4[1]
    getitem_29 = convolution_backward_4[2];  convolution_backward_4 = getitem_29 = None
    add_2 = torch.ops.aten.add.Tensor(getitem_15, getitem_27);  getitem_15 = getitem_27 = None
    _tensor_constant47 = self._tensor_constant47
    detach_7 = torch.ops.aten.detach.default(_tensor_constant47);  _tensor_constant47 = None
    threshold_backward_4 = torch.ops.aten.threshold_backward.default(add_2, detach_7, 0);  add_2 = detach_7 = None
    _tensor_constant48 = self._tensor_constant48
    _param_constant10 = self._param_constant10
    _tensor_constant49 = self._tensor_constant49
    _tensor_constant50 = self._tensor_constant50
    _tensor_constant51 = self._tensor_constant51
    _tensor_constant52 = self._tensor_constant52
    native_batch_norm_backward_5 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_4, _tensor_constant48, _param_constant10, _tensor_constant49, _tensor_constant50, _tensor_constant51, _tensor_constant52, True, 1e-05, [True, True, True]);  _tensor_constant48 = _param_constant10 = _tensor_constant49 = _tensor_constant50 = _tensor_constant51 = _tensor_constant52 = None
    getitem_30 = native_batch_norm_backward_5[0]
    getitem_31 = native_batch_norm_backward_5[1]
    getitem_32 = native_batch_norm_backward_5[2];  native_batch_norm_backward_5 = None
    _tensor_constant53 = self._tensor_constant53
    _param_constant11 = self._param_constant11
    convolution_backward_5 = torch.ops.aten.convolution_backward.default(getitem_30, _tensor_constant53, _param_constant11, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_30 = _tensor_constant53 = _param_constant11 = None
    getitem_33 = convolution_backward_5[0]
    getitem_34 = convolution_backward_5[1]
    getitem_35 = convolution_backward_5[2];  convolution_backward_5 = getitem_35 = None
    _tensor_constant54 = self._tensor_constant54
    detach_8 = torch.ops.aten.detach.default(_tensor_constant54);  _tensor_constant54 = None
    threshold_backward_5 = torch.ops.aten.threshold_backward.default(getitem_33, detach_8, 0);  getitem_33 = detach_8 = None
    _tensor_constant55 = self._tensor_constant55
    _param_constant12 = self._param_constant12
    _tensor_constant56 = self._tensor_constant56
    _tensor_constant57 = self._tensor_constant57
    _tensor_constant58 = self._tensor_constant58
    _tensor_constant59 = self._tensor_constant59
    native_batch_norm_backward_6 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_5, _tensor_constant55, _param_constant12, _tensor_constant56, _tensor_constant57, _tensor_constant58, _tensor_constant59, True, 1e-05, [True, True, True]);  threshold_backward_5 = _tensor_constant55 = _param_constant12 = _tensor_constant56 = _tensor_constant57 = _tensor_constant58 = _tensor_constant59 = None
    getitem_36 = native_batch_norm_backward_6[0]
    getitem_37 = native_batch_norm_backward_6[1]
    getitem_38 = native_batch_norm_backward_6[2];  native_batch_norm_backward_6 = None
    _tensor_constant60 = self._tensor_constant60
    _param_constant13 = self._param_constant13
    convolution_backward_6 = torch.ops.aten.convolution_backward.default(getitem_36, _tensor_constant60, _param_constant13, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_36 = _tensor_constant60 = _param_constant13 = None
    getitem_39 = convolution_backward_6[0]
    getitem_40 = convolution_backward_6[1]
    getitem_41 = convolution_backward_6[2];  convolution_backward_6 = getitem_41 = None
    add_3 = torch.ops.aten.add.Tensor(threshold_backward_4, getitem_39);  threshold_backward_4 = getitem_39 = None
    _tensor_constant61 = self._tensor_constant61
    detach_9 = torch.ops.aten.detach.default(_tensor_constant61);  _tensor_constant61 = None
    threshold_backward_6 = torch.ops.aten.threshold_backward.default(add_3, detach_9, 0);  add_3 = detach_9 = None
    _tensor_constant62 = self._tensor_constant62
    _param_constant14 = self._param_constant14
    _tensor_constant63 = self._tensor_constant63
    _tensor_constant64 = self._tensor_constant64
    _tensor_constant65 = self._tensor_constant65
    _tensor_constant66 = self._tensor_constant66
    native_batch_norm_backward_7 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_6, _tensor_constant62, _param_constant14, _tensor_constant63, _tensor_constant64, _tensor_constant65, _tensor_constant66, True, 1e-05, [True, True, True]);  _tensor_constant62 = _param_constant14 = _tensor_constant63 = _tensor_constant64 = _tensor_constant65 = _tensor_constant66 = None
    getitem_42 = native_batch_norm_backward_7[0]
    getitem_43 = native_batch_norm_backward_7[1]
    getitem_44 = native_batch_norm_backward_7[2];  native_batch_norm_backward_7 = None
    _tensor_constant67 = self._tensor_constant67
    _param_constant15 = self._param_constant15
    convolution_backward_7 = torch.ops.aten.convolution_backward.default(getitem_42, _tensor_constant67, _param_constant15, [0], [2, 2], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_42 = _tensor_constant67 = _param_constant15 = None
    getitem_45 = convolution_backward_7[0]
    getitem_46 = convolution_backward_7[1]
    getitem_47 = convolution_backward_7[2];  convolution_backward_7 = getitem_47 = None
    _tensor_constant68 = self._tensor_constant68
    _param_constant16 = self._param_constant16
    _tensor_constant69 = self._tensor_constant69
    _tensor_constant70 = self._tensor_constant70
    _tensor_constant71 = self._tensor_constant71
    _tensor_constant72 = self._tensor_constant72
    native_batch_norm_backward_8 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_6, _tensor_constant68, _param_constant16, _tensor_constant69, _tensor_constant70, _tensor_constant71, _tensor_constant72, True, 1e-05, [True, True, True]);  threshold_backward_6 = _tensor_constant68 = _param_constant16 = _tensor_constant69 = _tensor_constant70 = _tensor_constant71 = _tensor_constant72 = None
    getitem_48 = native_batch_norm_backward_8[0]
    getitem_49 = native_batch_norm_backward_8[1]
    getitem_50 = native_batch_norm_backward_8[2];  native_batch_norm_backward_8 = None
    _tensor_constant73 = self._tensor_constant73
    _param_constant17 = self._param_constant17
    convolution_backward_8 = torch.ops.aten.convolution_backward.default(getitem_48, _tensor_constant73, _param_constant17, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_48 = _tensor_constant73 = _param_constant17 = None
    getitem_51 = convolution_backward_8[0]
    getitem_52 = convolution_backward_8[1]
    getitem_53 = convolution_backward_8[2];  convolution_backward_8 = getitem_53 = None
    _tensor_constant74 = self._tensor_constant74
    detach_10 = torch.ops.aten.detach.default(_tensor_constant74);  _tensor_constant74 = None
    threshold_backward_7 = torch.ops.aten.threshold_backward.default(getitem_51, detach_10, 0);  getitem_51 = detach_10 = None
    _tensor_constant75 = self._tensor_constant75
    _param_constant18 = self._param_constant18
    _tensor_constant76 = self._tensor_constant76
    _tensor_constant77 = self._tensor_constant77
    _tensor_constant78 = self._tensor_constant78
    _tensor_constant79 = self._tensor_constant79
    native_batch_norm_backward_9 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_7, _tensor_constant75, _param_constant18, _tensor_constant76, _tensor_constant77, _tensor_constant78, _tensor_constant79, True, 1e-05, [True, True, True]);  threshold_backward_7 = _tensor_constant75 = _param_constant18 = _tensor_constant76 = _tensor_constant77 = _tensor_constant78 = _tensor_constant79 = None
    getitem_54 = native_batch_norm_backward_9[0]
    getitem_55 = native_batch_norm_backward_9[1]
    getitem_56 = native_batch_norm_backward_9[2];  native_batch_norm_backward_9 = None
    _tensor_constant67_1 = self._tensor_constant67
    _param_constant19 = self._param_constant19
    convolution_backward_9 = torch.ops.aten.convolution_backward.default(getitem_54, _tensor_constant67_1, _param_constant19, [0], [2, 2], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_54 = _tensor_constant67_1 = _param_constant19 = None
    getitem_57 = convolution_backward_9[0]
    getitem_58 = convolution_backward_9[1]
    getitem_59 = convolution_backward_9[2];  convolution_backward_9 = getitem_59 = None
    add_4 = torch.ops.aten.add.Tensor(getitem_45, getitem_57);  getitem_45 = getitem_57 = None
    _tensor_constant80 = self._tensor_constant80
    detach_11 = torch.ops.aten.detach.default(_tensor_constant80);  _tensor_constant80 = None
    threshold_backward_8 = torch.ops.aten.threshold_backward.default(add_4, detach_11, 0);  add_4 = detach_11 = None
    _tensor_constant81 = self._tensor_constant81
    _param_constant20 = self._param_constant20
    _tensor_constant82 = self._tensor_constant82
    _tensor_constant83 = self._tensor_constant83
    _tensor_constant84 = self._tensor_constant84
    _tensor_constant85 = self._tensor_constant85
    native_batch_norm_backward_10 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_8, _tensor_constant81, _param_constant20, _tensor_constant82, _tensor_constant83, _tensor_constant84, _tensor_constant85, True, 1e-05, [True, True, True]);  _tensor_constant81 = _param_constant20 = _tensor_constant82 = _tensor_constant83 = _tensor_constant84 = _tensor_constant85 = None
    getitem_60 = native_batch_norm_backward_10[0]
    getitem_61 = native_batch_norm_backward_10[1]
    getitem_62 = native_batch_norm_backward_10[2];  native_batch_norm_backward_10 = None
    _tensor_constant86 = self._tensor_constant86
    _param_constant21 = self._param_constant21
    convolution_backward_10 = torch.ops.aten.convolution_backward.default(getitem_60, _tensor_constant86, _param_constant21, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_60 = _tensor_constant86 = _param_constant21 = None
    getitem_63 = convolution_backward_10[0]
    getitem_64 = convolution_backward_10[1]
    getitem_65 = convolution_backward_10[2];  convolution_backward_10 = getitem_65 = None
    _tensor_constant87 = self._tensor_constant87
    detach_12 = torch.ops.aten.detach.default(_tensor_constant87);  _tensor_constant87 = None
    threshold_backward_9 = torch.ops.aten.threshold_backward.default(getitem_63, detach_12, 0);  getitem_63 = detach_12 = None
    _tensor_constant88 = self._tensor_constant88
    _param_constant22 = self._param_constant22
    _tensor_constant89 = self._tensor_constant89
    _tensor_constant90 = self._tensor_constant90
    _tensor_constant91 = self._tensor_constant91
    _tensor_constant92 = self._tensor_constant92
    native_batch_norm_backward_11 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_9, _tensor_constant88, _param_constant22, _tensor_constant89, _tensor_constant90, _tensor_constant91, _tensor_constant92, True, 1e-05, [True, True, True]);  threshold_backward_9 = _tensor_constant88 = _param_constant22 = _tensor_constant89 = _tensor_constant90 = _tensor_constant91 = _tensor_constant92 = None
    getitem_66 = native_batch_norm_backward_11[0]
    getitem_67 = native_batch_norm_backward_11[1]
    getitem_68 = native_batch_norm_backward_11[2];  native_batch_norm_backward_11 = None
    _tensor_constant93 = self._tensor_constant93
    _param_constant23 = self._param_constant23
    convolution_backward_11 = torch.ops.aten.convolution_backward.default(getitem_66, _tensor_constant93, _param_constant23, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_66 = _tensor_constant93 = _param_constant23 = None
    getitem_69 = convolution_backward_11[0]
    getitem_70 = convolution_backward_11[1]
    getitem_71 = convolution_backward_11[2];  convolution_backward_11 = getitem_71 = None
    add_5 = torch.ops.aten.add.Tensor(threshold_backward_8, getitem_69);  threshold_backward_8 = getitem_69 = None
    _tensor_constant94 = self._tensor_constant94
    detach_13 = torch.ops.aten.detach.default(_tensor_constant94);  _tensor_constant94 = None
    threshold_backward_10 = torch.ops.aten.threshold_backward.default(add_5, detach_13, 0);  add_5 = detach_13 = None
    _tensor_constant95 = self._tensor_constant95
    _param_constant24 = self._param_constant24
    _tensor_constant96 = self._tensor_constant96
    _tensor_constant97 = self._tensor_constant97
    _tensor_constant98 = self._tensor_constant98
    _tensor_constant99 = self._tensor_constant99
    native_batch_norm_backward_12 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_10, _tensor_constant95, _param_constant24, _tensor_constant96, _tensor_constant97, _tensor_constant98, _tensor_constant99, True, 1e-05, [True, True, True]);  _tensor_constant95 = _param_constant24 = _tensor_constant96 = _tensor_constant97 = _tensor_constant98 = _tensor_constant99 = None
    getitem_72 = native_batch_norm_backward_12[0]
    getitem_73 = native_batch_norm_backward_12[1]
    getitem_74 = native_batch_norm_backward_12[2];  native_batch_norm_backward_12 = None
    _tensor_constant100 = self._tensor_constant100
    _param_constant25 = self._param_constant25
    convolution_backward_12 = torch.ops.aten.convolution_backward.default(getitem_72, _tensor_constant100, _param_constant25, [0], [2, 2], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_72 = _tensor_constant100 = _param_constant25 = None
    getitem_75 = convolution_backward_12[0]
    getitem_76 = convolution_backward_12[1]
    getitem_77 = convolution_backward_12[2];  convolution_backward_12 = getitem_77 = None
    _tensor_constant101 = self._tensor_constant101
    _param_constant26 = self._param_constant26
    _tensor_constant102 = self._tensor_constant102
    _tensor_constant103 = self._tensor_constant103
    _tensor_constant104 = self._tensor_constant104
    _tensor_constant105 = self._tensor_constant105
    native_batch_norm_backward_13 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_10, _tensor_constant101, _param_constant26, _tensor_constant102, _tensor_constant103, _tensor_constant104, _tensor_constant105, True, 1e-05, [True, True, True]);  threshold_backward_10 = _tensor_constant101 = _param_constant26 = _tensor_constant102 = _tensor_constant103 = _tensor_constant104 = _tensor_constant105 = None
    getitem_78 = native_batch_norm_backward_13[0]
    getitem_79 = native_batch_norm_backward_13[1]
    getitem_80 = native_batch_norm_backward_13[2];  native_batch_norm_backward_13 = None
    _tensor_constant106 = self._tensor_constant106
    _param_constant27 = self._param_constant27
    convolution_backward_13 = torch.ops.aten.convolution_backward.default(getitem_78, _tensor_constant106, _param_constant27, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_78 = _tensor_constant106 = _param_constant27 = None
    getitem_81 = convolution_backward_13[0]
    getitem_82 = convolution_backward_13[1]
    getitem_83 = convolution_backward_13[2];  convolution_backward_13 = getitem_83 = None
    _tensor_constant107 = self._tensor_constant107
    detach_14 = torch.ops.aten.detach.default(_tensor_constant107);  _tensor_constant107 = None
    threshold_backward_11 = torch.ops.aten.threshold_backward.default(getitem_81, detach_14, 0);  getitem_81 = detach_14 = None
    _tensor_constant108 = self._tensor_constant108
    _param_constant28 = self._param_constant28
    _tensor_constant109 = self._tensor_constant109
    _tensor_constant110 = self._tensor_constant110
    _tensor_constant111 = self._tensor_constant111
    _tensor_constant112 = self._tensor_constant112
    native_batch_norm_backward_14 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_11, _tensor_constant108, _param_constant28, _tensor_constant109, _tensor_constant110, _tensor_constant111, _tensor_constant112, True, 1e-05, [True, True, True]);  threshold_backward_11 = _tensor_constant108 = _param_constant28 = _tensor_constant109 = _tensor_constant110 = _tensor_constant111 = _tensor_constant112 = None
    getitem_84 = native_batch_norm_backward_14[0]
    getitem_85 = native_batch_norm_backward_14[1]
    getitem_86 = native_batch_norm_backward_14[2];  native_batch_norm_backward_14 = None
    _tensor_constant100_1 = self._tensor_constant100
    _param_constant29 = self._param_constant29
    convolution_backward_14 = torch.ops.aten.convolution_backward.default(getitem_84, _tensor_constant100_1, _param_constant29, [0], [2, 2], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_84 = _tensor_constant100_1 = _param_constant29 = None
    getitem_87 = convolution_backward_14[0]
    getitem_88 = convolution_backward_14[1]
    getitem_89 = convolution_backward_14[2];  convolution_backward_14 = getitem_89 = None
    add_6 = torch.ops.aten.add.Tensor(getitem_75, getitem_87);  getitem_75 = getitem_87 = None
    _tensor_constant113 = self._tensor_constant113
    detach_15 = torch.ops.aten.detach.default(_tensor_constant113);  _tensor_constant113 = None
    threshold_backward_12 = torch.ops.aten.threshold_backward.default(add_6, detach_15, 0);  add_6 = detach_15 = None
    _tensor_constant114 = self._tensor_constant114
    _param_constant30 = self._param_constant30
    _tensor_constant115 = self._tensor_constant115
    _tensor_constant116 = self._tensor_constant116
    _tensor_constant117 = self._tensor_constant117
    _tensor_constant118 = self._tensor_constant118
    native_batch_norm_backward_15 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_12, _tensor_constant114, _param_constant30, _tensor_constant115, _tensor_constant116, _tensor_constant117, _tensor_constant118, True, 1e-05, [True, True, True]);  _tensor_constant114 = _param_constant30 = _tensor_constant115 = _tensor_constant116 = _tensor_constant117 = _tensor_constant118 = None
    getitem_90 = native_batch_norm_backward_15[0]
    getitem_91 = native_batch_norm_backward_15[1]
    getitem_92 = native_batch_norm_backward_15[2];  native_batch_norm_backward_15 = None
    _tensor_constant119 = self._tensor_constant119
    _param_constant31 = self._param_constant31
    convolution_backward_15 = torch.ops.aten.convolution_backward.default(getitem_90, _tensor_constant119, _param_constant31, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_90 = _tensor_constant119 = _param_constant31 = None
    getitem_93 = convolution_backward_15[0]
    getitem_94 = convolution_backward_15[1]
    getitem_95 = convolution_backward_15[2];  convolution_backward_15 = getitem_95 = None
    _tensor_constant120 = self._tensor_constant120
    detach_16 = torch.ops.aten.detach.default(_tensor_constant120);  _tensor_constant120 = None
    threshold_backward_13 = torch.ops.aten.threshold_backward.default(getitem_93, detach_16, 0);  getitem_93 = detach_16 = None
    _tensor_constant121 = self._tensor_constant121
    _param_constant32 = self._param_constant32
    _tensor_constant122 = self._tensor_constant122
    _tensor_constant123 = self._tensor_constant123
    _tensor_constant124 = self._tensor_constant124
    _tensor_constant125 = self._tensor_constant125
    native_batch_norm_backward_16 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_13, _tensor_constant121, _param_constant32, _tensor_constant122, _tensor_constant123, _tensor_constant124, _tensor_constant125, True, 1e-05, [True, True, True]);  threshold_backward_13 = _tensor_constant121 = _param_constant32 = _tensor_constant122 = _tensor_constant123 = _tensor_constant124 = _tensor_constant125 = None
    getitem_96 = native_batch_norm_backward_16[0]
    getitem_97 = native_batch_norm_backward_16[1]
    getitem_98 = native_batch_norm_backward_16[2];  native_batch_norm_backward_16 = None
    _tensor_constant126 = self._tensor_constant126
    _param_constant33 = self._param_constant33
    convolution_backward_16 = torch.ops.aten.convolution_backward.default(getitem_96, _tensor_constant126, _param_constant33, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_96 = _tensor_constant126 = _param_constant33 = None
    getitem_99 = convolution_backward_16[0]
    getitem_100 = convolution_backward_16[1]
    getitem_101 = convolution_backward_16[2];  convolution_backward_16 = getitem_101 = None
    add_7 = torch.ops.aten.add.Tensor(threshold_backward_12, getitem_99);  threshold_backward_12 = getitem_99 = None
    _tensor_constant127 = self._tensor_constant127
    detach_17 = torch.ops.aten.detach.default(_tensor_constant127);  _tensor_constant127 = None
    threshold_backward_14 = torch.ops.aten.threshold_backward.default(add_7, detach_17, 0);  add_7 = detach_17 = None
    _tensor_constant128 = self._tensor_constant128
    _param_constant34 = self._param_constant34
    _tensor_constant129 = self._tensor_constant129
    _tensor_constant130 = self._tensor_constant130
    _tensor_constant131 = self._tensor_constant131
    _tensor_constant132 = self._tensor_constant132
    native_batch_norm_backward_17 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_14, _tensor_constant128, _param_constant34, _tensor_constant129, _tensor_constant130, _tensor_constant131, _tensor_constant132, True, 1e-05, [True, True, True]);  _tensor_constant128 = _param_constant34 = _tensor_constant129 = _tensor_constant130 = _tensor_constant131 = _tensor_constant132 = None
    getitem_102 = native_batch_norm_backward_17[0]
    getitem_103 = native_batch_norm_backward_17[1]
    getitem_104 = native_batch_norm_backward_17[2];  native_batch_norm_backward_17 = None
    _tensor_constant133 = self._tensor_constant133
    _param_constant35 = self._param_constant35
    convolution_backward_17 = torch.ops.aten.convolution_backward.default(getitem_102, _tensor_constant133, _param_constant35, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_102 = _tensor_constant133 = _param_constant35 = None
    getitem_105 = convolution_backward_17[0]
    getitem_106 = convolution_backward_17[1]
    getitem_107 = convolution_backward_17[2];  convolution_backward_17 = getitem_107 = None
    _tensor_constant134 = self._tensor_constant134
    detach_18 = torch.ops.aten.detach.default(_tensor_constant134);  _tensor_constant134 = None
    threshold_backward_15 = torch.ops.aten.threshold_backward.default(getitem_105, detach_18, 0);  getitem_105 = detach_18 = None
    _tensor_constant135 = self._tensor_constant135
    _param_constant36 = self._param_constant36
    _tensor_constant136 = self._tensor_constant136
    _tensor_constant137 = self._tensor_constant137
    _tensor_constant138 = self._tensor_constant138
    _tensor_constant139 = self._tensor_constant139
    native_batch_norm_backward_18 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_15, _tensor_constant135, _param_constant36, _tensor_constant136, _tensor_constant137, _tensor_constant138, _tensor_constant139, True, 1e-05, [True, True, True]);  threshold_backward_15 = _tensor_constant135 = _param_constant36 = _tensor_constant136 = _tensor_constant137 = _tensor_constant138 = _tensor_constant139 = None
    getitem_108 = native_batch_norm_backward_18[0]
    getitem_109 = native_batch_norm_backward_18[1]
    getitem_110 = native_batch_norm_backward_18[2];  native_batch_norm_backward_18 = None
    _tensor_constant140 = self._tensor_constant140
    _param_constant37 = self._param_constant37
    convolution_backward_18 = torch.ops.aten.convolution_backward.default(getitem_108, _tensor_constant140, _param_constant37, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_108 = _tensor_constant140 = _param_constant37 = None
    getitem_111 = convolution_backward_18[0]
    getitem_112 = convolution_backward_18[1]
    getitem_113 = convolution_backward_18[2];  convolution_backward_18 = getitem_113 = None
    add_8 = torch.ops.aten.add.Tensor(threshold_backward_14, getitem_111);  threshold_backward_14 = getitem_111 = None
    _tensor_constant141 = self._tensor_constant141
    detach_19 = torch.ops.aten.detach.default(_tensor_constant141);  _tensor_constant141 = None
    threshold_backward_16 = torch.ops.aten.threshold_backward.default(add_8, detach_19, 0);  add_8 = detach_19 = None
    _tensor_constant142 = self._tensor_constant142
    _param_constant38 = self._param_constant38
    _tensor_constant143 = self._tensor_constant143
    _tensor_constant144 = self._tensor_constant144
    _tensor_constant145 = self._tensor_constant145
    _tensor_constant146 = self._tensor_constant146
    native_batch_norm_backward_19 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_16, _tensor_constant142, _param_constant38, _tensor_constant143, _tensor_constant144, _tensor_constant145, _tensor_constant146, True, 1e-05, [True, True, True]);  threshold_backward_16 = _tensor_constant142 = _param_constant38 = _tensor_constant143 = _tensor_constant144 = _tensor_constant145 = _tensor_constant146 = None
    getitem_114 = native_batch_norm_backward_19[0]
    getitem_115 = native_batch_norm_backward_19[1]
    getitem_116 = native_batch_norm_backward_19[2];  native_batch_norm_backward_19 = None
    _tensor_constant147 = self._tensor_constant147
    _param_constant39 = self._param_constant39
    convolution_backward_19 = torch.ops.aten.convolution_backward.default(getitem_114, _tensor_constant147, _param_constant39, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [False, True, False]);  getitem_114 = _tensor_constant147 = _param_constant39 = None
    getitem_117 = convolution_backward_19[0];  getitem_117 = None
    getitem_118 = convolution_backward_19[1]
    getitem_119 = convolution_backward_19[2];  convolution_backward_19 = getitem_119 = None
    return (getitem_118, getitem_115, getitem_116, getitem_112, getitem_109, getitem_110, getitem_106, getitem_103, getitem_104, getitem_100, getitem_97, getitem_98, getitem_94, getitem_91, getitem_92, getitem_88, getitem_85, getitem_86, getitem_82, getitem_79, getitem_80, getitem_76, getitem_73, getitem_74, getitem_70, getitem_67, getitem_68, getitem_64, getitem_61, getitem_62, getitem_58, getitem_55, getitem_56, getitem_52, getitem_49, getitem_50, getitem_46, getitem_43, getitem_44, getitem_40, getitem_37, getitem_38, getitem_34, getitem_31, getitem_32, getitem_28, getitem_25, getitem_26, getitem_22, getitem_19, getitem_20, getitem_16, getitem_13, getitem_14, getitem_10, getitem_7, getitem_8, getitem_4, getitem_1, getitem_2, t_3, view_1)
    