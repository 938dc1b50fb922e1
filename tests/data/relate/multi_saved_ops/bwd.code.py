


def forward(self, loss_1):
    ones_like = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
    _tensor_constant0 = self._tensor_constant0
    _tensor_constant1 = self._tensor_constant1
    _tensor_constant2 = self._tensor_constant2
    nll_loss_backward = torch.ops.aten.nll_loss_backward.default(ones_like, _tensor_constant0, _tensor_constant1, None, 1, -100, _tensor_constant2);  ones_like = _tensor_constant0 = _tensor_constant1 = _tensor_constant2 = None
    _tensor_constant3 = self._tensor_constant3
    detach = torch.ops.aten.detach.default(_tensor_constant3);  _tensor_constant3 = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach, 1, torch.float32);  nll_loss_backward = detach = None
    _tensor_constant4 = self._tensor_constant4
    t = torch.ops.aten.t.default(_tensor_constant4);  _tensor_constant4 = None
    mm = torch.ops.aten.mm.default(_log_softmax_backward_data, t);  t = None
    t_1 = torch.ops.aten.t.default(_log_softmax_backward_data)
    _tensor_constant5 = self._tensor_constant5
    mm_1 = torch.ops.aten.mm.default(t_1, _tensor_constant5);  t_1 = _tensor_constant5 = None
    t_2 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(_log_softmax_backward_data, [0], True);  _log_softmax_backward_data = None
    view = torch.ops.aten.view.default(sum_1, [3]);  sum_1 = None
    t_3 = torch.ops.aten.t.default(t_2);  t_2 = None
    slice_1 = torch.ops.aten.slice.Tensor(mm, 1, 0, 3)
    slice_2 = torch.ops.aten.slice.Tensor(mm, 1, 3, 6)
    slice_3 = torch.ops.aten.slice.Tensor(mm, 1, 6, 9)
    slice_4 = torch.ops.aten.slice.Tensor(mm, 1, 9, 12)
    slice_5 = torch.ops.aten.slice.Tensor(mm, 1, 12, 15)
    slice_6 = torch.ops.aten.slice.Tensor(mm, 1, 15, 19);  mm = None
    slice_7 = torch.ops.aten.slice.Tensor(slice_6, 1, 0, 1)
    slice_8 = torch.ops.aten.slice.Tensor(slice_6, 1, 1, 2)
    slice_9 = torch.ops.aten.slice.Tensor(slice_6, 1, 2, 4);  slice_6 = None
    slice_backward = torch.ops.aten.slice_backward.default(slice_9, [2, 4], 1, 0, 2, 1);  slice_9 = None
    sum_2 = torch.ops.aten.sum.default(slice_7)
    sum_3 = torch.ops.aten.sum.dim_IntList(slice_backward, [0], True);  slice_backward = None
    view_1 = torch.ops.aten.view.default(sum_3, [4]);  sum_3 = None
    _tensor_constant6 = self._tensor_constant6
    zeros_like = torch.ops.aten.zeros_like.default(_tensor_constant6);  _tensor_constant6 = None
    _tensor_constant7 = self._tensor_constant7
    put = torch.ops.aten.put.default(zeros_like, _tensor_constant7, view_1, True);  zeros_like = _tensor_constant7 = view_1 = None
    neg = torch.ops.aten.neg.default(slice_8)
    _tensor_constant8 = self._tensor_constant8
    detach_1 = torch.ops.aten.detach.default(_tensor_constant8);  _tensor_constant8 = None
    _tensor_constant9 = self._tensor_constant9
    eq = torch.ops.aten.eq.Tensor(detach_1, _tensor_constant9);  detach_1 = _tensor_constant9 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(eq, [-1], True)
    div = torch.ops.aten.div.Tensor(neg, sum_4);  neg = sum_4 = None
    mul = torch.ops.aten.mul.Tensor(div, eq);  div = eq = None
    _tensor_constant10 = self._tensor_constant10
    detach_2 = torch.ops.aten.detach.default(_tensor_constant10);  _tensor_constant10 = None
    _tensor_constant11 = self._tensor_constant11
    eq_1 = torch.ops.aten.eq.Tensor(detach_2, _tensor_constant11);  detach_2 = _tensor_constant11 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(eq_1, [-1], True)
    div_1 = torch.ops.aten.div.Tensor(slice_8, sum_5);  slice_8 = sum_5 = None
    mul_1 = torch.ops.aten.mul.Tensor(div_1, eq_1);  div_1 = eq_1 = None
    _tensor_constant12 = self._tensor_constant12
    detach_3 = torch.ops.aten.detach.default(_tensor_constant12);  _tensor_constant12 = detach_3 = None
    ones = torch.ops.aten.ones.default([2, 1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant13 = self._tensor_constant13
    slice_10 = torch.ops.aten.slice.Tensor(_tensor_constant13, 1, 0, 2);  _tensor_constant13 = None
    cat = torch.ops.aten.cat.default([ones, slice_10], 1);  slice_10 = None
    cumprod = torch.ops.aten.cumprod.default(cat, 1);  cat = None
    _tensor_constant13_1 = self._tensor_constant13
    slice_11 = torch.ops.aten.slice.Tensor(_tensor_constant13_1, 1, 1, 3);  _tensor_constant13_1 = None
    flip = torch.ops.aten.flip.default(slice_11, [1]);  slice_11 = None
    cat_1 = torch.ops.aten.cat.default([ones, flip], 1);  ones = flip = None
    cumprod_1 = torch.ops.aten.cumprod.default(cat_1, 1);  cat_1 = None
    flip_1 = torch.ops.aten.flip.default(cumprod_1, [1]);  cumprod_1 = None
    mul_2 = torch.ops.aten.mul.Tensor(cumprod, flip_1);  cumprod = flip_1 = None
    mul_3 = torch.ops.aten.mul.Tensor(slice_7, mul_2);  slice_7 = mul_2 = None
    mul_4 = torch.ops.aten.mul.Tensor(mul_3, 0.5);  mul_3 = None
    _tensor_constant14 = self._tensor_constant14
    detach_4 = torch.ops.aten.detach.default(_tensor_constant14);  _tensor_constant14 = None
    tanh_backward = torch.ops.aten.tanh_backward.default(mul_4, detach_4);  mul_4 = detach_4 = None
    _tensor_constant15 = self._tensor_constant15
    mul_5 = torch.ops.aten.mul.Tensor(slice_5, _tensor_constant15);  _tensor_constant15 = None
    _tensor_constant16 = self._tensor_constant16
    div_2 = torch.ops.aten.div.Tensor(mul_5, _tensor_constant16);  mul_5 = _tensor_constant16 = None
    _tensor_constant16_1 = self._tensor_constant16
    xlogy = torch.ops.aten.xlogy.Tensor(slice_5, _tensor_constant16_1);  slice_5 = _tensor_constant16_1 = None
    _tensor_constant16_2 = self._tensor_constant16
    le = torch.ops.aten.le.Scalar(_tensor_constant16_2, 0.0);  _tensor_constant16_2 = None
    _tensor_constant15_1 = self._tensor_constant15
    eq_2 = torch.ops.aten.eq.Scalar(_tensor_constant15_1, 0.0);  _tensor_constant15_1 = None
    bitwise_and = torch.ops.aten.bitwise_and.Tensor(eq_2, le);  eq_2 = le = None
    masked_fill = torch.ops.aten.masked_fill.Scalar(xlogy, bitwise_and, 0.0);  xlogy = bitwise_and = None
    _tensor_constant11_1 = self._tensor_constant11
    softplus_backward = torch.ops.aten.softplus_backward.default(div_2, _tensor_constant11_1, 1, 20);  div_2 = _tensor_constant11_1 = None
    add = torch.ops.aten.add.Tensor(mul_1, softplus_backward);  mul_1 = softplus_backward = None
    _tensor_constant17 = self._tensor_constant17
    detach_5 = torch.ops.aten.detach.default(_tensor_constant17);  _tensor_constant17 = None
    sigmoid_backward = torch.ops.aten.sigmoid_backward.default(masked_fill, detach_5);  masked_fill = detach_5 = None
    add_1 = torch.ops.aten.add.Tensor(mul, sigmoid_backward);  mul = sigmoid_backward = None
    _tensor_constant18 = self._tensor_constant18
    detach_6 = torch.ops.aten.detach.default(_tensor_constant18);  _tensor_constant18 = detach_6 = None
    _tensor_constant19 = self._tensor_constant19
    pow_1 = torch.ops.aten.pow.Scalar(2, _tensor_constant19);  _tensor_constant19 = None
    mul_6 = torch.ops.aten.mul.Tensor(slice_4, pow_1);  slice_4 = pow_1 = None
    _tensor_constant20 = self._tensor_constant20
    detach_7 = torch.ops.aten.detach.default(_tensor_constant20);  _tensor_constant20 = None
    tanh_backward_1 = torch.ops.aten.tanh_backward.default(mul_6, detach_7);  mul_6 = detach_7 = None
    add_2 = torch.ops.aten.add.Tensor(add_1, tanh_backward_1);  add_1 = tanh_backward_1 = None
    _tensor_constant21 = self._tensor_constant21
    detach_8 = torch.ops.aten.detach.default(_tensor_constant21);  _tensor_constant21 = None
    tanh_backward_2 = torch.ops.aten.tanh_backward.default(slice_1, detach_8);  slice_1 = detach_8 = None
    _tensor_constant11_2 = self._tensor_constant11
    t_4 = torch.ops.aten.t.default(_tensor_constant11_2);  _tensor_constant11_2 = None
    mm_2 = torch.ops.aten.mm.default(t_4, tanh_backward_2);  t_4 = None
    _tensor_constant22 = self._tensor_constant22
    t_5 = torch.ops.aten.t.default(_tensor_constant22);  _tensor_constant22 = None
    mm_3 = torch.ops.aten.mm.default(tanh_backward_2, t_5);  tanh_backward_2 = t_5 = None
    add_3 = torch.ops.aten.add.Tensor(add, mm_3);  add = mm_3 = None
    _tensor_constant23 = self._tensor_constant23
    mul_7 = torch.ops.aten.mul.Tensor(mm_2, _tensor_constant23);  _tensor_constant23 = None
    _tensor_constant24 = self._tensor_constant24
    mul_8 = torch.ops.aten.mul.Tensor(mm_2, _tensor_constant24);  _tensor_constant24 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(mul_8, [1], True);  mul_8 = None
    sum_7 = torch.ops.aten.sum.dim_IntList(mul_7, [0], True);  mul_7 = None
    view_2 = torch.ops.aten.view.default(sum_7, [3]);  sum_7 = None
    view_3 = torch.ops.aten.view.default(sum_6, [3]);  sum_6 = None
    _param_constant0 = self._param_constant0
    mv = torch.ops.aten.mv.default(mm_2, _param_constant0);  _param_constant0 = None
    t_6 = torch.ops.aten.t.default(mm_2)
    _tensor_constant25 = self._tensor_constant25
    mv_1 = torch.ops.aten.mv.default(t_6, _tensor_constant25);  t_6 = _tensor_constant25 = None
    view_4 = torch.ops.aten.view.default(view_3, [3, 1])
    _tensor_constant26 = self._tensor_constant26
    mul_9 = torch.ops.aten.mul.Tensor(view_4, _tensor_constant26);  view_4 = _tensor_constant26 = None
    _param_constant1 = self._param_constant1
    t_7 = torch.ops.aten.t.default(_param_constant1);  _param_constant1 = None
    mv_2 = torch.ops.aten.mv.default(t_7, view_3);  t_7 = None
    add_4 = torch.ops.aten.add.Tensor(mm_2, mul_9);  mm_2 = mul_9 = None
    _tensor_constant27 = self._tensor_constant27
    detach_9 = torch.ops.aten.detach.default(_tensor_constant27);  _tensor_constant27 = None
    view_5 = torch.ops.aten.view.default(detach_9, [1, 3]);  detach_9 = None
    _tensor_constant28 = self._tensor_constant28
    eq_3 = torch.ops.aten.eq.Tensor(view_5, _tensor_constant28);  view_5 = _tensor_constant28 = None
    view_6 = torch.ops.aten.view.default(mv_2, [1, 3]);  mv_2 = None
    sum_8 = torch.ops.aten.sum.dim_IntList(eq_3, [0], True)
    div_3 = torch.ops.aten.div.Tensor(view_6, sum_8);  view_6 = sum_8 = None
    mul_10 = torch.ops.aten.mul.Tensor(div_3, eq_3);  div_3 = eq_3 = None
    add_5 = torch.ops.aten.add.Tensor(tanh_backward, mul_10);  tanh_backward = mul_10 = None
    view_7 = torch.ops.aten.view.default(view_2, [3, 1])
    _tensor_constant25_1 = self._tensor_constant25
    mul_11 = torch.ops.aten.mul.Tensor(view_7, _tensor_constant25_1);  view_7 = _tensor_constant25_1 = None
    _param_constant1_1 = self._param_constant1
    t_8 = torch.ops.aten.t.default(_param_constant1_1);  _param_constant1_1 = None
    mv_3 = torch.ops.aten.mv.default(t_8, view_2);  t_8 = view_2 = None
    add_6 = torch.ops.aten.add.Tensor(add_4, mul_11);  add_4 = mul_11 = None
    add_7 = torch.ops.aten.add.Tensor(mv, mv_3);  mv = mv_3 = None
    _param_constant0_1 = self._param_constant0
    mul_12 = torch.ops.aten.mul.Tensor(sum_2, _param_constant0_1);  _param_constant0_1 = None
    _tensor_constant25_2 = self._tensor_constant25
    mul_13 = torch.ops.aten.mul.Tensor(sum_2, _tensor_constant25_2);  sum_2 = _tensor_constant25_2 = None
    add_8 = torch.ops.aten.add.Tensor(add_7, mul_12);  add_7 = mul_12 = None
    add_9 = torch.ops.aten.add.Tensor(mv_1, mul_13);  mv_1 = mul_13 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(add_8, 0);  add_8 = None
    expand = torch.ops.aten.expand.default(unsqueeze, [2, 3]);  unsqueeze = None
    div_4 = torch.ops.aten.div.Scalar(expand, 2);  expand = None
    add_10 = torch.ops.aten.add.Tensor(slice_3, div_4);  slice_3 = div_4 = None
    scalar_tensor = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant29 = self._tensor_constant29
    _param_constant2 = self._param_constant2
    lt = torch.ops.aten.lt.Tensor(_tensor_constant29, _param_constant2);  _tensor_constant29 = _param_constant2 = None
    _param_constant2_1 = self._param_constant2
    _param_constant3 = self._param_constant3
    lt_1 = torch.ops.aten.lt.Tensor(_param_constant2_1, _param_constant3);  _param_constant2_1 = _param_constant3 = None
    logical_and = torch.ops.aten.logical_and.default(lt, lt_1);  lt = lt_1 = None
    where = torch.ops.aten.where.self(logical_and, add_10, scalar_tensor);  logical_and = None
    _tensor_constant29_1 = self._tensor_constant29
    _param_constant3_1 = self._param_constant3
    gt = torch.ops.aten.gt.Tensor(_tensor_constant29_1, _param_constant3_1);  _tensor_constant29_1 = _param_constant3_1 = None
    _param_constant3_2 = self._param_constant3
    _param_constant2_2 = self._param_constant2
    lt_2 = torch.ops.aten.lt.Tensor(_param_constant3_2, _param_constant2_2);  _param_constant3_2 = _param_constant2_2 = None
    logical_or = torch.ops.aten.logical_or.default(gt, lt_2);  gt = lt_2 = None
    where_1 = torch.ops.aten.where.self(logical_or, add_10, scalar_tensor);  logical_or = scalar_tensor = None
    scalar_tensor_1 = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant29_2 = self._tensor_constant29
    _param_constant2_3 = self._param_constant2
    ge = torch.ops.aten.ge.Tensor(_tensor_constant29_2, _param_constant2_3);  _tensor_constant29_2 = _param_constant2_3 = None
    _tensor_constant29_3 = self._tensor_constant29
    _param_constant3_3 = self._param_constant3
    le_1 = torch.ops.aten.le.Tensor(_tensor_constant29_3, _param_constant3_3);  _tensor_constant29_3 = _param_constant3_3 = None
    logical_and_1 = torch.ops.aten.logical_and.default(ge, le_1);  ge = le_1 = None
    where_2 = torch.ops.aten.where.self(logical_and_1, add_10, scalar_tensor_1);  logical_and_1 = add_10 = scalar_tensor_1 = None
    sum_9 = torch.ops.aten.sum.dim_IntList(where, [0], True);  where = None
    view_8 = torch.ops.aten.view.default(sum_9, [3]);  sum_9 = None
    sum_10 = torch.ops.aten.sum.dim_IntList(where_1, [0], True);  where_1 = None
    view_9 = torch.ops.aten.view.default(sum_10, [3]);  sum_10 = None
    add_11 = torch.ops.aten.add.Tensor(add_3, where_2);  add_3 = None
    add_12 = torch.ops.aten.add.Tensor(add_2, where_2);  add_2 = where_2 = None
    _tensor_constant30 = self._tensor_constant30
    detach_10 = torch.ops.aten.detach.default(_tensor_constant30);  _tensor_constant30 = None
    _tensor_constant28_1 = self._tensor_constant28
    mul_14 = torch.ops.aten.mul.Tensor(put, _tensor_constant28_1);  _tensor_constant28_1 = None
    div_5 = torch.ops.aten.div.Tensor(mul_14, detach_10);  mul_14 = None
    _tensor_constant11_3 = self._tensor_constant11
    mul_15 = torch.ops.aten.mul.Tensor(put, _tensor_constant11_3);  put = _tensor_constant11_3 = None
    div_6 = torch.ops.aten.div.Tensor(mul_15, detach_10);  mul_15 = detach_10 = None
    add_13 = torch.ops.aten.add.Tensor(add_11, div_6);  add_11 = div_6 = None
    add_14 = torch.ops.aten.add.Tensor(add_5, div_5);  add_5 = div_5 = None
    _tensor_constant9_1 = self._tensor_constant9
    _tensor_constant9_2 = self._tensor_constant9
    mul_16 = torch.ops.aten.mul.Tensor(_tensor_constant9_1, _tensor_constant9_2);  _tensor_constant9_1 = _tensor_constant9_2 = None
    _tensor_constant11_4 = self._tensor_constant11
    _tensor_constant11_5 = self._tensor_constant11
    mul_17 = torch.ops.aten.mul.Tensor(_tensor_constant11_4, _tensor_constant11_5);  _tensor_constant11_4 = _tensor_constant11_5 = None
    add_15 = torch.ops.aten.add.Tensor(mul_17, mul_16);  mul_17 = mul_16 = None
    reciprocal = torch.ops.aten.reciprocal.default(add_15)
    eq_4 = torch.ops.aten.eq.Scalar(add_15, 0);  add_15 = None
    masked_fill_1 = torch.ops.aten.masked_fill.Scalar(reciprocal, eq_4, 0);  reciprocal = eq_4 = None
    _tensor_constant9_3 = self._tensor_constant9
    mul_18 = torch.ops.aten.mul.Tensor(slice_2, _tensor_constant9_3);  _tensor_constant9_3 = None
    mul_19 = torch.ops.aten.mul.Tensor(mul_18, masked_fill_1);  mul_18 = None
    _tensor_constant11_6 = self._tensor_constant11
    neg_1 = torch.ops.aten.neg.default(_tensor_constant11_6);  _tensor_constant11_6 = None
    mul_20 = torch.ops.aten.mul.Tensor(slice_2, neg_1);  slice_2 = neg_1 = None
    mul_21 = torch.ops.aten.mul.Tensor(mul_20, masked_fill_1);  mul_20 = masked_fill_1 = None
    add_16 = torch.ops.aten.add.Tensor(add_13, mul_19);  add_13 = mul_19 = None
    add_17 = torch.ops.aten.add.Tensor(add_12, mul_21);  add_12 = mul_21 = None
    _tensor_constant11_7 = self._tensor_constant11
    linalg_cross = torch.ops.aten.linalg_cross.default(add_14, _tensor_constant11_7);  _tensor_constant11_7 = None
    _tensor_constant9_4 = self._tensor_constant9
    linalg_cross_1 = torch.ops.aten.linalg_cross.default(_tensor_constant9_4, add_14);  _tensor_constant9_4 = add_14 = None
    add_18 = torch.ops.aten.add.Tensor(add_16, linalg_cross_1);  add_16 = linalg_cross_1 = None
    add_19 = torch.ops.aten.add.Tensor(add_17, linalg_cross);  add_17 = linalg_cross = None
    t_9 = torch.ops.aten.t.default(add_19)
    _tensor_constant31 = self._tensor_constant31
    mm_4 = torch.ops.aten.mm.default(t_9, _tensor_constant31);  t_9 = _tensor_constant31 = None
    t_10 = torch.ops.aten.t.default(mm_4);  mm_4 = None
    sum_11 = torch.ops.aten.sum.dim_IntList(add_19, [0], True);  add_19 = None
    view_10 = torch.ops.aten.view.default(sum_11, [3]);  sum_11 = None
    t_11 = torch.ops.aten.t.default(t_10);  t_10 = None
    t_12 = torch.ops.aten.t.default(add_18)
    _tensor_constant31_1 = self._tensor_constant31
    mm_5 = torch.ops.aten.mm.default(t_12, _tensor_constant31_1);  t_12 = _tensor_constant31_1 = None
    t_13 = torch.ops.aten.t.default(mm_5);  mm_5 = None
    sum_12 = torch.ops.aten.sum.dim_IntList(add_18, [0], True);  add_18 = None
    view_11 = torch.ops.aten.view.default(sum_12, [3]);  sum_12 = None
    t_14 = torch.ops.aten.t.default(t_13);  t_13 = None
    return (view_8, view_9, add_9, add_6, view_3, t_14, view_11, t_11, view_10, t_3, view)
    