


def forward(self, loss_1):
    ones_like = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
    neg = torch.ops.aten.neg.default(ones_like);  ones_like = None
    expand = torch.ops.aten.expand.default(neg, [6]);  neg = None
    div = torch.ops.aten.div.Scalar(expand, 6);  expand = None
    view = torch.ops.aten.view.default(div, [3, 2]);  div = None
    unsqueeze = torch.ops.aten.unsqueeze.default(view, 2);  view = None
    new_zeros = torch.ops.aten.new_zeros.default(unsqueeze, [3, 2, 3])
    _tensor_constant0 = self._tensor_constant0
    scatter_add = torch.ops.aten.scatter_add.default(new_zeros, 2, _tensor_constant0, unsqueeze);  new_zeros = _tensor_constant0 = unsqueeze = None
    view_1 = torch.ops.aten.view.default(scatter_add, [6, 3]);  scatter_add = None
    _tensor_constant1 = self._tensor_constant1
    detach = torch.ops.aten.detach.default(_tensor_constant1);  _tensor_constant1 = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(view_1, detach, 1, torch.float32);  view_1 = detach = None
    neg_1 = torch.ops.aten.neg.default(_log_softmax_backward_data);  _log_softmax_backward_data = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(neg_1, 2);  neg_1 = None
    expand_1 = torch.ops.aten.expand.default(unsqueeze_1, [6, 3, 8]);  unsqueeze_1 = None
    _tensor_constant2 = self._tensor_constant2
    pow_1 = torch.ops.aten.pow.Tensor_Scalar(_tensor_constant2, 1.0);  _tensor_constant2 = None
    mul = torch.ops.aten.mul.Scalar(pow_1, 2.0);  pow_1 = None
    mul_1 = torch.ops.aten.mul.Tensor(expand_1, mul);  expand_1 = mul = None
    neg_2 = torch.ops.aten.neg.default(mul_1)
    sum_1 = torch.ops.aten.sum.dim_IntList(neg_2, [0], True);  neg_2 = None
    squeeze = torch.ops.aten.squeeze.dim(sum_1, 0);  sum_1 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(mul_1, [1], True);  mul_1 = None
    squeeze_1 = torch.ops.aten.squeeze.dim(sum_2, 1);  sum_2 = None
    slice_backward = torch.ops.aten.slice_backward.default(squeeze_1, [12, 8], 0, 6, 9223372036854775807, 1);  squeeze_1 = None
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(squeeze, 1);  squeeze = None
    expand_2 = torch.ops.aten.expand.default(unsqueeze_2, [3, 2, 8]);  unsqueeze_2 = None
    div_1 = torch.ops.aten.div.Scalar(expand_2, 2);  expand_2 = None
    view_2 = torch.ops.aten.view.default(div_1, [6, 8]);  div_1 = None
    slice_backward_1 = torch.ops.aten.slice_backward.default(view_2, [12, 8], 0, 0, 6, 1);  view_2 = None
    add = torch.ops.aten.add.Tensor(slice_backward, slice_backward_1);  slice_backward = slice_backward_1 = None
    view_3 = torch.ops.aten.view.default(add, [12, 8, 1, 1]);  add = None
    _tensor_constant3 = self._tensor_constant3
    _tensor_constant4 = self._tensor_constant4
    max_pool2d_with_indices_backward = torch.ops.aten.max_pool2d_with_indices_backward.default(view_3, _tensor_constant3, [2, 2], [2, 2], [0, 0], [1, 1], False, _tensor_constant4);  view_3 = _tensor_constant3 = _tensor_constant4 = None
    _tensor_constant5 = self._tensor_constant5
    detach_1 = torch.ops.aten.detach.default(_tensor_constant5);  _tensor_constant5 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(max_pool2d_with_indices_backward, detach_1, 0);  max_pool2d_with_indices_backward = detach_1 = None
    _tensor_constant6 = self._tensor_constant6
    _param_constant0 = self._param_constant0
    _tensor_constant7 = self._tensor_constant7
    _tensor_constant8 = self._tensor_constant8
    _tensor_constant9 = self._tensor_constant9
    _tensor_constant10 = self._tensor_constant10
    native_batch_norm_backward = torch.ops.aten.native_batch_norm_backward.default(threshold_backward, _tensor_constant6, _param_constant0, _tensor_constant7, _tensor_constant8, _tensor_constant9, _tensor_constant10, True, 1e-05, [True, True, True]);  threshold_backward = _tensor_constant6 = _param_constant0 = _tensor_constant7 = _tensor_constant8 = _tensor_constant9 = _tensor_constant10 = None
    getitem = native_batch_norm_backward[0]
    getitem_1 = native_batch_norm_backward[1]
    getitem_2 = native_batch_norm_backward[2];  native_batch_norm_backward = None
    _tensor_constant11 = self._tensor_constant11
    _param_constant1 = self._param_constant1
    convolution_backward = torch.ops.aten.convolution_backward.default(getitem, _tensor_constant11, _param_constant1, [8], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, True]);  getitem = _tensor_constant11 = _param_constant1 = None
    getitem_3 = convolution_backward[0]
    getitem_4 = convolution_backward[1]
    getitem_5 = convolution_backward[2];  convolution_backward = None
    _tensor_constant12 = self._tensor_constant12
    _tensor_constant13 = self._tensor_constant13
    max_pool2d_with_indices_backward_1 = torch.ops.aten.max_pool2d_with_indices_backward.default(getitem_3, _tensor_constant12, [2, 2], [2, 2], [0, 0], [1, 1], False, _tensor_constant13);  getitem_3 = _tensor_constant12 = _tensor_constant13 = None
    _tensor_constant14 = self._tensor_constant14
    detach_2 = torch.ops.aten.detach.default(_tensor_constant14);  _tensor_constant14 = None
    threshold_backward_1 = torch.ops.aten.threshold_backward.default(max_pool2d_with_indices_backward_1, detach_2, 0);  max_pool2d_with_indices_backward_1 = detach_2 = None
    _tensor_constant15 = self._tensor_constant15
    _param_constant2 = self._param_constant2
    _tensor_constant16 = self._tensor_constant16
    _tensor_constant17 = self._tensor_constant17
    _tensor_constant18 = self._tensor_constant18
    _tensor_constant19 = self._tensor_constant19
    native_batch_norm_backward_1 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_1, _tensor_constant15, _param_constant2, _tensor_constant16, _tensor_constant17, _tensor_constant18, _tensor_constant19, True, 1e-05, [True, True, True]);  threshold_backward_1 = _tensor_constant15 = _param_constant2 = _tensor_constant16 = _tensor_constant17 = _tensor_constant18 = _tensor_constant19 = None
    getitem_6 = native_batch_norm_backward_1[0]
    getitem_7 = native_batch_norm_backward_1[1]
    getitem_8 = native_batch_norm_backward_1[2];  native_batch_norm_backward_1 = None
    _tensor_constant20 = self._tensor_constant20
    _param_constant3 = self._param_constant3
    convolution_backward_1 = torch.ops.aten.convolution_backward.default(getitem_6, _tensor_constant20, _param_constant3, [8], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, True]);  getitem_6 = _tensor_constant20 = _param_constant3 = None
    getitem_9 = convolution_backward_1[0]
    getitem_10 = convolution_backward_1[1]
    getitem_11 = convolution_backward_1[2];  convolution_backward_1 = None
    _tensor_constant21 = self._tensor_constant21
    _tensor_constant22 = self._tensor_constant22
    max_pool2d_with_indices_backward_2 = torch.ops.aten.max_pool2d_with_indices_backward.default(getitem_9, _tensor_constant21, [2, 2], [2, 2], [0, 0], [1, 1], False, _tensor_constant22);  getitem_9 = _tensor_constant21 = _tensor_constant22 = None
    _tensor_constant23 = self._tensor_constant23
    detach_3 = torch.ops.aten.detach.default(_tensor_constant23);  _tensor_constant23 = None
    threshold_backward_2 = torch.ops.aten.threshold_backward.default(max_pool2d_with_indices_backward_2, detach_3, 0);  max_pool2d_with_indices_backward_2 = detach_3 = None
    _tensor_constant24 = self._tensor_constant24
    _param_constant4 = self._param_constant4
    _tensor_constant25 = self._tensor_constant25
    _tensor_constant26 = self._tensor_constant26
    _tensor_constant27 = self._tensor_constant27
    _tensor_constant28 = self._tensor_constant28
    native_batch_norm_backward_2 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_2, _tensor_constant24, _param_constant4, _tensor_constant25, _tensor_constant26, _tensor_constant27, _tensor_constant28, True, 1e-05, [True, True, True]);  threshold_backward_2 = _tensor_constant24 = _param_constant4 = _tensor_constant25 = _tensor_constant26 = _tensor_constant27 = _tensor_constant28 = None
    getitem_12 = native_batch_norm_backward_2[0]
    getitem_13 = native_batch_norm_backward_2[1]
    getitem_14 = native_batch_norm_backward_2[2];  native_batch_norm_backward_2 = None
    _tensor_constant29 = self._tensor_constant29
    _param_constant5 = self._param_constant5
    convolution_backward_2 = torch.ops.aten.convolution_backward.default(getitem_12, _tensor_constant29, _param_constant5, [8], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, True]);  getitem_12 = _tensor_constant29 = _param_constant5 = None
    getitem_15 = convolution_backward_2[0]
    getitem_16 = convolution_backward_2[1]
    getitem_17 = convolution_backward_2[2];  convolution_backward_2 = None
    _tensor_constant30 = self._tensor_constant30
    _tensor_constant31 = self._tensor_constant31
    max_pool2d_with_indices_backward_3 = torch.ops.aten.max_pool2d_with_indices_backward.default(getitem_15, _tensor_constant30, [2, 2], [2, 2], [0, 0], [1, 1], False, _tensor_constant31);  getitem_15 = _tensor_constant30 = _tensor_constant31 = None
    _tensor_constant32 = self._tensor_constant32
    detach_4 = torch.ops.aten.detach.default(_tensor_constant32);  _tensor_constant32 = None
    threshold_backward_3 = torch.ops.aten.threshold_backward.default(max_pool2d_with_indices_backward_3, detach_4, 0);  max_pool2d_with_indices_backward_3 = detach_4 = None
    _tensor_constant33 = self._tensor_constant33
    _param_constant6 = self._param_constant6
    _tensor_constant34 = self._tensor_constant34
    _tensor_constant35 = self._tensor_constant35
    _tensor_constant36 = self._tensor_constant36
    _tensor_constant37 = self._tensor_constant37
    native_batch_norm_backward_3 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_3, _tensor_constant33, _param_constant6, _tensor_constant34, _tensor_constant35, _tensor_constant36, _tensor_constant37, True, 1e-05, [True, True, True]);  threshold_backward_3 = _tensor_constant33 = _param_constant6 = _tensor_constant34 = _tensor_constant35 = _tensor_constant36 = _tensor_constant37 = None
    getitem_18 = native_batch_norm_backward_3[0]
    getitem_19 = native_batch_norm_backward_3[1]
    getitem_20 = native_batch_norm_backward_3[2];  native_batch_norm_backward_3 = None
    _tensor_constant38 = self._tensor_constant38
    _param_constant7 = self._param_constant7
    convolution_backward_3 = torch.ops.aten.convolution_backward.default(getitem_18, _tensor_constant38, _param_constant7, [8], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [False, True, True]);  getitem_18 = _tensor_constant38 = _param_constant7 = None
    getitem_21 = convolution_backward_3[0];  getitem_21 = None
    getitem_22 = convolution_backward_3[1]
    getitem_23 = convolution_backward_3[2];  convolution_backward_3 = None
    return (getitem_22, getitem_23, getitem_19, getitem_20, getitem_16, getitem_17, getitem_13, getitem_14, getitem_10, getitem_11, getitem_7, getitem_8, getitem_4, getitem_5, getitem_1, getitem_2)
    