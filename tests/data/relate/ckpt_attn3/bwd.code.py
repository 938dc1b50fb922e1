


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
    unsqueeze = torch.ops.aten.unsqueeze.default(mm, 1);  mm = None
    expand = torch.ops.aten.expand.default(unsqueeze, [2, 4, 8]);  unsqueeze = None
    div = torch.ops.aten.div.Scalar(expand, 4);  expand = None
    view_1 = torch.ops.aten.view.default(div, [8, 8])
    _param_constant0 = self._param_constant0
    detach_1 = torch.ops.aten.detach.default(_param_constant0);  _param_constant0 = None
    _tensor_constant6 = self._tensor_constant6
    detach_2 = torch.ops.aten.detach.default(_tensor_constant6);  _tensor_constant6 = None
    _param_constant1 = self._param_constant1
    detach_3 = torch.ops.aten.detach.default(_param_constant1);  _param_constant1 = None
    _tensor_constant6_1 = self._tensor_constant6
    _param_constant1_1 = self._param_constant1
    _param_constant0_1 = self._param_constant0
    native_layer_norm = torch.ops.aten.native_layer_norm.default(_tensor_constant6_1, [8], _param_constant1_1, _param_constant0_1, 1e-05);  _tensor_constant6_1 = _param_constant1_1 = _param_constant0_1 = None
    getitem = native_layer_norm[0]
    getitem_1 = native_layer_norm[1]
    getitem_2 = native_layer_norm[2];  native_layer_norm = None
    view_2 = torch.ops.aten.view.default(getitem, [8, 8]);  getitem = None
    _param_constant2 = self._param_constant2
    t_4 = torch.ops.aten.t.default(_param_constant2);  _param_constant2 = None
    detach_4 = torch.ops.aten.detach.default(view_2)
    detach_5 = torch.ops.aten.detach.default(t_4)
    _param_constant3 = self._param_constant3
    addmm = torch.ops.aten.addmm.default(_param_constant3, view_2, t_4);  _param_constant3 = view_2 = t_4 = None
    view_3 = torch.ops.aten.view.default(addmm, [2, 4, 24]);  addmm = None
    view_4 = torch.ops.aten.view.default(view_3, [2, 4, 3, 2, 4]);  view_3 = None
    permute = torch.ops.aten.permute.default(view_4, [2, 0, 3, 1, 4]);  view_4 = None
    unbind = torch.ops.aten.unbind.int(permute);  permute = None
    getitem_3 = unbind[0]
    getitem_4 = unbind[1]
    getitem_5 = unbind[2];  unbind = None
    transpose = torch.ops.aten.transpose.int(getitem_4, -2, -1);  getitem_4 = None
    expand_1 = torch.ops.aten.expand.default(getitem_3, [2, 2, 4, 4]);  getitem_3 = None
    clone = torch.ops.aten.clone.default(expand_1, memory_format = torch.contiguous_format);  expand_1 = None
    _unsafe_view = torch.ops.aten._unsafe_view.default(clone, [4, 4, 4]);  clone = None
    expand_2 = torch.ops.aten.expand.default(transpose, [2, 2, 4, 4]);  transpose = None
    clone_1 = torch.ops.aten.clone.default(expand_2, memory_format = torch.contiguous_format);  expand_2 = None
    _unsafe_view_1 = torch.ops.aten._unsafe_view.default(clone_1, [4, 4, 4]);  clone_1 = None
    detach_6 = torch.ops.aten.detach.default(_unsafe_view_1)
    detach_7 = torch.ops.aten.detach.default(_unsafe_view)
    bmm = torch.ops.aten.bmm.default(_unsafe_view, _unsafe_view_1);  _unsafe_view = _unsafe_view_1 = None
    _unsafe_view_2 = torch.ops.aten._unsafe_view.default(bmm, [2, 2, 4, 4]);  bmm = None
    div_1 = torch.ops.aten.div.Tensor(_unsafe_view_2, 2.0);  _unsafe_view_2 = None
    _softmax = torch.ops.aten._softmax.default(div_1, -1, False);  div_1 = None
    detach_8 = torch.ops.aten.detach.default(_softmax)
    expand_3 = torch.ops.aten.expand.default(_softmax, [2, 2, 4, 4]);  _softmax = None
    view_5 = torch.ops.aten.view.default(expand_3, [4, 4, 4]);  expand_3 = None
    expand_4 = torch.ops.aten.expand.default(getitem_5, [2, 2, 4, 4]);  getitem_5 = None
    clone_2 = torch.ops.aten.clone.default(expand_4, memory_format = torch.contiguous_format);  expand_4 = None
    _unsafe_view_3 = torch.ops.aten._unsafe_view.default(clone_2, [4, 4, 4]);  clone_2 = None
    detach_9 = torch.ops.aten.detach.default(_unsafe_view_3)
    detach_10 = torch.ops.aten.detach.default(view_5)
    bmm_1 = torch.ops.aten.bmm.default(view_5, _unsafe_view_3);  view_5 = _unsafe_view_3 = None
    _unsafe_view_4 = torch.ops.aten._unsafe_view.default(bmm_1, [2, 2, 4, 4]);  bmm_1 = None
    transpose_1 = torch.ops.aten.transpose.int(_unsafe_view_4, 1, 2);  _unsafe_view_4 = None
    clone_3 = torch.ops.aten.clone.default(transpose_1, memory_format = torch.contiguous_format);  transpose_1 = None
    _unsafe_view_5 = torch.ops.aten._unsafe_view.default(clone_3, [2, 4, 8]);  clone_3 = None
    view_6 = torch.ops.aten.view.default(_unsafe_view_5, [8, 8]);  _unsafe_view_5 = None
    _param_constant4 = self._param_constant4
    t_5 = torch.ops.aten.t.default(_param_constant4);  _param_constant4 = None
    detach_11 = torch.ops.aten.detach.default(view_6)
    detach_12 = torch.ops.aten.detach.default(t_5)
    _param_constant5 = self._param_constant5
    addmm_1 = torch.ops.aten.addmm.default(_param_constant5, view_6, t_5);  _param_constant5 = view_6 = t_5 = None
    view_7 = torch.ops.aten.view.default(addmm_1, [2, 4, 8]);  addmm_1 = None
    _tensor_constant6_2 = self._tensor_constant6
    add = torch.ops.aten.add.Tensor(_tensor_constant6_2, view_7);  _tensor_constant6_2 = view_7 = None
    _param_constant6 = self._param_constant6
    detach_13 = torch.ops.aten.detach.default(_param_constant6);  _param_constant6 = None
    detach_14 = torch.ops.aten.detach.default(add)
    _param_constant7 = self._param_constant7
    detach_15 = torch.ops.aten.detach.default(_param_constant7);  _param_constant7 = None
    _param_constant7_1 = self._param_constant7
    _param_constant6_1 = self._param_constant6
    native_layer_norm_1 = torch.ops.aten.native_layer_norm.default(add, [8], _param_constant7_1, _param_constant6_1, 1e-05);  add = _param_constant7_1 = _param_constant6_1 = None
    getitem_6 = native_layer_norm_1[0]
    getitem_7 = native_layer_norm_1[1]
    getitem_8 = native_layer_norm_1[2];  native_layer_norm_1 = None
    view_8 = torch.ops.aten.view.default(getitem_6, [8, 8]);  getitem_6 = None
    _param_constant8 = self._param_constant8
    t_6 = torch.ops.aten.t.default(_param_constant8);  _param_constant8 = None
    detach_16 = torch.ops.aten.detach.default(view_8)
    detach_17 = torch.ops.aten.detach.default(t_6)
    _param_constant9 = self._param_constant9
    addmm_2 = torch.ops.aten.addmm.default(_param_constant9, view_8, t_6);  _param_constant9 = view_8 = t_6 = None
    view_9 = torch.ops.aten.view.default(addmm_2, [2, 4, 16]);  addmm_2 = None
    relu = torch.ops.aten.relu.default(view_9);  view_9 = None
    detach_18 = torch.ops.aten.detach.default(relu)
    view_10 = torch.ops.aten.view.default(relu, [8, 16]);  relu = None
    _param_constant10 = self._param_constant10
    t_7 = torch.ops.aten.t.default(_param_constant10);  _param_constant10 = None
    detach_19 = torch.ops.aten.detach.default(view_10);  view_10 = None
    detach_20 = torch.ops.aten.detach.default(t_7);  t_7 = None
    detach_21 = torch.ops.aten.detach.default(detach_19);  detach_19 = None
    detach_22 = torch.ops.aten.detach.default(detach_20);  detach_20 = None
    t_8 = torch.ops.aten.t.default(detach_22);  detach_22 = None
    mm_2 = torch.ops.aten.mm.default(view_1, t_8);  t_8 = None
    t_9 = torch.ops.aten.t.default(view_1)
    mm_3 = torch.ops.aten.mm.default(t_9, detach_21);  t_9 = detach_21 = None
    t_10 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(view_1, [0], True);  view_1 = None
    view_11 = torch.ops.aten.view.default(sum_2, [8]);  sum_2 = None
    t_11 = torch.ops.aten.t.default(t_10);  t_10 = None
    view_12 = torch.ops.aten.view.default(mm_2, [2, 4, 16]);  mm_2 = None
    detach_23 = torch.ops.aten.detach.default(detach_18);  detach_18 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(view_12, detach_23, 0);  view_12 = detach_23 = None
    view_13 = torch.ops.aten.view.default(threshold_backward, [8, 16]);  threshold_backward = None
    detach_24 = torch.ops.aten.detach.default(detach_16);  detach_16 = None
    detach_25 = torch.ops.aten.detach.default(detach_17);  detach_17 = None
    t_12 = torch.ops.aten.t.default(detach_25);  detach_25 = None
    mm_4 = torch.ops.aten.mm.default(view_13, t_12);  t_12 = None
    t_13 = torch.ops.aten.t.default(view_13)
    mm_5 = torch.ops.aten.mm.default(t_13, detach_24);  t_13 = detach_24 = None
    t_14 = torch.ops.aten.t.default(mm_5);  mm_5 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(view_13, [0], True);  view_13 = None
    view_14 = torch.ops.aten.view.default(sum_3, [16]);  sum_3 = None
    t_15 = torch.ops.aten.t.default(t_14);  t_14 = None
    view_15 = torch.ops.aten.view.default(mm_4, [2, 4, 8]);  mm_4 = None
    detach_26 = torch.ops.aten.detach.default(detach_13);  detach_13 = None
    detach_27 = torch.ops.aten.detach.default(detach_14);  detach_14 = None
    detach_28 = torch.ops.aten.detach.default(detach_15);  detach_15 = None
    native_layer_norm_backward = torch.ops.aten.native_layer_norm_backward.default(view_15, detach_27, [8], getitem_7, getitem_8, detach_28, detach_26, [True, True, True]);  view_15 = detach_27 = getitem_7 = getitem_8 = detach_28 = detach_26 = None
    getitem_9 = native_layer_norm_backward[0]
    getitem_10 = native_layer_norm_backward[1]
    getitem_11 = native_layer_norm_backward[2];  native_layer_norm_backward = None
    add_1 = torch.ops.aten.add.Tensor(div, getitem_9);  div = getitem_9 = None
    view_16 = torch.ops.aten.view.default(add_1, [8, 8])
    detach_29 = torch.ops.aten.detach.default(detach_11);  detach_11 = None
    detach_30 = torch.ops.aten.detach.default(detach_12);  detach_12 = None
    t_16 = torch.ops.aten.t.default(detach_30);  detach_30 = None
    mm_6 = torch.ops.aten.mm.default(view_16, t_16);  t_16 = None
    t_17 = torch.ops.aten.t.default(view_16)
    mm_7 = torch.ops.aten.mm.default(t_17, detach_29);  t_17 = detach_29 = None
    t_18 = torch.ops.aten.t.default(mm_7);  mm_7 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(view_16, [0], True);  view_16 = None
    view_17 = torch.ops.aten.view.default(sum_4, [8]);  sum_4 = None
    t_19 = torch.ops.aten.t.default(t_18);  t_18 = None
    view_18 = torch.ops.aten.view.default(mm_6, [2, 4, 8]);  mm_6 = None
    view_19 = torch.ops.aten.view.default(view_18, [2, 4, 2, 4]);  view_18 = None
    transpose_2 = torch.ops.aten.transpose.int(view_19, 1, 2);  view_19 = None
    clone_4 = torch.ops.aten.clone.default(transpose_2, memory_format = torch.contiguous_format);  transpose_2 = None
    _unsafe_view_6 = torch.ops.aten._unsafe_view.default(clone_4, [4, 4, 4]);  clone_4 = None
    detach_31 = torch.ops.aten.detach.default(detach_9);  detach_9 = None
    detach_32 = torch.ops.aten.detach.default(detach_10);  detach_10 = None
    transpose_3 = torch.ops.aten.transpose.int(detach_32, 1, 2);  detach_32 = None
    bmm_2 = torch.ops.aten.bmm.default(transpose_3, _unsafe_view_6);  transpose_3 = None
    transpose_4 = torch.ops.aten.transpose.int(detach_31, 1, 2);  detach_31 = None
    bmm_3 = torch.ops.aten.bmm.default(_unsafe_view_6, transpose_4);  _unsafe_view_6 = transpose_4 = None
    view_20 = torch.ops.aten.view.default(bmm_2, [2, 2, 4, 4]);  bmm_2 = None
    view_21 = torch.ops.aten.view.default(bmm_3, [2, 2, 4, 4]);  bmm_3 = None
    detach_33 = torch.ops.aten.detach.default(detach_8);  detach_8 = None
    _softmax_backward_data = torch.ops.aten._softmax_backward_data.default(view_21, detach_33, -1, torch.float32);  view_21 = detach_33 = None
    div_2 = torch.ops.aten.div.Tensor(_softmax_backward_data, 2.0);  _softmax_backward_data = None
    view_22 = torch.ops.aten.view.default(div_2, [4, 4, 4]);  div_2 = None
    detach_34 = torch.ops.aten.detach.default(detach_6);  detach_6 = None
    detach_35 = torch.ops.aten.detach.default(detach_7);  detach_7 = None
    transpose_5 = torch.ops.aten.transpose.int(detach_35, 1, 2);  detach_35 = None
    bmm_4 = torch.ops.aten.bmm.default(transpose_5, view_22);  transpose_5 = None
    transpose_6 = torch.ops.aten.transpose.int(detach_34, 1, 2);  detach_34 = None
    bmm_5 = torch.ops.aten.bmm.default(view_22, transpose_6);  view_22 = transpose_6 = None
    view_23 = torch.ops.aten.view.default(bmm_4, [2, 2, 4, 4]);  bmm_4 = None
    view_24 = torch.ops.aten.view.default(bmm_5, [2, 2, 4, 4]);  bmm_5 = None
    transpose_7 = torch.ops.aten.transpose.int(view_23, -2, -1);  view_23 = None
    stack = torch.ops.aten.stack.default([view_24, transpose_7, view_20]);  view_24 = transpose_7 = view_20 = None
    permute_1 = torch.ops.aten.permute.default(stack, [1, 3, 0, 2, 4]);  stack = None
    clone_5 = torch.ops.aten.clone.default(permute_1, memory_format = torch.contiguous_format);  permute_1 = None
    _unsafe_view_7 = torch.ops.aten._unsafe_view.default(clone_5, [2, 4, 24]);  clone_5 = None
    view_25 = torch.ops.aten.view.default(_unsafe_view_7, [8, 24]);  _unsafe_view_7 = None
    detach_36 = torch.ops.aten.detach.default(detach_4);  detach_4 = None
    detach_37 = torch.ops.aten.detach.default(detach_5);  detach_5 = None
    t_20 = torch.ops.aten.t.default(detach_37);  detach_37 = None
    mm_8 = torch.ops.aten.mm.default(view_25, t_20);  t_20 = None
    t_21 = torch.ops.aten.t.default(view_25)
    mm_9 = torch.ops.aten.mm.default(t_21, detach_36);  t_21 = detach_36 = None
    t_22 = torch.ops.aten.t.default(mm_9);  mm_9 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(view_25, [0], True);  view_25 = None
    view_26 = torch.ops.aten.view.default(sum_5, [24]);  sum_5 = None
    t_23 = torch.ops.aten.t.default(t_22);  t_22 = None
    view_27 = torch.ops.aten.view.default(mm_8, [2, 4, 8]);  mm_8 = None
    detach_38 = torch.ops.aten.detach.default(detach_1);  detach_1 = None
    detach_39 = torch.ops.aten.detach.default(detach_2);  detach_2 = None
    detach_40 = torch.ops.aten.detach.default(detach_3);  detach_3 = None
    native_layer_norm_backward_1 = torch.ops.aten.native_layer_norm_backward.default(view_27, detach_39, [8], getitem_1, getitem_2, detach_40, detach_38, [True, True, True]);  view_27 = detach_39 = getitem_1 = getitem_2 = detach_40 = detach_38 = None
    getitem_12 = native_layer_norm_backward_1[0]
    getitem_13 = native_layer_norm_backward_1[1]
    getitem_14 = native_layer_norm_backward_1[2];  native_layer_norm_backward_1 = None
    add_2 = torch.ops.aten.add.Tensor(add_1, getitem_12);  add_1 = getitem_12 = None
    view_28 = torch.ops.aten.view.default(add_2, [8, 8])
    _param_constant11 = self._param_constant11
    detach_41 = torch.ops.aten.detach.default(_param_constant11);  _param_constant11 = None
    _tensor_constant7 = self._tensor_constant7
    detach_42 = torch.ops.aten.detach.default(_tensor_constant7);  _tensor_constant7 = None
    _param_constant12 = self._param_constant12
    detach_43 = torch.ops.aten.detach.default(_param_constant12);  _param_constant12 = None
    _tensor_constant7_1 = self._tensor_constant7
    _param_constant12_1 = self._param_constant12
    _param_constant11_1 = self._param_constant11
    native_layer_norm_2 = torch.ops.aten.native_layer_norm.default(_tensor_constant7_1, [8], _param_constant12_1, _param_constant11_1, 1e-05);  _tensor_constant7_1 = _param_constant12_1 = _param_constant11_1 = None
    getitem_15 = native_layer_norm_2[0]
    getitem_16 = native_layer_norm_2[1]
    getitem_17 = native_layer_norm_2[2];  native_layer_norm_2 = None
    view_29 = torch.ops.aten.view.default(getitem_15, [8, 8]);  getitem_15 = None
    _param_constant13 = self._param_constant13
    t_24 = torch.ops.aten.t.default(_param_constant13);  _param_constant13 = None
    detach_44 = torch.ops.aten.detach.default(view_29)
    detach_45 = torch.ops.aten.detach.default(t_24)
    _param_constant14 = self._param_constant14
    addmm_3 = torch.ops.aten.addmm.default(_param_constant14, view_29, t_24);  _param_constant14 = view_29 = t_24 = None
    view_30 = torch.ops.aten.view.default(addmm_3, [2, 4, 24]);  addmm_3 = None
    view_31 = torch.ops.aten.view.default(view_30, [2, 4, 3, 2, 4]);  view_30 = None
    permute_2 = torch.ops.aten.permute.default(view_31, [2, 0, 3, 1, 4]);  view_31 = None
    unbind_1 = torch.ops.aten.unbind.int(permute_2);  permute_2 = None
    getitem_18 = unbind_1[0]
    getitem_19 = unbind_1[1]
    getitem_20 = unbind_1[2];  unbind_1 = None
    transpose_8 = torch.ops.aten.transpose.int(getitem_19, -2, -1);  getitem_19 = None
    expand_5 = torch.ops.aten.expand.default(getitem_18, [2, 2, 4, 4]);  getitem_18 = None
    clone_6 = torch.ops.aten.clone.default(expand_5, memory_format = torch.contiguous_format);  expand_5 = None
    _unsafe_view_8 = torch.ops.aten._unsafe_view.default(clone_6, [4, 4, 4]);  clone_6 = None
    expand_6 = torch.ops.aten.expand.default(transpose_8, [2, 2, 4, 4]);  transpose_8 = None
    clone_7 = torch.ops.aten.clone.default(expand_6, memory_format = torch.contiguous_format);  expand_6 = None
    _unsafe_view_9 = torch.ops.aten._unsafe_view.default(clone_7, [4, 4, 4]);  clone_7 = None
    detach_46 = torch.ops.aten.detach.default(_unsafe_view_9)
    detach_47 = torch.ops.aten.detach.default(_unsafe_view_8)
    bmm_6 = torch.ops.aten.bmm.default(_unsafe_view_8, _unsafe_view_9);  _unsafe_view_8 = _unsafe_view_9 = None
    _unsafe_view_10 = torch.ops.aten._unsafe_view.default(bmm_6, [2, 2, 4, 4]);  bmm_6 = None
    div_3 = torch.ops.aten.div.Tensor(_unsafe_view_10, 2.0);  _unsafe_view_10 = None
    _softmax_1 = torch.ops.aten._softmax.default(div_3, -1, False);  div_3 = None
    detach_48 = torch.ops.aten.detach.default(_softmax_1)
    expand_7 = torch.ops.aten.expand.default(_softmax_1, [2, 2, 4, 4]);  _softmax_1 = None
    view_32 = torch.ops.aten.view.default(expand_7, [4, 4, 4]);  expand_7 = None
    expand_8 = torch.ops.aten.expand.default(getitem_20, [2, 2, 4, 4]);  getitem_20 = None
    clone_8 = torch.ops.aten.clone.default(expand_8, memory_format = torch.contiguous_format);  expand_8 = None
    _unsafe_view_11 = torch.ops.aten._unsafe_view.default(clone_8, [4, 4, 4]);  clone_8 = None
    detach_49 = torch.ops.aten.detach.default(_unsafe_view_11)
    detach_50 = torch.ops.aten.detach.default(view_32)
    bmm_7 = torch.ops.aten.bmm.default(view_32, _unsafe_view_11);  view_32 = _unsafe_view_11 = None
    _unsafe_view_12 = torch.ops.aten._unsafe_view.default(bmm_7, [2, 2, 4, 4]);  bmm_7 = None
    transpose_9 = torch.ops.aten.transpose.int(_unsafe_view_12, 1, 2);  _unsafe_view_12 = None
    clone_9 = torch.ops.aten.clone.default(transpose_9, memory_format = torch.contiguous_format);  transpose_9 = None
    _unsafe_view_13 = torch.ops.aten._unsafe_view.default(clone_9, [2, 4, 8]);  clone_9 = None
    view_33 = torch.ops.aten.view.default(_unsafe_view_13, [8, 8]);  _unsafe_view_13 = None
    _param_constant15 = self._param_constant15
    t_25 = torch.ops.aten.t.default(_param_constant15);  _param_constant15 = None
    detach_51 = torch.ops.aten.detach.default(view_33)
    detach_52 = torch.ops.aten.detach.default(t_25)
    _param_constant16 = self._param_constant16
    addmm_4 = torch.ops.aten.addmm.default(_param_constant16, view_33, t_25);  _param_constant16 = view_33 = t_25 = None
    view_34 = torch.ops.aten.view.default(addmm_4, [2, 4, 8]);  addmm_4 = None
    _tensor_constant7_2 = self._tensor_constant7
    add_3 = torch.ops.aten.add.Tensor(_tensor_constant7_2, view_34);  _tensor_constant7_2 = view_34 = None
    _param_constant17 = self._param_constant17
    detach_53 = torch.ops.aten.detach.default(_param_constant17);  _param_constant17 = None
    detach_54 = torch.ops.aten.detach.default(add_3)
    _param_constant18 = self._param_constant18
    detach_55 = torch.ops.aten.detach.default(_param_constant18);  _param_constant18 = None
    _param_constant18_1 = self._param_constant18
    _param_constant17_1 = self._param_constant17
    native_layer_norm_3 = torch.ops.aten.native_layer_norm.default(add_3, [8], _param_constant18_1, _param_constant17_1, 1e-05);  add_3 = _param_constant18_1 = _param_constant17_1 = None
    getitem_21 = native_layer_norm_3[0]
    getitem_22 = native_layer_norm_3[1]
    getitem_23 = native_layer_norm_3[2];  native_layer_norm_3 = None
    view_35 = torch.ops.aten.view.default(getitem_21, [8, 8]);  getitem_21 = None
    _param_constant19 = self._param_constant19
    t_26 = torch.ops.aten.t.default(_param_constant19);  _param_constant19 = None
    detach_56 = torch.ops.aten.detach.default(view_35)
    detach_57 = torch.ops.aten.detach.default(t_26)
    _param_constant20 = self._param_constant20
    addmm_5 = torch.ops.aten.addmm.default(_param_constant20, view_35, t_26);  _param_constant20 = view_35 = t_26 = None
    view_36 = torch.ops.aten.view.default(addmm_5, [2, 4, 16]);  addmm_5 = None
    relu_1 = torch.ops.aten.relu.default(view_36);  view_36 = None
    detach_58 = torch.ops.aten.detach.default(relu_1)
    view_37 = torch.ops.aten.view.default(relu_1, [8, 16]);  relu_1 = None
    _param_constant21 = self._param_constant21
    t_27 = torch.ops.aten.t.default(_param_constant21);  _param_constant21 = None
    detach_59 = torch.ops.aten.detach.default(view_37);  view_37 = None
    detach_60 = torch.ops.aten.detach.default(t_27);  t_27 = None
    detach_61 = torch.ops.aten.detach.default(detach_59);  detach_59 = None
    detach_62 = torch.ops.aten.detach.default(detach_60);  detach_60 = None
    t_28 = torch.ops.aten.t.default(detach_62);  detach_62 = None
    mm_10 = torch.ops.aten.mm.default(view_28, t_28);  t_28 = None
    t_29 = torch.ops.aten.t.default(view_28)
    mm_11 = torch.ops.aten.mm.default(t_29, detach_61);  t_29 = detach_61 = None
    t_30 = torch.ops.aten.t.default(mm_11);  mm_11 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(view_28, [0], True);  view_28 = None
    view_38 = torch.ops.aten.view.default(sum_6, [8]);  sum_6 = None
    t_31 = torch.ops.aten.t.default(t_30);  t_30 = None
    view_39 = torch.ops.aten.view.default(mm_10, [2, 4, 16]);  mm_10 = None
    detach_63 = torch.ops.aten.detach.default(detach_58);  detach_58 = None
    threshold_backward_1 = torch.ops.aten.threshold_backward.default(view_39, detach_63, 0);  view_39 = detach_63 = None
    view_40 = torch.ops.aten.view.default(threshold_backward_1, [8, 16]);  threshold_backward_1 = None
    detach_64 = torch.ops.aten.detach.default(detach_56);  detach_56 = None
    detach_65 = torch.ops.aten.detach.default(detach_57);  detach_57 = None
    t_32 = torch.ops.aten.t.default(detach_65);  detach_65 = None
    mm_12 = torch.ops.aten.mm.default(view_40, t_32);  t_32 = None
    t_33 = torch.ops.aten.t.default(view_40)
    mm_13 = torch.ops.aten.mm.default(t_33, detach_64);  t_33 = detach_64 = None
    t_34 = torch.ops.aten.t.default(mm_13);  mm_13 = None
    sum_7 = torch.ops.aten.sum.dim_IntList(view_40, [0], True);  view_40 = None
    view_41 = torch.ops.aten.view.default(sum_7, [16]);  sum_7 = None
    t_35 = torch.ops.aten.t.default(t_34);  t_34 = None
    view_42 = torch.ops.aten.view.default(mm_12, [2, 4, 8]);  mm_12 = None
    detach_66 = torch.ops.aten.detach.default(detach_53);  detach_53 = None
    detach_67 = torch.ops.aten.detach.default(detach_54);  detach_54 = None
    detach_68 = torch.ops.aten.detach.default(detach_55);  detach_55 = None
    native_layer_norm_backward_2 = torch.ops.aten.native_layer_norm_backward.default(view_42, detach_67, [8], getitem_22, getitem_23, detach_68, detach_66, [True, True, True]);  view_42 = detach_67 = getitem_22 = getitem_23 = detach_68 = detach_66 = None
    getitem_24 = native_layer_norm_backward_2[0]
    getitem_25 = native_layer_norm_backward_2[1]
    getitem_26 = native_layer_norm_backward_2[2];  native_layer_norm_backward_2 = None
    add_4 = torch.ops.aten.add.Tensor(add_2, getitem_24);  add_2 = getitem_24 = None
    view_43 = torch.ops.aten.view.default(add_4, [8, 8])
    detach_69 = torch.ops.aten.detach.default(detach_51);  detach_51 = None
    detach_70 = torch.ops.aten.detach.default(detach_52);  detach_52 = None
    t_36 = torch.ops.aten.t.default(detach_70);  detach_70 = None
    mm_14 = torch.ops.aten.mm.default(view_43, t_36);  t_36 = None
    t_37 = torch.ops.aten.t.default(view_43)
    mm_15 = torch.ops.aten.mm.default(t_37, detach_69);  t_37 = detach_69 = None
    t_38 = torch.ops.aten.t.default(mm_15);  mm_15 = None
    sum_8 = torch.ops.aten.sum.dim_IntList(view_43, [0], True);  view_43 = None
    view_44 = torch.ops.aten.view.default(sum_8, [8]);  sum_8 = None
    t_39 = torch.ops.aten.t.default(t_38);  t_38 = None
    view_45 = torch.ops.aten.view.default(mm_14, [2, 4, 8]);  mm_14 = None
    view_46 = torch.ops.aten.view.default(view_45, [2, 4, 2, 4]);  view_45 = None
    transpose_10 = torch.ops.aten.transpose.int(view_46, 1, 2);  view_46 = None
    clone_10 = torch.ops.aten.clone.default(transpose_10, memory_format = torch.contiguous_format);  transpose_10 = None
    _unsafe_view_14 = torch.ops.aten._unsafe_view.default(clone_10, [4, 4, 4]);  clone_10 = None
    detach_71 = torch.ops.aten.detach.default(detach_49);  detach_49 = None
    detach_72 = torch.ops.aten.detach.default(detach_50);  detach_50 = None
    transpose_11 = torch.ops.aten.transpose.int(detach_72, 1, 2);  detach_72 = None
    bmm_8 = torch.ops.aten.bmm.default(transpose_11, _unsafe_view_14);  transpose_11 = None
    transpose_12 = torch.ops.aten.transpose.int(detach_71, 1, 2);  detach_71 = None
    bmm_9 = torch.ops.aten.bmm.default(_unsafe_view_14, transpose_12);  _unsafe_view_14 = transpose_12 = None
    view_47 = torch.ops.aten.view.default(bmm_8, [2, 2, 4, 4]);  bmm_8 = None
    view_48 = torch.ops.aten.view.default(bmm_9, [2, 2, 4, 4]);  bmm_9 = None
    detach_73 = torch.ops.aten.detach.default(detach_48);  detach_48 = None
    _softmax_backward_data_1 = torch.ops.aten._softmax_backward_data.default(view_48, detach_73, -1, torch.float32);  view_48 = detach_73 = None
    div_4 = torch.ops.aten.div.Tensor(_softmax_backward_data_1, 2.0);  _softmax_backward_data_1 = None
    view_49 = torch.ops.aten.view.default(div_4, [4, 4, 4]);  div_4 = None
    detach_74 = torch.ops.aten.detach.default(detach_46);  detach_46 = None
    detach_75 = torch.ops.aten.detach.default(detach_47);  detach_47 = None
    transpose_13 = torch.ops.aten.transpose.int(detach_75, 1, 2);  detach_75 = None
    bmm_10 = torch.ops.aten.bmm.default(transpose_13, view_49);  transpose_13 = None
    transpose_14 = torch.ops.aten.transpose.int(detach_74, 1, 2);  detach_74 = None
    bmm_11 = torch.ops.aten.bmm.default(view_49, transpose_14);  view_49 = transpose_14 = None
    view_50 = torch.ops.aten.view.default(bmm_10, [2, 2, 4, 4]);  bmm_10 = None
    view_51 = torch.ops.aten.view.default(bmm_11, [2, 2, 4, 4]);  bmm_11 = None
    transpose_15 = torch.ops.aten.transpose.int(view_50, -2, -1);  view_50 = None
    stack_1 = torch.ops.aten.stack.default([view_51, transpose_15, view_47]);  view_51 = transpose_15 = view_47 = None
    permute_3 = torch.ops.aten.permute.default(stack_1, [1, 3, 0, 2, 4]);  stack_1 = None
    clone_11 = torch.ops.aten.clone.default(permute_3, memory_format = torch.contiguous_format);  permute_3 = None
    _unsafe_view_15 = torch.ops.aten._unsafe_view.default(clone_11, [2, 4, 24]);  clone_11 = None
    view_52 = torch.ops.aten.view.default(_unsafe_view_15, [8, 24]);  _unsafe_view_15 = None
    detach_76 = torch.ops.aten.detach.default(detach_44);  detach_44 = None
    detach_77 = torch.ops.aten.detach.default(detach_45);  detach_45 = None
    t_40 = torch.ops.aten.t.default(detach_77);  detach_77 = None
    mm_16 = torch.ops.aten.mm.default(view_52, t_40);  t_40 = None
    t_41 = torch.ops.aten.t.default(view_52)
    mm_17 = torch.ops.aten.mm.default(t_41, detach_76);  t_41 = detach_76 = None
    t_42 = torch.ops.aten.t.default(mm_17);  mm_17 = None
    sum_9 = torch.ops.aten.sum.dim_IntList(view_52, [0], True);  view_52 = None
    view_53 = torch.ops.aten.view.default(sum_9, [24]);  sum_9 = None
    t_43 = torch.ops.aten.t.default(t_42);  t_42 = None
    view_54 = torch.ops.aten.view.default(mm_16, [2, 4, 8]);  mm_16 = None
    detach_78 = torch.ops.aten.detach.default(detach_41);  detach_41 = None
    detach_79 = torch.ops.aten.detach.default(detach_42);  detach_42 = None
    detach_80 = torch.ops.aten.detach.default(detach_43);  detach_43 = None
    native_layer_norm_backward_3 = torch.ops.aten.native_layer_norm_backward.default(view_54, detach_79, [8], getitem_16, getitem_17, detach_80, detach_78, [True, True, True]);  view_54 = detach_79 = getitem_16 = getitem_17 = detach_80 = detach_78 = None
    getitem_27 = native_layer_norm_backward_3[0]
    getitem_28 = native_layer_norm_backward_3[1]
    getitem_29 = native_layer_norm_backward_3[2];  native_layer_norm_backward_3 = None
    add_5 = torch.ops.aten.add.Tensor(add_4, getitem_27);  add_4 = getitem_27 = None
    view_55 = torch.ops.aten.view.default(add_5, [8, 8])
    _param_constant22 = self._param_constant22
    detach_81 = torch.ops.aten.detach.default(_param_constant22);  _param_constant22 = None
    _param_constant23 = self._param_constant23
    detach_82 = torch.ops.aten.detach.default(_param_constant23);  _param_constant23 = None
    _tensor_constant8 = self._tensor_constant8
    _param_constant23_1 = self._param_constant23
    _param_constant22_1 = self._param_constant22
    native_layer_norm_4 = torch.ops.aten.native_layer_norm.default(_tensor_constant8, [8], _param_constant23_1, _param_constant22_1, 1e-05);  _tensor_constant8 = _param_constant23_1 = _param_constant22_1 = None
    getitem_30 = native_layer_norm_4[0]
    getitem_31 = native_layer_norm_4[1]
    getitem_32 = native_layer_norm_4[2];  native_layer_norm_4 = None
    view_56 = torch.ops.aten.view.default(getitem_30, [8, 8]);  getitem_30 = None
    _param_constant24 = self._param_constant24
    t_44 = torch.ops.aten.t.default(_param_constant24);  _param_constant24 = None
    detach_83 = torch.ops.aten.detach.default(view_56)
    detach_84 = torch.ops.aten.detach.default(t_44)
    _param_constant25 = self._param_constant25
    addmm_6 = torch.ops.aten.addmm.default(_param_constant25, view_56, t_44);  _param_constant25 = view_56 = t_44 = None
    view_57 = torch.ops.aten.view.default(addmm_6, [2, 4, 24]);  addmm_6 = None
    view_58 = torch.ops.aten.view.default(view_57, [2, 4, 3, 2, 4]);  view_57 = None
    permute_4 = torch.ops.aten.permute.default(view_58, [2, 0, 3, 1, 4]);  view_58 = None
    unbind_2 = torch.ops.aten.unbind.int(permute_4);  permute_4 = None
    getitem_33 = unbind_2[0]
    getitem_34 = unbind_2[1]
    getitem_35 = unbind_2[2];  unbind_2 = None
    transpose_16 = torch.ops.aten.transpose.int(getitem_34, -2, -1);  getitem_34 = None
    expand_9 = torch.ops.aten.expand.default(getitem_33, [2, 2, 4, 4]);  getitem_33 = None
    clone_12 = torch.ops.aten.clone.default(expand_9, memory_format = torch.contiguous_format);  expand_9 = None
    _unsafe_view_16 = torch.ops.aten._unsafe_view.default(clone_12, [4, 4, 4]);  clone_12 = None
    expand_10 = torch.ops.aten.expand.default(transpose_16, [2, 2, 4, 4]);  transpose_16 = None
    clone_13 = torch.ops.aten.clone.default(expand_10, memory_format = torch.contiguous_format);  expand_10 = None
    _unsafe_view_17 = torch.ops.aten._unsafe_view.default(clone_13, [4, 4, 4]);  clone_13 = None
    detach_85 = torch.ops.aten.detach.default(_unsafe_view_17)
    detach_86 = torch.ops.aten.detach.default(_unsafe_view_16)
    bmm_12 = torch.ops.aten.bmm.default(_unsafe_view_16, _unsafe_view_17);  _unsafe_view_16 = _unsafe_view_17 = None
    _unsafe_view_18 = torch.ops.aten._unsafe_view.default(bmm_12, [2, 2, 4, 4]);  bmm_12 = None
    div_5 = torch.ops.aten.div.Tensor(_unsafe_view_18, 2.0);  _unsafe_view_18 = None
    _softmax_2 = torch.ops.aten._softmax.default(div_5, -1, False);  div_5 = None
    detach_87 = torch.ops.aten.detach.default(_softmax_2)
    expand_11 = torch.ops.aten.expand.default(_softmax_2, [2, 2, 4, 4]);  _softmax_2 = None
    view_59 = torch.ops.aten.view.default(expand_11, [4, 4, 4]);  expand_11 = None
    expand_12 = torch.ops.aten.expand.default(getitem_35, [2, 2, 4, 4]);  getitem_35 = None
    clone_14 = torch.ops.aten.clone.default(expand_12, memory_format = torch.contiguous_format);  expand_12 = None
    _unsafe_view_19 = torch.ops.aten._unsafe_view.default(clone_14, [4, 4, 4]);  clone_14 = None
    detach_88 = torch.ops.aten.detach.default(_unsafe_view_19)
    detach_89 = torch.ops.aten.detach.default(view_59)
    bmm_13 = torch.ops.aten.bmm.default(view_59, _unsafe_view_19);  view_59 = _unsafe_view_19 = None
    _unsafe_view_20 = torch.ops.aten._unsafe_view.default(bmm_13, [2, 2, 4, 4]);  bmm_13 = None
    transpose_17 = torch.ops.aten.transpose.int(_unsafe_view_20, 1, 2);  _unsafe_view_20 = None
    clone_15 = torch.ops.aten.clone.default(transpose_17, memory_format = torch.contiguous_format);  transpose_17 = None
    _unsafe_view_21 = torch.ops.aten._unsafe_view.default(clone_15, [2, 4, 8]);  clone_15 = None
    view_60 = torch.ops.aten.view.default(_unsafe_view_21, [8, 8]);  _unsafe_view_21 = None
    _param_constant26 = self._param_constant26
    t_45 = torch.ops.aten.t.default(_param_constant26);  _param_constant26 = None
    detach_90 = torch.ops.aten.detach.default(view_60)
    detach_91 = torch.ops.aten.detach.default(t_45)
    _param_constant27 = self._param_constant27
    addmm_7 = torch.ops.aten.addmm.default(_param_constant27, view_60, t_45);  _param_constant27 = view_60 = t_45 = None
    view_61 = torch.ops.aten.view.default(addmm_7, [2, 4, 8]);  addmm_7 = None
    _tensor_constant8_1 = self._tensor_constant8
    add_6 = torch.ops.aten.add.Tensor(_tensor_constant8_1, view_61);  _tensor_constant8_1 = view_61 = None
    _param_constant28 = self._param_constant28
    detach_92 = torch.ops.aten.detach.default(_param_constant28);  _param_constant28 = None
    detach_93 = torch.ops.aten.detach.default(add_6)
    _param_constant29 = self._param_constant29
    detach_94 = torch.ops.aten.detach.default(_param_constant29);  _param_constant29 = None
    _param_constant29_1 = self._param_constant29
    _param_constant28_1 = self._param_constant28
    native_layer_norm_5 = torch.ops.aten.native_layer_norm.default(add_6, [8], _param_constant29_1, _param_constant28_1, 1e-05);  add_6 = _param_constant29_1 = _param_constant28_1 = None
    getitem_36 = native_layer_norm_5[0]
    getitem_37 = native_layer_norm_5[1]
    getitem_38 = native_layer_norm_5[2];  native_layer_norm_5 = None
    view_62 = torch.ops.aten.view.default(getitem_36, [8, 8]);  getitem_36 = None
    _param_constant30 = self._param_constant30
    t_46 = torch.ops.aten.t.default(_param_constant30);  _param_constant30 = None
    detach_95 = torch.ops.aten.detach.default(view_62)
    detach_96 = torch.ops.aten.detach.default(t_46)
    _param_constant31 = self._param_constant31
    addmm_8 = torch.ops.aten.addmm.default(_param_constant31, view_62, t_46);  _param_constant31 = view_62 = t_46 = None
    view_63 = torch.ops.aten.view.default(addmm_8, [2, 4, 16]);  addmm_8 = None
    relu_2 = torch.ops.aten.relu.default(view_63);  view_63 = None
    detach_97 = torch.ops.aten.detach.default(relu_2)
    view_64 = torch.ops.aten.view.default(relu_2, [8, 16]);  relu_2 = None
    _param_constant32 = self._param_constant32
    t_47 = torch.ops.aten.t.default(_param_constant32);  _param_constant32 = None
    detach_98 = torch.ops.aten.detach.default(view_64);  view_64 = None
    detach_99 = torch.ops.aten.detach.default(t_47);  t_47 = None
    detach_100 = torch.ops.aten.detach.default(detach_98);  detach_98 = None
    detach_101 = torch.ops.aten.detach.default(detach_99);  detach_99 = None
    t_48 = torch.ops.aten.t.default(detach_101);  detach_101 = None
    mm_18 = torch.ops.aten.mm.default(view_55, t_48);  t_48 = None
    t_49 = torch.ops.aten.t.default(view_55)
    mm_19 = torch.ops.aten.mm.default(t_49, detach_100);  t_49 = detach_100 = None
    t_50 = torch.ops.aten.t.default(mm_19);  mm_19 = None
    sum_10 = torch.ops.aten.sum.dim_IntList(view_55, [0], True);  view_55 = None
    view_65 = torch.ops.aten.view.default(sum_10, [8]);  sum_10 = None
    t_51 = torch.ops.aten.t.default(t_50);  t_50 = None
    view_66 = torch.ops.aten.view.default(mm_18, [2, 4, 16]);  mm_18 = None
    detach_102 = torch.ops.aten.detach.default(detach_97);  detach_97 = None
    threshold_backward_2 = torch.ops.aten.threshold_backward.default(view_66, detach_102, 0);  view_66 = detach_102 = None
    view_67 = torch.ops.aten.view.default(threshold_backward_2, [8, 16]);  threshold_backward_2 = None
    detach_103 = torch.ops.aten.detach.default(detach_95);  detach_95 = None
    detach_104 = torch.ops.aten.detach.default(detach_96);  detach_96 = None
    t_52 = torch.ops.aten.t.default(detach_104);  detach_104 = None
    mm_20 = torch.ops.aten.mm.default(view_67, t_52);  t_52 = None
    t_53 = torch.ops.aten.t.default(view_67)
    mm_21 = torch.ops.aten.mm.default(t_53, detach_103);  t_53 = detach_103 = None
    t_54 = torch.ops.aten.t.default(mm_21);  mm_21 = None
    sum_11 = torch.ops.aten.sum.dim_IntList(view_67, [0], True);  view_67 = None
    view_68 = torch.ops.aten.view.default(sum_11, [16]);  sum_11 = None
    t_55 = torch.ops.aten.t.default(t_54);  t_54 = None
    view_69 = torch.ops.aten.view.default(mm_20, [2, 4, 8]);  mm_20 = None
    detach_105 = torch.ops.aten.detach.default(detach_92);  detach_92 = None
    detach_106 = torch.ops.aten.detach.default(detach_93);  detach_93 = None
    detach_107 = torch.ops.aten.detach.default(detach_94);  detach_94 = None
    native_layer_norm_backward_4 = torch.ops.aten.native_layer_norm_backward.default(view_69, detach_106, [8], getitem_37, getitem_38, detach_107, detach_105, [True, True, True]);  view_69 = detach_106 = getitem_37 = getitem_38 = detach_107 = detach_105 = None
    getitem_39 = native_layer_norm_backward_4[0]
    getitem_40 = native_layer_norm_backward_4[1]
    getitem_41 = native_layer_norm_backward_4[2];  native_layer_norm_backward_4 = None
    add_7 = torch.ops.aten.add.Tensor(add_5, getitem_39);  add_5 = getitem_39 = None
    view_70 = torch.ops.aten.view.default(add_7, [8, 8]);  add_7 = None
    detach_108 = torch.ops.aten.detach.default(detach_90);  detach_90 = None
    detach_109 = torch.ops.aten.detach.default(detach_91);  detach_91 = None
    t_56 = torch.ops.aten.t.default(detach_109);  detach_109 = None
    mm_22 = torch.ops.aten.mm.default(view_70, t_56);  t_56 = None
    t_57 = torch.ops.aten.t.default(view_70)
    mm_23 = torch.ops.aten.mm.default(t_57, detach_108);  t_57 = detach_108 = None
    t_58 = torch.ops.aten.t.default(mm_23);  mm_23 = None
    sum_12 = torch.ops.aten.sum.dim_IntList(view_70, [0], True);  view_70 = None
    view_71 = torch.ops.aten.view.default(sum_12, [8]);  sum_12 = None
    t_59 = torch.ops.aten.t.default(t_58);  t_58 = None
    view_72 = torch.ops.aten.view.default(mm_22, [2, 4, 8]);  mm_22 = None
    view_73 = torch.ops.aten.view.default(view_72, [2, 4, 2, 4]);  view_72 = None
    transpose_18 = torch.ops.aten.transpose.int(view_73, 1, 2);  view_73 = None
    clone_16 = torch.ops.aten.clone.default(transpose_18, memory_format = torch.contiguous_format);  transpose_18 = None
    _unsafe_view_22 = torch.ops.aten._unsafe_view.default(clone_16, [4, 4, 4]);  clone_16 = None
    detach_110 = torch.ops.aten.detach.default(detach_88);  detach_88 = None
    detach_111 = torch.ops.aten.detach.default(detach_89);  detach_89 = None
    transpose_19 = torch.ops.aten.transpose.int(detach_111, 1, 2);  detach_111 = None
    bmm_14 = torch.ops.aten.bmm.default(transpose_19, _unsafe_view_22);  transpose_19 = None
    transpose_20 = torch.ops.aten.transpose.int(detach_110, 1, 2);  detach_110 = None
    bmm_15 = torch.ops.aten.bmm.default(_unsafe_view_22, transpose_20);  _unsafe_view_22 = transpose_20 = None
    view_74 = torch.ops.aten.view.default(bmm_14, [2, 2, 4, 4]);  bmm_14 = None
    view_75 = torch.ops.aten.view.default(bmm_15, [2, 2, 4, 4]);  bmm_15 = None
    detach_112 = torch.ops.aten.detach.default(detach_87);  detach_87 = None
    _softmax_backward_data_2 = torch.ops.aten._softmax_backward_data.default(view_75, detach_112, -1, torch.float32);  view_75 = detach_112 = None
    div_6 = torch.ops.aten.div.Tensor(_softmax_backward_data_2, 2.0);  _softmax_backward_data_2 = None
    view_76 = torch.ops.aten.view.default(div_6, [4, 4, 4]);  div_6 = None
    detach_113 = torch.ops.aten.detach.default(detach_85);  detach_85 = None
    detach_114 = torch.ops.aten.detach.default(detach_86);  detach_86 = None
    transpose_21 = torch.ops.aten.transpose.int(detach_114, 1, 2);  detach_114 = None
    bmm_16 = torch.ops.aten.bmm.default(transpose_21, view_76);  transpose_21 = None
    transpose_22 = torch.ops.aten.transpose.int(detach_113, 1, 2);  detach_113 = None
    bmm_17 = torch.ops.aten.bmm.default(view_76, transpose_22);  view_76 = transpose_22 = None
    view_77 = torch.ops.aten.view.default(bmm_16, [2, 2, 4, 4]);  bmm_16 = None
    view_78 = torch.ops.aten.view.default(bmm_17, [2, 2, 4, 4]);  bmm_17 = None
    transpose_23 = torch.ops.aten.transpose.int(view_77, -2, -1);  view_77 = None
    stack_2 = torch.ops.aten.stack.default([view_78, transpose_23, view_74]);  view_78 = transpose_23 = view_74 = None
    permute_5 = torch.ops.aten.permute.default(stack_2, [1, 3, 0, 2, 4]);  stack_2 = None
    clone_17 = torch.ops.aten.clone.default(permute_5, memory_format = torch.contiguous_format);  permute_5 = None
    _unsafe_view_23 = torch.ops.aten._unsafe_view.default(clone_17, [2, 4, 24]);  clone_17 = None
    view_79 = torch.ops.aten.view.default(_unsafe_view_23, [8, 24]);  _unsafe_view_23 = None
    detach_115 = torch.ops.aten.detach.default(detach_83);  detach_83 = None
    detach_116 = torch.ops.aten.detach.default(detach_84);  detach_84 = None
    t_60 = torch.ops.aten.t.default(detach_116);  detach_116 = None
    mm_24 = torch.ops.aten.mm.default(view_79, t_60);  t_60 = None
    t_61 = torch.ops.aten.t.default(view_79)
    mm_25 = torch.ops.aten.mm.default(t_61, detach_115);  t_61 = detach_115 = None
    t_62 = torch.ops.aten.t.default(mm_25);  mm_25 = None
    sum_13 = torch.ops.aten.sum.dim_IntList(view_79, [0], True);  view_79 = None
    view_80 = torch.ops.aten.view.default(sum_13, [24]);  sum_13 = None
    t_63 = torch.ops.aten.t.default(t_62);  t_62 = None
    view_81 = torch.ops.aten.view.default(mm_24, [2, 4, 8]);  mm_24 = None
    detach_117 = torch.ops.aten.detach.default(detach_81);  detach_81 = None
    detach_118 = torch.ops.aten.detach.default(detach_82);  detach_82 = None
    _tensor_constant8_2 = self._tensor_constant8
    native_layer_norm_backward_5 = torch.ops.aten.native_layer_norm_backward.default(view_81, _tensor_constant8_2, [8], getitem_31, getitem_32, detach_118, detach_117, [False, True, True]);  view_81 = _tensor_constant8_2 = getitem_31 = getitem_32 = detach_118 = detach_117 = None
    getitem_42 = native_layer_norm_backward_5[0];  getitem_42 = None
    getitem_43 = native_layer_norm_backward_5[1]
    getitem_44 = native_layer_norm_backward_5[2];  native_layer_norm_backward_5 = None
    return (getitem_43, getitem_44, getitem_40, getitem_41, t_63, view_80, t_59, view_71, t_55, view_68, t_51, view_65, getitem_28, getitem_29, getitem_25, getitem_26, t_43, view_53, t_39, view_44, t_35, view_41, t_31, view_38, getitem_13, getitem_14, getitem_10, getitem_11, t_23, view_26, t_19, view_17, t_15, view_14, t_11, view_11, t_3, view)
    