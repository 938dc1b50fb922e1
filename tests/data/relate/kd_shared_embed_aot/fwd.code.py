


def forward(self, primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11):
    embedding = torch.ops.aten.embedding.default(primals_1, primals_2, 0);  primals_1 = None
    ne = torch.ops.aten.ne.Scalar(primals_2, 0)
    unsqueeze = torch.ops.aten.unsqueeze.default(ne, -1);  ne = None
    _to_copy = torch.ops.aten._to_copy.default(unsqueeze, dtype = torch.float32)
    mul = torch.ops.aten.mul.Tensor(embedding, _to_copy);  embedding = None
    sum_1 = torch.ops.aten.sum.dim_IntList(mul, [1]);  mul = None
    sum_2 = torch.ops.aten.sum.dim_IntList(_to_copy, [1]);  _to_copy = None
    clamp_min = torch.ops.aten.clamp_min.default(sum_2, 1.0);  sum_2 = None
    div = torch.ops.aten.div.Tensor(sum_1, clamp_min);  sum_1 = None
    t = torch.ops.aten.t.default(primals_3);  primals_3 = None
    addmm = torch.ops.aten.addmm.default(primals_4, div, t);  primals_4 = t = None
    gelu = torch.ops.aten.gelu.default(addmm);  addmm = None
    t_1 = torch.ops.aten.t.default(primals_5);  primals_5 = None
    mm = torch.ops.aten.mm.default(gelu, t_1);  gelu = t_1 = None
    t_2 = torch.ops.aten.t.default(primals_6)
    addmm_1 = torch.ops.aten.addmm.default(primals_7, div, t_2);  primals_7 = t_2 = None
    gelu_1 = torch.ops.aten.gelu.default(addmm_1)
    t_3 = torch.ops.aten.t.default(primals_8)
    addmm_2 = torch.ops.aten.addmm.default(primals_9, gelu_1, t_3);  primals_9 = t_3 = None
    tanh = torch.ops.aten.tanh.default(addmm_2);  addmm_2 = None
    detach = torch.ops.aten.detach.default(tanh)
    add = torch.ops.aten.add.Tensor(gelu_1, tanh);  tanh = None
    t_4 = torch.ops.aten.t.default(primals_10)
    addmm_3 = torch.ops.aten.addmm.default(primals_11, add, t_4);  primals_11 = t_4 = None
    detach_1 = torch.ops.aten.detach.default(mm);  mm = None
    detach_2 = torch.ops.aten.detach.default(detach);  detach = None
    return (addmm_3, detach_1, primals_2, primals_6, primals_8, primals_10, unsqueeze, clamp_min, div, addmm_1, gelu_1, add, detach_2)
    