


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
    scalar_tensor = torch.ops.aten.scalar_tensor.default(0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant6 = self._tensor_constant6
    where = torch.ops.aten.where.self(_tensor_constant6, scalar_tensor, mm);  _tensor_constant6 = scalar_tensor = None
    scalar_tensor_1 = torch.ops.aten.scalar_tensor.default(0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant6_1 = self._tensor_constant6
    where_1 = torch.ops.aten.where.self(_tensor_constant6_1, mm, scalar_tensor_1);  _tensor_constant6_1 = mm = scalar_tensor_1 = None
    _tensor_constant7 = self._tensor_constant7
    mul = torch.ops.aten.mul.Tensor(where_1, _tensor_constant7);  _tensor_constant7 = None
    _tensor_constant8 = self._tensor_constant8
    mul_1 = torch.ops.aten.mul.Tensor(where_1, _tensor_constant8);  _tensor_constant8 = None
    _tensor_constant9 = self._tensor_constant9
    mul_2 = torch.ops.aten.mul.Tensor(where_1, _tensor_constant9);  _tensor_constant9 = None
    _tensor_constant10 = self._tensor_constant10
    mul_3 = torch.ops.aten.mul.Tensor(where_1, _tensor_constant10);  where_1 = _tensor_constant10 = None
    neg = torch.ops.aten.neg.default(mul_3);  mul_3 = None
    add = torch.ops.aten.add.Tensor(mul_1, neg);  mul_1 = neg = None
    _tensor_constant11 = self._tensor_constant11
    detach_1 = torch.ops.aten.detach.default(_tensor_constant11);  _tensor_constant11 = None
    tanh_backward = torch.ops.aten.tanh_backward.default(mul_2, detach_1);  mul_2 = detach_1 = None
    _tensor_constant12 = self._tensor_constant12
    mul_4 = torch.ops.aten.mul.Tensor(tanh_backward, _tensor_constant12);  _tensor_constant12 = None
    _tensor_constant13 = self._tensor_constant13
    mul_5 = torch.ops.aten.mul.Tensor(tanh_backward, _tensor_constant13);  _tensor_constant13 = None
    _tensor_constant14 = self._tensor_constant14
    detach_2 = torch.ops.aten.detach.default(_tensor_constant14);  _tensor_constant14 = None
    sigmoid_backward = torch.ops.aten.sigmoid_backward.default(add, detach_2);  add = detach_2 = None
    _tensor_constant15 = self._tensor_constant15
    detach_3 = torch.ops.aten.detach.default(_tensor_constant15);  _tensor_constant15 = None
    sigmoid_backward_1 = torch.ops.aten.sigmoid_backward.default(mul_5, detach_3);  mul_5 = detach_3 = None
    cat = torch.ops.aten.cat.default([sigmoid_backward_1, sigmoid_backward, mul_4], 1);  mul_4 = None
    _tensor_constant16 = self._tensor_constant16
    t_4 = torch.ops.aten.t.default(_tensor_constant16);  _tensor_constant16 = None
    mm_2 = torch.ops.aten.mm.default(cat, t_4);  t_4 = None
    t_5 = torch.ops.aten.t.default(cat)
    _tensor_constant8_1 = self._tensor_constant8
    mm_3 = torch.ops.aten.mm.default(t_5, _tensor_constant8_1);  t_5 = _tensor_constant8_1 = None
    t_6 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(cat, [0], True);  cat = None
    view_1 = torch.ops.aten.view.default(sum_2, [18]);  sum_2 = None
    add_1 = torch.ops.aten.add.Tensor(mul, mm_2);  mul = mm_2 = None
    t_7 = torch.ops.aten.t.default(t_6);  t_6 = None
    cat_1 = torch.ops.aten.cat.default([sigmoid_backward_1, sigmoid_backward, tanh_backward], 1);  sigmoid_backward_1 = sigmoid_backward = tanh_backward = None
    _tensor_constant17 = self._tensor_constant17
    t_8 = torch.ops.aten.t.default(_tensor_constant17);  _tensor_constant17 = None
    mm_4 = torch.ops.aten.mm.default(cat_1, t_8);  t_8 = None
    t_9 = torch.ops.aten.t.default(cat_1)
    _tensor_constant18 = self._tensor_constant18
    mm_5 = torch.ops.aten.mm.default(t_9, _tensor_constant18);  t_9 = _tensor_constant18 = None
    t_10 = torch.ops.aten.t.default(mm_5);  mm_5 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(cat_1, [0], True);  cat_1 = None
    view_2 = torch.ops.aten.view.default(sum_3, [18]);  sum_3 = None
    t_11 = torch.ops.aten.t.default(t_10);  t_10 = None
    slice_1 = torch.ops.aten.slice.Tensor(mm_4, 1, 0, 4)
    slice_2 = torch.ops.aten.slice.Tensor(mm_4, 1, 4, 8);  mm_4 = slice_2 = None
    _tensor_constant19 = self._tensor_constant19
    mul_6 = torch.ops.aten.mul.Tensor(add_1, _tensor_constant19);  _tensor_constant19 = None
    _tensor_constant20 = self._tensor_constant20
    mul_7 = torch.ops.aten.mul.Tensor(add_1, _tensor_constant20);  add_1 = _tensor_constant20 = None
    add_2 = torch.ops.aten.add.Tensor(where, mul_6);  where = mul_6 = None
    _tensor_constant21 = self._tensor_constant21
    detach_4 = torch.ops.aten.detach.default(_tensor_constant21);  _tensor_constant21 = None
    mul_8 = torch.ops.aten.mul.Tensor(mul_7, detach_4);  mul_7 = detach_4 = None
    neg_1 = torch.ops.aten.neg.default(mul_8);  mul_8 = None
    _tensor_constant22 = self._tensor_constant22
    detach_5 = torch.ops.aten.detach.default(_tensor_constant22);  _tensor_constant22 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(neg_1, detach_5, 0);  neg_1 = detach_5 = None
    t_12 = torch.ops.aten.t.default(threshold_backward)
    _tensor_constant23 = self._tensor_constant23
    mm_6 = torch.ops.aten.mm.default(t_12, _tensor_constant23);  t_12 = _tensor_constant23 = None
    t_13 = torch.ops.aten.t.default(mm_6);  mm_6 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(threshold_backward, [0], True);  threshold_backward = None
    view_3 = torch.ops.aten.view.default(sum_4, [6]);  sum_4 = None
    t_14 = torch.ops.aten.t.default(t_13);  t_13 = None
    _tensor_constant24 = self._tensor_constant24
    mul_9 = torch.ops.aten.mul.Tensor(slice_1, _tensor_constant24);  slice_1 = _tensor_constant24 = None
    _tensor_constant25 = self._tensor_constant25
    mul_10 = torch.ops.aten.mul.Tensor(mul_9, _tensor_constant25);  _tensor_constant25 = None
    neg_2 = torch.ops.aten.neg.default(mul_10);  mul_10 = None
    _tensor_constant26 = self._tensor_constant26
    mul_11 = torch.ops.aten.mul.Tensor(mul_9, _tensor_constant26);  mul_9 = _tensor_constant26 = None
    add_3 = torch.ops.aten.add.Tensor(neg_2, mul_11);  neg_2 = mul_11 = None
    _tensor_constant27 = self._tensor_constant27
    detach_6 = torch.ops.aten.detach.default(_tensor_constant27);  _tensor_constant27 = None
    mul_12 = torch.ops.aten.mul.Tensor(add_3, detach_6);  add_3 = detach_6 = None
    neg_3 = torch.ops.aten.neg.default(mul_12);  mul_12 = None
    _tensor_constant28 = self._tensor_constant28
    detach_7 = torch.ops.aten.detach.default(_tensor_constant28);  _tensor_constant28 = None
    threshold_backward_1 = torch.ops.aten.threshold_backward.default(neg_3, detach_7, 0);  neg_3 = detach_7 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(threshold_backward_1, [0], True)
    view_4 = torch.ops.aten.view.default(sum_5, [4]);  sum_5 = None
    _tensor_constant23_1 = self._tensor_constant23
    mul_13 = torch.ops.aten.mul.Tensor(threshold_backward_1, _tensor_constant23_1);  threshold_backward_1 = _tensor_constant23_1 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(mul_13, [0], True);  mul_13 = None
    view_5 = torch.ops.aten.view.default(sum_6, [4]);  sum_6 = None
    scalar_tensor_2 = torch.ops.aten.scalar_tensor.default(0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant29 = self._tensor_constant29
    where_2 = torch.ops.aten.where.self(_tensor_constant29, scalar_tensor_2, add_2);  _tensor_constant29 = scalar_tensor_2 = None
    scalar_tensor_3 = torch.ops.aten.scalar_tensor.default(0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant29_1 = self._tensor_constant29
    where_3 = torch.ops.aten.where.self(_tensor_constant29_1, add_2, scalar_tensor_3);  _tensor_constant29_1 = add_2 = scalar_tensor_3 = None
    _tensor_constant30 = self._tensor_constant30
    mul_14 = torch.ops.aten.mul.Tensor(where_3, _tensor_constant30);  _tensor_constant30 = None
    _tensor_constant31 = self._tensor_constant31
    mul_15 = torch.ops.aten.mul.Tensor(where_3, _tensor_constant31);  _tensor_constant31 = None
    _tensor_constant32 = self._tensor_constant32
    mul_16 = torch.ops.aten.mul.Tensor(where_3, _tensor_constant32);  _tensor_constant32 = None
    _tensor_constant33 = self._tensor_constant33
    mul_17 = torch.ops.aten.mul.Tensor(where_3, _tensor_constant33);  where_3 = _tensor_constant33 = None
    neg_4 = torch.ops.aten.neg.default(mul_17);  mul_17 = None
    add_4 = torch.ops.aten.add.Tensor(mul_15, neg_4);  mul_15 = neg_4 = None
    _tensor_constant34 = self._tensor_constant34
    detach_8 = torch.ops.aten.detach.default(_tensor_constant34);  _tensor_constant34 = None
    tanh_backward_1 = torch.ops.aten.tanh_backward.default(mul_16, detach_8);  mul_16 = detach_8 = None
    _tensor_constant35 = self._tensor_constant35
    mul_18 = torch.ops.aten.mul.Tensor(tanh_backward_1, _tensor_constant35);  _tensor_constant35 = None
    _tensor_constant36 = self._tensor_constant36
    mul_19 = torch.ops.aten.mul.Tensor(tanh_backward_1, _tensor_constant36);  _tensor_constant36 = None
    _tensor_constant37 = self._tensor_constant37
    detach_9 = torch.ops.aten.detach.default(_tensor_constant37);  _tensor_constant37 = None
    sigmoid_backward_2 = torch.ops.aten.sigmoid_backward.default(add_4, detach_9);  add_4 = detach_9 = None
    _tensor_constant38 = self._tensor_constant38
    detach_10 = torch.ops.aten.detach.default(_tensor_constant38);  _tensor_constant38 = None
    sigmoid_backward_3 = torch.ops.aten.sigmoid_backward.default(mul_19, detach_10);  mul_19 = detach_10 = None
    cat_2 = torch.ops.aten.cat.default([sigmoid_backward_3, sigmoid_backward_2, mul_18], 1);  mul_18 = None
    _tensor_constant39 = self._tensor_constant39
    t_15 = torch.ops.aten.t.default(_tensor_constant39);  _tensor_constant39 = None
    mm_7 = torch.ops.aten.mm.default(cat_2, t_15);  t_15 = None
    t_16 = torch.ops.aten.t.default(cat_2)
    _tensor_constant31_1 = self._tensor_constant31
    mm_8 = torch.ops.aten.mm.default(t_16, _tensor_constant31_1);  t_16 = _tensor_constant31_1 = None
    t_17 = torch.ops.aten.t.default(mm_8);  mm_8 = None
    sum_7 = torch.ops.aten.sum.dim_IntList(cat_2, [0], True);  cat_2 = None
    view_6 = torch.ops.aten.view.default(sum_7, [18]);  sum_7 = None
    add_5 = torch.ops.aten.add.Tensor(view_1, view_6);  view_1 = view_6 = None
    add_6 = torch.ops.aten.add.Tensor(mul_14, mm_7);  mul_14 = mm_7 = None
    t_18 = torch.ops.aten.t.default(t_17);  t_17 = None
    add_7 = torch.ops.aten.add.Tensor(t_7, t_18);  t_7 = t_18 = None
    cat_3 = torch.ops.aten.cat.default([sigmoid_backward_3, sigmoid_backward_2, tanh_backward_1], 1);  sigmoid_backward_3 = sigmoid_backward_2 = tanh_backward_1 = None
    _tensor_constant40 = self._tensor_constant40
    t_19 = torch.ops.aten.t.default(_tensor_constant40);  _tensor_constant40 = None
    mm_9 = torch.ops.aten.mm.default(cat_3, t_19);  t_19 = None
    t_20 = torch.ops.aten.t.default(cat_3)
    _tensor_constant41 = self._tensor_constant41
    mm_10 = torch.ops.aten.mm.default(t_20, _tensor_constant41);  t_20 = _tensor_constant41 = None
    t_21 = torch.ops.aten.t.default(mm_10);  mm_10 = None
    sum_8 = torch.ops.aten.sum.dim_IntList(cat_3, [0], True);  cat_3 = None
    view_7 = torch.ops.aten.view.default(sum_8, [18]);  sum_8 = None
    add_8 = torch.ops.aten.add.Tensor(view_2, view_7);  view_2 = view_7 = None
    t_22 = torch.ops.aten.t.default(t_21);  t_21 = None
    add_9 = torch.ops.aten.add.Tensor(t_11, t_22);  t_11 = t_22 = None
    slice_3 = torch.ops.aten.slice.Tensor(mm_9, 1, 0, 4)
    slice_4 = torch.ops.aten.slice.Tensor(mm_9, 1, 4, 8);  mm_9 = slice_4 = None
    _tensor_constant42 = self._tensor_constant42
    mul_20 = torch.ops.aten.mul.Tensor(add_6, _tensor_constant42);  _tensor_constant42 = None
    _tensor_constant43 = self._tensor_constant43
    mul_21 = torch.ops.aten.mul.Tensor(add_6, _tensor_constant43);  add_6 = _tensor_constant43 = None
    add_10 = torch.ops.aten.add.Tensor(where_2, mul_20);  where_2 = mul_20 = None
    _tensor_constant44 = self._tensor_constant44
    detach_11 = torch.ops.aten.detach.default(_tensor_constant44);  _tensor_constant44 = None
    mul_22 = torch.ops.aten.mul.Tensor(mul_21, detach_11);  mul_21 = detach_11 = None
    neg_5 = torch.ops.aten.neg.default(mul_22);  mul_22 = None
    _tensor_constant45 = self._tensor_constant45
    detach_12 = torch.ops.aten.detach.default(_tensor_constant45);  _tensor_constant45 = None
    threshold_backward_2 = torch.ops.aten.threshold_backward.default(neg_5, detach_12, 0);  neg_5 = detach_12 = None
    t_23 = torch.ops.aten.t.default(threshold_backward_2)
    _tensor_constant46 = self._tensor_constant46
    mm_11 = torch.ops.aten.mm.default(t_23, _tensor_constant46);  t_23 = _tensor_constant46 = None
    t_24 = torch.ops.aten.t.default(mm_11);  mm_11 = None
    sum_9 = torch.ops.aten.sum.dim_IntList(threshold_backward_2, [0], True);  threshold_backward_2 = None
    view_8 = torch.ops.aten.view.default(sum_9, [6]);  sum_9 = None
    add_11 = torch.ops.aten.add.Tensor(view_3, view_8);  view_3 = view_8 = None
    t_25 = torch.ops.aten.t.default(t_24);  t_24 = None
    add_12 = torch.ops.aten.add.Tensor(t_14, t_25);  t_14 = t_25 = None
    _tensor_constant47 = self._tensor_constant47
    mul_23 = torch.ops.aten.mul.Tensor(slice_3, _tensor_constant47);  slice_3 = _tensor_constant47 = None
    _tensor_constant25_1 = self._tensor_constant25
    mul_24 = torch.ops.aten.mul.Tensor(mul_23, _tensor_constant25_1);  _tensor_constant25_1 = None
    neg_6 = torch.ops.aten.neg.default(mul_24);  mul_24 = None
    _tensor_constant48 = self._tensor_constant48
    mul_25 = torch.ops.aten.mul.Tensor(mul_23, _tensor_constant48);  mul_23 = _tensor_constant48 = None
    add_13 = torch.ops.aten.add.Tensor(neg_6, mul_25);  neg_6 = mul_25 = None
    _tensor_constant49 = self._tensor_constant49
    detach_13 = torch.ops.aten.detach.default(_tensor_constant49);  _tensor_constant49 = None
    mul_26 = torch.ops.aten.mul.Tensor(add_13, detach_13);  add_13 = detach_13 = None
    neg_7 = torch.ops.aten.neg.default(mul_26);  mul_26 = None
    _tensor_constant50 = self._tensor_constant50
    detach_14 = torch.ops.aten.detach.default(_tensor_constant50);  _tensor_constant50 = None
    threshold_backward_3 = torch.ops.aten.threshold_backward.default(neg_7, detach_14, 0);  neg_7 = detach_14 = None
    sum_10 = torch.ops.aten.sum.dim_IntList(threshold_backward_3, [0], True)
    view_9 = torch.ops.aten.view.default(sum_10, [4]);  sum_10 = None
    add_14 = torch.ops.aten.add.Tensor(view_4, view_9);  view_4 = view_9 = None
    _tensor_constant46_1 = self._tensor_constant46
    mul_27 = torch.ops.aten.mul.Tensor(threshold_backward_3, _tensor_constant46_1);  threshold_backward_3 = _tensor_constant46_1 = None
    sum_11 = torch.ops.aten.sum.dim_IntList(mul_27, [0], True);  mul_27 = None
    view_10 = torch.ops.aten.view.default(sum_11, [4]);  sum_11 = None
    add_15 = torch.ops.aten.add.Tensor(view_5, view_10);  view_5 = view_10 = None
    scalar_tensor_4 = torch.ops.aten.scalar_tensor.default(0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant51 = self._tensor_constant51
    where_4 = torch.ops.aten.where.self(_tensor_constant51, scalar_tensor_4, add_10);  _tensor_constant51 = scalar_tensor_4 = None
    scalar_tensor_5 = torch.ops.aten.scalar_tensor.default(0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant51_1 = self._tensor_constant51
    where_5 = torch.ops.aten.where.self(_tensor_constant51_1, add_10, scalar_tensor_5);  _tensor_constant51_1 = add_10 = scalar_tensor_5 = None
    _tensor_constant52 = self._tensor_constant52
    mul_28 = torch.ops.aten.mul.Tensor(where_5, _tensor_constant52);  _tensor_constant52 = None
    _tensor_constant53 = self._tensor_constant53
    mul_29 = torch.ops.aten.mul.Tensor(where_5, _tensor_constant53);  _tensor_constant53 = None
    _tensor_constant54 = self._tensor_constant54
    mul_30 = torch.ops.aten.mul.Tensor(where_5, _tensor_constant54);  _tensor_constant54 = None
    _tensor_constant55 = self._tensor_constant55
    mul_31 = torch.ops.aten.mul.Tensor(where_5, _tensor_constant55);  where_5 = _tensor_constant55 = None
    neg_8 = torch.ops.aten.neg.default(mul_31);  mul_31 = None
    add_16 = torch.ops.aten.add.Tensor(mul_29, neg_8);  mul_29 = neg_8 = None
    _tensor_constant56 = self._tensor_constant56
    detach_15 = torch.ops.aten.detach.default(_tensor_constant56);  _tensor_constant56 = None
    tanh_backward_2 = torch.ops.aten.tanh_backward.default(mul_30, detach_15);  mul_30 = detach_15 = None
    _tensor_constant57 = self._tensor_constant57
    mul_32 = torch.ops.aten.mul.Tensor(tanh_backward_2, _tensor_constant57);  _tensor_constant57 = None
    _tensor_constant58 = self._tensor_constant58
    mul_33 = torch.ops.aten.mul.Tensor(tanh_backward_2, _tensor_constant58);  _tensor_constant58 = None
    _tensor_constant59 = self._tensor_constant59
    detach_16 = torch.ops.aten.detach.default(_tensor_constant59);  _tensor_constant59 = None
    sigmoid_backward_4 = torch.ops.aten.sigmoid_backward.default(add_16, detach_16);  add_16 = detach_16 = None
    _tensor_constant60 = self._tensor_constant60
    detach_17 = torch.ops.aten.detach.default(_tensor_constant60);  _tensor_constant60 = None
    sigmoid_backward_5 = torch.ops.aten.sigmoid_backward.default(mul_33, detach_17);  mul_33 = detach_17 = None
    cat_4 = torch.ops.aten.cat.default([sigmoid_backward_5, sigmoid_backward_4, mul_32], 1);  mul_32 = None
    _tensor_constant61 = self._tensor_constant61
    t_26 = torch.ops.aten.t.default(_tensor_constant61);  _tensor_constant61 = None
    mm_12 = torch.ops.aten.mm.default(cat_4, t_26);  t_26 = None
    t_27 = torch.ops.aten.t.default(cat_4)
    _tensor_constant53_1 = self._tensor_constant53
    mm_13 = torch.ops.aten.mm.default(t_27, _tensor_constant53_1);  t_27 = _tensor_constant53_1 = None
    t_28 = torch.ops.aten.t.default(mm_13);  mm_13 = None
    sum_12 = torch.ops.aten.sum.dim_IntList(cat_4, [0], True);  cat_4 = None
    view_11 = torch.ops.aten.view.default(sum_12, [18]);  sum_12 = None
    add_17 = torch.ops.aten.add.Tensor(add_5, view_11);  add_5 = view_11 = None
    add_18 = torch.ops.aten.add.Tensor(mul_28, mm_12);  mul_28 = mm_12 = None
    t_29 = torch.ops.aten.t.default(t_28);  t_28 = None
    add_19 = torch.ops.aten.add.Tensor(add_7, t_29);  add_7 = t_29 = None
    cat_5 = torch.ops.aten.cat.default([sigmoid_backward_5, sigmoid_backward_4, tanh_backward_2], 1);  sigmoid_backward_5 = sigmoid_backward_4 = tanh_backward_2 = None
    _tensor_constant62 = self._tensor_constant62
    t_30 = torch.ops.aten.t.default(_tensor_constant62);  _tensor_constant62 = None
    mm_14 = torch.ops.aten.mm.default(cat_5, t_30);  t_30 = None
    t_31 = torch.ops.aten.t.default(cat_5)
    _tensor_constant63 = self._tensor_constant63
    mm_15 = torch.ops.aten.mm.default(t_31, _tensor_constant63);  t_31 = _tensor_constant63 = None
    t_32 = torch.ops.aten.t.default(mm_15);  mm_15 = None
    sum_13 = torch.ops.aten.sum.dim_IntList(cat_5, [0], True);  cat_5 = None
    view_12 = torch.ops.aten.view.default(sum_13, [18]);  sum_13 = None
    add_20 = torch.ops.aten.add.Tensor(add_8, view_12);  add_8 = view_12 = None
    t_33 = torch.ops.aten.t.default(t_32);  t_32 = None
    add_21 = torch.ops.aten.add.Tensor(add_9, t_33);  add_9 = t_33 = None
    slice_5 = torch.ops.aten.slice.Tensor(mm_14, 1, 0, 4)
    slice_6 = torch.ops.aten.slice.Tensor(mm_14, 1, 4, 8);  mm_14 = slice_6 = None
    _tensor_constant64 = self._tensor_constant64
    mul_34 = torch.ops.aten.mul.Tensor(add_18, _tensor_constant64);  _tensor_constant64 = None
    _tensor_constant65 = self._tensor_constant65
    mul_35 = torch.ops.aten.mul.Tensor(add_18, _tensor_constant65);  add_18 = _tensor_constant65 = None
    add_22 = torch.ops.aten.add.Tensor(where_4, mul_34);  where_4 = mul_34 = None
    _tensor_constant66 = self._tensor_constant66
    detach_18 = torch.ops.aten.detach.default(_tensor_constant66);  _tensor_constant66 = None
    mul_36 = torch.ops.aten.mul.Tensor(mul_35, detach_18);  mul_35 = detach_18 = None
    neg_9 = torch.ops.aten.neg.default(mul_36);  mul_36 = None
    _tensor_constant67 = self._tensor_constant67
    detach_19 = torch.ops.aten.detach.default(_tensor_constant67);  _tensor_constant67 = None
    threshold_backward_4 = torch.ops.aten.threshold_backward.default(neg_9, detach_19, 0);  neg_9 = detach_19 = None
    t_34 = torch.ops.aten.t.default(threshold_backward_4)
    _tensor_constant68 = self._tensor_constant68
    mm_16 = torch.ops.aten.mm.default(t_34, _tensor_constant68);  t_34 = _tensor_constant68 = None
    t_35 = torch.ops.aten.t.default(mm_16);  mm_16 = None
    sum_14 = torch.ops.aten.sum.dim_IntList(threshold_backward_4, [0], True);  threshold_backward_4 = None
    view_13 = torch.ops.aten.view.default(sum_14, [6]);  sum_14 = None
    add_23 = torch.ops.aten.add.Tensor(add_11, view_13);  add_11 = view_13 = None
    t_36 = torch.ops.aten.t.default(t_35);  t_35 = None
    add_24 = torch.ops.aten.add.Tensor(add_12, t_36);  add_12 = t_36 = None
    _tensor_constant69 = self._tensor_constant69
    mul_37 = torch.ops.aten.mul.Tensor(slice_5, _tensor_constant69);  slice_5 = _tensor_constant69 = None
    _tensor_constant25_2 = self._tensor_constant25
    mul_38 = torch.ops.aten.mul.Tensor(mul_37, _tensor_constant25_2);  _tensor_constant25_2 = None
    neg_10 = torch.ops.aten.neg.default(mul_38);  mul_38 = None
    _tensor_constant70 = self._tensor_constant70
    mul_39 = torch.ops.aten.mul.Tensor(mul_37, _tensor_constant70);  mul_37 = _tensor_constant70 = None
    add_25 = torch.ops.aten.add.Tensor(neg_10, mul_39);  neg_10 = mul_39 = None
    _tensor_constant71 = self._tensor_constant71
    detach_20 = torch.ops.aten.detach.default(_tensor_constant71);  _tensor_constant71 = None
    mul_40 = torch.ops.aten.mul.Tensor(add_25, detach_20);  add_25 = detach_20 = None
    neg_11 = torch.ops.aten.neg.default(mul_40);  mul_40 = None
    _tensor_constant72 = self._tensor_constant72
    detach_21 = torch.ops.aten.detach.default(_tensor_constant72);  _tensor_constant72 = None
    threshold_backward_5 = torch.ops.aten.threshold_backward.default(neg_11, detach_21, 0);  neg_11 = detach_21 = None
    sum_15 = torch.ops.aten.sum.dim_IntList(threshold_backward_5, [0], True)
    view_14 = torch.ops.aten.view.default(sum_15, [4]);  sum_15 = None
    add_26 = torch.ops.aten.add.Tensor(add_14, view_14);  add_14 = view_14 = None
    _tensor_constant68_1 = self._tensor_constant68
    mul_41 = torch.ops.aten.mul.Tensor(threshold_backward_5, _tensor_constant68_1);  threshold_backward_5 = _tensor_constant68_1 = None
    sum_16 = torch.ops.aten.sum.dim_IntList(mul_41, [0], True);  mul_41 = None
    view_15 = torch.ops.aten.view.default(sum_16, [4]);  sum_16 = None
    add_27 = torch.ops.aten.add.Tensor(add_15, view_15);  add_15 = view_15 = None
    scalar_tensor_6 = torch.ops.aten.scalar_tensor.default(0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant73 = self._tensor_constant73
    where_6 = torch.ops.aten.where.self(_tensor_constant73, scalar_tensor_6, add_22);  _tensor_constant73 = scalar_tensor_6 = None
    scalar_tensor_7 = torch.ops.aten.scalar_tensor.default(0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant73_1 = self._tensor_constant73
    where_7 = torch.ops.aten.where.self(_tensor_constant73_1, add_22, scalar_tensor_7);  _tensor_constant73_1 = add_22 = scalar_tensor_7 = None
    _tensor_constant74 = self._tensor_constant74
    mul_42 = torch.ops.aten.mul.Tensor(where_7, _tensor_constant74);  _tensor_constant74 = None
    _tensor_constant75 = self._tensor_constant75
    mul_43 = torch.ops.aten.mul.Tensor(where_7, _tensor_constant75);  _tensor_constant75 = None
    _tensor_constant76 = self._tensor_constant76
    mul_44 = torch.ops.aten.mul.Tensor(where_7, _tensor_constant76);  _tensor_constant76 = None
    _tensor_constant77 = self._tensor_constant77
    mul_45 = torch.ops.aten.mul.Tensor(where_7, _tensor_constant77);  where_7 = _tensor_constant77 = None
    neg_12 = torch.ops.aten.neg.default(mul_45);  mul_45 = None
    add_28 = torch.ops.aten.add.Tensor(mul_43, neg_12);  mul_43 = neg_12 = None
    _tensor_constant78 = self._tensor_constant78
    detach_22 = torch.ops.aten.detach.default(_tensor_constant78);  _tensor_constant78 = None
    tanh_backward_3 = torch.ops.aten.tanh_backward.default(mul_44, detach_22);  mul_44 = detach_22 = None
    _tensor_constant79 = self._tensor_constant79
    mul_46 = torch.ops.aten.mul.Tensor(tanh_backward_3, _tensor_constant79);  _tensor_constant79 = None
    _tensor_constant80 = self._tensor_constant80
    mul_47 = torch.ops.aten.mul.Tensor(tanh_backward_3, _tensor_constant80);  _tensor_constant80 = None
    _tensor_constant81 = self._tensor_constant81
    detach_23 = torch.ops.aten.detach.default(_tensor_constant81);  _tensor_constant81 = None
    sigmoid_backward_6 = torch.ops.aten.sigmoid_backward.default(add_28, detach_23);  add_28 = detach_23 = None
    _tensor_constant82 = self._tensor_constant82
    detach_24 = torch.ops.aten.detach.default(_tensor_constant82);  _tensor_constant82 = None
    sigmoid_backward_7 = torch.ops.aten.sigmoid_backward.default(mul_47, detach_24);  mul_47 = detach_24 = None
    cat_6 = torch.ops.aten.cat.default([sigmoid_backward_7, sigmoid_backward_6, mul_46], 1);  mul_46 = None
    _tensor_constant83 = self._tensor_constant83
    t_37 = torch.ops.aten.t.default(_tensor_constant83);  _tensor_constant83 = None
    mm_17 = torch.ops.aten.mm.default(cat_6, t_37);  t_37 = None
    t_38 = torch.ops.aten.t.default(cat_6)
    _tensor_constant75_1 = self._tensor_constant75
    mm_18 = torch.ops.aten.mm.default(t_38, _tensor_constant75_1);  t_38 = _tensor_constant75_1 = None
    t_39 = torch.ops.aten.t.default(mm_18);  mm_18 = None
    sum_17 = torch.ops.aten.sum.dim_IntList(cat_6, [0], True);  cat_6 = None
    view_16 = torch.ops.aten.view.default(sum_17, [18]);  sum_17 = None
    add_29 = torch.ops.aten.add.Tensor(add_17, view_16);  add_17 = view_16 = None
    add_30 = torch.ops.aten.add.Tensor(mul_42, mm_17);  mul_42 = mm_17 = None
    t_40 = torch.ops.aten.t.default(t_39);  t_39 = None
    add_31 = torch.ops.aten.add.Tensor(add_19, t_40);  add_19 = t_40 = None
    cat_7 = torch.ops.aten.cat.default([sigmoid_backward_7, sigmoid_backward_6, tanh_backward_3], 1);  sigmoid_backward_7 = sigmoid_backward_6 = tanh_backward_3 = None
    _tensor_constant84 = self._tensor_constant84
    t_41 = torch.ops.aten.t.default(_tensor_constant84);  _tensor_constant84 = None
    mm_19 = torch.ops.aten.mm.default(cat_7, t_41);  t_41 = None
    t_42 = torch.ops.aten.t.default(cat_7)
    _tensor_constant85 = self._tensor_constant85
    mm_20 = torch.ops.aten.mm.default(t_42, _tensor_constant85);  t_42 = _tensor_constant85 = None
    t_43 = torch.ops.aten.t.default(mm_20);  mm_20 = None
    sum_18 = torch.ops.aten.sum.dim_IntList(cat_7, [0], True);  cat_7 = None
    view_17 = torch.ops.aten.view.default(sum_18, [18]);  sum_18 = None
    add_32 = torch.ops.aten.add.Tensor(add_20, view_17);  add_20 = view_17 = None
    t_44 = torch.ops.aten.t.default(t_43);  t_43 = None
    add_33 = torch.ops.aten.add.Tensor(add_21, t_44);  add_21 = t_44 = None
    slice_7 = torch.ops.aten.slice.Tensor(mm_19, 1, 0, 4)
    slice_8 = torch.ops.aten.slice.Tensor(mm_19, 1, 4, 8);  mm_19 = slice_8 = None
    _tensor_constant86 = self._tensor_constant86
    mul_48 = torch.ops.aten.mul.Tensor(add_30, _tensor_constant86);  _tensor_constant86 = None
    _tensor_constant87 = self._tensor_constant87
    mul_49 = torch.ops.aten.mul.Tensor(add_30, _tensor_constant87);  add_30 = _tensor_constant87 = None
    add_34 = torch.ops.aten.add.Tensor(where_6, mul_48);  where_6 = mul_48 = None
    _tensor_constant88 = self._tensor_constant88
    detach_25 = torch.ops.aten.detach.default(_tensor_constant88);  _tensor_constant88 = None
    mul_50 = torch.ops.aten.mul.Tensor(mul_49, detach_25);  mul_49 = detach_25 = None
    neg_13 = torch.ops.aten.neg.default(mul_50);  mul_50 = None
    _tensor_constant89 = self._tensor_constant89
    detach_26 = torch.ops.aten.detach.default(_tensor_constant89);  _tensor_constant89 = None
    threshold_backward_6 = torch.ops.aten.threshold_backward.default(neg_13, detach_26, 0);  neg_13 = detach_26 = None
    t_45 = torch.ops.aten.t.default(threshold_backward_6)
    _tensor_constant90 = self._tensor_constant90
    mm_21 = torch.ops.aten.mm.default(t_45, _tensor_constant90);  t_45 = _tensor_constant90 = None
    t_46 = torch.ops.aten.t.default(mm_21);  mm_21 = None
    sum_19 = torch.ops.aten.sum.dim_IntList(threshold_backward_6, [0], True);  threshold_backward_6 = None
    view_18 = torch.ops.aten.view.default(sum_19, [6]);  sum_19 = None
    add_35 = torch.ops.aten.add.Tensor(add_23, view_18);  add_23 = view_18 = None
    t_47 = torch.ops.aten.t.default(t_46);  t_46 = None
    add_36 = torch.ops.aten.add.Tensor(add_24, t_47);  add_24 = t_47 = None
    _tensor_constant91 = self._tensor_constant91
    mul_51 = torch.ops.aten.mul.Tensor(slice_7, _tensor_constant91);  slice_7 = _tensor_constant91 = None
    _tensor_constant25_3 = self._tensor_constant25
    mul_52 = torch.ops.aten.mul.Tensor(mul_51, _tensor_constant25_3);  _tensor_constant25_3 = None
    neg_14 = torch.ops.aten.neg.default(mul_52);  mul_52 = None
    _tensor_constant92 = self._tensor_constant92
    mul_53 = torch.ops.aten.mul.Tensor(mul_51, _tensor_constant92);  mul_51 = _tensor_constant92 = None
    add_37 = torch.ops.aten.add.Tensor(neg_14, mul_53);  neg_14 = mul_53 = None
    _tensor_constant93 = self._tensor_constant93
    detach_27 = torch.ops.aten.detach.default(_tensor_constant93);  _tensor_constant93 = None
    mul_54 = torch.ops.aten.mul.Tensor(add_37, detach_27);  add_37 = detach_27 = None
    neg_15 = torch.ops.aten.neg.default(mul_54);  mul_54 = None
    _tensor_constant94 = self._tensor_constant94
    detach_28 = torch.ops.aten.detach.default(_tensor_constant94);  _tensor_constant94 = None
    threshold_backward_7 = torch.ops.aten.threshold_backward.default(neg_15, detach_28, 0);  neg_15 = detach_28 = None
    sum_20 = torch.ops.aten.sum.dim_IntList(threshold_backward_7, [0], True)
    view_19 = torch.ops.aten.view.default(sum_20, [4]);  sum_20 = None
    add_38 = torch.ops.aten.add.Tensor(add_26, view_19);  add_26 = view_19 = None
    _tensor_constant90_1 = self._tensor_constant90
    mul_55 = torch.ops.aten.mul.Tensor(threshold_backward_7, _tensor_constant90_1);  threshold_backward_7 = _tensor_constant90_1 = None
    sum_21 = torch.ops.aten.sum.dim_IntList(mul_55, [0], True);  mul_55 = None
    view_20 = torch.ops.aten.view.default(sum_21, [4]);  sum_21 = None
    add_39 = torch.ops.aten.add.Tensor(add_27, view_20);  add_27 = view_20 = None
    scalar_tensor_8 = torch.ops.aten.scalar_tensor.default(0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant95 = self._tensor_constant95
    where_8 = torch.ops.aten.where.self(_tensor_constant95, add_34, scalar_tensor_8);  _tensor_constant95 = add_34 = scalar_tensor_8 = None
    _tensor_constant96 = self._tensor_constant96
    mul_56 = torch.ops.aten.mul.Tensor(where_8, _tensor_constant96);  _tensor_constant96 = None
    _tensor_constant97 = self._tensor_constant97
    mul_57 = torch.ops.aten.mul.Tensor(where_8, _tensor_constant97);  _tensor_constant97 = None
    _tensor_constant98 = self._tensor_constant98
    mul_58 = torch.ops.aten.mul.Tensor(where_8, _tensor_constant98);  _tensor_constant98 = None
    _tensor_constant99 = self._tensor_constant99
    mul_59 = torch.ops.aten.mul.Tensor(where_8, _tensor_constant99);  where_8 = _tensor_constant99 = None
    neg_16 = torch.ops.aten.neg.default(mul_59);  mul_59 = None
    add_40 = torch.ops.aten.add.Tensor(mul_57, neg_16);  mul_57 = neg_16 = None
    _tensor_constant100 = self._tensor_constant100
    detach_29 = torch.ops.aten.detach.default(_tensor_constant100);  _tensor_constant100 = None
    tanh_backward_4 = torch.ops.aten.tanh_backward.default(mul_58, detach_29);  mul_58 = detach_29 = None
    _tensor_constant101 = self._tensor_constant101
    mul_60 = torch.ops.aten.mul.Tensor(tanh_backward_4, _tensor_constant101);  _tensor_constant101 = None
    _tensor_constant102 = self._tensor_constant102
    mul_61 = torch.ops.aten.mul.Tensor(tanh_backward_4, _tensor_constant102);  _tensor_constant102 = None
    _tensor_constant103 = self._tensor_constant103
    detach_30 = torch.ops.aten.detach.default(_tensor_constant103);  _tensor_constant103 = None
    sigmoid_backward_8 = torch.ops.aten.sigmoid_backward.default(add_40, detach_30);  add_40 = detach_30 = None
    _tensor_constant104 = self._tensor_constant104
    detach_31 = torch.ops.aten.detach.default(_tensor_constant104);  _tensor_constant104 = None
    sigmoid_backward_9 = torch.ops.aten.sigmoid_backward.default(mul_61, detach_31);  mul_61 = detach_31 = None
    cat_8 = torch.ops.aten.cat.default([sigmoid_backward_9, sigmoid_backward_8, mul_60], 1);  mul_60 = None
    _tensor_constant105 = self._tensor_constant105
    t_48 = torch.ops.aten.t.default(_tensor_constant105);  _tensor_constant105 = None
    mm_22 = torch.ops.aten.mm.default(cat_8, t_48);  t_48 = None
    t_49 = torch.ops.aten.t.default(cat_8)
    _tensor_constant97_1 = self._tensor_constant97
    mm_23 = torch.ops.aten.mm.default(t_49, _tensor_constant97_1);  t_49 = _tensor_constant97_1 = None
    t_50 = torch.ops.aten.t.default(mm_23);  mm_23 = None
    sum_22 = torch.ops.aten.sum.dim_IntList(cat_8, [0], True);  cat_8 = None
    view_21 = torch.ops.aten.view.default(sum_22, [18]);  sum_22 = None
    add_41 = torch.ops.aten.add.Tensor(add_29, view_21);  add_29 = view_21 = None
    add_42 = torch.ops.aten.add.Tensor(mul_56, mm_22);  mul_56 = mm_22 = None
    t_51 = torch.ops.aten.t.default(t_50);  t_50 = None
    add_43 = torch.ops.aten.add.Tensor(add_31, t_51);  add_31 = t_51 = None
    cat_9 = torch.ops.aten.cat.default([sigmoid_backward_9, sigmoid_backward_8, tanh_backward_4], 1);  sigmoid_backward_9 = sigmoid_backward_8 = tanh_backward_4 = None
    _tensor_constant106 = self._tensor_constant106
    t_52 = torch.ops.aten.t.default(_tensor_constant106);  _tensor_constant106 = None
    mm_24 = torch.ops.aten.mm.default(cat_9, t_52);  t_52 = None
    t_53 = torch.ops.aten.t.default(cat_9)
    _tensor_constant107 = self._tensor_constant107
    mm_25 = torch.ops.aten.mm.default(t_53, _tensor_constant107);  t_53 = _tensor_constant107 = None
    t_54 = torch.ops.aten.t.default(mm_25);  mm_25 = None
    sum_23 = torch.ops.aten.sum.dim_IntList(cat_9, [0], True);  cat_9 = None
    view_22 = torch.ops.aten.view.default(sum_23, [18]);  sum_23 = None
    add_44 = torch.ops.aten.add.Tensor(add_32, view_22);  add_32 = view_22 = None
    t_55 = torch.ops.aten.t.default(t_54);  t_54 = None
    add_45 = torch.ops.aten.add.Tensor(add_33, t_55);  add_33 = t_55 = None
    slice_9 = torch.ops.aten.slice.Tensor(mm_24, 1, 0, 4)
    slice_10 = torch.ops.aten.slice.Tensor(mm_24, 1, 4, 8);  mm_24 = slice_10 = None
    _tensor_constant108 = self._tensor_constant108
    mul_62 = torch.ops.aten.mul.Tensor(add_42, _tensor_constant108);  add_42 = _tensor_constant108 = None
    _tensor_constant109 = self._tensor_constant109
    detach_32 = torch.ops.aten.detach.default(_tensor_constant109);  _tensor_constant109 = None
    mul_63 = torch.ops.aten.mul.Tensor(mul_62, detach_32);  mul_62 = detach_32 = None
    neg_17 = torch.ops.aten.neg.default(mul_63);  mul_63 = None
    _tensor_constant110 = self._tensor_constant110
    detach_33 = torch.ops.aten.detach.default(_tensor_constant110);  _tensor_constant110 = None
    threshold_backward_8 = torch.ops.aten.threshold_backward.default(neg_17, detach_33, 0);  neg_17 = detach_33 = None
    t_56 = torch.ops.aten.t.default(threshold_backward_8)
    _tensor_constant111 = self._tensor_constant111
    mm_26 = torch.ops.aten.mm.default(t_56, _tensor_constant111);  t_56 = _tensor_constant111 = None
    t_57 = torch.ops.aten.t.default(mm_26);  mm_26 = None
    sum_24 = torch.ops.aten.sum.dim_IntList(threshold_backward_8, [0], True);  threshold_backward_8 = None
    view_23 = torch.ops.aten.view.default(sum_24, [6]);  sum_24 = None
    add_46 = torch.ops.aten.add.Tensor(add_35, view_23);  add_35 = view_23 = None
    t_58 = torch.ops.aten.t.default(t_57);  t_57 = None
    add_47 = torch.ops.aten.add.Tensor(add_36, t_58);  add_36 = t_58 = None
    _tensor_constant112 = self._tensor_constant112
    mul_64 = torch.ops.aten.mul.Tensor(slice_9, _tensor_constant112);  slice_9 = _tensor_constant112 = None
    _tensor_constant25_4 = self._tensor_constant25
    mul_65 = torch.ops.aten.mul.Tensor(mul_64, _tensor_constant25_4);  _tensor_constant25_4 = None
    neg_18 = torch.ops.aten.neg.default(mul_65);  mul_65 = None
    _tensor_constant113 = self._tensor_constant113
    mul_66 = torch.ops.aten.mul.Tensor(mul_64, _tensor_constant113);  mul_64 = _tensor_constant113 = None
    add_48 = torch.ops.aten.add.Tensor(neg_18, mul_66);  neg_18 = mul_66 = None
    _tensor_constant114 = self._tensor_constant114
    detach_34 = torch.ops.aten.detach.default(_tensor_constant114);  _tensor_constant114 = None
    mul_67 = torch.ops.aten.mul.Tensor(add_48, detach_34);  add_48 = detach_34 = None
    neg_19 = torch.ops.aten.neg.default(mul_67);  mul_67 = None
    _tensor_constant115 = self._tensor_constant115
    detach_35 = torch.ops.aten.detach.default(_tensor_constant115);  _tensor_constant115 = None
    threshold_backward_9 = torch.ops.aten.threshold_backward.default(neg_19, detach_35, 0);  neg_19 = detach_35 = None
    sum_25 = torch.ops.aten.sum.dim_IntList(threshold_backward_9, [0], True)
    view_24 = torch.ops.aten.view.default(sum_25, [4]);  sum_25 = None
    add_49 = torch.ops.aten.add.Tensor(add_38, view_24);  add_38 = view_24 = None
    _tensor_constant111_1 = self._tensor_constant111
    mul_68 = torch.ops.aten.mul.Tensor(threshold_backward_9, _tensor_constant111_1);  threshold_backward_9 = _tensor_constant111_1 = None
    sum_26 = torch.ops.aten.sum.dim_IntList(mul_68, [0], True);  mul_68 = None
    view_25 = torch.ops.aten.view.default(sum_26, [4]);  sum_26 = None
    add_50 = torch.ops.aten.add.Tensor(add_39, view_25);  add_39 = view_25 = None
    return (add_50, add_49, add_47, add_46, add_45, add_44, add_43, add_41, t_3, view)
    