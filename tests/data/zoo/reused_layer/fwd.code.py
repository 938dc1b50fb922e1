


def forward(self, x_1, labels_1):
    _param_constant0 = self._param_constant0
    t = torch.ops.aten.t.default(_param_constant0);  _param_constant0 = None
    _param_constant1 = self._param_constant1
    addmm = torch.ops.aten.addmm.default(_param_constant1, x_1, t);  _param_constant1 = x_1 = t = None
    tanh = torch.ops.aten.tanh.default(addmm);  addmm = None
    detach = torch.ops.aten.detach.default(tanh);  detach = None
    _param_constant0_1 = self._param_constant0
    t_1 = torch.ops.aten.t.default(_param_constant0_1);  _param_constant0_1 = None
    _param_constant1_1 = self._param_constant1
    addmm_1 = torch.ops.aten.addmm.default(_param_constant1_1, tanh, t_1);  _param_constant1_1 = tanh = t_1 = None
    tanh_1 = torch.ops.aten.tanh.default(addmm_1);  addmm_1 = None
    detach_1 = torch.ops.aten.detach.default(tanh_1);  detach_1 = None
    _param_constant0_2 = self._param_constant0
    t_2 = torch.ops.aten.t.default(_param_constant0_2);  _param_constant0_2 = None
    _param_constant1_2 = self._param_constant1
    addmm_2 = torch.ops.aten.addmm.default(_param_constant1_2, tanh_1, t_2);  _param_constant1_2 = tanh_1 = t_2 = None
    tanh_2 = torch.ops.aten.tanh.default(addmm_2);  addmm_2 = None
    detach_2 = torch.ops.aten.detach.default(tanh_2);  detach_2 = None
    _param_constant2 = self._param_constant2
    t_3 = torch.ops.aten.t.default(_param_constant2);  _param_constant2 = None
    _param_constant3 = self._param_constant3
    addmm_3 = torch.ops.aten.addmm.default(_param_constant3, tanh_2, t_3);  _param_constant3 = tanh_2 = t_3 = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm_3, 1, False);  addmm_3 = None
    detach_3 = torch.ops.aten.detach.default(_log_softmax);  detach_3 = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
    getitem = nll_loss_forward[0]
    getitem_1 = nll_loss_forward[1];  nll_loss_forward = getitem_1 = None
    return getitem
    