


def forward(self, x_1, labels_1):
    _param_constant0 = self._param_constant0
    t = torch.ops.aten.t.default(_param_constant0);  _param_constant0 = None
    _param_constant1 = self._param_constant1
    addmm = torch.ops.aten.addmm.default(_param_constant1, x_1, t);  _param_constant1 = t = None
    _param_constant2 = self._param_constant2
    t_1 = torch.ops.aten.t.default(_param_constant2);  _param_constant2 = None
    _param_constant3 = self._param_constant3
    addmm_1 = torch.ops.aten.addmm.default(_param_constant3, x_1, t_1);  _param_constant3 = t_1 = None
    tanh = torch.ops.aten.tanh.default(addmm_1);  addmm_1 = None
    detach = torch.ops.aten.detach.default(tanh)
    arange = torch.ops.aten.arange.default(6, device = device(type='cpu'), pin_memory = False)
    remainder = torch.ops.aten.remainder.Scalar(arange, 3);  arange = None
    expand = torch.ops.aten.expand.default(remainder, [2, 6]);  remainder = None
    arange_1 = torch.ops.aten.arange.default(2, device = device(type='cpu'), pin_memory = False)
    unsqueeze = torch.ops.aten.unsqueeze.default(arange_1, 1);  arange_1 = None
    expand_1 = torch.ops.aten.expand.default(unsqueeze, [2, 6]);  unsqueeze = None
    new_zeros = torch.ops.aten.new_zeros.default(addmm, [2, 3], pin_memory = False)
    mul = torch.ops.aten.mul.Tensor(addmm, tanh)
    index_put_ = torch.ops.aten.index_put_.default(new_zeros, [expand_1, expand], mul, True);  new_zeros = mul = None
    clone = torch.ops.aten.clone.default(tanh)
    lt = torch.ops.aten.lt.Scalar(addmm, -0.3)
    masked_fill_ = torch.ops.aten.masked_fill_.Scalar(clone, lt, 0.0);  clone = None
    new_zeros_1 = torch.ops.aten.new_zeros.default(tanh, [2, 3], pin_memory = False)
    scatter_reduce = torch.ops.aten.scatter_reduce.two(new_zeros_1, 1, expand, addmm, 'amax', include_self = False)
    detach_1 = torch.ops.aten.detach.default(scatter_reduce)
    new_zeros_2 = torch.ops.aten.new_zeros.default(tanh, [2, 3], pin_memory = False)
    scatter_reduce_1 = torch.ops.aten.scatter_reduce.two(new_zeros_2, 1, expand, masked_fill_, 'mean', include_self = False);  new_zeros_2 = None
    detach_2 = torch.ops.aten.detach.default(scatter_reduce_1)
    arange_2 = torch.ops.aten.arange.start_step(5, -1, -1, device = device(type='cpu'), pin_memory = False)
    index_select = torch.ops.aten.index_select.default(masked_fill_, 1, arange_2)
    clone_1 = torch.ops.aten.clone.default(addmm)
    slice_1 = torch.ops.aten.slice.Tensor(clone_1, 1, 0, 3)
    mul_1 = torch.ops.aten.mul.Tensor(index_put_, scatter_reduce)
    add = torch.ops.aten.add.Tensor(mul_1, scatter_reduce_1);  mul_1 = scatter_reduce_1 = None
    copy_ = torch.ops.aten.copy_.default(slice_1, add);  slice_1 = add = copy_ = None
    slice_2 = torch.ops.aten.slice.Tensor(clone_1, 1, 3, 9223372036854775807)
    clone_2 = torch.ops.aten.clone.default(slice_2)
    _param_constant4 = self._param_constant4
    mul_ = torch.ops.aten.mul_.Tensor(slice_2, _param_constant4);  slice_2 = _param_constant4 = mul_ = None
    slice_3 = torch.ops.aten.slice.Tensor(clone_1, 1, 1, 9223372036854775807, 2)
    slice_4 = torch.ops.aten.slice.Tensor(index_select, 1, 0, 9223372036854775807, 2)
    mul_2 = torch.ops.aten.mul.Tensor(slice_4, 0.5);  slice_4 = None
    add_ = torch.ops.aten.add_.Tensor(slice_3, mul_2);  slice_3 = mul_2 = add_ = None
    stack = torch.ops.aten.stack.default([clone_1, index_select, masked_fill_], 1);  index_select = None
    _param_constant5 = self._param_constant5
    view = torch.ops.aten.view.default(_param_constant5, [1, 3, 1]);  _param_constant5 = None
    mul_3 = torch.ops.aten.mul.Tensor(stack, view)
    split = torch.ops.aten.split.Tensor(mul_3, 1, 1);  mul_3 = None
    getitem = split[0]
    getitem_1 = split[1]
    getitem_2 = split[2];  split = None
    squeeze = torch.ops.aten.squeeze.dim(getitem, 1);  getitem = None
    squeeze_1 = torch.ops.aten.squeeze.dim(getitem_2, 1);  getitem_2 = None
    add_1 = torch.ops.aten.add.Tensor(squeeze, squeeze_1);  squeeze = squeeze_1 = None
    squeeze_2 = torch.ops.aten.squeeze.dim(getitem_1, 1);  getitem_1 = None
    mul_4 = torch.ops.aten.mul.Tensor(squeeze_2, clone_1)
    cat = torch.ops.aten.cat.default([add_1, mul_4], -1);  add_1 = mul_4 = None
    _param_constant6 = self._param_constant6
    t_2 = torch.ops.aten.t.default(_param_constant6);  _param_constant6 = None
    _param_constant7 = self._param_constant7
    addmm_2 = torch.ops.aten.addmm.default(_param_constant7, cat, t_2);  _param_constant7 = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm_2, 1, False);  addmm_2 = None
    detach_3 = torch.ops.aten.detach.default(_log_softmax)
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100)
    getitem_3 = nll_loss_forward[0]
    getitem_4 = nll_loss_forward[1];  nll_loss_forward = None
    ones_like = torch.ops.aten.ones_like.default(getitem_3, pin_memory = False, memory_format = torch.preserve_format)
    nll_loss_backward = torch.ops.aten.nll_loss_backward.default(ones_like, _log_softmax, labels_1, None, 1, -100, getitem_4);  ones_like = _log_softmax = labels_1 = getitem_4 = None
    detach_4 = torch.ops.aten.detach.default(detach_3);  detach_3 = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach_4, 1, torch.float32);  nll_loss_backward = detach_4 = None
    t_3 = torch.ops.aten.t.default(t_2);  t_2 = None
    mm = torch.ops.aten.mm.default(_log_softmax_backward_data, t_3);  t_3 = None
    t_4 = torch.ops.aten.t.default(_log_softmax_backward_data)
    mm_1 = torch.ops.aten.mm.default(t_4, cat);  t_4 = cat = None
    t_5 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(_log_softmax_backward_data, [0], True);  _log_softmax_backward_data = None
    view_1 = torch.ops.aten.view.default(sum_1, [3]);  sum_1 = None
    t_6 = torch.ops.aten.t.default(t_5);  t_5 = None
    slice_5 = torch.ops.aten.slice.Tensor(mm, 1, 0, 6)
    slice_6 = torch.ops.aten.slice.Tensor(mm, 1, 6, 12);  mm = None
    mul_5 = torch.ops.aten.mul.Tensor(slice_6, squeeze_2);  squeeze_2 = None
    mul_6 = torch.ops.aten.mul.Tensor(slice_6, clone_1);  slice_6 = clone_1 = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(mul_6, 1);  mul_6 = None
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(slice_5, 1)
    unsqueeze_3 = torch.ops.aten.unsqueeze.default(slice_5, 1);  slice_5 = None
    cat_1 = torch.ops.aten.cat.default([unsqueeze_3, unsqueeze_1, unsqueeze_2], 1);  unsqueeze_3 = unsqueeze_1 = unsqueeze_2 = None
    mul_7 = torch.ops.aten.mul.Tensor(cat_1, stack);  stack = None
    mul_8 = torch.ops.aten.mul.Tensor(cat_1, view);  cat_1 = view = None
    sum_2 = torch.ops.aten.sum.dim_IntList(mul_7, [0, 2], True);  mul_7 = None
    view_2 = torch.ops.aten.view.default(sum_2, [3]);  sum_2 = None
    select = torch.ops.aten.select.int(mul_8, 1, 0)
    select_1 = torch.ops.aten.select.int(mul_8, 1, 1)
    select_2 = torch.ops.aten.select.int(mul_8, 1, 2);  mul_8 = None
    add_2 = torch.ops.aten.add.Tensor(mul_5, select);  mul_5 = select = None
    new_empty_strided = torch.ops.aten.new_empty_strided.default(add_2, [2, 6], [6, 1])
    copy__1 = torch.ops.aten.copy_.default(new_empty_strided, add_2);  new_empty_strided = add_2 = None
    as_strided = torch.ops.aten.as_strided.default(copy__1, [2, 3], [6, 2], 1)
    clone_3 = torch.ops.aten.clone.default(as_strided, memory_format = torch.contiguous_format)
    copy__2 = torch.ops.aten.copy_.default(as_strided, clone_3);  as_strided = copy__2 = None
    mul_9 = torch.ops.aten.mul.Tensor(clone_3, 0.5);  clone_3 = None
    slice_backward = torch.ops.aten.slice_backward.default(mul_9, [2, 6], 1, 0, 9223372036854775807, 2);  mul_9 = None
    add_3 = torch.ops.aten.add.Tensor(select_1, slice_backward);  select_1 = slice_backward = None
    new_empty_strided_1 = torch.ops.aten.new_empty_strided.default(copy__1, [2, 6], [6, 1])
    copy__3 = torch.ops.aten.copy_.default(new_empty_strided_1, copy__1);  new_empty_strided_1 = copy__1 = None
    as_strided_1 = torch.ops.aten.as_strided.default(copy__3, [2, 3], [6, 1], 3)
    clone_4 = torch.ops.aten.clone.default(as_strided_1, memory_format = torch.contiguous_format)
    mul_10 = torch.ops.aten.mul.Tensor(clone_4, clone_2);  clone_2 = None
    _param_constant4_1 = self._param_constant4
    mul_11 = torch.ops.aten.mul.Tensor(clone_4, _param_constant4_1);  clone_4 = _param_constant4_1 = None
    copy__4 = torch.ops.aten.copy_.default(as_strided_1, mul_11);  as_strided_1 = mul_11 = copy__4 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(mul_10, [0], True);  mul_10 = None
    view_3 = torch.ops.aten.view.default(sum_3, [3]);  sum_3 = None
    new_empty_strided_2 = torch.ops.aten.new_empty_strided.default(copy__3, [2, 6], [6, 1])
    copy__5 = torch.ops.aten.copy_.default(new_empty_strided_2, copy__3);  new_empty_strided_2 = copy__3 = None
    as_strided_2 = torch.ops.aten.as_strided.default(copy__5, [2, 3], [6, 1], 0)
    clone_5 = torch.ops.aten.clone.default(as_strided_2, memory_format = torch.contiguous_format)
    zeros_like = torch.ops.aten.zeros_like.default(clone_5, memory_format = torch.contiguous_format)
    copy__6 = torch.ops.aten.copy_.default(as_strided_2, zeros_like);  as_strided_2 = zeros_like = copy__6 = None
    mul_12 = torch.ops.aten.mul.Tensor(clone_5, index_put_);  index_put_ = None
    mul_13 = torch.ops.aten.mul.Tensor(clone_5, scatter_reduce);  scatter_reduce = None
    new_zeros_3 = torch.ops.aten.new_zeros.default(add_3, [2, 6], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    index_add = torch.ops.aten.index_add.default(new_zeros_3, 1, arange_2, add_3);  new_zeros_3 = arange_2 = add_3 = None
    add_4 = torch.ops.aten.add.Tensor(select_2, index_add);  select_2 = index_add = None
    detach_5 = torch.ops.aten.detach.default(detach_2);  detach_2 = detach_5 = None
    zeros_like_1 = torch.ops.aten.zeros_like.default(clone_5)
    ones_like_1 = torch.ops.aten.ones_like.default(masked_fill_);  masked_fill_ = None
    scatter_add = torch.ops.aten.scatter_add.default(zeros_like_1, 1, expand, ones_like_1);  zeros_like_1 = ones_like_1 = None
    eq = torch.ops.aten.eq.Scalar(scatter_add, 0)
    masked_fill__1 = torch.ops.aten.masked_fill_.Scalar(scatter_add, eq, 1);  scatter_add = eq = None
    div = torch.ops.aten.div.Tensor(clone_5, masked_fill__1)
    gather = torch.ops.aten.gather.default(masked_fill__1, 1, expand);  masked_fill__1 = None
    gather_1 = torch.ops.aten.gather.default(clone_5, 1, expand);  clone_5 = None
    div_1 = torch.ops.aten.div.Tensor(gather_1, gather);  gather_1 = gather = None
    scatter = torch.ops.aten.scatter.value(div, 1, expand, 0);  div = scatter = None
    add_5 = torch.ops.aten.add.Tensor(add_4, div_1);  add_4 = div_1 = None
    detach_6 = torch.ops.aten.detach.default(detach_1);  detach_1 = None
    gather_2 = torch.ops.aten.gather.default(detach_6, 1, expand)
    eq_1 = torch.ops.aten.eq.Tensor(new_zeros_1, detach_6)
    _to_copy = torch.ops.aten._to_copy.default(eq_1, dtype = torch.float32);  eq_1 = None
    eq_2 = torch.ops.aten.eq.Tensor(addmm, gather_2)
    _to_copy_1 = torch.ops.aten._to_copy.default(eq_2, dtype = torch.float32);  eq_2 = None
    scatter_add_1 = torch.ops.aten.scatter_add.default(_to_copy, 1, expand, _to_copy_1);  _to_copy = _to_copy_1 = None
    div_2 = torch.ops.aten.div.Tensor(mul_12, scatter_add_1);  mul_12 = scatter_add_1 = None
    eq_3 = torch.ops.aten.eq.Tensor(new_zeros_1, detach_6);  new_zeros_1 = detach_6 = None
    mul_14 = torch.ops.aten.mul.Tensor(eq_3, div_2);  eq_3 = None
    gather_3 = torch.ops.aten.gather.default(div_2, 1, expand);  div_2 = None
    eq_4 = torch.ops.aten.eq.Tensor(addmm, gather_2);  gather_2 = None
    mul_15 = torch.ops.aten.mul.Tensor(eq_4, gather_3);  eq_4 = gather_3 = None
    scatter_1 = torch.ops.aten.scatter.value(mul_14, 1, expand, 0);  mul_14 = scatter_1 = None
    add_6 = torch.ops.aten.add.Tensor(copy__5, mul_15);  copy__5 = mul_15 = None
    masked_fill = torch.ops.aten.masked_fill.Scalar(add_5, lt, 0);  add_5 = lt = None
    index = torch.ops.aten.index.Tensor(mul_13, [expand_1, expand]);  mul_13 = expand_1 = expand = None
    mul_16 = torch.ops.aten.mul.Tensor(index, addmm);  addmm = None
    mul_17 = torch.ops.aten.mul.Tensor(index, tanh);  index = tanh = None
    add_7 = torch.ops.aten.add.Tensor(add_6, mul_17);  add_6 = mul_17 = None
    add_8 = torch.ops.aten.add.Tensor(masked_fill, mul_16);  masked_fill = mul_16 = None
    detach_7 = torch.ops.aten.detach.default(detach);  detach = None
    tanh_backward = torch.ops.aten.tanh_backward.default(add_8, detach_7);  add_8 = detach_7 = None
    t_7 = torch.ops.aten.t.default(tanh_backward)
    mm_2 = torch.ops.aten.mm.default(t_7, x_1);  t_7 = None
    t_8 = torch.ops.aten.t.default(mm_2);  mm_2 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(tanh_backward, [0], True);  tanh_backward = None
    view_4 = torch.ops.aten.view.default(sum_4, [6]);  sum_4 = None
    t_9 = torch.ops.aten.t.default(t_8);  t_8 = None
    t_10 = torch.ops.aten.t.default(add_7)
    mm_3 = torch.ops.aten.mm.default(t_10, x_1);  t_10 = x_1 = None
    t_11 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(add_7, [0], True);  add_7 = None
    view_5 = torch.ops.aten.view.default(sum_5, [6]);  sum_5 = None
    t_12 = torch.ops.aten.t.default(t_11);  t_11 = None
    return (getitem_3, view_3, view_2, t_12, view_5, t_9, view_4, t_6, view_1)
    