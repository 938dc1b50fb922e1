


def forward(self, idx_1, targets_1):
    _param_constant0 = self._param_constant0
    embedding = torch.ops.aten.embedding.default(_param_constant0, idx_1);  _param_constant0 = idx_1 = None
    _param_constant1 = self._param_constant1
    _param_constant2 = self._param_constant2
    native_layer_norm = torch.ops.aten.native_layer_norm.default(embedding, [16], _param_constant1, _param_constant2, 1e-05);  embedding = _param_constant1 = _param_constant2 = None
    getitem = native_layer_norm[0]
    getitem_1 = native_layer_norm[1];  getitem_1 = None
    getitem_2 = native_layer_norm[2];  native_layer_norm = getitem_2 = None
    _param_constant3 = self._param_constant3
    _param_constant4 = self._param_constant4
    native_layer_norm_1 = torch.ops.aten.native_layer_norm.default(getitem, [16], _param_constant3, _param_constant4, 1e-05);  _param_constant3 = _param_constant4 = None
    getitem_3 = native_layer_norm_1[0]
    getitem_4 = native_layer_norm_1[1];  getitem_4 = None
    getitem_5 = native_layer_norm_1[2];  native_layer_norm_1 = getitem_5 = None
    constant_pad_nd = torch.ops.aten.constant_pad_nd.default(getitem_3, [0, 0, 1, -1], 0.0)
    _param_constant5 = self._param_constant5
    mul = torch.ops.aten.mul.Tensor(getitem_3, _param_constant5);  _param_constant5 = None
    _param_constant5_1 = self._param_constant5
    rsub = torch.ops.aten.rsub.Scalar(_param_constant5_1, 1);  _param_constant5_1 = None
    mul_1 = torch.ops.aten.mul.Tensor(constant_pad_nd, rsub);  rsub = None
    add = torch.ops.aten.add.Tensor(mul, mul_1);  mul = mul_1 = None
    _param_constant6 = self._param_constant6
    mul_2 = torch.ops.aten.mul.Tensor(getitem_3, _param_constant6);  _param_constant6 = None
    _param_constant6_1 = self._param_constant6
    rsub_1 = torch.ops.aten.rsub.Scalar(_param_constant6_1, 1);  _param_constant6_1 = None
    mul_3 = torch.ops.aten.mul.Tensor(constant_pad_nd, rsub_1);  rsub_1 = None
    add_1 = torch.ops.aten.add.Tensor(mul_2, mul_3);  mul_2 = mul_3 = None
    _param_constant7 = self._param_constant7
    mul_4 = torch.ops.aten.mul.Tensor(getitem_3, _param_constant7);  getitem_3 = _param_constant7 = None
    _param_constant7_1 = self._param_constant7
    rsub_2 = torch.ops.aten.rsub.Scalar(_param_constant7_1, 1);  _param_constant7_1 = None
    mul_5 = torch.ops.aten.mul.Tensor(constant_pad_nd, rsub_2);  constant_pad_nd = rsub_2 = None
    add_2 = torch.ops.aten.add.Tensor(mul_4, mul_5);  mul_4 = mul_5 = None
    _param_constant8 = self._param_constant8
    t = torch.ops.aten.t.default(_param_constant8);  _param_constant8 = None
    view = torch.ops.aten.view.default(add, [16, 16]);  add = None
    mm = torch.ops.aten.mm.default(view, t);  view = t = None
    _unsafe_view = torch.ops.aten._unsafe_view.default(mm, [2, 8, 16]);  mm = None
    _param_constant9 = self._param_constant9
    t_1 = torch.ops.aten.t.default(_param_constant9);  _param_constant9 = None
    view_1 = torch.ops.aten.view.default(add_1, [16, 16]);  add_1 = None
    mm_1 = torch.ops.aten.mm.default(view_1, t_1);  view_1 = t_1 = None
    _unsafe_view_1 = torch.ops.aten._unsafe_view.default(mm_1, [2, 8, 16]);  mm_1 = None
    _param_constant10 = self._param_constant10
    t_2 = torch.ops.aten.t.default(_param_constant10);  _param_constant10 = None
    view_2 = torch.ops.aten.view.default(add_2, [16, 16]);  add_2 = None
    mm_2 = torch.ops.aten.mm.default(view_2, t_2);  view_2 = t_2 = None
    _unsafe_view_2 = torch.ops.aten._unsafe_view.default(mm_2, [2, 8, 16]);  mm_2 = None
    sigmoid = torch.ops.aten.sigmoid.default(_unsafe_view_2);  _unsafe_view_2 = None
    detach = torch.ops.aten.detach.default(sigmoid);  detach = None
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
    select_14 = torch.ops.aten.select.int(_unsafe_view, 1, 7);  _unsafe_view = None
    select_15 = torch.ops.aten.select.int(_unsafe_view_1, 1, 7);  _unsafe_view_1 = None
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
    add_64 = torch.ops.aten.add.Tensor(neg, maximum_13);  neg = maximum_13 = None
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
    mul_54 = torch.ops.aten.mul.Tensor(sigmoid, stack);  sigmoid = stack = None
    _param_constant13 = self._param_constant13
    t_3 = torch.ops.aten.t.default(_param_constant13);  _param_constant13 = None
    view_3 = torch.ops.aten.view.default(mul_54, [16, 16]);  mul_54 = None
    mm_3 = torch.ops.aten.mm.default(view_3, t_3);  view_3 = t_3 = None
    _unsafe_view_3 = torch.ops.aten._unsafe_view.default(mm_3, [2, 8, 16]);  mm_3 = None
    add_67 = torch.ops.aten.add.Tensor(getitem, _unsafe_view_3);  getitem = _unsafe_view_3 = None
    _param_constant14 = self._param_constant14
    _param_constant15 = self._param_constant15
    native_layer_norm_2 = torch.ops.aten.native_layer_norm.default(add_67, [16], _param_constant14, _param_constant15, 1e-05);  _param_constant14 = _param_constant15 = None
    getitem_6 = native_layer_norm_2[0]
    getitem_7 = native_layer_norm_2[1];  getitem_7 = None
    getitem_8 = native_layer_norm_2[2];  native_layer_norm_2 = getitem_8 = None
    constant_pad_nd_1 = torch.ops.aten.constant_pad_nd.default(getitem_6, [0, 0, 1, -1], 0.0)
    _param_constant16 = self._param_constant16
    mul_55 = torch.ops.aten.mul.Tensor(getitem_6, _param_constant16);  _param_constant16 = None
    _param_constant16_1 = self._param_constant16
    rsub_3 = torch.ops.aten.rsub.Scalar(_param_constant16_1, 1);  _param_constant16_1 = None
    mul_56 = torch.ops.aten.mul.Tensor(constant_pad_nd_1, rsub_3);  rsub_3 = None
    add_68 = torch.ops.aten.add.Tensor(mul_55, mul_56);  mul_55 = mul_56 = None
    _param_constant17 = self._param_constant17
    mul_57 = torch.ops.aten.mul.Tensor(getitem_6, _param_constant17);  getitem_6 = _param_constant17 = None
    _param_constant17_1 = self._param_constant17
    rsub_4 = torch.ops.aten.rsub.Scalar(_param_constant17_1, 1);  _param_constant17_1 = None
    mul_58 = torch.ops.aten.mul.Tensor(constant_pad_nd_1, rsub_4);  constant_pad_nd_1 = rsub_4 = None
    add_69 = torch.ops.aten.add.Tensor(mul_57, mul_58);  mul_57 = mul_58 = None
    _param_constant18 = self._param_constant18
    t_4 = torch.ops.aten.t.default(_param_constant18);  _param_constant18 = None
    view_4 = torch.ops.aten.view.default(add_68, [16, 16]);  add_68 = None
    mm_4 = torch.ops.aten.mm.default(view_4, t_4);  view_4 = t_4 = None
    _unsafe_view_4 = torch.ops.aten._unsafe_view.default(mm_4, [2, 8, 64]);  mm_4 = None
    relu = torch.ops.aten.relu.default(_unsafe_view_4);  _unsafe_view_4 = None
    detach_1 = torch.ops.aten.detach.default(relu);  detach_1 = None
    pow_1 = torch.ops.aten.pow.Tensor_Scalar(relu, 2);  relu = None
    _param_constant19 = self._param_constant19
    t_5 = torch.ops.aten.t.default(_param_constant19);  _param_constant19 = None
    view_5 = torch.ops.aten.view.default(pow_1, [16, 64]);  pow_1 = None
    mm_5 = torch.ops.aten.mm.default(view_5, t_5);  view_5 = t_5 = None
    _unsafe_view_5 = torch.ops.aten._unsafe_view.default(mm_5, [2, 8, 16]);  mm_5 = None
    _param_constant20 = self._param_constant20
    t_6 = torch.ops.aten.t.default(_param_constant20);  _param_constant20 = None
    view_6 = torch.ops.aten.view.default(add_69, [16, 16]);  add_69 = None
    mm_6 = torch.ops.aten.mm.default(view_6, t_6);  view_6 = t_6 = None
    _unsafe_view_6 = torch.ops.aten._unsafe_view.default(mm_6, [2, 8, 16]);  mm_6 = None
    sigmoid_1 = torch.ops.aten.sigmoid.default(_unsafe_view_6);  _unsafe_view_6 = None
    detach_2 = torch.ops.aten.detach.default(sigmoid_1);  detach_2 = None
    mul_59 = torch.ops.aten.mul.Tensor(sigmoid_1, _unsafe_view_5);  sigmoid_1 = _unsafe_view_5 = None
    add_70 = torch.ops.aten.add.Tensor(add_67, mul_59);  add_67 = mul_59 = None
    _param_constant21 = self._param_constant21
    _param_constant22 = self._param_constant22
    native_layer_norm_3 = torch.ops.aten.native_layer_norm.default(add_70, [16], _param_constant21, _param_constant22, 1e-05);  _param_constant21 = _param_constant22 = None
    getitem_9 = native_layer_norm_3[0]
    getitem_10 = native_layer_norm_3[1];  getitem_10 = None
    getitem_11 = native_layer_norm_3[2];  native_layer_norm_3 = getitem_11 = None
    constant_pad_nd_2 = torch.ops.aten.constant_pad_nd.default(getitem_9, [0, 0, 1, -1], 0.0)
    _param_constant23 = self._param_constant23
    mul_60 = torch.ops.aten.mul.Tensor(getitem_9, _param_constant23);  _param_constant23 = None
    _param_constant23_1 = self._param_constant23
    rsub_5 = torch.ops.aten.rsub.Scalar(_param_constant23_1, 1);  _param_constant23_1 = None
    mul_61 = torch.ops.aten.mul.Tensor(constant_pad_nd_2, rsub_5);  rsub_5 = None
    add_71 = torch.ops.aten.add.Tensor(mul_60, mul_61);  mul_60 = mul_61 = None
    _param_constant24 = self._param_constant24
    mul_62 = torch.ops.aten.mul.Tensor(getitem_9, _param_constant24);  _param_constant24 = None
    _param_constant24_1 = self._param_constant24
    rsub_6 = torch.ops.aten.rsub.Scalar(_param_constant24_1, 1);  _param_constant24_1 = None
    mul_63 = torch.ops.aten.mul.Tensor(constant_pad_nd_2, rsub_6);  rsub_6 = None
    add_72 = torch.ops.aten.add.Tensor(mul_62, mul_63);  mul_62 = mul_63 = None
    _param_constant25 = self._param_constant25
    mul_64 = torch.ops.aten.mul.Tensor(getitem_9, _param_constant25);  getitem_9 = _param_constant25 = None
    _param_constant25_1 = self._param_constant25
    rsub_7 = torch.ops.aten.rsub.Scalar(_param_constant25_1, 1);  _param_constant25_1 = None
    mul_65 = torch.ops.aten.mul.Tensor(constant_pad_nd_2, rsub_7);  constant_pad_nd_2 = rsub_7 = None
    add_73 = torch.ops.aten.add.Tensor(mul_64, mul_65);  mul_64 = mul_65 = None
    _param_constant26 = self._param_constant26
    t_7 = torch.ops.aten.t.default(_param_constant26);  _param_constant26 = None
    view_7 = torch.ops.aten.view.default(add_71, [16, 16]);  add_71 = None
    mm_7 = torch.ops.aten.mm.default(view_7, t_7);  view_7 = t_7 = None
    _unsafe_view_7 = torch.ops.aten._unsafe_view.default(mm_7, [2, 8, 16]);  mm_7 = None
    _param_constant27 = self._param_constant27
    t_8 = torch.ops.aten.t.default(_param_constant27);  _param_constant27 = None
    view_8 = torch.ops.aten.view.default(add_72, [16, 16]);  add_72 = None
    mm_8 = torch.ops.aten.mm.default(view_8, t_8);  view_8 = t_8 = None
    _unsafe_view_8 = torch.ops.aten._unsafe_view.default(mm_8, [2, 8, 16]);  mm_8 = None
    _param_constant28 = self._param_constant28
    t_9 = torch.ops.aten.t.default(_param_constant28);  _param_constant28 = None
    view_9 = torch.ops.aten.view.default(add_73, [16, 16]);  add_73 = None
    mm_9 = torch.ops.aten.mm.default(view_9, t_9);  view_9 = t_9 = None
    _unsafe_view_9 = torch.ops.aten._unsafe_view.default(mm_9, [2, 8, 16]);  mm_9 = None
    sigmoid_2 = torch.ops.aten.sigmoid.default(_unsafe_view_9);  _unsafe_view_9 = None
    detach_3 = torch.ops.aten.detach.default(sigmoid_2);  detach_3 = None
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
    select_30 = torch.ops.aten.select.int(_unsafe_view_7, 1, 7);  _unsafe_view_7 = None
    select_31 = torch.ops.aten.select.int(_unsafe_view_8, 1, 7);  _unsafe_view_8 = None
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
    add_135 = torch.ops.aten.add.Tensor(neg_1, maximum_29);  neg_1 = maximum_29 = None
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
    mul_114 = torch.ops.aten.mul.Tensor(sigmoid_2, stack_1);  sigmoid_2 = stack_1 = None
    _param_constant31 = self._param_constant31
    t_10 = torch.ops.aten.t.default(_param_constant31);  _param_constant31 = None
    view_10 = torch.ops.aten.view.default(mul_114, [16, 16]);  mul_114 = None
    mm_10 = torch.ops.aten.mm.default(view_10, t_10);  view_10 = t_10 = None
    _unsafe_view_10 = torch.ops.aten._unsafe_view.default(mm_10, [2, 8, 16]);  mm_10 = None
    add_138 = torch.ops.aten.add.Tensor(add_70, _unsafe_view_10);  add_70 = _unsafe_view_10 = None
    _param_constant32 = self._param_constant32
    _param_constant33 = self._param_constant33
    native_layer_norm_4 = torch.ops.aten.native_layer_norm.default(add_138, [16], _param_constant32, _param_constant33, 1e-05);  _param_constant32 = _param_constant33 = None
    getitem_12 = native_layer_norm_4[0]
    getitem_13 = native_layer_norm_4[1];  getitem_13 = None
    getitem_14 = native_layer_norm_4[2];  native_layer_norm_4 = getitem_14 = None
    constant_pad_nd_3 = torch.ops.aten.constant_pad_nd.default(getitem_12, [0, 0, 1, -1], 0.0)
    _param_constant34 = self._param_constant34
    mul_115 = torch.ops.aten.mul.Tensor(getitem_12, _param_constant34);  _param_constant34 = None
    _param_constant34_1 = self._param_constant34
    rsub_8 = torch.ops.aten.rsub.Scalar(_param_constant34_1, 1);  _param_constant34_1 = None
    mul_116 = torch.ops.aten.mul.Tensor(constant_pad_nd_3, rsub_8);  rsub_8 = None
    add_139 = torch.ops.aten.add.Tensor(mul_115, mul_116);  mul_115 = mul_116 = None
    _param_constant35 = self._param_constant35
    mul_117 = torch.ops.aten.mul.Tensor(getitem_12, _param_constant35);  getitem_12 = _param_constant35 = None
    _param_constant35_1 = self._param_constant35
    rsub_9 = torch.ops.aten.rsub.Scalar(_param_constant35_1, 1);  _param_constant35_1 = None
    mul_118 = torch.ops.aten.mul.Tensor(constant_pad_nd_3, rsub_9);  constant_pad_nd_3 = rsub_9 = None
    add_140 = torch.ops.aten.add.Tensor(mul_117, mul_118);  mul_117 = mul_118 = None
    _param_constant36 = self._param_constant36
    t_11 = torch.ops.aten.t.default(_param_constant36);  _param_constant36 = None
    view_11 = torch.ops.aten.view.default(add_139, [16, 16]);  add_139 = None
    mm_11 = torch.ops.aten.mm.default(view_11, t_11);  view_11 = t_11 = None
    _unsafe_view_11 = torch.ops.aten._unsafe_view.default(mm_11, [2, 8, 64]);  mm_11 = None
    relu_1 = torch.ops.aten.relu.default(_unsafe_view_11);  _unsafe_view_11 = None
    detach_4 = torch.ops.aten.detach.default(relu_1);  detach_4 = None
    pow_2 = torch.ops.aten.pow.Tensor_Scalar(relu_1, 2);  relu_1 = None
    _param_constant37 = self._param_constant37
    t_12 = torch.ops.aten.t.default(_param_constant37);  _param_constant37 = None
    view_12 = torch.ops.aten.view.default(pow_2, [16, 64]);  pow_2 = None
    mm_12 = torch.ops.aten.mm.default(view_12, t_12);  view_12 = t_12 = None
    _unsafe_view_12 = torch.ops.aten._unsafe_view.default(mm_12, [2, 8, 16]);  mm_12 = None
    _param_constant38 = self._param_constant38
    t_13 = torch.ops.aten.t.default(_param_constant38);  _param_constant38 = None
    view_13 = torch.ops.aten.view.default(add_140, [16, 16]);  add_140 = None
    mm_13 = torch.ops.aten.mm.default(view_13, t_13);  view_13 = t_13 = None
    _unsafe_view_13 = torch.ops.aten._unsafe_view.default(mm_13, [2, 8, 16]);  mm_13 = None
    sigmoid_3 = torch.ops.aten.sigmoid.default(_unsafe_view_13);  _unsafe_view_13 = None
    detach_5 = torch.ops.aten.detach.default(sigmoid_3);  detach_5 = None
    mul_119 = torch.ops.aten.mul.Tensor(sigmoid_3, _unsafe_view_12);  sigmoid_3 = _unsafe_view_12 = None
    add_141 = torch.ops.aten.add.Tensor(add_138, mul_119);  add_138 = mul_119 = None
    _param_constant39 = self._param_constant39
    _param_constant40 = self._param_constant40
    native_layer_norm_5 = torch.ops.aten.native_layer_norm.default(add_141, [16], _param_constant39, _param_constant40, 1e-05);  add_141 = _param_constant39 = _param_constant40 = None
    getitem_15 = native_layer_norm_5[0]
    getitem_16 = native_layer_norm_5[1];  getitem_16 = None
    getitem_17 = native_layer_norm_5[2];  native_layer_norm_5 = getitem_17 = None
    _param_constant41 = self._param_constant41
    t_14 = torch.ops.aten.t.default(_param_constant41);  _param_constant41 = None
    view_14 = torch.ops.aten.view.default(getitem_15, [16, 16]);  getitem_15 = None
    mm_14 = torch.ops.aten.mm.default(view_14, t_14);  view_14 = t_14 = None
    _unsafe_view_14 = torch.ops.aten._unsafe_view.default(mm_14, [2, 8, 32]);  mm_14 = None
    view_15 = torch.ops.aten.view.default(_unsafe_view_14, [-1, 32]);  _unsafe_view_14 = None
    view_16 = torch.ops.aten.view.default(targets_1, [-1]);  targets_1 = None
    _log_softmax = torch.ops.aten._log_softmax.default(view_15, 1, False);  view_15 = None
    detach_6 = torch.ops.aten.detach.default(_log_softmax);  detach_6 = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, view_16, None, 1, -100);  _log_softmax = view_16 = None
    getitem_18 = nll_loss_forward[0]
    getitem_19 = nll_loss_forward[1];  nll_loss_forward = getitem_19 = None
    view_17 = torch.ops.aten.view.default(getitem_18, []);  getitem_18 = None
    return view_17
    