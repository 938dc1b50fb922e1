


def forward(self, loss_1):
    ones_like = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
    neg = torch.ops.aten.neg.default(ones_like);  ones_like = None
    expand = torch.ops.aten.expand.default(neg, [2]);  neg = None
    div = torch.ops.aten.div.Scalar(expand, 2);  expand = None
    _tensor_constant0 = self._tensor_constant0
    detach = torch.ops.aten.detach.default(_tensor_constant0);  _tensor_constant0 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(div, -1);  div = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(detach, -1);  detach = None
    _tensor_constant1 = self._tensor_constant1
    sub = torch.ops.aten.sub.Tensor(_tensor_constant1, unsqueeze_1);  _tensor_constant1 = unsqueeze_1 = None
    exp = torch.ops.aten.exp.default(sub);  sub = None
    mul = torch.ops.aten.mul.Tensor(unsqueeze, exp);  unsqueeze = exp = None
    neg_1 = torch.ops.aten.neg.default(mul)
    mul_1 = torch.ops.aten.mul.Tensor(mul, -0.5)
    _tensor_constant2 = self._tensor_constant2
    pow_1 = torch.ops.aten.pow.Tensor_Scalar(_tensor_constant2, 1.0);  _tensor_constant2 = None
    mul_2 = torch.ops.aten.mul.Scalar(pow_1, 2.0);  pow_1 = None
    mul_3 = torch.ops.aten.mul.Tensor(mul_1, mul_2);  mul_1 = mul_2 = None
    _tensor_constant3 = self._tensor_constant3
    _tensor_constant4 = self._tensor_constant4
    div_1 = torch.ops.aten.div.Tensor(_tensor_constant3, _tensor_constant4);  _tensor_constant3 = _tensor_constant4 = None
    _tensor_constant4_1 = self._tensor_constant4
    div_2 = torch.ops.aten.div.Tensor(div_1, _tensor_constant4_1);  div_1 = _tensor_constant4_1 = None
    neg_2 = torch.ops.aten.neg.default(mul_3)
    mul_4 = torch.ops.aten.mul.Tensor(neg_2, div_2);  neg_2 = div_2 = None
    _tensor_constant4_2 = self._tensor_constant4
    div_3 = torch.ops.aten.div.Tensor(mul_3, _tensor_constant4_2);  mul_3 = _tensor_constant4_2 = None
    _tensor_constant5 = self._tensor_constant5
    detach_1 = torch.ops.aten.detach.default(_tensor_constant5);  _tensor_constant5 = None
    mul_5 = torch.ops.aten.mul.Tensor(mul_4, detach_1);  mul_4 = detach_1 = None
    add = torch.ops.aten.add.Tensor(neg_1, mul_5);  neg_1 = mul_5 = None
    neg_3 = torch.ops.aten.neg.default(div_3);  div_3 = None
    _tensor_constant6 = self._tensor_constant6
    detach_2 = torch.ops.aten.detach.default(_tensor_constant6);  _tensor_constant6 = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(mul, detach_2, -1, torch.float32);  mul = detach_2 = None
    slice_backward = torch.ops.aten.slice_backward.default(add, [2, 9], 1, 6, 9223372036854775807, 1);  add = None
    slice_backward_1 = torch.ops.aten.slice_backward.default(neg_3, [2, 9], 1, 3, 6, 1);  neg_3 = None
    add_1 = torch.ops.aten.add.Tensor(slice_backward, slice_backward_1);  slice_backward = slice_backward_1 = None
    slice_backward_2 = torch.ops.aten.slice_backward.default(_log_softmax_backward_data, [2, 9], 1, 0, 3, 1);  _log_softmax_backward_data = None
    add_2 = torch.ops.aten.add.Tensor(add_1, slice_backward_2);  add_1 = slice_backward_2 = None
    _tensor_constant7 = self._tensor_constant7
    t = torch.ops.aten.t.default(_tensor_constant7);  _tensor_constant7 = None
    mm = torch.ops.aten.mm.default(add_2, t);  t = None
    t_1 = torch.ops.aten.t.default(add_2)
    _tensor_constant8 = self._tensor_constant8
    mm_1 = torch.ops.aten.mm.default(t_1, _tensor_constant8);  t_1 = _tensor_constant8 = None
    t_2 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(add_2, [0], True);  add_2 = None
    view = torch.ops.aten.view.default(sum_1, [9]);  sum_1 = None
    t_3 = torch.ops.aten.t.default(t_2);  t_2 = None
    slice_1 = torch.ops.aten.slice.Tensor(mm, 1, 0, 4)
    slice_2 = torch.ops.aten.slice.Tensor(mm, 1, 4, 5);  mm = None
    _tensor_constant9 = self._tensor_constant9
    detach_3 = torch.ops.aten.detach.default(_tensor_constant9);  _tensor_constant9 = None
    tanh_backward = torch.ops.aten.tanh_backward.default(slice_1, detach_3);  slice_1 = detach_3 = None
    squeeze = torch.ops.aten.squeeze.dim(slice_2, -1);  slice_2 = None
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(squeeze, -1);  squeeze = None
    expand_1 = torch.ops.aten.expand.default(unsqueeze_2, [2, 4]);  unsqueeze_2 = None
    _tensor_constant10 = self._tensor_constant10
    mul_6 = torch.ops.aten.mul.Tensor(expand_1, _tensor_constant10);  _tensor_constant10 = None
    _tensor_constant11 = self._tensor_constant11
    mul_7 = torch.ops.aten.mul.Tensor(expand_1, _tensor_constant11);  expand_1 = _tensor_constant11 = None
    _tensor_constant12 = self._tensor_constant12
    _tensor_constant13 = self._tensor_constant13
    div_4 = torch.ops.aten.div.Tensor(_tensor_constant12, _tensor_constant13);  _tensor_constant12 = _tensor_constant13 = None
    _tensor_constant13_1 = self._tensor_constant13
    div_5 = torch.ops.aten.div.Tensor(div_4, _tensor_constant13_1);  div_4 = _tensor_constant13_1 = None
    neg_4 = torch.ops.aten.neg.default(mul_7)
    mul_8 = torch.ops.aten.mul.Tensor(neg_4, div_5);  neg_4 = div_5 = None
    _tensor_constant13_2 = self._tensor_constant13
    div_6 = torch.ops.aten.div.Tensor(mul_7, _tensor_constant13_2);  mul_7 = _tensor_constant13_2 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(mul_8, [1], True);  mul_8 = None
    _tensor_constant14 = self._tensor_constant14
    _tensor_constant15 = self._tensor_constant15
    div_7 = torch.ops.aten.div.Tensor(_tensor_constant14, _tensor_constant15);  _tensor_constant14 = _tensor_constant15 = None
    _tensor_constant15_1 = self._tensor_constant15
    div_8 = torch.ops.aten.div.Tensor(div_7, _tensor_constant15_1);  div_7 = _tensor_constant15_1 = None
    neg_5 = torch.ops.aten.neg.default(mul_6)
    mul_9 = torch.ops.aten.mul.Tensor(neg_5, div_8);  neg_5 = div_8 = None
    _tensor_constant15_2 = self._tensor_constant15
    div_9 = torch.ops.aten.div.Tensor(mul_6, _tensor_constant15_2);  mul_6 = _tensor_constant15_2 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(mul_9, [1], True);  mul_9 = None
    _tensor_constant16 = self._tensor_constant16
    detach_4 = torch.ops.aten.detach.default(_tensor_constant16);  _tensor_constant16 = None
    _tensor_constant14_1 = self._tensor_constant14
    div_10 = torch.ops.aten.div.Tensor(_tensor_constant14_1, detach_4);  _tensor_constant14_1 = None
    eq = torch.ops.aten.eq.Scalar(detach_4, 0);  detach_4 = None
    masked_fill_ = torch.ops.aten.masked_fill_.Scalar(div_10, eq, 0);  div_10 = eq = None
    mul_10 = torch.ops.aten.mul.Tensor(sum_3, masked_fill_);  sum_3 = masked_fill_ = None
    add_3 = torch.ops.aten.add.Tensor(div_9, mul_10);  div_9 = mul_10 = None
    _tensor_constant17 = self._tensor_constant17
    detach_5 = torch.ops.aten.detach.default(_tensor_constant17);  _tensor_constant17 = None
    _tensor_constant12_1 = self._tensor_constant12
    div_11 = torch.ops.aten.div.Tensor(_tensor_constant12_1, detach_5);  _tensor_constant12_1 = None
    eq_1 = torch.ops.aten.eq.Scalar(detach_5, 0);  detach_5 = None
    masked_fill__1 = torch.ops.aten.masked_fill_.Scalar(div_11, eq_1, 0);  div_11 = eq_1 = None
    mul_11 = torch.ops.aten.mul.Tensor(sum_2, masked_fill__1);  sum_2 = masked_fill__1 = None
    add_4 = torch.ops.aten.add.Tensor(div_6, mul_11);  div_6 = mul_11 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(tanh_backward, [0], True)
    view_1 = torch.ops.aten.view.default(sum_4, [4]);  sum_4 = None
    view_2 = torch.ops.aten.view.default(tanh_backward, [2, 4]);  tanh_backward = None
    _param_constant0 = self._param_constant0
    _tensor_constant18 = self._tensor_constant18
    _trilinear = torch.ops.aten._trilinear.default(view_2, _param_constant0, _tensor_constant18, [2, 3], [0], [1, 2], [1, 3]);  _param_constant0 = _tensor_constant18 = None
    _tensor_constant19 = self._tensor_constant19
    _tensor_constant18_1 = self._tensor_constant18
    _trilinear_1 = torch.ops.aten._trilinear.default(_tensor_constant19, view_2, _tensor_constant18_1, [1, 3], [2, 3], [1, 2], [0]);  _tensor_constant19 = _tensor_constant18_1 = None
    _tensor_constant19_1 = self._tensor_constant19
    _param_constant0_1 = self._param_constant0
    _trilinear_2 = torch.ops.aten._trilinear.default(_tensor_constant19_1, _param_constant0_1, view_2, [1, 3], [0], [2, 3], [1, 2]);  _tensor_constant19_1 = _param_constant0_1 = view_2 = None
    view_3 = torch.ops.aten.view.default(_trilinear_2, [2, 4]);  _trilinear_2 = None
    add_5 = torch.ops.aten.add.Tensor(add_3, view_3);  add_3 = view_3 = None
    view_4 = torch.ops.aten.view.default(_trilinear, [2, 4]);  _trilinear = None
    add_6 = torch.ops.aten.add.Tensor(add_4, view_4);  add_4 = view_4 = None
    _tensor_constant20 = self._tensor_constant20
    detach_6 = torch.ops.aten.detach.default(_tensor_constant20);  _tensor_constant20 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(add_5, detach_6, 0);  add_5 = detach_6 = None
    t_4 = torch.ops.aten.t.default(threshold_backward)
    _tensor_constant21 = self._tensor_constant21
    mm_2 = torch.ops.aten.mm.default(t_4, _tensor_constant21);  t_4 = _tensor_constant21 = None
    t_5 = torch.ops.aten.t.default(mm_2);  mm_2 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(threshold_backward, [0], True);  threshold_backward = None
    view_5 = torch.ops.aten.view.default(sum_5, [4]);  sum_5 = None
    t_6 = torch.ops.aten.t.default(t_5);  t_5 = None
    _tensor_constant22 = self._tensor_constant22
    detach_7 = torch.ops.aten.detach.default(_tensor_constant22);  _tensor_constant22 = None
    tanh_backward_1 = torch.ops.aten.tanh_backward.default(add_6, detach_7);  add_6 = detach_7 = None
    t_7 = torch.ops.aten.t.default(tanh_backward_1)
    _tensor_constant21_1 = self._tensor_constant21
    mm_3 = torch.ops.aten.mm.default(t_7, _tensor_constant21_1);  t_7 = _tensor_constant21_1 = None
    t_8 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(tanh_backward_1, [0], True);  tanh_backward_1 = None
    view_6 = torch.ops.aten.view.default(sum_6, [4]);  sum_6 = None
    t_9 = torch.ops.aten.t.default(t_8);  t_8 = None
    return (t_9, view_6, t_6, view_5, _trilinear_1, view_1, t_3, view)
    