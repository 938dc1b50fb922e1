


def forward(self, primals_3, primals_4, primals_6, primals_8, primals_9, addmm, cat, tanh, add, cat_1, tanh_1, add_1, cat_2, tanh_2, add_2, cat_3, tanh_3, add_6, cat_4, tanh_4, add_7, cat_5, tanh_5, add_8, cat_6, tanh_6, add_9, cat_7, tanh_7, add_13, cat_8, tanh_8, add_14, cat_9, tanh_9, add_15, cat_10, tanh_10, add_16, cat_11, tanh_11, add_20, tangents_1):
    t_25 = torch.ops.aten.t.default(primals_9);  primals_9 = None
    t_26 = torch.ops.aten.t.default(t_25);  t_25 = None
    mm = torch.ops.aten.mm.default(tangents_1, t_26);  t_26 = None
    t_27 = torch.ops.aten.t.default(tangents_1)
    mm_1 = torch.ops.aten.mm.default(t_27, add_20);  t_27 = add_20 = None
    t_28 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(tangents_1, [0], True);  tangents_1 = None
    view = torch.ops.aten.view.default(sum_1, [3]);  sum_1 = None
    t_29 = torch.ops.aten.t.default(t_28);  t_28 = None
    mul_30 = torch.ops.aten.mul.Tensor(mm, 0.05555555555555555)
    mul_31 = torch.ops.aten.mul.Tensor(mul_30, 2)
    neg = torch.ops.aten.neg.default(mul_30)
    softplus = torch.ops.aten.softplus.default(primals_8)
    mul_33 = torch.ops.aten.mul.Tensor(neg, softplus)
    mul_34 = torch.ops.aten.mul.Tensor(neg, add_16);  neg = add_16 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(mul_34, [0], True);  mul_34 = None
    view_1 = torch.ops.aten.view.default(sum_2, [6]);  sum_2 = None
    softplus_backward = torch.ops.aten.softplus_backward.default(view_1, primals_8, 1, 20);  view_1 = None
    t_2 = torch.ops.aten.t.default(primals_6);  primals_6 = None
    t_30 = torch.ops.aten.t.default(t_2);  t_2 = None
    mm_2 = torch.ops.aten.mm.default(mul_30, t_30)
    t_31 = torch.ops.aten.t.default(mul_30)
    mm_3 = torch.ops.aten.mm.default(t_31, tanh_11);  t_31 = None
    t_32 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(mul_30, [0], True)
    view_2 = torch.ops.aten.view.default(sum_3, [6]);  sum_3 = None
    t_33 = torch.ops.aten.t.default(t_32);  t_32 = None
    detach_11 = torch.ops.aten.detach.default(tanh_11);  tanh_11 = None
    detach_12 = torch.ops.aten.detach.default(detach_11);  detach_11 = None
    tanh_backward = torch.ops.aten.tanh_backward.default(mm_2, detach_12);  mm_2 = detach_12 = None
    t_1 = torch.ops.aten.t.default(primals_4);  primals_4 = None
    t_34 = torch.ops.aten.t.default(t_1);  t_1 = None
    mm_4 = torch.ops.aten.mm.default(tanh_backward, t_34)
    t_35 = torch.ops.aten.t.default(tanh_backward)
    mm_5 = torch.ops.aten.mm.default(t_35, cat_11);  t_35 = cat_11 = None
    t_36 = torch.ops.aten.t.default(mm_5);  mm_5 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(tanh_backward, [0], True);  tanh_backward = None
    view_3 = torch.ops.aten.view.default(sum_4, [8]);  sum_4 = None
    t_37 = torch.ops.aten.t.default(t_36);  t_36 = None
    slice_1 = torch.ops.aten.slice.Tensor(mm_4, 1, 0, 6);  mm_4 = None
    add_21 = torch.ops.aten.add.Tensor(mul_33, slice_1);  mul_33 = slice_1 = None
    add_22 = torch.ops.aten.add.Tensor(mm, add_21);  mm = None
    mul_35 = torch.ops.aten.mul.Tensor(add_21, 0.3333333333333333);  add_21 = None
    add_23 = torch.ops.aten.add.Tensor(mul_31, mul_35);  mul_35 = None
    neg_1 = torch.ops.aten.neg.default(add_23)
    mul_36 = torch.ops.aten.mul.Tensor(neg_1, softplus)
    mul_37 = torch.ops.aten.mul.Tensor(neg_1, add_15);  neg_1 = add_15 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(mul_37, [0], True);  mul_37 = None
    view_4 = torch.ops.aten.view.default(sum_5, [6]);  sum_5 = None
    softplus_backward_1 = torch.ops.aten.softplus_backward.default(view_4, primals_8, 1, 20);  view_4 = None
    add_24 = torch.ops.aten.add.Tensor(softplus_backward, softplus_backward_1);  softplus_backward = softplus_backward_1 = None
    mm_6 = torch.ops.aten.mm.default(add_23, t_30)
    t_39 = torch.ops.aten.t.default(add_23)
    mm_7 = torch.ops.aten.mm.default(t_39, tanh_10);  t_39 = None
    t_40 = torch.ops.aten.t.default(mm_7);  mm_7 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(add_23, [0], True);  add_23 = None
    view_5 = torch.ops.aten.view.default(sum_6, [6]);  sum_6 = None
    add_25 = torch.ops.aten.add.Tensor(view_2, view_5);  view_2 = view_5 = None
    t_41 = torch.ops.aten.t.default(t_40);  t_40 = None
    add_26 = torch.ops.aten.add.Tensor(t_33, t_41);  t_33 = t_41 = None
    detach_10 = torch.ops.aten.detach.default(tanh_10);  tanh_10 = None
    detach_13 = torch.ops.aten.detach.default(detach_10);  detach_10 = None
    tanh_backward_1 = torch.ops.aten.tanh_backward.default(mm_6, detach_13);  mm_6 = detach_13 = None
    mm_8 = torch.ops.aten.mm.default(tanh_backward_1, t_34)
    t_43 = torch.ops.aten.t.default(tanh_backward_1)
    mm_9 = torch.ops.aten.mm.default(t_43, cat_10);  t_43 = cat_10 = None
    t_44 = torch.ops.aten.t.default(mm_9);  mm_9 = None
    sum_7 = torch.ops.aten.sum.dim_IntList(tanh_backward_1, [0], True);  tanh_backward_1 = None
    view_6 = torch.ops.aten.view.default(sum_7, [8]);  sum_7 = None
    add_27 = torch.ops.aten.add.Tensor(view_3, view_6);  view_3 = view_6 = None
    t_45 = torch.ops.aten.t.default(t_44);  t_44 = None
    add_28 = torch.ops.aten.add.Tensor(t_37, t_45);  t_37 = t_45 = None
    slice_3 = torch.ops.aten.slice.Tensor(mm_8, 1, 0, 6);  mm_8 = None
    add_29 = torch.ops.aten.add.Tensor(mul_36, slice_3);  mul_36 = slice_3 = None
    add_30 = torch.ops.aten.add.Tensor(add_22, add_29);  add_22 = None
    mul_38 = torch.ops.aten.mul.Tensor(add_29, 0.16666666666666666);  add_29 = None
    add_31 = torch.ops.aten.add.Tensor(mul_31, mul_38);  mul_31 = mul_38 = None
    neg_2 = torch.ops.aten.neg.default(add_31)
    mul_39 = torch.ops.aten.mul.Tensor(neg_2, softplus)
    mul_40 = torch.ops.aten.mul.Tensor(neg_2, add_14);  neg_2 = add_14 = None
    sum_8 = torch.ops.aten.sum.dim_IntList(mul_40, [0], True);  mul_40 = None
    view_7 = torch.ops.aten.view.default(sum_8, [6]);  sum_8 = None
    softplus_backward_2 = torch.ops.aten.softplus_backward.default(view_7, primals_8, 1, 20);  view_7 = None
    add_32 = torch.ops.aten.add.Tensor(add_24, softplus_backward_2);  add_24 = softplus_backward_2 = None
    mm_10 = torch.ops.aten.mm.default(add_31, t_30)
    t_47 = torch.ops.aten.t.default(add_31)
    mm_11 = torch.ops.aten.mm.default(t_47, tanh_9);  t_47 = None
    t_48 = torch.ops.aten.t.default(mm_11);  mm_11 = None
    sum_9 = torch.ops.aten.sum.dim_IntList(add_31, [0], True);  add_31 = None
    view_8 = torch.ops.aten.view.default(sum_9, [6]);  sum_9 = None
    add_33 = torch.ops.aten.add.Tensor(add_25, view_8);  add_25 = view_8 = None
    t_49 = torch.ops.aten.t.default(t_48);  t_48 = None
    add_34 = torch.ops.aten.add.Tensor(add_26, t_49);  add_26 = t_49 = None
    detach_9 = torch.ops.aten.detach.default(tanh_9);  tanh_9 = None
    detach_14 = torch.ops.aten.detach.default(detach_9);  detach_9 = None
    tanh_backward_2 = torch.ops.aten.tanh_backward.default(mm_10, detach_14);  mm_10 = detach_14 = None
    mm_12 = torch.ops.aten.mm.default(tanh_backward_2, t_34)
    t_51 = torch.ops.aten.t.default(tanh_backward_2)
    mm_13 = torch.ops.aten.mm.default(t_51, cat_9);  t_51 = cat_9 = None
    t_52 = torch.ops.aten.t.default(mm_13);  mm_13 = None
    sum_10 = torch.ops.aten.sum.dim_IntList(tanh_backward_2, [0], True);  tanh_backward_2 = None
    view_9 = torch.ops.aten.view.default(sum_10, [8]);  sum_10 = None
    add_35 = torch.ops.aten.add.Tensor(add_27, view_9);  add_27 = view_9 = None
    t_53 = torch.ops.aten.t.default(t_52);  t_52 = None
    add_36 = torch.ops.aten.add.Tensor(add_28, t_53);  add_28 = t_53 = None
    slice_5 = torch.ops.aten.slice.Tensor(mm_12, 1, 0, 6);  mm_12 = None
    add_37 = torch.ops.aten.add.Tensor(mul_39, slice_5);  mul_39 = slice_5 = None
    add_38 = torch.ops.aten.add.Tensor(add_30, add_37);  add_30 = None
    mul_41 = torch.ops.aten.mul.Tensor(add_37, 0.16666666666666666);  add_37 = None
    add_39 = torch.ops.aten.add.Tensor(mul_30, mul_41);  mul_30 = mul_41 = None
    neg_3 = torch.ops.aten.neg.default(add_39)
    mul_42 = torch.ops.aten.mul.Tensor(neg_3, softplus)
    mul_43 = torch.ops.aten.mul.Tensor(neg_3, add_13);  neg_3 = add_13 = None
    sum_11 = torch.ops.aten.sum.dim_IntList(mul_43, [0], True);  mul_43 = None
    view_10 = torch.ops.aten.view.default(sum_11, [6]);  sum_11 = None
    add_40 = torch.ops.aten.add.Tensor(add_38, mul_42);  add_38 = mul_42 = None
    softplus_backward_3 = torch.ops.aten.softplus_backward.default(view_10, primals_8, 1, 20);  view_10 = None
    add_41 = torch.ops.aten.add.Tensor(add_32, softplus_backward_3);  add_32 = softplus_backward_3 = None
    mm_14 = torch.ops.aten.mm.default(add_39, t_30)
    t_55 = torch.ops.aten.t.default(add_39)
    mm_15 = torch.ops.aten.mm.default(t_55, tanh_8);  t_55 = None
    t_56 = torch.ops.aten.t.default(mm_15);  mm_15 = None
    sum_12 = torch.ops.aten.sum.dim_IntList(add_39, [0], True);  add_39 = None
    view_11 = torch.ops.aten.view.default(sum_12, [6]);  sum_12 = None
    add_42 = torch.ops.aten.add.Tensor(add_33, view_11);  add_33 = view_11 = None
    t_57 = torch.ops.aten.t.default(t_56);  t_56 = None
    add_43 = torch.ops.aten.add.Tensor(add_34, t_57);  add_34 = t_57 = None
    detach_8 = torch.ops.aten.detach.default(tanh_8);  tanh_8 = None
    detach_15 = torch.ops.aten.detach.default(detach_8);  detach_8 = None
    tanh_backward_3 = torch.ops.aten.tanh_backward.default(mm_14, detach_15);  mm_14 = detach_15 = None
    mm_16 = torch.ops.aten.mm.default(tanh_backward_3, t_34)
    t_59 = torch.ops.aten.t.default(tanh_backward_3)
    mm_17 = torch.ops.aten.mm.default(t_59, cat_8);  t_59 = cat_8 = None
    t_60 = torch.ops.aten.t.default(mm_17);  mm_17 = None
    sum_13 = torch.ops.aten.sum.dim_IntList(tanh_backward_3, [0], True);  tanh_backward_3 = None
    view_12 = torch.ops.aten.view.default(sum_13, [8]);  sum_13 = None
    add_44 = torch.ops.aten.add.Tensor(add_35, view_12);  add_35 = view_12 = None
    t_61 = torch.ops.aten.t.default(t_60);  t_60 = None
    add_45 = torch.ops.aten.add.Tensor(add_36, t_61);  add_36 = t_61 = None
    slice_7 = torch.ops.aten.slice.Tensor(mm_16, 1, 0, 6);  mm_16 = None
    add_46 = torch.ops.aten.add.Tensor(add_40, slice_7);  add_40 = slice_7 = None
    mul_44 = torch.ops.aten.mul.Tensor(add_46, 0.05555555555555555)
    mul_45 = torch.ops.aten.mul.Tensor(mul_44, 2)
    neg_4 = torch.ops.aten.neg.default(mul_44)
    mul_47 = torch.ops.aten.mul.Tensor(neg_4, softplus)
    mul_48 = torch.ops.aten.mul.Tensor(neg_4, add_9);  neg_4 = add_9 = None
    sum_14 = torch.ops.aten.sum.dim_IntList(mul_48, [0], True);  mul_48 = None
    view_13 = torch.ops.aten.view.default(sum_14, [6]);  sum_14 = None
    softplus_backward_4 = torch.ops.aten.softplus_backward.default(view_13, primals_8, 1, 20);  view_13 = None
    add_47 = torch.ops.aten.add.Tensor(add_41, softplus_backward_4);  add_41 = softplus_backward_4 = None
    mm_18 = torch.ops.aten.mm.default(mul_44, t_30)
    t_63 = torch.ops.aten.t.default(mul_44)
    mm_19 = torch.ops.aten.mm.default(t_63, tanh_7);  t_63 = None
    t_64 = torch.ops.aten.t.default(mm_19);  mm_19 = None
    sum_15 = torch.ops.aten.sum.dim_IntList(mul_44, [0], True)
    view_14 = torch.ops.aten.view.default(sum_15, [6]);  sum_15 = None
    add_48 = torch.ops.aten.add.Tensor(add_42, view_14);  add_42 = view_14 = None
    t_65 = torch.ops.aten.t.default(t_64);  t_64 = None
    add_49 = torch.ops.aten.add.Tensor(add_43, t_65);  add_43 = t_65 = None
    detach_7 = torch.ops.aten.detach.default(tanh_7);  tanh_7 = None
    detach_16 = torch.ops.aten.detach.default(detach_7);  detach_7 = None
    tanh_backward_4 = torch.ops.aten.tanh_backward.default(mm_18, detach_16);  mm_18 = detach_16 = None
    mm_20 = torch.ops.aten.mm.default(tanh_backward_4, t_34)
    t_67 = torch.ops.aten.t.default(tanh_backward_4)
    mm_21 = torch.ops.aten.mm.default(t_67, cat_7);  t_67 = cat_7 = None
    t_68 = torch.ops.aten.t.default(mm_21);  mm_21 = None
    sum_16 = torch.ops.aten.sum.dim_IntList(tanh_backward_4, [0], True);  tanh_backward_4 = None
    view_15 = torch.ops.aten.view.default(sum_16, [8]);  sum_16 = None
    add_50 = torch.ops.aten.add.Tensor(add_44, view_15);  add_44 = view_15 = None
    t_69 = torch.ops.aten.t.default(t_68);  t_68 = None
    add_51 = torch.ops.aten.add.Tensor(add_45, t_69);  add_45 = t_69 = None
    slice_9 = torch.ops.aten.slice.Tensor(mm_20, 1, 0, 6);  mm_20 = None
    add_52 = torch.ops.aten.add.Tensor(mul_47, slice_9);  mul_47 = slice_9 = None
    add_53 = torch.ops.aten.add.Tensor(add_46, add_52);  add_46 = None
    mul_49 = torch.ops.aten.mul.Tensor(add_52, 0.3333333333333333);  add_52 = None
    add_54 = torch.ops.aten.add.Tensor(mul_45, mul_49);  mul_49 = None
    neg_5 = torch.ops.aten.neg.default(add_54)
    mul_50 = torch.ops.aten.mul.Tensor(neg_5, softplus)
    mul_51 = torch.ops.aten.mul.Tensor(neg_5, add_8);  neg_5 = add_8 = None
    sum_17 = torch.ops.aten.sum.dim_IntList(mul_51, [0], True);  mul_51 = None
    view_16 = torch.ops.aten.view.default(sum_17, [6]);  sum_17 = None
    softplus_backward_5 = torch.ops.aten.softplus_backward.default(view_16, primals_8, 1, 20);  view_16 = None
    add_55 = torch.ops.aten.add.Tensor(add_47, softplus_backward_5);  add_47 = softplus_backward_5 = None
    mm_22 = torch.ops.aten.mm.default(add_54, t_30)
    t_71 = torch.ops.aten.t.default(add_54)
    mm_23 = torch.ops.aten.mm.default(t_71, tanh_6);  t_71 = None
    t_72 = torch.ops.aten.t.default(mm_23);  mm_23 = None
    sum_18 = torch.ops.aten.sum.dim_IntList(add_54, [0], True);  add_54 = None
    view_17 = torch.ops.aten.view.default(sum_18, [6]);  sum_18 = None
    add_56 = torch.ops.aten.add.Tensor(add_48, view_17);  add_48 = view_17 = None
    t_73 = torch.ops.aten.t.default(t_72);  t_72 = None
    add_57 = torch.ops.aten.add.Tensor(add_49, t_73);  add_49 = t_73 = None
    detach_6 = torch.ops.aten.detach.default(tanh_6);  tanh_6 = None
    detach_17 = torch.ops.aten.detach.default(detach_6);  detach_6 = None
    tanh_backward_5 = torch.ops.aten.tanh_backward.default(mm_22, detach_17);  mm_22 = detach_17 = None
    mm_24 = torch.ops.aten.mm.default(tanh_backward_5, t_34)
    t_75 = torch.ops.aten.t.default(tanh_backward_5)
    mm_25 = torch.ops.aten.mm.default(t_75, cat_6);  t_75 = cat_6 = None
    t_76 = torch.ops.aten.t.default(mm_25);  mm_25 = None
    sum_19 = torch.ops.aten.sum.dim_IntList(tanh_backward_5, [0], True);  tanh_backward_5 = None
    view_18 = torch.ops.aten.view.default(sum_19, [8]);  sum_19 = None
    add_58 = torch.ops.aten.add.Tensor(add_50, view_18);  add_50 = view_18 = None
    t_77 = torch.ops.aten.t.default(t_76);  t_76 = None
    add_59 = torch.ops.aten.add.Tensor(add_51, t_77);  add_51 = t_77 = None
    slice_11 = torch.ops.aten.slice.Tensor(mm_24, 1, 0, 6);  mm_24 = None
    add_60 = torch.ops.aten.add.Tensor(mul_50, slice_11);  mul_50 = slice_11 = None
    add_61 = torch.ops.aten.add.Tensor(add_53, add_60);  add_53 = None
    mul_52 = torch.ops.aten.mul.Tensor(add_60, 0.16666666666666666);  add_60 = None
    add_62 = torch.ops.aten.add.Tensor(mul_45, mul_52);  mul_45 = mul_52 = None
    neg_6 = torch.ops.aten.neg.default(add_62)
    mul_53 = torch.ops.aten.mul.Tensor(neg_6, softplus)
    mul_54 = torch.ops.aten.mul.Tensor(neg_6, add_7);  neg_6 = add_7 = None
    sum_20 = torch.ops.aten.sum.dim_IntList(mul_54, [0], True);  mul_54 = None
    view_19 = torch.ops.aten.view.default(sum_20, [6]);  sum_20 = None
    softplus_backward_6 = torch.ops.aten.softplus_backward.default(view_19, primals_8, 1, 20);  view_19 = None
    add_63 = torch.ops.aten.add.Tensor(add_55, softplus_backward_6);  add_55 = softplus_backward_6 = None
    mm_26 = torch.ops.aten.mm.default(add_62, t_30)
    t_79 = torch.ops.aten.t.default(add_62)
    mm_27 = torch.ops.aten.mm.default(t_79, tanh_5);  t_79 = None
    t_80 = torch.ops.aten.t.default(mm_27);  mm_27 = None
    sum_21 = torch.ops.aten.sum.dim_IntList(add_62, [0], True);  add_62 = None
    view_20 = torch.ops.aten.view.default(sum_21, [6]);  sum_21 = None
    add_64 = torch.ops.aten.add.Tensor(add_56, view_20);  add_56 = view_20 = None
    t_81 = torch.ops.aten.t.default(t_80);  t_80 = None
    add_65 = torch.ops.aten.add.Tensor(add_57, t_81);  add_57 = t_81 = None
    detach_5 = torch.ops.aten.detach.default(tanh_5);  tanh_5 = None
    detach_18 = torch.ops.aten.detach.default(detach_5);  detach_5 = None
    tanh_backward_6 = torch.ops.aten.tanh_backward.default(mm_26, detach_18);  mm_26 = detach_18 = None
    mm_28 = torch.ops.aten.mm.default(tanh_backward_6, t_34)
    t_83 = torch.ops.aten.t.default(tanh_backward_6)
    mm_29 = torch.ops.aten.mm.default(t_83, cat_5);  t_83 = cat_5 = None
    t_84 = torch.ops.aten.t.default(mm_29);  mm_29 = None
    sum_22 = torch.ops.aten.sum.dim_IntList(tanh_backward_6, [0], True);  tanh_backward_6 = None
    view_21 = torch.ops.aten.view.default(sum_22, [8]);  sum_22 = None
    add_66 = torch.ops.aten.add.Tensor(add_58, view_21);  add_58 = view_21 = None
    t_85 = torch.ops.aten.t.default(t_84);  t_84 = None
    add_67 = torch.ops.aten.add.Tensor(add_59, t_85);  add_59 = t_85 = None
    slice_13 = torch.ops.aten.slice.Tensor(mm_28, 1, 0, 6);  mm_28 = None
    add_68 = torch.ops.aten.add.Tensor(mul_53, slice_13);  mul_53 = slice_13 = None
    add_69 = torch.ops.aten.add.Tensor(add_61, add_68);  add_61 = None
    mul_55 = torch.ops.aten.mul.Tensor(add_68, 0.16666666666666666);  add_68 = None
    add_70 = torch.ops.aten.add.Tensor(mul_44, mul_55);  mul_44 = mul_55 = None
    neg_7 = torch.ops.aten.neg.default(add_70)
    mul_56 = torch.ops.aten.mul.Tensor(neg_7, softplus)
    mul_57 = torch.ops.aten.mul.Tensor(neg_7, add_6);  neg_7 = add_6 = None
    sum_23 = torch.ops.aten.sum.dim_IntList(mul_57, [0], True);  mul_57 = None
    view_22 = torch.ops.aten.view.default(sum_23, [6]);  sum_23 = None
    add_71 = torch.ops.aten.add.Tensor(add_69, mul_56);  add_69 = mul_56 = None
    softplus_backward_7 = torch.ops.aten.softplus_backward.default(view_22, primals_8, 1, 20);  view_22 = None
    add_72 = torch.ops.aten.add.Tensor(add_63, softplus_backward_7);  add_63 = softplus_backward_7 = None
    mm_30 = torch.ops.aten.mm.default(add_70, t_30)
    t_87 = torch.ops.aten.t.default(add_70)
    mm_31 = torch.ops.aten.mm.default(t_87, tanh_4);  t_87 = None
    t_88 = torch.ops.aten.t.default(mm_31);  mm_31 = None
    sum_24 = torch.ops.aten.sum.dim_IntList(add_70, [0], True);  add_70 = None
    view_23 = torch.ops.aten.view.default(sum_24, [6]);  sum_24 = None
    add_73 = torch.ops.aten.add.Tensor(add_64, view_23);  add_64 = view_23 = None
    t_89 = torch.ops.aten.t.default(t_88);  t_88 = None
    add_74 = torch.ops.aten.add.Tensor(add_65, t_89);  add_65 = t_89 = None
    detach_4 = torch.ops.aten.detach.default(tanh_4);  tanh_4 = None
    detach_19 = torch.ops.aten.detach.default(detach_4);  detach_4 = None
    tanh_backward_7 = torch.ops.aten.tanh_backward.default(mm_30, detach_19);  mm_30 = detach_19 = None
    mm_32 = torch.ops.aten.mm.default(tanh_backward_7, t_34)
    t_91 = torch.ops.aten.t.default(tanh_backward_7)
    mm_33 = torch.ops.aten.mm.default(t_91, cat_4);  t_91 = cat_4 = None
    t_92 = torch.ops.aten.t.default(mm_33);  mm_33 = None
    sum_25 = torch.ops.aten.sum.dim_IntList(tanh_backward_7, [0], True);  tanh_backward_7 = None
    view_24 = torch.ops.aten.view.default(sum_25, [8]);  sum_25 = None
    add_75 = torch.ops.aten.add.Tensor(add_66, view_24);  add_66 = view_24 = None
    t_93 = torch.ops.aten.t.default(t_92);  t_92 = None
    add_76 = torch.ops.aten.add.Tensor(add_67, t_93);  add_67 = t_93 = None
    slice_15 = torch.ops.aten.slice.Tensor(mm_32, 1, 0, 6);  mm_32 = None
    add_77 = torch.ops.aten.add.Tensor(add_71, slice_15);  add_71 = slice_15 = None
    mul_58 = torch.ops.aten.mul.Tensor(add_77, 0.05555555555555555)
    mul_59 = torch.ops.aten.mul.Tensor(mul_58, 2)
    neg_8 = torch.ops.aten.neg.default(mul_58)
    mul_61 = torch.ops.aten.mul.Tensor(neg_8, softplus)
    mul_62 = torch.ops.aten.mul.Tensor(neg_8, add_2);  neg_8 = add_2 = None
    sum_26 = torch.ops.aten.sum.dim_IntList(mul_62, [0], True);  mul_62 = None
    view_25 = torch.ops.aten.view.default(sum_26, [6]);  sum_26 = None
    softplus_backward_8 = torch.ops.aten.softplus_backward.default(view_25, primals_8, 1, 20);  view_25 = None
    add_78 = torch.ops.aten.add.Tensor(add_72, softplus_backward_8);  add_72 = softplus_backward_8 = None
    mm_34 = torch.ops.aten.mm.default(mul_58, t_30)
    t_95 = torch.ops.aten.t.default(mul_58)
    mm_35 = torch.ops.aten.mm.default(t_95, tanh_3);  t_95 = None
    t_96 = torch.ops.aten.t.default(mm_35);  mm_35 = None
    sum_27 = torch.ops.aten.sum.dim_IntList(mul_58, [0], True)
    view_26 = torch.ops.aten.view.default(sum_27, [6]);  sum_27 = None
    add_79 = torch.ops.aten.add.Tensor(add_73, view_26);  add_73 = view_26 = None
    t_97 = torch.ops.aten.t.default(t_96);  t_96 = None
    add_80 = torch.ops.aten.add.Tensor(add_74, t_97);  add_74 = t_97 = None
    detach_3 = torch.ops.aten.detach.default(tanh_3);  tanh_3 = None
    detach_20 = torch.ops.aten.detach.default(detach_3);  detach_3 = None
    tanh_backward_8 = torch.ops.aten.tanh_backward.default(mm_34, detach_20);  mm_34 = detach_20 = None
    mm_36 = torch.ops.aten.mm.default(tanh_backward_8, t_34)
    t_99 = torch.ops.aten.t.default(tanh_backward_8)
    mm_37 = torch.ops.aten.mm.default(t_99, cat_3);  t_99 = cat_3 = None
    t_100 = torch.ops.aten.t.default(mm_37);  mm_37 = None
    sum_28 = torch.ops.aten.sum.dim_IntList(tanh_backward_8, [0], True);  tanh_backward_8 = None
    view_27 = torch.ops.aten.view.default(sum_28, [8]);  sum_28 = None
    add_81 = torch.ops.aten.add.Tensor(add_75, view_27);  add_75 = view_27 = None
    t_101 = torch.ops.aten.t.default(t_100);  t_100 = None
    add_82 = torch.ops.aten.add.Tensor(add_76, t_101);  add_76 = t_101 = None
    slice_17 = torch.ops.aten.slice.Tensor(mm_36, 1, 0, 6);  mm_36 = None
    add_83 = torch.ops.aten.add.Tensor(mul_61, slice_17);  mul_61 = slice_17 = None
    add_84 = torch.ops.aten.add.Tensor(add_77, add_83);  add_77 = None
    mul_63 = torch.ops.aten.mul.Tensor(add_83, 0.3333333333333333);  add_83 = None
    add_85 = torch.ops.aten.add.Tensor(mul_59, mul_63);  mul_63 = None
    neg_9 = torch.ops.aten.neg.default(add_85)
    mul_64 = torch.ops.aten.mul.Tensor(neg_9, softplus)
    mul_65 = torch.ops.aten.mul.Tensor(neg_9, add_1);  neg_9 = add_1 = None
    sum_29 = torch.ops.aten.sum.dim_IntList(mul_65, [0], True);  mul_65 = None
    view_28 = torch.ops.aten.view.default(sum_29, [6]);  sum_29 = None
    softplus_backward_9 = torch.ops.aten.softplus_backward.default(view_28, primals_8, 1, 20);  view_28 = None
    add_86 = torch.ops.aten.add.Tensor(add_78, softplus_backward_9);  add_78 = softplus_backward_9 = None
    mm_38 = torch.ops.aten.mm.default(add_85, t_30)
    t_103 = torch.ops.aten.t.default(add_85)
    mm_39 = torch.ops.aten.mm.default(t_103, tanh_2);  t_103 = None
    t_104 = torch.ops.aten.t.default(mm_39);  mm_39 = None
    sum_30 = torch.ops.aten.sum.dim_IntList(add_85, [0], True);  add_85 = None
    view_29 = torch.ops.aten.view.default(sum_30, [6]);  sum_30 = None
    add_87 = torch.ops.aten.add.Tensor(add_79, view_29);  add_79 = view_29 = None
    t_105 = torch.ops.aten.t.default(t_104);  t_104 = None
    add_88 = torch.ops.aten.add.Tensor(add_80, t_105);  add_80 = t_105 = None
    detach_2 = torch.ops.aten.detach.default(tanh_2);  tanh_2 = None
    detach_21 = torch.ops.aten.detach.default(detach_2);  detach_2 = None
    tanh_backward_9 = torch.ops.aten.tanh_backward.default(mm_38, detach_21);  mm_38 = detach_21 = None
    mm_40 = torch.ops.aten.mm.default(tanh_backward_9, t_34)
    t_107 = torch.ops.aten.t.default(tanh_backward_9)
    mm_41 = torch.ops.aten.mm.default(t_107, cat_2);  t_107 = cat_2 = None
    t_108 = torch.ops.aten.t.default(mm_41);  mm_41 = None
    sum_31 = torch.ops.aten.sum.dim_IntList(tanh_backward_9, [0], True);  tanh_backward_9 = None
    view_30 = torch.ops.aten.view.default(sum_31, [8]);  sum_31 = None
    add_89 = torch.ops.aten.add.Tensor(add_81, view_30);  add_81 = view_30 = None
    t_109 = torch.ops.aten.t.default(t_108);  t_108 = None
    add_90 = torch.ops.aten.add.Tensor(add_82, t_109);  add_82 = t_109 = None
    slice_19 = torch.ops.aten.slice.Tensor(mm_40, 1, 0, 6);  mm_40 = None
    add_91 = torch.ops.aten.add.Tensor(mul_64, slice_19);  mul_64 = slice_19 = None
    add_92 = torch.ops.aten.add.Tensor(add_84, add_91);  add_84 = None
    mul_66 = torch.ops.aten.mul.Tensor(add_91, 0.16666666666666666);  add_91 = None
    add_93 = torch.ops.aten.add.Tensor(mul_59, mul_66);  mul_59 = mul_66 = None
    neg_10 = torch.ops.aten.neg.default(add_93)
    mul_67 = torch.ops.aten.mul.Tensor(neg_10, softplus)
    mul_68 = torch.ops.aten.mul.Tensor(neg_10, add);  neg_10 = add = None
    sum_32 = torch.ops.aten.sum.dim_IntList(mul_68, [0], True);  mul_68 = None
    view_31 = torch.ops.aten.view.default(sum_32, [6]);  sum_32 = None
    softplus_backward_10 = torch.ops.aten.softplus_backward.default(view_31, primals_8, 1, 20);  view_31 = None
    add_94 = torch.ops.aten.add.Tensor(add_86, softplus_backward_10);  add_86 = softplus_backward_10 = None
    mm_42 = torch.ops.aten.mm.default(add_93, t_30)
    t_111 = torch.ops.aten.t.default(add_93)
    mm_43 = torch.ops.aten.mm.default(t_111, tanh_1);  t_111 = None
    t_112 = torch.ops.aten.t.default(mm_43);  mm_43 = None
    sum_33 = torch.ops.aten.sum.dim_IntList(add_93, [0], True);  add_93 = None
    view_32 = torch.ops.aten.view.default(sum_33, [6]);  sum_33 = None
    add_95 = torch.ops.aten.add.Tensor(add_87, view_32);  add_87 = view_32 = None
    t_113 = torch.ops.aten.t.default(t_112);  t_112 = None
    add_96 = torch.ops.aten.add.Tensor(add_88, t_113);  add_88 = t_113 = None
    detach_1 = torch.ops.aten.detach.default(tanh_1);  tanh_1 = None
    detach_22 = torch.ops.aten.detach.default(detach_1);  detach_1 = None
    tanh_backward_10 = torch.ops.aten.tanh_backward.default(mm_42, detach_22);  mm_42 = detach_22 = None
    mm_44 = torch.ops.aten.mm.default(tanh_backward_10, t_34)
    t_115 = torch.ops.aten.t.default(tanh_backward_10)
    mm_45 = torch.ops.aten.mm.default(t_115, cat_1);  t_115 = cat_1 = None
    t_116 = torch.ops.aten.t.default(mm_45);  mm_45 = None
    sum_34 = torch.ops.aten.sum.dim_IntList(tanh_backward_10, [0], True);  tanh_backward_10 = None
    view_33 = torch.ops.aten.view.default(sum_34, [8]);  sum_34 = None
    add_97 = torch.ops.aten.add.Tensor(add_89, view_33);  add_89 = view_33 = None
    t_117 = torch.ops.aten.t.default(t_116);  t_116 = None
    add_98 = torch.ops.aten.add.Tensor(add_90, t_117);  add_90 = t_117 = None
    slice_21 = torch.ops.aten.slice.Tensor(mm_44, 1, 0, 6);  mm_44 = None
    add_99 = torch.ops.aten.add.Tensor(mul_67, slice_21);  mul_67 = slice_21 = None
    add_100 = torch.ops.aten.add.Tensor(add_92, add_99);  add_92 = None
    mul_69 = torch.ops.aten.mul.Tensor(add_99, 0.16666666666666666);  add_99 = None
    add_101 = torch.ops.aten.add.Tensor(mul_58, mul_69);  mul_58 = mul_69 = None
    neg_11 = torch.ops.aten.neg.default(add_101)
    mul_70 = torch.ops.aten.mul.Tensor(neg_11, softplus);  softplus = None
    mul_71 = torch.ops.aten.mul.Tensor(neg_11, addmm);  neg_11 = addmm = None
    sum_35 = torch.ops.aten.sum.dim_IntList(mul_71, [0], True);  mul_71 = None
    view_34 = torch.ops.aten.view.default(sum_35, [6]);  sum_35 = None
    add_102 = torch.ops.aten.add.Tensor(add_100, mul_70);  add_100 = mul_70 = None
    softplus_backward_11 = torch.ops.aten.softplus_backward.default(view_34, primals_8, 1, 20);  view_34 = primals_8 = None
    add_103 = torch.ops.aten.add.Tensor(add_94, softplus_backward_11);  add_94 = softplus_backward_11 = None
    mm_46 = torch.ops.aten.mm.default(add_101, t_30);  t_30 = None
    t_119 = torch.ops.aten.t.default(add_101)
    mm_47 = torch.ops.aten.mm.default(t_119, tanh);  t_119 = None
    t_120 = torch.ops.aten.t.default(mm_47);  mm_47 = None
    sum_36 = torch.ops.aten.sum.dim_IntList(add_101, [0], True);  add_101 = None
    view_35 = torch.ops.aten.view.default(sum_36, [6]);  sum_36 = None
    add_104 = torch.ops.aten.add.Tensor(add_95, view_35);  add_95 = view_35 = None
    t_121 = torch.ops.aten.t.default(t_120);  t_120 = None
    add_105 = torch.ops.aten.add.Tensor(add_96, t_121);  add_96 = t_121 = None
    detach = torch.ops.aten.detach.default(tanh);  tanh = None
    detach_23 = torch.ops.aten.detach.default(detach);  detach = None
    tanh_backward_11 = torch.ops.aten.tanh_backward.default(mm_46, detach_23);  mm_46 = detach_23 = None
    mm_48 = torch.ops.aten.mm.default(tanh_backward_11, t_34);  t_34 = None
    t_123 = torch.ops.aten.t.default(tanh_backward_11)
    mm_49 = torch.ops.aten.mm.default(t_123, cat);  t_123 = cat = None
    t_124 = torch.ops.aten.t.default(mm_49);  mm_49 = None
    sum_37 = torch.ops.aten.sum.dim_IntList(tanh_backward_11, [0], True);  tanh_backward_11 = None
    view_36 = torch.ops.aten.view.default(sum_37, [8]);  sum_37 = None
    add_106 = torch.ops.aten.add.Tensor(add_97, view_36);  add_97 = view_36 = None
    t_125 = torch.ops.aten.t.default(t_124);  t_124 = None
    add_107 = torch.ops.aten.add.Tensor(add_98, t_125);  add_98 = t_125 = None
    slice_23 = torch.ops.aten.slice.Tensor(mm_48, 1, 0, 6);  mm_48 = None
    add_108 = torch.ops.aten.add.Tensor(add_102, slice_23);  add_102 = slice_23 = None
    t_126 = torch.ops.aten.t.default(add_108)
    mm_50 = torch.ops.aten.mm.default(t_126, primals_3);  t_126 = primals_3 = None
    t_127 = torch.ops.aten.t.default(mm_50);  mm_50 = None
    sum_38 = torch.ops.aten.sum.dim_IntList(add_108, [0], True);  add_108 = None
    view_37 = torch.ops.aten.view.default(sum_38, [6]);  sum_38 = None
    t_128 = torch.ops.aten.t.default(t_127);  t_127 = None
    return (t_128, view_37, None, add_107, add_106, add_105, add_104, add_103, t_29, view)
    