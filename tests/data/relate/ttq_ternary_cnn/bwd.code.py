


def forward(self, loss_1):
    ones_like = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
    _tensor_constant0 = self._tensor_constant0
    _tensor_constant1 = self._tensor_constant1
    _tensor_constant2 = self._tensor_constant2
    nll_loss_backward = torch.ops.aten.nll_loss_backward.default(ones_like, _tensor_constant0, _tensor_constant1, None, 1, -100, _tensor_constant2);  ones_like = _tensor_constant0 = _tensor_constant1 = _tensor_constant2 = None
    _tensor_constant3 = self._tensor_constant3
    detach = torch.ops.aten.detach.default(_tensor_constant3);  _tensor_constant3 = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach, 1, torch.float32);  nll_loss_backward = detach = None
    _tensor_constant4 = self._tensor_constant4
    t = torch.ops.aten.t.default(_tensor_constant4);  _tensor_constant4 = None
    mm = torch.ops.aten.mm.default(_log_softmax_backward_data, t);  t = None
    t_1 = torch.ops.aten.t.default(_log_softmax_backward_data)
    _tensor_constant5 = self._tensor_constant5
    mm_1 = torch.ops.aten.mm.default(t_1, _tensor_constant5);  t_1 = _tensor_constant5 = None
    t_2 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(_log_softmax_backward_data, [0], True);  _log_softmax_backward_data = None
    view = torch.ops.aten.view.default(sum_1, [5]);  sum_1 = None
    t_3 = torch.ops.aten.t.default(t_2);  t_2 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(mm, 2);  mm = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(unsqueeze, 3);  unsqueeze = None
    expand = torch.ops.aten.expand.default(unsqueeze_1, [4, 16, 4, 4]);  unsqueeze_1 = None
    div = torch.ops.aten.div.Scalar(expand, 16);  expand = None
    _tensor_constant6 = self._tensor_constant6
    detach_1 = torch.ops.aten.detach.default(_tensor_constant6);  _tensor_constant6 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(div, detach_1, 0);  div = detach_1 = None
    _tensor_constant7 = self._tensor_constant7
    _param_constant0 = self._param_constant0
    _tensor_constant8 = self._tensor_constant8
    _tensor_constant9 = self._tensor_constant9
    _tensor_constant10 = self._tensor_constant10
    _tensor_constant11 = self._tensor_constant11
    native_batch_norm_backward = torch.ops.aten.native_batch_norm_backward.default(threshold_backward, _tensor_constant7, _param_constant0, _tensor_constant8, _tensor_constant9, _tensor_constant10, _tensor_constant11, True, 1e-05, [True, True, True]);  _tensor_constant7 = _param_constant0 = _tensor_constant8 = _tensor_constant9 = _tensor_constant10 = _tensor_constant11 = None
    getitem = native_batch_norm_backward[0]
    getitem_1 = native_batch_norm_backward[1]
    getitem_2 = native_batch_norm_backward[2];  native_batch_norm_backward = None
    _tensor_constant12 = self._tensor_constant12
    _tensor_constant13 = self._tensor_constant13
    convolution_backward = torch.ops.aten.convolution_backward.default(getitem, _tensor_constant12, _tensor_constant13, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem = _tensor_constant12 = _tensor_constant13 = None
    getitem_3 = convolution_backward[0]
    getitem_4 = convolution_backward[1]
    getitem_5 = convolution_backward[2];  convolution_backward = getitem_5 = None
    add = torch.ops.aten.add.Tensor(threshold_backward, getitem_3);  threshold_backward = getitem_3 = None
    _tensor_constant14 = self._tensor_constant14
    _to_copy = torch.ops.aten._to_copy.default(_tensor_constant14, dtype = torch.float32);  _tensor_constant14 = None
    _tensor_constant15 = self._tensor_constant15
    _to_copy_1 = torch.ops.aten._to_copy.default(_tensor_constant15, dtype = torch.float32);  _tensor_constant15 = None
    _param_constant1 = self._param_constant1
    mul = torch.ops.aten.mul.Tensor(_param_constant1, _to_copy);  _param_constant1 = None
    _param_constant2 = self._param_constant2
    mul_1 = torch.ops.aten.mul.Tensor(_param_constant2, _to_copy_1);  _param_constant2 = None
    add_1 = torch.ops.aten.add.Tensor(mul, mul_1);  mul = mul_1 = None
    rsub = torch.ops.aten.rsub.Scalar(_to_copy, 1.0)
    sub = torch.ops.aten.sub.Tensor(rsub, _to_copy_1);  rsub = None
    add_2 = torch.ops.aten.add.Tensor(add_1, sub);  add_1 = sub = None
    mul_2 = torch.ops.aten.mul.Tensor(getitem_4, add_2);  add_2 = None
    mul_3 = torch.ops.aten.mul.Tensor(getitem_4, _to_copy);  _to_copy = None
    sum_2 = torch.ops.aten.sum.default(mul_3);  mul_3 = None
    mul_4 = torch.ops.aten.mul.Tensor(getitem_4, _to_copy_1);  getitem_4 = _to_copy_1 = None
    sum_3 = torch.ops.aten.sum.default(mul_4);  mul_4 = None
    neg = torch.ops.aten.neg.default(sum_3);  sum_3 = None
    _tensor_constant16 = self._tensor_constant16
    detach_2 = torch.ops.aten.detach.default(_tensor_constant16);  _tensor_constant16 = None
    threshold_backward_1 = torch.ops.aten.threshold_backward.default(add, detach_2, 0);  add = detach_2 = None
    _tensor_constant17 = self._tensor_constant17
    _param_constant3 = self._param_constant3
    _tensor_constant18 = self._tensor_constant18
    _tensor_constant19 = self._tensor_constant19
    _tensor_constant20 = self._tensor_constant20
    _tensor_constant21 = self._tensor_constant21
    native_batch_norm_backward_1 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_1, _tensor_constant17, _param_constant3, _tensor_constant18, _tensor_constant19, _tensor_constant20, _tensor_constant21, True, 1e-05, [True, True, True]);  threshold_backward_1 = _tensor_constant17 = _param_constant3 = _tensor_constant18 = _tensor_constant19 = _tensor_constant20 = _tensor_constant21 = None
    getitem_6 = native_batch_norm_backward_1[0]
    getitem_7 = native_batch_norm_backward_1[1]
    getitem_8 = native_batch_norm_backward_1[2];  native_batch_norm_backward_1 = None
    _tensor_constant22 = self._tensor_constant22
    _tensor_constant23 = self._tensor_constant23
    convolution_backward_1 = torch.ops.aten.convolution_backward.default(getitem_6, _tensor_constant22, _tensor_constant23, [0], [2, 2], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_6 = _tensor_constant22 = _tensor_constant23 = None
    getitem_9 = convolution_backward_1[0]
    getitem_10 = convolution_backward_1[1]
    getitem_11 = convolution_backward_1[2];  convolution_backward_1 = getitem_11 = None
    _tensor_constant24 = self._tensor_constant24
    _to_copy_2 = torch.ops.aten._to_copy.default(_tensor_constant24, dtype = torch.float32);  _tensor_constant24 = None
    _tensor_constant25 = self._tensor_constant25
    _to_copy_3 = torch.ops.aten._to_copy.default(_tensor_constant25, dtype = torch.float32);  _tensor_constant25 = None
    _param_constant4 = self._param_constant4
    mul_5 = torch.ops.aten.mul.Tensor(_param_constant4, _to_copy_2);  _param_constant4 = None
    _param_constant5 = self._param_constant5
    mul_6 = torch.ops.aten.mul.Tensor(_param_constant5, _to_copy_3);  _param_constant5 = None
    add_3 = torch.ops.aten.add.Tensor(mul_5, mul_6);  mul_5 = mul_6 = None
    rsub_1 = torch.ops.aten.rsub.Scalar(_to_copy_2, 1.0)
    sub_1 = torch.ops.aten.sub.Tensor(rsub_1, _to_copy_3);  rsub_1 = None
    add_4 = torch.ops.aten.add.Tensor(add_3, sub_1);  add_3 = sub_1 = None
    mul_7 = torch.ops.aten.mul.Tensor(getitem_10, add_4);  add_4 = None
    mul_8 = torch.ops.aten.mul.Tensor(getitem_10, _to_copy_2);  _to_copy_2 = None
    sum_4 = torch.ops.aten.sum.default(mul_8);  mul_8 = None
    mul_9 = torch.ops.aten.mul.Tensor(getitem_10, _to_copy_3);  getitem_10 = _to_copy_3 = None
    sum_5 = torch.ops.aten.sum.default(mul_9);  mul_9 = None
    neg_1 = torch.ops.aten.neg.default(sum_5);  sum_5 = None
    _tensor_constant26 = self._tensor_constant26
    detach_3 = torch.ops.aten.detach.default(_tensor_constant26);  _tensor_constant26 = None
    threshold_backward_2 = torch.ops.aten.threshold_backward.default(getitem_9, detach_3, 0);  getitem_9 = detach_3 = None
    _tensor_constant27 = self._tensor_constant27
    _param_constant6 = self._param_constant6
    _tensor_constant28 = self._tensor_constant28
    _tensor_constant29 = self._tensor_constant29
    _tensor_constant30 = self._tensor_constant30
    _tensor_constant31 = self._tensor_constant31
    native_batch_norm_backward_2 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_2, _tensor_constant27, _param_constant6, _tensor_constant28, _tensor_constant29, _tensor_constant30, _tensor_constant31, True, 1e-05, [True, True, True]);  threshold_backward_2 = _tensor_constant27 = _param_constant6 = _tensor_constant28 = _tensor_constant29 = _tensor_constant30 = _tensor_constant31 = None
    getitem_12 = native_batch_norm_backward_2[0]
    getitem_13 = native_batch_norm_backward_2[1]
    getitem_14 = native_batch_norm_backward_2[2];  native_batch_norm_backward_2 = None
    _tensor_constant32 = self._tensor_constant32
    _param_constant7 = self._param_constant7
    convolution_backward_2 = torch.ops.aten.convolution_backward.default(getitem_12, _tensor_constant32, _param_constant7, [8], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [False, True, True]);  getitem_12 = _tensor_constant32 = _param_constant7 = None
    getitem_15 = convolution_backward_2[0];  getitem_15 = None
    getitem_16 = convolution_backward_2[1]
    getitem_17 = convolution_backward_2[2];  convolution_backward_2 = None
    return (getitem_16, getitem_17, getitem_13, getitem_14, mul_7, sum_4, neg_1, getitem_7, getitem_8, mul_2, sum_2, neg, getitem_1, getitem_2, t_3, view)
    