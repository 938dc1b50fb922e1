


def forward(self, loss_1):
    ones_like = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
    mul = torch.ops.aten.mul.Tensor(ones_like, 2);  ones_like = None
    mul_1 = torch.ops.aten.mul.Tensor(mul, 0.5)
    mul_2 = torch.ops.aten.mul.Tensor(mul, 1.0)
    mul_3 = torch.ops.aten.mul.Tensor(mul, 0.05);  mul = None
    _tensor_constant0 = self._tensor_constant0
    sigmoid = torch.ops.aten.sigmoid.default(_tensor_constant0);  _tensor_constant0 = None
    _tensor_constant1 = self._tensor_constant1
    sub = torch.ops.aten.sub.Tensor(sigmoid, _tensor_constant1);  sigmoid = _tensor_constant1 = None
    mul_4 = torch.ops.aten.mul.Tensor(sub, mul_1);  sub = None
    div_ = torch.ops.aten.div_.Scalar(mul_4, 12);  mul_4 = None
    slice_backward = torch.ops.aten.slice_backward.default(div_, [4, 8], 1, 5, 9223372036854775807, 1);  div_ = None
    mul_5 = torch.ops.aten.mul.Tensor(mul_2, 1.0)
    _tensor_constant2 = self._tensor_constant2
    sigmoid_1 = torch.ops.aten.sigmoid.default(_tensor_constant2);  _tensor_constant2 = None
    _tensor_constant3 = self._tensor_constant3
    sub_1 = torch.ops.aten.sub.Tensor(sigmoid_1, _tensor_constant3);  sigmoid_1 = _tensor_constant3 = None
    mul_6 = torch.ops.aten.mul.Tensor(sub_1, mul_5);  sub_1 = mul_5 = None
    div__1 = torch.ops.aten.div_.Scalar(mul_6, 64);  mul_6 = None
    select_backward = torch.ops.aten.select_backward.default(div__1, [2, 2, 4, 4, 8], 4, 4);  div__1 = None
    expand = torch.ops.aten.expand.default(mul_3, [4])
    div = torch.ops.aten.div.Scalar(expand, 4);  expand = None
    neg = torch.ops.aten.neg.default(div);  div = None
    neg_1 = torch.ops.aten.neg.default(neg)
    _tensor_constant4 = self._tensor_constant4
    mul_7 = torch.ops.aten.mul.Tensor(neg_1, _tensor_constant4);  _tensor_constant4 = None
    _tensor_constant5 = self._tensor_constant5
    _tensor_constant6 = self._tensor_constant6
    div_1 = torch.ops.aten.div.Tensor(_tensor_constant5, _tensor_constant6);  _tensor_constant5 = _tensor_constant6 = None
    _tensor_constant6_1 = self._tensor_constant6
    div_2 = torch.ops.aten.div.Tensor(div_1, _tensor_constant6_1);  div_1 = _tensor_constant6_1 = None
    neg_2 = torch.ops.aten.neg.default(neg_1)
    mul_8 = torch.ops.aten.mul.Tensor(neg_2, div_2);  neg_2 = div_2 = None
    _tensor_constant6_2 = self._tensor_constant6
    div_3 = torch.ops.aten.div.Tensor(neg_1, _tensor_constant6_2);  neg_1 = _tensor_constant6_2 = None
    mul_9 = torch.ops.aten.mul.Tensor(mul_7, 0.4052847345693511);  mul_7 = None
    _tensor_constant7 = self._tensor_constant7
    pow_1 = torch.ops.aten.pow.Tensor_Scalar(_tensor_constant7, 1.0);  _tensor_constant7 = None
    mul_10 = torch.ops.aten.mul.Scalar(pow_1, 2.0);  pow_1 = None
    mul_11 = torch.ops.aten.mul.Tensor(mul_9, mul_10);  mul_9 = mul_10 = None
    neg_3 = torch.ops.aten.neg.default(mul_11);  mul_11 = None
    _tensor_constant8 = self._tensor_constant8
    _tensor_constant8_1 = self._tensor_constant8
    mul_12 = torch.ops.aten.mul.Tensor(_tensor_constant8, _tensor_constant8_1);  _tensor_constant8 = _tensor_constant8_1 = None
    add = torch.ops.aten.add.Scalar(mul_12, 1);  mul_12 = None
    div_4 = torch.ops.aten.div.Tensor(neg_3, add);  neg_3 = add = None
    _tensor_constant9 = self._tensor_constant9
    _tensor_constant10 = self._tensor_constant10
    div_5 = torch.ops.aten.div.Tensor(_tensor_constant9, _tensor_constant10);  _tensor_constant9 = _tensor_constant10 = None
    _tensor_constant10_1 = self._tensor_constant10
    div_6 = torch.ops.aten.div.Tensor(div_5, _tensor_constant10_1);  div_5 = _tensor_constant10_1 = None
    neg_4 = torch.ops.aten.neg.default(div_4)
    mul_13 = torch.ops.aten.mul.Tensor(neg_4, div_6);  neg_4 = div_6 = None
    _tensor_constant10_2 = self._tensor_constant10
    div_7 = torch.ops.aten.div.Tensor(div_4, _tensor_constant10_2);  div_4 = _tensor_constant10_2 = None
    div_8 = torch.ops.aten.div.Tensor(div_3, 4);  div_3 = None
    _tensor_constant11 = self._tensor_constant11
    pow_2 = torch.ops.aten.pow.Tensor_Scalar(_tensor_constant11, 1.0);  _tensor_constant11 = None
    mul_14 = torch.ops.aten.mul.Scalar(pow_2, 2.0);  pow_2 = None
    mul_15 = torch.ops.aten.mul.Tensor(div_8, mul_14);  mul_14 = None
    neg_5 = torch.ops.aten.neg.default(mul_15)
    neg_6 = torch.ops.aten.neg.default(mul_15);  mul_15 = None
    _tensor_constant12 = self._tensor_constant12
    pow_3 = torch.ops.aten.pow.Tensor_Scalar(_tensor_constant12, 1.0);  _tensor_constant12 = None
    mul_16 = torch.ops.aten.mul.Scalar(pow_3, 2.0);  pow_3 = None
    mul_17 = torch.ops.aten.mul.Tensor(div_8, mul_16);  div_8 = mul_16 = None
    neg_7 = torch.ops.aten.neg.default(mul_17)
    neg_8 = torch.ops.aten.neg.default(mul_17);  mul_17 = None
    _tensor_constant13 = self._tensor_constant13
    pow_4 = torch.ops.aten.pow.Tensor_Scalar(_tensor_constant13, 1.0);  _tensor_constant13 = None
    mul_18 = torch.ops.aten.mul.Scalar(pow_4, 2.0);  pow_4 = None
    mul_19 = torch.ops.aten.mul.Tensor(mul_8, mul_18);  mul_18 = None
    _tensor_constant14 = self._tensor_constant14
    pow_5 = torch.ops.aten.pow.Tensor_Scalar(_tensor_constant14, 1.0);  _tensor_constant14 = None
    mul_20 = torch.ops.aten.mul.Scalar(pow_5, 2.0);  pow_5 = None
    mul_21 = torch.ops.aten.mul.Tensor(mul_8, mul_20);  mul_8 = mul_20 = None
    neg_9 = torch.ops.aten.neg.default(mul_19)
    div_9 = torch.ops.aten.div.Scalar(neg_9, 2)
    _tensor_constant15 = self._tensor_constant15
    _tensor_constant16 = self._tensor_constant16
    eq = torch.ops.aten.eq.Tensor(_tensor_constant15, _tensor_constant16);  _tensor_constant15 = _tensor_constant16 = None
    where = torch.ops.aten.where.self(eq, div_9, neg_9);  eq = div_9 = neg_9 = None
    _tensor_constant15_1 = self._tensor_constant15
    _tensor_constant16_1 = self._tensor_constant16
    gt = torch.ops.aten.gt.Tensor(_tensor_constant15_1, _tensor_constant16_1);  _tensor_constant15_1 = _tensor_constant16_1 = None
    masked_fill_ = torch.ops.aten.masked_fill_.Scalar(where, gt, 0);  where = gt = None
    add_1 = torch.ops.aten.add.Tensor(neg_6, masked_fill_);  neg_6 = masked_fill_ = None
    div_10 = torch.ops.aten.div.Scalar(mul_19, 2)
    _tensor_constant17 = self._tensor_constant17
    _tensor_constant18 = self._tensor_constant18
    eq_1 = torch.ops.aten.eq.Tensor(_tensor_constant17, _tensor_constant18);  _tensor_constant17 = _tensor_constant18 = None
    where_1 = torch.ops.aten.where.self(eq_1, div_10, mul_19);  eq_1 = div_10 = mul_19 = None
    _tensor_constant17_1 = self._tensor_constant17
    _tensor_constant18_1 = self._tensor_constant18
    lt = torch.ops.aten.lt.Tensor(_tensor_constant17_1, _tensor_constant18_1);  _tensor_constant17_1 = _tensor_constant18_1 = None
    masked_fill__1 = torch.ops.aten.masked_fill_.Scalar(where_1, lt, 0);  where_1 = lt = None
    add_2 = torch.ops.aten.add.Tensor(neg_5, masked_fill__1);  neg_5 = masked_fill__1 = None
    neg_10 = torch.ops.aten.neg.default(mul_21)
    div_11 = torch.ops.aten.div.Scalar(neg_10, 2)
    _tensor_constant19 = self._tensor_constant19
    _tensor_constant20 = self._tensor_constant20
    eq_2 = torch.ops.aten.eq.Tensor(_tensor_constant19, _tensor_constant20);  _tensor_constant19 = _tensor_constant20 = None
    where_2 = torch.ops.aten.where.self(eq_2, div_11, neg_10);  eq_2 = div_11 = neg_10 = None
    _tensor_constant19_1 = self._tensor_constant19
    _tensor_constant20_1 = self._tensor_constant20
    gt_1 = torch.ops.aten.gt.Tensor(_tensor_constant19_1, _tensor_constant20_1);  _tensor_constant19_1 = _tensor_constant20_1 = None
    masked_fill__2 = torch.ops.aten.masked_fill_.Scalar(where_2, gt_1, 0);  where_2 = gt_1 = None
    add_3 = torch.ops.aten.add.Tensor(neg_8, masked_fill__2);  neg_8 = masked_fill__2 = None
    div_12 = torch.ops.aten.div.Scalar(mul_21, 2)
    _tensor_constant21 = self._tensor_constant21
    _tensor_constant22 = self._tensor_constant22
    eq_3 = torch.ops.aten.eq.Tensor(_tensor_constant21, _tensor_constant22);  _tensor_constant21 = _tensor_constant22 = None
    where_3 = torch.ops.aten.where.self(eq_3, div_12, mul_21);  eq_3 = div_12 = mul_21 = None
    _tensor_constant21_1 = self._tensor_constant21
    _tensor_constant22_1 = self._tensor_constant22
    lt_1 = torch.ops.aten.lt.Tensor(_tensor_constant21_1, _tensor_constant22_1);  _tensor_constant21_1 = _tensor_constant22_1 = None
    masked_fill__3 = torch.ops.aten.masked_fill_.Scalar(where_3, lt_1, 0);  where_3 = lt_1 = None
    add_4 = torch.ops.aten.add.Tensor(neg_7, masked_fill__3);  neg_7 = masked_fill__3 = None
    _tensor_constant23 = self._tensor_constant23
    _tensor_constant24 = self._tensor_constant24
    div_13 = torch.ops.aten.div.Tensor(_tensor_constant23, _tensor_constant24);  _tensor_constant23 = _tensor_constant24 = None
    _tensor_constant24_1 = self._tensor_constant24
    div_14 = torch.ops.aten.div.Tensor(div_13, _tensor_constant24_1);  div_13 = _tensor_constant24_1 = None
    neg_11 = torch.ops.aten.neg.default(neg)
    mul_22 = torch.ops.aten.mul.Tensor(neg_11, div_14);  neg_11 = div_14 = None
    _tensor_constant24_2 = self._tensor_constant24
    div_15 = torch.ops.aten.div.Tensor(neg, _tensor_constant24_2);  neg = _tensor_constant24_2 = None
    neg_12 = torch.ops.aten.neg.default(mul_22)
    add_5 = torch.ops.aten.add.Tensor(div_15, neg_12);  div_15 = neg_12 = None
    _tensor_constant9_1 = self._tensor_constant9
    mul_23 = torch.ops.aten.mul.Tensor(mul_22, _tensor_constant9_1);  _tensor_constant9_1 = None
    _tensor_constant25 = self._tensor_constant25
    mul_24 = torch.ops.aten.mul.Tensor(mul_22, _tensor_constant25);  mul_22 = _tensor_constant25 = None
    add_6 = torch.ops.aten.add.Tensor(div_7, mul_24);  div_7 = mul_24 = None
    add_7 = torch.ops.aten.add.Tensor(mul_13, mul_23);  mul_13 = mul_23 = None
    _tensor_constant26 = self._tensor_constant26
    mul_25 = torch.ops.aten.mul.Tensor(add_5, _tensor_constant26);  _tensor_constant26 = None
    _tensor_constant27 = self._tensor_constant27
    mul_26 = torch.ops.aten.mul.Tensor(add_5, _tensor_constant27);  add_5 = _tensor_constant27 = None
    scalar_tensor = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant28 = self._tensor_constant28
    ge = torch.ops.aten.ge.Scalar(_tensor_constant28, 0);  _tensor_constant28 = None
    where_4 = torch.ops.aten.where.self(ge, mul_25, scalar_tensor);  ge = mul_25 = scalar_tensor = None
    neg_13 = torch.ops.aten.neg.default(where_4)
    div_16 = torch.ops.aten.div.Scalar(neg_13, 2)
    _tensor_constant15_2 = self._tensor_constant15
    _tensor_constant16_2 = self._tensor_constant16
    eq_4 = torch.ops.aten.eq.Tensor(_tensor_constant15_2, _tensor_constant16_2);  _tensor_constant15_2 = _tensor_constant16_2 = None
    where_5 = torch.ops.aten.where.self(eq_4, div_16, neg_13);  eq_4 = div_16 = neg_13 = None
    _tensor_constant15_3 = self._tensor_constant15
    _tensor_constant16_3 = self._tensor_constant16
    lt_2 = torch.ops.aten.lt.Tensor(_tensor_constant15_3, _tensor_constant16_3);  _tensor_constant15_3 = _tensor_constant16_3 = None
    masked_fill__4 = torch.ops.aten.masked_fill_.Scalar(where_5, lt_2, 0);  where_5 = lt_2 = None
    add_8 = torch.ops.aten.add.Tensor(add_1, masked_fill__4);  add_1 = masked_fill__4 = None
    div_17 = torch.ops.aten.div.Scalar(where_4, 2)
    _tensor_constant17_2 = self._tensor_constant17
    _tensor_constant18_2 = self._tensor_constant18
    eq_5 = torch.ops.aten.eq.Tensor(_tensor_constant17_2, _tensor_constant18_2);  _tensor_constant17_2 = _tensor_constant18_2 = None
    where_6 = torch.ops.aten.where.self(eq_5, div_17, where_4);  eq_5 = div_17 = where_4 = None
    _tensor_constant17_3 = self._tensor_constant17
    _tensor_constant18_3 = self._tensor_constant18
    gt_2 = torch.ops.aten.gt.Tensor(_tensor_constant17_3, _tensor_constant18_3);  _tensor_constant17_3 = _tensor_constant18_3 = None
    masked_fill__5 = torch.ops.aten.masked_fill_.Scalar(where_6, gt_2, 0);  where_6 = gt_2 = None
    add_9 = torch.ops.aten.add.Tensor(add_2, masked_fill__5);  add_2 = masked_fill__5 = None
    scalar_tensor_1 = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant29 = self._tensor_constant29
    ge_1 = torch.ops.aten.ge.Scalar(_tensor_constant29, 0);  _tensor_constant29 = None
    where_7 = torch.ops.aten.where.self(ge_1, mul_26, scalar_tensor_1);  ge_1 = mul_26 = scalar_tensor_1 = None
    neg_14 = torch.ops.aten.neg.default(where_7)
    div_18 = torch.ops.aten.div.Scalar(neg_14, 2)
    _tensor_constant19_2 = self._tensor_constant19
    _tensor_constant20_2 = self._tensor_constant20
    eq_6 = torch.ops.aten.eq.Tensor(_tensor_constant19_2, _tensor_constant20_2);  _tensor_constant19_2 = _tensor_constant20_2 = None
    where_8 = torch.ops.aten.where.self(eq_6, div_18, neg_14);  eq_6 = div_18 = neg_14 = None
    _tensor_constant19_3 = self._tensor_constant19
    _tensor_constant20_3 = self._tensor_constant20
    lt_3 = torch.ops.aten.lt.Tensor(_tensor_constant19_3, _tensor_constant20_3);  _tensor_constant19_3 = _tensor_constant20_3 = None
    masked_fill__6 = torch.ops.aten.masked_fill_.Scalar(where_8, lt_3, 0);  where_8 = lt_3 = None
    add_10 = torch.ops.aten.add.Tensor(add_3, masked_fill__6);  add_3 = masked_fill__6 = None
    div_19 = torch.ops.aten.div.Scalar(where_7, 2)
    _tensor_constant21_2 = self._tensor_constant21
    _tensor_constant22_2 = self._tensor_constant22
    eq_7 = torch.ops.aten.eq.Tensor(_tensor_constant21_2, _tensor_constant22_2);  _tensor_constant21_2 = _tensor_constant22_2 = None
    where_9 = torch.ops.aten.where.self(eq_7, div_19, where_7);  eq_7 = div_19 = where_7 = None
    _tensor_constant21_3 = self._tensor_constant21
    _tensor_constant22_3 = self._tensor_constant22
    gt_3 = torch.ops.aten.gt.Tensor(_tensor_constant21_3, _tensor_constant22_3);  _tensor_constant21_3 = _tensor_constant22_3 = None
    masked_fill__7 = torch.ops.aten.masked_fill_.Scalar(where_9, gt_3, 0);  where_9 = gt_3 = None
    add_11 = torch.ops.aten.add.Tensor(add_4, masked_fill__7);  add_4 = masked_fill__7 = None
    div_20 = torch.ops.aten.div.Tensor(add_9, 2)
    add_12 = torch.ops.aten.add.Tensor(add_7, div_20);  add_7 = div_20 = None
    neg_15 = torch.ops.aten.neg.default(add_8)
    add_13 = torch.ops.aten.add.Tensor(add_9, add_8);  add_9 = add_8 = None
    div_21 = torch.ops.aten.div.Tensor(neg_15, 2);  neg_15 = None
    add_14 = torch.ops.aten.add.Tensor(add_12, div_21);  add_12 = div_21 = None
    div_22 = torch.ops.aten.div.Tensor(add_11, 2)
    add_15 = torch.ops.aten.add.Tensor(add_6, div_22);  add_6 = div_22 = None
    neg_16 = torch.ops.aten.neg.default(add_10)
    add_16 = torch.ops.aten.add.Tensor(add_11, add_10);  add_11 = add_10 = None
    div_23 = torch.ops.aten.div.Tensor(neg_16, 2);  neg_16 = None
    add_17 = torch.ops.aten.add.Tensor(add_15, div_23);  add_15 = div_23 = None
    stack = torch.ops.aten.stack.default([add_16, add_13, add_17, add_14], -1);  add_16 = add_13 = add_17 = add_14 = None
    slice_backward_1 = torch.ops.aten.slice_backward.default(stack, [4, 8], 1, 0, 4, 1);  stack = None
    add_18 = torch.ops.aten.add.Tensor(slice_backward, slice_backward_1);  slice_backward = slice_backward_1 = None
    new_zeros = torch.ops.aten.new_zeros.default(add_18, [2, 2, 4, 4, 8], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant30 = self._tensor_constant30
    _tensor_constant31 = self._tensor_constant31
    _tensor_constant32 = self._tensor_constant32
    _tensor_constant33 = self._tensor_constant33
    index_put = torch.ops.aten.index_put.default(new_zeros, [_tensor_constant30, _tensor_constant31, _tensor_constant32, _tensor_constant33], add_18, True);  new_zeros = _tensor_constant30 = _tensor_constant31 = _tensor_constant32 = _tensor_constant33 = add_18 = None
    add_19 = torch.ops.aten.add.Tensor(select_backward, index_put);  select_backward = index_put = None
    _tensor_constant34 = self._tensor_constant34
    sigmoid_2 = torch.ops.aten.sigmoid.default(_tensor_constant34);  _tensor_constant34 = None
    _tensor_constant35 = self._tensor_constant35
    sub_2 = torch.ops.aten.sub.Tensor(sigmoid_2, _tensor_constant35);  sigmoid_2 = _tensor_constant35 = None
    mul_27 = torch.ops.aten.mul.Tensor(sub_2, mul_1);  sub_2 = mul_1 = None
    div__2 = torch.ops.aten.div_.Scalar(mul_27, 18);  mul_27 = None
    slice_backward_2 = torch.ops.aten.slice_backward.default(div__2, [6, 8], 1, 5, 9223372036854775807, 1);  div__2 = None
    mul_28 = torch.ops.aten.mul.Tensor(mul_2, 4.0);  mul_2 = None
    _tensor_constant36 = self._tensor_constant36
    sigmoid_3 = torch.ops.aten.sigmoid.default(_tensor_constant36);  _tensor_constant36 = None
    _tensor_constant37 = self._tensor_constant37
    sub_3 = torch.ops.aten.sub.Tensor(sigmoid_3, _tensor_constant37);  sigmoid_3 = _tensor_constant37 = None
    mul_29 = torch.ops.aten.mul.Tensor(sub_3, mul_28);  sub_3 = mul_28 = None
    div__3 = torch.ops.aten.div_.Scalar(mul_29, 256);  mul_29 = None
    select_backward_1 = torch.ops.aten.select_backward.default(div__3, [2, 2, 8, 8, 8], 4, 4);  div__3 = None
    expand_1 = torch.ops.aten.expand.default(mul_3, [6]);  mul_3 = None
    div_24 = torch.ops.aten.div.Scalar(expand_1, 6);  expand_1 = None
    neg_17 = torch.ops.aten.neg.default(div_24);  div_24 = None
    neg_18 = torch.ops.aten.neg.default(neg_17)
    _tensor_constant38 = self._tensor_constant38
    mul_30 = torch.ops.aten.mul.Tensor(neg_18, _tensor_constant38);  _tensor_constant38 = None
    _tensor_constant39 = self._tensor_constant39
    _tensor_constant40 = self._tensor_constant40
    div_25 = torch.ops.aten.div.Tensor(_tensor_constant39, _tensor_constant40);  _tensor_constant39 = _tensor_constant40 = None
    _tensor_constant40_1 = self._tensor_constant40
    div_26 = torch.ops.aten.div.Tensor(div_25, _tensor_constant40_1);  div_25 = _tensor_constant40_1 = None
    neg_19 = torch.ops.aten.neg.default(neg_18)
    mul_31 = torch.ops.aten.mul.Tensor(neg_19, div_26);  neg_19 = div_26 = None
    _tensor_constant40_2 = self._tensor_constant40
    div_27 = torch.ops.aten.div.Tensor(neg_18, _tensor_constant40_2);  neg_18 = _tensor_constant40_2 = None
    mul_32 = torch.ops.aten.mul.Tensor(mul_30, 0.4052847345693511);  mul_30 = None
    _tensor_constant41 = self._tensor_constant41
    pow_6 = torch.ops.aten.pow.Tensor_Scalar(_tensor_constant41, 1.0);  _tensor_constant41 = None
    mul_33 = torch.ops.aten.mul.Scalar(pow_6, 2.0);  pow_6 = None
    mul_34 = torch.ops.aten.mul.Tensor(mul_32, mul_33);  mul_32 = mul_33 = None
    neg_20 = torch.ops.aten.neg.default(mul_34);  mul_34 = None
    _tensor_constant42 = self._tensor_constant42
    _tensor_constant42_1 = self._tensor_constant42
    mul_35 = torch.ops.aten.mul.Tensor(_tensor_constant42, _tensor_constant42_1);  _tensor_constant42 = _tensor_constant42_1 = None
    add_20 = torch.ops.aten.add.Scalar(mul_35, 1);  mul_35 = None
    div_28 = torch.ops.aten.div.Tensor(neg_20, add_20);  neg_20 = add_20 = None
    _tensor_constant43 = self._tensor_constant43
    _tensor_constant44 = self._tensor_constant44
    div_29 = torch.ops.aten.div.Tensor(_tensor_constant43, _tensor_constant44);  _tensor_constant43 = _tensor_constant44 = None
    _tensor_constant44_1 = self._tensor_constant44
    div_30 = torch.ops.aten.div.Tensor(div_29, _tensor_constant44_1);  div_29 = _tensor_constant44_1 = None
    neg_21 = torch.ops.aten.neg.default(div_28)
    mul_36 = torch.ops.aten.mul.Tensor(neg_21, div_30);  neg_21 = div_30 = None
    _tensor_constant44_2 = self._tensor_constant44
    div_31 = torch.ops.aten.div.Tensor(div_28, _tensor_constant44_2);  div_28 = _tensor_constant44_2 = None
    div_32 = torch.ops.aten.div.Tensor(div_27, 4);  div_27 = None
    _tensor_constant45 = self._tensor_constant45
    pow_7 = torch.ops.aten.pow.Tensor_Scalar(_tensor_constant45, 1.0);  _tensor_constant45 = None
    mul_37 = torch.ops.aten.mul.Scalar(pow_7, 2.0);  pow_7 = None
    mul_38 = torch.ops.aten.mul.Tensor(div_32, mul_37);  mul_37 = None
    neg_22 = torch.ops.aten.neg.default(mul_38)
    neg_23 = torch.ops.aten.neg.default(mul_38);  mul_38 = None
    _tensor_constant46 = self._tensor_constant46
    pow_8 = torch.ops.aten.pow.Tensor_Scalar(_tensor_constant46, 1.0);  _tensor_constant46 = None
    mul_39 = torch.ops.aten.mul.Scalar(pow_8, 2.0);  pow_8 = None
    mul_40 = torch.ops.aten.mul.Tensor(div_32, mul_39);  div_32 = mul_39 = None
    neg_24 = torch.ops.aten.neg.default(mul_40)
    neg_25 = torch.ops.aten.neg.default(mul_40);  mul_40 = None
    _tensor_constant47 = self._tensor_constant47
    pow_9 = torch.ops.aten.pow.Tensor_Scalar(_tensor_constant47, 1.0);  _tensor_constant47 = None
    mul_41 = torch.ops.aten.mul.Scalar(pow_9, 2.0);  pow_9 = None
    mul_42 = torch.ops.aten.mul.Tensor(mul_31, mul_41);  mul_41 = None
    _tensor_constant48 = self._tensor_constant48
    pow_10 = torch.ops.aten.pow.Tensor_Scalar(_tensor_constant48, 1.0);  _tensor_constant48 = None
    mul_43 = torch.ops.aten.mul.Scalar(pow_10, 2.0);  pow_10 = None
    mul_44 = torch.ops.aten.mul.Tensor(mul_31, mul_43);  mul_31 = mul_43 = None
    neg_26 = torch.ops.aten.neg.default(mul_42)
    div_33 = torch.ops.aten.div.Scalar(neg_26, 2)
    _tensor_constant49 = self._tensor_constant49
    _tensor_constant50 = self._tensor_constant50
    eq_8 = torch.ops.aten.eq.Tensor(_tensor_constant49, _tensor_constant50);  _tensor_constant49 = _tensor_constant50 = None
    where_10 = torch.ops.aten.where.self(eq_8, div_33, neg_26);  eq_8 = div_33 = neg_26 = None
    _tensor_constant49_1 = self._tensor_constant49
    _tensor_constant50_1 = self._tensor_constant50
    gt_4 = torch.ops.aten.gt.Tensor(_tensor_constant49_1, _tensor_constant50_1);  _tensor_constant49_1 = _tensor_constant50_1 = None
    masked_fill__8 = torch.ops.aten.masked_fill_.Scalar(where_10, gt_4, 0);  where_10 = gt_4 = None
    add_21 = torch.ops.aten.add.Tensor(neg_23, masked_fill__8);  neg_23 = masked_fill__8 = None
    div_34 = torch.ops.aten.div.Scalar(mul_42, 2)
    _tensor_constant51 = self._tensor_constant51
    _tensor_constant52 = self._tensor_constant52
    eq_9 = torch.ops.aten.eq.Tensor(_tensor_constant51, _tensor_constant52);  _tensor_constant51 = _tensor_constant52 = None
    where_11 = torch.ops.aten.where.self(eq_9, div_34, mul_42);  eq_9 = div_34 = mul_42 = None
    _tensor_constant51_1 = self._tensor_constant51
    _tensor_constant52_1 = self._tensor_constant52
    lt_4 = torch.ops.aten.lt.Tensor(_tensor_constant51_1, _tensor_constant52_1);  _tensor_constant51_1 = _tensor_constant52_1 = None
    masked_fill__9 = torch.ops.aten.masked_fill_.Scalar(where_11, lt_4, 0);  where_11 = lt_4 = None
    add_22 = torch.ops.aten.add.Tensor(neg_22, masked_fill__9);  neg_22 = masked_fill__9 = None
    neg_27 = torch.ops.aten.neg.default(mul_44)
    div_35 = torch.ops.aten.div.Scalar(neg_27, 2)
    _tensor_constant53 = self._tensor_constant53
    _tensor_constant54 = self._tensor_constant54
    eq_10 = torch.ops.aten.eq.Tensor(_tensor_constant53, _tensor_constant54);  _tensor_constant53 = _tensor_constant54 = None
    where_12 = torch.ops.aten.where.self(eq_10, div_35, neg_27);  eq_10 = div_35 = neg_27 = None
    _tensor_constant53_1 = self._tensor_constant53
    _tensor_constant54_1 = self._tensor_constant54
    gt_5 = torch.ops.aten.gt.Tensor(_tensor_constant53_1, _tensor_constant54_1);  _tensor_constant53_1 = _tensor_constant54_1 = None
    masked_fill__10 = torch.ops.aten.masked_fill_.Scalar(where_12, gt_5, 0);  where_12 = gt_5 = None
    add_23 = torch.ops.aten.add.Tensor(neg_25, masked_fill__10);  neg_25 = masked_fill__10 = None
    div_36 = torch.ops.aten.div.Scalar(mul_44, 2)
    _tensor_constant55 = self._tensor_constant55
    _tensor_constant56 = self._tensor_constant56
    eq_11 = torch.ops.aten.eq.Tensor(_tensor_constant55, _tensor_constant56);  _tensor_constant55 = _tensor_constant56 = None
    where_13 = torch.ops.aten.where.self(eq_11, div_36, mul_44);  eq_11 = div_36 = mul_44 = None
    _tensor_constant55_1 = self._tensor_constant55
    _tensor_constant56_1 = self._tensor_constant56
    lt_5 = torch.ops.aten.lt.Tensor(_tensor_constant55_1, _tensor_constant56_1);  _tensor_constant55_1 = _tensor_constant56_1 = None
    masked_fill__11 = torch.ops.aten.masked_fill_.Scalar(where_13, lt_5, 0);  where_13 = lt_5 = None
    add_24 = torch.ops.aten.add.Tensor(neg_24, masked_fill__11);  neg_24 = masked_fill__11 = None
    _tensor_constant57 = self._tensor_constant57
    _tensor_constant58 = self._tensor_constant58
    div_37 = torch.ops.aten.div.Tensor(_tensor_constant57, _tensor_constant58);  _tensor_constant57 = _tensor_constant58 = None
    _tensor_constant58_1 = self._tensor_constant58
    div_38 = torch.ops.aten.div.Tensor(div_37, _tensor_constant58_1);  div_37 = _tensor_constant58_1 = None
    neg_28 = torch.ops.aten.neg.default(neg_17)
    mul_45 = torch.ops.aten.mul.Tensor(neg_28, div_38);  neg_28 = div_38 = None
    _tensor_constant58_2 = self._tensor_constant58
    div_39 = torch.ops.aten.div.Tensor(neg_17, _tensor_constant58_2);  neg_17 = _tensor_constant58_2 = None
    neg_29 = torch.ops.aten.neg.default(mul_45)
    add_25 = torch.ops.aten.add.Tensor(div_39, neg_29);  div_39 = neg_29 = None
    _tensor_constant43_1 = self._tensor_constant43
    mul_46 = torch.ops.aten.mul.Tensor(mul_45, _tensor_constant43_1);  _tensor_constant43_1 = None
    _tensor_constant59 = self._tensor_constant59
    mul_47 = torch.ops.aten.mul.Tensor(mul_45, _tensor_constant59);  mul_45 = _tensor_constant59 = None
    add_26 = torch.ops.aten.add.Tensor(div_31, mul_47);  div_31 = mul_47 = None
    add_27 = torch.ops.aten.add.Tensor(mul_36, mul_46);  mul_36 = mul_46 = None
    _tensor_constant60 = self._tensor_constant60
    mul_48 = torch.ops.aten.mul.Tensor(add_25, _tensor_constant60);  _tensor_constant60 = None
    _tensor_constant61 = self._tensor_constant61
    mul_49 = torch.ops.aten.mul.Tensor(add_25, _tensor_constant61);  add_25 = _tensor_constant61 = None
    scalar_tensor_2 = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant62 = self._tensor_constant62
    ge_2 = torch.ops.aten.ge.Scalar(_tensor_constant62, 0);  _tensor_constant62 = None
    where_14 = torch.ops.aten.where.self(ge_2, mul_48, scalar_tensor_2);  ge_2 = mul_48 = scalar_tensor_2 = None
    neg_30 = torch.ops.aten.neg.default(where_14)
    div_40 = torch.ops.aten.div.Scalar(neg_30, 2)
    _tensor_constant49_2 = self._tensor_constant49
    _tensor_constant50_2 = self._tensor_constant50
    eq_12 = torch.ops.aten.eq.Tensor(_tensor_constant49_2, _tensor_constant50_2);  _tensor_constant49_2 = _tensor_constant50_2 = None
    where_15 = torch.ops.aten.where.self(eq_12, div_40, neg_30);  eq_12 = div_40 = neg_30 = None
    _tensor_constant49_3 = self._tensor_constant49
    _tensor_constant50_3 = self._tensor_constant50
    lt_6 = torch.ops.aten.lt.Tensor(_tensor_constant49_3, _tensor_constant50_3);  _tensor_constant49_3 = _tensor_constant50_3 = None
    masked_fill__12 = torch.ops.aten.masked_fill_.Scalar(where_15, lt_6, 0);  where_15 = lt_6 = None
    add_28 = torch.ops.aten.add.Tensor(add_21, masked_fill__12);  add_21 = masked_fill__12 = None
    div_41 = torch.ops.aten.div.Scalar(where_14, 2)
    _tensor_constant51_2 = self._tensor_constant51
    _tensor_constant52_2 = self._tensor_constant52
    eq_13 = torch.ops.aten.eq.Tensor(_tensor_constant51_2, _tensor_constant52_2);  _tensor_constant51_2 = _tensor_constant52_2 = None
    where_16 = torch.ops.aten.where.self(eq_13, div_41, where_14);  eq_13 = div_41 = where_14 = None
    _tensor_constant51_3 = self._tensor_constant51
    _tensor_constant52_3 = self._tensor_constant52
    gt_6 = torch.ops.aten.gt.Tensor(_tensor_constant51_3, _tensor_constant52_3);  _tensor_constant51_3 = _tensor_constant52_3 = None
    masked_fill__13 = torch.ops.aten.masked_fill_.Scalar(where_16, gt_6, 0);  where_16 = gt_6 = None
    add_29 = torch.ops.aten.add.Tensor(add_22, masked_fill__13);  add_22 = masked_fill__13 = None
    scalar_tensor_3 = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant63 = self._tensor_constant63
    ge_3 = torch.ops.aten.ge.Scalar(_tensor_constant63, 0);  _tensor_constant63 = None
    where_17 = torch.ops.aten.where.self(ge_3, mul_49, scalar_tensor_3);  ge_3 = mul_49 = scalar_tensor_3 = None
    neg_31 = torch.ops.aten.neg.default(where_17)
    div_42 = torch.ops.aten.div.Scalar(neg_31, 2)
    _tensor_constant53_2 = self._tensor_constant53
    _tensor_constant54_2 = self._tensor_constant54
    eq_14 = torch.ops.aten.eq.Tensor(_tensor_constant53_2, _tensor_constant54_2);  _tensor_constant53_2 = _tensor_constant54_2 = None
    where_18 = torch.ops.aten.where.self(eq_14, div_42, neg_31);  eq_14 = div_42 = neg_31 = None
    _tensor_constant53_3 = self._tensor_constant53
    _tensor_constant54_3 = self._tensor_constant54
    lt_7 = torch.ops.aten.lt.Tensor(_tensor_constant53_3, _tensor_constant54_3);  _tensor_constant53_3 = _tensor_constant54_3 = None
    masked_fill__14 = torch.ops.aten.masked_fill_.Scalar(where_18, lt_7, 0);  where_18 = lt_7 = None
    add_30 = torch.ops.aten.add.Tensor(add_23, masked_fill__14);  add_23 = masked_fill__14 = None
    div_43 = torch.ops.aten.div.Scalar(where_17, 2)
    _tensor_constant55_2 = self._tensor_constant55
    _tensor_constant56_2 = self._tensor_constant56
    eq_15 = torch.ops.aten.eq.Tensor(_tensor_constant55_2, _tensor_constant56_2);  _tensor_constant55_2 = _tensor_constant56_2 = None
    where_19 = torch.ops.aten.where.self(eq_15, div_43, where_17);  eq_15 = div_43 = where_17 = None
    _tensor_constant55_3 = self._tensor_constant55
    _tensor_constant56_3 = self._tensor_constant56
    gt_7 = torch.ops.aten.gt.Tensor(_tensor_constant55_3, _tensor_constant56_3);  _tensor_constant55_3 = _tensor_constant56_3 = None
    masked_fill__15 = torch.ops.aten.masked_fill_.Scalar(where_19, gt_7, 0);  where_19 = gt_7 = None
    add_31 = torch.ops.aten.add.Tensor(add_24, masked_fill__15);  add_24 = masked_fill__15 = None
    div_44 = torch.ops.aten.div.Tensor(add_29, 2)
    add_32 = torch.ops.aten.add.Tensor(add_27, div_44);  add_27 = div_44 = None
    neg_32 = torch.ops.aten.neg.default(add_28)
    add_33 = torch.ops.aten.add.Tensor(add_29, add_28);  add_29 = add_28 = None
    div_45 = torch.ops.aten.div.Tensor(neg_32, 2);  neg_32 = None
    add_34 = torch.ops.aten.add.Tensor(add_32, div_45);  add_32 = div_45 = None
    div_46 = torch.ops.aten.div.Tensor(add_31, 2)
    add_35 = torch.ops.aten.add.Tensor(add_26, div_46);  add_26 = div_46 = None
    neg_33 = torch.ops.aten.neg.default(add_30)
    add_36 = torch.ops.aten.add.Tensor(add_31, add_30);  add_31 = add_30 = None
    div_47 = torch.ops.aten.div.Tensor(neg_33, 2);  neg_33 = None
    add_37 = torch.ops.aten.add.Tensor(add_35, div_47);  add_35 = div_47 = None
    stack_1 = torch.ops.aten.stack.default([add_36, add_33, add_37, add_34], -1);  add_36 = add_33 = add_37 = add_34 = None
    slice_backward_3 = torch.ops.aten.slice_backward.default(stack_1, [6, 8], 1, 0, 4, 1);  stack_1 = None
    add_38 = torch.ops.aten.add.Tensor(slice_backward_2, slice_backward_3);  slice_backward_2 = slice_backward_3 = None
    new_zeros_1 = torch.ops.aten.new_zeros.default(add_38, [2, 2, 8, 8, 8], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant64 = self._tensor_constant64
    _tensor_constant65 = self._tensor_constant65
    _tensor_constant66 = self._tensor_constant66
    _tensor_constant67 = self._tensor_constant67
    index_put_1 = torch.ops.aten.index_put.default(new_zeros_1, [_tensor_constant64, _tensor_constant65, _tensor_constant66, _tensor_constant67], add_38, True);  new_zeros_1 = _tensor_constant64 = _tensor_constant65 = _tensor_constant66 = _tensor_constant67 = add_38 = None
    add_39 = torch.ops.aten.add.Tensor(select_backward_1, index_put_1);  select_backward_1 = index_put_1 = None
    slice_1 = torch.ops.aten.slice.Tensor(add_19, 4, 0, 2)
    slice_2 = torch.ops.aten.slice.Tensor(add_19, 4, 2, 4)
    slice_3 = torch.ops.aten.slice.Tensor(add_19, 4, 4, 8);  add_19 = None
    slice_backward_4 = torch.ops.aten.slice_backward.default(slice_3, [2, 2, 4, 4, 8], 4, 4, 9223372036854775807, 1);  slice_3 = None
    _tensor_constant68 = self._tensor_constant68
    mul_50 = torch.ops.aten.mul.Tensor(slice_2, _tensor_constant68);  slice_2 = _tensor_constant68 = None
    _tensor_constant69 = self._tensor_constant69
    pow_11 = torch.ops.aten.pow.Tensor_Scalar(_tensor_constant69, 1.0);  _tensor_constant69 = None
    mul_51 = torch.ops.aten.mul.Scalar(pow_11, 2.0);  pow_11 = None
    mul_52 = torch.ops.aten.mul.Tensor(mul_50, mul_51);  mul_50 = mul_51 = None
    mul_53 = torch.ops.aten.mul.Tensor(mul_52, 2);  mul_52 = None
    _tensor_constant70 = self._tensor_constant70
    detach = torch.ops.aten.detach.default(_tensor_constant70);  _tensor_constant70 = None
    sigmoid_backward = torch.ops.aten.sigmoid_backward.default(mul_53, detach);  mul_53 = detach = None
    slice_backward_5 = torch.ops.aten.slice_backward.default(sigmoid_backward, [2, 2, 4, 4, 8], 4, 2, 4, 1);  sigmoid_backward = None
    add_40 = torch.ops.aten.add.Tensor(slice_backward_4, slice_backward_5);  slice_backward_4 = slice_backward_5 = None
    mul_54 = torch.ops.aten.mul.Tensor(slice_1, 4.0);  slice_1 = None
    mul_55 = torch.ops.aten.mul.Tensor(mul_54, 2);  mul_54 = None
    _tensor_constant71 = self._tensor_constant71
    detach_1 = torch.ops.aten.detach.default(_tensor_constant71);  _tensor_constant71 = None
    sigmoid_backward_1 = torch.ops.aten.sigmoid_backward.default(mul_55, detach_1);  mul_55 = detach_1 = None
    slice_backward_6 = torch.ops.aten.slice_backward.default(sigmoid_backward_1, [2, 2, 4, 4, 8], 4, 0, 2, 1);  sigmoid_backward_1 = None
    add_41 = torch.ops.aten.add.Tensor(add_40, slice_backward_6);  add_40 = slice_backward_6 = None
    permute = torch.ops.aten.permute.default(add_41, [0, 1, 4, 2, 3]);  add_41 = None
    clone = torch.ops.aten.clone.default(permute, memory_format = torch.contiguous_format);  permute = None
    _unsafe_view = torch.ops.aten._unsafe_view.default(clone, [2, 16, 4, 4]);  clone = None
    _tensor_constant72 = self._tensor_constant72
    _param_constant0 = self._param_constant0
    convolution_backward = torch.ops.aten.convolution_backward.default(_unsafe_view, _tensor_constant72, _param_constant0, [16], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  _unsafe_view = _tensor_constant72 = _param_constant0 = None
    getitem = convolution_backward[0]
    getitem_1 = convolution_backward[1]
    getitem_2 = convolution_backward[2];  convolution_backward = None
    slice_4 = torch.ops.aten.slice.Tensor(add_39, 4, 0, 2)
    slice_5 = torch.ops.aten.slice.Tensor(add_39, 4, 2, 4)
    slice_6 = torch.ops.aten.slice.Tensor(add_39, 4, 4, 8);  add_39 = None
    slice_backward_7 = torch.ops.aten.slice_backward.default(slice_6, [2, 2, 8, 8, 8], 4, 4, 9223372036854775807, 1);  slice_6 = None
    _tensor_constant73 = self._tensor_constant73
    mul_56 = torch.ops.aten.mul.Tensor(slice_5, _tensor_constant73);  slice_5 = _tensor_constant73 = None
    _tensor_constant74 = self._tensor_constant74
    pow_12 = torch.ops.aten.pow.Tensor_Scalar(_tensor_constant74, 1.0);  _tensor_constant74 = None
    mul_57 = torch.ops.aten.mul.Scalar(pow_12, 2.0);  pow_12 = None
    mul_58 = torch.ops.aten.mul.Tensor(mul_56, mul_57);  mul_56 = mul_57 = None
    mul_59 = torch.ops.aten.mul.Tensor(mul_58, 2);  mul_58 = None
    _tensor_constant75 = self._tensor_constant75
    detach_2 = torch.ops.aten.detach.default(_tensor_constant75);  _tensor_constant75 = None
    sigmoid_backward_2 = torch.ops.aten.sigmoid_backward.default(mul_59, detach_2);  mul_59 = detach_2 = None
    slice_backward_8 = torch.ops.aten.slice_backward.default(sigmoid_backward_2, [2, 2, 8, 8, 8], 4, 2, 4, 1);  sigmoid_backward_2 = None
    add_42 = torch.ops.aten.add.Tensor(slice_backward_7, slice_backward_8);  slice_backward_7 = slice_backward_8 = None
    mul_60 = torch.ops.aten.mul.Tensor(slice_4, 2.0);  slice_4 = None
    mul_61 = torch.ops.aten.mul.Tensor(mul_60, 2);  mul_60 = None
    _tensor_constant76 = self._tensor_constant76
    detach_3 = torch.ops.aten.detach.default(_tensor_constant76);  _tensor_constant76 = None
    sigmoid_backward_3 = torch.ops.aten.sigmoid_backward.default(mul_61, detach_3);  mul_61 = detach_3 = None
    slice_backward_9 = torch.ops.aten.slice_backward.default(sigmoid_backward_3, [2, 2, 8, 8, 8], 4, 0, 2, 1);  sigmoid_backward_3 = None
    add_43 = torch.ops.aten.add.Tensor(add_42, slice_backward_9);  add_42 = slice_backward_9 = None
    permute_1 = torch.ops.aten.permute.default(add_43, [0, 1, 4, 2, 3]);  add_43 = None
    clone_1 = torch.ops.aten.clone.default(permute_1, memory_format = torch.contiguous_format);  permute_1 = None
    _unsafe_view_1 = torch.ops.aten._unsafe_view.default(clone_1, [2, 16, 8, 8]);  clone_1 = None
    _tensor_constant77 = self._tensor_constant77
    _param_constant1 = self._param_constant1
    convolution_backward_1 = torch.ops.aten.convolution_backward.default(_unsafe_view_1, _tensor_constant77, _param_constant1, [16], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  _unsafe_view_1 = _tensor_constant77 = _param_constant1 = None
    getitem_3 = convolution_backward_1[0]
    getitem_4 = convolution_backward_1[1]
    getitem_5 = convolution_backward_1[2];  convolution_backward_1 = None
    _tensor_constant78 = self._tensor_constant78
    silu_backward = torch.ops.aten.silu_backward.default(getitem_3, _tensor_constant78);  getitem_3 = _tensor_constant78 = None
    _tensor_constant79 = self._tensor_constant79
    _param_constant2 = self._param_constant2
    _tensor_constant80 = self._tensor_constant80
    _tensor_constant81 = self._tensor_constant81
    _tensor_constant82 = self._tensor_constant82
    _tensor_constant83 = self._tensor_constant83
    native_batch_norm_backward = torch.ops.aten.native_batch_norm_backward.default(silu_backward, _tensor_constant79, _param_constant2, _tensor_constant80, _tensor_constant81, _tensor_constant82, _tensor_constant83, True, 1e-05, [True, True, True]);  silu_backward = _tensor_constant79 = _param_constant2 = _tensor_constant80 = _tensor_constant81 = _tensor_constant82 = _tensor_constant83 = None
    getitem_6 = native_batch_norm_backward[0]
    getitem_7 = native_batch_norm_backward[1]
    getitem_8 = native_batch_norm_backward[2];  native_batch_norm_backward = None
    _tensor_constant84 = self._tensor_constant84
    _param_constant3 = self._param_constant3
    convolution_backward_2 = torch.ops.aten.convolution_backward.default(getitem_6, _tensor_constant84, _param_constant3, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_6 = _tensor_constant84 = _param_constant3 = None
    getitem_9 = convolution_backward_2[0]
    getitem_10 = convolution_backward_2[1]
    getitem_11 = convolution_backward_2[2];  convolution_backward_2 = getitem_11 = None
    _tensor_constant85 = self._tensor_constant85
    _param_constant4 = self._param_constant4
    convolution_backward_3 = torch.ops.aten.convolution_backward.default(getitem_9, _tensor_constant85, _param_constant4, [16], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  _tensor_constant85 = _param_constant4 = None
    getitem_12 = convolution_backward_3[0]
    getitem_13 = convolution_backward_3[1]
    getitem_14 = convolution_backward_3[2];  convolution_backward_3 = None
    upsample_nearest2d_backward = torch.ops.aten.upsample_nearest2d_backward.default(getitem_9, [8, 8], [2, 16, 4, 4], 2.0, 2.0);  getitem_9 = None
    add_44 = torch.ops.aten.add.Tensor(getitem, upsample_nearest2d_backward);  getitem = upsample_nearest2d_backward = None
    _tensor_constant86 = self._tensor_constant86
    silu_backward_1 = torch.ops.aten.silu_backward.default(add_44, _tensor_constant86);  add_44 = _tensor_constant86 = None
    _tensor_constant87 = self._tensor_constant87
    _param_constant5 = self._param_constant5
    _tensor_constant88 = self._tensor_constant88
    _tensor_constant89 = self._tensor_constant89
    _tensor_constant90 = self._tensor_constant90
    _tensor_constant91 = self._tensor_constant91
    native_batch_norm_backward_1 = torch.ops.aten.native_batch_norm_backward.default(silu_backward_1, _tensor_constant87, _param_constant5, _tensor_constant88, _tensor_constant89, _tensor_constant90, _tensor_constant91, True, 1e-05, [True, True, True]);  silu_backward_1 = _tensor_constant87 = _param_constant5 = _tensor_constant88 = _tensor_constant89 = _tensor_constant90 = _tensor_constant91 = None
    getitem_15 = native_batch_norm_backward_1[0]
    getitem_16 = native_batch_norm_backward_1[1]
    getitem_17 = native_batch_norm_backward_1[2];  native_batch_norm_backward_1 = None
    _tensor_constant85_1 = self._tensor_constant85
    _param_constant6 = self._param_constant6
    convolution_backward_4 = torch.ops.aten.convolution_backward.default(getitem_15, _tensor_constant85_1, _param_constant6, [0], [2, 2], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_15 = _tensor_constant85_1 = _param_constant6 = None
    getitem_18 = convolution_backward_4[0]
    getitem_19 = convolution_backward_4[1]
    getitem_20 = convolution_backward_4[2];  convolution_backward_4 = getitem_20 = None
    add_45 = torch.ops.aten.add.Tensor(getitem_12, getitem_18);  getitem_12 = getitem_18 = None
    _tensor_constant92 = self._tensor_constant92
    silu_backward_2 = torch.ops.aten.silu_backward.default(add_45, _tensor_constant92);  add_45 = _tensor_constant92 = None
    _tensor_constant93 = self._tensor_constant93
    _param_constant7 = self._param_constant7
    _tensor_constant94 = self._tensor_constant94
    _tensor_constant95 = self._tensor_constant95
    _tensor_constant96 = self._tensor_constant96
    _tensor_constant97 = self._tensor_constant97
    native_batch_norm_backward_2 = torch.ops.aten.native_batch_norm_backward.default(silu_backward_2, _tensor_constant93, _param_constant7, _tensor_constant94, _tensor_constant95, _tensor_constant96, _tensor_constant97, True, 1e-05, [True, True, True]);  silu_backward_2 = _tensor_constant93 = _param_constant7 = _tensor_constant94 = _tensor_constant95 = _tensor_constant96 = _tensor_constant97 = None
    getitem_21 = native_batch_norm_backward_2[0]
    getitem_22 = native_batch_norm_backward_2[1]
    getitem_23 = native_batch_norm_backward_2[2];  native_batch_norm_backward_2 = None
    _tensor_constant98 = self._tensor_constant98
    _param_constant8 = self._param_constant8
    convolution_backward_5 = torch.ops.aten.convolution_backward.default(getitem_21, _tensor_constant98, _param_constant8, [0], [2, 2], [1, 1], [1, 1], False, [0, 0], 1, [False, True, False]);  getitem_21 = _tensor_constant98 = _param_constant8 = None
    getitem_24 = convolution_backward_5[0];  getitem_24 = None
    getitem_25 = convolution_backward_5[1]
    getitem_26 = convolution_backward_5[2];  convolution_backward_5 = getitem_26 = None
    return (getitem_25, getitem_22, getitem_23, getitem_19, getitem_16, getitem_17, getitem_13, getitem_14, getitem_10, getitem_7, getitem_8, getitem_4, getitem_5, getitem_1, getitem_2)
    