


def forward(self, x_1, labels_1):
    view = torch.ops.aten.view.default(x_1, [10, 6]);  x_1 = None
    _param_constant0 = self._param_constant0
    t = torch.ops.aten.t.default(_param_constant0);  _param_constant0 = None
    _param_constant1 = self._param_constant1
    addmm = torch.ops.aten.addmm.default(_param_constant1, view, t);  _param_constant1 = view = t = None
    view_1 = torch.ops.aten.view.default(addmm, [2, 5, 6]);  addmm = None
    clone = torch.ops.aten.clone.default(view_1);  view_1 = None
    select = torch.ops.aten.select.int(clone, 1, 1)
    _param_constant2 = self._param_constant2
    view_2 = torch.ops.aten.view.default(_param_constant2, [6]);  _param_constant2 = None
    expand = torch.ops.aten.expand.default(view_2, [2, 6]);  view_2 = None
    copy_ = torch.ops.aten.copy_.default(select, expand);  select = expand = copy_ = None
    _param_constant2_1 = self._param_constant2
    mul = torch.ops.aten.mul.Tensor(_param_constant2_1, 2.0);  _param_constant2_1 = None
    select_1 = torch.ops.aten.select.int(clone, 1, 3)
    view_3 = torch.ops.aten.view.default(mul, [6]);  mul = None
    expand_1 = torch.ops.aten.expand.default(view_3, [2, 6]);  view_3 = None
    copy__1 = torch.ops.aten.copy_.default(select_1, expand_1);  select_1 = expand_1 = copy__1 = None
    view_4 = torch.ops.aten.view.default(clone, [10, 6])
    _param_constant3 = self._param_constant3
    t_1 = torch.ops.aten.t.default(_param_constant3);  _param_constant3 = None
    _param_constant4 = self._param_constant4
    addmm_1 = torch.ops.aten.addmm.default(_param_constant4, view_4, t_1);  _param_constant4 = view_4 = t_1 = None
    view_5 = torch.ops.aten.view.default(addmm_1, [2, 5, 6]);  addmm_1 = None
    tanh = torch.ops.aten.tanh.default(view_5);  view_5 = None
    detach = torch.ops.aten.detach.default(tanh);  detach = None
    add = torch.ops.aten.add.Tensor(clone, tanh);  clone = tanh = None
    mean = torch.ops.aten.mean.dim(add, [1]);  add = None
    _param_constant5 = self._param_constant5
    t_2 = torch.ops.aten.t.default(_param_constant5);  _param_constant5 = None
    _param_constant6 = self._param_constant6
    addmm_2 = torch.ops.aten.addmm.default(_param_constant6, mean, t_2);  _param_constant6 = mean = t_2 = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm_2, 1, False);  addmm_2 = None
    detach_1 = torch.ops.aten.detach.default(_log_softmax);  detach_1 = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
    getitem = nll_loss_forward[0]
    getitem_1 = nll_loss_forward[1];  nll_loss_forward = getitem_1 = None
    return getitem
    