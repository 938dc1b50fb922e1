


def forward(self, x_1, labels_1):
    _param_constant0 = self._param_constant0
    mean = torch.ops.aten.mean.dim(_param_constant0, [1, 2, 3], True);  _param_constant0 = None
    _param_constant0_1 = self._param_constant0
    std = torch.ops.aten.std.correction(_param_constant0_1, [1, 2, 3], correction = 1, keepdim = True);  _param_constant0_1 = None
    detach = torch.ops.aten.detach.default(std);  detach = None
    add = torch.ops.aten.add.Tensor(std, 1e-05);  std = None
    _param_constant0_2 = self._param_constant0
    sub = torch.ops.aten.sub.Tensor(_param_constant0_2, mean);  _param_constant0_2 = mean = None
    div = torch.ops.aten.div.Tensor(sub, add);  sub = add = None
    convolution = torch.ops.aten.convolution.default(x_1, div, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  x_1 = div = None
    _param_constant1 = self._param_constant1
    _param_constant2 = self._param_constant2
    native_group_norm = torch.ops.aten.native_group_norm.default(convolution, _param_constant1, _param_constant2, 2, 4, 25, 2, 1e-05);  convolution = _param_constant1 = _param_constant2 = None
    getitem = native_group_norm[0]
    getitem_1 = native_group_norm[1]
    getitem_2 = native_group_norm[2];  native_group_norm = None
    detach_1 = torch.ops.aten.detach.default(getitem_1);  getitem_1 = detach_1 = None
    detach_2 = torch.ops.aten.detach.default(getitem_2);  getitem_2 = detach_2 = None
    silu = torch.ops.aten.silu.default(getitem);  getitem = None
    _param_constant3 = self._param_constant3
    mean_1 = torch.ops.aten.mean.dim(_param_constant3, [1, 2, 3], True);  _param_constant3 = None
    _param_constant3_1 = self._param_constant3
    std_1 = torch.ops.aten.std.correction(_param_constant3_1, [1, 2, 3], correction = 1, keepdim = True);  _param_constant3_1 = None
    detach_3 = torch.ops.aten.detach.default(std_1);  detach_3 = None
    add_1 = torch.ops.aten.add.Tensor(std_1, 1e-05);  std_1 = None
    _param_constant3_2 = self._param_constant3
    sub_1 = torch.ops.aten.sub.Tensor(_param_constant3_2, mean_1);  _param_constant3_2 = mean_1 = None
    div_1 = torch.ops.aten.div.Tensor(sub_1, add_1);  sub_1 = add_1 = None
    convolution_1 = torch.ops.aten.convolution.default(silu, div_1, None, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  div_1 = None
    add_2 = torch.ops.aten.add.Tensor(silu, convolution_1);  silu = convolution_1 = None
    mean_2 = torch.ops.aten.mean.dim(add_2, [2, 3]);  add_2 = None
    _param_constant4 = self._param_constant4
    t = torch.ops.aten.t.default(_param_constant4);  _param_constant4 = None
    _param_constant5 = self._param_constant5
    addmm = torch.ops.aten.addmm.default(_param_constant5, mean_2, t);  _param_constant5 = mean_2 = t = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm, 1, False);  addmm = None
    detach_4 = torch.ops.aten.detach.default(_log_softmax);  detach_4 = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
    getitem_3 = nll_loss_forward[0]
    getitem_4 = nll_loss_forward[1];  nll_loss_forward = getitem_4 = None
    return getitem_3
    