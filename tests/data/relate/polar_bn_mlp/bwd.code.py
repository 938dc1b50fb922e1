


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
    _param_constant0 = self._param_constant0
    _tensor_constant7 = self._tensor_constant7
    _tensor_constant8 = self._tensor_constant8
    _tensor_constant9 = self._tensor_constant9
    _tensor_constant10 = self._tensor_constant10
    native_batch_norm_backward = torch.ops.aten.native_batch_norm_backward.default(mm, _tensor_constant6, _param_constant0, _tensor_constant7, _tensor_constant8, _tensor_constant9, _tensor_constant10, True, 1e-05, [True, True, True]);  mm = _tensor_constant6 = _param_constant0 = _tensor_constant7 = _tensor_constant8 = _tensor_constant9 = _tensor_constant10 = None
    getitem = native_batch_norm_backward[0]
    getitem_1 = native_batch_norm_backward[1]
    getitem_2 = native_batch_norm_backward[2];  native_batch_norm_backward = None
    slice_1 = torch.ops.aten.slice.Tensor(getitem, 1, 0, 4)
    slice_2 = torch.ops.aten.slice.Tensor(getitem, 1, 4, 8)
    slice_3 = torch.ops.aten.slice.Tensor(getitem, 1, 8, 12);  getitem = None
    _tensor_constant11 = self._tensor_constant11
    _tensor_constant12 = self._tensor_constant12
    sub = torch.ops.aten.sub.Tensor(_tensor_constant11, _tensor_constant12);  _tensor_constant11 = _tensor_constant12 = None
    exp = torch.ops.aten.exp.default(sub);  sub = None
    add = torch.ops.aten.add.Scalar(exp, 1);  exp = None
    div = torch.ops.aten.div.Tensor(slice_3, add);  add = None
    _tensor_constant12_1 = self._tensor_constant12
    _tensor_constant11_1 = self._tensor_constant11
    sub_1 = torch.ops.aten.sub.Tensor(_tensor_constant12_1, _tensor_constant11_1);  _tensor_constant12_1 = _tensor_constant11_1 = None
    exp_1 = torch.ops.aten.exp.default(sub_1);  sub_1 = None
    add_1 = torch.ops.aten.add.Scalar(exp_1, 1);  exp_1 = None
    div_1 = torch.ops.aten.div.Tensor(slice_3, add_1);  slice_3 = add_1 = None
    _tensor_constant11_2 = self._tensor_constant11
    _tensor_constant11_3 = self._tensor_constant11
    mul = torch.ops.aten.mul.Tensor(_tensor_constant11_2, _tensor_constant11_3);  _tensor_constant11_2 = _tensor_constant11_3 = None
    _tensor_constant12_2 = self._tensor_constant12
    _tensor_constant12_3 = self._tensor_constant12
    mul_1 = torch.ops.aten.mul.Tensor(_tensor_constant12_2, _tensor_constant12_3);  _tensor_constant12_2 = _tensor_constant12_3 = None
    add_2 = torch.ops.aten.add.Tensor(mul_1, mul);  mul_1 = mul = None
    reciprocal = torch.ops.aten.reciprocal.default(add_2)
    eq = torch.ops.aten.eq.Scalar(add_2, 0);  add_2 = None
    masked_fill = torch.ops.aten.masked_fill.Scalar(reciprocal, eq, 0);  reciprocal = eq = None
    _tensor_constant11_4 = self._tensor_constant11
    mul_2 = torch.ops.aten.mul.Tensor(slice_2, _tensor_constant11_4);  _tensor_constant11_4 = None
    mul_3 = torch.ops.aten.mul.Tensor(mul_2, masked_fill);  mul_2 = None
    _tensor_constant12_4 = self._tensor_constant12
    neg = torch.ops.aten.neg.default(_tensor_constant12_4);  _tensor_constant12_4 = None
    mul_4 = torch.ops.aten.mul.Tensor(slice_2, neg);  slice_2 = neg = None
    mul_5 = torch.ops.aten.mul.Tensor(mul_4, masked_fill);  mul_4 = masked_fill = None
    add_3 = torch.ops.aten.add.Tensor(div, mul_3);  div = mul_3 = None
    add_4 = torch.ops.aten.add.Tensor(div_1, mul_5);  div_1 = mul_5 = None
    _tensor_constant13 = self._tensor_constant13
    detach_1 = torch.ops.aten.detach.default(_tensor_constant13);  _tensor_constant13 = None
    _tensor_constant12_5 = self._tensor_constant12
    mul_6 = torch.ops.aten.mul.Tensor(slice_1, _tensor_constant12_5);  _tensor_constant12_5 = None
    div_2 = torch.ops.aten.div.Tensor(mul_6, detach_1);  mul_6 = None
    _tensor_constant11_5 = self._tensor_constant11
    mul_7 = torch.ops.aten.mul.Tensor(slice_1, _tensor_constant11_5);  slice_1 = _tensor_constant11_5 = None
    div_3 = torch.ops.aten.div.Tensor(mul_7, detach_1);  mul_7 = detach_1 = None
    add_5 = torch.ops.aten.add.Tensor(add_4, div_3);  add_4 = div_3 = None
    add_6 = torch.ops.aten.add.Tensor(add_3, div_2);  add_3 = div_2 = None
    cat = torch.ops.aten.cat.default([add_5, add_6], 1);  add_5 = add_6 = None
    _tensor_constant14 = self._tensor_constant14
    t_4 = torch.ops.aten.t.default(_tensor_constant14);  _tensor_constant14 = None
    mm_2 = torch.ops.aten.mm.default(cat, t_4);  t_4 = None
    t_5 = torch.ops.aten.t.default(cat)
    _tensor_constant15 = self._tensor_constant15
    mm_3 = torch.ops.aten.mm.default(t_5, _tensor_constant15);  t_5 = _tensor_constant15 = None
    t_6 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(cat, [0], True);  cat = None
    view_1 = torch.ops.aten.view.default(sum_2, [8]);  sum_2 = None
    t_7 = torch.ops.aten.t.default(t_6);  t_6 = None
    _tensor_constant16 = self._tensor_constant16
    detach_2 = torch.ops.aten.detach.default(_tensor_constant16);  _tensor_constant16 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(mm_2, detach_2, 0);  mm_2 = detach_2 = None
    _tensor_constant17 = self._tensor_constant17
    _param_constant1 = self._param_constant1
    _tensor_constant18 = self._tensor_constant18
    _tensor_constant19 = self._tensor_constant19
    _tensor_constant20 = self._tensor_constant20
    _tensor_constant21 = self._tensor_constant21
    native_batch_norm_backward_1 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward, _tensor_constant17, _param_constant1, _tensor_constant18, _tensor_constant19, _tensor_constant20, _tensor_constant21, True, 1e-05, [True, True, True]);  threshold_backward = _tensor_constant17 = _param_constant1 = _tensor_constant18 = _tensor_constant19 = _tensor_constant20 = _tensor_constant21 = None
    getitem_3 = native_batch_norm_backward_1[0]
    getitem_4 = native_batch_norm_backward_1[1]
    getitem_5 = native_batch_norm_backward_1[2];  native_batch_norm_backward_1 = None
    t_8 = torch.ops.aten.t.default(getitem_3)
    _tensor_constant22 = self._tensor_constant22
    mm_4 = torch.ops.aten.mm.default(t_8, _tensor_constant22);  t_8 = _tensor_constant22 = None
    t_9 = torch.ops.aten.t.default(mm_4);  mm_4 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(getitem_3, [0], True);  getitem_3 = None
    view_2 = torch.ops.aten.view.default(sum_3, [6]);  sum_3 = None
    t_10 = torch.ops.aten.t.default(t_9);  t_9 = None
    return (t_3, view, t_10, view_2, getitem_4, getitem_5, t_7, view_1, getitem_1, getitem_2)
    