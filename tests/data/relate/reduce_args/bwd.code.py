


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
    view = torch.ops.aten.view.default(sum_1, [4]);  sum_1 = None
    t_3 = torch.ops.aten.t.default(t_2);  t_2 = None
    slice_1 = torch.ops.aten.slice.Tensor(mm, 1, 0, 2)
    slice_2 = torch.ops.aten.slice.Tensor(mm, 1, 2, 4)
    slice_3 = torch.ops.aten.slice.Tensor(mm, 1, 4, 6)
    slice_4 = torch.ops.aten.slice.Tensor(mm, 1, 6, 7);  mm = None
    expand = torch.ops.aten.expand.default(slice_4, [2, 5]);  slice_4 = None
    div = torch.ops.aten.div.Scalar(expand, 5);  expand = None
    slice_backward = torch.ops.aten.slice_backward.default(slice_3, [2, 5], 1, -2, 9223372036854775807, 1);  slice_3 = None
    slice_backward_1 = torch.ops.aten.slice_backward.default(slice_2, [2, 5], 1, 0, 2, 1);  slice_2 = None
    zeros = torch.ops.aten.zeros.default([2, 5], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant6 = self._tensor_constant6
    scatter_add = torch.ops.aten.scatter_add.default(zeros, 1, _tensor_constant6, slice_backward);  zeros = _tensor_constant6 = slice_backward = None
    new_zeros = torch.ops.aten.new_zeros.default(slice_backward_1, [2, 5])
    _tensor_constant7 = self._tensor_constant7
    scatter = torch.ops.aten.scatter.src(new_zeros, 1, _tensor_constant7, slice_backward_1);  new_zeros = _tensor_constant7 = slice_backward_1 = None
    add = torch.ops.aten.add.Tensor(div, scatter);  div = scatter = None
    new_zeros_1 = torch.ops.aten.new_zeros.default(slice_1, [2, 5])
    _tensor_constant8 = self._tensor_constant8
    scatter_1 = torch.ops.aten.scatter.src(new_zeros_1, 1, _tensor_constant8, slice_1);  new_zeros_1 = _tensor_constant8 = slice_1 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(scatter_1, -1);  scatter_1 = None
    expand_1 = torch.ops.aten.expand.default(unsqueeze, [2, 5, 6]);  unsqueeze = None
    _tensor_constant9 = self._tensor_constant9
    _tensor_constant10 = self._tensor_constant10
    div_1 = torch.ops.aten.div.Tensor(_tensor_constant9, _tensor_constant10);  _tensor_constant9 = _tensor_constant10 = None
    _tensor_constant10_1 = self._tensor_constant10
    div_2 = torch.ops.aten.div.Tensor(div_1, _tensor_constant10_1);  div_1 = _tensor_constant10_1 = None
    neg = torch.ops.aten.neg.default(expand_1)
    mul = torch.ops.aten.mul.Tensor(neg, div_2);  neg = div_2 = None
    _tensor_constant10_2 = self._tensor_constant10
    div_3 = torch.ops.aten.div.Tensor(expand_1, _tensor_constant10_2);  expand_1 = _tensor_constant10_2 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(mul, [1], True);  mul = None
    scalar_tensor = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant11 = self._tensor_constant11
    ge = torch.ops.aten.ge.Scalar(_tensor_constant11, 1e-12);  _tensor_constant11 = None
    where = torch.ops.aten.where.self(ge, sum_2, scalar_tensor);  ge = sum_2 = scalar_tensor = None
    _tensor_constant12 = self._tensor_constant12
    detach_1 = torch.ops.aten.detach.default(_tensor_constant12);  _tensor_constant12 = None
    _tensor_constant9_1 = self._tensor_constant9
    div_4 = torch.ops.aten.div.Tensor(_tensor_constant9_1, detach_1);  _tensor_constant9_1 = None
    eq = torch.ops.aten.eq.Scalar(detach_1, 0);  detach_1 = None
    masked_fill_ = torch.ops.aten.masked_fill_.Scalar(div_4, eq, 0);  div_4 = eq = None
    mul_1 = torch.ops.aten.mul.Tensor(where, masked_fill_);  where = masked_fill_ = None
    add_1 = torch.ops.aten.add.Tensor(div_3, mul_1);  div_3 = mul_1 = None
    _tensor_constant13 = self._tensor_constant13
    detach_2 = torch.ops.aten.detach.default(_tensor_constant13);  _tensor_constant13 = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(scatter_add, -1);  scatter_add = None
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(detach_2, -1);  detach_2 = unsqueeze_2 = None
    _tensor_constant9_2 = self._tensor_constant9
    sgn = torch.ops.aten.sgn.default(_tensor_constant9_2);  _tensor_constant9_2 = None
    mul_2 = torch.ops.aten.mul.Tensor(sgn, unsqueeze_1);  sgn = unsqueeze_1 = None
    add_2 = torch.ops.aten.add.Tensor(add_1, mul_2);  add_1 = mul_2 = None
    _tensor_constant14 = self._tensor_constant14
    detach_3 = torch.ops.aten.detach.default(_tensor_constant14);  _tensor_constant14 = None
    unsqueeze_3 = torch.ops.aten.unsqueeze.default(add, -1);  add = None
    unsqueeze_4 = torch.ops.aten.unsqueeze.default(detach_3, -1);  detach_3 = None
    _tensor_constant15 = self._tensor_constant15
    sub = torch.ops.aten.sub.Tensor(_tensor_constant15, unsqueeze_4);  _tensor_constant15 = unsqueeze_4 = None
    exp = torch.ops.aten.exp.default(sub);  sub = None
    mul_3 = torch.ops.aten.mul.Tensor(unsqueeze_3, exp);  unsqueeze_3 = exp = None
    view_1 = torch.ops.aten.view.default(mul_3, [10, 6]);  mul_3 = None
    _tensor_constant16 = self._tensor_constant16
    t_4 = torch.ops.aten.t.default(_tensor_constant16);  _tensor_constant16 = None
    mm_2 = torch.ops.aten.mm.default(view_1, t_4);  t_4 = None
    t_5 = torch.ops.aten.t.default(view_1)
    _tensor_constant17 = self._tensor_constant17
    mm_3 = torch.ops.aten.mm.default(t_5, _tensor_constant17);  t_5 = _tensor_constant17 = None
    t_6 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(view_1, [0], True);  view_1 = None
    view_2 = torch.ops.aten.view.default(sum_3, [6]);  sum_3 = None
    t_7 = torch.ops.aten.t.default(t_6);  t_6 = None
    view_3 = torch.ops.aten.view.default(mm_2, [2, 5, 6]);  mm_2 = None
    add_3 = torch.ops.aten.add.Tensor(add_2, view_3);  add_2 = view_3 = None
    _tensor_constant18 = self._tensor_constant18
    _tensor_constant19 = self._tensor_constant19
    div_5 = torch.ops.aten.div.Tensor(_tensor_constant18, _tensor_constant19);  _tensor_constant18 = _tensor_constant19 = None
    _tensor_constant19_1 = self._tensor_constant19
    div_6 = torch.ops.aten.div.Tensor(div_5, _tensor_constant19_1);  div_5 = _tensor_constant19_1 = None
    neg_1 = torch.ops.aten.neg.default(add_3)
    mul_4 = torch.ops.aten.mul.Tensor(neg_1, div_6);  neg_1 = div_6 = None
    _tensor_constant19_2 = self._tensor_constant19
    div_7 = torch.ops.aten.div.Tensor(add_3, _tensor_constant19_2);  add_3 = _tensor_constant19_2 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(mul_4, [2], True);  mul_4 = None
    flip = torch.ops.aten.flip.default(div_7, [1]);  div_7 = None
    cumsum = torch.ops.aten.cumsum.default(flip, 1);  flip = None
    flip_1 = torch.ops.aten.flip.default(cumsum, [1]);  cumsum = None
    _tensor_constant20 = self._tensor_constant20
    detach_4 = torch.ops.aten.detach.default(_tensor_constant20);  _tensor_constant20 = None
    sigmoid_backward = torch.ops.aten.sigmoid_backward.default(flip_1, detach_4);  flip_1 = detach_4 = None
    _tensor_constant21 = self._tensor_constant21
    _tensor_constant22 = self._tensor_constant22
    _tensor_constant23 = self._tensor_constant23
    native_layer_norm_backward = torch.ops.aten.native_layer_norm_backward.default(sigmoid_backward, _tensor_constant21, [6], _tensor_constant22, _tensor_constant23, None, None, [True, False, False]);  sigmoid_backward = _tensor_constant21 = _tensor_constant22 = _tensor_constant23 = None
    getitem = native_layer_norm_backward[0]
    getitem_1 = native_layer_norm_backward[1];  getitem_1 = None
    getitem_2 = native_layer_norm_backward[2];  native_layer_norm_backward = getitem_2 = None
    _tensor_constant24 = self._tensor_constant24
    _tensor_constant25 = self._tensor_constant25
    div_8 = torch.ops.aten.div.Tensor(_tensor_constant24, _tensor_constant25);  _tensor_constant24 = _tensor_constant25 = None
    _tensor_constant25_1 = self._tensor_constant25
    div_9 = torch.ops.aten.div.Tensor(div_8, _tensor_constant25_1);  div_8 = _tensor_constant25_1 = None
    neg_2 = torch.ops.aten.neg.default(getitem)
    mul_5 = torch.ops.aten.mul.Tensor(neg_2, div_9);  neg_2 = div_9 = None
    _tensor_constant25_2 = self._tensor_constant25
    div_10 = torch.ops.aten.div.Tensor(getitem, _tensor_constant25_2);  getitem = _tensor_constant25_2 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(mul_5, [1], True);  mul_5 = None
    _tensor_constant26 = self._tensor_constant26
    detach_5 = torch.ops.aten.detach.default(_tensor_constant26);  _tensor_constant26 = None
    mul_6 = torch.ops.aten.mul.Scalar(detach_5, 2);  detach_5 = None
    div_11 = torch.ops.aten.div.Tensor(sum_5, mul_6);  sum_5 = mul_6 = None
    neg_3 = torch.ops.aten.neg.default(div_10)
    sum_6 = torch.ops.aten.sum.dim_IntList(neg_3, [1], True);  neg_3 = None
    _tensor_constant27 = self._tensor_constant27
    mean = torch.ops.aten.mean.dim(_tensor_constant27, [1], True);  _tensor_constant27 = None
    _tensor_constant27_1 = self._tensor_constant27
    sub_1 = torch.ops.aten.sub.Tensor(_tensor_constant27_1, mean);  _tensor_constant27_1 = mean = None
    mul_7 = torch.ops.aten.mul.Scalar(div_11, 0.5);  div_11 = None
    mul_8 = torch.ops.aten.mul.Tensor(mul_7, sub_1);  mul_7 = sub_1 = None
    expand_2 = torch.ops.aten.expand.default(sum_6, [2, 5, 6]);  sum_6 = None
    div_12 = torch.ops.aten.div.Scalar(expand_2, 5);  expand_2 = None
    add_4 = torch.ops.aten.add.Tensor(mul_8, div_12);  mul_8 = div_12 = None
    add_5 = torch.ops.aten.add.Tensor(div_10, add_4);  div_10 = add_4 = None
    _tensor_constant28 = self._tensor_constant28
    detach_6 = torch.ops.aten.detach.default(_tensor_constant28);  _tensor_constant28 = None
    mul_9 = torch.ops.aten.mul.Scalar(detach_6, 2)
    div_13 = torch.ops.aten.div.Tensor(sum_4, mul_9);  sum_4 = mul_9 = None
    eq_1 = torch.ops.aten.eq.Scalar(detach_6, 0);  detach_6 = None
    masked_fill__1 = torch.ops.aten.masked_fill_.Scalar(div_13, eq_1, 0);  div_13 = eq_1 = None
    _tensor_constant27_2 = self._tensor_constant27
    mean_1 = torch.ops.aten.mean.dim(_tensor_constant27_2, [-1], True);  _tensor_constant27_2 = None
    _tensor_constant27_3 = self._tensor_constant27
    sub_2 = torch.ops.aten.sub.Tensor(_tensor_constant27_3, mean_1);  _tensor_constant27_3 = mean_1 = None
    mul_10 = torch.ops.aten.mul.Scalar(masked_fill__1, 0.3333333333333333);  masked_fill__1 = None
    mul_11 = torch.ops.aten.mul.Tensor(mul_10, sub_2);  mul_10 = sub_2 = None
    add_6 = torch.ops.aten.add.Tensor(add_5, mul_11);  add_5 = mul_11 = None
    view_4 = torch.ops.aten.view.default(add_6, [10, 6]);  add_6 = None
    t_8 = torch.ops.aten.t.default(view_4)
    _tensor_constant29 = self._tensor_constant29
    mm_4 = torch.ops.aten.mm.default(t_8, _tensor_constant29);  t_8 = _tensor_constant29 = None
    t_9 = torch.ops.aten.t.default(mm_4);  mm_4 = None
    sum_7 = torch.ops.aten.sum.dim_IntList(view_4, [0], True);  view_4 = None
    view_5 = torch.ops.aten.view.default(sum_7, [6]);  sum_7 = None
    t_10 = torch.ops.aten.t.default(t_9);  t_9 = None
    return (t_10, view_5, t_7, view_2, t_3, view)
    