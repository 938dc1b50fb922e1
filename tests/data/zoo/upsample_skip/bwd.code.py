


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
    expand = torch.ops.aten.expand.default(unsqueeze_1, [2, 4, 12, 12]);  unsqueeze_1 = None
    div = torch.ops.aten.div.Scalar(expand, 144);  expand = None
    upsample_bilinear2d_backward = torch.ops.aten.upsample_bilinear2d_backward.default(div, [12, 12], [2, 4, 6, 6], False, 2.0, 2.0)
    upsample_nearest2d_backward = torch.ops.aten.upsample_nearest2d_backward.default(div, [12, 12], [2, 4, 6, 6], 2.0, 2.0);  div = None
    add = torch.ops.aten.add.Tensor(upsample_bilinear2d_backward, upsample_nearest2d_backward);  upsample_bilinear2d_backward = upsample_nearest2d_backward = None
    _tensor_constant6 = self._tensor_constant6
    mul = torch.ops.aten.mul.Tensor(add, _tensor_constant6);  _tensor_constant6 = None
    _tensor_constant7 = self._tensor_constant7
    mul_1 = torch.ops.aten.mul.Tensor(add, _tensor_constant7);  _tensor_constant7 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(mul, [1], True);  mul = None
    _tensor_constant8 = self._tensor_constant8
    detach_1 = torch.ops.aten.detach.default(_tensor_constant8);  _tensor_constant8 = None
    sigmoid_backward = torch.ops.aten.sigmoid_backward.default(sum_2, detach_1);  sum_2 = detach_1 = None
    expand_1 = torch.ops.aten.expand.default(sigmoid_backward, [2, 4, 6, 6]);  sigmoid_backward = None
    div_1 = torch.ops.aten.div.Scalar(expand_1, 4);  expand_1 = None
    add_1 = torch.ops.aten.add.Tensor(add, div_1);  add = div_1 = None
    _tensor_constant9 = self._tensor_constant9
    mul_2 = torch.ops.aten.mul.Tensor(mul_1, _tensor_constant9);  _tensor_constant9 = None
    _param_constant0 = self._param_constant0
    mul_3 = torch.ops.aten.mul.Tensor(mul_1, _param_constant0);  mul_1 = _param_constant0 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(mul_2, [0, 2, 3], True);  mul_2 = None
    _tensor_constant10 = self._tensor_constant10
    _param_constant1 = self._param_constant1
    convolution_backward = torch.ops.aten.convolution_backward.default(mul_3, _tensor_constant10, _param_constant1, [4], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  mul_3 = _tensor_constant10 = _param_constant1 = None
    getitem = convolution_backward[0]
    getitem_1 = convolution_backward[1]
    getitem_2 = convolution_backward[2];  convolution_backward = None
    upsample_bilinear2d_backward_1 = torch.ops.aten.upsample_bilinear2d_backward.default(getitem, [6, 6], [2, 8, 3, 3], True, 2.0, 2.0);  getitem = None
    _tensor_constant11 = self._tensor_constant11
    detach_2 = torch.ops.aten.detach.default(_tensor_constant11);  _tensor_constant11 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(upsample_bilinear2d_backward_1, detach_2, 0);  upsample_bilinear2d_backward_1 = detach_2 = None
    _tensor_constant12 = self._tensor_constant12
    _param_constant2 = self._param_constant2
    convolution_backward_1 = torch.ops.aten.convolution_backward.default(threshold_backward, _tensor_constant12, _param_constant2, [8], [2, 2], [1, 1], [1, 1], False, [0, 0], 1, [True, True, True]);  threshold_backward = _tensor_constant12 = _param_constant2 = None
    getitem_3 = convolution_backward_1[0]
    getitem_4 = convolution_backward_1[1]
    getitem_5 = convolution_backward_1[2];  convolution_backward_1 = None
    add_2 = torch.ops.aten.add.Tensor(add_1, getitem_3);  add_1 = getitem_3 = None
    _tensor_constant13 = self._tensor_constant13
    detach_3 = torch.ops.aten.detach.default(_tensor_constant13);  _tensor_constant13 = None
    threshold_backward_1 = torch.ops.aten.threshold_backward.default(add_2, detach_3, 0);  add_2 = detach_3 = None
    _tensor_constant14 = self._tensor_constant14
    _param_constant3 = self._param_constant3
    convolution_backward_2 = torch.ops.aten.convolution_backward.default(threshold_backward_1, _tensor_constant14, _param_constant3, [4], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [False, True, True]);  threshold_backward_1 = _tensor_constant14 = _param_constant3 = None
    getitem_6 = convolution_backward_2[0];  getitem_6 = None
    getitem_7 = convolution_backward_2[1]
    getitem_8 = convolution_backward_2[2];  convolution_backward_2 = None
    return (sum_3, getitem_7, getitem_8, getitem_4, getitem_5, getitem_1, getitem_2, t_3, view)
    