


def forward(self, loss_1):
    ones_like = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
    expand = torch.ops.aten.expand.default(ones_like, [2]);  ones_like = None
    div = torch.ops.aten.div.Scalar(expand, 2);  expand = None
    unsqueeze = torch.ops.aten.unsqueeze.default(div, -1);  div = None
    expand_1 = torch.ops.aten.expand.default(unsqueeze, [2, 3]);  unsqueeze = None
    _tensor_constant0 = self._tensor_constant0
    mul = torch.ops.aten.mul.Tensor(expand_1, _tensor_constant0);  _tensor_constant0 = None
    _tensor_constant1 = self._tensor_constant1
    mul_1 = torch.ops.aten.mul.Tensor(expand_1, _tensor_constant1);  expand_1 = _tensor_constant1 = None
    _tensor_constant2 = self._tensor_constant2
    pow_1 = torch.ops.aten.pow.Tensor_Scalar(_tensor_constant2, 1.0);  _tensor_constant2 = None
    mul_2 = torch.ops.aten.mul.Scalar(pow_1, 2.0);  pow_1 = None
    mul_3 = torch.ops.aten.mul.Tensor(mul, mul_2);  mul = mul_2 = None
    scalar_tensor = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant3 = self._tensor_constant3
    ge = torch.ops.aten.ge.Scalar(_tensor_constant3, 0.0);  _tensor_constant3 = None
    where = torch.ops.aten.where.self(ge, mul_3, scalar_tensor);  ge = mul_3 = scalar_tensor = None
    _tensor_constant4 = self._tensor_constant4
    pow_2 = torch.ops.aten.pow.Tensor_Scalar(_tensor_constant4, 1.0);  _tensor_constant4 = None
    mul_4 = torch.ops.aten.mul.Scalar(pow_2, 2.0);  pow_2 = None
    mul_5 = torch.ops.aten.mul.Tensor(mul_1, mul_4);  mul_1 = mul_4 = None
    scalar_tensor_1 = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant5 = self._tensor_constant5
    ge_1 = torch.ops.aten.ge.Scalar(_tensor_constant5, 0.0);  _tensor_constant5 = None
    where_1 = torch.ops.aten.where.self(ge_1, mul_5, scalar_tensor_1);  ge_1 = mul_5 = scalar_tensor_1 = None
    neg = torch.ops.aten.neg.default(where_1);  where_1 = None
    add = torch.ops.aten.add.Tensor(where, neg);  where = neg = None
    _tensor_constant6 = self._tensor_constant6
    detach = torch.ops.aten.detach.default(_tensor_constant6);  _tensor_constant6 = None
    mul_6 = torch.ops.aten.mul.Scalar(detach, 2);  detach = None
    div_1 = torch.ops.aten.div.Tensor(add, mul_6);  add = mul_6 = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(div_1, -1);  div_1 = None
    expand_2 = torch.ops.aten.expand.default(unsqueeze_1, [2, 3, 4]);  unsqueeze_1 = None
    _tensor_constant7 = self._tensor_constant7
    pow_3 = torch.ops.aten.pow.Tensor_Scalar(_tensor_constant7, 1.0);  _tensor_constant7 = None
    mul_7 = torch.ops.aten.mul.Scalar(pow_3, 2.0);  pow_3 = None
    mul_8 = torch.ops.aten.mul.Tensor(expand_2, mul_7);  expand_2 = mul_7 = None
    _tensor_constant8 = self._tensor_constant8
    _tensor_constant9 = self._tensor_constant9
    div_2 = torch.ops.aten.div.Tensor(_tensor_constant8, _tensor_constant9);  _tensor_constant8 = _tensor_constant9 = None
    _tensor_constant9_1 = self._tensor_constant9
    div_3 = torch.ops.aten.div.Tensor(div_2, _tensor_constant9_1);  div_2 = _tensor_constant9_1 = None
    neg_1 = torch.ops.aten.neg.default(mul_8)
    mul_9 = torch.ops.aten.mul.Tensor(neg_1, div_3);  neg_1 = div_3 = None
    _tensor_constant9_2 = self._tensor_constant9
    div_4 = torch.ops.aten.div.Tensor(mul_8, _tensor_constant9_2);  mul_8 = _tensor_constant9_2 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(mul_9, [2], True);  mul_9 = None
    _tensor_constant10 = self._tensor_constant10
    detach_1 = torch.ops.aten.detach.default(_tensor_constant10);  _tensor_constant10 = None
    mul_10 = torch.ops.aten.mul.Scalar(detach_1, 2);  detach_1 = None
    div_5 = torch.ops.aten.div.Tensor(sum_1, mul_10);  sum_1 = mul_10 = None
    _tensor_constant11 = self._tensor_constant11
    mul_11 = torch.ops.aten.mul.Tensor(div_4, _tensor_constant11);  _tensor_constant11 = None
    _tensor_constant12 = self._tensor_constant12
    mul_12 = torch.ops.aten.mul.Tensor(div_4, _tensor_constant12);  div_4 = _tensor_constant12 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(mul_12, [2], True);  mul_12 = None
    _tensor_constant13 = self._tensor_constant13
    _tensor_constant14 = self._tensor_constant14
    div_6 = torch.ops.aten.div.Tensor(_tensor_constant13, _tensor_constant14);  _tensor_constant13 = _tensor_constant14 = None
    _tensor_constant14_1 = self._tensor_constant14
    div_7 = torch.ops.aten.div.Tensor(div_6, _tensor_constant14_1);  div_6 = _tensor_constant14_1 = None
    neg_2 = torch.ops.aten.neg.default(sum_2)
    mul_13 = torch.ops.aten.mul.Tensor(neg_2, div_7);  neg_2 = div_7 = None
    _tensor_constant14_2 = self._tensor_constant14
    div_8 = torch.ops.aten.div.Tensor(sum_2, _tensor_constant14_2);  sum_2 = _tensor_constant14_2 = None
    add_1 = torch.ops.aten.add.Tensor(div_5, div_8);  div_5 = div_8 = None
    add_2 = torch.ops.aten.add.Tensor(add_1, mul_13);  add_1 = mul_13 = None
    expand_3 = torch.ops.aten.expand.default(add_2, [2, 3, 4]);  add_2 = None
    _tensor_constant12_1 = self._tensor_constant12
    pow_4 = torch.ops.aten.pow.Tensor_Scalar(_tensor_constant12_1, 1.0);  _tensor_constant12_1 = None
    mul_14 = torch.ops.aten.mul.Scalar(pow_4, 2.0);  pow_4 = None
    mul_15 = torch.ops.aten.mul.Tensor(expand_3, mul_14);  expand_3 = mul_14 = None
    add_3 = torch.ops.aten.add.Tensor(mul_11, mul_15);  mul_11 = mul_15 = None
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(add_3, 1);  add_3 = None
    expand_4 = torch.ops.aten.expand.default(unsqueeze_2, [2, 4, 3, 4]);  unsqueeze_2 = None
    _tensor_constant15 = self._tensor_constant15
    mul_16 = torch.ops.aten.mul.Tensor(expand_4, _tensor_constant15);  _tensor_constant15 = None
    _tensor_constant16 = self._tensor_constant16
    mul_17 = torch.ops.aten.mul.Tensor(expand_4, _tensor_constant16);  expand_4 = _tensor_constant16 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(mul_17, [3], True);  mul_17 = None
    squeeze = torch.ops.aten.squeeze.dim(sum_3, -1);  sum_3 = None
    _tensor_constant17 = self._tensor_constant17
    detach_2 = torch.ops.aten.detach.default(_tensor_constant17);  _tensor_constant17 = None
    _softmax_backward_data = torch.ops.aten._softmax_backward_data.default(squeeze, detach_2, 2, torch.float32);  squeeze = detach_2 = None
    unsqueeze_3 = torch.ops.aten.unsqueeze.default(_softmax_backward_data, -1);  _softmax_backward_data = None
    expand_5 = torch.ops.aten.expand.default(unsqueeze_3, [2, 4, 3, 4]);  unsqueeze_3 = None
    _tensor_constant16_1 = self._tensor_constant16
    mul_18 = torch.ops.aten.mul.Tensor(expand_5, _tensor_constant16_1);  _tensor_constant16_1 = None
    _tensor_constant18 = self._tensor_constant18
    mul_19 = torch.ops.aten.mul.Tensor(expand_5, _tensor_constant18);  expand_5 = _tensor_constant18 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(mul_18, [1], True);  mul_18 = None
    add_4 = torch.ops.aten.add.Tensor(mul_16, mul_19);  mul_16 = mul_19 = None
    squeeze_1 = torch.ops.aten.squeeze.dim(sum_4, 1);  sum_4 = None
    _tensor_constant19 = self._tensor_constant19
    _tensor_constant20 = self._tensor_constant20
    div_9 = torch.ops.aten.div.Tensor(_tensor_constant19, _tensor_constant20);  _tensor_constant19 = _tensor_constant20 = None
    _tensor_constant20_1 = self._tensor_constant20
    div_10 = torch.ops.aten.div.Tensor(div_9, _tensor_constant20_1);  div_9 = _tensor_constant20_1 = None
    neg_3 = torch.ops.aten.neg.default(squeeze_1)
    mul_20 = torch.ops.aten.mul.Tensor(neg_3, div_10);  neg_3 = div_10 = None
    _tensor_constant20_2 = self._tensor_constant20
    div_11 = torch.ops.aten.div.Tensor(squeeze_1, _tensor_constant20_2);  squeeze_1 = _tensor_constant20_2 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(mul_20, [2], True);  mul_20 = None
    _tensor_constant21 = self._tensor_constant21
    detach_3 = torch.ops.aten.detach.default(_tensor_constant21);  _tensor_constant21 = None
    mul_21 = torch.ops.aten.mul.Scalar(detach_3, 2);  detach_3 = None
    div_12 = torch.ops.aten.div.Tensor(sum_5, mul_21);  sum_5 = mul_21 = None
    _tensor_constant22 = self._tensor_constant22
    mul_22 = torch.ops.aten.mul.Tensor(div_11, _tensor_constant22);  _tensor_constant22 = None
    _tensor_constant23 = self._tensor_constant23
    mul_23 = torch.ops.aten.mul.Tensor(div_11, _tensor_constant23);  div_11 = _tensor_constant23 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(mul_23, [2], True);  mul_23 = None
    _tensor_constant24 = self._tensor_constant24
    _tensor_constant25 = self._tensor_constant25
    div_13 = torch.ops.aten.div.Tensor(_tensor_constant24, _tensor_constant25);  _tensor_constant24 = _tensor_constant25 = None
    _tensor_constant25_1 = self._tensor_constant25
    div_14 = torch.ops.aten.div.Tensor(div_13, _tensor_constant25_1);  div_13 = _tensor_constant25_1 = None
    neg_4 = torch.ops.aten.neg.default(sum_6)
    mul_24 = torch.ops.aten.mul.Tensor(neg_4, div_14);  neg_4 = div_14 = None
    _tensor_constant25_2 = self._tensor_constant25
    div_15 = torch.ops.aten.div.Tensor(sum_6, _tensor_constant25_2);  sum_6 = _tensor_constant25_2 = None
    add_5 = torch.ops.aten.add.Tensor(div_12, div_15);  div_12 = div_15 = None
    add_6 = torch.ops.aten.add.Tensor(add_5, mul_24);  add_5 = mul_24 = None
    expand_6 = torch.ops.aten.expand.default(add_6, [2, 3, 4]);  add_6 = None
    _tensor_constant23_1 = self._tensor_constant23
    pow_5 = torch.ops.aten.pow.Tensor_Scalar(_tensor_constant23_1, 1.0);  _tensor_constant23_1 = None
    mul_25 = torch.ops.aten.mul.Scalar(pow_5, 2.0);  pow_5 = None
    mul_26 = torch.ops.aten.mul.Tensor(expand_6, mul_25);  expand_6 = mul_25 = None
    add_7 = torch.ops.aten.add.Tensor(mul_22, mul_26);  mul_22 = mul_26 = None
    unsqueeze_4 = torch.ops.aten.unsqueeze.default(add_7, 1);  add_7 = None
    expand_7 = torch.ops.aten.expand.default(unsqueeze_4, [2, 4, 3, 4]);  unsqueeze_4 = None
    _tensor_constant26 = self._tensor_constant26
    mul_27 = torch.ops.aten.mul.Tensor(expand_7, _tensor_constant26);  expand_7 = _tensor_constant26 = None
    add_8 = torch.ops.aten.add.Tensor(add_4, mul_27);  add_4 = mul_27 = None
    view = torch.ops.aten.view.default(add_8, [2, 4, 3, 4, 1]);  add_8 = None
    _tensor_constant27 = self._tensor_constant27
    mul_28 = torch.ops.aten.mul.Tensor(view, _tensor_constant27);  _tensor_constant27 = None
    _tensor_constant28 = self._tensor_constant28
    mul_29 = torch.ops.aten.mul.Tensor(view, _tensor_constant28);  view = _tensor_constant28 = None
    sum_7 = torch.ops.aten.sum.dim_IntList(mul_28, [0, 1], True);  mul_28 = None
    permute = torch.ops.aten.permute.default(mul_29, [1, 0, 4, 2, 3]);  mul_29 = None
    view_1 = torch.ops.aten.view.default(permute, [4, 2, 12]);  permute = None
    _tensor_constant29 = self._tensor_constant29
    transpose = torch.ops.aten.transpose.int(_tensor_constant29, 1, 2);  _tensor_constant29 = None
    bmm = torch.ops.aten.bmm.default(transpose, view_1);  transpose = None
    _tensor_constant30 = self._tensor_constant30
    transpose_1 = torch.ops.aten.transpose.int(_tensor_constant30, 1, 2);  _tensor_constant30 = None
    bmm_1 = torch.ops.aten.bmm.default(view_1, transpose_1);  view_1 = transpose_1 = None
    view_2 = torch.ops.aten.view.default(bmm, [4, 3, 3, 4, 1]);  bmm = None
    permute_1 = torch.ops.aten.permute.default(view_2, [4, 0, 2, 3, 1]);  view_2 = None
    view_3 = torch.ops.aten.view.default(bmm_1, [4, 2, 3, 1, 1]);  bmm_1 = None
    permute_2 = torch.ops.aten.permute.default(view_3, [1, 0, 3, 4, 2]);  view_3 = None
    permute_3 = torch.ops.aten.permute.default(sum_7, [2, 3, 0, 1, 4]);  sum_7 = None
    squeeze_2 = torch.ops.aten.squeeze.dim(permute_3, 4);  permute_3 = None
    squeeze_3 = torch.ops.aten.squeeze.dim(squeeze_2, 3);  squeeze_2 = None
    squeeze_4 = torch.ops.aten.squeeze.dim(squeeze_3, 2);  squeeze_3 = None
    permute_4 = torch.ops.aten.permute.default(permute_1, [1, 2, 3, 4, 0]);  permute_1 = None
    squeeze_5 = torch.ops.aten.squeeze.dim(permute_4, 4);  permute_4 = None
    permute_5 = torch.ops.aten.permute.default(permute_2, [0, 1, 4, 2, 3]);  permute_2 = None
    squeeze_6 = torch.ops.aten.squeeze.dim(permute_5, 4);  permute_5 = None
    squeeze_7 = torch.ops.aten.squeeze.dim(squeeze_6, 3);  squeeze_6 = None
    _tensor_constant31 = self._tensor_constant31
    _tensor_constant32 = self._tensor_constant32
    div_16 = torch.ops.aten.div.Tensor(_tensor_constant31, _tensor_constant32);  _tensor_constant31 = _tensor_constant32 = None
    _tensor_constant32_1 = self._tensor_constant32
    div_17 = torch.ops.aten.div.Tensor(div_16, _tensor_constant32_1);  div_16 = _tensor_constant32_1 = None
    neg_5 = torch.ops.aten.neg.default(squeeze_7)
    mul_30 = torch.ops.aten.mul.Tensor(neg_5, div_17);  neg_5 = div_17 = None
    _tensor_constant32_2 = self._tensor_constant32
    div_18 = torch.ops.aten.div.Tensor(squeeze_7, _tensor_constant32_2);  squeeze_7 = _tensor_constant32_2 = None
    sum_8 = torch.ops.aten.sum.dim_IntList(mul_30, [2], True);  mul_30 = None
    _tensor_constant33 = self._tensor_constant33
    detach_4 = torch.ops.aten.detach.default(_tensor_constant33);  _tensor_constant33 = None
    mul_31 = torch.ops.aten.mul.Scalar(detach_4, 2);  detach_4 = None
    div_19 = torch.ops.aten.div.Tensor(sum_8, mul_31);  sum_8 = mul_31 = None
    _tensor_constant34 = self._tensor_constant34
    mul_32 = torch.ops.aten.mul.Tensor(div_18, _tensor_constant34);  _tensor_constant34 = None
    _tensor_constant35 = self._tensor_constant35
    mul_33 = torch.ops.aten.mul.Tensor(div_18, _tensor_constant35);  div_18 = _tensor_constant35 = None
    sum_9 = torch.ops.aten.sum.dim_IntList(mul_33, [2], True);  mul_33 = None
    _tensor_constant36 = self._tensor_constant36
    _tensor_constant37 = self._tensor_constant37
    div_20 = torch.ops.aten.div.Tensor(_tensor_constant36, _tensor_constant37);  _tensor_constant36 = _tensor_constant37 = None
    _tensor_constant37_1 = self._tensor_constant37
    div_21 = torch.ops.aten.div.Tensor(div_20, _tensor_constant37_1);  div_20 = _tensor_constant37_1 = None
    neg_6 = torch.ops.aten.neg.default(sum_9)
    mul_34 = torch.ops.aten.mul.Tensor(neg_6, div_21);  neg_6 = div_21 = None
    _tensor_constant37_2 = self._tensor_constant37
    div_22 = torch.ops.aten.div.Tensor(sum_9, _tensor_constant37_2);  sum_9 = _tensor_constant37_2 = None
    add_9 = torch.ops.aten.add.Tensor(div_19, div_22);  div_19 = div_22 = None
    add_10 = torch.ops.aten.add.Tensor(add_9, mul_34);  add_9 = mul_34 = None
    expand_8 = torch.ops.aten.expand.default(add_10, [2, 4, 3]);  add_10 = None
    _tensor_constant35_1 = self._tensor_constant35
    pow_6 = torch.ops.aten.pow.Tensor_Scalar(_tensor_constant35_1, 1.0);  _tensor_constant35_1 = None
    mul_35 = torch.ops.aten.mul.Scalar(pow_6, 2.0);  pow_6 = None
    mul_36 = torch.ops.aten.mul.Tensor(expand_8, mul_35);  expand_8 = mul_35 = None
    add_11 = torch.ops.aten.add.Tensor(mul_32, mul_36);  mul_32 = mul_36 = None
    clone = torch.ops.aten.clone.default(add_11, memory_format = torch.contiguous_format);  add_11 = None
    _unsafe_view = torch.ops.aten._unsafe_view.default(clone, [2, 12]);  clone = None
    t = torch.ops.aten.t.default(_unsafe_view)
    _tensor_constant38 = self._tensor_constant38
    mm = torch.ops.aten.mm.default(t, _tensor_constant38);  t = _tensor_constant38 = None
    t_1 = torch.ops.aten.t.default(mm);  mm = None
    sum_10 = torch.ops.aten.sum.dim_IntList(_unsafe_view, [0], True);  _unsafe_view = None
    view_4 = torch.ops.aten.view.default(sum_10, [12]);  sum_10 = None
    t_2 = torch.ops.aten.t.default(t_1);  t_1 = None
    return (squeeze_5, squeeze_4, t_2, view_4)
    