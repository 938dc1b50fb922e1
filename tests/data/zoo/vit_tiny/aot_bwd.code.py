


def forward(self, primals_1, primals_2, primals_6, primals_7, primals_8, primals_10, primals_12, primals_14, primals_16, primals_17, primals_18, primals_20, primals_22, primals_23, primals_24, primals_26, primals_28, primals_30, primals_32, primals_33, primals_34, primals_36, primals_38, primals_39, primals_40, clone, getitem_1, getitem_2, view_1, view_14, add_1, getitem_4, getitem_5, view_16, addmm_4, view_18, add_2, getitem_7, getitem_8, view_20, view_33, add_3, getitem_10, getitem_11, view_35, addmm_10, view_37, add_4, getitem_13, getitem_14, select, transpose_12, transpose_13, detach_2, transpose_14, transpose_15, transpose_21, transpose_22, detach_3, transpose_23, transpose_24, tangents_1):
    t_12 = torch.ops.aten.t.default(primals_40);  primals_40 = None
    t_13 = torch.ops.aten.t.default(t_12);  t_12 = None
    mm = torch.ops.aten.mm.default(tangents_1, t_13);  t_13 = None
    t_14 = torch.ops.aten.t.default(tangents_1)
    mm_1 = torch.ops.aten.mm.default(t_14, select);  t_14 = select = None
    t_15 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(tangents_1, [0], True);  tangents_1 = None
    view_39 = torch.ops.aten.view.default(sum_1, [3]);  sum_1 = None
    t_16 = torch.ops.aten.t.default(t_15);  t_15 = None
    select_backward = torch.ops.aten.select_backward.default(mm, [2, 5, 16], 1, 0);  mm = None
    native_layer_norm_backward = torch.ops.aten.native_layer_norm_backward.default(select_backward, add_4, [16], getitem_13, getitem_14, primals_38, primals_39, [True, True, True]);  select_backward = add_4 = getitem_13 = getitem_14 = primals_38 = primals_39 = None
    getitem_15 = native_layer_norm_backward[0]
    getitem_16 = native_layer_norm_backward[1]
    getitem_17 = native_layer_norm_backward[2];  native_layer_norm_backward = None
    view_40 = torch.ops.aten.view.default(getitem_15, [10, 16])
    t_11 = torch.ops.aten.t.default(primals_36);  primals_36 = None
    t_17 = torch.ops.aten.t.default(t_11);  t_11 = None
    mm_2 = torch.ops.aten.mm.default(view_40, t_17);  t_17 = None
    t_18 = torch.ops.aten.t.default(view_40)
    mm_3 = torch.ops.aten.mm.default(t_18, view_37);  t_18 = view_37 = None
    t_19 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(view_40, [0], True);  view_40 = None
    view_41 = torch.ops.aten.view.default(sum_2, [16]);  sum_2 = None
    t_20 = torch.ops.aten.t.default(t_19);  t_19 = None
    view_42 = torch.ops.aten.view.default(mm_2, [2, 5, 32]);  mm_2 = None
    view_36 = torch.ops.aten.view.default(addmm_10, [2, 5, 32]);  addmm_10 = None
    gelu_backward = torch.ops.aten.gelu_backward.default(view_42, view_36);  view_42 = view_36 = None
    view_43 = torch.ops.aten.view.default(gelu_backward, [10, 32]);  gelu_backward = None
    t_10 = torch.ops.aten.t.default(primals_34);  primals_34 = None
    t_21 = torch.ops.aten.t.default(t_10);  t_10 = None
    mm_4 = torch.ops.aten.mm.default(view_43, t_21);  t_21 = None
    t_22 = torch.ops.aten.t.default(view_43)
    mm_5 = torch.ops.aten.mm.default(t_22, view_35);  t_22 = view_35 = None
    t_23 = torch.ops.aten.t.default(mm_5);  mm_5 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(view_43, [0], True);  view_43 = None
    view_44 = torch.ops.aten.view.default(sum_3, [32]);  sum_3 = None
    t_24 = torch.ops.aten.t.default(t_23);  t_23 = None
    view_45 = torch.ops.aten.view.default(mm_4, [2, 5, 16]);  mm_4 = None
    native_layer_norm_backward_1 = torch.ops.aten.native_layer_norm_backward.default(view_45, add_3, [16], getitem_10, getitem_11, primals_32, primals_33, [True, True, True]);  view_45 = add_3 = getitem_10 = getitem_11 = primals_32 = primals_33 = None
    getitem_18 = native_layer_norm_backward_1[0]
    getitem_19 = native_layer_norm_backward_1[1]
    getitem_20 = native_layer_norm_backward_1[2];  native_layer_norm_backward_1 = None
    add_5 = torch.ops.aten.add.Tensor(getitem_15, getitem_18);  getitem_15 = getitem_18 = None
    view_46 = torch.ops.aten.view.default(add_5, [10, 16])
    t_9 = torch.ops.aten.t.default(primals_30);  primals_30 = None
    t_25 = torch.ops.aten.t.default(t_9);  t_9 = None
    mm_6 = torch.ops.aten.mm.default(view_46, t_25);  t_25 = None
    t_26 = torch.ops.aten.t.default(view_46)
    mm_7 = torch.ops.aten.mm.default(t_26, view_33);  t_26 = view_33 = None
    t_27 = torch.ops.aten.t.default(mm_7);  mm_7 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(view_46, [0], True);  view_46 = None
    view_47 = torch.ops.aten.view.default(sum_4, [16]);  sum_4 = None
    t_28 = torch.ops.aten.t.default(t_27);  t_27 = None
    view_48 = torch.ops.aten.view.default(mm_6, [2, 5, 16]);  mm_6 = None
    view_49 = torch.ops.aten.view.default(view_48, [2, 5, 2, 8]);  view_48 = None
    transpose_11 = torch.ops.aten.transpose.int(view_49, 1, 2);  view_49 = None
    clone_15 = torch.ops.aten.clone.default(transpose_11, memory_format = torch.contiguous_format);  transpose_11 = None
    _unsafe_view_6 = torch.ops.aten._unsafe_view.default(clone_15, [4, 5, 8]);  clone_15 = None
    bmm_4 = torch.ops.aten.bmm.default(transpose_12, _unsafe_view_6);  transpose_12 = None
    bmm_5 = torch.ops.aten.bmm.default(_unsafe_view_6, transpose_13);  _unsafe_view_6 = transpose_13 = None
    view_50 = torch.ops.aten.view.default(bmm_4, [2, 2, 5, 8]);  bmm_4 = None
    view_51 = torch.ops.aten.view.default(bmm_5, [2, 2, 5, 5]);  bmm_5 = None
    _softmax_backward_data = torch.ops.aten._softmax_backward_data.default(view_51, detach_2, -1, torch.float32);  view_51 = detach_2 = None
    mul_2 = torch.ops.aten.mul.Tensor(_softmax_backward_data, 0.3535533905932738);  _softmax_backward_data = None
    view_52 = torch.ops.aten.view.default(mul_2, [4, 5, 5]);  mul_2 = None
    bmm_6 = torch.ops.aten.bmm.default(transpose_14, view_52);  transpose_14 = None
    bmm_7 = torch.ops.aten.bmm.default(view_52, transpose_15);  view_52 = transpose_15 = None
    view_53 = torch.ops.aten.view.default(bmm_6, [2, 2, 8, 5]);  bmm_6 = None
    view_54 = torch.ops.aten.view.default(bmm_7, [2, 2, 5, 8]);  bmm_7 = None
    transpose_16 = torch.ops.aten.transpose.int(view_53, 2, 3);  view_53 = None
    transpose_17 = torch.ops.aten.transpose.int(view_50, 1, 2);  view_50 = None
    clone_16 = torch.ops.aten.clone.default(transpose_17, memory_format = torch.contiguous_format);  transpose_17 = None
    _unsafe_view_7 = torch.ops.aten._unsafe_view.default(clone_16, [2, 5, 16]);  clone_16 = None
    view_55 = torch.ops.aten.view.default(_unsafe_view_7, [10, 16]);  _unsafe_view_7 = None
    t_8 = torch.ops.aten.t.default(primals_28);  primals_28 = None
    t_29 = torch.ops.aten.t.default(t_8);  t_8 = None
    mm_8 = torch.ops.aten.mm.default(view_55, t_29);  t_29 = None
    t_30 = torch.ops.aten.t.default(view_55)
    mm_9 = torch.ops.aten.mm.default(t_30, view_20);  t_30 = None
    t_31 = torch.ops.aten.t.default(mm_9);  mm_9 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(view_55, [0], True);  view_55 = None
    view_56 = torch.ops.aten.view.default(sum_5, [16]);  sum_5 = None
    t_32 = torch.ops.aten.t.default(t_31);  t_31 = None
    view_57 = torch.ops.aten.view.default(mm_8, [2, 5, 16]);  mm_8 = None
    transpose_18 = torch.ops.aten.transpose.int(transpose_16, 1, 2);  transpose_16 = None
    view_58 = torch.ops.aten.view.default(transpose_18, [2, 5, 16]);  transpose_18 = None
    clone_17 = torch.ops.aten.clone.default(view_58, memory_format = torch.contiguous_format);  view_58 = None
    _unsafe_view_8 = torch.ops.aten._unsafe_view.default(clone_17, [10, 16]);  clone_17 = None
    t_7 = torch.ops.aten.t.default(primals_26);  primals_26 = None
    t_33 = torch.ops.aten.t.default(t_7);  t_7 = None
    mm_10 = torch.ops.aten.mm.default(_unsafe_view_8, t_33);  t_33 = None
    t_34 = torch.ops.aten.t.default(_unsafe_view_8)
    mm_11 = torch.ops.aten.mm.default(t_34, view_20);  t_34 = None
    t_35 = torch.ops.aten.t.default(mm_11);  mm_11 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(_unsafe_view_8, [0], True);  _unsafe_view_8 = None
    view_59 = torch.ops.aten.view.default(sum_6, [16]);  sum_6 = None
    t_36 = torch.ops.aten.t.default(t_35);  t_35 = None
    view_60 = torch.ops.aten.view.default(mm_10, [2, 5, 16]);  mm_10 = None
    add_6 = torch.ops.aten.add.Tensor(view_57, view_60);  view_57 = view_60 = None
    transpose_19 = torch.ops.aten.transpose.int(view_54, 1, 2);  view_54 = None
    clone_18 = torch.ops.aten.clone.default(transpose_19, memory_format = torch.contiguous_format);  transpose_19 = None
    _unsafe_view_9 = torch.ops.aten._unsafe_view.default(clone_18, [2, 5, 16]);  clone_18 = None
    view_61 = torch.ops.aten.view.default(_unsafe_view_9, [10, 16]);  _unsafe_view_9 = None
    t_6 = torch.ops.aten.t.default(primals_24);  primals_24 = None
    t_37 = torch.ops.aten.t.default(t_6);  t_6 = None
    mm_12 = torch.ops.aten.mm.default(view_61, t_37);  t_37 = None
    t_38 = torch.ops.aten.t.default(view_61)
    mm_13 = torch.ops.aten.mm.default(t_38, view_20);  t_38 = view_20 = None
    t_39 = torch.ops.aten.t.default(mm_13);  mm_13 = None
    sum_7 = torch.ops.aten.sum.dim_IntList(view_61, [0], True);  view_61 = None
    view_62 = torch.ops.aten.view.default(sum_7, [16]);  sum_7 = None
    t_40 = torch.ops.aten.t.default(t_39);  t_39 = None
    view_63 = torch.ops.aten.view.default(mm_12, [2, 5, 16]);  mm_12 = None
    add_7 = torch.ops.aten.add.Tensor(add_6, view_63);  add_6 = view_63 = None
    native_layer_norm_backward_2 = torch.ops.aten.native_layer_norm_backward.default(add_7, add_2, [16], getitem_7, getitem_8, primals_22, primals_23, [True, True, True]);  add_7 = add_2 = getitem_7 = getitem_8 = primals_22 = primals_23 = None
    getitem_21 = native_layer_norm_backward_2[0]
    getitem_22 = native_layer_norm_backward_2[1]
    getitem_23 = native_layer_norm_backward_2[2];  native_layer_norm_backward_2 = None
    add_8 = torch.ops.aten.add.Tensor(add_5, getitem_21);  add_5 = getitem_21 = None
    view_64 = torch.ops.aten.view.default(add_8, [10, 16])
    t_5 = torch.ops.aten.t.default(primals_20);  primals_20 = None
    t_41 = torch.ops.aten.t.default(t_5);  t_5 = None
    mm_14 = torch.ops.aten.mm.default(view_64, t_41);  t_41 = None
    t_42 = torch.ops.aten.t.default(view_64)
    mm_15 = torch.ops.aten.mm.default(t_42, view_18);  t_42 = view_18 = None
    t_43 = torch.ops.aten.t.default(mm_15);  mm_15 = None
    sum_8 = torch.ops.aten.sum.dim_IntList(view_64, [0], True);  view_64 = None
    view_65 = torch.ops.aten.view.default(sum_8, [16]);  sum_8 = None
    t_44 = torch.ops.aten.t.default(t_43);  t_43 = None
    view_66 = torch.ops.aten.view.default(mm_14, [2, 5, 32]);  mm_14 = None
    view_17 = torch.ops.aten.view.default(addmm_4, [2, 5, 32]);  addmm_4 = None
    gelu_backward_1 = torch.ops.aten.gelu_backward.default(view_66, view_17);  view_66 = view_17 = None
    view_67 = torch.ops.aten.view.default(gelu_backward_1, [10, 32]);  gelu_backward_1 = None
    t_4 = torch.ops.aten.t.default(primals_18);  primals_18 = None
    t_45 = torch.ops.aten.t.default(t_4);  t_4 = None
    mm_16 = torch.ops.aten.mm.default(view_67, t_45);  t_45 = None
    t_46 = torch.ops.aten.t.default(view_67)
    mm_17 = torch.ops.aten.mm.default(t_46, view_16);  t_46 = view_16 = None
    t_47 = torch.ops.aten.t.default(mm_17);  mm_17 = None
    sum_9 = torch.ops.aten.sum.dim_IntList(view_67, [0], True);  view_67 = None
    view_68 = torch.ops.aten.view.default(sum_9, [32]);  sum_9 = None
    t_48 = torch.ops.aten.t.default(t_47);  t_47 = None
    view_69 = torch.ops.aten.view.default(mm_16, [2, 5, 16]);  mm_16 = None
    native_layer_norm_backward_3 = torch.ops.aten.native_layer_norm_backward.default(view_69, add_1, [16], getitem_4, getitem_5, primals_16, primals_17, [True, True, True]);  view_69 = add_1 = getitem_4 = getitem_5 = primals_16 = primals_17 = None
    getitem_24 = native_layer_norm_backward_3[0]
    getitem_25 = native_layer_norm_backward_3[1]
    getitem_26 = native_layer_norm_backward_3[2];  native_layer_norm_backward_3 = None
    add_9 = torch.ops.aten.add.Tensor(add_8, getitem_24);  add_8 = getitem_24 = None
    view_70 = torch.ops.aten.view.default(add_9, [10, 16])
    t_3 = torch.ops.aten.t.default(primals_14);  primals_14 = None
    t_49 = torch.ops.aten.t.default(t_3);  t_3 = None
    mm_18 = torch.ops.aten.mm.default(view_70, t_49);  t_49 = None
    t_50 = torch.ops.aten.t.default(view_70)
    mm_19 = torch.ops.aten.mm.default(t_50, view_14);  t_50 = view_14 = None
    t_51 = torch.ops.aten.t.default(mm_19);  mm_19 = None
    sum_10 = torch.ops.aten.sum.dim_IntList(view_70, [0], True);  view_70 = None
    view_71 = torch.ops.aten.view.default(sum_10, [16]);  sum_10 = None
    t_52 = torch.ops.aten.t.default(t_51);  t_51 = None
    view_72 = torch.ops.aten.view.default(mm_18, [2, 5, 16]);  mm_18 = None
    view_73 = torch.ops.aten.view.default(view_72, [2, 5, 2, 8]);  view_72 = None
    transpose_20 = torch.ops.aten.transpose.int(view_73, 1, 2);  view_73 = None
    clone_19 = torch.ops.aten.clone.default(transpose_20, memory_format = torch.contiguous_format);  transpose_20 = None
    _unsafe_view_10 = torch.ops.aten._unsafe_view.default(clone_19, [4, 5, 8]);  clone_19 = None
    bmm_8 = torch.ops.aten.bmm.default(transpose_21, _unsafe_view_10);  transpose_21 = None
    bmm_9 = torch.ops.aten.bmm.default(_unsafe_view_10, transpose_22);  _unsafe_view_10 = transpose_22 = None
    view_74 = torch.ops.aten.view.default(bmm_8, [2, 2, 5, 8]);  bmm_8 = None
    view_75 = torch.ops.aten.view.default(bmm_9, [2, 2, 5, 5]);  bmm_9 = None
    _softmax_backward_data_1 = torch.ops.aten._softmax_backward_data.default(view_75, detach_3, -1, torch.float32);  view_75 = detach_3 = None
    mul_3 = torch.ops.aten.mul.Tensor(_softmax_backward_data_1, 0.3535533905932738);  _softmax_backward_data_1 = None
    view_76 = torch.ops.aten.view.default(mul_3, [4, 5, 5]);  mul_3 = None
    bmm_10 = torch.ops.aten.bmm.default(transpose_23, view_76);  transpose_23 = None
    bmm_11 = torch.ops.aten.bmm.default(view_76, transpose_24);  view_76 = transpose_24 = None
    view_77 = torch.ops.aten.view.default(bmm_10, [2, 2, 8, 5]);  bmm_10 = None
    view_78 = torch.ops.aten.view.default(bmm_11, [2, 2, 5, 8]);  bmm_11 = None
    transpose_25 = torch.ops.aten.transpose.int(view_77, 2, 3);  view_77 = None
    transpose_26 = torch.ops.aten.transpose.int(view_74, 1, 2);  view_74 = None
    clone_20 = torch.ops.aten.clone.default(transpose_26, memory_format = torch.contiguous_format);  transpose_26 = None
    _unsafe_view_11 = torch.ops.aten._unsafe_view.default(clone_20, [2, 5, 16]);  clone_20 = None
    view_79 = torch.ops.aten.view.default(_unsafe_view_11, [10, 16]);  _unsafe_view_11 = None
    t_2 = torch.ops.aten.t.default(primals_12);  primals_12 = None
    t_53 = torch.ops.aten.t.default(t_2);  t_2 = None
    mm_20 = torch.ops.aten.mm.default(view_79, t_53);  t_53 = None
    t_54 = torch.ops.aten.t.default(view_79)
    mm_21 = torch.ops.aten.mm.default(t_54, view_1);  t_54 = None
    t_55 = torch.ops.aten.t.default(mm_21);  mm_21 = None
    sum_11 = torch.ops.aten.sum.dim_IntList(view_79, [0], True);  view_79 = None
    view_80 = torch.ops.aten.view.default(sum_11, [16]);  sum_11 = None
    t_56 = torch.ops.aten.t.default(t_55);  t_55 = None
    view_81 = torch.ops.aten.view.default(mm_20, [2, 5, 16]);  mm_20 = None
    transpose_27 = torch.ops.aten.transpose.int(transpose_25, 1, 2);  transpose_25 = None
    view_82 = torch.ops.aten.view.default(transpose_27, [2, 5, 16]);  transpose_27 = None
    clone_21 = torch.ops.aten.clone.default(view_82, memory_format = torch.contiguous_format);  view_82 = None
    _unsafe_view_12 = torch.ops.aten._unsafe_view.default(clone_21, [10, 16]);  clone_21 = None
    t_1 = torch.ops.aten.t.default(primals_10);  primals_10 = None
    t_57 = torch.ops.aten.t.default(t_1);  t_1 = None
    mm_22 = torch.ops.aten.mm.default(_unsafe_view_12, t_57);  t_57 = None
    t_58 = torch.ops.aten.t.default(_unsafe_view_12)
    mm_23 = torch.ops.aten.mm.default(t_58, view_1);  t_58 = None
    t_59 = torch.ops.aten.t.default(mm_23);  mm_23 = None
    sum_12 = torch.ops.aten.sum.dim_IntList(_unsafe_view_12, [0], True);  _unsafe_view_12 = None
    view_83 = torch.ops.aten.view.default(sum_12, [16]);  sum_12 = None
    t_60 = torch.ops.aten.t.default(t_59);  t_59 = None
    view_84 = torch.ops.aten.view.default(mm_22, [2, 5, 16]);  mm_22 = None
    add_10 = torch.ops.aten.add.Tensor(view_81, view_84);  view_81 = view_84 = None
    transpose_28 = torch.ops.aten.transpose.int(view_78, 1, 2);  view_78 = None
    clone_22 = torch.ops.aten.clone.default(transpose_28, memory_format = torch.contiguous_format);  transpose_28 = None
    _unsafe_view_13 = torch.ops.aten._unsafe_view.default(clone_22, [2, 5, 16]);  clone_22 = None
    view_85 = torch.ops.aten.view.default(_unsafe_view_13, [10, 16]);  _unsafe_view_13 = None
    t = torch.ops.aten.t.default(primals_8);  primals_8 = None
    t_61 = torch.ops.aten.t.default(t);  t = None
    mm_24 = torch.ops.aten.mm.default(view_85, t_61);  t_61 = None
    t_62 = torch.ops.aten.t.default(view_85)
    mm_25 = torch.ops.aten.mm.default(t_62, view_1);  t_62 = view_1 = None
    t_63 = torch.ops.aten.t.default(mm_25);  mm_25 = None
    sum_13 = torch.ops.aten.sum.dim_IntList(view_85, [0], True);  view_85 = None
    view_86 = torch.ops.aten.view.default(sum_13, [16]);  sum_13 = None
    t_64 = torch.ops.aten.t.default(t_63);  t_63 = None
    view_87 = torch.ops.aten.view.default(mm_24, [2, 5, 16]);  mm_24 = None
    add_11 = torch.ops.aten.add.Tensor(add_10, view_87);  add_10 = view_87 = None
    native_layer_norm_backward_4 = torch.ops.aten.native_layer_norm_backward.default(add_11, clone, [16], getitem_1, getitem_2, primals_6, primals_7, [True, True, True]);  add_11 = clone = getitem_1 = getitem_2 = primals_6 = primals_7 = None
    getitem_27 = native_layer_norm_backward_4[0]
    getitem_28 = native_layer_norm_backward_4[1]
    getitem_29 = native_layer_norm_backward_4[2];  native_layer_norm_backward_4 = None
    add_12 = torch.ops.aten.add.Tensor(add_9, getitem_27);  add_9 = getitem_27 = None
    sum_14 = torch.ops.aten.sum.dim_IntList(add_12, [0], True)
    slice_1 = torch.ops.aten.slice.Tensor(add_12, 1, 0, 1)
    slice_2 = torch.ops.aten.slice.Tensor(add_12, 1, 1, 5);  add_12 = None
    sum_15 = torch.ops.aten.sum.dim_IntList(slice_1, [0], True);  slice_1 = None
    transpose_29 = torch.ops.aten.transpose.int(slice_2, 1, 2);  slice_2 = None
    view_88 = torch.ops.aten.view.default(transpose_29, [2, 16, 2, 2]);  transpose_29 = None
    convolution_backward = torch.ops.aten.convolution_backward.default(view_88, primals_2, primals_1, [16], [8, 8], [0, 0], [1, 1], False, [0, 0], 1, [False, True, True]);  view_88 = primals_2 = primals_1 = None
    getitem_31 = convolution_backward[1]
    getitem_32 = convolution_backward[2];  convolution_backward = None
    return (getitem_31, None, getitem_32, sum_15, sum_14, getitem_28, getitem_29, t_64, view_86, t_60, view_83, t_56, view_80, t_52, view_71, getitem_25, getitem_26, t_48, view_68, t_44, view_65, getitem_22, getitem_23, t_40, view_62, t_36, view_59, t_32, view_56, t_28, view_47, getitem_19, getitem_20, t_24, view_44, t_20, view_41, getitem_16, getitem_17, t_16, view_39)
    