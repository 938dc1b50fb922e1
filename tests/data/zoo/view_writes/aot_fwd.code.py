


def forward(self, primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8):
    new_zeros = torch.ops.aten.new_zeros.default(primals_1, [2, 10, 6], pin_memory = False)
    view = torch.ops.aten.view.default(primals_1, [10, 6]);  primals_1 = None
    t = torch.ops.aten.t.default(primals_2);  primals_2 = None
    addmm = torch.ops.aten.addmm.default(primals_3, view, t);  primals_3 = t = None
    view_1 = torch.ops.aten.view.default(addmm, [2, 5, 6]);  addmm = None
    tanh = torch.ops.aten.tanh.default(view_1);  view_1 = None
    detach = torch.ops.aten.detach.default(tanh)
    slice_1 = torch.ops.aten.slice.Tensor(new_zeros, 1, 0, 5)
    copy = torch.ops.aten.copy.default(slice_1, tanh);  slice_1 = tanh = None
    slice_scatter = torch.ops.aten.slice_scatter.default(new_zeros, copy, 1, 0, 5);  new_zeros = copy = None
    t_1 = torch.ops.aten.t.default(primals_4);  primals_4 = None
    addmm_1 = torch.ops.aten.addmm.default(primals_5, view, t_1);  primals_5 = t_1 = None
    view_3 = torch.ops.aten.view.default(addmm_1, [2, 5, 6]);  addmm_1 = None
    slice_5 = torch.ops.aten.slice.Tensor(slice_scatter, 1, 5, 9223372036854775807)
    copy_1 = torch.ops.aten.copy.default(slice_5, view_3);  slice_5 = view_3 = None
    slice_scatter_1 = torch.ops.aten.slice_scatter.default(slice_scatter, copy_1, 1, 5, 9223372036854775807);  slice_scatter = copy_1 = None
    slice_9 = torch.ops.aten.slice.Tensor(slice_scatter_1, 1, 5, 9223372036854775807)
    masked_fill = torch.ops.aten.masked_fill.Scalar(slice_9, primals_6, 0.0);  slice_9 = None
    slice_scatter_2 = torch.ops.aten.slice_scatter.default(slice_scatter_1, masked_fill, 1, 5, 9223372036854775807);  slice_scatter_1 = masked_fill = None
    select_1 = torch.ops.aten.select.int(slice_scatter_2, 1, 0)
    add = torch.ops.aten.add.Tensor(select_1, 1.0);  select_1 = None
    select_scatter = torch.ops.aten.select_scatter.default(slice_scatter_2, add, 1, 0);  slice_scatter_2 = add = None
    arange = torch.ops.aten.arange.default(20, dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    add_1 = torch.ops.aten.add.Tensor(arange, 0.0);  arange = None
    mul = torch.ops.aten.mul.Tensor(add_1, 0.5);  add_1 = None
    _to_copy = torch.ops.aten._to_copy.default(mul, dtype = torch.int64);  mul = None
    transpose_1 = torch.ops.aten.transpose.int(select_scatter, 1, 2)
    _unsafe_index = torch.ops.aten._unsafe_index.Tensor(transpose_1, [None, None, _to_copy]);  transpose_1 = None
    mean = torch.ops.aten.mean.dim(_unsafe_index, [2]);  _unsafe_index = None
    amax = torch.ops.aten.amax.default(select_scatter, [1])
    detach_1 = torch.ops.aten.detach.default(amax)
    add_2 = torch.ops.aten.add.Tensor(mean, amax);  mean = amax = None
    t_2 = torch.ops.aten.t.default(primals_7)
    addmm_2 = torch.ops.aten.addmm.default(primals_8, add_2, t_2);  primals_8 = t_2 = None
    detach_2 = torch.ops.aten.detach.default(detach_1);  detach_1 = None
    view_5 = torch.ops.aten.view.default(detach_2, [2, 1, 6]);  detach_2 = None
    eq = torch.ops.aten.eq.Tensor(view_5, select_scatter);  view_5 = select_scatter = None
    detach_3 = torch.ops.aten.detach.default(detach);  detach = None
    return (addmm_2, primals_6, primals_7, view, _to_copy, add_2, eq, detach_3)
    