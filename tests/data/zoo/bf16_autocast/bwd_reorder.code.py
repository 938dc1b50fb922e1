


def forward(self, loss_1):
    ones_like = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
    _tensor_constant0 = self._tensor_constant0
    _tensor_constant1 = self._tensor_constant1
    _tensor_constant2 = self._tensor_constant2
    nll_loss_backward = torch.ops.aten.nll_loss_backward.default(ones_like, _tensor_constant0, _tensor_constant1, None, 1, -100, _tensor_constant2);  ones_like = _tensor_constant0 = _tensor_constant1 = _tensor_constant2 = None
    _tensor_constant3 = self._tensor_constant3
    detach = torch.ops.aten.detach.default(_tensor_constant3);  _tensor_constant3 = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach, 1, torch.float32);  nll_loss_backward = detach = None
    _to_copy = torch.ops.aten._to_copy.default(_log_softmax_backward_data, dtype = torch.bfloat16, layout = torch.strided, device = device(type='cpu'));  _log_softmax_backward_data = None
    _tensor_constant4 = self._tensor_constant4
    t = torch.ops.aten.t.default(_tensor_constant4);  _tensor_constant4 = None
    mm = torch.ops.aten.mm.default(_to_copy, t);  t = None
    t_1 = torch.ops.aten.t.default(_to_copy)
    _tensor_constant5 = self._tensor_constant5
    mm_1 = torch.ops.aten.mm.default(t_1, _tensor_constant5);  t_1 = _tensor_constant5 = None
    t_2 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(_to_copy, [0], True);  _to_copy = None
    view = torch.ops.aten.view.default(sum_1, [4]);  sum_1 = None
    t_3 = torch.ops.aten.t.default(t_2);  t_2 = None
    _to_copy_1 = torch.ops.aten._to_copy.default(t_3, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  t_3 = None
    _to_copy_2 = torch.ops.aten._to_copy.default(view, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  view = None
    _tensor_constant6 = self._tensor_constant6
    gelu_backward = torch.ops.aten.gelu_backward.default(mm, _tensor_constant6);  mm = _tensor_constant6 = None
    t_4 = torch.ops.aten.t.default(gelu_backward)
    _tensor_constant7 = self._tensor_constant7
    mm_2 = torch.ops.aten.mm.default(t_4, _tensor_constant7);  t_4 = _tensor_constant7 = None
    t_5 = torch.ops.aten.t.default(mm_2);  mm_2 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(gelu_backward, [0], True);  gelu_backward = None
    view_1 = torch.ops.aten.view.default(sum_2, [16]);  sum_2 = None
    t_6 = torch.ops.aten.t.default(t_5);  t_5 = None
    _to_copy_3 = torch.ops.aten._to_copy.default(t_6, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  t_6 = None
    _to_copy_4 = torch.ops.aten._to_copy.default(view_1, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  view_1 = None
    return (_to_copy_2, _to_copy_1, _to_copy_4, _to_copy_3)
    