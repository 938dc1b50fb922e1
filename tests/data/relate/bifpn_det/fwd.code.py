


def forward(self, img_1, cls_t_1, box_t_1, pos_1):
    _param_constant0 = self._param_constant0
    convolution = torch.ops.aten.convolution.default(img_1, _param_constant0, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1);  img_1 = _param_constant0 = None
    _tensor_constant0 = self._tensor_constant0
    add_ = torch.ops.aten.add_.Tensor(_tensor_constant0, 1);  _tensor_constant0 = add_ = None
    empty = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty = None
    _param_constant1 = self._param_constant1
    _param_constant2 = self._param_constant2
    _tensor_constant1 = self._tensor_constant1
    _tensor_constant2 = self._tensor_constant2
    native_batch_norm = torch.ops.aten.native_batch_norm.default(convolution, _param_constant1, _param_constant2, _tensor_constant1, _tensor_constant2, True, 0.1, 1e-05);  convolution = _param_constant1 = _param_constant2 = _tensor_constant1 = _tensor_constant2 = None
    getitem = native_batch_norm[0]
    getitem_1 = native_batch_norm[1];  getitem_1 = None
    getitem_2 = native_batch_norm[2];  native_batch_norm = getitem_2 = None
    silu = torch.ops.aten.silu.default(getitem);  getitem = None
    _param_constant3 = self._param_constant3
    convolution_1 = torch.ops.aten.convolution.default(silu, _param_constant3, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1);  _param_constant3 = None
    _tensor_constant3 = self._tensor_constant3
    add__1 = torch.ops.aten.add_.Tensor(_tensor_constant3, 1);  _tensor_constant3 = add__1 = None
    empty_1 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_1 = None
    _param_constant4 = self._param_constant4
    _param_constant5 = self._param_constant5
    _tensor_constant4 = self._tensor_constant4
    _tensor_constant5 = self._tensor_constant5
    native_batch_norm_1 = torch.ops.aten.native_batch_norm.default(convolution_1, _param_constant4, _param_constant5, _tensor_constant4, _tensor_constant5, True, 0.1, 1e-05);  convolution_1 = _param_constant4 = _param_constant5 = _tensor_constant4 = _tensor_constant5 = None
    getitem_3 = native_batch_norm_1[0]
    getitem_4 = native_batch_norm_1[1];  getitem_4 = None
    getitem_5 = native_batch_norm_1[2];  native_batch_norm_1 = getitem_5 = None
    silu_1 = torch.ops.aten.silu.default(getitem_3);  getitem_3 = None
    _param_constant6 = self._param_constant6
    convolution_2 = torch.ops.aten.convolution.default(silu_1, _param_constant6, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1);  _param_constant6 = None
    _tensor_constant6 = self._tensor_constant6
    add__2 = torch.ops.aten.add_.Tensor(_tensor_constant6, 1);  _tensor_constant6 = add__2 = None
    empty_2 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_2 = None
    _param_constant7 = self._param_constant7
    _param_constant8 = self._param_constant8
    _tensor_constant7 = self._tensor_constant7
    _tensor_constant8 = self._tensor_constant8
    native_batch_norm_2 = torch.ops.aten.native_batch_norm.default(convolution_2, _param_constant7, _param_constant8, _tensor_constant7, _tensor_constant8, True, 0.1, 1e-05);  convolution_2 = _param_constant7 = _param_constant8 = _tensor_constant7 = _tensor_constant8 = None
    getitem_6 = native_batch_norm_2[0]
    getitem_7 = native_batch_norm_2[1];  getitem_7 = None
    getitem_8 = native_batch_norm_2[2];  native_batch_norm_2 = getitem_8 = None
    silu_2 = torch.ops.aten.silu.default(getitem_6);  getitem_6 = None
    _param_constant9 = self._param_constant9
    _param_constant10 = self._param_constant10
    convolution_3 = torch.ops.aten.convolution.default(silu, _param_constant9, _param_constant10, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  silu = _param_constant9 = _param_constant10 = None
    _param_constant11 = self._param_constant11
    _param_constant12 = self._param_constant12
    convolution_4 = torch.ops.aten.convolution.default(silu_1, _param_constant11, _param_constant12, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  silu_1 = _param_constant11 = _param_constant12 = None
    _param_constant13 = self._param_constant13
    _param_constant14 = self._param_constant14
    convolution_5 = torch.ops.aten.convolution.default(silu_2, _param_constant13, _param_constant14, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  silu_2 = _param_constant13 = _param_constant14 = None
    upsample_nearest2d = torch.ops.aten.upsample_nearest2d.default(convolution_5, [4, 4], 2.0, 2.0)
    _param_constant15 = self._param_constant15
    relu = torch.ops.aten.relu.default(_param_constant15);  _param_constant15 = None
    detach = torch.ops.aten.detach.default(relu);  detach = None
    sum_1 = torch.ops.aten.sum.default(relu)
    add = torch.ops.aten.add.Tensor(sum_1, 0.0001);  sum_1 = None
    div = torch.ops.aten.div.Tensor(relu, add);  relu = add = None
    select = torch.ops.aten.select.int(div, 0, 0)
    mul = torch.ops.aten.mul.Tensor(select, convolution_4);  select = None
    select_1 = torch.ops.aten.select.int(div, 0, 1);  div = None
    mul_1 = torch.ops.aten.mul.Tensor(select_1, upsample_nearest2d);  select_1 = upsample_nearest2d = None
    add_1 = torch.ops.aten.add.Tensor(mul, mul_1);  mul = mul_1 = None
    silu_3 = torch.ops.aten.silu.default(add_1);  add_1 = None
    _param_constant16 = self._param_constant16
    convolution_6 = torch.ops.aten.convolution.default(silu_3, _param_constant16, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 16);  silu_3 = _param_constant16 = None
    _param_constant17 = self._param_constant17
    _param_constant18 = self._param_constant18
    convolution_7 = torch.ops.aten.convolution.default(convolution_6, _param_constant17, _param_constant18, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  convolution_6 = _param_constant17 = _param_constant18 = None
    _tensor_constant9 = self._tensor_constant9
    add__3 = torch.ops.aten.add_.Tensor(_tensor_constant9, 1);  _tensor_constant9 = add__3 = None
    empty_3 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_3 = None
    _param_constant19 = self._param_constant19
    _param_constant20 = self._param_constant20
    _tensor_constant10 = self._tensor_constant10
    _tensor_constant11 = self._tensor_constant11
    native_batch_norm_3 = torch.ops.aten.native_batch_norm.default(convolution_7, _param_constant19, _param_constant20, _tensor_constant10, _tensor_constant11, True, 0.1, 1e-05);  convolution_7 = _param_constant19 = _param_constant20 = _tensor_constant10 = _tensor_constant11 = None
    getitem_9 = native_batch_norm_3[0]
    getitem_10 = native_batch_norm_3[1];  getitem_10 = None
    getitem_11 = native_batch_norm_3[2];  native_batch_norm_3 = getitem_11 = None
    upsample_nearest2d_1 = torch.ops.aten.upsample_nearest2d.default(getitem_9, [8, 8], 2.0, 2.0)
    _param_constant21 = self._param_constant21
    relu_1 = torch.ops.aten.relu.default(_param_constant21);  _param_constant21 = None
    detach_1 = torch.ops.aten.detach.default(relu_1);  detach_1 = None
    sum_2 = torch.ops.aten.sum.default(relu_1)
    add_2 = torch.ops.aten.add.Tensor(sum_2, 0.0001);  sum_2 = None
    div_1 = torch.ops.aten.div.Tensor(relu_1, add_2);  relu_1 = add_2 = None
    select_2 = torch.ops.aten.select.int(div_1, 0, 0)
    mul_2 = torch.ops.aten.mul.Tensor(select_2, convolution_3);  select_2 = convolution_3 = None
    select_3 = torch.ops.aten.select.int(div_1, 0, 1);  div_1 = None
    mul_3 = torch.ops.aten.mul.Tensor(select_3, upsample_nearest2d_1);  select_3 = upsample_nearest2d_1 = None
    add_3 = torch.ops.aten.add.Tensor(mul_2, mul_3);  mul_2 = mul_3 = None
    silu_4 = torch.ops.aten.silu.default(add_3);  add_3 = None
    _param_constant22 = self._param_constant22
    convolution_8 = torch.ops.aten.convolution.default(silu_4, _param_constant22, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 16);  silu_4 = _param_constant22 = None
    _param_constant23 = self._param_constant23
    _param_constant24 = self._param_constant24
    convolution_9 = torch.ops.aten.convolution.default(convolution_8, _param_constant23, _param_constant24, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  convolution_8 = _param_constant23 = _param_constant24 = None
    _tensor_constant12 = self._tensor_constant12
    add__4 = torch.ops.aten.add_.Tensor(_tensor_constant12, 1);  _tensor_constant12 = add__4 = None
    empty_4 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_4 = None
    _param_constant25 = self._param_constant25
    _param_constant26 = self._param_constant26
    _tensor_constant13 = self._tensor_constant13
    _tensor_constant14 = self._tensor_constant14
    native_batch_norm_4 = torch.ops.aten.native_batch_norm.default(convolution_9, _param_constant25, _param_constant26, _tensor_constant13, _tensor_constant14, True, 0.1, 1e-05);  convolution_9 = _param_constant25 = _param_constant26 = _tensor_constant13 = _tensor_constant14 = None
    getitem_12 = native_batch_norm_4[0]
    getitem_13 = native_batch_norm_4[1];  getitem_13 = None
    getitem_14 = native_batch_norm_4[2];  native_batch_norm_4 = getitem_14 = None
    max_pool2d_with_indices = torch.ops.aten.max_pool2d_with_indices.default(getitem_12, [3, 3], [2, 2], [1, 1])
    getitem_15 = max_pool2d_with_indices[0]
    getitem_16 = max_pool2d_with_indices[1];  max_pool2d_with_indices = getitem_16 = None
    _param_constant27 = self._param_constant27
    relu_2 = torch.ops.aten.relu.default(_param_constant27);  _param_constant27 = None
    detach_2 = torch.ops.aten.detach.default(relu_2);  detach_2 = None
    sum_3 = torch.ops.aten.sum.default(relu_2)
    add_4 = torch.ops.aten.add.Tensor(sum_3, 0.0001);  sum_3 = None
    div_2 = torch.ops.aten.div.Tensor(relu_2, add_4);  relu_2 = add_4 = None
    select_4 = torch.ops.aten.select.int(div_2, 0, 0)
    mul_4 = torch.ops.aten.mul.Tensor(select_4, convolution_4);  select_4 = convolution_4 = None
    select_5 = torch.ops.aten.select.int(div_2, 0, 1)
    mul_5 = torch.ops.aten.mul.Tensor(select_5, getitem_9);  select_5 = getitem_9 = None
    add_5 = torch.ops.aten.add.Tensor(mul_4, mul_5);  mul_4 = mul_5 = None
    select_6 = torch.ops.aten.select.int(div_2, 0, 2);  div_2 = None
    mul_6 = torch.ops.aten.mul.Tensor(select_6, getitem_15);  select_6 = getitem_15 = None
    add_6 = torch.ops.aten.add.Tensor(add_5, mul_6);  add_5 = mul_6 = None
    silu_5 = torch.ops.aten.silu.default(add_6);  add_6 = None
    _param_constant28 = self._param_constant28
    convolution_10 = torch.ops.aten.convolution.default(silu_5, _param_constant28, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 16);  silu_5 = _param_constant28 = None
    _param_constant29 = self._param_constant29
    _param_constant30 = self._param_constant30
    convolution_11 = torch.ops.aten.convolution.default(convolution_10, _param_constant29, _param_constant30, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  convolution_10 = _param_constant29 = _param_constant30 = None
    _tensor_constant15 = self._tensor_constant15
    add__5 = torch.ops.aten.add_.Tensor(_tensor_constant15, 1);  _tensor_constant15 = add__5 = None
    empty_5 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_5 = None
    _param_constant31 = self._param_constant31
    _param_constant32 = self._param_constant32
    _tensor_constant16 = self._tensor_constant16
    _tensor_constant17 = self._tensor_constant17
    native_batch_norm_5 = torch.ops.aten.native_batch_norm.default(convolution_11, _param_constant31, _param_constant32, _tensor_constant16, _tensor_constant17, True, 0.1, 1e-05);  convolution_11 = _param_constant31 = _param_constant32 = _tensor_constant16 = _tensor_constant17 = None
    getitem_17 = native_batch_norm_5[0]
    getitem_18 = native_batch_norm_5[1];  getitem_18 = None
    getitem_19 = native_batch_norm_5[2];  native_batch_norm_5 = getitem_19 = None
    max_pool2d_with_indices_1 = torch.ops.aten.max_pool2d_with_indices.default(getitem_17, [3, 3], [2, 2], [1, 1])
    getitem_20 = max_pool2d_with_indices_1[0]
    getitem_21 = max_pool2d_with_indices_1[1];  max_pool2d_with_indices_1 = getitem_21 = None
    _param_constant33 = self._param_constant33
    relu_3 = torch.ops.aten.relu.default(_param_constant33);  _param_constant33 = None
    detach_3 = torch.ops.aten.detach.default(relu_3);  detach_3 = None
    sum_4 = torch.ops.aten.sum.default(relu_3)
    add_7 = torch.ops.aten.add.Tensor(sum_4, 0.0001);  sum_4 = None
    div_3 = torch.ops.aten.div.Tensor(relu_3, add_7);  relu_3 = add_7 = None
    select_7 = torch.ops.aten.select.int(div_3, 0, 0)
    mul_7 = torch.ops.aten.mul.Tensor(select_7, convolution_5);  select_7 = convolution_5 = None
    select_8 = torch.ops.aten.select.int(div_3, 0, 1);  div_3 = None
    mul_8 = torch.ops.aten.mul.Tensor(select_8, getitem_20);  select_8 = getitem_20 = None
    add_8 = torch.ops.aten.add.Tensor(mul_7, mul_8);  mul_7 = mul_8 = None
    silu_6 = torch.ops.aten.silu.default(add_8);  add_8 = None
    _param_constant34 = self._param_constant34
    convolution_12 = torch.ops.aten.convolution.default(silu_6, _param_constant34, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 16);  silu_6 = _param_constant34 = None
    _param_constant35 = self._param_constant35
    _param_constant36 = self._param_constant36
    convolution_13 = torch.ops.aten.convolution.default(convolution_12, _param_constant35, _param_constant36, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  convolution_12 = _param_constant35 = _param_constant36 = None
    _tensor_constant18 = self._tensor_constant18
    add__6 = torch.ops.aten.add_.Tensor(_tensor_constant18, 1);  _tensor_constant18 = add__6 = None
    empty_6 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_6 = None
    _param_constant37 = self._param_constant37
    _param_constant38 = self._param_constant38
    _tensor_constant19 = self._tensor_constant19
    _tensor_constant20 = self._tensor_constant20
    native_batch_norm_6 = torch.ops.aten.native_batch_norm.default(convolution_13, _param_constant37, _param_constant38, _tensor_constant19, _tensor_constant20, True, 0.1, 1e-05);  convolution_13 = _param_constant37 = _param_constant38 = _tensor_constant19 = _tensor_constant20 = None
    getitem_22 = native_batch_norm_6[0]
    getitem_23 = native_batch_norm_6[1];  getitem_23 = None
    getitem_24 = native_batch_norm_6[2];  native_batch_norm_6 = getitem_24 = None
    _param_constant39 = self._param_constant39
    _param_constant40 = self._param_constant40
    convolution_14 = torch.ops.aten.convolution.default(getitem_12, _param_constant39, _param_constant40, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  _param_constant39 = _param_constant40 = None
    silu_7 = torch.ops.aten.silu.default(convolution_14);  convolution_14 = None
    _param_constant41 = self._param_constant41
    _param_constant42 = self._param_constant42
    convolution_15 = torch.ops.aten.convolution.default(silu_7, _param_constant41, _param_constant42, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  silu_7 = _param_constant41 = _param_constant42 = None
    permute = torch.ops.aten.permute.default(convolution_15, [0, 2, 3, 1]);  convolution_15 = None
    clone = torch.ops.aten.clone.default(permute, memory_format = torch.contiguous_format);  permute = None
    _unsafe_view = torch.ops.aten._unsafe_view.default(clone, [2, 128, 3]);  clone = None
    _param_constant39_1 = self._param_constant39
    _param_constant40_1 = self._param_constant40
    convolution_16 = torch.ops.aten.convolution.default(getitem_17, _param_constant39_1, _param_constant40_1, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  _param_constant39_1 = _param_constant40_1 = None
    silu_8 = torch.ops.aten.silu.default(convolution_16);  convolution_16 = None
    _param_constant41_1 = self._param_constant41
    _param_constant42_1 = self._param_constant42
    convolution_17 = torch.ops.aten.convolution.default(silu_8, _param_constant41_1, _param_constant42_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  silu_8 = _param_constant41_1 = _param_constant42_1 = None
    permute_1 = torch.ops.aten.permute.default(convolution_17, [0, 2, 3, 1]);  convolution_17 = None
    clone_1 = torch.ops.aten.clone.default(permute_1, memory_format = torch.contiguous_format);  permute_1 = None
    _unsafe_view_1 = torch.ops.aten._unsafe_view.default(clone_1, [2, 32, 3]);  clone_1 = None
    _param_constant39_2 = self._param_constant39
    _param_constant40_2 = self._param_constant40
    convolution_18 = torch.ops.aten.convolution.default(getitem_22, _param_constant39_2, _param_constant40_2, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  _param_constant39_2 = _param_constant40_2 = None
    silu_9 = torch.ops.aten.silu.default(convolution_18);  convolution_18 = None
    _param_constant41_2 = self._param_constant41
    _param_constant42_2 = self._param_constant42
    convolution_19 = torch.ops.aten.convolution.default(silu_9, _param_constant41_2, _param_constant42_2, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  silu_9 = _param_constant41_2 = _param_constant42_2 = None
    permute_2 = torch.ops.aten.permute.default(convolution_19, [0, 2, 3, 1]);  convolution_19 = None
    clone_2 = torch.ops.aten.clone.default(permute_2, memory_format = torch.contiguous_format);  permute_2 = None
    _unsafe_view_2 = torch.ops.aten._unsafe_view.default(clone_2, [2, 8, 3]);  clone_2 = None
    cat = torch.ops.aten.cat.default([_unsafe_view, _unsafe_view_1, _unsafe_view_2], 1);  _unsafe_view = _unsafe_view_1 = _unsafe_view_2 = None
    _param_constant43 = self._param_constant43
    _param_constant44 = self._param_constant44
    convolution_20 = torch.ops.aten.convolution.default(getitem_12, _param_constant43, _param_constant44, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  getitem_12 = _param_constant43 = _param_constant44 = None
    silu_10 = torch.ops.aten.silu.default(convolution_20);  convolution_20 = None
    _param_constant45 = self._param_constant45
    _param_constant46 = self._param_constant46
    convolution_21 = torch.ops.aten.convolution.default(silu_10, _param_constant45, _param_constant46, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  silu_10 = _param_constant45 = _param_constant46 = None
    permute_3 = torch.ops.aten.permute.default(convolution_21, [0, 2, 3, 1]);  convolution_21 = None
    clone_3 = torch.ops.aten.clone.default(permute_3, memory_format = torch.contiguous_format);  permute_3 = None
    _unsafe_view_3 = torch.ops.aten._unsafe_view.default(clone_3, [2, 128, 4]);  clone_3 = None
    _param_constant43_1 = self._param_constant43
    _param_constant44_1 = self._param_constant44
    convolution_22 = torch.ops.aten.convolution.default(getitem_17, _param_constant43_1, _param_constant44_1, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  getitem_17 = _param_constant43_1 = _param_constant44_1 = None
    silu_11 = torch.ops.aten.silu.default(convolution_22);  convolution_22 = None
    _param_constant45_1 = self._param_constant45
    _param_constant46_1 = self._param_constant46
    convolution_23 = torch.ops.aten.convolution.default(silu_11, _param_constant45_1, _param_constant46_1, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  silu_11 = _param_constant45_1 = _param_constant46_1 = None
    permute_4 = torch.ops.aten.permute.default(convolution_23, [0, 2, 3, 1]);  convolution_23 = None
    clone_4 = torch.ops.aten.clone.default(permute_4, memory_format = torch.contiguous_format);  permute_4 = None
    _unsafe_view_4 = torch.ops.aten._unsafe_view.default(clone_4, [2, 32, 4]);  clone_4 = None
    _param_constant43_2 = self._param_constant43
    _param_constant44_2 = self._param_constant44
    convolution_24 = torch.ops.aten.convolution.default(getitem_22, _param_constant43_2, _param_constant44_2, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  getitem_22 = _param_constant43_2 = _param_constant44_2 = None
    silu_12 = torch.ops.aten.silu.default(convolution_24);  convolution_24 = None
    _param_constant45_2 = self._param_constant45
    _param_constant46_2 = self._param_constant46
    convolution_25 = torch.ops.aten.convolution.default(silu_12, _param_constant45_2, _param_constant46_2, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  silu_12 = _param_constant45_2 = _param_constant46_2 = None
    permute_5 = torch.ops.aten.permute.default(convolution_25, [0, 2, 3, 1]);  convolution_25 = None
    clone_5 = torch.ops.aten.clone.default(permute_5, memory_format = torch.contiguous_format);  permute_5 = None
    _unsafe_view_5 = torch.ops.aten._unsafe_view.default(clone_5, [2, 8, 4]);  clone_5 = None
    cat_1 = torch.ops.aten.cat.default([_unsafe_view_3, _unsafe_view_4, _unsafe_view_5], 1);  _unsafe_view_3 = _unsafe_view_4 = _unsafe_view_5 = None
    sum_5 = torch.ops.aten.sum.default(pos_1)
    clamp = torch.ops.aten.clamp.default(sum_5, 1.0);  sum_5 = None
    sigmoid = torch.ops.aten.sigmoid.default(cat)
    detach_4 = torch.ops.aten.detach.default(sigmoid);  detach_4 = None
    binary_cross_entropy_with_logits = torch.ops.aten.binary_cross_entropy_with_logits.default(cat, cls_t_1, None, None, 0);  cat = None
    mul_9 = torch.ops.aten.mul.Tensor(sigmoid, cls_t_1)
    rsub = torch.ops.aten.rsub.Scalar(sigmoid, 1);  sigmoid = None
    rsub_1 = torch.ops.aten.rsub.Scalar(cls_t_1, 1)
    mul_10 = torch.ops.aten.mul.Tensor(rsub, rsub_1);  rsub = rsub_1 = None
    add_9 = torch.ops.aten.add.Tensor(mul_9, mul_10);  mul_9 = mul_10 = None
    mul_11 = torch.ops.aten.mul.Tensor(cls_t_1, 0.25)
    rsub_2 = torch.ops.aten.rsub.Scalar(cls_t_1, 1);  cls_t_1 = None
    mul_12 = torch.ops.aten.mul.Tensor(rsub_2, 0.75);  rsub_2 = None
    add_10 = torch.ops.aten.add.Tensor(mul_11, mul_12);  mul_11 = mul_12 = None
    rsub_3 = torch.ops.aten.rsub.Scalar(add_9, 1);  add_9 = None
    pow_1 = torch.ops.aten.pow.Tensor_Scalar(rsub_3, 1.5);  rsub_3 = None
    mul_13 = torch.ops.aten.mul.Tensor(add_10, pow_1);  add_10 = pow_1 = None
    mul_14 = torch.ops.aten.mul.Tensor(mul_13, binary_cross_entropy_with_logits);  mul_13 = binary_cross_entropy_with_logits = None
    sum_6 = torch.ops.aten.sum.default(mul_14);  mul_14 = None
    div_4 = torch.ops.aten.div.Tensor(sum_6, clamp);  sum_6 = None
    huber_loss = torch.ops.aten.huber_loss.default(cat_1, box_t_1, 0, 0.1);  cat_1 = box_t_1 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(pos_1, 2);  pos_1 = None
    mul_15 = torch.ops.aten.mul.Tensor(huber_loss, unsqueeze);  huber_loss = unsqueeze = None
    sum_7 = torch.ops.aten.sum.default(mul_15);  mul_15 = None
    mul_16 = torch.ops.aten.mul.Tensor(clamp, 4);  clamp = None
    div_5 = torch.ops.aten.div.Tensor(sum_7, mul_16);  sum_7 = mul_16 = None
    mul_17 = torch.ops.aten.mul.Tensor(div_5, 50.0);  div_5 = None
    add_11 = torch.ops.aten.add.Tensor(div_4, mul_17);  div_4 = mul_17 = None
    return add_11
    