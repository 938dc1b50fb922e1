


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
    detach_1 = torch.ops.aten.detach.default(_tensor_constant6);  _tensor_constant6 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(mm, detach_1, 0);  mm = detach_1 = None
    _tensor_constant7 = self._tensor_constant7
    _param_constant0 = self._param_constant0
    _tensor_constant8 = self._tensor_constant8
    _tensor_constant9 = self._tensor_constant9
    _tensor_constant10 = self._tensor_constant10
    _tensor_constant11 = self._tensor_constant11
    native_batch_norm_backward = torch.ops.aten.native_batch_norm_backward.default(threshold_backward, _tensor_constant7, _param_constant0, _tensor_constant8, _tensor_constant9, _tensor_constant10, _tensor_constant11, True, 1e-05, [False, False, True]);  threshold_backward = _tensor_constant7 = _param_constant0 = _tensor_constant8 = _tensor_constant9 = _tensor_constant10 = _tensor_constant11 = None
    getitem = native_batch_norm_backward[0];  getitem = None
    getitem_1 = native_batch_norm_backward[1];  getitem_1 = None
    getitem_2 = native_batch_norm_backward[2];  native_batch_norm_backward = None
    return (getitem_2, t_3, view)
    