


def forward(self, primals_1, primals_2, primals_3, primals_4, primals_5):
    t = torch.ops.aten.t.default(primals_1);  primals_1 = None
    addmm = torch.ops.aten.addmm.default(primals_2, primals_3, t);  primals_2 = t = None
    _to_copy = torch.ops.aten._to_copy.default(addmm, dtype = torch.bfloat16);  addmm = None
    sigmoid = torch.ops.aten.sigmoid.default(_to_copy)
    mul = torch.ops.aten.mul.Tensor(_to_copy, sigmoid)
    relu = torch.ops.aten.relu.default(mul);  mul = None
    detach_1 = torch.ops.aten.detach.default(relu)
    _to_copy_1 = torch.ops.aten._to_copy.default(relu, dtype = torch.float32);  relu = None
    t_1 = torch.ops.aten.t.default(primals_4)
    addmm_1 = torch.ops.aten.addmm.default(primals_5, _to_copy_1, t_1);  primals_5 = t_1 = None
    detach_2 = torch.ops.aten.detach.default(detach_1);  detach_1 = None
    return (addmm_1, primals_3, primals_4, _to_copy, sigmoid, _to_copy_1, detach_2)
    