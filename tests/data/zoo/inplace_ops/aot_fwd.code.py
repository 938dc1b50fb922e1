


def forward(self, primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7):
    t = torch.ops.aten.t.default(primals_1);  primals_1 = None
    addmm = torch.ops.aten.addmm.default(primals_2, primals_3, t);  primals_2 = t = None
    relu = torch.ops.aten.relu.default(addmm);  addmm = None
    t_1 = torch.ops.aten.t.default(primals_4)
    addmm_1 = torch.ops.aten.addmm.default(primals_5, relu, t_1);  primals_5 = t_1 = None
    mul = torch.ops.aten.mul.Tensor(addmm_1, 0.5);  addmm_1 = None
    add = torch.ops.aten.add.Tensor(mul, relu);  mul = None
    sigmoid = torch.ops.aten.sigmoid.default(add);  add = None
    t_2 = torch.ops.aten.t.default(primals_6)
    addmm_2 = torch.ops.aten.addmm.default(primals_7, sigmoid, t_2);  primals_7 = t_2 = None
    return (addmm_2, primals_3, primals_4, primals_6, relu, sigmoid)
    