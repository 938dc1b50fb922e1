


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
    view = torch.ops.aten.view.default(sum_1, [3]);  sum_1 = None
    t_3 = torch.ops.aten.t.default(t_2);  t_2 = None
    _tensor_constant6 = self._tensor_constant6
    mul = torch.ops.aten.mul.Tensor(mm, _tensor_constant6);  _tensor_constant6 = None
    _tensor_constant7 = self._tensor_constant7
    mul_1 = torch.ops.aten.mul.Tensor(mm, _tensor_constant7);  _tensor_constant7 = None
    _tensor_constant8 = self._tensor_constant8
    mul_2 = torch.ops.aten.mul.Tensor(mm, _tensor_constant8);  _tensor_constant8 = None
    _tensor_constant9 = self._tensor_constant9
    mul_3 = torch.ops.aten.mul.Tensor(mm, _tensor_constant9);  mm = _tensor_constant9 = None
    neg = torch.ops.aten.neg.default(mul_3);  mul_3 = None
    add = torch.ops.aten.add.Tensor(mul_1, neg);  mul_1 = neg = None
    _tensor_constant10 = self._tensor_constant10
    detach_1 = torch.ops.aten.detach.default(_tensor_constant10);  _tensor_constant10 = None
    tanh_backward = torch.ops.aten.tanh_backward.default(mul, detach_1);  mul = detach_1 = None
    _tensor_constant11 = self._tensor_constant11
    t_4 = torch.ops.aten.t.default(_tensor_constant11);  _tensor_constant11 = None
    mm_2 = torch.ops.aten.mm.default(tanh_backward, t_4);  tanh_backward = t_4 = None
    slice_1 = torch.ops.aten.slice.Tensor(mm_2, 1, 0, 6)
    slice_2 = torch.ops.aten.slice.Tensor(mm_2, 1, 6, 12);  mm_2 = slice_2 = None
    _tensor_constant12 = self._tensor_constant12
    mul_4 = torch.ops.aten.mul.Tensor(slice_1, _tensor_constant12);  _tensor_constant12 = None
    _tensor_constant9_1 = self._tensor_constant9
    mul_5 = torch.ops.aten.mul.Tensor(slice_1, _tensor_constant9_1);  slice_1 = _tensor_constant9_1 = None
    add_1 = torch.ops.aten.add.Tensor(mul_2, mul_4);  mul_2 = mul_4 = None
    _tensor_constant13 = self._tensor_constant13
    detach_2 = torch.ops.aten.detach.default(_tensor_constant13);  _tensor_constant13 = None
    sigmoid_backward = torch.ops.aten.sigmoid_backward.default(mul_5, detach_2);  mul_5 = detach_2 = None
    _tensor_constant14 = self._tensor_constant14
    t_5 = torch.ops.aten.t.default(_tensor_constant14);  _tensor_constant14 = None
    mm_3 = torch.ops.aten.mm.default(sigmoid_backward, t_5);  sigmoid_backward = t_5 = None
    _tensor_constant15 = self._tensor_constant15
    detach_3 = torch.ops.aten.detach.default(_tensor_constant15);  _tensor_constant15 = None
    sigmoid_backward_1 = torch.ops.aten.sigmoid_backward.default(add, detach_3);  add = detach_3 = None
    _tensor_constant16 = self._tensor_constant16
    t_6 = torch.ops.aten.t.default(_tensor_constant16);  _tensor_constant16 = None
    mm_4 = torch.ops.aten.mm.default(sigmoid_backward_1, t_6);  sigmoid_backward_1 = t_6 = None
    add_2 = torch.ops.aten.add.Tensor(mm_3, mm_4);  mm_3 = mm_4 = None
    slice_3 = torch.ops.aten.slice.Tensor(add_2, 1, 0, 6)
    slice_4 = torch.ops.aten.slice.Tensor(add_2, 1, 6, 12);  add_2 = slice_4 = None
    add_3 = torch.ops.aten.add.Tensor(add_1, slice_3);  add_1 = slice_3 = None
    _tensor_constant17 = self._tensor_constant17
    mul_6 = torch.ops.aten.mul.Tensor(add_3, _tensor_constant17);  _tensor_constant17 = None
    _tensor_constant18 = self._tensor_constant18
    mul_7 = torch.ops.aten.mul.Tensor(add_3, _tensor_constant18);  _tensor_constant18 = None
    _tensor_constant19 = self._tensor_constant19
    mul_8 = torch.ops.aten.mul.Tensor(add_3, _tensor_constant19);  _tensor_constant19 = None
    _tensor_constant20 = self._tensor_constant20
    mul_9 = torch.ops.aten.mul.Tensor(add_3, _tensor_constant20);  add_3 = _tensor_constant20 = None
    neg_1 = torch.ops.aten.neg.default(mul_9);  mul_9 = None
    add_4 = torch.ops.aten.add.Tensor(mul_7, neg_1);  mul_7 = neg_1 = None
    _tensor_constant21 = self._tensor_constant21
    detach_4 = torch.ops.aten.detach.default(_tensor_constant21);  _tensor_constant21 = None
    tanh_backward_1 = torch.ops.aten.tanh_backward.default(mul_6, detach_4);  mul_6 = detach_4 = None
    _tensor_constant22 = self._tensor_constant22
    t_7 = torch.ops.aten.t.default(_tensor_constant22);  _tensor_constant22 = None
    mm_5 = torch.ops.aten.mm.default(tanh_backward_1, t_7);  tanh_backward_1 = t_7 = None
    slice_5 = torch.ops.aten.slice.Tensor(mm_5, 1, 0, 6)
    slice_6 = torch.ops.aten.slice.Tensor(mm_5, 1, 6, 12);  mm_5 = slice_6 = None
    _tensor_constant23 = self._tensor_constant23
    mul_10 = torch.ops.aten.mul.Tensor(slice_5, _tensor_constant23);  _tensor_constant23 = None
    _tensor_constant20_1 = self._tensor_constant20
    mul_11 = torch.ops.aten.mul.Tensor(slice_5, _tensor_constant20_1);  slice_5 = _tensor_constant20_1 = None
    add_5 = torch.ops.aten.add.Tensor(mul_8, mul_10);  mul_8 = mul_10 = None
    _tensor_constant24 = self._tensor_constant24
    detach_5 = torch.ops.aten.detach.default(_tensor_constant24);  _tensor_constant24 = None
    sigmoid_backward_2 = torch.ops.aten.sigmoid_backward.default(mul_11, detach_5);  mul_11 = detach_5 = None
    _tensor_constant25 = self._tensor_constant25
    t_8 = torch.ops.aten.t.default(_tensor_constant25);  _tensor_constant25 = None
    mm_6 = torch.ops.aten.mm.default(sigmoid_backward_2, t_8);  sigmoid_backward_2 = t_8 = None
    _tensor_constant26 = self._tensor_constant26
    detach_6 = torch.ops.aten.detach.default(_tensor_constant26);  _tensor_constant26 = None
    sigmoid_backward_3 = torch.ops.aten.sigmoid_backward.default(add_4, detach_6);  add_4 = detach_6 = None
    _tensor_constant27 = self._tensor_constant27
    t_9 = torch.ops.aten.t.default(_tensor_constant27);  _tensor_constant27 = None
    mm_7 = torch.ops.aten.mm.default(sigmoid_backward_3, t_9);  sigmoid_backward_3 = t_9 = None
    add_6 = torch.ops.aten.add.Tensor(mm_6, mm_7);  mm_6 = mm_7 = None
    slice_7 = torch.ops.aten.slice.Tensor(add_6, 1, 0, 6)
    slice_8 = torch.ops.aten.slice.Tensor(add_6, 1, 6, 12);  add_6 = slice_8 = None
    add_7 = torch.ops.aten.add.Tensor(add_5, slice_7);  add_5 = slice_7 = None
    _tensor_constant28 = self._tensor_constant28
    mul_12 = torch.ops.aten.mul.Tensor(add_7, _tensor_constant28);  _tensor_constant28 = None
    _tensor_constant29 = self._tensor_constant29
    mul_13 = torch.ops.aten.mul.Tensor(add_7, _tensor_constant29);  _tensor_constant29 = None
    _tensor_constant30 = self._tensor_constant30
    mul_14 = torch.ops.aten.mul.Tensor(add_7, _tensor_constant30);  _tensor_constant30 = None
    _tensor_constant31 = self._tensor_constant31
    mul_15 = torch.ops.aten.mul.Tensor(add_7, _tensor_constant31);  add_7 = _tensor_constant31 = None
    neg_2 = torch.ops.aten.neg.default(mul_15);  mul_15 = None
    add_8 = torch.ops.aten.add.Tensor(mul_13, neg_2);  mul_13 = neg_2 = None
    _tensor_constant32 = self._tensor_constant32
    detach_7 = torch.ops.aten.detach.default(_tensor_constant32);  _tensor_constant32 = None
    tanh_backward_2 = torch.ops.aten.tanh_backward.default(mul_12, detach_7);  mul_12 = detach_7 = None
    _tensor_constant33 = self._tensor_constant33
    t_10 = torch.ops.aten.t.default(_tensor_constant33);  _tensor_constant33 = None
    mm_8 = torch.ops.aten.mm.default(tanh_backward_2, t_10);  tanh_backward_2 = t_10 = None
    slice_9 = torch.ops.aten.slice.Tensor(mm_8, 1, 0, 6)
    slice_10 = torch.ops.aten.slice.Tensor(mm_8, 1, 6, 12);  mm_8 = slice_10 = None
    _tensor_constant34 = self._tensor_constant34
    mul_16 = torch.ops.aten.mul.Tensor(slice_9, _tensor_constant34);  _tensor_constant34 = None
    _tensor_constant31_1 = self._tensor_constant31
    mul_17 = torch.ops.aten.mul.Tensor(slice_9, _tensor_constant31_1);  slice_9 = _tensor_constant31_1 = None
    add_9 = torch.ops.aten.add.Tensor(mul_14, mul_16);  mul_14 = mul_16 = None
    _tensor_constant35 = self._tensor_constant35
    detach_8 = torch.ops.aten.detach.default(_tensor_constant35);  _tensor_constant35 = None
    sigmoid_backward_4 = torch.ops.aten.sigmoid_backward.default(mul_17, detach_8);  mul_17 = detach_8 = None
    _tensor_constant36 = self._tensor_constant36
    t_11 = torch.ops.aten.t.default(_tensor_constant36);  _tensor_constant36 = None
    mm_9 = torch.ops.aten.mm.default(sigmoid_backward_4, t_11);  sigmoid_backward_4 = t_11 = None
    _tensor_constant37 = self._tensor_constant37
    detach_9 = torch.ops.aten.detach.default(_tensor_constant37);  _tensor_constant37 = None
    sigmoid_backward_5 = torch.ops.aten.sigmoid_backward.default(add_8, detach_9);  add_8 = detach_9 = None
    _tensor_constant38 = self._tensor_constant38
    t_12 = torch.ops.aten.t.default(_tensor_constant38);  _tensor_constant38 = None
    mm_10 = torch.ops.aten.mm.default(sigmoid_backward_5, t_12);  sigmoid_backward_5 = t_12 = None
    add_10 = torch.ops.aten.add.Tensor(mm_9, mm_10);  mm_9 = mm_10 = None
    slice_11 = torch.ops.aten.slice.Tensor(add_10, 1, 0, 6)
    slice_12 = torch.ops.aten.slice.Tensor(add_10, 1, 6, 12);  add_10 = slice_12 = None
    add_11 = torch.ops.aten.add.Tensor(add_9, slice_11);  add_9 = slice_11 = None
    _tensor_constant39 = self._tensor_constant39
    mul_18 = torch.ops.aten.mul.Tensor(add_11, _tensor_constant39);  _tensor_constant39 = None
    _tensor_constant40 = self._tensor_constant40
    mul_19 = torch.ops.aten.mul.Tensor(add_11, _tensor_constant40);  _tensor_constant40 = None
    _tensor_constant41 = self._tensor_constant41
    mul_20 = torch.ops.aten.mul.Tensor(add_11, _tensor_constant41);  _tensor_constant41 = None
    _tensor_constant42 = self._tensor_constant42
    mul_21 = torch.ops.aten.mul.Tensor(add_11, _tensor_constant42);  add_11 = _tensor_constant42 = None
    neg_3 = torch.ops.aten.neg.default(mul_21);  mul_21 = None
    add_12 = torch.ops.aten.add.Tensor(mul_19, neg_3);  mul_19 = neg_3 = None
    _tensor_constant43 = self._tensor_constant43
    detach_10 = torch.ops.aten.detach.default(_tensor_constant43);  _tensor_constant43 = None
    tanh_backward_3 = torch.ops.aten.tanh_backward.default(mul_18, detach_10);  mul_18 = detach_10 = None
    _tensor_constant44 = self._tensor_constant44
    t_13 = torch.ops.aten.t.default(_tensor_constant44);  _tensor_constant44 = None
    mm_11 = torch.ops.aten.mm.default(tanh_backward_3, t_13);  tanh_backward_3 = t_13 = None
    slice_13 = torch.ops.aten.slice.Tensor(mm_11, 1, 0, 6)
    slice_14 = torch.ops.aten.slice.Tensor(mm_11, 1, 6, 12);  mm_11 = slice_14 = None
    _tensor_constant45 = self._tensor_constant45
    mul_22 = torch.ops.aten.mul.Tensor(slice_13, _tensor_constant45);  _tensor_constant45 = None
    _tensor_constant42_1 = self._tensor_constant42
    mul_23 = torch.ops.aten.mul.Tensor(slice_13, _tensor_constant42_1);  slice_13 = _tensor_constant42_1 = None
    add_13 = torch.ops.aten.add.Tensor(mul_20, mul_22);  mul_20 = mul_22 = None
    _tensor_constant46 = self._tensor_constant46
    detach_11 = torch.ops.aten.detach.default(_tensor_constant46);  _tensor_constant46 = None
    sigmoid_backward_6 = torch.ops.aten.sigmoid_backward.default(mul_23, detach_11);  mul_23 = detach_11 = None
    _tensor_constant47 = self._tensor_constant47
    t_14 = torch.ops.aten.t.default(_tensor_constant47);  _tensor_constant47 = None
    mm_12 = torch.ops.aten.mm.default(sigmoid_backward_6, t_14);  sigmoid_backward_6 = t_14 = None
    _tensor_constant48 = self._tensor_constant48
    detach_12 = torch.ops.aten.detach.default(_tensor_constant48);  _tensor_constant48 = None
    sigmoid_backward_7 = torch.ops.aten.sigmoid_backward.default(add_12, detach_12);  add_12 = detach_12 = None
    _tensor_constant49 = self._tensor_constant49
    t_15 = torch.ops.aten.t.default(_tensor_constant49);  _tensor_constant49 = None
    mm_13 = torch.ops.aten.mm.default(sigmoid_backward_7, t_15);  sigmoid_backward_7 = t_15 = None
    add_14 = torch.ops.aten.add.Tensor(mm_12, mm_13);  mm_12 = mm_13 = None
    slice_15 = torch.ops.aten.slice.Tensor(add_14, 1, 0, 6)
    slice_16 = torch.ops.aten.slice.Tensor(add_14, 1, 6, 12);  add_14 = slice_16 = None
    add_15 = torch.ops.aten.add.Tensor(add_13, slice_15);  add_13 = slice_15 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(add_15, [0], True);  add_15 = None
    return (sum_2, t_3, view)
    