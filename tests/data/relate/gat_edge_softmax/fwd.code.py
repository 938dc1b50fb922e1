


def forward(self, x_1, labels_1):
    _param_constant0 = self._param_constant0
    t = torch.ops.aten.t.default(_param_constant0);  _param_constant0 = None
    mm = torch.ops.aten.mm.default(x_1, t);  x_1 = t = None
    view = torch.ops.aten.view.default(mm, [8, 2, 4]);  mm = None
    _param_constant1 = self._param_constant1
    mul = torch.ops.aten.mul.Tensor(view, _param_constant1);  _param_constant1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(mul, [-1]);  mul = None
    _param_constant2 = self._param_constant2
    mul_1 = torch.ops.aten.mul.Tensor(view, _param_constant2);  _param_constant2 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(mul_1, [-1]);  mul_1 = None
    _tensor_constant0 = self._tensor_constant0
    index = torch.ops.aten.index.Tensor(sum_1, [_tensor_constant0]);  sum_1 = _tensor_constant0 = None
    _tensor_constant1 = self._tensor_constant1
    index_1 = torch.ops.aten.index.Tensor(sum_2, [_tensor_constant1]);  sum_2 = _tensor_constant1 = None
    add = torch.ops.aten.add.Tensor(index, index_1);  index = index_1 = None
    leaky_relu = torch.ops.aten.leaky_relu.default(add, 0.2);  add = None
    _tensor_constant1_1 = self._tensor_constant1
    unsqueeze = torch.ops.aten.unsqueeze.default(_tensor_constant1_1, 1);  _tensor_constant1_1 = None
    expand = torch.ops.aten.expand.default(unsqueeze, [-1, 2]);  unsqueeze = None
    new_zeros = torch.ops.aten.new_zeros.default(leaky_relu, [8, 2], pin_memory = False)
    scatter_reduce = torch.ops.aten.scatter_reduce.two(new_zeros, 0, expand, leaky_relu, 'amax', include_self = False);  new_zeros = expand = None
    detach = torch.ops.aten.detach.default(scatter_reduce);  detach = None
    _tensor_constant1_2 = self._tensor_constant1
    index_2 = torch.ops.aten.index.Tensor(scatter_reduce, [_tensor_constant1_2]);  scatter_reduce = _tensor_constant1_2 = None
    sub = torch.ops.aten.sub.Tensor(leaky_relu, index_2);  index_2 = None
    exp = torch.ops.aten.exp.default(sub);  sub = None
    detach_1 = torch.ops.aten.detach.default(exp);  detach_1 = None
    new_zeros_1 = torch.ops.aten.new_zeros.default(leaky_relu, [8, 2], pin_memory = False);  leaky_relu = None
    _tensor_constant1_3 = self._tensor_constant1
    index_add = torch.ops.aten.index_add.default(new_zeros_1, 0, _tensor_constant1_3, exp);  new_zeros_1 = _tensor_constant1_3 = None
    _tensor_constant1_4 = self._tensor_constant1
    index_3 = torch.ops.aten.index.Tensor(index_add, [_tensor_constant1_4]);  index_add = _tensor_constant1_4 = None
    div = torch.ops.aten.div.Tensor(exp, index_3);  exp = index_3 = None
    new_zeros_2 = torch.ops.aten.new_zeros.default(view, [8, 2, 4], pin_memory = False)
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(div, -1);  div = None
    _tensor_constant0_1 = self._tensor_constant0
    index_4 = torch.ops.aten.index.Tensor(view, [_tensor_constant0_1]);  view = _tensor_constant0_1 = None
    mul_2 = torch.ops.aten.mul.Tensor(unsqueeze_1, index_4);  unsqueeze_1 = index_4 = None
    _tensor_constant1_5 = self._tensor_constant1
    index_add_ = torch.ops.aten.index_add_.default(new_zeros_2, 0, _tensor_constant1_5, mul_2);  new_zeros_2 = _tensor_constant1_5 = mul_2 = None
    view_1 = torch.ops.aten.view.default(index_add_, [8, 8]);  index_add_ = None
    _param_constant3 = self._param_constant3
    add_1 = torch.ops.aten.add.Tensor(view_1, _param_constant3);  view_1 = _param_constant3 = None
    elu = torch.ops.aten.elu.default(add_1, 1.0);  add_1 = None
    _param_constant4 = self._param_constant4
    t_1 = torch.ops.aten.t.default(_param_constant4);  _param_constant4 = None
    mm_1 = torch.ops.aten.mm.default(elu, t_1);  elu = t_1 = None
    view_2 = torch.ops.aten.view.default(mm_1, [8, 1, 6]);  mm_1 = None
    _param_constant5 = self._param_constant5
    mul_3 = torch.ops.aten.mul.Tensor(view_2, _param_constant5);  _param_constant5 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(mul_3, [-1]);  mul_3 = None
    _param_constant6 = self._param_constant6
    mul_4 = torch.ops.aten.mul.Tensor(view_2, _param_constant6);  _param_constant6 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(mul_4, [-1]);  mul_4 = None
    _tensor_constant0_2 = self._tensor_constant0
    index_5 = torch.ops.aten.index.Tensor(sum_3, [_tensor_constant0_2]);  sum_3 = _tensor_constant0_2 = None
    _tensor_constant1_6 = self._tensor_constant1
    index_6 = torch.ops.aten.index.Tensor(sum_4, [_tensor_constant1_6]);  sum_4 = _tensor_constant1_6 = None
    add_2 = torch.ops.aten.add.Tensor(index_5, index_6);  index_5 = index_6 = None
    leaky_relu_1 = torch.ops.aten.leaky_relu.default(add_2, 0.2);  add_2 = None
    _tensor_constant1_7 = self._tensor_constant1
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(_tensor_constant1_7, 1);  _tensor_constant1_7 = None
    expand_1 = torch.ops.aten.expand.default(unsqueeze_2, [-1, 1]);  unsqueeze_2 = None
    new_zeros_3 = torch.ops.aten.new_zeros.default(leaky_relu_1, [8, 1], pin_memory = False)
    scatter_reduce_1 = torch.ops.aten.scatter_reduce.two(new_zeros_3, 0, expand_1, leaky_relu_1, 'amax', include_self = False);  new_zeros_3 = expand_1 = None
    detach_2 = torch.ops.aten.detach.default(scatter_reduce_1);  detach_2 = None
    _tensor_constant1_8 = self._tensor_constant1
    index_7 = torch.ops.aten.index.Tensor(scatter_reduce_1, [_tensor_constant1_8]);  scatter_reduce_1 = _tensor_constant1_8 = None
    sub_1 = torch.ops.aten.sub.Tensor(leaky_relu_1, index_7);  index_7 = None
    exp_1 = torch.ops.aten.exp.default(sub_1);  sub_1 = None
    detach_3 = torch.ops.aten.detach.default(exp_1);  detach_3 = None
    new_zeros_4 = torch.ops.aten.new_zeros.default(leaky_relu_1, [8, 1], pin_memory = False);  leaky_relu_1 = None
    _tensor_constant1_9 = self._tensor_constant1
    index_add_1 = torch.ops.aten.index_add.default(new_zeros_4, 0, _tensor_constant1_9, exp_1);  new_zeros_4 = _tensor_constant1_9 = None
    _tensor_constant1_10 = self._tensor_constant1
    index_8 = torch.ops.aten.index.Tensor(index_add_1, [_tensor_constant1_10]);  index_add_1 = _tensor_constant1_10 = None
    div_1 = torch.ops.aten.div.Tensor(exp_1, index_8);  exp_1 = index_8 = None
    new_zeros_5 = torch.ops.aten.new_zeros.default(view_2, [8, 1, 6], pin_memory = False)
    unsqueeze_3 = torch.ops.aten.unsqueeze.default(div_1, -1);  div_1 = None
    _tensor_constant0_3 = self._tensor_constant0
    index_9 = torch.ops.aten.index.Tensor(view_2, [_tensor_constant0_3]);  view_2 = _tensor_constant0_3 = None
    mul_5 = torch.ops.aten.mul.Tensor(unsqueeze_3, index_9);  unsqueeze_3 = index_9 = None
    _tensor_constant1_11 = self._tensor_constant1
    index_add__1 = torch.ops.aten.index_add_.default(new_zeros_5, 0, _tensor_constant1_11, mul_5);  new_zeros_5 = _tensor_constant1_11 = mul_5 = None
    view_3 = torch.ops.aten.view.default(index_add__1, [8, 6]);  index_add__1 = None
    _param_constant7 = self._param_constant7
    add_3 = torch.ops.aten.add.Tensor(view_3, _param_constant7);  view_3 = _param_constant7 = None
    view_4 = torch.ops.aten.view.default(add_3, [2, -1, 6]);  add_3 = None
    mean = torch.ops.aten.mean.dim(view_4, [1]);  view_4 = None
    _param_constant8 = self._param_constant8
    t_2 = torch.ops.aten.t.default(_param_constant8);  _param_constant8 = None
    _param_constant9 = self._param_constant9
    addmm = torch.ops.aten.addmm.default(_param_constant9, mean, t_2);  _param_constant9 = mean = t_2 = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm, 1, False);  addmm = None
    detach_4 = torch.ops.aten.detach.default(_log_softmax);  detach_4 = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
    getitem = nll_loss_forward[0]
    getitem_1 = nll_loss_forward[1];  nll_loss_forward = getitem_1 = None
    return getitem
    