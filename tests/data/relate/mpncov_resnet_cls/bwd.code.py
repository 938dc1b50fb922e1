


def forward(self, loss_1):
    ones_like = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
    _tensor_constant0 = self._tensor_constant0
    _tensor_constant1 = self._tensor_constant1
    _tensor_constant2 = self._tensor_constant2
    nll_loss_backward = torch.ops.aten.nll_loss_backward.default(ones_like, _tensor_constant0, _tensor_constant1, None, 1, -100, _tensor_constant2);  ones_like = _tensor_constant0 = _tensor_constant1 = _tensor_constant2 = None
    _tensor_constant3 = self._tensor_constant3
    detach = torch.ops.aten.detach.default(_tensor_constant3);  _tensor_constant3 = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach, 1, torch.float32);  nll_loss_backward = detach = None
    _tensor_constant4 = self._tensor_constant4
    t = torch.ops.aten.t.default(_tensor_constant4);  _tensor_constant4 = None
    mm = torch.ops.aten.mm.default(_log_softmax_backward_data, t);  t = None
    t_1 = torch.ops.aten.t.default(_log_softmax_backward_data)
    _tensor_constant5 = self._tensor_constant5
    mm_1 = torch.ops.aten.mm.default(t_1, _tensor_constant5);  t_1 = _tensor_constant5 = None
    t_2 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(_log_softmax_backward_data, [0], True);  _log_softmax_backward_data = None
    view = torch.ops.aten.view.default(sum_1, [10]);  sum_1 = None
    t_3 = torch.ops.aten.t.default(t_2);  t_2 = None
    view_1 = torch.ops.aten.view.default(mm, [2, 528, 1]);  mm = None
    _tensor_constant6 = self._tensor_constant6
    detach_1 = torch.ops.aten.detach.default(_tensor_constant6);  _tensor_constant6 = detach_1 = None
    _tensor_constant6_1 = self._tensor_constant6
    detach_2 = torch.ops.aten.detach.default(_tensor_constant6_1);  _tensor_constant6_1 = detach_2 = None
    zeros = torch.ops.aten.zeros.default([2, 1024], device = device(type='cpu'), pin_memory = False)
    _tensor_constant7 = self._tensor_constant7
    index_put_ = torch.ops.aten.index_put_.default(zeros, [None, _tensor_constant7], view_1);  zeros = _tensor_constant7 = view_1 = None
    view_2 = torch.ops.aten.view.default(index_put_, [2, 32, 32]);  index_put_ = None
    _tensor_constant8 = self._tensor_constant8
    detach_3 = torch.ops.aten.detach.default(_tensor_constant8);  _tensor_constant8 = detach_3 = None
    _tensor_constant8_1 = self._tensor_constant8
    detach_4 = torch.ops.aten.detach.default(_tensor_constant8_1);  _tensor_constant8_1 = detach_4 = None
    _tensor_constant9 = self._tensor_constant9
    sqrt = torch.ops.aten.sqrt.default(_tensor_constant9);  _tensor_constant9 = None
    view_3 = torch.ops.aten.view.default(sqrt, [2, 1, 1]);  sqrt = None
    expand = torch.ops.aten.expand.default(view_3, [2, 32, 32]);  view_3 = None
    mul = torch.ops.aten.mul.Tensor(view_2, expand);  expand = None
    _tensor_constant10 = self._tensor_constant10
    mul_1 = torch.ops.aten.mul.Tensor(view_2, _tensor_constant10);  view_2 = _tensor_constant10 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(mul_1, [1]);  mul_1 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(sum_2, [1]);  sum_2 = None
    _tensor_constant9_1 = self._tensor_constant9
    sqrt_1 = torch.ops.aten.sqrt.default(_tensor_constant9_1);  _tensor_constant9_1 = None
    mul_2 = torch.ops.aten.mul.Tensor(sqrt_1, 2);  sqrt_1 = None
    div = torch.ops.aten.div.Tensor(sum_3, mul_2);  sum_3 = mul_2 = None
    eye = torch.ops.aten.eye.m(32, 32, device = device(type='cpu'), pin_memory = False)
    view_4 = torch.ops.aten.view.default(eye, [1, 32, 32]);  eye = None
    repeat = torch.ops.aten.repeat.default(view_4, [2, 1, 1]);  view_4 = None
    mul_3 = torch.ops.aten.mul.Tensor(repeat, 3.0);  repeat = None
    _tensor_constant11 = self._tensor_constant11
    select = torch.ops.aten.select.int(_tensor_constant11, 1, 3);  _tensor_constant11 = None
    _tensor_constant12 = self._tensor_constant12
    select_1 = torch.ops.aten.select.int(_tensor_constant12, 1, 3);  _tensor_constant12 = None
    bmm = torch.ops.aten.bmm.default(select, select_1);  select = select_1 = None
    sub = torch.ops.aten.sub.Tensor(mul_3, bmm);  bmm = None
    bmm_1 = torch.ops.aten.bmm.default(mul, sub);  sub = None
    _tensor_constant12_1 = self._tensor_constant12
    select_2 = torch.ops.aten.select.int(_tensor_constant12_1, 1, 3);  _tensor_constant12_1 = None
    _tensor_constant11_1 = self._tensor_constant11
    select_3 = torch.ops.aten.select.int(_tensor_constant11_1, 1, 3);  _tensor_constant11_1 = None
    bmm_2 = torch.ops.aten.bmm.default(select_2, select_3);  select_2 = select_3 = None
    bmm_3 = torch.ops.aten.bmm.default(bmm_2, mul);  bmm_2 = None
    sub_1 = torch.ops.aten.sub.Tensor(bmm_1, bmm_3);  bmm_1 = bmm_3 = None
    mul_4 = torch.ops.aten.mul.Tensor(sub_1, 0.5);  sub_1 = None
    _tensor_constant11_2 = self._tensor_constant11
    select_4 = torch.ops.aten.select.int(_tensor_constant11_2, 1, 3);  _tensor_constant11_2 = None
    bmm_4 = torch.ops.aten.bmm.default(select_4, mul);  select_4 = mul = None
    _tensor_constant11_3 = self._tensor_constant11
    select_5 = torch.ops.aten.select.int(_tensor_constant11_3, 1, 3);  _tensor_constant11_3 = None
    bmm_5 = torch.ops.aten.bmm.default(bmm_4, select_5);  bmm_4 = select_5 = None
    mul_5 = torch.ops.aten.mul.Tensor(bmm_5, -0.5);  bmm_5 = None
    _tensor_constant11_4 = self._tensor_constant11
    select_6 = torch.ops.aten.select.int(_tensor_constant11_4, 1, 2);  _tensor_constant11_4 = None
    _tensor_constant12_2 = self._tensor_constant12
    select_7 = torch.ops.aten.select.int(_tensor_constant12_2, 1, 2);  _tensor_constant12_2 = None
    bmm_6 = torch.ops.aten.bmm.default(select_6, select_7);  select_6 = select_7 = None
    sub_2 = torch.ops.aten.sub.Tensor(mul_3, bmm_6);  bmm_6 = None
    _tensor_constant12_3 = self._tensor_constant12
    select_8 = torch.ops.aten.select.int(_tensor_constant12_3, 1, 2);  _tensor_constant12_3 = None
    _tensor_constant11_5 = self._tensor_constant11
    select_9 = torch.ops.aten.select.int(_tensor_constant11_5, 1, 2);  _tensor_constant11_5 = None
    bmm_7 = torch.ops.aten.bmm.default(select_8, select_9);  select_8 = select_9 = None
    bmm_8 = torch.ops.aten.bmm.default(mul_4, sub_2)
    _tensor_constant12_4 = self._tensor_constant12
    select_10 = torch.ops.aten.select.int(_tensor_constant12_4, 1, 2);  _tensor_constant12_4 = None
    bmm_9 = torch.ops.aten.bmm.default(select_10, mul_5);  select_10 = None
    _tensor_constant12_5 = self._tensor_constant12
    select_11 = torch.ops.aten.select.int(_tensor_constant12_5, 1, 2);  _tensor_constant12_5 = None
    bmm_10 = torch.ops.aten.bmm.default(bmm_9, select_11);  bmm_9 = select_11 = None
    sub_3 = torch.ops.aten.sub.Tensor(bmm_8, bmm_10);  bmm_8 = bmm_10 = None
    bmm_11 = torch.ops.aten.bmm.default(bmm_7, mul_4)
    sub_4 = torch.ops.aten.sub.Tensor(sub_3, bmm_11);  sub_3 = bmm_11 = None
    mul_6 = torch.ops.aten.mul.Tensor(sub_4, 0.5);  sub_4 = None
    bmm_12 = torch.ops.aten.bmm.default(sub_2, mul_5);  sub_2 = None
    _tensor_constant11_6 = self._tensor_constant11
    select_12 = torch.ops.aten.select.int(_tensor_constant11_6, 1, 2);  _tensor_constant11_6 = None
    bmm_13 = torch.ops.aten.bmm.default(select_12, mul_4);  select_12 = mul_4 = None
    _tensor_constant11_7 = self._tensor_constant11
    select_13 = torch.ops.aten.select.int(_tensor_constant11_7, 1, 2);  _tensor_constant11_7 = None
    bmm_14 = torch.ops.aten.bmm.default(bmm_13, select_13);  bmm_13 = select_13 = None
    sub_5 = torch.ops.aten.sub.Tensor(bmm_12, bmm_14);  bmm_12 = bmm_14 = None
    bmm_15 = torch.ops.aten.bmm.default(mul_5, bmm_7);  mul_5 = bmm_7 = None
    sub_6 = torch.ops.aten.sub.Tensor(sub_5, bmm_15);  sub_5 = bmm_15 = None
    mul_7 = torch.ops.aten.mul.Tensor(sub_6, 0.5);  sub_6 = None
    _tensor_constant11_8 = self._tensor_constant11
    select_14 = torch.ops.aten.select.int(_tensor_constant11_8, 1, 1);  _tensor_constant11_8 = None
    _tensor_constant12_6 = self._tensor_constant12
    select_15 = torch.ops.aten.select.int(_tensor_constant12_6, 1, 1);  _tensor_constant12_6 = None
    bmm_16 = torch.ops.aten.bmm.default(select_14, select_15);  select_14 = select_15 = None
    sub_7 = torch.ops.aten.sub.Tensor(mul_3, bmm_16);  bmm_16 = None
    _tensor_constant12_7 = self._tensor_constant12
    select_16 = torch.ops.aten.select.int(_tensor_constant12_7, 1, 1);  _tensor_constant12_7 = None
    _tensor_constant11_9 = self._tensor_constant11
    select_17 = torch.ops.aten.select.int(_tensor_constant11_9, 1, 1);  _tensor_constant11_9 = None
    bmm_17 = torch.ops.aten.bmm.default(select_16, select_17);  select_16 = select_17 = None
    bmm_18 = torch.ops.aten.bmm.default(mul_6, sub_7)
    _tensor_constant12_8 = self._tensor_constant12
    select_18 = torch.ops.aten.select.int(_tensor_constant12_8, 1, 1);  _tensor_constant12_8 = None
    bmm_19 = torch.ops.aten.bmm.default(select_18, mul_7);  select_18 = None
    _tensor_constant12_9 = self._tensor_constant12
    select_19 = torch.ops.aten.select.int(_tensor_constant12_9, 1, 1);  _tensor_constant12_9 = None
    bmm_20 = torch.ops.aten.bmm.default(bmm_19, select_19);  bmm_19 = select_19 = None
    sub_8 = torch.ops.aten.sub.Tensor(bmm_18, bmm_20);  bmm_18 = bmm_20 = None
    bmm_21 = torch.ops.aten.bmm.default(bmm_17, mul_6)
    sub_9 = torch.ops.aten.sub.Tensor(sub_8, bmm_21);  sub_8 = bmm_21 = None
    mul_8 = torch.ops.aten.mul.Tensor(sub_9, 0.5);  sub_9 = None
    bmm_22 = torch.ops.aten.bmm.default(sub_7, mul_7);  sub_7 = None
    _tensor_constant11_10 = self._tensor_constant11
    select_20 = torch.ops.aten.select.int(_tensor_constant11_10, 1, 1);  _tensor_constant11_10 = None
    bmm_23 = torch.ops.aten.bmm.default(select_20, mul_6);  select_20 = mul_6 = None
    _tensor_constant11_11 = self._tensor_constant11
    select_21 = torch.ops.aten.select.int(_tensor_constant11_11, 1, 1);  _tensor_constant11_11 = None
    bmm_24 = torch.ops.aten.bmm.default(bmm_23, select_21);  bmm_23 = select_21 = None
    sub_10 = torch.ops.aten.sub.Tensor(bmm_22, bmm_24);  bmm_22 = bmm_24 = None
    bmm_25 = torch.ops.aten.bmm.default(mul_7, bmm_17);  mul_7 = bmm_17 = None
    sub_11 = torch.ops.aten.sub.Tensor(sub_10, bmm_25);  sub_10 = bmm_25 = None
    mul_9 = torch.ops.aten.mul.Tensor(sub_11, 0.5);  sub_11 = None
    _tensor_constant11_12 = self._tensor_constant11
    select_22 = torch.ops.aten.select.int(_tensor_constant11_12, 1, 0);  _tensor_constant11_12 = None
    _tensor_constant12_10 = self._tensor_constant12
    select_23 = torch.ops.aten.select.int(_tensor_constant12_10, 1, 0);  _tensor_constant12_10 = None
    bmm_26 = torch.ops.aten.bmm.default(select_22, select_23);  select_22 = select_23 = None
    sub_12 = torch.ops.aten.sub.Tensor(mul_3, bmm_26);  bmm_26 = None
    _tensor_constant12_11 = self._tensor_constant12
    select_24 = torch.ops.aten.select.int(_tensor_constant12_11, 1, 0);  _tensor_constant12_11 = None
    _tensor_constant11_13 = self._tensor_constant11
    select_25 = torch.ops.aten.select.int(_tensor_constant11_13, 1, 0);  _tensor_constant11_13 = None
    bmm_27 = torch.ops.aten.bmm.default(select_24, select_25);  select_24 = select_25 = None
    bmm_28 = torch.ops.aten.bmm.default(mul_8, sub_12)
    _tensor_constant12_12 = self._tensor_constant12
    select_26 = torch.ops.aten.select.int(_tensor_constant12_12, 1, 0);  _tensor_constant12_12 = None
    bmm_29 = torch.ops.aten.bmm.default(select_26, mul_9);  select_26 = None
    _tensor_constant12_13 = self._tensor_constant12
    select_27 = torch.ops.aten.select.int(_tensor_constant12_13, 1, 0);  _tensor_constant12_13 = None
    bmm_30 = torch.ops.aten.bmm.default(bmm_29, select_27);  bmm_29 = select_27 = None
    sub_13 = torch.ops.aten.sub.Tensor(bmm_28, bmm_30);  bmm_28 = bmm_30 = None
    bmm_31 = torch.ops.aten.bmm.default(bmm_27, mul_8)
    sub_14 = torch.ops.aten.sub.Tensor(sub_13, bmm_31);  sub_13 = bmm_31 = None
    mul_10 = torch.ops.aten.mul.Tensor(sub_14, 0.5);  sub_14 = None
    bmm_32 = torch.ops.aten.bmm.default(sub_12, mul_9);  sub_12 = None
    _tensor_constant11_14 = self._tensor_constant11
    select_28 = torch.ops.aten.select.int(_tensor_constant11_14, 1, 0);  _tensor_constant11_14 = None
    bmm_33 = torch.ops.aten.bmm.default(select_28, mul_8);  select_28 = mul_8 = None
    _tensor_constant11_15 = self._tensor_constant11
    select_29 = torch.ops.aten.select.int(_tensor_constant11_15, 1, 0);  _tensor_constant11_15 = None
    bmm_34 = torch.ops.aten.bmm.default(bmm_33, select_29);  bmm_33 = select_29 = None
    sub_15 = torch.ops.aten.sub.Tensor(bmm_32, bmm_34);  bmm_32 = bmm_34 = None
    bmm_35 = torch.ops.aten.bmm.default(mul_9, bmm_27);  mul_9 = bmm_27 = None
    sub_16 = torch.ops.aten.sub.Tensor(sub_15, bmm_35);  sub_15 = bmm_35 = None
    mul_11 = torch.ops.aten.mul.Tensor(sub_16, 0.5);  sub_16 = None
    _tensor_constant13 = self._tensor_constant13
    sub_17 = torch.ops.aten.sub.Tensor(mul_3, _tensor_constant13);  mul_3 = _tensor_constant13 = None
    bmm_36 = torch.ops.aten.bmm.default(mul_10, sub_17);  sub_17 = None
    sub_18 = torch.ops.aten.sub.Tensor(bmm_36, mul_11);  bmm_36 = mul_11 = None
    _tensor_constant13_1 = self._tensor_constant13
    bmm_37 = torch.ops.aten.bmm.default(_tensor_constant13_1, mul_10);  _tensor_constant13_1 = mul_10 = None
    sub_19 = torch.ops.aten.sub.Tensor(sub_18, bmm_37);  sub_18 = bmm_37 = None
    mul_12 = torch.ops.aten.mul.Tensor(sub_19, 0.5);  sub_19 = None
    _tensor_constant9_2 = self._tensor_constant9
    view_5 = torch.ops.aten.view.default(_tensor_constant9_2, [2, 1, 1]);  _tensor_constant9_2 = None
    expand_1 = torch.ops.aten.expand.default(view_5, [2, 32, 32]);  view_5 = None
    div_1 = torch.ops.aten.div.Tensor(mul_12, expand_1);  expand_1 = None
    _tensor_constant8_2 = self._tensor_constant8
    mul_13 = torch.ops.aten.mul.Tensor(mul_12, _tensor_constant8_2);  mul_12 = _tensor_constant8_2 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(mul_13, [1]);  mul_13 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(sum_4, [1]);  sum_4 = None
    select_30 = torch.ops.aten.select.int(div_1, 0, 0)
    select_31 = torch.ops.aten.select.int(div, 0, 0)
    select_32 = torch.ops.aten.select.int(sum_5, 0, 0)
    _tensor_constant9_3 = self._tensor_constant9
    select_33 = torch.ops.aten.select.int(_tensor_constant9_3, 0, 0);  _tensor_constant9_3 = None
    _tensor_constant9_4 = self._tensor_constant9
    select_34 = torch.ops.aten.select.int(_tensor_constant9_4, 0, 0);  _tensor_constant9_4 = None
    mul_14 = torch.ops.aten.mul.Tensor(select_33, select_34);  select_33 = select_34 = None
    div_2 = torch.ops.aten.div.Tensor(select_32, mul_14);  select_32 = mul_14 = None
    sub_20 = torch.ops.aten.sub.Tensor(select_31, div_2);  select_31 = div_2 = None
    ones = torch.ops.aten.ones.default([32], device = device(type='cpu'), pin_memory = False)
    diag_embed = torch.ops.aten.diag_embed.default(ones);  ones = None
    mul_15 = torch.ops.aten.mul.Tensor(sub_20, diag_embed);  sub_20 = diag_embed = None
    add_ = torch.ops.aten.add_.Tensor(select_30, mul_15);  select_30 = mul_15 = None
    select_35 = torch.ops.aten.select.int(div_1, 0, 0)
    copy_ = torch.ops.aten.copy_.default(select_35, add_);  select_35 = add_ = copy_ = None
    select_36 = torch.ops.aten.select.int(div_1, 0, 1)
    select_37 = torch.ops.aten.select.int(div, 0, 1);  div = None
    select_38 = torch.ops.aten.select.int(sum_5, 0, 1);  sum_5 = None
    _tensor_constant9_5 = self._tensor_constant9
    select_39 = torch.ops.aten.select.int(_tensor_constant9_5, 0, 1);  _tensor_constant9_5 = None
    _tensor_constant9_6 = self._tensor_constant9
    select_40 = torch.ops.aten.select.int(_tensor_constant9_6, 0, 1);  _tensor_constant9_6 = None
    mul_16 = torch.ops.aten.mul.Tensor(select_39, select_40);  select_39 = select_40 = None
    div_3 = torch.ops.aten.div.Tensor(select_38, mul_16);  select_38 = mul_16 = None
    sub_21 = torch.ops.aten.sub.Tensor(select_37, div_3);  select_37 = div_3 = None
    ones_1 = torch.ops.aten.ones.default([32], device = device(type='cpu'), pin_memory = False)
    diag_embed_1 = torch.ops.aten.diag_embed.default(ones_1);  ones_1 = None
    mul_17 = torch.ops.aten.mul.Tensor(sub_21, diag_embed_1);  sub_21 = diag_embed_1 = None
    add__1 = torch.ops.aten.add_.Tensor(select_36, mul_17);  select_36 = mul_17 = None
    select_41 = torch.ops.aten.select.int(div_1, 0, 1)
    copy__1 = torch.ops.aten.copy_.default(select_41, add__1);  select_41 = add__1 = copy__1 = None
    _tensor_constant14 = self._tensor_constant14
    detach_5 = torch.ops.aten.detach.default(_tensor_constant14);  _tensor_constant14 = detach_5 = None
    _tensor_constant14_1 = self._tensor_constant14
    detach_6 = torch.ops.aten.detach.default(_tensor_constant14_1);  _tensor_constant14_1 = detach_6 = None
    _tensor_constant14_2 = self._tensor_constant14
    detach_7 = torch.ops.aten.detach.default(_tensor_constant14_2);  _tensor_constant14_2 = detach_7 = None
    _tensor_constant14_3 = self._tensor_constant14
    detach_8 = torch.ops.aten.detach.default(_tensor_constant14_3);  _tensor_constant14_3 = detach_8 = None
    _tensor_constant14_4 = self._tensor_constant14
    view_6 = torch.ops.aten.view.default(_tensor_constant14_4, [2, 32, 16]);  _tensor_constant14_4 = None
    transpose = torch.ops.aten.transpose.int(div_1, 1, 2)
    add = torch.ops.aten.add.Tensor(div_1, transpose);  div_1 = transpose = None
    bmm_38 = torch.ops.aten.bmm.default(add, view_6);  add = view_6 = None
    _tensor_constant15 = self._tensor_constant15
    bmm_39 = torch.ops.aten.bmm.default(bmm_38, _tensor_constant15);  bmm_38 = _tensor_constant15 = None
    view_7 = torch.ops.aten.view.default(bmm_39, [2, 32, 4, 4]);  bmm_39 = None
    _tensor_constant16 = self._tensor_constant16
    detach_9 = torch.ops.aten.detach.default(_tensor_constant16);  _tensor_constant16 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(view_7, detach_9, 0);  view_7 = detach_9 = None
    _tensor_constant17 = self._tensor_constant17
    _param_constant0 = self._param_constant0
    _tensor_constant18 = self._tensor_constant18
    _tensor_constant19 = self._tensor_constant19
    _tensor_constant20 = self._tensor_constant20
    _tensor_constant21 = self._tensor_constant21
    native_batch_norm_backward = torch.ops.aten.native_batch_norm_backward.default(threshold_backward, _tensor_constant17, _param_constant0, _tensor_constant18, _tensor_constant19, _tensor_constant20, _tensor_constant21, True, 1e-05, [True, True, True]);  threshold_backward = _tensor_constant17 = _param_constant0 = _tensor_constant18 = _tensor_constant19 = _tensor_constant20 = _tensor_constant21 = None
    getitem = native_batch_norm_backward[0]
    getitem_1 = native_batch_norm_backward[1]
    getitem_2 = native_batch_norm_backward[2];  native_batch_norm_backward = None
    _tensor_constant22 = self._tensor_constant22
    _param_constant1 = self._param_constant1
    convolution_backward = torch.ops.aten.convolution_backward.default(getitem, _tensor_constant22, _param_constant1, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem = _tensor_constant22 = _param_constant1 = None
    getitem_3 = convolution_backward[0]
    getitem_4 = convolution_backward[1]
    getitem_5 = convolution_backward[2];  convolution_backward = getitem_5 = None
    _tensor_constant23 = self._tensor_constant23
    detach_10 = torch.ops.aten.detach.default(_tensor_constant23);  _tensor_constant23 = None
    threshold_backward_1 = torch.ops.aten.threshold_backward.default(getitem_3, detach_10, 0);  getitem_3 = detach_10 = None
    _tensor_constant24 = self._tensor_constant24
    _param_constant2 = self._param_constant2
    _tensor_constant25 = self._tensor_constant25
    _tensor_constant26 = self._tensor_constant26
    _tensor_constant27 = self._tensor_constant27
    _tensor_constant28 = self._tensor_constant28
    native_batch_norm_backward_1 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_1, _tensor_constant24, _param_constant2, _tensor_constant25, _tensor_constant26, _tensor_constant27, _tensor_constant28, True, 1e-05, [True, True, True]);  _tensor_constant24 = _param_constant2 = _tensor_constant25 = _tensor_constant26 = _tensor_constant27 = _tensor_constant28 = None
    getitem_6 = native_batch_norm_backward_1[0]
    getitem_7 = native_batch_norm_backward_1[1]
    getitem_8 = native_batch_norm_backward_1[2];  native_batch_norm_backward_1 = None
    _tensor_constant29 = self._tensor_constant29
    _param_constant3 = self._param_constant3
    convolution_backward_1 = torch.ops.aten.convolution_backward.default(getitem_6, _tensor_constant29, _param_constant3, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_6 = _tensor_constant29 = _param_constant3 = None
    getitem_9 = convolution_backward_1[0]
    getitem_10 = convolution_backward_1[1]
    getitem_11 = convolution_backward_1[2];  convolution_backward_1 = getitem_11 = None
    _tensor_constant30 = self._tensor_constant30
    _param_constant4 = self._param_constant4
    _tensor_constant31 = self._tensor_constant31
    _tensor_constant32 = self._tensor_constant32
    _tensor_constant33 = self._tensor_constant33
    _tensor_constant34 = self._tensor_constant34
    native_batch_norm_backward_2 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_1, _tensor_constant30, _param_constant4, _tensor_constant31, _tensor_constant32, _tensor_constant33, _tensor_constant34, True, 1e-05, [True, True, True]);  threshold_backward_1 = _tensor_constant30 = _param_constant4 = _tensor_constant31 = _tensor_constant32 = _tensor_constant33 = _tensor_constant34 = None
    getitem_12 = native_batch_norm_backward_2[0]
    getitem_13 = native_batch_norm_backward_2[1]
    getitem_14 = native_batch_norm_backward_2[2];  native_batch_norm_backward_2 = None
    _tensor_constant35 = self._tensor_constant35
    _param_constant5 = self._param_constant5
    convolution_backward_2 = torch.ops.aten.convolution_backward.default(getitem_12, _tensor_constant35, _param_constant5, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_12 = _tensor_constant35 = _param_constant5 = None
    getitem_15 = convolution_backward_2[0]
    getitem_16 = convolution_backward_2[1]
    getitem_17 = convolution_backward_2[2];  convolution_backward_2 = getitem_17 = None
    _tensor_constant36 = self._tensor_constant36
    detach_11 = torch.ops.aten.detach.default(_tensor_constant36);  _tensor_constant36 = None
    threshold_backward_2 = torch.ops.aten.threshold_backward.default(getitem_15, detach_11, 0);  getitem_15 = detach_11 = None
    _tensor_constant37 = self._tensor_constant37
    _param_constant6 = self._param_constant6
    _tensor_constant38 = self._tensor_constant38
    _tensor_constant39 = self._tensor_constant39
    _tensor_constant40 = self._tensor_constant40
    _tensor_constant41 = self._tensor_constant41
    native_batch_norm_backward_3 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_2, _tensor_constant37, _param_constant6, _tensor_constant38, _tensor_constant39, _tensor_constant40, _tensor_constant41, True, 1e-05, [True, True, True]);  threshold_backward_2 = _tensor_constant37 = _param_constant6 = _tensor_constant38 = _tensor_constant39 = _tensor_constant40 = _tensor_constant41 = None
    getitem_18 = native_batch_norm_backward_3[0]
    getitem_19 = native_batch_norm_backward_3[1]
    getitem_20 = native_batch_norm_backward_3[2];  native_batch_norm_backward_3 = None
    _tensor_constant42 = self._tensor_constant42
    _param_constant7 = self._param_constant7
    convolution_backward_3 = torch.ops.aten.convolution_backward.default(getitem_18, _tensor_constant42, _param_constant7, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_18 = _tensor_constant42 = _param_constant7 = None
    getitem_21 = convolution_backward_3[0]
    getitem_22 = convolution_backward_3[1]
    getitem_23 = convolution_backward_3[2];  convolution_backward_3 = getitem_23 = None
    _tensor_constant43 = self._tensor_constant43
    detach_12 = torch.ops.aten.detach.default(_tensor_constant43);  _tensor_constant43 = None
    threshold_backward_3 = torch.ops.aten.threshold_backward.default(getitem_21, detach_12, 0);  getitem_21 = detach_12 = None
    _tensor_constant44 = self._tensor_constant44
    _param_constant8 = self._param_constant8
    _tensor_constant45 = self._tensor_constant45
    _tensor_constant46 = self._tensor_constant46
    _tensor_constant47 = self._tensor_constant47
    _tensor_constant48 = self._tensor_constant48
    native_batch_norm_backward_4 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_3, _tensor_constant44, _param_constant8, _tensor_constant45, _tensor_constant46, _tensor_constant47, _tensor_constant48, True, 1e-05, [True, True, True]);  threshold_backward_3 = _tensor_constant44 = _param_constant8 = _tensor_constant45 = _tensor_constant46 = _tensor_constant47 = _tensor_constant48 = None
    getitem_24 = native_batch_norm_backward_4[0]
    getitem_25 = native_batch_norm_backward_4[1]
    getitem_26 = native_batch_norm_backward_4[2];  native_batch_norm_backward_4 = None
    _tensor_constant29_1 = self._tensor_constant29
    _param_constant9 = self._param_constant9
    convolution_backward_4 = torch.ops.aten.convolution_backward.default(getitem_24, _tensor_constant29_1, _param_constant9, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_24 = _tensor_constant29_1 = _param_constant9 = None
    getitem_27 = convolution_backward_4[0]
    getitem_28 = convolution_backward_4[1]
    getitem_29 = convolution_backward_4[2];  convolution_backward_4 = getitem_29 = None
    add_1 = torch.ops.aten.add.Tensor(getitem_9, getitem_27);  getitem_9 = getitem_27 = None
    _tensor_constant49 = self._tensor_constant49
    detach_13 = torch.ops.aten.detach.default(_tensor_constant49);  _tensor_constant49 = None
    threshold_backward_4 = torch.ops.aten.threshold_backward.default(add_1, detach_13, 0);  add_1 = detach_13 = None
    _tensor_constant50 = self._tensor_constant50
    _param_constant10 = self._param_constant10
    _tensor_constant51 = self._tensor_constant51
    _tensor_constant52 = self._tensor_constant52
    _tensor_constant53 = self._tensor_constant53
    _tensor_constant54 = self._tensor_constant54
    native_batch_norm_backward_5 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_4, _tensor_constant50, _param_constant10, _tensor_constant51, _tensor_constant52, _tensor_constant53, _tensor_constant54, True, 1e-05, [True, True, True]);  _tensor_constant50 = _param_constant10 = _tensor_constant51 = _tensor_constant52 = _tensor_constant53 = _tensor_constant54 = None
    getitem_30 = native_batch_norm_backward_5[0]
    getitem_31 = native_batch_norm_backward_5[1]
    getitem_32 = native_batch_norm_backward_5[2];  native_batch_norm_backward_5 = None
    _tensor_constant55 = self._tensor_constant55
    _param_constant11 = self._param_constant11
    convolution_backward_5 = torch.ops.aten.convolution_backward.default(getitem_30, _tensor_constant55, _param_constant11, [0], [2, 2], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_30 = _tensor_constant55 = _param_constant11 = None
    getitem_33 = convolution_backward_5[0]
    getitem_34 = convolution_backward_5[1]
    getitem_35 = convolution_backward_5[2];  convolution_backward_5 = getitem_35 = None
    _tensor_constant56 = self._tensor_constant56
    _param_constant12 = self._param_constant12
    _tensor_constant57 = self._tensor_constant57
    _tensor_constant58 = self._tensor_constant58
    _tensor_constant59 = self._tensor_constant59
    _tensor_constant60 = self._tensor_constant60
    native_batch_norm_backward_6 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_4, _tensor_constant56, _param_constant12, _tensor_constant57, _tensor_constant58, _tensor_constant59, _tensor_constant60, True, 1e-05, [True, True, True]);  threshold_backward_4 = _tensor_constant56 = _param_constant12 = _tensor_constant57 = _tensor_constant58 = _tensor_constant59 = _tensor_constant60 = None
    getitem_36 = native_batch_norm_backward_6[0]
    getitem_37 = native_batch_norm_backward_6[1]
    getitem_38 = native_batch_norm_backward_6[2];  native_batch_norm_backward_6 = None
    _tensor_constant61 = self._tensor_constant61
    _param_constant13 = self._param_constant13
    convolution_backward_6 = torch.ops.aten.convolution_backward.default(getitem_36, _tensor_constant61, _param_constant13, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_36 = _tensor_constant61 = _param_constant13 = None
    getitem_39 = convolution_backward_6[0]
    getitem_40 = convolution_backward_6[1]
    getitem_41 = convolution_backward_6[2];  convolution_backward_6 = getitem_41 = None
    _tensor_constant62 = self._tensor_constant62
    detach_14 = torch.ops.aten.detach.default(_tensor_constant62);  _tensor_constant62 = None
    threshold_backward_5 = torch.ops.aten.threshold_backward.default(getitem_39, detach_14, 0);  getitem_39 = detach_14 = None
    _tensor_constant63 = self._tensor_constant63
    _param_constant14 = self._param_constant14
    _tensor_constant64 = self._tensor_constant64
    _tensor_constant65 = self._tensor_constant65
    _tensor_constant66 = self._tensor_constant66
    _tensor_constant67 = self._tensor_constant67
    native_batch_norm_backward_7 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_5, _tensor_constant63, _param_constant14, _tensor_constant64, _tensor_constant65, _tensor_constant66, _tensor_constant67, True, 1e-05, [True, True, True]);  threshold_backward_5 = _tensor_constant63 = _param_constant14 = _tensor_constant64 = _tensor_constant65 = _tensor_constant66 = _tensor_constant67 = None
    getitem_42 = native_batch_norm_backward_7[0]
    getitem_43 = native_batch_norm_backward_7[1]
    getitem_44 = native_batch_norm_backward_7[2];  native_batch_norm_backward_7 = None
    _tensor_constant68 = self._tensor_constant68
    _param_constant15 = self._param_constant15
    convolution_backward_7 = torch.ops.aten.convolution_backward.default(getitem_42, _tensor_constant68, _param_constant15, [0], [2, 2], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_42 = _tensor_constant68 = _param_constant15 = None
    getitem_45 = convolution_backward_7[0]
    getitem_46 = convolution_backward_7[1]
    getitem_47 = convolution_backward_7[2];  convolution_backward_7 = getitem_47 = None
    _tensor_constant69 = self._tensor_constant69
    detach_15 = torch.ops.aten.detach.default(_tensor_constant69);  _tensor_constant69 = None
    threshold_backward_6 = torch.ops.aten.threshold_backward.default(getitem_45, detach_15, 0);  getitem_45 = detach_15 = None
    _tensor_constant70 = self._tensor_constant70
    _param_constant16 = self._param_constant16
    _tensor_constant71 = self._tensor_constant71
    _tensor_constant72 = self._tensor_constant72
    _tensor_constant73 = self._tensor_constant73
    _tensor_constant74 = self._tensor_constant74
    native_batch_norm_backward_8 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_6, _tensor_constant70, _param_constant16, _tensor_constant71, _tensor_constant72, _tensor_constant73, _tensor_constant74, True, 1e-05, [True, True, True]);  threshold_backward_6 = _tensor_constant70 = _param_constant16 = _tensor_constant71 = _tensor_constant72 = _tensor_constant73 = _tensor_constant74 = None
    getitem_48 = native_batch_norm_backward_8[0]
    getitem_49 = native_batch_norm_backward_8[1]
    getitem_50 = native_batch_norm_backward_8[2];  native_batch_norm_backward_8 = None
    _tensor_constant55_1 = self._tensor_constant55
    _param_constant17 = self._param_constant17
    convolution_backward_8 = torch.ops.aten.convolution_backward.default(getitem_48, _tensor_constant55_1, _param_constant17, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_48 = _tensor_constant55_1 = _param_constant17 = None
    getitem_51 = convolution_backward_8[0]
    getitem_52 = convolution_backward_8[1]
    getitem_53 = convolution_backward_8[2];  convolution_backward_8 = getitem_53 = None
    add_2 = torch.ops.aten.add.Tensor(getitem_33, getitem_51);  getitem_33 = getitem_51 = None
    _tensor_constant75 = self._tensor_constant75
    detach_16 = torch.ops.aten.detach.default(_tensor_constant75);  _tensor_constant75 = None
    threshold_backward_7 = torch.ops.aten.threshold_backward.default(add_2, detach_16, 0);  add_2 = detach_16 = None
    _tensor_constant76 = self._tensor_constant76
    _param_constant18 = self._param_constant18
    _tensor_constant77 = self._tensor_constant77
    _tensor_constant78 = self._tensor_constant78
    _tensor_constant79 = self._tensor_constant79
    _tensor_constant80 = self._tensor_constant80
    native_batch_norm_backward_9 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_7, _tensor_constant76, _param_constant18, _tensor_constant77, _tensor_constant78, _tensor_constant79, _tensor_constant80, True, 1e-05, [True, True, True]);  _tensor_constant76 = _param_constant18 = _tensor_constant77 = _tensor_constant78 = _tensor_constant79 = _tensor_constant80 = None
    getitem_54 = native_batch_norm_backward_9[0]
    getitem_55 = native_batch_norm_backward_9[1]
    getitem_56 = native_batch_norm_backward_9[2];  native_batch_norm_backward_9 = None
    _tensor_constant81 = self._tensor_constant81
    _param_constant19 = self._param_constant19
    convolution_backward_9 = torch.ops.aten.convolution_backward.default(getitem_54, _tensor_constant81, _param_constant19, [0], [2, 2], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_54 = _tensor_constant81 = _param_constant19 = None
    getitem_57 = convolution_backward_9[0]
    getitem_58 = convolution_backward_9[1]
    getitem_59 = convolution_backward_9[2];  convolution_backward_9 = getitem_59 = None
    _tensor_constant82 = self._tensor_constant82
    _param_constant20 = self._param_constant20
    _tensor_constant83 = self._tensor_constant83
    _tensor_constant84 = self._tensor_constant84
    _tensor_constant85 = self._tensor_constant85
    _tensor_constant86 = self._tensor_constant86
    native_batch_norm_backward_10 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_7, _tensor_constant82, _param_constant20, _tensor_constant83, _tensor_constant84, _tensor_constant85, _tensor_constant86, True, 1e-05, [True, True, True]);  threshold_backward_7 = _tensor_constant82 = _param_constant20 = _tensor_constant83 = _tensor_constant84 = _tensor_constant85 = _tensor_constant86 = None
    getitem_60 = native_batch_norm_backward_10[0]
    getitem_61 = native_batch_norm_backward_10[1]
    getitem_62 = native_batch_norm_backward_10[2];  native_batch_norm_backward_10 = None
    _tensor_constant87 = self._tensor_constant87
    _param_constant21 = self._param_constant21
    convolution_backward_10 = torch.ops.aten.convolution_backward.default(getitem_60, _tensor_constant87, _param_constant21, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_60 = _tensor_constant87 = _param_constant21 = None
    getitem_63 = convolution_backward_10[0]
    getitem_64 = convolution_backward_10[1]
    getitem_65 = convolution_backward_10[2];  convolution_backward_10 = getitem_65 = None
    _tensor_constant88 = self._tensor_constant88
    detach_17 = torch.ops.aten.detach.default(_tensor_constant88);  _tensor_constant88 = None
    threshold_backward_8 = torch.ops.aten.threshold_backward.default(getitem_63, detach_17, 0);  getitem_63 = detach_17 = None
    _tensor_constant89 = self._tensor_constant89
    _param_constant22 = self._param_constant22
    _tensor_constant90 = self._tensor_constant90
    _tensor_constant91 = self._tensor_constant91
    _tensor_constant92 = self._tensor_constant92
    _tensor_constant93 = self._tensor_constant93
    native_batch_norm_backward_11 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_8, _tensor_constant89, _param_constant22, _tensor_constant90, _tensor_constant91, _tensor_constant92, _tensor_constant93, True, 1e-05, [True, True, True]);  threshold_backward_8 = _tensor_constant89 = _param_constant22 = _tensor_constant90 = _tensor_constant91 = _tensor_constant92 = _tensor_constant93 = None
    getitem_66 = native_batch_norm_backward_11[0]
    getitem_67 = native_batch_norm_backward_11[1]
    getitem_68 = native_batch_norm_backward_11[2];  native_batch_norm_backward_11 = None
    _tensor_constant94 = self._tensor_constant94
    _param_constant23 = self._param_constant23
    convolution_backward_11 = torch.ops.aten.convolution_backward.default(getitem_66, _tensor_constant94, _param_constant23, [0], [2, 2], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_66 = _tensor_constant94 = _param_constant23 = None
    getitem_69 = convolution_backward_11[0]
    getitem_70 = convolution_backward_11[1]
    getitem_71 = convolution_backward_11[2];  convolution_backward_11 = getitem_71 = None
    _tensor_constant95 = self._tensor_constant95
    detach_18 = torch.ops.aten.detach.default(_tensor_constant95);  _tensor_constant95 = None
    threshold_backward_9 = torch.ops.aten.threshold_backward.default(getitem_69, detach_18, 0);  getitem_69 = detach_18 = None
    _tensor_constant96 = self._tensor_constant96
    _param_constant24 = self._param_constant24
    _tensor_constant97 = self._tensor_constant97
    _tensor_constant98 = self._tensor_constant98
    _tensor_constant99 = self._tensor_constant99
    _tensor_constant100 = self._tensor_constant100
    native_batch_norm_backward_12 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_9, _tensor_constant96, _param_constant24, _tensor_constant97, _tensor_constant98, _tensor_constant99, _tensor_constant100, True, 1e-05, [True, True, True]);  threshold_backward_9 = _tensor_constant96 = _param_constant24 = _tensor_constant97 = _tensor_constant98 = _tensor_constant99 = _tensor_constant100 = None
    getitem_72 = native_batch_norm_backward_12[0]
    getitem_73 = native_batch_norm_backward_12[1]
    getitem_74 = native_batch_norm_backward_12[2];  native_batch_norm_backward_12 = None
    _tensor_constant81_1 = self._tensor_constant81
    _param_constant25 = self._param_constant25
    convolution_backward_12 = torch.ops.aten.convolution_backward.default(getitem_72, _tensor_constant81_1, _param_constant25, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_72 = _tensor_constant81_1 = _param_constant25 = None
    getitem_75 = convolution_backward_12[0]
    getitem_76 = convolution_backward_12[1]
    getitem_77 = convolution_backward_12[2];  convolution_backward_12 = getitem_77 = None
    add_3 = torch.ops.aten.add.Tensor(getitem_57, getitem_75);  getitem_57 = getitem_75 = None
    _tensor_constant101 = self._tensor_constant101
    detach_19 = torch.ops.aten.detach.default(_tensor_constant101);  _tensor_constant101 = None
    threshold_backward_10 = torch.ops.aten.threshold_backward.default(add_3, detach_19, 0);  add_3 = detach_19 = None
    _tensor_constant102 = self._tensor_constant102
    _param_constant26 = self._param_constant26
    _tensor_constant103 = self._tensor_constant103
    _tensor_constant104 = self._tensor_constant104
    _tensor_constant105 = self._tensor_constant105
    _tensor_constant106 = self._tensor_constant106
    native_batch_norm_backward_13 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_10, _tensor_constant102, _param_constant26, _tensor_constant103, _tensor_constant104, _tensor_constant105, _tensor_constant106, True, 1e-05, [True, True, True]);  _tensor_constant102 = _param_constant26 = _tensor_constant103 = _tensor_constant104 = _tensor_constant105 = _tensor_constant106 = None
    getitem_78 = native_batch_norm_backward_13[0]
    getitem_79 = native_batch_norm_backward_13[1]
    getitem_80 = native_batch_norm_backward_13[2];  native_batch_norm_backward_13 = None
    _tensor_constant107 = self._tensor_constant107
    _param_constant27 = self._param_constant27
    convolution_backward_13 = torch.ops.aten.convolution_backward.default(getitem_78, _tensor_constant107, _param_constant27, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_78 = _tensor_constant107 = _param_constant27 = None
    getitem_81 = convolution_backward_13[0]
    getitem_82 = convolution_backward_13[1]
    getitem_83 = convolution_backward_13[2];  convolution_backward_13 = getitem_83 = None
    _tensor_constant108 = self._tensor_constant108
    _param_constant28 = self._param_constant28
    _tensor_constant109 = self._tensor_constant109
    _tensor_constant110 = self._tensor_constant110
    _tensor_constant111 = self._tensor_constant111
    _tensor_constant112 = self._tensor_constant112
    native_batch_norm_backward_14 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_10, _tensor_constant108, _param_constant28, _tensor_constant109, _tensor_constant110, _tensor_constant111, _tensor_constant112, True, 1e-05, [True, True, True]);  threshold_backward_10 = _tensor_constant108 = _param_constant28 = _tensor_constant109 = _tensor_constant110 = _tensor_constant111 = _tensor_constant112 = None
    getitem_84 = native_batch_norm_backward_14[0]
    getitem_85 = native_batch_norm_backward_14[1]
    getitem_86 = native_batch_norm_backward_14[2];  native_batch_norm_backward_14 = None
    _tensor_constant113 = self._tensor_constant113
    _param_constant29 = self._param_constant29
    convolution_backward_14 = torch.ops.aten.convolution_backward.default(getitem_84, _tensor_constant113, _param_constant29, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_84 = _tensor_constant113 = _param_constant29 = None
    getitem_87 = convolution_backward_14[0]
    getitem_88 = convolution_backward_14[1]
    getitem_89 = convolution_backward_14[2];  convolution_backward_14 = getitem_89 = None
    _tensor_constant114 = self._tensor_constant114
    detach_20 = torch.ops.aten.detach.default(_tensor_constant114);  _tensor_constant114 = None
    threshold_backward_11 = torch.ops.aten.threshold_backward.default(getitem_87, detach_20, 0);  getitem_87 = detach_20 = None
    _tensor_constant115 = self._tensor_constant115
    _param_constant30 = self._param_constant30
    _tensor_constant116 = self._tensor_constant116
    _tensor_constant117 = self._tensor_constant117
    _tensor_constant118 = self._tensor_constant118
    _tensor_constant119 = self._tensor_constant119
    native_batch_norm_backward_15 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_11, _tensor_constant115, _param_constant30, _tensor_constant116, _tensor_constant117, _tensor_constant118, _tensor_constant119, True, 1e-05, [True, True, True]);  threshold_backward_11 = _tensor_constant115 = _param_constant30 = _tensor_constant116 = _tensor_constant117 = _tensor_constant118 = _tensor_constant119 = None
    getitem_90 = native_batch_norm_backward_15[0]
    getitem_91 = native_batch_norm_backward_15[1]
    getitem_92 = native_batch_norm_backward_15[2];  native_batch_norm_backward_15 = None
    _tensor_constant120 = self._tensor_constant120
    _param_constant31 = self._param_constant31
    convolution_backward_15 = torch.ops.aten.convolution_backward.default(getitem_90, _tensor_constant120, _param_constant31, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_90 = _tensor_constant120 = _param_constant31 = None
    getitem_93 = convolution_backward_15[0]
    getitem_94 = convolution_backward_15[1]
    getitem_95 = convolution_backward_15[2];  convolution_backward_15 = getitem_95 = None
    _tensor_constant121 = self._tensor_constant121
    detach_21 = torch.ops.aten.detach.default(_tensor_constant121);  _tensor_constant121 = None
    threshold_backward_12 = torch.ops.aten.threshold_backward.default(getitem_93, detach_21, 0);  getitem_93 = detach_21 = None
    _tensor_constant122 = self._tensor_constant122
    _param_constant32 = self._param_constant32
    _tensor_constant123 = self._tensor_constant123
    _tensor_constant124 = self._tensor_constant124
    _tensor_constant125 = self._tensor_constant125
    _tensor_constant126 = self._tensor_constant126
    native_batch_norm_backward_16 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_12, _tensor_constant122, _param_constant32, _tensor_constant123, _tensor_constant124, _tensor_constant125, _tensor_constant126, True, 1e-05, [True, True, True]);  threshold_backward_12 = _tensor_constant122 = _param_constant32 = _tensor_constant123 = _tensor_constant124 = _tensor_constant125 = _tensor_constant126 = None
    getitem_96 = native_batch_norm_backward_16[0]
    getitem_97 = native_batch_norm_backward_16[1]
    getitem_98 = native_batch_norm_backward_16[2];  native_batch_norm_backward_16 = None
    _tensor_constant107_1 = self._tensor_constant107
    _param_constant33 = self._param_constant33
    convolution_backward_16 = torch.ops.aten.convolution_backward.default(getitem_96, _tensor_constant107_1, _param_constant33, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_96 = _tensor_constant107_1 = _param_constant33 = None
    getitem_99 = convolution_backward_16[0]
    getitem_100 = convolution_backward_16[1]
    getitem_101 = convolution_backward_16[2];  convolution_backward_16 = getitem_101 = None
    add_4 = torch.ops.aten.add.Tensor(getitem_81, getitem_99);  getitem_81 = getitem_99 = None
    _tensor_constant127 = self._tensor_constant127
    _tensor_constant128 = self._tensor_constant128
    max_pool2d_with_indices_backward = torch.ops.aten.max_pool2d_with_indices_backward.default(add_4, _tensor_constant127, [3, 3], [2, 2], [1, 1], [1, 1], False, _tensor_constant128);  add_4 = _tensor_constant127 = _tensor_constant128 = None
    _tensor_constant129 = self._tensor_constant129
    detach_22 = torch.ops.aten.detach.default(_tensor_constant129);  _tensor_constant129 = None
    threshold_backward_13 = torch.ops.aten.threshold_backward.default(max_pool2d_with_indices_backward, detach_22, 0);  max_pool2d_with_indices_backward = detach_22 = None
    _tensor_constant130 = self._tensor_constant130
    _param_constant34 = self._param_constant34
    _tensor_constant131 = self._tensor_constant131
    _tensor_constant132 = self._tensor_constant132
    _tensor_constant133 = self._tensor_constant133
    _tensor_constant134 = self._tensor_constant134
    native_batch_norm_backward_17 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_13, _tensor_constant130, _param_constant34, _tensor_constant131, _tensor_constant132, _tensor_constant133, _tensor_constant134, True, 1e-05, [True, True, True]);  threshold_backward_13 = _tensor_constant130 = _param_constant34 = _tensor_constant131 = _tensor_constant132 = _tensor_constant133 = _tensor_constant134 = None
    getitem_102 = native_batch_norm_backward_17[0]
    getitem_103 = native_batch_norm_backward_17[1]
    getitem_104 = native_batch_norm_backward_17[2];  native_batch_norm_backward_17 = None
    _tensor_constant135 = self._tensor_constant135
    _param_constant35 = self._param_constant35
    convolution_backward_17 = torch.ops.aten.convolution_backward.default(getitem_102, _tensor_constant135, _param_constant35, [0], [2, 2], [3, 3], [1, 1], False, [0, 0], 1, [False, True, False]);  getitem_102 = _tensor_constant135 = _param_constant35 = None
    getitem_105 = convolution_backward_17[0];  getitem_105 = None
    getitem_106 = convolution_backward_17[1]
    getitem_107 = convolution_backward_17[2];  convolution_backward_17 = getitem_107 = None
    return (getitem_106, getitem_103, getitem_104, getitem_100, getitem_97, getitem_98, getitem_94, getitem_91, getitem_92, getitem_88, getitem_85, getitem_86, getitem_82, getitem_79, getitem_80, getitem_76, getitem_73, getitem_74, getitem_70, getitem_67, getitem_68, getitem_64, getitem_61, getitem_62, getitem_58, getitem_55, getitem_56, getitem_52, getitem_49, getitem_50, getitem_46, getitem_43, getitem_44, getitem_40, getitem_37, getitem_38, getitem_34, getitem_31, getitem_32, getitem_28, getitem_25, getitem_26, getitem_22, getitem_19, getitem_20, getitem_16, getitem_13, getitem_14, getitem_10, getitem_7, getitem_8, getitem_4, getitem_1, getitem_2, t_3, view)
    