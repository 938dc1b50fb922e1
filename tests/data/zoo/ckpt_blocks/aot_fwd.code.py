


def forward(self, primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15):
    t = torch.ops.aten.t.default(primals_2)
    addmm = torch.ops.aten.addmm.default(primals_3, primals_1, t);  t = None
    tanh = torch.ops.aten.tanh.default(addmm);  addmm = None
    t_1 = torch.ops.aten.t.default(primals_4)
    addmm_1 = torch.ops.aten.addmm.default(primals_5, tanh, t_1);  primals_5 = tanh = t_1 = None
    add = torch.ops.aten.add.Tensor(primals_1, addmm_1);  addmm_1 = None
    t_2 = torch.ops.aten.t.default(primals_6)
    addmm_2 = torch.ops.aten.addmm.default(primals_7, add, t_2);  t_2 = None
    tanh_1 = torch.ops.aten.tanh.default(addmm_2);  addmm_2 = None
    t_3 = torch.ops.aten.t.default(primals_8)
    addmm_3 = torch.ops.aten.addmm.default(primals_9, tanh_1, t_3);  primals_9 = tanh_1 = t_3 = None
    add_1 = torch.ops.aten.add.Tensor(add, addmm_3);  addmm_3 = None
    t_4 = torch.ops.aten.t.default(primals_10)
    addmm_4 = torch.ops.aten.addmm.default(primals_11, add_1, t_4);  t_4 = None
    tanh_2 = torch.ops.aten.tanh.default(addmm_4);  addmm_4 = None
    t_5 = torch.ops.aten.t.default(primals_12)
    addmm_5 = torch.ops.aten.addmm.default(primals_13, tanh_2, t_5);  primals_13 = tanh_2 = t_5 = None
    add_2 = torch.ops.aten.add.Tensor(add_1, addmm_5);  addmm_5 = None
    t_6 = torch.ops.aten.t.default(primals_14)
    addmm_6 = torch.ops.aten.addmm.default(primals_15, add_2, t_6);  primals_15 = t_6 = None
    return (addmm_6, primals_1, primals_2, primals_3, primals_4, primals_6, primals_7, primals_8, primals_10, primals_11, primals_12, primals_14, add, add_1, add_2)
    