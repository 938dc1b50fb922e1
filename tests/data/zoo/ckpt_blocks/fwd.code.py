


def forward(self, x_1, labels_1):
    _param_constant0 = self._param_constant0
    t = torch.ops.aten.t.default(_param_constant0);  _param_constant0 = None
    _param_constant1 = self._param_constant1
    addmm = torch.ops.aten.addmm.default(_param_constant1, x_1, t);  _param_constant1 = t = None
    tanh = torch.ops.aten.tanh.default(addmm);  addmm = None
    _param_constant2 = self._param_constant2
    t_1 = torch.ops.aten.t.default(_param_constant2);  _param_constant2 = None
    _param_constant3 = self._param_constant3
    addmm_1 = torch.ops.aten.addmm.default(_param_constant3, tanh, t_1);  _param_constant3 = tanh = t_1 = None
    add = torch.ops.aten.add.Tensor(x_1, addmm_1);  x_1 = addmm_1 = None
    _param_constant4 = self._param_constant4
    t_2 = torch.ops.aten.t.default(_param_constant4);  _param_constant4 = None
    _param_constant5 = self._param_constant5
    addmm_2 = torch.ops.aten.addmm.default(_param_constant5, add, t_2);  _param_constant5 = t_2 = None
    tanh_1 = torch.ops.aten.tanh.default(addmm_2);  addmm_2 = None
    _param_constant6 = self._param_constant6
    t_3 = torch.ops.aten.t.default(_param_constant6);  _param_constant6 = None
    _param_constant7 = self._param_constant7
    addmm_3 = torch.ops.aten.addmm.default(_param_constant7, tanh_1, t_3);  _param_constant7 = tanh_1 = t_3 = None
    add_1 = torch.ops.aten.add.Tensor(add, addmm_3);  add = addmm_3 = None
    _param_constant8 = self._param_constant8
    t_4 = torch.ops.aten.t.default(_param_constant8);  _param_constant8 = None
    _param_constant9 = self._param_constant9
    addmm_4 = torch.ops.aten.addmm.default(_param_constant9, add_1, t_4);  _param_constant9 = t_4 = None
    tanh_2 = torch.ops.aten.tanh.default(addmm_4);  addmm_4 = None
    _param_constant10 = self._param_constant10
    t_5 = torch.ops.aten.t.default(_param_constant10);  _param_constant10 = None
    _param_constant11 = self._param_constant11
    addmm_5 = torch.ops.aten.addmm.default(_param_constant11, tanh_2, t_5);  _param_constant11 = tanh_2 = t_5 = None
    add_2 = torch.ops.aten.add.Tensor(add_1, addmm_5);  add_1 = addmm_5 = None
    _param_constant12 = self._param_constant12
    t_6 = torch.ops.aten.t.default(_param_constant12);  _param_constant12 = None
    _param_constant13 = self._param_constant13
    addmm_6 = torch.ops.aten.addmm.default(_param_constant13, add_2, t_6);  _param_constant13 = add_2 = t_6 = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm_6, 1, False);  addmm_6 = None
    detach = torch.ops.aten.detach.default(_log_softmax);  detach = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
    getitem = nll_loss_forward[0]
    getitem_1 = nll_loss_forward[1];  nll_loss_forward = getitem_1 = None
    return getitem
    