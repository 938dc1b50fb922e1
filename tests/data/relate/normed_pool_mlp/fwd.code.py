


def forward(self, x_1, labels_1):
    view = torch.ops.aten.view.default(x_1, [10, 8]);  x_1 = None
    _param_constant0 = self._param_constant0
    t = torch.ops.aten.t.default(_param_constant0);  _param_constant0 = None
    _param_constant1 = self._param_constant1
    addmm = torch.ops.aten.addmm.default(_param_constant1, view, t);  _param_constant1 = view = t = None
    view_1 = torch.ops.aten.view.default(addmm, [2, 5, 8]);  addmm = None
    tanh = torch.ops.aten.tanh.default(view_1);  view_1 = None
    detach = torch.ops.aten.detach.default(tanh);  detach = None
    linalg_vector_norm = torch.ops.aten.linalg_vector_norm.default(tanh, 2.0, [-1], True)
    detach_1 = torch.ops.aten.detach.default(linalg_vector_norm);  detach_1 = None
    clamp_min = torch.ops.aten.clamp_min.default(linalg_vector_norm, 1e-12);  linalg_vector_norm = None
    expand = torch.ops.aten.expand.default(clamp_min, [2, 5, 8]);  clamp_min = None
    div = torch.ops.aten.div.Tensor(tanh, expand);  tanh = expand = None
    amax = torch.ops.aten.amax.default(div, [1])
    detach_2 = torch.ops.aten.detach.default(amax);  detach_2 = None
    logsumexp = torch.ops.aten.logsumexp.default(div, [1]);  div = None
    detach_3 = torch.ops.aten.detach.default(logsumexp);  detach_3 = None
    cat = torch.ops.aten.cat.default([amax, logsumexp], -1);  amax = logsumexp = None
    _param_constant2 = self._param_constant2
    t_1 = torch.ops.aten.t.default(_param_constant2);  _param_constant2 = None
    _param_constant3 = self._param_constant3
    addmm_1 = torch.ops.aten.addmm.default(_param_constant3, cat, t_1);  _param_constant3 = cat = t_1 = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm_1, 1, False);  addmm_1 = None
    detach_4 = torch.ops.aten.detach.default(_log_softmax);  detach_4 = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
    getitem = nll_loss_forward[0]
    getitem_1 = nll_loss_forward[1];  nll_loss_forward = getitem_1 = None
    return getitem
    