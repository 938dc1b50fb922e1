


def forward(self, primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8):
    view = torch.ops.aten.view.default(primals_3, [10, 6]);  primals_3 = None
    t = torch.ops.aten.t.default(primals_1);  primals_1 = None
    addmm = torch.ops.aten.addmm.default(primals_2, view, t);  primals_2 = t = None
    view_1 = torch.ops.aten.view.default(addmm, [2, 5, 6]);  addmm = None
    clone = torch.ops.aten.clone.default(view_1);  view_1 = None
    select = torch.ops.aten.select.int(clone, 1, 1)
    view_2 = torch.ops.aten.view.default(primals_4, [6])
    expand = torch.ops.aten.expand.default(view_2, [2, 6]);  view_2 = None
    copy = torch.ops.aten.copy.default(select, expand);  select = expand = None
    select_scatter = torch.ops.aten.select_scatter.default(clone, copy, 1, 1);  clone = copy = None
    mul = torch.ops.aten.mul.Tensor(primals_4, 2.0);  primals_4 = None
    view_3 = torch.ops.aten.view.default(mul, [6]);  mul = None
    expand_1 = torch.ops.aten.expand.default(view_3, [2, 6]);  view_3 = None
    select_4 = torch.ops.aten.select.int(select_scatter, 1, 3)
    copy_1 = torch.ops.aten.copy.default(select_4, expand_1);  select_4 = expand_1 = None
    select_scatter_1 = torch.ops.aten.select_scatter.default(select_scatter, copy_1, 1, 3);  select_scatter = copy_1 = None
    t_1 = torch.ops.aten.t.default(primals_5)
    view_5 = torch.ops.aten.view.default(select_scatter_1, [10, 6])
    addmm_1 = torch.ops.aten.addmm.default(primals_6, view_5, t_1);  primals_6 = t_1 = None
    view_6 = torch.ops.aten.view.default(addmm_1, [2, 5, 6]);  addmm_1 = None
    tanh = torch.ops.aten.tanh.default(view_6);  view_6 = None
    detach = torch.ops.aten.detach.default(tanh)
    add = torch.ops.aten.add.Tensor(select_scatter_1, tanh);  select_scatter_1 = tanh = None
    mean = torch.ops.aten.mean.dim(add, [1]);  add = None
    t_2 = torch.ops.aten.t.default(primals_7)
    addmm_2 = torch.ops.aten.addmm.default(primals_8, mean, t_2);  primals_8 = t_2 = None
    detach_1 = torch.ops.aten.detach.default(detach);  detach = None
    return (addmm_2, primals_5, primals_7, view, view_5, mean, detach_1)
    