


def forward(self, primals_1, primals_5, primals_6, primals_7, primals_9, primals_10, primals_12, primals_13, primals_14, primals_16, primals_18, primals_19, primals_20, primals_22, primals_23, primals_25, primals_26, primals_27, primals_29, primals_31, transpose, getitem_1, getitem_2, view_2, view_3, unfold, _unsafe_view, add_3, getitem_4, getitem_5, view_7, view_9, add_4, getitem_7, getitem_8, view_11, view_12, unfold_1, _unsafe_view_2, add_6, getitem_10, getitem_11, view_16, view_18, view_20, detach_3, detach_4, tangents_1, tangents_2, tangents_3, tangents_4):
    view_21 = torch.ops.aten.view.default(tangents_1, [16, 24]);  tangents_1 = None
    t_9 = torch.ops.aten.t.default(view_21)
    mm_3 = torch.ops.aten.mm.default(t_9, view_20);  t_9 = view_20 = None
    t_10 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    t_8 = torch.ops.aten.t.default(primals_31);  primals_31 = None
    t_11 = torch.ops.aten.t.default(t_8);  t_8 = None
    mm_4 = torch.ops.aten.mm.default(view_21, t_11);  view_21 = t_11 = None
    view_22 = torch.ops.aten.view.default(mm_4, [2, 8, 16]);  mm_4 = None
    t_12 = torch.ops.aten.t.default(t_10);  t_10 = None
    transpose_2 = torch.ops.aten.transpose.int(view_22, 0, 1);  view_22 = None
    add_8 = torch.ops.aten.add.Tensor(tangents_4, transpose_2);  tangents_4 = transpose_2 = None
    clone_13 = torch.ops.aten.clone.default(add_8, memory_format = torch.contiguous_format)
    _unsafe_view_5 = torch.ops.aten._unsafe_view.default(clone_13, [16, 16]);  clone_13 = None
    t_7 = torch.ops.aten.t.default(primals_29);  primals_29 = None
    t_13 = torch.ops.aten.t.default(t_7);  t_7 = None
    mm_5 = torch.ops.aten.mm.default(_unsafe_view_5, t_13);  t_13 = None
    t_14 = torch.ops.aten.t.default(_unsafe_view_5)
    mm_6 = torch.ops.aten.mm.default(t_14, view_18);  t_14 = view_18 = None
    t_15 = torch.ops.aten.t.default(mm_6);  mm_6 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(_unsafe_view_5, [0], True);  _unsafe_view_5 = None
    view_23 = torch.ops.aten.view.default(sum_3, [16]);  sum_3 = None
    t_16 = torch.ops.aten.t.default(t_15);  t_15 = None
    view_24 = torch.ops.aten.view.default(mm_5, [8, 2, 32]);  mm_5 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(view_24, detach_3, 0);  view_24 = detach_3 = None
    view_25 = torch.ops.aten.view.default(threshold_backward, [16, 32]);  threshold_backward = None
    t_6 = torch.ops.aten.t.default(primals_27);  primals_27 = None
    t_17 = torch.ops.aten.t.default(t_6);  t_6 = None
    mm_7 = torch.ops.aten.mm.default(view_25, t_17);  t_17 = None
    t_18 = torch.ops.aten.t.default(view_25)
    mm_8 = torch.ops.aten.mm.default(t_18, view_16);  t_18 = view_16 = None
    t_19 = torch.ops.aten.t.default(mm_8);  mm_8 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(view_25, [0], True);  view_25 = None
    view_26 = torch.ops.aten.view.default(sum_4, [32]);  sum_4 = None
    t_20 = torch.ops.aten.t.default(t_19);  t_19 = None
    view_27 = torch.ops.aten.view.default(mm_7, [8, 2, 16]);  mm_7 = None
    native_layer_norm_backward = torch.ops.aten.native_layer_norm_backward.default(view_27, add_6, [16], getitem_10, getitem_11, primals_25, primals_26, [True, True, True]);  view_27 = add_6 = getitem_10 = getitem_11 = primals_25 = primals_26 = None
    getitem_12 = native_layer_norm_backward[0]
    getitem_13 = native_layer_norm_backward[1]
    getitem_14 = native_layer_norm_backward[2];  native_layer_norm_backward = None
    add_9 = torch.ops.aten.add.Tensor(add_8, getitem_12);  add_8 = getitem_12 = None
    add_10 = torch.ops.aten.add.Tensor(tangents_3, add_9);  tangents_3 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(add_9, [0, 1], True)
    view_28 = torch.ops.aten.view.default(sum_5, [16]);  sum_5 = None
    clone_14 = torch.ops.aten.clone.default(add_9, memory_format = torch.contiguous_format);  add_9 = None
    _unsafe_view_6 = torch.ops.aten._unsafe_view.default(clone_14, [16, 16]);  clone_14 = None
    t_21 = torch.ops.aten.t.default(_unsafe_view_6)
    mm_9 = torch.ops.aten.mm.default(t_21, _unsafe_view_2);  t_21 = _unsafe_view_2 = None
    t_22 = torch.ops.aten.t.default(mm_9);  mm_9 = None
    t_5 = torch.ops.aten.t.default(primals_23);  primals_23 = None
    t_23 = torch.ops.aten.t.default(t_5);  t_5 = None
    mm_10 = torch.ops.aten.mm.default(_unsafe_view_6, t_23);  _unsafe_view_6 = t_23 = None
    view_29 = torch.ops.aten.view.default(mm_10, [8, 2, 16]);  mm_10 = None
    t_24 = torch.ops.aten.t.default(t_22);  t_22 = None
    permute_4 = torch.ops.aten.permute.default(view_29, [1, 2, 0]);  view_29 = None
    clone_15 = torch.ops.aten.clone.default(permute_4, memory_format = torch.contiguous_format);  permute_4 = None
    constant_pad_nd_2 = torch.ops.aten.constant_pad_nd.default(clone_15, [0, 4], 0.0)
    unfold_2 = torch.ops.aten.unfold.default(constant_pad_nd_2, 2, 5, 1);  constant_pad_nd_2 = None
    view_30 = torch.ops.aten.view.default(unfold_2, [2, 4, 4, 8, 5]);  unfold_2 = None
    flip = torch.ops.aten.flip.default(primals_22, [1]);  primals_22 = None
    view_31 = torch.ops.aten.view.default(flip, [1, 4, 1, 1, 5]);  flip = None
    mul_4 = torch.ops.aten.mul.Tensor(view_30, view_31);  view_30 = view_31 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(mul_4, [-1]);  mul_4 = None
    view_32 = torch.ops.aten.view.default(sum_6, [2, 16, 8]);  sum_6 = None
    view_34 = torch.ops.aten.view.default(clone_15, [2, 4, 4, 8, 1]);  clone_15 = None
    view_13 = torch.ops.aten.view.default(unfold_1, [2, 4, 4, 8, 5]);  unfold_1 = None
    mul_5 = torch.ops.aten.mul.Tensor(view_13, view_34);  view_13 = view_34 = None
    sum_7 = torch.ops.aten.sum.dim_IntList(mul_5, [2, 3]);  mul_5 = None
    sum_8 = torch.ops.aten.sum.dim_IntList(sum_7, [0]);  sum_7 = None
    permute_5 = torch.ops.aten.permute.default(view_32, [2, 0, 1]);  view_32 = None
    glu_backward = torch.ops.aten.glu_backward.default(permute_5, view_12, -1);  permute_5 = view_12 = None
    view_35 = torch.ops.aten.view.default(glu_backward, [16, 32]);  glu_backward = None
    t_4 = torch.ops.aten.t.default(primals_20);  primals_20 = None
    t_25 = torch.ops.aten.t.default(t_4);  t_4 = None
    mm_11 = torch.ops.aten.mm.default(view_35, t_25);  t_25 = None
    t_26 = torch.ops.aten.t.default(view_35)
    mm_12 = torch.ops.aten.mm.default(t_26, view_11);  t_26 = view_11 = None
    t_27 = torch.ops.aten.t.default(mm_12);  mm_12 = None
    sum_9 = torch.ops.aten.sum.dim_IntList(view_35, [0], True);  view_35 = None
    view_36 = torch.ops.aten.view.default(sum_9, [32]);  sum_9 = None
    t_28 = torch.ops.aten.t.default(t_27);  t_27 = None
    view_37 = torch.ops.aten.view.default(mm_11, [8, 2, 16]);  mm_11 = None
    native_layer_norm_backward_1 = torch.ops.aten.native_layer_norm_backward.default(view_37, add_4, [16], getitem_7, getitem_8, primals_18, primals_19, [True, True, True]);  view_37 = add_4 = getitem_7 = getitem_8 = primals_18 = primals_19 = None
    getitem_15 = native_layer_norm_backward_1[0]
    getitem_16 = native_layer_norm_backward_1[1]
    getitem_17 = native_layer_norm_backward_1[2];  native_layer_norm_backward_1 = None
    add_11 = torch.ops.aten.add.Tensor(add_10, getitem_15);  add_10 = getitem_15 = None
    clone_16 = torch.ops.aten.clone.default(add_11, memory_format = torch.contiguous_format)
    _unsafe_view_7 = torch.ops.aten._unsafe_view.default(clone_16, [16, 16]);  clone_16 = None
    t_3 = torch.ops.aten.t.default(primals_16);  primals_16 = None
    t_29 = torch.ops.aten.t.default(t_3);  t_3 = None
    mm_13 = torch.ops.aten.mm.default(_unsafe_view_7, t_29);  t_29 = None
    t_30 = torch.ops.aten.t.default(_unsafe_view_7)
    mm_14 = torch.ops.aten.mm.default(t_30, view_9);  t_30 = view_9 = None
    t_31 = torch.ops.aten.t.default(mm_14);  mm_14 = None
    sum_10 = torch.ops.aten.sum.dim_IntList(_unsafe_view_7, [0], True);  _unsafe_view_7 = None
    view_38 = torch.ops.aten.view.default(sum_10, [16]);  sum_10 = None
    t_32 = torch.ops.aten.t.default(t_31);  t_31 = None
    view_39 = torch.ops.aten.view.default(mm_13, [8, 2, 32]);  mm_13 = None
    threshold_backward_1 = torch.ops.aten.threshold_backward.default(view_39, detach_4, 0);  view_39 = detach_4 = None
    view_40 = torch.ops.aten.view.default(threshold_backward_1, [16, 32]);  threshold_backward_1 = None
    t_2 = torch.ops.aten.t.default(primals_14);  primals_14 = None
    t_33 = torch.ops.aten.t.default(t_2);  t_2 = None
    mm_15 = torch.ops.aten.mm.default(view_40, t_33);  t_33 = None
    t_34 = torch.ops.aten.t.default(view_40)
    mm_16 = torch.ops.aten.mm.default(t_34, view_7);  t_34 = view_7 = None
    t_35 = torch.ops.aten.t.default(mm_16);  mm_16 = None
    sum_11 = torch.ops.aten.sum.dim_IntList(view_40, [0], True);  view_40 = None
    view_41 = torch.ops.aten.view.default(sum_11, [32]);  sum_11 = None
    t_36 = torch.ops.aten.t.default(t_35);  t_35 = None
    view_42 = torch.ops.aten.view.default(mm_15, [8, 2, 16]);  mm_15 = None
    native_layer_norm_backward_2 = torch.ops.aten.native_layer_norm_backward.default(view_42, add_3, [16], getitem_4, getitem_5, primals_12, primals_13, [True, True, True]);  view_42 = add_3 = getitem_4 = getitem_5 = primals_12 = primals_13 = None
    getitem_18 = native_layer_norm_backward_2[0]
    getitem_19 = native_layer_norm_backward_2[1]
    getitem_20 = native_layer_norm_backward_2[2];  native_layer_norm_backward_2 = None
    add_12 = torch.ops.aten.add.Tensor(add_11, getitem_18);  add_11 = getitem_18 = None
    add_13 = torch.ops.aten.add.Tensor(tangents_2, add_12);  tangents_2 = None
    sum_12 = torch.ops.aten.sum.dim_IntList(add_12, [0, 1], True)
    view_43 = torch.ops.aten.view.default(sum_12, [16]);  sum_12 = None
    clone_17 = torch.ops.aten.clone.default(add_12, memory_format = torch.contiguous_format);  add_12 = None
    _unsafe_view_8 = torch.ops.aten._unsafe_view.default(clone_17, [16, 16]);  clone_17 = None
    t_37 = torch.ops.aten.t.default(_unsafe_view_8)
    mm_17 = torch.ops.aten.mm.default(t_37, _unsafe_view);  t_37 = _unsafe_view = None
    t_38 = torch.ops.aten.t.default(mm_17);  mm_17 = None
    t_1 = torch.ops.aten.t.default(primals_10);  primals_10 = None
    t_39 = torch.ops.aten.t.default(t_1);  t_1 = None
    mm_18 = torch.ops.aten.mm.default(_unsafe_view_8, t_39);  _unsafe_view_8 = t_39 = None
    view_44 = torch.ops.aten.view.default(mm_18, [8, 2, 16]);  mm_18 = None
    t_40 = torch.ops.aten.t.default(t_38);  t_38 = None
    permute_6 = torch.ops.aten.permute.default(view_44, [1, 2, 0]);  view_44 = None
    clone_18 = torch.ops.aten.clone.default(permute_6, memory_format = torch.contiguous_format);  permute_6 = None
    constant_pad_nd_4 = torch.ops.aten.constant_pad_nd.default(clone_18, [0, 2], 0.0)
    unfold_4 = torch.ops.aten.unfold.default(constant_pad_nd_4, 2, 3, 1);  constant_pad_nd_4 = None
    view_45 = torch.ops.aten.view.default(unfold_4, [2, 4, 4, 8, 3]);  unfold_4 = None
    flip_1 = torch.ops.aten.flip.default(primals_9, [1]);  primals_9 = None
    view_46 = torch.ops.aten.view.default(flip_1, [1, 4, 1, 1, 3]);  flip_1 = None
    mul_6 = torch.ops.aten.mul.Tensor(view_45, view_46);  view_45 = view_46 = None
    sum_13 = torch.ops.aten.sum.dim_IntList(mul_6, [-1]);  mul_6 = None
    view_47 = torch.ops.aten.view.default(sum_13, [2, 16, 8]);  sum_13 = None
    view_49 = torch.ops.aten.view.default(clone_18, [2, 4, 4, 8, 1]);  clone_18 = None
    view_4 = torch.ops.aten.view.default(unfold, [2, 4, 4, 8, 3]);  unfold = None
    mul_7 = torch.ops.aten.mul.Tensor(view_4, view_49);  view_4 = view_49 = None
    sum_14 = torch.ops.aten.sum.dim_IntList(mul_7, [2, 3]);  mul_7 = None
    sum_15 = torch.ops.aten.sum.dim_IntList(sum_14, [0]);  sum_14 = None
    permute_7 = torch.ops.aten.permute.default(view_47, [2, 0, 1]);  view_47 = None
    glu_backward_1 = torch.ops.aten.glu_backward.default(permute_7, view_3, -1);  permute_7 = view_3 = None
    view_50 = torch.ops.aten.view.default(glu_backward_1, [16, 32]);  glu_backward_1 = None
    t = torch.ops.aten.t.default(primals_7);  primals_7 = None
    t_41 = torch.ops.aten.t.default(t);  t = None
    mm_19 = torch.ops.aten.mm.default(view_50, t_41);  t_41 = None
    t_42 = torch.ops.aten.t.default(view_50)
    mm_20 = torch.ops.aten.mm.default(t_42, view_2);  t_42 = view_2 = None
    t_43 = torch.ops.aten.t.default(mm_20);  mm_20 = None
    sum_16 = torch.ops.aten.sum.dim_IntList(view_50, [0], True);  view_50 = None
    view_51 = torch.ops.aten.view.default(sum_16, [32]);  sum_16 = None
    t_44 = torch.ops.aten.t.default(t_43);  t_43 = None
    view_52 = torch.ops.aten.view.default(mm_19, [8, 2, 16]);  mm_19 = None
    native_layer_norm_backward_3 = torch.ops.aten.native_layer_norm_backward.default(view_52, transpose, [16], getitem_1, getitem_2, primals_5, primals_6, [True, True, True]);  view_52 = transpose = getitem_1 = getitem_2 = primals_5 = primals_6 = None
    getitem_21 = native_layer_norm_backward_3[0]
    getitem_22 = native_layer_norm_backward_3[1]
    getitem_23 = native_layer_norm_backward_3[2];  native_layer_norm_backward_3 = None
    add_14 = torch.ops.aten.add.Tensor(add_13, getitem_21);  add_13 = getitem_21 = None
    transpose_3 = torch.ops.aten.transpose.int(add_14, 0, 1);  add_14 = None
    mul_8 = torch.ops.aten.mul.Tensor(transpose_3, 4.0);  transpose_3 = None
    embedding_dense_backward = torch.ops.aten.embedding_dense_backward.default(mul_8, primals_1, 24, 1, False);  mul_8 = primals_1 = None
    return (None, None, None, embedding_dense_backward, getitem_22, getitem_23, t_44, view_51, sum_15, t_40, view_43, getitem_19, getitem_20, t_36, view_41, t_32, view_38, getitem_16, getitem_17, t_28, view_36, sum_8, t_24, view_28, getitem_13, getitem_14, t_20, view_26, t_16, view_23, t_12)
    