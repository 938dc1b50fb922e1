


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
    _tensor_constant6 = self._tensor_constant6
    gelu_backward = torch.ops.aten.gelu_backward.default(mm, _tensor_constant6);  mm = _tensor_constant6 = None
    new_empty_strided = torch.ops.aten.new_empty_strided.default(gelu_backward, [2, 6], [6, 1])
    copy_ = torch.ops.aten.copy_.default(new_empty_strided, gelu_backward);  new_empty_strided = gelu_backward = None
    as_strided = torch.ops.aten.as_strided.default(copy_, [2], [6], 5)
    clone = torch.ops.aten.clone.default(as_strided, memory_format = torch.contiguous_format)
    copy__1 = torch.ops.aten.copy_.default(as_strided, clone);  as_strided = copy__1 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(clone, [0], True);  clone = None
    new_empty_strided_1 = torch.ops.aten.new_empty_strided.default(copy_, [2, 6], [6, 1])
    copy__2 = torch.ops.aten.copy_.default(new_empty_strided_1, copy_);  new_empty_strided_1 = copy_ = None
    as_strided_1 = torch.ops.aten.as_strided.default(copy__2, [2, 3], [6, 1], 0)
    clone_1 = torch.ops.aten.clone.default(as_strided_1, memory_format = torch.contiguous_format)
    _tensor_constant7 = self._tensor_constant7
    mul = torch.ops.aten.mul.Tensor(clone_1, _tensor_constant7);  _tensor_constant7 = None
    _param_constant0 = self._param_constant0
    mul_1 = torch.ops.aten.mul.Tensor(clone_1, _param_constant0);  clone_1 = _param_constant0 = None
    copy__3 = torch.ops.aten.copy_.default(as_strided_1, mul_1);  as_strided_1 = mul_1 = copy__3 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(mul, [0], True);  mul = None
    view_1 = torch.ops.aten.view.default(sum_3, [3]);  sum_3 = None
    t_4 = torch.ops.aten.t.default(copy__2)
    _tensor_constant8 = self._tensor_constant8
    mm_2 = torch.ops.aten.mm.default(t_4, _tensor_constant8);  t_4 = _tensor_constant8 = None
    t_5 = torch.ops.aten.t.default(mm_2);  mm_2 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(copy__2, [0], True);  copy__2 = None
    view_2 = torch.ops.aten.view.default(sum_4, [6]);  sum_4 = None
    t_6 = torch.ops.aten.t.default(t_5);  t_5 = None
    return (view_1, sum_2, t_6, view_2, t_3, view)
    