


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
    add = torch.ops.aten.add.Tensor(mean_1, 1e-06)
    sqrt = torch.ops.aten.sqrt.default(add);  add = None
    div = torch.ops.aten.div.Tensor(sub_1, sqrt);  sub_1 = sqrt = None
    _param_constant2 = self._param_constant2
    view = torch.ops.aten.view.default(_param_constant2, [1, 4, 1, 1]);  _param_constant2 = None
    mul = torch.ops.aten.mul.Tensor(view, div);  view = None
    _param_constant3 = self._param_constant3
    view_1 = torch.ops.aten.view.default(_param_constant3, [1, 4, 1, 1]);  _param_constant3 = None
    add_1 = torch.ops.aten.add.Tensor(mul, view_1);  mul = view_1 = None
    _param_constant4 = self._param_constant4
    _param_constant5 = self._param_constant5
    convolution_1 = torch.ops.aten.convolution.default(add_1, _param_constant4, _param_constant5, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant4 = _param_constant5 = None
    _param_constant6 = self._param_constant6
    _param_constant7 = self._param_constant7
    convolution_2 = torch.ops.aten.convolution.default(convolution_1, _param_constant6, _param_constant7, [1, 1], [1, 1], [1, 1], False, [0, 0], 8);  _param_constant6 = _param_constant7 = None
    split = torch.ops.aten.split.Tensor(convolution_2, 4, 1);  convolution_2 = None
    getitem = split[0]
    getitem_1 = split[1];  split = None
    mul_1 = torch.ops.aten.mul.Tensor(getitem, getitem_1)
    mean_2 = torch.ops.aten.mean.dim(mul_1, [-1, -2], True)
    _param_constant8 = self._param_constant8
    _param_constant9 = self._param_constant9
    convolution_3 = torch.ops.aten.convolution.default(mean_2, _param_constant8, _param_constant9, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant8 = _param_constant9 = None
    mul_2 = torch.ops.aten.mul.Tensor(mul_1, convolution_3)
    _param_constant10 = self._param_constant10
    _param_constant11 = self._param_constant11
    convolution_4 = torch.ops.aten.convolution.default(mul_2, _param_constant10, _param_constant11, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant10 = _param_constant11 = None
    _param_constant12 = self._param_constant12
    mul_3 = torch.ops.aten.mul.Tensor(convolution_4, _param_constant12);  _param_constant12 = None
    add_2 = torch.ops.aten.add.Tensor(convolution, mul_3);  convolution = mul_3 = None
    mean_3 = torch.ops.aten.mean.dim(add_2, [1], True)
    sub_2 = torch.ops.aten.sub.Tensor(add_2, mean_3)
    pow_2 = torch.ops.aten.pow.Tensor_Scalar(sub_2, 2);  sub_2 = None
    mean_4 = torch.ops.aten.mean.dim(pow_2, [1], True);  pow_2 = None
    sub_3 = torch.ops.aten.sub.Tensor(add_2, mean_3);  mean_3 = None
    add_3 = torch.ops.aten.add.Tensor(mean_4, 1e-06)
    sqrt_1 = torch.ops.aten.sqrt.default(add_3);  add_3 = None
    div_1 = torch.ops.aten.div.Tensor(sub_3, sqrt_1);  sub_3 = sqrt_1 = None
    _param_constant13 = self._param_constant13
    view_2 = torch.ops.aten.view.default(_param_constant13, [1, 4, 1, 1]);  _param_constant13 = None
    mul_4 = torch.ops.aten.mul.Tensor(view_2, div_1);  view_2 = None
    _param_constant14 = self._param_constant14
    view_3 = torch.ops.aten.view.default(_param_constant14, [1, 4, 1, 1]);  _param_constant14 = None
    add_4 = torch.ops.aten.add.Tensor(mul_4, view_3);  mul_4 = view_3 = None
    _param_constant15 = self._param_constant15
    _param_constant16 = self._param_constant16
    convolution_5 = torch.ops.aten.convolution.default(add_4, _param_constant15, _param_constant16, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant15 = _param_constant16 = None
    split_1 = torch.ops.aten.split.Tensor(convolution_5, 4, 1);  convolution_5 = None
    getitem_2 = split_1[0]
    getitem_3 = split_1[1];  split_1 = None
    mul_5 = torch.ops.aten.mul.Tensor(getitem_2, getitem_3)
    _param_constant17 = self._param_constant17
    _param_constant18 = self._param_constant18
    convolution_6 = torch.ops.aten.convolution.default(mul_5, _param_constant17, _param_constant18, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant17 = _param_constant18 = None
    _param_constant19 = self._param_constant19
    mul_6 = torch.ops.aten.mul.Tensor(convolution_6, _param_constant19);  _param_constant19 = None
    add_5 = torch.ops.aten.add.Tensor(add_2, mul_6);  add_2 = mul_6 = None
    _param_constant20 = self._param_constant20
    _param_constant21 = self._param_constant21
    convolution_7 = torch.ops.aten.convolution.default(add_5, _param_constant20, _param_constant21, [2, 2], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant20 = _param_constant21 = None
    mean_5 = torch.ops.aten.mean.dim(convolution_7, [1], True)
    sub_4 = torch.ops.aten.sub.Tensor(convolution_7, mean_5)
    pow_3 = torch.ops.aten.pow.Tensor_Scalar(sub_4, 2);  sub_4 = None
    mean_6 = torch.ops.aten.mean.dim(pow_3, [1], True);  pow_3 = None
    sub_5 = torch.ops.aten.sub.Tensor(convolution_7, mean_5);  mean_5 = None
    add_6 = torch.ops.aten.add.Tensor(mean_6, 1e-06)
    sqrt_2 = torch.ops.aten.sqrt.default(add_6);  add_6 = None
    div_2 = torch.ops.aten.div.Tensor(sub_5, sqrt_2);  sub_5 = sqrt_2 = None
    _param_constant22 = self._param_constant22
    view_4 = torch.ops.aten.view.default(_param_constant22, [1, 8, 1, 1]);  _param_constant22 = None
    mul_7 = torch.ops.aten.mul.Tensor(view_4, div_2);  view_4 = None
    _param_constant23 = self._param_constant23
    view_5 = torch.ops.aten.view.default(_param_constant23, [1, 8, 1, 1]);  _param_constant23 = None
    add_7 = torch.ops.aten.add.Tensor(mul_7, view_5);  mul_7 = view_5 = None
    _param_constant24 = self._param_constant24
    _param_constant25 = self._param_constant25
    convolution_8 = torch.ops.aten.convolution.default(add_7, _param_constant24, _param_constant25, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant24 = _param_constant25 = None
    _param_constant26 = self._param_constant26
    _param_constant27 = self._param_constant27
    convolution_9 = torch.ops.aten.convolution.default(convolution_8, _param_constant26, _param_constant27, [1, 1], [1, 1], [1, 1], False, [0, 0], 16);  _param_constant26 = _param_constant27 = None
    split_2 = torch.ops.aten.split.Tensor(convolution_9, 8, 1);  convolution_9 = None
    getitem_4 = split_2[0]
    getitem_5 = split_2[1];  split_2 = None
    mul_8 = torch.ops.aten.mul.Tensor(getitem_4, getitem_5)
    mean_7 = torch.ops.aten.mean.dim(mul_8, [-1, -2], True)
    _param_constant28 = self._param_constant28
    _param_constant29 = self._param_constant29
    convolution_10 = torch.ops.aten.convolution.default(mean_7, _param_constant28, _param_constant29, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant28 = _param_constant29 = None
    mul_9 = torch.ops.aten.mul.Tensor(mul_8, convolution_10)
    _param_constant30 = self._param_constant30
    _param_constant31 = self._param_constant31
    convolution_11 = torch.ops.aten.convolution.default(mul_9, _param_constant30, _param_constant31, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant30 = _param_constant31 = None
    _param_constant32 = self._param_constant32
    mul_10 = torch.ops.aten.mul.Tensor(convolution_11, _param_constant32);  _param_constant32 = None
    add_8 = torch.ops.aten.add.Tensor(convolution_7, mul_10);  convolution_7 = mul_10 = None
    mean_8 = torch.ops.aten.mean.dim(add_8, [1], True)
    sub_6 = torch.ops.aten.sub.Tensor(add_8, mean_8)
    pow_4 = torch.ops.aten.pow.Tensor_Scalar(sub_6, 2);  sub_6 = None
    mean_9 = torch.ops.aten.mean.dim(pow_4, [1], True);  pow_4 = None
    sub_7 = torch.ops.aten.sub.Tensor(add_8, mean_8);  mean_8 = None
    add_9 = torch.ops.aten.add.Tensor(mean_9, 1e-06)
    sqrt_3 = torch.ops.aten.sqrt.default(add_9);  add_9 = None
    div_3 = torch.ops.aten.div.Tensor(sub_7, sqrt_3);  sub_7 = sqrt_3 = None
    _param_constant33 = self._param_constant33
    view_6 = torch.ops.aten.view.default(_param_constant33, [1, 8, 1, 1]);  _param_constant33 = None
    mul_11 = torch.ops.aten.mul.Tensor(view_6, div_3);  view_6 = None
    _param_constant34 = self._param_constant34
    view_7 = torch.ops.aten.view.default(_param_constant34, [1, 8, 1, 1]);  _param_constant34 = None
    add_10 = torch.ops.aten.add.Tensor(mul_11, view_7);  mul_11 = view_7 = None
    _param_constant35 = self._param_constant35
    _param_constant36 = self._param_constant36
    convolution_12 = torch.ops.aten.convolution.default(add_10, _param_constant35, _param_constant36, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant35 = _param_constant36 = None
    split_3 = torch.ops.aten.split.Tensor(convolution_12, 8, 1);  convolution_12 = None
    getitem_6 = split_3[0]
    getitem_7 = split_3[1];  split_3 = None
    mul_12 = torch.ops.aten.mul.Tensor(getitem_6, getitem_7)
    _param_constant37 = self._param_constant37
    _param_constant38 = self._param_constant38
    convolution_13 = torch.ops.aten.convolution.default(mul_12, _param_constant37, _param_constant38, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant37 = _param_constant38 = None
    _param_constant39 = self._param_constant39
    mul_13 = torch.ops.aten.mul.Tensor(convolution_13, _param_constant39);  _param_constant39 = None
    add_11 = torch.ops.aten.add.Tensor(add_8, mul_13);  add_8 = mul_13 = None
    _param_constant40 = self._param_constant40
    _param_constant41 = self._param_constant41
    convolution_14 = torch.ops.aten.convolution.default(add_11, _param_constant40, _param_constant41, [2, 2], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant40 = _param_constant41 = None
    mean_10 = torch.ops.aten.mean.dim(convolution_14, [1], True)
    sub_8 = torch.ops.aten.sub.Tensor(convolution_14, mean_10)
    pow_5 = torch.ops.aten.pow.Tensor_Scalar(sub_8, 2);  sub_8 = None
    mean_11 = torch.ops.aten.mean.dim(pow_5, [1], True);  pow_5 = None
    sub_9 = torch.ops.aten.sub.Tensor(convolution_14, mean_10);  mean_10 = None
    add_12 = torch.ops.aten.add.Tensor(mean_11, 1e-06)
    sqrt_4 = torch.ops.aten.sqrt.default(add_12);  add_12 = None
    div_4 = torch.ops.aten.div.Tensor(sub_9, sqrt_4);  sub_9 = sqrt_4 = None
    _param_constant42 = self._param_constant42
    view_8 = torch.ops.aten.view.default(_param_constant42, [1, 16, 1, 1]);  _param_constant42 = None
    mul_14 = torch.ops.aten.mul.Tensor(view_8, div_4);  view_8 = None
    _param_constant43 = self._param_constant43
    view_9 = torch.ops.aten.view.default(_param_constant43, [1, 16, 1, 1]);  _param_constant43 = None
    add_13 = torch.ops.aten.add.Tensor(mul_14, view_9);  mul_14 = view_9 = None
    _param_constant44 = self._param_constant44
    _param_constant45 = self._param_constant45
    convolution_15 = torch.ops.aten.convolution.default(add_13, _param_constant44, _param_constant45, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant44 = _param_constant45 = None
    _param_constant46 = self._param_constant46
    _param_constant47 = self._param_constant47
    convolution_16 = torch.ops.aten.convolution.default(convolution_15, _param_constant46, _param_constant47, [1, 1], [1, 1], [1, 1], False, [0, 0], 32);  _param_constant46 = _param_constant47 = None
    split_4 = torch.ops.aten.split.Tensor(convolution_16, 16, 1);  convolution_16 = None
    getitem_8 = split_4[0]
    getitem_9 = split_4[1];  split_4 = None
    mul_15 = torch.ops.aten.mul.Tensor(getitem_8, getitem_9)
    mean_12 = torch.ops.aten.mean.dim(mul_15, [-1, -2], True)
    _param_constant48 = self._param_constant48
    _param_constant49 = self._param_constant49
    convolution_17 = torch.ops.aten.convolution.default(mean_12, _param_constant48, _param_constant49, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant48 = _param_constant49 = None
    mul_16 = torch.ops.aten.mul.Tensor(mul_15, convolution_17)
    _param_constant50 = self._param_constant50
    _param_constant51 = self._param_constant51
    convolution_18 = torch.ops.aten.convolution.default(mul_16, _param_constant50, _param_constant51, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant50 = _param_constant51 = None
    _param_constant52 = self._param_constant52
    mul_17 = torch.ops.aten.mul.Tensor(convolution_18, _param_constant52);  _param_constant52 = None
    add_14 = torch.ops.aten.add.Tensor(convolution_14, mul_17);  convolution_14 = mul_17 = None
    mean_13 = torch.ops.aten.mean.dim(add_14, [1], True)
    sub_10 = torch.ops.aten.sub.Tensor(add_14, mean_13)
    pow_6 = torch.ops.aten.pow.Tensor_Scalar(sub_10, 2);  sub_10 = None
    mean_14 = torch.ops.aten.mean.dim(pow_6, [1], True);  pow_6 = None
    sub_11 = torch.ops.aten.sub.Tensor(add_14, mean_13);  mean_13 = None
    add_15 = torch.ops.aten.add.Tensor(mean_14, 1e-06)
    sqrt_5 = torch.ops.aten.sqrt.default(add_15);  add_15 = None
    div_5 = torch.ops.aten.div.Tensor(sub_11, sqrt_5);  sub_11 = sqrt_5 = None
    _param_constant53 = self._param_constant53
    view_10 = torch.ops.aten.view.default(_param_constant53, [1, 16, 1, 1]);  _param_constant53 = None
    mul_18 = torch.ops.aten.mul.Tensor(view_10, div_5);  view_10 = None
    _param_constant54 = self._param_constant54
    view_11 = torch.ops.aten.view.default(_param_constant54, [1, 16, 1, 1]);  _param_constant54 = None
    add_16 = torch.ops.aten.add.Tensor(mul_18, view_11);  mul_18 = view_11 = None
    _param_constant55 = self._param_constant55
    _param_constant56 = self._param_constant56
    convolution_19 = torch.ops.aten.convolution.default(add_16, _param_constant55, _param_constant56, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant55 = _param_constant56 = None
    split_5 = torch.ops.aten.split.Tensor(convolution_19, 16, 1);  convolution_19 = None
    getitem_10 = split_5[0]
    getitem_11 = split_5[1];  split_5 = None
    mul_19 = torch.ops.aten.mul.Tensor(getitem_10, getitem_11)
    _param_constant57 = self._param_constant57
    _param_constant58 = self._param_constant58
    convolution_20 = torch.ops.aten.convolution.default(mul_19, _param_constant57, _param_constant58, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant57 = _param_constant58 = None
    _param_constant59 = self._param_constant59
    mul_20 = torch.ops.aten.mul.Tensor(convolution_20, _param_constant59);  _param_constant59 = None
    add_17 = torch.ops.aten.add.Tensor(add_14, mul_20);  add_14 = mul_20 = None
    _param_constant60 = self._param_constant60
    convolution_21 = torch.ops.aten.convolution.default(add_17, _param_constant60, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant60 = None
    pixel_shuffle = torch.ops.aten.pixel_shuffle.default(convolution_21, 2);  convolution_21 = None
    add_18 = torch.ops.aten.add.Tensor(pixel_shuffle, add_11);  pixel_shuffle = None
    mean_15 = torch.ops.aten.mean.dim(add_18, [1], True)
    sub_12 = torch.ops.aten.sub.Tensor(add_18, mean_15)
    pow_7 = torch.ops.aten.pow.Tensor_Scalar(sub_12, 2);  sub_12 = None
    mean_16 = torch.ops.aten.mean.dim(pow_7, [1], True);  pow_7 = None
    sub_13 = torch.ops.aten.sub.Tensor(add_18, mean_15);  mean_15 = None
    add_19 = torch.ops.aten.add.Tensor(mean_16, 1e-06)
    sqrt_6 = torch.ops.aten.sqrt.default(add_19);  add_19 = None
    div_6 = torch.ops.aten.div.Tensor(sub_13, sqrt_6);  sub_13 = sqrt_6 = None
    _param_constant61 = self._param_constant61
    view_12 = torch.ops.aten.view.default(_param_constant61, [1, 8, 1, 1]);  _param_constant61 = None
    mul_21 = torch.ops.aten.mul.Tensor(view_12, div_6);  view_12 = None
    _param_constant62 = self._param_constant62
    view_13 = torch.ops.aten.view.default(_param_constant62, [1, 8, 1, 1]);  _param_constant62 = None
    add_20 = torch.ops.aten.add.Tensor(mul_21, view_13);  mul_21 = view_13 = None
    _param_constant63 = self._param_constant63
    _param_constant64 = self._param_constant64
    convolution_22 = torch.ops.aten.convolution.default(add_20, _param_constant63, _param_constant64, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant63 = _param_constant64 = None
    _param_constant65 = self._param_constant65
    _param_constant66 = self._param_constant66
    convolution_23 = torch.ops.aten.convolution.default(convolution_22, _param_constant65, _param_constant66, [1, 1], [1, 1], [1, 1], False, [0, 0], 16);  _param_constant65 = _param_constant66 = None
    split_6 = torch.ops.aten.split.Tensor(convolution_23, 8, 1);  convolution_23 = None
    getitem_12 = split_6[0]
    getitem_13 = split_6[1];  split_6 = None
    mul_22 = torch.ops.aten.mul.Tensor(getitem_12, getitem_13)
    mean_17 = torch.ops.aten.mean.dim(mul_22, [-1, -2], True)
    _param_constant67 = self._param_constant67
    _param_constant68 = self._param_constant68
    convolution_24 = torch.ops.aten.convolution.default(mean_17, _param_constant67, _param_constant68, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant67 = _param_constant68 = None
    mul_23 = torch.ops.aten.mul.Tensor(mul_22, convolution_24)
    _param_constant69 = self._param_constant69
    _param_constant70 = self._param_constant70
    convolution_25 = torch.ops.aten.convolution.default(mul_23, _param_constant69, _param_constant70, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant69 = _param_constant70 = None
    _param_constant71 = self._param_constant71
    mul_24 = torch.ops.aten.mul.Tensor(convolution_25, _param_constant71);  _param_constant71 = None
    add_21 = torch.ops.aten.add.Tensor(add_18, mul_24);  add_18 = mul_24 = None
    mean_18 = torch.ops.aten.mean.dim(add_21, [1], True)
    sub_14 = torch.ops.aten.sub.Tensor(add_21, mean_18)
    pow_8 = torch.ops.aten.pow.Tensor_Scalar(sub_14, 2);  sub_14 = None
    mean_19 = torch.ops.aten.mean.dim(pow_8, [1], True);  pow_8 = None
    sub_15 = torch.ops.aten.sub.Tensor(add_21, mean_18);  mean_18 = None
    add_22 = torch.ops.aten.add.Tensor(mean_19, 1e-06)
    sqrt_7 = torch.ops.aten.sqrt.default(add_22);  add_22 = None
    div_7 = torch.ops.aten.div.Tensor(sub_15, sqrt_7);  sub_15 = sqrt_7 = None
    _param_constant72 = self._param_constant72
    view_14 = torch.ops.aten.view.default(_param_constant72, [1, 8, 1, 1]);  _param_constant72 = None
    mul_25 = torch.ops.aten.mul.Tensor(view_14, div_7);  view_14 = None
    _param_constant73 = self._param_constant73
    view_15 = torch.ops.aten.view.default(_param_constant73, [1, 8, 1, 1]);  _param_constant73 = None
    add_23 = torch.ops.aten.add.Tensor(mul_25, view_15);  mul_25 = view_15 = None
    _param_constant74 = self._param_constant74
    _param_constant75 = self._param_constant75
    convolution_26 = torch.ops.aten.convolution.default(add_23, _param_constant74, _param_constant75, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant74 = _param_constant75 = None
    split_7 = torch.ops.aten.split.Tensor(convolution_26, 8, 1);  convolution_26 = None
    getitem_14 = split_7[0]
    getitem_15 = split_7[1];  split_7 = None
    mul_26 = torch.ops.aten.mul.Tensor(getitem_14, getitem_15)
    _param_constant76 = self._param_constant76
    _param_constant77 = self._param_constant77
    convolution_27 = torch.ops.aten.convolution.default(mul_26, _param_constant76, _param_constant77, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant76 = _param_constant77 = None
    _param_constant78 = self._param_constant78
    mul_27 = torch.ops.aten.mul.Tensor(convolution_27, _param_constant78);  _param_constant78 = None
    add_24 = torch.ops.aten.add.Tensor(add_21, mul_27);  add_21 = mul_27 = None
    _param_constant79 = self._param_constant79
    convolution_28 = torch.ops.aten.convolution.default(add_24, _param_constant79, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant79 = None
    pixel_shuffle_1 = torch.ops.aten.pixel_shuffle.default(convolution_28, 2);  convolution_28 = None
    add_25 = torch.ops.aten.add.Tensor(pixel_shuffle_1, add_5);  pixel_shuffle_1 = None
    mean_20 = torch.ops.aten.mean.dim(add_25, [1], True)
    sub_16 = torch.ops.aten.sub.Tensor(add_25, mean_20)
    pow_9 = torch.ops.aten.pow.Tensor_Scalar(sub_16, 2);  sub_16 = None
    mean_21 = torch.ops.aten.mean.dim(pow_9, [1], True);  pow_9 = None
    sub_17 = torch.ops.aten.sub.Tensor(add_25, mean_20);  mean_20 = None
    add_26 = torch.ops.aten.add.Tensor(mean_21, 1e-06)
    sqrt_8 = torch.ops.aten.sqrt.default(add_26);  add_26 = None
    div_8 = torch.ops.aten.div.Tensor(sub_17, sqrt_8);  sub_17 = sqrt_8 = None
    _param_constant80 = self._param_constant80
    view_16 = torch.ops.aten.view.default(_param_constant80, [1, 4, 1, 1]);  _param_constant80 = None
    mul_28 = torch.ops.aten.mul.Tensor(view_16, div_8);  view_16 = None
    _param_constant81 = self._param_constant81
    view_17 = torch.ops.aten.view.default(_param_constant81, [1, 4, 1, 1]);  _param_constant81 = None
    add_27 = torch.ops.aten.add.Tensor(mul_28, view_17);  mul_28 = view_17 = None
    _param_constant82 = self._param_constant82
    _param_constant83 = self._param_constant83
    convolution_29 = torch.ops.aten.convolution.default(add_27, _param_constant82, _param_constant83, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant82 = _param_constant83 = None
    _param_constant84 = self._param_constant84
    _param_constant85 = self._param_constant85
    convolution_30 = torch.ops.aten.convolution.default(convolution_29, _param_constant84, _param_constant85, [1, 1], [1, 1], [1, 1], False, [0, 0], 8);  _param_constant84 = _param_constant85 = None
    split_8 = torch.ops.aten.split.Tensor(convolution_30, 4, 1);  convolution_30 = None
    getitem_16 = split_8[0]
    getitem_17 = split_8[1];  split_8 = None
    mul_29 = torch.ops.aten.mul.Tensor(getitem_16, getitem_17)
    mean_22 = torch.ops.aten.mean.dim(mul_29, [-1, -2], True)
    _param_constant86 = self._param_constant86
    _param_constant87 = self._param_constant87
    convolution_31 = torch.ops.aten.convolution.default(mean_22, _param_constant86, _param_constant87, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant86 = _param_constant87 = None
    mul_30 = torch.ops.aten.mul.Tensor(mul_29, convolution_31)
    _param_constant88 = self._param_constant88
    _param_constant89 = self._param_constant89
    convolution_32 = torch.ops.aten.convolution.default(mul_30, _param_constant88, _param_constant89, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant88 = _param_constant89 = None
    _param_constant90 = self._param_constant90
    mul_31 = torch.ops.aten.mul.Tensor(convolution_32, _param_constant90);  _param_constant90 = None
    add_28 = torch.ops.aten.add.Tensor(add_25, mul_31);  add_25 = mul_31 = None
    mean_23 = torch.ops.aten.mean.dim(add_28, [1], True)
    sub_18 = torch.ops.aten.sub.Tensor(add_28, mean_23)
    pow_10 = torch.ops.aten.pow.Tensor_Scalar(sub_18, 2);  sub_18 = None
    mean_24 = torch.ops.aten.mean.dim(pow_10, [1], True);  pow_10 = None
    sub_19 = torch.ops.aten.sub.Tensor(add_28, mean_23);  mean_23 = None
    add_29 = torch.ops.aten.add.Tensor(mean_24, 1e-06)
    sqrt_9 = torch.ops.aten.sqrt.default(add_29);  add_29 = None
    div_9 = torch.ops.aten.div.Tensor(sub_19, sqrt_9);  sub_19 = sqrt_9 = None
    _param_constant91 = self._param_constant91
    view_18 = torch.ops.aten.view.default(_param_constant91, [1, 4, 1, 1]);  _param_constant91 = None
    mul_32 = torch.ops.aten.mul.Tensor(view_18, div_9);  view_18 = None
    _param_constant92 = self._param_constant92
    view_19 = torch.ops.aten.view.default(_param_constant92, [1, 4, 1, 1]);  _param_constant92 = None
    add_30 = torch.ops.aten.add.Tensor(mul_32, view_19);  mul_32 = view_19 = None
    _param_constant93 = self._param_constant93
    _param_constant94 = self._param_constant94
    convolution_33 = torch.ops.aten.convolution.default(add_30, _param_constant93, _param_constant94, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant93 = _param_constant94 = None
    split_9 = torch.ops.aten.split.Tensor(convolution_33, 4, 1);  convolution_33 = None
    getitem_18 = split_9[0]
    getitem_19 = split_9[1];  split_9 = None
    mul_33 = torch.ops.aten.mul.Tensor(getitem_18, getitem_19)
    _param_constant95 = self._param_constant95
    _param_constant96 = self._param_constant96
    convolution_34 = torch.ops.aten.convolution.default(mul_33, _param_constant95, _param_constant96, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant95 = _param_constant96 = None
    _param_constant97 = self._param_constant97
    mul_34 = torch.ops.aten.mul.Tensor(convolution_34, _param_constant97);  _param_constant97 = None
    add_31 = torch.ops.aten.add.Tensor(add_28, mul_34);  add_28 = mul_34 = None
    _param_constant98 = self._param_constant98
    _param_constant99 = self._param_constant99
    convolution_35 = torch.ops.aten.convolution.default(add_31, _param_constant98, _param_constant99, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  _param_constant98 = _param_constant99 = None
    add_32 = torch.ops.aten.add.Tensor(convolution_35, constant_pad_nd);  convolution_35 = None
    alias = torch.ops.aten.alias.default(add_32);  add_32 = None
    sub_20 = torch.ops.aten.sub.Tensor(alias, gt_1);  alias = gt_1 = None
    pow_11 = torch.ops.aten.pow.Tensor_Scalar(sub_20, 2)
    mean_25 = torch.ops.aten.mean.dim(pow_11, [1, 2, 3]);  pow_11 = None
    add_33 = torch.ops.aten.add.Tensor(mean_25, 1e-08);  mean_25 = None
    log = torch.ops.aten.log.default(add_33)
    mean_26 = torch.ops.aten.mean.default(log);  log = None
    mul_35 = torch.ops.aten.mul.Tensor(mean_26, 4.3429448190325175);  mean_26 = None
    ones_like = torch.ops.aten.ones_like.default(mul_35, pin_memory = False, memory_format = torch.preserve_format)
    mul_36 = torch.ops.aten.mul.Tensor(ones_like, 4.3429448190325175);  ones_like = None
    expand = torch.ops.aten.expand.default(mul_36, [2]);  mul_36 = None
    div_10 = torch.ops.aten.div.Scalar(expand, 2);  expand = None
    div_11 = torch.ops.aten.div.Tensor(div_10, add_33);  div_10 = add_33 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(div_11, 1);  div_11 = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(unsqueeze, 2);  unsqueeze = None
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(unsqueeze_1, 3);  unsqueeze_1 = None
    expand_1 = torch.ops.aten.expand.default(unsqueeze_2, [2, 3, 8, 8]);  unsqueeze_2 = None
    div_12 = torch.ops.aten.div.Scalar(expand_1, 192);  expand_1 = None
    pow_12 = torch.ops.aten.pow.Tensor_Scalar(sub_20, 1.0);  sub_20 = None
    mul_37 = torch.ops.aten.mul.Scalar(pow_12, 2.0);  pow_12 = None
    mul_38 = torch.ops.aten.mul.Tensor(div_12, mul_37);  div_12 = mul_37 = None
    _param_constant98_1 = self._param_constant98
    convolution_backward = torch.ops.aten.convolution_backward.default(mul_38, add_31, _param_constant98_1, [3], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, True]);  mul_38 = add_31 = _param_constant98_1 = None
    getitem_20 = convolution_backward[0]
    getitem_21 = convolution_backward[1]
    getitem_22 = convolution_backward[2];  convolution_backward = None
    mul_39 = torch.ops.aten.mul.Tensor(getitem_20, convolution_34);  convolution_34 = None
    _param_constant97_1 = self._param_constant97
    mul_40 = torch.ops.aten.mul.Tensor(getitem_20, _param_constant97_1);  _param_constant97_1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(mul_39, [0, 2, 3], True);  mul_39 = None
    _param_constant95_1 = self._param_constant95
    convolution_backward_1 = torch.ops.aten.convolution_backward.default(mul_40, mul_33, _param_constant95_1, [4], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  mul_40 = mul_33 = _param_constant95_1 = None
    getitem_23 = convolution_backward_1[0]
    getitem_24 = convolution_backward_1[1]
    getitem_25 = convolution_backward_1[2];  convolution_backward_1 = None
    mul_41 = torch.ops.aten.mul.Tensor(getitem_23, getitem_18);  getitem_18 = None
    mul_42 = torch.ops.aten.mul.Tensor(getitem_23, getitem_19);  getitem_23 = getitem_19 = None
    cat = torch.ops.aten.cat.default([mul_42, mul_41], 1);  mul_42 = mul_41 = None
    _param_constant93_1 = self._param_constant93
    convolution_backward_2 = torch.ops.aten.convolution_backward.default(cat, add_30, _param_constant93_1, [8], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  cat = add_30 = _param_constant93_1 = None
    getitem_26 = convolution_backward_2[0]
    getitem_27 = convolution_backward_2[1]
    getitem_28 = convolution_backward_2[2];  convolution_backward_2 = None
    _param_constant91_1 = self._param_constant91
    view_20 = torch.ops.aten.view.default(_param_constant91_1, [1, 4, 1, 1]);  _param_constant91_1 = None
    mul_43 = torch.ops.aten.mul.Tensor(getitem_26, view_20);  view_20 = None
    mean_27 = torch.ops.aten.mean.dim(mul_43, [1], True)
    mul_44 = torch.ops.aten.mul.Tensor(mul_43, div_9)
    mean_28 = torch.ops.aten.mean.dim(mul_44, [1], True);  mul_44 = None
    add_34 = torch.ops.aten.add.Tensor(mean_24, 1e-06);  mean_24 = None
    sqrt_10 = torch.ops.aten.sqrt.default(add_34);  add_34 = None
    reciprocal = torch.ops.aten.reciprocal.default(sqrt_10);  sqrt_10 = None
    mul_45 = torch.ops.aten.mul.Tensor(reciprocal, 1.0);  reciprocal = None
    mul_46 = torch.ops.aten.mul.Tensor(div_9, mean_28);  mean_28 = None
    sub_21 = torch.ops.aten.sub.Tensor(mul_43, mul_46);  mul_43 = mul_46 = None
    sub_22 = torch.ops.aten.sub.Tensor(sub_21, mean_27);  sub_21 = mean_27 = None
    mul_47 = torch.ops.aten.mul.Tensor(mul_45, sub_22);  mul_45 = sub_22 = None
    mul_48 = torch.ops.aten.mul.Tensor(getitem_26, div_9);  div_9 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(mul_48, [3]);  mul_48 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(sum_2, [2]);  sum_2 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(sum_3, [0]);  sum_3 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(getitem_26, [3]);  getitem_26 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(sum_5, [2]);  sum_5 = None
    sum_7 = torch.ops.aten.sum.dim_IntList(sum_6, [0]);  sum_6 = None
    add_35 = torch.ops.aten.add.Tensor(getitem_20, mul_47);  getitem_20 = mul_47 = None
    mul_49 = torch.ops.aten.mul.Tensor(add_35, convolution_32);  convolution_32 = None
    _param_constant90_1 = self._param_constant90
    mul_50 = torch.ops.aten.mul.Tensor(add_35, _param_constant90_1);  _param_constant90_1 = None
    sum_8 = torch.ops.aten.sum.dim_IntList(mul_49, [0, 2, 3], True);  mul_49 = None
    _param_constant88_1 = self._param_constant88
    convolution_backward_3 = torch.ops.aten.convolution_backward.default(mul_50, mul_30, _param_constant88_1, [4], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  mul_50 = mul_30 = _param_constant88_1 = None
    getitem_29 = convolution_backward_3[0]
    getitem_30 = convolution_backward_3[1]
    getitem_31 = convolution_backward_3[2];  convolution_backward_3 = None
    mul_51 = torch.ops.aten.mul.Tensor(getitem_29, mul_29);  mul_29 = None
    mul_52 = torch.ops.aten.mul.Tensor(getitem_29, convolution_31);  getitem_29 = convolution_31 = None
    sum_9 = torch.ops.aten.sum.dim_IntList(mul_51, [2, 3], True);  mul_51 = None
    _param_constant86_1 = self._param_constant86
    convolution_backward_4 = torch.ops.aten.convolution_backward.default(sum_9, mean_22, _param_constant86_1, [4], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  sum_9 = mean_22 = _param_constant86_1 = None
    getitem_32 = convolution_backward_4[0]
    getitem_33 = convolution_backward_4[1]
    getitem_34 = convolution_backward_4[2];  convolution_backward_4 = None
    expand_2 = torch.ops.aten.expand.default(getitem_32, [2, 4, 8, 8]);  getitem_32 = None
    div_13 = torch.ops.aten.div.Scalar(expand_2, 64);  expand_2 = None
    add_36 = torch.ops.aten.add.Tensor(mul_52, div_13);  mul_52 = div_13 = None
    mul_53 = torch.ops.aten.mul.Tensor(add_36, getitem_16);  getitem_16 = None
    mul_54 = torch.ops.aten.mul.Tensor(add_36, getitem_17);  add_36 = getitem_17 = None
    cat_1 = torch.ops.aten.cat.default([mul_54, mul_53], 1);  mul_54 = mul_53 = None
    _param_constant84_1 = self._param_constant84
    convolution_backward_5 = torch.ops.aten.convolution_backward.default(cat_1, convolution_29, _param_constant84_1, [8], [1, 1], [1, 1], [1, 1], False, [0, 0], 8, [True, True, True]);  cat_1 = convolution_29 = _param_constant84_1 = None
    getitem_35 = convolution_backward_5[0]
    getitem_36 = convolution_backward_5[1]
    getitem_37 = convolution_backward_5[2];  convolution_backward_5 = None
    _param_constant82_1 = self._param_constant82
    convolution_backward_6 = torch.ops.aten.convolution_backward.default(getitem_35, add_27, _param_constant82_1, [8], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  getitem_35 = add_27 = _param_constant82_1 = None
    getitem_38 = convolution_backward_6[0]
    getitem_39 = convolution_backward_6[1]
    getitem_40 = convolution_backward_6[2];  convolution_backward_6 = None
    _param_constant80_1 = self._param_constant80
    view_21 = torch.ops.aten.view.default(_param_constant80_1, [1, 4, 1, 1]);  _param_constant80_1 = None
    mul_55 = torch.ops.aten.mul.Tensor(getitem_38, view_21);  view_21 = None
    mean_29 = torch.ops.aten.mean.dim(mul_55, [1], True)
    mul_56 = torch.ops.aten.mul.Tensor(mul_55, div_8)
    mean_30 = torch.ops.aten.mean.dim(mul_56, [1], True);  mul_56 = None
    add_37 = torch.ops.aten.add.Tensor(mean_21, 1e-06);  mean_21 = None
    sqrt_11 = torch.ops.aten.sqrt.default(add_37);  add_37 = None
    reciprocal_1 = torch.ops.aten.reciprocal.default(sqrt_11);  sqrt_11 = None
    mul_57 = torch.ops.aten.mul.Tensor(reciprocal_1, 1.0);  reciprocal_1 = None
    mul_58 = torch.ops.aten.mul.Tensor(div_8, mean_30);  mean_30 = None
    sub_23 = torch.ops.aten.sub.Tensor(mul_55, mul_58);  mul_55 = mul_58 = None
    sub_24 = torch.ops.aten.sub.Tensor(sub_23, mean_29);  sub_23 = mean_29 = None
    mul_59 = torch.ops.aten.mul.Tensor(mul_57, sub_24);  mul_57 = sub_24 = None
    mul_60 = torch.ops.aten.mul.Tensor(getitem_38, div_8);  div_8 = None
    sum_10 = torch.ops.aten.sum.dim_IntList(mul_60, [3]);  mul_60 = None
    sum_11 = torch.ops.aten.sum.dim_IntList(sum_10, [2]);  sum_10 = None
    sum_12 = torch.ops.aten.sum.dim_IntList(sum_11, [0]);  sum_11 = None
    sum_13 = torch.ops.aten.sum.dim_IntList(getitem_38, [3]);  getitem_38 = None
    sum_14 = torch.ops.aten.sum.dim_IntList(sum_13, [2]);  sum_13 = None
    sum_15 = torch.ops.aten.sum.dim_IntList(sum_14, [0]);  sum_14 = None
    add_38 = torch.ops.aten.add.Tensor(add_35, mul_59);  add_35 = mul_59 = None
    pixel_unshuffle = torch.ops.aten.pixel_unshuffle.default(add_38, 2)
    _param_constant79_1 = self._param_constant79
    convolution_backward_7 = torch.ops.aten.convolution_backward.default(pixel_unshuffle, add_24, _param_constant79_1, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  pixel_unshuffle = add_24 = _param_constant79_1 = None
    getitem_41 = convolution_backward_7[0]
    getitem_42 = convolution_backward_7[1]
    getitem_43 = convolution_backward_7[2];  convolution_backward_7 = getitem_43 = None
    mul_61 = torch.ops.aten.mul.Tensor(getitem_41, convolution_27);  convolution_27 = None
    _param_constant78_1 = self._param_constant78
    mul_62 = torch.ops.aten.mul.Tensor(getitem_41, _param_constant78_1);  _param_constant78_1 = None
    sum_16 = torch.ops.aten.sum.dim_IntList(mul_61, [0, 2, 3], True);  mul_61 = None
    _param_constant76_1 = self._param_constant76
    convolution_backward_8 = torch.ops.aten.convolution_backward.default(mul_62, mul_26, _param_constant76_1, [8], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  mul_62 = mul_26 = _param_constant76_1 = None
    getitem_44 = convolution_backward_8[0]
    getitem_45 = convolution_backward_8[1]
    getitem_46 = convolution_backward_8[2];  convolution_backward_8 = None
    mul_63 = torch.ops.aten.mul.Tensor(getitem_44, getitem_14);  getitem_14 = None
    mul_64 = torch.ops.aten.mul.Tensor(getitem_44, getitem_15);  getitem_44 = getitem_15 = None
    cat_2 = torch.ops.aten.cat.default([mul_64, mul_63], 1);  mul_64 = mul_63 = None
    _param_constant74_1 = self._param_constant74
    convolution_backward_9 = torch.ops.aten.convolution_backward.default(cat_2, add_23, _param_constant74_1, [16], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  cat_2 = add_23 = _param_constant74_1 = None
    getitem_47 = convolution_backward_9[0]
    getitem_48 = convolution_backward_9[1]
    getitem_49 = convolution_backward_9[2];  convolution_backward_9 = None
    _param_constant72_1 = self._param_constant72
    view_22 = torch.ops.aten.view.default(_param_constant72_1, [1, 8, 1, 1]);  _param_constant72_1 = None
    mul_65 = torch.ops.aten.mul.Tensor(getitem_47, view_22);  view_22 = None
    mean_31 = torch.ops.aten.mean.dim(mul_65, [1], True)
    mul_66 = torch.ops.aten.mul.Tensor(mul_65, div_7)
    mean_32 = torch.ops.aten.mean.dim(mul_66, [1], True);  mul_66 = None
    add_39 = torch.ops.aten.add.Tensor(mean_19, 1e-06);  mean_19 = None
    sqrt_12 = torch.ops.aten.sqrt.default(add_39);  add_39 = None
    reciprocal_2 = torch.ops.aten.reciprocal.default(sqrt_12);  sqrt_12 = None
    mul_67 = torch.ops.aten.mul.Tensor(reciprocal_2, 1.0);  reciprocal_2 = None
    mul_68 = torch.ops.aten.mul.Tensor(div_7, mean_32);  mean_32 = None
    sub_25 = torch.ops.aten.sub.Tensor(mul_65, mul_68);  mul_65 = mul_68 = None
    sub_26 = torch.ops.aten.sub.Tensor(sub_25, mean_31);  sub_25 = mean_31 = None
    mul_69 = torch.ops.aten.mul.Tensor(mul_67, sub_26);  mul_67 = sub_26 = None
    mul_70 = torch.ops.aten.mul.Tensor(getitem_47, div_7);  div_7 = None
    sum_17 = torch.ops.aten.sum.dim_IntList(mul_70, [3]);  mul_70 = None
    sum_18 = torch.ops.aten.sum.dim_IntList(sum_17, [2]);  sum_17 = None
    sum_19 = torch.ops.aten.sum.dim_IntList(sum_18, [0]);  sum_18 = None
    sum_20 = torch.ops.aten.sum.dim_IntList(getitem_47, [3]);  getitem_47 = None
    sum_21 = torch.ops.aten.sum.dim_IntList(sum_20, [2]);  sum_20 = None
    sum_22 = torch.ops.aten.sum.dim_IntList(sum_21, [0]);  sum_21 = None
    add_40 = torch.ops.aten.add.Tensor(getitem_41, mul_69);  getitem_41 = mul_69 = None
    mul_71 = torch.ops.aten.mul.Tensor(add_40, convolution_25);  convolution_25 = None
    _param_constant71_1 = self._param_constant71
    mul_72 = torch.ops.aten.mul.Tensor(add_40, _param_constant71_1);  _param_constant71_1 = None
    sum_23 = torch.ops.aten.sum.dim_IntList(mul_71, [0, 2, 3], True);  mul_71 = None
    _param_constant69_1 = self._param_constant69
    convolution_backward_10 = torch.ops.aten.convolution_backward.default(mul_72, mul_23, _param_constant69_1, [8], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  mul_72 = mul_23 = _param_constant69_1 = None
    getitem_50 = convolution_backward_10[0]
    getitem_51 = convolution_backward_10[1]
    getitem_52 = convolution_backward_10[2];  convolution_backward_10 = None
    mul_73 = torch.ops.aten.mul.Tensor(getitem_50, mul_22);  mul_22 = None
    mul_74 = torch.ops.aten.mul.Tensor(getitem_50, convolution_24);  getitem_50 = convolution_24 = None
    sum_24 = torch.ops.aten.sum.dim_IntList(mul_73, [2, 3], True);  mul_73 = None
    _param_constant67_1 = self._param_constant67
    convolution_backward_11 = torch.ops.aten.convolution_backward.default(sum_24, mean_17, _param_constant67_1, [8], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  sum_24 = mean_17 = _param_constant67_1 = None
    getitem_53 = convolution_backward_11[0]
    getitem_54 = convolution_backward_11[1]
    getitem_55 = convolution_backward_11[2];  convolution_backward_11 = None
    expand_3 = torch.ops.aten.expand.default(getitem_53, [2, 8, 4, 4]);  getitem_53 = None
    div_14 = torch.ops.aten.div.Scalar(expand_3, 16);  expand_3 = None
    add_41 = torch.ops.aten.add.Tensor(mul_74, div_14);  mul_74 = div_14 = None
    mul_75 = torch.ops.aten.mul.Tensor(add_41, getitem_12);  getitem_12 = None
    mul_76 = torch.ops.aten.mul.Tensor(add_41, getitem_13);  add_41 = getitem_13 = None
    cat_3 = torch.ops.aten.cat.default([mul_76, mul_75], 1);  mul_76 = mul_75 = None
    _param_constant65_1 = self._param_constant65
    convolution_backward_12 = torch.ops.aten.convolution_backward.default(cat_3, convolution_22, _param_constant65_1, [16], [1, 1], [1, 1], [1, 1], False, [0, 0], 16, [True, True, True]);  cat_3 = convolution_22 = _param_constant65_1 = None
    getitem_56 = convolution_backward_12[0]
    getitem_57 = convolution_backward_12[1]
    getitem_58 = convolution_backward_12[2];  convolution_backward_12 = None
    _param_constant63_1 = self._param_constant63
    convolution_backward_13 = torch.ops.aten.convolution_backward.default(getitem_56, add_20, _param_constant63_1, [16], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  getitem_56 = add_20 = _param_constant63_1 = None
    getitem_59 = convolution_backward_13[0]
    getitem_60 = convolution_backward_13[1]
    getitem_61 = convolution_backward_13[2];  convolution_backward_13 = None
    _param_constant61_1 = self._param_constant61
    view_23 = torch.ops.aten.view.default(_param_constant61_1, [1, 8, 1, 1]);  _param_constant61_1 = None
    mul_77 = torch.ops.aten.mul.Tensor(getitem_59, view_23);  view_23 = None
    mean_33 = torch.ops.aten.mean.dim(mul_77, [1], True)
    mul_78 = torch.ops.aten.mul.Tensor(mul_77, div_6)
    mean_34 = torch.ops.aten.mean.dim(mul_78, [1], True);  mul_78 = None
    add_42 = torch.ops.aten.add.Tensor(mean_16, 1e-06);  mean_16 = None
    sqrt_13 = torch.ops.aten.sqrt.default(add_42);  add_42 = None
    reciprocal_3 = torch.ops.aten.reciprocal.default(sqrt_13);  sqrt_13 = None
    mul_79 = torch.ops.aten.mul.Tensor(reciprocal_3, 1.0);  reciprocal_3 = None
    mul_80 = torch.ops.aten.mul.Tensor(div_6, mean_34);  mean_34 = None
    sub_27 = torch.ops.aten.sub.Tensor(mul_77, mul_80);  mul_77 = mul_80 = None
    sub_28 = torch.ops.aten.sub.Tensor(sub_27, mean_33);  sub_27 = mean_33 = None
    mul_81 = torch.ops.aten.mul.Tensor(mul_79, sub_28);  mul_79 = sub_28 = None
    mul_82 = torch.ops.aten.mul.Tensor(getitem_59, div_6);  div_6 = None
    sum_25 = torch.ops.aten.sum.dim_IntList(mul_82, [3]);  mul_82 = None
    sum_26 = torch.ops.aten.sum.dim_IntList(sum_25, [2]);  sum_25 = None
    sum_27 = torch.ops.aten.sum.dim_IntList(sum_26, [0]);  sum_26 = None
    sum_28 = torch.ops.aten.sum.dim_IntList(getitem_59, [3]);  getitem_59 = None
    sum_29 = torch.ops.aten.sum.dim_IntList(sum_28, [2]);  sum_28 = None
    sum_30 = torch.ops.aten.sum.dim_IntList(sum_29, [0]);  sum_29 = None
    add_43 = torch.ops.aten.add.Tensor(add_40, mul_81);  add_40 = mul_81 = None
    pixel_unshuffle_1 = torch.ops.aten.pixel_unshuffle.default(add_43, 2)
    _param_constant60_1 = self._param_constant60
    convolution_backward_14 = torch.ops.aten.convolution_backward.default(pixel_unshuffle_1, add_17, _param_constant60_1, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  pixel_unshuffle_1 = add_17 = _param_constant60_1 = None
    getitem_62 = convolution_backward_14[0]
    getitem_63 = convolution_backward_14[1]
    getitem_64 = convolution_backward_14[2];  convolution_backward_14 = getitem_64 = None
    mul_83 = torch.ops.aten.mul.Tensor(getitem_62, convolution_20);  convolution_20 = None
    _param_constant59_1 = self._param_constant59
    mul_84 = torch.ops.aten.mul.Tensor(getitem_62, _param_constant59_1);  _param_constant59_1 = None
    sum_31 = torch.ops.aten.sum.dim_IntList(mul_83, [0, 2, 3], True);  mul_83 = None
    _param_constant57_1 = self._param_constant57
    convolution_backward_15 = torch.ops.aten.convolution_backward.default(mul_84, mul_19, _param_constant57_1, [16], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  mul_84 = mul_19 = _param_constant57_1 = None
    getitem_65 = convolution_backward_15[0]
    getitem_66 = convolution_backward_15[1]
    getitem_67 = convolution_backward_15[2];  convolution_backward_15 = None
    mul_85 = torch.ops.aten.mul.Tensor(getitem_65, getitem_10);  getitem_10 = None
    mul_86 = torch.ops.aten.mul.Tensor(getitem_65, getitem_11);  getitem_65 = getitem_11 = None
    cat_4 = torch.ops.aten.cat.default([mul_86, mul_85], 1);  mul_86 = mul_85 = None
    _param_constant55_1 = self._param_constant55
    convolution_backward_16 = torch.ops.aten.convolution_backward.default(cat_4, add_16, _param_constant55_1, [32], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  cat_4 = add_16 = _param_constant55_1 = None
    getitem_68 = convolution_backward_16[0]
    getitem_69 = convolution_backward_16[1]
    getitem_70 = convolution_backward_16[2];  convolution_backward_16 = None
    _param_constant53_1 = self._param_constant53
    view_24 = torch.ops.aten.view.default(_param_constant53_1, [1, 16, 1, 1]);  _param_constant53_1 = None
    mul_87 = torch.ops.aten.mul.Tensor(getitem_68, view_24);  view_24 = None
    mean_35 = torch.ops.aten.mean.dim(mul_87, [1], True)
    mul_88 = torch.ops.aten.mul.Tensor(mul_87, div_5)
    mean_36 = torch.ops.aten.mean.dim(mul_88, [1], True);  mul_88 = None
    add_44 = torch.ops.aten.add.Tensor(mean_14, 1e-06);  mean_14 = None
    sqrt_14 = torch.ops.aten.sqrt.default(add_44);  add_44 = None
    reciprocal_4 = torch.ops.aten.reciprocal.default(sqrt_14);  sqrt_14 = None
    mul_89 = torch.ops.aten.mul.Tensor(reciprocal_4, 1.0);  reciprocal_4 = None
    mul_90 = torch.ops.aten.mul.Tensor(div_5, mean_36);  mean_36 = None
    sub_29 = torch.ops.aten.sub.Tensor(mul_87, mul_90);  mul_87 = mul_90 = None
    sub_30 = torch.ops.aten.sub.Tensor(sub_29, mean_35);  sub_29 = mean_35 = None
    mul_91 = torch.ops.aten.mul.Tensor(mul_89, sub_30);  mul_89 = sub_30 = None
    mul_92 = torch.ops.aten.mul.Tensor(getitem_68, div_5);  div_5 = None
    sum_32 = torch.ops.aten.sum.dim_IntList(mul_92, [3]);  mul_92 = None
    sum_33 = torch.ops.aten.sum.dim_IntList(sum_32, [2]);  sum_32 = None
    sum_34 = torch.ops.aten.sum.dim_IntList(sum_33, [0]);  sum_33 = None
    sum_35 = torch.ops.aten.sum.dim_IntList(getitem_68, [3]);  getitem_68 = None
    sum_36 = torch.ops.aten.sum.dim_IntList(sum_35, [2]);  sum_35 = None
    sum_37 = torch.ops.aten.sum.dim_IntList(sum_36, [0]);  sum_36 = None
    add_45 = torch.ops.aten.add.Tensor(getitem_62, mul_91);  getitem_62 = mul_91 = None
    mul_93 = torch.ops.aten.mul.Tensor(add_45, convolution_18);  convolution_18 = None
    _param_constant52_1 = self._param_constant52
    mul_94 = torch.ops.aten.mul.Tensor(add_45, _param_constant52_1);  _param_constant52_1 = None
    sum_38 = torch.ops.aten.sum.dim_IntList(mul_93, [0, 2, 3], True);  mul_93 = None
    _param_constant50_1 = self._param_constant50
    convolution_backward_17 = torch.ops.aten.convolution_backward.default(mul_94, mul_16, _param_constant50_1, [16], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  mul_94 = mul_16 = _param_constant50_1 = None
    getitem_71 = convolution_backward_17[0]
    getitem_72 = convolution_backward_17[1]
    getitem_73 = convolution_backward_17[2];  convolution_backward_17 = None
    mul_95 = torch.ops.aten.mul.Tensor(getitem_71, mul_15);  mul_15 = None
    mul_96 = torch.ops.aten.mul.Tensor(getitem_71, convolution_17);  getitem_71 = convolution_17 = None
    sum_39 = torch.ops.aten.sum.dim_IntList(mul_95, [2, 3], True);  mul_95 = None
    _param_constant48_1 = self._param_constant48
    convolution_backward_18 = torch.ops.aten.convolution_backward.default(sum_39, mean_12, _param_constant48_1, [16], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  sum_39 = mean_12 = _param_constant48_1 = None
    getitem_74 = convolution_backward_18[0]
    getitem_75 = convolution_backward_18[1]
    getitem_76 = convolution_backward_18[2];  convolution_backward_18 = None
    expand_4 = torch.ops.aten.expand.default(getitem_74, [2, 16, 2, 2]);  getitem_74 = None
    div_15 = torch.ops.aten.div.Scalar(expand_4, 4);  expand_4 = None
    add_46 = torch.ops.aten.add.Tensor(mul_96, div_15);  mul_96 = div_15 = None
    mul_97 = torch.ops.aten.mul.Tensor(add_46, getitem_8);  getitem_8 = None
    mul_98 = torch.ops.aten.mul.Tensor(add_46, getitem_9);  add_46 = getitem_9 = None
    cat_5 = torch.ops.aten.cat.default([mul_98, mul_97], 1);  mul_98 = mul_97 = None
    _param_constant46_1 = self._param_constant46
    convolution_backward_19 = torch.ops.aten.convolution_backward.default(cat_5, convolution_15, _param_constant46_1, [32], [1, 1], [1, 1], [1, 1], False, [0, 0], 32, [True, True, True]);  cat_5 = convolution_15 = _param_constant46_1 = None
    getitem_77 = convolution_backward_19[0]
    getitem_78 = convolution_backward_19[1]
    getitem_79 = convolution_backward_19[2];  convolution_backward_19 = None
    _param_constant44_1 = self._param_constant44
    convolution_backward_20 = torch.ops.aten.convolution_backward.default(getitem_77, add_13, _param_constant44_1, [32], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  getitem_77 = add_13 = _param_constant44_1 = None
    getitem_80 = convolution_backward_20[0]
    getitem_81 = convolution_backward_20[1]
    getitem_82 = convolution_backward_20[2];  convolution_backward_20 = None
    _param_constant42_1 = self._param_constant42
    view_25 = torch.ops.aten.view.default(_param_constant42_1, [1, 16, 1, 1]);  _param_constant42_1 = None
    mul_99 = torch.ops.aten.mul.Tensor(getitem_80, view_25);  view_25 = None
    mean_37 = torch.ops.aten.mean.dim(mul_99, [1], True)
    mul_100 = torch.ops.aten.mul.Tensor(mul_99, div_4)
    mean_38 = torch.ops.aten.mean.dim(mul_100, [1], True);  mul_100 = None
    add_47 = torch.ops.aten.add.Tensor(mean_11, 1e-06);  mean_11 = None
    sqrt_15 = torch.ops.aten.sqrt.default(add_47);  add_47 = None
    reciprocal_5 = torch.ops.aten.reciprocal.default(sqrt_15);  sqrt_15 = None
    mul_101 = torch.ops.aten.mul.Tensor(reciprocal_5, 1.0);  reciprocal_5 = None
    mul_102 = torch.ops.aten.mul.Tensor(div_4, mean_38);  mean_38 = None
    sub_31 = torch.ops.aten.sub.Tensor(mul_99, mul_102);  mul_99 = mul_102 = None
    sub_32 = torch.ops.aten.sub.Tensor(sub_31, mean_37);  sub_31 = mean_37 = None
    mul_103 = torch.ops.aten.mul.Tensor(mul_101, sub_32);  mul_101 = sub_32 = None
    mul_104 = torch.ops.aten.mul.Tensor(getitem_80, div_4);  div_4 = None
    sum_40 = torch.ops.aten.sum.dim_IntList(mul_104, [3]);  mul_104 = None
    sum_41 = torch.ops.aten.sum.dim_IntList(sum_40, [2]);  sum_40 = None
    sum_42 = torch.ops.aten.sum.dim_IntList(sum_41, [0]);  sum_41 = None
    sum_43 = torch.ops.aten.sum.dim_IntList(getitem_80, [3]);  getitem_80 = None
    sum_44 = torch.ops.aten.sum.dim_IntList(sum_43, [2]);  sum_43 = None
    sum_45 = torch.ops.aten.sum.dim_IntList(sum_44, [0]);  sum_44 = None
    add_48 = torch.ops.aten.add.Tensor(add_45, mul_103);  add_45 = mul_103 = None
    _param_constant40_1 = self._param_constant40
    convolution_backward_21 = torch.ops.aten.convolution_backward.default(add_48, add_11, _param_constant40_1, [16], [2, 2], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  add_48 = add_11 = _param_constant40_1 = None
    getitem_83 = convolution_backward_21[0]
    getitem_84 = convolution_backward_21[1]
    getitem_85 = convolution_backward_21[2];  convolution_backward_21 = None
    add_49 = torch.ops.aten.add.Tensor(add_43, getitem_83);  add_43 = getitem_83 = None
    mul_105 = torch.ops.aten.mul.Tensor(add_49, convolution_13);  convolution_13 = None
    _param_constant39_1 = self._param_constant39
    mul_106 = torch.ops.aten.mul.Tensor(add_49, _param_constant39_1);  _param_constant39_1 = None
    sum_46 = torch.ops.aten.sum.dim_IntList(mul_105, [0, 2, 3], True);  mul_105 = None
    _param_constant37_1 = self._param_constant37
    convolution_backward_22 = torch.ops.aten.convolution_backward.default(mul_106, mul_12, _param_constant37_1, [8], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  mul_106 = mul_12 = _param_constant37_1 = None
    getitem_86 = convolution_backward_22[0]
    getitem_87 = convolution_backward_22[1]
    getitem_88 = convolution_backward_22[2];  convolution_backward_22 = None
    mul_107 = torch.ops.aten.mul.Tensor(getitem_86, getitem_6);  getitem_6 = None
    mul_108 = torch.ops.aten.mul.Tensor(getitem_86, getitem_7);  getitem_86 = getitem_7 = None
    cat_6 = torch.ops.aten.cat.default([mul_108, mul_107], 1);  mul_108 = mul_107 = None
    _param_constant35_1 = self._param_constant35
    convolution_backward_23 = torch.ops.aten.convolution_backward.default(cat_6, add_10, _param_constant35_1, [16], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  cat_6 = add_10 = _param_constant35_1 = None
    getitem_89 = convolution_backward_23[0]
    getitem_90 = convolution_backward_23[1]
    getitem_91 = convolution_backward_23[2];  convolution_backward_23 = None
    _param_constant33_1 = self._param_constant33
    view_26 = torch.ops.aten.view.default(_param_constant33_1, [1, 8, 1, 1]);  _param_constant33_1 = None
    mul_109 = torch.ops.aten.mul.Tensor(getitem_89, view_26);  view_26 = None
    mean_39 = torch.ops.aten.mean.dim(mul_109, [1], True)
    mul_110 = torch.ops.aten.mul.Tensor(mul_109, div_3)
    mean_40 = torch.ops.aten.mean.dim(mul_110, [1], True);  mul_110 = None
    add_50 = torch.ops.aten.add.Tensor(mean_9, 1e-06);  mean_9 = None
    sqrt_16 = torch.ops.aten.sqrt.default(add_50);  add_50 = None
    reciprocal_6 = torch.ops.aten.reciprocal.default(sqrt_16);  sqrt_16 = None
    mul_111 = torch.ops.aten.mul.Tensor(reciprocal_6, 1.0);  reciprocal_6 = None
    mul_112 = torch.ops.aten.mul.Tensor(div_3, mean_40);  mean_40 = None
    sub_33 = torch.ops.aten.sub.Tensor(mul_109, mul_112);  mul_109 = mul_112 = None
    sub_34 = torch.ops.aten.sub.Tensor(sub_33, mean_39);  sub_33 = mean_39 = None
    mul_113 = torch.ops.aten.mul.Tensor(mul_111, sub_34);  mul_111 = sub_34 = None
    mul_114 = torch.ops.aten.mul.Tensor(getitem_89, div_3);  div_3 = None
    sum_47 = torch.ops.aten.sum.dim_IntList(mul_114, [3]);  mul_114 = None
    sum_48 = torch.ops.aten.sum.dim_IntList(sum_47, [2]);  sum_47 = None
    sum_49 = torch.ops.aten.sum.dim_IntList(sum_48, [0]);  sum_48 = None
    sum_50 = torch.ops.aten.sum.dim_IntList(getitem_89, [3]);  getitem_89 = None
    sum_51 = torch.ops.aten.sum.dim_IntList(sum_50, [2]);  sum_50 = None
    sum_52 = torch.ops.aten.sum.dim_IntList(sum_51, [0]);  sum_51 = None
    add_51 = torch.ops.aten.add.Tensor(add_49, mul_113);  add_49 = mul_113 = None
    mul_115 = torch.ops.aten.mul.Tensor(add_51, convolution_11);  convolution_11 = None
    _param_constant32_1 = self._param_constant32
    mul_116 = torch.ops.aten.mul.Tensor(add_51, _param_constant32_1);  _param_constant32_1 = None
    sum_53 = torch.ops.aten.sum.dim_IntList(mul_115, [0, 2, 3], True);  mul_115 = None
    _param_constant30_1 = self._param_constant30
    convolution_backward_24 = torch.ops.aten.convolution_backward.default(mul_116, mul_9, _param_constant30_1, [8], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  mul_116 = mul_9 = _param_constant30_1 = None
    getitem_92 = convolution_backward_24[0]
    getitem_93 = convolution_backward_24[1]
    getitem_94 = convolution_backward_24[2];  convolution_backward_24 = None
    mul_117 = torch.ops.aten.mul.Tensor(getitem_92, mul_8);  mul_8 = None
    mul_118 = torch.ops.aten.mul.Tensor(getitem_92, convolution_10);  getitem_92 = convolution_10 = None
    sum_54 = torch.ops.aten.sum.dim_IntList(mul_117, [2, 3], True);  mul_117 = None
    _param_constant28_1 = self._param_constant28
    convolution_backward_25 = torch.ops.aten.convolution_backward.default(sum_54, mean_7, _param_constant28_1, [8], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  sum_54 = mean_7 = _param_constant28_1 = None
    getitem_95 = convolution_backward_25[0]
    getitem_96 = convolution_backward_25[1]
    getitem_97 = convolution_backward_25[2];  convolution_backward_25 = None
    expand_5 = torch.ops.aten.expand.default(getitem_95, [2, 8, 4, 4]);  getitem_95 = None
    div_16 = torch.ops.aten.div.Scalar(expand_5, 16);  expand_5 = None
    add_52 = torch.ops.aten.add.Tensor(mul_118, div_16);  mul_118 = div_16 = None
    mul_119 = torch.ops.aten.mul.Tensor(add_52, getitem_4);  getitem_4 = None
    mul_120 = torch.ops.aten.mul.Tensor(add_52, getitem_5);  add_52 = getitem_5 = None
    cat_7 = torch.ops.aten.cat.default([mul_120, mul_119], 1);  mul_120 = mul_119 = None
    _param_constant26_1 = self._param_constant26
    convolution_backward_26 = torch.ops.aten.convolution_backward.default(cat_7, convolution_8, _param_constant26_1, [16], [1, 1], [1, 1], [1, 1], False, [0, 0], 16, [True, True, True]);  cat_7 = convolution_8 = _param_constant26_1 = None
    getitem_98 = convolution_backward_26[0]
    getitem_99 = convolution_backward_26[1]
    getitem_100 = convolution_backward_26[2];  convolution_backward_26 = None
    _param_constant24_1 = self._param_constant24
    convolution_backward_27 = torch.ops.aten.convolution_backward.default(getitem_98, add_7, _param_constant24_1, [16], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  getitem_98 = add_7 = _param_constant24_1 = None
    getitem_101 = convolution_backward_27[0]
    getitem_102 = convolution_backward_27[1]
    getitem_103 = convolution_backward_27[2];  convolution_backward_27 = None
    _param_constant22_1 = self._param_constant22
    view_27 = torch.ops.aten.view.default(_param_constant22_1, [1, 8, 1, 1]);  _param_constant22_1 = None
    mul_121 = torch.ops.aten.mul.Tensor(getitem_101, view_27);  view_27 = None
    mean_41 = torch.ops.aten.mean.dim(mul_121, [1], True)
    mul_122 = torch.ops.aten.mul.Tensor(mul_121, div_2)
    mean_42 = torch.ops.aten.mean.dim(mul_122, [1], True);  mul_122 = None
    add_53 = torch.ops.aten.add.Tensor(mean_6, 1e-06);  mean_6 = None
    sqrt_17 = torch.ops.aten.sqrt.default(add_53);  add_53 = None
    reciprocal_7 = torch.ops.aten.reciprocal.default(sqrt_17);  sqrt_17 = None
    mul_123 = torch.ops.aten.mul.Tensor(reciprocal_7, 1.0);  reciprocal_7 = None
    mul_124 = torch.ops.aten.mul.Tensor(div_2, mean_42);  mean_42 = None
    sub_35 = torch.ops.aten.sub.Tensor(mul_121, mul_124);  mul_121 = mul_124 = None
    sub_36 = torch.ops.aten.sub.Tensor(sub_35, mean_41);  sub_35 = mean_41 = None
    mul_125 = torch.ops.aten.mul.Tensor(mul_123, sub_36);  mul_123 = sub_36 = None
    mul_126 = torch.ops.aten.mul.Tensor(getitem_101, div_2);  div_2 = None
    sum_55 = torch.ops.aten.sum.dim_IntList(mul_126, [3]);  mul_126 = None
    sum_56 = torch.ops.aten.sum.dim_IntList(sum_55, [2]);  sum_55 = None
    sum_57 = torch.ops.aten.sum.dim_IntList(sum_56, [0]);  sum_56 = None
    sum_58 = torch.ops.aten.sum.dim_IntList(getitem_101, [3]);  getitem_101 = None
    sum_59 = torch.ops.aten.sum.dim_IntList(sum_58, [2]);  sum_58 = None
    sum_60 = torch.ops.aten.sum.dim_IntList(sum_59, [0]);  sum_59 = None
    add_54 = torch.ops.aten.add.Tensor(add_51, mul_125);  add_51 = mul_125 = None
    _param_constant20_1 = self._param_constant20
    convolution_backward_28 = torch.ops.aten.convolution_backward.default(add_54, add_5, _param_constant20_1, [8], [2, 2], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  add_54 = add_5 = _param_constant20_1 = None
    getitem_104 = convolution_backward_28[0]
    getitem_105 = convolution_backward_28[1]
    getitem_106 = convolution_backward_28[2];  convolution_backward_28 = None
    add_55 = torch.ops.aten.add.Tensor(add_38, getitem_104);  add_38 = getitem_104 = None
    mul_127 = torch.ops.aten.mul.Tensor(add_55, convolution_6);  convolution_6 = None
    _param_constant19_1 = self._param_constant19
    mul_128 = torch.ops.aten.mul.Tensor(add_55, _param_constant19_1);  _param_constant19_1 = None
    sum_61 = torch.ops.aten.sum.dim_IntList(mul_127, [0, 2, 3], True);  mul_127 = None
    _param_constant17_1 = self._param_constant17
    convolution_backward_29 = torch.ops.aten.convolution_backward.default(mul_128, mul_5, _param_constant17_1, [4], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  mul_128 = mul_5 = _param_constant17_1 = None
    getitem_107 = convolution_backward_29[0]
    getitem_108 = convolution_backward_29[1]
    getitem_109 = convolution_backward_29[2];  convolution_backward_29 = None
    mul_129 = torch.ops.aten.mul.Tensor(getitem_107, getitem_2);  getitem_2 = None
    mul_130 = torch.ops.aten.mul.Tensor(getitem_107, getitem_3);  getitem_107 = getitem_3 = None
    cat_8 = torch.ops.aten.cat.default([mul_130, mul_129], 1);  mul_130 = mul_129 = None
    _param_constant15_1 = self._param_constant15
    convolution_backward_30 = torch.ops.aten.convolution_backward.default(cat_8, add_4, _param_constant15_1, [8], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  cat_8 = add_4 = _param_constant15_1 = None
    getitem_110 = convolution_backward_30[0]
    getitem_111 = convolution_backward_30[1]
    getitem_112 = convolution_backward_30[2];  convolution_backward_30 = None
    _param_constant13_1 = self._param_constant13
    view_28 = torch.ops.aten.view.default(_param_constant13_1, [1, 4, 1, 1]);  _param_constant13_1 = None
    mul_131 = torch.ops.aten.mul.Tensor(getitem_110, view_28);  view_28 = None
    mean_43 = torch.ops.aten.mean.dim(mul_131, [1], True)
    mul_132 = torch.ops.aten.mul.Tensor(mul_131, div_1)
    mean_44 = torch.ops.aten.mean.dim(mul_132, [1], True);  mul_132 = None
    add_56 = torch.ops.aten.add.Tensor(mean_4, 1e-06);  mean_4 = None
    sqrt_18 = torch.ops.aten.sqrt.default(add_56);  add_56 = None
    reciprocal_8 = torch.ops.aten.reciprocal.default(sqrt_18);  sqrt_18 = None
    mul_133 = torch.ops.aten.mul.Tensor(reciprocal_8, 1.0);  reciprocal_8 = None
    mul_134 = torch.ops.aten.mul.Tensor(div_1, mean_44);  mean_44 = None
    sub_37 = torch.ops.aten.sub.Tensor(mul_131, mul_134);  mul_131 = mul_134 = None
    sub_38 = torch.ops.aten.sub.Tensor(sub_37, mean_43);  sub_37 = mean_43 = None
    mul_135 = torch.ops.aten.mul.Tensor(mul_133, sub_38);  mul_133 = sub_38 = None
    mul_136 = torch.ops.aten.mul.Tensor(getitem_110, div_1);  div_1 = None
    sum_62 = torch.ops.aten.sum.dim_IntList(mul_136, [3]);  mul_136 = None
    sum_63 = torch.ops.aten.sum.dim_IntList(sum_62, [2]);  sum_62 = None
    sum_64 = torch.ops.aten.sum.dim_IntList(sum_63, [0]);  sum_63 = None
    sum_65 = torch.ops.aten.sum.dim_IntList(getitem_110, [3]);  getitem_110 = None
    sum_66 = torch.ops.aten.sum.dim_IntList(sum_65, [2]);  sum_65 = None
    sum_67 = torch.ops.aten.sum.dim_IntList(sum_66, [0]);  sum_66 = None
    add_57 = torch.ops.aten.add.Tensor(add_55, mul_135);  add_55 = mul_135 = None
    mul_137 = torch.ops.aten.mul.Tensor(add_57, convolution_4);  convolution_4 = None
    _param_constant12_1 = self._param_constant12
    mul_138 = torch.ops.aten.mul.Tensor(add_57, _param_constant12_1);  _param_constant12_1 = None
    sum_68 = torch.ops.aten.sum.dim_IntList(mul_137, [0, 2, 3], True);  mul_137 = None
    _param_constant10_1 = self._param_constant10
    convolution_backward_31 = torch.ops.aten.convolution_backward.default(mul_138, mul_2, _param_constant10_1, [4], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  mul_138 = mul_2 = _param_constant10_1 = None
    getitem_113 = convolution_backward_31[0]
    getitem_114 = convolution_backward_31[1]
    getitem_115 = convolution_backward_31[2];  convolution_backward_31 = None
    mul_139 = torch.ops.aten.mul.Tensor(getitem_113, mul_1);  mul_1 = None
    mul_140 = torch.ops.aten.mul.Tensor(getitem_113, convolution_3);  getitem_113 = convolution_3 = None
    sum_69 = torch.ops.aten.sum.dim_IntList(mul_139, [2, 3], True);  mul_139 = None
    _param_constant8_1 = self._param_constant8
    convolution_backward_32 = torch.ops.aten.convolution_backward.default(sum_69, mean_2, _param_constant8_1, [4], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  sum_69 = mean_2 = _param_constant8_1 = None
    getitem_116 = convolution_backward_32[0]
    getitem_117 = convolution_backward_32[1]
    getitem_118 = convolution_backward_32[2];  convolution_backward_32 = None
    expand_6 = torch.ops.aten.expand.default(getitem_116, [2, 4, 8, 8]);  getitem_116 = None
    div_17 = torch.ops.aten.div.Scalar(expand_6, 64);  expand_6 = None
    add_58 = torch.ops.aten.add.Tensor(mul_140, div_17);  mul_140 = div_17 = None
    mul_141 = torch.ops.aten.mul.Tensor(add_58, getitem);  getitem = None
    mul_142 = torch.ops.aten.mul.Tensor(add_58, getitem_1);  add_58 = getitem_1 = None
    cat_9 = torch.ops.aten.cat.default([mul_142, mul_141], 1);  mul_142 = mul_141 = None
    _param_constant6_1 = self._param_constant6
    convolution_backward_33 = torch.ops.aten.convolution_backward.default(cat_9, convolution_1, _param_constant6_1, [8], [1, 1], [1, 1], [1, 1], False, [0, 0], 8, [True, True, True]);  cat_9 = convolution_1 = _param_constant6_1 = None
    getitem_119 = convolution_backward_33[0]
    getitem_120 = convolution_backward_33[1]
    getitem_121 = convolution_backward_33[2];  convolution_backward_33 = None
    _param_constant4_1 = self._param_constant4
    convolution_backward_34 = torch.ops.aten.convolution_backward.default(getitem_119, add_1, _param_constant4_1, [8], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  getitem_119 = add_1 = _param_constant4_1 = None
    getitem_122 = convolution_backward_34[0]
    getitem_123 = convolution_backward_34[1]
    getitem_124 = convolution_backward_34[2];  convolution_backward_34 = None
    _param_constant2_1 = self._param_constant2
    view_29 = torch.ops.aten.view.default(_param_constant2_1, [1, 4, 1, 1]);  _param_constant2_1 = None
    mul_143 = torch.ops.aten.mul.Tensor(getitem_122, view_29);  view_29 = None
    mean_45 = torch.ops.aten.mean.dim(mul_143, [1], True)
    mul_144 = torch.ops.aten.mul.Tensor(mul_143, div)
    mean_46 = torch.ops.aten.mean.dim(mul_144, [1], True);  mul_144 = None
    add_59 = torch.ops.aten.add.Tensor(mean_1, 1e-06);  mean_1 = None
    sqrt_19 = torch.ops.aten.sqrt.default(add_59);  add_59 = None
    reciprocal_9 = torch.ops.aten.reciprocal.default(sqrt_19);  sqrt_19 = None
    mul_145 = torch.ops.aten.mul.Tensor(reciprocal_9, 1.0);  reciprocal_9 = None
    mul_146 = torch.ops.aten.mul.Tensor(div, mean_46);  mean_46 = None
    sub_39 = torch.ops.aten.sub.Tensor(mul_143, mul_146);  mul_143 = mul_146 = None
    sub_40 = torch.ops.aten.sub.Tensor(sub_39, mean_45);  sub_39 = mean_45 = None
    mul_147 = torch.ops.aten.mul.Tensor(mul_145, sub_40);  mul_145 = sub_40 = None
    mul_148 = torch.ops.aten.mul.Tensor(getitem_122, div);  div = None
    sum_70 = torch.ops.aten.sum.dim_IntList(mul_148, [3]);  mul_148 = None
    sum_71 = torch.ops.aten.sum.dim_IntList(sum_70, [2]);  sum_70 = None
    sum_72 = torch.ops.aten.sum.dim_IntList(sum_71, [0]);  sum_71 = None
    sum_73 = torch.ops.aten.sum.dim_IntList(getitem_122, [3]);  getitem_122 = None
    sum_74 = torch.ops.aten.sum.dim_IntList(sum_73, [2]);  sum_73 = None
    sum_75 = torch.ops.aten.sum.dim_IntList(sum_74, [0]);  sum_74 = None
    add_60 = torch.ops.aten.add.Tensor(add_57, mul_147);  add_57 = mul_147 = None
    _param_constant0_1 = self._param_constant0
    convolution_backward_35 = torch.ops.aten.convolution_backward.default(add_60, constant_pad_nd, _param_constant0_1, [4], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [False, True, True]);  add_60 = constant_pad_nd = _param_constant0_1 = None
    getitem_125 = convolution_backward_35[0];  getitem_125 = None
    getitem_126 = convolution_backward_35[1]
    getitem_127 = convolution_backward_35[2];  convolution_backward_35 = None
    return (mul_35, getitem_126, getitem_127, getitem_21, getitem_22, sum_68, sum_61, getitem_123, getitem_124, getitem_120, getitem_121, getitem_114, getitem_115, getitem_117, getitem_118, getitem_111, getitem_112, getitem_108, getitem_109, sum_72, sum_75, sum_64, sum_67, sum_53, sum_46, getitem_102, getitem_103, getitem_99, getitem_100, getitem_93, getitem_94, getitem_96, getitem_97, getitem_90, getitem_91, getitem_87, getitem_88, sum_57, sum_60, sum_49, sum_52, sum_23, sum_16, getitem_60, getitem_61, getitem_57, getitem_58, getitem_51, getitem_52, getitem_54, getitem_55, getitem_48, getitem_49, getitem_45, getitem_46, sum_27, sum_30, sum_19, sum_22, sum_8, sum_1, getitem_39, getitem_40, getitem_36, getitem_37, getitem_30, getitem_31, getitem_33, getitem_34, getitem_27, getitem_28, getitem_24, getitem_25, sum_12, sum_15, sum_4, sum_7, sum_38, sum_31, getitem_81, getitem_82, getitem_78, getitem_79, getitem_72, getitem_73, getitem_75, getitem_76, getitem_69, getitem_70, getitem_66, getitem_67, sum_42, sum_45, sum_34, sum_37, getitem_63, getitem_42, getitem_105, getitem_106, getitem_84, getitem_85)
    