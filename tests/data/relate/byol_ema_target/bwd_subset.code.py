


def forward(self, loss_1):
    ones_like = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
    _tensor_constant0 = self._tensor_constant0
    _tensor_constant1 = self._tensor_constant1
    _tensor_constant2 = self._tensor_constant2
    nll_loss_backward = torch.ops.aten.nll_loss_backward.default(ones_like, _tensor_constant0, _tensor_constant1, None, 1, -100, _tensor_constant2);  ones_like = _tensor_constant0 = _tensor_constant1 = _tensor_constant2 = None
    _tensor_constant3 = self._tensor_constant3
    detach = torch.ops.aten.detach.default(_tensor_constant3);  _tensor_constant3 = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach, 1, torch.float32);  nll_loss_backward = detach = None
    _param_constant0 = self._param_constant0
    mul = torch.ops.aten.mul.Tensor(_log_softmax_backward_data, _param_constant0);  _log_softmax_backward_data = _param_constant0 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(mul, [1], True);  mul = None
    squeeze = torch.ops.aten.squeeze.dim(sum_1, -1);  sum_1 = None
    neg = torch.ops.aten.neg.default(squeeze)
    mul_1 = torch.ops.aten.mul.Tensor(neg, 2);  neg = None
    unsqueeze = torch.ops.aten.unsqueeze.default(mul_1, -1);  mul_1 = None
    expand = torch.ops.aten.expand.default(unsqueeze, [2, 6]);  unsqueeze = None
    _tensor_constant4 = self._tensor_constant4
    mul_2 = torch.ops.aten.mul.Tensor(expand, _tensor_constant4);  expand = _tensor_constant4 = None
    _tensor_constant5 = self._tensor_constant5
    _tensor_constant6 = self._tensor_constant6
    div = torch.ops.aten.div.Tensor(_tensor_constant5, _tensor_constant6);  _tensor_constant5 = _tensor_constant6 = None
    _tensor_constant6_1 = self._tensor_constant6
    div_1 = torch.ops.aten.div.Tensor(div, _tensor_constant6_1);  div = _tensor_constant6_1 = None
    neg_1 = torch.ops.aten.neg.default(mul_2)
    mul_3 = torch.ops.aten.mul.Tensor(neg_1, div_1);  neg_1 = div_1 = None
    _tensor_constant6_2 = self._tensor_constant6
    div_2 = torch.ops.aten.div.Tensor(mul_2, _tensor_constant6_2);  mul_2 = _tensor_constant6_2 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(mul_3, [1], True);  mul_3 = None
    _tensor_constant7 = self._tensor_constant7
    detach_1 = torch.ops.aten.detach.default(_tensor_constant7);  _tensor_constant7 = None
    _tensor_constant5_1 = self._tensor_constant5
    div_3 = torch.ops.aten.div.Tensor(_tensor_constant5_1, detach_1);  _tensor_constant5_1 = None
    eq = torch.ops.aten.eq.Scalar(detach_1, 0);  detach_1 = None
    masked_fill_ = torch.ops.aten.masked_fill_.Scalar(div_3, eq, 0);  div_3 = eq = None
    mul_4 = torch.ops.aten.mul.Tensor(sum_2, masked_fill_);  sum_2 = masked_fill_ = None
    add = torch.ops.aten.add.Tensor(div_2, mul_4);  div_2 = mul_4 = None
    neg_2 = torch.ops.aten.neg.default(squeeze);  squeeze = None
    mul_5 = torch.ops.aten.mul.Tensor(neg_2, 2);  neg_2 = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(mul_5, -1);  mul_5 = None
    expand_1 = torch.ops.aten.expand.default(unsqueeze_1, [2, 6]);  unsqueeze_1 = None
    _tensor_constant8 = self._tensor_constant8
    mul_6 = torch.ops.aten.mul.Tensor(expand_1, _tensor_constant8);  expand_1 = _tensor_constant8 = None
    _tensor_constant9 = self._tensor_constant9
    _tensor_constant10 = self._tensor_constant10
    div_4 = torch.ops.aten.div.Tensor(_tensor_constant9, _tensor_constant10);  _tensor_constant9 = _tensor_constant10 = None
    _tensor_constant10_1 = self._tensor_constant10
    div_5 = torch.ops.aten.div.Tensor(div_4, _tensor_constant10_1);  div_4 = _tensor_constant10_1 = None
    neg_3 = torch.ops.aten.neg.default(mul_6)
    mul_7 = torch.ops.aten.mul.Tensor(neg_3, div_5);  neg_3 = div_5 = None
    _tensor_constant10_2 = self._tensor_constant10
    div_6 = torch.ops.aten.div.Tensor(mul_6, _tensor_constant10_2);  mul_6 = _tensor_constant10_2 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(mul_7, [1], True);  mul_7 = None
    _tensor_constant11 = self._tensor_constant11
    detach_2 = torch.ops.aten.detach.default(_tensor_constant11);  _tensor_constant11 = None
    _tensor_constant9_1 = self._tensor_constant9
    div_7 = torch.ops.aten.div.Tensor(_tensor_constant9_1, detach_2);  _tensor_constant9_1 = None
    eq_1 = torch.ops.aten.eq.Scalar(detach_2, 0);  detach_2 = None
    masked_fill__1 = torch.ops.aten.masked_fill_.Scalar(div_7, eq_1, 0);  div_7 = eq_1 = None
    mul_8 = torch.ops.aten.mul.Tensor(sum_3, masked_fill__1);  sum_3 = masked_fill__1 = None
    add_1 = torch.ops.aten.add.Tensor(div_6, mul_8);  div_6 = mul_8 = None
    _tensor_constant12 = self._tensor_constant12
    t = torch.ops.aten.t.default(_tensor_constant12);  _tensor_constant12 = None
    mm = torch.ops.aten.mm.default(add, t);  t = None
    t_1 = torch.ops.aten.t.default(add)
    _tensor_constant13 = self._tensor_constant13
    mm_1 = torch.ops.aten.mm.default(t_1, _tensor_constant13);  t_1 = _tensor_constant13 = None
    t_2 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(add, [0], True);  add = None
    view = torch.ops.aten.view.default(sum_4, [6]);  sum_4 = None
    t_3 = torch.ops.aten.t.default(t_2);  t_2 = None
    _tensor_constant14 = self._tensor_constant14
    detach_3 = torch.ops.aten.detach.default(_tensor_constant14);  _tensor_constant14 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(mm, detach_3, 0);  mm = detach_3 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(threshold_backward, [0], True);  threshold_backward = None
    view_1 = torch.ops.aten.view.default(sum_5, [6]);  sum_5 = None
    _tensor_constant15 = self._tensor_constant15
    t_4 = torch.ops.aten.t.default(_tensor_constant15);  _tensor_constant15 = None
    mm_2 = torch.ops.aten.mm.default(add_1, t_4);  t_4 = None
    t_5 = torch.ops.aten.t.default(add_1)
    _tensor_constant16 = self._tensor_constant16
    mm_3 = torch.ops.aten.mm.default(t_5, _tensor_constant16);  t_5 = _tensor_constant16 = None
    t_6 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(add_1, [0], True);  add_1 = None
    view_2 = torch.ops.aten.view.default(sum_6, [6]);  sum_6 = None
    add_2 = torch.ops.aten.add.Tensor(view, view_2);  view = view_2 = None
    t_7 = torch.ops.aten.t.default(t_6);  t_6 = None
    add_3 = torch.ops.aten.add.Tensor(t_3, t_7);  t_3 = t_7 = None
    _tensor_constant17 = self._tensor_constant17
    detach_4 = torch.ops.aten.detach.default(_tensor_constant17);  _tensor_constant17 = None
    threshold_backward_1 = torch.ops.aten.threshold_backward.default(mm_2, detach_4, 0);  mm_2 = detach_4 = None
    sum_7 = torch.ops.aten.sum.dim_IntList(threshold_backward_1, [0], True);  threshold_backward_1 = None
    view_3 = torch.ops.aten.view.default(sum_7, [6]);  sum_7 = None
    add_4 = torch.ops.aten.add.Tensor(view_1, view_3);  view_1 = view_3 = None
    return (add_4, add_3, add_2)
    