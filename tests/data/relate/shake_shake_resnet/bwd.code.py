


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
    view_1 = torch.ops.aten.view.default(mm, [4, 16, 1, 1]);  mm = None
    expand = torch.ops.aten.expand.default(view_1, [4, 16, 2, 2]);  view_1 = None
    div = torch.ops.aten.div.Scalar(expand, 4);  expand = None
    _tensor_constant6 = self._tensor_constant6
    detach_1 = torch.ops.aten.detach.default(_tensor_constant6);  _tensor_constant6 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(div, detach_1, 0);  div = detach_1 = None
    _tensor_constant7 = self._tensor_constant7
    _param_constant0 = self._param_constant0
    _tensor_constant8 = self._tensor_constant8
    _tensor_constant9 = self._tensor_constant9
    _tensor_constant10 = self._tensor_constant10
    _tensor_constant11 = self._tensor_constant11
    native_batch_norm_backward = torch.ops.aten.native_batch_norm_backward.default(threshold_backward, _tensor_constant7, _param_constant0, _tensor_constant8, _tensor_constant9, _tensor_constant10, _tensor_constant11, True, 1e-05, [True, True, True]);  _tensor_constant7 = _param_constant0 = _tensor_constant8 = _tensor_constant9 = _tensor_constant10 = _tensor_constant11 = None
    getitem = native_batch_norm_backward[0]
    getitem_1 = native_batch_norm_backward[1]
    getitem_2 = native_batch_norm_backward[2];  native_batch_norm_backward = None
    slice_1 = torch.ops.aten.slice.Tensor(getitem, 1, 0, 8)
    slice_2 = torch.ops.aten.slice.Tensor(getitem, 1, 8, 16);  getitem = None
    _tensor_constant12 = self._tensor_constant12
    _param_constant1 = self._param_constant1
    convolution_backward = torch.ops.aten.convolution_backward.default(slice_2, _tensor_constant12, _param_constant1, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  slice_2 = _tensor_constant12 = _param_constant1 = None
    getitem_3 = convolution_backward[0]
    getitem_4 = convolution_backward[1]
    getitem_5 = convolution_backward[2];  convolution_backward = getitem_5 = None
    _tensor_constant13 = self._tensor_constant13
    avg_pool2d_backward = torch.ops.aten.avg_pool2d_backward.default(getitem_3, _tensor_constant13, [1, 1], [2, 2], [0, 0], False, True, None);  getitem_3 = _tensor_constant13 = None
    constant_pad_nd = torch.ops.aten.constant_pad_nd.default(avg_pool2d_backward, [0, -1, 0, -1]);  avg_pool2d_backward = None
    slice_backward = torch.ops.aten.slice_backward.default(constant_pad_nd, [4, 8, 3, 4], 3, 1, 9223372036854775807, 1);  constant_pad_nd = None
    slice_backward_1 = torch.ops.aten.slice_backward.default(slice_backward, [4, 8, 4, 4], 2, 1, 9223372036854775807, 1);  slice_backward = None
    _tensor_constant14 = self._tensor_constant14
    _param_constant2 = self._param_constant2
    convolution_backward_1 = torch.ops.aten.convolution_backward.default(slice_1, _tensor_constant14, _param_constant2, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  slice_1 = _tensor_constant14 = _param_constant2 = None
    getitem_6 = convolution_backward_1[0]
    getitem_7 = convolution_backward_1[1]
    getitem_8 = convolution_backward_1[2];  convolution_backward_1 = getitem_8 = None
    _tensor_constant15 = self._tensor_constant15
    avg_pool2d_backward_1 = torch.ops.aten.avg_pool2d_backward.default(getitem_6, _tensor_constant15, [1, 1], [2, 2], [0, 0], False, True, None);  getitem_6 = _tensor_constant15 = None
    add = torch.ops.aten.add.Tensor(slice_backward_1, avg_pool2d_backward_1);  slice_backward_1 = avg_pool2d_backward_1 = None
    _tensor_constant16 = self._tensor_constant16
    detach_2 = torch.ops.aten.detach.default(_tensor_constant16);  _tensor_constant16 = None
    threshold_backward_1 = torch.ops.aten.threshold_backward.default(add, detach_2, 0);  add = detach_2 = None
    _tensor_constant17 = self._tensor_constant17
    mul = torch.ops.aten.mul.Tensor(threshold_backward, _tensor_constant17);  _tensor_constant17 = None
    _tensor_constant17_1 = self._tensor_constant17
    rsub = torch.ops.aten.rsub.Scalar(_tensor_constant17_1, 1);  _tensor_constant17_1 = None
    mul_1 = torch.ops.aten.mul.Tensor(threshold_backward, rsub);  threshold_backward = rsub = None
    _tensor_constant18 = self._tensor_constant18
    _param_constant3 = self._param_constant3
    _tensor_constant19 = self._tensor_constant19
    _tensor_constant20 = self._tensor_constant20
    _tensor_constant21 = self._tensor_constant21
    _tensor_constant22 = self._tensor_constant22
    native_batch_norm_backward_1 = torch.ops.aten.native_batch_norm_backward.default(mul_1, _tensor_constant18, _param_constant3, _tensor_constant19, _tensor_constant20, _tensor_constant21, _tensor_constant22, True, 1e-05, [True, True, True]);  mul_1 = _tensor_constant18 = _param_constant3 = _tensor_constant19 = _tensor_constant20 = _tensor_constant21 = _tensor_constant22 = None
    getitem_9 = native_batch_norm_backward_1[0]
    getitem_10 = native_batch_norm_backward_1[1]
    getitem_11 = native_batch_norm_backward_1[2];  native_batch_norm_backward_1 = None
    _tensor_constant23 = self._tensor_constant23
    _param_constant4 = self._param_constant4
    convolution_backward_2 = torch.ops.aten.convolution_backward.default(getitem_9, _tensor_constant23, _param_constant4, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_9 = _tensor_constant23 = _param_constant4 = None
    getitem_12 = convolution_backward_2[0]
    getitem_13 = convolution_backward_2[1]
    getitem_14 = convolution_backward_2[2];  convolution_backward_2 = getitem_14 = None
    _tensor_constant24 = self._tensor_constant24
    detach_3 = torch.ops.aten.detach.default(_tensor_constant24);  _tensor_constant24 = None
    threshold_backward_2 = torch.ops.aten.threshold_backward.default(getitem_12, detach_3, 0);  getitem_12 = detach_3 = None
    _tensor_constant25 = self._tensor_constant25
    _param_constant5 = self._param_constant5
    _tensor_constant26 = self._tensor_constant26
    _tensor_constant27 = self._tensor_constant27
    _tensor_constant28 = self._tensor_constant28
    _tensor_constant29 = self._tensor_constant29
    native_batch_norm_backward_2 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_2, _tensor_constant25, _param_constant5, _tensor_constant26, _tensor_constant27, _tensor_constant28, _tensor_constant29, True, 1e-05, [True, True, True]);  threshold_backward_2 = _tensor_constant25 = _param_constant5 = _tensor_constant26 = _tensor_constant27 = _tensor_constant28 = _tensor_constant29 = None
    getitem_15 = native_batch_norm_backward_2[0]
    getitem_16 = native_batch_norm_backward_2[1]
    getitem_17 = native_batch_norm_backward_2[2];  native_batch_norm_backward_2 = None
    _tensor_constant30 = self._tensor_constant30
    _param_constant6 = self._param_constant6
    convolution_backward_3 = torch.ops.aten.convolution_backward.default(getitem_15, _tensor_constant30, _param_constant6, [0], [2, 2], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_15 = _tensor_constant30 = _param_constant6 = None
    getitem_18 = convolution_backward_3[0]
    getitem_19 = convolution_backward_3[1]
    getitem_20 = convolution_backward_3[2];  convolution_backward_3 = getitem_20 = None
    _tensor_constant31 = self._tensor_constant31
    detach_4 = torch.ops.aten.detach.default(_tensor_constant31);  _tensor_constant31 = None
    threshold_backward_3 = torch.ops.aten.threshold_backward.default(getitem_18, detach_4, 0);  getitem_18 = detach_4 = None
    add_1 = torch.ops.aten.add.Tensor(threshold_backward_1, threshold_backward_3);  threshold_backward_1 = threshold_backward_3 = None
    _tensor_constant32 = self._tensor_constant32
    _param_constant7 = self._param_constant7
    _tensor_constant33 = self._tensor_constant33
    _tensor_constant34 = self._tensor_constant34
    _tensor_constant35 = self._tensor_constant35
    _tensor_constant36 = self._tensor_constant36
    native_batch_norm_backward_3 = torch.ops.aten.native_batch_norm_backward.default(mul, _tensor_constant32, _param_constant7, _tensor_constant33, _tensor_constant34, _tensor_constant35, _tensor_constant36, True, 1e-05, [True, True, True]);  mul = _tensor_constant32 = _param_constant7 = _tensor_constant33 = _tensor_constant34 = _tensor_constant35 = _tensor_constant36 = None
    getitem_21 = native_batch_norm_backward_3[0]
    getitem_22 = native_batch_norm_backward_3[1]
    getitem_23 = native_batch_norm_backward_3[2];  native_batch_norm_backward_3 = None
    _tensor_constant37 = self._tensor_constant37
    _param_constant8 = self._param_constant8
    convolution_backward_4 = torch.ops.aten.convolution_backward.default(getitem_21, _tensor_constant37, _param_constant8, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_21 = _tensor_constant37 = _param_constant8 = None
    getitem_24 = convolution_backward_4[0]
    getitem_25 = convolution_backward_4[1]
    getitem_26 = convolution_backward_4[2];  convolution_backward_4 = getitem_26 = None
    _tensor_constant38 = self._tensor_constant38
    detach_5 = torch.ops.aten.detach.default(_tensor_constant38);  _tensor_constant38 = None
    threshold_backward_4 = torch.ops.aten.threshold_backward.default(getitem_24, detach_5, 0);  getitem_24 = detach_5 = None
    _tensor_constant39 = self._tensor_constant39
    _param_constant9 = self._param_constant9
    _tensor_constant40 = self._tensor_constant40
    _tensor_constant41 = self._tensor_constant41
    _tensor_constant42 = self._tensor_constant42
    _tensor_constant43 = self._tensor_constant43
    native_batch_norm_backward_4 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_4, _tensor_constant39, _param_constant9, _tensor_constant40, _tensor_constant41, _tensor_constant42, _tensor_constant43, True, 1e-05, [True, True, True]);  threshold_backward_4 = _tensor_constant39 = _param_constant9 = _tensor_constant40 = _tensor_constant41 = _tensor_constant42 = _tensor_constant43 = None
    getitem_27 = native_batch_norm_backward_4[0]
    getitem_28 = native_batch_norm_backward_4[1]
    getitem_29 = native_batch_norm_backward_4[2];  native_batch_norm_backward_4 = None
    _tensor_constant44 = self._tensor_constant44
    _param_constant10 = self._param_constant10
    convolution_backward_5 = torch.ops.aten.convolution_backward.default(getitem_27, _tensor_constant44, _param_constant10, [0], [2, 2], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_27 = _tensor_constant44 = _param_constant10 = None
    getitem_30 = convolution_backward_5[0]
    getitem_31 = convolution_backward_5[1]
    getitem_32 = convolution_backward_5[2];  convolution_backward_5 = getitem_32 = None
    _tensor_constant45 = self._tensor_constant45
    detach_6 = torch.ops.aten.detach.default(_tensor_constant45);  _tensor_constant45 = None
    threshold_backward_5 = torch.ops.aten.threshold_backward.default(getitem_30, detach_6, 0);  getitem_30 = detach_6 = None
    add_2 = torch.ops.aten.add.Tensor(add_1, threshold_backward_5);  add_1 = threshold_backward_5 = None
    _tensor_constant46 = self._tensor_constant46
    _param_constant11 = self._param_constant11
    _tensor_constant47 = self._tensor_constant47
    _tensor_constant48 = self._tensor_constant48
    _tensor_constant49 = self._tensor_constant49
    _tensor_constant50 = self._tensor_constant50
    native_batch_norm_backward_5 = torch.ops.aten.native_batch_norm_backward.default(add_2, _tensor_constant46, _param_constant11, _tensor_constant47, _tensor_constant48, _tensor_constant49, _tensor_constant50, True, 1e-05, [True, True, True]);  _tensor_constant46 = _param_constant11 = _tensor_constant47 = _tensor_constant48 = _tensor_constant49 = _tensor_constant50 = None
    getitem_33 = native_batch_norm_backward_5[0]
    getitem_34 = native_batch_norm_backward_5[1]
    getitem_35 = native_batch_norm_backward_5[2];  native_batch_norm_backward_5 = None
    slice_3 = torch.ops.aten.slice.Tensor(getitem_33, 1, 0, 4)
    slice_4 = torch.ops.aten.slice.Tensor(getitem_33, 1, 4, 8);  getitem_33 = None
    _tensor_constant51 = self._tensor_constant51
    _param_constant12 = self._param_constant12
    convolution_backward_6 = torch.ops.aten.convolution_backward.default(slice_4, _tensor_constant51, _param_constant12, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  slice_4 = _tensor_constant51 = _param_constant12 = None
    getitem_36 = convolution_backward_6[0]
    getitem_37 = convolution_backward_6[1]
    getitem_38 = convolution_backward_6[2];  convolution_backward_6 = getitem_38 = None
    _tensor_constant52 = self._tensor_constant52
    avg_pool2d_backward_2 = torch.ops.aten.avg_pool2d_backward.default(getitem_36, _tensor_constant52, [1, 1], [2, 2], [0, 0], False, True, None);  getitem_36 = _tensor_constant52 = None
    constant_pad_nd_1 = torch.ops.aten.constant_pad_nd.default(avg_pool2d_backward_2, [0, -1, 0, -1]);  avg_pool2d_backward_2 = None
    slice_backward_2 = torch.ops.aten.slice_backward.default(constant_pad_nd_1, [4, 4, 7, 8], 3, 1, 9223372036854775807, 1);  constant_pad_nd_1 = None
    slice_backward_3 = torch.ops.aten.slice_backward.default(slice_backward_2, [4, 4, 8, 8], 2, 1, 9223372036854775807, 1);  slice_backward_2 = None
    _tensor_constant53 = self._tensor_constant53
    _param_constant13 = self._param_constant13
    convolution_backward_7 = torch.ops.aten.convolution_backward.default(slice_3, _tensor_constant53, _param_constant13, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  slice_3 = _tensor_constant53 = _param_constant13 = None
    getitem_39 = convolution_backward_7[0]
    getitem_40 = convolution_backward_7[1]
    getitem_41 = convolution_backward_7[2];  convolution_backward_7 = getitem_41 = None
    _tensor_constant54 = self._tensor_constant54
    avg_pool2d_backward_3 = torch.ops.aten.avg_pool2d_backward.default(getitem_39, _tensor_constant54, [1, 1], [2, 2], [0, 0], False, True, None);  getitem_39 = _tensor_constant54 = None
    add_3 = torch.ops.aten.add.Tensor(slice_backward_3, avg_pool2d_backward_3);  slice_backward_3 = avg_pool2d_backward_3 = None
    _tensor_constant55 = self._tensor_constant55
    detach_7 = torch.ops.aten.detach.default(_tensor_constant55);  _tensor_constant55 = None
    threshold_backward_6 = torch.ops.aten.threshold_backward.default(add_3, detach_7, 0);  add_3 = detach_7 = None
    _tensor_constant56 = self._tensor_constant56
    mul_2 = torch.ops.aten.mul.Tensor(add_2, _tensor_constant56);  _tensor_constant56 = None
    _tensor_constant56_1 = self._tensor_constant56
    rsub_1 = torch.ops.aten.rsub.Scalar(_tensor_constant56_1, 1);  _tensor_constant56_1 = None
    mul_3 = torch.ops.aten.mul.Tensor(add_2, rsub_1);  add_2 = rsub_1 = None
    _tensor_constant57 = self._tensor_constant57
    _param_constant14 = self._param_constant14
    _tensor_constant58 = self._tensor_constant58
    _tensor_constant59 = self._tensor_constant59
    _tensor_constant60 = self._tensor_constant60
    _tensor_constant61 = self._tensor_constant61
    native_batch_norm_backward_6 = torch.ops.aten.native_batch_norm_backward.default(mul_3, _tensor_constant57, _param_constant14, _tensor_constant58, _tensor_constant59, _tensor_constant60, _tensor_constant61, True, 1e-05, [True, True, True]);  mul_3 = _tensor_constant57 = _param_constant14 = _tensor_constant58 = _tensor_constant59 = _tensor_constant60 = _tensor_constant61 = None
    getitem_42 = native_batch_norm_backward_6[0]
    getitem_43 = native_batch_norm_backward_6[1]
    getitem_44 = native_batch_norm_backward_6[2];  native_batch_norm_backward_6 = None
    _tensor_constant62 = self._tensor_constant62
    _param_constant15 = self._param_constant15
    convolution_backward_8 = torch.ops.aten.convolution_backward.default(getitem_42, _tensor_constant62, _param_constant15, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_42 = _tensor_constant62 = _param_constant15 = None
    getitem_45 = convolution_backward_8[0]
    getitem_46 = convolution_backward_8[1]
    getitem_47 = convolution_backward_8[2];  convolution_backward_8 = getitem_47 = None
    _tensor_constant63 = self._tensor_constant63
    detach_8 = torch.ops.aten.detach.default(_tensor_constant63);  _tensor_constant63 = None
    threshold_backward_7 = torch.ops.aten.threshold_backward.default(getitem_45, detach_8, 0);  getitem_45 = detach_8 = None
    _tensor_constant64 = self._tensor_constant64
    _param_constant16 = self._param_constant16
    _tensor_constant65 = self._tensor_constant65
    _tensor_constant66 = self._tensor_constant66
    _tensor_constant67 = self._tensor_constant67
    _tensor_constant68 = self._tensor_constant68
    native_batch_norm_backward_7 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_7, _tensor_constant64, _param_constant16, _tensor_constant65, _tensor_constant66, _tensor_constant67, _tensor_constant68, True, 1e-05, [True, True, True]);  threshold_backward_7 = _tensor_constant64 = _param_constant16 = _tensor_constant65 = _tensor_constant66 = _tensor_constant67 = _tensor_constant68 = None
    getitem_48 = native_batch_norm_backward_7[0]
    getitem_49 = native_batch_norm_backward_7[1]
    getitem_50 = native_batch_norm_backward_7[2];  native_batch_norm_backward_7 = None
    _tensor_constant69 = self._tensor_constant69
    _param_constant17 = self._param_constant17
    convolution_backward_9 = torch.ops.aten.convolution_backward.default(getitem_48, _tensor_constant69, _param_constant17, [0], [2, 2], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_48 = _tensor_constant69 = _param_constant17 = None
    getitem_51 = convolution_backward_9[0]
    getitem_52 = convolution_backward_9[1]
    getitem_53 = convolution_backward_9[2];  convolution_backward_9 = getitem_53 = None
    _tensor_constant70 = self._tensor_constant70
    detach_9 = torch.ops.aten.detach.default(_tensor_constant70);  _tensor_constant70 = None
    threshold_backward_8 = torch.ops.aten.threshold_backward.default(getitem_51, detach_9, 0);  getitem_51 = detach_9 = None
    add_4 = torch.ops.aten.add.Tensor(threshold_backward_6, threshold_backward_8);  threshold_backward_6 = threshold_backward_8 = None
    _tensor_constant71 = self._tensor_constant71
    _param_constant18 = self._param_constant18
    _tensor_constant72 = self._tensor_constant72
    _tensor_constant73 = self._tensor_constant73
    _tensor_constant74 = self._tensor_constant74
    _tensor_constant75 = self._tensor_constant75
    native_batch_norm_backward_8 = torch.ops.aten.native_batch_norm_backward.default(mul_2, _tensor_constant71, _param_constant18, _tensor_constant72, _tensor_constant73, _tensor_constant74, _tensor_constant75, True, 1e-05, [True, True, True]);  mul_2 = _tensor_constant71 = _param_constant18 = _tensor_constant72 = _tensor_constant73 = _tensor_constant74 = _tensor_constant75 = None
    getitem_54 = native_batch_norm_backward_8[0]
    getitem_55 = native_batch_norm_backward_8[1]
    getitem_56 = native_batch_norm_backward_8[2];  native_batch_norm_backward_8 = None
    _tensor_constant76 = self._tensor_constant76
    _param_constant19 = self._param_constant19
    convolution_backward_10 = torch.ops.aten.convolution_backward.default(getitem_54, _tensor_constant76, _param_constant19, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_54 = _tensor_constant76 = _param_constant19 = None
    getitem_57 = convolution_backward_10[0]
    getitem_58 = convolution_backward_10[1]
    getitem_59 = convolution_backward_10[2];  convolution_backward_10 = getitem_59 = None
    _tensor_constant77 = self._tensor_constant77
    detach_10 = torch.ops.aten.detach.default(_tensor_constant77);  _tensor_constant77 = None
    threshold_backward_9 = torch.ops.aten.threshold_backward.default(getitem_57, detach_10, 0);  getitem_57 = detach_10 = None
    _tensor_constant78 = self._tensor_constant78
    _param_constant20 = self._param_constant20
    _tensor_constant79 = self._tensor_constant79
    _tensor_constant80 = self._tensor_constant80
    _tensor_constant81 = self._tensor_constant81
    _tensor_constant82 = self._tensor_constant82
    native_batch_norm_backward_9 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_9, _tensor_constant78, _param_constant20, _tensor_constant79, _tensor_constant80, _tensor_constant81, _tensor_constant82, True, 1e-05, [True, True, True]);  threshold_backward_9 = _tensor_constant78 = _param_constant20 = _tensor_constant79 = _tensor_constant80 = _tensor_constant81 = _tensor_constant82 = None
    getitem_60 = native_batch_norm_backward_9[0]
    getitem_61 = native_batch_norm_backward_9[1]
    getitem_62 = native_batch_norm_backward_9[2];  native_batch_norm_backward_9 = None
    _tensor_constant83 = self._tensor_constant83
    _param_constant21 = self._param_constant21
    convolution_backward_11 = torch.ops.aten.convolution_backward.default(getitem_60, _tensor_constant83, _param_constant21, [0], [2, 2], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_60 = _tensor_constant83 = _param_constant21 = None
    getitem_63 = convolution_backward_11[0]
    getitem_64 = convolution_backward_11[1]
    getitem_65 = convolution_backward_11[2];  convolution_backward_11 = getitem_65 = None
    _tensor_constant84 = self._tensor_constant84
    detach_11 = torch.ops.aten.detach.default(_tensor_constant84);  _tensor_constant84 = None
    threshold_backward_10 = torch.ops.aten.threshold_backward.default(getitem_63, detach_11, 0);  getitem_63 = detach_11 = None
    add_5 = torch.ops.aten.add.Tensor(add_4, threshold_backward_10);  add_4 = threshold_backward_10 = None
    _tensor_constant85 = self._tensor_constant85
    mul_4 = torch.ops.aten.mul.Tensor(add_5, _tensor_constant85);  _tensor_constant85 = None
    _tensor_constant85_1 = self._tensor_constant85
    rsub_2 = torch.ops.aten.rsub.Scalar(_tensor_constant85_1, 1);  _tensor_constant85_1 = None
    mul_5 = torch.ops.aten.mul.Tensor(add_5, rsub_2);  rsub_2 = None
    _tensor_constant86 = self._tensor_constant86
    _param_constant22 = self._param_constant22
    _tensor_constant87 = self._tensor_constant87
    _tensor_constant88 = self._tensor_constant88
    _tensor_constant89 = self._tensor_constant89
    _tensor_constant90 = self._tensor_constant90
    native_batch_norm_backward_10 = torch.ops.aten.native_batch_norm_backward.default(mul_5, _tensor_constant86, _param_constant22, _tensor_constant87, _tensor_constant88, _tensor_constant89, _tensor_constant90, True, 1e-05, [True, True, True]);  mul_5 = _tensor_constant86 = _param_constant22 = _tensor_constant87 = _tensor_constant88 = _tensor_constant89 = _tensor_constant90 = None
    getitem_66 = native_batch_norm_backward_10[0]
    getitem_67 = native_batch_norm_backward_10[1]
    getitem_68 = native_batch_norm_backward_10[2];  native_batch_norm_backward_10 = None
    _tensor_constant91 = self._tensor_constant91
    _param_constant23 = self._param_constant23
    convolution_backward_12 = torch.ops.aten.convolution_backward.default(getitem_66, _tensor_constant91, _param_constant23, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_66 = _tensor_constant91 = _param_constant23 = None
    getitem_69 = convolution_backward_12[0]
    getitem_70 = convolution_backward_12[1]
    getitem_71 = convolution_backward_12[2];  convolution_backward_12 = getitem_71 = None
    _tensor_constant92 = self._tensor_constant92
    detach_12 = torch.ops.aten.detach.default(_tensor_constant92);  _tensor_constant92 = None
    threshold_backward_11 = torch.ops.aten.threshold_backward.default(getitem_69, detach_12, 0);  getitem_69 = detach_12 = None
    _tensor_constant93 = self._tensor_constant93
    _param_constant24 = self._param_constant24
    _tensor_constant94 = self._tensor_constant94
    _tensor_constant95 = self._tensor_constant95
    _tensor_constant96 = self._tensor_constant96
    _tensor_constant97 = self._tensor_constant97
    native_batch_norm_backward_11 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_11, _tensor_constant93, _param_constant24, _tensor_constant94, _tensor_constant95, _tensor_constant96, _tensor_constant97, True, 1e-05, [True, True, True]);  threshold_backward_11 = _tensor_constant93 = _param_constant24 = _tensor_constant94 = _tensor_constant95 = _tensor_constant96 = _tensor_constant97 = None
    getitem_72 = native_batch_norm_backward_11[0]
    getitem_73 = native_batch_norm_backward_11[1]
    getitem_74 = native_batch_norm_backward_11[2];  native_batch_norm_backward_11 = None
    _tensor_constant98 = self._tensor_constant98
    _param_constant25 = self._param_constant25
    convolution_backward_13 = torch.ops.aten.convolution_backward.default(getitem_72, _tensor_constant98, _param_constant25, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_72 = _tensor_constant98 = _param_constant25 = None
    getitem_75 = convolution_backward_13[0]
    getitem_76 = convolution_backward_13[1]
    getitem_77 = convolution_backward_13[2];  convolution_backward_13 = getitem_77 = None
    _tensor_constant99 = self._tensor_constant99
    detach_13 = torch.ops.aten.detach.default(_tensor_constant99);  _tensor_constant99 = None
    threshold_backward_12 = torch.ops.aten.threshold_backward.default(getitem_75, detach_13, 0);  getitem_75 = detach_13 = None
    add_6 = torch.ops.aten.add.Tensor(add_5, threshold_backward_12);  add_5 = threshold_backward_12 = None
    _tensor_constant100 = self._tensor_constant100
    _param_constant26 = self._param_constant26
    _tensor_constant101 = self._tensor_constant101
    _tensor_constant102 = self._tensor_constant102
    _tensor_constant103 = self._tensor_constant103
    _tensor_constant104 = self._tensor_constant104
    native_batch_norm_backward_12 = torch.ops.aten.native_batch_norm_backward.default(mul_4, _tensor_constant100, _param_constant26, _tensor_constant101, _tensor_constant102, _tensor_constant103, _tensor_constant104, True, 1e-05, [True, True, True]);  mul_4 = _tensor_constant100 = _param_constant26 = _tensor_constant101 = _tensor_constant102 = _tensor_constant103 = _tensor_constant104 = None
    getitem_78 = native_batch_norm_backward_12[0]
    getitem_79 = native_batch_norm_backward_12[1]
    getitem_80 = native_batch_norm_backward_12[2];  native_batch_norm_backward_12 = None
    _tensor_constant105 = self._tensor_constant105
    _param_constant27 = self._param_constant27
    convolution_backward_14 = torch.ops.aten.convolution_backward.default(getitem_78, _tensor_constant105, _param_constant27, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_78 = _tensor_constant105 = _param_constant27 = None
    getitem_81 = convolution_backward_14[0]
    getitem_82 = convolution_backward_14[1]
    getitem_83 = convolution_backward_14[2];  convolution_backward_14 = getitem_83 = None
    _tensor_constant106 = self._tensor_constant106
    detach_14 = torch.ops.aten.detach.default(_tensor_constant106);  _tensor_constant106 = None
    threshold_backward_13 = torch.ops.aten.threshold_backward.default(getitem_81, detach_14, 0);  getitem_81 = detach_14 = None
    _tensor_constant107 = self._tensor_constant107
    _param_constant28 = self._param_constant28
    _tensor_constant108 = self._tensor_constant108
    _tensor_constant109 = self._tensor_constant109
    _tensor_constant110 = self._tensor_constant110
    _tensor_constant111 = self._tensor_constant111
    native_batch_norm_backward_13 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_13, _tensor_constant107, _param_constant28, _tensor_constant108, _tensor_constant109, _tensor_constant110, _tensor_constant111, True, 1e-05, [True, True, True]);  threshold_backward_13 = _tensor_constant107 = _param_constant28 = _tensor_constant108 = _tensor_constant109 = _tensor_constant110 = _tensor_constant111 = None
    getitem_84 = native_batch_norm_backward_13[0]
    getitem_85 = native_batch_norm_backward_13[1]
    getitem_86 = native_batch_norm_backward_13[2];  native_batch_norm_backward_13 = None
    _tensor_constant112 = self._tensor_constant112
    _param_constant29 = self._param_constant29
    convolution_backward_15 = torch.ops.aten.convolution_backward.default(getitem_84, _tensor_constant112, _param_constant29, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_84 = _tensor_constant112 = _param_constant29 = None
    getitem_87 = convolution_backward_15[0]
    getitem_88 = convolution_backward_15[1]
    getitem_89 = convolution_backward_15[2];  convolution_backward_15 = getitem_89 = None
    _tensor_constant113 = self._tensor_constant113
    detach_15 = torch.ops.aten.detach.default(_tensor_constant113);  _tensor_constant113 = None
    threshold_backward_14 = torch.ops.aten.threshold_backward.default(getitem_87, detach_15, 0);  getitem_87 = detach_15 = None
    add_7 = torch.ops.aten.add.Tensor(add_6, threshold_backward_14);  add_6 = threshold_backward_14 = None
    _tensor_constant114 = self._tensor_constant114
    _param_constant30 = self._param_constant30
    _tensor_constant115 = self._tensor_constant115
    _tensor_constant116 = self._tensor_constant116
    _tensor_constant117 = self._tensor_constant117
    _tensor_constant118 = self._tensor_constant118
    native_batch_norm_backward_14 = torch.ops.aten.native_batch_norm_backward.default(add_7, _tensor_constant114, _param_constant30, _tensor_constant115, _tensor_constant116, _tensor_constant117, _tensor_constant118, True, 1e-05, [True, True, True]);  add_7 = _tensor_constant114 = _param_constant30 = _tensor_constant115 = _tensor_constant116 = _tensor_constant117 = _tensor_constant118 = None
    getitem_90 = native_batch_norm_backward_14[0]
    getitem_91 = native_batch_norm_backward_14[1]
    getitem_92 = native_batch_norm_backward_14[2];  native_batch_norm_backward_14 = None
    _tensor_constant119 = self._tensor_constant119
    _param_constant31 = self._param_constant31
    convolution_backward_16 = torch.ops.aten.convolution_backward.default(getitem_90, _tensor_constant119, _param_constant31, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [False, True, False]);  getitem_90 = _tensor_constant119 = _param_constant31 = None
    getitem_93 = convolution_backward_16[0];  getitem_93 = None
    getitem_94 = convolution_backward_16[1]
    getitem_95 = convolution_backward_16[2];  convolution_backward_16 = getitem_95 = None
    return (getitem_94, getitem_91, getitem_92, getitem_88, getitem_85, getitem_86, getitem_82, getitem_79, getitem_80, getitem_76, getitem_73, getitem_74, getitem_70, getitem_67, getitem_68, getitem_64, getitem_61, getitem_62, getitem_58, getitem_55, getitem_56, getitem_52, getitem_49, getitem_50, getitem_46, getitem_43, getitem_44, getitem_40, getitem_37, getitem_34, getitem_35, getitem_31, getitem_28, getitem_29, getitem_25, getitem_22, getitem_23, getitem_19, getitem_16, getitem_17, getitem_13, getitem_10, getitem_11, getitem_7, getitem_4, getitem_1, getitem_2, t_3, view)
    