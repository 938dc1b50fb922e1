


def forward(self, x_1, labels_1):
    _param_constant0 = self._param_constant0
    t = torch.ops.aten.t.default(_param_constant0);  _param_constant0 = None
    _param_constant1 = self._param_constant1
    addmm = torch.ops.aten.addmm.default(_param_constant1, x_1, t);  _param_constant1 = x_1 = t = None
    tanh = torch.ops.aten.tanh.default(addmm);  addmm = None
    detach = torch.ops.aten.detach.default(tanh);  detach = None
    _tensor_constant0 = self._tensor_constant0
    index_select = torch.ops.aten.index_select.default(tanh, 0, _tensor_constant0);  _tensor_constant0 = None
    _tensor_constant1 = self._tensor_constant1
    index_select_1 = torch.ops.aten.index_select.default(tanh, 0, _tensor_constant1);  _tensor_constant1 = None
    sub = torch.ops.aten.sub.Tensor(index_select_1, index_select);  index_select_1 = None
    cat = torch.ops.aten.cat.default([index_select, sub], -1);  index_select = sub = None
    _param_constant2 = self._param_constant2
    t_1 = torch.ops.aten.t.default(_param_constant2);  _param_constant2 = None
    _param_constant3 = self._param_constant3
    addmm_1 = torch.ops.aten.addmm.default(_param_constant3, cat, t_1);  _param_constant3 = cat = t_1 = None
    relu = torch.ops.aten.relu.default(addmm_1);  addmm_1 = None
    detach_1 = torch.ops.aten.detach.default(relu);  detach_1 = None
    _tensor_constant1_1 = self._tensor_constant1
    unsqueeze = torch.ops.aten.unsqueeze.default(_tensor_constant1_1, 1);  _tensor_constant1_1 = None
    expand = torch.ops.aten.expand.default(unsqueeze, [8, 4]);  unsqueeze = None
    new_zeros = torch.ops.aten.new_zeros.default(tanh, [6, 4], pin_memory = False)
    scatter_reduce = torch.ops.aten.scatter_reduce.two(new_zeros, 0, expand, relu, 'sum', include_self = False);  new_zeros = None
    detach_2 = torch.ops.aten.detach.default(scatter_reduce);  detach_2 = None
    new_zeros_1 = torch.ops.aten.new_zeros.default(tanh, [6, 4], pin_memory = False)
    scatter_reduce_1 = torch.ops.aten.scatter_reduce.two(new_zeros_1, 0, expand, relu, 'amax', include_self = False);  new_zeros_1 = expand = None
    detach_3 = torch.ops.aten.detach.default(scatter_reduce_1);  detach_3 = None
    new_zeros_2 = torch.ops.aten.new_zeros.default(tanh, [6], pin_memory = False)
    new_ones = torch.ops.aten.new_ones.default(tanh, [8], pin_memory = False)
    _tensor_constant1_2 = self._tensor_constant1
    index_add = torch.ops.aten.index_add.default(new_zeros_2, 0, _tensor_constant1_2, new_ones);  new_zeros_2 = _tensor_constant1_2 = new_ones = None
    clamp_min = torch.ops.aten.clamp_min.default(index_add, 1.0);  index_add = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(clamp_min, 1);  clamp_min = None
    div = torch.ops.aten.div.Tensor(scatter_reduce, unsqueeze_1);  scatter_reduce = unsqueeze_1 = None
    cat_1 = torch.ops.aten.cat.default([div, scatter_reduce_1], -1);  div = scatter_reduce_1 = None
    _param_constant4 = self._param_constant4
    t_2 = torch.ops.aten.t.default(_param_constant4);  _param_constant4 = None
    _param_constant5 = self._param_constant5
    addmm_2 = torch.ops.aten.addmm.default(_param_constant5, cat_1, t_2);  _param_constant5 = cat_1 = t_2 = None
    add = torch.ops.aten.add.Tensor(tanh, addmm_2);  tanh = addmm_2 = None
    _tensor_constant1_3 = self._tensor_constant1
    index_add_1 = torch.ops.aten.index_add.default(add, 0, _tensor_constant1_3, relu, alpha = 0.5);  add = _tensor_constant1_3 = relu = None
    _tensor_constant2 = self._tensor_constant2
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(_tensor_constant2, 1);  _tensor_constant2 = None
    expand_1 = torch.ops.aten.expand.default(unsqueeze_2, [6, 4]);  unsqueeze_2 = None
    new_zeros_3 = torch.ops.aten.new_zeros.default(index_add_1, [2, 4], pin_memory = False)
    scatter_add = torch.ops.aten.scatter_add.default(new_zeros_3, 0, expand_1, index_add_1);  new_zeros_3 = expand_1 = None
    new_zeros_4 = torch.ops.aten.new_zeros.default(index_add_1, [2], pin_memory = False)
    new_ones_1 = torch.ops.aten.new_ones.default(index_add_1, [6], pin_memory = False)
    _tensor_constant2_1 = self._tensor_constant2
    scatter_add_1 = torch.ops.aten.scatter_add.default(new_zeros_4, 0, _tensor_constant2_1, new_ones_1);  new_zeros_4 = _tensor_constant2_1 = new_ones_1 = None
    unsqueeze_3 = torch.ops.aten.unsqueeze.default(scatter_add_1, 1);  scatter_add_1 = None
    div_1 = torch.ops.aten.div.Tensor(scatter_add, unsqueeze_3);  scatter_add = unsqueeze_3 = None
    _param_constant6 = self._param_constant6
    t_3 = torch.ops.aten.t.default(_param_constant6);  _param_constant6 = None
    _param_constant7 = self._param_constant7
    addmm_3 = torch.ops.aten.addmm.default(_param_constant7, index_add_1, t_3);  _param_constant7 = t_3 = None
    squeeze = torch.ops.aten.squeeze.dim(addmm_3, -1);  addmm_3 = None
    view = torch.ops.aten.view.default(squeeze, [2, 3]);  squeeze = None
    argmax = torch.ops.aten.argmax.default(view, -1, True)
    view_1 = torch.ops.aten.view.default(index_add_1, [2, 3, 4]);  index_add_1 = None
    unsqueeze_4 = torch.ops.aten.unsqueeze.default(argmax, -1)
    expand_2 = torch.ops.aten.expand.default(unsqueeze_4, [2, 1, 4]);  unsqueeze_4 = None
    gather = torch.ops.aten.gather.default(view_1, 1, expand_2);  view_1 = expand_2 = None
    squeeze_1 = torch.ops.aten.squeeze.dim(gather, 1);  gather = None
    gather_1 = torch.ops.aten.gather.default(view, 1, argmax);  view = argmax = None
    sigmoid = torch.ops.aten.sigmoid.default(gather_1);  gather_1 = None
    detach_4 = torch.ops.aten.detach.default(sigmoid);  detach_4 = None
    mul = torch.ops.aten.mul.Tensor(squeeze_1, sigmoid);  squeeze_1 = sigmoid = None
    gt = torch.ops.aten.gt.Scalar(div_1, 0)
    _param_constant8 = self._param_constant8
    mul_1 = torch.ops.aten.mul.Tensor(mul, _param_constant8);  _param_constant8 = None
    masked_scatter = torch.ops.aten.masked_scatter.default(div_1, gt, mul_1);  div_1 = gt = mul_1 = None
    cat_2 = torch.ops.aten.cat.default([masked_scatter, mul], -1);  masked_scatter = mul = None
    _param_constant9 = self._param_constant9
    t_4 = torch.ops.aten.t.default(_param_constant9);  _param_constant9 = None
    _param_constant10 = self._param_constant10
    addmm_4 = torch.ops.aten.addmm.default(_param_constant10, cat_2, t_4);  _param_constant10 = cat_2 = t_4 = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm_4, 1, False);  addmm_4 = None
    detach_5 = torch.ops.aten.detach.default(_log_softmax);  detach_5 = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
    getitem = nll_loss_forward[0]
    getitem_1 = nll_loss_forward[1];  nll_loss_forward = getitem_1 = None
    return getitem
    