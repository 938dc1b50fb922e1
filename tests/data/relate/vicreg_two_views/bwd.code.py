


def forward(self, loss_1):
    ones_like = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
    _tensor_constant0 = self._tensor_constant0
    _tensor_constant1 = self._tensor_constant1
    _tensor_constant2 = self._tensor_constant2
    nll_loss_backward = torch.ops.aten.nll_loss_backward.default(ones_like, _tensor_constant0, _tensor_constant1, None, 1, -100, _tensor_constant2);  _tensor_constant0 = _tensor_constant1 = _tensor_constant2 = None
    _tensor_constant3 = self._tensor_constant3
    detach = torch.ops.aten.detach.default(_tensor_constant3);  _tensor_constant3 = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach, 1, torch.float32);  nll_loss_backward = detach = None
    mul = torch.ops.aten.mul.Tensor(ones_like, 25)
    mul_1 = torch.ops.aten.mul.Tensor(ones_like, 25)
    _tensor_constant4 = self._tensor_constant4
    _tensor_constant5 = self._tensor_constant5
    mse_loss_backward = torch.ops.aten.mse_loss_backward.default(mul_1, _tensor_constant4, _tensor_constant5, 1);  _tensor_constant4 = _tensor_constant5 = None
    _tensor_constant5_1 = self._tensor_constant5
    _tensor_constant4_1 = self._tensor_constant4
    mse_loss_backward_1 = torch.ops.aten.mse_loss_backward.default(mul_1, _tensor_constant5_1, _tensor_constant4_1, 1);  mul_1 = _tensor_constant5_1 = _tensor_constant4_1 = None
    div = torch.ops.aten.div.Tensor(ones_like, 8)
    expand = torch.ops.aten.expand.default(mul, [8])
    div_1 = torch.ops.aten.div.Scalar(expand, 8);  expand = None
    _tensor_constant6 = self._tensor_constant6
    detach_1 = torch.ops.aten.detach.default(_tensor_constant6);  _tensor_constant6 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(div_1, detach_1, 0);  div_1 = detach_1 = None
    neg = torch.ops.aten.neg.default(threshold_backward);  threshold_backward = None
    neg_1 = torch.ops.aten.neg.default(div)
    expand_1 = torch.ops.aten.expand.default(neg_1, [8]);  neg_1 = None
    _tensor_constant7 = self._tensor_constant7
    pow_1 = torch.ops.aten.pow.Tensor_Scalar(_tensor_constant7, 1.0);  _tensor_constant7 = None
    mul_2 = torch.ops.aten.mul.Scalar(pow_1, 2.0);  pow_1 = None
    mul_3 = torch.ops.aten.mul.Tensor(expand_1, mul_2);  expand_1 = mul_2 = None
    diagonal_backward = torch.ops.aten.diagonal_backward.default(mul_3, [8, 8], 0, 0, 1);  mul_3 = None
    expand_2 = torch.ops.aten.expand.default(div, [8, 8]);  div = None
    _tensor_constant8 = self._tensor_constant8
    pow_2 = torch.ops.aten.pow.Tensor_Scalar(_tensor_constant8, 1.0);  _tensor_constant8 = None
    mul_4 = torch.ops.aten.mul.Scalar(pow_2, 2.0);  pow_2 = None
    mul_5 = torch.ops.aten.mul.Tensor(expand_2, mul_4);  expand_2 = mul_4 = None
    add = torch.ops.aten.add.Tensor(diagonal_backward, mul_5);  diagonal_backward = mul_5 = None
    div_2 = torch.ops.aten.div.Tensor(add, 1);  add = None
    _tensor_constant9 = self._tensor_constant9
    t = torch.ops.aten.t.default(_tensor_constant9);  _tensor_constant9 = None
    mm = torch.ops.aten.mm.default(t, div_2);  t = None
    t_1 = torch.ops.aten.t.default(div_2);  div_2 = None
    _tensor_constant10 = self._tensor_constant10
    mm_1 = torch.ops.aten.mm.default(_tensor_constant10, t_1);  _tensor_constant10 = t_1 = None
    t_2 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    permute = torch.ops.aten.permute.default(t_2, [1, 0]);  t_2 = None
    add_1 = torch.ops.aten.add.Tensor(mm, permute);  mm = permute = None
    neg_2 = torch.ops.aten.neg.default(add_1)
    sum_1 = torch.ops.aten.sum.dim_IntList(neg_2, [0], True);  neg_2 = None
    view = torch.ops.aten.view.default(sum_1, [8]);  sum_1 = None
    add_2 = torch.ops.aten.add.Tensor(mse_loss_backward_1, add_1);  mse_loss_backward_1 = add_1 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(view, 0);  view = None
    expand_3 = torch.ops.aten.expand.default(unsqueeze, [2, 8]);  unsqueeze = None
    div_3 = torch.ops.aten.div.Scalar(expand_3, 2);  expand_3 = None
    add_3 = torch.ops.aten.add.Tensor(add_2, div_3);  add_2 = div_3 = None
    _tensor_constant11 = self._tensor_constant11
    detach_2 = torch.ops.aten.detach.default(_tensor_constant11);  _tensor_constant11 = None
    mul_6 = torch.ops.aten.mul.Scalar(detach_2, 2);  detach_2 = None
    div_4 = torch.ops.aten.div.Tensor(neg, mul_6);  neg = mul_6 = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(div_4, 0);  div_4 = None
    _tensor_constant5_2 = self._tensor_constant5
    mean = torch.ops.aten.mean.dim(_tensor_constant5_2, [0], True);  _tensor_constant5_2 = None
    _tensor_constant5_3 = self._tensor_constant5
    sub = torch.ops.aten.sub.Tensor(_tensor_constant5_3, mean);  _tensor_constant5_3 = mean = None
    mul_7 = torch.ops.aten.mul.Scalar(unsqueeze_1, 2.0);  unsqueeze_1 = None
    mul_8 = torch.ops.aten.mul.Tensor(mul_7, sub);  mul_7 = sub = None
    add_4 = torch.ops.aten.add.Tensor(add_3, mul_8);  add_3 = mul_8 = None
    div_5 = torch.ops.aten.div.Tensor(ones_like, 8);  ones_like = None
    expand_4 = torch.ops.aten.expand.default(mul, [8]);  mul = None
    div_6 = torch.ops.aten.div.Scalar(expand_4, 8);  expand_4 = None
    _tensor_constant12 = self._tensor_constant12
    detach_3 = torch.ops.aten.detach.default(_tensor_constant12);  _tensor_constant12 = None
    threshold_backward_1 = torch.ops.aten.threshold_backward.default(div_6, detach_3, 0);  div_6 = detach_3 = None
    neg_3 = torch.ops.aten.neg.default(threshold_backward_1);  threshold_backward_1 = None
    neg_4 = torch.ops.aten.neg.default(div_5)
    expand_5 = torch.ops.aten.expand.default(neg_4, [8]);  neg_4 = None
    _tensor_constant13 = self._tensor_constant13
    pow_3 = torch.ops.aten.pow.Tensor_Scalar(_tensor_constant13, 1.0);  _tensor_constant13 = None
    mul_9 = torch.ops.aten.mul.Scalar(pow_3, 2.0);  pow_3 = None
    mul_10 = torch.ops.aten.mul.Tensor(expand_5, mul_9);  expand_5 = mul_9 = None
    diagonal_backward_1 = torch.ops.aten.diagonal_backward.default(mul_10, [8, 8], 0, 0, 1);  mul_10 = None
    expand_6 = torch.ops.aten.expand.default(div_5, [8, 8]);  div_5 = None
    _tensor_constant14 = self._tensor_constant14
    pow_4 = torch.ops.aten.pow.Tensor_Scalar(_tensor_constant14, 1.0);  _tensor_constant14 = None
    mul_11 = torch.ops.aten.mul.Scalar(pow_4, 2.0);  pow_4 = None
    mul_12 = torch.ops.aten.mul.Tensor(expand_6, mul_11);  expand_6 = mul_11 = None
    add_5 = torch.ops.aten.add.Tensor(diagonal_backward_1, mul_12);  diagonal_backward_1 = mul_12 = None
    div_7 = torch.ops.aten.div.Tensor(add_5, 1);  add_5 = None
    _tensor_constant15 = self._tensor_constant15
    t_3 = torch.ops.aten.t.default(_tensor_constant15);  _tensor_constant15 = None
    mm_2 = torch.ops.aten.mm.default(t_3, div_7);  t_3 = None
    t_4 = torch.ops.aten.t.default(div_7);  div_7 = None
    _tensor_constant16 = self._tensor_constant16
    mm_3 = torch.ops.aten.mm.default(_tensor_constant16, t_4);  _tensor_constant16 = t_4 = None
    t_5 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    permute_1 = torch.ops.aten.permute.default(t_5, [1, 0]);  t_5 = None
    add_6 = torch.ops.aten.add.Tensor(mm_2, permute_1);  mm_2 = permute_1 = None
    neg_5 = torch.ops.aten.neg.default(add_6)
    sum_2 = torch.ops.aten.sum.dim_IntList(neg_5, [0], True);  neg_5 = None
    view_1 = torch.ops.aten.view.default(sum_2, [8]);  sum_2 = None
    add_7 = torch.ops.aten.add.Tensor(mse_loss_backward, add_6);  mse_loss_backward = add_6 = None
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(view_1, 0);  view_1 = None
    expand_7 = torch.ops.aten.expand.default(unsqueeze_2, [2, 8]);  unsqueeze_2 = None
    div_8 = torch.ops.aten.div.Scalar(expand_7, 2);  expand_7 = None
    add_8 = torch.ops.aten.add.Tensor(add_7, div_8);  add_7 = div_8 = None
    _tensor_constant17 = self._tensor_constant17
    detach_4 = torch.ops.aten.detach.default(_tensor_constant17);  _tensor_constant17 = None
    mul_13 = torch.ops.aten.mul.Scalar(detach_4, 2);  detach_4 = None
    div_9 = torch.ops.aten.div.Tensor(neg_3, mul_13);  neg_3 = mul_13 = None
    unsqueeze_3 = torch.ops.aten.unsqueeze.default(div_9, 0);  div_9 = None
    _tensor_constant4_2 = self._tensor_constant4
    mean_1 = torch.ops.aten.mean.dim(_tensor_constant4_2, [0], True);  _tensor_constant4_2 = None
    _tensor_constant4_3 = self._tensor_constant4
    sub_1 = torch.ops.aten.sub.Tensor(_tensor_constant4_3, mean_1);  _tensor_constant4_3 = mean_1 = None
    mul_14 = torch.ops.aten.mul.Scalar(unsqueeze_3, 2.0);  unsqueeze_3 = None
    mul_15 = torch.ops.aten.mul.Tensor(mul_14, sub_1);  mul_14 = sub_1 = None
    add_9 = torch.ops.aten.add.Tensor(add_8, mul_15);  add_8 = mul_15 = None
    t_6 = torch.ops.aten.t.default(_log_softmax_backward_data)
    _tensor_constant18 = self._tensor_constant18
    mm_4 = torch.ops.aten.mm.default(t_6, _tensor_constant18);  t_6 = _tensor_constant18 = None
    t_7 = torch.ops.aten.t.default(mm_4);  mm_4 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(_log_softmax_backward_data, [0], True);  _log_softmax_backward_data = None
    view_2 = torch.ops.aten.view.default(sum_3, [3]);  sum_3 = None
    t_8 = torch.ops.aten.t.default(t_7);  t_7 = None
    _tensor_constant19 = self._tensor_constant19
    t_9 = torch.ops.aten.t.default(_tensor_constant19);  _tensor_constant19 = None
    mm_5 = torch.ops.aten.mm.default(add_4, t_9);  t_9 = None
    t_10 = torch.ops.aten.t.default(add_4)
    _tensor_constant20 = self._tensor_constant20
    mm_6 = torch.ops.aten.mm.default(t_10, _tensor_constant20);  t_10 = _tensor_constant20 = None
    t_11 = torch.ops.aten.t.default(mm_6);  mm_6 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(add_4, [0], True);  add_4 = None
    view_3 = torch.ops.aten.view.default(sum_4, [8]);  sum_4 = None
    t_12 = torch.ops.aten.t.default(t_11);  t_11 = None
    _tensor_constant21 = self._tensor_constant21
    detach_5 = torch.ops.aten.detach.default(_tensor_constant21);  _tensor_constant21 = None
    threshold_backward_2 = torch.ops.aten.threshold_backward.default(mm_5, detach_5, 0);  mm_5 = detach_5 = None
    _tensor_constant22 = self._tensor_constant22
    _param_constant0 = self._param_constant0
    _tensor_constant23 = self._tensor_constant23
    _tensor_constant24 = self._tensor_constant24
    _tensor_constant25 = self._tensor_constant25
    _tensor_constant26 = self._tensor_constant26
    native_batch_norm_backward = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_2, _tensor_constant22, _param_constant0, _tensor_constant23, _tensor_constant24, _tensor_constant25, _tensor_constant26, True, 1e-05, [True, True, True]);  threshold_backward_2 = _tensor_constant22 = _param_constant0 = _tensor_constant23 = _tensor_constant24 = _tensor_constant25 = _tensor_constant26 = None
    getitem = native_batch_norm_backward[0]
    getitem_1 = native_batch_norm_backward[1]
    getitem_2 = native_batch_norm_backward[2];  native_batch_norm_backward = None
    _tensor_constant27 = self._tensor_constant27
    t_13 = torch.ops.aten.t.default(_tensor_constant27);  _tensor_constant27 = None
    mm_7 = torch.ops.aten.mm.default(getitem, t_13);  t_13 = None
    t_14 = torch.ops.aten.t.default(getitem)
    _tensor_constant28 = self._tensor_constant28
    mm_8 = torch.ops.aten.mm.default(t_14, _tensor_constant28);  t_14 = _tensor_constant28 = None
    t_15 = torch.ops.aten.t.default(mm_8);  mm_8 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(getitem, [0], True);  getitem = None
    view_4 = torch.ops.aten.view.default(sum_5, [8]);  sum_5 = None
    t_16 = torch.ops.aten.t.default(t_15);  t_15 = None
    _tensor_constant29 = self._tensor_constant29
    t_17 = torch.ops.aten.t.default(_tensor_constant29);  _tensor_constant29 = None
    mm_9 = torch.ops.aten.mm.default(add_9, t_17);  t_17 = None
    t_18 = torch.ops.aten.t.default(add_9)
    _tensor_constant30 = self._tensor_constant30
    mm_10 = torch.ops.aten.mm.default(t_18, _tensor_constant30);  t_18 = _tensor_constant30 = None
    t_19 = torch.ops.aten.t.default(mm_10);  mm_10 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(add_9, [0], True);  add_9 = None
    view_5 = torch.ops.aten.view.default(sum_6, [8]);  sum_6 = None
    add_10 = torch.ops.aten.add.Tensor(view_3, view_5);  view_3 = view_5 = None
    t_20 = torch.ops.aten.t.default(t_19);  t_19 = None
    add_11 = torch.ops.aten.add.Tensor(t_12, t_20);  t_12 = t_20 = None
    _tensor_constant31 = self._tensor_constant31
    detach_6 = torch.ops.aten.detach.default(_tensor_constant31);  _tensor_constant31 = None
    threshold_backward_3 = torch.ops.aten.threshold_backward.default(mm_9, detach_6, 0);  mm_9 = detach_6 = None
    _tensor_constant32 = self._tensor_constant32
    _param_constant0_1 = self._param_constant0
    _tensor_constant23_1 = self._tensor_constant23
    _tensor_constant24_1 = self._tensor_constant24
    _tensor_constant33 = self._tensor_constant33
    _tensor_constant34 = self._tensor_constant34
    native_batch_norm_backward_1 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_3, _tensor_constant32, _param_constant0_1, _tensor_constant23_1, _tensor_constant24_1, _tensor_constant33, _tensor_constant34, True, 1e-05, [True, True, True]);  threshold_backward_3 = _tensor_constant32 = _param_constant0_1 = _tensor_constant23_1 = _tensor_constant24_1 = _tensor_constant33 = _tensor_constant34 = None
    getitem_3 = native_batch_norm_backward_1[0]
    getitem_4 = native_batch_norm_backward_1[1]
    getitem_5 = native_batch_norm_backward_1[2];  native_batch_norm_backward_1 = None
    add_12 = torch.ops.aten.add.Tensor(getitem_1, getitem_4);  getitem_1 = getitem_4 = None
    add_13 = torch.ops.aten.add.Tensor(getitem_2, getitem_5);  getitem_2 = getitem_5 = None
    _tensor_constant35 = self._tensor_constant35
    t_21 = torch.ops.aten.t.default(_tensor_constant35);  _tensor_constant35 = None
    mm_11 = torch.ops.aten.mm.default(getitem_3, t_21);  t_21 = None
    t_22 = torch.ops.aten.t.default(getitem_3)
    _tensor_constant36 = self._tensor_constant36
    mm_12 = torch.ops.aten.mm.default(t_22, _tensor_constant36);  t_22 = _tensor_constant36 = None
    t_23 = torch.ops.aten.t.default(mm_12);  mm_12 = None
    sum_7 = torch.ops.aten.sum.dim_IntList(getitem_3, [0], True);  getitem_3 = None
    view_6 = torch.ops.aten.view.default(sum_7, [8]);  sum_7 = None
    add_14 = torch.ops.aten.add.Tensor(view_4, view_6);  view_4 = view_6 = None
    t_24 = torch.ops.aten.t.default(t_23);  t_23 = None
    add_15 = torch.ops.aten.add.Tensor(t_16, t_24);  t_16 = t_24 = None
    _tensor_constant37 = self._tensor_constant37
    t_25 = torch.ops.aten.t.default(_tensor_constant37);  _tensor_constant37 = None
    mm_13 = torch.ops.aten.mm.default(mm_7, t_25);  t_25 = None
    t_26 = torch.ops.aten.t.default(mm_7)
    _tensor_constant38 = self._tensor_constant38
    mm_14 = torch.ops.aten.mm.default(t_26, _tensor_constant38);  t_26 = _tensor_constant38 = None
    t_27 = torch.ops.aten.t.default(mm_14);  mm_14 = None
    sum_8 = torch.ops.aten.sum.dim_IntList(mm_7, [0], True);  mm_7 = None
    view_7 = torch.ops.aten.view.default(sum_8, [8]);  sum_8 = None
    t_28 = torch.ops.aten.t.default(t_27);  t_27 = None
    _tensor_constant39 = self._tensor_constant39
    detach_7 = torch.ops.aten.detach.default(_tensor_constant39);  _tensor_constant39 = None
    threshold_backward_4 = torch.ops.aten.threshold_backward.default(mm_13, detach_7, 0);  mm_13 = detach_7 = None
    t_29 = torch.ops.aten.t.default(threshold_backward_4)
    _tensor_constant40 = self._tensor_constant40
    mm_15 = torch.ops.aten.mm.default(t_29, _tensor_constant40);  t_29 = _tensor_constant40 = None
    t_30 = torch.ops.aten.t.default(mm_15);  mm_15 = None
    sum_9 = torch.ops.aten.sum.dim_IntList(threshold_backward_4, [0], True);  threshold_backward_4 = None
    view_8 = torch.ops.aten.view.default(sum_9, [8]);  sum_9 = None
    t_31 = torch.ops.aten.t.default(t_30);  t_30 = None
    _tensor_constant41 = self._tensor_constant41
    t_32 = torch.ops.aten.t.default(_tensor_constant41);  _tensor_constant41 = None
    mm_16 = torch.ops.aten.mm.default(mm_11, t_32);  t_32 = None
    t_33 = torch.ops.aten.t.default(mm_11)
    _tensor_constant42 = self._tensor_constant42
    mm_17 = torch.ops.aten.mm.default(t_33, _tensor_constant42);  t_33 = _tensor_constant42 = None
    t_34 = torch.ops.aten.t.default(mm_17);  mm_17 = None
    sum_10 = torch.ops.aten.sum.dim_IntList(mm_11, [0], True);  mm_11 = None
    view_9 = torch.ops.aten.view.default(sum_10, [8]);  sum_10 = None
    add_16 = torch.ops.aten.add.Tensor(view_7, view_9);  view_7 = view_9 = None
    t_35 = torch.ops.aten.t.default(t_34);  t_34 = None
    add_17 = torch.ops.aten.add.Tensor(t_28, t_35);  t_28 = t_35 = None
    _tensor_constant43 = self._tensor_constant43
    detach_8 = torch.ops.aten.detach.default(_tensor_constant43);  _tensor_constant43 = None
    threshold_backward_5 = torch.ops.aten.threshold_backward.default(mm_16, detach_8, 0);  mm_16 = detach_8 = None
    t_36 = torch.ops.aten.t.default(threshold_backward_5)
    _tensor_constant44 = self._tensor_constant44
    mm_18 = torch.ops.aten.mm.default(t_36, _tensor_constant44);  t_36 = _tensor_constant44 = None
    t_37 = torch.ops.aten.t.default(mm_18);  mm_18 = None
    sum_11 = torch.ops.aten.sum.dim_IntList(threshold_backward_5, [0], True);  threshold_backward_5 = None
    view_10 = torch.ops.aten.view.default(sum_11, [8]);  sum_11 = None
    add_18 = torch.ops.aten.add.Tensor(view_8, view_10);  view_8 = view_10 = None
    t_38 = torch.ops.aten.t.default(t_37);  t_37 = None
    add_19 = torch.ops.aten.add.Tensor(t_31, t_38);  t_31 = t_38 = None
    return (add_19, add_18, add_17, add_16, add_15, add_14, add_12, add_13, add_11, add_10, t_8, view_2)
    