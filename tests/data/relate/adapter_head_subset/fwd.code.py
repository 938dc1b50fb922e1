


def forward(self, x_1, labels_1):
    _param_constant0 = self._param_constant0
    t = torch.ops.aten.t.default(_param_constant0);  _param_constant0 = None
    _param_constant1 = self._param_constant1
    addmm = torch.ops.aten.addmm.default(_param_constant1, x_1, t);  _param_constant1 = x_1 = t = None
    _param_constant2 = self._param_constant2
    _param_constant3 = self._param_constant3
    native_layer_norm = torch.ops.aten.native_layer_norm.default(addmm, [16], _param_constant2, _param_constant3, 1e-05);  _param_constant2 = _param_constant3 = None
    getitem = native_layer_norm[0]
    getitem_1 = native_layer_norm[1];  getitem_1 = None
    getitem_2 = native_layer_norm[2];  native_layer_norm = getitem_2 = None
    _param_constant4 = self._param_constant4
    t_1 = torch.ops.aten.t.default(_param_constant4);  _param_constant4 = None
    _param_constant5 = self._param_constant5
    addmm_1 = torch.ops.aten.addmm.default(_param_constant5, getitem, t_1);  _param_constant5 = getitem = t_1 = None
    gelu = torch.ops.aten.gelu.default(addmm_1);  addmm_1 = None
    _param_constant6 = self._param_constant6
    t_2 = torch.ops.aten.t.default(_param_constant6);  _param_constant6 = None
    _param_constant7 = self._param_constant7
    addmm_2 = torch.ops.aten.addmm.default(_param_constant7, gelu, t_2);  _param_constant7 = gelu = t_2 = None
    add = torch.ops.aten.add.Tensor(addmm, addmm_2);  addmm = addmm_2 = None
    _param_constant8 = self._param_constant8
    t_3 = torch.ops.aten.t.default(_param_constant8);  _param_constant8 = None
    _param_constant9 = self._param_constant9
    addmm_3 = torch.ops.aten.addmm.default(_param_constant9, add, t_3);  _param_constant9 = t_3 = None
    relu = torch.ops.aten.relu.default(addmm_3);  addmm_3 = None
    detach = torch.ops.aten.detach.default(relu);  detach = None
    _param_constant10 = self._param_constant10
    t_4 = torch.ops.aten.t.default(_param_constant10);  _param_constant10 = None
    _param_constant11 = self._param_constant11
    addmm_4 = torch.ops.aten.addmm.default(_param_constant11, relu, t_4);  _param_constant11 = relu = t_4 = None
    add_1 = torch.ops.aten.add.Tensor(add, addmm_4);  add = addmm_4 = None
    _param_constant12 = self._param_constant12
    _param_constant13 = self._param_constant13
    native_layer_norm_1 = torch.ops.aten.native_layer_norm.default(add_1, [16], _param_constant12, _param_constant13, 1e-05);  _param_constant12 = _param_constant13 = None
    getitem_3 = native_layer_norm_1[0]
    getitem_4 = native_layer_norm_1[1];  getitem_4 = None
    getitem_5 = native_layer_norm_1[2];  native_layer_norm_1 = getitem_5 = None
    _param_constant14 = self._param_constant14
    t_5 = torch.ops.aten.t.default(_param_constant14);  _param_constant14 = None
    _param_constant15 = self._param_constant15
    addmm_5 = torch.ops.aten.addmm.default(_param_constant15, getitem_3, t_5);  _param_constant15 = getitem_3 = t_5 = None
    gelu_1 = torch.ops.aten.gelu.default(addmm_5);  addmm_5 = None
    _param_constant16 = self._param_constant16
    t_6 = torch.ops.aten.t.default(_param_constant16);  _param_constant16 = None
    _param_constant17 = self._param_constant17
    addmm_6 = torch.ops.aten.addmm.default(_param_constant17, gelu_1, t_6);  _param_constant17 = gelu_1 = t_6 = None
    add_2 = torch.ops.aten.add.Tensor(add_1, addmm_6);  add_1 = addmm_6 = None
    _param_constant18 = self._param_constant18
    t_7 = torch.ops.aten.t.default(_param_constant18);  _param_constant18 = None
    _param_constant19 = self._param_constant19
    addmm_7 = torch.ops.aten.addmm.default(_param_constant19, add_2, t_7);  _param_constant19 = t_7 = None
    relu_1 = torch.ops.aten.relu.default(addmm_7);  addmm_7 = None
    detach_1 = torch.ops.aten.detach.default(relu_1);  detach_1 = None
    _param_constant20 = self._param_constant20
    t_8 = torch.ops.aten.t.default(_param_constant20);  _param_constant20 = None
    _param_constant21 = self._param_constant21
    addmm_8 = torch.ops.aten.addmm.default(_param_constant21, relu_1, t_8);  _param_constant21 = relu_1 = t_8 = None
    add_3 = torch.ops.aten.add.Tensor(add_2, addmm_8);  add_2 = addmm_8 = None
    _param_constant22 = self._param_constant22
    _param_constant23 = self._param_constant23
    native_layer_norm_2 = torch.ops.aten.native_layer_norm.default(add_3, [16], _param_constant22, _param_constant23, 1e-05);  _param_constant22 = _param_constant23 = None
    getitem_6 = native_layer_norm_2[0]
    getitem_7 = native_layer_norm_2[1];  getitem_7 = None
    getitem_8 = native_layer_norm_2[2];  native_layer_norm_2 = getitem_8 = None
    _param_constant24 = self._param_constant24
    t_9 = torch.ops.aten.t.default(_param_constant24);  _param_constant24 = None
    _param_constant25 = self._param_constant25
    addmm_9 = torch.ops.aten.addmm.default(_param_constant25, getitem_6, t_9);  _param_constant25 = getitem_6 = t_9 = None
    gelu_2 = torch.ops.aten.gelu.default(addmm_9);  addmm_9 = None
    _param_constant26 = self._param_constant26
    t_10 = torch.ops.aten.t.default(_param_constant26);  _param_constant26 = None
    _param_constant27 = self._param_constant27
    addmm_10 = torch.ops.aten.addmm.default(_param_constant27, gelu_2, t_10);  _param_constant27 = gelu_2 = t_10 = None
    add_4 = torch.ops.aten.add.Tensor(add_3, addmm_10);  add_3 = addmm_10 = None
    _param_constant28 = self._param_constant28
    t_11 = torch.ops.aten.t.default(_param_constant28);  _param_constant28 = None
    _param_constant29 = self._param_constant29
    addmm_11 = torch.ops.aten.addmm.default(_param_constant29, add_4, t_11);  _param_constant29 = t_11 = None
    relu_2 = torch.ops.aten.relu.default(addmm_11);  addmm_11 = None
    detach_2 = torch.ops.aten.detach.default(relu_2);  detach_2 = None
    _param_constant30 = self._param_constant30
    t_12 = torch.ops.aten.t.default(_param_constant30);  _param_constant30 = None
    _param_constant31 = self._param_constant31
    addmm_12 = torch.ops.aten.addmm.default(_param_constant31, relu_2, t_12);  _param_constant31 = relu_2 = t_12 = None
    add_5 = torch.ops.aten.add.Tensor(add_4, addmm_12);  add_4 = addmm_12 = None
    _param_constant32 = self._param_constant32
    t_13 = torch.ops.aten.t.default(_param_constant32);  _param_constant32 = None
    _param_constant33 = self._param_constant33
    addmm_13 = torch.ops.aten.addmm.default(_param_constant33, add_5, t_13);  _param_constant33 = add_5 = t_13 = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm_13, 1, False);  addmm_13 = None
    detach_3 = torch.ops.aten.detach.default(_log_softmax);  detach_3 = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
    getitem_9 = nll_loss_forward[0]
    getitem_10 = nll_loss_forward[1];  nll_loss_forward = getitem_10 = None
    return getitem_9
    