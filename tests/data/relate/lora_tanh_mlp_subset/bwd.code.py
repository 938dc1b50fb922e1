


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
    _tensor_constant5 = self._tensor_constant5
    detach_1 = torch.ops.aten.detach.default(_tensor_constant5);  _tensor_constant5 = None
    tanh_backward = torch.ops.aten.tanh_backward.default(mm, detach_1);  mm = detach_1 = None
    t_1 = torch.ops.aten.t.default(tanh_backward)
    _tensor_constant6 = self._tensor_constant6
    mm_1 = torch.ops.aten.mm.default(t_1, _tensor_constant6);  t_1 = _tensor_constant6 = None
    t_2 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    _tensor_constant7 = self._tensor_constant7
    t_3 = torch.ops.aten.t.default(_tensor_constant7);  _tensor_constant7 = None
    mm_2 = torch.ops.aten.mm.default(tanh_backward, t_3);  t_3 = None
    t_4 = torch.ops.aten.t.default(t_2);  t_2 = None
    t_5 = torch.ops.aten.t.default(mm_2)
    _tensor_constant8 = self._tensor_constant8
    mm_3 = torch.ops.aten.mm.default(t_5, _tensor_constant8);  t_5 = _tensor_constant8 = None
    t_6 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    _tensor_constant9 = self._tensor_constant9
    t_7 = torch.ops.aten.t.default(_tensor_constant9);  _tensor_constant9 = None
    mm_4 = torch.ops.aten.mm.default(mm_2, t_7);  mm_2 = t_7 = None
    t_8 = torch.ops.aten.t.default(t_6);  t_6 = None
    _tensor_constant10 = self._tensor_constant10
    t_9 = torch.ops.aten.t.default(_tensor_constant10);  _tensor_constant10 = None
    mm_5 = torch.ops.aten.mm.default(tanh_backward, t_9);  tanh_backward = t_9 = None
    add = torch.ops.aten.add.Tensor(mm_4, mm_5);  mm_4 = mm_5 = None
    _tensor_constant11 = self._tensor_constant11
    detach_2 = torch.ops.aten.detach.default(_tensor_constant11);  _tensor_constant11 = None
    tanh_backward_1 = torch.ops.aten.tanh_backward.default(add, detach_2);  add = detach_2 = None
    _tensor_constant12 = self._tensor_constant12
    t_10 = torch.ops.aten.t.default(_tensor_constant12);  _tensor_constant12 = None
    mm_6 = torch.ops.aten.mm.default(tanh_backward_1, t_10);  tanh_backward_1 = t_10 = None
    _tensor_constant13 = self._tensor_constant13
    detach_3 = torch.ops.aten.detach.default(_tensor_constant13);  _tensor_constant13 = None
    tanh_backward_2 = torch.ops.aten.tanh_backward.default(mm_6, detach_3);  mm_6 = detach_3 = None
    t_11 = torch.ops.aten.t.default(tanh_backward_2)
    _tensor_constant14 = self._tensor_constant14
    mm_7 = torch.ops.aten.mm.default(t_11, _tensor_constant14);  t_11 = _tensor_constant14 = None
    t_12 = torch.ops.aten.t.default(mm_7);  mm_7 = None
    _tensor_constant15 = self._tensor_constant15
    t_13 = torch.ops.aten.t.default(_tensor_constant15);  _tensor_constant15 = None
    mm_8 = torch.ops.aten.mm.default(tanh_backward_2, t_13);  t_13 = None
    t_14 = torch.ops.aten.t.default(t_12);  t_12 = None
    t_15 = torch.ops.aten.t.default(mm_8)
    _tensor_constant16 = self._tensor_constant16
    mm_9 = torch.ops.aten.mm.default(t_15, _tensor_constant16);  t_15 = _tensor_constant16 = None
    t_16 = torch.ops.aten.t.default(mm_9);  mm_9 = None
    _tensor_constant17 = self._tensor_constant17
    t_17 = torch.ops.aten.t.default(_tensor_constant17);  _tensor_constant17 = None
    mm_10 = torch.ops.aten.mm.default(mm_8, t_17);  mm_8 = t_17 = None
    t_18 = torch.ops.aten.t.default(t_16);  t_16 = None
    _tensor_constant18 = self._tensor_constant18
    t_19 = torch.ops.aten.t.default(_tensor_constant18);  _tensor_constant18 = None
    mm_11 = torch.ops.aten.mm.default(tanh_backward_2, t_19);  tanh_backward_2 = t_19 = None
    add_1 = torch.ops.aten.add.Tensor(mm_10, mm_11);  mm_10 = mm_11 = None
    _tensor_constant19 = self._tensor_constant19
    detach_4 = torch.ops.aten.detach.default(_tensor_constant19);  _tensor_constant19 = None
    tanh_backward_3 = torch.ops.aten.tanh_backward.default(add_1, detach_4);  add_1 = detach_4 = None
    _tensor_constant20 = self._tensor_constant20
    t_20 = torch.ops.aten.t.default(_tensor_constant20);  _tensor_constant20 = None
    mm_12 = torch.ops.aten.mm.default(tanh_backward_3, t_20);  tanh_backward_3 = t_20 = None
    _tensor_constant21 = self._tensor_constant21
    detach_5 = torch.ops.aten.detach.default(_tensor_constant21);  _tensor_constant21 = None
    tanh_backward_4 = torch.ops.aten.tanh_backward.default(mm_12, detach_5);  mm_12 = detach_5 = None
    t_21 = torch.ops.aten.t.default(tanh_backward_4)
    _tensor_constant22 = self._tensor_constant22
    mm_13 = torch.ops.aten.mm.default(t_21, _tensor_constant22);  t_21 = _tensor_constant22 = None
    t_22 = torch.ops.aten.t.default(mm_13);  mm_13 = None
    _tensor_constant23 = self._tensor_constant23
    t_23 = torch.ops.aten.t.default(_tensor_constant23);  _tensor_constant23 = None
    mm_14 = torch.ops.aten.mm.default(tanh_backward_4, t_23);  tanh_backward_4 = t_23 = None
    t_24 = torch.ops.aten.t.default(t_22);  t_22 = None
    t_25 = torch.ops.aten.t.default(mm_14);  mm_14 = None
    _tensor_constant24 = self._tensor_constant24
    mm_15 = torch.ops.aten.mm.default(t_25, _tensor_constant24);  t_25 = _tensor_constant24 = None
    t_26 = torch.ops.aten.t.default(mm_15);  mm_15 = None
    t_27 = torch.ops.aten.t.default(t_26);  t_26 = None
    return (t_27, t_24, t_18, t_14, t_8, t_4)
    