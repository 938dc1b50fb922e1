class run_from_loss(torch.nn.Module):
    def forward(self, loss_1: "f32[]"):
        # No stacktrace found for following nodes
        ones_like: "f32[]" = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
        _tensor_constant0: "f32[2, 3]" = self._tensor_constant0
        _tensor_constant1: "i64[2]" = self._tensor_constant1
        _tensor_constant2: "f32[]" = self._tensor_constant2
        nll_loss_backward: "f32[2, 3]" = torch.ops.aten.nll_loss_backward.default(ones_like, _tensor_constant0, _tensor_constant1, None, 1, -100, _tensor_constant2);  ones_like = _tensor_constant0 = _tensor_constant1 = _tensor_constant2 = None
        _tensor_constant3: "f32[2, 3]" = self._tensor_constant3
        detach: "f32[2, 3]" = torch.ops.aten.detach.default(_tensor_constant3);  _tensor_constant3 = None
        _log_softmax_backward_data: "f32[2, 3]" = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach, 1, torch.float32);  nll_loss_backward = detach = None
        _tensor_constant4: "f32[8, 3]" = self._tensor_constant4
        t: "f32[3, 8]" = torch.ops.aten.t.default(_tensor_constant4);  _tensor_constant4 = None
        mm: "f32[2, 8]" = torch.ops.aten.mm.default(_log_softmax_backward_data, t);  t = None
        t_1: "f32[3, 2]" = torch.ops.aten.t.default(_log_softmax_backward_data)
        _tensor_constant5: "f32[2, 8]" = self._tensor_constant5
        mm_1: "f32[3, 8]" = torch.ops.aten.mm.default(t_1, _tensor_constant5);  t_1 = _tensor_constant5 = None
        t_2: "f32[8, 3]" = torch.ops.aten.t.default(mm_1);  mm_1 = None
        sum_1: "f32[1, 3]" = torch.ops.aten.sum.dim_IntList(_log_softmax_backward_data, [0], True);  _log_softmax_backward_data = None
        view: "f32[3]" = torch.ops.aten.view.default(sum_1, [3]);  sum_1 = None
        t_3: "f32[3, 8]" = torch.ops.aten.t.default(t_2);  t_2 = None
        select_backward: "f32[2, 5, 8]" = torch.ops.aten.select_backward.default(mm, [2, 5, 8], 1, -1);  mm = None
        transpose: "f32[5, 2, 8]" = torch.ops.aten.transpose.int(select_backward, 0, 1);  select_backward = None
        select: "f32[2, 8]" = torch.ops.aten.select.int(transpose, 0, 0)
        select_1: "f32[2, 8]" = torch.ops.aten.select.int(transpose, 0, 1)
        select_2: "f32[2, 8]" = torch.ops.aten.select.int(transpose, 0, 2)
        select_3: "f32[2, 8]" = torch.ops.aten.select.int(transpose, 0, 3)
        select_4: "f32[2, 8]" = torch.ops.aten.select.int(transpose, 0, 4);  transpose = None
        _tensor_constant6: "f32[2, 8]" = self._tensor_constant6
        mul: "f32[2, 8]" = torch.ops.aten.mul.Tensor(select_4, _tensor_constant6);  _tensor_constant6 = None
        _tensor_constant7: "f32[2, 8]" = self._tensor_constant7
        mul_1: "f32[2, 8]" = torch.ops.aten.mul.Tensor(select_4, _tensor_constant7);  select_4 = _tensor_constant7 = None
        _tensor_constant8: "f32[2, 8]" = self._tensor_constant8
        detach_1: "f32[2, 8]" = torch.ops.aten.detach.default(_tensor_constant8);  _tensor_constant8 = None
        tanh_backward: "f32[2, 8]" = torch.ops.aten.tanh_backward.default(mul, detach_1);  mul = detach_1 = None
        _tensor_constant9: "f32[2, 8]" = self._tensor_constant9
        mul_2: "f32[2, 8]" = torch.ops.aten.mul.Tensor(tanh_backward, _tensor_constant9);  _tensor_constant9 = None
        _tensor_constant10: "f32[2, 8]" = self._tensor_constant10
        mul_3: "f32[2, 8]" = torch.ops.aten.mul.Tensor(tanh_backward, _tensor_constant10);  _tensor_constant10 = None
        _tensor_constant11: "f32[2, 8]" = self._tensor_constant11
        mul_4: "f32[2, 8]" = torch.ops.aten.mul.Tensor(tanh_backward, _tensor_constant11);  _tensor_constant11 = None
        _tensor_constant12: "f32[2, 8]" = self._tensor_constant12
        mul_5: "f32[2, 8]" = torch.ops.aten.mul.Tensor(tanh_backward, _tensor_constant12);  tanh_backward = _tensor_constant12 = None
        _tensor_constant13: "f32[2, 8]" = self._tensor_constant13
        detach_2: "f32[2, 8]" = torch.ops.aten.detach.default(_tensor_constant13);  _tensor_constant13 = None
        sigmoid_backward: "f32[2, 8]" = torch.ops.aten.sigmoid_backward.default(mul_1, detach_2);  mul_1 = detach_2 = None
        _tensor_constant14: "f32[2, 8]" = self._tensor_constant14
        detach_3: "f32[2, 8]" = torch.ops.aten.detach.default(_tensor_constant14);  _tensor_constant14 = None
        tanh_backward_1: "f32[2, 8]" = torch.ops.aten.tanh_backward.default(mul_2, detach_3);  mul_2 = detach_3 = None
        _tensor_constant15: "f32[2, 8]" = self._tensor_constant15
        detach_4: "f32[2, 8]" = torch.ops.aten.detach.default(_tensor_constant15);  _tensor_constant15 = None
        sigmoid_backward_1: "f32[2, 8]" = torch.ops.aten.sigmoid_backward.default(mul_5, detach_4);  mul_5 = detach_4 = None
        _tensor_constant16: "f32[2, 8]" = self._tensor_constant16
        detach_5: "f32[2, 8]" = torch.ops.aten.detach.default(_tensor_constant16);  _tensor_constant16 = None
        sigmoid_backward_2: "f32[2, 8]" = torch.ops.aten.sigmoid_backward.default(mul_3, detach_5);  mul_3 = detach_5 = None
        cat: "f32[2, 32]" = torch.ops.aten.cat.default([sigmoid_backward_2, sigmoid_backward_1, tanh_backward_1, sigmoid_backward], 1);  sigmoid_backward_2 = sigmoid_backward_1 = tanh_backward_1 = sigmoid_backward = None
        _tensor_constant17: "f32[8, 32]" = self._tensor_constant17
        t_4: "f32[32, 8]" = torch.ops.aten.t.default(_tensor_constant17);  _tensor_constant17 = None
        mm_2: "f32[2, 8]" = torch.ops.aten.mm.default(cat, t_4);  t_4 = None
        t_5: "f32[32, 2]" = torch.ops.aten.t.default(cat)
        _tensor_constant18: "f32[2, 8]" = self._tensor_constant18
        mm_3: "f32[32, 8]" = torch.ops.aten.mm.default(t_5, _tensor_constant18);  t_5 = _tensor_constant18 = None
        t_6: "f32[8, 32]" = torch.ops.aten.t.default(mm_3);  mm_3 = None
        sum_2: "f32[1, 32]" = torch.ops.aten.sum.dim_IntList(cat, [0], True)
        view_1: "f32[32]" = torch.ops.aten.view.default(sum_2, [32]);  sum_2 = None
        add: "f32[2, 8]" = torch.ops.aten.add.Tensor(select_3, mm_2);  select_3 = mm_2 = None
        t_7: "f32[32, 8]" = torch.ops.aten.t.default(t_6);  t_6 = None
        _tensor_constant19: "f32[2, 8]" = self._tensor_constant19
        mul_6: "f32[2, 8]" = torch.ops.aten.mul.Tensor(add, _tensor_constant19);  _tensor_constant19 = None
        _tensor_constant20: "f32[2, 8]" = self._tensor_constant20
        mul_7: "f32[2, 8]" = torch.ops.aten.mul.Tensor(add, _tensor_constant20);  add = _tensor_constant20 = None
        _tensor_constant21: "f32[2, 8]" = self._tensor_constant21
        detach_6: "f32[2, 8]" = torch.ops.aten.detach.default(_tensor_constant21);  _tensor_constant21 = None
        tanh_backward_2: "f32[2, 8]" = torch.ops.aten.tanh_backward.default(mul_6, detach_6);  mul_6 = detach_6 = None
        add_1: "f32[2, 8]" = torch.ops.aten.add.Tensor(mul_4, tanh_backward_2);  mul_4 = tanh_backward_2 = None
        _tensor_constant22: "f32[2, 8]" = self._tensor_constant22
        mul_8: "f32[2, 8]" = torch.ops.aten.mul.Tensor(add_1, _tensor_constant22);  _tensor_constant22 = None
        _tensor_constant23: "f32[2, 8]" = self._tensor_constant23
        mul_9: "f32[2, 8]" = torch.ops.aten.mul.Tensor(add_1, _tensor_constant23);  _tensor_constant23 = None
        _tensor_constant24: "f32[2, 8]" = self._tensor_constant24
        mul_10: "f32[2, 8]" = torch.ops.aten.mul.Tensor(add_1, _tensor_constant24);  _tensor_constant24 = None
        _tensor_constant25: "f32[2, 8]" = self._tensor_constant25
        mul_11: "f32[2, 8]" = torch.ops.aten.mul.Tensor(add_1, _tensor_constant25);  add_1 = _tensor_constant25 = None
        _tensor_constant26: "f32[2, 8]" = self._tensor_constant26
        detach_7: "f32[2, 8]" = torch.ops.aten.detach.default(_tensor_constant26);  _tensor_constant26 = None
        sigmoid_backward_3: "f32[2, 8]" = torch.ops.aten.sigmoid_backward.default(mul_7, detach_7);  mul_7 = detach_7 = None
        _tensor_constant27: "f32[2, 8]" = self._tensor_constant27
        detach_8: "f32[2, 8]" = torch.ops.aten.detach.default(_tensor_constant27);  _tensor_constant27 = None
        tanh_backward_3: "f32[2, 8]" = torch.ops.aten.tanh_backward.default(mul_8, detach_8);  mul_8 = detach_8 = None
        _tensor_constant28: "f32[2, 8]" = self._tensor_constant28
        detach_9: "f32[2, 8]" = torch.ops.aten.detach.default(_tensor_constant28);  _tensor_constant28 = None
        sigmoid_backward_4: "f32[2, 8]" = torch.ops.aten.sigmoid_backward.default(mul_11, detach_9);  mul_11 = detach_9 = None
        _tensor_constant29: "f32[2, 8]" = self._tensor_constant29
        detach_10: "f32[2, 8]" = torch.ops.aten.detach.default(_tensor_constant29);  _tensor_constant29 = None
        sigmoid_backward_5: "f32[2, 8]" = torch.ops.aten.sigmoid_backward.default(mul_9, detach_10);  mul_9 = detach_10 = None
        cat_1: "f32[2, 32]" = torch.ops.aten.cat.default([sigmoid_backward_5, sigmoid_backward_4, tanh_backward_3, sigmoid_backward_3], 1);  sigmoid_backward_5 = sigmoid_backward_4 = tanh_backward_3 = sigmoid_backward_3 = None
        _tensor_constant30: "f32[8, 32]" = self._tensor_constant30
        t_8: "f32[32, 8]" = torch.ops.aten.t.default(_tensor_constant30);  _tensor_constant30 = None
        mm_4: "f32[2, 8]" = torch.ops.aten.mm.default(cat_1, t_8);  t_8 = None
        t_9: "f32[32, 2]" = torch.ops.aten.t.default(cat_1)
        _tensor_constant31: "f32[2, 8]" = self._tensor_constant31
        mm_5: "f32[32, 8]" = torch.ops.aten.mm.default(t_9, _tensor_constant31);  t_9 = _tensor_constant31 = None
        t_10: "f32[8, 32]" = torch.ops.aten.t.default(mm_5);  mm_5 = None
        sum_3: "f32[1, 32]" = torch.ops.aten.sum.dim_IntList(cat_1, [0], True)
        view_2: "f32[32]" = torch.ops.aten.view.default(sum_3, [32]);  sum_3 = None
        add_2: "f32[32]" = torch.ops.aten.add.Tensor(view_1, view_2);  view_1 = view_2 = None
        add_3: "f32[2, 8]" = torch.ops.aten.add.Tensor(select_2, mm_4);  select_2 = mm_4 = None
        t_11: "f32[32, 8]" = torch.ops.aten.t.default(t_10);  t_10 = None
        add_4: "f32[32, 8]" = torch.ops.aten.add.Tensor(t_7, t_11);  t_7 = t_11 = None
        _tensor_constant32: "f32[2, 8]" = self._tensor_constant32
        mul_12: "f32[2, 8]" = torch.ops.aten.mul.Tensor(add_3, _tensor_constant32);  _tensor_constant32 = None
        _tensor_constant33: "f32[2, 8]" = self._tensor_constant33
        mul_13: "f32[2, 8]" = torch.ops.aten.mul.Tensor(add_3, _tensor_constant33);  add_3 = _tensor_constant33 = None
        _tensor_constant34: "f32[2, 8]" = self._tensor_constant34
        detach_11: "f32[2, 8]" = torch.ops.aten.detach.default(_tensor_constant34);  _tensor_constant34 = None
        tanh_backward_4: "f32[2, 8]" = torch.ops.aten.tanh_backward.default(mul_12, detach_11);  mul_12 = detach_11 = None
        add_5: "f32[2, 8]" = torch.ops.aten.add.Tensor(mul_10, tanh_backward_4);  mul_10 = tanh_backward_4 = None
        _tensor_constant35: "f32[2, 8]" = self._tensor_constant35
        mul_14: "f32[2, 8]" = torch.ops.aten.mul.Tensor(add_5, _tensor_constant35);  _tensor_constant35 = None
        _tensor_constant36: "f32[2, 8]" = self._tensor_constant36
        mul_15: "f32[2, 8]" = torch.ops.aten.mul.Tensor(add_5, _tensor_constant36);  _tensor_constant36 = None
        _tensor_constant37: "f32[2, 8]" = self._tensor_constant37
        mul_16: "f32[2, 8]" = torch.ops.aten.mul.Tensor(add_5, _tensor_constant37);  _tensor_constant37 = None
        _tensor_constant38: "f32[2, 8]" = self._tensor_constant38
        mul_17: "f32[2, 8]" = torch.ops.aten.mul.Tensor(add_5, _tensor_constant38);  add_5 = _tensor_constant38 = None
        _tensor_constant39: "f32[2, 8]" = self._tensor_constant39
        detach_12: "f32[2, 8]" = torch.ops.aten.detach.default(_tensor_constant39);  _tensor_constant39 = None
        sigmoid_backward_6: "f32[2, 8]" = torch.ops.aten.sigmoid_backward.default(mul_13, detach_12);  mul_13 = detach_12 = None
        _tensor_constant40: "f32[2, 8]" = self._tensor_constant40
        detach_13: "f32[2, 8]" = torch.ops.aten.detach.default(_tensor_constant40);  _tensor_constant40 = None
        tanh_backward_5: "f32[2, 8]" = torch.ops.aten.tanh_backward.default(mul_14, detach_13);  mul_14 = detach_13 = None
        _tensor_constant41: "f32[2, 8]" = self._tensor_constant41
        detach_14: "f32[2, 8]" = torch.ops.aten.detach.default(_tensor_constant41);  _tensor_constant41 = None
        sigmoid_backward_7: "f32[2, 8]" = torch.ops.aten.sigmoid_backward.default(mul_17, detach_14);  mul_17 = detach_14 = None
        _tensor_constant42: "f32[2, 8]" = self._tensor_constant42
        detach_15: "f32[2, 8]" = torch.ops.aten.detach.default(_tensor_constant42);  _tensor_constant42 = None
        sigmoid_backward_8: "f32[2, 8]" = torch.ops.aten.sigmoid_backward.default(mul_15, detach_15);  mul_15 = detach_15 = None
        cat_2: "f32[2, 32]" = torch.ops.aten.cat.default([sigmoid_backward_8, sigmoid_backward_7, tanh_backward_5, sigmoid_backward_6], 1);  sigmoid_backward_8 = sigmoid_backward_7 = tanh_backward_5 = sigmoid_backward_6 = None
        _tensor_constant43: "f32[8, 32]" = self._tensor_constant43
        t_12: "f32[32, 8]" = torch.ops.aten.t.default(_tensor_constant43);  _tensor_constant43 = None
        mm_6: "f32[2, 8]" = torch.ops.aten.mm.default(cat_2, t_12);  t_12 = None
        t_13: "f32[32, 2]" = torch.ops.aten.t.default(cat_2)
        _tensor_constant44: "f32[2, 8]" = self._tensor_constant44
        mm_7: "f32[32, 8]" = torch.ops.aten.mm.default(t_13, _tensor_constant44);  t_13 = _tensor_constant44 = None
        t_14: "f32[8, 32]" = torch.ops.aten.t.default(mm_7);  mm_7 = None
        sum_4: "f32[1, 32]" = torch.ops.aten.sum.dim_IntList(cat_2, [0], True)
        view_3: "f32[32]" = torch.ops.aten.view.default(sum_4, [32]);  sum_4 = None
        add_6: "f32[32]" = torch.ops.aten.add.Tensor(add_2, view_3);  add_2 = view_3 = None
        add_7: "f32[2, 8]" = torch.ops.aten.add.Tensor(select_1, mm_6);  select_1 = mm_6 = None
        t_15: "f32[32, 8]" = torch.ops.aten.t.default(t_14);  t_14 = None
        add_8: "f32[32, 8]" = torch.ops.aten.add.Tensor(add_4, t_15);  add_4 = t_15 = None
        _tensor_constant45: "f32[2, 8]" = self._tensor_constant45
        mul_18: "f32[2, 8]" = torch.ops.aten.mul.Tensor(add_7, _tensor_constant45);  _tensor_constant45 = None
        _tensor_constant46: "f32[2, 8]" = self._tensor_constant46
        mul_19: "f32[2, 8]" = torch.ops.aten.mul.Tensor(add_7, _tensor_constant46);  add_7 = _tensor_constant46 = None
        _tensor_constant47: "f32[2, 8]" = self._tensor_constant47
        detach_16: "f32[2, 8]" = torch.ops.aten.detach.default(_tensor_constant47);  _tensor_constant47 = None
        tanh_backward_6: "f32[2, 8]" = torch.ops.aten.tanh_backward.default(mul_18, detach_16);  mul_18 = detach_16 = None
        add_9: "f32[2, 8]" = torch.ops.aten.add.Tensor(mul_16, tanh_backward_6);  mul_16 = tanh_backward_6 = None
        _tensor_constant48: "f32[2, 8]" = self._tensor_constant48
        mul_20: "f32[2, 8]" = torch.ops.aten.mul.Tensor(add_9, _tensor_constant48);  _tensor_constant48 = None
        _tensor_constant49: "f32[2, 8]" = self._tensor_constant49
        mul_21: "f32[2, 8]" = torch.ops.aten.mul.Tensor(add_9, _tensor_constant49);  _tensor_constant49 = None
        _tensor_constant50: "f32[2, 8]" = self._tensor_constant50
        mul_22: "f32[2, 8]" = torch.ops.aten.mul.Tensor(add_9, _tensor_constant50);  _tensor_constant50 = None
        _tensor_constant51: "f32[2, 8]" = self._tensor_constant51
        mul_23: "f32[2, 8]" = torch.ops.aten.mul.Tensor(add_9, _tensor_constant51);  add_9 = _tensor_constant51 = None
        _tensor_constant52: "f32[2, 8]" = self._tensor_constant52
        detach_17: "f32[2, 8]" = torch.ops.aten.detach.default(_tensor_constant52);  _tensor_constant52 = None
        sigmoid_backward_9: "f32[2, 8]" = torch.ops.aten.sigmoid_backward.default(mul_19, detach_17);  mul_19 = detach_17 = None
        _tensor_constant53: "f32[2, 8]" = self._tensor_constant53
        detach_18: "f32[2, 8]" = torch.ops.aten.detach.default(_tensor_constant53);  _tensor_constant53 = None
        tanh_backward_7: "f32[2, 8]" = torch.ops.aten.tanh_backward.default(mul_20, detach_18);  mul_20 = detach_18 = None
        _tensor_constant54: "f32[2, 8]" = self._tensor_constant54
        detach_19: "f32[2, 8]" = torch.ops.aten.detach.default(_tensor_constant54);  _tensor_constant54 = None
        sigmoid_backward_10: "f32[2, 8]" = torch.ops.aten.sigmoid_backward.default(mul_23, detach_19);  mul_23 = detach_19 = None
        _tensor_constant55: "f32[2, 8]" = self._tensor_constant55
        detach_20: "f32[2, 8]" = torch.ops.aten.detach.default(_tensor_constant55);  _tensor_constant55 = None
        sigmoid_backward_11: "f32[2, 8]" = torch.ops.aten.sigmoid_backward.default(mul_21, detach_20);  mul_21 = detach_20 = None
        cat_3: "f32[2, 32]" = torch.ops.aten.cat.default([sigmoid_backward_11, sigmoid_backward_10, tanh_backward_7, sigmoid_backward_9], 1);  sigmoid_backward_11 = sigmoid_backward_10 = tanh_backward_7 = sigmoid_backward_9 = None
        _tensor_constant56: "f32[8, 32]" = self._tensor_constant56
        t_16: "f32[32, 8]" = torch.ops.aten.t.default(_tensor_constant56);  _tensor_constant56 = None
        mm_8: "f32[2, 8]" = torch.ops.aten.mm.default(cat_3, t_16);  t_16 = None
        t_17: "f32[32, 2]" = torch.ops.aten.t.default(cat_3)
        _tensor_constant57: "f32[2, 8]" = self._tensor_constant57
        mm_9: "f32[32, 8]" = torch.ops.aten.mm.default(t_17, _tensor_constant57);  t_17 = _tensor_constant57 = None
        t_18: "f32[8, 32]" = torch.ops.aten.t.default(mm_9);  mm_9 = None
        sum_5: "f32[1, 32]" = torch.ops.aten.sum.dim_IntList(cat_3, [0], True)
        view_4: "f32[32]" = torch.ops.aten.view.default(sum_5, [32]);  sum_5 = None
        add_10: "f32[32]" = torch.ops.aten.add.Tensor(add_6, view_4);  add_6 = view_4 = None
        add_11: "f32[2, 8]" = torch.ops.aten.add.Tensor(select, mm_8);  select = mm_8 = None
        t_19: "f32[32, 8]" = torch.ops.aten.t.default(t_18);  t_18 = None
        add_12: "f32[32, 8]" = torch.ops.aten.add.Tensor(add_8, t_19);  add_8 = t_19 = None
        _tensor_constant58: "f32[2, 8]" = self._tensor_constant58
        mul_24: "f32[2, 8]" = torch.ops.aten.mul.Tensor(add_11, _tensor_constant58);  _tensor_constant58 = None
        _tensor_constant59: "f32[2, 8]" = self._tensor_constant59
        mul_25: "f32[2, 8]" = torch.ops.aten.mul.Tensor(add_11, _tensor_constant59);  add_11 = _tensor_constant59 = None
        _tensor_constant60: "f32[2, 8]" = self._tensor_constant60
        detach_21: "f32[2, 8]" = torch.ops.aten.detach.default(_tensor_constant60);  _tensor_constant60 = None
        tanh_backward_8: "f32[2, 8]" = torch.ops.aten.tanh_backward.default(mul_24, detach_21);  mul_24 = detach_21 = None
        add_13: "f32[2, 8]" = torch.ops.aten.add.Tensor(mul_22, tanh_backward_8);  mul_22 = tanh_backward_8 = None
        _tensor_constant61: "f32[2, 8]" = self._tensor_constant61
        mul_26: "f32[2, 8]" = torch.ops.aten.mul.Tensor(add_13, _tensor_constant61);  _tensor_constant61 = None
        _tensor_constant62: "f32[2, 8]" = self._tensor_constant62
        mul_27: "f32[2, 8]" = torch.ops.aten.mul.Tensor(add_13, _tensor_constant62);  _tensor_constant62 = None
        _tensor_constant63: "f32[2, 8]" = self._tensor_constant63
        mul_28: "f32[2, 8]" = torch.ops.aten.mul.Tensor(add_13, _tensor_constant63);  add_13 = _tensor_constant63 = None
        _tensor_constant64: "f32[2, 8]" = self._tensor_constant64
        detach_22: "f32[2, 8]" = torch.ops.aten.detach.default(_tensor_constant64);  _tensor_constant64 = None
        sigmoid_backward_12: "f32[2, 8]" = torch.ops.aten.sigmoid_backward.default(mul_25, detach_22);  mul_25 = detach_22 = None
        _tensor_constant65: "f32[2, 8]" = self._tensor_constant65
        detach_23: "f32[2, 8]" = torch.ops.aten.detach.default(_tensor_constant65);  _tensor_constant65 = None
        tanh_backward_9: "f32[2, 8]" = torch.ops.aten.tanh_backward.default(mul_26, detach_23);  mul_26 = detach_23 = None
        _tensor_constant66: "f32[2, 8]" = self._tensor_constant66
        detach_24: "f32[2, 8]" = torch.ops.aten.detach.default(_tensor_constant66);  _tensor_constant66 = None
        sigmoid_backward_13: "f32[2, 8]" = torch.ops.aten.sigmoid_backward.default(mul_28, detach_24);  mul_28 = detach_24 = None
        _tensor_constant67: "f32[2, 8]" = self._tensor_constant67
        detach_25: "f32[2, 8]" = torch.ops.aten.detach.default(_tensor_constant67);  _tensor_constant67 = None
        sigmoid_backward_14: "f32[2, 8]" = torch.ops.aten.sigmoid_backward.default(mul_27, detach_25);  mul_27 = detach_25 = None
        cat_4: "f32[2, 32]" = torch.ops.aten.cat.default([sigmoid_backward_14, sigmoid_backward_13, tanh_backward_9, sigmoid_backward_12], 1);  sigmoid_backward_14 = sigmoid_backward_13 = tanh_backward_9 = sigmoid_backward_12 = None
        t_20: "f32[32, 2]" = torch.ops.aten.t.default(cat_4)
        _tensor_constant68: "f32[2, 8]" = self._tensor_constant68
        mm_10: "f32[32, 8]" = torch.ops.aten.mm.default(t_20, _tensor_constant68);  t_20 = _tensor_constant68 = None
        t_21: "f32[8, 32]" = torch.ops.aten.t.default(mm_10);  mm_10 = None
        sum_6: "f32[1, 32]" = torch.ops.aten.sum.dim_IntList(cat_4, [0], True)
        view_5: "f32[32]" = torch.ops.aten.view.default(sum_6, [32]);  sum_6 = None
        add_14: "f32[32]" = torch.ops.aten.add.Tensor(add_10, view_5);  add_10 = view_5 = None
        t_22: "f32[32, 8]" = torch.ops.aten.t.default(t_21);  t_21 = None
        add_15: "f32[32, 8]" = torch.ops.aten.add.Tensor(add_12, t_22);  add_12 = t_22 = None
        stack: "f32[5, 2, 32]" = torch.ops.aten.stack.default([cat_4, cat_3, cat_2, cat_1, cat]);  cat_4 = cat_3 = cat_2 = cat_1 = cat = None
        sum_7: "f32[1, 1, 32]" = torch.ops.aten.sum.dim_IntList(stack, [0, 1], True)
        view_6: "f32[32]" = torch.ops.aten.view.default(sum_7, [32]);  sum_7 = None
        view_7: "f32[10, 32]" = torch.ops.aten.view.default(stack, [10, 32]);  stack = None
        t_23: "f32[32, 10]" = torch.ops.aten.t.default(view_7)
        _tensor_constant69: "f32[10, 8]" = self._tensor_constant69
        mm_11: "f32[32, 8]" = torch.ops.aten.mm.default(t_23, _tensor_constant69);  t_23 = _tensor_constant69 = None
        t_24: "f32[8, 32]" = torch.ops.aten.t.default(mm_11);  mm_11 = None
        _tensor_constant70: "f32[8, 32]" = self._tensor_constant70
        t_25: "f32[32, 8]" = torch.ops.aten.t.default(_tensor_constant70);  _tensor_constant70 = None
        mm_12: "f32[10, 8]" = torch.ops.aten.mm.default(view_7, t_25);  view_7 = t_25 = None
        view_8: "f32[5, 2, 8]" = torch.ops.aten.view.default(mm_12, [5, 2, 8]);  mm_12 = None
        t_26: "f32[32, 8]" = torch.ops.aten.t.default(t_24);  t_24 = None
        transpose_1: "f32[2, 5, 8]" = torch.ops.aten.transpose.int(view_8, 0, 1);  view_8 = None
        _tensor_constant71: "i64[2, 5]" = self._tensor_constant71
        embedding_dense_backward: "f32[20, 8]" = torch.ops.aten.embedding_dense_backward.default(transpose_1, _tensor_constant71, 20, -1, False);  transpose_1 = _tensor_constant71 = None
        return (view, t_3, add_14, view_6, add_15, t_26, embedding_dense_backward)
