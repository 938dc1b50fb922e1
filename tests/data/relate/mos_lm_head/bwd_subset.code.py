


def forward(self, loss_1):
    ones_like = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
    _tensor_constant0 = self._tensor_constant0
    _tensor_constant1 = self._tensor_constant1
    _tensor_constant2 = self._tensor_constant2
    nll_loss_backward = torch.ops.aten.nll_loss_backward.default(ones_like, _tensor_constant0, _tensor_constant1, None, 1, -100, _tensor_constant2);  ones_like = _tensor_constant0 = _tensor_constant1 = _tensor_constant2 = None
    view = torch.ops.aten.view.default(nll_loss_backward, [3, 7, 20]);  nll_loss_backward = None
    _tensor_constant3 = self._tensor_constant3
    div = torch.ops.aten.div.Tensor(view, _tensor_constant3);  view = _tensor_constant3 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(div, 2);  div = None
    expand = torch.ops.aten.expand.default(unsqueeze, [3, 7, 3, 20]);  unsqueeze = None
    _tensor_constant4 = self._tensor_constant4
    mul = torch.ops.aten.mul.Tensor(expand, _tensor_constant4);  _tensor_constant4 = None
    _tensor_constant5 = self._tensor_constant5
    mul_1 = torch.ops.aten.mul.Tensor(expand, _tensor_constant5);  expand = _tensor_constant5 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(mul_1, [3], True);  mul_1 = None
    squeeze = torch.ops.aten.squeeze.dim(sum_1, 3);  sum_1 = None
    _tensor_constant6 = self._tensor_constant6
    detach = torch.ops.aten.detach.default(_tensor_constant6);  _tensor_constant6 = None
    mul_2 = torch.ops.aten.mul.Tensor(mul, detach)
    sum_2 = torch.ops.aten.sum.dim_IntList(mul_2, [-1], True);  mul_2 = None
    sub = torch.ops.aten.sub.Tensor(mul, sum_2);  mul = sum_2 = None
    mul_3 = torch.ops.aten.mul.Tensor(detach, sub);  detach = sub = None
    view_1 = torch.ops.aten.view.default(mul_3, [63, 20]);  mul_3 = None
    _tensor_constant7 = self._tensor_constant7
    t = torch.ops.aten.t.default(_tensor_constant7);  _tensor_constant7 = None
    mm = torch.ops.aten.mm.default(view_1, t);  view_1 = t = None
    view_2 = torch.ops.aten.view.default(mm, [3, 7, 3, 16]);  mm = None
    view_3 = torch.ops.aten.view.default(view_2, [3, 7, 48]);  view_2 = None
    _tensor_constant8 = self._tensor_constant8
    detach_1 = torch.ops.aten.detach.default(_tensor_constant8);  _tensor_constant8 = None
    tanh_backward = torch.ops.aten.tanh_backward.default(view_3, detach_1);  view_3 = detach_1 = None
    view_4 = torch.ops.aten.view.default(tanh_backward, [21, 48]);  tanh_backward = None
    _tensor_constant9 = self._tensor_constant9
    t_1 = torch.ops.aten.t.default(_tensor_constant9);  _tensor_constant9 = None
    mm_1 = torch.ops.aten.mm.default(view_4, t_1);  view_4 = t_1 = None
    view_5 = torch.ops.aten.view.default(mm_1, [3, 7, 16]);  mm_1 = None
    _tensor_constant10 = self._tensor_constant10
    detach_2 = torch.ops.aten.detach.default(_tensor_constant10);  _tensor_constant10 = None
    mul_4 = torch.ops.aten.mul.Tensor(squeeze, detach_2)
    sum_3 = torch.ops.aten.sum.dim_IntList(mul_4, [-1], True);  mul_4 = None
    sub_1 = torch.ops.aten.sub.Tensor(squeeze, sum_3);  squeeze = sum_3 = None
    mul_5 = torch.ops.aten.mul.Tensor(detach_2, sub_1);  detach_2 = sub_1 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(mul_5, [0, 1], True)
    view_6 = torch.ops.aten.view.default(sum_4, [3]);  sum_4 = None
    view_7 = torch.ops.aten.view.default(mul_5, [21, 3]);  mul_5 = None
    _tensor_constant11 = self._tensor_constant11
    t_2 = torch.ops.aten.t.default(_tensor_constant11);  _tensor_constant11 = None
    mm_2 = torch.ops.aten.mm.default(view_7, t_2);  view_7 = t_2 = None
    view_8 = torch.ops.aten.view.default(mm_2, [3, 7, 16]);  mm_2 = None
    add = torch.ops.aten.add.Tensor(view_5, view_8);  view_5 = view_8 = None
    transpose = torch.ops.aten.transpose.int(add, 0, 1);  add = None
    select = torch.ops.aten.select.int(transpose, 0, 0)
    select_1 = torch.ops.aten.select.int(transpose, 0, 1)
    select_2 = torch.ops.aten.select.int(transpose, 0, 2)
    select_3 = torch.ops.aten.select.int(transpose, 0, 3)
    select_4 = torch.ops.aten.select.int(transpose, 0, 4)
    select_5 = torch.ops.aten.select.int(transpose, 0, 5)
    select_6 = torch.ops.aten.select.int(transpose, 0, 6);  transpose = None
    _tensor_constant12 = self._tensor_constant12
    mul_6 = torch.ops.aten.mul.Tensor(select_6, _tensor_constant12);  _tensor_constant12 = None
    _tensor_constant13 = self._tensor_constant13
    mul_7 = torch.ops.aten.mul.Tensor(select_6, _tensor_constant13);  _tensor_constant13 = None
    neg = torch.ops.aten.neg.default(mul_7)
    add_1 = torch.ops.aten.add.Tensor(select_5, mul_7);  select_5 = mul_7 = None
    add_2 = torch.ops.aten.add.Tensor(select_6, neg);  select_6 = neg = None
    _tensor_constant14 = self._tensor_constant14
    detach_3 = torch.ops.aten.detach.default(_tensor_constant14);  _tensor_constant14 = None
    tanh_backward_1 = torch.ops.aten.tanh_backward.default(add_2, detach_3);  add_2 = detach_3 = None
    _tensor_constant15 = self._tensor_constant15
    mul_8 = torch.ops.aten.mul.Tensor(tanh_backward_1, _tensor_constant15);  _tensor_constant15 = None
    _tensor_constant16 = self._tensor_constant16
    mul_9 = torch.ops.aten.mul.Tensor(tanh_backward_1, _tensor_constant16);  tanh_backward_1 = _tensor_constant16 = None
    _tensor_constant17 = self._tensor_constant17
    detach_4 = torch.ops.aten.detach.default(_tensor_constant17);  _tensor_constant17 = None
    sigmoid_backward = torch.ops.aten.sigmoid_backward.default(mul_6, detach_4);  mul_6 = detach_4 = None
    _tensor_constant18 = self._tensor_constant18
    detach_5 = torch.ops.aten.detach.default(_tensor_constant18);  _tensor_constant18 = None
    sigmoid_backward_1 = torch.ops.aten.sigmoid_backward.default(mul_8, detach_5);  mul_8 = detach_5 = None
    cat = torch.ops.aten.cat.default([sigmoid_backward_1, sigmoid_backward, mul_9], 1);  sigmoid_backward_1 = sigmoid_backward = mul_9 = None
    _tensor_constant19 = self._tensor_constant19
    t_3 = torch.ops.aten.t.default(_tensor_constant19);  _tensor_constant19 = None
    mm_3 = torch.ops.aten.mm.default(cat, t_3);  t_3 = None
    t_4 = torch.ops.aten.t.default(cat);  cat = None
    _tensor_constant20 = self._tensor_constant20
    mm_4 = torch.ops.aten.mm.default(t_4, _tensor_constant20);  t_4 = _tensor_constant20 = None
    t_5 = torch.ops.aten.t.default(mm_4);  mm_4 = None
    add_3 = torch.ops.aten.add.Tensor(add_1, mm_3);  add_1 = mm_3 = None
    t_6 = torch.ops.aten.t.default(t_5);  t_5 = None
    _tensor_constant21 = self._tensor_constant21
    mul_10 = torch.ops.aten.mul.Tensor(add_3, _tensor_constant21);  _tensor_constant21 = None
    _tensor_constant22 = self._tensor_constant22
    mul_11 = torch.ops.aten.mul.Tensor(add_3, _tensor_constant22);  _tensor_constant22 = None
    neg_1 = torch.ops.aten.neg.default(mul_11)
    add_4 = torch.ops.aten.add.Tensor(select_4, mul_11);  select_4 = mul_11 = None
    add_5 = torch.ops.aten.add.Tensor(add_3, neg_1);  add_3 = neg_1 = None
    _tensor_constant23 = self._tensor_constant23
    detach_6 = torch.ops.aten.detach.default(_tensor_constant23);  _tensor_constant23 = None
    tanh_backward_2 = torch.ops.aten.tanh_backward.default(add_5, detach_6);  add_5 = detach_6 = None
    _tensor_constant24 = self._tensor_constant24
    mul_12 = torch.ops.aten.mul.Tensor(tanh_backward_2, _tensor_constant24);  _tensor_constant24 = None
    _tensor_constant25 = self._tensor_constant25
    mul_13 = torch.ops.aten.mul.Tensor(tanh_backward_2, _tensor_constant25);  tanh_backward_2 = _tensor_constant25 = None
    _tensor_constant26 = self._tensor_constant26
    detach_7 = torch.ops.aten.detach.default(_tensor_constant26);  _tensor_constant26 = None
    sigmoid_backward_2 = torch.ops.aten.sigmoid_backward.default(mul_10, detach_7);  mul_10 = detach_7 = None
    _tensor_constant27 = self._tensor_constant27
    detach_8 = torch.ops.aten.detach.default(_tensor_constant27);  _tensor_constant27 = None
    sigmoid_backward_3 = torch.ops.aten.sigmoid_backward.default(mul_12, detach_8);  mul_12 = detach_8 = None
    cat_1 = torch.ops.aten.cat.default([sigmoid_backward_3, sigmoid_backward_2, mul_13], 1);  sigmoid_backward_3 = sigmoid_backward_2 = mul_13 = None
    _tensor_constant28 = self._tensor_constant28
    t_7 = torch.ops.aten.t.default(_tensor_constant28);  _tensor_constant28 = None
    mm_5 = torch.ops.aten.mm.default(cat_1, t_7);  t_7 = None
    t_8 = torch.ops.aten.t.default(cat_1);  cat_1 = None
    _tensor_constant29 = self._tensor_constant29
    mm_6 = torch.ops.aten.mm.default(t_8, _tensor_constant29);  t_8 = _tensor_constant29 = None
    t_9 = torch.ops.aten.t.default(mm_6);  mm_6 = None
    add_6 = torch.ops.aten.add.Tensor(add_4, mm_5);  add_4 = mm_5 = None
    t_10 = torch.ops.aten.t.default(t_9);  t_9 = None
    add_7 = torch.ops.aten.add.Tensor(t_6, t_10);  t_6 = t_10 = None
    _tensor_constant30 = self._tensor_constant30
    mul_14 = torch.ops.aten.mul.Tensor(add_6, _tensor_constant30);  _tensor_constant30 = None
    _tensor_constant31 = self._tensor_constant31
    mul_15 = torch.ops.aten.mul.Tensor(add_6, _tensor_constant31);  _tensor_constant31 = None
    neg_2 = torch.ops.aten.neg.default(mul_15)
    add_8 = torch.ops.aten.add.Tensor(select_3, mul_15);  select_3 = mul_15 = None
    add_9 = torch.ops.aten.add.Tensor(add_6, neg_2);  add_6 = neg_2 = None
    _tensor_constant32 = self._tensor_constant32
    detach_9 = torch.ops.aten.detach.default(_tensor_constant32);  _tensor_constant32 = None
    tanh_backward_3 = torch.ops.aten.tanh_backward.default(add_9, detach_9);  add_9 = detach_9 = None
    _tensor_constant33 = self._tensor_constant33
    mul_16 = torch.ops.aten.mul.Tensor(tanh_backward_3, _tensor_constant33);  _tensor_constant33 = None
    _tensor_constant34 = self._tensor_constant34
    mul_17 = torch.ops.aten.mul.Tensor(tanh_backward_3, _tensor_constant34);  tanh_backward_3 = _tensor_constant34 = None
    _tensor_constant35 = self._tensor_constant35
    detach_10 = torch.ops.aten.detach.default(_tensor_constant35);  _tensor_constant35 = None
    sigmoid_backward_4 = torch.ops.aten.sigmoid_backward.default(mul_14, detach_10);  mul_14 = detach_10 = None
    _tensor_constant36 = self._tensor_constant36
    detach_11 = torch.ops.aten.detach.default(_tensor_constant36);  _tensor_constant36 = None
    sigmoid_backward_5 = torch.ops.aten.sigmoid_backward.default(mul_16, detach_11);  mul_16 = detach_11 = None
    cat_2 = torch.ops.aten.cat.default([sigmoid_backward_5, sigmoid_backward_4, mul_17], 1);  sigmoid_backward_5 = sigmoid_backward_4 = mul_17 = None
    _tensor_constant37 = self._tensor_constant37
    t_11 = torch.ops.aten.t.default(_tensor_constant37);  _tensor_constant37 = None
    mm_7 = torch.ops.aten.mm.default(cat_2, t_11);  t_11 = None
    t_12 = torch.ops.aten.t.default(cat_2);  cat_2 = None
    _tensor_constant38 = self._tensor_constant38
    mm_8 = torch.ops.aten.mm.default(t_12, _tensor_constant38);  t_12 = _tensor_constant38 = None
    t_13 = torch.ops.aten.t.default(mm_8);  mm_8 = None
    add_10 = torch.ops.aten.add.Tensor(add_8, mm_7);  add_8 = mm_7 = None
    t_14 = torch.ops.aten.t.default(t_13);  t_13 = None
    add_11 = torch.ops.aten.add.Tensor(add_7, t_14);  add_7 = t_14 = None
    _tensor_constant39 = self._tensor_constant39
    mul_18 = torch.ops.aten.mul.Tensor(add_10, _tensor_constant39);  _tensor_constant39 = None
    _tensor_constant40 = self._tensor_constant40
    mul_19 = torch.ops.aten.mul.Tensor(add_10, _tensor_constant40);  _tensor_constant40 = None
    neg_3 = torch.ops.aten.neg.default(mul_19)
    add_12 = torch.ops.aten.add.Tensor(select_2, mul_19);  select_2 = mul_19 = None
    add_13 = torch.ops.aten.add.Tensor(add_10, neg_3);  add_10 = neg_3 = None
    _tensor_constant41 = self._tensor_constant41
    detach_12 = torch.ops.aten.detach.default(_tensor_constant41);  _tensor_constant41 = None
    tanh_backward_4 = torch.ops.aten.tanh_backward.default(add_13, detach_12);  add_13 = detach_12 = None
    _tensor_constant42 = self._tensor_constant42
    mul_20 = torch.ops.aten.mul.Tensor(tanh_backward_4, _tensor_constant42);  _tensor_constant42 = None
    _tensor_constant43 = self._tensor_constant43
    mul_21 = torch.ops.aten.mul.Tensor(tanh_backward_4, _tensor_constant43);  tanh_backward_4 = _tensor_constant43 = None
    _tensor_constant44 = self._tensor_constant44
    detach_13 = torch.ops.aten.detach.default(_tensor_constant44);  _tensor_constant44 = None
    sigmoid_backward_6 = torch.ops.aten.sigmoid_backward.default(mul_18, detach_13);  mul_18 = detach_13 = None
    _tensor_constant45 = self._tensor_constant45
    detach_14 = torch.ops.aten.detach.default(_tensor_constant45);  _tensor_constant45 = None
    sigmoid_backward_7 = torch.ops.aten.sigmoid_backward.default(mul_20, detach_14);  mul_20 = detach_14 = None
    cat_3 = torch.ops.aten.cat.default([sigmoid_backward_7, sigmoid_backward_6, mul_21], 1);  sigmoid_backward_7 = sigmoid_backward_6 = mul_21 = None
    _tensor_constant46 = self._tensor_constant46
    t_15 = torch.ops.aten.t.default(_tensor_constant46);  _tensor_constant46 = None
    mm_9 = torch.ops.aten.mm.default(cat_3, t_15);  t_15 = None
    t_16 = torch.ops.aten.t.default(cat_3);  cat_3 = None
    _tensor_constant47 = self._tensor_constant47
    mm_10 = torch.ops.aten.mm.default(t_16, _tensor_constant47);  t_16 = _tensor_constant47 = None
    t_17 = torch.ops.aten.t.default(mm_10);  mm_10 = None
    add_14 = torch.ops.aten.add.Tensor(add_12, mm_9);  add_12 = mm_9 = None
    t_18 = torch.ops.aten.t.default(t_17);  t_17 = None
    add_15 = torch.ops.aten.add.Tensor(add_11, t_18);  add_11 = t_18 = None
    _tensor_constant48 = self._tensor_constant48
    mul_22 = torch.ops.aten.mul.Tensor(add_14, _tensor_constant48);  _tensor_constant48 = None
    _tensor_constant49 = self._tensor_constant49
    mul_23 = torch.ops.aten.mul.Tensor(add_14, _tensor_constant49);  _tensor_constant49 = None
    neg_4 = torch.ops.aten.neg.default(mul_23)
    add_16 = torch.ops.aten.add.Tensor(select_1, mul_23);  select_1 = mul_23 = None
    add_17 = torch.ops.aten.add.Tensor(add_14, neg_4);  add_14 = neg_4 = None
    _tensor_constant50 = self._tensor_constant50
    detach_15 = torch.ops.aten.detach.default(_tensor_constant50);  _tensor_constant50 = None
    tanh_backward_5 = torch.ops.aten.tanh_backward.default(add_17, detach_15);  add_17 = detach_15 = None
    _tensor_constant51 = self._tensor_constant51
    mul_24 = torch.ops.aten.mul.Tensor(tanh_backward_5, _tensor_constant51);  _tensor_constant51 = None
    _tensor_constant52 = self._tensor_constant52
    mul_25 = torch.ops.aten.mul.Tensor(tanh_backward_5, _tensor_constant52);  tanh_backward_5 = _tensor_constant52 = None
    _tensor_constant53 = self._tensor_constant53
    detach_16 = torch.ops.aten.detach.default(_tensor_constant53);  _tensor_constant53 = None
    sigmoid_backward_8 = torch.ops.aten.sigmoid_backward.default(mul_22, detach_16);  mul_22 = detach_16 = None
    _tensor_constant54 = self._tensor_constant54
    detach_17 = torch.ops.aten.detach.default(_tensor_constant54);  _tensor_constant54 = None
    sigmoid_backward_9 = torch.ops.aten.sigmoid_backward.default(mul_24, detach_17);  mul_24 = detach_17 = None
    cat_4 = torch.ops.aten.cat.default([sigmoid_backward_9, sigmoid_backward_8, mul_25], 1);  sigmoid_backward_9 = sigmoid_backward_8 = mul_25 = None
    _tensor_constant55 = self._tensor_constant55
    t_19 = torch.ops.aten.t.default(_tensor_constant55);  _tensor_constant55 = None
    mm_11 = torch.ops.aten.mm.default(cat_4, t_19);  t_19 = None
    t_20 = torch.ops.aten.t.default(cat_4);  cat_4 = None
    _tensor_constant56 = self._tensor_constant56
    mm_12 = torch.ops.aten.mm.default(t_20, _tensor_constant56);  t_20 = _tensor_constant56 = None
    t_21 = torch.ops.aten.t.default(mm_12);  mm_12 = None
    add_18 = torch.ops.aten.add.Tensor(add_16, mm_11);  add_16 = mm_11 = None
    t_22 = torch.ops.aten.t.default(t_21);  t_21 = None
    add_19 = torch.ops.aten.add.Tensor(add_15, t_22);  add_15 = t_22 = None
    _tensor_constant57 = self._tensor_constant57
    mul_26 = torch.ops.aten.mul.Tensor(add_18, _tensor_constant57);  _tensor_constant57 = None
    _tensor_constant58 = self._tensor_constant58
    mul_27 = torch.ops.aten.mul.Tensor(add_18, _tensor_constant58);  _tensor_constant58 = None
    neg_5 = torch.ops.aten.neg.default(mul_27)
    add_20 = torch.ops.aten.add.Tensor(select, mul_27);  select = mul_27 = None
    add_21 = torch.ops.aten.add.Tensor(add_18, neg_5);  add_18 = neg_5 = None
    _tensor_constant59 = self._tensor_constant59
    detach_18 = torch.ops.aten.detach.default(_tensor_constant59);  _tensor_constant59 = None
    tanh_backward_6 = torch.ops.aten.tanh_backward.default(add_21, detach_18);  add_21 = detach_18 = None
    _tensor_constant60 = self._tensor_constant60
    mul_28 = torch.ops.aten.mul.Tensor(tanh_backward_6, _tensor_constant60);  _tensor_constant60 = None
    _tensor_constant61 = self._tensor_constant61
    mul_29 = torch.ops.aten.mul.Tensor(tanh_backward_6, _tensor_constant61);  tanh_backward_6 = _tensor_constant61 = None
    _tensor_constant62 = self._tensor_constant62
    detach_19 = torch.ops.aten.detach.default(_tensor_constant62);  _tensor_constant62 = None
    sigmoid_backward_10 = torch.ops.aten.sigmoid_backward.default(mul_26, detach_19);  mul_26 = detach_19 = None
    _tensor_constant63 = self._tensor_constant63
    detach_20 = torch.ops.aten.detach.default(_tensor_constant63);  _tensor_constant63 = None
    sigmoid_backward_11 = torch.ops.aten.sigmoid_backward.default(mul_28, detach_20);  mul_28 = detach_20 = None
    cat_5 = torch.ops.aten.cat.default([sigmoid_backward_11, sigmoid_backward_10, mul_29], 1);  sigmoid_backward_11 = sigmoid_backward_10 = mul_29 = None
    _tensor_constant64 = self._tensor_constant64
    t_23 = torch.ops.aten.t.default(_tensor_constant64);  _tensor_constant64 = None
    mm_13 = torch.ops.aten.mm.default(cat_5, t_23);  t_23 = None
    t_24 = torch.ops.aten.t.default(cat_5);  cat_5 = None
    _tensor_constant65 = self._tensor_constant65
    mm_14 = torch.ops.aten.mm.default(t_24, _tensor_constant65);  t_24 = _tensor_constant65 = None
    t_25 = torch.ops.aten.t.default(mm_14);  mm_14 = None
    add_22 = torch.ops.aten.add.Tensor(add_20, mm_13);  add_20 = mm_13 = None
    t_26 = torch.ops.aten.t.default(t_25);  t_25 = None
    add_23 = torch.ops.aten.add.Tensor(add_19, t_26);  add_19 = t_26 = None
    _tensor_constant66 = self._tensor_constant66
    mul_30 = torch.ops.aten.mul.Tensor(add_22, _tensor_constant66);  _tensor_constant66 = None
    _tensor_constant67 = self._tensor_constant67
    mul_31 = torch.ops.aten.mul.Tensor(add_22, _tensor_constant67);  _tensor_constant67 = None
    neg_6 = torch.ops.aten.neg.default(mul_31);  mul_31 = None
    add_24 = torch.ops.aten.add.Tensor(add_22, neg_6);  add_22 = neg_6 = None
    _tensor_constant68 = self._tensor_constant68
    detach_21 = torch.ops.aten.detach.default(_tensor_constant68);  _tensor_constant68 = None
    tanh_backward_7 = torch.ops.aten.tanh_backward.default(add_24, detach_21);  add_24 = detach_21 = None
    _tensor_constant69 = self._tensor_constant69
    mul_32 = torch.ops.aten.mul.Tensor(tanh_backward_7, _tensor_constant69);  _tensor_constant69 = None
    _tensor_constant70 = self._tensor_constant70
    mul_33 = torch.ops.aten.mul.Tensor(tanh_backward_7, _tensor_constant70);  tanh_backward_7 = _tensor_constant70 = None
    _tensor_constant71 = self._tensor_constant71
    detach_22 = torch.ops.aten.detach.default(_tensor_constant71);  _tensor_constant71 = None
    sigmoid_backward_12 = torch.ops.aten.sigmoid_backward.default(mul_30, detach_22);  mul_30 = detach_22 = None
    _tensor_constant72 = self._tensor_constant72
    detach_23 = torch.ops.aten.detach.default(_tensor_constant72);  _tensor_constant72 = None
    sigmoid_backward_13 = torch.ops.aten.sigmoid_backward.default(mul_32, detach_23);  mul_32 = detach_23 = None
    cat_6 = torch.ops.aten.cat.default([sigmoid_backward_13, sigmoid_backward_12, mul_33], 1);  sigmoid_backward_13 = sigmoid_backward_12 = mul_33 = None
    t_27 = torch.ops.aten.t.default(cat_6);  cat_6 = None
    _tensor_constant73 = self._tensor_constant73
    mm_15 = torch.ops.aten.mm.default(t_27, _tensor_constant73);  t_27 = _tensor_constant73 = None
    t_28 = torch.ops.aten.t.default(mm_15);  mm_15 = None
    t_29 = torch.ops.aten.t.default(t_28);  t_28 = None
    add_25 = torch.ops.aten.add.Tensor(add_23, t_29);  add_23 = t_29 = None
    return (add_25, view_6)
    