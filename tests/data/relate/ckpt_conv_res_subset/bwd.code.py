


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
    unsqueeze = torch.ops.aten.unsqueeze.default(mm, 2);  mm = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(unsqueeze, 3);  unsqueeze = None
    expand = torch.ops.aten.expand.default(unsqueeze_1, [2, 4, 6, 6]);  unsqueeze_1 = None
    div = torch.ops.aten.div.Scalar(expand, 36);  expand = None
    _tensor_constant6 = self._tensor_constant6
    detach_1 = torch.ops.aten.detach.default(_tensor_constant6);  _tensor_constant6 = detach_1 = None
    _param_constant0 = self._param_constant0
    detach_2 = torch.ops.aten.detach.default(_param_constant0);  _param_constant0 = detach_2 = None
    _tensor_constant6_1 = self._tensor_constant6
    _param_constant0_1 = self._param_constant0
    _param_constant1 = self._param_constant1
    convolution = torch.ops.aten.convolution.default(_tensor_constant6_1, _param_constant0_1, _param_constant1, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  _tensor_constant6_1 = _param_constant0_1 = _param_constant1 = None
    relu = torch.ops.aten.relu.default(convolution);  convolution = None
    detach_3 = torch.ops.aten.detach.default(relu);  detach_3 = None
    detach_4 = torch.ops.aten.detach.default(relu);  relu = None
    _param_constant2 = self._param_constant2
    detach_5 = torch.ops.aten.detach.default(_param_constant2);  _param_constant2 = None
    detach_6 = torch.ops.aten.detach.default(detach_4);  detach_4 = None
    detach_7 = torch.ops.aten.detach.default(detach_5);  detach_5 = None
    convolution_backward = torch.ops.aten.convolution_backward.default(div, detach_6, detach_7, [4], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [False, True, True]);  div = detach_6 = detach_7 = None
    getitem = convolution_backward[0];  getitem = None
    getitem_1 = convolution_backward[1]
    getitem_2 = convolution_backward[2];  convolution_backward = None
    return (getitem_1, getitem_2, t_3, view)
    