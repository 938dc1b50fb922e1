


def forward(self, data_1, target_1, labels_1):
    _param_constant0 = self._param_constant0
    _param_constant1 = self._param_constant1
    convolution = torch.ops.aten.convolution.default(data_1, _param_constant0, _param_constant1, [1, 1], [2, 2], [1, 1], False, [0, 0], 1);  _param_constant0 = _param_constant1 = None
    _param_constant2 = self._param_constant2
    view = torch.ops.aten.view.default(_param_constant2, [1, 1, 1, 1]);  _param_constant2 = None
    _prelu_kernel = torch.ops.aten._prelu_kernel.default(convolution, view)
    _param_constant3 = self._param_constant3
    _param_constant4 = self._param_constant4
    convolution_1 = torch.ops.aten.convolution.default(_prelu_kernel, _param_constant3, _param_constant4, [1, 1], [2, 2], [1, 1], False, [0, 0], 1);  _param_constant3 = _param_constant4 = None
    _param_constant5 = self._param_constant5
    view_1 = torch.ops.aten.view.default(_param_constant5, [1, 1, 1, 1]);  _param_constant5 = None
    _prelu_kernel_1 = torch.ops.aten._prelu_kernel.default(convolution_1, view_1)
    max_pool2d_with_indices = torch.ops.aten.max_pool2d_with_indices.default(_prelu_kernel_1, [2, 2])
    getitem = max_pool2d_with_indices[0]
    getitem_1 = max_pool2d_with_indices[1];  max_pool2d_with_indices = None
    _param_constant6 = self._param_constant6
    _param_constant7 = self._param_constant7
    convolution_2 = torch.ops.aten.convolution.default(getitem, _param_constant6, _param_constant7, [1, 1], [2, 2], [1, 1], False, [0, 0], 1);  _param_constant6 = _param_constant7 = None
    _param_constant8 = self._param_constant8
    view_2 = torch.ops.aten.view.default(_param_constant8, [1, 1, 1, 1]);  _param_constant8 = None
    _prelu_kernel_2 = torch.ops.aten._prelu_kernel.default(convolution_2, view_2)
    _param_constant9 = self._param_constant9
    _param_constant10 = self._param_constant10
    convolution_3 = torch.ops.aten.convolution.default(_prelu_kernel_2, _param_constant9, _param_constant10, [1, 1], [2, 2], [1, 1], False, [0, 0], 1);  _param_constant9 = _param_constant10 = None
    _param_constant11 = self._param_constant11
    view_3 = torch.ops.aten.view.default(_param_constant11, [1, 1, 1, 1]);  _param_constant11 = None
    _prelu_kernel_3 = torch.ops.aten._prelu_kernel.default(convolution_3, view_3)
    max_pool2d_with_indices_1 = torch.ops.aten.max_pool2d_with_indices.default(_prelu_kernel_3, [2, 2])
    getitem_2 = max_pool2d_with_indices_1[0]
    getitem_3 = max_pool2d_with_indices_1[1];  max_pool2d_with_indices_1 = None
    _param_constant12 = self._param_constant12
    _param_constant13 = self._param_constant13
    convolution_4 = torch.ops.aten.convolution.default(getitem_2, _param_constant12, _param_constant13, [1, 1], [2, 2], [1, 1], False, [0, 0], 1);  _param_constant12 = _param_constant13 = None
    _param_constant14 = self._param_constant14
    view_4 = torch.ops.aten.view.default(_param_constant14, [1, 1, 1, 1]);  _param_constant14 = None
    _prelu_kernel_4 = torch.ops.aten._prelu_kernel.default(convolution_4, view_4)
    _param_constant15 = self._param_constant15
    _param_constant16 = self._param_constant16
    convolution_5 = torch.ops.aten.convolution.default(_prelu_kernel_4, _param_constant15, _param_constant16, [1, 1], [2, 2], [1, 1], False, [0, 0], 1);  _param_constant15 = _param_constant16 = None
    _param_constant17 = self._param_constant17
    view_5 = torch.ops.aten.view.default(_param_constant17, [1, 1, 1, 1]);  _param_constant17 = None
    _prelu_kernel_5 = torch.ops.aten._prelu_kernel.default(convolution_5, view_5)
    max_pool2d_with_indices_2 = torch.ops.aten.max_pool2d_with_indices.default(_prelu_kernel_5, [2, 2])
    getitem_4 = max_pool2d_with_indices_2[0]
    getitem_5 = max_pool2d_with_indices_2[1];  max_pool2d_with_indices_2 = None
    view_6 = torch.ops.aten.view.default(getitem_4, [-1, 72]);  getitem_4 = None
    _param_constant18 = self._param_constant18
    t = torch.ops.aten.t.default(_param_constant18);  _param_constant18 = None
    _param_constant19 = self._param_constant19
    addmm = torch.ops.aten.addmm.default(_param_constant19, view_6, t);  _param_constant19 = None
    _param_constant20 = self._param_constant20
    view_7 = torch.ops.aten.view.default(_param_constant20, [1, 1]);  _param_constant20 = None
    _prelu_kernel_6 = torch.ops.aten._prelu_kernel.default(addmm, view_7)
    _param_constant21 = self._param_constant21
    t_1 = torch.ops.aten.t.default(_param_constant21);  _param_constant21 = None
    _param_constant22 = self._param_constant22
    addmm_1 = torch.ops.aten.addmm.default(_param_constant22, _prelu_kernel_6, t_1);  _param_constant22 = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm_1, 1, False);  addmm_1 = None
    detach = torch.ops.aten.detach.default(_log_softmax)
    view_8 = torch.ops.aten.view.default(_prelu_kernel_6, [4, -1])
    new_empty = torch.ops.aten.new_empty.default(view_8, [1], pin_memory = False)
    fill_ = torch.ops.aten.fill_.Scalar(new_empty, 4);  new_empty = None
    _param_constant23 = self._param_constant23
    index_select = torch.ops.aten.index_select.default(_param_constant23, 0, target_1);  _param_constant23 = None
    sub = torch.ops.aten.sub.Tensor(view_8, index_select);  index_select = None
    pow_1 = torch.ops.aten.pow.Tensor_Scalar(sub, 2);  sub = None
    sum_1 = torch.ops.aten.sum.default(pow_1);  pow_1 = None
    div = torch.ops.aten.div.Tensor(sum_1, 2.0);  sum_1 = None
    div_1 = torch.ops.aten.div.Tensor(div, fill_);  div = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100)
    getitem_6 = nll_loss_forward[0]
    getitem_7 = nll_loss_forward[1];  nll_loss_forward = None
    mul = torch.ops.aten.mul.Tensor(div_1, 1);  div_1 = None
    add = torch.ops.aten.add.Tensor(getitem_6, mul);  getitem_6 = mul = None
    ones_like = torch.ops.aten.ones_like.default(add, pin_memory = False, memory_format = torch.preserve_format)
    sum_2 = torch.ops.aten.sum.default(ones_like)
    mul_1 = torch.ops.aten.mul.Tensor(ones_like, 1);  ones_like = None
    nll_loss_backward = torch.ops.aten.nll_loss_backward.default(sum_2, _log_softmax, labels_1, None, 1, -100, getitem_7);  sum_2 = _log_softmax = labels_1 = getitem_7 = None
    _param_constant23_1 = self._param_constant23
    index_select_1 = torch.ops.aten.index_select.default(_param_constant23_1, 0, target_1);  _param_constant23_1 = None
    sub_1 = torch.ops.aten.sub.Tensor(index_select_1, view_8);  index_select_1 = view_8 = None
    _param_constant23_2 = self._param_constant23
    new_ones = torch.ops.aten.new_ones.default(_param_constant23_2, [10], pin_memory = False);  _param_constant23_2 = None
    _param_constant23_3 = self._param_constant23
    new_ones_1 = torch.ops.aten.new_ones.default(_param_constant23_3, [4], pin_memory = False);  _param_constant23_3 = None
    _param_constant23_4 = self._param_constant23
    new_zeros = torch.ops.aten.new_zeros.default(_param_constant23_4, [10, 2], pin_memory = False);  _param_constant23_4 = None
    scatter_add_ = torch.ops.aten.scatter_add_.default(new_ones, 0, target_1, new_ones_1);  new_ones = new_ones_1 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(target_1, 1);  target_1 = None
    expand = torch.ops.aten.expand.default(unsqueeze, [4, 2]);  unsqueeze = None
    scatter_add__1 = torch.ops.aten.scatter_add_.default(new_zeros, 0, expand, sub_1);  new_zeros = expand = None
    view_9 = torch.ops.aten.view.default(scatter_add_, [-1, 1]);  scatter_add_ = None
    div_2 = torch.ops.aten.div.Tensor(scatter_add__1, view_9);  scatter_add__1 = view_9 = None
    neg = torch.ops.aten.neg.default(mul_1);  mul_1 = None
    mul_2 = torch.ops.aten.mul.Tensor(neg, sub_1);  neg = sub_1 = None
    div_3 = torch.ops.aten.div.Tensor(mul_2, fill_);  mul_2 = None
    div_4 = torch.ops.aten.div.Tensor(div_2, fill_);  div_2 = fill_ = None
    view_10 = torch.ops.aten.view.default(div_3, [4, 2]);  div_3 = None
    detach_1 = torch.ops.aten.detach.default(detach);  detach = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach_1, 1, torch.float32);  nll_loss_backward = detach_1 = None
    t_2 = torch.ops.aten.t.default(t_1);  t_1 = None
    mm = torch.ops.aten.mm.default(_log_softmax_backward_data, t_2);  t_2 = None
    t_3 = torch.ops.aten.t.default(_log_softmax_backward_data)
    mm_1 = torch.ops.aten.mm.default(t_3, _prelu_kernel_6);  t_3 = _prelu_kernel_6 = None
    t_4 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(_log_softmax_backward_data, [0], True);  _log_softmax_backward_data = None
    view_11 = torch.ops.aten.view.default(sum_3, [10]);  sum_3 = None
    add_1 = torch.ops.aten.add.Tensor(view_10, mm);  view_10 = mm = None
    t_5 = torch.ops.aten.t.default(t_4);  t_4 = None
    _prelu_kernel_backward = torch.ops.aten._prelu_kernel_backward.default(add_1, addmm, view_7);  add_1 = addmm = view_7 = None
    getitem_8 = _prelu_kernel_backward[0]
    getitem_9 = _prelu_kernel_backward[1];  _prelu_kernel_backward = None
    sum_4 = torch.ops.aten.sum.dim_IntList(getitem_9, [0, 1], True);  getitem_9 = None
    view_12 = torch.ops.aten.view.default(sum_4, [1]);  sum_4 = None
    t_6 = torch.ops.aten.t.default(t);  t = None
    mm_2 = torch.ops.aten.mm.default(getitem_8, t_6);  t_6 = None
    t_7 = torch.ops.aten.t.default(getitem_8)
    mm_3 = torch.ops.aten.mm.default(t_7, view_6);  t_7 = view_6 = None
    t_8 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(getitem_8, [0], True);  getitem_8 = None
    view_13 = torch.ops.aten.view.default(sum_5, [2]);  sum_5 = None
    t_9 = torch.ops.aten.t.default(t_8);  t_8 = None
    view_14 = torch.ops.aten.view.default(mm_2, [4, 8, 3, 3]);  mm_2 = None
    max_pool2d_with_indices_backward = torch.ops.aten.max_pool2d_with_indices_backward.default(view_14, _prelu_kernel_5, [2, 2], [], [0, 0], [1, 1], False, getitem_5);  view_14 = _prelu_kernel_5 = getitem_5 = None
    _prelu_kernel_backward_1 = torch.ops.aten._prelu_kernel_backward.default(max_pool2d_with_indices_backward, convolution_5, view_5);  max_pool2d_with_indices_backward = convolution_5 = view_5 = None
    getitem_10 = _prelu_kernel_backward_1[0]
    getitem_11 = _prelu_kernel_backward_1[1];  _prelu_kernel_backward_1 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(getitem_11, [0, 1, 2, 3], True);  getitem_11 = None
    view_15 = torch.ops.aten.view.default(sum_6, [1]);  sum_6 = None
    _param_constant15_1 = self._param_constant15
    convolution_backward = torch.ops.aten.convolution_backward.default(getitem_10, _prelu_kernel_4, _param_constant15_1, [8], [1, 1], [2, 2], [1, 1], False, [0, 0], 1, [True, True, True]);  getitem_10 = _prelu_kernel_4 = _param_constant15_1 = None
    getitem_12 = convolution_backward[0]
    getitem_13 = convolution_backward[1]
    getitem_14 = convolution_backward[2];  convolution_backward = None
    _prelu_kernel_backward_2 = torch.ops.aten._prelu_kernel_backward.default(getitem_12, convolution_4, view_4);  getitem_12 = convolution_4 = view_4 = None
    getitem_15 = _prelu_kernel_backward_2[0]
    getitem_16 = _prelu_kernel_backward_2[1];  _prelu_kernel_backward_2 = None
    sum_7 = torch.ops.aten.sum.dim_IntList(getitem_16, [0, 1, 2, 3], True);  getitem_16 = None
    view_16 = torch.ops.aten.view.default(sum_7, [1]);  sum_7 = None
    _param_constant12_1 = self._param_constant12
    convolution_backward_1 = torch.ops.aten.convolution_backward.default(getitem_15, getitem_2, _param_constant12_1, [8], [1, 1], [2, 2], [1, 1], False, [0, 0], 1, [True, True, True]);  getitem_15 = getitem_2 = _param_constant12_1 = None
    getitem_17 = convolution_backward_1[0]
    getitem_18 = convolution_backward_1[1]
    getitem_19 = convolution_backward_1[2];  convolution_backward_1 = None
    max_pool2d_with_indices_backward_1 = torch.ops.aten.max_pool2d_with_indices_backward.default(getitem_17, _prelu_kernel_3, [2, 2], [], [0, 0], [1, 1], False, getitem_3);  getitem_17 = _prelu_kernel_3 = getitem_3 = None
    _prelu_kernel_backward_3 = torch.ops.aten._prelu_kernel_backward.default(max_pool2d_with_indices_backward_1, convolution_3, view_3);  max_pool2d_with_indices_backward_1 = convolution_3 = view_3 = None
    getitem_20 = _prelu_kernel_backward_3[0]
    getitem_21 = _prelu_kernel_backward_3[1];  _prelu_kernel_backward_3 = None
    sum_8 = torch.ops.aten.sum.dim_IntList(getitem_21, [0, 1, 2, 3], True);  getitem_21 = None
    view_17 = torch.ops.aten.view.default(sum_8, [1]);  sum_8 = None
    _param_constant9_1 = self._param_constant9
    convolution_backward_2 = torch.ops.aten.convolution_backward.default(getitem_20, _prelu_kernel_2, _param_constant9_1, [8], [1, 1], [2, 2], [1, 1], False, [0, 0], 1, [True, True, True]);  getitem_20 = _prelu_kernel_2 = _param_constant9_1 = None
    getitem_22 = convolution_backward_2[0]
    getitem_23 = convolution_backward_2[1]
    getitem_24 = convolution_backward_2[2];  convolution_backward_2 = None
    _prelu_kernel_backward_4 = torch.ops.aten._prelu_kernel_backward.default(getitem_22, convolution_2, view_2);  getitem_22 = convolution_2 = view_2 = None
    getitem_25 = _prelu_kernel_backward_4[0]
    getitem_26 = _prelu_kernel_backward_4[1];  _prelu_kernel_backward_4 = None
    sum_9 = torch.ops.aten.sum.dim_IntList(getitem_26, [0, 1, 2, 3], True);  getitem_26 = None
    view_18 = torch.ops.aten.view.default(sum_9, [1]);  sum_9 = None
    _param_constant6_1 = self._param_constant6
    convolution_backward_3 = torch.ops.aten.convolution_backward.default(getitem_25, getitem, _param_constant6_1, [8], [1, 1], [2, 2], [1, 1], False, [0, 0], 1, [True, True, True]);  getitem_25 = getitem = _param_constant6_1 = None
    getitem_27 = convolution_backward_3[0]
    getitem_28 = convolution_backward_3[1]
    getitem_29 = convolution_backward_3[2];  convolution_backward_3 = None
    max_pool2d_with_indices_backward_2 = torch.ops.aten.max_pool2d_with_indices_backward.default(getitem_27, _prelu_kernel_1, [2, 2], [], [0, 0], [1, 1], False, getitem_1);  getitem_27 = _prelu_kernel_1 = getitem_1 = None
    _prelu_kernel_backward_5 = torch.ops.aten._prelu_kernel_backward.default(max_pool2d_with_indices_backward_2, convolution_1, view_1);  max_pool2d_with_indices_backward_2 = convolution_1 = view_1 = None
    getitem_30 = _prelu_kernel_backward_5[0]
    getitem_31 = _prelu_kernel_backward_5[1];  _prelu_kernel_backward_5 = None
    sum_10 = torch.ops.aten.sum.dim_IntList(getitem_31, [0, 1, 2, 3], True);  getitem_31 = None
    view_19 = torch.ops.aten.view.default(sum_10, [1]);  sum_10 = None
    _param_constant3_1 = self._param_constant3
    convolution_backward_4 = torch.ops.aten.convolution_backward.default(getitem_30, _prelu_kernel, _param_constant3_1, [4], [1, 1], [2, 2], [1, 1], False, [0, 0], 1, [True, True, True]);  getitem_30 = _prelu_kernel = _param_constant3_1 = None
    getitem_32 = convolution_backward_4[0]
    getitem_33 = convolution_backward_4[1]
    getitem_34 = convolution_backward_4[2];  convolution_backward_4 = None
    _prelu_kernel_backward_6 = torch.ops.aten._prelu_kernel_backward.default(getitem_32, convolution, view);  getitem_32 = convolution = view = None
    getitem_35 = _prelu_kernel_backward_6[0]
    getitem_36 = _prelu_kernel_backward_6[1];  _prelu_kernel_backward_6 = None
    sum_11 = torch.ops.aten.sum.dim_IntList(getitem_36, [0, 1, 2, 3], True);  getitem_36 = None
    view_20 = torch.ops.aten.view.default(sum_11, [1]);  sum_11 = None
    _param_constant0_1 = self._param_constant0
    convolution_backward_5 = torch.ops.aten.convolution_backward.default(getitem_35, data_1, _param_constant0_1, [4], [1, 1], [2, 2], [1, 1], False, [0, 0], 1, [False, True, True]);  getitem_35 = data_1 = _param_constant0_1 = None
    getitem_37 = convolution_backward_5[0];  getitem_37 = None
    getitem_38 = convolution_backward_5[1]
    getitem_39 = convolution_backward_5[2];  convolution_backward_5 = None
    return (add, getitem_38, getitem_39, view_20, getitem_33, getitem_34, view_19, getitem_28, getitem_29, view_18, getitem_23, getitem_24, view_17, getitem_18, getitem_19, view_16, getitem_13, getitem_14, view_15, view_12, t_9, view_13, t_5, view_11, div_4)
    