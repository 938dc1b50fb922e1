


def forward(self, ids_1, offsets_1, img_1, labels_1):
    _param_constant0 = self._param_constant0
    _embedding_bag = torch.ops.aten._embedding_bag.default(_param_constant0, ids_1, offsets_1, False, 1, False, None);  _param_constant0 = ids_1 = offsets_1 = None
    getitem = _embedding_bag[0]
    getitem_1 = _embedding_bag[1];  getitem_1 = None
    getitem_2 = _embedding_bag[2];  getitem_2 = None
    getitem_3 = _embedding_bag[3];  _embedding_bag = getitem_3 = None
    _param_constant1 = self._param_constant1
    t = torch.ops.aten.t.default(_param_constant1);  _param_constant1 = None
    _param_constant2 = self._param_constant2
    addmm = torch.ops.aten.addmm.default(_param_constant2, getitem, t);  _param_constant2 = t = None
    tanh = torch.ops.aten.tanh.default(addmm);  addmm = None
    detach = torch.ops.aten.detach.default(tanh);  detach = None
    sort = torch.ops.aten.sort.default(tanh)
    getitem_4 = sort[0];  getitem_4 = None
    getitem_5 = sort[1];  sort = None
    gather = torch.ops.aten.gather.default(tanh, 1, getitem_5);  getitem_5 = None
    _tensor_constant0 = self._tensor_constant0
    index_select = torch.ops.aten.index_select.default(tanh, 1, _tensor_constant0);  _tensor_constant0 = None
    stack = torch.ops.aten.stack.default([getitem, tanh, gather], 1);  getitem = None
    view = torch.ops.aten.view.default(stack, [6, 4]);  stack = None
    _param_constant1_1 = self._param_constant1
    t_1 = torch.ops.aten.t.default(_param_constant1_1);  _param_constant1_1 = None
    _param_constant2_1 = self._param_constant2
    addmm_1 = torch.ops.aten.addmm.default(_param_constant2_1, view, t_1);  _param_constant2_1 = view = t_1 = None
    view_1 = torch.ops.aten.view.default(addmm_1, [2, 3, 4]);  addmm_1 = None
    view_2 = torch.ops.aten.view.default(view_1, [-1, 4]);  view_1 = None
    slice_1 = torch.ops.aten.slice.Tensor(view_2, 0, 0, 6);  view_2 = None
    zeros = torch.ops.aten.zeros.default([4, 4], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    _tensor_constant1 = self._tensor_constant1
    unsqueeze = torch.ops.aten.unsqueeze.default(_tensor_constant1, 1);  _tensor_constant1 = None
    expand = torch.ops.aten.expand.default(unsqueeze, [-1, 4]);  unsqueeze = None
    scatter_add = torch.ops.aten.scatter_add.default(zeros, 0, expand, slice_1);  zeros = expand = slice_1 = None
    _param_constant3 = self._param_constant3
    t_2 = torch.ops.aten.t.default(_param_constant3);  _param_constant3 = None
    _param_constant4 = self._param_constant4
    addmm_2 = torch.ops.aten.addmm.default(_param_constant4, tanh, t_2);  _param_constant4 = t_2 = None
    tanh_1 = torch.ops.aten.tanh.default(addmm_2);  addmm_2 = None
    detach_1 = torch.ops.aten.detach.default(tanh_1);  detach_1 = None
    mul = torch.ops.aten.mul.Tensor(tanh_1, 0.1);  tanh_1 = None
    linspace = torch.ops.aten.linspace.default(-1, 1, 4, device = device(type='cpu'), pin_memory = False)
    view_3 = torch.ops.aten.view.default(linspace, [-1, 1])
    expand_1 = torch.ops.aten.expand.default(view_3, [4, 4]);  view_3 = None
    view_4 = torch.ops.aten.view.default(linspace, [1, -1]);  linspace = None
    expand_2 = torch.ops.aten.expand.default(view_4, [4, 4]);  view_4 = None
    stack_1 = torch.ops.aten.stack.default([expand_2, expand_1], -1);  expand_2 = expand_1 = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(stack_1, 0);  stack_1 = None
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(mul, 1);  mul = None
    unsqueeze_3 = torch.ops.aten.unsqueeze.default(unsqueeze_2, 2);  unsqueeze_2 = None
    add = torch.ops.aten.add.Tensor(unsqueeze_1, unsqueeze_3);  unsqueeze_1 = unsqueeze_3 = None
    _param_constant5 = self._param_constant5
    _param_constant6 = self._param_constant6
    convolution = torch.ops.aten.convolution.default(img_1, _param_constant5, _param_constant6, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  img_1 = _param_constant5 = _param_constant6 = None
    relu = torch.ops.aten.relu.default(convolution);  convolution = None
    detach_2 = torch.ops.aten.detach.default(relu);  detach_2 = None
    grid_sampler_2d = torch.ops.aten.grid_sampler_2d.default(relu, add, 0, 0, False);  relu = add = None
    add_1 = torch.ops.aten.add.Tensor(gather, index_select);  gather = index_select = None
    mean = torch.ops.aten.mean.dim(scatter_add, [0], True);  scatter_add = None
    expand_3 = torch.ops.aten.expand.default(mean, [2, -1]);  mean = None
    mean_1 = torch.ops.aten.mean.dim(grid_sampler_2d, [2, 3]);  grid_sampler_2d = None
    cat = torch.ops.aten.cat.default([add_1, expand_3, tanh, mean_1], -1);  add_1 = expand_3 = tanh = mean_1 = None
    _param_constant7 = self._param_constant7
    t_3 = torch.ops.aten.t.default(_param_constant7);  _param_constant7 = None
    _param_constant8 = self._param_constant8
    addmm_3 = torch.ops.aten.addmm.default(_param_constant8, cat, t_3);  _param_constant8 = cat = t_3 = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm_3, 1, False);  addmm_3 = None
    detach_3 = torch.ops.aten.detach.default(_log_softmax);  detach_3 = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
    getitem_6 = nll_loss_forward[0]
    getitem_7 = nll_loss_forward[1];  nll_loss_forward = getitem_7 = None
    return getitem_6
    