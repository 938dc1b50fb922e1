


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
    unsqueeze = torch.ops.aten.unsqueeze.default(mm, 1);  mm = None
    expand = torch.ops.aten.expand.default(unsqueeze, [2, 4, 4]);  unsqueeze = None
    div = torch.ops.aten.div.Scalar(expand, 4);  expand = None
    _tensor_constant6 = self._tensor_constant6
    mul = torch.ops.aten.mul.Tensor(div, _tensor_constant6);  div = _tensor_constant6 = None
    _tensor_constant7 = self._tensor_constant7
    detach_1 = torch.ops.aten.detach.default(_tensor_constant7);  _tensor_constant7 = None
    sigmoid_backward = torch.ops.aten.sigmoid_backward.default(mul, detach_1);  mul = detach_1 = None
    view_1 = torch.ops.aten.view.default(sigmoid_backward, [8, 4]);  sigmoid_backward = None
    t_4 = torch.ops.aten.t.default(view_1);  view_1 = None
    _tensor_constant8 = self._tensor_constant8
    mm_2 = torch.ops.aten.mm.default(t_4, _tensor_constant8);  t_4 = _tensor_constant8 = None
    t_5 = torch.ops.aten.t.default(mm_2);  mm_2 = None
    t_6 = torch.ops.aten.t.default(t_5);  t_5 = None
    return (t_6, t_3, view)
    