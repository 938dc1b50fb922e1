


def forward(self, ids_1, labels_1):
    _param_constant0 = self._param_constant0
    embedding = torch.ops.aten.embedding.default(_param_constant0, ids_1);  _param_constant0 = ids_1 = None
    view = torch.ops.aten.view.default(embedding, [12, 8]);  embedding = None
    _param_constant1 = self._param_constant1
    t = torch.ops.aten.t.default(_param_constant1);  _param_constant1 = None
    _param_constant2 = self._param_constant2
    addmm = torch.ops.aten.addmm.default(_param_constant2, view, t);  _param_constant2 = view = t = None
    view_1 = torch.ops.aten.view.default(addmm, [2, 6, 8]);  addmm = None
    tanh = torch.ops.aten.tanh.default(view_1);  view_1 = None
    detach = torch.ops.aten.detach.default(tanh);  detach = None
    _param_constant0_1 = self._param_constant0
    t_1 = torch.ops.aten.t.default(_param_constant0_1);  _param_constant0_1 = None
    view_2 = torch.ops.aten.view.default(tanh, [12, 8]);  tanh = None
    mm = torch.ops.aten.mm.default(view_2, t_1);  view_2 = t_1 = None
    _unsafe_view = torch.ops.aten._unsafe_view.default(mm, [2, 6, 24]);  mm = None
    view_3 = torch.ops.aten.view.default(_unsafe_view, [-1, 24]);  _unsafe_view = None
    view_4 = torch.ops.aten.view.default(labels_1, [-1]);  labels_1 = None
    _log_softmax = torch.ops.aten._log_softmax.default(view_3, 1, False);  view_3 = None
    detach_1 = torch.ops.aten.detach.default(_log_softmax);  detach_1 = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, view_4, None, 1, -100);  _log_softmax = view_4 = None
    getitem = nll_loss_forward[0]
    getitem_1 = nll_loss_forward[1];  nll_loss_forward = getitem_1 = None
    return getitem
    