


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
    view = torch.ops.aten.view.default(sum_1, [3]);  sum_1 = None
    t_3 = torch.ops.aten.t.default(t_2);  t_2 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(mm, 2);  mm = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(unsqueeze, 3);  unsqueeze = None
    expand = torch.ops.aten.expand.default(unsqueeze_1, [2, 4, 5, 5]);  unsqueeze_1 = None
    div = torch.ops.aten.div.Scalar(expand, 25);  expand = None
    _tensor_constant6 = self._tensor_constant6
    _tensor_constant7 = self._tensor_constant7
    convolution_backward = torch.ops.aten.convolution_backward.default(div, _tensor_constant6, _tensor_constant7, [0], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  _tensor_constant6 = _tensor_constant7 = None
    getitem = convolution_backward[0]
    getitem_1 = convolution_backward[1]
    getitem_2 = convolution_backward[2];  convolution_backward = getitem_2 = None
    add = torch.ops.aten.add.Tensor(div, getitem);  div = getitem = None
    _tensor_constant8 = self._tensor_constant8
    _tensor_constant9 = self._tensor_constant9
    div_1 = torch.ops.aten.div.Tensor(_tensor_constant8, _tensor_constant9);  _tensor_constant8 = _tensor_constant9 = None
    _tensor_constant9_1 = self._tensor_constant9
    div_2 = torch.ops.aten.div.Tensor(div_1, _tensor_constant9_1);  div_1 = _tensor_constant9_1 = None
    neg = torch.ops.aten.neg.default(getitem_1)
    mul = torch.ops.aten.mul.Tensor(neg, div_2);  neg = div_2 = None
    _tensor_constant9_2 = self._tensor_constant9
    div_3 = torch.ops.aten.div.Tensor(getitem_1, _tensor_constant9_2);  getitem_1 = _tensor_constant9_2 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(mul, [1], True);  mul = None
    neg_1 = torch.ops.aten.neg.default(div_3)
    sum_3 = torch.ops.aten.sum.dim_IntList(neg_1, [1], True);  neg_1 = None
    _tensor_constant10 = self._tensor_constant10
    detach_1 = torch.ops.aten.detach.default(_tensor_constant10);  _tensor_constant10 = None
    mul_1 = torch.ops.aten.mul.Scalar(detach_1, 2)
    div_4 = torch.ops.aten.div.Tensor(sum_2, mul_1);  sum_2 = mul_1 = None
    eq = torch.ops.aten.eq.Scalar(detach_1, 0);  detach_1 = None
    masked_fill_ = torch.ops.aten.masked_fill_.Scalar(div_4, eq, 0);  div_4 = eq = None
    _param_constant0 = self._param_constant0
    mean = torch.ops.aten.mean.dim(_param_constant0, [1, 2, 3], True);  _param_constant0 = None
    _param_constant0_1 = self._param_constant0
    sub = torch.ops.aten.sub.Tensor(_param_constant0_1, mean);  _param_constant0_1 = mean = None
    mul_2 = torch.ops.aten.mul.Scalar(masked_fill_, 0.6666666666666666);  masked_fill_ = None
    mul_3 = torch.ops.aten.mul.Tensor(mul_2, sub);  mul_2 = sub = None
    add_1 = torch.ops.aten.add.Tensor(div_3, mul_3);  div_3 = mul_3 = None
    expand_1 = torch.ops.aten.expand.default(sum_3, [4, 4, 1, 1]);  sum_3 = None
    div_5 = torch.ops.aten.div.Scalar(expand_1, 4);  expand_1 = None
    add_2 = torch.ops.aten.add.Tensor(add_1, div_5);  add_1 = div_5 = None
    _tensor_constant11 = self._tensor_constant11
    silu_backward = torch.ops.aten.silu_backward.default(add, _tensor_constant11);  add = _tensor_constant11 = None
    _tensor_constant12 = self._tensor_constant12
    detach_2 = torch.ops.aten.detach.default(_tensor_constant12);  _tensor_constant12 = None
    _tensor_constant13 = self._tensor_constant13
    detach_3 = torch.ops.aten.detach.default(_tensor_constant13);  _tensor_constant13 = None
    _tensor_constant14 = self._tensor_constant14
    _param_constant1 = self._param_constant1
    native_group_norm_backward = torch.ops.aten.native_group_norm_backward.default(silu_backward, _tensor_constant14, detach_2, detach_3, _param_constant1, 2, 4, 25, 2, [True, True, True]);  silu_backward = _tensor_constant14 = detach_2 = detach_3 = _param_constant1 = None
    getitem_3 = native_group_norm_backward[0]
    getitem_4 = native_group_norm_backward[1]
    getitem_5 = native_group_norm_backward[2];  native_group_norm_backward = None
    _tensor_constant15 = self._tensor_constant15
    _tensor_constant16 = self._tensor_constant16
    convolution_backward_1 = torch.ops.aten.convolution_backward.default(getitem_3, _tensor_constant15, _tensor_constant16, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [False, True, False]);  getitem_3 = _tensor_constant15 = _tensor_constant16 = None
    getitem_6 = convolution_backward_1[0];  getitem_6 = None
    getitem_7 = convolution_backward_1[1]
    getitem_8 = convolution_backward_1[2];  convolution_backward_1 = getitem_8 = None
    _tensor_constant17 = self._tensor_constant17
    _tensor_constant18 = self._tensor_constant18
    div_6 = torch.ops.aten.div.Tensor(_tensor_constant17, _tensor_constant18);  _tensor_constant17 = _tensor_constant18 = None
    _tensor_constant18_1 = self._tensor_constant18
    div_7 = torch.ops.aten.div.Tensor(div_6, _tensor_constant18_1);  div_6 = _tensor_constant18_1 = None
    neg_2 = torch.ops.aten.neg.default(getitem_7)
    mul_4 = torch.ops.aten.mul.Tensor(neg_2, div_7);  neg_2 = div_7 = None
    _tensor_constant18_2 = self._tensor_constant18
    div_8 = torch.ops.aten.div.Tensor(getitem_7, _tensor_constant18_2);  getitem_7 = _tensor_constant18_2 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(mul_4, [1, 2, 3], True);  mul_4 = None
    neg_3 = torch.ops.aten.neg.default(div_8)
    sum_5 = torch.ops.aten.sum.dim_IntList(neg_3, [1, 2, 3], True);  neg_3 = None
    _tensor_constant19 = self._tensor_constant19
    detach_4 = torch.ops.aten.detach.default(_tensor_constant19);  _tensor_constant19 = None
    mul_5 = torch.ops.aten.mul.Scalar(detach_4, 2)
    div_9 = torch.ops.aten.div.Tensor(sum_4, mul_5);  sum_4 = mul_5 = None
    eq_1 = torch.ops.aten.eq.Scalar(detach_4, 0);  detach_4 = None
    masked_fill__1 = torch.ops.aten.masked_fill_.Scalar(div_9, eq_1, 0);  div_9 = eq_1 = None
    _param_constant2 = self._param_constant2
    mean_1 = torch.ops.aten.mean.dim(_param_constant2, [1, 2, 3], True);  _param_constant2 = None
    _param_constant2_1 = self._param_constant2
    sub_1 = torch.ops.aten.sub.Tensor(_param_constant2_1, mean_1);  _param_constant2_1 = mean_1 = None
    mul_6 = torch.ops.aten.mul.Scalar(masked_fill__1, 0.07692307692307693);  masked_fill__1 = None
    mul_7 = torch.ops.aten.mul.Tensor(mul_6, sub_1);  mul_6 = sub_1 = None
    add_3 = torch.ops.aten.add.Tensor(div_8, mul_7);  div_8 = mul_7 = None
    expand_2 = torch.ops.aten.expand.default(sum_5, [4, 3, 3, 3]);  sum_5 = None
    div_10 = torch.ops.aten.div.Scalar(expand_2, 27);  expand_2 = None
    add_4 = torch.ops.aten.add.Tensor(add_3, div_10);  add_3 = div_10 = None
    return (add_4, add_2, getitem_4, getitem_5, t_3, view)
    