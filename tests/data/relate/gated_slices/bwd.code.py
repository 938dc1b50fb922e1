


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
    view_1 = torch.ops.aten.view.default(mm, [2, 6, 4, 4]);  mm = None
    _tensor_constant6 = self._tensor_constant6
    detach_1 = torch.ops.aten.detach.default(_tensor_constant6);  _tensor_constant6 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(view_1, detach_1, 0);  view_1 = detach_1 = None
    new_empty_strided = torch.ops.aten.new_empty_strided.default(threshold_backward, [2, 6, 4, 4], [96, 16, 4, 1])
    copy_ = torch.ops.aten.copy_.default(new_empty_strided, threshold_backward);  new_empty_strided = threshold_backward = None
    as_strided = torch.ops.aten.as_strided.default(copy_, [2, 4, 4], [96, 4, 1], 80)
    clone = torch.ops.aten.clone.default(as_strided, memory_format = torch.contiguous_format)
    zeros_like = torch.ops.aten.zeros_like.default(clone, memory_format = torch.contiguous_format)
    copy__1 = torch.ops.aten.copy_.default(as_strided, zeros_like);  as_strided = zeros_like = copy__1 = None
    sum_2 = torch.ops.aten.sum.default(clone);  clone = None
    view_2 = torch.ops.aten.view.default(sum_2, [1, 1]);  sum_2 = None
    new_empty_strided_1 = torch.ops.aten.new_empty_strided.default(copy_, [2, 6, 4, 4], [96, 16, 4, 1])
    copy__2 = torch.ops.aten.copy_.default(new_empty_strided_1, copy_);  new_empty_strided_1 = copy_ = None
    as_strided_1 = torch.ops.aten.as_strided.default(copy__2, [2, 3, 4, 4], [96, 16, 4, 1], 0)
    clone_1 = torch.ops.aten.clone.default(as_strided_1, memory_format = torch.contiguous_format)
    _tensor_constant7 = self._tensor_constant7
    mul = torch.ops.aten.mul.Tensor(clone_1, _tensor_constant7);  _tensor_constant7 = None
    _param_constant0 = self._param_constant0
    mul_1 = torch.ops.aten.mul.Tensor(clone_1, _param_constant0);  clone_1 = _param_constant0 = None
    copy__3 = torch.ops.aten.copy_.default(as_strided_1, mul_1);  as_strided_1 = mul_1 = copy__3 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(mul, [0, 2, 3], True);  mul = None
    view_3 = torch.ops.aten.view.default(sum_3, [3, 1, 1]);  sum_3 = None
    _tensor_constant8 = self._tensor_constant8
    _param_constant1 = self._param_constant1
    convolution_backward = torch.ops.aten.convolution_backward.default(copy__2, _tensor_constant8, _param_constant1, [6], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [False, True, True]);  copy__2 = _tensor_constant8 = _param_constant1 = None
    getitem = convolution_backward[0];  getitem = None
    getitem_1 = convolution_backward[1]
    getitem_2 = convolution_backward[2];  convolution_backward = None
    return (view_3, view_2, getitem_1, getitem_2, t_3, view)
    