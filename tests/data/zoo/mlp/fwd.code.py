


def forward(self, inputs_1, labels_1):
    view = torch.ops.aten.view.default(inputs_1, [32, -1]);  inputs_1 = None
    _param_constant0 = self._param_constant0
    t = torch.ops.aten.t.default(_param_constant0);  _param_constant0 = None
    _param_constant1 = self._param_constant1
    addmm = torch.ops.aten.addmm.default(_param_constant1, view, t);  _param_constant1 = view = t = None
    relu = torch.ops.aten.relu.default(addmm);  addmm = None
    detach = torch.ops.aten.detach.default(relu);  detach = None
    _param_constant2 = self._param_constant2
    t_1 = torch.ops.aten.t.default(_param_constant2);  _param_constant2 = None
    _param_constant3 = self._param_constant3
    addmm_1 = torch.ops.aten.addmm.default(_param_constant3, relu, t_1);  _param_constant3 = relu = t_1 = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm_1, 1, False);  addmm_1 = None
    detach_1 = torch.ops.aten.detach.default(_log_softmax);  detach_1 = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
    getitem = nll_loss_forward[0]
    getitem_1 = nll_loss_forward[1];  nll_loss_forward = getitem_1 = None
    return getitem
    