


def forward(self, primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11):
    t = torch.ops.aten.t.default(primals_1);  primals_1 = None
    addmm = torch.ops.aten.addmm.default(primals_2, primals_3, t);  primals_2 = t = None
    clone = torch.ops.aten.clone.default(addmm)
    mul = torch.ops.aten.mul.Tensor(clone, primals_4);  clone = None
    tanh = torch.ops.aten.tanh.default(addmm)
    t_1 = torch.ops.aten.t.default(primals_5)
    addmm_1 = torch.ops.aten.addmm.default(primals_6, tanh, t_1);  primals_6 = t_1 = None
    sigmoid = torch.ops.aten.sigmoid.default(addmm_1);  addmm_1 = None
    t_2 = torch.ops.aten.t.default(primals_7)
    addmm_2 = torch.ops.aten.addmm.default(primals_8, mul, t_2);  primals_8 = t_2 = None
    add = torch.ops.aten.add.Tensor(addmm_2, primals_9)
    clone_2 = torch.ops.aten.clone.default(mul)
    mul_1 = torch.ops.aten.mul.Tensor(sigmoid, add);  add = None
    fma = torch.ops.prims.fma.default(mul_1, 0.5, clone_2);  mul_1 = None
    copy = torch.ops.aten.copy.default(clone_2, fma);  clone_2 = fma = None
    clone_3 = torch.ops.aten.clone.default(copy)
    clamp = torch.ops.aten.clamp.default(copy, -2.0, 2.0);  copy = None
    view_2 = torch.ops.aten.view.default(clamp, [2, 2, 3]);  clamp = None
    select_1 = torch.ops.aten.select.int(view_2, 1, 1)
    mul_2 = torch.ops.aten.mul.Tensor(select_1, 0.5);  select_1 = None
    select_scatter = torch.ops.aten.select_scatter.default(view_2, mul_2, 1, 1);  view_2 = mul_2 = None
    view_4 = torch.ops.aten.view.default(select_scatter, [2, 6]);  select_scatter = None
    relu = torch.ops.aten.relu.default(view_4);  view_4 = None
    add_1 = torch.ops.aten.add.Tensor(relu, addmm)
    t_3 = torch.ops.aten.t.default(primals_10)
    addmm_3 = torch.ops.aten.addmm.default(primals_11, add_1, t_3);  primals_11 = t_3 = None
    detach_5 = torch.ops.aten.detach.default(relu);  relu = None
    detach_6 = torch.ops.aten.detach.default(detach_5);  detach_5 = None
    ge = torch.ops.aten.ge.Scalar(clone_3, -2.0)
    le = torch.ops.aten.le.Scalar(clone_3, 2.0);  clone_3 = None
    logical_and = torch.ops.aten.logical_and.default(ge, le);  ge = le = None
    return (addmm_3, primals_3, primals_4, primals_5, primals_7, primals_9, primals_10, addmm, mul, tanh, sigmoid, addmm_2, add_1, detach_6, logical_and)
    