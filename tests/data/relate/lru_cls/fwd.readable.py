class traced(torch.nn.Module):
    def forward(self, x_1: "f32[3, 8, 4]", labels_1: "i64[3]"):
        # No stacktrace found for following nodes
        view: "f32[24, 4]" = torch.ops.aten.view.default(x_1, [24, 4]);  x_1 = None
        _param_constant0: "f32[8, 4]" = self._param_constant0
        t: "f32[4, 8]" = torch.ops.aten.t.default(_param_constant0);  _param_constant0 = None
        _param_constant1: "f32[8]" = self._param_constant1
        addmm: "f32[24, 8]" = torch.ops.aten.addmm.default(_param_constant1, view, t);  _param_constant1 = view = t = None
        view_1: "f32[3, 8, 8]" = torch.ops.aten.view.default(addmm, [3, 8, 8]);  addmm = None
        _param_constant2: "f32[8]" = self._param_constant2
        _param_constant3: "f32[8]" = self._param_constant3
        native_layer_norm = torch.ops.aten.native_layer_norm.default(view_1, [8], _param_constant2, _param_constant3, 1e-05);  _param_constant2 = _param_constant3 = None
        getitem: "f32[3, 8, 8]" = native_layer_norm[0]
        getitem_1: "f32[3, 8, 1]" = native_layer_norm[1];  getitem_1 = None
        getitem_2: "f32[3, 8, 1]" = native_layer_norm[2];  native_layer_norm = getitem_2 = None
        _param_constant4: "f32[8]" = self._param_constant4
        exp: "f32[8]" = torch.ops.aten.exp.default(_param_constant4);  _param_constant4 = None
        detach: "f32[8]" = torch.ops.aten.detach.default(exp);  detach = None
        neg: "f32[8]" = torch.ops.aten.neg.default(exp);  exp = None
        exp_1: "f32[8]" = torch.ops.aten.exp.default(neg);  neg = None
        detach_1: "f32[8]" = torch.ops.aten.detach.default(exp_1);  detach_1 = None
        _param_constant5: "f32[8]" = self._param_constant5
        exp_2: "f32[8]" = torch.ops.aten.exp.default(_param_constant5);  _param_constant5 = None
        detach_2: "f32[8]" = torch.ops.aten.detach.default(exp_2);  detach_2 = None
        cos: "f32[8]" = torch.ops.aten.cos.default(exp_2)
        mul: "f32[8]" = torch.ops.aten.mul.Tensor(exp_1, cos);  cos = None
        sin: "f32[8]" = torch.ops.aten.sin.default(exp_2);  exp_2 = None
        mul_1: "f32[8]" = torch.ops.aten.mul.Tensor(exp_1, sin);  exp_1 = sin = None
        _param_constant6: "f32[8]" = self._param_constant6
        exp_3: "f32[8]" = torch.ops.aten.exp.default(_param_constant6);  _param_constant6 = None
        detach_3: "f32[8]" = torch.ops.aten.detach.default(exp_3);  detach_3 = None
        _param_constant7: "f32[8, 8]" = self._param_constant7
        t_1: "f32[8, 8]" = torch.ops.aten.t.default(_param_constant7);  _param_constant7 = None
        view_2: "f32[24, 8]" = torch.ops.aten.view.default(getitem, [24, 8])
        mm: "f32[24, 8]" = torch.ops.aten.mm.default(view_2, t_1);  view_2 = t_1 = None
        _unsafe_view: "f32[3, 8, 8]" = torch.ops.aten._unsafe_view.default(mm, [3, 8, 8]);  mm = None
        mul_2: "f32[3, 8, 8]" = torch.ops.aten.mul.Tensor(_unsafe_view, exp_3);  _unsafe_view = None
        _param_constant8: "f32[8, 8]" = self._param_constant8
        t_2: "f32[8, 8]" = torch.ops.aten.t.default(_param_constant8);  _param_constant8 = None
        view_3: "f32[24, 8]" = torch.ops.aten.view.default(getitem, [24, 8])
        mm_1: "f32[24, 8]" = torch.ops.aten.mm.default(view_3, t_2);  view_3 = t_2 = None
        _unsafe_view_1: "f32[3, 8, 8]" = torch.ops.aten._unsafe_view.default(mm_1, [3, 8, 8]);  mm_1 = None
        mul_3: "f32[3, 8, 8]" = torch.ops.aten.mul.Tensor(_unsafe_view_1, exp_3);  _unsafe_view_1 = exp_3 = None
        new_zeros: "f32[3, 8]" = torch.ops.aten.new_zeros.default(getitem, [3, 8], pin_memory = False)
        new_zeros_1: "f32[3, 8]" = torch.ops.aten.new_zeros.default(getitem, [3, 8], pin_memory = False)
        mul_4: "f32[3, 8]" = torch.ops.aten.mul.Tensor(mul, new_zeros)
        mul_5: "f32[3, 8]" = torch.ops.aten.mul.Tensor(mul_1, new_zeros_1)
        sub: "f32[3, 8]" = torch.ops.aten.sub.Tensor(mul_4, mul_5);  mul_4 = mul_5 = None
        select: "f32[3, 8]" = torch.ops.aten.select.int(mul_2, 1, 0)
        add: "f32[3, 8]" = torch.ops.aten.add.Tensor(sub, select);  sub = select = None
        mul_6: "f32[3, 8]" = torch.ops.aten.mul.Tensor(mul, new_zeros_1);  new_zeros_1 = None
        mul_7: "f32[3, 8]" = torch.ops.aten.mul.Tensor(mul_1, new_zeros);  new_zeros = None
        add_1: "f32[3, 8]" = torch.ops.aten.add.Tensor(mul_6, mul_7);  mul_6 = mul_7 = None
        select_1: "f32[3, 8]" = torch.ops.aten.select.int(mul_3, 1, 0)
        add_2: "f32[3, 8]" = torch.ops.aten.add.Tensor(add_1, select_1);  add_1 = select_1 = None
        _param_constant9: "f32[8, 8]" = self._param_constant9
        t_3: "f32[8, 8]" = torch.ops.aten.t.default(_param_constant9);  _param_constant9 = None
        mm_2: "f32[3, 8]" = torch.ops.aten.mm.default(add, t_3);  t_3 = None
        _param_constant10: "f32[8, 8]" = self._param_constant10
        t_4: "f32[8, 8]" = torch.ops.aten.t.default(_param_constant10);  _param_constant10 = None
        mm_3: "f32[3, 8]" = torch.ops.aten.mm.default(add_2, t_4);  t_4 = None
        sub_1: "f32[3, 8]" = torch.ops.aten.sub.Tensor(mm_2, mm_3);  mm_2 = mm_3 = None
        mul_8: "f32[3, 8]" = torch.ops.aten.mul.Tensor(mul, add)
        mul_9: "f32[3, 8]" = torch.ops.aten.mul.Tensor(mul_1, add_2)
        sub_2: "f32[3, 8]" = torch.ops.aten.sub.Tensor(mul_8, mul_9);  mul_8 = mul_9 = None
        select_2: "f32[3, 8]" = torch.ops.aten.select.int(mul_2, 1, 1)
        add_3: "f32[3, 8]" = torch.ops.aten.add.Tensor(sub_2, select_2);  sub_2 = select_2 = None
        mul_10: "f32[3, 8]" = torch.ops.aten.mul.Tensor(mul, add_2);  add_2 = None
        mul_11: "f32[3, 8]" = torch.ops.aten.mul.Tensor(mul_1, add);  add = None
        add_4: "f32[3, 8]" = torch.ops.aten.add.Tensor(mul_10, mul_11);  mul_10 = mul_11 = None
        select_3: "f32[3, 8]" = torch.ops.aten.select.int(mul_3, 1, 1)
        add_5: "f32[3, 8]" = torch.ops.aten.add.Tensor(add_4, select_3);  add_4 = select_3 = None
        _param_constant9_1: "f32[8, 8]" = self._param_constant9
        t_5: "f32[8, 8]" = torch.ops.aten.t.default(_param_constant9_1);  _param_constant9_1 = None
        mm_4: "f32[3, 8]" = torch.ops.aten.mm.default(add_3, t_5);  t_5 = None
        _param_constant10_1: "f32[8, 8]" = self._param_constant10
        t_6: "f32[8, 8]" = torch.ops.aten.t.default(_param_constant10_1);  _param_constant10_1 = None
        mm_5: "f32[3, 8]" = torch.ops.aten.mm.default(add_5, t_6);  t_6 = None
        sub_3: "f32[3, 8]" = torch.ops.aten.sub.Tensor(mm_4, mm_5);  mm_4 = mm_5 = None
        mul_12: "f32[3, 8]" = torch.ops.aten.mul.Tensor(mul, add_3)
        mul_13: "f32[3, 8]" = torch.ops.aten.mul.Tensor(mul_1, add_5)
        sub_4: "f32[3, 8]" = torch.ops.aten.sub.Tensor(mul_12, mul_13);  mul_12 = mul_13 = None
        select_4: "f32[3, 8]" = torch.ops.aten.select.int(mul_2, 1, 2)
        add_6: "f32[3, 8]" = torch.ops.aten.add.Tensor(sub_4, select_4);  sub_4 = select_4 = None
        mul_14: "f32[3, 8]" = torch.ops.aten.mul.Tensor(mul, add_5);  add_5 = None
        mul_15: "f32[3, 8]" = torch.ops.aten.mul.Tensor(mul_1, add_3);  add_3 = None
        add_7: "f32[3, 8]" = torch.ops.aten.add.Tensor(mul_14, mul_15);  mul_14 = mul_15 = None
        select_5: "f32[3, 8]" = torch.ops.aten.select.int(mul_3, 1, 2)
        add_8: "f32[3, 8]" = torch.ops.aten.add.Tensor(add_7, select_5);  add_7 = select_5 = None
        _param_constant9_2: "f32[8, 8]" = self._param_constant9
        t_7: "f32[8, 8]" = torch.ops.aten.t.default(_param_constant9_2);  _param_constant9_2 = None
        mm_6: "f32[3, 8]" = torch.ops.aten.mm.default(add_6, t_7);  t_7 = None
        _param_constant10_2: "f32[8, 8]" = self._param_constant10
        t_8: "f32[8, 8]" = torch.ops.aten.t.default(_param_constant10_2);  _param_constant10_2 = None
        mm_7: "f32[3, 8]" = torch.ops.aten.mm.default(add_8, t_8);  t_8 = None
        sub_5: "f32[3, 8]" = torch.ops.aten.sub.Tensor(mm_6, mm_7);  mm_6 = mm_7 = None
        mul_16: "f32[3, 8]" = torch.ops.aten.mul.Tensor(mul, add_6)
        mul_17: "f32[3, 8]" = torch.ops.aten.mul.Tensor(mul_1, add_8)
        sub_6: "f32[3, 8]" = torch.ops.aten.sub.Tensor(mul_16, mul_17);  mul_16 = mul_17 = None
        select_6: "f32[3, 8]" = torch.ops.aten.select.int(mul_2, 1, 3)
        add_9: "f32[3, 8]" = torch.ops.aten.add.Tensor(sub_6, select_6);  sub_6 = select_6 = None
        mul_18: "f32[3, 8]" = torch.ops.aten.mul.Tensor(mul, add_8);  add_8 = None
        mul_19: "f32[3, 8]" = torch.ops.aten.mul.Tensor(mul_1, add_6);  add_6 = None
        add_10: "f32[3, 8]" = torch.ops.aten.add.Tensor(mul_18, mul_19);  mul_18 = mul_19 = None
        select_7: "f32[3, 8]" = torch.ops.aten.select.int(mul_3, 1, 3)
        add_11: "f32[3, 8]" = torch.ops.aten.add.Tensor(add_10, select_7);  add_10 = select_7 = None
        _param_constant9_3: "f32[8, 8]" = self._param_constant9
        t_9: "f32[8, 8]" = torch.ops.aten.t.default(_param_constant9_3);  _param_constant9_3 = None
        mm_8: "f32[3, 8]" = torch.ops.aten.mm.default(add_9, t_9);  t_9 = None
        _param_constant10_3: "f32[8, 8]" = self._param_constant10
        t_10: "f32[8, 8]" = torch.ops.aten.t.default(_param_constant10_3);  _param_constant10_3 = None
        mm_9: "f32[3, 8]" = torch.ops.aten.mm.default(add_11, t_10);  t_10 = None
        sub_7: "f32[3, 8]" = torch.ops.aten.sub.Tensor(mm_8, mm_9);  mm_8 = mm_9 = None
        mul_20: "f32[3, 8]" = torch.ops.aten.mul.Tensor(mul, add_9)
        mul_21: "f32[3, 8]" = torch.ops.aten.mul.Tensor(mul_1, add_11)
        sub_8: "f32[3, 8]" = torch.ops.aten.sub.Tensor(mul_20, mul_21);  mul_20 = mul_21 = None
        select_8: "f32[3, 8]" = torch.ops.aten.select.int(mul_2, 1, 4)
        add_12: "f32[3, 8]" = torch.ops.aten.add.Tensor(sub_8, select_8);  sub_8 = select_8 = None
        mul_22: "f32[3, 8]" = torch.ops.aten.mul.Tensor(mul, add_11);  add_11 = None
        mul_23: "f32[3, 8]" = torch.ops.aten.mul.Tensor(mul_1, add_9);  add_9 = None
        add_13: "f32[3, 8]" = torch.ops.aten.add.Tensor(mul_22, mul_23);  mul_22 = mul_23 = None
        select_9: "f32[3, 8]" = torch.ops.aten.select.int(mul_3, 1, 4)
        add_14: "f32[3, 8]" = torch.ops.aten.add.Tensor(add_13, select_9);  add_13 = select_9 = None
        _param_constant9_4: "f32[8, 8]" = self._param_constant9
        t_11: "f32[8, 8]" = torch.ops.aten.t.default(_param_constant9_4);  _param_constant9_4 = None
        mm_10: "f32[3, 8]" = torch.ops.aten.mm.default(add_12, t_11);  t_11 = None
        _param_constant10_4: "f32[8, 8]" = self._param_constant10
        t_12: "f32[8, 8]" = torch.ops.aten.t.default(_param_constant10_4);  _param_constant10_4 = None
        mm_11: "f32[3, 8]" = torch.ops.aten.mm.default(add_14, t_12);  t_12 = None
        sub_9: "f32[3, 8]" = torch.ops.aten.sub.Tensor(mm_10, mm_11);  mm_10 = mm_11 = None
        mul_24: "f32[3, 8]" = torch.ops.aten.mul.Tensor(mul, add_12)
        mul_25: "f32[3, 8]" = torch.ops.aten.mul.Tensor(mul_1, add_14)
        sub_10: "f32[3, 8]" = torch.ops.aten.sub.Tensor(mul_24, mul_25);  mul_24 = mul_25 = None
        select_10: "f32[3, 8]" = torch.ops.aten.select.int(mul_2, 1, 5)
        add_15: "f32[3, 8]" = torch.ops.aten.add.Tensor(sub_10, select_10);  sub_10 = select_10 = None
        mul_26: "f32[3, 8]" = torch.ops.aten.mul.Tensor(mul, add_14);  add_14 = None
        mul_27: "f32[3, 8]" = torch.ops.aten.mul.Tensor(mul_1, add_12);  add_12 = None
        add_16: "f32[3, 8]" = torch.ops.aten.add.Tensor(mul_26, mul_27);  mul_26 = mul_27 = None
        select_11: "f32[3, 8]" = torch.ops.aten.select.int(mul_3, 1, 5)
        add_17: "f32[3, 8]" = torch.ops.aten.add.Tensor(add_16, select_11);  add_16 = select_11 = None
        _param_constant9_5: "f32[8, 8]" = self._param_constant9
        t_13: "f32[8, 8]" = torch.ops.aten.t.default(_param_constant9_5);  _param_constant9_5 = None
        mm_12: "f32[3, 8]" = torch.ops.aten.mm.default(add_15, t_13);  t_13 = None
        _param_constant10_5: "f32[8, 8]" = self._param_constant10
        t_14: "f32[8, 8]" = torch.ops.aten.t.default(_param_constant10_5);  _param_constant10_5 = None
        mm_13: "f32[3, 8]" = torch.ops.aten.mm.default(add_17, t_14);  t_14 = None
        sub_11: "f32[3, 8]" = torch.ops.aten.sub.Tensor(mm_12, mm_13);  mm_12 = mm_13 = None
        mul_28: "f32[3, 8]" = torch.ops.aten.mul.Tensor(mul, add_15)
        mul_29: "f32[3, 8]" = torch.ops.aten.mul.Tensor(mul_1, add_17)
        sub_12: "f32[3, 8]" = torch.ops.aten.sub.Tensor(mul_28, mul_29);  mul_28 = mul_29 = None
        select_12: "f32[3, 8]" = torch.ops.aten.select.int(mul_2, 1, 6)
        add_18: "f32[3, 8]" = torch.ops.aten.add.Tensor(sub_12, select_12);  sub_12 = select_12 = None
        mul_30: "f32[3, 8]" = torch.ops.aten.mul.Tensor(mul, add_17);  add_17 = None
        mul_31: "f32[3, 8]" = torch.ops.aten.mul.Tensor(mul_1, add_15);  add_15 = None
        add_19: "f32[3, 8]" = torch.ops.aten.add.Tensor(mul_30, mul_31);  mul_30 = mul_31 = None
        select_13: "f32[3, 8]" = torch.ops.aten.select.int(mul_3, 1, 6)
        add_20: "f32[3, 8]" = torch.ops.aten.add.Tensor(add_19, select_13);  add_19 = select_13 = None
        _param_constant9_6: "f32[8, 8]" = self._param_constant9
        t_15: "f32[8, 8]" = torch.ops.aten.t.default(_param_constant9_6);  _param_constant9_6 = None
        mm_14: "f32[3, 8]" = torch.ops.aten.mm.default(add_18, t_15);  t_15 = None
        _param_constant10_6: "f32[8, 8]" = self._param_constant10
        t_16: "f32[8, 8]" = torch.ops.aten.t.default(_param_constant10_6);  _param_constant10_6 = None
        mm_15: "f32[3, 8]" = torch.ops.aten.mm.default(add_20, t_16);  t_16 = None
        sub_13: "f32[3, 8]" = torch.ops.aten.sub.Tensor(mm_14, mm_15);  mm_14 = mm_15 = None
        mul_32: "f32[3, 8]" = torch.ops.aten.mul.Tensor(mul, add_18)
        mul_33: "f32[3, 8]" = torch.ops.aten.mul.Tensor(mul_1, add_20)
        sub_14: "f32[3, 8]" = torch.ops.aten.sub.Tensor(mul_32, mul_33);  mul_32 = mul_33 = None
        select_14: "f32[3, 8]" = torch.ops.aten.select.int(mul_2, 1, 7);  mul_2 = None
        add_21: "f32[3, 8]" = torch.ops.aten.add.Tensor(sub_14, select_14);  sub_14 = select_14 = None
        mul_34: "f32[3, 8]" = torch.ops.aten.mul.Tensor(mul, add_20);  mul = add_20 = None
        mul_35: "f32[3, 8]" = torch.ops.aten.mul.Tensor(mul_1, add_18);  mul_1 = add_18 = None
        add_22: "f32[3, 8]" = torch.ops.aten.add.Tensor(mul_34, mul_35);  mul_34 = mul_35 = None
        select_15: "f32[3, 8]" = torch.ops.aten.select.int(mul_3, 1, 7);  mul_3 = None
        add_23: "f32[3, 8]" = torch.ops.aten.add.Tensor(add_22, select_15);  add_22 = select_15 = None
        _param_constant9_7: "f32[8, 8]" = self._param_constant9
        t_17: "f32[8, 8]" = torch.ops.aten.t.default(_param_constant9_7);  _param_constant9_7 = None
        mm_16: "f32[3, 8]" = torch.ops.aten.mm.default(add_21, t_17);  add_21 = t_17 = None
        _param_constant10_7: "f32[8, 8]" = self._param_constant10
        t_18: "f32[8, 8]" = torch.ops.aten.t.default(_param_constant10_7);  _param_constant10_7 = None
        mm_17: "f32[3, 8]" = torch.ops.aten.mm.default(add_23, t_18);  add_23 = t_18 = None
        sub_15: "f32[3, 8]" = torch.ops.aten.sub.Tensor(mm_16, mm_17);  mm_16 = mm_17 = None
        stack: "f32[3, 8, 8]" = torch.ops.aten.stack.default([sub_1, sub_3, sub_5, sub_7, sub_9, sub_11, sub_13, sub_15], 1);  sub_1 = sub_3 = sub_5 = sub_7 = sub_9 = sub_11 = sub_13 = sub_15 = None
        _param_constant11: "f32[8]" = self._param_constant11
        mul_36: "f32[3, 8, 8]" = torch.ops.aten.mul.Tensor(_param_constant11, getitem);  _param_constant11 = getitem = None
        add_24: "f32[3, 8, 8]" = torch.ops.aten.add.Tensor(stack, mul_36);  stack = mul_36 = None
        gelu: "f32[3, 8, 8]" = torch.ops.aten.gelu.default(add_24);  add_24 = None
        view_4: "f32[24, 8]" = torch.ops.aten.view.default(gelu, [24, 8]);  gelu = None
        _param_constant12: "f32[16, 8]" = self._param_constant12
        t_19: "f32[8, 16]" = torch.ops.aten.t.default(_param_constant12);  _param_constant12 = None
        _param_constant13: "f32[16]" = self._param_constant13
        addmm_1: "f32[24, 16]" = torch.ops.aten.addmm.default(_param_constant13, view_4, t_19);  _param_constant13 = view_4 = t_19 = None
        view_5: "f32[3, 8, 16]" = torch.ops.aten.view.default(addmm_1, [3, 8, 16]);  addmm_1 = None
        glu: "f32[3, 8, 8]" = torch.ops.aten.glu.default(view_5);  view_5 = None
        add_25: "f32[3, 8, 8]" = torch.ops.aten.add.Tensor(view_1, glu);  view_1 = glu = None
        _param_constant14: "f32[8]" = self._param_constant14
        _param_constant15: "f32[8]" = self._param_constant15
        native_layer_norm_1 = torch.ops.aten.native_layer_norm.default(add_25, [8], _param_constant14, _param_constant15, 1e-05);  _param_constant14 = _param_constant15 = None
        getitem_3: "f32[3, 8, 8]" = native_layer_norm_1[0]
        getitem_4: "f32[3, 8, 1]" = native_layer_norm_1[1];  getitem_4 = None
        getitem_5: "f32[3, 8, 1]" = native_layer_norm_1[2];  native_layer_norm_1 = getitem_5 = None
        _param_constant16: "f32[8]" = self._param_constant16
        exp_4: "f32[8]" = torch.ops.aten.exp.default(_param_constant16);  _param_constant16 = None
        detach_4: "f32[8]" = torch.ops.aten.detach.default(exp_4);  detach_4 = None
        neg_1: "f32[8]" = torch.ops.aten.neg.default(exp_4);  exp_4 = None
        exp_5: "f32[8]" = torch.ops.aten.exp.default(neg_1);  neg_1 = None
        detach_5: "f32[8]" = torch.ops.aten.detach.default(exp_5);  detach_5 = None
        _param_constant17: "f32[8]" = self._param_constant17
        exp_6: "f32[8]" = torch.ops.aten.exp.default(_param_constant17);  _param_constant17 = None
        detach_6: "f32[8]" = torch.ops.aten.detach.default(exp_6);  detach_6 = None
        cos_1: "f32[8]" = torch.ops.aten.cos.default(exp_6)
        mul_37: "f32[8]" = torch.ops.aten.mul.Tensor(exp_5, cos_1);  cos_1 = None
        sin_1: "f32[8]" = torch.ops.aten.sin.default(exp_6);  exp_6 = None
        mul_38: "f32[8]" = torch.ops.aten.mul.Tensor(exp_5, sin_1);  exp_5 = sin_1 = None
        _param_constant18: "f32[8]" = self._param_constant18
        exp_7: "f32[8]" = torch.ops.aten.exp.default(_param_constant18);  _param_constant18 = None
        detach_7: "f32[8]" = torch.ops.aten.detach.default(exp_7);  detach_7 = None
        _param_constant19: "f32[8, 8]" = self._param_constant19
        t_20: "f32[8, 8]" = torch.ops.aten.t.default(_param_constant19);  _param_constant19 = None
        view_6: "f32[24, 8]" = torch.ops.aten.view.default(getitem_3, [24, 8])
        mm_18: "f32[24, 8]" = torch.ops.aten.mm.default(view_6, t_20);  view_6 = t_20 = None
        _unsafe_view_2: "f32[3, 8, 8]" = torch.ops.aten._unsafe_view.default(mm_18, [3, 8, 8]);  mm_18 = None
        mul_39: "f32[3, 8, 8]" = torch.ops.aten.mul.Tensor(_unsafe_view_2, exp_7);  _unsafe_view_2 = None
        _param_constant20: "f32[8, 8]" = self._param_constant20
        t_21: "f32[8, 8]" = torch.ops.aten.t.default(_param_constant20);  _param_constant20 = None
        view_7: "f32[24, 8]" = torch.ops.aten.view.default(getitem_3, [24, 8])
        mm_19: "f32[24, 8]" = torch.ops.aten.mm.default(view_7, t_21);  view_7 = t_21 = None
        _unsafe_view_3: "f32[3, 8, 8]" = torch.ops.aten._unsafe_view.default(mm_19, [3, 8, 8]);  mm_19 = None
        mul_40: "f32[3, 8, 8]" = torch.ops.aten.mul.Tensor(_unsafe_view_3, exp_7);  _unsafe_view_3 = exp_7 = None
        new_zeros_2: "f32[3, 8]" = torch.ops.aten.new_zeros.default(getitem_3, [3, 8], pin_memory = False)
        new_zeros_3: "f32[3, 8]" = torch.ops.aten.new_zeros.default(getitem_3, [3, 8], pin_memory = False)
        mul_41: "f32[3, 8]" = torch.ops.aten.mul.Tensor(mul_37, new_zeros_2)
        mul_42: "f32[3, 8]" = torch.ops.aten.mul.Tensor(mul_38, new_zeros_3)
        sub_16: "f32[3, 8]" = torch.ops.aten.sub.Tensor(mul_41, mul_42);  mul_41 = mul_42 = None
        select_16: "f32[3, 8]" = torch.ops.aten.select.int(mul_39, 1, 0)
        add_26: "f32[3, 8]" = torch.ops.aten.add.Tensor(sub_16, select_16);  sub_16 = select_16 = None
        mul_43: "f32[3, 8]" = torch.ops.aten.mul.Tensor(mul_37, new_zeros_3);  new_zeros_3 = None
        mul_44: "f32[3, 8]" = torch.ops.aten.mul.Tensor(mul_38, new_zeros_2);  new_zeros_2 = None
        add_27: "f32[3, 8]" = torch.ops.aten.add.Tensor(mul_43, mul_44);  mul_43 = mul_44 = None
        select_17: "f32[3, 8]" = torch.ops.aten.select.int(mul_40, 1, 0)
        add_28: "f32[3, 8]" = torch.ops.aten.add.Tensor(add_27, select_17);  add_27 = select_17 = None
        _param_constant21: "f32[8, 8]" = self._param_constant21
        t_22: "f32[8, 8]" = torch.ops.aten.t.default(_param_constant21);  _param_constant21 = None
        mm_20: "f32[3, 8]" = torch.ops.aten.mm.default(add_26, t_22);  t_22 = None
        _param_constant22: "f32[8, 8]" = self._param_constant22
        t_23: "f32[8, 8]" = torch.ops.aten.t.default(_param_constant22);  _param_constant22 = None
        mm_21: "f32[3, 8]" = torch.ops.aten.mm.default(add_28, t_23);  t_23 = None
        sub_17: "f32[3, 8]" = torch.ops.aten.sub.Tensor(mm_20, mm_21);  mm_20 = mm_21 = None
        mul_45: "f32[3, 8]" = torch.ops.aten.mul.Tensor(mul_37, add_26)
        mul_46: "f32[3, 8]" = torch.ops.aten.mul.Tensor(mul_38, add_28)
        sub_18: "f32[3, 8]" = torch.ops.aten.sub.Tensor(mul_45, mul_46);  mul_45 = mul_46 = None
        select_18: "f32[3, 8]" = torch.ops.aten.select.int(mul_39, 1, 1)
        add_29: "f32[3, 8]" = torch.ops.aten.add.Tensor(sub_18, select_18);  sub_18 = select_18 = None
        mul_47: "f32[3, 8]" = torch.ops.aten.mul.Tensor(mul_37, add_28);  add_28 = None
        mul_48: "f32[3, 8]" = torch.ops.aten.mul.Tensor(mul_38, add_26);  add_26 = None
        add_30: "f32[3, 8]" = torch.ops.aten.add.Tensor(mul_47, mul_48);  mul_47 = mul_48 = None
        select_19: "f32[3, 8]" = torch.ops.aten.select.int(mul_40, 1, 1)
        add_31: "f32[3, 8]" = torch.ops.aten.add.Tensor(add_30, select_19);  add_30 = select_19 = None
        _param_constant21_1: "f32[8, 8]" = self._param_constant21
        t_24: "f32[8, 8]" = torch.ops.aten.t.default(_param_constant21_1);  _param_constant21_1 = None
        mm_22: "f32[3, 8]" = torch.ops.aten.mm.default(add_29, t_24);  t_24 = None
        _param_constant22_1: "f32[8, 8]" = self._param_constant22
        t_25: "f32[8, 8]" = torch.ops.aten.t.default(_param_constant22_1);  _param_constant22_1 = None
        mm_23: "f32[3, 8]" = torch.ops.aten.mm.default(add_31, t_25);  t_25 = None
        sub_19: "f32[3, 8]" = torch.ops.aten.sub.Tensor(mm_22, mm_23);  mm_22 = mm_23 = None
        mul_49: "f32[3, 8]" = torch.ops.aten.mul.Tensor(mul_37, add_29)
        mul_50: "f32[3, 8]" = torch.ops.aten.mul.Tensor(mul_38, add_31)
        sub_20: "f32[3, 8]" = torch.ops.aten.sub.Tensor(mul_49, mul_50);  mul_49 = mul_50 = None
        select_20: "f32[3, 8]" = torch.ops.aten.select.int(mul_39, 1, 2)
        add_32: "f32[3, 8]" = torch.ops.aten.add.Tensor(sub_20, select_20);  sub_20 = select_20 = None
        mul_51: "f32[3, 8]" = torch.ops.aten.mul.Tensor(mul_37, add_31);  add_31 = None
        mul_52: "f32[3, 8]" = torch.ops.aten.mul.Tensor(mul_38, add_29);  add_29 = None
        add_33: "f32[3, 8]" = torch.ops.aten.add.Tensor(mul_51, mul_52);  mul_51 = mul_52 = None
        select_21: "f32[3, 8]" = torch.ops.aten.select.int(mul_40, 1, 2)
        add_34: "f32[3, 8]" = torch.ops.aten.add.Tensor(add_33, select_21);  add_33 = select_21 = None
        _param_constant21_2: "f32[8, 8]" = self._param_constant21
        t_26: "f32[8, 8]" = torch.ops.aten.t.default(_param_constant21_2);  _param_constant21_2 = None
        mm_24: "f32[3, 8]" = torch.ops.aten.mm.default(add_32, t_26);  t_26 = None
        _param_constant22_2: "f32[8, 8]" = self._param_constant22
        t_27: "f32[8, 8]" = torch.ops.aten.t.default(_param_constant22_2);  _param_constant22_2 = None
        mm_25: "f32[3, 8]" = torch.ops.aten.mm.default(add_34, t_27);  t_27 = None
        sub_21: "f32[3, 8]" = torch.ops.aten.sub.Tensor(mm_24, mm_25);  mm_24 = mm_25 = None
        mul_53: "f32[3, 8]" = torch.ops.aten.mul.Tensor(mul_37, add_32)
        mul_54: "f32[3, 8]" = torch.ops.aten.mul.Tensor(mul_38, add_34)
        sub_22: "f32[3, 8]" = torch.ops.aten.sub.Tensor(mul_53, mul_54);  mul_53 = mul_54 = None
        select_22: "f32[3, 8]" = torch.ops.aten.select.int(mul_39, 1, 3)
        add_35: "f32[3, 8]" = torch.ops.aten.add.Tensor(sub_22, select_22);  sub_22 = select_22 = None
        mul_55: "f32[3, 8]" = torch.ops.aten.mul.Tensor(mul_37, add_34);  add_34 = None
        mul_56: "f32[3, 8]" = torch.ops.aten.mul.Tensor(mul_38, add_32);  add_32 = None
        add_36: "f32[3, 8]" = torch.ops.aten.add.Tensor(mul_55, mul_56);  mul_55 = mul_56 = None
        select_23: "f32[3, 8]" = torch.ops.aten.select.int(mul_40, 1, 3)
        add_37: "f32[3, 8]" = torch.ops.aten.add.Tensor(add_36, select_23);  add_36 = select_23 = None
        _param_constant21_3: "f32[8, 8]" = self._param_constant21
        t_28: "f32[8, 8]" = torch.ops.aten.t.default(_param_constant21_3);  _param_constant21_3 = None
        mm_26: "f32[3, 8]" = torch.ops.aten.mm.default(add_35, t_28);  t_28 = None
        _param_constant22_3: "f32[8, 8]" = self._param_constant22
        t_29: "f32[8, 8]" = torch.ops.aten.t.default(_param_constant22_3);  _param_constant22_3 = None
        mm_27: "f32[3, 8]" = torch.ops.aten.mm.default(add_37, t_29);  t_29 = None
        sub_23: "f32[3, 8]" = torch.ops.aten.sub.Tensor(mm_26, mm_27);  mm_26 = mm_27 = None
        mul_57: "f32[3, 8]" = torch.ops.aten.mul.Tensor(mul_37, add_35)
        mul_58: "f32[3, 8]" = torch.ops.aten.mul.Tensor(mul_38, add_37)
        sub_24: "f32[3, 8]" = torch.ops.aten.sub.Tensor(mul_57, mul_58);  mul_57 = mul_58 = None
        select_24: "f32[3, 8]" = torch.ops.aten.select.int(mul_39, 1, 4)
        add_38: "f32[3, 8]" = torch.ops.aten.add.Tensor(sub_24, select_24);  sub_24 = select_24 = None
        mul_59: "f32[3, 8]" = torch.ops.aten.mul.Tensor(mul_37, add_37);  add_37 = None
        mul_60: "f32[3, 8]" = torch.ops.aten.mul.Tensor(mul_38, add_35);  add_35 = None
        add_39: "f32[3, 8]" = torch.ops.aten.add.Tensor(mul_59, mul_60);  mul_59 = mul_60 = None
        select_25: "f32[3, 8]" = torch.ops.aten.select.int(mul_40, 1, 4)
        add_40: "f32[3, 8]" = torch.ops.aten.add.Tensor(add_39, select_25);  add_39 = select_25 = None
        _param_constant21_4: "f32[8, 8]" = self._param_constant21
        t_30: "f32[8, 8]" = torch.ops.aten.t.default(_param_constant21_4);  _param_constant21_4 = None
        mm_28: "f32[3, 8]" = torch.ops.aten.mm.default(add_38, t_30);  t_30 = None
        _param_constant22_4: "f32[8, 8]" = self._param_constant22
        t_31: "f32[8, 8]" = torch.ops.aten.t.default(_param_constant22_4);  _param_constant22_4 = None
        mm_29: "f32[3, 8]" = torch.ops.aten.mm.default(add_40, t_31);  t_31 = None
        sub_25: "f32[3, 8]" = torch.ops.aten.sub.Tensor(mm_28, mm_29);  mm_28 = mm_29 = None
        mul_61: "f32[3, 8]" = torch.ops.aten.mul.Tensor(mul_37, add_38)
        mul_62: "f32[3, 8]" = torch.ops.aten.mul.Tensor(mul_38, add_40)
        sub_26: "f32[3, 8]" = torch.ops.aten.sub.Tensor(mul_61, mul_62);  mul_61 = mul_62 = None
        select_26: "f32[3, 8]" = torch.ops.aten.select.int(mul_39, 1, 5)
        add_41: "f32[3, 8]" = torch.ops.aten.add.Tensor(sub_26, select_26);  sub_26 = select_26 = None
        mul_63: "f32[3, 8]" = torch.ops.aten.mul.Tensor(mul_37, add_40);  add_40 = None
        mul_64: "f32[3, 8]" = torch.ops.aten.mul.Tensor(mul_38, add_38);  add_38 = None
        add_42: "f32[3, 8]" = torch.ops.aten.add.Tensor(mul_63, mul_64);  mul_63 = mul_64 = None
        select_27: "f32[3, 8]" = torch.ops.aten.select.int(mul_40, 1, 5)
        add_43: "f32[3, 8]" = torch.ops.aten.add.Tensor(add_42, select_27);  add_42 = select_27 = None
        _param_constant21_5: "f32[8, 8]" = self._param_constant21
        t_32: "f32[8, 8]" = torch.ops.aten.t.default(_param_constant21_5);  _param_constant21_5 = None
        mm_30: "f32[3, 8]" = torch.ops.aten.mm.default(add_41, t_32);  t_32 = None
        _param_constant22_5: "f32[8, 8]" = self._param_constant22
        t_33: "f32[8, 8]" = torch.ops.aten.t.default(_param_constant22_5);  _param_constant22_5 = None
        mm_31: "f32[3, 8]" = torch.ops.aten.mm.default(add_43, t_33);  t_33 = None
        sub_27: "f32[3, 8]" = torch.ops.aten.sub.Tensor(mm_30, mm_31);  mm_30 = mm_31 = None
        mul_65: "f32[3, 8]" = torch.ops.aten.mul.Tensor(mul_37, add_41)
        mul_66: "f32[3, 8]" = torch.ops.aten.mul.Tensor(mul_38, add_43)
        sub_28: "f32[3, 8]" = torch.ops.aten.sub.Tensor(mul_65, mul_66);  mul_65 = mul_66 = None
        select_28: "f32[3, 8]" = torch.ops.aten.select.int(mul_39, 1, 6)
        add_44: "f32[3, 8]" = torch.ops.aten.add.Tensor(sub_28, select_28);  sub_28 = select_28 = None
        mul_67: "f32[3, 8]" = torch.ops.aten.mul.Tensor(mul_37, add_43);  add_43 = None
        mul_68: "f32[3, 8]" = torch.ops.aten.mul.Tensor(mul_38, add_41);  add_41 = None
        add_45: "f32[3, 8]" = torch.ops.aten.add.Tensor(mul_67, mul_68);  mul_67 = mul_68 = None
        select_29: "f32[3, 8]" = torch.ops.aten.select.int(mul_40, 1, 6)
        add_46: "f32[3, 8]" = torch.ops.aten.add.Tensor(add_45, select_29);  add_45 = select_29 = None
        _param_constant21_6: "f32[8, 8]" = self._param_constant21
        t_34: "f32[8, 8]" = torch.ops.aten.t.default(_param_constant21_6);  _param_constant21_6 = None
        mm_32: "f32[3, 8]" = torch.ops.aten.mm.default(add_44, t_34);  t_34 = None
        _param_constant22_6: "f32[8, 8]" = self._param_constant22
        t_35: "f32[8, 8]" = torch.ops.aten.t.default(_param_constant22_6);  _param_constant22_6 = None
        mm_33: "f32[3, 8]" = torch.ops.aten.mm.default(add_46, t_35);  t_35 = None
        sub_29: "f32[3, 8]" = torch.ops.aten.sub.Tensor(mm_32, mm_33);  mm_32 = mm_33 = None
        mul_69: "f32[3, 8]" = torch.ops.aten.mul.Tensor(mul_37, add_44)
        mul_70: "f32[3, 8]" = torch.ops.aten.mul.Tensor(mul_38, add_46)
        sub_30: "f32[3, 8]" = torch.ops.aten.sub.Tensor(mul_69, mul_70);  mul_69 = mul_70 = None
        select_30: "f32[3, 8]" = torch.ops.aten.select.int(mul_39, 1, 7);  mul_39 = None
        add_47: "f32[3, 8]" = torch.ops.aten.add.Tensor(sub_30, select_30);  sub_30 = select_30 = None
        mul_71: "f32[3, 8]" = torch.ops.aten.mul.Tensor(mul_37, add_46);  mul_37 = add_46 = None
        mul_72: "f32[3, 8]" = torch.ops.aten.mul.Tensor(mul_38, add_44);  mul_38 = add_44 = None
        add_48: "f32[3, 8]" = torch.ops.aten.add.Tensor(mul_71, mul_72);  mul_71 = mul_72 = None
        select_31: "f32[3, 8]" = torch.ops.aten.select.int(mul_40, 1, 7);  mul_40 = None
        add_49: "f32[3, 8]" = torch.ops.aten.add.Tensor(add_48, select_31);  add_48 = select_31 = None
        _param_constant21_7: "f32[8, 8]" = self._param_constant21
        t_36: "f32[8, 8]" = torch.ops.aten.t.default(_param_constant21_7);  _param_constant21_7 = None
        mm_34: "f32[3, 8]" = torch.ops.aten.mm.default(add_47, t_36);  add_47 = t_36 = None
        _param_constant22_7: "f32[8, 8]" = self._param_constant22
        t_37: "f32[8, 8]" = torch.ops.aten.t.default(_param_constant22_7);  _param_constant22_7 = None
        mm_35: "f32[3, 8]" = torch.ops.aten.mm.default(add_49, t_37);  add_49 = t_37 = None
        sub_31: "f32[3, 8]" = torch.ops.aten.sub.Tensor(mm_34, mm_35);  mm_34 = mm_35 = None
        stack_1: "f32[3, 8, 8]" = torch.ops.aten.stack.default([sub_17, sub_19, sub_21, sub_23, sub_25, sub_27, sub_29, sub_31], 1);  sub_17 = sub_19 = sub_21 = sub_23 = sub_25 = sub_27 = sub_29 = sub_31 = None
        _param_constant23: "f32[8]" = self._param_constant23
        mul_73: "f32[3, 8, 8]" = torch.ops.aten.mul.Tensor(_param_constant23, getitem_3);  _param_constant23 = getitem_3 = None
        add_50: "f32[3, 8, 8]" = torch.ops.aten.add.Tensor(stack_1, mul_73);  stack_1 = mul_73 = None
        gelu_1: "f32[3, 8, 8]" = torch.ops.aten.gelu.default(add_50);  add_50 = None
        view_8: "f32[24, 8]" = torch.ops.aten.view.default(gelu_1, [24, 8]);  gelu_1 = None
        _param_constant24: "f32[16, 8]" = self._param_constant24
        t_38: "f32[8, 16]" = torch.ops.aten.t.default(_param_constant24);  _param_constant24 = None
        _param_constant25: "f32[16]" = self._param_constant25
        addmm_2: "f32[24, 16]" = torch.ops.aten.addmm.default(_param_constant25, view_8, t_38);  _param_constant25 = view_8 = t_38 = None
        view_9: "f32[3, 8, 16]" = torch.ops.aten.view.default(addmm_2, [3, 8, 16]);  addmm_2 = None
        glu_1: "f32[3, 8, 8]" = torch.ops.aten.glu.default(view_9);  view_9 = None
        add_51: "f32[3, 8, 8]" = torch.ops.aten.add.Tensor(add_25, glu_1);  add_25 = glu_1 = None
        mean: "f32[3, 8]" = torch.ops.aten.mean.dim(add_51, [1]);  add_51 = None
        _param_constant26: "f32[8]" = self._param_constant26
        _param_constant27: "f32[8]" = self._param_constant27
        native_layer_norm_2 = torch.ops.aten.native_layer_norm.default(mean, [8], _param_constant26, _param_constant27, 1e-05);  mean = _param_constant26 = _param_constant27 = None
        getitem_6: "f32[3, 8]" = native_layer_norm_2[0]
        getitem_7: "f32[3, 1]" = native_layer_norm_2[1];  getitem_7 = None
        getitem_8: "f32[3, 1]" = native_layer_norm_2[2];  native_layer_norm_2 = getitem_8 = None
        _param_constant28: "f32[3, 8]" = self._param_constant28
        t_39: "f32[8, 3]" = torch.ops.aten.t.default(_param_constant28);  _param_constant28 = None
        _param_constant29: "f32[3]" = self._param_constant29
        addmm_3: "f32[3, 3]" = torch.ops.aten.addmm.default(_param_constant29, getitem_6, t_39);  _param_constant29 = getitem_6 = t_39 = None
        _log_softmax: "f32[3, 3]" = torch.ops.aten._log_softmax.default(addmm_3, 1, False);  addmm_3 = None
        detach_8: "f32[3, 3]" = torch.ops.aten.detach.default(_log_softmax);  detach_8 = None
        nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
        getitem_9: "f32[]" = nll_loss_forward[0]
        getitem_10: "f32[]" = nll_loss_forward[1];  nll_loss_forward = getitem_10 = None
        return getitem_9
