


def forward(self, primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7):
    view = torch.ops.aten.view.default(primals_1, [32, 3]);  primals_1 = None
    t = torch.ops.aten.t.default(primals_2);  primals_2 = None
    addmm = torch.ops.aten.addmm.default(primals_3, view, t);  primals_3 = t = None
    view_1 = torch.ops.aten.view.default(addmm, [2, 4, 4, 4]);  addmm = None
    relu = torch.ops.aten.relu.default(view_1);  view_1 = None
    detach = torch.ops.aten.detach.default(relu)
    roll = torch.ops.aten.roll.default(relu, [-1, -1], [1, 2]);  relu = None
    view_2 = torch.ops.aten.view.default(roll, [2, 2, 2, 2, 2, 4]);  roll = None
    permute = torch.ops.aten.permute.default(view_2, [0, 1, 3, 2, 4, 5]);  view_2 = None
    clone = torch.ops.aten.clone.default(permute, memory_format = torch.contiguous_format);  permute = None
    _unsafe_view = torch.ops.aten._unsafe_view.default(clone, [8, 4, 4]);  clone = None
    transpose = torch.ops.aten.transpose.int(_unsafe_view, 1, 2)
    expand = torch.ops.aten.expand.default(_unsafe_view, [8, 4, 4])
    view_3 = torch.ops.aten.view.default(expand, [8, 4, 4]);  expand = None
    expand_1 = torch.ops.aten.expand.default(transpose, [8, 4, 4]);  transpose = None
    view_4 = torch.ops.aten.view.default(expand_1, [8, 4, 4]);  expand_1 = None
    bmm = torch.ops.aten.bmm.default(view_3, view_4);  view_3 = None
    view_5 = torch.ops.aten.view.default(bmm, [8, 4, 4]);  bmm = None
    _softmax = torch.ops.aten._softmax.default(view_5, -1, False);  view_5 = None
    view_6 = torch.ops.aten.view.default(_unsafe_view, [32, 4])
    t_1 = torch.ops.aten.t.default(primals_4)
    addmm_1 = torch.ops.aten.addmm.default(primals_5, view_6, t_1);  primals_5 = view_6 = t_1 = None
    view_7 = torch.ops.aten.view.default(addmm_1, [8, 4, 4]);  addmm_1 = None
    expand_2 = torch.ops.aten.expand.default(_softmax, [8, 4, 4])
    view_8 = torch.ops.aten.view.default(expand_2, [8, 4, 4]);  expand_2 = None
    expand_3 = torch.ops.aten.expand.default(view_7, [8, 4, 4]);  view_7 = None
    view_9 = torch.ops.aten.view.default(expand_3, [8, 4, 4]);  expand_3 = None
    bmm_1 = torch.ops.aten.bmm.default(view_8, view_9);  view_8 = None
    view_10 = torch.ops.aten.view.default(bmm_1, [8, 4, 4]);  bmm_1 = None
    add = torch.ops.aten.add.Tensor(_unsafe_view, view_10);  view_10 = None
    view_11 = torch.ops.aten.view.default(add, [2, 2, 2, 2, 2, 4]);  add = None
    permute_1 = torch.ops.aten.permute.default(view_11, [0, 1, 3, 2, 4, 5]);  view_11 = None
    clone_1 = torch.ops.aten.clone.default(permute_1, memory_format = torch.contiguous_format);  permute_1 = None
    _unsafe_view_1 = torch.ops.aten._unsafe_view.default(clone_1, [2, 4, 4, 4]);  clone_1 = None
    roll_1 = torch.ops.aten.roll.default(_unsafe_view_1, [1, 1], [1, 2]);  _unsafe_view_1 = None
    unfold = torch.ops.aten.unfold.default(roll_1, 1, 2, 2)
    diagonal = torch.ops.aten.diagonal.default(roll_1, 0, 1, 2)
    as_strided = torch.ops.aten.as_strided.default(roll_1, [2, 2, 4], [64, 20, 1])
    select = torch.ops.aten.select.int(roll_1, 2, 1)
    slice_1 = torch.ops.aten.slice.Tensor(roll_1, 1, 1, 3)
    mean = torch.ops.aten.mean.dim(unfold, [1, 2, 4])
    amax = torch.ops.aten.amax.default(unfold, [1, 2, 4])
    detach_2 = torch.ops.aten.detach.default(amax)
    mean_1 = torch.ops.aten.mean.dim(diagonal, [-1]);  diagonal = None
    sum_1 = torch.ops.aten.sum.dim_IntList(as_strided, [1]);  as_strided = None
    mean_2 = torch.ops.aten.mean.dim(select, [1]);  select = None
    mean_3 = torch.ops.aten.mean.dim(slice_1, [1, 2]);  slice_1 = None
    mean_4 = torch.ops.aten.mean.dim(roll_1, [-1]);  roll_1 = None
    diagonal_1 = torch.ops.aten.diagonal.default(mean_4, 1, 1, 2);  mean_4 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(diagonal_1, [-1], True)
    cat = torch.ops.aten.cat.default([mean, amax, mean_1, sum_1, mean_2, mean_3, diagonal_1, sum_2], -1);  mean = amax = mean_1 = sum_1 = mean_2 = mean_3 = diagonal_1 = sum_2 = None
    t_2 = torch.ops.aten.t.default(primals_6)
    addmm_2 = torch.ops.aten.addmm.default(primals_7, cat, t_2);  primals_7 = t_2 = None
    detach_3 = torch.ops.aten.detach.default(detach_2);  detach_2 = None
    view_13 = torch.ops.aten.view.default(detach_3, [2, 1, 1, 4, 1]);  detach_3 = None
    eq = torch.ops.aten.eq.Tensor(view_13, unfold);  view_13 = unfold = None
    transpose_2 = torch.ops.aten.transpose.int(view_9, 1, 2);  view_9 = None
    transpose_4 = torch.ops.aten.transpose.int(view_4, 1, 2);  view_4 = None
    detach_5 = torch.ops.aten.detach.default(detach);  detach = None
    return (addmm_2, primals_4, primals_6, view, _unsafe_view, _softmax, cat, eq, transpose_2, transpose_4, detach_5)
    