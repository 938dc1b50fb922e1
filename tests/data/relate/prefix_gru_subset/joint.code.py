


def forward(self, x_1, labels_1):
    _param_constant0 = self._param_constant0
    expand = torch.ops.aten.expand.default(_param_constant0, [2, -1]);  _param_constant0 = None
    select = torch.ops.aten.select.int(x_1, 1, 0)
    _param_constant1 = self._param_constant1
    t = torch.ops.aten.t.default(_param_constant1);  _param_constant1 = None
    _param_constant2 = self._param_constant2
    addmm = torch.ops.aten.addmm.default(_param_constant2, select, t);  _param_constant2 = t = None
    cat = torch.ops.aten.cat.default([expand, addmm], -1)
    _param_constant3 = self._param_constant3
    t_1 = torch.ops.aten.t.default(_param_constant3);  _param_constant3 = None
    _param_constant4 = self._param_constant4
    addmm_1 = torch.ops.aten.addmm.default(_param_constant4, cat, t_1);  _param_constant4 = None
    sigmoid = torch.ops.aten.sigmoid.default(addmm_1);  addmm_1 = None
    detach = torch.ops.aten.detach.default(sigmoid)
    _param_constant5 = self._param_constant5
    t_2 = torch.ops.aten.t.default(_param_constant5);  _param_constant5 = None
    _param_constant6 = self._param_constant6
    addmm_2 = torch.ops.aten.addmm.default(_param_constant6, cat, t_2);  _param_constant6 = None
    sigmoid_1 = torch.ops.aten.sigmoid.default(addmm_2);  addmm_2 = None
    detach_1 = torch.ops.aten.detach.default(sigmoid_1)
    mul = torch.ops.aten.mul.Tensor(sigmoid_1, expand)
    cat_1 = torch.ops.aten.cat.default([mul, addmm], -1);  mul = addmm = None
    _param_constant7 = self._param_constant7
    t_3 = torch.ops.aten.t.default(_param_constant7);  _param_constant7 = None
    _param_constant8 = self._param_constant8
    addmm_3 = torch.ops.aten.addmm.default(_param_constant8, cat_1, t_3);  _param_constant8 = None
    tanh = torch.ops.aten.tanh.default(addmm_3);  addmm_3 = None
    detach_2 = torch.ops.aten.detach.default(tanh)
    rsub = torch.ops.aten.rsub.Scalar(sigmoid, 1)
    mul_1 = torch.ops.aten.mul.Tensor(rsub, expand)
    mul_2 = torch.ops.aten.mul.Tensor(sigmoid, tanh)
    add = torch.ops.aten.add.Tensor(mul_1, mul_2);  mul_1 = mul_2 = None
    select_1 = torch.ops.aten.select.int(x_1, 1, 1)
    _param_constant1_1 = self._param_constant1
    t_4 = torch.ops.aten.t.default(_param_constant1_1);  _param_constant1_1 = None
    _param_constant2_1 = self._param_constant2
    addmm_4 = torch.ops.aten.addmm.default(_param_constant2_1, select_1, t_4);  _param_constant2_1 = t_4 = None
    cat_2 = torch.ops.aten.cat.default([add, addmm_4], -1)
    _param_constant3_1 = self._param_constant3
    t_5 = torch.ops.aten.t.default(_param_constant3_1);  _param_constant3_1 = None
    _param_constant4_1 = self._param_constant4
    addmm_5 = torch.ops.aten.addmm.default(_param_constant4_1, cat_2, t_5);  _param_constant4_1 = None
    sigmoid_2 = torch.ops.aten.sigmoid.default(addmm_5);  addmm_5 = None
    detach_3 = torch.ops.aten.detach.default(sigmoid_2)
    _param_constant5_1 = self._param_constant5
    t_6 = torch.ops.aten.t.default(_param_constant5_1);  _param_constant5_1 = None
    _param_constant6_1 = self._param_constant6
    addmm_6 = torch.ops.aten.addmm.default(_param_constant6_1, cat_2, t_6);  _param_constant6_1 = None
    sigmoid_3 = torch.ops.aten.sigmoid.default(addmm_6);  addmm_6 = None
    detach_4 = torch.ops.aten.detach.default(sigmoid_3)
    mul_3 = torch.ops.aten.mul.Tensor(sigmoid_3, add)
    cat_3 = torch.ops.aten.cat.default([mul_3, addmm_4], -1);  mul_3 = addmm_4 = None
    _param_constant7_1 = self._param_constant7
    t_7 = torch.ops.aten.t.default(_param_constant7_1);  _param_constant7_1 = None
    _param_constant8_1 = self._param_constant8
    addmm_7 = torch.ops.aten.addmm.default(_param_constant8_1, cat_3, t_7);  _param_constant8_1 = None
    tanh_1 = torch.ops.aten.tanh.default(addmm_7);  addmm_7 = None
    detach_5 = torch.ops.aten.detach.default(tanh_1)
    rsub_1 = torch.ops.aten.rsub.Scalar(sigmoid_2, 1)
    mul_4 = torch.ops.aten.mul.Tensor(rsub_1, add)
    mul_5 = torch.ops.aten.mul.Tensor(sigmoid_2, tanh_1)
    add_1 = torch.ops.aten.add.Tensor(mul_4, mul_5);  mul_4 = mul_5 = None
    select_2 = torch.ops.aten.select.int(x_1, 1, 2)
    _param_constant1_2 = self._param_constant1
    t_8 = torch.ops.aten.t.default(_param_constant1_2);  _param_constant1_2 = None
    _param_constant2_2 = self._param_constant2
    addmm_8 = torch.ops.aten.addmm.default(_param_constant2_2, select_2, t_8);  _param_constant2_2 = t_8 = None
    cat_4 = torch.ops.aten.cat.default([add_1, addmm_8], -1)
    _param_constant3_2 = self._param_constant3
    t_9 = torch.ops.aten.t.default(_param_constant3_2);  _param_constant3_2 = None
    _param_constant4_2 = self._param_constant4
    addmm_9 = torch.ops.aten.addmm.default(_param_constant4_2, cat_4, t_9);  _param_constant4_2 = None
    sigmoid_4 = torch.ops.aten.sigmoid.default(addmm_9);  addmm_9 = None
    detach_6 = torch.ops.aten.detach.default(sigmoid_4)
    _param_constant5_2 = self._param_constant5
    t_10 = torch.ops.aten.t.default(_param_constant5_2);  _param_constant5_2 = None
    _param_constant6_2 = self._param_constant6
    addmm_10 = torch.ops.aten.addmm.default(_param_constant6_2, cat_4, t_10);  _param_constant6_2 = None
    sigmoid_5 = torch.ops.aten.sigmoid.default(addmm_10);  addmm_10 = None
    detach_7 = torch.ops.aten.detach.default(sigmoid_5)
    mul_6 = torch.ops.aten.mul.Tensor(sigmoid_5, add_1)
    cat_5 = torch.ops.aten.cat.default([mul_6, addmm_8], -1);  mul_6 = addmm_8 = None
    _param_constant7_2 = self._param_constant7
    t_11 = torch.ops.aten.t.default(_param_constant7_2);  _param_constant7_2 = None
    _param_constant8_2 = self._param_constant8
    addmm_11 = torch.ops.aten.addmm.default(_param_constant8_2, cat_5, t_11);  _param_constant8_2 = None
    tanh_2 = torch.ops.aten.tanh.default(addmm_11);  addmm_11 = None
    detach_8 = torch.ops.aten.detach.default(tanh_2)
    rsub_2 = torch.ops.aten.rsub.Scalar(sigmoid_4, 1)
    mul_7 = torch.ops.aten.mul.Tensor(rsub_2, add_1)
    mul_8 = torch.ops.aten.mul.Tensor(sigmoid_4, tanh_2)
    add_2 = torch.ops.aten.add.Tensor(mul_7, mul_8);  mul_7 = mul_8 = None
    select_3 = torch.ops.aten.select.int(x_1, 1, 3);  x_1 = None
    _param_constant1_3 = self._param_constant1
    t_12 = torch.ops.aten.t.default(_param_constant1_3);  _param_constant1_3 = None
    _param_constant2_3 = self._param_constant2
    addmm_12 = torch.ops.aten.addmm.default(_param_constant2_3, select_3, t_12);  _param_constant2_3 = t_12 = None
    cat_6 = torch.ops.aten.cat.default([add_2, addmm_12], -1)
    _param_constant3_3 = self._param_constant3
    t_13 = torch.ops.aten.t.default(_param_constant3_3);  _param_constant3_3 = None
    _param_constant4_3 = self._param_constant4
    addmm_13 = torch.ops.aten.addmm.default(_param_constant4_3, cat_6, t_13);  _param_constant4_3 = None
    sigmoid_6 = torch.ops.aten.sigmoid.default(addmm_13);  addmm_13 = None
    detach_9 = torch.ops.aten.detach.default(sigmoid_6)
    _param_constant5_3 = self._param_constant5
    t_14 = torch.ops.aten.t.default(_param_constant5_3);  _param_constant5_3 = None
    _param_constant6_3 = self._param_constant6
    addmm_14 = torch.ops.aten.addmm.default(_param_constant6_3, cat_6, t_14);  _param_constant6_3 = None
    sigmoid_7 = torch.ops.aten.sigmoid.default(addmm_14);  addmm_14 = None
    detach_10 = torch.ops.aten.detach.default(sigmoid_7)
    mul_9 = torch.ops.aten.mul.Tensor(sigmoid_7, add_2)
    cat_7 = torch.ops.aten.cat.default([mul_9, addmm_12], -1);  mul_9 = addmm_12 = None
    _param_constant7_3 = self._param_constant7
    t_15 = torch.ops.aten.t.default(_param_constant7_3);  _param_constant7_3 = None
    _param_constant8_3 = self._param_constant8
    addmm_15 = torch.ops.aten.addmm.default(_param_constant8_3, cat_7, t_15);  _param_constant8_3 = None
    tanh_3 = torch.ops.aten.tanh.default(addmm_15);  addmm_15 = None
    detach_11 = torch.ops.aten.detach.default(tanh_3)
    rsub_3 = torch.ops.aten.rsub.Scalar(sigmoid_6, 1)
    mul_10 = torch.ops.aten.mul.Tensor(rsub_3, add_2)
    mul_11 = torch.ops.aten.mul.Tensor(sigmoid_6, tanh_3)
    add_3 = torch.ops.aten.add.Tensor(mul_10, mul_11);  mul_10 = mul_11 = None
    _param_constant9 = self._param_constant9
    t_16 = torch.ops.aten.t.default(_param_constant9);  _param_constant9 = None
    _param_constant10 = self._param_constant10
    addmm_16 = torch.ops.aten.addmm.default(_param_constant10, add_3, t_16);  _param_constant10 = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm_16, 1, False);  addmm_16 = None
    detach_12 = torch.ops.aten.detach.default(_log_softmax)
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100)
    getitem = nll_loss_forward[0]
    getitem_1 = nll_loss_forward[1];  nll_loss_forward = None
    ones_like = torch.ops.aten.ones_like.default(getitem, pin_memory = False, memory_format = torch.preserve_format)
    nll_loss_backward = torch.ops.aten.nll_loss_backward.default(ones_like, _log_softmax, labels_1, None, 1, -100, getitem_1);  ones_like = _log_softmax = labels_1 = getitem_1 = None
    detach_13 = torch.ops.aten.detach.default(detach_12);  detach_12 = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach_13, 1, torch.float32);  nll_loss_backward = detach_13 = None
    t_17 = torch.ops.aten.t.default(t_16);  t_16 = None
    mm = torch.ops.aten.mm.default(_log_softmax_backward_data, t_17);  t_17 = None
    t_18 = torch.ops.aten.t.default(_log_softmax_backward_data)
    mm_1 = torch.ops.aten.mm.default(t_18, add_3);  t_18 = add_3 = None
    t_19 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(_log_softmax_backward_data, [0], True);  _log_softmax_backward_data = None
    view = torch.ops.aten.view.default(sum_1, [3]);  sum_1 = None
    t_20 = torch.ops.aten.t.default(t_19);  t_19 = None
    mul_12 = torch.ops.aten.mul.Tensor(mm, sigmoid_6);  sigmoid_6 = None
    mul_13 = torch.ops.aten.mul.Tensor(mm, tanh_3);  tanh_3 = None
    mul_14 = torch.ops.aten.mul.Tensor(mm, rsub_3);  rsub_3 = None
    mul_15 = torch.ops.aten.mul.Tensor(mm, add_2);  mm = None
    neg = torch.ops.aten.neg.default(mul_15);  mul_15 = None
    add_4 = torch.ops.aten.add.Tensor(mul_13, neg);  mul_13 = neg = None
    detach_14 = torch.ops.aten.detach.default(detach_11);  detach_11 = None
    tanh_backward = torch.ops.aten.tanh_backward.default(mul_12, detach_14);  mul_12 = detach_14 = None
    t_21 = torch.ops.aten.t.default(t_15);  t_15 = None
    mm_2 = torch.ops.aten.mm.default(tanh_backward, t_21);  t_21 = None
    t_22 = torch.ops.aten.t.default(tanh_backward)
    mm_3 = torch.ops.aten.mm.default(t_22, cat_7);  t_22 = cat_7 = None
    t_23 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(tanh_backward, [0], True);  tanh_backward = None
    view_1 = torch.ops.aten.view.default(sum_2, [6]);  sum_2 = None
    t_24 = torch.ops.aten.t.default(t_23);  t_23 = None
    slice_1 = torch.ops.aten.slice.Tensor(mm_2, 1, 0, 6)
    slice_2 = torch.ops.aten.slice.Tensor(mm_2, 1, 6, 12);  mm_2 = None
    mul_16 = torch.ops.aten.mul.Tensor(slice_1, sigmoid_7);  sigmoid_7 = None
    mul_17 = torch.ops.aten.mul.Tensor(slice_1, add_2);  slice_1 = add_2 = None
    add_5 = torch.ops.aten.add.Tensor(mul_14, mul_16);  mul_14 = mul_16 = None
    detach_15 = torch.ops.aten.detach.default(detach_10);  detach_10 = None
    sigmoid_backward = torch.ops.aten.sigmoid_backward.default(mul_17, detach_15);  mul_17 = detach_15 = None
    t_25 = torch.ops.aten.t.default(t_14);  t_14 = None
    mm_4 = torch.ops.aten.mm.default(sigmoid_backward, t_25);  t_25 = None
    t_26 = torch.ops.aten.t.default(sigmoid_backward)
    mm_5 = torch.ops.aten.mm.default(t_26, cat_6);  t_26 = None
    t_27 = torch.ops.aten.t.default(mm_5);  mm_5 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(sigmoid_backward, [0], True);  sigmoid_backward = None
    view_2 = torch.ops.aten.view.default(sum_3, [6]);  sum_3 = None
    t_28 = torch.ops.aten.t.default(t_27);  t_27 = None
    detach_16 = torch.ops.aten.detach.default(detach_9);  detach_9 = None
    sigmoid_backward_1 = torch.ops.aten.sigmoid_backward.default(add_4, detach_16);  add_4 = detach_16 = None
    t_29 = torch.ops.aten.t.default(t_13);  t_13 = None
    mm_6 = torch.ops.aten.mm.default(sigmoid_backward_1, t_29);  t_29 = None
    t_30 = torch.ops.aten.t.default(sigmoid_backward_1)
    mm_7 = torch.ops.aten.mm.default(t_30, cat_6);  t_30 = cat_6 = None
    t_31 = torch.ops.aten.t.default(mm_7);  mm_7 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(sigmoid_backward_1, [0], True);  sigmoid_backward_1 = None
    view_3 = torch.ops.aten.view.default(sum_4, [6]);  sum_4 = None
    add_6 = torch.ops.aten.add.Tensor(mm_4, mm_6);  mm_4 = mm_6 = None
    t_32 = torch.ops.aten.t.default(t_31);  t_31 = None
    slice_3 = torch.ops.aten.slice.Tensor(add_6, 1, 0, 6)
    slice_4 = torch.ops.aten.slice.Tensor(add_6, 1, 6, 12);  add_6 = None
    add_7 = torch.ops.aten.add.Tensor(add_5, slice_3);  add_5 = slice_3 = None
    add_8 = torch.ops.aten.add.Tensor(slice_2, slice_4);  slice_2 = slice_4 = None
    t_33 = torch.ops.aten.t.default(add_8)
    mm_8 = torch.ops.aten.mm.default(t_33, select_3);  t_33 = select_3 = None
    t_34 = torch.ops.aten.t.default(mm_8);  mm_8 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(add_8, [0], True);  add_8 = None
    view_4 = torch.ops.aten.view.default(sum_5, [6]);  sum_5 = None
    t_35 = torch.ops.aten.t.default(t_34);  t_34 = None
    mul_18 = torch.ops.aten.mul.Tensor(add_7, sigmoid_4);  sigmoid_4 = None
    mul_19 = torch.ops.aten.mul.Tensor(add_7, tanh_2);  tanh_2 = None
    mul_20 = torch.ops.aten.mul.Tensor(add_7, rsub_2);  rsub_2 = None
    mul_21 = torch.ops.aten.mul.Tensor(add_7, add_1);  add_7 = None
    neg_1 = torch.ops.aten.neg.default(mul_21);  mul_21 = None
    add_9 = torch.ops.aten.add.Tensor(mul_19, neg_1);  mul_19 = neg_1 = None
    detach_17 = torch.ops.aten.detach.default(detach_8);  detach_8 = None
    tanh_backward_1 = torch.ops.aten.tanh_backward.default(mul_18, detach_17);  mul_18 = detach_17 = None
    t_36 = torch.ops.aten.t.default(t_11);  t_11 = None
    mm_9 = torch.ops.aten.mm.default(tanh_backward_1, t_36);  t_36 = None
    t_37 = torch.ops.aten.t.default(tanh_backward_1)
    mm_10 = torch.ops.aten.mm.default(t_37, cat_5);  t_37 = cat_5 = None
    t_38 = torch.ops.aten.t.default(mm_10);  mm_10 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(tanh_backward_1, [0], True);  tanh_backward_1 = None
    view_5 = torch.ops.aten.view.default(sum_6, [6]);  sum_6 = None
    add_10 = torch.ops.aten.add.Tensor(view_1, view_5);  view_1 = view_5 = None
    t_39 = torch.ops.aten.t.default(t_38);  t_38 = None
    add_11 = torch.ops.aten.add.Tensor(t_24, t_39);  t_24 = t_39 = None
    slice_5 = torch.ops.aten.slice.Tensor(mm_9, 1, 0, 6)
    slice_6 = torch.ops.aten.slice.Tensor(mm_9, 1, 6, 12);  mm_9 = None
    mul_22 = torch.ops.aten.mul.Tensor(slice_5, sigmoid_5);  sigmoid_5 = None
    mul_23 = torch.ops.aten.mul.Tensor(slice_5, add_1);  slice_5 = add_1 = None
    add_12 = torch.ops.aten.add.Tensor(mul_20, mul_22);  mul_20 = mul_22 = None
    detach_18 = torch.ops.aten.detach.default(detach_7);  detach_7 = None
    sigmoid_backward_2 = torch.ops.aten.sigmoid_backward.default(mul_23, detach_18);  mul_23 = detach_18 = None
    t_40 = torch.ops.aten.t.default(t_10);  t_10 = None
    mm_11 = torch.ops.aten.mm.default(sigmoid_backward_2, t_40);  t_40 = None
    t_41 = torch.ops.aten.t.default(sigmoid_backward_2)
    mm_12 = torch.ops.aten.mm.default(t_41, cat_4);  t_41 = None
    t_42 = torch.ops.aten.t.default(mm_12);  mm_12 = None
    sum_7 = torch.ops.aten.sum.dim_IntList(sigmoid_backward_2, [0], True);  sigmoid_backward_2 = None
    view_6 = torch.ops.aten.view.default(sum_7, [6]);  sum_7 = None
    add_13 = torch.ops.aten.add.Tensor(view_2, view_6);  view_2 = view_6 = None
    t_43 = torch.ops.aten.t.default(t_42);  t_42 = None
    add_14 = torch.ops.aten.add.Tensor(t_28, t_43);  t_28 = t_43 = None
    detach_19 = torch.ops.aten.detach.default(detach_6);  detach_6 = None
    sigmoid_backward_3 = torch.ops.aten.sigmoid_backward.default(add_9, detach_19);  add_9 = detach_19 = None
    t_44 = torch.ops.aten.t.default(t_9);  t_9 = None
    mm_13 = torch.ops.aten.mm.default(sigmoid_backward_3, t_44);  t_44 = None
    t_45 = torch.ops.aten.t.default(sigmoid_backward_3)
    mm_14 = torch.ops.aten.mm.default(t_45, cat_4);  t_45 = cat_4 = None
    t_46 = torch.ops.aten.t.default(mm_14);  mm_14 = None
    sum_8 = torch.ops.aten.sum.dim_IntList(sigmoid_backward_3, [0], True);  sigmoid_backward_3 = None
    view_7 = torch.ops.aten.view.default(sum_8, [6]);  sum_8 = None
    add_15 = torch.ops.aten.add.Tensor(view_3, view_7);  view_3 = view_7 = None
    add_16 = torch.ops.aten.add.Tensor(mm_11, mm_13);  mm_11 = mm_13 = None
    t_47 = torch.ops.aten.t.default(t_46);  t_46 = None
    add_17 = torch.ops.aten.add.Tensor(t_32, t_47);  t_32 = t_47 = None
    slice_7 = torch.ops.aten.slice.Tensor(add_16, 1, 0, 6)
    slice_8 = torch.ops.aten.slice.Tensor(add_16, 1, 6, 12);  add_16 = None
    add_18 = torch.ops.aten.add.Tensor(add_12, slice_7);  add_12 = slice_7 = None
    add_19 = torch.ops.aten.add.Tensor(slice_6, slice_8);  slice_6 = slice_8 = None
    t_48 = torch.ops.aten.t.default(add_19)
    mm_15 = torch.ops.aten.mm.default(t_48, select_2);  t_48 = select_2 = None
    t_49 = torch.ops.aten.t.default(mm_15);  mm_15 = None
    sum_9 = torch.ops.aten.sum.dim_IntList(add_19, [0], True);  add_19 = None
    view_8 = torch.ops.aten.view.default(sum_9, [6]);  sum_9 = None
    add_20 = torch.ops.aten.add.Tensor(view_4, view_8);  view_4 = view_8 = None
    t_50 = torch.ops.aten.t.default(t_49);  t_49 = None
    add_21 = torch.ops.aten.add.Tensor(t_35, t_50);  t_35 = t_50 = None
    mul_24 = torch.ops.aten.mul.Tensor(add_18, sigmoid_2);  sigmoid_2 = None
    mul_25 = torch.ops.aten.mul.Tensor(add_18, tanh_1);  tanh_1 = None
    mul_26 = torch.ops.aten.mul.Tensor(add_18, rsub_1);  rsub_1 = None
    mul_27 = torch.ops.aten.mul.Tensor(add_18, add);  add_18 = None
    neg_2 = torch.ops.aten.neg.default(mul_27);  mul_27 = None
    add_22 = torch.ops.aten.add.Tensor(mul_25, neg_2);  mul_25 = neg_2 = None
    detach_20 = torch.ops.aten.detach.default(detach_5);  detach_5 = None
    tanh_backward_2 = torch.ops.aten.tanh_backward.default(mul_24, detach_20);  mul_24 = detach_20 = None
    t_51 = torch.ops.aten.t.default(t_7);  t_7 = None
    mm_16 = torch.ops.aten.mm.default(tanh_backward_2, t_51);  t_51 = None
    t_52 = torch.ops.aten.t.default(tanh_backward_2)
    mm_17 = torch.ops.aten.mm.default(t_52, cat_3);  t_52 = cat_3 = None
    t_53 = torch.ops.aten.t.default(mm_17);  mm_17 = None
    sum_10 = torch.ops.aten.sum.dim_IntList(tanh_backward_2, [0], True);  tanh_backward_2 = None
    view_9 = torch.ops.aten.view.default(sum_10, [6]);  sum_10 = None
    add_23 = torch.ops.aten.add.Tensor(add_10, view_9);  add_10 = view_9 = None
    t_54 = torch.ops.aten.t.default(t_53);  t_53 = None
    add_24 = torch.ops.aten.add.Tensor(add_11, t_54);  add_11 = t_54 = None
    slice_9 = torch.ops.aten.slice.Tensor(mm_16, 1, 0, 6)
    slice_10 = torch.ops.aten.slice.Tensor(mm_16, 1, 6, 12);  mm_16 = None
    mul_28 = torch.ops.aten.mul.Tensor(slice_9, sigmoid_3);  sigmoid_3 = None
    mul_29 = torch.ops.aten.mul.Tensor(slice_9, add);  slice_9 = add = None
    add_25 = torch.ops.aten.add.Tensor(mul_26, mul_28);  mul_26 = mul_28 = None
    detach_21 = torch.ops.aten.detach.default(detach_4);  detach_4 = None
    sigmoid_backward_4 = torch.ops.aten.sigmoid_backward.default(mul_29, detach_21);  mul_29 = detach_21 = None
    t_55 = torch.ops.aten.t.default(t_6);  t_6 = None
    mm_18 = torch.ops.aten.mm.default(sigmoid_backward_4, t_55);  t_55 = None
    t_56 = torch.ops.aten.t.default(sigmoid_backward_4)
    mm_19 = torch.ops.aten.mm.default(t_56, cat_2);  t_56 = None
    t_57 = torch.ops.aten.t.default(mm_19);  mm_19 = None
    sum_11 = torch.ops.aten.sum.dim_IntList(sigmoid_backward_4, [0], True);  sigmoid_backward_4 = None
    view_10 = torch.ops.aten.view.default(sum_11, [6]);  sum_11 = None
    add_26 = torch.ops.aten.add.Tensor(add_13, view_10);  add_13 = view_10 = None
    t_58 = torch.ops.aten.t.default(t_57);  t_57 = None
    add_27 = torch.ops.aten.add.Tensor(add_14, t_58);  add_14 = t_58 = None
    detach_22 = torch.ops.aten.detach.default(detach_3);  detach_3 = None
    sigmoid_backward_5 = torch.ops.aten.sigmoid_backward.default(add_22, detach_22);  add_22 = detach_22 = None
    t_59 = torch.ops.aten.t.default(t_5);  t_5 = None
    mm_20 = torch.ops.aten.mm.default(sigmoid_backward_5, t_59);  t_59 = None
    t_60 = torch.ops.aten.t.default(sigmoid_backward_5)
    mm_21 = torch.ops.aten.mm.default(t_60, cat_2);  t_60 = cat_2 = None
    t_61 = torch.ops.aten.t.default(mm_21);  mm_21 = None
    sum_12 = torch.ops.aten.sum.dim_IntList(sigmoid_backward_5, [0], True);  sigmoid_backward_5 = None
    view_11 = torch.ops.aten.view.default(sum_12, [6]);  sum_12 = None
    add_28 = torch.ops.aten.add.Tensor(add_15, view_11);  add_15 = view_11 = None
    add_29 = torch.ops.aten.add.Tensor(mm_18, mm_20);  mm_18 = mm_20 = None
    t_62 = torch.ops.aten.t.default(t_61);  t_61 = None
    add_30 = torch.ops.aten.add.Tensor(add_17, t_62);  add_17 = t_62 = None
    slice_11 = torch.ops.aten.slice.Tensor(add_29, 1, 0, 6)
    slice_12 = torch.ops.aten.slice.Tensor(add_29, 1, 6, 12);  add_29 = None
    add_31 = torch.ops.aten.add.Tensor(add_25, slice_11);  add_25 = slice_11 = None
    add_32 = torch.ops.aten.add.Tensor(slice_10, slice_12);  slice_10 = slice_12 = None
    t_63 = torch.ops.aten.t.default(add_32)
    mm_22 = torch.ops.aten.mm.default(t_63, select_1);  t_63 = select_1 = None
    t_64 = torch.ops.aten.t.default(mm_22);  mm_22 = None
    sum_13 = torch.ops.aten.sum.dim_IntList(add_32, [0], True);  add_32 = None
    view_12 = torch.ops.aten.view.default(sum_13, [6]);  sum_13 = None
    add_33 = torch.ops.aten.add.Tensor(add_20, view_12);  add_20 = view_12 = None
    t_65 = torch.ops.aten.t.default(t_64);  t_64 = None
    add_34 = torch.ops.aten.add.Tensor(add_21, t_65);  add_21 = t_65 = None
    mul_30 = torch.ops.aten.mul.Tensor(add_31, sigmoid);  sigmoid = None
    mul_31 = torch.ops.aten.mul.Tensor(add_31, tanh);  tanh = None
    mul_32 = torch.ops.aten.mul.Tensor(add_31, rsub);  rsub = None
    mul_33 = torch.ops.aten.mul.Tensor(add_31, expand);  add_31 = None
    neg_3 = torch.ops.aten.neg.default(mul_33);  mul_33 = None
    add_35 = torch.ops.aten.add.Tensor(mul_31, neg_3);  mul_31 = neg_3 = None
    detach_23 = torch.ops.aten.detach.default(detach_2);  detach_2 = None
    tanh_backward_3 = torch.ops.aten.tanh_backward.default(mul_30, detach_23);  mul_30 = detach_23 = None
    t_66 = torch.ops.aten.t.default(t_3);  t_3 = None
    mm_23 = torch.ops.aten.mm.default(tanh_backward_3, t_66);  t_66 = None
    t_67 = torch.ops.aten.t.default(tanh_backward_3)
    mm_24 = torch.ops.aten.mm.default(t_67, cat_1);  t_67 = cat_1 = None
    t_68 = torch.ops.aten.t.default(mm_24);  mm_24 = None
    sum_14 = torch.ops.aten.sum.dim_IntList(tanh_backward_3, [0], True);  tanh_backward_3 = None
    view_13 = torch.ops.aten.view.default(sum_14, [6]);  sum_14 = None
    add_36 = torch.ops.aten.add.Tensor(add_23, view_13);  add_23 = view_13 = None
    t_69 = torch.ops.aten.t.default(t_68);  t_68 = None
    add_37 = torch.ops.aten.add.Tensor(add_24, t_69);  add_24 = t_69 = None
    slice_13 = torch.ops.aten.slice.Tensor(mm_23, 1, 0, 6)
    slice_14 = torch.ops.aten.slice.Tensor(mm_23, 1, 6, 12);  mm_23 = None
    mul_34 = torch.ops.aten.mul.Tensor(slice_13, sigmoid_1);  sigmoid_1 = None
    mul_35 = torch.ops.aten.mul.Tensor(slice_13, expand);  slice_13 = expand = None
    add_38 = torch.ops.aten.add.Tensor(mul_32, mul_34);  mul_32 = mul_34 = None
    detach_24 = torch.ops.aten.detach.default(detach_1);  detach_1 = None
    sigmoid_backward_6 = torch.ops.aten.sigmoid_backward.default(mul_35, detach_24);  mul_35 = detach_24 = None
    t_70 = torch.ops.aten.t.default(t_2);  t_2 = None
    mm_25 = torch.ops.aten.mm.default(sigmoid_backward_6, t_70);  t_70 = None
    t_71 = torch.ops.aten.t.default(sigmoid_backward_6)
    mm_26 = torch.ops.aten.mm.default(t_71, cat);  t_71 = None
    t_72 = torch.ops.aten.t.default(mm_26);  mm_26 = None
    sum_15 = torch.ops.aten.sum.dim_IntList(sigmoid_backward_6, [0], True);  sigmoid_backward_6 = None
    view_14 = torch.ops.aten.view.default(sum_15, [6]);  sum_15 = None
    add_39 = torch.ops.aten.add.Tensor(add_26, view_14);  add_26 = view_14 = None
    t_73 = torch.ops.aten.t.default(t_72);  t_72 = None
    add_40 = torch.ops.aten.add.Tensor(add_27, t_73);  add_27 = t_73 = None
    detach_25 = torch.ops.aten.detach.default(detach);  detach = None
    sigmoid_backward_7 = torch.ops.aten.sigmoid_backward.default(add_35, detach_25);  add_35 = detach_25 = None
    t_74 = torch.ops.aten.t.default(t_1);  t_1 = None
    mm_27 = torch.ops.aten.mm.default(sigmoid_backward_7, t_74);  t_74 = None
    t_75 = torch.ops.aten.t.default(sigmoid_backward_7)
    mm_28 = torch.ops.aten.mm.default(t_75, cat);  t_75 = cat = None
    t_76 = torch.ops.aten.t.default(mm_28);  mm_28 = None
    sum_16 = torch.ops.aten.sum.dim_IntList(sigmoid_backward_7, [0], True);  sigmoid_backward_7 = None
    view_15 = torch.ops.aten.view.default(sum_16, [6]);  sum_16 = None
    add_41 = torch.ops.aten.add.Tensor(add_28, view_15);  add_28 = view_15 = None
    add_42 = torch.ops.aten.add.Tensor(mm_25, mm_27);  mm_25 = mm_27 = None
    t_77 = torch.ops.aten.t.default(t_76);  t_76 = None
    add_43 = torch.ops.aten.add.Tensor(add_30, t_77);  add_30 = t_77 = None
    slice_15 = torch.ops.aten.slice.Tensor(add_42, 1, 0, 6)
    slice_16 = torch.ops.aten.slice.Tensor(add_42, 1, 6, 12);  add_42 = None
    add_44 = torch.ops.aten.add.Tensor(add_38, slice_15);  add_38 = slice_15 = None
    add_45 = torch.ops.aten.add.Tensor(slice_14, slice_16);  slice_14 = slice_16 = None
    t_78 = torch.ops.aten.t.default(add_45)
    mm_29 = torch.ops.aten.mm.default(t_78, select);  t_78 = select = None
    t_79 = torch.ops.aten.t.default(mm_29);  mm_29 = None
    sum_17 = torch.ops.aten.sum.dim_IntList(add_45, [0], True);  add_45 = None
    view_16 = torch.ops.aten.view.default(sum_17, [6]);  sum_17 = None
    add_46 = torch.ops.aten.add.Tensor(add_33, view_16);  add_33 = view_16 = None
    t_80 = torch.ops.aten.t.default(t_79);  t_79 = None
    add_47 = torch.ops.aten.add.Tensor(add_34, t_80);  add_34 = t_80 = None
    sum_18 = torch.ops.aten.sum.dim_IntList(add_44, [0], True);  add_44 = None
    return (getitem, sum_18, add_47, add_46, add_43, add_41, add_40, add_39, add_37, add_36, t_20, view)
    