


def forward(self, primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33):
    embedding = torch.ops.aten.embedding.default(primals_1, primals_2);  primals_1 = None
    add = torch.ops.aten.add.Tensor(embedding, primals_3);  embedding = primals_3 = None
    native_layer_norm = torch.ops.aten.native_layer_norm.default(add, [16], primals_4, primals_5, 1e-05)
    getitem = native_layer_norm[0]
    getitem_1 = native_layer_norm[1]
    getitem_2 = native_layer_norm[2];  native_layer_norm = None
    t = torch.ops.aten.t.default(primals_6)
    view = torch.ops.aten.view.default(getitem, [32, 16]);  getitem = None
    mm = torch.ops.aten.mm.default(view, t);  t = None
    _unsafe_view = torch.ops.aten._unsafe_view.default(mm, [2, 16, 16]);  mm = None
    view_1 = torch.ops.aten.view.default(_unsafe_view, [2, 16, 2, 8]);  _unsafe_view = None
    transpose = torch.ops.aten.transpose.int(view_1, 1, 2);  view_1 = None
    t_1 = torch.ops.aten.t.default(primals_7)
    mm_1 = torch.ops.aten.mm.default(view, t_1);  t_1 = None
    _unsafe_view_1 = torch.ops.aten._unsafe_view.default(mm_1, [2, 16, 16]);  mm_1 = None
    view_3 = torch.ops.aten.view.default(_unsafe_view_1, [2, 16, 2, 8]);  _unsafe_view_1 = None
    transpose_1 = torch.ops.aten.transpose.int(view_3, 1, 2);  view_3 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(transpose, 4)
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(unsqueeze, 5);  unsqueeze = None
    permute = torch.ops.aten.permute.default(unsqueeze_1, [0, 1, 4, 2, 5, 3]);  unsqueeze_1 = None
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(primals_8, 4);  primals_8 = None
    unsqueeze_3 = torch.ops.aten.unsqueeze.default(unsqueeze_2, 5);  unsqueeze_2 = None
    permute_1 = torch.ops.aten.permute.default(unsqueeze_3, [4, 0, 2, 5, 3, 1]);  unsqueeze_3 = None
    permute_2 = torch.ops.aten.permute.default(permute, [1, 0, 3, 5, 2, 4]);  permute = None
    view_4 = torch.ops.aten.view.default(permute_2, [2, 32, 8]);  permute_2 = None
    permute_3 = torch.ops.aten.permute.default(permute_1, [1, 5, 2, 4, 0, 3]);  permute_1 = None
    view_5 = torch.ops.aten.view.default(permute_3, [2, 8, 4]);  permute_3 = None
    bmm = torch.ops.aten.bmm.default(view_4, view_5);  view_4 = view_5 = None
    view_6 = torch.ops.aten.view.default(bmm, [2, 2, 16, 1, 2, 2]);  bmm = None
    permute_4 = torch.ops.aten.permute.default(view_6, [1, 0, 4, 2, 5, 3]);  view_6 = None
    view_7 = torch.ops.aten.view.default(permute_4, [2, 2, 2, 16, 2]);  permute_4 = None
    neg = torch.ops.aten.neg.default(view_7)
    cat = torch.ops.aten.cat.default([view_7, neg], -1);  view_7 = neg = None
    argmax = torch.ops.aten.argmax.default(cat, -1);  cat = None
    arange = torch.ops.aten.arange.default(2, device = device(type='cpu'), pin_memory = False)
    view_8 = torch.ops.aten.view.default(arange, [1, 1, 2, 1]);  arange = None
    mul = torch.ops.aten.mul.Tensor(view_8, 4);  view_8 = None
    add_1 = torch.ops.aten.add.Tensor(argmax, mul);  argmax = None
    view_9 = torch.ops.aten.view.default(add_1, [2, 2, 32]);  add_1 = None
    arange_1 = torch.ops.aten.arange.default(32, device = device(type='cpu'), pin_memory = False)
    expand = torch.ops.aten.expand.default(arange_1, [2, 2, 32]);  arange_1 = None
    mul_1 = torch.ops.aten.mul.Tensor(view_9, 16);  view_9 = None
    remainder = torch.ops.aten.remainder.Scalar(expand, 16);  expand = None
    add_2 = torch.ops.aten.add.Tensor(mul_1, remainder);  mul_1 = None
    sort = torch.ops.aten.sort.default(add_2);  add_2 = None
    getitem_4 = sort[1];  sort = None
    sort_1 = torch.ops.aten.sort.default(getitem_4)
    getitem_6 = sort_1[1];  sort_1 = None
    remainder_1 = torch.ops.aten.remainder.Scalar(getitem_4, 16);  getitem_4 = None
    unsqueeze_4 = torch.ops.aten.unsqueeze.default(remainder_1, -1)
    expand_1 = torch.ops.aten.expand.default(unsqueeze_4, [-1, -1, -1, 8])
    gather = torch.ops.aten.gather.default(transpose, 2, expand_1);  transpose = None
    gather_1 = torch.ops.aten.gather.default(transpose_1, 2, expand_1);  transpose_1 = expand_1 = None
    view_10 = torch.ops.aten.view.default(gather, [2, 2, 8, 4, 8]);  gather = None
    linalg_vector_norm = torch.ops.aten.linalg_vector_norm.default(view_10, 2.0, [-1], True)
    clamp_min = torch.ops.aten.clamp_min.default(linalg_vector_norm, 1e-12)
    expand_2 = torch.ops.aten.expand.default(clamp_min, [2, 2, 8, 4, 8]);  clamp_min = None
    div = torch.ops.aten.div.Tensor(view_10, expand_2);  expand_2 = None
    view_11 = torch.ops.aten.view.default(gather_1, [2, 2, 8, 4, 8]);  gather_1 = None
    view_12 = torch.ops.aten.view.default(remainder_1, [2, 2, 8, 4]);  remainder_1 = None
    roll = torch.ops.aten.roll.default(div, [1], [2])
    cat_1 = torch.ops.aten.cat.default([div, roll], 3);  roll = None
    roll_1 = torch.ops.aten.roll.default(view_11, [1], [2])
    cat_2 = torch.ops.aten.cat.default([view_11, roll_1], 3);  view_11 = roll_1 = None
    roll_2 = torch.ops.aten.roll.default(view_12, [1], [2])
    cat_3 = torch.ops.aten.cat.default([view_12, roll_2], 3);  roll_2 = None
    transpose_2 = torch.ops.aten.transpose.int(cat_1, -1, -2);  cat_1 = None
    expand_3 = torch.ops.aten.expand.default(view_10, [2, 2, 8, 4, 8])
    view_13 = torch.ops.aten.view.default(expand_3, [32, 4, 8]);  expand_3 = None
    expand_4 = torch.ops.aten.expand.default(transpose_2, [2, 2, 8, 8, 8]);  transpose_2 = None
    view_14 = torch.ops.aten.view.default(expand_4, [32, 8, 8]);  expand_4 = None
    bmm_1 = torch.ops.aten.bmm.default(view_13, view_14);  view_13 = None
    view_15 = torch.ops.aten.view.default(bmm_1, [2, 2, 8, 4, 8]);  bmm_1 = None
    div_1 = torch.ops.aten.div.Tensor(view_15, 2.8284271247461903);  view_15 = None
    unsqueeze_5 = torch.ops.aten.unsqueeze.default(view_12, -1);  view_12 = None
    unsqueeze_6 = torch.ops.aten.unsqueeze.default(cat_3, -2);  cat_3 = None
    eq = torch.ops.aten.eq.Tensor(unsqueeze_5, unsqueeze_6);  unsqueeze_5 = unsqueeze_6 = None
    masked_fill = torch.ops.aten.masked_fill.Scalar(div_1, eq, -50000.0);  div_1 = None
    logsumexp = torch.ops.aten.logsumexp.default(masked_fill, [-1], True)
    sub = torch.ops.aten.sub.Tensor(masked_fill, logsumexp)
    exp = torch.ops.aten.exp.default(sub);  sub = None
    expand_5 = torch.ops.aten.expand.default(exp, [2, 2, 8, 4, 8])
    view_16 = torch.ops.aten.view.default(expand_5, [32, 4, 8]);  expand_5 = None
    expand_6 = torch.ops.aten.expand.default(cat_2, [2, 2, 8, 8, 8]);  cat_2 = None
    view_17 = torch.ops.aten.view.default(expand_6, [32, 8, 8]);  expand_6 = None
    bmm_2 = torch.ops.aten.bmm.default(view_16, view_17);  view_16 = None
    view_18 = torch.ops.aten.view.default(bmm_2, [2, 2, 8, 4, 8])
    view_19 = torch.ops.aten.view.default(view_18, [2, 2, 32, 8]);  view_18 = None
    view_20 = torch.ops.aten.view.default(logsumexp, [2, 2, 32])
    unsqueeze_7 = torch.ops.aten.unsqueeze.default(getitem_6, -1)
    expand_7 = torch.ops.aten.expand.default(unsqueeze_7, [-1, -1, -1, 8]);  unsqueeze_7 = None
    gather_2 = torch.ops.aten.gather.default(view_19, 2, expand_7);  view_19 = expand_7 = None
    view_21 = torch.ops.aten.view.default(gather_2, [2, 2, 2, 16, 8]);  gather_2 = None
    gather_3 = torch.ops.aten.gather.default(view_20, 2, getitem_6);  view_20 = None
    view_22 = torch.ops.aten.view.default(gather_3, [2, 2, 2, 16, 1]);  gather_3 = None
    logsumexp_1 = torch.ops.aten.logsumexp.default(view_22, [2], True)
    detach_3 = torch.ops.aten.detach.default(logsumexp_1)
    sub_1 = torch.ops.aten.sub.Tensor(view_22, logsumexp_1);  view_22 = logsumexp_1 = None
    exp_1 = torch.ops.aten.exp.default(sub_1);  sub_1 = None
    mul_2 = torch.ops.aten.mul.Tensor(view_21, exp_1);  view_21 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(mul_2, [2]);  mul_2 = None
    transpose_3 = torch.ops.aten.transpose.int(sum_1, 1, 2);  sum_1 = None
    clone = torch.ops.aten.clone.default(transpose_3, memory_format = torch.contiguous_format);  transpose_3 = None
    _unsafe_view_2 = torch.ops.aten._unsafe_view.default(clone, [2, 16, 16]);  clone = None
    view_23 = torch.ops.aten.view.default(_unsafe_view_2, [32, 16]);  _unsafe_view_2 = None
    t_2 = torch.ops.aten.t.default(primals_9)
    addmm = torch.ops.aten.addmm.default(primals_10, view_23, t_2);  primals_10 = t_2 = None
    view_24 = torch.ops.aten.view.default(addmm, [2, 16, 16]);  addmm = None
    add_3 = torch.ops.aten.add.Tensor(add, view_24);  view_24 = None
    native_layer_norm_1 = torch.ops.aten.native_layer_norm.default(add_3, [16], primals_11, primals_12, 1e-05)
    getitem_7 = native_layer_norm_1[0]
    getitem_8 = native_layer_norm_1[1]
    getitem_9 = native_layer_norm_1[2];  native_layer_norm_1 = None
    view_25 = torch.ops.aten.view.default(getitem_7, [32, 16]);  getitem_7 = None
    t_3 = torch.ops.aten.t.default(primals_13)
    addmm_1 = torch.ops.aten.addmm.default(primals_14, view_25, t_3);  primals_14 = t_3 = None
    view_26 = torch.ops.aten.view.default(addmm_1, [2, 16, 32])
    gelu = torch.ops.aten.gelu.default(view_26);  view_26 = None
    view_27 = torch.ops.aten.view.default(gelu, [32, 32]);  gelu = None
    t_4 = torch.ops.aten.t.default(primals_15)
    addmm_2 = torch.ops.aten.addmm.default(primals_16, view_27, t_4);  primals_16 = t_4 = None
    view_28 = torch.ops.aten.view.default(addmm_2, [2, 16, 16]);  addmm_2 = None
    add_4 = torch.ops.aten.add.Tensor(add, view_28);  view_28 = None
    native_layer_norm_2 = torch.ops.aten.native_layer_norm.default(add_4, [16], primals_17, primals_18, 1e-05)
    getitem_10 = native_layer_norm_2[0]
    getitem_11 = native_layer_norm_2[1]
    getitem_12 = native_layer_norm_2[2];  native_layer_norm_2 = None
    t_5 = torch.ops.aten.t.default(primals_19)
    view_29 = torch.ops.aten.view.default(getitem_10, [32, 16]);  getitem_10 = None
    mm_2 = torch.ops.aten.mm.default(view_29, t_5);  t_5 = None
    _unsafe_view_3 = torch.ops.aten._unsafe_view.default(mm_2, [2, 16, 16]);  mm_2 = None
    view_30 = torch.ops.aten.view.default(_unsafe_view_3, [2, 16, 2, 8]);  _unsafe_view_3 = None
    transpose_4 = torch.ops.aten.transpose.int(view_30, 1, 2);  view_30 = None
    t_6 = torch.ops.aten.t.default(primals_20)
    mm_3 = torch.ops.aten.mm.default(view_29, t_6);  t_6 = None
    _unsafe_view_4 = torch.ops.aten._unsafe_view.default(mm_3, [2, 16, 16]);  mm_3 = None
    view_32 = torch.ops.aten.view.default(_unsafe_view_4, [2, 16, 2, 8]);  _unsafe_view_4 = None
    transpose_5 = torch.ops.aten.transpose.int(view_32, 1, 2);  view_32 = None
    unsqueeze_8 = torch.ops.aten.unsqueeze.default(transpose_4, 4)
    unsqueeze_9 = torch.ops.aten.unsqueeze.default(unsqueeze_8, 5);  unsqueeze_8 = None
    permute_5 = torch.ops.aten.permute.default(unsqueeze_9, [0, 1, 4, 2, 5, 3]);  unsqueeze_9 = None
    unsqueeze_10 = torch.ops.aten.unsqueeze.default(primals_21, 4);  primals_21 = None
    unsqueeze_11 = torch.ops.aten.unsqueeze.default(unsqueeze_10, 5);  unsqueeze_10 = None
    permute_6 = torch.ops.aten.permute.default(unsqueeze_11, [4, 0, 2, 5, 3, 1]);  unsqueeze_11 = None
    permute_7 = torch.ops.aten.permute.default(permute_5, [1, 0, 3, 5, 2, 4]);  permute_5 = None
    view_33 = torch.ops.aten.view.default(permute_7, [2, 32, 8]);  permute_7 = None
    permute_8 = torch.ops.aten.permute.default(permute_6, [1, 5, 2, 4, 0, 3]);  permute_6 = None
    view_34 = torch.ops.aten.view.default(permute_8, [2, 8, 4]);  permute_8 = None
    bmm_3 = torch.ops.aten.bmm.default(view_33, view_34);  view_33 = view_34 = None
    view_35 = torch.ops.aten.view.default(bmm_3, [2, 2, 16, 1, 2, 2]);  bmm_3 = None
    permute_9 = torch.ops.aten.permute.default(view_35, [1, 0, 4, 2, 5, 3]);  view_35 = None
    view_36 = torch.ops.aten.view.default(permute_9, [2, 2, 2, 16, 2]);  permute_9 = None
    neg_1 = torch.ops.aten.neg.default(view_36)
    cat_4 = torch.ops.aten.cat.default([view_36, neg_1], -1);  view_36 = neg_1 = None
    argmax_1 = torch.ops.aten.argmax.default(cat_4, -1);  cat_4 = None
    add_5 = torch.ops.aten.add.Tensor(argmax_1, mul);  argmax_1 = mul = None
    view_38 = torch.ops.aten.view.default(add_5, [2, 2, 32]);  add_5 = None
    mul_4 = torch.ops.aten.mul.Tensor(view_38, 16);  view_38 = None
    add_6 = torch.ops.aten.add.Tensor(mul_4, remainder);  mul_4 = remainder = None
    sort_2 = torch.ops.aten.sort.default(add_6);  add_6 = None
    getitem_14 = sort_2[1];  sort_2 = None
    sort_3 = torch.ops.aten.sort.default(getitem_14)
    getitem_16 = sort_3[1];  sort_3 = None
    remainder_3 = torch.ops.aten.remainder.Scalar(getitem_14, 16);  getitem_14 = None
    unsqueeze_12 = torch.ops.aten.unsqueeze.default(remainder_3, -1)
    expand_9 = torch.ops.aten.expand.default(unsqueeze_12, [-1, -1, -1, 8])
    gather_4 = torch.ops.aten.gather.default(transpose_4, 2, expand_9);  transpose_4 = None
    gather_5 = torch.ops.aten.gather.default(transpose_5, 2, expand_9);  transpose_5 = expand_9 = None
    view_39 = torch.ops.aten.view.default(gather_4, [2, 2, 8, 4, 8]);  gather_4 = None
    linalg_vector_norm_1 = torch.ops.aten.linalg_vector_norm.default(view_39, 2.0, [-1], True)
    clamp_min_1 = torch.ops.aten.clamp_min.default(linalg_vector_norm_1, 1e-12)
    expand_10 = torch.ops.aten.expand.default(clamp_min_1, [2, 2, 8, 4, 8]);  clamp_min_1 = None
    div_2 = torch.ops.aten.div.Tensor(view_39, expand_10);  expand_10 = None
    view_40 = torch.ops.aten.view.default(gather_5, [2, 2, 8, 4, 8]);  gather_5 = None
    view_41 = torch.ops.aten.view.default(remainder_3, [2, 2, 8, 4]);  remainder_3 = None
    roll_3 = torch.ops.aten.roll.default(div_2, [1], [2])
    cat_5 = torch.ops.aten.cat.default([div_2, roll_3], 3);  roll_3 = None
    roll_4 = torch.ops.aten.roll.default(view_40, [1], [2])
    cat_6 = torch.ops.aten.cat.default([view_40, roll_4], 3);  view_40 = roll_4 = None
    roll_5 = torch.ops.aten.roll.default(view_41, [1], [2])
    cat_7 = torch.ops.aten.cat.default([view_41, roll_5], 3);  roll_5 = None
    transpose_6 = torch.ops.aten.transpose.int(cat_5, -1, -2);  cat_5 = None
    expand_11 = torch.ops.aten.expand.default(view_39, [2, 2, 8, 4, 8])
    view_42 = torch.ops.aten.view.default(expand_11, [32, 4, 8]);  expand_11 = None
    expand_12 = torch.ops.aten.expand.default(transpose_6, [2, 2, 8, 8, 8]);  transpose_6 = None
    view_43 = torch.ops.aten.view.default(expand_12, [32, 8, 8]);  expand_12 = None
    bmm_4 = torch.ops.aten.bmm.default(view_42, view_43);  view_42 = None
    view_44 = torch.ops.aten.view.default(bmm_4, [2, 2, 8, 4, 8]);  bmm_4 = None
    div_3 = torch.ops.aten.div.Tensor(view_44, 2.8284271247461903);  view_44 = None
    unsqueeze_13 = torch.ops.aten.unsqueeze.default(view_41, -1);  view_41 = None
    unsqueeze_14 = torch.ops.aten.unsqueeze.default(cat_7, -2);  cat_7 = None
    eq_1 = torch.ops.aten.eq.Tensor(unsqueeze_13, unsqueeze_14);  unsqueeze_13 = unsqueeze_14 = None
    masked_fill_1 = torch.ops.aten.masked_fill.Scalar(div_3, eq_1, -50000.0);  div_3 = None
    logsumexp_2 = torch.ops.aten.logsumexp.default(masked_fill_1, [-1], True)
    sub_2 = torch.ops.aten.sub.Tensor(masked_fill_1, logsumexp_2)
    exp_2 = torch.ops.aten.exp.default(sub_2);  sub_2 = None
    expand_13 = torch.ops.aten.expand.default(exp_2, [2, 2, 8, 4, 8])
    view_45 = torch.ops.aten.view.default(expand_13, [32, 4, 8]);  expand_13 = None
    expand_14 = torch.ops.aten.expand.default(cat_6, [2, 2, 8, 8, 8]);  cat_6 = None
    view_46 = torch.ops.aten.view.default(expand_14, [32, 8, 8]);  expand_14 = None
    bmm_5 = torch.ops.aten.bmm.default(view_45, view_46);  view_45 = None
    view_47 = torch.ops.aten.view.default(bmm_5, [2, 2, 8, 4, 8])
    view_48 = torch.ops.aten.view.default(view_47, [2, 2, 32, 8]);  view_47 = None
    view_49 = torch.ops.aten.view.default(logsumexp_2, [2, 2, 32])
    unsqueeze_15 = torch.ops.aten.unsqueeze.default(getitem_16, -1)
    expand_15 = torch.ops.aten.expand.default(unsqueeze_15, [-1, -1, -1, 8]);  unsqueeze_15 = None
    gather_6 = torch.ops.aten.gather.default(view_48, 2, expand_15);  view_48 = expand_15 = None
    view_50 = torch.ops.aten.view.default(gather_6, [2, 2, 2, 16, 8]);  gather_6 = None
    gather_7 = torch.ops.aten.gather.default(view_49, 2, getitem_16);  view_49 = None
    view_51 = torch.ops.aten.view.default(gather_7, [2, 2, 2, 16, 1]);  gather_7 = None
    logsumexp_3 = torch.ops.aten.logsumexp.default(view_51, [2], True)
    detach_8 = torch.ops.aten.detach.default(logsumexp_3)
    sub_3 = torch.ops.aten.sub.Tensor(view_51, logsumexp_3);  view_51 = logsumexp_3 = None
    exp_3 = torch.ops.aten.exp.default(sub_3);  sub_3 = None
    mul_5 = torch.ops.aten.mul.Tensor(view_50, exp_3);  view_50 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(mul_5, [2]);  mul_5 = None
    transpose_7 = torch.ops.aten.transpose.int(sum_2, 1, 2);  sum_2 = None
    clone_1 = torch.ops.aten.clone.default(transpose_7, memory_format = torch.contiguous_format);  transpose_7 = None
    _unsafe_view_5 = torch.ops.aten._unsafe_view.default(clone_1, [2, 16, 16]);  clone_1 = None
    view_52 = torch.ops.aten.view.default(_unsafe_view_5, [32, 16]);  _unsafe_view_5 = None
    t_7 = torch.ops.aten.t.default(primals_22)
    addmm_3 = torch.ops.aten.addmm.default(primals_23, view_52, t_7);  primals_23 = t_7 = None
    view_53 = torch.ops.aten.view.default(addmm_3, [2, 16, 16]);  addmm_3 = None
    add_7 = torch.ops.aten.add.Tensor(add_3, view_53);  view_53 = None
    native_layer_norm_3 = torch.ops.aten.native_layer_norm.default(add_7, [16], primals_24, primals_25, 1e-05)
    getitem_17 = native_layer_norm_3[0]
    getitem_18 = native_layer_norm_3[1]
    getitem_19 = native_layer_norm_3[2];  native_layer_norm_3 = None
    view_54 = torch.ops.aten.view.default(getitem_17, [32, 16]);  getitem_17 = None
    t_8 = torch.ops.aten.t.default(primals_26)
    addmm_4 = torch.ops.aten.addmm.default(primals_27, view_54, t_8);  primals_27 = t_8 = None
    view_55 = torch.ops.aten.view.default(addmm_4, [2, 16, 32])
    gelu_1 = torch.ops.aten.gelu.default(view_55);  view_55 = None
    view_56 = torch.ops.aten.view.default(gelu_1, [32, 32]);  gelu_1 = None
    t_9 = torch.ops.aten.t.default(primals_28)
    addmm_5 = torch.ops.aten.addmm.default(primals_29, view_56, t_9);  primals_29 = t_9 = None
    view_57 = torch.ops.aten.view.default(addmm_5, [2, 16, 16]);  addmm_5 = None
    add_8 = torch.ops.aten.add.Tensor(add_4, view_57);  view_57 = None
    cat_8 = torch.ops.aten.cat.default([add_7, add_8], -1);  add_8 = None
    native_layer_norm_4 = torch.ops.aten.native_layer_norm.default(cat_8, [32], primals_30, primals_31, 1e-05)
    getitem_20 = native_layer_norm_4[0]
    getitem_21 = native_layer_norm_4[1]
    getitem_22 = native_layer_norm_4[2];  native_layer_norm_4 = None
    mean = torch.ops.aten.mean.dim(getitem_20, [1]);  getitem_20 = None
    t_10 = torch.ops.aten.t.default(primals_32)
    addmm_6 = torch.ops.aten.addmm.default(primals_33, mean, t_10);  primals_33 = t_10 = None
    detach_11 = torch.ops.aten.detach.default(detach_8);  detach_8 = None
    transpose_10 = torch.ops.aten.transpose.int(view_46, 1, 2);  view_46 = None
    transpose_12 = torch.ops.aten.transpose.int(view_43, 1, 2);  view_43 = None
    detach_16 = torch.ops.aten.detach.default(detach_3);  detach_3 = None
    transpose_18 = torch.ops.aten.transpose.int(view_17, 1, 2);  view_17 = None
    transpose_20 = torch.ops.aten.transpose.int(view_14, 1, 2);  view_14 = None
    return (addmm_6, primals_2, primals_4, primals_5, primals_6, primals_7, primals_9, primals_11, primals_12, primals_13, primals_15, primals_17, primals_18, primals_19, primals_20, primals_22, primals_24, primals_25, primals_26, primals_28, primals_30, primals_31, primals_32, add, getitem_1, getitem_2, view, getitem_6, unsqueeze_4, view_10, linalg_vector_norm, div, eq, masked_fill, logsumexp, exp, bmm_2, exp_1, view_23, add_3, getitem_8, getitem_9, view_25, addmm_1, view_27, add_4, getitem_11, getitem_12, view_29, getitem_16, unsqueeze_12, view_39, linalg_vector_norm_1, div_2, eq_1, masked_fill_1, logsumexp_2, exp_2, bmm_5, exp_3, view_52, add_7, getitem_18, getitem_19, view_54, addmm_4, view_56, cat_8, getitem_21, getitem_22, mean, detach_11, transpose_10, transpose_12, detach_16, transpose_18, transpose_20)
    