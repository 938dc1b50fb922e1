


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
    slice_1 = torch.ops.aten.slice.Tensor(mm, 1, 0, 8)
    slice_2 = torch.ops.aten.slice.Tensor(mm, 1, 8, 16);  mm = None
    _tensor_constant6 = self._tensor_constant6
    detach_1 = torch.ops.aten.detach.default(_tensor_constant6);  _tensor_constant6 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(slice_2, 1);  slice_2 = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(detach_1, 1);  detach_1 = None
    _tensor_constant7 = self._tensor_constant7
    sub = torch.ops.aten.sub.Tensor(_tensor_constant7, unsqueeze_1);  _tensor_constant7 = unsqueeze_1 = None
    exp = torch.ops.aten.exp.default(sub);  sub = None
    mul = torch.ops.aten.mul.Tensor(unsqueeze, exp);  unsqueeze = exp = None
    _tensor_constant8 = self._tensor_constant8
    detach_2 = torch.ops.aten.detach.default(_tensor_constant8);  _tensor_constant8 = None
    view_1 = torch.ops.aten.view.default(detach_2, [2, 1, 8]);  detach_2 = None
    _tensor_constant7_1 = self._tensor_constant7
    eq = torch.ops.aten.eq.Tensor(view_1, _tensor_constant7_1);  view_1 = _tensor_constant7_1 = None
    view_2 = torch.ops.aten.view.default(slice_1, [2, 1, 8]);  slice_1 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(eq, [1], True)
    div = torch.ops.aten.div.Tensor(view_2, sum_2);  view_2 = sum_2 = None
    mul_1 = torch.ops.aten.mul.Tensor(div, eq);  div = eq = None
    add = torch.ops.aten.add.Tensor(mul, mul_1);  mul = mul_1 = None
    _tensor_constant9 = self._tensor_constant9
    _tensor_constant10 = self._tensor_constant10
    div_1 = torch.ops.aten.div.Tensor(_tensor_constant9, _tensor_constant10);  _tensor_constant9 = _tensor_constant10 = None
    _tensor_constant10_1 = self._tensor_constant10
    div_2 = torch.ops.aten.div.Tensor(div_1, _tensor_constant10_1);  div_1 = _tensor_constant10_1 = None
    neg = torch.ops.aten.neg.default(add)
    mul_2 = torch.ops.aten.mul.Tensor(neg, div_2);  neg = div_2 = None
    _tensor_constant10_2 = self._tensor_constant10
    div_3 = torch.ops.aten.div.Tensor(add, _tensor_constant10_2);  add = _tensor_constant10_2 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(mul_2, [2], True);  mul_2 = None
    scalar_tensor = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant11 = self._tensor_constant11
    ge = torch.ops.aten.ge.Scalar(_tensor_constant11, 1e-12);  _tensor_constant11 = None
    where = torch.ops.aten.where.self(ge, sum_3, scalar_tensor);  ge = sum_3 = scalar_tensor = None
    _tensor_constant12 = self._tensor_constant12
    detach_3 = torch.ops.aten.detach.default(_tensor_constant12);  _tensor_constant12 = None
    _tensor_constant9_1 = self._tensor_constant9
    div_4 = torch.ops.aten.div.Tensor(_tensor_constant9_1, detach_3);  _tensor_constant9_1 = None
    eq_1 = torch.ops.aten.eq.Scalar(detach_3, 0);  detach_3 = None
    masked_fill_ = torch.ops.aten.masked_fill_.Scalar(div_4, eq_1, 0);  div_4 = eq_1 = None
    mul_3 = torch.ops.aten.mul.Tensor(where, masked_fill_);  where = masked_fill_ = None
    add_1 = torch.ops.aten.add.Tensor(div_3, mul_3);  div_3 = mul_3 = None
    _tensor_constant13 = self._tensor_constant13
    detach_4 = torch.ops.aten.detach.default(_tensor_constant13);  _tensor_constant13 = None
    tanh_backward = torch.ops.aten.tanh_backward.default(add_1, detach_4);  add_1 = detach_4 = None
    view_3 = torch.ops.aten.view.default(tanh_backward, [10, 8]);  tanh_backward = None
    t_4 = torch.ops.aten.t.default(view_3)
    _tensor_constant14 = self._tensor_constant14
    mm_2 = torch.ops.aten.mm.default(t_4, _tensor_constant14);  t_4 = _tensor_constant14 = None
    t_5 = torch.ops.aten.t.default(mm_2);  mm_2 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(view_3, [0], True);  view_3 = None
    view_4 = torch.ops.aten.view.default(sum_4, [8]);  sum_4 = None
    t_6 = torch.ops.aten.t.default(t_5);  t_5 = None
    return (t_6, view_4, t_3, view)
    