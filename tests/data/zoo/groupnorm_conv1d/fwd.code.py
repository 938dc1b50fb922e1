


def forward(self, x_1, labels_1):
    _param_constant0 = self._param_constant0
    _param_constant1 = self._param_constant1
    convolution = torch.ops.aten.convolution.default(x_1, _param_constant0, _param_constant1, [1], [1], [1], False, [0], 1);  x_1 = _param_constant0 = _param_constant1 = None
    _param_constant2 = self._param_constant2
    _param_constant3 = self._param_constant3
    native_group_norm = torch.ops.aten.native_group_norm.default(convolution, _param_constant2, _param_constant3, 2, 8, 12, 2, 1e-05);  convolution = _param_constant2 = _param_constant3 = None
    getitem = native_group_norm[0]
    getitem_1 = native_group_norm[1]
    getitem_2 = native_group_norm[2];  native_group_norm = None
    detach = torch.ops.aten.detach.default(getitem_1);  getitem_1 = detach = None
    detach_1 = torch.ops.aten.detach.default(getitem_2);  getitem_2 = detach_1 = None
    elu = torch.ops.aten.elu.default(getitem, 1.0);  getitem = None
    _param_constant4 = self._param_constant4
    _param_constant5 = self._param_constant5
    convolution_1 = torch.ops.aten.convolution.default(elu, _param_constant4, _param_constant5, [1], [1], [1], False, [0], 1);  elu = _param_constant4 = _param_constant5 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(convolution_1, -2);  convolution_1 = None
    avg_pool2d = torch.ops.aten.avg_pool2d.default(unsqueeze, [1, 2], [1, 2]);  unsqueeze = None
    squeeze = torch.ops.aten.squeeze.dim(avg_pool2d, -2);  avg_pool2d = None
    view = torch.ops.aten.view.default(squeeze, [2, 24]);  squeeze = None
    _param_constant6 = self._param_constant6
    t = torch.ops.aten.t.default(_param_constant6);  _param_constant6 = None
    _param_constant7 = self._param_constant7
    addmm = torch.ops.aten.addmm.default(_param_constant7, view, t);  _param_constant7 = view = t = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm, 1, False);  addmm = None
    detach_2 = torch.ops.aten.detach.default(_log_softmax);  detach_2 = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
    getitem_3 = nll_loss_forward[0]
    getitem_4 = nll_loss_forward[1];  nll_loss_forward = getitem_4 = None
    return getitem_3
    