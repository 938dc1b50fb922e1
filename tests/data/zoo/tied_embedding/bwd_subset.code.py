


def forward(self, loss_1):
    ones_like = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
    _tensor_constant0 = self._tensor_constant0
    _tensor_constant1 = self._tensor_constant1
    _tensor_constant2 = self._tensor_constant2
    nll_loss_backward = torch.ops.aten.nll_loss_backward.default(ones_like, _tensor_constant0, _tensor_constant1, None, 1, -100, _tensor_constant2);  ones_like = _tensor_constant0 = _tensor_constant1 = _tensor_constant2 = None
    _tensor_constant3 = self._tensor_constant3
    detach = torch.ops.aten.detach.default(_tensor_constant3);  _tensor_constant3 = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach, 1, torch.float32);  nll_loss_backward = detach = None
    view = torch.ops.aten.view.default(_log_softmax_backward_data, [2, 6, 24]);  _log_softmax_backward_data = None
    view_1 = torch.ops.aten.view.default(view, [12, 24]);  view = None
    _tensor_constant4 = self._tensor_constant4
    t = torch.ops.aten.t.default(_tensor_constant4);  _tensor_constant4 = None
    mm = torch.ops.aten.mm.default(view_1, t);  view_1 = t = None
    view_2 = torch.ops.aten.view.default(mm, [2, 6, 8]);  mm = None
    _tensor_constant5 = self._tensor_constant5
    detach_1 = torch.ops.aten.detach.default(_tensor_constant5);  _tensor_constant5 = None
    tanh_backward = torch.ops.aten.tanh_backward.default(view_2, detach_1);  view_2 = detach_1 = None
    view_3 = torch.ops.aten.view.default(tanh_backward, [12, 8]);  tanh_backward = None
    t_1 = torch.ops.aten.t.default(view_3)
    _tensor_constant6 = self._tensor_constant6
    mm_1 = torch.ops.aten.mm.default(t_1, _tensor_constant6);  t_1 = _tensor_constant6 = None
    t_2 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(view_3, [0], True);  view_3 = None
    view_4 = torch.ops.aten.view.default(sum_1, [8]);  sum_1 = None
    t_3 = torch.ops.aten.t.default(t_2);  t_2 = None
    return (t_3, view_4)
    