


def forward(self, primals_1, primals_2, primals_3, primals_4, primals_6, primals_8, primals_9, primals_10, primals_12, primals_14, getitem_1, getitem_2, view, _softmax, view_8, add, getitem_7, getitem_8, view_10, _softmax_1, view_18, mean, transpose_12, transpose_13, transpose_14, transpose_21, transpose_22, transpose_23, tangents_1):
    t_4 = torch.ops.aten.t.default(primals_14);  primals_14 = None
    t_5 = torch.ops.aten.t.default(t_4);  t_4 = None
    mm = torch.ops.aten.mm.default(tangents_1, t_5);  t_5 = None
    t_6 = torch.ops.aten.t.default(tangents_1)
    mm_1 = torch.ops.aten.mm.default(t_6, mean);  t_6 = mean = None
    t_7 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(tangents_1, [0], True);  tangents_1 = None
    view_20 = torch.ops.aten.view.default(sum_1, [3]);  sum_1 = None
    t_8 = torch.ops.aten.t.default(t_7);  t_7 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(mm, 1);  mm = None
    expand_8 = torch.ops.aten.expand.default(unsqueeze, [2, 6, 16]);  unsqueeze = None
    div_2 = torch.ops.aten.div.Scalar(expand_8, 6);  expand_8 = None
    view_21 = torch.ops.aten.view.default(div_2, [12, 16])
    t_3 = torch.ops.aten.t.default(primals_12);  primals_12 = None
    t_9 = torch.ops.aten.t.default(t_3);  t_3 = None
    mm_2 = torch.ops.aten.mm.default(view_21, t_9);  t_9 = None
    t_10 = torch.ops.aten.t.default(view_21)
    mm_3 = torch.ops.aten.mm.default(t_10, view_18);  t_10 = view_18 = None
    t_11 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(view_21, [0], True);  view_21 = None
    view_22 = torch.ops.aten.view.default(sum_2, [16]);  sum_2 = None
    t_12 = torch.ops.aten.t.default(t_11);  t_11 = None
    view_23 = torch.ops.aten.view.default(mm_2, [2, 6, 16]);  mm_2 = None
    view_24 = torch.ops.aten.view.default(view_23, [2, 6, 2, 8]);  view_23 = None
    transpose_10 = torch.ops.aten.transpose.int(view_24, 1, 2);  view_24 = None
    clone_8 = torch.ops.aten.clone.default(transpose_10, memory_format = torch.contiguous_format);  transpose_10 = None
    _unsafe_view_8 = torch.ops.aten._unsafe_view.default(clone_8, [4, 6, 8]);  clone_8 = None
    expand_6 = torch.ops.aten.expand.default(_softmax_1, [2, 2, 6, 6])
    view_16 = torch.ops.aten.view.default(expand_6, [4, 6, 6]);  expand_6 = None
    transpose_11 = torch.ops.aten.transpose.int(view_16, 1, 2);  view_16 = None
    bmm_4 = torch.ops.aten.bmm.default(transpose_11, _unsafe_view_8);  transpose_11 = None
    bmm_5 = torch.ops.aten.bmm.default(_unsafe_view_8, transpose_12);  _unsafe_view_8 = transpose_12 = None
    view_25 = torch.ops.aten.view.default(bmm_4, [2, 2, 6, 8]);  bmm_4 = None
    view_26 = torch.ops.aten.view.default(bmm_5, [2, 2, 6, 6]);  bmm_5 = None
    detach_1 = torch.ops.aten.detach.default(_softmax_1);  _softmax_1 = None
    detach_2 = torch.ops.aten.detach.default(detach_1);  detach_1 = None
    _softmax_backward_data = torch.ops.aten._softmax_backward_data.default(view_26, detach_2, -1, torch.float32);  view_26 = detach_2 = None
    ones = torch.ops.aten.ones.default([6, 6], dtype = torch.bool, device = device(type='cpu'), pin_memory = False)
    triu = torch.ops.aten.triu.default(ones, 1);  ones = None
    masked_fill_2 = torch.ops.aten.masked_fill.Scalar(_softmax_backward_data, triu, 0);  _softmax_backward_data = None
    div_3 = torch.ops.aten.div.Tensor(masked_fill_2, 2.8284271247461903);  masked_fill_2 = None
    view_27 = torch.ops.aten.view.default(div_3, [4, 6, 6]);  div_3 = None
    bmm_6 = torch.ops.aten.bmm.default(transpose_13, view_27);  transpose_13 = None
    bmm_7 = torch.ops.aten.bmm.default(view_27, transpose_14);  view_27 = transpose_14 = None
    view_28 = torch.ops.aten.view.default(bmm_6, [2, 2, 8, 6]);  bmm_6 = None
    view_29 = torch.ops.aten.view.default(bmm_7, [2, 2, 6, 8]);  bmm_7 = None
    transpose_15 = torch.ops.aten.transpose.int(view_28, -2, -1);  view_28 = None
    transpose_16 = torch.ops.aten.transpose.int(view_25, 1, 2);  view_25 = None
    clone_9 = torch.ops.aten.clone.default(transpose_16, memory_format = torch.contiguous_format);  transpose_16 = None
    _unsafe_view_9 = torch.ops.aten._unsafe_view.default(clone_9, [2, 6, 16]);  clone_9 = None
    transpose_17 = torch.ops.aten.transpose.int(transpose_15, 1, 2);  transpose_15 = None
    view_30 = torch.ops.aten.view.default(transpose_17, [2, 6, 16]);  transpose_17 = None
    transpose_18 = torch.ops.aten.transpose.int(view_29, 1, 2);  view_29 = None
    clone_10 = torch.ops.aten.clone.default(transpose_18, memory_format = torch.contiguous_format);  transpose_18 = None
    _unsafe_view_10 = torch.ops.aten._unsafe_view.default(clone_10, [2, 6, 16]);  clone_10 = None
    cat = torch.ops.aten.cat.default([_unsafe_view_10, view_30, _unsafe_view_9], 2);  _unsafe_view_10 = view_30 = _unsafe_view_9 = None
    view_31 = torch.ops.aten.view.default(cat, [12, 48]);  cat = None
    t_2 = torch.ops.aten.t.default(primals_10);  primals_10 = None
    t_13 = torch.ops.aten.t.default(t_2);  t_2 = None
    mm_4 = torch.ops.aten.mm.default(view_31, t_13);  t_13 = None
    t_14 = torch.ops.aten.t.default(view_31)
    mm_5 = torch.ops.aten.mm.default(t_14, view_10);  t_14 = view_10 = None
    t_15 = torch.ops.aten.t.default(mm_5);  mm_5 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(view_31, [0], True);  view_31 = None
    view_32 = torch.ops.aten.view.default(sum_3, [48]);  sum_3 = None
    t_16 = torch.ops.aten.t.default(t_15);  t_15 = None
    view_33 = torch.ops.aten.view.default(mm_4, [2, 6, 16]);  mm_4 = None
    native_layer_norm_backward = torch.ops.aten.native_layer_norm_backward.default(view_33, add, [16], getitem_7, getitem_8, primals_8, primals_9, [True, True, True]);  view_33 = add = getitem_7 = getitem_8 = primals_8 = primals_9 = None
    getitem_12 = native_layer_norm_backward[0]
    getitem_13 = native_layer_norm_backward[1]
    getitem_14 = native_layer_norm_backward[2];  native_layer_norm_backward = None
    add_2 = torch.ops.aten.add.Tensor(div_2, getitem_12);  div_2 = getitem_12 = None
    view_34 = torch.ops.aten.view.default(add_2, [12, 16]);  add_2 = None
    t_1 = torch.ops.aten.t.default(primals_6);  primals_6 = None
    t_17 = torch.ops.aten.t.default(t_1);  t_1 = None
    mm_6 = torch.ops.aten.mm.default(view_34, t_17);  t_17 = None
    t_18 = torch.ops.aten.t.default(view_34)
    mm_7 = torch.ops.aten.mm.default(t_18, view_8);  t_18 = view_8 = None
    t_19 = torch.ops.aten.t.default(mm_7);  mm_7 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(view_34, [0], True);  view_34 = None
    view_35 = torch.ops.aten.view.default(sum_4, [16]);  sum_4 = None
    t_20 = torch.ops.aten.t.default(t_19);  t_19 = None
    view_36 = torch.ops.aten.view.default(mm_6, [2, 6, 16]);  mm_6 = None
    view_37 = torch.ops.aten.view.default(view_36, [2, 6, 2, 8]);  view_36 = None
    transpose_19 = torch.ops.aten.transpose.int(view_37, 1, 2);  view_37 = None
    clone_11 = torch.ops.aten.clone.default(transpose_19, memory_format = torch.contiguous_format);  transpose_19 = None
    _unsafe_view_11 = torch.ops.aten._unsafe_view.default(clone_11, [4, 6, 8]);  clone_11 = None
    expand_2 = torch.ops.aten.expand.default(_softmax, [2, 2, 6, 6])
    view_6 = torch.ops.aten.view.default(expand_2, [4, 6, 6]);  expand_2 = None
    transpose_20 = torch.ops.aten.transpose.int(view_6, 1, 2);  view_6 = None
    bmm_8 = torch.ops.aten.bmm.default(transpose_20, _unsafe_view_11);  transpose_20 = None
    bmm_9 = torch.ops.aten.bmm.default(_unsafe_view_11, transpose_21);  _unsafe_view_11 = transpose_21 = None
    view_38 = torch.ops.aten.view.default(bmm_8, [2, 2, 6, 8]);  bmm_8 = None
    view_39 = torch.ops.aten.view.default(bmm_9, [2, 2, 6, 6]);  bmm_9 = None
    detach = torch.ops.aten.detach.default(_softmax);  _softmax = None
    detach_3 = torch.ops.aten.detach.default(detach);  detach = None
    _softmax_backward_data_1 = torch.ops.aten._softmax_backward_data.default(view_39, detach_3, -1, torch.float32);  view_39 = detach_3 = None
    masked_fill_3 = torch.ops.aten.masked_fill.Scalar(_softmax_backward_data_1, triu, 0);  _softmax_backward_data_1 = triu = None
    div_4 = torch.ops.aten.div.Tensor(masked_fill_3, 2.8284271247461903);  masked_fill_3 = None
    view_40 = torch.ops.aten.view.default(div_4, [4, 6, 6]);  div_4 = None
    bmm_10 = torch.ops.aten.bmm.default(transpose_22, view_40);  transpose_22 = None
    bmm_11 = torch.ops.aten.bmm.default(view_40, transpose_23);  view_40 = transpose_23 = None
    view_41 = torch.ops.aten.view.default(bmm_10, [2, 2, 8, 6]);  bmm_10 = None
    view_42 = torch.ops.aten.view.default(bmm_11, [2, 2, 6, 8]);  bmm_11 = None
    transpose_24 = torch.ops.aten.transpose.int(view_41, -2, -1);  view_41 = None
    transpose_25 = torch.ops.aten.transpose.int(view_38, 1, 2);  view_38 = None
    clone_12 = torch.ops.aten.clone.default(transpose_25, memory_format = torch.contiguous_format);  transpose_25 = None
    _unsafe_view_12 = torch.ops.aten._unsafe_view.default(clone_12, [2, 6, 16]);  clone_12 = None
    transpose_26 = torch.ops.aten.transpose.int(transpose_24, 1, 2);  transpose_24 = None
    view_43 = torch.ops.aten.view.default(transpose_26, [2, 6, 16]);  transpose_26 = None
    transpose_27 = torch.ops.aten.transpose.int(view_42, 1, 2);  view_42 = None
    clone_13 = torch.ops.aten.clone.default(transpose_27, memory_format = torch.contiguous_format);  transpose_27 = None
    _unsafe_view_13 = torch.ops.aten._unsafe_view.default(clone_13, [2, 6, 16]);  clone_13 = None
    cat_1 = torch.ops.aten.cat.default([_unsafe_view_13, view_43, _unsafe_view_12], 2);  _unsafe_view_13 = view_43 = _unsafe_view_12 = None
    view_44 = torch.ops.aten.view.default(cat_1, [12, 48]);  cat_1 = None
    t = torch.ops.aten.t.default(primals_4);  primals_4 = None
    t_21 = torch.ops.aten.t.default(t);  t = None
    mm_8 = torch.ops.aten.mm.default(view_44, t_21);  t_21 = None
    t_22 = torch.ops.aten.t.default(view_44)
    mm_9 = torch.ops.aten.mm.default(t_22, view);  t_22 = view = None
    t_23 = torch.ops.aten.t.default(mm_9);  mm_9 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(view_44, [0], True);  view_44 = None
    view_45 = torch.ops.aten.view.default(sum_5, [48]);  sum_5 = None
    t_24 = torch.ops.aten.t.default(t_23);  t_23 = None
    view_46 = torch.ops.aten.view.default(mm_8, [2, 6, 16]);  mm_8 = None
    native_layer_norm_backward_1 = torch.ops.aten.native_layer_norm_backward.default(view_46, primals_1, [16], getitem_1, getitem_2, primals_2, primals_3, [False, True, True]);  view_46 = primals_1 = getitem_1 = getitem_2 = primals_2 = primals_3 = None
    getitem_16 = native_layer_norm_backward_1[1]
    getitem_17 = native_layer_norm_backward_1[2];  native_layer_norm_backward_1 = None
    return (None, getitem_16, getitem_17, t_24, view_45, t_20, view_35, getitem_13, getitem_14, t_16, view_32, t_12, view_22, t_8, view_20)
    