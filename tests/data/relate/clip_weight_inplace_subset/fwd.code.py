


def forward(self, x_1, labels_1):
    _param_constant0 = self._param_constant0
    clamp_ = torch.ops.aten.clamp_.default(_param_constant0, -0.25, 0.25);  _param_constant0 = None
    _param_constant1 = self._param_constant1
    linalg_vector_norm = torch.ops.aten.linalg_vector_norm.default(_param_constant1, 2, [1], True);  _param_constant1 = None
    clamp_min = torch.ops.aten.clamp_min.default(linalg_vector_norm, 1);  linalg_vector_norm = None
    _param_constant1_1 = self._param_constant1
    div_ = torch.ops.aten.div_.Tensor(_param_constant1_1, clamp_min);  _param_constant1_1 = clamp_min = None
    t = torch.ops.aten.t.default(clamp_);  clamp_ = None
    _param_constant2 = self._param_constant2
    addmm = torch.ops.aten.addmm.default(_param_constant2, x_1, t);  _param_constant2 = x_1 = t = None
    elu = torch.ops.aten.elu.default(addmm, 1.0);  addmm = None
    t_1 = torch.ops.aten.t.default(div_);  div_ = None
    _param_constant3 = self._param_constant3
    addmm_1 = torch.ops.aten.addmm.default(_param_constant3, elu, t_1);  _param_constant3 = t_1 = None
    tanh = torch.ops.aten.tanh.default(addmm_1);  addmm_1 = None
    detach = torch.ops.aten.detach.default(tanh);  detach = None
    add = torch.ops.aten.add.Tensor(tanh, elu);  tanh = elu = None
    _param_constant4 = self._param_constant4
    t_2 = torch.ops.aten.t.default(_param_constant4);  _param_constant4 = None
    _param_constant5 = self._param_constant5
    addmm_2 = torch.ops.aten.addmm.default(_param_constant5, add, t_2);  _param_constant5 = add = t_2 = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm_2, 1, False);  addmm_2 = None
    detach_1 = torch.ops.aten.detach.default(_log_softmax);  detach_1 = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
    getitem = nll_loss_forward[0]
    getitem_1 = nll_loss_forward[1];  nll_loss_forward = getitem_1 = None
    return getitem
    