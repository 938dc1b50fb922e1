


def forward(self, loss_1):
    ones_like = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
    _tensor_constant0 = self._tensor_constant0
    _tensor_constant1 = self._tensor_constant1
    _tensor_constant2 = self._tensor_constant2
    nll_loss_backward = torch.ops.aten.nll_loss_backward.default(ones_like, _tensor_constant0, _tensor_constant1, None, 1, -100, _tensor_constant2);  ones_like = _tensor_constant0 = _tensor_constant1 = _tensor_constant2 = None
    _tensor_constant3 = self._tensor_constant3
    detach = torch.ops.aten.detach.default(_tensor_constant3);  _tensor_constant3 = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach, 1, torch.float32);  nll_loss_backward = detach = None
    neg = torch.ops.aten.neg.default(_log_softmax_backward_data)
    sum_1 = torch.ops.aten.sum.dim_IntList(neg, [1], True);  neg = None
    _tensor_constant4 = self._tensor_constant4
    detach_1 = torch.ops.aten.detach.default(_tensor_constant4);  _tensor_constant4 = None
    _tensor_constant5 = self._tensor_constant5
    sub = torch.ops.aten.sub.Tensor(_tensor_constant5, detach_1);  _tensor_constant5 = detach_1 = None
    exp = torch.ops.aten.exp.default(sub);  sub = None
    mul = torch.ops.aten.mul.Tensor(sum_1, exp);  sum_1 = exp = None
    add = torch.ops.aten.add.Tensor(_log_softmax_backward_data, mul);  _log_softmax_backward_data = mul = None
    mul_1 = torch.ops.aten.mul.Tensor(add, 10.0);  add = None
    _tensor_constant6 = self._tensor_constant6
    mul_2 = torch.ops.aten.mul.Tensor(mul_1, _tensor_constant6);  mul_1 = _tensor_constant6 = None
    _tensor_constant7 = self._tensor_constant7
    t = torch.ops.aten.t.default(_tensor_constant7);  _tensor_constant7 = None
    mm = torch.ops.aten.mm.default(mul_2, t);  mul_2 = t = None
    _tensor_constant8 = self._tensor_constant8
    _tensor_constant9 = self._tensor_constant9
    div = torch.ops.aten.div.Tensor(_tensor_constant8, _tensor_constant9);  _tensor_constant8 = _tensor_constant9 = None
    _tensor_constant9_1 = self._tensor_constant9
    div_1 = torch.ops.aten.div.Tensor(div, _tensor_constant9_1);  div = _tensor_constant9_1 = None
    neg_1 = torch.ops.aten.neg.default(mm)
    mul_3 = torch.ops.aten.mul.Tensor(neg_1, div_1);  neg_1 = div_1 = None
    _tensor_constant9_2 = self._tensor_constant9
    div_2 = torch.ops.aten.div.Tensor(mm, _tensor_constant9_2);  mm = _tensor_constant9_2 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(mul_3, [1], True);  mul_3 = None
    scalar_tensor = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant10 = self._tensor_constant10
    ge = torch.ops.aten.ge.Scalar(_tensor_constant10, 1e-12);  _tensor_constant10 = None
    where = torch.ops.aten.where.self(ge, sum_2, scalar_tensor);  ge = sum_2 = scalar_tensor = None
    _tensor_constant11 = self._tensor_constant11
    detach_2 = torch.ops.aten.detach.default(_tensor_constant11);  _tensor_constant11 = None
    _tensor_constant8_1 = self._tensor_constant8
    div_3 = torch.ops.aten.div.Tensor(_tensor_constant8_1, detach_2);  _tensor_constant8_1 = None
    eq = torch.ops.aten.eq.Scalar(detach_2, 0);  detach_2 = None
    masked_fill_ = torch.ops.aten.masked_fill_.Scalar(div_3, eq, 0);  div_3 = eq = None
    mul_4 = torch.ops.aten.mul.Tensor(where, masked_fill_);  where = masked_fill_ = None
    add_1 = torch.ops.aten.add.Tensor(div_2, mul_4);  div_2 = mul_4 = None
    t_1 = torch.ops.aten.t.default(add_1)
    _tensor_constant12 = self._tensor_constant12
    mm_1 = torch.ops.aten.mm.default(t_1, _tensor_constant12);  t_1 = _tensor_constant12 = None
    t_2 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(add_1, [0], True);  add_1 = None
    view = torch.ops.aten.view.default(sum_3, [5]);  sum_3 = None
    t_3 = torch.ops.aten.t.default(t_2);  t_2 = None
    return (t_3, view)
    