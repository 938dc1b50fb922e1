


def forward(self, loss_1):
    ones_like = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
    mul = torch.ops.aten.mul.Tensor(ones_like, 4.3429448190325175);  ones_like = None
    expand = torch.ops.aten.expand.default(mul, [2]);  mul = None
    div = torch.ops.aten.div.Scalar(expand, 2);  expand = None
    _tensor_constant0 = self._tensor_constant0
    div_1 = torch.ops.aten.div.Tensor(div, _tensor_constant0);  div = _tensor_constant0 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(div_1, 1);  div_1 = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(unsqueeze, 2);  unsqueeze = None
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(unsqueeze_1, 3);  unsqueeze_1 = None
    expand_1 = torch.ops.aten.expand.default(unsqueeze_2, [2, 3, 8, 8]);  unsqueeze_2 = None
    div_2 = torch.ops.aten.div.Scalar(expand_1, 192);  expand_1 = None
    _tensor_constant1 = self._tensor_constant1
    pow_1 = torch.ops.aten.pow.Tensor_Scalar(_tensor_constant1, 1.0);  _tensor_constant1 = None
    mul_1 = torch.ops.aten.mul.Scalar(pow_1, 2.0);  pow_1 = None
    mul_2 = torch.ops.aten.mul.Tensor(div_2, mul_1);  div_2 = mul_1 = None
    _tensor_constant2 = self._tensor_constant2
    _param_constant0 = self._param_constant0
    convolution_backward = torch.ops.aten.convolution_backward.default(mul_2, _tensor_constant2, _param_constant0, [3], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, True]);  mul_2 = _tensor_constant2 = _param_constant0 = None
    getitem = convolution_backward[0]
    getitem_1 = convolution_backward[1]
    getitem_2 = convolution_backward[2];  convolution_backward = None
    _tensor_constant3 = self._tensor_constant3
    mul_3 = torch.ops.aten.mul.Tensor(getitem, _tensor_constant3);  _tensor_constant3 = None
    _param_constant1 = self._param_constant1
    mul_4 = torch.ops.aten.mul.Tensor(getitem, _param_constant1);  _param_constant1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(mul_3, [0, 2, 3], True);  mul_3 = None
    _tensor_constant4 = self._tensor_constant4
    _param_constant2 = self._param_constant2
    convolution_backward_1 = torch.ops.aten.convolution_backward.default(mul_4, _tensor_constant4, _param_constant2, [4], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  mul_4 = _tensor_constant4 = _param_constant2 = None
    getitem_3 = convolution_backward_1[0]
    getitem_4 = convolution_backward_1[1]
    getitem_5 = convolution_backward_1[2];  convolution_backward_1 = None
    _tensor_constant5 = self._tensor_constant5
    mul_5 = torch.ops.aten.mul.Tensor(getitem_3, _tensor_constant5);  _tensor_constant5 = None
    _tensor_constant6 = self._tensor_constant6
    mul_6 = torch.ops.aten.mul.Tensor(getitem_3, _tensor_constant6);  getitem_3 = _tensor_constant6 = None
    cat = torch.ops.aten.cat.default([mul_6, mul_5], 1);  mul_6 = mul_5 = None
    _tensor_constant7 = self._tensor_constant7
    _param_constant3 = self._param_constant3
    convolution_backward_2 = torch.ops.aten.convolution_backward.default(cat, _tensor_constant7, _param_constant3, [8], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  cat = _tensor_constant7 = _param_constant3 = None
    getitem_6 = convolution_backward_2[0]
    getitem_7 = convolution_backward_2[1]
    getitem_8 = convolution_backward_2[2];  convolution_backward_2 = None
    _param_constant4 = self._param_constant4
    view = torch.ops.aten.view.default(_param_constant4, [1, 4, 1, 1]);  _param_constant4 = None
    mul_7 = torch.ops.aten.mul.Tensor(getitem_6, view);  view = None
    mean = torch.ops.aten.mean.dim(mul_7, [1], True)
    _tensor_constant8 = self._tensor_constant8
    mul_8 = torch.ops.aten.mul.Tensor(mul_7, _tensor_constant8);  _tensor_constant8 = None
    mean_1 = torch.ops.aten.mean.dim(mul_8, [1], True);  mul_8 = None
    _tensor_constant9 = self._tensor_constant9
    add = torch.ops.aten.add.Tensor(_tensor_constant9, 1e-06);  _tensor_constant9 = None
    sqrt = torch.ops.aten.sqrt.default(add);  add = None
    reciprocal = torch.ops.aten.reciprocal.default(sqrt);  sqrt = None
    mul_9 = torch.ops.aten.mul.Tensor(reciprocal, 1.0);  reciprocal = None
    _tensor_constant8_1 = self._tensor_constant8
    mul_10 = torch.ops.aten.mul.Tensor(_tensor_constant8_1, mean_1);  _tensor_constant8_1 = mean_1 = None
    sub = torch.ops.aten.sub.Tensor(mul_7, mul_10);  mul_7 = mul_10 = None
    sub_1 = torch.ops.aten.sub.Tensor(sub, mean);  sub = mean = None
    mul_11 = torch.ops.aten.mul.Tensor(mul_9, sub_1);  mul_9 = sub_1 = None
    _tensor_constant8_2 = self._tensor_constant8
    mul_12 = torch.ops.aten.mul.Tensor(getitem_6, _tensor_constant8_2);  _tensor_constant8_2 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(mul_12, [3]);  mul_12 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(sum_2, [2]);  sum_2 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(sum_3, [0]);  sum_3 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(getitem_6, [3]);  getitem_6 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(sum_5, [2]);  sum_5 = None
    sum_7 = torch.ops.aten.sum.dim_IntList(sum_6, [0]);  sum_6 = None
    add_1 = torch.ops.aten.add.Tensor(getitem, mul_11);  getitem = mul_11 = None
    _tensor_constant10 = self._tensor_constant10
    mul_13 = torch.ops.aten.mul.Tensor(add_1, _tensor_constant10);  _tensor_constant10 = None
    _param_constant5 = self._param_constant5
    mul_14 = torch.ops.aten.mul.Tensor(add_1, _param_constant5);  _param_constant5 = None
    sum_8 = torch.ops.aten.sum.dim_IntList(mul_13, [0, 2, 3], True);  mul_13 = None
    _tensor_constant11 = self._tensor_constant11
    _param_constant6 = self._param_constant6
    convolution_backward_3 = torch.ops.aten.convolution_backward.default(mul_14, _tensor_constant11, _param_constant6, [4], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  mul_14 = _tensor_constant11 = _param_constant6 = None
    getitem_9 = convolution_backward_3[0]
    getitem_10 = convolution_backward_3[1]
    getitem_11 = convolution_backward_3[2];  convolution_backward_3 = None
    _tensor_constant12 = self._tensor_constant12
    mul_15 = torch.ops.aten.mul.Tensor(getitem_9, _tensor_constant12);  _tensor_constant12 = None
    _tensor_constant13 = self._tensor_constant13
    mul_16 = torch.ops.aten.mul.Tensor(getitem_9, _tensor_constant13);  getitem_9 = _tensor_constant13 = None
    sum_9 = torch.ops.aten.sum.dim_IntList(mul_15, [2, 3], True);  mul_15 = None
    _tensor_constant14 = self._tensor_constant14
    _param_constant7 = self._param_constant7
    convolution_backward_4 = torch.ops.aten.convolution_backward.default(sum_9, _tensor_constant14, _param_constant7, [4], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  sum_9 = _tensor_constant14 = _param_constant7 = None
    getitem_12 = convolution_backward_4[0]
    getitem_13 = convolution_backward_4[1]
    getitem_14 = convolution_backward_4[2];  convolution_backward_4 = None
    expand_2 = torch.ops.aten.expand.default(getitem_12, [2, 4, 8, 8]);  getitem_12 = None
    div_3 = torch.ops.aten.div.Scalar(expand_2, 64);  expand_2 = None
    add_2 = torch.ops.aten.add.Tensor(mul_16, div_3);  mul_16 = div_3 = None
    _tensor_constant15 = self._tensor_constant15
    mul_17 = torch.ops.aten.mul.Tensor(add_2, _tensor_constant15);  _tensor_constant15 = None
    _tensor_constant16 = self._tensor_constant16
    mul_18 = torch.ops.aten.mul.Tensor(add_2, _tensor_constant16);  add_2 = _tensor_constant16 = None
    cat_1 = torch.ops.aten.cat.default([mul_18, mul_17], 1);  mul_18 = mul_17 = None
    _tensor_constant17 = self._tensor_constant17
    _param_constant8 = self._param_constant8
    convolution_backward_5 = torch.ops.aten.convolution_backward.default(cat_1, _tensor_constant17, _param_constant8, [8], [1, 1], [1, 1], [1, 1], False, [0, 0], 8, [True, True, True]);  cat_1 = _tensor_constant17 = _param_constant8 = None
    getitem_15 = convolution_backward_5[0]
    getitem_16 = convolution_backward_5[1]
    getitem_17 = convolution_backward_5[2];  convolution_backward_5 = None
    _tensor_constant18 = self._tensor_constant18
    _param_constant9 = self._param_constant9
    convolution_backward_6 = torch.ops.aten.convolution_backward.default(getitem_15, _tensor_constant18, _param_constant9, [8], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  getitem_15 = _tensor_constant18 = _param_constant9 = None
    getitem_18 = convolution_backward_6[0]
    getitem_19 = convolution_backward_6[1]
    getitem_20 = convolution_backward_6[2];  convolution_backward_6 = None
    _param_constant10 = self._param_constant10
    view_1 = torch.ops.aten.view.default(_param_constant10, [1, 4, 1, 1]);  _param_constant10 = None
    mul_19 = torch.ops.aten.mul.Tensor(getitem_18, view_1);  view_1 = None
    mean_2 = torch.ops.aten.mean.dim(mul_19, [1], True)
    _tensor_constant19 = self._tensor_constant19
    mul_20 = torch.ops.aten.mul.Tensor(mul_19, _tensor_constant19);  _tensor_constant19 = None
    mean_3 = torch.ops.aten.mean.dim(mul_20, [1], True);  mul_20 = None
    _tensor_constant20 = self._tensor_constant20
    add_3 = torch.ops.aten.add.Tensor(_tensor_constant20, 1e-06);  _tensor_constant20 = None
    sqrt_1 = torch.ops.aten.sqrt.default(add_3);  add_3 = None
    reciprocal_1 = torch.ops.aten.reciprocal.default(sqrt_1);  sqrt_1 = None
    mul_21 = torch.ops.aten.mul.Tensor(reciprocal_1, 1.0);  reciprocal_1 = None
    _tensor_constant19_1 = self._tensor_constant19
    mul_22 = torch.ops.aten.mul.Tensor(_tensor_constant19_1, mean_3);  _tensor_constant19_1 = mean_3 = None
    sub_2 = torch.ops.aten.sub.Tensor(mul_19, mul_22);  mul_19 = mul_22 = None
    sub_3 = torch.ops.aten.sub.Tensor(sub_2, mean_2);  sub_2 = mean_2 = None
    mul_23 = torch.ops.aten.mul.Tensor(mul_21, sub_3);  mul_21 = sub_3 = None
    _tensor_constant19_2 = self._tensor_constant19
    mul_24 = torch.ops.aten.mul.Tensor(getitem_18, _tensor_constant19_2);  _tensor_constant19_2 = None
    sum_10 = torch.ops.aten.sum.dim_IntList(mul_24, [3]);  mul_24 = None
    sum_11 = torch.ops.aten.sum.dim_IntList(sum_10, [2]);  sum_10 = None
    sum_12 = torch.ops.aten.sum.dim_IntList(sum_11, [0]);  sum_11 = None
    sum_13 = torch.ops.aten.sum.dim_IntList(getitem_18, [3]);  getitem_18 = None
    sum_14 = torch.ops.aten.sum.dim_IntList(sum_13, [2]);  sum_13 = None
    sum_15 = torch.ops.aten.sum.dim_IntList(sum_14, [0]);  sum_14 = None
    add_4 = torch.ops.aten.add.Tensor(add_1, mul_23);  add_1 = mul_23 = None
    pixel_unshuffle = torch.ops.aten.pixel_unshuffle.default(add_4, 2)
    _tensor_constant21 = self._tensor_constant21
    _param_constant11 = self._param_constant11
    convolution_backward_7 = torch.ops.aten.convolution_backward.default(pixel_unshuffle, _tensor_constant21, _param_constant11, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  pixel_unshuffle = _tensor_constant21 = _param_constant11 = None
    getitem_21 = convolution_backward_7[0]
    getitem_22 = convolution_backward_7[1]
    getitem_23 = convolution_backward_7[2];  convolution_backward_7 = getitem_23 = None
    _tensor_constant22 = self._tensor_constant22
    mul_25 = torch.ops.aten.mul.Tensor(getitem_21, _tensor_constant22);  _tensor_constant22 = None
    _param_constant12 = self._param_constant12
    mul_26 = torch.ops.aten.mul.Tensor(getitem_21, _param_constant12);  _param_constant12 = None
    sum_16 = torch.ops.aten.sum.dim_IntList(mul_25, [0, 2, 3], True);  mul_25 = None
    _tensor_constant23 = self._tensor_constant23
    _param_constant13 = self._param_constant13
    convolution_backward_8 = torch.ops.aten.convolution_backward.default(mul_26, _tensor_constant23, _param_constant13, [8], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  mul_26 = _tensor_constant23 = _param_constant13 = None
    getitem_24 = convolution_backward_8[0]
    getitem_25 = convolution_backward_8[1]
    getitem_26 = convolution_backward_8[2];  convolution_backward_8 = None
    _tensor_constant24 = self._tensor_constant24
    mul_27 = torch.ops.aten.mul.Tensor(getitem_24, _tensor_constant24);  _tensor_constant24 = None
    _tensor_constant25 = self._tensor_constant25
    mul_28 = torch.ops.aten.mul.Tensor(getitem_24, _tensor_constant25);  getitem_24 = _tensor_constant25 = None
    cat_2 = torch.ops.aten.cat.default([mul_28, mul_27], 1);  mul_28 = mul_27 = None
    _tensor_constant26 = self._tensor_constant26
    _param_constant14 = self._param_constant14
    convolution_backward_9 = torch.ops.aten.convolution_backward.default(cat_2, _tensor_constant26, _param_constant14, [16], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  cat_2 = _tensor_constant26 = _param_constant14 = None
    getitem_27 = convolution_backward_9[0]
    getitem_28 = convolution_backward_9[1]
    getitem_29 = convolution_backward_9[2];  convolution_backward_9 = None
    _param_constant15 = self._param_constant15
    view_2 = torch.ops.aten.view.default(_param_constant15, [1, 8, 1, 1]);  _param_constant15 = None
    mul_29 = torch.ops.aten.mul.Tensor(getitem_27, view_2);  view_2 = None
    mean_4 = torch.ops.aten.mean.dim(mul_29, [1], True)
    _tensor_constant27 = self._tensor_constant27
    mul_30 = torch.ops.aten.mul.Tensor(mul_29, _tensor_constant27);  _tensor_constant27 = None
    mean_5 = torch.ops.aten.mean.dim(mul_30, [1], True);  mul_30 = None
    _tensor_constant28 = self._tensor_constant28
    add_5 = torch.ops.aten.add.Tensor(_tensor_constant28, 1e-06);  _tensor_constant28 = None
    sqrt_2 = torch.ops.aten.sqrt.default(add_5);  add_5 = None
    reciprocal_2 = torch.ops.aten.reciprocal.default(sqrt_2);  sqrt_2 = None
    mul_31 = torch.ops.aten.mul.Tensor(reciprocal_2, 1.0);  reciprocal_2 = None
    _tensor_constant27_1 = self._tensor_constant27
    mul_32 = torch.ops.aten.mul.Tensor(_tensor_constant27_1, mean_5);  _tensor_constant27_1 = mean_5 = None
    sub_4 = torch.ops.aten.sub.Tensor(mul_29, mul_32);  mul_29 = mul_32 = None
    sub_5 = torch.ops.aten.sub.Tensor(sub_4, mean_4);  sub_4 = mean_4 = None
    mul_33 = torch.ops.aten.mul.Tensor(mul_31, sub_5);  mul_31 = sub_5 = None
    _tensor_constant27_2 = self._tensor_constant27
    mul_34 = torch.ops.aten.mul.Tensor(getitem_27, _tensor_constant27_2);  _tensor_constant27_2 = None
    sum_17 = torch.ops.aten.sum.dim_IntList(mul_34, [3]);  mul_34 = None
    sum_18 = torch.ops.aten.sum.dim_IntList(sum_17, [2]);  sum_17 = None
    sum_19 = torch.ops.aten.sum.dim_IntList(sum_18, [0]);  sum_18 = None
    sum_20 = torch.ops.aten.sum.dim_IntList(getitem_27, [3]);  getitem_27 = None
    sum_21 = torch.ops.aten.sum.dim_IntList(sum_20, [2]);  sum_20 = None
    sum_22 = torch.ops.aten.sum.dim_IntList(sum_21, [0]);  sum_21 = None
    add_6 = torch.ops.aten.add.Tensor(getitem_21, mul_33);  getitem_21 = mul_33 = None
    _tensor_constant29 = self._tensor_constant29
    mul_35 = torch.ops.aten.mul.Tensor(add_6, _tensor_constant29);  _tensor_constant29 = None
    _param_constant16 = self._param_constant16
    mul_36 = torch.ops.aten.mul.Tensor(add_6, _param_constant16);  _param_constant16 = None
    sum_23 = torch.ops.aten.sum.dim_IntList(mul_35, [0, 2, 3], True);  mul_35 = None
    _tensor_constant30 = self._tensor_constant30
    _param_constant17 = self._param_constant17
    convolution_backward_10 = torch.ops.aten.convolution_backward.default(mul_36, _tensor_constant30, _param_constant17, [8], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  mul_36 = _tensor_constant30 = _param_constant17 = None
    getitem_30 = convolution_backward_10[0]
    getitem_31 = convolution_backward_10[1]
    getitem_32 = convolution_backward_10[2];  convolution_backward_10 = None
    _tensor_constant31 = self._tensor_constant31
    mul_37 = torch.ops.aten.mul.Tensor(getitem_30, _tensor_constant31);  _tensor_constant31 = None
    _tensor_constant32 = self._tensor_constant32
    mul_38 = torch.ops.aten.mul.Tensor(getitem_30, _tensor_constant32);  getitem_30 = _tensor_constant32 = None
    sum_24 = torch.ops.aten.sum.dim_IntList(mul_37, [2, 3], True);  mul_37 = None
    _tensor_constant33 = self._tensor_constant33
    _param_constant18 = self._param_constant18
    convolution_backward_11 = torch.ops.aten.convolution_backward.default(sum_24, _tensor_constant33, _param_constant18, [8], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  sum_24 = _tensor_constant33 = _param_constant18 = None
    getitem_33 = convolution_backward_11[0]
    getitem_34 = convolution_backward_11[1]
    getitem_35 = convolution_backward_11[2];  convolution_backward_11 = None
    expand_3 = torch.ops.aten.expand.default(getitem_33, [2, 8, 4, 4]);  getitem_33 = None
    div_4 = torch.ops.aten.div.Scalar(expand_3, 16);  expand_3 = None
    add_7 = torch.ops.aten.add.Tensor(mul_38, div_4);  mul_38 = div_4 = None
    _tensor_constant34 = self._tensor_constant34
    mul_39 = torch.ops.aten.mul.Tensor(add_7, _tensor_constant34);  _tensor_constant34 = None
    _tensor_constant35 = self._tensor_constant35
    mul_40 = torch.ops.aten.mul.Tensor(add_7, _tensor_constant35);  add_7 = _tensor_constant35 = None
    cat_3 = torch.ops.aten.cat.default([mul_40, mul_39], 1);  mul_40 = mul_39 = None
    _tensor_constant36 = self._tensor_constant36
    _param_constant19 = self._param_constant19
    convolution_backward_12 = torch.ops.aten.convolution_backward.default(cat_3, _tensor_constant36, _param_constant19, [16], [1, 1], [1, 1], [1, 1], False, [0, 0], 16, [True, True, True]);  cat_3 = _tensor_constant36 = _param_constant19 = None
    getitem_36 = convolution_backward_12[0]
    getitem_37 = convolution_backward_12[1]
    getitem_38 = convolution_backward_12[2];  convolution_backward_12 = None
    _tensor_constant37 = self._tensor_constant37
    _param_constant20 = self._param_constant20
    convolution_backward_13 = torch.ops.aten.convolution_backward.default(getitem_36, _tensor_constant37, _param_constant20, [16], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  getitem_36 = _tensor_constant37 = _param_constant20 = None
    getitem_39 = convolution_backward_13[0]
    getitem_40 = convolution_backward_13[1]
    getitem_41 = convolution_backward_13[2];  convolution_backward_13 = None
    _param_constant21 = self._param_constant21
    view_3 = torch.ops.aten.view.default(_param_constant21, [1, 8, 1, 1]);  _param_constant21 = None
    mul_41 = torch.ops.aten.mul.Tensor(getitem_39, view_3);  view_3 = None
    mean_6 = torch.ops.aten.mean.dim(mul_41, [1], True)
    _tensor_constant38 = self._tensor_constant38
    mul_42 = torch.ops.aten.mul.Tensor(mul_41, _tensor_constant38);  _tensor_constant38 = None
    mean_7 = torch.ops.aten.mean.dim(mul_42, [1], True);  mul_42 = None
    _tensor_constant39 = self._tensor_constant39
    add_8 = torch.ops.aten.add.Tensor(_tensor_constant39, 1e-06);  _tensor_constant39 = None
    sqrt_3 = torch.ops.aten.sqrt.default(add_8);  add_8 = None
    reciprocal_3 = torch.ops.aten.reciprocal.default(sqrt_3);  sqrt_3 = None
    mul_43 = torch.ops.aten.mul.Tensor(reciprocal_3, 1.0);  reciprocal_3 = None
    _tensor_constant38_1 = self._tensor_constant38
    mul_44 = torch.ops.aten.mul.Tensor(_tensor_constant38_1, mean_7);  _tensor_constant38_1 = mean_7 = None
    sub_6 = torch.ops.aten.sub.Tensor(mul_41, mul_44);  mul_41 = mul_44 = None
    sub_7 = torch.ops.aten.sub.Tensor(sub_6, mean_6);  sub_6 = mean_6 = None
    mul_45 = torch.ops.aten.mul.Tensor(mul_43, sub_7);  mul_43 = sub_7 = None
    _tensor_constant38_2 = self._tensor_constant38
    mul_46 = torch.ops.aten.mul.Tensor(getitem_39, _tensor_constant38_2);  _tensor_constant38_2 = None
    sum_25 = torch.ops.aten.sum.dim_IntList(mul_46, [3]);  mul_46 = None
    sum_26 = torch.ops.aten.sum.dim_IntList(sum_25, [2]);  sum_25 = None
    sum_27 = torch.ops.aten.sum.dim_IntList(sum_26, [0]);  sum_26 = None
    sum_28 = torch.ops.aten.sum.dim_IntList(getitem_39, [3]);  getitem_39 = None
    sum_29 = torch.ops.aten.sum.dim_IntList(sum_28, [2]);  sum_28 = None
    sum_30 = torch.ops.aten.sum.dim_IntList(sum_29, [0]);  sum_29 = None
    add_9 = torch.ops.aten.add.Tensor(add_6, mul_45);  add_6 = mul_45 = None
    pixel_unshuffle_1 = torch.ops.aten.pixel_unshuffle.default(add_9, 2)
    _tensor_constant40 = self._tensor_constant40
    _param_constant22 = self._param_constant22
    convolution_backward_14 = torch.ops.aten.convolution_backward.default(pixel_unshuffle_1, _tensor_constant40, _param_constant22, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  pixel_unshuffle_1 = _tensor_constant40 = _param_constant22 = None
    getitem_42 = convolution_backward_14[0]
    getitem_43 = convolution_backward_14[1]
    getitem_44 = convolution_backward_14[2];  convolution_backward_14 = getitem_44 = None
    _tensor_constant41 = self._tensor_constant41
    mul_47 = torch.ops.aten.mul.Tensor(getitem_42, _tensor_constant41);  _tensor_constant41 = None
    _param_constant23 = self._param_constant23
    mul_48 = torch.ops.aten.mul.Tensor(getitem_42, _param_constant23);  _param_constant23 = None
    sum_31 = torch.ops.aten.sum.dim_IntList(mul_47, [0, 2, 3], True);  mul_47 = None
    _tensor_constant42 = self._tensor_constant42
    _param_constant24 = self._param_constant24
    convolution_backward_15 = torch.ops.aten.convolution_backward.default(mul_48, _tensor_constant42, _param_constant24, [16], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  mul_48 = _tensor_constant42 = _param_constant24 = None
    getitem_45 = convolution_backward_15[0]
    getitem_46 = convolution_backward_15[1]
    getitem_47 = convolution_backward_15[2];  convolution_backward_15 = None
    _tensor_constant43 = self._tensor_constant43
    mul_49 = torch.ops.aten.mul.Tensor(getitem_45, _tensor_constant43);  _tensor_constant43 = None
    _tensor_constant44 = self._tensor_constant44
    mul_50 = torch.ops.aten.mul.Tensor(getitem_45, _tensor_constant44);  getitem_45 = _tensor_constant44 = None
    cat_4 = torch.ops.aten.cat.default([mul_50, mul_49], 1);  mul_50 = mul_49 = None
    _tensor_constant45 = self._tensor_constant45
    _param_constant25 = self._param_constant25
    convolution_backward_16 = torch.ops.aten.convolution_backward.default(cat_4, _tensor_constant45, _param_constant25, [32], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  cat_4 = _tensor_constant45 = _param_constant25 = None
    getitem_48 = convolution_backward_16[0]
    getitem_49 = convolution_backward_16[1]
    getitem_50 = convolution_backward_16[2];  convolution_backward_16 = None
    _param_constant26 = self._param_constant26
    view_4 = torch.ops.aten.view.default(_param_constant26, [1, 16, 1, 1]);  _param_constant26 = None
    mul_51 = torch.ops.aten.mul.Tensor(getitem_48, view_4);  view_4 = None
    mean_8 = torch.ops.aten.mean.dim(mul_51, [1], True)
    _tensor_constant46 = self._tensor_constant46
    mul_52 = torch.ops.aten.mul.Tensor(mul_51, _tensor_constant46);  _tensor_constant46 = None
    mean_9 = torch.ops.aten.mean.dim(mul_52, [1], True);  mul_52 = None
    _tensor_constant47 = self._tensor_constant47
    add_10 = torch.ops.aten.add.Tensor(_tensor_constant47, 1e-06);  _tensor_constant47 = None
    sqrt_4 = torch.ops.aten.sqrt.default(add_10);  add_10 = None
    reciprocal_4 = torch.ops.aten.reciprocal.default(sqrt_4);  sqrt_4 = None
    mul_53 = torch.ops.aten.mul.Tensor(reciprocal_4, 1.0);  reciprocal_4 = None
    _tensor_constant46_1 = self._tensor_constant46
    mul_54 = torch.ops.aten.mul.Tensor(_tensor_constant46_1, mean_9);  _tensor_constant46_1 = mean_9 = None
    sub_8 = torch.ops.aten.sub.Tensor(mul_51, mul_54);  mul_51 = mul_54 = None
    sub_9 = torch.ops.aten.sub.Tensor(sub_8, mean_8);  sub_8 = mean_8 = None
    mul_55 = torch.ops.aten.mul.Tensor(mul_53, sub_9);  mul_53 = sub_9 = None
    _tensor_constant46_2 = self._tensor_constant46
    mul_56 = torch.ops.aten.mul.Tensor(getitem_48, _tensor_constant46_2);  _tensor_constant46_2 = None
    sum_32 = torch.ops.aten.sum.dim_IntList(mul_56, [3]);  mul_56 = None
    sum_33 = torch.ops.aten.sum.dim_IntList(sum_32, [2]);  sum_32 = None
    sum_34 = torch.ops.aten.sum.dim_IntList(sum_33, [0]);  sum_33 = None
    sum_35 = torch.ops.aten.sum.dim_IntList(getitem_48, [3]);  getitem_48 = None
    sum_36 = torch.ops.aten.sum.dim_IntList(sum_35, [2]);  sum_35 = None
    sum_37 = torch.ops.aten.sum.dim_IntList(sum_36, [0]);  sum_36 = None
    add_11 = torch.ops.aten.add.Tensor(getitem_42, mul_55);  getitem_42 = mul_55 = None
    _tensor_constant48 = self._tensor_constant48
    mul_57 = torch.ops.aten.mul.Tensor(add_11, _tensor_constant48);  _tensor_constant48 = None
    _param_constant27 = self._param_constant27
    mul_58 = torch.ops.aten.mul.Tensor(add_11, _param_constant27);  _param_constant27 = None
    sum_38 = torch.ops.aten.sum.dim_IntList(mul_57, [0, 2, 3], True);  mul_57 = None
    _tensor_constant49 = self._tensor_constant49
    _param_constant28 = self._param_constant28
    convolution_backward_17 = torch.ops.aten.convolution_backward.default(mul_58, _tensor_constant49, _param_constant28, [16], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  mul_58 = _tensor_constant49 = _param_constant28 = None
    getitem_51 = convolution_backward_17[0]
    getitem_52 = convolution_backward_17[1]
    getitem_53 = convolution_backward_17[2];  convolution_backward_17 = None
    _tensor_constant50 = self._tensor_constant50
    mul_59 = torch.ops.aten.mul.Tensor(getitem_51, _tensor_constant50);  _tensor_constant50 = None
    _tensor_constant51 = self._tensor_constant51
    mul_60 = torch.ops.aten.mul.Tensor(getitem_51, _tensor_constant51);  getitem_51 = _tensor_constant51 = None
    sum_39 = torch.ops.aten.sum.dim_IntList(mul_59, [2, 3], True);  mul_59 = None
    _tensor_constant52 = self._tensor_constant52
    _param_constant29 = self._param_constant29
    convolution_backward_18 = torch.ops.aten.convolution_backward.default(sum_39, _tensor_constant52, _param_constant29, [16], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  sum_39 = _tensor_constant52 = _param_constant29 = None
    getitem_54 = convolution_backward_18[0]
    getitem_55 = convolution_backward_18[1]
    getitem_56 = convolution_backward_18[2];  convolution_backward_18 = None
    expand_4 = torch.ops.aten.expand.default(getitem_54, [2, 16, 2, 2]);  getitem_54 = None
    div_5 = torch.ops.aten.div.Scalar(expand_4, 4);  expand_4 = None
    add_12 = torch.ops.aten.add.Tensor(mul_60, div_5);  mul_60 = div_5 = None
    _tensor_constant53 = self._tensor_constant53
    mul_61 = torch.ops.aten.mul.Tensor(add_12, _tensor_constant53);  _tensor_constant53 = None
    _tensor_constant54 = self._tensor_constant54
    mul_62 = torch.ops.aten.mul.Tensor(add_12, _tensor_constant54);  add_12 = _tensor_constant54 = None
    cat_5 = torch.ops.aten.cat.default([mul_62, mul_61], 1);  mul_62 = mul_61 = None
    _tensor_constant55 = self._tensor_constant55
    _param_constant30 = self._param_constant30
    convolution_backward_19 = torch.ops.aten.convolution_backward.default(cat_5, _tensor_constant55, _param_constant30, [32], [1, 1], [1, 1], [1, 1], False, [0, 0], 32, [True, True, True]);  cat_5 = _tensor_constant55 = _param_constant30 = None
    getitem_57 = convolution_backward_19[0]
    getitem_58 = convolution_backward_19[1]
    getitem_59 = convolution_backward_19[2];  convolution_backward_19 = None
    _tensor_constant56 = self._tensor_constant56
    _param_constant31 = self._param_constant31
    convolution_backward_20 = torch.ops.aten.convolution_backward.default(getitem_57, _tensor_constant56, _param_constant31, [32], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  getitem_57 = _tensor_constant56 = _param_constant31 = None
    getitem_60 = convolution_backward_20[0]
    getitem_61 = convolution_backward_20[1]
    getitem_62 = convolution_backward_20[2];  convolution_backward_20 = None
    _param_constant32 = self._param_constant32
    view_5 = torch.ops.aten.view.default(_param_constant32, [1, 16, 1, 1]);  _param_constant32 = None
    mul_63 = torch.ops.aten.mul.Tensor(getitem_60, view_5);  view_5 = None
    mean_10 = torch.ops.aten.mean.dim(mul_63, [1], True)
    _tensor_constant57 = self._tensor_constant57
    mul_64 = torch.ops.aten.mul.Tensor(mul_63, _tensor_constant57);  _tensor_constant57 = None
    mean_11 = torch.ops.aten.mean.dim(mul_64, [1], True);  mul_64 = None
    _tensor_constant58 = self._tensor_constant58
    add_13 = torch.ops.aten.add.Tensor(_tensor_constant58, 1e-06);  _tensor_constant58 = None
    sqrt_5 = torch.ops.aten.sqrt.default(add_13);  add_13 = None
    reciprocal_5 = torch.ops.aten.reciprocal.default(sqrt_5);  sqrt_5 = None
    mul_65 = torch.ops.aten.mul.Tensor(reciprocal_5, 1.0);  reciprocal_5 = None
    _tensor_constant57_1 = self._tensor_constant57
    mul_66 = torch.ops.aten.mul.Tensor(_tensor_constant57_1, mean_11);  _tensor_constant57_1 = mean_11 = None
    sub_10 = torch.ops.aten.sub.Tensor(mul_63, mul_66);  mul_63 = mul_66 = None
    sub_11 = torch.ops.aten.sub.Tensor(sub_10, mean_10);  sub_10 = mean_10 = None
    mul_67 = torch.ops.aten.mul.Tensor(mul_65, sub_11);  mul_65 = sub_11 = None
    _tensor_constant57_2 = self._tensor_constant57
    mul_68 = torch.ops.aten.mul.Tensor(getitem_60, _tensor_constant57_2);  _tensor_constant57_2 = None
    sum_40 = torch.ops.aten.sum.dim_IntList(mul_68, [3]);  mul_68 = None
    sum_41 = torch.ops.aten.sum.dim_IntList(sum_40, [2]);  sum_40 = None
    sum_42 = torch.ops.aten.sum.dim_IntList(sum_41, [0]);  sum_41 = None
    sum_43 = torch.ops.aten.sum.dim_IntList(getitem_60, [3]);  getitem_60 = None
    sum_44 = torch.ops.aten.sum.dim_IntList(sum_43, [2]);  sum_43 = None
    sum_45 = torch.ops.aten.sum.dim_IntList(sum_44, [0]);  sum_44 = None
    add_14 = torch.ops.aten.add.Tensor(add_11, mul_67);  add_11 = mul_67 = None
    _tensor_constant59 = self._tensor_constant59
    _param_constant33 = self._param_constant33
    convolution_backward_21 = torch.ops.aten.convolution_backward.default(add_14, _tensor_constant59, _param_constant33, [16], [2, 2], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  add_14 = _tensor_constant59 = _param_constant33 = None
    getitem_63 = convolution_backward_21[0]
    getitem_64 = convolution_backward_21[1]
    getitem_65 = convolution_backward_21[2];  convolution_backward_21 = None
    add_15 = torch.ops.aten.add.Tensor(add_9, getitem_63);  add_9 = getitem_63 = None
    _tensor_constant60 = self._tensor_constant60
    mul_69 = torch.ops.aten.mul.Tensor(add_15, _tensor_constant60);  _tensor_constant60 = None
    _param_constant34 = self._param_constant34
    mul_70 = torch.ops.aten.mul.Tensor(add_15, _param_constant34);  _param_constant34 = None
    sum_46 = torch.ops.aten.sum.dim_IntList(mul_69, [0, 2, 3], True);  mul_69 = None
    _tensor_constant61 = self._tensor_constant61
    _param_constant35 = self._param_constant35
    convolution_backward_22 = torch.ops.aten.convolution_backward.default(mul_70, _tensor_constant61, _param_constant35, [8], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  mul_70 = _tensor_constant61 = _param_constant35 = None
    getitem_66 = convolution_backward_22[0]
    getitem_67 = convolution_backward_22[1]
    getitem_68 = convolution_backward_22[2];  convolution_backward_22 = None
    _tensor_constant62 = self._tensor_constant62
    mul_71 = torch.ops.aten.mul.Tensor(getitem_66, _tensor_constant62);  _tensor_constant62 = None
    _tensor_constant63 = self._tensor_constant63
    mul_72 = torch.ops.aten.mul.Tensor(getitem_66, _tensor_constant63);  getitem_66 = _tensor_constant63 = None
    cat_6 = torch.ops.aten.cat.default([mul_72, mul_71], 1);  mul_72 = mul_71 = None
    _tensor_constant64 = self._tensor_constant64
    _param_constant36 = self._param_constant36
    convolution_backward_23 = torch.ops.aten.convolution_backward.default(cat_6, _tensor_constant64, _param_constant36, [16], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  cat_6 = _tensor_constant64 = _param_constant36 = None
    getitem_69 = convolution_backward_23[0]
    getitem_70 = convolution_backward_23[1]
    getitem_71 = convolution_backward_23[2];  convolution_backward_23 = None
    _param_constant37 = self._param_constant37
    view_6 = torch.ops.aten.view.default(_param_constant37, [1, 8, 1, 1]);  _param_constant37 = None
    mul_73 = torch.ops.aten.mul.Tensor(getitem_69, view_6);  view_6 = None
    mean_12 = torch.ops.aten.mean.dim(mul_73, [1], True)
    _tensor_constant65 = self._tensor_constant65
    mul_74 = torch.ops.aten.mul.Tensor(mul_73, _tensor_constant65);  _tensor_constant65 = None
    mean_13 = torch.ops.aten.mean.dim(mul_74, [1], True);  mul_74 = None
    _tensor_constant66 = self._tensor_constant66
    add_16 = torch.ops.aten.add.Tensor(_tensor_constant66, 1e-06);  _tensor_constant66 = None
    sqrt_6 = torch.ops.aten.sqrt.default(add_16);  add_16 = None
    reciprocal_6 = torch.ops.aten.reciprocal.default(sqrt_6);  sqrt_6 = None
    mul_75 = torch.ops.aten.mul.Tensor(reciprocal_6, 1.0);  reciprocal_6 = None
    _tensor_constant65_1 = self._tensor_constant65
    mul_76 = torch.ops.aten.mul.Tensor(_tensor_constant65_1, mean_13);  _tensor_constant65_1 = mean_13 = None
    sub_12 = torch.ops.aten.sub.Tensor(mul_73, mul_76);  mul_73 = mul_76 = None
    sub_13 = torch.ops.aten.sub.Tensor(sub_12, mean_12);  sub_12 = mean_12 = None
    mul_77 = torch.ops.aten.mul.Tensor(mul_75, sub_13);  mul_75 = sub_13 = None
    _tensor_constant65_2 = self._tensor_constant65
    mul_78 = torch.ops.aten.mul.Tensor(getitem_69, _tensor_constant65_2);  _tensor_constant65_2 = None
    sum_47 = torch.ops.aten.sum.dim_IntList(mul_78, [3]);  mul_78 = None
    sum_48 = torch.ops.aten.sum.dim_IntList(sum_47, [2]);  sum_47 = None
    sum_49 = torch.ops.aten.sum.dim_IntList(sum_48, [0]);  sum_48 = None
    sum_50 = torch.ops.aten.sum.dim_IntList(getitem_69, [3]);  getitem_69 = None
    sum_51 = torch.ops.aten.sum.dim_IntList(sum_50, [2]);  sum_50 = None
    sum_52 = torch.ops.aten.sum.dim_IntList(sum_51, [0]);  sum_51 = None
    add_17 = torch.ops.aten.add.Tensor(add_15, mul_77);  add_15 = mul_77 = None
    _tensor_constant67 = self._tensor_constant67
    mul_79 = torch.ops.aten.mul.Tensor(add_17, _tensor_constant67);  _tensor_constant67 = None
    _param_constant38 = self._param_constant38
    mul_80 = torch.ops.aten.mul.Tensor(add_17, _param_constant38);  _param_constant38 = None
    sum_53 = torch.ops.aten.sum.dim_IntList(mul_79, [0, 2, 3], True);  mul_79 = None
    _tensor_constant68 = self._tensor_constant68
    _param_constant39 = self._param_constant39
    convolution_backward_24 = torch.ops.aten.convolution_backward.default(mul_80, _tensor_constant68, _param_constant39, [8], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  mul_80 = _tensor_constant68 = _param_constant39 = None
    getitem_72 = convolution_backward_24[0]
    getitem_73 = convolution_backward_24[1]
    getitem_74 = convolution_backward_24[2];  convolution_backward_24 = None
    _tensor_constant69 = self._tensor_constant69
    mul_81 = torch.ops.aten.mul.Tensor(getitem_72, _tensor_constant69);  _tensor_constant69 = None
    _tensor_constant70 = self._tensor_constant70
    mul_82 = torch.ops.aten.mul.Tensor(getitem_72, _tensor_constant70);  getitem_72 = _tensor_constant70 = None
    sum_54 = torch.ops.aten.sum.dim_IntList(mul_81, [2, 3], True);  mul_81 = None
    _tensor_constant71 = self._tensor_constant71
    _param_constant40 = self._param_constant40
    convolution_backward_25 = torch.ops.aten.convolution_backward.default(sum_54, _tensor_constant71, _param_constant40, [8], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  sum_54 = _tensor_constant71 = _param_constant40 = None
    getitem_75 = convolution_backward_25[0]
    getitem_76 = convolution_backward_25[1]
    getitem_77 = convolution_backward_25[2];  convolution_backward_25 = None
    expand_5 = torch.ops.aten.expand.default(getitem_75, [2, 8, 4, 4]);  getitem_75 = None
    div_6 = torch.ops.aten.div.Scalar(expand_5, 16);  expand_5 = None
    add_18 = torch.ops.aten.add.Tensor(mul_82, div_6);  mul_82 = div_6 = None
    _tensor_constant72 = self._tensor_constant72
    mul_83 = torch.ops.aten.mul.Tensor(add_18, _tensor_constant72);  _tensor_constant72 = None
    _tensor_constant73 = self._tensor_constant73
    mul_84 = torch.ops.aten.mul.Tensor(add_18, _tensor_constant73);  add_18 = _tensor_constant73 = None
    cat_7 = torch.ops.aten.cat.default([mul_84, mul_83], 1);  mul_84 = mul_83 = None
    _tensor_constant74 = self._tensor_constant74
    _param_constant41 = self._param_constant41
    convolution_backward_26 = torch.ops.aten.convolution_backward.default(cat_7, _tensor_constant74, _param_constant41, [16], [1, 1], [1, 1], [1, 1], False, [0, 0], 16, [True, True, True]);  cat_7 = _tensor_constant74 = _param_constant41 = None
    getitem_78 = convolution_backward_26[0]
    getitem_79 = convolution_backward_26[1]
    getitem_80 = convolution_backward_26[2];  convolution_backward_26 = None
    _tensor_constant75 = self._tensor_constant75
    _param_constant42 = self._param_constant42
    convolution_backward_27 = torch.ops.aten.convolution_backward.default(getitem_78, _tensor_constant75, _param_constant42, [16], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  getitem_78 = _tensor_constant75 = _param_constant42 = None
    getitem_81 = convolution_backward_27[0]
    getitem_82 = convolution_backward_27[1]
    getitem_83 = convolution_backward_27[2];  convolution_backward_27 = None
    _param_constant43 = self._param_constant43
    view_7 = torch.ops.aten.view.default(_param_constant43, [1, 8, 1, 1]);  _param_constant43 = None
    mul_85 = torch.ops.aten.mul.Tensor(getitem_81, view_7);  view_7 = None
    mean_14 = torch.ops.aten.mean.dim(mul_85, [1], True)
    _tensor_constant76 = self._tensor_constant76
    mul_86 = torch.ops.aten.mul.Tensor(mul_85, _tensor_constant76);  _tensor_constant76 = None
    mean_15 = torch.ops.aten.mean.dim(mul_86, [1], True);  mul_86 = None
    _tensor_constant77 = self._tensor_constant77
    add_19 = torch.ops.aten.add.Tensor(_tensor_constant77, 1e-06);  _tensor_constant77 = None
    sqrt_7 = torch.ops.aten.sqrt.default(add_19);  add_19 = None
    reciprocal_7 = torch.ops.aten.reciprocal.default(sqrt_7);  sqrt_7 = None
    mul_87 = torch.ops.aten.mul.Tensor(reciprocal_7, 1.0);  reciprocal_7 = None
    _tensor_constant76_1 = self._tensor_constant76
    mul_88 = torch.ops.aten.mul.Tensor(_tensor_constant76_1, mean_15);  _tensor_constant76_1 = mean_15 = None
    sub_14 = torch.ops.aten.sub.Tensor(mul_85, mul_88);  mul_85 = mul_88 = None
    sub_15 = torch.ops.aten.sub.Tensor(sub_14, mean_14);  sub_14 = mean_14 = None
    mul_89 = torch.ops.aten.mul.Tensor(mul_87, sub_15);  mul_87 = sub_15 = None
    _tensor_constant76_2 = self._tensor_constant76
    mul_90 = torch.ops.aten.mul.Tensor(getitem_81, _tensor_constant76_2);  _tensor_constant76_2 = None
    sum_55 = torch.ops.aten.sum.dim_IntList(mul_90, [3]);  mul_90 = None
    sum_56 = torch.ops.aten.sum.dim_IntList(sum_55, [2]);  sum_55 = None
    sum_57 = torch.ops.aten.sum.dim_IntList(sum_56, [0]);  sum_56 = None
    sum_58 = torch.ops.aten.sum.dim_IntList(getitem_81, [3]);  getitem_81 = None
    sum_59 = torch.ops.aten.sum.dim_IntList(sum_58, [2]);  sum_58 = None
    sum_60 = torch.ops.aten.sum.dim_IntList(sum_59, [0]);  sum_59 = None
    add_20 = torch.ops.aten.add.Tensor(add_17, mul_89);  add_17 = mul_89 = None
    _tensor_constant78 = self._tensor_constant78
    _param_constant44 = self._param_constant44
    convolution_backward_28 = torch.ops.aten.convolution_backward.default(add_20, _tensor_constant78, _param_constant44, [8], [2, 2], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  add_20 = _tensor_constant78 = _param_constant44 = None
    getitem_84 = convolution_backward_28[0]
    getitem_85 = convolution_backward_28[1]
    getitem_86 = convolution_backward_28[2];  convolution_backward_28 = None
    add_21 = torch.ops.aten.add.Tensor(add_4, getitem_84);  add_4 = getitem_84 = None
    _tensor_constant79 = self._tensor_constant79
    mul_91 = torch.ops.aten.mul.Tensor(add_21, _tensor_constant79);  _tensor_constant79 = None
    _param_constant45 = self._param_constant45
    mul_92 = torch.ops.aten.mul.Tensor(add_21, _param_constant45);  _param_constant45 = None
    sum_61 = torch.ops.aten.sum.dim_IntList(mul_91, [0, 2, 3], True);  mul_91 = None
    _tensor_constant80 = self._tensor_constant80
    _param_constant46 = self._param_constant46
    convolution_backward_29 = torch.ops.aten.convolution_backward.default(mul_92, _tensor_constant80, _param_constant46, [4], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  mul_92 = _tensor_constant80 = _param_constant46 = None
    getitem_87 = convolution_backward_29[0]
    getitem_88 = convolution_backward_29[1]
    getitem_89 = convolution_backward_29[2];  convolution_backward_29 = None
    _tensor_constant81 = self._tensor_constant81
    mul_93 = torch.ops.aten.mul.Tensor(getitem_87, _tensor_constant81);  _tensor_constant81 = None
    _tensor_constant82 = self._tensor_constant82
    mul_94 = torch.ops.aten.mul.Tensor(getitem_87, _tensor_constant82);  getitem_87 = _tensor_constant82 = None
    cat_8 = torch.ops.aten.cat.default([mul_94, mul_93], 1);  mul_94 = mul_93 = None
    _tensor_constant83 = self._tensor_constant83
    _param_constant47 = self._param_constant47
    convolution_backward_30 = torch.ops.aten.convolution_backward.default(cat_8, _tensor_constant83, _param_constant47, [8], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  cat_8 = _tensor_constant83 = _param_constant47 = None
    getitem_90 = convolution_backward_30[0]
    getitem_91 = convolution_backward_30[1]
    getitem_92 = convolution_backward_30[2];  convolution_backward_30 = None
    _param_constant48 = self._param_constant48
    view_8 = torch.ops.aten.view.default(_param_constant48, [1, 4, 1, 1]);  _param_constant48 = None
    mul_95 = torch.ops.aten.mul.Tensor(getitem_90, view_8);  view_8 = None
    mean_16 = torch.ops.aten.mean.dim(mul_95, [1], True)
    _tensor_constant84 = self._tensor_constant84
    mul_96 = torch.ops.aten.mul.Tensor(mul_95, _tensor_constant84);  _tensor_constant84 = None
    mean_17 = torch.ops.aten.mean.dim(mul_96, [1], True);  mul_96 = None
    _tensor_constant85 = self._tensor_constant85
    add_22 = torch.ops.aten.add.Tensor(_tensor_constant85, 1e-06);  _tensor_constant85 = None
    sqrt_8 = torch.ops.aten.sqrt.default(add_22);  add_22 = None
    reciprocal_8 = torch.ops.aten.reciprocal.default(sqrt_8);  sqrt_8 = None
    mul_97 = torch.ops.aten.mul.Tensor(reciprocal_8, 1.0);  reciprocal_8 = None
    _tensor_constant84_1 = self._tensor_constant84
    mul_98 = torch.ops.aten.mul.Tensor(_tensor_constant84_1, mean_17);  _tensor_constant84_1 = mean_17 = None
    sub_16 = torch.ops.aten.sub.Tensor(mul_95, mul_98);  mul_95 = mul_98 = None
    sub_17 = torch.ops.aten.sub.Tensor(sub_16, mean_16);  sub_16 = mean_16 = None
    mul_99 = torch.ops.aten.mul.Tensor(mul_97, sub_17);  mul_97 = sub_17 = None
    _tensor_constant84_2 = self._tensor_constant84
    mul_100 = torch.ops.aten.mul.Tensor(getitem_90, _tensor_constant84_2);  _tensor_constant84_2 = None
    sum_62 = torch.ops.aten.sum.dim_IntList(mul_100, [3]);  mul_100 = None
    sum_63 = torch.ops.aten.sum.dim_IntList(sum_62, [2]);  sum_62 = None
    sum_64 = torch.ops.aten.sum.dim_IntList(sum_63, [0]);  sum_63 = None
    sum_65 = torch.ops.aten.sum.dim_IntList(getitem_90, [3]);  getitem_90 = None
    sum_66 = torch.ops.aten.sum.dim_IntList(sum_65, [2]);  sum_65 = None
    sum_67 = torch.ops.aten.sum.dim_IntList(sum_66, [0]);  sum_66 = None
    add_23 = torch.ops.aten.add.Tensor(add_21, mul_99);  add_21 = mul_99 = None
    _tensor_constant86 = self._tensor_constant86
    mul_101 = torch.ops.aten.mul.Tensor(add_23, _tensor_constant86);  _tensor_constant86 = None
    _param_constant49 = self._param_constant49
    mul_102 = torch.ops.aten.mul.Tensor(add_23, _param_constant49);  _param_constant49 = None
    sum_68 = torch.ops.aten.sum.dim_IntList(mul_101, [0, 2, 3], True);  mul_101 = None
    _tensor_constant87 = self._tensor_constant87
    _param_constant50 = self._param_constant50
    convolution_backward_31 = torch.ops.aten.convolution_backward.default(mul_102, _tensor_constant87, _param_constant50, [4], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  mul_102 = _tensor_constant87 = _param_constant50 = None
    getitem_93 = convolution_backward_31[0]
    getitem_94 = convolution_backward_31[1]
    getitem_95 = convolution_backward_31[2];  convolution_backward_31 = None
    _tensor_constant88 = self._tensor_constant88
    mul_103 = torch.ops.aten.mul.Tensor(getitem_93, _tensor_constant88);  _tensor_constant88 = None
    _tensor_constant89 = self._tensor_constant89
    mul_104 = torch.ops.aten.mul.Tensor(getitem_93, _tensor_constant89);  getitem_93 = _tensor_constant89 = None
    sum_69 = torch.ops.aten.sum.dim_IntList(mul_103, [2, 3], True);  mul_103 = None
    _tensor_constant90 = self._tensor_constant90
    _param_constant51 = self._param_constant51
    convolution_backward_32 = torch.ops.aten.convolution_backward.default(sum_69, _tensor_constant90, _param_constant51, [4], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  sum_69 = _tensor_constant90 = _param_constant51 = None
    getitem_96 = convolution_backward_32[0]
    getitem_97 = convolution_backward_32[1]
    getitem_98 = convolution_backward_32[2];  convolution_backward_32 = None
    expand_6 = torch.ops.aten.expand.default(getitem_96, [2, 4, 8, 8]);  getitem_96 = None
    div_7 = torch.ops.aten.div.Scalar(expand_6, 64);  expand_6 = None
    add_24 = torch.ops.aten.add.Tensor(mul_104, div_7);  mul_104 = div_7 = None
    _tensor_constant91 = self._tensor_constant91
    mul_105 = torch.ops.aten.mul.Tensor(add_24, _tensor_constant91);  _tensor_constant91 = None
    _tensor_constant92 = self._tensor_constant92
    mul_106 = torch.ops.aten.mul.Tensor(add_24, _tensor_constant92);  add_24 = _tensor_constant92 = None
    cat_9 = torch.ops.aten.cat.default([mul_106, mul_105], 1);  mul_106 = mul_105 = None
    _tensor_constant93 = self._tensor_constant93
    _param_constant52 = self._param_constant52
    convolution_backward_33 = torch.ops.aten.convolution_backward.default(cat_9, _tensor_constant93, _param_constant52, [8], [1, 1], [1, 1], [1, 1], False, [0, 0], 8, [True, True, True]);  cat_9 = _tensor_constant93 = _param_constant52 = None
    getitem_99 = convolution_backward_33[0]
    getitem_100 = convolution_backward_33[1]
    getitem_101 = convolution_backward_33[2];  convolution_backward_33 = None
    _tensor_constant94 = self._tensor_constant94
    _param_constant53 = self._param_constant53
    convolution_backward_34 = torch.ops.aten.convolution_backward.default(getitem_99, _tensor_constant94, _param_constant53, [8], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  getitem_99 = _tensor_constant94 = _param_constant53 = None
    getitem_102 = convolution_backward_34[0]
    getitem_103 = convolution_backward_34[1]
    getitem_104 = convolution_backward_34[2];  convolution_backward_34 = None
    _param_constant54 = self._param_constant54
    view_9 = torch.ops.aten.view.default(_param_constant54, [1, 4, 1, 1]);  _param_constant54 = None
    mul_107 = torch.ops.aten.mul.Tensor(getitem_102, view_9);  view_9 = None
    mean_18 = torch.ops.aten.mean.dim(mul_107, [1], True)
    _tensor_constant95 = self._tensor_constant95
    mul_108 = torch.ops.aten.mul.Tensor(mul_107, _tensor_constant95);  _tensor_constant95 = None
    mean_19 = torch.ops.aten.mean.dim(mul_108, [1], True);  mul_108 = None
    _tensor_constant96 = self._tensor_constant96
    add_25 = torch.ops.aten.add.Tensor(_tensor_constant96, 1e-06);  _tensor_constant96 = None
    sqrt_9 = torch.ops.aten.sqrt.default(add_25);  add_25 = None
    reciprocal_9 = torch.ops.aten.reciprocal.default(sqrt_9);  sqrt_9 = None
    mul_109 = torch.ops.aten.mul.Tensor(reciprocal_9, 1.0);  reciprocal_9 = None
    _tensor_constant95_1 = self._tensor_constant95
    mul_110 = torch.ops.aten.mul.Tensor(_tensor_constant95_1, mean_19);  _tensor_constant95_1 = mean_19 = None
    sub_18 = torch.ops.aten.sub.Tensor(mul_107, mul_110);  mul_107 = mul_110 = None
    sub_19 = torch.ops.aten.sub.Tensor(sub_18, mean_18);  sub_18 = mean_18 = None
    mul_111 = torch.ops.aten.mul.Tensor(mul_109, sub_19);  mul_109 = sub_19 = None
    _tensor_constant95_2 = self._tensor_constant95
    mul_112 = torch.ops.aten.mul.Tensor(getitem_102, _tensor_constant95_2);  _tensor_constant95_2 = None
    sum_70 = torch.ops.aten.sum.dim_IntList(mul_112, [3]);  mul_112 = None
    sum_71 = torch.ops.aten.sum.dim_IntList(sum_70, [2]);  sum_70 = None
    sum_72 = torch.ops.aten.sum.dim_IntList(sum_71, [0]);  sum_71 = None
    sum_73 = torch.ops.aten.sum.dim_IntList(getitem_102, [3]);  getitem_102 = None
    sum_74 = torch.ops.aten.sum.dim_IntList(sum_73, [2]);  sum_73 = None
    sum_75 = torch.ops.aten.sum.dim_IntList(sum_74, [0]);  sum_74 = None
    add_26 = torch.ops.aten.add.Tensor(add_23, mul_111);  add_23 = mul_111 = None
    _tensor_constant97 = self._tensor_constant97
    _param_constant55 = self._param_constant55
    convolution_backward_35 = torch.ops.aten.convolution_backward.default(add_26, _tensor_constant97, _param_constant55, [4], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [False, True, True]);  add_26 = _tensor_constant97 = _param_constant55 = None
    getitem_105 = convolution_backward_35[0];  getitem_105 = None
    getitem_106 = convolution_backward_35[1]
    getitem_107 = convolution_backward_35[2];  convolution_backward_35 = None
    return (getitem_106, getitem_107, getitem_1, getitem_2, sum_68, sum_61, getitem_103, getitem_104, getitem_100, getitem_101, getitem_94, getitem_95, getitem_97, getitem_98, getitem_91, getitem_92, getitem_88, getitem_89, sum_72, sum_75, sum_64, sum_67, sum_53, sum_46, getitem_82, getitem_83, getitem_79, getitem_80, getitem_73, getitem_74, getitem_76, getitem_77, getitem_70, getitem_71, getitem_67, getitem_68, sum_57, sum_60, sum_49, sum_52, sum_23, sum_16, getitem_40, getitem_41, getitem_37, getitem_38, getitem_31, getitem_32, getitem_34, getitem_35, getitem_28, getitem_29, getitem_25, getitem_26, sum_27, sum_30, sum_19, sum_22, sum_8, sum_1, getitem_19, getitem_20, getitem_16, getitem_17, getitem_10, getitem_11, getitem_13, getitem_14, getitem_7, getitem_8, getitem_4, getitem_5, sum_12, sum_15, sum_4, sum_7, sum_38, sum_31, getitem_61, getitem_62, getitem_58, getitem_59, getitem_52, getitem_53, getitem_55, getitem_56, getitem_49, getitem_50, getitem_46, getitem_47, sum_42, sum_45, sum_34, sum_37, getitem_43, getitem_22, getitem_85, getitem_86, getitem_64, getitem_65)
    