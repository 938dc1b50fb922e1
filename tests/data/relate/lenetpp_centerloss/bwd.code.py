


def forward(self, loss_1):
    ones_like = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
    sum_1 = torch.ops.aten.sum.default(ones_like)
    mul = torch.ops.aten.mul.Tensor(ones_like, 1);  ones_like = None
    _tensor_constant0 = self._tensor_constant0
    _tensor_constant1 = self._tensor_constant1
    _tensor_constant2 = self._tensor_constant2
    nll_loss_backward = torch.ops.aten.nll_loss_backward.default(sum_1, _tensor_constant0, _tensor_constant1, None, 1, -100, _tensor_constant2);  sum_1 = _tensor_constant0 = _tensor_constant1 = _tensor_constant2 = None
    _param_constant0 = self._param_constant0
    _tensor_constant3 = self._tensor_constant3
    index_select = torch.ops.aten.index_select.default(_param_constant0, 0, _tensor_constant3);  _param_constant0 = _tensor_constant3 = None
    _tensor_constant4 = self._tensor_constant4
    sub = torch.ops.aten.sub.Tensor(index_select, _tensor_constant4);  index_select = _tensor_constant4 = None
    _param_constant0_1 = self._param_constant0
    new_ones = torch.ops.aten.new_ones.default(_param_constant0_1, [10], pin_memory = False);  _param_constant0_1 = None
    _param_constant0_2 = self._param_constant0
    new_ones_1 = torch.ops.aten.new_ones.default(_param_constant0_2, [4], pin_memory = False);  _param_constant0_2 = None
    _param_constant0_3 = self._param_constant0
    new_zeros = torch.ops.aten.new_zeros.default(_param_constant0_3, [10, 2], pin_memory = False);  _param_constant0_3 = None
    _tensor_constant3_1 = self._tensor_constant3
    scatter_add_ = torch.ops.aten.scatter_add_.default(new_ones, 0, _tensor_constant3_1, new_ones_1);  new_ones = _tensor_constant3_1 = new_ones_1 = None
    _tensor_constant3_2 = self._tensor_constant3
    unsqueeze = torch.ops.aten.unsqueeze.default(_tensor_constant3_2, 1);  _tensor_constant3_2 = None
    expand = torch.ops.aten.expand.default(unsqueeze, [4, 2]);  unsqueeze = None
    scatter_add__1 = torch.ops.aten.scatter_add_.default(new_zeros, 0, expand, sub);  new_zeros = expand = None
    view = torch.ops.aten.view.default(scatter_add_, [-1, 1]);  scatter_add_ = None
    div = torch.ops.aten.div.Tensor(scatter_add__1, view);  scatter_add__1 = view = None
    neg = torch.ops.aten.neg.default(mul);  mul = None
    mul_1 = torch.ops.aten.mul.Tensor(neg, sub);  neg = sub = None
    _tensor_constant5 = self._tensor_constant5
    div_1 = torch.ops.aten.div.Tensor(mul_1, _tensor_constant5);  mul_1 = _tensor_constant5 = None
    _tensor_constant5_1 = self._tensor_constant5
    div_2 = torch.ops.aten.div.Tensor(div, _tensor_constant5_1);  div = _tensor_constant5_1 = None
    view_1 = torch.ops.aten.view.default(div_1, [4, 2]);  div_1 = None
    _tensor_constant6 = self._tensor_constant6
    detach = torch.ops.aten.detach.default(_tensor_constant6);  _tensor_constant6 = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach, 1, torch.float32);  nll_loss_backward = detach = None
    _tensor_constant7 = self._tensor_constant7
    t = torch.ops.aten.t.default(_tensor_constant7);  _tensor_constant7 = None
    mm = torch.ops.aten.mm.default(_log_softmax_backward_data, t);  t = None
    t_1 = torch.ops.aten.t.default(_log_softmax_backward_data)
    _tensor_constant8 = self._tensor_constant8
    mm_1 = torch.ops.aten.mm.default(t_1, _tensor_constant8);  t_1 = _tensor_constant8 = None
    t_2 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(_log_softmax_backward_data, [0], True);  _log_softmax_backward_data = None
    view_2 = torch.ops.aten.view.default(sum_2, [10]);  sum_2 = None
    add = torch.ops.aten.add.Tensor(view_1, mm);  view_1 = mm = None
    t_3 = torch.ops.aten.t.default(t_2);  t_2 = None
    _tensor_constant9 = self._tensor_constant9
    _tensor_constant10 = self._tensor_constant10
    _prelu_kernel_backward = torch.ops.aten._prelu_kernel_backward.default(add, _tensor_constant9, _tensor_constant10);  add = _tensor_constant9 = _tensor_constant10 = None
    getitem = _prelu_kernel_backward[0]
    getitem_1 = _prelu_kernel_backward[1];  _prelu_kernel_backward = None
    sum_3 = torch.ops.aten.sum.dim_IntList(getitem_1, [0, 1], True);  getitem_1 = None
    view_3 = torch.ops.aten.view.default(sum_3, [1]);  sum_3 = None
    _tensor_constant11 = self._tensor_constant11
    t_4 = torch.ops.aten.t.default(_tensor_constant11);  _tensor_constant11 = None
    mm_2 = torch.ops.aten.mm.default(getitem, t_4);  t_4 = None
    t_5 = torch.ops.aten.t.default(getitem)
    _tensor_constant12 = self._tensor_constant12
    mm_3 = torch.ops.aten.mm.default(t_5, _tensor_constant12);  t_5 = _tensor_constant12 = None
    t_6 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(getitem, [0], True);  getitem = None
    view_4 = torch.ops.aten.view.default(sum_4, [2]);  sum_4 = None
    t_7 = torch.ops.aten.t.default(t_6);  t_6 = None
    view_5 = torch.ops.aten.view.default(mm_2, [4, 8, 3, 3]);  mm_2 = None
    _tensor_constant13 = self._tensor_constant13
    _tensor_constant14 = self._tensor_constant14
    max_pool2d_with_indices_backward = torch.ops.aten.max_pool2d_with_indices_backward.default(view_5, _tensor_constant13, [2, 2], [], [0, 0], [1, 1], False, _tensor_constant14);  view_5 = _tensor_constant13 = _tensor_constant14 = None
    _tensor_constant15 = self._tensor_constant15
    _tensor_constant16 = self._tensor_constant16
    _prelu_kernel_backward_1 = torch.ops.aten._prelu_kernel_backward.default(max_pool2d_with_indices_backward, _tensor_constant15, _tensor_constant16);  max_pool2d_with_indices_backward = _tensor_constant15 = _tensor_constant16 = None
    getitem_2 = _prelu_kernel_backward_1[0]
    getitem_3 = _prelu_kernel_backward_1[1];  _prelu_kernel_backward_1 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(getitem_3, [0, 1, 2, 3], True);  getitem_3 = None
    view_6 = torch.ops.aten.view.default(sum_5, [1]);  sum_5 = None
    _tensor_constant17 = self._tensor_constant17
    _param_constant1 = self._param_constant1
    convolution_backward = torch.ops.aten.convolution_backward.default(getitem_2, _tensor_constant17, _param_constant1, [8], [1, 1], [2, 2], [1, 1], False, [0, 0], 1, [True, True, True]);  getitem_2 = _tensor_constant17 = _param_constant1 = None
    getitem_4 = convolution_backward[0]
    getitem_5 = convolution_backward[1]
    getitem_6 = convolution_backward[2];  convolution_backward = None
    _tensor_constant18 = self._tensor_constant18
    _tensor_constant19 = self._tensor_constant19
    _prelu_kernel_backward_2 = torch.ops.aten._prelu_kernel_backward.default(getitem_4, _tensor_constant18, _tensor_constant19);  getitem_4 = _tensor_constant18 = _tensor_constant19 = None
    getitem_7 = _prelu_kernel_backward_2[0]
    getitem_8 = _prelu_kernel_backward_2[1];  _prelu_kernel_backward_2 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(getitem_8, [0, 1, 2, 3], True);  getitem_8 = None
    view_7 = torch.ops.aten.view.default(sum_6, [1]);  sum_6 = None
    _tensor_constant20 = self._tensor_constant20
    _param_constant2 = self._param_constant2
    convolution_backward_1 = torch.ops.aten.convolution_backward.default(getitem_7, _tensor_constant20, _param_constant2, [8], [1, 1], [2, 2], [1, 1], False, [0, 0], 1, [True, True, True]);  getitem_7 = _tensor_constant20 = _param_constant2 = None
    getitem_9 = convolution_backward_1[0]
    getitem_10 = convolution_backward_1[1]
    getitem_11 = convolution_backward_1[2];  convolution_backward_1 = None
    _tensor_constant21 = self._tensor_constant21
    _tensor_constant22 = self._tensor_constant22
    max_pool2d_with_indices_backward_1 = torch.ops.aten.max_pool2d_with_indices_backward.default(getitem_9, _tensor_constant21, [2, 2], [], [0, 0], [1, 1], False, _tensor_constant22);  getitem_9 = _tensor_constant21 = _tensor_constant22 = None
    _tensor_constant23 = self._tensor_constant23
    _tensor_constant24 = self._tensor_constant24
    _prelu_kernel_backward_3 = torch.ops.aten._prelu_kernel_backward.default(max_pool2d_with_indices_backward_1, _tensor_constant23, _tensor_constant24);  max_pool2d_with_indices_backward_1 = _tensor_constant23 = _tensor_constant24 = None
    getitem_12 = _prelu_kernel_backward_3[0]
    getitem_13 = _prelu_kernel_backward_3[1];  _prelu_kernel_backward_3 = None
    sum_7 = torch.ops.aten.sum.dim_IntList(getitem_13, [0, 1, 2, 3], True);  getitem_13 = None
    view_8 = torch.ops.aten.view.default(sum_7, [1]);  sum_7 = None
    _tensor_constant25 = self._tensor_constant25
    _param_constant3 = self._param_constant3
    convolution_backward_2 = torch.ops.aten.convolution_backward.default(getitem_12, _tensor_constant25, _param_constant3, [8], [1, 1], [2, 2], [1, 1], False, [0, 0], 1, [True, True, True]);  getitem_12 = _tensor_constant25 = _param_constant3 = None
    getitem_14 = convolution_backward_2[0]
    getitem_15 = convolution_backward_2[1]
    getitem_16 = convolution_backward_2[2];  convolution_backward_2 = None
    _tensor_constant26 = self._tensor_constant26
    _tensor_constant27 = self._tensor_constant27
    _prelu_kernel_backward_4 = torch.ops.aten._prelu_kernel_backward.default(getitem_14, _tensor_constant26, _tensor_constant27);  getitem_14 = _tensor_constant26 = _tensor_constant27 = None
    getitem_17 = _prelu_kernel_backward_4[0]
    getitem_18 = _prelu_kernel_backward_4[1];  _prelu_kernel_backward_4 = None
    sum_8 = torch.ops.aten.sum.dim_IntList(getitem_18, [0, 1, 2, 3], True);  getitem_18 = None
    view_9 = torch.ops.aten.view.default(sum_8, [1]);  sum_8 = None
    _tensor_constant28 = self._tensor_constant28
    _param_constant4 = self._param_constant4
    convolution_backward_3 = torch.ops.aten.convolution_backward.default(getitem_17, _tensor_constant28, _param_constant4, [8], [1, 1], [2, 2], [1, 1], False, [0, 0], 1, [True, True, True]);  getitem_17 = _tensor_constant28 = _param_constant4 = None
    getitem_19 = convolution_backward_3[0]
    getitem_20 = convolution_backward_3[1]
    getitem_21 = convolution_backward_3[2];  convolution_backward_3 = None
    _tensor_constant29 = self._tensor_constant29
    _tensor_constant30 = self._tensor_constant30
    max_pool2d_with_indices_backward_2 = torch.ops.aten.max_pool2d_with_indices_backward.default(getitem_19, _tensor_constant29, [2, 2], [], [0, 0], [1, 1], False, _tensor_constant30);  getitem_19 = _tensor_constant29 = _tensor_constant30 = None
    _tensor_constant31 = self._tensor_constant31
    _tensor_constant32 = self._tensor_constant32
    _prelu_kernel_backward_5 = torch.ops.aten._prelu_kernel_backward.default(max_pool2d_with_indices_backward_2, _tensor_constant31, _tensor_constant32);  max_pool2d_with_indices_backward_2 = _tensor_constant31 = _tensor_constant32 = None
    getitem_22 = _prelu_kernel_backward_5[0]
    getitem_23 = _prelu_kernel_backward_5[1];  _prelu_kernel_backward_5 = None
    sum_9 = torch.ops.aten.sum.dim_IntList(getitem_23, [0, 1, 2, 3], True);  getitem_23 = None
    view_10 = torch.ops.aten.view.default(sum_9, [1]);  sum_9 = None
    _tensor_constant33 = self._tensor_constant33
    _param_constant5 = self._param_constant5
    convolution_backward_4 = torch.ops.aten.convolution_backward.default(getitem_22, _tensor_constant33, _param_constant5, [4], [1, 1], [2, 2], [1, 1], False, [0, 0], 1, [True, True, True]);  getitem_22 = _tensor_constant33 = _param_constant5 = None
    getitem_24 = convolution_backward_4[0]
    getitem_25 = convolution_backward_4[1]
    getitem_26 = convolution_backward_4[2];  convolution_backward_4 = None
    _tensor_constant34 = self._tensor_constant34
    _tensor_constant35 = self._tensor_constant35
    _prelu_kernel_backward_6 = torch.ops.aten._prelu_kernel_backward.default(getitem_24, _tensor_constant34, _tensor_constant35);  getitem_24 = _tensor_constant34 = _tensor_constant35 = None
    getitem_27 = _prelu_kernel_backward_6[0]
    getitem_28 = _prelu_kernel_backward_6[1];  _prelu_kernel_backward_6 = None
    sum_10 = torch.ops.aten.sum.dim_IntList(getitem_28, [0, 1, 2, 3], True);  getitem_28 = None
    view_11 = torch.ops.aten.view.default(sum_10, [1]);  sum_10 = None
    _tensor_constant36 = self._tensor_constant36
    _param_constant6 = self._param_constant6
    convolution_backward_5 = torch.ops.aten.convolution_backward.default(getitem_27, _tensor_constant36, _param_constant6, [4], [1, 1], [2, 2], [1, 1], False, [0, 0], 1, [False, True, True]);  getitem_27 = _tensor_constant36 = _param_constant6 = None
    getitem_29 = convolution_backward_5[0];  getitem_29 = None
    getitem_30 = convolution_backward_5[1]
    getitem_31 = convolution_backward_5[2];  convolution_backward_5 = None
    return (getitem_30, getitem_31, view_11, getitem_25, getitem_26, view_10, getitem_20, getitem_21, view_9, getitem_15, getitem_16, view_8, getitem_10, getitem_11, view_7, getitem_5, getitem_6, view_6, view_3, t_7, view_4, t_3, view_2, div_2)
    