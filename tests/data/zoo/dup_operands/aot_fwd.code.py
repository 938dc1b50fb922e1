


def forward(self, primals_1, primals_2, primals_3, primals_4, primals_5):
    t = torch.ops.aten.t.default(primals_1);  primals_1 = None
    addmm = torch.ops.aten.addmm.default(primals_2, primals_3, t);  primals_2 = t = None
    mul = torch.ops.aten.mul.Tensor(addmm, addmm)
    permute = torch.ops.aten.permute.default(addmm, [1, 0])
    mm = torch.ops.aten.mm.default(addmm, permute);  permute = None
    mm_1 = torch.ops.aten.mm.default(mm, mul)
    add = torch.ops.aten.add.Tensor(mm_1, addmm);  mm_1 = None
    add_1 = torch.ops.aten.add.Tensor(add, addmm);  add = None
    tanh = torch.ops.aten.tanh.default(add_1);  add_1 = None
    t_1 = torch.ops.aten.t.default(primals_4)
    addmm_1 = torch.ops.aten.addmm.default(primals_5, tanh, t_1);  primals_5 = t_1 = None
    t_6 = torch.ops.aten.t.default(mm);  mm = None
    t_7 = torch.ops.aten.t.default(mul);  mul = None
    return (addmm_1, primals_3, primals_4, addmm, tanh, t_6, t_7)
    