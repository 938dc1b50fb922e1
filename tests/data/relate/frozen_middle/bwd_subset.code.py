


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
    gelu_backward = torch.ops.aten.gelu_backward.default(mm_2, _tensor_constant8);  mm_2 = _tensor_constant8 = None
    _tensor_constant9 = self._tensor_constant9
    t_8 = torch.ops.aten.t.default(_tensor_constant9);  _tensor_constant9 = None
    mm_4 = torch.ops.aten.mm.default(gelu_backward, t_8);  t_8 = None
    t_9 = torch.ops.aten.t.default(gelu_backward)
    _tensor_constant10 = self._tensor_constant10
    mm_5 = torch.ops.aten.mm.default(t_9, _tensor_constant10);  t_9 = _tensor_constant10 = None
    t_10 = torch.ops.aten.t.default(mm_5);  mm_5 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(gelu_backward, [0], True);  gelu_backward = None
    view_2 = torch.ops.aten.view.default(sum_3, [32]);  sum_3 = None
    t_11 = torch.ops.aten.t.default(t_10);  t_10 = None
    _tensor_constant11 = self._tensor_constant11
    _tensor_constant12 = self._tensor_constant12
    _tensor_constant13 = self._tensor_constant13
    _param_constant0 = self._param_constant0
    _param_constant1 = self._param_constant1
    native_layer_norm_backward = torch.ops.aten.native_layer_norm_backward.default(mm_4, _tensor_constant11, [16], _tensor_constant12, _tensor_constant13, _param_constant0, _param_constant1, [True, True, True]);  mm_4 = _tensor_constant11 = _tensor_constant12 = _tensor_constant13 = _param_constant0 = _param_constant1 = None
    getitem = native_layer_norm_backward[0]
    getitem_1 = native_layer_norm_backward[1]
    getitem_2 = native_layer_norm_backward[2];  native_layer_norm_backward = None
    add = torch.ops.aten.add.Tensor(mm, getitem);  mm = getitem = None
    _tensor_constant14 = self._tensor_constant14
    t_12 = torch.ops.aten.t.default(_tensor_constant14);  _tensor_constant14 = None
    mm_6 = torch.ops.aten.mm.default(add, t_12);  t_12 = None
    _tensor_constant15 = self._tensor_constant15
    gelu_backward_1 = torch.ops.aten.gelu_backward.default(mm_6, _tensor_constant15);  mm_6 = _tensor_constant15 = None
    _tensor_constant16 = self._tensor_constant16
    t_13 = torch.ops.aten.t.default(_tensor_constant16);  _tensor_constant16 = None
    mm_7 = torch.ops.aten.mm.default(gelu_backward_1, t_13);  gelu_backward_1 = t_13 = None
    _tensor_constant17 = self._tensor_constant17
    _tensor_constant18 = self._tensor_constant18
    _tensor_constant19 = self._tensor_constant19
    _param_constant2 = self._param_constant2
    _param_constant3 = self._param_constant3
    native_layer_norm_backward_1 = torch.ops.aten.native_layer_norm_backward.default(mm_7, _tensor_constant17, [16], _tensor_constant18, _tensor_constant19, _param_constant2, _param_constant3, [True, False, False]);  mm_7 = _tensor_constant17 = _tensor_constant18 = _tensor_constant19 = _param_constant2 = _param_constant3 = None
    getitem_3 = native_layer_norm_backward_1[0]
    getitem_4 = native_layer_norm_backward_1[1];  getitem_4 = None
    getitem_5 = native_layer_norm_backward_1[2];  native_layer_norm_backward_1 = getitem_5 = None
    add_1 = torch.ops.aten.add.Tensor(add, getitem_3);  add = getitem_3 = None
    _tensor_constant20 = self._tensor_constant20
    t_14 = torch.ops.aten.t.default(_tensor_constant20);  _tensor_constant20 = None
    mm_8 = torch.ops.aten.mm.default(add_1, t_14);  t_14 = None
    _tensor_constant21 = self._tensor_constant21
    gelu_backward_2 = torch.ops.aten.gelu_backward.default(mm_8, _tensor_constant21);  mm_8 = _tensor_constant21 = None
    _tensor_constant22 = self._tensor_constant22
    t_15 = torch.ops.aten.t.default(_tensor_constant22);  _tensor_constant22 = None
    mm_9 = torch.ops.aten.mm.default(gelu_backward_2, t_15);  gelu_backward_2 = t_15 = None
    _tensor_constant23 = self._tensor_constant23
    _tensor_constant24 = self._tensor_constant24
    _tensor_constant25 = self._tensor_constant25
    _param_constant4 = self._param_constant4
    _param_constant5 = self._param_constant5
    native_layer_norm_backward_2 = torch.ops.aten.native_layer_norm_backward.default(mm_9, _tensor_constant23, [16], _tensor_constant24, _tensor_constant25, _param_constant4, _param_constant5, [True, False, False]);  mm_9 = _tensor_constant23 = _tensor_constant24 = _tensor_constant25 = _param_constant4 = _param_constant5 = None
    getitem_6 = native_layer_norm_backward_2[0]
    getitem_7 = native_layer_norm_backward_2[1];  getitem_7 = None
    getitem_8 = native_layer_norm_backward_2[2];  native_layer_norm_backward_2 = getitem_8 = None
    add_2 = torch.ops.aten.add.Tensor(add_1, getitem_6);  add_1 = getitem_6 = None
    _tensor_constant26 = self._tensor_constant26
    t_16 = torch.ops.aten.t.default(_tensor_constant26);  _tensor_constant26 = None
    mm_10 = torch.ops.aten.mm.default(add_2, t_16);  t_16 = None
    _tensor_constant27 = self._tensor_constant27
    gelu_backward_3 = torch.ops.aten.gelu_backward.default(mm_10, _tensor_constant27);  mm_10 = _tensor_constant27 = None
    _tensor_constant28 = self._tensor_constant28
    t_17 = torch.ops.aten.t.default(_tensor_constant28);  _tensor_constant28 = None
    mm_11 = torch.ops.aten.mm.default(gelu_backward_3, t_17);  gelu_backward_3 = t_17 = None
    _tensor_constant29 = self._tensor_constant29
    _tensor_constant30 = self._tensor_constant30
    _tensor_constant31 = self._tensor_constant31
    _param_constant6 = self._param_constant6
    _param_constant7 = self._param_constant7
    native_layer_norm_backward_3 = torch.ops.aten.native_layer_norm_backward.default(mm_11, _tensor_constant29, [16], _tensor_constant30, _tensor_constant31, _param_constant6, _param_constant7, [True, False, False]);  mm_11 = _tensor_constant29 = _tensor_constant30 = _tensor_constant31 = _param_constant6 = _param_constant7 = None
    getitem_9 = native_layer_norm_backward_3[0]
    getitem_10 = native_layer_norm_backward_3[1];  getitem_10 = None
    getitem_11 = native_layer_norm_backward_3[2];  native_layer_norm_backward_3 = getitem_11 = None
    add_3 = torch.ops.aten.add.Tensor(add_2, getitem_9);  add_2 = getitem_9 = None
    _tensor_constant32 = self._tensor_constant32
    t_18 = torch.ops.aten.t.default(_tensor_constant32);  _tensor_constant32 = None
    mm_12 = torch.ops.aten.mm.default(add_3, t_18);  t_18 = None
    t_19 = torch.ops.aten.t.default(add_3)
    _tensor_constant33 = self._tensor_constant33
    mm_13 = torch.ops.aten.mm.default(t_19, _tensor_constant33);  t_19 = _tensor_constant33 = None
    t_20 = torch.ops.aten.t.default(mm_13);  mm_13 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(add_3, [0], True);  add_3 = None
    view_3 = torch.ops.aten.view.default(sum_4, [16]);  sum_4 = None
    t_21 = torch.ops.aten.t.default(t_20);  t_20 = None
    _tensor_constant34 = self._tensor_constant34
    gelu_backward_4 = torch.ops.aten.gelu_backward.default(mm_12, _tensor_constant34);  mm_12 = _tensor_constant34 = None
    _tensor_constant35 = self._tensor_constant35
    t_22 = torch.ops.aten.t.default(_tensor_constant35);  _tensor_constant35 = None
    mm_14 = torch.ops.aten.mm.default(gelu_backward_4, t_22);  t_22 = None
    t_23 = torch.ops.aten.t.default(gelu_backward_4)
    _tensor_constant36 = self._tensor_constant36
    mm_15 = torch.ops.aten.mm.default(t_23, _tensor_constant36);  t_23 = _tensor_constant36 = None
    t_24 = torch.ops.aten.t.default(mm_15);  mm_15 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(gelu_backward_4, [0], True);  gelu_backward_4 = None
    view_4 = torch.ops.aten.view.default(sum_5, [32]);  sum_5 = None
    t_25 = torch.ops.aten.t.default(t_24);  t_24 = None
    _tensor_constant37 = self._tensor_constant37
    _tensor_constant38 = self._tensor_constant38
    _tensor_constant39 = self._tensor_constant39
    _param_constant8 = self._param_constant8
    _param_constant9 = self._param_constant9
    native_layer_norm_backward_4 = torch.ops.aten.native_layer_norm_backward.default(mm_14, _tensor_constant37, [16], _tensor_constant38, _tensor_constant39, _param_constant8, _param_constant9, [False, True, True]);  mm_14 = _tensor_constant37 = _tensor_constant38 = _tensor_constant39 = _param_constant8 = _param_constant9 = None
    getitem_12 = native_layer_norm_backward_4[0];  getitem_12 = None
    getitem_13 = native_layer_norm_backward_4[1]
    getitem_14 = native_layer_norm_backward_4[2];  native_layer_norm_backward_4 = None
    return (getitem_13, getitem_14, t_25, view_4, t_21, view_3, getitem_1, getitem_2, t_11, view_2, t_7, view_1, t_3, view)
    