


def forward(self, primals_1, primals_3, primals_4, primals_6, clone, relu, tangents_1):
    t = torch.ops.aten.t.default(primals_6);  primals_6 = None
    t_1 = torch.ops.aten.t.default(t);  t = None
    mm = torch.ops.aten.mm.default(tangents_1, t_1);  t_1 = None
    t_2 = torch.ops.aten.t.default(tangents_1)
    view_1 = torch.ops.aten.view.default(relu, [2, 96])
    mm_1 = torch.ops.aten.mm.default(t_2, view_1);  t_2 = view_1 = None
    t_3 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(tangents_1, [0], True);  tangents_1 = None
    view_2 = torch.ops.aten.view.default(sum_1, [3]);  sum_1 = None
    t_4 = torch.ops.aten.t.default(t_3);  t_3 = None
    view_3 = torch.ops.aten.view.default(mm, [2, 6, 4, 4]);  mm = None
    detach = torch.ops.aten.detach.default(relu);  relu = None
    detach_1 = torch.ops.aten.detach.default(detach);  detach = None
    threshold_backward = torch.ops.aten.threshold_backward.default(view_3, detach_1, 0);  view_3 = detach_1 = None
    new_empty_strided = torch.ops.aten.new_empty_strided.default(threshold_backward, [2, 6, 4, 4], [96, 16, 4, 1])
    copy_1 = torch.ops.aten.copy.default(new_empty_strided, threshold_backward);  new_empty_strided = threshold_backward = None
    select_5 = torch.ops.aten.select.int(copy_1, 1, -1)
    clone_1 = torch.ops.aten.clone.default(select_5, memory_format = torch.contiguous_format)
    zeros_like = torch.ops.aten.zeros_like.default(clone_1, memory_format = torch.contiguous_format)
    copy_2 = torch.ops.aten.copy.default(select_5, zeros_like);  select_5 = zeros_like = None
    select_scatter_1 = torch.ops.aten.select_scatter.default(copy_1, copy_2, 1, -1);  copy_1 = copy_2 = None
    sum_2 = torch.ops.aten.sum.default(clone_1);  clone_1 = None
    view_4 = torch.ops.aten.view.default(sum_2, [1, 1]);  sum_2 = None
    new_empty_strided_1 = torch.ops.aten.new_empty_strided.default(select_scatter_1, [2, 6, 4, 4], [96, 16, 4, 1])
    copy_3 = torch.ops.aten.copy.default(new_empty_strided_1, select_scatter_1);  new_empty_strided_1 = select_scatter_1 = None
    slice_5 = torch.ops.aten.slice.Tensor(copy_3, 1, 0, 3)
    clone_2 = torch.ops.aten.clone.default(slice_5, memory_format = torch.contiguous_format)
    mul_1 = torch.ops.aten.mul.Tensor(clone_2, clone);  clone = None
    mul_2 = torch.ops.aten.mul.Tensor(clone_2, primals_4);  clone_2 = primals_4 = None
    copy_4 = torch.ops.aten.copy.default(slice_5, mul_2);  slice_5 = mul_2 = None
    slice_scatter_1 = torch.ops.aten.slice_scatter.default(copy_3, copy_4, 1, 0, 3);  copy_3 = copy_4 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(mul_1, [0, 2, 3], True);  mul_1 = None
    view_5 = torch.ops.aten.view.default(sum_3, [3, 1, 1]);  sum_3 = None
    convolution_backward = torch.ops.aten.convolution_backward.default(slice_scatter_1, primals_3, primals_1, [6], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [False, True, True]);  slice_scatter_1 = primals_3 = primals_1 = None
    getitem_1 = convolution_backward[1]
    getitem_2 = convolution_backward[2];  convolution_backward = None
    return (getitem_1, getitem_2, None, view_5, view_4, t_4, view_2)
    