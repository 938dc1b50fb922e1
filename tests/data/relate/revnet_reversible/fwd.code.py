


def forward(self, img_1, labels_1):
    _param_constant0 = self._param_constant0
    _param_constant1 = self._param_constant1
    convolution = torch.ops.aten.convolution.default(img_1, _param_constant0, _param_constant1, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  img_1 = _param_constant0 = _param_constant1 = None
    split = torch.ops.aten.split.Tensor(convolution, 4, 1);  convolution = None
    getitem = split[0]
    getitem_1 = split[1];  split = None
    _param_constant2 = self._param_constant2
    _param_constant3 = self._param_constant3
    convolution_1 = torch.ops.aten.convolution.default(getitem_1, _param_constant2, _param_constant3, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  _param_constant2 = _param_constant3 = None
    _param_constant4 = self._param_constant4
    _param_constant5 = self._param_constant5
    native_group_norm = torch.ops.aten.native_group_norm.default(convolution_1, _param_constant4, _param_constant5, 2, 4, 64, 2, 1e-05);  convolution_1 = _param_constant4 = _param_constant5 = None
    getitem_2 = native_group_norm[0]
    getitem_3 = native_group_norm[1];  getitem_3 = None
    getitem_4 = native_group_norm[2];  native_group_norm = getitem_4 = None
    relu = torch.ops.aten.relu.default(getitem_2);  getitem_2 = None
    add = torch.ops.aten.add.Tensor(getitem, relu);  getitem = relu = None
    _param_constant6 = self._param_constant6
    _param_constant7 = self._param_constant7
    convolution_2 = torch.ops.aten.convolution.default(add, _param_constant6, _param_constant7, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  _param_constant6 = _param_constant7 = None
    _param_constant8 = self._param_constant8
    _param_constant9 = self._param_constant9
    native_group_norm_1 = torch.ops.aten.native_group_norm.default(convolution_2, _param_constant8, _param_constant9, 2, 4, 64, 2, 1e-05);  convolution_2 = _param_constant8 = _param_constant9 = None
    getitem_5 = native_group_norm_1[0]
    getitem_6 = native_group_norm_1[1];  getitem_6 = None
    getitem_7 = native_group_norm_1[2];  native_group_norm_1 = getitem_7 = None
    relu_1 = torch.ops.aten.relu.default(getitem_5);  getitem_5 = None
    add_1 = torch.ops.aten.add.Tensor(getitem_1, relu_1);  getitem_1 = relu_1 = None
    cat = torch.ops.aten.cat.default([add, add_1], 1);  add = add_1 = None
    split_1 = torch.ops.aten.split.Tensor(cat, 4, 1);  cat = None
    getitem_8 = split_1[0]
    getitem_9 = split_1[1];  split_1 = None
    _param_constant10 = self._param_constant10
    _param_constant11 = self._param_constant11
    convolution_3 = torch.ops.aten.convolution.default(getitem_9, _param_constant10, _param_constant11, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  _param_constant10 = _param_constant11 = None
    _param_constant12 = self._param_constant12
    _param_constant13 = self._param_constant13
    native_group_norm_2 = torch.ops.aten.native_group_norm.default(convolution_3, _param_constant12, _param_constant13, 2, 4, 64, 2, 1e-05);  convolution_3 = _param_constant12 = _param_constant13 = None
    getitem_10 = native_group_norm_2[0]
    getitem_11 = native_group_norm_2[1];  getitem_11 = None
    getitem_12 = native_group_norm_2[2];  native_group_norm_2 = getitem_12 = None
    relu_2 = torch.ops.aten.relu.default(getitem_10);  getitem_10 = None
    add_2 = torch.ops.aten.add.Tensor(getitem_8, relu_2);  getitem_8 = relu_2 = None
    _param_constant14 = self._param_constant14
    _param_constant15 = self._param_constant15
    convolution_4 = torch.ops.aten.convolution.default(add_2, _param_constant14, _param_constant15, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  _param_constant14 = _param_constant15 = None
    _param_constant16 = self._param_constant16
    _param_constant17 = self._param_constant17
    native_group_norm_3 = torch.ops.aten.native_group_norm.default(convolution_4, _param_constant16, _param_constant17, 2, 4, 64, 2, 1e-05);  convolution_4 = _param_constant16 = _param_constant17 = None
    getitem_13 = native_group_norm_3[0]
    getitem_14 = native_group_norm_3[1];  getitem_14 = None
    getitem_15 = native_group_norm_3[2];  native_group_norm_3 = getitem_15 = None
    relu_3 = torch.ops.aten.relu.default(getitem_13);  getitem_13 = None
    add_3 = torch.ops.aten.add.Tensor(getitem_9, relu_3);  getitem_9 = relu_3 = None
    cat_1 = torch.ops.aten.cat.default([add_2, add_3], 1);  add_2 = add_3 = None
    detach = torch.ops.aten.detach.default(cat_1);  detach = None
    _param_constant18 = self._param_constant18
    _param_constant19 = self._param_constant19
    native_group_norm_4 = torch.ops.aten.native_group_norm.default(cat_1, _param_constant18, _param_constant19, 2, 8, 64, 2, 1e-05);  cat_1 = _param_constant18 = _param_constant19 = None
    getitem_16 = native_group_norm_4[0]
    getitem_17 = native_group_norm_4[1]
    getitem_18 = native_group_norm_4[2];  native_group_norm_4 = None
    detach_1 = torch.ops.aten.detach.default(getitem_17);  getitem_17 = detach_1 = None
    detach_2 = torch.ops.aten.detach.default(getitem_18);  getitem_18 = detach_2 = None
    relu_4 = torch.ops.aten.relu.default(getitem_16);  getitem_16 = None
    detach_3 = torch.ops.aten.detach.default(relu_4);  detach_3 = None
    mean = torch.ops.aten.mean.dim(relu_4, [2, 3]);  relu_4 = None
    _param_constant20 = self._param_constant20
    t = torch.ops.aten.t.default(_param_constant20);  _param_constant20 = None
    _param_constant21 = self._param_constant21
    addmm = torch.ops.aten.addmm.default(_param_constant21, mean, t);  _param_constant21 = mean = t = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm, 1, False);  addmm = None
    detach_4 = torch.ops.aten.detach.default(_log_softmax);  detach_4 = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
    getitem_19 = nll_loss_forward[0]
    getitem_20 = nll_loss_forward[1];  nll_loss_forward = getitem_20 = None
    return getitem_19
    