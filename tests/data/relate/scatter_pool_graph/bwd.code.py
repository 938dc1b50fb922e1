


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
    slice_1 = torch.ops.aten.slice.Tensor(mm, 1, 0, 4)
    slice_2 = torch.ops.aten.slice.Tensor(mm, 1, 4, 8);  mm = None
    _tensor_constant6 = self._tensor_constant6
    masked_fill = torch.ops.aten.masked_fill.Scalar(slice_1, _tensor_constant6, 0);  _tensor_constant6 = None
    _tensor_constant6_1 = self._tensor_constant6
    masked_scatter_backward = torch.ops.aten.masked_scatter_backward.default(slice_1, _tensor_constant6_1, [2, 4]);  slice_1 = _tensor_constant6_1 = None
    _tensor_constant7 = self._tensor_constant7
    mul = torch.ops.aten.mul.Tensor(masked_scatter_backward, _tensor_constant7);  _tensor_constant7 = None
    _param_constant0 = self._param_constant0
    mul_1 = torch.ops.aten.mul.Tensor(masked_scatter_backward, _param_constant0);  masked_scatter_backward = _param_constant0 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(mul, [0], True);  mul = None
    view_1 = torch.ops.aten.view.default(sum_2, [4]);  sum_2 = None
    add = torch.ops.aten.add.Tensor(slice_2, mul_1);  slice_2 = mul_1 = None
    _tensor_constant8 = self._tensor_constant8
    mul_2 = torch.ops.aten.mul.Tensor(add, _tensor_constant8);  _tensor_constant8 = None
    _tensor_constant9 = self._tensor_constant9
    mul_3 = torch.ops.aten.mul.Tensor(add, _tensor_constant9);  add = _tensor_constant9 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(mul_2, [1], True);  mul_2 = None
    _tensor_constant10 = self._tensor_constant10
    detach_1 = torch.ops.aten.detach.default(_tensor_constant10);  _tensor_constant10 = None
    sigmoid_backward = torch.ops.aten.sigmoid_backward.default(sum_3, detach_1);  sum_3 = detach_1 = None
    new_zeros = torch.ops.aten.new_zeros.default(sigmoid_backward, [2, 3])
    _tensor_constant11 = self._tensor_constant11
    scatter_add = torch.ops.aten.scatter_add.default(new_zeros, 1, _tensor_constant11, sigmoid_backward);  new_zeros = _tensor_constant11 = sigmoid_backward = None
    unsqueeze = torch.ops.aten.unsqueeze.default(mul_3, 1);  mul_3 = None
    new_zeros_1 = torch.ops.aten.new_zeros.default(unsqueeze, [2, 3, 4])
    _tensor_constant12 = self._tensor_constant12
    scatter_add_1 = torch.ops.aten.scatter_add.default(new_zeros_1, 1, _tensor_constant12, unsqueeze);  new_zeros_1 = _tensor_constant12 = unsqueeze = None
    view_2 = torch.ops.aten.view.default(scatter_add_1, [6, 4]);  scatter_add_1 = None
    view_3 = torch.ops.aten.view.default(scatter_add, [6]);  scatter_add = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(view_3, 1);  view_3 = None
    _tensor_constant13 = self._tensor_constant13
    t_4 = torch.ops.aten.t.default(_tensor_constant13);  _tensor_constant13 = None
    mm_2 = torch.ops.aten.mm.default(unsqueeze_1, t_4);  t_4 = None
    t_5 = torch.ops.aten.t.default(unsqueeze_1)
    _tensor_constant14 = self._tensor_constant14
    mm_3 = torch.ops.aten.mm.default(t_5, _tensor_constant14);  t_5 = _tensor_constant14 = None
    t_6 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(unsqueeze_1, [0], True);  unsqueeze_1 = None
    view_4 = torch.ops.aten.view.default(sum_4, [1]);  sum_4 = None
    add_1 = torch.ops.aten.add.Tensor(view_2, mm_2);  view_2 = mm_2 = None
    t_7 = torch.ops.aten.t.default(t_6);  t_6 = None
    _tensor_constant15 = self._tensor_constant15
    div = torch.ops.aten.div.Tensor(masked_fill, _tensor_constant15);  masked_fill = _tensor_constant15 = None
    _tensor_constant16 = self._tensor_constant16
    gather = torch.ops.aten.gather.default(div, 0, _tensor_constant16);  div = _tensor_constant16 = None
    add_2 = torch.ops.aten.add.Tensor(add_1, gather);  add_1 = gather = None
    _tensor_constant17 = self._tensor_constant17
    index_select = torch.ops.aten.index_select.default(add_2, 0, _tensor_constant17);  _tensor_constant17 = None
    expand = torch.ops.aten.expand.default(index_select, [8, 4]);  index_select = None
    mul_4 = torch.ops.aten.mul.Scalar(expand, 0.5);  expand = None
    _tensor_constant18 = self._tensor_constant18
    t_8 = torch.ops.aten.t.default(_tensor_constant18);  _tensor_constant18 = None
    mm_4 = torch.ops.aten.mm.default(add_2, t_8);  t_8 = None
    t_9 = torch.ops.aten.t.default(add_2)
    _tensor_constant19 = self._tensor_constant19
    mm_5 = torch.ops.aten.mm.default(t_9, _tensor_constant19);  t_9 = _tensor_constant19 = None
    t_10 = torch.ops.aten.t.default(mm_5);  mm_5 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(add_2, [0], True)
    view_5 = torch.ops.aten.view.default(sum_5, [4]);  sum_5 = None
    t_11 = torch.ops.aten.t.default(t_10);  t_10 = None
    slice_3 = torch.ops.aten.slice.Tensor(mm_4, 1, 0, 4)
    slice_4 = torch.ops.aten.slice.Tensor(mm_4, 1, 4, 8);  mm_4 = None
    _tensor_constant20 = self._tensor_constant20
    div_1 = torch.ops.aten.div.Tensor(slice_3, _tensor_constant20);  slice_3 = _tensor_constant20 = None
    _tensor_constant21 = self._tensor_constant21
    detach_2 = torch.ops.aten.detach.default(_tensor_constant21);  _tensor_constant21 = None
    _tensor_constant22 = self._tensor_constant22
    gather_1 = torch.ops.aten.gather.default(detach_2, 0, _tensor_constant22);  _tensor_constant22 = None
    _tensor_constant23 = self._tensor_constant23
    eq = torch.ops.aten.eq.Tensor(_tensor_constant23, detach_2);  _tensor_constant23 = None
    _to_copy = torch.ops.aten._to_copy.default(eq, dtype = torch.float32);  eq = None
    _tensor_constant24 = self._tensor_constant24
    eq_1 = torch.ops.aten.eq.Tensor(_tensor_constant24, gather_1);  _tensor_constant24 = None
    _to_copy_1 = torch.ops.aten._to_copy.default(eq_1, dtype = torch.float32);  eq_1 = None
    _tensor_constant22_1 = self._tensor_constant22
    scatter_add_2 = torch.ops.aten.scatter_add.default(_to_copy, 0, _tensor_constant22_1, _to_copy_1);  _to_copy = _tensor_constant22_1 = _to_copy_1 = None
    div_2 = torch.ops.aten.div.Tensor(slice_4, scatter_add_2);  slice_4 = scatter_add_2 = None
    _tensor_constant23_1 = self._tensor_constant23
    eq_2 = torch.ops.aten.eq.Tensor(_tensor_constant23_1, detach_2);  _tensor_constant23_1 = detach_2 = None
    mul_5 = torch.ops.aten.mul.Tensor(eq_2, div_2);  eq_2 = None
    _tensor_constant22_2 = self._tensor_constant22
    gather_2 = torch.ops.aten.gather.default(div_2, 0, _tensor_constant22_2);  div_2 = _tensor_constant22_2 = None
    _tensor_constant24_1 = self._tensor_constant24
    eq_3 = torch.ops.aten.eq.Tensor(_tensor_constant24_1, gather_1);  _tensor_constant24_1 = gather_1 = None
    mul_6 = torch.ops.aten.mul.Tensor(eq_3, gather_2);  eq_3 = gather_2 = None
    _tensor_constant22_3 = self._tensor_constant22
    scatter = torch.ops.aten.scatter.value(mul_5, 0, _tensor_constant22_3, 0);  mul_5 = _tensor_constant22_3 = scatter = None
    add_3 = torch.ops.aten.add.Tensor(mul_4, mul_6);  mul_4 = mul_6 = None
    _tensor_constant25 = self._tensor_constant25
    detach_3 = torch.ops.aten.detach.default(_tensor_constant25);  _tensor_constant25 = detach_3 = None
    _tensor_constant22_4 = self._tensor_constant22
    gather_3 = torch.ops.aten.gather.default(div_1, 0, _tensor_constant22_4);  _tensor_constant22_4 = None
    _tensor_constant22_5 = self._tensor_constant22
    scatter_1 = torch.ops.aten.scatter.value(div_1, 0, _tensor_constant22_5, 0);  div_1 = _tensor_constant22_5 = scatter_1 = None
    add_4 = torch.ops.aten.add.Tensor(add_3, gather_3);  add_3 = gather_3 = None
    _tensor_constant26 = self._tensor_constant26
    detach_4 = torch.ops.aten.detach.default(_tensor_constant26);  _tensor_constant26 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(add_4, detach_4, 0);  add_4 = detach_4 = None
    _tensor_constant27 = self._tensor_constant27
    t_12 = torch.ops.aten.t.default(_tensor_constant27);  _tensor_constant27 = None
    mm_6 = torch.ops.aten.mm.default(threshold_backward, t_12);  t_12 = None
    t_13 = torch.ops.aten.t.default(threshold_backward)
    _tensor_constant28 = self._tensor_constant28
    mm_7 = torch.ops.aten.mm.default(t_13, _tensor_constant28);  t_13 = _tensor_constant28 = None
    t_14 = torch.ops.aten.t.default(mm_7);  mm_7 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(threshold_backward, [0], True);  threshold_backward = None
    view_6 = torch.ops.aten.view.default(sum_6, [4]);  sum_6 = None
    t_15 = torch.ops.aten.t.default(t_14);  t_14 = None
    slice_5 = torch.ops.aten.slice.Tensor(mm_6, 1, 0, 4)
    slice_6 = torch.ops.aten.slice.Tensor(mm_6, 1, 4, 8);  mm_6 = None
    neg = torch.ops.aten.neg.default(slice_6)
    add_5 = torch.ops.aten.add.Tensor(slice_5, neg);  slice_5 = neg = None
    new_zeros_2 = torch.ops.aten.new_zeros.default(slice_6, [6, 4], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant17_1 = self._tensor_constant17
    index_add = torch.ops.aten.index_add.default(new_zeros_2, 0, _tensor_constant17_1, slice_6);  new_zeros_2 = _tensor_constant17_1 = slice_6 = None
    add_6 = torch.ops.aten.add.Tensor(add_2, index_add);  add_2 = index_add = None
    new_zeros_3 = torch.ops.aten.new_zeros.default(add_5, [6, 4], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant29 = self._tensor_constant29
    index_add_1 = torch.ops.aten.index_add.default(new_zeros_3, 0, _tensor_constant29, add_5);  new_zeros_3 = _tensor_constant29 = add_5 = None
    add_7 = torch.ops.aten.add.Tensor(add_6, index_add_1);  add_6 = index_add_1 = None
    _tensor_constant30 = self._tensor_constant30
    detach_5 = torch.ops.aten.detach.default(_tensor_constant30);  _tensor_constant30 = None
    tanh_backward = torch.ops.aten.tanh_backward.default(add_7, detach_5);  add_7 = detach_5 = None
    t_16 = torch.ops.aten.t.default(tanh_backward)
    _tensor_constant31 = self._tensor_constant31
    mm_8 = torch.ops.aten.mm.default(t_16, _tensor_constant31);  t_16 = _tensor_constant31 = None
    t_17 = torch.ops.aten.t.default(mm_8);  mm_8 = None
    sum_7 = torch.ops.aten.sum.dim_IntList(tanh_backward, [0], True);  tanh_backward = None
    view_7 = torch.ops.aten.view.default(sum_7, [4]);  sum_7 = None
    t_18 = torch.ops.aten.t.default(t_17);  t_17 = None
    return (view_1, t_18, view_7, t_15, view_6, t_11, view_5, t_7, view_4, t_3, view)
    