


def forward(self, x_1, labels_1):
    _param_constant0 = self._param_constant0
    t = torch.ops.aten.t.default(_param_constant0);  _param_constant0 = None
    _param_constant1 = self._param_constant1
    addmm = torch.ops.aten.addmm.default(_param_constant1, x_1, t);  _param_constant1 = x_1 = t = None
    tanh = torch.ops.aten.tanh.default(addmm);  addmm = None
    detach = torch.ops.aten.detach.default(tanh);  detach = None
    _param_constant2 = self._param_constant2
    t_1 = torch.ops.aten.t.default(_param_constant2);  _param_constant2 = None
    _param_constant3 = self._param_constant3
    addmm_1 = torch.ops.aten.addmm.default(_param_constant3, tanh, t_1);  _param_constant3 = t_1 = None
    _param_constant4 = self._param_constant4
    t_2 = torch.ops.aten.t.default(_param_constant4);  _param_constant4 = None
    mm = torch.ops.aten.mm.default(tanh, t_2);  tanh = t_2 = None
    _param_constant5 = self._param_constant5
    t_3 = torch.ops.aten.t.default(_param_constant5);  _param_constant5 = None
    mm_1 = torch.ops.aten.mm.default(mm, t_3);  mm = t_3 = None
    add = torch.ops.aten.add.Tensor(addmm_1, mm_1);  addmm_1 = mm_1 = None
    tanh_1 = torch.ops.aten.tanh.default(add);  add = None
    detach_1 = torch.ops.aten.detach.default(tanh_1);  detach_1 = None
    _param_constant6 = self._param_constant6
    t_4 = torch.ops.aten.t.default(_param_constant6);  _param_constant6 = None
    _param_constant7 = self._param_constant7
    addmm_2 = torch.ops.aten.addmm.default(_param_constant7, tanh_1, t_4);  _param_constant7 = tanh_1 = t_4 = None
    tanh_2 = torch.ops.aten.tanh.default(addmm_2);  addmm_2 = None
    detach_2 = torch.ops.aten.detach.default(tanh_2);  detach_2 = None
    _param_constant8 = self._param_constant8
    t_5 = torch.ops.aten.t.default(_param_constant8);  _param_constant8 = None
    _param_constant9 = self._param_constant9
    addmm_3 = torch.ops.aten.addmm.default(_param_constant9, tanh_2, t_5);  _param_constant9 = t_5 = None
    _param_constant10 = self._param_constant10
    t_6 = torch.ops.aten.t.default(_param_constant10);  _param_constant10 = None
    mm_2 = torch.ops.aten.mm.default(tanh_2, t_6);  tanh_2 = t_6 = None
    _param_constant11 = self._param_constant11
    t_7 = torch.ops.aten.t.default(_param_constant11);  _param_constant11 = None
    mm_3 = torch.ops.aten.mm.default(mm_2, t_7);  mm_2 = t_7 = None
    add_1 = torch.ops.aten.add.Tensor(addmm_3, mm_3);  addmm_3 = mm_3 = None
    tanh_3 = torch.ops.aten.tanh.default(add_1);  add_1 = None
    detach_3 = torch.ops.aten.detach.default(tanh_3);  detach_3 = None
    _param_constant12 = self._param_constant12
    t_8 = torch.ops.aten.t.default(_param_constant12);  _param_constant12 = None
    _param_constant13 = self._param_constant13
    addmm_4 = torch.ops.aten.addmm.default(_param_constant13, tanh_3, t_8);  _param_constant13 = tanh_3 = t_8 = None
    tanh_4 = torch.ops.aten.tanh.default(addmm_4);  addmm_4 = None
    detach_4 = torch.ops.aten.detach.default(tanh_4);  detach_4 = None
    _param_constant14 = self._param_constant14
    t_9 = torch.ops.aten.t.default(_param_constant14);  _param_constant14 = None
    _param_constant15 = self._param_constant15
    addmm_5 = torch.ops.aten.addmm.default(_param_constant15, tanh_4, t_9);  _param_constant15 = t_9 = None
    _param_constant16 = self._param_constant16
    t_10 = torch.ops.aten.t.default(_param_constant16);  _param_constant16 = None
    mm_4 = torch.ops.aten.mm.default(tanh_4, t_10);  tanh_4 = t_10 = None
    _param_constant17 = self._param_constant17
    t_11 = torch.ops.aten.t.default(_param_constant17);  _param_constant17 = None
    mm_5 = torch.ops.aten.mm.default(mm_4, t_11);  mm_4 = t_11 = None
    add_2 = torch.ops.aten.add.Tensor(addmm_5, mm_5);  addmm_5 = mm_5 = None
    tanh_5 = torch.ops.aten.tanh.default(add_2);  add_2 = None
    detach_5 = torch.ops.aten.detach.default(tanh_5);  detach_5 = None
    _param_constant18 = self._param_constant18
    t_12 = torch.ops.aten.t.default(_param_constant18);  _param_constant18 = None
    _param_constant19 = self._param_constant19
    addmm_6 = torch.ops.aten.addmm.default(_param_constant19, tanh_5, t_12);  _param_constant19 = tanh_5 = t_12 = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm_6, 1, False);  addmm_6 = None
    detach_6 = torch.ops.aten.detach.default(_log_softmax);  detach_6 = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
    getitem = nll_loss_forward[0]
    getitem_1 = nll_loss_forward[1];  nll_loss_forward = getitem_1 = None
    return getitem
    