


def forward(self, primals_1, primals_3, primals_4, tanh, tanh_1, tanh_2, tangents_1):
    t_3 = torch.ops.aten.t.default(primals_4);  primals_4 = None
    t_4 = torch.ops.aten.t.default(t_3);  t_3 = None
    mm = torch.ops.aten.mm.default(tangents_1, t_4);  t_4 = None
    t_5 = torch.ops.aten.t.default(tangents_1)
    mm_1 = torch.ops.aten.mm.default(t_5, tanh_2);  t_5 = None
    t_6 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(tangents_1, [0], True);  tangents_1 = None
    view = torch.ops.aten.view.default(sum_1, [2]);  sum_1 = None
    t_7 = torch.ops.aten.t.default(t_6);  t_6 = None
    detach_2 = torch.ops.aten.detach.default(tanh_2);  tanh_2 = None
    detach_3 = torch.ops.aten.detach.default(detach_2);  detach_2 = None
    tanh_backward = torch.ops.aten.tanh_backward.default(mm, detach_3);  mm = detach_3 = None
    t = torch.ops.aten.t.default(primals_1);  primals_1 = None
    t_8 = torch.ops.aten.t.default(t);  t = None
    mm_2 = torch.ops.aten.mm.default(tanh_backward, t_8)
    t_9 = torch.ops.aten.t.default(tanh_backward)
    mm_3 = torch.ops.aten.mm.default(t_9, tanh_1);  t_9 = None
    t_10 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(tanh_backward, [0], True);  tanh_backward = None
    view_1 = torch.ops.aten.view.default(sum_2, [8]);  sum_2 = None
    t_11 = torch.ops.aten.t.default(t_10);  t_10 = None
    detach_1 = torch.ops.aten.detach.default(tanh_1);  tanh_1 = None
    detach_4 = torch.ops.aten.detach.default(detach_1);  detach_1 = None
    tanh_backward_1 = torch.ops.aten.tanh_backward.default(mm_2, detach_4);  mm_2 = detach_4 = None
    mm_4 = torch.ops.aten.mm.default(tanh_backward_1, t_8);  t_8 = None
    t_13 = torch.ops.aten.t.default(tanh_backward_1)
    mm_5 = torch.ops.aten.mm.default(t_13, tanh);  t_13 = None
    t_14 = torch.ops.aten.t.default(mm_5);  mm_5 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(tanh_backward_1, [0], True);  tanh_backward_1 = None
    view_2 = torch.ops.aten.view.default(sum_3, [8]);  sum_3 = None
    add = torch.ops.aten.add.Tensor(view_1, view_2);  view_1 = view_2 = None
    t_15 = torch.ops.aten.t.default(t_14);  t_14 = None
    add_1 = torch.ops.aten.add.Tensor(t_11, t_15);  t_11 = t_15 = None
    detach = torch.ops.aten.detach.default(tanh);  tanh = None
    detach_5 = torch.ops.aten.detach.default(detach);  detach = None
    tanh_backward_2 = torch.ops.aten.tanh_backward.default(mm_4, detach_5);  mm_4 = detach_5 = None
    t_16 = torch.ops.aten.t.default(tanh_backward_2)
    mm_6 = torch.ops.aten.mm.default(t_16, primals_3);  t_16 = primals_3 = None
    t_17 = torch.ops.aten.t.default(mm_6);  mm_6 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(tanh_backward_2, [0], True);  tanh_backward_2 = None
    view_3 = torch.ops.aten.view.default(sum_4, [8]);  sum_4 = None
    add_2 = torch.ops.aten.add.Tensor(add, view_3);  add = view_3 = None
    t_18 = torch.ops.aten.t.default(t_17);  t_17 = None
    add_3 = torch.ops.aten.add.Tensor(add_1, t_18);  add_1 = t_18 = None
    return (add_3, add_2, None, t_7, view)
    