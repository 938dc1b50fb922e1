


def forward(self, loss_1):
    ones_like = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
    _tensor_constant0 = self._tensor_constant0
    _tensor_constant1 = self._tensor_constant1
    _tensor_constant2 = self._tensor_constant2
    nll_loss_backward = torch.ops.aten.nll_loss_backward.default(ones_like, _tensor_constant0, _tensor_constant1, None, 1, -100, _tensor_constant2);  ones_like = _tensor_constant0 = _tensor_constant1 = _tensor_constant2 = None
    _tensor_constant3 = self._tensor_constant3
    detach = torch.ops.aten.detach.default(_tensor_constant3);  _tensor_constant3 = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach, 1, torch.float32);  nll_loss_backward = detach = None
    view = torch.ops.aten.view.default(_log_softmax_backward_data, [2, 6, 64]);  _log_softmax_backward_data = None
    view_1 = torch.ops.aten.view.default(view, [12, 64]);  view = None
    _tensor_constant4 = self._tensor_constant4
    t = torch.ops.aten.t.default(_tensor_constant4);  _tensor_constant4 = None
    mm = torch.ops.aten.mm.default(view_1, t);  view_1 = t = None
    view_2 = torch.ops.aten.view.default(mm, [2, 6, 16]);  mm = None
    mul = torch.ops.aten.mul.Tensor(view_2, 0.25);  view_2 = None
    _param_constant0 = self._param_constant0
    mul_1 = torch.ops.aten.mul.Tensor(mul, _param_constant0);  _param_constant0 = None
    _tensor_constant5 = self._tensor_constant5
    mul_2 = torch.ops.aten.mul.Tensor(mul, _tensor_constant5);  mul = _tensor_constant5 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(mul_2, [0, 1], True);  mul_2 = None
    view_3 = torch.ops.aten.view.default(sum_1, [16]);  sum_1 = None
    _tensor_constant6 = self._tensor_constant6
    mul_3 = torch.ops.aten.mul.Tensor(mul_1, _tensor_constant6);  _tensor_constant6 = None
    _tensor_constant7 = self._tensor_constant7
    mul_4 = torch.ops.aten.mul.Tensor(mul_1, _tensor_constant7);  mul_1 = _tensor_constant7 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(mul_3, [2], True);  mul_3 = None
    _tensor_constant8 = self._tensor_constant8
    detach_1 = torch.ops.aten.detach.default(_tensor_constant8);  _tensor_constant8 = None
    pow_1 = torch.ops.aten.pow.Tensor_Scalar(detach_1, 3);  detach_1 = None
    mul_5 = torch.ops.aten.mul.Scalar(sum_2, -0.5);  sum_2 = None
    mul_6 = torch.ops.aten.mul.Tensor(mul_5, pow_1);  mul_5 = pow_1 = None
    expand = torch.ops.aten.expand.default(mul_6, [2, 6, 16]);  mul_6 = None
    div = torch.ops.aten.div.Scalar(expand, 16);  expand = None
    _tensor_constant6_1 = self._tensor_constant6
    pow_2 = torch.ops.aten.pow.Tensor_Scalar(_tensor_constant6_1, 1.0);  _tensor_constant6_1 = None
    mul_7 = torch.ops.aten.mul.Scalar(pow_2, 2.0);  pow_2 = None
    mul_8 = torch.ops.aten.mul.Tensor(div, mul_7);  div = mul_7 = None
    add = torch.ops.aten.add.Tensor(mul_4, mul_8);  mul_4 = mul_8 = None
    view_4 = torch.ops.aten.view.default(add, [12, 16]);  add = None
    t_1 = torch.ops.aten.t.default(view_4)
    _tensor_constant9 = self._tensor_constant9
    mm_1 = torch.ops.aten.mm.default(t_1, _tensor_constant9);  t_1 = _tensor_constant9 = None
    t_2 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    _tensor_constant10 = self._tensor_constant10
    t_3 = torch.ops.aten.t.default(_tensor_constant10);  _tensor_constant10 = None
    mm_2 = torch.ops.aten.mm.default(view_4, t_3);  view_4 = t_3 = None
    view_5 = torch.ops.aten.view.default(mm_2, [2, 6, 32]);  mm_2 = None
    t_4 = torch.ops.aten.t.default(t_2);  t_2 = None
    _tensor_constant11 = self._tensor_constant11
    detach_2 = torch.ops.aten.detach.default(_tensor_constant11);  _tensor_constant11 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(view_5, detach_2, 0);  view_5 = detach_2 = None
    view_6 = torch.ops.aten.view.default(threshold_backward, [12, 32]);  threshold_backward = None
    t_5 = torch.ops.aten.t.default(view_6)
    _tensor_constant12 = self._tensor_constant12
    mm_3 = torch.ops.aten.mm.default(t_5, _tensor_constant12);  t_5 = _tensor_constant12 = None
    t_6 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    _tensor_constant13 = self._tensor_constant13
    t_7 = torch.ops.aten.t.default(_tensor_constant13);  _tensor_constant13 = None
    mm_4 = torch.ops.aten.mm.default(view_6, t_7);  view_6 = t_7 = None
    view_7 = torch.ops.aten.view.default(mm_4, [2, 6, 16]);  mm_4 = None
    t_8 = torch.ops.aten.t.default(t_6);  t_6 = None
    _tensor_constant14 = self._tensor_constant14
    mul_9 = torch.ops.aten.mul.Tensor(view_7, _tensor_constant14);  view_7 = _tensor_constant14 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(mul_9, [0, 1], True);  mul_9 = None
    view_8 = torch.ops.aten.view.default(sum_3, [16]);  sum_3 = None
    return (t_8, t_4, view_8, view_3)
    