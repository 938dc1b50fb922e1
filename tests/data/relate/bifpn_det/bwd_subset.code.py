


def forward(self, loss_1):
    ones_like = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
    mul = torch.ops.aten.mul.Tensor(ones_like, 50.0)
    _tensor_constant0 = self._tensor_constant0
    div = torch.ops.aten.div.Tensor(mul, _tensor_constant0);  mul = _tensor_constant0 = None
    expand = torch.ops.aten.expand.default(div, [2, 168, 4]);  div = None
    _tensor_constant1 = self._tensor_constant1
    mul_1 = torch.ops.aten.mul.Tensor(expand, _tensor_constant1);  expand = _tensor_constant1 = None
    _tensor_constant2 = self._tensor_constant2
    _tensor_constant3 = self._tensor_constant3
    huber_loss_backward = torch.ops.aten.huber_loss_backward.default(mul_1, _tensor_constant2, _tensor_constant3, 0, 0.1);  mul_1 = _tensor_constant2 = _tensor_constant3 = None
    _tensor_constant4 = self._tensor_constant4
    div_1 = torch.ops.aten.div.Tensor(ones_like, _tensor_constant4);  ones_like = _tensor_constant4 = None
    expand_1 = torch.ops.aten.expand.default(div_1, [2, 168, 3]);  div_1 = None
    _tensor_constant5 = self._tensor_constant5
    mul_2 = torch.ops.aten.mul.Tensor(expand_1, _tensor_constant5);  _tensor_constant5 = None
    _tensor_constant6 = self._tensor_constant6
    mul_3 = torch.ops.aten.mul.Tensor(expand_1, _tensor_constant6);  expand_1 = _tensor_constant6 = None
    _tensor_constant7 = self._tensor_constant7
    mul_4 = torch.ops.aten.mul.Tensor(mul_3, _tensor_constant7);  mul_3 = _tensor_constant7 = None
    _tensor_constant8 = self._tensor_constant8
    pow_1 = torch.ops.aten.pow.Tensor_Scalar(_tensor_constant8, 0.5);  _tensor_constant8 = None
    mul_5 = torch.ops.aten.mul.Scalar(pow_1, 1.5);  pow_1 = None
    mul_6 = torch.ops.aten.mul.Tensor(mul_4, mul_5);  mul_4 = mul_5 = None
    neg = torch.ops.aten.neg.default(mul_6);  mul_6 = None
    _tensor_constant9 = self._tensor_constant9
    mul_7 = torch.ops.aten.mul.Tensor(neg, _tensor_constant9);  _tensor_constant9 = None
    neg_1 = torch.ops.aten.neg.default(mul_7);  mul_7 = None
    _tensor_constant10 = self._tensor_constant10
    mul_8 = torch.ops.aten.mul.Tensor(neg, _tensor_constant10);  neg = _tensor_constant10 = None
    add = torch.ops.aten.add.Tensor(neg_1, mul_8);  neg_1 = mul_8 = None
    _tensor_constant11 = self._tensor_constant11
    sigmoid = torch.ops.aten.sigmoid.default(_tensor_constant11);  _tensor_constant11 = None
    _tensor_constant10_1 = self._tensor_constant10
    sub = torch.ops.aten.sub.Tensor(sigmoid, _tensor_constant10_1);  sigmoid = _tensor_constant10_1 = None
    mul_9 = torch.ops.aten.mul.Tensor(sub, mul_2);  sub = mul_2 = None
    _tensor_constant12 = self._tensor_constant12
    detach = torch.ops.aten.detach.default(_tensor_constant12);  _tensor_constant12 = None
    sigmoid_backward = torch.ops.aten.sigmoid_backward.default(add, detach);  add = detach = None
    add_1 = torch.ops.aten.add.Tensor(mul_9, sigmoid_backward);  mul_9 = sigmoid_backward = None
    slice_1 = torch.ops.aten.slice.Tensor(huber_loss_backward, 1, 0, 128)
    slice_2 = torch.ops.aten.slice.Tensor(huber_loss_backward, 1, 128, 160)
    slice_3 = torch.ops.aten.slice.Tensor(huber_loss_backward, 1, 160, 168);  huber_loss_backward = None
    view = torch.ops.aten.view.default(slice_3, [2, 2, 2, 8]);  slice_3 = None
    permute = torch.ops.aten.permute.default(view, [0, 3, 1, 2]);  view = None
    _tensor_constant13 = self._tensor_constant13
    _param_constant0 = self._param_constant0
    convolution_backward = torch.ops.aten.convolution_backward.default(permute, _tensor_constant13, _param_constant0, [8], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, False, False]);  permute = _tensor_constant13 = _param_constant0 = None
    getitem = convolution_backward[0]
    getitem_1 = convolution_backward[1];  getitem_1 = None
    getitem_2 = convolution_backward[2];  convolution_backward = getitem_2 = None
    _tensor_constant14 = self._tensor_constant14
    silu_backward = torch.ops.aten.silu_backward.default(getitem, _tensor_constant14);  getitem = _tensor_constant14 = None
    _tensor_constant15 = self._tensor_constant15
    _param_constant1 = self._param_constant1
    convolution_backward_1 = torch.ops.aten.convolution_backward.default(silu_backward, _tensor_constant15, _param_constant1, [16], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, False, False]);  silu_backward = _tensor_constant15 = _param_constant1 = None
    getitem_3 = convolution_backward_1[0]
    getitem_4 = convolution_backward_1[1];  getitem_4 = None
    getitem_5 = convolution_backward_1[2];  convolution_backward_1 = getitem_5 = None
    view_1 = torch.ops.aten.view.default(slice_2, [2, 4, 4, 8]);  slice_2 = None
    permute_1 = torch.ops.aten.permute.default(view_1, [0, 3, 1, 2]);  view_1 = None
    _tensor_constant16 = self._tensor_constant16
    _param_constant0_1 = self._param_constant0
    convolution_backward_2 = torch.ops.aten.convolution_backward.default(permute_1, _tensor_constant16, _param_constant0_1, [8], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, False, False]);  permute_1 = _tensor_constant16 = _param_constant0_1 = None
    getitem_6 = convolution_backward_2[0]
    getitem_7 = convolution_backward_2[1];  getitem_7 = None
    getitem_8 = convolution_backward_2[2];  convolution_backward_2 = getitem_8 = None
    _tensor_constant17 = self._tensor_constant17
    silu_backward_1 = torch.ops.aten.silu_backward.default(getitem_6, _tensor_constant17);  getitem_6 = _tensor_constant17 = None
    _tensor_constant18 = self._tensor_constant18
    _param_constant1_1 = self._param_constant1
    convolution_backward_3 = torch.ops.aten.convolution_backward.default(silu_backward_1, _tensor_constant18, _param_constant1_1, [16], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, False, False]);  silu_backward_1 = _tensor_constant18 = _param_constant1_1 = None
    getitem_9 = convolution_backward_3[0]
    getitem_10 = convolution_backward_3[1];  getitem_10 = None
    getitem_11 = convolution_backward_3[2];  convolution_backward_3 = getitem_11 = None
    view_2 = torch.ops.aten.view.default(slice_1, [2, 8, 8, 8]);  slice_1 = None
    permute_2 = torch.ops.aten.permute.default(view_2, [0, 3, 1, 2]);  view_2 = None
    _tensor_constant19 = self._tensor_constant19
    _param_constant0_2 = self._param_constant0
    convolution_backward_4 = torch.ops.aten.convolution_backward.default(permute_2, _tensor_constant19, _param_constant0_2, [8], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, False, False]);  permute_2 = _tensor_constant19 = _param_constant0_2 = None
    getitem_12 = convolution_backward_4[0]
    getitem_13 = convolution_backward_4[1];  getitem_13 = None
    getitem_14 = convolution_backward_4[2];  convolution_backward_4 = getitem_14 = None
    _tensor_constant20 = self._tensor_constant20
    silu_backward_2 = torch.ops.aten.silu_backward.default(getitem_12, _tensor_constant20);  getitem_12 = _tensor_constant20 = None
    _tensor_constant21 = self._tensor_constant21
    _param_constant1_2 = self._param_constant1
    convolution_backward_5 = torch.ops.aten.convolution_backward.default(silu_backward_2, _tensor_constant21, _param_constant1_2, [16], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, False, False]);  silu_backward_2 = _tensor_constant21 = _param_constant1_2 = None
    getitem_15 = convolution_backward_5[0]
    getitem_16 = convolution_backward_5[1];  getitem_16 = None
    getitem_17 = convolution_backward_5[2];  convolution_backward_5 = getitem_17 = None
    slice_4 = torch.ops.aten.slice.Tensor(add_1, 1, 0, 128)
    slice_5 = torch.ops.aten.slice.Tensor(add_1, 1, 128, 160)
    slice_6 = torch.ops.aten.slice.Tensor(add_1, 1, 160, 168);  add_1 = None
    view_3 = torch.ops.aten.view.default(slice_6, [2, 2, 2, 6]);  slice_6 = None
    permute_3 = torch.ops.aten.permute.default(view_3, [0, 3, 1, 2]);  view_3 = None
    _tensor_constant22 = self._tensor_constant22
    _param_constant2 = self._param_constant2
    convolution_backward_6 = torch.ops.aten.convolution_backward.default(permute_3, _tensor_constant22, _param_constant2, [6], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, False, False]);  permute_3 = _tensor_constant22 = _param_constant2 = None
    getitem_18 = convolution_backward_6[0]
    getitem_19 = convolution_backward_6[1];  getitem_19 = None
    getitem_20 = convolution_backward_6[2];  convolution_backward_6 = getitem_20 = None
    _tensor_constant23 = self._tensor_constant23
    silu_backward_3 = torch.ops.aten.silu_backward.default(getitem_18, _tensor_constant23);  getitem_18 = _tensor_constant23 = None
    _tensor_constant15_1 = self._tensor_constant15
    _param_constant3 = self._param_constant3
    convolution_backward_7 = torch.ops.aten.convolution_backward.default(silu_backward_3, _tensor_constant15_1, _param_constant3, [16], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, False, False]);  silu_backward_3 = _tensor_constant15_1 = _param_constant3 = None
    getitem_21 = convolution_backward_7[0]
    getitem_22 = convolution_backward_7[1];  getitem_22 = None
    getitem_23 = convolution_backward_7[2];  convolution_backward_7 = getitem_23 = None
    add_2 = torch.ops.aten.add.Tensor(getitem_3, getitem_21);  getitem_3 = getitem_21 = None
    view_4 = torch.ops.aten.view.default(slice_5, [2, 4, 4, 6]);  slice_5 = None
    permute_4 = torch.ops.aten.permute.default(view_4, [0, 3, 1, 2]);  view_4 = None
    _tensor_constant24 = self._tensor_constant24
    _param_constant2_1 = self._param_constant2
    convolution_backward_8 = torch.ops.aten.convolution_backward.default(permute_4, _tensor_constant24, _param_constant2_1, [6], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, False, False]);  permute_4 = _tensor_constant24 = _param_constant2_1 = None
    getitem_24 = convolution_backward_8[0]
    getitem_25 = convolution_backward_8[1];  getitem_25 = None
    getitem_26 = convolution_backward_8[2];  convolution_backward_8 = getitem_26 = None
    _tensor_constant25 = self._tensor_constant25
    silu_backward_4 = torch.ops.aten.silu_backward.default(getitem_24, _tensor_constant25);  getitem_24 = _tensor_constant25 = None
    _tensor_constant18_1 = self._tensor_constant18
    _param_constant3_1 = self._param_constant3
    convolution_backward_9 = torch.ops.aten.convolution_backward.default(silu_backward_4, _tensor_constant18_1, _param_constant3_1, [16], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, False, False]);  silu_backward_4 = _tensor_constant18_1 = _param_constant3_1 = None
    getitem_27 = convolution_backward_9[0]
    getitem_28 = convolution_backward_9[1];  getitem_28 = None
    getitem_29 = convolution_backward_9[2];  convolution_backward_9 = getitem_29 = None
    add_3 = torch.ops.aten.add.Tensor(getitem_9, getitem_27);  getitem_9 = getitem_27 = None
    view_5 = torch.ops.aten.view.default(slice_4, [2, 8, 8, 6]);  slice_4 = None
    permute_5 = torch.ops.aten.permute.default(view_5, [0, 3, 1, 2]);  view_5 = None
    _tensor_constant26 = self._tensor_constant26
    _param_constant2_2 = self._param_constant2
    convolution_backward_10 = torch.ops.aten.convolution_backward.default(permute_5, _tensor_constant26, _param_constant2_2, [6], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, False, False]);  permute_5 = _tensor_constant26 = _param_constant2_2 = None
    getitem_30 = convolution_backward_10[0]
    getitem_31 = convolution_backward_10[1];  getitem_31 = None
    getitem_32 = convolution_backward_10[2];  convolution_backward_10 = getitem_32 = None
    _tensor_constant27 = self._tensor_constant27
    silu_backward_5 = torch.ops.aten.silu_backward.default(getitem_30, _tensor_constant27);  getitem_30 = _tensor_constant27 = None
    _tensor_constant21_1 = self._tensor_constant21
    _param_constant3_2 = self._param_constant3
    convolution_backward_11 = torch.ops.aten.convolution_backward.default(silu_backward_5, _tensor_constant21_1, _param_constant3_2, [16], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, False, False]);  silu_backward_5 = _tensor_constant21_1 = _param_constant3_2 = None
    getitem_33 = convolution_backward_11[0]
    getitem_34 = convolution_backward_11[1];  getitem_34 = None
    getitem_35 = convolution_backward_11[2];  convolution_backward_11 = getitem_35 = None
    add_4 = torch.ops.aten.add.Tensor(getitem_15, getitem_33);  getitem_15 = getitem_33 = None
    _tensor_constant28 = self._tensor_constant28
    _param_constant4 = self._param_constant4
    _tensor_constant29 = self._tensor_constant29
    _tensor_constant30 = self._tensor_constant30
    _tensor_constant31 = self._tensor_constant31
    _tensor_constant32 = self._tensor_constant32
    native_batch_norm_backward = torch.ops.aten.native_batch_norm_backward.default(add_2, _tensor_constant28, _param_constant4, _tensor_constant29, _tensor_constant30, _tensor_constant31, _tensor_constant32, True, 1e-05, [True, False, False]);  add_2 = _tensor_constant28 = _param_constant4 = _tensor_constant29 = _tensor_constant30 = _tensor_constant31 = _tensor_constant32 = None
    getitem_36 = native_batch_norm_backward[0]
    getitem_37 = native_batch_norm_backward[1];  getitem_37 = None
    getitem_38 = native_batch_norm_backward[2];  native_batch_norm_backward = getitem_38 = None
    _tensor_constant33 = self._tensor_constant33
    _param_constant5 = self._param_constant5
    convolution_backward_12 = torch.ops.aten.convolution_backward.default(getitem_36, _tensor_constant33, _param_constant5, [16], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, False, False]);  getitem_36 = _tensor_constant33 = _param_constant5 = None
    getitem_39 = convolution_backward_12[0]
    getitem_40 = convolution_backward_12[1];  getitem_40 = None
    getitem_41 = convolution_backward_12[2];  convolution_backward_12 = getitem_41 = None
    _tensor_constant34 = self._tensor_constant34
    _param_constant6 = self._param_constant6
    convolution_backward_13 = torch.ops.aten.convolution_backward.default(getitem_39, _tensor_constant34, _param_constant6, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 16, [True, False, False]);  getitem_39 = _tensor_constant34 = _param_constant6 = None
    getitem_42 = convolution_backward_13[0]
    getitem_43 = convolution_backward_13[1];  getitem_43 = None
    getitem_44 = convolution_backward_13[2];  convolution_backward_13 = getitem_44 = None
    _tensor_constant35 = self._tensor_constant35
    silu_backward_6 = torch.ops.aten.silu_backward.default(getitem_42, _tensor_constant35);  getitem_42 = _tensor_constant35 = None
    _tensor_constant36 = self._tensor_constant36
    mul_10 = torch.ops.aten.mul.Tensor(silu_backward_6, _tensor_constant36);  silu_backward_6 = _tensor_constant36 = None
    _tensor_constant18_2 = self._tensor_constant18
    _tensor_constant37 = self._tensor_constant37
    max_pool2d_with_indices_backward = torch.ops.aten.max_pool2d_with_indices_backward.default(mul_10, _tensor_constant18_2, [3, 3], [2, 2], [1, 1], [1, 1], False, _tensor_constant37);  mul_10 = _tensor_constant18_2 = _tensor_constant37 = None
    add_5 = torch.ops.aten.add.Tensor(add_3, max_pool2d_with_indices_backward);  add_3 = max_pool2d_with_indices_backward = None
    _tensor_constant38 = self._tensor_constant38
    _param_constant7 = self._param_constant7
    _tensor_constant39 = self._tensor_constant39
    _tensor_constant40 = self._tensor_constant40
    _tensor_constant41 = self._tensor_constant41
    _tensor_constant42 = self._tensor_constant42
    native_batch_norm_backward_1 = torch.ops.aten.native_batch_norm_backward.default(add_5, _tensor_constant38, _param_constant7, _tensor_constant39, _tensor_constant40, _tensor_constant41, _tensor_constant42, True, 1e-05, [True, False, False]);  add_5 = _tensor_constant38 = _param_constant7 = _tensor_constant39 = _tensor_constant40 = _tensor_constant41 = _tensor_constant42 = None
    getitem_45 = native_batch_norm_backward_1[0]
    getitem_46 = native_batch_norm_backward_1[1];  getitem_46 = None
    getitem_47 = native_batch_norm_backward_1[2];  native_batch_norm_backward_1 = getitem_47 = None
    _tensor_constant43 = self._tensor_constant43
    _param_constant8 = self._param_constant8
    convolution_backward_14 = torch.ops.aten.convolution_backward.default(getitem_45, _tensor_constant43, _param_constant8, [16], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, False, False]);  getitem_45 = _tensor_constant43 = _param_constant8 = None
    getitem_48 = convolution_backward_14[0]
    getitem_49 = convolution_backward_14[1];  getitem_49 = None
    getitem_50 = convolution_backward_14[2];  convolution_backward_14 = getitem_50 = None
    _tensor_constant44 = self._tensor_constant44
    _param_constant9 = self._param_constant9
    convolution_backward_15 = torch.ops.aten.convolution_backward.default(getitem_48, _tensor_constant44, _param_constant9, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 16, [True, False, False]);  getitem_48 = _tensor_constant44 = _param_constant9 = None
    getitem_51 = convolution_backward_15[0]
    getitem_52 = convolution_backward_15[1];  getitem_52 = None
    getitem_53 = convolution_backward_15[2];  convolution_backward_15 = getitem_53 = None
    _tensor_constant45 = self._tensor_constant45
    silu_backward_7 = torch.ops.aten.silu_backward.default(getitem_51, _tensor_constant45);  getitem_51 = _tensor_constant45 = None
    _tensor_constant46 = self._tensor_constant46
    mul_11 = torch.ops.aten.mul.Tensor(silu_backward_7, _tensor_constant46);  _tensor_constant46 = None
    _tensor_constant47 = self._tensor_constant47
    mul_12 = torch.ops.aten.mul.Tensor(silu_backward_7, _tensor_constant47);  _tensor_constant47 = None
    sum_1 = torch.ops.aten.sum.default(mul_12);  mul_12 = None
    select_backward = torch.ops.aten.select_backward.default(sum_1, [3], 0, 2);  sum_1 = None
    _tensor_constant48 = self._tensor_constant48
    mul_13 = torch.ops.aten.mul.Tensor(silu_backward_7, _tensor_constant48);  _tensor_constant48 = None
    _tensor_constant49 = self._tensor_constant49
    mul_14 = torch.ops.aten.mul.Tensor(silu_backward_7, _tensor_constant49);  _tensor_constant49 = None
    sum_2 = torch.ops.aten.sum.default(mul_14);  mul_14 = None
    select_backward_1 = torch.ops.aten.select_backward.default(sum_2, [3], 0, 1);  sum_2 = None
    add_6 = torch.ops.aten.add.Tensor(select_backward, select_backward_1);  select_backward = select_backward_1 = None
    _tensor_constant50 = self._tensor_constant50
    mul_15 = torch.ops.aten.mul.Tensor(silu_backward_7, _tensor_constant50);  _tensor_constant50 = None
    _tensor_constant51 = self._tensor_constant51
    mul_16 = torch.ops.aten.mul.Tensor(silu_backward_7, _tensor_constant51);  silu_backward_7 = _tensor_constant51 = None
    sum_3 = torch.ops.aten.sum.default(mul_16);  mul_16 = None
    select_backward_2 = torch.ops.aten.select_backward.default(sum_3, [3], 0, 0);  sum_3 = None
    add_7 = torch.ops.aten.add.Tensor(add_6, select_backward_2);  add_6 = select_backward_2 = None
    _tensor_constant52 = self._tensor_constant52
    _tensor_constant53 = self._tensor_constant53
    div_2 = torch.ops.aten.div.Tensor(_tensor_constant52, _tensor_constant53);  _tensor_constant52 = _tensor_constant53 = None
    _tensor_constant53_1 = self._tensor_constant53
    div_3 = torch.ops.aten.div.Tensor(div_2, _tensor_constant53_1);  div_2 = _tensor_constant53_1 = None
    neg_2 = torch.ops.aten.neg.default(add_7)
    mul_17 = torch.ops.aten.mul.Tensor(neg_2, div_3);  neg_2 = div_3 = None
    _tensor_constant53_2 = self._tensor_constant53
    div_4 = torch.ops.aten.div.Tensor(add_7, _tensor_constant53_2);  add_7 = _tensor_constant53_2 = None
    sum_4 = torch.ops.aten.sum.default(mul_17);  mul_17 = None
    expand_2 = torch.ops.aten.expand.default(sum_4, [3]);  sum_4 = None
    add_8 = torch.ops.aten.add.Tensor(div_4, expand_2);  div_4 = expand_2 = None
    _tensor_constant54 = self._tensor_constant54
    detach_1 = torch.ops.aten.detach.default(_tensor_constant54);  _tensor_constant54 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(add_8, detach_1, 0);  add_8 = detach_1 = None
    _tensor_constant21_2 = self._tensor_constant21
    _tensor_constant55 = self._tensor_constant55
    max_pool2d_with_indices_backward_1 = torch.ops.aten.max_pool2d_with_indices_backward.default(mul_11, _tensor_constant21_2, [3, 3], [2, 2], [1, 1], [1, 1], False, _tensor_constant55);  mul_11 = _tensor_constant21_2 = _tensor_constant55 = None
    add_9 = torch.ops.aten.add.Tensor(add_4, max_pool2d_with_indices_backward_1);  add_4 = max_pool2d_with_indices_backward_1 = None
    _tensor_constant56 = self._tensor_constant56
    _param_constant10 = self._param_constant10
    _tensor_constant57 = self._tensor_constant57
    _tensor_constant58 = self._tensor_constant58
    _tensor_constant59 = self._tensor_constant59
    _tensor_constant60 = self._tensor_constant60
    native_batch_norm_backward_2 = torch.ops.aten.native_batch_norm_backward.default(add_9, _tensor_constant56, _param_constant10, _tensor_constant57, _tensor_constant58, _tensor_constant59, _tensor_constant60, True, 1e-05, [True, False, False]);  add_9 = _tensor_constant56 = _param_constant10 = _tensor_constant57 = _tensor_constant58 = _tensor_constant59 = _tensor_constant60 = None
    getitem_54 = native_batch_norm_backward_2[0]
    getitem_55 = native_batch_norm_backward_2[1];  getitem_55 = None
    getitem_56 = native_batch_norm_backward_2[2];  native_batch_norm_backward_2 = getitem_56 = None
    _tensor_constant61 = self._tensor_constant61
    _param_constant11 = self._param_constant11
    convolution_backward_16 = torch.ops.aten.convolution_backward.default(getitem_54, _tensor_constant61, _param_constant11, [16], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, False, False]);  getitem_54 = _tensor_constant61 = _param_constant11 = None
    getitem_57 = convolution_backward_16[0]
    getitem_58 = convolution_backward_16[1];  getitem_58 = None
    getitem_59 = convolution_backward_16[2];  convolution_backward_16 = getitem_59 = None
    _tensor_constant62 = self._tensor_constant62
    _param_constant12 = self._param_constant12
    convolution_backward_17 = torch.ops.aten.convolution_backward.default(getitem_57, _tensor_constant62, _param_constant12, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 16, [True, False, False]);  getitem_57 = _tensor_constant62 = _param_constant12 = None
    getitem_60 = convolution_backward_17[0]
    getitem_61 = convolution_backward_17[1];  getitem_61 = None
    getitem_62 = convolution_backward_17[2];  convolution_backward_17 = getitem_62 = None
    _tensor_constant63 = self._tensor_constant63
    silu_backward_8 = torch.ops.aten.silu_backward.default(getitem_60, _tensor_constant63);  getitem_60 = _tensor_constant63 = None
    _tensor_constant64 = self._tensor_constant64
    mul_18 = torch.ops.aten.mul.Tensor(silu_backward_8, _tensor_constant64);  silu_backward_8 = _tensor_constant64 = None
    upsample_nearest2d_backward = torch.ops.aten.upsample_nearest2d_backward.default(mul_18, [8, 8], [2, 16, 4, 4], 2.0, 2.0);  mul_18 = None
    add_10 = torch.ops.aten.add.Tensor(mul_13, upsample_nearest2d_backward);  mul_13 = upsample_nearest2d_backward = None
    _tensor_constant65 = self._tensor_constant65
    _param_constant13 = self._param_constant13
    _tensor_constant66 = self._tensor_constant66
    _tensor_constant67 = self._tensor_constant67
    _tensor_constant68 = self._tensor_constant68
    _tensor_constant69 = self._tensor_constant69
    native_batch_norm_backward_3 = torch.ops.aten.native_batch_norm_backward.default(add_10, _tensor_constant65, _param_constant13, _tensor_constant66, _tensor_constant67, _tensor_constant68, _tensor_constant69, True, 1e-05, [True, False, False]);  add_10 = _tensor_constant65 = _param_constant13 = _tensor_constant66 = _tensor_constant67 = _tensor_constant68 = _tensor_constant69 = None
    getitem_63 = native_batch_norm_backward_3[0]
    getitem_64 = native_batch_norm_backward_3[1];  getitem_64 = None
    getitem_65 = native_batch_norm_backward_3[2];  native_batch_norm_backward_3 = getitem_65 = None
    _tensor_constant70 = self._tensor_constant70
    _param_constant14 = self._param_constant14
    convolution_backward_18 = torch.ops.aten.convolution_backward.default(getitem_63, _tensor_constant70, _param_constant14, [16], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, False, False]);  getitem_63 = _tensor_constant70 = _param_constant14 = None
    getitem_66 = convolution_backward_18[0]
    getitem_67 = convolution_backward_18[1];  getitem_67 = None
    getitem_68 = convolution_backward_18[2];  convolution_backward_18 = getitem_68 = None
    _tensor_constant71 = self._tensor_constant71
    _param_constant15 = self._param_constant15
    convolution_backward_19 = torch.ops.aten.convolution_backward.default(getitem_66, _tensor_constant71, _param_constant15, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 16, [True, False, False]);  getitem_66 = _tensor_constant71 = _param_constant15 = None
    getitem_69 = convolution_backward_19[0]
    getitem_70 = convolution_backward_19[1];  getitem_70 = None
    getitem_71 = convolution_backward_19[2];  convolution_backward_19 = getitem_71 = None
    _tensor_constant72 = self._tensor_constant72
    silu_backward_9 = torch.ops.aten.silu_backward.default(getitem_69, _tensor_constant72);  getitem_69 = _tensor_constant72 = None
    _tensor_constant73 = self._tensor_constant73
    mul_19 = torch.ops.aten.mul.Tensor(silu_backward_9, _tensor_constant73);  silu_backward_9 = _tensor_constant73 = None
    add_11 = torch.ops.aten.add.Tensor(mul_15, mul_19);  mul_15 = mul_19 = None
    _tensor_constant74 = self._tensor_constant74
    _param_constant16 = self._param_constant16
    convolution_backward_20 = torch.ops.aten.convolution_backward.default(add_11, _tensor_constant74, _param_constant16, [16], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [False, True, False]);  add_11 = _tensor_constant74 = _param_constant16 = None
    getitem_72 = convolution_backward_20[0];  getitem_72 = None
    getitem_73 = convolution_backward_20[1]
    getitem_74 = convolution_backward_20[2];  convolution_backward_20 = getitem_74 = None
    return (getitem_73, threshold_backward)
    