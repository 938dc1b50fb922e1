


def forward(self, loss_1):
    ones_like = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
    expand = torch.ops.aten.expand.default(ones_like, [2]);  ones_like = None
    div = torch.ops.aten.div.Scalar(expand, 2);  expand = None
    _tensor_constant0 = self._tensor_constant0
    mul = torch.ops.aten.mul.Tensor(div, _tensor_constant0);  div = _tensor_constant0 = None
    _tensor_constant1 = self._tensor_constant1
    _tensor_constant2 = self._tensor_constant2
    _tensor_constant3 = self._tensor_constant3
    nll_loss_backward = torch.ops.aten.nll_loss_backward.default(mul, _tensor_constant1, _tensor_constant2, None, 0, -100, _tensor_constant3);  mul = _tensor_constant1 = _tensor_constant2 = _tensor_constant3 = None
    _tensor_constant4 = self._tensor_constant4
    detach = torch.ops.aten.detach.default(_tensor_constant4);  _tensor_constant4 = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach, 1, torch.float32);  nll_loss_backward = detach = None
    _tensor_constant5 = self._tensor_constant5
    t = torch.ops.aten.t.default(_tensor_constant5);  _tensor_constant5 = None
    mm = torch.ops.aten.mm.default(_log_softmax_backward_data, t);  t = None
    t_1 = torch.ops.aten.t.default(_log_softmax_backward_data)
    _tensor_constant6 = self._tensor_constant6
    mm_1 = torch.ops.aten.mm.default(t_1, _tensor_constant6);  t_1 = _tensor_constant6 = None
    t_2 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(_log_softmax_backward_data, [0], True);  _log_softmax_backward_data = None
    view = torch.ops.aten.view.default(sum_1, [3]);  sum_1 = None
    t_3 = torch.ops.aten.t.default(t_2);  t_2 = None
    slice_1 = torch.ops.aten.slice.Tensor(mm, 1, 0, 4)
    slice_2 = torch.ops.aten.slice.Tensor(mm, 1, 4, 8);  mm = None
    _tensor_constant7 = self._tensor_constant7
    mul_1 = torch.ops.aten.mul.Tensor(slice_2, _tensor_constant7);  slice_2 = _tensor_constant7 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(mul_1, [1], True);  mul_1 = None
    _tensor_constant8 = self._tensor_constant8
    detach_1 = torch.ops.aten.detach.default(_tensor_constant8);  _tensor_constant8 = None
    _tensor_constant9 = self._tensor_constant9
    eq = torch.ops.aten.eq.Tensor(detach_1, _tensor_constant9);  detach_1 = _tensor_constant9 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(eq, [-1], True)
    div_1 = torch.ops.aten.div.Tensor(sum_2, sum_3);  sum_2 = sum_3 = None
    mul_2 = torch.ops.aten.mul.Tensor(div_1, eq);  div_1 = eq = None
    unsqueeze = torch.ops.aten.unsqueeze.default(slice_1, 1);  slice_1 = None
    expand_1 = torch.ops.aten.expand.default(unsqueeze, [2, 3, 4]);  unsqueeze = None
    _tensor_constant10 = self._tensor_constant10
    mul_3 = torch.ops.aten.mul.Tensor(expand_1, _tensor_constant10);  expand_1 = _tensor_constant10 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(mul_3, [2], True);  mul_3 = None
    squeeze = torch.ops.aten.squeeze.dim(sum_4, -1);  sum_4 = None
    add = torch.ops.aten.add.Tensor(mul_2, squeeze);  mul_2 = squeeze = None
    _tensor_constant11 = self._tensor_constant11
    detach_2 = torch.ops.aten.detach.default(_tensor_constant11);  _tensor_constant11 = None
    _softmax_backward_data = torch.ops.aten._softmax_backward_data.default(add, detach_2, -1, torch.float32);  add = detach_2 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(_softmax_backward_data, [0], True);  _softmax_backward_data = None
    view_1 = torch.ops.aten.view.default(sum_5, [3]);  sum_5 = None
    return (view_1, t_3, view)
    