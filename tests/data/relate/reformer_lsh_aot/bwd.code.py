


def forward(self, primals_2, primals_4, primals_5, primals_6, primals_7, primals_9, primals_11, primals_12, primals_13, primals_15, primals_17, primals_18, primals_19, primals_20, primals_22, primals_24, primals_25, primals_26, primals_28, primals_30, primals_31, primals_32, add, getitem_1, getitem_2, view, getitem_6, unsqueeze_4, view_10, linalg_vector_norm, div, eq, masked_fill, logsumexp, exp, bmm_2, exp_1, view_23, add_3, getitem_8, getitem_9, view_25, addmm_1, view_27, add_4, getitem_11, getitem_12, view_29, getitem_16, unsqueeze_12, view_39, linalg_vector_norm_1, div_2, eq_1, masked_fill_1, logsumexp_2, exp_2, bmm_5, exp_3, view_52, add_7, getitem_18, getitem_19, view_54, addmm_4, view_56, cat_8, getitem_21, getitem_22, mean, detach_11, transpose_10, transpose_12, detach_16, transpose_18, transpose_20, tangents_1):
    t_10 = torch.ops.aten.t.default(primals_32);  primals_32 = None
    t_11 = torch.ops.aten.t.default(t_10);  t_10 = None
    mm_4 = torch.ops.aten.mm.default(tangents_1, t_11);  t_11 = None
    t_12 = torch.ops.aten.t.default(tangents_1)
    mm_5 = torch.ops.aten.mm.default(t_12, mean);  t_12 = mean = None
    t_13 = torch.ops.aten.t.default(mm_5);  mm_5 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(tangents_1, [0], True);  tangents_1 = None
    view_58 = torch.ops.aten.view.default(sum_3, [3]);  sum_3 = None
    t_14 = torch.ops.aten.t.default(t_13);  t_13 = None
    unsqueeze_16 = torch.ops.aten.unsqueeze.default(mm_4, 1);  mm_4 = None
    expand_16 = torch.ops.aten.expand.default(unsqueeze_16, [2, 16, 32]);  unsqueeze_16 = None
    div_4 = torch.ops.aten.div.Scalar(expand_16, 16);  expand_16 = None
    native_layer_norm_backward = torch.ops.aten.native_layer_norm_backward.default(div_4, cat_8, [32], getitem_21, getitem_22, primals_30, primals_31, [True, True, True]);  div_4 = cat_8 = getitem_21 = getitem_22 = primals_30 = primals_31 = None
    getitem_23 = native_layer_norm_backward[0]
    getitem_24 = native_layer_norm_backward[1]
    getitem_25 = native_layer_norm_backward[2];  native_layer_norm_backward = None
    slice_1 = torch.ops.aten.slice.Tensor(getitem_23, 2, 0, 16)
    slice_2 = torch.ops.aten.slice.Tensor(getitem_23, 2, 16, 32);  getitem_23 = None
    view_59 = torch.ops.aten.view.default(slice_2, [32, 16])
    t_9 = torch.ops.aten.t.default(primals_28);  primals_28 = None
    t_15 = torch.ops.aten.t.default(t_9);  t_9 = None
    mm_6 = torch.ops.aten.mm.default(view_59, t_15);  t_15 = None
    t_16 = torch.ops.aten.t.default(view_59)
    mm_7 = torch.ops.aten.mm.default(t_16, view_56);  t_16 = view_56 = None
    t_17 = torch.ops.aten.t.default(mm_7);  mm_7 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(view_59, [0], True);  view_59 = None
    view_60 = torch.ops.aten.view.default(sum_4, [16]);  sum_4 = None
    t_18 = torch.ops.aten.t.default(t_17);  t_17 = None
    view_61 = torch.ops.aten.view.default(mm_6, [2, 16, 32]);  mm_6 = None
    view_55 = torch.ops.aten.view.default(addmm_4, [2, 16, 32]);  addmm_4 = None
    gelu_backward = torch.ops.aten.gelu_backward.default(view_61, view_55);  view_61 = view_55 = None
    view_62 = torch.ops.aten.view.default(gelu_backward, [32, 32]);  gelu_backward = None
    t_8 = torch.ops.aten.t.default(primals_26);  primals_26 = None
    t_19 = torch.ops.aten.t.default(t_8);  t_8 = None
    mm_8 = torch.ops.aten.mm.default(view_62, t_19);  t_19 = None
    t_20 = torch.ops.aten.t.default(view_62)
    mm_9 = torch.ops.aten.mm.default(t_20, view_54);  t_20 = view_54 = None
    t_21 = torch.ops.aten.t.default(mm_9);  mm_9 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(view_62, [0], True);  view_62 = None
    view_63 = torch.ops.aten.view.default(sum_5, [32]);  sum_5 = None
    t_22 = torch.ops.aten.t.default(t_21);  t_21 = None
    view_64 = torch.ops.aten.view.default(mm_8, [2, 16, 16]);  mm_8 = None
    native_layer_norm_backward_1 = torch.ops.aten.native_layer_norm_backward.default(view_64, add_7, [16], getitem_18, getitem_19, primals_24, primals_25, [True, True, True]);  view_64 = add_7 = getitem_18 = getitem_19 = primals_24 = primals_25 = None
    getitem_26 = native_layer_norm_backward_1[0]
    getitem_27 = native_layer_norm_backward_1[1]
    getitem_28 = native_layer_norm_backward_1[2];  native_layer_norm_backward_1 = None
    add_9 = torch.ops.aten.add.Tensor(slice_1, getitem_26);  slice_1 = getitem_26 = None
    view_65 = torch.ops.aten.view.default(add_9, [32, 16])
    t_7 = torch.ops.aten.t.default(primals_22);  primals_22 = None
    t_23 = torch.ops.aten.t.default(t_7);  t_7 = None
    mm_10 = torch.ops.aten.mm.default(view_65, t_23);  t_23 = None
    t_24 = torch.ops.aten.t.default(view_65)
    mm_11 = torch.ops.aten.mm.default(t_24, view_52);  t_24 = view_52 = None
    t_25 = torch.ops.aten.t.default(mm_11);  mm_11 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(view_65, [0], True);  view_65 = None
    view_66 = torch.ops.aten.view.default(sum_6, [16]);  sum_6 = None
    t_26 = torch.ops.aten.t.default(t_25);  t_25 = None
    view_67 = torch.ops.aten.view.default(mm_10, [2, 16, 16]);  mm_10 = None
    view_68 = torch.ops.aten.view.default(view_67, [2, 16, 2, 8]);  view_67 = None
    transpose_8 = torch.ops.aten.transpose.int(view_68, 1, 2);  view_68 = None
    unsqueeze_17 = torch.ops.aten.unsqueeze.default(transpose_8, 2);  transpose_8 = None
    expand_17 = torch.ops.aten.expand.default(unsqueeze_17, [2, 2, 2, 16, 8]);  unsqueeze_17 = None
    view_47 = torch.ops.aten.view.default(bmm_5, [2, 2, 8, 4, 8]);  bmm_5 = None
    view_48 = torch.ops.aten.view.default(view_47, [2, 2, 32, 8]);  view_47 = None
    unsqueeze_15 = torch.ops.aten.unsqueeze.default(getitem_16, -1)
    expand_15 = torch.ops.aten.expand.default(unsqueeze_15, [-1, -1, -1, 8]);  unsqueeze_15 = None
    gather_6 = torch.ops.aten.gather.default(view_48, 2, expand_15);  view_48 = None
    view_50 = torch.ops.aten.view.default(gather_6, [2, 2, 2, 16, 8]);  gather_6 = None
    mul_6 = torch.ops.aten.mul.Tensor(expand_17, view_50);  view_50 = None
    mul_7 = torch.ops.aten.mul.Tensor(expand_17, exp_3);  expand_17 = None
    sum_7 = torch.ops.aten.sum.dim_IntList(mul_6, [4], True);  mul_6 = None
    detach_9 = torch.ops.aten.detach.default(exp_3);  exp_3 = None
    detach_10 = torch.ops.aten.detach.default(detach_9);  detach_9 = None
    mul_8 = torch.ops.aten.mul.Tensor(sum_7, detach_10);  sum_7 = detach_10 = None
    neg_2 = torch.ops.aten.neg.default(mul_8)
    sum_8 = torch.ops.aten.sum.dim_IntList(neg_2, [2], True);  neg_2 = None
    view_49 = torch.ops.aten.view.default(logsumexp_2, [2, 2, 32])
    gather_7 = torch.ops.aten.gather.default(view_49, 2, getitem_16);  view_49 = None
    view_51 = torch.ops.aten.view.default(gather_7, [2, 2, 2, 16, 1]);  gather_7 = None
    sub_4 = torch.ops.aten.sub.Tensor(view_51, detach_11);  view_51 = detach_11 = None
    exp_4 = torch.ops.aten.exp.default(sub_4);  sub_4 = None
    mul_9 = torch.ops.aten.mul.Tensor(sum_8, exp_4);  sum_8 = exp_4 = None
    add_10 = torch.ops.aten.add.Tensor(mul_8, mul_9);  mul_8 = mul_9 = None
    view_69 = torch.ops.aten.view.default(add_10, [2, 2, 32]);  add_10 = None
    new_zeros = torch.ops.aten.new_zeros.default(view_69, [2, 2, 32])
    scatter_add = torch.ops.aten.scatter_add.default(new_zeros, 2, getitem_16, view_69);  new_zeros = getitem_16 = view_69 = None
    view_70 = torch.ops.aten.view.default(mul_7, [2, 2, 32, 8]);  mul_7 = None
    new_zeros_1 = torch.ops.aten.new_zeros.default(view_70, [2, 2, 32, 8])
    scatter_add_1 = torch.ops.aten.scatter_add.default(new_zeros_1, 2, expand_15, view_70);  new_zeros_1 = expand_15 = view_70 = None
    view_71 = torch.ops.aten.view.default(scatter_add, [2, 2, 8, 4, 1]);  scatter_add = None
    view_72 = torch.ops.aten.view.default(scatter_add_1, [2, 2, 8, 4, 8]);  scatter_add_1 = None
    view_73 = torch.ops.aten.view.default(view_72, [32, 4, 8]);  view_72 = None
    expand_13 = torch.ops.aten.expand.default(exp_2, [2, 2, 8, 4, 8])
    view_45 = torch.ops.aten.view.default(expand_13, [32, 4, 8]);  expand_13 = None
    transpose_9 = torch.ops.aten.transpose.int(view_45, 1, 2);  view_45 = None
    bmm_6 = torch.ops.aten.bmm.default(transpose_9, view_73);  transpose_9 = None
    bmm_7 = torch.ops.aten.bmm.default(view_73, transpose_10);  view_73 = transpose_10 = None
    view_74 = torch.ops.aten.view.default(bmm_6, [2, 2, 8, 8, 8]);  bmm_6 = None
    view_75 = torch.ops.aten.view.default(bmm_7, [2, 2, 8, 4, 8]);  bmm_7 = None
    detach_7 = torch.ops.aten.detach.default(exp_2);  exp_2 = None
    detach_12 = torch.ops.aten.detach.default(detach_7);  detach_7 = None
    mul_10 = torch.ops.aten.mul.Tensor(view_75, detach_12);  view_75 = detach_12 = None
    neg_3 = torch.ops.aten.neg.default(mul_10)
    sum_9 = torch.ops.aten.sum.dim_IntList(neg_3, [4], True);  neg_3 = None
    add_11 = torch.ops.aten.add.Tensor(view_71, sum_9);  view_71 = sum_9 = None
    detach_6 = torch.ops.aten.detach.default(logsumexp_2);  logsumexp_2 = None
    detach_13 = torch.ops.aten.detach.default(detach_6);  detach_6 = None
    sub_5 = torch.ops.aten.sub.Tensor(masked_fill_1, detach_13);  masked_fill_1 = detach_13 = None
    exp_5 = torch.ops.aten.exp.default(sub_5);  sub_5 = None
    mul_11 = torch.ops.aten.mul.Tensor(add_11, exp_5);  add_11 = exp_5 = None
    add_12 = torch.ops.aten.add.Tensor(mul_10, mul_11);  mul_10 = mul_11 = None
    masked_fill_2 = torch.ops.aten.masked_fill.Scalar(add_12, eq_1, 0);  add_12 = eq_1 = None
    div_5 = torch.ops.aten.div.Tensor(masked_fill_2, 2.8284271247461903);  masked_fill_2 = None
    view_76 = torch.ops.aten.view.default(div_5, [32, 4, 8]);  div_5 = None
    expand_11 = torch.ops.aten.expand.default(view_39, [2, 2, 8, 4, 8])
    view_42 = torch.ops.aten.view.default(expand_11, [32, 4, 8]);  expand_11 = None
    transpose_11 = torch.ops.aten.transpose.int(view_42, 1, 2);  view_42 = None
    bmm_8 = torch.ops.aten.bmm.default(transpose_11, view_76);  transpose_11 = None
    bmm_9 = torch.ops.aten.bmm.default(view_76, transpose_12);  view_76 = transpose_12 = None
    view_77 = torch.ops.aten.view.default(bmm_8, [2, 2, 8, 8, 8]);  bmm_8 = None
    view_78 = torch.ops.aten.view.default(bmm_9, [2, 2, 8, 4, 8]);  bmm_9 = None
    transpose_13 = torch.ops.aten.transpose.int(view_77, -1, -2);  view_77 = None
    slice_3 = torch.ops.aten.slice.Tensor(view_74, 3, 0, 4)
    slice_4 = torch.ops.aten.slice.Tensor(view_74, 3, 4, 8);  view_74 = None
    roll_6 = torch.ops.aten.roll.default(slice_4, [-1], [2]);  slice_4 = None
    add_13 = torch.ops.aten.add.Tensor(slice_3, roll_6);  slice_3 = roll_6 = None
    slice_5 = torch.ops.aten.slice.Tensor(transpose_13, 3, 0, 4)
    slice_6 = torch.ops.aten.slice.Tensor(transpose_13, 3, 4, 8);  transpose_13 = None
    roll_7 = torch.ops.aten.roll.default(slice_6, [-1], [2]);  slice_6 = None
    add_14 = torch.ops.aten.add.Tensor(slice_5, roll_7);  slice_5 = roll_7 = None
    view_79 = torch.ops.aten.view.default(add_13, [2, 2, 32, 8]);  add_13 = None
    clamp_min_1 = torch.ops.aten.clamp_min.default(linalg_vector_norm_1, 1e-12)
    expand_10 = torch.ops.aten.expand.default(clamp_min_1, [2, 2, 8, 4, 8]);  clamp_min_1 = None
    div_7 = torch.ops.aten.div.Tensor(div_2, expand_10);  div_2 = None
    neg_4 = torch.ops.aten.neg.default(add_14)
    mul_12 = torch.ops.aten.mul.Tensor(neg_4, div_7);  neg_4 = div_7 = None
    div_8 = torch.ops.aten.div.Tensor(add_14, expand_10);  add_14 = expand_10 = None
    add_15 = torch.ops.aten.add.Tensor(view_78, div_8);  view_78 = div_8 = None
    sum_10 = torch.ops.aten.sum.dim_IntList(mul_12, [4], True);  mul_12 = None
    scalar_tensor = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    ge = torch.ops.aten.ge.Scalar(linalg_vector_norm_1, 1e-12)
    where = torch.ops.aten.where.self(ge, sum_10, scalar_tensor);  ge = sum_10 = None
    detach_5 = torch.ops.aten.detach.default(linalg_vector_norm_1);  linalg_vector_norm_1 = None
    detach_14 = torch.ops.aten.detach.default(detach_5);  detach_5 = None
    div_9 = torch.ops.aten.div.Tensor(view_39, detach_14);  view_39 = None
    eq_2 = torch.ops.aten.eq.Scalar(detach_14, 0);  detach_14 = None
    masked_fill_3 = torch.ops.aten.masked_fill.Scalar(div_9, eq_2, 0);  div_9 = eq_2 = None
    mul_13 = torch.ops.aten.mul.Tensor(where, masked_fill_3);  where = masked_fill_3 = None
    add_16 = torch.ops.aten.add.Tensor(add_15, mul_13);  add_15 = mul_13 = None
    view_80 = torch.ops.aten.view.default(add_16, [2, 2, 32, 8]);  add_16 = None
    new_zeros_2 = torch.ops.aten.new_zeros.default(view_79, [2, 2, 16, 8])
    expand_9 = torch.ops.aten.expand.default(unsqueeze_12, [-1, -1, -1, 8]);  unsqueeze_12 = None
    scatter_add_2 = torch.ops.aten.scatter_add.default(new_zeros_2, 2, expand_9, view_79);  new_zeros_2 = view_79 = None
    new_zeros_3 = torch.ops.aten.new_zeros.default(view_80, [2, 2, 16, 8])
    scatter_add_3 = torch.ops.aten.scatter_add.default(new_zeros_3, 2, expand_9, view_80);  new_zeros_3 = expand_9 = view_80 = None
    transpose_14 = torch.ops.aten.transpose.int(scatter_add_2, 1, 2);  scatter_add_2 = None
    clone_2 = torch.ops.aten.clone.default(transpose_14, memory_format = torch.contiguous_format);  transpose_14 = None
    _unsafe_view_6 = torch.ops.aten._unsafe_view.default(clone_2, [2, 16, 16]);  clone_2 = None
    view_81 = torch.ops.aten.view.default(_unsafe_view_6, [32, 16]);  _unsafe_view_6 = None
    t_27 = torch.ops.aten.t.default(view_81)
    mm_12 = torch.ops.aten.mm.default(t_27, view_29);  t_27 = None
    t_28 = torch.ops.aten.t.default(mm_12);  mm_12 = None
    t_6 = torch.ops.aten.t.default(primals_20);  primals_20 = None
    t_29 = torch.ops.aten.t.default(t_6);  t_6 = None
    mm_13 = torch.ops.aten.mm.default(view_81, t_29);  view_81 = t_29 = None
    view_82 = torch.ops.aten.view.default(mm_13, [2, 16, 16]);  mm_13 = None
    t_30 = torch.ops.aten.t.default(t_28);  t_28 = None
    transpose_15 = torch.ops.aten.transpose.int(scatter_add_3, 1, 2);  scatter_add_3 = None
    clone_3 = torch.ops.aten.clone.default(transpose_15, memory_format = torch.contiguous_format);  transpose_15 = None
    _unsafe_view_7 = torch.ops.aten._unsafe_view.default(clone_3, [2, 16, 16]);  clone_3 = None
    view_83 = torch.ops.aten.view.default(_unsafe_view_7, [32, 16]);  _unsafe_view_7 = None
    t_31 = torch.ops.aten.t.default(view_83)
    mm_14 = torch.ops.aten.mm.default(t_31, view_29);  t_31 = view_29 = None
    t_32 = torch.ops.aten.t.default(mm_14);  mm_14 = None
    t_5 = torch.ops.aten.t.default(primals_19);  primals_19 = None
    t_33 = torch.ops.aten.t.default(t_5);  t_5 = None
    mm_15 = torch.ops.aten.mm.default(view_83, t_33);  view_83 = t_33 = None
    view_84 = torch.ops.aten.view.default(mm_15, [2, 16, 16]);  mm_15 = None
    add_17 = torch.ops.aten.add.Tensor(view_82, view_84);  view_82 = view_84 = None
    t_34 = torch.ops.aten.t.default(t_32);  t_32 = None
    native_layer_norm_backward_2 = torch.ops.aten.native_layer_norm_backward.default(add_17, add_4, [16], getitem_11, getitem_12, primals_17, primals_18, [True, True, True]);  add_17 = add_4 = getitem_11 = getitem_12 = primals_17 = primals_18 = None
    getitem_29 = native_layer_norm_backward_2[0]
    getitem_30 = native_layer_norm_backward_2[1]
    getitem_31 = native_layer_norm_backward_2[2];  native_layer_norm_backward_2 = None
    add_18 = torch.ops.aten.add.Tensor(slice_2, getitem_29);  slice_2 = getitem_29 = None
    view_85 = torch.ops.aten.view.default(add_18, [32, 16])
    t_4 = torch.ops.aten.t.default(primals_15);  primals_15 = None
    t_35 = torch.ops.aten.t.default(t_4);  t_4 = None
    mm_16 = torch.ops.aten.mm.default(view_85, t_35);  t_35 = None
    t_36 = torch.ops.aten.t.default(view_85)
    mm_17 = torch.ops.aten.mm.default(t_36, view_27);  t_36 = view_27 = None
    t_37 = torch.ops.aten.t.default(mm_17);  mm_17 = None
    sum_11 = torch.ops.aten.sum.dim_IntList(view_85, [0], True);  view_85 = None
    view_86 = torch.ops.aten.view.default(sum_11, [16]);  sum_11 = None
    t_38 = torch.ops.aten.t.default(t_37);  t_37 = None
    view_87 = torch.ops.aten.view.default(mm_16, [2, 16, 32]);  mm_16 = None
    view_26 = torch.ops.aten.view.default(addmm_1, [2, 16, 32]);  addmm_1 = None
    gelu_backward_1 = torch.ops.aten.gelu_backward.default(view_87, view_26);  view_87 = view_26 = None
    view_88 = torch.ops.aten.view.default(gelu_backward_1, [32, 32]);  gelu_backward_1 = None
    t_3 = torch.ops.aten.t.default(primals_13);  primals_13 = None
    t_39 = torch.ops.aten.t.default(t_3);  t_3 = None
    mm_18 = torch.ops.aten.mm.default(view_88, t_39);  t_39 = None
    t_40 = torch.ops.aten.t.default(view_88)
    mm_19 = torch.ops.aten.mm.default(t_40, view_25);  t_40 = view_25 = None
    t_41 = torch.ops.aten.t.default(mm_19);  mm_19 = None
    sum_12 = torch.ops.aten.sum.dim_IntList(view_88, [0], True);  view_88 = None
    view_89 = torch.ops.aten.view.default(sum_12, [32]);  sum_12 = None
    t_42 = torch.ops.aten.t.default(t_41);  t_41 = None
    view_90 = torch.ops.aten.view.default(mm_18, [2, 16, 16]);  mm_18 = None
    native_layer_norm_backward_3 = torch.ops.aten.native_layer_norm_backward.default(view_90, add_3, [16], getitem_8, getitem_9, primals_11, primals_12, [True, True, True]);  view_90 = add_3 = getitem_8 = getitem_9 = primals_11 = primals_12 = None
    getitem_32 = native_layer_norm_backward_3[0]
    getitem_33 = native_layer_norm_backward_3[1]
    getitem_34 = native_layer_norm_backward_3[2];  native_layer_norm_backward_3 = None
    add_19 = torch.ops.aten.add.Tensor(add_9, getitem_32);  add_9 = getitem_32 = None
    add_20 = torch.ops.aten.add.Tensor(add_18, add_19);  add_18 = None
    view_91 = torch.ops.aten.view.default(add_19, [32, 16]);  add_19 = None
    t_2 = torch.ops.aten.t.default(primals_9);  primals_9 = None
    t_43 = torch.ops.aten.t.default(t_2);  t_2 = None
    mm_20 = torch.ops.aten.mm.default(view_91, t_43);  t_43 = None
    t_44 = torch.ops.aten.t.default(view_91)
    mm_21 = torch.ops.aten.mm.default(t_44, view_23);  t_44 = view_23 = None
    t_45 = torch.ops.aten.t.default(mm_21);  mm_21 = None
    sum_13 = torch.ops.aten.sum.dim_IntList(view_91, [0], True);  view_91 = None
    view_92 = torch.ops.aten.view.default(sum_13, [16]);  sum_13 = None
    t_46 = torch.ops.aten.t.default(t_45);  t_45 = None
    view_93 = torch.ops.aten.view.default(mm_20, [2, 16, 16]);  mm_20 = None
    view_94 = torch.ops.aten.view.default(view_93, [2, 16, 2, 8]);  view_93 = None
    transpose_16 = torch.ops.aten.transpose.int(view_94, 1, 2);  view_94 = None
    unsqueeze_18 = torch.ops.aten.unsqueeze.default(transpose_16, 2);  transpose_16 = None
    expand_18 = torch.ops.aten.expand.default(unsqueeze_18, [2, 2, 2, 16, 8]);  unsqueeze_18 = None
    view_18 = torch.ops.aten.view.default(bmm_2, [2, 2, 8, 4, 8]);  bmm_2 = None
    view_19 = torch.ops.aten.view.default(view_18, [2, 2, 32, 8]);  view_18 = None
    unsqueeze_7 = torch.ops.aten.unsqueeze.default(getitem_6, -1)
    expand_7 = torch.ops.aten.expand.default(unsqueeze_7, [-1, -1, -1, 8]);  unsqueeze_7 = None
    gather_2 = torch.ops.aten.gather.default(view_19, 2, expand_7);  view_19 = None
    view_21 = torch.ops.aten.view.default(gather_2, [2, 2, 2, 16, 8]);  gather_2 = None
    mul_14 = torch.ops.aten.mul.Tensor(expand_18, view_21);  view_21 = None
    mul_15 = torch.ops.aten.mul.Tensor(expand_18, exp_1);  expand_18 = None
    sum_14 = torch.ops.aten.sum.dim_IntList(mul_14, [4], True);  mul_14 = None
    detach_4 = torch.ops.aten.detach.default(exp_1);  exp_1 = None
    detach_15 = torch.ops.aten.detach.default(detach_4);  detach_4 = None
    mul_16 = torch.ops.aten.mul.Tensor(sum_14, detach_15);  sum_14 = detach_15 = None
    neg_5 = torch.ops.aten.neg.default(mul_16)
    sum_15 = torch.ops.aten.sum.dim_IntList(neg_5, [2], True);  neg_5 = None
    view_20 = torch.ops.aten.view.default(logsumexp, [2, 2, 32])
    gather_3 = torch.ops.aten.gather.default(view_20, 2, getitem_6);  view_20 = None
    view_22 = torch.ops.aten.view.default(gather_3, [2, 2, 2, 16, 1]);  gather_3 = None
    sub_6 = torch.ops.aten.sub.Tensor(view_22, detach_16);  view_22 = detach_16 = None
    exp_6 = torch.ops.aten.exp.default(sub_6);  sub_6 = None
    mul_17 = torch.ops.aten.mul.Tensor(sum_15, exp_6);  sum_15 = exp_6 = None
    add_21 = torch.ops.aten.add.Tensor(mul_16, mul_17);  mul_16 = mul_17 = None
    view_95 = torch.ops.aten.view.default(add_21, [2, 2, 32]);  add_21 = None
    new_zeros_4 = torch.ops.aten.new_zeros.default(view_95, [2, 2, 32])
    scatter_add_4 = torch.ops.aten.scatter_add.default(new_zeros_4, 2, getitem_6, view_95);  new_zeros_4 = getitem_6 = view_95 = None
    view_96 = torch.ops.aten.view.default(mul_15, [2, 2, 32, 8]);  mul_15 = None
    new_zeros_5 = torch.ops.aten.new_zeros.default(view_96, [2, 2, 32, 8])
    scatter_add_5 = torch.ops.aten.scatter_add.default(new_zeros_5, 2, expand_7, view_96);  new_zeros_5 = expand_7 = view_96 = None
    view_97 = torch.ops.aten.view.default(scatter_add_4, [2, 2, 8, 4, 1]);  scatter_add_4 = None
    view_98 = torch.ops.aten.view.default(scatter_add_5, [2, 2, 8, 4, 8]);  scatter_add_5 = None
    view_99 = torch.ops.aten.view.default(view_98, [32, 4, 8]);  view_98 = None
    expand_5 = torch.ops.aten.expand.default(exp, [2, 2, 8, 4, 8])
    view_16 = torch.ops.aten.view.default(expand_5, [32, 4, 8]);  expand_5 = None
    transpose_17 = torch.ops.aten.transpose.int(view_16, 1, 2);  view_16 = None
    bmm_10 = torch.ops.aten.bmm.default(transpose_17, view_99);  transpose_17 = None
    bmm_11 = torch.ops.aten.bmm.default(view_99, transpose_18);  view_99 = transpose_18 = None
    view_100 = torch.ops.aten.view.default(bmm_10, [2, 2, 8, 8, 8]);  bmm_10 = None
    view_101 = torch.ops.aten.view.default(bmm_11, [2, 2, 8, 4, 8]);  bmm_11 = None
    detach_2 = torch.ops.aten.detach.default(exp);  exp = None
    detach_17 = torch.ops.aten.detach.default(detach_2);  detach_2 = None
    mul_18 = torch.ops.aten.mul.Tensor(view_101, detach_17);  view_101 = detach_17 = None
    neg_6 = torch.ops.aten.neg.default(mul_18)
    sum_16 = torch.ops.aten.sum.dim_IntList(neg_6, [4], True);  neg_6 = None
    add_22 = torch.ops.aten.add.Tensor(view_97, sum_16);  view_97 = sum_16 = None
    detach_1 = torch.ops.aten.detach.default(logsumexp);  logsumexp = None
    detach_18 = torch.ops.aten.detach.default(detach_1);  detach_1 = None
    sub_7 = torch.ops.aten.sub.Tensor(masked_fill, detach_18);  masked_fill = detach_18 = None
    exp_7 = torch.ops.aten.exp.default(sub_7);  sub_7 = None
    mul_19 = torch.ops.aten.mul.Tensor(add_22, exp_7);  add_22 = exp_7 = None
    add_23 = torch.ops.aten.add.Tensor(mul_18, mul_19);  mul_18 = mul_19 = None
    masked_fill_4 = torch.ops.aten.masked_fill.Scalar(add_23, eq, 0);  add_23 = eq = None
    div_10 = torch.ops.aten.div.Tensor(masked_fill_4, 2.8284271247461903);  masked_fill_4 = None
    view_102 = torch.ops.aten.view.default(div_10, [32, 4, 8]);  div_10 = None
    expand_3 = torch.ops.aten.expand.default(view_10, [2, 2, 8, 4, 8])
    view_13 = torch.ops.aten.view.default(expand_3, [32, 4, 8]);  expand_3 = None
    transpose_19 = torch.ops.aten.transpose.int(view_13, 1, 2);  view_13 = None
    bmm_12 = torch.ops.aten.bmm.default(transpose_19, view_102);  transpose_19 = None
    bmm_13 = torch.ops.aten.bmm.default(view_102, transpose_20);  view_102 = transpose_20 = None
    view_103 = torch.ops.aten.view.default(bmm_12, [2, 2, 8, 8, 8]);  bmm_12 = None
    view_104 = torch.ops.aten.view.default(bmm_13, [2, 2, 8, 4, 8]);  bmm_13 = None
    transpose_21 = torch.ops.aten.transpose.int(view_103, -1, -2);  view_103 = None
    slice_7 = torch.ops.aten.slice.Tensor(view_100, 3, 0, 4)
    slice_8 = torch.ops.aten.slice.Tensor(view_100, 3, 4, 8);  view_100 = None
    roll_8 = torch.ops.aten.roll.default(slice_8, [-1], [2]);  slice_8 = None
    add_24 = torch.ops.aten.add.Tensor(slice_7, roll_8);  slice_7 = roll_8 = None
    slice_9 = torch.ops.aten.slice.Tensor(transpose_21, 3, 0, 4)
    slice_10 = torch.ops.aten.slice.Tensor(transpose_21, 3, 4, 8);  transpose_21 = None
    roll_9 = torch.ops.aten.roll.default(slice_10, [-1], [2]);  slice_10 = None
    add_25 = torch.ops.aten.add.Tensor(slice_9, roll_9);  slice_9 = roll_9 = None
    view_105 = torch.ops.aten.view.default(add_24, [2, 2, 32, 8]);  add_24 = None
    clamp_min = torch.ops.aten.clamp_min.default(linalg_vector_norm, 1e-12)
    expand_2 = torch.ops.aten.expand.default(clamp_min, [2, 2, 8, 4, 8]);  clamp_min = None
    div_12 = torch.ops.aten.div.Tensor(div, expand_2);  div = None
    neg_7 = torch.ops.aten.neg.default(add_25)
    mul_20 = torch.ops.aten.mul.Tensor(neg_7, div_12);  neg_7 = div_12 = None
    div_13 = torch.ops.aten.div.Tensor(add_25, expand_2);  add_25 = expand_2 = None
    add_26 = torch.ops.aten.add.Tensor(view_104, div_13);  view_104 = div_13 = None
    sum_17 = torch.ops.aten.sum.dim_IntList(mul_20, [4], True);  mul_20 = None
    ge_1 = torch.ops.aten.ge.Scalar(linalg_vector_norm, 1e-12)
    where_1 = torch.ops.aten.where.self(ge_1, sum_17, scalar_tensor);  ge_1 = sum_17 = scalar_tensor = None
    detach = torch.ops.aten.detach.default(linalg_vector_norm);  linalg_vector_norm = None
    detach_19 = torch.ops.aten.detach.default(detach);  detach = None
    div_14 = torch.ops.aten.div.Tensor(view_10, detach_19);  view_10 = None
    eq_3 = torch.ops.aten.eq.Scalar(detach_19, 0);  detach_19 = None
    masked_fill_5 = torch.ops.aten.masked_fill.Scalar(div_14, eq_3, 0);  div_14 = eq_3 = None
    mul_21 = torch.ops.aten.mul.Tensor(where_1, masked_fill_5);  where_1 = masked_fill_5 = None
    add_27 = torch.ops.aten.add.Tensor(add_26, mul_21);  add_26 = mul_21 = None
    view_106 = torch.ops.aten.view.default(add_27, [2, 2, 32, 8]);  add_27 = None
    new_zeros_6 = torch.ops.aten.new_zeros.default(view_105, [2, 2, 16, 8])
    expand_1 = torch.ops.aten.expand.default(unsqueeze_4, [-1, -1, -1, 8]);  unsqueeze_4 = None
    scatter_add_6 = torch.ops.aten.scatter_add.default(new_zeros_6, 2, expand_1, view_105);  new_zeros_6 = view_105 = None
    new_zeros_7 = torch.ops.aten.new_zeros.default(view_106, [2, 2, 16, 8])
    scatter_add_7 = torch.ops.aten.scatter_add.default(new_zeros_7, 2, expand_1, view_106);  new_zeros_7 = expand_1 = view_106 = None
    transpose_22 = torch.ops.aten.transpose.int(scatter_add_6, 1, 2);  scatter_add_6 = None
    clone_4 = torch.ops.aten.clone.default(transpose_22, memory_format = torch.contiguous_format);  transpose_22 = None
    _unsafe_view_8 = torch.ops.aten._unsafe_view.default(clone_4, [2, 16, 16]);  clone_4 = None
    view_107 = torch.ops.aten.view.default(_unsafe_view_8, [32, 16]);  _unsafe_view_8 = None
    t_47 = torch.ops.aten.t.default(view_107)
    mm_22 = torch.ops.aten.mm.default(t_47, view);  t_47 = None
    t_48 = torch.ops.aten.t.default(mm_22);  mm_22 = None
    t_1 = torch.ops.aten.t.default(primals_7);  primals_7 = None
    t_49 = torch.ops.aten.t.default(t_1);  t_1 = None
    mm_23 = torch.ops.aten.mm.default(view_107, t_49);  view_107 = t_49 = None
    view_108 = torch.ops.aten.view.default(mm_23, [2, 16, 16]);  mm_23 = None
    t_50 = torch.ops.aten.t.default(t_48);  t_48 = None
    transpose_23 = torch.ops.aten.transpose.int(scatter_add_7, 1, 2);  scatter_add_7 = None
    clone_5 = torch.ops.aten.clone.default(transpose_23, memory_format = torch.contiguous_format);  transpose_23 = None
    _unsafe_view_9 = torch.ops.aten._unsafe_view.default(clone_5, [2, 16, 16]);  clone_5 = None
    view_109 = torch.ops.aten.view.default(_unsafe_view_9, [32, 16]);  _unsafe_view_9 = None
    t_51 = torch.ops.aten.t.default(view_109)
    mm_24 = torch.ops.aten.mm.default(t_51, view);  t_51 = view = None
    t_52 = torch.ops.aten.t.default(mm_24);  mm_24 = None
    t = torch.ops.aten.t.default(primals_6);  primals_6 = None
    t_53 = torch.ops.aten.t.default(t);  t = None
    mm_25 = torch.ops.aten.mm.default(view_109, t_53);  view_109 = t_53 = None
    view_110 = torch.ops.aten.view.default(mm_25, [2, 16, 16]);  mm_25 = None
    add_28 = torch.ops.aten.add.Tensor(view_108, view_110);  view_108 = view_110 = None
    t_54 = torch.ops.aten.t.default(t_52);  t_52 = None
    native_layer_norm_backward_4 = torch.ops.aten.native_layer_norm_backward.default(add_28, add, [16], getitem_1, getitem_2, primals_4, primals_5, [True, True, True]);  add_28 = add = getitem_1 = getitem_2 = primals_4 = primals_5 = None
    getitem_35 = native_layer_norm_backward_4[0]
    getitem_36 = native_layer_norm_backward_4[1]
    getitem_37 = native_layer_norm_backward_4[2];  native_layer_norm_backward_4 = None
    add_29 = torch.ops.aten.add.Tensor(add_20, getitem_35);  add_20 = getitem_35 = None
    sum_18 = torch.ops.aten.sum.dim_IntList(add_29, [0], True)
    view_111 = torch.ops.aten.view.default(sum_18, [16, 16]);  sum_18 = None
    embedding_dense_backward = torch.ops.aten.embedding_dense_backward.default(add_29, primals_2, 32, -1, False);  add_29 = primals_2 = None
    return (embedding_dense_backward, None, view_111, getitem_36, getitem_37, t_54, t_50, None, t_46, view_92, getitem_33, getitem_34, t_42, view_89, t_38, view_86, getitem_30, getitem_31, t_34, t_30, None, t_26, view_66, getitem_27, getitem_28, t_22, view_63, t_18, view_60, getitem_24, getitem_25, t_14, view_58)
    