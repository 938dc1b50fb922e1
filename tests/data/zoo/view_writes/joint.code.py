


def forward(self, x_1, labels_1):
    new_zeros = torch.ops.aten.new_zeros.default(x_1, [2, 10, 6], pin_memory = False)
    view = torch.ops.aten.view.default(x_1, [10, 6])
    _param_constant0 = self._param_constant0
    t = torch.ops.aten.t.default(_param_constant0);  _param_constant0 = None
    _param_constant1 = self._param_constant1
    addmm = torch.ops.aten.addmm.default(_param_constant1, view, t);  _param_constant1 = t = None
    view_1 = torch.ops.aten.view.default(addmm, [2, 5, 6]);  addmm = None
    tanh = torch.ops.aten.tanh.default(view_1);  view_1 = None
    detach = torch.ops.aten.detach.default(tanh)
    slice_1 = torch.ops.aten.slice.Tensor(new_zeros, 1, 0, 5)
    copy_ = torch.ops.aten.copy_.default(slice_1, tanh);  slice_1 = tanh = copy_ = None
    view_2 = torch.ops.aten.view.default(x_1, [10, 6]);  x_1 = None
    _param_constant2 = self._param_constant2
    t_1 = torch.ops.aten.t.default(_param_constant2);  _param_constant2 = None
    _param_constant3 = self._param_constant3
    addmm_1 = torch.ops.aten.addmm.default(_param_constant3, view_2, t_1);  _param_constant3 = t_1 = None
    view_3 = torch.ops.aten.view.default(addmm_1, [2, 5, 6]);  addmm_1 = None
    slice_2 = torch.ops.aten.slice.Tensor(new_zeros, 1, 5, 9223372036854775807)
    copy__1 = torch.ops.aten.copy_.default(slice_2, view_3);  slice_2 = view_3 = copy__1 = None
    slice_3 = torch.ops.aten.slice.Tensor(new_zeros, 1, 5, 9223372036854775807)
    _tensor_constant0 = self._tensor_constant0
    masked_fill_ = torch.ops.aten.masked_fill_.Scalar(slice_3, _tensor_constant0, 0.0);  slice_3 = _tensor_constant0 = masked_fill_ = None
    select = torch.ops.aten.select.int(new_zeros, 1, 0)
    add_ = torch.ops.aten.add_.Tensor(select, 1.0);  select = add_ = None
    transpose = torch.ops.aten.transpose.int(new_zeros, 1, 2)
    upsample_nearest1d = torch.ops.aten.upsample_nearest1d.default(transpose, [20], 2.0);  transpose = None
    mean = torch.ops.aten.mean.dim(upsample_nearest1d, [2]);  upsample_nearest1d = None
    amax = torch.ops.aten.amax.default(new_zeros, [1])
    detach_1 = torch.ops.aten.detach.default(amax)
    add = torch.ops.aten.add.Tensor(mean, amax);  mean = amax = None
    _param_constant4 = self._param_constant4
    t_2 = torch.ops.aten.t.default(_param_constant4);  _param_constant4 = None
    _param_constant5 = self._param_constant5
    addmm_2 = torch.ops.aten.addmm.default(_param_constant5, add, t_2);  _param_constant5 = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm_2, 1, False);  addmm_2 = None
    detach_2 = torch.ops.aten.detach.default(_log_softmax)
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100)
    getitem = nll_loss_forward[0]
    getitem_1 = nll_loss_forward[1];  nll_loss_forward = None
    ones_like = torch.ops.aten.ones_like.default(getitem, pin_memory = False, memory_format = torch.preserve_format)
    nll_loss_backward = torch.ops.aten.nll_loss_backward.default(ones_like, _log_softmax, labels_1, None, 1, -100, getitem_1);  ones_like = _log_softmax = labels_1 = getitem_1 = None
    detach_3 = torch.ops.aten.detach.default(detach_2);  detach_2 = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach_3, 1, torch.float32);  nll_loss_backward = detach_3 = None
    t_3 = torch.ops.aten.t.default(t_2);  t_2 = None
    mm = torch.ops.aten.mm.default(_log_softmax_backward_data, t_3);  t_3 = None
    t_4 = torch.ops.aten.t.default(_log_softmax_backward_data)
    mm_1 = torch.ops.aten.mm.default(t_4, add);  t_4 = add = None
    t_5 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(_log_softmax_backward_data, [0], True);  _log_softmax_backward_data = None
    view_4 = torch.ops.aten.view.default(sum_1, [3]);  sum_1 = None
    t_6 = torch.ops.aten.t.default(t_5);  t_5 = None
    detach_4 = torch.ops.aten.detach.default(detach_1);  detach_1 = None
    view_5 = torch.ops.aten.view.default(detach_4, [2, 1, 6]);  detach_4 = None
    eq = torch.ops.aten.eq.Tensor(view_5, new_zeros);  view_5 = new_zeros = None
    view_6 = torch.ops.aten.view.default(mm, [2, 1, 6])
    sum_2 = torch.ops.aten.sum.dim_IntList(eq, [1], True)
    div = torch.ops.aten.div.Tensor(view_6, sum_2);  view_6 = sum_2 = None
    mul = torch.ops.aten.mul.Tensor(div, eq);  div = eq = None
    unsqueeze = torch.ops.aten.unsqueeze.default(mm, 2);  mm = None
    expand = torch.ops.aten.expand.default(unsqueeze, [2, 6, 20]);  unsqueeze = None
    div_1 = torch.ops.aten.div.Scalar(expand, 20);  expand = None
    upsample_nearest1d_backward = torch.ops.aten.upsample_nearest1d_backward.default(div_1, [20], [2, 6, 10], 2.0);  div_1 = None
    transpose_1 = torch.ops.aten.transpose.int(upsample_nearest1d_backward, 1, 2);  upsample_nearest1d_backward = None
    add_1 = torch.ops.aten.add.Tensor(mul, transpose_1);  mul = transpose_1 = None
    new_empty_strided = torch.ops.aten.new_empty_strided.default(add_1, [2, 10, 6], [60, 6, 1])
    copy__2 = torch.ops.aten.copy_.default(new_empty_strided, add_1);  new_empty_strided = add_1 = None
    as_strided = torch.ops.aten.as_strided.default(copy__2, [2, 6], [60, 1], 0)
    clone = torch.ops.aten.clone.default(as_strided, memory_format = torch.contiguous_format)
    copy__3 = torch.ops.aten.copy_.default(as_strided, clone);  as_strided = clone = copy__3 = None
    new_empty_strided_1 = torch.ops.aten.new_empty_strided.default(copy__2, [2, 10, 6], [60, 6, 1])
    copy__4 = torch.ops.aten.copy_.default(new_empty_strided_1, copy__2);  new_empty_strided_1 = copy__2 = None
    as_strided_1 = torch.ops.aten.as_strided.default(copy__4, [2, 5, 6], [60, 6, 1], 30)
    clone_1 = torch.ops.aten.clone.default(as_strided_1, memory_format = torch.contiguous_format)
    _tensor_constant0_1 = self._tensor_constant0
    masked_fill = torch.ops.aten.masked_fill.Scalar(clone_1, _tensor_constant0_1, 0);  clone_1 = _tensor_constant0_1 = None
    copy__5 = torch.ops.aten.copy_.default(as_strided_1, masked_fill);  as_strided_1 = masked_fill = copy__5 = None
    new_empty_strided_2 = torch.ops.aten.new_empty_strided.default(copy__4, [2, 10, 6], [60, 6, 1])
    copy__6 = torch.ops.aten.copy_.default(new_empty_strided_2, copy__4);  new_empty_strided_2 = copy__4 = None
    as_strided_2 = torch.ops.aten.as_strided.default(copy__6, [2, 5, 6], [60, 6, 1], 30)
    clone_2 = torch.ops.aten.clone.default(as_strided_2, memory_format = torch.contiguous_format)
    zeros_like = torch.ops.aten.zeros_like.default(clone_2, memory_format = torch.contiguous_format)
    copy__7 = torch.ops.aten.copy_.default(as_strided_2, zeros_like);  as_strided_2 = zeros_like = copy__7 = None
    view_7 = torch.ops.aten.view.default(clone_2, [10, 6]);  clone_2 = None
    t_7 = torch.ops.aten.t.default(view_7)
    mm_2 = torch.ops.aten.mm.default(t_7, view_2);  t_7 = view_2 = None
    t_8 = torch.ops.aten.t.default(mm_2);  mm_2 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(view_7, [0], True);  view_7 = None
    view_8 = torch.ops.aten.view.default(sum_3, [6]);  sum_3 = None
    t_9 = torch.ops.aten.t.default(t_8);  t_8 = None
    new_empty_strided_3 = torch.ops.aten.new_empty_strided.default(copy__6, [2, 10, 6], [60, 6, 1])
    copy__8 = torch.ops.aten.copy_.default(new_empty_strided_3, copy__6);  new_empty_strided_3 = copy__6 = None
    as_strided_3 = torch.ops.aten.as_strided.default(copy__8, [2, 5, 6], [60, 6, 1], 0);  copy__8 = None
    clone_3 = torch.ops.aten.clone.default(as_strided_3, memory_format = torch.contiguous_format);  as_strided_3 = None
    detach_5 = torch.ops.aten.detach.default(detach);  detach = None
    tanh_backward = torch.ops.aten.tanh_backward.default(clone_3, detach_5);  clone_3 = detach_5 = None
    view_9 = torch.ops.aten.view.default(tanh_backward, [10, 6]);  tanh_backward = None
    t_10 = torch.ops.aten.t.default(view_9)
    mm_3 = torch.ops.aten.mm.default(t_10, view);  t_10 = view = None
    t_11 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(view_9, [0], True);  view_9 = None
    view_10 = torch.ops.aten.view.default(sum_4, [6]);  sum_4 = None
    t_12 = torch.ops.aten.t.default(t_11);  t_11 = None
    return (getitem, t_12, view_10, t_9, view_8, t_6, view_4)
    