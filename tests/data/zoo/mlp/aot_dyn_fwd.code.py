


def forward(self, primals_1, primals_2, primals_3, primals_4, primals_5, primals_6):
    view = torch.ops.aten.view.default(primals_2, [primals_1, -1]);  primals_2 = None
    t = torch.ops.aten.t.default(primals_3);  primals_3 = None
    addmm = torch.ops.aten.addmm.default(primals_4, view, t);  primals_4 = t = None
    relu = torch.ops.aten.relu.default(addmm);  addmm = None
    t_1 = torch.ops.aten.t.default(primals_5)
    addmm_1 = torch.ops.aten.addmm.default(primals_6, relu, t_1);  primals_6 = t_1 = None
    return (addmm_1, primals_5, view, relu, primals_1)
    