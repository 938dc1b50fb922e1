


def forward(self, primals_1, primals_2, primals_3, primals_4, primals_5):
    view = torch.ops.aten.view.default(primals_1, [32, -1]);  primals_1 = None
    t = torch.ops.aten.t.default(primals_2);  primals_2 = None
    addmm = torch.ops.aten.addmm.default(primals_3, view, t);  primals_3 = t = None
    relu = torch.ops.aten.relu.default(addmm);  addmm = None
    t_1 = torch.ops.aten.t.default(primals_4)
    addmm_1 = torch.ops.aten.addmm.default(primals_5, relu, t_1);  primals_5 = t_1 = None
    return (addmm_1, primals_4, view, relu)
    