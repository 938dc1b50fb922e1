


def forward(self, loss_1):
    ones_like = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
    _tensor_constant0 = self._tensor_constant0
    max_1 = torch.ops.aten.max.dim(_tensor_constant0, -1, True);  _tensor_constant0 = None
    getitem = max_1[0]
    getitem_1 = max_1[1];  max_1 = None
    _tensor_constant0_1 = self._tensor_constant0
    zeros_like = torch.ops.aten.zeros_like.default(_tensor_constant0_1, pin_memory = False);  _tensor_constant0_1 = None
    mul = torch.ops.aten.mul.Tensor(getitem, 6.25e-06);  getitem = None
    scatter_ = torch.ops.aten.scatter_.src(zeros_like, -1, getitem_1, mul);  zeros_like = getitem_1 = mul = None
    _tensor_constant1 = self._tensor_constant1
    _tensor_constant2 = self._tensor_constant2
    _tensor_constant3 = self._tensor_constant3
    nll_loss_backward = torch.ops.aten.nll_loss_backward.default(ones_like, _tensor_constant1, _tensor_constant2, None, 1, -100, _tensor_constant3);  ones_like = _tensor_constant1 = _tensor_constant2 = _tensor_constant3 = None
    _tensor_constant4 = self._tensor_constant4
    detach = torch.ops.aten.detach.default(_tensor_constant4);  _tensor_constant4 = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach, 1, torch.float32);  nll_loss_backward = detach = None
    view = torch.ops.aten.view.default(_log_softmax_backward_data, [2, 8, 32]);  _log_softmax_backward_data = None
    add = torch.ops.aten.add.Tensor(scatter_, view);  scatter_ = view = None
    view_1 = torch.ops.aten.view.default(add, [16, 32]);  add = None
    _tensor_constant5 = self._tensor_constant5
    t = torch.ops.aten.t.default(_tensor_constant5);  _tensor_constant5 = None
    mm = torch.ops.aten.mm.default(view_1, t);  view_1 = t = None
    view_2 = torch.ops.aten.view.default(mm, [2, 8, 16]);  mm = None
    _tensor_constant6 = self._tensor_constant6
    _tensor_constant7 = self._tensor_constant7
    _tensor_constant8 = self._tensor_constant8
    _param_constant0 = self._param_constant0
    _param_constant1 = self._param_constant1
    native_layer_norm_backward = torch.ops.aten.native_layer_norm_backward.default(view_2, _tensor_constant6, [16], _tensor_constant7, _tensor_constant8, _param_constant0, _param_constant1, [True, False, False]);  view_2 = _tensor_constant6 = _tensor_constant7 = _tensor_constant8 = _param_constant0 = _param_constant1 = None
    getitem_2 = native_layer_norm_backward[0]
    getitem_3 = native_layer_norm_backward[1];  getitem_3 = None
    getitem_4 = native_layer_norm_backward[2];  native_layer_norm_backward = getitem_4 = None
    _tensor_constant9 = self._tensor_constant9
    mul_1 = torch.ops.aten.mul.Tensor(getitem_2, _tensor_constant9);  _tensor_constant9 = None
    _tensor_constant10 = self._tensor_constant10
    mul_2 = torch.ops.aten.mul.Tensor(getitem_2, _tensor_constant10);  _tensor_constant10 = None
    _tensor_constant11 = self._tensor_constant11
    detach_1 = torch.ops.aten.detach.default(_tensor_constant11);  _tensor_constant11 = None
    sigmoid_backward = torch.ops.aten.sigmoid_backward.default(mul_2, detach_1);  mul_2 = detach_1 = None
    view_3 = torch.ops.aten.view.default(sigmoid_backward, [16, 16]);  sigmoid_backward = None
    _tensor_constant12 = self._tensor_constant12
    t_1 = torch.ops.aten.t.default(_tensor_constant12);  _tensor_constant12 = None
    mm_1 = torch.ops.aten.mm.default(view_3, t_1);  view_3 = t_1 = None
    view_4 = torch.ops.aten.view.default(mm_1, [2, 8, 16]);  mm_1 = None
    view_5 = torch.ops.aten.view.default(mul_1, [16, 16]);  mul_1 = None
    _tensor_constant13 = self._tensor_constant13
    t_2 = torch.ops.aten.t.default(_tensor_constant13);  _tensor_constant13 = None
    mm_2 = torch.ops.aten.mm.default(view_5, t_2);  view_5 = t_2 = None
    view_6 = torch.ops.aten.view.default(mm_2, [2, 8, 64]);  mm_2 = None
    _tensor_constant14 = self._tensor_constant14
    pow_1 = torch.ops.aten.pow.Tensor_Scalar(_tensor_constant14, 1.0);  _tensor_constant14 = None
    mul_3 = torch.ops.aten.mul.Scalar(pow_1, 2.0);  pow_1 = None
    mul_4 = torch.ops.aten.mul.Tensor(view_6, mul_3);  view_6 = mul_3 = None
    _tensor_constant15 = self._tensor_constant15
    detach_2 = torch.ops.aten.detach.default(_tensor_constant15);  _tensor_constant15 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(mul_4, detach_2, 0);  mul_4 = detach_2 = None
    view_7 = torch.ops.aten.view.default(threshold_backward, [16, 64]);  threshold_backward = None
    t_3 = torch.ops.aten.t.default(view_7)
    _tensor_constant16 = self._tensor_constant16
    mm_3 = torch.ops.aten.mm.default(t_3, _tensor_constant16);  t_3 = _tensor_constant16 = None
    t_4 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    _tensor_constant17 = self._tensor_constant17
    t_5 = torch.ops.aten.t.default(_tensor_constant17);  _tensor_constant17 = None
    mm_4 = torch.ops.aten.mm.default(view_7, t_5);  view_7 = t_5 = None
    view_8 = torch.ops.aten.view.default(mm_4, [2, 8, 16]);  mm_4 = None
    t_6 = torch.ops.aten.t.default(t_4);  t_4 = None
    _tensor_constant18 = self._tensor_constant18
    mul_5 = torch.ops.aten.mul.Tensor(view_4, _tensor_constant18);  _tensor_constant18 = None
    _param_constant2 = self._param_constant2
    mul_6 = torch.ops.aten.mul.Tensor(view_4, _param_constant2);  view_4 = _param_constant2 = None
    _tensor_constant19 = self._tensor_constant19
    mul_7 = torch.ops.aten.mul.Tensor(view_8, _tensor_constant19);  _tensor_constant19 = None
    add_1 = torch.ops.aten.add.Tensor(mul_5, mul_7);  mul_5 = mul_7 = None
    _param_constant3 = self._param_constant3
    mul_8 = torch.ops.aten.mul.Tensor(view_8, _param_constant3);  view_8 = _param_constant3 = None
    add_2 = torch.ops.aten.add.Tensor(mul_6, mul_8);  mul_6 = mul_8 = None
    constant_pad_nd = torch.ops.aten.constant_pad_nd.default(add_1, [0, 0, -1, 1]);  add_1 = None
    add_3 = torch.ops.aten.add.Tensor(add_2, constant_pad_nd);  add_2 = constant_pad_nd = None
    _tensor_constant20 = self._tensor_constant20
    _tensor_constant21 = self._tensor_constant21
    _tensor_constant22 = self._tensor_constant22
    _param_constant4 = self._param_constant4
    _param_constant5 = self._param_constant5
    native_layer_norm_backward_1 = torch.ops.aten.native_layer_norm_backward.default(add_3, _tensor_constant20, [16], _tensor_constant21, _tensor_constant22, _param_constant4, _param_constant5, [True, False, False]);  add_3 = _tensor_constant20 = _tensor_constant21 = _tensor_constant22 = _param_constant4 = _param_constant5 = None
    getitem_5 = native_layer_norm_backward_1[0]
    getitem_6 = native_layer_norm_backward_1[1];  getitem_6 = None
    getitem_7 = native_layer_norm_backward_1[2];  native_layer_norm_backward_1 = getitem_7 = None
    add_4 = torch.ops.aten.add.Tensor(getitem_2, getitem_5);  getitem_2 = getitem_5 = None
    view_9 = torch.ops.aten.view.default(add_4, [16, 16])
    _tensor_constant23 = self._tensor_constant23
    t_7 = torch.ops.aten.t.default(_tensor_constant23);  _tensor_constant23 = None
    mm_5 = torch.ops.aten.mm.default(view_9, t_7);  view_9 = t_7 = None
    view_10 = torch.ops.aten.view.default(mm_5, [2, 8, 16]);  mm_5 = None
    _tensor_constant24 = self._tensor_constant24
    mul_9 = torch.ops.aten.mul.Tensor(view_10, _tensor_constant24);  _tensor_constant24 = None
    _tensor_constant25 = self._tensor_constant25
    mul_10 = torch.ops.aten.mul.Tensor(view_10, _tensor_constant25);  view_10 = _tensor_constant25 = None
    zeros = torch.ops.aten.zeros.default([2, 16], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    zeros_1 = torch.ops.aten.zeros.default([2, 16], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    zeros_2 = torch.ops.aten.zeros.default([2, 16], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    zeros_3 = torch.ops.aten.zeros.default([2, 16], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    zeros_4 = torch.ops.aten.zeros.default([2, 16], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    zeros_5 = torch.ops.aten.zeros.default([2, 16], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    full = torch.ops.aten.full.default([2, 16], -1e+38, dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    _tensor_constant26 = self._tensor_constant26
    select = torch.ops.aten.select.int(_tensor_constant26, 1, 0);  _tensor_constant26 = None
    _tensor_constant27 = self._tensor_constant27
    select_1 = torch.ops.aten.select.int(_tensor_constant27, 1, 0);  _tensor_constant27 = None
    select_2 = torch.ops.aten.select.int(mul_9, 1, 0)
    _param_constant6 = self._param_constant6
    add_5 = torch.ops.aten.add.Tensor(select, _param_constant6);  _param_constant6 = None
    maximum = torch.ops.aten.maximum.default(full, add_5);  add_5 = None
    sub = torch.ops.aten.sub.Tensor(full, maximum)
    exp = torch.ops.aten.exp.default(sub);  sub = None
    _param_constant6_1 = self._param_constant6
    add_6 = torch.ops.aten.add.Tensor(select, _param_constant6_1);  _param_constant6_1 = None
    sub_1 = torch.ops.aten.sub.Tensor(add_6, maximum);  add_6 = None
    exp_1 = torch.ops.aten.exp.default(sub_1);  sub_1 = None
    mul_11 = torch.ops.aten.mul.Tensor(exp, zeros_2)
    mul_12 = torch.ops.aten.mul.Tensor(exp_1, select_1)
    add_7 = torch.ops.aten.add.Tensor(mul_11, mul_12);  mul_11 = mul_12 = None
    mul_13 = torch.ops.aten.mul.Tensor(exp, zeros_3)
    add_8 = torch.ops.aten.add.Tensor(mul_13, exp_1);  mul_13 = None
    reciprocal = torch.ops.aten.reciprocal.default(add_8);  add_8 = None
    mul_14 = torch.ops.aten.mul.Tensor(reciprocal, 1);  reciprocal = None
    mul_15 = torch.ops.aten.mul.Tensor(add_7, mul_14);  add_7 = None
    _param_constant6_2 = self._param_constant6
    add_9 = torch.ops.aten.add.Tensor(select, _param_constant6_2);  _param_constant6_2 = None
    sub_2 = torch.ops.aten.sub.Tensor(add_9, maximum);  add_9 = maximum = None
    mul_16 = torch.ops.aten.mul.Tensor(zeros_5, mul_15)
    sub_3 = torch.ops.aten.sub.Tensor(zeros_4, mul_16);  mul_16 = None
    mul_17 = torch.ops.aten.mul.Tensor(select_2, sub_3);  sub_3 = None
    mul_18 = torch.ops.aten.mul.Tensor(mul_17, mul_14);  mul_17 = None
    mul_19 = torch.ops.aten.mul.Tensor(mul_18, exp);  mul_18 = exp = None
    add_10 = torch.ops.aten.add.Tensor(zeros, mul_19);  zeros = mul_19 = None
    sub_4 = torch.ops.aten.sub.Tensor(select_1, mul_15)
    mul_20 = torch.ops.aten.mul.Tensor(select_2, sub_4);  select_2 = sub_4 = None
    mul_21 = torch.ops.aten.mul.Tensor(mul_20, exp_1);  mul_20 = exp_1 = None
    mul_22 = torch.ops.aten.mul.Tensor(mul_21, mul_14);  mul_21 = None
    add_11 = torch.ops.aten.add.Tensor(zeros_1, mul_22);  zeros_1 = mul_22 = None
    _tensor_constant28 = self._tensor_constant28
    add_12 = torch.ops.aten.add.Tensor(_tensor_constant28, full);  _tensor_constant28 = None
    maximum_1 = torch.ops.aten.maximum.default(add_12, select);  add_12 = None
    _tensor_constant28_1 = self._tensor_constant28
    add_13 = torch.ops.aten.add.Tensor(_tensor_constant28_1, full);  _tensor_constant28_1 = full = None
    sub_5 = torch.ops.aten.sub.Tensor(add_13, maximum_1);  add_13 = None
    exp_2 = torch.ops.aten.exp.default(sub_5);  sub_5 = None
    sub_6 = torch.ops.aten.sub.Tensor(select, maximum_1);  select = None
    exp_3 = torch.ops.aten.exp.default(sub_6);  sub_6 = None
    add_14 = torch.ops.aten.add.Tensor(zeros_2, zeros_4);  zeros_4 = None
    mul_23 = torch.ops.aten.mul.Tensor(exp_2, add_14);  add_14 = None
    add_15 = torch.ops.aten.add.Tensor(zeros_3, zeros_5);  zeros_5 = None
    mul_24 = torch.ops.aten.mul.Tensor(exp_2, add_15);  add_15 = None
    mul_25 = torch.ops.aten.mul.Tensor(exp_2, zeros_2);  zeros_2 = None
    mul_26 = torch.ops.aten.mul.Tensor(exp_3, select_1);  select_1 = None
    add_16 = torch.ops.aten.add.Tensor(mul_25, mul_26);  mul_25 = mul_26 = None
    mul_27 = torch.ops.aten.mul.Tensor(exp_2, zeros_3);  exp_2 = zeros_3 = None
    add_17 = torch.ops.aten.add.Tensor(mul_27, exp_3);  mul_27 = exp_3 = None
    _tensor_constant26_1 = self._tensor_constant26
    select_3 = torch.ops.aten.select.int(_tensor_constant26_1, 1, 1);  _tensor_constant26_1 = None
    _tensor_constant27_1 = self._tensor_constant27
    select_4 = torch.ops.aten.select.int(_tensor_constant27_1, 1, 1);  _tensor_constant27_1 = None
    select_5 = torch.ops.aten.select.int(mul_9, 1, 1)
    _param_constant6_3 = self._param_constant6
    add_18 = torch.ops.aten.add.Tensor(select_3, _param_constant6_3);  _param_constant6_3 = None
    maximum_2 = torch.ops.aten.maximum.default(maximum_1, add_18);  add_18 = None
    sub_7 = torch.ops.aten.sub.Tensor(maximum_1, maximum_2)
    exp_4 = torch.ops.aten.exp.default(sub_7);  sub_7 = None
    _param_constant6_4 = self._param_constant6
    add_19 = torch.ops.aten.add.Tensor(select_3, _param_constant6_4);  _param_constant6_4 = None
    sub_8 = torch.ops.aten.sub.Tensor(add_19, maximum_2);  add_19 = None
    exp_5 = torch.ops.aten.exp.default(sub_8);  sub_8 = None
    mul_28 = torch.ops.aten.mul.Tensor(exp_4, add_16)
    mul_29 = torch.ops.aten.mul.Tensor(exp_5, select_4)
    add_20 = torch.ops.aten.add.Tensor(mul_28, mul_29);  mul_28 = mul_29 = None
    mul_30 = torch.ops.aten.mul.Tensor(exp_4, add_17)
    add_21 = torch.ops.aten.add.Tensor(mul_30, exp_5);  mul_30 = None
    reciprocal_1 = torch.ops.aten.reciprocal.default(add_21);  add_21 = None
    mul_31 = torch.ops.aten.mul.Tensor(reciprocal_1, 1);  reciprocal_1 = None
    mul_32 = torch.ops.aten.mul.Tensor(add_20, mul_31);  add_20 = None
    _param_constant6_5 = self._param_constant6
    add_22 = torch.ops.aten.add.Tensor(select_3, _param_constant6_5);  _param_constant6_5 = None
    sub_9 = torch.ops.aten.sub.Tensor(add_22, maximum_2);  add_22 = maximum_2 = None
    mul_33 = torch.ops.aten.mul.Tensor(mul_24, mul_32)
    sub_10 = torch.ops.aten.sub.Tensor(mul_23, mul_33);  mul_33 = None
    mul_34 = torch.ops.aten.mul.Tensor(select_5, sub_10);  sub_10 = None
    mul_35 = torch.ops.aten.mul.Tensor(mul_34, mul_31);  mul_34 = None
    mul_36 = torch.ops.aten.mul.Tensor(mul_35, exp_4);  mul_35 = exp_4 = None
    add_23 = torch.ops.aten.add.Tensor(add_10, mul_36);  add_10 = mul_36 = None
    sub_11 = torch.ops.aten.sub.Tensor(select_4, mul_32)
    mul_37 = torch.ops.aten.mul.Tensor(select_5, sub_11);  select_5 = sub_11 = None
    mul_38 = torch.ops.aten.mul.Tensor(mul_37, exp_5);  mul_37 = exp_5 = None
    mul_39 = torch.ops.aten.mul.Tensor(mul_38, mul_31);  mul_38 = None
    add_24 = torch.ops.aten.add.Tensor(add_11, mul_39);  add_11 = mul_39 = None
    _tensor_constant28_2 = self._tensor_constant28
    add_25 = torch.ops.aten.add.Tensor(_tensor_constant28_2, maximum_1);  _tensor_constant28_2 = None
    maximum_3 = torch.ops.aten.maximum.default(add_25, select_3);  add_25 = None
    _tensor_constant28_3 = self._tensor_constant28
    add_26 = torch.ops.aten.add.Tensor(_tensor_constant28_3, maximum_1);  _tensor_constant28_3 = maximum_1 = None
    sub_12 = torch.ops.aten.sub.Tensor(add_26, maximum_3);  add_26 = None
    exp_6 = torch.ops.aten.exp.default(sub_12);  sub_12 = None
    sub_13 = torch.ops.aten.sub.Tensor(select_3, maximum_3);  select_3 = None
    exp_7 = torch.ops.aten.exp.default(sub_13);  sub_13 = None
    add_27 = torch.ops.aten.add.Tensor(add_16, mul_23);  mul_23 = None
    mul_40 = torch.ops.aten.mul.Tensor(exp_6, add_27);  add_27 = None
    add_28 = torch.ops.aten.add.Tensor(add_17, mul_24);  mul_24 = None
    mul_41 = torch.ops.aten.mul.Tensor(exp_6, add_28);  add_28 = None
    mul_42 = torch.ops.aten.mul.Tensor(exp_6, add_16);  add_16 = None
    mul_43 = torch.ops.aten.mul.Tensor(exp_7, select_4);  select_4 = None
    add_29 = torch.ops.aten.add.Tensor(mul_42, mul_43);  mul_42 = mul_43 = None
    mul_44 = torch.ops.aten.mul.Tensor(exp_6, add_17);  exp_6 = add_17 = None
    add_30 = torch.ops.aten.add.Tensor(mul_44, exp_7);  mul_44 = exp_7 = None
    _tensor_constant26_2 = self._tensor_constant26
    select_6 = torch.ops.aten.select.int(_tensor_constant26_2, 1, 2);  _tensor_constant26_2 = None
    _tensor_constant27_2 = self._tensor_constant27
    select_7 = torch.ops.aten.select.int(_tensor_constant27_2, 1, 2);  _tensor_constant27_2 = None
    select_8 = torch.ops.aten.select.int(mul_9, 1, 2)
    _param_constant6_6 = self._param_constant6
    add_31 = torch.ops.aten.add.Tensor(select_6, _param_constant6_6);  _param_constant6_6 = None
    maximum_4 = torch.ops.aten.maximum.default(maximum_3, add_31);  add_31 = None
    sub_14 = torch.ops.aten.sub.Tensor(maximum_3, maximum_4)
    exp_8 = torch.ops.aten.exp.default(sub_14);  sub_14 = None
    _param_constant6_7 = self._param_constant6
    add_32 = torch.ops.aten.add.Tensor(select_6, _param_constant6_7);  _param_constant6_7 = None
    sub_15 = torch.ops.aten.sub.Tensor(add_32, maximum_4);  add_32 = None
    exp_9 = torch.ops.aten.exp.default(sub_15);  sub_15 = None
    mul_45 = torch.ops.aten.mul.Tensor(exp_8, add_29)
    mul_46 = torch.ops.aten.mul.Tensor(exp_9, select_7)
    add_33 = torch.ops.aten.add.Tensor(mul_45, mul_46);  mul_45 = mul_46 = None
    mul_47 = torch.ops.aten.mul.Tensor(exp_8, add_30)
    add_34 = torch.ops.aten.add.Tensor(mul_47, exp_9);  mul_47 = None
    reciprocal_2 = torch.ops.aten.reciprocal.default(add_34);  add_34 = None
    mul_48 = torch.ops.aten.mul.Tensor(reciprocal_2, 1);  reciprocal_2 = None
    mul_49 = torch.ops.aten.mul.Tensor(add_33, mul_48);  add_33 = None
    _param_constant6_8 = self._param_constant6
    add_35 = torch.ops.aten.add.Tensor(select_6, _param_constant6_8);  _param_constant6_8 = None
    sub_16 = torch.ops.aten.sub.Tensor(add_35, maximum_4);  add_35 = maximum_4 = None
    mul_50 = torch.ops.aten.mul.Tensor(mul_41, mul_49)
    sub_17 = torch.ops.aten.sub.Tensor(mul_40, mul_50);  mul_50 = None
    mul_51 = torch.ops.aten.mul.Tensor(select_8, sub_17);  sub_17 = None
    mul_52 = torch.ops.aten.mul.Tensor(mul_51, mul_48);  mul_51 = None
    mul_53 = torch.ops.aten.mul.Tensor(mul_52, exp_8);  mul_52 = exp_8 = None
    add_36 = torch.ops.aten.add.Tensor(add_23, mul_53);  add_23 = mul_53 = None
    sub_18 = torch.ops.aten.sub.Tensor(select_7, mul_49)
    mul_54 = torch.ops.aten.mul.Tensor(select_8, sub_18);  select_8 = sub_18 = None
    mul_55 = torch.ops.aten.mul.Tensor(mul_54, exp_9);  mul_54 = exp_9 = None
    mul_56 = torch.ops.aten.mul.Tensor(mul_55, mul_48);  mul_55 = None
    add_37 = torch.ops.aten.add.Tensor(add_24, mul_56);  add_24 = mul_56 = None
    _tensor_constant28_4 = self._tensor_constant28
    add_38 = torch.ops.aten.add.Tensor(_tensor_constant28_4, maximum_3);  _tensor_constant28_4 = None
    maximum_5 = torch.ops.aten.maximum.default(add_38, select_6);  add_38 = None
    _tensor_constant28_5 = self._tensor_constant28
    add_39 = torch.ops.aten.add.Tensor(_tensor_constant28_5, maximum_3);  _tensor_constant28_5 = maximum_3 = None
    sub_19 = torch.ops.aten.sub.Tensor(add_39, maximum_5);  add_39 = None
    exp_10 = torch.ops.aten.exp.default(sub_19);  sub_19 = None
    sub_20 = torch.ops.aten.sub.Tensor(select_6, maximum_5);  select_6 = None
    exp_11 = torch.ops.aten.exp.default(sub_20);  sub_20 = None
    add_40 = torch.ops.aten.add.Tensor(add_29, mul_40);  mul_40 = None
    mul_57 = torch.ops.aten.mul.Tensor(exp_10, add_40);  add_40 = None
    add_41 = torch.ops.aten.add.Tensor(add_30, mul_41);  mul_41 = None
    mul_58 = torch.ops.aten.mul.Tensor(exp_10, add_41);  add_41 = None
    mul_59 = torch.ops.aten.mul.Tensor(exp_10, add_29);  add_29 = None
    mul_60 = torch.ops.aten.mul.Tensor(exp_11, select_7);  select_7 = None
    add_42 = torch.ops.aten.add.Tensor(mul_59, mul_60);  mul_59 = mul_60 = None
    mul_61 = torch.ops.aten.mul.Tensor(exp_10, add_30);  exp_10 = add_30 = None
    add_43 = torch.ops.aten.add.Tensor(mul_61, exp_11);  mul_61 = exp_11 = None
    _tensor_constant26_3 = self._tensor_constant26
    select_9 = torch.ops.aten.select.int(_tensor_constant26_3, 1, 3);  _tensor_constant26_3 = None
    _tensor_constant27_3 = self._tensor_constant27
    select_10 = torch.ops.aten.select.int(_tensor_constant27_3, 1, 3);  _tensor_constant27_3 = None
    select_11 = torch.ops.aten.select.int(mul_9, 1, 3)
    _param_constant6_9 = self._param_constant6
    add_44 = torch.ops.aten.add.Tensor(select_9, _param_constant6_9);  _param_constant6_9 = None
    maximum_6 = torch.ops.aten.maximum.default(maximum_5, add_44);  add_44 = None
    sub_21 = torch.ops.aten.sub.Tensor(maximum_5, maximum_6)
    exp_12 = torch.ops.aten.exp.default(sub_21);  sub_21 = None
    _param_constant6_10 = self._param_constant6
    add_45 = torch.ops.aten.add.Tensor(select_9, _param_constant6_10);  _param_constant6_10 = None
    sub_22 = torch.ops.aten.sub.Tensor(add_45, maximum_6);  add_45 = None
    exp_13 = torch.ops.aten.exp.default(sub_22);  sub_22 = None
    mul_62 = torch.ops.aten.mul.Tensor(exp_12, add_42)
    mul_63 = torch.ops.aten.mul.Tensor(exp_13, select_10)
    add_46 = torch.ops.aten.add.Tensor(mul_62, mul_63);  mul_62 = mul_63 = None
    mul_64 = torch.ops.aten.mul.Tensor(exp_12, add_43)
    add_47 = torch.ops.aten.add.Tensor(mul_64, exp_13);  mul_64 = None
    reciprocal_3 = torch.ops.aten.reciprocal.default(add_47);  add_47 = None
    mul_65 = torch.ops.aten.mul.Tensor(reciprocal_3, 1);  reciprocal_3 = None
    mul_66 = torch.ops.aten.mul.Tensor(add_46, mul_65);  add_46 = None
    _param_constant6_11 = self._param_constant6
    add_48 = torch.ops.aten.add.Tensor(select_9, _param_constant6_11);  _param_constant6_11 = None
    sub_23 = torch.ops.aten.sub.Tensor(add_48, maximum_6);  add_48 = maximum_6 = None
    mul_67 = torch.ops.aten.mul.Tensor(mul_58, mul_66)
    sub_24 = torch.ops.aten.sub.Tensor(mul_57, mul_67);  mul_67 = None
    mul_68 = torch.ops.aten.mul.Tensor(select_11, sub_24);  sub_24 = None
    mul_69 = torch.ops.aten.mul.Tensor(mul_68, mul_65);  mul_68 = None
    mul_70 = torch.ops.aten.mul.Tensor(mul_69, exp_12);  mul_69 = exp_12 = None
    add_49 = torch.ops.aten.add.Tensor(add_36, mul_70);  add_36 = mul_70 = None
    sub_25 = torch.ops.aten.sub.Tensor(select_10, mul_66)
    mul_71 = torch.ops.aten.mul.Tensor(select_11, sub_25);  select_11 = sub_25 = None
    mul_72 = torch.ops.aten.mul.Tensor(mul_71, exp_13);  mul_71 = exp_13 = None
    mul_73 = torch.ops.aten.mul.Tensor(mul_72, mul_65);  mul_72 = None
    add_50 = torch.ops.aten.add.Tensor(add_37, mul_73);  add_37 = mul_73 = None
    _tensor_constant28_6 = self._tensor_constant28
    add_51 = torch.ops.aten.add.Tensor(_tensor_constant28_6, maximum_5);  _tensor_constant28_6 = None
    maximum_7 = torch.ops.aten.maximum.default(add_51, select_9);  add_51 = None
    _tensor_constant28_7 = self._tensor_constant28
    add_52 = torch.ops.aten.add.Tensor(_tensor_constant28_7, maximum_5);  _tensor_constant28_7 = maximum_5 = None
    sub_26 = torch.ops.aten.sub.Tensor(add_52, maximum_7);  add_52 = None
    exp_14 = torch.ops.aten.exp.default(sub_26);  sub_26 = None
    sub_27 = torch.ops.aten.sub.Tensor(select_9, maximum_7);  select_9 = None
    exp_15 = torch.ops.aten.exp.default(sub_27);  sub_27 = None
    add_53 = torch.ops.aten.add.Tensor(add_42, mul_57);  mul_57 = None
    mul_74 = torch.ops.aten.mul.Tensor(exp_14, add_53);  add_53 = None
    add_54 = torch.ops.aten.add.Tensor(add_43, mul_58);  mul_58 = None
    mul_75 = torch.ops.aten.mul.Tensor(exp_14, add_54);  add_54 = None
    mul_76 = torch.ops.aten.mul.Tensor(exp_14, add_42);  add_42 = None
    mul_77 = torch.ops.aten.mul.Tensor(exp_15, select_10);  select_10 = None
    add_55 = torch.ops.aten.add.Tensor(mul_76, mul_77);  mul_76 = mul_77 = None
    mul_78 = torch.ops.aten.mul.Tensor(exp_14, add_43);  exp_14 = add_43 = None
    add_56 = torch.ops.aten.add.Tensor(mul_78, exp_15);  mul_78 = exp_15 = None
    _tensor_constant26_4 = self._tensor_constant26
    select_12 = torch.ops.aten.select.int(_tensor_constant26_4, 1, 4);  _tensor_constant26_4 = None
    _tensor_constant27_4 = self._tensor_constant27
    select_13 = torch.ops.aten.select.int(_tensor_constant27_4, 1, 4);  _tensor_constant27_4 = None
    select_14 = torch.ops.aten.select.int(mul_9, 1, 4)
    _param_constant6_12 = self._param_constant6
    add_57 = torch.ops.aten.add.Tensor(select_12, _param_constant6_12);  _param_constant6_12 = None
    maximum_8 = torch.ops.aten.maximum.default(maximum_7, add_57);  add_57 = None
    sub_28 = torch.ops.aten.sub.Tensor(maximum_7, maximum_8)
    exp_16 = torch.ops.aten.exp.default(sub_28);  sub_28 = None
    _param_constant6_13 = self._param_constant6
    add_58 = torch.ops.aten.add.Tensor(select_12, _param_constant6_13);  _param_constant6_13 = None
    sub_29 = torch.ops.aten.sub.Tensor(add_58, maximum_8);  add_58 = None
    exp_17 = torch.ops.aten.exp.default(sub_29);  sub_29 = None
    mul_79 = torch.ops.aten.mul.Tensor(exp_16, add_55)
    mul_80 = torch.ops.aten.mul.Tensor(exp_17, select_13)
    add_59 = torch.ops.aten.add.Tensor(mul_79, mul_80);  mul_79 = mul_80 = None
    mul_81 = torch.ops.aten.mul.Tensor(exp_16, add_56)
    add_60 = torch.ops.aten.add.Tensor(mul_81, exp_17);  mul_81 = None
    reciprocal_4 = torch.ops.aten.reciprocal.default(add_60);  add_60 = None
    mul_82 = torch.ops.aten.mul.Tensor(reciprocal_4, 1);  reciprocal_4 = None
    mul_83 = torch.ops.aten.mul.Tensor(add_59, mul_82);  add_59 = None
    _param_constant6_14 = self._param_constant6
    add_61 = torch.ops.aten.add.Tensor(select_12, _param_constant6_14);  _param_constant6_14 = None
    sub_30 = torch.ops.aten.sub.Tensor(add_61, maximum_8);  add_61 = maximum_8 = None
    mul_84 = torch.ops.aten.mul.Tensor(mul_75, mul_83)
    sub_31 = torch.ops.aten.sub.Tensor(mul_74, mul_84);  mul_84 = None
    mul_85 = torch.ops.aten.mul.Tensor(select_14, sub_31);  sub_31 = None
    mul_86 = torch.ops.aten.mul.Tensor(mul_85, mul_82);  mul_85 = None
    mul_87 = torch.ops.aten.mul.Tensor(mul_86, exp_16);  mul_86 = exp_16 = None
    add_62 = torch.ops.aten.add.Tensor(add_49, mul_87);  add_49 = mul_87 = None
    sub_32 = torch.ops.aten.sub.Tensor(select_13, mul_83)
    mul_88 = torch.ops.aten.mul.Tensor(select_14, sub_32);  select_14 = sub_32 = None
    mul_89 = torch.ops.aten.mul.Tensor(mul_88, exp_17);  mul_88 = exp_17 = None
    mul_90 = torch.ops.aten.mul.Tensor(mul_89, mul_82);  mul_89 = None
    add_63 = torch.ops.aten.add.Tensor(add_50, mul_90);  add_50 = mul_90 = None
    _tensor_constant28_8 = self._tensor_constant28
    add_64 = torch.ops.aten.add.Tensor(_tensor_constant28_8, maximum_7);  _tensor_constant28_8 = None
    maximum_9 = torch.ops.aten.maximum.default(add_64, select_12);  add_64 = None
    _tensor_constant28_9 = self._tensor_constant28
    add_65 = torch.ops.aten.add.Tensor(_tensor_constant28_9, maximum_7);  _tensor_constant28_9 = maximum_7 = None
    sub_33 = torch.ops.aten.sub.Tensor(add_65, maximum_9);  add_65 = None
    exp_18 = torch.ops.aten.exp.default(sub_33);  sub_33 = None
    sub_34 = torch.ops.aten.sub.Tensor(select_12, maximum_9);  select_12 = None
    exp_19 = torch.ops.aten.exp.default(sub_34);  sub_34 = None
    add_66 = torch.ops.aten.add.Tensor(add_55, mul_74);  mul_74 = None
    mul_91 = torch.ops.aten.mul.Tensor(exp_18, add_66);  add_66 = None
    add_67 = torch.ops.aten.add.Tensor(add_56, mul_75);  mul_75 = None
    mul_92 = torch.ops.aten.mul.Tensor(exp_18, add_67);  add_67 = None
    mul_93 = torch.ops.aten.mul.Tensor(exp_18, add_55);  add_55 = None
    mul_94 = torch.ops.aten.mul.Tensor(exp_19, select_13);  select_13 = None
    add_68 = torch.ops.aten.add.Tensor(mul_93, mul_94);  mul_93 = mul_94 = None
    mul_95 = torch.ops.aten.mul.Tensor(exp_18, add_56);  exp_18 = add_56 = None
    add_69 = torch.ops.aten.add.Tensor(mul_95, exp_19);  mul_95 = exp_19 = None
    _tensor_constant26_5 = self._tensor_constant26
    select_15 = torch.ops.aten.select.int(_tensor_constant26_5, 1, 5);  _tensor_constant26_5 = None
    _tensor_constant27_5 = self._tensor_constant27
    select_16 = torch.ops.aten.select.int(_tensor_constant27_5, 1, 5);  _tensor_constant27_5 = None
    select_17 = torch.ops.aten.select.int(mul_9, 1, 5)
    _param_constant6_15 = self._param_constant6
    add_70 = torch.ops.aten.add.Tensor(select_15, _param_constant6_15);  _param_constant6_15 = None
    maximum_10 = torch.ops.aten.maximum.default(maximum_9, add_70);  add_70 = None
    sub_35 = torch.ops.aten.sub.Tensor(maximum_9, maximum_10)
    exp_20 = torch.ops.aten.exp.default(sub_35);  sub_35 = None
    _param_constant6_16 = self._param_constant6
    add_71 = torch.ops.aten.add.Tensor(select_15, _param_constant6_16);  _param_constant6_16 = None
    sub_36 = torch.ops.aten.sub.Tensor(add_71, maximum_10);  add_71 = None
    exp_21 = torch.ops.aten.exp.default(sub_36);  sub_36 = None
    mul_96 = torch.ops.aten.mul.Tensor(exp_20, add_68)
    mul_97 = torch.ops.aten.mul.Tensor(exp_21, select_16)
    add_72 = torch.ops.aten.add.Tensor(mul_96, mul_97);  mul_96 = mul_97 = None
    mul_98 = torch.ops.aten.mul.Tensor(exp_20, add_69)
    add_73 = torch.ops.aten.add.Tensor(mul_98, exp_21);  mul_98 = None
    reciprocal_5 = torch.ops.aten.reciprocal.default(add_73);  add_73 = None
    mul_99 = torch.ops.aten.mul.Tensor(reciprocal_5, 1);  reciprocal_5 = None
    mul_100 = torch.ops.aten.mul.Tensor(add_72, mul_99);  add_72 = None
    _param_constant6_17 = self._param_constant6
    add_74 = torch.ops.aten.add.Tensor(select_15, _param_constant6_17);  _param_constant6_17 = None
    sub_37 = torch.ops.aten.sub.Tensor(add_74, maximum_10);  add_74 = maximum_10 = None
    mul_101 = torch.ops.aten.mul.Tensor(mul_92, mul_100)
    sub_38 = torch.ops.aten.sub.Tensor(mul_91, mul_101);  mul_101 = None
    mul_102 = torch.ops.aten.mul.Tensor(select_17, sub_38);  sub_38 = None
    mul_103 = torch.ops.aten.mul.Tensor(mul_102, mul_99);  mul_102 = None
    mul_104 = torch.ops.aten.mul.Tensor(mul_103, exp_20);  mul_103 = exp_20 = None
    add_75 = torch.ops.aten.add.Tensor(add_62, mul_104);  add_62 = mul_104 = None
    sub_39 = torch.ops.aten.sub.Tensor(select_16, mul_100)
    mul_105 = torch.ops.aten.mul.Tensor(select_17, sub_39);  select_17 = sub_39 = None
    mul_106 = torch.ops.aten.mul.Tensor(mul_105, exp_21);  mul_105 = exp_21 = None
    mul_107 = torch.ops.aten.mul.Tensor(mul_106, mul_99);  mul_106 = None
    add_76 = torch.ops.aten.add.Tensor(add_63, mul_107);  add_63 = mul_107 = None
    _tensor_constant28_10 = self._tensor_constant28
    add_77 = torch.ops.aten.add.Tensor(_tensor_constant28_10, maximum_9);  _tensor_constant28_10 = None
    maximum_11 = torch.ops.aten.maximum.default(add_77, select_15);  add_77 = None
    _tensor_constant28_11 = self._tensor_constant28
    add_78 = torch.ops.aten.add.Tensor(_tensor_constant28_11, maximum_9);  _tensor_constant28_11 = maximum_9 = None
    sub_40 = torch.ops.aten.sub.Tensor(add_78, maximum_11);  add_78 = None
    exp_22 = torch.ops.aten.exp.default(sub_40);  sub_40 = None
    sub_41 = torch.ops.aten.sub.Tensor(select_15, maximum_11);  select_15 = None
    exp_23 = torch.ops.aten.exp.default(sub_41);  sub_41 = None
    add_79 = torch.ops.aten.add.Tensor(add_68, mul_91);  mul_91 = None
    mul_108 = torch.ops.aten.mul.Tensor(exp_22, add_79);  add_79 = None
    add_80 = torch.ops.aten.add.Tensor(add_69, mul_92);  mul_92 = None
    mul_109 = torch.ops.aten.mul.Tensor(exp_22, add_80);  add_80 = None
    mul_110 = torch.ops.aten.mul.Tensor(exp_22, add_68);  add_68 = None
    mul_111 = torch.ops.aten.mul.Tensor(exp_23, select_16);  select_16 = None
    add_81 = torch.ops.aten.add.Tensor(mul_110, mul_111);  mul_110 = mul_111 = None
    mul_112 = torch.ops.aten.mul.Tensor(exp_22, add_69);  exp_22 = add_69 = None
    add_82 = torch.ops.aten.add.Tensor(mul_112, exp_23);  mul_112 = exp_23 = None
    _tensor_constant26_6 = self._tensor_constant26
    select_18 = torch.ops.aten.select.int(_tensor_constant26_6, 1, 6);  _tensor_constant26_6 = None
    _tensor_constant27_6 = self._tensor_constant27
    select_19 = torch.ops.aten.select.int(_tensor_constant27_6, 1, 6);  _tensor_constant27_6 = None
    select_20 = torch.ops.aten.select.int(mul_9, 1, 6)
    _param_constant6_18 = self._param_constant6
    add_83 = torch.ops.aten.add.Tensor(select_18, _param_constant6_18);  _param_constant6_18 = None
    maximum_12 = torch.ops.aten.maximum.default(maximum_11, add_83);  add_83 = None
    sub_42 = torch.ops.aten.sub.Tensor(maximum_11, maximum_12)
    exp_24 = torch.ops.aten.exp.default(sub_42);  sub_42 = None
    _param_constant6_19 = self._param_constant6
    add_84 = torch.ops.aten.add.Tensor(select_18, _param_constant6_19);  _param_constant6_19 = None
    sub_43 = torch.ops.aten.sub.Tensor(add_84, maximum_12);  add_84 = None
    exp_25 = torch.ops.aten.exp.default(sub_43);  sub_43 = None
    mul_113 = torch.ops.aten.mul.Tensor(exp_24, add_81)
    mul_114 = torch.ops.aten.mul.Tensor(exp_25, select_19)
    add_85 = torch.ops.aten.add.Tensor(mul_113, mul_114);  mul_113 = mul_114 = None
    mul_115 = torch.ops.aten.mul.Tensor(exp_24, add_82)
    add_86 = torch.ops.aten.add.Tensor(mul_115, exp_25);  mul_115 = None
    reciprocal_6 = torch.ops.aten.reciprocal.default(add_86);  add_86 = None
    mul_116 = torch.ops.aten.mul.Tensor(reciprocal_6, 1);  reciprocal_6 = None
    mul_117 = torch.ops.aten.mul.Tensor(add_85, mul_116);  add_85 = None
    _param_constant6_20 = self._param_constant6
    add_87 = torch.ops.aten.add.Tensor(select_18, _param_constant6_20);  _param_constant6_20 = None
    sub_44 = torch.ops.aten.sub.Tensor(add_87, maximum_12);  add_87 = maximum_12 = None
    mul_118 = torch.ops.aten.mul.Tensor(mul_109, mul_117)
    sub_45 = torch.ops.aten.sub.Tensor(mul_108, mul_118);  mul_118 = None
    mul_119 = torch.ops.aten.mul.Tensor(select_20, sub_45);  sub_45 = None
    mul_120 = torch.ops.aten.mul.Tensor(mul_119, mul_116);  mul_119 = None
    mul_121 = torch.ops.aten.mul.Tensor(mul_120, exp_24);  mul_120 = exp_24 = None
    add_88 = torch.ops.aten.add.Tensor(add_75, mul_121);  add_75 = mul_121 = None
    sub_46 = torch.ops.aten.sub.Tensor(select_19, mul_117)
    mul_122 = torch.ops.aten.mul.Tensor(select_20, sub_46);  select_20 = sub_46 = None
    mul_123 = torch.ops.aten.mul.Tensor(mul_122, exp_25);  mul_122 = exp_25 = None
    mul_124 = torch.ops.aten.mul.Tensor(mul_123, mul_116);  mul_123 = None
    add_89 = torch.ops.aten.add.Tensor(add_76, mul_124);  add_76 = mul_124 = None
    _tensor_constant28_12 = self._tensor_constant28
    add_90 = torch.ops.aten.add.Tensor(_tensor_constant28_12, maximum_11);  _tensor_constant28_12 = None
    maximum_13 = torch.ops.aten.maximum.default(add_90, select_18);  add_90 = None
    _tensor_constant28_13 = self._tensor_constant28
    add_91 = torch.ops.aten.add.Tensor(_tensor_constant28_13, maximum_11);  _tensor_constant28_13 = maximum_11 = None
    sub_47 = torch.ops.aten.sub.Tensor(add_91, maximum_13);  add_91 = None
    exp_26 = torch.ops.aten.exp.default(sub_47);  sub_47 = None
    sub_48 = torch.ops.aten.sub.Tensor(select_18, maximum_13);  select_18 = None
    exp_27 = torch.ops.aten.exp.default(sub_48);  sub_48 = None
    add_92 = torch.ops.aten.add.Tensor(add_81, mul_108);  mul_108 = None
    mul_125 = torch.ops.aten.mul.Tensor(exp_26, add_92);  add_92 = None
    add_93 = torch.ops.aten.add.Tensor(add_82, mul_109);  mul_109 = None
    mul_126 = torch.ops.aten.mul.Tensor(exp_26, add_93);  add_93 = None
    mul_127 = torch.ops.aten.mul.Tensor(exp_26, add_81);  add_81 = None
    mul_128 = torch.ops.aten.mul.Tensor(exp_27, select_19);  select_19 = None
    add_94 = torch.ops.aten.add.Tensor(mul_127, mul_128);  mul_127 = mul_128 = None
    mul_129 = torch.ops.aten.mul.Tensor(exp_26, add_82);  exp_26 = add_82 = None
    add_95 = torch.ops.aten.add.Tensor(mul_129, exp_27);  mul_129 = exp_27 = None
    _tensor_constant26_7 = self._tensor_constant26
    select_21 = torch.ops.aten.select.int(_tensor_constant26_7, 1, 7);  _tensor_constant26_7 = None
    _tensor_constant27_7 = self._tensor_constant27
    select_22 = torch.ops.aten.select.int(_tensor_constant27_7, 1, 7);  _tensor_constant27_7 = None
    select_23 = torch.ops.aten.select.int(mul_9, 1, 7)
    _param_constant6_21 = self._param_constant6
    add_96 = torch.ops.aten.add.Tensor(select_21, _param_constant6_21);  _param_constant6_21 = None
    maximum_14 = torch.ops.aten.maximum.default(maximum_13, add_96);  add_96 = None
    sub_49 = torch.ops.aten.sub.Tensor(maximum_13, maximum_14)
    exp_28 = torch.ops.aten.exp.default(sub_49);  sub_49 = None
    _param_constant6_22 = self._param_constant6
    add_97 = torch.ops.aten.add.Tensor(select_21, _param_constant6_22);  _param_constant6_22 = None
    sub_50 = torch.ops.aten.sub.Tensor(add_97, maximum_14);  add_97 = None
    exp_29 = torch.ops.aten.exp.default(sub_50);  sub_50 = None
    mul_130 = torch.ops.aten.mul.Tensor(exp_28, add_94)
    mul_131 = torch.ops.aten.mul.Tensor(exp_29, select_22)
    add_98 = torch.ops.aten.add.Tensor(mul_130, mul_131);  mul_130 = mul_131 = None
    mul_132 = torch.ops.aten.mul.Tensor(exp_28, add_95)
    add_99 = torch.ops.aten.add.Tensor(mul_132, exp_29);  mul_132 = None
    reciprocal_7 = torch.ops.aten.reciprocal.default(add_99);  add_99 = None
    mul_133 = torch.ops.aten.mul.Tensor(reciprocal_7, 1);  reciprocal_7 = None
    mul_134 = torch.ops.aten.mul.Tensor(add_98, mul_133);  add_98 = None
    _param_constant6_23 = self._param_constant6
    add_100 = torch.ops.aten.add.Tensor(select_21, _param_constant6_23);  _param_constant6_23 = None
    sub_51 = torch.ops.aten.sub.Tensor(add_100, maximum_14);  add_100 = maximum_14 = None
    mul_135 = torch.ops.aten.mul.Tensor(mul_126, mul_134)
    sub_52 = torch.ops.aten.sub.Tensor(mul_125, mul_135);  mul_135 = None
    mul_136 = torch.ops.aten.mul.Tensor(select_23, sub_52);  sub_52 = None
    mul_137 = torch.ops.aten.mul.Tensor(mul_136, mul_133);  mul_136 = None
    mul_138 = torch.ops.aten.mul.Tensor(mul_137, exp_28);  mul_137 = exp_28 = None
    add_101 = torch.ops.aten.add.Tensor(add_88, mul_138);  add_88 = mul_138 = None
    sub_53 = torch.ops.aten.sub.Tensor(select_22, mul_134)
    mul_139 = torch.ops.aten.mul.Tensor(select_23, sub_53);  select_23 = sub_53 = None
    mul_140 = torch.ops.aten.mul.Tensor(mul_139, exp_29);  mul_139 = exp_29 = None
    mul_141 = torch.ops.aten.mul.Tensor(mul_140, mul_133);  mul_140 = None
    add_102 = torch.ops.aten.add.Tensor(add_89, mul_141);  add_89 = mul_141 = None
    _tensor_constant28_14 = self._tensor_constant28
    add_103 = torch.ops.aten.add.Tensor(_tensor_constant28_14, maximum_13);  _tensor_constant28_14 = None
    maximum_15 = torch.ops.aten.maximum.default(add_103, select_21);  add_103 = None
    _tensor_constant28_15 = self._tensor_constant28
    add_104 = torch.ops.aten.add.Tensor(_tensor_constant28_15, maximum_13);  _tensor_constant28_15 = maximum_13 = None
    sub_54 = torch.ops.aten.sub.Tensor(add_104, maximum_15);  add_104 = None
    exp_30 = torch.ops.aten.exp.default(sub_54);  sub_54 = None
    sub_55 = torch.ops.aten.sub.Tensor(select_21, maximum_15);  select_21 = maximum_15 = None
    exp_31 = torch.ops.aten.exp.default(sub_55);  sub_55 = None
    add_105 = torch.ops.aten.add.Tensor(add_94, mul_125);  mul_125 = None
    mul_142 = torch.ops.aten.mul.Tensor(exp_30, add_105);  add_105 = mul_142 = None
    add_106 = torch.ops.aten.add.Tensor(add_95, mul_126);  mul_126 = None
    mul_143 = torch.ops.aten.mul.Tensor(exp_30, add_106);  add_106 = mul_143 = None
    mul_144 = torch.ops.aten.mul.Tensor(exp_30, add_94);  add_94 = None
    mul_145 = torch.ops.aten.mul.Tensor(exp_31, select_22);  select_22 = None
    add_107 = torch.ops.aten.add.Tensor(mul_144, mul_145);  mul_144 = mul_145 = add_107 = None
    mul_146 = torch.ops.aten.mul.Tensor(exp_30, add_95);  exp_30 = add_95 = None
    add_108 = torch.ops.aten.add.Tensor(mul_146, exp_31);  mul_146 = exp_31 = add_108 = None
    zeros_6 = torch.ops.aten.zeros.default([2, 16], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    zeros_7 = torch.ops.aten.zeros.default([2, 16], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    full_1 = torch.ops.aten.full.default([2, 16], -1e+38, dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    _tensor_constant26_8 = self._tensor_constant26
    select_24 = torch.ops.aten.select.int(_tensor_constant26_8, 1, 7);  _tensor_constant26_8 = None
    _tensor_constant27_8 = self._tensor_constant27
    select_25 = torch.ops.aten.select.int(_tensor_constant27_8, 1, 7);  _tensor_constant27_8 = None
    select_26 = torch.ops.aten.select.int(mul_9, 1, 7)
    mul_147 = torch.ops.aten.mul.Tensor(select_26, mul_133)
    exp_32 = torch.ops.aten.exp.default(sub_51)
    mul_148 = torch.ops.aten.mul.Tensor(mul_147, exp_32);  mul_147 = exp_32 = None
    add_109 = torch.ops.aten.add.Tensor(select_24, full_1)
    exp_33 = torch.ops.aten.exp.default(add_109);  add_109 = None
    sub_56 = torch.ops.aten.sub.Tensor(select_25, mul_134)
    mul_149 = torch.ops.aten.mul.Tensor(mul_148, sub_56);  sub_56 = None
    mul_150 = torch.ops.aten.mul.Tensor(zeros_6, select_25);  select_25 = None
    add_110 = torch.ops.aten.add.Tensor(mul_150, zeros_7);  mul_150 = None
    mul_151 = torch.ops.aten.mul.Tensor(exp_33, add_110);  add_110 = None
    add_111 = torch.ops.aten.add.Tensor(mul_149, mul_151);  mul_149 = mul_151 = None
    mul_152 = torch.ops.aten.mul.Tensor(exp_33, zeros_6);  exp_33 = None
    add_112 = torch.ops.aten.add.Tensor(mul_148, mul_152);  mul_148 = mul_152 = None
    _tensor_constant28_16 = self._tensor_constant28
    add_113 = torch.ops.aten.add.Tensor(_tensor_constant28_16, full_1);  _tensor_constant28_16 = None
    sub_57 = torch.ops.aten.sub.Tensor(sub_51, select_24)
    _param_constant6_24 = self._param_constant6
    sub_58 = torch.ops.aten.sub.Tensor(sub_57, _param_constant6_24);  sub_57 = _param_constant6_24 = None
    maximum_16 = torch.ops.aten.maximum.default(add_113, sub_58);  add_113 = sub_58 = None
    _tensor_constant28_17 = self._tensor_constant28
    add_114 = torch.ops.aten.add.Tensor(_tensor_constant28_17, full_1);  _tensor_constant28_17 = full_1 = None
    sub_59 = torch.ops.aten.sub.Tensor(add_114, maximum_16);  add_114 = None
    exp_34 = torch.ops.aten.exp.default(sub_59);  sub_59 = None
    mul_153 = torch.ops.aten.mul.Tensor(select_26, mul_133);  select_26 = mul_133 = None
    sub_60 = torch.ops.aten.sub.Tensor(sub_51, select_24);  sub_51 = select_24 = None
    _param_constant6_25 = self._param_constant6
    sub_61 = torch.ops.aten.sub.Tensor(sub_60, _param_constant6_25);  sub_60 = _param_constant6_25 = None
    sub_62 = torch.ops.aten.sub.Tensor(sub_61, maximum_16);  sub_61 = None
    exp_35 = torch.ops.aten.exp.default(sub_62);  sub_62 = None
    mul_154 = torch.ops.aten.mul.Tensor(mul_153, exp_35);  mul_153 = exp_35 = None
    mul_155 = torch.ops.aten.mul.Tensor(exp_34, zeros_6);  zeros_6 = None
    add_115 = torch.ops.aten.add.Tensor(mul_155, mul_154);  mul_155 = None
    mul_156 = torch.ops.aten.mul.Tensor(exp_34, zeros_7);  exp_34 = zeros_7 = None
    mul_157 = torch.ops.aten.mul.Tensor(mul_154, mul_134);  mul_154 = mul_134 = None
    sub_63 = torch.ops.aten.sub.Tensor(mul_156, mul_157);  mul_156 = mul_157 = None
    _tensor_constant26_9 = self._tensor_constant26
    select_27 = torch.ops.aten.select.int(_tensor_constant26_9, 1, 6);  _tensor_constant26_9 = None
    _tensor_constant27_9 = self._tensor_constant27
    select_28 = torch.ops.aten.select.int(_tensor_constant27_9, 1, 6);  _tensor_constant27_9 = None
    select_29 = torch.ops.aten.select.int(mul_9, 1, 6)
    mul_158 = torch.ops.aten.mul.Tensor(select_29, mul_116)
    exp_36 = torch.ops.aten.exp.default(sub_44)
    mul_159 = torch.ops.aten.mul.Tensor(mul_158, exp_36);  mul_158 = exp_36 = None
    add_116 = torch.ops.aten.add.Tensor(select_27, maximum_16)
    exp_37 = torch.ops.aten.exp.default(add_116);  add_116 = None
    sub_64 = torch.ops.aten.sub.Tensor(select_28, mul_117)
    mul_160 = torch.ops.aten.mul.Tensor(mul_159, sub_64);  sub_64 = None
    mul_161 = torch.ops.aten.mul.Tensor(add_115, select_28);  select_28 = None
    add_117 = torch.ops.aten.add.Tensor(mul_161, sub_63);  mul_161 = None
    mul_162 = torch.ops.aten.mul.Tensor(exp_37, add_117);  add_117 = None
    add_118 = torch.ops.aten.add.Tensor(mul_160, mul_162);  mul_160 = mul_162 = None
    mul_163 = torch.ops.aten.mul.Tensor(exp_37, add_115);  exp_37 = None
    add_119 = torch.ops.aten.add.Tensor(mul_159, mul_163);  mul_159 = mul_163 = None
    _tensor_constant28_18 = self._tensor_constant28
    add_120 = torch.ops.aten.add.Tensor(_tensor_constant28_18, maximum_16);  _tensor_constant28_18 = None
    sub_65 = torch.ops.aten.sub.Tensor(sub_44, select_27)
    _param_constant6_26 = self._param_constant6
    sub_66 = torch.ops.aten.sub.Tensor(sub_65, _param_constant6_26);  sub_65 = _param_constant6_26 = None
    maximum_17 = torch.ops.aten.maximum.default(add_120, sub_66);  add_120 = sub_66 = None
    _tensor_constant28_19 = self._tensor_constant28
    add_121 = torch.ops.aten.add.Tensor(_tensor_constant28_19, maximum_16);  _tensor_constant28_19 = maximum_16 = None
    sub_67 = torch.ops.aten.sub.Tensor(add_121, maximum_17);  add_121 = None
    exp_38 = torch.ops.aten.exp.default(sub_67);  sub_67 = None
    mul_164 = torch.ops.aten.mul.Tensor(select_29, mul_116);  select_29 = mul_116 = None
    sub_68 = torch.ops.aten.sub.Tensor(sub_44, select_27);  sub_44 = select_27 = None
    _param_constant6_27 = self._param_constant6
    sub_69 = torch.ops.aten.sub.Tensor(sub_68, _param_constant6_27);  sub_68 = _param_constant6_27 = None
    sub_70 = torch.ops.aten.sub.Tensor(sub_69, maximum_17);  sub_69 = None
    exp_39 = torch.ops.aten.exp.default(sub_70);  sub_70 = None
    mul_165 = torch.ops.aten.mul.Tensor(mul_164, exp_39);  mul_164 = exp_39 = None
    mul_166 = torch.ops.aten.mul.Tensor(exp_38, add_115);  add_115 = None
    add_122 = torch.ops.aten.add.Tensor(mul_166, mul_165);  mul_166 = None
    mul_167 = torch.ops.aten.mul.Tensor(exp_38, sub_63);  exp_38 = sub_63 = None
    mul_168 = torch.ops.aten.mul.Tensor(mul_165, mul_117);  mul_165 = mul_117 = None
    sub_71 = torch.ops.aten.sub.Tensor(mul_167, mul_168);  mul_167 = mul_168 = None
    _tensor_constant26_10 = self._tensor_constant26
    select_30 = torch.ops.aten.select.int(_tensor_constant26_10, 1, 5);  _tensor_constant26_10 = None
    _tensor_constant27_10 = self._tensor_constant27
    select_31 = torch.ops.aten.select.int(_tensor_constant27_10, 1, 5);  _tensor_constant27_10 = None
    select_32 = torch.ops.aten.select.int(mul_9, 1, 5)
    mul_169 = torch.ops.aten.mul.Tensor(select_32, mul_99)
    exp_40 = torch.ops.aten.exp.default(sub_37)
    mul_170 = torch.ops.aten.mul.Tensor(mul_169, exp_40);  mul_169 = exp_40 = None
    add_123 = torch.ops.aten.add.Tensor(select_30, maximum_17)
    exp_41 = torch.ops.aten.exp.default(add_123);  add_123 = None
    sub_72 = torch.ops.aten.sub.Tensor(select_31, mul_100)
    mul_171 = torch.ops.aten.mul.Tensor(mul_170, sub_72);  sub_72 = None
    mul_172 = torch.ops.aten.mul.Tensor(add_122, select_31);  select_31 = None
    add_124 = torch.ops.aten.add.Tensor(mul_172, sub_71);  mul_172 = None
    mul_173 = torch.ops.aten.mul.Tensor(exp_41, add_124);  add_124 = None
    add_125 = torch.ops.aten.add.Tensor(mul_171, mul_173);  mul_171 = mul_173 = None
    mul_174 = torch.ops.aten.mul.Tensor(exp_41, add_122);  exp_41 = None
    add_126 = torch.ops.aten.add.Tensor(mul_170, mul_174);  mul_170 = mul_174 = None
    _tensor_constant28_20 = self._tensor_constant28
    add_127 = torch.ops.aten.add.Tensor(_tensor_constant28_20, maximum_17);  _tensor_constant28_20 = None
    sub_73 = torch.ops.aten.sub.Tensor(sub_37, select_30)
    _param_constant6_28 = self._param_constant6
    sub_74 = torch.ops.aten.sub.Tensor(sub_73, _param_constant6_28);  sub_73 = _param_constant6_28 = None
    maximum_18 = torch.ops.aten.maximum.default(add_127, sub_74);  add_127 = sub_74 = None
    _tensor_constant28_21 = self._tensor_constant28
    add_128 = torch.ops.aten.add.Tensor(_tensor_constant28_21, maximum_17);  _tensor_constant28_21 = maximum_17 = None
    sub_75 = torch.ops.aten.sub.Tensor(add_128, maximum_18);  add_128 = None
    exp_42 = torch.ops.aten.exp.default(sub_75);  sub_75 = None
    mul_175 = torch.ops.aten.mul.Tensor(select_32, mul_99);  select_32 = mul_99 = None
    sub_76 = torch.ops.aten.sub.Tensor(sub_37, select_30);  sub_37 = select_30 = None
    _param_constant6_29 = self._param_constant6
    sub_77 = torch.ops.aten.sub.Tensor(sub_76, _param_constant6_29);  sub_76 = _param_constant6_29 = None
    sub_78 = torch.ops.aten.sub.Tensor(sub_77, maximum_18);  sub_77 = None
    exp_43 = torch.ops.aten.exp.default(sub_78);  sub_78 = None
    mul_176 = torch.ops.aten.mul.Tensor(mul_175, exp_43);  mul_175 = exp_43 = None
    mul_177 = torch.ops.aten.mul.Tensor(exp_42, add_122);  add_122 = None
    add_129 = torch.ops.aten.add.Tensor(mul_177, mul_176);  mul_177 = None
    mul_178 = torch.ops.aten.mul.Tensor(exp_42, sub_71);  exp_42 = sub_71 = None
    mul_179 = torch.ops.aten.mul.Tensor(mul_176, mul_100);  mul_176 = mul_100 = None
    sub_79 = torch.ops.aten.sub.Tensor(mul_178, mul_179);  mul_178 = mul_179 = None
    _tensor_constant26_11 = self._tensor_constant26
    select_33 = torch.ops.aten.select.int(_tensor_constant26_11, 1, 4);  _tensor_constant26_11 = None
    _tensor_constant27_11 = self._tensor_constant27
    select_34 = torch.ops.aten.select.int(_tensor_constant27_11, 1, 4);  _tensor_constant27_11 = None
    select_35 = torch.ops.aten.select.int(mul_9, 1, 4)
    mul_180 = torch.ops.aten.mul.Tensor(select_35, mul_82)
    exp_44 = torch.ops.aten.exp.default(sub_30)
    mul_181 = torch.ops.aten.mul.Tensor(mul_180, exp_44);  mul_180 = exp_44 = None
    add_130 = torch.ops.aten.add.Tensor(select_33, maximum_18)
    exp_45 = torch.ops.aten.exp.default(add_130);  add_130 = None
    sub_80 = torch.ops.aten.sub.Tensor(select_34, mul_83)
    mul_182 = torch.ops.aten.mul.Tensor(mul_181, sub_80);  sub_80 = None
    mul_183 = torch.ops.aten.mul.Tensor(add_129, select_34);  select_34 = None
    add_131 = torch.ops.aten.add.Tensor(mul_183, sub_79);  mul_183 = None
    mul_184 = torch.ops.aten.mul.Tensor(exp_45, add_131);  add_131 = None
    add_132 = torch.ops.aten.add.Tensor(mul_182, mul_184);  mul_182 = mul_184 = None
    mul_185 = torch.ops.aten.mul.Tensor(exp_45, add_129);  exp_45 = None
    add_133 = torch.ops.aten.add.Tensor(mul_181, mul_185);  mul_181 = mul_185 = None
    _tensor_constant28_22 = self._tensor_constant28
    add_134 = torch.ops.aten.add.Tensor(_tensor_constant28_22, maximum_18);  _tensor_constant28_22 = None
    sub_81 = torch.ops.aten.sub.Tensor(sub_30, select_33)
    _param_constant6_30 = self._param_constant6
    sub_82 = torch.ops.aten.sub.Tensor(sub_81, _param_constant6_30);  sub_81 = _param_constant6_30 = None
    maximum_19 = torch.ops.aten.maximum.default(add_134, sub_82);  add_134 = sub_82 = None
    _tensor_constant28_23 = self._tensor_constant28
    add_135 = torch.ops.aten.add.Tensor(_tensor_constant28_23, maximum_18);  _tensor_constant28_23 = maximum_18 = None
    sub_83 = torch.ops.aten.sub.Tensor(add_135, maximum_19);  add_135 = None
    exp_46 = torch.ops.aten.exp.default(sub_83);  sub_83 = None
    mul_186 = torch.ops.aten.mul.Tensor(select_35, mul_82);  select_35 = mul_82 = None
    sub_84 = torch.ops.aten.sub.Tensor(sub_30, select_33);  sub_30 = select_33 = None
    _param_constant6_31 = self._param_constant6
    sub_85 = torch.ops.aten.sub.Tensor(sub_84, _param_constant6_31);  sub_84 = _param_constant6_31 = None
    sub_86 = torch.ops.aten.sub.Tensor(sub_85, maximum_19);  sub_85 = None
    exp_47 = torch.ops.aten.exp.default(sub_86);  sub_86 = None
    mul_187 = torch.ops.aten.mul.Tensor(mul_186, exp_47);  mul_186 = exp_47 = None
    mul_188 = torch.ops.aten.mul.Tensor(exp_46, add_129);  add_129 = None
    add_136 = torch.ops.aten.add.Tensor(mul_188, mul_187);  mul_188 = None
    mul_189 = torch.ops.aten.mul.Tensor(exp_46, sub_79);  exp_46 = sub_79 = None
    mul_190 = torch.ops.aten.mul.Tensor(mul_187, mul_83);  mul_187 = mul_83 = None
    sub_87 = torch.ops.aten.sub.Tensor(mul_189, mul_190);  mul_189 = mul_190 = None
    _tensor_constant26_12 = self._tensor_constant26
    select_36 = torch.ops.aten.select.int(_tensor_constant26_12, 1, 3);  _tensor_constant26_12 = None
    _tensor_constant27_12 = self._tensor_constant27
    select_37 = torch.ops.aten.select.int(_tensor_constant27_12, 1, 3);  _tensor_constant27_12 = None
    select_38 = torch.ops.aten.select.int(mul_9, 1, 3)
    mul_191 = torch.ops.aten.mul.Tensor(select_38, mul_65)
    exp_48 = torch.ops.aten.exp.default(sub_23)
    mul_192 = torch.ops.aten.mul.Tensor(mul_191, exp_48);  mul_191 = exp_48 = None
    add_137 = torch.ops.aten.add.Tensor(select_36, maximum_19)
    exp_49 = torch.ops.aten.exp.default(add_137);  add_137 = None
    sub_88 = torch.ops.aten.sub.Tensor(select_37, mul_66)
    mul_193 = torch.ops.aten.mul.Tensor(mul_192, sub_88);  sub_88 = None
    mul_194 = torch.ops.aten.mul.Tensor(add_136, select_37);  select_37 = None
    add_138 = torch.ops.aten.add.Tensor(mul_194, sub_87);  mul_194 = None
    mul_195 = torch.ops.aten.mul.Tensor(exp_49, add_138);  add_138 = None
    add_139 = torch.ops.aten.add.Tensor(mul_193, mul_195);  mul_193 = mul_195 = None
    mul_196 = torch.ops.aten.mul.Tensor(exp_49, add_136);  exp_49 = None
    add_140 = torch.ops.aten.add.Tensor(mul_192, mul_196);  mul_192 = mul_196 = None
    _tensor_constant28_24 = self._tensor_constant28
    add_141 = torch.ops.aten.add.Tensor(_tensor_constant28_24, maximum_19);  _tensor_constant28_24 = None
    sub_89 = torch.ops.aten.sub.Tensor(sub_23, select_36)
    _param_constant6_32 = self._param_constant6
    sub_90 = torch.ops.aten.sub.Tensor(sub_89, _param_constant6_32);  sub_89 = _param_constant6_32 = None
    maximum_20 = torch.ops.aten.maximum.default(add_141, sub_90);  add_141 = sub_90 = None
    _tensor_constant28_25 = self._tensor_constant28
    add_142 = torch.ops.aten.add.Tensor(_tensor_constant28_25, maximum_19);  _tensor_constant28_25 = maximum_19 = None
    sub_91 = torch.ops.aten.sub.Tensor(add_142, maximum_20);  add_142 = None
    exp_50 = torch.ops.aten.exp.default(sub_91);  sub_91 = None
    mul_197 = torch.ops.aten.mul.Tensor(select_38, mul_65);  select_38 = mul_65 = None
    sub_92 = torch.ops.aten.sub.Tensor(sub_23, select_36);  sub_23 = select_36 = None
    _param_constant6_33 = self._param_constant6
    sub_93 = torch.ops.aten.sub.Tensor(sub_92, _param_constant6_33);  sub_92 = _param_constant6_33 = None
    sub_94 = torch.ops.aten.sub.Tensor(sub_93, maximum_20);  sub_93 = None
    exp_51 = torch.ops.aten.exp.default(sub_94);  sub_94 = None
    mul_198 = torch.ops.aten.mul.Tensor(mul_197, exp_51);  mul_197 = exp_51 = None
    mul_199 = torch.ops.aten.mul.Tensor(exp_50, add_136);  add_136 = None
    add_143 = torch.ops.aten.add.Tensor(mul_199, mul_198);  mul_199 = None
    mul_200 = torch.ops.aten.mul.Tensor(exp_50, sub_87);  exp_50 = sub_87 = None
    mul_201 = torch.ops.aten.mul.Tensor(mul_198, mul_66);  mul_198 = mul_66 = None
    sub_95 = torch.ops.aten.sub.Tensor(mul_200, mul_201);  mul_200 = mul_201 = None
    _tensor_constant26_13 = self._tensor_constant26
    select_39 = torch.ops.aten.select.int(_tensor_constant26_13, 1, 2);  _tensor_constant26_13 = None
    _tensor_constant27_13 = self._tensor_constant27
    select_40 = torch.ops.aten.select.int(_tensor_constant27_13, 1, 2);  _tensor_constant27_13 = None
    select_41 = torch.ops.aten.select.int(mul_9, 1, 2)
    mul_202 = torch.ops.aten.mul.Tensor(select_41, mul_48)
    exp_52 = torch.ops.aten.exp.default(sub_16)
    mul_203 = torch.ops.aten.mul.Tensor(mul_202, exp_52);  mul_202 = exp_52 = None
    add_144 = torch.ops.aten.add.Tensor(select_39, maximum_20)
    exp_53 = torch.ops.aten.exp.default(add_144);  add_144 = None
    sub_96 = torch.ops.aten.sub.Tensor(select_40, mul_49)
    mul_204 = torch.ops.aten.mul.Tensor(mul_203, sub_96);  sub_96 = None
    mul_205 = torch.ops.aten.mul.Tensor(add_143, select_40);  select_40 = None
    add_145 = torch.ops.aten.add.Tensor(mul_205, sub_95);  mul_205 = None
    mul_206 = torch.ops.aten.mul.Tensor(exp_53, add_145);  add_145 = None
    add_146 = torch.ops.aten.add.Tensor(mul_204, mul_206);  mul_204 = mul_206 = None
    mul_207 = torch.ops.aten.mul.Tensor(exp_53, add_143);  exp_53 = None
    add_147 = torch.ops.aten.add.Tensor(mul_203, mul_207);  mul_203 = mul_207 = None
    _tensor_constant28_26 = self._tensor_constant28
    add_148 = torch.ops.aten.add.Tensor(_tensor_constant28_26, maximum_20);  _tensor_constant28_26 = None
    sub_97 = torch.ops.aten.sub.Tensor(sub_16, select_39)
    _param_constant6_34 = self._param_constant6
    sub_98 = torch.ops.aten.sub.Tensor(sub_97, _param_constant6_34);  sub_97 = _param_constant6_34 = None
    maximum_21 = torch.ops.aten.maximum.default(add_148, sub_98);  add_148 = sub_98 = None
    _tensor_constant28_27 = self._tensor_constant28
    add_149 = torch.ops.aten.add.Tensor(_tensor_constant28_27, maximum_20);  _tensor_constant28_27 = maximum_20 = None
    sub_99 = torch.ops.aten.sub.Tensor(add_149, maximum_21);  add_149 = None
    exp_54 = torch.ops.aten.exp.default(sub_99);  sub_99 = None
    mul_208 = torch.ops.aten.mul.Tensor(select_41, mul_48);  select_41 = mul_48 = None
    sub_100 = torch.ops.aten.sub.Tensor(sub_16, select_39);  sub_16 = select_39 = None
    _param_constant6_35 = self._param_constant6
    sub_101 = torch.ops.aten.sub.Tensor(sub_100, _param_constant6_35);  sub_100 = _param_constant6_35 = None
    sub_102 = torch.ops.aten.sub.Tensor(sub_101, maximum_21);  sub_101 = None
    exp_55 = torch.ops.aten.exp.default(sub_102);  sub_102 = None
    mul_209 = torch.ops.aten.mul.Tensor(mul_208, exp_55);  mul_208 = exp_55 = None
    mul_210 = torch.ops.aten.mul.Tensor(exp_54, add_143);  add_143 = None
    add_150 = torch.ops.aten.add.Tensor(mul_210, mul_209);  mul_210 = None
    mul_211 = torch.ops.aten.mul.Tensor(exp_54, sub_95);  exp_54 = sub_95 = None
    mul_212 = torch.ops.aten.mul.Tensor(mul_209, mul_49);  mul_209 = mul_49 = None
    sub_103 = torch.ops.aten.sub.Tensor(mul_211, mul_212);  mul_211 = mul_212 = None
    _tensor_constant26_14 = self._tensor_constant26
    select_42 = torch.ops.aten.select.int(_tensor_constant26_14, 1, 1);  _tensor_constant26_14 = None
    _tensor_constant27_14 = self._tensor_constant27
    select_43 = torch.ops.aten.select.int(_tensor_constant27_14, 1, 1);  _tensor_constant27_14 = None
    select_44 = torch.ops.aten.select.int(mul_9, 1, 1)
    mul_213 = torch.ops.aten.mul.Tensor(select_44, mul_31)
    exp_56 = torch.ops.aten.exp.default(sub_9)
    mul_214 = torch.ops.aten.mul.Tensor(mul_213, exp_56);  mul_213 = exp_56 = None
    add_151 = torch.ops.aten.add.Tensor(select_42, maximum_21)
    exp_57 = torch.ops.aten.exp.default(add_151);  add_151 = None
    sub_104 = torch.ops.aten.sub.Tensor(select_43, mul_32)
    mul_215 = torch.ops.aten.mul.Tensor(mul_214, sub_104);  sub_104 = None
    mul_216 = torch.ops.aten.mul.Tensor(add_150, select_43);  select_43 = None
    add_152 = torch.ops.aten.add.Tensor(mul_216, sub_103);  mul_216 = None
    mul_217 = torch.ops.aten.mul.Tensor(exp_57, add_152);  add_152 = None
    add_153 = torch.ops.aten.add.Tensor(mul_215, mul_217);  mul_215 = mul_217 = None
    mul_218 = torch.ops.aten.mul.Tensor(exp_57, add_150);  exp_57 = None
    add_154 = torch.ops.aten.add.Tensor(mul_214, mul_218);  mul_214 = mul_218 = None
    _tensor_constant28_28 = self._tensor_constant28
    add_155 = torch.ops.aten.add.Tensor(_tensor_constant28_28, maximum_21);  _tensor_constant28_28 = None
    sub_105 = torch.ops.aten.sub.Tensor(sub_9, select_42)
    _param_constant6_36 = self._param_constant6
    sub_106 = torch.ops.aten.sub.Tensor(sub_105, _param_constant6_36);  sub_105 = _param_constant6_36 = None
    maximum_22 = torch.ops.aten.maximum.default(add_155, sub_106);  add_155 = sub_106 = None
    _tensor_constant28_29 = self._tensor_constant28
    add_156 = torch.ops.aten.add.Tensor(_tensor_constant28_29, maximum_21);  _tensor_constant28_29 = maximum_21 = None
    sub_107 = torch.ops.aten.sub.Tensor(add_156, maximum_22);  add_156 = None
    exp_58 = torch.ops.aten.exp.default(sub_107);  sub_107 = None
    mul_219 = torch.ops.aten.mul.Tensor(select_44, mul_31);  select_44 = mul_31 = None
    sub_108 = torch.ops.aten.sub.Tensor(sub_9, select_42);  sub_9 = select_42 = None
    _param_constant6_37 = self._param_constant6
    sub_109 = torch.ops.aten.sub.Tensor(sub_108, _param_constant6_37);  sub_108 = _param_constant6_37 = None
    sub_110 = torch.ops.aten.sub.Tensor(sub_109, maximum_22);  sub_109 = None
    exp_59 = torch.ops.aten.exp.default(sub_110);  sub_110 = None
    mul_220 = torch.ops.aten.mul.Tensor(mul_219, exp_59);  mul_219 = exp_59 = None
    mul_221 = torch.ops.aten.mul.Tensor(exp_58, add_150);  add_150 = None
    add_157 = torch.ops.aten.add.Tensor(mul_221, mul_220);  mul_221 = None
    mul_222 = torch.ops.aten.mul.Tensor(exp_58, sub_103);  exp_58 = sub_103 = None
    mul_223 = torch.ops.aten.mul.Tensor(mul_220, mul_32);  mul_220 = mul_32 = None
    sub_111 = torch.ops.aten.sub.Tensor(mul_222, mul_223);  mul_222 = mul_223 = None
    _tensor_constant26_15 = self._tensor_constant26
    select_45 = torch.ops.aten.select.int(_tensor_constant26_15, 1, 0);  _tensor_constant26_15 = None
    _tensor_constant27_15 = self._tensor_constant27
    select_46 = torch.ops.aten.select.int(_tensor_constant27_15, 1, 0);  _tensor_constant27_15 = None
    select_47 = torch.ops.aten.select.int(mul_9, 1, 0);  mul_9 = None
    mul_224 = torch.ops.aten.mul.Tensor(select_47, mul_14)
    exp_60 = torch.ops.aten.exp.default(sub_2)
    mul_225 = torch.ops.aten.mul.Tensor(mul_224, exp_60);  mul_224 = exp_60 = None
    add_158 = torch.ops.aten.add.Tensor(select_45, maximum_22)
    exp_61 = torch.ops.aten.exp.default(add_158);  add_158 = None
    sub_112 = torch.ops.aten.sub.Tensor(select_46, mul_15)
    mul_226 = torch.ops.aten.mul.Tensor(mul_225, sub_112);  sub_112 = None
    mul_227 = torch.ops.aten.mul.Tensor(add_157, select_46);  select_46 = None
    add_159 = torch.ops.aten.add.Tensor(mul_227, sub_111);  mul_227 = None
    mul_228 = torch.ops.aten.mul.Tensor(exp_61, add_159);  add_159 = None
    add_160 = torch.ops.aten.add.Tensor(mul_226, mul_228);  mul_226 = mul_228 = None
    mul_229 = torch.ops.aten.mul.Tensor(exp_61, add_157);  exp_61 = None
    add_161 = torch.ops.aten.add.Tensor(mul_225, mul_229);  mul_225 = mul_229 = None
    _tensor_constant28_30 = self._tensor_constant28
    add_162 = torch.ops.aten.add.Tensor(_tensor_constant28_30, maximum_22);  _tensor_constant28_30 = None
    sub_113 = torch.ops.aten.sub.Tensor(sub_2, select_45)
    _param_constant6_38 = self._param_constant6
    sub_114 = torch.ops.aten.sub.Tensor(sub_113, _param_constant6_38);  sub_113 = _param_constant6_38 = None
    maximum_23 = torch.ops.aten.maximum.default(add_162, sub_114);  add_162 = sub_114 = None
    _tensor_constant28_31 = self._tensor_constant28
    add_163 = torch.ops.aten.add.Tensor(_tensor_constant28_31, maximum_22);  _tensor_constant28_31 = maximum_22 = None
    sub_115 = torch.ops.aten.sub.Tensor(add_163, maximum_23);  add_163 = None
    exp_62 = torch.ops.aten.exp.default(sub_115);  sub_115 = None
    mul_230 = torch.ops.aten.mul.Tensor(select_47, mul_14);  select_47 = mul_14 = None
    sub_116 = torch.ops.aten.sub.Tensor(sub_2, select_45);  sub_2 = select_45 = None
    _param_constant6_39 = self._param_constant6
    sub_117 = torch.ops.aten.sub.Tensor(sub_116, _param_constant6_39);  sub_116 = _param_constant6_39 = None
    sub_118 = torch.ops.aten.sub.Tensor(sub_117, maximum_23);  sub_117 = maximum_23 = None
    exp_63 = torch.ops.aten.exp.default(sub_118);  sub_118 = None
    mul_231 = torch.ops.aten.mul.Tensor(mul_230, exp_63);  mul_230 = exp_63 = None
    mul_232 = torch.ops.aten.mul.Tensor(exp_62, add_157);  add_157 = None
    add_164 = torch.ops.aten.add.Tensor(mul_232, mul_231);  mul_232 = add_164 = None
    mul_233 = torch.ops.aten.mul.Tensor(exp_62, sub_111);  exp_62 = sub_111 = None
    mul_234 = torch.ops.aten.mul.Tensor(mul_231, mul_15);  mul_231 = mul_15 = None
    sub_119 = torch.ops.aten.sub.Tensor(mul_233, mul_234);  mul_233 = mul_234 = sub_119 = None
    _tensor_constant28_32 = self._tensor_constant28
    mul_235 = torch.ops.aten.mul.Tensor(add_101, _tensor_constant28_32);  add_101 = _tensor_constant28_32 = None
    stack = torch.ops.aten.stack.default([add_160, add_153, add_146, add_139, add_132, add_125, add_118, add_111], 1);  add_160 = add_153 = add_146 = add_139 = add_132 = add_125 = add_118 = add_111 = None
    stack_1 = torch.ops.aten.stack.default([add_161, add_154, add_147, add_140, add_133, add_126, add_119, add_112], 1);  add_161 = add_154 = add_147 = add_140 = add_133 = add_126 = add_119 = add_112 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(mul_235, [0]);  mul_235 = sum_1 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(add_102, [0]);  add_102 = None
    _tensor_constant29 = self._tensor_constant29
    detach_3 = torch.ops.aten.detach.default(_tensor_constant29);  _tensor_constant29 = None
    sigmoid_backward_1 = torch.ops.aten.sigmoid_backward.default(mul_10, detach_3);  mul_10 = detach_3 = None
    view_11 = torch.ops.aten.view.default(sigmoid_backward_1, [16, 16]);  sigmoid_backward_1 = None
    _tensor_constant30 = self._tensor_constant30
    t_8 = torch.ops.aten.t.default(_tensor_constant30);  _tensor_constant30 = None
    mm_6 = torch.ops.aten.mm.default(view_11, t_8);  view_11 = t_8 = None
    view_12 = torch.ops.aten.view.default(mm_6, [2, 8, 16]);  mm_6 = None
    view_13 = torch.ops.aten.view.default(stack_1, [16, 16]);  stack_1 = None
    _tensor_constant31 = self._tensor_constant31
    t_9 = torch.ops.aten.t.default(_tensor_constant31);  _tensor_constant31 = None
    mm_7 = torch.ops.aten.mm.default(view_13, t_9);  view_13 = t_9 = None
    view_14 = torch.ops.aten.view.default(mm_7, [2, 8, 16]);  mm_7 = None
    view_15 = torch.ops.aten.view.default(stack, [16, 16]);  stack = None
    _tensor_constant32 = self._tensor_constant32
    t_10 = torch.ops.aten.t.default(_tensor_constant32);  _tensor_constant32 = None
    mm_8 = torch.ops.aten.mm.default(view_15, t_10);  view_15 = t_10 = None
    view_16 = torch.ops.aten.view.default(mm_8, [2, 8, 16]);  mm_8 = None
    _tensor_constant33 = self._tensor_constant33
    mul_236 = torch.ops.aten.mul.Tensor(view_12, _tensor_constant33);  _tensor_constant33 = None
    _param_constant7 = self._param_constant7
    mul_237 = torch.ops.aten.mul.Tensor(view_12, _param_constant7);  view_12 = _param_constant7 = None
    _tensor_constant34 = self._tensor_constant34
    mul_238 = torch.ops.aten.mul.Tensor(view_14, _tensor_constant34);  _tensor_constant34 = None
    add_165 = torch.ops.aten.add.Tensor(mul_236, mul_238);  mul_236 = mul_238 = None
    _param_constant8 = self._param_constant8
    mul_239 = torch.ops.aten.mul.Tensor(view_14, _param_constant8);  view_14 = _param_constant8 = None
    add_166 = torch.ops.aten.add.Tensor(mul_237, mul_239);  mul_237 = mul_239 = None
    _tensor_constant35 = self._tensor_constant35
    mul_240 = torch.ops.aten.mul.Tensor(view_16, _tensor_constant35);  _tensor_constant35 = None
    add_167 = torch.ops.aten.add.Tensor(add_165, mul_240);  add_165 = mul_240 = None
    _param_constant9 = self._param_constant9
    mul_241 = torch.ops.aten.mul.Tensor(view_16, _param_constant9);  view_16 = _param_constant9 = None
    add_168 = torch.ops.aten.add.Tensor(add_166, mul_241);  add_166 = mul_241 = None
    constant_pad_nd_1 = torch.ops.aten.constant_pad_nd.default(add_167, [0, 0, -1, 1]);  add_167 = None
    add_169 = torch.ops.aten.add.Tensor(add_168, constant_pad_nd_1);  add_168 = constant_pad_nd_1 = None
    _tensor_constant36 = self._tensor_constant36
    _tensor_constant37 = self._tensor_constant37
    _tensor_constant38 = self._tensor_constant38
    _param_constant10 = self._param_constant10
    _param_constant11 = self._param_constant11
    native_layer_norm_backward_2 = torch.ops.aten.native_layer_norm_backward.default(add_169, _tensor_constant36, [16], _tensor_constant37, _tensor_constant38, _param_constant10, _param_constant11, [True, False, False]);  add_169 = _tensor_constant36 = _tensor_constant37 = _tensor_constant38 = _param_constant10 = _param_constant11 = None
    getitem_8 = native_layer_norm_backward_2[0]
    getitem_9 = native_layer_norm_backward_2[1];  getitem_9 = None
    getitem_10 = native_layer_norm_backward_2[2];  native_layer_norm_backward_2 = getitem_10 = None
    add_170 = torch.ops.aten.add.Tensor(add_4, getitem_8);  add_4 = getitem_8 = None
    _tensor_constant39 = self._tensor_constant39
    mul_242 = torch.ops.aten.mul.Tensor(add_170, _tensor_constant39);  _tensor_constant39 = None
    _tensor_constant40 = self._tensor_constant40
    mul_243 = torch.ops.aten.mul.Tensor(add_170, _tensor_constant40);  _tensor_constant40 = None
    _tensor_constant41 = self._tensor_constant41
    detach_4 = torch.ops.aten.detach.default(_tensor_constant41);  _tensor_constant41 = None
    sigmoid_backward_2 = torch.ops.aten.sigmoid_backward.default(mul_243, detach_4);  mul_243 = detach_4 = None
    view_17 = torch.ops.aten.view.default(sigmoid_backward_2, [16, 16]);  sigmoid_backward_2 = None
    _tensor_constant42 = self._tensor_constant42
    t_11 = torch.ops.aten.t.default(_tensor_constant42);  _tensor_constant42 = None
    mm_9 = torch.ops.aten.mm.default(view_17, t_11);  view_17 = t_11 = None
    view_18 = torch.ops.aten.view.default(mm_9, [2, 8, 16]);  mm_9 = None
    view_19 = torch.ops.aten.view.default(mul_242, [16, 16]);  mul_242 = None
    _tensor_constant43 = self._tensor_constant43
    t_12 = torch.ops.aten.t.default(_tensor_constant43);  _tensor_constant43 = None
    mm_10 = torch.ops.aten.mm.default(view_19, t_12);  view_19 = t_12 = None
    view_20 = torch.ops.aten.view.default(mm_10, [2, 8, 64]);  mm_10 = None
    _tensor_constant44 = self._tensor_constant44
    pow_2 = torch.ops.aten.pow.Tensor_Scalar(_tensor_constant44, 1.0);  _tensor_constant44 = None
    mul_244 = torch.ops.aten.mul.Scalar(pow_2, 2.0);  pow_2 = None
    mul_245 = torch.ops.aten.mul.Tensor(view_20, mul_244);  view_20 = mul_244 = None
    _tensor_constant45 = self._tensor_constant45
    detach_5 = torch.ops.aten.detach.default(_tensor_constant45);  _tensor_constant45 = None
    threshold_backward_1 = torch.ops.aten.threshold_backward.default(mul_245, detach_5, 0);  mul_245 = detach_5 = None
    view_21 = torch.ops.aten.view.default(threshold_backward_1, [16, 64]);  threshold_backward_1 = None
    _tensor_constant46 = self._tensor_constant46
    t_13 = torch.ops.aten.t.default(_tensor_constant46);  _tensor_constant46 = None
    mm_11 = torch.ops.aten.mm.default(view_21, t_13);  view_21 = t_13 = None
    view_22 = torch.ops.aten.view.default(mm_11, [2, 8, 16]);  mm_11 = None
    _tensor_constant47 = self._tensor_constant47
    mul_246 = torch.ops.aten.mul.Tensor(view_18, _tensor_constant47);  _tensor_constant47 = None
    _param_constant12 = self._param_constant12
    mul_247 = torch.ops.aten.mul.Tensor(view_18, _param_constant12);  view_18 = _param_constant12 = None
    _tensor_constant48 = self._tensor_constant48
    mul_248 = torch.ops.aten.mul.Tensor(view_22, _tensor_constant48);  _tensor_constant48 = None
    add_171 = torch.ops.aten.add.Tensor(mul_246, mul_248);  mul_246 = mul_248 = None
    _param_constant13 = self._param_constant13
    mul_249 = torch.ops.aten.mul.Tensor(view_22, _param_constant13);  view_22 = _param_constant13 = None
    add_172 = torch.ops.aten.add.Tensor(mul_247, mul_249);  mul_247 = mul_249 = None
    constant_pad_nd_2 = torch.ops.aten.constant_pad_nd.default(add_171, [0, 0, -1, 1]);  add_171 = None
    add_173 = torch.ops.aten.add.Tensor(add_172, constant_pad_nd_2);  add_172 = constant_pad_nd_2 = None
    _tensor_constant49 = self._tensor_constant49
    _tensor_constant50 = self._tensor_constant50
    _tensor_constant51 = self._tensor_constant51
    _param_constant14 = self._param_constant14
    _param_constant15 = self._param_constant15
    native_layer_norm_backward_3 = torch.ops.aten.native_layer_norm_backward.default(add_173, _tensor_constant49, [16], _tensor_constant50, _tensor_constant51, _param_constant14, _param_constant15, [True, False, False]);  add_173 = _tensor_constant49 = _tensor_constant50 = _tensor_constant51 = _param_constant14 = _param_constant15 = None
    getitem_11 = native_layer_norm_backward_3[0]
    getitem_12 = native_layer_norm_backward_3[1];  getitem_12 = None
    getitem_13 = native_layer_norm_backward_3[2];  native_layer_norm_backward_3 = getitem_13 = None
    add_174 = torch.ops.aten.add.Tensor(add_170, getitem_11);  add_170 = getitem_11 = None
    view_23 = torch.ops.aten.view.default(add_174, [16, 16]);  add_174 = None
    _tensor_constant52 = self._tensor_constant52
    t_14 = torch.ops.aten.t.default(_tensor_constant52);  _tensor_constant52 = None
    mm_12 = torch.ops.aten.mm.default(view_23, t_14);  view_23 = t_14 = None
    view_24 = torch.ops.aten.view.default(mm_12, [2, 8, 16]);  mm_12 = None
    _tensor_constant53 = self._tensor_constant53
    mul_250 = torch.ops.aten.mul.Tensor(view_24, _tensor_constant53);  view_24 = _tensor_constant53 = None
    zeros_8 = torch.ops.aten.zeros.default([2, 16], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    zeros_9 = torch.ops.aten.zeros.default([2, 16], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    zeros_10 = torch.ops.aten.zeros.default([2, 16], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    zeros_11 = torch.ops.aten.zeros.default([2, 16], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    zeros_12 = torch.ops.aten.zeros.default([2, 16], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    zeros_13 = torch.ops.aten.zeros.default([2, 16], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    full_2 = torch.ops.aten.full.default([2, 16], -1e+38, dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    _tensor_constant54 = self._tensor_constant54
    select_48 = torch.ops.aten.select.int(_tensor_constant54, 1, 0);  _tensor_constant54 = None
    _tensor_constant55 = self._tensor_constant55
    select_49 = torch.ops.aten.select.int(_tensor_constant55, 1, 0);  _tensor_constant55 = None
    select_50 = torch.ops.aten.select.int(mul_250, 1, 0)
    _param_constant16 = self._param_constant16
    add_175 = torch.ops.aten.add.Tensor(select_48, _param_constant16);  _param_constant16 = None
    maximum_24 = torch.ops.aten.maximum.default(full_2, add_175);  add_175 = None
    sub_120 = torch.ops.aten.sub.Tensor(full_2, maximum_24)
    exp_64 = torch.ops.aten.exp.default(sub_120);  sub_120 = None
    _param_constant16_1 = self._param_constant16
    add_176 = torch.ops.aten.add.Tensor(select_48, _param_constant16_1);  _param_constant16_1 = None
    sub_121 = torch.ops.aten.sub.Tensor(add_176, maximum_24);  add_176 = None
    exp_65 = torch.ops.aten.exp.default(sub_121);  sub_121 = None
    mul_251 = torch.ops.aten.mul.Tensor(exp_64, zeros_10)
    mul_252 = torch.ops.aten.mul.Tensor(exp_65, select_49)
    add_177 = torch.ops.aten.add.Tensor(mul_251, mul_252);  mul_251 = mul_252 = None
    mul_253 = torch.ops.aten.mul.Tensor(exp_64, zeros_11)
    add_178 = torch.ops.aten.add.Tensor(mul_253, exp_65);  mul_253 = None
    reciprocal_8 = torch.ops.aten.reciprocal.default(add_178);  add_178 = None
    mul_254 = torch.ops.aten.mul.Tensor(reciprocal_8, 1);  reciprocal_8 = None
    mul_255 = torch.ops.aten.mul.Tensor(add_177, mul_254);  add_177 = None
    _param_constant16_2 = self._param_constant16
    add_179 = torch.ops.aten.add.Tensor(select_48, _param_constant16_2);  _param_constant16_2 = None
    sub_122 = torch.ops.aten.sub.Tensor(add_179, maximum_24);  add_179 = maximum_24 = None
    mul_256 = torch.ops.aten.mul.Tensor(zeros_13, mul_255)
    sub_123 = torch.ops.aten.sub.Tensor(zeros_12, mul_256);  mul_256 = None
    mul_257 = torch.ops.aten.mul.Tensor(select_50, sub_123);  sub_123 = None
    mul_258 = torch.ops.aten.mul.Tensor(mul_257, mul_254);  mul_257 = None
    mul_259 = torch.ops.aten.mul.Tensor(mul_258, exp_64);  mul_258 = exp_64 = None
    add_180 = torch.ops.aten.add.Tensor(zeros_8, mul_259);  zeros_8 = mul_259 = None
    sub_124 = torch.ops.aten.sub.Tensor(select_49, mul_255)
    mul_260 = torch.ops.aten.mul.Tensor(select_50, sub_124);  select_50 = sub_124 = None
    mul_261 = torch.ops.aten.mul.Tensor(mul_260, exp_65);  mul_260 = exp_65 = None
    mul_262 = torch.ops.aten.mul.Tensor(mul_261, mul_254);  mul_261 = None
    add_181 = torch.ops.aten.add.Tensor(zeros_9, mul_262);  zeros_9 = mul_262 = None
    _tensor_constant56 = self._tensor_constant56
    add_182 = torch.ops.aten.add.Tensor(_tensor_constant56, full_2);  _tensor_constant56 = None
    maximum_25 = torch.ops.aten.maximum.default(add_182, select_48);  add_182 = None
    _tensor_constant56_1 = self._tensor_constant56
    add_183 = torch.ops.aten.add.Tensor(_tensor_constant56_1, full_2);  _tensor_constant56_1 = full_2 = None
    sub_125 = torch.ops.aten.sub.Tensor(add_183, maximum_25);  add_183 = None
    exp_66 = torch.ops.aten.exp.default(sub_125);  sub_125 = None
    sub_126 = torch.ops.aten.sub.Tensor(select_48, maximum_25);  select_48 = None
    exp_67 = torch.ops.aten.exp.default(sub_126);  sub_126 = None
    add_184 = torch.ops.aten.add.Tensor(zeros_10, zeros_12);  zeros_12 = None
    mul_263 = torch.ops.aten.mul.Tensor(exp_66, add_184);  add_184 = None
    add_185 = torch.ops.aten.add.Tensor(zeros_11, zeros_13);  zeros_13 = None
    mul_264 = torch.ops.aten.mul.Tensor(exp_66, add_185);  add_185 = None
    mul_265 = torch.ops.aten.mul.Tensor(exp_66, zeros_10);  zeros_10 = None
    mul_266 = torch.ops.aten.mul.Tensor(exp_67, select_49);  select_49 = None
    add_186 = torch.ops.aten.add.Tensor(mul_265, mul_266);  mul_265 = mul_266 = None
    mul_267 = torch.ops.aten.mul.Tensor(exp_66, zeros_11);  exp_66 = zeros_11 = None
    add_187 = torch.ops.aten.add.Tensor(mul_267, exp_67);  mul_267 = exp_67 = None
    _tensor_constant54_1 = self._tensor_constant54
    select_51 = torch.ops.aten.select.int(_tensor_constant54_1, 1, 1);  _tensor_constant54_1 = None
    _tensor_constant55_1 = self._tensor_constant55
    select_52 = torch.ops.aten.select.int(_tensor_constant55_1, 1, 1);  _tensor_constant55_1 = None
    select_53 = torch.ops.aten.select.int(mul_250, 1, 1)
    _param_constant16_3 = self._param_constant16
    add_188 = torch.ops.aten.add.Tensor(select_51, _param_constant16_3);  _param_constant16_3 = None
    maximum_26 = torch.ops.aten.maximum.default(maximum_25, add_188);  add_188 = None
    sub_127 = torch.ops.aten.sub.Tensor(maximum_25, maximum_26)
    exp_68 = torch.ops.aten.exp.default(sub_127);  sub_127 = None
    _param_constant16_4 = self._param_constant16
    add_189 = torch.ops.aten.add.Tensor(select_51, _param_constant16_4);  _param_constant16_4 = None
    sub_128 = torch.ops.aten.sub.Tensor(add_189, maximum_26);  add_189 = None
    exp_69 = torch.ops.aten.exp.default(sub_128);  sub_128 = None
    mul_268 = torch.ops.aten.mul.Tensor(exp_68, add_186)
    mul_269 = torch.ops.aten.mul.Tensor(exp_69, select_52)
    add_190 = torch.ops.aten.add.Tensor(mul_268, mul_269);  mul_268 = mul_269 = None
    mul_270 = torch.ops.aten.mul.Tensor(exp_68, add_187)
    add_191 = torch.ops.aten.add.Tensor(mul_270, exp_69);  mul_270 = None
    reciprocal_9 = torch.ops.aten.reciprocal.default(add_191);  add_191 = None
    mul_271 = torch.ops.aten.mul.Tensor(reciprocal_9, 1);  reciprocal_9 = None
    mul_272 = torch.ops.aten.mul.Tensor(add_190, mul_271);  add_190 = None
    _param_constant16_5 = self._param_constant16
    add_192 = torch.ops.aten.add.Tensor(select_51, _param_constant16_5);  _param_constant16_5 = None
    sub_129 = torch.ops.aten.sub.Tensor(add_192, maximum_26);  add_192 = maximum_26 = None
    mul_273 = torch.ops.aten.mul.Tensor(mul_264, mul_272)
    sub_130 = torch.ops.aten.sub.Tensor(mul_263, mul_273);  mul_273 = None
    mul_274 = torch.ops.aten.mul.Tensor(select_53, sub_130);  sub_130 = None
    mul_275 = torch.ops.aten.mul.Tensor(mul_274, mul_271);  mul_274 = None
    mul_276 = torch.ops.aten.mul.Tensor(mul_275, exp_68);  mul_275 = exp_68 = None
    add_193 = torch.ops.aten.add.Tensor(add_180, mul_276);  add_180 = mul_276 = None
    sub_131 = torch.ops.aten.sub.Tensor(select_52, mul_272)
    mul_277 = torch.ops.aten.mul.Tensor(select_53, sub_131);  select_53 = sub_131 = None
    mul_278 = torch.ops.aten.mul.Tensor(mul_277, exp_69);  mul_277 = exp_69 = None
    mul_279 = torch.ops.aten.mul.Tensor(mul_278, mul_271);  mul_278 = None
    add_194 = torch.ops.aten.add.Tensor(add_181, mul_279);  add_181 = mul_279 = None
    _tensor_constant56_2 = self._tensor_constant56
    add_195 = torch.ops.aten.add.Tensor(_tensor_constant56_2, maximum_25);  _tensor_constant56_2 = None
    maximum_27 = torch.ops.aten.maximum.default(add_195, select_51);  add_195 = None
    _tensor_constant56_3 = self._tensor_constant56
    add_196 = torch.ops.aten.add.Tensor(_tensor_constant56_3, maximum_25);  _tensor_constant56_3 = maximum_25 = None
    sub_132 = torch.ops.aten.sub.Tensor(add_196, maximum_27);  add_196 = None
    exp_70 = torch.ops.aten.exp.default(sub_132);  sub_132 = None
    sub_133 = torch.ops.aten.sub.Tensor(select_51, maximum_27);  select_51 = None
    exp_71 = torch.ops.aten.exp.default(sub_133);  sub_133 = None
    add_197 = torch.ops.aten.add.Tensor(add_186, mul_263);  mul_263 = None
    mul_280 = torch.ops.aten.mul.Tensor(exp_70, add_197);  add_197 = None
    add_198 = torch.ops.aten.add.Tensor(add_187, mul_264);  mul_264 = None
    mul_281 = torch.ops.aten.mul.Tensor(exp_70, add_198);  add_198 = None
    mul_282 = torch.ops.aten.mul.Tensor(exp_70, add_186);  add_186 = None
    mul_283 = torch.ops.aten.mul.Tensor(exp_71, select_52);  select_52 = None
    add_199 = torch.ops.aten.add.Tensor(mul_282, mul_283);  mul_282 = mul_283 = None
    mul_284 = torch.ops.aten.mul.Tensor(exp_70, add_187);  exp_70 = add_187 = None
    add_200 = torch.ops.aten.add.Tensor(mul_284, exp_71);  mul_284 = exp_71 = None
    _tensor_constant54_2 = self._tensor_constant54
    select_54 = torch.ops.aten.select.int(_tensor_constant54_2, 1, 2);  _tensor_constant54_2 = None
    _tensor_constant55_2 = self._tensor_constant55
    select_55 = torch.ops.aten.select.int(_tensor_constant55_2, 1, 2);  _tensor_constant55_2 = None
    select_56 = torch.ops.aten.select.int(mul_250, 1, 2)
    _param_constant16_6 = self._param_constant16
    add_201 = torch.ops.aten.add.Tensor(select_54, _param_constant16_6);  _param_constant16_6 = None
    maximum_28 = torch.ops.aten.maximum.default(maximum_27, add_201);  add_201 = None
    sub_134 = torch.ops.aten.sub.Tensor(maximum_27, maximum_28)
    exp_72 = torch.ops.aten.exp.default(sub_134);  sub_134 = None
    _param_constant16_7 = self._param_constant16
    add_202 = torch.ops.aten.add.Tensor(select_54, _param_constant16_7);  _param_constant16_7 = None
    sub_135 = torch.ops.aten.sub.Tensor(add_202, maximum_28);  add_202 = None
    exp_73 = torch.ops.aten.exp.default(sub_135);  sub_135 = None
    mul_285 = torch.ops.aten.mul.Tensor(exp_72, add_199)
    mul_286 = torch.ops.aten.mul.Tensor(exp_73, select_55)
    add_203 = torch.ops.aten.add.Tensor(mul_285, mul_286);  mul_285 = mul_286 = None
    mul_287 = torch.ops.aten.mul.Tensor(exp_72, add_200)
    add_204 = torch.ops.aten.add.Tensor(mul_287, exp_73);  mul_287 = None
    reciprocal_10 = torch.ops.aten.reciprocal.default(add_204);  add_204 = None
    mul_288 = torch.ops.aten.mul.Tensor(reciprocal_10, 1);  reciprocal_10 = None
    mul_289 = torch.ops.aten.mul.Tensor(add_203, mul_288);  add_203 = None
    _param_constant16_8 = self._param_constant16
    add_205 = torch.ops.aten.add.Tensor(select_54, _param_constant16_8);  _param_constant16_8 = None
    sub_136 = torch.ops.aten.sub.Tensor(add_205, maximum_28);  add_205 = maximum_28 = None
    mul_290 = torch.ops.aten.mul.Tensor(mul_281, mul_289)
    sub_137 = torch.ops.aten.sub.Tensor(mul_280, mul_290);  mul_290 = None
    mul_291 = torch.ops.aten.mul.Tensor(select_56, sub_137);  sub_137 = None
    mul_292 = torch.ops.aten.mul.Tensor(mul_291, mul_288);  mul_291 = None
    mul_293 = torch.ops.aten.mul.Tensor(mul_292, exp_72);  mul_292 = exp_72 = None
    add_206 = torch.ops.aten.add.Tensor(add_193, mul_293);  add_193 = mul_293 = None
    sub_138 = torch.ops.aten.sub.Tensor(select_55, mul_289)
    mul_294 = torch.ops.aten.mul.Tensor(select_56, sub_138);  select_56 = sub_138 = None
    mul_295 = torch.ops.aten.mul.Tensor(mul_294, exp_73);  mul_294 = exp_73 = None
    mul_296 = torch.ops.aten.mul.Tensor(mul_295, mul_288);  mul_295 = None
    add_207 = torch.ops.aten.add.Tensor(add_194, mul_296);  add_194 = mul_296 = None
    _tensor_constant56_4 = self._tensor_constant56
    add_208 = torch.ops.aten.add.Tensor(_tensor_constant56_4, maximum_27);  _tensor_constant56_4 = None
    maximum_29 = torch.ops.aten.maximum.default(add_208, select_54);  add_208 = None
    _tensor_constant56_5 = self._tensor_constant56
    add_209 = torch.ops.aten.add.Tensor(_tensor_constant56_5, maximum_27);  _tensor_constant56_5 = maximum_27 = None
    sub_139 = torch.ops.aten.sub.Tensor(add_209, maximum_29);  add_209 = None
    exp_74 = torch.ops.aten.exp.default(sub_139);  sub_139 = None
    sub_140 = torch.ops.aten.sub.Tensor(select_54, maximum_29);  select_54 = None
    exp_75 = torch.ops.aten.exp.default(sub_140);  sub_140 = None
    add_210 = torch.ops.aten.add.Tensor(add_199, mul_280);  mul_280 = None
    mul_297 = torch.ops.aten.mul.Tensor(exp_74, add_210);  add_210 = None
    add_211 = torch.ops.aten.add.Tensor(add_200, mul_281);  mul_281 = None
    mul_298 = torch.ops.aten.mul.Tensor(exp_74, add_211);  add_211 = None
    mul_299 = torch.ops.aten.mul.Tensor(exp_74, add_199);  add_199 = None
    mul_300 = torch.ops.aten.mul.Tensor(exp_75, select_55);  select_55 = None
    add_212 = torch.ops.aten.add.Tensor(mul_299, mul_300);  mul_299 = mul_300 = None
    mul_301 = torch.ops.aten.mul.Tensor(exp_74, add_200);  exp_74 = add_200 = None
    add_213 = torch.ops.aten.add.Tensor(mul_301, exp_75);  mul_301 = exp_75 = None
    _tensor_constant54_3 = self._tensor_constant54
    select_57 = torch.ops.aten.select.int(_tensor_constant54_3, 1, 3);  _tensor_constant54_3 = None
    _tensor_constant55_3 = self._tensor_constant55
    select_58 = torch.ops.aten.select.int(_tensor_constant55_3, 1, 3);  _tensor_constant55_3 = None
    select_59 = torch.ops.aten.select.int(mul_250, 1, 3)
    _param_constant16_9 = self._param_constant16
    add_214 = torch.ops.aten.add.Tensor(select_57, _param_constant16_9);  _param_constant16_9 = None
    maximum_30 = torch.ops.aten.maximum.default(maximum_29, add_214);  add_214 = None
    sub_141 = torch.ops.aten.sub.Tensor(maximum_29, maximum_30)
    exp_76 = torch.ops.aten.exp.default(sub_141);  sub_141 = None
    _param_constant16_10 = self._param_constant16
    add_215 = torch.ops.aten.add.Tensor(select_57, _param_constant16_10);  _param_constant16_10 = None
    sub_142 = torch.ops.aten.sub.Tensor(add_215, maximum_30);  add_215 = None
    exp_77 = torch.ops.aten.exp.default(sub_142);  sub_142 = None
    mul_302 = torch.ops.aten.mul.Tensor(exp_76, add_212)
    mul_303 = torch.ops.aten.mul.Tensor(exp_77, select_58)
    add_216 = torch.ops.aten.add.Tensor(mul_302, mul_303);  mul_302 = mul_303 = None
    mul_304 = torch.ops.aten.mul.Tensor(exp_76, add_213)
    add_217 = torch.ops.aten.add.Tensor(mul_304, exp_77);  mul_304 = None
    reciprocal_11 = torch.ops.aten.reciprocal.default(add_217);  add_217 = None
    mul_305 = torch.ops.aten.mul.Tensor(reciprocal_11, 1);  reciprocal_11 = None
    mul_306 = torch.ops.aten.mul.Tensor(add_216, mul_305);  add_216 = None
    _param_constant16_11 = self._param_constant16
    add_218 = torch.ops.aten.add.Tensor(select_57, _param_constant16_11);  _param_constant16_11 = None
    sub_143 = torch.ops.aten.sub.Tensor(add_218, maximum_30);  add_218 = maximum_30 = None
    mul_307 = torch.ops.aten.mul.Tensor(mul_298, mul_306)
    sub_144 = torch.ops.aten.sub.Tensor(mul_297, mul_307);  mul_307 = None
    mul_308 = torch.ops.aten.mul.Tensor(select_59, sub_144);  sub_144 = None
    mul_309 = torch.ops.aten.mul.Tensor(mul_308, mul_305);  mul_308 = None
    mul_310 = torch.ops.aten.mul.Tensor(mul_309, exp_76);  mul_309 = exp_76 = None
    add_219 = torch.ops.aten.add.Tensor(add_206, mul_310);  add_206 = mul_310 = None
    sub_145 = torch.ops.aten.sub.Tensor(select_58, mul_306)
    mul_311 = torch.ops.aten.mul.Tensor(select_59, sub_145);  select_59 = sub_145 = None
    mul_312 = torch.ops.aten.mul.Tensor(mul_311, exp_77);  mul_311 = exp_77 = None
    mul_313 = torch.ops.aten.mul.Tensor(mul_312, mul_305);  mul_312 = None
    add_220 = torch.ops.aten.add.Tensor(add_207, mul_313);  add_207 = mul_313 = None
    _tensor_constant56_6 = self._tensor_constant56
    add_221 = torch.ops.aten.add.Tensor(_tensor_constant56_6, maximum_29);  _tensor_constant56_6 = None
    maximum_31 = torch.ops.aten.maximum.default(add_221, select_57);  add_221 = None
    _tensor_constant56_7 = self._tensor_constant56
    add_222 = torch.ops.aten.add.Tensor(_tensor_constant56_7, maximum_29);  _tensor_constant56_7 = maximum_29 = None
    sub_146 = torch.ops.aten.sub.Tensor(add_222, maximum_31);  add_222 = None
    exp_78 = torch.ops.aten.exp.default(sub_146);  sub_146 = None
    sub_147 = torch.ops.aten.sub.Tensor(select_57, maximum_31);  select_57 = None
    exp_79 = torch.ops.aten.exp.default(sub_147);  sub_147 = None
    add_223 = torch.ops.aten.add.Tensor(add_212, mul_297);  mul_297 = None
    mul_314 = torch.ops.aten.mul.Tensor(exp_78, add_223);  add_223 = None
    add_224 = torch.ops.aten.add.Tensor(add_213, mul_298);  mul_298 = None
    mul_315 = torch.ops.aten.mul.Tensor(exp_78, add_224);  add_224 = None
    mul_316 = torch.ops.aten.mul.Tensor(exp_78, add_212);  add_212 = None
    mul_317 = torch.ops.aten.mul.Tensor(exp_79, select_58);  select_58 = None
    add_225 = torch.ops.aten.add.Tensor(mul_316, mul_317);  mul_316 = mul_317 = None
    mul_318 = torch.ops.aten.mul.Tensor(exp_78, add_213);  exp_78 = add_213 = None
    add_226 = torch.ops.aten.add.Tensor(mul_318, exp_79);  mul_318 = exp_79 = None
    _tensor_constant54_4 = self._tensor_constant54
    select_60 = torch.ops.aten.select.int(_tensor_constant54_4, 1, 4);  _tensor_constant54_4 = None
    _tensor_constant55_4 = self._tensor_constant55
    select_61 = torch.ops.aten.select.int(_tensor_constant55_4, 1, 4);  _tensor_constant55_4 = None
    select_62 = torch.ops.aten.select.int(mul_250, 1, 4)
    _param_constant16_12 = self._param_constant16
    add_227 = torch.ops.aten.add.Tensor(select_60, _param_constant16_12);  _param_constant16_12 = None
    maximum_32 = torch.ops.aten.maximum.default(maximum_31, add_227);  add_227 = None
    sub_148 = torch.ops.aten.sub.Tensor(maximum_31, maximum_32)
    exp_80 = torch.ops.aten.exp.default(sub_148);  sub_148 = None
    _param_constant16_13 = self._param_constant16
    add_228 = torch.ops.aten.add.Tensor(select_60, _param_constant16_13);  _param_constant16_13 = None
    sub_149 = torch.ops.aten.sub.Tensor(add_228, maximum_32);  add_228 = None
    exp_81 = torch.ops.aten.exp.default(sub_149);  sub_149 = None
    mul_319 = torch.ops.aten.mul.Tensor(exp_80, add_225)
    mul_320 = torch.ops.aten.mul.Tensor(exp_81, select_61)
    add_229 = torch.ops.aten.add.Tensor(mul_319, mul_320);  mul_319 = mul_320 = None
    mul_321 = torch.ops.aten.mul.Tensor(exp_80, add_226)
    add_230 = torch.ops.aten.add.Tensor(mul_321, exp_81);  mul_321 = None
    reciprocal_12 = torch.ops.aten.reciprocal.default(add_230);  add_230 = None
    mul_322 = torch.ops.aten.mul.Tensor(reciprocal_12, 1);  reciprocal_12 = None
    mul_323 = torch.ops.aten.mul.Tensor(add_229, mul_322);  add_229 = None
    _param_constant16_14 = self._param_constant16
    add_231 = torch.ops.aten.add.Tensor(select_60, _param_constant16_14);  _param_constant16_14 = None
    sub_150 = torch.ops.aten.sub.Tensor(add_231, maximum_32);  add_231 = maximum_32 = None
    mul_324 = torch.ops.aten.mul.Tensor(mul_315, mul_323)
    sub_151 = torch.ops.aten.sub.Tensor(mul_314, mul_324);  mul_324 = None
    mul_325 = torch.ops.aten.mul.Tensor(select_62, sub_151);  sub_151 = None
    mul_326 = torch.ops.aten.mul.Tensor(mul_325, mul_322);  mul_325 = None
    mul_327 = torch.ops.aten.mul.Tensor(mul_326, exp_80);  mul_326 = exp_80 = None
    add_232 = torch.ops.aten.add.Tensor(add_219, mul_327);  add_219 = mul_327 = None
    sub_152 = torch.ops.aten.sub.Tensor(select_61, mul_323)
    mul_328 = torch.ops.aten.mul.Tensor(select_62, sub_152);  select_62 = sub_152 = None
    mul_329 = torch.ops.aten.mul.Tensor(mul_328, exp_81);  mul_328 = exp_81 = None
    mul_330 = torch.ops.aten.mul.Tensor(mul_329, mul_322);  mul_329 = None
    add_233 = torch.ops.aten.add.Tensor(add_220, mul_330);  add_220 = mul_330 = None
    _tensor_constant56_8 = self._tensor_constant56
    add_234 = torch.ops.aten.add.Tensor(_tensor_constant56_8, maximum_31);  _tensor_constant56_8 = None
    maximum_33 = torch.ops.aten.maximum.default(add_234, select_60);  add_234 = None
    _tensor_constant56_9 = self._tensor_constant56
    add_235 = torch.ops.aten.add.Tensor(_tensor_constant56_9, maximum_31);  _tensor_constant56_9 = maximum_31 = None
    sub_153 = torch.ops.aten.sub.Tensor(add_235, maximum_33);  add_235 = None
    exp_82 = torch.ops.aten.exp.default(sub_153);  sub_153 = None
    sub_154 = torch.ops.aten.sub.Tensor(select_60, maximum_33);  select_60 = None
    exp_83 = torch.ops.aten.exp.default(sub_154);  sub_154 = None
    add_236 = torch.ops.aten.add.Tensor(add_225, mul_314);  mul_314 = None
    mul_331 = torch.ops.aten.mul.Tensor(exp_82, add_236);  add_236 = None
    add_237 = torch.ops.aten.add.Tensor(add_226, mul_315);  mul_315 = None
    mul_332 = torch.ops.aten.mul.Tensor(exp_82, add_237);  add_237 = None
    mul_333 = torch.ops.aten.mul.Tensor(exp_82, add_225);  add_225 = None
    mul_334 = torch.ops.aten.mul.Tensor(exp_83, select_61);  select_61 = None
    add_238 = torch.ops.aten.add.Tensor(mul_333, mul_334);  mul_333 = mul_334 = None
    mul_335 = torch.ops.aten.mul.Tensor(exp_82, add_226);  exp_82 = add_226 = None
    add_239 = torch.ops.aten.add.Tensor(mul_335, exp_83);  mul_335 = exp_83 = None
    _tensor_constant54_5 = self._tensor_constant54
    select_63 = torch.ops.aten.select.int(_tensor_constant54_5, 1, 5);  _tensor_constant54_5 = None
    _tensor_constant55_5 = self._tensor_constant55
    select_64 = torch.ops.aten.select.int(_tensor_constant55_5, 1, 5);  _tensor_constant55_5 = None
    select_65 = torch.ops.aten.select.int(mul_250, 1, 5)
    _param_constant16_15 = self._param_constant16
    add_240 = torch.ops.aten.add.Tensor(select_63, _param_constant16_15);  _param_constant16_15 = None
    maximum_34 = torch.ops.aten.maximum.default(maximum_33, add_240);  add_240 = None
    sub_155 = torch.ops.aten.sub.Tensor(maximum_33, maximum_34)
    exp_84 = torch.ops.aten.exp.default(sub_155);  sub_155 = None
    _param_constant16_16 = self._param_constant16
    add_241 = torch.ops.aten.add.Tensor(select_63, _param_constant16_16);  _param_constant16_16 = None
    sub_156 = torch.ops.aten.sub.Tensor(add_241, maximum_34);  add_241 = None
    exp_85 = torch.ops.aten.exp.default(sub_156);  sub_156 = None
    mul_336 = torch.ops.aten.mul.Tensor(exp_84, add_238)
    mul_337 = torch.ops.aten.mul.Tensor(exp_85, select_64)
    add_242 = torch.ops.aten.add.Tensor(mul_336, mul_337);  mul_336 = mul_337 = None
    mul_338 = torch.ops.aten.mul.Tensor(exp_84, add_239)
    add_243 = torch.ops.aten.add.Tensor(mul_338, exp_85);  mul_338 = None
    reciprocal_13 = torch.ops.aten.reciprocal.default(add_243);  add_243 = None
    mul_339 = torch.ops.aten.mul.Tensor(reciprocal_13, 1);  reciprocal_13 = None
    mul_340 = torch.ops.aten.mul.Tensor(add_242, mul_339);  add_242 = None
    _param_constant16_17 = self._param_constant16
    add_244 = torch.ops.aten.add.Tensor(select_63, _param_constant16_17);  _param_constant16_17 = None
    sub_157 = torch.ops.aten.sub.Tensor(add_244, maximum_34);  add_244 = maximum_34 = None
    mul_341 = torch.ops.aten.mul.Tensor(mul_332, mul_340)
    sub_158 = torch.ops.aten.sub.Tensor(mul_331, mul_341);  mul_341 = None
    mul_342 = torch.ops.aten.mul.Tensor(select_65, sub_158);  sub_158 = None
    mul_343 = torch.ops.aten.mul.Tensor(mul_342, mul_339);  mul_342 = None
    mul_344 = torch.ops.aten.mul.Tensor(mul_343, exp_84);  mul_343 = exp_84 = None
    add_245 = torch.ops.aten.add.Tensor(add_232, mul_344);  add_232 = mul_344 = None
    sub_159 = torch.ops.aten.sub.Tensor(select_64, mul_340)
    mul_345 = torch.ops.aten.mul.Tensor(select_65, sub_159);  select_65 = sub_159 = None
    mul_346 = torch.ops.aten.mul.Tensor(mul_345, exp_85);  mul_345 = exp_85 = None
    mul_347 = torch.ops.aten.mul.Tensor(mul_346, mul_339);  mul_346 = None
    add_246 = torch.ops.aten.add.Tensor(add_233, mul_347);  add_233 = mul_347 = None
    _tensor_constant56_10 = self._tensor_constant56
    add_247 = torch.ops.aten.add.Tensor(_tensor_constant56_10, maximum_33);  _tensor_constant56_10 = None
    maximum_35 = torch.ops.aten.maximum.default(add_247, select_63);  add_247 = None
    _tensor_constant56_11 = self._tensor_constant56
    add_248 = torch.ops.aten.add.Tensor(_tensor_constant56_11, maximum_33);  _tensor_constant56_11 = maximum_33 = None
    sub_160 = torch.ops.aten.sub.Tensor(add_248, maximum_35);  add_248 = None
    exp_86 = torch.ops.aten.exp.default(sub_160);  sub_160 = None
    sub_161 = torch.ops.aten.sub.Tensor(select_63, maximum_35);  select_63 = None
    exp_87 = torch.ops.aten.exp.default(sub_161);  sub_161 = None
    add_249 = torch.ops.aten.add.Tensor(add_238, mul_331);  mul_331 = None
    mul_348 = torch.ops.aten.mul.Tensor(exp_86, add_249);  add_249 = None
    add_250 = torch.ops.aten.add.Tensor(add_239, mul_332);  mul_332 = None
    mul_349 = torch.ops.aten.mul.Tensor(exp_86, add_250);  add_250 = None
    mul_350 = torch.ops.aten.mul.Tensor(exp_86, add_238);  add_238 = None
    mul_351 = torch.ops.aten.mul.Tensor(exp_87, select_64);  select_64 = None
    add_251 = torch.ops.aten.add.Tensor(mul_350, mul_351);  mul_350 = mul_351 = None
    mul_352 = torch.ops.aten.mul.Tensor(exp_86, add_239);  exp_86 = add_239 = None
    add_252 = torch.ops.aten.add.Tensor(mul_352, exp_87);  mul_352 = exp_87 = None
    _tensor_constant54_6 = self._tensor_constant54
    select_66 = torch.ops.aten.select.int(_tensor_constant54_6, 1, 6);  _tensor_constant54_6 = None
    _tensor_constant55_6 = self._tensor_constant55
    select_67 = torch.ops.aten.select.int(_tensor_constant55_6, 1, 6);  _tensor_constant55_6 = None
    select_68 = torch.ops.aten.select.int(mul_250, 1, 6)
    _param_constant16_18 = self._param_constant16
    add_253 = torch.ops.aten.add.Tensor(select_66, _param_constant16_18);  _param_constant16_18 = None
    maximum_36 = torch.ops.aten.maximum.default(maximum_35, add_253);  add_253 = None
    sub_162 = torch.ops.aten.sub.Tensor(maximum_35, maximum_36)
    exp_88 = torch.ops.aten.exp.default(sub_162);  sub_162 = None
    _param_constant16_19 = self._param_constant16
    add_254 = torch.ops.aten.add.Tensor(select_66, _param_constant16_19);  _param_constant16_19 = None
    sub_163 = torch.ops.aten.sub.Tensor(add_254, maximum_36);  add_254 = None
    exp_89 = torch.ops.aten.exp.default(sub_163);  sub_163 = None
    mul_353 = torch.ops.aten.mul.Tensor(exp_88, add_251)
    mul_354 = torch.ops.aten.mul.Tensor(exp_89, select_67)
    add_255 = torch.ops.aten.add.Tensor(mul_353, mul_354);  mul_353 = mul_354 = None
    mul_355 = torch.ops.aten.mul.Tensor(exp_88, add_252)
    add_256 = torch.ops.aten.add.Tensor(mul_355, exp_89);  mul_355 = None
    reciprocal_14 = torch.ops.aten.reciprocal.default(add_256);  add_256 = None
    mul_356 = torch.ops.aten.mul.Tensor(reciprocal_14, 1);  reciprocal_14 = None
    mul_357 = torch.ops.aten.mul.Tensor(add_255, mul_356);  add_255 = None
    _param_constant16_20 = self._param_constant16
    add_257 = torch.ops.aten.add.Tensor(select_66, _param_constant16_20);  _param_constant16_20 = None
    sub_164 = torch.ops.aten.sub.Tensor(add_257, maximum_36);  add_257 = maximum_36 = None
    mul_358 = torch.ops.aten.mul.Tensor(mul_349, mul_357)
    sub_165 = torch.ops.aten.sub.Tensor(mul_348, mul_358);  mul_358 = None
    mul_359 = torch.ops.aten.mul.Tensor(select_68, sub_165);  sub_165 = None
    mul_360 = torch.ops.aten.mul.Tensor(mul_359, mul_356);  mul_359 = None
    mul_361 = torch.ops.aten.mul.Tensor(mul_360, exp_88);  mul_360 = exp_88 = None
    add_258 = torch.ops.aten.add.Tensor(add_245, mul_361);  add_245 = mul_361 = None
    sub_166 = torch.ops.aten.sub.Tensor(select_67, mul_357)
    mul_362 = torch.ops.aten.mul.Tensor(select_68, sub_166);  select_68 = sub_166 = None
    mul_363 = torch.ops.aten.mul.Tensor(mul_362, exp_89);  mul_362 = exp_89 = None
    mul_364 = torch.ops.aten.mul.Tensor(mul_363, mul_356);  mul_363 = None
    add_259 = torch.ops.aten.add.Tensor(add_246, mul_364);  add_246 = mul_364 = None
    _tensor_constant56_12 = self._tensor_constant56
    add_260 = torch.ops.aten.add.Tensor(_tensor_constant56_12, maximum_35);  _tensor_constant56_12 = None
    maximum_37 = torch.ops.aten.maximum.default(add_260, select_66);  add_260 = None
    _tensor_constant56_13 = self._tensor_constant56
    add_261 = torch.ops.aten.add.Tensor(_tensor_constant56_13, maximum_35);  _tensor_constant56_13 = maximum_35 = None
    sub_167 = torch.ops.aten.sub.Tensor(add_261, maximum_37);  add_261 = None
    exp_90 = torch.ops.aten.exp.default(sub_167);  sub_167 = None
    sub_168 = torch.ops.aten.sub.Tensor(select_66, maximum_37);  select_66 = None
    exp_91 = torch.ops.aten.exp.default(sub_168);  sub_168 = None
    add_262 = torch.ops.aten.add.Tensor(add_251, mul_348);  mul_348 = None
    mul_365 = torch.ops.aten.mul.Tensor(exp_90, add_262);  add_262 = None
    add_263 = torch.ops.aten.add.Tensor(add_252, mul_349);  mul_349 = None
    mul_366 = torch.ops.aten.mul.Tensor(exp_90, add_263);  add_263 = None
    mul_367 = torch.ops.aten.mul.Tensor(exp_90, add_251);  add_251 = None
    mul_368 = torch.ops.aten.mul.Tensor(exp_91, select_67);  select_67 = None
    add_264 = torch.ops.aten.add.Tensor(mul_367, mul_368);  mul_367 = mul_368 = None
    mul_369 = torch.ops.aten.mul.Tensor(exp_90, add_252);  exp_90 = add_252 = None
    add_265 = torch.ops.aten.add.Tensor(mul_369, exp_91);  mul_369 = exp_91 = None
    _tensor_constant54_7 = self._tensor_constant54
    select_69 = torch.ops.aten.select.int(_tensor_constant54_7, 1, 7);  _tensor_constant54_7 = None
    _tensor_constant55_7 = self._tensor_constant55
    select_70 = torch.ops.aten.select.int(_tensor_constant55_7, 1, 7);  _tensor_constant55_7 = None
    select_71 = torch.ops.aten.select.int(mul_250, 1, 7)
    _param_constant16_21 = self._param_constant16
    add_266 = torch.ops.aten.add.Tensor(select_69, _param_constant16_21);  _param_constant16_21 = None
    maximum_38 = torch.ops.aten.maximum.default(maximum_37, add_266);  add_266 = None
    sub_169 = torch.ops.aten.sub.Tensor(maximum_37, maximum_38)
    exp_92 = torch.ops.aten.exp.default(sub_169);  sub_169 = None
    _param_constant16_22 = self._param_constant16
    add_267 = torch.ops.aten.add.Tensor(select_69, _param_constant16_22);  _param_constant16_22 = None
    sub_170 = torch.ops.aten.sub.Tensor(add_267, maximum_38);  add_267 = None
    exp_93 = torch.ops.aten.exp.default(sub_170);  sub_170 = None
    mul_370 = torch.ops.aten.mul.Tensor(exp_92, add_264)
    mul_371 = torch.ops.aten.mul.Tensor(exp_93, select_70)
    add_268 = torch.ops.aten.add.Tensor(mul_370, mul_371);  mul_370 = mul_371 = None
    mul_372 = torch.ops.aten.mul.Tensor(exp_92, add_265)
    add_269 = torch.ops.aten.add.Tensor(mul_372, exp_93);  mul_372 = None
    reciprocal_15 = torch.ops.aten.reciprocal.default(add_269);  add_269 = None
    mul_373 = torch.ops.aten.mul.Tensor(reciprocal_15, 1);  reciprocal_15 = None
    mul_374 = torch.ops.aten.mul.Tensor(add_268, mul_373);  add_268 = None
    _param_constant16_23 = self._param_constant16
    add_270 = torch.ops.aten.add.Tensor(select_69, _param_constant16_23);  _param_constant16_23 = None
    sub_171 = torch.ops.aten.sub.Tensor(add_270, maximum_38);  add_270 = maximum_38 = None
    mul_375 = torch.ops.aten.mul.Tensor(mul_366, mul_374)
    sub_172 = torch.ops.aten.sub.Tensor(mul_365, mul_375);  mul_375 = None
    mul_376 = torch.ops.aten.mul.Tensor(select_71, sub_172);  sub_172 = None
    mul_377 = torch.ops.aten.mul.Tensor(mul_376, mul_373);  mul_376 = None
    mul_378 = torch.ops.aten.mul.Tensor(mul_377, exp_92);  mul_377 = exp_92 = None
    add_271 = torch.ops.aten.add.Tensor(add_258, mul_378);  add_258 = mul_378 = None
    sub_173 = torch.ops.aten.sub.Tensor(select_70, mul_374)
    mul_379 = torch.ops.aten.mul.Tensor(select_71, sub_173);  select_71 = sub_173 = None
    mul_380 = torch.ops.aten.mul.Tensor(mul_379, exp_93);  mul_379 = exp_93 = None
    mul_381 = torch.ops.aten.mul.Tensor(mul_380, mul_373);  mul_380 = None
    add_272 = torch.ops.aten.add.Tensor(add_259, mul_381);  add_259 = mul_381 = None
    _tensor_constant56_14 = self._tensor_constant56
    add_273 = torch.ops.aten.add.Tensor(_tensor_constant56_14, maximum_37);  _tensor_constant56_14 = None
    maximum_39 = torch.ops.aten.maximum.default(add_273, select_69);  add_273 = None
    _tensor_constant56_15 = self._tensor_constant56
    add_274 = torch.ops.aten.add.Tensor(_tensor_constant56_15, maximum_37);  _tensor_constant56_15 = maximum_37 = None
    sub_174 = torch.ops.aten.sub.Tensor(add_274, maximum_39);  add_274 = None
    exp_94 = torch.ops.aten.exp.default(sub_174);  sub_174 = None
    sub_175 = torch.ops.aten.sub.Tensor(select_69, maximum_39);  select_69 = maximum_39 = None
    exp_95 = torch.ops.aten.exp.default(sub_175);  sub_175 = None
    add_275 = torch.ops.aten.add.Tensor(add_264, mul_365);  mul_365 = None
    mul_382 = torch.ops.aten.mul.Tensor(exp_94, add_275);  add_275 = mul_382 = None
    add_276 = torch.ops.aten.add.Tensor(add_265, mul_366);  mul_366 = None
    mul_383 = torch.ops.aten.mul.Tensor(exp_94, add_276);  add_276 = mul_383 = None
    mul_384 = torch.ops.aten.mul.Tensor(exp_94, add_264);  add_264 = None
    mul_385 = torch.ops.aten.mul.Tensor(exp_95, select_70);  select_70 = None
    add_277 = torch.ops.aten.add.Tensor(mul_384, mul_385);  mul_384 = mul_385 = add_277 = None
    mul_386 = torch.ops.aten.mul.Tensor(exp_94, add_265);  exp_94 = add_265 = None
    add_278 = torch.ops.aten.add.Tensor(mul_386, exp_95);  mul_386 = exp_95 = add_278 = None
    zeros_14 = torch.ops.aten.zeros.default([2, 16], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    zeros_15 = torch.ops.aten.zeros.default([2, 16], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    full_3 = torch.ops.aten.full.default([2, 16], -1e+38, dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    _tensor_constant54_8 = self._tensor_constant54
    select_72 = torch.ops.aten.select.int(_tensor_constant54_8, 1, 7);  _tensor_constant54_8 = None
    _tensor_constant55_8 = self._tensor_constant55
    select_73 = torch.ops.aten.select.int(_tensor_constant55_8, 1, 7);  _tensor_constant55_8 = None
    select_74 = torch.ops.aten.select.int(mul_250, 1, 7)
    mul_387 = torch.ops.aten.mul.Tensor(select_74, mul_373)
    exp_96 = torch.ops.aten.exp.default(sub_171)
    mul_388 = torch.ops.aten.mul.Tensor(mul_387, exp_96);  mul_387 = exp_96 = None
    add_279 = torch.ops.aten.add.Tensor(select_72, full_3)
    exp_97 = torch.ops.aten.exp.default(add_279);  add_279 = None
    sub_176 = torch.ops.aten.sub.Tensor(select_73, mul_374)
    mul_389 = torch.ops.aten.mul.Tensor(mul_388, sub_176);  sub_176 = None
    mul_390 = torch.ops.aten.mul.Tensor(zeros_14, select_73);  select_73 = None
    add_280 = torch.ops.aten.add.Tensor(mul_390, zeros_15);  mul_390 = None
    mul_391 = torch.ops.aten.mul.Tensor(exp_97, add_280);  add_280 = None
    add_281 = torch.ops.aten.add.Tensor(mul_389, mul_391);  mul_389 = mul_391 = None
    mul_392 = torch.ops.aten.mul.Tensor(exp_97, zeros_14);  exp_97 = None
    add_282 = torch.ops.aten.add.Tensor(mul_388, mul_392);  mul_388 = mul_392 = None
    _tensor_constant56_16 = self._tensor_constant56
    add_283 = torch.ops.aten.add.Tensor(_tensor_constant56_16, full_3);  _tensor_constant56_16 = None
    sub_177 = torch.ops.aten.sub.Tensor(sub_171, select_72)
    _param_constant16_24 = self._param_constant16
    sub_178 = torch.ops.aten.sub.Tensor(sub_177, _param_constant16_24);  sub_177 = _param_constant16_24 = None
    maximum_40 = torch.ops.aten.maximum.default(add_283, sub_178);  add_283 = sub_178 = None
    _tensor_constant56_17 = self._tensor_constant56
    add_284 = torch.ops.aten.add.Tensor(_tensor_constant56_17, full_3);  _tensor_constant56_17 = full_3 = None
    sub_179 = torch.ops.aten.sub.Tensor(add_284, maximum_40);  add_284 = None
    exp_98 = torch.ops.aten.exp.default(sub_179);  sub_179 = None
    mul_393 = torch.ops.aten.mul.Tensor(select_74, mul_373);  select_74 = mul_373 = None
    sub_180 = torch.ops.aten.sub.Tensor(sub_171, select_72);  sub_171 = select_72 = None
    _param_constant16_25 = self._param_constant16
    sub_181 = torch.ops.aten.sub.Tensor(sub_180, _param_constant16_25);  sub_180 = _param_constant16_25 = None
    sub_182 = torch.ops.aten.sub.Tensor(sub_181, maximum_40);  sub_181 = None
    exp_99 = torch.ops.aten.exp.default(sub_182);  sub_182 = None
    mul_394 = torch.ops.aten.mul.Tensor(mul_393, exp_99);  mul_393 = exp_99 = None
    mul_395 = torch.ops.aten.mul.Tensor(exp_98, zeros_14);  zeros_14 = None
    add_285 = torch.ops.aten.add.Tensor(mul_395, mul_394);  mul_395 = None
    mul_396 = torch.ops.aten.mul.Tensor(exp_98, zeros_15);  exp_98 = zeros_15 = None
    mul_397 = torch.ops.aten.mul.Tensor(mul_394, mul_374);  mul_394 = mul_374 = None
    sub_183 = torch.ops.aten.sub.Tensor(mul_396, mul_397);  mul_396 = mul_397 = None
    _tensor_constant54_9 = self._tensor_constant54
    select_75 = torch.ops.aten.select.int(_tensor_constant54_9, 1, 6);  _tensor_constant54_9 = None
    _tensor_constant55_9 = self._tensor_constant55
    select_76 = torch.ops.aten.select.int(_tensor_constant55_9, 1, 6);  _tensor_constant55_9 = None
    select_77 = torch.ops.aten.select.int(mul_250, 1, 6)
    mul_398 = torch.ops.aten.mul.Tensor(select_77, mul_356)
    exp_100 = torch.ops.aten.exp.default(sub_164)
    mul_399 = torch.ops.aten.mul.Tensor(mul_398, exp_100);  mul_398 = exp_100 = None
    add_286 = torch.ops.aten.add.Tensor(select_75, maximum_40)
    exp_101 = torch.ops.aten.exp.default(add_286);  add_286 = None
    sub_184 = torch.ops.aten.sub.Tensor(select_76, mul_357)
    mul_400 = torch.ops.aten.mul.Tensor(mul_399, sub_184);  sub_184 = None
    mul_401 = torch.ops.aten.mul.Tensor(add_285, select_76);  select_76 = None
    add_287 = torch.ops.aten.add.Tensor(mul_401, sub_183);  mul_401 = None
    mul_402 = torch.ops.aten.mul.Tensor(exp_101, add_287);  add_287 = None
    add_288 = torch.ops.aten.add.Tensor(mul_400, mul_402);  mul_400 = mul_402 = None
    mul_403 = torch.ops.aten.mul.Tensor(exp_101, add_285);  exp_101 = None
    add_289 = torch.ops.aten.add.Tensor(mul_399, mul_403);  mul_399 = mul_403 = None
    _tensor_constant56_18 = self._tensor_constant56
    add_290 = torch.ops.aten.add.Tensor(_tensor_constant56_18, maximum_40);  _tensor_constant56_18 = None
    sub_185 = torch.ops.aten.sub.Tensor(sub_164, select_75)
    _param_constant16_26 = self._param_constant16
    sub_186 = torch.ops.aten.sub.Tensor(sub_185, _param_constant16_26);  sub_185 = _param_constant16_26 = None
    maximum_41 = torch.ops.aten.maximum.default(add_290, sub_186);  add_290 = sub_186 = None
    _tensor_constant56_19 = self._tensor_constant56
    add_291 = torch.ops.aten.add.Tensor(_tensor_constant56_19, maximum_40);  _tensor_constant56_19 = maximum_40 = None
    sub_187 = torch.ops.aten.sub.Tensor(add_291, maximum_41);  add_291 = None
    exp_102 = torch.ops.aten.exp.default(sub_187);  sub_187 = None
    mul_404 = torch.ops.aten.mul.Tensor(select_77, mul_356);  select_77 = mul_356 = None
    sub_188 = torch.ops.aten.sub.Tensor(sub_164, select_75);  sub_164 = select_75 = None
    _param_constant16_27 = self._param_constant16
    sub_189 = torch.ops.aten.sub.Tensor(sub_188, _param_constant16_27);  sub_188 = _param_constant16_27 = None
    sub_190 = torch.ops.aten.sub.Tensor(sub_189, maximum_41);  sub_189 = None
    exp_103 = torch.ops.aten.exp.default(sub_190);  sub_190 = None
    mul_405 = torch.ops.aten.mul.Tensor(mul_404, exp_103);  mul_404 = exp_103 = None
    mul_406 = torch.ops.aten.mul.Tensor(exp_102, add_285);  add_285 = None
    add_292 = torch.ops.aten.add.Tensor(mul_406, mul_405);  mul_406 = None
    mul_407 = torch.ops.aten.mul.Tensor(exp_102, sub_183);  exp_102 = sub_183 = None
    mul_408 = torch.ops.aten.mul.Tensor(mul_405, mul_357);  mul_405 = mul_357 = None
    sub_191 = torch.ops.aten.sub.Tensor(mul_407, mul_408);  mul_407 = mul_408 = None
    _tensor_constant54_10 = self._tensor_constant54
    select_78 = torch.ops.aten.select.int(_tensor_constant54_10, 1, 5);  _tensor_constant54_10 = None
    _tensor_constant55_10 = self._tensor_constant55
    select_79 = torch.ops.aten.select.int(_tensor_constant55_10, 1, 5);  _tensor_constant55_10 = None
    select_80 = torch.ops.aten.select.int(mul_250, 1, 5)
    mul_409 = torch.ops.aten.mul.Tensor(select_80, mul_339)
    exp_104 = torch.ops.aten.exp.default(sub_157)
    mul_410 = torch.ops.aten.mul.Tensor(mul_409, exp_104);  mul_409 = exp_104 = None
    add_293 = torch.ops.aten.add.Tensor(select_78, maximum_41)
    exp_105 = torch.ops.aten.exp.default(add_293);  add_293 = None
    sub_192 = torch.ops.aten.sub.Tensor(select_79, mul_340)
    mul_411 = torch.ops.aten.mul.Tensor(mul_410, sub_192);  sub_192 = None
    mul_412 = torch.ops.aten.mul.Tensor(add_292, select_79);  select_79 = None
    add_294 = torch.ops.aten.add.Tensor(mul_412, sub_191);  mul_412 = None
    mul_413 = torch.ops.aten.mul.Tensor(exp_105, add_294);  add_294 = None
    add_295 = torch.ops.aten.add.Tensor(mul_411, mul_413);  mul_411 = mul_413 = None
    mul_414 = torch.ops.aten.mul.Tensor(exp_105, add_292);  exp_105 = None
    add_296 = torch.ops.aten.add.Tensor(mul_410, mul_414);  mul_410 = mul_414 = None
    _tensor_constant56_20 = self._tensor_constant56
    add_297 = torch.ops.aten.add.Tensor(_tensor_constant56_20, maximum_41);  _tensor_constant56_20 = None
    sub_193 = torch.ops.aten.sub.Tensor(sub_157, select_78)
    _param_constant16_28 = self._param_constant16
    sub_194 = torch.ops.aten.sub.Tensor(sub_193, _param_constant16_28);  sub_193 = _param_constant16_28 = None
    maximum_42 = torch.ops.aten.maximum.default(add_297, sub_194);  add_297 = sub_194 = None
    _tensor_constant56_21 = self._tensor_constant56
    add_298 = torch.ops.aten.add.Tensor(_tensor_constant56_21, maximum_41);  _tensor_constant56_21 = maximum_41 = None
    sub_195 = torch.ops.aten.sub.Tensor(add_298, maximum_42);  add_298 = None
    exp_106 = torch.ops.aten.exp.default(sub_195);  sub_195 = None
    mul_415 = torch.ops.aten.mul.Tensor(select_80, mul_339);  select_80 = mul_339 = None
    sub_196 = torch.ops.aten.sub.Tensor(sub_157, select_78);  sub_157 = select_78 = None
    _param_constant16_29 = self._param_constant16
    sub_197 = torch.ops.aten.sub.Tensor(sub_196, _param_constant16_29);  sub_196 = _param_constant16_29 = None
    sub_198 = torch.ops.aten.sub.Tensor(sub_197, maximum_42);  sub_197 = None
    exp_107 = torch.ops.aten.exp.default(sub_198);  sub_198 = None
    mul_416 = torch.ops.aten.mul.Tensor(mul_415, exp_107);  mul_415 = exp_107 = None
    mul_417 = torch.ops.aten.mul.Tensor(exp_106, add_292);  add_292 = None
    add_299 = torch.ops.aten.add.Tensor(mul_417, mul_416);  mul_417 = None
    mul_418 = torch.ops.aten.mul.Tensor(exp_106, sub_191);  exp_106 = sub_191 = None
    mul_419 = torch.ops.aten.mul.Tensor(mul_416, mul_340);  mul_416 = mul_340 = None
    sub_199 = torch.ops.aten.sub.Tensor(mul_418, mul_419);  mul_418 = mul_419 = None
    _tensor_constant54_11 = self._tensor_constant54
    select_81 = torch.ops.aten.select.int(_tensor_constant54_11, 1, 4);  _tensor_constant54_11 = None
    _tensor_constant55_11 = self._tensor_constant55
    select_82 = torch.ops.aten.select.int(_tensor_constant55_11, 1, 4);  _tensor_constant55_11 = None
    select_83 = torch.ops.aten.select.int(mul_250, 1, 4)
    mul_420 = torch.ops.aten.mul.Tensor(select_83, mul_322)
    exp_108 = torch.ops.aten.exp.default(sub_150)
    mul_421 = torch.ops.aten.mul.Tensor(mul_420, exp_108);  mul_420 = exp_108 = None
    add_300 = torch.ops.aten.add.Tensor(select_81, maximum_42)
    exp_109 = torch.ops.aten.exp.default(add_300);  add_300 = None
    sub_200 = torch.ops.aten.sub.Tensor(select_82, mul_323)
    mul_422 = torch.ops.aten.mul.Tensor(mul_421, sub_200);  sub_200 = None
    mul_423 = torch.ops.aten.mul.Tensor(add_299, select_82);  select_82 = None
    add_301 = torch.ops.aten.add.Tensor(mul_423, sub_199);  mul_423 = None
    mul_424 = torch.ops.aten.mul.Tensor(exp_109, add_301);  add_301 = None
    add_302 = torch.ops.aten.add.Tensor(mul_422, mul_424);  mul_422 = mul_424 = None
    mul_425 = torch.ops.aten.mul.Tensor(exp_109, add_299);  exp_109 = None
    add_303 = torch.ops.aten.add.Tensor(mul_421, mul_425);  mul_421 = mul_425 = None
    _tensor_constant56_22 = self._tensor_constant56
    add_304 = torch.ops.aten.add.Tensor(_tensor_constant56_22, maximum_42);  _tensor_constant56_22 = None
    sub_201 = torch.ops.aten.sub.Tensor(sub_150, select_81)
    _param_constant16_30 = self._param_constant16
    sub_202 = torch.ops.aten.sub.Tensor(sub_201, _param_constant16_30);  sub_201 = _param_constant16_30 = None
    maximum_43 = torch.ops.aten.maximum.default(add_304, sub_202);  add_304 = sub_202 = None
    _tensor_constant56_23 = self._tensor_constant56
    add_305 = torch.ops.aten.add.Tensor(_tensor_constant56_23, maximum_42);  _tensor_constant56_23 = maximum_42 = None
    sub_203 = torch.ops.aten.sub.Tensor(add_305, maximum_43);  add_305 = None
    exp_110 = torch.ops.aten.exp.default(sub_203);  sub_203 = None
    mul_426 = torch.ops.aten.mul.Tensor(select_83, mul_322);  select_83 = mul_322 = None
    sub_204 = torch.ops.aten.sub.Tensor(sub_150, select_81);  sub_150 = select_81 = None
    _param_constant16_31 = self._param_constant16
    sub_205 = torch.ops.aten.sub.Tensor(sub_204, _param_constant16_31);  sub_204 = _param_constant16_31 = None
    sub_206 = torch.ops.aten.sub.Tensor(sub_205, maximum_43);  sub_205 = None
    exp_111 = torch.ops.aten.exp.default(sub_206);  sub_206 = None
    mul_427 = torch.ops.aten.mul.Tensor(mul_426, exp_111);  mul_426 = exp_111 = None
    mul_428 = torch.ops.aten.mul.Tensor(exp_110, add_299);  add_299 = None
    add_306 = torch.ops.aten.add.Tensor(mul_428, mul_427);  mul_428 = None
    mul_429 = torch.ops.aten.mul.Tensor(exp_110, sub_199);  exp_110 = sub_199 = None
    mul_430 = torch.ops.aten.mul.Tensor(mul_427, mul_323);  mul_427 = mul_323 = None
    sub_207 = torch.ops.aten.sub.Tensor(mul_429, mul_430);  mul_429 = mul_430 = None
    _tensor_constant54_12 = self._tensor_constant54
    select_84 = torch.ops.aten.select.int(_tensor_constant54_12, 1, 3);  _tensor_constant54_12 = None
    _tensor_constant55_12 = self._tensor_constant55
    select_85 = torch.ops.aten.select.int(_tensor_constant55_12, 1, 3);  _tensor_constant55_12 = None
    select_86 = torch.ops.aten.select.int(mul_250, 1, 3)
    mul_431 = torch.ops.aten.mul.Tensor(select_86, mul_305)
    exp_112 = torch.ops.aten.exp.default(sub_143)
    mul_432 = torch.ops.aten.mul.Tensor(mul_431, exp_112);  mul_431 = exp_112 = None
    add_307 = torch.ops.aten.add.Tensor(select_84, maximum_43)
    exp_113 = torch.ops.aten.exp.default(add_307);  add_307 = None
    sub_208 = torch.ops.aten.sub.Tensor(select_85, mul_306)
    mul_433 = torch.ops.aten.mul.Tensor(mul_432, sub_208);  sub_208 = None
    mul_434 = torch.ops.aten.mul.Tensor(add_306, select_85);  select_85 = None
    add_308 = torch.ops.aten.add.Tensor(mul_434, sub_207);  mul_434 = None
    mul_435 = torch.ops.aten.mul.Tensor(exp_113, add_308);  add_308 = None
    add_309 = torch.ops.aten.add.Tensor(mul_433, mul_435);  mul_433 = mul_435 = None
    mul_436 = torch.ops.aten.mul.Tensor(exp_113, add_306);  exp_113 = None
    add_310 = torch.ops.aten.add.Tensor(mul_432, mul_436);  mul_432 = mul_436 = None
    _tensor_constant56_24 = self._tensor_constant56
    add_311 = torch.ops.aten.add.Tensor(_tensor_constant56_24, maximum_43);  _tensor_constant56_24 = None
    sub_209 = torch.ops.aten.sub.Tensor(sub_143, select_84)
    _param_constant16_32 = self._param_constant16
    sub_210 = torch.ops.aten.sub.Tensor(sub_209, _param_constant16_32);  sub_209 = _param_constant16_32 = None
    maximum_44 = torch.ops.aten.maximum.default(add_311, sub_210);  add_311 = sub_210 = None
    _tensor_constant56_25 = self._tensor_constant56
    add_312 = torch.ops.aten.add.Tensor(_tensor_constant56_25, maximum_43);  _tensor_constant56_25 = maximum_43 = None
    sub_211 = torch.ops.aten.sub.Tensor(add_312, maximum_44);  add_312 = None
    exp_114 = torch.ops.aten.exp.default(sub_211);  sub_211 = None
    mul_437 = torch.ops.aten.mul.Tensor(select_86, mul_305);  select_86 = mul_305 = None
    sub_212 = torch.ops.aten.sub.Tensor(sub_143, select_84);  sub_143 = select_84 = None
    _param_constant16_33 = self._param_constant16
    sub_213 = torch.ops.aten.sub.Tensor(sub_212, _param_constant16_33);  sub_212 = _param_constant16_33 = None
    sub_214 = torch.ops.aten.sub.Tensor(sub_213, maximum_44);  sub_213 = None
    exp_115 = torch.ops.aten.exp.default(sub_214);  sub_214 = None
    mul_438 = torch.ops.aten.mul.Tensor(mul_437, exp_115);  mul_437 = exp_115 = None
    mul_439 = torch.ops.aten.mul.Tensor(exp_114, add_306);  add_306 = None
    add_313 = torch.ops.aten.add.Tensor(mul_439, mul_438);  mul_439 = None
    mul_440 = torch.ops.aten.mul.Tensor(exp_114, sub_207);  exp_114 = sub_207 = None
    mul_441 = torch.ops.aten.mul.Tensor(mul_438, mul_306);  mul_438 = mul_306 = None
    sub_215 = torch.ops.aten.sub.Tensor(mul_440, mul_441);  mul_440 = mul_441 = None
    _tensor_constant54_13 = self._tensor_constant54
    select_87 = torch.ops.aten.select.int(_tensor_constant54_13, 1, 2);  _tensor_constant54_13 = None
    _tensor_constant55_13 = self._tensor_constant55
    select_88 = torch.ops.aten.select.int(_tensor_constant55_13, 1, 2);  _tensor_constant55_13 = None
    select_89 = torch.ops.aten.select.int(mul_250, 1, 2)
    mul_442 = torch.ops.aten.mul.Tensor(select_89, mul_288)
    exp_116 = torch.ops.aten.exp.default(sub_136)
    mul_443 = torch.ops.aten.mul.Tensor(mul_442, exp_116);  mul_442 = exp_116 = None
    add_314 = torch.ops.aten.add.Tensor(select_87, maximum_44)
    exp_117 = torch.ops.aten.exp.default(add_314);  add_314 = None
    sub_216 = torch.ops.aten.sub.Tensor(select_88, mul_289)
    mul_444 = torch.ops.aten.mul.Tensor(mul_443, sub_216);  sub_216 = None
    mul_445 = torch.ops.aten.mul.Tensor(add_313, select_88);  select_88 = None
    add_315 = torch.ops.aten.add.Tensor(mul_445, sub_215);  mul_445 = None
    mul_446 = torch.ops.aten.mul.Tensor(exp_117, add_315);  add_315 = None
    add_316 = torch.ops.aten.add.Tensor(mul_444, mul_446);  mul_444 = mul_446 = None
    mul_447 = torch.ops.aten.mul.Tensor(exp_117, add_313);  exp_117 = None
    add_317 = torch.ops.aten.add.Tensor(mul_443, mul_447);  mul_443 = mul_447 = None
    _tensor_constant56_26 = self._tensor_constant56
    add_318 = torch.ops.aten.add.Tensor(_tensor_constant56_26, maximum_44);  _tensor_constant56_26 = None
    sub_217 = torch.ops.aten.sub.Tensor(sub_136, select_87)
    _param_constant16_34 = self._param_constant16
    sub_218 = torch.ops.aten.sub.Tensor(sub_217, _param_constant16_34);  sub_217 = _param_constant16_34 = None
    maximum_45 = torch.ops.aten.maximum.default(add_318, sub_218);  add_318 = sub_218 = None
    _tensor_constant56_27 = self._tensor_constant56
    add_319 = torch.ops.aten.add.Tensor(_tensor_constant56_27, maximum_44);  _tensor_constant56_27 = maximum_44 = None
    sub_219 = torch.ops.aten.sub.Tensor(add_319, maximum_45);  add_319 = None
    exp_118 = torch.ops.aten.exp.default(sub_219);  sub_219 = None
    mul_448 = torch.ops.aten.mul.Tensor(select_89, mul_288);  select_89 = mul_288 = None
    sub_220 = torch.ops.aten.sub.Tensor(sub_136, select_87);  sub_136 = select_87 = None
    _param_constant16_35 = self._param_constant16
    sub_221 = torch.ops.aten.sub.Tensor(sub_220, _param_constant16_35);  sub_220 = _param_constant16_35 = None
    sub_222 = torch.ops.aten.sub.Tensor(sub_221, maximum_45);  sub_221 = None
    exp_119 = torch.ops.aten.exp.default(sub_222);  sub_222 = None
    mul_449 = torch.ops.aten.mul.Tensor(mul_448, exp_119);  mul_448 = exp_119 = None
    mul_450 = torch.ops.aten.mul.Tensor(exp_118, add_313);  add_313 = None
    add_320 = torch.ops.aten.add.Tensor(mul_450, mul_449);  mul_450 = None
    mul_451 = torch.ops.aten.mul.Tensor(exp_118, sub_215);  exp_118 = sub_215 = None
    mul_452 = torch.ops.aten.mul.Tensor(mul_449, mul_289);  mul_449 = mul_289 = None
    sub_223 = torch.ops.aten.sub.Tensor(mul_451, mul_452);  mul_451 = mul_452 = None
    _tensor_constant54_14 = self._tensor_constant54
    select_90 = torch.ops.aten.select.int(_tensor_constant54_14, 1, 1);  _tensor_constant54_14 = None
    _tensor_constant55_14 = self._tensor_constant55
    select_91 = torch.ops.aten.select.int(_tensor_constant55_14, 1, 1);  _tensor_constant55_14 = None
    select_92 = torch.ops.aten.select.int(mul_250, 1, 1)
    mul_453 = torch.ops.aten.mul.Tensor(select_92, mul_271)
    exp_120 = torch.ops.aten.exp.default(sub_129)
    mul_454 = torch.ops.aten.mul.Tensor(mul_453, exp_120);  mul_453 = exp_120 = None
    add_321 = torch.ops.aten.add.Tensor(select_90, maximum_45)
    exp_121 = torch.ops.aten.exp.default(add_321);  add_321 = None
    sub_224 = torch.ops.aten.sub.Tensor(select_91, mul_272)
    mul_455 = torch.ops.aten.mul.Tensor(mul_454, sub_224);  sub_224 = None
    mul_456 = torch.ops.aten.mul.Tensor(add_320, select_91);  select_91 = None
    add_322 = torch.ops.aten.add.Tensor(mul_456, sub_223);  mul_456 = None
    mul_457 = torch.ops.aten.mul.Tensor(exp_121, add_322);  add_322 = None
    add_323 = torch.ops.aten.add.Tensor(mul_455, mul_457);  mul_455 = mul_457 = None
    mul_458 = torch.ops.aten.mul.Tensor(exp_121, add_320);  exp_121 = None
    add_324 = torch.ops.aten.add.Tensor(mul_454, mul_458);  mul_454 = mul_458 = None
    _tensor_constant56_28 = self._tensor_constant56
    add_325 = torch.ops.aten.add.Tensor(_tensor_constant56_28, maximum_45);  _tensor_constant56_28 = None
    sub_225 = torch.ops.aten.sub.Tensor(sub_129, select_90)
    _param_constant16_36 = self._param_constant16
    sub_226 = torch.ops.aten.sub.Tensor(sub_225, _param_constant16_36);  sub_225 = _param_constant16_36 = None
    maximum_46 = torch.ops.aten.maximum.default(add_325, sub_226);  add_325 = sub_226 = None
    _tensor_constant56_29 = self._tensor_constant56
    add_326 = torch.ops.aten.add.Tensor(_tensor_constant56_29, maximum_45);  _tensor_constant56_29 = maximum_45 = None
    sub_227 = torch.ops.aten.sub.Tensor(add_326, maximum_46);  add_326 = None
    exp_122 = torch.ops.aten.exp.default(sub_227);  sub_227 = None
    mul_459 = torch.ops.aten.mul.Tensor(select_92, mul_271);  select_92 = mul_271 = None
    sub_228 = torch.ops.aten.sub.Tensor(sub_129, select_90);  sub_129 = select_90 = None
    _param_constant16_37 = self._param_constant16
    sub_229 = torch.ops.aten.sub.Tensor(sub_228, _param_constant16_37);  sub_228 = _param_constant16_37 = None
    sub_230 = torch.ops.aten.sub.Tensor(sub_229, maximum_46);  sub_229 = None
    exp_123 = torch.ops.aten.exp.default(sub_230);  sub_230 = None
    mul_460 = torch.ops.aten.mul.Tensor(mul_459, exp_123);  mul_459 = exp_123 = None
    mul_461 = torch.ops.aten.mul.Tensor(exp_122, add_320);  add_320 = None
    add_327 = torch.ops.aten.add.Tensor(mul_461, mul_460);  mul_461 = None
    mul_462 = torch.ops.aten.mul.Tensor(exp_122, sub_223);  exp_122 = sub_223 = None
    mul_463 = torch.ops.aten.mul.Tensor(mul_460, mul_272);  mul_460 = mul_272 = None
    sub_231 = torch.ops.aten.sub.Tensor(mul_462, mul_463);  mul_462 = mul_463 = None
    _tensor_constant54_15 = self._tensor_constant54
    select_93 = torch.ops.aten.select.int(_tensor_constant54_15, 1, 0);  _tensor_constant54_15 = None
    _tensor_constant55_15 = self._tensor_constant55
    select_94 = torch.ops.aten.select.int(_tensor_constant55_15, 1, 0);  _tensor_constant55_15 = None
    select_95 = torch.ops.aten.select.int(mul_250, 1, 0);  mul_250 = None
    mul_464 = torch.ops.aten.mul.Tensor(select_95, mul_254)
    exp_124 = torch.ops.aten.exp.default(sub_122)
    mul_465 = torch.ops.aten.mul.Tensor(mul_464, exp_124);  mul_464 = exp_124 = None
    add_328 = torch.ops.aten.add.Tensor(select_93, maximum_46)
    exp_125 = torch.ops.aten.exp.default(add_328);  add_328 = None
    sub_232 = torch.ops.aten.sub.Tensor(select_94, mul_255)
    mul_466 = torch.ops.aten.mul.Tensor(mul_465, sub_232);  sub_232 = None
    mul_467 = torch.ops.aten.mul.Tensor(add_327, select_94);  select_94 = None
    add_329 = torch.ops.aten.add.Tensor(mul_467, sub_231);  mul_467 = None
    mul_468 = torch.ops.aten.mul.Tensor(exp_125, add_329);  add_329 = None
    add_330 = torch.ops.aten.add.Tensor(mul_466, mul_468);  mul_466 = mul_468 = None
    mul_469 = torch.ops.aten.mul.Tensor(exp_125, add_327);  exp_125 = None
    add_331 = torch.ops.aten.add.Tensor(mul_465, mul_469);  mul_465 = mul_469 = None
    _tensor_constant56_30 = self._tensor_constant56
    add_332 = torch.ops.aten.add.Tensor(_tensor_constant56_30, maximum_46);  _tensor_constant56_30 = None
    sub_233 = torch.ops.aten.sub.Tensor(sub_122, select_93)
    _param_constant16_38 = self._param_constant16
    sub_234 = torch.ops.aten.sub.Tensor(sub_233, _param_constant16_38);  sub_233 = _param_constant16_38 = None
    maximum_47 = torch.ops.aten.maximum.default(add_332, sub_234);  add_332 = sub_234 = None
    _tensor_constant56_31 = self._tensor_constant56
    add_333 = torch.ops.aten.add.Tensor(_tensor_constant56_31, maximum_46);  _tensor_constant56_31 = maximum_46 = None
    sub_235 = torch.ops.aten.sub.Tensor(add_333, maximum_47);  add_333 = None
    exp_126 = torch.ops.aten.exp.default(sub_235);  sub_235 = None
    mul_470 = torch.ops.aten.mul.Tensor(select_95, mul_254);  select_95 = mul_254 = None
    sub_236 = torch.ops.aten.sub.Tensor(sub_122, select_93);  sub_122 = select_93 = None
    _param_constant16_39 = self._param_constant16
    sub_237 = torch.ops.aten.sub.Tensor(sub_236, _param_constant16_39);  sub_236 = _param_constant16_39 = None
    sub_238 = torch.ops.aten.sub.Tensor(sub_237, maximum_47);  sub_237 = maximum_47 = None
    exp_127 = torch.ops.aten.exp.default(sub_238);  sub_238 = None
    mul_471 = torch.ops.aten.mul.Tensor(mul_470, exp_127);  mul_470 = exp_127 = None
    mul_472 = torch.ops.aten.mul.Tensor(exp_126, add_327);  add_327 = None
    add_334 = torch.ops.aten.add.Tensor(mul_472, mul_471);  mul_472 = add_334 = None
    mul_473 = torch.ops.aten.mul.Tensor(exp_126, sub_231);  exp_126 = sub_231 = None
    mul_474 = torch.ops.aten.mul.Tensor(mul_471, mul_255);  mul_471 = mul_255 = None
    sub_239 = torch.ops.aten.sub.Tensor(mul_473, mul_474);  mul_473 = mul_474 = sub_239 = None
    _tensor_constant56_32 = self._tensor_constant56
    mul_475 = torch.ops.aten.mul.Tensor(add_271, _tensor_constant56_32);  add_271 = _tensor_constant56_32 = None
    stack_2 = torch.ops.aten.stack.default([add_330, add_323, add_316, add_309, add_302, add_295, add_288, add_281], 1);  add_330 = add_323 = add_316 = add_309 = add_302 = add_295 = add_288 = add_281 = stack_2 = None
    stack_3 = torch.ops.aten.stack.default([add_331, add_324, add_317, add_310, add_303, add_296, add_289, add_282], 1);  add_331 = add_324 = add_317 = add_310 = add_303 = add_296 = add_289 = add_282 = stack_3 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(mul_475, [0]);  mul_475 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(add_272, [0]);  add_272 = sum_4 = None
    return (sum_3, sum_2, t_6)
    