


def forward(self, img_1, labels_1):
    _param_constant0 = self._param_constant0
    convolution = torch.ops.aten.convolution.default(img_1, _param_constant0, None, [2, 2], [3, 3], [1, 1], False, [0, 0], 1);  _param_constant0 = None
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
    sub_1 = torch.ops.aten.sub.Tensor(clone_2, mean)
    add_2 = torch.ops.aten.add.Tensor(sub, 1e-05)
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
    detach = torch.ops.aten.detach.default(relu_)
    max_pool2d_with_indices = torch.ops.aten.max_pool2d_with_indices.default(relu_, [3, 3], [2, 2], [1, 1])
    getitem = max_pool2d_with_indices[0]
    getitem_1 = max_pool2d_with_indices[1];  max_pool2d_with_indices = None
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
    sub_3 = torch.ops.aten.sub.Tensor(clone_7, mean_2)
    add_6 = torch.ops.aten.add.Tensor(sub_2, 1e-05)
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
    detach_1 = torch.ops.aten.detach.default(relu__1)
    _param_constant6 = self._param_constant6
    convolution_2 = torch.ops.aten.convolution.default(relu__1, _param_constant6, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 4);  _param_constant6 = None
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
    sub_5 = torch.ops.aten.sub.Tensor(clone_12, mean_4)
    add_10 = torch.ops.aten.add.Tensor(sub_4, 1e-05)
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
    detach_2 = torch.ops.aten.detach.default(relu__2)
    _param_constant9 = self._param_constant9
    convolution_3 = torch.ops.aten.convolution.default(relu__2, _param_constant9, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant9 = None
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
    sub_7 = torch.ops.aten.sub.Tensor(clone_17, mean_6)
    add_14 = torch.ops.aten.add.Tensor(sub_6, 1e-05)
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
    convolution_4 = torch.ops.aten.convolution.default(getitem, _param_constant12, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant12 = None
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
    sub_9 = torch.ops.aten.sub.Tensor(clone_22, mean_8)
    add_18 = torch.ops.aten.add.Tensor(sub_8, 1e-05)
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
    detach_3 = torch.ops.aten.detach.default(relu__3)
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
    sub_11 = torch.ops.aten.sub.Tensor(clone_27, mean_10)
    add_22 = torch.ops.aten.add.Tensor(sub_10, 1e-05)
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
    detach_4 = torch.ops.aten.detach.default(relu__4)
    _param_constant18 = self._param_constant18
    convolution_6 = torch.ops.aten.convolution.default(relu__4, _param_constant18, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 4);  _param_constant18 = None
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
    sub_13 = torch.ops.aten.sub.Tensor(clone_32, mean_12)
    add_26 = torch.ops.aten.add.Tensor(sub_12, 1e-05)
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
    detach_5 = torch.ops.aten.detach.default(relu__5)
    _param_constant21 = self._param_constant21
    convolution_7 = torch.ops.aten.convolution.default(relu__5, _param_constant21, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant21 = None
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
    sub_15 = torch.ops.aten.sub.Tensor(clone_37, mean_14)
    add_30 = torch.ops.aten.add.Tensor(sub_14, 1e-05)
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
    convolution_8 = torch.ops.aten.convolution.default(relu__3, _param_constant24, None, [2, 2], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant24 = None
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
    sub_17 = torch.ops.aten.sub.Tensor(clone_42, mean_16)
    add_34 = torch.ops.aten.add.Tensor(sub_16, 1e-05)
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
    detach_6 = torch.ops.aten.detach.default(relu__6)
    mean_18 = torch.ops.aten.mean.dim(relu__6, [-1, -2], True);  relu__6 = None
    view_9 = torch.ops.aten.view.default(mean_18, [4, 64]);  mean_18 = None
    _param_constant27 = self._param_constant27
    t = torch.ops.aten.t.default(_param_constant27);  _param_constant27 = None
    _param_constant28 = self._param_constant28
    addmm = torch.ops.aten.addmm.default(_param_constant28, view_9, t);  _param_constant28 = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm, 1, False);  addmm = None
    detach_7 = torch.ops.aten.detach.default(_log_softmax)
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100)
    getitem_2 = nll_loss_forward[0]
    getitem_3 = nll_loss_forward[1];  nll_loss_forward = None
    ones_like = torch.ops.aten.ones_like.default(getitem_2, pin_memory = False, memory_format = torch.preserve_format)
    nll_loss_backward = torch.ops.aten.nll_loss_backward.default(ones_like, _log_softmax, labels_1, None, 1, -100, getitem_3);  ones_like = _log_softmax = labels_1 = getitem_3 = None
    detach_8 = torch.ops.aten.detach.default(detach_7);  detach_7 = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach_8, 1, torch.float32);  nll_loss_backward = detach_8 = None
    t_1 = torch.ops.aten.t.default(t);  t = None
    mm = torch.ops.aten.mm.default(_log_softmax_backward_data, t_1);  t_1 = None
    t_2 = torch.ops.aten.t.default(_log_softmax_backward_data)
    mm_1 = torch.ops.aten.mm.default(t_2, view_9);  t_2 = view_9 = None
    t_3 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(_log_softmax_backward_data, [0], True);  _log_softmax_backward_data = None
    view_10 = torch.ops.aten.view.default(sum_1, [5]);  sum_1 = None
    t_4 = torch.ops.aten.t.default(t_3);  t_3 = None
    view_11 = torch.ops.aten.view.default(mm, [4, 64, 1, 1]);  mm = None
    expand = torch.ops.aten.expand.default(view_11, [4, 64, 2, 2]);  view_11 = None
    div_9 = torch.ops.aten.div.Scalar(expand, 4);  expand = None
    detach_9 = torch.ops.aten.detach.default(detach_6);  detach_6 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(div_9, detach_9, 0);  div_9 = detach_9 = None
    transpose_27 = torch.ops.aten.transpose.int(threshold_backward, 1, -1)
    clone_45 = torch.ops.aten.clone.default(transpose_27, memory_format = torch.contiguous_format);  transpose_27 = None
    view_12 = torch.ops.aten.view.default(clone_45, [-1, 64])
    mean_19 = torch.ops.aten.mean.dim(view_12, [0])
    sub_18 = torch.ops.aten.sub.Tensor(clone_42, mean_16)
    mul_45 = torch.ops.aten.mul.Tensor(clone_45, sub_18);  sub_18 = None
    view_13 = torch.ops.aten.view.default(mul_45, [-1, 64]);  mul_45 = None
    mean_20 = torch.ops.aten.mean.dim(view_13, [0]);  view_13 = None
    sub_19 = torch.ops.aten.sub.Tensor(clone_45, mean_19);  mean_19 = None
    sub_20 = torch.ops.aten.sub.Tensor(clone_42, mean_16)
    add_36 = torch.ops.aten.add.Tensor(sub_16, 1e-05)
    div_10 = torch.ops.aten.div.Tensor(sub_20, add_36);  sub_20 = add_36 = None
    mul_46 = torch.ops.aten.mul.Tensor(div_10, mean_20);  div_10 = mean_20 = None
    sub_21 = torch.ops.aten.sub.Tensor(sub_19, mul_46);  sub_19 = mul_46 = None
    add_37 = torch.ops.aten.add.Tensor(sub_16, 1e-05)
    sqrt_9 = torch.ops.aten.sqrt.default(add_37);  add_37 = None
    div_11 = torch.ops.aten.div.Tensor(sub_21, sqrt_9);  sub_21 = sqrt_9 = None
    _param_constant25_1 = self._param_constant25
    mul_ = torch.ops.aten.mul_.Tensor(div_11, _param_constant25_1);  div_11 = _param_constant25_1 = None
    transpose_28 = torch.ops.aten.transpose.int(mul_, 1, -1);  mul_ = None
    clone_46 = torch.ops.aten.clone.default(transpose_28, memory_format = torch.contiguous_format);  transpose_28 = None
    sub_22 = torch.ops.aten.sub.Tensor(clone_42, mean_16);  clone_42 = mean_16 = None
    add_38 = torch.ops.aten.add.Tensor(sub_16, 1e-05);  sub_16 = None
    sqrt_10 = torch.ops.aten.sqrt.default(add_38);  add_38 = None
    div_12 = torch.ops.aten.div.Tensor(sub_22, sqrt_10);  sub_22 = sqrt_10 = None
    mul_47 = torch.ops.aten.mul.Tensor(div_12, clone_45);  div_12 = clone_45 = None
    view_14 = torch.ops.aten.view.default(mul_47, [-1, 64]);  mul_47 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(view_14, [0]);  view_14 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(view_12, [0]);  view_12 = None
    _param_constant24_1 = self._param_constant24
    convolution_backward = torch.ops.aten.convolution_backward.default(clone_46, relu__3, _param_constant24_1, [0], [2, 2], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  clone_46 = _param_constant24_1 = None
    getitem_4 = convolution_backward[0]
    getitem_5 = convolution_backward[1]
    getitem_6 = convolution_backward[2];  convolution_backward = getitem_6 = None
    transpose_29 = torch.ops.aten.transpose.int(threshold_backward, 1, -1);  threshold_backward = None
    clone_47 = torch.ops.aten.clone.default(transpose_29, memory_format = torch.contiguous_format);  transpose_29 = None
    view_15 = torch.ops.aten.view.default(clone_47, [-1, 64])
    mean_21 = torch.ops.aten.mean.dim(view_15, [0])
    sub_23 = torch.ops.aten.sub.Tensor(clone_37, mean_14)
    mul_48 = torch.ops.aten.mul.Tensor(clone_47, sub_23);  sub_23 = None
    view_16 = torch.ops.aten.view.default(mul_48, [-1, 64]);  mul_48 = None
    mean_22 = torch.ops.aten.mean.dim(view_16, [0]);  view_16 = None
    sub_24 = torch.ops.aten.sub.Tensor(clone_47, mean_21);  mean_21 = None
    sub_25 = torch.ops.aten.sub.Tensor(clone_37, mean_14)
    add_39 = torch.ops.aten.add.Tensor(sub_14, 1e-05)
    div_13 = torch.ops.aten.div.Tensor(sub_25, add_39);  sub_25 = add_39 = None
    mul_49 = torch.ops.aten.mul.Tensor(div_13, mean_22);  div_13 = mean_22 = None
    sub_26 = torch.ops.aten.sub.Tensor(sub_24, mul_49);  sub_24 = mul_49 = None
    add_40 = torch.ops.aten.add.Tensor(sub_14, 1e-05)
    sqrt_11 = torch.ops.aten.sqrt.default(add_40);  add_40 = None
    div_14 = torch.ops.aten.div.Tensor(sub_26, sqrt_11);  sub_26 = sqrt_11 = None
    _param_constant22_1 = self._param_constant22
    mul__1 = torch.ops.aten.mul_.Tensor(div_14, _param_constant22_1);  div_14 = _param_constant22_1 = None
    transpose_30 = torch.ops.aten.transpose.int(mul__1, 1, -1);  mul__1 = None
    clone_48 = torch.ops.aten.clone.default(transpose_30, memory_format = torch.contiguous_format);  transpose_30 = None
    sub_27 = torch.ops.aten.sub.Tensor(clone_37, mean_14);  clone_37 = mean_14 = None
    add_41 = torch.ops.aten.add.Tensor(sub_14, 1e-05);  sub_14 = None
    sqrt_12 = torch.ops.aten.sqrt.default(add_41);  add_41 = None
    div_15 = torch.ops.aten.div.Tensor(sub_27, sqrt_12);  sub_27 = sqrt_12 = None
    mul_50 = torch.ops.aten.mul.Tensor(div_15, clone_47);  div_15 = clone_47 = None
    view_17 = torch.ops.aten.view.default(mul_50, [-1, 64]);  mul_50 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(view_17, [0]);  view_17 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(view_15, [0]);  view_15 = None
    _param_constant21_1 = self._param_constant21
    convolution_backward_1 = torch.ops.aten.convolution_backward.default(clone_48, relu__5, _param_constant21_1, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  clone_48 = relu__5 = _param_constant21_1 = None
    getitem_7 = convolution_backward_1[0]
    getitem_8 = convolution_backward_1[1]
    getitem_9 = convolution_backward_1[2];  convolution_backward_1 = getitem_9 = None
    detach_10 = torch.ops.aten.detach.default(detach_5);  detach_5 = None
    threshold_backward_1 = torch.ops.aten.threshold_backward.default(getitem_7, detach_10, 0);  getitem_7 = detach_10 = None
    transpose_31 = torch.ops.aten.transpose.int(threshold_backward_1, 1, -1);  threshold_backward_1 = None
    clone_49 = torch.ops.aten.clone.default(transpose_31, memory_format = torch.contiguous_format);  transpose_31 = None
    view_18 = torch.ops.aten.view.default(clone_49, [-1, 16])
    mean_23 = torch.ops.aten.mean.dim(view_18, [0])
    sub_28 = torch.ops.aten.sub.Tensor(clone_32, mean_12)
    mul_51 = torch.ops.aten.mul.Tensor(clone_49, sub_28);  sub_28 = None
    view_19 = torch.ops.aten.view.default(mul_51, [-1, 16]);  mul_51 = None
    mean_24 = torch.ops.aten.mean.dim(view_19, [0]);  view_19 = None
    sub_29 = torch.ops.aten.sub.Tensor(clone_49, mean_23);  mean_23 = None
    sub_30 = torch.ops.aten.sub.Tensor(clone_32, mean_12)
    add_42 = torch.ops.aten.add.Tensor(sub_12, 1e-05)
    div_16 = torch.ops.aten.div.Tensor(sub_30, add_42);  sub_30 = add_42 = None
    mul_52 = torch.ops.aten.mul.Tensor(div_16, mean_24);  div_16 = mean_24 = None
    sub_31 = torch.ops.aten.sub.Tensor(sub_29, mul_52);  sub_29 = mul_52 = None
    add_43 = torch.ops.aten.add.Tensor(sub_12, 1e-05)
    sqrt_13 = torch.ops.aten.sqrt.default(add_43);  add_43 = None
    div_17 = torch.ops.aten.div.Tensor(sub_31, sqrt_13);  sub_31 = sqrt_13 = None
    _param_constant19_1 = self._param_constant19
    mul__2 = torch.ops.aten.mul_.Tensor(div_17, _param_constant19_1);  div_17 = _param_constant19_1 = None
    transpose_32 = torch.ops.aten.transpose.int(mul__2, 1, -1);  mul__2 = None
    clone_50 = torch.ops.aten.clone.default(transpose_32, memory_format = torch.contiguous_format);  transpose_32 = None
    sub_32 = torch.ops.aten.sub.Tensor(clone_32, mean_12);  clone_32 = mean_12 = None
    add_44 = torch.ops.aten.add.Tensor(sub_12, 1e-05);  sub_12 = None
    sqrt_14 = torch.ops.aten.sqrt.default(add_44);  add_44 = None
    div_18 = torch.ops.aten.div.Tensor(sub_32, sqrt_14);  sub_32 = sqrt_14 = None
    mul_53 = torch.ops.aten.mul.Tensor(div_18, clone_49);  div_18 = clone_49 = None
    view_20 = torch.ops.aten.view.default(mul_53, [-1, 16]);  mul_53 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(view_20, [0]);  view_20 = None
    sum_7 = torch.ops.aten.sum.dim_IntList(view_18, [0]);  view_18 = None
    _param_constant18_1 = self._param_constant18
    convolution_backward_2 = torch.ops.aten.convolution_backward.default(clone_50, relu__4, _param_constant18_1, [0], [2, 2], [1, 1], [1, 1], False, [0, 0], 4, [True, True, False]);  clone_50 = relu__4 = _param_constant18_1 = None
    getitem_10 = convolution_backward_2[0]
    getitem_11 = convolution_backward_2[1]
    getitem_12 = convolution_backward_2[2];  convolution_backward_2 = getitem_12 = None
    detach_11 = torch.ops.aten.detach.default(detach_4);  detach_4 = None
    threshold_backward_2 = torch.ops.aten.threshold_backward.default(getitem_10, detach_11, 0);  getitem_10 = detach_11 = None
    transpose_33 = torch.ops.aten.transpose.int(threshold_backward_2, 1, -1);  threshold_backward_2 = None
    clone_51 = torch.ops.aten.clone.default(transpose_33, memory_format = torch.contiguous_format);  transpose_33 = None
    view_21 = torch.ops.aten.view.default(clone_51, [-1, 16])
    mean_25 = torch.ops.aten.mean.dim(view_21, [0])
    sub_33 = torch.ops.aten.sub.Tensor(clone_27, mean_10)
    mul_54 = torch.ops.aten.mul.Tensor(clone_51, sub_33);  sub_33 = None
    view_22 = torch.ops.aten.view.default(mul_54, [-1, 16]);  mul_54 = None
    mean_26 = torch.ops.aten.mean.dim(view_22, [0]);  view_22 = None
    sub_34 = torch.ops.aten.sub.Tensor(clone_51, mean_25);  mean_25 = None
    sub_35 = torch.ops.aten.sub.Tensor(clone_27, mean_10)
    add_45 = torch.ops.aten.add.Tensor(sub_10, 1e-05)
    div_19 = torch.ops.aten.div.Tensor(sub_35, add_45);  sub_35 = add_45 = None
    mul_55 = torch.ops.aten.mul.Tensor(div_19, mean_26);  div_19 = mean_26 = None
    sub_36 = torch.ops.aten.sub.Tensor(sub_34, mul_55);  sub_34 = mul_55 = None
    add_46 = torch.ops.aten.add.Tensor(sub_10, 1e-05)
    sqrt_15 = torch.ops.aten.sqrt.default(add_46);  add_46 = None
    div_20 = torch.ops.aten.div.Tensor(sub_36, sqrt_15);  sub_36 = sqrt_15 = None
    _param_constant16_1 = self._param_constant16
    mul__3 = torch.ops.aten.mul_.Tensor(div_20, _param_constant16_1);  div_20 = _param_constant16_1 = None
    transpose_34 = torch.ops.aten.transpose.int(mul__3, 1, -1);  mul__3 = None
    clone_52 = torch.ops.aten.clone.default(transpose_34, memory_format = torch.contiguous_format);  transpose_34 = None
    sub_37 = torch.ops.aten.sub.Tensor(clone_27, mean_10);  clone_27 = mean_10 = None
    add_47 = torch.ops.aten.add.Tensor(sub_10, 1e-05);  sub_10 = None
    sqrt_16 = torch.ops.aten.sqrt.default(add_47);  add_47 = None
    div_21 = torch.ops.aten.div.Tensor(sub_37, sqrt_16);  sub_37 = sqrt_16 = None
    mul_56 = torch.ops.aten.mul.Tensor(div_21, clone_51);  div_21 = clone_51 = None
    view_23 = torch.ops.aten.view.default(mul_56, [-1, 16]);  mul_56 = None
    sum_8 = torch.ops.aten.sum.dim_IntList(view_23, [0]);  view_23 = None
    sum_9 = torch.ops.aten.sum.dim_IntList(view_21, [0]);  view_21 = None
    _param_constant15_1 = self._param_constant15
    convolution_backward_3 = torch.ops.aten.convolution_backward.default(clone_52, relu__3, _param_constant15_1, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  clone_52 = relu__3 = _param_constant15_1 = None
    getitem_13 = convolution_backward_3[0]
    getitem_14 = convolution_backward_3[1]
    getitem_15 = convolution_backward_3[2];  convolution_backward_3 = getitem_15 = None
    add_48 = torch.ops.aten.add.Tensor(getitem_4, getitem_13);  getitem_4 = getitem_13 = None
    detach_12 = torch.ops.aten.detach.default(detach_3);  detach_3 = None
    threshold_backward_3 = torch.ops.aten.threshold_backward.default(add_48, detach_12, 0);  add_48 = detach_12 = None
    transpose_35 = torch.ops.aten.transpose.int(threshold_backward_3, 1, -1)
    clone_53 = torch.ops.aten.clone.default(transpose_35, memory_format = torch.contiguous_format);  transpose_35 = None
    view_24 = torch.ops.aten.view.default(clone_53, [-1, 32])
    mean_27 = torch.ops.aten.mean.dim(view_24, [0])
    sub_38 = torch.ops.aten.sub.Tensor(clone_22, mean_8)
    mul_57 = torch.ops.aten.mul.Tensor(clone_53, sub_38);  sub_38 = None
    view_25 = torch.ops.aten.view.default(mul_57, [-1, 32]);  mul_57 = None
    mean_28 = torch.ops.aten.mean.dim(view_25, [0]);  view_25 = None
    sub_39 = torch.ops.aten.sub.Tensor(clone_53, mean_27);  mean_27 = None
    sub_40 = torch.ops.aten.sub.Tensor(clone_22, mean_8)
    add_49 = torch.ops.aten.add.Tensor(sub_8, 1e-05)
    div_22 = torch.ops.aten.div.Tensor(sub_40, add_49);  sub_40 = add_49 = None
    mul_58 = torch.ops.aten.mul.Tensor(div_22, mean_28);  div_22 = mean_28 = None
    sub_41 = torch.ops.aten.sub.Tensor(sub_39, mul_58);  sub_39 = mul_58 = None
    add_50 = torch.ops.aten.add.Tensor(sub_8, 1e-05)
    sqrt_17 = torch.ops.aten.sqrt.default(add_50);  add_50 = None
    div_23 = torch.ops.aten.div.Tensor(sub_41, sqrt_17);  sub_41 = sqrt_17 = None
    _param_constant13_1 = self._param_constant13
    mul__4 = torch.ops.aten.mul_.Tensor(div_23, _param_constant13_1);  div_23 = _param_constant13_1 = None
    transpose_36 = torch.ops.aten.transpose.int(mul__4, 1, -1);  mul__4 = None
    clone_54 = torch.ops.aten.clone.default(transpose_36, memory_format = torch.contiguous_format);  transpose_36 = None
    sub_42 = torch.ops.aten.sub.Tensor(clone_22, mean_8);  clone_22 = mean_8 = None
    add_51 = torch.ops.aten.add.Tensor(sub_8, 1e-05);  sub_8 = None
    sqrt_18 = torch.ops.aten.sqrt.default(add_51);  add_51 = None
    div_24 = torch.ops.aten.div.Tensor(sub_42, sqrt_18);  sub_42 = sqrt_18 = None
    mul_59 = torch.ops.aten.mul.Tensor(div_24, clone_53);  div_24 = clone_53 = None
    view_26 = torch.ops.aten.view.default(mul_59, [-1, 32]);  mul_59 = None
    sum_10 = torch.ops.aten.sum.dim_IntList(view_26, [0]);  view_26 = None
    sum_11 = torch.ops.aten.sum.dim_IntList(view_24, [0]);  view_24 = None
    _param_constant12_1 = self._param_constant12
    convolution_backward_4 = torch.ops.aten.convolution_backward.default(clone_54, getitem, _param_constant12_1, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  clone_54 = _param_constant12_1 = None
    getitem_16 = convolution_backward_4[0]
    getitem_17 = convolution_backward_4[1]
    getitem_18 = convolution_backward_4[2];  convolution_backward_4 = getitem_18 = None
    transpose_37 = torch.ops.aten.transpose.int(threshold_backward_3, 1, -1);  threshold_backward_3 = None
    clone_55 = torch.ops.aten.clone.default(transpose_37, memory_format = torch.contiguous_format);  transpose_37 = None
    view_27 = torch.ops.aten.view.default(clone_55, [-1, 32])
    mean_29 = torch.ops.aten.mean.dim(view_27, [0])
    sub_43 = torch.ops.aten.sub.Tensor(clone_17, mean_6)
    mul_60 = torch.ops.aten.mul.Tensor(clone_55, sub_43);  sub_43 = None
    view_28 = torch.ops.aten.view.default(mul_60, [-1, 32]);  mul_60 = None
    mean_30 = torch.ops.aten.mean.dim(view_28, [0]);  view_28 = None
    sub_44 = torch.ops.aten.sub.Tensor(clone_55, mean_29);  mean_29 = None
    sub_45 = torch.ops.aten.sub.Tensor(clone_17, mean_6)
    add_52 = torch.ops.aten.add.Tensor(sub_6, 1e-05)
    div_25 = torch.ops.aten.div.Tensor(sub_45, add_52);  sub_45 = add_52 = None
    mul_61 = torch.ops.aten.mul.Tensor(div_25, mean_30);  div_25 = mean_30 = None
    sub_46 = torch.ops.aten.sub.Tensor(sub_44, mul_61);  sub_44 = mul_61 = None
    add_53 = torch.ops.aten.add.Tensor(sub_6, 1e-05)
    sqrt_19 = torch.ops.aten.sqrt.default(add_53);  add_53 = None
    div_26 = torch.ops.aten.div.Tensor(sub_46, sqrt_19);  sub_46 = sqrt_19 = None
    _param_constant10_1 = self._param_constant10
    mul__5 = torch.ops.aten.mul_.Tensor(div_26, _param_constant10_1);  div_26 = _param_constant10_1 = None
    transpose_38 = torch.ops.aten.transpose.int(mul__5, 1, -1);  mul__5 = None
    clone_56 = torch.ops.aten.clone.default(transpose_38, memory_format = torch.contiguous_format);  transpose_38 = None
    sub_47 = torch.ops.aten.sub.Tensor(clone_17, mean_6);  clone_17 = mean_6 = None
    add_54 = torch.ops.aten.add.Tensor(sub_6, 1e-05);  sub_6 = None
    sqrt_20 = torch.ops.aten.sqrt.default(add_54);  add_54 = None
    div_27 = torch.ops.aten.div.Tensor(sub_47, sqrt_20);  sub_47 = sqrt_20 = None
    mul_62 = torch.ops.aten.mul.Tensor(div_27, clone_55);  div_27 = clone_55 = None
    view_29 = torch.ops.aten.view.default(mul_62, [-1, 32]);  mul_62 = None
    sum_12 = torch.ops.aten.sum.dim_IntList(view_29, [0]);  view_29 = None
    sum_13 = torch.ops.aten.sum.dim_IntList(view_27, [0]);  view_27 = None
    _param_constant9_1 = self._param_constant9
    convolution_backward_5 = torch.ops.aten.convolution_backward.default(clone_56, relu__2, _param_constant9_1, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  clone_56 = relu__2 = _param_constant9_1 = None
    getitem_19 = convolution_backward_5[0]
    getitem_20 = convolution_backward_5[1]
    getitem_21 = convolution_backward_5[2];  convolution_backward_5 = getitem_21 = None
    detach_13 = torch.ops.aten.detach.default(detach_2);  detach_2 = None
    threshold_backward_4 = torch.ops.aten.threshold_backward.default(getitem_19, detach_13, 0);  getitem_19 = detach_13 = None
    transpose_39 = torch.ops.aten.transpose.int(threshold_backward_4, 1, -1);  threshold_backward_4 = None
    clone_57 = torch.ops.aten.clone.default(transpose_39, memory_format = torch.contiguous_format);  transpose_39 = None
    view_30 = torch.ops.aten.view.default(clone_57, [-1, 8])
    mean_31 = torch.ops.aten.mean.dim(view_30, [0])
    sub_48 = torch.ops.aten.sub.Tensor(clone_12, mean_4)
    mul_63 = torch.ops.aten.mul.Tensor(clone_57, sub_48);  sub_48 = None
    view_31 = torch.ops.aten.view.default(mul_63, [-1, 8]);  mul_63 = None
    mean_32 = torch.ops.aten.mean.dim(view_31, [0]);  view_31 = None
    sub_49 = torch.ops.aten.sub.Tensor(clone_57, mean_31);  mean_31 = None
    sub_50 = torch.ops.aten.sub.Tensor(clone_12, mean_4)
    add_55 = torch.ops.aten.add.Tensor(sub_4, 1e-05)
    div_28 = torch.ops.aten.div.Tensor(sub_50, add_55);  sub_50 = add_55 = None
    mul_64 = torch.ops.aten.mul.Tensor(div_28, mean_32);  div_28 = mean_32 = None
    sub_51 = torch.ops.aten.sub.Tensor(sub_49, mul_64);  sub_49 = mul_64 = None
    add_56 = torch.ops.aten.add.Tensor(sub_4, 1e-05)
    sqrt_21 = torch.ops.aten.sqrt.default(add_56);  add_56 = None
    div_29 = torch.ops.aten.div.Tensor(sub_51, sqrt_21);  sub_51 = sqrt_21 = None
    _param_constant7_1 = self._param_constant7
    mul__6 = torch.ops.aten.mul_.Tensor(div_29, _param_constant7_1);  div_29 = _param_constant7_1 = None
    transpose_40 = torch.ops.aten.transpose.int(mul__6, 1, -1);  mul__6 = None
    clone_58 = torch.ops.aten.clone.default(transpose_40, memory_format = torch.contiguous_format);  transpose_40 = None
    sub_52 = torch.ops.aten.sub.Tensor(clone_12, mean_4);  clone_12 = mean_4 = None
    add_57 = torch.ops.aten.add.Tensor(sub_4, 1e-05);  sub_4 = None
    sqrt_22 = torch.ops.aten.sqrt.default(add_57);  add_57 = None
    div_30 = torch.ops.aten.div.Tensor(sub_52, sqrt_22);  sub_52 = sqrt_22 = None
    mul_65 = torch.ops.aten.mul.Tensor(div_30, clone_57);  div_30 = clone_57 = None
    view_32 = torch.ops.aten.view.default(mul_65, [-1, 8]);  mul_65 = None
    sum_14 = torch.ops.aten.sum.dim_IntList(view_32, [0]);  view_32 = None
    sum_15 = torch.ops.aten.sum.dim_IntList(view_30, [0]);  view_30 = None
    _param_constant6_1 = self._param_constant6
    convolution_backward_6 = torch.ops.aten.convolution_backward.default(clone_58, relu__1, _param_constant6_1, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 4, [True, True, False]);  clone_58 = relu__1 = _param_constant6_1 = None
    getitem_22 = convolution_backward_6[0]
    getitem_23 = convolution_backward_6[1]
    getitem_24 = convolution_backward_6[2];  convolution_backward_6 = getitem_24 = None
    detach_14 = torch.ops.aten.detach.default(detach_1);  detach_1 = None
    threshold_backward_5 = torch.ops.aten.threshold_backward.default(getitem_22, detach_14, 0);  getitem_22 = detach_14 = None
    transpose_41 = torch.ops.aten.transpose.int(threshold_backward_5, 1, -1);  threshold_backward_5 = None
    clone_59 = torch.ops.aten.clone.default(transpose_41, memory_format = torch.contiguous_format);  transpose_41 = None
    view_33 = torch.ops.aten.view.default(clone_59, [-1, 8])
    mean_33 = torch.ops.aten.mean.dim(view_33, [0])
    sub_53 = torch.ops.aten.sub.Tensor(clone_7, mean_2)
    mul_66 = torch.ops.aten.mul.Tensor(clone_59, sub_53);  sub_53 = None
    view_34 = torch.ops.aten.view.default(mul_66, [-1, 8]);  mul_66 = None
    mean_34 = torch.ops.aten.mean.dim(view_34, [0]);  view_34 = None
    sub_54 = torch.ops.aten.sub.Tensor(clone_59, mean_33);  mean_33 = None
    sub_55 = torch.ops.aten.sub.Tensor(clone_7, mean_2)
    add_58 = torch.ops.aten.add.Tensor(sub_2, 1e-05)
    div_31 = torch.ops.aten.div.Tensor(sub_55, add_58);  sub_55 = add_58 = None
    mul_67 = torch.ops.aten.mul.Tensor(div_31, mean_34);  div_31 = mean_34 = None
    sub_56 = torch.ops.aten.sub.Tensor(sub_54, mul_67);  sub_54 = mul_67 = None
    add_59 = torch.ops.aten.add.Tensor(sub_2, 1e-05)
    sqrt_23 = torch.ops.aten.sqrt.default(add_59);  add_59 = None
    div_32 = torch.ops.aten.div.Tensor(sub_56, sqrt_23);  sub_56 = sqrt_23 = None
    _param_constant4_1 = self._param_constant4
    mul__7 = torch.ops.aten.mul_.Tensor(div_32, _param_constant4_1);  div_32 = _param_constant4_1 = None
    transpose_42 = torch.ops.aten.transpose.int(mul__7, 1, -1);  mul__7 = None
    clone_60 = torch.ops.aten.clone.default(transpose_42, memory_format = torch.contiguous_format);  transpose_42 = None
    sub_57 = torch.ops.aten.sub.Tensor(clone_7, mean_2);  clone_7 = mean_2 = None
    add_60 = torch.ops.aten.add.Tensor(sub_2, 1e-05);  sub_2 = None
    sqrt_24 = torch.ops.aten.sqrt.default(add_60);  add_60 = None
    div_33 = torch.ops.aten.div.Tensor(sub_57, sqrt_24);  sub_57 = sqrt_24 = None
    mul_68 = torch.ops.aten.mul.Tensor(div_33, clone_59);  div_33 = clone_59 = None
    view_35 = torch.ops.aten.view.default(mul_68, [-1, 8]);  mul_68 = None
    sum_16 = torch.ops.aten.sum.dim_IntList(view_35, [0]);  view_35 = None
    sum_17 = torch.ops.aten.sum.dim_IntList(view_33, [0]);  view_33 = None
    _param_constant3_1 = self._param_constant3
    convolution_backward_7 = torch.ops.aten.convolution_backward.default(clone_60, getitem, _param_constant3_1, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  clone_60 = getitem = _param_constant3_1 = None
    getitem_25 = convolution_backward_7[0]
    getitem_26 = convolution_backward_7[1]
    getitem_27 = convolution_backward_7[2];  convolution_backward_7 = getitem_27 = None
    add_61 = torch.ops.aten.add.Tensor(getitem_16, getitem_25);  getitem_16 = getitem_25 = None
    max_pool2d_with_indices_backward = torch.ops.aten.max_pool2d_with_indices_backward.default(add_61, relu_, [3, 3], [2, 2], [1, 1], [1, 1], False, getitem_1);  add_61 = relu_ = getitem_1 = None
    detach_15 = torch.ops.aten.detach.default(detach);  detach = None
    threshold_backward_6 = torch.ops.aten.threshold_backward.default(max_pool2d_with_indices_backward, detach_15, 0);  max_pool2d_with_indices_backward = detach_15 = None
    transpose_43 = torch.ops.aten.transpose.int(threshold_backward_6, 1, -1);  threshold_backward_6 = None
    clone_61 = torch.ops.aten.clone.default(transpose_43, memory_format = torch.contiguous_format);  transpose_43 = None
    view_36 = torch.ops.aten.view.default(clone_61, [-1, 8])
    mean_35 = torch.ops.aten.mean.dim(view_36, [0])
    sub_58 = torch.ops.aten.sub.Tensor(clone_2, mean)
    mul_69 = torch.ops.aten.mul.Tensor(clone_61, sub_58);  sub_58 = None
    view_37 = torch.ops.aten.view.default(mul_69, [-1, 8]);  mul_69 = None
    mean_36 = torch.ops.aten.mean.dim(view_37, [0]);  view_37 = None
    sub_59 = torch.ops.aten.sub.Tensor(clone_61, mean_35);  mean_35 = None
    sub_60 = torch.ops.aten.sub.Tensor(clone_2, mean)
    add_62 = torch.ops.aten.add.Tensor(sub, 1e-05)
    div_34 = torch.ops.aten.div.Tensor(sub_60, add_62);  sub_60 = add_62 = None
    mul_70 = torch.ops.aten.mul.Tensor(div_34, mean_36);  div_34 = mean_36 = None
    sub_61 = torch.ops.aten.sub.Tensor(sub_59, mul_70);  sub_59 = mul_70 = None
    add_63 = torch.ops.aten.add.Tensor(sub, 1e-05)
    sqrt_25 = torch.ops.aten.sqrt.default(add_63);  add_63 = None
    div_35 = torch.ops.aten.div.Tensor(sub_61, sqrt_25);  sub_61 = sqrt_25 = None
    _param_constant1_1 = self._param_constant1
    mul__8 = torch.ops.aten.mul_.Tensor(div_35, _param_constant1_1);  div_35 = _param_constant1_1 = None
    transpose_44 = torch.ops.aten.transpose.int(mul__8, 1, -1);  mul__8 = None
    clone_62 = torch.ops.aten.clone.default(transpose_44, memory_format = torch.contiguous_format);  transpose_44 = None
    sub_62 = torch.ops.aten.sub.Tensor(clone_2, mean);  clone_2 = mean = None
    add_64 = torch.ops.aten.add.Tensor(sub, 1e-05);  sub = None
    sqrt_26 = torch.ops.aten.sqrt.default(add_64);  add_64 = None
    div_36 = torch.ops.aten.div.Tensor(sub_62, sqrt_26);  sub_62 = sqrt_26 = None
    mul_71 = torch.ops.aten.mul.Tensor(div_36, clone_61);  div_36 = clone_61 = None
    view_38 = torch.ops.aten.view.default(mul_71, [-1, 8]);  mul_71 = None
    sum_18 = torch.ops.aten.sum.dim_IntList(view_38, [0]);  view_38 = None
    sum_19 = torch.ops.aten.sum.dim_IntList(view_36, [0]);  view_36 = None
    _param_constant0_1 = self._param_constant0
    convolution_backward_8 = torch.ops.aten.convolution_backward.default(clone_62, img_1, _param_constant0_1, [0], [2, 2], [3, 3], [1, 1], False, [0, 0], 1, [False, True, False]);  clone_62 = img_1 = _param_constant0_1 = None
    getitem_28 = convolution_backward_8[0];  getitem_28 = None
    getitem_29 = convolution_backward_8[1]
    getitem_30 = convolution_backward_8[2];  convolution_backward_8 = getitem_30 = None
    return (getitem_2, getitem_29, sum_18, sum_19, getitem_26, sum_16, sum_17, getitem_23, sum_14, sum_15, getitem_20, sum_12, sum_13, getitem_17, sum_10, sum_11, getitem_14, sum_8, sum_9, getitem_11, sum_6, sum_7, getitem_8, sum_4, sum_5, getitem_5, sum_2, sum_3, t_4, view_10)
    