


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
    view_1 = torch.ops.aten.view.default(mm, [2, 16, 1, 1]);  mm = None
    expand = torch.ops.aten.expand.default(view_1, [2, 16, 2, 2]);  view_1 = None
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
    native_batch_norm_backward = torch.ops.aten.native_batch_norm_backward.default(threshold_backward, _tensor_constant7, _param_constant0, _tensor_constant8, _tensor_constant9, _tensor_constant10, _tensor_constant11, True, 1e-05, [True, True, True]);  threshold_backward = _tensor_constant7 = _param_constant0 = _tensor_constant8 = _tensor_constant9 = _tensor_constant10 = _tensor_constant11 = None
    getitem = native_batch_norm_backward[0]
    getitem_1 = native_batch_norm_backward[1]
    getitem_2 = native_batch_norm_backward[2];  native_batch_norm_backward = None
    slice_1 = torch.ops.aten.slice.Tensor(getitem, 1, 0, 8)
    slice_2 = torch.ops.aten.slice.Tensor(getitem, 1, 8, 12)
    slice_3 = torch.ops.aten.slice.Tensor(getitem, 1, 12, 16);  getitem = None
    _tensor_constant12 = self._tensor_constant12
    _param_constant1 = self._param_constant1
    convolution_backward = torch.ops.aten.convolution_backward.default(slice_3, _tensor_constant12, _param_constant1, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  slice_3 = _tensor_constant12 = _param_constant1 = None
    getitem_3 = convolution_backward[0]
    getitem_4 = convolution_backward[1]
    getitem_5 = convolution_backward[2];  convolution_backward = getitem_5 = None
    _tensor_constant13 = self._tensor_constant13
    detach_2 = torch.ops.aten.detach.default(_tensor_constant13);  _tensor_constant13 = None
    threshold_backward_1 = torch.ops.aten.threshold_backward.default(getitem_3, detach_2, 0);  getitem_3 = detach_2 = None
    _tensor_constant14 = self._tensor_constant14
    _param_constant2 = self._param_constant2
    _tensor_constant15 = self._tensor_constant15
    _tensor_constant16 = self._tensor_constant16
    _tensor_constant17 = self._tensor_constant17
    _tensor_constant18 = self._tensor_constant18
    native_batch_norm_backward_1 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_1, _tensor_constant14, _param_constant2, _tensor_constant15, _tensor_constant16, _tensor_constant17, _tensor_constant18, True, 1e-05, [True, True, True]);  threshold_backward_1 = _tensor_constant14 = _param_constant2 = _tensor_constant15 = _tensor_constant16 = _tensor_constant17 = _tensor_constant18 = None
    getitem_6 = native_batch_norm_backward_1[0]
    getitem_7 = native_batch_norm_backward_1[1]
    getitem_8 = native_batch_norm_backward_1[2];  native_batch_norm_backward_1 = None
    _tensor_constant19 = self._tensor_constant19
    _tensor_constant20 = self._tensor_constant20
    cat = torch.ops.aten.cat.default([_tensor_constant19, _tensor_constant20], 1);  _tensor_constant19 = _tensor_constant20 = None
    empty = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty = None
    detach_3 = torch.ops.aten.detach.default(cat)
    _param_constant3 = self._param_constant3
    detach_4 = torch.ops.aten.detach.default(_param_constant3);  _param_constant3 = None
    _param_constant3_1 = self._param_constant3
    _param_constant4 = self._param_constant4
    native_batch_norm = torch.ops.aten.native_batch_norm.default(cat, _param_constant3_1, _param_constant4, None, None, True, 0.1, 1e-05);  cat = _param_constant3_1 = _param_constant4 = None
    getitem_9 = native_batch_norm[0]
    getitem_10 = native_batch_norm[1]
    getitem_11 = native_batch_norm[2];  native_batch_norm = None
    relu_ = torch.ops.aten.relu_.default(getitem_9);  getitem_9 = None
    detach_5 = torch.ops.aten.detach.default(relu_)
    detach_6 = torch.ops.aten.detach.default(relu_);  relu_ = None
    _param_constant5 = self._param_constant5
    detach_7 = torch.ops.aten.detach.default(_param_constant5);  _param_constant5 = None
    detach_8 = torch.ops.aten.detach.default(detach_6);  detach_6 = None
    detach_9 = torch.ops.aten.detach.default(detach_7);  detach_7 = None
    convolution_backward_1 = torch.ops.aten.convolution_backward.default(getitem_6, detach_8, detach_9, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_6 = detach_8 = detach_9 = None
    getitem_12 = convolution_backward_1[0]
    getitem_13 = convolution_backward_1[1]
    getitem_14 = convolution_backward_1[2];  convolution_backward_1 = getitem_14 = None
    detach_10 = torch.ops.aten.detach.default(detach_5);  detach_5 = None
    threshold_backward_2 = torch.ops.aten.threshold_backward.default(getitem_12, detach_10, 0);  getitem_12 = detach_10 = None
    detach_11 = torch.ops.aten.detach.default(detach_3);  detach_3 = None
    detach_12 = torch.ops.aten.detach.default(detach_4);  detach_4 = None
    native_batch_norm_backward_2 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_2, detach_11, detach_12, None, None, getitem_10, getitem_11, True, 1e-05, [True, True, True]);  threshold_backward_2 = detach_11 = detach_12 = getitem_10 = getitem_11 = None
    getitem_15 = native_batch_norm_backward_2[0]
    getitem_16 = native_batch_norm_backward_2[1]
    getitem_17 = native_batch_norm_backward_2[2];  native_batch_norm_backward_2 = None
    slice_4 = torch.ops.aten.slice.Tensor(getitem_15, 1, 0, 8)
    slice_5 = torch.ops.aten.slice.Tensor(getitem_15, 1, 8, 12);  getitem_15 = None
    add = torch.ops.aten.add.Tensor(slice_1, slice_4);  slice_1 = slice_4 = None
    add_1 = torch.ops.aten.add.Tensor(slice_2, slice_5);  slice_2 = slice_5 = None
    _tensor_constant21 = self._tensor_constant21
    _param_constant6 = self._param_constant6
    convolution_backward_2 = torch.ops.aten.convolution_backward.default(add_1, _tensor_constant21, _param_constant6, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  add_1 = _tensor_constant21 = _param_constant6 = None
    getitem_18 = convolution_backward_2[0]
    getitem_19 = convolution_backward_2[1]
    getitem_20 = convolution_backward_2[2];  convolution_backward_2 = getitem_20 = None
    _tensor_constant22 = self._tensor_constant22
    detach_13 = torch.ops.aten.detach.default(_tensor_constant22);  _tensor_constant22 = None
    threshold_backward_3 = torch.ops.aten.threshold_backward.default(getitem_18, detach_13, 0);  getitem_18 = detach_13 = None
    _tensor_constant23 = self._tensor_constant23
    _param_constant7 = self._param_constant7
    _tensor_constant24 = self._tensor_constant24
    _tensor_constant25 = self._tensor_constant25
    _tensor_constant26 = self._tensor_constant26
    _tensor_constant27 = self._tensor_constant27
    native_batch_norm_backward_3 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_3, _tensor_constant23, _param_constant7, _tensor_constant24, _tensor_constant25, _tensor_constant26, _tensor_constant27, True, 1e-05, [True, True, True]);  threshold_backward_3 = _tensor_constant23 = _param_constant7 = _tensor_constant24 = _tensor_constant25 = _tensor_constant26 = _tensor_constant27 = None
    getitem_21 = native_batch_norm_backward_3[0]
    getitem_22 = native_batch_norm_backward_3[1]
    getitem_23 = native_batch_norm_backward_3[2];  native_batch_norm_backward_3 = None
    _tensor_constant19_1 = self._tensor_constant19
    cat_1 = torch.ops.aten.cat.default([_tensor_constant19_1], 1);  _tensor_constant19_1 = None
    empty_1 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_1 = None
    detach_14 = torch.ops.aten.detach.default(cat_1)
    _param_constant8 = self._param_constant8
    detach_15 = torch.ops.aten.detach.default(_param_constant8);  _param_constant8 = None
    _param_constant8_1 = self._param_constant8
    _param_constant9 = self._param_constant9
    native_batch_norm_1 = torch.ops.aten.native_batch_norm.default(cat_1, _param_constant8_1, _param_constant9, None, None, True, 0.1, 1e-05);  cat_1 = _param_constant8_1 = _param_constant9 = None
    getitem_24 = native_batch_norm_1[0]
    getitem_25 = native_batch_norm_1[1]
    getitem_26 = native_batch_norm_1[2];  native_batch_norm_1 = None
    relu__1 = torch.ops.aten.relu_.default(getitem_24);  getitem_24 = None
    detach_16 = torch.ops.aten.detach.default(relu__1)
    detach_17 = torch.ops.aten.detach.default(relu__1);  relu__1 = None
    _param_constant10 = self._param_constant10
    detach_18 = torch.ops.aten.detach.default(_param_constant10);  _param_constant10 = None
    detach_19 = torch.ops.aten.detach.default(detach_17);  detach_17 = None
    detach_20 = torch.ops.aten.detach.default(detach_18);  detach_18 = None
    convolution_backward_3 = torch.ops.aten.convolution_backward.default(getitem_21, detach_19, detach_20, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_21 = detach_19 = detach_20 = None
    getitem_27 = convolution_backward_3[0]
    getitem_28 = convolution_backward_3[1]
    getitem_29 = convolution_backward_3[2];  convolution_backward_3 = getitem_29 = None
    detach_21 = torch.ops.aten.detach.default(detach_16);  detach_16 = None
    threshold_backward_4 = torch.ops.aten.threshold_backward.default(getitem_27, detach_21, 0);  getitem_27 = detach_21 = None
    detach_22 = torch.ops.aten.detach.default(detach_14);  detach_14 = None
    detach_23 = torch.ops.aten.detach.default(detach_15);  detach_15 = None
    native_batch_norm_backward_4 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_4, detach_22, detach_23, None, None, getitem_25, getitem_26, True, 1e-05, [True, True, True]);  threshold_backward_4 = detach_22 = detach_23 = getitem_25 = getitem_26 = None
    getitem_30 = native_batch_norm_backward_4[0]
    getitem_31 = native_batch_norm_backward_4[1]
    getitem_32 = native_batch_norm_backward_4[2];  native_batch_norm_backward_4 = None
    slice_6 = torch.ops.aten.slice.Tensor(getitem_30, 1, 0, 8);  getitem_30 = None
    add_2 = torch.ops.aten.add.Tensor(add, slice_6);  add = slice_6 = None
    _tensor_constant28 = self._tensor_constant28
    avg_pool2d_backward = torch.ops.aten.avg_pool2d_backward.default(add_2, _tensor_constant28, [2, 2], [2, 2], [0, 0], False, True, None);  add_2 = _tensor_constant28 = None
    _tensor_constant29 = self._tensor_constant29
    _param_constant11 = self._param_constant11
    convolution_backward_4 = torch.ops.aten.convolution_backward.default(avg_pool2d_backward, _tensor_constant29, _param_constant11, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  avg_pool2d_backward = _tensor_constant29 = _param_constant11 = None
    getitem_33 = convolution_backward_4[0]
    getitem_34 = convolution_backward_4[1]
    getitem_35 = convolution_backward_4[2];  convolution_backward_4 = getitem_35 = None
    _tensor_constant30 = self._tensor_constant30
    detach_24 = torch.ops.aten.detach.default(_tensor_constant30);  _tensor_constant30 = None
    threshold_backward_5 = torch.ops.aten.threshold_backward.default(getitem_33, detach_24, 0);  getitem_33 = detach_24 = None
    _tensor_constant31 = self._tensor_constant31
    _param_constant12 = self._param_constant12
    _tensor_constant32 = self._tensor_constant32
    _tensor_constant33 = self._tensor_constant33
    _tensor_constant34 = self._tensor_constant34
    _tensor_constant35 = self._tensor_constant35
    native_batch_norm_backward_5 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_5, _tensor_constant31, _param_constant12, _tensor_constant32, _tensor_constant33, _tensor_constant34, _tensor_constant35, True, 1e-05, [True, True, True]);  threshold_backward_5 = _tensor_constant31 = _param_constant12 = _tensor_constant32 = _tensor_constant33 = _tensor_constant34 = _tensor_constant35 = None
    getitem_36 = native_batch_norm_backward_5[0]
    getitem_37 = native_batch_norm_backward_5[1]
    getitem_38 = native_batch_norm_backward_5[2];  native_batch_norm_backward_5 = None
    slice_7 = torch.ops.aten.slice.Tensor(getitem_36, 1, 0, 8)
    slice_8 = torch.ops.aten.slice.Tensor(getitem_36, 1, 8, 12)
    slice_9 = torch.ops.aten.slice.Tensor(getitem_36, 1, 12, 16);  getitem_36 = None
    _tensor_constant36 = self._tensor_constant36
    _param_constant13 = self._param_constant13
    convolution_backward_5 = torch.ops.aten.convolution_backward.default(slice_9, _tensor_constant36, _param_constant13, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  slice_9 = _tensor_constant36 = _param_constant13 = None
    getitem_39 = convolution_backward_5[0]
    getitem_40 = convolution_backward_5[1]
    getitem_41 = convolution_backward_5[2];  convolution_backward_5 = getitem_41 = None
    _tensor_constant37 = self._tensor_constant37
    detach_25 = torch.ops.aten.detach.default(_tensor_constant37);  _tensor_constant37 = None
    threshold_backward_6 = torch.ops.aten.threshold_backward.default(getitem_39, detach_25, 0);  getitem_39 = detach_25 = None
    _tensor_constant38 = self._tensor_constant38
    _param_constant14 = self._param_constant14
    _tensor_constant39 = self._tensor_constant39
    _tensor_constant40 = self._tensor_constant40
    _tensor_constant41 = self._tensor_constant41
    _tensor_constant42 = self._tensor_constant42
    native_batch_norm_backward_6 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_6, _tensor_constant38, _param_constant14, _tensor_constant39, _tensor_constant40, _tensor_constant41, _tensor_constant42, True, 1e-05, [True, True, True]);  threshold_backward_6 = _tensor_constant38 = _param_constant14 = _tensor_constant39 = _tensor_constant40 = _tensor_constant41 = _tensor_constant42 = None
    getitem_42 = native_batch_norm_backward_6[0]
    getitem_43 = native_batch_norm_backward_6[1]
    getitem_44 = native_batch_norm_backward_6[2];  native_batch_norm_backward_6 = None
    _tensor_constant43 = self._tensor_constant43
    _tensor_constant44 = self._tensor_constant44
    cat_2 = torch.ops.aten.cat.default([_tensor_constant43, _tensor_constant44], 1);  _tensor_constant43 = _tensor_constant44 = None
    empty_2 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_2 = None
    detach_26 = torch.ops.aten.detach.default(cat_2)
    _param_constant15 = self._param_constant15
    detach_27 = torch.ops.aten.detach.default(_param_constant15);  _param_constant15 = None
    _param_constant15_1 = self._param_constant15
    _param_constant16 = self._param_constant16
    native_batch_norm_2 = torch.ops.aten.native_batch_norm.default(cat_2, _param_constant15_1, _param_constant16, None, None, True, 0.1, 1e-05);  cat_2 = _param_constant15_1 = _param_constant16 = None
    getitem_45 = native_batch_norm_2[0]
    getitem_46 = native_batch_norm_2[1]
    getitem_47 = native_batch_norm_2[2];  native_batch_norm_2 = None
    relu__2 = torch.ops.aten.relu_.default(getitem_45);  getitem_45 = None
    detach_28 = torch.ops.aten.detach.default(relu__2)
    detach_29 = torch.ops.aten.detach.default(relu__2);  relu__2 = None
    _param_constant17 = self._param_constant17
    detach_30 = torch.ops.aten.detach.default(_param_constant17);  _param_constant17 = None
    detach_31 = torch.ops.aten.detach.default(detach_29);  detach_29 = None
    detach_32 = torch.ops.aten.detach.default(detach_30);  detach_30 = None
    convolution_backward_6 = torch.ops.aten.convolution_backward.default(getitem_42, detach_31, detach_32, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_42 = detach_31 = detach_32 = None
    getitem_48 = convolution_backward_6[0]
    getitem_49 = convolution_backward_6[1]
    getitem_50 = convolution_backward_6[2];  convolution_backward_6 = getitem_50 = None
    detach_33 = torch.ops.aten.detach.default(detach_28);  detach_28 = None
    threshold_backward_7 = torch.ops.aten.threshold_backward.default(getitem_48, detach_33, 0);  getitem_48 = detach_33 = None
    detach_34 = torch.ops.aten.detach.default(detach_26);  detach_26 = None
    detach_35 = torch.ops.aten.detach.default(detach_27);  detach_27 = None
    native_batch_norm_backward_7 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_7, detach_34, detach_35, None, None, getitem_46, getitem_47, True, 1e-05, [True, True, True]);  threshold_backward_7 = detach_34 = detach_35 = getitem_46 = getitem_47 = None
    getitem_51 = native_batch_norm_backward_7[0]
    getitem_52 = native_batch_norm_backward_7[1]
    getitem_53 = native_batch_norm_backward_7[2];  native_batch_norm_backward_7 = None
    slice_10 = torch.ops.aten.slice.Tensor(getitem_51, 1, 0, 8)
    slice_11 = torch.ops.aten.slice.Tensor(getitem_51, 1, 8, 12);  getitem_51 = None
    add_3 = torch.ops.aten.add.Tensor(slice_7, slice_10);  slice_7 = slice_10 = None
    add_4 = torch.ops.aten.add.Tensor(slice_8, slice_11);  slice_8 = slice_11 = None
    _tensor_constant45 = self._tensor_constant45
    _param_constant18 = self._param_constant18
    convolution_backward_7 = torch.ops.aten.convolution_backward.default(add_4, _tensor_constant45, _param_constant18, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  add_4 = _tensor_constant45 = _param_constant18 = None
    getitem_54 = convolution_backward_7[0]
    getitem_55 = convolution_backward_7[1]
    getitem_56 = convolution_backward_7[2];  convolution_backward_7 = getitem_56 = None
    _tensor_constant46 = self._tensor_constant46
    detach_36 = torch.ops.aten.detach.default(_tensor_constant46);  _tensor_constant46 = None
    threshold_backward_8 = torch.ops.aten.threshold_backward.default(getitem_54, detach_36, 0);  getitem_54 = detach_36 = None
    _tensor_constant47 = self._tensor_constant47
    _param_constant19 = self._param_constant19
    _tensor_constant48 = self._tensor_constant48
    _tensor_constant49 = self._tensor_constant49
    _tensor_constant50 = self._tensor_constant50
    _tensor_constant51 = self._tensor_constant51
    native_batch_norm_backward_8 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_8, _tensor_constant47, _param_constant19, _tensor_constant48, _tensor_constant49, _tensor_constant50, _tensor_constant51, True, 1e-05, [True, True, True]);  threshold_backward_8 = _tensor_constant47 = _param_constant19 = _tensor_constant48 = _tensor_constant49 = _tensor_constant50 = _tensor_constant51 = None
    getitem_57 = native_batch_norm_backward_8[0]
    getitem_58 = native_batch_norm_backward_8[1]
    getitem_59 = native_batch_norm_backward_8[2];  native_batch_norm_backward_8 = None
    _tensor_constant43_1 = self._tensor_constant43
    cat_3 = torch.ops.aten.cat.default([_tensor_constant43_1], 1);  _tensor_constant43_1 = None
    empty_3 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_3 = None
    detach_37 = torch.ops.aten.detach.default(cat_3)
    _param_constant20 = self._param_constant20
    detach_38 = torch.ops.aten.detach.default(_param_constant20);  _param_constant20 = None
    _param_constant20_1 = self._param_constant20
    _param_constant21 = self._param_constant21
    native_batch_norm_3 = torch.ops.aten.native_batch_norm.default(cat_3, _param_constant20_1, _param_constant21, None, None, True, 0.1, 1e-05);  cat_3 = _param_constant20_1 = _param_constant21 = None
    getitem_60 = native_batch_norm_3[0]
    getitem_61 = native_batch_norm_3[1]
    getitem_62 = native_batch_norm_3[2];  native_batch_norm_3 = None
    relu__3 = torch.ops.aten.relu_.default(getitem_60);  getitem_60 = None
    detach_39 = torch.ops.aten.detach.default(relu__3)
    detach_40 = torch.ops.aten.detach.default(relu__3);  relu__3 = None
    _param_constant22 = self._param_constant22
    detach_41 = torch.ops.aten.detach.default(_param_constant22);  _param_constant22 = None
    detach_42 = torch.ops.aten.detach.default(detach_40);  detach_40 = None
    detach_43 = torch.ops.aten.detach.default(detach_41);  detach_41 = None
    convolution_backward_8 = torch.ops.aten.convolution_backward.default(getitem_57, detach_42, detach_43, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_57 = detach_42 = detach_43 = None
    getitem_63 = convolution_backward_8[0]
    getitem_64 = convolution_backward_8[1]
    getitem_65 = convolution_backward_8[2];  convolution_backward_8 = getitem_65 = None
    detach_44 = torch.ops.aten.detach.default(detach_39);  detach_39 = None
    threshold_backward_9 = torch.ops.aten.threshold_backward.default(getitem_63, detach_44, 0);  getitem_63 = detach_44 = None
    detach_45 = torch.ops.aten.detach.default(detach_37);  detach_37 = None
    detach_46 = torch.ops.aten.detach.default(detach_38);  detach_38 = None
    native_batch_norm_backward_9 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_9, detach_45, detach_46, None, None, getitem_61, getitem_62, True, 1e-05, [True, True, True]);  threshold_backward_9 = detach_45 = detach_46 = getitem_61 = getitem_62 = None
    getitem_66 = native_batch_norm_backward_9[0]
    getitem_67 = native_batch_norm_backward_9[1]
    getitem_68 = native_batch_norm_backward_9[2];  native_batch_norm_backward_9 = None
    slice_12 = torch.ops.aten.slice.Tensor(getitem_66, 1, 0, 8);  getitem_66 = None
    add_5 = torch.ops.aten.add.Tensor(add_3, slice_12);  add_3 = slice_12 = None
    _tensor_constant52 = self._tensor_constant52
    _tensor_constant53 = self._tensor_constant53
    max_pool2d_with_indices_backward = torch.ops.aten.max_pool2d_with_indices_backward.default(add_5, _tensor_constant52, [3, 3], [2, 2], [1, 1], [1, 1], False, _tensor_constant53);  add_5 = _tensor_constant52 = _tensor_constant53 = None
    _tensor_constant54 = self._tensor_constant54
    detach_47 = torch.ops.aten.detach.default(_tensor_constant54);  _tensor_constant54 = None
    threshold_backward_10 = torch.ops.aten.threshold_backward.default(max_pool2d_with_indices_backward, detach_47, 0);  max_pool2d_with_indices_backward = detach_47 = None
    _tensor_constant55 = self._tensor_constant55
    _param_constant23 = self._param_constant23
    _tensor_constant56 = self._tensor_constant56
    _tensor_constant57 = self._tensor_constant57
    _tensor_constant58 = self._tensor_constant58
    _tensor_constant59 = self._tensor_constant59
    native_batch_norm_backward_10 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_10, _tensor_constant55, _param_constant23, _tensor_constant56, _tensor_constant57, _tensor_constant58, _tensor_constant59, True, 1e-05, [True, True, True]);  threshold_backward_10 = _tensor_constant55 = _param_constant23 = _tensor_constant56 = _tensor_constant57 = _tensor_constant58 = _tensor_constant59 = None
    getitem_69 = native_batch_norm_backward_10[0]
    getitem_70 = native_batch_norm_backward_10[1]
    getitem_71 = native_batch_norm_backward_10[2];  native_batch_norm_backward_10 = None
    _tensor_constant60 = self._tensor_constant60
    _param_constant24 = self._param_constant24
    convolution_backward_9 = torch.ops.aten.convolution_backward.default(getitem_69, _tensor_constant60, _param_constant24, [0], [2, 2], [3, 3], [1, 1], False, [0, 0], 1, [False, True, False]);  getitem_69 = _tensor_constant60 = _param_constant24 = None
    getitem_72 = convolution_backward_9[0];  getitem_72 = None
    getitem_73 = convolution_backward_9[1]
    getitem_74 = convolution_backward_9[2];  convolution_backward_9 = getitem_74 = None
    return (getitem_73, getitem_70, getitem_71, getitem_67, getitem_68, getitem_64, getitem_58, getitem_59, getitem_55, getitem_52, getitem_53, getitem_49, getitem_43, getitem_44, getitem_40, getitem_37, getitem_38, getitem_34, getitem_31, getitem_32, getitem_28, getitem_22, getitem_23, getitem_19, getitem_16, getitem_17, getitem_13, getitem_7, getitem_8, getitem_4, getitem_1, getitem_2, t_3, view)
    