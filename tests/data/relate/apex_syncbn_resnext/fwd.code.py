


def forward(self, img_1, labels_1):
    _param_constant0 = self._param_constant0
    convolution = torch.ops.aten.convolution.default(img_1, _param_constant0, None, [2, 2], [3, 3], [1, 1], False, [0, 0], 1);  img_1 = _param_constant0 = None
    _tensor_constant0 = self._tensor_constant0
    add_ = torch.ops.aten.add_.Tensor(_tensor_constant0, 1);  _tensor_constant0 = add_ = None
    transpose = torch.ops.aten.transpose.int(convolution, 0, 1)
    clone = torch.ops.aten.clone.default(transpose, memory_format = torch.contiguous_format);  transpose = None
    view = torch.ops.aten.view.default(clone, [8, -1]);  clone = None
    mean = torch.ops.aten.mean.dim(view, [1])
    pow_1 = torch.ops.aten.pow.Tensor_Scalar(view, 2);  view = None
    mean_1 = torch.ops.aten.mean.dim(pow_1, [1]);  pow_1 = None
    pow_2 = torch.ops.aten.pow.Tensor_Scalar(mean, 2)
    sub = torch.ops.aten.sub.Tensor(mean_1, pow_2);  mean_1 = pow_2 = None
    mul = torch.ops.aten.mul.Tensor(mean, 0.1)
    _tensor_constant1 = self._tensor_constant1
    mul_1 = torch.ops.aten.mul.Tensor(_tensor_constant1, 0.9);  _tensor_constant1 = None
    add = torch.ops.aten.add.Tensor(mul, mul_1);  mul = mul_1 = add = None
    mul_2 = torch.ops.aten.mul.Tensor(sub, 0.10039215686274511)
    _tensor_constant2 = self._tensor_constant2
    mul_3 = torch.ops.aten.mul.Tensor(_tensor_constant2, 0.9);  _tensor_constant2 = None
    add_1 = torch.ops.aten.add.Tensor(mul_2, mul_3);  mul_2 = mul_3 = add_1 = None
    transpose_1 = torch.ops.aten.transpose.int(convolution, 1, -1);  convolution = None
    clone_1 = torch.ops.aten.clone.default(transpose_1, memory_format = torch.contiguous_format);  transpose_1 = None
    clone_2 = torch.ops.aten.clone.default(clone_1);  clone_1 = None
    sub_1 = torch.ops.aten.sub.Tensor(clone_2, mean);  clone_2 = mean = None
    add_2 = torch.ops.aten.add.Tensor(sub, 1e-05);  sub = None
    sqrt = torch.ops.aten.sqrt.default(add_2);  add_2 = None
    div = torch.ops.aten.div.Tensor(sub_1, sqrt);  sub_1 = sqrt = None
    _param_constant1 = self._param_constant1
    mul_4 = torch.ops.aten.mul.Tensor(div, _param_constant1);  div = _param_constant1 = None
    _param_constant2 = self._param_constant2
    add_3 = torch.ops.aten.add.Tensor(mul_4, _param_constant2);  mul_4 = _param_constant2 = None
    transpose_2 = torch.ops.aten.transpose.int(add_3, 1, -1);  add_3 = None
    clone_3 = torch.ops.aten.clone.default(transpose_2, memory_format = torch.contiguous_format);  transpose_2 = None
    clone_4 = torch.ops.aten.clone.default(clone_3);  clone_3 = None
    relu_ = torch.ops.aten.relu_.default(clone_4);  clone_4 = None
    detach = torch.ops.aten.detach.default(relu_);  detach = None
    max_pool2d_with_indices = torch.ops.aten.max_pool2d_with_indices.default(relu_, [3, 3], [2, 2], [1, 1]);  relu_ = None
    getitem = max_pool2d_with_indices[0]
    getitem_1 = max_pool2d_with_indices[1];  max_pool2d_with_indices = getitem_1 = None
    _param_constant3 = self._param_constant3
    convolution_1 = torch.ops.aten.convolution.default(getitem, _param_constant3, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant3 = None
    _tensor_constant3 = self._tensor_constant3
    add__1 = torch.ops.aten.add_.Tensor(_tensor_constant3, 1);  _tensor_constant3 = add__1 = None
    transpose_3 = torch.ops.aten.transpose.int(convolution_1, 0, 1)
    clone_5 = torch.ops.aten.clone.default(transpose_3, memory_format = torch.contiguous_format);  transpose_3 = None
    view_1 = torch.ops.aten.view.default(clone_5, [8, -1]);  clone_5 = None
    mean_2 = torch.ops.aten.mean.dim(view_1, [1])
    pow_3 = torch.ops.aten.pow.Tensor_Scalar(view_1, 2);  view_1 = None
    mean_3 = torch.ops.aten.mean.dim(pow_3, [1]);  pow_3 = None
    pow_4 = torch.ops.aten.pow.Tensor_Scalar(mean_2, 2)
    sub_2 = torch.ops.aten.sub.Tensor(mean_3, pow_4);  mean_3 = pow_4 = None
    mul_5 = torch.ops.aten.mul.Tensor(mean_2, 0.1)
    _tensor_constant4 = self._tensor_constant4
    mul_6 = torch.ops.aten.mul.Tensor(_tensor_constant4, 0.9);  _tensor_constant4 = None
    add_4 = torch.ops.aten.add.Tensor(mul_5, mul_6);  mul_5 = mul_6 = add_4 = None
    mul_7 = torch.ops.aten.mul.Tensor(sub_2, 0.10158730158730159)
    _tensor_constant5 = self._tensor_constant5
    mul_8 = torch.ops.aten.mul.Tensor(_tensor_constant5, 0.9);  _tensor_constant5 = None
    add_5 = torch.ops.aten.add.Tensor(mul_7, mul_8);  mul_7 = mul_8 = add_5 = None
    transpose_4 = torch.ops.aten.transpose.int(convolution_1, 1, -1);  convolution_1 = None
    clone_6 = torch.ops.aten.clone.default(transpose_4, memory_format = torch.contiguous_format);  transpose_4 = None
    clone_7 = torch.ops.aten.clone.default(clone_6);  clone_6 = None
    sub_3 = torch.ops.aten.sub.Tensor(clone_7, mean_2);  clone_7 = mean_2 = None
    add_6 = torch.ops.aten.add.Tensor(sub_2, 1e-05);  sub_2 = None
    sqrt_1 = torch.ops.aten.sqrt.default(add_6);  add_6 = None
    div_1 = torch.ops.aten.div.Tensor(sub_3, sqrt_1);  sub_3 = sqrt_1 = None
    _param_constant4 = self._param_constant4
    mul_9 = torch.ops.aten.mul.Tensor(div_1, _param_constant4);  div_1 = _param_constant4 = None
    _param_constant5 = self._param_constant5
    add_7 = torch.ops.aten.add.Tensor(mul_9, _param_constant5);  mul_9 = _param_constant5 = None
    transpose_5 = torch.ops.aten.transpose.int(add_7, 1, -1);  add_7 = None
    clone_8 = torch.ops.aten.clone.default(transpose_5, memory_format = torch.contiguous_format);  transpose_5 = None
    clone_9 = torch.ops.aten.clone.default(clone_8);  clone_8 = None
    relu__1 = torch.ops.aten.relu_.default(clone_9);  clone_9 = None
    detach_1 = torch.ops.aten.detach.default(relu__1);  detach_1 = None
    _param_constant6 = self._param_constant6
    convolution_2 = torch.ops.aten.convolution.default(relu__1, _param_constant6, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 4);  relu__1 = _param_constant6 = None
    _tensor_constant6 = self._tensor_constant6
    add__2 = torch.ops.aten.add_.Tensor(_tensor_constant6, 1);  _tensor_constant6 = add__2 = None
    transpose_6 = torch.ops.aten.transpose.int(convolution_2, 0, 1)
    clone_10 = torch.ops.aten.clone.default(transpose_6, memory_format = torch.contiguous_format);  transpose_6 = None
    view_2 = torch.ops.aten.view.default(clone_10, [8, -1]);  clone_10 = None
    mean_4 = torch.ops.aten.mean.dim(view_2, [1])
    pow_5 = torch.ops.aten.pow.Tensor_Scalar(view_2, 2);  view_2 = None
    mean_5 = torch.ops.aten.mean.dim(pow_5, [1]);  pow_5 = None
    pow_6 = torch.ops.aten.pow.Tensor_Scalar(mean_4, 2)
    sub_4 = torch.ops.aten.sub.Tensor(mean_5, pow_6);  mean_5 = pow_6 = None
    mul_10 = torch.ops.aten.mul.Tensor(mean_4, 0.1)
    _tensor_constant7 = self._tensor_constant7
    mul_11 = torch.ops.aten.mul.Tensor(_tensor_constant7, 0.9);  _tensor_constant7 = None
    add_8 = torch.ops.aten.add.Tensor(mul_10, mul_11);  mul_10 = mul_11 = add_8 = None
    mul_12 = torch.ops.aten.mul.Tensor(sub_4, 0.10158730158730159)
    _tensor_constant8 = self._tensor_constant8
    mul_13 = torch.ops.aten.mul.Tensor(_tensor_constant8, 0.9);  _tensor_constant8 = None
    add_9 = torch.ops.aten.add.Tensor(mul_12, mul_13);  mul_12 = mul_13 = add_9 = None
    transpose_7 = torch.ops.aten.transpose.int(convolution_2, 1, -1);  convolution_2 = None
    clone_11 = torch.ops.aten.clone.default(transpose_7, memory_format = torch.contiguous_format);  transpose_7 = None
    clone_12 = torch.ops.aten.clone.default(clone_11);  clone_11 = None
    sub_5 = torch.ops.aten.sub.Tensor(clone_12, mean_4);  clone_12 = mean_4 = None
    add_10 = torch.ops.aten.add.Tensor(sub_4, 1e-05);  sub_4 = None
    sqrt_2 = torch.ops.aten.sqrt.default(add_10);  add_10 = None
    div_2 = torch.ops.aten.div.Tensor(sub_5, sqrt_2);  sub_5 = sqrt_2 = None
    _param_constant7 = self._param_constant7
    mul_14 = torch.ops.aten.mul.Tensor(div_2, _param_constant7);  div_2 = _param_constant7 = None
    _param_constant8 = self._param_constant8
    add_11 = torch.ops.aten.add.Tensor(mul_14, _param_constant8);  mul_14 = _param_constant8 = None
    transpose_8 = torch.ops.aten.transpose.int(add_11, 1, -1);  add_11 = None
    clone_13 = torch.ops.aten.clone.default(transpose_8, memory_format = torch.contiguous_format);  transpose_8 = None
    clone_14 = torch.ops.aten.clone.default(clone_13);  clone_13 = None
    relu__2 = torch.ops.aten.relu_.default(clone_14);  clone_14 = None
    detach_2 = torch.ops.aten.detach.default(relu__2);  detach_2 = None
    _param_constant9 = self._param_constant9
    convolution_3 = torch.ops.aten.convolution.default(relu__2, _param_constant9, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu__2 = _param_constant9 = None
    _tensor_constant9 = self._tensor_constant9
    add__3 = torch.ops.aten.add_.Tensor(_tensor_constant9, 1);  _tensor_constant9 = add__3 = None
    transpose_9 = torch.ops.aten.transpose.int(convolution_3, 0, 1)
    clone_15 = torch.ops.aten.clone.default(transpose_9, memory_format = torch.contiguous_format);  transpose_9 = None
    view_3 = torch.ops.aten.view.default(clone_15, [32, -1]);  clone_15 = None
    mean_6 = torch.ops.aten.mean.dim(view_3, [1])
    pow_7 = torch.ops.aten.pow.Tensor_Scalar(view_3, 2);  view_3 = None
    mean_7 = torch.ops.aten.mean.dim(pow_7, [1]);  pow_7 = None
    pow_8 = torch.ops.aten.pow.Tensor_Scalar(mean_6, 2)
    sub_6 = torch.ops.aten.sub.Tensor(mean_7, pow_8);  mean_7 = pow_8 = None
    mul_15 = torch.ops.aten.mul.Tensor(mean_6, 0.1)
    _tensor_constant10 = self._tensor_constant10
    mul_16 = torch.ops.aten.mul.Tensor(_tensor_constant10, 0.9);  _tensor_constant10 = None
    add_12 = torch.ops.aten.add.Tensor(mul_15, mul_16);  mul_15 = mul_16 = add_12 = None
    mul_17 = torch.ops.aten.mul.Tensor(sub_6, 0.10158730158730159)
    _tensor_constant11 = self._tensor_constant11
    mul_18 = torch.ops.aten.mul.Tensor(_tensor_constant11, 0.9);  _tensor_constant11 = None
    add_13 = torch.ops.aten.add.Tensor(mul_17, mul_18);  mul_17 = mul_18 = add_13 = None
    transpose_10 = torch.ops.aten.transpose.int(convolution_3, 1, -1);  convolution_3 = None
    clone_16 = torch.ops.aten.clone.default(transpose_10, memory_format = torch.contiguous_format);  transpose_10 = None
    clone_17 = torch.ops.aten.clone.default(clone_16);  clone_16 = None
    sub_7 = torch.ops.aten.sub.Tensor(clone_17, mean_6);  clone_17 = mean_6 = None
    add_14 = torch.ops.aten.add.Tensor(sub_6, 1e-05);  sub_6 = None
    sqrt_3 = torch.ops.aten.sqrt.default(add_14);  add_14 = None
    div_3 = torch.ops.aten.div.Tensor(sub_7, sqrt_3);  sub_7 = sqrt_3 = None
    _param_constant10 = self._param_constant10
    mul_19 = torch.ops.aten.mul.Tensor(div_3, _param_constant10);  div_3 = _param_constant10 = None
    _param_constant11 = self._param_constant11
    add_15 = torch.ops.aten.add.Tensor(mul_19, _param_constant11);  mul_19 = _param_constant11 = None
    transpose_11 = torch.ops.aten.transpose.int(add_15, 1, -1);  add_15 = None
    clone_18 = torch.ops.aten.clone.default(transpose_11, memory_format = torch.contiguous_format);  transpose_11 = None
    clone_19 = torch.ops.aten.clone.default(clone_18);  clone_18 = None
    _param_constant12 = self._param_constant12
    convolution_4 = torch.ops.aten.convolution.default(getitem, _param_constant12, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  getitem = _param_constant12 = None
    _tensor_constant12 = self._tensor_constant12
    add__4 = torch.ops.aten.add_.Tensor(_tensor_constant12, 1);  _tensor_constant12 = add__4 = None
    transpose_12 = torch.ops.aten.transpose.int(convolution_4, 0, 1)
    clone_20 = torch.ops.aten.clone.default(transpose_12, memory_format = torch.contiguous_format);  transpose_12 = None
    view_4 = torch.ops.aten.view.default(clone_20, [32, -1]);  clone_20 = None
    mean_8 = torch.ops.aten.mean.dim(view_4, [1])
    pow_9 = torch.ops.aten.pow.Tensor_Scalar(view_4, 2);  view_4 = None
    mean_9 = torch.ops.aten.mean.dim(pow_9, [1]);  pow_9 = None
    pow_10 = torch.ops.aten.pow.Tensor_Scalar(mean_8, 2)
    sub_8 = torch.ops.aten.sub.Tensor(mean_9, pow_10);  mean_9 = pow_10 = None
    mul_20 = torch.ops.aten.mul.Tensor(mean_8, 0.1)
    _tensor_constant13 = self._tensor_constant13
    mul_21 = torch.ops.aten.mul.Tensor(_tensor_constant13, 0.9);  _tensor_constant13 = None
    add_16 = torch.ops.aten.add.Tensor(mul_20, mul_21);  mul_20 = mul_21 = add_16 = None
    mul_22 = torch.ops.aten.mul.Tensor(sub_8, 0.10158730158730159)
    _tensor_constant14 = self._tensor_constant14
    mul_23 = torch.ops.aten.mul.Tensor(_tensor_constant14, 0.9);  _tensor_constant14 = None
    add_17 = torch.ops.aten.add.Tensor(mul_22, mul_23);  mul_22 = mul_23 = add_17 = None
    transpose_13 = torch.ops.aten.transpose.int(convolution_4, 1, -1);  convolution_4 = None
    clone_21 = torch.ops.aten.clone.default(transpose_13, memory_format = torch.contiguous_format);  transpose_13 = None
    clone_22 = torch.ops.aten.clone.default(clone_21);  clone_21 = None
    sub_9 = torch.ops.aten.sub.Tensor(clone_22, mean_8);  clone_22 = mean_8 = None
    add_18 = torch.ops.aten.add.Tensor(sub_8, 1e-05);  sub_8 = None
    sqrt_4 = torch.ops.aten.sqrt.default(add_18);  add_18 = None
    div_4 = torch.ops.aten.div.Tensor(sub_9, sqrt_4);  sub_9 = sqrt_4 = None
    _param_constant13 = self._param_constant13
    mul_24 = torch.ops.aten.mul.Tensor(div_4, _param_constant13);  div_4 = _param_constant13 = None
    _param_constant14 = self._param_constant14
    add_19 = torch.ops.aten.add.Tensor(mul_24, _param_constant14);  mul_24 = _param_constant14 = None
    transpose_14 = torch.ops.aten.transpose.int(add_19, 1, -1);  add_19 = None
    clone_23 = torch.ops.aten.clone.default(transpose_14, memory_format = torch.contiguous_format);  transpose_14 = None
    clone_24 = torch.ops.aten.clone.default(clone_23);  clone_23 = None
    add__5 = torch.ops.aten.add_.Tensor(clone_19, clone_24);  clone_19 = clone_24 = None
    relu__3 = torch.ops.aten.relu_.default(add__5);  add__5 = None
    detach_3 = torch.ops.aten.detach.default(relu__3);  detach_3 = None
    _param_constant15 = self._param_constant15
    convolution_5 = torch.ops.aten.convolution.default(relu__3, _param_constant15, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant15 = None
    _tensor_constant15 = self._tensor_constant15
    add__6 = torch.ops.aten.add_.Tensor(_tensor_constant15, 1);  _tensor_constant15 = add__6 = None
    transpose_15 = torch.ops.aten.transpose.int(convolution_5, 0, 1)
    clone_25 = torch.ops.aten.clone.default(transpose_15, memory_format = torch.contiguous_format);  transpose_15 = None
    view_5 = torch.ops.aten.view.default(clone_25, [16, -1]);  clone_25 = None
    mean_10 = torch.ops.aten.mean.dim(view_5, [1])
    pow_11 = torch.ops.aten.pow.Tensor_Scalar(view_5, 2);  view_5 = None
    mean_11 = torch.ops.aten.mean.dim(pow_11, [1]);  pow_11 = None
    pow_12 = torch.ops.aten.pow.Tensor_Scalar(mean_10, 2)
    sub_10 = torch.ops.aten.sub.Tensor(mean_11, pow_12);  mean_11 = pow_12 = None
    mul_25 = torch.ops.aten.mul.Tensor(mean_10, 0.1)
    _tensor_constant16 = self._tensor_constant16
    mul_26 = torch.ops.aten.mul.Tensor(_tensor_constant16, 0.9);  _tensor_constant16 = None
    add_20 = torch.ops.aten.add.Tensor(mul_25, mul_26);  mul_25 = mul_26 = add_20 = None
    mul_27 = torch.ops.aten.mul.Tensor(sub_10, 0.10158730158730159)
    _tensor_constant17 = self._tensor_constant17
    mul_28 = torch.ops.aten.mul.Tensor(_tensor_constant17, 0.9);  _tensor_constant17 = None
    add_21 = torch.ops.aten.add.Tensor(mul_27, mul_28);  mul_27 = mul_28 = add_21 = None
    transpose_16 = torch.ops.aten.transpose.int(convolution_5, 1, -1);  convolution_5 = None
    clone_26 = torch.ops.aten.clone.default(transpose_16, memory_format = torch.contiguous_format);  transpose_16 = None
    clone_27 = torch.ops.aten.clone.default(clone_26);  clone_26 = None
    sub_11 = torch.ops.aten.sub.Tensor(clone_27, mean_10);  clone_27 = mean_10 = None
    add_22 = torch.ops.aten.add.Tensor(sub_10, 1e-05);  sub_10 = None
    sqrt_5 = torch.ops.aten.sqrt.default(add_22);  add_22 = None
    div_5 = torch.ops.aten.div.Tensor(sub_11, sqrt_5);  sub_11 = sqrt_5 = None
    _param_constant16 = self._param_constant16
    mul_29 = torch.ops.aten.mul.Tensor(div_5, _param_constant16);  div_5 = _param_constant16 = None
    _param_constant17 = self._param_constant17
    add_23 = torch.ops.aten.add.Tensor(mul_29, _param_constant17);  mul_29 = _param_constant17 = None
    transpose_17 = torch.ops.aten.transpose.int(add_23, 1, -1);  add_23 = None
    clone_28 = torch.ops.aten.clone.default(transpose_17, memory_format = torch.contiguous_format);  transpose_17 = None
    clone_29 = torch.ops.aten.clone.default(clone_28);  clone_28 = None
    relu__4 = torch.ops.aten.relu_.default(clone_29);  clone_29 = None
    detach_4 = torch.ops.aten.detach.default(relu__4);  detach_4 = None
    _param_constant18 = self._param_constant18
    convolution_6 = torch.ops.aten.convolution.default(relu__4, _param_constant18, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 4);  relu__4 = _param_constant18 = None
    _tensor_constant18 = self._tensor_constant18
    add__7 = torch.ops.aten.add_.Tensor(_tensor_constant18, 1);  _tensor_constant18 = add__7 = None
    transpose_18 = torch.ops.aten.transpose.int(convolution_6, 0, 1)
    clone_30 = torch.ops.aten.clone.default(transpose_18, memory_format = torch.contiguous_format);  transpose_18 = None
    view_6 = torch.ops.aten.view.default(clone_30, [16, -1]);  clone_30 = None
    mean_12 = torch.ops.aten.mean.dim(view_6, [1])
    pow_13 = torch.ops.aten.pow.Tensor_Scalar(view_6, 2);  view_6 = None
    mean_13 = torch.ops.aten.mean.dim(pow_13, [1]);  pow_13 = None
    pow_14 = torch.ops.aten.pow.Tensor_Scalar(mean_12, 2)
    sub_12 = torch.ops.aten.sub.Tensor(mean_13, pow_14);  mean_13 = pow_14 = None
    mul_30 = torch.ops.aten.mul.Tensor(mean_12, 0.1)
    _tensor_constant19 = self._tensor_constant19
    mul_31 = torch.ops.aten.mul.Tensor(_tensor_constant19, 0.9);  _tensor_constant19 = None
    add_24 = torch.ops.aten.add.Tensor(mul_30, mul_31);  mul_30 = mul_31 = add_24 = None
    mul_32 = torch.ops.aten.mul.Tensor(sub_12, 0.10666666666666667)
    _tensor_constant20 = self._tensor_constant20
    mul_33 = torch.ops.aten.mul.Tensor(_tensor_constant20, 0.9);  _tensor_constant20 = None
    add_25 = torch.ops.aten.add.Tensor(mul_32, mul_33);  mul_32 = mul_33 = add_25 = None
    transpose_19 = torch.ops.aten.transpose.int(convolution_6, 1, -1);  convolution_6 = None
    clone_31 = torch.ops.aten.clone.default(transpose_19, memory_format = torch.contiguous_format);  transpose_19 = None
    clone_32 = torch.ops.aten.clone.default(clone_31);  clone_31 = None
    sub_13 = torch.ops.aten.sub.Tensor(clone_32, mean_12);  clone_32 = mean_12 = None
    add_26 = torch.ops.aten.add.Tensor(sub_12, 1e-05);  sub_12 = None
    sqrt_6 = torch.ops.aten.sqrt.default(add_26);  add_26 = None
    div_6 = torch.ops.aten.div.Tensor(sub_13, sqrt_6);  sub_13 = sqrt_6 = None
    _param_constant19 = self._param_constant19
    mul_34 = torch.ops.aten.mul.Tensor(div_6, _param_constant19);  div_6 = _param_constant19 = None
    _param_constant20 = self._param_constant20
    add_27 = torch.ops.aten.add.Tensor(mul_34, _param_constant20);  mul_34 = _param_constant20 = None
    transpose_20 = torch.ops.aten.transpose.int(add_27, 1, -1);  add_27 = None
    clone_33 = torch.ops.aten.clone.default(transpose_20, memory_format = torch.contiguous_format);  transpose_20 = None
    clone_34 = torch.ops.aten.clone.default(clone_33);  clone_33 = None
    relu__5 = torch.ops.aten.relu_.default(clone_34);  clone_34 = None
    detach_5 = torch.ops.aten.detach.default(relu__5);  detach_5 = None
    _param_constant21 = self._param_constant21
    convolution_7 = torch.ops.aten.convolution.default(relu__5, _param_constant21, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  relu__5 = _param_constant21 = None
    _tensor_constant21 = self._tensor_constant21
    add__8 = torch.ops.aten.add_.Tensor(_tensor_constant21, 1);  _tensor_constant21 = add__8 = None
    transpose_21 = torch.ops.aten.transpose.int(convolution_7, 0, 1)
    clone_35 = torch.ops.aten.clone.default(transpose_21, memory_format = torch.contiguous_format);  transpose_21 = None
    view_7 = torch.ops.aten.view.default(clone_35, [64, -1]);  clone_35 = None
    mean_14 = torch.ops.aten.mean.dim(view_7, [1])
    pow_15 = torch.ops.aten.pow.Tensor_Scalar(view_7, 2);  view_7 = None
    mean_15 = torch.ops.aten.mean.dim(pow_15, [1]);  pow_15 = None
    pow_16 = torch.ops.aten.pow.Tensor_Scalar(mean_14, 2)
    sub_14 = torch.ops.aten.sub.Tensor(mean_15, pow_16);  mean_15 = pow_16 = None
    mul_35 = torch.ops.aten.mul.Tensor(mean_14, 0.1)
    _tensor_constant22 = self._tensor_constant22
    mul_36 = torch.ops.aten.mul.Tensor(_tensor_constant22, 0.9);  _tensor_constant22 = None
    add_28 = torch.ops.aten.add.Tensor(mul_35, mul_36);  mul_35 = mul_36 = add_28 = None
    mul_37 = torch.ops.aten.mul.Tensor(sub_14, 0.10666666666666667)
    _tensor_constant23 = self._tensor_constant23
    mul_38 = torch.ops.aten.mul.Tensor(_tensor_constant23, 0.9);  _tensor_constant23 = None
    add_29 = torch.ops.aten.add.Tensor(mul_37, mul_38);  mul_37 = mul_38 = add_29 = None
    transpose_22 = torch.ops.aten.transpose.int(convolution_7, 1, -1);  convolution_7 = None
    clone_36 = torch.ops.aten.clone.default(transpose_22, memory_format = torch.contiguous_format);  transpose_22 = None
    clone_37 = torch.ops.aten.clone.default(clone_36);  clone_36 = None
    sub_15 = torch.ops.aten.sub.Tensor(clone_37, mean_14);  clone_37 = mean_14 = None
    add_30 = torch.ops.aten.add.Tensor(sub_14, 1e-05);  sub_14 = None
    sqrt_7 = torch.ops.aten.sqrt.default(add_30);  add_30 = None
    div_7 = torch.ops.aten.div.Tensor(sub_15, sqrt_7);  sub_15 = sqrt_7 = None
    _param_constant22 = self._param_constant22
    mul_39 = torch.ops.aten.mul.Tensor(div_7, _param_constant22);  div_7 = _param_constant22 = None
    _param_constant23 = self._param_constant23
    add_31 = torch.ops.aten.add.Tensor(mul_39, _param_constant23);  mul_39 = _param_constant23 = None
    transpose_23 = torch.ops.aten.transpose.int(add_31, 1, -1);  add_31 = None
    clone_38 = torch.ops.aten.clone.default(transpose_23, memory_format = torch.contiguous_format);  transpose_23 = None
    clone_39 = torch.ops.aten.clone.default(clone_38);  clone_38 = None
    _param_constant24 = self._param_constant24
    convolution_8 = torch.ops.aten.convolution.default(relu__3, _param_constant24, None, [2, 2], [0, 0], [1, 1], False, [0, 0], 1);  relu__3 = _param_constant24 = None
    _tensor_constant24 = self._tensor_constant24
    add__9 = torch.ops.aten.add_.Tensor(_tensor_constant24, 1);  _tensor_constant24 = add__9 = None
    transpose_24 = torch.ops.aten.transpose.int(convolution_8, 0, 1)
    clone_40 = torch.ops.aten.clone.default(transpose_24, memory_format = torch.contiguous_format);  transpose_24 = None
    view_8 = torch.ops.aten.view.default(clone_40, [64, -1]);  clone_40 = None
    mean_16 = torch.ops.aten.mean.dim(view_8, [1])
    pow_17 = torch.ops.aten.pow.Tensor_Scalar(view_8, 2);  view_8 = None
    mean_17 = torch.ops.aten.mean.dim(pow_17, [1]);  pow_17 = None
    pow_18 = torch.ops.aten.pow.Tensor_Scalar(mean_16, 2)
    sub_16 = torch.ops.aten.sub.Tensor(mean_17, pow_18);  mean_17 = pow_18 = None
    mul_40 = torch.ops.aten.mul.Tensor(mean_16, 0.1)
    _tensor_constant25 = self._tensor_constant25
    mul_41 = torch.ops.aten.mul.Tensor(_tensor_constant25, 0.9);  _tensor_constant25 = None
    add_32 = torch.ops.aten.add.Tensor(mul_40, mul_41);  mul_40 = mul_41 = add_32 = None
    mul_42 = torch.ops.aten.mul.Tensor(sub_16, 0.10666666666666667)
    _tensor_constant26 = self._tensor_constant26
    mul_43 = torch.ops.aten.mul.Tensor(_tensor_constant26, 0.9);  _tensor_constant26 = None
    add_33 = torch.ops.aten.add.Tensor(mul_42, mul_43);  mul_42 = mul_43 = add_33 = None
    transpose_25 = torch.ops.aten.transpose.int(convolution_8, 1, -1);  convolution_8 = None
    clone_41 = torch.ops.aten.clone.default(transpose_25, memory_format = torch.contiguous_format);  transpose_25 = None
    clone_42 = torch.ops.aten.clone.default(clone_41);  clone_41 = None
    sub_17 = torch.ops.aten.sub.Tensor(clone_42, mean_16);  clone_42 = mean_16 = None
    add_34 = torch.ops.aten.add.Tensor(sub_16, 1e-05);  sub_16 = None
    sqrt_8 = torch.ops.aten.sqrt.default(add_34);  add_34 = None
    div_8 = torch.ops.aten.div.Tensor(sub_17, sqrt_8);  sub_17 = sqrt_8 = None
    _param_constant25 = self._param_constant25
    mul_44 = torch.ops.aten.mul.Tensor(div_8, _param_constant25);  div_8 = _param_constant25 = None
    _param_constant26 = self._param_constant26
    add_35 = torch.ops.aten.add.Tensor(mul_44, _param_constant26);  mul_44 = _param_constant26 = None
    transpose_26 = torch.ops.aten.transpose.int(add_35, 1, -1);  add_35 = None
    clone_43 = torch.ops.aten.clone.default(transpose_26, memory_format = torch.contiguous_format);  transpose_26 = None
    clone_44 = torch.ops.aten.clone.default(clone_43);  clone_43 = None
    add__10 = torch.ops.aten.add_.Tensor(clone_39, clone_44);  clone_39 = clone_44 = None
    relu__6 = torch.ops.aten.relu_.default(add__10);  add__10 = None
    detach_6 = torch.ops.aten.detach.default(relu__6);  detach_6 = None
    mean_18 = torch.ops.aten.mean.dim(relu__6, [-1, -2], True);  relu__6 = None
    view_9 = torch.ops.aten.view.default(mean_18, [4, 64]);  mean_18 = None
    _param_constant27 = self._param_constant27
    t = torch.ops.aten.t.default(_param_constant27);  _param_constant27 = None
    _param_constant28 = self._param_constant28
    addmm = torch.ops.aten.addmm.default(_param_constant28, view_9, t);  _param_constant28 = view_9 = t = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm, 1, False);  addmm = None
    detach_7 = torch.ops.aten.detach.default(_log_softmax);  detach_7 = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
    getitem_2 = nll_loss_forward[0]
    getitem_3 = nll_loss_forward[1];  nll_loss_forward = getitem_3 = None
    return getitem_2
    