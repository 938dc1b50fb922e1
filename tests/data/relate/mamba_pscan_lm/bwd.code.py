


def forward(self, loss_1):
    ones_like = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
    _tensor_constant0 = self._tensor_constant0
    _tensor_constant1 = self._tensor_constant1
    _tensor_constant2 = self._tensor_constant2
    nll_loss_backward = torch.ops.aten.nll_loss_backward.default(ones_like, _tensor_constant0, _tensor_constant1, None, 1, -100, _tensor_constant2);  ones_like = _tensor_constant0 = _tensor_constant1 = _tensor_constant2 = None
    _tensor_constant3 = self._tensor_constant3
    detach = torch.ops.aten.detach.default(_tensor_constant3);  _tensor_constant3 = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach, 1, torch.float32);  nll_loss_backward = detach = None
    view = torch.ops.aten.view.default(_log_softmax_backward_data, [2, 8, 11]);  _log_softmax_backward_data = None
    view_1 = torch.ops.aten.view.default(view, [16, 11]);  view = None
    t = torch.ops.aten.t.default(view_1)
    _tensor_constant4 = self._tensor_constant4
    mm = torch.ops.aten.mm.default(t, _tensor_constant4);  t = _tensor_constant4 = None
    t_1 = torch.ops.aten.t.default(mm);  mm = None
    _tensor_constant5 = self._tensor_constant5
    t_2 = torch.ops.aten.t.default(_tensor_constant5);  _tensor_constant5 = None
    mm_1 = torch.ops.aten.mm.default(view_1, t_2);  view_1 = t_2 = None
    view_2 = torch.ops.aten.view.default(mm_1, [2, 8, 8]);  mm_1 = None
    t_3 = torch.ops.aten.t.default(t_1);  t_1 = None
    _tensor_constant6 = self._tensor_constant6
    mul = torch.ops.aten.mul.Tensor(view_2, _tensor_constant6);  _tensor_constant6 = None
    _param_constant0 = self._param_constant0
    mul_1 = torch.ops.aten.mul.Tensor(view_2, _param_constant0);  view_2 = _param_constant0 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(mul, [0, 1], True);  mul = None
    view_3 = torch.ops.aten.view.default(sum_1, [8]);  sum_1 = None
    _tensor_constant7 = self._tensor_constant7
    mul_2 = torch.ops.aten.mul.Tensor(mul_1, _tensor_constant7);  _tensor_constant7 = None
    _tensor_constant8 = self._tensor_constant8
    mul_3 = torch.ops.aten.mul.Tensor(mul_1, _tensor_constant8);  mul_1 = _tensor_constant8 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(mul_2, [2], True);  mul_2 = None
    _tensor_constant9 = self._tensor_constant9
    detach_1 = torch.ops.aten.detach.default(_tensor_constant9);  _tensor_constant9 = None
    pow_1 = torch.ops.aten.pow.Tensor_Scalar(detach_1, 3);  detach_1 = None
    mul_4 = torch.ops.aten.mul.Scalar(sum_2, -0.5);  sum_2 = None
    mul_5 = torch.ops.aten.mul.Tensor(mul_4, pow_1);  mul_4 = pow_1 = None
    expand = torch.ops.aten.expand.default(mul_5, [2, 8, 8]);  mul_5 = None
    div = torch.ops.aten.div.Scalar(expand, 8);  expand = None
    _tensor_constant7_1 = self._tensor_constant7
    pow_2 = torch.ops.aten.pow.Tensor_Scalar(_tensor_constant7_1, 1.0);  _tensor_constant7_1 = None
    mul_6 = torch.ops.aten.mul.Scalar(pow_2, 2.0);  pow_2 = None
    mul_7 = torch.ops.aten.mul.Tensor(div, mul_6);  div = mul_6 = None
    add = torch.ops.aten.add.Tensor(mul_3, mul_7);  mul_3 = mul_7 = None
    view_4 = torch.ops.aten.view.default(add, [16, 8])
    t_4 = torch.ops.aten.t.default(view_4)
    _tensor_constant10 = self._tensor_constant10
    mm_2 = torch.ops.aten.mm.default(t_4, _tensor_constant10);  t_4 = _tensor_constant10 = None
    t_5 = torch.ops.aten.t.default(mm_2);  mm_2 = None
    _tensor_constant11 = self._tensor_constant11
    t_6 = torch.ops.aten.t.default(_tensor_constant11);  _tensor_constant11 = None
    mm_3 = torch.ops.aten.mm.default(view_4, t_6);  view_4 = t_6 = None
    view_5 = torch.ops.aten.view.default(mm_3, [2, 8, 16]);  mm_3 = None
    t_7 = torch.ops.aten.t.default(t_5);  t_5 = None
    _tensor_constant12 = self._tensor_constant12
    mul_8 = torch.ops.aten.mul.Tensor(view_5, _tensor_constant12);  _tensor_constant12 = None
    _tensor_constant13 = self._tensor_constant13
    mul_9 = torch.ops.aten.mul.Tensor(view_5, _tensor_constant13);  view_5 = _tensor_constant13 = None
    _tensor_constant14 = self._tensor_constant14
    silu_backward = torch.ops.aten.silu_backward.default(mul_8, _tensor_constant14);  mul_8 = _tensor_constant14 = None
    _param_constant1 = self._param_constant1
    mul_10 = torch.ops.aten.mul.Tensor(mul_9, _param_constant1);  _param_constant1 = None
    _tensor_constant15 = self._tensor_constant15
    mul_11 = torch.ops.aten.mul.Tensor(mul_9, _tensor_constant15);  _tensor_constant15 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(mul_11, [0, 1], True);  mul_11 = None
    view_6 = torch.ops.aten.view.default(sum_3, [16]);  sum_3 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(mul_9, 3);  mul_9 = None
    view_7 = torch.ops.aten.view.default(unsqueeze, [16, 16, 1]);  unsqueeze = None
    _tensor_constant16 = self._tensor_constant16
    transpose = torch.ops.aten.transpose.int(_tensor_constant16, 1, 2);  _tensor_constant16 = None
    bmm = torch.ops.aten.bmm.default(transpose, view_7);  transpose = None
    _tensor_constant17 = self._tensor_constant17
    transpose_1 = torch.ops.aten.transpose.int(_tensor_constant17, 1, 2);  _tensor_constant17 = None
    bmm_1 = torch.ops.aten.bmm.default(view_7, transpose_1);  view_7 = transpose_1 = None
    view_8 = torch.ops.aten.view.default(bmm, [2, 8, 4, 1]);  bmm = None
    view_9 = torch.ops.aten.view.default(bmm_1, [2, 8, 16, 4]);  bmm_1 = None
    squeeze = torch.ops.aten.squeeze.dim(view_8, -1);  view_8 = None
    clone = torch.ops.aten.clone.default(view_9);  view_9 = None
    transpose_2 = torch.ops.aten.transpose.int(clone, 2, 1);  clone = None
    _tensor_constant18 = self._tensor_constant18
    transpose_3 = torch.ops.aten.transpose.int(_tensor_constant18, 2, 1);  _tensor_constant18 = None
    slice_1 = torch.ops.aten.slice.Tensor(transpose_3, 2, 1, 9223372036854775807);  transpose_3 = None
    constant_pad_nd = torch.ops.aten.constant_pad_nd.default(slice_1, [0, 0, 0, 1], 0.0);  slice_1 = None
    view_10 = torch.ops.aten.view.default(constant_pad_nd, [2, 16, 4, 2, -1])
    view_11 = torch.ops.aten.view.default(transpose_2, [2, 16, 4, 2, -1])
    select = torch.ops.aten.select.int(view_11, 3, 0)
    select_1 = torch.ops.aten.select.int(view_10, 3, 0)
    select_2 = torch.ops.aten.select.int(view_11, 3, 1)
    mul_12 = torch.ops.aten.mul.Tensor(select_1, select_2);  select_1 = select_2 = None
    add_ = torch.ops.aten.add_.Tensor(select, mul_12);  select = mul_12 = add_ = None
    select_3 = torch.ops.aten.select.int(view_10, 3, 0)
    select_4 = torch.ops.aten.select.int(view_10, 3, 1)
    mul_ = torch.ops.aten.mul_.Tensor(select_3, select_4);  select_3 = select_4 = mul_ = None
    select_5 = torch.ops.aten.select.int(view_10, 3, 0);  view_10 = None
    select_6 = torch.ops.aten.select.int(view_11, 3, 0);  view_11 = None
    select_7 = torch.ops.aten.select.int(select_6, 2, 2)
    select_8 = torch.ops.aten.select.int(select_5, 2, 2)
    select_9 = torch.ops.aten.select.int(select_6, 2, 3)
    mul_13 = torch.ops.aten.mul.Tensor(select_8, select_9);  select_8 = select_9 = None
    add__1 = torch.ops.aten.add_.Tensor(select_7, mul_13);  select_7 = mul_13 = add__1 = None
    select_10 = torch.ops.aten.select.int(select_5, 2, 2)
    select_11 = torch.ops.aten.select.int(select_5, 2, 3)
    mul__1 = torch.ops.aten.mul_.Tensor(select_10, select_11);  select_10 = select_11 = mul__1 = None
    select_12 = torch.ops.aten.select.int(select_6, 2, 0)
    select_13 = torch.ops.aten.select.int(select_5, 2, 0)
    select_14 = torch.ops.aten.select.int(select_6, 2, 1)
    select_15 = torch.ops.aten.select.int(select_5, 2, 1);  select_5 = None
    select_16 = torch.ops.aten.select.int(select_6, 2, 2);  select_6 = None
    mul_14 = torch.ops.aten.mul.Tensor(select_15, select_16);  select_15 = select_16 = None
    add_1 = torch.ops.aten.add.Tensor(select_14, mul_14);  select_14 = mul_14 = None
    mul_15 = torch.ops.aten.mul.Tensor(select_13, add_1);  select_13 = add_1 = None
    add__2 = torch.ops.aten.add_.Tensor(select_12, mul_15);  select_12 = mul_15 = add__2 = None
    slice_2 = torch.ops.aten.slice.Tensor(constant_pad_nd, 2, 0, 8, 2)
    slice_3 = torch.ops.aten.slice.Tensor(transpose_2, 2, 0, 8, 2)
    select_17 = torch.ops.aten.select.int(slice_3, 2, 1)
    select_18 = torch.ops.aten.select.int(slice_2, 2, 1)
    select_19 = torch.ops.aten.select.int(slice_3, 2, 2);  slice_3 = None
    mul_16 = torch.ops.aten.mul.Tensor(select_18, select_19);  select_18 = select_19 = None
    add__3 = torch.ops.aten.add_.Tensor(select_17, mul_16);  select_17 = mul_16 = add__3 = None
    select_20 = torch.ops.aten.select.int(slice_2, 2, 1)
    select_21 = torch.ops.aten.select.int(slice_2, 2, 2);  slice_2 = None
    mul__2 = torch.ops.aten.mul_.Tensor(select_20, select_21);  select_20 = select_21 = mul__2 = None
    alias = torch.ops.aten.alias.default(constant_pad_nd);  constant_pad_nd = None
    alias_1 = torch.ops.aten.alias.default(transpose_2)
    view_12 = torch.ops.aten.view.default(alias, [2, 16, 4, 2, -1]);  alias = None
    view_13 = torch.ops.aten.view.default(alias_1, [2, 16, 4, 2, -1]);  alias_1 = None
    slice_4 = torch.ops.aten.slice.Tensor(view_13, 2, 0, -1)
    select_22 = torch.ops.aten.select.int(slice_4, 3, 1);  slice_4 = None
    slice_5 = torch.ops.aten.slice.Tensor(view_12, 2, 0, -1)
    select_23 = torch.ops.aten.select.int(slice_5, 3, 1);  slice_5 = None
    slice_6 = torch.ops.aten.slice.Tensor(view_13, 2, 1, 9223372036854775807);  view_13 = None
    select_24 = torch.ops.aten.select.int(slice_6, 3, 0);  slice_6 = None
    mul_17 = torch.ops.aten.mul.Tensor(select_23, select_24);  select_23 = select_24 = None
    add__4 = torch.ops.aten.add_.Tensor(select_22, mul_17);  select_22 = mul_17 = add__4 = None
    slice_7 = torch.ops.aten.slice.Tensor(view_12, 2, 0, -1)
    select_25 = torch.ops.aten.select.int(slice_7, 3, 1);  slice_7 = None
    slice_8 = torch.ops.aten.slice.Tensor(view_12, 2, 1, 9223372036854775807);  view_12 = None
    select_26 = torch.ops.aten.select.int(slice_8, 3, 0);  slice_8 = None
    mul__3 = torch.ops.aten.mul_.Tensor(select_25, select_26);  select_25 = select_26 = mul__3 = None
    _tensor_constant19 = self._tensor_constant19
    zeros_like = torch.ops.aten.zeros_like.default(_tensor_constant19, pin_memory = False);  _tensor_constant19 = None
    slice_9 = torch.ops.aten.slice.Tensor(zeros_like, 2, 1, 9223372036854775807)
    _tensor_constant19_1 = self._tensor_constant19
    slice_10 = torch.ops.aten.slice.Tensor(_tensor_constant19_1, 2, 0, -1);  _tensor_constant19_1 = None
    slice_11 = torch.ops.aten.slice.Tensor(transpose_2, 2, 1, 9223372036854775807)
    mul_18 = torch.ops.aten.mul.Tensor(slice_10, slice_11);  slice_10 = slice_11 = None
    add__5 = torch.ops.aten.add_.Tensor(slice_9, mul_18);  slice_9 = mul_18 = add__5 = None
    transpose_4 = torch.ops.aten.transpose.int(zeros_like, 2, 1);  zeros_like = None
    alias_2 = torch.ops.aten.alias.default(transpose_4);  transpose_4 = None
    transpose_5 = torch.ops.aten.transpose.int(transpose_2, 2, 1);  transpose_2 = None
    alias_3 = torch.ops.aten.alias.default(transpose_5);  transpose_5 = None
    _tensor_constant20 = self._tensor_constant20
    mul_19 = torch.ops.aten.mul.Tensor(alias_3, _tensor_constant20);  _tensor_constant20 = None
    _tensor_constant21 = self._tensor_constant21
    mul_20 = torch.ops.aten.mul.Tensor(alias_3, _tensor_constant21);  alias_3 = _tensor_constant21 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(mul_19, [3], True);  mul_19 = None
    squeeze_1 = torch.ops.aten.squeeze.dim(sum_4, -1);  sum_4 = None
    add_2 = torch.ops.aten.add.Tensor(mul_10, squeeze_1);  mul_10 = squeeze_1 = None
    _tensor_constant22 = self._tensor_constant22
    mul_21 = torch.ops.aten.mul.Tensor(mul_20, _tensor_constant22);  _tensor_constant22 = None
    _tensor_constant23 = self._tensor_constant23
    mul_22 = torch.ops.aten.mul.Tensor(mul_20, _tensor_constant23);  mul_20 = _tensor_constant23 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(mul_22, [3], True);  mul_22 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(mul_21, [2], True);  mul_21 = None
    squeeze_2 = torch.ops.aten.squeeze.dim(sum_6, 2);  sum_6 = None
    squeeze_3 = torch.ops.aten.squeeze.dim(sum_5, -1);  sum_5 = None
    _tensor_constant24 = self._tensor_constant24
    detach_2 = torch.ops.aten.detach.default(_tensor_constant24);  _tensor_constant24 = None
    mul_23 = torch.ops.aten.mul.Tensor(alias_2, detach_2);  alias_2 = detach_2 = None
    _tensor_constant25 = self._tensor_constant25
    mul_24 = torch.ops.aten.mul.Tensor(mul_23, _tensor_constant25);  _tensor_constant25 = None
    _tensor_constant26 = self._tensor_constant26
    mul_25 = torch.ops.aten.mul.Tensor(mul_23, _tensor_constant26);  mul_23 = _tensor_constant26 = None
    sum_7 = torch.ops.aten.sum.dim_IntList(mul_25, [3], True);  mul_25 = None
    sum_8 = torch.ops.aten.sum.dim_IntList(mul_24, [0, 1], True);  mul_24 = None
    view_14 = torch.ops.aten.view.default(sum_8, [16, 4]);  sum_8 = None
    squeeze_4 = torch.ops.aten.squeeze.dim(sum_7, -1);  sum_7 = None
    add_3 = torch.ops.aten.add.Tensor(squeeze_3, squeeze_4);  squeeze_3 = squeeze_4 = None
    _tensor_constant27 = self._tensor_constant27
    softplus_backward = torch.ops.aten.softplus_backward.default(add_3, _tensor_constant27, 1, 20);  add_3 = _tensor_constant27 = None
    sum_9 = torch.ops.aten.sum.dim_IntList(softplus_backward, [0, 1], True)
    view_15 = torch.ops.aten.view.default(sum_9, [16]);  sum_9 = None
    transpose_6 = torch.ops.aten.transpose.int(softplus_backward, 1, 2);  softplus_backward = None
    transpose_7 = torch.ops.aten.transpose.int(transpose_6, -2, -1);  transpose_6 = None
    view_16 = torch.ops.aten.view.default(transpose_7, [16, 16]);  transpose_7 = None
    t_8 = torch.ops.aten.t.default(view_16)
    _tensor_constant28 = self._tensor_constant28
    mm_4 = torch.ops.aten.mm.default(t_8, _tensor_constant28);  t_8 = _tensor_constant28 = None
    t_9 = torch.ops.aten.t.default(mm_4);  mm_4 = None
    _tensor_constant29 = self._tensor_constant29
    t_10 = torch.ops.aten.t.default(_tensor_constant29);  _tensor_constant29 = None
    mm_5 = torch.ops.aten.mm.default(view_16, t_10);  view_16 = t_10 = None
    view_17 = torch.ops.aten.view.default(mm_5, [2, 8, 1]);  mm_5 = None
    t_11 = torch.ops.aten.t.default(t_9);  t_9 = None
    transpose_8 = torch.ops.aten.transpose.int(view_17, -2, -1);  view_17 = None
    transpose_9 = torch.ops.aten.transpose.int(transpose_8, 1, 2);  transpose_8 = None
    cat = torch.ops.aten.cat.default([transpose_9, squeeze_2, squeeze], 2);  transpose_9 = squeeze_2 = squeeze = None
    view_18 = torch.ops.aten.view.default(cat, [16, 9]);  cat = None
    t_12 = torch.ops.aten.t.default(view_18)
    _tensor_constant30 = self._tensor_constant30
    mm_6 = torch.ops.aten.mm.default(t_12, _tensor_constant30);  t_12 = _tensor_constant30 = None
    t_13 = torch.ops.aten.t.default(mm_6);  mm_6 = None
    _tensor_constant31 = self._tensor_constant31
    t_14 = torch.ops.aten.t.default(_tensor_constant31);  _tensor_constant31 = None
    mm_7 = torch.ops.aten.mm.default(view_18, t_14);  view_18 = t_14 = None
    view_19 = torch.ops.aten.view.default(mm_7, [2, 8, 16]);  mm_7 = None
    add_4 = torch.ops.aten.add.Tensor(add_2, view_19);  add_2 = view_19 = None
    t_15 = torch.ops.aten.t.default(t_13);  t_13 = None
    neg = torch.ops.aten.neg.default(view_14);  view_14 = None
    _tensor_constant32 = self._tensor_constant32
    detach_3 = torch.ops.aten.detach.default(_tensor_constant32);  _tensor_constant32 = None
    mul_26 = torch.ops.aten.mul.Tensor(neg, detach_3);  neg = detach_3 = None
    _tensor_constant33 = self._tensor_constant33
    silu_backward_1 = torch.ops.aten.silu_backward.default(add_4, _tensor_constant33);  add_4 = _tensor_constant33 = None
    transpose_10 = torch.ops.aten.transpose.int(silu_backward_1, 1, 2);  silu_backward_1 = None
    slice_backward = torch.ops.aten.slice_backward.default(transpose_10, [2, 16, 11], 2, 0, 8, 1);  transpose_10 = None
    _tensor_constant34 = self._tensor_constant34
    _param_constant2 = self._param_constant2
    convolution_backward = torch.ops.aten.convolution_backward.default(slice_backward, _tensor_constant34, _param_constant2, [16], [1], [3], [1], False, [0], 16, [True, True, True]);  slice_backward = _tensor_constant34 = _param_constant2 = None
    getitem = convolution_backward[0]
    getitem_1 = convolution_backward[1]
    getitem_2 = convolution_backward[2];  convolution_backward = None
    transpose_11 = torch.ops.aten.transpose.int(getitem, 1, 2);  getitem = None
    cat_1 = torch.ops.aten.cat.default([transpose_11, silu_backward], 2);  transpose_11 = silu_backward = None
    view_20 = torch.ops.aten.view.default(cat_1, [16, 32]);  cat_1 = None
    t_16 = torch.ops.aten.t.default(view_20)
    _tensor_constant35 = self._tensor_constant35
    mm_8 = torch.ops.aten.mm.default(t_16, _tensor_constant35);  t_16 = _tensor_constant35 = None
    t_17 = torch.ops.aten.t.default(mm_8);  mm_8 = None
    _tensor_constant36 = self._tensor_constant36
    t_18 = torch.ops.aten.t.default(_tensor_constant36);  _tensor_constant36 = None
    mm_9 = torch.ops.aten.mm.default(view_20, t_18);  view_20 = t_18 = None
    view_21 = torch.ops.aten.view.default(mm_9, [2, 8, 8]);  mm_9 = None
    t_19 = torch.ops.aten.t.default(t_17);  t_17 = None
    _tensor_constant37 = self._tensor_constant37
    mul_27 = torch.ops.aten.mul.Tensor(view_21, _tensor_constant37);  _tensor_constant37 = None
    _param_constant3 = self._param_constant3
    mul_28 = torch.ops.aten.mul.Tensor(view_21, _param_constant3);  view_21 = _param_constant3 = None
    sum_10 = torch.ops.aten.sum.dim_IntList(mul_27, [0, 1], True);  mul_27 = None
    view_22 = torch.ops.aten.view.default(sum_10, [8]);  sum_10 = None
    _tensor_constant38 = self._tensor_constant38
    mul_29 = torch.ops.aten.mul.Tensor(mul_28, _tensor_constant38);  _tensor_constant38 = None
    _tensor_constant39 = self._tensor_constant39
    mul_30 = torch.ops.aten.mul.Tensor(mul_28, _tensor_constant39);  mul_28 = _tensor_constant39 = None
    sum_11 = torch.ops.aten.sum.dim_IntList(mul_29, [2], True);  mul_29 = None
    add_5 = torch.ops.aten.add.Tensor(add, mul_30);  add = mul_30 = None
    _tensor_constant40 = self._tensor_constant40
    detach_4 = torch.ops.aten.detach.default(_tensor_constant40);  _tensor_constant40 = None
    pow_3 = torch.ops.aten.pow.Tensor_Scalar(detach_4, 3);  detach_4 = None
    mul_31 = torch.ops.aten.mul.Scalar(sum_11, -0.5);  sum_11 = None
    mul_32 = torch.ops.aten.mul.Tensor(mul_31, pow_3);  mul_31 = pow_3 = None
    expand_1 = torch.ops.aten.expand.default(mul_32, [2, 8, 8]);  mul_32 = None
    div_1 = torch.ops.aten.div.Scalar(expand_1, 8);  expand_1 = None
    _tensor_constant38_1 = self._tensor_constant38
    pow_4 = torch.ops.aten.pow.Tensor_Scalar(_tensor_constant38_1, 1.0);  _tensor_constant38_1 = None
    mul_33 = torch.ops.aten.mul.Scalar(pow_4, 2.0);  pow_4 = None
    mul_34 = torch.ops.aten.mul.Tensor(div_1, mul_33);  div_1 = mul_33 = None
    add_6 = torch.ops.aten.add.Tensor(add_5, mul_34);  add_5 = mul_34 = None
    view_23 = torch.ops.aten.view.default(add_6, [16, 8])
    t_20 = torch.ops.aten.t.default(view_23)
    _tensor_constant41 = self._tensor_constant41
    mm_10 = torch.ops.aten.mm.default(t_20, _tensor_constant41);  t_20 = _tensor_constant41 = None
    t_21 = torch.ops.aten.t.default(mm_10);  mm_10 = None
    _tensor_constant42 = self._tensor_constant42
    t_22 = torch.ops.aten.t.default(_tensor_constant42);  _tensor_constant42 = None
    mm_11 = torch.ops.aten.mm.default(view_23, t_22);  view_23 = t_22 = None
    view_24 = torch.ops.aten.view.default(mm_11, [2, 8, 16]);  mm_11 = None
    t_23 = torch.ops.aten.t.default(t_21);  t_21 = None
    _tensor_constant43 = self._tensor_constant43
    mul_35 = torch.ops.aten.mul.Tensor(view_24, _tensor_constant43);  _tensor_constant43 = None
    _tensor_constant44 = self._tensor_constant44
    mul_36 = torch.ops.aten.mul.Tensor(view_24, _tensor_constant44);  view_24 = _tensor_constant44 = None
    _tensor_constant45 = self._tensor_constant45
    silu_backward_2 = torch.ops.aten.silu_backward.default(mul_35, _tensor_constant45);  mul_35 = _tensor_constant45 = None
    _param_constant4 = self._param_constant4
    mul_37 = torch.ops.aten.mul.Tensor(mul_36, _param_constant4);  _param_constant4 = None
    _tensor_constant46 = self._tensor_constant46
    mul_38 = torch.ops.aten.mul.Tensor(mul_36, _tensor_constant46);  _tensor_constant46 = None
    sum_12 = torch.ops.aten.sum.dim_IntList(mul_38, [0, 1], True);  mul_38 = None
    view_25 = torch.ops.aten.view.default(sum_12, [16]);  sum_12 = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(mul_36, 3);  mul_36 = None
    view_26 = torch.ops.aten.view.default(unsqueeze_1, [16, 16, 1]);  unsqueeze_1 = None
    _tensor_constant47 = self._tensor_constant47
    transpose_12 = torch.ops.aten.transpose.int(_tensor_constant47, 1, 2);  _tensor_constant47 = None
    bmm_2 = torch.ops.aten.bmm.default(transpose_12, view_26);  transpose_12 = None
    _tensor_constant48 = self._tensor_constant48
    transpose_13 = torch.ops.aten.transpose.int(_tensor_constant48, 1, 2);  _tensor_constant48 = None
    bmm_3 = torch.ops.aten.bmm.default(view_26, transpose_13);  view_26 = transpose_13 = None
    view_27 = torch.ops.aten.view.default(bmm_2, [2, 8, 4, 1]);  bmm_2 = None
    view_28 = torch.ops.aten.view.default(bmm_3, [2, 8, 16, 4]);  bmm_3 = None
    squeeze_5 = torch.ops.aten.squeeze.dim(view_27, -1);  view_27 = None
    clone_1 = torch.ops.aten.clone.default(view_28);  view_28 = None
    transpose_14 = torch.ops.aten.transpose.int(clone_1, 2, 1);  clone_1 = None
    _tensor_constant49 = self._tensor_constant49
    transpose_15 = torch.ops.aten.transpose.int(_tensor_constant49, 2, 1);  _tensor_constant49 = None
    slice_12 = torch.ops.aten.slice.Tensor(transpose_15, 2, 1, 9223372036854775807);  transpose_15 = None
    constant_pad_nd_1 = torch.ops.aten.constant_pad_nd.default(slice_12, [0, 0, 0, 1], 0.0);  slice_12 = None
    view_29 = torch.ops.aten.view.default(constant_pad_nd_1, [2, 16, 4, 2, -1])
    view_30 = torch.ops.aten.view.default(transpose_14, [2, 16, 4, 2, -1])
    select_27 = torch.ops.aten.select.int(view_30, 3, 0)
    select_28 = torch.ops.aten.select.int(view_29, 3, 0)
    select_29 = torch.ops.aten.select.int(view_30, 3, 1)
    mul_39 = torch.ops.aten.mul.Tensor(select_28, select_29);  select_28 = select_29 = None
    add__6 = torch.ops.aten.add_.Tensor(select_27, mul_39);  select_27 = mul_39 = add__6 = None
    select_30 = torch.ops.aten.select.int(view_29, 3, 0)
    select_31 = torch.ops.aten.select.int(view_29, 3, 1)
    mul__4 = torch.ops.aten.mul_.Tensor(select_30, select_31);  select_30 = select_31 = mul__4 = None
    select_32 = torch.ops.aten.select.int(view_29, 3, 0);  view_29 = None
    select_33 = torch.ops.aten.select.int(view_30, 3, 0);  view_30 = None
    select_34 = torch.ops.aten.select.int(select_33, 2, 2)
    select_35 = torch.ops.aten.select.int(select_32, 2, 2)
    select_36 = torch.ops.aten.select.int(select_33, 2, 3)
    mul_40 = torch.ops.aten.mul.Tensor(select_35, select_36);  select_35 = select_36 = None
    add__7 = torch.ops.aten.add_.Tensor(select_34, mul_40);  select_34 = mul_40 = add__7 = None
    select_37 = torch.ops.aten.select.int(select_32, 2, 2)
    select_38 = torch.ops.aten.select.int(select_32, 2, 3)
    mul__5 = torch.ops.aten.mul_.Tensor(select_37, select_38);  select_37 = select_38 = mul__5 = None
    select_39 = torch.ops.aten.select.int(select_33, 2, 0)
    select_40 = torch.ops.aten.select.int(select_32, 2, 0)
    select_41 = torch.ops.aten.select.int(select_33, 2, 1)
    select_42 = torch.ops.aten.select.int(select_32, 2, 1);  select_32 = None
    select_43 = torch.ops.aten.select.int(select_33, 2, 2);  select_33 = None
    mul_41 = torch.ops.aten.mul.Tensor(select_42, select_43);  select_42 = select_43 = None
    add_7 = torch.ops.aten.add.Tensor(select_41, mul_41);  select_41 = mul_41 = None
    mul_42 = torch.ops.aten.mul.Tensor(select_40, add_7);  select_40 = add_7 = None
    add__8 = torch.ops.aten.add_.Tensor(select_39, mul_42);  select_39 = mul_42 = add__8 = None
    slice_13 = torch.ops.aten.slice.Tensor(constant_pad_nd_1, 2, 0, 8, 2)
    slice_14 = torch.ops.aten.slice.Tensor(transpose_14, 2, 0, 8, 2)
    select_44 = torch.ops.aten.select.int(slice_14, 2, 1)
    select_45 = torch.ops.aten.select.int(slice_13, 2, 1)
    select_46 = torch.ops.aten.select.int(slice_14, 2, 2);  slice_14 = None
    mul_43 = torch.ops.aten.mul.Tensor(select_45, select_46);  select_45 = select_46 = None
    add__9 = torch.ops.aten.add_.Tensor(select_44, mul_43);  select_44 = mul_43 = add__9 = None
    select_47 = torch.ops.aten.select.int(slice_13, 2, 1)
    select_48 = torch.ops.aten.select.int(slice_13, 2, 2);  slice_13 = None
    mul__6 = torch.ops.aten.mul_.Tensor(select_47, select_48);  select_47 = select_48 = mul__6 = None
    alias_4 = torch.ops.aten.alias.default(constant_pad_nd_1);  constant_pad_nd_1 = None
    alias_5 = torch.ops.aten.alias.default(transpose_14)
    view_31 = torch.ops.aten.view.default(alias_4, [2, 16, 4, 2, -1]);  alias_4 = None
    view_32 = torch.ops.aten.view.default(alias_5, [2, 16, 4, 2, -1]);  alias_5 = None
    slice_15 = torch.ops.aten.slice.Tensor(view_32, 2, 0, -1)
    select_49 = torch.ops.aten.select.int(slice_15, 3, 1);  slice_15 = None
    slice_16 = torch.ops.aten.slice.Tensor(view_31, 2, 0, -1)
    select_50 = torch.ops.aten.select.int(slice_16, 3, 1);  slice_16 = None
    slice_17 = torch.ops.aten.slice.Tensor(view_32, 2, 1, 9223372036854775807);  view_32 = None
    select_51 = torch.ops.aten.select.int(slice_17, 3, 0);  slice_17 = None
    mul_44 = torch.ops.aten.mul.Tensor(select_50, select_51);  select_50 = select_51 = None
    add__10 = torch.ops.aten.add_.Tensor(select_49, mul_44);  select_49 = mul_44 = add__10 = None
    slice_18 = torch.ops.aten.slice.Tensor(view_31, 2, 0, -1)
    select_52 = torch.ops.aten.select.int(slice_18, 3, 1);  slice_18 = None
    slice_19 = torch.ops.aten.slice.Tensor(view_31, 2, 1, 9223372036854775807);  view_31 = None
    select_53 = torch.ops.aten.select.int(slice_19, 3, 0);  slice_19 = None
    mul__7 = torch.ops.aten.mul_.Tensor(select_52, select_53);  select_52 = select_53 = mul__7 = None
    _tensor_constant50 = self._tensor_constant50
    zeros_like_1 = torch.ops.aten.zeros_like.default(_tensor_constant50, pin_memory = False);  _tensor_constant50 = None
    slice_20 = torch.ops.aten.slice.Tensor(zeros_like_1, 2, 1, 9223372036854775807)
    _tensor_constant50_1 = self._tensor_constant50
    slice_21 = torch.ops.aten.slice.Tensor(_tensor_constant50_1, 2, 0, -1);  _tensor_constant50_1 = None
    slice_22 = torch.ops.aten.slice.Tensor(transpose_14, 2, 1, 9223372036854775807)
    mul_45 = torch.ops.aten.mul.Tensor(slice_21, slice_22);  slice_21 = slice_22 = None
    add__11 = torch.ops.aten.add_.Tensor(slice_20, mul_45);  slice_20 = mul_45 = add__11 = None
    transpose_16 = torch.ops.aten.transpose.int(zeros_like_1, 2, 1);  zeros_like_1 = None
    alias_6 = torch.ops.aten.alias.default(transpose_16);  transpose_16 = None
    transpose_17 = torch.ops.aten.transpose.int(transpose_14, 2, 1);  transpose_14 = None
    alias_7 = torch.ops.aten.alias.default(transpose_17);  transpose_17 = None
    _tensor_constant51 = self._tensor_constant51
    mul_46 = torch.ops.aten.mul.Tensor(alias_7, _tensor_constant51);  _tensor_constant51 = None
    _tensor_constant52 = self._tensor_constant52
    mul_47 = torch.ops.aten.mul.Tensor(alias_7, _tensor_constant52);  alias_7 = _tensor_constant52 = None
    sum_13 = torch.ops.aten.sum.dim_IntList(mul_46, [3], True);  mul_46 = None
    squeeze_6 = torch.ops.aten.squeeze.dim(sum_13, -1);  sum_13 = None
    add_8 = torch.ops.aten.add.Tensor(mul_37, squeeze_6);  mul_37 = squeeze_6 = None
    _tensor_constant53 = self._tensor_constant53
    mul_48 = torch.ops.aten.mul.Tensor(mul_47, _tensor_constant53);  _tensor_constant53 = None
    _tensor_constant54 = self._tensor_constant54
    mul_49 = torch.ops.aten.mul.Tensor(mul_47, _tensor_constant54);  mul_47 = _tensor_constant54 = None
    sum_14 = torch.ops.aten.sum.dim_IntList(mul_49, [3], True);  mul_49 = None
    sum_15 = torch.ops.aten.sum.dim_IntList(mul_48, [2], True);  mul_48 = None
    squeeze_7 = torch.ops.aten.squeeze.dim(sum_15, 2);  sum_15 = None
    squeeze_8 = torch.ops.aten.squeeze.dim(sum_14, -1);  sum_14 = None
    _tensor_constant55 = self._tensor_constant55
    detach_5 = torch.ops.aten.detach.default(_tensor_constant55);  _tensor_constant55 = None
    mul_50 = torch.ops.aten.mul.Tensor(alias_6, detach_5);  alias_6 = detach_5 = None
    _tensor_constant56 = self._tensor_constant56
    mul_51 = torch.ops.aten.mul.Tensor(mul_50, _tensor_constant56);  _tensor_constant56 = None
    _tensor_constant57 = self._tensor_constant57
    mul_52 = torch.ops.aten.mul.Tensor(mul_50, _tensor_constant57);  mul_50 = _tensor_constant57 = None
    sum_16 = torch.ops.aten.sum.dim_IntList(mul_52, [3], True);  mul_52 = None
    sum_17 = torch.ops.aten.sum.dim_IntList(mul_51, [0, 1], True);  mul_51 = None
    view_33 = torch.ops.aten.view.default(sum_17, [16, 4]);  sum_17 = None
    squeeze_9 = torch.ops.aten.squeeze.dim(sum_16, -1);  sum_16 = None
    add_9 = torch.ops.aten.add.Tensor(squeeze_8, squeeze_9);  squeeze_8 = squeeze_9 = None
    _tensor_constant58 = self._tensor_constant58
    softplus_backward_1 = torch.ops.aten.softplus_backward.default(add_9, _tensor_constant58, 1, 20);  add_9 = _tensor_constant58 = None
    sum_18 = torch.ops.aten.sum.dim_IntList(softplus_backward_1, [0, 1], True)
    view_34 = torch.ops.aten.view.default(sum_18, [16]);  sum_18 = None
    transpose_18 = torch.ops.aten.transpose.int(softplus_backward_1, 1, 2);  softplus_backward_1 = None
    transpose_19 = torch.ops.aten.transpose.int(transpose_18, -2, -1);  transpose_18 = None
    view_35 = torch.ops.aten.view.default(transpose_19, [16, 16]);  transpose_19 = None
    t_24 = torch.ops.aten.t.default(view_35)
    _tensor_constant59 = self._tensor_constant59
    mm_12 = torch.ops.aten.mm.default(t_24, _tensor_constant59);  t_24 = _tensor_constant59 = None
    t_25 = torch.ops.aten.t.default(mm_12);  mm_12 = None
    _tensor_constant60 = self._tensor_constant60
    t_26 = torch.ops.aten.t.default(_tensor_constant60);  _tensor_constant60 = None
    mm_13 = torch.ops.aten.mm.default(view_35, t_26);  view_35 = t_26 = None
    view_36 = torch.ops.aten.view.default(mm_13, [2, 8, 1]);  mm_13 = None
    t_27 = torch.ops.aten.t.default(t_25);  t_25 = None
    transpose_20 = torch.ops.aten.transpose.int(view_36, -2, -1);  view_36 = None
    transpose_21 = torch.ops.aten.transpose.int(transpose_20, 1, 2);  transpose_20 = None
    cat_2 = torch.ops.aten.cat.default([transpose_21, squeeze_7, squeeze_5], 2);  transpose_21 = squeeze_7 = squeeze_5 = None
    view_37 = torch.ops.aten.view.default(cat_2, [16, 9]);  cat_2 = None
    t_28 = torch.ops.aten.t.default(view_37)
    _tensor_constant61 = self._tensor_constant61
    mm_14 = torch.ops.aten.mm.default(t_28, _tensor_constant61);  t_28 = _tensor_constant61 = None
    t_29 = torch.ops.aten.t.default(mm_14);  mm_14 = None
    _tensor_constant62 = self._tensor_constant62
    t_30 = torch.ops.aten.t.default(_tensor_constant62);  _tensor_constant62 = None
    mm_15 = torch.ops.aten.mm.default(view_37, t_30);  view_37 = t_30 = None
    view_38 = torch.ops.aten.view.default(mm_15, [2, 8, 16]);  mm_15 = None
    add_10 = torch.ops.aten.add.Tensor(add_8, view_38);  add_8 = view_38 = None
    t_31 = torch.ops.aten.t.default(t_29);  t_29 = None
    neg_1 = torch.ops.aten.neg.default(view_33);  view_33 = None
    _tensor_constant63 = self._tensor_constant63
    detach_6 = torch.ops.aten.detach.default(_tensor_constant63);  _tensor_constant63 = None
    mul_53 = torch.ops.aten.mul.Tensor(neg_1, detach_6);  neg_1 = detach_6 = None
    _tensor_constant64 = self._tensor_constant64
    silu_backward_3 = torch.ops.aten.silu_backward.default(add_10, _tensor_constant64);  add_10 = _tensor_constant64 = None
    transpose_22 = torch.ops.aten.transpose.int(silu_backward_3, 1, 2);  silu_backward_3 = None
    slice_backward_1 = torch.ops.aten.slice_backward.default(transpose_22, [2, 16, 11], 2, 0, 8, 1);  transpose_22 = None
    _tensor_constant65 = self._tensor_constant65
    _param_constant5 = self._param_constant5
    convolution_backward_1 = torch.ops.aten.convolution_backward.default(slice_backward_1, _tensor_constant65, _param_constant5, [16], [1], [3], [1], False, [0], 16, [True, True, True]);  slice_backward_1 = _tensor_constant65 = _param_constant5 = None
    getitem_3 = convolution_backward_1[0]
    getitem_4 = convolution_backward_1[1]
    getitem_5 = convolution_backward_1[2];  convolution_backward_1 = None
    transpose_23 = torch.ops.aten.transpose.int(getitem_3, 1, 2);  getitem_3 = None
    cat_3 = torch.ops.aten.cat.default([transpose_23, silu_backward_2], 2);  transpose_23 = silu_backward_2 = None
    view_39 = torch.ops.aten.view.default(cat_3, [16, 32]);  cat_3 = None
    t_32 = torch.ops.aten.t.default(view_39)
    _tensor_constant66 = self._tensor_constant66
    mm_16 = torch.ops.aten.mm.default(t_32, _tensor_constant66);  t_32 = _tensor_constant66 = None
    t_33 = torch.ops.aten.t.default(mm_16);  mm_16 = None
    _tensor_constant67 = self._tensor_constant67
    t_34 = torch.ops.aten.t.default(_tensor_constant67);  _tensor_constant67 = None
    mm_17 = torch.ops.aten.mm.default(view_39, t_34);  view_39 = t_34 = None
    view_40 = torch.ops.aten.view.default(mm_17, [2, 8, 8]);  mm_17 = None
    t_35 = torch.ops.aten.t.default(t_33);  t_33 = None
    _tensor_constant68 = self._tensor_constant68
    mul_54 = torch.ops.aten.mul.Tensor(view_40, _tensor_constant68);  _tensor_constant68 = None
    _param_constant6 = self._param_constant6
    mul_55 = torch.ops.aten.mul.Tensor(view_40, _param_constant6);  view_40 = _param_constant6 = None
    sum_19 = torch.ops.aten.sum.dim_IntList(mul_54, [0, 1], True);  mul_54 = None
    view_41 = torch.ops.aten.view.default(sum_19, [8]);  sum_19 = None
    _tensor_constant69 = self._tensor_constant69
    mul_56 = torch.ops.aten.mul.Tensor(mul_55, _tensor_constant69);  _tensor_constant69 = None
    _tensor_constant70 = self._tensor_constant70
    mul_57 = torch.ops.aten.mul.Tensor(mul_55, _tensor_constant70);  mul_55 = _tensor_constant70 = None
    sum_20 = torch.ops.aten.sum.dim_IntList(mul_56, [2], True);  mul_56 = None
    add_11 = torch.ops.aten.add.Tensor(add_6, mul_57);  add_6 = mul_57 = None
    _tensor_constant71 = self._tensor_constant71
    detach_7 = torch.ops.aten.detach.default(_tensor_constant71);  _tensor_constant71 = None
    pow_5 = torch.ops.aten.pow.Tensor_Scalar(detach_7, 3);  detach_7 = None
    mul_58 = torch.ops.aten.mul.Scalar(sum_20, -0.5);  sum_20 = None
    mul_59 = torch.ops.aten.mul.Tensor(mul_58, pow_5);  mul_58 = pow_5 = None
    expand_2 = torch.ops.aten.expand.default(mul_59, [2, 8, 8]);  mul_59 = None
    div_2 = torch.ops.aten.div.Scalar(expand_2, 8);  expand_2 = None
    _tensor_constant69_1 = self._tensor_constant69
    pow_6 = torch.ops.aten.pow.Tensor_Scalar(_tensor_constant69_1, 1.0);  _tensor_constant69_1 = None
    mul_60 = torch.ops.aten.mul.Scalar(pow_6, 2.0);  pow_6 = None
    mul_61 = torch.ops.aten.mul.Tensor(div_2, mul_60);  div_2 = mul_60 = None
    add_12 = torch.ops.aten.add.Tensor(add_11, mul_61);  add_11 = mul_61 = None
    view_42 = torch.ops.aten.view.default(add_12, [16, 8])
    t_36 = torch.ops.aten.t.default(view_42)
    _tensor_constant72 = self._tensor_constant72
    mm_18 = torch.ops.aten.mm.default(t_36, _tensor_constant72);  t_36 = _tensor_constant72 = None
    t_37 = torch.ops.aten.t.default(mm_18);  mm_18 = None
    _tensor_constant73 = self._tensor_constant73
    t_38 = torch.ops.aten.t.default(_tensor_constant73);  _tensor_constant73 = None
    mm_19 = torch.ops.aten.mm.default(view_42, t_38);  view_42 = t_38 = None
    view_43 = torch.ops.aten.view.default(mm_19, [2, 8, 16]);  mm_19 = None
    t_39 = torch.ops.aten.t.default(t_37);  t_37 = None
    _tensor_constant74 = self._tensor_constant74
    mul_62 = torch.ops.aten.mul.Tensor(view_43, _tensor_constant74);  _tensor_constant74 = None
    _tensor_constant75 = self._tensor_constant75
    mul_63 = torch.ops.aten.mul.Tensor(view_43, _tensor_constant75);  view_43 = _tensor_constant75 = None
    _tensor_constant76 = self._tensor_constant76
    silu_backward_4 = torch.ops.aten.silu_backward.default(mul_62, _tensor_constant76);  mul_62 = _tensor_constant76 = None
    _param_constant7 = self._param_constant7
    mul_64 = torch.ops.aten.mul.Tensor(mul_63, _param_constant7);  _param_constant7 = None
    _tensor_constant77 = self._tensor_constant77
    mul_65 = torch.ops.aten.mul.Tensor(mul_63, _tensor_constant77);  _tensor_constant77 = None
    sum_21 = torch.ops.aten.sum.dim_IntList(mul_65, [0, 1], True);  mul_65 = None
    view_44 = torch.ops.aten.view.default(sum_21, [16]);  sum_21 = None
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(mul_63, 3);  mul_63 = None
    view_45 = torch.ops.aten.view.default(unsqueeze_2, [16, 16, 1]);  unsqueeze_2 = None
    _tensor_constant78 = self._tensor_constant78
    transpose_24 = torch.ops.aten.transpose.int(_tensor_constant78, 1, 2);  _tensor_constant78 = None
    bmm_4 = torch.ops.aten.bmm.default(transpose_24, view_45);  transpose_24 = None
    _tensor_constant79 = self._tensor_constant79
    transpose_25 = torch.ops.aten.transpose.int(_tensor_constant79, 1, 2);  _tensor_constant79 = None
    bmm_5 = torch.ops.aten.bmm.default(view_45, transpose_25);  view_45 = transpose_25 = None
    view_46 = torch.ops.aten.view.default(bmm_4, [2, 8, 4, 1]);  bmm_4 = None
    view_47 = torch.ops.aten.view.default(bmm_5, [2, 8, 16, 4]);  bmm_5 = None
    squeeze_10 = torch.ops.aten.squeeze.dim(view_46, -1);  view_46 = None
    clone_2 = torch.ops.aten.clone.default(view_47);  view_47 = None
    transpose_26 = torch.ops.aten.transpose.int(clone_2, 2, 1);  clone_2 = None
    _tensor_constant80 = self._tensor_constant80
    transpose_27 = torch.ops.aten.transpose.int(_tensor_constant80, 2, 1);  _tensor_constant80 = None
    slice_23 = torch.ops.aten.slice.Tensor(transpose_27, 2, 1, 9223372036854775807);  transpose_27 = None
    constant_pad_nd_2 = torch.ops.aten.constant_pad_nd.default(slice_23, [0, 0, 0, 1], 0.0);  slice_23 = None
    view_48 = torch.ops.aten.view.default(constant_pad_nd_2, [2, 16, 4, 2, -1])
    view_49 = torch.ops.aten.view.default(transpose_26, [2, 16, 4, 2, -1])
    select_54 = torch.ops.aten.select.int(view_49, 3, 0)
    select_55 = torch.ops.aten.select.int(view_48, 3, 0)
    select_56 = torch.ops.aten.select.int(view_49, 3, 1)
    mul_66 = torch.ops.aten.mul.Tensor(select_55, select_56);  select_55 = select_56 = None
    add__12 = torch.ops.aten.add_.Tensor(select_54, mul_66);  select_54 = mul_66 = add__12 = None
    select_57 = torch.ops.aten.select.int(view_48, 3, 0)
    select_58 = torch.ops.aten.select.int(view_48, 3, 1)
    mul__8 = torch.ops.aten.mul_.Tensor(select_57, select_58);  select_57 = select_58 = mul__8 = None
    select_59 = torch.ops.aten.select.int(view_48, 3, 0);  view_48 = None
    select_60 = torch.ops.aten.select.int(view_49, 3, 0);  view_49 = None
    select_61 = torch.ops.aten.select.int(select_60, 2, 2)
    select_62 = torch.ops.aten.select.int(select_59, 2, 2)
    select_63 = torch.ops.aten.select.int(select_60, 2, 3)
    mul_67 = torch.ops.aten.mul.Tensor(select_62, select_63);  select_62 = select_63 = None
    add__13 = torch.ops.aten.add_.Tensor(select_61, mul_67);  select_61 = mul_67 = add__13 = None
    select_64 = torch.ops.aten.select.int(select_59, 2, 2)
    select_65 = torch.ops.aten.select.int(select_59, 2, 3)
    mul__9 = torch.ops.aten.mul_.Tensor(select_64, select_65);  select_64 = select_65 = mul__9 = None
    select_66 = torch.ops.aten.select.int(select_60, 2, 0)
    select_67 = torch.ops.aten.select.int(select_59, 2, 0)
    select_68 = torch.ops.aten.select.int(select_60, 2, 1)
    select_69 = torch.ops.aten.select.int(select_59, 2, 1);  select_59 = None
    select_70 = torch.ops.aten.select.int(select_60, 2, 2);  select_60 = None
    mul_68 = torch.ops.aten.mul.Tensor(select_69, select_70);  select_69 = select_70 = None
    add_13 = torch.ops.aten.add.Tensor(select_68, mul_68);  select_68 = mul_68 = None
    mul_69 = torch.ops.aten.mul.Tensor(select_67, add_13);  select_67 = add_13 = None
    add__14 = torch.ops.aten.add_.Tensor(select_66, mul_69);  select_66 = mul_69 = add__14 = None
    slice_24 = torch.ops.aten.slice.Tensor(constant_pad_nd_2, 2, 0, 8, 2)
    slice_25 = torch.ops.aten.slice.Tensor(transpose_26, 2, 0, 8, 2)
    select_71 = torch.ops.aten.select.int(slice_25, 2, 1)
    select_72 = torch.ops.aten.select.int(slice_24, 2, 1)
    select_73 = torch.ops.aten.select.int(slice_25, 2, 2);  slice_25 = None
    mul_70 = torch.ops.aten.mul.Tensor(select_72, select_73);  select_72 = select_73 = None
    add__15 = torch.ops.aten.add_.Tensor(select_71, mul_70);  select_71 = mul_70 = add__15 = None
    select_74 = torch.ops.aten.select.int(slice_24, 2, 1)
    select_75 = torch.ops.aten.select.int(slice_24, 2, 2);  slice_24 = None
    mul__10 = torch.ops.aten.mul_.Tensor(select_74, select_75);  select_74 = select_75 = mul__10 = None
    alias_8 = torch.ops.aten.alias.default(constant_pad_nd_2);  constant_pad_nd_2 = None
    alias_9 = torch.ops.aten.alias.default(transpose_26)
    view_50 = torch.ops.aten.view.default(alias_8, [2, 16, 4, 2, -1]);  alias_8 = None
    view_51 = torch.ops.aten.view.default(alias_9, [2, 16, 4, 2, -1]);  alias_9 = None
    slice_26 = torch.ops.aten.slice.Tensor(view_51, 2, 0, -1)
    select_76 = torch.ops.aten.select.int(slice_26, 3, 1);  slice_26 = None
    slice_27 = torch.ops.aten.slice.Tensor(view_50, 2, 0, -1)
    select_77 = torch.ops.aten.select.int(slice_27, 3, 1);  slice_27 = None
    slice_28 = torch.ops.aten.slice.Tensor(view_51, 2, 1, 9223372036854775807);  view_51 = None
    select_78 = torch.ops.aten.select.int(slice_28, 3, 0);  slice_28 = None
    mul_71 = torch.ops.aten.mul.Tensor(select_77, select_78);  select_77 = select_78 = None
    add__16 = torch.ops.aten.add_.Tensor(select_76, mul_71);  select_76 = mul_71 = add__16 = None
    slice_29 = torch.ops.aten.slice.Tensor(view_50, 2, 0, -1)
    select_79 = torch.ops.aten.select.int(slice_29, 3, 1);  slice_29 = None
    slice_30 = torch.ops.aten.slice.Tensor(view_50, 2, 1, 9223372036854775807);  view_50 = None
    select_80 = torch.ops.aten.select.int(slice_30, 3, 0);  slice_30 = None
    mul__11 = torch.ops.aten.mul_.Tensor(select_79, select_80);  select_79 = select_80 = mul__11 = None
    _tensor_constant81 = self._tensor_constant81
    zeros_like_2 = torch.ops.aten.zeros_like.default(_tensor_constant81, pin_memory = False);  _tensor_constant81 = None
    slice_31 = torch.ops.aten.slice.Tensor(zeros_like_2, 2, 1, 9223372036854775807)
    _tensor_constant81_1 = self._tensor_constant81
    slice_32 = torch.ops.aten.slice.Tensor(_tensor_constant81_1, 2, 0, -1);  _tensor_constant81_1 = None
    slice_33 = torch.ops.aten.slice.Tensor(transpose_26, 2, 1, 9223372036854775807)
    mul_72 = torch.ops.aten.mul.Tensor(slice_32, slice_33);  slice_32 = slice_33 = None
    add__17 = torch.ops.aten.add_.Tensor(slice_31, mul_72);  slice_31 = mul_72 = add__17 = None
    transpose_28 = torch.ops.aten.transpose.int(zeros_like_2, 2, 1);  zeros_like_2 = None
    alias_10 = torch.ops.aten.alias.default(transpose_28);  transpose_28 = None
    transpose_29 = torch.ops.aten.transpose.int(transpose_26, 2, 1);  transpose_26 = None
    alias_11 = torch.ops.aten.alias.default(transpose_29);  transpose_29 = None
    _tensor_constant82 = self._tensor_constant82
    mul_73 = torch.ops.aten.mul.Tensor(alias_11, _tensor_constant82);  _tensor_constant82 = None
    _tensor_constant83 = self._tensor_constant83
    mul_74 = torch.ops.aten.mul.Tensor(alias_11, _tensor_constant83);  alias_11 = _tensor_constant83 = None
    sum_22 = torch.ops.aten.sum.dim_IntList(mul_73, [3], True);  mul_73 = None
    squeeze_11 = torch.ops.aten.squeeze.dim(sum_22, -1);  sum_22 = None
    add_14 = torch.ops.aten.add.Tensor(mul_64, squeeze_11);  mul_64 = squeeze_11 = None
    _tensor_constant84 = self._tensor_constant84
    mul_75 = torch.ops.aten.mul.Tensor(mul_74, _tensor_constant84);  _tensor_constant84 = None
    _tensor_constant85 = self._tensor_constant85
    mul_76 = torch.ops.aten.mul.Tensor(mul_74, _tensor_constant85);  mul_74 = _tensor_constant85 = None
    sum_23 = torch.ops.aten.sum.dim_IntList(mul_76, [3], True);  mul_76 = None
    sum_24 = torch.ops.aten.sum.dim_IntList(mul_75, [2], True);  mul_75 = None
    squeeze_12 = torch.ops.aten.squeeze.dim(sum_24, 2);  sum_24 = None
    squeeze_13 = torch.ops.aten.squeeze.dim(sum_23, -1);  sum_23 = None
    _tensor_constant86 = self._tensor_constant86
    detach_8 = torch.ops.aten.detach.default(_tensor_constant86);  _tensor_constant86 = None
    mul_77 = torch.ops.aten.mul.Tensor(alias_10, detach_8);  alias_10 = detach_8 = None
    _tensor_constant87 = self._tensor_constant87
    mul_78 = torch.ops.aten.mul.Tensor(mul_77, _tensor_constant87);  _tensor_constant87 = None
    _tensor_constant88 = self._tensor_constant88
    mul_79 = torch.ops.aten.mul.Tensor(mul_77, _tensor_constant88);  mul_77 = _tensor_constant88 = None
    sum_25 = torch.ops.aten.sum.dim_IntList(mul_79, [3], True);  mul_79 = None
    sum_26 = torch.ops.aten.sum.dim_IntList(mul_78, [0, 1], True);  mul_78 = None
    view_52 = torch.ops.aten.view.default(sum_26, [16, 4]);  sum_26 = None
    squeeze_14 = torch.ops.aten.squeeze.dim(sum_25, -1);  sum_25 = None
    add_15 = torch.ops.aten.add.Tensor(squeeze_13, squeeze_14);  squeeze_13 = squeeze_14 = None
    _tensor_constant89 = self._tensor_constant89
    softplus_backward_2 = torch.ops.aten.softplus_backward.default(add_15, _tensor_constant89, 1, 20);  add_15 = _tensor_constant89 = None
    sum_27 = torch.ops.aten.sum.dim_IntList(softplus_backward_2, [0, 1], True)
    view_53 = torch.ops.aten.view.default(sum_27, [16]);  sum_27 = None
    transpose_30 = torch.ops.aten.transpose.int(softplus_backward_2, 1, 2);  softplus_backward_2 = None
    transpose_31 = torch.ops.aten.transpose.int(transpose_30, -2, -1);  transpose_30 = None
    view_54 = torch.ops.aten.view.default(transpose_31, [16, 16]);  transpose_31 = None
    t_40 = torch.ops.aten.t.default(view_54)
    _tensor_constant90 = self._tensor_constant90
    mm_20 = torch.ops.aten.mm.default(t_40, _tensor_constant90);  t_40 = _tensor_constant90 = None
    t_41 = torch.ops.aten.t.default(mm_20);  mm_20 = None
    _tensor_constant91 = self._tensor_constant91
    t_42 = torch.ops.aten.t.default(_tensor_constant91);  _tensor_constant91 = None
    mm_21 = torch.ops.aten.mm.default(view_54, t_42);  view_54 = t_42 = None
    view_55 = torch.ops.aten.view.default(mm_21, [2, 8, 1]);  mm_21 = None
    t_43 = torch.ops.aten.t.default(t_41);  t_41 = None
    transpose_32 = torch.ops.aten.transpose.int(view_55, -2, -1);  view_55 = None
    transpose_33 = torch.ops.aten.transpose.int(transpose_32, 1, 2);  transpose_32 = None
    cat_4 = torch.ops.aten.cat.default([transpose_33, squeeze_12, squeeze_10], 2);  transpose_33 = squeeze_12 = squeeze_10 = None
    view_56 = torch.ops.aten.view.default(cat_4, [16, 9]);  cat_4 = None
    t_44 = torch.ops.aten.t.default(view_56)
    _tensor_constant92 = self._tensor_constant92
    mm_22 = torch.ops.aten.mm.default(t_44, _tensor_constant92);  t_44 = _tensor_constant92 = None
    t_45 = torch.ops.aten.t.default(mm_22);  mm_22 = None
    _tensor_constant93 = self._tensor_constant93
    t_46 = torch.ops.aten.t.default(_tensor_constant93);  _tensor_constant93 = None
    mm_23 = torch.ops.aten.mm.default(view_56, t_46);  view_56 = t_46 = None
    view_57 = torch.ops.aten.view.default(mm_23, [2, 8, 16]);  mm_23 = None
    add_16 = torch.ops.aten.add.Tensor(add_14, view_57);  add_14 = view_57 = None
    t_47 = torch.ops.aten.t.default(t_45);  t_45 = None
    neg_2 = torch.ops.aten.neg.default(view_52);  view_52 = None
    _tensor_constant94 = self._tensor_constant94
    detach_9 = torch.ops.aten.detach.default(_tensor_constant94);  _tensor_constant94 = None
    mul_80 = torch.ops.aten.mul.Tensor(neg_2, detach_9);  neg_2 = detach_9 = None
    _tensor_constant95 = self._tensor_constant95
    silu_backward_5 = torch.ops.aten.silu_backward.default(add_16, _tensor_constant95);  add_16 = _tensor_constant95 = None
    transpose_34 = torch.ops.aten.transpose.int(silu_backward_5, 1, 2);  silu_backward_5 = None
    slice_backward_2 = torch.ops.aten.slice_backward.default(transpose_34, [2, 16, 11], 2, 0, 8, 1);  transpose_34 = None
    _tensor_constant96 = self._tensor_constant96
    _param_constant8 = self._param_constant8
    convolution_backward_2 = torch.ops.aten.convolution_backward.default(slice_backward_2, _tensor_constant96, _param_constant8, [16], [1], [3], [1], False, [0], 16, [True, True, True]);  slice_backward_2 = _tensor_constant96 = _param_constant8 = None
    getitem_6 = convolution_backward_2[0]
    getitem_7 = convolution_backward_2[1]
    getitem_8 = convolution_backward_2[2];  convolution_backward_2 = None
    transpose_35 = torch.ops.aten.transpose.int(getitem_6, 1, 2);  getitem_6 = None
    cat_5 = torch.ops.aten.cat.default([transpose_35, silu_backward_4], 2);  transpose_35 = silu_backward_4 = None
    view_58 = torch.ops.aten.view.default(cat_5, [16, 32]);  cat_5 = None
    t_48 = torch.ops.aten.t.default(view_58)
    _tensor_constant97 = self._tensor_constant97
    mm_24 = torch.ops.aten.mm.default(t_48, _tensor_constant97);  t_48 = _tensor_constant97 = None
    t_49 = torch.ops.aten.t.default(mm_24);  mm_24 = None
    _tensor_constant98 = self._tensor_constant98
    t_50 = torch.ops.aten.t.default(_tensor_constant98);  _tensor_constant98 = None
    mm_25 = torch.ops.aten.mm.default(view_58, t_50);  view_58 = t_50 = None
    view_59 = torch.ops.aten.view.default(mm_25, [2, 8, 8]);  mm_25 = None
    t_51 = torch.ops.aten.t.default(t_49);  t_49 = None
    _tensor_constant99 = self._tensor_constant99
    mul_81 = torch.ops.aten.mul.Tensor(view_59, _tensor_constant99);  _tensor_constant99 = None
    _param_constant9 = self._param_constant9
    mul_82 = torch.ops.aten.mul.Tensor(view_59, _param_constant9);  view_59 = _param_constant9 = None
    sum_28 = torch.ops.aten.sum.dim_IntList(mul_81, [0, 1], True);  mul_81 = None
    view_60 = torch.ops.aten.view.default(sum_28, [8]);  sum_28 = None
    _tensor_constant100 = self._tensor_constant100
    mul_83 = torch.ops.aten.mul.Tensor(mul_82, _tensor_constant100);  _tensor_constant100 = None
    _tensor_constant101 = self._tensor_constant101
    mul_84 = torch.ops.aten.mul.Tensor(mul_82, _tensor_constant101);  mul_82 = _tensor_constant101 = None
    sum_29 = torch.ops.aten.sum.dim_IntList(mul_83, [2], True);  mul_83 = None
    add_17 = torch.ops.aten.add.Tensor(add_12, mul_84);  add_12 = mul_84 = None
    _tensor_constant102 = self._tensor_constant102
    detach_10 = torch.ops.aten.detach.default(_tensor_constant102);  _tensor_constant102 = None
    pow_7 = torch.ops.aten.pow.Tensor_Scalar(detach_10, 3);  detach_10 = None
    mul_85 = torch.ops.aten.mul.Scalar(sum_29, -0.5);  sum_29 = None
    mul_86 = torch.ops.aten.mul.Tensor(mul_85, pow_7);  mul_85 = pow_7 = None
    expand_3 = torch.ops.aten.expand.default(mul_86, [2, 8, 8]);  mul_86 = None
    div_3 = torch.ops.aten.div.Scalar(expand_3, 8);  expand_3 = None
    _tensor_constant100_1 = self._tensor_constant100
    pow_8 = torch.ops.aten.pow.Tensor_Scalar(_tensor_constant100_1, 1.0);  _tensor_constant100_1 = None
    mul_87 = torch.ops.aten.mul.Scalar(pow_8, 2.0);  pow_8 = None
    mul_88 = torch.ops.aten.mul.Tensor(div_3, mul_87);  div_3 = mul_87 = None
    add_18 = torch.ops.aten.add.Tensor(add_17, mul_88);  add_17 = mul_88 = None
    _tensor_constant103 = self._tensor_constant103
    embedding_dense_backward = torch.ops.aten.embedding_dense_backward.default(add_18, _tensor_constant103, 11, 0, False);  add_18 = _tensor_constant103 = None
    return (embedding_dense_backward, mul_80, view_44, t_51, getitem_7, getitem_8, t_47, t_43, view_53, t_39, view_60, mul_53, view_25, t_35, getitem_4, getitem_5, t_31, t_27, view_34, t_23, view_41, mul_26, view_6, t_19, getitem_1, getitem_2, t_15, t_11, view_15, t_7, view_22, view_3, t_3)
    