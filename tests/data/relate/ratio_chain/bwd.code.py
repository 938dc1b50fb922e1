


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
    detach_1 = torch.ops.aten.detach.default(_tensor_constant6);  _tensor_constant6 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(mm, detach_1, 0);  mm = detach_1 = None
    _tensor_constant7 = self._tensor_constant7
    t_4 = torch.ops.aten.t.default(_tensor_constant7);  _tensor_constant7 = None
    mm_2 = torch.ops.aten.mm.default(threshold_backward, t_4);  t_4 = None
    t_5 = torch.ops.aten.t.default(threshold_backward)
    _tensor_constant8 = self._tensor_constant8
    mm_3 = torch.ops.aten.mm.default(t_5, _tensor_constant8);  t_5 = _tensor_constant8 = None
    t_6 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(threshold_backward, [0], True);  threshold_backward = None
    view_1 = torch.ops.aten.view.default(sum_2, [6]);  sum_2 = None
    t_7 = torch.ops.aten.t.default(t_6);  t_6 = None
    _tensor_constant9 = self._tensor_constant9
    _tensor_constant10 = self._tensor_constant10
    div = torch.ops.aten.div.Tensor(_tensor_constant9, _tensor_constant10);  _tensor_constant9 = _tensor_constant10 = None
    _tensor_constant10_1 = self._tensor_constant10
    div_1 = torch.ops.aten.div.Tensor(div, _tensor_constant10_1);  div = _tensor_constant10_1 = None
    neg = torch.ops.aten.neg.default(mm_2)
    mul = torch.ops.aten.mul.Tensor(neg, div_1);  neg = div_1 = None
    _tensor_constant10_2 = self._tensor_constant10
    div_2 = torch.ops.aten.div.Tensor(mm_2, _tensor_constant10_2);  mm_2 = _tensor_constant10_2 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(mul, [1], True);  mul = None
    _tensor_constant11 = self._tensor_constant11
    detach_2 = torch.ops.aten.detach.default(_tensor_constant11);  _tensor_constant11 = None
    _tensor_constant9_1 = self._tensor_constant9
    div_3 = torch.ops.aten.div.Tensor(_tensor_constant9_1, detach_2);  _tensor_constant9_1 = None
    eq = torch.ops.aten.eq.Scalar(detach_2, 0);  detach_2 = None
    masked_fill_ = torch.ops.aten.masked_fill_.Scalar(div_3, eq, 0);  div_3 = eq = None
    mul_1 = torch.ops.aten.mul.Tensor(sum_3, masked_fill_);  sum_3 = masked_fill_ = None
    add = torch.ops.aten.add.Tensor(div_2, mul_1);  div_2 = mul_1 = None
    _tensor_constant12 = self._tensor_constant12
    _tensor_constant13 = self._tensor_constant13
    div_4 = torch.ops.aten.div.Tensor(_tensor_constant12, _tensor_constant13);  _tensor_constant12 = _tensor_constant13 = None
    _tensor_constant13_1 = self._tensor_constant13
    div_5 = torch.ops.aten.div.Tensor(div_4, _tensor_constant13_1);  div_4 = _tensor_constant13_1 = None
    neg_1 = torch.ops.aten.neg.default(add)
    mul_2 = torch.ops.aten.mul.Tensor(neg_1, div_5);  neg_1 = div_5 = None
    _tensor_constant13_2 = self._tensor_constant13
    div_6 = torch.ops.aten.div.Tensor(add, _tensor_constant13_2);  add = _tensor_constant13_2 = None
    _tensor_constant14 = self._tensor_constant14
    sgn = torch.ops.aten.sgn.default(_tensor_constant14);  _tensor_constant14 = None
    mul_3 = torch.ops.aten.mul.Tensor(mul_2, sgn);  mul_2 = sgn = None
    t_8 = torch.ops.aten.t.default(mul_3)
    _tensor_constant15 = self._tensor_constant15
    mm_4 = torch.ops.aten.mm.default(t_8, _tensor_constant15);  t_8 = _tensor_constant15 = None
    t_9 = torch.ops.aten.t.default(mm_4);  mm_4 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(mul_3, [0], True);  mul_3 = None
    view_2 = torch.ops.aten.view.default(sum_4, [6]);  sum_4 = None
    t_10 = torch.ops.aten.t.default(t_9);  t_9 = None
    t_11 = torch.ops.aten.t.default(div_6)
    _tensor_constant15_1 = self._tensor_constant15
    mm_5 = torch.ops.aten.mm.default(t_11, _tensor_constant15_1);  t_11 = _tensor_constant15_1 = None
    t_12 = torch.ops.aten.t.default(mm_5);  mm_5 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(div_6, [0], True);  div_6 = None
    view_3 = torch.ops.aten.view.default(sum_5, [6]);  sum_5 = None
    t_13 = torch.ops.aten.t.default(t_12);  t_12 = None
    return (t_13, view_3, t_10, view_2, t_7, view_1, t_3, view)
    