


def forward(self, primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10):
    new_zeros = torch.ops.aten.new_zeros.default(primals_1, [2, 6, 16], pin_memory = False)
    slice_1 = torch.ops.aten.slice.Tensor(primals_1, 1, 0, 4)
    t = torch.ops.aten.t.default(primals_2);  primals_2 = None
    clone = torch.ops.aten.clone.default(slice_1, memory_format = torch.contiguous_format);  slice_1 = None
    _unsafe_view = torch.ops.aten._unsafe_view.default(clone, [8, 8]);  clone = None
    mm = torch.ops.aten.mm.default(_unsafe_view, t);  t = None
    _unsafe_view_1 = torch.ops.aten._unsafe_view.default(mm, [2, 4, 16]);  mm = None
    add = torch.ops.aten.add.Tensor(_unsafe_view_1, primals_3);  _unsafe_view_1 = primals_3 = None
    slice_2 = torch.ops.aten.slice.Tensor(new_zeros, 1, 0, 4)
    copy = torch.ops.aten.copy.default(slice_2, add);  slice_2 = add = None
    slice_scatter = torch.ops.aten.slice_scatter.default(new_zeros, copy, 1, 0, 4);  new_zeros = copy = None
    slice_5 = torch.ops.aten.slice.Tensor(primals_1, 1, 4, 9223372036854775807)
    t_1 = torch.ops.aten.t.default(primals_4);  primals_4 = None
    clone_1 = torch.ops.aten.clone.default(slice_5, memory_format = torch.contiguous_format);  slice_5 = None
    _unsafe_view_2 = torch.ops.aten._unsafe_view.default(clone_1, [4, 8]);  clone_1 = None
    mm_1 = torch.ops.aten.mm.default(_unsafe_view_2, t_1);  t_1 = None
    _unsafe_view_3 = torch.ops.aten._unsafe_view.default(mm_1, [2, 2, 16]);  mm_1 = None
    add_1 = torch.ops.aten.add.Tensor(_unsafe_view_3, primals_5);  _unsafe_view_3 = primals_5 = None
    slice_7 = torch.ops.aten.slice.Tensor(slice_scatter, 1, 4, 9223372036854775807)
    copy_1 = torch.ops.aten.copy.default(slice_7, add_1);  slice_7 = add_1 = None
    slice_scatter_1 = torch.ops.aten.slice_scatter.default(slice_scatter, copy_1, 1, 4, 9223372036854775807);  slice_scatter = copy_1 = None
    view = torch.ops.aten.view.default(primals_1, [12, 8]);  primals_1 = None
    t_2 = torch.ops.aten.t.default(primals_6);  primals_6 = None
    addmm = torch.ops.aten.addmm.default(primals_7, view, t_2);  primals_7 = t_2 = None
    view_1 = torch.ops.aten.view.default(addmm, [2, 6, 8]);  addmm = None
    expand = torch.ops.aten.expand.default(view_1, [2, 6, 8]);  view_1 = None
    view_2 = torch.ops.aten.view.default(expand, [2, 6, 8]);  expand = None
    slice_15 = torch.ops.aten.slice.Tensor(slice_scatter_1, 2, 0, 8)
    transpose_3 = torch.ops.aten.transpose.int(slice_15, 1, 2);  slice_15 = None
    expand_3 = torch.ops.aten.expand.default(transpose_3, [2, 8, 6]);  transpose_3 = None
    view_4 = torch.ops.aten.view.default(expand_3, [2, 8, 6]);  expand_3 = None
    bmm = torch.ops.aten.bmm.default(view_2, view_4)
    view_5 = torch.ops.aten.view.default(bmm, [2, 6, 6]);  bmm = None
    div = torch.ops.aten.div.Tensor(view_5, 2.8284271247461903);  view_5 = None
    select = torch.ops.aten.select.int(div, 0, 0)
    masked_fill = torch.ops.aten.masked_fill.Scalar(select, primals_8, -10000.0);  select = None
    select_scatter = torch.ops.aten.select_scatter.default(div, masked_fill, 0, 0);  div = masked_fill = None
    select_6 = torch.ops.aten.select.int(select_scatter, 0, 1)
    select_7 = torch.ops.aten.select.int(select_6, 1, 0)
    mul = torch.ops.aten.mul.Tensor(select_7, 0.5);  select_7 = None
    select_scatter_1 = torch.ops.aten.select_scatter.default(select_6, mul, 1, 0);  select_6 = mul = None
    select_scatter_2 = torch.ops.aten.select_scatter.default(select_scatter, select_scatter_1, 0, 1);  select_scatter = select_scatter_1 = None
    _softmax = torch.ops.aten._softmax.default(select_scatter_2, -1, False);  select_scatter_2 = None
    expand_4 = torch.ops.aten.expand.default(_softmax, [2, 6, 6])
    view_6 = torch.ops.aten.view.default(expand_4, [2, 6, 6]);  expand_4 = None
    slice_18 = torch.ops.aten.slice.Tensor(slice_scatter_1, 2, 8, 9223372036854775807);  slice_scatter_1 = None
    expand_7 = torch.ops.aten.expand.default(slice_18, [2, 6, 8]);  slice_18 = None
    view_8 = torch.ops.aten.view.default(expand_7, [2, 6, 8]);  expand_7 = None
    bmm_1 = torch.ops.aten.bmm.default(view_6, view_8);  view_6 = None
    view_9 = torch.ops.aten.view.default(bmm_1, [2, 6, 8]);  bmm_1 = None
    clone_2 = torch.ops.aten.clone.default(view_9);  view_9 = None
    slice_19 = torch.ops.aten.slice.Tensor(clone_2, 1, 0, 2)
    mul_1 = torch.ops.aten.mul.Tensor(slice_19, 2.0);  slice_19 = None
    slice_scatter_2 = torch.ops.aten.slice_scatter.default(clone_2, mul_1, 1, 0, 2);  clone_2 = mul_1 = None
    mean = torch.ops.aten.mean.dim(slice_scatter_2, [1]);  slice_scatter_2 = None
    t_3 = torch.ops.aten.t.default(primals_9)
    addmm_1 = torch.ops.aten.addmm.default(primals_10, mean, t_3);  primals_10 = t_3 = None
    transpose_6 = torch.ops.aten.transpose.int(view_8, 1, 2);  view_8 = None
    transpose_7 = torch.ops.aten.transpose.int(view_2, 1, 2);  view_2 = None
    transpose_10 = torch.ops.aten.transpose.int(view_4, 1, 2);  view_4 = None
    return (addmm_1, primals_8, primals_9, _unsafe_view, _unsafe_view_2, view, _softmax, mean, transpose_6, transpose_7, transpose_10)
    