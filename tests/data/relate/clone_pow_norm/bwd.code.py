


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
    _param_constant0 = self._param_constant0
    mul_1 = torch.ops.aten.mul.Tensor(mm, _param_constant0);  _param_constant0 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(mul, [0], True);  mul = None
    view_1 = torch.ops.aten.view.default(sum_2, [10]);  sum_2 = None
    neg = torch.ops.aten.neg.default(mul_1)
    sum_3 = torch.ops.aten.sum.dim_IntList(neg, [1], True);  neg = None
    expand = torch.ops.aten.expand.default(sum_3, [4, 10]);  sum_3 = None
    div = torch.ops.aten.div.Scalar(expand, 10);  expand = None
    _tensor_constant7 = self._tensor_constant7
    _tensor_constant8 = self._tensor_constant8
    div_1 = torch.ops.aten.div.Tensor(_tensor_constant7, _tensor_constant8);  _tensor_constant7 = _tensor_constant8 = None
    _tensor_constant8_1 = self._tensor_constant8
    div_2 = torch.ops.aten.div.Tensor(div_1, _tensor_constant8_1);  div_1 = _tensor_constant8_1 = None
    neg_1 = torch.ops.aten.neg.default(mul_1)
    mul_2 = torch.ops.aten.mul.Tensor(neg_1, div_2);  neg_1 = div_2 = None
    _tensor_constant8_2 = self._tensor_constant8
    div_3 = torch.ops.aten.div.Tensor(mul_1, _tensor_constant8_2);  mul_1 = _tensor_constant8_2 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(mul_2, [1], True);  mul_2 = None
    add = torch.ops.aten.add.Tensor(div, div_3);  div = div_3 = None
    _tensor_constant9 = self._tensor_constant9
    detach_1 = torch.ops.aten.detach.default(_tensor_constant9);  _tensor_constant9 = None
    mul_3 = torch.ops.aten.mul.Scalar(detach_1, 2);  detach_1 = None
    div_4 = torch.ops.aten.div.Tensor(sum_4, mul_3);  sum_4 = mul_3 = None
    expand_1 = torch.ops.aten.expand.default(div_4, [4, 10]);  div_4 = None
    div_5 = torch.ops.aten.div.Scalar(expand_1, 10);  expand_1 = None
    _tensor_constant10 = self._tensor_constant10
    pow_1 = torch.ops.aten.pow.Tensor_Scalar(_tensor_constant10, 1.0);  _tensor_constant10 = None
    mul_4 = torch.ops.aten.mul.Scalar(pow_1, 2.0);  pow_1 = None
    mul_5 = torch.ops.aten.mul.Tensor(div_5, mul_4);  div_5 = mul_4 = None
    add_1 = torch.ops.aten.add.Tensor(add, mul_5);  add = mul_5 = None
    _tensor_constant11 = self._tensor_constant11
    t_4 = torch.ops.aten.t.default(_tensor_constant11);  _tensor_constant11 = None
    mm_2 = torch.ops.aten.mm.default(add_1, t_4);  t_4 = None
    t_5 = torch.ops.aten.t.default(add_1)
    _tensor_constant12 = self._tensor_constant12
    mm_3 = torch.ops.aten.mm.default(t_5, _tensor_constant12);  t_5 = _tensor_constant12 = None
    t_6 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(add_1, [0], True);  add_1 = None
    view_2 = torch.ops.aten.view.default(sum_5, [10]);  sum_5 = None
    add_2 = torch.ops.aten.add.Tensor(mm, mm_2);  mm = mm_2 = None
    t_7 = torch.ops.aten.t.default(t_6);  t_6 = None
    _tensor_constant13 = self._tensor_constant13
    mul_6 = torch.ops.aten.mul.Tensor(add_2, _tensor_constant13);  _tensor_constant13 = None
    _param_constant0_1 = self._param_constant0
    mul_7 = torch.ops.aten.mul.Tensor(add_2, _param_constant0_1);  _param_constant0_1 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(mul_6, [0], True);  mul_6 = None
    view_3 = torch.ops.aten.view.default(sum_6, [10]);  sum_6 = None
    add_3 = torch.ops.aten.add.Tensor(view_1, view_3);  view_1 = view_3 = None
    neg_2 = torch.ops.aten.neg.default(mul_7)
    sum_7 = torch.ops.aten.sum.dim_IntList(neg_2, [1], True);  neg_2 = None
    expand_2 = torch.ops.aten.expand.default(sum_7, [4, 10]);  sum_7 = None
    div_6 = torch.ops.aten.div.Scalar(expand_2, 10);  expand_2 = None
    _tensor_constant14 = self._tensor_constant14
    _tensor_constant15 = self._tensor_constant15
    div_7 = torch.ops.aten.div.Tensor(_tensor_constant14, _tensor_constant15);  _tensor_constant14 = _tensor_constant15 = None
    _tensor_constant15_1 = self._tensor_constant15
    div_8 = torch.ops.aten.div.Tensor(div_7, _tensor_constant15_1);  div_7 = _tensor_constant15_1 = None
    neg_3 = torch.ops.aten.neg.default(mul_7)
    mul_8 = torch.ops.aten.mul.Tensor(neg_3, div_8);  neg_3 = div_8 = None
    _tensor_constant15_2 = self._tensor_constant15
    div_9 = torch.ops.aten.div.Tensor(mul_7, _tensor_constant15_2);  mul_7 = _tensor_constant15_2 = None
    sum_8 = torch.ops.aten.sum.dim_IntList(mul_8, [1], True);  mul_8 = None
    add_4 = torch.ops.aten.add.Tensor(div_6, div_9);  div_6 = div_9 = None
    _tensor_constant16 = self._tensor_constant16
    detach_2 = torch.ops.aten.detach.default(_tensor_constant16);  _tensor_constant16 = None
    mul_9 = torch.ops.aten.mul.Scalar(detach_2, 2);  detach_2 = None
    div_10 = torch.ops.aten.div.Tensor(sum_8, mul_9);  sum_8 = mul_9 = None
    expand_3 = torch.ops.aten.expand.default(div_10, [4, 10]);  div_10 = None
    div_11 = torch.ops.aten.div.Scalar(expand_3, 10);  expand_3 = None
    _tensor_constant17 = self._tensor_constant17
    pow_2 = torch.ops.aten.pow.Tensor_Scalar(_tensor_constant17, 1.0);  _tensor_constant17 = None
    mul_10 = torch.ops.aten.mul.Scalar(pow_2, 2.0);  pow_2 = None
    mul_11 = torch.ops.aten.mul.Tensor(div_11, mul_10);  div_11 = mul_10 = None
    add_5 = torch.ops.aten.add.Tensor(add_4, mul_11);  add_4 = mul_11 = None
    _tensor_constant18 = self._tensor_constant18
    t_8 = torch.ops.aten.t.default(_tensor_constant18);  _tensor_constant18 = None
    mm_4 = torch.ops.aten.mm.default(add_5, t_8);  t_8 = None
    t_9 = torch.ops.aten.t.default(add_5)
    _tensor_constant19 = self._tensor_constant19
    mm_5 = torch.ops.aten.mm.default(t_9, _tensor_constant19);  t_9 = _tensor_constant19 = None
    t_10 = torch.ops.aten.t.default(mm_5);  mm_5 = None
    sum_9 = torch.ops.aten.sum.dim_IntList(add_5, [0], True);  add_5 = None
    view_4 = torch.ops.aten.view.default(sum_9, [10]);  sum_9 = None
    add_6 = torch.ops.aten.add.Tensor(add_2, mm_4);  add_2 = mm_4 = None
    t_11 = torch.ops.aten.t.default(t_10);  t_10 = None
    t_12 = torch.ops.aten.t.default(add_6)
    _tensor_constant20 = self._tensor_constant20
    mm_6 = torch.ops.aten.mm.default(t_12, _tensor_constant20);  t_12 = _tensor_constant20 = None
    t_13 = torch.ops.aten.t.default(mm_6);  mm_6 = None
    sum_10 = torch.ops.aten.sum.dim_IntList(add_6, [0], True);  add_6 = None
    view_5 = torch.ops.aten.view.default(sum_10, [10]);  sum_10 = None
    t_14 = torch.ops.aten.t.default(t_13);  t_13 = None
    return (add_3, t_14, view_5, t_11, view_4, t_7, view_2, t_3, view)
    