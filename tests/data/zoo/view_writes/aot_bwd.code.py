


def forward(self, primals_6, primals_7, view, _to_copy, add_2, eq, detach_3, tangents_1):
    t_2 = torch.ops.aten.t.default(primals_7);  primals_7 = None
    t_3 = torch.ops.aten.t.default(t_2);  t_2 = None
    mm = torch.ops.aten.mm.default(tangents_1, t_3);  t_3 = None
    t_4 = torch.ops.aten.t.default(tangents_1)
    mm_1 = torch.ops.aten.mm.default(t_4, add_2);  t_4 = add_2 = None
    t_5 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(tangents_1, [0], True);  tangents_1 = None
    view_4 = torch.ops.aten.view.default(sum_1, [3]);  sum_1 = None
    t_6 = torch.ops.aten.t.default(t_5);  t_5 = None
    view_6 = torch.ops.aten.view.default(mm, [2, 1, 6])
    sum_2 = torch.ops.aten.sum.dim_IntList(eq, [1], True)
    div = torch.ops.aten.div.Tensor(view_6, sum_2);  view_6 = sum_2 = None
    mul_1 = torch.ops.aten.mul.Tensor(div, eq);  div = eq = None
    unsqueeze = torch.ops.aten.unsqueeze.default(mm, 2);  mm = None
    expand = torch.ops.aten.expand.default(unsqueeze, [2, 6, 20]);  unsqueeze = None
    div_1 = torch.ops.aten.div.Scalar(expand, 20);  expand = None
    new_zeros_1 = torch.ops.aten.new_zeros.default(div_1, [2, 6, 10], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _unsafe_index_put = torch.ops.aten._unsafe_index_put.default(new_zeros_1, [None, None, _to_copy], div_1, True);  new_zeros_1 = _to_copy = div_1 = None
    transpose_2 = torch.ops.aten.transpose.int(_unsafe_index_put, 1, 2);  _unsafe_index_put = None
    add_3 = torch.ops.aten.add.Tensor(mul_1, transpose_2);  mul_1 = transpose_2 = None
    new_empty_strided = torch.ops.aten.new_empty_strided.default(add_3, [2, 10, 6], [60, 6, 1])
    copy_2 = torch.ops.aten.copy.default(new_empty_strided, add_3);  new_empty_strided = add_3 = None
    select_5 = torch.ops.aten.select.int(copy_2, 1, 0)
    clone = torch.ops.aten.clone.default(select_5, memory_format = torch.contiguous_format)
    copy_3 = torch.ops.aten.copy.default(select_5, clone);  select_5 = clone = None
    select_scatter_1 = torch.ops.aten.select_scatter.default(copy_2, copy_3, 1, 0);  copy_2 = copy_3 = None
    new_empty_strided_1 = torch.ops.aten.new_empty_strided.default(select_scatter_1, [2, 10, 6], [60, 6, 1])
    copy_4 = torch.ops.aten.copy.default(new_empty_strided_1, select_scatter_1);  new_empty_strided_1 = select_scatter_1 = None
    slice_13 = torch.ops.aten.slice.Tensor(copy_4, 1, 5, 9223372036854775807)
    clone_1 = torch.ops.aten.clone.default(slice_13, memory_format = torch.contiguous_format)
    masked_fill_1 = torch.ops.aten.masked_fill.Scalar(clone_1, primals_6, 0);  clone_1 = primals_6 = None
    copy_5 = torch.ops.aten.copy.default(slice_13, masked_fill_1);  slice_13 = masked_fill_1 = None
    slice_scatter_3 = torch.ops.aten.slice_scatter.default(copy_4, copy_5, 1, 5, 9223372036854775807);  copy_4 = copy_5 = None
    new_empty_strided_2 = torch.ops.aten.new_empty_strided.default(slice_scatter_3, [2, 10, 6], [60, 6, 1])
    copy_6 = torch.ops.aten.copy.default(new_empty_strided_2, slice_scatter_3);  new_empty_strided_2 = slice_scatter_3 = None
    slice_16 = torch.ops.aten.slice.Tensor(copy_6, 1, 5, 9223372036854775807)
    clone_2 = torch.ops.aten.clone.default(slice_16, memory_format = torch.contiguous_format)
    zeros_like = torch.ops.aten.zeros_like.default(clone_2, memory_format = torch.contiguous_format)
    copy_7 = torch.ops.aten.copy.default(slice_16, zeros_like);  slice_16 = zeros_like = None
    slice_scatter_4 = torch.ops.aten.slice_scatter.default(copy_6, copy_7, 1, 5, 9223372036854775807);  copy_6 = copy_7 = None
    view_7 = torch.ops.aten.view.default(clone_2, [10, 6]);  clone_2 = None
    t_7 = torch.ops.aten.t.default(view_7)
    mm_2 = torch.ops.aten.mm.default(t_7, view);  t_7 = None
    t_8 = torch.ops.aten.t.default(mm_2);  mm_2 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(view_7, [0], True);  view_7 = None
    view_8 = torch.ops.aten.view.default(sum_3, [6]);  sum_3 = None
    t_9 = torch.ops.aten.t.default(t_8);  t_8 = None
    new_empty_strided_3 = torch.ops.aten.new_empty_strided.default(slice_scatter_4, [2, 10, 6], [60, 6, 1])
    copy_8 = torch.ops.aten.copy.default(new_empty_strided_3, slice_scatter_4);  new_empty_strided_3 = slice_scatter_4 = None
    slice_19 = torch.ops.aten.slice.Tensor(copy_8, 1, 0, 5);  copy_8 = None
    clone_3 = torch.ops.aten.clone.default(slice_19, memory_format = torch.contiguous_format);  slice_19 = None
    tanh_backward = torch.ops.aten.tanh_backward.default(clone_3, detach_3);  clone_3 = detach_3 = None
    view_9 = torch.ops.aten.view.default(tanh_backward, [10, 6]);  tanh_backward = None
    t_10 = torch.ops.aten.t.default(view_9)
    mm_3 = torch.ops.aten.mm.default(t_10, view);  t_10 = view = None
    t_11 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(view_9, [0], True);  view_9 = None
    view_10 = torch.ops.aten.view.default(sum_4, [6]);  sum_4 = None
    t_12 = torch.ops.aten.t.default(t_11);  t_11 = None
    return (None, t_12, view_10, t_9, view_8, None, t_6, view_4)
    