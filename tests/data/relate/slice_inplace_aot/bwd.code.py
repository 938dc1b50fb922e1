


def forward(self, primals_3, primals_4, primals_6, clone, select_scatter, gelu, tangents_1):
    t_1 = torch.ops.aten.t.default(primals_6);  primals_6 = None
    t_2 = torch.ops.aten.t.default(t_1);  t_1 = None
    mm = torch.ops.aten.mm.default(tangents_1, t_2);  t_2 = None
    t_3 = torch.ops.aten.t.default(tangents_1)
    mm_1 = torch.ops.aten.mm.default(t_3, gelu);  t_3 = gelu = None
    t_4 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(tangents_1, [0], True);  tangents_1 = None
    view = torch.ops.aten.view.default(sum_1, [3]);  sum_1 = None
    t_5 = torch.ops.aten.t.default(t_4);  t_4 = None
    gelu_backward = torch.ops.aten.gelu_backward.default(mm, select_scatter);  mm = select_scatter = None
    new_empty_strided = torch.ops.aten.new_empty_strided.default(gelu_backward, [2, 6], [6, 1])
    copy = torch.ops.aten.copy.default(new_empty_strided, gelu_backward);  new_empty_strided = gelu_backward = None
    select_5 = torch.ops.aten.select.int(copy, 1, -1)
    clone_1 = torch.ops.aten.clone.default(select_5, memory_format = torch.contiguous_format)
    copy_1 = torch.ops.aten.copy.default(select_5, clone_1);  select_5 = None
    select_scatter_1 = torch.ops.aten.select_scatter.default(copy, copy_1, 1, -1);  copy = copy_1 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(clone_1, [0], True);  clone_1 = None
    new_empty_strided_1 = torch.ops.aten.new_empty_strided.default(select_scatter_1, [2, 6], [6, 1])
    copy_2 = torch.ops.aten.copy.default(new_empty_strided_1, select_scatter_1);  new_empty_strided_1 = select_scatter_1 = None
    slice_5 = torch.ops.aten.slice.Tensor(copy_2, 1, 0, 3)
    clone_2 = torch.ops.aten.clone.default(slice_5, memory_format = torch.contiguous_format)
    mul_1 = torch.ops.aten.mul.Tensor(clone_2, clone);  clone = None
    mul_2 = torch.ops.aten.mul.Tensor(clone_2, primals_4);  clone_2 = primals_4 = None
    copy_3 = torch.ops.aten.copy.default(slice_5, mul_2);  slice_5 = mul_2 = None
    slice_scatter_1 = torch.ops.aten.slice_scatter.default(copy_2, copy_3, 1, 0, 3);  copy_2 = copy_3 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(mul_1, [0], True);  mul_1 = None
    view_1 = torch.ops.aten.view.default(sum_3, [3]);  sum_3 = None
    t_7 = torch.ops.aten.t.default(slice_scatter_1)
    mm_2 = torch.ops.aten.mm.default(t_7, primals_3);  t_7 = primals_3 = None
    t_8 = torch.ops.aten.t.default(mm_2);  mm_2 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(slice_scatter_1, [0], True);  slice_scatter_1 = None
    view_2 = torch.ops.aten.view.default(sum_4, [6]);  sum_4 = None
    t_9 = torch.ops.aten.t.default(t_8);  t_8 = None
    return (t_9, view_2, None, view_1, sum_2, t_5, view)
    