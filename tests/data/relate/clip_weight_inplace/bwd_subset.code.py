


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
    sum_1 = torch.ops.aten.sum.dim_IntList(_log_softmax_backward_data, [0], True);  _log_softmax_backward_data = None
    view = torch.ops.aten.view.default(sum_1, [3]);  sum_1 = None
    _tensor_constant5 = self._tensor_constant5
    detach_1 = torch.ops.aten.detach.default(_tensor_constant5);  _tensor_constant5 = None
    tanh_backward = torch.ops.aten.tanh_backward.default(mm, detach_1);  detach_1 = None
    _tensor_constant6 = self._tensor_constant6
    t_1 = torch.ops.aten.t.default(_tensor_constant6);  _tensor_constant6 = None
    mm_1 = torch.ops.aten.mm.default(tanh_backward, t_1);  t_1 = None
    t_2 = torch.ops.aten.t.default(tanh_backward);  tanh_backward = None
    _tensor_constant7 = self._tensor_constant7
    mm_2 = torch.ops.aten.mm.default(t_2, _tensor_constant7);  t_2 = _tensor_constant7 = None
    t_3 = torch.ops.aten.t.default(mm_2);  mm_2 = None
    add = torch.ops.aten.add.Tensor(mm, mm_1);  mm = mm_1 = None
    t_4 = torch.ops.aten.t.default(t_3);  t_3 = None
    _tensor_constant8 = self._tensor_constant8
    elu_backward = torch.ops.aten.elu_backward.default(add, 1.0, 1, 1, False, _tensor_constant8);  add = _tensor_constant8 = None
    t_5 = torch.ops.aten.t.default(elu_backward);  elu_backward = None
    _tensor_constant9 = self._tensor_constant9
    mm_3 = torch.ops.aten.mm.default(t_5, _tensor_constant9);  t_5 = _tensor_constant9 = None
    t_6 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    t_7 = torch.ops.aten.t.default(t_6);  t_6 = None
    return (t_7, t_4, view)
    