


def forward(self, primals_5, primals_10, primals_11, primals_13, primals_14, primals_17, primals_19, primals_20, primals_21, primals_23, primals_25, primals_26, primals_27, view, _unsafe_view, view_6, view_7, view_8, unsqueeze_5, getitem, getitem_1, add_2, getitem_3, getitem_4, _unsafe_view_2, _unsafe_view_4, view_18, view_19, view_20, view_21, getitem_9, getitem_10, add_5, getitem_12, getitem_13, view_24, view_26, add_6, getitem_15, getitem_16, view_28, detach_4, t_27, t_31, detach_7, tangents_1):
    view_30 = torch.ops.aten.view.default(tangents_1, [8, 6]);  tangents_1 = None
    t_8 = torch.ops.aten.t.default(primals_27);  primals_27 = None
    t_9 = torch.ops.aten.t.default(t_8);  t_8 = None
    mm_3 = torch.ops.aten.mm.default(view_30, t_9);  t_9 = None
    t_10 = torch.ops.aten.t.default(view_30)
    mm_4 = torch.ops.aten.mm.default(t_10, view_28);  t_10 = view_28 = None
    t_11 = torch.ops.aten.t.default(mm_4);  mm_4 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(view_30, [0], True);  view_30 = None
    view_31 = torch.ops.aten.view.default(sum_1, [6]);  sum_1 = None
    t_12 = torch.ops.aten.t.default(t_11);  t_11 = None
    view_32 = torch.ops.aten.view.default(mm_3, [2, 4, 8]);  mm_3 = None
    native_layer_norm_backward = torch.ops.aten.native_layer_norm_backward.default(view_32, add_6, [8], getitem_15, getitem_16, primals_25, primals_26, [True, True, True]);  view_32 = add_6 = getitem_15 = getitem_16 = primals_25 = primals_26 = None
    getitem_17 = native_layer_norm_backward[0]
    getitem_18 = native_layer_norm_backward[1]
    getitem_19 = native_layer_norm_backward[2];  native_layer_norm_backward = None
    view_33 = torch.ops.aten.view.default(getitem_17, [8, 8])
    t_7 = torch.ops.aten.t.default(primals_23);  primals_23 = None
    t_13 = torch.ops.aten.t.default(t_7);  t_7 = None
    mm_5 = torch.ops.aten.mm.default(view_33, t_13);  t_13 = None
    t_14 = torch.ops.aten.t.default(view_33)
    mm_6 = torch.ops.aten.mm.default(t_14, view_26);  t_14 = view_26 = None
    t_15 = torch.ops.aten.t.default(mm_6);  mm_6 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(view_33, [0], True);  view_33 = None
    view_34 = torch.ops.aten.view.default(sum_2, [8]);  sum_2 = None
    t_16 = torch.ops.aten.t.default(t_15);  t_15 = None
    view_35 = torch.ops.aten.view.default(mm_5, [2, 4, 16]);  mm_5 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(view_35, detach_4, 0);  view_35 = detach_4 = None
    view_36 = torch.ops.aten.view.default(threshold_backward, [8, 16]);  threshold_backward = None
    t_6 = torch.ops.aten.t.default(primals_21);  primals_21 = None
    t_17 = torch.ops.aten.t.default(t_6);  t_6 = None
    mm_7 = torch.ops.aten.mm.default(view_36, t_17);  t_17 = None
    t_18 = torch.ops.aten.t.default(view_36)
    mm_8 = torch.ops.aten.mm.default(t_18, view_24);  t_18 = view_24 = None
    t_19 = torch.ops.aten.t.default(mm_8);  mm_8 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(view_36, [0], True);  view_36 = None
    view_37 = torch.ops.aten.view.default(sum_3, [16]);  sum_3 = None
    t_20 = torch.ops.aten.t.default(t_19);  t_19 = None
    view_38 = torch.ops.aten.view.default(mm_7, [2, 4, 8]);  mm_7 = None
    add_7 = torch.ops.aten.add.Tensor(getitem_17, view_38);  getitem_17 = view_38 = None
    native_layer_norm_backward_1 = torch.ops.aten.native_layer_norm_backward.default(add_7, add_5, [8], getitem_12, getitem_13, primals_19, primals_20, [True, True, True]);  add_7 = add_5 = getitem_12 = getitem_13 = primals_19 = primals_20 = None
    getitem_20 = native_layer_norm_backward_1[0]
    getitem_21 = native_layer_norm_backward_1[1]
    getitem_22 = native_layer_norm_backward_1[2];  native_layer_norm_backward_1 = None
    transpose_13 = torch.ops.aten.transpose.int(getitem_20, 1, 0)
    clone_10 = torch.ops.aten.clone.default(transpose_13, memory_format = torch.contiguous_format);  transpose_13 = None
    _unsafe_view_7 = torch.ops.aten._unsafe_view.default(clone_10, [8, 8]);  clone_10 = None
    t_5 = torch.ops.aten.t.default(primals_17);  primals_17 = None
    t_21 = torch.ops.aten.t.default(t_5);  t_5 = None
    mm_9 = torch.ops.aten.mm.default(_unsafe_view_7, t_21);  t_21 = None
    t_22 = torch.ops.aten.t.default(_unsafe_view_7)
    permute_1 = torch.ops.aten.permute.default(getitem_9, [2, 0, 1, 3])
    view_22 = torch.ops.aten.view.default(permute_1, [8, 8]);  permute_1 = None
    mm_10 = torch.ops.aten.mm.default(t_22, view_22);  t_22 = view_22 = None
    t_23 = torch.ops.aten.t.default(mm_10);  mm_10 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(_unsafe_view_7, [0], True);  _unsafe_view_7 = None
    view_39 = torch.ops.aten.view.default(sum_4, [8]);  sum_4 = None
    t_24 = torch.ops.aten.t.default(t_23);  t_23 = None
    view_40 = torch.ops.aten.view.default(mm_9, [4, 2, 2, 4]);  mm_9 = None
    permute_2 = torch.ops.aten.permute.default(view_40, [1, 2, 0, 3]);  view_40 = None
    detach_2 = torch.ops.aten.detach.default(getitem_9);  getitem_9 = None
    detach_5 = torch.ops.aten.detach.default(detach_2);  detach_2 = None
    _scaled_dot_product_flash_attention_for_cpu_backward = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(permute_2, view_19, view_20, view_21, detach_5, getitem_10, 0.0, False, attn_mask = view_18);  permute_2 = view_19 = view_20 = view_21 = detach_5 = getitem_10 = view_18 = None
    getitem_23 = _scaled_dot_product_flash_attention_for_cpu_backward[0]
    getitem_24 = _scaled_dot_product_flash_attention_for_cpu_backward[1]
    getitem_25 = _scaled_dot_product_flash_attention_for_cpu_backward[2];  _scaled_dot_product_flash_attention_for_cpu_backward = None
    clone_11 = torch.ops.aten.clone.default(getitem_25, memory_format = torch.contiguous_format);  getitem_25 = None
    _unsafe_view_8 = torch.ops.aten._unsafe_view.default(clone_11, [4, 5, 4]);  clone_11 = None
    clone_12 = torch.ops.aten.clone.default(getitem_24, memory_format = torch.contiguous_format);  getitem_24 = None
    _unsafe_view_9 = torch.ops.aten._unsafe_view.default(clone_12, [4, 5, 4]);  clone_12 = None
    clone_13 = torch.ops.aten.clone.default(getitem_23, memory_format = torch.contiguous_format);  getitem_23 = None
    _unsafe_view_10 = torch.ops.aten._unsafe_view.default(clone_13, [4, 4, 4]);  clone_13 = None
    transpose_14 = torch.ops.aten.transpose.int(_unsafe_view_8, 0, 1);  _unsafe_view_8 = None
    clone_14 = torch.ops.aten.clone.default(transpose_14, memory_format = torch.contiguous_format);  transpose_14 = None
    _unsafe_view_11 = torch.ops.aten._unsafe_view.default(clone_14, [5, 2, 8]);  clone_14 = None
    transpose_15 = torch.ops.aten.transpose.int(_unsafe_view_9, 0, 1);  _unsafe_view_9 = None
    clone_15 = torch.ops.aten.clone.default(transpose_15, memory_format = torch.contiguous_format);  transpose_15 = None
    _unsafe_view_12 = torch.ops.aten._unsafe_view.default(clone_15, [5, 2, 8]);  clone_15 = None
    transpose_16 = torch.ops.aten.transpose.int(_unsafe_view_10, 0, 1);  _unsafe_view_10 = None
    clone_16 = torch.ops.aten.clone.default(transpose_16, memory_format = torch.contiguous_format);  transpose_16 = None
    _unsafe_view_13 = torch.ops.aten._unsafe_view.default(clone_16, [4, 2, 8]);  clone_16 = None
    select_backward = torch.ops.aten.select_backward.default(_unsafe_view_11, [2, 5, 2, 8], 0, 1);  _unsafe_view_11 = None
    select_backward_1 = torch.ops.aten.select_backward.default(_unsafe_view_12, [2, 5, 2, 8], 0, 0);  _unsafe_view_12 = None
    add_8 = torch.ops.aten.add.Tensor(select_backward, select_backward_1);  select_backward = select_backward_1 = None
    unsqueeze_7 = torch.ops.aten.unsqueeze.default(add_8, 3);  add_8 = None
    transpose_17 = torch.ops.aten.transpose.int(unsqueeze_7, 0, -2);  unsqueeze_7 = None
    squeeze_2 = torch.ops.aten.squeeze.dim(transpose_17, 0);  transpose_17 = None
    clone_17 = torch.ops.aten.clone.default(squeeze_2, memory_format = torch.contiguous_format);  squeeze_2 = None
    _unsafe_view_14 = torch.ops.aten._unsafe_view.default(clone_17, [5, 2, 16]);  clone_17 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(_unsafe_view_14, [0, 1], True)
    view_41 = torch.ops.aten.view.default(sum_5, [16]);  sum_5 = None
    view_42 = torch.ops.aten.view.default(_unsafe_view_14, [10, 16]);  _unsafe_view_14 = None
    t_25 = torch.ops.aten.t.default(view_42)
    mm_11 = torch.ops.aten.mm.default(t_25, _unsafe_view_4);  t_25 = _unsafe_view_4 = None
    t_26 = torch.ops.aten.t.default(mm_11);  mm_11 = None
    mm_12 = torch.ops.aten.mm.default(view_42, t_27);  view_42 = t_27 = None
    view_43 = torch.ops.aten.view.default(mm_12, [5, 2, 8]);  mm_12 = None
    t_28 = torch.ops.aten.t.default(t_26);  t_26 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(_unsafe_view_13, [0, 1], True)
    view_44 = torch.ops.aten.view.default(sum_6, [8]);  sum_6 = None
    view_45 = torch.ops.aten.view.default(_unsafe_view_13, [8, 8]);  _unsafe_view_13 = None
    t_29 = torch.ops.aten.t.default(view_45)
    mm_13 = torch.ops.aten.mm.default(t_29, _unsafe_view_2);  t_29 = _unsafe_view_2 = None
    t_30 = torch.ops.aten.t.default(mm_13);  mm_13 = None
    mm_14 = torch.ops.aten.mm.default(view_45, t_31);  view_45 = t_31 = None
    view_46 = torch.ops.aten.view.default(mm_14, [4, 2, 8]);  mm_14 = None
    t_32 = torch.ops.aten.t.default(t_30);  t_30 = None
    cat = torch.ops.aten.cat.default([view_44, view_41]);  view_44 = view_41 = None
    cat_1 = torch.ops.aten.cat.default([t_32, t_28]);  t_32 = t_28 = None
    transpose_18 = torch.ops.aten.transpose.int(view_43, 1, 0);  view_43 = None
    transpose_19 = torch.ops.aten.transpose.int(view_46, 1, 0);  view_46 = None
    add_9 = torch.ops.aten.add.Tensor(getitem_20, transpose_19);  getitem_20 = transpose_19 = None
    native_layer_norm_backward_2 = torch.ops.aten.native_layer_norm_backward.default(add_9, add_2, [8], getitem_3, getitem_4, primals_13, primals_14, [True, True, True]);  add_9 = add_2 = getitem_3 = getitem_4 = primals_13 = primals_14 = None
    getitem_26 = native_layer_norm_backward_2[0]
    getitem_27 = native_layer_norm_backward_2[1]
    getitem_28 = native_layer_norm_backward_2[2];  native_layer_norm_backward_2 = None
    transpose_20 = torch.ops.aten.transpose.int(getitem_26, 1, 0)
    clone_18 = torch.ops.aten.clone.default(transpose_20, memory_format = torch.contiguous_format);  transpose_20 = None
    _unsafe_view_15 = torch.ops.aten._unsafe_view.default(clone_18, [8, 8]);  clone_18 = None
    t_2 = torch.ops.aten.t.default(primals_11);  primals_11 = None
    t_33 = torch.ops.aten.t.default(t_2);  t_2 = None
    mm_15 = torch.ops.aten.mm.default(_unsafe_view_15, t_33);  t_33 = None
    t_34 = torch.ops.aten.t.default(_unsafe_view_15)
    permute = torch.ops.aten.permute.default(getitem, [2, 0, 1, 3])
    view_9 = torch.ops.aten.view.default(permute, [8, 8]);  permute = None
    mm_16 = torch.ops.aten.mm.default(t_34, view_9);  t_34 = view_9 = None
    t_35 = torch.ops.aten.t.default(mm_16);  mm_16 = None
    sum_7 = torch.ops.aten.sum.dim_IntList(_unsafe_view_15, [0], True);  _unsafe_view_15 = None
    view_47 = torch.ops.aten.view.default(sum_7, [8]);  sum_7 = None
    t_36 = torch.ops.aten.t.default(t_35);  t_35 = None
    view_48 = torch.ops.aten.view.default(mm_15, [4, 2, 2, 4]);  mm_15 = None
    permute_3 = torch.ops.aten.permute.default(view_48, [1, 2, 0, 3]);  view_48 = None
    detach_1 = torch.ops.aten.detach.default(getitem);  getitem = None
    detach_6 = torch.ops.aten.detach.default(detach_1);  detach_1 = None
    _scaled_dot_product_flash_attention_for_cpu_backward_1 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(permute_3, view_6, view_7, view_8, detach_6, getitem_1, 0.0, False, attn_mask = unsqueeze_5);  permute_3 = view_6 = view_7 = view_8 = detach_6 = getitem_1 = unsqueeze_5 = None
    getitem_29 = _scaled_dot_product_flash_attention_for_cpu_backward_1[0]
    getitem_30 = _scaled_dot_product_flash_attention_for_cpu_backward_1[1]
    getitem_31 = _scaled_dot_product_flash_attention_for_cpu_backward_1[2];  _scaled_dot_product_flash_attention_for_cpu_backward_1 = None
    clone_19 = torch.ops.aten.clone.default(getitem_31, memory_format = torch.contiguous_format);  getitem_31 = None
    _unsafe_view_16 = torch.ops.aten._unsafe_view.default(clone_19, [4, 4, 4]);  clone_19 = None
    clone_20 = torch.ops.aten.clone.default(getitem_30, memory_format = torch.contiguous_format);  getitem_30 = None
    _unsafe_view_17 = torch.ops.aten._unsafe_view.default(clone_20, [4, 4, 4]);  clone_20 = None
    clone_21 = torch.ops.aten.clone.default(getitem_29, memory_format = torch.contiguous_format);  getitem_29 = None
    _unsafe_view_18 = torch.ops.aten._unsafe_view.default(clone_21, [4, 4, 4]);  clone_21 = None
    transpose_21 = torch.ops.aten.transpose.int(_unsafe_view_16, 0, 1);  _unsafe_view_16 = None
    clone_22 = torch.ops.aten.clone.default(transpose_21, memory_format = torch.contiguous_format);  transpose_21 = None
    _unsafe_view_19 = torch.ops.aten._unsafe_view.default(clone_22, [4, 2, 8]);  clone_22 = None
    transpose_22 = torch.ops.aten.transpose.int(_unsafe_view_17, 0, 1);  _unsafe_view_17 = None
    clone_23 = torch.ops.aten.clone.default(transpose_22, memory_format = torch.contiguous_format);  transpose_22 = None
    _unsafe_view_20 = torch.ops.aten._unsafe_view.default(clone_23, [4, 2, 8]);  clone_23 = None
    transpose_23 = torch.ops.aten.transpose.int(_unsafe_view_18, 0, 1);  _unsafe_view_18 = None
    clone_24 = torch.ops.aten.clone.default(transpose_23, memory_format = torch.contiguous_format);  transpose_23 = None
    _unsafe_view_21 = torch.ops.aten._unsafe_view.default(clone_24, [4, 2, 8]);  clone_24 = None
    select_backward_2 = torch.ops.aten.select_backward.default(_unsafe_view_19, [3, 4, 2, 8], 0, 2);  _unsafe_view_19 = None
    select_backward_3 = torch.ops.aten.select_backward.default(_unsafe_view_20, [3, 4, 2, 8], 0, 1);  _unsafe_view_20 = None
    add_10 = torch.ops.aten.add.Tensor(select_backward_2, select_backward_3);  select_backward_2 = select_backward_3 = None
    select_backward_4 = torch.ops.aten.select_backward.default(_unsafe_view_21, [3, 4, 2, 8], 0, 0);  _unsafe_view_21 = None
    add_11 = torch.ops.aten.add.Tensor(add_10, select_backward_4);  add_10 = select_backward_4 = None
    unsqueeze_8 = torch.ops.aten.unsqueeze.default(add_11, 3);  add_11 = None
    transpose_24 = torch.ops.aten.transpose.int(unsqueeze_8, 0, -2);  unsqueeze_8 = None
    squeeze_3 = torch.ops.aten.squeeze.dim(transpose_24, 0);  transpose_24 = None
    clone_25 = torch.ops.aten.clone.default(squeeze_3, memory_format = torch.contiguous_format);  squeeze_3 = None
    _unsafe_view_22 = torch.ops.aten._unsafe_view.default(clone_25, [4, 2, 24]);  clone_25 = None
    sum_8 = torch.ops.aten.sum.dim_IntList(_unsafe_view_22, [0, 1], True)
    view_49 = torch.ops.aten.view.default(sum_8, [24]);  sum_8 = None
    view_50 = torch.ops.aten.view.default(_unsafe_view_22, [8, 24]);  _unsafe_view_22 = None
    t_37 = torch.ops.aten.t.default(view_50)
    mm_17 = torch.ops.aten.mm.default(t_37, _unsafe_view);  t_37 = _unsafe_view = None
    t_38 = torch.ops.aten.t.default(mm_17);  mm_17 = None
    t_1 = torch.ops.aten.t.default(primals_10);  primals_10 = None
    t_39 = torch.ops.aten.t.default(t_1);  t_1 = None
    mm_18 = torch.ops.aten.mm.default(view_50, t_39);  view_50 = t_39 = None
    view_51 = torch.ops.aten.view.default(mm_18, [4, 2, 8]);  mm_18 = None
    t_40 = torch.ops.aten.t.default(t_38);  t_38 = None
    transpose_25 = torch.ops.aten.transpose.int(view_51, 1, 0);  view_51 = None
    add_12 = torch.ops.aten.add.Tensor(getitem_26, transpose_25);  getitem_26 = transpose_25 = None
    sum_9 = torch.ops.aten.sum.dim_IntList(add_12, [0], True)
    view_52 = torch.ops.aten.view.default(sum_9, [4, 8]);  sum_9 = None
    embedding_dense_backward = torch.ops.aten.embedding_dense_backward.default(add_12, primals_5, 6, -1, False);  add_12 = primals_5 = None
    tanh_backward = torch.ops.aten.tanh_backward.default(transpose_18, detach_7);  transpose_18 = detach_7 = None
    clone_26 = torch.ops.aten.clone.default(tanh_backward, memory_format = torch.contiguous_format);  tanh_backward = None
    _unsafe_view_23 = torch.ops.aten._unsafe_view.default(clone_26, [10, 8]);  clone_26 = None
    t_41 = torch.ops.aten.t.default(_unsafe_view_23)
    mm_19 = torch.ops.aten.mm.default(t_41, view);  t_41 = view = None
    t_42 = torch.ops.aten.t.default(mm_19);  mm_19 = None
    sum_10 = torch.ops.aten.sum.dim_IntList(_unsafe_view_23, [0], True);  _unsafe_view_23 = None
    view_53 = torch.ops.aten.view.default(sum_10, [8]);  sum_10 = None
    t_43 = torch.ops.aten.t.default(t_42);  t_42 = None
    return (t_43, view_53, None, embedding_dense_backward, None, view_52, None, None, view_49, t_40, t_36, view_47, getitem_27, getitem_28, cat_1, cat, t_24, view_39, getitem_21, getitem_22, t_20, view_37, t_16, view_34, getitem_18, getitem_19, t_12, view_31)
    