


def forward(self, loss_1):
    ones_like = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
    mul = torch.ops.aten.mul.Tensor(ones_like, 0.001)
    expand = torch.ops.aten.expand.default(mul, [3]);  mul = None
    div = torch.ops.aten.div.Scalar(expand, 3);  expand = None
    unsqueeze = torch.ops.aten.unsqueeze.default(div, -1);  div = None
    expand_1 = torch.ops.aten.expand.default(unsqueeze, [3, 3]);  unsqueeze = None
    _tensor_constant0 = self._tensor_constant0
    pow_1 = torch.ops.aten.pow.Tensor_Scalar(_tensor_constant0, 1.0);  _tensor_constant0 = None
    mul_1 = torch.ops.aten.mul.Scalar(pow_1, 2.0);  pow_1 = None
    mul_2 = torch.ops.aten.mul.Tensor(expand_1, mul_1);  expand_1 = mul_1 = None
    expand_2 = torch.ops.aten.expand.default(ones_like, [3]);  ones_like = None
    div_1 = torch.ops.aten.div.Scalar(expand_2, 3);  expand_2 = None
    neg = torch.ops.aten.neg.default(div_1);  div_1 = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(neg, -1);  neg = None
    expand_3 = torch.ops.aten.expand.default(unsqueeze_1, [3, 8]);  unsqueeze_1 = None
    scalar_tensor = torch.ops.aten.scalar_tensor.default(0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant1 = self._tensor_constant1
    where = torch.ops.aten.where.self(_tensor_constant1, scalar_tensor, expand_3);  _tensor_constant1 = scalar_tensor = None
    scalar_tensor_1 = torch.ops.aten.scalar_tensor.default(0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant1_1 = self._tensor_constant1
    where_1 = torch.ops.aten.where.self(_tensor_constant1_1, expand_3, scalar_tensor_1);  _tensor_constant1_1 = expand_3 = scalar_tensor_1 = None
    neg_1 = torch.ops.aten.neg.default(where)
    sum_1 = torch.ops.aten.sum.dim_IntList(neg_1, [0], True);  neg_1 = None
    view = torch.ops.aten.view.default(sum_1, [8]);  sum_1 = None
    _tensor_constant2 = self._tensor_constant2
    digamma = torch.ops.aten.digamma.default(_tensor_constant2);  _tensor_constant2 = None
    mul_3 = torch.ops.aten.mul.Tensor(view, digamma);  view = digamma = None
    _tensor_constant3 = self._tensor_constant3
    digamma_1 = torch.ops.aten.digamma.default(_tensor_constant3);  _tensor_constant3 = None
    mul_4 = torch.ops.aten.mul.Tensor(where, digamma_1);  digamma_1 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(mul_4, [0], True);  mul_4 = None
    view_1 = torch.ops.aten.view.default(sum_2, [8]);  sum_2 = None
    add = torch.ops.aten.add.Tensor(mul_3, view_1);  mul_3 = view_1 = None
    _tensor_constant4 = self._tensor_constant4
    mul_5 = torch.ops.aten.mul.Tensor(where, _tensor_constant4);  _tensor_constant4 = None
    neg_2 = torch.ops.aten.neg.default(mul_5)
    _tensor_constant5 = self._tensor_constant5
    div_2 = torch.ops.aten.div.Tensor(mul_5, _tensor_constant5);  mul_5 = _tensor_constant5 = None
    neg_3 = torch.ops.aten.neg.default(where)
    neg_4 = torch.ops.aten.neg.default(where_1)
    add_1 = torch.ops.aten.add.Tensor(neg_3, neg_4);  neg_3 = neg_4 = None
    _tensor_constant6 = self._tensor_constant6
    softplus_backward = torch.ops.aten.softplus_backward.default(where_1, _tensor_constant6, 1, 20);  where_1 = _tensor_constant6 = None
    add_2 = torch.ops.aten.add.Tensor(where, softplus_backward);  where = softplus_backward = None
    _tensor_constant2_1 = self._tensor_constant2
    mul_6 = torch.ops.aten.mul.Tensor(add_2, _tensor_constant2_1);  _tensor_constant2_1 = None
    _tensor_constant7 = self._tensor_constant7
    mul_7 = torch.ops.aten.mul.Tensor(add_2, _tensor_constant7);  _tensor_constant7 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(mul_7, [0], True);  mul_7 = None
    view_2 = torch.ops.aten.view.default(sum_3, [8]);  sum_3 = None
    add_3 = torch.ops.aten.add.Tensor(add, view_2);  add = view_2 = None
    neg_5 = torch.ops.aten.neg.default(mul_6)
    sum_4 = torch.ops.aten.sum.dim_IntList(mul_6, [0], True);  mul_6 = None
    view_3 = torch.ops.aten.view.default(sum_4, [8]);  sum_4 = None
    add_4 = torch.ops.aten.add.Tensor(neg_2, neg_5);  neg_2 = neg_5 = None
    _tensor_constant8 = self._tensor_constant8
    div_3 = torch.ops.aten.div.Tensor(view_3, _tensor_constant8);  view_3 = _tensor_constant8 = None
    add_5 = torch.ops.aten.add.Tensor(add_3, div_3);  add_3 = div_3 = None
    neg_6 = torch.ops.aten.neg.default(add_2);  add_2 = None
    _tensor_constant9 = self._tensor_constant9
    div_4 = torch.ops.aten.div.Tensor(add_4, _tensor_constant9);  add_4 = _tensor_constant9 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(div_4, [0], True)
    view_4 = torch.ops.aten.view.default(sum_5, [8]);  sum_5 = None
    add_6 = torch.ops.aten.add.Tensor(add_5, view_4);  add_5 = view_4 = None
    add_7 = torch.ops.aten.add.Tensor(div_2, div_4);  div_2 = div_4 = None
    _tensor_constant10 = self._tensor_constant10
    softplus_backward_1 = torch.ops.aten.softplus_backward.default(add_1, _tensor_constant10, 1, 20);  add_1 = _tensor_constant10 = None
    neg_7 = torch.ops.aten.neg.default(softplus_backward_1);  softplus_backward_1 = None
    add_8 = torch.ops.aten.add.Tensor(neg_6, neg_7);  neg_6 = neg_7 = None
    _tensor_constant11 = self._tensor_constant11
    t = torch.ops.aten.t.default(_tensor_constant11);  _tensor_constant11 = None
    mm = torch.ops.aten.mm.default(add_8, t);  t = None
    t_1 = torch.ops.aten.t.default(add_8)
    _tensor_constant12 = self._tensor_constant12
    mm_1 = torch.ops.aten.mm.default(t_1, _tensor_constant12);  t_1 = _tensor_constant12 = None
    t_2 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(add_8, [0], True);  add_8 = None
    view_5 = torch.ops.aten.view.default(sum_6, [8]);  sum_6 = None
    t_3 = torch.ops.aten.t.default(t_2);  t_2 = None
    _tensor_constant13 = self._tensor_constant13
    detach = torch.ops.aten.detach.default(_tensor_constant13);  _tensor_constant13 = None
    mul_8 = torch.ops.aten.mul.Tensor(add_6, detach);  add_6 = detach = None
    _tensor_constant14 = self._tensor_constant14
    mul_9 = torch.ops.aten.mul.Tensor(add_7, _tensor_constant14);  add_7 = _tensor_constant14 = None
    _tensor_constant15 = self._tensor_constant15
    detach_1 = torch.ops.aten.detach.default(_tensor_constant15);  _tensor_constant15 = None
    _softmax_backward_data = torch.ops.aten._softmax_backward_data.default(mul_9, detach_1, -1, torch.float32);  mul_9 = detach_1 = None
    _tensor_constant16 = self._tensor_constant16
    t_4 = torch.ops.aten.t.default(_tensor_constant16);  _tensor_constant16 = None
    mm_2 = torch.ops.aten.mm.default(_softmax_backward_data, t_4);  t_4 = None
    t_5 = torch.ops.aten.t.default(_softmax_backward_data)
    _tensor_constant12_1 = self._tensor_constant12
    mm_3 = torch.ops.aten.mm.default(t_5, _tensor_constant12_1);  t_5 = _tensor_constant12_1 = None
    t_6 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_7 = torch.ops.aten.sum.dim_IntList(_softmax_backward_data, [0], True);  _softmax_backward_data = None
    view_6 = torch.ops.aten.view.default(sum_7, [8]);  sum_7 = None
    add_9 = torch.ops.aten.add.Tensor(mm, mm_2);  mm = mm_2 = None
    t_7 = torch.ops.aten.t.default(t_6);  t_6 = None
    _tensor_constant17 = self._tensor_constant17
    detach_2 = torch.ops.aten.detach.default(_tensor_constant17);  _tensor_constant17 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(add_9, detach_2, 0);  add_9 = detach_2 = None
    _tensor_constant18 = self._tensor_constant18
    t_8 = torch.ops.aten.t.default(_tensor_constant18);  _tensor_constant18 = None
    mm_4 = torch.ops.aten.mm.default(threshold_backward, t_8);  t_8 = None
    t_9 = torch.ops.aten.t.default(threshold_backward)
    _tensor_constant0_1 = self._tensor_constant0
    mm_5 = torch.ops.aten.mm.default(t_9, _tensor_constant0_1);  t_9 = _tensor_constant0_1 = None
    t_10 = torch.ops.aten.t.default(mm_5);  mm_5 = None
    sum_8 = torch.ops.aten.sum.dim_IntList(threshold_backward, [0], True);  threshold_backward = None
    view_7 = torch.ops.aten.view.default(sum_8, [8]);  sum_8 = None
    add_10 = torch.ops.aten.add.Tensor(mul_2, mm_4);  mul_2 = mm_4 = None
    t_11 = torch.ops.aten.t.default(t_10);  t_10 = None
    _tensor_constant19 = self._tensor_constant19
    t_12 = torch.ops.aten.t.default(_tensor_constant19);  _tensor_constant19 = None
    mm_6 = torch.ops.aten.mm.default(add_10, t_12);  t_12 = None
    t_13 = torch.ops.aten.t.default(add_10)
    _tensor_constant20 = self._tensor_constant20
    mm_7 = torch.ops.aten.mm.default(t_13, _tensor_constant20);  t_13 = _tensor_constant20 = None
    t_14 = torch.ops.aten.t.default(mm_7);  mm_7 = None
    sum_9 = torch.ops.aten.sum.dim_IntList(add_10, [0], True);  add_10 = None
    view_8 = torch.ops.aten.view.default(sum_9, [3]);  sum_9 = None
    t_15 = torch.ops.aten.t.default(t_14);  t_14 = None
    _tensor_constant21 = self._tensor_constant21
    detach_3 = torch.ops.aten.detach.default(_tensor_constant21);  _tensor_constant21 = None
    threshold_backward_1 = torch.ops.aten.threshold_backward.default(mm_6, detach_3, 0);  mm_6 = detach_3 = None
    t_16 = torch.ops.aten.t.default(threshold_backward_1)
    _tensor_constant22 = self._tensor_constant22
    mm_8 = torch.ops.aten.mm.default(t_16, _tensor_constant22);  t_16 = _tensor_constant22 = None
    t_17 = torch.ops.aten.t.default(mm_8);  mm_8 = None
    sum_10 = torch.ops.aten.sum.dim_IntList(threshold_backward_1, [0], True);  threshold_backward_1 = None
    view_9 = torch.ops.aten.view.default(sum_10, [8]);  sum_10 = None
    t_18 = torch.ops.aten.t.default(t_17);  t_17 = None
    return (mul_8, t_18, view_9, t_15, view_8, t_11, view_7, t_7, view_6, t_3, view_5)
    