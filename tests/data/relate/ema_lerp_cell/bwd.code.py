


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
    _tensor_constant6 = self._tensor_constant6
    empty_like = torch.ops.aten.empty_like.default(_tensor_constant6, memory_format = torch.preserve_format);  _tensor_constant6 = None
    fill_ = torch.ops.aten.fill_.Scalar(empty_like, 0.25);  empty_like = None
    _tensor_constant6_1 = self._tensor_constant6
    div_ = torch.ops.aten.div_.Tensor(fill_, _tensor_constant6_1);  fill_ = _tensor_constant6_1 = None
    mul = torch.ops.aten.mul.Tensor(mm, div_);  div_ = None
    _tensor_constant6_2 = self._tensor_constant6
    _tensor_constant6_3 = self._tensor_constant6
    mul_1 = torch.ops.aten.mul.Tensor(_tensor_constant6_2, _tensor_constant6_3);  _tensor_constant6_2 = _tensor_constant6_3 = None
    _tensor_constant7 = self._tensor_constant7
    mul_2 = torch.ops.aten.mul.Scalar(_tensor_constant7, 0.25);  _tensor_constant7 = None
    div = torch.ops.aten.div.Tensor(mul_2, mul_1);  mul_2 = mul_1 = None
    neg = torch.ops.aten.neg.default(mm)
    mul_3 = torch.ops.aten.mul.Tensor(neg, div);  neg = div = None
    _tensor_constant8 = self._tensor_constant8
    softplus_backward = torch.ops.aten.softplus_backward.default(mul_3, _tensor_constant8, 1, 20);  mul_3 = _tensor_constant8 = None
    _tensor_constant9 = self._tensor_constant9
    t_4 = torch.ops.aten.t.default(_tensor_constant9);  _tensor_constant9 = None
    mm_2 = torch.ops.aten.mm.default(softplus_backward, t_4);  t_4 = None
    t_5 = torch.ops.aten.t.default(softplus_backward)
    _tensor_constant10 = self._tensor_constant10
    mm_3 = torch.ops.aten.mm.default(t_5, _tensor_constant10);  t_5 = _tensor_constant10 = None
    t_6 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(softplus_backward, [0], True);  softplus_backward = None
    view_1 = torch.ops.aten.view.default(sum_2, [4]);  sum_2 = None
    t_7 = torch.ops.aten.t.default(t_6);  t_6 = None
    _tensor_constant11 = self._tensor_constant11
    t_8 = torch.ops.aten.t.default(_tensor_constant11);  _tensor_constant11 = None
    mm_4 = torch.ops.aten.mm.default(mul, t_8);  t_8 = None
    t_9 = torch.ops.aten.t.default(mul)
    _tensor_constant12 = self._tensor_constant12
    mm_5 = torch.ops.aten.mm.default(t_9, _tensor_constant12);  t_9 = _tensor_constant12 = None
    t_10 = torch.ops.aten.t.default(mm_5);  mm_5 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(mul, [0], True);  mul = None
    view_2 = torch.ops.aten.view.default(sum_3, [4]);  sum_3 = None
    add = torch.ops.aten.add.Tensor(mm, mm_4);  mm = mm_4 = None
    t_11 = torch.ops.aten.t.default(t_10);  t_10 = None
    _tensor_constant13 = self._tensor_constant13
    mul_4 = torch.ops.aten.mul.Scalar(_tensor_constant13, 0.5);  _tensor_constant13 = None
    mul_5 = torch.ops.aten.mul.Tensor(add, mul_4);  mul_4 = None
    _tensor_constant14 = self._tensor_constant14
    mul_6 = torch.ops.aten.mul.Scalar(_tensor_constant14, 0.5);  _tensor_constant14 = None
    mul_7 = torch.ops.aten.mul.Tensor(add, mul_6);  mul_6 = None
    add_1 = torch.ops.aten.add.Tensor(mm_2, add);  mm_2 = add = None
    _tensor_constant15 = self._tensor_constant15
    detach_1 = torch.ops.aten.detach.default(_tensor_constant15);  _tensor_constant15 = None
    sigmoid_backward = torch.ops.aten.sigmoid_backward.default(mul_5, detach_1);  mul_5 = detach_1 = None
    _tensor_constant16 = self._tensor_constant16
    t_12 = torch.ops.aten.t.default(_tensor_constant16);  _tensor_constant16 = None
    mm_6 = torch.ops.aten.mm.default(sigmoid_backward, t_12);  t_12 = None
    t_13 = torch.ops.aten.t.default(sigmoid_backward)
    _tensor_constant10_1 = self._tensor_constant10
    mm_7 = torch.ops.aten.mm.default(t_13, _tensor_constant10_1);  t_13 = _tensor_constant10_1 = None
    t_14 = torch.ops.aten.t.default(mm_7);  mm_7 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(sigmoid_backward, [0], True);  sigmoid_backward = None
    view_3 = torch.ops.aten.view.default(sum_4, [4]);  sum_4 = None
    add_2 = torch.ops.aten.add.Tensor(view_2, view_3);  view_2 = view_3 = None
    add_3 = torch.ops.aten.add.Tensor(add_1, mm_6);  add_1 = mm_6 = None
    t_15 = torch.ops.aten.t.default(t_14);  t_14 = None
    add_4 = torch.ops.aten.add.Tensor(t_11, t_15);  t_11 = t_15 = None
    _tensor_constant17 = self._tensor_constant17
    mul_8 = torch.ops.aten.mul.Tensor(add_3, _tensor_constant17);  _tensor_constant17 = None
    _tensor_constant17_1 = self._tensor_constant17
    empty_like_1 = torch.ops.aten.empty_like.default(_tensor_constant17_1, memory_format = torch.preserve_format);  _tensor_constant17_1 = None
    fill__1 = torch.ops.aten.fill_.Scalar(empty_like_1, 1);  empty_like_1 = None
    _tensor_constant17_2 = self._tensor_constant17
    sub_ = torch.ops.aten.sub_.Tensor(fill__1, _tensor_constant17_2);  fill__1 = _tensor_constant17_2 = None
    mul_9 = torch.ops.aten.mul.Tensor(add_3, sub_);  sub_ = None
    _tensor_constant13_1 = self._tensor_constant13
    _tensor_constant18 = self._tensor_constant18
    sub = torch.ops.aten.sub.Tensor(_tensor_constant13_1, _tensor_constant18);  _tensor_constant13_1 = _tensor_constant18 = None
    mul_10 = torch.ops.aten.mul.Tensor(add_3, sub);  add_3 = sub = None
    sum_5 = torch.ops.aten.sum.default(mul_10);  mul_10 = None
    add_5 = torch.ops.aten.add.Tensor(mul_7, mul_8);  mul_7 = mul_8 = None
    _tensor_constant19 = self._tensor_constant19
    detach_2 = torch.ops.aten.detach.default(_tensor_constant19);  _tensor_constant19 = None
    tanh_backward = torch.ops.aten.tanh_backward.default(add_5, detach_2);  add_5 = detach_2 = None
    t_16 = torch.ops.aten.t.default(tanh_backward)
    _tensor_constant18_1 = self._tensor_constant18
    mm_8 = torch.ops.aten.mm.default(t_16, _tensor_constant18_1);  t_16 = _tensor_constant18_1 = None
    t_17 = torch.ops.aten.t.default(mm_8);  mm_8 = None
    _tensor_constant20 = self._tensor_constant20
    t_18 = torch.ops.aten.t.default(_tensor_constant20);  _tensor_constant20 = None
    mm_9 = torch.ops.aten.mm.default(tanh_backward, t_18);  t_18 = None
    add_6 = torch.ops.aten.add.Tensor(mul_9, mm_9);  mul_9 = mm_9 = None
    t_19 = torch.ops.aten.t.default(t_17);  t_17 = None
    t_20 = torch.ops.aten.t.default(tanh_backward)
    _tensor_constant21 = self._tensor_constant21
    mm_10 = torch.ops.aten.mm.default(t_20, _tensor_constant21);  t_20 = _tensor_constant21 = None
    t_21 = torch.ops.aten.t.default(mm_10);  mm_10 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(tanh_backward, [0], True);  tanh_backward = None
    view_4 = torch.ops.aten.view.default(sum_6, [4]);  sum_6 = None
    t_22 = torch.ops.aten.t.default(t_21);  t_21 = None
    _tensor_constant17_3 = self._tensor_constant17
    mul_11 = torch.ops.aten.mul.Tensor(add_6, _tensor_constant17_3);  _tensor_constant17_3 = None
    _tensor_constant17_4 = self._tensor_constant17
    empty_like_2 = torch.ops.aten.empty_like.default(_tensor_constant17_4, memory_format = torch.preserve_format);  _tensor_constant17_4 = None
    fill__2 = torch.ops.aten.fill_.Scalar(empty_like_2, 1);  empty_like_2 = None
    _tensor_constant17_5 = self._tensor_constant17
    sub__1 = torch.ops.aten.sub_.Tensor(fill__2, _tensor_constant17_5);  fill__2 = _tensor_constant17_5 = None
    mul_12 = torch.ops.aten.mul.Tensor(add_6, sub__1);  sub__1 = None
    _tensor_constant22 = self._tensor_constant22
    _tensor_constant23 = self._tensor_constant23
    sub_1 = torch.ops.aten.sub.Tensor(_tensor_constant22, _tensor_constant23);  _tensor_constant22 = _tensor_constant23 = None
    mul_13 = torch.ops.aten.mul.Tensor(add_6, sub_1);  add_6 = sub_1 = None
    sum_7 = torch.ops.aten.sum.default(mul_13);  mul_13 = None
    add_7 = torch.ops.aten.add.Tensor(sum_5, sum_7);  sum_5 = sum_7 = None
    _tensor_constant24 = self._tensor_constant24
    detach_3 = torch.ops.aten.detach.default(_tensor_constant24);  _tensor_constant24 = None
    tanh_backward_1 = torch.ops.aten.tanh_backward.default(mul_11, detach_3);  mul_11 = detach_3 = None
    t_23 = torch.ops.aten.t.default(tanh_backward_1)
    _tensor_constant23_1 = self._tensor_constant23
    mm_11 = torch.ops.aten.mm.default(t_23, _tensor_constant23_1);  t_23 = _tensor_constant23_1 = None
    t_24 = torch.ops.aten.t.default(mm_11);  mm_11 = None
    _tensor_constant25 = self._tensor_constant25
    t_25 = torch.ops.aten.t.default(_tensor_constant25);  _tensor_constant25 = None
    mm_12 = torch.ops.aten.mm.default(tanh_backward_1, t_25);  t_25 = None
    add_8 = torch.ops.aten.add.Tensor(mul_12, mm_12);  mul_12 = mm_12 = None
    t_26 = torch.ops.aten.t.default(t_24);  t_24 = None
    add_9 = torch.ops.aten.add.Tensor(t_19, t_26);  t_19 = t_26 = None
    t_27 = torch.ops.aten.t.default(tanh_backward_1)
    _tensor_constant26 = self._tensor_constant26
    mm_13 = torch.ops.aten.mm.default(t_27, _tensor_constant26);  t_27 = _tensor_constant26 = None
    t_28 = torch.ops.aten.t.default(mm_13);  mm_13 = None
    sum_8 = torch.ops.aten.sum.dim_IntList(tanh_backward_1, [0], True);  tanh_backward_1 = None
    view_5 = torch.ops.aten.view.default(sum_8, [4]);  sum_8 = None
    add_10 = torch.ops.aten.add.Tensor(view_4, view_5);  view_4 = view_5 = None
    t_29 = torch.ops.aten.t.default(t_28);  t_28 = None
    add_11 = torch.ops.aten.add.Tensor(t_22, t_29);  t_22 = t_29 = None
    _tensor_constant17_6 = self._tensor_constant17
    mul_14 = torch.ops.aten.mul.Tensor(add_8, _tensor_constant17_6);  _tensor_constant17_6 = None
    _tensor_constant27 = self._tensor_constant27
    _tensor_constant28 = self._tensor_constant28
    sub_2 = torch.ops.aten.sub.Tensor(_tensor_constant27, _tensor_constant28);  _tensor_constant27 = _tensor_constant28 = None
    mul_15 = torch.ops.aten.mul.Tensor(add_8, sub_2);  add_8 = sub_2 = None
    sum_9 = torch.ops.aten.sum.default(mul_15);  mul_15 = None
    add_12 = torch.ops.aten.add.Tensor(add_7, sum_9);  add_7 = sum_9 = None
    _tensor_constant29 = self._tensor_constant29
    detach_4 = torch.ops.aten.detach.default(_tensor_constant29);  _tensor_constant29 = None
    tanh_backward_2 = torch.ops.aten.tanh_backward.default(mul_14, detach_4);  mul_14 = detach_4 = None
    t_30 = torch.ops.aten.t.default(tanh_backward_2)
    _tensor_constant28_1 = self._tensor_constant28
    mm_14 = torch.ops.aten.mm.default(t_30, _tensor_constant28_1);  t_30 = _tensor_constant28_1 = None
    t_31 = torch.ops.aten.t.default(mm_14);  mm_14 = None
    t_32 = torch.ops.aten.t.default(t_31);  t_31 = None
    add_13 = torch.ops.aten.add.Tensor(add_9, t_32);  add_9 = t_32 = None
    t_33 = torch.ops.aten.t.default(tanh_backward_2)
    _tensor_constant30 = self._tensor_constant30
    mm_15 = torch.ops.aten.mm.default(t_33, _tensor_constant30);  t_33 = _tensor_constant30 = None
    t_34 = torch.ops.aten.t.default(mm_15);  mm_15 = None
    sum_10 = torch.ops.aten.sum.dim_IntList(tanh_backward_2, [0], True);  tanh_backward_2 = None
    view_6 = torch.ops.aten.view.default(sum_10, [4]);  sum_10 = None
    add_14 = torch.ops.aten.add.Tensor(add_10, view_6);  add_10 = view_6 = None
    t_35 = torch.ops.aten.t.default(t_34);  t_34 = None
    add_15 = torch.ops.aten.add.Tensor(add_11, t_35);  add_11 = t_35 = None
    _tensor_constant31 = self._tensor_constant31
    detach_5 = torch.ops.aten.detach.default(_tensor_constant31);  _tensor_constant31 = None
    sigmoid_backward_1 = torch.ops.aten.sigmoid_backward.default(add_12, detach_5);  add_12 = detach_5 = None
    return (sigmoid_backward_1, add_15, add_14, add_13, add_4, add_2, t_7, view_1, t_3, view)
    