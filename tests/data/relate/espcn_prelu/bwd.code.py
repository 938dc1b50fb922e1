


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
    expand = torch.ops.aten.expand.default(unsqueeze_1, [2, 2, 8, 8]);  unsqueeze_1 = None
    div = torch.ops.aten.div.Scalar(expand, 64);  expand = None
    _tensor_constant6 = self._tensor_constant6
    _tensor_constant7 = self._tensor_constant7
    _prelu_kernel_backward = torch.ops.aten._prelu_kernel_backward.default(div, _tensor_constant6, _tensor_constant7);  div = _tensor_constant6 = _tensor_constant7 = None
    getitem = _prelu_kernel_backward[0]
    getitem_1 = _prelu_kernel_backward[1];  _prelu_kernel_backward = None
    sum_2 = torch.ops.aten.sum.dim_IntList(getitem_1, [0, 1, 2, 3], True);  getitem_1 = None
    view_1 = torch.ops.aten.view.default(sum_2, [1]);  sum_2 = None
    pixel_unshuffle = torch.ops.aten.pixel_unshuffle.default(getitem, 2);  getitem = None
    _tensor_constant8 = self._tensor_constant8
    _param_constant0 = self._param_constant0
    convolution_backward = torch.ops.aten.convolution_backward.default(pixel_unshuffle, _tensor_constant8, _param_constant0, [8], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, True]);  pixel_unshuffle = _tensor_constant8 = _param_constant0 = None
    getitem_2 = convolution_backward[0]
    getitem_3 = convolution_backward[1]
    getitem_4 = convolution_backward[2];  convolution_backward = None
    _tensor_constant9 = self._tensor_constant9
    _tensor_constant10 = self._tensor_constant10
    _prelu_kernel_backward_1 = torch.ops.aten._prelu_kernel_backward.default(getitem_2, _tensor_constant9, _tensor_constant10);  getitem_2 = _tensor_constant9 = _tensor_constant10 = None
    getitem_5 = _prelu_kernel_backward_1[0]
    getitem_6 = _prelu_kernel_backward_1[1];  _prelu_kernel_backward_1 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(getitem_6, [0, 2, 3], True);  getitem_6 = None
    view_2 = torch.ops.aten.view.default(sum_3, [4]);  sum_3 = None
    _tensor_constant11 = self._tensor_constant11
    _param_constant1 = self._param_constant1
    convolution_backward_1 = torch.ops.aten.convolution_backward.default(getitem_5, _tensor_constant11, _param_constant1, [4], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [False, True, True]);  getitem_5 = _tensor_constant11 = _param_constant1 = None
    getitem_7 = convolution_backward_1[0];  getitem_7 = None
    getitem_8 = convolution_backward_1[1]
    getitem_9 = convolution_backward_1[2];  convolution_backward_1 = None
    return (getitem_8, getitem_9, view_2, getitem_3, getitem_4, view_1, t_3, view)
    