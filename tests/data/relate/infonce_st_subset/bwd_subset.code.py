


def forward(self, loss_1):
    ones_like = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
    _tensor_constant0 = self._tensor_constant0
    _tensor_constant1 = self._tensor_constant1
    _tensor_constant2 = self._tensor_constant2
    nll_loss_backward = torch.ops.aten.nll_loss_backward.default(ones_like, _tensor_constant0, _tensor_constant1, None, 1, -100, _tensor_constant2);  _tensor_constant0 = _tensor_constant1 = _tensor_constant2 = None
    _tensor_constant3 = self._tensor_constant3
    detach = torch.ops.aten.detach.default(_tensor_constant3);  _tensor_constant3 = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach, 1, torch.float32);  nll_loss_backward = detach = None
    mul = torch.ops.aten.mul.Tensor(ones_like, 0.5);  ones_like = None
    _tensor_constant4 = self._tensor_constant4
    _tensor_constant5 = self._tensor_constant5
    _tensor_constant6 = self._tensor_constant6
    nll_loss_backward_1 = torch.ops.aten.nll_loss_backward.default(mul, _tensor_constant4, _tensor_constant5, None, 1, -100, _tensor_constant6);  _tensor_constant4 = _tensor_constant5 = _tensor_constant6 = None
    _tensor_constant7 = self._tensor_constant7
    detach_1 = torch.ops.aten.detach.default(_tensor_constant7);  _tensor_constant7 = None
    _log_softmax_backward_data_1 = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward_1, detach_1, 1, torch.float32);  nll_loss_backward_1 = detach_1 = None
    t = torch.ops.aten.t.default(_log_softmax_backward_data_1);  _log_softmax_backward_data_1 = None
    _tensor_constant8 = self._tensor_constant8
    _tensor_constant5_1 = self._tensor_constant5
    _tensor_constant9 = self._tensor_constant9
    nll_loss_backward_2 = torch.ops.aten.nll_loss_backward.default(mul, _tensor_constant8, _tensor_constant5_1, None, 1, -100, _tensor_constant9);  mul = _tensor_constant8 = _tensor_constant5_1 = _tensor_constant9 = None
    _tensor_constant10 = self._tensor_constant10
    detach_2 = torch.ops.aten.detach.default(_tensor_constant10);  _tensor_constant10 = None
    _log_softmax_backward_data_2 = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward_2, detach_2, 1, torch.float32);  nll_loss_backward_2 = detach_2 = None
    add = torch.ops.aten.add.Tensor(t, _log_softmax_backward_data_2);  t = _log_softmax_backward_data_2 = None
    slice_backward = torch.ops.aten.slice_backward.default(_log_softmax_backward_data, [2, 5], 1, 2, 9223372036854775807, 1);  _log_softmax_backward_data = None
    slice_backward_1 = torch.ops.aten.slice_backward.default(add, [2, 5], 1, 0, 2, 1);  add = None
    add_1 = torch.ops.aten.add.Tensor(slice_backward, slice_backward_1);  slice_backward = slice_backward_1 = None
    slice_1 = torch.ops.aten.slice.Tensor(add_1, 1, 0, 2);  slice_1 = None
    slice_2 = torch.ops.aten.slice.Tensor(add_1, 1, 2, 5);  add_1 = None
    t_1 = torch.ops.aten.t.default(slice_2)
    _tensor_constant11 = self._tensor_constant11
    mm = torch.ops.aten.mm.default(t_1, _tensor_constant11);  t_1 = _tensor_constant11 = None
    t_2 = torch.ops.aten.t.default(mm);  mm = None
    _tensor_constant12 = self._tensor_constant12
    t_3 = torch.ops.aten.t.default(_tensor_constant12);  _tensor_constant12 = None
    mm_1 = torch.ops.aten.mm.default(slice_2, t_3);  slice_2 = t_3 = None
    t_4 = torch.ops.aten.t.default(t_2);  t_2 = None
    _tensor_constant13 = self._tensor_constant13
    detach_3 = torch.ops.aten.detach.default(_tensor_constant13);  _tensor_constant13 = None
    _softmax_backward_data = torch.ops.aten._softmax_backward_data.default(mm_1, detach_3, -1, torch.float32);  mm_1 = detach_3 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(_softmax_backward_data, [0], True);  _softmax_backward_data = None
    view = torch.ops.aten.view.default(sum_1, [3]);  sum_1 = None
    return (view, t_4)
    