


def forward(self, x_1, labels_1):
    view = torch.ops.aten.view.default(x_1, [10, 8]);  x_1 = None
    _param_constant0 = self._param_constant0
    t = torch.ops.aten.t.default(_param_constant0);  _param_constant0 = None
    _param_constant1 = self._param_constant1
    addmm = torch.ops.aten.addmm.default(_param_constant1, view, t);  _param_constant1 = view = t = None
    view_1 = torch.ops.aten.view.default(addmm, [2, 5, 8]);  addmm = None
    silu = torch.ops.aten.silu.default(view_1);  view_1 = None
    view_2 = torch.ops.aten.view.default(silu, [10, 8])
    _param_constant2 = self._param_constant2
    t_1 = torch.ops.aten.t.default(_param_constant2);  _param_constant2 = None
    _param_constant3 = self._param_constant3
    addmm_1 = torch.ops.aten.addmm.default(_param_constant3, view_2, t_1);  _param_constant3 = view_2 = t_1 = None
    view_3 = torch.ops.aten.view.default(addmm_1, [2, 5, 8]);  addmm_1 = None
    silu_1 = torch.ops.aten.silu.default(view_3);  view_3 = None
    add = torch.ops.aten.add.Tensor(silu, silu_1);  silu = silu_1 = None
    view_4 = torch.ops.aten.view.default(add, [10, 8])
    _param_constant4 = self._param_constant4
    t_2 = torch.ops.aten.t.default(_param_constant4);  _param_constant4 = None
    _param_constant5 = self._param_constant5
    addmm_2 = torch.ops.aten.addmm.default(_param_constant5, view_4, t_2);  _param_constant5 = view_4 = t_2 = None
    view_5 = torch.ops.aten.view.default(addmm_2, [2, 5, 8]);  addmm_2 = None
    sigmoid = torch.ops.aten.sigmoid.default(view_5);  view_5 = None
    detach = torch.ops.aten.detach.default(sigmoid);  detach = None
    add_1 = torch.ops.aten.add.Tensor(add, sigmoid);  add = sigmoid = None
    amax = torch.ops.aten.amax.default(add_1, [1]);  add_1 = None
    detach_1 = torch.ops.aten.detach.default(amax);  detach_1 = None
    _param_constant6 = self._param_constant6
    t_3 = torch.ops.aten.t.default(_param_constant6);  _param_constant6 = None
    _param_constant7 = self._param_constant7
    addmm_3 = torch.ops.aten.addmm.default(_param_constant7, amax, t_3);  _param_constant7 = amax = t_3 = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm_3, 1, False);  addmm_3 = None
    detach_2 = torch.ops.aten.detach.default(_log_softmax);  detach_2 = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
    getitem = nll_loss_forward[0]
    getitem_1 = nll_loss_forward[1];  nll_loss_forward = getitem_1 = None
    return getitem
    