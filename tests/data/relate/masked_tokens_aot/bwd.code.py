


def forward(self, primals_5, primals_7, view, view_5, mean, detach_1, tangents_1):
    t_2 = torch.ops.aten.t.default(primals_7);  primals_7 = None
    t_3 = torch.ops.aten.t.default(t_2);  t_2 = None
    mm = torch.ops.aten.mm.default(tangents_1, t_3);  t_3 = None
    t_4 = torch.ops.aten.t.default(tangents_1)
    mm_1 = torch.ops.aten.mm.default(t_4, mean);  t_4 = mean = None
    t_5 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(tangents_1, [0], True);  tangents_1 = None
    view_7 = torch.ops.aten.view.default(sum_1, [3]);  sum_1 = None
    t_6 = torch.ops.aten.t.default(t_5);  t_5 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(mm, 1);  mm = None
    expand_2 = torch.ops.aten.expand.default(unsqueeze, [2, 5, 6]);  unsqueeze = None
    div = torch.ops.aten.div.Scalar(expand_2, 5);  expand_2 = None
    tanh_backward = torch.ops.aten.tanh_backward.default(div, detach_1);  detach_1 = None
    view_8 = torch.ops.aten.view.default(tanh_backward, [10, 6]);  tanh_backward = None
    t_1 = torch.ops.aten.t.default(primals_5);  primals_5 = None
    t_7 = torch.ops.aten.t.default(t_1);  t_1 = None
    mm_2 = torch.ops.aten.mm.default(view_8, t_7);  t_7 = None
    t_8 = torch.ops.aten.t.default(view_8)
    mm_3 = torch.ops.aten.mm.default(t_8, view_5);  t_8 = view_5 = None
    t_9 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(view_8, [0], True);  view_8 = None
    view_9 = torch.ops.aten.view.default(sum_2, [6]);  sum_2 = None
    t_10 = torch.ops.aten.t.default(t_9);  t_9 = None
    view_10 = torch.ops.aten.view.default(mm_2, [2, 5, 6]);  mm_2 = None
    add_1 = torch.ops.aten.add.Tensor(div, view_10);  div = view_10 = None
    new_empty_strided = torch.ops.aten.new_empty_strided.default(add_1, [2, 5, 6], [30, 6, 1])
    copy_2 = torch.ops.aten.copy.default(new_empty_strided, add_1);  new_empty_strided = add_1 = None
    select_8 = torch.ops.aten.select.int(copy_2, 1, 3)
    clone_1 = torch.ops.aten.clone.default(select_8, memory_format = torch.contiguous_format)
    zeros_like = torch.ops.aten.zeros_like.default(clone_1, memory_format = torch.contiguous_format)
    copy_3 = torch.ops.aten.copy.default(select_8, zeros_like);  select_8 = zeros_like = None
    select_scatter_2 = torch.ops.aten.select_scatter.default(copy_2, copy_3, 1, 3);  copy_2 = copy_3 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(clone_1, [0], True);  clone_1 = None
    view_11 = torch.ops.aten.view.default(sum_3, [6]);  sum_3 = None
    view_12 = torch.ops.aten.view.default(view_11, [6]);  view_11 = None
    mul_1 = torch.ops.aten.mul.Tensor(view_12, 2.0);  view_12 = None
    new_empty_strided_1 = torch.ops.aten.new_empty_strided.default(select_scatter_2, [2, 5, 6], [30, 6, 1])
    copy_4 = torch.ops.aten.copy.default(new_empty_strided_1, select_scatter_2);  new_empty_strided_1 = select_scatter_2 = None
    select_11 = torch.ops.aten.select.int(copy_4, 1, 1)
    clone_2 = torch.ops.aten.clone.default(select_11, memory_format = torch.contiguous_format)
    zeros_like_1 = torch.ops.aten.zeros_like.default(clone_2, memory_format = torch.contiguous_format)
    copy_5 = torch.ops.aten.copy.default(select_11, zeros_like_1);  select_11 = zeros_like_1 = None
    select_scatter_3 = torch.ops.aten.select_scatter.default(copy_4, copy_5, 1, 1);  copy_4 = copy_5 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(clone_2, [0], True);  clone_2 = None
    view_13 = torch.ops.aten.view.default(sum_4, [6]);  sum_4 = None
    view_14 = torch.ops.aten.view.default(view_13, [6]);  view_13 = None
    add_2 = torch.ops.aten.add.Tensor(mul_1, view_14);  mul_1 = view_14 = None
    view_16 = torch.ops.aten.view.default(select_scatter_3, [10, 6]);  select_scatter_3 = None
    t_12 = torch.ops.aten.t.default(view_16)
    mm_4 = torch.ops.aten.mm.default(t_12, view);  t_12 = view = None
    t_13 = torch.ops.aten.t.default(mm_4);  mm_4 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(view_16, [0], True);  view_16 = None
    view_18 = torch.ops.aten.view.default(sum_5, [6]);  sum_5 = None
    t_14 = torch.ops.aten.t.default(t_13);  t_13 = None
    return (t_14, view_18, None, add_2, t_10, view_9, t_6, view_7)
    