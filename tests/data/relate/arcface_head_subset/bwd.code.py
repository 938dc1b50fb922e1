


def forward(self, loss_1):
    ones_like = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
    _tensor_constant0 = self._tensor_constant0
    _tensor_constant1 = self._tensor_constant1
    _tensor_constant2 = self._tensor_constant2
    nll_loss_backward = torch.ops.aten.nll_loss_backward.default(ones_like, _tensor_constant0, _tensor_constant1, None, 1, -100, _tensor_constant2);  ones_like = _tensor_constant0 = _tensor_constant1 = _tensor_constant2 = None
    _tensor_constant3 = self._tensor_constant3
    detach = torch.ops.aten.detach.default(_tensor_constant3);  _tensor_constant3 = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach, 1, torch.float32);  nll_loss_backward = detach = None
    mul = torch.ops.aten.mul.Tensor(_log_softmax_backward_data, 8.0);  _log_softmax_backward_data = None
    scalar_tensor = torch.ops.aten.scalar_tensor.default(0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant4 = self._tensor_constant4
    where = torch.ops.aten.where.self(_tensor_constant4, scalar_tensor, mul);  _tensor_constant4 = scalar_tensor = None
    scalar_tensor_1 = torch.ops.aten.scalar_tensor.default(0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant4_1 = self._tensor_constant4
    where_1 = torch.ops.aten.where.self(_tensor_constant4_1, mul, scalar_tensor_1);  _tensor_constant4_1 = mul = scalar_tensor_1 = None
    _tensor_constant5 = self._tensor_constant5
    sin = torch.ops.aten.sin.default(_tensor_constant5);  _tensor_constant5 = None
    neg = torch.ops.aten.neg.default(sin);  sin = None
    mul_1 = torch.ops.aten.mul.Tensor(where_1, neg);  where_1 = neg = None
    _tensor_constant6 = self._tensor_constant6
    neg_1 = torch.ops.aten.neg.default(_tensor_constant6);  _tensor_constant6 = None
    _tensor_constant6_1 = self._tensor_constant6
    mul_2 = torch.ops.aten.mul.Tensor(neg_1, _tensor_constant6_1);  neg_1 = _tensor_constant6_1 = None
    add = torch.ops.aten.add.Scalar(mul_2, 1);  mul_2 = None
    rsqrt = torch.ops.aten.rsqrt.default(add);  add = None
    neg_2 = torch.ops.aten.neg.default(rsqrt);  rsqrt = None
    mul_3 = torch.ops.aten.mul.Tensor(mul_1, neg_2);  mul_1 = neg_2 = None
    add_1 = torch.ops.aten.add.Tensor(where, mul_3);  where = mul_3 = None
    scalar_tensor_2 = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant7 = self._tensor_constant7
    ge = torch.ops.aten.ge.Scalar(_tensor_constant7, -0.99999);  _tensor_constant7 = None
    _tensor_constant7_1 = self._tensor_constant7
    le = torch.ops.aten.le.Scalar(_tensor_constant7_1, 0.99999);  _tensor_constant7_1 = None
    logical_and_ = torch.ops.aten.logical_and_.default(ge, le);  ge = le = None
    where_2 = torch.ops.aten.where.self(logical_and_, add_1, scalar_tensor_2);  logical_and_ = add_1 = scalar_tensor_2 = None
    _tensor_constant8 = self._tensor_constant8
    t = torch.ops.aten.t.default(_tensor_constant8);  _tensor_constant8 = None
    mm = torch.ops.aten.mm.default(where_2, t);  where_2 = t = None
    _tensor_constant9 = self._tensor_constant9
    _tensor_constant10 = self._tensor_constant10
    div = torch.ops.aten.div.Tensor(_tensor_constant9, _tensor_constant10);  _tensor_constant9 = _tensor_constant10 = None
    _tensor_constant10_1 = self._tensor_constant10
    div_1 = torch.ops.aten.div.Tensor(div, _tensor_constant10_1);  div = _tensor_constant10_1 = None
    neg_3 = torch.ops.aten.neg.default(mm)
    mul_4 = torch.ops.aten.mul.Tensor(neg_3, div_1);  neg_3 = div_1 = None
    _tensor_constant10_2 = self._tensor_constant10
    div_2 = torch.ops.aten.div.Tensor(mm, _tensor_constant10_2);  mm = _tensor_constant10_2 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(mul_4, [1], True);  mul_4 = None
    scalar_tensor_3 = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant11 = self._tensor_constant11
    ge_1 = torch.ops.aten.ge.Scalar(_tensor_constant11, 1e-12);  _tensor_constant11 = None
    where_3 = torch.ops.aten.where.self(ge_1, sum_1, scalar_tensor_3);  ge_1 = sum_1 = scalar_tensor_3 = None
    _tensor_constant12 = self._tensor_constant12
    detach_1 = torch.ops.aten.detach.default(_tensor_constant12);  _tensor_constant12 = None
    _tensor_constant9_1 = self._tensor_constant9
    div_3 = torch.ops.aten.div.Tensor(_tensor_constant9_1, detach_1);  _tensor_constant9_1 = None
    eq = torch.ops.aten.eq.Scalar(detach_1, 0);  detach_1 = None
    masked_fill_ = torch.ops.aten.masked_fill_.Scalar(div_3, eq, 0);  div_3 = eq = None
    mul_5 = torch.ops.aten.mul.Tensor(where_3, masked_fill_);  where_3 = masked_fill_ = None
    add_2 = torch.ops.aten.add.Tensor(div_2, mul_5);  div_2 = mul_5 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(add_2, [0], True);  add_2 = None
    view = torch.ops.aten.view.default(sum_2, [5]);  sum_2 = None
    return (view,)
    