


def forward(self, primals_6, primals_7, primals_8, primals_10, primals_12, primals_13, primals_14, primals_16, primals_18, primals_22, primals_23, primals_24, primals_26, view_1, unsqueeze, gather, getitem_5, getitem_6, view_3, _softmax, view_11, add_1, getitem_11, getitem_12, view_13, addmm_3, view_15, view_17, unsqueeze_1, add_3, getitem_14, getitem_15, view_19, addmm_6, view_21, transpose_2, transpose_3, transpose_4, tangents_1):
    view_23 = torch.ops.aten.view.default(tangents_1, [32, 4]);  tangents_1 = None
    t_7 = torch.ops.aten.t.default(primals_26);  primals_26 = None
    t_8 = torch.ops.aten.t.default(t_7);  t_7 = None
    mm = torch.ops.aten.mm.default(view_23, t_8);  t_8 = None
    t_9 = torch.ops.aten.t.default(view_23)
    mm_1 = torch.ops.aten.mm.default(t_9, view_21);  t_9 = view_21 = None
    t_10 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(view_23, [0], True);  view_23 = None
    view_24 = torch.ops.aten.view.default(sum_1, [4]);  sum_1 = None
    t_11 = torch.ops.aten.t.default(t_10);  t_10 = None
    view_25 = torch.ops.aten.view.default(mm, [2, 16, 8]);  mm = None
    view_20 = torch.ops.aten.view.default(addmm_6, [2, 16, 8]);  addmm_6 = None
    gelu_backward = torch.ops.aten.gelu_backward.default(view_25, view_20);  view_20 = None
    view_26 = torch.ops.aten.view.default(gelu_backward, [32, 8]);  gelu_backward = None
    t_6 = torch.ops.aten.t.default(primals_24);  primals_24 = None
    t_12 = torch.ops.aten.t.default(t_6);  t_6 = None
    mm_2 = torch.ops.aten.mm.default(view_26, t_12);  t_12 = None
    t_13 = torch.ops.aten.t.default(view_26)
    mm_3 = torch.ops.aten.mm.default(t_13, view_19);  t_13 = view_19 = None
    t_14 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(view_26, [0], True);  view_26 = None
    view_27 = torch.ops.aten.view.default(sum_2, [8]);  sum_2 = None
    t_15 = torch.ops.aten.t.default(t_14);  t_14 = None
    view_28 = torch.ops.aten.view.default(mm_2, [2, 16, 8]);  mm_2 = None
    native_layer_norm_backward = torch.ops.aten.native_layer_norm_backward.default(view_28, add_3, [8], getitem_14, getitem_15, primals_22, primals_23, [True, True, True]);  view_28 = add_3 = getitem_14 = getitem_15 = primals_22 = primals_23 = None
    getitem_16 = native_layer_norm_backward[0]
    getitem_17 = native_layer_norm_backward[1]
    getitem_18 = native_layer_norm_backward[2];  native_layer_norm_backward = None
    add_5 = torch.ops.aten.add.Tensor(view_25, getitem_16);  view_25 = getitem_16 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(add_5, [0], True)
    view_29 = torch.ops.aten.view.default(sum_3, [16, 8]);  sum_3 = None
    new_zeros = torch.ops.aten.new_zeros.default(add_5, [2, 16, 8])
    expand_6 = torch.ops.aten.expand.default(unsqueeze_1, [-1, -1, 8]);  unsqueeze_1 = None
    scatter_add = torch.ops.aten.scatter_add.default(new_zeros, 1, expand_6, add_5);  new_zeros = expand_6 = add_5 = None
    slice_4 = torch.ops.aten.slice.Tensor(scatter_add, 1, 0, 4)
    slice_5 = torch.ops.aten.slice.Tensor(scatter_add, 1, 4, 16);  scatter_add = None
    sum_4 = torch.ops.aten.sum.dim_IntList(slice_5, [0, 1], True);  slice_5 = None
    clone_1 = torch.ops.aten.clone.default(slice_4, memory_format = torch.contiguous_format);  slice_4 = None
    _unsafe_view_1 = torch.ops.aten._unsafe_view.default(clone_1, [8, 8]);  clone_1 = None
    t_5 = torch.ops.aten.t.default(primals_18);  primals_18 = None
    t_16 = torch.ops.aten.t.default(t_5);  t_5 = None
    mm_4 = torch.ops.aten.mm.default(_unsafe_view_1, t_16);  t_16 = None
    t_17 = torch.ops.aten.t.default(_unsafe_view_1)
    mm_5 = torch.ops.aten.mm.default(t_17, view_17);  t_17 = view_17 = None
    t_18 = torch.ops.aten.t.default(mm_5);  mm_5 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(_unsafe_view_1, [0], True);  _unsafe_view_1 = None
    view_30 = torch.ops.aten.view.default(sum_5, [8]);  sum_5 = None
    t_19 = torch.ops.aten.t.default(t_18);  t_18 = None
    view_31 = torch.ops.aten.view.default(mm_4, [2, 4, 8]);  mm_4 = None
    view_32 = torch.ops.aten.view.default(view_31, [8, 8])
    t_4 = torch.ops.aten.t.default(primals_16);  primals_16 = None
    t_20 = torch.ops.aten.t.default(t_4);  t_4 = None
    mm_6 = torch.ops.aten.mm.default(view_32, t_20);  t_20 = None
    t_21 = torch.ops.aten.t.default(view_32)
    mm_7 = torch.ops.aten.mm.default(t_21, view_15);  t_21 = view_15 = None
    t_22 = torch.ops.aten.t.default(mm_7);  mm_7 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(view_32, [0], True);  view_32 = None
    view_33 = torch.ops.aten.view.default(sum_6, [8]);  sum_6 = None
    t_23 = torch.ops.aten.t.default(t_22);  t_22 = None
    view_34 = torch.ops.aten.view.default(mm_6, [2, 4, 16]);  mm_6 = None
    view_14 = torch.ops.aten.view.default(addmm_3, [2, 4, 16]);  addmm_3 = None
    gelu_backward_1 = torch.ops.aten.gelu_backward.default(view_34, view_14);  view_34 = view_14 = None
    view_35 = torch.ops.aten.view.default(gelu_backward_1, [8, 16]);  gelu_backward_1 = None
    t_3 = torch.ops.aten.t.default(primals_14);  primals_14 = None
    t_24 = torch.ops.aten.t.default(t_3);  t_3 = None
    mm_8 = torch.ops.aten.mm.default(view_35, t_24);  t_24 = None
    t_25 = torch.ops.aten.t.default(view_35)
    mm_9 = torch.ops.aten.mm.default(t_25, view_13);  t_25 = view_13 = None
    t_26 = torch.ops.aten.t.default(mm_9);  mm_9 = None
    sum_7 = torch.ops.aten.sum.dim_IntList(view_35, [0], True);  view_35 = None
    view_36 = torch.ops.aten.view.default(sum_7, [16]);  sum_7 = None
    t_27 = torch.ops.aten.t.default(t_26);  t_26 = None
    view_37 = torch.ops.aten.view.default(mm_8, [2, 4, 8]);  mm_8 = None
    native_layer_norm_backward_1 = torch.ops.aten.native_layer_norm_backward.default(view_37, add_1, [8], getitem_11, getitem_12, primals_12, primals_13, [True, True, True]);  view_37 = add_1 = getitem_11 = getitem_12 = primals_12 = primals_13 = None
    getitem_19 = native_layer_norm_backward_1[0]
    getitem_20 = native_layer_norm_backward_1[1]
    getitem_21 = native_layer_norm_backward_1[2];  native_layer_norm_backward_1 = None
    add_6 = torch.ops.aten.add.Tensor(view_31, getitem_19);  view_31 = getitem_19 = None
    view_38 = torch.ops.aten.view.default(add_6, [8, 8])
    t_2 = torch.ops.aten.t.default(primals_10);  primals_10 = None
    t_28 = torch.ops.aten.t.default(t_2);  t_2 = None
    mm_10 = torch.ops.aten.mm.default(view_38, t_28);  t_28 = None
    t_29 = torch.ops.aten.t.default(view_38)
    mm_11 = torch.ops.aten.mm.default(t_29, view_11);  t_29 = view_11 = None
    t_30 = torch.ops.aten.t.default(mm_11);  mm_11 = None
    sum_8 = torch.ops.aten.sum.dim_IntList(view_38, [0], True);  view_38 = None
    view_39 = torch.ops.aten.view.default(sum_8, [8]);  sum_8 = None
    t_31 = torch.ops.aten.t.default(t_30);  t_30 = None
    view_40 = torch.ops.aten.view.default(mm_10, [2, 4, 8]);  mm_10 = None
    view_41 = torch.ops.aten.view.default(view_40, [2, 4, 8]);  view_40 = None
    expand_3 = torch.ops.aten.expand.default(_softmax, [2, 4, 4])
    view_8 = torch.ops.aten.view.default(expand_3, [2, 4, 4]);  expand_3 = None
    transpose_1 = torch.ops.aten.transpose.int(view_8, 1, 2);  view_8 = None
    bmm_2 = torch.ops.aten.bmm.default(transpose_1, view_41);  transpose_1 = None
    bmm_3 = torch.ops.aten.bmm.default(view_41, transpose_2);  view_41 = transpose_2 = None
    view_42 = torch.ops.aten.view.default(bmm_2, [2, 4, 8]);  bmm_2 = None
    view_43 = torch.ops.aten.view.default(bmm_3, [2, 4, 4]);  bmm_3 = None
    detach = torch.ops.aten.detach.default(_softmax);  _softmax = None
    detach_1 = torch.ops.aten.detach.default(detach);  detach = None
    _softmax_backward_data = torch.ops.aten._softmax_backward_data.default(view_43, detach_1, -1, torch.float32);  view_43 = detach_1 = None
    div_1 = torch.ops.aten.div.Tensor(_softmax_backward_data, 2.8284271247461903);  _softmax_backward_data = None
    view_44 = torch.ops.aten.view.default(div_1, [2, 4, 4]);  div_1 = None
    bmm_4 = torch.ops.aten.bmm.default(transpose_3, view_44);  transpose_3 = None
    bmm_5 = torch.ops.aten.bmm.default(view_44, transpose_4);  view_44 = transpose_4 = None
    view_45 = torch.ops.aten.view.default(bmm_4, [2, 8, 4]);  bmm_4 = None
    view_46 = torch.ops.aten.view.default(bmm_5, [2, 4, 8]);  bmm_5 = None
    transpose_5 = torch.ops.aten.transpose.int(view_45, 1, 2);  view_45 = None
    cat_1 = torch.ops.aten.cat.default([view_46, transpose_5, view_42], 2);  view_46 = transpose_5 = view_42 = None
    view_47 = torch.ops.aten.view.default(cat_1, [8, 24]);  cat_1 = None
    t_1 = torch.ops.aten.t.default(primals_8);  primals_8 = None
    t_32 = torch.ops.aten.t.default(t_1);  t_1 = None
    mm_12 = torch.ops.aten.mm.default(view_47, t_32);  t_32 = None
    t_33 = torch.ops.aten.t.default(view_47)
    mm_13 = torch.ops.aten.mm.default(t_33, view_3);  t_33 = view_3 = None
    t_34 = torch.ops.aten.t.default(mm_13);  mm_13 = None
    sum_9 = torch.ops.aten.sum.dim_IntList(view_47, [0], True);  view_47 = None
    view_48 = torch.ops.aten.view.default(sum_9, [24]);  sum_9 = None
    t_35 = torch.ops.aten.t.default(t_34);  t_34 = None
    view_49 = torch.ops.aten.view.default(mm_12, [2, 4, 8]);  mm_12 = None
    native_layer_norm_backward_2 = torch.ops.aten.native_layer_norm_backward.default(view_49, gather, [8], getitem_5, getitem_6, primals_6, primals_7, [True, True, True]);  view_49 = gather = getitem_5 = getitem_6 = primals_6 = primals_7 = None
    getitem_22 = native_layer_norm_backward_2[0]
    getitem_23 = native_layer_norm_backward_2[1]
    getitem_24 = native_layer_norm_backward_2[2];  native_layer_norm_backward_2 = None
    add_7 = torch.ops.aten.add.Tensor(add_6, getitem_22);  add_6 = getitem_22 = None
    new_zeros_1 = torch.ops.aten.new_zeros.default(add_7, [2, 16, 8])
    expand = torch.ops.aten.expand.default(unsqueeze, [-1, -1, 8]);  unsqueeze = None
    scatter_add_1 = torch.ops.aten.scatter_add.default(new_zeros_1, 1, expand, add_7);  new_zeros_1 = expand = add_7 = None
    sum_10 = torch.ops.aten.sum.dim_IntList(scatter_add_1, [0], True)
    view_50 = torch.ops.aten.view.default(sum_10, [16, 8]);  sum_10 = None
    view_51 = torch.ops.aten.view.default(scatter_add_1, [32, 8]);  scatter_add_1 = None
    t_36 = torch.ops.aten.t.default(view_51)
    mm_14 = torch.ops.aten.mm.default(t_36, view_1);  t_36 = view_1 = None
    t_37 = torch.ops.aten.t.default(mm_14);  mm_14 = None
    sum_11 = torch.ops.aten.sum.dim_IntList(view_51, [0], True);  view_51 = None
    view_52 = torch.ops.aten.view.default(sum_11, [8]);  sum_11 = None
    t_38 = torch.ops.aten.t.default(t_37);  t_37 = None
    return (None, t_38, view_52, view_50, None, getitem_23, getitem_24, t_35, view_48, t_31, view_39, getitem_20, getitem_21, t_27, view_36, t_23, view_33, t_19, view_30, sum_4, view_29, getitem_17, getitem_18, t_15, view_27, t_11, view_24)
    