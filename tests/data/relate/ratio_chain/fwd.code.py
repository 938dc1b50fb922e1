


def forward(self, x_1, labels_1):
    _param_constant0 = self._param_constant0
    t = torch.ops.aten.t.default(_param_constant0);  _param_constant0 = None
    _param_constant1 = self._param_constant1
    addmm = torch.ops.aten.addmm.default(_param_constant1, x_1, t);  _param_constant1 = t = None
    _param_constant2 = self._param_constant2
    t_1 = torch.ops.aten.t.default(_param_constant2);  _param_constant2 = None
    _param_constant3 = self._param_constant3
    addmm_1 = torch.ops.aten.addmm.default(_param_constant3, x_1, t_1);  _param_constant3 = t_1 = None
    abs_1 = torch.ops.aten.abs.default(addmm_1);  addmm_1 = None
    add = torch.ops.aten.add.Tensor(abs_1, 1.0);  abs_1 = None
    div = torch.ops.aten.div.Tensor(addmm, add);  addmm = add = None
    linalg_vector_norm = torch.ops.aten.linalg_vector_norm.default(div, 2, [-1], True)
    detach = torch.ops.aten.detach.default(linalg_vector_norm);  detach = None
    add_1 = torch.ops.aten.add.Tensor(linalg_vector_norm, 0.001);  linalg_vector_norm = None
    div_1 = torch.ops.aten.div.Tensor(div, add_1);  div = add_1 = None
    _param_constant4 = self._param_constant4
    t_2 = torch.ops.aten.t.default(_param_constant4);  _param_constant4 = None
    _param_constant5 = self._param_constant5
    addmm_2 = torch.ops.aten.addmm.default(_param_constant5, div_1, t_2);  _param_constant5 = div_1 = t_2 = None
    relu = torch.ops.aten.relu.default(addmm_2);  addmm_2 = None
    detach_1 = torch.ops.aten.detach.default(relu);  detach_1 = None
    add_2 = torch.ops.aten.add.Tensor(x_1, relu);  x_1 = relu = None
    _param_constant6 = self._param_constant6
    t_3 = torch.ops.aten.t.default(_param_constant6);  _param_constant6 = None
    _param_constant7 = self._param_constant7
    addmm_3 = torch.ops.aten.addmm.default(_param_constant7, add_2, t_3);  _param_constant7 = add_2 = t_3 = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm_3, 1, False);  addmm_3 = None
    detach_2 = torch.ops.aten.detach.default(_log_softmax);  detach_2 = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
    getitem = nll_loss_forward[0]
    getitem_1 = nll_loss_forward[1];  nll_loss_forward = getitem_1 = None
    return getitem
    