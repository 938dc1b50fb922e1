


def forward(self, x_1, labels_1):
    _param_constant0 = self._param_constant0
    _param_constant1 = self._param_constant1
    convolution = torch.ops.aten.convolution.default(x_1, _param_constant0, _param_constant1, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  x_1 = _param_constant0 = _param_constant1 = None
    _param_constant2 = self._param_constant2
    _param_constant3 = self._param_constant3
    convolution_1 = torch.ops.aten.convolution.default(convolution, _param_constant2, _param_constant3, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  _param_constant2 = _param_constant3 = None
    relu = torch.ops.aten.relu.default(convolution_1);  convolution_1 = None
    _param_constant4 = self._param_constant4
    _param_constant5 = self._param_constant5
    convolution_2 = torch.ops.aten.convolution.default(relu, _param_constant4, _param_constant5, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu = _param_constant4 = _param_constant5 = None
    add = torch.ops.aten.add.Tensor(convolution, convolution_2);  convolution = convolution_2 = None
    _param_constant6 = self._param_constant6
    _param_constant7 = self._param_constant7
    convolution_3 = torch.ops.aten.convolution.default(add, _param_constant6, _param_constant7, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  _param_constant6 = _param_constant7 = None
    relu_1 = torch.ops.aten.relu.default(convolution_3);  convolution_3 = None
    _param_constant8 = self._param_constant8
    _param_constant9 = self._param_constant9
    convolution_4 = torch.ops.aten.convolution.default(relu_1, _param_constant8, _param_constant9, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  relu_1 = _param_constant8 = _param_constant9 = None
    add_1 = torch.ops.aten.add.Tensor(add, convolution_4);  add = convolution_4 = None
    mean = torch.ops.aten.mean.dim(add_1, [2, 3]);  add_1 = None
    _param_constant10 = self._param_constant10
    t = torch.ops.aten.t.default(_param_constant10);  _param_constant10 = None
    _param_constant11 = self._param_constant11
    addmm = torch.ops.aten.addmm.default(_param_constant11, mean, t);  _param_constant11 = mean = t = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm, 1, False);  addmm = None
    detach = torch.ops.aten.detach.default(_log_softmax);  detach = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
    getitem = nll_loss_forward[0]
    getitem_1 = nll_loss_forward[1];  nll_loss_forward = getitem_1 = None
    return getitem
    