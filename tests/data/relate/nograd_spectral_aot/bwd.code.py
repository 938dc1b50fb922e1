


def forward(self, primals_1, primals_5, primals_10, clone, clone_1, vdot, relu, clone_2, clone_3, vdot_1, div_5, tanh, tangents_1):
    t_2 = torch.ops.aten.t.default(primals_10);  primals_10 = None
    t_3 = torch.ops.aten.t.default(t_2);  t_2 = None
    mm = torch.ops.aten.mm.default(tangents_1, t_3);  t_3 = None
    t_4 = torch.ops.aten.t.default(tangents_1)
    mm_1 = torch.ops.aten.mm.default(t_4, tanh);  t_4 = None
    t_5 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(tangents_1, [0], True);  tangents_1 = None
    view = torch.ops.aten.view.default(sum_1, [3]);  sum_1 = None
    t_6 = torch.ops.aten.t.default(t_5);  t_5 = None
    detach_1 = torch.ops.aten.detach.default(tanh);  tanh = None
    detach_2 = torch.ops.aten.detach.default(detach_1);  detach_1 = None
    tanh_backward = torch.ops.aten.tanh_backward.default(mm, detach_2);  mm = detach_2 = None
    t_1 = torch.ops.aten.t.default(div_5)
    t_7 = torch.ops.aten.t.default(t_1);  t_1 = None
    mm_2 = torch.ops.aten.mm.default(tanh_backward, t_7);  t_7 = None
    t_8 = torch.ops.aten.t.default(tanh_backward)
    mm_3 = torch.ops.aten.mm.default(t_8, relu);  t_8 = None
    t_9 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(tanh_backward, [0], True);  tanh_backward = None
    view_1 = torch.ops.aten.view.default(sum_2, [6]);  sum_2 = None
    t_10 = torch.ops.aten.t.default(t_9);  t_9 = None
    div_7 = torch.ops.aten.div.Tensor(div_5, vdot_1);  div_5 = None
    neg = torch.ops.aten.neg.default(t_10)
    mul = torch.ops.aten.mul.Tensor(neg, div_7);  neg = div_7 = None
    div_8 = torch.ops.aten.div.Tensor(t_10, vdot_1);  t_10 = vdot_1 = None
    sum_3 = torch.ops.aten.sum.default(mul);  mul = None
    mul_1 = torch.ops.aten.mul.Tensor(sum_3, clone_2);  sum_3 = clone_2 = None
    view_2 = torch.ops.aten.view.default(mul_1, [6, 1]);  mul_1 = None
    mul_2 = torch.ops.aten.mul.Tensor(view_2, clone_3);  view_2 = clone_3 = None
    add = torch.ops.aten.add.Tensor(div_8, mul_2);  div_8 = mul_2 = None
    detach = torch.ops.aten.detach.default(relu);  relu = None
    detach_3 = torch.ops.aten.detach.default(detach);  detach = None
    threshold_backward = torch.ops.aten.threshold_backward.default(mm_2, detach_3, 0);  mm_2 = detach_3 = None
    t_11 = torch.ops.aten.t.default(threshold_backward)
    mm_4 = torch.ops.aten.mm.default(t_11, primals_5);  t_11 = primals_5 = None
    t_12 = torch.ops.aten.t.default(mm_4);  mm_4 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(threshold_backward, [0], True);  threshold_backward = None
    view_3 = torch.ops.aten.view.default(sum_4, [6]);  sum_4 = None
    t_13 = torch.ops.aten.t.default(t_12);  t_12 = None
    div_2 = torch.ops.aten.div.Tensor(primals_1, vdot);  primals_1 = None
    div_10 = torch.ops.aten.div.Tensor(div_2, vdot);  div_2 = None
    neg_1 = torch.ops.aten.neg.default(t_13)
    mul_3 = torch.ops.aten.mul.Tensor(neg_1, div_10);  neg_1 = div_10 = None
    div_11 = torch.ops.aten.div.Tensor(t_13, vdot);  t_13 = vdot = None
    sum_5 = torch.ops.aten.sum.default(mul_3);  mul_3 = None
    mul_4 = torch.ops.aten.mul.Tensor(sum_5, clone);  sum_5 = clone = None
    view_4 = torch.ops.aten.view.default(mul_4, [6, 1]);  mul_4 = None
    mul_5 = torch.ops.aten.mul.Tensor(view_4, clone_1);  view_4 = clone_1 = None
    add_1 = torch.ops.aten.add.Tensor(div_11, mul_5);  div_11 = mul_5 = None
    return (add_1, None, None, view_3, None, add, None, None, view_1, t_6, view)
    