


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
    _tensor_constant12 = self._tensor_constant12
    gelu_backward = torch.ops.aten.gelu_backward.default(mm_6, _tensor_constant12);  mm_6 = _tensor_constant12 = None
    _tensor_constant13 = self._tensor_constant13
    t_13 = torch.ops.aten.t.default(_tensor_constant13);  _tensor_constant13 = None
    mm_7 = torch.ops.aten.mm.default(gelu_backward, t_13);  gelu_backward = t_13 = None
    _tensor_constant14 = self._tensor_constant14
    _tensor_constant15 = self._tensor_constant15
    _tensor_constant16 = self._tensor_constant16
    _param_constant0 = self._param_constant0
    _param_constant1 = self._param_constant1
    native_layer_norm_backward = torch.ops.aten.native_layer_norm_backward.default(mm_7, _tensor_constant14, [16], _tensor_constant15, _tensor_constant16, _param_constant0, _param_constant1, [True, False, False]);  mm_7 = _tensor_constant14 = _tensor_constant15 = _tensor_constant16 = _param_constant0 = _param_constant1 = None
    getitem = native_layer_norm_backward[0]
    getitem_1 = native_layer_norm_backward[1];  getitem_1 = None
    getitem_2 = native_layer_norm_backward[2];  native_layer_norm_backward = getitem_2 = None
    add_1 = torch.ops.aten.add.Tensor(add, getitem);  add = getitem = None
    _tensor_constant17 = self._tensor_constant17
    t_14 = torch.ops.aten.t.default(_tensor_constant17);  _tensor_constant17 = None
    mm_8 = torch.ops.aten.mm.default(add_1, t_14);  t_14 = None
    t_15 = torch.ops.aten.t.default(add_1)
    _tensor_constant18 = self._tensor_constant18
    mm_9 = torch.ops.aten.mm.default(t_15, _tensor_constant18);  t_15 = _tensor_constant18 = None
    t_16 = torch.ops.aten.t.default(mm_9);  mm_9 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(add_1, [0], True)
    view_3 = torch.ops.aten.view.default(sum_4, [16]);  sum_4 = None
    t_17 = torch.ops.aten.t.default(t_16);  t_16 = None
    _tensor_constant19 = self._tensor_constant19
    detach_2 = torch.ops.aten.detach.default(_tensor_constant19);  _tensor_constant19 = None
    threshold_backward_1 = torch.ops.aten.threshold_backward.default(mm_8, detach_2, 0);  mm_8 = detach_2 = None
    _tensor_constant20 = self._tensor_constant20
    t_18 = torch.ops.aten.t.default(_tensor_constant20);  _tensor_constant20 = None
    mm_10 = torch.ops.aten.mm.default(threshold_backward_1, t_18);  t_18 = None
    t_19 = torch.ops.aten.t.default(threshold_backward_1)
    _tensor_constant21 = self._tensor_constant21
    mm_11 = torch.ops.aten.mm.default(t_19, _tensor_constant21);  t_19 = _tensor_constant21 = None
    t_20 = torch.ops.aten.t.default(mm_11);  mm_11 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(threshold_backward_1, [0], True);  threshold_backward_1 = None
    view_4 = torch.ops.aten.view.default(sum_5, [4]);  sum_5 = None
    add_2 = torch.ops.aten.add.Tensor(add_1, mm_10);  add_1 = mm_10 = None
    t_21 = torch.ops.aten.t.default(t_20);  t_20 = None
    _tensor_constant22 = self._tensor_constant22
    t_22 = torch.ops.aten.t.default(_tensor_constant22);  _tensor_constant22 = None
    mm_12 = torch.ops.aten.mm.default(add_2, t_22);  t_22 = None
    _tensor_constant23 = self._tensor_constant23
    gelu_backward_1 = torch.ops.aten.gelu_backward.default(mm_12, _tensor_constant23);  mm_12 = _tensor_constant23 = None
    _tensor_constant24 = self._tensor_constant24
    t_23 = torch.ops.aten.t.default(_tensor_constant24);  _tensor_constant24 = None
    mm_13 = torch.ops.aten.mm.default(gelu_backward_1, t_23);  gelu_backward_1 = t_23 = None
    _tensor_constant25 = self._tensor_constant25
    _tensor_constant26 = self._tensor_constant26
    _tensor_constant27 = self._tensor_constant27
    _param_constant2 = self._param_constant2
    _param_constant3 = self._param_constant3
    native_layer_norm_backward_1 = torch.ops.aten.native_layer_norm_backward.default(mm_13, _tensor_constant25, [16], _tensor_constant26, _tensor_constant27, _param_constant2, _param_constant3, [True, False, False]);  mm_13 = _tensor_constant25 = _tensor_constant26 = _tensor_constant27 = _param_constant2 = _param_constant3 = None
    getitem_3 = native_layer_norm_backward_1[0]
    getitem_4 = native_layer_norm_backward_1[1];  getitem_4 = None
    getitem_5 = native_layer_norm_backward_1[2];  native_layer_norm_backward_1 = getitem_5 = None
    add_3 = torch.ops.aten.add.Tensor(add_2, getitem_3);  add_2 = getitem_3 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(add_3, [0], True);  add_3 = None
    view_5 = torch.ops.aten.view.default(sum_6, [16]);  sum_6 = None
    return (view_5, t_21, view_4, t_17, view_3, t_11, view_2, t_7, view_1, t_3, view)
    