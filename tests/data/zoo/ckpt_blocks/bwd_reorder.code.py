


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
    _param_constant0 = self._param_constant0
    t_4 = torch.ops.aten.t.default(_param_constant0);  _param_constant0 = None
    _tensor_constant6 = self._tensor_constant6
    detach_1 = torch.ops.aten.detach.default(_tensor_constant6);  _tensor_constant6 = None
    detach_2 = torch.ops.aten.detach.default(t_4)
    _param_constant1 = self._param_constant1
    _tensor_constant6_1 = self._tensor_constant6
    addmm = torch.ops.aten.addmm.default(_param_constant1, _tensor_constant6_1, t_4);  _param_constant1 = _tensor_constant6_1 = t_4 = None
    tanh = torch.ops.aten.tanh.default(addmm);  addmm = None
    detach_3 = torch.ops.aten.detach.default(tanh)
    _param_constant2 = self._param_constant2
    t_5 = torch.ops.aten.t.default(_param_constant2);  _param_constant2 = None
    detach_4 = torch.ops.aten.detach.default(tanh);  tanh = None
    detach_5 = torch.ops.aten.detach.default(t_5);  t_5 = None
    detach_6 = torch.ops.aten.detach.default(detach_4);  detach_4 = None
    detach_7 = torch.ops.aten.detach.default(detach_5);  detach_5 = None
    t_6 = torch.ops.aten.t.default(detach_7);  detach_7 = None
    mm_2 = torch.ops.aten.mm.default(mm, t_6);  t_6 = None
    t_7 = torch.ops.aten.t.default(mm)
    mm_3 = torch.ops.aten.mm.default(t_7, detach_6);  t_7 = detach_6 = None
    t_8 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(mm, [0], True)
    view_1 = torch.ops.aten.view.default(sum_2, [8]);  sum_2 = None
    t_9 = torch.ops.aten.t.default(t_8);  t_8 = None
    detach_8 = torch.ops.aten.detach.default(detach_3);  detach_3 = None
    tanh_backward = torch.ops.aten.tanh_backward.default(mm_2, detach_8);  mm_2 = detach_8 = None
    detach_9 = torch.ops.aten.detach.default(detach_1);  detach_1 = None
    detach_10 = torch.ops.aten.detach.default(detach_2);  detach_2 = None
    t_10 = torch.ops.aten.t.default(detach_10);  detach_10 = None
    mm_4 = torch.ops.aten.mm.default(tanh_backward, t_10);  t_10 = None
    t_11 = torch.ops.aten.t.default(tanh_backward)
    mm_5 = torch.ops.aten.mm.default(t_11, detach_9);  t_11 = detach_9 = None
    t_12 = torch.ops.aten.t.default(mm_5);  mm_5 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(tanh_backward, [0], True);  tanh_backward = None
    view_2 = torch.ops.aten.view.default(sum_3, [16]);  sum_3 = None
    add = torch.ops.aten.add.Tensor(mm, mm_4);  mm = mm_4 = None
    t_13 = torch.ops.aten.t.default(t_12);  t_12 = None
    _param_constant3 = self._param_constant3
    t_14 = torch.ops.aten.t.default(_param_constant3);  _param_constant3 = None
    _tensor_constant7 = self._tensor_constant7
    detach_11 = torch.ops.aten.detach.default(_tensor_constant7);  _tensor_constant7 = None
    detach_12 = torch.ops.aten.detach.default(t_14)
    _param_constant4 = self._param_constant4
    _tensor_constant7_1 = self._tensor_constant7
    addmm_1 = torch.ops.aten.addmm.default(_param_constant4, _tensor_constant7_1, t_14);  _param_constant4 = _tensor_constant7_1 = t_14 = None
    tanh_1 = torch.ops.aten.tanh.default(addmm_1);  addmm_1 = None
    detach_13 = torch.ops.aten.detach.default(tanh_1)
    _param_constant5 = self._param_constant5
    t_15 = torch.ops.aten.t.default(_param_constant5);  _param_constant5 = None
    detach_14 = torch.ops.aten.detach.default(tanh_1);  tanh_1 = None
    detach_15 = torch.ops.aten.detach.default(t_15);  t_15 = None
    detach_16 = torch.ops.aten.detach.default(detach_14);  detach_14 = None
    detach_17 = torch.ops.aten.detach.default(detach_15);  detach_15 = None
    t_16 = torch.ops.aten.t.default(detach_17);  detach_17 = None
    mm_6 = torch.ops.aten.mm.default(add, t_16);  t_16 = None
    t_17 = torch.ops.aten.t.default(add)
    mm_7 = torch.ops.aten.mm.default(t_17, detach_16);  t_17 = detach_16 = None
    t_18 = torch.ops.aten.t.default(mm_7);  mm_7 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(add, [0], True)
    view_3 = torch.ops.aten.view.default(sum_4, [8]);  sum_4 = None
    t_19 = torch.ops.aten.t.default(t_18);  t_18 = None
    detach_18 = torch.ops.aten.detach.default(detach_13);  detach_13 = None
    tanh_backward_1 = torch.ops.aten.tanh_backward.default(mm_6, detach_18);  mm_6 = detach_18 = None
    detach_19 = torch.ops.aten.detach.default(detach_11);  detach_11 = None
    detach_20 = torch.ops.aten.detach.default(detach_12);  detach_12 = None
    t_20 = torch.ops.aten.t.default(detach_20);  detach_20 = None
    mm_8 = torch.ops.aten.mm.default(tanh_backward_1, t_20);  t_20 = None
    t_21 = torch.ops.aten.t.default(tanh_backward_1)
    mm_9 = torch.ops.aten.mm.default(t_21, detach_19);  t_21 = detach_19 = None
    t_22 = torch.ops.aten.t.default(mm_9);  mm_9 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(tanh_backward_1, [0], True);  tanh_backward_1 = None
    view_4 = torch.ops.aten.view.default(sum_5, [16]);  sum_5 = None
    add_1 = torch.ops.aten.add.Tensor(add, mm_8);  add = mm_8 = None
    t_23 = torch.ops.aten.t.default(t_22);  t_22 = None
    _param_constant6 = self._param_constant6
    t_24 = torch.ops.aten.t.default(_param_constant6);  _param_constant6 = None
    _param_constant7 = self._param_constant7
    _tensor_constant8 = self._tensor_constant8
    addmm_2 = torch.ops.aten.addmm.default(_param_constant7, _tensor_constant8, t_24);  _param_constant7 = _tensor_constant8 = t_24 = None
    tanh_2 = torch.ops.aten.tanh.default(addmm_2);  addmm_2 = None
    detach_21 = torch.ops.aten.detach.default(tanh_2)
    _param_constant8 = self._param_constant8
    t_25 = torch.ops.aten.t.default(_param_constant8);  _param_constant8 = None
    detach_22 = torch.ops.aten.detach.default(tanh_2);  tanh_2 = None
    detach_23 = torch.ops.aten.detach.default(t_25);  t_25 = None
    detach_24 = torch.ops.aten.detach.default(detach_22);  detach_22 = None
    detach_25 = torch.ops.aten.detach.default(detach_23);  detach_23 = None
    t_26 = torch.ops.aten.t.default(detach_25);  detach_25 = None
    mm_10 = torch.ops.aten.mm.default(add_1, t_26);  t_26 = None
    t_27 = torch.ops.aten.t.default(add_1)
    mm_11 = torch.ops.aten.mm.default(t_27, detach_24);  t_27 = detach_24 = None
    t_28 = torch.ops.aten.t.default(mm_11);  mm_11 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(add_1, [0], True);  add_1 = None
    view_5 = torch.ops.aten.view.default(sum_6, [8]);  sum_6 = None
    t_29 = torch.ops.aten.t.default(t_28);  t_28 = None
    detach_26 = torch.ops.aten.detach.default(detach_21);  detach_21 = None
    tanh_backward_2 = torch.ops.aten.tanh_backward.default(mm_10, detach_26);  mm_10 = detach_26 = None
    t_30 = torch.ops.aten.t.default(tanh_backward_2)
    _tensor_constant8_1 = self._tensor_constant8
    mm_12 = torch.ops.aten.mm.default(t_30, _tensor_constant8_1);  t_30 = _tensor_constant8_1 = None
    t_31 = torch.ops.aten.t.default(mm_12);  mm_12 = None
    sum_7 = torch.ops.aten.sum.dim_IntList(tanh_backward_2, [0], True);  tanh_backward_2 = None
    view_6 = torch.ops.aten.view.default(sum_7, [16]);  sum_7 = None
    t_32 = torch.ops.aten.t.default(t_31);  t_31 = None
    return (view, t_3, view_1, t_9, view_2, t_13, view_3, t_19, view_4, t_23, view_5, t_29, view_6, t_32)
    