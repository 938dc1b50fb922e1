


def forward(self, primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7):
    clone = torch.ops.aten.clone.default(primals_1);  primals_1 = None
    clone_1 = torch.ops.aten.clone.default(primals_2);  primals_2 = None
    clamp = torch.ops.aten.clamp.default(clone, -0.25, 0.25);  clone = None
    linalg_vector_norm = torch.ops.aten.linalg_vector_norm.default(clone_1, 2, [1], True)
    clamp_min = torch.ops.aten.clamp_min.default(linalg_vector_norm, 1);  linalg_vector_norm = None
    div = torch.ops.aten.div.Tensor(clone_1, clamp_min);  clone_1 = clamp_min = None
    t_1 = torch.ops.aten.t.default(clamp)
    addmm = torch.ops.aten.addmm.default(primals_3, primals_4, t_1);  primals_3 = t_1 = None
    elu = torch.ops.aten.elu.default(addmm, 1.0)
    t_3 = torch.ops.aten.t.default(div)
    addmm_1 = torch.ops.aten.addmm.default(primals_5, elu, t_3);  primals_5 = t_3 = None
    tanh = torch.ops.aten.tanh.default(addmm_1);  addmm_1 = None
    detach = torch.ops.aten.detach.default(tanh)
    add = torch.ops.aten.add.Tensor(tanh, elu);  tanh = None
    t_4 = torch.ops.aten.t.default(primals_6)
    addmm_2 = torch.ops.aten.addmm.default(primals_7, add, t_4);  primals_7 = t_4 = None
    detach_1 = torch.ops.aten.detach.default(detach);  detach = None
    t_10 = torch.ops.aten.t.default(div)
    t_11 = torch.ops.aten.t.default(t_10);  t_10 = None
    return (clamp, div, addmm_2, primals_4, primals_6, addmm, elu, add, detach_1, t_11)
    