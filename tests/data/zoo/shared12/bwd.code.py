


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
    gelu_backward = torch.ops.aten.gelu_backward.default(mm, _tensor_constant6);  _tensor_constant6 = None
    _tensor_constant7 = self._tensor_constant7
    _tensor_constant8 = self._tensor_constant8
    _tensor_constant9 = self._tensor_constant9
    _param_constant0 = self._param_constant0
    _param_constant1 = self._param_constant1
    native_layer_norm_backward = torch.ops.aten.native_layer_norm_backward.default(gelu_backward, _tensor_constant7, [8], _tensor_constant8, _tensor_constant9, _param_constant0, _param_constant1, [True, True, True]);  gelu_backward = _tensor_constant7 = _tensor_constant8 = _tensor_constant9 = _param_constant0 = _param_constant1 = None
    getitem = native_layer_norm_backward[0]
    getitem_1 = native_layer_norm_backward[1]
    getitem_2 = native_layer_norm_backward[2];  native_layer_norm_backward = None
    _tensor_constant10 = self._tensor_constant10
    t_4 = torch.ops.aten.t.default(_tensor_constant10);  _tensor_constant10 = None
    mm_2 = torch.ops.aten.mm.default(getitem, t_4);  t_4 = None
    t_5 = torch.ops.aten.t.default(getitem)
    _tensor_constant11 = self._tensor_constant11
    mm_3 = torch.ops.aten.mm.default(t_5, _tensor_constant11);  t_5 = _tensor_constant11 = None
    t_6 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(getitem, [0], True);  getitem = None
    view_1 = torch.ops.aten.view.default(sum_2, [8]);  sum_2 = None
    add = torch.ops.aten.add.Tensor(mm, mm_2);  mm = mm_2 = None
    t_7 = torch.ops.aten.t.default(t_6);  t_6 = None
    _tensor_constant12 = self._tensor_constant12
    gelu_backward_1 = torch.ops.aten.gelu_backward.default(add, _tensor_constant12);  _tensor_constant12 = None
    _tensor_constant13 = self._tensor_constant13
    _tensor_constant14 = self._tensor_constant14
    _tensor_constant15 = self._tensor_constant15
    _param_constant0_1 = self._param_constant0
    _param_constant1_1 = self._param_constant1
    native_layer_norm_backward_1 = torch.ops.aten.native_layer_norm_backward.default(gelu_backward_1, _tensor_constant13, [8], _tensor_constant14, _tensor_constant15, _param_constant0_1, _param_constant1_1, [True, True, True]);  gelu_backward_1 = _tensor_constant13 = _tensor_constant14 = _tensor_constant15 = _param_constant0_1 = _param_constant1_1 = None
    getitem_3 = native_layer_norm_backward_1[0]
    getitem_4 = native_layer_norm_backward_1[1]
    getitem_5 = native_layer_norm_backward_1[2];  native_layer_norm_backward_1 = None
    add_1 = torch.ops.aten.add.Tensor(getitem_1, getitem_4);  getitem_1 = getitem_4 = None
    add_2 = torch.ops.aten.add.Tensor(getitem_2, getitem_5);  getitem_2 = getitem_5 = None
    _tensor_constant16 = self._tensor_constant16
    t_8 = torch.ops.aten.t.default(_tensor_constant16);  _tensor_constant16 = None
    mm_4 = torch.ops.aten.mm.default(getitem_3, t_8);  t_8 = None
    t_9 = torch.ops.aten.t.default(getitem_3)
    _tensor_constant17 = self._tensor_constant17
    mm_5 = torch.ops.aten.mm.default(t_9, _tensor_constant17);  t_9 = _tensor_constant17 = None
    t_10 = torch.ops.aten.t.default(mm_5);  mm_5 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(getitem_3, [0], True);  getitem_3 = None
    view_2 = torch.ops.aten.view.default(sum_3, [8]);  sum_3 = None
    add_3 = torch.ops.aten.add.Tensor(view_1, view_2);  view_1 = view_2 = None
    add_4 = torch.ops.aten.add.Tensor(add, mm_4);  add = mm_4 = None
    t_11 = torch.ops.aten.t.default(t_10);  t_10 = None
    add_5 = torch.ops.aten.add.Tensor(t_7, t_11);  t_7 = t_11 = None
    _tensor_constant18 = self._tensor_constant18
    gelu_backward_2 = torch.ops.aten.gelu_backward.default(add_4, _tensor_constant18);  _tensor_constant18 = None
    _tensor_constant19 = self._tensor_constant19
    _tensor_constant20 = self._tensor_constant20
    _tensor_constant21 = self._tensor_constant21
    _param_constant0_2 = self._param_constant0
    _param_constant1_2 = self._param_constant1
    native_layer_norm_backward_2 = torch.ops.aten.native_layer_norm_backward.default(gelu_backward_2, _tensor_constant19, [8], _tensor_constant20, _tensor_constant21, _param_constant0_2, _param_constant1_2, [True, True, True]);  gelu_backward_2 = _tensor_constant19 = _tensor_constant20 = _tensor_constant21 = _param_constant0_2 = _param_constant1_2 = None
    getitem_6 = native_layer_norm_backward_2[0]
    getitem_7 = native_layer_norm_backward_2[1]
    getitem_8 = native_layer_norm_backward_2[2];  native_layer_norm_backward_2 = None
    add_6 = torch.ops.aten.add.Tensor(add_1, getitem_7);  add_1 = getitem_7 = None
    add_7 = torch.ops.aten.add.Tensor(add_2, getitem_8);  add_2 = getitem_8 = None
    _tensor_constant22 = self._tensor_constant22
    t_12 = torch.ops.aten.t.default(_tensor_constant22);  _tensor_constant22 = None
    mm_6 = torch.ops.aten.mm.default(getitem_6, t_12);  t_12 = None
    t_13 = torch.ops.aten.t.default(getitem_6)
    _tensor_constant23 = self._tensor_constant23
    mm_7 = torch.ops.aten.mm.default(t_13, _tensor_constant23);  t_13 = _tensor_constant23 = None
    t_14 = torch.ops.aten.t.default(mm_7);  mm_7 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(getitem_6, [0], True);  getitem_6 = None
    view_3 = torch.ops.aten.view.default(sum_4, [8]);  sum_4 = None
    add_8 = torch.ops.aten.add.Tensor(add_3, view_3);  add_3 = view_3 = None
    add_9 = torch.ops.aten.add.Tensor(add_4, mm_6);  add_4 = mm_6 = None
    t_15 = torch.ops.aten.t.default(t_14);  t_14 = None
    add_10 = torch.ops.aten.add.Tensor(add_5, t_15);  add_5 = t_15 = None
    _tensor_constant24 = self._tensor_constant24
    gelu_backward_3 = torch.ops.aten.gelu_backward.default(add_9, _tensor_constant24);  _tensor_constant24 = None
    _tensor_constant25 = self._tensor_constant25
    _tensor_constant26 = self._tensor_constant26
    _tensor_constant27 = self._tensor_constant27
    _param_constant0_3 = self._param_constant0
    _param_constant1_3 = self._param_constant1
    native_layer_norm_backward_3 = torch.ops.aten.native_layer_norm_backward.default(gelu_backward_3, _tensor_constant25, [8], _tensor_constant26, _tensor_constant27, _param_constant0_3, _param_constant1_3, [True, True, True]);  gelu_backward_3 = _tensor_constant25 = _tensor_constant26 = _tensor_constant27 = _param_constant0_3 = _param_constant1_3 = None
    getitem_9 = native_layer_norm_backward_3[0]
    getitem_10 = native_layer_norm_backward_3[1]
    getitem_11 = native_layer_norm_backward_3[2];  native_layer_norm_backward_3 = None
    add_11 = torch.ops.aten.add.Tensor(add_6, getitem_10);  add_6 = getitem_10 = None
    add_12 = torch.ops.aten.add.Tensor(add_7, getitem_11);  add_7 = getitem_11 = None
    _tensor_constant28 = self._tensor_constant28
    t_16 = torch.ops.aten.t.default(_tensor_constant28);  _tensor_constant28 = None
    mm_8 = torch.ops.aten.mm.default(getitem_9, t_16);  t_16 = None
    t_17 = torch.ops.aten.t.default(getitem_9)
    _tensor_constant29 = self._tensor_constant29
    mm_9 = torch.ops.aten.mm.default(t_17, _tensor_constant29);  t_17 = _tensor_constant29 = None
    t_18 = torch.ops.aten.t.default(mm_9);  mm_9 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(getitem_9, [0], True);  getitem_9 = None
    view_4 = torch.ops.aten.view.default(sum_5, [8]);  sum_5 = None
    add_13 = torch.ops.aten.add.Tensor(add_8, view_4);  add_8 = view_4 = None
    add_14 = torch.ops.aten.add.Tensor(add_9, mm_8);  add_9 = mm_8 = None
    t_19 = torch.ops.aten.t.default(t_18);  t_18 = None
    add_15 = torch.ops.aten.add.Tensor(add_10, t_19);  add_10 = t_19 = None
    _tensor_constant30 = self._tensor_constant30
    gelu_backward_4 = torch.ops.aten.gelu_backward.default(add_14, _tensor_constant30);  _tensor_constant30 = None
    _tensor_constant31 = self._tensor_constant31
    _tensor_constant32 = self._tensor_constant32
    _tensor_constant33 = self._tensor_constant33
    _param_constant0_4 = self._param_constant0
    _param_constant1_4 = self._param_constant1
    native_layer_norm_backward_4 = torch.ops.aten.native_layer_norm_backward.default(gelu_backward_4, _tensor_constant31, [8], _tensor_constant32, _tensor_constant33, _param_constant0_4, _param_constant1_4, [True, True, True]);  gelu_backward_4 = _tensor_constant31 = _tensor_constant32 = _tensor_constant33 = _param_constant0_4 = _param_constant1_4 = None
    getitem_12 = native_layer_norm_backward_4[0]
    getitem_13 = native_layer_norm_backward_4[1]
    getitem_14 = native_layer_norm_backward_4[2];  native_layer_norm_backward_4 = None
    add_16 = torch.ops.aten.add.Tensor(add_11, getitem_13);  add_11 = getitem_13 = None
    add_17 = torch.ops.aten.add.Tensor(add_12, getitem_14);  add_12 = getitem_14 = None
    _tensor_constant34 = self._tensor_constant34
    t_20 = torch.ops.aten.t.default(_tensor_constant34);  _tensor_constant34 = None
    mm_10 = torch.ops.aten.mm.default(getitem_12, t_20);  t_20 = None
    t_21 = torch.ops.aten.t.default(getitem_12)
    _tensor_constant35 = self._tensor_constant35
    mm_11 = torch.ops.aten.mm.default(t_21, _tensor_constant35);  t_21 = _tensor_constant35 = None
    t_22 = torch.ops.aten.t.default(mm_11);  mm_11 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(getitem_12, [0], True);  getitem_12 = None
    view_5 = torch.ops.aten.view.default(sum_6, [8]);  sum_6 = None
    add_18 = torch.ops.aten.add.Tensor(add_13, view_5);  add_13 = view_5 = None
    add_19 = torch.ops.aten.add.Tensor(add_14, mm_10);  add_14 = mm_10 = None
    t_23 = torch.ops.aten.t.default(t_22);  t_22 = None
    add_20 = torch.ops.aten.add.Tensor(add_15, t_23);  add_15 = t_23 = None
    _tensor_constant36 = self._tensor_constant36
    gelu_backward_5 = torch.ops.aten.gelu_backward.default(add_19, _tensor_constant36);  _tensor_constant36 = None
    _tensor_constant37 = self._tensor_constant37
    _tensor_constant38 = self._tensor_constant38
    _tensor_constant39 = self._tensor_constant39
    _param_constant0_5 = self._param_constant0
    _param_constant1_5 = self._param_constant1
    native_layer_norm_backward_5 = torch.ops.aten.native_layer_norm_backward.default(gelu_backward_5, _tensor_constant37, [8], _tensor_constant38, _tensor_constant39, _param_constant0_5, _param_constant1_5, [True, True, True]);  gelu_backward_5 = _tensor_constant37 = _tensor_constant38 = _tensor_constant39 = _param_constant0_5 = _param_constant1_5 = None
    getitem_15 = native_layer_norm_backward_5[0]
    getitem_16 = native_layer_norm_backward_5[1]
    getitem_17 = native_layer_norm_backward_5[2];  native_layer_norm_backward_5 = None
    add_21 = torch.ops.aten.add.Tensor(add_16, getitem_16);  add_16 = getitem_16 = None
    add_22 = torch.ops.aten.add.Tensor(add_17, getitem_17);  add_17 = getitem_17 = None
    _tensor_constant40 = self._tensor_constant40
    t_24 = torch.ops.aten.t.default(_tensor_constant40);  _tensor_constant40 = None
    mm_12 = torch.ops.aten.mm.default(getitem_15, t_24);  t_24 = None
    t_25 = torch.ops.aten.t.default(getitem_15)
    _tensor_constant41 = self._tensor_constant41
    mm_13 = torch.ops.aten.mm.default(t_25, _tensor_constant41);  t_25 = _tensor_constant41 = None
    t_26 = torch.ops.aten.t.default(mm_13);  mm_13 = None
    sum_7 = torch.ops.aten.sum.dim_IntList(getitem_15, [0], True);  getitem_15 = None
    view_6 = torch.ops.aten.view.default(sum_7, [8]);  sum_7 = None
    add_23 = torch.ops.aten.add.Tensor(add_18, view_6);  add_18 = view_6 = None
    add_24 = torch.ops.aten.add.Tensor(add_19, mm_12);  add_19 = mm_12 = None
    t_27 = torch.ops.aten.t.default(t_26);  t_26 = None
    add_25 = torch.ops.aten.add.Tensor(add_20, t_27);  add_20 = t_27 = None
    _tensor_constant42 = self._tensor_constant42
    gelu_backward_6 = torch.ops.aten.gelu_backward.default(add_24, _tensor_constant42);  _tensor_constant42 = None
    _tensor_constant43 = self._tensor_constant43
    _tensor_constant44 = self._tensor_constant44
    _tensor_constant45 = self._tensor_constant45
    _param_constant0_6 = self._param_constant0
    _param_constant1_6 = self._param_constant1
    native_layer_norm_backward_6 = torch.ops.aten.native_layer_norm_backward.default(gelu_backward_6, _tensor_constant43, [8], _tensor_constant44, _tensor_constant45, _param_constant0_6, _param_constant1_6, [True, True, True]);  gelu_backward_6 = _tensor_constant43 = _tensor_constant44 = _tensor_constant45 = _param_constant0_6 = _param_constant1_6 = None
    getitem_18 = native_layer_norm_backward_6[0]
    getitem_19 = native_layer_norm_backward_6[1]
    getitem_20 = native_layer_norm_backward_6[2];  native_layer_norm_backward_6 = None
    add_26 = torch.ops.aten.add.Tensor(add_21, getitem_19);  add_21 = getitem_19 = None
    add_27 = torch.ops.aten.add.Tensor(add_22, getitem_20);  add_22 = getitem_20 = None
    _tensor_constant46 = self._tensor_constant46
    t_28 = torch.ops.aten.t.default(_tensor_constant46);  _tensor_constant46 = None
    mm_14 = torch.ops.aten.mm.default(getitem_18, t_28);  t_28 = None
    t_29 = torch.ops.aten.t.default(getitem_18)
    _tensor_constant47 = self._tensor_constant47
    mm_15 = torch.ops.aten.mm.default(t_29, _tensor_constant47);  t_29 = _tensor_constant47 = None
    t_30 = torch.ops.aten.t.default(mm_15);  mm_15 = None
    sum_8 = torch.ops.aten.sum.dim_IntList(getitem_18, [0], True);  getitem_18 = None
    view_7 = torch.ops.aten.view.default(sum_8, [8]);  sum_8 = None
    add_28 = torch.ops.aten.add.Tensor(add_23, view_7);  add_23 = view_7 = None
    add_29 = torch.ops.aten.add.Tensor(add_24, mm_14);  add_24 = mm_14 = None
    t_31 = torch.ops.aten.t.default(t_30);  t_30 = None
    add_30 = torch.ops.aten.add.Tensor(add_25, t_31);  add_25 = t_31 = None
    _tensor_constant48 = self._tensor_constant48
    gelu_backward_7 = torch.ops.aten.gelu_backward.default(add_29, _tensor_constant48);  _tensor_constant48 = None
    _tensor_constant49 = self._tensor_constant49
    _tensor_constant50 = self._tensor_constant50
    _tensor_constant51 = self._tensor_constant51
    _param_constant0_7 = self._param_constant0
    _param_constant1_7 = self._param_constant1
    native_layer_norm_backward_7 = torch.ops.aten.native_layer_norm_backward.default(gelu_backward_7, _tensor_constant49, [8], _tensor_constant50, _tensor_constant51, _param_constant0_7, _param_constant1_7, [True, True, True]);  gelu_backward_7 = _tensor_constant49 = _tensor_constant50 = _tensor_constant51 = _param_constant0_7 = _param_constant1_7 = None
    getitem_21 = native_layer_norm_backward_7[0]
    getitem_22 = native_layer_norm_backward_7[1]
    getitem_23 = native_layer_norm_backward_7[2];  native_layer_norm_backward_7 = None
    add_31 = torch.ops.aten.add.Tensor(add_26, getitem_22);  add_26 = getitem_22 = None
    add_32 = torch.ops.aten.add.Tensor(add_27, getitem_23);  add_27 = getitem_23 = None
    _tensor_constant52 = self._tensor_constant52
    t_32 = torch.ops.aten.t.default(_tensor_constant52);  _tensor_constant52 = None
    mm_16 = torch.ops.aten.mm.default(getitem_21, t_32);  t_32 = None
    t_33 = torch.ops.aten.t.default(getitem_21)
    _tensor_constant53 = self._tensor_constant53
    mm_17 = torch.ops.aten.mm.default(t_33, _tensor_constant53);  t_33 = _tensor_constant53 = None
    t_34 = torch.ops.aten.t.default(mm_17);  mm_17 = None
    sum_9 = torch.ops.aten.sum.dim_IntList(getitem_21, [0], True);  getitem_21 = None
    view_8 = torch.ops.aten.view.default(sum_9, [8]);  sum_9 = None
    add_33 = torch.ops.aten.add.Tensor(add_28, view_8);  add_28 = view_8 = None
    add_34 = torch.ops.aten.add.Tensor(add_29, mm_16);  add_29 = mm_16 = None
    t_35 = torch.ops.aten.t.default(t_34);  t_34 = None
    add_35 = torch.ops.aten.add.Tensor(add_30, t_35);  add_30 = t_35 = None
    _tensor_constant54 = self._tensor_constant54
    gelu_backward_8 = torch.ops.aten.gelu_backward.default(add_34, _tensor_constant54);  _tensor_constant54 = None
    _tensor_constant55 = self._tensor_constant55
    _tensor_constant56 = self._tensor_constant56
    _tensor_constant57 = self._tensor_constant57
    _param_constant0_8 = self._param_constant0
    _param_constant1_8 = self._param_constant1
    native_layer_norm_backward_8 = torch.ops.aten.native_layer_norm_backward.default(gelu_backward_8, _tensor_constant55, [8], _tensor_constant56, _tensor_constant57, _param_constant0_8, _param_constant1_8, [True, True, True]);  gelu_backward_8 = _tensor_constant55 = _tensor_constant56 = _tensor_constant57 = _param_constant0_8 = _param_constant1_8 = None
    getitem_24 = native_layer_norm_backward_8[0]
    getitem_25 = native_layer_norm_backward_8[1]
    getitem_26 = native_layer_norm_backward_8[2];  native_layer_norm_backward_8 = None
    add_36 = torch.ops.aten.add.Tensor(add_31, getitem_25);  add_31 = getitem_25 = None
    add_37 = torch.ops.aten.add.Tensor(add_32, getitem_26);  add_32 = getitem_26 = None
    _tensor_constant58 = self._tensor_constant58
    t_36 = torch.ops.aten.t.default(_tensor_constant58);  _tensor_constant58 = None
    mm_18 = torch.ops.aten.mm.default(getitem_24, t_36);  t_36 = None
    t_37 = torch.ops.aten.t.default(getitem_24)
    _tensor_constant59 = self._tensor_constant59
    mm_19 = torch.ops.aten.mm.default(t_37, _tensor_constant59);  t_37 = _tensor_constant59 = None
    t_38 = torch.ops.aten.t.default(mm_19);  mm_19 = None
    sum_10 = torch.ops.aten.sum.dim_IntList(getitem_24, [0], True);  getitem_24 = None
    view_9 = torch.ops.aten.view.default(sum_10, [8]);  sum_10 = None
    add_38 = torch.ops.aten.add.Tensor(add_33, view_9);  add_33 = view_9 = None
    add_39 = torch.ops.aten.add.Tensor(add_34, mm_18);  add_34 = mm_18 = None
    t_39 = torch.ops.aten.t.default(t_38);  t_38 = None
    add_40 = torch.ops.aten.add.Tensor(add_35, t_39);  add_35 = t_39 = None
    _tensor_constant60 = self._tensor_constant60
    gelu_backward_9 = torch.ops.aten.gelu_backward.default(add_39, _tensor_constant60);  _tensor_constant60 = None
    _tensor_constant61 = self._tensor_constant61
    _tensor_constant62 = self._tensor_constant62
    _tensor_constant63 = self._tensor_constant63
    _param_constant0_9 = self._param_constant0
    _param_constant1_9 = self._param_constant1
    native_layer_norm_backward_9 = torch.ops.aten.native_layer_norm_backward.default(gelu_backward_9, _tensor_constant61, [8], _tensor_constant62, _tensor_constant63, _param_constant0_9, _param_constant1_9, [True, True, True]);  gelu_backward_9 = _tensor_constant61 = _tensor_constant62 = _tensor_constant63 = _param_constant0_9 = _param_constant1_9 = None
    getitem_27 = native_layer_norm_backward_9[0]
    getitem_28 = native_layer_norm_backward_9[1]
    getitem_29 = native_layer_norm_backward_9[2];  native_layer_norm_backward_9 = None
    add_41 = torch.ops.aten.add.Tensor(add_36, getitem_28);  add_36 = getitem_28 = None
    add_42 = torch.ops.aten.add.Tensor(add_37, getitem_29);  add_37 = getitem_29 = None
    _tensor_constant64 = self._tensor_constant64
    t_40 = torch.ops.aten.t.default(_tensor_constant64);  _tensor_constant64 = None
    mm_20 = torch.ops.aten.mm.default(getitem_27, t_40);  t_40 = None
    t_41 = torch.ops.aten.t.default(getitem_27)
    _tensor_constant65 = self._tensor_constant65
    mm_21 = torch.ops.aten.mm.default(t_41, _tensor_constant65);  t_41 = _tensor_constant65 = None
    t_42 = torch.ops.aten.t.default(mm_21);  mm_21 = None
    sum_11 = torch.ops.aten.sum.dim_IntList(getitem_27, [0], True);  getitem_27 = None
    view_10 = torch.ops.aten.view.default(sum_11, [8]);  sum_11 = None
    add_43 = torch.ops.aten.add.Tensor(add_38, view_10);  add_38 = view_10 = None
    add_44 = torch.ops.aten.add.Tensor(add_39, mm_20);  add_39 = mm_20 = None
    t_43 = torch.ops.aten.t.default(t_42);  t_42 = None
    add_45 = torch.ops.aten.add.Tensor(add_40, t_43);  add_40 = t_43 = None
    _tensor_constant66 = self._tensor_constant66
    gelu_backward_10 = torch.ops.aten.gelu_backward.default(add_44, _tensor_constant66);  _tensor_constant66 = None
    _tensor_constant67 = self._tensor_constant67
    _tensor_constant68 = self._tensor_constant68
    _tensor_constant69 = self._tensor_constant69
    _param_constant0_10 = self._param_constant0
    _param_constant1_10 = self._param_constant1
    native_layer_norm_backward_10 = torch.ops.aten.native_layer_norm_backward.default(gelu_backward_10, _tensor_constant67, [8], _tensor_constant68, _tensor_constant69, _param_constant0_10, _param_constant1_10, [True, True, True]);  gelu_backward_10 = _tensor_constant67 = _tensor_constant68 = _tensor_constant69 = _param_constant0_10 = _param_constant1_10 = None
    getitem_30 = native_layer_norm_backward_10[0]
    getitem_31 = native_layer_norm_backward_10[1]
    getitem_32 = native_layer_norm_backward_10[2];  native_layer_norm_backward_10 = None
    add_46 = torch.ops.aten.add.Tensor(add_41, getitem_31);  add_41 = getitem_31 = None
    add_47 = torch.ops.aten.add.Tensor(add_42, getitem_32);  add_42 = getitem_32 = None
    _tensor_constant70 = self._tensor_constant70
    t_44 = torch.ops.aten.t.default(_tensor_constant70);  _tensor_constant70 = None
    mm_22 = torch.ops.aten.mm.default(getitem_30, t_44);  t_44 = None
    t_45 = torch.ops.aten.t.default(getitem_30)
    _tensor_constant71 = self._tensor_constant71
    mm_23 = torch.ops.aten.mm.default(t_45, _tensor_constant71);  t_45 = _tensor_constant71 = None
    t_46 = torch.ops.aten.t.default(mm_23);  mm_23 = None
    sum_12 = torch.ops.aten.sum.dim_IntList(getitem_30, [0], True);  getitem_30 = None
    view_11 = torch.ops.aten.view.default(sum_12, [8]);  sum_12 = None
    add_48 = torch.ops.aten.add.Tensor(add_43, view_11);  add_43 = view_11 = None
    add_49 = torch.ops.aten.add.Tensor(add_44, mm_22);  add_44 = mm_22 = None
    t_47 = torch.ops.aten.t.default(t_46);  t_46 = None
    add_50 = torch.ops.aten.add.Tensor(add_45, t_47);  add_45 = t_47 = None
    _tensor_constant72 = self._tensor_constant72
    gelu_backward_11 = torch.ops.aten.gelu_backward.default(add_49, _tensor_constant72);  _tensor_constant72 = None
    _tensor_constant73 = self._tensor_constant73
    _tensor_constant74 = self._tensor_constant74
    _tensor_constant75 = self._tensor_constant75
    _param_constant0_11 = self._param_constant0
    _param_constant1_11 = self._param_constant1
    native_layer_norm_backward_11 = torch.ops.aten.native_layer_norm_backward.default(gelu_backward_11, _tensor_constant73, [8], _tensor_constant74, _tensor_constant75, _param_constant0_11, _param_constant1_11, [True, True, True]);  gelu_backward_11 = _tensor_constant73 = _tensor_constant74 = _tensor_constant75 = _param_constant0_11 = _param_constant1_11 = None
    getitem_33 = native_layer_norm_backward_11[0]
    getitem_34 = native_layer_norm_backward_11[1]
    getitem_35 = native_layer_norm_backward_11[2];  native_layer_norm_backward_11 = None
    add_51 = torch.ops.aten.add.Tensor(add_46, getitem_34);  add_46 = getitem_34 = None
    add_52 = torch.ops.aten.add.Tensor(add_47, getitem_35);  add_47 = getitem_35 = None
    _tensor_constant76 = self._tensor_constant76
    t_48 = torch.ops.aten.t.default(_tensor_constant76);  _tensor_constant76 = None
    mm_24 = torch.ops.aten.mm.default(getitem_33, t_48);  t_48 = None
    t_49 = torch.ops.aten.t.default(getitem_33)
    _tensor_constant77 = self._tensor_constant77
    mm_25 = torch.ops.aten.mm.default(t_49, _tensor_constant77);  t_49 = _tensor_constant77 = None
    t_50 = torch.ops.aten.t.default(mm_25);  mm_25 = None
    sum_13 = torch.ops.aten.sum.dim_IntList(getitem_33, [0], True);  getitem_33 = None
    view_12 = torch.ops.aten.view.default(sum_13, [8]);  sum_13 = None
    add_53 = torch.ops.aten.add.Tensor(add_48, view_12);  add_48 = view_12 = None
    add_54 = torch.ops.aten.add.Tensor(add_49, mm_24);  add_49 = mm_24 = None
    t_51 = torch.ops.aten.t.default(t_50);  t_50 = None
    add_55 = torch.ops.aten.add.Tensor(add_50, t_51);  add_50 = t_51 = None
    t_52 = torch.ops.aten.t.default(add_54)
    _tensor_constant78 = self._tensor_constant78
    mm_26 = torch.ops.aten.mm.default(t_52, _tensor_constant78);  t_52 = _tensor_constant78 = None
    t_53 = torch.ops.aten.t.default(mm_26);  mm_26 = None
    sum_14 = torch.ops.aten.sum.dim_IntList(add_54, [0], True);  add_54 = None
    view_13 = torch.ops.aten.view.default(sum_14, [8]);  sum_14 = None
    t_54 = torch.ops.aten.t.default(t_53);  t_53 = None
    return (t_54, view_13, add_55, add_53, add_51, add_52, t_3, view)
    