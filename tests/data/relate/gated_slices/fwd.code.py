


def forward(self, x_1, labels_1):
    _param_constant0 = self._param_constant0
    _param_constant1 = self._param_constant1
    convolution = torch.ops.aten.convolution.default(x_1, _param_constant0, _param_constant1, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  x_1 = _param_constant0 = _param_constant1 = None
    slice_1 = torch.ops.aten.slice.Tensor(convolution, 1, 0, 3)
    clone = torch.ops.aten.clone.default(slice_1);  clone = None
    _param_constant2 = self._param_constant2
    mul_ = torch.ops.aten.mul_.Tensor(slice_1, _param_constant2);  slice_1 = _param_constant2 = mul_ = None
    select = torch.ops.aten.select.int(convolution, 1, -1)
    _param_constant3 = self._param_constant3
    view = torch.ops.aten.view.default(_param_constant3, []);  _param_constant3 = None
    expand = torch.ops.aten.expand.default(view, [2, 4, 4]);  view = None
    copy_ = torch.ops.aten.copy_.default(select, expand);  select = expand = copy_ = None
    relu = torch.ops.aten.relu.default(convolution);  convolution = None
    detach = torch.ops.aten.detach.default(relu);  detach = None
    view_1 = torch.ops.aten.view.default(relu, [2, 96]);  relu = None
    _param_constant4 = self._param_constant4
    t = torch.ops.aten.t.default(_param_constant4);  _param_constant4 = None
    _param_constant5 = self._param_constant5
    addmm = torch.ops.aten.addmm.default(_param_constant5, view_1, t);  _param_constant5 = view_1 = t = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm, 1, False);  addmm = None
    detach_1 = torch.ops.aten.detach.default(_log_softmax);  detach_1 = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
    getitem = nll_loss_forward[0]
    getitem_1 = nll_loss_forward[1];  nll_loss_forward = getitem_1 = None
    return getitem
    