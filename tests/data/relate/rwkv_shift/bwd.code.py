


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
    unsqueeze = torch.ops.aten.unsqueeze.default(mm, 1);  mm = None
    expand = torch.ops.aten.expand.default(unsqueeze, [2, 4, 4]);  unsqueeze = None
    div = torch.ops.aten.div.Scalar(expand, 4);  expand = None
    _tensor_constant6 = self._tensor_constant6
    mul = torch.ops.aten.mul.Tensor(div, _tensor_constant6);  _tensor_constant6 = None
    _tensor_constant7 = self._tensor_constant7
    mul_1 = torch.ops.aten.mul.Tensor(div, _tensor_constant7);  _tensor_constant7 = None
    view_1 = torch.ops.aten.view.default(mul, [8, 4]);  mul = None
    t_4 = torch.ops.aten.t.default(view_1)
    _tensor_constant8 = self._tensor_constant8
    mm_2 = torch.ops.aten.mm.default(t_4, _tensor_constant8);  t_4 = _tensor_constant8 = None
    t_5 = torch.ops.aten.t.default(mm_2);  mm_2 = None
    _tensor_constant9 = self._tensor_constant9
    t_6 = torch.ops.aten.t.default(_tensor_constant9);  _tensor_constant9 = None
    mm_3 = torch.ops.aten.mm.default(view_1, t_6);  view_1 = t_6 = None
    view_2 = torch.ops.aten.view.default(mm_3, [2, 4, 8]);  mm_3 = None
    t_7 = torch.ops.aten.t.default(t_5);  t_5 = None
    _tensor_constant10 = self._tensor_constant10
    detach_1 = torch.ops.aten.detach.default(_tensor_constant10);  _tensor_constant10 = None
    sigmoid_backward = torch.ops.aten.sigmoid_backward.default(mul_1, detach_1);  mul_1 = detach_1 = None
    view_3 = torch.ops.aten.view.default(sigmoid_backward, [8, 4]);  sigmoid_backward = None
    t_8 = torch.ops.aten.t.default(view_3)
    _tensor_constant11 = self._tensor_constant11
    mm_4 = torch.ops.aten.mm.default(t_8, _tensor_constant11);  t_8 = _tensor_constant11 = None
    t_9 = torch.ops.aten.t.default(mm_4);  mm_4 = None
    _tensor_constant12 = self._tensor_constant12
    t_10 = torch.ops.aten.t.default(_tensor_constant12);  _tensor_constant12 = None
    mm_5 = torch.ops.aten.mm.default(view_3, t_10);  view_3 = t_10 = None
    view_4 = torch.ops.aten.view.default(mm_5, [2, 4, 4]);  mm_5 = None
    t_11 = torch.ops.aten.t.default(t_9);  t_9 = None
    _tensor_constant13 = self._tensor_constant13
    pow_1 = torch.ops.aten.pow.Tensor_Scalar(_tensor_constant13, 1.0);  _tensor_constant13 = None
    mul_2 = torch.ops.aten.mul.Scalar(pow_1, 2.0);  pow_1 = None
    mul_3 = torch.ops.aten.mul.Tensor(view_2, mul_2);  view_2 = mul_2 = None
    _tensor_constant14 = self._tensor_constant14
    detach_2 = torch.ops.aten.detach.default(_tensor_constant14);  _tensor_constant14 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(mul_3, detach_2, 0);  mul_3 = detach_2 = None
    view_5 = torch.ops.aten.view.default(threshold_backward, [8, 8]);  threshold_backward = None
    t_12 = torch.ops.aten.t.default(view_5)
    _tensor_constant15 = self._tensor_constant15
    mm_6 = torch.ops.aten.mm.default(t_12, _tensor_constant15);  t_12 = _tensor_constant15 = None
    t_13 = torch.ops.aten.t.default(mm_6);  mm_6 = None
    _tensor_constant16 = self._tensor_constant16
    t_14 = torch.ops.aten.t.default(_tensor_constant16);  _tensor_constant16 = None
    mm_7 = torch.ops.aten.mm.default(view_5, t_14);  view_5 = t_14 = None
    view_6 = torch.ops.aten.view.default(mm_7, [2, 4, 4]);  mm_7 = None
    t_15 = torch.ops.aten.t.default(t_13);  t_13 = None
    _param_constant0 = self._param_constant0
    mul_4 = torch.ops.aten.mul.Tensor(view_4, _param_constant0);  _param_constant0 = None
    _param_constant0_1 = self._param_constant0
    empty_like = torch.ops.aten.empty_like.default(_param_constant0_1, memory_format = torch.preserve_format);  _param_constant0_1 = None
    fill_ = torch.ops.aten.fill_.Scalar(empty_like, 1);  empty_like = None
    _param_constant0_2 = self._param_constant0
    sub_ = torch.ops.aten.sub_.Tensor(fill_, _param_constant0_2);  fill_ = _param_constant0_2 = None
    mul_5 = torch.ops.aten.mul.Tensor(view_4, sub_);  sub_ = None
    _tensor_constant17 = self._tensor_constant17
    _tensor_constant18 = self._tensor_constant18
    sub = torch.ops.aten.sub.Tensor(_tensor_constant17, _tensor_constant18);  _tensor_constant17 = _tensor_constant18 = None
    mul_6 = torch.ops.aten.mul.Tensor(view_4, sub);  view_4 = sub = None
    sum_2 = torch.ops.aten.sum.dim_IntList(mul_6, [0, 1], True);  mul_6 = None
    view_7 = torch.ops.aten.view.default(sum_2, [4]);  sum_2 = None
    add = torch.ops.aten.add.Tensor(div, mul_5);  div = mul_5 = None
    _param_constant1 = self._param_constant1
    mul_7 = torch.ops.aten.mul.Tensor(view_6, _param_constant1);  _param_constant1 = None
    _param_constant1_1 = self._param_constant1
    empty_like_1 = torch.ops.aten.empty_like.default(_param_constant1_1, memory_format = torch.preserve_format);  _param_constant1_1 = None
    fill__1 = torch.ops.aten.fill_.Scalar(empty_like_1, 1);  empty_like_1 = None
    _param_constant1_2 = self._param_constant1
    sub__1 = torch.ops.aten.sub_.Tensor(fill__1, _param_constant1_2);  fill__1 = _param_constant1_2 = None
    mul_8 = torch.ops.aten.mul.Tensor(view_6, sub__1);  sub__1 = None
    _tensor_constant17_1 = self._tensor_constant17
    _tensor_constant18_1 = self._tensor_constant18
    sub_1 = torch.ops.aten.sub.Tensor(_tensor_constant17_1, _tensor_constant18_1);  _tensor_constant17_1 = _tensor_constant18_1 = None
    mul_9 = torch.ops.aten.mul.Tensor(view_6, sub_1);  view_6 = sub_1 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(mul_9, [0, 1], True);  mul_9 = None
    view_8 = torch.ops.aten.view.default(sum_3, [4]);  sum_3 = None
    add_1 = torch.ops.aten.add.Tensor(add, mul_8);  add = mul_8 = None
    add_2 = torch.ops.aten.add.Tensor(mul_4, mul_7);  mul_4 = mul_7 = None
    constant_pad_nd = torch.ops.aten.constant_pad_nd.default(add_2, [0, 0, -1, 1]);  add_2 = None
    add_3 = torch.ops.aten.add.Tensor(add_1, constant_pad_nd);  add_1 = constant_pad_nd = None
    _tensor_constant19 = self._tensor_constant19
    _tensor_constant20 = self._tensor_constant20
    _tensor_constant21 = self._tensor_constant21
    _param_constant2 = self._param_constant2
    _param_constant3 = self._param_constant3
    native_layer_norm_backward = torch.ops.aten.native_layer_norm_backward.default(add_3, _tensor_constant19, [4], _tensor_constant20, _tensor_constant21, _param_constant2, _param_constant3, [True, True, True]);  add_3 = _tensor_constant19 = _tensor_constant20 = _tensor_constant21 = _param_constant2 = _param_constant3 = None
    getitem = native_layer_norm_backward[0]
    getitem_1 = native_layer_norm_backward[1]
    getitem_2 = native_layer_norm_backward[2];  native_layer_norm_backward = None
    view_9 = torch.ops.aten.view.default(getitem, [8, 4]);  getitem = None
    t_16 = torch.ops.aten.t.default(view_9)
    _tensor_constant22 = self._tensor_constant22
    mm_8 = torch.ops.aten.mm.default(t_16, _tensor_constant22);  t_16 = _tensor_constant22 = None
    t_17 = torch.ops.aten.t.default(mm_8);  mm_8 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(view_9, [0], True);  view_9 = None
    view_10 = torch.ops.aten.view.default(sum_4, [4]);  sum_4 = None
    t_18 = torch.ops.aten.t.default(t_17);  t_17 = None
    return (view_8, view_7, t_18, view_10, getitem_1, getitem_2, t_15, t_7, t_11, t_3, view)
    