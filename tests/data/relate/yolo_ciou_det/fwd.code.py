


def forward(self, img_1, idx3_1, tbox3_1, tcls3_1, idx4_1, tbox4_1, tcls4_1):
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
    upsample_nearest2d = torch.ops.aten.upsample_nearest2d.default(silu_1, [8, 8], 2.0, 2.0)
    _param_constant6 = self._param_constant6
    _param_constant7 = self._param_constant7
    convolution_2 = torch.ops.aten.convolution.default(silu, _param_constant6, _param_constant7, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  silu = _param_constant6 = _param_constant7 = None
    add = torch.ops.aten.add.Tensor(upsample_nearest2d, convolution_2);  upsample_nearest2d = convolution_2 = None
    _param_constant8 = self._param_constant8
    convolution_3 = torch.ops.aten.convolution.default(add, _param_constant8, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  add = _param_constant8 = None
    _tensor_constant6 = self._tensor_constant6
    add__2 = torch.ops.aten.add_.Tensor(_tensor_constant6, 1);  _tensor_constant6 = add__2 = None
    empty_2 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_2 = None
    _param_constant9 = self._param_constant9
    _param_constant10 = self._param_constant10
    _tensor_constant7 = self._tensor_constant7
    _tensor_constant8 = self._tensor_constant8
    native_batch_norm_2 = torch.ops.aten.native_batch_norm.default(convolution_3, _param_constant9, _param_constant10, _tensor_constant7, _tensor_constant8, True, 0.1, 1e-05);  convolution_3 = _param_constant9 = _param_constant10 = _tensor_constant7 = _tensor_constant8 = None
    getitem_6 = native_batch_norm_2[0]
    getitem_7 = native_batch_norm_2[1];  getitem_7 = None
    getitem_8 = native_batch_norm_2[2];  native_batch_norm_2 = getitem_8 = None
    silu_2 = torch.ops.aten.silu.default(getitem_6);  getitem_6 = None
    _param_constant11 = self._param_constant11
    _param_constant12 = self._param_constant12
    convolution_4 = torch.ops.aten.convolution.default(silu_2, _param_constant11, _param_constant12, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  silu_2 = _param_constant11 = _param_constant12 = None
    view = torch.ops.aten.view.default(convolution_4, [2, 2, 8, 8, 8]);  convolution_4 = None
    permute = torch.ops.aten.permute.default(view, [0, 1, 3, 4, 2]);  view = None
    slice_1 = torch.ops.aten.slice.Tensor(permute, 4, 0, 2)
    sigmoid = torch.ops.aten.sigmoid.default(slice_1);  slice_1 = None
    detach = torch.ops.aten.detach.default(sigmoid);  detach = None
    mul = torch.ops.aten.mul.Tensor(sigmoid, 2);  sigmoid = None
    sub = torch.ops.aten.sub.Tensor(mul, 0.5);  mul = None
    _tensor_constant9 = self._tensor_constant9
    add_1 = torch.ops.aten.add.Tensor(sub, _tensor_constant9);  sub = _tensor_constant9 = None
    mul_1 = torch.ops.aten.mul.Tensor(add_1, 2.0);  add_1 = None
    slice_2 = torch.ops.aten.slice.Tensor(permute, 4, 2, 4)
    sigmoid_1 = torch.ops.aten.sigmoid.default(slice_2);  slice_2 = None
    detach_1 = torch.ops.aten.detach.default(sigmoid_1);  detach_1 = None
    mul_2 = torch.ops.aten.mul.Tensor(sigmoid_1, 2);  sigmoid_1 = None
    pow_1 = torch.ops.aten.pow.Tensor_Scalar(mul_2, 2);  mul_2 = None
    _tensor_constant10 = self._tensor_constant10
    mul_3 = torch.ops.aten.mul.Tensor(pow_1, _tensor_constant10);  pow_1 = _tensor_constant10 = None
    slice_3 = torch.ops.aten.slice.Tensor(permute, 4, 4, 9223372036854775807);  permute = None
    cat = torch.ops.aten.cat.default([mul_1, mul_3, slice_3], -1);  mul_1 = mul_3 = slice_3 = None
    _param_constant13 = self._param_constant13
    _param_constant14 = self._param_constant14
    convolution_5 = torch.ops.aten.convolution.default(silu_1, _param_constant13, _param_constant14, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  silu_1 = _param_constant13 = _param_constant14 = None
    view_1 = torch.ops.aten.view.default(convolution_5, [2, 2, 8, 4, 4]);  convolution_5 = None
    permute_1 = torch.ops.aten.permute.default(view_1, [0, 1, 3, 4, 2]);  view_1 = None
    slice_4 = torch.ops.aten.slice.Tensor(permute_1, 4, 0, 2)
    sigmoid_2 = torch.ops.aten.sigmoid.default(slice_4);  slice_4 = None
    detach_2 = torch.ops.aten.detach.default(sigmoid_2);  detach_2 = None
    mul_4 = torch.ops.aten.mul.Tensor(sigmoid_2, 2);  sigmoid_2 = None
    sub_1 = torch.ops.aten.sub.Tensor(mul_4, 0.5);  mul_4 = None
    _tensor_constant11 = self._tensor_constant11
    add_2 = torch.ops.aten.add.Tensor(sub_1, _tensor_constant11);  sub_1 = _tensor_constant11 = None
    mul_5 = torch.ops.aten.mul.Tensor(add_2, 4.0);  add_2 = None
    slice_5 = torch.ops.aten.slice.Tensor(permute_1, 4, 2, 4)
    sigmoid_3 = torch.ops.aten.sigmoid.default(slice_5);  slice_5 = None
    detach_3 = torch.ops.aten.detach.default(sigmoid_3);  detach_3 = None
    mul_6 = torch.ops.aten.mul.Tensor(sigmoid_3, 2);  sigmoid_3 = None
    pow_2 = torch.ops.aten.pow.Tensor_Scalar(mul_6, 2);  mul_6 = None
    _tensor_constant12 = self._tensor_constant12
    mul_7 = torch.ops.aten.mul.Tensor(pow_2, _tensor_constant12);  pow_2 = _tensor_constant12 = None
    slice_6 = torch.ops.aten.slice.Tensor(permute_1, 4, 4, 9223372036854775807);  permute_1 = None
    cat_1 = torch.ops.aten.cat.default([mul_5, mul_7, slice_6], -1);  mul_5 = mul_7 = slice_6 = None
    unbind = torch.ops.aten.unbind.int(idx3_1, 1);  idx3_1 = None
    getitem_9 = unbind[0]
    getitem_10 = unbind[1]
    getitem_11 = unbind[2]
    getitem_12 = unbind[3];  unbind = None
    index = torch.ops.aten.index.Tensor(cat, [getitem_9, getitem_10, getitem_11, getitem_12])
    slice_7 = torch.ops.aten.slice.Tensor(index, 1, 0, 4)
    unbind_1 = torch.ops.aten.unbind.int(slice_7, -1);  slice_7 = None
    getitem_13 = unbind_1[0]
    getitem_14 = unbind_1[1]
    getitem_15 = unbind_1[2]
    getitem_16 = unbind_1[3];  unbind_1 = None
    unbind_2 = torch.ops.aten.unbind.int(tbox3_1, -1);  tbox3_1 = None
    getitem_17 = unbind_2[0]
    getitem_18 = unbind_2[1]
    getitem_19 = unbind_2[2]
    getitem_20 = unbind_2[3];  unbind_2 = None
    div = torch.ops.aten.div.Tensor(getitem_15, 2)
    sub_2 = torch.ops.aten.sub.Tensor(getitem_13, div);  div = None
    div_1 = torch.ops.aten.div.Tensor(getitem_15, 2)
    add_3 = torch.ops.aten.add.Tensor(getitem_13, div_1);  getitem_13 = div_1 = None
    div_2 = torch.ops.aten.div.Tensor(getitem_16, 2)
    sub_3 = torch.ops.aten.sub.Tensor(getitem_14, div_2);  div_2 = None
    div_3 = torch.ops.aten.div.Tensor(getitem_16, 2)
    add_4 = torch.ops.aten.add.Tensor(getitem_14, div_3);  getitem_14 = div_3 = None
    div_4 = torch.ops.aten.div.Tensor(getitem_19, 2)
    sub_4 = torch.ops.aten.sub.Tensor(getitem_17, div_4);  div_4 = None
    div_5 = torch.ops.aten.div.Tensor(getitem_19, 2)
    add_5 = torch.ops.aten.add.Tensor(getitem_17, div_5);  getitem_17 = div_5 = None
    div_6 = torch.ops.aten.div.Tensor(getitem_20, 2)
    sub_5 = torch.ops.aten.sub.Tensor(getitem_18, div_6);  div_6 = None
    div_7 = torch.ops.aten.div.Tensor(getitem_20, 2)
    add_6 = torch.ops.aten.add.Tensor(getitem_18, div_7);  getitem_18 = div_7 = None
    minimum = torch.ops.aten.minimum.default(add_3, add_5)
    maximum = torch.ops.aten.maximum.default(sub_2, sub_4)
    sub_6 = torch.ops.aten.sub.Tensor(minimum, maximum);  minimum = maximum = None
    clamp = torch.ops.aten.clamp.default(sub_6, 0);  sub_6 = None
    minimum_1 = torch.ops.aten.minimum.default(add_4, add_6)
    maximum_1 = torch.ops.aten.maximum.default(sub_3, sub_5)
    sub_7 = torch.ops.aten.sub.Tensor(minimum_1, maximum_1);  minimum_1 = maximum_1 = None
    clamp_1 = torch.ops.aten.clamp.default(sub_7, 0);  sub_7 = None
    mul_8 = torch.ops.aten.mul.Tensor(clamp, clamp_1);  clamp = clamp_1 = None
    mul_9 = torch.ops.aten.mul.Tensor(getitem_15, getitem_16)
    mul_10 = torch.ops.aten.mul.Tensor(getitem_19, getitem_20)
    add_7 = torch.ops.aten.add.Tensor(mul_9, mul_10);  mul_9 = mul_10 = None
    sub_8 = torch.ops.aten.sub.Tensor(add_7, mul_8);  add_7 = None
    add_8 = torch.ops.aten.add.Tensor(sub_8, 1e-07);  sub_8 = None
    div_8 = torch.ops.aten.div.Tensor(mul_8, add_8);  mul_8 = add_8 = None
    maximum_2 = torch.ops.aten.maximum.default(add_3, add_5)
    minimum_2 = torch.ops.aten.minimum.default(sub_2, sub_4)
    sub_9 = torch.ops.aten.sub.Tensor(maximum_2, minimum_2);  maximum_2 = minimum_2 = None
    maximum_3 = torch.ops.aten.maximum.default(add_4, add_6)
    minimum_3 = torch.ops.aten.minimum.default(sub_3, sub_5)
    sub_10 = torch.ops.aten.sub.Tensor(maximum_3, minimum_3);  maximum_3 = minimum_3 = None
    pow_3 = torch.ops.aten.pow.Tensor_Scalar(sub_9, 2);  sub_9 = None
    pow_4 = torch.ops.aten.pow.Tensor_Scalar(sub_10, 2);  sub_10 = None
    add_9 = torch.ops.aten.add.Tensor(pow_3, pow_4);  pow_3 = pow_4 = None
    add_10 = torch.ops.aten.add.Tensor(add_9, 1e-07);  add_9 = None
    add_11 = torch.ops.aten.add.Tensor(sub_4, add_5);  sub_4 = add_5 = None
    sub_11 = torch.ops.aten.sub.Tensor(add_11, sub_2);  add_11 = sub_2 = None
    sub_12 = torch.ops.aten.sub.Tensor(sub_11, add_3);  sub_11 = add_3 = None
    pow_5 = torch.ops.aten.pow.Tensor_Scalar(sub_12, 2);  sub_12 = None
    add_12 = torch.ops.aten.add.Tensor(sub_5, add_6);  sub_5 = add_6 = None
    sub_13 = torch.ops.aten.sub.Tensor(add_12, sub_3);  add_12 = sub_3 = None
    sub_14 = torch.ops.aten.sub.Tensor(sub_13, add_4);  sub_13 = add_4 = None
    pow_6 = torch.ops.aten.pow.Tensor_Scalar(sub_14, 2);  sub_14 = None
    add_13 = torch.ops.aten.add.Tensor(pow_5, pow_6);  pow_5 = pow_6 = None
    div_9 = torch.ops.aten.div.Tensor(add_13, 4);  add_13 = None
    add_14 = torch.ops.aten.add.Tensor(getitem_20, 1e-07);  getitem_20 = None
    div_10 = torch.ops.aten.div.Tensor(getitem_19, add_14);  getitem_19 = add_14 = None
    atan = torch.ops.aten.atan.default(div_10);  div_10 = None
    add_15 = torch.ops.aten.add.Tensor(getitem_16, 1e-07);  getitem_16 = None
    div_11 = torch.ops.aten.div.Tensor(getitem_15, add_15);  getitem_15 = add_15 = None
    atan_1 = torch.ops.aten.atan.default(div_11);  div_11 = None
    sub_15 = torch.ops.aten.sub.Tensor(atan, atan_1);  atan = atan_1 = None
    pow_7 = torch.ops.aten.pow.Tensor_Scalar(sub_15, 2);  sub_15 = None
    mul_11 = torch.ops.aten.mul.Tensor(pow_7, 0.4052847345693511);  pow_7 = None
    sub_16 = torch.ops.aten.sub.Tensor(mul_11, div_8)
    add_16 = torch.ops.aten.add.Tensor(sub_16, 1.0000001);  sub_16 = None
    div_12 = torch.ops.aten.div.Tensor(mul_11, add_16);  add_16 = None
    detach_4 = torch.ops.aten.detach.default(div_12);  div_12 = None
    div_13 = torch.ops.aten.div.Tensor(div_9, add_10);  div_9 = add_10 = None
    mul_12 = torch.ops.aten.mul.Tensor(mul_11, detach_4);  mul_11 = detach_4 = None
    add_17 = torch.ops.aten.add.Tensor(div_13, mul_12);  div_13 = mul_12 = None
    sub_17 = torch.ops.aten.sub.Tensor(div_8, add_17);  div_8 = add_17 = None
    rsub = torch.ops.aten.rsub.Scalar(sub_17, 1.0)
    mean = torch.ops.aten.mean.default(rsub);  rsub = None
    add_18 = torch.ops.aten.add.Tensor(mean, 0.0);  mean = None
    select = torch.ops.aten.select.int(cat, 4, 4)
    zeros_like = torch.ops.aten.zeros_like.default(select, pin_memory = False);  select = None
    detach_5 = torch.ops.aten.detach.default(sub_17);  sub_17 = None
    clamp_2 = torch.ops.aten.clamp.default(detach_5, 0);  detach_5 = None
    index_put = torch.ops.aten.index_put.default(zeros_like, [getitem_9, getitem_10, getitem_11, getitem_12], clamp_2);  zeros_like = getitem_9 = getitem_10 = getitem_11 = getitem_12 = clamp_2 = None
    select_1 = torch.ops.aten.select.int(cat, 4, 4);  cat = None
    binary_cross_entropy_with_logits = torch.ops.aten.binary_cross_entropy_with_logits.default(select_1, index_put);  select_1 = index_put = None
    mul_13 = torch.ops.aten.mul.Tensor(binary_cross_entropy_with_logits, 4.0);  binary_cross_entropy_with_logits = None
    add_19 = torch.ops.aten.add.Tensor(mul_13, 0.0);  mul_13 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(tcls3_1, 1);  tcls3_1 = None
    arange = torch.ops.aten.arange.default(3, device = device(type='cpu'), pin_memory = False)
    eq = torch.ops.aten.eq.Tensor(unsqueeze, arange);  unsqueeze = arange = None
    _to_copy = torch.ops.aten._to_copy.default(eq, dtype = torch.float32);  eq = None
    slice_8 = torch.ops.aten.slice.Tensor(index, 1, 5, 9223372036854775807);  index = None
    binary_cross_entropy_with_logits_1 = torch.ops.aten.binary_cross_entropy_with_logits.default(slice_8, _to_copy);  slice_8 = _to_copy = None
    add_20 = torch.ops.aten.add.Tensor(binary_cross_entropy_with_logits_1, 0.0);  binary_cross_entropy_with_logits_1 = None
    unbind_3 = torch.ops.aten.unbind.int(idx4_1, 1);  idx4_1 = None
    getitem_21 = unbind_3[0]
    getitem_22 = unbind_3[1]
    getitem_23 = unbind_3[2]
    getitem_24 = unbind_3[3];  unbind_3 = None
    index_1 = torch.ops.aten.index.Tensor(cat_1, [getitem_21, getitem_22, getitem_23, getitem_24])
    slice_9 = torch.ops.aten.slice.Tensor(index_1, 1, 0, 4)
    unbind_4 = torch.ops.aten.unbind.int(slice_9, -1);  slice_9 = None
    getitem_25 = unbind_4[0]
    getitem_26 = unbind_4[1]
    getitem_27 = unbind_4[2]
    getitem_28 = unbind_4[3];  unbind_4 = None
    unbind_5 = torch.ops.aten.unbind.int(tbox4_1, -1);  tbox4_1 = None
    getitem_29 = unbind_5[0]
    getitem_30 = unbind_5[1]
    getitem_31 = unbind_5[2]
    getitem_32 = unbind_5[3];  unbind_5 = None
    div_14 = torch.ops.aten.div.Tensor(getitem_27, 2)
    sub_18 = torch.ops.aten.sub.Tensor(getitem_25, div_14);  div_14 = None
    div_15 = torch.ops.aten.div.Tensor(getitem_27, 2)
    add_21 = torch.ops.aten.add.Tensor(getitem_25, div_15);  getitem_25 = div_15 = None
    div_16 = torch.ops.aten.div.Tensor(getitem_28, 2)
    sub_19 = torch.ops.aten.sub.Tensor(getitem_26, div_16);  div_16 = None
    div_17 = torch.ops.aten.div.Tensor(getitem_28, 2)
    add_22 = torch.ops.aten.add.Tensor(getitem_26, div_17);  getitem_26 = div_17 = None
    div_18 = torch.ops.aten.div.Tensor(getitem_31, 2)
    sub_20 = torch.ops.aten.sub.Tensor(getitem_29, div_18);  div_18 = None
    div_19 = torch.ops.aten.div.Tensor(getitem_31, 2)
    add_23 = torch.ops.aten.add.Tensor(getitem_29, div_19);  getitem_29 = div_19 = None
    div_20 = torch.ops.aten.div.Tensor(getitem_32, 2)
    sub_21 = torch.ops.aten.sub.Tensor(getitem_30, div_20);  div_20 = None
    div_21 = torch.ops.aten.div.Tensor(getitem_32, 2)
    add_24 = torch.ops.aten.add.Tensor(getitem_30, div_21);  getitem_30 = div_21 = None
    minimum_4 = torch.ops.aten.minimum.default(add_21, add_23)
    maximum_4 = torch.ops.aten.maximum.default(sub_18, sub_20)
    sub_22 = torch.ops.aten.sub.Tensor(minimum_4, maximum_4);  minimum_4 = maximum_4 = None
    clamp_3 = torch.ops.aten.clamp.default(sub_22, 0);  sub_22 = None
    minimum_5 = torch.ops.aten.minimum.default(add_22, add_24)
    maximum_5 = torch.ops.aten.maximum.default(sub_19, sub_21)
    sub_23 = torch.ops.aten.sub.Tensor(minimum_5, maximum_5);  minimum_5 = maximum_5 = None
    clamp_4 = torch.ops.aten.clamp.default(sub_23, 0);  sub_23 = None
    mul_14 = torch.ops.aten.mul.Tensor(clamp_3, clamp_4);  clamp_3 = clamp_4 = None
    mul_15 = torch.ops.aten.mul.Tensor(getitem_27, getitem_28)
    mul_16 = torch.ops.aten.mul.Tensor(getitem_31, getitem_32)
    add_25 = torch.ops.aten.add.Tensor(mul_15, mul_16);  mul_15 = mul_16 = None
    sub_24 = torch.ops.aten.sub.Tensor(add_25, mul_14);  add_25 = None
    add_26 = torch.ops.aten.add.Tensor(sub_24, 1e-07);  sub_24 = None
    div_22 = torch.ops.aten.div.Tensor(mul_14, add_26);  mul_14 = add_26 = None
    maximum_6 = torch.ops.aten.maximum.default(add_21, add_23)
    minimum_6 = torch.ops.aten.minimum.default(sub_18, sub_20)
    sub_25 = torch.ops.aten.sub.Tensor(maximum_6, minimum_6);  maximum_6 = minimum_6 = None
    maximum_7 = torch.ops.aten.maximum.default(add_22, add_24)
    minimum_7 = torch.ops.aten.minimum.default(sub_19, sub_21)
    sub_26 = torch.ops.aten.sub.Tensor(maximum_7, minimum_7);  maximum_7 = minimum_7 = None
    pow_8 = torch.ops.aten.pow.Tensor_Scalar(sub_25, 2);  sub_25 = None
    pow_9 = torch.ops.aten.pow.Tensor_Scalar(sub_26, 2);  sub_26 = None
    add_27 = torch.ops.aten.add.Tensor(pow_8, pow_9);  pow_8 = pow_9 = None
    add_28 = torch.ops.aten.add.Tensor(add_27, 1e-07);  add_27 = None
    add_29 = torch.ops.aten.add.Tensor(sub_20, add_23);  sub_20 = add_23 = None
    sub_27 = torch.ops.aten.sub.Tensor(add_29, sub_18);  add_29 = sub_18 = None
    sub_28 = torch.ops.aten.sub.Tensor(sub_27, add_21);  sub_27 = add_21 = None
    pow_10 = torch.ops.aten.pow.Tensor_Scalar(sub_28, 2);  sub_28 = None
    add_30 = torch.ops.aten.add.Tensor(sub_21, add_24);  sub_21 = add_24 = None
    sub_29 = torch.ops.aten.sub.Tensor(add_30, sub_19);  add_30 = sub_19 = None
    sub_30 = torch.ops.aten.sub.Tensor(sub_29, add_22);  sub_29 = add_22 = None
    pow_11 = torch.ops.aten.pow.Tensor_Scalar(sub_30, 2);  sub_30 = None
    add_31 = torch.ops.aten.add.Tensor(pow_10, pow_11);  pow_10 = pow_11 = None
    div_23 = torch.ops.aten.div.Tensor(add_31, 4);  add_31 = None
    add_32 = torch.ops.aten.add.Tensor(getitem_32, 1e-07);  getitem_32 = None
    div_24 = torch.ops.aten.div.Tensor(getitem_31, add_32);  getitem_31 = add_32 = None
    atan_2 = torch.ops.aten.atan.default(div_24);  div_24 = None
    add_33 = torch.ops.aten.add.Tensor(getitem_28, 1e-07);  getitem_28 = None
    div_25 = torch.ops.aten.div.Tensor(getitem_27, add_33);  getitem_27 = add_33 = None
    atan_3 = torch.ops.aten.atan.default(div_25);  div_25 = None
    sub_31 = torch.ops.aten.sub.Tensor(atan_2, atan_3);  atan_2 = atan_3 = None
    pow_12 = torch.ops.aten.pow.Tensor_Scalar(sub_31, 2);  sub_31 = None
    mul_17 = torch.ops.aten.mul.Tensor(pow_12, 0.4052847345693511);  pow_12 = None
    sub_32 = torch.ops.aten.sub.Tensor(mul_17, div_22)
    add_34 = torch.ops.aten.add.Tensor(sub_32, 1.0000001);  sub_32 = None
    div_26 = torch.ops.aten.div.Tensor(mul_17, add_34);  add_34 = None
    detach_6 = torch.ops.aten.detach.default(div_26);  div_26 = None
    div_27 = torch.ops.aten.div.Tensor(div_23, add_28);  div_23 = add_28 = None
    mul_18 = torch.ops.aten.mul.Tensor(mul_17, detach_6);  mul_17 = detach_6 = None
    add_35 = torch.ops.aten.add.Tensor(div_27, mul_18);  div_27 = mul_18 = None
    sub_33 = torch.ops.aten.sub.Tensor(div_22, add_35);  div_22 = add_35 = None
    rsub_1 = torch.ops.aten.rsub.Scalar(sub_33, 1.0)
    mean_1 = torch.ops.aten.mean.default(rsub_1);  rsub_1 = None
    add_36 = torch.ops.aten.add.Tensor(add_18, mean_1);  add_18 = mean_1 = None
    select_2 = torch.ops.aten.select.int(cat_1, 4, 4)
    zeros_like_1 = torch.ops.aten.zeros_like.default(select_2, pin_memory = False);  select_2 = None
    detach_7 = torch.ops.aten.detach.default(sub_33);  sub_33 = None
    clamp_5 = torch.ops.aten.clamp.default(detach_7, 0);  detach_7 = None
    index_put_1 = torch.ops.aten.index_put.default(zeros_like_1, [getitem_21, getitem_22, getitem_23, getitem_24], clamp_5);  zeros_like_1 = getitem_21 = getitem_22 = getitem_23 = getitem_24 = clamp_5 = None
    select_3 = torch.ops.aten.select.int(cat_1, 4, 4);  cat_1 = None
    binary_cross_entropy_with_logits_2 = torch.ops.aten.binary_cross_entropy_with_logits.default(select_3, index_put_1);  select_3 = index_put_1 = None
    mul_19 = torch.ops.aten.mul.Tensor(binary_cross_entropy_with_logits_2, 1.0);  binary_cross_entropy_with_logits_2 = None
    add_37 = torch.ops.aten.add.Tensor(add_19, mul_19);  add_19 = mul_19 = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(tcls4_1, 1);  tcls4_1 = None
    arange_1 = torch.ops.aten.arange.default(3, device = device(type='cpu'), pin_memory = False)
    eq_1 = torch.ops.aten.eq.Tensor(unsqueeze_1, arange_1);  unsqueeze_1 = arange_1 = None
    _to_copy_1 = torch.ops.aten._to_copy.default(eq_1, dtype = torch.float32);  eq_1 = None
    slice_10 = torch.ops.aten.slice.Tensor(index_1, 1, 5, 9223372036854775807);  index_1 = None
    binary_cross_entropy_with_logits_3 = torch.ops.aten.binary_cross_entropy_with_logits.default(slice_10, _to_copy_1);  slice_10 = _to_copy_1 = None
    add_38 = torch.ops.aten.add.Tensor(add_20, binary_cross_entropy_with_logits_3);  add_20 = binary_cross_entropy_with_logits_3 = None
    mul_20 = torch.ops.aten.mul.Tensor(add_36, 0.05);  add_36 = None
    mul_21 = torch.ops.aten.mul.Tensor(add_37, 1.0);  add_37 = None
    add_39 = torch.ops.aten.add.Tensor(mul_20, mul_21);  mul_20 = mul_21 = None
    mul_22 = torch.ops.aten.mul.Tensor(add_38, 0.5);  add_38 = None
    add_40 = torch.ops.aten.add.Tensor(add_39, mul_22);  add_39 = mul_22 = None
    mul_23 = torch.ops.aten.mul.Tensor(add_40, 2);  add_40 = None
    return mul_23
    