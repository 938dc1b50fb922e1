


def forward(self, loss_1):
    ones_like = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
    _tensor_constant0 = self._tensor_constant0
    _tensor_constant1 = self._tensor_constant1
    _tensor_constant2 = self._tensor_constant2
    nll_loss_backward = torch.ops.aten.nll_loss_backward.default(ones_like, _tensor_constant0, _tensor_constant1, None, 1, -100, _tensor_constant2);  ones_like = _tensor_constant0 = _tensor_constant1 = _tensor_constant2 = None
    _tensor_constant3 = self._tensor_constant3
    detach = torch.ops.aten.detach.default(_tensor_constant3);  _tensor_constant3 = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach, 1, torch.float32);  nll_loss_backward = detach = None
    view = torch.ops.aten.view.default(_log_softmax_backward_data, [2, 12, 40]);  _log_softmax_backward_data = None
    view_1 = torch.ops.aten.view.default(view, [24, 40]);  view = None
    _tensor_constant4 = self._tensor_constant4
    t = torch.ops.aten.t.default(_tensor_constant4);  _tensor_constant4 = None
    mm = torch.ops.aten.mm.default(view_1, t);  t = None
    t_1 = torch.ops.aten.t.default(view_1)
    _tensor_constant5 = self._tensor_constant5
    mm_1 = torch.ops.aten.mm.default(t_1, _tensor_constant5);  t_1 = _tensor_constant5 = None
    t_2 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(view_1, [0], True);  view_1 = None
    view_2 = torch.ops.aten.view.default(sum_1, [40]);  sum_1 = None
    t_3 = torch.ops.aten.t.default(t_2);  t_2 = None
    view_3 = torch.ops.aten.view.default(mm, [2, 12, 16]);  mm = None
    _tensor_constant6 = self._tensor_constant6
    _tensor_constant7 = self._tensor_constant7
    _tensor_constant8 = self._tensor_constant8
    _param_constant0 = self._param_constant0
    _param_constant1 = self._param_constant1
    native_layer_norm_backward = torch.ops.aten.native_layer_norm_backward.default(view_3, _tensor_constant6, [16], _tensor_constant7, _tensor_constant8, _param_constant0, _param_constant1, [True, True, True]);  view_3 = _tensor_constant6 = _tensor_constant7 = _tensor_constant8 = _param_constant0 = _param_constant1 = None
    getitem = native_layer_norm_backward[0]
    getitem_1 = native_layer_norm_backward[1]
    getitem_2 = native_layer_norm_backward[2];  native_layer_norm_backward = None
    _tensor_constant9 = self._tensor_constant9
    gelu_backward = torch.ops.aten.gelu_backward.default(getitem, _tensor_constant9);  getitem = _tensor_constant9 = None
    view_4 = torch.ops.aten.view.default(gelu_backward, [24, 16]);  gelu_backward = None
    _tensor_constant10 = self._tensor_constant10
    t_4 = torch.ops.aten.t.default(_tensor_constant10);  _tensor_constant10 = None
    mm_2 = torch.ops.aten.mm.default(view_4, t_4);  t_4 = None
    t_5 = torch.ops.aten.t.default(view_4)
    _tensor_constant11 = self._tensor_constant11
    mm_3 = torch.ops.aten.mm.default(t_5, _tensor_constant11);  t_5 = _tensor_constant11 = None
    t_6 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(view_4, [0], True);  view_4 = None
    view_5 = torch.ops.aten.view.default(sum_2, [16]);  sum_2 = None
    t_7 = torch.ops.aten.t.default(t_6);  t_6 = None
    view_6 = torch.ops.aten.view.default(mm_2, [2, 12, 16]);  mm_2 = None
    _tensor_constant12 = self._tensor_constant12
    _tensor_constant13 = self._tensor_constant13
    _tensor_constant14 = self._tensor_constant14
    _param_constant2 = self._param_constant2
    _param_constant3 = self._param_constant3
    native_layer_norm_backward_1 = torch.ops.aten.native_layer_norm_backward.default(view_6, _tensor_constant12, [16], _tensor_constant13, _tensor_constant14, _param_constant2, _param_constant3, [True, True, True]);  view_6 = _tensor_constant12 = _tensor_constant13 = _tensor_constant14 = _param_constant2 = _param_constant3 = None
    getitem_3 = native_layer_norm_backward_1[0]
    getitem_4 = native_layer_norm_backward_1[1]
    getitem_5 = native_layer_norm_backward_1[2];  native_layer_norm_backward_1 = None
    view_7 = torch.ops.aten.view.default(getitem_3, [24, 16])
    _tensor_constant15 = self._tensor_constant15
    t_8 = torch.ops.aten.t.default(_tensor_constant15);  _tensor_constant15 = None
    mm_4 = torch.ops.aten.mm.default(view_7, t_8);  t_8 = None
    t_9 = torch.ops.aten.t.default(view_7)
    _tensor_constant16 = self._tensor_constant16
    mm_5 = torch.ops.aten.mm.default(t_9, _tensor_constant16);  t_9 = _tensor_constant16 = None
    t_10 = torch.ops.aten.t.default(mm_5);  mm_5 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(view_7, [0], True);  view_7 = None
    view_8 = torch.ops.aten.view.default(sum_3, [16]);  sum_3 = None
    t_11 = torch.ops.aten.t.default(t_10);  t_10 = None
    view_9 = torch.ops.aten.view.default(mm_4, [2, 12, 32]);  mm_4 = None
    _tensor_constant17 = self._tensor_constant17
    gelu_backward_1 = torch.ops.aten.gelu_backward.default(view_9, _tensor_constant17);  view_9 = _tensor_constant17 = None
    view_10 = torch.ops.aten.view.default(gelu_backward_1, [24, 32]);  gelu_backward_1 = None
    _tensor_constant18 = self._tensor_constant18
    t_12 = torch.ops.aten.t.default(_tensor_constant18);  _tensor_constant18 = None
    mm_6 = torch.ops.aten.mm.default(view_10, t_12);  t_12 = None
    t_13 = torch.ops.aten.t.default(view_10)
    _tensor_constant19 = self._tensor_constant19
    mm_7 = torch.ops.aten.mm.default(t_13, _tensor_constant19);  t_13 = _tensor_constant19 = None
    t_14 = torch.ops.aten.t.default(mm_7);  mm_7 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(view_10, [0], True);  view_10 = None
    view_11 = torch.ops.aten.view.default(sum_4, [32]);  sum_4 = None
    t_15 = torch.ops.aten.t.default(t_14);  t_14 = None
    view_12 = torch.ops.aten.view.default(mm_6, [2, 12, 16]);  mm_6 = None
    add = torch.ops.aten.add.Tensor(getitem_3, view_12);  getitem_3 = view_12 = None
    _tensor_constant20 = self._tensor_constant20
    _tensor_constant21 = self._tensor_constant21
    _tensor_constant22 = self._tensor_constant22
    _param_constant4 = self._param_constant4
    _param_constant5 = self._param_constant5
    native_layer_norm_backward_2 = torch.ops.aten.native_layer_norm_backward.default(add, _tensor_constant20, [16], _tensor_constant21, _tensor_constant22, _param_constant4, _param_constant5, [True, True, True]);  add = _tensor_constant20 = _tensor_constant21 = _tensor_constant22 = _param_constant4 = _param_constant5 = None
    getitem_6 = native_layer_norm_backward_2[0]
    getitem_7 = native_layer_norm_backward_2[1]
    getitem_8 = native_layer_norm_backward_2[2];  native_layer_norm_backward_2 = None
    view_13 = torch.ops.aten.view.default(getitem_6, [24, 16])
    _tensor_constant23 = self._tensor_constant23
    t_16 = torch.ops.aten.t.default(_tensor_constant23);  _tensor_constant23 = None
    mm_8 = torch.ops.aten.mm.default(view_13, t_16);  t_16 = None
    t_17 = torch.ops.aten.t.default(view_13)
    _tensor_constant24 = self._tensor_constant24
    mm_9 = torch.ops.aten.mm.default(t_17, _tensor_constant24);  t_17 = _tensor_constant24 = None
    t_18 = torch.ops.aten.t.default(mm_9);  mm_9 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(view_13, [0], True);  view_13 = None
    view_14 = torch.ops.aten.view.default(sum_5, [16]);  sum_5 = None
    t_19 = torch.ops.aten.t.default(t_18);  t_18 = None
    view_15 = torch.ops.aten.view.default(mm_8, [2, 12, 16]);  mm_8 = None
    view_16 = torch.ops.aten.view.default(view_15, [2, 12, 2, 8]);  view_15 = None
    permute = torch.ops.aten.permute.default(view_16, [0, 2, 1, 3]);  view_16 = None
    clone = torch.ops.aten.clone.default(permute, memory_format = torch.contiguous_format);  permute = None
    _unsafe_view = torch.ops.aten._unsafe_view.default(clone, [4, 12, 8]);  clone = None
    _tensor_constant25 = self._tensor_constant25
    transpose = torch.ops.aten.transpose.int(_tensor_constant25, 1, 2);  _tensor_constant25 = None
    bmm = torch.ops.aten.bmm.default(transpose, _unsafe_view);  transpose = None
    _tensor_constant26 = self._tensor_constant26
    transpose_1 = torch.ops.aten.transpose.int(_tensor_constant26, 1, 2);  _tensor_constant26 = None
    bmm_1 = torch.ops.aten.bmm.default(_unsafe_view, transpose_1);  _unsafe_view = transpose_1 = None
    view_17 = torch.ops.aten.view.default(bmm_1, [2, 2, 12, 12]);  bmm_1 = None
    _tensor_constant27 = self._tensor_constant27
    detach_1 = torch.ops.aten.detach.default(_tensor_constant27);  _tensor_constant27 = None
    _softmax_backward_data = torch.ops.aten._softmax_backward_data.default(view_17, detach_1, -1, torch.float32);  view_17 = detach_1 = None
    view_18 = torch.ops.aten.view.default(_softmax_backward_data, [4, 12, 12]);  _softmax_backward_data = None
    _tensor_constant28 = self._tensor_constant28
    div = torch.ops.aten.div.Tensor(view_18, _tensor_constant28);  _tensor_constant28 = None
    transpose_2 = torch.ops.aten.transpose.int(div, -1, -2);  div = None
    new_zeros = torch.ops.aten.new_zeros.default(transpose_2, [4, 12, 16])
    _tensor_constant29 = self._tensor_constant29
    scatter_add = torch.ops.aten.scatter_add.default(new_zeros, -1, _tensor_constant29, transpose_2);  new_zeros = _tensor_constant29 = transpose_2 = None
    _tensor_constant30 = self._tensor_constant30
    transpose_3 = torch.ops.aten.transpose.int(_tensor_constant30, 1, 2);  _tensor_constant30 = None
    bmm_2 = torch.ops.aten.bmm.default(transpose_3, scatter_add);  transpose_3 = None
    _tensor_constant31 = self._tensor_constant31
    transpose_4 = torch.ops.aten.transpose.int(_tensor_constant31, 1, 2);  _tensor_constant31 = None
    bmm_3 = torch.ops.aten.bmm.default(scatter_add, transpose_4);  scatter_add = transpose_4 = None
    transpose_5 = torch.ops.aten.transpose.int(bmm_2, -1, -2);  bmm_2 = None
    _tensor_constant32 = self._tensor_constant32
    div_1 = torch.ops.aten.div.Tensor(view_18, _tensor_constant32);  _tensor_constant32 = None
    new_zeros_1 = torch.ops.aten.new_zeros.default(div_1, [4, 12, 16])
    _tensor_constant33 = self._tensor_constant33
    scatter_add_1 = torch.ops.aten.scatter_add.default(new_zeros_1, -1, _tensor_constant33, div_1);  new_zeros_1 = _tensor_constant33 = div_1 = None
    _tensor_constant34 = self._tensor_constant34
    transpose_6 = torch.ops.aten.transpose.int(_tensor_constant34, 1, 2);  _tensor_constant34 = None
    bmm_4 = torch.ops.aten.bmm.default(transpose_6, scatter_add_1);  transpose_6 = None
    _tensor_constant35 = self._tensor_constant35
    transpose_7 = torch.ops.aten.transpose.int(_tensor_constant35, 1, 2);  _tensor_constant35 = None
    bmm_5 = torch.ops.aten.bmm.default(scatter_add_1, transpose_7);  scatter_add_1 = transpose_7 = None
    transpose_8 = torch.ops.aten.transpose.int(bmm_4, -1, -2);  bmm_4 = None
    view_19 = torch.ops.aten.view.default(transpose_8, [2, 2, 16, 8]);  transpose_8 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(view_19, [0]);  view_19 = None
    view_20 = torch.ops.aten.view.default(sum_6, [1, 2, 16, 8]);  sum_6 = None
    permute_1 = torch.ops.aten.permute.default(view_20, [0, 2, 1, 3]);  view_20 = None
    clone_1 = torch.ops.aten.clone.default(permute_1, memory_format = torch.contiguous_format);  permute_1 = None
    _unsafe_view_1 = torch.ops.aten._unsafe_view.default(clone_1, [1, 16, 16]);  clone_1 = None
    view_21 = torch.ops.aten.view.default(_unsafe_view_1, [16, 16]);  _unsafe_view_1 = None
    _tensor_constant36 = self._tensor_constant36
    t_20 = torch.ops.aten.t.default(_tensor_constant36);  _tensor_constant36 = None
    mm_10 = torch.ops.aten.mm.default(view_21, t_20);  t_20 = None
    t_21 = torch.ops.aten.t.default(view_21)
    _tensor_constant37 = self._tensor_constant37
    mm_11 = torch.ops.aten.mm.default(t_21, _tensor_constant37);  t_21 = _tensor_constant37 = None
    t_22 = torch.ops.aten.t.default(mm_11);  mm_11 = None
    sum_7 = torch.ops.aten.sum.dim_IntList(view_21, [0], True);  view_21 = None
    view_22 = torch.ops.aten.view.default(sum_7, [16]);  sum_7 = None
    t_23 = torch.ops.aten.t.default(t_22);  t_22 = None
    view_23 = torch.ops.aten.view.default(mm_10, [1, 16, 16]);  mm_10 = None
    view_24 = torch.ops.aten.view.default(transpose_5, [2, 2, 16, 8]);  transpose_5 = None
    sum_8 = torch.ops.aten.sum.dim_IntList(view_24, [0]);  view_24 = None
    view_25 = torch.ops.aten.view.default(sum_8, [1, 2, 16, 8]);  sum_8 = None
    permute_2 = torch.ops.aten.permute.default(view_25, [0, 2, 1, 3]);  view_25 = None
    clone_2 = torch.ops.aten.clone.default(permute_2, memory_format = torch.contiguous_format);  permute_2 = None
    _unsafe_view_2 = torch.ops.aten._unsafe_view.default(clone_2, [1, 16, 16]);  clone_2 = None
    view_26 = torch.ops.aten.view.default(_unsafe_view_2, [16, 16]);  _unsafe_view_2 = None
    _tensor_constant38 = self._tensor_constant38
    t_24 = torch.ops.aten.t.default(_tensor_constant38);  _tensor_constant38 = None
    mm_12 = torch.ops.aten.mm.default(view_26, t_24);  t_24 = None
    t_25 = torch.ops.aten.t.default(view_26)
    _tensor_constant39 = self._tensor_constant39
    mm_13 = torch.ops.aten.mm.default(t_25, _tensor_constant39);  t_25 = _tensor_constant39 = None
    t_26 = torch.ops.aten.t.default(mm_13);  mm_13 = None
    sum_9 = torch.ops.aten.sum.dim_IntList(view_26, [0], True);  view_26 = None
    view_27 = torch.ops.aten.view.default(sum_9, [16]);  sum_9 = None
    t_27 = torch.ops.aten.t.default(t_26);  t_26 = None
    view_28 = torch.ops.aten.view.default(mm_12, [1, 16, 16]);  mm_12 = None
    add_1 = torch.ops.aten.add.Tensor(view_23, view_28);  view_23 = view_28 = None
    squeeze = torch.ops.aten.squeeze.dim(add_1, 0);  add_1 = None
    _tensor_constant40 = self._tensor_constant40
    div_2 = torch.ops.aten.div.Tensor(view_18, _tensor_constant40);  view_18 = _tensor_constant40 = None
    _tensor_constant34_1 = self._tensor_constant34
    transpose_9 = torch.ops.aten.transpose.int(_tensor_constant34_1, 1, 2);  _tensor_constant34_1 = None
    bmm_6 = torch.ops.aten.bmm.default(transpose_9, div_2);  transpose_9 = None
    _tensor_constant41 = self._tensor_constant41
    transpose_10 = torch.ops.aten.transpose.int(_tensor_constant41, 1, 2);  _tensor_constant41 = None
    bmm_7 = torch.ops.aten.bmm.default(div_2, transpose_10);  div_2 = transpose_10 = None
    add_2 = torch.ops.aten.add.Tensor(bmm_5, bmm_7);  bmm_5 = bmm_7 = None
    transpose_11 = torch.ops.aten.transpose.int(bmm_6, -1, -2);  bmm_6 = None
    add_3 = torch.ops.aten.add.Tensor(bmm_3, transpose_11);  bmm_3 = transpose_11 = None
    view_29 = torch.ops.aten.view.default(bmm, [2, 2, 12, 8]);  bmm = None
    permute_3 = torch.ops.aten.permute.default(view_29, [0, 2, 1, 3]);  view_29 = None
    clone_3 = torch.ops.aten.clone.default(permute_3, memory_format = torch.contiguous_format);  permute_3 = None
    _unsafe_view_3 = torch.ops.aten._unsafe_view.default(clone_3, [2, 12, 16]);  clone_3 = None
    view_30 = torch.ops.aten.view.default(_unsafe_view_3, [24, 16]);  _unsafe_view_3 = None
    _tensor_constant42 = self._tensor_constant42
    t_28 = torch.ops.aten.t.default(_tensor_constant42);  _tensor_constant42 = None
    mm_14 = torch.ops.aten.mm.default(view_30, t_28);  t_28 = None
    t_29 = torch.ops.aten.t.default(view_30)
    _tensor_constant43 = self._tensor_constant43
    mm_15 = torch.ops.aten.mm.default(t_29, _tensor_constant43);  t_29 = _tensor_constant43 = None
    t_30 = torch.ops.aten.t.default(mm_15);  mm_15 = None
    sum_10 = torch.ops.aten.sum.dim_IntList(view_30, [0], True);  view_30 = None
    view_31 = torch.ops.aten.view.default(sum_10, [16]);  sum_10 = None
    t_31 = torch.ops.aten.t.default(t_30);  t_30 = None
    view_32 = torch.ops.aten.view.default(mm_14, [2, 12, 16]);  mm_14 = None
    add_4 = torch.ops.aten.add.Tensor(getitem_6, view_32);  getitem_6 = view_32 = None
    view_33 = torch.ops.aten.view.default(add_3, [2, 2, 12, 8]);  add_3 = None
    permute_4 = torch.ops.aten.permute.default(view_33, [0, 2, 1, 3]);  view_33 = None
    clone_4 = torch.ops.aten.clone.default(permute_4, memory_format = torch.contiguous_format);  permute_4 = None
    _unsafe_view_4 = torch.ops.aten._unsafe_view.default(clone_4, [2, 12, 16]);  clone_4 = None
    view_34 = torch.ops.aten.view.default(_unsafe_view_4, [24, 16]);  _unsafe_view_4 = None
    _tensor_constant44 = self._tensor_constant44
    t_32 = torch.ops.aten.t.default(_tensor_constant44);  _tensor_constant44 = None
    mm_16 = torch.ops.aten.mm.default(view_34, t_32);  t_32 = None
    t_33 = torch.ops.aten.t.default(view_34)
    _tensor_constant45 = self._tensor_constant45
    mm_17 = torch.ops.aten.mm.default(t_33, _tensor_constant45);  t_33 = _tensor_constant45 = None
    t_34 = torch.ops.aten.t.default(mm_17);  mm_17 = None
    sum_11 = torch.ops.aten.sum.dim_IntList(view_34, [0], True);  view_34 = None
    view_35 = torch.ops.aten.view.default(sum_11, [16]);  sum_11 = None
    add_5 = torch.ops.aten.add.Tensor(view_22, view_35);  view_22 = view_35 = None
    t_35 = torch.ops.aten.t.default(t_34);  t_34 = None
    add_6 = torch.ops.aten.add.Tensor(t_23, t_35);  t_23 = t_35 = None
    view_36 = torch.ops.aten.view.default(mm_16, [2, 12, 16]);  mm_16 = None
    add_7 = torch.ops.aten.add.Tensor(add_4, view_36);  add_4 = view_36 = None
    view_37 = torch.ops.aten.view.default(add_2, [2, 2, 12, 8]);  add_2 = None
    permute_5 = torch.ops.aten.permute.default(view_37, [0, 2, 1, 3]);  view_37 = None
    clone_5 = torch.ops.aten.clone.default(permute_5, memory_format = torch.contiguous_format);  permute_5 = None
    _unsafe_view_5 = torch.ops.aten._unsafe_view.default(clone_5, [2, 12, 16]);  clone_5 = None
    view_38 = torch.ops.aten.view.default(_unsafe_view_5, [24, 16]);  _unsafe_view_5 = None
    _tensor_constant46 = self._tensor_constant46
    t_36 = torch.ops.aten.t.default(_tensor_constant46);  _tensor_constant46 = None
    mm_18 = torch.ops.aten.mm.default(view_38, t_36);  t_36 = None
    t_37 = torch.ops.aten.t.default(view_38)
    _tensor_constant47 = self._tensor_constant47
    mm_19 = torch.ops.aten.mm.default(t_37, _tensor_constant47);  t_37 = _tensor_constant47 = None
    t_38 = torch.ops.aten.t.default(mm_19);  mm_19 = None
    sum_12 = torch.ops.aten.sum.dim_IntList(view_38, [0], True);  view_38 = None
    view_39 = torch.ops.aten.view.default(sum_12, [16]);  sum_12 = None
    add_8 = torch.ops.aten.add.Tensor(view_27, view_39);  view_27 = view_39 = None
    t_39 = torch.ops.aten.t.default(t_38);  t_38 = None
    add_9 = torch.ops.aten.add.Tensor(t_27, t_39);  t_27 = t_39 = None
    view_40 = torch.ops.aten.view.default(mm_18, [2, 12, 16]);  mm_18 = None
    add_10 = torch.ops.aten.add.Tensor(add_7, view_40);  add_7 = view_40 = None
    _tensor_constant48 = self._tensor_constant48
    mul = torch.ops.aten.mul.Tensor(add_10, _tensor_constant48);  add_10 = _tensor_constant48 = None
    _tensor_constant49 = self._tensor_constant49
    _tensor_constant50 = self._tensor_constant50
    _tensor_constant51 = self._tensor_constant51
    _param_constant6 = self._param_constant6
    _param_constant7 = self._param_constant7
    native_layer_norm_backward_3 = torch.ops.aten.native_layer_norm_backward.default(mul, _tensor_constant49, [16], _tensor_constant50, _tensor_constant51, _param_constant6, _param_constant7, [True, True, True]);  mul = _tensor_constant49 = _tensor_constant50 = _tensor_constant51 = _param_constant6 = _param_constant7 = None
    getitem_9 = native_layer_norm_backward_3[0]
    getitem_10 = native_layer_norm_backward_3[1]
    getitem_11 = native_layer_norm_backward_3[2];  native_layer_norm_backward_3 = None
    _tensor_constant52 = self._tensor_constant52
    gelu_backward_2 = torch.ops.aten.gelu_backward.default(getitem_9, _tensor_constant52);  _tensor_constant52 = None
    _tensor_constant53 = self._tensor_constant53
    masked_fill = torch.ops.aten.masked_fill.Scalar(gelu_backward_2, _tensor_constant53, 0);  gelu_backward_2 = _tensor_constant53 = None
    permute_6 = torch.ops.aten.permute.default(masked_fill, [0, 2, 1]);  masked_fill = None
    _tensor_constant54 = self._tensor_constant54
    _param_constant8 = self._param_constant8
    convolution_backward = torch.ops.aten.convolution_backward.default(permute_6, _tensor_constant54, _param_constant8, [16], [1], [1], [1], False, [0], 1, [True, True, True]);  permute_6 = _tensor_constant54 = _param_constant8 = None
    getitem_12 = convolution_backward[0]
    getitem_13 = convolution_backward[1]
    getitem_14 = convolution_backward[2];  convolution_backward = None
    permute_7 = torch.ops.aten.permute.default(getitem_12, [0, 2, 1]);  getitem_12 = None
    _tensor_constant55 = self._tensor_constant55
    _tensor_constant56 = self._tensor_constant56
    _tensor_constant57 = self._tensor_constant57
    _param_constant9 = self._param_constant9
    _param_constant10 = self._param_constant10
    native_layer_norm_backward_4 = torch.ops.aten.native_layer_norm_backward.default(getitem_9, _tensor_constant55, [16], _tensor_constant56, _tensor_constant57, _param_constant9, _param_constant10, [True, True, True]);  getitem_9 = _tensor_constant55 = _tensor_constant56 = _tensor_constant57 = _param_constant9 = _param_constant10 = None
    getitem_15 = native_layer_norm_backward_4[0]
    getitem_16 = native_layer_norm_backward_4[1]
    getitem_17 = native_layer_norm_backward_4[2];  native_layer_norm_backward_4 = None
    view_41 = torch.ops.aten.view.default(getitem_15, [24, 16])
    _tensor_constant58 = self._tensor_constant58
    t_40 = torch.ops.aten.t.default(_tensor_constant58);  _tensor_constant58 = None
    mm_20 = torch.ops.aten.mm.default(view_41, t_40);  t_40 = None
    t_41 = torch.ops.aten.t.default(view_41)
    _tensor_constant59 = self._tensor_constant59
    mm_21 = torch.ops.aten.mm.default(t_41, _tensor_constant59);  t_41 = _tensor_constant59 = None
    t_42 = torch.ops.aten.t.default(mm_21);  mm_21 = None
    sum_13 = torch.ops.aten.sum.dim_IntList(view_41, [0], True);  view_41 = None
    view_42 = torch.ops.aten.view.default(sum_13, [16]);  sum_13 = None
    t_43 = torch.ops.aten.t.default(t_42);  t_42 = None
    view_43 = torch.ops.aten.view.default(mm_20, [2, 12, 32]);  mm_20 = None
    _tensor_constant60 = self._tensor_constant60
    gelu_backward_3 = torch.ops.aten.gelu_backward.default(view_43, _tensor_constant60);  view_43 = _tensor_constant60 = None
    view_44 = torch.ops.aten.view.default(gelu_backward_3, [24, 32]);  gelu_backward_3 = None
    _tensor_constant61 = self._tensor_constant61
    t_44 = torch.ops.aten.t.default(_tensor_constant61);  _tensor_constant61 = None
    mm_22 = torch.ops.aten.mm.default(view_44, t_44);  t_44 = None
    t_45 = torch.ops.aten.t.default(view_44)
    _tensor_constant62 = self._tensor_constant62
    mm_23 = torch.ops.aten.mm.default(t_45, _tensor_constant62);  t_45 = _tensor_constant62 = None
    t_46 = torch.ops.aten.t.default(mm_23);  mm_23 = None
    sum_14 = torch.ops.aten.sum.dim_IntList(view_44, [0], True);  view_44 = None
    view_45 = torch.ops.aten.view.default(sum_14, [32]);  sum_14 = None
    t_47 = torch.ops.aten.t.default(t_46);  t_46 = None
    view_46 = torch.ops.aten.view.default(mm_22, [2, 12, 16]);  mm_22 = None
    add_11 = torch.ops.aten.add.Tensor(getitem_15, view_46);  getitem_15 = view_46 = None
    _tensor_constant63 = self._tensor_constant63
    _tensor_constant64 = self._tensor_constant64
    _tensor_constant65 = self._tensor_constant65
    _param_constant11 = self._param_constant11
    _param_constant12 = self._param_constant12
    native_layer_norm_backward_5 = torch.ops.aten.native_layer_norm_backward.default(add_11, _tensor_constant63, [16], _tensor_constant64, _tensor_constant65, _param_constant11, _param_constant12, [True, True, True]);  add_11 = _tensor_constant63 = _tensor_constant64 = _tensor_constant65 = _param_constant11 = _param_constant12 = None
    getitem_18 = native_layer_norm_backward_5[0]
    getitem_19 = native_layer_norm_backward_5[1]
    getitem_20 = native_layer_norm_backward_5[2];  native_layer_norm_backward_5 = None
    add_12 = torch.ops.aten.add.Tensor(permute_7, getitem_18);  permute_7 = None
    view_47 = torch.ops.aten.view.default(getitem_18, [24, 16]);  getitem_18 = None
    _tensor_constant66 = self._tensor_constant66
    t_48 = torch.ops.aten.t.default(_tensor_constant66);  _tensor_constant66 = None
    mm_24 = torch.ops.aten.mm.default(view_47, t_48);  t_48 = None
    t_49 = torch.ops.aten.t.default(view_47)
    _tensor_constant67 = self._tensor_constant67
    mm_25 = torch.ops.aten.mm.default(t_49, _tensor_constant67);  t_49 = _tensor_constant67 = None
    t_50 = torch.ops.aten.t.default(mm_25);  mm_25 = None
    sum_15 = torch.ops.aten.sum.dim_IntList(view_47, [0], True);  view_47 = None
    view_48 = torch.ops.aten.view.default(sum_15, [16]);  sum_15 = None
    t_51 = torch.ops.aten.t.default(t_50);  t_50 = None
    view_49 = torch.ops.aten.view.default(mm_24, [2, 12, 16]);  mm_24 = None
    view_50 = torch.ops.aten.view.default(view_49, [2, 12, 2, 8]);  view_49 = None
    permute_8 = torch.ops.aten.permute.default(view_50, [0, 2, 1, 3]);  view_50 = None
    clone_6 = torch.ops.aten.clone.default(permute_8, memory_format = torch.contiguous_format);  permute_8 = None
    _unsafe_view_6 = torch.ops.aten._unsafe_view.default(clone_6, [4, 12, 8]);  clone_6 = None
    _tensor_constant68 = self._tensor_constant68
    transpose_12 = torch.ops.aten.transpose.int(_tensor_constant68, 1, 2);  _tensor_constant68 = None
    bmm_8 = torch.ops.aten.bmm.default(transpose_12, _unsafe_view_6);  transpose_12 = None
    _tensor_constant69 = self._tensor_constant69
    transpose_13 = torch.ops.aten.transpose.int(_tensor_constant69, 1, 2);  _tensor_constant69 = None
    bmm_9 = torch.ops.aten.bmm.default(_unsafe_view_6, transpose_13);  _unsafe_view_6 = transpose_13 = None
    view_51 = torch.ops.aten.view.default(bmm_9, [2, 2, 12, 12]);  bmm_9 = None
    _tensor_constant70 = self._tensor_constant70
    detach_2 = torch.ops.aten.detach.default(_tensor_constant70);  _tensor_constant70 = None
    _softmax_backward_data_1 = torch.ops.aten._softmax_backward_data.default(view_51, detach_2, -1, torch.float32);  view_51 = detach_2 = None
    view_52 = torch.ops.aten.view.default(_softmax_backward_data_1, [4, 12, 12]);  _softmax_backward_data_1 = None
    _tensor_constant71 = self._tensor_constant71
    div_3 = torch.ops.aten.div.Tensor(view_52, _tensor_constant71);  _tensor_constant71 = None
    transpose_14 = torch.ops.aten.transpose.int(div_3, -1, -2);  div_3 = None
    new_zeros_2 = torch.ops.aten.new_zeros.default(transpose_14, [4, 12, 16])
    _tensor_constant72 = self._tensor_constant72
    scatter_add_2 = torch.ops.aten.scatter_add.default(new_zeros_2, -1, _tensor_constant72, transpose_14);  new_zeros_2 = _tensor_constant72 = transpose_14 = None
    _tensor_constant73 = self._tensor_constant73
    transpose_15 = torch.ops.aten.transpose.int(_tensor_constant73, 1, 2);  _tensor_constant73 = None
    bmm_10 = torch.ops.aten.bmm.default(transpose_15, scatter_add_2);  transpose_15 = None
    _tensor_constant74 = self._tensor_constant74
    transpose_16 = torch.ops.aten.transpose.int(_tensor_constant74, 1, 2);  _tensor_constant74 = None
    bmm_11 = torch.ops.aten.bmm.default(scatter_add_2, transpose_16);  scatter_add_2 = transpose_16 = None
    transpose_17 = torch.ops.aten.transpose.int(bmm_10, -1, -2);  bmm_10 = None
    _tensor_constant75 = self._tensor_constant75
    div_4 = torch.ops.aten.div.Tensor(view_52, _tensor_constant75);  _tensor_constant75 = None
    new_zeros_3 = torch.ops.aten.new_zeros.default(div_4, [4, 12, 16])
    _tensor_constant76 = self._tensor_constant76
    scatter_add_3 = torch.ops.aten.scatter_add.default(new_zeros_3, -1, _tensor_constant76, div_4);  new_zeros_3 = _tensor_constant76 = div_4 = None
    _tensor_constant77 = self._tensor_constant77
    transpose_18 = torch.ops.aten.transpose.int(_tensor_constant77, 1, 2);  _tensor_constant77 = None
    bmm_12 = torch.ops.aten.bmm.default(transpose_18, scatter_add_3);  transpose_18 = None
    _tensor_constant78 = self._tensor_constant78
    transpose_19 = torch.ops.aten.transpose.int(_tensor_constant78, 1, 2);  _tensor_constant78 = None
    bmm_13 = torch.ops.aten.bmm.default(scatter_add_3, transpose_19);  scatter_add_3 = transpose_19 = None
    transpose_20 = torch.ops.aten.transpose.int(bmm_12, -1, -2);  bmm_12 = None
    view_53 = torch.ops.aten.view.default(transpose_20, [2, 2, 16, 8]);  transpose_20 = None
    sum_16 = torch.ops.aten.sum.dim_IntList(view_53, [0]);  view_53 = None
    view_54 = torch.ops.aten.view.default(sum_16, [1, 2, 16, 8]);  sum_16 = None
    permute_9 = torch.ops.aten.permute.default(view_54, [0, 2, 1, 3]);  view_54 = None
    clone_7 = torch.ops.aten.clone.default(permute_9, memory_format = torch.contiguous_format);  permute_9 = None
    _unsafe_view_7 = torch.ops.aten._unsafe_view.default(clone_7, [1, 16, 16]);  clone_7 = None
    view_55 = torch.ops.aten.view.default(_unsafe_view_7, [16, 16]);  _unsafe_view_7 = None
    _tensor_constant79 = self._tensor_constant79
    t_52 = torch.ops.aten.t.default(_tensor_constant79);  _tensor_constant79 = None
    mm_26 = torch.ops.aten.mm.default(view_55, t_52);  t_52 = None
    t_53 = torch.ops.aten.t.default(view_55)
    _tensor_constant80 = self._tensor_constant80
    mm_27 = torch.ops.aten.mm.default(t_53, _tensor_constant80);  t_53 = _tensor_constant80 = None
    t_54 = torch.ops.aten.t.default(mm_27);  mm_27 = None
    sum_17 = torch.ops.aten.sum.dim_IntList(view_55, [0], True);  view_55 = None
    view_56 = torch.ops.aten.view.default(sum_17, [16]);  sum_17 = None
    t_55 = torch.ops.aten.t.default(t_54);  t_54 = None
    view_57 = torch.ops.aten.view.default(mm_26, [1, 16, 16]);  mm_26 = None
    view_58 = torch.ops.aten.view.default(transpose_17, [2, 2, 16, 8]);  transpose_17 = None
    sum_18 = torch.ops.aten.sum.dim_IntList(view_58, [0]);  view_58 = None
    view_59 = torch.ops.aten.view.default(sum_18, [1, 2, 16, 8]);  sum_18 = None
    permute_10 = torch.ops.aten.permute.default(view_59, [0, 2, 1, 3]);  view_59 = None
    clone_8 = torch.ops.aten.clone.default(permute_10, memory_format = torch.contiguous_format);  permute_10 = None
    _unsafe_view_8 = torch.ops.aten._unsafe_view.default(clone_8, [1, 16, 16]);  clone_8 = None
    view_60 = torch.ops.aten.view.default(_unsafe_view_8, [16, 16]);  _unsafe_view_8 = None
    _tensor_constant81 = self._tensor_constant81
    t_56 = torch.ops.aten.t.default(_tensor_constant81);  _tensor_constant81 = None
    mm_28 = torch.ops.aten.mm.default(view_60, t_56);  t_56 = None
    t_57 = torch.ops.aten.t.default(view_60)
    _tensor_constant82 = self._tensor_constant82
    mm_29 = torch.ops.aten.mm.default(t_57, _tensor_constant82);  t_57 = _tensor_constant82 = None
    t_58 = torch.ops.aten.t.default(mm_29);  mm_29 = None
    sum_19 = torch.ops.aten.sum.dim_IntList(view_60, [0], True);  view_60 = None
    view_61 = torch.ops.aten.view.default(sum_19, [16]);  sum_19 = None
    t_59 = torch.ops.aten.t.default(t_58);  t_58 = None
    view_62 = torch.ops.aten.view.default(mm_28, [1, 16, 16]);  mm_28 = None
    add_13 = torch.ops.aten.add.Tensor(view_57, view_62);  view_57 = view_62 = None
    squeeze_1 = torch.ops.aten.squeeze.dim(add_13, 0);  add_13 = None
    add_14 = torch.ops.aten.add.Tensor(squeeze, squeeze_1);  squeeze = squeeze_1 = None
    _tensor_constant83 = self._tensor_constant83
    div_5 = torch.ops.aten.div.Tensor(view_52, _tensor_constant83);  view_52 = _tensor_constant83 = None
    _tensor_constant77_1 = self._tensor_constant77
    transpose_21 = torch.ops.aten.transpose.int(_tensor_constant77_1, 1, 2);  _tensor_constant77_1 = None
    bmm_14 = torch.ops.aten.bmm.default(transpose_21, div_5);  transpose_21 = None
    _tensor_constant84 = self._tensor_constant84
    transpose_22 = torch.ops.aten.transpose.int(_tensor_constant84, 1, 2);  _tensor_constant84 = None
    bmm_15 = torch.ops.aten.bmm.default(div_5, transpose_22);  div_5 = transpose_22 = None
    add_15 = torch.ops.aten.add.Tensor(bmm_13, bmm_15);  bmm_13 = bmm_15 = None
    transpose_23 = torch.ops.aten.transpose.int(bmm_14, -1, -2);  bmm_14 = None
    add_16 = torch.ops.aten.add.Tensor(bmm_11, transpose_23);  bmm_11 = transpose_23 = None
    view_63 = torch.ops.aten.view.default(bmm_8, [2, 2, 12, 8]);  bmm_8 = None
    permute_11 = torch.ops.aten.permute.default(view_63, [0, 2, 1, 3]);  view_63 = None
    clone_9 = torch.ops.aten.clone.default(permute_11, memory_format = torch.contiguous_format);  permute_11 = None
    _unsafe_view_9 = torch.ops.aten._unsafe_view.default(clone_9, [2, 12, 16]);  clone_9 = None
    view_64 = torch.ops.aten.view.default(_unsafe_view_9, [24, 16]);  _unsafe_view_9 = None
    _tensor_constant85 = self._tensor_constant85
    t_60 = torch.ops.aten.t.default(_tensor_constant85);  _tensor_constant85 = None
    mm_30 = torch.ops.aten.mm.default(view_64, t_60);  t_60 = None
    t_61 = torch.ops.aten.t.default(view_64)
    _tensor_constant86 = self._tensor_constant86
    mm_31 = torch.ops.aten.mm.default(t_61, _tensor_constant86);  t_61 = _tensor_constant86 = None
    t_62 = torch.ops.aten.t.default(mm_31);  mm_31 = None
    sum_20 = torch.ops.aten.sum.dim_IntList(view_64, [0], True);  view_64 = None
    view_65 = torch.ops.aten.view.default(sum_20, [16]);  sum_20 = None
    t_63 = torch.ops.aten.t.default(t_62);  t_62 = None
    view_66 = torch.ops.aten.view.default(mm_30, [2, 12, 16]);  mm_30 = None
    add_17 = torch.ops.aten.add.Tensor(add_12, view_66);  add_12 = view_66 = None
    view_67 = torch.ops.aten.view.default(add_16, [2, 2, 12, 8]);  add_16 = None
    permute_12 = torch.ops.aten.permute.default(view_67, [0, 2, 1, 3]);  view_67 = None
    clone_10 = torch.ops.aten.clone.default(permute_12, memory_format = torch.contiguous_format);  permute_12 = None
    _unsafe_view_10 = torch.ops.aten._unsafe_view.default(clone_10, [2, 12, 16]);  clone_10 = None
    view_68 = torch.ops.aten.view.default(_unsafe_view_10, [24, 16]);  _unsafe_view_10 = None
    _tensor_constant87 = self._tensor_constant87
    t_64 = torch.ops.aten.t.default(_tensor_constant87);  _tensor_constant87 = None
    mm_32 = torch.ops.aten.mm.default(view_68, t_64);  t_64 = None
    t_65 = torch.ops.aten.t.default(view_68)
    _tensor_constant88 = self._tensor_constant88
    mm_33 = torch.ops.aten.mm.default(t_65, _tensor_constant88);  t_65 = _tensor_constant88 = None
    t_66 = torch.ops.aten.t.default(mm_33);  mm_33 = None
    sum_21 = torch.ops.aten.sum.dim_IntList(view_68, [0], True);  view_68 = None
    view_69 = torch.ops.aten.view.default(sum_21, [16]);  sum_21 = None
    add_18 = torch.ops.aten.add.Tensor(view_56, view_69);  view_56 = view_69 = None
    t_67 = torch.ops.aten.t.default(t_66);  t_66 = None
    add_19 = torch.ops.aten.add.Tensor(t_55, t_67);  t_55 = t_67 = None
    view_70 = torch.ops.aten.view.default(mm_32, [2, 12, 16]);  mm_32 = None
    add_20 = torch.ops.aten.add.Tensor(add_17, view_70);  add_17 = view_70 = None
    view_71 = torch.ops.aten.view.default(add_15, [2, 2, 12, 8]);  add_15 = None
    permute_13 = torch.ops.aten.permute.default(view_71, [0, 2, 1, 3]);  view_71 = None
    clone_11 = torch.ops.aten.clone.default(permute_13, memory_format = torch.contiguous_format);  permute_13 = None
    _unsafe_view_11 = torch.ops.aten._unsafe_view.default(clone_11, [2, 12, 16]);  clone_11 = None
    view_72 = torch.ops.aten.view.default(_unsafe_view_11, [24, 16]);  _unsafe_view_11 = None
    _tensor_constant89 = self._tensor_constant89
    t_68 = torch.ops.aten.t.default(_tensor_constant89);  _tensor_constant89 = None
    mm_34 = torch.ops.aten.mm.default(view_72, t_68);  t_68 = None
    t_69 = torch.ops.aten.t.default(view_72)
    _tensor_constant90 = self._tensor_constant90
    mm_35 = torch.ops.aten.mm.default(t_69, _tensor_constant90);  t_69 = _tensor_constant90 = None
    t_70 = torch.ops.aten.t.default(mm_35);  mm_35 = None
    sum_22 = torch.ops.aten.sum.dim_IntList(view_72, [0], True);  view_72 = None
    view_73 = torch.ops.aten.view.default(sum_22, [16]);  sum_22 = None
    add_21 = torch.ops.aten.add.Tensor(view_61, view_73);  view_61 = view_73 = None
    t_71 = torch.ops.aten.t.default(t_70);  t_70 = None
    add_22 = torch.ops.aten.add.Tensor(t_59, t_71);  t_59 = t_71 = None
    view_74 = torch.ops.aten.view.default(mm_34, [2, 12, 16]);  mm_34 = None
    add_23 = torch.ops.aten.add.Tensor(add_20, view_74);  add_20 = view_74 = None
    _param_constant13 = self._param_constant13
    _tensor_constant91 = self._tensor_constant91
    _tensor_constant92 = self._tensor_constant92
    _param_constant14 = self._param_constant14
    _param_constant15 = self._param_constant15
    native_layer_norm_backward_6 = torch.ops.aten.native_layer_norm_backward.default(add_14, _param_constant13, [16], _tensor_constant91, _tensor_constant92, _param_constant14, _param_constant15, [True, True, True]);  add_14 = _param_constant13 = _tensor_constant91 = _tensor_constant92 = _param_constant14 = _param_constant15 = None
    getitem_21 = native_layer_norm_backward_6[0]
    getitem_22 = native_layer_norm_backward_6[1]
    getitem_23 = native_layer_norm_backward_6[2];  native_layer_norm_backward_6 = None
    _tensor_constant93 = self._tensor_constant93
    mul_1 = torch.ops.aten.mul.Tensor(add_23, _tensor_constant93);  add_23 = _tensor_constant93 = None
    _tensor_constant94 = self._tensor_constant94
    _tensor_constant95 = self._tensor_constant95
    _tensor_constant96 = self._tensor_constant96
    _param_constant16 = self._param_constant16
    _param_constant17 = self._param_constant17
    native_layer_norm_backward_7 = torch.ops.aten.native_layer_norm_backward.default(mul_1, _tensor_constant94, [16], _tensor_constant95, _tensor_constant96, _param_constant16, _param_constant17, [True, True, True]);  mul_1 = _tensor_constant94 = _tensor_constant95 = _tensor_constant96 = _param_constant16 = _param_constant17 = None
    getitem_24 = native_layer_norm_backward_7[0]
    getitem_25 = native_layer_norm_backward_7[1]
    getitem_26 = native_layer_norm_backward_7[2];  native_layer_norm_backward_7 = None
    _tensor_constant97 = self._tensor_constant97
    embedding_dense_backward = torch.ops.aten.embedding_dense_backward.default(getitem_24, _tensor_constant97, 40, 0, False);  getitem_24 = _tensor_constant97 = None
    add_24 = torch.ops.aten.add.Tensor(t_3, embedding_dense_backward);  t_3 = embedding_dense_backward = None
    return (add_24, getitem_25, getitem_26, add_22, add_21, add_19, add_18, t_63, view_65, t_51, view_48, getitem_19, getitem_20, t_47, view_45, t_43, view_42, getitem_16, getitem_17, add_9, add_8, add_6, add_5, t_31, view_31, t_19, view_14, getitem_7, getitem_8, t_15, view_11, t_11, view_8, getitem_4, getitem_5, getitem_21, getitem_22, getitem_23, getitem_13, getitem_14, getitem_10, getitem_11, view_2, t_7, view_5, getitem_1, getitem_2)
    