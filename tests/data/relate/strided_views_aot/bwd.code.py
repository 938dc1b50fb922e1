


def forward(self, primals_4, primals_6, view, _unsafe_view, _softmax, cat, eq, transpose_2, transpose_4, detach_5, tangents_1):
    t_2 = torch.ops.aten.t.default(primals_6);  primals_6 = None
    t_3 = torch.ops.aten.t.default(t_2);  t_2 = None
    mm = torch.ops.aten.mm.default(tangents_1, t_3);  t_3 = None
    t_4 = torch.ops.aten.t.default(tangents_1)
    mm_1 = torch.ops.aten.mm.default(t_4, cat);  t_4 = cat = None
    t_5 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(tangents_1, [0], True);  tangents_1 = None
    view_12 = torch.ops.aten.view.default(sum_3, [3]);  sum_3 = None
    t_6 = torch.ops.aten.t.default(t_5);  t_5 = None
    slice_2 = torch.ops.aten.slice.Tensor(mm, 1, 0, 4)
    slice_3 = torch.ops.aten.slice.Tensor(mm, 1, 4, 8)
    slice_4 = torch.ops.aten.slice.Tensor(mm, 1, 8, 12)
    slice_5 = torch.ops.aten.slice.Tensor(mm, 1, 12, 16)
    slice_6 = torch.ops.aten.slice.Tensor(mm, 1, 16, 20)
    slice_7 = torch.ops.aten.slice.Tensor(mm, 1, 20, 24)
    slice_8 = torch.ops.aten.slice.Tensor(mm, 1, 24, 27)
    slice_9 = torch.ops.aten.slice.Tensor(mm, 1, 27, 28);  mm = None
    expand_4 = torch.ops.aten.expand.default(slice_9, [2, 3]);  slice_9 = None
    add_1 = torch.ops.aten.add.Tensor(slice_8, expand_4);  slice_8 = expand_4 = None
    diagonal_backward = torch.ops.aten.diagonal_backward.default(add_1, [2, 4, 4], 1, 1, 2);  add_1 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(diagonal_backward, -1);  diagonal_backward = None
    expand_5 = torch.ops.aten.expand.default(unsqueeze, [2, 4, 4, 4]);  unsqueeze = None
    div = torch.ops.aten.div.Scalar(expand_5, 4);  expand_5 = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(slice_7, 1);  slice_7 = None
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(unsqueeze_1, 2);  unsqueeze_1 = None
    expand_6 = torch.ops.aten.expand.default(unsqueeze_2, [2, 2, 4, 4]);  unsqueeze_2 = None
    div_1 = torch.ops.aten.div.Scalar(expand_6, 8);  expand_6 = None
    unsqueeze_3 = torch.ops.aten.unsqueeze.default(slice_6, 1);  slice_6 = None
    expand_7 = torch.ops.aten.expand.default(unsqueeze_3, [2, 4, 4]);  unsqueeze_3 = None
    div_2 = torch.ops.aten.div.Scalar(expand_7, 4);  expand_7 = None
    unsqueeze_4 = torch.ops.aten.unsqueeze.default(slice_5, 1);  slice_5 = None
    expand_8 = torch.ops.aten.expand.default(unsqueeze_4, [2, 2, 4]);  unsqueeze_4 = None
    unsqueeze_5 = torch.ops.aten.unsqueeze.default(slice_4, -1);  slice_4 = None
    expand_9 = torch.ops.aten.expand.default(unsqueeze_5, [2, 4, 4]);  unsqueeze_5 = None
    div_3 = torch.ops.aten.div.Scalar(expand_9, 4);  expand_9 = None
    view_14 = torch.ops.aten.view.default(slice_3, [2, 1, 1, 4, 1]);  slice_3 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(eq, [1, 2, 4], True)
    div_4 = torch.ops.aten.div.Tensor(view_14, sum_4);  view_14 = sum_4 = None
    mul = torch.ops.aten.mul.Tensor(div_4, eq);  div_4 = eq = None
    unsqueeze_6 = torch.ops.aten.unsqueeze.default(slice_2, 1);  slice_2 = None
    unsqueeze_7 = torch.ops.aten.unsqueeze.default(unsqueeze_6, 2);  unsqueeze_6 = None
    unsqueeze_8 = torch.ops.aten.unsqueeze.default(unsqueeze_7, 4);  unsqueeze_7 = None
    expand_10 = torch.ops.aten.expand.default(unsqueeze_8, [2, 2, 4, 4, 2]);  unsqueeze_8 = None
    div_5 = torch.ops.aten.div.Scalar(expand_10, 16);  expand_10 = None
    add_2 = torch.ops.aten.add.Tensor(mul, div_5);  mul = div_5 = None
    slice_backward = torch.ops.aten.slice_backward.default(div_1, [2, 4, 4, 4], 1, 1, 3, 1);  div_1 = None
    add_3 = torch.ops.aten.add.Tensor(div, slice_backward);  div = slice_backward = None
    select_backward = torch.ops.aten.select_backward.default(div_2, [2, 4, 4, 4], 2, 1);  div_2 = None
    add_4 = torch.ops.aten.add.Tensor(add_3, select_backward);  add_3 = select_backward = None
    new_zeros = torch.ops.aten.new_zeros.default(expand_8, [128])
    as_strided_1 = torch.ops.aten.as_strided.default(new_zeros, [2, 2, 4], [64, 20, 1], 0)
    copy = torch.ops.aten.copy.default(as_strided_1, expand_8);  as_strided_1 = expand_8 = None
    as_strided_scatter = torch.ops.aten.as_strided_scatter.default(new_zeros, copy, [2, 2, 4], [64, 20, 1], 0);  new_zeros = copy = None
    as_strided_4 = torch.ops.aten.as_strided.default(as_strided_scatter, [2, 4, 4, 4], [64, 16, 4, 1], 0);  as_strided_scatter = None
    add_5 = torch.ops.aten.add.Tensor(add_4, as_strided_4);  add_4 = as_strided_4 = None
    diagonal_backward_1 = torch.ops.aten.diagonal_backward.default(div_3, [2, 4, 4, 4], 0, 1, 2);  div_3 = None
    add_6 = torch.ops.aten.add.Tensor(add_5, diagonal_backward_1);  add_5 = diagonal_backward_1 = None
    unfold_backward = torch.ops.aten.unfold_backward.default(add_2, [2, 4, 4, 4], 1, 2, 2);  add_2 = None
    add_7 = torch.ops.aten.add.Tensor(add_6, unfold_backward);  add_6 = unfold_backward = None
    roll_2 = torch.ops.aten.roll.default(add_7, [-1, -1], [2, 1]);  add_7 = None
    view_15 = torch.ops.aten.view.default(roll_2, [2, 2, 2, 2, 2, 4]);  roll_2 = None
    permute_2 = torch.ops.aten.permute.default(view_15, [0, 1, 3, 2, 4, 5]);  view_15 = None
    clone_2 = torch.ops.aten.clone.default(permute_2, memory_format = torch.contiguous_format);  permute_2 = None
    _unsafe_view_2 = torch.ops.aten._unsafe_view.default(clone_2, [8, 4, 4]);  clone_2 = None
    view_16 = torch.ops.aten.view.default(_unsafe_view_2, [8, 4, 4])
    expand_2 = torch.ops.aten.expand.default(_softmax, [8, 4, 4])
    view_8 = torch.ops.aten.view.default(expand_2, [8, 4, 4]);  expand_2 = None
    transpose_1 = torch.ops.aten.transpose.int(view_8, 1, 2);  view_8 = None
    bmm_2 = torch.ops.aten.bmm.default(transpose_1, view_16);  transpose_1 = None
    bmm_3 = torch.ops.aten.bmm.default(view_16, transpose_2);  view_16 = transpose_2 = None
    view_17 = torch.ops.aten.view.default(bmm_2, [8, 4, 4]);  bmm_2 = None
    view_18 = torch.ops.aten.view.default(bmm_3, [8, 4, 4]);  bmm_3 = None
    view_19 = torch.ops.aten.view.default(view_17, [32, 4]);  view_17 = None
    t_1 = torch.ops.aten.t.default(primals_4);  primals_4 = None
    t_7 = torch.ops.aten.t.default(t_1);  t_1 = None
    mm_2 = torch.ops.aten.mm.default(view_19, t_7);  t_7 = None
    t_8 = torch.ops.aten.t.default(view_19)
    view_6 = torch.ops.aten.view.default(_unsafe_view, [32, 4])
    mm_3 = torch.ops.aten.mm.default(t_8, view_6);  t_8 = view_6 = None
    t_9 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(view_19, [0], True);  view_19 = None
    view_20 = torch.ops.aten.view.default(sum_5, [4]);  sum_5 = None
    t_10 = torch.ops.aten.t.default(t_9);  t_9 = None
    view_21 = torch.ops.aten.view.default(mm_2, [8, 4, 4]);  mm_2 = None
    add_8 = torch.ops.aten.add.Tensor(_unsafe_view_2, view_21);  _unsafe_view_2 = view_21 = None
    detach_1 = torch.ops.aten.detach.default(_softmax);  _softmax = None
    detach_4 = torch.ops.aten.detach.default(detach_1);  detach_1 = None
    _softmax_backward_data = torch.ops.aten._softmax_backward_data.default(view_18, detach_4, -1, torch.float32);  view_18 = detach_4 = None
    view_22 = torch.ops.aten.view.default(_softmax_backward_data, [8, 4, 4]);  _softmax_backward_data = None
    expand = torch.ops.aten.expand.default(_unsafe_view, [8, 4, 4]);  _unsafe_view = None
    view_3 = torch.ops.aten.view.default(expand, [8, 4, 4]);  expand = None
    transpose_3 = torch.ops.aten.transpose.int(view_3, 1, 2);  view_3 = None
    bmm_4 = torch.ops.aten.bmm.default(transpose_3, view_22);  transpose_3 = None
    bmm_5 = torch.ops.aten.bmm.default(view_22, transpose_4);  view_22 = transpose_4 = None
    view_23 = torch.ops.aten.view.default(bmm_4, [8, 4, 4]);  bmm_4 = None
    view_24 = torch.ops.aten.view.default(bmm_5, [8, 4, 4]);  bmm_5 = None
    add_9 = torch.ops.aten.add.Tensor(add_8, view_24);  add_8 = view_24 = None
    transpose_5 = torch.ops.aten.transpose.int(view_23, 1, 2);  view_23 = None
    add_10 = torch.ops.aten.add.Tensor(add_9, transpose_5);  add_9 = transpose_5 = None
    view_25 = torch.ops.aten.view.default(add_10, [2, 2, 2, 2, 2, 4]);  add_10 = None
    permute_3 = torch.ops.aten.permute.default(view_25, [0, 1, 3, 2, 4, 5]);  view_25 = None
    clone_3 = torch.ops.aten.clone.default(permute_3, memory_format = torch.contiguous_format);  permute_3 = None
    _unsafe_view_3 = torch.ops.aten._unsafe_view.default(clone_3, [2, 4, 4, 4]);  clone_3 = None
    roll_3 = torch.ops.aten.roll.default(_unsafe_view_3, [1, 1], [2, 1]);  _unsafe_view_3 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(roll_3, detach_5, 0);  roll_3 = detach_5 = None
    view_26 = torch.ops.aten.view.default(threshold_backward, [32, 4]);  threshold_backward = None
    t_11 = torch.ops.aten.t.default(view_26)
    mm_4 = torch.ops.aten.mm.default(t_11, view);  t_11 = view = None
    t_12 = torch.ops.aten.t.default(mm_4);  mm_4 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(view_26, [0], True);  view_26 = None
    view_27 = torch.ops.aten.view.default(sum_6, [4]);  sum_6 = None
    t_13 = torch.ops.aten.t.default(t_12);  t_12 = None
    return (None, t_13, view_27, t_10, view_20, t_6, view_12)
    