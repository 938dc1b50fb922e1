


def forward(self, x_1, labels_1):
    view = torch.ops.aten.view.default(x_1, [8, 5]);  x_1 = None
    _param_constant0 = self._param_constant0
    t = torch.ops.aten.t.default(_param_constant0);  _param_constant0 = None
    _param_constant1 = self._param_constant1
    addmm = torch.ops.aten.addmm.default(_param_constant1, view, t);  _param_constant1 = view = t = None
    view_1 = torch.ops.aten.view.default(addmm, [2, 4, 4]);  addmm = None
    _param_constant2 = self._param_constant2
    _param_constant3 = self._param_constant3
    native_layer_norm = torch.ops.aten.native_layer_norm.default(view_1, [4], _param_constant2, _param_constant3, 1e-05);  view_1 = _param_constant2 = _param_constant3 = None
    getitem = native_layer_norm[0]
    getitem_1 = native_layer_norm[1];  getitem_1 = None
    getitem_2 = native_layer_norm[2];  native_layer_norm = getitem_2 = None
    constant_pad_nd = torch.ops.aten.constant_pad_nd.default(getitem, [0, 0, 1, -1], 0.0)
    _param_constant4 = self._param_constant4
    lerp = torch.ops.aten.lerp.Tensor(getitem, constant_pad_nd, _param_constant4);  _param_constant4 = None
    _param_constant5 = self._param_constant5
    lerp_1 = torch.ops.aten.lerp.Tensor(getitem, constant_pad_nd, _param_constant5);  constant_pad_nd = _param_constant5 = None
    _param_constant6 = self._param_constant6
    t_1 = torch.ops.aten.t.default(_param_constant6);  _param_constant6 = None
    view_2 = torch.ops.aten.view.default(lerp, [8, 4]);  lerp = None
    mm = torch.ops.aten.mm.default(view_2, t_1);  view_2 = t_1 = None
    _unsafe_view = torch.ops.aten._unsafe_view.default(mm, [2, 4, 8]);  mm = None
    relu = torch.ops.aten.relu.default(_unsafe_view);  _unsafe_view = None
    detach = torch.ops.aten.detach.default(relu);  detach = None
    pow_1 = torch.ops.aten.pow.Tensor_Scalar(relu, 2);  relu = None
    _param_constant7 = self._param_constant7
    t_2 = torch.ops.aten.t.default(_param_constant7);  _param_constant7 = None
    view_3 = torch.ops.aten.view.default(lerp_1, [8, 4]);  lerp_1 = None
    mm_1 = torch.ops.aten.mm.default(view_3, t_2);  view_3 = t_2 = None
    _unsafe_view_1 = torch.ops.aten._unsafe_view.default(mm_1, [2, 4, 4]);  mm_1 = None
    sigmoid = torch.ops.aten.sigmoid.default(_unsafe_view_1);  _unsafe_view_1 = None
    detach_1 = torch.ops.aten.detach.default(sigmoid);  detach_1 = None
    _param_constant8 = self._param_constant8
    t_3 = torch.ops.aten.t.default(_param_constant8);  _param_constant8 = None
    view_4 = torch.ops.aten.view.default(pow_1, [8, 8]);  pow_1 = None
    mm_2 = torch.ops.aten.mm.default(view_4, t_3);  view_4 = t_3 = None
    _unsafe_view_2 = torch.ops.aten._unsafe_view.default(mm_2, [2, 4, 4]);  mm_2 = None
    mul = torch.ops.aten.mul.Tensor(sigmoid, _unsafe_view_2);  sigmoid = _unsafe_view_2 = None
    add = torch.ops.aten.add.Tensor(getitem, mul);  getitem = mul = None
    mean = torch.ops.aten.mean.dim(add, [1]);  add = None
    _param_constant9 = self._param_constant9
    t_4 = torch.ops.aten.t.default(_param_constant9);  _param_constant9 = None
    _param_constant10 = self._param_constant10
    addmm_1 = torch.ops.aten.addmm.default(_param_constant10, mean, t_4);  _param_constant10 = mean = t_4 = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm_1, 1, False);  addmm_1 = None
    detach_2 = torch.ops.aten.detach.default(_log_softmax);  detach_2 = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
    getitem_3 = nll_loss_forward[0]
    getitem_4 = nll_loss_forward[1];  nll_loss_forward = getitem_4 = None
    return getitem_3
    