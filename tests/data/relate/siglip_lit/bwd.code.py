


def forward(self, loss_1):
    ones_like = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
    div = torch.ops.aten.div.Tensor(ones_like, 4);  ones_like = None
    neg = torch.ops.aten.neg.default(div);  div = None
    expand = torch.ops.aten.expand.default(neg, [4, 4]);  neg = None
    _tensor_constant0 = self._tensor_constant0
    _tensor_constant1 = self._tensor_constant1
    log_sigmoid_backward = torch.ops.aten.log_sigmoid_backward.default(expand, _tensor_constant0, _tensor_constant1);  expand = _tensor_constant0 = _tensor_constant1 = None
    _tensor_constant2 = self._tensor_constant2
    mul = torch.ops.aten.mul.Tensor(log_sigmoid_backward, _tensor_constant2);  log_sigmoid_backward = _tensor_constant2 = None
    sum_1 = torch.ops.aten.sum.default(mul)
    _tensor_constant3 = self._tensor_constant3
    mul_1 = torch.ops.aten.mul.Tensor(mul, _tensor_constant3);  _tensor_constant3 = None
    _tensor_constant4 = self._tensor_constant4
    mul_2 = torch.ops.aten.mul.Tensor(mul, _tensor_constant4);  mul = _tensor_constant4 = None
    sum_2 = torch.ops.aten.sum.default(mul_1);  mul_1 = None
    _tensor_constant5 = self._tensor_constant5
    detach = torch.ops.aten.detach.default(_tensor_constant5);  _tensor_constant5 = None
    mul_3 = torch.ops.aten.mul.Tensor(sum_2, detach);  sum_2 = detach = None
    t = torch.ops.aten.t.default(mul_2);  mul_2 = None
    _tensor_constant6 = self._tensor_constant6
    mm = torch.ops.aten.mm.default(t, _tensor_constant6);  t = _tensor_constant6 = None
    t_1 = torch.ops.aten.t.default(mm);  mm = None
    t_2 = torch.ops.aten.t.default(t_1);  t_1 = None
    _tensor_constant7 = self._tensor_constant7
    _tensor_constant8 = self._tensor_constant8
    div_1 = torch.ops.aten.div.Tensor(_tensor_constant7, _tensor_constant8);  _tensor_constant7 = _tensor_constant8 = None
    _tensor_constant8_1 = self._tensor_constant8
    div_2 = torch.ops.aten.div.Tensor(div_1, _tensor_constant8_1);  div_1 = _tensor_constant8_1 = None
    neg_1 = torch.ops.aten.neg.default(t_2)
    mul_4 = torch.ops.aten.mul.Tensor(neg_1, div_2);  neg_1 = div_2 = None
    _tensor_constant8_2 = self._tensor_constant8
    div_3 = torch.ops.aten.div.Tensor(t_2, _tensor_constant8_2);  t_2 = _tensor_constant8_2 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(mul_4, [1], True);  mul_4 = None
    scalar_tensor = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant9 = self._tensor_constant9
    ge = torch.ops.aten.ge.Scalar(_tensor_constant9, 1e-12);  _tensor_constant9 = None
    where = torch.ops.aten.where.self(ge, sum_3, scalar_tensor);  ge = sum_3 = scalar_tensor = None
    _tensor_constant10 = self._tensor_constant10
    detach_1 = torch.ops.aten.detach.default(_tensor_constant10);  _tensor_constant10 = None
    _tensor_constant7_1 = self._tensor_constant7
    div_4 = torch.ops.aten.div.Tensor(_tensor_constant7_1, detach_1);  _tensor_constant7_1 = None
    eq = torch.ops.aten.eq.Scalar(detach_1, 0);  detach_1 = None
    masked_fill_ = torch.ops.aten.masked_fill_.Scalar(div_4, eq, 0);  div_4 = eq = None
    mul_5 = torch.ops.aten.mul.Tensor(where, masked_fill_);  where = masked_fill_ = None
    add = torch.ops.aten.add.Tensor(div_3, mul_5);  div_3 = mul_5 = None
    _tensor_constant11 = self._tensor_constant11
    t_3 = torch.ops.aten.t.default(_tensor_constant11);  _tensor_constant11 = None
    mm_1 = torch.ops.aten.mm.default(add, t_3);  t_3 = None
    t_4 = torch.ops.aten.t.default(add)
    _tensor_constant12 = self._tensor_constant12
    mm_2 = torch.ops.aten.mm.default(t_4, _tensor_constant12);  t_4 = _tensor_constant12 = None
    t_5 = torch.ops.aten.t.default(mm_2);  mm_2 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(add, [0], True);  add = None
    view = torch.ops.aten.view.default(sum_4, [8]);  sum_4 = None
    t_6 = torch.ops.aten.t.default(t_5);  t_5 = None
    _tensor_constant13 = self._tensor_constant13
    _tensor_constant14 = self._tensor_constant14
    _tensor_constant15 = self._tensor_constant15
    _param_constant0 = self._param_constant0
    _param_constant1 = self._param_constant1
    native_layer_norm_backward = torch.ops.aten.native_layer_norm_backward.default(mm_1, _tensor_constant13, [8], _tensor_constant14, _tensor_constant15, _param_constant0, _param_constant1, [True, True, True]);  mm_1 = _tensor_constant13 = _tensor_constant14 = _tensor_constant15 = _param_constant0 = _param_constant1 = None
    getitem = native_layer_norm_backward[0]
    getitem_1 = native_layer_norm_backward[1]
    getitem_2 = native_layer_norm_backward[2];  native_layer_norm_backward = None
    _tensor_constant16 = self._tensor_constant16
    gelu_backward = torch.ops.aten.gelu_backward.default(getitem, _tensor_constant16);  _tensor_constant16 = None
    _tensor_constant17 = self._tensor_constant17
    t_7 = torch.ops.aten.t.default(_tensor_constant17);  _tensor_constant17 = None
    mm_3 = torch.ops.aten.mm.default(gelu_backward, t_7);  gelu_backward = t_7 = None
    add_1 = torch.ops.aten.add.Tensor(getitem, mm_3);  getitem = mm_3 = None
    _tensor_constant18 = self._tensor_constant18
    div_5 = torch.ops.aten.div.Tensor(add_1, _tensor_constant18);  add_1 = _tensor_constant18 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(div_5, 1);  div_5 = None
    expand_1 = torch.ops.aten.expand.default(unsqueeze, [4, 5, 8]);  unsqueeze = None
    _tensor_constant19 = self._tensor_constant19
    mul_6 = torch.ops.aten.mul.Tensor(expand_1, _tensor_constant19);  expand_1 = _tensor_constant19 = None
    _tensor_constant20 = self._tensor_constant20
    embedding_dense_backward = torch.ops.aten.embedding_dense_backward.default(mul_6, _tensor_constant20, 12, -1, False);  mul_6 = _tensor_constant20 = None
    return (mul_3, sum_1, embedding_dense_backward, getitem_1, getitem_2, t_6, view)
    