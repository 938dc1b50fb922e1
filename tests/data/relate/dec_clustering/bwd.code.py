


def forward(self, loss_1):
    ones_like = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
    mul = torch.ops.aten.mul.Tensor(ones_like, 0.01)
    mul_1 = torch.ops.aten.mul.Tensor(ones_like, 0.1)
    _tensor_constant0 = self._tensor_constant0
    _tensor_constant1 = self._tensor_constant1
    mse_loss_backward = torch.ops.aten.mse_loss_backward.default(ones_like, _tensor_constant0, _tensor_constant1, 1);  ones_like = _tensor_constant0 = _tensor_constant1 = None
    expand = torch.ops.aten.expand.default(mul, [3]);  mul = None
    div = torch.ops.aten.div.Scalar(expand, 3);  expand = None
    _tensor_constant2 = self._tensor_constant2
    pow_1 = torch.ops.aten.pow.Tensor_Scalar(_tensor_constant2, 1.0);  _tensor_constant2 = None
    mul_2 = torch.ops.aten.mul.Scalar(pow_1, 2.0);  pow_1 = None
    mul_3 = torch.ops.aten.mul.Tensor(div, mul_2);  div = mul_2 = None
    _tensor_constant3 = self._tensor_constant3
    detach = torch.ops.aten.detach.default(_tensor_constant3);  _tensor_constant3 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(mul_3, 1);  mul_3 = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(detach, 1);  detach = None
    _tensor_constant4 = self._tensor_constant4
    div_1 = torch.ops.aten.div.Tensor(_tensor_constant4, unsqueeze_1);  _tensor_constant4 = None
    eq = torch.ops.aten.eq.Scalar(unsqueeze_1, 0);  unsqueeze_1 = None
    masked_fill_ = torch.ops.aten.masked_fill_.Scalar(div_1, eq, 0);  div_1 = eq = None
    mul_4 = torch.ops.aten.mul.Tensor(unsqueeze, masked_fill_);  unsqueeze = masked_fill_ = None
    neg = torch.ops.aten.neg.default(mul_4)
    _tensor_constant5 = self._tensor_constant5
    detach_1 = torch.ops.aten.detach.default(_tensor_constant5);  _tensor_constant5 = detach_1 = None
    zeros_like = torch.ops.aten.zeros_like.default(mul_4)
    _tensor_constant6 = self._tensor_constant6
    ones_like_1 = torch.ops.aten.ones_like.default(_tensor_constant6);  _tensor_constant6 = None
    _tensor_constant7 = self._tensor_constant7
    index_add = torch.ops.aten.index_add.default(zeros_like, 0, _tensor_constant7, ones_like_1);  zeros_like = _tensor_constant7 = ones_like_1 = None
    eq_1 = torch.ops.aten.eq.Scalar(index_add, 0)
    masked_fill__1 = torch.ops.aten.masked_fill_.Scalar(index_add, eq_1, 1);  index_add = eq_1 = None
    div_2 = torch.ops.aten.div.Tensor(mul_4, masked_fill__1)
    _tensor_constant7_1 = self._tensor_constant7
    index_select = torch.ops.aten.index_select.default(masked_fill__1, 0, _tensor_constant7_1);  masked_fill__1 = _tensor_constant7_1 = None
    _tensor_constant7_2 = self._tensor_constant7
    index_select_1 = torch.ops.aten.index_select.default(mul_4, 0, _tensor_constant7_2);  mul_4 = _tensor_constant7_2 = None
    div_3 = torch.ops.aten.div.Tensor(index_select_1, index_select);  index_select_1 = index_select = None
    _tensor_constant7_3 = self._tensor_constant7
    index_fill = torch.ops.aten.index_fill.int_Scalar(div_2, 0, _tensor_constant7_3, 0);  div_2 = _tensor_constant7_3 = index_fill = None
    div_4 = torch.ops.aten.div.Tensor(mul_1, 12);  mul_1 = None
    expand_1 = torch.ops.aten.expand.default(div_4, [12, 3]);  div_4 = None
    neg_1 = torch.ops.aten.neg.default(expand_1);  expand_1 = None
    _tensor_constant8 = self._tensor_constant8
    mul_5 = torch.ops.aten.mul.Tensor(neg_1, _tensor_constant8);  neg_1 = _tensor_constant8 = None
    _tensor_constant9 = self._tensor_constant9
    div_5 = torch.ops.aten.div.Tensor(mul_5, _tensor_constant9);  mul_5 = _tensor_constant9 = None
    _tensor_constant10 = self._tensor_constant10
    detach_2 = torch.ops.aten.detach.default(_tensor_constant10);  _tensor_constant10 = None
    _tensor_constant11 = self._tensor_constant11
    sum_1 = torch.ops.aten.sum.dim_IntList(_tensor_constant11, [1], True);  _tensor_constant11 = None
    mul_6 = torch.ops.aten.mul.Tensor(div_5, detach_2);  detach_2 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(mul_6, [1], True);  mul_6 = None
    sub = torch.ops.aten.sub.Tensor(div_5, sum_2);  div_5 = sum_2 = None
    div_6 = torch.ops.aten.div.Tensor(sub, sum_1);  sub = sum_1 = None
    neg_2 = torch.ops.aten.neg.default(div_6);  div_6 = None
    _tensor_constant11_1 = self._tensor_constant11
    mul_7 = torch.ops.aten.mul.Tensor(neg_2, _tensor_constant11_1);  neg_2 = _tensor_constant11_1 = None
    _tensor_constant11_2 = self._tensor_constant11
    mul_8 = torch.ops.aten.mul.Tensor(mul_7, _tensor_constant11_2);  mul_7 = _tensor_constant11_2 = None
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(mul_8, 2);  mul_8 = None
    mul_9 = torch.ops.aten.mul.Tensor(unsqueeze_2, 2);  unsqueeze_2 = None
    _tensor_constant12 = self._tensor_constant12
    mul_10 = torch.ops.aten.mul.Tensor(mul_9, _tensor_constant12);  mul_9 = _tensor_constant12 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(mul_10, [1])
    sum_4 = torch.ops.aten.sum.dim_IntList(mul_10, [0]);  mul_10 = None
    neg_3 = torch.ops.aten.neg.default(sum_4);  sum_4 = None
    add = torch.ops.aten.add.Tensor(div_3, sum_3);  div_3 = sum_3 = None
    add_1 = torch.ops.aten.add.Tensor(neg, neg_3);  neg = neg_3 = None
    _tensor_constant13 = self._tensor_constant13
    mul_11 = torch.ops.aten.mul.Tensor(mse_loss_backward, _tensor_constant13);  mse_loss_backward = _tensor_constant13 = None
    _tensor_constant14 = self._tensor_constant14
    t = torch.ops.aten.t.default(_tensor_constant14);  _tensor_constant14 = None
    mm = torch.ops.aten.mm.default(mul_11, t);  t = None
    t_1 = torch.ops.aten.t.default(mul_11)
    _tensor_constant15 = self._tensor_constant15
    mm_1 = torch.ops.aten.mm.default(t_1, _tensor_constant15);  t_1 = _tensor_constant15 = None
    t_2 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(mul_11, [0], True);  mul_11 = None
    view = torch.ops.aten.view.default(sum_5, [10]);  sum_5 = None
    t_3 = torch.ops.aten.t.default(t_2);  t_2 = None
    _tensor_constant16 = self._tensor_constant16
    detach_3 = torch.ops.aten.detach.default(_tensor_constant16);  _tensor_constant16 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(mm, detach_3, 0);  mm = detach_3 = None
    _tensor_constant17 = self._tensor_constant17
    t_4 = torch.ops.aten.t.default(_tensor_constant17);  _tensor_constant17 = None
    mm_2 = torch.ops.aten.mm.default(threshold_backward, t_4);  t_4 = None
    t_5 = torch.ops.aten.t.default(threshold_backward)
    _tensor_constant6_1 = self._tensor_constant6
    mm_3 = torch.ops.aten.mm.default(t_5, _tensor_constant6_1);  t_5 = _tensor_constant6_1 = None
    t_6 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(threshold_backward, [0], True);  threshold_backward = None
    view_1 = torch.ops.aten.view.default(sum_6, [16]);  sum_6 = None
    add_2 = torch.ops.aten.add.Tensor(add, mm_2);  add = mm_2 = None
    t_7 = torch.ops.aten.t.default(t_6);  t_6 = None
    _tensor_constant18 = self._tensor_constant18
    t_8 = torch.ops.aten.t.default(_tensor_constant18);  _tensor_constant18 = None
    mm_4 = torch.ops.aten.mm.default(add_2, t_8);  t_8 = None
    t_9 = torch.ops.aten.t.default(add_2)
    _tensor_constant19 = self._tensor_constant19
    mm_5 = torch.ops.aten.mm.default(t_9, _tensor_constant19);  t_9 = _tensor_constant19 = None
    t_10 = torch.ops.aten.t.default(mm_5);  mm_5 = None
    sum_7 = torch.ops.aten.sum.dim_IntList(add_2, [0], True);  add_2 = None
    view_2 = torch.ops.aten.view.default(sum_7, [4]);  sum_7 = None
    t_11 = torch.ops.aten.t.default(t_10);  t_10 = None
    _tensor_constant20 = self._tensor_constant20
    detach_4 = torch.ops.aten.detach.default(_tensor_constant20);  _tensor_constant20 = None
    threshold_backward_1 = torch.ops.aten.threshold_backward.default(mm_4, detach_4, 0);  mm_4 = detach_4 = None
    t_12 = torch.ops.aten.t.default(threshold_backward_1)
    _tensor_constant21 = self._tensor_constant21
    mm_6 = torch.ops.aten.mm.default(t_12, _tensor_constant21);  t_12 = _tensor_constant21 = None
    t_13 = torch.ops.aten.t.default(mm_6);  mm_6 = None
    sum_8 = torch.ops.aten.sum.dim_IntList(threshold_backward_1, [0], True);  threshold_backward_1 = None
    view_3 = torch.ops.aten.view.default(sum_8, [16]);  sum_8 = None
    t_14 = torch.ops.aten.t.default(t_13);  t_13 = None
    return (add_1, t_14, view_3, t_11, view_2, t_7, view_1, t_3, view)
    