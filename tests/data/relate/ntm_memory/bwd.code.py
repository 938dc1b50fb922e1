


def forward(self, loss_1):
    ones_like = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
    _tensor_constant0 = self._tensor_constant0
    sigmoid = torch.ops.aten.sigmoid.default(_tensor_constant0);  _tensor_constant0 = None
    _tensor_constant1 = self._tensor_constant1
    sub = torch.ops.aten.sub.Tensor(sigmoid, _tensor_constant1);  sigmoid = _tensor_constant1 = None
    mul = torch.ops.aten.mul.Tensor(sub, ones_like);  sub = ones_like = None
    div_ = torch.ops.aten.div_.Scalar(mul, 48);  mul = None
    select = torch.ops.aten.select.int(div_, 1, 0)
    select_1 = torch.ops.aten.select.int(div_, 1, 1)
    select_2 = torch.ops.aten.select.int(div_, 1, 2)
    select_3 = torch.ops.aten.select.int(div_, 1, 3);  div_ = None
    _tensor_constant2 = self._tensor_constant2
    t = torch.ops.aten.t.default(_tensor_constant2);  _tensor_constant2 = None
    mm = torch.ops.aten.mm.default(select_3, t);  t = None
    t_1 = torch.ops.aten.t.default(select_3)
    _tensor_constant3 = self._tensor_constant3
    mm_1 = torch.ops.aten.mm.default(t_1, _tensor_constant3);  t_1 = _tensor_constant3 = None
    t_2 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(select_3, [0], True);  select_3 = None
    view = torch.ops.aten.view.default(sum_1, [6]);  sum_1 = None
    t_3 = torch.ops.aten.t.default(t_2);  t_2 = None
    slice_1 = torch.ops.aten.slice.Tensor(mm, 1, 0, 16)
    slice_2 = torch.ops.aten.slice.Tensor(mm, 1, 16, 21);  mm = None
    select_backward = torch.ops.aten.select_backward.default(slice_2, [2, 1, 5], 1, 0);  slice_2 = None
    _tensor_constant4 = self._tensor_constant4
    transpose = torch.ops.aten.transpose.int(_tensor_constant4, 1, 2);  _tensor_constant4 = None
    bmm = torch.ops.aten.bmm.default(transpose, select_backward);  transpose = None
    _tensor_constant5 = self._tensor_constant5
    transpose_1 = torch.ops.aten.transpose.int(_tensor_constant5, 1, 2);  _tensor_constant5 = None
    bmm_1 = torch.ops.aten.bmm.default(select_backward, transpose_1);  select_backward = transpose_1 = None
    squeeze = torch.ops.aten.squeeze.dim(bmm_1, 1);  bmm_1 = None
    _tensor_constant6 = self._tensor_constant6
    _tensor_constant7 = self._tensor_constant7
    div = torch.ops.aten.div.Tensor(_tensor_constant6, _tensor_constant7);  _tensor_constant6 = _tensor_constant7 = None
    _tensor_constant7_1 = self._tensor_constant7
    div_1 = torch.ops.aten.div.Tensor(div, _tensor_constant7_1);  div = _tensor_constant7_1 = None
    neg = torch.ops.aten.neg.default(squeeze)
    mul_1 = torch.ops.aten.mul.Tensor(neg, div_1);  neg = div_1 = None
    _tensor_constant7_2 = self._tensor_constant7
    div_2 = torch.ops.aten.div.Tensor(squeeze, _tensor_constant7_2);  squeeze = _tensor_constant7_2 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(mul_1, [1], True);  mul_1 = None
    expand = torch.ops.aten.expand.default(sum_2, [2, 8]);  sum_2 = None
    add = torch.ops.aten.add.Tensor(div_2, expand);  div_2 = expand = None
    _tensor_constant8 = self._tensor_constant8
    detach = torch.ops.aten.detach.default(_tensor_constant8);  _tensor_constant8 = None
    _tensor_constant9 = self._tensor_constant9
    ge = torch.ops.aten.ge.Scalar(_tensor_constant9, 0);  _tensor_constant9 = None
    _tensor_constant10 = self._tensor_constant10
    eq = torch.ops.aten.eq.Scalar(_tensor_constant10, 0);  _tensor_constant10 = None
    logical_and = torch.ops.aten.logical_and.default(eq, ge);  eq = ge = None
    _tensor_constant10_1 = self._tensor_constant10
    log = torch.ops.aten.log.default(_tensor_constant10_1);  _tensor_constant10_1 = None
    mul_2 = torch.ops.aten.mul.Tensor(detach, log);  detach = log = None
    scalar_tensor = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    where = torch.ops.aten.where.self(logical_and, scalar_tensor, mul_2);  logical_and = scalar_tensor = mul_2 = None
    mul_3 = torch.ops.aten.mul.Tensor(add, where);  where = None
    _tensor_constant9_1 = self._tensor_constant9
    sub_1 = torch.ops.aten.sub.Scalar(_tensor_constant9_1, 1);  _tensor_constant9_1 = None
    _tensor_constant10_2 = self._tensor_constant10
    pow_1 = torch.ops.aten.pow.Tensor_Tensor(_tensor_constant10_2, sub_1);  _tensor_constant10_2 = sub_1 = None
    _tensor_constant9_2 = self._tensor_constant9
    mul_4 = torch.ops.aten.mul.Tensor(_tensor_constant9_2, pow_1);  _tensor_constant9_2 = pow_1 = None
    mul_5 = torch.ops.aten.mul.Tensor(add, mul_4);  add = mul_4 = None
    scalar_tensor_1 = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant9_3 = self._tensor_constant9
    eq_1 = torch.ops.aten.eq.Scalar(_tensor_constant9_3, 0.0);  _tensor_constant9_3 = None
    where_1 = torch.ops.aten.where.self(eq_1, scalar_tensor_1, mul_5);  eq_1 = scalar_tensor_1 = mul_5 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(mul_3, [1], True);  mul_3 = None
    _tensor_constant11 = self._tensor_constant11
    mul_6 = torch.ops.aten.mul.Tensor(where_1, _tensor_constant11);  _tensor_constant11 = None
    _tensor_constant12 = self._tensor_constant12
    mul_7 = torch.ops.aten.mul.Tensor(where_1, _tensor_constant12);  _tensor_constant12 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(mul_7, [1], True);  mul_7 = None
    roll = torch.ops.aten.roll.default(mul_6, [-1], [1]);  mul_6 = None
    slice_backward = torch.ops.aten.slice_backward.default(sum_4, [2, 3], 1, 2, 3, 1);  sum_4 = None
    _tensor_constant13 = self._tensor_constant13
    mul_8 = torch.ops.aten.mul.Tensor(where_1, _tensor_constant13);  _tensor_constant13 = None
    _tensor_constant14 = self._tensor_constant14
    mul_9 = torch.ops.aten.mul.Tensor(where_1, _tensor_constant14);  _tensor_constant14 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(mul_9, [1], True);  mul_9 = None
    add_1 = torch.ops.aten.add.Tensor(roll, mul_8);  roll = mul_8 = None
    slice_backward_1 = torch.ops.aten.slice_backward.default(sum_5, [2, 3], 1, 1, 2, 1);  sum_5 = None
    add_2 = torch.ops.aten.add.Tensor(slice_backward, slice_backward_1);  slice_backward = slice_backward_1 = None
    _tensor_constant15 = self._tensor_constant15
    mul_10 = torch.ops.aten.mul.Tensor(where_1, _tensor_constant15);  _tensor_constant15 = None
    _tensor_constant16 = self._tensor_constant16
    mul_11 = torch.ops.aten.mul.Tensor(where_1, _tensor_constant16);  where_1 = _tensor_constant16 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(mul_11, [1], True);  mul_11 = None
    roll_1 = torch.ops.aten.roll.default(mul_10, [1], [1]);  mul_10 = None
    add_3 = torch.ops.aten.add.Tensor(add_1, roll_1);  add_1 = roll_1 = None
    slice_backward_2 = torch.ops.aten.slice_backward.default(sum_6, [2, 3], 1, 0, 1, 1);  sum_6 = None
    add_4 = torch.ops.aten.add.Tensor(add_2, slice_backward_2);  add_2 = slice_backward_2 = None
    _tensor_constant17 = self._tensor_constant17
    mul_12 = torch.ops.aten.mul.Tensor(add_3, _tensor_constant17);  _tensor_constant17 = None
    _tensor_constant18 = self._tensor_constant18
    mul_13 = torch.ops.aten.mul.Tensor(add_3, _tensor_constant18);  _tensor_constant18 = None
    sum_7 = torch.ops.aten.sum.dim_IntList(mul_13, [1], True);  mul_13 = None
    neg_1 = torch.ops.aten.neg.default(sum_7);  sum_7 = None
    _tensor_constant19 = self._tensor_constant19
    mul_14 = torch.ops.aten.mul.Tensor(add_3, _tensor_constant19);  _tensor_constant19 = None
    _tensor_constant20 = self._tensor_constant20
    mul_15 = torch.ops.aten.mul.Tensor(add_3, _tensor_constant20);  add_3 = _tensor_constant20 = None
    sum_8 = torch.ops.aten.sum.dim_IntList(mul_15, [1], True);  mul_15 = None
    add_5 = torch.ops.aten.add.Tensor(neg_1, sum_8);  neg_1 = sum_8 = None
    _tensor_constant21 = self._tensor_constant21
    detach_1 = torch.ops.aten.detach.default(_tensor_constant21);  _tensor_constant21 = None
    _softmax_backward_data = torch.ops.aten._softmax_backward_data.default(mul_14, detach_1, -1, torch.float32);  mul_14 = detach_1 = None
    _tensor_constant22 = self._tensor_constant22
    mul_16 = torch.ops.aten.mul.Tensor(_softmax_backward_data, _tensor_constant22);  _tensor_constant22 = None
    _tensor_constant23 = self._tensor_constant23
    mul_17 = torch.ops.aten.mul.Tensor(_softmax_backward_data, _tensor_constant23);  _softmax_backward_data = _tensor_constant23 = None
    sum_9 = torch.ops.aten.sum.dim_IntList(mul_17, [1], True);  mul_17 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(mul_16, -1);  mul_16 = None
    expand_1 = torch.ops.aten.expand.default(unsqueeze, [2, 8, 5]);  unsqueeze = None
    _tensor_constant24 = self._tensor_constant24
    mul_18 = torch.ops.aten.mul.Tensor(expand_1, _tensor_constant24);  _tensor_constant24 = None
    _tensor_constant25 = self._tensor_constant25
    mul_19 = torch.ops.aten.mul.Tensor(expand_1, _tensor_constant25);  expand_1 = _tensor_constant25 = None
    _tensor_constant26 = self._tensor_constant26
    _tensor_constant27 = self._tensor_constant27
    div_3 = torch.ops.aten.div.Tensor(_tensor_constant26, _tensor_constant27);  _tensor_constant26 = _tensor_constant27 = None
    _tensor_constant27_1 = self._tensor_constant27
    div_4 = torch.ops.aten.div.Tensor(div_3, _tensor_constant27_1);  div_3 = _tensor_constant27_1 = None
    neg_2 = torch.ops.aten.neg.default(mul_19)
    mul_20 = torch.ops.aten.mul.Tensor(neg_2, div_4);  neg_2 = div_4 = None
    _tensor_constant27_2 = self._tensor_constant27
    div_5 = torch.ops.aten.div.Tensor(mul_19, _tensor_constant27_2);  mul_19 = _tensor_constant27_2 = None
    sum_10 = torch.ops.aten.sum.dim_IntList(mul_20, [2], True);  mul_20 = None
    _tensor_constant28 = self._tensor_constant28
    _tensor_constant29 = self._tensor_constant29
    div_6 = torch.ops.aten.div.Tensor(_tensor_constant28, _tensor_constant29);  _tensor_constant28 = _tensor_constant29 = None
    _tensor_constant29_1 = self._tensor_constant29
    div_7 = torch.ops.aten.div.Tensor(div_6, _tensor_constant29_1);  div_6 = _tensor_constant29_1 = None
    neg_3 = torch.ops.aten.neg.default(mul_18)
    mul_21 = torch.ops.aten.mul.Tensor(neg_3, div_7);  neg_3 = div_7 = None
    _tensor_constant29_2 = self._tensor_constant29
    div_8 = torch.ops.aten.div.Tensor(mul_18, _tensor_constant29_2);  mul_18 = _tensor_constant29_2 = None
    sum_11 = torch.ops.aten.sum.dim_IntList(mul_21, [2], True);  mul_21 = None
    _tensor_constant30 = self._tensor_constant30
    detach_2 = torch.ops.aten.detach.default(_tensor_constant30);  _tensor_constant30 = None
    _tensor_constant28_1 = self._tensor_constant28
    div_9 = torch.ops.aten.div.Tensor(_tensor_constant28_1, detach_2);  _tensor_constant28_1 = None
    eq_2 = torch.ops.aten.eq.Scalar(detach_2, 0);  detach_2 = None
    masked_fill_ = torch.ops.aten.masked_fill_.Scalar(div_9, eq_2, 0);  div_9 = eq_2 = None
    mul_22 = torch.ops.aten.mul.Tensor(sum_11, masked_fill_);  sum_11 = masked_fill_ = None
    add_6 = torch.ops.aten.add.Tensor(div_8, mul_22);  div_8 = mul_22 = None
    _tensor_constant31 = self._tensor_constant31
    detach_3 = torch.ops.aten.detach.default(_tensor_constant31);  _tensor_constant31 = None
    _tensor_constant26_1 = self._tensor_constant26
    div_10 = torch.ops.aten.div.Tensor(_tensor_constant26_1, detach_3);  _tensor_constant26_1 = None
    eq_3 = torch.ops.aten.eq.Scalar(detach_3, 0);  detach_3 = None
    masked_fill__1 = torch.ops.aten.masked_fill_.Scalar(div_10, eq_3, 0);  div_10 = eq_3 = None
    mul_23 = torch.ops.aten.mul.Tensor(sum_10, masked_fill__1);  sum_10 = masked_fill__1 = None
    add_7 = torch.ops.aten.add.Tensor(div_5, mul_23);  div_5 = mul_23 = None
    add_8 = torch.ops.aten.add.Tensor(bmm, add_7);  bmm = add_7 = None
    sum_12 = torch.ops.aten.sum.dim_IntList(add_6, [1], True);  add_6 = None
    squeeze_1 = torch.ops.aten.squeeze.dim(sum_12, 1);  sum_12 = None
    _tensor_constant32 = self._tensor_constant32
    softplus_backward = torch.ops.aten.softplus_backward.default(sum_3, _tensor_constant32, 1, 20);  sum_3 = _tensor_constant32 = None
    slice_backward_3 = torch.ops.aten.slice_backward.default(softplus_backward, [2, 21], 1, 10, 11, 1);  softplus_backward = None
    _tensor_constant33 = self._tensor_constant33
    detach_4 = torch.ops.aten.detach.default(_tensor_constant33);  _tensor_constant33 = None
    _softmax_backward_data_1 = torch.ops.aten._softmax_backward_data.default(add_4, detach_4, -1, torch.float32);  add_4 = detach_4 = None
    slice_backward_4 = torch.ops.aten.slice_backward.default(_softmax_backward_data_1, [2, 21], 1, 7, 10, 1);  _softmax_backward_data_1 = None
    add_9 = torch.ops.aten.add.Tensor(slice_backward_3, slice_backward_4);  slice_backward_3 = slice_backward_4 = None
    _tensor_constant34 = self._tensor_constant34
    detach_5 = torch.ops.aten.detach.default(_tensor_constant34);  _tensor_constant34 = None
    sigmoid_backward = torch.ops.aten.sigmoid_backward.default(add_5, detach_5);  add_5 = detach_5 = None
    slice_backward_5 = torch.ops.aten.slice_backward.default(sigmoid_backward, [2, 21], 1, 6, 7, 1);  sigmoid_backward = None
    add_10 = torch.ops.aten.add.Tensor(add_9, slice_backward_5);  add_9 = slice_backward_5 = None
    _tensor_constant35 = self._tensor_constant35
    softplus_backward_1 = torch.ops.aten.softplus_backward.default(sum_9, _tensor_constant35, 1, 20);  sum_9 = _tensor_constant35 = None
    slice_backward_6 = torch.ops.aten.slice_backward.default(softplus_backward_1, [2, 21], 1, 5, 6, 1);  softplus_backward_1 = None
    add_11 = torch.ops.aten.add.Tensor(add_10, slice_backward_6);  add_10 = slice_backward_6 = None
    slice_backward_7 = torch.ops.aten.slice_backward.default(squeeze_1, [2, 21], 1, 0, 5, 1);  squeeze_1 = None
    add_12 = torch.ops.aten.add.Tensor(add_11, slice_backward_7);  add_11 = slice_backward_7 = None
    _tensor_constant36 = self._tensor_constant36
    t_4 = torch.ops.aten.t.default(_tensor_constant36);  _tensor_constant36 = None
    mm_2 = torch.ops.aten.mm.default(add_12, t_4);  t_4 = None
    t_5 = torch.ops.aten.t.default(add_12)
    _tensor_constant37 = self._tensor_constant37
    mm_3 = torch.ops.aten.mm.default(t_5, _tensor_constant37);  t_5 = _tensor_constant37 = None
    t_6 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_13 = torch.ops.aten.sum.dim_IntList(add_12, [0], True);  add_12 = None
    view_1 = torch.ops.aten.view.default(sum_13, [21]);  sum_13 = None
    add_13 = torch.ops.aten.add.Tensor(slice_1, mm_2);  slice_1 = mm_2 = None
    t_7 = torch.ops.aten.t.default(t_6);  t_6 = None
    _tensor_constant38 = self._tensor_constant38
    detach_6 = torch.ops.aten.detach.default(_tensor_constant38);  _tensor_constant38 = None
    tanh_backward = torch.ops.aten.tanh_backward.default(add_13, detach_6);  add_13 = detach_6 = None
    _tensor_constant39 = self._tensor_constant39
    t_8 = torch.ops.aten.t.default(_tensor_constant39);  _tensor_constant39 = None
    mm_4 = torch.ops.aten.mm.default(tanh_backward, t_8);  t_8 = None
    t_9 = torch.ops.aten.t.default(tanh_backward)
    _tensor_constant40 = self._tensor_constant40
    mm_5 = torch.ops.aten.mm.default(t_9, _tensor_constant40);  t_9 = _tensor_constant40 = None
    t_10 = torch.ops.aten.t.default(mm_5);  mm_5 = None
    sum_14 = torch.ops.aten.sum.dim_IntList(tanh_backward, [0], True);  tanh_backward = None
    view_2 = torch.ops.aten.view.default(sum_14, [16]);  sum_14 = None
    t_11 = torch.ops.aten.t.default(t_10);  t_10 = None
    slice_3 = torch.ops.aten.slice.Tensor(mm_4, 1, 0, 6);  slice_3 = None
    slice_4 = torch.ops.aten.slice.Tensor(mm_4, 1, 6, 11);  mm_4 = None
    _tensor_constant41 = self._tensor_constant41
    t_12 = torch.ops.aten.t.default(_tensor_constant41);  _tensor_constant41 = None
    mm_6 = torch.ops.aten.mm.default(select_2, t_12);  t_12 = None
    t_13 = torch.ops.aten.t.default(select_2)
    _tensor_constant42 = self._tensor_constant42
    mm_7 = torch.ops.aten.mm.default(t_13, _tensor_constant42);  t_13 = _tensor_constant42 = None
    t_14 = torch.ops.aten.t.default(mm_7);  mm_7 = None
    sum_15 = torch.ops.aten.sum.dim_IntList(select_2, [0], True);  select_2 = None
    view_3 = torch.ops.aten.view.default(sum_15, [6]);  sum_15 = None
    add_14 = torch.ops.aten.add.Tensor(view, view_3);  view = view_3 = None
    t_15 = torch.ops.aten.t.default(t_14);  t_14 = None
    add_15 = torch.ops.aten.add.Tensor(t_3, t_15);  t_3 = t_15 = None
    slice_5 = torch.ops.aten.slice.Tensor(mm_6, 1, 0, 16)
    slice_6 = torch.ops.aten.slice.Tensor(mm_6, 1, 16, 21);  mm_6 = None
    add_16 = torch.ops.aten.add.Tensor(slice_4, slice_6);  slice_4 = slice_6 = None
    _tensor_constant43 = self._tensor_constant43
    mul_24 = torch.ops.aten.mul.Tensor(add_8, _tensor_constant43);  _tensor_constant43 = None
    _tensor_constant44 = self._tensor_constant44
    mul_25 = torch.ops.aten.mul.Tensor(add_8, _tensor_constant44);  _tensor_constant44 = None
    sum_16 = torch.ops.aten.sum.dim_IntList(mul_25, [2], True);  mul_25 = None
    sum_17 = torch.ops.aten.sum.dim_IntList(mul_24, [1], True);  mul_24 = None
    squeeze_2 = torch.ops.aten.squeeze.dim(sum_17, 1);  sum_17 = None
    squeeze_3 = torch.ops.aten.squeeze.dim(sum_16, 2);  sum_16 = None
    add_17 = torch.ops.aten.add.Tensor(mul_12, squeeze_3);  mul_12 = squeeze_3 = None
    _tensor_constant45 = self._tensor_constant45
    mul_26 = torch.ops.aten.mul.Tensor(add_8, _tensor_constant45);  _tensor_constant45 = None
    _tensor_constant46 = self._tensor_constant46
    mul_27 = torch.ops.aten.mul.Tensor(add_8, _tensor_constant46);  add_8 = _tensor_constant46 = None
    neg_4 = torch.ops.aten.neg.default(mul_26);  mul_26 = None
    _tensor_constant47 = self._tensor_constant47
    mul_28 = torch.ops.aten.mul.Tensor(neg_4, _tensor_constant47);  _tensor_constant47 = None
    _tensor_constant48 = self._tensor_constant48
    mul_29 = torch.ops.aten.mul.Tensor(neg_4, _tensor_constant48);  neg_4 = _tensor_constant48 = None
    sum_18 = torch.ops.aten.sum.dim_IntList(mul_29, [2], True);  mul_29 = None
    sum_19 = torch.ops.aten.sum.dim_IntList(mul_28, [1], True);  mul_28 = None
    squeeze_4 = torch.ops.aten.squeeze.dim(sum_19, 1);  sum_19 = None
    squeeze_5 = torch.ops.aten.squeeze.dim(sum_18, 2);  sum_18 = None
    add_18 = torch.ops.aten.add.Tensor(add_17, squeeze_5);  add_17 = squeeze_5 = None
    select_backward_1 = torch.ops.aten.select_backward.default(add_16, [2, 1, 5], 1, 0);  add_16 = None
    _tensor_constant49 = self._tensor_constant49
    transpose_2 = torch.ops.aten.transpose.int(_tensor_constant49, 1, 2);  _tensor_constant49 = None
    bmm_2 = torch.ops.aten.bmm.default(transpose_2, select_backward_1);  transpose_2 = None
    _tensor_constant45_1 = self._tensor_constant45
    transpose_3 = torch.ops.aten.transpose.int(_tensor_constant45_1, 1, 2);  _tensor_constant45_1 = None
    bmm_3 = torch.ops.aten.bmm.default(select_backward_1, transpose_3);  select_backward_1 = transpose_3 = None
    add_19 = torch.ops.aten.add.Tensor(mul_27, bmm_2);  mul_27 = bmm_2 = None
    squeeze_6 = torch.ops.aten.squeeze.dim(bmm_3, 1);  bmm_3 = None
    add_20 = torch.ops.aten.add.Tensor(add_18, squeeze_6);  add_18 = squeeze_6 = None
    _tensor_constant50 = self._tensor_constant50
    _tensor_constant51 = self._tensor_constant51
    div_11 = torch.ops.aten.div.Tensor(_tensor_constant50, _tensor_constant51);  _tensor_constant50 = _tensor_constant51 = None
    _tensor_constant51_1 = self._tensor_constant51
    div_12 = torch.ops.aten.div.Tensor(div_11, _tensor_constant51_1);  div_11 = _tensor_constant51_1 = None
    neg_5 = torch.ops.aten.neg.default(add_20)
    mul_30 = torch.ops.aten.mul.Tensor(neg_5, div_12);  neg_5 = div_12 = None
    _tensor_constant51_2 = self._tensor_constant51
    div_13 = torch.ops.aten.div.Tensor(add_20, _tensor_constant51_2);  add_20 = _tensor_constant51_2 = None
    sum_20 = torch.ops.aten.sum.dim_IntList(mul_30, [1], True);  mul_30 = None
    expand_2 = torch.ops.aten.expand.default(sum_20, [2, 8]);  sum_20 = None
    add_21 = torch.ops.aten.add.Tensor(div_13, expand_2);  div_13 = expand_2 = None
    _tensor_constant52 = self._tensor_constant52
    detach_7 = torch.ops.aten.detach.default(_tensor_constant52);  _tensor_constant52 = None
    _tensor_constant53 = self._tensor_constant53
    ge_1 = torch.ops.aten.ge.Scalar(_tensor_constant53, 0);  _tensor_constant53 = None
    _tensor_constant54 = self._tensor_constant54
    eq_4 = torch.ops.aten.eq.Scalar(_tensor_constant54, 0);  _tensor_constant54 = None
    logical_and_1 = torch.ops.aten.logical_and.default(eq_4, ge_1);  eq_4 = ge_1 = None
    _tensor_constant54_1 = self._tensor_constant54
    log_1 = torch.ops.aten.log.default(_tensor_constant54_1);  _tensor_constant54_1 = None
    mul_31 = torch.ops.aten.mul.Tensor(detach_7, log_1);  detach_7 = log_1 = None
    scalar_tensor_2 = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    where_2 = torch.ops.aten.where.self(logical_and_1, scalar_tensor_2, mul_31);  logical_and_1 = scalar_tensor_2 = mul_31 = None
    mul_32 = torch.ops.aten.mul.Tensor(add_21, where_2);  where_2 = None
    _tensor_constant53_1 = self._tensor_constant53
    sub_2 = torch.ops.aten.sub.Scalar(_tensor_constant53_1, 1);  _tensor_constant53_1 = None
    _tensor_constant54_2 = self._tensor_constant54
    pow_2 = torch.ops.aten.pow.Tensor_Tensor(_tensor_constant54_2, sub_2);  _tensor_constant54_2 = sub_2 = None
    _tensor_constant53_2 = self._tensor_constant53
    mul_33 = torch.ops.aten.mul.Tensor(_tensor_constant53_2, pow_2);  _tensor_constant53_2 = pow_2 = None
    mul_34 = torch.ops.aten.mul.Tensor(add_21, mul_33);  add_21 = mul_33 = None
    scalar_tensor_3 = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant53_3 = self._tensor_constant53
    eq_5 = torch.ops.aten.eq.Scalar(_tensor_constant53_3, 0.0);  _tensor_constant53_3 = None
    where_3 = torch.ops.aten.where.self(eq_5, scalar_tensor_3, mul_34);  eq_5 = scalar_tensor_3 = mul_34 = None
    sum_21 = torch.ops.aten.sum.dim_IntList(mul_32, [1], True);  mul_32 = None
    _tensor_constant55 = self._tensor_constant55
    mul_35 = torch.ops.aten.mul.Tensor(where_3, _tensor_constant55);  _tensor_constant55 = None
    _tensor_constant56 = self._tensor_constant56
    mul_36 = torch.ops.aten.mul.Tensor(where_3, _tensor_constant56);  _tensor_constant56 = None
    sum_22 = torch.ops.aten.sum.dim_IntList(mul_36, [1], True);  mul_36 = None
    roll_2 = torch.ops.aten.roll.default(mul_35, [-1], [1]);  mul_35 = None
    slice_backward_8 = torch.ops.aten.slice_backward.default(sum_22, [2, 3], 1, 2, 3, 1);  sum_22 = None
    _tensor_constant57 = self._tensor_constant57
    mul_37 = torch.ops.aten.mul.Tensor(where_3, _tensor_constant57);  _tensor_constant57 = None
    _tensor_constant58 = self._tensor_constant58
    mul_38 = torch.ops.aten.mul.Tensor(where_3, _tensor_constant58);  _tensor_constant58 = None
    sum_23 = torch.ops.aten.sum.dim_IntList(mul_38, [1], True);  mul_38 = None
    add_22 = torch.ops.aten.add.Tensor(roll_2, mul_37);  roll_2 = mul_37 = None
    slice_backward_9 = torch.ops.aten.slice_backward.default(sum_23, [2, 3], 1, 1, 2, 1);  sum_23 = None
    add_23 = torch.ops.aten.add.Tensor(slice_backward_8, slice_backward_9);  slice_backward_8 = slice_backward_9 = None
    _tensor_constant59 = self._tensor_constant59
    mul_39 = torch.ops.aten.mul.Tensor(where_3, _tensor_constant59);  _tensor_constant59 = None
    _tensor_constant60 = self._tensor_constant60
    mul_40 = torch.ops.aten.mul.Tensor(where_3, _tensor_constant60);  where_3 = _tensor_constant60 = None
    sum_24 = torch.ops.aten.sum.dim_IntList(mul_40, [1], True);  mul_40 = None
    roll_3 = torch.ops.aten.roll.default(mul_39, [1], [1]);  mul_39 = None
    add_24 = torch.ops.aten.add.Tensor(add_22, roll_3);  add_22 = roll_3 = None
    slice_backward_10 = torch.ops.aten.slice_backward.default(sum_24, [2, 3], 1, 0, 1, 1);  sum_24 = None
    add_25 = torch.ops.aten.add.Tensor(add_23, slice_backward_10);  add_23 = slice_backward_10 = None
    _tensor_constant61 = self._tensor_constant61
    mul_41 = torch.ops.aten.mul.Tensor(add_24, _tensor_constant61);  _tensor_constant61 = None
    _tensor_constant62 = self._tensor_constant62
    mul_42 = torch.ops.aten.mul.Tensor(add_24, _tensor_constant62);  _tensor_constant62 = None
    sum_25 = torch.ops.aten.sum.dim_IntList(mul_42, [1], True);  mul_42 = None
    neg_6 = torch.ops.aten.neg.default(sum_25);  sum_25 = None
    _tensor_constant63 = self._tensor_constant63
    mul_43 = torch.ops.aten.mul.Tensor(add_24, _tensor_constant63);  _tensor_constant63 = None
    _tensor_constant64 = self._tensor_constant64
    mul_44 = torch.ops.aten.mul.Tensor(add_24, _tensor_constant64);  add_24 = _tensor_constant64 = None
    sum_26 = torch.ops.aten.sum.dim_IntList(mul_44, [1], True);  mul_44 = None
    add_26 = torch.ops.aten.add.Tensor(neg_6, sum_26);  neg_6 = sum_26 = None
    _tensor_constant65 = self._tensor_constant65
    detach_8 = torch.ops.aten.detach.default(_tensor_constant65);  _tensor_constant65 = None
    _softmax_backward_data_2 = torch.ops.aten._softmax_backward_data.default(mul_43, detach_8, -1, torch.float32);  mul_43 = detach_8 = None
    _tensor_constant66 = self._tensor_constant66
    mul_45 = torch.ops.aten.mul.Tensor(_softmax_backward_data_2, _tensor_constant66);  _tensor_constant66 = None
    _tensor_constant67 = self._tensor_constant67
    mul_46 = torch.ops.aten.mul.Tensor(_softmax_backward_data_2, _tensor_constant67);  _softmax_backward_data_2 = _tensor_constant67 = None
    sum_27 = torch.ops.aten.sum.dim_IntList(mul_46, [1], True);  mul_46 = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(mul_45, -1);  mul_45 = None
    expand_3 = torch.ops.aten.expand.default(unsqueeze_1, [2, 8, 5]);  unsqueeze_1 = None
    _tensor_constant68 = self._tensor_constant68
    mul_47 = torch.ops.aten.mul.Tensor(expand_3, _tensor_constant68);  _tensor_constant68 = None
    _tensor_constant69 = self._tensor_constant69
    mul_48 = torch.ops.aten.mul.Tensor(expand_3, _tensor_constant69);  expand_3 = _tensor_constant69 = None
    _tensor_constant70 = self._tensor_constant70
    _tensor_constant71 = self._tensor_constant71
    div_14 = torch.ops.aten.div.Tensor(_tensor_constant70, _tensor_constant71);  _tensor_constant70 = _tensor_constant71 = None
    _tensor_constant71_1 = self._tensor_constant71
    div_15 = torch.ops.aten.div.Tensor(div_14, _tensor_constant71_1);  div_14 = _tensor_constant71_1 = None
    neg_7 = torch.ops.aten.neg.default(mul_48)
    mul_49 = torch.ops.aten.mul.Tensor(neg_7, div_15);  neg_7 = div_15 = None
    _tensor_constant71_2 = self._tensor_constant71
    div_16 = torch.ops.aten.div.Tensor(mul_48, _tensor_constant71_2);  mul_48 = _tensor_constant71_2 = None
    sum_28 = torch.ops.aten.sum.dim_IntList(mul_49, [2], True);  mul_49 = None
    _tensor_constant72 = self._tensor_constant72
    _tensor_constant73 = self._tensor_constant73
    div_17 = torch.ops.aten.div.Tensor(_tensor_constant72, _tensor_constant73);  _tensor_constant72 = _tensor_constant73 = None
    _tensor_constant73_1 = self._tensor_constant73
    div_18 = torch.ops.aten.div.Tensor(div_17, _tensor_constant73_1);  div_17 = _tensor_constant73_1 = None
    neg_8 = torch.ops.aten.neg.default(mul_47)
    mul_50 = torch.ops.aten.mul.Tensor(neg_8, div_18);  neg_8 = div_18 = None
    _tensor_constant73_2 = self._tensor_constant73
    div_19 = torch.ops.aten.div.Tensor(mul_47, _tensor_constant73_2);  mul_47 = _tensor_constant73_2 = None
    sum_29 = torch.ops.aten.sum.dim_IntList(mul_50, [2], True);  mul_50 = None
    _tensor_constant74 = self._tensor_constant74
    detach_9 = torch.ops.aten.detach.default(_tensor_constant74);  _tensor_constant74 = None
    _tensor_constant72_1 = self._tensor_constant72
    div_20 = torch.ops.aten.div.Tensor(_tensor_constant72_1, detach_9);  _tensor_constant72_1 = None
    eq_6 = torch.ops.aten.eq.Scalar(detach_9, 0);  detach_9 = None
    masked_fill__2 = torch.ops.aten.masked_fill_.Scalar(div_20, eq_6, 0);  div_20 = eq_6 = None
    mul_51 = torch.ops.aten.mul.Tensor(sum_29, masked_fill__2);  sum_29 = masked_fill__2 = None
    add_27 = torch.ops.aten.add.Tensor(div_19, mul_51);  div_19 = mul_51 = None
    _tensor_constant75 = self._tensor_constant75
    detach_10 = torch.ops.aten.detach.default(_tensor_constant75);  _tensor_constant75 = None
    _tensor_constant70_1 = self._tensor_constant70
    div_21 = torch.ops.aten.div.Tensor(_tensor_constant70_1, detach_10);  _tensor_constant70_1 = None
    eq_7 = torch.ops.aten.eq.Scalar(detach_10, 0);  detach_10 = None
    masked_fill__3 = torch.ops.aten.masked_fill_.Scalar(div_21, eq_7, 0);  div_21 = eq_7 = None
    mul_52 = torch.ops.aten.mul.Tensor(sum_28, masked_fill__3);  sum_28 = masked_fill__3 = None
    add_28 = torch.ops.aten.add.Tensor(div_16, mul_52);  div_16 = mul_52 = None
    add_29 = torch.ops.aten.add.Tensor(add_19, add_28);  add_19 = add_28 = None
    sum_30 = torch.ops.aten.sum.dim_IntList(add_27, [1], True);  add_27 = None
    squeeze_7 = torch.ops.aten.squeeze.dim(sum_30, 1);  sum_30 = None
    _tensor_constant76 = self._tensor_constant76
    detach_11 = torch.ops.aten.detach.default(_tensor_constant76);  _tensor_constant76 = None
    tanh_backward_1 = torch.ops.aten.tanh_backward.default(squeeze_2, detach_11);  squeeze_2 = detach_11 = None
    slice_backward_11 = torch.ops.aten.slice_backward.default(tanh_backward_1, [2, 21], 1, 16, 9223372036854775807, 1);  tanh_backward_1 = None
    _tensor_constant77 = self._tensor_constant77
    detach_12 = torch.ops.aten.detach.default(_tensor_constant77);  _tensor_constant77 = None
    sigmoid_backward_1 = torch.ops.aten.sigmoid_backward.default(squeeze_4, detach_12);  squeeze_4 = detach_12 = None
    slice_backward_12 = torch.ops.aten.slice_backward.default(sigmoid_backward_1, [2, 21], 1, 11, 16, 1);  sigmoid_backward_1 = None
    add_30 = torch.ops.aten.add.Tensor(slice_backward_11, slice_backward_12);  slice_backward_11 = slice_backward_12 = None
    _tensor_constant78 = self._tensor_constant78
    softplus_backward_2 = torch.ops.aten.softplus_backward.default(sum_21, _tensor_constant78, 1, 20);  sum_21 = _tensor_constant78 = None
    slice_backward_13 = torch.ops.aten.slice_backward.default(softplus_backward_2, [2, 21], 1, 10, 11, 1);  softplus_backward_2 = None
    add_31 = torch.ops.aten.add.Tensor(add_30, slice_backward_13);  add_30 = slice_backward_13 = None
    _tensor_constant79 = self._tensor_constant79
    detach_13 = torch.ops.aten.detach.default(_tensor_constant79);  _tensor_constant79 = None
    _softmax_backward_data_3 = torch.ops.aten._softmax_backward_data.default(add_25, detach_13, -1, torch.float32);  add_25 = detach_13 = None
    slice_backward_14 = torch.ops.aten.slice_backward.default(_softmax_backward_data_3, [2, 21], 1, 7, 10, 1);  _softmax_backward_data_3 = None
    add_32 = torch.ops.aten.add.Tensor(add_31, slice_backward_14);  add_31 = slice_backward_14 = None
    _tensor_constant80 = self._tensor_constant80
    detach_14 = torch.ops.aten.detach.default(_tensor_constant80);  _tensor_constant80 = None
    sigmoid_backward_2 = torch.ops.aten.sigmoid_backward.default(add_26, detach_14);  add_26 = detach_14 = None
    slice_backward_15 = torch.ops.aten.slice_backward.default(sigmoid_backward_2, [2, 21], 1, 6, 7, 1);  sigmoid_backward_2 = None
    add_33 = torch.ops.aten.add.Tensor(add_32, slice_backward_15);  add_32 = slice_backward_15 = None
    _tensor_constant81 = self._tensor_constant81
    softplus_backward_3 = torch.ops.aten.softplus_backward.default(sum_27, _tensor_constant81, 1, 20);  sum_27 = _tensor_constant81 = None
    slice_backward_16 = torch.ops.aten.slice_backward.default(softplus_backward_3, [2, 21], 1, 5, 6, 1);  softplus_backward_3 = None
    add_34 = torch.ops.aten.add.Tensor(add_33, slice_backward_16);  add_33 = slice_backward_16 = None
    slice_backward_17 = torch.ops.aten.slice_backward.default(squeeze_7, [2, 21], 1, 0, 5, 1);  squeeze_7 = None
    add_35 = torch.ops.aten.add.Tensor(add_34, slice_backward_17);  add_34 = slice_backward_17 = None
    _tensor_constant82 = self._tensor_constant82
    t_16 = torch.ops.aten.t.default(_tensor_constant82);  _tensor_constant82 = None
    mm_8 = torch.ops.aten.mm.default(add_35, t_16);  t_16 = None
    t_17 = torch.ops.aten.t.default(add_35)
    _tensor_constant83 = self._tensor_constant83
    mm_9 = torch.ops.aten.mm.default(t_17, _tensor_constant83);  t_17 = _tensor_constant83 = None
    t_18 = torch.ops.aten.t.default(mm_9);  mm_9 = None
    sum_31 = torch.ops.aten.sum.dim_IntList(add_35, [0], True);  add_35 = None
    view_4 = torch.ops.aten.view.default(sum_31, [21]);  sum_31 = None
    add_36 = torch.ops.aten.add.Tensor(view_1, view_4);  view_1 = view_4 = None
    add_37 = torch.ops.aten.add.Tensor(slice_5, mm_8);  slice_5 = mm_8 = None
    t_19 = torch.ops.aten.t.default(t_18);  t_18 = None
    add_38 = torch.ops.aten.add.Tensor(t_7, t_19);  t_7 = t_19 = None
    _tensor_constant84 = self._tensor_constant84
    detach_15 = torch.ops.aten.detach.default(_tensor_constant84);  _tensor_constant84 = None
    tanh_backward_2 = torch.ops.aten.tanh_backward.default(add_37, detach_15);  add_37 = detach_15 = None
    _tensor_constant85 = self._tensor_constant85
    t_20 = torch.ops.aten.t.default(_tensor_constant85);  _tensor_constant85 = None
    mm_10 = torch.ops.aten.mm.default(tanh_backward_2, t_20);  t_20 = None
    t_21 = torch.ops.aten.t.default(tanh_backward_2)
    _tensor_constant86 = self._tensor_constant86
    mm_11 = torch.ops.aten.mm.default(t_21, _tensor_constant86);  t_21 = _tensor_constant86 = None
    t_22 = torch.ops.aten.t.default(mm_11);  mm_11 = None
    sum_32 = torch.ops.aten.sum.dim_IntList(tanh_backward_2, [0], True);  tanh_backward_2 = None
    view_5 = torch.ops.aten.view.default(sum_32, [16]);  sum_32 = None
    add_39 = torch.ops.aten.add.Tensor(view_2, view_5);  view_2 = view_5 = None
    t_23 = torch.ops.aten.t.default(t_22);  t_22 = None
    add_40 = torch.ops.aten.add.Tensor(t_11, t_23);  t_11 = t_23 = None
    slice_7 = torch.ops.aten.slice.Tensor(mm_10, 1, 0, 6);  slice_7 = None
    slice_8 = torch.ops.aten.slice.Tensor(mm_10, 1, 6, 11);  mm_10 = None
    _tensor_constant87 = self._tensor_constant87
    t_24 = torch.ops.aten.t.default(_tensor_constant87);  _tensor_constant87 = None
    mm_12 = torch.ops.aten.mm.default(select_1, t_24);  t_24 = None
    t_25 = torch.ops.aten.t.default(select_1)
    _tensor_constant88 = self._tensor_constant88
    mm_13 = torch.ops.aten.mm.default(t_25, _tensor_constant88);  t_25 = _tensor_constant88 = None
    t_26 = torch.ops.aten.t.default(mm_13);  mm_13 = None
    sum_33 = torch.ops.aten.sum.dim_IntList(select_1, [0], True);  select_1 = None
    view_6 = torch.ops.aten.view.default(sum_33, [6]);  sum_33 = None
    add_41 = torch.ops.aten.add.Tensor(add_14, view_6);  add_14 = view_6 = None
    t_27 = torch.ops.aten.t.default(t_26);  t_26 = None
    add_42 = torch.ops.aten.add.Tensor(add_15, t_27);  add_15 = t_27 = None
    slice_9 = torch.ops.aten.slice.Tensor(mm_12, 1, 0, 16)
    slice_10 = torch.ops.aten.slice.Tensor(mm_12, 1, 16, 21);  mm_12 = None
    add_43 = torch.ops.aten.add.Tensor(slice_8, slice_10);  slice_8 = slice_10 = None
    _tensor_constant89 = self._tensor_constant89
    mul_53 = torch.ops.aten.mul.Tensor(add_29, _tensor_constant89);  _tensor_constant89 = None
    _tensor_constant90 = self._tensor_constant90
    mul_54 = torch.ops.aten.mul.Tensor(add_29, _tensor_constant90);  _tensor_constant90 = None
    sum_34 = torch.ops.aten.sum.dim_IntList(mul_54, [2], True);  mul_54 = None
    sum_35 = torch.ops.aten.sum.dim_IntList(mul_53, [1], True);  mul_53 = None
    squeeze_8 = torch.ops.aten.squeeze.dim(sum_35, 1);  sum_35 = None
    squeeze_9 = torch.ops.aten.squeeze.dim(sum_34, 2);  sum_34 = None
    add_44 = torch.ops.aten.add.Tensor(mul_41, squeeze_9);  mul_41 = squeeze_9 = None
    _tensor_constant91 = self._tensor_constant91
    mul_55 = torch.ops.aten.mul.Tensor(add_29, _tensor_constant91);  _tensor_constant91 = None
    _tensor_constant92 = self._tensor_constant92
    mul_56 = torch.ops.aten.mul.Tensor(add_29, _tensor_constant92);  add_29 = _tensor_constant92 = None
    neg_9 = torch.ops.aten.neg.default(mul_55);  mul_55 = None
    _tensor_constant93 = self._tensor_constant93
    mul_57 = torch.ops.aten.mul.Tensor(neg_9, _tensor_constant93);  _tensor_constant93 = None
    _tensor_constant94 = self._tensor_constant94
    mul_58 = torch.ops.aten.mul.Tensor(neg_9, _tensor_constant94);  neg_9 = _tensor_constant94 = None
    sum_36 = torch.ops.aten.sum.dim_IntList(mul_58, [2], True);  mul_58 = None
    sum_37 = torch.ops.aten.sum.dim_IntList(mul_57, [1], True);  mul_57 = None
    squeeze_10 = torch.ops.aten.squeeze.dim(sum_37, 1);  sum_37 = None
    squeeze_11 = torch.ops.aten.squeeze.dim(sum_36, 2);  sum_36 = None
    add_45 = torch.ops.aten.add.Tensor(add_44, squeeze_11);  add_44 = squeeze_11 = None
    select_backward_2 = torch.ops.aten.select_backward.default(add_43, [2, 1, 5], 1, 0);  add_43 = None
    _tensor_constant95 = self._tensor_constant95
    transpose_4 = torch.ops.aten.transpose.int(_tensor_constant95, 1, 2);  _tensor_constant95 = None
    bmm_4 = torch.ops.aten.bmm.default(transpose_4, select_backward_2);  transpose_4 = None
    _tensor_constant91_1 = self._tensor_constant91
    transpose_5 = torch.ops.aten.transpose.int(_tensor_constant91_1, 1, 2);  _tensor_constant91_1 = None
    bmm_5 = torch.ops.aten.bmm.default(select_backward_2, transpose_5);  select_backward_2 = transpose_5 = None
    add_46 = torch.ops.aten.add.Tensor(mul_56, bmm_4);  mul_56 = bmm_4 = None
    squeeze_12 = torch.ops.aten.squeeze.dim(bmm_5, 1);  bmm_5 = None
    add_47 = torch.ops.aten.add.Tensor(add_45, squeeze_12);  add_45 = squeeze_12 = None
    _tensor_constant96 = self._tensor_constant96
    _tensor_constant97 = self._tensor_constant97
    div_22 = torch.ops.aten.div.Tensor(_tensor_constant96, _tensor_constant97);  _tensor_constant96 = _tensor_constant97 = None
    _tensor_constant97_1 = self._tensor_constant97
    div_23 = torch.ops.aten.div.Tensor(div_22, _tensor_constant97_1);  div_22 = _tensor_constant97_1 = None
    neg_10 = torch.ops.aten.neg.default(add_47)
    mul_59 = torch.ops.aten.mul.Tensor(neg_10, div_23);  neg_10 = div_23 = None
    _tensor_constant97_2 = self._tensor_constant97
    div_24 = torch.ops.aten.div.Tensor(add_47, _tensor_constant97_2);  add_47 = _tensor_constant97_2 = None
    sum_38 = torch.ops.aten.sum.dim_IntList(mul_59, [1], True);  mul_59 = None
    expand_4 = torch.ops.aten.expand.default(sum_38, [2, 8]);  sum_38 = None
    add_48 = torch.ops.aten.add.Tensor(div_24, expand_4);  div_24 = expand_4 = None
    _tensor_constant98 = self._tensor_constant98
    detach_16 = torch.ops.aten.detach.default(_tensor_constant98);  _tensor_constant98 = None
    _tensor_constant99 = self._tensor_constant99
    ge_2 = torch.ops.aten.ge.Scalar(_tensor_constant99, 0);  _tensor_constant99 = None
    _tensor_constant100 = self._tensor_constant100
    eq_8 = torch.ops.aten.eq.Scalar(_tensor_constant100, 0);  _tensor_constant100 = None
    logical_and_2 = torch.ops.aten.logical_and.default(eq_8, ge_2);  eq_8 = ge_2 = None
    _tensor_constant100_1 = self._tensor_constant100
    log_2 = torch.ops.aten.log.default(_tensor_constant100_1);  _tensor_constant100_1 = None
    mul_60 = torch.ops.aten.mul.Tensor(detach_16, log_2);  detach_16 = log_2 = None
    scalar_tensor_4 = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    where_4 = torch.ops.aten.where.self(logical_and_2, scalar_tensor_4, mul_60);  logical_and_2 = scalar_tensor_4 = mul_60 = None
    mul_61 = torch.ops.aten.mul.Tensor(add_48, where_4);  where_4 = None
    _tensor_constant99_1 = self._tensor_constant99
    sub_3 = torch.ops.aten.sub.Scalar(_tensor_constant99_1, 1);  _tensor_constant99_1 = None
    _tensor_constant100_2 = self._tensor_constant100
    pow_3 = torch.ops.aten.pow.Tensor_Tensor(_tensor_constant100_2, sub_3);  _tensor_constant100_2 = sub_3 = None
    _tensor_constant99_2 = self._tensor_constant99
    mul_62 = torch.ops.aten.mul.Tensor(_tensor_constant99_2, pow_3);  _tensor_constant99_2 = pow_3 = None
    mul_63 = torch.ops.aten.mul.Tensor(add_48, mul_62);  add_48 = mul_62 = None
    scalar_tensor_5 = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant99_3 = self._tensor_constant99
    eq_9 = torch.ops.aten.eq.Scalar(_tensor_constant99_3, 0.0);  _tensor_constant99_3 = None
    where_5 = torch.ops.aten.where.self(eq_9, scalar_tensor_5, mul_63);  eq_9 = scalar_tensor_5 = mul_63 = None
    sum_39 = torch.ops.aten.sum.dim_IntList(mul_61, [1], True);  mul_61 = None
    _tensor_constant101 = self._tensor_constant101
    mul_64 = torch.ops.aten.mul.Tensor(where_5, _tensor_constant101);  _tensor_constant101 = None
    _tensor_constant102 = self._tensor_constant102
    mul_65 = torch.ops.aten.mul.Tensor(where_5, _tensor_constant102);  _tensor_constant102 = None
    sum_40 = torch.ops.aten.sum.dim_IntList(mul_65, [1], True);  mul_65 = None
    roll_4 = torch.ops.aten.roll.default(mul_64, [-1], [1]);  mul_64 = None
    slice_backward_18 = torch.ops.aten.slice_backward.default(sum_40, [2, 3], 1, 2, 3, 1);  sum_40 = None
    _tensor_constant103 = self._tensor_constant103
    mul_66 = torch.ops.aten.mul.Tensor(where_5, _tensor_constant103);  _tensor_constant103 = None
    _tensor_constant104 = self._tensor_constant104
    mul_67 = torch.ops.aten.mul.Tensor(where_5, _tensor_constant104);  _tensor_constant104 = None
    sum_41 = torch.ops.aten.sum.dim_IntList(mul_67, [1], True);  mul_67 = None
    add_49 = torch.ops.aten.add.Tensor(roll_4, mul_66);  roll_4 = mul_66 = None
    slice_backward_19 = torch.ops.aten.slice_backward.default(sum_41, [2, 3], 1, 1, 2, 1);  sum_41 = None
    add_50 = torch.ops.aten.add.Tensor(slice_backward_18, slice_backward_19);  slice_backward_18 = slice_backward_19 = None
    _tensor_constant105 = self._tensor_constant105
    mul_68 = torch.ops.aten.mul.Tensor(where_5, _tensor_constant105);  _tensor_constant105 = None
    _tensor_constant106 = self._tensor_constant106
    mul_69 = torch.ops.aten.mul.Tensor(where_5, _tensor_constant106);  where_5 = _tensor_constant106 = None
    sum_42 = torch.ops.aten.sum.dim_IntList(mul_69, [1], True);  mul_69 = None
    roll_5 = torch.ops.aten.roll.default(mul_68, [1], [1]);  mul_68 = None
    add_51 = torch.ops.aten.add.Tensor(add_49, roll_5);  add_49 = roll_5 = None
    slice_backward_20 = torch.ops.aten.slice_backward.default(sum_42, [2, 3], 1, 0, 1, 1);  sum_42 = None
    add_52 = torch.ops.aten.add.Tensor(add_50, slice_backward_20);  add_50 = slice_backward_20 = None
    _tensor_constant107 = self._tensor_constant107
    mul_70 = torch.ops.aten.mul.Tensor(add_51, _tensor_constant107);  _tensor_constant107 = None
    _tensor_constant108 = self._tensor_constant108
    mul_71 = torch.ops.aten.mul.Tensor(add_51, _tensor_constant108);  _tensor_constant108 = None
    sum_43 = torch.ops.aten.sum.dim_IntList(mul_71, [1], True);  mul_71 = None
    neg_11 = torch.ops.aten.neg.default(sum_43);  sum_43 = None
    _tensor_constant109 = self._tensor_constant109
    mul_72 = torch.ops.aten.mul.Tensor(add_51, _tensor_constant109);  _tensor_constant109 = None
    _tensor_constant110 = self._tensor_constant110
    mul_73 = torch.ops.aten.mul.Tensor(add_51, _tensor_constant110);  add_51 = _tensor_constant110 = None
    sum_44 = torch.ops.aten.sum.dim_IntList(mul_73, [1], True);  mul_73 = None
    add_53 = torch.ops.aten.add.Tensor(neg_11, sum_44);  neg_11 = sum_44 = None
    _tensor_constant111 = self._tensor_constant111
    detach_17 = torch.ops.aten.detach.default(_tensor_constant111);  _tensor_constant111 = None
    _softmax_backward_data_4 = torch.ops.aten._softmax_backward_data.default(mul_72, detach_17, -1, torch.float32);  mul_72 = detach_17 = None
    _tensor_constant112 = self._tensor_constant112
    mul_74 = torch.ops.aten.mul.Tensor(_softmax_backward_data_4, _tensor_constant112);  _tensor_constant112 = None
    _tensor_constant113 = self._tensor_constant113
    mul_75 = torch.ops.aten.mul.Tensor(_softmax_backward_data_4, _tensor_constant113);  _softmax_backward_data_4 = _tensor_constant113 = None
    sum_45 = torch.ops.aten.sum.dim_IntList(mul_75, [1], True);  mul_75 = None
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(mul_74, -1);  mul_74 = None
    expand_5 = torch.ops.aten.expand.default(unsqueeze_2, [2, 8, 5]);  unsqueeze_2 = None
    _tensor_constant114 = self._tensor_constant114
    mul_76 = torch.ops.aten.mul.Tensor(expand_5, _tensor_constant114);  _tensor_constant114 = None
    _tensor_constant115 = self._tensor_constant115
    mul_77 = torch.ops.aten.mul.Tensor(expand_5, _tensor_constant115);  expand_5 = _tensor_constant115 = None
    _tensor_constant116 = self._tensor_constant116
    _tensor_constant117 = self._tensor_constant117
    div_25 = torch.ops.aten.div.Tensor(_tensor_constant116, _tensor_constant117);  _tensor_constant116 = _tensor_constant117 = None
    _tensor_constant117_1 = self._tensor_constant117
    div_26 = torch.ops.aten.div.Tensor(div_25, _tensor_constant117_1);  div_25 = _tensor_constant117_1 = None
    neg_12 = torch.ops.aten.neg.default(mul_77)
    mul_78 = torch.ops.aten.mul.Tensor(neg_12, div_26);  neg_12 = div_26 = None
    _tensor_constant117_2 = self._tensor_constant117
    div_27 = torch.ops.aten.div.Tensor(mul_77, _tensor_constant117_2);  mul_77 = _tensor_constant117_2 = None
    sum_46 = torch.ops.aten.sum.dim_IntList(mul_78, [2], True);  mul_78 = None
    _tensor_constant118 = self._tensor_constant118
    _tensor_constant119 = self._tensor_constant119
    div_28 = torch.ops.aten.div.Tensor(_tensor_constant118, _tensor_constant119);  _tensor_constant118 = _tensor_constant119 = None
    _tensor_constant119_1 = self._tensor_constant119
    div_29 = torch.ops.aten.div.Tensor(div_28, _tensor_constant119_1);  div_28 = _tensor_constant119_1 = None
    neg_13 = torch.ops.aten.neg.default(mul_76)
    mul_79 = torch.ops.aten.mul.Tensor(neg_13, div_29);  neg_13 = div_29 = None
    _tensor_constant119_2 = self._tensor_constant119
    div_30 = torch.ops.aten.div.Tensor(mul_76, _tensor_constant119_2);  mul_76 = _tensor_constant119_2 = None
    sum_47 = torch.ops.aten.sum.dim_IntList(mul_79, [2], True);  mul_79 = None
    _tensor_constant120 = self._tensor_constant120
    detach_18 = torch.ops.aten.detach.default(_tensor_constant120);  _tensor_constant120 = None
    _tensor_constant118_1 = self._tensor_constant118
    div_31 = torch.ops.aten.div.Tensor(_tensor_constant118_1, detach_18);  _tensor_constant118_1 = None
    eq_10 = torch.ops.aten.eq.Scalar(detach_18, 0);  detach_18 = None
    masked_fill__4 = torch.ops.aten.masked_fill_.Scalar(div_31, eq_10, 0);  div_31 = eq_10 = None
    mul_80 = torch.ops.aten.mul.Tensor(sum_47, masked_fill__4);  sum_47 = masked_fill__4 = None
    add_54 = torch.ops.aten.add.Tensor(div_30, mul_80);  div_30 = mul_80 = None
    _tensor_constant121 = self._tensor_constant121
    detach_19 = torch.ops.aten.detach.default(_tensor_constant121);  _tensor_constant121 = None
    _tensor_constant116_1 = self._tensor_constant116
    div_32 = torch.ops.aten.div.Tensor(_tensor_constant116_1, detach_19);  _tensor_constant116_1 = None
    eq_11 = torch.ops.aten.eq.Scalar(detach_19, 0);  detach_19 = None
    masked_fill__5 = torch.ops.aten.masked_fill_.Scalar(div_32, eq_11, 0);  div_32 = eq_11 = None
    mul_81 = torch.ops.aten.mul.Tensor(sum_46, masked_fill__5);  sum_46 = masked_fill__5 = None
    add_55 = torch.ops.aten.add.Tensor(div_27, mul_81);  div_27 = mul_81 = None
    add_56 = torch.ops.aten.add.Tensor(add_46, add_55);  add_46 = add_55 = None
    sum_48 = torch.ops.aten.sum.dim_IntList(add_54, [1], True);  add_54 = None
    squeeze_13 = torch.ops.aten.squeeze.dim(sum_48, 1);  sum_48 = None
    _tensor_constant122 = self._tensor_constant122
    detach_20 = torch.ops.aten.detach.default(_tensor_constant122);  _tensor_constant122 = None
    tanh_backward_3 = torch.ops.aten.tanh_backward.default(squeeze_8, detach_20);  squeeze_8 = detach_20 = None
    slice_backward_21 = torch.ops.aten.slice_backward.default(tanh_backward_3, [2, 21], 1, 16, 9223372036854775807, 1);  tanh_backward_3 = None
    _tensor_constant123 = self._tensor_constant123
    detach_21 = torch.ops.aten.detach.default(_tensor_constant123);  _tensor_constant123 = None
    sigmoid_backward_3 = torch.ops.aten.sigmoid_backward.default(squeeze_10, detach_21);  squeeze_10 = detach_21 = None
    slice_backward_22 = torch.ops.aten.slice_backward.default(sigmoid_backward_3, [2, 21], 1, 11, 16, 1);  sigmoid_backward_3 = None
    add_57 = torch.ops.aten.add.Tensor(slice_backward_21, slice_backward_22);  slice_backward_21 = slice_backward_22 = None
    _tensor_constant124 = self._tensor_constant124
    softplus_backward_4 = torch.ops.aten.softplus_backward.default(sum_39, _tensor_constant124, 1, 20);  sum_39 = _tensor_constant124 = None
    slice_backward_23 = torch.ops.aten.slice_backward.default(softplus_backward_4, [2, 21], 1, 10, 11, 1);  softplus_backward_4 = None
    add_58 = torch.ops.aten.add.Tensor(add_57, slice_backward_23);  add_57 = slice_backward_23 = None
    _tensor_constant125 = self._tensor_constant125
    detach_22 = torch.ops.aten.detach.default(_tensor_constant125);  _tensor_constant125 = None
    _softmax_backward_data_5 = torch.ops.aten._softmax_backward_data.default(add_52, detach_22, -1, torch.float32);  add_52 = detach_22 = None
    slice_backward_24 = torch.ops.aten.slice_backward.default(_softmax_backward_data_5, [2, 21], 1, 7, 10, 1);  _softmax_backward_data_5 = None
    add_59 = torch.ops.aten.add.Tensor(add_58, slice_backward_24);  add_58 = slice_backward_24 = None
    _tensor_constant126 = self._tensor_constant126
    detach_23 = torch.ops.aten.detach.default(_tensor_constant126);  _tensor_constant126 = None
    sigmoid_backward_4 = torch.ops.aten.sigmoid_backward.default(add_53, detach_23);  add_53 = detach_23 = None
    slice_backward_25 = torch.ops.aten.slice_backward.default(sigmoid_backward_4, [2, 21], 1, 6, 7, 1);  sigmoid_backward_4 = None
    add_60 = torch.ops.aten.add.Tensor(add_59, slice_backward_25);  add_59 = slice_backward_25 = None
    _tensor_constant127 = self._tensor_constant127
    softplus_backward_5 = torch.ops.aten.softplus_backward.default(sum_45, _tensor_constant127, 1, 20);  sum_45 = _tensor_constant127 = None
    slice_backward_26 = torch.ops.aten.slice_backward.default(softplus_backward_5, [2, 21], 1, 5, 6, 1);  softplus_backward_5 = None
    add_61 = torch.ops.aten.add.Tensor(add_60, slice_backward_26);  add_60 = slice_backward_26 = None
    slice_backward_27 = torch.ops.aten.slice_backward.default(squeeze_13, [2, 21], 1, 0, 5, 1);  squeeze_13 = None
    add_62 = torch.ops.aten.add.Tensor(add_61, slice_backward_27);  add_61 = slice_backward_27 = None
    _tensor_constant128 = self._tensor_constant128
    t_28 = torch.ops.aten.t.default(_tensor_constant128);  _tensor_constant128 = None
    mm_14 = torch.ops.aten.mm.default(add_62, t_28);  t_28 = None
    t_29 = torch.ops.aten.t.default(add_62)
    _tensor_constant129 = self._tensor_constant129
    mm_15 = torch.ops.aten.mm.default(t_29, _tensor_constant129);  t_29 = _tensor_constant129 = None
    t_30 = torch.ops.aten.t.default(mm_15);  mm_15 = None
    sum_49 = torch.ops.aten.sum.dim_IntList(add_62, [0], True);  add_62 = None
    view_7 = torch.ops.aten.view.default(sum_49, [21]);  sum_49 = None
    add_63 = torch.ops.aten.add.Tensor(add_36, view_7);  add_36 = view_7 = None
    add_64 = torch.ops.aten.add.Tensor(slice_9, mm_14);  slice_9 = mm_14 = None
    t_31 = torch.ops.aten.t.default(t_30);  t_30 = None
    add_65 = torch.ops.aten.add.Tensor(add_38, t_31);  add_38 = t_31 = None
    _tensor_constant130 = self._tensor_constant130
    detach_24 = torch.ops.aten.detach.default(_tensor_constant130);  _tensor_constant130 = None
    tanh_backward_4 = torch.ops.aten.tanh_backward.default(add_64, detach_24);  add_64 = detach_24 = None
    _tensor_constant131 = self._tensor_constant131
    t_32 = torch.ops.aten.t.default(_tensor_constant131);  _tensor_constant131 = None
    mm_16 = torch.ops.aten.mm.default(tanh_backward_4, t_32);  t_32 = None
    t_33 = torch.ops.aten.t.default(tanh_backward_4)
    _tensor_constant132 = self._tensor_constant132
    mm_17 = torch.ops.aten.mm.default(t_33, _tensor_constant132);  t_33 = _tensor_constant132 = None
    t_34 = torch.ops.aten.t.default(mm_17);  mm_17 = None
    sum_50 = torch.ops.aten.sum.dim_IntList(tanh_backward_4, [0], True);  tanh_backward_4 = None
    view_8 = torch.ops.aten.view.default(sum_50, [16]);  sum_50 = None
    add_66 = torch.ops.aten.add.Tensor(add_39, view_8);  add_39 = view_8 = None
    t_35 = torch.ops.aten.t.default(t_34);  t_34 = None
    add_67 = torch.ops.aten.add.Tensor(add_40, t_35);  add_40 = t_35 = None
    slice_11 = torch.ops.aten.slice.Tensor(mm_16, 1, 0, 6);  slice_11 = None
    slice_12 = torch.ops.aten.slice.Tensor(mm_16, 1, 6, 11);  mm_16 = None
    _tensor_constant133 = self._tensor_constant133
    t_36 = torch.ops.aten.t.default(_tensor_constant133);  _tensor_constant133 = None
    mm_18 = torch.ops.aten.mm.default(select, t_36);  t_36 = None
    t_37 = torch.ops.aten.t.default(select)
    _tensor_constant134 = self._tensor_constant134
    mm_19 = torch.ops.aten.mm.default(t_37, _tensor_constant134);  t_37 = _tensor_constant134 = None
    t_38 = torch.ops.aten.t.default(mm_19);  mm_19 = None
    sum_51 = torch.ops.aten.sum.dim_IntList(select, [0], True);  select = None
    view_9 = torch.ops.aten.view.default(sum_51, [6]);  sum_51 = None
    add_68 = torch.ops.aten.add.Tensor(add_41, view_9);  add_41 = view_9 = None
    t_39 = torch.ops.aten.t.default(t_38);  t_38 = None
    add_69 = torch.ops.aten.add.Tensor(add_42, t_39);  add_42 = t_39 = None
    slice_13 = torch.ops.aten.slice.Tensor(mm_18, 1, 0, 16)
    slice_14 = torch.ops.aten.slice.Tensor(mm_18, 1, 16, 21);  mm_18 = None
    add_70 = torch.ops.aten.add.Tensor(slice_12, slice_14);  slice_12 = slice_14 = None
    _tensor_constant135 = self._tensor_constant135
    mul_82 = torch.ops.aten.mul.Tensor(add_56, _tensor_constant135);  _tensor_constant135 = None
    _tensor_constant136 = self._tensor_constant136
    mul_83 = torch.ops.aten.mul.Tensor(add_56, _tensor_constant136);  _tensor_constant136 = None
    sum_52 = torch.ops.aten.sum.dim_IntList(mul_83, [2], True);  mul_83 = None
    sum_53 = torch.ops.aten.sum.dim_IntList(mul_82, [1], True);  mul_82 = None
    squeeze_14 = torch.ops.aten.squeeze.dim(sum_53, 1);  sum_53 = None
    squeeze_15 = torch.ops.aten.squeeze.dim(sum_52, 2);  sum_52 = None
    add_71 = torch.ops.aten.add.Tensor(mul_70, squeeze_15);  mul_70 = squeeze_15 = None
    _tensor_constant137 = self._tensor_constant137
    mul_84 = torch.ops.aten.mul.Tensor(add_56, _tensor_constant137);  add_56 = _tensor_constant137 = None
    neg_14 = torch.ops.aten.neg.default(mul_84);  mul_84 = None
    _tensor_constant138 = self._tensor_constant138
    mul_85 = torch.ops.aten.mul.Tensor(neg_14, _tensor_constant138);  _tensor_constant138 = None
    _tensor_constant139 = self._tensor_constant139
    mul_86 = torch.ops.aten.mul.Tensor(neg_14, _tensor_constant139);  neg_14 = _tensor_constant139 = None
    sum_54 = torch.ops.aten.sum.dim_IntList(mul_86, [2], True);  mul_86 = None
    sum_55 = torch.ops.aten.sum.dim_IntList(mul_85, [1], True);  mul_85 = None
    squeeze_16 = torch.ops.aten.squeeze.dim(sum_55, 1);  sum_55 = None
    squeeze_17 = torch.ops.aten.squeeze.dim(sum_54, 2);  sum_54 = None
    add_72 = torch.ops.aten.add.Tensor(add_71, squeeze_17);  add_71 = squeeze_17 = None
    select_backward_3 = torch.ops.aten.select_backward.default(add_70, [2, 1, 5], 1, 0);  add_70 = None
    _tensor_constant137_1 = self._tensor_constant137
    transpose_6 = torch.ops.aten.transpose.int(_tensor_constant137_1, 1, 2);  _tensor_constant137_1 = None
    bmm_6 = torch.ops.aten.bmm.default(select_backward_3, transpose_6);  select_backward_3 = transpose_6 = None
    squeeze_18 = torch.ops.aten.squeeze.dim(bmm_6, 1);  bmm_6 = None
    add_73 = torch.ops.aten.add.Tensor(add_72, squeeze_18);  add_72 = squeeze_18 = None
    _tensor_constant140 = self._tensor_constant140
    _tensor_constant141 = self._tensor_constant141
    div_33 = torch.ops.aten.div.Tensor(_tensor_constant140, _tensor_constant141);  _tensor_constant140 = _tensor_constant141 = None
    _tensor_constant141_1 = self._tensor_constant141
    div_34 = torch.ops.aten.div.Tensor(div_33, _tensor_constant141_1);  div_33 = _tensor_constant141_1 = None
    neg_15 = torch.ops.aten.neg.default(add_73)
    mul_87 = torch.ops.aten.mul.Tensor(neg_15, div_34);  neg_15 = div_34 = None
    _tensor_constant141_2 = self._tensor_constant141
    div_35 = torch.ops.aten.div.Tensor(add_73, _tensor_constant141_2);  add_73 = _tensor_constant141_2 = None
    sum_56 = torch.ops.aten.sum.dim_IntList(mul_87, [1], True);  mul_87 = None
    expand_6 = torch.ops.aten.expand.default(sum_56, [2, 8]);  sum_56 = None
    add_74 = torch.ops.aten.add.Tensor(div_35, expand_6);  div_35 = expand_6 = None
    _tensor_constant142 = self._tensor_constant142
    detach_25 = torch.ops.aten.detach.default(_tensor_constant142);  _tensor_constant142 = None
    _tensor_constant143 = self._tensor_constant143
    ge_3 = torch.ops.aten.ge.Scalar(_tensor_constant143, 0);  _tensor_constant143 = None
    _tensor_constant144 = self._tensor_constant144
    eq_12 = torch.ops.aten.eq.Scalar(_tensor_constant144, 0);  _tensor_constant144 = None
    logical_and_3 = torch.ops.aten.logical_and.default(eq_12, ge_3);  eq_12 = ge_3 = None
    _tensor_constant144_1 = self._tensor_constant144
    log_3 = torch.ops.aten.log.default(_tensor_constant144_1);  _tensor_constant144_1 = None
    mul_88 = torch.ops.aten.mul.Tensor(detach_25, log_3);  detach_25 = log_3 = None
    scalar_tensor_6 = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    where_6 = torch.ops.aten.where.self(logical_and_3, scalar_tensor_6, mul_88);  logical_and_3 = scalar_tensor_6 = mul_88 = None
    mul_89 = torch.ops.aten.mul.Tensor(add_74, where_6);  where_6 = None
    _tensor_constant143_1 = self._tensor_constant143
    sub_4 = torch.ops.aten.sub.Scalar(_tensor_constant143_1, 1);  _tensor_constant143_1 = None
    _tensor_constant144_2 = self._tensor_constant144
    pow_4 = torch.ops.aten.pow.Tensor_Tensor(_tensor_constant144_2, sub_4);  _tensor_constant144_2 = sub_4 = None
    _tensor_constant143_2 = self._tensor_constant143
    mul_90 = torch.ops.aten.mul.Tensor(_tensor_constant143_2, pow_4);  _tensor_constant143_2 = pow_4 = None
    mul_91 = torch.ops.aten.mul.Tensor(add_74, mul_90);  add_74 = mul_90 = None
    scalar_tensor_7 = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant143_3 = self._tensor_constant143
    eq_13 = torch.ops.aten.eq.Scalar(_tensor_constant143_3, 0.0);  _tensor_constant143_3 = None
    where_7 = torch.ops.aten.where.self(eq_13, scalar_tensor_7, mul_91);  eq_13 = scalar_tensor_7 = mul_91 = None
    sum_57 = torch.ops.aten.sum.dim_IntList(mul_89, [1], True);  mul_89 = None
    _tensor_constant145 = self._tensor_constant145
    mul_92 = torch.ops.aten.mul.Tensor(where_7, _tensor_constant145);  _tensor_constant145 = None
    _tensor_constant146 = self._tensor_constant146
    mul_93 = torch.ops.aten.mul.Tensor(where_7, _tensor_constant146);  _tensor_constant146 = None
    sum_58 = torch.ops.aten.sum.dim_IntList(mul_93, [1], True);  mul_93 = None
    roll_6 = torch.ops.aten.roll.default(mul_92, [-1], [1]);  mul_92 = None
    slice_backward_28 = torch.ops.aten.slice_backward.default(sum_58, [2, 3], 1, 2, 3, 1);  sum_58 = None
    _tensor_constant147 = self._tensor_constant147
    mul_94 = torch.ops.aten.mul.Tensor(where_7, _tensor_constant147);  _tensor_constant147 = None
    _tensor_constant148 = self._tensor_constant148
    mul_95 = torch.ops.aten.mul.Tensor(where_7, _tensor_constant148);  _tensor_constant148 = None
    sum_59 = torch.ops.aten.sum.dim_IntList(mul_95, [1], True);  mul_95 = None
    add_75 = torch.ops.aten.add.Tensor(roll_6, mul_94);  roll_6 = mul_94 = None
    slice_backward_29 = torch.ops.aten.slice_backward.default(sum_59, [2, 3], 1, 1, 2, 1);  sum_59 = None
    add_76 = torch.ops.aten.add.Tensor(slice_backward_28, slice_backward_29);  slice_backward_28 = slice_backward_29 = None
    _tensor_constant149 = self._tensor_constant149
    mul_96 = torch.ops.aten.mul.Tensor(where_7, _tensor_constant149);  _tensor_constant149 = None
    _tensor_constant150 = self._tensor_constant150
    mul_97 = torch.ops.aten.mul.Tensor(where_7, _tensor_constant150);  where_7 = _tensor_constant150 = None
    sum_60 = torch.ops.aten.sum.dim_IntList(mul_97, [1], True);  mul_97 = None
    roll_7 = torch.ops.aten.roll.default(mul_96, [1], [1]);  mul_96 = None
    add_77 = torch.ops.aten.add.Tensor(add_75, roll_7);  add_75 = roll_7 = None
    slice_backward_30 = torch.ops.aten.slice_backward.default(sum_60, [2, 3], 1, 0, 1, 1);  sum_60 = None
    add_78 = torch.ops.aten.add.Tensor(add_76, slice_backward_30);  add_76 = slice_backward_30 = None
    _tensor_constant151 = self._tensor_constant151
    mul_98 = torch.ops.aten.mul.Tensor(add_77, _tensor_constant151);  _tensor_constant151 = None
    sum_61 = torch.ops.aten.sum.dim_IntList(mul_98, [1], True);  mul_98 = None
    neg_16 = torch.ops.aten.neg.default(sum_61);  sum_61 = None
    _tensor_constant152 = self._tensor_constant152
    mul_99 = torch.ops.aten.mul.Tensor(add_77, _tensor_constant152);  _tensor_constant152 = None
    _tensor_constant153 = self._tensor_constant153
    mul_100 = torch.ops.aten.mul.Tensor(add_77, _tensor_constant153);  add_77 = _tensor_constant153 = None
    sum_62 = torch.ops.aten.sum.dim_IntList(mul_100, [1], True);  mul_100 = None
    add_79 = torch.ops.aten.add.Tensor(neg_16, sum_62);  neg_16 = sum_62 = None
    _tensor_constant154 = self._tensor_constant154
    detach_26 = torch.ops.aten.detach.default(_tensor_constant154);  _tensor_constant154 = None
    _softmax_backward_data_6 = torch.ops.aten._softmax_backward_data.default(mul_99, detach_26, -1, torch.float32);  mul_99 = detach_26 = None
    _tensor_constant155 = self._tensor_constant155
    mul_101 = torch.ops.aten.mul.Tensor(_softmax_backward_data_6, _tensor_constant155);  _tensor_constant155 = None
    _tensor_constant156 = self._tensor_constant156
    mul_102 = torch.ops.aten.mul.Tensor(_softmax_backward_data_6, _tensor_constant156);  _softmax_backward_data_6 = _tensor_constant156 = None
    sum_63 = torch.ops.aten.sum.dim_IntList(mul_102, [1], True);  mul_102 = None
    unsqueeze_3 = torch.ops.aten.unsqueeze.default(mul_101, -1);  mul_101 = None
    expand_7 = torch.ops.aten.expand.default(unsqueeze_3, [2, 8, 5]);  unsqueeze_3 = None
    _tensor_constant157 = self._tensor_constant157
    mul_103 = torch.ops.aten.mul.Tensor(expand_7, _tensor_constant157);  expand_7 = _tensor_constant157 = None
    _tensor_constant158 = self._tensor_constant158
    _tensor_constant159 = self._tensor_constant159
    div_36 = torch.ops.aten.div.Tensor(_tensor_constant158, _tensor_constant159);  _tensor_constant158 = _tensor_constant159 = None
    _tensor_constant159_1 = self._tensor_constant159
    div_37 = torch.ops.aten.div.Tensor(div_36, _tensor_constant159_1);  div_36 = _tensor_constant159_1 = None
    neg_17 = torch.ops.aten.neg.default(mul_103)
    mul_104 = torch.ops.aten.mul.Tensor(neg_17, div_37);  neg_17 = div_37 = None
    _tensor_constant159_2 = self._tensor_constant159
    div_38 = torch.ops.aten.div.Tensor(mul_103, _tensor_constant159_2);  mul_103 = _tensor_constant159_2 = None
    sum_64 = torch.ops.aten.sum.dim_IntList(mul_104, [2], True);  mul_104 = None
    _tensor_constant160 = self._tensor_constant160
    detach_27 = torch.ops.aten.detach.default(_tensor_constant160);  _tensor_constant160 = None
    _tensor_constant158_1 = self._tensor_constant158
    div_39 = torch.ops.aten.div.Tensor(_tensor_constant158_1, detach_27);  _tensor_constant158_1 = None
    eq_14 = torch.ops.aten.eq.Scalar(detach_27, 0);  detach_27 = None
    masked_fill__6 = torch.ops.aten.masked_fill_.Scalar(div_39, eq_14, 0);  div_39 = eq_14 = None
    mul_105 = torch.ops.aten.mul.Tensor(sum_64, masked_fill__6);  sum_64 = masked_fill__6 = None
    add_80 = torch.ops.aten.add.Tensor(div_38, mul_105);  div_38 = mul_105 = None
    sum_65 = torch.ops.aten.sum.dim_IntList(add_80, [1], True);  add_80 = None
    squeeze_19 = torch.ops.aten.squeeze.dim(sum_65, 1);  sum_65 = None
    _tensor_constant161 = self._tensor_constant161
    detach_28 = torch.ops.aten.detach.default(_tensor_constant161);  _tensor_constant161 = None
    tanh_backward_5 = torch.ops.aten.tanh_backward.default(squeeze_14, detach_28);  squeeze_14 = detach_28 = None
    slice_backward_31 = torch.ops.aten.slice_backward.default(tanh_backward_5, [2, 21], 1, 16, 9223372036854775807, 1);  tanh_backward_5 = None
    _tensor_constant162 = self._tensor_constant162
    detach_29 = torch.ops.aten.detach.default(_tensor_constant162);  _tensor_constant162 = None
    sigmoid_backward_5 = torch.ops.aten.sigmoid_backward.default(squeeze_16, detach_29);  squeeze_16 = detach_29 = None
    slice_backward_32 = torch.ops.aten.slice_backward.default(sigmoid_backward_5, [2, 21], 1, 11, 16, 1);  sigmoid_backward_5 = None
    add_81 = torch.ops.aten.add.Tensor(slice_backward_31, slice_backward_32);  slice_backward_31 = slice_backward_32 = None
    _tensor_constant163 = self._tensor_constant163
    softplus_backward_6 = torch.ops.aten.softplus_backward.default(sum_57, _tensor_constant163, 1, 20);  sum_57 = _tensor_constant163 = None
    slice_backward_33 = torch.ops.aten.slice_backward.default(softplus_backward_6, [2, 21], 1, 10, 11, 1);  softplus_backward_6 = None
    add_82 = torch.ops.aten.add.Tensor(add_81, slice_backward_33);  add_81 = slice_backward_33 = None
    _tensor_constant164 = self._tensor_constant164
    detach_30 = torch.ops.aten.detach.default(_tensor_constant164);  _tensor_constant164 = None
    _softmax_backward_data_7 = torch.ops.aten._softmax_backward_data.default(add_78, detach_30, -1, torch.float32);  add_78 = detach_30 = None
    slice_backward_34 = torch.ops.aten.slice_backward.default(_softmax_backward_data_7, [2, 21], 1, 7, 10, 1);  _softmax_backward_data_7 = None
    add_83 = torch.ops.aten.add.Tensor(add_82, slice_backward_34);  add_82 = slice_backward_34 = None
    _tensor_constant165 = self._tensor_constant165
    detach_31 = torch.ops.aten.detach.default(_tensor_constant165);  _tensor_constant165 = None
    sigmoid_backward_6 = torch.ops.aten.sigmoid_backward.default(add_79, detach_31);  add_79 = detach_31 = None
    slice_backward_35 = torch.ops.aten.slice_backward.default(sigmoid_backward_6, [2, 21], 1, 6, 7, 1);  sigmoid_backward_6 = None
    add_84 = torch.ops.aten.add.Tensor(add_83, slice_backward_35);  add_83 = slice_backward_35 = None
    _tensor_constant166 = self._tensor_constant166
    softplus_backward_7 = torch.ops.aten.softplus_backward.default(sum_63, _tensor_constant166, 1, 20);  sum_63 = _tensor_constant166 = None
    slice_backward_36 = torch.ops.aten.slice_backward.default(softplus_backward_7, [2, 21], 1, 5, 6, 1);  softplus_backward_7 = None
    add_85 = torch.ops.aten.add.Tensor(add_84, slice_backward_36);  add_84 = slice_backward_36 = None
    slice_backward_37 = torch.ops.aten.slice_backward.default(squeeze_19, [2, 21], 1, 0, 5, 1);  squeeze_19 = None
    add_86 = torch.ops.aten.add.Tensor(add_85, slice_backward_37);  add_85 = slice_backward_37 = None
    _tensor_constant167 = self._tensor_constant167
    t_40 = torch.ops.aten.t.default(_tensor_constant167);  _tensor_constant167 = None
    mm_20 = torch.ops.aten.mm.default(add_86, t_40);  t_40 = None
    t_41 = torch.ops.aten.t.default(add_86)
    _tensor_constant168 = self._tensor_constant168
    mm_21 = torch.ops.aten.mm.default(t_41, _tensor_constant168);  t_41 = _tensor_constant168 = None
    t_42 = torch.ops.aten.t.default(mm_21);  mm_21 = None
    sum_66 = torch.ops.aten.sum.dim_IntList(add_86, [0], True);  add_86 = None
    view_10 = torch.ops.aten.view.default(sum_66, [21]);  sum_66 = None
    add_87 = torch.ops.aten.add.Tensor(add_63, view_10);  add_63 = view_10 = None
    add_88 = torch.ops.aten.add.Tensor(slice_13, mm_20);  slice_13 = mm_20 = None
    t_43 = torch.ops.aten.t.default(t_42);  t_42 = None
    add_89 = torch.ops.aten.add.Tensor(add_65, t_43);  add_65 = t_43 = None
    _tensor_constant169 = self._tensor_constant169
    detach_32 = torch.ops.aten.detach.default(_tensor_constant169);  _tensor_constant169 = None
    tanh_backward_6 = torch.ops.aten.tanh_backward.default(add_88, detach_32);  add_88 = detach_32 = None
    t_44 = torch.ops.aten.t.default(tanh_backward_6)
    _tensor_constant170 = self._tensor_constant170
    mm_22 = torch.ops.aten.mm.default(t_44, _tensor_constant170);  t_44 = _tensor_constant170 = None
    t_45 = torch.ops.aten.t.default(mm_22);  mm_22 = None
    sum_67 = torch.ops.aten.sum.dim_IntList(tanh_backward_6, [0], True);  tanh_backward_6 = None
    view_11 = torch.ops.aten.view.default(sum_67, [16]);  sum_67 = None
    add_90 = torch.ops.aten.add.Tensor(add_66, view_11);  add_66 = view_11 = None
    t_46 = torch.ops.aten.t.default(t_45);  t_45 = None
    add_91 = torch.ops.aten.add.Tensor(add_67, t_46);  add_67 = t_46 = None
    return (add_91, add_90, add_89, add_87, add_69, add_68)
    