


def forward(self, primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7):
    t = torch.ops.aten.t.default(primals_1);  primals_1 = None
    addmm = torch.ops.aten.addmm.default(primals_2, primals_3, t);  primals_2 = t = None
    slice_1 = torch.ops.aten.slice.Tensor(addmm, 1, 0, 3)
    clone = torch.ops.aten.clone.default(slice_1)
    mul = torch.ops.aten.mul.Tensor(slice_1, primals_4);  slice_1 = None
    slice_scatter = torch.ops.aten.slice_scatter.default(addmm, mul, 1, 0, 3);  addmm = mul = None
    select_1 = torch.ops.aten.select.int(slice_scatter, 1, -1)
    add = torch.ops.aten.add.Tensor(select_1, primals_5);  select_1 = primals_5 = None
    select_scatter = torch.ops.aten.select_scatter.default(slice_scatter, add, 1, -1);  slice_scatter = add = None
    gelu = torch.ops.aten.gelu.default(select_scatter)
    t_1 = torch.ops.aten.t.default(primals_6)
    addmm_1 = torch.ops.aten.addmm.default(primals_7, gelu, t_1);  primals_7 = t_1 = None
    return (addmm_1, primals_3, primals_4, primals_6, clone, select_scatter, gelu)
    