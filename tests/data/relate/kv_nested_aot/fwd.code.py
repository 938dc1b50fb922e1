


def forward(self, primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10):
    new_zeros = torch.ops.aten.new_zeros.default(primals_1, [2, 2, 6, 8], pin_memory = False)
    view = torch.ops.aten.view.default(primals_1, [12, 4])
    t = torch.ops.aten.t.default(primals_2);  primals_2 = None
    addmm = torch.ops.aten.addmm.default(primals_3, view, t);  primals_3 = t = None
    view_1 = torch.ops.aten.view.default(addmm, [2, 6, 8]);  addmm = None
    slice_1 = torch.ops.aten.slice.Tensor(view_1, 1, 0, 3);  view_1 = None
    select = torch.ops.aten.select.int(new_zeros, 0, 0)
    slice_2 = torch.ops.aten.slice.Tensor(select, 1, 0, 3)
    copy = torch.ops.aten.copy.default(slice_2, slice_1);  slice_2 = slice_1 = None
    slice_scatter = torch.ops.aten.slice_scatter.default(select, copy, 1, 0, 3);  select = copy = None
    select_scatter = torch.ops.aten.select_scatter.default(new_zeros, slice_scatter, 0, 0);  new_zeros = slice_scatter = None
    slice_5 = torch.ops.aten.slice.Tensor(primals_1, 1, 2, 5);  primals_1 = None
    t_1 = torch.ops.aten.t.default(primals_5);  primals_5 = None
    clone = torch.ops.aten.clone.default(slice_5, memory_format = torch.contiguous_format);  slice_5 = None
    _unsafe_view = torch.ops.aten._unsafe_view.default(clone, [6, 4]);  clone = None
    mm = torch.ops.aten.mm.default(_unsafe_view, t_1);  t_1 = None
    _unsafe_view_1 = torch.ops.aten._unsafe_view.default(mm, [2, 3, 8]);  mm = None
    add = torch.ops.aten.add.Tensor(_unsafe_view_1, primals_6);  _unsafe_view_1 = primals_6 = None
    select_6 = torch.ops.aten.select.int(select_scatter, 0, 1)
    index_copy = torch.ops.aten.index_copy.default(select_6, 1, primals_4, add);  select_6 = add = None
    select_scatter_1 = torch.ops.aten.select_scatter.default(select_scatter, index_copy, 0, 1);  select_scatter = index_copy = None
    unbind_1 = torch.ops.aten.unbind.int(select_scatter_1)
    getitem_2 = unbind_1[0]
    getitem_23 = unbind_1[1];  unbind_1 = None
    split_4 = torch.ops.aten.split.Tensor(getitem_2, 4, -1)
    getitem_20 = split_4[0]
    getitem_37 = split_4[1];  split_4 = None
    slice_8 = torch.ops.aten.slice.Tensor(getitem_20, 1, 0, 4);  getitem_20 = None
    split_5 = torch.ops.aten.split.Tensor(getitem_23, 4, -1);  getitem_23 = None
    getitem_24 = split_5[0]
    getitem_41 = split_5[1];  split_5 = None
    slice_9 = torch.ops.aten.slice.Tensor(getitem_24, 1, 2, 9223372036854775807);  getitem_24 = None
    cat = torch.ops.aten.cat.default([slice_8, slice_9], 1);  slice_8 = slice_9 = None
    slice_12 = torch.ops.aten.slice.Tensor(getitem_37, 1, 0, 4);  getitem_37 = None
    slice_13 = torch.ops.aten.slice.Tensor(getitem_41, 1, 2, 9223372036854775807);  getitem_41 = None
    cat_1 = torch.ops.aten.cat.default([slice_12, slice_13], 1);  slice_12 = slice_13 = None
    t_2 = torch.ops.aten.t.default(primals_7);  primals_7 = None
    addmm_1 = torch.ops.aten.addmm.default(primals_8, view, t_2);  primals_8 = t_2 = None
    view_3 = torch.ops.aten.view.default(addmm_1, [2, 6, 4]);  addmm_1 = None
    transpose = torch.ops.aten.transpose.int(cat, 1, 2);  cat = None
    expand = torch.ops.aten.expand.default(view_3, [2, 6, 4]);  view_3 = None
    view_4 = torch.ops.aten.view.default(expand, [2, 6, 4]);  expand = None
    expand_1 = torch.ops.aten.expand.default(transpose, [2, 4, 8]);  transpose = None
    view_5 = torch.ops.aten.view.default(expand_1, [2, 4, 8]);  expand_1 = None
    bmm = torch.ops.aten.bmm.default(view_4, view_5)
    view_6 = torch.ops.aten.view.default(bmm, [2, 6, 8]);  bmm = None
    _softmax = torch.ops.aten._softmax.default(view_6, -1, False);  view_6 = None
    expand_2 = torch.ops.aten.expand.default(_softmax, [2, 6, 8])
    view_7 = torch.ops.aten.view.default(expand_2, [2, 6, 8]);  expand_2 = None
    expand_3 = torch.ops.aten.expand.default(cat_1, [2, 8, 4]);  cat_1 = None
    view_8 = torch.ops.aten.view.default(expand_3, [2, 8, 4]);  expand_3 = None
    bmm_1 = torch.ops.aten.bmm.default(view_7, view_8);  view_7 = None
    view_9 = torch.ops.aten.view.default(bmm_1, [2, 6, 4]);  bmm_1 = None
    select_9 = torch.ops.aten.select.int(view_9, 1, 0)
    mul = torch.ops.aten.mul.Tensor(select_9, 2.0);  select_9 = None
    select_scatter_2 = torch.ops.aten.select_scatter.default(view_9, mul, 1, 5);  view_9 = mul = None
    mean = torch.ops.aten.mean.dim(select_scatter_2, [1]);  select_scatter_2 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(getitem_2, [1]);  getitem_2 = None
    slice_15 = torch.ops.aten.slice.Tensor(sum_1, 1, 0, 4);  sum_1 = None
    select_15 = torch.ops.aten.select.int(select_scatter_1, 0, 1);  select_scatter_1 = None
    select_16 = torch.ops.aten.select.int(select_15, 1, -1);  select_15 = None
    slice_16 = torch.ops.aten.slice.Tensor(select_16, 1, 4, 9223372036854775807);  select_16 = None
    cat_2 = torch.ops.aten.cat.default([mean, slice_16, slice_15], -1);  mean = slice_16 = slice_15 = None
    t_3 = torch.ops.aten.t.default(primals_9)
    addmm_2 = torch.ops.aten.addmm.default(primals_10, cat_2, t_3);  primals_10 = t_3 = None
    transpose_2 = torch.ops.aten.transpose.int(view_8, 1, 2);  view_8 = None
    transpose_3 = torch.ops.aten.transpose.int(view_4, 1, 2);  view_4 = None
    transpose_4 = torch.ops.aten.transpose.int(view_5, 1, 2);  view_5 = None
    return (addmm_2, primals_4, primals_9, view, _unsafe_view, _softmax, cat_2, transpose_2, transpose_3, transpose_4)
    