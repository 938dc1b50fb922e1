


def forward(self, x_1, labels_1):
    _param_constant0 = self._param_constant0
    t = torch.ops.aten.t.default(_param_constant0);  _param_constant0 = None
    _param_constant1 = self._param_constant1
    addmm = torch.ops.aten.addmm.default(_param_constant1, x_1, t);  _param_constant1 = t = None
    tanh = torch.ops.aten.tanh.default(addmm);  addmm = None
    detach = torch.ops.aten.detach.default(tanh)
    _param_constant0_1 = self._param_constant0
    t_1 = torch.ops.aten.t.default(_param_constant0_1);  _param_constant0_1 = None
    _param_constant1_1 = self._param_constant1
    addmm_1 = torch.ops.aten.addmm.default(_param_constant1_1, tanh, t_1);  _param_constant1_1 = None
    tanh_1 = torch.ops.aten.tanh.default(addmm_1);  addmm_1 = None
    detach_1 = torch.ops.aten.detach.default(tanh_1)
    _param_constant0_2 = self._param_constant0
    t_2 = torch.ops.aten.t.default(_param_constant0_2);  _param_constant0_2 = None
    _param_constant1_2 = self._param_constant1
    addmm_2 = torch.ops.aten.addmm.default(_param_constant1_2, tanh_1, t_2);  _param_constant1_2 = None
    tanh_2 = torch.ops.aten.tanh.default(addmm_2);  addmm_2 = None
    detach_2 = torch.ops.aten.detach.default(tanh_2)
    _param_constant2 = self._param_constant2
    t_3 = torch.ops.aten.t.default(_param_constant2);  _param_constant2 = None
    _param_constant3 = self._param_constant3
    addmm_3 = torch.ops.aten.addmm.default(_param_constant3, tanh_2, t_3);  _param_constant3 = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm_3, 1, False);  addmm_3 = None
    detach_3 = torch.ops.aten.detach.default(_log_softmax)
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100)
    getitem = nll_loss_forward[0]
    getitem_1 = nll_loss_forward[1];  nll_loss_forward = None
    ones_like = torch.ops.aten.ones_like.default(getitem, pin_memory = False, memory_format = torch.preserve_format)
    nll_loss_backward = torch.ops.aten.nll_loss_backward.default(ones_like, _log_softmax, labels_1, None, 1, -100, getitem_1);  ones_like = _log_softmax = labels_1 = getitem_1 = None
    detach_4 = torch.ops.aten.detach.default(detach_3);  detach_3 = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach_4, 1, torch.float32);  nll_loss_backward = detach_4 = None
    t_4 = torch.ops.aten.t.default(t_3);  t_3 = None
    mm = torch.ops.aten.mm.default(_log_softmax_backward_data, t_4);  t_4 = None
    t_5 = torch.ops.aten.t.default(_log_softmax_backward_data)
    mm_1 = torch.ops.aten.mm.default(t_5, tanh_2);  t_5 = tanh_2 = None
    t_6 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(_log_softmax_backward_data, [0], True);  _log_softmax_backward_data = None
    view = torch.ops.aten.view.default(sum_1, [2]);  sum_1 = None
    t_7 = torch.ops.aten.t.default(t_6);  t_6 = None
    detach_5 = torch.ops.aten.detach.default(detach_2);  detach_2 = None
    tanh_backward = torch.ops.aten.tanh_backward.default(mm, detach_5);  mm = detach_5 = None
    t_8 = torch.ops.aten.t.default(t_2);  t_2 = None
    mm_2 = torch.ops.aten.mm.default(tanh_backward, t_8);  t_8 = None
    t_9 = torch.ops.aten.t.default(tanh_backward)
    mm_3 = torch.ops.aten.mm.default(t_9, tanh_1);  t_9 = tanh_1 = None
    t_10 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(tanh_backward, [0], True);  tanh_backward = None
    view_1 = torch.ops.aten.view.default(sum_2, [8]);  sum_2 = None
    t_11 = torch.ops.aten.t.default(t_10);  t_10 = None
    detach_6 = torch.ops.aten.detach.default(detach_1);  detach_1 = None
    tanh_backward_1 = torch.ops.aten.tanh_backward.default(mm_2, detach_6);  mm_2 = detach_6 = None
    t_12 = torch.ops.aten.t.default(t_1);  t_1 = None
    mm_4 = torch.ops.aten.mm.default(tanh_backward_1, t_12);  t_12 = None
    t_13 = torch.ops.aten.t.default(tanh_backward_1)
    mm_5 = torch.ops.aten.mm.default(t_13, tanh);  t_13 = tanh = None
    t_14 = torch.ops.aten.t.default(mm_5);  mm_5 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(tanh_backward_1, [0], True);  tanh_backward_1 = None
    view_2 = torch.ops.aten.view.default(sum_3, [8]);  sum_3 = None
    add = torch.ops.aten.add.Tensor(view_1, view_2);  view_1 = view_2 = None
    t_15 = torch.ops.aten.t.default(t_14);  t_14 = None
    add_1 = torch.ops.aten.add.Tensor(t_11, t_15);  t_11 = t_15 = None
    detach_7 = torch.ops.aten.detach.default(detach);  detach = None
    tanh_backward_2 = torch.ops.aten.tanh_backward.default(mm_4, detach_7);  mm_4 = detach_7 = None
    t_16 = torch.ops.aten.t.default(tanh_backward_2)
    mm_6 = torch.ops.aten.mm.default(t_16, x_1);  t_16 = x_1 = None
    t_17 = torch.ops.aten.t.default(mm_6);  mm_6 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(tanh_backward_2, [0], True);  tanh_backward_2 = None
    view_3 = torch.ops.aten.view.default(sum_4, [8]);  sum_4 = None
    add_2 = torch.ops.aten.add.Tensor(add, view_3);  add = view_3 = None
    t_18 = torch.ops.aten.t.default(t_17);  t_17 = None
    add_3 = torch.ops.aten.add.Tensor(add_1, t_18);  add_1 = t_18 = None
    return (getitem, add_3, add_2, t_7, view)
    