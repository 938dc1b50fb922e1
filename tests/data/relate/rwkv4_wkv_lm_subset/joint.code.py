


def forward(self, idx_1, targets_1):
    _param_constant0 = self._param_constant0
    embedding = torch.ops.aten.embedding.default(_param_constant0, idx_1);  _param_constant0 = None
    _param_constant1 = self._param_constant1
    _param_constant2 = self._param_constant2
    native_layer_norm = torch.ops.aten.native_layer_norm.default(embedding, [16], _param_constant1, _param_constant2, 1e-05);  _param_constant1 = _param_constant2 = None
    getitem = native_layer_norm[0]
    getitem_1 = native_layer_norm[1]
    getitem_2 = native_layer_norm[2];  native_layer_norm = None
    _param_constant3 = self._param_constant3
    _param_constant4 = self._param_constant4
    native_layer_norm_1 = torch.ops.aten.native_layer_norm.default(getitem, [16], _param_constant3, _param_constant4, 1e-05);  _param_constant3 = _param_constant4 = None
    getitem_3 = native_layer_norm_1[0]
    getitem_4 = native_layer_norm_1[1]
    getitem_5 = native_layer_norm_1[2];  native_layer_norm_1 = None
    constant_pad_nd = torch.ops.aten.constant_pad_nd.default(getitem_3, [0, 0, 1, -1], 0.0)
    _param_constant5 = self._param_constant5
    mul = torch.ops.aten.mul.Tensor(getitem_3, _param_constant5);  _param_constant5 = None
    _param_constant5_1 = self._param_constant5
    rsub = torch.ops.aten.rsub.Scalar(_param_constant5_1, 1);  _param_constant5_1 = None
    mul_1 = torch.ops.aten.mul.Tensor(constant_pad_nd, rsub)
    add = torch.ops.aten.add.Tensor(mul, mul_1);  mul = mul_1 = None
    _param_constant6 = self._param_constant6
    mul_2 = torch.ops.aten.mul.Tensor(getitem_3, _param_constant6);  _param_constant6 = None
    _param_constant6_1 = self._param_constant6
    rsub_1 = torch.ops.aten.rsub.Scalar(_param_constant6_1, 1);  _param_constant6_1 = None
    mul_3 = torch.ops.aten.mul.Tensor(constant_pad_nd, rsub_1)
    add_1 = torch.ops.aten.add.Tensor(mul_2, mul_3);  mul_2 = mul_3 = None
    _param_constant7 = self._param_constant7
    mul_4 = torch.ops.aten.mul.Tensor(getitem_3, _param_constant7);  _param_constant7 = None
    _param_constant7_1 = self._param_constant7
    rsub_2 = torch.ops.aten.rsub.Scalar(_param_constant7_1, 1);  _param_constant7_1 = None
    mul_5 = torch.ops.aten.mul.Tensor(constant_pad_nd, rsub_2)
    add_2 = torch.ops.aten.add.Tensor(mul_4, mul_5);  mul_4 = mul_5 = None
    _param_constant8 = self._param_constant8
    t = torch.ops.aten.t.default(_param_constant8);  _param_constant8 = None
    view = torch.ops.aten.view.default(add, [16, 16]);  add = None
    mm = torch.ops.aten.mm.default(view, t)
    _unsafe_view = torch.ops.aten._unsafe_view.default(mm, [2, 8, 16]);  mm = None
    _param_constant9 = self._param_constant9
    t_1 = torch.ops.aten.t.default(_param_constant9);  _param_constant9 = None
    view_1 = torch.ops.aten.view.default(add_1, [16, 16]);  add_1 = None
    mm_1 = torch.ops.aten.mm.default(view_1, t_1)
    _unsafe_view_1 = torch.ops.aten._unsafe_view.default(mm_1, [2, 8, 16]);  mm_1 = None
    _param_constant10 = self._param_constant10
    t_2 = torch.ops.aten.t.default(_param_constant10);  _param_constant10 = None
    view_2 = torch.ops.aten.view.default(add_2, [16, 16]);  add_2 = None
    mm_2 = torch.ops.aten.mm.default(view_2, t_2)
    _unsafe_view_2 = torch.ops.aten._unsafe_view.default(mm_2, [2, 8, 16]);  mm_2 = None
    sigmoid = torch.ops.aten.sigmoid.default(_unsafe_view_2);  _unsafe_view_2 = None
    detach = torch.ops.aten.detach.default(sigmoid)
    _param_constant11 = self._param_constant11
    exp = torch.ops.aten.exp.default(_param_constant11);  _param_constant11 = None
    neg = torch.ops.aten.neg.default(exp);  exp = None
    zeros = torch.ops.aten.zeros.default([2, 16], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    zeros_1 = torch.ops.aten.zeros.default([2, 16], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    full = torch.ops.aten.full.default([2, 16], -1e+38, dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    select = torch.ops.aten.select.int(_unsafe_view, 1, 0)
    select_1 = torch.ops.aten.select.int(_unsafe_view_1, 1, 0)
    _param_constant12 = self._param_constant12
    add_3 = torch.ops.aten.add.Tensor(_param_constant12, select);  _param_constant12 = None
    maximum = torch.ops.aten.maximum.default(full, add_3);  add_3 = None
    sub = torch.ops.aten.sub.Tensor(full, maximum)
    exp_1 = torch.ops.aten.exp.default(sub);  sub = None
    _param_constant12_1 = self._param_constant12
    add_4 = torch.ops.aten.add.Tensor(_param_constant12_1, select);  _param_constant12_1 = None
    sub_1 = torch.ops.aten.sub.Tensor(add_4, maximum);  add_4 = maximum = None
    exp_2 = torch.ops.aten.exp.default(sub_1);  sub_1 = None
    mul_6 = torch.ops.aten.mul.Tensor(exp_1, zeros)
    mul_7 = torch.ops.aten.mul.Tensor(exp_2, select_1)
    add_5 = torch.ops.aten.add.Tensor(mul_6, mul_7);  mul_6 = mul_7 = None
    mul_8 = torch.ops.aten.mul.Tensor(exp_1, zeros_1);  exp_1 = None
    add_6 = torch.ops.aten.add.Tensor(mul_8, exp_2);  mul_8 = exp_2 = None
    div = torch.ops.aten.div.Tensor(add_5, add_6);  add_5 = add_6 = None
    add_7 = torch.ops.aten.add.Tensor(neg, full)
    maximum_1 = torch.ops.aten.maximum.default(add_7, select);  add_7 = None
    add_8 = torch.ops.aten.add.Tensor(neg, full);  full = None
    sub_2 = torch.ops.aten.sub.Tensor(add_8, maximum_1);  add_8 = None
    exp_3 = torch.ops.aten.exp.default(sub_2);  sub_2 = None
    sub_3 = torch.ops.aten.sub.Tensor(select, maximum_1);  select = None
    exp_4 = torch.ops.aten.exp.default(sub_3);  sub_3 = None
    mul_9 = torch.ops.aten.mul.Tensor(exp_3, zeros);  zeros = None
    mul_10 = torch.ops.aten.mul.Tensor(exp_4, select_1);  select_1 = None
    add_9 = torch.ops.aten.add.Tensor(mul_9, mul_10);  mul_9 = mul_10 = None
    mul_11 = torch.ops.aten.mul.Tensor(exp_3, zeros_1);  exp_3 = zeros_1 = None
    add_10 = torch.ops.aten.add.Tensor(mul_11, exp_4);  mul_11 = exp_4 = None
    select_2 = torch.ops.aten.select.int(_unsafe_view, 1, 1)
    select_3 = torch.ops.aten.select.int(_unsafe_view_1, 1, 1)
    _param_constant12_2 = self._param_constant12
    add_11 = torch.ops.aten.add.Tensor(_param_constant12_2, select_2);  _param_constant12_2 = None
    maximum_2 = torch.ops.aten.maximum.default(maximum_1, add_11);  add_11 = None
    sub_4 = torch.ops.aten.sub.Tensor(maximum_1, maximum_2)
    exp_5 = torch.ops.aten.exp.default(sub_4);  sub_4 = None
    _param_constant12_3 = self._param_constant12
    add_12 = torch.ops.aten.add.Tensor(_param_constant12_3, select_2);  _param_constant12_3 = None
    sub_5 = torch.ops.aten.sub.Tensor(add_12, maximum_2);  add_12 = maximum_2 = None
    exp_6 = torch.ops.aten.exp.default(sub_5);  sub_5 = None
    mul_12 = torch.ops.aten.mul.Tensor(exp_5, add_9)
    mul_13 = torch.ops.aten.mul.Tensor(exp_6, select_3)
    add_13 = torch.ops.aten.add.Tensor(mul_12, mul_13);  mul_12 = mul_13 = None
    mul_14 = torch.ops.aten.mul.Tensor(exp_5, add_10);  exp_5 = None
    add_14 = torch.ops.aten.add.Tensor(mul_14, exp_6);  mul_14 = exp_6 = None
    div_1 = torch.ops.aten.div.Tensor(add_13, add_14);  add_13 = add_14 = None
    add_15 = torch.ops.aten.add.Tensor(neg, maximum_1)
    maximum_3 = torch.ops.aten.maximum.default(add_15, select_2);  add_15 = None
    add_16 = torch.ops.aten.add.Tensor(neg, maximum_1);  maximum_1 = None
    sub_6 = torch.ops.aten.sub.Tensor(add_16, maximum_3);  add_16 = None
    exp_7 = torch.ops.aten.exp.default(sub_6);  sub_6 = None
    sub_7 = torch.ops.aten.sub.Tensor(select_2, maximum_3);  select_2 = None
    exp_8 = torch.ops.aten.exp.default(sub_7);  sub_7 = None
    mul_15 = torch.ops.aten.mul.Tensor(exp_7, add_9);  add_9 = None
    mul_16 = torch.ops.aten.mul.Tensor(exp_8, select_3);  select_3 = None
    add_17 = torch.ops.aten.add.Tensor(mul_15, mul_16);  mul_15 = mul_16 = None
    mul_17 = torch.ops.aten.mul.Tensor(exp_7, add_10);  exp_7 = add_10 = None
    add_18 = torch.ops.aten.add.Tensor(mul_17, exp_8);  mul_17 = exp_8 = None
    select_4 = torch.ops.aten.select.int(_unsafe_view, 1, 2)
    select_5 = torch.ops.aten.select.int(_unsafe_view_1, 1, 2)
    _param_constant12_4 = self._param_constant12
    add_19 = torch.ops.aten.add.Tensor(_param_constant12_4, select_4);  _param_constant12_4 = None
    maximum_4 = torch.ops.aten.maximum.default(maximum_3, add_19);  add_19 = None
    sub_8 = torch.ops.aten.sub.Tensor(maximum_3, maximum_4)
    exp_9 = torch.ops.aten.exp.default(sub_8);  sub_8 = None
    _param_constant12_5 = self._param_constant12
    add_20 = torch.ops.aten.add.Tensor(_param_constant12_5, select_4);  _param_constant12_5 = None
    sub_9 = torch.ops.aten.sub.Tensor(add_20, maximum_4);  add_20 = maximum_4 = None
    exp_10 = torch.ops.aten.exp.default(sub_9);  sub_9 = None
    mul_18 = torch.ops.aten.mul.Tensor(exp_9, add_17)
    mul_19 = torch.ops.aten.mul.Tensor(exp_10, select_5)
    add_21 = torch.ops.aten.add.Tensor(mul_18, mul_19);  mul_18 = mul_19 = None
    mul_20 = torch.ops.aten.mul.Tensor(exp_9, add_18);  exp_9 = None
    add_22 = torch.ops.aten.add.Tensor(mul_20, exp_10);  mul_20 = exp_10 = None
    div_2 = torch.ops.aten.div.Tensor(add_21, add_22);  add_21 = add_22 = None
    add_23 = torch.ops.aten.add.Tensor(neg, maximum_3)
    maximum_5 = torch.ops.aten.maximum.default(add_23, select_4);  add_23 = None
    add_24 = torch.ops.aten.add.Tensor(neg, maximum_3);  maximum_3 = None
    sub_10 = torch.ops.aten.sub.Tensor(add_24, maximum_5);  add_24 = None
    exp_11 = torch.ops.aten.exp.default(sub_10);  sub_10 = None
    sub_11 = torch.ops.aten.sub.Tensor(select_4, maximum_5);  select_4 = None
    exp_12 = torch.ops.aten.exp.default(sub_11);  sub_11 = None
    mul_21 = torch.ops.aten.mul.Tensor(exp_11, add_17);  add_17 = None
    mul_22 = torch.ops.aten.mul.Tensor(exp_12, select_5);  select_5 = None
    add_25 = torch.ops.aten.add.Tensor(mul_21, mul_22);  mul_21 = mul_22 = None
    mul_23 = torch.ops.aten.mul.Tensor(exp_11, add_18);  exp_11 = add_18 = None
    add_26 = torch.ops.aten.add.Tensor(mul_23, exp_12);  mul_23 = exp_12 = None
    select_6 = torch.ops.aten.select.int(_unsafe_view, 1, 3)
    select_7 = torch.ops.aten.select.int(_unsafe_view_1, 1, 3)
    _param_constant12_6 = self._param_constant12
    add_27 = torch.ops.aten.add.Tensor(_param_constant12_6, select_6);  _param_constant12_6 = None
    maximum_6 = torch.ops.aten.maximum.default(maximum_5, add_27);  add_27 = None
    sub_12 = torch.ops.aten.sub.Tensor(maximum_5, maximum_6)
    exp_13 = torch.ops.aten.exp.default(sub_12);  sub_12 = None
    _param_constant12_7 = self._param_constant12
    add_28 = torch.ops.aten.add.Tensor(_param_constant12_7, select_6);  _param_constant12_7 = None
    sub_13 = torch.ops.aten.sub.Tensor(add_28, maximum_6);  add_28 = maximum_6 = None
    exp_14 = torch.ops.aten.exp.default(sub_13);  sub_13 = None
    mul_24 = torch.ops.aten.mul.Tensor(exp_13, add_25)
    mul_25 = torch.ops.aten.mul.Tensor(exp_14, select_7)
    add_29 = torch.ops.aten.add.Tensor(mul_24, mul_25);  mul_24 = mul_25 = None
    mul_26 = torch.ops.aten.mul.Tensor(exp_13, add_26);  exp_13 = None
    add_30 = torch.ops.aten.add.Tensor(mul_26, exp_14);  mul_26 = exp_14 = None
    div_3 = torch.ops.aten.div.Tensor(add_29, add_30);  add_29 = add_30 = None
    add_31 = torch.ops.aten.add.Tensor(neg, maximum_5)
    maximum_7 = torch.ops.aten.maximum.default(add_31, select_6);  add_31 = None
    add_32 = torch.ops.aten.add.Tensor(neg, maximum_5);  maximum_5 = None
    sub_14 = torch.ops.aten.sub.Tensor(add_32, maximum_7);  add_32 = None
    exp_15 = torch.ops.aten.exp.default(sub_14);  sub_14 = None
    sub_15 = torch.ops.aten.sub.Tensor(select_6, maximum_7);  select_6 = None
    exp_16 = torch.ops.aten.exp.default(sub_15);  sub_15 = None
    mul_27 = torch.ops.aten.mul.Tensor(exp_15, add_25);  add_25 = None
    mul_28 = torch.ops.aten.mul.Tensor(exp_16, select_7);  select_7 = None
    add_33 = torch.ops.aten.add.Tensor(mul_27, mul_28);  mul_27 = mul_28 = None
    mul_29 = torch.ops.aten.mul.Tensor(exp_15, add_26);  exp_15 = add_26 = None
    add_34 = torch.ops.aten.add.Tensor(mul_29, exp_16);  mul_29 = exp_16 = None
    select_8 = torch.ops.aten.select.int(_unsafe_view, 1, 4)
    select_9 = torch.ops.aten.select.int(_unsafe_view_1, 1, 4)
    _param_constant12_8 = self._param_constant12
    add_35 = torch.ops.aten.add.Tensor(_param_constant12_8, select_8);  _param_constant12_8 = None
    maximum_8 = torch.ops.aten.maximum.default(maximum_7, add_35);  add_35 = None
    sub_16 = torch.ops.aten.sub.Tensor(maximum_7, maximum_8)
    exp_17 = torch.ops.aten.exp.default(sub_16);  sub_16 = None
    _param_constant12_9 = self._param_constant12
    add_36 = torch.ops.aten.add.Tensor(_param_constant12_9, select_8);  _param_constant12_9 = None
    sub_17 = torch.ops.aten.sub.Tensor(add_36, maximum_8);  add_36 = maximum_8 = None
    exp_18 = torch.ops.aten.exp.default(sub_17);  sub_17 = None
    mul_30 = torch.ops.aten.mul.Tensor(exp_17, add_33)
    mul_31 = torch.ops.aten.mul.Tensor(exp_18, select_9)
    add_37 = torch.ops.aten.add.Tensor(mul_30, mul_31);  mul_30 = mul_31 = None
    mul_32 = torch.ops.aten.mul.Tensor(exp_17, add_34);  exp_17 = None
    add_38 = torch.ops.aten.add.Tensor(mul_32, exp_18);  mul_32 = exp_18 = None
    div_4 = torch.ops.aten.div.Tensor(add_37, add_38);  add_37 = add_38 = None
    add_39 = torch.ops.aten.add.Tensor(neg, maximum_7)
    maximum_9 = torch.ops.aten.maximum.default(add_39, select_8);  add_39 = None
    add_40 = torch.ops.aten.add.Tensor(neg, maximum_7);  maximum_7 = None
    sub_18 = torch.ops.aten.sub.Tensor(add_40, maximum_9);  add_40 = None
    exp_19 = torch.ops.aten.exp.default(sub_18);  sub_18 = None
    sub_19 = torch.ops.aten.sub.Tensor(select_8, maximum_9);  select_8 = None
    exp_20 = torch.ops.aten.exp.default(sub_19);  sub_19 = None
    mul_33 = torch.ops.aten.mul.Tensor(exp_19, add_33);  add_33 = None
    mul_34 = torch.ops.aten.mul.Tensor(exp_20, select_9);  select_9 = None
    add_41 = torch.ops.aten.add.Tensor(mul_33, mul_34);  mul_33 = mul_34 = None
    mul_35 = torch.ops.aten.mul.Tensor(exp_19, add_34);  exp_19 = add_34 = None
    add_42 = torch.ops.aten.add.Tensor(mul_35, exp_20);  mul_35 = exp_20 = None
    select_10 = torch.ops.aten.select.int(_unsafe_view, 1, 5)
    select_11 = torch.ops.aten.select.int(_unsafe_view_1, 1, 5)
    _param_constant12_10 = self._param_constant12
    add_43 = torch.ops.aten.add.Tensor(_param_constant12_10, select_10);  _param_constant12_10 = None
    maximum_10 = torch.ops.aten.maximum.default(maximum_9, add_43);  add_43 = None
    sub_20 = torch.ops.aten.sub.Tensor(maximum_9, maximum_10)
    exp_21 = torch.ops.aten.exp.default(sub_20);  sub_20 = None
    _param_constant12_11 = self._param_constant12
    add_44 = torch.ops.aten.add.Tensor(_param_constant12_11, select_10);  _param_constant12_11 = None
    sub_21 = torch.ops.aten.sub.Tensor(add_44, maximum_10);  add_44 = maximum_10 = None
    exp_22 = torch.ops.aten.exp.default(sub_21);  sub_21 = None
    mul_36 = torch.ops.aten.mul.Tensor(exp_21, add_41)
    mul_37 = torch.ops.aten.mul.Tensor(exp_22, select_11)
    add_45 = torch.ops.aten.add.Tensor(mul_36, mul_37);  mul_36 = mul_37 = None
    mul_38 = torch.ops.aten.mul.Tensor(exp_21, add_42);  exp_21 = None
    add_46 = torch.ops.aten.add.Tensor(mul_38, exp_22);  mul_38 = exp_22 = None
    div_5 = torch.ops.aten.div.Tensor(add_45, add_46);  add_45 = add_46 = None
    add_47 = torch.ops.aten.add.Tensor(neg, maximum_9)
    maximum_11 = torch.ops.aten.maximum.default(add_47, select_10);  add_47 = None
    add_48 = torch.ops.aten.add.Tensor(neg, maximum_9);  maximum_9 = None
    sub_22 = torch.ops.aten.sub.Tensor(add_48, maximum_11);  add_48 = None
    exp_23 = torch.ops.aten.exp.default(sub_22);  sub_22 = None
    sub_23 = torch.ops.aten.sub.Tensor(select_10, maximum_11);  select_10 = None
    exp_24 = torch.ops.aten.exp.default(sub_23);  sub_23 = None
    mul_39 = torch.ops.aten.mul.Tensor(exp_23, add_41);  add_41 = None
    mul_40 = torch.ops.aten.mul.Tensor(exp_24, select_11);  select_11 = None
    add_49 = torch.ops.aten.add.Tensor(mul_39, mul_40);  mul_39 = mul_40 = None
    mul_41 = torch.ops.aten.mul.Tensor(exp_23, add_42);  exp_23 = add_42 = None
    add_50 = torch.ops.aten.add.Tensor(mul_41, exp_24);  mul_41 = exp_24 = None
    select_12 = torch.ops.aten.select.int(_unsafe_view, 1, 6)
    select_13 = torch.ops.aten.select.int(_unsafe_view_1, 1, 6)
    _param_constant12_12 = self._param_constant12
    add_51 = torch.ops.aten.add.Tensor(_param_constant12_12, select_12);  _param_constant12_12 = None
    maximum_12 = torch.ops.aten.maximum.default(maximum_11, add_51);  add_51 = None
    sub_24 = torch.ops.aten.sub.Tensor(maximum_11, maximum_12)
    exp_25 = torch.ops.aten.exp.default(sub_24);  sub_24 = None
    _param_constant12_13 = self._param_constant12
    add_52 = torch.ops.aten.add.Tensor(_param_constant12_13, select_12);  _param_constant12_13 = None
    sub_25 = torch.ops.aten.sub.Tensor(add_52, maximum_12);  add_52 = maximum_12 = None
    exp_26 = torch.ops.aten.exp.default(sub_25);  sub_25 = None
    mul_42 = torch.ops.aten.mul.Tensor(exp_25, add_49)
    mul_43 = torch.ops.aten.mul.Tensor(exp_26, select_13)
    add_53 = torch.ops.aten.add.Tensor(mul_42, mul_43);  mul_42 = mul_43 = None
    mul_44 = torch.ops.aten.mul.Tensor(exp_25, add_50);  exp_25 = None
    add_54 = torch.ops.aten.add.Tensor(mul_44, exp_26);  mul_44 = exp_26 = None
    div_6 = torch.ops.aten.div.Tensor(add_53, add_54);  add_53 = add_54 = None
    add_55 = torch.ops.aten.add.Tensor(neg, maximum_11)
    maximum_13 = torch.ops.aten.maximum.default(add_55, select_12);  add_55 = None
    add_56 = torch.ops.aten.add.Tensor(neg, maximum_11);  maximum_11 = None
    sub_26 = torch.ops.aten.sub.Tensor(add_56, maximum_13);  add_56 = None
    exp_27 = torch.ops.aten.exp.default(sub_26);  sub_26 = None
    sub_27 = torch.ops.aten.sub.Tensor(select_12, maximum_13);  select_12 = None
    exp_28 = torch.ops.aten.exp.default(sub_27);  sub_27 = None
    mul_45 = torch.ops.aten.mul.Tensor(exp_27, add_49);  add_49 = None
    mul_46 = torch.ops.aten.mul.Tensor(exp_28, select_13);  select_13 = None
    add_57 = torch.ops.aten.add.Tensor(mul_45, mul_46);  mul_45 = mul_46 = None
    mul_47 = torch.ops.aten.mul.Tensor(exp_27, add_50);  exp_27 = add_50 = None
    add_58 = torch.ops.aten.add.Tensor(mul_47, exp_28);  mul_47 = exp_28 = None
    select_14 = torch.ops.aten.select.int(_unsafe_view, 1, 7)
    select_15 = torch.ops.aten.select.int(_unsafe_view_1, 1, 7)
    _param_constant12_14 = self._param_constant12
    add_59 = torch.ops.aten.add.Tensor(_param_constant12_14, select_14);  _param_constant12_14 = None
    maximum_14 = torch.ops.aten.maximum.default(maximum_13, add_59);  add_59 = None
    sub_28 = torch.ops.aten.sub.Tensor(maximum_13, maximum_14)
    exp_29 = torch.ops.aten.exp.default(sub_28);  sub_28 = None
    _param_constant12_15 = self._param_constant12
    add_60 = torch.ops.aten.add.Tensor(_param_constant12_15, select_14);  _param_constant12_15 = None
    sub_29 = torch.ops.aten.sub.Tensor(add_60, maximum_14);  add_60 = maximum_14 = None
    exp_30 = torch.ops.aten.exp.default(sub_29);  sub_29 = None
    mul_48 = torch.ops.aten.mul.Tensor(exp_29, add_57)
    mul_49 = torch.ops.aten.mul.Tensor(exp_30, select_15)
    add_61 = torch.ops.aten.add.Tensor(mul_48, mul_49);  mul_48 = mul_49 = None
    mul_50 = torch.ops.aten.mul.Tensor(exp_29, add_58);  exp_29 = None
    add_62 = torch.ops.aten.add.Tensor(mul_50, exp_30);  mul_50 = exp_30 = None
    div_7 = torch.ops.aten.div.Tensor(add_61, add_62);  add_61 = add_62 = None
    add_63 = torch.ops.aten.add.Tensor(neg, maximum_13)
    maximum_15 = torch.ops.aten.maximum.default(add_63, select_14);  add_63 = None
    add_64 = torch.ops.aten.add.Tensor(neg, maximum_13);  maximum_13 = None
    sub_30 = torch.ops.aten.sub.Tensor(add_64, maximum_15);  add_64 = None
    exp_31 = torch.ops.aten.exp.default(sub_30);  sub_30 = None
    sub_31 = torch.ops.aten.sub.Tensor(select_14, maximum_15);  select_14 = maximum_15 = None
    exp_32 = torch.ops.aten.exp.default(sub_31);  sub_31 = None
    mul_51 = torch.ops.aten.mul.Tensor(exp_31, add_57);  add_57 = None
    mul_52 = torch.ops.aten.mul.Tensor(exp_32, select_15);  select_15 = None
    add_65 = torch.ops.aten.add.Tensor(mul_51, mul_52);  mul_51 = mul_52 = add_65 = None
    mul_53 = torch.ops.aten.mul.Tensor(exp_31, add_58);  exp_31 = add_58 = None
    add_66 = torch.ops.aten.add.Tensor(mul_53, exp_32);  mul_53 = exp_32 = add_66 = None
    stack = torch.ops.aten.stack.default([div, div_1, div_2, div_3, div_4, div_5, div_6, div_7], 1);  div = div_1 = div_2 = div_3 = div_4 = div_5 = div_6 = div_7 = None
    mul_54 = torch.ops.aten.mul.Tensor(sigmoid, stack)
    _param_constant13 = self._param_constant13
    t_3 = torch.ops.aten.t.default(_param_constant13);  _param_constant13 = None
    view_3 = torch.ops.aten.view.default(mul_54, [16, 16]);  mul_54 = None
    mm_3 = torch.ops.aten.mm.default(view_3, t_3)
    _unsafe_view_3 = torch.ops.aten._unsafe_view.default(mm_3, [2, 8, 16]);  mm_3 = None
    add_67 = torch.ops.aten.add.Tensor(getitem, _unsafe_view_3);  _unsafe_view_3 = None
    _param_constant14 = self._param_constant14
    _param_constant15 = self._param_constant15
    native_layer_norm_2 = torch.ops.aten.native_layer_norm.default(add_67, [16], _param_constant14, _param_constant15, 1e-05);  _param_constant14 = _param_constant15 = None
    getitem_6 = native_layer_norm_2[0]
    getitem_7 = native_layer_norm_2[1]
    getitem_8 = native_layer_norm_2[2];  native_layer_norm_2 = None
    constant_pad_nd_1 = torch.ops.aten.constant_pad_nd.default(getitem_6, [0, 0, 1, -1], 0.0)
    _param_constant16 = self._param_constant16
    mul_55 = torch.ops.aten.mul.Tensor(getitem_6, _param_constant16);  _param_constant16 = None
    _param_constant16_1 = self._param_constant16
    rsub_3 = torch.ops.aten.rsub.Scalar(_param_constant16_1, 1);  _param_constant16_1 = None
    mul_56 = torch.ops.aten.mul.Tensor(constant_pad_nd_1, rsub_3)
    add_68 = torch.ops.aten.add.Tensor(mul_55, mul_56);  mul_55 = mul_56 = None
    _param_constant17 = self._param_constant17
    mul_57 = torch.ops.aten.mul.Tensor(getitem_6, _param_constant17);  _param_constant17 = None
    _param_constant17_1 = self._param_constant17
    rsub_4 = torch.ops.aten.rsub.Scalar(_param_constant17_1, 1);  _param_constant17_1 = None
    mul_58 = torch.ops.aten.mul.Tensor(constant_pad_nd_1, rsub_4)
    add_69 = torch.ops.aten.add.Tensor(mul_57, mul_58);  mul_57 = mul_58 = None
    _param_constant18 = self._param_constant18
    t_4 = torch.ops.aten.t.default(_param_constant18);  _param_constant18 = None
    view_4 = torch.ops.aten.view.default(add_68, [16, 16]);  add_68 = None
    mm_4 = torch.ops.aten.mm.default(view_4, t_4)
    _unsafe_view_4 = torch.ops.aten._unsafe_view.default(mm_4, [2, 8, 64]);  mm_4 = None
    relu = torch.ops.aten.relu.default(_unsafe_view_4);  _unsafe_view_4 = None
    detach_1 = torch.ops.aten.detach.default(relu)
    pow_1 = torch.ops.aten.pow.Tensor_Scalar(relu, 2)
    _param_constant19 = self._param_constant19
    t_5 = torch.ops.aten.t.default(_param_constant19);  _param_constant19 = None
    view_5 = torch.ops.aten.view.default(pow_1, [16, 64]);  pow_1 = None
    mm_5 = torch.ops.aten.mm.default(view_5, t_5)
    _unsafe_view_5 = torch.ops.aten._unsafe_view.default(mm_5, [2, 8, 16]);  mm_5 = None
    _param_constant20 = self._param_constant20
    t_6 = torch.ops.aten.t.default(_param_constant20);  _param_constant20 = None
    view_6 = torch.ops.aten.view.default(add_69, [16, 16]);  add_69 = None
    mm_6 = torch.ops.aten.mm.default(view_6, t_6)
    _unsafe_view_6 = torch.ops.aten._unsafe_view.default(mm_6, [2, 8, 16]);  mm_6 = None
    sigmoid_1 = torch.ops.aten.sigmoid.default(_unsafe_view_6);  _unsafe_view_6 = None
    detach_2 = torch.ops.aten.detach.default(sigmoid_1)
    mul_59 = torch.ops.aten.mul.Tensor(sigmoid_1, _unsafe_view_5)
    add_70 = torch.ops.aten.add.Tensor(add_67, mul_59);  mul_59 = None
    _param_constant21 = self._param_constant21
    _param_constant22 = self._param_constant22
    native_layer_norm_3 = torch.ops.aten.native_layer_norm.default(add_70, [16], _param_constant21, _param_constant22, 1e-05);  _param_constant21 = _param_constant22 = None
    getitem_9 = native_layer_norm_3[0]
    getitem_10 = native_layer_norm_3[1]
    getitem_11 = native_layer_norm_3[2];  native_layer_norm_3 = None
    constant_pad_nd_2 = torch.ops.aten.constant_pad_nd.default(getitem_9, [0, 0, 1, -1], 0.0)
    _param_constant23 = self._param_constant23
    mul_60 = torch.ops.aten.mul.Tensor(getitem_9, _param_constant23);  _param_constant23 = None
    _param_constant23_1 = self._param_constant23
    rsub_5 = torch.ops.aten.rsub.Scalar(_param_constant23_1, 1);  _param_constant23_1 = None
    mul_61 = torch.ops.aten.mul.Tensor(constant_pad_nd_2, rsub_5)
    add_71 = torch.ops.aten.add.Tensor(mul_60, mul_61);  mul_60 = mul_61 = None
    _param_constant24 = self._param_constant24
    mul_62 = torch.ops.aten.mul.Tensor(getitem_9, _param_constant24);  _param_constant24 = None
    _param_constant24_1 = self._param_constant24
    rsub_6 = torch.ops.aten.rsub.Scalar(_param_constant24_1, 1);  _param_constant24_1 = None
    mul_63 = torch.ops.aten.mul.Tensor(constant_pad_nd_2, rsub_6)
    add_72 = torch.ops.aten.add.Tensor(mul_62, mul_63);  mul_62 = mul_63 = None
    _param_constant25 = self._param_constant25
    mul_64 = torch.ops.aten.mul.Tensor(getitem_9, _param_constant25);  _param_constant25 = None
    _param_constant25_1 = self._param_constant25
    rsub_7 = torch.ops.aten.rsub.Scalar(_param_constant25_1, 1);  _param_constant25_1 = None
    mul_65 = torch.ops.aten.mul.Tensor(constant_pad_nd_2, rsub_7)
    add_73 = torch.ops.aten.add.Tensor(mul_64, mul_65);  mul_64 = mul_65 = None
    _param_constant26 = self._param_constant26
    t_7 = torch.ops.aten.t.default(_param_constant26);  _param_constant26 = None
    view_7 = torch.ops.aten.view.default(add_71, [16, 16]);  add_71 = None
    mm_7 = torch.ops.aten.mm.default(view_7, t_7)
    _unsafe_view_7 = torch.ops.aten._unsafe_view.default(mm_7, [2, 8, 16]);  mm_7 = None
    _param_constant27 = self._param_constant27
    t_8 = torch.ops.aten.t.default(_param_constant27);  _param_constant27 = None
    view_8 = torch.ops.aten.view.default(add_72, [16, 16]);  add_72 = None
    mm_8 = torch.ops.aten.mm.default(view_8, t_8)
    _unsafe_view_8 = torch.ops.aten._unsafe_view.default(mm_8, [2, 8, 16]);  mm_8 = None
    _param_constant28 = self._param_constant28
    t_9 = torch.ops.aten.t.default(_param_constant28);  _param_constant28 = None
    view_9 = torch.ops.aten.view.default(add_73, [16, 16]);  add_73 = None
    mm_9 = torch.ops.aten.mm.default(view_9, t_9)
    _unsafe_view_9 = torch.ops.aten._unsafe_view.default(mm_9, [2, 8, 16]);  mm_9 = None
    sigmoid_2 = torch.ops.aten.sigmoid.default(_unsafe_view_9);  _unsafe_view_9 = None
    detach_3 = torch.ops.aten.detach.default(sigmoid_2)
    _param_constant29 = self._param_constant29
    exp_33 = torch.ops.aten.exp.default(_param_constant29);  _param_constant29 = None
    neg_1 = torch.ops.aten.neg.default(exp_33);  exp_33 = None
    zeros_2 = torch.ops.aten.zeros.default([2, 16], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    zeros_3 = torch.ops.aten.zeros.default([2, 16], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    full_1 = torch.ops.aten.full.default([2, 16], -1e+38, dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    select_16 = torch.ops.aten.select.int(_unsafe_view_7, 1, 0)
    select_17 = torch.ops.aten.select.int(_unsafe_view_8, 1, 0)
    _param_constant30 = self._param_constant30
    add_74 = torch.ops.aten.add.Tensor(_param_constant30, select_16);  _param_constant30 = None
    maximum_16 = torch.ops.aten.maximum.default(full_1, add_74);  add_74 = None
    sub_32 = torch.ops.aten.sub.Tensor(full_1, maximum_16)
    exp_34 = torch.ops.aten.exp.default(sub_32);  sub_32 = None
    _param_constant30_1 = self._param_constant30
    add_75 = torch.ops.aten.add.Tensor(_param_constant30_1, select_16);  _param_constant30_1 = None
    sub_33 = torch.ops.aten.sub.Tensor(add_75, maximum_16);  add_75 = maximum_16 = None
    exp_35 = torch.ops.aten.exp.default(sub_33);  sub_33 = None
    mul_66 = torch.ops.aten.mul.Tensor(exp_34, zeros_2)
    mul_67 = torch.ops.aten.mul.Tensor(exp_35, select_17)
    add_76 = torch.ops.aten.add.Tensor(mul_66, mul_67);  mul_66 = mul_67 = None
    mul_68 = torch.ops.aten.mul.Tensor(exp_34, zeros_3);  exp_34 = None
    add_77 = torch.ops.aten.add.Tensor(mul_68, exp_35);  mul_68 = exp_35 = None
    div_8 = torch.ops.aten.div.Tensor(add_76, add_77);  add_76 = add_77 = None
    add_78 = torch.ops.aten.add.Tensor(neg_1, full_1)
    maximum_17 = torch.ops.aten.maximum.default(add_78, select_16);  add_78 = None
    add_79 = torch.ops.aten.add.Tensor(neg_1, full_1);  full_1 = None
    sub_34 = torch.ops.aten.sub.Tensor(add_79, maximum_17);  add_79 = None
    exp_36 = torch.ops.aten.exp.default(sub_34);  sub_34 = None
    sub_35 = torch.ops.aten.sub.Tensor(select_16, maximum_17);  select_16 = None
    exp_37 = torch.ops.aten.exp.default(sub_35);  sub_35 = None
    mul_69 = torch.ops.aten.mul.Tensor(exp_36, zeros_2);  zeros_2 = None
    mul_70 = torch.ops.aten.mul.Tensor(exp_37, select_17);  select_17 = None
    add_80 = torch.ops.aten.add.Tensor(mul_69, mul_70);  mul_69 = mul_70 = None
    mul_71 = torch.ops.aten.mul.Tensor(exp_36, zeros_3);  exp_36 = zeros_3 = None
    add_81 = torch.ops.aten.add.Tensor(mul_71, exp_37);  mul_71 = exp_37 = None
    select_18 = torch.ops.aten.select.int(_unsafe_view_7, 1, 1)
    select_19 = torch.ops.aten.select.int(_unsafe_view_8, 1, 1)
    _param_constant30_2 = self._param_constant30
    add_82 = torch.ops.aten.add.Tensor(_param_constant30_2, select_18);  _param_constant30_2 = None
    maximum_18 = torch.ops.aten.maximum.default(maximum_17, add_82);  add_82 = None
    sub_36 = torch.ops.aten.sub.Tensor(maximum_17, maximum_18)
    exp_38 = torch.ops.aten.exp.default(sub_36);  sub_36 = None
    _param_constant30_3 = self._param_constant30
    add_83 = torch.ops.aten.add.Tensor(_param_constant30_3, select_18);  _param_constant30_3 = None
    sub_37 = torch.ops.aten.sub.Tensor(add_83, maximum_18);  add_83 = maximum_18 = None
    exp_39 = torch.ops.aten.exp.default(sub_37);  sub_37 = None
    mul_72 = torch.ops.aten.mul.Tensor(exp_38, add_80)
    mul_73 = torch.ops.aten.mul.Tensor(exp_39, select_19)
    add_84 = torch.ops.aten.add.Tensor(mul_72, mul_73);  mul_72 = mul_73 = None
    mul_74 = torch.ops.aten.mul.Tensor(exp_38, add_81);  exp_38 = None
    add_85 = torch.ops.aten.add.Tensor(mul_74, exp_39);  mul_74 = exp_39 = None
    div_9 = torch.ops.aten.div.Tensor(add_84, add_85);  add_84 = add_85 = None
    add_86 = torch.ops.aten.add.Tensor(neg_1, maximum_17)
    maximum_19 = torch.ops.aten.maximum.default(add_86, select_18);  add_86 = None
    add_87 = torch.ops.aten.add.Tensor(neg_1, maximum_17);  maximum_17 = None
    sub_38 = torch.ops.aten.sub.Tensor(add_87, maximum_19);  add_87 = None
    exp_40 = torch.ops.aten.exp.default(sub_38);  sub_38 = None
    sub_39 = torch.ops.aten.sub.Tensor(select_18, maximum_19);  select_18 = None
    exp_41 = torch.ops.aten.exp.default(sub_39);  sub_39 = None
    mul_75 = torch.ops.aten.mul.Tensor(exp_40, add_80);  add_80 = None
    mul_76 = torch.ops.aten.mul.Tensor(exp_41, select_19);  select_19 = None
    add_88 = torch.ops.aten.add.Tensor(mul_75, mul_76);  mul_75 = mul_76 = None
    mul_77 = torch.ops.aten.mul.Tensor(exp_40, add_81);  exp_40 = add_81 = None
    add_89 = torch.ops.aten.add.Tensor(mul_77, exp_41);  mul_77 = exp_41 = None
    select_20 = torch.ops.aten.select.int(_unsafe_view_7, 1, 2)
    select_21 = torch.ops.aten.select.int(_unsafe_view_8, 1, 2)
    _param_constant30_4 = self._param_constant30
    add_90 = torch.ops.aten.add.Tensor(_param_constant30_4, select_20);  _param_constant30_4 = None
    maximum_20 = torch.ops.aten.maximum.default(maximum_19, add_90);  add_90 = None
    sub_40 = torch.ops.aten.sub.Tensor(maximum_19, maximum_20)
    exp_42 = torch.ops.aten.exp.default(sub_40);  sub_40 = None
    _param_constant30_5 = self._param_constant30
    add_91 = torch.ops.aten.add.Tensor(_param_constant30_5, select_20);  _param_constant30_5 = None
    sub_41 = torch.ops.aten.sub.Tensor(add_91, maximum_20);  add_91 = maximum_20 = None
    exp_43 = torch.ops.aten.exp.default(sub_41);  sub_41 = None
    mul_78 = torch.ops.aten.mul.Tensor(exp_42, add_88)
    mul_79 = torch.ops.aten.mul.Tensor(exp_43, select_21)
    add_92 = torch.ops.aten.add.Tensor(mul_78, mul_79);  mul_78 = mul_79 = None
    mul_80 = torch.ops.aten.mul.Tensor(exp_42, add_89);  exp_42 = None
    add_93 = torch.ops.aten.add.Tensor(mul_80, exp_43);  mul_80 = exp_43 = None
    div_10 = torch.ops.aten.div.Tensor(add_92, add_93);  add_92 = add_93 = None
    add_94 = torch.ops.aten.add.Tensor(neg_1, maximum_19)
    maximum_21 = torch.ops.aten.maximum.default(add_94, select_20);  add_94 = None
    add_95 = torch.ops.aten.add.Tensor(neg_1, maximum_19);  maximum_19 = None
    sub_42 = torch.ops.aten.sub.Tensor(add_95, maximum_21);  add_95 = None
    exp_44 = torch.ops.aten.exp.default(sub_42);  sub_42 = None
    sub_43 = torch.ops.aten.sub.Tensor(select_20, maximum_21);  select_20 = None
    exp_45 = torch.ops.aten.exp.default(sub_43);  sub_43 = None
    mul_81 = torch.ops.aten.mul.Tensor(exp_44, add_88);  add_88 = None
    mul_82 = torch.ops.aten.mul.Tensor(exp_45, select_21);  select_21 = None
    add_96 = torch.ops.aten.add.Tensor(mul_81, mul_82);  mul_81 = mul_82 = None
    mul_83 = torch.ops.aten.mul.Tensor(exp_44, add_89);  exp_44 = add_89 = None
    add_97 = torch.ops.aten.add.Tensor(mul_83, exp_45);  mul_83 = exp_45 = None
    select_22 = torch.ops.aten.select.int(_unsafe_view_7, 1, 3)
    select_23 = torch.ops.aten.select.int(_unsafe_view_8, 1, 3)
    _param_constant30_6 = self._param_constant30
    add_98 = torch.ops.aten.add.Tensor(_param_constant30_6, select_22);  _param_constant30_6 = None
    maximum_22 = torch.ops.aten.maximum.default(maximum_21, add_98);  add_98 = None
    sub_44 = torch.ops.aten.sub.Tensor(maximum_21, maximum_22)
    exp_46 = torch.ops.aten.exp.default(sub_44);  sub_44 = None
    _param_constant30_7 = self._param_constant30
    add_99 = torch.ops.aten.add.Tensor(_param_constant30_7, select_22);  _param_constant30_7 = None
    sub_45 = torch.ops.aten.sub.Tensor(add_99, maximum_22);  add_99 = maximum_22 = None
    exp_47 = torch.ops.aten.exp.default(sub_45);  sub_45 = None
    mul_84 = torch.ops.aten.mul.Tensor(exp_46, add_96)
    mul_85 = torch.ops.aten.mul.Tensor(exp_47, select_23)
    add_100 = torch.ops.aten.add.Tensor(mul_84, mul_85);  mul_84 = mul_85 = None
    mul_86 = torch.ops.aten.mul.Tensor(exp_46, add_97);  exp_46 = None
    add_101 = torch.ops.aten.add.Tensor(mul_86, exp_47);  mul_86 = exp_47 = None
    div_11 = torch.ops.aten.div.Tensor(add_100, add_101);  add_100 = add_101 = None
    add_102 = torch.ops.aten.add.Tensor(neg_1, maximum_21)
    maximum_23 = torch.ops.aten.maximum.default(add_102, select_22);  add_102 = None
    add_103 = torch.ops.aten.add.Tensor(neg_1, maximum_21);  maximum_21 = None
    sub_46 = torch.ops.aten.sub.Tensor(add_103, maximum_23);  add_103 = None
    exp_48 = torch.ops.aten.exp.default(sub_46);  sub_46 = None
    sub_47 = torch.ops.aten.sub.Tensor(select_22, maximum_23);  select_22 = None
    exp_49 = torch.ops.aten.exp.default(sub_47);  sub_47 = None
    mul_87 = torch.ops.aten.mul.Tensor(exp_48, add_96);  add_96 = None
    mul_88 = torch.ops.aten.mul.Tensor(exp_49, select_23);  select_23 = None
    add_104 = torch.ops.aten.add.Tensor(mul_87, mul_88);  mul_87 = mul_88 = None
    mul_89 = torch.ops.aten.mul.Tensor(exp_48, add_97);  exp_48 = add_97 = None
    add_105 = torch.ops.aten.add.Tensor(mul_89, exp_49);  mul_89 = exp_49 = None
    select_24 = torch.ops.aten.select.int(_unsafe_view_7, 1, 4)
    select_25 = torch.ops.aten.select.int(_unsafe_view_8, 1, 4)
    _param_constant30_8 = self._param_constant30
    add_106 = torch.ops.aten.add.Tensor(_param_constant30_8, select_24);  _param_constant30_8 = None
    maximum_24 = torch.ops.aten.maximum.default(maximum_23, add_106);  add_106 = None
    sub_48 = torch.ops.aten.sub.Tensor(maximum_23, maximum_24)
    exp_50 = torch.ops.aten.exp.default(sub_48);  sub_48 = None
    _param_constant30_9 = self._param_constant30
    add_107 = torch.ops.aten.add.Tensor(_param_constant30_9, select_24);  _param_constant30_9 = None
    sub_49 = torch.ops.aten.sub.Tensor(add_107, maximum_24);  add_107 = maximum_24 = None
    exp_51 = torch.ops.aten.exp.default(sub_49);  sub_49 = None
    mul_90 = torch.ops.aten.mul.Tensor(exp_50, add_104)
    mul_91 = torch.ops.aten.mul.Tensor(exp_51, select_25)
    add_108 = torch.ops.aten.add.Tensor(mul_90, mul_91);  mul_90 = mul_91 = None
    mul_92 = torch.ops.aten.mul.Tensor(exp_50, add_105);  exp_50 = None
    add_109 = torch.ops.aten.add.Tensor(mul_92, exp_51);  mul_92 = exp_51 = None
    div_12 = torch.ops.aten.div.Tensor(add_108, add_109);  add_108 = add_109 = None
    add_110 = torch.ops.aten.add.Tensor(neg_1, maximum_23)
    maximum_25 = torch.ops.aten.maximum.default(add_110, select_24);  add_110 = None
    add_111 = torch.ops.aten.add.Tensor(neg_1, maximum_23);  maximum_23 = None
    sub_50 = torch.ops.aten.sub.Tensor(add_111, maximum_25);  add_111 = None
    exp_52 = torch.ops.aten.exp.default(sub_50);  sub_50 = None
    sub_51 = torch.ops.aten.sub.Tensor(select_24, maximum_25);  select_24 = None
    exp_53 = torch.ops.aten.exp.default(sub_51);  sub_51 = None
    mul_93 = torch.ops.aten.mul.Tensor(exp_52, add_104);  add_104 = None
    mul_94 = torch.ops.aten.mul.Tensor(exp_53, select_25);  select_25 = None
    add_112 = torch.ops.aten.add.Tensor(mul_93, mul_94);  mul_93 = mul_94 = None
    mul_95 = torch.ops.aten.mul.Tensor(exp_52, add_105);  exp_52 = add_105 = None
    add_113 = torch.ops.aten.add.Tensor(mul_95, exp_53);  mul_95 = exp_53 = None
    select_26 = torch.ops.aten.select.int(_unsafe_view_7, 1, 5)
    select_27 = torch.ops.aten.select.int(_unsafe_view_8, 1, 5)
    _param_constant30_10 = self._param_constant30
    add_114 = torch.ops.aten.add.Tensor(_param_constant30_10, select_26);  _param_constant30_10 = None
    maximum_26 = torch.ops.aten.maximum.default(maximum_25, add_114);  add_114 = None
    sub_52 = torch.ops.aten.sub.Tensor(maximum_25, maximum_26)
    exp_54 = torch.ops.aten.exp.default(sub_52);  sub_52 = None
    _param_constant30_11 = self._param_constant30
    add_115 = torch.ops.aten.add.Tensor(_param_constant30_11, select_26);  _param_constant30_11 = None
    sub_53 = torch.ops.aten.sub.Tensor(add_115, maximum_26);  add_115 = maximum_26 = None
    exp_55 = torch.ops.aten.exp.default(sub_53);  sub_53 = None
    mul_96 = torch.ops.aten.mul.Tensor(exp_54, add_112)
    mul_97 = torch.ops.aten.mul.Tensor(exp_55, select_27)
    add_116 = torch.ops.aten.add.Tensor(mul_96, mul_97);  mul_96 = mul_97 = None
    mul_98 = torch.ops.aten.mul.Tensor(exp_54, add_113);  exp_54 = None
    add_117 = torch.ops.aten.add.Tensor(mul_98, exp_55);  mul_98 = exp_55 = None
    div_13 = torch.ops.aten.div.Tensor(add_116, add_117);  add_116 = add_117 = None
    add_118 = torch.ops.aten.add.Tensor(neg_1, maximum_25)
    maximum_27 = torch.ops.aten.maximum.default(add_118, select_26);  add_118 = None
    add_119 = torch.ops.aten.add.Tensor(neg_1, maximum_25);  maximum_25 = None
    sub_54 = torch.ops.aten.sub.Tensor(add_119, maximum_27);  add_119 = None
    exp_56 = torch.ops.aten.exp.default(sub_54);  sub_54 = None
    sub_55 = torch.ops.aten.sub.Tensor(select_26, maximum_27);  select_26 = None
    exp_57 = torch.ops.aten.exp.default(sub_55);  sub_55 = None
    mul_99 = torch.ops.aten.mul.Tensor(exp_56, add_112);  add_112 = None
    mul_100 = torch.ops.aten.mul.Tensor(exp_57, select_27);  select_27 = None
    add_120 = torch.ops.aten.add.Tensor(mul_99, mul_100);  mul_99 = mul_100 = None
    mul_101 = torch.ops.aten.mul.Tensor(exp_56, add_113);  exp_56 = add_113 = None
    add_121 = torch.ops.aten.add.Tensor(mul_101, exp_57);  mul_101 = exp_57 = None
    select_28 = torch.ops.aten.select.int(_unsafe_view_7, 1, 6)
    select_29 = torch.ops.aten.select.int(_unsafe_view_8, 1, 6)
    _param_constant30_12 = self._param_constant30
    add_122 = torch.ops.aten.add.Tensor(_param_constant30_12, select_28);  _param_constant30_12 = None
    maximum_28 = torch.ops.aten.maximum.default(maximum_27, add_122);  add_122 = None
    sub_56 = torch.ops.aten.sub.Tensor(maximum_27, maximum_28)
    exp_58 = torch.ops.aten.exp.default(sub_56);  sub_56 = None
    _param_constant30_13 = self._param_constant30
    add_123 = torch.ops.aten.add.Tensor(_param_constant30_13, select_28);  _param_constant30_13 = None
    sub_57 = torch.ops.aten.sub.Tensor(add_123, maximum_28);  add_123 = maximum_28 = None
    exp_59 = torch.ops.aten.exp.default(sub_57);  sub_57 = None
    mul_102 = torch.ops.aten.mul.Tensor(exp_58, add_120)
    mul_103 = torch.ops.aten.mul.Tensor(exp_59, select_29)
    add_124 = torch.ops.aten.add.Tensor(mul_102, mul_103);  mul_102 = mul_103 = None
    mul_104 = torch.ops.aten.mul.Tensor(exp_58, add_121);  exp_58 = None
    add_125 = torch.ops.aten.add.Tensor(mul_104, exp_59);  mul_104 = exp_59 = None
    div_14 = torch.ops.aten.div.Tensor(add_124, add_125);  add_124 = add_125 = None
    add_126 = torch.ops.aten.add.Tensor(neg_1, maximum_27)
    maximum_29 = torch.ops.aten.maximum.default(add_126, select_28);  add_126 = None
    add_127 = torch.ops.aten.add.Tensor(neg_1, maximum_27);  maximum_27 = None
    sub_58 = torch.ops.aten.sub.Tensor(add_127, maximum_29);  add_127 = None
    exp_60 = torch.ops.aten.exp.default(sub_58);  sub_58 = None
    sub_59 = torch.ops.aten.sub.Tensor(select_28, maximum_29);  select_28 = None
    exp_61 = torch.ops.aten.exp.default(sub_59);  sub_59 = None
    mul_105 = torch.ops.aten.mul.Tensor(exp_60, add_120);  add_120 = None
    mul_106 = torch.ops.aten.mul.Tensor(exp_61, select_29);  select_29 = None
    add_128 = torch.ops.aten.add.Tensor(mul_105, mul_106);  mul_105 = mul_106 = None
    mul_107 = torch.ops.aten.mul.Tensor(exp_60, add_121);  exp_60 = add_121 = None
    add_129 = torch.ops.aten.add.Tensor(mul_107, exp_61);  mul_107 = exp_61 = None
    select_30 = torch.ops.aten.select.int(_unsafe_view_7, 1, 7)
    select_31 = torch.ops.aten.select.int(_unsafe_view_8, 1, 7)
    _param_constant30_14 = self._param_constant30
    add_130 = torch.ops.aten.add.Tensor(_param_constant30_14, select_30);  _param_constant30_14 = None
    maximum_30 = torch.ops.aten.maximum.default(maximum_29, add_130);  add_130 = None
    sub_60 = torch.ops.aten.sub.Tensor(maximum_29, maximum_30)
    exp_62 = torch.ops.aten.exp.default(sub_60);  sub_60 = None
    _param_constant30_15 = self._param_constant30
    add_131 = torch.ops.aten.add.Tensor(_param_constant30_15, select_30);  _param_constant30_15 = None
    sub_61 = torch.ops.aten.sub.Tensor(add_131, maximum_30);  add_131 = maximum_30 = None
    exp_63 = torch.ops.aten.exp.default(sub_61);  sub_61 = None
    mul_108 = torch.ops.aten.mul.Tensor(exp_62, add_128)
    mul_109 = torch.ops.aten.mul.Tensor(exp_63, select_31)
    add_132 = torch.ops.aten.add.Tensor(mul_108, mul_109);  mul_108 = mul_109 = None
    mul_110 = torch.ops.aten.mul.Tensor(exp_62, add_129);  exp_62 = None
    add_133 = torch.ops.aten.add.Tensor(mul_110, exp_63);  mul_110 = exp_63 = None
    div_15 = torch.ops.aten.div.Tensor(add_132, add_133);  add_132 = add_133 = None
    add_134 = torch.ops.aten.add.Tensor(neg_1, maximum_29)
    maximum_31 = torch.ops.aten.maximum.default(add_134, select_30);  add_134 = None
    add_135 = torch.ops.aten.add.Tensor(neg_1, maximum_29);  maximum_29 = None
    sub_62 = torch.ops.aten.sub.Tensor(add_135, maximum_31);  add_135 = None
    exp_64 = torch.ops.aten.exp.default(sub_62);  sub_62 = None
    sub_63 = torch.ops.aten.sub.Tensor(select_30, maximum_31);  select_30 = maximum_31 = None
    exp_65 = torch.ops.aten.exp.default(sub_63);  sub_63 = None
    mul_111 = torch.ops.aten.mul.Tensor(exp_64, add_128);  add_128 = None
    mul_112 = torch.ops.aten.mul.Tensor(exp_65, select_31);  select_31 = None
    add_136 = torch.ops.aten.add.Tensor(mul_111, mul_112);  mul_111 = mul_112 = add_136 = None
    mul_113 = torch.ops.aten.mul.Tensor(exp_64, add_129);  exp_64 = add_129 = None
    add_137 = torch.ops.aten.add.Tensor(mul_113, exp_65);  mul_113 = exp_65 = add_137 = None
    stack_1 = torch.ops.aten.stack.default([div_8, div_9, div_10, div_11, div_12, div_13, div_14, div_15], 1);  div_8 = div_9 = div_10 = div_11 = div_12 = div_13 = div_14 = div_15 = None
    mul_114 = torch.ops.aten.mul.Tensor(sigmoid_2, stack_1)
    _param_constant31 = self._param_constant31
    t_10 = torch.ops.aten.t.default(_param_constant31);  _param_constant31 = None
    view_10 = torch.ops.aten.view.default(mul_114, [16, 16]);  mul_114 = None
    mm_10 = torch.ops.aten.mm.default(view_10, t_10)
    _unsafe_view_10 = torch.ops.aten._unsafe_view.default(mm_10, [2, 8, 16]);  mm_10 = None
    add_138 = torch.ops.aten.add.Tensor(add_70, _unsafe_view_10);  _unsafe_view_10 = None
    _param_constant32 = self._param_constant32
    _param_constant33 = self._param_constant33
    native_layer_norm_4 = torch.ops.aten.native_layer_norm.default(add_138, [16], _param_constant32, _param_constant33, 1e-05);  _param_constant32 = _param_constant33 = None
    getitem_12 = native_layer_norm_4[0]
    getitem_13 = native_layer_norm_4[1]
    getitem_14 = native_layer_norm_4[2];  native_layer_norm_4 = None
    constant_pad_nd_3 = torch.ops.aten.constant_pad_nd.default(getitem_12, [0, 0, 1, -1], 0.0)
    _param_constant34 = self._param_constant34
    mul_115 = torch.ops.aten.mul.Tensor(getitem_12, _param_constant34);  _param_constant34 = None
    _param_constant34_1 = self._param_constant34
    rsub_8 = torch.ops.aten.rsub.Scalar(_param_constant34_1, 1);  _param_constant34_1 = None
    mul_116 = torch.ops.aten.mul.Tensor(constant_pad_nd_3, rsub_8)
    add_139 = torch.ops.aten.add.Tensor(mul_115, mul_116);  mul_115 = mul_116 = None
    _param_constant35 = self._param_constant35
    mul_117 = torch.ops.aten.mul.Tensor(getitem_12, _param_constant35);  _param_constant35 = None
    _param_constant35_1 = self._param_constant35
    rsub_9 = torch.ops.aten.rsub.Scalar(_param_constant35_1, 1);  _param_constant35_1 = None
    mul_118 = torch.ops.aten.mul.Tensor(constant_pad_nd_3, rsub_9)
    add_140 = torch.ops.aten.add.Tensor(mul_117, mul_118);  mul_117 = mul_118 = None
    _param_constant36 = self._param_constant36
    t_11 = torch.ops.aten.t.default(_param_constant36);  _param_constant36 = None
    view_11 = torch.ops.aten.view.default(add_139, [16, 16]);  add_139 = None
    mm_11 = torch.ops.aten.mm.default(view_11, t_11)
    _unsafe_view_11 = torch.ops.aten._unsafe_view.default(mm_11, [2, 8, 64]);  mm_11 = None
    relu_1 = torch.ops.aten.relu.default(_unsafe_view_11);  _unsafe_view_11 = None
    detach_4 = torch.ops.aten.detach.default(relu_1)
    pow_2 = torch.ops.aten.pow.Tensor_Scalar(relu_1, 2)
    _param_constant37 = self._param_constant37
    t_12 = torch.ops.aten.t.default(_param_constant37);  _param_constant37 = None
    view_12 = torch.ops.aten.view.default(pow_2, [16, 64]);  pow_2 = None
    mm_12 = torch.ops.aten.mm.default(view_12, t_12)
    _unsafe_view_12 = torch.ops.aten._unsafe_view.default(mm_12, [2, 8, 16]);  mm_12 = None
    _param_constant38 = self._param_constant38
    t_13 = torch.ops.aten.t.default(_param_constant38);  _param_constant38 = None
    view_13 = torch.ops.aten.view.default(add_140, [16, 16]);  add_140 = None
    mm_13 = torch.ops.aten.mm.default(view_13, t_13)
    _unsafe_view_13 = torch.ops.aten._unsafe_view.default(mm_13, [2, 8, 16]);  mm_13 = None
    sigmoid_3 = torch.ops.aten.sigmoid.default(_unsafe_view_13);  _unsafe_view_13 = None
    detach_5 = torch.ops.aten.detach.default(sigmoid_3)
    mul_119 = torch.ops.aten.mul.Tensor(sigmoid_3, _unsafe_view_12)
    add_141 = torch.ops.aten.add.Tensor(add_138, mul_119);  mul_119 = None
    _param_constant39 = self._param_constant39
    _param_constant40 = self._param_constant40
    native_layer_norm_5 = torch.ops.aten.native_layer_norm.default(add_141, [16], _param_constant39, _param_constant40, 1e-05);  _param_constant39 = _param_constant40 = None
    getitem_15 = native_layer_norm_5[0]
    getitem_16 = native_layer_norm_5[1]
    getitem_17 = native_layer_norm_5[2];  native_layer_norm_5 = None
    _param_constant41 = self._param_constant41
    t_14 = torch.ops.aten.t.default(_param_constant41);  _param_constant41 = None
    view_14 = torch.ops.aten.view.default(getitem_15, [16, 16]);  getitem_15 = None
    mm_14 = torch.ops.aten.mm.default(view_14, t_14)
    _unsafe_view_14 = torch.ops.aten._unsafe_view.default(mm_14, [2, 8, 32]);  mm_14 = None
    view_15 = torch.ops.aten.view.default(_unsafe_view_14, [-1, 32])
    view_16 = torch.ops.aten.view.default(targets_1, [-1]);  targets_1 = None
    _log_softmax = torch.ops.aten._log_softmax.default(view_15, 1, False);  view_15 = None
    detach_6 = torch.ops.aten.detach.default(_log_softmax)
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, view_16, None, 1, -100)
    getitem_18 = nll_loss_forward[0]
    getitem_19 = nll_loss_forward[1];  nll_loss_forward = None
    view_17 = torch.ops.aten.view.default(getitem_18, []);  getitem_18 = None
    ones_like = torch.ops.aten.ones_like.default(view_17, pin_memory = False, memory_format = torch.preserve_format)
    max_1 = torch.ops.aten.max.dim(_unsafe_view_14, -1, True)
    getitem_20 = max_1[0]
    getitem_21 = max_1[1];  max_1 = None
    zeros_like = torch.ops.aten.zeros_like.default(_unsafe_view_14, pin_memory = False);  _unsafe_view_14 = None
    mul_120 = torch.ops.aten.mul.Tensor(getitem_20, 6.25e-06);  getitem_20 = None
    scatter_ = torch.ops.aten.scatter_.src(zeros_like, -1, getitem_21, mul_120);  zeros_like = getitem_21 = mul_120 = None
    nll_loss_backward = torch.ops.aten.nll_loss_backward.default(ones_like, _log_softmax, view_16, None, 1, -100, getitem_19);  ones_like = _log_softmax = view_16 = getitem_19 = None
    detach_7 = torch.ops.aten.detach.default(detach_6);  detach_6 = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach_7, 1, torch.float32);  nll_loss_backward = detach_7 = None
    view_18 = torch.ops.aten.view.default(_log_softmax_backward_data, [2, 8, 32]);  _log_softmax_backward_data = None
    add_142 = torch.ops.aten.add.Tensor(scatter_, view_18);  scatter_ = view_18 = None
    view_19 = torch.ops.aten.view.default(add_142, [16, 32]);  add_142 = None
    t_15 = torch.ops.aten.t.default(view_19)
    mm_15 = torch.ops.aten.mm.default(t_15, view_14);  t_15 = view_14 = None
    t_16 = torch.ops.aten.t.default(mm_15);  mm_15 = None
    t_17 = torch.ops.aten.t.default(t_14);  t_14 = None
    mm_16 = torch.ops.aten.mm.default(view_19, t_17);  view_19 = t_17 = None
    view_20 = torch.ops.aten.view.default(mm_16, [2, 8, 16]);  mm_16 = None
    t_18 = torch.ops.aten.t.default(t_16);  t_16 = None
    _param_constant39_1 = self._param_constant39
    _param_constant40_1 = self._param_constant40
    native_layer_norm_backward = torch.ops.aten.native_layer_norm_backward.default(view_20, add_141, [16], getitem_16, getitem_17, _param_constant39_1, _param_constant40_1, [True, True, True]);  view_20 = add_141 = getitem_16 = getitem_17 = _param_constant39_1 = _param_constant40_1 = None
    getitem_22 = native_layer_norm_backward[0]
    getitem_23 = native_layer_norm_backward[1]
    getitem_24 = native_layer_norm_backward[2];  native_layer_norm_backward = None
    mul_121 = torch.ops.aten.mul.Tensor(getitem_22, sigmoid_3);  sigmoid_3 = None
    mul_122 = torch.ops.aten.mul.Tensor(getitem_22, _unsafe_view_12);  _unsafe_view_12 = None
    detach_8 = torch.ops.aten.detach.default(detach_5);  detach_5 = None
    sigmoid_backward = torch.ops.aten.sigmoid_backward.default(mul_122, detach_8);  mul_122 = detach_8 = None
    view_21 = torch.ops.aten.view.default(sigmoid_backward, [16, 16]);  sigmoid_backward = None
    t_19 = torch.ops.aten.t.default(view_21)
    mm_17 = torch.ops.aten.mm.default(t_19, view_13);  t_19 = view_13 = None
    t_20 = torch.ops.aten.t.default(mm_17);  mm_17 = None
    t_21 = torch.ops.aten.t.default(t_13);  t_13 = None
    mm_18 = torch.ops.aten.mm.default(view_21, t_21);  view_21 = t_21 = None
    view_22 = torch.ops.aten.view.default(mm_18, [2, 8, 16]);  mm_18 = None
    t_22 = torch.ops.aten.t.default(t_20);  t_20 = None
    view_23 = torch.ops.aten.view.default(mul_121, [16, 16]);  mul_121 = None
    t_23 = torch.ops.aten.t.default(view_23)
    mm_19 = torch.ops.aten.mm.default(t_23, view_12);  t_23 = view_12 = None
    t_24 = torch.ops.aten.t.default(mm_19);  mm_19 = None
    t_25 = torch.ops.aten.t.default(t_12);  t_12 = None
    mm_20 = torch.ops.aten.mm.default(view_23, t_25);  view_23 = t_25 = None
    view_24 = torch.ops.aten.view.default(mm_20, [2, 8, 64]);  mm_20 = None
    t_26 = torch.ops.aten.t.default(t_24);  t_24 = None
    pow_3 = torch.ops.aten.pow.Tensor_Scalar(relu_1, 1.0);  relu_1 = None
    mul_123 = torch.ops.aten.mul.Scalar(pow_3, 2.0);  pow_3 = None
    mul_124 = torch.ops.aten.mul.Tensor(view_24, mul_123);  view_24 = mul_123 = None
    detach_9 = torch.ops.aten.detach.default(detach_4);  detach_4 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(mul_124, detach_9, 0);  mul_124 = detach_9 = None
    view_25 = torch.ops.aten.view.default(threshold_backward, [16, 64]);  threshold_backward = None
    t_27 = torch.ops.aten.t.default(view_25)
    mm_21 = torch.ops.aten.mm.default(t_27, view_11);  t_27 = view_11 = None
    t_28 = torch.ops.aten.t.default(mm_21);  mm_21 = None
    t_29 = torch.ops.aten.t.default(t_11);  t_11 = None
    mm_22 = torch.ops.aten.mm.default(view_25, t_29);  view_25 = t_29 = None
    view_26 = torch.ops.aten.view.default(mm_22, [2, 8, 16]);  mm_22 = None
    t_30 = torch.ops.aten.t.default(t_28);  t_28 = None
    mul_125 = torch.ops.aten.mul.Tensor(view_22, constant_pad_nd_3)
    mul_126 = torch.ops.aten.mul.Tensor(view_22, rsub_9);  rsub_9 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(mul_125, [0, 1], True);  mul_125 = None
    neg_2 = torch.ops.aten.neg.default(sum_1);  sum_1 = None
    mul_127 = torch.ops.aten.mul.Tensor(view_22, getitem_12)
    _param_constant35_2 = self._param_constant35
    mul_128 = torch.ops.aten.mul.Tensor(view_22, _param_constant35_2);  view_22 = _param_constant35_2 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(mul_127, [0, 1], True);  mul_127 = None
    add_143 = torch.ops.aten.add.Tensor(neg_2, sum_2);  neg_2 = sum_2 = None
    mul_129 = torch.ops.aten.mul.Tensor(view_26, constant_pad_nd_3);  constant_pad_nd_3 = None
    mul_130 = torch.ops.aten.mul.Tensor(view_26, rsub_8);  rsub_8 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(mul_129, [0, 1], True);  mul_129 = None
    add_144 = torch.ops.aten.add.Tensor(mul_126, mul_130);  mul_126 = mul_130 = None
    neg_3 = torch.ops.aten.neg.default(sum_3);  sum_3 = None
    mul_131 = torch.ops.aten.mul.Tensor(view_26, getitem_12);  getitem_12 = None
    _param_constant34_2 = self._param_constant34
    mul_132 = torch.ops.aten.mul.Tensor(view_26, _param_constant34_2);  view_26 = _param_constant34_2 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(mul_131, [0, 1], True);  mul_131 = None
    add_145 = torch.ops.aten.add.Tensor(mul_128, mul_132);  mul_128 = mul_132 = None
    add_146 = torch.ops.aten.add.Tensor(neg_3, sum_4);  neg_3 = sum_4 = None
    constant_pad_nd_4 = torch.ops.aten.constant_pad_nd.default(add_144, [0, 0, -1, 1]);  add_144 = None
    add_147 = torch.ops.aten.add.Tensor(add_145, constant_pad_nd_4);  add_145 = constant_pad_nd_4 = None
    _param_constant32_1 = self._param_constant32
    _param_constant33_1 = self._param_constant33
    native_layer_norm_backward_1 = torch.ops.aten.native_layer_norm_backward.default(add_147, add_138, [16], getitem_13, getitem_14, _param_constant32_1, _param_constant33_1, [True, True, True]);  add_147 = add_138 = getitem_13 = getitem_14 = _param_constant32_1 = _param_constant33_1 = None
    getitem_25 = native_layer_norm_backward_1[0]
    getitem_26 = native_layer_norm_backward_1[1]
    getitem_27 = native_layer_norm_backward_1[2];  native_layer_norm_backward_1 = None
    add_148 = torch.ops.aten.add.Tensor(getitem_22, getitem_25);  getitem_22 = getitem_25 = None
    view_27 = torch.ops.aten.view.default(add_148, [16, 16])
    t_31 = torch.ops.aten.t.default(view_27)
    mm_23 = torch.ops.aten.mm.default(t_31, view_10);  t_31 = view_10 = None
    t_32 = torch.ops.aten.t.default(mm_23);  mm_23 = None
    t_33 = torch.ops.aten.t.default(t_10);  t_10 = None
    mm_24 = torch.ops.aten.mm.default(view_27, t_33);  view_27 = t_33 = None
    view_28 = torch.ops.aten.view.default(mm_24, [2, 8, 16]);  mm_24 = None
    t_34 = torch.ops.aten.t.default(t_32);  t_32 = None
    mul_133 = torch.ops.aten.mul.Tensor(view_28, sigmoid_2);  sigmoid_2 = None
    mul_134 = torch.ops.aten.mul.Tensor(view_28, stack_1);  view_28 = stack_1 = None
    zeros_4 = torch.ops.aten.zeros.default([2, 16], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    zeros_5 = torch.ops.aten.zeros.default([2, 16], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    zeros_6 = torch.ops.aten.zeros.default([2, 16], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    zeros_7 = torch.ops.aten.zeros.default([2, 16], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    zeros_8 = torch.ops.aten.zeros.default([2, 16], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    zeros_9 = torch.ops.aten.zeros.default([2, 16], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    full_2 = torch.ops.aten.full.default([2, 16], -1e+38, dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    select_32 = torch.ops.aten.select.int(_unsafe_view_7, 1, 0)
    select_33 = torch.ops.aten.select.int(_unsafe_view_8, 1, 0)
    select_34 = torch.ops.aten.select.int(mul_133, 1, 0)
    _param_constant30_16 = self._param_constant30
    add_149 = torch.ops.aten.add.Tensor(select_32, _param_constant30_16);  _param_constant30_16 = None
    maximum_32 = torch.ops.aten.maximum.default(full_2, add_149);  add_149 = None
    sub_64 = torch.ops.aten.sub.Tensor(full_2, maximum_32)
    exp_66 = torch.ops.aten.exp.default(sub_64);  sub_64 = None
    _param_constant30_17 = self._param_constant30
    add_150 = torch.ops.aten.add.Tensor(select_32, _param_constant30_17);  _param_constant30_17 = None
    sub_65 = torch.ops.aten.sub.Tensor(add_150, maximum_32);  add_150 = None
    exp_67 = torch.ops.aten.exp.default(sub_65);  sub_65 = None
    mul_135 = torch.ops.aten.mul.Tensor(exp_66, zeros_6)
    mul_136 = torch.ops.aten.mul.Tensor(exp_67, select_33)
    add_151 = torch.ops.aten.add.Tensor(mul_135, mul_136);  mul_135 = mul_136 = None
    mul_137 = torch.ops.aten.mul.Tensor(exp_66, zeros_7)
    add_152 = torch.ops.aten.add.Tensor(mul_137, exp_67);  mul_137 = None
    reciprocal = torch.ops.aten.reciprocal.default(add_152);  add_152 = None
    mul_138 = torch.ops.aten.mul.Tensor(reciprocal, 1);  reciprocal = None
    mul_139 = torch.ops.aten.mul.Tensor(add_151, mul_138);  add_151 = None
    _param_constant30_18 = self._param_constant30
    add_153 = torch.ops.aten.add.Tensor(select_32, _param_constant30_18);  _param_constant30_18 = None
    sub_66 = torch.ops.aten.sub.Tensor(add_153, maximum_32);  add_153 = maximum_32 = None
    mul_140 = torch.ops.aten.mul.Tensor(zeros_9, mul_139)
    sub_67 = torch.ops.aten.sub.Tensor(zeros_8, mul_140);  mul_140 = None
    mul_141 = torch.ops.aten.mul.Tensor(select_34, sub_67);  sub_67 = None
    mul_142 = torch.ops.aten.mul.Tensor(mul_141, mul_138);  mul_141 = None
    mul_143 = torch.ops.aten.mul.Tensor(mul_142, exp_66);  mul_142 = exp_66 = None
    add_154 = torch.ops.aten.add.Tensor(zeros_4, mul_143);  zeros_4 = mul_143 = None
    sub_68 = torch.ops.aten.sub.Tensor(select_33, mul_139)
    mul_144 = torch.ops.aten.mul.Tensor(select_34, sub_68);  select_34 = sub_68 = None
    mul_145 = torch.ops.aten.mul.Tensor(mul_144, exp_67);  mul_144 = exp_67 = None
    mul_146 = torch.ops.aten.mul.Tensor(mul_145, mul_138);  mul_145 = None
    add_155 = torch.ops.aten.add.Tensor(zeros_5, mul_146);  zeros_5 = mul_146 = None
    add_156 = torch.ops.aten.add.Tensor(neg_1, full_2)
    maximum_33 = torch.ops.aten.maximum.default(add_156, select_32);  add_156 = None
    add_157 = torch.ops.aten.add.Tensor(neg_1, full_2);  full_2 = None
    sub_69 = torch.ops.aten.sub.Tensor(add_157, maximum_33);  add_157 = None
    exp_68 = torch.ops.aten.exp.default(sub_69);  sub_69 = None
    sub_70 = torch.ops.aten.sub.Tensor(select_32, maximum_33);  select_32 = None
    exp_69 = torch.ops.aten.exp.default(sub_70);  sub_70 = None
    add_158 = torch.ops.aten.add.Tensor(zeros_6, zeros_8);  zeros_8 = None
    mul_147 = torch.ops.aten.mul.Tensor(exp_68, add_158);  add_158 = None
    add_159 = torch.ops.aten.add.Tensor(zeros_7, zeros_9);  zeros_9 = None
    mul_148 = torch.ops.aten.mul.Tensor(exp_68, add_159);  add_159 = None
    mul_149 = torch.ops.aten.mul.Tensor(exp_68, zeros_6);  zeros_6 = None
    mul_150 = torch.ops.aten.mul.Tensor(exp_69, select_33);  select_33 = None
    add_160 = torch.ops.aten.add.Tensor(mul_149, mul_150);  mul_149 = mul_150 = None
    mul_151 = torch.ops.aten.mul.Tensor(exp_68, zeros_7);  exp_68 = zeros_7 = None
    add_161 = torch.ops.aten.add.Tensor(mul_151, exp_69);  mul_151 = exp_69 = None
    select_35 = torch.ops.aten.select.int(_unsafe_view_7, 1, 1)
    select_36 = torch.ops.aten.select.int(_unsafe_view_8, 1, 1)
    select_37 = torch.ops.aten.select.int(mul_133, 1, 1)
    _param_constant30_19 = self._param_constant30
    add_162 = torch.ops.aten.add.Tensor(select_35, _param_constant30_19);  _param_constant30_19 = None
    maximum_34 = torch.ops.aten.maximum.default(maximum_33, add_162);  add_162 = None
    sub_71 = torch.ops.aten.sub.Tensor(maximum_33, maximum_34)
    exp_70 = torch.ops.aten.exp.default(sub_71);  sub_71 = None
    _param_constant30_20 = self._param_constant30
    add_163 = torch.ops.aten.add.Tensor(select_35, _param_constant30_20);  _param_constant30_20 = None
    sub_72 = torch.ops.aten.sub.Tensor(add_163, maximum_34);  add_163 = None
    exp_71 = torch.ops.aten.exp.default(sub_72);  sub_72 = None
    mul_152 = torch.ops.aten.mul.Tensor(exp_70, add_160)
    mul_153 = torch.ops.aten.mul.Tensor(exp_71, select_36)
    add_164 = torch.ops.aten.add.Tensor(mul_152, mul_153);  mul_152 = mul_153 = None
    mul_154 = torch.ops.aten.mul.Tensor(exp_70, add_161)
    add_165 = torch.ops.aten.add.Tensor(mul_154, exp_71);  mul_154 = None
    reciprocal_1 = torch.ops.aten.reciprocal.default(add_165);  add_165 = None
    mul_155 = torch.ops.aten.mul.Tensor(reciprocal_1, 1);  reciprocal_1 = None
    mul_156 = torch.ops.aten.mul.Tensor(add_164, mul_155);  add_164 = None
    _param_constant30_21 = self._param_constant30
    add_166 = torch.ops.aten.add.Tensor(select_35, _param_constant30_21);  _param_constant30_21 = None
    sub_73 = torch.ops.aten.sub.Tensor(add_166, maximum_34);  add_166 = maximum_34 = None
    mul_157 = torch.ops.aten.mul.Tensor(mul_148, mul_156)
    sub_74 = torch.ops.aten.sub.Tensor(mul_147, mul_157);  mul_157 = None
    mul_158 = torch.ops.aten.mul.Tensor(select_37, sub_74);  sub_74 = None
    mul_159 = torch.ops.aten.mul.Tensor(mul_158, mul_155);  mul_158 = None
    mul_160 = torch.ops.aten.mul.Tensor(mul_159, exp_70);  mul_159 = exp_70 = None
    add_167 = torch.ops.aten.add.Tensor(add_154, mul_160);  add_154 = mul_160 = None
    sub_75 = torch.ops.aten.sub.Tensor(select_36, mul_156)
    mul_161 = torch.ops.aten.mul.Tensor(select_37, sub_75);  select_37 = sub_75 = None
    mul_162 = torch.ops.aten.mul.Tensor(mul_161, exp_71);  mul_161 = exp_71 = None
    mul_163 = torch.ops.aten.mul.Tensor(mul_162, mul_155);  mul_162 = None
    add_168 = torch.ops.aten.add.Tensor(add_155, mul_163);  add_155 = mul_163 = None
    add_169 = torch.ops.aten.add.Tensor(neg_1, maximum_33)
    maximum_35 = torch.ops.aten.maximum.default(add_169, select_35);  add_169 = None
    add_170 = torch.ops.aten.add.Tensor(neg_1, maximum_33);  maximum_33 = None
    sub_76 = torch.ops.aten.sub.Tensor(add_170, maximum_35);  add_170 = None
    exp_72 = torch.ops.aten.exp.default(sub_76);  sub_76 = None
    sub_77 = torch.ops.aten.sub.Tensor(select_35, maximum_35);  select_35 = None
    exp_73 = torch.ops.aten.exp.default(sub_77);  sub_77 = None
    add_171 = torch.ops.aten.add.Tensor(add_160, mul_147);  mul_147 = None
    mul_164 = torch.ops.aten.mul.Tensor(exp_72, add_171);  add_171 = None
    add_172 = torch.ops.aten.add.Tensor(add_161, mul_148);  mul_148 = None
    mul_165 = torch.ops.aten.mul.Tensor(exp_72, add_172);  add_172 = None
    mul_166 = torch.ops.aten.mul.Tensor(exp_72, add_160);  add_160 = None
    mul_167 = torch.ops.aten.mul.Tensor(exp_73, select_36);  select_36 = None
    add_173 = torch.ops.aten.add.Tensor(mul_166, mul_167);  mul_166 = mul_167 = None
    mul_168 = torch.ops.aten.mul.Tensor(exp_72, add_161);  exp_72 = add_161 = None
    add_174 = torch.ops.aten.add.Tensor(mul_168, exp_73);  mul_168 = exp_73 = None
    select_38 = torch.ops.aten.select.int(_unsafe_view_7, 1, 2)
    select_39 = torch.ops.aten.select.int(_unsafe_view_8, 1, 2)
    select_40 = torch.ops.aten.select.int(mul_133, 1, 2)
    _param_constant30_22 = self._param_constant30
    add_175 = torch.ops.aten.add.Tensor(select_38, _param_constant30_22);  _param_constant30_22 = None
    maximum_36 = torch.ops.aten.maximum.default(maximum_35, add_175);  add_175 = None
    sub_78 = torch.ops.aten.sub.Tensor(maximum_35, maximum_36)
    exp_74 = torch.ops.aten.exp.default(sub_78);  sub_78 = None
    _param_constant30_23 = self._param_constant30
    add_176 = torch.ops.aten.add.Tensor(select_38, _param_constant30_23);  _param_constant30_23 = None
    sub_79 = torch.ops.aten.sub.Tensor(add_176, maximum_36);  add_176 = None
    exp_75 = torch.ops.aten.exp.default(sub_79);  sub_79 = None
    mul_169 = torch.ops.aten.mul.Tensor(exp_74, add_173)
    mul_170 = torch.ops.aten.mul.Tensor(exp_75, select_39)
    add_177 = torch.ops.aten.add.Tensor(mul_169, mul_170);  mul_169 = mul_170 = None
    mul_171 = torch.ops.aten.mul.Tensor(exp_74, add_174)
    add_178 = torch.ops.aten.add.Tensor(mul_171, exp_75);  mul_171 = None
    reciprocal_2 = torch.ops.aten.reciprocal.default(add_178);  add_178 = None
    mul_172 = torch.ops.aten.mul.Tensor(reciprocal_2, 1);  reciprocal_2 = None
    mul_173 = torch.ops.aten.mul.Tensor(add_177, mul_172);  add_177 = None
    _param_constant30_24 = self._param_constant30
    add_179 = torch.ops.aten.add.Tensor(select_38, _param_constant30_24);  _param_constant30_24 = None
    sub_80 = torch.ops.aten.sub.Tensor(add_179, maximum_36);  add_179 = maximum_36 = None
    mul_174 = torch.ops.aten.mul.Tensor(mul_165, mul_173)
    sub_81 = torch.ops.aten.sub.Tensor(mul_164, mul_174);  mul_174 = None
    mul_175 = torch.ops.aten.mul.Tensor(select_40, sub_81);  sub_81 = None
    mul_176 = torch.ops.aten.mul.Tensor(mul_175, mul_172);  mul_175 = None
    mul_177 = torch.ops.aten.mul.Tensor(mul_176, exp_74);  mul_176 = exp_74 = None
    add_180 = torch.ops.aten.add.Tensor(add_167, mul_177);  add_167 = mul_177 = None
    sub_82 = torch.ops.aten.sub.Tensor(select_39, mul_173)
    mul_178 = torch.ops.aten.mul.Tensor(select_40, sub_82);  select_40 = sub_82 = None
    mul_179 = torch.ops.aten.mul.Tensor(mul_178, exp_75);  mul_178 = exp_75 = None
    mul_180 = torch.ops.aten.mul.Tensor(mul_179, mul_172);  mul_179 = None
    add_181 = torch.ops.aten.add.Tensor(add_168, mul_180);  add_168 = mul_180 = None
    add_182 = torch.ops.aten.add.Tensor(neg_1, maximum_35)
    maximum_37 = torch.ops.aten.maximum.default(add_182, select_38);  add_182 = None
    add_183 = torch.ops.aten.add.Tensor(neg_1, maximum_35);  maximum_35 = None
    sub_83 = torch.ops.aten.sub.Tensor(add_183, maximum_37);  add_183 = None
    exp_76 = torch.ops.aten.exp.default(sub_83);  sub_83 = None
    sub_84 = torch.ops.aten.sub.Tensor(select_38, maximum_37);  select_38 = None
    exp_77 = torch.ops.aten.exp.default(sub_84);  sub_84 = None
    add_184 = torch.ops.aten.add.Tensor(add_173, mul_164);  mul_164 = None
    mul_181 = torch.ops.aten.mul.Tensor(exp_76, add_184);  add_184 = None
    add_185 = torch.ops.aten.add.Tensor(add_174, mul_165);  mul_165 = None
    mul_182 = torch.ops.aten.mul.Tensor(exp_76, add_185);  add_185 = None
    mul_183 = torch.ops.aten.mul.Tensor(exp_76, add_173);  add_173 = None
    mul_184 = torch.ops.aten.mul.Tensor(exp_77, select_39);  select_39 = None
    add_186 = torch.ops.aten.add.Tensor(mul_183, mul_184);  mul_183 = mul_184 = None
    mul_185 = torch.ops.aten.mul.Tensor(exp_76, add_174);  exp_76 = add_174 = None
    add_187 = torch.ops.aten.add.Tensor(mul_185, exp_77);  mul_185 = exp_77 = None
    select_41 = torch.ops.aten.select.int(_unsafe_view_7, 1, 3)
    select_42 = torch.ops.aten.select.int(_unsafe_view_8, 1, 3)
    select_43 = torch.ops.aten.select.int(mul_133, 1, 3)
    _param_constant30_25 = self._param_constant30
    add_188 = torch.ops.aten.add.Tensor(select_41, _param_constant30_25);  _param_constant30_25 = None
    maximum_38 = torch.ops.aten.maximum.default(maximum_37, add_188);  add_188 = None
    sub_85 = torch.ops.aten.sub.Tensor(maximum_37, maximum_38)
    exp_78 = torch.ops.aten.exp.default(sub_85);  sub_85 = None
    _param_constant30_26 = self._param_constant30
    add_189 = torch.ops.aten.add.Tensor(select_41, _param_constant30_26);  _param_constant30_26 = None
    sub_86 = torch.ops.aten.sub.Tensor(add_189, maximum_38);  add_189 = None
    exp_79 = torch.ops.aten.exp.default(sub_86);  sub_86 = None
    mul_186 = torch.ops.aten.mul.Tensor(exp_78, add_186)
    mul_187 = torch.ops.aten.mul.Tensor(exp_79, select_42)
    add_190 = torch.ops.aten.add.Tensor(mul_186, mul_187);  mul_186 = mul_187 = None
    mul_188 = torch.ops.aten.mul.Tensor(exp_78, add_187)
    add_191 = torch.ops.aten.add.Tensor(mul_188, exp_79);  mul_188 = None
    reciprocal_3 = torch.ops.aten.reciprocal.default(add_191);  add_191 = None
    mul_189 = torch.ops.aten.mul.Tensor(reciprocal_3, 1);  reciprocal_3 = None
    mul_190 = torch.ops.aten.mul.Tensor(add_190, mul_189);  add_190 = None
    _param_constant30_27 = self._param_constant30
    add_192 = torch.ops.aten.add.Tensor(select_41, _param_constant30_27);  _param_constant30_27 = None
    sub_87 = torch.ops.aten.sub.Tensor(add_192, maximum_38);  add_192 = maximum_38 = None
    mul_191 = torch.ops.aten.mul.Tensor(mul_182, mul_190)
    sub_88 = torch.ops.aten.sub.Tensor(mul_181, mul_191);  mul_191 = None
    mul_192 = torch.ops.aten.mul.Tensor(select_43, sub_88);  sub_88 = None
    mul_193 = torch.ops.aten.mul.Tensor(mul_192, mul_189);  mul_192 = None
    mul_194 = torch.ops.aten.mul.Tensor(mul_193, exp_78);  mul_193 = exp_78 = None
    add_193 = torch.ops.aten.add.Tensor(add_180, mul_194);  add_180 = mul_194 = None
    sub_89 = torch.ops.aten.sub.Tensor(select_42, mul_190)
    mul_195 = torch.ops.aten.mul.Tensor(select_43, sub_89);  select_43 = sub_89 = None
    mul_196 = torch.ops.aten.mul.Tensor(mul_195, exp_79);  mul_195 = exp_79 = None
    mul_197 = torch.ops.aten.mul.Tensor(mul_196, mul_189);  mul_196 = None
    add_194 = torch.ops.aten.add.Tensor(add_181, mul_197);  add_181 = mul_197 = None
    add_195 = torch.ops.aten.add.Tensor(neg_1, maximum_37)
    maximum_39 = torch.ops.aten.maximum.default(add_195, select_41);  add_195 = None
    add_196 = torch.ops.aten.add.Tensor(neg_1, maximum_37);  maximum_37 = None
    sub_90 = torch.ops.aten.sub.Tensor(add_196, maximum_39);  add_196 = None
    exp_80 = torch.ops.aten.exp.default(sub_90);  sub_90 = None
    sub_91 = torch.ops.aten.sub.Tensor(select_41, maximum_39);  select_41 = None
    exp_81 = torch.ops.aten.exp.default(sub_91);  sub_91 = None
    add_197 = torch.ops.aten.add.Tensor(add_186, mul_181);  mul_181 = None
    mul_198 = torch.ops.aten.mul.Tensor(exp_80, add_197);  add_197 = None
    add_198 = torch.ops.aten.add.Tensor(add_187, mul_182);  mul_182 = None
    mul_199 = torch.ops.aten.mul.Tensor(exp_80, add_198);  add_198 = None
    mul_200 = torch.ops.aten.mul.Tensor(exp_80, add_186);  add_186 = None
    mul_201 = torch.ops.aten.mul.Tensor(exp_81, select_42);  select_42 = None
    add_199 = torch.ops.aten.add.Tensor(mul_200, mul_201);  mul_200 = mul_201 = None
    mul_202 = torch.ops.aten.mul.Tensor(exp_80, add_187);  exp_80 = add_187 = None
    add_200 = torch.ops.aten.add.Tensor(mul_202, exp_81);  mul_202 = exp_81 = None
    select_44 = torch.ops.aten.select.int(_unsafe_view_7, 1, 4)
    select_45 = torch.ops.aten.select.int(_unsafe_view_8, 1, 4)
    select_46 = torch.ops.aten.select.int(mul_133, 1, 4)
    _param_constant30_28 = self._param_constant30
    add_201 = torch.ops.aten.add.Tensor(select_44, _param_constant30_28);  _param_constant30_28 = None
    maximum_40 = torch.ops.aten.maximum.default(maximum_39, add_201);  add_201 = None
    sub_92 = torch.ops.aten.sub.Tensor(maximum_39, maximum_40)
    exp_82 = torch.ops.aten.exp.default(sub_92);  sub_92 = None
    _param_constant30_29 = self._param_constant30
    add_202 = torch.ops.aten.add.Tensor(select_44, _param_constant30_29);  _param_constant30_29 = None
    sub_93 = torch.ops.aten.sub.Tensor(add_202, maximum_40);  add_202 = None
    exp_83 = torch.ops.aten.exp.default(sub_93);  sub_93 = None
    mul_203 = torch.ops.aten.mul.Tensor(exp_82, add_199)
    mul_204 = torch.ops.aten.mul.Tensor(exp_83, select_45)
    add_203 = torch.ops.aten.add.Tensor(mul_203, mul_204);  mul_203 = mul_204 = None
    mul_205 = torch.ops.aten.mul.Tensor(exp_82, add_200)
    add_204 = torch.ops.aten.add.Tensor(mul_205, exp_83);  mul_205 = None
    reciprocal_4 = torch.ops.aten.reciprocal.default(add_204);  add_204 = None
    mul_206 = torch.ops.aten.mul.Tensor(reciprocal_4, 1);  reciprocal_4 = None
    mul_207 = torch.ops.aten.mul.Tensor(add_203, mul_206);  add_203 = None
    _param_constant30_30 = self._param_constant30
    add_205 = torch.ops.aten.add.Tensor(select_44, _param_constant30_30);  _param_constant30_30 = None
    sub_94 = torch.ops.aten.sub.Tensor(add_205, maximum_40);  add_205 = maximum_40 = None
    mul_208 = torch.ops.aten.mul.Tensor(mul_199, mul_207)
    sub_95 = torch.ops.aten.sub.Tensor(mul_198, mul_208);  mul_208 = None
    mul_209 = torch.ops.aten.mul.Tensor(select_46, sub_95);  sub_95 = None
    mul_210 = torch.ops.aten.mul.Tensor(mul_209, mul_206);  mul_209 = None
    mul_211 = torch.ops.aten.mul.Tensor(mul_210, exp_82);  mul_210 = exp_82 = None
    add_206 = torch.ops.aten.add.Tensor(add_193, mul_211);  add_193 = mul_211 = None
    sub_96 = torch.ops.aten.sub.Tensor(select_45, mul_207)
    mul_212 = torch.ops.aten.mul.Tensor(select_46, sub_96);  select_46 = sub_96 = None
    mul_213 = torch.ops.aten.mul.Tensor(mul_212, exp_83);  mul_212 = exp_83 = None
    mul_214 = torch.ops.aten.mul.Tensor(mul_213, mul_206);  mul_213 = None
    add_207 = torch.ops.aten.add.Tensor(add_194, mul_214);  add_194 = mul_214 = None
    add_208 = torch.ops.aten.add.Tensor(neg_1, maximum_39)
    maximum_41 = torch.ops.aten.maximum.default(add_208, select_44);  add_208 = None
    add_209 = torch.ops.aten.add.Tensor(neg_1, maximum_39);  maximum_39 = None
    sub_97 = torch.ops.aten.sub.Tensor(add_209, maximum_41);  add_209 = None
    exp_84 = torch.ops.aten.exp.default(sub_97);  sub_97 = None
    sub_98 = torch.ops.aten.sub.Tensor(select_44, maximum_41);  select_44 = None
    exp_85 = torch.ops.aten.exp.default(sub_98);  sub_98 = None
    add_210 = torch.ops.aten.add.Tensor(add_199, mul_198);  mul_198 = None
    mul_215 = torch.ops.aten.mul.Tensor(exp_84, add_210);  add_210 = None
    add_211 = torch.ops.aten.add.Tensor(add_200, mul_199);  mul_199 = None
    mul_216 = torch.ops.aten.mul.Tensor(exp_84, add_211);  add_211 = None
    mul_217 = torch.ops.aten.mul.Tensor(exp_84, add_199);  add_199 = None
    mul_218 = torch.ops.aten.mul.Tensor(exp_85, select_45);  select_45 = None
    add_212 = torch.ops.aten.add.Tensor(mul_217, mul_218);  mul_217 = mul_218 = None
    mul_219 = torch.ops.aten.mul.Tensor(exp_84, add_200);  exp_84 = add_200 = None
    add_213 = torch.ops.aten.add.Tensor(mul_219, exp_85);  mul_219 = exp_85 = None
    select_47 = torch.ops.aten.select.int(_unsafe_view_7, 1, 5)
    select_48 = torch.ops.aten.select.int(_unsafe_view_8, 1, 5)
    select_49 = torch.ops.aten.select.int(mul_133, 1, 5)
    _param_constant30_31 = self._param_constant30
    add_214 = torch.ops.aten.add.Tensor(select_47, _param_constant30_31);  _param_constant30_31 = None
    maximum_42 = torch.ops.aten.maximum.default(maximum_41, add_214);  add_214 = None
    sub_99 = torch.ops.aten.sub.Tensor(maximum_41, maximum_42)
    exp_86 = torch.ops.aten.exp.default(sub_99);  sub_99 = None
    _param_constant30_32 = self._param_constant30
    add_215 = torch.ops.aten.add.Tensor(select_47, _param_constant30_32);  _param_constant30_32 = None
    sub_100 = torch.ops.aten.sub.Tensor(add_215, maximum_42);  add_215 = None
    exp_87 = torch.ops.aten.exp.default(sub_100);  sub_100 = None
    mul_220 = torch.ops.aten.mul.Tensor(exp_86, add_212)
    mul_221 = torch.ops.aten.mul.Tensor(exp_87, select_48)
    add_216 = torch.ops.aten.add.Tensor(mul_220, mul_221);  mul_220 = mul_221 = None
    mul_222 = torch.ops.aten.mul.Tensor(exp_86, add_213)
    add_217 = torch.ops.aten.add.Tensor(mul_222, exp_87);  mul_222 = None
    reciprocal_5 = torch.ops.aten.reciprocal.default(add_217);  add_217 = None
    mul_223 = torch.ops.aten.mul.Tensor(reciprocal_5, 1);  reciprocal_5 = None
    mul_224 = torch.ops.aten.mul.Tensor(add_216, mul_223);  add_216 = None
    _param_constant30_33 = self._param_constant30
    add_218 = torch.ops.aten.add.Tensor(select_47, _param_constant30_33);  _param_constant30_33 = None
    sub_101 = torch.ops.aten.sub.Tensor(add_218, maximum_42);  add_218 = maximum_42 = None
    mul_225 = torch.ops.aten.mul.Tensor(mul_216, mul_224)
    sub_102 = torch.ops.aten.sub.Tensor(mul_215, mul_225);  mul_225 = None
    mul_226 = torch.ops.aten.mul.Tensor(select_49, sub_102);  sub_102 = None
    mul_227 = torch.ops.aten.mul.Tensor(mul_226, mul_223);  mul_226 = None
    mul_228 = torch.ops.aten.mul.Tensor(mul_227, exp_86);  mul_227 = exp_86 = None
    add_219 = torch.ops.aten.add.Tensor(add_206, mul_228);  add_206 = mul_228 = None
    sub_103 = torch.ops.aten.sub.Tensor(select_48, mul_224)
    mul_229 = torch.ops.aten.mul.Tensor(select_49, sub_103);  select_49 = sub_103 = None
    mul_230 = torch.ops.aten.mul.Tensor(mul_229, exp_87);  mul_229 = exp_87 = None
    mul_231 = torch.ops.aten.mul.Tensor(mul_230, mul_223);  mul_230 = None
    add_220 = torch.ops.aten.add.Tensor(add_207, mul_231);  add_207 = mul_231 = None
    add_221 = torch.ops.aten.add.Tensor(neg_1, maximum_41)
    maximum_43 = torch.ops.aten.maximum.default(add_221, select_47);  add_221 = None
    add_222 = torch.ops.aten.add.Tensor(neg_1, maximum_41);  maximum_41 = None
    sub_104 = torch.ops.aten.sub.Tensor(add_222, maximum_43);  add_222 = None
    exp_88 = torch.ops.aten.exp.default(sub_104);  sub_104 = None
    sub_105 = torch.ops.aten.sub.Tensor(select_47, maximum_43);  select_47 = None
    exp_89 = torch.ops.aten.exp.default(sub_105);  sub_105 = None
    add_223 = torch.ops.aten.add.Tensor(add_212, mul_215);  mul_215 = None
    mul_232 = torch.ops.aten.mul.Tensor(exp_88, add_223);  add_223 = None
    add_224 = torch.ops.aten.add.Tensor(add_213, mul_216);  mul_216 = None
    mul_233 = torch.ops.aten.mul.Tensor(exp_88, add_224);  add_224 = None
    mul_234 = torch.ops.aten.mul.Tensor(exp_88, add_212);  add_212 = None
    mul_235 = torch.ops.aten.mul.Tensor(exp_89, select_48);  select_48 = None
    add_225 = torch.ops.aten.add.Tensor(mul_234, mul_235);  mul_234 = mul_235 = None
    mul_236 = torch.ops.aten.mul.Tensor(exp_88, add_213);  exp_88 = add_213 = None
    add_226 = torch.ops.aten.add.Tensor(mul_236, exp_89);  mul_236 = exp_89 = None
    select_50 = torch.ops.aten.select.int(_unsafe_view_7, 1, 6)
    select_51 = torch.ops.aten.select.int(_unsafe_view_8, 1, 6)
    select_52 = torch.ops.aten.select.int(mul_133, 1, 6)
    _param_constant30_34 = self._param_constant30
    add_227 = torch.ops.aten.add.Tensor(select_50, _param_constant30_34);  _param_constant30_34 = None
    maximum_44 = torch.ops.aten.maximum.default(maximum_43, add_227);  add_227 = None
    sub_106 = torch.ops.aten.sub.Tensor(maximum_43, maximum_44)
    exp_90 = torch.ops.aten.exp.default(sub_106);  sub_106 = None
    _param_constant30_35 = self._param_constant30
    add_228 = torch.ops.aten.add.Tensor(select_50, _param_constant30_35);  _param_constant30_35 = None
    sub_107 = torch.ops.aten.sub.Tensor(add_228, maximum_44);  add_228 = None
    exp_91 = torch.ops.aten.exp.default(sub_107);  sub_107 = None
    mul_237 = torch.ops.aten.mul.Tensor(exp_90, add_225)
    mul_238 = torch.ops.aten.mul.Tensor(exp_91, select_51)
    add_229 = torch.ops.aten.add.Tensor(mul_237, mul_238);  mul_237 = mul_238 = None
    mul_239 = torch.ops.aten.mul.Tensor(exp_90, add_226)
    add_230 = torch.ops.aten.add.Tensor(mul_239, exp_91);  mul_239 = None
    reciprocal_6 = torch.ops.aten.reciprocal.default(add_230);  add_230 = None
    mul_240 = torch.ops.aten.mul.Tensor(reciprocal_6, 1);  reciprocal_6 = None
    mul_241 = torch.ops.aten.mul.Tensor(add_229, mul_240);  add_229 = None
    _param_constant30_36 = self._param_constant30
    add_231 = torch.ops.aten.add.Tensor(select_50, _param_constant30_36);  _param_constant30_36 = None
    sub_108 = torch.ops.aten.sub.Tensor(add_231, maximum_44);  add_231 = maximum_44 = None
    mul_242 = torch.ops.aten.mul.Tensor(mul_233, mul_241)
    sub_109 = torch.ops.aten.sub.Tensor(mul_232, mul_242);  mul_242 = None
    mul_243 = torch.ops.aten.mul.Tensor(select_52, sub_109);  sub_109 = None
    mul_244 = torch.ops.aten.mul.Tensor(mul_243, mul_240);  mul_243 = None
    mul_245 = torch.ops.aten.mul.Tensor(mul_244, exp_90);  mul_244 = exp_90 = None
    add_232 = torch.ops.aten.add.Tensor(add_219, mul_245);  add_219 = mul_245 = None
    sub_110 = torch.ops.aten.sub.Tensor(select_51, mul_241)
    mul_246 = torch.ops.aten.mul.Tensor(select_52, sub_110);  select_52 = sub_110 = None
    mul_247 = torch.ops.aten.mul.Tensor(mul_246, exp_91);  mul_246 = exp_91 = None
    mul_248 = torch.ops.aten.mul.Tensor(mul_247, mul_240);  mul_247 = None
    add_233 = torch.ops.aten.add.Tensor(add_220, mul_248);  add_220 = mul_248 = None
    add_234 = torch.ops.aten.add.Tensor(neg_1, maximum_43)
    maximum_45 = torch.ops.aten.maximum.default(add_234, select_50);  add_234 = None
    add_235 = torch.ops.aten.add.Tensor(neg_1, maximum_43);  maximum_43 = None
    sub_111 = torch.ops.aten.sub.Tensor(add_235, maximum_45);  add_235 = None
    exp_92 = torch.ops.aten.exp.default(sub_111);  sub_111 = None
    sub_112 = torch.ops.aten.sub.Tensor(select_50, maximum_45);  select_50 = None
    exp_93 = torch.ops.aten.exp.default(sub_112);  sub_112 = None
    add_236 = torch.ops.aten.add.Tensor(add_225, mul_232);  mul_232 = None
    mul_249 = torch.ops.aten.mul.Tensor(exp_92, add_236);  add_236 = None
    add_237 = torch.ops.aten.add.Tensor(add_226, mul_233);  mul_233 = None
    mul_250 = torch.ops.aten.mul.Tensor(exp_92, add_237);  add_237 = None
    mul_251 = torch.ops.aten.mul.Tensor(exp_92, add_225);  add_225 = None
    mul_252 = torch.ops.aten.mul.Tensor(exp_93, select_51);  select_51 = None
    add_238 = torch.ops.aten.add.Tensor(mul_251, mul_252);  mul_251 = mul_252 = None
    mul_253 = torch.ops.aten.mul.Tensor(exp_92, add_226);  exp_92 = add_226 = None
    add_239 = torch.ops.aten.add.Tensor(mul_253, exp_93);  mul_253 = exp_93 = None
    select_53 = torch.ops.aten.select.int(_unsafe_view_7, 1, 7)
    select_54 = torch.ops.aten.select.int(_unsafe_view_8, 1, 7)
    select_55 = torch.ops.aten.select.int(mul_133, 1, 7)
    _param_constant30_37 = self._param_constant30
    add_240 = torch.ops.aten.add.Tensor(select_53, _param_constant30_37);  _param_constant30_37 = None
    maximum_46 = torch.ops.aten.maximum.default(maximum_45, add_240);  add_240 = None
    sub_113 = torch.ops.aten.sub.Tensor(maximum_45, maximum_46)
    exp_94 = torch.ops.aten.exp.default(sub_113);  sub_113 = None
    _param_constant30_38 = self._param_constant30
    add_241 = torch.ops.aten.add.Tensor(select_53, _param_constant30_38);  _param_constant30_38 = None
    sub_114 = torch.ops.aten.sub.Tensor(add_241, maximum_46);  add_241 = None
    exp_95 = torch.ops.aten.exp.default(sub_114);  sub_114 = None
    mul_254 = torch.ops.aten.mul.Tensor(exp_94, add_238)
    mul_255 = torch.ops.aten.mul.Tensor(exp_95, select_54)
    add_242 = torch.ops.aten.add.Tensor(mul_254, mul_255);  mul_254 = mul_255 = None
    mul_256 = torch.ops.aten.mul.Tensor(exp_94, add_239)
    add_243 = torch.ops.aten.add.Tensor(mul_256, exp_95);  mul_256 = None
    reciprocal_7 = torch.ops.aten.reciprocal.default(add_243);  add_243 = None
    mul_257 = torch.ops.aten.mul.Tensor(reciprocal_7, 1);  reciprocal_7 = None
    mul_258 = torch.ops.aten.mul.Tensor(add_242, mul_257);  add_242 = None
    _param_constant30_39 = self._param_constant30
    add_244 = torch.ops.aten.add.Tensor(select_53, _param_constant30_39);  _param_constant30_39 = None
    sub_115 = torch.ops.aten.sub.Tensor(add_244, maximum_46);  add_244 = maximum_46 = None
    mul_259 = torch.ops.aten.mul.Tensor(mul_250, mul_258)
    sub_116 = torch.ops.aten.sub.Tensor(mul_249, mul_259);  mul_259 = None
    mul_260 = torch.ops.aten.mul.Tensor(select_55, sub_116);  sub_116 = None
    mul_261 = torch.ops.aten.mul.Tensor(mul_260, mul_257);  mul_260 = None
    mul_262 = torch.ops.aten.mul.Tensor(mul_261, exp_94);  mul_261 = exp_94 = None
    add_245 = torch.ops.aten.add.Tensor(add_232, mul_262);  add_232 = mul_262 = None
    sub_117 = torch.ops.aten.sub.Tensor(select_54, mul_258)
    mul_263 = torch.ops.aten.mul.Tensor(select_55, sub_117);  select_55 = sub_117 = None
    mul_264 = torch.ops.aten.mul.Tensor(mul_263, exp_95);  mul_263 = exp_95 = None
    mul_265 = torch.ops.aten.mul.Tensor(mul_264, mul_257);  mul_264 = None
    add_246 = torch.ops.aten.add.Tensor(add_233, mul_265);  add_233 = mul_265 = None
    add_247 = torch.ops.aten.add.Tensor(neg_1, maximum_45)
    maximum_47 = torch.ops.aten.maximum.default(add_247, select_53);  add_247 = None
    add_248 = torch.ops.aten.add.Tensor(neg_1, maximum_45);  maximum_45 = None
    sub_118 = torch.ops.aten.sub.Tensor(add_248, maximum_47);  add_248 = None
    exp_96 = torch.ops.aten.exp.default(sub_118);  sub_118 = None
    sub_119 = torch.ops.aten.sub.Tensor(select_53, maximum_47);  select_53 = maximum_47 = None
    exp_97 = torch.ops.aten.exp.default(sub_119);  sub_119 = None
    add_249 = torch.ops.aten.add.Tensor(add_238, mul_249);  mul_249 = None
    mul_266 = torch.ops.aten.mul.Tensor(exp_96, add_249);  add_249 = mul_266 = None
    add_250 = torch.ops.aten.add.Tensor(add_239, mul_250);  mul_250 = None
    mul_267 = torch.ops.aten.mul.Tensor(exp_96, add_250);  add_250 = mul_267 = None
    mul_268 = torch.ops.aten.mul.Tensor(exp_96, add_238);  add_238 = None
    mul_269 = torch.ops.aten.mul.Tensor(exp_97, select_54);  select_54 = None
    add_251 = torch.ops.aten.add.Tensor(mul_268, mul_269);  mul_268 = mul_269 = add_251 = None
    mul_270 = torch.ops.aten.mul.Tensor(exp_96, add_239);  exp_96 = add_239 = None
    add_252 = torch.ops.aten.add.Tensor(mul_270, exp_97);  mul_270 = exp_97 = add_252 = None
    zeros_10 = torch.ops.aten.zeros.default([2, 16], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    zeros_11 = torch.ops.aten.zeros.default([2, 16], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    full_3 = torch.ops.aten.full.default([2, 16], -1e+38, dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    select_56 = torch.ops.aten.select.int(_unsafe_view_7, 1, 7)
    select_57 = torch.ops.aten.select.int(_unsafe_view_8, 1, 7)
    select_58 = torch.ops.aten.select.int(mul_133, 1, 7)
    mul_271 = torch.ops.aten.mul.Tensor(select_58, mul_257)
    exp_98 = torch.ops.aten.exp.default(sub_115)
    mul_272 = torch.ops.aten.mul.Tensor(mul_271, exp_98);  mul_271 = exp_98 = None
    add_253 = torch.ops.aten.add.Tensor(select_56, full_3)
    exp_99 = torch.ops.aten.exp.default(add_253);  add_253 = None
    sub_120 = torch.ops.aten.sub.Tensor(select_57, mul_258)
    mul_273 = torch.ops.aten.mul.Tensor(mul_272, sub_120);  sub_120 = None
    mul_274 = torch.ops.aten.mul.Tensor(zeros_10, select_57);  select_57 = None
    add_254 = torch.ops.aten.add.Tensor(mul_274, zeros_11);  mul_274 = None
    mul_275 = torch.ops.aten.mul.Tensor(exp_99, add_254);  add_254 = None
    add_255 = torch.ops.aten.add.Tensor(mul_273, mul_275);  mul_273 = mul_275 = None
    mul_276 = torch.ops.aten.mul.Tensor(exp_99, zeros_10);  exp_99 = None
    add_256 = torch.ops.aten.add.Tensor(mul_272, mul_276);  mul_272 = mul_276 = None
    add_257 = torch.ops.aten.add.Tensor(neg_1, full_3)
    sub_121 = torch.ops.aten.sub.Tensor(sub_115, select_56)
    _param_constant30_40 = self._param_constant30
    sub_122 = torch.ops.aten.sub.Tensor(sub_121, _param_constant30_40);  sub_121 = _param_constant30_40 = None
    maximum_48 = torch.ops.aten.maximum.default(add_257, sub_122);  add_257 = sub_122 = None
    add_258 = torch.ops.aten.add.Tensor(neg_1, full_3);  full_3 = None
    sub_123 = torch.ops.aten.sub.Tensor(add_258, maximum_48);  add_258 = None
    exp_100 = torch.ops.aten.exp.default(sub_123);  sub_123 = None
    mul_277 = torch.ops.aten.mul.Tensor(select_58, mul_257);  select_58 = mul_257 = None
    sub_124 = torch.ops.aten.sub.Tensor(sub_115, select_56);  sub_115 = select_56 = None
    _param_constant30_41 = self._param_constant30
    sub_125 = torch.ops.aten.sub.Tensor(sub_124, _param_constant30_41);  sub_124 = _param_constant30_41 = None
    sub_126 = torch.ops.aten.sub.Tensor(sub_125, maximum_48);  sub_125 = None
    exp_101 = torch.ops.aten.exp.default(sub_126);  sub_126 = None
    mul_278 = torch.ops.aten.mul.Tensor(mul_277, exp_101);  mul_277 = exp_101 = None
    mul_279 = torch.ops.aten.mul.Tensor(exp_100, zeros_10);  zeros_10 = None
    add_259 = torch.ops.aten.add.Tensor(mul_279, mul_278);  mul_279 = None
    mul_280 = torch.ops.aten.mul.Tensor(exp_100, zeros_11);  exp_100 = zeros_11 = None
    mul_281 = torch.ops.aten.mul.Tensor(mul_278, mul_258);  mul_278 = mul_258 = None
    sub_127 = torch.ops.aten.sub.Tensor(mul_280, mul_281);  mul_280 = mul_281 = None
    select_59 = torch.ops.aten.select.int(_unsafe_view_7, 1, 6)
    select_60 = torch.ops.aten.select.int(_unsafe_view_8, 1, 6)
    select_61 = torch.ops.aten.select.int(mul_133, 1, 6)
    mul_282 = torch.ops.aten.mul.Tensor(select_61, mul_240)
    exp_102 = torch.ops.aten.exp.default(sub_108)
    mul_283 = torch.ops.aten.mul.Tensor(mul_282, exp_102);  mul_282 = exp_102 = None
    add_260 = torch.ops.aten.add.Tensor(select_59, maximum_48)
    exp_103 = torch.ops.aten.exp.default(add_260);  add_260 = None
    sub_128 = torch.ops.aten.sub.Tensor(select_60, mul_241)
    mul_284 = torch.ops.aten.mul.Tensor(mul_283, sub_128);  sub_128 = None
    mul_285 = torch.ops.aten.mul.Tensor(add_259, select_60);  select_60 = None
    add_261 = torch.ops.aten.add.Tensor(mul_285, sub_127);  mul_285 = None
    mul_286 = torch.ops.aten.mul.Tensor(exp_103, add_261);  add_261 = None
    add_262 = torch.ops.aten.add.Tensor(mul_284, mul_286);  mul_284 = mul_286 = None
    mul_287 = torch.ops.aten.mul.Tensor(exp_103, add_259);  exp_103 = None
    add_263 = torch.ops.aten.add.Tensor(mul_283, mul_287);  mul_283 = mul_287 = None
    add_264 = torch.ops.aten.add.Tensor(neg_1, maximum_48)
    sub_129 = torch.ops.aten.sub.Tensor(sub_108, select_59)
    _param_constant30_42 = self._param_constant30
    sub_130 = torch.ops.aten.sub.Tensor(sub_129, _param_constant30_42);  sub_129 = _param_constant30_42 = None
    maximum_49 = torch.ops.aten.maximum.default(add_264, sub_130);  add_264 = sub_130 = None
    add_265 = torch.ops.aten.add.Tensor(neg_1, maximum_48);  maximum_48 = None
    sub_131 = torch.ops.aten.sub.Tensor(add_265, maximum_49);  add_265 = None
    exp_104 = torch.ops.aten.exp.default(sub_131);  sub_131 = None
    mul_288 = torch.ops.aten.mul.Tensor(select_61, mul_240);  select_61 = mul_240 = None
    sub_132 = torch.ops.aten.sub.Tensor(sub_108, select_59);  sub_108 = select_59 = None
    _param_constant30_43 = self._param_constant30
    sub_133 = torch.ops.aten.sub.Tensor(sub_132, _param_constant30_43);  sub_132 = _param_constant30_43 = None
    sub_134 = torch.ops.aten.sub.Tensor(sub_133, maximum_49);  sub_133 = None
    exp_105 = torch.ops.aten.exp.default(sub_134);  sub_134 = None
    mul_289 = torch.ops.aten.mul.Tensor(mul_288, exp_105);  mul_288 = exp_105 = None
    mul_290 = torch.ops.aten.mul.Tensor(exp_104, add_259);  add_259 = None
    add_266 = torch.ops.aten.add.Tensor(mul_290, mul_289);  mul_290 = None
    mul_291 = torch.ops.aten.mul.Tensor(exp_104, sub_127);  exp_104 = sub_127 = None
    mul_292 = torch.ops.aten.mul.Tensor(mul_289, mul_241);  mul_289 = mul_241 = None
    sub_135 = torch.ops.aten.sub.Tensor(mul_291, mul_292);  mul_291 = mul_292 = None
    select_62 = torch.ops.aten.select.int(_unsafe_view_7, 1, 5)
    select_63 = torch.ops.aten.select.int(_unsafe_view_8, 1, 5)
    select_64 = torch.ops.aten.select.int(mul_133, 1, 5)
    mul_293 = torch.ops.aten.mul.Tensor(select_64, mul_223)
    exp_106 = torch.ops.aten.exp.default(sub_101)
    mul_294 = torch.ops.aten.mul.Tensor(mul_293, exp_106);  mul_293 = exp_106 = None
    add_267 = torch.ops.aten.add.Tensor(select_62, maximum_49)
    exp_107 = torch.ops.aten.exp.default(add_267);  add_267 = None
    sub_136 = torch.ops.aten.sub.Tensor(select_63, mul_224)
    mul_295 = torch.ops.aten.mul.Tensor(mul_294, sub_136);  sub_136 = None
    mul_296 = torch.ops.aten.mul.Tensor(add_266, select_63);  select_63 = None
    add_268 = torch.ops.aten.add.Tensor(mul_296, sub_135);  mul_296 = None
    mul_297 = torch.ops.aten.mul.Tensor(exp_107, add_268);  add_268 = None
    add_269 = torch.ops.aten.add.Tensor(mul_295, mul_297);  mul_295 = mul_297 = None
    mul_298 = torch.ops.aten.mul.Tensor(exp_107, add_266);  exp_107 = None
    add_270 = torch.ops.aten.add.Tensor(mul_294, mul_298);  mul_294 = mul_298 = None
    add_271 = torch.ops.aten.add.Tensor(neg_1, maximum_49)
    sub_137 = torch.ops.aten.sub.Tensor(sub_101, select_62)
    _param_constant30_44 = self._param_constant30
    sub_138 = torch.ops.aten.sub.Tensor(sub_137, _param_constant30_44);  sub_137 = _param_constant30_44 = None
    maximum_50 = torch.ops.aten.maximum.default(add_271, sub_138);  add_271 = sub_138 = None
    add_272 = torch.ops.aten.add.Tensor(neg_1, maximum_49);  maximum_49 = None
    sub_139 = torch.ops.aten.sub.Tensor(add_272, maximum_50);  add_272 = None
    exp_108 = torch.ops.aten.exp.default(sub_139);  sub_139 = None
    mul_299 = torch.ops.aten.mul.Tensor(select_64, mul_223);  select_64 = mul_223 = None
    sub_140 = torch.ops.aten.sub.Tensor(sub_101, select_62);  sub_101 = select_62 = None
    _param_constant30_45 = self._param_constant30
    sub_141 = torch.ops.aten.sub.Tensor(sub_140, _param_constant30_45);  sub_140 = _param_constant30_45 = None
    sub_142 = torch.ops.aten.sub.Tensor(sub_141, maximum_50);  sub_141 = None
    exp_109 = torch.ops.aten.exp.default(sub_142);  sub_142 = None
    mul_300 = torch.ops.aten.mul.Tensor(mul_299, exp_109);  mul_299 = exp_109 = None
    mul_301 = torch.ops.aten.mul.Tensor(exp_108, add_266);  add_266 = None
    add_273 = torch.ops.aten.add.Tensor(mul_301, mul_300);  mul_301 = None
    mul_302 = torch.ops.aten.mul.Tensor(exp_108, sub_135);  exp_108 = sub_135 = None
    mul_303 = torch.ops.aten.mul.Tensor(mul_300, mul_224);  mul_300 = mul_224 = None
    sub_143 = torch.ops.aten.sub.Tensor(mul_302, mul_303);  mul_302 = mul_303 = None
    select_65 = torch.ops.aten.select.int(_unsafe_view_7, 1, 4)
    select_66 = torch.ops.aten.select.int(_unsafe_view_8, 1, 4)
    select_67 = torch.ops.aten.select.int(mul_133, 1, 4)
    mul_304 = torch.ops.aten.mul.Tensor(select_67, mul_206)
    exp_110 = torch.ops.aten.exp.default(sub_94)
    mul_305 = torch.ops.aten.mul.Tensor(mul_304, exp_110);  mul_304 = exp_110 = None
    add_274 = torch.ops.aten.add.Tensor(select_65, maximum_50)
    exp_111 = torch.ops.aten.exp.default(add_274);  add_274 = None
    sub_144 = torch.ops.aten.sub.Tensor(select_66, mul_207)
    mul_306 = torch.ops.aten.mul.Tensor(mul_305, sub_144);  sub_144 = None
    mul_307 = torch.ops.aten.mul.Tensor(add_273, select_66);  select_66 = None
    add_275 = torch.ops.aten.add.Tensor(mul_307, sub_143);  mul_307 = None
    mul_308 = torch.ops.aten.mul.Tensor(exp_111, add_275);  add_275 = None
    add_276 = torch.ops.aten.add.Tensor(mul_306, mul_308);  mul_306 = mul_308 = None
    mul_309 = torch.ops.aten.mul.Tensor(exp_111, add_273);  exp_111 = None
    add_277 = torch.ops.aten.add.Tensor(mul_305, mul_309);  mul_305 = mul_309 = None
    add_278 = torch.ops.aten.add.Tensor(neg_1, maximum_50)
    sub_145 = torch.ops.aten.sub.Tensor(sub_94, select_65)
    _param_constant30_46 = self._param_constant30
    sub_146 = torch.ops.aten.sub.Tensor(sub_145, _param_constant30_46);  sub_145 = _param_constant30_46 = None
    maximum_51 = torch.ops.aten.maximum.default(add_278, sub_146);  add_278 = sub_146 = None
    add_279 = torch.ops.aten.add.Tensor(neg_1, maximum_50);  maximum_50 = None
    sub_147 = torch.ops.aten.sub.Tensor(add_279, maximum_51);  add_279 = None
    exp_112 = torch.ops.aten.exp.default(sub_147);  sub_147 = None
    mul_310 = torch.ops.aten.mul.Tensor(select_67, mul_206);  select_67 = mul_206 = None
    sub_148 = torch.ops.aten.sub.Tensor(sub_94, select_65);  sub_94 = select_65 = None
    _param_constant30_47 = self._param_constant30
    sub_149 = torch.ops.aten.sub.Tensor(sub_148, _param_constant30_47);  sub_148 = _param_constant30_47 = None
    sub_150 = torch.ops.aten.sub.Tensor(sub_149, maximum_51);  sub_149 = None
    exp_113 = torch.ops.aten.exp.default(sub_150);  sub_150 = None
    mul_311 = torch.ops.aten.mul.Tensor(mul_310, exp_113);  mul_310 = exp_113 = None
    mul_312 = torch.ops.aten.mul.Tensor(exp_112, add_273);  add_273 = None
    add_280 = torch.ops.aten.add.Tensor(mul_312, mul_311);  mul_312 = None
    mul_313 = torch.ops.aten.mul.Tensor(exp_112, sub_143);  exp_112 = sub_143 = None
    mul_314 = torch.ops.aten.mul.Tensor(mul_311, mul_207);  mul_311 = mul_207 = None
    sub_151 = torch.ops.aten.sub.Tensor(mul_313, mul_314);  mul_313 = mul_314 = None
    select_68 = torch.ops.aten.select.int(_unsafe_view_7, 1, 3)
    select_69 = torch.ops.aten.select.int(_unsafe_view_8, 1, 3)
    select_70 = torch.ops.aten.select.int(mul_133, 1, 3)
    mul_315 = torch.ops.aten.mul.Tensor(select_70, mul_189)
    exp_114 = torch.ops.aten.exp.default(sub_87)
    mul_316 = torch.ops.aten.mul.Tensor(mul_315, exp_114);  mul_315 = exp_114 = None
    add_281 = torch.ops.aten.add.Tensor(select_68, maximum_51)
    exp_115 = torch.ops.aten.exp.default(add_281);  add_281 = None
    sub_152 = torch.ops.aten.sub.Tensor(select_69, mul_190)
    mul_317 = torch.ops.aten.mul.Tensor(mul_316, sub_152);  sub_152 = None
    mul_318 = torch.ops.aten.mul.Tensor(add_280, select_69);  select_69 = None
    add_282 = torch.ops.aten.add.Tensor(mul_318, sub_151);  mul_318 = None
    mul_319 = torch.ops.aten.mul.Tensor(exp_115, add_282);  add_282 = None
    add_283 = torch.ops.aten.add.Tensor(mul_317, mul_319);  mul_317 = mul_319 = None
    mul_320 = torch.ops.aten.mul.Tensor(exp_115, add_280);  exp_115 = None
    add_284 = torch.ops.aten.add.Tensor(mul_316, mul_320);  mul_316 = mul_320 = None
    add_285 = torch.ops.aten.add.Tensor(neg_1, maximum_51)
    sub_153 = torch.ops.aten.sub.Tensor(sub_87, select_68)
    _param_constant30_48 = self._param_constant30
    sub_154 = torch.ops.aten.sub.Tensor(sub_153, _param_constant30_48);  sub_153 = _param_constant30_48 = None
    maximum_52 = torch.ops.aten.maximum.default(add_285, sub_154);  add_285 = sub_154 = None
    add_286 = torch.ops.aten.add.Tensor(neg_1, maximum_51);  maximum_51 = None
    sub_155 = torch.ops.aten.sub.Tensor(add_286, maximum_52);  add_286 = None
    exp_116 = torch.ops.aten.exp.default(sub_155);  sub_155 = None
    mul_321 = torch.ops.aten.mul.Tensor(select_70, mul_189);  select_70 = mul_189 = None
    sub_156 = torch.ops.aten.sub.Tensor(sub_87, select_68);  sub_87 = select_68 = None
    _param_constant30_49 = self._param_constant30
    sub_157 = torch.ops.aten.sub.Tensor(sub_156, _param_constant30_49);  sub_156 = _param_constant30_49 = None
    sub_158 = torch.ops.aten.sub.Tensor(sub_157, maximum_52);  sub_157 = None
    exp_117 = torch.ops.aten.exp.default(sub_158);  sub_158 = None
    mul_322 = torch.ops.aten.mul.Tensor(mul_321, exp_117);  mul_321 = exp_117 = None
    mul_323 = torch.ops.aten.mul.Tensor(exp_116, add_280);  add_280 = None
    add_287 = torch.ops.aten.add.Tensor(mul_323, mul_322);  mul_323 = None
    mul_324 = torch.ops.aten.mul.Tensor(exp_116, sub_151);  exp_116 = sub_151 = None
    mul_325 = torch.ops.aten.mul.Tensor(mul_322, mul_190);  mul_322 = mul_190 = None
    sub_159 = torch.ops.aten.sub.Tensor(mul_324, mul_325);  mul_324 = mul_325 = None
    select_71 = torch.ops.aten.select.int(_unsafe_view_7, 1, 2)
    select_72 = torch.ops.aten.select.int(_unsafe_view_8, 1, 2)
    select_73 = torch.ops.aten.select.int(mul_133, 1, 2)
    mul_326 = torch.ops.aten.mul.Tensor(select_73, mul_172)
    exp_118 = torch.ops.aten.exp.default(sub_80)
    mul_327 = torch.ops.aten.mul.Tensor(mul_326, exp_118);  mul_326 = exp_118 = None
    add_288 = torch.ops.aten.add.Tensor(select_71, maximum_52)
    exp_119 = torch.ops.aten.exp.default(add_288);  add_288 = None
    sub_160 = torch.ops.aten.sub.Tensor(select_72, mul_173)
    mul_328 = torch.ops.aten.mul.Tensor(mul_327, sub_160);  sub_160 = None
    mul_329 = torch.ops.aten.mul.Tensor(add_287, select_72);  select_72 = None
    add_289 = torch.ops.aten.add.Tensor(mul_329, sub_159);  mul_329 = None
    mul_330 = torch.ops.aten.mul.Tensor(exp_119, add_289);  add_289 = None
    add_290 = torch.ops.aten.add.Tensor(mul_328, mul_330);  mul_328 = mul_330 = None
    mul_331 = torch.ops.aten.mul.Tensor(exp_119, add_287);  exp_119 = None
    add_291 = torch.ops.aten.add.Tensor(mul_327, mul_331);  mul_327 = mul_331 = None
    add_292 = torch.ops.aten.add.Tensor(neg_1, maximum_52)
    sub_161 = torch.ops.aten.sub.Tensor(sub_80, select_71)
    _param_constant30_50 = self._param_constant30
    sub_162 = torch.ops.aten.sub.Tensor(sub_161, _param_constant30_50);  sub_161 = _param_constant30_50 = None
    maximum_53 = torch.ops.aten.maximum.default(add_292, sub_162);  add_292 = sub_162 = None
    add_293 = torch.ops.aten.add.Tensor(neg_1, maximum_52);  maximum_52 = None
    sub_163 = torch.ops.aten.sub.Tensor(add_293, maximum_53);  add_293 = None
    exp_120 = torch.ops.aten.exp.default(sub_163);  sub_163 = None
    mul_332 = torch.ops.aten.mul.Tensor(select_73, mul_172);  select_73 = mul_172 = None
    sub_164 = torch.ops.aten.sub.Tensor(sub_80, select_71);  sub_80 = select_71 = None
    _param_constant30_51 = self._param_constant30
    sub_165 = torch.ops.aten.sub.Tensor(sub_164, _param_constant30_51);  sub_164 = _param_constant30_51 = None
    sub_166 = torch.ops.aten.sub.Tensor(sub_165, maximum_53);  sub_165 = None
    exp_121 = torch.ops.aten.exp.default(sub_166);  sub_166 = None
    mul_333 = torch.ops.aten.mul.Tensor(mul_332, exp_121);  mul_332 = exp_121 = None
    mul_334 = torch.ops.aten.mul.Tensor(exp_120, add_287);  add_287 = None
    add_294 = torch.ops.aten.add.Tensor(mul_334, mul_333);  mul_334 = None
    mul_335 = torch.ops.aten.mul.Tensor(exp_120, sub_159);  exp_120 = sub_159 = None
    mul_336 = torch.ops.aten.mul.Tensor(mul_333, mul_173);  mul_333 = mul_173 = None
    sub_167 = torch.ops.aten.sub.Tensor(mul_335, mul_336);  mul_335 = mul_336 = None
    select_74 = torch.ops.aten.select.int(_unsafe_view_7, 1, 1)
    select_75 = torch.ops.aten.select.int(_unsafe_view_8, 1, 1)
    select_76 = torch.ops.aten.select.int(mul_133, 1, 1)
    mul_337 = torch.ops.aten.mul.Tensor(select_76, mul_155)
    exp_122 = torch.ops.aten.exp.default(sub_73)
    mul_338 = torch.ops.aten.mul.Tensor(mul_337, exp_122);  mul_337 = exp_122 = None
    add_295 = torch.ops.aten.add.Tensor(select_74, maximum_53)
    exp_123 = torch.ops.aten.exp.default(add_295);  add_295 = None
    sub_168 = torch.ops.aten.sub.Tensor(select_75, mul_156)
    mul_339 = torch.ops.aten.mul.Tensor(mul_338, sub_168);  sub_168 = None
    mul_340 = torch.ops.aten.mul.Tensor(add_294, select_75);  select_75 = None
    add_296 = torch.ops.aten.add.Tensor(mul_340, sub_167);  mul_340 = None
    mul_341 = torch.ops.aten.mul.Tensor(exp_123, add_296);  add_296 = None
    add_297 = torch.ops.aten.add.Tensor(mul_339, mul_341);  mul_339 = mul_341 = None
    mul_342 = torch.ops.aten.mul.Tensor(exp_123, add_294);  exp_123 = None
    add_298 = torch.ops.aten.add.Tensor(mul_338, mul_342);  mul_338 = mul_342 = None
    add_299 = torch.ops.aten.add.Tensor(neg_1, maximum_53)
    sub_169 = torch.ops.aten.sub.Tensor(sub_73, select_74)
    _param_constant30_52 = self._param_constant30
    sub_170 = torch.ops.aten.sub.Tensor(sub_169, _param_constant30_52);  sub_169 = _param_constant30_52 = None
    maximum_54 = torch.ops.aten.maximum.default(add_299, sub_170);  add_299 = sub_170 = None
    add_300 = torch.ops.aten.add.Tensor(neg_1, maximum_53);  maximum_53 = None
    sub_171 = torch.ops.aten.sub.Tensor(add_300, maximum_54);  add_300 = None
    exp_124 = torch.ops.aten.exp.default(sub_171);  sub_171 = None
    mul_343 = torch.ops.aten.mul.Tensor(select_76, mul_155);  select_76 = mul_155 = None
    sub_172 = torch.ops.aten.sub.Tensor(sub_73, select_74);  sub_73 = select_74 = None
    _param_constant30_53 = self._param_constant30
    sub_173 = torch.ops.aten.sub.Tensor(sub_172, _param_constant30_53);  sub_172 = _param_constant30_53 = None
    sub_174 = torch.ops.aten.sub.Tensor(sub_173, maximum_54);  sub_173 = None
    exp_125 = torch.ops.aten.exp.default(sub_174);  sub_174 = None
    mul_344 = torch.ops.aten.mul.Tensor(mul_343, exp_125);  mul_343 = exp_125 = None
    mul_345 = torch.ops.aten.mul.Tensor(exp_124, add_294);  add_294 = None
    add_301 = torch.ops.aten.add.Tensor(mul_345, mul_344);  mul_345 = None
    mul_346 = torch.ops.aten.mul.Tensor(exp_124, sub_167);  exp_124 = sub_167 = None
    mul_347 = torch.ops.aten.mul.Tensor(mul_344, mul_156);  mul_344 = mul_156 = None
    sub_175 = torch.ops.aten.sub.Tensor(mul_346, mul_347);  mul_346 = mul_347 = None
    select_77 = torch.ops.aten.select.int(_unsafe_view_7, 1, 0);  _unsafe_view_7 = None
    select_78 = torch.ops.aten.select.int(_unsafe_view_8, 1, 0);  _unsafe_view_8 = None
    select_79 = torch.ops.aten.select.int(mul_133, 1, 0);  mul_133 = None
    mul_348 = torch.ops.aten.mul.Tensor(select_79, mul_138)
    exp_126 = torch.ops.aten.exp.default(sub_66)
    mul_349 = torch.ops.aten.mul.Tensor(mul_348, exp_126);  mul_348 = exp_126 = None
    add_302 = torch.ops.aten.add.Tensor(select_77, maximum_54)
    exp_127 = torch.ops.aten.exp.default(add_302);  add_302 = None
    sub_176 = torch.ops.aten.sub.Tensor(select_78, mul_139)
    mul_350 = torch.ops.aten.mul.Tensor(mul_349, sub_176);  sub_176 = None
    mul_351 = torch.ops.aten.mul.Tensor(add_301, select_78);  select_78 = None
    add_303 = torch.ops.aten.add.Tensor(mul_351, sub_175);  mul_351 = None
    mul_352 = torch.ops.aten.mul.Tensor(exp_127, add_303);  add_303 = None
    add_304 = torch.ops.aten.add.Tensor(mul_350, mul_352);  mul_350 = mul_352 = None
    mul_353 = torch.ops.aten.mul.Tensor(exp_127, add_301);  exp_127 = None
    add_305 = torch.ops.aten.add.Tensor(mul_349, mul_353);  mul_349 = mul_353 = None
    add_306 = torch.ops.aten.add.Tensor(neg_1, maximum_54)
    sub_177 = torch.ops.aten.sub.Tensor(sub_66, select_77)
    _param_constant30_54 = self._param_constant30
    sub_178 = torch.ops.aten.sub.Tensor(sub_177, _param_constant30_54);  sub_177 = _param_constant30_54 = None
    maximum_55 = torch.ops.aten.maximum.default(add_306, sub_178);  add_306 = sub_178 = None
    add_307 = torch.ops.aten.add.Tensor(neg_1, maximum_54);  maximum_54 = None
    sub_179 = torch.ops.aten.sub.Tensor(add_307, maximum_55);  add_307 = None
    exp_128 = torch.ops.aten.exp.default(sub_179);  sub_179 = None
    mul_354 = torch.ops.aten.mul.Tensor(select_79, mul_138);  select_79 = mul_138 = None
    sub_180 = torch.ops.aten.sub.Tensor(sub_66, select_77);  sub_66 = select_77 = None
    _param_constant30_55 = self._param_constant30
    sub_181 = torch.ops.aten.sub.Tensor(sub_180, _param_constant30_55);  sub_180 = _param_constant30_55 = None
    sub_182 = torch.ops.aten.sub.Tensor(sub_181, maximum_55);  sub_181 = maximum_55 = None
    exp_129 = torch.ops.aten.exp.default(sub_182);  sub_182 = None
    mul_355 = torch.ops.aten.mul.Tensor(mul_354, exp_129);  mul_354 = exp_129 = None
    mul_356 = torch.ops.aten.mul.Tensor(exp_128, add_301);  add_301 = None
    add_308 = torch.ops.aten.add.Tensor(mul_356, mul_355);  mul_356 = add_308 = None
    mul_357 = torch.ops.aten.mul.Tensor(exp_128, sub_175);  exp_128 = sub_175 = None
    mul_358 = torch.ops.aten.mul.Tensor(mul_355, mul_139);  mul_355 = mul_139 = None
    sub_183 = torch.ops.aten.sub.Tensor(mul_357, mul_358);  mul_357 = mul_358 = sub_183 = None
    mul_359 = torch.ops.aten.mul.Tensor(add_245, neg_1);  add_245 = neg_1 = None
    stack_2 = torch.ops.aten.stack.default([add_304, add_297, add_290, add_283, add_276, add_269, add_262, add_255], 1);  add_304 = add_297 = add_290 = add_283 = add_276 = add_269 = add_262 = add_255 = None
    stack_3 = torch.ops.aten.stack.default([add_305, add_298, add_291, add_284, add_277, add_270, add_263, add_256], 1);  add_305 = add_298 = add_291 = add_284 = add_277 = add_270 = add_263 = add_256 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(mul_359, [0]);  mul_359 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(add_246, [0]);  add_246 = None
    detach_10 = torch.ops.aten.detach.default(detach_3);  detach_3 = None
    sigmoid_backward_1 = torch.ops.aten.sigmoid_backward.default(mul_134, detach_10);  mul_134 = detach_10 = None
    view_29 = torch.ops.aten.view.default(sigmoid_backward_1, [16, 16]);  sigmoid_backward_1 = None
    t_35 = torch.ops.aten.t.default(view_29)
    mm_25 = torch.ops.aten.mm.default(t_35, view_9);  t_35 = view_9 = None
    t_36 = torch.ops.aten.t.default(mm_25);  mm_25 = None
    t_37 = torch.ops.aten.t.default(t_9);  t_9 = None
    mm_26 = torch.ops.aten.mm.default(view_29, t_37);  view_29 = t_37 = None
    view_30 = torch.ops.aten.view.default(mm_26, [2, 8, 16]);  mm_26 = None
    t_38 = torch.ops.aten.t.default(t_36);  t_36 = None
    view_31 = torch.ops.aten.view.default(stack_3, [16, 16]);  stack_3 = None
    t_39 = torch.ops.aten.t.default(view_31)
    mm_27 = torch.ops.aten.mm.default(t_39, view_8);  t_39 = view_8 = None
    t_40 = torch.ops.aten.t.default(mm_27);  mm_27 = None
    t_41 = torch.ops.aten.t.default(t_8);  t_8 = None
    mm_28 = torch.ops.aten.mm.default(view_31, t_41);  view_31 = t_41 = None
    view_32 = torch.ops.aten.view.default(mm_28, [2, 8, 16]);  mm_28 = None
    t_42 = torch.ops.aten.t.default(t_40);  t_40 = None
    view_33 = torch.ops.aten.view.default(stack_2, [16, 16]);  stack_2 = None
    t_43 = torch.ops.aten.t.default(view_33)
    mm_29 = torch.ops.aten.mm.default(t_43, view_7);  t_43 = view_7 = None
    t_44 = torch.ops.aten.t.default(mm_29);  mm_29 = None
    t_45 = torch.ops.aten.t.default(t_7);  t_7 = None
    mm_30 = torch.ops.aten.mm.default(view_33, t_45);  view_33 = t_45 = None
    view_34 = torch.ops.aten.view.default(mm_30, [2, 8, 16]);  mm_30 = None
    t_46 = torch.ops.aten.t.default(t_44);  t_44 = None
    mul_360 = torch.ops.aten.mul.Tensor(view_30, constant_pad_nd_2)
    mul_361 = torch.ops.aten.mul.Tensor(view_30, rsub_7);  rsub_7 = None
    sum_7 = torch.ops.aten.sum.dim_IntList(mul_360, [0, 1], True);  mul_360 = None
    neg_4 = torch.ops.aten.neg.default(sum_7);  sum_7 = None
    mul_362 = torch.ops.aten.mul.Tensor(view_30, getitem_9)
    _param_constant25_2 = self._param_constant25
    mul_363 = torch.ops.aten.mul.Tensor(view_30, _param_constant25_2);  view_30 = _param_constant25_2 = None
    sum_8 = torch.ops.aten.sum.dim_IntList(mul_362, [0, 1], True);  mul_362 = None
    add_309 = torch.ops.aten.add.Tensor(neg_4, sum_8);  neg_4 = sum_8 = None
    mul_364 = torch.ops.aten.mul.Tensor(view_32, constant_pad_nd_2)
    mul_365 = torch.ops.aten.mul.Tensor(view_32, rsub_6);  rsub_6 = None
    sum_9 = torch.ops.aten.sum.dim_IntList(mul_364, [0, 1], True);  mul_364 = None
    add_310 = torch.ops.aten.add.Tensor(mul_361, mul_365);  mul_361 = mul_365 = None
    neg_5 = torch.ops.aten.neg.default(sum_9);  sum_9 = None
    mul_366 = torch.ops.aten.mul.Tensor(view_32, getitem_9)
    _param_constant24_2 = self._param_constant24
    mul_367 = torch.ops.aten.mul.Tensor(view_32, _param_constant24_2);  view_32 = _param_constant24_2 = None
    sum_10 = torch.ops.aten.sum.dim_IntList(mul_366, [0, 1], True);  mul_366 = None
    add_311 = torch.ops.aten.add.Tensor(mul_363, mul_367);  mul_363 = mul_367 = None
    add_312 = torch.ops.aten.add.Tensor(neg_5, sum_10);  neg_5 = sum_10 = None
    mul_368 = torch.ops.aten.mul.Tensor(view_34, constant_pad_nd_2);  constant_pad_nd_2 = None
    mul_369 = torch.ops.aten.mul.Tensor(view_34, rsub_5);  rsub_5 = None
    sum_11 = torch.ops.aten.sum.dim_IntList(mul_368, [0, 1], True);  mul_368 = None
    add_313 = torch.ops.aten.add.Tensor(add_310, mul_369);  add_310 = mul_369 = None
    neg_6 = torch.ops.aten.neg.default(sum_11);  sum_11 = None
    mul_370 = torch.ops.aten.mul.Tensor(view_34, getitem_9);  getitem_9 = None
    _param_constant23_2 = self._param_constant23
    mul_371 = torch.ops.aten.mul.Tensor(view_34, _param_constant23_2);  view_34 = _param_constant23_2 = None
    sum_12 = torch.ops.aten.sum.dim_IntList(mul_370, [0, 1], True);  mul_370 = None
    add_314 = torch.ops.aten.add.Tensor(add_311, mul_371);  add_311 = mul_371 = None
    add_315 = torch.ops.aten.add.Tensor(neg_6, sum_12);  neg_6 = sum_12 = None
    constant_pad_nd_5 = torch.ops.aten.constant_pad_nd.default(add_313, [0, 0, -1, 1]);  add_313 = None
    add_316 = torch.ops.aten.add.Tensor(add_314, constant_pad_nd_5);  add_314 = constant_pad_nd_5 = None
    _param_constant21_1 = self._param_constant21
    _param_constant22_1 = self._param_constant22
    native_layer_norm_backward_2 = torch.ops.aten.native_layer_norm_backward.default(add_316, add_70, [16], getitem_10, getitem_11, _param_constant21_1, _param_constant22_1, [True, True, True]);  add_316 = add_70 = getitem_10 = getitem_11 = _param_constant21_1 = _param_constant22_1 = None
    getitem_28 = native_layer_norm_backward_2[0]
    getitem_29 = native_layer_norm_backward_2[1]
    getitem_30 = native_layer_norm_backward_2[2];  native_layer_norm_backward_2 = None
    add_317 = torch.ops.aten.add.Tensor(add_148, getitem_28);  add_148 = getitem_28 = None
    mul_372 = torch.ops.aten.mul.Tensor(add_317, sigmoid_1);  sigmoid_1 = None
    mul_373 = torch.ops.aten.mul.Tensor(add_317, _unsafe_view_5);  _unsafe_view_5 = None
    detach_11 = torch.ops.aten.detach.default(detach_2);  detach_2 = None
    sigmoid_backward_2 = torch.ops.aten.sigmoid_backward.default(mul_373, detach_11);  mul_373 = detach_11 = None
    view_35 = torch.ops.aten.view.default(sigmoid_backward_2, [16, 16]);  sigmoid_backward_2 = None
    t_47 = torch.ops.aten.t.default(view_35)
    mm_31 = torch.ops.aten.mm.default(t_47, view_6);  t_47 = view_6 = None
    t_48 = torch.ops.aten.t.default(mm_31);  mm_31 = None
    t_49 = torch.ops.aten.t.default(t_6);  t_6 = None
    mm_32 = torch.ops.aten.mm.default(view_35, t_49);  view_35 = t_49 = None
    view_36 = torch.ops.aten.view.default(mm_32, [2, 8, 16]);  mm_32 = None
    t_50 = torch.ops.aten.t.default(t_48);  t_48 = None
    view_37 = torch.ops.aten.view.default(mul_372, [16, 16]);  mul_372 = None
    t_51 = torch.ops.aten.t.default(view_37)
    mm_33 = torch.ops.aten.mm.default(t_51, view_5);  t_51 = view_5 = None
    t_52 = torch.ops.aten.t.default(mm_33);  mm_33 = None
    t_53 = torch.ops.aten.t.default(t_5);  t_5 = None
    mm_34 = torch.ops.aten.mm.default(view_37, t_53);  view_37 = t_53 = None
    view_38 = torch.ops.aten.view.default(mm_34, [2, 8, 64]);  mm_34 = None
    t_54 = torch.ops.aten.t.default(t_52);  t_52 = None
    pow_4 = torch.ops.aten.pow.Tensor_Scalar(relu, 1.0);  relu = None
    mul_374 = torch.ops.aten.mul.Scalar(pow_4, 2.0);  pow_4 = None
    mul_375 = torch.ops.aten.mul.Tensor(view_38, mul_374);  view_38 = mul_374 = None
    detach_12 = torch.ops.aten.detach.default(detach_1);  detach_1 = None
    threshold_backward_1 = torch.ops.aten.threshold_backward.default(mul_375, detach_12, 0);  mul_375 = detach_12 = None
    view_39 = torch.ops.aten.view.default(threshold_backward_1, [16, 64]);  threshold_backward_1 = None
    t_55 = torch.ops.aten.t.default(view_39)
    mm_35 = torch.ops.aten.mm.default(t_55, view_4);  t_55 = view_4 = None
    t_56 = torch.ops.aten.t.default(mm_35);  mm_35 = None
    t_57 = torch.ops.aten.t.default(t_4);  t_4 = None
    mm_36 = torch.ops.aten.mm.default(view_39, t_57);  view_39 = t_57 = None
    view_40 = torch.ops.aten.view.default(mm_36, [2, 8, 16]);  mm_36 = None
    t_58 = torch.ops.aten.t.default(t_56);  t_56 = None
    mul_376 = torch.ops.aten.mul.Tensor(view_36, constant_pad_nd_1)
    mul_377 = torch.ops.aten.mul.Tensor(view_36, rsub_4);  rsub_4 = None
    sum_13 = torch.ops.aten.sum.dim_IntList(mul_376, [0, 1], True);  mul_376 = None
    neg_7 = torch.ops.aten.neg.default(sum_13);  sum_13 = None
    mul_378 = torch.ops.aten.mul.Tensor(view_36, getitem_6)
    _param_constant17_2 = self._param_constant17
    mul_379 = torch.ops.aten.mul.Tensor(view_36, _param_constant17_2);  view_36 = _param_constant17_2 = None
    sum_14 = torch.ops.aten.sum.dim_IntList(mul_378, [0, 1], True);  mul_378 = None
    add_318 = torch.ops.aten.add.Tensor(neg_7, sum_14);  neg_7 = sum_14 = None
    mul_380 = torch.ops.aten.mul.Tensor(view_40, constant_pad_nd_1);  constant_pad_nd_1 = None
    mul_381 = torch.ops.aten.mul.Tensor(view_40, rsub_3);  rsub_3 = None
    sum_15 = torch.ops.aten.sum.dim_IntList(mul_380, [0, 1], True);  mul_380 = None
    add_319 = torch.ops.aten.add.Tensor(mul_377, mul_381);  mul_377 = mul_381 = None
    neg_8 = torch.ops.aten.neg.default(sum_15);  sum_15 = None
    mul_382 = torch.ops.aten.mul.Tensor(view_40, getitem_6);  getitem_6 = None
    _param_constant16_2 = self._param_constant16
    mul_383 = torch.ops.aten.mul.Tensor(view_40, _param_constant16_2);  view_40 = _param_constant16_2 = None
    sum_16 = torch.ops.aten.sum.dim_IntList(mul_382, [0, 1], True);  mul_382 = None
    add_320 = torch.ops.aten.add.Tensor(mul_379, mul_383);  mul_379 = mul_383 = None
    add_321 = torch.ops.aten.add.Tensor(neg_8, sum_16);  neg_8 = sum_16 = None
    constant_pad_nd_6 = torch.ops.aten.constant_pad_nd.default(add_319, [0, 0, -1, 1]);  add_319 = None
    add_322 = torch.ops.aten.add.Tensor(add_320, constant_pad_nd_6);  add_320 = constant_pad_nd_6 = None
    _param_constant14_1 = self._param_constant14
    _param_constant15_1 = self._param_constant15
    native_layer_norm_backward_3 = torch.ops.aten.native_layer_norm_backward.default(add_322, add_67, [16], getitem_7, getitem_8, _param_constant14_1, _param_constant15_1, [True, True, True]);  add_322 = add_67 = getitem_7 = getitem_8 = _param_constant14_1 = _param_constant15_1 = None
    getitem_31 = native_layer_norm_backward_3[0]
    getitem_32 = native_layer_norm_backward_3[1]
    getitem_33 = native_layer_norm_backward_3[2];  native_layer_norm_backward_3 = None
    add_323 = torch.ops.aten.add.Tensor(add_317, getitem_31);  add_317 = getitem_31 = None
    view_41 = torch.ops.aten.view.default(add_323, [16, 16])
    t_59 = torch.ops.aten.t.default(view_41)
    mm_37 = torch.ops.aten.mm.default(t_59, view_3);  t_59 = view_3 = None
    t_60 = torch.ops.aten.t.default(mm_37);  mm_37 = None
    t_61 = torch.ops.aten.t.default(t_3);  t_3 = None
    mm_38 = torch.ops.aten.mm.default(view_41, t_61);  view_41 = t_61 = None
    view_42 = torch.ops.aten.view.default(mm_38, [2, 8, 16]);  mm_38 = None
    t_62 = torch.ops.aten.t.default(t_60);  t_60 = None
    mul_384 = torch.ops.aten.mul.Tensor(view_42, sigmoid);  sigmoid = None
    mul_385 = torch.ops.aten.mul.Tensor(view_42, stack);  view_42 = stack = None
    zeros_12 = torch.ops.aten.zeros.default([2, 16], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    zeros_13 = torch.ops.aten.zeros.default([2, 16], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    zeros_14 = torch.ops.aten.zeros.default([2, 16], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    zeros_15 = torch.ops.aten.zeros.default([2, 16], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    zeros_16 = torch.ops.aten.zeros.default([2, 16], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    zeros_17 = torch.ops.aten.zeros.default([2, 16], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    full_4 = torch.ops.aten.full.default([2, 16], -1e+38, dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    select_80 = torch.ops.aten.select.int(_unsafe_view, 1, 0)
    select_81 = torch.ops.aten.select.int(_unsafe_view_1, 1, 0)
    select_82 = torch.ops.aten.select.int(mul_384, 1, 0)
    _param_constant12_16 = self._param_constant12
    add_324 = torch.ops.aten.add.Tensor(select_80, _param_constant12_16);  _param_constant12_16 = None
    maximum_56 = torch.ops.aten.maximum.default(full_4, add_324);  add_324 = None
    sub_184 = torch.ops.aten.sub.Tensor(full_4, maximum_56)
    exp_130 = torch.ops.aten.exp.default(sub_184);  sub_184 = None
    _param_constant12_17 = self._param_constant12
    add_325 = torch.ops.aten.add.Tensor(select_80, _param_constant12_17);  _param_constant12_17 = None
    sub_185 = torch.ops.aten.sub.Tensor(add_325, maximum_56);  add_325 = None
    exp_131 = torch.ops.aten.exp.default(sub_185);  sub_185 = None
    mul_386 = torch.ops.aten.mul.Tensor(exp_130, zeros_14)
    mul_387 = torch.ops.aten.mul.Tensor(exp_131, select_81)
    add_326 = torch.ops.aten.add.Tensor(mul_386, mul_387);  mul_386 = mul_387 = None
    mul_388 = torch.ops.aten.mul.Tensor(exp_130, zeros_15)
    add_327 = torch.ops.aten.add.Tensor(mul_388, exp_131);  mul_388 = None
    reciprocal_8 = torch.ops.aten.reciprocal.default(add_327);  add_327 = None
    mul_389 = torch.ops.aten.mul.Tensor(reciprocal_8, 1);  reciprocal_8 = None
    mul_390 = torch.ops.aten.mul.Tensor(add_326, mul_389);  add_326 = None
    _param_constant12_18 = self._param_constant12
    add_328 = torch.ops.aten.add.Tensor(select_80, _param_constant12_18);  _param_constant12_18 = None
    sub_186 = torch.ops.aten.sub.Tensor(add_328, maximum_56);  add_328 = maximum_56 = None
    mul_391 = torch.ops.aten.mul.Tensor(zeros_17, mul_390)
    sub_187 = torch.ops.aten.sub.Tensor(zeros_16, mul_391);  mul_391 = None
    mul_392 = torch.ops.aten.mul.Tensor(select_82, sub_187);  sub_187 = None
    mul_393 = torch.ops.aten.mul.Tensor(mul_392, mul_389);  mul_392 = None
    mul_394 = torch.ops.aten.mul.Tensor(mul_393, exp_130);  mul_393 = exp_130 = None
    add_329 = torch.ops.aten.add.Tensor(zeros_12, mul_394);  zeros_12 = mul_394 = None
    sub_188 = torch.ops.aten.sub.Tensor(select_81, mul_390)
    mul_395 = torch.ops.aten.mul.Tensor(select_82, sub_188);  select_82 = sub_188 = None
    mul_396 = torch.ops.aten.mul.Tensor(mul_395, exp_131);  mul_395 = exp_131 = None
    mul_397 = torch.ops.aten.mul.Tensor(mul_396, mul_389);  mul_396 = None
    add_330 = torch.ops.aten.add.Tensor(zeros_13, mul_397);  zeros_13 = mul_397 = None
    add_331 = torch.ops.aten.add.Tensor(neg, full_4)
    maximum_57 = torch.ops.aten.maximum.default(add_331, select_80);  add_331 = None
    add_332 = torch.ops.aten.add.Tensor(neg, full_4);  full_4 = None
    sub_189 = torch.ops.aten.sub.Tensor(add_332, maximum_57);  add_332 = None
    exp_132 = torch.ops.aten.exp.default(sub_189);  sub_189 = None
    sub_190 = torch.ops.aten.sub.Tensor(select_80, maximum_57);  select_80 = None
    exp_133 = torch.ops.aten.exp.default(sub_190);  sub_190 = None
    add_333 = torch.ops.aten.add.Tensor(zeros_14, zeros_16);  zeros_16 = None
    mul_398 = torch.ops.aten.mul.Tensor(exp_132, add_333);  add_333 = None
    add_334 = torch.ops.aten.add.Tensor(zeros_15, zeros_17);  zeros_17 = None
    mul_399 = torch.ops.aten.mul.Tensor(exp_132, add_334);  add_334 = None
    mul_400 = torch.ops.aten.mul.Tensor(exp_132, zeros_14);  zeros_14 = None
    mul_401 = torch.ops.aten.mul.Tensor(exp_133, select_81);  select_81 = None
    add_335 = torch.ops.aten.add.Tensor(mul_400, mul_401);  mul_400 = mul_401 = None
    mul_402 = torch.ops.aten.mul.Tensor(exp_132, zeros_15);  exp_132 = zeros_15 = None
    add_336 = torch.ops.aten.add.Tensor(mul_402, exp_133);  mul_402 = exp_133 = None
    select_83 = torch.ops.aten.select.int(_unsafe_view, 1, 1)
    select_84 = torch.ops.aten.select.int(_unsafe_view_1, 1, 1)
    select_85 = torch.ops.aten.select.int(mul_384, 1, 1)
    _param_constant12_19 = self._param_constant12
    add_337 = torch.ops.aten.add.Tensor(select_83, _param_constant12_19);  _param_constant12_19 = None
    maximum_58 = torch.ops.aten.maximum.default(maximum_57, add_337);  add_337 = None
    sub_191 = torch.ops.aten.sub.Tensor(maximum_57, maximum_58)
    exp_134 = torch.ops.aten.exp.default(sub_191);  sub_191 = None
    _param_constant12_20 = self._param_constant12
    add_338 = torch.ops.aten.add.Tensor(select_83, _param_constant12_20);  _param_constant12_20 = None
    sub_192 = torch.ops.aten.sub.Tensor(add_338, maximum_58);  add_338 = None
    exp_135 = torch.ops.aten.exp.default(sub_192);  sub_192 = None
    mul_403 = torch.ops.aten.mul.Tensor(exp_134, add_335)
    mul_404 = torch.ops.aten.mul.Tensor(exp_135, select_84)
    add_339 = torch.ops.aten.add.Tensor(mul_403, mul_404);  mul_403 = mul_404 = None
    mul_405 = torch.ops.aten.mul.Tensor(exp_134, add_336)
    add_340 = torch.ops.aten.add.Tensor(mul_405, exp_135);  mul_405 = None
    reciprocal_9 = torch.ops.aten.reciprocal.default(add_340);  add_340 = None
    mul_406 = torch.ops.aten.mul.Tensor(reciprocal_9, 1);  reciprocal_9 = None
    mul_407 = torch.ops.aten.mul.Tensor(add_339, mul_406);  add_339 = None
    _param_constant12_21 = self._param_constant12
    add_341 = torch.ops.aten.add.Tensor(select_83, _param_constant12_21);  _param_constant12_21 = None
    sub_193 = torch.ops.aten.sub.Tensor(add_341, maximum_58);  add_341 = maximum_58 = None
    mul_408 = torch.ops.aten.mul.Tensor(mul_399, mul_407)
    sub_194 = torch.ops.aten.sub.Tensor(mul_398, mul_408);  mul_408 = None
    mul_409 = torch.ops.aten.mul.Tensor(select_85, sub_194);  sub_194 = None
    mul_410 = torch.ops.aten.mul.Tensor(mul_409, mul_406);  mul_409 = None
    mul_411 = torch.ops.aten.mul.Tensor(mul_410, exp_134);  mul_410 = exp_134 = None
    add_342 = torch.ops.aten.add.Tensor(add_329, mul_411);  add_329 = mul_411 = None
    sub_195 = torch.ops.aten.sub.Tensor(select_84, mul_407)
    mul_412 = torch.ops.aten.mul.Tensor(select_85, sub_195);  select_85 = sub_195 = None
    mul_413 = torch.ops.aten.mul.Tensor(mul_412, exp_135);  mul_412 = exp_135 = None
    mul_414 = torch.ops.aten.mul.Tensor(mul_413, mul_406);  mul_413 = None
    add_343 = torch.ops.aten.add.Tensor(add_330, mul_414);  add_330 = mul_414 = None
    add_344 = torch.ops.aten.add.Tensor(neg, maximum_57)
    maximum_59 = torch.ops.aten.maximum.default(add_344, select_83);  add_344 = None
    add_345 = torch.ops.aten.add.Tensor(neg, maximum_57);  maximum_57 = None
    sub_196 = torch.ops.aten.sub.Tensor(add_345, maximum_59);  add_345 = None
    exp_136 = torch.ops.aten.exp.default(sub_196);  sub_196 = None
    sub_197 = torch.ops.aten.sub.Tensor(select_83, maximum_59);  select_83 = None
    exp_137 = torch.ops.aten.exp.default(sub_197);  sub_197 = None
    add_346 = torch.ops.aten.add.Tensor(add_335, mul_398);  mul_398 = None
    mul_415 = torch.ops.aten.mul.Tensor(exp_136, add_346);  add_346 = None
    add_347 = torch.ops.aten.add.Tensor(add_336, mul_399);  mul_399 = None
    mul_416 = torch.ops.aten.mul.Tensor(exp_136, add_347);  add_347 = None
    mul_417 = torch.ops.aten.mul.Tensor(exp_136, add_335);  add_335 = None
    mul_418 = torch.ops.aten.mul.Tensor(exp_137, select_84);  select_84 = None
    add_348 = torch.ops.aten.add.Tensor(mul_417, mul_418);  mul_417 = mul_418 = None
    mul_419 = torch.ops.aten.mul.Tensor(exp_136, add_336);  exp_136 = add_336 = None
    add_349 = torch.ops.aten.add.Tensor(mul_419, exp_137);  mul_419 = exp_137 = None
    select_86 = torch.ops.aten.select.int(_unsafe_view, 1, 2)
    select_87 = torch.ops.aten.select.int(_unsafe_view_1, 1, 2)
    select_88 = torch.ops.aten.select.int(mul_384, 1, 2)
    _param_constant12_22 = self._param_constant12
    add_350 = torch.ops.aten.add.Tensor(select_86, _param_constant12_22);  _param_constant12_22 = None
    maximum_60 = torch.ops.aten.maximum.default(maximum_59, add_350);  add_350 = None
    sub_198 = torch.ops.aten.sub.Tensor(maximum_59, maximum_60)
    exp_138 = torch.ops.aten.exp.default(sub_198);  sub_198 = None
    _param_constant12_23 = self._param_constant12
    add_351 = torch.ops.aten.add.Tensor(select_86, _param_constant12_23);  _param_constant12_23 = None
    sub_199 = torch.ops.aten.sub.Tensor(add_351, maximum_60);  add_351 = None
    exp_139 = torch.ops.aten.exp.default(sub_199);  sub_199 = None
    mul_420 = torch.ops.aten.mul.Tensor(exp_138, add_348)
    mul_421 = torch.ops.aten.mul.Tensor(exp_139, select_87)
    add_352 = torch.ops.aten.add.Tensor(mul_420, mul_421);  mul_420 = mul_421 = None
    mul_422 = torch.ops.aten.mul.Tensor(exp_138, add_349)
    add_353 = torch.ops.aten.add.Tensor(mul_422, exp_139);  mul_422 = None
    reciprocal_10 = torch.ops.aten.reciprocal.default(add_353);  add_353 = None
    mul_423 = torch.ops.aten.mul.Tensor(reciprocal_10, 1);  reciprocal_10 = None
    mul_424 = torch.ops.aten.mul.Tensor(add_352, mul_423);  add_352 = None
    _param_constant12_24 = self._param_constant12
    add_354 = torch.ops.aten.add.Tensor(select_86, _param_constant12_24);  _param_constant12_24 = None
    sub_200 = torch.ops.aten.sub.Tensor(add_354, maximum_60);  add_354 = maximum_60 = None
    mul_425 = torch.ops.aten.mul.Tensor(mul_416, mul_424)
    sub_201 = torch.ops.aten.sub.Tensor(mul_415, mul_425);  mul_425 = None
    mul_426 = torch.ops.aten.mul.Tensor(select_88, sub_201);  sub_201 = None
    mul_427 = torch.ops.aten.mul.Tensor(mul_426, mul_423);  mul_426 = None
    mul_428 = torch.ops.aten.mul.Tensor(mul_427, exp_138);  mul_427 = exp_138 = None
    add_355 = torch.ops.aten.add.Tensor(add_342, mul_428);  add_342 = mul_428 = None
    sub_202 = torch.ops.aten.sub.Tensor(select_87, mul_424)
    mul_429 = torch.ops.aten.mul.Tensor(select_88, sub_202);  select_88 = sub_202 = None
    mul_430 = torch.ops.aten.mul.Tensor(mul_429, exp_139);  mul_429 = exp_139 = None
    mul_431 = torch.ops.aten.mul.Tensor(mul_430, mul_423);  mul_430 = None
    add_356 = torch.ops.aten.add.Tensor(add_343, mul_431);  add_343 = mul_431 = None
    add_357 = torch.ops.aten.add.Tensor(neg, maximum_59)
    maximum_61 = torch.ops.aten.maximum.default(add_357, select_86);  add_357 = None
    add_358 = torch.ops.aten.add.Tensor(neg, maximum_59);  maximum_59 = None
    sub_203 = torch.ops.aten.sub.Tensor(add_358, maximum_61);  add_358 = None
    exp_140 = torch.ops.aten.exp.default(sub_203);  sub_203 = None
    sub_204 = torch.ops.aten.sub.Tensor(select_86, maximum_61);  select_86 = None
    exp_141 = torch.ops.aten.exp.default(sub_204);  sub_204 = None
    add_359 = torch.ops.aten.add.Tensor(add_348, mul_415);  mul_415 = None
    mul_432 = torch.ops.aten.mul.Tensor(exp_140, add_359);  add_359 = None
    add_360 = torch.ops.aten.add.Tensor(add_349, mul_416);  mul_416 = None
    mul_433 = torch.ops.aten.mul.Tensor(exp_140, add_360);  add_360 = None
    mul_434 = torch.ops.aten.mul.Tensor(exp_140, add_348);  add_348 = None
    mul_435 = torch.ops.aten.mul.Tensor(exp_141, select_87);  select_87 = None
    add_361 = torch.ops.aten.add.Tensor(mul_434, mul_435);  mul_434 = mul_435 = None
    mul_436 = torch.ops.aten.mul.Tensor(exp_140, add_349);  exp_140 = add_349 = None
    add_362 = torch.ops.aten.add.Tensor(mul_436, exp_141);  mul_436 = exp_141 = None
    select_89 = torch.ops.aten.select.int(_unsafe_view, 1, 3)
    select_90 = torch.ops.aten.select.int(_unsafe_view_1, 1, 3)
    select_91 = torch.ops.aten.select.int(mul_384, 1, 3)
    _param_constant12_25 = self._param_constant12
    add_363 = torch.ops.aten.add.Tensor(select_89, _param_constant12_25);  _param_constant12_25 = None
    maximum_62 = torch.ops.aten.maximum.default(maximum_61, add_363);  add_363 = None
    sub_205 = torch.ops.aten.sub.Tensor(maximum_61, maximum_62)
    exp_142 = torch.ops.aten.exp.default(sub_205);  sub_205 = None
    _param_constant12_26 = self._param_constant12
    add_364 = torch.ops.aten.add.Tensor(select_89, _param_constant12_26);  _param_constant12_26 = None
    sub_206 = torch.ops.aten.sub.Tensor(add_364, maximum_62);  add_364 = None
    exp_143 = torch.ops.aten.exp.default(sub_206);  sub_206 = None
    mul_437 = torch.ops.aten.mul.Tensor(exp_142, add_361)
    mul_438 = torch.ops.aten.mul.Tensor(exp_143, select_90)
    add_365 = torch.ops.aten.add.Tensor(mul_437, mul_438);  mul_437 = mul_438 = None
    mul_439 = torch.ops.aten.mul.Tensor(exp_142, add_362)
    add_366 = torch.ops.aten.add.Tensor(mul_439, exp_143);  mul_439 = None
    reciprocal_11 = torch.ops.aten.reciprocal.default(add_366);  add_366 = None
    mul_440 = torch.ops.aten.mul.Tensor(reciprocal_11, 1);  reciprocal_11 = None
    mul_441 = torch.ops.aten.mul.Tensor(add_365, mul_440);  add_365 = None
    _param_constant12_27 = self._param_constant12
    add_367 = torch.ops.aten.add.Tensor(select_89, _param_constant12_27);  _param_constant12_27 = None
    sub_207 = torch.ops.aten.sub.Tensor(add_367, maximum_62);  add_367 = maximum_62 = None
    mul_442 = torch.ops.aten.mul.Tensor(mul_433, mul_441)
    sub_208 = torch.ops.aten.sub.Tensor(mul_432, mul_442);  mul_442 = None
    mul_443 = torch.ops.aten.mul.Tensor(select_91, sub_208);  sub_208 = None
    mul_444 = torch.ops.aten.mul.Tensor(mul_443, mul_440);  mul_443 = None
    mul_445 = torch.ops.aten.mul.Tensor(mul_444, exp_142);  mul_444 = exp_142 = None
    add_368 = torch.ops.aten.add.Tensor(add_355, mul_445);  add_355 = mul_445 = None
    sub_209 = torch.ops.aten.sub.Tensor(select_90, mul_441)
    mul_446 = torch.ops.aten.mul.Tensor(select_91, sub_209);  select_91 = sub_209 = None
    mul_447 = torch.ops.aten.mul.Tensor(mul_446, exp_143);  mul_446 = exp_143 = None
    mul_448 = torch.ops.aten.mul.Tensor(mul_447, mul_440);  mul_447 = None
    add_369 = torch.ops.aten.add.Tensor(add_356, mul_448);  add_356 = mul_448 = None
    add_370 = torch.ops.aten.add.Tensor(neg, maximum_61)
    maximum_63 = torch.ops.aten.maximum.default(add_370, select_89);  add_370 = None
    add_371 = torch.ops.aten.add.Tensor(neg, maximum_61);  maximum_61 = None
    sub_210 = torch.ops.aten.sub.Tensor(add_371, maximum_63);  add_371 = None
    exp_144 = torch.ops.aten.exp.default(sub_210);  sub_210 = None
    sub_211 = torch.ops.aten.sub.Tensor(select_89, maximum_63);  select_89 = None
    exp_145 = torch.ops.aten.exp.default(sub_211);  sub_211 = None
    add_372 = torch.ops.aten.add.Tensor(add_361, mul_432);  mul_432 = None
    mul_449 = torch.ops.aten.mul.Tensor(exp_144, add_372);  add_372 = None
    add_373 = torch.ops.aten.add.Tensor(add_362, mul_433);  mul_433 = None
    mul_450 = torch.ops.aten.mul.Tensor(exp_144, add_373);  add_373 = None
    mul_451 = torch.ops.aten.mul.Tensor(exp_144, add_361);  add_361 = None
    mul_452 = torch.ops.aten.mul.Tensor(exp_145, select_90);  select_90 = None
    add_374 = torch.ops.aten.add.Tensor(mul_451, mul_452);  mul_451 = mul_452 = None
    mul_453 = torch.ops.aten.mul.Tensor(exp_144, add_362);  exp_144 = add_362 = None
    add_375 = torch.ops.aten.add.Tensor(mul_453, exp_145);  mul_453 = exp_145 = None
    select_92 = torch.ops.aten.select.int(_unsafe_view, 1, 4)
    select_93 = torch.ops.aten.select.int(_unsafe_view_1, 1, 4)
    select_94 = torch.ops.aten.select.int(mul_384, 1, 4)
    _param_constant12_28 = self._param_constant12
    add_376 = torch.ops.aten.add.Tensor(select_92, _param_constant12_28);  _param_constant12_28 = None
    maximum_64 = torch.ops.aten.maximum.default(maximum_63, add_376);  add_376 = None
    sub_212 = torch.ops.aten.sub.Tensor(maximum_63, maximum_64)
    exp_146 = torch.ops.aten.exp.default(sub_212);  sub_212 = None
    _param_constant12_29 = self._param_constant12
    add_377 = torch.ops.aten.add.Tensor(select_92, _param_constant12_29);  _param_constant12_29 = None
    sub_213 = torch.ops.aten.sub.Tensor(add_377, maximum_64);  add_377 = None
    exp_147 = torch.ops.aten.exp.default(sub_213);  sub_213 = None
    mul_454 = torch.ops.aten.mul.Tensor(exp_146, add_374)
    mul_455 = torch.ops.aten.mul.Tensor(exp_147, select_93)
    add_378 = torch.ops.aten.add.Tensor(mul_454, mul_455);  mul_454 = mul_455 = None
    mul_456 = torch.ops.aten.mul.Tensor(exp_146, add_375)
    add_379 = torch.ops.aten.add.Tensor(mul_456, exp_147);  mul_456 = None
    reciprocal_12 = torch.ops.aten.reciprocal.default(add_379);  add_379 = None
    mul_457 = torch.ops.aten.mul.Tensor(reciprocal_12, 1);  reciprocal_12 = None
    mul_458 = torch.ops.aten.mul.Tensor(add_378, mul_457);  add_378 = None
    _param_constant12_30 = self._param_constant12
    add_380 = torch.ops.aten.add.Tensor(select_92, _param_constant12_30);  _param_constant12_30 = None
    sub_214 = torch.ops.aten.sub.Tensor(add_380, maximum_64);  add_380 = maximum_64 = None
    mul_459 = torch.ops.aten.mul.Tensor(mul_450, mul_458)
    sub_215 = torch.ops.aten.sub.Tensor(mul_449, mul_459);  mul_459 = None
    mul_460 = torch.ops.aten.mul.Tensor(select_94, sub_215);  sub_215 = None
    mul_461 = torch.ops.aten.mul.Tensor(mul_460, mul_457);  mul_460 = None
    mul_462 = torch.ops.aten.mul.Tensor(mul_461, exp_146);  mul_461 = exp_146 = None
    add_381 = torch.ops.aten.add.Tensor(add_368, mul_462);  add_368 = mul_462 = None
    sub_216 = torch.ops.aten.sub.Tensor(select_93, mul_458)
    mul_463 = torch.ops.aten.mul.Tensor(select_94, sub_216);  select_94 = sub_216 = None
    mul_464 = torch.ops.aten.mul.Tensor(mul_463, exp_147);  mul_463 = exp_147 = None
    mul_465 = torch.ops.aten.mul.Tensor(mul_464, mul_457);  mul_464 = None
    add_382 = torch.ops.aten.add.Tensor(add_369, mul_465);  add_369 = mul_465 = None
    add_383 = torch.ops.aten.add.Tensor(neg, maximum_63)
    maximum_65 = torch.ops.aten.maximum.default(add_383, select_92);  add_383 = None
    add_384 = torch.ops.aten.add.Tensor(neg, maximum_63);  maximum_63 = None
    sub_217 = torch.ops.aten.sub.Tensor(add_384, maximum_65);  add_384 = None
    exp_148 = torch.ops.aten.exp.default(sub_217);  sub_217 = None
    sub_218 = torch.ops.aten.sub.Tensor(select_92, maximum_65);  select_92 = None
    exp_149 = torch.ops.aten.exp.default(sub_218);  sub_218 = None
    add_385 = torch.ops.aten.add.Tensor(add_374, mul_449);  mul_449 = None
    mul_466 = torch.ops.aten.mul.Tensor(exp_148, add_385);  add_385 = None
    add_386 = torch.ops.aten.add.Tensor(add_375, mul_450);  mul_450 = None
    mul_467 = torch.ops.aten.mul.Tensor(exp_148, add_386);  add_386 = None
    mul_468 = torch.ops.aten.mul.Tensor(exp_148, add_374);  add_374 = None
    mul_469 = torch.ops.aten.mul.Tensor(exp_149, select_93);  select_93 = None
    add_387 = torch.ops.aten.add.Tensor(mul_468, mul_469);  mul_468 = mul_469 = None
    mul_470 = torch.ops.aten.mul.Tensor(exp_148, add_375);  exp_148 = add_375 = None
    add_388 = torch.ops.aten.add.Tensor(mul_470, exp_149);  mul_470 = exp_149 = None
    select_95 = torch.ops.aten.select.int(_unsafe_view, 1, 5)
    select_96 = torch.ops.aten.select.int(_unsafe_view_1, 1, 5)
    select_97 = torch.ops.aten.select.int(mul_384, 1, 5)
    _param_constant12_31 = self._param_constant12
    add_389 = torch.ops.aten.add.Tensor(select_95, _param_constant12_31);  _param_constant12_31 = None
    maximum_66 = torch.ops.aten.maximum.default(maximum_65, add_389);  add_389 = None
    sub_219 = torch.ops.aten.sub.Tensor(maximum_65, maximum_66)
    exp_150 = torch.ops.aten.exp.default(sub_219);  sub_219 = None
    _param_constant12_32 = self._param_constant12
    add_390 = torch.ops.aten.add.Tensor(select_95, _param_constant12_32);  _param_constant12_32 = None
    sub_220 = torch.ops.aten.sub.Tensor(add_390, maximum_66);  add_390 = None
    exp_151 = torch.ops.aten.exp.default(sub_220);  sub_220 = None
    mul_471 = torch.ops.aten.mul.Tensor(exp_150, add_387)
    mul_472 = torch.ops.aten.mul.Tensor(exp_151, select_96)
    add_391 = torch.ops.aten.add.Tensor(mul_471, mul_472);  mul_471 = mul_472 = None
    mul_473 = torch.ops.aten.mul.Tensor(exp_150, add_388)
    add_392 = torch.ops.aten.add.Tensor(mul_473, exp_151);  mul_473 = None
    reciprocal_13 = torch.ops.aten.reciprocal.default(add_392);  add_392 = None
    mul_474 = torch.ops.aten.mul.Tensor(reciprocal_13, 1);  reciprocal_13 = None
    mul_475 = torch.ops.aten.mul.Tensor(add_391, mul_474);  add_391 = None
    _param_constant12_33 = self._param_constant12
    add_393 = torch.ops.aten.add.Tensor(select_95, _param_constant12_33);  _param_constant12_33 = None
    sub_221 = torch.ops.aten.sub.Tensor(add_393, maximum_66);  add_393 = maximum_66 = None
    mul_476 = torch.ops.aten.mul.Tensor(mul_467, mul_475)
    sub_222 = torch.ops.aten.sub.Tensor(mul_466, mul_476);  mul_476 = None
    mul_477 = torch.ops.aten.mul.Tensor(select_97, sub_222);  sub_222 = None
    mul_478 = torch.ops.aten.mul.Tensor(mul_477, mul_474);  mul_477 = None
    mul_479 = torch.ops.aten.mul.Tensor(mul_478, exp_150);  mul_478 = exp_150 = None
    add_394 = torch.ops.aten.add.Tensor(add_381, mul_479);  add_381 = mul_479 = None
    sub_223 = torch.ops.aten.sub.Tensor(select_96, mul_475)
    mul_480 = torch.ops.aten.mul.Tensor(select_97, sub_223);  select_97 = sub_223 = None
    mul_481 = torch.ops.aten.mul.Tensor(mul_480, exp_151);  mul_480 = exp_151 = None
    mul_482 = torch.ops.aten.mul.Tensor(mul_481, mul_474);  mul_481 = None
    add_395 = torch.ops.aten.add.Tensor(add_382, mul_482);  add_382 = mul_482 = None
    add_396 = torch.ops.aten.add.Tensor(neg, maximum_65)
    maximum_67 = torch.ops.aten.maximum.default(add_396, select_95);  add_396 = None
    add_397 = torch.ops.aten.add.Tensor(neg, maximum_65);  maximum_65 = None
    sub_224 = torch.ops.aten.sub.Tensor(add_397, maximum_67);  add_397 = None
    exp_152 = torch.ops.aten.exp.default(sub_224);  sub_224 = None
    sub_225 = torch.ops.aten.sub.Tensor(select_95, maximum_67);  select_95 = None
    exp_153 = torch.ops.aten.exp.default(sub_225);  sub_225 = None
    add_398 = torch.ops.aten.add.Tensor(add_387, mul_466);  mul_466 = None
    mul_483 = torch.ops.aten.mul.Tensor(exp_152, add_398);  add_398 = None
    add_399 = torch.ops.aten.add.Tensor(add_388, mul_467);  mul_467 = None
    mul_484 = torch.ops.aten.mul.Tensor(exp_152, add_399);  add_399 = None
    mul_485 = torch.ops.aten.mul.Tensor(exp_152, add_387);  add_387 = None
    mul_486 = torch.ops.aten.mul.Tensor(exp_153, select_96);  select_96 = None
    add_400 = torch.ops.aten.add.Tensor(mul_485, mul_486);  mul_485 = mul_486 = None
    mul_487 = torch.ops.aten.mul.Tensor(exp_152, add_388);  exp_152 = add_388 = None
    add_401 = torch.ops.aten.add.Tensor(mul_487, exp_153);  mul_487 = exp_153 = None
    select_98 = torch.ops.aten.select.int(_unsafe_view, 1, 6)
    select_99 = torch.ops.aten.select.int(_unsafe_view_1, 1, 6)
    select_100 = torch.ops.aten.select.int(mul_384, 1, 6)
    _param_constant12_34 = self._param_constant12
    add_402 = torch.ops.aten.add.Tensor(select_98, _param_constant12_34);  _param_constant12_34 = None
    maximum_68 = torch.ops.aten.maximum.default(maximum_67, add_402);  add_402 = None
    sub_226 = torch.ops.aten.sub.Tensor(maximum_67, maximum_68)
    exp_154 = torch.ops.aten.exp.default(sub_226);  sub_226 = None
    _param_constant12_35 = self._param_constant12
    add_403 = torch.ops.aten.add.Tensor(select_98, _param_constant12_35);  _param_constant12_35 = None
    sub_227 = torch.ops.aten.sub.Tensor(add_403, maximum_68);  add_403 = None
    exp_155 = torch.ops.aten.exp.default(sub_227);  sub_227 = None
    mul_488 = torch.ops.aten.mul.Tensor(exp_154, add_400)
    mul_489 = torch.ops.aten.mul.Tensor(exp_155, select_99)
    add_404 = torch.ops.aten.add.Tensor(mul_488, mul_489);  mul_488 = mul_489 = None
    mul_490 = torch.ops.aten.mul.Tensor(exp_154, add_401)
    add_405 = torch.ops.aten.add.Tensor(mul_490, exp_155);  mul_490 = None
    reciprocal_14 = torch.ops.aten.reciprocal.default(add_405);  add_405 = None
    mul_491 = torch.ops.aten.mul.Tensor(reciprocal_14, 1);  reciprocal_14 = None
    mul_492 = torch.ops.aten.mul.Tensor(add_404, mul_491);  add_404 = None
    _param_constant12_36 = self._param_constant12
    add_406 = torch.ops.aten.add.Tensor(select_98, _param_constant12_36);  _param_constant12_36 = None
    sub_228 = torch.ops.aten.sub.Tensor(add_406, maximum_68);  add_406 = maximum_68 = None
    mul_493 = torch.ops.aten.mul.Tensor(mul_484, mul_492)
    sub_229 = torch.ops.aten.sub.Tensor(mul_483, mul_493);  mul_493 = None
    mul_494 = torch.ops.aten.mul.Tensor(select_100, sub_229);  sub_229 = None
    mul_495 = torch.ops.aten.mul.Tensor(mul_494, mul_491);  mul_494 = None
    mul_496 = torch.ops.aten.mul.Tensor(mul_495, exp_154);  mul_495 = exp_154 = None
    add_407 = torch.ops.aten.add.Tensor(add_394, mul_496);  add_394 = mul_496 = None
    sub_230 = torch.ops.aten.sub.Tensor(select_99, mul_492)
    mul_497 = torch.ops.aten.mul.Tensor(select_100, sub_230);  select_100 = sub_230 = None
    mul_498 = torch.ops.aten.mul.Tensor(mul_497, exp_155);  mul_497 = exp_155 = None
    mul_499 = torch.ops.aten.mul.Tensor(mul_498, mul_491);  mul_498 = None
    add_408 = torch.ops.aten.add.Tensor(add_395, mul_499);  add_395 = mul_499 = None
    add_409 = torch.ops.aten.add.Tensor(neg, maximum_67)
    maximum_69 = torch.ops.aten.maximum.default(add_409, select_98);  add_409 = None
    add_410 = torch.ops.aten.add.Tensor(neg, maximum_67);  maximum_67 = None
    sub_231 = torch.ops.aten.sub.Tensor(add_410, maximum_69);  add_410 = None
    exp_156 = torch.ops.aten.exp.default(sub_231);  sub_231 = None
    sub_232 = torch.ops.aten.sub.Tensor(select_98, maximum_69);  select_98 = None
    exp_157 = torch.ops.aten.exp.default(sub_232);  sub_232 = None
    add_411 = torch.ops.aten.add.Tensor(add_400, mul_483);  mul_483 = None
    mul_500 = torch.ops.aten.mul.Tensor(exp_156, add_411);  add_411 = None
    add_412 = torch.ops.aten.add.Tensor(add_401, mul_484);  mul_484 = None
    mul_501 = torch.ops.aten.mul.Tensor(exp_156, add_412);  add_412 = None
    mul_502 = torch.ops.aten.mul.Tensor(exp_156, add_400);  add_400 = None
    mul_503 = torch.ops.aten.mul.Tensor(exp_157, select_99);  select_99 = None
    add_413 = torch.ops.aten.add.Tensor(mul_502, mul_503);  mul_502 = mul_503 = None
    mul_504 = torch.ops.aten.mul.Tensor(exp_156, add_401);  exp_156 = add_401 = None
    add_414 = torch.ops.aten.add.Tensor(mul_504, exp_157);  mul_504 = exp_157 = None
    select_101 = torch.ops.aten.select.int(_unsafe_view, 1, 7)
    select_102 = torch.ops.aten.select.int(_unsafe_view_1, 1, 7)
    select_103 = torch.ops.aten.select.int(mul_384, 1, 7)
    _param_constant12_37 = self._param_constant12
    add_415 = torch.ops.aten.add.Tensor(select_101, _param_constant12_37);  _param_constant12_37 = None
    maximum_70 = torch.ops.aten.maximum.default(maximum_69, add_415);  add_415 = None
    sub_233 = torch.ops.aten.sub.Tensor(maximum_69, maximum_70)
    exp_158 = torch.ops.aten.exp.default(sub_233);  sub_233 = None
    _param_constant12_38 = self._param_constant12
    add_416 = torch.ops.aten.add.Tensor(select_101, _param_constant12_38);  _param_constant12_38 = None
    sub_234 = torch.ops.aten.sub.Tensor(add_416, maximum_70);  add_416 = None
    exp_159 = torch.ops.aten.exp.default(sub_234);  sub_234 = None
    mul_505 = torch.ops.aten.mul.Tensor(exp_158, add_413)
    mul_506 = torch.ops.aten.mul.Tensor(exp_159, select_102)
    add_417 = torch.ops.aten.add.Tensor(mul_505, mul_506);  mul_505 = mul_506 = None
    mul_507 = torch.ops.aten.mul.Tensor(exp_158, add_414)
    add_418 = torch.ops.aten.add.Tensor(mul_507, exp_159);  mul_507 = None
    reciprocal_15 = torch.ops.aten.reciprocal.default(add_418);  add_418 = None
    mul_508 = torch.ops.aten.mul.Tensor(reciprocal_15, 1);  reciprocal_15 = None
    mul_509 = torch.ops.aten.mul.Tensor(add_417, mul_508);  add_417 = None
    _param_constant12_39 = self._param_constant12
    add_419 = torch.ops.aten.add.Tensor(select_101, _param_constant12_39);  _param_constant12_39 = None
    sub_235 = torch.ops.aten.sub.Tensor(add_419, maximum_70);  add_419 = maximum_70 = None
    mul_510 = torch.ops.aten.mul.Tensor(mul_501, mul_509)
    sub_236 = torch.ops.aten.sub.Tensor(mul_500, mul_510);  mul_510 = None
    mul_511 = torch.ops.aten.mul.Tensor(select_103, sub_236);  sub_236 = None
    mul_512 = torch.ops.aten.mul.Tensor(mul_511, mul_508);  mul_511 = None
    mul_513 = torch.ops.aten.mul.Tensor(mul_512, exp_158);  mul_512 = exp_158 = None
    add_420 = torch.ops.aten.add.Tensor(add_407, mul_513);  add_407 = mul_513 = None
    sub_237 = torch.ops.aten.sub.Tensor(select_102, mul_509)
    mul_514 = torch.ops.aten.mul.Tensor(select_103, sub_237);  select_103 = sub_237 = None
    mul_515 = torch.ops.aten.mul.Tensor(mul_514, exp_159);  mul_514 = exp_159 = None
    mul_516 = torch.ops.aten.mul.Tensor(mul_515, mul_508);  mul_515 = None
    add_421 = torch.ops.aten.add.Tensor(add_408, mul_516);  add_408 = mul_516 = None
    add_422 = torch.ops.aten.add.Tensor(neg, maximum_69)
    maximum_71 = torch.ops.aten.maximum.default(add_422, select_101);  add_422 = None
    add_423 = torch.ops.aten.add.Tensor(neg, maximum_69);  maximum_69 = None
    sub_238 = torch.ops.aten.sub.Tensor(add_423, maximum_71);  add_423 = None
    exp_160 = torch.ops.aten.exp.default(sub_238);  sub_238 = None
    sub_239 = torch.ops.aten.sub.Tensor(select_101, maximum_71);  select_101 = maximum_71 = None
    exp_161 = torch.ops.aten.exp.default(sub_239);  sub_239 = None
    add_424 = torch.ops.aten.add.Tensor(add_413, mul_500);  mul_500 = None
    mul_517 = torch.ops.aten.mul.Tensor(exp_160, add_424);  add_424 = mul_517 = None
    add_425 = torch.ops.aten.add.Tensor(add_414, mul_501);  mul_501 = None
    mul_518 = torch.ops.aten.mul.Tensor(exp_160, add_425);  add_425 = mul_518 = None
    mul_519 = torch.ops.aten.mul.Tensor(exp_160, add_413);  add_413 = None
    mul_520 = torch.ops.aten.mul.Tensor(exp_161, select_102);  select_102 = None
    add_426 = torch.ops.aten.add.Tensor(mul_519, mul_520);  mul_519 = mul_520 = add_426 = None
    mul_521 = torch.ops.aten.mul.Tensor(exp_160, add_414);  exp_160 = add_414 = None
    add_427 = torch.ops.aten.add.Tensor(mul_521, exp_161);  mul_521 = exp_161 = add_427 = None
    zeros_18 = torch.ops.aten.zeros.default([2, 16], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    zeros_19 = torch.ops.aten.zeros.default([2, 16], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    full_5 = torch.ops.aten.full.default([2, 16], -1e+38, dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    select_104 = torch.ops.aten.select.int(_unsafe_view, 1, 7)
    select_105 = torch.ops.aten.select.int(_unsafe_view_1, 1, 7)
    select_106 = torch.ops.aten.select.int(mul_384, 1, 7)
    mul_522 = torch.ops.aten.mul.Tensor(select_106, mul_508)
    exp_162 = torch.ops.aten.exp.default(sub_235)
    mul_523 = torch.ops.aten.mul.Tensor(mul_522, exp_162);  mul_522 = exp_162 = None
    add_428 = torch.ops.aten.add.Tensor(select_104, full_5)
    exp_163 = torch.ops.aten.exp.default(add_428);  add_428 = None
    sub_240 = torch.ops.aten.sub.Tensor(select_105, mul_509)
    mul_524 = torch.ops.aten.mul.Tensor(mul_523, sub_240);  sub_240 = None
    mul_525 = torch.ops.aten.mul.Tensor(zeros_18, select_105);  select_105 = None
    add_429 = torch.ops.aten.add.Tensor(mul_525, zeros_19);  mul_525 = None
    mul_526 = torch.ops.aten.mul.Tensor(exp_163, add_429);  add_429 = None
    add_430 = torch.ops.aten.add.Tensor(mul_524, mul_526);  mul_524 = mul_526 = None
    mul_527 = torch.ops.aten.mul.Tensor(exp_163, zeros_18);  exp_163 = None
    add_431 = torch.ops.aten.add.Tensor(mul_523, mul_527);  mul_523 = mul_527 = None
    add_432 = torch.ops.aten.add.Tensor(neg, full_5)
    sub_241 = torch.ops.aten.sub.Tensor(sub_235, select_104)
    _param_constant12_40 = self._param_constant12
    sub_242 = torch.ops.aten.sub.Tensor(sub_241, _param_constant12_40);  sub_241 = _param_constant12_40 = None
    maximum_72 = torch.ops.aten.maximum.default(add_432, sub_242);  add_432 = sub_242 = None
    add_433 = torch.ops.aten.add.Tensor(neg, full_5);  full_5 = None
    sub_243 = torch.ops.aten.sub.Tensor(add_433, maximum_72);  add_433 = None
    exp_164 = torch.ops.aten.exp.default(sub_243);  sub_243 = None
    mul_528 = torch.ops.aten.mul.Tensor(select_106, mul_508);  select_106 = mul_508 = None
    sub_244 = torch.ops.aten.sub.Tensor(sub_235, select_104);  sub_235 = select_104 = None
    _param_constant12_41 = self._param_constant12
    sub_245 = torch.ops.aten.sub.Tensor(sub_244, _param_constant12_41);  sub_244 = _param_constant12_41 = None
    sub_246 = torch.ops.aten.sub.Tensor(sub_245, maximum_72);  sub_245 = None
    exp_165 = torch.ops.aten.exp.default(sub_246);  sub_246 = None
    mul_529 = torch.ops.aten.mul.Tensor(mul_528, exp_165);  mul_528 = exp_165 = None
    mul_530 = torch.ops.aten.mul.Tensor(exp_164, zeros_18);  zeros_18 = None
    add_434 = torch.ops.aten.add.Tensor(mul_530, mul_529);  mul_530 = None
    mul_531 = torch.ops.aten.mul.Tensor(exp_164, zeros_19);  exp_164 = zeros_19 = None
    mul_532 = torch.ops.aten.mul.Tensor(mul_529, mul_509);  mul_529 = mul_509 = None
    sub_247 = torch.ops.aten.sub.Tensor(mul_531, mul_532);  mul_531 = mul_532 = None
    select_107 = torch.ops.aten.select.int(_unsafe_view, 1, 6)
    select_108 = torch.ops.aten.select.int(_unsafe_view_1, 1, 6)
    select_109 = torch.ops.aten.select.int(mul_384, 1, 6)
    mul_533 = torch.ops.aten.mul.Tensor(select_109, mul_491)
    exp_166 = torch.ops.aten.exp.default(sub_228)
    mul_534 = torch.ops.aten.mul.Tensor(mul_533, exp_166);  mul_533 = exp_166 = None
    add_435 = torch.ops.aten.add.Tensor(select_107, maximum_72)
    exp_167 = torch.ops.aten.exp.default(add_435);  add_435 = None
    sub_248 = torch.ops.aten.sub.Tensor(select_108, mul_492)
    mul_535 = torch.ops.aten.mul.Tensor(mul_534, sub_248);  sub_248 = None
    mul_536 = torch.ops.aten.mul.Tensor(add_434, select_108);  select_108 = None
    add_436 = torch.ops.aten.add.Tensor(mul_536, sub_247);  mul_536 = None
    mul_537 = torch.ops.aten.mul.Tensor(exp_167, add_436);  add_436 = None
    add_437 = torch.ops.aten.add.Tensor(mul_535, mul_537);  mul_535 = mul_537 = None
    mul_538 = torch.ops.aten.mul.Tensor(exp_167, add_434);  exp_167 = None
    add_438 = torch.ops.aten.add.Tensor(mul_534, mul_538);  mul_534 = mul_538 = None
    add_439 = torch.ops.aten.add.Tensor(neg, maximum_72)
    sub_249 = torch.ops.aten.sub.Tensor(sub_228, select_107)
    _param_constant12_42 = self._param_constant12
    sub_250 = torch.ops.aten.sub.Tensor(sub_249, _param_constant12_42);  sub_249 = _param_constant12_42 = None
    maximum_73 = torch.ops.aten.maximum.default(add_439, sub_250);  add_439 = sub_250 = None
    add_440 = torch.ops.aten.add.Tensor(neg, maximum_72);  maximum_72 = None
    sub_251 = torch.ops.aten.sub.Tensor(add_440, maximum_73);  add_440 = None
    exp_168 = torch.ops.aten.exp.default(sub_251);  sub_251 = None
    mul_539 = torch.ops.aten.mul.Tensor(select_109, mul_491);  select_109 = mul_491 = None
    sub_252 = torch.ops.aten.sub.Tensor(sub_228, select_107);  sub_228 = select_107 = None
    _param_constant12_43 = self._param_constant12
    sub_253 = torch.ops.aten.sub.Tensor(sub_252, _param_constant12_43);  sub_252 = _param_constant12_43 = None
    sub_254 = torch.ops.aten.sub.Tensor(sub_253, maximum_73);  sub_253 = None
    exp_169 = torch.ops.aten.exp.default(sub_254);  sub_254 = None
    mul_540 = torch.ops.aten.mul.Tensor(mul_539, exp_169);  mul_539 = exp_169 = None
    mul_541 = torch.ops.aten.mul.Tensor(exp_168, add_434);  add_434 = None
    add_441 = torch.ops.aten.add.Tensor(mul_541, mul_540);  mul_541 = None
    mul_542 = torch.ops.aten.mul.Tensor(exp_168, sub_247);  exp_168 = sub_247 = None
    mul_543 = torch.ops.aten.mul.Tensor(mul_540, mul_492);  mul_540 = mul_492 = None
    sub_255 = torch.ops.aten.sub.Tensor(mul_542, mul_543);  mul_542 = mul_543 = None
    select_110 = torch.ops.aten.select.int(_unsafe_view, 1, 5)
    select_111 = torch.ops.aten.select.int(_unsafe_view_1, 1, 5)
    select_112 = torch.ops.aten.select.int(mul_384, 1, 5)
    mul_544 = torch.ops.aten.mul.Tensor(select_112, mul_474)
    exp_170 = torch.ops.aten.exp.default(sub_221)
    mul_545 = torch.ops.aten.mul.Tensor(mul_544, exp_170);  mul_544 = exp_170 = None
    add_442 = torch.ops.aten.add.Tensor(select_110, maximum_73)
    exp_171 = torch.ops.aten.exp.default(add_442);  add_442 = None
    sub_256 = torch.ops.aten.sub.Tensor(select_111, mul_475)
    mul_546 = torch.ops.aten.mul.Tensor(mul_545, sub_256);  sub_256 = None
    mul_547 = torch.ops.aten.mul.Tensor(add_441, select_111);  select_111 = None
    add_443 = torch.ops.aten.add.Tensor(mul_547, sub_255);  mul_547 = None
    mul_548 = torch.ops.aten.mul.Tensor(exp_171, add_443);  add_443 = None
    add_444 = torch.ops.aten.add.Tensor(mul_546, mul_548);  mul_546 = mul_548 = None
    mul_549 = torch.ops.aten.mul.Tensor(exp_171, add_441);  exp_171 = None
    add_445 = torch.ops.aten.add.Tensor(mul_545, mul_549);  mul_545 = mul_549 = None
    add_446 = torch.ops.aten.add.Tensor(neg, maximum_73)
    sub_257 = torch.ops.aten.sub.Tensor(sub_221, select_110)
    _param_constant12_44 = self._param_constant12
    sub_258 = torch.ops.aten.sub.Tensor(sub_257, _param_constant12_44);  sub_257 = _param_constant12_44 = None
    maximum_74 = torch.ops.aten.maximum.default(add_446, sub_258);  add_446 = sub_258 = None
    add_447 = torch.ops.aten.add.Tensor(neg, maximum_73);  maximum_73 = None
    sub_259 = torch.ops.aten.sub.Tensor(add_447, maximum_74);  add_447 = None
    exp_172 = torch.ops.aten.exp.default(sub_259);  sub_259 = None
    mul_550 = torch.ops.aten.mul.Tensor(select_112, mul_474);  select_112 = mul_474 = None
    sub_260 = torch.ops.aten.sub.Tensor(sub_221, select_110);  sub_221 = select_110 = None
    _param_constant12_45 = self._param_constant12
    sub_261 = torch.ops.aten.sub.Tensor(sub_260, _param_constant12_45);  sub_260 = _param_constant12_45 = None
    sub_262 = torch.ops.aten.sub.Tensor(sub_261, maximum_74);  sub_261 = None
    exp_173 = torch.ops.aten.exp.default(sub_262);  sub_262 = None
    mul_551 = torch.ops.aten.mul.Tensor(mul_550, exp_173);  mul_550 = exp_173 = None
    mul_552 = torch.ops.aten.mul.Tensor(exp_172, add_441);  add_441 = None
    add_448 = torch.ops.aten.add.Tensor(mul_552, mul_551);  mul_552 = None
    mul_553 = torch.ops.aten.mul.Tensor(exp_172, sub_255);  exp_172 = sub_255 = None
    mul_554 = torch.ops.aten.mul.Tensor(mul_551, mul_475);  mul_551 = mul_475 = None
    sub_263 = torch.ops.aten.sub.Tensor(mul_553, mul_554);  mul_553 = mul_554 = None
    select_113 = torch.ops.aten.select.int(_unsafe_view, 1, 4)
    select_114 = torch.ops.aten.select.int(_unsafe_view_1, 1, 4)
    select_115 = torch.ops.aten.select.int(mul_384, 1, 4)
    mul_555 = torch.ops.aten.mul.Tensor(select_115, mul_457)
    exp_174 = torch.ops.aten.exp.default(sub_214)
    mul_556 = torch.ops.aten.mul.Tensor(mul_555, exp_174);  mul_555 = exp_174 = None
    add_449 = torch.ops.aten.add.Tensor(select_113, maximum_74)
    exp_175 = torch.ops.aten.exp.default(add_449);  add_449 = None
    sub_264 = torch.ops.aten.sub.Tensor(select_114, mul_458)
    mul_557 = torch.ops.aten.mul.Tensor(mul_556, sub_264);  sub_264 = None
    mul_558 = torch.ops.aten.mul.Tensor(add_448, select_114);  select_114 = None
    add_450 = torch.ops.aten.add.Tensor(mul_558, sub_263);  mul_558 = None
    mul_559 = torch.ops.aten.mul.Tensor(exp_175, add_450);  add_450 = None
    add_451 = torch.ops.aten.add.Tensor(mul_557, mul_559);  mul_557 = mul_559 = None
    mul_560 = torch.ops.aten.mul.Tensor(exp_175, add_448);  exp_175 = None
    add_452 = torch.ops.aten.add.Tensor(mul_556, mul_560);  mul_556 = mul_560 = None
    add_453 = torch.ops.aten.add.Tensor(neg, maximum_74)
    sub_265 = torch.ops.aten.sub.Tensor(sub_214, select_113)
    _param_constant12_46 = self._param_constant12
    sub_266 = torch.ops.aten.sub.Tensor(sub_265, _param_constant12_46);  sub_265 = _param_constant12_46 = None
    maximum_75 = torch.ops.aten.maximum.default(add_453, sub_266);  add_453 = sub_266 = None
    add_454 = torch.ops.aten.add.Tensor(neg, maximum_74);  maximum_74 = None
    sub_267 = torch.ops.aten.sub.Tensor(add_454, maximum_75);  add_454 = None
    exp_176 = torch.ops.aten.exp.default(sub_267);  sub_267 = None
    mul_561 = torch.ops.aten.mul.Tensor(select_115, mul_457);  select_115 = mul_457 = None
    sub_268 = torch.ops.aten.sub.Tensor(sub_214, select_113);  sub_214 = select_113 = None
    _param_constant12_47 = self._param_constant12
    sub_269 = torch.ops.aten.sub.Tensor(sub_268, _param_constant12_47);  sub_268 = _param_constant12_47 = None
    sub_270 = torch.ops.aten.sub.Tensor(sub_269, maximum_75);  sub_269 = None
    exp_177 = torch.ops.aten.exp.default(sub_270);  sub_270 = None
    mul_562 = torch.ops.aten.mul.Tensor(mul_561, exp_177);  mul_561 = exp_177 = None
    mul_563 = torch.ops.aten.mul.Tensor(exp_176, add_448);  add_448 = None
    add_455 = torch.ops.aten.add.Tensor(mul_563, mul_562);  mul_563 = None
    mul_564 = torch.ops.aten.mul.Tensor(exp_176, sub_263);  exp_176 = sub_263 = None
    mul_565 = torch.ops.aten.mul.Tensor(mul_562, mul_458);  mul_562 = mul_458 = None
    sub_271 = torch.ops.aten.sub.Tensor(mul_564, mul_565);  mul_564 = mul_565 = None
    select_116 = torch.ops.aten.select.int(_unsafe_view, 1, 3)
    select_117 = torch.ops.aten.select.int(_unsafe_view_1, 1, 3)
    select_118 = torch.ops.aten.select.int(mul_384, 1, 3)
    mul_566 = torch.ops.aten.mul.Tensor(select_118, mul_440)
    exp_178 = torch.ops.aten.exp.default(sub_207)
    mul_567 = torch.ops.aten.mul.Tensor(mul_566, exp_178);  mul_566 = exp_178 = None
    add_456 = torch.ops.aten.add.Tensor(select_116, maximum_75)
    exp_179 = torch.ops.aten.exp.default(add_456);  add_456 = None
    sub_272 = torch.ops.aten.sub.Tensor(select_117, mul_441)
    mul_568 = torch.ops.aten.mul.Tensor(mul_567, sub_272);  sub_272 = None
    mul_569 = torch.ops.aten.mul.Tensor(add_455, select_117);  select_117 = None
    add_457 = torch.ops.aten.add.Tensor(mul_569, sub_271);  mul_569 = None
    mul_570 = torch.ops.aten.mul.Tensor(exp_179, add_457);  add_457 = None
    add_458 = torch.ops.aten.add.Tensor(mul_568, mul_570);  mul_568 = mul_570 = None
    mul_571 = torch.ops.aten.mul.Tensor(exp_179, add_455);  exp_179 = None
    add_459 = torch.ops.aten.add.Tensor(mul_567, mul_571);  mul_567 = mul_571 = None
    add_460 = torch.ops.aten.add.Tensor(neg, maximum_75)
    sub_273 = torch.ops.aten.sub.Tensor(sub_207, select_116)
    _param_constant12_48 = self._param_constant12
    sub_274 = torch.ops.aten.sub.Tensor(sub_273, _param_constant12_48);  sub_273 = _param_constant12_48 = None
    maximum_76 = torch.ops.aten.maximum.default(add_460, sub_274);  add_460 = sub_274 = None
    add_461 = torch.ops.aten.add.Tensor(neg, maximum_75);  maximum_75 = None
    sub_275 = torch.ops.aten.sub.Tensor(add_461, maximum_76);  add_461 = None
    exp_180 = torch.ops.aten.exp.default(sub_275);  sub_275 = None
    mul_572 = torch.ops.aten.mul.Tensor(select_118, mul_440);  select_118 = mul_440 = None
    sub_276 = torch.ops.aten.sub.Tensor(sub_207, select_116);  sub_207 = select_116 = None
    _param_constant12_49 = self._param_constant12
    sub_277 = torch.ops.aten.sub.Tensor(sub_276, _param_constant12_49);  sub_276 = _param_constant12_49 = None
    sub_278 = torch.ops.aten.sub.Tensor(sub_277, maximum_76);  sub_277 = None
    exp_181 = torch.ops.aten.exp.default(sub_278);  sub_278 = None
    mul_573 = torch.ops.aten.mul.Tensor(mul_572, exp_181);  mul_572 = exp_181 = None
    mul_574 = torch.ops.aten.mul.Tensor(exp_180, add_455);  add_455 = None
    add_462 = torch.ops.aten.add.Tensor(mul_574, mul_573);  mul_574 = None
    mul_575 = torch.ops.aten.mul.Tensor(exp_180, sub_271);  exp_180 = sub_271 = None
    mul_576 = torch.ops.aten.mul.Tensor(mul_573, mul_441);  mul_573 = mul_441 = None
    sub_279 = torch.ops.aten.sub.Tensor(mul_575, mul_576);  mul_575 = mul_576 = None
    select_119 = torch.ops.aten.select.int(_unsafe_view, 1, 2)
    select_120 = torch.ops.aten.select.int(_unsafe_view_1, 1, 2)
    select_121 = torch.ops.aten.select.int(mul_384, 1, 2)
    mul_577 = torch.ops.aten.mul.Tensor(select_121, mul_423)
    exp_182 = torch.ops.aten.exp.default(sub_200)
    mul_578 = torch.ops.aten.mul.Tensor(mul_577, exp_182);  mul_577 = exp_182 = None
    add_463 = torch.ops.aten.add.Tensor(select_119, maximum_76)
    exp_183 = torch.ops.aten.exp.default(add_463);  add_463 = None
    sub_280 = torch.ops.aten.sub.Tensor(select_120, mul_424)
    mul_579 = torch.ops.aten.mul.Tensor(mul_578, sub_280);  sub_280 = None
    mul_580 = torch.ops.aten.mul.Tensor(add_462, select_120);  select_120 = None
    add_464 = torch.ops.aten.add.Tensor(mul_580, sub_279);  mul_580 = None
    mul_581 = torch.ops.aten.mul.Tensor(exp_183, add_464);  add_464 = None
    add_465 = torch.ops.aten.add.Tensor(mul_579, mul_581);  mul_579 = mul_581 = None
    mul_582 = torch.ops.aten.mul.Tensor(exp_183, add_462);  exp_183 = None
    add_466 = torch.ops.aten.add.Tensor(mul_578, mul_582);  mul_578 = mul_582 = None
    add_467 = torch.ops.aten.add.Tensor(neg, maximum_76)
    sub_281 = torch.ops.aten.sub.Tensor(sub_200, select_119)
    _param_constant12_50 = self._param_constant12
    sub_282 = torch.ops.aten.sub.Tensor(sub_281, _param_constant12_50);  sub_281 = _param_constant12_50 = None
    maximum_77 = torch.ops.aten.maximum.default(add_467, sub_282);  add_467 = sub_282 = None
    add_468 = torch.ops.aten.add.Tensor(neg, maximum_76);  maximum_76 = None
    sub_283 = torch.ops.aten.sub.Tensor(add_468, maximum_77);  add_468 = None
    exp_184 = torch.ops.aten.exp.default(sub_283);  sub_283 = None
    mul_583 = torch.ops.aten.mul.Tensor(select_121, mul_423);  select_121 = mul_423 = None
    sub_284 = torch.ops.aten.sub.Tensor(sub_200, select_119);  sub_200 = select_119 = None
    _param_constant12_51 = self._param_constant12
    sub_285 = torch.ops.aten.sub.Tensor(sub_284, _param_constant12_51);  sub_284 = _param_constant12_51 = None
    sub_286 = torch.ops.aten.sub.Tensor(sub_285, maximum_77);  sub_285 = None
    exp_185 = torch.ops.aten.exp.default(sub_286);  sub_286 = None
    mul_584 = torch.ops.aten.mul.Tensor(mul_583, exp_185);  mul_583 = exp_185 = None
    mul_585 = torch.ops.aten.mul.Tensor(exp_184, add_462);  add_462 = None
    add_469 = torch.ops.aten.add.Tensor(mul_585, mul_584);  mul_585 = None
    mul_586 = torch.ops.aten.mul.Tensor(exp_184, sub_279);  exp_184 = sub_279 = None
    mul_587 = torch.ops.aten.mul.Tensor(mul_584, mul_424);  mul_584 = mul_424 = None
    sub_287 = torch.ops.aten.sub.Tensor(mul_586, mul_587);  mul_586 = mul_587 = None
    select_122 = torch.ops.aten.select.int(_unsafe_view, 1, 1)
    select_123 = torch.ops.aten.select.int(_unsafe_view_1, 1, 1)
    select_124 = torch.ops.aten.select.int(mul_384, 1, 1)
    mul_588 = torch.ops.aten.mul.Tensor(select_124, mul_406)
    exp_186 = torch.ops.aten.exp.default(sub_193)
    mul_589 = torch.ops.aten.mul.Tensor(mul_588, exp_186);  mul_588 = exp_186 = None
    add_470 = torch.ops.aten.add.Tensor(select_122, maximum_77)
    exp_187 = torch.ops.aten.exp.default(add_470);  add_470 = None
    sub_288 = torch.ops.aten.sub.Tensor(select_123, mul_407)
    mul_590 = torch.ops.aten.mul.Tensor(mul_589, sub_288);  sub_288 = None
    mul_591 = torch.ops.aten.mul.Tensor(add_469, select_123);  select_123 = None
    add_471 = torch.ops.aten.add.Tensor(mul_591, sub_287);  mul_591 = None
    mul_592 = torch.ops.aten.mul.Tensor(exp_187, add_471);  add_471 = None
    add_472 = torch.ops.aten.add.Tensor(mul_590, mul_592);  mul_590 = mul_592 = None
    mul_593 = torch.ops.aten.mul.Tensor(exp_187, add_469);  exp_187 = None
    add_473 = torch.ops.aten.add.Tensor(mul_589, mul_593);  mul_589 = mul_593 = None
    add_474 = torch.ops.aten.add.Tensor(neg, maximum_77)
    sub_289 = torch.ops.aten.sub.Tensor(sub_193, select_122)
    _param_constant12_52 = self._param_constant12
    sub_290 = torch.ops.aten.sub.Tensor(sub_289, _param_constant12_52);  sub_289 = _param_constant12_52 = None
    maximum_78 = torch.ops.aten.maximum.default(add_474, sub_290);  add_474 = sub_290 = None
    add_475 = torch.ops.aten.add.Tensor(neg, maximum_77);  maximum_77 = None
    sub_291 = torch.ops.aten.sub.Tensor(add_475, maximum_78);  add_475 = None
    exp_188 = torch.ops.aten.exp.default(sub_291);  sub_291 = None
    mul_594 = torch.ops.aten.mul.Tensor(select_124, mul_406);  select_124 = mul_406 = None
    sub_292 = torch.ops.aten.sub.Tensor(sub_193, select_122);  sub_193 = select_122 = None
    _param_constant12_53 = self._param_constant12
    sub_293 = torch.ops.aten.sub.Tensor(sub_292, _param_constant12_53);  sub_292 = _param_constant12_53 = None
    sub_294 = torch.ops.aten.sub.Tensor(sub_293, maximum_78);  sub_293 = None
    exp_189 = torch.ops.aten.exp.default(sub_294);  sub_294 = None
    mul_595 = torch.ops.aten.mul.Tensor(mul_594, exp_189);  mul_594 = exp_189 = None
    mul_596 = torch.ops.aten.mul.Tensor(exp_188, add_469);  add_469 = None
    add_476 = torch.ops.aten.add.Tensor(mul_596, mul_595);  mul_596 = None
    mul_597 = torch.ops.aten.mul.Tensor(exp_188, sub_287);  exp_188 = sub_287 = None
    mul_598 = torch.ops.aten.mul.Tensor(mul_595, mul_407);  mul_595 = mul_407 = None
    sub_295 = torch.ops.aten.sub.Tensor(mul_597, mul_598);  mul_597 = mul_598 = None
    select_125 = torch.ops.aten.select.int(_unsafe_view, 1, 0);  _unsafe_view = None
    select_126 = torch.ops.aten.select.int(_unsafe_view_1, 1, 0);  _unsafe_view_1 = None
    select_127 = torch.ops.aten.select.int(mul_384, 1, 0);  mul_384 = None
    mul_599 = torch.ops.aten.mul.Tensor(select_127, mul_389)
    exp_190 = torch.ops.aten.exp.default(sub_186)
    mul_600 = torch.ops.aten.mul.Tensor(mul_599, exp_190);  mul_599 = exp_190 = None
    add_477 = torch.ops.aten.add.Tensor(select_125, maximum_78)
    exp_191 = torch.ops.aten.exp.default(add_477);  add_477 = None
    sub_296 = torch.ops.aten.sub.Tensor(select_126, mul_390)
    mul_601 = torch.ops.aten.mul.Tensor(mul_600, sub_296);  sub_296 = None
    mul_602 = torch.ops.aten.mul.Tensor(add_476, select_126);  select_126 = None
    add_478 = torch.ops.aten.add.Tensor(mul_602, sub_295);  mul_602 = None
    mul_603 = torch.ops.aten.mul.Tensor(exp_191, add_478);  add_478 = None
    add_479 = torch.ops.aten.add.Tensor(mul_601, mul_603);  mul_601 = mul_603 = None
    mul_604 = torch.ops.aten.mul.Tensor(exp_191, add_476);  exp_191 = None
    add_480 = torch.ops.aten.add.Tensor(mul_600, mul_604);  mul_600 = mul_604 = None
    add_481 = torch.ops.aten.add.Tensor(neg, maximum_78)
    sub_297 = torch.ops.aten.sub.Tensor(sub_186, select_125)
    _param_constant12_54 = self._param_constant12
    sub_298 = torch.ops.aten.sub.Tensor(sub_297, _param_constant12_54);  sub_297 = _param_constant12_54 = None
    maximum_79 = torch.ops.aten.maximum.default(add_481, sub_298);  add_481 = sub_298 = None
    add_482 = torch.ops.aten.add.Tensor(neg, maximum_78);  maximum_78 = None
    sub_299 = torch.ops.aten.sub.Tensor(add_482, maximum_79);  add_482 = None
    exp_192 = torch.ops.aten.exp.default(sub_299);  sub_299 = None
    mul_605 = torch.ops.aten.mul.Tensor(select_127, mul_389);  select_127 = mul_389 = None
    sub_300 = torch.ops.aten.sub.Tensor(sub_186, select_125);  sub_186 = select_125 = None
    _param_constant12_55 = self._param_constant12
    sub_301 = torch.ops.aten.sub.Tensor(sub_300, _param_constant12_55);  sub_300 = _param_constant12_55 = None
    sub_302 = torch.ops.aten.sub.Tensor(sub_301, maximum_79);  sub_301 = maximum_79 = None
    exp_193 = torch.ops.aten.exp.default(sub_302);  sub_302 = None
    mul_606 = torch.ops.aten.mul.Tensor(mul_605, exp_193);  mul_605 = exp_193 = None
    mul_607 = torch.ops.aten.mul.Tensor(exp_192, add_476);  add_476 = None
    add_483 = torch.ops.aten.add.Tensor(mul_607, mul_606);  mul_607 = add_483 = None
    mul_608 = torch.ops.aten.mul.Tensor(exp_192, sub_295);  exp_192 = sub_295 = None
    mul_609 = torch.ops.aten.mul.Tensor(mul_606, mul_390);  mul_606 = mul_390 = None
    sub_303 = torch.ops.aten.sub.Tensor(mul_608, mul_609);  mul_608 = mul_609 = sub_303 = None
    mul_610 = torch.ops.aten.mul.Tensor(add_420, neg);  add_420 = neg = None
    stack_4 = torch.ops.aten.stack.default([add_479, add_472, add_465, add_458, add_451, add_444, add_437, add_430], 1);  add_479 = add_472 = add_465 = add_458 = add_451 = add_444 = add_437 = add_430 = None
    stack_5 = torch.ops.aten.stack.default([add_480, add_473, add_466, add_459, add_452, add_445, add_438, add_431], 1);  add_480 = add_473 = add_466 = add_459 = add_452 = add_445 = add_438 = add_431 = None
    sum_17 = torch.ops.aten.sum.dim_IntList(mul_610, [0]);  mul_610 = None
    sum_18 = torch.ops.aten.sum.dim_IntList(add_421, [0]);  add_421 = None
    detach_13 = torch.ops.aten.detach.default(detach);  detach = None
    sigmoid_backward_3 = torch.ops.aten.sigmoid_backward.default(mul_385, detach_13);  mul_385 = detach_13 = None
    view_43 = torch.ops.aten.view.default(sigmoid_backward_3, [16, 16]);  sigmoid_backward_3 = None
    t_63 = torch.ops.aten.t.default(view_43)
    mm_39 = torch.ops.aten.mm.default(t_63, view_2);  t_63 = view_2 = None
    t_64 = torch.ops.aten.t.default(mm_39);  mm_39 = None
    t_65 = torch.ops.aten.t.default(t_2);  t_2 = None
    mm_40 = torch.ops.aten.mm.default(view_43, t_65);  view_43 = t_65 = None
    view_44 = torch.ops.aten.view.default(mm_40, [2, 8, 16]);  mm_40 = None
    t_66 = torch.ops.aten.t.default(t_64);  t_64 = None
    view_45 = torch.ops.aten.view.default(stack_5, [16, 16]);  stack_5 = None
    t_67 = torch.ops.aten.t.default(view_45)
    mm_41 = torch.ops.aten.mm.default(t_67, view_1);  t_67 = view_1 = None
    t_68 = torch.ops.aten.t.default(mm_41);  mm_41 = None
    t_69 = torch.ops.aten.t.default(t_1);  t_1 = None
    mm_42 = torch.ops.aten.mm.default(view_45, t_69);  view_45 = t_69 = None
    view_46 = torch.ops.aten.view.default(mm_42, [2, 8, 16]);  mm_42 = None
    t_70 = torch.ops.aten.t.default(t_68);  t_68 = None
    view_47 = torch.ops.aten.view.default(stack_4, [16, 16]);  stack_4 = None
    t_71 = torch.ops.aten.t.default(view_47)
    mm_43 = torch.ops.aten.mm.default(t_71, view);  t_71 = view = None
    t_72 = torch.ops.aten.t.default(mm_43);  mm_43 = None
    t_73 = torch.ops.aten.t.default(t);  t = None
    mm_44 = torch.ops.aten.mm.default(view_47, t_73);  view_47 = t_73 = None
    view_48 = torch.ops.aten.view.default(mm_44, [2, 8, 16]);  mm_44 = None
    t_74 = torch.ops.aten.t.default(t_72);  t_72 = None
    mul_611 = torch.ops.aten.mul.Tensor(view_44, constant_pad_nd)
    mul_612 = torch.ops.aten.mul.Tensor(view_44, rsub_2);  rsub_2 = None
    sum_19 = torch.ops.aten.sum.dim_IntList(mul_611, [0, 1], True);  mul_611 = None
    neg_9 = torch.ops.aten.neg.default(sum_19);  sum_19 = None
    mul_613 = torch.ops.aten.mul.Tensor(view_44, getitem_3)
    _param_constant7_2 = self._param_constant7
    mul_614 = torch.ops.aten.mul.Tensor(view_44, _param_constant7_2);  view_44 = _param_constant7_2 = None
    sum_20 = torch.ops.aten.sum.dim_IntList(mul_613, [0, 1], True);  mul_613 = None
    add_484 = torch.ops.aten.add.Tensor(neg_9, sum_20);  neg_9 = sum_20 = None
    mul_615 = torch.ops.aten.mul.Tensor(view_46, constant_pad_nd)
    mul_616 = torch.ops.aten.mul.Tensor(view_46, rsub_1);  rsub_1 = None
    sum_21 = torch.ops.aten.sum.dim_IntList(mul_615, [0, 1], True);  mul_615 = None
    add_485 = torch.ops.aten.add.Tensor(mul_612, mul_616);  mul_612 = mul_616 = None
    neg_10 = torch.ops.aten.neg.default(sum_21);  sum_21 = None
    mul_617 = torch.ops.aten.mul.Tensor(view_46, getitem_3)
    _param_constant6_2 = self._param_constant6
    mul_618 = torch.ops.aten.mul.Tensor(view_46, _param_constant6_2);  view_46 = _param_constant6_2 = None
    sum_22 = torch.ops.aten.sum.dim_IntList(mul_617, [0, 1], True);  mul_617 = None
    add_486 = torch.ops.aten.add.Tensor(mul_614, mul_618);  mul_614 = mul_618 = None
    add_487 = torch.ops.aten.add.Tensor(neg_10, sum_22);  neg_10 = sum_22 = None
    mul_619 = torch.ops.aten.mul.Tensor(view_48, constant_pad_nd);  constant_pad_nd = None
    mul_620 = torch.ops.aten.mul.Tensor(view_48, rsub);  rsub = None
    sum_23 = torch.ops.aten.sum.dim_IntList(mul_619, [0, 1], True);  mul_619 = None
    add_488 = torch.ops.aten.add.Tensor(add_485, mul_620);  add_485 = mul_620 = None
    neg_11 = torch.ops.aten.neg.default(sum_23);  sum_23 = None
    mul_621 = torch.ops.aten.mul.Tensor(view_48, getitem_3);  getitem_3 = None
    _param_constant5_2 = self._param_constant5
    mul_622 = torch.ops.aten.mul.Tensor(view_48, _param_constant5_2);  view_48 = _param_constant5_2 = None
    sum_24 = torch.ops.aten.sum.dim_IntList(mul_621, [0, 1], True);  mul_621 = None
    add_489 = torch.ops.aten.add.Tensor(add_486, mul_622);  add_486 = mul_622 = None
    add_490 = torch.ops.aten.add.Tensor(neg_11, sum_24);  neg_11 = sum_24 = None
    constant_pad_nd_7 = torch.ops.aten.constant_pad_nd.default(add_488, [0, 0, -1, 1]);  add_488 = None
    add_491 = torch.ops.aten.add.Tensor(add_489, constant_pad_nd_7);  add_489 = constant_pad_nd_7 = None
    _param_constant3_1 = self._param_constant3
    _param_constant4_1 = self._param_constant4
    native_layer_norm_backward_4 = torch.ops.aten.native_layer_norm_backward.default(add_491, getitem, [16], getitem_4, getitem_5, _param_constant3_1, _param_constant4_1, [True, True, True]);  add_491 = getitem = getitem_4 = getitem_5 = _param_constant3_1 = _param_constant4_1 = None
    getitem_34 = native_layer_norm_backward_4[0]
    getitem_35 = native_layer_norm_backward_4[1]
    getitem_36 = native_layer_norm_backward_4[2];  native_layer_norm_backward_4 = None
    add_492 = torch.ops.aten.add.Tensor(add_323, getitem_34);  add_323 = getitem_34 = None
    _param_constant1_1 = self._param_constant1
    _param_constant2_1 = self._param_constant2
    native_layer_norm_backward_5 = torch.ops.aten.native_layer_norm_backward.default(add_492, embedding, [16], getitem_1, getitem_2, _param_constant1_1, _param_constant2_1, [True, True, True]);  add_492 = embedding = getitem_1 = getitem_2 = _param_constant1_1 = _param_constant2_1 = None
    getitem_37 = native_layer_norm_backward_5[0]
    getitem_38 = native_layer_norm_backward_5[1]
    getitem_39 = native_layer_norm_backward_5[2];  native_layer_norm_backward_5 = None
    embedding_dense_backward = torch.ops.aten.embedding_dense_backward.default(getitem_37, idx_1, 32, -1, False);  getitem_37 = idx_1 = None
    return (view_17, embedding_dense_backward, getitem_35, getitem_36, getitem_32, getitem_33, getitem_38, getitem_39, sum_17, sum_18, add_490, add_487, add_484, t_74, t_70, t_66, t_62, add_321, add_318, t_58, t_50, t_54, getitem_29, getitem_30, getitem_26, getitem_27, sum_5, sum_6, add_315, add_312, add_309, t_46, t_42, t_38, t_34, add_146, add_143, t_30, t_22, t_26, getitem_23, getitem_24, t_18)
    