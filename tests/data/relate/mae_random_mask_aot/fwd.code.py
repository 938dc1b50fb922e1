


def forward(self, primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27):
    view = torch.ops.aten.view.default(primals_1, [2, 1, 4, 2, 4, 2]);  primals_1 = None
    permute = torch.ops.aten.permute.default(view, [0, 2, 4, 3, 5, 1]);  view = None
    clone = torch.ops.aten.clone.default(permute, memory_format = torch.contiguous_format);  permute = None
    _unsafe_view = torch.ops.aten._unsafe_view.default(clone, [2, 16, 4]);  clone = None
    view_1 = torch.ops.aten.view.default(_unsafe_view, [32, 4]);  _unsafe_view = None
    t = torch.ops.aten.t.default(primals_2);  primals_2 = None
    addmm = torch.ops.aten.addmm.default(primals_3, view_1, t);  primals_3 = t = None
    view_2 = torch.ops.aten.view.default(addmm, [2, 16, 8]);  addmm = None
    add = torch.ops.aten.add.Tensor(view_2, primals_4);  view_2 = primals_4 = None
    sort = torch.ops.aten.sort.default(primals_5, 1);  primals_5 = None
    getitem_1 = sort[1];  sort = None
    sort_1 = torch.ops.aten.sort.default(getitem_1, 1)
    getitem_3 = sort_1[1];  sort_1 = None
    slice_1 = torch.ops.aten.slice.Tensor(getitem_1, 1, 0, 4);  getitem_1 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(slice_1, -1);  slice_1 = None
    expand = torch.ops.aten.expand.default(unsqueeze, [-1, -1, 8])
    gather = torch.ops.aten.gather.default(add, 1, expand);  add = expand = None
    native_layer_norm = torch.ops.aten.native_layer_norm.default(gather, [8], primals_6, primals_7, 1e-05)
    getitem_4 = native_layer_norm[0]
    getitem_5 = native_layer_norm[1]
    getitem_6 = native_layer_norm[2];  native_layer_norm = None
    view_3 = torch.ops.aten.view.default(getitem_4, [8, 8]);  getitem_4 = None
    t_1 = torch.ops.aten.t.default(primals_8)
    addmm_1 = torch.ops.aten.addmm.default(primals_9, view_3, t_1);  primals_9 = t_1 = None
    view_4 = torch.ops.aten.view.default(addmm_1, [2, 4, 24]);  addmm_1 = None
    split = torch.ops.aten.split.Tensor(view_4, 8, -1);  view_4 = None
    getitem_7 = split[0]
    getitem_8 = split[1]
    getitem_9 = split[2];  split = None
    transpose = torch.ops.aten.transpose.int(getitem_8, 1, 2);  getitem_8 = None
    expand_1 = torch.ops.aten.expand.default(getitem_7, [2, 4, 8]);  getitem_7 = None
    view_5 = torch.ops.aten.view.default(expand_1, [2, 4, 8]);  expand_1 = None
    expand_2 = torch.ops.aten.expand.default(transpose, [2, 8, 4]);  transpose = None
    view_6 = torch.ops.aten.view.default(expand_2, [2, 8, 4]);  expand_2 = None
    bmm = torch.ops.aten.bmm.default(view_5, view_6)
    view_7 = torch.ops.aten.view.default(bmm, [2, 4, 4]);  bmm = None
    div = torch.ops.aten.div.Tensor(view_7, 2.8284271247461903);  view_7 = None
    _softmax = torch.ops.aten._softmax.default(div, -1, False);  div = None
    expand_3 = torch.ops.aten.expand.default(_softmax, [2, 4, 4])
    view_8 = torch.ops.aten.view.default(expand_3, [2, 4, 4]);  expand_3 = None
    expand_4 = torch.ops.aten.expand.default(getitem_9, [2, 4, 8]);  getitem_9 = None
    view_9 = torch.ops.aten.view.default(expand_4, [2, 4, 8]);  expand_4 = None
    bmm_1 = torch.ops.aten.bmm.default(view_8, view_9);  view_8 = None
    view_10 = torch.ops.aten.view.default(bmm_1, [2, 4, 8]);  bmm_1 = None
    view_11 = torch.ops.aten.view.default(view_10, [8, 8]);  view_10 = None
    t_2 = torch.ops.aten.t.default(primals_10)
    addmm_2 = torch.ops.aten.addmm.default(primals_11, view_11, t_2);  primals_11 = t_2 = None
    view_12 = torch.ops.aten.view.default(addmm_2, [2, 4, 8]);  addmm_2 = None
    add_1 = torch.ops.aten.add.Tensor(gather, view_12);  view_12 = None
    native_layer_norm_1 = torch.ops.aten.native_layer_norm.default(add_1, [8], primals_12, primals_13, 1e-05)
    getitem_10 = native_layer_norm_1[0]
    getitem_11 = native_layer_norm_1[1]
    getitem_12 = native_layer_norm_1[2];  native_layer_norm_1 = None
    view_13 = torch.ops.aten.view.default(getitem_10, [8, 8]);  getitem_10 = None
    t_3 = torch.ops.aten.t.default(primals_14)
    addmm_3 = torch.ops.aten.addmm.default(primals_15, view_13, t_3);  primals_15 = t_3 = None
    view_14 = torch.ops.aten.view.default(addmm_3, [2, 4, 16])
    gelu = torch.ops.aten.gelu.default(view_14);  view_14 = None
    view_15 = torch.ops.aten.view.default(gelu, [8, 16]);  gelu = None
    t_4 = torch.ops.aten.t.default(primals_16)
    addmm_4 = torch.ops.aten.addmm.default(primals_17, view_15, t_4);  primals_17 = t_4 = None
    view_16 = torch.ops.aten.view.default(addmm_4, [2, 4, 8]);  addmm_4 = None
    add_2 = torch.ops.aten.add.Tensor(add_1, view_16);  view_16 = None
    view_17 = torch.ops.aten.view.default(add_2, [8, 8]);  add_2 = None
    t_5 = torch.ops.aten.t.default(primals_18)
    addmm_5 = torch.ops.aten.addmm.default(primals_19, view_17, t_5);  primals_19 = t_5 = None
    view_18 = torch.ops.aten.view.default(addmm_5, [2, 4, 8]);  addmm_5 = None
    expand_5 = torch.ops.aten.expand.default(primals_20, [2, 12, -1]);  primals_20 = None
    cat = torch.ops.aten.cat.default([view_18, expand_5], 1);  view_18 = expand_5 = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(getitem_3, -1)
    expand_6 = torch.ops.aten.expand.default(unsqueeze_1, [-1, -1, 8])
    gather_1 = torch.ops.aten.gather.default(cat, 1, expand_6);  cat = expand_6 = None
    add_3 = torch.ops.aten.add.Tensor(gather_1, primals_21);  gather_1 = primals_21 = None
    native_layer_norm_2 = torch.ops.aten.native_layer_norm.default(add_3, [8], primals_22, primals_23, 1e-05)
    getitem_13 = native_layer_norm_2[0]
    getitem_14 = native_layer_norm_2[1]
    getitem_15 = native_layer_norm_2[2];  native_layer_norm_2 = None
    view_19 = torch.ops.aten.view.default(getitem_13, [32, 8]);  getitem_13 = None
    t_6 = torch.ops.aten.t.default(primals_24)
    addmm_6 = torch.ops.aten.addmm.default(primals_25, view_19, t_6);  primals_25 = t_6 = None
    view_20 = torch.ops.aten.view.default(addmm_6, [2, 16, 8])
    gelu_1 = torch.ops.aten.gelu.default(view_20);  view_20 = None
    add_4 = torch.ops.aten.add.Tensor(add_3, gelu_1);  gelu_1 = None
    ones = torch.ops.aten.ones.default([2, 16], device = device(type='cpu'), pin_memory = False)
    _tensor_constant0 = self._tensor_constant0
    lift_fresh_copy = torch.ops.aten.lift_fresh_copy.default(_tensor_constant0);  _tensor_constant0 = None
    slice_2 = torch.ops.aten.slice.Tensor(ones, 1, 0, 4)
    fill = torch.ops.aten.fill.Tensor(slice_2, lift_fresh_copy);  slice_2 = lift_fresh_copy = None
    slice_scatter = torch.ops.aten.slice_scatter.default(ones, fill, 1, 0, 4);  ones = fill = None
    view_21 = torch.ops.aten.view.default(add_4, [32, 8]);  add_4 = None
    t_7 = torch.ops.aten.t.default(primals_26)
    addmm_7 = torch.ops.aten.addmm.default(primals_27, view_21, t_7);  primals_27 = t_7 = None
    view_22 = torch.ops.aten.view.default(addmm_7, [2, 16, 4]);  addmm_7 = None
    gather_2 = torch.ops.aten.gather.default(slice_scatter, 1, getitem_3);  slice_scatter = getitem_3 = None
    transpose_2 = torch.ops.aten.transpose.int(view_9, 1, 2);  view_9 = None
    transpose_3 = torch.ops.aten.transpose.int(view_5, 1, 2);  view_5 = None
    transpose_4 = torch.ops.aten.transpose.int(view_6, 1, 2);  view_6 = None
    return (view_22, gather_2, primals_6, primals_7, primals_8, primals_10, primals_12, primals_13, primals_14, primals_16, primals_18, primals_22, primals_23, primals_24, primals_26, view_1, unsqueeze, gather, getitem_5, getitem_6, view_3, _softmax, view_11, add_1, getitem_11, getitem_12, view_13, addmm_3, view_15, view_17, unsqueeze_1, add_3, getitem_14, getitem_15, view_19, addmm_6, view_21, transpose_2, transpose_3, transpose_4)
    