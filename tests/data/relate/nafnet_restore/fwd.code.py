


def forward(self, img_1, gt_1):
    constant_pad_nd = torch.ops.aten.constant_pad_nd.default(img_1, [0, 0, 0, 0], 0.0);  img_1 = None
    _param_constant0 = self._param_constant0
    _param_constant1 = self._param_constant1
    convolution = torch.ops.aten.convolution.default(constant_pad_nd, _param_constant0, _param_constant1, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  _param_constant0 = _param_constant1 = None
    mean = torch.ops.aten.mean.dim(convolution, [1], True)
    sub = torch.ops.aten.sub.Tensor(convolution, mean)
    pow_1 = torch.ops.aten.pow.Tensor_Scalar(sub, 2);  sub = None
    mean_1 = torch.ops.aten.mean.dim(pow_1, [1], True);  pow_1 = None
    sub_1 = torch.ops.aten.sub.Tensor(convolution, mean);  mean = None
    add = torch.ops.aten.add.Tensor(mean_1, 1e-06);  mean_1 = None
    sqrt = torch.ops.aten.sqrt.default(add);  add = None
    div = torch.ops.aten.div.Tensor(sub_1, sqrt);  sub_1 = sqrt = None
    _param_constant2 = self._param_constant2
    view = torch.ops.aten.view.default(_param_constant2, [1, 4, 1, 1]);  _param_constant2 = None
    mul = torch.ops.aten.mul.Tensor(view, div);  view = div = None
    _param_constant3 = self._param_constant3
    view_1 = torch.ops.aten.view.default(_param_constant3, [1, 4, 1, 1]);  _param_constant3 = None
    add_1 = torch.ops.aten.add.Tensor(mul, view_1);  mul = view_1 = None
    _param_constant4 = self._param_constant4
    _param_constant5 = self._param_constant5
    convolution_1 = torch.ops.aten.convolution.default(add_1, _param_constant4, _param_constant5, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  add_1 = _param_constant4 = _param_constant5 = None
    _param_constant6 = self._param_constant6
    _param_constant7 = self._param_constant7
    convolution_2 = torch.ops.aten.convolution.default(convolution_1, _param_constant6, _param_constant7, [1, 1], [1, 1], [1, 1], False, [0, 0], 8);  convolution_1 = _param_constant6 = _param_constant7 = None
    split = torch.ops.aten.split.Tensor(convolution_2, 4, 1);  convolution_2 = None
    getitem = split[0]
    getitem_1 = split[1];  split = None
    mul_1 = torch.ops.aten.mul.Tensor(getitem, getitem_1);  getitem = getitem_1 = None
    mean_2 = torch.ops.aten.mean.dim(mul_1, [-1, -2], True)
    _param_constant8 = self._param_constant8
    _param_constant9 = self._param_constant9
    convolution_3 = torch.ops.aten.convolution.default(mean_2, _param_constant8, _param_constant9, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_2 = _param_constant8 = _param_constant9 = None
    mul_2 = torch.ops.aten.mul.Tensor(mul_1, convolution_3);  mul_1 = convolution_3 = None
    _param_constant10 = self._param_constant10
    _param_constant11 = self._param_constant11
    convolution_4 = torch.ops.aten.convolution.default(mul_2, _param_constant10, _param_constant11, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_2 = _param_constant10 = _param_constant11 = None
    _param_constant12 = self._param_constant12
    mul_3 = torch.ops.aten.mul.Tensor(convolution_4, _param_constant12);  convolution_4 = _param_constant12 = None
    add_2 = torch.ops.aten.add.Tensor(convolution, mul_3);  convolution = mul_3 = None
    mean_3 = torch.ops.aten.mean.dim(add_2, [1], True)
    sub_2 = torch.ops.aten.sub.Tensor(add_2, mean_3)
    pow_2 = torch.ops.aten.pow.Tensor_Scalar(sub_2, 2);  sub_2 = None
    mean_4 = torch.ops.aten.mean.dim(pow_2, [1], True);  pow_2 = None
    sub_3 = torch.ops.aten.sub.Tensor(add_2, mean_3);  mean_3 = None
    add_3 = torch.ops.aten.add.Tensor(mean_4, 1e-06);  mean_4 = None
    sqrt_1 = torch.ops.aten.sqrt.default(add_3);  add_3 = None
    div_1 = torch.ops.aten.div.Tensor(sub_3, sqrt_1);  sub_3 = sqrt_1 = None
    _param_constant13 = self._param_constant13
    view_2 = torch.ops.aten.view.default(_param_constant13, [1, 4, 1, 1]);  _param_constant13 = None
    mul_4 = torch.ops.aten.mul.Tensor(view_2, div_1);  view_2 = div_1 = None
    _param_constant14 = self._param_constant14
    view_3 = torch.ops.aten.view.default(_param_constant14, [1, 4, 1, 1]);  _param_constant14 = None
    add_4 = torch.ops.aten.add.Tensor(mul_4, view_3);  mul_4 = view_3 = None
    _param_constant15 = self._param_constant15
    _param_constant16 = self._param_constant16
    convolution_5 = torch.ops.aten.convolution.default(add_4, _param_constant15, _param_constant16, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  add_4 = _param_constant15 = _param_constant16 = None
    split_1 = torch.ops.aten.split.Tensor(convolution_5, 4, 1);  convolution_5 = None
    getitem_2 = split_1[0]
    getitem_3 = split_1[1];  split_1 = None
    mul_5 = torch.ops.aten.mul.Tensor(getitem_2, getitem_3);  getitem_2 = getitem_3 = None
    _param_constant17 = self._param_constant17
    _param_constant18 = self._param_constant18
    convolution_6 = torch.ops.aten.convolution.default(mul_5, _param_constant17, _param_constant18, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_5 = _param_constant17 = _param_constant18 = None
    _param_constant19 = self._param_constant19
    mul_6 = torch.ops.aten.mul.Tensor(convolution_6, _param_constant19);  convolution_6 = _param_constant19 = None
    add_5 = torch.ops.aten.add.Tensor(add_2, mul_6);  add_2 = mul_6 = None
    _param_constant20 = self._param_constant20
    _param_constant21 = self._param_constant21
    convolution_7 = torch.ops.aten.convolution.default(add_5, _param_constant20, _param_constant21, [2, 2], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant20 = _param_constant21 = None
    mean_5 = torch.ops.aten.mean.dim(convolution_7, [1], True)
    sub_4 = torch.ops.aten.sub.Tensor(convolution_7, mean_5)
    pow_3 = torch.ops.aten.pow.Tensor_Scalar(sub_4, 2);  sub_4 = None
    mean_6 = torch.ops.aten.mean.dim(pow_3, [1], True);  pow_3 = None
    sub_5 = torch.ops.aten.sub.Tensor(convolution_7, mean_5);  mean_5 = None
    add_6 = torch.ops.aten.add.Tensor(mean_6, 1e-06);  mean_6 = None
    sqrt_2 = torch.ops.aten.sqrt.default(add_6);  add_6 = None
    div_2 = torch.ops.aten.div.Tensor(sub_5, sqrt_2);  sub_5 = sqrt_2 = None
    _param_constant22 = self._param_constant22
    view_4 = torch.ops.aten.view.default(_param_constant22, [1, 8, 1, 1]);  _param_constant22 = None
    mul_7 = torch.ops.aten.mul.Tensor(view_4, div_2);  view_4 = div_2 = None
    _param_constant23 = self._param_constant23
    view_5 = torch.ops.aten.view.default(_param_constant23, [1, 8, 1, 1]);  _param_constant23 = None
    add_7 = torch.ops.aten.add.Tensor(mul_7, view_5);  mul_7 = view_5 = None
    _param_constant24 = self._param_constant24
    _param_constant25 = self._param_constant25
    convolution_8 = torch.ops.aten.convolution.default(add_7, _param_constant24, _param_constant25, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  add_7 = _param_constant24 = _param_constant25 = None
    _param_constant26 = self._param_constant26
    _param_constant27 = self._param_constant27
    convolution_9 = torch.ops.aten.convolution.default(convolution_8, _param_constant26, _param_constant27, [1, 1], [1, 1], [1, 1], False, [0, 0], 16);  convolution_8 = _param_constant26 = _param_constant27 = None
    split_2 = torch.ops.aten.split.Tensor(convolution_9, 8, 1);  convolution_9 = None
    getitem_4 = split_2[0]
    getitem_5 = split_2[1];  split_2 = None
    mul_8 = torch.ops.aten.mul.Tensor(getitem_4, getitem_5);  getitem_4 = getitem_5 = None
    mean_7 = torch.ops.aten.mean.dim(mul_8, [-1, -2], True)
    _param_constant28 = self._param_constant28
    _param_constant29 = self._param_constant29
    convolution_10 = torch.ops.aten.convolution.default(mean_7, _param_constant28, _param_constant29, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_7 = _param_constant28 = _param_constant29 = None
    mul_9 = torch.ops.aten.mul.Tensor(mul_8, convolution_10);  mul_8 = convolution_10 = None
    _param_constant30 = self._param_constant30
    _param_constant31 = self._param_constant31
    convolution_11 = torch.ops.aten.convolution.default(mul_9, _param_constant30, _param_constant31, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_9 = _param_constant30 = _param_constant31 = None
    _param_constant32 = self._param_constant32
    mul_10 = torch.ops.aten.mul.Tensor(convolution_11, _param_constant32);  convolution_11 = _param_constant32 = None
    add_8 = torch.ops.aten.add.Tensor(convolution_7, mul_10);  convolution_7 = mul_10 = None
    mean_8 = torch.ops.aten.mean.dim(add_8, [1], True)
    sub_6 = torch.ops.aten.sub.Tensor(add_8, mean_8)
    pow_4 = torch.ops.aten.pow.Tensor_Scalar(sub_6, 2);  sub_6 = None
    mean_9 = torch.ops.aten.mean.dim(pow_4, [1], True);  pow_4 = None
    sub_7 = torch.ops.aten.sub.Tensor(add_8, mean_8);  mean_8 = None
    add_9 = torch.ops.aten.add.Tensor(mean_9, 1e-06);  mean_9 = None
    sqrt_3 = torch.ops.aten.sqrt.default(add_9);  add_9 = None
    div_3 = torch.ops.aten.div.Tensor(sub_7, sqrt_3);  sub_7 = sqrt_3 = None
    _param_constant33 = self._param_constant33
    view_6 = torch.ops.aten.view.default(_param_constant33, [1, 8, 1, 1]);  _param_constant33 = None
    mul_11 = torch.ops.aten.mul.Tensor(view_6, div_3);  view_6 = div_3 = None
    _param_constant34 = self._param_constant34
    view_7 = torch.ops.aten.view.default(_param_constant34, [1, 8, 1, 1]);  _param_constant34 = None
    add_10 = torch.ops.aten.add.Tensor(mul_11, view_7);  mul_11 = view_7 = None
    _param_constant35 = self._param_constant35
    _param_constant36 = self._param_constant36
    convolution_12 = torch.ops.aten.convolution.default(add_10, _param_constant35, _param_constant36, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  add_10 = _param_constant35 = _param_constant36 = None
    split_3 = torch.ops.aten.split.Tensor(convolution_12, 8, 1);  convolution_12 = None
    getitem_6 = split_3[0]
    getitem_7 = split_3[1];  split_3 = None
    mul_12 = torch.ops.aten.mul.Tensor(getitem_6, getitem_7);  getitem_6 = getitem_7 = None
    _param_constant37 = self._param_constant37
    _param_constant38 = self._param_constant38
    convolution_13 = torch.ops.aten.convolution.default(mul_12, _param_constant37, _param_constant38, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_12 = _param_constant37 = _param_constant38 = None
    _param_constant39 = self._param_constant39
    mul_13 = torch.ops.aten.mul.Tensor(convolution_13, _param_constant39);  convolution_13 = _param_constant39 = None
    add_11 = torch.ops.aten.add.Tensor(add_8, mul_13);  add_8 = mul_13 = None
    _param_constant40 = self._param_constant40
    _param_constant41 = self._param_constant41
    convolution_14 = torch.ops.aten.convolution.default(add_11, _param_constant40, _param_constant41, [2, 2], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant40 = _param_constant41 = None
    mean_10 = torch.ops.aten.mean.dim(convolution_14, [1], True)
    sub_8 = torch.ops.aten.sub.Tensor(convolution_14, mean_10)
    pow_5 = torch.ops.aten.pow.Tensor_Scalar(sub_8, 2);  sub_8 = None
    mean_11 = torch.ops.aten.mean.dim(pow_5, [1], True);  pow_5 = None
    sub_9 = torch.ops.aten.sub.Tensor(convolution_14, mean_10);  mean_10 = None
    add_12 = torch.ops.aten.add.Tensor(mean_11, 1e-06);  mean_11 = None
    sqrt_4 = torch.ops.aten.sqrt.default(add_12);  add_12 = None
    div_4 = torch.ops.aten.div.Tensor(sub_9, sqrt_4);  sub_9 = sqrt_4 = None
    _param_constant42 = self._param_constant42
    view_8 = torch.ops.aten.view.default(_param_constant42, [1, 16, 1, 1]);  _param_constant42 = None
    mul_14 = torch.ops.aten.mul.Tensor(view_8, div_4);  view_8 = div_4 = None
    _param_constant43 = self._param_constant43
    view_9 = torch.ops.aten.view.default(_param_constant43, [1, 16, 1, 1]);  _param_constant43 = None
    add_13 = torch.ops.aten.add.Tensor(mul_14, view_9);  mul_14 = view_9 = None
    _param_constant44 = self._param_constant44
    _param_constant45 = self._param_constant45
    convolution_15 = torch.ops.aten.convolution.default(add_13, _param_constant44, _param_constant45, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  add_13 = _param_constant44 = _param_constant45 = None
    _param_constant46 = self._param_constant46
    _param_constant47 = self._param_constant47
    convolution_16 = torch.ops.aten.convolution.default(convolution_15, _param_constant46, _param_constant47, [1, 1], [1, 1], [1, 1], False, [0, 0], 32);  convolution_15 = _param_constant46 = _param_constant47 = None
    split_4 = torch.ops.aten.split.Tensor(convolution_16, 16, 1);  convolution_16 = None
    getitem_8 = split_4[0]
    getitem_9 = split_4[1];  split_4 = None
    mul_15 = torch.ops.aten.mul.Tensor(getitem_8, getitem_9);  getitem_8 = getitem_9 = None
    mean_12 = torch.ops.aten.mean.dim(mul_15, [-1, -2], True)
    _param_constant48 = self._param_constant48
    _param_constant49 = self._param_constant49
    convolution_17 = torch.ops.aten.convolution.default(mean_12, _param_constant48, _param_constant49, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_12 = _param_constant48 = _param_constant49 = None
    mul_16 = torch.ops.aten.mul.Tensor(mul_15, convolution_17);  mul_15 = convolution_17 = None
    _param_constant50 = self._param_constant50
    _param_constant51 = self._param_constant51
    convolution_18 = torch.ops.aten.convolution.default(mul_16, _param_constant50, _param_constant51, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_16 = _param_constant50 = _param_constant51 = None
    _param_constant52 = self._param_constant52
    mul_17 = torch.ops.aten.mul.Tensor(convolution_18, _param_constant52);  convolution_18 = _param_constant52 = None
    add_14 = torch.ops.aten.add.Tensor(convolution_14, mul_17);  convolution_14 = mul_17 = None
    mean_13 = torch.ops.aten.mean.dim(add_14, [1], True)
    sub_10 = torch.ops.aten.sub.Tensor(add_14, mean_13)
    pow_6 = torch.ops.aten.pow.Tensor_Scalar(sub_10, 2);  sub_10 = None
    mean_14 = torch.ops.aten.mean.dim(pow_6, [1], True);  pow_6 = None
    sub_11 = torch.ops.aten.sub.Tensor(add_14, mean_13);  mean_13 = None
    add_15 = torch.ops.aten.add.Tensor(mean_14, 1e-06);  mean_14 = None
    sqrt_5 = torch.ops.aten.sqrt.default(add_15);  add_15 = None
    div_5 = torch.ops.aten.div.Tensor(sub_11, sqrt_5);  sub_11 = sqrt_5 = None
    _param_constant53 = self._param_constant53
    view_10 = torch.ops.aten.view.default(_param_constant53, [1, 16, 1, 1]);  _param_constant53 = None
    mul_18 = torch.ops.aten.mul.Tensor(view_10, div_5);  view_10 = div_5 = None
    _param_constant54 = self._param_constant54
    view_11 = torch.ops.aten.view.default(_param_constant54, [1, 16, 1, 1]);  _param_constant54 = None
    add_16 = torch.ops.aten.add.Tensor(mul_18, view_11);  mul_18 = view_11 = None
    _param_constant55 = self._param_constant55
    _param_constant56 = self._param_constant56
    convolution_19 = torch.ops.aten.convolution.default(add_16, _param_constant55, _param_constant56, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  add_16 = _param_constant55 = _param_constant56 = None
    split_5 = torch.ops.aten.split.Tensor(convolution_19, 16, 1);  convolution_19 = None
    getitem_10 = split_5[0]
    getitem_11 = split_5[1];  split_5 = None
    mul_19 = torch.ops.aten.mul.Tensor(getitem_10, getitem_11);  getitem_10 = getitem_11 = None
    _param_constant57 = self._param_constant57
    _param_constant58 = self._param_constant58
    convolution_20 = torch.ops.aten.convolution.default(mul_19, _param_constant57, _param_constant58, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_19 = _param_constant57 = _param_constant58 = None
    _param_constant59 = self._param_constant59
    mul_20 = torch.ops.aten.mul.Tensor(convolution_20, _param_constant59);  convolution_20 = _param_constant59 = None
    add_17 = torch.ops.aten.add.Tensor(add_14, mul_20);  add_14 = mul_20 = None
    _param_constant60 = self._param_constant60
    convolution_21 = torch.ops.aten.convolution.default(add_17, _param_constant60, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  add_17 = _param_constant60 = None
    pixel_shuffle = torch.ops.aten.pixel_shuffle.default(convolution_21, 2);  convolution_21 = None
    add_18 = torch.ops.aten.add.Tensor(pixel_shuffle, add_11);  pixel_shuffle = add_11 = None
    mean_15 = torch.ops.aten.mean.dim(add_18, [1], True)
    sub_12 = torch.ops.aten.sub.Tensor(add_18, mean_15)
    pow_7 = torch.ops.aten.pow.Tensor_Scalar(sub_12, 2);  sub_12 = None
    mean_16 = torch.ops.aten.mean.dim(pow_7, [1], True);  pow_7 = None
    sub_13 = torch.ops.aten.sub.Tensor(add_18, mean_15);  mean_15 = None
    add_19 = torch.ops.aten.add.Tensor(mean_16, 1e-06);  mean_16 = None
    sqrt_6 = torch.ops.aten.sqrt.default(add_19);  add_19 = None
    div_6 = torch.ops.aten.div.Tensor(sub_13, sqrt_6);  sub_13 = sqrt_6 = None
    _param_constant61 = self._param_constant61
    view_12 = torch.ops.aten.view.default(_param_constant61, [1, 8, 1, 1]);  _param_constant61 = None
    mul_21 = torch.ops.aten.mul.Tensor(view_12, div_6);  view_12 = div_6 = None
    _param_constant62 = self._param_constant62
    view_13 = torch.ops.aten.view.default(_param_constant62, [1, 8, 1, 1]);  _param_constant62 = None
    add_20 = torch.ops.aten.add.Tensor(mul_21, view_13);  mul_21 = view_13 = None
    _param_constant63 = self._param_constant63
    _param_constant64 = self._param_constant64
    convolution_22 = torch.ops.aten.convolution.default(add_20, _param_constant63, _param_constant64, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  add_20 = _param_constant63 = _param_constant64 = None
    _param_constant65 = self._param_constant65
    _param_constant66 = self._param_constant66
    convolution_23 = torch.ops.aten.convolution.default(convolution_22, _param_constant65, _param_constant66, [1, 1], [1, 1], [1, 1], False, [0, 0], 16);  convolution_22 = _param_constant65 = _param_constant66 = None
    split_6 = torch.ops.aten.split.Tensor(convolution_23, 8, 1);  convolution_23 = None
    getitem_12 = split_6[0]
    getitem_13 = split_6[1];  split_6 = None
    mul_22 = torch.ops.aten.mul.Tensor(getitem_12, getitem_13);  getitem_12 = getitem_13 = None
    mean_17 = torch.ops.aten.mean.dim(mul_22, [-1, -2], True)
    _param_constant67 = self._param_constant67
    _param_constant68 = self._param_constant68
    convolution_24 = torch.ops.aten.convolution.default(mean_17, _param_constant67, _param_constant68, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_17 = _param_constant67 = _param_constant68 = None
    mul_23 = torch.ops.aten.mul.Tensor(mul_22, convolution_24);  mul_22 = convolution_24 = None
    _param_constant69 = self._param_constant69
    _param_constant70 = self._param_constant70
    convolution_25 = torch.ops.aten.convolution.default(mul_23, _param_constant69, _param_constant70, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_23 = _param_constant69 = _param_constant70 = None
    _param_constant71 = self._param_constant71
    mul_24 = torch.ops.aten.mul.Tensor(convolution_25, _param_constant71);  convolution_25 = _param_constant71 = None
    add_21 = torch.ops.aten.add.Tensor(add_18, mul_24);  add_18 = mul_24 = None
    mean_18 = torch.ops.aten.mean.dim(add_21, [1], True)
    sub_14 = torch.ops.aten.sub.Tensor(add_21, mean_18)
    pow_8 = torch.ops.aten.pow.Tensor_Scalar(sub_14, 2);  sub_14 = None
    mean_19 = torch.ops.aten.mean.dim(pow_8, [1], True);  pow_8 = None
    sub_15 = torch.ops.aten.sub.Tensor(add_21, mean_18);  mean_18 = None
    add_22 = torch.ops.aten.add.Tensor(mean_19, 1e-06);  mean_19 = None
    sqrt_7 = torch.ops.aten.sqrt.default(add_22);  add_22 = None
    div_7 = torch.ops.aten.div.Tensor(sub_15, sqrt_7);  sub_15 = sqrt_7 = None
    _param_constant72 = self._param_constant72
    view_14 = torch.ops.aten.view.default(_param_constant72, [1, 8, 1, 1]);  _param_constant72 = None
    mul_25 = torch.ops.aten.mul.Tensor(view_14, div_7);  view_14 = div_7 = None
    _param_constant73 = self._param_constant73
    view_15 = torch.ops.aten.view.default(_param_constant73, [1, 8, 1, 1]);  _param_constant73 = None
    add_23 = torch.ops.aten.add.Tensor(mul_25, view_15);  mul_25 = view_15 = None
    _param_constant74 = self._param_constant74
    _param_constant75 = self._param_constant75
    convolution_26 = torch.ops.aten.convolution.default(add_23, _param_constant74, _param_constant75, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  add_23 = _param_constant74 = _param_constant75 = None
    split_7 = torch.ops.aten.split.Tensor(convolution_26, 8, 1);  convolution_26 = None
    getitem_14 = split_7[0]
    getitem_15 = split_7[1];  split_7 = None
    mul_26 = torch.ops.aten.mul.Tensor(getitem_14, getitem_15);  getitem_14 = getitem_15 = None
    _param_constant76 = self._param_constant76
    _param_constant77 = self._param_constant77
    convolution_27 = torch.ops.aten.convolution.default(mul_26, _param_constant76, _param_constant77, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_26 = _param_constant76 = _param_constant77 = None
    _param_constant78 = self._param_constant78
    mul_27 = torch.ops.aten.mul.Tensor(convolution_27, _param_constant78);  convolution_27 = _param_constant78 = None
    add_24 = torch.ops.aten.add.Tensor(add_21, mul_27);  add_21 = mul_27 = None
    _param_constant79 = self._param_constant79
    convolution_28 = torch.ops.aten.convolution.default(add_24, _param_constant79, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  add_24 = _param_constant79 = None
    pixel_shuffle_1 = torch.ops.aten.pixel_shuffle.default(convolution_28, 2);  convolution_28 = None
    add_25 = torch.ops.aten.add.Tensor(pixel_shuffle_1, add_5);  pixel_shuffle_1 = add_5 = None
    mean_20 = torch.ops.aten.mean.dim(add_25, [1], True)
    sub_16 = torch.ops.aten.sub.Tensor(add_25, mean_20)
    pow_9 = torch.ops.aten.pow.Tensor_Scalar(sub_16, 2);  sub_16 = None
    mean_21 = torch.ops.aten.mean.dim(pow_9, [1], True);  pow_9 = None
    sub_17 = torch.ops.aten.sub.Tensor(add_25, mean_20);  mean_20 = None
    add_26 = torch.ops.aten.add.Tensor(mean_21, 1e-06);  mean_21 = None
    sqrt_8 = torch.ops.aten.sqrt.default(add_26);  add_26 = None
    div_8 = torch.ops.aten.div.Tensor(sub_17, sqrt_8);  sub_17 = sqrt_8 = None
    _param_constant80 = self._param_constant80
    view_16 = torch.ops.aten.view.default(_param_constant80, [1, 4, 1, 1]);  _param_constant80 = None
    mul_28 = torch.ops.aten.mul.Tensor(view_16, div_8);  view_16 = div_8 = None
    _param_constant81 = self._param_constant81
    view_17 = torch.ops.aten.view.default(_param_constant81, [1, 4, 1, 1]);  _param_constant81 = None
    add_27 = torch.ops.aten.add.Tensor(mul_28, view_17);  mul_28 = view_17 = None
    _param_constant82 = self._param_constant82
    _param_constant83 = self._param_constant83
    convolution_29 = torch.ops.aten.convolution.default(add_27, _param_constant82, _param_constant83, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  add_27 = _param_constant82 = _param_constant83 = None
    _param_constant84 = self._param_constant84
    _param_constant85 = self._param_constant85
    convolution_30 = torch.ops.aten.convolution.default(convolution_29, _param_constant84, _param_constant85, [1, 1], [1, 1], [1, 1], False, [0, 0], 8);  convolution_29 = _param_constant84 = _param_constant85 = None
    split_8 = torch.ops.aten.split.Tensor(convolution_30, 4, 1);  convolution_30 = None
    getitem_16 = split_8[0]
    getitem_17 = split_8[1];  split_8 = None
    mul_29 = torch.ops.aten.mul.Tensor(getitem_16, getitem_17);  getitem_16 = getitem_17 = None
    mean_22 = torch.ops.aten.mean.dim(mul_29, [-1, -2], True)
    _param_constant86 = self._param_constant86
    _param_constant87 = self._param_constant87
    convolution_31 = torch.ops.aten.convolution.default(mean_22, _param_constant86, _param_constant87, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mean_22 = _param_constant86 = _param_constant87 = None
    mul_30 = torch.ops.aten.mul.Tensor(mul_29, convolution_31);  mul_29 = convolution_31 = None
    _param_constant88 = self._param_constant88
    _param_constant89 = self._param_constant89
    convolution_32 = torch.ops.aten.convolution.default(mul_30, _param_constant88, _param_constant89, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_30 = _param_constant88 = _param_constant89 = None
    _param_constant90 = self._param_constant90
    mul_31 = torch.ops.aten.mul.Tensor(convolution_32, _param_constant90);  convolution_32 = _param_constant90 = None
    add_28 = torch.ops.aten.add.Tensor(add_25, mul_31);  add_25 = mul_31 = None
    mean_23 = torch.ops.aten.mean.dim(add_28, [1], True)
    sub_18 = torch.ops.aten.sub.Tensor(add_28, mean_23)
    pow_10 = torch.ops.aten.pow.Tensor_Scalar(sub_18, 2);  sub_18 = None
    mean_24 = torch.ops.aten.mean.dim(pow_10, [1], True);  pow_10 = None
    sub_19 = torch.ops.aten.sub.Tensor(add_28, mean_23);  mean_23 = None
    add_29 = torch.ops.aten.add.Tensor(mean_24, 1e-06);  mean_24 = None
    sqrt_9 = torch.ops.aten.sqrt.default(add_29);  add_29 = None
    div_9 = torch.ops.aten.div.Tensor(sub_19, sqrt_9);  sub_19 = sqrt_9 = None
    _param_constant91 = self._param_constant91
    view_18 = torch.ops.aten.view.default(_param_constant91, [1, 4, 1, 1]);  _param_constant91 = None
    mul_32 = torch.ops.aten.mul.Tensor(view_18, div_9);  view_18 = div_9 = None
    _param_constant92 = self._param_constant92
    view_19 = torch.ops.aten.view.default(_param_constant92, [1, 4, 1, 1]);  _param_constant92 = None
    add_30 = torch.ops.aten.add.Tensor(mul_32, view_19);  mul_32 = view_19 = None
    _param_constant93 = self._param_constant93
    _param_constant94 = self._param_constant94
    convolution_33 = torch.ops.aten.convolution.default(add_30, _param_constant93, _param_constant94, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  add_30 = _param_constant93 = _param_constant94 = None
    split_9 = torch.ops.aten.split.Tensor(convolution_33, 4, 1);  convolution_33 = None
    getitem_18 = split_9[0]
    getitem_19 = split_9[1];  split_9 = None
    mul_33 = torch.ops.aten.mul.Tensor(getitem_18, getitem_19);  getitem_18 = getitem_19 = None
    _param_constant95 = self._param_constant95
    _param_constant96 = self._param_constant96
    convolution_34 = torch.ops.aten.convolution.default(mul_33, _param_constant95, _param_constant96, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  mul_33 = _param_constant95 = _param_constant96 = None
    _param_constant97 = self._param_constant97
    mul_34 = torch.ops.aten.mul.Tensor(convolution_34, _param_constant97);  convolution_34 = _param_constant97 = None
    add_31 = torch.ops.aten.add.Tensor(add_28, mul_34);  add_28 = mul_34 = None
    _param_constant98 = self._param_constant98
    _param_constant99 = self._param_constant99
    convolution_35 = torch.ops.aten.convolution.default(add_31, _param_constant98, _param_constant99, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  add_31 = _param_constant98 = _param_constant99 = None
    add_32 = torch.ops.aten.add.Tensor(convolution_35, constant_pad_nd);  convolution_35 = constant_pad_nd = None
    alias = torch.ops.aten.alias.default(add_32);  add_32 = None
    sub_20 = torch.ops.aten.sub.Tensor(alias, gt_1);  alias = gt_1 = None
    pow_11 = torch.ops.aten.pow.Tensor_Scalar(sub_20, 2);  sub_20 = None
    mean_25 = torch.ops.aten.mean.dim(pow_11, [1, 2, 3]);  pow_11 = None
    add_33 = torch.ops.aten.add.Tensor(mean_25, 1e-08);  mean_25 = None
    log = torch.ops.aten.log.default(add_33);  add_33 = None
    mean_26 = torch.ops.aten.mean.default(log);  log = None
    mul_35 = torch.ops.aten.mul.Tensor(mean_26, 4.3429448190325175);  mean_26 = None
    return mul_35
    