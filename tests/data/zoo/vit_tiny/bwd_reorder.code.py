


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
    select_backward = torch.ops.aten.select_backward.default(mm, [2, 5, 16], 1, 0);  mm = None
    _tensor_constant6 = self._tensor_constant6
    _tensor_constant7 = self._tensor_constant7
    _tensor_constant8 = self._tensor_constant8
    _param_constant0 = self._param_constant0
    _param_constant1 = self._param_constant1
    native_layer_norm_backward = torch.ops.aten.native_layer_norm_backward.default(select_backward, _tensor_constant6, [16], _tensor_constant7, _tensor_constant8, _param_constant0, _param_constant1, [True, True, True]);  select_backward = _tensor_constant6 = _tensor_constant7 = _tensor_constant8 = _param_constant0 = _param_constant1 = None
    getitem = native_layer_norm_backward[0]
    getitem_1 = native_layer_norm_backward[1]
    getitem_2 = native_layer_norm_backward[2];  native_layer_norm_backward = None
    view_1 = torch.ops.aten.view.default(getitem, [10, 16])
    _tensor_constant9 = self._tensor_constant9
    t_4 = torch.ops.aten.t.default(_tensor_constant9);  _tensor_constant9 = None
    mm_2 = torch.ops.aten.mm.default(view_1, t_4);  t_4 = None
    t_5 = torch.ops.aten.t.default(view_1)
    _tensor_constant10 = self._tensor_constant10
    mm_3 = torch.ops.aten.mm.default(t_5, _tensor_constant10);  t_5 = _tensor_constant10 = None
    t_6 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(view_1, [0], True);  view_1 = None
    view_2 = torch.ops.aten.view.default(sum_2, [16]);  sum_2 = None
    t_7 = torch.ops.aten.t.default(t_6);  t_6 = None
    view_3 = torch.ops.aten.view.default(mm_2, [2, 5, 32]);  mm_2 = None
    _tensor_constant11 = self._tensor_constant11
    gelu_backward = torch.ops.aten.gelu_backward.default(view_3, _tensor_constant11);  view_3 = _tensor_constant11 = None
    view_4 = torch.ops.aten.view.default(gelu_backward, [10, 32]);  gelu_backward = None
    _tensor_constant12 = self._tensor_constant12
    t_8 = torch.ops.aten.t.default(_tensor_constant12);  _tensor_constant12 = None
    mm_4 = torch.ops.aten.mm.default(view_4, t_8);  t_8 = None
    t_9 = torch.ops.aten.t.default(view_4)
    _tensor_constant13 = self._tensor_constant13
    mm_5 = torch.ops.aten.mm.default(t_9, _tensor_constant13);  t_9 = _tensor_constant13 = None
    t_10 = torch.ops.aten.t.default(mm_5);  mm_5 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(view_4, [0], True);  view_4 = None
    view_5 = torch.ops.aten.view.default(sum_3, [32]);  sum_3 = None
    t_11 = torch.ops.aten.t.default(t_10);  t_10 = None
    view_6 = torch.ops.aten.view.default(mm_4, [2, 5, 16]);  mm_4 = None
    _tensor_constant14 = self._tensor_constant14
    _tensor_constant15 = self._tensor_constant15
    _tensor_constant16 = self._tensor_constant16
    _param_constant2 = self._param_constant2
    _param_constant3 = self._param_constant3
    native_layer_norm_backward_1 = torch.ops.aten.native_layer_norm_backward.default(view_6, _tensor_constant14, [16], _tensor_constant15, _tensor_constant16, _param_constant2, _param_constant3, [True, True, True]);  view_6 = _tensor_constant14 = _tensor_constant15 = _tensor_constant16 = _param_constant2 = _param_constant3 = None
    getitem_3 = native_layer_norm_backward_1[0]
    getitem_4 = native_layer_norm_backward_1[1]
    getitem_5 = native_layer_norm_backward_1[2];  native_layer_norm_backward_1 = None
    add = torch.ops.aten.add.Tensor(getitem, getitem_3);  getitem = getitem_3 = None
    view_7 = torch.ops.aten.view.default(add, [10, 16])
    _tensor_constant17 = self._tensor_constant17
    t_12 = torch.ops.aten.t.default(_tensor_constant17);  _tensor_constant17 = None
    mm_6 = torch.ops.aten.mm.default(view_7, t_12);  t_12 = None
    t_13 = torch.ops.aten.t.default(view_7)
    _tensor_constant18 = self._tensor_constant18
    mm_7 = torch.ops.aten.mm.default(t_13, _tensor_constant18);  t_13 = _tensor_constant18 = None
    t_14 = torch.ops.aten.t.default(mm_7);  mm_7 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(view_7, [0], True);  view_7 = None
    view_8 = torch.ops.aten.view.default(sum_4, [16]);  sum_4 = None
    t_15 = torch.ops.aten.t.default(t_14);  t_14 = None
    view_9 = torch.ops.aten.view.default(mm_6, [2, 5, 16]);  mm_6 = None
    view_10 = torch.ops.aten.view.default(view_9, [2, 5, 2, 8]);  view_9 = None
    transpose = torch.ops.aten.transpose.int(view_10, 1, 2);  view_10 = None
    clone = torch.ops.aten.clone.default(transpose, memory_format = torch.contiguous_format);  transpose = None
    _unsafe_view = torch.ops.aten._unsafe_view.default(clone, [4, 5, 8]);  clone = None
    _tensor_constant19 = self._tensor_constant19
    transpose_1 = torch.ops.aten.transpose.int(_tensor_constant19, 1, 2);  _tensor_constant19 = None
    bmm = torch.ops.aten.bmm.default(transpose_1, _unsafe_view);  transpose_1 = None
    _tensor_constant20 = self._tensor_constant20
    transpose_2 = torch.ops.aten.transpose.int(_tensor_constant20, 1, 2);  _tensor_constant20 = None
    bmm_1 = torch.ops.aten.bmm.default(_unsafe_view, transpose_2);  _unsafe_view = transpose_2 = None
    view_11 = torch.ops.aten.view.default(bmm, [2, 2, 5, 8]);  bmm = None
    view_12 = torch.ops.aten.view.default(bmm_1, [2, 2, 5, 5]);  bmm_1 = None
    _tensor_constant21 = self._tensor_constant21
    detach_1 = torch.ops.aten.detach.default(_tensor_constant21);  _tensor_constant21 = None
    _softmax_backward_data = torch.ops.aten._softmax_backward_data.default(view_12, detach_1, -1, torch.float32);  view_12 = detach_1 = None
    mul = torch.ops.aten.mul.Tensor(_softmax_backward_data, 0.3535533905932738);  _softmax_backward_data = None
    view_13 = torch.ops.aten.view.default(mul, [4, 5, 5]);  mul = None
    _tensor_constant22 = self._tensor_constant22
    transpose_3 = torch.ops.aten.transpose.int(_tensor_constant22, 1, 2);  _tensor_constant22 = None
    bmm_2 = torch.ops.aten.bmm.default(transpose_3, view_13);  transpose_3 = None
    _tensor_constant23 = self._tensor_constant23
    transpose_4 = torch.ops.aten.transpose.int(_tensor_constant23, 1, 2);  _tensor_constant23 = None
    bmm_3 = torch.ops.aten.bmm.default(view_13, transpose_4);  view_13 = transpose_4 = None
    view_14 = torch.ops.aten.view.default(bmm_2, [2, 2, 8, 5]);  bmm_2 = None
    view_15 = torch.ops.aten.view.default(bmm_3, [2, 2, 5, 8]);  bmm_3 = None
    transpose_5 = torch.ops.aten.transpose.int(view_14, 2, 3);  view_14 = None
    transpose_6 = torch.ops.aten.transpose.int(view_11, 1, 2);  view_11 = None
    clone_1 = torch.ops.aten.clone.default(transpose_6, memory_format = torch.contiguous_format);  transpose_6 = None
    _unsafe_view_1 = torch.ops.aten._unsafe_view.default(clone_1, [2, 5, 16]);  clone_1 = None
    view_16 = torch.ops.aten.view.default(_unsafe_view_1, [10, 16]);  _unsafe_view_1 = None
    _tensor_constant24 = self._tensor_constant24
    t_16 = torch.ops.aten.t.default(_tensor_constant24);  _tensor_constant24 = None
    mm_8 = torch.ops.aten.mm.default(view_16, t_16);  t_16 = None
    t_17 = torch.ops.aten.t.default(view_16)
    _tensor_constant25 = self._tensor_constant25
    mm_9 = torch.ops.aten.mm.default(t_17, _tensor_constant25);  t_17 = _tensor_constant25 = None
    t_18 = torch.ops.aten.t.default(mm_9);  mm_9 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(view_16, [0], True);  view_16 = None
    view_17 = torch.ops.aten.view.default(sum_5, [16]);  sum_5 = None
    t_19 = torch.ops.aten.t.default(t_18);  t_18 = None
    view_18 = torch.ops.aten.view.default(mm_8, [2, 5, 16]);  mm_8 = None
    transpose_7 = torch.ops.aten.transpose.int(transpose_5, 1, 2);  transpose_5 = None
    view_19 = torch.ops.aten.view.default(transpose_7, [2, 5, 16]);  transpose_7 = None
    clone_2 = torch.ops.aten.clone.default(view_19, memory_format = torch.contiguous_format);  view_19 = None
    _unsafe_view_2 = torch.ops.aten._unsafe_view.default(clone_2, [10, 16]);  clone_2 = None
    _tensor_constant26 = self._tensor_constant26
    t_20 = torch.ops.aten.t.default(_tensor_constant26);  _tensor_constant26 = None
    mm_10 = torch.ops.aten.mm.default(_unsafe_view_2, t_20);  t_20 = None
    t_21 = torch.ops.aten.t.default(_unsafe_view_2)
    _tensor_constant27 = self._tensor_constant27
    mm_11 = torch.ops.aten.mm.default(t_21, _tensor_constant27);  t_21 = _tensor_constant27 = None
    t_22 = torch.ops.aten.t.default(mm_11);  mm_11 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(_unsafe_view_2, [0], True);  _unsafe_view_2 = None
    view_20 = torch.ops.aten.view.default(sum_6, [16]);  sum_6 = None
    t_23 = torch.ops.aten.t.default(t_22);  t_22 = None
    view_21 = torch.ops.aten.view.default(mm_10, [2, 5, 16]);  mm_10 = None
    add_1 = torch.ops.aten.add.Tensor(view_18, view_21);  view_18 = view_21 = None
    transpose_8 = torch.ops.aten.transpose.int(view_15, 1, 2);  view_15 = None
    clone_3 = torch.ops.aten.clone.default(transpose_8, memory_format = torch.contiguous_format);  transpose_8 = None
    _unsafe_view_3 = torch.ops.aten._unsafe_view.default(clone_3, [2, 5, 16]);  clone_3 = None
    view_22 = torch.ops.aten.view.default(_unsafe_view_3, [10, 16]);  _unsafe_view_3 = None
    _tensor_constant28 = self._tensor_constant28
    t_24 = torch.ops.aten.t.default(_tensor_constant28);  _tensor_constant28 = None
    mm_12 = torch.ops.aten.mm.default(view_22, t_24);  t_24 = None
    t_25 = torch.ops.aten.t.default(view_22)
    _tensor_constant29 = self._tensor_constant29
    mm_13 = torch.ops.aten.mm.default(t_25, _tensor_constant29);  t_25 = _tensor_constant29 = None
    t_26 = torch.ops.aten.t.default(mm_13);  mm_13 = None
    sum_7 = torch.ops.aten.sum.dim_IntList(view_22, [0], True);  view_22 = None
    view_23 = torch.ops.aten.view.default(sum_7, [16]);  sum_7 = None
    t_27 = torch.ops.aten.t.default(t_26);  t_26 = None
    view_24 = torch.ops.aten.view.default(mm_12, [2, 5, 16]);  mm_12 = None
    add_2 = torch.ops.aten.add.Tensor(add_1, view_24);  add_1 = view_24 = None
    _tensor_constant30 = self._tensor_constant30
    _tensor_constant31 = self._tensor_constant31
    _tensor_constant32 = self._tensor_constant32
    _param_constant4 = self._param_constant4
    _param_constant5 = self._param_constant5
    native_layer_norm_backward_2 = torch.ops.aten.native_layer_norm_backward.default(add_2, _tensor_constant30, [16], _tensor_constant31, _tensor_constant32, _param_constant4, _param_constant5, [True, True, True]);  add_2 = _tensor_constant30 = _tensor_constant31 = _tensor_constant32 = _param_constant4 = _param_constant5 = None
    getitem_6 = native_layer_norm_backward_2[0]
    getitem_7 = native_layer_norm_backward_2[1]
    getitem_8 = native_layer_norm_backward_2[2];  native_layer_norm_backward_2 = None
    add_3 = torch.ops.aten.add.Tensor(add, getitem_6);  add = getitem_6 = None
    view_25 = torch.ops.aten.view.default(add_3, [10, 16])
    _tensor_constant33 = self._tensor_constant33
    t_28 = torch.ops.aten.t.default(_tensor_constant33);  _tensor_constant33 = None
    mm_14 = torch.ops.aten.mm.default(view_25, t_28);  t_28 = None
    t_29 = torch.ops.aten.t.default(view_25)
    _tensor_constant34 = self._tensor_constant34
    mm_15 = torch.ops.aten.mm.default(t_29, _tensor_constant34);  t_29 = _tensor_constant34 = None
    t_30 = torch.ops.aten.t.default(mm_15);  mm_15 = None
    sum_8 = torch.ops.aten.sum.dim_IntList(view_25, [0], True);  view_25 = None
    view_26 = torch.ops.aten.view.default(sum_8, [16]);  sum_8 = None
    t_31 = torch.ops.aten.t.default(t_30);  t_30 = None
    view_27 = torch.ops.aten.view.default(mm_14, [2, 5, 32]);  mm_14 = None
    _tensor_constant35 = self._tensor_constant35
    gelu_backward_1 = torch.ops.aten.gelu_backward.default(view_27, _tensor_constant35);  view_27 = _tensor_constant35 = None
    view_28 = torch.ops.aten.view.default(gelu_backward_1, [10, 32]);  gelu_backward_1 = None
    _tensor_constant36 = self._tensor_constant36
    t_32 = torch.ops.aten.t.default(_tensor_constant36);  _tensor_constant36 = None
    mm_16 = torch.ops.aten.mm.default(view_28, t_32);  t_32 = None
    t_33 = torch.ops.aten.t.default(view_28)
    _tensor_constant37 = self._tensor_constant37
    mm_17 = torch.ops.aten.mm.default(t_33, _tensor_constant37);  t_33 = _tensor_constant37 = None
    t_34 = torch.ops.aten.t.default(mm_17);  mm_17 = None
    sum_9 = torch.ops.aten.sum.dim_IntList(view_28, [0], True);  view_28 = None
    view_29 = torch.ops.aten.view.default(sum_9, [32]);  sum_9 = None
    t_35 = torch.ops.aten.t.default(t_34);  t_34 = None
    view_30 = torch.ops.aten.view.default(mm_16, [2, 5, 16]);  mm_16 = None
    _tensor_constant38 = self._tensor_constant38
    _tensor_constant39 = self._tensor_constant39
    _tensor_constant40 = self._tensor_constant40
    _param_constant6 = self._param_constant6
    _param_constant7 = self._param_constant7
    native_layer_norm_backward_3 = torch.ops.aten.native_layer_norm_backward.default(view_30, _tensor_constant38, [16], _tensor_constant39, _tensor_constant40, _param_constant6, _param_constant7, [True, True, True]);  view_30 = _tensor_constant38 = _tensor_constant39 = _tensor_constant40 = _param_constant6 = _param_constant7 = None
    getitem_9 = native_layer_norm_backward_3[0]
    getitem_10 = native_layer_norm_backward_3[1]
    getitem_11 = native_layer_norm_backward_3[2];  native_layer_norm_backward_3 = None
    add_4 = torch.ops.aten.add.Tensor(add_3, getitem_9);  add_3 = getitem_9 = None
    view_31 = torch.ops.aten.view.default(add_4, [10, 16])
    _tensor_constant41 = self._tensor_constant41
    t_36 = torch.ops.aten.t.default(_tensor_constant41);  _tensor_constant41 = None
    mm_18 = torch.ops.aten.mm.default(view_31, t_36);  t_36 = None
    t_37 = torch.ops.aten.t.default(view_31)
    _tensor_constant42 = self._tensor_constant42
    mm_19 = torch.ops.aten.mm.default(t_37, _tensor_constant42);  t_37 = _tensor_constant42 = None
    t_38 = torch.ops.aten.t.default(mm_19);  mm_19 = None
    sum_10 = torch.ops.aten.sum.dim_IntList(view_31, [0], True);  view_31 = None
    view_32 = torch.ops.aten.view.default(sum_10, [16]);  sum_10 = None
    t_39 = torch.ops.aten.t.default(t_38);  t_38 = None
    view_33 = torch.ops.aten.view.default(mm_18, [2, 5, 16]);  mm_18 = None
    view_34 = torch.ops.aten.view.default(view_33, [2, 5, 2, 8]);  view_33 = None
    transpose_9 = torch.ops.aten.transpose.int(view_34, 1, 2);  view_34 = None
    clone_4 = torch.ops.aten.clone.default(transpose_9, memory_format = torch.contiguous_format);  transpose_9 = None
    _unsafe_view_4 = torch.ops.aten._unsafe_view.default(clone_4, [4, 5, 8]);  clone_4 = None
    _tensor_constant43 = self._tensor_constant43
    transpose_10 = torch.ops.aten.transpose.int(_tensor_constant43, 1, 2);  _tensor_constant43 = None
    bmm_4 = torch.ops.aten.bmm.default(transpose_10, _unsafe_view_4);  transpose_10 = None
    _tensor_constant44 = self._tensor_constant44
    transpose_11 = torch.ops.aten.transpose.int(_tensor_constant44, 1, 2);  _tensor_constant44 = None
    bmm_5 = torch.ops.aten.bmm.default(_unsafe_view_4, transpose_11);  _unsafe_view_4 = transpose_11 = None
    view_35 = torch.ops.aten.view.default(bmm_4, [2, 2, 5, 8]);  bmm_4 = None
    view_36 = torch.ops.aten.view.default(bmm_5, [2, 2, 5, 5]);  bmm_5 = None
    _tensor_constant45 = self._tensor_constant45
    detach_2 = torch.ops.aten.detach.default(_tensor_constant45);  _tensor_constant45 = None
    _softmax_backward_data_1 = torch.ops.aten._softmax_backward_data.default(view_36, detach_2, -1, torch.float32);  view_36 = detach_2 = None
    mul_1 = torch.ops.aten.mul.Tensor(_softmax_backward_data_1, 0.3535533905932738);  _softmax_backward_data_1 = None
    view_37 = torch.ops.aten.view.default(mul_1, [4, 5, 5]);  mul_1 = None
    _tensor_constant46 = self._tensor_constant46
    transpose_12 = torch.ops.aten.transpose.int(_tensor_constant46, 1, 2);  _tensor_constant46 = None
    bmm_6 = torch.ops.aten.bmm.default(transpose_12, view_37);  transpose_12 = None
    _tensor_constant47 = self._tensor_constant47
    transpose_13 = torch.ops.aten.transpose.int(_tensor_constant47, 1, 2);  _tensor_constant47 = None
    bmm_7 = torch.ops.aten.bmm.default(view_37, transpose_13);  view_37 = transpose_13 = None
    view_38 = torch.ops.aten.view.default(bmm_6, [2, 2, 8, 5]);  bmm_6 = None
    view_39 = torch.ops.aten.view.default(bmm_7, [2, 2, 5, 8]);  bmm_7 = None
    transpose_14 = torch.ops.aten.transpose.int(view_38, 2, 3);  view_38 = None
    transpose_15 = torch.ops.aten.transpose.int(view_35, 1, 2);  view_35 = None
    clone_5 = torch.ops.aten.clone.default(transpose_15, memory_format = torch.contiguous_format);  transpose_15 = None
    _unsafe_view_5 = torch.ops.aten._unsafe_view.default(clone_5, [2, 5, 16]);  clone_5 = None
    view_40 = torch.ops.aten.view.default(_unsafe_view_5, [10, 16]);  _unsafe_view_5 = None
    _tensor_constant48 = self._tensor_constant48
    t_40 = torch.ops.aten.t.default(_tensor_constant48);  _tensor_constant48 = None
    mm_20 = torch.ops.aten.mm.default(view_40, t_40);  t_40 = None
    t_41 = torch.ops.aten.t.default(view_40)
    _tensor_constant49 = self._tensor_constant49
    mm_21 = torch.ops.aten.mm.default(t_41, _tensor_constant49);  t_41 = _tensor_constant49 = None
    t_42 = torch.ops.aten.t.default(mm_21);  mm_21 = None
    sum_11 = torch.ops.aten.sum.dim_IntList(view_40, [0], True);  view_40 = None
    view_41 = torch.ops.aten.view.default(sum_11, [16]);  sum_11 = None
    t_43 = torch.ops.aten.t.default(t_42);  t_42 = None
    view_42 = torch.ops.aten.view.default(mm_20, [2, 5, 16]);  mm_20 = None
    transpose_16 = torch.ops.aten.transpose.int(transpose_14, 1, 2);  transpose_14 = None
    view_43 = torch.ops.aten.view.default(transpose_16, [2, 5, 16]);  transpose_16 = None
    clone_6 = torch.ops.aten.clone.default(view_43, memory_format = torch.contiguous_format);  view_43 = None
    _unsafe_view_6 = torch.ops.aten._unsafe_view.default(clone_6, [10, 16]);  clone_6 = None
    _tensor_constant50 = self._tensor_constant50
    t_44 = torch.ops.aten.t.default(_tensor_constant50);  _tensor_constant50 = None
    mm_22 = torch.ops.aten.mm.default(_unsafe_view_6, t_44);  t_44 = None
    t_45 = torch.ops.aten.t.default(_unsafe_view_6)
    _tensor_constant51 = self._tensor_constant51
    mm_23 = torch.ops.aten.mm.default(t_45, _tensor_constant51);  t_45 = _tensor_constant51 = None
    t_46 = torch.ops.aten.t.default(mm_23);  mm_23 = None
    sum_12 = torch.ops.aten.sum.dim_IntList(_unsafe_view_6, [0], True);  _unsafe_view_6 = None
    view_44 = torch.ops.aten.view.default(sum_12, [16]);  sum_12 = None
    t_47 = torch.ops.aten.t.default(t_46);  t_46 = None
    view_45 = torch.ops.aten.view.default(mm_22, [2, 5, 16]);  mm_22 = None
    add_5 = torch.ops.aten.add.Tensor(view_42, view_45);  view_42 = view_45 = None
    transpose_17 = torch.ops.aten.transpose.int(view_39, 1, 2);  view_39 = None
    clone_7 = torch.ops.aten.clone.default(transpose_17, memory_format = torch.contiguous_format);  transpose_17 = None
    _unsafe_view_7 = torch.ops.aten._unsafe_view.default(clone_7, [2, 5, 16]);  clone_7 = None
    view_46 = torch.ops.aten.view.default(_unsafe_view_7, [10, 16]);  _unsafe_view_7 = None
    _tensor_constant52 = self._tensor_constant52
    t_48 = torch.ops.aten.t.default(_tensor_constant52);  _tensor_constant52 = None
    mm_24 = torch.ops.aten.mm.default(view_46, t_48);  t_48 = None
    t_49 = torch.ops.aten.t.default(view_46)
    _tensor_constant53 = self._tensor_constant53
    mm_25 = torch.ops.aten.mm.default(t_49, _tensor_constant53);  t_49 = _tensor_constant53 = None
    t_50 = torch.ops.aten.t.default(mm_25);  mm_25 = None
    sum_13 = torch.ops.aten.sum.dim_IntList(view_46, [0], True);  view_46 = None
    view_47 = torch.ops.aten.view.default(sum_13, [16]);  sum_13 = None
    t_51 = torch.ops.aten.t.default(t_50);  t_50 = None
    view_48 = torch.ops.aten.view.default(mm_24, [2, 5, 16]);  mm_24 = None
    add_6 = torch.ops.aten.add.Tensor(add_5, view_48);  add_5 = view_48 = None
    _tensor_constant54 = self._tensor_constant54
    _tensor_constant55 = self._tensor_constant55
    _tensor_constant56 = self._tensor_constant56
    _param_constant8 = self._param_constant8
    _param_constant9 = self._param_constant9
    native_layer_norm_backward_4 = torch.ops.aten.native_layer_norm_backward.default(add_6, _tensor_constant54, [16], _tensor_constant55, _tensor_constant56, _param_constant8, _param_constant9, [True, True, True]);  add_6 = _tensor_constant54 = _tensor_constant55 = _tensor_constant56 = _param_constant8 = _param_constant9 = None
    getitem_12 = native_layer_norm_backward_4[0]
    getitem_13 = native_layer_norm_backward_4[1]
    getitem_14 = native_layer_norm_backward_4[2];  native_layer_norm_backward_4 = None
    add_7 = torch.ops.aten.add.Tensor(add_4, getitem_12);  add_4 = getitem_12 = None
    sum_14 = torch.ops.aten.sum.dim_IntList(add_7, [0], True)
    slice_1 = torch.ops.aten.slice.Tensor(add_7, 1, 0, 1)
    slice_2 = torch.ops.aten.slice.Tensor(add_7, 1, 1, 5);  add_7 = None
    sum_15 = torch.ops.aten.sum.dim_IntList(slice_1, [0], True);  slice_1 = None
    transpose_18 = torch.ops.aten.transpose.int(slice_2, 1, 2);  slice_2 = None
    view_49 = torch.ops.aten.view.default(transpose_18, [2, 16, 2, 2]);  transpose_18 = None
    _tensor_constant57 = self._tensor_constant57
    _param_constant10 = self._param_constant10
    convolution_backward = torch.ops.aten.convolution_backward.default(view_49, _tensor_constant57, _param_constant10, [16], [8, 8], [0, 0], [1, 1], False, [0, 0], 1, [False, True, True]);  view_49 = _tensor_constant57 = _param_constant10 = None
    getitem_15 = convolution_backward[0];  getitem_15 = None
    getitem_16 = convolution_backward[1]
    getitem_17 = convolution_backward[2];  convolution_backward = None
    return (view, t_3, getitem_2, getitem_1, view_2, t_7, view_5, t_11, getitem_5, getitem_4, getitem_8, getitem_7, view_8, t_15, view_17, t_19, view_20, t_23, view_23, t_27, view_26, t_31, view_29, t_35, getitem_11, getitem_10, getitem_14, getitem_13, view_32, t_39, view_41, t_43, view_44, t_47, view_47, t_51, getitem_17, getitem_16, sum_14, sum_15)
    