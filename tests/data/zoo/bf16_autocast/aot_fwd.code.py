


def forward(self, primals_1, primals_2, primals_3, primals_4, primals_5):
    _to_copy = torch.ops.aten._to_copy.default(primals_2, dtype = torch.bfloat16);  primals_2 = None
    _to_copy_1 = torch.ops.aten._to_copy.default(primals_1, dtype = torch.bfloat16);  primals_1 = None
    _to_copy_2 = torch.ops.aten._to_copy.default(primals_3, dtype = torch.bfloat16);  primals_3 = None
    t = torch.ops.aten.t.default(_to_copy_1);  _to_copy_1 = None
    addmm = torch.ops.aten.addmm.default(_to_copy, _to_copy_2, t);  _to_copy = t = None
    gelu = torch.ops.aten.gelu.default(addmm)
    _to_copy_3 = torch.ops.aten._to_copy.default(primals_5, dtype = torch.bfloat16);  primals_5 = None
    _to_copy_4 = torch.ops.aten._to_copy.default(primals_4, dtype = torch.bfloat16);  primals_4 = None
    t_1 = torch.ops.aten.t.default(_to_copy_4);  _to_copy_4 = None
    addmm_1 = torch.ops.aten.addmm.default(_to_copy_3, gelu, t_1);  _to_copy_3 = None
    _to_copy_5 = torch.ops.aten._to_copy.default(addmm_1, dtype = torch.float32);  addmm_1 = None
    t_2 = torch.ops.aten.t.default(t_1);  t_1 = None
    return (_to_copy_5, _to_copy_2, addmm, gelu, t_2)
    