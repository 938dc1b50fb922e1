


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
    tanh_backward = torch.ops.aten.tanh_backward.default(mm, detach_1);  mm = detach_1 = None
    _tensor_constant7 = self._tensor_constant7
    t_4 = torch.ops.aten.t.default(_tensor_constant7);  _tensor_constant7 = None
    mm_2 = torch.ops.aten.mm.default(tanh_backward, t_4);  t_4 = None
    t_5 = torch.ops.aten.t.default(tanh_backward)
    _tensor_constant8 = self._tensor_constant8
    mm_3 = torch.ops.aten.mm.default(t_5, _tensor_constant8);  t_5 = _tensor_constant8 = None
    t_6 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(tanh_backward, [0], True);  tanh_backward = None
    view_1 = torch.ops.aten.view.default(sum_2, [6]);  sum_2 = None
    t_7 = torch.ops.aten.t.default(t_6);  t_6 = None
    _tensor_constant9 = self._tensor_constant9
    _tensor_constant10 = self._tensor_constant10
    div = torch.ops.aten.div.Tensor(_tensor_constant9, _tensor_constant10);  _tensor_constant9 = _tensor_constant10 = None
    _tensor_constant10_1 = self._tensor_constant10
    div_1 = torch.ops.aten.div.Tensor(div, _tensor_constant10_1);  div = _tensor_constant10_1 = None
    neg = torch.ops.aten.neg.default(t_7)
    mul = torch.ops.aten.mul.Tensor(neg, div_1);  neg = div_1 = None
    _tensor_constant10_2 = self._tensor_constant10
    div_2 = torch.ops.aten.div.Tensor(t_7, _tensor_constant10_2);  t_7 = _tensor_constant10_2 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(mul, [1], True);  mul = None
    _tensor_constant11 = self._tensor_constant11
    detach_2 = torch.ops.aten.detach.default(_tensor_constant11);  _tensor_constant11 = None
    _tensor_constant12 = self._tensor_constant12
    div_3 = torch.ops.aten.div.Tensor(_tensor_constant12, detach_2);  _tensor_constant12 = None
    eq = torch.ops.aten.eq.Scalar(detach_2, 0);  detach_2 = None
    masked_fill_ = torch.ops.aten.masked_fill_.Scalar(div_3, eq, 0);  div_3 = eq = None
    mul_1 = torch.ops.aten.mul.Tensor(sum_3, masked_fill_);  sum_3 = masked_fill_ = None
    _param_constant0 = self._param_constant0
    mul_2 = torch.ops.aten.mul.Tensor(div_2, _param_constant0);  _param_constant0 = None
    _tensor_constant12_1 = self._tensor_constant12
    mul_3 = torch.ops.aten.mul.Tensor(div_2, _tensor_constant12_1);  div_2 = _tensor_constant12_1 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(mul_3, [1], True);  mul_3 = None
    add = torch.ops.aten.add.Tensor(mul_1, mul_2);  mul_1 = mul_2 = None
    _param_constant1 = self._param_constant1
    t_8 = torch.ops.aten.t.default(_param_constant1);  _param_constant1 = None
    mm_4 = torch.ops.aten.mm.default(t_8, add);  t_8 = None
    _param_constant2 = self._param_constant2
    t_9 = torch.ops.aten.t.default(_param_constant2);  _param_constant2 = None
    mm_5 = torch.ops.aten.mm.default(add, t_9);  t_9 = None
    _tensor_constant13 = self._tensor_constant13
    gelu_backward = torch.ops.aten.gelu_backward.default(mm_2, _tensor_constant13);  mm_2 = _tensor_constant13 = None
    t_10 = torch.ops.aten.t.default(gelu_backward)
    _tensor_constant14 = self._tensor_constant14
    mm_6 = torch.ops.aten.mm.default(t_10, _tensor_constant14);  t_10 = _tensor_constant14 = None
    t_11 = torch.ops.aten.t.default(mm_6);  mm_6 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(gelu_backward, [0], True);  gelu_backward = None
    view_2 = torch.ops.aten.view.default(sum_5, [12]);  sum_5 = None
    t_12 = torch.ops.aten.t.default(t_11);  t_11 = None
    _tensor_constant15 = self._tensor_constant15
    _tensor_constant16 = self._tensor_constant16
    div_4 = torch.ops.aten.div.Tensor(_tensor_constant15, _tensor_constant16);  _tensor_constant15 = _tensor_constant16 = None
    _tensor_constant16_1 = self._tensor_constant16
    div_5 = torch.ops.aten.div.Tensor(div_4, _tensor_constant16_1);  div_4 = _tensor_constant16_1 = None
    neg_1 = torch.ops.aten.neg.default(t_12)
    mul_4 = torch.ops.aten.mul.Tensor(neg_1, div_5);  neg_1 = div_5 = None
    _tensor_constant16_2 = self._tensor_constant16
    div_6 = torch.ops.aten.div.Tensor(t_12, _tensor_constant16_2);  t_12 = _tensor_constant16_2 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(mul_4, [1], True);  mul_4 = None
    _tensor_constant17 = self._tensor_constant17
    detach_3 = torch.ops.aten.detach.default(_tensor_constant17);  _tensor_constant17 = None
    _tensor_constant18 = self._tensor_constant18
    div_7 = torch.ops.aten.div.Tensor(_tensor_constant18, detach_3);  _tensor_constant18 = None
    eq_1 = torch.ops.aten.eq.Scalar(detach_3, 0);  detach_3 = None
    masked_fill__1 = torch.ops.aten.masked_fill_.Scalar(div_7, eq_1, 0);  div_7 = eq_1 = None
    mul_5 = torch.ops.aten.mul.Tensor(sum_6, masked_fill__1);  sum_6 = masked_fill__1 = None
    _param_constant3 = self._param_constant3
    mul_6 = torch.ops.aten.mul.Tensor(div_6, _param_constant3);  _param_constant3 = None
    _tensor_constant18_1 = self._tensor_constant18
    mul_7 = torch.ops.aten.mul.Tensor(div_6, _tensor_constant18_1);  div_6 = _tensor_constant18_1 = None
    sum_7 = torch.ops.aten.sum.dim_IntList(mul_7, [1], True);  mul_7 = None
    add_1 = torch.ops.aten.add.Tensor(mul_5, mul_6);  mul_5 = mul_6 = None
    _param_constant4 = self._param_constant4
    t_13 = torch.ops.aten.t.default(_param_constant4);  _param_constant4 = None
    mm_7 = torch.ops.aten.mm.default(t_13, add_1);  t_13 = None
    _param_constant5 = self._param_constant5
    t_14 = torch.ops.aten.t.default(_param_constant5);  _param_constant5 = None
    mm_8 = torch.ops.aten.mm.default(add_1, t_14);  t_14 = None
    return (add_1, view_2, sum_7, mm_7, mm_8, add, view_1, sum_4, mm_4, mm_5, t_3, view)
    