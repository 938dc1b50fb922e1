


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
    slice_2 = torch.ops.aten.slice.Tensor(mm, 1, 4, 8)
    slice_3 = torch.ops.aten.slice.Tensor(mm, 1, 8, 12)
    slice_4 = torch.ops.aten.slice.Tensor(mm, 1, 12, 16)
    slice_5 = torch.ops.aten.slice.Tensor(mm, 1, 16, 20)
    slice_6 = torch.ops.aten.slice.Tensor(mm, 1, 20, 24)
    slice_7 = torch.ops.aten.slice.Tensor(mm, 1, 24, 27)
    slice_8 = torch.ops.aten.slice.Tensor(mm, 1, 27, 28);  mm = None
    expand = torch.ops.aten.expand.default(slice_8, [2, 3]);  slice_8 = None
    add = torch.ops.aten.add.Tensor(slice_7, expand);  slice_7 = expand = None
    diagonal_backward = torch.ops.aten.diagonal_backward.default(add, [2, 4, 4], 1, 1, 2);  add = None
    unsqueeze = torch.ops.aten.unsqueeze.default(diagonal_backward, -1);  diagonal_backward = None
    expand_1 = torch.ops.aten.expand.default(unsqueeze, [2, 4, 4, 4]);  unsqueeze = None
    div = torch.ops.aten.div.Scalar(expand_1, 4);  expand_1 = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(slice_6, 1);  slice_6 = None
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(unsqueeze_1, 2);  unsqueeze_1 = None
    expand_2 = torch.ops.aten.expand.default(unsqueeze_2, [2, 2, 4, 4]);  unsqueeze_2 = None
    div_1 = torch.ops.aten.div.Scalar(expand_2, 8);  expand_2 = None
    unsqueeze_3 = torch.ops.aten.unsqueeze.default(slice_5, 1);  slice_5 = None
    expand_3 = torch.ops.aten.expand.default(unsqueeze_3, [2, 4, 4]);  unsqueeze_3 = None
    div_2 = torch.ops.aten.div.Scalar(expand_3, 4);  expand_3 = None
    unsqueeze_4 = torch.ops.aten.unsqueeze.default(slice_4, 1);  slice_4 = None
    expand_4 = torch.ops.aten.expand.default(unsqueeze_4, [2, 2, 4]);  unsqueeze_4 = None
    unsqueeze_5 = torch.ops.aten.unsqueeze.default(slice_3, -1);  slice_3 = None
    expand_5 = torch.ops.aten.expand.default(unsqueeze_5, [2, 4, 4]);  unsqueeze_5 = None
    div_3 = torch.ops.aten.div.Scalar(expand_5, 4);  expand_5 = None
    _tensor_constant6 = self._tensor_constant6
    detach_1 = torch.ops.aten.detach.default(_tensor_constant6);  _tensor_constant6 = None
    view_1 = torch.ops.aten.view.default(detach_1, [2, 1, 1, 4, 1]);  detach_1 = None
    _tensor_constant7 = self._tensor_constant7
    eq = torch.ops.aten.eq.Tensor(view_1, _tensor_constant7);  view_1 = _tensor_constant7 = None
    view_2 = torch.ops.aten.view.default(slice_2, [2, 1, 1, 4, 1]);  slice_2 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(eq, [1, 2, 4], True)
    div_4 = torch.ops.aten.div.Tensor(view_2, sum_2);  view_2 = sum_2 = None
    mul = torch.ops.aten.mul.Tensor(div_4, eq);  div_4 = eq = None
    unsqueeze_6 = torch.ops.aten.unsqueeze.default(slice_1, 1);  slice_1 = None
    unsqueeze_7 = torch.ops.aten.unsqueeze.default(unsqueeze_6, 2);  unsqueeze_6 = None
    unsqueeze_8 = torch.ops.aten.unsqueeze.default(unsqueeze_7, 4);  unsqueeze_7 = None
    expand_6 = torch.ops.aten.expand.default(unsqueeze_8, [2, 2, 4, 4, 2]);  unsqueeze_8 = None
    div_5 = torch.ops.aten.div.Scalar(expand_6, 16);  expand_6 = None
    add_1 = torch.ops.aten.add.Tensor(mul, div_5);  mul = div_5 = None
    slice_backward = torch.ops.aten.slice_backward.default(div_1, [2, 4, 4, 4], 1, 1, 3, 1);  div_1 = None
    add_2 = torch.ops.aten.add.Tensor(div, slice_backward);  div = slice_backward = None
    select_backward = torch.ops.aten.select_backward.default(div_2, [2, 4, 4, 4], 2, 1);  div_2 = None
    add_3 = torch.ops.aten.add.Tensor(add_2, select_backward);  add_2 = select_backward = None
    new_zeros = torch.ops.aten.new_zeros.default(expand_4, [128])
    as_strided = torch.ops.aten.as_strided.default(new_zeros, [2, 2, 4], [64, 20, 1], 0)
    copy_ = torch.ops.aten.copy_.default(as_strided, expand_4);  as_strided = expand_4 = copy_ = None
    as_strided_1 = torch.ops.aten.as_strided.default(new_zeros, [2, 4, 4, 4], [64, 16, 4, 1], 0);  new_zeros = None
    add_4 = torch.ops.aten.add.Tensor(add_3, as_strided_1);  add_3 = as_strided_1 = None
    diagonal_backward_1 = torch.ops.aten.diagonal_backward.default(div_3, [2, 4, 4, 4], 0, 1, 2);  div_3 = None
    add_5 = torch.ops.aten.add.Tensor(add_4, diagonal_backward_1);  add_4 = diagonal_backward_1 = None
    unfold_backward = torch.ops.aten.unfold_backward.default(add_1, [2, 4, 4, 4], 1, 2, 2);  add_1 = None
    add_6 = torch.ops.aten.add.Tensor(add_5, unfold_backward);  add_5 = unfold_backward = None
    roll = torch.ops.aten.roll.default(add_6, [-1, -1], [2, 1]);  add_6 = None
    view_3 = torch.ops.aten.view.default(roll, [2, 2, 2, 2, 2, 4]);  roll = None
    permute = torch.ops.aten.permute.default(view_3, [0, 1, 3, 2, 4, 5]);  view_3 = None
    clone = torch.ops.aten.clone.default(permute, memory_format = torch.contiguous_format);  permute = None
    _unsafe_view = torch.ops.aten._unsafe_view.default(clone, [8, 4, 4]);  clone = None
    view_4 = torch.ops.aten.view.default(_unsafe_view, [8, 4, 4])
    _tensor_constant8 = self._tensor_constant8
    transpose = torch.ops.aten.transpose.int(_tensor_constant8, 1, 2);  _tensor_constant8 = None
    bmm = torch.ops.aten.bmm.default(transpose, view_4);  transpose = None
    _tensor_constant9 = self._tensor_constant9
    transpose_1 = torch.ops.aten.transpose.int(_tensor_constant9, 1, 2);  _tensor_constant9 = None
    bmm_1 = torch.ops.aten.bmm.default(view_4, transpose_1);  view_4 = transpose_1 = None
    view_5 = torch.ops.aten.view.default(bmm, [8, 4, 4]);  bmm = None
    view_6 = torch.ops.aten.view.default(bmm_1, [8, 4, 4]);  bmm_1 = None
    view_7 = torch.ops.aten.view.default(view_5, [32, 4]);  view_5 = None
    _tensor_constant10 = self._tensor_constant10
    t_4 = torch.ops.aten.t.default(_tensor_constant10);  _tensor_constant10 = None
    mm_2 = torch.ops.aten.mm.default(view_7, t_4);  t_4 = None
    t_5 = torch.ops.aten.t.default(view_7)
    _tensor_constant11 = self._tensor_constant11
    mm_3 = torch.ops.aten.mm.default(t_5, _tensor_constant11);  t_5 = _tensor_constant11 = None
    t_6 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(view_7, [0], True);  view_7 = None
    view_8 = torch.ops.aten.view.default(sum_3, [4]);  sum_3 = None
    t_7 = torch.ops.aten.t.default(t_6);  t_6 = None
    view_9 = torch.ops.aten.view.default(mm_2, [8, 4, 4]);  mm_2 = None
    add_7 = torch.ops.aten.add.Tensor(_unsafe_view, view_9);  _unsafe_view = view_9 = None
    _tensor_constant12 = self._tensor_constant12
    detach_2 = torch.ops.aten.detach.default(_tensor_constant12);  _tensor_constant12 = None
    _softmax_backward_data = torch.ops.aten._softmax_backward_data.default(view_6, detach_2, -1, torch.float32);  view_6 = detach_2 = None
    view_10 = torch.ops.aten.view.default(_softmax_backward_data, [8, 4, 4]);  _softmax_backward_data = None
    _tensor_constant13 = self._tensor_constant13
    transpose_2 = torch.ops.aten.transpose.int(_tensor_constant13, 1, 2);  _tensor_constant13 = None
    bmm_2 = torch.ops.aten.bmm.default(transpose_2, view_10);  transpose_2 = None
    _tensor_constant14 = self._tensor_constant14
    transpose_3 = torch.ops.aten.transpose.int(_tensor_constant14, 1, 2);  _tensor_constant14 = None
    bmm_3 = torch.ops.aten.bmm.default(view_10, transpose_3);  view_10 = transpose_3 = None
    view_11 = torch.ops.aten.view.default(bmm_2, [8, 4, 4]);  bmm_2 = None
    view_12 = torch.ops.aten.view.default(bmm_3, [8, 4, 4]);  bmm_3 = None
    add_8 = torch.ops.aten.add.Tensor(add_7, view_12);  add_7 = view_12 = None
    transpose_4 = torch.ops.aten.transpose.int(view_11, 1, 2);  view_11 = None
    add_9 = torch.ops.aten.add.Tensor(add_8, transpose_4);  add_8 = transpose_4 = None
    view_13 = torch.ops.aten.view.default(add_9, [2, 2, 2, 2, 2, 4]);  add_9 = None
    permute_1 = torch.ops.aten.permute.default(view_13, [0, 1, 3, 2, 4, 5]);  view_13 = None
    clone_1 = torch.ops.aten.clone.default(permute_1, memory_format = torch.contiguous_format);  permute_1 = None
    _unsafe_view_1 = torch.ops.aten._unsafe_view.default(clone_1, [2, 4, 4, 4]);  clone_1 = None
    roll_1 = torch.ops.aten.roll.default(_unsafe_view_1, [1, 1], [2, 1]);  _unsafe_view_1 = None
    _tensor_constant15 = self._tensor_constant15
    detach_3 = torch.ops.aten.detach.default(_tensor_constant15);  _tensor_constant15 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(roll_1, detach_3, 0);  roll_1 = detach_3 = None
    view_14 = torch.ops.aten.view.default(threshold_backward, [32, 4]);  threshold_backward = None
    t_8 = torch.ops.aten.t.default(view_14)
    _tensor_constant16 = self._tensor_constant16
    mm_4 = torch.ops.aten.mm.default(t_8, _tensor_constant16);  t_8 = _tensor_constant16 = None
    t_9 = torch.ops.aten.t.default(mm_4);  mm_4 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(view_14, [0], True);  view_14 = None
    view_15 = torch.ops.aten.view.default(sum_4, [4]);  sum_4 = None
    t_10 = torch.ops.aten.t.default(t_9);  t_9 = None
    return (t_10, view_15, t_7, view_8, t_3, view)
    