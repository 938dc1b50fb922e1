


def forward(self, primals_1, primals_2, primals_3, primals_4, primals_5):
    t = torch.ops.aten.t.default(primals_1)
    addmm = torch.ops.aten.addmm.default(primals_2, primals_3, t)
    tanh = torch.ops.aten.tanh.default(addmm);  addmm = None
    addmm_1 = torch.ops.aten.addmm.default(primals_2, tanh, t)
    tanh_1 = torch.ops.aten.tanh.default(addmm_1);  addmm_1 = None
    addmm_2 = torch.ops.aten.addmm.default(primals_2, tanh_1, t);  primals_2 = t = None
    tanh_2 = torch.ops.aten.tanh.default(addmm_2);  addmm_2 = None
    t_3 = torch.ops.aten.t.default(primals_4)
    addmm_3 = torch.ops.aten.addmm.default(primals_5, tanh_2, t_3);  primals_5 = t_3 = None
    return (addmm_3, primals_1, primals_3, primals_4, tanh, tanh_1, tanh_2)
    