


def forward(self, pixel_values_1, labels_1):
    _param_constant0 = self._param_constant0
    _param_constant1 = self._param_constant1
    convolution = torch.ops.aten.convolution.default(pixel_values_1, _param_constant0, _param_constant1, [8, 8], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant0 = _param_constant1 = None
    view = torch.ops.aten.view.default(convolution, [2, 16, 4]);  convolution = None
    transpose = torch.ops.aten.transpose.int(view, 1, 2);  view = None
    _param_constant2 = self._param_constant2
    expand = torch.ops.aten.expand.default(_param_constant2, [2, -1, -1]);  _param_constant2 = None
    cat = torch.ops.aten.cat.default([expand, transpose], 1);  expand = transpose = None
    _param_constant3 = self._param_constant3
    add = torch.ops.aten.add.Tensor(cat, _param_constant3);  cat = _param_constant3 = None
    _param_constant4 = self._param_constant4
    _param_constant5 = self._param_constant5
    native_layer_norm = torch.ops.aten.native_layer_norm.default(add, [16], _param_constant4, _param_constant5, 1e-12);  _param_constant4 = _param_constant5 = None
    getitem = native_layer_norm[0]
    getitem_1 = native_layer_norm[1]
    getitem_2 = native_layer_norm[2];  native_layer_norm = None
    view_1 = torch.ops.aten.view.default(getitem, [10, 16])
    _param_constant6 = self._param_constant6
    t = torch.ops.aten.t.default(_param_constant6);  _param_constant6 = None
    _param_constant7 = self._param_constant7
    addmm = torch.ops.aten.addmm.default(_param_constant7, view_1, t);  _param_constant7 = None
    view_2 = torch.ops.aten.view.default(addmm, [2, 5, 16]);  addmm = None
    view_3 = torch.ops.aten.view.default(view_2, [2, 5, -1, 8]);  view_2 = None
    transpose_1 = torch.ops.aten.transpose.int(view_3, 1, 2);  view_3 = None
    view_4 = torch.ops.aten.view.default(getitem, [10, 16])
    _param_constant8 = self._param_constant8
    t_1 = torch.ops.aten.t.default(_param_constant8);  _param_constant8 = None
    _param_constant9 = self._param_constant9
    addmm_1 = torch.ops.aten.addmm.default(_param_constant9, view_4, t_1);  _param_constant9 = None
    view_5 = torch.ops.aten.view.default(addmm_1, [2, 5, 16]);  addmm_1 = None
    view_6 = torch.ops.aten.view.default(view_5, [2, 5, -1, 8]);  view_5 = None
    transpose_2 = torch.ops.aten.transpose.int(view_6, 1, 2);  view_6 = None
    view_7 = torch.ops.aten.view.default(getitem, [10, 16]);  getitem = None
    _param_constant10 = self._param_constant10
    t_2 = torch.ops.aten.t.default(_param_constant10);  _param_constant10 = None
    _param_constant11 = self._param_constant11
    addmm_2 = torch.ops.aten.addmm.default(_param_constant11, view_7, t_2);  _param_constant11 = None
    view_8 = torch.ops.aten.view.default(addmm_2, [2, 5, 16]);  addmm_2 = None
    view_9 = torch.ops.aten.view.default(view_8, [2, 5, -1, 8]);  view_8 = None
    transpose_3 = torch.ops.aten.transpose.int(view_9, 1, 2);  view_9 = None
    transpose_4 = torch.ops.aten.transpose.int(transpose_2, 2, 3);  transpose_2 = None
    expand_1 = torch.ops.aten.expand.default(transpose_1, [2, 2, 5, 8]);  transpose_1 = None
    clone = torch.ops.aten.clone.default(expand_1, memory_format = torch.contiguous_format);  expand_1 = None
    _unsafe_view = torch.ops.aten._unsafe_view.default(clone, [4, 5, 8]);  clone = None
    expand_2 = torch.ops.aten.expand.default(transpose_4, [2, 2, 8, 5]);  transpose_4 = None
    clone_1 = torch.ops.aten.clone.default(expand_2, memory_format = torch.contiguous_format);  expand_2 = None
    _unsafe_view_1 = torch.ops.aten._unsafe_view.default(clone_1, [4, 8, 5]);  clone_1 = None
    bmm = torch.ops.aten.bmm.default(_unsafe_view, _unsafe_view_1)
    _unsafe_view_2 = torch.ops.aten._unsafe_view.default(bmm, [2, 2, 5, 5]);  bmm = None
    mul = torch.ops.aten.mul.Tensor(_unsafe_view_2, 0.3535533905932738);  _unsafe_view_2 = None
    _softmax = torch.ops.aten._softmax.default(mul, -1, False);  mul = None
    detach = torch.ops.aten.detach.default(_softmax)
    expand_3 = torch.ops.aten.expand.default(_softmax, [2, 2, 5, 5]);  _softmax = None
    view_10 = torch.ops.aten.view.default(expand_3, [4, 5, 5]);  expand_3 = None
    expand_4 = torch.ops.aten.expand.default(transpose_3, [2, 2, 5, 8]);  transpose_3 = None
    clone_2 = torch.ops.aten.clone.default(expand_4, memory_format = torch.contiguous_format);  expand_4 = None
    _unsafe_view_3 = torch.ops.aten._unsafe_view.default(clone_2, [4, 5, 8]);  clone_2 = None
    bmm_1 = torch.ops.aten.bmm.default(view_10, _unsafe_view_3)
    _unsafe_view_4 = torch.ops.aten._unsafe_view.default(bmm_1, [2, 2, 5, 8]);  bmm_1 = None
    transpose_5 = torch.ops.aten.transpose.int(_unsafe_view_4, 1, 2);  _unsafe_view_4 = None
    clone_3 = torch.ops.aten.clone.default(transpose_5, memory_format = torch.contiguous_format);  transpose_5 = None
    view_11 = torch.ops.aten.view.default(clone_3, [2, 5, -1]);  clone_3 = None
    view_12 = torch.ops.aten.view.default(view_11, [10, 16]);  view_11 = None
    _param_constant12 = self._param_constant12
    t_3 = torch.ops.aten.t.default(_param_constant12);  _param_constant12 = None
    _param_constant13 = self._param_constant13
    addmm_3 = torch.ops.aten.addmm.default(_param_constant13, view_12, t_3);  _param_constant13 = None
    view_13 = torch.ops.aten.view.default(addmm_3, [2, 5, 16]);  addmm_3 = None
    add_1 = torch.ops.aten.add.Tensor(view_13, add);  view_13 = None
    _param_constant14 = self._param_constant14
    _param_constant15 = self._param_constant15
    native_layer_norm_1 = torch.ops.aten.native_layer_norm.default(add_1, [16], _param_constant14, _param_constant15, 1e-12);  _param_constant14 = _param_constant15 = None
    getitem_3 = native_layer_norm_1[0]
    getitem_4 = native_layer_norm_1[1]
    getitem_5 = native_layer_norm_1[2];  native_layer_norm_1 = None
    view_14 = torch.ops.aten.view.default(getitem_3, [10, 16]);  getitem_3 = None
    _param_constant16 = self._param_constant16
    t_4 = torch.ops.aten.t.default(_param_constant16);  _param_constant16 = None
    _param_constant17 = self._param_constant17
    addmm_4 = torch.ops.aten.addmm.default(_param_constant17, view_14, t_4);  _param_constant17 = None
    view_15 = torch.ops.aten.view.default(addmm_4, [2, 5, 32]);  addmm_4 = None
    gelu = torch.ops.aten.gelu.default(view_15)
    view_16 = torch.ops.aten.view.default(gelu, [10, 32]);  gelu = None
    _param_constant18 = self._param_constant18
    t_5 = torch.ops.aten.t.default(_param_constant18);  _param_constant18 = None
    _param_constant19 = self._param_constant19
    addmm_5 = torch.ops.aten.addmm.default(_param_constant19, view_16, t_5);  _param_constant19 = None
    view_17 = torch.ops.aten.view.default(addmm_5, [2, 5, 16]);  addmm_5 = None
    add_2 = torch.ops.aten.add.Tensor(view_17, add_1);  view_17 = None
    _param_constant20 = self._param_constant20
    _param_constant21 = self._param_constant21
    native_layer_norm_2 = torch.ops.aten.native_layer_norm.default(add_2, [16], _param_constant20, _param_constant21, 1e-12);  _param_constant20 = _param_constant21 = None
    getitem_6 = native_layer_norm_2[0]
    getitem_7 = native_layer_norm_2[1]
    getitem_8 = native_layer_norm_2[2];  native_layer_norm_2 = None
    view_18 = torch.ops.aten.view.default(getitem_6, [10, 16])
    _param_constant22 = self._param_constant22
    t_6 = torch.ops.aten.t.default(_param_constant22);  _param_constant22 = None
    _param_constant23 = self._param_constant23
    addmm_6 = torch.ops.aten.addmm.default(_param_constant23, view_18, t_6);  _param_constant23 = None
    view_19 = torch.ops.aten.view.default(addmm_6, [2, 5, 16]);  addmm_6 = None
    view_20 = torch.ops.aten.view.default(view_19, [2, 5, -1, 8]);  view_19 = None
    transpose_6 = torch.ops.aten.transpose.int(view_20, 1, 2);  view_20 = None
    view_21 = torch.ops.aten.view.default(getitem_6, [10, 16])
    _param_constant24 = self._param_constant24
    t_7 = torch.ops.aten.t.default(_param_constant24);  _param_constant24 = None
    _param_constant25 = self._param_constant25
    addmm_7 = torch.ops.aten.addmm.default(_param_constant25, view_21, t_7);  _param_constant25 = None
    view_22 = torch.ops.aten.view.default(addmm_7, [2, 5, 16]);  addmm_7 = None
    view_23 = torch.ops.aten.view.default(view_22, [2, 5, -1, 8]);  view_22 = None
    transpose_7 = torch.ops.aten.transpose.int(view_23, 1, 2);  view_23 = None
    view_24 = torch.ops.aten.view.default(getitem_6, [10, 16]);  getitem_6 = None
    _param_constant26 = self._param_constant26
    t_8 = torch.ops.aten.t.default(_param_constant26);  _param_constant26 = None
    _param_constant27 = self._param_constant27
    addmm_8 = torch.ops.aten.addmm.default(_param_constant27, view_24, t_8);  _param_constant27 = None
    view_25 = torch.ops.aten.view.default(addmm_8, [2, 5, 16]);  addmm_8 = None
    view_26 = torch.ops.aten.view.default(view_25, [2, 5, -1, 8]);  view_25 = None
    transpose_8 = torch.ops.aten.transpose.int(view_26, 1, 2);  view_26 = None
    transpose_9 = torch.ops.aten.transpose.int(transpose_7, 2, 3);  transpose_7 = None
    expand_5 = torch.ops.aten.expand.default(transpose_6, [2, 2, 5, 8]);  transpose_6 = None
    clone_4 = torch.ops.aten.clone.default(expand_5, memory_format = torch.contiguous_format);  expand_5 = None
    _unsafe_view_5 = torch.ops.aten._unsafe_view.default(clone_4, [4, 5, 8]);  clone_4 = None
    expand_6 = torch.ops.aten.expand.default(transpose_9, [2, 2, 8, 5]);  transpose_9 = None
    clone_5 = torch.ops.aten.clone.default(expand_6, memory_format = torch.contiguous_format);  expand_6 = None
    _unsafe_view_6 = torch.ops.aten._unsafe_view.default(clone_5, [4, 8, 5]);  clone_5 = None
    bmm_2 = torch.ops.aten.bmm.default(_unsafe_view_5, _unsafe_view_6)
    _unsafe_view_7 = torch.ops.aten._unsafe_view.default(bmm_2, [2, 2, 5, 5]);  bmm_2 = None
    mul_1 = torch.ops.aten.mul.Tensor(_unsafe_view_7, 0.3535533905932738);  _unsafe_view_7 = None
    _softmax_1 = torch.ops.aten._softmax.default(mul_1, -1, False);  mul_1 = None
    detach_1 = torch.ops.aten.detach.default(_softmax_1)
    expand_7 = torch.ops.aten.expand.default(_softmax_1, [2, 2, 5, 5]);  _softmax_1 = None
    view_27 = torch.ops.aten.view.default(expand_7, [4, 5, 5]);  expand_7 = None
    expand_8 = torch.ops.aten.expand.default(transpose_8, [2, 2, 5, 8]);  transpose_8 = None
    clone_6 = torch.ops.aten.clone.default(expand_8, memory_format = torch.contiguous_format);  expand_8 = None
    _unsafe_view_8 = torch.ops.aten._unsafe_view.default(clone_6, [4, 5, 8]);  clone_6 = None
    bmm_3 = torch.ops.aten.bmm.default(view_27, _unsafe_view_8)
    _unsafe_view_9 = torch.ops.aten._unsafe_view.default(bmm_3, [2, 2, 5, 8]);  bmm_3 = None
    transpose_10 = torch.ops.aten.transpose.int(_unsafe_view_9, 1, 2);  _unsafe_view_9 = None
    clone_7 = torch.ops.aten.clone.default(transpose_10, memory_format = torch.contiguous_format);  transpose_10 = None
    view_28 = torch.ops.aten.view.default(clone_7, [2, 5, -1]);  clone_7 = None
    view_29 = torch.ops.aten.view.default(view_28, [10, 16]);  view_28 = None
    _param_constant28 = self._param_constant28
    t_9 = torch.ops.aten.t.default(_param_constant28);  _param_constant28 = None
    _param_constant29 = self._param_constant29
    addmm_9 = torch.ops.aten.addmm.default(_param_constant29, view_29, t_9);  _param_constant29 = None
    view_30 = torch.ops.aten.view.default(addmm_9, [2, 5, 16]);  addmm_9 = None
    add_3 = torch.ops.aten.add.Tensor(view_30, add_2);  view_30 = None
    _param_constant30 = self._param_constant30
    _param_constant31 = self._param_constant31
    native_layer_norm_3 = torch.ops.aten.native_layer_norm.default(add_3, [16], _param_constant30, _param_constant31, 1e-12);  _param_constant30 = _param_constant31 = None
    getitem_9 = native_layer_norm_3[0]
    getitem_10 = native_layer_norm_3[1]
    getitem_11 = native_layer_norm_3[2];  native_layer_norm_3 = None
    view_31 = torch.ops.aten.view.default(getitem_9, [10, 16]);  getitem_9 = None
    _param_constant32 = self._param_constant32
    t_10 = torch.ops.aten.t.default(_param_constant32);  _param_constant32 = None
    _param_constant33 = self._param_constant33
    addmm_10 = torch.ops.aten.addmm.default(_param_constant33, view_31, t_10);  _param_constant33 = None
    view_32 = torch.ops.aten.view.default(addmm_10, [2, 5, 32]);  addmm_10 = None
    gelu_1 = torch.ops.aten.gelu.default(view_32)
    view_33 = torch.ops.aten.view.default(gelu_1, [10, 32]);  gelu_1 = None
    _param_constant34 = self._param_constant34
    t_11 = torch.ops.aten.t.default(_param_constant34);  _param_constant34 = None
    _param_constant35 = self._param_constant35
    addmm_11 = torch.ops.aten.addmm.default(_param_constant35, view_33, t_11);  _param_constant35 = None
    view_34 = torch.ops.aten.view.default(addmm_11, [2, 5, 16]);  addmm_11 = None
    add_4 = torch.ops.aten.add.Tensor(view_34, add_3);  view_34 = None
    _param_constant36 = self._param_constant36
    _param_constant37 = self._param_constant37
    native_layer_norm_4 = torch.ops.aten.native_layer_norm.default(add_4, [16], _param_constant36, _param_constant37, 1e-12);  _param_constant36 = _param_constant37 = None
    getitem_12 = native_layer_norm_4[0]
    getitem_13 = native_layer_norm_4[1]
    getitem_14 = native_layer_norm_4[2];  native_layer_norm_4 = None
    select = torch.ops.aten.select.int(getitem_12, 1, 0);  getitem_12 = None
    _param_constant38 = self._param_constant38
    t_12 = torch.ops.aten.t.default(_param_constant38);  _param_constant38 = None
    _param_constant39 = self._param_constant39
    addmm_12 = torch.ops.aten.addmm.default(_param_constant39, select, t_12);  _param_constant39 = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm_12, 1, False);  addmm_12 = None
    detach_2 = torch.ops.aten.detach.default(_log_softmax)
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100)
    getitem_15 = nll_loss_forward[0]
    getitem_16 = nll_loss_forward[1];  nll_loss_forward = None
    ones_like = torch.ops.aten.ones_like.default(getitem_15, pin_memory = False, memory_format = torch.preserve_format)
    nll_loss_backward = torch.ops.aten.nll_loss_backward.default(ones_like, _log_softmax, labels_1, None, 1, -100, getitem_16);  ones_like = _log_softmax = labels_1 = getitem_16 = None
    detach_3 = torch.ops.aten.detach.default(detach_2);  detach_2 = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach_3, 1, torch.float32);  nll_loss_backward = detach_3 = None
    t_13 = torch.ops.aten.t.default(t_12);  t_12 = None
    mm = torch.ops.aten.mm.default(_log_softmax_backward_data, t_13);  t_13 = None
    t_14 = torch.ops.aten.t.default(_log_softmax_backward_data)
    mm_1 = torch.ops.aten.mm.default(t_14, select);  t_14 = select = None
    t_15 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(_log_softmax_backward_data, [0], True);  _log_softmax_backward_data = None
    view_35 = torch.ops.aten.view.default(sum_1, [3]);  sum_1 = None
    t_16 = torch.ops.aten.t.default(t_15);  t_15 = None
    select_backward = torch.ops.aten.select_backward.default(mm, [2, 5, 16], 1, 0);  mm = None
    _param_constant36_1 = self._param_constant36
    _param_constant37_1 = self._param_constant37
    native_layer_norm_backward = torch.ops.aten.native_layer_norm_backward.default(select_backward, add_4, [16], getitem_13, getitem_14, _param_constant36_1, _param_constant37_1, [True, True, True]);  select_backward = add_4 = getitem_13 = getitem_14 = _param_constant36_1 = _param_constant37_1 = None
    getitem_17 = native_layer_norm_backward[0]
    getitem_18 = native_layer_norm_backward[1]
    getitem_19 = native_layer_norm_backward[2];  native_layer_norm_backward = None
    view_36 = torch.ops.aten.view.default(getitem_17, [10, 16])
    t_17 = torch.ops.aten.t.default(t_11);  t_11 = None
    mm_2 = torch.ops.aten.mm.default(view_36, t_17);  t_17 = None
    t_18 = torch.ops.aten.t.default(view_36)
    mm_3 = torch.ops.aten.mm.default(t_18, view_33);  t_18 = view_33 = None
    t_19 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(view_36, [0], True);  view_36 = None
    view_37 = torch.ops.aten.view.default(sum_2, [16]);  sum_2 = None
    t_20 = torch.ops.aten.t.default(t_19);  t_19 = None
    view_38 = torch.ops.aten.view.default(mm_2, [2, 5, 32]);  mm_2 = None
    gelu_backward = torch.ops.aten.gelu_backward.default(view_38, view_32);  view_38 = view_32 = None
    view_39 = torch.ops.aten.view.default(gelu_backward, [10, 32]);  gelu_backward = None
    t_21 = torch.ops.aten.t.default(t_10);  t_10 = None
    mm_4 = torch.ops.aten.mm.default(view_39, t_21);  t_21 = None
    t_22 = torch.ops.aten.t.default(view_39)
    mm_5 = torch.ops.aten.mm.default(t_22, view_31);  t_22 = view_31 = None
    t_23 = torch.ops.aten.t.default(mm_5);  mm_5 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(view_39, [0], True);  view_39 = None
    view_40 = torch.ops.aten.view.default(sum_3, [32]);  sum_3 = None
    t_24 = torch.ops.aten.t.default(t_23);  t_23 = None
    view_41 = torch.ops.aten.view.default(mm_4, [2, 5, 16]);  mm_4 = None
    _param_constant30_1 = self._param_constant30
    _param_constant31_1 = self._param_constant31
    native_layer_norm_backward_1 = torch.ops.aten.native_layer_norm_backward.default(view_41, add_3, [16], getitem_10, getitem_11, _param_constant30_1, _param_constant31_1, [True, True, True]);  view_41 = add_3 = getitem_10 = getitem_11 = _param_constant30_1 = _param_constant31_1 = None
    getitem_20 = native_layer_norm_backward_1[0]
    getitem_21 = native_layer_norm_backward_1[1]
    getitem_22 = native_layer_norm_backward_1[2];  native_layer_norm_backward_1 = None
    add_5 = torch.ops.aten.add.Tensor(getitem_17, getitem_20);  getitem_17 = getitem_20 = None
    view_42 = torch.ops.aten.view.default(add_5, [10, 16])
    t_25 = torch.ops.aten.t.default(t_9);  t_9 = None
    mm_6 = torch.ops.aten.mm.default(view_42, t_25);  t_25 = None
    t_26 = torch.ops.aten.t.default(view_42)
    mm_7 = torch.ops.aten.mm.default(t_26, view_29);  t_26 = view_29 = None
    t_27 = torch.ops.aten.t.default(mm_7);  mm_7 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(view_42, [0], True);  view_42 = None
    view_43 = torch.ops.aten.view.default(sum_4, [16]);  sum_4 = None
    t_28 = torch.ops.aten.t.default(t_27);  t_27 = None
    view_44 = torch.ops.aten.view.default(mm_6, [2, 5, 16]);  mm_6 = None
    view_45 = torch.ops.aten.view.default(view_44, [2, 5, 2, 8]);  view_44 = None
    transpose_11 = torch.ops.aten.transpose.int(view_45, 1, 2);  view_45 = None
    clone_8 = torch.ops.aten.clone.default(transpose_11, memory_format = torch.contiguous_format);  transpose_11 = None
    _unsafe_view_10 = torch.ops.aten._unsafe_view.default(clone_8, [4, 5, 8]);  clone_8 = None
    transpose_12 = torch.ops.aten.transpose.int(view_27, 1, 2);  view_27 = None
    bmm_4 = torch.ops.aten.bmm.default(transpose_12, _unsafe_view_10);  transpose_12 = None
    transpose_13 = torch.ops.aten.transpose.int(_unsafe_view_8, 1, 2);  _unsafe_view_8 = None
    bmm_5 = torch.ops.aten.bmm.default(_unsafe_view_10, transpose_13);  _unsafe_view_10 = transpose_13 = None
    view_46 = torch.ops.aten.view.default(bmm_4, [2, 2, 5, 8]);  bmm_4 = None
    view_47 = torch.ops.aten.view.default(bmm_5, [2, 2, 5, 5]);  bmm_5 = None
    detach_4 = torch.ops.aten.detach.default(detach_1);  detach_1 = None
    _softmax_backward_data = torch.ops.aten._softmax_backward_data.default(view_47, detach_4, -1, torch.float32);  view_47 = detach_4 = None
    mul_2 = torch.ops.aten.mul.Tensor(_softmax_backward_data, 0.3535533905932738);  _softmax_backward_data = None
    view_48 = torch.ops.aten.view.default(mul_2, [4, 5, 5]);  mul_2 = None
    transpose_14 = torch.ops.aten.transpose.int(_unsafe_view_5, 1, 2);  _unsafe_view_5 = None
    bmm_6 = torch.ops.aten.bmm.default(transpose_14, view_48);  transpose_14 = None
    transpose_15 = torch.ops.aten.transpose.int(_unsafe_view_6, 1, 2);  _unsafe_view_6 = None
    bmm_7 = torch.ops.aten.bmm.default(view_48, transpose_15);  view_48 = transpose_15 = None
    view_49 = torch.ops.aten.view.default(bmm_6, [2, 2, 8, 5]);  bmm_6 = None
    view_50 = torch.ops.aten.view.default(bmm_7, [2, 2, 5, 8]);  bmm_7 = None
    transpose_16 = torch.ops.aten.transpose.int(view_49, 2, 3);  view_49 = None
    transpose_17 = torch.ops.aten.transpose.int(view_46, 1, 2);  view_46 = None
    clone_9 = torch.ops.aten.clone.default(transpose_17, memory_format = torch.contiguous_format);  transpose_17 = None
    _unsafe_view_11 = torch.ops.aten._unsafe_view.default(clone_9, [2, 5, 16]);  clone_9 = None
    view_51 = torch.ops.aten.view.default(_unsafe_view_11, [10, 16]);  _unsafe_view_11 = None
    t_29 = torch.ops.aten.t.default(t_8);  t_8 = None
    mm_8 = torch.ops.aten.mm.default(view_51, t_29);  t_29 = None
    t_30 = torch.ops.aten.t.default(view_51)
    mm_9 = torch.ops.aten.mm.default(t_30, view_24);  t_30 = view_24 = None
    t_31 = torch.ops.aten.t.default(mm_9);  mm_9 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(view_51, [0], True);  view_51 = None
    view_52 = torch.ops.aten.view.default(sum_5, [16]);  sum_5 = None
    t_32 = torch.ops.aten.t.default(t_31);  t_31 = None
    view_53 = torch.ops.aten.view.default(mm_8, [2, 5, 16]);  mm_8 = None
    transpose_18 = torch.ops.aten.transpose.int(transpose_16, 1, 2);  transpose_16 = None
    view_54 = torch.ops.aten.view.default(transpose_18, [2, 5, 16]);  transpose_18 = None
    clone_10 = torch.ops.aten.clone.default(view_54, memory_format = torch.contiguous_format);  view_54 = None
    _unsafe_view_12 = torch.ops.aten._unsafe_view.default(clone_10, [10, 16]);  clone_10 = None
    t_33 = torch.ops.aten.t.default(t_7);  t_7 = None
    mm_10 = torch.ops.aten.mm.default(_unsafe_view_12, t_33);  t_33 = None
    t_34 = torch.ops.aten.t.default(_unsafe_view_12)
    mm_11 = torch.ops.aten.mm.default(t_34, view_21);  t_34 = view_21 = None
    t_35 = torch.ops.aten.t.default(mm_11);  mm_11 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(_unsafe_view_12, [0], True);  _unsafe_view_12 = None
    view_55 = torch.ops.aten.view.default(sum_6, [16]);  sum_6 = None
    t_36 = torch.ops.aten.t.default(t_35);  t_35 = None
    view_56 = torch.ops.aten.view.default(mm_10, [2, 5, 16]);  mm_10 = None
    add_6 = torch.ops.aten.add.Tensor(view_53, view_56);  view_53 = view_56 = None
    transpose_19 = torch.ops.aten.transpose.int(view_50, 1, 2);  view_50 = None
    clone_11 = torch.ops.aten.clone.default(transpose_19, memory_format = torch.contiguous_format);  transpose_19 = None
    _unsafe_view_13 = torch.ops.aten._unsafe_view.default(clone_11, [2, 5, 16]);  clone_11 = None
    view_57 = torch.ops.aten.view.default(_unsafe_view_13, [10, 16]);  _unsafe_view_13 = None
    t_37 = torch.ops.aten.t.default(t_6);  t_6 = None
    mm_12 = torch.ops.aten.mm.default(view_57, t_37);  t_37 = None
    t_38 = torch.ops.aten.t.default(view_57)
    mm_13 = torch.ops.aten.mm.default(t_38, view_18);  t_38 = view_18 = None
    t_39 = torch.ops.aten.t.default(mm_13);  mm_13 = None
    sum_7 = torch.ops.aten.sum.dim_IntList(view_57, [0], True);  view_57 = None
    view_58 = torch.ops.aten.view.default(sum_7, [16]);  sum_7 = None
    t_40 = torch.ops.aten.t.default(t_39);  t_39 = None
    view_59 = torch.ops.aten.view.default(mm_12, [2, 5, 16]);  mm_12 = None
    add_7 = torch.ops.aten.add.Tensor(add_6, view_59);  add_6 = view_59 = None
    _param_constant20_1 = self._param_constant20
    _param_constant21_1 = self._param_constant21
    native_layer_norm_backward_2 = torch.ops.aten.native_layer_norm_backward.default(add_7, add_2, [16], getitem_7, getitem_8, _param_constant20_1, _param_constant21_1, [True, True, True]);  add_7 = add_2 = getitem_7 = getitem_8 = _param_constant20_1 = _param_constant21_1 = None
    getitem_23 = native_layer_norm_backward_2[0]
    getitem_24 = native_layer_norm_backward_2[1]
    getitem_25 = native_layer_norm_backward_2[2];  native_layer_norm_backward_2 = None
    add_8 = torch.ops.aten.add.Tensor(add_5, getitem_23);  add_5 = getitem_23 = None
    view_60 = torch.ops.aten.view.default(add_8, [10, 16])
    t_41 = torch.ops.aten.t.default(t_5);  t_5 = None
    mm_14 = torch.ops.aten.mm.default(view_60, t_41);  t_41 = None
    t_42 = torch.ops.aten.t.default(view_60)
    mm_15 = torch.ops.aten.mm.default(t_42, view_16);  t_42 = view_16 = None
    t_43 = torch.ops.aten.t.default(mm_15);  mm_15 = None
    sum_8 = torch.ops.aten.sum.dim_IntList(view_60, [0], True);  view_60 = None
    view_61 = torch.ops.aten.view.default(sum_8, [16]);  sum_8 = None
    t_44 = torch.ops.aten.t.default(t_43);  t_43 = None
    view_62 = torch.ops.aten.view.default(mm_14, [2, 5, 32]);  mm_14 = None
    gelu_backward_1 = torch.ops.aten.gelu_backward.default(view_62, view_15);  view_62 = view_15 = None
    view_63 = torch.ops.aten.view.default(gelu_backward_1, [10, 32]);  gelu_backward_1 = None
    t_45 = torch.ops.aten.t.default(t_4);  t_4 = None
    mm_16 = torch.ops.aten.mm.default(view_63, t_45);  t_45 = None
    t_46 = torch.ops.aten.t.default(view_63)
    mm_17 = torch.ops.aten.mm.default(t_46, view_14);  t_46 = view_14 = None
    t_47 = torch.ops.aten.t.default(mm_17);  mm_17 = None
    sum_9 = torch.ops.aten.sum.dim_IntList(view_63, [0], True);  view_63 = None
    view_64 = torch.ops.aten.view.default(sum_9, [32]);  sum_9 = None
    t_48 = torch.ops.aten.t.default(t_47);  t_47 = None
    view_65 = torch.ops.aten.view.default(mm_16, [2, 5, 16]);  mm_16 = None
    _param_constant14_1 = self._param_constant14
    _param_constant15_1 = self._param_constant15
    native_layer_norm_backward_3 = torch.ops.aten.native_layer_norm_backward.default(view_65, add_1, [16], getitem_4, getitem_5, _param_constant14_1, _param_constant15_1, [True, True, True]);  view_65 = add_1 = getitem_4 = getitem_5 = _param_constant14_1 = _param_constant15_1 = None
    getitem_26 = native_layer_norm_backward_3[0]
    getitem_27 = native_layer_norm_backward_3[1]
    getitem_28 = native_layer_norm_backward_3[2];  native_layer_norm_backward_3 = None
    add_9 = torch.ops.aten.add.Tensor(add_8, getitem_26);  add_8 = getitem_26 = None
    view_66 = torch.ops.aten.view.default(add_9, [10, 16])
    t_49 = torch.ops.aten.t.default(t_3);  t_3 = None
    mm_18 = torch.ops.aten.mm.default(view_66, t_49);  t_49 = None
    t_50 = torch.ops.aten.t.default(view_66)
    mm_19 = torch.ops.aten.mm.default(t_50, view_12);  t_50 = view_12 = None
    t_51 = torch.ops.aten.t.default(mm_19);  mm_19 = None
    sum_10 = torch.ops.aten.sum.dim_IntList(view_66, [0], True);  view_66 = None
    view_67 = torch.ops.aten.view.default(sum_10, [16]);  sum_10 = None
    t_52 = torch.ops.aten.t.default(t_51);  t_51 = None
    view_68 = torch.ops.aten.view.default(mm_18, [2, 5, 16]);  mm_18 = None
    view_69 = torch.ops.aten.view.default(view_68, [2, 5, 2, 8]);  view_68 = None
    transpose_20 = torch.ops.aten.transpose.int(view_69, 1, 2);  view_69 = None
    clone_12 = torch.ops.aten.clone.default(transpose_20, memory_format = torch.contiguous_format);  transpose_20 = None
    _unsafe_view_14 = torch.ops.aten._unsafe_view.default(clone_12, [4, 5, 8]);  clone_12 = None
    transpose_21 = torch.ops.aten.transpose.int(view_10, 1, 2);  view_10 = None
    bmm_8 = torch.ops.aten.bmm.default(transpose_21, _unsafe_view_14);  transpose_21 = None
    transpose_22 = torch.ops.aten.transpose.int(_unsafe_view_3, 1, 2);  _unsafe_view_3 = None
    bmm_9 = torch.ops.aten.bmm.default(_unsafe_view_14, transpose_22);  _unsafe_view_14 = transpose_22 = None
    view_70 = torch.ops.aten.view.default(bmm_8, [2, 2, 5, 8]);  bmm_8 = None
    view_71 = torch.ops.aten.view.default(bmm_9, [2, 2, 5, 5]);  bmm_9 = None
    detach_5 = torch.ops.aten.detach.default(detach);  detach = None
    _softmax_backward_data_1 = torch.ops.aten._softmax_backward_data.default(view_71, detach_5, -1, torch.float32);  view_71 = detach_5 = None
    mul_3 = torch.ops.aten.mul.Tensor(_softmax_backward_data_1, 0.3535533905932738);  _softmax_backward_data_1 = None
    view_72 = torch.ops.aten.view.default(mul_3, [4, 5, 5]);  mul_3 = None
    transpose_23 = torch.ops.aten.transpose.int(_unsafe_view, 1, 2);  _unsafe_view = None
    bmm_10 = torch.ops.aten.bmm.default(transpose_23, view_72);  transpose_23 = None
    transpose_24 = torch.ops.aten.transpose.int(_unsafe_view_1, 1, 2);  _unsafe_view_1 = None
    bmm_11 = torch.ops.aten.bmm.default(view_72, transpose_24);  view_72 = transpose_24 = None
    view_73 = torch.ops.aten.view.default(bmm_10, [2, 2, 8, 5]);  bmm_10 = None
    view_74 = torch.ops.aten.view.default(bmm_11, [2, 2, 5, 8]);  bmm_11 = None
    transpose_25 = torch.ops.aten.transpose.int(view_73, 2, 3);  view_73 = None
    transpose_26 = torch.ops.aten.transpose.int(view_70, 1, 2);  view_70 = None
    clone_13 = torch.ops.aten.clone.default(transpose_26, memory_format = torch.contiguous_format);  transpose_26 = None
    _unsafe_view_15 = torch.ops.aten._unsafe_view.default(clone_13, [2, 5, 16]);  clone_13 = None
    view_75 = torch.ops.aten.view.default(_unsafe_view_15, [10, 16]);  _unsafe_view_15 = None
    t_53 = torch.ops.aten.t.default(t_2);  t_2 = None
    mm_20 = torch.ops.aten.mm.default(view_75, t_53);  t_53 = None
    t_54 = torch.ops.aten.t.default(view_75)
    mm_21 = torch.ops.aten.mm.default(t_54, view_7);  t_54 = view_7 = None
    t_55 = torch.ops.aten.t.default(mm_21);  mm_21 = None
    sum_11 = torch.ops.aten.sum.dim_IntList(view_75, [0], True);  view_75 = None
    view_76 = torch.ops.aten.view.default(sum_11, [16]);  sum_11 = None
    t_56 = torch.ops.aten.t.default(t_55);  t_55 = None
    view_77 = torch.ops.aten.view.default(mm_20, [2, 5, 16]);  mm_20 = None
    transpose_27 = torch.ops.aten.transpose.int(transpose_25, 1, 2);  transpose_25 = None
    view_78 = torch.ops.aten.view.default(transpose_27, [2, 5, 16]);  transpose_27 = None
    clone_14 = torch.ops.aten.clone.default(view_78, memory_format = torch.contiguous_format);  view_78 = None
    _unsafe_view_16 = torch.ops.aten._unsafe_view.default(clone_14, [10, 16]);  clone_14 = None
    t_57 = torch.ops.aten.t.default(t_1);  t_1 = None
    mm_22 = torch.ops.aten.mm.default(_unsafe_view_16, t_57);  t_57 = None
    t_58 = torch.ops.aten.t.default(_unsafe_view_16)
    mm_23 = torch.ops.aten.mm.default(t_58, view_4);  t_58 = view_4 = None
    t_59 = torch.ops.aten.t.default(mm_23);  mm_23 = None
    sum_12 = torch.ops.aten.sum.dim_IntList(_unsafe_view_16, [0], True);  _unsafe_view_16 = None
    view_79 = torch.ops.aten.view.default(sum_12, [16]);  sum_12 = None
    t_60 = torch.ops.aten.t.default(t_59);  t_59 = None
    view_80 = torch.ops.aten.view.default(mm_22, [2, 5, 16]);  mm_22 = None
    add_10 = torch.ops.aten.add.Tensor(view_77, view_80);  view_77 = view_80 = None
    transpose_28 = torch.ops.aten.transpose.int(view_74, 1, 2);  view_74 = None
    clone_15 = torch.ops.aten.clone.default(transpose_28, memory_format = torch.contiguous_format);  transpose_28 = None
    _unsafe_view_17 = torch.ops.aten._unsafe_view.default(clone_15, [2, 5, 16]);  clone_15 = None
    view_81 = torch.ops.aten.view.default(_unsafe_view_17, [10, 16]);  _unsafe_view_17 = None
    t_61 = torch.ops.aten.t.default(t);  t = None
    mm_24 = torch.ops.aten.mm.default(view_81, t_61);  t_61 = None
    t_62 = torch.ops.aten.t.default(view_81)
    mm_25 = torch.ops.aten.mm.default(t_62, view_1);  t_62 = view_1 = None
    t_63 = torch.ops.aten.t.default(mm_25);  mm_25 = None
    sum_13 = torch.ops.aten.sum.dim_IntList(view_81, [0], True);  view_81 = None
    view_82 = torch.ops.aten.view.default(sum_13, [16]);  sum_13 = None
    t_64 = torch.ops.aten.t.default(t_63);  t_63 = None
    view_83 = torch.ops.aten.view.default(mm_24, [2, 5, 16]);  mm_24 = None
    add_11 = torch.ops.aten.add.Tensor(add_10, view_83);  add_10 = view_83 = None
    _param_constant4_1 = self._param_constant4
    _param_constant5_1 = self._param_constant5
    native_layer_norm_backward_4 = torch.ops.aten.native_layer_norm_backward.default(add_11, add, [16], getitem_1, getitem_2, _param_constant4_1, _param_constant5_1, [True, True, True]);  add_11 = add = getitem_1 = getitem_2 = _param_constant4_1 = _param_constant5_1 = None
    getitem_29 = native_layer_norm_backward_4[0]
    getitem_30 = native_layer_norm_backward_4[1]
    getitem_31 = native_layer_norm_backward_4[2];  native_layer_norm_backward_4 = None
    add_12 = torch.ops.aten.add.Tensor(add_9, getitem_29);  add_9 = getitem_29 = None
    sum_14 = torch.ops.aten.sum.dim_IntList(add_12, [0], True)
    slice_1 = torch.ops.aten.slice.Tensor(add_12, 1, 0, 1)
    slice_2 = torch.ops.aten.slice.Tensor(add_12, 1, 1, 5);  add_12 = None
    sum_15 = torch.ops.aten.sum.dim_IntList(slice_1, [0], True);  slice_1 = None
    transpose_29 = torch.ops.aten.transpose.int(slice_2, 1, 2);  slice_2 = None
    view_84 = torch.ops.aten.view.default(transpose_29, [2, 16, 2, 2]);  transpose_29 = None
    _param_constant0_1 = self._param_constant0
    convolution_backward = torch.ops.aten.convolution_backward.default(view_84, pixel_values_1, _param_constant0_1, [16], [8, 8], [0, 0], [1, 1], False, [0, 0], 1, [False, True, True]);  view_84 = pixel_values_1 = _param_constant0_1 = None
    getitem_32 = convolution_backward[0];  getitem_32 = None
    getitem_33 = convolution_backward[1]
    getitem_34 = convolution_backward[2];  convolution_backward = None
    return (getitem_15, sum_15, sum_14, getitem_33, getitem_34, t_64, view_82, t_60, view_79, t_56, view_76, t_52, view_67, getitem_30, getitem_31, getitem_27, getitem_28, t_48, view_64, t_44, view_61, t_40, view_58, t_36, view_55, t_32, view_52, t_28, view_43, getitem_24, getitem_25, getitem_21, getitem_22, t_24, view_40, t_20, view_37, getitem_18, getitem_19, t_16, view_35)
    