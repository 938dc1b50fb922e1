


def forward(self, primals_3, primals_4, primals_6, primals_8, primals_10, tanh, getitem_5, getitem_7, getitem_9, diagonal, cat, add_3, transpose_4, transpose_7, transpose_8, detach_12, view_26, transpose_10, transpose_11, detach_13, transpose_14, tangents_1):
    t_4 = torch.ops.aten.t.default(primals_10);  primals_10 = None
    t_5 = torch.ops.aten.t.default(t_4);  t_4 = None
    mm = torch.ops.aten.mm.default(tangents_1, t_5);  t_5 = None
    t_6 = torch.ops.aten.t.default(tangents_1)
    mm_1 = torch.ops.aten.mm.default(t_6, cat);  t_6 = cat = None
    t_7 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(tangents_1, [0], True);  tangents_1 = None
    view_11 = torch.ops.aten.view.default(sum_3, [3]);  sum_3 = None
    t_8 = torch.ops.aten.t.default(t_7);  t_7 = None
    slice_1 = torch.ops.aten.slice.Tensor(mm, 1, 0, 6)
    slice_2 = torch.ops.aten.slice.Tensor(mm, 1, 6, 9)
    slice_3 = torch.ops.aten.slice.Tensor(mm, 1, 9, 12)
    slice_4 = torch.ops.aten.slice.Tensor(mm, 1, 12, 15)
    slice_5 = torch.ops.aten.slice.Tensor(mm, 1, 15, 16)
    slice_6 = torch.ops.aten.slice.Tensor(mm, 1, 16, 17)
    slice_7 = torch.ops.aten.slice.Tensor(mm, 1, 17, 18);  mm = None
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(slice_2, 2);  slice_2 = None
    expand_6 = torch.ops.aten.expand.default(slice_7, [2, 3]);  slice_7 = None
    abs_1 = torch.ops.aten.abs.default(diagonal)
    add_2 = torch.ops.aten.add.Tensor(abs_1, 0.001);  abs_1 = None
    div = torch.ops.aten.div.Tensor(expand_6, add_2);  expand_6 = add_2 = None
    sgn = torch.ops.aten.sgn.default(diagonal);  diagonal = None
    mul_2 = torch.ops.aten.mul.Tensor(div, sgn);  div = sgn = None
    diagonal_backward = torch.ops.aten.diagonal_backward.default(mul_2, [2, 3, 3], 0, -2, -1);  mul_2 = None
    squeeze_2 = torch.ops.aten.squeeze.dim(slice_6, -1);  slice_6 = None
    div_1 = torch.ops.aten.div.Tensor(squeeze_2, getitem_7);  squeeze_2 = None
    detach_7 = torch.ops.aten.detach.default(getitem_7);  getitem_7 = None
    detach_8 = torch.ops.aten.detach.default(detach_7);  detach_7 = None
    mul_3 = torch.ops.aten.mul.Tensor(div_1, detach_8);  div_1 = detach_8 = None
    unsqueeze_3 = torch.ops.aten.unsqueeze.default(mul_3, -1);  mul_3 = None
    expand_7 = torch.ops.aten.expand.default(unsqueeze_3, [2, 3]);  unsqueeze_3 = None
    diag_embed = torch.ops.aten.diag_embed.default(expand_7);  expand_7 = None
    transpose_2 = torch.ops.aten.transpose.int(diag_embed, -2, -1);  diag_embed = None
    linalg_lu_solve = torch.ops.aten.linalg_lu_solve.default(add_3, getitem_9, transpose_2);  add_3 = getitem_9 = transpose_2 = None
    unsqueeze_4 = torch.ops.aten.unsqueeze.default(slice_4, 2);  slice_4 = None
    view_12 = torch.ops.aten.view.default(unsqueeze_4, [2, 3, 1]);  unsqueeze_4 = None
    expand_4 = torch.ops.aten.expand.default(getitem_5, [2, 3, 3])
    view_8 = torch.ops.aten.view.default(expand_4, [2, 3, 3]);  expand_4 = None
    transpose_3 = torch.ops.aten.transpose.int(view_8, 1, 2);  view_8 = None
    bmm_3 = torch.ops.aten.bmm.default(transpose_3, view_12);  transpose_3 = None
    bmm_4 = torch.ops.aten.bmm.default(view_12, transpose_4);  view_12 = transpose_4 = None
    view_13 = torch.ops.aten.view.default(bmm_3, [2, 3, 1]);  bmm_3 = None
    add_4 = torch.ops.aten.add.Tensor(unsqueeze_2, view_13);  unsqueeze_2 = view_13 = None
    view_14 = torch.ops.aten.view.default(bmm_4, [2, 3, 3]);  bmm_4 = None
    detach_6 = torch.ops.aten.detach.default(getitem_5);  getitem_5 = None
    detach_9 = torch.ops.aten.detach.default(detach_6);  detach_6 = None
    transpose_5 = torch.ops.aten.transpose.int(detach_9, -2, -1);  detach_9 = None
    expand_8 = torch.ops.aten.expand.default(view_14, [2, 3, 3]);  view_14 = None
    view_15 = torch.ops.aten.view.default(expand_8, [2, 3, 3]);  expand_8 = None
    expand_9 = torch.ops.aten.expand.default(transpose_5, [2, 3, 3]);  transpose_5 = None
    view_16 = torch.ops.aten.view.default(expand_9, [2, 3, 3]);  expand_9 = None
    bmm_5 = torch.ops.aten.bmm.default(view_15, view_16);  view_15 = None
    view_17 = torch.ops.aten.view.default(bmm_5, [2, 3, 3]);  bmm_5 = None
    expand_11 = torch.ops.aten.expand.default(view_17, [2, 3, 3]);  view_17 = None
    view_19 = torch.ops.aten.view.default(expand_11, [2, 3, 3]);  expand_11 = None
    bmm_6 = torch.ops.aten.bmm.default(view_16, view_19);  view_16 = view_19 = None
    view_20 = torch.ops.aten.view.default(bmm_6, [2, 3, 3]);  bmm_6 = None
    neg = torch.ops.aten.neg.default(view_20);  view_20 = None
    add_5 = torch.ops.aten.add.Tensor(linalg_lu_solve, neg);  linalg_lu_solve = neg = None
    view_21 = torch.ops.aten.view.default(add_5, [2, 3, 3]);  add_5 = None
    bmm_7 = torch.ops.aten.bmm.default(transpose_7, view_21);  transpose_7 = None
    bmm_8 = torch.ops.aten.bmm.default(view_21, transpose_8);  view_21 = transpose_8 = None
    view_22 = torch.ops.aten.view.default(bmm_7, [2, 3, 3]);  bmm_7 = None
    view_23 = torch.ops.aten.view.default(bmm_8, [2, 3, 3]);  bmm_8 = None
    transpose_9 = torch.ops.aten.transpose.int(view_22, -1, -2);  view_22 = None
    add_6 = torch.ops.aten.add.Tensor(view_23, transpose_9);  view_23 = transpose_9 = None
    view_24 = torch.ops.aten.view.default(add_6, [2, 9]);  add_6 = None
    t_3 = torch.ops.aten.t.default(primals_8);  primals_8 = None
    t_9 = torch.ops.aten.t.default(t_3);  t_3 = None
    mm_2 = torch.ops.aten.mm.default(view_24, t_9);  t_9 = None
    t_10 = torch.ops.aten.t.default(view_24)
    mm_3 = torch.ops.aten.mm.default(t_10, tanh);  t_10 = None
    t_11 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(view_24, [0], True);  view_24 = None
    view_25 = torch.ops.aten.view.default(sum_4, [9]);  sum_4 = None
    add_7 = torch.ops.aten.add.Tensor(slice_1, mm_2);  slice_1 = mm_2 = None
    t_12 = torch.ops.aten.t.default(t_11);  t_11 = None
    expand_12 = torch.ops.aten.expand.default(slice_5, [2, 3]);  slice_5 = None
    add_8 = torch.ops.aten.add.Tensor(slice_3, expand_12);  slice_3 = expand_12 = None
    unsqueeze_5 = torch.ops.aten.unsqueeze.default(add_8, -1);  add_8 = None
    mul_4 = torch.ops.aten.mul.Tensor(unsqueeze_5, detach_12);  unsqueeze_5 = detach_12 = None
    expand_14 = torch.ops.aten.expand.default(mul_4, [2, 3, 3]);  mul_4 = None
    view_27 = torch.ops.aten.view.default(expand_14, [2, 3, 3]);  expand_14 = None
    bmm_9 = torch.ops.aten.bmm.default(view_26, view_27);  view_26 = view_27 = None
    view_28 = torch.ops.aten.view.default(bmm_9, [2, 6, 3]);  bmm_9 = None
    view_29 = torch.ops.aten.view.default(add_4, [2, 3, 1]);  add_4 = None
    bmm_10 = torch.ops.aten.bmm.default(transpose_10, view_29);  transpose_10 = None
    bmm_11 = torch.ops.aten.bmm.default(view_29, transpose_11);  view_29 = transpose_11 = None
    view_30 = torch.ops.aten.view.default(bmm_10, [2, 6, 1]);  bmm_10 = None
    view_31 = torch.ops.aten.view.default(bmm_11, [2, 3, 6]);  bmm_11 = None
    transpose_12 = torch.ops.aten.transpose.int(view_31, -1, -2);  view_31 = None
    squeeze_3 = torch.ops.aten.squeeze.dim(view_30, -1);  view_30 = None
    t_2 = torch.ops.aten.t.default(primals_6);  primals_6 = None
    t_13 = torch.ops.aten.t.default(t_2);  t_2 = None
    mm_4 = torch.ops.aten.mm.default(squeeze_3, t_13);  t_13 = None
    t_14 = torch.ops.aten.t.default(squeeze_3)
    mm_5 = torch.ops.aten.mm.default(t_14, tanh);  t_14 = None
    t_15 = torch.ops.aten.t.default(mm_5);  mm_5 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(squeeze_3, [0], True);  squeeze_3 = None
    view_32 = torch.ops.aten.view.default(sum_5, [6]);  sum_5 = None
    add_9 = torch.ops.aten.add.Tensor(add_7, mm_4);  add_7 = mm_4 = None
    t_16 = torch.ops.aten.t.default(t_15);  t_15 = None
    transpose_13 = torch.ops.aten.transpose.int(detach_13, -2, -1)
    expand_15 = torch.ops.aten.expand.default(transpose_13, [2, 3, 6]);  transpose_13 = None
    view_33 = torch.ops.aten.view.default(expand_15, [2, 3, 6]);  expand_15 = None
    expand_16 = torch.ops.aten.expand.default(transpose_12, [2, 6, 3])
    view_34 = torch.ops.aten.view.default(expand_16, [2, 6, 3]);  expand_16 = None
    bmm_12 = torch.ops.aten.bmm.default(view_33, view_34);  view_33 = view_34 = None
    view_35 = torch.ops.aten.view.default(bmm_12, [2, 3, 3]);  bmm_12 = None
    expand_17 = torch.ops.aten.expand.default(diagonal_backward, [2, 3, 3]);  diagonal_backward = None
    view_36 = torch.ops.aten.view.default(expand_17, [2, 3, 3]);  expand_17 = None
    expand_18 = torch.ops.aten.expand.default(transpose_14, [2, 3, 3])
    view_37 = torch.ops.aten.view.default(expand_18, [2, 3, 3]);  expand_18 = None
    bmm_13 = torch.ops.aten.bmm.default(view_36, view_37);  view_36 = view_37 = None
    view_38 = torch.ops.aten.view.default(bmm_13, [2, 3, 3]);  bmm_13 = None
    sub = torch.ops.aten.sub.Tensor(view_38, view_35);  view_38 = view_35 = None
    triu = torch.ops.aten.triu.default(sub);  sub = None
    transpose_15 = torch.ops.aten.transpose.int(triu, -2, -1)
    add_10 = torch.ops.aten.add.Tensor(triu, transpose_15);  triu = transpose_15 = None
    diagonal_2 = torch.ops.aten.diagonal.default(add_10, 0, -2, -1)
    mul_5 = torch.ops.aten.mul.Scalar(diagonal_2, 0.5);  diagonal_2 = None
    diagonal_scatter = torch.ops.aten.diagonal_scatter.default(add_10, mul_5, 0, -2, -1);  add_10 = mul_5 = None
    expand_19 = torch.ops.aten.expand.default(detach_13, [2, 6, 3]);  detach_13 = None
    view_39 = torch.ops.aten.view.default(expand_19, [2, 6, 3]);  expand_19 = None
    expand_22 = torch.ops.aten.expand.default(diagonal_scatter, [2, 3, 3]);  diagonal_scatter = None
    view_41 = torch.ops.aten.view.default(expand_22, [2, 3, 3]);  expand_22 = None
    bmm_14 = torch.ops.aten.bmm.default(view_39, view_41);  view_39 = view_41 = None
    view_42 = torch.ops.aten.view.default(bmm_14, [2, 6, 3]);  bmm_14 = None
    add_11 = torch.ops.aten.add.Tensor(view_42, transpose_12);  view_42 = transpose_12 = None
    linalg_solve_triangular = torch.ops.aten.linalg_solve_triangular.default(transpose_14, add_11, upper = False, left = False);  transpose_14 = add_11 = None
    add_12 = torch.ops.aten.add.Tensor(view_28, linalg_solve_triangular);  view_28 = linalg_solve_triangular = None
    view_43 = torch.ops.aten.view.default(add_12, [2, 18]);  add_12 = None
    t_1 = torch.ops.aten.t.default(primals_4);  primals_4 = None
    t_17 = torch.ops.aten.t.default(t_1);  t_1 = None
    mm_6 = torch.ops.aten.mm.default(view_43, t_17);  t_17 = None
    t_18 = torch.ops.aten.t.default(view_43)
    mm_7 = torch.ops.aten.mm.default(t_18, tanh);  t_18 = None
    t_19 = torch.ops.aten.t.default(mm_7);  mm_7 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(view_43, [0], True);  view_43 = None
    view_44 = torch.ops.aten.view.default(sum_6, [18]);  sum_6 = None
    add_13 = torch.ops.aten.add.Tensor(add_9, mm_6);  add_9 = mm_6 = None
    t_20 = torch.ops.aten.t.default(t_19);  t_19 = None
    detach = torch.ops.aten.detach.default(tanh);  tanh = None
    detach_15 = torch.ops.aten.detach.default(detach);  detach = None
    tanh_backward = torch.ops.aten.tanh_backward.default(add_13, detach_15);  add_13 = detach_15 = None
    t_21 = torch.ops.aten.t.default(tanh_backward)
    mm_8 = torch.ops.aten.mm.default(t_21, primals_3);  t_21 = primals_3 = None
    t_22 = torch.ops.aten.t.default(mm_8);  mm_8 = None
    sum_7 = torch.ops.aten.sum.dim_IntList(tanh_backward, [0], True);  tanh_backward = None
    view_45 = torch.ops.aten.view.default(sum_7, [6]);  sum_7 = None
    t_23 = torch.ops.aten.t.default(t_22);  t_22 = None
    return (t_23, view_45, None, t_20, view_44, t_16, view_32, t_12, view_25, t_8, view_11)
    