


def forward(self, x_1, labels_1):
    _param_constant0 = self._param_constant0
    _param_constant1 = self._param_constant1
    convolution = torch.ops.aten.convolution.default(x_1, _param_constant0, _param_constant1, [1, 1, 1], [0, 1, 1], [1, 1, 1], False, [0, 0, 0], 1);  _param_constant0 = _param_constant1 = None
    relu = torch.ops.aten.relu.default(convolution);  convolution = None
    detach = torch.ops.aten.detach.default(relu);  detach = None
    avg_pool3d = torch.ops.aten.avg_pool3d.default(relu, [1, 2, 2], [1, 2, 2]);  relu = None
    mean = torch.ops.aten.mean.dim(avg_pool3d, [3, 4]);  avg_pool3d = None
    transpose = torch.ops.aten.transpose.int(mean, 1, 2);  mean = None
    logcumsumexp = torch.ops.aten.logcumsumexp.default(transpose, 1)
    detach_1 = torch.ops.aten.detach.default(logcumsumexp);  detach_1 = None
    cat = torch.ops.aten.cat.default([transpose, logcumsumexp], -1);  transpose = logcumsumexp = None
    view = torch.ops.aten.view.default(cat, [6, 8]);  cat = None
    _param_constant2 = self._param_constant2
    t = torch.ops.aten.t.default(_param_constant2);  _param_constant2 = None
    _param_constant3 = self._param_constant3
    addmm = torch.ops.aten.addmm.default(_param_constant3, view, t);  _param_constant3 = view = t = None
    view_1 = torch.ops.aten.view.default(addmm, [2, 3, 4]);  addmm = None
    tanh = torch.ops.aten.tanh.default(view_1);  view_1 = None
    detach_2 = torch.ops.aten.detach.default(tanh);  detach_2 = None
    view_2 = torch.ops.aten.view.default(tanh, [6, 4])
    _param_constant4 = self._param_constant4
    t_1 = torch.ops.aten.t.default(_param_constant4);  _param_constant4 = None
    _param_constant5 = self._param_constant5
    addmm_1 = torch.ops.aten.addmm.default(_param_constant5, view_2, t_1);  _param_constant5 = view_2 = t_1 = None
    view_3 = torch.ops.aten.view.default(addmm_1, [2, 3, 1]);  addmm_1 = None
    squeeze = torch.ops.aten.squeeze.dim(view_3, -1);  view_3 = None
    topk = torch.ops.aten.topk.default(squeeze, 2, 1);  squeeze = None
    getitem = topk[0]
    getitem_1 = topk[1];  topk = None
    unsqueeze = torch.ops.aten.unsqueeze.default(getitem_1, -1);  getitem_1 = None
    expand = torch.ops.aten.expand.default(unsqueeze, [-1, -1, 4]);  unsqueeze = None
    gather = torch.ops.aten.gather.default(tanh, 1, expand);  tanh = expand = None
    _softmax = torch.ops.aten._softmax.default(getitem, 1, False);  getitem = None
    detach_3 = torch.ops.aten.detach.default(_softmax);  detach_3 = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(_softmax, -1);  _softmax = None
    mul = torch.ops.aten.mul.Tensor(unsqueeze_1, gather);  unsqueeze_1 = gather = None
    sum_1 = torch.ops.aten.sum.dim_IntList(mul, [1]);  mul = None
    _param_constant6 = self._param_constant6
    _param_constant7 = self._param_constant7
    convolution_1 = torch.ops.aten.convolution.default(x_1, _param_constant6, _param_constant7, [1, 1, 1], [0, 0, 0], [1, 1, 1], False, [0, 0, 0], 1);  x_1 = _param_constant6 = _param_constant7 = None
    mean_1 = torch.ops.aten.mean.dim(convolution_1, [-1, -2, -3], True);  convolution_1 = None
    view_4 = torch.ops.aten.view.default(mean_1, [2, 4]);  mean_1 = None
    cat_1 = torch.ops.aten.cat.default([sum_1, view_4], -1);  sum_1 = view_4 = None
    _param_constant8 = self._param_constant8
    t_2 = torch.ops.aten.t.default(_param_constant8);  _param_constant8 = None
    _param_constant9 = self._param_constant9
    addmm_2 = torch.ops.aten.addmm.default(_param_constant9, cat_1, t_2);  _param_constant9 = cat_1 = t_2 = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm_2, 1, False);  addmm_2 = None
    detach_4 = torch.ops.aten.detach.default(_log_softmax);  detach_4 = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
    getitem_2 = nll_loss_forward[0]
    getitem_3 = nll_loss_forward[1];  nll_loss_forward = getitem_3 = None
    return getitem_2
    