


def forward(self, x_1, labels_1):
    view = torch.ops.aten.view.default(x_1, [2, 32])
    _param_constant0 = self._param_constant0
    t = torch.ops.aten.t.default(_param_constant0);  _param_constant0 = None
    _param_constant1 = self._param_constant1
    addmm = torch.ops.aten.addmm.default(_param_constant1, view, t);  _param_constant1 = view = t = None
    tanh = torch.ops.aten.tanh.default(addmm);  addmm = None
    detach = torch.ops.aten.detach.default(tanh);  detach = None
    mul = torch.ops.aten.mul.Tensor(tanh, 0.1);  tanh = None
    _tensor_constant0 = self._tensor_constant0
    add = torch.ops.aten.add.Tensor(_tensor_constant0, mul);  _tensor_constant0 = mul = None
    view_1 = torch.ops.aten.view.default(add, [-1, 2, 3]);  add = None
    affine_grid_generator = torch.ops.aten.affine_grid_generator.default(view_1, [2, 2, 4, 4], False);  view_1 = None
    grid_sampler_2d = torch.ops.aten.grid_sampler_2d.default(x_1, affine_grid_generator, 0, 0, False);  x_1 = affine_grid_generator = None
    pixel_unshuffle = torch.ops.aten.pixel_unshuffle.default(grid_sampler_2d, 2);  grid_sampler_2d = None
    _param_constant2 = self._param_constant2
    _param_constant3 = self._param_constant3
    convolution = torch.ops.aten.convolution.default(pixel_unshuffle, _param_constant2, _param_constant3, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  pixel_unshuffle = _param_constant2 = _param_constant3 = None
    relu = torch.ops.aten.relu.default(convolution);  convolution = None
    detach_1 = torch.ops.aten.detach.default(relu);  detach_1 = None
    _param_constant4 = self._param_constant4
    div = torch.ops.aten.div.Tensor(_param_constant4, 0.6666666666666666);  _param_constant4 = None
    sigmoid = torch.ops.aten.sigmoid.default(div);  div = None
    detach_2 = torch.ops.aten.detach.default(sigmoid);  detach_2 = None
    mul_1 = torch.ops.aten.mul.Tensor(sigmoid, 1.2000000000000002);  sigmoid = None
    add_1 = torch.ops.aten.add.Tensor(mul_1, -0.1);  mul_1 = None
    clamp = torch.ops.aten.clamp.default(add_1, 0.0, 1.0);  add_1 = None
    view_2 = torch.ops.aten.view.default(clamp, [1, -1, 1, 1]);  clamp = None
    mul_2 = torch.ops.aten.mul.Tensor(relu, view_2);  relu = view_2 = None
    mean = torch.ops.aten.mean.dim(mul_2, [2, 3]);  mul_2 = None
    _param_constant5 = self._param_constant5
    t_1 = torch.ops.aten.t.default(_param_constant5);  _param_constant5 = None
    _param_constant6 = self._param_constant6
    addmm_1 = torch.ops.aten.addmm.default(_param_constant6, mean, t_1);  _param_constant6 = mean = t_1 = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm_1, 1, False);  addmm_1 = None
    detach_3 = torch.ops.aten.detach.default(_log_softmax);  detach_3 = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
    getitem = nll_loss_forward[0]
    getitem_1 = nll_loss_forward[1];  nll_loss_forward = getitem_1 = None
    return getitem
    