


def forward(self, primals_4, primals_6, addmm, elu, add, detach_1, t_11, tangents_1, tangents_2, tangents_3):
    t_4 = torch.ops.aten.t.default(primals_6);  primals_6 = None
    t_5 = torch.ops.aten.t.default(t_4);  t_4 = None
    mm = torch.ops.aten.mm.default(tangents_3, t_5);  t_5 = None
    t_6 = torch.ops.aten.t.default(tangents_3)
    mm_1 = torch.ops.aten.mm.default(t_6, add);  t_6 = add = None
    t_7 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(tangents_3, [0], True);  tangents_3 = None
    view = torch.ops.aten.view.default(sum_1, [3]);  sum_1 = None
    t_8 = torch.ops.aten.t.default(t_7);  t_7 = None
    tanh_backward = torch.ops.aten.tanh_backward.default(mm, detach_1);  detach_1 = None
    mm_2 = torch.ops.aten.mm.default(tanh_backward, t_11);  t_11 = None
    t_12 = torch.ops.aten.t.default(tanh_backward)
    mm_3 = torch.ops.aten.mm.default(t_12, elu);  t_12 = elu = None
    t_13 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(tanh_backward, [0], True);  tanh_backward = None
    view_1 = torch.ops.aten.view.default(sum_2, [8]);  sum_2 = None
    add_1 = torch.ops.aten.add.Tensor(mm, mm_2);  mm = mm_2 = None
    t_14 = torch.ops.aten.t.default(t_13);  t_13 = None
    add_2 = torch.ops.aten.add.Tensor(tangents_2, t_14);  tangents_2 = t_14 = None
    elu_backward = torch.ops.aten.elu_backward.default(add_1, 1.0, 1, 1, False, addmm);  add_1 = addmm = None
    t_15 = torch.ops.aten.t.default(elu_backward)
    mm_4 = torch.ops.aten.mm.default(t_15, primals_4);  t_15 = primals_4 = None
    t_16 = torch.ops.aten.t.default(mm_4);  mm_4 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(elu_backward, [0], True);  elu_backward = None
    view_2 = torch.ops.aten.view.default(sum_3, [8]);  sum_3 = None
    t_17 = torch.ops.aten.t.default(t_16);  t_16 = None
    add_3 = torch.ops.aten.add.Tensor(tangents_1, t_17);  tangents_1 = t_17 = None
    return (add_3, add_2, view_2, None, view_1, t_8, view)
    