


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
    mm = torch.ops.aten.mm.default(_log_softmax_backward_data, t);  _log_softmax_backward_data = t = None
    select_backward = torch.ops.aten.select_backward.default(mm, [2, 5, 8], 1, 0);  mm = None
    _tensor_constant5 = self._tensor_constant5
    _tensor_constant6 = self._tensor_constant6
    _tensor_constant7 = self._tensor_constant7
    _param_constant0 = self._param_constant0
    _param_constant1 = self._param_constant1
    native_layer_norm_backward = torch.ops.aten.native_layer_norm_backward.default(select_backward, _tensor_constant5, [8], _tensor_constant6, _tensor_constant7, _param_constant0, _param_constant1, [True, False, False]);  select_backward = _tensor_constant5 = _tensor_constant6 = _tensor_constant7 = _param_constant0 = _param_constant1 = None
    getitem = native_layer_norm_backward[0]
    getitem_1 = native_layer_norm_backward[1];  getitem_1 = None
    getitem_2 = native_layer_norm_backward[2];  native_layer_norm_backward = getitem_2 = None
    view = torch.ops.aten.view.default(getitem, [10, 8])
    _tensor_constant8 = self._tensor_constant8
    t_1 = torch.ops.aten.t.default(_tensor_constant8);  _tensor_constant8 = None
    mm_1 = torch.ops.aten.mm.default(view, t_1);  t_1 = None
    t_2 = torch.ops.aten.t.default(view)
    _tensor_constant9 = self._tensor_constant9
    mm_2 = torch.ops.aten.mm.default(t_2, _tensor_constant9);  t_2 = _tensor_constant9 = None
    t_3 = torch.ops.aten.t.default(mm_2);  mm_2 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(view, [0], True);  view = None
    view_1 = torch.ops.aten.view.default(sum_1, [8]);  sum_1 = None
    t_4 = torch.ops.aten.t.default(t_3);  t_3 = None
    view_2 = torch.ops.aten.view.default(mm_1, [2, 5, 3]);  mm_1 = None
    _tensor_constant10 = self._tensor_constant10
    detach_1 = torch.ops.aten.detach.default(_tensor_constant10);  _tensor_constant10 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(view_2, detach_1, 0);  view_2 = detach_1 = None
    view_3 = torch.ops.aten.view.default(threshold_backward, [10, 3]);  threshold_backward = None
    _tensor_constant11 = self._tensor_constant11
    t_5 = torch.ops.aten.t.default(_tensor_constant11);  _tensor_constant11 = None
    mm_3 = torch.ops.aten.mm.default(view_3, t_5);  t_5 = None
    t_6 = torch.ops.aten.t.default(view_3)
    _tensor_constant12 = self._tensor_constant12
    mm_4 = torch.ops.aten.mm.default(t_6, _tensor_constant12);  t_6 = _tensor_constant12 = None
    t_7 = torch.ops.aten.t.default(mm_4);  mm_4 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(view_3, [0], True);  view_3 = None
    view_4 = torch.ops.aten.view.default(sum_2, [3]);  sum_2 = None
    t_8 = torch.ops.aten.t.default(t_7);  t_7 = None
    view_5 = torch.ops.aten.view.default(mm_3, [2, 5, 8]);  mm_3 = None
    add = torch.ops.aten.add.Tensor(getitem, view_5);  getitem = view_5 = None
    view_6 = torch.ops.aten.view.default(add, [10, 8])
    _tensor_constant13 = self._tensor_constant13
    t_9 = torch.ops.aten.t.default(_tensor_constant13);  _tensor_constant13 = None
    mm_5 = torch.ops.aten.mm.default(view_6, t_9);  view_6 = t_9 = None
    view_7 = torch.ops.aten.view.default(mm_5, [2, 5, 16]);  mm_5 = None
    _tensor_constant14 = self._tensor_constant14
    gelu_backward = torch.ops.aten.gelu_backward.default(view_7, _tensor_constant14);  view_7 = _tensor_constant14 = None
    view_8 = torch.ops.aten.view.default(gelu_backward, [10, 16]);  gelu_backward = None
    _tensor_constant15 = self._tensor_constant15
    t_10 = torch.ops.aten.t.default(_tensor_constant15);  _tensor_constant15 = None
    mm_6 = torch.ops.aten.mm.default(view_8, t_10);  view_8 = t_10 = None
    view_9 = torch.ops.aten.view.default(mm_6, [2, 5, 8]);  mm_6 = None
    _tensor_constant16 = self._tensor_constant16
    _tensor_constant17 = self._tensor_constant17
    _tensor_constant18 = self._tensor_constant18
    _param_constant2 = self._param_constant2
    _param_constant3 = self._param_constant3
    native_layer_norm_backward_1 = torch.ops.aten.native_layer_norm_backward.default(view_9, _tensor_constant16, [8], _tensor_constant17, _tensor_constant18, _param_constant2, _param_constant3, [True, False, False]);  view_9 = _tensor_constant16 = _tensor_constant17 = _tensor_constant18 = _param_constant2 = _param_constant3 = None
    getitem_3 = native_layer_norm_backward_1[0]
    getitem_4 = native_layer_norm_backward_1[1];  getitem_4 = None
    getitem_5 = native_layer_norm_backward_1[2];  native_layer_norm_backward_1 = getitem_5 = None
    add_1 = torch.ops.aten.add.Tensor(add, getitem_3);  add = getitem_3 = None
    view_10 = torch.ops.aten.view.default(add_1, [10, 8])
    _tensor_constant19 = self._tensor_constant19
    t_11 = torch.ops.aten.t.default(_tensor_constant19);  _tensor_constant19 = None
    mm_7 = torch.ops.aten.mm.default(view_10, t_11);  view_10 = t_11 = None
    view_11 = torch.ops.aten.view.default(mm_7, [2, 5, 8]);  mm_7 = None
    view_12 = torch.ops.aten.view.default(view_11, [2, 5, 2, 4]);  view_11 = None
    transpose = torch.ops.aten.transpose.int(view_12, 1, 2);  view_12 = None
    clone = torch.ops.aten.clone.default(transpose, memory_format = torch.contiguous_format);  transpose = None
    _unsafe_view = torch.ops.aten._unsafe_view.default(clone, [4, 5, 4]);  clone = None
    _tensor_constant20 = self._tensor_constant20
    transpose_1 = torch.ops.aten.transpose.int(_tensor_constant20, 1, 2);  _tensor_constant20 = None
    bmm = torch.ops.aten.bmm.default(transpose_1, _unsafe_view);  transpose_1 = None
    _tensor_constant21 = self._tensor_constant21
    transpose_2 = torch.ops.aten.transpose.int(_tensor_constant21, 1, 2);  _tensor_constant21 = None
    bmm_1 = torch.ops.aten.bmm.default(_unsafe_view, transpose_2);  _unsafe_view = transpose_2 = None
    view_13 = torch.ops.aten.view.default(bmm, [2, 2, 5, 4]);  bmm = None
    view_14 = torch.ops.aten.view.default(bmm_1, [2, 2, 5, 5]);  bmm_1 = None
    _tensor_constant22 = self._tensor_constant22
    detach_2 = torch.ops.aten.detach.default(_tensor_constant22);  _tensor_constant22 = None
    _softmax_backward_data = torch.ops.aten._softmax_backward_data.default(view_14, detach_2, -1, torch.float32);  view_14 = detach_2 = None
    div = torch.ops.aten.div.Tensor(_softmax_backward_data, 2.0);  _softmax_backward_data = None
    view_15 = torch.ops.aten.view.default(div, [4, 5, 5]);  div = None
    _tensor_constant23 = self._tensor_constant23
    transpose_3 = torch.ops.aten.transpose.int(_tensor_constant23, 1, 2);  _tensor_constant23 = None
    bmm_2 = torch.ops.aten.bmm.default(transpose_3, view_15);  transpose_3 = None
    _tensor_constant24 = self._tensor_constant24
    transpose_4 = torch.ops.aten.transpose.int(_tensor_constant24, 1, 2);  _tensor_constant24 = None
    bmm_3 = torch.ops.aten.bmm.default(view_15, transpose_4);  view_15 = transpose_4 = None
    view_16 = torch.ops.aten.view.default(bmm_2, [2, 2, 4, 5]);  bmm_2 = None
    view_17 = torch.ops.aten.view.default(bmm_3, [2, 2, 5, 4]);  bmm_3 = None
    transpose_5 = torch.ops.aten.transpose.int(view_16, -1, -2);  view_16 = None
    stack = torch.ops.aten.stack.default([view_17, transpose_5, view_13]);  view_17 = transpose_5 = view_13 = None
    permute = torch.ops.aten.permute.default(stack, [1, 3, 0, 2, 4]);  stack = None
    clone_1 = torch.ops.aten.clone.default(permute, memory_format = torch.contiguous_format);  permute = None
    _unsafe_view_1 = torch.ops.aten._unsafe_view.default(clone_1, [2, 5, 24]);  clone_1 = None
    view_18 = torch.ops.aten.view.default(_unsafe_view_1, [10, 24]);  _unsafe_view_1 = None
    _tensor_constant25 = self._tensor_constant25
    t_12 = torch.ops.aten.t.default(_tensor_constant25);  _tensor_constant25 = None
    mm_8 = torch.ops.aten.mm.default(view_18, t_12);  view_18 = t_12 = None
    view_19 = torch.ops.aten.view.default(mm_8, [2, 5, 8]);  mm_8 = None
    _tensor_constant26 = self._tensor_constant26
    _tensor_constant27 = self._tensor_constant27
    _tensor_constant28 = self._tensor_constant28
    _param_constant4 = self._param_constant4
    _param_constant5 = self._param_constant5
    native_layer_norm_backward_2 = torch.ops.aten.native_layer_norm_backward.default(view_19, _tensor_constant26, [8], _tensor_constant27, _tensor_constant28, _param_constant4, _param_constant5, [True, False, False]);  view_19 = _tensor_constant26 = _tensor_constant27 = _tensor_constant28 = _param_constant4 = _param_constant5 = None
    getitem_6 = native_layer_norm_backward_2[0]
    getitem_7 = native_layer_norm_backward_2[1];  getitem_7 = None
    getitem_8 = native_layer_norm_backward_2[2];  native_layer_norm_backward_2 = getitem_8 = None
    add_2 = torch.ops.aten.add.Tensor(add_1, getitem_6);  add_1 = getitem_6 = None
    view_20 = torch.ops.aten.view.default(add_2, [10, 8]);  add_2 = None
    _tensor_constant29 = self._tensor_constant29
    t_13 = torch.ops.aten.t.default(_tensor_constant29);  _tensor_constant29 = None
    mm_9 = torch.ops.aten.mm.default(view_20, t_13);  t_13 = None
    t_14 = torch.ops.aten.t.default(view_20)
    _tensor_constant30 = self._tensor_constant30
    mm_10 = torch.ops.aten.mm.default(t_14, _tensor_constant30);  t_14 = _tensor_constant30 = None
    t_15 = torch.ops.aten.t.default(mm_10);  mm_10 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(view_20, [0], True);  view_20 = None
    view_21 = torch.ops.aten.view.default(sum_3, [8]);  sum_3 = None
    t_16 = torch.ops.aten.t.default(t_15);  t_15 = None
    view_22 = torch.ops.aten.view.default(mm_9, [2, 5, 3]);  mm_9 = None
    _tensor_constant31 = self._tensor_constant31
    detach_3 = torch.ops.aten.detach.default(_tensor_constant31);  _tensor_constant31 = None
    threshold_backward_1 = torch.ops.aten.threshold_backward.default(view_22, detach_3, 0);  view_22 = detach_3 = None
    view_23 = torch.ops.aten.view.default(threshold_backward_1, [10, 3]);  threshold_backward_1 = None
    t_17 = torch.ops.aten.t.default(view_23)
    _tensor_constant32 = self._tensor_constant32
    mm_11 = torch.ops.aten.mm.default(t_17, _tensor_constant32);  t_17 = _tensor_constant32 = None
    t_18 = torch.ops.aten.t.default(mm_11);  mm_11 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(view_23, [0], True);  view_23 = None
    view_24 = torch.ops.aten.view.default(sum_4, [3]);  sum_4 = None
    t_19 = torch.ops.aten.t.default(t_18);  t_18 = None
    return (t_19, view_24, t_16, view_21, t_8, view_4, t_4, view_1)
    