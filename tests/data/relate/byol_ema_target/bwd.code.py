


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
    mul = torch.ops.aten.mul.Tensor(_log_softmax_backward_data, _tensor_constant4);  _tensor_constant4 = None
    _param_constant0 = self._param_constant0
    mul_1 = torch.ops.aten.mul.Tensor(_log_softmax_backward_data, _param_constant0);  _param_constant0 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(mul_1, [1], True);  mul_1 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(mul, [0], True);  mul = None
    view = torch.ops.aten.view.default(sum_2, [3]);  sum_2 = None
    squeeze = torch.ops.aten.squeeze.dim(sum_1, -1);  sum_1 = None
    _tensor_constant5 = self._tensor_constant5
    t = torch.ops.aten.t.default(_tensor_constant5);  _tensor_constant5 = None
    mm = torch.ops.aten.mm.default(_log_softmax_backward_data, t);  t = None
    t_1 = torch.ops.aten.t.default(_log_softmax_backward_data)
    _tensor_constant6 = self._tensor_constant6
    mm_1 = torch.ops.aten.mm.default(t_1, _tensor_constant6);  t_1 = _tensor_constant6 = None
    t_2 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(_log_softmax_backward_data, [0], True);  _log_softmax_backward_data = None
    view_1 = torch.ops.aten.view.default(sum_3, [3]);  sum_3 = None
    t_3 = torch.ops.aten.t.default(t_2);  t_2 = None
    mul_2 = torch.ops.aten.mul.Tensor(mm, 0.5);  mm = None
    neg = torch.ops.aten.neg.default(squeeze)
    mul_3 = torch.ops.aten.mul.Tensor(neg, 2);  neg = None
    unsqueeze = torch.ops.aten.unsqueeze.default(mul_3, -1);  mul_3 = None
    expand = torch.ops.aten.expand.default(unsqueeze, [2, 6]);  unsqueeze = None
    _tensor_constant7 = self._tensor_constant7
    mul_4 = torch.ops.aten.mul.Tensor(expand, _tensor_constant7);  expand = _tensor_constant7 = None
    _tensor_constant8 = self._tensor_constant8
    _tensor_constant9 = self._tensor_constant9
    div = torch.ops.aten.div.Tensor(_tensor_constant8, _tensor_constant9);  _tensor_constant8 = _tensor_constant9 = None
    _tensor_constant9_1 = self._tensor_constant9
    div_1 = torch.ops.aten.div.Tensor(div, _tensor_constant9_1);  div = _tensor_constant9_1 = None
    neg_1 = torch.ops.aten.neg.default(mul_4)
    mul_5 = torch.ops.aten.mul.Tensor(neg_1, div_1);  neg_1 = div_1 = None
    _tensor_constant9_2 = self._tensor_constant9
    div_2 = torch.ops.aten.div.Tensor(mul_4, _tensor_constant9_2);  mul_4 = _tensor_constant9_2 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(mul_5, [1], True);  mul_5 = None
    _tensor_constant10 = self._tensor_constant10
    detach_1 = torch.ops.aten.detach.default(_tensor_constant10);  _tensor_constant10 = None
    _tensor_constant8_1 = self._tensor_constant8
    div_3 = torch.ops.aten.div.Tensor(_tensor_constant8_1, detach_1);  _tensor_constant8_1 = None
    eq = torch.ops.aten.eq.Scalar(detach_1, 0);  detach_1 = None
    masked_fill_ = torch.ops.aten.masked_fill_.Scalar(div_3, eq, 0);  div_3 = eq = None
    mul_6 = torch.ops.aten.mul.Tensor(sum_4, masked_fill_);  sum_4 = masked_fill_ = None
    add = torch.ops.aten.add.Tensor(div_2, mul_6);  div_2 = mul_6 = None
    neg_2 = torch.ops.aten.neg.default(squeeze);  squeeze = None
    mul_7 = torch.ops.aten.mul.Tensor(neg_2, 2);  neg_2 = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(mul_7, -1);  mul_7 = None
    expand_1 = torch.ops.aten.expand.default(unsqueeze_1, [2, 6]);  unsqueeze_1 = None
    _tensor_constant11 = self._tensor_constant11
    mul_8 = torch.ops.aten.mul.Tensor(expand_1, _tensor_constant11);  expand_1 = _tensor_constant11 = None
    _tensor_constant12 = self._tensor_constant12
    _tensor_constant13 = self._tensor_constant13
    div_4 = torch.ops.aten.div.Tensor(_tensor_constant12, _tensor_constant13);  _tensor_constant12 = _tensor_constant13 = None
    _tensor_constant13_1 = self._tensor_constant13
    div_5 = torch.ops.aten.div.Tensor(div_4, _tensor_constant13_1);  div_4 = _tensor_constant13_1 = None
    neg_3 = torch.ops.aten.neg.default(mul_8)
    mul_9 = torch.ops.aten.mul.Tensor(neg_3, div_5);  neg_3 = div_5 = None
    _tensor_constant13_2 = self._tensor_constant13
    div_6 = torch.ops.aten.div.Tensor(mul_8, _tensor_constant13_2);  mul_8 = _tensor_constant13_2 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(mul_9, [1], True);  mul_9 = None
    _tensor_constant14 = self._tensor_constant14
    detach_2 = torch.ops.aten.detach.default(_tensor_constant14);  _tensor_constant14 = None
    _tensor_constant12_1 = self._tensor_constant12
    div_7 = torch.ops.aten.div.Tensor(_tensor_constant12_1, detach_2);  _tensor_constant12_1 = None
    eq_1 = torch.ops.aten.eq.Scalar(detach_2, 0);  detach_2 = None
    masked_fill__1 = torch.ops.aten.masked_fill_.Scalar(div_7, eq_1, 0);  div_7 = eq_1 = None
    mul_10 = torch.ops.aten.mul.Tensor(sum_5, masked_fill__1);  sum_5 = masked_fill__1 = None
    add_1 = torch.ops.aten.add.Tensor(div_6, mul_10);  div_6 = mul_10 = None
    _tensor_constant15 = self._tensor_constant15
    t_4 = torch.ops.aten.t.default(_tensor_constant15);  _tensor_constant15 = None
    mm_2 = torch.ops.aten.mm.default(add, t_4);  t_4 = None
    t_5 = torch.ops.aten.t.default(add)
    _tensor_constant16 = self._tensor_constant16
    mm_3 = torch.ops.aten.mm.default(t_5, _tensor_constant16);  t_5 = _tensor_constant16 = None
    t_6 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(add, [0], True);  add = None
    view_2 = torch.ops.aten.view.default(sum_6, [6]);  sum_6 = None
    t_7 = torch.ops.aten.t.default(t_6);  t_6 = None
    _tensor_constant17 = self._tensor_constant17
    detach_3 = torch.ops.aten.detach.default(_tensor_constant17);  _tensor_constant17 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(mm_2, detach_3, 0);  mm_2 = detach_3 = None
    _tensor_constant18 = self._tensor_constant18
    t_8 = torch.ops.aten.t.default(_tensor_constant18);  _tensor_constant18 = None
    mm_4 = torch.ops.aten.mm.default(threshold_backward, t_8);  t_8 = None
    t_9 = torch.ops.aten.t.default(threshold_backward)
    _tensor_constant19 = self._tensor_constant19
    mm_5 = torch.ops.aten.mm.default(t_9, _tensor_constant19);  t_9 = _tensor_constant19 = None
    t_10 = torch.ops.aten.t.default(mm_5);  mm_5 = None
    sum_7 = torch.ops.aten.sum.dim_IntList(threshold_backward, [0], True);  threshold_backward = None
    view_3 = torch.ops.aten.view.default(sum_7, [6]);  sum_7 = None
    t_11 = torch.ops.aten.t.default(t_10);  t_10 = None
    _tensor_constant20 = self._tensor_constant20
    t_12 = torch.ops.aten.t.default(_tensor_constant20);  _tensor_constant20 = None
    mm_6 = torch.ops.aten.mm.default(add_1, t_12);  t_12 = None
    t_13 = torch.ops.aten.t.default(add_1)
    _tensor_constant21 = self._tensor_constant21
    mm_7 = torch.ops.aten.mm.default(t_13, _tensor_constant21);  t_13 = _tensor_constant21 = None
    t_14 = torch.ops.aten.t.default(mm_7);  mm_7 = None
    sum_8 = torch.ops.aten.sum.dim_IntList(add_1, [0], True);  add_1 = None
    view_4 = torch.ops.aten.view.default(sum_8, [6]);  sum_8 = None
    add_2 = torch.ops.aten.add.Tensor(view_2, view_4);  view_2 = view_4 = None
    t_15 = torch.ops.aten.t.default(t_14);  t_14 = None
    add_3 = torch.ops.aten.add.Tensor(t_7, t_15);  t_7 = t_15 = None
    _tensor_constant22 = self._tensor_constant22
    detach_4 = torch.ops.aten.detach.default(_tensor_constant22);  _tensor_constant22 = None
    threshold_backward_1 = torch.ops.aten.threshold_backward.default(mm_6, detach_4, 0);  mm_6 = detach_4 = None
    _tensor_constant23 = self._tensor_constant23
    t_16 = torch.ops.aten.t.default(_tensor_constant23);  _tensor_constant23 = None
    mm_8 = torch.ops.aten.mm.default(threshold_backward_1, t_16);  t_16 = None
    t_17 = torch.ops.aten.t.default(threshold_backward_1)
    _tensor_constant24 = self._tensor_constant24
    mm_9 = torch.ops.aten.mm.default(t_17, _tensor_constant24);  t_17 = _tensor_constant24 = None
    t_18 = torch.ops.aten.t.default(mm_9);  mm_9 = None
    sum_9 = torch.ops.aten.sum.dim_IntList(threshold_backward_1, [0], True);  threshold_backward_1 = None
    view_5 = torch.ops.aten.view.default(sum_9, [6]);  sum_9 = None
    add_4 = torch.ops.aten.add.Tensor(view_3, view_5);  view_3 = view_5 = None
    t_19 = torch.ops.aten.t.default(t_18);  t_18 = None
    add_5 = torch.ops.aten.add.Tensor(t_11, t_19);  t_11 = t_19 = None
    _tensor_constant25 = self._tensor_constant25
    t_20 = torch.ops.aten.t.default(_tensor_constant25);  _tensor_constant25 = None
    mm_10 = torch.ops.aten.mm.default(mm_4, t_20);  t_20 = None
    t_21 = torch.ops.aten.t.default(mm_4)
    _tensor_constant26 = self._tensor_constant26
    mm_11 = torch.ops.aten.mm.default(t_21, _tensor_constant26);  t_21 = _tensor_constant26 = None
    t_22 = torch.ops.aten.t.default(mm_11);  mm_11 = None
    sum_10 = torch.ops.aten.sum.dim_IntList(mm_4, [0], True);  mm_4 = None
    view_6 = torch.ops.aten.view.default(sum_10, [6]);  sum_10 = None
    add_6 = torch.ops.aten.add.Tensor(mul_2, mm_10);  mm_10 = None
    t_23 = torch.ops.aten.t.default(t_22);  t_22 = None
    _tensor_constant27 = self._tensor_constant27
    detach_5 = torch.ops.aten.detach.default(_tensor_constant27);  _tensor_constant27 = None
    threshold_backward_2 = torch.ops.aten.threshold_backward.default(add_6, detach_5, 0);  add_6 = detach_5 = None
    t_24 = torch.ops.aten.t.default(threshold_backward_2)
    _tensor_constant28 = self._tensor_constant28
    mm_12 = torch.ops.aten.mm.default(t_24, _tensor_constant28);  t_24 = _tensor_constant28 = None
    t_25 = torch.ops.aten.t.default(mm_12);  mm_12 = None
    sum_11 = torch.ops.aten.sum.dim_IntList(threshold_backward_2, [0], True);  threshold_backward_2 = None
    view_7 = torch.ops.aten.view.default(sum_11, [8]);  sum_11 = None
    t_26 = torch.ops.aten.t.default(t_25);  t_25 = None
    _tensor_constant29 = self._tensor_constant29
    t_27 = torch.ops.aten.t.default(_tensor_constant29);  _tensor_constant29 = None
    mm_13 = torch.ops.aten.mm.default(mm_8, t_27);  t_27 = None
    t_28 = torch.ops.aten.t.default(mm_8)
    _tensor_constant30 = self._tensor_constant30
    mm_14 = torch.ops.aten.mm.default(t_28, _tensor_constant30);  t_28 = _tensor_constant30 = None
    t_29 = torch.ops.aten.t.default(mm_14);  mm_14 = None
    sum_12 = torch.ops.aten.sum.dim_IntList(mm_8, [0], True);  mm_8 = None
    view_8 = torch.ops.aten.view.default(sum_12, [6]);  sum_12 = None
    add_7 = torch.ops.aten.add.Tensor(view_6, view_8);  view_6 = view_8 = None
    add_8 = torch.ops.aten.add.Tensor(mul_2, mm_13);  mul_2 = mm_13 = None
    t_30 = torch.ops.aten.t.default(t_29);  t_29 = None
    add_9 = torch.ops.aten.add.Tensor(t_23, t_30);  t_23 = t_30 = None
    _tensor_constant31 = self._tensor_constant31
    detach_6 = torch.ops.aten.detach.default(_tensor_constant31);  _tensor_constant31 = None
    threshold_backward_3 = torch.ops.aten.threshold_backward.default(add_8, detach_6, 0);  add_8 = detach_6 = None
    t_31 = torch.ops.aten.t.default(threshold_backward_3)
    _tensor_constant32 = self._tensor_constant32
    mm_15 = torch.ops.aten.mm.default(t_31, _tensor_constant32);  t_31 = _tensor_constant32 = None
    t_32 = torch.ops.aten.t.default(mm_15);  mm_15 = None
    sum_13 = torch.ops.aten.sum.dim_IntList(threshold_backward_3, [0], True);  threshold_backward_3 = None
    view_9 = torch.ops.aten.view.default(sum_13, [8]);  sum_13 = None
    add_10 = torch.ops.aten.add.Tensor(view_7, view_9);  view_7 = view_9 = None
    t_33 = torch.ops.aten.t.default(t_32);  t_32 = None
    add_11 = torch.ops.aten.add.Tensor(t_26, t_33);  t_26 = t_33 = None
    return (view, t_3, view_1, add_11, add_10, add_9, add_7, add_5, add_4, add_3, add_2)
    