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
        mul_1: "f32[2, 8]" = torch.ops.aten.mul.Tensor(select_4, _tensor_constant7);  _tensor_constant7 = None
        neg: "f32[2, 8]" = torch.ops.aten.neg.default(mul_1)
        add: "f32[2, 8]" = torch.ops.aten.add.Tensor(select_3, mul_1);  select_3 = mul_1 = None
        add_1: "f32[2, 8]" = torch.ops.aten.add.Tensor(select_4, neg);  select_4 = neg = None
        _tensor_constant8: "f32[2, 8]" = self._tensor_constant8
        detach_1: "f32[2, 8]" = torch.ops.aten.detach.default(_tensor_constant8);  _tensor_constant8 = None
        tanh_backward: "f32[2, 8]" = torch.ops.aten.tanh_backward.default(add_1, detach_1);  add_1 = detach_1 = None
        _tensor_constant9: "f32[2, 8]" = self._tensor_constant9
        mul_2: "f32[2, 8]" = torch.ops.aten.mul.Tensor(tanh_backward, _tensor_constant9);  _tensor_constant9 = None
        _tensor_constant10: "f32[2, 8]" = self._tensor_constant10
        mul_3: "f32[2, 8]" = torch.ops.aten.mul.Tensor(tanh_backward, _tensor_constant10);  _tensor_constant10 = None
        _tensor_constant11: "f32[2, 8]" = self._tensor_constant11
        detach_2: "f32[2, 8]" = torch.ops.aten.detach.default(_tensor_constant11);  _tensor_constant11 = None
        sigmoid_backward: "f32[2, 8]" = torch.ops.aten.sigmoid_backward.default(mul, detach_2);  mul = detach_2 = None
        _tensor_constant12: "f32[2, 8]" = self._tensor_constant12
        detach_3: "f32[2, 8]" = torch.ops.aten.detach.default(_tensor_constant12);  _tensor_constant12 = None
        sigmoid_backward_1: "f32[2, 8]" = torch.ops.aten.sigmoid_backward.default(mul_2, detach_3);  mul_2 = detach_3 = None
        cat: "f32[2, 24]" = torch.ops.aten.cat.default([sigmoid_backward_1, sigmoid_backward, mul_3], 1);  mul_3 = None
        _tensor_constant13: "f32[8, 24]" = self._tensor_constant13
        t_4: "f32[24, 8]" = torch.ops.aten.t.default(_tensor_constant13);  _tensor_constant13 = None
        mm_2: "f32[2, 8]" = torch.ops.aten.mm.default(cat, t_4);  t_4 = None
        t_5: "f32[24, 2]" = torch.ops.aten.t.default(cat)
        _tensor_constant14: "f32[2, 8]" = self._tensor_constant14
        mm_3: "f32[24, 8]" = torch.ops.aten.mm.default(t_5, _tensor_constant14);  t_5 = _tensor_constant14 = None
        t_6: "f32[8, 24]" = torch.ops.aten.t.default(mm_3);  mm_3 = None
        sum_2: "f32[1, 24]" = torch.ops.aten.sum.dim_IntList(cat, [0], True);  cat = None
        view_1: "f32[24]" = torch.ops.aten.view.default(sum_2, [24]);  sum_2 = None
        add_2: "f32[2, 8]" = torch.ops.aten.add.Tensor(add, mm_2);  add = mm_2 = None
        t_7: "f32[24, 8]" = torch.ops.aten.t.default(t_6);  t_6 = None
        cat_1: "f32[2, 24]" = torch.ops.aten.cat.default([sigmoid_backward_1, sigmoid_backward, tanh_backward], 1);  sigmoid_backward_1 = sigmoid_backward = tanh_backward = None
        _tensor_constant15: "f32[2, 8]" = self._tensor_constant15
        mul_4: "f32[2, 8]" = torch.ops.aten.mul.Tensor(add_2, _tensor_constant15);  _tensor_constant15 = None
        _tensor_constant16: "f32[2, 8]" = self._tensor_constant16
        mul_5: "f32[2, 8]" = torch.ops.aten.mul.Tensor(add_2, _tensor_constant16);  _tensor_constant16 = None
        neg_1: "f32[2, 8]" = torch.ops.aten.neg.default(mul_5)
        add_3: "f32[2, 8]" = torch.ops.aten.add.Tensor(select_2, mul_5);  select_2 = mul_5 = None
        add_4: "f32[2, 8]" = torch.ops.aten.add.Tensor(add_2, neg_1);  add_2 = neg_1 = None
        _tensor_constant17: "f32[2, 8]" = self._tensor_constant17
        detach_4: "f32[2, 8]" = torch.ops.aten.detach.default(_tensor_constant17);  _tensor_constant17 = None
        tanh_backward_1: "f32[2, 8]" = torch.ops.aten.tanh_backward.default(add_4, detach_4);  add_4 = detach_4 = None
        _tensor_constant18: "f32[2, 8]" = self._tensor_constant18
        mul_6: "f32[2, 8]" = torch.ops.aten.mul.Tensor(tanh_backward_1, _tensor_constant18);  _tensor_constant18 = None
        _tensor_constant19: "f32[2, 8]" = self._tensor_constant19
        mul_7: "f32[2, 8]" = torch.ops.aten.mul.Tensor(tanh_backward_1, _tensor_constant19);  _tensor_constant19 = None
        _tensor_constant20: "f32[2, 8]" = self._tensor_constant20
        detach_5: "f32[2, 8]" = torch.ops.aten.detach.default(_tensor_constant20);  _tensor_constant20 = None
        sigmoid_backward_2: "f32[2, 8]" = torch.ops.aten.sigmoid_backward.default(mul_4, detach_5);  mul_4 = detach_5 = None
        _tensor_constant21: "f32[2, 8]" = self._tensor_constant21
        detach_6: "f32[2, 8]" = torch.ops.aten.detach.default(_tensor_constant21);  _tensor_constant21 = None
        sigmoid_backward_3: "f32[2, 8]" = torch.ops.aten.sigmoid_backward.default(mul_6, detach_6);  mul_6 = detach_6 = None
        cat_2: "f32[2, 24]" = torch.ops.aten.cat.default([sigmoid_backward_3, sigmoid_backward_2, mul_7], 1);  mul_7 = None
        _tensor_constant22: "f32[8, 24]" = self._tensor_constant22
        t_8: "f32[24, 8]" = torch.ops.aten.t.default(_tensor_constant22);  _tensor_constant22 = None
        mm_4: "f32[2, 8]" = torch.ops.aten.mm.default(cat_2, t_8);  t_8 = None
        t_9: "f32[24, 2]" = torch.ops.aten.t.default(cat_2)
        _tensor_constant23: "f32[2, 8]" = self._tensor_constant23
        mm_5: "f32[24, 8]" = torch.ops.aten.mm.default(t_9, _tensor_constant23);  t_9 = _tensor_constant23 = None
        t_10: "f32[8, 24]" = torch.ops.aten.t.default(mm_5);  mm_5 = None
        sum_3: "f32[1, 24]" = torch.ops.aten.sum.dim_IntList(cat_2, [0], True);  cat_2 = None
        view_2: "f32[24]" = torch.ops.aten.view.default(sum_3, [24]);  sum_3 = None
        add_5: "f32[24]" = torch.ops.aten.add.Tensor(view_1, view_2);  view_1 = view_2 = None
        add_6: "f32[2, 8]" = torch.ops.aten.add.Tensor(add_3, mm_4);  add_3 = mm_4 = None
        t_11: "f32[24, 8]" = torch.ops.aten.t.default(t_10);  t_10 = None
        add_7: "f32[24, 8]" = torch.ops.aten.add.Tensor(t_7, t_11);  t_7 = t_11 = None
        cat_3: "f32[2, 24]" = torch.ops.aten.cat.default([sigmoid_backward_3, sigmoid_backward_2, tanh_backward_1], 1);  sigmoid_backward_3 = sigmoid_backward_2 = tanh_backward_1 = None
        _tensor_constant24: "f32[2, 8]" = self._tensor_constant24
        mul_8: "f32[2, 8]" = torch.ops.aten.mul.Tensor(add_6, _tensor_constant24);  _tensor_constant24 = None
        _tensor_constant25: "f32[2, 8]" = self._tensor_constant25
        mul_9: "f32[2, 8]" = torch.ops.aten.mul.Tensor(add_6, _tensor_constant25);  _tensor_constant25 = None
        neg_2: "f32[2, 8]" = torch.ops.aten.neg.default(mul_9)
        add_8: "f32[2, 8]" = torch.ops.aten.add.Tensor(select_1, mul_9);  select_1 = mul_9 = None
        add_9: "f32[2, 8]" = torch.ops.aten.add.Tensor(add_6, neg_2);  add_6 = neg_2 = None
        _tensor_constant26: "f32[2, 8]" = self._tensor_constant26
        detach_7: "f32[2, 8]" = torch.ops.aten.detach.default(_tensor_constant26);  _tensor_constant26 = None
        tanh_backward_2: "f32[2, 8]" = torch.ops.aten.tanh_backward.default(add_9, detach_7);  add_9 = detach_7 = None
        _tensor_constant27: "f32[2, 8]" = self._tensor_constant27
        mul_10: "f32[2, 8]" = torch.ops.aten.mul.Tensor(tanh_backward_2, _tensor_constant27);  _tensor_constant27 = None
        _tensor_constant28: "f32[2, 8]" = self._tensor_constant28
        mul_11: "f32[2, 8]" = torch.ops.aten.mul.Tensor(tanh_backward_2, _tensor_constant28);  _tensor_constant28 = None
        _tensor_constant29: "f32[2, 8]" = self._tensor_constant29
        detach_8: "f32[2, 8]" = torch.ops.aten.detach.default(_tensor_constant29);  _tensor_constant29 = None
        sigmoid_backward_4: "f32[2, 8]" = torch.ops.aten.sigmoid_backward.default(mul_8, detach_8);  mul_8 = detach_8 = None
        _tensor_constant30: "f32[2, 8]" = self._tensor_constant30
        detach_9: "f32[2, 8]" = torch.ops.aten.detach.default(_tensor_constant30);  _tensor_constant30 = None
        sigmoid_backward_5: "f32[2, 8]" = torch.ops.aten.sigmoid_backward.default(mul_10, detach_9);  mul_10 = detach_9 = None
        cat_4: "f32[2, 24]" = torch.ops.aten.cat.default([sigmoid_backward_5, sigmoid_backward_4, mul_11], 1);  mul_11 = None
        _tensor_constant31: "f32[8, 24]" = self._tensor_constant31
        t_12: "f32[24, 8]" = torch.ops.aten.t.default(_tensor_constant31);  _tensor_constant31 = None
        mm_6: "f32[2, 8]" = torch.ops.aten.mm.default(cat_4, t_12);  t_12 = None
        t_13: "f32[24, 2]" = torch.ops.aten.t.default(cat_4)
        _tensor_constant32: "f32[2, 8]" = self._tensor_constant32
        mm_7: "f32[24, 8]" = torch.ops.aten.mm.default(t_13, _tensor_constant32);  t_13 = _tensor_constant32 = None
        t_14: "f32[8, 24]" = torch.ops.aten.t.default(mm_7);  mm_7 = None
        sum_4: "f32[1, 24]" = torch.ops.aten.sum.dim_IntList(cat_4, [0], True);  cat_4 = None
        view_3: "f32[24]" = torch.ops.aten.view.default(sum_4, [24]);  sum_4 = None
        add_10: "f32[24]" = torch.ops.aten.add.Tensor(add_5, view_3);  add_5 = view_3 = None
        add_11: "f32[2, 8]" = torch.ops.aten.add.Tensor(add_8, mm_6);  add_8 = mm_6 = None
        t_15: "f32[24, 8]" = torch.ops.aten.t.default(t_14);  t_14 = None
        add_12: "f32[24, 8]" = torch.ops.aten.add.Tensor(add_7, t_15);  add_7 = t_15 = None
        cat_5: "f32[2, 24]" = torch.ops.aten.cat.default([sigmoid_backward_5, sigmoid_backward_4, tanh_backward_2], 1);  sigmoid_backward_5 = sigmoid_backward_4 = tanh_backward_2 = None
        _tensor_constant33: "f32[2, 8]" = self._tensor_constant33
        mul_12: "f32[2, 8]" = torch.ops.aten.mul.Tensor(add_11, _tensor_constant33);  _tensor_constant33 = None
        _tensor_constant34: "f32[2, 8]" = self._tensor_constant34
        mul_13: "f32[2, 8]" = torch.ops.aten.mul.Tensor(add_11, _tensor_constant34);  _tensor_constant34 = None
        neg_3: "f32[2, 8]" = torch.ops.aten.neg.default(mul_13)
        add_13: "f32[2, 8]" = torch.ops.aten.add.Tensor(select, mul_13);  select = mul_13 = None
        add_14: "f32[2, 8]" = torch.ops.aten.add.Tensor(add_11, neg_3);  add_11 = neg_3 = None
        _tensor_constant35: "f32[2, 8]" = self._tensor_constant35
        detach_10: "f32[2, 8]" = torch.ops.aten.detach.default(_tensor_constant35);  _tensor_constant35 = None
        tanh_backward_3: "f32[2, 8]" = torch.ops.aten.tanh_backward.default(add_14, detach_10);  add_14 = detach_10 = None
        _tensor_constant36: "f32[2, 8]" = self._tensor_constant36
        mul_14: "f32[2, 8]" = torch.ops.aten.mul.Tensor(tanh_backward_3, _tensor_constant36);  _tensor_constant36 = None
        _tensor_constant37: "f32[2, 8]" = self._tensor_constant37
        mul_15: "f32[2, 8]" = torch.ops.aten.mul.Tensor(tanh_backward_3, _tensor_constant37);  _tensor_constant37 = None
        _tensor_constant38: "f32[2, 8]" = self._tensor_constant38
        detach_11: "f32[2, 8]" = torch.ops.aten.detach.default(_tensor_constant38);  _tensor_constant38 = None
        sigmoid_backward_6: "f32[2, 8]" = torch.ops.aten.sigmoid_backward.default(mul_12, detach_11);  mul_12 = detach_11 = None
        _tensor_constant39: "f32[2, 8]" = self._tensor_constant39
        detach_12: "f32[2, 8]" = torch.ops.aten.detach.default(_tensor_constant39);  _tensor_constant39 = None
        sigmoid_backward_7: "f32[2, 8]" = torch.ops.aten.sigmoid_backward.default(mul_14, detach_12);  mul_14 = detach_12 = None
        cat_6: "f32[2, 24]" = torch.ops.aten.cat.default([sigmoid_backward_7, sigmoid_backward_6, mul_15], 1);  mul_15 = None
        _tensor_constant40: "f32[8, 24]" = self._tensor_constant40
        t_16: "f32[24, 8]" = torch.ops.aten.t.default(_tensor_constant40);  _tensor_constant40 = None
        mm_8: "f32[2, 8]" = torch.ops.aten.mm.default(cat_6, t_16);  t_16 = None
        t_17: "f32[24, 2]" = torch.ops.aten.t.default(cat_6)
        _tensor_constant41: "f32[2, 8]" = self._tensor_constant41
        mm_9: "f32[24, 8]" = torch.ops.aten.mm.default(t_17, _tensor_constant41);  t_17 = _tensor_constant41 = None
        t_18: "f32[8, 24]" = torch.ops.aten.t.default(mm_9);  mm_9 = None
        sum_5: "f32[1, 24]" = torch.ops.aten.sum.dim_IntList(cat_6, [0], True);  cat_6 = None
        view_4: "f32[24]" = torch.ops.aten.view.default(sum_5, [24]);  sum_5 = None
        add_15: "f32[24]" = torch.ops.aten.add.Tensor(add_10, view_4);  add_10 = view_4 = None
        add_16: "f32[2, 8]" = torch.ops.aten.add.Tensor(add_13, mm_8);  add_13 = mm_8 = None
        t_19: "f32[24, 8]" = torch.ops.aten.t.default(t_18);  t_18 = None
        add_17: "f32[24, 8]" = torch.ops.aten.add.Tensor(add_12, t_19);  add_12 = t_19 = None
        cat_7: "f32[2, 24]" = torch.ops.aten.cat.default([sigmoid_backward_7, sigmoid_backward_6, tanh_backward_3], 1);  sigmoid_backward_7 = sigmoid_backward_6 = tanh_backward_3 = None
        _tensor_constant42: "f32[2, 8]" = self._tensor_constant42
        mul_16: "f32[2, 8]" = torch.ops.aten.mul.Tensor(add_16, _tensor_constant42);  _tensor_constant42 = None
        _tensor_constant43: "f32[2, 8]" = self._tensor_constant43
        mul_17: "f32[2, 8]" = torch.ops.aten.mul.Tensor(add_16, _tensor_constant43);  _tensor_constant43 = None
        neg_4: "f32[2, 8]" = torch.ops.aten.neg.default(mul_17);  mul_17 = None
        add_18: "f32[2, 8]" = torch.ops.aten.add.Tensor(add_16, neg_4);  add_16 = neg_4 = None
        _tensor_constant44: "f32[2, 8]" = self._tensor_constant44
        detach_13: "f32[2, 8]" = torch.ops.aten.detach.default(_tensor_constant44);  _tensor_constant44 = None
        tanh_backward_4: "f32[2, 8]" = torch.ops.aten.tanh_backward.default(add_18, detach_13);  add_18 = detach_13 = None
        _tensor_constant45: "f32[2, 8]" = self._tensor_constant45
        mul_18: "f32[2, 8]" = torch.ops.aten.mul.Tensor(tanh_backward_4, _tensor_constant45);  _tensor_constant45 = None
        _tensor_constant46: "f32[2, 8]" = self._tensor_constant46
        mul_19: "f32[2, 8]" = torch.ops.aten.mul.Tensor(tanh_backward_4, _tensor_constant46);  _tensor_constant46 = None
        _tensor_constant47: "f32[2, 8]" = self._tensor_constant47
        detach_14: "f32[2, 8]" = torch.ops.aten.detach.default(_tensor_constant47);  _tensor_constant47 = None
        sigmoid_backward_8: "f32[2, 8]" = torch.ops.aten.sigmoid_backward.default(mul_16, detach_14);  mul_16 = detach_14 = None
        _tensor_constant48: "f32[2, 8]" = self._tensor_constant48
        detach_15: "f32[2, 8]" = torch.ops.aten.detach.default(_tensor_constant48);  _tensor_constant48 = None
        sigmoid_backward_9: "f32[2, 8]" = torch.ops.aten.sigmoid_backward.default(mul_18, detach_15);  mul_18 = detach_15 = None
        cat_8: "f32[2, 24]" = torch.ops.aten.cat.default([sigmoid_backward_9, sigmoid_backward_8, mul_19], 1);  mul_19 = None
        t_20: "f32[24, 2]" = torch.ops.aten.t.default(cat_8)
        _tensor_constant49: "f32[2, 8]" = self._tensor_constant49
        mm_10: "f32[24, 8]" = torch.ops.aten.mm.default(t_20, _tensor_constant49);  t_20 = _tensor_constant49 = None
        t_21: "f32[8, 24]" = torch.ops.aten.t.default(mm_10);  mm_10 = None
        sum_6: "f32[1, 24]" = torch.ops.aten.sum.dim_IntList(cat_8, [0], True);  cat_8 = None
        view_5: "f32[24]" = torch.ops.aten.view.default(sum_6, [24]);  sum_6 = None
        add_19: "f32[24]" = torch.ops.aten.add.Tensor(add_15, view_5);  add_15 = view_5 = None
        t_22: "f32[24, 8]" = torch.ops.aten.t.default(t_21);  t_21 = None
        add_20: "f32[24, 8]" = torch.ops.aten.add.Tensor(add_17, t_22);  add_17 = t_22 = None
        cat_9: "f32[2, 24]" = torch.ops.aten.cat.default([sigmoid_backward_9, sigmoid_backward_8, tanh_backward_4], 1);  sigmoid_backward_9 = sigmoid_backward_8 = tanh_backward_4 = None
        stack: "f32[5, 2, 24]" = torch.ops.aten.stack.default([cat_9, cat_7, cat_5, cat_3, cat_1]);  cat_9 = cat_7 = cat_5 = cat_3 = cat_1 = None
        sum_7: "f32[1, 1, 24]" = torch.ops.aten.sum.dim_IntList(stack, [0, 1], True)
        view_6: "f32[24]" = torch.ops.aten.view.default(sum_7, [24]);  sum_7 = None
        view_7: "f32[10, 24]" = torch.ops.aten.view.default(stack, [10, 24]);  stack = None
        t_23: "f32[24, 10]" = torch.ops.aten.t.default(view_7)
        _tensor_constant50: "f32[10, 8]" = self._tensor_constant50
        mm_11: "f32[24, 8]" = torch.ops.aten.mm.default(t_23, _tensor_constant50);  t_23 = _tensor_constant50 = None
        t_24: "f32[8, 24]" = torch.ops.aten.t.default(mm_11);  mm_11 = None
        _tensor_constant51: "f32[8, 24]" = self._tensor_constant51
        t_25: "f32[24, 8]" = torch.ops.aten.t.default(_tensor_constant51);  _tensor_constant51 = None
        mm_12: "f32[10, 8]" = torch.ops.aten.mm.default(view_7, t_25);  view_7 = t_25 = None
        view_8: "f32[5, 2, 8]" = torch.ops.aten.view.default(mm_12, [5, 2, 8]);  mm_12 = None
        t_26: "f32[24, 8]" = torch.ops.aten.t.default(t_24);  t_24 = None
        transpose_1: "f32[2, 5, 8]" = torch.ops.aten.transpose.int(view_8, 0, 1);  view_8 = None
        _tensor_constant52: "i64[2, 5]" = self._tensor_constant52
        embedding_dense_backward: "f32[20, 8]" = torch.ops.aten.embedding_dense_backward.default(transpose_1, _tensor_constant52, 20, -1, False);  transpose_1 = _tensor_constant52 = None
        return (view, t_3, add_19, view_6, add_20, t_26, embedding_dense_backward)
