


def forward(self, loss_1):
    ones_like = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
    expand = torch.ops.aten.expand.default(ones_like, [4]);  ones_like = None
    div = torch.ops.aten.div.Scalar(expand, 4);  expand = None
    _tensor_constant0 = self._tensor_constant0
    mul = torch.ops.aten.mul.Tensor(div, _tensor_constant0);  div = _tensor_constant0 = None
    neg = torch.ops.aten.neg.default(mul);  mul = None
    unsqueeze = torch.ops.aten.unsqueeze.default(neg, 1);  neg = None
    expand_1 = torch.ops.aten.expand.default(unsqueeze, [4, 51]);  unsqueeze = None
    _tensor_constant1 = self._tensor_constant1
    mul_1 = torch.ops.aten.mul.Tensor(expand_1, _tensor_constant1);  expand_1 = _tensor_constant1 = None
    new_zeros = torch.ops.aten.new_zeros.default(mul_1, [4, 6, 51], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant2 = self._tensor_constant2
    _tensor_constant3 = self._tensor_constant3
    index_put = torch.ops.aten.index_put.default(new_zeros, [_tensor_constant2, _tensor_constant3], mul_1, True);  new_zeros = _tensor_constant2 = _tensor_constant3 = mul_1 = None
    _tensor_constant4 = self._tensor_constant4
    detach = torch.ops.aten.detach.default(_tensor_constant4);  _tensor_constant4 = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(index_put, detach, 2, torch.float32);  index_put = detach = None
    neg_1 = torch.ops.aten.neg.default(_log_softmax_backward_data)
    sum_1 = torch.ops.aten.sum.dim_IntList(neg_1, [1], True);  neg_1 = None
    expand_2 = torch.ops.aten.expand.default(sum_1, [4, 6, 51]);  sum_1 = None
    div_1 = torch.ops.aten.div.Scalar(expand_2, 6);  expand_2 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(_log_softmax_backward_data, [1], True)
    add = torch.ops.aten.add.Tensor(div_1, _log_softmax_backward_data);  div_1 = _log_softmax_backward_data = None
    view = torch.ops.aten.view.default(add, [4, 306]);  add = None
    view_1 = torch.ops.aten.view.default(sum_2, [4, 51]);  sum_2 = None
    _tensor_constant5 = self._tensor_constant5
    t = torch.ops.aten.t.default(_tensor_constant5);  _tensor_constant5 = None
    mm = torch.ops.aten.mm.default(view, t);  t = None
    t_1 = torch.ops.aten.t.default(view)
    _tensor_constant6 = self._tensor_constant6
    mm_1 = torch.ops.aten.mm.default(t_1, _tensor_constant6);  t_1 = _tensor_constant6 = None
    t_2 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(view, [0], True);  view = None
    view_2 = torch.ops.aten.view.default(sum_3, [306]);  sum_3 = None
    t_3 = torch.ops.aten.t.default(t_2);  t_2 = None
    _tensor_constant7 = self._tensor_constant7
    mul_2 = torch.ops.aten.mul.Tensor(view_2, _tensor_constant7);  _tensor_constant7 = None
    _tensor_constant8 = self._tensor_constant8
    mul_3 = torch.ops.aten.mul.Tensor(t_3, _tensor_constant8);  _tensor_constant8 = None
    _tensor_constant9 = self._tensor_constant9
    detach_1 = torch.ops.aten.detach.default(_tensor_constant9);  _tensor_constant9 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(mm, detach_1, 0);  mm = detach_1 = None
    _tensor_constant10 = self._tensor_constant10
    t_4 = torch.ops.aten.t.default(_tensor_constant10);  _tensor_constant10 = None
    mm_2 = torch.ops.aten.mm.default(threshold_backward, t_4);  t_4 = None
    t_5 = torch.ops.aten.t.default(threshold_backward)
    _tensor_constant11 = self._tensor_constant11
    mm_3 = torch.ops.aten.mm.default(t_5, _tensor_constant11);  t_5 = _tensor_constant11 = None
    t_6 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(threshold_backward, [0], True);  threshold_backward = None
    view_3 = torch.ops.aten.view.default(sum_4, [32]);  sum_4 = None
    t_7 = torch.ops.aten.t.default(t_6);  t_6 = None
    _tensor_constant12 = self._tensor_constant12
    mul_4 = torch.ops.aten.mul.Tensor(view_3, _tensor_constant12);  _tensor_constant12 = None
    _tensor_constant13 = self._tensor_constant13
    mul_5 = torch.ops.aten.mul.Tensor(t_7, _tensor_constant13);  _tensor_constant13 = None
    _tensor_constant14 = self._tensor_constant14
    t_8 = torch.ops.aten.t.default(_tensor_constant14);  _tensor_constant14 = None
    mm_4 = torch.ops.aten.mm.default(view_1, t_8);  t_8 = None
    t_9 = torch.ops.aten.t.default(view_1)
    _tensor_constant15 = self._tensor_constant15
    mm_5 = torch.ops.aten.mm.default(t_9, _tensor_constant15);  t_9 = _tensor_constant15 = None
    t_10 = torch.ops.aten.t.default(mm_5);  mm_5 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(view_1, [0], True);  view_1 = None
    view_4 = torch.ops.aten.view.default(sum_5, [51]);  sum_5 = None
    t_11 = torch.ops.aten.t.default(t_10);  t_10 = None
    _tensor_constant16 = self._tensor_constant16
    mul_6 = torch.ops.aten.mul.Tensor(view_4, _tensor_constant16);  _tensor_constant16 = None
    _tensor_constant17 = self._tensor_constant17
    mul_7 = torch.ops.aten.mul.Tensor(t_11, _tensor_constant17);  _tensor_constant17 = None
    _tensor_constant18 = self._tensor_constant18
    detach_2 = torch.ops.aten.detach.default(_tensor_constant18);  _tensor_constant18 = None
    threshold_backward_1 = torch.ops.aten.threshold_backward.default(mm_4, detach_2, 0);  mm_4 = detach_2 = None
    _tensor_constant19 = self._tensor_constant19
    t_12 = torch.ops.aten.t.default(_tensor_constant19);  _tensor_constant19 = None
    mm_6 = torch.ops.aten.mm.default(threshold_backward_1, t_12);  t_12 = None
    t_13 = torch.ops.aten.t.default(threshold_backward_1)
    _tensor_constant11_1 = self._tensor_constant11
    mm_7 = torch.ops.aten.mm.default(t_13, _tensor_constant11_1);  t_13 = _tensor_constant11_1 = None
    t_14 = torch.ops.aten.t.default(mm_7);  mm_7 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(threshold_backward_1, [0], True);  threshold_backward_1 = None
    view_5 = torch.ops.aten.view.default(sum_6, [32]);  sum_6 = None
    add_1 = torch.ops.aten.add.Tensor(mm_2, mm_6);  mm_2 = mm_6 = None
    t_15 = torch.ops.aten.t.default(t_14);  t_14 = None
    _tensor_constant20 = self._tensor_constant20
    mul_8 = torch.ops.aten.mul.Tensor(view_5, _tensor_constant20);  _tensor_constant20 = None
    _tensor_constant21 = self._tensor_constant21
    mul_9 = torch.ops.aten.mul.Tensor(t_15, _tensor_constant21);  _tensor_constant21 = None
    view_6 = torch.ops.aten.view.default(add_1, [4, 16, 3, 3]);  add_1 = None
    _tensor_constant22 = self._tensor_constant22
    detach_3 = torch.ops.aten.detach.default(_tensor_constant22);  _tensor_constant22 = None
    threshold_backward_2 = torch.ops.aten.threshold_backward.default(view_6, detach_3, 0);  view_6 = detach_3 = None
    _tensor_constant23 = self._tensor_constant23
    _param_constant0 = self._param_constant0
    convolution_backward = torch.ops.aten.convolution_backward.default(threshold_backward_2, _tensor_constant23, _param_constant0, [16], [5, 5], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  threshold_backward_2 = _tensor_constant23 = _param_constant0 = None
    getitem = convolution_backward[0]
    getitem_1 = convolution_backward[1]
    getitem_2 = convolution_backward[2];  convolution_backward = None
    _tensor_constant24 = self._tensor_constant24
    detach_4 = torch.ops.aten.detach.default(_tensor_constant24);  _tensor_constant24 = None
    threshold_backward_3 = torch.ops.aten.threshold_backward.default(getitem, detach_4, 0);  getitem = detach_4 = None
    _tensor_constant25 = self._tensor_constant25
    _param_constant1 = self._param_constant1
    convolution_backward_1 = torch.ops.aten.convolution_backward.default(threshold_backward_3, _tensor_constant25, _param_constant1, [8], [5, 5], [0, 0], [1, 1], False, [0, 0], 1, [False, True, True]);  threshold_backward_3 = _tensor_constant25 = _param_constant1 = None
    getitem_3 = convolution_backward_1[0];  getitem_3 = None
    getitem_4 = convolution_backward_1[1]
    getitem_5 = convolution_backward_1[2];  convolution_backward_1 = None
    return (getitem_4, getitem_5, getitem_1, getitem_2, t_15, mul_9, view_5, mul_8, t_7, mul_5, view_3, mul_4, t_11, mul_7, view_4, mul_6, t_3, mul_3, view_2, mul_2)
    