


def forward(self, primals_3, primals_4, primals_6, relu, sigmoid, tangents_1):
    t_2 = torch.ops.aten.t.default(primals_6);  primals_6 = None
    t_3 = torch.ops.aten.t.default(t_2);  t_2 = None
    mm = torch.ops.aten.mm.default(tangents_1, t_3);  t_3 = None
    t_4 = torch.ops.aten.t.default(tangents_1)
    mm_1 = torch.ops.aten.mm.default(t_4, sigmoid);  t_4 = None
    t_5 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(tangents_1, [0], True);  tangents_1 = None
    view = torch.ops.aten.view.default(sum_1, [4]);  sum_1 = None
    t_6 = torch.ops.aten.t.default(t_5);  t_5 = None
    detach_1 = torch.ops.aten.detach.default(sigmoid);  sigmoid = None
    detach_2 = torch.ops.aten.detach.default(detach_1);  detach_1 = None
    sigmoid_backward = torch.ops.aten.sigmoid_backward.default(mm, detach_2);  mm = detach_2 = None
    mul_1 = torch.ops.aten.mul.Tensor(sigmoid_backward, 0.5)
    t_1 = torch.ops.aten.t.default(primals_4);  primals_4 = None
    t_7 = torch.ops.aten.t.default(t_1);  t_1 = None
    mm_2 = torch.ops.aten.mm.default(mul_1, t_7);  t_7 = None
    t_8 = torch.ops.aten.t.default(mul_1)
    mm_3 = torch.ops.aten.mm.default(t_8, relu);  t_8 = None
    t_9 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(mul_1, [0], True);  mul_1 = None
    view_1 = torch.ops.aten.view.default(sum_2, [10]);  sum_2 = None
    add_1 = torch.ops.aten.add.Tensor(sigmoid_backward, mm_2);  sigmoid_backward = mm_2 = None
    t_10 = torch.ops.aten.t.default(t_9);  t_9 = None
    detach_5 = torch.ops.aten.detach.default(relu);  relu = None
    detach_6 = torch.ops.aten.detach.default(detach_5);  detach_5 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(add_1, detach_6, 0);  add_1 = detach_6 = None
    t_11 = torch.ops.aten.t.default(threshold_backward)
    mm_4 = torch.ops.aten.mm.default(t_11, primals_3);  t_11 = primals_3 = None
    t_12 = torch.ops.aten.t.default(mm_4);  mm_4 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(threshold_backward, [0], True);  threshold_backward = None
    view_2 = torch.ops.aten.view.default(sum_3, [10]);  sum_3 = None
    t_13 = torch.ops.aten.t.default(t_12);  t_12 = None
    return (t_13, view_2, None, t_10, view_1, t_6, view)
    