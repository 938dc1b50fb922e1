


def forward(self, loss_1):
    ones_like = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
    mul = torch.ops.aten.mul.Tensor(ones_like, 0.25)
    mul_1 = torch.ops.aten.mul.Tensor(ones_like, 0.1)
    mul_2 = torch.ops.aten.mul.Tensor(ones_like, 0.2)
    mul_3 = torch.ops.aten.mul.Tensor(ones_like, 0.3)
    mul_4 = torch.ops.aten.mul.Tensor(ones_like, 0.5)
    _tensor_constant0 = self._tensor_constant0
    _tensor_constant1 = self._tensor_constant1
    huber_loss_backward = torch.ops.aten.huber_loss_backward.default(mul, _tensor_constant0, _tensor_constant1, 1, 0.7);  mul = _tensor_constant0 = _tensor_constant1 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(huber_loss_backward, -1);  huber_loss_backward = None
    expand = torch.ops.aten.expand.default(unsqueeze, [2, 3]);  unsqueeze = None
    expand_1 = torch.ops.aten.expand.default(mul_1, [2]);  mul_1 = None
    div = torch.ops.aten.div.Scalar(expand_1, 2);  expand_1 = None
    scalar_tensor = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant2 = self._tensor_constant2
    ge = torch.ops.aten.ge.Scalar(_tensor_constant2, 0);  _tensor_constant2 = None
    where = torch.ops.aten.where.self(ge, div, scalar_tensor);  ge = div = scalar_tensor = None
    _tensor_constant3 = self._tensor_constant3
    mul_5 = torch.ops.aten.mul.Tensor(where, _tensor_constant3);  where = _tensor_constant3 = None
    neg = torch.ops.aten.neg.default(mul_5)
    select_backward = torch.ops.aten.select_backward.default(neg, [2, 4], 1, 1);  neg = None
    select_backward_1 = torch.ops.aten.select_backward.default(mul_5, [2, 4], 1, 0);  mul_5 = None
    add = torch.ops.aten.add.Tensor(select_backward, select_backward_1);  select_backward = select_backward_1 = None
    expand_2 = torch.ops.aten.expand.default(mul_2, [2]);  mul_2 = None
    div_1 = torch.ops.aten.div.Scalar(expand_2, 2);  expand_2 = None
    scalar_tensor_1 = torch.ops.aten.scalar_tensor.default(0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant4 = self._tensor_constant4
    where_1 = torch.ops.aten.where.self(_tensor_constant4, div_1, scalar_tensor_1);  _tensor_constant4 = scalar_tensor_1 = None
    scalar_tensor_2 = torch.ops.aten.scalar_tensor.default(0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant5 = self._tensor_constant5
    where_2 = torch.ops.aten.where.self(_tensor_constant5, div_1, scalar_tensor_2);  _tensor_constant5 = div_1 = scalar_tensor_2 = None
    scalar_tensor_3 = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant6 = self._tensor_constant6
    ge_1 = torch.ops.aten.ge.Scalar(_tensor_constant6, 0);  _tensor_constant6 = None
    where_3 = torch.ops.aten.where.self(ge_1, where_1, scalar_tensor_3);  ge_1 = where_1 = scalar_tensor_3 = None
    neg_1 = torch.ops.aten.neg.default(where_2);  where_2 = None
    add_1 = torch.ops.aten.add.Tensor(where_3, neg_1);  where_3 = neg_1 = None
    _tensor_constant7 = self._tensor_constant7
    _tensor_constant8 = self._tensor_constant8
    div_2 = torch.ops.aten.div.Tensor(_tensor_constant7, _tensor_constant8);  _tensor_constant7 = _tensor_constant8 = None
    _tensor_constant8_1 = self._tensor_constant8
    div_3 = torch.ops.aten.div.Tensor(div_2, _tensor_constant8_1);  div_2 = _tensor_constant8_1 = None
    neg_2 = torch.ops.aten.neg.default(add_1)
    mul_6 = torch.ops.aten.mul.Tensor(neg_2, div_3);  neg_2 = div_3 = None
    _tensor_constant8_2 = self._tensor_constant8
    div_4 = torch.ops.aten.div.Tensor(add_1, _tensor_constant8_2);  add_1 = _tensor_constant8_2 = None
    _tensor_constant9 = self._tensor_constant9
    detach = torch.ops.aten.detach.default(_tensor_constant9);  _tensor_constant9 = None
    mul_7 = torch.ops.aten.mul.Scalar(detach, 2);  detach = None
    div_5 = torch.ops.aten.div.Tensor(mul_6, mul_7);  mul_6 = mul_7 = None
    _tensor_constant10 = self._tensor_constant10
    mul_8 = torch.ops.aten.mul.Tensor(div_5, _tensor_constant10);  _tensor_constant10 = None
    _tensor_constant11 = self._tensor_constant11
    mul_9 = torch.ops.aten.mul.Tensor(div_5, _tensor_constant11);  div_5 = _tensor_constant11 = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(mul_8, 1);  mul_8 = None
    expand_3 = torch.ops.aten.expand.default(unsqueeze_1, [2, 3]);  unsqueeze_1 = None
    _tensor_constant12 = self._tensor_constant12
    mul_10 = torch.ops.aten.mul.Tensor(expand_3, _tensor_constant12);  _tensor_constant12 = None
    _tensor_constant12_1 = self._tensor_constant12
    mul_11 = torch.ops.aten.mul.Tensor(expand_3, _tensor_constant12_1);  expand_3 = _tensor_constant12_1 = None
    add_2 = torch.ops.aten.add.Tensor(mul_11, mul_10);  mul_11 = mul_10 = None
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(mul_9, 1);  mul_9 = None
    expand_4 = torch.ops.aten.expand.default(unsqueeze_2, [2, 3]);  unsqueeze_2 = None
    _tensor_constant13 = self._tensor_constant13
    mul_12 = torch.ops.aten.mul.Tensor(expand_4, _tensor_constant13);  _tensor_constant13 = None
    _tensor_constant13_1 = self._tensor_constant13
    mul_13 = torch.ops.aten.mul.Tensor(expand_4, _tensor_constant13_1);  expand_4 = _tensor_constant13_1 = None
    add_3 = torch.ops.aten.add.Tensor(expand, mul_13);  expand = mul_13 = None
    add_4 = torch.ops.aten.add.Tensor(add_3, mul_12);  add_3 = mul_12 = None
    unsqueeze_3 = torch.ops.aten.unsqueeze.default(div_4, 1);  div_4 = None
    expand_5 = torch.ops.aten.expand.default(unsqueeze_3, [2, 3]);  unsqueeze_3 = None
    _tensor_constant13_2 = self._tensor_constant13
    mul_14 = torch.ops.aten.mul.Tensor(expand_5, _tensor_constant13_2);  _tensor_constant13_2 = None
    _tensor_constant12_2 = self._tensor_constant12
    mul_15 = torch.ops.aten.mul.Tensor(expand_5, _tensor_constant12_2);  expand_5 = _tensor_constant12_2 = None
    add_5 = torch.ops.aten.add.Tensor(add_4, mul_15);  add_4 = mul_15 = None
    add_6 = torch.ops.aten.add.Tensor(add_2, mul_14);  add_2 = mul_14 = None
    roll = torch.ops.aten.roll.default(add_6, [-1], [0]);  add_6 = None
    add_7 = torch.ops.aten.add.Tensor(add_5, roll);  add_5 = roll = None
    _tensor_constant14 = self._tensor_constant14
    _tensor_constant15 = self._tensor_constant15
    mul_16 = torch.ops.aten.mul.Tensor(_tensor_constant14, _tensor_constant15);  _tensor_constant14 = _tensor_constant15 = None
    add_8 = torch.ops.aten.add.Scalar(mul_16, 1)
    _tensor_constant15_1 = self._tensor_constant15
    sub = torch.ops.aten.sub.Tensor(add_8, _tensor_constant15_1);  add_8 = _tensor_constant15_1 = None
    _tensor_constant16 = self._tensor_constant16
    sigmoid = torch.ops.aten.sigmoid.default(_tensor_constant16);  _tensor_constant16 = None
    mul_17 = torch.ops.aten.mul.Tensor(sub, sigmoid);  sub = sigmoid = None
    sub_1 = torch.ops.aten.sub.Tensor(mul_17, mul_16);  mul_17 = mul_16 = None
    mul_18 = torch.ops.aten.mul.Tensor(sub_1, mul_3);  sub_1 = mul_3 = None
    div_ = torch.ops.aten.div_.Scalar(mul_18, 8);  mul_18 = None
    add_9 = torch.ops.aten.add.Tensor(add, div_);  add = div_ = None
    div_6 = torch.ops.aten.div.Tensor(mul_4, 2);  mul_4 = None
    expand_6 = torch.ops.aten.expand.default(div_6, [2, 4]);  div_6 = None
    _tensor_constant17 = self._tensor_constant17
    mul_19 = torch.ops.aten.mul.Tensor(expand_6, _tensor_constant17);  expand_6 = _tensor_constant17 = None
    neg_3 = torch.ops.aten.neg.default(mul_19);  mul_19 = None
    _tensor_constant18 = self._tensor_constant18
    detach_1 = torch.ops.aten.detach.default(_tensor_constant18);  _tensor_constant18 = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(neg_3, detach_1, -1, torch.float32);  neg_3 = detach_1 = None
    add_10 = torch.ops.aten.add.Tensor(add_9, _log_softmax_backward_data);  add_9 = _log_softmax_backward_data = None
    _tensor_constant16_1 = self._tensor_constant16
    _tensor_constant19 = self._tensor_constant19
    smooth_l1_loss_backward = torch.ops.aten.smooth_l1_loss_backward.default(ones_like, _tensor_constant16_1, _tensor_constant19, 1, 0.5);  ones_like = _tensor_constant16_1 = _tensor_constant19 = None
    add_11 = torch.ops.aten.add.Tensor(add_10, smooth_l1_loss_backward);  add_10 = smooth_l1_loss_backward = None
    slice_backward = torch.ops.aten.slice_backward.default(add_7, [2, 7], 1, 4, 9223372036854775807, 1);  add_7 = None
    slice_backward_1 = torch.ops.aten.slice_backward.default(add_11, [2, 7], 1, 0, 4, 1);  add_11 = None
    add_12 = torch.ops.aten.add.Tensor(slice_backward, slice_backward_1);  slice_backward = slice_backward_1 = None
    slice_1 = torch.ops.aten.slice.Tensor(add_12, 1, 0, 4)
    slice_2 = torch.ops.aten.slice.Tensor(add_12, 1, 4, 7);  add_12 = None
    _tensor_constant20 = self._tensor_constant20
    t = torch.ops.aten.t.default(_tensor_constant20);  _tensor_constant20 = None
    mm = torch.ops.aten.mm.default(slice_2, t);  t = None
    t_1 = torch.ops.aten.t.default(slice_2)
    _tensor_constant21 = self._tensor_constant21
    mm_1 = torch.ops.aten.mm.default(t_1, _tensor_constant21);  t_1 = _tensor_constant21 = None
    t_2 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(slice_2, [0], True);  slice_2 = None
    view = torch.ops.aten.view.default(sum_1, [3]);  sum_1 = None
    t_3 = torch.ops.aten.t.default(t_2);  t_2 = None
    _tensor_constant22 = self._tensor_constant22
    t_4 = torch.ops.aten.t.default(_tensor_constant22);  _tensor_constant22 = None
    mm_2 = torch.ops.aten.mm.default(slice_1, t_4);  t_4 = None
    t_5 = torch.ops.aten.t.default(slice_1)
    _tensor_constant21_1 = self._tensor_constant21
    mm_3 = torch.ops.aten.mm.default(t_5, _tensor_constant21_1);  t_5 = _tensor_constant21_1 = None
    t_6 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(slice_1, [0], True);  slice_1 = None
    view_1 = torch.ops.aten.view.default(sum_2, [4]);  sum_2 = None
    add_13 = torch.ops.aten.add.Tensor(mm, mm_2);  mm = mm_2 = None
    t_7 = torch.ops.aten.t.default(t_6);  t_6 = None
    _tensor_constant23 = self._tensor_constant23
    mul_20 = torch.ops.aten.mul.Tensor(add_13, _tensor_constant23);  _tensor_constant23 = None
    _param_constant0 = self._param_constant0
    mul_21 = torch.ops.aten.mul.Tensor(add_13, _param_constant0);  add_13 = _param_constant0 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(mul_20, [0], True);  mul_20 = None
    view_2 = torch.ops.aten.view.default(sum_3, [6]);  sum_3 = None
    _tensor_constant24 = self._tensor_constant24
    mul_22 = torch.ops.aten.mul.Tensor(mul_21, _tensor_constant24);  _tensor_constant24 = None
    _tensor_constant25 = self._tensor_constant25
    mul_23 = torch.ops.aten.mul.Tensor(mul_21, _tensor_constant25);  mul_21 = _tensor_constant25 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(mul_22, [1], True);  mul_22 = None
    _tensor_constant26 = self._tensor_constant26
    detach_2 = torch.ops.aten.detach.default(_tensor_constant26);  _tensor_constant26 = None
    pow_1 = torch.ops.aten.pow.Tensor_Scalar(detach_2, 3);  detach_2 = None
    mul_24 = torch.ops.aten.mul.Scalar(sum_4, -0.5);  sum_4 = None
    mul_25 = torch.ops.aten.mul.Tensor(mul_24, pow_1);  mul_24 = pow_1 = None
    expand_7 = torch.ops.aten.expand.default(mul_25, [2, 6]);  mul_25 = None
    div_7 = torch.ops.aten.div.Scalar(expand_7, 6);  expand_7 = None
    _tensor_constant24_1 = self._tensor_constant24
    pow_2 = torch.ops.aten.pow.Tensor_Scalar(_tensor_constant24_1, 1.0);  _tensor_constant24_1 = None
    mul_26 = torch.ops.aten.mul.Scalar(pow_2, 2.0);  pow_2 = None
    mul_27 = torch.ops.aten.mul.Tensor(div_7, mul_26);  div_7 = mul_26 = None
    add_14 = torch.ops.aten.add.Tensor(mul_23, mul_27);  mul_23 = mul_27 = None
    mul_28 = torch.ops.aten.mul.Tensor(add_14, 0.5)
    mul_29 = torch.ops.aten.mul.Tensor(add_14, 0.1)
    _tensor_constant27 = self._tensor_constant27
    pow_3 = torch.ops.aten.pow.Tensor_Scalar(_tensor_constant27, 2.0);  _tensor_constant27 = None
    mul_30 = torch.ops.aten.mul.Scalar(pow_3, 3.0);  pow_3 = None
    mul_31 = torch.ops.aten.mul.Tensor(mul_29, mul_30);  mul_29 = mul_30 = None
    add_15 = torch.ops.aten.add.Tensor(add_14, mul_31);  add_14 = mul_31 = None
    _tensor_constant28 = self._tensor_constant28
    logit_backward = torch.ops.aten.logit_backward.default(mul_28, _tensor_constant28, 0.001);  mul_28 = _tensor_constant28 = None
    _tensor_constant29 = self._tensor_constant29
    detach_3 = torch.ops.aten.detach.default(_tensor_constant29);  _tensor_constant29 = None
    sigmoid_backward = torch.ops.aten.sigmoid_backward.default(logit_backward, detach_3);  logit_backward = detach_3 = None
    add_16 = torch.ops.aten.add.Tensor(add_15, sigmoid_backward);  add_15 = sigmoid_backward = None
    _tensor_constant30 = self._tensor_constant30
    t_8 = torch.ops.aten.t.default(_tensor_constant30);  _tensor_constant30 = None
    mm_4 = torch.ops.aten.mm.default(add_16, t_8);  t_8 = None
    t_9 = torch.ops.aten.t.default(add_16)
    _tensor_constant31 = self._tensor_constant31
    mm_5 = torch.ops.aten.mm.default(t_9, _tensor_constant31);  t_9 = _tensor_constant31 = None
    t_10 = torch.ops.aten.t.default(mm_5);  mm_5 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(add_16, [0], True);  add_16 = None
    view_3 = torch.ops.aten.view.default(sum_5, [6]);  sum_5 = None
    t_11 = torch.ops.aten.t.default(t_10);  t_10 = None
    slice_3 = torch.ops.aten.slice.Tensor(mm_4, 1, 0, 6)
    slice_4 = torch.ops.aten.slice.Tensor(mm_4, 1, 6, 12)
    slice_5 = torch.ops.aten.slice.Tensor(mm_4, 1, 12, 18);  mm_4 = None
    _tensor_constant32 = self._tensor_constant32
    elu_backward = torch.ops.aten.elu_backward.default(slice_5, 0.5, 1, 2.0, False, _tensor_constant32);  slice_5 = _tensor_constant32 = None
    _tensor_constant32_1 = self._tensor_constant32
    mish_backward = torch.ops.aten.mish_backward.default(slice_4, _tensor_constant32_1);  slice_4 = _tensor_constant32_1 = None
    add_17 = torch.ops.aten.add.Tensor(elu_backward, mish_backward);  elu_backward = mish_backward = None
    _tensor_constant32_2 = self._tensor_constant32
    softplus_backward = torch.ops.aten.softplus_backward.default(slice_3, _tensor_constant32_2, 2.0, 20);  slice_3 = _tensor_constant32_2 = None
    add_18 = torch.ops.aten.add.Tensor(add_17, softplus_backward);  add_17 = softplus_backward = None
    t_12 = torch.ops.aten.t.default(add_18)
    _tensor_constant33 = self._tensor_constant33
    mm_6 = torch.ops.aten.mm.default(t_12, _tensor_constant33);  t_12 = _tensor_constant33 = None
    t_13 = torch.ops.aten.t.default(mm_6);  mm_6 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(add_18, [0], True);  add_18 = None
    view_4 = torch.ops.aten.view.default(sum_6, [6]);  sum_6 = None
    t_14 = torch.ops.aten.t.default(t_13);  t_13 = None
    return (view_2, t_14, view_4, t_11, view_3, t_7, view_1, t_3, view)
    