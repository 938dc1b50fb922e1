


def forward(self, loss_1):
    ones_like = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
    mul = torch.ops.aten.mul.Tensor(ones_like, 0.01)
    expand = torch.ops.aten.expand.default(mul, [4]);  mul = None
    div = torch.ops.aten.div.Scalar(expand, 4);  expand = None
    expand_1 = torch.ops.aten.expand.default(ones_like, [4]);  ones_like = None
    div_1 = torch.ops.aten.div.Scalar(expand_1, 4);  expand_1 = None
    mul_1 = torch.ops.aten.mul.Tensor(div, 3);  div = None
    _tensor_constant0 = self._tensor_constant0
    detach = torch.ops.aten.detach.default(_tensor_constant0);  _tensor_constant0 = None
    mul_2 = torch.ops.aten.mul.Tensor(detach, detach);  detach = None
    neg = torch.ops.aten.neg.default(mul_1);  mul_1 = None
    mul_3 = torch.ops.aten.mul.Tensor(neg, mul_2);  neg = mul_2 = None
    select_backward = torch.ops.aten.select_backward.default(mul_3, [4, 1], 1, 0);  mul_3 = None
    mul_4 = torch.ops.aten.mul.Tensor(div_1, 0.2)
    unsqueeze = torch.ops.aten.unsqueeze.default(mul_4, -1)
    expand_2 = torch.ops.aten.expand.default(unsqueeze, [4, 3]);  unsqueeze = None
    _tensor_constant1 = self._tensor_constant1
    mul_5 = torch.ops.aten.mul.Tensor(expand_2, _tensor_constant1);  _tensor_constant1 = None
    _tensor_constant2 = self._tensor_constant2
    mul_6 = torch.ops.aten.mul.Tensor(expand_2, _tensor_constant2);  expand_2 = _tensor_constant2 = None
    neg_1 = torch.ops.aten.neg.default(mul_5)
    sum_1 = torch.ops.aten.sum.dim_IntList(neg_1, [1], True);  neg_1 = None
    squeeze = torch.ops.aten.squeeze.dim(sum_1, 1);  sum_1 = None
    _tensor_constant3 = self._tensor_constant3
    polygamma = torch.ops.aten.polygamma.default(1, _tensor_constant3);  _tensor_constant3 = None
    mul_7 = torch.ops.aten.mul.Tensor(squeeze, polygamma);  squeeze = polygamma = None
    _tensor_constant4 = self._tensor_constant4
    polygamma_1 = torch.ops.aten.polygamma.default(1, _tensor_constant4);  _tensor_constant4 = None
    mul_8 = torch.ops.aten.mul.Tensor(mul_5, polygamma_1);  mul_5 = polygamma_1 = None
    add = torch.ops.aten.add.Tensor(mul_8, mul_6);  mul_8 = mul_6 = None
    neg_2 = torch.ops.aten.neg.default(mul_4)
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(neg_2, -1);  neg_2 = None
    expand_3 = torch.ops.aten.expand.default(unsqueeze_1, [4, 3]);  unsqueeze_1 = None
    _tensor_constant4_1 = self._tensor_constant4
    digamma = torch.ops.aten.digamma.default(_tensor_constant4_1);  _tensor_constant4_1 = None
    mul_9 = torch.ops.aten.mul.Tensor(expand_3, digamma);  expand_3 = digamma = None
    add_1 = torch.ops.aten.add.Tensor(add, mul_9);  add = mul_9 = None
    _tensor_constant3_1 = self._tensor_constant3
    digamma_1 = torch.ops.aten.digamma.default(_tensor_constant3_1);  _tensor_constant3_1 = None
    mul_10 = torch.ops.aten.mul.Tensor(mul_4, digamma_1);  mul_4 = digamma_1 = None
    add_2 = torch.ops.aten.add.Tensor(mul_7, mul_10);  mul_7 = mul_10 = None
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(add_2, -1);  add_2 = None
    expand_4 = torch.ops.aten.expand.default(unsqueeze_2, [4, 3]);  unsqueeze_2 = None
    add_3 = torch.ops.aten.add.Tensor(add_1, expand_4);  add_1 = expand_4 = None
    _tensor_constant5 = self._tensor_constant5
    mul_11 = torch.ops.aten.mul.Tensor(add_3, _tensor_constant5);  add_3 = _tensor_constant5 = None
    unsqueeze_3 = torch.ops.aten.unsqueeze.default(div_1, -1);  div_1 = None
    expand_5 = torch.ops.aten.expand.default(unsqueeze_3, [4, 3]);  unsqueeze_3 = None
    _tensor_constant6 = self._tensor_constant6
    mul_12 = torch.ops.aten.mul.Tensor(expand_5, _tensor_constant6);  expand_5 = _tensor_constant6 = None
    neg_3 = torch.ops.aten.neg.default(mul_12)
    sum_2 = torch.ops.aten.sum.dim_IntList(mul_12, [1], True);  mul_12 = None
    _tensor_constant7 = self._tensor_constant7
    polygamma_2 = torch.ops.aten.polygamma.default(1, _tensor_constant7);  _tensor_constant7 = None
    mul_13 = torch.ops.aten.mul.Tensor(neg_3, polygamma_2);  neg_3 = polygamma_2 = None
    add_4 = torch.ops.aten.add.Tensor(mul_11, mul_13);  mul_11 = mul_13 = None
    _tensor_constant8 = self._tensor_constant8
    polygamma_3 = torch.ops.aten.polygamma.default(1, _tensor_constant8);  _tensor_constant8 = None
    mul_14 = torch.ops.aten.mul.Tensor(sum_2, polygamma_3);  sum_2 = polygamma_3 = None
    add_5 = torch.ops.aten.add.Tensor(select_backward, mul_14);  select_backward = mul_14 = None
    expand_6 = torch.ops.aten.expand.default(add_5, [4, 3]);  add_5 = None
    add_6 = torch.ops.aten.add.Tensor(add_4, expand_6);  add_4 = expand_6 = None
    _tensor_constant9 = self._tensor_constant9
    softplus_backward = torch.ops.aten.softplus_backward.default(add_6, _tensor_constant9, 1, 20);  add_6 = _tensor_constant9 = None
    _tensor_constant10 = self._tensor_constant10
    t = torch.ops.aten.t.default(_tensor_constant10);  _tensor_constant10 = None
    mm = torch.ops.aten.mm.default(softplus_backward, t);  t = None
    t_1 = torch.ops.aten.t.default(softplus_backward)
    _tensor_constant11 = self._tensor_constant11
    mm_1 = torch.ops.aten.mm.default(t_1, _tensor_constant11);  t_1 = _tensor_constant11 = None
    t_2 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(softplus_backward, [0], True);  softplus_backward = None
    view = torch.ops.aten.view.default(sum_3, [3]);  sum_3 = None
    t_3 = torch.ops.aten.t.default(t_2);  t_2 = None
    unsqueeze_4 = torch.ops.aten.unsqueeze.default(mm, 2);  mm = None
    unsqueeze_5 = torch.ops.aten.unsqueeze.default(unsqueeze_4, 3);  unsqueeze_4 = None
    expand_7 = torch.ops.aten.expand.default(unsqueeze_5, [4, 8, 8, 8]);  unsqueeze_5 = None
    div_2 = torch.ops.aten.div.Scalar(expand_7, 64);  expand_7 = None
    _tensor_constant12 = self._tensor_constant12
    detach_1 = torch.ops.aten.detach.default(_tensor_constant12);  _tensor_constant12 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(div_2, detach_1, 0);  div_2 = detach_1 = None
    _tensor_constant13 = self._tensor_constant13
    _param_constant0 = self._param_constant0
    convolution_backward = torch.ops.aten.convolution_backward.default(threshold_backward, _tensor_constant13, _param_constant0, [8], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, True]);  threshold_backward = _tensor_constant13 = _param_constant0 = None
    getitem = convolution_backward[0]
    getitem_1 = convolution_backward[1]
    getitem_2 = convolution_backward[2];  convolution_backward = None
    _tensor_constant14 = self._tensor_constant14
    detach_2 = torch.ops.aten.detach.default(_tensor_constant14);  _tensor_constant14 = None
    threshold_backward_1 = torch.ops.aten.threshold_backward.default(getitem, detach_2, 0);  getitem = detach_2 = None
    _tensor_constant15 = self._tensor_constant15
    _param_constant0_1 = self._param_constant0
    convolution_backward_1 = torch.ops.aten.convolution_backward.default(threshold_backward_1, _tensor_constant15, _param_constant0_1, [8], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, True]);  threshold_backward_1 = _tensor_constant15 = _param_constant0_1 = None
    getitem_3 = convolution_backward_1[0]
    getitem_4 = convolution_backward_1[1]
    getitem_5 = convolution_backward_1[2];  convolution_backward_1 = None
    add_7 = torch.ops.aten.add.Tensor(getitem_1, getitem_4);  getitem_1 = getitem_4 = None
    add_8 = torch.ops.aten.add.Tensor(getitem_2, getitem_5);  getitem_2 = getitem_5 = None
    _tensor_constant16 = self._tensor_constant16
    detach_3 = torch.ops.aten.detach.default(_tensor_constant16);  _tensor_constant16 = None
    threshold_backward_2 = torch.ops.aten.threshold_backward.default(getitem_3, detach_3, 0);  getitem_3 = detach_3 = None
    _tensor_constant17 = self._tensor_constant17
    _param_constant1 = self._param_constant1
    convolution_backward_2 = torch.ops.aten.convolution_backward.default(threshold_backward_2, _tensor_constant17, _param_constant1, [8], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [False, True, True]);  threshold_backward_2 = _tensor_constant17 = _param_constant1 = None
    getitem_6 = convolution_backward_2[0];  getitem_6 = None
    getitem_7 = convolution_backward_2[1]
    getitem_8 = convolution_backward_2[2];  convolution_backward_2 = None
    return (getitem_7, getitem_8, add_7, add_8, t_3, view)
    