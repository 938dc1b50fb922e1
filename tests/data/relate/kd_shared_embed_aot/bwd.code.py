


def forward(self, primals_2, primals_6, primals_8, primals_10, unsqueeze, clamp_min, div, addmm_1, gelu_1, add, detach_2, tangents_1):
    t_4 = torch.ops.aten.t.default(primals_10);  primals_10 = None
    t_5 = torch.ops.aten.t.default(t_4);  t_4 = None
    mm_1 = torch.ops.aten.mm.default(tangents_1, t_5);  t_5 = None
    t_6 = torch.ops.aten.t.default(tangents_1)
    mm_2 = torch.ops.aten.mm.default(t_6, add);  t_6 = add = None
    t_7 = torch.ops.aten.t.default(mm_2);  mm_2 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(tangents_1, [0], True);  tangents_1 = None
    view = torch.ops.aten.view.default(sum_5, [3]);  sum_5 = None
    t_8 = torch.ops.aten.t.default(t_7);  t_7 = None
    tanh_backward = torch.ops.aten.tanh_backward.default(mm_1, detach_2);  detach_2 = None
    t_3 = torch.ops.aten.t.default(primals_8);  primals_8 = None
    t_9 = torch.ops.aten.t.default(t_3);  t_3 = None
    mm_3 = torch.ops.aten.mm.default(tanh_backward, t_9);  t_9 = None
    t_10 = torch.ops.aten.t.default(tanh_backward)
    mm_4 = torch.ops.aten.mm.default(t_10, gelu_1);  t_10 = gelu_1 = None
    t_11 = torch.ops.aten.t.default(mm_4);  mm_4 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(tanh_backward, [0], True);  tanh_backward = None
    view_1 = torch.ops.aten.view.default(sum_6, [8]);  sum_6 = None
    add_1 = torch.ops.aten.add.Tensor(mm_1, mm_3);  mm_1 = mm_3 = None
    t_12 = torch.ops.aten.t.default(t_11);  t_11 = None
    gelu_backward = torch.ops.aten.gelu_backward.default(add_1, addmm_1);  add_1 = addmm_1 = None
    t_2 = torch.ops.aten.t.default(primals_6);  primals_6 = None
    t_13 = torch.ops.aten.t.default(t_2);  t_2 = None
    mm_5 = torch.ops.aten.mm.default(gelu_backward, t_13);  t_13 = None
    t_14 = torch.ops.aten.t.default(gelu_backward)
    mm_6 = torch.ops.aten.mm.default(t_14, div);  t_14 = div = None
    t_15 = torch.ops.aten.t.default(mm_6);  mm_6 = None
    sum_7 = torch.ops.aten.sum.dim_IntList(gelu_backward, [0], True);  gelu_backward = None
    view_2 = torch.ops.aten.view.default(sum_7, [8]);  sum_7 = None
    t_16 = torch.ops.aten.t.default(t_15);  t_15 = None
    div_2 = torch.ops.aten.div.Tensor(mm_5, clamp_min);  mm_5 = clamp_min = None
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(div_2, 1);  div_2 = None
    expand = torch.ops.aten.expand.default(unsqueeze_2, [2, 6, 8]);  unsqueeze_2 = None
    _to_copy = torch.ops.aten._to_copy.default(unsqueeze, dtype = torch.float32);  unsqueeze = None
    mul_2 = torch.ops.aten.mul.Tensor(expand, _to_copy);  expand = _to_copy = None
    embedding_dense_backward = torch.ops.aten.embedding_dense_backward.default(mul_2, primals_2, 12, 0, False);  mul_2 = primals_2 = None
    return (embedding_dense_backward, None, None, None, None, t_16, view_2, t_12, view_1, t_8, view)
    