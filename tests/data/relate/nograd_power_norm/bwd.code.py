


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
    sigmoid_backward = torch.ops.aten.sigmoid_backward.default(mm, detach_1);  mm = detach_1 = None
    t_4 = torch.ops.aten.t.default(sigmoid_backward);  sigmoid_backward = None
    _tensor_constant7 = self._tensor_constant7
    mm_2 = torch.ops.aten.mm.default(t_4, _tensor_constant7);  t_4 = _tensor_constant7 = None
    t_5 = torch.ops.aten.t.default(mm_2);  mm_2 = None
    t_6 = torch.ops.aten.t.default(t_5);  t_5 = None
    _param_constant0 = self._param_constant0
    _tensor_constant8 = self._tensor_constant8
    div = torch.ops.aten.div.Tensor(_param_constant0, _tensor_constant8);  _param_constant0 = _tensor_constant8 = None
    _tensor_constant8_1 = self._tensor_constant8
    div_1 = torch.ops.aten.div.Tensor(div, _tensor_constant8_1);  div = _tensor_constant8_1 = None
    neg = torch.ops.aten.neg.default(t_6)
    mul = torch.ops.aten.mul.Tensor(neg, div_1);  neg = div_1 = None
    _tensor_constant8_2 = self._tensor_constant8
    div_2 = torch.ops.aten.div.Tensor(t_6, _tensor_constant8_2);  t_6 = _tensor_constant8_2 = None
    sum_2 = torch.ops.aten.sum.default(mul);  mul = None
    _tensor_constant9 = self._tensor_constant9
    mul_1 = torch.ops.aten.mul.Tensor(sum_2, _tensor_constant9);  sum_2 = _tensor_constant9 = None
    view_1 = torch.ops.aten.view.default(mul_1, [6, 1]);  mul_1 = None
    _tensor_constant10 = self._tensor_constant10
    mul_2 = torch.ops.aten.mul.Tensor(view_1, _tensor_constant10);  view_1 = _tensor_constant10 = None
    add = torch.ops.aten.add.Tensor(div_2, mul_2);  div_2 = mul_2 = None
    return (add, t_3, view)
    