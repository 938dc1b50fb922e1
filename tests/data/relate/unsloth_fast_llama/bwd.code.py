


def forward(self, loss_1):
    ones_like = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
    _tensor_constant0 = self._tensor_constant0
    _tensor_constant1 = self._tensor_constant1
    _tensor_constant2 = self._tensor_constant2
    nll_loss_backward = torch.ops.aten.nll_loss_backward.default(ones_like, _tensor_constant0, _tensor_constant1, None, 1, -100, _tensor_constant2);  ones_like = _tensor_constant0 = _tensor_constant1 = _tensor_constant2 = None
    _tensor_constant3 = self._tensor_constant3
    detach = torch.ops.aten.detach.default(_tensor_constant3);  _tensor_constant3 = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach, 1, torch.float32);  nll_loss_backward = detach = None
    view = torch.ops.aten.view.default(_log_softmax_backward_data, [2, 7, 32]);  _log_softmax_backward_data = None
    slice_backward = torch.ops.aten.slice_backward.default(view, [2, 8, 32], 1, 0, -1, 1);  view = None
    view_1 = torch.ops.aten.view.default(slice_backward, [16, 32]);  slice_backward = None
    t = torch.ops.aten.t.default(view_1)
    _tensor_constant4 = self._tensor_constant4
    mm = torch.ops.aten.mm.default(t, _tensor_constant4);  t = _tensor_constant4 = None
    t_1 = torch.ops.aten.t.default(mm);  mm = None
    _tensor_constant5 = self._tensor_constant5
    t_2 = torch.ops.aten.t.default(_tensor_constant5);  _tensor_constant5 = None
    mm_1 = torch.ops.aten.mm.default(view_1, t_2);  view_1 = t_2 = None
    view_2 = torch.ops.aten.view.default(mm_1, [2, 8, 16]);  mm_1 = None
    t_3 = torch.ops.aten.t.default(t_1);  t_1 = None
    view_3 = torch.ops.aten.view.default(view_2, [-1, 16]);  view_2 = None
    _tensor_constant6 = self._tensor_constant6
    unsqueeze = torch.ops.aten.unsqueeze.default(_tensor_constant6, -1);  _tensor_constant6 = None
    _tensor_constant7 = self._tensor_constant7
    mul = torch.ops.aten.mul.Tensor(_tensor_constant7, unsqueeze);  _tensor_constant7 = None
    _tensor_constant8 = self._tensor_constant8
    mul_1 = torch.ops.aten.mul.Tensor(view_3, _tensor_constant8);  view_3 = _tensor_constant8 = None
    mul_2 = torch.ops.aten.mul.Tensor(mul_1, mul)
    sum_1 = torch.ops.aten.sum.dim_IntList(mul_2, [-1], True);  mul_2 = None
    div = torch.ops.aten.div.Tensor(unsqueeze, 16);  unsqueeze = None
    mul_3 = torch.ops.aten.mul.Tensor(mul_1, 16);  mul_1 = None
    mul_4 = torch.ops.aten.mul.Tensor(mul, sum_1);  mul = sum_1 = None
    sub = torch.ops.aten.sub.Tensor(mul_3, mul_4);  mul_3 = mul_4 = None
    mul_5 = torch.ops.aten.mul.Tensor(div, sub);  div = sub = None
    view_4 = torch.ops.aten.view.default(mul_5, [2, 8, 16]);  mul_5 = None
    view_5 = torch.ops.aten.view.default(view_4, [16, 16])
    t_4 = torch.ops.aten.t.default(view_5)
    _tensor_constant9 = self._tensor_constant9
    mm_2 = torch.ops.aten.mm.default(t_4, _tensor_constant9);  t_4 = _tensor_constant9 = None
    t_5 = torch.ops.aten.t.default(mm_2);  mm_2 = None
    _tensor_constant10 = self._tensor_constant10
    t_6 = torch.ops.aten.t.default(_tensor_constant10);  _tensor_constant10 = None
    mm_3 = torch.ops.aten.mm.default(view_5, t_6);  view_5 = t_6 = None
    view_6 = torch.ops.aten.view.default(mm_3, [2, 8, 32]);  mm_3 = None
    t_7 = torch.ops.aten.t.default(t_5);  t_5 = None
    _tensor_constant11 = self._tensor_constant11
    mul_6 = torch.ops.aten.mul.Tensor(view_6, _tensor_constant11);  _tensor_constant11 = None
    _tensor_constant12 = self._tensor_constant12
    mul_7 = torch.ops.aten.mul.Tensor(view_6, _tensor_constant12);  view_6 = _tensor_constant12 = None
    view_7 = torch.ops.aten.view.default(mul_6, [16, 32]);  mul_6 = None
    t_8 = torch.ops.aten.t.default(view_7)
    _tensor_constant13 = self._tensor_constant13
    mm_4 = torch.ops.aten.mm.default(t_8, _tensor_constant13);  t_8 = _tensor_constant13 = None
    t_9 = torch.ops.aten.t.default(mm_4);  mm_4 = None
    _tensor_constant14 = self._tensor_constant14
    t_10 = torch.ops.aten.t.default(_tensor_constant14);  _tensor_constant14 = None
    mm_5 = torch.ops.aten.mm.default(view_7, t_10);  view_7 = t_10 = None
    view_8 = torch.ops.aten.view.default(mm_5, [2, 8, 16]);  mm_5 = None
    t_11 = torch.ops.aten.t.default(t_9);  t_9 = None
    _tensor_constant15 = self._tensor_constant15
    silu_backward = torch.ops.aten.silu_backward.default(mul_7, _tensor_constant15);  mul_7 = _tensor_constant15 = None
    view_9 = torch.ops.aten.view.default(silu_backward, [16, 32]);  silu_backward = None
    t_12 = torch.ops.aten.t.default(view_9)
    _tensor_constant16 = self._tensor_constant16
    mm_6 = torch.ops.aten.mm.default(t_12, _tensor_constant16);  t_12 = _tensor_constant16 = None
    t_13 = torch.ops.aten.t.default(mm_6);  mm_6 = None
    _tensor_constant17 = self._tensor_constant17
    t_14 = torch.ops.aten.t.default(_tensor_constant17);  _tensor_constant17 = None
    mm_7 = torch.ops.aten.mm.default(view_9, t_14);  view_9 = t_14 = None
    view_10 = torch.ops.aten.view.default(mm_7, [2, 8, 16]);  mm_7 = None
    add = torch.ops.aten.add.Tensor(view_8, view_10);  view_8 = view_10 = None
    t_15 = torch.ops.aten.t.default(t_13);  t_13 = None
    view_11 = torch.ops.aten.view.default(add, [-1, 16]);  add = None
    _tensor_constant18 = self._tensor_constant18
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(_tensor_constant18, -1);  _tensor_constant18 = None
    _tensor_constant19 = self._tensor_constant19
    mul_8 = torch.ops.aten.mul.Tensor(_tensor_constant19, unsqueeze_1);  _tensor_constant19 = None
    _tensor_constant20 = self._tensor_constant20
    mul_9 = torch.ops.aten.mul.Tensor(view_11, _tensor_constant20);  view_11 = _tensor_constant20 = None
    mul_10 = torch.ops.aten.mul.Tensor(mul_9, mul_8)
    sum_2 = torch.ops.aten.sum.dim_IntList(mul_10, [-1], True);  mul_10 = None
    div_1 = torch.ops.aten.div.Tensor(unsqueeze_1, 16);  unsqueeze_1 = None
    mul_11 = torch.ops.aten.mul.Tensor(mul_9, 16);  mul_9 = None
    mul_12 = torch.ops.aten.mul.Tensor(mul_8, sum_2);  mul_8 = sum_2 = None
    sub_1 = torch.ops.aten.sub.Tensor(mul_11, mul_12);  mul_11 = mul_12 = None
    mul_13 = torch.ops.aten.mul.Tensor(div_1, sub_1);  div_1 = sub_1 = None
    view_12 = torch.ops.aten.view.default(mul_13, [2, 8, 16]);  mul_13 = None
    add_1 = torch.ops.aten.add.Tensor(view_4, view_12);  view_4 = view_12 = None
    view_13 = torch.ops.aten.view.default(add_1, [16, 16])
    t_16 = torch.ops.aten.t.default(view_13)
    _tensor_constant21 = self._tensor_constant21
    mm_8 = torch.ops.aten.mm.default(t_16, _tensor_constant21);  t_16 = _tensor_constant21 = None
    t_17 = torch.ops.aten.t.default(mm_8);  mm_8 = None
    _tensor_constant22 = self._tensor_constant22
    t_18 = torch.ops.aten.t.default(_tensor_constant22);  _tensor_constant22 = None
    mm_9 = torch.ops.aten.mm.default(view_13, t_18);  view_13 = t_18 = None
    view_14 = torch.ops.aten.view.default(mm_9, [2, 8, 16]);  mm_9 = None
    t_19 = torch.ops.aten.t.default(t_17);  t_17 = None
    view_15 = torch.ops.aten.view.default(view_14, [2, 8, 4, 4]);  view_14 = None
    transpose = torch.ops.aten.transpose.int(view_15, 1, 2);  view_15 = None
    _tensor_constant23 = self._tensor_constant23
    detach_1 = torch.ops.aten.detach.default(_tensor_constant23);  _tensor_constant23 = None
    _tensor_constant24 = self._tensor_constant24
    _tensor_constant25 = self._tensor_constant25
    _tensor_constant26 = self._tensor_constant26
    _tensor_constant27 = self._tensor_constant27
    _tensor_constant28 = self._tensor_constant28
    _scaled_dot_product_flash_attention_for_cpu_backward = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(transpose, _tensor_constant24, _tensor_constant25, _tensor_constant26, detach_1, _tensor_constant27, 0.0, False, attn_mask = _tensor_constant28);  transpose = _tensor_constant24 = _tensor_constant25 = _tensor_constant26 = detach_1 = _tensor_constant27 = _tensor_constant28 = None
    getitem = _scaled_dot_product_flash_attention_for_cpu_backward[0]
    getitem_1 = _scaled_dot_product_flash_attention_for_cpu_backward[1]
    getitem_2 = _scaled_dot_product_flash_attention_for_cpu_backward[2];  _scaled_dot_product_flash_attention_for_cpu_backward = None
    view_16 = torch.ops.aten.view.default(getitem_2, [2, 2, 2, 8, 4]);  getitem_2 = None
    view_17 = torch.ops.aten.view.default(getitem_1, [2, 2, 2, 8, 4]);  getitem_1 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(view_16, [2], True);  view_16 = None
    squeeze = torch.ops.aten.squeeze.dim(sum_3, 2);  sum_3 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(view_17, [2], True);  view_17 = None
    squeeze_1 = torch.ops.aten.squeeze.dim(sum_4, 2);  sum_4 = None
    transpose_1 = torch.ops.aten.transpose.int(squeeze_1, 1, 2);  squeeze_1 = None
    clone = torch.ops.aten.clone.default(transpose_1, memory_format = torch.contiguous_format);  transpose_1 = None
    _unsafe_view = torch.ops.aten._unsafe_view.default(clone, [16, 8]);  clone = None
    arange = torch.ops.aten.arange.default(16, device = device(type='cpu'), pin_memory = False)
    remainder = torch.ops.aten.remainder.Scalar(arange, 8);  arange = None
    _tensor_constant29 = self._tensor_constant29
    slice_1 = torch.ops.aten.slice.Tensor(_tensor_constant29, 1, 0, 2);  _tensor_constant29 = None
    index = torch.ops.aten.index.Tensor(slice_1, [remainder]);  slice_1 = None
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(index, 1);  index = None
    _tensor_constant30 = self._tensor_constant30
    slice_2 = torch.ops.aten.slice.Tensor(_tensor_constant30, 1, 0, 2);  _tensor_constant30 = None
    index_1 = torch.ops.aten.index.Tensor(slice_2, [remainder]);  slice_2 = remainder = None
    unsqueeze_3 = torch.ops.aten.unsqueeze.default(index_1, 1);  index_1 = None
    neg = torch.ops.aten.neg.default(unsqueeze_2);  unsqueeze_2 = None
    view_18 = torch.ops.aten.view.default(_unsafe_view, [16, 2, 4]);  _unsafe_view = None
    slice_3 = torch.ops.aten.slice.Tensor(view_18, 2, 0, 2)
    slice_4 = torch.ops.aten.slice.Tensor(view_18, 2, 2, 9223372036854775807);  view_18 = None
    mul_14 = torch.ops.aten.mul.Tensor(slice_3, unsqueeze_3)
    mul_15 = torch.ops.aten.mul.Tensor(slice_4, neg)
    sub_2 = torch.ops.aten.sub.Tensor(mul_14, mul_15);  mul_14 = mul_15 = None
    mul_16 = torch.ops.aten.mul.Tensor(slice_4, unsqueeze_3);  slice_4 = unsqueeze_3 = None
    mul_17 = torch.ops.aten.mul.Tensor(slice_3, neg);  slice_3 = neg = None
    add_2 = torch.ops.aten.add.Tensor(mul_16, mul_17);  mul_16 = mul_17 = None
    cat = torch.ops.aten.cat.default([sub_2, add_2], -1);  sub_2 = add_2 = None
    view_19 = torch.ops.aten.view.default(cat, [16, 8]);  cat = None
    view_20 = torch.ops.aten.view.default(view_19, [2, 8, 2, 4]);  view_19 = None
    transpose_2 = torch.ops.aten.transpose.int(view_20, 1, 2);  view_20 = None
    transpose_3 = torch.ops.aten.transpose.int(getitem, 1, 2);  getitem = None
    view_21 = torch.ops.aten.view.default(transpose_3, [16, 16]);  transpose_3 = None
    arange_1 = torch.ops.aten.arange.default(16, device = device(type='cpu'), pin_memory = False)
    remainder_1 = torch.ops.aten.remainder.Scalar(arange_1, 8);  arange_1 = None
    _tensor_constant31 = self._tensor_constant31
    slice_5 = torch.ops.aten.slice.Tensor(_tensor_constant31, 1, 0, 2);  _tensor_constant31 = None
    index_2 = torch.ops.aten.index.Tensor(slice_5, [remainder_1]);  slice_5 = None
    unsqueeze_4 = torch.ops.aten.unsqueeze.default(index_2, 1);  index_2 = None
    _tensor_constant32 = self._tensor_constant32
    slice_6 = torch.ops.aten.slice.Tensor(_tensor_constant32, 1, 0, 2);  _tensor_constant32 = None
    index_3 = torch.ops.aten.index.Tensor(slice_6, [remainder_1]);  slice_6 = remainder_1 = None
    unsqueeze_5 = torch.ops.aten.unsqueeze.default(index_3, 1);  index_3 = None
    neg_1 = torch.ops.aten.neg.default(unsqueeze_4);  unsqueeze_4 = None
    view_22 = torch.ops.aten.view.default(view_21, [16, 4, 4]);  view_21 = None
    slice_7 = torch.ops.aten.slice.Tensor(view_22, 2, 0, 2)
    slice_8 = torch.ops.aten.slice.Tensor(view_22, 2, 2, 9223372036854775807);  view_22 = None
    mul_18 = torch.ops.aten.mul.Tensor(slice_7, unsqueeze_5)
    mul_19 = torch.ops.aten.mul.Tensor(slice_8, neg_1)
    sub_3 = torch.ops.aten.sub.Tensor(mul_18, mul_19);  mul_18 = mul_19 = None
    mul_20 = torch.ops.aten.mul.Tensor(slice_8, unsqueeze_5);  slice_8 = unsqueeze_5 = None
    mul_21 = torch.ops.aten.mul.Tensor(slice_7, neg_1);  slice_7 = neg_1 = None
    add_3 = torch.ops.aten.add.Tensor(mul_20, mul_21);  mul_20 = mul_21 = None
    cat_1 = torch.ops.aten.cat.default([sub_3, add_3], -1);  sub_3 = add_3 = None
    view_23 = torch.ops.aten.view.default(cat_1, [16, 16]);  cat_1 = None
    view_24 = torch.ops.aten.view.default(view_23, [2, 8, 4, 4]);  view_23 = None
    transpose_4 = torch.ops.aten.transpose.int(view_24, 1, 2);  view_24 = None
    transpose_5 = torch.ops.aten.transpose.int(squeeze, 1, 2);  squeeze = None
    clone_1 = torch.ops.aten.clone.default(transpose_5, memory_format = torch.contiguous_format);  transpose_5 = None
    _unsafe_view_1 = torch.ops.aten._unsafe_view.default(clone_1, [2, 8, 8]);  clone_1 = None
    transpose_6 = torch.ops.aten.transpose.int(transpose_2, 1, 2);  transpose_2 = None
    view_25 = torch.ops.aten.view.default(transpose_6, [2, 8, 8]);  transpose_6 = None
    transpose_7 = torch.ops.aten.transpose.int(transpose_4, 1, 2);  transpose_4 = None
    view_26 = torch.ops.aten.view.default(transpose_7, [2, 8, 16]);  transpose_7 = None
    view_27 = torch.ops.aten.view.default(_unsafe_view_1, [16, 8]);  _unsafe_view_1 = None
    t_20 = torch.ops.aten.t.default(view_27)
    _tensor_constant33 = self._tensor_constant33
    mm_10 = torch.ops.aten.mm.default(t_20, _tensor_constant33);  t_20 = _tensor_constant33 = None
    t_21 = torch.ops.aten.t.default(mm_10);  mm_10 = None
    _tensor_constant34 = self._tensor_constant34
    t_22 = torch.ops.aten.t.default(_tensor_constant34);  _tensor_constant34 = None
    mm_11 = torch.ops.aten.mm.default(view_27, t_22);  view_27 = t_22 = None
    view_28 = torch.ops.aten.view.default(mm_11, [2, 8, 16]);  mm_11 = None
    t_23 = torch.ops.aten.t.default(t_21);  t_21 = None
    view_29 = torch.ops.aten.view.default(view_25, [16, 8]);  view_25 = None
    t_24 = torch.ops.aten.t.default(view_29)
    _tensor_constant35 = self._tensor_constant35
    mm_12 = torch.ops.aten.mm.default(t_24, _tensor_constant35);  t_24 = _tensor_constant35 = None
    t_25 = torch.ops.aten.t.default(mm_12);  mm_12 = None
    _tensor_constant36 = self._tensor_constant36
    t_26 = torch.ops.aten.t.default(_tensor_constant36);  _tensor_constant36 = None
    mm_13 = torch.ops.aten.mm.default(view_29, t_26);  view_29 = t_26 = None
    view_30 = torch.ops.aten.view.default(mm_13, [2, 8, 16]);  mm_13 = None
    add_4 = torch.ops.aten.add.Tensor(view_28, view_30);  view_28 = view_30 = None
    t_27 = torch.ops.aten.t.default(t_25);  t_25 = None
    view_31 = torch.ops.aten.view.default(view_26, [16, 16]);  view_26 = None
    t_28 = torch.ops.aten.t.default(view_31)
    _tensor_constant37 = self._tensor_constant37
    mm_14 = torch.ops.aten.mm.default(t_28, _tensor_constant37);  t_28 = _tensor_constant37 = None
    t_29 = torch.ops.aten.t.default(mm_14);  mm_14 = None
    _tensor_constant38 = self._tensor_constant38
    t_30 = torch.ops.aten.t.default(_tensor_constant38);  _tensor_constant38 = None
    mm_15 = torch.ops.aten.mm.default(view_31, t_30);  view_31 = t_30 = None
    view_32 = torch.ops.aten.view.default(mm_15, [2, 8, 16]);  mm_15 = None
    add_5 = torch.ops.aten.add.Tensor(add_4, view_32);  add_4 = view_32 = None
    t_31 = torch.ops.aten.t.default(t_29);  t_29 = None
    view_33 = torch.ops.aten.view.default(add_5, [-1, 16]);  add_5 = None
    _tensor_constant39 = self._tensor_constant39
    unsqueeze_6 = torch.ops.aten.unsqueeze.default(_tensor_constant39, -1);  _tensor_constant39 = None
    _tensor_constant40 = self._tensor_constant40
    mul_22 = torch.ops.aten.mul.Tensor(_tensor_constant40, unsqueeze_6);  _tensor_constant40 = None
    _tensor_constant41 = self._tensor_constant41
    mul_23 = torch.ops.aten.mul.Tensor(view_33, _tensor_constant41);  view_33 = _tensor_constant41 = None
    mul_24 = torch.ops.aten.mul.Tensor(mul_23, mul_22)
    sum_5 = torch.ops.aten.sum.dim_IntList(mul_24, [-1], True);  mul_24 = None
    div_2 = torch.ops.aten.div.Tensor(unsqueeze_6, 16);  unsqueeze_6 = None
    mul_25 = torch.ops.aten.mul.Tensor(mul_23, 16);  mul_23 = None
    mul_26 = torch.ops.aten.mul.Tensor(mul_22, sum_5);  mul_22 = sum_5 = None
    sub_4 = torch.ops.aten.sub.Tensor(mul_25, mul_26);  mul_25 = mul_26 = None
    mul_27 = torch.ops.aten.mul.Tensor(div_2, sub_4);  div_2 = sub_4 = None
    view_34 = torch.ops.aten.view.default(mul_27, [2, 8, 16]);  mul_27 = None
    add_6 = torch.ops.aten.add.Tensor(add_1, view_34);  add_1 = view_34 = None
    view_35 = torch.ops.aten.view.default(add_6, [16, 16])
    t_32 = torch.ops.aten.t.default(view_35)
    _tensor_constant42 = self._tensor_constant42
    mm_16 = torch.ops.aten.mm.default(t_32, _tensor_constant42);  t_32 = _tensor_constant42 = None
    t_33 = torch.ops.aten.t.default(mm_16);  mm_16 = None
    _tensor_constant43 = self._tensor_constant43
    t_34 = torch.ops.aten.t.default(_tensor_constant43);  _tensor_constant43 = None
    mm_17 = torch.ops.aten.mm.default(view_35, t_34);  view_35 = t_34 = None
    view_36 = torch.ops.aten.view.default(mm_17, [2, 8, 32]);  mm_17 = None
    t_35 = torch.ops.aten.t.default(t_33);  t_33 = None
    _tensor_constant44 = self._tensor_constant44
    mul_28 = torch.ops.aten.mul.Tensor(view_36, _tensor_constant44);  _tensor_constant44 = None
    _tensor_constant45 = self._tensor_constant45
    mul_29 = torch.ops.aten.mul.Tensor(view_36, _tensor_constant45);  view_36 = _tensor_constant45 = None
    view_37 = torch.ops.aten.view.default(mul_28, [16, 32]);  mul_28 = None
    t_36 = torch.ops.aten.t.default(view_37)
    _tensor_constant46 = self._tensor_constant46
    mm_18 = torch.ops.aten.mm.default(t_36, _tensor_constant46);  t_36 = _tensor_constant46 = None
    t_37 = torch.ops.aten.t.default(mm_18);  mm_18 = None
    _tensor_constant47 = self._tensor_constant47
    t_38 = torch.ops.aten.t.default(_tensor_constant47);  _tensor_constant47 = None
    mm_19 = torch.ops.aten.mm.default(view_37, t_38);  view_37 = t_38 = None
    view_38 = torch.ops.aten.view.default(mm_19, [2, 8, 16]);  mm_19 = None
    t_39 = torch.ops.aten.t.default(t_37);  t_37 = None
    _tensor_constant48 = self._tensor_constant48
    silu_backward_1 = torch.ops.aten.silu_backward.default(mul_29, _tensor_constant48);  mul_29 = _tensor_constant48 = None
    view_39 = torch.ops.aten.view.default(silu_backward_1, [16, 32]);  silu_backward_1 = None
    t_40 = torch.ops.aten.t.default(view_39)
    _tensor_constant49 = self._tensor_constant49
    mm_20 = torch.ops.aten.mm.default(t_40, _tensor_constant49);  t_40 = _tensor_constant49 = None
    t_41 = torch.ops.aten.t.default(mm_20);  mm_20 = None
    _tensor_constant50 = self._tensor_constant50
    t_42 = torch.ops.aten.t.default(_tensor_constant50);  _tensor_constant50 = None
    mm_21 = torch.ops.aten.mm.default(view_39, t_42);  view_39 = t_42 = None
    view_40 = torch.ops.aten.view.default(mm_21, [2, 8, 16]);  mm_21 = None
    add_7 = torch.ops.aten.add.Tensor(view_38, view_40);  view_38 = view_40 = None
    t_43 = torch.ops.aten.t.default(t_41);  t_41 = None
    view_41 = torch.ops.aten.view.default(add_7, [-1, 16]);  add_7 = None
    _tensor_constant51 = self._tensor_constant51
    unsqueeze_7 = torch.ops.aten.unsqueeze.default(_tensor_constant51, -1);  _tensor_constant51 = None
    _tensor_constant52 = self._tensor_constant52
    mul_30 = torch.ops.aten.mul.Tensor(_tensor_constant52, unsqueeze_7);  _tensor_constant52 = None
    _tensor_constant53 = self._tensor_constant53
    mul_31 = torch.ops.aten.mul.Tensor(view_41, _tensor_constant53);  view_41 = _tensor_constant53 = None
    mul_32 = torch.ops.aten.mul.Tensor(mul_31, mul_30)
    sum_6 = torch.ops.aten.sum.dim_IntList(mul_32, [-1], True);  mul_32 = None
    div_3 = torch.ops.aten.div.Tensor(unsqueeze_7, 16);  unsqueeze_7 = None
    mul_33 = torch.ops.aten.mul.Tensor(mul_31, 16);  mul_31 = None
    mul_34 = torch.ops.aten.mul.Tensor(mul_30, sum_6);  mul_30 = sum_6 = None
    sub_5 = torch.ops.aten.sub.Tensor(mul_33, mul_34);  mul_33 = mul_34 = None
    mul_35 = torch.ops.aten.mul.Tensor(div_3, sub_5);  div_3 = sub_5 = None
    view_42 = torch.ops.aten.view.default(mul_35, [2, 8, 16]);  mul_35 = None
    add_8 = torch.ops.aten.add.Tensor(add_6, view_42);  add_6 = view_42 = None
    view_43 = torch.ops.aten.view.default(add_8, [16, 16])
    t_44 = torch.ops.aten.t.default(view_43)
    _tensor_constant54 = self._tensor_constant54
    mm_22 = torch.ops.aten.mm.default(t_44, _tensor_constant54);  t_44 = _tensor_constant54 = None
    t_45 = torch.ops.aten.t.default(mm_22);  mm_22 = None
    _tensor_constant55 = self._tensor_constant55
    t_46 = torch.ops.aten.t.default(_tensor_constant55);  _tensor_constant55 = None
    mm_23 = torch.ops.aten.mm.default(view_43, t_46);  view_43 = t_46 = None
    view_44 = torch.ops.aten.view.default(mm_23, [2, 8, 16]);  mm_23 = None
    t_47 = torch.ops.aten.t.default(t_45);  t_45 = None
    view_45 = torch.ops.aten.view.default(view_44, [2, 8, 4, 4]);  view_44 = None
    transpose_8 = torch.ops.aten.transpose.int(view_45, 1, 2);  view_45 = None
    _tensor_constant56 = self._tensor_constant56
    detach_2 = torch.ops.aten.detach.default(_tensor_constant56);  _tensor_constant56 = None
    _tensor_constant57 = self._tensor_constant57
    _tensor_constant58 = self._tensor_constant58
    _tensor_constant59 = self._tensor_constant59
    _tensor_constant60 = self._tensor_constant60
    _tensor_constant28_1 = self._tensor_constant28
    _scaled_dot_product_flash_attention_for_cpu_backward_1 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(transpose_8, _tensor_constant57, _tensor_constant58, _tensor_constant59, detach_2, _tensor_constant60, 0.0, False, attn_mask = _tensor_constant28_1);  transpose_8 = _tensor_constant57 = _tensor_constant58 = _tensor_constant59 = detach_2 = _tensor_constant60 = _tensor_constant28_1 = None
    getitem_3 = _scaled_dot_product_flash_attention_for_cpu_backward_1[0]
    getitem_4 = _scaled_dot_product_flash_attention_for_cpu_backward_1[1]
    getitem_5 = _scaled_dot_product_flash_attention_for_cpu_backward_1[2];  _scaled_dot_product_flash_attention_for_cpu_backward_1 = None
    view_46 = torch.ops.aten.view.default(getitem_5, [2, 2, 2, 8, 4]);  getitem_5 = None
    view_47 = torch.ops.aten.view.default(getitem_4, [2, 2, 2, 8, 4]);  getitem_4 = None
    sum_7 = torch.ops.aten.sum.dim_IntList(view_46, [2], True);  view_46 = None
    squeeze_2 = torch.ops.aten.squeeze.dim(sum_7, 2);  sum_7 = None
    sum_8 = torch.ops.aten.sum.dim_IntList(view_47, [2], True);  view_47 = None
    squeeze_3 = torch.ops.aten.squeeze.dim(sum_8, 2);  sum_8 = None
    transpose_9 = torch.ops.aten.transpose.int(squeeze_3, 1, 2);  squeeze_3 = None
    clone_2 = torch.ops.aten.clone.default(transpose_9, memory_format = torch.contiguous_format);  transpose_9 = None
    _unsafe_view_2 = torch.ops.aten._unsafe_view.default(clone_2, [16, 8]);  clone_2 = None
    arange_2 = torch.ops.aten.arange.default(16, device = device(type='cpu'), pin_memory = False)
    remainder_2 = torch.ops.aten.remainder.Scalar(arange_2, 8);  arange_2 = None
    _tensor_constant61 = self._tensor_constant61
    slice_9 = torch.ops.aten.slice.Tensor(_tensor_constant61, 1, 0, 2);  _tensor_constant61 = None
    index_4 = torch.ops.aten.index.Tensor(slice_9, [remainder_2]);  slice_9 = None
    unsqueeze_8 = torch.ops.aten.unsqueeze.default(index_4, 1);  index_4 = None
    _tensor_constant62 = self._tensor_constant62
    slice_10 = torch.ops.aten.slice.Tensor(_tensor_constant62, 1, 0, 2);  _tensor_constant62 = None
    index_5 = torch.ops.aten.index.Tensor(slice_10, [remainder_2]);  slice_10 = remainder_2 = None
    unsqueeze_9 = torch.ops.aten.unsqueeze.default(index_5, 1);  index_5 = None
    neg_2 = torch.ops.aten.neg.default(unsqueeze_8);  unsqueeze_8 = None
    view_48 = torch.ops.aten.view.default(_unsafe_view_2, [16, 2, 4]);  _unsafe_view_2 = None
    slice_11 = torch.ops.aten.slice.Tensor(view_48, 2, 0, 2)
    slice_12 = torch.ops.aten.slice.Tensor(view_48, 2, 2, 9223372036854775807);  view_48 = None
    mul_36 = torch.ops.aten.mul.Tensor(slice_11, unsqueeze_9)
    mul_37 = torch.ops.aten.mul.Tensor(slice_12, neg_2)
    sub_6 = torch.ops.aten.sub.Tensor(mul_36, mul_37);  mul_36 = mul_37 = None
    mul_38 = torch.ops.aten.mul.Tensor(slice_12, unsqueeze_9);  slice_12 = unsqueeze_9 = None
    mul_39 = torch.ops.aten.mul.Tensor(slice_11, neg_2);  slice_11 = neg_2 = None
    add_9 = torch.ops.aten.add.Tensor(mul_38, mul_39);  mul_38 = mul_39 = None
    cat_2 = torch.ops.aten.cat.default([sub_6, add_9], -1);  sub_6 = add_9 = None
    view_49 = torch.ops.aten.view.default(cat_2, [16, 8]);  cat_2 = None
    view_50 = torch.ops.aten.view.default(view_49, [2, 8, 2, 4]);  view_49 = None
    transpose_10 = torch.ops.aten.transpose.int(view_50, 1, 2);  view_50 = None
    transpose_11 = torch.ops.aten.transpose.int(getitem_3, 1, 2);  getitem_3 = None
    view_51 = torch.ops.aten.view.default(transpose_11, [16, 16]);  transpose_11 = None
    arange_3 = torch.ops.aten.arange.default(16, device = device(type='cpu'), pin_memory = False)
    remainder_3 = torch.ops.aten.remainder.Scalar(arange_3, 8);  arange_3 = None
    _tensor_constant63 = self._tensor_constant63
    slice_13 = torch.ops.aten.slice.Tensor(_tensor_constant63, 1, 0, 2);  _tensor_constant63 = None
    index_6 = torch.ops.aten.index.Tensor(slice_13, [remainder_3]);  slice_13 = None
    unsqueeze_10 = torch.ops.aten.unsqueeze.default(index_6, 1);  index_6 = None
    _tensor_constant64 = self._tensor_constant64
    slice_14 = torch.ops.aten.slice.Tensor(_tensor_constant64, 1, 0, 2);  _tensor_constant64 = None
    index_7 = torch.ops.aten.index.Tensor(slice_14, [remainder_3]);  slice_14 = remainder_3 = None
    unsqueeze_11 = torch.ops.aten.unsqueeze.default(index_7, 1);  index_7 = None
    neg_3 = torch.ops.aten.neg.default(unsqueeze_10);  unsqueeze_10 = None
    view_52 = torch.ops.aten.view.default(view_51, [16, 4, 4]);  view_51 = None
    slice_15 = torch.ops.aten.slice.Tensor(view_52, 2, 0, 2)
    slice_16 = torch.ops.aten.slice.Tensor(view_52, 2, 2, 9223372036854775807);  view_52 = None
    mul_40 = torch.ops.aten.mul.Tensor(slice_15, unsqueeze_11)
    mul_41 = torch.ops.aten.mul.Tensor(slice_16, neg_3)
    sub_7 = torch.ops.aten.sub.Tensor(mul_40, mul_41);  mul_40 = mul_41 = None
    mul_42 = torch.ops.aten.mul.Tensor(slice_16, unsqueeze_11);  slice_16 = unsqueeze_11 = None
    mul_43 = torch.ops.aten.mul.Tensor(slice_15, neg_3);  slice_15 = neg_3 = None
    add_10 = torch.ops.aten.add.Tensor(mul_42, mul_43);  mul_42 = mul_43 = None
    cat_3 = torch.ops.aten.cat.default([sub_7, add_10], -1);  sub_7 = add_10 = None
    view_53 = torch.ops.aten.view.default(cat_3, [16, 16]);  cat_3 = None
    view_54 = torch.ops.aten.view.default(view_53, [2, 8, 4, 4]);  view_53 = None
    transpose_12 = torch.ops.aten.transpose.int(view_54, 1, 2);  view_54 = None
    transpose_13 = torch.ops.aten.transpose.int(squeeze_2, 1, 2);  squeeze_2 = None
    clone_3 = torch.ops.aten.clone.default(transpose_13, memory_format = torch.contiguous_format);  transpose_13 = None
    _unsafe_view_3 = torch.ops.aten._unsafe_view.default(clone_3, [2, 8, 8]);  clone_3 = None
    transpose_14 = torch.ops.aten.transpose.int(transpose_10, 1, 2);  transpose_10 = None
    view_55 = torch.ops.aten.view.default(transpose_14, [2, 8, 8]);  transpose_14 = None
    transpose_15 = torch.ops.aten.transpose.int(transpose_12, 1, 2);  transpose_12 = None
    view_56 = torch.ops.aten.view.default(transpose_15, [2, 8, 16]);  transpose_15 = None
    view_57 = torch.ops.aten.view.default(_unsafe_view_3, [16, 8]);  _unsafe_view_3 = None
    t_48 = torch.ops.aten.t.default(view_57)
    _tensor_constant65 = self._tensor_constant65
    mm_24 = torch.ops.aten.mm.default(t_48, _tensor_constant65);  t_48 = _tensor_constant65 = None
    t_49 = torch.ops.aten.t.default(mm_24);  mm_24 = None
    _tensor_constant66 = self._tensor_constant66
    t_50 = torch.ops.aten.t.default(_tensor_constant66);  _tensor_constant66 = None
    mm_25 = torch.ops.aten.mm.default(view_57, t_50);  view_57 = t_50 = None
    view_58 = torch.ops.aten.view.default(mm_25, [2, 8, 16]);  mm_25 = None
    t_51 = torch.ops.aten.t.default(t_49);  t_49 = None
    view_59 = torch.ops.aten.view.default(view_55, [16, 8]);  view_55 = None
    t_52 = torch.ops.aten.t.default(view_59)
    _tensor_constant67 = self._tensor_constant67
    mm_26 = torch.ops.aten.mm.default(t_52, _tensor_constant67);  t_52 = _tensor_constant67 = None
    t_53 = torch.ops.aten.t.default(mm_26);  mm_26 = None
    _tensor_constant68 = self._tensor_constant68
    t_54 = torch.ops.aten.t.default(_tensor_constant68);  _tensor_constant68 = None
    mm_27 = torch.ops.aten.mm.default(view_59, t_54);  view_59 = t_54 = None
    view_60 = torch.ops.aten.view.default(mm_27, [2, 8, 16]);  mm_27 = None
    add_11 = torch.ops.aten.add.Tensor(view_58, view_60);  view_58 = view_60 = None
    t_55 = torch.ops.aten.t.default(t_53);  t_53 = None
    view_61 = torch.ops.aten.view.default(view_56, [16, 16]);  view_56 = None
    t_56 = torch.ops.aten.t.default(view_61)
    _tensor_constant69 = self._tensor_constant69
    mm_28 = torch.ops.aten.mm.default(t_56, _tensor_constant69);  t_56 = _tensor_constant69 = None
    t_57 = torch.ops.aten.t.default(mm_28);  mm_28 = None
    _tensor_constant70 = self._tensor_constant70
    t_58 = torch.ops.aten.t.default(_tensor_constant70);  _tensor_constant70 = None
    mm_29 = torch.ops.aten.mm.default(view_61, t_58);  view_61 = t_58 = None
    view_62 = torch.ops.aten.view.default(mm_29, [2, 8, 16]);  mm_29 = None
    add_12 = torch.ops.aten.add.Tensor(add_11, view_62);  add_11 = view_62 = None
    t_59 = torch.ops.aten.t.default(t_57);  t_57 = None
    view_63 = torch.ops.aten.view.default(add_12, [-1, 16]);  add_12 = None
    _tensor_constant71 = self._tensor_constant71
    unsqueeze_12 = torch.ops.aten.unsqueeze.default(_tensor_constant71, -1);  _tensor_constant71 = None
    _tensor_constant72 = self._tensor_constant72
    mul_44 = torch.ops.aten.mul.Tensor(_tensor_constant72, unsqueeze_12);  _tensor_constant72 = None
    _tensor_constant73 = self._tensor_constant73
    mul_45 = torch.ops.aten.mul.Tensor(view_63, _tensor_constant73);  view_63 = _tensor_constant73 = None
    mul_46 = torch.ops.aten.mul.Tensor(mul_45, mul_44)
    sum_9 = torch.ops.aten.sum.dim_IntList(mul_46, [-1], True);  mul_46 = None
    div_4 = torch.ops.aten.div.Tensor(unsqueeze_12, 16);  unsqueeze_12 = None
    mul_47 = torch.ops.aten.mul.Tensor(mul_45, 16);  mul_45 = None
    mul_48 = torch.ops.aten.mul.Tensor(mul_44, sum_9);  mul_44 = sum_9 = None
    sub_8 = torch.ops.aten.sub.Tensor(mul_47, mul_48);  mul_47 = mul_48 = None
    mul_49 = torch.ops.aten.mul.Tensor(div_4, sub_8);  div_4 = sub_8 = None
    view_64 = torch.ops.aten.view.default(mul_49, [2, 8, 16]);  mul_49 = None
    add_13 = torch.ops.aten.add.Tensor(add_8, view_64);  add_8 = view_64 = None
    _tensor_constant74 = self._tensor_constant74
    embedding_dense_backward = torch.ops.aten.embedding_dense_backward.default(add_13, _tensor_constant74, 32, -1, False);  add_13 = _tensor_constant74 = None
    return (embedding_dense_backward, t_59, t_55, t_51, t_47, t_43, t_39, t_35, t_31, t_27, t_23, t_19, t_15, t_11, t_7, t_3)
    