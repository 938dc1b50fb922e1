


def forward(self, loss_1):
    ones_like = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
    mul = torch.ops.aten.mul.Tensor(ones_like, 2)
    mul_1 = torch.ops.aten.mul.Tensor(ones_like, 5)
    _tensor_constant0 = self._tensor_constant0
    _tensor_constant1 = self._tensor_constant1
    _tensor_constant2 = self._tensor_constant2
    _tensor_constant3 = self._tensor_constant3
    nll_loss_backward = torch.ops.aten.nll_loss_backward.default(ones_like, _tensor_constant0, _tensor_constant1, _tensor_constant2, 1, -100, _tensor_constant3);  ones_like = _tensor_constant0 = _tensor_constant1 = _tensor_constant2 = _tensor_constant3 = None
    _tensor_constant4 = self._tensor_constant4
    detach = torch.ops.aten.detach.default(_tensor_constant4);  _tensor_constant4 = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach, 1, torch.float32);  nll_loss_backward = detach = None
    view = torch.ops.aten.view.default(_log_softmax_backward_data, [2, 5, 4]);  _log_softmax_backward_data = None
    view_1 = torch.ops.aten.view.default(view, [10, 4]);  view = None
    _tensor_constant5 = self._tensor_constant5
    t = torch.ops.aten.t.default(_tensor_constant5);  _tensor_constant5 = None
    mm = torch.ops.aten.mm.default(view_1, t);  t = None
    t_1 = torch.ops.aten.t.default(view_1)
    _tensor_constant6 = self._tensor_constant6
    mm_1 = torch.ops.aten.mm.default(t_1, _tensor_constant6);  t_1 = _tensor_constant6 = None
    t_2 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(view_1, [0], True);  view_1 = None
    view_2 = torch.ops.aten.view.default(sum_1, [4]);  sum_1 = None
    t_3 = torch.ops.aten.t.default(t_2);  t_2 = None
    view_3 = torch.ops.aten.view.default(mm, [2, 5, 8]);  mm = None
    div = torch.ops.aten.div.Tensor(mul, 5);  mul = None
    expand = torch.ops.aten.expand.default(div, [5]);  div = None
    neg = torch.ops.aten.neg.default(expand);  expand = None
    neg_1 = torch.ops.aten.neg.default(neg)
    _tensor_constant7 = self._tensor_constant7
    _tensor_constant8 = self._tensor_constant8
    div_1 = torch.ops.aten.div.Tensor(_tensor_constant7, _tensor_constant8);  _tensor_constant7 = _tensor_constant8 = None
    _tensor_constant8_1 = self._tensor_constant8
    div_2 = torch.ops.aten.div.Tensor(div_1, _tensor_constant8_1);  div_1 = _tensor_constant8_1 = None
    neg_2 = torch.ops.aten.neg.default(neg_1)
    mul_2 = torch.ops.aten.mul.Tensor(neg_2, div_2);  neg_2 = div_2 = None
    _tensor_constant8_2 = self._tensor_constant8
    div_3 = torch.ops.aten.div.Tensor(neg_1, _tensor_constant8_2);  neg_1 = _tensor_constant8_2 = None
    neg_3 = torch.ops.aten.neg.default(div_3)
    add = torch.ops.aten.add.Tensor(mul_2, div_3);  mul_2 = div_3 = None
    _tensor_constant9 = self._tensor_constant9
    _tensor_constant10 = self._tensor_constant10
    div_4 = torch.ops.aten.div.Tensor(_tensor_constant9, _tensor_constant10);  _tensor_constant9 = _tensor_constant10 = None
    _tensor_constant10_1 = self._tensor_constant10
    div_5 = torch.ops.aten.div.Tensor(div_4, _tensor_constant10_1);  div_4 = _tensor_constant10_1 = None
    neg_4 = torch.ops.aten.neg.default(neg)
    mul_3 = torch.ops.aten.mul.Tensor(neg_4, div_5);  neg_4 = div_5 = None
    _tensor_constant10_2 = self._tensor_constant10
    div_6 = torch.ops.aten.div.Tensor(neg, _tensor_constant10_2);  neg = _tensor_constant10_2 = None
    add_1 = torch.ops.aten.add.Tensor(neg_3, mul_3);  neg_3 = mul_3 = None
    _tensor_constant11 = self._tensor_constant11
    detach_1 = torch.ops.aten.detach.default(_tensor_constant11);  _tensor_constant11 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(add, 1);  add = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(detach_1, 1);  detach_1 = unsqueeze_1 = None
    ones = torch.ops.aten.ones.default([5, 1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant12 = self._tensor_constant12
    slice_1 = torch.ops.aten.slice.Tensor(_tensor_constant12, 1, 0, 1);  _tensor_constant12 = None
    cat = torch.ops.aten.cat.default([ones, slice_1], 1);  slice_1 = None
    cumprod = torch.ops.aten.cumprod.default(cat, 1);  cat = None
    _tensor_constant12_1 = self._tensor_constant12
    slice_2 = torch.ops.aten.slice.Tensor(_tensor_constant12_1, 1, 1, 2);  _tensor_constant12_1 = None
    flip = torch.ops.aten.flip.default(slice_2, [1]);  slice_2 = None
    cat_1 = torch.ops.aten.cat.default([ones, flip], 1);  ones = flip = None
    cumprod_1 = torch.ops.aten.cumprod.default(cat_1, 1);  cat_1 = None
    flip_1 = torch.ops.aten.flip.default(cumprod_1, [1]);  cumprod_1 = None
    mul_4 = torch.ops.aten.mul.Tensor(cumprod, flip_1);  cumprod = flip_1 = None
    mul_5 = torch.ops.aten.mul.Tensor(unsqueeze, mul_4);  unsqueeze = mul_4 = None
    scalar_tensor = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant13 = self._tensor_constant13
    ge = torch.ops.aten.ge.Scalar(_tensor_constant13, 0);  _tensor_constant13 = None
    where = torch.ops.aten.where.self(ge, mul_5, scalar_tensor);  ge = mul_5 = scalar_tensor = None
    neg_5 = torch.ops.aten.neg.default(where)
    div_7 = torch.ops.aten.div.Scalar(neg_5, 2)
    _tensor_constant14 = self._tensor_constant14
    _tensor_constant15 = self._tensor_constant15
    eq = torch.ops.aten.eq.Tensor(_tensor_constant14, _tensor_constant15);  _tensor_constant14 = _tensor_constant15 = None
    where_1 = torch.ops.aten.where.self(eq, div_7, neg_5);  eq = div_7 = neg_5 = None
    _tensor_constant14_1 = self._tensor_constant14
    _tensor_constant15_1 = self._tensor_constant15
    gt = torch.ops.aten.gt.Tensor(_tensor_constant14_1, _tensor_constant15_1);  _tensor_constant14_1 = _tensor_constant15_1 = None
    masked_fill_ = torch.ops.aten.masked_fill_.Scalar(where_1, gt, 0);  where_1 = gt = None
    slice_backward = torch.ops.aten.slice_backward.default(masked_fill_, [5, 4], 1, 0, 2, 1);  masked_fill_ = None
    div_8 = torch.ops.aten.div.Scalar(where, 2)
    _tensor_constant16 = self._tensor_constant16
    _tensor_constant17 = self._tensor_constant17
    eq_1 = torch.ops.aten.eq.Tensor(_tensor_constant16, _tensor_constant17);  _tensor_constant16 = _tensor_constant17 = None
    where_2 = torch.ops.aten.where.self(eq_1, div_8, where);  eq_1 = div_8 = where = None
    _tensor_constant16_1 = self._tensor_constant16
    _tensor_constant17_1 = self._tensor_constant17
    lt = torch.ops.aten.lt.Tensor(_tensor_constant16_1, _tensor_constant17_1);  _tensor_constant16_1 = _tensor_constant17_1 = None
    masked_fill__1 = torch.ops.aten.masked_fill_.Scalar(where_2, lt, 0);  where_2 = lt = None
    slice_backward_1 = torch.ops.aten.slice_backward.default(masked_fill__1, [5, 4], 1, 2, 9223372036854775807, 1);  masked_fill__1 = None
    add_2 = torch.ops.aten.add.Tensor(slice_backward, slice_backward_1);  slice_backward = slice_backward_1 = None
    neg_6 = torch.ops.aten.neg.default(add_1)
    add_3 = torch.ops.aten.add.Tensor(div_6, neg_6);  div_6 = neg_6 = None
    _tensor_constant18 = self._tensor_constant18
    mul_6 = torch.ops.aten.mul.Tensor(add_3, _tensor_constant18);  _tensor_constant18 = None
    _tensor_constant19 = self._tensor_constant19
    mul_7 = torch.ops.aten.mul.Tensor(add_3, _tensor_constant19);  add_3 = _tensor_constant19 = None
    select_backward = torch.ops.aten.select_backward.default(mul_6, [5, 2], 1, 1);  mul_6 = None
    select_backward_1 = torch.ops.aten.select_backward.default(mul_7, [5, 2], 1, 0);  mul_7 = None
    add_4 = torch.ops.aten.add.Tensor(select_backward, select_backward_1);  select_backward = select_backward_1 = None
    scalar_tensor_1 = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant20 = self._tensor_constant20
    ge_1 = torch.ops.aten.ge.Scalar(_tensor_constant20, 0);  _tensor_constant20 = None
    where_3 = torch.ops.aten.where.self(ge_1, add_4, scalar_tensor_1);  ge_1 = add_4 = scalar_tensor_1 = None
    neg_7 = torch.ops.aten.neg.default(where_3)
    div_9 = torch.ops.aten.div.Scalar(neg_7, 2)
    _tensor_constant21 = self._tensor_constant21
    _tensor_constant22 = self._tensor_constant22
    eq_2 = torch.ops.aten.eq.Tensor(_tensor_constant21, _tensor_constant22);  _tensor_constant21 = _tensor_constant22 = None
    where_4 = torch.ops.aten.where.self(eq_2, div_9, neg_7);  eq_2 = div_9 = neg_7 = None
    _tensor_constant21_1 = self._tensor_constant21
    _tensor_constant22_1 = self._tensor_constant22
    lt_1 = torch.ops.aten.lt.Tensor(_tensor_constant21_1, _tensor_constant22_1);  _tensor_constant21_1 = _tensor_constant22_1 = None
    masked_fill__2 = torch.ops.aten.masked_fill_.Scalar(where_4, lt_1, 0);  where_4 = lt_1 = None
    slice_backward_2 = torch.ops.aten.slice_backward.default(masked_fill__2, [5, 4], 1, 0, 2, 1);  masked_fill__2 = None
    add_5 = torch.ops.aten.add.Tensor(add_2, slice_backward_2);  add_2 = slice_backward_2 = None
    div_10 = torch.ops.aten.div.Scalar(where_3, 2)
    _tensor_constant23 = self._tensor_constant23
    _tensor_constant24 = self._tensor_constant24
    eq_3 = torch.ops.aten.eq.Tensor(_tensor_constant23, _tensor_constant24);  _tensor_constant23 = _tensor_constant24 = None
    where_5 = torch.ops.aten.where.self(eq_3, div_10, where_3);  eq_3 = div_10 = where_3 = None
    _tensor_constant23_1 = self._tensor_constant23
    _tensor_constant24_1 = self._tensor_constant24
    gt_1 = torch.ops.aten.gt.Tensor(_tensor_constant23_1, _tensor_constant24_1);  _tensor_constant23_1 = _tensor_constant24_1 = None
    masked_fill__3 = torch.ops.aten.masked_fill_.Scalar(where_5, gt_1, 0);  where_5 = gt_1 = None
    slice_backward_3 = torch.ops.aten.slice_backward.default(masked_fill__3, [5, 4], 1, 2, 9223372036854775807, 1);  masked_fill__3 = None
    add_6 = torch.ops.aten.add.Tensor(add_5, slice_backward_3);  add_5 = slice_backward_3 = None
    _tensor_constant25 = self._tensor_constant25
    mul_8 = torch.ops.aten.mul.Tensor(add_1, _tensor_constant25);  _tensor_constant25 = None
    _tensor_constant26 = self._tensor_constant26
    mul_9 = torch.ops.aten.mul.Tensor(add_1, _tensor_constant26);  add_1 = _tensor_constant26 = None
    neg_8 = torch.ops.aten.neg.default(mul_8)
    select_backward_2 = torch.ops.aten.select_backward.default(neg_8, [5, 4], 1, 1);  neg_8 = None
    add_7 = torch.ops.aten.add.Tensor(add_6, select_backward_2);  add_6 = select_backward_2 = None
    select_backward_3 = torch.ops.aten.select_backward.default(mul_8, [5, 4], 1, 3);  mul_8 = None
    add_8 = torch.ops.aten.add.Tensor(add_7, select_backward_3);  add_7 = select_backward_3 = None
    neg_9 = torch.ops.aten.neg.default(mul_9)
    select_backward_4 = torch.ops.aten.select_backward.default(neg_9, [5, 4], 1, 0);  neg_9 = None
    add_9 = torch.ops.aten.add.Tensor(add_8, select_backward_4);  add_8 = select_backward_4 = None
    select_backward_5 = torch.ops.aten.select_backward.default(mul_9, [5, 4], 1, 2);  mul_9 = None
    add_10 = torch.ops.aten.add.Tensor(add_9, select_backward_5);  add_9 = select_backward_5 = None
    select = torch.ops.aten.select.int(add_10, -1, 0)
    select_1 = torch.ops.aten.select.int(add_10, -1, 1)
    select_2 = torch.ops.aten.select.int(add_10, -1, 2)
    select_3 = torch.ops.aten.select.int(add_10, -1, 3);  add_10 = None
    mul_10 = torch.ops.aten.mul.Tensor(select_3, 0.5)
    mul_11 = torch.ops.aten.mul.Tensor(select_2, 0.5)
    neg_10 = torch.ops.aten.neg.default(select_1)
    add_11 = torch.ops.aten.add.Tensor(select_3, select_1);  select_3 = select_1 = None
    mul_12 = torch.ops.aten.mul.Tensor(neg_10, 0.5);  neg_10 = None
    add_12 = torch.ops.aten.add.Tensor(mul_10, mul_12);  mul_10 = mul_12 = None
    neg_11 = torch.ops.aten.neg.default(select)
    add_13 = torch.ops.aten.add.Tensor(select_2, select);  select_2 = select = None
    mul_13 = torch.ops.aten.mul.Tensor(neg_11, 0.5);  neg_11 = None
    add_14 = torch.ops.aten.add.Tensor(mul_11, mul_13);  mul_11 = mul_13 = None
    stack = torch.ops.aten.stack.default([add_13, add_11, add_14, add_12], -1);  add_13 = add_11 = add_14 = add_12 = None
    div_11 = torch.ops.aten.div.Tensor(mul_1, 5);  mul_1 = None
    expand_1 = torch.ops.aten.expand.default(div_11, [5, 4]);  div_11 = None
    _tensor_constant27 = self._tensor_constant27
    sgn = torch.ops.aten.sgn.default(_tensor_constant27);  _tensor_constant27 = None
    mul_14 = torch.ops.aten.mul.Tensor(expand_1, sgn);  expand_1 = sgn = None
    add_15 = torch.ops.aten.add.Tensor(stack, mul_14);  stack = mul_14 = None
    new_zeros = torch.ops.aten.new_zeros.default(add_15, [2, 5, 4], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant28 = self._tensor_constant28
    _tensor_constant29 = self._tensor_constant29
    index_put = torch.ops.aten.index_put.default(new_zeros, [_tensor_constant28, _tensor_constant29], add_15, True);  new_zeros = _tensor_constant28 = _tensor_constant29 = add_15 = None
    _tensor_constant30 = self._tensor_constant30
    detach_2 = torch.ops.aten.detach.default(_tensor_constant30);  _tensor_constant30 = None
    sigmoid_backward = torch.ops.aten.sigmoid_backward.default(index_put, detach_2);  index_put = detach_2 = None
    view_4 = torch.ops.aten.view.default(sigmoid_backward, [10, 4]);  sigmoid_backward = None
    _tensor_constant31 = self._tensor_constant31
    t_4 = torch.ops.aten.t.default(_tensor_constant31);  _tensor_constant31 = None
    mm_2 = torch.ops.aten.mm.default(view_4, t_4);  t_4 = None
    t_5 = torch.ops.aten.t.default(view_4)
    _tensor_constant32 = self._tensor_constant32
    mm_3 = torch.ops.aten.mm.default(t_5, _tensor_constant32);  t_5 = _tensor_constant32 = None
    t_6 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(view_4, [0], True);  view_4 = None
    view_5 = torch.ops.aten.view.default(sum_2, [4]);  sum_2 = None
    t_7 = torch.ops.aten.t.default(t_6);  t_6 = None
    view_6 = torch.ops.aten.view.default(mm_2, [2, 5, 8]);  mm_2 = None
    _tensor_constant33 = self._tensor_constant33
    detach_3 = torch.ops.aten.detach.default(_tensor_constant33);  _tensor_constant33 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(view_6, detach_3, 0);  view_6 = detach_3 = None
    view_7 = torch.ops.aten.view.default(threshold_backward, [10, 8]);  threshold_backward = None
    _tensor_constant34 = self._tensor_constant34
    t_8 = torch.ops.aten.t.default(_tensor_constant34);  _tensor_constant34 = None
    mm_4 = torch.ops.aten.mm.default(view_7, t_8);  t_8 = None
    t_9 = torch.ops.aten.t.default(view_7)
    _tensor_constant35 = self._tensor_constant35
    mm_5 = torch.ops.aten.mm.default(t_9, _tensor_constant35);  t_9 = _tensor_constant35 = None
    t_10 = torch.ops.aten.t.default(mm_5);  mm_5 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(view_7, [0], True);  view_7 = None
    view_8 = torch.ops.aten.view.default(sum_3, [8]);  sum_3 = None
    t_11 = torch.ops.aten.t.default(t_10);  t_10 = None
    view_9 = torch.ops.aten.view.default(mm_4, [2, 5, 8]);  mm_4 = None
    add_16 = torch.ops.aten.add.Tensor(view_3, view_9);  view_3 = view_9 = None
    _tensor_constant36 = self._tensor_constant36
    _tensor_constant37 = self._tensor_constant37
    _tensor_constant38 = self._tensor_constant38
    _param_constant0 = self._param_constant0
    _param_constant1 = self._param_constant1
    native_layer_norm_backward = torch.ops.aten.native_layer_norm_backward.default(add_16, _tensor_constant36, [8], _tensor_constant37, _tensor_constant38, _param_constant0, _param_constant1, [True, True, True]);  add_16 = _tensor_constant36 = _tensor_constant37 = _tensor_constant38 = _param_constant0 = _param_constant1 = None
    getitem = native_layer_norm_backward[0]
    getitem_1 = native_layer_norm_backward[1]
    getitem_2 = native_layer_norm_backward[2];  native_layer_norm_backward = None
    view_10 = torch.ops.aten.view.default(getitem, [10, 8])
    _tensor_constant39 = self._tensor_constant39
    t_12 = torch.ops.aten.t.default(_tensor_constant39);  _tensor_constant39 = None
    mm_6 = torch.ops.aten.mm.default(view_10, t_12);  t_12 = None
    t_13 = torch.ops.aten.t.default(view_10)
    _tensor_constant40 = self._tensor_constant40
    mm_7 = torch.ops.aten.mm.default(t_13, _tensor_constant40);  t_13 = _tensor_constant40 = None
    t_14 = torch.ops.aten.t.default(mm_7);  mm_7 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(view_10, [0], True);  view_10 = None
    view_11 = torch.ops.aten.view.default(sum_4, [8]);  sum_4 = None
    t_15 = torch.ops.aten.t.default(t_14);  t_14 = None
    view_12 = torch.ops.aten.view.default(mm_6, [2, 5, 8]);  mm_6 = None
    _tensor_constant41 = self._tensor_constant41
    gelu_backward = torch.ops.aten.gelu_backward.default(view_12, _tensor_constant41);  view_12 = _tensor_constant41 = None
    add_17 = torch.ops.aten.add.Tensor(getitem, gelu_backward);  getitem = gelu_backward = None
    sum_5 = torch.ops.aten.sum.dim_IntList(add_17, [0], True)
    view_13 = torch.ops.aten.view.default(sum_5, [5, 8]);  sum_5 = None
    view_14 = torch.ops.aten.view.default(add_17, [2, 5, 8]);  add_17 = None
    _tensor_constant42 = self._tensor_constant42
    transpose = torch.ops.aten.transpose.int(_tensor_constant42, 1, 2);  _tensor_constant42 = None
    bmm = torch.ops.aten.bmm.default(transpose, view_14);  transpose = None
    _tensor_constant43 = self._tensor_constant43
    transpose_1 = torch.ops.aten.transpose.int(_tensor_constant43, 1, 2);  _tensor_constant43 = None
    bmm_1 = torch.ops.aten.bmm.default(view_14, transpose_1);  view_14 = transpose_1 = None
    view_15 = torch.ops.aten.view.default(bmm, [2, 9, 8]);  bmm = None
    view_16 = torch.ops.aten.view.default(bmm_1, [2, 5, 9]);  bmm_1 = None
    _tensor_constant44 = self._tensor_constant44
    detach_4 = torch.ops.aten.detach.default(_tensor_constant44);  _tensor_constant44 = None
    _softmax_backward_data = torch.ops.aten._softmax_backward_data.default(view_16, detach_4, -1, torch.float32);  view_16 = detach_4 = None
    _tensor_constant45 = self._tensor_constant45
    masked_fill = torch.ops.aten.masked_fill.Scalar(_softmax_backward_data, _tensor_constant45, 0);  _softmax_backward_data = _tensor_constant45 = None
    div_12 = torch.ops.aten.div.Tensor(masked_fill, 2.8284271247461903);  masked_fill = None
    view_17 = torch.ops.aten.view.default(div_12, [2, 5, 9, 1]);  div_12 = None
    permute = torch.ops.aten.permute.default(view_17, [1, 3, 0, 2]);  view_17 = None
    clone = torch.ops.aten.clone.default(permute, memory_format = torch.contiguous_format);  permute = None
    _unsafe_view = torch.ops.aten._unsafe_view.default(clone, [1, 5, 18]);  clone = None
    _tensor_constant46 = self._tensor_constant46
    transpose_2 = torch.ops.aten.transpose.int(_tensor_constant46, 1, 2);  _tensor_constant46 = None
    bmm_2 = torch.ops.aten.bmm.default(transpose_2, _unsafe_view);  transpose_2 = None
    _tensor_constant47 = self._tensor_constant47
    transpose_3 = torch.ops.aten.transpose.int(_tensor_constant47, 1, 2);  _tensor_constant47 = None
    bmm_3 = torch.ops.aten.bmm.default(_unsafe_view, transpose_3);  _unsafe_view = transpose_3 = None
    view_18 = torch.ops.aten.view.default(bmm_2, [8, 2, 9, 1]);  bmm_2 = None
    permute_1 = torch.ops.aten.permute.default(view_18, [1, 3, 2, 0]);  view_18 = None
    view_19 = torch.ops.aten.view.default(bmm_3, [5, 8, 1, 1]);  bmm_3 = None
    permute_2 = torch.ops.aten.permute.default(view_19, [2, 0, 3, 1]);  view_19 = None
    permute_3 = torch.ops.aten.permute.default(permute_1, [0, 2, 3, 1]);  permute_1 = None
    squeeze = torch.ops.aten.squeeze.dim(permute_3, 3);  permute_3 = None
    permute_4 = torch.ops.aten.permute.default(permute_2, [1, 3, 0, 2]);  permute_2 = None
    squeeze_1 = torch.ops.aten.squeeze.dim(permute_4, 3);  permute_4 = None
    squeeze_2 = torch.ops.aten.squeeze.dim(squeeze_1, 2);  squeeze_1 = None
    add_18 = torch.ops.aten.add.Tensor(view_13, squeeze_2);  view_13 = squeeze_2 = None
    cat_2 = torch.ops.aten.cat.default([squeeze, view_15], 2);  squeeze = view_15 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(cat_2, [0, 1], True)
    view_20 = torch.ops.aten.view.default(sum_6, [16]);  sum_6 = None
    view_21 = torch.ops.aten.view.default(cat_2, [18, 16]);  cat_2 = None
    t_16 = torch.ops.aten.t.default(view_21)
    _tensor_constant48 = self._tensor_constant48
    mm_8 = torch.ops.aten.mm.default(t_16, _tensor_constant48);  t_16 = _tensor_constant48 = None
    t_17 = torch.ops.aten.t.default(mm_8);  mm_8 = None
    _tensor_constant49 = self._tensor_constant49
    t_18 = torch.ops.aten.t.default(_tensor_constant49);  _tensor_constant49 = None
    mm_9 = torch.ops.aten.mm.default(view_21, t_18);  view_21 = t_18 = None
    view_22 = torch.ops.aten.view.default(mm_9, [2, 9, 8]);  mm_9 = None
    t_19 = torch.ops.aten.t.default(t_17);  t_17 = None
    sum_7 = torch.ops.aten.sum.dim_IntList(view_22, [0], True)
    view_23 = torch.ops.aten.view.default(sum_7, [9, 8]);  sum_7 = None
    transpose_4 = torch.ops.aten.transpose.int(view_22, 1, 2);  view_22 = None
    view_24 = torch.ops.aten.view.default(transpose_4, [2, 8, 3, 3]);  transpose_4 = None
    _tensor_constant50 = self._tensor_constant50
    detach_5 = torch.ops.aten.detach.default(_tensor_constant50);  _tensor_constant50 = None
    threshold_backward_1 = torch.ops.aten.threshold_backward.default(view_24, detach_5, 0);  view_24 = detach_5 = None
    _tensor_constant51 = self._tensor_constant51
    _param_constant2 = self._param_constant2
    convolution_backward = torch.ops.aten.convolution_backward.default(threshold_backward_1, _tensor_constant51, _param_constant2, [8], [2, 2], [1, 1], [1, 1], False, [0, 0], 1, [False, True, True]);  threshold_backward_1 = _tensor_constant51 = _param_constant2 = None
    getitem_3 = convolution_backward[0];  getitem_3 = None
    getitem_4 = convolution_backward[1]
    getitem_5 = convolution_backward[2];  convolution_backward = None
    return (view_23, add_18, getitem_4, getitem_5, t_19, view_20, t_15, view_11, getitem_1, getitem_2, t_3, view_2, t_11, view_8, t_7, view_5)
    