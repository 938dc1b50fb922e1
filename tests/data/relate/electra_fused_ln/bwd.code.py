


def forward(self, loss_1):
    ones_like = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
    mul = torch.ops.aten.mul.Tensor(ones_like, 50.0)
    _tensor_constant0 = self._tensor_constant0
    div = torch.ops.aten.div.Tensor(mul, _tensor_constant0);  mul = _tensor_constant0 = None
    expand = torch.ops.aten.expand.default(div, [2, 10]);  div = None
    _tensor_constant1 = self._tensor_constant1
    mul_1 = torch.ops.aten.mul.Tensor(expand, _tensor_constant1);  expand = _tensor_constant1 = None
    _tensor_constant2 = self._tensor_constant2
    sigmoid = torch.ops.aten.sigmoid.default(_tensor_constant2);  _tensor_constant2 = None
    _tensor_constant3 = self._tensor_constant3
    sub = torch.ops.aten.sub.Tensor(sigmoid, _tensor_constant3);  sigmoid = _tensor_constant3 = None
    mul_2 = torch.ops.aten.mul.Tensor(sub, mul_1);  sub = mul_1 = None
    _tensor_constant4 = self._tensor_constant4
    _tensor_constant5 = self._tensor_constant5
    _tensor_constant6 = self._tensor_constant6
    nll_loss_backward = torch.ops.aten.nll_loss_backward.default(ones_like, _tensor_constant4, _tensor_constant5, None, 1, -100, _tensor_constant6);  ones_like = _tensor_constant4 = _tensor_constant5 = _tensor_constant6 = None
    _tensor_constant7 = self._tensor_constant7
    detach = torch.ops.aten.detach.default(_tensor_constant7);  _tensor_constant7 = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach, 1, torch.float32);  nll_loss_backward = detach = None
    view = torch.ops.aten.view.default(_log_softmax_backward_data, [2, 10, 24]);  _log_softmax_backward_data = None
    unsqueeze = torch.ops.aten.unsqueeze.default(mul_2, 2);  mul_2 = None
    view_1 = torch.ops.aten.view.default(unsqueeze, [20, 1]);  unsqueeze = None
    _tensor_constant8 = self._tensor_constant8
    t = torch.ops.aten.t.default(_tensor_constant8);  _tensor_constant8 = None
    mm = torch.ops.aten.mm.default(view_1, t);  t = None
    t_1 = torch.ops.aten.t.default(view_1)
    _tensor_constant9 = self._tensor_constant9
    mm_1 = torch.ops.aten.mm.default(t_1, _tensor_constant9);  t_1 = _tensor_constant9 = None
    t_2 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(view_1, [0], True);  view_1 = None
    view_2 = torch.ops.aten.view.default(sum_1, [1]);  sum_1 = None
    t_3 = torch.ops.aten.t.default(t_2);  t_2 = None
    view_3 = torch.ops.aten.view.default(mm, [2, 10, 16]);  mm = None
    _tensor_constant10 = self._tensor_constant10
    gelu_backward = torch.ops.aten.gelu_backward.default(view_3, _tensor_constant10);  view_3 = _tensor_constant10 = None
    view_4 = torch.ops.aten.view.default(gelu_backward, [20, 16]);  gelu_backward = None
    _tensor_constant11 = self._tensor_constant11
    t_4 = torch.ops.aten.t.default(_tensor_constant11);  _tensor_constant11 = None
    mm_2 = torch.ops.aten.mm.default(view_4, t_4);  t_4 = None
    t_5 = torch.ops.aten.t.default(view_4)
    _tensor_constant12 = self._tensor_constant12
    mm_3 = torch.ops.aten.mm.default(t_5, _tensor_constant12);  t_5 = _tensor_constant12 = None
    t_6 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(view_4, [0], True);  view_4 = None
    view_5 = torch.ops.aten.view.default(sum_2, [16]);  sum_2 = None
    t_7 = torch.ops.aten.t.default(t_6);  t_6 = None
    view_6 = torch.ops.aten.view.default(mm_2, [2, 10, 16]);  mm_2 = None
    _tensor_constant13 = self._tensor_constant13
    _tensor_constant14 = self._tensor_constant14
    sub_1 = torch.ops.aten.sub.Tensor(_tensor_constant13, _tensor_constant14);  _tensor_constant13 = _tensor_constant14 = None
    _tensor_constant15 = self._tensor_constant15
    mul_3 = torch.ops.aten.mul.Tensor(sub_1, _tensor_constant15);  sub_1 = _tensor_constant15 = None
    _param_constant0 = self._param_constant0
    mul_4 = torch.ops.aten.mul.Tensor(view_6, _param_constant0);  _param_constant0 = None
    mean = torch.ops.aten.mean.dim(mul_4, [-1], True)
    sub_2 = torch.ops.aten.sub.Tensor(mul_4, mean);  mean = None
    mul_5 = torch.ops.aten.mul.Tensor(mul_4, mul_3);  mul_4 = None
    mean_1 = torch.ops.aten.mean.dim(mul_5, [-1], True);  mul_5 = None
    mul_6 = torch.ops.aten.mul.Tensor(mul_3, mean_1);  mean_1 = None
    sub_3 = torch.ops.aten.sub.Tensor(sub_2, mul_6);  sub_2 = mul_6 = None
    _tensor_constant15_1 = self._tensor_constant15
    mul_7 = torch.ops.aten.mul.Tensor(_tensor_constant15_1, sub_3);  _tensor_constant15_1 = sub_3 = None
    mul_8 = torch.ops.aten.mul.Tensor(view_6, mul_3);  mul_3 = None
    view_7 = torch.ops.aten.view.default(mul_8, [-1, 16]);  mul_8 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(view_7, [0]);  view_7 = None
    view_8 = torch.ops.aten.view.default(view_6, [-1, 16]);  view_6 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(view_8, [0]);  view_8 = None
    view_9 = torch.ops.aten.view.default(mul_7, [20, 16])
    _tensor_constant16 = self._tensor_constant16
    t_8 = torch.ops.aten.t.default(_tensor_constant16);  _tensor_constant16 = None
    mm_4 = torch.ops.aten.mm.default(view_9, t_8);  t_8 = None
    t_9 = torch.ops.aten.t.default(view_9)
    _tensor_constant17 = self._tensor_constant17
    mm_5 = torch.ops.aten.mm.default(t_9, _tensor_constant17);  t_9 = _tensor_constant17 = None
    t_10 = torch.ops.aten.t.default(mm_5);  mm_5 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(view_9, [0], True);  view_9 = None
    view_10 = torch.ops.aten.view.default(sum_5, [16]);  sum_5 = None
    t_11 = torch.ops.aten.t.default(t_10);  t_10 = None
    view_11 = torch.ops.aten.view.default(mm_4, [2, 10, 32]);  mm_4 = None
    _tensor_constant18 = self._tensor_constant18
    gelu_backward_1 = torch.ops.aten.gelu_backward.default(view_11, _tensor_constant18);  view_11 = _tensor_constant18 = None
    view_12 = torch.ops.aten.view.default(gelu_backward_1, [20, 32]);  gelu_backward_1 = None
    _tensor_constant19 = self._tensor_constant19
    t_12 = torch.ops.aten.t.default(_tensor_constant19);  _tensor_constant19 = None
    mm_6 = torch.ops.aten.mm.default(view_12, t_12);  t_12 = None
    t_13 = torch.ops.aten.t.default(view_12)
    _tensor_constant20 = self._tensor_constant20
    mm_7 = torch.ops.aten.mm.default(t_13, _tensor_constant20);  t_13 = _tensor_constant20 = None
    t_14 = torch.ops.aten.t.default(mm_7);  mm_7 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(view_12, [0], True);  view_12 = None
    view_13 = torch.ops.aten.view.default(sum_6, [32]);  sum_6 = None
    t_15 = torch.ops.aten.t.default(t_14);  t_14 = None
    view_14 = torch.ops.aten.view.default(mm_6, [2, 10, 16]);  mm_6 = None
    _tensor_constant21 = self._tensor_constant21
    _tensor_constant22 = self._tensor_constant22
    sub_4 = torch.ops.aten.sub.Tensor(_tensor_constant21, _tensor_constant22);  _tensor_constant21 = _tensor_constant22 = None
    _tensor_constant23 = self._tensor_constant23
    mul_9 = torch.ops.aten.mul.Tensor(sub_4, _tensor_constant23);  sub_4 = _tensor_constant23 = None
    _param_constant1 = self._param_constant1
    mul_10 = torch.ops.aten.mul.Tensor(view_14, _param_constant1);  _param_constant1 = None
    mean_2 = torch.ops.aten.mean.dim(mul_10, [-1], True)
    sub_5 = torch.ops.aten.sub.Tensor(mul_10, mean_2);  mean_2 = None
    mul_11 = torch.ops.aten.mul.Tensor(mul_10, mul_9);  mul_10 = None
    mean_3 = torch.ops.aten.mean.dim(mul_11, [-1], True);  mul_11 = None
    mul_12 = torch.ops.aten.mul.Tensor(mul_9, mean_3);  mean_3 = None
    sub_6 = torch.ops.aten.sub.Tensor(sub_5, mul_12);  sub_5 = mul_12 = None
    _tensor_constant23_1 = self._tensor_constant23
    mul_13 = torch.ops.aten.mul.Tensor(_tensor_constant23_1, sub_6);  _tensor_constant23_1 = sub_6 = None
    mul_14 = torch.ops.aten.mul.Tensor(view_14, mul_9);  mul_9 = None
    view_15 = torch.ops.aten.view.default(mul_14, [-1, 16]);  mul_14 = None
    sum_7 = torch.ops.aten.sum.dim_IntList(view_15, [0]);  view_15 = None
    view_16 = torch.ops.aten.view.default(view_14, [-1, 16]);  view_14 = None
    sum_8 = torch.ops.aten.sum.dim_IntList(view_16, [0]);  view_16 = None
    add = torch.ops.aten.add.Tensor(mul_7, mul_13);  mul_7 = mul_13 = None
    view_17 = torch.ops.aten.view.default(add, [20, 16])
    _tensor_constant24 = self._tensor_constant24
    t_16 = torch.ops.aten.t.default(_tensor_constant24);  _tensor_constant24 = None
    mm_8 = torch.ops.aten.mm.default(view_17, t_16);  t_16 = None
    t_17 = torch.ops.aten.t.default(view_17)
    _tensor_constant25 = self._tensor_constant25
    mm_9 = torch.ops.aten.mm.default(t_17, _tensor_constant25);  t_17 = _tensor_constant25 = None
    t_18 = torch.ops.aten.t.default(mm_9);  mm_9 = None
    sum_9 = torch.ops.aten.sum.dim_IntList(view_17, [0], True);  view_17 = None
    view_18 = torch.ops.aten.view.default(sum_9, [16]);  sum_9 = None
    t_19 = torch.ops.aten.t.default(t_18);  t_18 = None
    view_19 = torch.ops.aten.view.default(mm_8, [2, 10, 16]);  mm_8 = None
    view_20 = torch.ops.aten.view.default(view_19, [2, 10, 2, 8]);  view_19 = None
    transpose = torch.ops.aten.transpose.int(view_20, 1, 2);  view_20 = None
    clone = torch.ops.aten.clone.default(transpose, memory_format = torch.contiguous_format);  transpose = None
    _unsafe_view = torch.ops.aten._unsafe_view.default(clone, [4, 10, 8]);  clone = None
    _tensor_constant26 = self._tensor_constant26
    transpose_1 = torch.ops.aten.transpose.int(_tensor_constant26, 1, 2);  _tensor_constant26 = None
    bmm = torch.ops.aten.bmm.default(transpose_1, _unsafe_view);  transpose_1 = None
    _tensor_constant27 = self._tensor_constant27
    transpose_2 = torch.ops.aten.transpose.int(_tensor_constant27, 1, 2);  _tensor_constant27 = None
    bmm_1 = torch.ops.aten.bmm.default(_unsafe_view, transpose_2);  _unsafe_view = transpose_2 = None
    view_21 = torch.ops.aten.view.default(bmm, [2, 2, 10, 8]);  bmm = None
    view_22 = torch.ops.aten.view.default(bmm_1, [2, 2, 10, 10]);  bmm_1 = None
    _tensor_constant28 = self._tensor_constant28
    detach_1 = torch.ops.aten.detach.default(_tensor_constant28);  _tensor_constant28 = None
    _softmax_backward_data = torch.ops.aten._softmax_backward_data.default(view_22, detach_1, -1, torch.float32);  view_22 = detach_1 = None
    _tensor_constant29 = self._tensor_constant29
    masked_fill = torch.ops.aten.masked_fill.Scalar(_softmax_backward_data, _tensor_constant29, 0);  _softmax_backward_data = _tensor_constant29 = None
    div_1 = torch.ops.aten.div.Tensor(masked_fill, 2.8284271247461903);  masked_fill = None
    view_23 = torch.ops.aten.view.default(div_1, [4, 10, 10]);  div_1 = None
    _tensor_constant30 = self._tensor_constant30
    transpose_3 = torch.ops.aten.transpose.int(_tensor_constant30, 1, 2);  _tensor_constant30 = None
    bmm_2 = torch.ops.aten.bmm.default(transpose_3, view_23);  transpose_3 = None
    _tensor_constant31 = self._tensor_constant31
    transpose_4 = torch.ops.aten.transpose.int(_tensor_constant31, 1, 2);  _tensor_constant31 = None
    bmm_3 = torch.ops.aten.bmm.default(view_23, transpose_4);  view_23 = transpose_4 = None
    view_24 = torch.ops.aten.view.default(bmm_2, [2, 2, 8, 10]);  bmm_2 = None
    view_25 = torch.ops.aten.view.default(bmm_3, [2, 2, 10, 8]);  bmm_3 = None
    transpose_5 = torch.ops.aten.transpose.int(view_24, -1, -2);  view_24 = None
    transpose_6 = torch.ops.aten.transpose.int(view_21, 1, 2);  view_21 = None
    clone_1 = torch.ops.aten.clone.default(transpose_6, memory_format = torch.contiguous_format);  transpose_6 = None
    _unsafe_view_1 = torch.ops.aten._unsafe_view.default(clone_1, [2, 10, 16]);  clone_1 = None
    transpose_7 = torch.ops.aten.transpose.int(transpose_5, 1, 2);  transpose_5 = None
    view_26 = torch.ops.aten.view.default(transpose_7, [2, 10, 16]);  transpose_7 = None
    transpose_8 = torch.ops.aten.transpose.int(view_25, 1, 2);  view_25 = None
    clone_2 = torch.ops.aten.clone.default(transpose_8, memory_format = torch.contiguous_format);  transpose_8 = None
    _unsafe_view_2 = torch.ops.aten._unsafe_view.default(clone_2, [2, 10, 16]);  clone_2 = None
    cat = torch.ops.aten.cat.default([_unsafe_view_2, view_26, _unsafe_view_1], 2);  _unsafe_view_2 = view_26 = _unsafe_view_1 = None
    view_27 = torch.ops.aten.view.default(cat, [20, 48]);  cat = None
    _tensor_constant32 = self._tensor_constant32
    t_20 = torch.ops.aten.t.default(_tensor_constant32);  _tensor_constant32 = None
    mm_10 = torch.ops.aten.mm.default(view_27, t_20);  t_20 = None
    t_21 = torch.ops.aten.t.default(view_27)
    _tensor_constant33 = self._tensor_constant33
    mm_11 = torch.ops.aten.mm.default(t_21, _tensor_constant33);  t_21 = _tensor_constant33 = None
    t_22 = torch.ops.aten.t.default(mm_11);  mm_11 = None
    sum_10 = torch.ops.aten.sum.dim_IntList(view_27, [0], True);  view_27 = None
    view_28 = torch.ops.aten.view.default(sum_10, [48]);  sum_10 = None
    t_23 = torch.ops.aten.t.default(t_22);  t_22 = None
    view_29 = torch.ops.aten.view.default(mm_10, [2, 10, 16]);  mm_10 = None
    _tensor_constant34 = self._tensor_constant34
    _tensor_constant35 = self._tensor_constant35
    sub_7 = torch.ops.aten.sub.Tensor(_tensor_constant34, _tensor_constant35);  _tensor_constant34 = _tensor_constant35 = None
    _tensor_constant36 = self._tensor_constant36
    mul_15 = torch.ops.aten.mul.Tensor(sub_7, _tensor_constant36);  sub_7 = _tensor_constant36 = None
    _param_constant2 = self._param_constant2
    mul_16 = torch.ops.aten.mul.Tensor(view_29, _param_constant2);  _param_constant2 = None
    mean_4 = torch.ops.aten.mean.dim(mul_16, [-1], True)
    sub_8 = torch.ops.aten.sub.Tensor(mul_16, mean_4);  mean_4 = None
    mul_17 = torch.ops.aten.mul.Tensor(mul_16, mul_15);  mul_16 = None
    mean_5 = torch.ops.aten.mean.dim(mul_17, [-1], True);  mul_17 = None
    mul_18 = torch.ops.aten.mul.Tensor(mul_15, mean_5);  mean_5 = None
    sub_9 = torch.ops.aten.sub.Tensor(sub_8, mul_18);  sub_8 = mul_18 = None
    _tensor_constant36_1 = self._tensor_constant36
    mul_19 = torch.ops.aten.mul.Tensor(_tensor_constant36_1, sub_9);  _tensor_constant36_1 = sub_9 = None
    mul_20 = torch.ops.aten.mul.Tensor(view_29, mul_15);  mul_15 = None
    view_30 = torch.ops.aten.view.default(mul_20, [-1, 16]);  mul_20 = None
    sum_11 = torch.ops.aten.sum.dim_IntList(view_30, [0]);  view_30 = None
    view_31 = torch.ops.aten.view.default(view_29, [-1, 16]);  view_29 = None
    sum_12 = torch.ops.aten.sum.dim_IntList(view_31, [0]);  view_31 = None
    add_1 = torch.ops.aten.add.Tensor(add, mul_19);  add = mul_19 = None
    view_32 = torch.ops.aten.view.default(add_1, [20, 16])
    _tensor_constant37 = self._tensor_constant37
    t_24 = torch.ops.aten.t.default(_tensor_constant37);  _tensor_constant37 = None
    mm_12 = torch.ops.aten.mm.default(view_32, t_24);  t_24 = None
    t_25 = torch.ops.aten.t.default(view_32)
    _tensor_constant38 = self._tensor_constant38
    mm_13 = torch.ops.aten.mm.default(t_25, _tensor_constant38);  t_25 = _tensor_constant38 = None
    t_26 = torch.ops.aten.t.default(mm_13);  mm_13 = None
    sum_13 = torch.ops.aten.sum.dim_IntList(view_32, [0], True);  view_32 = None
    view_33 = torch.ops.aten.view.default(sum_13, [16]);  sum_13 = None
    t_27 = torch.ops.aten.t.default(t_26);  t_26 = None
    view_34 = torch.ops.aten.view.default(mm_12, [2, 10, 32]);  mm_12 = None
    _tensor_constant39 = self._tensor_constant39
    gelu_backward_2 = torch.ops.aten.gelu_backward.default(view_34, _tensor_constant39);  view_34 = _tensor_constant39 = None
    view_35 = torch.ops.aten.view.default(gelu_backward_2, [20, 32]);  gelu_backward_2 = None
    _tensor_constant40 = self._tensor_constant40
    t_28 = torch.ops.aten.t.default(_tensor_constant40);  _tensor_constant40 = None
    mm_14 = torch.ops.aten.mm.default(view_35, t_28);  t_28 = None
    t_29 = torch.ops.aten.t.default(view_35)
    _tensor_constant41 = self._tensor_constant41
    mm_15 = torch.ops.aten.mm.default(t_29, _tensor_constant41);  t_29 = _tensor_constant41 = None
    t_30 = torch.ops.aten.t.default(mm_15);  mm_15 = None
    sum_14 = torch.ops.aten.sum.dim_IntList(view_35, [0], True);  view_35 = None
    view_36 = torch.ops.aten.view.default(sum_14, [32]);  sum_14 = None
    t_31 = torch.ops.aten.t.default(t_30);  t_30 = None
    view_37 = torch.ops.aten.view.default(mm_14, [2, 10, 16]);  mm_14 = None
    _tensor_constant42 = self._tensor_constant42
    _tensor_constant43 = self._tensor_constant43
    sub_10 = torch.ops.aten.sub.Tensor(_tensor_constant42, _tensor_constant43);  _tensor_constant42 = _tensor_constant43 = None
    _tensor_constant44 = self._tensor_constant44
    mul_21 = torch.ops.aten.mul.Tensor(sub_10, _tensor_constant44);  sub_10 = _tensor_constant44 = None
    _param_constant3 = self._param_constant3
    mul_22 = torch.ops.aten.mul.Tensor(view_37, _param_constant3);  _param_constant3 = None
    mean_6 = torch.ops.aten.mean.dim(mul_22, [-1], True)
    sub_11 = torch.ops.aten.sub.Tensor(mul_22, mean_6);  mean_6 = None
    mul_23 = torch.ops.aten.mul.Tensor(mul_22, mul_21);  mul_22 = None
    mean_7 = torch.ops.aten.mean.dim(mul_23, [-1], True);  mul_23 = None
    mul_24 = torch.ops.aten.mul.Tensor(mul_21, mean_7);  mean_7 = None
    sub_12 = torch.ops.aten.sub.Tensor(sub_11, mul_24);  sub_11 = mul_24 = None
    _tensor_constant44_1 = self._tensor_constant44
    mul_25 = torch.ops.aten.mul.Tensor(_tensor_constant44_1, sub_12);  _tensor_constant44_1 = sub_12 = None
    mul_26 = torch.ops.aten.mul.Tensor(view_37, mul_21);  mul_21 = None
    view_38 = torch.ops.aten.view.default(mul_26, [-1, 16]);  mul_26 = None
    sum_15 = torch.ops.aten.sum.dim_IntList(view_38, [0]);  view_38 = None
    view_39 = torch.ops.aten.view.default(view_37, [-1, 16]);  view_37 = None
    sum_16 = torch.ops.aten.sum.dim_IntList(view_39, [0]);  view_39 = None
    add_2 = torch.ops.aten.add.Tensor(add_1, mul_25);  add_1 = mul_25 = None
    view_40 = torch.ops.aten.view.default(add_2, [20, 16])
    _tensor_constant45 = self._tensor_constant45
    t_32 = torch.ops.aten.t.default(_tensor_constant45);  _tensor_constant45 = None
    mm_16 = torch.ops.aten.mm.default(view_40, t_32);  t_32 = None
    t_33 = torch.ops.aten.t.default(view_40)
    _tensor_constant46 = self._tensor_constant46
    mm_17 = torch.ops.aten.mm.default(t_33, _tensor_constant46);  t_33 = _tensor_constant46 = None
    t_34 = torch.ops.aten.t.default(mm_17);  mm_17 = None
    sum_17 = torch.ops.aten.sum.dim_IntList(view_40, [0], True);  view_40 = None
    view_41 = torch.ops.aten.view.default(sum_17, [16]);  sum_17 = None
    t_35 = torch.ops.aten.t.default(t_34);  t_34 = None
    view_42 = torch.ops.aten.view.default(mm_16, [2, 10, 16]);  mm_16 = None
    view_43 = torch.ops.aten.view.default(view_42, [2, 10, 2, 8]);  view_42 = None
    transpose_9 = torch.ops.aten.transpose.int(view_43, 1, 2);  view_43 = None
    clone_3 = torch.ops.aten.clone.default(transpose_9, memory_format = torch.contiguous_format);  transpose_9 = None
    _unsafe_view_3 = torch.ops.aten._unsafe_view.default(clone_3, [4, 10, 8]);  clone_3 = None
    _tensor_constant47 = self._tensor_constant47
    transpose_10 = torch.ops.aten.transpose.int(_tensor_constant47, 1, 2);  _tensor_constant47 = None
    bmm_4 = torch.ops.aten.bmm.default(transpose_10, _unsafe_view_3);  transpose_10 = None
    _tensor_constant48 = self._tensor_constant48
    transpose_11 = torch.ops.aten.transpose.int(_tensor_constant48, 1, 2);  _tensor_constant48 = None
    bmm_5 = torch.ops.aten.bmm.default(_unsafe_view_3, transpose_11);  _unsafe_view_3 = transpose_11 = None
    view_44 = torch.ops.aten.view.default(bmm_4, [2, 2, 10, 8]);  bmm_4 = None
    view_45 = torch.ops.aten.view.default(bmm_5, [2, 2, 10, 10]);  bmm_5 = None
    _tensor_constant49 = self._tensor_constant49
    detach_2 = torch.ops.aten.detach.default(_tensor_constant49);  _tensor_constant49 = None
    _softmax_backward_data_1 = torch.ops.aten._softmax_backward_data.default(view_45, detach_2, -1, torch.float32);  view_45 = detach_2 = None
    _tensor_constant50 = self._tensor_constant50
    masked_fill_1 = torch.ops.aten.masked_fill.Scalar(_softmax_backward_data_1, _tensor_constant50, 0);  _softmax_backward_data_1 = _tensor_constant50 = None
    div_2 = torch.ops.aten.div.Tensor(masked_fill_1, 2.8284271247461903);  masked_fill_1 = None
    view_46 = torch.ops.aten.view.default(div_2, [4, 10, 10]);  div_2 = None
    _tensor_constant51 = self._tensor_constant51
    transpose_12 = torch.ops.aten.transpose.int(_tensor_constant51, 1, 2);  _tensor_constant51 = None
    bmm_6 = torch.ops.aten.bmm.default(transpose_12, view_46);  transpose_12 = None
    _tensor_constant52 = self._tensor_constant52
    transpose_13 = torch.ops.aten.transpose.int(_tensor_constant52, 1, 2);  _tensor_constant52 = None
    bmm_7 = torch.ops.aten.bmm.default(view_46, transpose_13);  view_46 = transpose_13 = None
    view_47 = torch.ops.aten.view.default(bmm_6, [2, 2, 8, 10]);  bmm_6 = None
    view_48 = torch.ops.aten.view.default(bmm_7, [2, 2, 10, 8]);  bmm_7 = None
    transpose_14 = torch.ops.aten.transpose.int(view_47, -1, -2);  view_47 = None
    transpose_15 = torch.ops.aten.transpose.int(view_44, 1, 2);  view_44 = None
    clone_4 = torch.ops.aten.clone.default(transpose_15, memory_format = torch.contiguous_format);  transpose_15 = None
    _unsafe_view_4 = torch.ops.aten._unsafe_view.default(clone_4, [2, 10, 16]);  clone_4 = None
    transpose_16 = torch.ops.aten.transpose.int(transpose_14, 1, 2);  transpose_14 = None
    view_49 = torch.ops.aten.view.default(transpose_16, [2, 10, 16]);  transpose_16 = None
    transpose_17 = torch.ops.aten.transpose.int(view_48, 1, 2);  view_48 = None
    clone_5 = torch.ops.aten.clone.default(transpose_17, memory_format = torch.contiguous_format);  transpose_17 = None
    _unsafe_view_5 = torch.ops.aten._unsafe_view.default(clone_5, [2, 10, 16]);  clone_5 = None
    cat_1 = torch.ops.aten.cat.default([_unsafe_view_5, view_49, _unsafe_view_4], 2);  _unsafe_view_5 = view_49 = _unsafe_view_4 = None
    view_50 = torch.ops.aten.view.default(cat_1, [20, 48]);  cat_1 = None
    _tensor_constant53 = self._tensor_constant53
    t_36 = torch.ops.aten.t.default(_tensor_constant53);  _tensor_constant53 = None
    mm_18 = torch.ops.aten.mm.default(view_50, t_36);  t_36 = None
    t_37 = torch.ops.aten.t.default(view_50)
    _tensor_constant54 = self._tensor_constant54
    mm_19 = torch.ops.aten.mm.default(t_37, _tensor_constant54);  t_37 = _tensor_constant54 = None
    t_38 = torch.ops.aten.t.default(mm_19);  mm_19 = None
    sum_18 = torch.ops.aten.sum.dim_IntList(view_50, [0], True);  view_50 = None
    view_51 = torch.ops.aten.view.default(sum_18, [48]);  sum_18 = None
    t_39 = torch.ops.aten.t.default(t_38);  t_38 = None
    view_52 = torch.ops.aten.view.default(mm_18, [2, 10, 16]);  mm_18 = None
    _tensor_constant55 = self._tensor_constant55
    _tensor_constant56 = self._tensor_constant56
    sub_13 = torch.ops.aten.sub.Tensor(_tensor_constant55, _tensor_constant56);  _tensor_constant55 = _tensor_constant56 = None
    _tensor_constant57 = self._tensor_constant57
    mul_27 = torch.ops.aten.mul.Tensor(sub_13, _tensor_constant57);  sub_13 = _tensor_constant57 = None
    _param_constant4 = self._param_constant4
    mul_28 = torch.ops.aten.mul.Tensor(view_52, _param_constant4);  _param_constant4 = None
    mean_8 = torch.ops.aten.mean.dim(mul_28, [-1], True)
    sub_14 = torch.ops.aten.sub.Tensor(mul_28, mean_8);  mean_8 = None
    mul_29 = torch.ops.aten.mul.Tensor(mul_28, mul_27);  mul_28 = None
    mean_9 = torch.ops.aten.mean.dim(mul_29, [-1], True);  mul_29 = None
    mul_30 = torch.ops.aten.mul.Tensor(mul_27, mean_9);  mean_9 = None
    sub_15 = torch.ops.aten.sub.Tensor(sub_14, mul_30);  sub_14 = mul_30 = None
    _tensor_constant57_1 = self._tensor_constant57
    mul_31 = torch.ops.aten.mul.Tensor(_tensor_constant57_1, sub_15);  _tensor_constant57_1 = sub_15 = None
    mul_32 = torch.ops.aten.mul.Tensor(view_52, mul_27);  mul_27 = None
    view_53 = torch.ops.aten.view.default(mul_32, [-1, 16]);  mul_32 = None
    sum_19 = torch.ops.aten.sum.dim_IntList(view_53, [0]);  view_53 = None
    view_54 = torch.ops.aten.view.default(view_52, [-1, 16]);  view_52 = None
    sum_20 = torch.ops.aten.sum.dim_IntList(view_54, [0]);  view_54 = None
    add_3 = torch.ops.aten.add.Tensor(add_2, mul_31);  add_2 = mul_31 = None
    _tensor_constant58 = self._tensor_constant58
    _tensor_constant59 = self._tensor_constant59
    sub_16 = torch.ops.aten.sub.Tensor(_tensor_constant58, _tensor_constant59);  _tensor_constant58 = _tensor_constant59 = None
    _tensor_constant60 = self._tensor_constant60
    mul_33 = torch.ops.aten.mul.Tensor(sub_16, _tensor_constant60);  sub_16 = _tensor_constant60 = None
    _param_constant5 = self._param_constant5
    mul_34 = torch.ops.aten.mul.Tensor(add_3, _param_constant5);  _param_constant5 = None
    mean_10 = torch.ops.aten.mean.dim(mul_34, [-1], True)
    sub_17 = torch.ops.aten.sub.Tensor(mul_34, mean_10);  mean_10 = None
    mul_35 = torch.ops.aten.mul.Tensor(mul_34, mul_33);  mul_34 = None
    mean_11 = torch.ops.aten.mean.dim(mul_35, [-1], True);  mul_35 = None
    mul_36 = torch.ops.aten.mul.Tensor(mul_33, mean_11);  mean_11 = None
    sub_18 = torch.ops.aten.sub.Tensor(sub_17, mul_36);  sub_17 = mul_36 = None
    _tensor_constant60_1 = self._tensor_constant60
    mul_37 = torch.ops.aten.mul.Tensor(_tensor_constant60_1, sub_18);  _tensor_constant60_1 = sub_18 = None
    mul_38 = torch.ops.aten.mul.Tensor(add_3, mul_33);  mul_33 = None
    view_55 = torch.ops.aten.view.default(mul_38, [-1, 16]);  mul_38 = None
    sum_21 = torch.ops.aten.sum.dim_IntList(view_55, [0]);  view_55 = None
    view_56 = torch.ops.aten.view.default(add_3, [-1, 16]);  add_3 = None
    sum_22 = torch.ops.aten.sum.dim_IntList(view_56, [0]);  view_56 = None
    sum_23 = torch.ops.aten.sum.dim_IntList(mul_37, [0], True)
    view_57 = torch.ops.aten.view.default(sum_23, [10, 16]);  sum_23 = None
    slice_backward = torch.ops.aten.slice_backward.default(view_57, [10, 16], 0, 0, 10, 1);  view_57 = None
    _tensor_constant61 = self._tensor_constant61
    embedding_dense_backward = torch.ops.aten.embedding_dense_backward.default(mul_37, _tensor_constant61, 24, -1, False);  mul_37 = _tensor_constant61 = None
    sum_24 = torch.ops.aten.sum.dim_IntList(view, [0, 1], True)
    view_58 = torch.ops.aten.view.default(sum_24, [24]);  sum_24 = None
    view_59 = torch.ops.aten.view.default(view, [20, 24]);  view = None
    t_40 = torch.ops.aten.t.default(view_59)
    _tensor_constant62 = self._tensor_constant62
    mm_20 = torch.ops.aten.mm.default(t_40, _tensor_constant62);  t_40 = _tensor_constant62 = None
    t_41 = torch.ops.aten.t.default(mm_20);  mm_20 = None
    _tensor_constant63 = self._tensor_constant63
    t_42 = torch.ops.aten.t.default(_tensor_constant63);  _tensor_constant63 = None
    mm_21 = torch.ops.aten.mm.default(view_59, t_42);  view_59 = t_42 = None
    view_60 = torch.ops.aten.view.default(mm_21, [2, 10, 16]);  mm_21 = None
    t_43 = torch.ops.aten.t.default(t_41);  t_41 = None
    add_4 = torch.ops.aten.add.Tensor(embedding_dense_backward, t_43);  embedding_dense_backward = t_43 = None
    _tensor_constant64 = self._tensor_constant64
    _tensor_constant65 = self._tensor_constant65
    sub_19 = torch.ops.aten.sub.Tensor(_tensor_constant64, _tensor_constant65);  _tensor_constant64 = _tensor_constant65 = None
    _tensor_constant66 = self._tensor_constant66
    mul_39 = torch.ops.aten.mul.Tensor(sub_19, _tensor_constant66);  sub_19 = _tensor_constant66 = None
    _param_constant6 = self._param_constant6
    mul_40 = torch.ops.aten.mul.Tensor(view_60, _param_constant6);  _param_constant6 = None
    mean_12 = torch.ops.aten.mean.dim(mul_40, [-1], True)
    sub_20 = torch.ops.aten.sub.Tensor(mul_40, mean_12);  mean_12 = None
    mul_41 = torch.ops.aten.mul.Tensor(mul_40, mul_39);  mul_40 = None
    mean_13 = torch.ops.aten.mean.dim(mul_41, [-1], True);  mul_41 = None
    mul_42 = torch.ops.aten.mul.Tensor(mul_39, mean_13);  mean_13 = None
    sub_21 = torch.ops.aten.sub.Tensor(sub_20, mul_42);  sub_20 = mul_42 = None
    _tensor_constant66_1 = self._tensor_constant66
    mul_43 = torch.ops.aten.mul.Tensor(_tensor_constant66_1, sub_21);  _tensor_constant66_1 = sub_21 = None
    mul_44 = torch.ops.aten.mul.Tensor(view_60, mul_39);  mul_39 = None
    view_61 = torch.ops.aten.view.default(mul_44, [-1, 16]);  mul_44 = None
    sum_25 = torch.ops.aten.sum.dim_IntList(view_61, [0]);  view_61 = None
    view_62 = torch.ops.aten.view.default(view_60, [-1, 16]);  view_60 = None
    sum_26 = torch.ops.aten.sum.dim_IntList(view_62, [0]);  view_62 = None
    _tensor_constant67 = self._tensor_constant67
    gelu_backward_3 = torch.ops.aten.gelu_backward.default(mul_43, _tensor_constant67);  mul_43 = _tensor_constant67 = None
    view_63 = torch.ops.aten.view.default(gelu_backward_3, [20, 16]);  gelu_backward_3 = None
    _tensor_constant68 = self._tensor_constant68
    t_44 = torch.ops.aten.t.default(_tensor_constant68);  _tensor_constant68 = None
    mm_22 = torch.ops.aten.mm.default(view_63, t_44);  t_44 = None
    t_45 = torch.ops.aten.t.default(view_63)
    _tensor_constant69 = self._tensor_constant69
    mm_23 = torch.ops.aten.mm.default(t_45, _tensor_constant69);  t_45 = _tensor_constant69 = None
    t_46 = torch.ops.aten.t.default(mm_23);  mm_23 = None
    sum_27 = torch.ops.aten.sum.dim_IntList(view_63, [0], True);  view_63 = None
    view_64 = torch.ops.aten.view.default(sum_27, [16]);  sum_27 = None
    t_47 = torch.ops.aten.t.default(t_46);  t_46 = None
    view_65 = torch.ops.aten.view.default(mm_22, [2, 10, 16]);  mm_22 = None
    _tensor_constant70 = self._tensor_constant70
    _tensor_constant71 = self._tensor_constant71
    sub_22 = torch.ops.aten.sub.Tensor(_tensor_constant70, _tensor_constant71);  _tensor_constant70 = _tensor_constant71 = None
    _tensor_constant72 = self._tensor_constant72
    mul_45 = torch.ops.aten.mul.Tensor(sub_22, _tensor_constant72);  sub_22 = _tensor_constant72 = None
    _param_constant7 = self._param_constant7
    mul_46 = torch.ops.aten.mul.Tensor(view_65, _param_constant7);  _param_constant7 = None
    mean_14 = torch.ops.aten.mean.dim(mul_46, [-1], True)
    sub_23 = torch.ops.aten.sub.Tensor(mul_46, mean_14);  mean_14 = None
    mul_47 = torch.ops.aten.mul.Tensor(mul_46, mul_45);  mul_46 = None
    mean_15 = torch.ops.aten.mean.dim(mul_47, [-1], True);  mul_47 = None
    mul_48 = torch.ops.aten.mul.Tensor(mul_45, mean_15);  mean_15 = None
    sub_24 = torch.ops.aten.sub.Tensor(sub_23, mul_48);  sub_23 = mul_48 = None
    _tensor_constant72_1 = self._tensor_constant72
    mul_49 = torch.ops.aten.mul.Tensor(_tensor_constant72_1, sub_24);  _tensor_constant72_1 = sub_24 = None
    mul_50 = torch.ops.aten.mul.Tensor(view_65, mul_45);  mul_45 = None
    view_66 = torch.ops.aten.view.default(mul_50, [-1, 16]);  mul_50 = None
    sum_28 = torch.ops.aten.sum.dim_IntList(view_66, [0]);  view_66 = None
    view_67 = torch.ops.aten.view.default(view_65, [-1, 16]);  view_65 = None
    sum_29 = torch.ops.aten.sum.dim_IntList(view_67, [0]);  view_67 = None
    view_68 = torch.ops.aten.view.default(mul_49, [20, 16])
    _tensor_constant73 = self._tensor_constant73
    t_48 = torch.ops.aten.t.default(_tensor_constant73);  _tensor_constant73 = None
    mm_24 = torch.ops.aten.mm.default(view_68, t_48);  t_48 = None
    t_49 = torch.ops.aten.t.default(view_68)
    _tensor_constant74 = self._tensor_constant74
    mm_25 = torch.ops.aten.mm.default(t_49, _tensor_constant74);  t_49 = _tensor_constant74 = None
    t_50 = torch.ops.aten.t.default(mm_25);  mm_25 = None
    sum_30 = torch.ops.aten.sum.dim_IntList(view_68, [0], True);  view_68 = None
    view_69 = torch.ops.aten.view.default(sum_30, [16]);  sum_30 = None
    t_51 = torch.ops.aten.t.default(t_50);  t_50 = None
    view_70 = torch.ops.aten.view.default(mm_24, [2, 10, 32]);  mm_24 = None
    _tensor_constant75 = self._tensor_constant75
    gelu_backward_4 = torch.ops.aten.gelu_backward.default(view_70, _tensor_constant75);  view_70 = _tensor_constant75 = None
    view_71 = torch.ops.aten.view.default(gelu_backward_4, [20, 32]);  gelu_backward_4 = None
    _tensor_constant76 = self._tensor_constant76
    t_52 = torch.ops.aten.t.default(_tensor_constant76);  _tensor_constant76 = None
    mm_26 = torch.ops.aten.mm.default(view_71, t_52);  t_52 = None
    t_53 = torch.ops.aten.t.default(view_71)
    _tensor_constant77 = self._tensor_constant77
    mm_27 = torch.ops.aten.mm.default(t_53, _tensor_constant77);  t_53 = _tensor_constant77 = None
    t_54 = torch.ops.aten.t.default(mm_27);  mm_27 = None
    sum_31 = torch.ops.aten.sum.dim_IntList(view_71, [0], True);  view_71 = None
    view_72 = torch.ops.aten.view.default(sum_31, [32]);  sum_31 = None
    t_55 = torch.ops.aten.t.default(t_54);  t_54 = None
    view_73 = torch.ops.aten.view.default(mm_26, [2, 10, 16]);  mm_26 = None
    _tensor_constant78 = self._tensor_constant78
    _tensor_constant79 = self._tensor_constant79
    sub_25 = torch.ops.aten.sub.Tensor(_tensor_constant78, _tensor_constant79);  _tensor_constant78 = _tensor_constant79 = None
    _tensor_constant80 = self._tensor_constant80
    mul_51 = torch.ops.aten.mul.Tensor(sub_25, _tensor_constant80);  sub_25 = _tensor_constant80 = None
    _param_constant8 = self._param_constant8
    mul_52 = torch.ops.aten.mul.Tensor(view_73, _param_constant8);  _param_constant8 = None
    mean_16 = torch.ops.aten.mean.dim(mul_52, [-1], True)
    sub_26 = torch.ops.aten.sub.Tensor(mul_52, mean_16);  mean_16 = None
    mul_53 = torch.ops.aten.mul.Tensor(mul_52, mul_51);  mul_52 = None
    mean_17 = torch.ops.aten.mean.dim(mul_53, [-1], True);  mul_53 = None
    mul_54 = torch.ops.aten.mul.Tensor(mul_51, mean_17);  mean_17 = None
    sub_27 = torch.ops.aten.sub.Tensor(sub_26, mul_54);  sub_26 = mul_54 = None
    _tensor_constant80_1 = self._tensor_constant80
    mul_55 = torch.ops.aten.mul.Tensor(_tensor_constant80_1, sub_27);  _tensor_constant80_1 = sub_27 = None
    mul_56 = torch.ops.aten.mul.Tensor(view_73, mul_51);  mul_51 = None
    view_74 = torch.ops.aten.view.default(mul_56, [-1, 16]);  mul_56 = None
    sum_32 = torch.ops.aten.sum.dim_IntList(view_74, [0]);  view_74 = None
    view_75 = torch.ops.aten.view.default(view_73, [-1, 16]);  view_73 = None
    sum_33 = torch.ops.aten.sum.dim_IntList(view_75, [0]);  view_75 = None
    add_5 = torch.ops.aten.add.Tensor(mul_49, mul_55);  mul_49 = mul_55 = None
    view_76 = torch.ops.aten.view.default(add_5, [20, 16])
    _tensor_constant81 = self._tensor_constant81
    t_56 = torch.ops.aten.t.default(_tensor_constant81);  _tensor_constant81 = None
    mm_28 = torch.ops.aten.mm.default(view_76, t_56);  t_56 = None
    t_57 = torch.ops.aten.t.default(view_76)
    _tensor_constant82 = self._tensor_constant82
    mm_29 = torch.ops.aten.mm.default(t_57, _tensor_constant82);  t_57 = _tensor_constant82 = None
    t_58 = torch.ops.aten.t.default(mm_29);  mm_29 = None
    sum_34 = torch.ops.aten.sum.dim_IntList(view_76, [0], True);  view_76 = None
    view_77 = torch.ops.aten.view.default(sum_34, [16]);  sum_34 = None
    t_59 = torch.ops.aten.t.default(t_58);  t_58 = None
    view_78 = torch.ops.aten.view.default(mm_28, [2, 10, 16]);  mm_28 = None
    view_79 = torch.ops.aten.view.default(view_78, [2, 10, 2, 8]);  view_78 = None
    transpose_18 = torch.ops.aten.transpose.int(view_79, 1, 2);  view_79 = None
    clone_6 = torch.ops.aten.clone.default(transpose_18, memory_format = torch.contiguous_format);  transpose_18 = None
    _unsafe_view_6 = torch.ops.aten._unsafe_view.default(clone_6, [4, 10, 8]);  clone_6 = None
    _tensor_constant83 = self._tensor_constant83
    transpose_19 = torch.ops.aten.transpose.int(_tensor_constant83, 1, 2);  _tensor_constant83 = None
    bmm_8 = torch.ops.aten.bmm.default(transpose_19, _unsafe_view_6);  transpose_19 = None
    _tensor_constant84 = self._tensor_constant84
    transpose_20 = torch.ops.aten.transpose.int(_tensor_constant84, 1, 2);  _tensor_constant84 = None
    bmm_9 = torch.ops.aten.bmm.default(_unsafe_view_6, transpose_20);  _unsafe_view_6 = transpose_20 = None
    view_80 = torch.ops.aten.view.default(bmm_8, [2, 2, 10, 8]);  bmm_8 = None
    view_81 = torch.ops.aten.view.default(bmm_9, [2, 2, 10, 10]);  bmm_9 = None
    _tensor_constant85 = self._tensor_constant85
    detach_3 = torch.ops.aten.detach.default(_tensor_constant85);  _tensor_constant85 = None
    _softmax_backward_data_2 = torch.ops.aten._softmax_backward_data.default(view_81, detach_3, -1, torch.float32);  view_81 = detach_3 = None
    _tensor_constant86 = self._tensor_constant86
    masked_fill_2 = torch.ops.aten.masked_fill.Scalar(_softmax_backward_data_2, _tensor_constant86, 0);  _softmax_backward_data_2 = _tensor_constant86 = None
    div_3 = torch.ops.aten.div.Tensor(masked_fill_2, 2.8284271247461903);  masked_fill_2 = None
    view_82 = torch.ops.aten.view.default(div_3, [4, 10, 10]);  div_3 = None
    _tensor_constant87 = self._tensor_constant87
    transpose_21 = torch.ops.aten.transpose.int(_tensor_constant87, 1, 2);  _tensor_constant87 = None
    bmm_10 = torch.ops.aten.bmm.default(transpose_21, view_82);  transpose_21 = None
    _tensor_constant88 = self._tensor_constant88
    transpose_22 = torch.ops.aten.transpose.int(_tensor_constant88, 1, 2);  _tensor_constant88 = None
    bmm_11 = torch.ops.aten.bmm.default(view_82, transpose_22);  view_82 = transpose_22 = None
    view_83 = torch.ops.aten.view.default(bmm_10, [2, 2, 8, 10]);  bmm_10 = None
    view_84 = torch.ops.aten.view.default(bmm_11, [2, 2, 10, 8]);  bmm_11 = None
    transpose_23 = torch.ops.aten.transpose.int(view_83, -1, -2);  view_83 = None
    transpose_24 = torch.ops.aten.transpose.int(view_80, 1, 2);  view_80 = None
    clone_7 = torch.ops.aten.clone.default(transpose_24, memory_format = torch.contiguous_format);  transpose_24 = None
    _unsafe_view_7 = torch.ops.aten._unsafe_view.default(clone_7, [2, 10, 16]);  clone_7 = None
    transpose_25 = torch.ops.aten.transpose.int(transpose_23, 1, 2);  transpose_23 = None
    view_85 = torch.ops.aten.view.default(transpose_25, [2, 10, 16]);  transpose_25 = None
    transpose_26 = torch.ops.aten.transpose.int(view_84, 1, 2);  view_84 = None
    clone_8 = torch.ops.aten.clone.default(transpose_26, memory_format = torch.contiguous_format);  transpose_26 = None
    _unsafe_view_8 = torch.ops.aten._unsafe_view.default(clone_8, [2, 10, 16]);  clone_8 = None
    cat_2 = torch.ops.aten.cat.default([_unsafe_view_8, view_85, _unsafe_view_7], 2);  _unsafe_view_8 = view_85 = _unsafe_view_7 = None
    view_86 = torch.ops.aten.view.default(cat_2, [20, 48]);  cat_2 = None
    _tensor_constant89 = self._tensor_constant89
    t_60 = torch.ops.aten.t.default(_tensor_constant89);  _tensor_constant89 = None
    mm_30 = torch.ops.aten.mm.default(view_86, t_60);  t_60 = None
    t_61 = torch.ops.aten.t.default(view_86)
    _tensor_constant90 = self._tensor_constant90
    mm_31 = torch.ops.aten.mm.default(t_61, _tensor_constant90);  t_61 = _tensor_constant90 = None
    t_62 = torch.ops.aten.t.default(mm_31);  mm_31 = None
    sum_35 = torch.ops.aten.sum.dim_IntList(view_86, [0], True);  view_86 = None
    view_87 = torch.ops.aten.view.default(sum_35, [48]);  sum_35 = None
    t_63 = torch.ops.aten.t.default(t_62);  t_62 = None
    view_88 = torch.ops.aten.view.default(mm_30, [2, 10, 16]);  mm_30 = None
    _tensor_constant91 = self._tensor_constant91
    _tensor_constant92 = self._tensor_constant92
    sub_28 = torch.ops.aten.sub.Tensor(_tensor_constant91, _tensor_constant92);  _tensor_constant91 = _tensor_constant92 = None
    _tensor_constant93 = self._tensor_constant93
    mul_57 = torch.ops.aten.mul.Tensor(sub_28, _tensor_constant93);  sub_28 = _tensor_constant93 = None
    _param_constant9 = self._param_constant9
    mul_58 = torch.ops.aten.mul.Tensor(view_88, _param_constant9);  _param_constant9 = None
    mean_18 = torch.ops.aten.mean.dim(mul_58, [-1], True)
    sub_29 = torch.ops.aten.sub.Tensor(mul_58, mean_18);  mean_18 = None
    mul_59 = torch.ops.aten.mul.Tensor(mul_58, mul_57);  mul_58 = None
    mean_19 = torch.ops.aten.mean.dim(mul_59, [-1], True);  mul_59 = None
    mul_60 = torch.ops.aten.mul.Tensor(mul_57, mean_19);  mean_19 = None
    sub_30 = torch.ops.aten.sub.Tensor(sub_29, mul_60);  sub_29 = mul_60 = None
    _tensor_constant93_1 = self._tensor_constant93
    mul_61 = torch.ops.aten.mul.Tensor(_tensor_constant93_1, sub_30);  _tensor_constant93_1 = sub_30 = None
    mul_62 = torch.ops.aten.mul.Tensor(view_88, mul_57);  mul_57 = None
    view_89 = torch.ops.aten.view.default(mul_62, [-1, 16]);  mul_62 = None
    sum_36 = torch.ops.aten.sum.dim_IntList(view_89, [0]);  view_89 = None
    view_90 = torch.ops.aten.view.default(view_88, [-1, 16]);  view_88 = None
    sum_37 = torch.ops.aten.sum.dim_IntList(view_90, [0]);  view_90 = None
    add_6 = torch.ops.aten.add.Tensor(add_5, mul_61);  add_5 = mul_61 = None
    _tensor_constant94 = self._tensor_constant94
    _tensor_constant95 = self._tensor_constant95
    sub_31 = torch.ops.aten.sub.Tensor(_tensor_constant94, _tensor_constant95);  _tensor_constant94 = _tensor_constant95 = None
    _tensor_constant96 = self._tensor_constant96
    mul_63 = torch.ops.aten.mul.Tensor(sub_31, _tensor_constant96);  sub_31 = _tensor_constant96 = None
    _param_constant5_1 = self._param_constant5
    mul_64 = torch.ops.aten.mul.Tensor(add_6, _param_constant5_1);  _param_constant5_1 = None
    mean_20 = torch.ops.aten.mean.dim(mul_64, [-1], True)
    sub_32 = torch.ops.aten.sub.Tensor(mul_64, mean_20);  mean_20 = None
    mul_65 = torch.ops.aten.mul.Tensor(mul_64, mul_63);  mul_64 = None
    mean_21 = torch.ops.aten.mean.dim(mul_65, [-1], True);  mul_65 = None
    mul_66 = torch.ops.aten.mul.Tensor(mul_63, mean_21);  mean_21 = None
    sub_33 = torch.ops.aten.sub.Tensor(sub_32, mul_66);  sub_32 = mul_66 = None
    _tensor_constant96_1 = self._tensor_constant96
    mul_67 = torch.ops.aten.mul.Tensor(_tensor_constant96_1, sub_33);  _tensor_constant96_1 = sub_33 = None
    mul_68 = torch.ops.aten.mul.Tensor(add_6, mul_63);  mul_63 = None
    view_91 = torch.ops.aten.view.default(mul_68, [-1, 16]);  mul_68 = None
    sum_38 = torch.ops.aten.sum.dim_IntList(view_91, [0]);  view_91 = None
    view_92 = torch.ops.aten.view.default(add_6, [-1, 16]);  add_6 = None
    sum_39 = torch.ops.aten.sum.dim_IntList(view_92, [0]);  view_92 = None
    add_7 = torch.ops.aten.add.Tensor(sum_21, sum_38);  sum_21 = sum_38 = None
    add_8 = torch.ops.aten.add.Tensor(sum_22, sum_39);  sum_22 = sum_39 = None
    sum_40 = torch.ops.aten.sum.dim_IntList(mul_67, [0], True)
    view_93 = torch.ops.aten.view.default(sum_40, [10, 16]);  sum_40 = None
    slice_backward_1 = torch.ops.aten.slice_backward.default(view_93, [10, 16], 0, 0, 10, 1);  view_93 = None
    add_9 = torch.ops.aten.add.Tensor(slice_backward, slice_backward_1);  slice_backward = slice_backward_1 = None
    _tensor_constant97 = self._tensor_constant97
    embedding_dense_backward_1 = torch.ops.aten.embedding_dense_backward.default(mul_67, _tensor_constant97, 24, -1, False);  mul_67 = _tensor_constant97 = None
    add_10 = torch.ops.aten.add.Tensor(add_4, embedding_dense_backward_1);  add_4 = embedding_dense_backward_1 = None
    return (view_58, add_10, add_9, add_7, add_8, sum_36, sum_37, t_63, view_87, t_59, view_77, sum_32, sum_33, t_55, view_72, t_51, view_69, sum_28, sum_29, t_47, view_64, sum_25, sum_26, sum_19, sum_20, t_39, view_51, t_35, view_41, sum_15, sum_16, t_31, view_36, t_27, view_33, sum_11, sum_12, t_23, view_28, t_19, view_18, sum_7, sum_8, t_15, view_13, t_11, view_10, sum_3, sum_4, t_7, view_5, t_3, view_2)
    