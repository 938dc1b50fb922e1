


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
    unsqueeze = torch.ops.aten.unsqueeze.default(mm, 1);  mm = None
    expand = torch.ops.aten.expand.default(unsqueeze, [2, 9, 8]);  unsqueeze = None
    div = torch.ops.aten.div.Scalar(expand, 9);  expand = None
    select = torch.ops.aten.select.int(div, 1, 0)
    select_1 = torch.ops.aten.select.int(div, 1, 1)
    select_2 = torch.ops.aten.select.int(div, 1, 2)
    select_3 = torch.ops.aten.select.int(div, 1, 3)
    select_4 = torch.ops.aten.select.int(div, 1, 4)
    select_5 = torch.ops.aten.select.int(div, 1, 5)
    select_6 = torch.ops.aten.select.int(div, 1, 6)
    select_7 = torch.ops.aten.select.int(div, 1, 7)
    select_8 = torch.ops.aten.select.int(div, 1, 8);  div = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(select_8, 1);  select_8 = None
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(unsqueeze_1, 2);  unsqueeze_1 = None
    expand_1 = torch.ops.aten.expand.default(unsqueeze_2, [2, 1, 1, 8]);  unsqueeze_2 = None
    slice_backward = torch.ops.aten.slice_backward.default(expand_1, [2, 1, 6, 8], 2, -1, 9223372036854775807, 1);  expand_1 = None
    slice_backward_1 = torch.ops.aten.slice_backward.default(slice_backward, [2, 6, 6, 8], 1, -1, 9223372036854775807, 1);  slice_backward = None
    unsqueeze_3 = torch.ops.aten.unsqueeze.default(select_7, 1);  select_7 = None
    unsqueeze_4 = torch.ops.aten.unsqueeze.default(unsqueeze_3, 2);  unsqueeze_3 = None
    expand_2 = torch.ops.aten.expand.default(unsqueeze_4, [2, 1, 2, 8]);  unsqueeze_4 = None
    slice_backward_2 = torch.ops.aten.slice_backward.default(expand_2, [2, 1, 6, 8], 2, -3, -1, 1);  expand_2 = None
    slice_backward_3 = torch.ops.aten.slice_backward.default(slice_backward_2, [2, 6, 6, 8], 1, -1, 9223372036854775807, 1);  slice_backward_2 = None
    add = torch.ops.aten.add.Tensor(slice_backward_1, slice_backward_3);  slice_backward_1 = slice_backward_3 = None
    unsqueeze_5 = torch.ops.aten.unsqueeze.default(select_6, 1);  select_6 = None
    unsqueeze_6 = torch.ops.aten.unsqueeze.default(unsqueeze_5, 2);  unsqueeze_5 = None
    expand_3 = torch.ops.aten.expand.default(unsqueeze_6, [2, 1, 3, 8]);  unsqueeze_6 = None
    slice_backward_4 = torch.ops.aten.slice_backward.default(expand_3, [2, 1, 6, 8], 2, 0, -3, 1);  expand_3 = None
    slice_backward_5 = torch.ops.aten.slice_backward.default(slice_backward_4, [2, 6, 6, 8], 1, -1, 9223372036854775807, 1);  slice_backward_4 = None
    add_1 = torch.ops.aten.add.Tensor(add, slice_backward_5);  add = slice_backward_5 = None
    unsqueeze_7 = torch.ops.aten.unsqueeze.default(select_5, 1);  select_5 = None
    unsqueeze_8 = torch.ops.aten.unsqueeze.default(unsqueeze_7, 2);  unsqueeze_7 = None
    expand_4 = torch.ops.aten.expand.default(unsqueeze_8, [2, 2, 1, 8]);  unsqueeze_8 = None
    slice_backward_6 = torch.ops.aten.slice_backward.default(expand_4, [2, 2, 6, 8], 2, -1, 9223372036854775807, 1);  expand_4 = None
    slice_backward_7 = torch.ops.aten.slice_backward.default(slice_backward_6, [2, 6, 6, 8], 1, -3, -1, 1);  slice_backward_6 = None
    add_2 = torch.ops.aten.add.Tensor(add_1, slice_backward_7);  add_1 = slice_backward_7 = None
    unsqueeze_9 = torch.ops.aten.unsqueeze.default(select_4, 1);  select_4 = None
    unsqueeze_10 = torch.ops.aten.unsqueeze.default(unsqueeze_9, 2);  unsqueeze_9 = None
    expand_5 = torch.ops.aten.expand.default(unsqueeze_10, [2, 2, 2, 8]);  unsqueeze_10 = None
    slice_backward_8 = torch.ops.aten.slice_backward.default(expand_5, [2, 2, 6, 8], 2, -3, -1, 1);  expand_5 = None
    slice_backward_9 = torch.ops.aten.slice_backward.default(slice_backward_8, [2, 6, 6, 8], 1, -3, -1, 1);  slice_backward_8 = None
    add_3 = torch.ops.aten.add.Tensor(add_2, slice_backward_9);  add_2 = slice_backward_9 = None
    unsqueeze_11 = torch.ops.aten.unsqueeze.default(select_3, 1);  select_3 = None
    unsqueeze_12 = torch.ops.aten.unsqueeze.default(unsqueeze_11, 2);  unsqueeze_11 = None
    expand_6 = torch.ops.aten.expand.default(unsqueeze_12, [2, 2, 3, 8]);  unsqueeze_12 = None
    slice_backward_10 = torch.ops.aten.slice_backward.default(expand_6, [2, 2, 6, 8], 2, 0, -3, 1);  expand_6 = None
    slice_backward_11 = torch.ops.aten.slice_backward.default(slice_backward_10, [2, 6, 6, 8], 1, -3, -1, 1);  slice_backward_10 = None
    add_4 = torch.ops.aten.add.Tensor(add_3, slice_backward_11);  add_3 = slice_backward_11 = None
    unsqueeze_13 = torch.ops.aten.unsqueeze.default(select_2, 1);  select_2 = None
    unsqueeze_14 = torch.ops.aten.unsqueeze.default(unsqueeze_13, 2);  unsqueeze_13 = None
    expand_7 = torch.ops.aten.expand.default(unsqueeze_14, [2, 3, 1, 8]);  unsqueeze_14 = None
    slice_backward_12 = torch.ops.aten.slice_backward.default(expand_7, [2, 3, 6, 8], 2, -1, 9223372036854775807, 1);  expand_7 = None
    slice_backward_13 = torch.ops.aten.slice_backward.default(slice_backward_12, [2, 6, 6, 8], 1, 0, -3, 1);  slice_backward_12 = None
    add_5 = torch.ops.aten.add.Tensor(add_4, slice_backward_13);  add_4 = slice_backward_13 = None
    unsqueeze_15 = torch.ops.aten.unsqueeze.default(select_1, 1);  select_1 = None
    unsqueeze_16 = torch.ops.aten.unsqueeze.default(unsqueeze_15, 2);  unsqueeze_15 = None
    expand_8 = torch.ops.aten.expand.default(unsqueeze_16, [2, 3, 2, 8]);  unsqueeze_16 = None
    slice_backward_14 = torch.ops.aten.slice_backward.default(expand_8, [2, 3, 6, 8], 2, -3, -1, 1);  expand_8 = None
    slice_backward_15 = torch.ops.aten.slice_backward.default(slice_backward_14, [2, 6, 6, 8], 1, 0, -3, 1);  slice_backward_14 = None
    add_6 = torch.ops.aten.add.Tensor(add_5, slice_backward_15);  add_5 = slice_backward_15 = None
    unsqueeze_17 = torch.ops.aten.unsqueeze.default(select, 1);  select = None
    unsqueeze_18 = torch.ops.aten.unsqueeze.default(unsqueeze_17, 2);  unsqueeze_17 = None
    expand_9 = torch.ops.aten.expand.default(unsqueeze_18, [2, 3, 3, 8]);  unsqueeze_18 = None
    slice_backward_16 = torch.ops.aten.slice_backward.default(expand_9, [2, 3, 6, 8], 2, 0, -3, 1);  expand_9 = None
    slice_backward_17 = torch.ops.aten.slice_backward.default(slice_backward_16, [2, 6, 6, 8], 1, 0, -3, 1);  slice_backward_16 = None
    add_7 = torch.ops.aten.add.Tensor(add_6, slice_backward_17);  add_6 = slice_backward_17 = None
    roll = torch.ops.aten.roll.default(add_7, [-1, -1], [2, 1]);  add_7 = None
    view_1 = torch.ops.aten.view.default(roll, [2, 2, 3, 2, 3, 8]);  roll = None
    permute = torch.ops.aten.permute.default(view_1, [0, 1, 3, 2, 4, 5]);  view_1 = None
    clone = torch.ops.aten.clone.default(permute, memory_format = torch.contiguous_format);  permute = None
    _unsafe_view = torch.ops.aten._unsafe_view.default(clone, [8, 9, 8]);  clone = None
    view_2 = torch.ops.aten.view.default(_unsafe_view, [72, 8]);  _unsafe_view = None
    _tensor_constant6 = self._tensor_constant6
    t_4 = torch.ops.aten.t.default(_tensor_constant6);  _tensor_constant6 = None
    mm_2 = torch.ops.aten.mm.default(view_2, t_4);  t_4 = None
    t_5 = torch.ops.aten.t.default(view_2)
    _tensor_constant7 = self._tensor_constant7
    mm_3 = torch.ops.aten.mm.default(t_5, _tensor_constant7);  t_5 = _tensor_constant7 = None
    t_6 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(view_2, [0], True);  view_2 = None
    view_3 = torch.ops.aten.view.default(sum_2, [8]);  sum_2 = None
    t_7 = torch.ops.aten.t.default(t_6);  t_6 = None
    view_4 = torch.ops.aten.view.default(mm_2, [8, 9, 8]);  mm_2 = None
    view_5 = torch.ops.aten.view.default(view_4, [8, 9, 8]);  view_4 = None
    _tensor_constant8 = self._tensor_constant8
    transpose = torch.ops.aten.transpose.int(_tensor_constant8, 1, 2);  _tensor_constant8 = None
    bmm = torch.ops.aten.bmm.default(transpose, view_5);  transpose = None
    _tensor_constant9 = self._tensor_constant9
    transpose_1 = torch.ops.aten.transpose.int(_tensor_constant9, 1, 2);  _tensor_constant9 = None
    bmm_1 = torch.ops.aten.bmm.default(view_5, transpose_1);  view_5 = transpose_1 = None
    view_6 = torch.ops.aten.view.default(bmm, [8, 9, 8]);  bmm = None
    view_7 = torch.ops.aten.view.default(bmm_1, [8, 9, 9]);  bmm_1 = None
    _tensor_constant10 = self._tensor_constant10
    detach_1 = torch.ops.aten.detach.default(_tensor_constant10);  _tensor_constant10 = None
    _softmax_backward_data = torch.ops.aten._softmax_backward_data.default(view_7, detach_1, -1, torch.float32);  view_7 = detach_1 = None
    view_8 = torch.ops.aten.view.default(_softmax_backward_data, [2, 4, 9, 9]);  _softmax_backward_data = None
    view_9 = torch.ops.aten.view.default(view_8, [8, 9, 9]);  view_8 = None
    div_1 = torch.ops.aten.div.Tensor(view_9, 2.8284271247461903);  view_9 = None
    view_10 = torch.ops.aten.view.default(div_1, [8, 9, 9]);  div_1 = None
    _tensor_constant11 = self._tensor_constant11
    transpose_2 = torch.ops.aten.transpose.int(_tensor_constant11, 1, 2);  _tensor_constant11 = None
    bmm_2 = torch.ops.aten.bmm.default(transpose_2, view_10);  transpose_2 = None
    _tensor_constant12 = self._tensor_constant12
    transpose_3 = torch.ops.aten.transpose.int(_tensor_constant12, 1, 2);  _tensor_constant12 = None
    bmm_3 = torch.ops.aten.bmm.default(view_10, transpose_3);  view_10 = transpose_3 = None
    view_11 = torch.ops.aten.view.default(bmm_2, [8, 8, 9]);  bmm_2 = None
    view_12 = torch.ops.aten.view.default(bmm_3, [8, 9, 8]);  bmm_3 = None
    transpose_4 = torch.ops.aten.transpose.int(view_11, -2, -1);  view_11 = None
    cat = torch.ops.aten.cat.default([view_12, transpose_4, view_6], 2);  view_12 = transpose_4 = view_6 = None
    view_13 = torch.ops.aten.view.default(cat, [72, 24]);  cat = None
    _tensor_constant13 = self._tensor_constant13
    t_8 = torch.ops.aten.t.default(_tensor_constant13);  _tensor_constant13 = None
    mm_4 = torch.ops.aten.mm.default(view_13, t_8);  t_8 = None
    t_9 = torch.ops.aten.t.default(view_13)
    _tensor_constant14 = self._tensor_constant14
    mm_5 = torch.ops.aten.mm.default(t_9, _tensor_constant14);  t_9 = _tensor_constant14 = None
    t_10 = torch.ops.aten.t.default(mm_5);  mm_5 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(view_13, [0], True);  view_13 = None
    view_14 = torch.ops.aten.view.default(sum_3, [24]);  sum_3 = None
    t_11 = torch.ops.aten.t.default(t_10);  t_10 = None
    view_15 = torch.ops.aten.view.default(mm_4, [8, 9, 8]);  mm_4 = None
    view_16 = torch.ops.aten.view.default(view_15, [2, 2, 2, 3, 3, 8]);  view_15 = None
    permute_1 = torch.ops.aten.permute.default(view_16, [0, 1, 3, 2, 4, 5]);  view_16 = None
    clone_1 = torch.ops.aten.clone.default(permute_1, memory_format = torch.contiguous_format);  permute_1 = None
    _unsafe_view_1 = torch.ops.aten._unsafe_view.default(clone_1, [2, 6, 6, 8]);  clone_1 = None
    roll_1 = torch.ops.aten.roll.default(_unsafe_view_1, [1, 1], [2, 1]);  _unsafe_view_1 = None
    view_17 = torch.ops.aten.view.default(roll_1, [72, 8]);  roll_1 = None
    t_12 = torch.ops.aten.t.default(view_17)
    _tensor_constant15 = self._tensor_constant15
    mm_6 = torch.ops.aten.mm.default(t_12, _tensor_constant15);  t_12 = _tensor_constant15 = None
    t_13 = torch.ops.aten.t.default(mm_6);  mm_6 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(view_17, [0], True);  view_17 = None
    view_18 = torch.ops.aten.view.default(sum_4, [8]);  sum_4 = None
    t_14 = torch.ops.aten.t.default(t_13);  t_13 = None
    return (t_14, view_18, t_11, view_14, t_7, view_3, t_3, view)
    