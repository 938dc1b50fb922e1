


def forward(self, primals_1, primals_2, primals_3, primals_4, primals_5):
    t = torch.ops.aten.t.default(primals_1);  primals_1 = None
    addmm = torch.ops.aten.addmm.default(primals_2, primals_3, t);  primals_2 = t = None
    silu = torch.ops.aten.silu.default(addmm)
    t_1 = torch.ops.aten.t.default(primals_4)
    addmm_1 = torch.ops.aten.addmm.default(primals_5, silu, t_1);  primals_5 = t_1 = None
    return (addmm_1, primals_3, primals_4, addmm, silu)
    