


def forward(self, data_1, target_1, labels_1):
    _param_constant0 = self._param_constant0
    _param_constant1 = self._param_constant1
    convolution = torch.ops.aten.convolution.default(data_1, _param_constant0, _param_constant1, [1, 1], [2, 2], [1, 1], False, [0, 0], 1);  data_1 = _param_constant0 = _param_constant1 = None
    _param_constant2 = self._param_constant2
    view = torch.ops.aten.view.default(_param_constant2, [1, 1, 1, 1]);  _param_constant2 = None
    _prelu_kernel = torch.ops.aten._prelu_kernel.default(convolution, view);  convolution = view = None
    _param_constant3 = self._param_constant3
    _param_constant4 = self._param_constant4
    convolution_1 = torch.ops.aten.convolution.default(_prelu_kernel, _param_constant3, _param_constant4, [1, 1], [2, 2], [1, 1], False, [0, 0], 1);  _prelu_kernel = _param_constant3 = _param_constant4 = None
    _param_constant5 = self._param_constant5
    view_1 = torch.ops.aten.view.default(_param_constant5, [1, 1, 1, 1]);  _param_constant5 = None
    _prelu_kernel_1 = torch.ops.aten._prelu_kernel.default(convolution_1, view_1);  convolution_1 = view_1 = None
    max_pool2d_with_indices = torch.ops.aten.max_pool2d_with_indices.default(_prelu_kernel_1, [2, 2]);  _prelu_kernel_1 = None
    getitem = max_pool2d_with_indices[0]
    getitem_1 = max_pool2d_with_indices[1];  max_pool2d_with_indices = getitem_1 = None
    _param_constant6 = self._param_constant6
    _param_constant7 = self._param_constant7
    convolution_2 = torch.ops.aten.convolution.default(getitem, _param_constant6, _param_constant7, [1, 1], [2, 2], [1, 1], False, [0, 0], 1);  getitem = _param_constant6 = _param_constant7 = None
    _param_constant8 = self._param_constant8
    view_2 = torch.ops.aten.view.default(_param_constant8, [1, 1, 1, 1]);  _param_constant8 = None
    _prelu_kernel_2 = torch.ops.aten._prelu_kernel.default(convolution_2, view_2);  convolution_2 = view_2 = None
    _param_constant9 = self._param_constant9
    _param_constant10 = self._param_constant10
    convolution_3 = torch.ops.aten.convolution.default(_prelu_kernel_2, _param_constant9, _param_constant10, [1, 1], [2, 2], [1, 1], False, [0, 0], 1);  _prelu_kernel_2 = _param_constant9 = _param_constant10 = None
    _param_constant11 = self._param_constant11
    view_3 = torch.ops.aten.view.default(_param_constant11, [1, 1, 1, 1]);  _param_constant11 = None
    _prelu_kernel_3 = torch.ops.aten._prelu_kernel.default(convolution_3, view_3);  convolution_3 = view_3 = None
    max_pool2d_with_indices_1 = torch.ops.aten.max_pool2d_with_indices.default(_prelu_kernel_3, [2, 2]);  _prelu_kernel_3 = None
    getitem_2 = max_pool2d_with_indices_1[0]
    getitem_3 = max_pool2d_with_indices_1[1];  max_pool2d_with_indices_1 = getitem_3 = None
    _param_constant12 = self._param_constant12
    _param_constant13 = self._param_constant13
    convolution_4 = torch.ops.aten.convolution.default(getitem_2, _param_constant12, _param_constant13, [1, 1], [2, 2], [1, 1], False, [0, 0], 1);  getitem_2 = _param_constant12 = _param_constant13 = None
    _param_constant14 = self._param_constant14
    view_4 = torch.ops.aten.view.default(_param_constant14, [1, 1, 1, 1]);  _param_constant14 = None
    _prelu_kernel_4 = torch.ops.aten._prelu_kernel.default(convolution_4, view_4);  convolution_4 = view_4 = None
    _param_constant15 = self._param_constant15
    _param_constant16 = self._param_constant16
    convolution_5 = torch.ops.aten.convolution.default(_prelu_kernel_4, _param_constant15, _param_constant16, [1, 1], [2, 2], [1, 1], False, [0, 0], 1);  _prelu_kernel_4 = _param_constant15 = _param_constant16 = None
    _param_constant17 = self._param_constant17
    view_5 = torch.ops.aten.view.default(_param_constant17, [1, 1, 1, 1]);  _param_constant17 = None
    _prelu_kernel_5 = torch.ops.aten._prelu_kernel.default(convolution_5, view_5);  convolution_5 = view_5 = None
    max_pool2d_with_indices_2 = torch.ops.aten.max_pool2d_with_indices.default(_prelu_kernel_5, [2, 2]);  _prelu_kernel_5 = None
    getitem_4 = max_pool2d_with_indices_2[0]
    getitem_5 = max_pool2d_with_indices_2[1];  max_pool2d_with_indices_2 = getitem_5 = None
    view_6 = torch.ops.aten.view.default(getitem_4, [-1, 72]);  getitem_4 = None
    _param_constant18 = self._param_constant18
    t = torch.ops.aten.t.default(_param_constant18);  _param_constant18 = None
    _param_constant19 = self._param_constant19
    addmm = torch.ops.aten.addmm.default(_param_constant19, view_6, t);  _param_constant19 = view_6 = t = None
    _param_constant20 = self._param_constant20
    view_7 = torch.ops.aten.view.default(_param_constant20, [1, 1]);  _param_constant20 = None
    _prelu_kernel_6 = torch.ops.aten._prelu_kernel.default(addmm, view_7);  addmm = view_7 = None
    _param_constant21 = self._param_constant21
    t_1 = torch.ops.aten.t.default(_param_constant21);  _param_constant21 = None
    _param_constant22 = self._param_constant22
    addmm_1 = torch.ops.aten.addmm.default(_param_constant22, _prelu_kernel_6, t_1);  _param_constant22 = t_1 = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm_1, 1, False);  addmm_1 = None
    detach = torch.ops.aten.detach.default(_log_softmax);  detach = None
    view_8 = torch.ops.aten.view.default(_prelu_kernel_6, [4, -1]);  _prelu_kernel_6 = None
    new_empty = torch.ops.aten.new_empty.default(view_8, [1], pin_memory = False)
    fill_ = torch.ops.aten.fill_.Scalar(new_empty, 4);  new_empty = None
    _param_constant23 = self._param_constant23
    index_select = torch.ops.aten.index_select.default(_param_constant23, 0, target_1);  _param_constant23 = target_1 = None
    sub = torch.ops.aten.sub.Tensor(view_8, index_select);  view_8 = index_select = None
    pow_1 = torch.ops.aten.pow.Tensor_Scalar(sub, 2);  sub = None
    sum_1 = torch.ops.aten.sum.default(pow_1);  pow_1 = None
    div = torch.ops.aten.div.Tensor(sum_1, 2.0);  sum_1 = None
    div_1 = torch.ops.aten.div.Tensor(div, fill_);  div = fill_ = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
    getitem_6 = nll_loss_forward[0]
    getitem_7 = nll_loss_forward[1];  nll_loss_forward = getitem_7 = None
    mul = torch.ops.aten.mul.Tensor(div_1, 1);  div_1 = None
    add = torch.ops.aten.add.Tensor(getitem_6, mul);  getitem_6 = mul = None
    return add
    