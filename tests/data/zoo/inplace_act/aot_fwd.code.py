


def forward(self, primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11):
    t = torch.ops.aten.t.default(primals_1);  primals_1 = None
    addmm = torch.ops.aten.addmm.default(primals_2, primals_3, t);  primals_2 = t = None
    silu = torch.ops.aten.silu.default(addmm)
    t_1 = torch.ops.aten.t.default(primals_4)
    addmm_1 = torch.ops.aten.addmm.default(primals_5, silu, t_1);  primals_5 = t_1 = None
    clone_1 = torch.ops.aten.clone.default(addmm_1)
    hardswish = torch.ops.aten.hardswish.default(addmm_1);  addmm_1 = None
    t_2 = torch.ops.aten.t.default(primals_6)
    addmm_2 = torch.ops.aten.addmm.default(primals_7, hardswish, t_2);  primals_7 = t_2 = None
    clone_2 = torch.ops.aten.clone.default(addmm_2)
    hardtanh = torch.ops.aten.hardtanh.default(addmm_2, 0.0, 6.0);  addmm_2 = None
    t_3 = torch.ops.aten.t.default(primals_8)
    addmm_3 = torch.ops.aten.addmm.default(primals_9, hardtanh, t_3);  primals_9 = t_3 = None
    elu = torch.ops.aten.elu.default(addmm_3, 1.0);  addmm_3 = None
    t_4 = torch.ops.aten.t.default(primals_10)
    addmm_4 = torch.ops.aten.addmm.default(primals_11, elu, t_4);  primals_11 = t_4 = None
    return (addmm_4, primals_3, primals_4, primals_6, primals_8, primals_10, addmm, silu, clone_1, hardswish, clone_2, hardtanh, elu)
    