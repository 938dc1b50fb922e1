


def forward(self, img_1, mask_1):
    _param_constant0 = self._param_constant0
    _param_constant1 = self._param_constant1
    convolution = torch.ops.aten.convolution.default(img_1, _param_constant0, _param_constant1, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  img_1 = _param_constant0 = _param_constant1 = None
    _param_constant2 = self._param_constant2
    _param_constant3 = self._param_constant3
    native_group_norm = torch.ops.aten.native_group_norm.default(convolution, _param_constant2, _param_constant3, 2, 6, 64, 2, 1e-05);  convolution = _param_constant2 = _param_constant3 = None
    getitem = native_group_norm[0]
    getitem_1 = native_group_norm[1]
    getitem_2 = native_group_norm[2];  native_group_norm = None
    detach = torch.ops.aten.detach.default(getitem_1);  getitem_1 = detach = None
    detach_1 = torch.ops.aten.detach.default(getitem_2);  getitem_2 = detach_1 = None
    relu = torch.ops.aten.relu.default(getitem);  getitem = None
    detach_2 = torch.ops.aten.detach.default(relu);  detach_2 = None
    _param_constant4 = self._param_constant4
    _param_constant5 = self._param_constant5
    convolution_1 = torch.ops.aten.convolution.default(relu, _param_constant4, _param_constant5, [1, 1], [2, 2], [2, 2], False, [0, 0], 1);  _param_constant4 = _param_constant5 = None
    relu_1 = torch.ops.aten.relu.default(convolution_1);  convolution_1 = None
    detach_3 = torch.ops.aten.detach.default(relu_1);  detach_3 = None
    add = torch.ops.aten.add.Tensor(relu, relu_1);  relu = relu_1 = None
    _param_constant6 = self._param_constant6
    _param_constant7 = self._param_constant7
    convolution_2 = torch.ops.aten.convolution.default(add, _param_constant6, _param_constant7, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  add = _param_constant6 = _param_constant7 = None
    _softmax = torch.ops.aten._softmax.default(convolution_2, 1, False)
    detach_4 = torch.ops.aten.detach.default(_softmax);  detach_4 = None
    slice_1 = torch.ops.aten.slice.Tensor(_softmax, 1, 1, 9223372036854775807)
    neg = torch.ops.aten.neg.default(slice_1)
    max_pool2d_with_indices = torch.ops.aten.max_pool2d_with_indices.default(neg, [3, 1], [1, 1], [1, 0]);  neg = None
    getitem_3 = max_pool2d_with_indices[0]
    getitem_4 = max_pool2d_with_indices[1];  max_pool2d_with_indices = getitem_4 = None
    neg_1 = torch.ops.aten.neg.default(getitem_3);  getitem_3 = None
    neg_2 = torch.ops.aten.neg.default(slice_1)
    max_pool2d_with_indices_1 = torch.ops.aten.max_pool2d_with_indices.default(neg_2, [1, 3], [1, 1], [0, 1]);  neg_2 = None
    getitem_5 = max_pool2d_with_indices_1[0]
    getitem_6 = max_pool2d_with_indices_1[1];  max_pool2d_with_indices_1 = getitem_6 = None
    neg_3 = torch.ops.aten.neg.default(getitem_5);  getitem_5 = None
    minimum = torch.ops.aten.minimum.default(neg_1, neg_3);  neg_1 = neg_3 = None
    max_pool2d_with_indices_2 = torch.ops.aten.max_pool2d_with_indices.default(minimum, [3, 3], [1, 1], [1, 1]);  minimum = None
    getitem_7 = max_pool2d_with_indices_2[0]
    getitem_8 = max_pool2d_with_indices_2[1];  max_pool2d_with_indices_2 = getitem_8 = None
    sub = torch.ops.aten.sub.Tensor(slice_1, getitem_7);  getitem_7 = None
    relu_2 = torch.ops.aten.relu.default(sub);  sub = None
    detach_5 = torch.ops.aten.detach.default(relu_2);  detach_5 = None
    neg_4 = torch.ops.aten.neg.default(slice_1)
    max_pool2d_with_indices_3 = torch.ops.aten.max_pool2d_with_indices.default(neg_4, [3, 1], [1, 1], [1, 0]);  neg_4 = None
    getitem_9 = max_pool2d_with_indices_3[0]
    getitem_10 = max_pool2d_with_indices_3[1];  max_pool2d_with_indices_3 = getitem_10 = None
    neg_5 = torch.ops.aten.neg.default(getitem_9);  getitem_9 = None
    neg_6 = torch.ops.aten.neg.default(slice_1);  slice_1 = None
    max_pool2d_with_indices_4 = torch.ops.aten.max_pool2d_with_indices.default(neg_6, [1, 3], [1, 1], [0, 1]);  neg_6 = None
    getitem_11 = max_pool2d_with_indices_4[0]
    getitem_12 = max_pool2d_with_indices_4[1];  max_pool2d_with_indices_4 = getitem_12 = None
    neg_7 = torch.ops.aten.neg.default(getitem_11);  getitem_11 = None
    minimum_1 = torch.ops.aten.minimum.default(neg_5, neg_7);  neg_5 = neg_7 = None
    neg_8 = torch.ops.aten.neg.default(minimum_1)
    max_pool2d_with_indices_5 = torch.ops.aten.max_pool2d_with_indices.default(neg_8, [3, 1], [1, 1], [1, 0]);  neg_8 = None
    getitem_13 = max_pool2d_with_indices_5[0]
    getitem_14 = max_pool2d_with_indices_5[1];  max_pool2d_with_indices_5 = getitem_14 = None
    neg_9 = torch.ops.aten.neg.default(getitem_13);  getitem_13 = None
    neg_10 = torch.ops.aten.neg.default(minimum_1)
    max_pool2d_with_indices_6 = torch.ops.aten.max_pool2d_with_indices.default(neg_10, [1, 3], [1, 1], [0, 1]);  neg_10 = None
    getitem_15 = max_pool2d_with_indices_6[0]
    getitem_16 = max_pool2d_with_indices_6[1];  max_pool2d_with_indices_6 = getitem_16 = None
    neg_11 = torch.ops.aten.neg.default(getitem_15);  getitem_15 = None
    minimum_2 = torch.ops.aten.minimum.default(neg_9, neg_11);  neg_9 = neg_11 = None
    max_pool2d_with_indices_7 = torch.ops.aten.max_pool2d_with_indices.default(minimum_2, [3, 3], [1, 1], [1, 1]);  minimum_2 = None
    getitem_17 = max_pool2d_with_indices_7[0]
    getitem_18 = max_pool2d_with_indices_7[1];  max_pool2d_with_indices_7 = getitem_18 = None
    sub_1 = torch.ops.aten.sub.Tensor(minimum_1, getitem_17);  getitem_17 = None
    relu_3 = torch.ops.aten.relu.default(sub_1);  sub_1 = None
    detach_6 = torch.ops.aten.detach.default(relu_3);  detach_6 = None
    mul = torch.ops.aten.mul.Tensor(relu_2, relu_3)
    sub_2 = torch.ops.aten.sub.Tensor(relu_3, mul);  relu_3 = mul = None
    relu_4 = torch.ops.aten.relu.default(sub_2);  sub_2 = None
    detach_7 = torch.ops.aten.detach.default(relu_4);  detach_7 = None
    add_1 = torch.ops.aten.add.Tensor(relu_2, relu_4);  relu_2 = relu_4 = None
    neg_12 = torch.ops.aten.neg.default(minimum_1)
    max_pool2d_with_indices_8 = torch.ops.aten.max_pool2d_with_indices.default(neg_12, [3, 1], [1, 1], [1, 0]);  neg_12 = None
    getitem_19 = max_pool2d_with_indices_8[0]
    getitem_20 = max_pool2d_with_indices_8[1];  max_pool2d_with_indices_8 = getitem_20 = None
    neg_13 = torch.ops.aten.neg.default(getitem_19);  getitem_19 = None
    neg_14 = torch.ops.aten.neg.default(minimum_1);  minimum_1 = None
    max_pool2d_with_indices_9 = torch.ops.aten.max_pool2d_with_indices.default(neg_14, [1, 3], [1, 1], [0, 1]);  neg_14 = None
    getitem_21 = max_pool2d_with_indices_9[0]
    getitem_22 = max_pool2d_with_indices_9[1];  max_pool2d_with_indices_9 = getitem_22 = None
    neg_15 = torch.ops.aten.neg.default(getitem_21);  getitem_21 = None
    minimum_3 = torch.ops.aten.minimum.default(neg_13, neg_15);  neg_13 = neg_15 = None
    neg_16 = torch.ops.aten.neg.default(minimum_3)
    max_pool2d_with_indices_10 = torch.ops.aten.max_pool2d_with_indices.default(neg_16, [3, 1], [1, 1], [1, 0]);  neg_16 = None
    getitem_23 = max_pool2d_with_indices_10[0]
    getitem_24 = max_pool2d_with_indices_10[1];  max_pool2d_with_indices_10 = getitem_24 = None
    neg_17 = torch.ops.aten.neg.default(getitem_23);  getitem_23 = None
    neg_18 = torch.ops.aten.neg.default(minimum_3)
    max_pool2d_with_indices_11 = torch.ops.aten.max_pool2d_with_indices.default(neg_18, [1, 3], [1, 1], [0, 1]);  neg_18 = None
    getitem_25 = max_pool2d_with_indices_11[0]
    getitem_26 = max_pool2d_with_indices_11[1];  max_pool2d_with_indices_11 = getitem_26 = None
    neg_19 = torch.ops.aten.neg.default(getitem_25);  getitem_25 = None
    minimum_4 = torch.ops.aten.minimum.default(neg_17, neg_19);  neg_17 = neg_19 = None
    max_pool2d_with_indices_12 = torch.ops.aten.max_pool2d_with_indices.default(minimum_4, [3, 3], [1, 1], [1, 1]);  minimum_4 = None
    getitem_27 = max_pool2d_with_indices_12[0]
    getitem_28 = max_pool2d_with_indices_12[1];  max_pool2d_with_indices_12 = getitem_28 = None
    sub_3 = torch.ops.aten.sub.Tensor(minimum_3, getitem_27);  minimum_3 = getitem_27 = None
    relu_5 = torch.ops.aten.relu.default(sub_3);  sub_3 = None
    detach_8 = torch.ops.aten.detach.default(relu_5);  detach_8 = None
    mul_1 = torch.ops.aten.mul.Tensor(add_1, relu_5)
    sub_4 = torch.ops.aten.sub.Tensor(relu_5, mul_1);  relu_5 = mul_1 = None
    relu_6 = torch.ops.aten.relu.default(sub_4);  sub_4 = None
    detach_9 = torch.ops.aten.detach.default(relu_6);  detach_9 = None
    add_2 = torch.ops.aten.add.Tensor(add_1, relu_6);  add_1 = relu_6 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(mask_1, 1);  mask_1 = None
    arange = torch.ops.aten.arange.default(2, device = device(type='cpu'), pin_memory = False)
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(arange, 1);  arange = None
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(unsqueeze_1, 2);  unsqueeze_1 = None
    eq = torch.ops.aten.eq.Tensor(unsqueeze, unsqueeze_2);  unsqueeze = unsqueeze_2 = None
    _to_copy = torch.ops.aten._to_copy.default(eq, dtype = torch.float32);  eq = None
    mul_2 = torch.ops.aten.mul.Tensor(_softmax, _to_copy)
    sum_1 = torch.ops.aten.sum.dim_IntList(mul_2, [2, 3]);  mul_2 = None
    mul_3 = torch.ops.aten.mul.Tensor(sum_1, 2);  sum_1 = None
    add_3 = torch.ops.aten.add.Tensor(mul_3, 1);  mul_3 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(_softmax, [2, 3])
    sum_3 = torch.ops.aten.sum.dim_IntList(_to_copy, [2, 3])
    add_4 = torch.ops.aten.add.Tensor(sum_2, sum_3);  sum_2 = sum_3 = None
    add_5 = torch.ops.aten.add.Tensor(add_4, 1);  add_4 = None
    div = torch.ops.aten.div.Tensor(add_3, add_5);  add_3 = add_5 = None
    mean = torch.ops.aten.mean.default(div);  div = None
    rsub = torch.ops.aten.rsub.Scalar(mean, 1);  mean = None
    slice_2 = torch.ops.aten.slice.Tensor(_to_copy, 1, 1, 9223372036854775807);  _to_copy = None
    neg_20 = torch.ops.aten.neg.default(slice_2)
    max_pool2d_with_indices_13 = torch.ops.aten.max_pool2d_with_indices.default(neg_20, [3, 1], [1, 1], [1, 0]);  neg_20 = None
    getitem_29 = max_pool2d_with_indices_13[0]
    getitem_30 = max_pool2d_with_indices_13[1];  max_pool2d_with_indices_13 = getitem_30 = None
    neg_21 = torch.ops.aten.neg.default(getitem_29);  getitem_29 = None
    neg_22 = torch.ops.aten.neg.default(slice_2)
    max_pool2d_with_indices_14 = torch.ops.aten.max_pool2d_with_indices.default(neg_22, [1, 3], [1, 1], [0, 1]);  neg_22 = None
    getitem_31 = max_pool2d_with_indices_14[0]
    getitem_32 = max_pool2d_with_indices_14[1];  max_pool2d_with_indices_14 = getitem_32 = None
    neg_23 = torch.ops.aten.neg.default(getitem_31);  getitem_31 = None
    minimum_5 = torch.ops.aten.minimum.default(neg_21, neg_23);  neg_21 = neg_23 = None
    max_pool2d_with_indices_15 = torch.ops.aten.max_pool2d_with_indices.default(minimum_5, [3, 3], [1, 1], [1, 1]);  minimum_5 = None
    getitem_33 = max_pool2d_with_indices_15[0]
    getitem_34 = max_pool2d_with_indices_15[1];  max_pool2d_with_indices_15 = getitem_34 = None
    sub_5 = torch.ops.aten.sub.Tensor(slice_2, getitem_33);  getitem_33 = None
    relu_7 = torch.ops.aten.relu.default(sub_5);  sub_5 = None
    neg_24 = torch.ops.aten.neg.default(slice_2)
    max_pool2d_with_indices_16 = torch.ops.aten.max_pool2d_with_indices.default(neg_24, [3, 1], [1, 1], [1, 0]);  neg_24 = None
    getitem_35 = max_pool2d_with_indices_16[0]
    getitem_36 = max_pool2d_with_indices_16[1];  max_pool2d_with_indices_16 = getitem_36 = None
    neg_25 = torch.ops.aten.neg.default(getitem_35);  getitem_35 = None
    neg_26 = torch.ops.aten.neg.default(slice_2)
    max_pool2d_with_indices_17 = torch.ops.aten.max_pool2d_with_indices.default(neg_26, [1, 3], [1, 1], [0, 1]);  neg_26 = None
    getitem_37 = max_pool2d_with_indices_17[0]
    getitem_38 = max_pool2d_with_indices_17[1];  max_pool2d_with_indices_17 = getitem_38 = None
    neg_27 = torch.ops.aten.neg.default(getitem_37);  getitem_37 = None
    minimum_6 = torch.ops.aten.minimum.default(neg_25, neg_27);  neg_25 = neg_27 = None
    neg_28 = torch.ops.aten.neg.default(minimum_6)
    max_pool2d_with_indices_18 = torch.ops.aten.max_pool2d_with_indices.default(neg_28, [3, 1], [1, 1], [1, 0]);  neg_28 = None
    getitem_39 = max_pool2d_with_indices_18[0]
    getitem_40 = max_pool2d_with_indices_18[1];  max_pool2d_with_indices_18 = getitem_40 = None
    neg_29 = torch.ops.aten.neg.default(getitem_39);  getitem_39 = None
    neg_30 = torch.ops.aten.neg.default(minimum_6)
    max_pool2d_with_indices_19 = torch.ops.aten.max_pool2d_with_indices.default(neg_30, [1, 3], [1, 1], [0, 1]);  neg_30 = None
    getitem_41 = max_pool2d_with_indices_19[0]
    getitem_42 = max_pool2d_with_indices_19[1];  max_pool2d_with_indices_19 = getitem_42 = None
    neg_31 = torch.ops.aten.neg.default(getitem_41);  getitem_41 = None
    minimum_7 = torch.ops.aten.minimum.default(neg_29, neg_31);  neg_29 = neg_31 = None
    max_pool2d_with_indices_20 = torch.ops.aten.max_pool2d_with_indices.default(minimum_7, [3, 3], [1, 1], [1, 1]);  minimum_7 = None
    getitem_43 = max_pool2d_with_indices_20[0]
    getitem_44 = max_pool2d_with_indices_20[1];  max_pool2d_with_indices_20 = getitem_44 = None
    sub_6 = torch.ops.aten.sub.Tensor(minimum_6, getitem_43);  getitem_43 = None
    relu_8 = torch.ops.aten.relu.default(sub_6);  sub_6 = None
    mul_4 = torch.ops.aten.mul.Tensor(relu_7, relu_8)
    sub_7 = torch.ops.aten.sub.Tensor(relu_8, mul_4);  relu_8 = mul_4 = None
    relu_9 = torch.ops.aten.relu.default(sub_7);  sub_7 = None
    add_6 = torch.ops.aten.add.Tensor(relu_7, relu_9);  relu_7 = relu_9 = None
    neg_32 = torch.ops.aten.neg.default(minimum_6)
    max_pool2d_with_indices_21 = torch.ops.aten.max_pool2d_with_indices.default(neg_32, [3, 1], [1, 1], [1, 0]);  neg_32 = None
    getitem_45 = max_pool2d_with_indices_21[0]
    getitem_46 = max_pool2d_with_indices_21[1];  max_pool2d_with_indices_21 = getitem_46 = None
    neg_33 = torch.ops.aten.neg.default(getitem_45);  getitem_45 = None
    neg_34 = torch.ops.aten.neg.default(minimum_6);  minimum_6 = None
    max_pool2d_with_indices_22 = torch.ops.aten.max_pool2d_with_indices.default(neg_34, [1, 3], [1, 1], [0, 1]);  neg_34 = None
    getitem_47 = max_pool2d_with_indices_22[0]
    getitem_48 = max_pool2d_with_indices_22[1];  max_pool2d_with_indices_22 = getitem_48 = None
    neg_35 = torch.ops.aten.neg.default(getitem_47);  getitem_47 = None
    minimum_8 = torch.ops.aten.minimum.default(neg_33, neg_35);  neg_33 = neg_35 = None
    neg_36 = torch.ops.aten.neg.default(minimum_8)
    max_pool2d_with_indices_23 = torch.ops.aten.max_pool2d_with_indices.default(neg_36, [3, 1], [1, 1], [1, 0]);  neg_36 = None
    getitem_49 = max_pool2d_with_indices_23[0]
    getitem_50 = max_pool2d_with_indices_23[1];  max_pool2d_with_indices_23 = getitem_50 = None
    neg_37 = torch.ops.aten.neg.default(getitem_49);  getitem_49 = None
    neg_38 = torch.ops.aten.neg.default(minimum_8)
    max_pool2d_with_indices_24 = torch.ops.aten.max_pool2d_with_indices.default(neg_38, [1, 3], [1, 1], [0, 1]);  neg_38 = None
    getitem_51 = max_pool2d_with_indices_24[0]
    getitem_52 = max_pool2d_with_indices_24[1];  max_pool2d_with_indices_24 = getitem_52 = None
    neg_39 = torch.ops.aten.neg.default(getitem_51);  getitem_51 = None
    minimum_9 = torch.ops.aten.minimum.default(neg_37, neg_39);  neg_37 = neg_39 = None
    max_pool2d_with_indices_25 = torch.ops.aten.max_pool2d_with_indices.default(minimum_9, [3, 3], [1, 1], [1, 1]);  minimum_9 = None
    getitem_53 = max_pool2d_with_indices_25[0]
    getitem_54 = max_pool2d_with_indices_25[1];  max_pool2d_with_indices_25 = getitem_54 = None
    sub_8 = torch.ops.aten.sub.Tensor(minimum_8, getitem_53);  minimum_8 = getitem_53 = None
    relu_10 = torch.ops.aten.relu.default(sub_8);  sub_8 = None
    mul_5 = torch.ops.aten.mul.Tensor(add_6, relu_10)
    sub_9 = torch.ops.aten.sub.Tensor(relu_10, mul_5);  relu_10 = mul_5 = None
    relu_11 = torch.ops.aten.relu.default(sub_9);  sub_9 = None
    add_7 = torch.ops.aten.add.Tensor(add_6, relu_11);  add_6 = relu_11 = None
    mul_6 = torch.ops.aten.mul.Tensor(add_2, slice_2)
    sum_4 = torch.ops.aten.sum.default(mul_6);  mul_6 = None
    add_8 = torch.ops.aten.add.Tensor(sum_4, 1);  sum_4 = None
    sum_5 = torch.ops.aten.sum.default(add_2);  add_2 = None
    add_9 = torch.ops.aten.add.Tensor(sum_5, 1);  sum_5 = None
    div_1 = torch.ops.aten.div.Tensor(add_8, add_9);  add_8 = add_9 = None
    slice_3 = torch.ops.aten.slice.Tensor(_softmax, 1, 1, 9223372036854775807);  _softmax = None
    mul_7 = torch.ops.aten.mul.Tensor(add_7, slice_3);  slice_3 = None
    sum_6 = torch.ops.aten.sum.default(mul_7);  mul_7 = None
    add_10 = torch.ops.aten.add.Tensor(sum_6, 1);  sum_6 = None
    sum_7 = torch.ops.aten.sum.default(add_7);  add_7 = None
    add_11 = torch.ops.aten.add.Tensor(sum_7, 1);  sum_7 = None
    div_2 = torch.ops.aten.div.Tensor(add_10, add_11);  add_10 = add_11 = None
    max_pool2d_with_indices_26 = torch.ops.aten.max_pool2d_with_indices.default(slice_2, [3, 3], [1, 1], [1, 1])
    getitem_55 = max_pool2d_with_indices_26[0]
    getitem_56 = max_pool2d_with_indices_26[1];  max_pool2d_with_indices_26 = getitem_56 = None
    neg_40 = torch.ops.aten.neg.default(slice_2)
    max_pool2d_with_indices_27 = torch.ops.aten.max_pool2d_with_indices.default(neg_40, [3, 1], [1, 1], [1, 0]);  neg_40 = None
    getitem_57 = max_pool2d_with_indices_27[0]
    getitem_58 = max_pool2d_with_indices_27[1];  max_pool2d_with_indices_27 = getitem_58 = None
    neg_41 = torch.ops.aten.neg.default(getitem_57);  getitem_57 = None
    neg_42 = torch.ops.aten.neg.default(slice_2)
    max_pool2d_with_indices_28 = torch.ops.aten.max_pool2d_with_indices.default(neg_42, [1, 3], [1, 1], [0, 1]);  neg_42 = None
    getitem_59 = max_pool2d_with_indices_28[0]
    getitem_60 = max_pool2d_with_indices_28[1];  max_pool2d_with_indices_28 = getitem_60 = None
    neg_43 = torch.ops.aten.neg.default(getitem_59);  getitem_59 = None
    minimum_10 = torch.ops.aten.minimum.default(neg_41, neg_43);  neg_41 = neg_43 = None
    sub_10 = torch.ops.aten.sub.Tensor(getitem_55, minimum_10);  getitem_55 = minimum_10 = None
    slice_4 = torch.ops.aten.slice.Tensor(convolution_2, 1, 1, 9223372036854775807)
    slice_5 = torch.ops.aten.slice.Tensor(convolution_2, 1, 0, 1);  convolution_2 = None
    sub_11 = torch.ops.aten.sub.Tensor(slice_4, slice_5);  slice_4 = slice_5 = None
    mul_8 = torch.ops.aten.mul.Tensor(sub_10, 4);  sub_10 = None
    add_12 = torch.ops.aten.add.Tensor(mul_8, 1);  mul_8 = None
    binary_cross_entropy_with_logits = torch.ops.aten.binary_cross_entropy_with_logits.default(sub_11, slice_2, add_12);  sub_11 = slice_2 = add_12 = None
    mul_9 = torch.ops.aten.mul.Tensor(div_1, 2)
    mul_10 = torch.ops.aten.mul.Tensor(mul_9, div_2);  mul_9 = None
    add_13 = torch.ops.aten.add.Tensor(div_1, div_2);  div_1 = div_2 = None
    div_3 = torch.ops.aten.div.Tensor(mul_10, add_13);  mul_10 = add_13 = None
    rsub_1 = torch.ops.aten.rsub.Scalar(div_3, 1);  div_3 = None
    add_14 = torch.ops.aten.add.Tensor(rsub, rsub_1);  rsub = rsub_1 = None
    add_15 = torch.ops.aten.add.Tensor(add_14, binary_cross_entropy_with_logits);  add_14 = binary_cross_entropy_with_logits = None
    return add_15
    