


def forward(self, primals_4, primals_9, view, _unsafe_view, _softmax, cat_2, transpose_2, transpose_3, transpose_4, tangents_1):
    t_3 = torch.ops.aten.t.default(primals_9);  primals_9 = None
    t_4 = torch.ops.aten.t.default(t_3);  t_3 = None
    mm_1 = torch.ops.aten.mm.default(tangents_1, t_4);  t_4 = None
    t_5 = torch.ops.aten.t.default(tangents_1)
    mm_2 = torch.ops.aten.mm.default(t_5, cat_2);  t_5 = cat_2 = None
    t_6 = torch.ops.aten.t.default(mm_2);  mm_2 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(tangents_1, [0], True);  tangents_1 = None
    view_10 = torch.ops.aten.view.default(sum_2, [3]);  sum_2 = None
    t_7 = torch.ops.aten.t.default(t_6);  t_6 = None
    slice_17 = torch.ops.aten.slice.Tensor(mm_1, 1, 0, 4)
    slice_18 = torch.ops.aten.slice.Tensor(mm_1, 1, 4, 8)
    slice_19 = torch.ops.aten.slice.Tensor(mm_1, 1, 8, 12);  mm_1 = None
    slice_backward = torch.ops.aten.slice_backward.default(slice_19, [2, 8], 1, 0, 4, 1);  slice_19 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(slice_backward, 1);  slice_backward = None
    expand_4 = torch.ops.aten.expand.default(unsqueeze, [2, 6, 8]);  unsqueeze = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(slice_17, 1);  slice_17 = None
    expand_5 = torch.ops.aten.expand.default(unsqueeze_1, [2, 6, 4]);  unsqueeze_1 = None
    div = torch.ops.aten.div.Scalar(expand_5, 6);  expand_5 = None
    slice_backward_1 = torch.ops.aten.slice_backward.default(slice_18, [2, 8], 1, 4, 9223372036854775807, 1);  slice_18 = None
    select_backward = torch.ops.aten.select_backward.default(slice_backward_1, [2, 6, 8], 1, -1);  slice_backward_1 = None
    select_backward_1 = torch.ops.aten.select_backward.default(select_backward, [2, 2, 6, 8], 0, 1);  select_backward = None
    zeros = torch.ops.aten.zeros.default([2, 4], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    select_scatter_3 = torch.ops.aten.select_scatter.default(div, zeros, 1, 5);  zeros = None
    select_17 = torch.ops.aten.select.int(div, 1, 5);  div = None
    mul_1 = torch.ops.aten.mul.Tensor(select_17, 2.0);  select_17 = None
    select_backward_2 = torch.ops.aten.select_backward.default(mul_1, [2, 6, 4], 1, 0);  mul_1 = None
    add_1 = torch.ops.aten.add.Tensor(select_scatter_3, select_backward_2);  select_scatter_3 = select_backward_2 = None
    view_11 = torch.ops.aten.view.default(add_1, [2, 6, 4]);  add_1 = None
    expand_2 = torch.ops.aten.expand.default(_softmax, [2, 6, 8])
    view_7 = torch.ops.aten.view.default(expand_2, [2, 6, 8]);  expand_2 = None
    transpose_1 = torch.ops.aten.transpose.int(view_7, 1, 2);  view_7 = None
    bmm_2 = torch.ops.aten.bmm.default(transpose_1, view_11);  transpose_1 = None
    bmm_3 = torch.ops.aten.bmm.default(view_11, transpose_2);  view_11 = transpose_2 = None
    view_12 = torch.ops.aten.view.default(bmm_2, [2, 8, 4]);  bmm_2 = None
    view_13 = torch.ops.aten.view.default(bmm_3, [2, 6, 8]);  bmm_3 = None
    detach = torch.ops.aten.detach.default(_softmax);  _softmax = None
    detach_1 = torch.ops.aten.detach.default(detach);  detach = None
    _softmax_backward_data = torch.ops.aten._softmax_backward_data.default(view_13, detach_1, -1, torch.float32);  view_13 = detach_1 = None
    view_14 = torch.ops.aten.view.default(_softmax_backward_data, [2, 6, 8]);  _softmax_backward_data = None
    bmm_4 = torch.ops.aten.bmm.default(transpose_3, view_14);  transpose_3 = None
    bmm_5 = torch.ops.aten.bmm.default(view_14, transpose_4);  view_14 = transpose_4 = None
    view_15 = torch.ops.aten.view.default(bmm_4, [2, 4, 8]);  bmm_4 = None
    view_16 = torch.ops.aten.view.default(bmm_5, [2, 6, 4]);  bmm_5 = None
    transpose_5 = torch.ops.aten.transpose.int(view_15, 1, 2);  view_15 = None
    view_17 = torch.ops.aten.view.default(view_16, [12, 4]);  view_16 = None
    t_8 = torch.ops.aten.t.default(view_17)
    mm_3 = torch.ops.aten.mm.default(t_8, view);  t_8 = None
    t_9 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(view_17, [0], True);  view_17 = None
    view_18 = torch.ops.aten.view.default(sum_3, [4]);  sum_3 = None
    t_10 = torch.ops.aten.t.default(t_9);  t_9 = None
    slice_20 = torch.ops.aten.slice.Tensor(view_12, 1, 0, 4)
    slice_21 = torch.ops.aten.slice.Tensor(view_12, 1, 4, 8);  view_12 = None
    slice_backward_2 = torch.ops.aten.slice_backward.default(slice_21, [2, 6, 4], 1, 2, 9223372036854775807, 1);  slice_21 = None
    slice_backward_3 = torch.ops.aten.slice_backward.default(slice_20, [2, 6, 4], 1, 0, 4, 1);  slice_20 = None
    slice_22 = torch.ops.aten.slice.Tensor(transpose_5, 1, 0, 4)
    slice_23 = torch.ops.aten.slice.Tensor(transpose_5, 1, 4, 8);  transpose_5 = None
    slice_backward_4 = torch.ops.aten.slice_backward.default(slice_23, [2, 6, 4], 1, 2, 9223372036854775807, 1);  slice_23 = None
    slice_backward_5 = torch.ops.aten.slice_backward.default(slice_22, [2, 6, 4], 1, 0, 4, 1);  slice_22 = None
    cat_3 = torch.ops.aten.cat.default([slice_backward_4, slice_backward_2], 2);  slice_backward_4 = slice_backward_2 = None
    cat_4 = torch.ops.aten.cat.default([slice_backward_5, slice_backward_3], 2);  slice_backward_5 = slice_backward_3 = None
    add_2 = torch.ops.aten.add.Tensor(expand_4, cat_4);  expand_4 = cat_4 = None
    stack = torch.ops.aten.stack.default([add_2, cat_3]);  add_2 = cat_3 = None
    add_3 = torch.ops.aten.add.Tensor(select_backward_1, stack);  select_backward_1 = stack = None
    new_empty_strided = torch.ops.aten.new_empty_strided.default(add_3, [2, 2, 6, 8], [96, 48, 8, 1])
    copy_1 = torch.ops.aten.copy.default(new_empty_strided, add_3);  new_empty_strided = add_3 = None
    select_19 = torch.ops.aten.select.int(copy_1, 0, 1)
    clone_1 = torch.ops.aten.clone.default(select_19, memory_format = torch.contiguous_format)
    index_fill = torch.ops.aten.index_fill.int_Scalar(clone_1, 1, primals_4, 0)
    index_select = torch.ops.aten.index_select.default(clone_1, 1, primals_4);  clone_1 = primals_4 = None
    expand_6 = torch.ops.aten.expand.default(index_select, [2, 3, 8]);  index_select = None
    copy_2 = torch.ops.aten.copy.default(select_19, index_fill);  select_19 = index_fill = None
    select_scatter_4 = torch.ops.aten.select_scatter.default(copy_1, copy_2, 0, 1);  copy_1 = copy_2 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(expand_6, [0, 1], True)
    view_19 = torch.ops.aten.view.default(sum_4, [8]);  sum_4 = None
    view_20 = torch.ops.aten.view.default(expand_6, [6, 8]);  expand_6 = None
    t_11 = torch.ops.aten.t.default(view_20);  view_20 = None
    mm_4 = torch.ops.aten.mm.default(t_11, _unsafe_view);  t_11 = _unsafe_view = None
    t_12 = torch.ops.aten.t.default(mm_4);  mm_4 = None
    t_13 = torch.ops.aten.t.default(t_12);  t_12 = None
    new_empty_strided_1 = torch.ops.aten.new_empty_strided.default(select_scatter_4, [2, 2, 6, 8], [96, 48, 8, 1])
    copy_3 = torch.ops.aten.copy.default(new_empty_strided_1, select_scatter_4);  new_empty_strided_1 = select_scatter_4 = None
    select_23 = torch.ops.aten.select.int(copy_3, 0, 0);  copy_3 = None
    slice_25 = torch.ops.aten.slice.Tensor(select_23, 1, 0, 3);  select_23 = None
    clone_2 = torch.ops.aten.clone.default(slice_25, memory_format = torch.contiguous_format);  slice_25 = None
    slice_backward_6 = torch.ops.aten.slice_backward.default(clone_2, [2, 6, 8], 1, 0, 3, 1);  clone_2 = None
    view_21 = torch.ops.aten.view.default(slice_backward_6, [12, 8]);  slice_backward_6 = None
    t_14 = torch.ops.aten.t.default(view_21)
    mm_5 = torch.ops.aten.mm.default(t_14, view);  t_14 = view = None
    t_15 = torch.ops.aten.t.default(mm_5);  mm_5 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(view_21, [0], True);  view_21 = None
    view_22 = torch.ops.aten.view.default(sum_5, [8]);  sum_5 = None
    t_16 = torch.ops.aten.t.default(t_15);  t_15 = None
    return (None, t_16, view_22, None, t_13, view_19, t_10, view_18, t_7, view_10)
    