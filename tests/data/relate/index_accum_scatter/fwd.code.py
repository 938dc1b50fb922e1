


def forward(self, x_1, labels_1):
    _param_constant0 = self._param_constant0
    t = torch.ops.aten.t.default(_param_constant0);  _param_constant0 = None
    _param_constant1 = self._param_constant1
    addmm = torch.ops.aten.addmm.default(_param_constant1, x_1, t);  _param_constant1 = t = None
    _param_constant2 = self._param_constant2
    t_1 = torch.ops.aten.t.default(_param_constant2);  _param_constant2 = None
    _param_constant3 = self._param_constant3
    addmm_1 = torch.ops.aten.addmm.default(_param_constant3, x_1, t_1);  _param_constant3 = x_1 = t_1 = None
    tanh = torch.ops.aten.tanh.default(addmm_1);  addmm_1 = None
    detach = torch.ops.aten.detach.default(tanh);  detach = None
    arange = torch.ops.aten.arange.default(6, device = device(type='cpu'), pin_memory = False)
    remainder = torch.ops.aten.remainder.Scalar(arange, 3);  arange = None
    expand = torch.ops.aten.expand.default(remainder, [2, 6]);  remainder = None
    arange_1 = torch.ops.aten.arange.default(2, device = device(type='cpu'), pin_memory = False)
    unsqueeze = torch.ops.aten.unsqueeze.default(arange_1, 1);  arange_1 = None
    expand_1 = torch.ops.aten.expand.default(unsqueeze, [2, 6]);  unsqueeze = None
    new_zeros = torch.ops.aten.new_zeros.default(addmm, [2, 3], pin_memory = False)
    mul = torch.ops.aten.mul.Tensor(addmm, tanh)
    index_put_ = torch.ops.aten.index_put_.default(new_zeros, [expand_1, expand], mul, True);  new_zeros = expand_1 = mul = None
    clone = torch.ops.aten.clone.default(tanh)
    lt = torch.ops.aten.lt.Scalar(addmm, -0.3)
    masked_fill_ = torch.ops.aten.masked_fill_.Scalar(clone, lt, 0.0);  clone = lt = None
    new_zeros_1 = torch.ops.aten.new_zeros.default(tanh, [2, 3], pin_memory = False)
    scatter_reduce = torch.ops.aten.scatter_reduce.two(new_zeros_1, 1, expand, addmm, 'amax', include_self = False);  new_zeros_1 = None
    detach_1 = torch.ops.aten.detach.default(scatter_reduce);  detach_1 = None
    new_zeros_2 = torch.ops.aten.new_zeros.default(tanh, [2, 3], pin_memory = False);  tanh = None
    scatter_reduce_1 = torch.ops.aten.scatter_reduce.two(new_zeros_2, 1, expand, masked_fill_, 'mean', include_self = False);  new_zeros_2 = expand = None
    detach_2 = torch.ops.aten.detach.default(scatter_reduce_1);  detach_2 = None
    arange_2 = torch.ops.aten.arange.start_step(5, -1, -1, device = device(type='cpu'), pin_memory = False)
    index_select = torch.ops.aten.index_select.default(masked_fill_, 1, arange_2);  arange_2 = None
    clone_1 = torch.ops.aten.clone.default(addmm);  addmm = None
    slice_1 = torch.ops.aten.slice.Tensor(clone_1, 1, 0, 3)
    mul_1 = torch.ops.aten.mul.Tensor(index_put_, scatter_reduce);  index_put_ = scatter_reduce = None
    add = torch.ops.aten.add.Tensor(mul_1, scatter_reduce_1);  mul_1 = scatter_reduce_1 = None
    copy_ = torch.ops.aten.copy_.default(slice_1, add);  slice_1 = add = copy_ = None
    slice_2 = torch.ops.aten.slice.Tensor(clone_1, 1, 3, 9223372036854775807)
    clone_2 = torch.ops.aten.clone.default(slice_2);  clone_2 = None
    _param_constant4 = self._param_constant4
    mul_ = torch.ops.aten.mul_.Tensor(slice_2, _param_constant4);  slice_2 = _param_constant4 = mul_ = None
    slice_3 = torch.ops.aten.slice.Tensor(clone_1, 1, 1, 9223372036854775807, 2)
    slice_4 = torch.ops.aten.slice.Tensor(index_select, 1, 0, 9223372036854775807, 2)
    mul_2 = torch.ops.aten.mul.Tensor(slice_4, 0.5);  slice_4 = None
    add_ = torch.ops.aten.add_.Tensor(slice_3, mul_2);  slice_3 = mul_2 = add_ = None
    stack = torch.ops.aten.stack.default([clone_1, index_select, masked_fill_], 1);  index_select = masked_fill_ = None
    _param_constant5 = self._param_constant5
    view = torch.ops.aten.view.default(_param_constant5, [1, 3, 1]);  _param_constant5 = None
    mul_3 = torch.ops.aten.mul.Tensor(stack, view);  stack = view = None
    split = torch.ops.aten.split.Tensor(mul_3, 1, 1);  mul_3 = None
    getitem = split[0]
    getitem_1 = split[1]
    getitem_2 = split[2];  split = None
    squeeze = torch.ops.aten.squeeze.dim(getitem, 1);  getitem = None
    squeeze_1 = torch.ops.aten.squeeze.dim(getitem_2, 1);  getitem_2 = None
    add_1 = torch.ops.aten.add.Tensor(squeeze, squeeze_1);  squeeze = squeeze_1 = None
    squeeze_2 = torch.ops.aten.squeeze.dim(getitem_1, 1);  getitem_1 = None
    mul_4 = torch.ops.aten.mul.Tensor(squeeze_2, clone_1);  squeeze_2 = clone_1 = None
    cat = torch.ops.aten.cat.default([add_1, mul_4], -1);  add_1 = mul_4 = None
    _param_constant6 = self._param_constant6
    t_2 = torch.ops.aten.t.default(_param_constant6);  _param_constant6 = None
    _param_constant7 = self._param_constant7
    addmm_2 = torch.ops.aten.addmm.default(_param_constant7, cat, t_2);  _param_constant7 = cat = t_2 = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm_2, 1, False);  addmm_2 = None
    detach_3 = torch.ops.aten.detach.default(_log_softmax);  detach_3 = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
    getitem_3 = nll_loss_forward[0]
    getitem_4 = nll_loss_forward[1];  nll_loss_forward = getitem_4 = None
    return getitem_3
    