


def forward(self, loss_1):
    ones_like = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
    neg = torch.ops.aten.neg.default(ones_like)
    _tensor_constant0 = self._tensor_constant0
    _tensor_constant1 = self._tensor_constant1
    div = torch.ops.aten.div.Tensor(_tensor_constant0, _tensor_constant1);  _tensor_constant0 = _tensor_constant1 = None
    _tensor_constant1_1 = self._tensor_constant1
    div_1 = torch.ops.aten.div.Tensor(div, _tensor_constant1_1);  div = _tensor_constant1_1 = None
    neg_1 = torch.ops.aten.neg.default(neg)
    mul = torch.ops.aten.mul.Tensor(neg_1, div_1);  neg_1 = div_1 = None
    _tensor_constant1_2 = self._tensor_constant1
    div_2 = torch.ops.aten.div.Tensor(neg, _tensor_constant1_2);  neg = _tensor_constant1_2 = None
    _tensor_constant2 = self._tensor_constant2
    mul_1 = torch.ops.aten.mul.Tensor(div_2, _tensor_constant2);  _tensor_constant2 = None
    _tensor_constant3 = self._tensor_constant3
    mul_2 = torch.ops.aten.mul.Tensor(div_2, _tensor_constant3);  div_2 = _tensor_constant3 = None
    add = torch.ops.aten.add.Tensor(mul, mul_1);  mul_1 = None
    mul_3 = torch.ops.aten.mul.Tensor(mul_2, 2);  mul_2 = None
    add_1 = torch.ops.aten.add.Tensor(mul, mul_3);  mul = mul_3 = None
    _tensor_constant4 = self._tensor_constant4
    sigmoid = torch.ops.aten.sigmoid.default(_tensor_constant4);  _tensor_constant4 = None
    _tensor_constant5 = self._tensor_constant5
    sub = torch.ops.aten.sub.Tensor(sigmoid, _tensor_constant5);  sigmoid = _tensor_constant5 = None
    mul_4 = torch.ops.aten.mul.Tensor(sub, ones_like);  sub = None
    _tensor_constant6 = self._tensor_constant6
    mul_5 = torch.ops.aten.mul.Tensor(mul_4, _tensor_constant6);  mul_4 = _tensor_constant6 = None
    div_ = torch.ops.aten.div_.Scalar(mul_5, 128);  mul_5 = None
    neg_2 = torch.ops.aten.neg.default(div_)
    slice_backward = torch.ops.aten.slice_backward.default(neg_2, [2, 2, 8, 8], 1, 0, 1, 1);  neg_2 = None
    slice_backward_1 = torch.ops.aten.slice_backward.default(div_, [2, 2, 8, 8], 1, 1, 9223372036854775807, 1);  div_ = None
    add_2 = torch.ops.aten.add.Tensor(slice_backward, slice_backward_1);  slice_backward = slice_backward_1 = None
    _tensor_constant7 = self._tensor_constant7
    div_3 = torch.ops.aten.div.Tensor(add, _tensor_constant7);  add = _tensor_constant7 = None
    expand = torch.ops.aten.expand.default(div_3, [2, 1, 8, 8]);  div_3 = None
    _tensor_constant8 = self._tensor_constant8
    mul_6 = torch.ops.aten.mul.Tensor(expand, _tensor_constant8);  expand = _tensor_constant8 = None
    slice_backward_2 = torch.ops.aten.slice_backward.default(mul_6, [2, 2, 8, 8], 1, 1, 9223372036854775807, 1);  mul_6 = None
    _tensor_constant9 = self._tensor_constant9
    _tensor_constant10 = self._tensor_constant10
    div_4 = torch.ops.aten.div.Tensor(_tensor_constant9, _tensor_constant10);  _tensor_constant9 = _tensor_constant10 = None
    _tensor_constant10_1 = self._tensor_constant10
    div_5 = torch.ops.aten.div.Tensor(div_4, _tensor_constant10_1);  div_4 = _tensor_constant10_1 = None
    neg_3 = torch.ops.aten.neg.default(add_1)
    mul_7 = torch.ops.aten.mul.Tensor(neg_3, div_5);  neg_3 = div_5 = None
    _tensor_constant10_2 = self._tensor_constant10
    div_6 = torch.ops.aten.div.Tensor(add_1, _tensor_constant10_2);  add_1 = _tensor_constant10_2 = None
    expand_1 = torch.ops.aten.expand.default(mul_7, [2, 1, 8, 8]);  mul_7 = None
    expand_2 = torch.ops.aten.expand.default(div_6, [2, 1, 8, 8]);  div_6 = None
    _tensor_constant5_1 = self._tensor_constant5
    mul_8 = torch.ops.aten.mul.Tensor(expand_2, _tensor_constant5_1);  expand_2 = _tensor_constant5_1 = None
    add_3 = torch.ops.aten.add.Tensor(expand_1, mul_8);  expand_1 = mul_8 = None
    neg_4 = torch.ops.aten.neg.default(ones_like);  ones_like = None
    expand_3 = torch.ops.aten.expand.default(neg_4, [2, 2]);  neg_4 = None
    div_7 = torch.ops.aten.div.Scalar(expand_3, 4);  expand_3 = None
    _tensor_constant11 = self._tensor_constant11
    _tensor_constant12 = self._tensor_constant12
    div_8 = torch.ops.aten.div.Tensor(_tensor_constant11, _tensor_constant12);  _tensor_constant11 = _tensor_constant12 = None
    _tensor_constant12_1 = self._tensor_constant12
    div_9 = torch.ops.aten.div.Tensor(div_8, _tensor_constant12_1);  div_8 = _tensor_constant12_1 = None
    neg_5 = torch.ops.aten.neg.default(div_7)
    mul_9 = torch.ops.aten.mul.Tensor(neg_5, div_9);  neg_5 = div_9 = None
    _tensor_constant12_2 = self._tensor_constant12
    div_10 = torch.ops.aten.div.Tensor(div_7, _tensor_constant12_2);  div_7 = _tensor_constant12_2 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(mul_9, 2);  mul_9 = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(unsqueeze, 3);  unsqueeze = None
    expand_4 = torch.ops.aten.expand.default(unsqueeze_1, [2, 2, 8, 8]);  unsqueeze_1 = None
    add_4 = torch.ops.aten.add.Tensor(slice_backward_2, expand_4);  slice_backward_2 = expand_4 = None
    mul_10 = torch.ops.aten.mul.Tensor(div_10, 2);  div_10 = None
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(mul_10, 2);  mul_10 = None
    unsqueeze_3 = torch.ops.aten.unsqueeze.default(unsqueeze_2, 3);  unsqueeze_2 = None
    expand_5 = torch.ops.aten.expand.default(unsqueeze_3, [2, 2, 8, 8]);  unsqueeze_3 = None
    _tensor_constant13 = self._tensor_constant13
    mul_11 = torch.ops.aten.mul.Tensor(expand_5, _tensor_constant13);  expand_5 = _tensor_constant13 = None
    add_5 = torch.ops.aten.add.Tensor(add_4, mul_11);  add_4 = mul_11 = None
    _tensor_constant14 = self._tensor_constant14
    detach = torch.ops.aten.detach.default(_tensor_constant14);  _tensor_constant14 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(add_3, detach, 0);  detach = None
    neg_6 = torch.ops.aten.neg.default(threshold_backward)
    _tensor_constant15 = self._tensor_constant15
    mul_12 = torch.ops.aten.mul.Tensor(neg_6, _tensor_constant15);  _tensor_constant15 = None
    _tensor_constant16 = self._tensor_constant16
    mul_13 = torch.ops.aten.mul.Tensor(neg_6, _tensor_constant16);  neg_6 = _tensor_constant16 = None
    add_6 = torch.ops.aten.add.Tensor(add_3, mul_13);  add_3 = mul_13 = None
    add_7 = torch.ops.aten.add.Tensor(threshold_backward, mul_12);  threshold_backward = mul_12 = None
    _tensor_constant17 = self._tensor_constant17
    detach_1 = torch.ops.aten.detach.default(_tensor_constant17);  _tensor_constant17 = None
    threshold_backward_1 = torch.ops.aten.threshold_backward.default(add_7, detach_1, 0);  add_7 = detach_1 = None
    neg_7 = torch.ops.aten.neg.default(threshold_backward_1)
    _tensor_constant18 = self._tensor_constant18
    _tensor_constant19 = self._tensor_constant19
    max_pool2d_with_indices_backward = torch.ops.aten.max_pool2d_with_indices_backward.default(neg_7, _tensor_constant18, [3, 3], [1, 1], [1, 1], [1, 1], False, _tensor_constant19);  neg_7 = _tensor_constant18 = _tensor_constant19 = None
    div_11 = torch.ops.aten.div.Scalar(max_pool2d_with_indices_backward, 2)
    _tensor_constant20 = self._tensor_constant20
    _tensor_constant21 = self._tensor_constant21
    eq = torch.ops.aten.eq.Tensor(_tensor_constant20, _tensor_constant21);  _tensor_constant20 = _tensor_constant21 = None
    where = torch.ops.aten.where.self(eq, div_11, max_pool2d_with_indices_backward);  eq = div_11 = None
    _tensor_constant20_1 = self._tensor_constant20
    _tensor_constant21_1 = self._tensor_constant21
    lt = torch.ops.aten.lt.Tensor(_tensor_constant20_1, _tensor_constant21_1);  _tensor_constant20_1 = _tensor_constant21_1 = None
    masked_fill_ = torch.ops.aten.masked_fill_.Scalar(where, lt, 0);  where = lt = None
    div_12 = torch.ops.aten.div.Scalar(max_pool2d_with_indices_backward, 2)
    _tensor_constant20_2 = self._tensor_constant20
    _tensor_constant21_2 = self._tensor_constant21
    eq_1 = torch.ops.aten.eq.Tensor(_tensor_constant20_2, _tensor_constant21_2);  _tensor_constant20_2 = _tensor_constant21_2 = None
    where_1 = torch.ops.aten.where.self(eq_1, div_12, max_pool2d_with_indices_backward);  eq_1 = div_12 = max_pool2d_with_indices_backward = None
    _tensor_constant20_3 = self._tensor_constant20
    _tensor_constant21_3 = self._tensor_constant21
    gt = torch.ops.aten.gt.Tensor(_tensor_constant20_3, _tensor_constant21_3);  _tensor_constant20_3 = _tensor_constant21_3 = None
    masked_fill__1 = torch.ops.aten.masked_fill_.Scalar(where_1, gt, 0);  where_1 = gt = None
    neg_8 = torch.ops.aten.neg.default(masked_fill_);  masked_fill_ = None
    _tensor_constant22 = self._tensor_constant22
    _tensor_constant23 = self._tensor_constant23
    max_pool2d_with_indices_backward_1 = torch.ops.aten.max_pool2d_with_indices_backward.default(neg_8, _tensor_constant22, [1, 3], [1, 1], [0, 1], [1, 1], False, _tensor_constant23);  neg_8 = _tensor_constant22 = _tensor_constant23 = None
    neg_9 = torch.ops.aten.neg.default(max_pool2d_with_indices_backward_1);  max_pool2d_with_indices_backward_1 = None
    add_8 = torch.ops.aten.add.Tensor(threshold_backward_1, neg_9);  threshold_backward_1 = neg_9 = None
    neg_10 = torch.ops.aten.neg.default(masked_fill__1);  masked_fill__1 = None
    _tensor_constant24 = self._tensor_constant24
    _tensor_constant25 = self._tensor_constant25
    max_pool2d_with_indices_backward_2 = torch.ops.aten.max_pool2d_with_indices_backward.default(neg_10, _tensor_constant24, [3, 1], [1, 1], [1, 0], [1, 1], False, _tensor_constant25);  neg_10 = _tensor_constant24 = _tensor_constant25 = None
    neg_11 = torch.ops.aten.neg.default(max_pool2d_with_indices_backward_2);  max_pool2d_with_indices_backward_2 = None
    add_9 = torch.ops.aten.add.Tensor(add_8, neg_11);  add_8 = neg_11 = None
    div_13 = torch.ops.aten.div.Scalar(add_9, 2)
    _tensor_constant26 = self._tensor_constant26
    _tensor_constant27 = self._tensor_constant27
    eq_2 = torch.ops.aten.eq.Tensor(_tensor_constant26, _tensor_constant27);  _tensor_constant26 = _tensor_constant27 = None
    where_2 = torch.ops.aten.where.self(eq_2, div_13, add_9);  eq_2 = div_13 = None
    _tensor_constant26_1 = self._tensor_constant26
    _tensor_constant27_1 = self._tensor_constant27
    lt_1 = torch.ops.aten.lt.Tensor(_tensor_constant26_1, _tensor_constant27_1);  _tensor_constant26_1 = _tensor_constant27_1 = None
    masked_fill__2 = torch.ops.aten.masked_fill_.Scalar(where_2, lt_1, 0);  where_2 = lt_1 = None
    div_14 = torch.ops.aten.div.Scalar(add_9, 2)
    _tensor_constant26_2 = self._tensor_constant26
    _tensor_constant27_2 = self._tensor_constant27
    eq_3 = torch.ops.aten.eq.Tensor(_tensor_constant26_2, _tensor_constant27_2);  _tensor_constant26_2 = _tensor_constant27_2 = None
    where_3 = torch.ops.aten.where.self(eq_3, div_14, add_9);  eq_3 = div_14 = add_9 = None
    _tensor_constant26_3 = self._tensor_constant26
    _tensor_constant27_3 = self._tensor_constant27
    gt_1 = torch.ops.aten.gt.Tensor(_tensor_constant26_3, _tensor_constant27_3);  _tensor_constant26_3 = _tensor_constant27_3 = None
    masked_fill__3 = torch.ops.aten.masked_fill_.Scalar(where_3, gt_1, 0);  where_3 = gt_1 = None
    neg_12 = torch.ops.aten.neg.default(masked_fill__2);  masked_fill__2 = None
    _tensor_constant28 = self._tensor_constant28
    _tensor_constant29 = self._tensor_constant29
    max_pool2d_with_indices_backward_3 = torch.ops.aten.max_pool2d_with_indices_backward.default(neg_12, _tensor_constant28, [1, 3], [1, 1], [0, 1], [1, 1], False, _tensor_constant29);  neg_12 = _tensor_constant28 = _tensor_constant29 = None
    neg_13 = torch.ops.aten.neg.default(max_pool2d_with_indices_backward_3);  max_pool2d_with_indices_backward_3 = None
    neg_14 = torch.ops.aten.neg.default(masked_fill__3);  masked_fill__3 = None
    _tensor_constant30 = self._tensor_constant30
    _tensor_constant31 = self._tensor_constant31
    max_pool2d_with_indices_backward_4 = torch.ops.aten.max_pool2d_with_indices_backward.default(neg_14, _tensor_constant30, [3, 1], [1, 1], [1, 0], [1, 1], False, _tensor_constant31);  neg_14 = _tensor_constant30 = _tensor_constant31 = None
    neg_15 = torch.ops.aten.neg.default(max_pool2d_with_indices_backward_4);  max_pool2d_with_indices_backward_4 = None
    add_10 = torch.ops.aten.add.Tensor(neg_13, neg_15);  neg_13 = neg_15 = None
    _tensor_constant32 = self._tensor_constant32
    detach_2 = torch.ops.aten.detach.default(_tensor_constant32);  _tensor_constant32 = None
    threshold_backward_2 = torch.ops.aten.threshold_backward.default(add_6, detach_2, 0);  detach_2 = None
    neg_16 = torch.ops.aten.neg.default(threshold_backward_2)
    _tensor_constant33 = self._tensor_constant33
    mul_14 = torch.ops.aten.mul.Tensor(neg_16, _tensor_constant33);  _tensor_constant33 = None
    _tensor_constant34 = self._tensor_constant34
    mul_15 = torch.ops.aten.mul.Tensor(neg_16, _tensor_constant34);  neg_16 = _tensor_constant34 = None
    add_11 = torch.ops.aten.add.Tensor(add_6, mul_15);  add_6 = mul_15 = None
    add_12 = torch.ops.aten.add.Tensor(threshold_backward_2, mul_14);  threshold_backward_2 = mul_14 = None
    _tensor_constant35 = self._tensor_constant35
    detach_3 = torch.ops.aten.detach.default(_tensor_constant35);  _tensor_constant35 = None
    threshold_backward_3 = torch.ops.aten.threshold_backward.default(add_12, detach_3, 0);  add_12 = detach_3 = None
    neg_17 = torch.ops.aten.neg.default(threshold_backward_3)
    add_13 = torch.ops.aten.add.Tensor(add_10, threshold_backward_3);  add_10 = threshold_backward_3 = None
    _tensor_constant36 = self._tensor_constant36
    _tensor_constant37 = self._tensor_constant37
    max_pool2d_with_indices_backward_5 = torch.ops.aten.max_pool2d_with_indices_backward.default(neg_17, _tensor_constant36, [3, 3], [1, 1], [1, 1], [1, 1], False, _tensor_constant37);  neg_17 = _tensor_constant36 = _tensor_constant37 = None
    div_15 = torch.ops.aten.div.Scalar(max_pool2d_with_indices_backward_5, 2)
    _tensor_constant38 = self._tensor_constant38
    _tensor_constant39 = self._tensor_constant39
    eq_4 = torch.ops.aten.eq.Tensor(_tensor_constant38, _tensor_constant39);  _tensor_constant38 = _tensor_constant39 = None
    where_4 = torch.ops.aten.where.self(eq_4, div_15, max_pool2d_with_indices_backward_5);  eq_4 = div_15 = None
    _tensor_constant38_1 = self._tensor_constant38
    _tensor_constant39_1 = self._tensor_constant39
    lt_2 = torch.ops.aten.lt.Tensor(_tensor_constant38_1, _tensor_constant39_1);  _tensor_constant38_1 = _tensor_constant39_1 = None
    masked_fill__4 = torch.ops.aten.masked_fill_.Scalar(where_4, lt_2, 0);  where_4 = lt_2 = None
    div_16 = torch.ops.aten.div.Scalar(max_pool2d_with_indices_backward_5, 2)
    _tensor_constant38_2 = self._tensor_constant38
    _tensor_constant39_2 = self._tensor_constant39
    eq_5 = torch.ops.aten.eq.Tensor(_tensor_constant38_2, _tensor_constant39_2);  _tensor_constant38_2 = _tensor_constant39_2 = None
    where_5 = torch.ops.aten.where.self(eq_5, div_16, max_pool2d_with_indices_backward_5);  eq_5 = div_16 = max_pool2d_with_indices_backward_5 = None
    _tensor_constant38_3 = self._tensor_constant38
    _tensor_constant39_3 = self._tensor_constant39
    gt_2 = torch.ops.aten.gt.Tensor(_tensor_constant38_3, _tensor_constant39_3);  _tensor_constant38_3 = _tensor_constant39_3 = None
    masked_fill__5 = torch.ops.aten.masked_fill_.Scalar(where_5, gt_2, 0);  where_5 = gt_2 = None
    neg_18 = torch.ops.aten.neg.default(masked_fill__4);  masked_fill__4 = None
    _tensor_constant40 = self._tensor_constant40
    _tensor_constant41 = self._tensor_constant41
    max_pool2d_with_indices_backward_6 = torch.ops.aten.max_pool2d_with_indices_backward.default(neg_18, _tensor_constant40, [1, 3], [1, 1], [0, 1], [1, 1], False, _tensor_constant41);  neg_18 = _tensor_constant40 = _tensor_constant41 = None
    neg_19 = torch.ops.aten.neg.default(max_pool2d_with_indices_backward_6);  max_pool2d_with_indices_backward_6 = None
    add_14 = torch.ops.aten.add.Tensor(add_13, neg_19);  add_13 = neg_19 = None
    neg_20 = torch.ops.aten.neg.default(masked_fill__5);  masked_fill__5 = None
    _tensor_constant42 = self._tensor_constant42
    _tensor_constant43 = self._tensor_constant43
    max_pool2d_with_indices_backward_7 = torch.ops.aten.max_pool2d_with_indices_backward.default(neg_20, _tensor_constant42, [3, 1], [1, 1], [1, 0], [1, 1], False, _tensor_constant43);  neg_20 = _tensor_constant42 = _tensor_constant43 = None
    neg_21 = torch.ops.aten.neg.default(max_pool2d_with_indices_backward_7);  max_pool2d_with_indices_backward_7 = None
    add_15 = torch.ops.aten.add.Tensor(add_14, neg_21);  add_14 = neg_21 = None
    div_17 = torch.ops.aten.div.Scalar(add_15, 2)
    _tensor_constant44 = self._tensor_constant44
    _tensor_constant45 = self._tensor_constant45
    eq_6 = torch.ops.aten.eq.Tensor(_tensor_constant44, _tensor_constant45);  _tensor_constant44 = _tensor_constant45 = None
    where_6 = torch.ops.aten.where.self(eq_6, div_17, add_15);  eq_6 = div_17 = None
    _tensor_constant44_1 = self._tensor_constant44
    _tensor_constant45_1 = self._tensor_constant45
    lt_3 = torch.ops.aten.lt.Tensor(_tensor_constant44_1, _tensor_constant45_1);  _tensor_constant44_1 = _tensor_constant45_1 = None
    masked_fill__6 = torch.ops.aten.masked_fill_.Scalar(where_6, lt_3, 0);  where_6 = lt_3 = None
    div_18 = torch.ops.aten.div.Scalar(add_15, 2)
    _tensor_constant44_2 = self._tensor_constant44
    _tensor_constant45_2 = self._tensor_constant45
    eq_7 = torch.ops.aten.eq.Tensor(_tensor_constant44_2, _tensor_constant45_2);  _tensor_constant44_2 = _tensor_constant45_2 = None
    where_7 = torch.ops.aten.where.self(eq_7, div_18, add_15);  eq_7 = div_18 = add_15 = None
    _tensor_constant44_3 = self._tensor_constant44
    _tensor_constant45_3 = self._tensor_constant45
    gt_3 = torch.ops.aten.gt.Tensor(_tensor_constant44_3, _tensor_constant45_3);  _tensor_constant44_3 = _tensor_constant45_3 = None
    masked_fill__7 = torch.ops.aten.masked_fill_.Scalar(where_7, gt_3, 0);  where_7 = gt_3 = None
    neg_22 = torch.ops.aten.neg.default(masked_fill__6);  masked_fill__6 = None
    _tensor_constant46 = self._tensor_constant46
    _tensor_constant47 = self._tensor_constant47
    max_pool2d_with_indices_backward_8 = torch.ops.aten.max_pool2d_with_indices_backward.default(neg_22, _tensor_constant46, [1, 3], [1, 1], [0, 1], [1, 1], False, _tensor_constant47);  neg_22 = _tensor_constant46 = _tensor_constant47 = None
    neg_23 = torch.ops.aten.neg.default(max_pool2d_with_indices_backward_8);  max_pool2d_with_indices_backward_8 = None
    neg_24 = torch.ops.aten.neg.default(masked_fill__7);  masked_fill__7 = None
    _tensor_constant48 = self._tensor_constant48
    _tensor_constant49 = self._tensor_constant49
    max_pool2d_with_indices_backward_9 = torch.ops.aten.max_pool2d_with_indices_backward.default(neg_24, _tensor_constant48, [3, 1], [1, 1], [1, 0], [1, 1], False, _tensor_constant49);  neg_24 = _tensor_constant48 = _tensor_constant49 = None
    neg_25 = torch.ops.aten.neg.default(max_pool2d_with_indices_backward_9);  max_pool2d_with_indices_backward_9 = None
    add_16 = torch.ops.aten.add.Tensor(neg_23, neg_25);  neg_23 = neg_25 = None
    _tensor_constant50 = self._tensor_constant50
    detach_4 = torch.ops.aten.detach.default(_tensor_constant50);  _tensor_constant50 = None
    threshold_backward_4 = torch.ops.aten.threshold_backward.default(add_11, detach_4, 0);  add_11 = detach_4 = None
    neg_26 = torch.ops.aten.neg.default(threshold_backward_4)
    add_17 = torch.ops.aten.add.Tensor(add_16, threshold_backward_4);  add_16 = threshold_backward_4 = None
    _tensor_constant51 = self._tensor_constant51
    _tensor_constant52 = self._tensor_constant52
    max_pool2d_with_indices_backward_10 = torch.ops.aten.max_pool2d_with_indices_backward.default(neg_26, _tensor_constant51, [3, 3], [1, 1], [1, 1], [1, 1], False, _tensor_constant52);  neg_26 = _tensor_constant51 = _tensor_constant52 = None
    div_19 = torch.ops.aten.div.Scalar(max_pool2d_with_indices_backward_10, 2)
    _tensor_constant53 = self._tensor_constant53
    _tensor_constant54 = self._tensor_constant54
    eq_8 = torch.ops.aten.eq.Tensor(_tensor_constant53, _tensor_constant54);  _tensor_constant53 = _tensor_constant54 = None
    where_8 = torch.ops.aten.where.self(eq_8, div_19, max_pool2d_with_indices_backward_10);  eq_8 = div_19 = None
    _tensor_constant53_1 = self._tensor_constant53
    _tensor_constant54_1 = self._tensor_constant54
    lt_4 = torch.ops.aten.lt.Tensor(_tensor_constant53_1, _tensor_constant54_1);  _tensor_constant53_1 = _tensor_constant54_1 = None
    masked_fill__8 = torch.ops.aten.masked_fill_.Scalar(where_8, lt_4, 0);  where_8 = lt_4 = None
    div_20 = torch.ops.aten.div.Scalar(max_pool2d_with_indices_backward_10, 2)
    _tensor_constant53_2 = self._tensor_constant53
    _tensor_constant54_2 = self._tensor_constant54
    eq_9 = torch.ops.aten.eq.Tensor(_tensor_constant53_2, _tensor_constant54_2);  _tensor_constant53_2 = _tensor_constant54_2 = None
    where_9 = torch.ops.aten.where.self(eq_9, div_20, max_pool2d_with_indices_backward_10);  eq_9 = div_20 = max_pool2d_with_indices_backward_10 = None
    _tensor_constant53_3 = self._tensor_constant53
    _tensor_constant54_3 = self._tensor_constant54
    gt_4 = torch.ops.aten.gt.Tensor(_tensor_constant53_3, _tensor_constant54_3);  _tensor_constant53_3 = _tensor_constant54_3 = None
    masked_fill__9 = torch.ops.aten.masked_fill_.Scalar(where_9, gt_4, 0);  where_9 = gt_4 = None
    neg_27 = torch.ops.aten.neg.default(masked_fill__8);  masked_fill__8 = None
    _tensor_constant55 = self._tensor_constant55
    _tensor_constant56 = self._tensor_constant56
    max_pool2d_with_indices_backward_11 = torch.ops.aten.max_pool2d_with_indices_backward.default(neg_27, _tensor_constant55, [1, 3], [1, 1], [0, 1], [1, 1], False, _tensor_constant56);  neg_27 = _tensor_constant55 = _tensor_constant56 = None
    neg_28 = torch.ops.aten.neg.default(max_pool2d_with_indices_backward_11);  max_pool2d_with_indices_backward_11 = None
    add_18 = torch.ops.aten.add.Tensor(add_17, neg_28);  add_17 = neg_28 = None
    neg_29 = torch.ops.aten.neg.default(masked_fill__9);  masked_fill__9 = None
    _tensor_constant57 = self._tensor_constant57
    _tensor_constant58 = self._tensor_constant58
    max_pool2d_with_indices_backward_12 = torch.ops.aten.max_pool2d_with_indices_backward.default(neg_29, _tensor_constant57, [3, 1], [1, 1], [1, 0], [1, 1], False, _tensor_constant58);  neg_29 = _tensor_constant57 = _tensor_constant58 = None
    neg_30 = torch.ops.aten.neg.default(max_pool2d_with_indices_backward_12);  max_pool2d_with_indices_backward_12 = None
    add_19 = torch.ops.aten.add.Tensor(add_18, neg_30);  add_18 = neg_30 = None
    slice_backward_3 = torch.ops.aten.slice_backward.default(add_19, [2, 2, 8, 8], 1, 1, 9223372036854775807, 1);  add_19 = None
    add_20 = torch.ops.aten.add.Tensor(add_5, slice_backward_3);  add_5 = slice_backward_3 = None
    _tensor_constant59 = self._tensor_constant59
    detach_5 = torch.ops.aten.detach.default(_tensor_constant59);  _tensor_constant59 = None
    _softmax_backward_data = torch.ops.aten._softmax_backward_data.default(add_20, detach_5, 1, torch.float32);  add_20 = detach_5 = None
    add_21 = torch.ops.aten.add.Tensor(add_2, _softmax_backward_data);  add_2 = _softmax_backward_data = None
    _tensor_constant60 = self._tensor_constant60
    _param_constant0 = self._param_constant0
    convolution_backward = torch.ops.aten.convolution_backward.default(add_21, _tensor_constant60, _param_constant0, [2], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  add_21 = _tensor_constant60 = _param_constant0 = None
    getitem = convolution_backward[0]
    getitem_1 = convolution_backward[1]
    getitem_2 = convolution_backward[2];  convolution_backward = None
    _tensor_constant61 = self._tensor_constant61
    detach_6 = torch.ops.aten.detach.default(_tensor_constant61);  _tensor_constant61 = None
    threshold_backward_5 = torch.ops.aten.threshold_backward.default(getitem, detach_6, 0);  detach_6 = None
    _tensor_constant62 = self._tensor_constant62
    _param_constant1 = self._param_constant1
    convolution_backward_1 = torch.ops.aten.convolution_backward.default(threshold_backward_5, _tensor_constant62, _param_constant1, [6], [1, 1], [2, 2], [2, 2], False, [0, 0], 1, [True, True, True]);  threshold_backward_5 = _tensor_constant62 = _param_constant1 = None
    getitem_3 = convolution_backward_1[0]
    getitem_4 = convolution_backward_1[1]
    getitem_5 = convolution_backward_1[2];  convolution_backward_1 = None
    add_22 = torch.ops.aten.add.Tensor(getitem, getitem_3);  getitem = getitem_3 = None
    _tensor_constant63 = self._tensor_constant63
    detach_7 = torch.ops.aten.detach.default(_tensor_constant63);  _tensor_constant63 = None
    threshold_backward_6 = torch.ops.aten.threshold_backward.default(add_22, detach_7, 0);  add_22 = detach_7 = None
    _tensor_constant64 = self._tensor_constant64
    detach_8 = torch.ops.aten.detach.default(_tensor_constant64);  _tensor_constant64 = None
    _tensor_constant65 = self._tensor_constant65
    detach_9 = torch.ops.aten.detach.default(_tensor_constant65);  _tensor_constant65 = None
    _tensor_constant66 = self._tensor_constant66
    _param_constant2 = self._param_constant2
    native_group_norm_backward = torch.ops.aten.native_group_norm_backward.default(threshold_backward_6, _tensor_constant66, detach_8, detach_9, _param_constant2, 2, 6, 64, 2, [True, True, True]);  threshold_backward_6 = _tensor_constant66 = detach_8 = detach_9 = _param_constant2 = None
    getitem_6 = native_group_norm_backward[0]
    getitem_7 = native_group_norm_backward[1]
    getitem_8 = native_group_norm_backward[2];  native_group_norm_backward = None
    _tensor_constant67 = self._tensor_constant67
    _param_constant3 = self._param_constant3
    convolution_backward_2 = torch.ops.aten.convolution_backward.default(getitem_6, _tensor_constant67, _param_constant3, [6], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [False, True, True]);  getitem_6 = _tensor_constant67 = _param_constant3 = None
    getitem_9 = convolution_backward_2[0];  getitem_9 = None
    getitem_10 = convolution_backward_2[1]
    getitem_11 = convolution_backward_2[2];  convolution_backward_2 = None
    return (getitem_10, getitem_11, getitem_7, getitem_8, getitem_4, getitem_5, getitem_1, getitem_2)
    