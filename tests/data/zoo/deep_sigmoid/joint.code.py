


def forward(self, x_1, labels_1):
    _param_constant0 = self._param_constant0
    t = torch.ops.aten.t.default(_param_constant0);  _param_constant0 = None
    _param_constant1 = self._param_constant1
    addmm = torch.ops.aten.addmm.default(_param_constant1, x_1, t);  _param_constant1 = t = None
    sigmoid = torch.ops.aten.sigmoid.default(addmm);  addmm = None
    detach = torch.ops.aten.detach.default(sigmoid)
    _param_constant2 = self._param_constant2
    t_1 = torch.ops.aten.t.default(_param_constant2);  _param_constant2 = None
    _param_constant3 = self._param_constant3
    addmm_1 = torch.ops.aten.addmm.default(_param_constant3, sigmoid, t_1);  _param_constant3 = None
    sigmoid_1 = torch.ops.aten.sigmoid.default(addmm_1);  addmm_1 = None
    detach_1 = torch.ops.aten.detach.default(sigmoid_1)
    _param_constant4 = self._param_constant4
    t_2 = torch.ops.aten.t.default(_param_constant4);  _param_constant4 = None
    _param_constant5 = self._param_constant5
    addmm_2 = torch.ops.aten.addmm.default(_param_constant5, sigmoid_1, t_2);  _param_constant5 = None
    sigmoid_2 = torch.ops.aten.sigmoid.default(addmm_2);  addmm_2 = None
    detach_2 = torch.ops.aten.detach.default(sigmoid_2)
    _param_constant6 = self._param_constant6
    t_3 = torch.ops.aten.t.default(_param_constant6);  _param_constant6 = None
    _param_constant7 = self._param_constant7
    addmm_3 = torch.ops.aten.addmm.default(_param_constant7, sigmoid_2, t_3);  _param_constant7 = None
    sigmoid_3 = torch.ops.aten.sigmoid.default(addmm_3);  addmm_3 = None
    detach_3 = torch.ops.aten.detach.default(sigmoid_3)
    _param_constant8 = self._param_constant8
    t_4 = torch.ops.aten.t.default(_param_constant8);  _param_constant8 = None
    _param_constant9 = self._param_constant9
    addmm_4 = torch.ops.aten.addmm.default(_param_constant9, sigmoid_3, t_4);  _param_constant9 = None
    sigmoid_4 = torch.ops.aten.sigmoid.default(addmm_4);  addmm_4 = None
    detach_4 = torch.ops.aten.detach.default(sigmoid_4)
    _param_constant10 = self._param_constant10
    t_5 = torch.ops.aten.t.default(_param_constant10);  _param_constant10 = None
    _param_constant11 = self._param_constant11
    addmm_5 = torch.ops.aten.addmm.default(_param_constant11, sigmoid_4, t_5);  _param_constant11 = None
    sigmoid_5 = torch.ops.aten.sigmoid.default(addmm_5);  addmm_5 = None
    detach_5 = torch.ops.aten.detach.default(sigmoid_5)
    _param_constant12 = self._param_constant12
    t_6 = torch.ops.aten.t.default(_param_constant12);  _param_constant12 = None
    _param_constant13 = self._param_constant13
    addmm_6 = torch.ops.aten.addmm.default(_param_constant13, sigmoid_5, t_6);  _param_constant13 = None
    sigmoid_6 = torch.ops.aten.sigmoid.default(addmm_6);  addmm_6 = None
    detach_6 = torch.ops.aten.detach.default(sigmoid_6)
    _param_constant14 = self._param_constant14
    t_7 = torch.ops.aten.t.default(_param_constant14);  _param_constant14 = None
    _param_constant15 = self._param_constant15
    addmm_7 = torch.ops.aten.addmm.default(_param_constant15, sigmoid_6, t_7);  _param_constant15 = None
    sigmoid_7 = torch.ops.aten.sigmoid.default(addmm_7);  addmm_7 = None
    detach_7 = torch.ops.aten.detach.default(sigmoid_7)
    _param_constant16 = self._param_constant16
    t_8 = torch.ops.aten.t.default(_param_constant16);  _param_constant16 = None
    _param_constant17 = self._param_constant17
    addmm_8 = torch.ops.aten.addmm.default(_param_constant17, sigmoid_7, t_8);  _param_constant17 = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm_8, 1, False);  addmm_8 = None
    detach_8 = torch.ops.aten.detach.default(_log_softmax)
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100)
    getitem = nll_loss_forward[0]
    getitem_1 = nll_loss_forward[1];  nll_loss_forward = None
    ones_like = torch.ops.aten.ones_like.default(getitem, pin_memory = False, memory_format = torch.preserve_format)
    nll_loss_backward = torch.ops.aten.nll_loss_backward.default(ones_like, _log_softmax, labels_1, None, 1, -100, getitem_1);  ones_like = _log_softmax = labels_1 = getitem_1 = None
    detach_9 = torch.ops.aten.detach.default(detach_8);  detach_8 = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach_9, 1, torch.float32);  nll_loss_backward = detach_9 = None
    t_9 = torch.ops.aten.t.default(t_8);  t_8 = None
    mm = torch.ops.aten.mm.default(_log_softmax_backward_data, t_9);  t_9 = None
    t_10 = torch.ops.aten.t.default(_log_softmax_backward_data)
    mm_1 = torch.ops.aten.mm.default(t_10, sigmoid_7);  t_10 = sigmoid_7 = None
    t_11 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(_log_softmax_backward_data, [0], True);  _log_softmax_backward_data = None
    view = torch.ops.aten.view.default(sum_1, [4]);  sum_1 = None
    t_12 = torch.ops.aten.t.default(t_11);  t_11 = None
    detach_10 = torch.ops.aten.detach.default(detach_7);  detach_7 = None
    sigmoid_backward = torch.ops.aten.sigmoid_backward.default(mm, detach_10);  mm = detach_10 = None
    t_13 = torch.ops.aten.t.default(t_7);  t_7 = None
    mm_2 = torch.ops.aten.mm.default(sigmoid_backward, t_13);  t_13 = None
    t_14 = torch.ops.aten.t.default(sigmoid_backward)
    mm_3 = torch.ops.aten.mm.default(t_14, sigmoid_6);  t_14 = sigmoid_6 = None
    t_15 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(sigmoid_backward, [0], True);  sigmoid_backward = None
    view_1 = torch.ops.aten.view.default(sum_2, [12]);  sum_2 = None
    t_16 = torch.ops.aten.t.default(t_15);  t_15 = None
    detach_11 = torch.ops.aten.detach.default(detach_6);  detach_6 = None
    sigmoid_backward_1 = torch.ops.aten.sigmoid_backward.default(mm_2, detach_11);  mm_2 = detach_11 = None
    t_17 = torch.ops.aten.t.default(t_6);  t_6 = None
    mm_4 = torch.ops.aten.mm.default(sigmoid_backward_1, t_17);  t_17 = None
    t_18 = torch.ops.aten.t.default(sigmoid_backward_1)
    mm_5 = torch.ops.aten.mm.default(t_18, sigmoid_5);  t_18 = sigmoid_5 = None
    t_19 = torch.ops.aten.t.default(mm_5);  mm_5 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(sigmoid_backward_1, [0], True);  sigmoid_backward_1 = None
    view_2 = torch.ops.aten.view.default(sum_3, [12]);  sum_3 = None
    t_20 = torch.ops.aten.t.default(t_19);  t_19 = None
    detach_12 = torch.ops.aten.detach.default(detach_5);  detach_5 = None
    sigmoid_backward_2 = torch.ops.aten.sigmoid_backward.default(mm_4, detach_12);  mm_4 = detach_12 = None
    t_21 = torch.ops.aten.t.default(t_5);  t_5 = None
    mm_6 = torch.ops.aten.mm.default(sigmoid_backward_2, t_21);  t_21 = None
    t_22 = torch.ops.aten.t.default(sigmoid_backward_2)
    mm_7 = torch.ops.aten.mm.default(t_22, sigmoid_4);  t_22 = sigmoid_4 = None
    t_23 = torch.ops.aten.t.default(mm_7);  mm_7 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(sigmoid_backward_2, [0], True);  sigmoid_backward_2 = None
    view_3 = torch.ops.aten.view.default(sum_4, [12]);  sum_4 = None
    t_24 = torch.ops.aten.t.default(t_23);  t_23 = None
    detach_13 = torch.ops.aten.detach.default(detach_4);  detach_4 = None
    sigmoid_backward_3 = torch.ops.aten.sigmoid_backward.default(mm_6, detach_13);  mm_6 = detach_13 = None
    t_25 = torch.ops.aten.t.default(t_4);  t_4 = None
    mm_8 = torch.ops.aten.mm.default(sigmoid_backward_3, t_25);  t_25 = None
    t_26 = torch.ops.aten.t.default(sigmoid_backward_3)
    mm_9 = torch.ops.aten.mm.default(t_26, sigmoid_3);  t_26 = sigmoid_3 = None
    t_27 = torch.ops.aten.t.default(mm_9);  mm_9 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(sigmoid_backward_3, [0], True);  sigmoid_backward_3 = None
    view_4 = torch.ops.aten.view.default(sum_5, [12]);  sum_5 = None
    t_28 = torch.ops.aten.t.default(t_27);  t_27 = None
    detach_14 = torch.ops.aten.detach.default(detach_3);  detach_3 = None
    sigmoid_backward_4 = torch.ops.aten.sigmoid_backward.default(mm_8, detach_14);  mm_8 = detach_14 = None
    t_29 = torch.ops.aten.t.default(t_3);  t_3 = None
    mm_10 = torch.ops.aten.mm.default(sigmoid_backward_4, t_29);  t_29 = None
    t_30 = torch.ops.aten.t.default(sigmoid_backward_4)
    mm_11 = torch.ops.aten.mm.default(t_30, sigmoid_2);  t_30 = sigmoid_2 = None
    t_31 = torch.ops.aten.t.default(mm_11);  mm_11 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(sigmoid_backward_4, [0], True);  sigmoid_backward_4 = None
    view_5 = torch.ops.aten.view.default(sum_6, [12]);  sum_6 = None
    t_32 = torch.ops.aten.t.default(t_31);  t_31 = None
    detach_15 = torch.ops.aten.detach.default(detach_2);  detach_2 = None
    sigmoid_backward_5 = torch.ops.aten.sigmoid_backward.default(mm_10, detach_15);  mm_10 = detach_15 = None
    t_33 = torch.ops.aten.t.default(t_2);  t_2 = None
    mm_12 = torch.ops.aten.mm.default(sigmoid_backward_5, t_33);  t_33 = None
    t_34 = torch.ops.aten.t.default(sigmoid_backward_5)
    mm_13 = torch.ops.aten.mm.default(t_34, sigmoid_1);  t_34 = sigmoid_1 = None
    t_35 = torch.ops.aten.t.default(mm_13);  mm_13 = None
    sum_7 = torch.ops.aten.sum.dim_IntList(sigmoid_backward_5, [0], True);  sigmoid_backward_5 = None
    view_6 = torch.ops.aten.view.default(sum_7, [12]);  sum_7 = None
    t_36 = torch.ops.aten.t.default(t_35);  t_35 = None
    detach_16 = torch.ops.aten.detach.default(detach_1);  detach_1 = None
    sigmoid_backward_6 = torch.ops.aten.sigmoid_backward.default(mm_12, detach_16);  mm_12 = detach_16 = None
    t_37 = torch.ops.aten.t.default(t_1);  t_1 = None
    mm_14 = torch.ops.aten.mm.default(sigmoid_backward_6, t_37);  t_37 = None
    t_38 = torch.ops.aten.t.default(sigmoid_backward_6)
    mm_15 = torch.ops.aten.mm.default(t_38, sigmoid);  t_38 = sigmoid = None
    t_39 = torch.ops.aten.t.default(mm_15);  mm_15 = None
    sum_8 = torch.ops.aten.sum.dim_IntList(sigmoid_backward_6, [0], True);  sigmoid_backward_6 = None
    view_7 = torch.ops.aten.view.default(sum_8, [12]);  sum_8 = None
    t_40 = torch.ops.aten.t.default(t_39);  t_39 = None
    detach_17 = torch.ops.aten.detach.default(detach);  detach = None
    sigmoid_backward_7 = torch.ops.aten.sigmoid_backward.default(mm_14, detach_17);  mm_14 = detach_17 = None
    t_41 = torch.ops.aten.t.default(sigmoid_backward_7)
    mm_16 = torch.ops.aten.mm.default(t_41, x_1);  t_41 = x_1 = None
    t_42 = torch.ops.aten.t.default(mm_16);  mm_16 = None
    sum_9 = torch.ops.aten.sum.dim_IntList(sigmoid_backward_7, [0], True);  sigmoid_backward_7 = None
    view_8 = torch.ops.aten.view.default(sum_9, [12]);  sum_9 = None
    t_43 = torch.ops.aten.t.default(t_42);  t_42 = None
    return (getitem, t_43, view_8, t_40, view_7, t_36, view_6, t_32, view_5, t_28, view_4, t_24, view_3, t_20, view_2, t_16, view_1, t_12, view)
    