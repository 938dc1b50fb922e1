


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
    slice_1 = torch.ops.aten.slice.Tensor(mm, 1, 0, 6)
    slice_2 = torch.ops.aten.slice.Tensor(mm, 1, 6, 12);  mm = None
    _tensor_constant6 = self._tensor_constant6
    mul = torch.ops.aten.mul.Tensor(slice_2, _tensor_constant6);  _tensor_constant6 = None
    _tensor_constant7 = self._tensor_constant7
    mul_1 = torch.ops.aten.mul.Tensor(slice_2, _tensor_constant7);  slice_2 = _tensor_constant7 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(mul_1, 1);  mul_1 = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(slice_1, 1)
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(slice_1, 1);  slice_1 = None
    cat = torch.ops.aten.cat.default([unsqueeze_2, unsqueeze, unsqueeze_1], 1);  unsqueeze_2 = unsqueeze = unsqueeze_1 = None
    _tensor_constant8 = self._tensor_constant8
    mul_2 = torch.ops.aten.mul.Tensor(cat, _tensor_constant8);  _tensor_constant8 = None
    _tensor_constant9 = self._tensor_constant9
    mul_3 = torch.ops.aten.mul.Tensor(cat, _tensor_constant9);  cat = _tensor_constant9 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(mul_2, [0, 2], True);  mul_2 = None
    view_1 = torch.ops.aten.view.default(sum_2, [3]);  sum_2 = None
    select = torch.ops.aten.select.int(mul_3, 1, 0)
    select_1 = torch.ops.aten.select.int(mul_3, 1, 1)
    select_2 = torch.ops.aten.select.int(mul_3, 1, 2);  mul_3 = None
    add = torch.ops.aten.add.Tensor(mul, select);  mul = select = None
    new_empty_strided = torch.ops.aten.new_empty_strided.default(add, [2, 6], [6, 1])
    copy_ = torch.ops.aten.copy_.default(new_empty_strided, add);  new_empty_strided = add = None
    as_strided = torch.ops.aten.as_strided.default(copy_, [2, 3], [6, 2], 1)
    clone = torch.ops.aten.clone.default(as_strided, memory_format = torch.contiguous_format)
    copy__1 = torch.ops.aten.copy_.default(as_strided, clone);  as_strided = copy__1 = None
    mul_4 = torch.ops.aten.mul.Tensor(clone, 0.5);  clone = None
    slice_backward = torch.ops.aten.slice_backward.default(mul_4, [2, 6], 1, 0, 9223372036854775807, 2);  mul_4 = None
    add_1 = torch.ops.aten.add.Tensor(select_1, slice_backward);  select_1 = slice_backward = None
    new_empty_strided_1 = torch.ops.aten.new_empty_strided.default(copy_, [2, 6], [6, 1])
    copy__2 = torch.ops.aten.copy_.default(new_empty_strided_1, copy_);  new_empty_strided_1 = copy_ = None
    as_strided_1 = torch.ops.aten.as_strided.default(copy__2, [2, 3], [6, 1], 3)
    clone_1 = torch.ops.aten.clone.default(as_strided_1, memory_format = torch.contiguous_format)
    _tensor_constant10 = self._tensor_constant10
    mul_5 = torch.ops.aten.mul.Tensor(clone_1, _tensor_constant10);  _tensor_constant10 = None
    _param_constant0 = self._param_constant0
    mul_6 = torch.ops.aten.mul.Tensor(clone_1, _param_constant0);  clone_1 = _param_constant0 = None
    copy__3 = torch.ops.aten.copy_.default(as_strided_1, mul_6);  as_strided_1 = mul_6 = copy__3 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(mul_5, [0], True);  mul_5 = None
    view_2 = torch.ops.aten.view.default(sum_3, [3]);  sum_3 = None
    new_empty_strided_2 = torch.ops.aten.new_empty_strided.default(copy__2, [2, 6], [6, 1])
    copy__4 = torch.ops.aten.copy_.default(new_empty_strided_2, copy__2);  new_empty_strided_2 = copy__2 = None
    as_strided_2 = torch.ops.aten.as_strided.default(copy__4, [2, 3], [6, 1], 0)
    clone_2 = torch.ops.aten.clone.default(as_strided_2, memory_format = torch.contiguous_format)
    zeros_like = torch.ops.aten.zeros_like.default(clone_2, memory_format = torch.contiguous_format)
    copy__5 = torch.ops.aten.copy_.default(as_strided_2, zeros_like);  as_strided_2 = zeros_like = copy__5 = None
    _tensor_constant11 = self._tensor_constant11
    mul_7 = torch.ops.aten.mul.Tensor(clone_2, _tensor_constant11);  _tensor_constant11 = None
    _tensor_constant12 = self._tensor_constant12
    mul_8 = torch.ops.aten.mul.Tensor(clone_2, _tensor_constant12);  _tensor_constant12 = None
    new_zeros = torch.ops.aten.new_zeros.default(add_1, [2, 6], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant13 = self._tensor_constant13
    index_add = torch.ops.aten.index_add.default(new_zeros, 1, _tensor_constant13, add_1);  new_zeros = _tensor_constant13 = add_1 = None
    add_2 = torch.ops.aten.add.Tensor(select_2, index_add);  select_2 = index_add = None
    _tensor_constant14 = self._tensor_constant14
    detach_1 = torch.ops.aten.detach.default(_tensor_constant14);  _tensor_constant14 = detach_1 = None
    zeros_like_1 = torch.ops.aten.zeros_like.default(clone_2)
    _tensor_constant15 = self._tensor_constant15
    ones_like_1 = torch.ops.aten.ones_like.default(_tensor_constant15);  _tensor_constant15 = None
    _tensor_constant16 = self._tensor_constant16
    scatter_add = torch.ops.aten.scatter_add.default(zeros_like_1, 1, _tensor_constant16, ones_like_1);  zeros_like_1 = _tensor_constant16 = ones_like_1 = None
    eq = torch.ops.aten.eq.Scalar(scatter_add, 0)
    masked_fill_ = torch.ops.aten.masked_fill_.Scalar(scatter_add, eq, 1);  scatter_add = eq = None
    div = torch.ops.aten.div.Tensor(clone_2, masked_fill_)
    _tensor_constant16_1 = self._tensor_constant16
    gather = torch.ops.aten.gather.default(masked_fill_, 1, _tensor_constant16_1);  masked_fill_ = _tensor_constant16_1 = None
    _tensor_constant16_2 = self._tensor_constant16
    gather_1 = torch.ops.aten.gather.default(clone_2, 1, _tensor_constant16_2);  clone_2 = _tensor_constant16_2 = None
    div_1 = torch.ops.aten.div.Tensor(gather_1, gather);  gather_1 = gather = None
    _tensor_constant16_3 = self._tensor_constant16
    scatter = torch.ops.aten.scatter.value(div, 1, _tensor_constant16_3, 0);  div = _tensor_constant16_3 = scatter = None
    add_3 = torch.ops.aten.add.Tensor(add_2, div_1);  add_2 = div_1 = None
    _tensor_constant17 = self._tensor_constant17
    detach_2 = torch.ops.aten.detach.default(_tensor_constant17);  _tensor_constant17 = None
    _tensor_constant16_4 = self._tensor_constant16
    gather_2 = torch.ops.aten.gather.default(detach_2, 1, _tensor_constant16_4);  _tensor_constant16_4 = None
    _tensor_constant18 = self._tensor_constant18
    eq_1 = torch.ops.aten.eq.Tensor(_tensor_constant18, detach_2);  _tensor_constant18 = None
    _to_copy = torch.ops.aten._to_copy.default(eq_1, dtype = torch.float32);  eq_1 = None
    _tensor_constant19 = self._tensor_constant19
    eq_2 = torch.ops.aten.eq.Tensor(_tensor_constant19, gather_2);  _tensor_constant19 = None
    _to_copy_1 = torch.ops.aten._to_copy.default(eq_2, dtype = torch.float32);  eq_2 = None
    _tensor_constant16_5 = self._tensor_constant16
    scatter_add_1 = torch.ops.aten.scatter_add.default(_to_copy, 1, _tensor_constant16_5, _to_copy_1);  _to_copy = _tensor_constant16_5 = _to_copy_1 = None
    div_2 = torch.ops.aten.div.Tensor(mul_7, scatter_add_1);  mul_7 = scatter_add_1 = None
    _tensor_constant18_1 = self._tensor_constant18
    eq_3 = torch.ops.aten.eq.Tensor(_tensor_constant18_1, detach_2);  _tensor_constant18_1 = detach_2 = None
    mul_9 = torch.ops.aten.mul.Tensor(eq_3, div_2);  eq_3 = None
    _tensor_constant16_6 = self._tensor_constant16
    gather_3 = torch.ops.aten.gather.default(div_2, 1, _tensor_constant16_6);  div_2 = _tensor_constant16_6 = None
    _tensor_constant19_1 = self._tensor_constant19
    eq_4 = torch.ops.aten.eq.Tensor(_tensor_constant19_1, gather_2);  _tensor_constant19_1 = gather_2 = None
    mul_10 = torch.ops.aten.mul.Tensor(eq_4, gather_3);  eq_4 = gather_3 = None
    _tensor_constant16_7 = self._tensor_constant16
    scatter_1 = torch.ops.aten.scatter.value(mul_9, 1, _tensor_constant16_7, 0);  mul_9 = _tensor_constant16_7 = scatter_1 = None
    add_4 = torch.ops.aten.add.Tensor(copy__4, mul_10);  copy__4 = mul_10 = None
    _tensor_constant20 = self._tensor_constant20
    masked_fill = torch.ops.aten.masked_fill.Scalar(add_3, _tensor_constant20, 0);  add_3 = _tensor_constant20 = None
    _tensor_constant21 = self._tensor_constant21
    _tensor_constant16_8 = self._tensor_constant16
    index = torch.ops.aten.index.Tensor(mul_8, [_tensor_constant21, _tensor_constant16_8]);  mul_8 = _tensor_constant21 = _tensor_constant16_8 = None
    _tensor_constant19_2 = self._tensor_constant19
    mul_11 = torch.ops.aten.mul.Tensor(index, _tensor_constant19_2);  _tensor_constant19_2 = None
    _tensor_constant22 = self._tensor_constant22
    mul_12 = torch.ops.aten.mul.Tensor(index, _tensor_constant22);  index = _tensor_constant22 = None
    add_5 = torch.ops.aten.add.Tensor(add_4, mul_12);  add_4 = mul_12 = None
    add_6 = torch.ops.aten.add.Tensor(masked_fill, mul_11);  masked_fill = mul_11 = None
    _tensor_constant23 = self._tensor_constant23
    detach_3 = torch.ops.aten.detach.default(_tensor_constant23);  _tensor_constant23 = None
    tanh_backward = torch.ops.aten.tanh_backward.default(add_6, detach_3);  add_6 = detach_3 = None
    t_4 = torch.ops.aten.t.default(tanh_backward)
    _tensor_constant24 = self._tensor_constant24
    mm_2 = torch.ops.aten.mm.default(t_4, _tensor_constant24);  t_4 = _tensor_constant24 = None
    t_5 = torch.ops.aten.t.default(mm_2);  mm_2 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(tanh_backward, [0], True);  tanh_backward = None
    view_3 = torch.ops.aten.view.default(sum_4, [6]);  sum_4 = None
    t_6 = torch.ops.aten.t.default(t_5);  t_5 = None
    t_7 = torch.ops.aten.t.default(add_5)
    _tensor_constant24_1 = self._tensor_constant24
    mm_3 = torch.ops.aten.mm.default(t_7, _tensor_constant24_1);  t_7 = _tensor_constant24_1 = None
    t_8 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(add_5, [0], True);  add_5 = None
    view_4 = torch.ops.aten.view.default(sum_5, [6]);  sum_5 = None
    t_9 = torch.ops.aten.t.default(t_8);  t_8 = None
    return (view_2, view_1, t_9, view_4, t_6, view_3, t_3, view)
    