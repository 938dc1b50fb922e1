


def forward(self, primals_1, primals_2, primals_3, primals_4, primals_6, primals_8, primals_9, primals_10, primals_12, primals_14, getitem_1, getitem_2, view, transpose, transpose_1, transpose_2, getitem_7, view_6, add, getitem_9, getitem_10, view_8, transpose_4, transpose_5, transpose_6, getitem_15, view_14, mean, detach_2, detach_3, tangents_1):
    t_4 = torch.ops.aten.t.default(primals_14);  primals_14 = None
    t_5 = torch.ops.aten.t.default(t_4);  t_4 = None
    mm = torch.ops.aten.mm.default(tangents_1, t_5);  t_5 = None
    t_6 = torch.ops.aten.t.default(tangents_1)
    mm_1 = torch.ops.aten.mm.default(t_6, mean);  t_6 = mean = None
    t_7 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(tangents_1, [0], True);  tangents_1 = None
    view_16 = torch.ops.aten.view.default(sum_1, [3]);  sum_1 = None
    t_8 = torch.ops.aten.t.default(t_7);  t_7 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(mm, 1);  mm = None
    expand = torch.ops.aten.expand.default(unsqueeze, [2, 6, 16]);  unsqueeze = None
    div = torch.ops.aten.div.Scalar(expand, 6);  expand = None
    view_17 = torch.ops.aten.view.default(div, [12, 16])
    t_3 = torch.ops.aten.t.default(primals_12);  primals_12 = None
    t_9 = torch.ops.aten.t.default(t_3);  t_3 = None
    mm_2 = torch.ops.aten.mm.default(view_17, t_9);  t_9 = None
    t_10 = torch.ops.aten.t.default(view_17)
    mm_3 = torch.ops.aten.mm.default(t_10, view_14);  t_10 = view_14 = None
    t_11 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(view_17, [0], True);  view_17 = None
    view_18 = torch.ops.aten.view.default(sum_2, [16]);  sum_2 = None
    t_12 = torch.ops.aten.t.default(t_11);  t_11 = None
    view_19 = torch.ops.aten.view.default(mm_2, [2, 6, 16]);  mm_2 = None
    view_20 = torch.ops.aten.view.default(view_19, [2, 6, 2, 8]);  view_19 = None
    transpose_8 = torch.ops.aten.transpose.int(view_20, 1, 2);  view_20 = None
    _scaled_dot_product_flash_attention_for_cpu_backward = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(transpose_8, transpose_4, transpose_5, transpose_6, detach_2, getitem_15, 0.0, True);  transpose_8 = transpose_4 = transpose_5 = transpose_6 = detach_2 = getitem_15 = None
    getitem_16 = _scaled_dot_product_flash_attention_for_cpu_backward[0]
    getitem_17 = _scaled_dot_product_flash_attention_for_cpu_backward[1]
    getitem_18 = _scaled_dot_product_flash_attention_for_cpu_backward[2];  _scaled_dot_product_flash_attention_for_cpu_backward = None
    transpose_9 = torch.ops.aten.transpose.int(getitem_18, 1, 2);  getitem_18 = None
    view_21 = torch.ops.aten.view.default(transpose_9, [2, 6, 16]);  transpose_9 = None
    transpose_10 = torch.ops.aten.transpose.int(getitem_17, 1, 2);  getitem_17 = None
    view_22 = torch.ops.aten.view.default(transpose_10, [2, 6, 16]);  transpose_10 = None
    transpose_11 = torch.ops.aten.transpose.int(getitem_16, 1, 2);  getitem_16 = None
    view_23 = torch.ops.aten.view.default(transpose_11, [2, 6, 16]);  transpose_11 = None
    cat = torch.ops.aten.cat.default([view_23, view_22, view_21], 2);  view_23 = view_22 = view_21 = None
    view_24 = torch.ops.aten.view.default(cat, [12, 48]);  cat = None
    t_2 = torch.ops.aten.t.default(primals_10);  primals_10 = None
    t_13 = torch.ops.aten.t.default(t_2);  t_2 = None
    mm_4 = torch.ops.aten.mm.default(view_24, t_13);  t_13 = None
    t_14 = torch.ops.aten.t.default(view_24)
    mm_5 = torch.ops.aten.mm.default(t_14, view_8);  t_14 = view_8 = None
    t_15 = torch.ops.aten.t.default(mm_5);  mm_5 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(view_24, [0], True);  view_24 = None
    view_25 = torch.ops.aten.view.default(sum_3, [48]);  sum_3 = None
    t_16 = torch.ops.aten.t.default(t_15);  t_15 = None
    view_26 = torch.ops.aten.view.default(mm_4, [2, 6, 16]);  mm_4 = None
    native_layer_norm_backward = torch.ops.aten.native_layer_norm_backward.default(view_26, add, [16], getitem_9, getitem_10, primals_8, primals_9, [True, True, True]);  view_26 = add = getitem_9 = getitem_10 = primals_8 = primals_9 = None
    getitem_19 = native_layer_norm_backward[0]
    getitem_20 = native_layer_norm_backward[1]
    getitem_21 = native_layer_norm_backward[2];  native_layer_norm_backward = None
    add_2 = torch.ops.aten.add.Tensor(div, getitem_19);  div = getitem_19 = None
    view_27 = torch.ops.aten.view.default(add_2, [12, 16]);  add_2 = None
    t_1 = torch.ops.aten.t.default(primals_6);  primals_6 = None
    t_17 = torch.ops.aten.t.default(t_1);  t_1 = None
    mm_6 = torch.ops.aten.mm.default(view_27, t_17);  t_17 = None
    t_18 = torch.ops.aten.t.default(view_27)
    mm_7 = torch.ops.aten.mm.default(t_18, view_6);  t_18 = view_6 = None
    t_19 = torch.ops.aten.t.default(mm_7);  mm_7 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(view_27, [0], True);  view_27 = None
    view_28 = torch.ops.aten.view.default(sum_4, [16]);  sum_4 = None
    t_20 = torch.ops.aten.t.default(t_19);  t_19 = None
    view_29 = torch.ops.aten.view.default(mm_6, [2, 6, 16]);  mm_6 = None
    view_30 = torch.ops.aten.view.default(view_29, [2, 6, 2, 8]);  view_29 = None
    transpose_12 = torch.ops.aten.transpose.int(view_30, 1, 2);  view_30 = None
    _scaled_dot_product_flash_attention_for_cpu_backward_1 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(transpose_12, transpose, transpose_1, transpose_2, detach_3, getitem_7, 0.0, True);  transpose_12 = transpose = transpose_1 = transpose_2 = detach_3 = getitem_7 = None
    getitem_22 = _scaled_dot_product_flash_attention_for_cpu_backward_1[0]
    getitem_23 = _scaled_dot_product_flash_attention_for_cpu_backward_1[1]
    getitem_24 = _scaled_dot_product_flash_attention_for_cpu_backward_1[2];  _scaled_dot_product_flash_attention_for_cpu_backward_1 = None
    transpose_13 = torch.ops.aten.transpose.int(getitem_24, 1, 2);  getitem_24 = None
    view_31 = torch.ops.aten.view.default(transpose_13, [2, 6, 16]);  transpose_13 = None
    transpose_14 = torch.ops.aten.transpose.int(getitem_23, 1, 2);  getitem_23 = None
    view_32 = torch.ops.aten.view.default(transpose_14, [2, 6, 16]);  transpose_14 = None
    transpose_15 = torch.ops.aten.transpose.int(getitem_22, 1, 2);  getitem_22 = None
    view_33 = torch.ops.aten.view.default(transpose_15, [2, 6, 16]);  transpose_15 = None
    cat_1 = torch.ops.aten.cat.default([view_33, view_32, view_31], 2);  view_33 = view_32 = view_31 = None
    view_34 = torch.ops.aten.view.default(cat_1, [12, 48]);  cat_1 = None
    t = torch.ops.aten.t.default(primals_4);  primals_4 = None
    t_21 = torch.ops.aten.t.default(t);  t = None
    mm_8 = torch.ops.aten.mm.default(view_34, t_21);  t_21 = None
    t_22 = torch.ops.aten.t.default(view_34)
    mm_9 = torch.ops.aten.mm.default(t_22, view);  t_22 = view = None
    t_23 = torch.ops.aten.t.default(mm_9);  mm_9 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(view_34, [0], True);  view_34 = None
    view_35 = torch.ops.aten.view.default(sum_5, [48]);  sum_5 = None
    t_24 = torch.ops.aten.t.default(t_23);  t_23 = None
    view_36 = torch.ops.aten.view.default(mm_8, [2, 6, 16]);  mm_8 = None
    native_layer_norm_backward_1 = torch.ops.aten.native_layer_norm_backward.default(view_36, primals_1, [16], getitem_1, getitem_2, primals_2, primals_3, [False, True, True]);  view_36 = primals_1 = getitem_1 = getitem_2 = primals_2 = primals_3 = None
    getitem_26 = native_layer_norm_backward_1[1]
    getitem_27 = native_layer_norm_backward_1[2];  native_layer_norm_backward_1 = None
    return (None, getitem_26, getitem_27, t_24, view_35, t_20, view_28, getitem_20, getitem_21, t_16, view_25, t_12, view_18, t_8, view_16)
    