


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
    view_1 = torch.ops.aten.view.default(mm, [2, 4, 6]);  mm = None
    unsqueeze = torch.ops.aten.unsqueeze.default(view_1, 2);  view_1 = None
    _tensor_constant6 = self._tensor_constant6
    avg_pool2d_backward = torch.ops.aten.avg_pool2d_backward.default(unsqueeze, _tensor_constant6, [1, 2], [1, 2], [0, 0], False, True, None);  unsqueeze = _tensor_constant6 = None
    squeeze = torch.ops.aten.squeeze.dim(avg_pool2d_backward, -2);  avg_pool2d_backward = None
    _tensor_constant7 = self._tensor_constant7
    _param_constant0 = self._param_constant0
    convolution_backward = torch.ops.aten.convolution_backward.default(squeeze, _tensor_constant7, _param_constant0, [4], [1], [1], [1], False, [0], 1, [True, True, True]);  squeeze = _tensor_constant7 = _param_constant0 = None
    getitem = convolution_backward[0]
    getitem_1 = convolution_backward[1]
    getitem_2 = convolution_backward[2];  convolution_backward = None
    _tensor_constant8 = self._tensor_constant8
    elu_backward = torch.ops.aten.elu_backward.default(getitem, 1.0, 1, 1, False, _tensor_constant8);  getitem = _tensor_constant8 = None
    _tensor_constant9 = self._tensor_constant9
    detach_1 = torch.ops.aten.detach.default(_tensor_constant9);  _tensor_constant9 = None
    _tensor_constant10 = self._tensor_constant10
    detach_2 = torch.ops.aten.detach.default(_tensor_constant10);  _tensor_constant10 = None
    _tensor_constant11 = self._tensor_constant11
    _param_constant1 = self._param_constant1
    native_group_norm_backward = torch.ops.aten.native_group_norm_backward.default(elu_backward, _tensor_constant11, detach_1, detach_2, _param_constant1, 2, 8, 12, 2, [True, True, True]);  elu_backward = _tensor_constant11 = detach_1 = detach_2 = _param_constant1 = None
    getitem_3 = native_group_norm_backward[0]
    getitem_4 = native_group_norm_backward[1]
    getitem_5 = native_group_norm_backward[2];  native_group_norm_backward = None
    _tensor_constant12 = self._tensor_constant12
    _param_constant2 = self._param_constant2
    convolution_backward_1 = torch.ops.aten.convolution_backward.default(getitem_3, _tensor_constant12, _param_constant2, [8], [1], [1], [1], False, [0], 1, [False, True, True]);  getitem_3 = _tensor_constant12 = _param_constant2 = None
    getitem_6 = convolution_backward_1[0];  getitem_6 = None
    getitem_7 = convolution_backward_1[1]
    getitem_8 = convolution_backward_1[2];  convolution_backward_1 = None
    return (getitem_7, getitem_8, getitem_4, getitem_5, getitem_1, getitem_2, t_3, view)
    