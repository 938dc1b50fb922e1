


def forward(self, x_1, labels_1):
    _param_constant0 = self._param_constant0
    t = torch.ops.aten.t.default(_param_constant0);  _param_constant0 = None
    _param_constant1 = self._param_constant1
    addmm = torch.ops.aten.addmm.default(_param_constant1, x_1, t);  _param_constant1 = x_1 = t = None
    clone = torch.ops.aten.clone.default(addmm);  clone = None
    silu_ = torch.ops.aten.silu_.default(addmm);  addmm = None
    _param_constant2 = self._param_constant2
    t_1 = torch.ops.aten.t.default(_param_constant2);  _param_constant2 = None
    _param_constant3 = self._param_constant3
    addmm_1 = torch.ops.aten.addmm.default(_param_constant3, silu_, t_1);  _param_constant3 = silu_ = t_1 = None
    clone_1 = torch.ops.aten.clone.default(addmm_1);  clone_1 = None
    hardswish_ = torch.ops.aten.hardswish_.default(addmm_1);  addmm_1 = None
    _param_constant4 = self._param_constant4
    t_2 = torch.ops.aten.t.default(_param_constant4);  _param_constant4 = None
    _param_constant5 = self._param_constant5
    addmm_2 = torch.ops.aten.addmm.default(_param_constant5, hardswish_, t_2);  _param_constant5 = hardswish_ = t_2 = None
    clone_2 = torch.ops.aten.clone.default(addmm_2);  clone_2 = None
    hardtanh_ = torch.ops.aten.hardtanh_.default(addmm_2, 0.0, 6.0);  addmm_2 = None
    _param_constant6 = self._param_constant6
    t_3 = torch.ops.aten.t.default(_param_constant6);  _param_constant6 = None
    _param_constant7 = self._param_constant7
    addmm_3 = torch.ops.aten.addmm.default(_param_constant7, hardtanh_, t_3);  _param_constant7 = hardtanh_ = t_3 = None
    elu_ = torch.ops.aten.elu_.default(addmm_3, 1.0);  addmm_3 = None
    detach = torch.ops.aten.detach.default(elu_);  detach = None
    _param_constant8 = self._param_constant8
    t_4 = torch.ops.aten.t.default(_param_constant8);  _param_constant8 = None
    _param_constant9 = self._param_constant9
    addmm_4 = torch.ops.aten.addmm.default(_param_constant9, elu_, t_4);  _param_constant9 = elu_ = t_4 = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm_4, 1, False);  addmm_4 = None
    detach_1 = torch.ops.aten.detach.default(_log_softmax);  detach_1 = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
    getitem = nll_loss_forward[0]
    getitem_1 = nll_loss_forward[1];  nll_loss_forward = getitem_1 = None
    return getitem
    