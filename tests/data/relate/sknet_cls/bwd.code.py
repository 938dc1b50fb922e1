


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
    view = torch.ops.aten.view.default(sum_1, [4]);  sum_1 = None
    t_3 = torch.ops.aten.t.default(t_2);  t_2 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(mm, -1);  mm = None
    expand = torch.ops.aten.expand.default(unsqueeze, [2, 16, 4]);  unsqueeze = None
    div = torch.ops.aten.div.Scalar(expand, 4);  expand = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(div, -1);  div = None
    expand_1 = torch.ops.aten.expand.default(unsqueeze_1, [2, 16, 4, 4]);  unsqueeze_1 = None
    div_1 = torch.ops.aten.div.Scalar(expand_1, 4);  expand_1 = None
    _tensor_constant6 = self._tensor_constant6
    _param_constant0 = self._param_constant0
    _tensor_constant7 = self._tensor_constant7
    _tensor_constant8 = self._tensor_constant8
    _tensor_constant9 = self._tensor_constant9
    _tensor_constant10 = self._tensor_constant10
    native_batch_norm_backward = torch.ops.aten.native_batch_norm_backward.default(div_1, _tensor_constant6, _param_constant0, _tensor_constant7, _tensor_constant8, _tensor_constant9, _tensor_constant10, True, 1e-05, [True, True, True]);  _tensor_constant6 = _param_constant0 = _tensor_constant7 = _tensor_constant8 = _tensor_constant9 = _tensor_constant10 = None
    getitem = native_batch_norm_backward[0]
    getitem_1 = native_batch_norm_backward[1]
    getitem_2 = native_batch_norm_backward[2];  native_batch_norm_backward = None
    _tensor_constant11 = self._tensor_constant11
    _param_constant1 = self._param_constant1
    convolution_backward = torch.ops.aten.convolution_backward.default(getitem, _tensor_constant11, _param_constant1, [16], [2, 2], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  getitem = _tensor_constant11 = _param_constant1 = None
    getitem_3 = convolution_backward[0]
    getitem_4 = convolution_backward[1]
    getitem_5 = convolution_backward[2];  convolution_backward = None
    _tensor_constant12 = self._tensor_constant12
    _param_constant2 = self._param_constant2
    _tensor_constant13 = self._tensor_constant13
    _tensor_constant14 = self._tensor_constant14
    _tensor_constant15 = self._tensor_constant15
    _tensor_constant16 = self._tensor_constant16
    native_batch_norm_backward_1 = torch.ops.aten.native_batch_norm_backward.default(div_1, _tensor_constant12, _param_constant2, _tensor_constant13, _tensor_constant14, _tensor_constant15, _tensor_constant16, True, 1e-05, [True, True, True]);  div_1 = _tensor_constant12 = _param_constant2 = _tensor_constant13 = _tensor_constant14 = _tensor_constant15 = _tensor_constant16 = None
    getitem_6 = native_batch_norm_backward_1[0]
    getitem_7 = native_batch_norm_backward_1[1]
    getitem_8 = native_batch_norm_backward_1[2];  native_batch_norm_backward_1 = None
    _tensor_constant17 = self._tensor_constant17
    _param_constant3 = self._param_constant3
    convolution_backward_1 = torch.ops.aten.convolution_backward.default(getitem_6, _tensor_constant17, _param_constant3, [16], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  getitem_6 = _tensor_constant17 = _param_constant3 = None
    getitem_9 = convolution_backward_1[0]
    getitem_10 = convolution_backward_1[1]
    getitem_11 = convolution_backward_1[2];  convolution_backward_1 = None
    _tensor_constant18 = self._tensor_constant18
    _param_constant4 = self._param_constant4
    _tensor_constant19 = self._tensor_constant19
    _tensor_constant20 = self._tensor_constant20
    _tensor_constant21 = self._tensor_constant21
    _tensor_constant22 = self._tensor_constant22
    native_batch_norm_backward_2 = torch.ops.aten.native_batch_norm_backward.default(getitem_9, _tensor_constant18, _param_constant4, _tensor_constant19, _tensor_constant20, _tensor_constant21, _tensor_constant22, True, 1e-05, [True, True, True]);  getitem_9 = _tensor_constant18 = _param_constant4 = _tensor_constant19 = _tensor_constant20 = _tensor_constant21 = _tensor_constant22 = None
    getitem_12 = native_batch_norm_backward_2[0]
    getitem_13 = native_batch_norm_backward_2[1]
    getitem_14 = native_batch_norm_backward_2[2];  native_batch_norm_backward_2 = None
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(getitem_12, 1);  getitem_12 = None
    expand_2 = torch.ops.aten.expand.default(unsqueeze_2, [2, 2, 8, 4, 4]);  unsqueeze_2 = None
    _tensor_constant23 = self._tensor_constant23
    mul = torch.ops.aten.mul.Tensor(expand_2, _tensor_constant23);  _tensor_constant23 = None
    _tensor_constant24 = self._tensor_constant24
    mul_1 = torch.ops.aten.mul.Tensor(expand_2, _tensor_constant24);  expand_2 = _tensor_constant24 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(mul, [3, 4], True);  mul = None
    squeeze = torch.ops.aten.squeeze.dim(sum_2, -1);  sum_2 = None
    squeeze_1 = torch.ops.aten.squeeze.dim(squeeze, -1);  squeeze = None
    _tensor_constant25 = self._tensor_constant25
    detach_1 = torch.ops.aten.detach.default(_tensor_constant25);  _tensor_constant25 = None
    _softmax_backward_data = torch.ops.aten._softmax_backward_data.default(squeeze_1, detach_1, 1, torch.float32);  squeeze_1 = detach_1 = None
    slice_1 = torch.ops.aten.slice.Tensor(_softmax_backward_data, 1, 0, 1)
    slice_2 = torch.ops.aten.slice.Tensor(_softmax_backward_data, 1, 1, 2);  _softmax_backward_data = None
    squeeze_2 = torch.ops.aten.squeeze.dim(slice_2, 1);  slice_2 = None
    _tensor_constant26 = self._tensor_constant26
    t_4 = torch.ops.aten.t.default(_tensor_constant26);  _tensor_constant26 = None
    mm_2 = torch.ops.aten.mm.default(squeeze_2, t_4);  t_4 = None
    t_5 = torch.ops.aten.t.default(squeeze_2)
    _tensor_constant27 = self._tensor_constant27
    mm_3 = torch.ops.aten.mm.default(t_5, _tensor_constant27);  t_5 = _tensor_constant27 = None
    t_6 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(squeeze_2, [0], True);  squeeze_2 = None
    view_1 = torch.ops.aten.view.default(sum_3, [8]);  sum_3 = None
    t_7 = torch.ops.aten.t.default(t_6);  t_6 = None
    squeeze_3 = torch.ops.aten.squeeze.dim(slice_1, 1);  slice_1 = None
    _tensor_constant28 = self._tensor_constant28
    t_8 = torch.ops.aten.t.default(_tensor_constant28);  _tensor_constant28 = None
    mm_4 = torch.ops.aten.mm.default(squeeze_3, t_8);  t_8 = None
    t_9 = torch.ops.aten.t.default(squeeze_3)
    _tensor_constant27_1 = self._tensor_constant27
    mm_5 = torch.ops.aten.mm.default(t_9, _tensor_constant27_1);  t_9 = _tensor_constant27_1 = None
    t_10 = torch.ops.aten.t.default(mm_5);  mm_5 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(squeeze_3, [0], True);  squeeze_3 = None
    view_2 = torch.ops.aten.view.default(sum_4, [8]);  sum_4 = None
    add = torch.ops.aten.add.Tensor(mm_2, mm_4);  mm_2 = mm_4 = None
    t_11 = torch.ops.aten.t.default(t_10);  t_10 = None
    _tensor_constant29 = self._tensor_constant29
    t_12 = torch.ops.aten.t.default(_tensor_constant29);  _tensor_constant29 = None
    mm_6 = torch.ops.aten.mm.default(add, t_12);  t_12 = None
    t_13 = torch.ops.aten.t.default(add)
    _tensor_constant30 = self._tensor_constant30
    mm_7 = torch.ops.aten.mm.default(t_13, _tensor_constant30);  t_13 = _tensor_constant30 = None
    t_14 = torch.ops.aten.t.default(mm_7);  mm_7 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(add, [0], True);  add = None
    view_3 = torch.ops.aten.view.default(sum_5, [4]);  sum_5 = None
    t_15 = torch.ops.aten.t.default(t_14);  t_14 = None
    unsqueeze_3 = torch.ops.aten.unsqueeze.default(mm_6, -1);  mm_6 = None
    expand_3 = torch.ops.aten.expand.default(unsqueeze_3, [2, 8, 4]);  unsqueeze_3 = None
    div_2 = torch.ops.aten.div.Scalar(expand_3, 4);  expand_3 = None
    unsqueeze_4 = torch.ops.aten.unsqueeze.default(div_2, -1);  div_2 = None
    expand_4 = torch.ops.aten.expand.default(unsqueeze_4, [2, 8, 4, 4]);  unsqueeze_4 = None
    div_3 = torch.ops.aten.div.Scalar(expand_4, 4);  expand_4 = None
    unsqueeze_5 = torch.ops.aten.unsqueeze.default(div_3, 1);  div_3 = None
    expand_5 = torch.ops.aten.expand.default(unsqueeze_5, [2, 2, 8, 4, 4]);  unsqueeze_5 = None
    add_1 = torch.ops.aten.add.Tensor(mul_1, expand_5);  mul_1 = expand_5 = None
    slice_3 = torch.ops.aten.slice.Tensor(add_1, 1, 0, 1)
    slice_4 = torch.ops.aten.slice.Tensor(add_1, 1, 1, 2);  add_1 = None
    squeeze_4 = torch.ops.aten.squeeze.dim(slice_4, 1);  slice_4 = None
    _tensor_constant31 = self._tensor_constant31
    detach_2 = torch.ops.aten.detach.default(_tensor_constant31);  _tensor_constant31 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(squeeze_4, detach_2, 0);  squeeze_4 = detach_2 = None
    _tensor_constant32 = self._tensor_constant32
    _param_constant5 = self._param_constant5
    _tensor_constant33 = self._tensor_constant33
    _tensor_constant34 = self._tensor_constant34
    _tensor_constant35 = self._tensor_constant35
    _tensor_constant36 = self._tensor_constant36
    native_batch_norm_backward_3 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward, _tensor_constant32, _param_constant5, _tensor_constant33, _tensor_constant34, _tensor_constant35, _tensor_constant36, True, 1e-05, [True, True, True]);  threshold_backward = _tensor_constant32 = _param_constant5 = _tensor_constant33 = _tensor_constant34 = _tensor_constant35 = _tensor_constant36 = None
    getitem_15 = native_batch_norm_backward_3[0]
    getitem_16 = native_batch_norm_backward_3[1]
    getitem_17 = native_batch_norm_backward_3[2];  native_batch_norm_backward_3 = None
    _tensor_constant37 = self._tensor_constant37
    _param_constant6 = self._param_constant6
    convolution_backward_2 = torch.ops.aten.convolution_backward.default(getitem_15, _tensor_constant37, _param_constant6, [8], [2, 2], [2, 2], [1, 1], False, [0, 0], 2, [True, True, True]);  getitem_15 = _tensor_constant37 = _param_constant6 = None
    getitem_18 = convolution_backward_2[0]
    getitem_19 = convolution_backward_2[1]
    getitem_20 = convolution_backward_2[2];  convolution_backward_2 = None
    squeeze_5 = torch.ops.aten.squeeze.dim(slice_3, 1);  slice_3 = None
    _tensor_constant38 = self._tensor_constant38
    detach_3 = torch.ops.aten.detach.default(_tensor_constant38);  _tensor_constant38 = None
    threshold_backward_1 = torch.ops.aten.threshold_backward.default(squeeze_5, detach_3, 0);  squeeze_5 = detach_3 = None
    _tensor_constant39 = self._tensor_constant39
    _param_constant7 = self._param_constant7
    _tensor_constant40 = self._tensor_constant40
    _tensor_constant41 = self._tensor_constant41
    _tensor_constant42 = self._tensor_constant42
    _tensor_constant43 = self._tensor_constant43
    native_batch_norm_backward_4 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_1, _tensor_constant39, _param_constant7, _tensor_constant40, _tensor_constant41, _tensor_constant42, _tensor_constant43, True, 1e-05, [True, True, True]);  threshold_backward_1 = _tensor_constant39 = _param_constant7 = _tensor_constant40 = _tensor_constant41 = _tensor_constant42 = _tensor_constant43 = None
    getitem_21 = native_batch_norm_backward_4[0]
    getitem_22 = native_batch_norm_backward_4[1]
    getitem_23 = native_batch_norm_backward_4[2];  native_batch_norm_backward_4 = None
    _tensor_constant37_1 = self._tensor_constant37
    _param_constant8 = self._param_constant8
    convolution_backward_3 = torch.ops.aten.convolution_backward.default(getitem_21, _tensor_constant37_1, _param_constant8, [8], [2, 2], [1, 1], [1, 1], False, [0, 0], 2, [True, True, True]);  getitem_21 = _tensor_constant37_1 = _param_constant8 = None
    getitem_24 = convolution_backward_3[0]
    getitem_25 = convolution_backward_3[1]
    getitem_26 = convolution_backward_3[2];  convolution_backward_3 = None
    add_2 = torch.ops.aten.add.Tensor(getitem_18, getitem_24);  getitem_18 = getitem_24 = None
    _tensor_constant44 = self._tensor_constant44
    _param_constant9 = self._param_constant9
    _tensor_constant45 = self._tensor_constant45
    _tensor_constant46 = self._tensor_constant46
    _tensor_constant47 = self._tensor_constant47
    _tensor_constant48 = self._tensor_constant48
    native_batch_norm_backward_5 = torch.ops.aten.native_batch_norm_backward.default(add_2, _tensor_constant44, _param_constant9, _tensor_constant45, _tensor_constant46, _tensor_constant47, _tensor_constant48, True, 1e-05, [True, True, True]);  add_2 = _tensor_constant44 = _param_constant9 = _tensor_constant45 = _tensor_constant46 = _tensor_constant47 = _tensor_constant48 = None
    getitem_27 = native_batch_norm_backward_5[0]
    getitem_28 = native_batch_norm_backward_5[1]
    getitem_29 = native_batch_norm_backward_5[2];  native_batch_norm_backward_5 = None
    _tensor_constant11_1 = self._tensor_constant11
    _param_constant10 = self._param_constant10
    convolution_backward_4 = torch.ops.aten.convolution_backward.default(getitem_27, _tensor_constant11_1, _param_constant10, [8], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  getitem_27 = _tensor_constant11_1 = _param_constant10 = None
    getitem_30 = convolution_backward_4[0]
    getitem_31 = convolution_backward_4[1]
    getitem_32 = convolution_backward_4[2];  convolution_backward_4 = None
    add_3 = torch.ops.aten.add.Tensor(getitem_3, getitem_30);  getitem_3 = getitem_30 = None
    _tensor_constant49 = self._tensor_constant49
    _param_constant11 = self._param_constant11
    _tensor_constant50 = self._tensor_constant50
    _tensor_constant51 = self._tensor_constant51
    _tensor_constant52 = self._tensor_constant52
    _tensor_constant53 = self._tensor_constant53
    native_batch_norm_backward_6 = torch.ops.aten.native_batch_norm_backward.default(add_3, _tensor_constant49, _param_constant11, _tensor_constant50, _tensor_constant51, _tensor_constant52, _tensor_constant53, True, 1e-05, [True, True, True]);  _tensor_constant49 = _param_constant11 = _tensor_constant50 = _tensor_constant51 = _tensor_constant52 = _tensor_constant53 = None
    getitem_33 = native_batch_norm_backward_6[0]
    getitem_34 = native_batch_norm_backward_6[1]
    getitem_35 = native_batch_norm_backward_6[2];  native_batch_norm_backward_6 = None
    _tensor_constant54 = self._tensor_constant54
    _param_constant12 = self._param_constant12
    convolution_backward_5 = torch.ops.aten.convolution_backward.default(getitem_33, _tensor_constant54, _param_constant12, [16], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  getitem_33 = _tensor_constant54 = _param_constant12 = None
    getitem_36 = convolution_backward_5[0]
    getitem_37 = convolution_backward_5[1]
    getitem_38 = convolution_backward_5[2];  convolution_backward_5 = None
    _tensor_constant55 = self._tensor_constant55
    _param_constant13 = self._param_constant13
    _tensor_constant56 = self._tensor_constant56
    _tensor_constant57 = self._tensor_constant57
    _tensor_constant58 = self._tensor_constant58
    _tensor_constant59 = self._tensor_constant59
    native_batch_norm_backward_7 = torch.ops.aten.native_batch_norm_backward.default(add_3, _tensor_constant55, _param_constant13, _tensor_constant56, _tensor_constant57, _tensor_constant58, _tensor_constant59, True, 1e-05, [True, True, True]);  add_3 = _tensor_constant55 = _param_constant13 = _tensor_constant56 = _tensor_constant57 = _tensor_constant58 = _tensor_constant59 = None
    getitem_39 = native_batch_norm_backward_7[0]
    getitem_40 = native_batch_norm_backward_7[1]
    getitem_41 = native_batch_norm_backward_7[2];  native_batch_norm_backward_7 = None
    _tensor_constant60 = self._tensor_constant60
    _param_constant14 = self._param_constant14
    convolution_backward_6 = torch.ops.aten.convolution_backward.default(getitem_39, _tensor_constant60, _param_constant14, [16], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  getitem_39 = _tensor_constant60 = _param_constant14 = None
    getitem_42 = convolution_backward_6[0]
    getitem_43 = convolution_backward_6[1]
    getitem_44 = convolution_backward_6[2];  convolution_backward_6 = None
    _tensor_constant61 = self._tensor_constant61
    _param_constant15 = self._param_constant15
    _tensor_constant62 = self._tensor_constant62
    _tensor_constant63 = self._tensor_constant63
    _tensor_constant64 = self._tensor_constant64
    _tensor_constant65 = self._tensor_constant65
    native_batch_norm_backward_8 = torch.ops.aten.native_batch_norm_backward.default(getitem_42, _tensor_constant61, _param_constant15, _tensor_constant62, _tensor_constant63, _tensor_constant64, _tensor_constant65, True, 1e-05, [True, True, True]);  getitem_42 = _tensor_constant61 = _param_constant15 = _tensor_constant62 = _tensor_constant63 = _tensor_constant64 = _tensor_constant65 = None
    getitem_45 = native_batch_norm_backward_8[0]
    getitem_46 = native_batch_norm_backward_8[1]
    getitem_47 = native_batch_norm_backward_8[2];  native_batch_norm_backward_8 = None
    unsqueeze_6 = torch.ops.aten.unsqueeze.default(getitem_45, 1);  getitem_45 = None
    expand_6 = torch.ops.aten.expand.default(unsqueeze_6, [2, 2, 8, 8, 8]);  unsqueeze_6 = None
    _tensor_constant66 = self._tensor_constant66
    mul_2 = torch.ops.aten.mul.Tensor(expand_6, _tensor_constant66);  _tensor_constant66 = None
    _tensor_constant67 = self._tensor_constant67
    mul_3 = torch.ops.aten.mul.Tensor(expand_6, _tensor_constant67);  expand_6 = _tensor_constant67 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(mul_2, [3, 4], True);  mul_2 = None
    squeeze_6 = torch.ops.aten.squeeze.dim(sum_6, -1);  sum_6 = None
    squeeze_7 = torch.ops.aten.squeeze.dim(squeeze_6, -1);  squeeze_6 = None
    _tensor_constant68 = self._tensor_constant68
    detach_4 = torch.ops.aten.detach.default(_tensor_constant68);  _tensor_constant68 = None
    _softmax_backward_data_1 = torch.ops.aten._softmax_backward_data.default(squeeze_7, detach_4, 1, torch.float32);  squeeze_7 = detach_4 = None
    slice_5 = torch.ops.aten.slice.Tensor(_softmax_backward_data_1, 1, 0, 1)
    slice_6 = torch.ops.aten.slice.Tensor(_softmax_backward_data_1, 1, 1, 2);  _softmax_backward_data_1 = None
    squeeze_8 = torch.ops.aten.squeeze.dim(slice_6, 1);  slice_6 = None
    _tensor_constant69 = self._tensor_constant69
    t_16 = torch.ops.aten.t.default(_tensor_constant69);  _tensor_constant69 = None
    mm_8 = torch.ops.aten.mm.default(squeeze_8, t_16);  t_16 = None
    t_17 = torch.ops.aten.t.default(squeeze_8)
    _tensor_constant70 = self._tensor_constant70
    mm_9 = torch.ops.aten.mm.default(t_17, _tensor_constant70);  t_17 = _tensor_constant70 = None
    t_18 = torch.ops.aten.t.default(mm_9);  mm_9 = None
    sum_7 = torch.ops.aten.sum.dim_IntList(squeeze_8, [0], True);  squeeze_8 = None
    view_4 = torch.ops.aten.view.default(sum_7, [8]);  sum_7 = None
    t_19 = torch.ops.aten.t.default(t_18);  t_18 = None
    squeeze_9 = torch.ops.aten.squeeze.dim(slice_5, 1);  slice_5 = None
    _tensor_constant71 = self._tensor_constant71
    t_20 = torch.ops.aten.t.default(_tensor_constant71);  _tensor_constant71 = None
    mm_10 = torch.ops.aten.mm.default(squeeze_9, t_20);  t_20 = None
    t_21 = torch.ops.aten.t.default(squeeze_9)
    _tensor_constant70_1 = self._tensor_constant70
    mm_11 = torch.ops.aten.mm.default(t_21, _tensor_constant70_1);  t_21 = _tensor_constant70_1 = None
    t_22 = torch.ops.aten.t.default(mm_11);  mm_11 = None
    sum_8 = torch.ops.aten.sum.dim_IntList(squeeze_9, [0], True);  squeeze_9 = None
    view_5 = torch.ops.aten.view.default(sum_8, [8]);  sum_8 = None
    add_4 = torch.ops.aten.add.Tensor(mm_8, mm_10);  mm_8 = mm_10 = None
    t_23 = torch.ops.aten.t.default(t_22);  t_22 = None
    _tensor_constant72 = self._tensor_constant72
    t_24 = torch.ops.aten.t.default(_tensor_constant72);  _tensor_constant72 = None
    mm_12 = torch.ops.aten.mm.default(add_4, t_24);  t_24 = None
    t_25 = torch.ops.aten.t.default(add_4)
    _tensor_constant73 = self._tensor_constant73
    mm_13 = torch.ops.aten.mm.default(t_25, _tensor_constant73);  t_25 = _tensor_constant73 = None
    t_26 = torch.ops.aten.t.default(mm_13);  mm_13 = None
    sum_9 = torch.ops.aten.sum.dim_IntList(add_4, [0], True);  add_4 = None
    view_6 = torch.ops.aten.view.default(sum_9, [4]);  sum_9 = None
    t_27 = torch.ops.aten.t.default(t_26);  t_26 = None
    unsqueeze_7 = torch.ops.aten.unsqueeze.default(mm_12, -1);  mm_12 = None
    expand_7 = torch.ops.aten.expand.default(unsqueeze_7, [2, 8, 8]);  unsqueeze_7 = None
    div_4 = torch.ops.aten.div.Scalar(expand_7, 8);  expand_7 = None
    unsqueeze_8 = torch.ops.aten.unsqueeze.default(div_4, -1);  div_4 = None
    expand_8 = torch.ops.aten.expand.default(unsqueeze_8, [2, 8, 8, 8]);  unsqueeze_8 = None
    div_5 = torch.ops.aten.div.Scalar(expand_8, 8);  expand_8 = None
    unsqueeze_9 = torch.ops.aten.unsqueeze.default(div_5, 1);  div_5 = None
    expand_9 = torch.ops.aten.expand.default(unsqueeze_9, [2, 2, 8, 8, 8]);  unsqueeze_9 = None
    add_5 = torch.ops.aten.add.Tensor(mul_3, expand_9);  mul_3 = expand_9 = None
    slice_7 = torch.ops.aten.slice.Tensor(add_5, 1, 0, 1)
    slice_8 = torch.ops.aten.slice.Tensor(add_5, 1, 1, 2);  add_5 = None
    squeeze_10 = torch.ops.aten.squeeze.dim(slice_8, 1);  slice_8 = None
    _tensor_constant74 = self._tensor_constant74
    detach_5 = torch.ops.aten.detach.default(_tensor_constant74);  _tensor_constant74 = None
    threshold_backward_2 = torch.ops.aten.threshold_backward.default(squeeze_10, detach_5, 0);  squeeze_10 = detach_5 = None
    _tensor_constant75 = self._tensor_constant75
    _param_constant16 = self._param_constant16
    _tensor_constant76 = self._tensor_constant76
    _tensor_constant77 = self._tensor_constant77
    _tensor_constant78 = self._tensor_constant78
    _tensor_constant79 = self._tensor_constant79
    native_batch_norm_backward_9 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_2, _tensor_constant75, _param_constant16, _tensor_constant76, _tensor_constant77, _tensor_constant78, _tensor_constant79, True, 1e-05, [True, True, True]);  threshold_backward_2 = _tensor_constant75 = _param_constant16 = _tensor_constant76 = _tensor_constant77 = _tensor_constant78 = _tensor_constant79 = None
    getitem_48 = native_batch_norm_backward_9[0]
    getitem_49 = native_batch_norm_backward_9[1]
    getitem_50 = native_batch_norm_backward_9[2];  native_batch_norm_backward_9 = None
    _tensor_constant80 = self._tensor_constant80
    _param_constant17 = self._param_constant17
    convolution_backward_7 = torch.ops.aten.convolution_backward.default(getitem_48, _tensor_constant80, _param_constant17, [8], [1, 1], [2, 2], [1, 1], False, [0, 0], 2, [True, True, True]);  getitem_48 = _tensor_constant80 = _param_constant17 = None
    getitem_51 = convolution_backward_7[0]
    getitem_52 = convolution_backward_7[1]
    getitem_53 = convolution_backward_7[2];  convolution_backward_7 = None
    squeeze_11 = torch.ops.aten.squeeze.dim(slice_7, 1);  slice_7 = None
    _tensor_constant81 = self._tensor_constant81
    detach_6 = torch.ops.aten.detach.default(_tensor_constant81);  _tensor_constant81 = None
    threshold_backward_3 = torch.ops.aten.threshold_backward.default(squeeze_11, detach_6, 0);  squeeze_11 = detach_6 = None
    _tensor_constant82 = self._tensor_constant82
    _param_constant18 = self._param_constant18
    _tensor_constant83 = self._tensor_constant83
    _tensor_constant84 = self._tensor_constant84
    _tensor_constant85 = self._tensor_constant85
    _tensor_constant86 = self._tensor_constant86
    native_batch_norm_backward_10 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_3, _tensor_constant82, _param_constant18, _tensor_constant83, _tensor_constant84, _tensor_constant85, _tensor_constant86, True, 1e-05, [True, True, True]);  threshold_backward_3 = _tensor_constant82 = _param_constant18 = _tensor_constant83 = _tensor_constant84 = _tensor_constant85 = _tensor_constant86 = None
    getitem_54 = native_batch_norm_backward_10[0]
    getitem_55 = native_batch_norm_backward_10[1]
    getitem_56 = native_batch_norm_backward_10[2];  native_batch_norm_backward_10 = None
    _tensor_constant80_1 = self._tensor_constant80
    _param_constant19 = self._param_constant19
    convolution_backward_8 = torch.ops.aten.convolution_backward.default(getitem_54, _tensor_constant80_1, _param_constant19, [8], [1, 1], [1, 1], [1, 1], False, [0, 0], 2, [True, True, True]);  getitem_54 = _tensor_constant80_1 = _param_constant19 = None
    getitem_57 = convolution_backward_8[0]
    getitem_58 = convolution_backward_8[1]
    getitem_59 = convolution_backward_8[2];  convolution_backward_8 = None
    add_6 = torch.ops.aten.add.Tensor(getitem_51, getitem_57);  getitem_51 = getitem_57 = None
    _tensor_constant87 = self._tensor_constant87
    _param_constant20 = self._param_constant20
    _tensor_constant88 = self._tensor_constant88
    _tensor_constant89 = self._tensor_constant89
    _tensor_constant90 = self._tensor_constant90
    _tensor_constant91 = self._tensor_constant91
    native_batch_norm_backward_11 = torch.ops.aten.native_batch_norm_backward.default(add_6, _tensor_constant87, _param_constant20, _tensor_constant88, _tensor_constant89, _tensor_constant90, _tensor_constant91, True, 1e-05, [True, True, True]);  add_6 = _tensor_constant87 = _param_constant20 = _tensor_constant88 = _tensor_constant89 = _tensor_constant90 = _tensor_constant91 = None
    getitem_60 = native_batch_norm_backward_11[0]
    getitem_61 = native_batch_norm_backward_11[1]
    getitem_62 = native_batch_norm_backward_11[2];  native_batch_norm_backward_11 = None
    _tensor_constant54_1 = self._tensor_constant54
    _param_constant21 = self._param_constant21
    convolution_backward_9 = torch.ops.aten.convolution_backward.default(getitem_60, _tensor_constant54_1, _param_constant21, [8], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  getitem_60 = _tensor_constant54_1 = _param_constant21 = None
    getitem_63 = convolution_backward_9[0]
    getitem_64 = convolution_backward_9[1]
    getitem_65 = convolution_backward_9[2];  convolution_backward_9 = None
    add_7 = torch.ops.aten.add.Tensor(getitem_36, getitem_63);  getitem_36 = getitem_63 = None
    _tensor_constant92 = self._tensor_constant92
    detach_7 = torch.ops.aten.detach.default(_tensor_constant92);  _tensor_constant92 = None
    threshold_backward_4 = torch.ops.aten.threshold_backward.default(add_7, detach_7, 0);  add_7 = detach_7 = None
    _tensor_constant93 = self._tensor_constant93
    _param_constant22 = self._param_constant22
    _tensor_constant94 = self._tensor_constant94
    _tensor_constant95 = self._tensor_constant95
    _tensor_constant96 = self._tensor_constant96
    _tensor_constant97 = self._tensor_constant97
    native_batch_norm_backward_12 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_4, _tensor_constant93, _param_constant22, _tensor_constant94, _tensor_constant95, _tensor_constant96, _tensor_constant97, True, 1e-05, [True, True, True]);  threshold_backward_4 = _tensor_constant93 = _param_constant22 = _tensor_constant94 = _tensor_constant95 = _tensor_constant96 = _tensor_constant97 = None
    getitem_66 = native_batch_norm_backward_12[0]
    getitem_67 = native_batch_norm_backward_12[1]
    getitem_68 = native_batch_norm_backward_12[2];  native_batch_norm_backward_12 = None
    _tensor_constant98 = self._tensor_constant98
    _param_constant23 = self._param_constant23
    convolution_backward_10 = torch.ops.aten.convolution_backward.default(getitem_66, _tensor_constant98, _param_constant23, [8], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [False, True, True]);  getitem_66 = _tensor_constant98 = _param_constant23 = None
    getitem_69 = convolution_backward_10[0];  getitem_69 = None
    getitem_70 = convolution_backward_10[1]
    getitem_71 = convolution_backward_10[2];  convolution_backward_10 = None
    return (getitem_70, getitem_71, getitem_67, getitem_68, getitem_64, getitem_65, getitem_61, getitem_62, getitem_58, getitem_59, getitem_55, getitem_56, getitem_52, getitem_53, getitem_49, getitem_50, t_27, view_6, t_23, view_5, t_19, view_4, getitem_46, getitem_47, getitem_43, getitem_44, getitem_40, getitem_41, getitem_37, getitem_38, getitem_34, getitem_35, getitem_31, getitem_32, getitem_28, getitem_29, getitem_25, getitem_26, getitem_22, getitem_23, getitem_19, getitem_20, getitem_16, getitem_17, t_15, view_3, t_11, view_2, t_7, view_1, getitem_13, getitem_14, getitem_10, getitem_11, getitem_7, getitem_8, getitem_4, getitem_5, getitem_1, getitem_2, t_3, view)
    