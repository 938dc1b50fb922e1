


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
    view = torch.ops.aten.view.default(sum_1, [4]);  sum_1 = None
    t_3 = torch.ops.aten.t.default(t_2);  t_2 = None
    _tensor_constant6 = self._tensor_constant6
    t_4 = torch.ops.aten.t.default(_tensor_constant6);  _tensor_constant6 = None
    mm_2 = torch.ops.aten.mm.default(mm, t_4);  t_4 = None
    t_5 = torch.ops.aten.t.default(mm)
    _tensor_constant7 = self._tensor_constant7
    mm_3 = torch.ops.aten.mm.default(t_5, _tensor_constant7);  t_5 = _tensor_constant7 = None
    t_6 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(mm, [0], True)
    view_1 = torch.ops.aten.view.default(sum_2, [16]);  sum_2 = None
    t_7 = torch.ops.aten.t.default(t_6);  t_6 = None
    _tensor_constant8 = self._tensor_constant8
    detach_1 = torch.ops.aten.detach.default(_tensor_constant8);  _tensor_constant8 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(mm_2, detach_1, 0);  mm_2 = detach_1 = None
    _tensor_constant9 = self._tensor_constant9
    t_8 = torch.ops.aten.t.default(_tensor_constant9);  _tensor_constant9 = None
    mm_4 = torch.ops.aten.mm.default(threshold_backward, t_8);  t_8 = None
    t_9 = torch.ops.aten.t.default(threshold_backward)
    _tensor_constant10 = self._tensor_constant10
    mm_5 = torch.ops.aten.mm.default(t_9, _tensor_constant10);  t_9 = _tensor_constant10 = None
    t_10 = torch.ops.aten.t.default(mm_5);  mm_5 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(threshold_backward, [0], True);  threshold_backward = None
    view_2 = torch.ops.aten.view.default(sum_3, [4]);  sum_3 = None
    add = torch.ops.aten.add.Tensor(mm, mm_4);  mm = mm_4 = None
    t_11 = torch.ops.aten.t.default(t_10);  t_10 = None
    _tensor_constant11 = self._tensor_constant11
    t_12 = torch.ops.aten.t.default(_tensor_constant11);  _tensor_constant11 = None
    mm_6 = torch.ops.aten.mm.default(add, t_12);  t_12 = None
    t_13 = torch.ops.aten.t.default(add)
    _tensor_constant12 = self._tensor_constant12
    mm_7 = torch.ops.aten.mm.default(t_13, _tensor_constant12);  t_13 = _tensor_constant12 = None
    t_14 = torch.ops.aten.t.default(mm_7);  mm_7 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(add, [0], True)
    view_3 = torch.ops.aten.view.default(sum_4, [16]);  sum_4 = None
    t_15 = torch.ops.aten.t.default(t_14);  t_14 = None
    _tensor_constant13 = self._tensor_constant13
    gelu_backward = torch.ops.aten.gelu_backward.default(mm_6, _tensor_constant13);  mm_6 = _tensor_constant13 = None
    _tensor_constant14 = self._tensor_constant14
    t_16 = torch.ops.aten.t.default(_tensor_constant14);  _tensor_constant14 = None
    mm_8 = torch.ops.aten.mm.default(gelu_backward, t_16);  t_16 = None
    t_17 = torch.ops.aten.t.default(gelu_backward)
    _tensor_constant15 = self._tensor_constant15
    mm_9 = torch.ops.aten.mm.default(t_17, _tensor_constant15);  t_17 = _tensor_constant15 = None
    t_18 = torch.ops.aten.t.default(mm_9);  mm_9 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(gelu_backward, [0], True);  gelu_backward = None
    view_4 = torch.ops.aten.view.default(sum_5, [32]);  sum_5 = None
    t_19 = torch.ops.aten.t.default(t_18);  t_18 = None
    _tensor_constant16 = self._tensor_constant16
    _tensor_constant17 = self._tensor_constant17
    _tensor_constant18 = self._tensor_constant18
    _param_constant0 = self._param_constant0
    _param_constant1 = self._param_constant1
    native_layer_norm_backward = torch.ops.aten.native_layer_norm_backward.default(mm_8, _tensor_constant16, [16], _tensor_constant17, _tensor_constant18, _param_constant0, _param_constant1, [True, True, True]);  mm_8 = _tensor_constant16 = _tensor_constant17 = _tensor_constant18 = _param_constant0 = _param_constant1 = None
    getitem = native_layer_norm_backward[0]
    getitem_1 = native_layer_norm_backward[1]
    getitem_2 = native_layer_norm_backward[2];  native_layer_norm_backward = None
    add_1 = torch.ops.aten.add.Tensor(add, getitem);  add = getitem = None
    _tensor_constant19 = self._tensor_constant19
    t_20 = torch.ops.aten.t.default(_tensor_constant19);  _tensor_constant19 = None
    mm_10 = torch.ops.aten.mm.default(add_1, t_20);  t_20 = None
    t_21 = torch.ops.aten.t.default(add_1)
    _tensor_constant20 = self._tensor_constant20
    mm_11 = torch.ops.aten.mm.default(t_21, _tensor_constant20);  t_21 = _tensor_constant20 = None
    t_22 = torch.ops.aten.t.default(mm_11);  mm_11 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(add_1, [0], True)
    view_5 = torch.ops.aten.view.default(sum_6, [16]);  sum_6 = None
    t_23 = torch.ops.aten.t.default(t_22);  t_22 = None
    _tensor_constant21 = self._tensor_constant21
    detach_2 = torch.ops.aten.detach.default(_tensor_constant21);  _tensor_constant21 = None
    threshold_backward_1 = torch.ops.aten.threshold_backward.default(mm_10, detach_2, 0);  mm_10 = detach_2 = None
    _tensor_constant22 = self._tensor_constant22
    t_24 = torch.ops.aten.t.default(_tensor_constant22);  _tensor_constant22 = None
    mm_12 = torch.ops.aten.mm.default(threshold_backward_1, t_24);  t_24 = None
    t_25 = torch.ops.aten.t.default(threshold_backward_1)
    _tensor_constant23 = self._tensor_constant23
    mm_13 = torch.ops.aten.mm.default(t_25, _tensor_constant23);  t_25 = _tensor_constant23 = None
    t_26 = torch.ops.aten.t.default(mm_13);  mm_13 = None
    sum_7 = torch.ops.aten.sum.dim_IntList(threshold_backward_1, [0], True);  threshold_backward_1 = None
    view_6 = torch.ops.aten.view.default(sum_7, [4]);  sum_7 = None
    add_2 = torch.ops.aten.add.Tensor(add_1, mm_12);  add_1 = mm_12 = None
    t_27 = torch.ops.aten.t.default(t_26);  t_26 = None
    _tensor_constant24 = self._tensor_constant24
    t_28 = torch.ops.aten.t.default(_tensor_constant24);  _tensor_constant24 = None
    mm_14 = torch.ops.aten.mm.default(add_2, t_28);  t_28 = None
    t_29 = torch.ops.aten.t.default(add_2)
    _tensor_constant25 = self._tensor_constant25
    mm_15 = torch.ops.aten.mm.default(t_29, _tensor_constant25);  t_29 = _tensor_constant25 = None
    t_30 = torch.ops.aten.t.default(mm_15);  mm_15 = None
    sum_8 = torch.ops.aten.sum.dim_IntList(add_2, [0], True)
    view_7 = torch.ops.aten.view.default(sum_8, [16]);  sum_8 = None
    t_31 = torch.ops.aten.t.default(t_30);  t_30 = None
    _tensor_constant26 = self._tensor_constant26
    gelu_backward_1 = torch.ops.aten.gelu_backward.default(mm_14, _tensor_constant26);  mm_14 = _tensor_constant26 = None
    _tensor_constant27 = self._tensor_constant27
    t_32 = torch.ops.aten.t.default(_tensor_constant27);  _tensor_constant27 = None
    mm_16 = torch.ops.aten.mm.default(gelu_backward_1, t_32);  t_32 = None
    t_33 = torch.ops.aten.t.default(gelu_backward_1)
    _tensor_constant28 = self._tensor_constant28
    mm_17 = torch.ops.aten.mm.default(t_33, _tensor_constant28);  t_33 = _tensor_constant28 = None
    t_34 = torch.ops.aten.t.default(mm_17);  mm_17 = None
    sum_9 = torch.ops.aten.sum.dim_IntList(gelu_backward_1, [0], True);  gelu_backward_1 = None
    view_8 = torch.ops.aten.view.default(sum_9, [32]);  sum_9 = None
    t_35 = torch.ops.aten.t.default(t_34);  t_34 = None
    _tensor_constant29 = self._tensor_constant29
    _tensor_constant30 = self._tensor_constant30
    _tensor_constant31 = self._tensor_constant31
    _param_constant2 = self._param_constant2
    _param_constant3 = self._param_constant3
    native_layer_norm_backward_1 = torch.ops.aten.native_layer_norm_backward.default(mm_16, _tensor_constant29, [16], _tensor_constant30, _tensor_constant31, _param_constant2, _param_constant3, [True, True, True]);  mm_16 = _tensor_constant29 = _tensor_constant30 = _tensor_constant31 = _param_constant2 = _param_constant3 = None
    getitem_3 = native_layer_norm_backward_1[0]
    getitem_4 = native_layer_norm_backward_1[1]
    getitem_5 = native_layer_norm_backward_1[2];  native_layer_norm_backward_1 = None
    add_3 = torch.ops.aten.add.Tensor(add_2, getitem_3);  add_2 = getitem_3 = None
    _tensor_constant32 = self._tensor_constant32
    t_36 = torch.ops.aten.t.default(_tensor_constant32);  _tensor_constant32 = None
    mm_18 = torch.ops.aten.mm.default(add_3, t_36);  t_36 = None
    t_37 = torch.ops.aten.t.default(add_3)
    _tensor_constant33 = self._tensor_constant33
    mm_19 = torch.ops.aten.mm.default(t_37, _tensor_constant33);  t_37 = _tensor_constant33 = None
    t_38 = torch.ops.aten.t.default(mm_19);  mm_19 = None
    sum_10 = torch.ops.aten.sum.dim_IntList(add_3, [0], True)
    view_9 = torch.ops.aten.view.default(sum_10, [16]);  sum_10 = None
    t_39 = torch.ops.aten.t.default(t_38);  t_38 = None
    _tensor_constant34 = self._tensor_constant34
    detach_3 = torch.ops.aten.detach.default(_tensor_constant34);  _tensor_constant34 = None
    threshold_backward_2 = torch.ops.aten.threshold_backward.default(mm_18, detach_3, 0);  mm_18 = detach_3 = None
    _tensor_constant35 = self._tensor_constant35
    t_40 = torch.ops.aten.t.default(_tensor_constant35);  _tensor_constant35 = None
    mm_20 = torch.ops.aten.mm.default(threshold_backward_2, t_40);  t_40 = None
    t_41 = torch.ops.aten.t.default(threshold_backward_2)
    _tensor_constant36 = self._tensor_constant36
    mm_21 = torch.ops.aten.mm.default(t_41, _tensor_constant36);  t_41 = _tensor_constant36 = None
    t_42 = torch.ops.aten.t.default(mm_21);  mm_21 = None
    sum_11 = torch.ops.aten.sum.dim_IntList(threshold_backward_2, [0], True);  threshold_backward_2 = None
    view_10 = torch.ops.aten.view.default(sum_11, [4]);  sum_11 = None
    add_4 = torch.ops.aten.add.Tensor(add_3, mm_20);  add_3 = mm_20 = None
    t_43 = torch.ops.aten.t.default(t_42);  t_42 = None
    _tensor_constant37 = self._tensor_constant37
    t_44 = torch.ops.aten.t.default(_tensor_constant37);  _tensor_constant37 = None
    mm_22 = torch.ops.aten.mm.default(add_4, t_44);  t_44 = None
    t_45 = torch.ops.aten.t.default(add_4)
    _tensor_constant38 = self._tensor_constant38
    mm_23 = torch.ops.aten.mm.default(t_45, _tensor_constant38);  t_45 = _tensor_constant38 = None
    t_46 = torch.ops.aten.t.default(mm_23);  mm_23 = None
    sum_12 = torch.ops.aten.sum.dim_IntList(add_4, [0], True)
    view_11 = torch.ops.aten.view.default(sum_12, [16]);  sum_12 = None
    t_47 = torch.ops.aten.t.default(t_46);  t_46 = None
    _tensor_constant39 = self._tensor_constant39
    gelu_backward_2 = torch.ops.aten.gelu_backward.default(mm_22, _tensor_constant39);  mm_22 = _tensor_constant39 = None
    _tensor_constant40 = self._tensor_constant40
    t_48 = torch.ops.aten.t.default(_tensor_constant40);  _tensor_constant40 = None
    mm_24 = torch.ops.aten.mm.default(gelu_backward_2, t_48);  t_48 = None
    t_49 = torch.ops.aten.t.default(gelu_backward_2)
    _tensor_constant41 = self._tensor_constant41
    mm_25 = torch.ops.aten.mm.default(t_49, _tensor_constant41);  t_49 = _tensor_constant41 = None
    t_50 = torch.ops.aten.t.default(mm_25);  mm_25 = None
    sum_13 = torch.ops.aten.sum.dim_IntList(gelu_backward_2, [0], True);  gelu_backward_2 = None
    view_12 = torch.ops.aten.view.default(sum_13, [32]);  sum_13 = None
    t_51 = torch.ops.aten.t.default(t_50);  t_50 = None
    _tensor_constant42 = self._tensor_constant42
    _tensor_constant43 = self._tensor_constant43
    _tensor_constant44 = self._tensor_constant44
    _param_constant4 = self._param_constant4
    _param_constant5 = self._param_constant5
    native_layer_norm_backward_2 = torch.ops.aten.native_layer_norm_backward.default(mm_24, _tensor_constant42, [16], _tensor_constant43, _tensor_constant44, _param_constant4, _param_constant5, [True, True, True]);  mm_24 = _tensor_constant42 = _tensor_constant43 = _tensor_constant44 = _param_constant4 = _param_constant5 = None
    getitem_6 = native_layer_norm_backward_2[0]
    getitem_7 = native_layer_norm_backward_2[1]
    getitem_8 = native_layer_norm_backward_2[2];  native_layer_norm_backward_2 = None
    add_5 = torch.ops.aten.add.Tensor(add_4, getitem_6);  add_4 = getitem_6 = None
    t_52 = torch.ops.aten.t.default(add_5)
    _tensor_constant45 = self._tensor_constant45
    mm_26 = torch.ops.aten.mm.default(t_52, _tensor_constant45);  t_52 = _tensor_constant45 = None
    t_53 = torch.ops.aten.t.default(mm_26);  mm_26 = None
    sum_14 = torch.ops.aten.sum.dim_IntList(add_5, [0], True);  add_5 = None
    view_13 = torch.ops.aten.view.default(sum_14, [16]);  sum_14 = None
    t_54 = torch.ops.aten.t.default(t_53);  t_53 = None
    return (t_54, view_13, getitem_7, getitem_8, t_51, view_12, t_47, view_11, getitem_4, getitem_5, t_35, view_8, t_31, view_7, getitem_1, getitem_2, t_19, view_4, t_15, view_3, t_43, view_10, t_39, view_9, t_27, view_6, t_23, view_5, t_11, view_2, t_7, view_1, t_3, view)
    