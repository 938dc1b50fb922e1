


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
    view = torch.ops.aten.view.default(sum_1, [4]);  sum_1 = None
    t_3 = torch.ops.aten.t.default(t_2);  t_2 = None
    _tensor_constant6 = self._tensor_constant6
    mul = torch.ops.aten.mul.Tensor(mm, _tensor_constant6);  _tensor_constant6 = None
    _tensor_constant7 = self._tensor_constant7
    mul_1 = torch.ops.aten.mul.Tensor(mm, _tensor_constant7);  _tensor_constant7 = None
    neg = torch.ops.aten.neg.default(mul_1)
    add = torch.ops.aten.add.Tensor(mm, neg);  mm = neg = None
    _tensor_constant8 = self._tensor_constant8
    detach_1 = torch.ops.aten.detach.default(_tensor_constant8);  _tensor_constant8 = None
    tanh_backward = torch.ops.aten.tanh_backward.default(add, detach_1);  add = detach_1 = None
    _tensor_constant9 = self._tensor_constant9
    mul_2 = torch.ops.aten.mul.Tensor(tanh_backward, _tensor_constant9);  _tensor_constant9 = None
    _tensor_constant10 = self._tensor_constant10
    mul_3 = torch.ops.aten.mul.Tensor(tanh_backward, _tensor_constant10);  _tensor_constant10 = None
    _tensor_constant11 = self._tensor_constant11
    detach_2 = torch.ops.aten.detach.default(_tensor_constant11);  _tensor_constant11 = None
    sigmoid_backward = torch.ops.aten.sigmoid_backward.default(mul, detach_2);  mul = detach_2 = None
    _tensor_constant12 = self._tensor_constant12
    detach_3 = torch.ops.aten.detach.default(_tensor_constant12);  _tensor_constant12 = None
    sigmoid_backward_1 = torch.ops.aten.sigmoid_backward.default(mul_2, detach_3);  mul_2 = detach_3 = None
    cat = torch.ops.aten.cat.default([sigmoid_backward_1, sigmoid_backward, mul_3], 1);  mul_3 = None
    _tensor_constant13 = self._tensor_constant13
    t_4 = torch.ops.aten.t.default(_tensor_constant13);  _tensor_constant13 = None
    mm_2 = torch.ops.aten.mm.default(cat, t_4);  t_4 = None
    t_5 = torch.ops.aten.t.default(cat)
    _tensor_constant14 = self._tensor_constant14
    mm_3 = torch.ops.aten.mm.default(t_5, _tensor_constant14);  t_5 = _tensor_constant14 = None
    t_6 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(cat, [0], True);  cat = None
    view_1 = torch.ops.aten.view.default(sum_2, [48]);  sum_2 = None
    add_1 = torch.ops.aten.add.Tensor(mul_1, mm_2);  mul_1 = mm_2 = None
    t_7 = torch.ops.aten.t.default(t_6);  t_6 = None
    cat_1 = torch.ops.aten.cat.default([sigmoid_backward_1, sigmoid_backward, tanh_backward], 1);  sigmoid_backward_1 = sigmoid_backward = tanh_backward = None
    _tensor_constant15 = self._tensor_constant15
    t_8 = torch.ops.aten.t.default(_tensor_constant15);  _tensor_constant15 = None
    mm_4 = torch.ops.aten.mm.default(cat_1, t_8);  t_8 = None
    t_9 = torch.ops.aten.t.default(cat_1)
    _tensor_constant16 = self._tensor_constant16
    mm_5 = torch.ops.aten.mm.default(t_9, _tensor_constant16);  t_9 = _tensor_constant16 = None
    t_10 = torch.ops.aten.t.default(mm_5);  mm_5 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(cat_1, [0], True);  cat_1 = None
    view_2 = torch.ops.aten.view.default(sum_3, [48]);  sum_3 = None
    t_11 = torch.ops.aten.t.default(t_10);  t_10 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(mm_4, 1);  mm_4 = None
    view_3 = torch.ops.aten.view.default(unsqueeze, [2, 1, 16]);  unsqueeze = None
    _tensor_constant17 = self._tensor_constant17
    transpose = torch.ops.aten.transpose.int(_tensor_constant17, 1, 2);  _tensor_constant17 = None
    bmm = torch.ops.aten.bmm.default(transpose, view_3);  transpose = None
    _tensor_constant18 = self._tensor_constant18
    transpose_1 = torch.ops.aten.transpose.int(_tensor_constant18, 1, 2);  _tensor_constant18 = None
    bmm_1 = torch.ops.aten.bmm.default(view_3, transpose_1);  view_3 = transpose_1 = None
    view_4 = torch.ops.aten.view.default(bmm, [2, 16, 16]);  bmm = None
    view_5 = torch.ops.aten.view.default(bmm_1, [2, 1, 16]);  bmm_1 = None
    squeeze = torch.ops.aten.squeeze.dim(view_5, 1);  view_5 = None
    _tensor_constant19 = self._tensor_constant19
    _softmax = torch.ops.aten._softmax.default(_tensor_constant19, -1, False);  _tensor_constant19 = None
    mul_4 = torch.ops.aten.mul.Tensor(squeeze, _softmax)
    sum_4 = torch.ops.aten.sum.dim_IntList(mul_4, [-1], True);  mul_4 = None
    sub = torch.ops.aten.sub.Tensor(squeeze, sum_4);  squeeze = sum_4 = None
    mul_5 = torch.ops.aten.mul.Tensor(_softmax, sub);  _softmax = sub = None
    _tensor_constant20 = self._tensor_constant20
    masked_fill = torch.ops.aten.masked_fill.Scalar(mul_5, _tensor_constant20, 0);  mul_5 = _tensor_constant20 = None
    mul_6 = torch.ops.aten.mul.Tensor(masked_fill, 0.25);  masked_fill = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(mul_6, 2);  mul_6 = None
    view_6 = torch.ops.aten.view.default(unsqueeze_1, [2, 16, 1]);  unsqueeze_1 = None
    _tensor_constant21 = self._tensor_constant21
    transpose_2 = torch.ops.aten.transpose.int(_tensor_constant21, 1, 2);  _tensor_constant21 = None
    bmm_2 = torch.ops.aten.bmm.default(transpose_2, view_6);  transpose_2 = None
    _tensor_constant22 = self._tensor_constant22
    transpose_3 = torch.ops.aten.transpose.int(_tensor_constant22, 1, 2);  _tensor_constant22 = None
    bmm_3 = torch.ops.aten.bmm.default(view_6, transpose_3);  view_6 = transpose_3 = None
    view_7 = torch.ops.aten.view.default(bmm_2, [2, 16, 1]);  bmm_2 = None
    view_8 = torch.ops.aten.view.default(bmm_3, [2, 16, 16]);  bmm_3 = None
    squeeze_1 = torch.ops.aten.squeeze.dim(view_7, 2);  view_7 = None
    t_12 = torch.ops.aten.t.default(squeeze_1)
    _tensor_constant14_1 = self._tensor_constant14
    mm_6 = torch.ops.aten.mm.default(t_12, _tensor_constant14_1);  t_12 = _tensor_constant14_1 = None
    t_13 = torch.ops.aten.t.default(mm_6);  mm_6 = None
    _tensor_constant23 = self._tensor_constant23
    t_14 = torch.ops.aten.t.default(_tensor_constant23);  _tensor_constant23 = None
    mm_7 = torch.ops.aten.mm.default(squeeze_1, t_14);  squeeze_1 = t_14 = None
    add_2 = torch.ops.aten.add.Tensor(add_1, mm_7);  add_1 = mm_7 = None
    t_15 = torch.ops.aten.t.default(t_13);  t_13 = None
    _tensor_constant24 = self._tensor_constant24
    mul_7 = torch.ops.aten.mul.Tensor(add_2, _tensor_constant24);  _tensor_constant24 = None
    _tensor_constant25 = self._tensor_constant25
    mul_8 = torch.ops.aten.mul.Tensor(add_2, _tensor_constant25);  _tensor_constant25 = None
    neg_1 = torch.ops.aten.neg.default(mul_8)
    add_3 = torch.ops.aten.add.Tensor(add_2, neg_1);  add_2 = neg_1 = None
    _tensor_constant26 = self._tensor_constant26
    detach_4 = torch.ops.aten.detach.default(_tensor_constant26);  _tensor_constant26 = None
    tanh_backward_1 = torch.ops.aten.tanh_backward.default(add_3, detach_4);  add_3 = detach_4 = None
    _tensor_constant27 = self._tensor_constant27
    mul_9 = torch.ops.aten.mul.Tensor(tanh_backward_1, _tensor_constant27);  _tensor_constant27 = None
    _tensor_constant28 = self._tensor_constant28
    mul_10 = torch.ops.aten.mul.Tensor(tanh_backward_1, _tensor_constant28);  _tensor_constant28 = None
    _tensor_constant29 = self._tensor_constant29
    detach_5 = torch.ops.aten.detach.default(_tensor_constant29);  _tensor_constant29 = None
    sigmoid_backward_2 = torch.ops.aten.sigmoid_backward.default(mul_7, detach_5);  mul_7 = detach_5 = None
    _tensor_constant30 = self._tensor_constant30
    detach_6 = torch.ops.aten.detach.default(_tensor_constant30);  _tensor_constant30 = None
    sigmoid_backward_3 = torch.ops.aten.sigmoid_backward.default(mul_9, detach_6);  mul_9 = detach_6 = None
    cat_2 = torch.ops.aten.cat.default([sigmoid_backward_3, sigmoid_backward_2, mul_10], 1);  mul_10 = None
    _tensor_constant31 = self._tensor_constant31
    t_16 = torch.ops.aten.t.default(_tensor_constant31);  _tensor_constant31 = None
    mm_8 = torch.ops.aten.mm.default(cat_2, t_16);  t_16 = None
    t_17 = torch.ops.aten.t.default(cat_2)
    _tensor_constant32 = self._tensor_constant32
    mm_9 = torch.ops.aten.mm.default(t_17, _tensor_constant32);  t_17 = _tensor_constant32 = None
    t_18 = torch.ops.aten.t.default(mm_9);  mm_9 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(cat_2, [0], True);  cat_2 = None
    view_9 = torch.ops.aten.view.default(sum_5, [48]);  sum_5 = None
    add_4 = torch.ops.aten.add.Tensor(view_1, view_9);  view_1 = view_9 = None
    add_5 = torch.ops.aten.add.Tensor(mul_8, mm_8);  mul_8 = mm_8 = None
    t_19 = torch.ops.aten.t.default(t_18);  t_18 = None
    add_6 = torch.ops.aten.add.Tensor(t_7, t_19);  t_7 = t_19 = None
    cat_3 = torch.ops.aten.cat.default([sigmoid_backward_3, sigmoid_backward_2, tanh_backward_1], 1);  sigmoid_backward_3 = sigmoid_backward_2 = tanh_backward_1 = None
    _tensor_constant33 = self._tensor_constant33
    t_20 = torch.ops.aten.t.default(_tensor_constant33);  _tensor_constant33 = None
    mm_10 = torch.ops.aten.mm.default(cat_3, t_20);  t_20 = None
    t_21 = torch.ops.aten.t.default(cat_3)
    _tensor_constant34 = self._tensor_constant34
    mm_11 = torch.ops.aten.mm.default(t_21, _tensor_constant34);  t_21 = _tensor_constant34 = None
    t_22 = torch.ops.aten.t.default(mm_11);  mm_11 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(cat_3, [0], True);  cat_3 = None
    view_10 = torch.ops.aten.view.default(sum_6, [48]);  sum_6 = None
    add_7 = torch.ops.aten.add.Tensor(view_2, view_10);  view_2 = view_10 = None
    t_23 = torch.ops.aten.t.default(t_22);  t_22 = None
    add_8 = torch.ops.aten.add.Tensor(t_11, t_23);  t_11 = t_23 = None
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(mm_10, 1);  mm_10 = None
    view_11 = torch.ops.aten.view.default(unsqueeze_2, [2, 1, 16]);  unsqueeze_2 = None
    _tensor_constant35 = self._tensor_constant35
    transpose_4 = torch.ops.aten.transpose.int(_tensor_constant35, 1, 2);  _tensor_constant35 = None
    bmm_4 = torch.ops.aten.bmm.default(transpose_4, view_11);  transpose_4 = None
    _tensor_constant36 = self._tensor_constant36
    transpose_5 = torch.ops.aten.transpose.int(_tensor_constant36, 1, 2);  _tensor_constant36 = None
    bmm_5 = torch.ops.aten.bmm.default(view_11, transpose_5);  view_11 = transpose_5 = None
    view_12 = torch.ops.aten.view.default(bmm_4, [2, 16, 16]);  bmm_4 = None
    add_9 = torch.ops.aten.add.Tensor(view_4, view_12);  view_4 = view_12 = None
    view_13 = torch.ops.aten.view.default(bmm_5, [2, 1, 16]);  bmm_5 = None
    squeeze_2 = torch.ops.aten.squeeze.dim(view_13, 1);  view_13 = None
    _tensor_constant37 = self._tensor_constant37
    _softmax_1 = torch.ops.aten._softmax.default(_tensor_constant37, -1, False);  _tensor_constant37 = None
    mul_11 = torch.ops.aten.mul.Tensor(squeeze_2, _softmax_1)
    sum_7 = torch.ops.aten.sum.dim_IntList(mul_11, [-1], True);  mul_11 = None
    sub_1 = torch.ops.aten.sub.Tensor(squeeze_2, sum_7);  squeeze_2 = sum_7 = None
    mul_12 = torch.ops.aten.mul.Tensor(_softmax_1, sub_1);  _softmax_1 = sub_1 = None
    _tensor_constant38 = self._tensor_constant38
    masked_fill_1 = torch.ops.aten.masked_fill.Scalar(mul_12, _tensor_constant38, 0);  mul_12 = _tensor_constant38 = None
    mul_13 = torch.ops.aten.mul.Tensor(masked_fill_1, 0.25);  masked_fill_1 = None
    unsqueeze_3 = torch.ops.aten.unsqueeze.default(mul_13, 2);  mul_13 = None
    view_14 = torch.ops.aten.view.default(unsqueeze_3, [2, 16, 1]);  unsqueeze_3 = None
    _tensor_constant39 = self._tensor_constant39
    transpose_6 = torch.ops.aten.transpose.int(_tensor_constant39, 1, 2);  _tensor_constant39 = None
    bmm_6 = torch.ops.aten.bmm.default(transpose_6, view_14);  transpose_6 = None
    _tensor_constant40 = self._tensor_constant40
    transpose_7 = torch.ops.aten.transpose.int(_tensor_constant40, 1, 2);  _tensor_constant40 = None
    bmm_7 = torch.ops.aten.bmm.default(view_14, transpose_7);  view_14 = transpose_7 = None
    view_15 = torch.ops.aten.view.default(bmm_6, [2, 16, 1]);  bmm_6 = None
    view_16 = torch.ops.aten.view.default(bmm_7, [2, 16, 16]);  bmm_7 = None
    add_10 = torch.ops.aten.add.Tensor(view_8, view_16);  view_8 = view_16 = None
    squeeze_3 = torch.ops.aten.squeeze.dim(view_15, 2);  view_15 = None
    t_24 = torch.ops.aten.t.default(squeeze_3)
    _tensor_constant32_1 = self._tensor_constant32
    mm_12 = torch.ops.aten.mm.default(t_24, _tensor_constant32_1);  t_24 = _tensor_constant32_1 = None
    t_25 = torch.ops.aten.t.default(mm_12);  mm_12 = None
    _tensor_constant41 = self._tensor_constant41
    t_26 = torch.ops.aten.t.default(_tensor_constant41);  _tensor_constant41 = None
    mm_13 = torch.ops.aten.mm.default(squeeze_3, t_26);  squeeze_3 = t_26 = None
    add_11 = torch.ops.aten.add.Tensor(add_5, mm_13);  add_5 = mm_13 = None
    t_27 = torch.ops.aten.t.default(t_25);  t_25 = None
    add_12 = torch.ops.aten.add.Tensor(t_15, t_27);  t_15 = t_27 = None
    _tensor_constant42 = self._tensor_constant42
    mul_14 = torch.ops.aten.mul.Tensor(add_11, _tensor_constant42);  _tensor_constant42 = None
    _tensor_constant43 = self._tensor_constant43
    mul_15 = torch.ops.aten.mul.Tensor(add_11, _tensor_constant43);  _tensor_constant43 = None
    neg_2 = torch.ops.aten.neg.default(mul_15)
    add_13 = torch.ops.aten.add.Tensor(add_11, neg_2);  add_11 = neg_2 = None
    _tensor_constant44 = self._tensor_constant44
    detach_7 = torch.ops.aten.detach.default(_tensor_constant44);  _tensor_constant44 = None
    tanh_backward_2 = torch.ops.aten.tanh_backward.default(add_13, detach_7);  add_13 = detach_7 = None
    _tensor_constant45 = self._tensor_constant45
    mul_16 = torch.ops.aten.mul.Tensor(tanh_backward_2, _tensor_constant45);  _tensor_constant45 = None
    _tensor_constant46 = self._tensor_constant46
    mul_17 = torch.ops.aten.mul.Tensor(tanh_backward_2, _tensor_constant46);  _tensor_constant46 = None
    _tensor_constant47 = self._tensor_constant47
    detach_8 = torch.ops.aten.detach.default(_tensor_constant47);  _tensor_constant47 = None
    sigmoid_backward_4 = torch.ops.aten.sigmoid_backward.default(mul_14, detach_8);  mul_14 = detach_8 = None
    _tensor_constant48 = self._tensor_constant48
    detach_9 = torch.ops.aten.detach.default(_tensor_constant48);  _tensor_constant48 = None
    sigmoid_backward_5 = torch.ops.aten.sigmoid_backward.default(mul_16, detach_9);  mul_16 = detach_9 = None
    cat_4 = torch.ops.aten.cat.default([sigmoid_backward_5, sigmoid_backward_4, mul_17], 1);  mul_17 = None
    _tensor_constant49 = self._tensor_constant49
    t_28 = torch.ops.aten.t.default(_tensor_constant49);  _tensor_constant49 = None
    mm_14 = torch.ops.aten.mm.default(cat_4, t_28);  t_28 = None
    t_29 = torch.ops.aten.t.default(cat_4)
    _tensor_constant50 = self._tensor_constant50
    mm_15 = torch.ops.aten.mm.default(t_29, _tensor_constant50);  t_29 = _tensor_constant50 = None
    t_30 = torch.ops.aten.t.default(mm_15);  mm_15 = None
    sum_8 = torch.ops.aten.sum.dim_IntList(cat_4, [0], True);  cat_4 = None
    view_17 = torch.ops.aten.view.default(sum_8, [48]);  sum_8 = None
    add_14 = torch.ops.aten.add.Tensor(add_4, view_17);  add_4 = view_17 = None
    add_15 = torch.ops.aten.add.Tensor(mul_15, mm_14);  mul_15 = mm_14 = None
    t_31 = torch.ops.aten.t.default(t_30);  t_30 = None
    add_16 = torch.ops.aten.add.Tensor(add_6, t_31);  add_6 = t_31 = None
    cat_5 = torch.ops.aten.cat.default([sigmoid_backward_5, sigmoid_backward_4, tanh_backward_2], 1);  sigmoid_backward_5 = sigmoid_backward_4 = tanh_backward_2 = None
    _tensor_constant51 = self._tensor_constant51
    t_32 = torch.ops.aten.t.default(_tensor_constant51);  _tensor_constant51 = None
    mm_16 = torch.ops.aten.mm.default(cat_5, t_32);  t_32 = None
    t_33 = torch.ops.aten.t.default(cat_5)
    _tensor_constant52 = self._tensor_constant52
    mm_17 = torch.ops.aten.mm.default(t_33, _tensor_constant52);  t_33 = _tensor_constant52 = None
    t_34 = torch.ops.aten.t.default(mm_17);  mm_17 = None
    sum_9 = torch.ops.aten.sum.dim_IntList(cat_5, [0], True);  cat_5 = None
    view_18 = torch.ops.aten.view.default(sum_9, [48]);  sum_9 = None
    add_17 = torch.ops.aten.add.Tensor(add_7, view_18);  add_7 = view_18 = None
    t_35 = torch.ops.aten.t.default(t_34);  t_34 = None
    add_18 = torch.ops.aten.add.Tensor(add_8, t_35);  add_8 = t_35 = None
    unsqueeze_4 = torch.ops.aten.unsqueeze.default(mm_16, 1);  mm_16 = None
    view_19 = torch.ops.aten.view.default(unsqueeze_4, [2, 1, 16]);  unsqueeze_4 = None
    _tensor_constant53 = self._tensor_constant53
    transpose_8 = torch.ops.aten.transpose.int(_tensor_constant53, 1, 2);  _tensor_constant53 = None
    bmm_8 = torch.ops.aten.bmm.default(transpose_8, view_19);  transpose_8 = None
    _tensor_constant54 = self._tensor_constant54
    transpose_9 = torch.ops.aten.transpose.int(_tensor_constant54, 1, 2);  _tensor_constant54 = None
    bmm_9 = torch.ops.aten.bmm.default(view_19, transpose_9);  view_19 = transpose_9 = None
    view_20 = torch.ops.aten.view.default(bmm_8, [2, 16, 16]);  bmm_8 = None
    add_19 = torch.ops.aten.add.Tensor(add_9, view_20);  add_9 = view_20 = None
    view_21 = torch.ops.aten.view.default(bmm_9, [2, 1, 16]);  bmm_9 = None
    squeeze_4 = torch.ops.aten.squeeze.dim(view_21, 1);  view_21 = None
    _tensor_constant55 = self._tensor_constant55
    _softmax_2 = torch.ops.aten._softmax.default(_tensor_constant55, -1, False);  _tensor_constant55 = None
    mul_18 = torch.ops.aten.mul.Tensor(squeeze_4, _softmax_2)
    sum_10 = torch.ops.aten.sum.dim_IntList(mul_18, [-1], True);  mul_18 = None
    sub_2 = torch.ops.aten.sub.Tensor(squeeze_4, sum_10);  squeeze_4 = sum_10 = None
    mul_19 = torch.ops.aten.mul.Tensor(_softmax_2, sub_2);  _softmax_2 = sub_2 = None
    _tensor_constant56 = self._tensor_constant56
    masked_fill_2 = torch.ops.aten.masked_fill.Scalar(mul_19, _tensor_constant56, 0);  mul_19 = _tensor_constant56 = None
    mul_20 = torch.ops.aten.mul.Tensor(masked_fill_2, 0.25);  masked_fill_2 = None
    unsqueeze_5 = torch.ops.aten.unsqueeze.default(mul_20, 2);  mul_20 = None
    view_22 = torch.ops.aten.view.default(unsqueeze_5, [2, 16, 1]);  unsqueeze_5 = None
    _tensor_constant57 = self._tensor_constant57
    transpose_10 = torch.ops.aten.transpose.int(_tensor_constant57, 1, 2);  _tensor_constant57 = None
    bmm_10 = torch.ops.aten.bmm.default(transpose_10, view_22);  transpose_10 = None
    _tensor_constant58 = self._tensor_constant58
    transpose_11 = torch.ops.aten.transpose.int(_tensor_constant58, 1, 2);  _tensor_constant58 = None
    bmm_11 = torch.ops.aten.bmm.default(view_22, transpose_11);  view_22 = transpose_11 = None
    view_23 = torch.ops.aten.view.default(bmm_10, [2, 16, 1]);  bmm_10 = None
    view_24 = torch.ops.aten.view.default(bmm_11, [2, 16, 16]);  bmm_11 = None
    add_20 = torch.ops.aten.add.Tensor(add_10, view_24);  add_10 = view_24 = None
    squeeze_5 = torch.ops.aten.squeeze.dim(view_23, 2);  view_23 = None
    t_36 = torch.ops.aten.t.default(squeeze_5)
    _tensor_constant50_1 = self._tensor_constant50
    mm_18 = torch.ops.aten.mm.default(t_36, _tensor_constant50_1);  t_36 = _tensor_constant50_1 = None
    t_37 = torch.ops.aten.t.default(mm_18);  mm_18 = None
    _tensor_constant59 = self._tensor_constant59
    t_38 = torch.ops.aten.t.default(_tensor_constant59);  _tensor_constant59 = None
    mm_19 = torch.ops.aten.mm.default(squeeze_5, t_38);  squeeze_5 = t_38 = None
    add_21 = torch.ops.aten.add.Tensor(add_15, mm_19);  add_15 = mm_19 = None
    t_39 = torch.ops.aten.t.default(t_37);  t_37 = None
    add_22 = torch.ops.aten.add.Tensor(add_12, t_39);  add_12 = t_39 = None
    sum_11 = torch.ops.aten.sum.dim_IntList(add_21, [0], True);  add_21 = None
    view_25 = torch.ops.aten.view.default(sum_11, [16]);  sum_11 = None
    sum_12 = torch.ops.aten.sum.dim_IntList(add_20, [0, 1], True)
    view_26 = torch.ops.aten.view.default(sum_12, [16]);  sum_12 = None
    view_27 = torch.ops.aten.view.default(add_20, [32, 16]);  add_20 = None
    t_40 = torch.ops.aten.t.default(view_27)
    _tensor_constant60 = self._tensor_constant60
    mm_20 = torch.ops.aten.mm.default(t_40, _tensor_constant60);  t_40 = _tensor_constant60 = None
    t_41 = torch.ops.aten.t.default(mm_20);  mm_20 = None
    _tensor_constant61 = self._tensor_constant61
    t_42 = torch.ops.aten.t.default(_tensor_constant61);  _tensor_constant61 = None
    mm_21 = torch.ops.aten.mm.default(view_27, t_42);  view_27 = t_42 = None
    view_28 = torch.ops.aten.view.default(mm_21, [2, 16, 16]);  mm_21 = None
    add_23 = torch.ops.aten.add.Tensor(add_19, view_28);  add_19 = view_28 = None
    t_43 = torch.ops.aten.t.default(t_41);  t_41 = None
    sum_13 = torch.ops.aten.sum.dim_IntList(add_23, [0], True)
    view_29 = torch.ops.aten.view.default(sum_13, [16, 16]);  sum_13 = None
    transpose_12 = torch.ops.aten.transpose.int(add_23, 1, 2);  add_23 = None
    view_30 = torch.ops.aten.view.default(transpose_12, [2, 16, 4, 4]);  transpose_12 = None
    _tensor_constant62 = self._tensor_constant62
    detach_10 = torch.ops.aten.detach.default(_tensor_constant62);  _tensor_constant62 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(view_30, detach_10, 0);  view_30 = detach_10 = None
    _tensor_constant63 = self._tensor_constant63
    _param_constant0 = self._param_constant0
    _tensor_constant64 = self._tensor_constant64
    _tensor_constant65 = self._tensor_constant65
    _tensor_constant66 = self._tensor_constant66
    _tensor_constant67 = self._tensor_constant67
    native_batch_norm_backward = torch.ops.aten.native_batch_norm_backward.default(threshold_backward, _tensor_constant63, _param_constant0, _tensor_constant64, _tensor_constant65, _tensor_constant66, _tensor_constant67, True, 1e-05, [True, True, True]);  threshold_backward = _tensor_constant63 = _param_constant0 = _tensor_constant64 = _tensor_constant65 = _tensor_constant66 = _tensor_constant67 = None
    getitem = native_batch_norm_backward[0]
    getitem_1 = native_batch_norm_backward[1]
    getitem_2 = native_batch_norm_backward[2];  native_batch_norm_backward = None
    _tensor_constant68 = self._tensor_constant68
    _param_constant1 = self._param_constant1
    convolution_backward = torch.ops.aten.convolution_backward.default(getitem, _tensor_constant68, _param_constant1, [0], [2, 2], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem = _tensor_constant68 = _param_constant1 = None
    getitem_3 = convolution_backward[0]
    getitem_4 = convolution_backward[1]
    getitem_5 = convolution_backward[2];  convolution_backward = getitem_5 = None
    _tensor_constant69 = self._tensor_constant69
    detach_11 = torch.ops.aten.detach.default(_tensor_constant69);  _tensor_constant69 = None
    threshold_backward_1 = torch.ops.aten.threshold_backward.default(getitem_3, detach_11, 0);  getitem_3 = detach_11 = None
    _tensor_constant70 = self._tensor_constant70
    _param_constant2 = self._param_constant2
    convolution_backward_1 = torch.ops.aten.convolution_backward.default(threshold_backward_1, _tensor_constant70, _param_constant2, [8], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [False, True, True]);  threshold_backward_1 = _tensor_constant70 = _param_constant2 = None
    getitem_6 = convolution_backward_1[0];  getitem_6 = None
    getitem_7 = convolution_backward_1[1]
    getitem_8 = convolution_backward_1[2];  convolution_backward_1 = None
    return (view_29, view_25, getitem_7, getitem_8, getitem_4, getitem_1, getitem_2, t_43, view_26, add_22, add_18, add_16, add_17, add_14, t_3, view)
    