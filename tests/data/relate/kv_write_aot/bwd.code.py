


def forward(self, primals_8, primals_9, _unsafe_view, _unsafe_view_2, view, _softmax, mean, transpose_6, transpose_7, transpose_10, tangents_1):
    t_3 = torch.ops.aten.t.default(primals_9);  primals_9 = None
    t_4 = torch.ops.aten.t.default(t_3);  t_3 = None
    mm_2 = torch.ops.aten.mm.default(tangents_1, t_4);  t_4 = None
    t_5 = torch.ops.aten.t.default(tangents_1)
    mm_3 = torch.ops.aten.mm.default(t_5, mean);  t_5 = mean = None
    t_6 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(tangents_1, [0], True);  tangents_1 = None
    view_10 = torch.ops.aten.view.default(sum_1, [3]);  sum_1 = None
    t_7 = torch.ops.aten.t.default(t_6);  t_6 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(mm_2, 1);  mm_2 = None
    expand_8 = torch.ops.aten.expand.default(unsqueeze, [2, 6, 8]);  unsqueeze = None
    div_1 = torch.ops.aten.div.Scalar(expand_8, 6);  expand_8 = None
    new_empty_strided = torch.ops.aten.new_empty_strided.default(div_1, [2, 6, 8], [48, 8, 1])
    copy_2 = torch.ops.aten.copy.default(new_empty_strided, div_1);  new_empty_strided = div_1 = None
    slice_23 = torch.ops.aten.slice.Tensor(copy_2, 1, 0, 2)
    clone_3 = torch.ops.aten.clone.default(slice_23, memory_format = torch.contiguous_format)
    mul_2 = torch.ops.aten.mul.Tensor(clone_3, 2.0);  clone_3 = None
    copy_3 = torch.ops.aten.copy.default(slice_23, mul_2);  slice_23 = mul_2 = None
    slice_scatter_3 = torch.ops.aten.slice_scatter.default(copy_2, copy_3, 1, 0, 2);  copy_2 = copy_3 = None
    expand_4 = torch.ops.aten.expand.default(_softmax, [2, 6, 6])
    view_6 = torch.ops.aten.view.default(expand_4, [2, 6, 6]);  expand_4 = None
    transpose_4 = torch.ops.aten.transpose.int(view_6, 1, 2);  view_6 = None
    view_12 = torch.ops.aten.view.default(slice_scatter_3, [2, 6, 8]);  slice_scatter_3 = None
    bmm_2 = torch.ops.aten.bmm.default(transpose_4, view_12);  transpose_4 = None
    bmm_3 = torch.ops.aten.bmm.default(view_12, transpose_6);  view_12 = transpose_6 = None
    view_14 = torch.ops.aten.view.default(bmm_2, [2, 6, 8]);  bmm_2 = None
    view_15 = torch.ops.aten.view.default(bmm_3, [2, 6, 6]);  bmm_3 = None
    detach = torch.ops.aten.detach.default(_softmax);  _softmax = None
    detach_1 = torch.ops.aten.detach.default(detach);  detach = None
    _softmax_backward_data = torch.ops.aten._softmax_backward_data.default(view_15, detach_1, -1, torch.float32);  view_15 = detach_1 = None
    new_empty_strided_1 = torch.ops.aten.new_empty_strided.default(_softmax_backward_data, [2, 6, 6], [36, 6, 1])
    copy_4 = torch.ops.aten.copy.default(new_empty_strided_1, _softmax_backward_data);  new_empty_strided_1 = _softmax_backward_data = None
    select_17 = torch.ops.aten.select.int(copy_4, 0, 1)
    select_18 = torch.ops.aten.select.int(select_17, 1, 0)
    clone_4 = torch.ops.aten.clone.default(select_18, memory_format = torch.contiguous_format)
    mul_3 = torch.ops.aten.mul.Tensor(clone_4, 0.5);  clone_4 = None
    copy_5 = torch.ops.aten.copy.default(select_18, mul_3);  select_18 = mul_3 = None
    select_scatter_3 = torch.ops.aten.select_scatter.default(select_17, copy_5, 1, 0);  select_17 = copy_5 = None
    select_scatter_4 = torch.ops.aten.select_scatter.default(copy_4, select_scatter_3, 0, 1);  copy_4 = select_scatter_3 = None
    new_empty_strided_2 = torch.ops.aten.new_empty_strided.default(select_scatter_4, [2, 6, 6], [36, 6, 1])
    copy_6 = torch.ops.aten.copy.default(new_empty_strided_2, select_scatter_4);  new_empty_strided_2 = select_scatter_4 = None
    select_23 = torch.ops.aten.select.int(copy_6, 0, 0)
    clone_5 = torch.ops.aten.clone.default(select_23, memory_format = torch.contiguous_format)
    masked_fill_1 = torch.ops.aten.masked_fill.Scalar(clone_5, primals_8, 0);  clone_5 = primals_8 = None
    copy_7 = torch.ops.aten.copy.default(select_23, masked_fill_1);  select_23 = masked_fill_1 = None
    select_scatter_5 = torch.ops.aten.select_scatter.default(copy_6, copy_7, 0, 0);  copy_6 = copy_7 = None
    div_2 = torch.ops.aten.div.Tensor(select_scatter_5, 2.8284271247461903);  select_scatter_5 = None
    view_16 = torch.ops.aten.view.default(div_2, [2, 6, 6]);  div_2 = None
    bmm_4 = torch.ops.aten.bmm.default(transpose_7, view_16);  transpose_7 = None
    bmm_5 = torch.ops.aten.bmm.default(view_16, transpose_10);  view_16 = transpose_10 = None
    view_18 = torch.ops.aten.view.default(bmm_4, [2, 8, 6]);  bmm_4 = None
    view_19 = torch.ops.aten.view.default(bmm_5, [2, 6, 8]);  bmm_5 = None
    transpose_11 = torch.ops.aten.transpose.int(view_18, 1, 2);  view_18 = None
    view_20 = torch.ops.aten.view.default(view_19, [12, 8]);  view_19 = None
    t_8 = torch.ops.aten.t.default(view_20)
    mm_4 = torch.ops.aten.mm.default(t_8, view);  t_8 = view = None
    t_9 = torch.ops.aten.t.default(mm_4);  mm_4 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(view_20, [0], True);  view_20 = None
    view_21 = torch.ops.aten.view.default(sum_2, [8]);  sum_2 = None
    t_10 = torch.ops.aten.t.default(t_9);  t_9 = None
    slice_backward = torch.ops.aten.slice_backward.default(view_14, [2, 6, 16], 2, 8, 9223372036854775807, 1);  view_14 = None
    slice_backward_1 = torch.ops.aten.slice_backward.default(transpose_11, [2, 6, 16], 2, 0, 8, 1);  transpose_11 = None
    add_2 = torch.ops.aten.add.Tensor(slice_backward, slice_backward_1);  slice_backward = slice_backward_1 = None
    new_empty_strided_3 = torch.ops.aten.new_empty_strided.default(add_2, [2, 6, 16], [96, 16, 1])
    copy_8 = torch.ops.aten.copy.default(new_empty_strided_3, add_2);  new_empty_strided_3 = add_2 = None
    slice_28 = torch.ops.aten.slice.Tensor(copy_8, 1, 4, 9223372036854775807)
    clone_6 = torch.ops.aten.clone.default(slice_28, memory_format = torch.contiguous_format)
    zeros_like = torch.ops.aten.zeros_like.default(clone_6, memory_format = torch.contiguous_format)
    copy_9 = torch.ops.aten.copy.default(slice_28, zeros_like);  slice_28 = zeros_like = None
    slice_scatter_4 = torch.ops.aten.slice_scatter.default(copy_8, copy_9, 1, 4, 9223372036854775807);  copy_8 = copy_9 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(clone_6, [0, 1], True)
    view_22 = torch.ops.aten.view.default(sum_3, [16]);  sum_3 = None
    view_23 = torch.ops.aten.view.default(clone_6, [4, 16]);  clone_6 = None
    t_11 = torch.ops.aten.t.default(view_23);  view_23 = None
    mm_5 = torch.ops.aten.mm.default(t_11, _unsafe_view_2);  t_11 = _unsafe_view_2 = None
    t_12 = torch.ops.aten.t.default(mm_5);  mm_5 = None
    t_13 = torch.ops.aten.t.default(t_12);  t_12 = None
    new_empty_strided_4 = torch.ops.aten.new_empty_strided.default(slice_scatter_4, [2, 6, 16], [96, 16, 1])
    copy_10 = torch.ops.aten.copy.default(new_empty_strided_4, slice_scatter_4);  new_empty_strided_4 = slice_scatter_4 = None
    slice_31 = torch.ops.aten.slice.Tensor(copy_10, 1, 0, 4);  copy_10 = None
    clone_7 = torch.ops.aten.clone.default(slice_31, memory_format = torch.contiguous_format);  slice_31 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(clone_7, [0, 1], True)
    view_24 = torch.ops.aten.view.default(sum_4, [16]);  sum_4 = None
    view_25 = torch.ops.aten.view.default(clone_7, [8, 16]);  clone_7 = None
    t_14 = torch.ops.aten.t.default(view_25);  view_25 = None
    mm_6 = torch.ops.aten.mm.default(t_14, _unsafe_view);  t_14 = _unsafe_view = None
    t_15 = torch.ops.aten.t.default(mm_6);  mm_6 = None
    t_16 = torch.ops.aten.t.default(t_15);  t_15 = None
    return (None, t_16, view_24, t_13, view_22, t_10, view_21, None, t_7, view_10)
    