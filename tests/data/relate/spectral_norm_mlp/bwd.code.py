


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
    _tensor_constant6 = self._tensor_constant6
    t_4 = torch.ops.aten.t.default(_tensor_constant6);  _tensor_constant6 = None
    mm_2 = torch.ops.aten.mm.default(mm, t_4);  t_4 = None
    t_5 = torch.ops.aten.t.default(mm)
    _tensor_constant7 = self._tensor_constant7
    mm_3 = torch.ops.aten.mm.default(t_5, _tensor_constant7);  t_5 = _tensor_constant7 = None
    t_6 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(mm, [0], True)
    view_1 = torch.ops.aten.view.default(sum_2, [6]);  sum_2 = None
    t_7 = torch.ops.aten.t.default(t_6);  t_6 = None
    _param_constant0 = self._param_constant0
    _tensor_constant8 = self._tensor_constant8
    div = torch.ops.aten.div.Tensor(_param_constant0, _tensor_constant8);  _param_constant0 = _tensor_constant8 = None
    _tensor_constant8_1 = self._tensor_constant8
    div_1 = torch.ops.aten.div.Tensor(div, _tensor_constant8_1);  div = _tensor_constant8_1 = None
    neg = torch.ops.aten.neg.default(t_7)
    mul = torch.ops.aten.mul.Tensor(neg, div_1);  neg = div_1 = None
    _tensor_constant8_2 = self._tensor_constant8
    div_2 = torch.ops.aten.div.Tensor(t_7, _tensor_constant8_2);  t_7 = _tensor_constant8_2 = None
    sum_3 = torch.ops.aten.sum.default(mul);  mul = None
    _tensor_constant9 = self._tensor_constant9
    mul_1 = torch.ops.aten.mul.Tensor(sum_3, _tensor_constant9);  sum_3 = _tensor_constant9 = None
    view_2 = torch.ops.aten.view.default(mul_1, [6, 1]);  mul_1 = None
    _tensor_constant10 = self._tensor_constant10
    mul_2 = torch.ops.aten.mul.Tensor(view_2, _tensor_constant10);  view_2 = _tensor_constant10 = None
    add = torch.ops.aten.add.Tensor(div_2, mul_2);  div_2 = mul_2 = None
    _tensor_constant11 = self._tensor_constant11
    detach_1 = torch.ops.aten.detach.default(_tensor_constant11);  _tensor_constant11 = None
    tanh_backward = torch.ops.aten.tanh_backward.default(mm_2, detach_1);  mm_2 = detach_1 = None
    _tensor_constant12 = self._tensor_constant12
    t_8 = torch.ops.aten.t.default(_tensor_constant12);  _tensor_constant12 = None
    mm_4 = torch.ops.aten.mm.default(tanh_backward, t_8);  t_8 = None
    t_9 = torch.ops.aten.t.default(tanh_backward)
    _tensor_constant13 = self._tensor_constant13
    mm_5 = torch.ops.aten.mm.default(t_9, _tensor_constant13);  t_9 = _tensor_constant13 = None
    t_10 = torch.ops.aten.t.default(mm_5);  mm_5 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(tanh_backward, [0], True);  tanh_backward = None
    view_3 = torch.ops.aten.view.default(sum_4, [12]);  sum_4 = None
    add_1 = torch.ops.aten.add.Tensor(mm, mm_4);  mm = mm_4 = None
    t_11 = torch.ops.aten.t.default(t_10);  t_10 = None
    _param_constant1 = self._param_constant1
    _tensor_constant14 = self._tensor_constant14
    div_3 = torch.ops.aten.div.Tensor(_param_constant1, _tensor_constant14);  _param_constant1 = _tensor_constant14 = None
    _tensor_constant14_1 = self._tensor_constant14
    div_4 = torch.ops.aten.div.Tensor(div_3, _tensor_constant14_1);  div_3 = _tensor_constant14_1 = None
    neg_1 = torch.ops.aten.neg.default(t_11)
    mul_3 = torch.ops.aten.mul.Tensor(neg_1, div_4);  neg_1 = div_4 = None
    _tensor_constant14_2 = self._tensor_constant14
    div_5 = torch.ops.aten.div.Tensor(t_11, _tensor_constant14_2);  t_11 = _tensor_constant14_2 = None
    sum_5 = torch.ops.aten.sum.default(mul_3);  mul_3 = None
    _tensor_constant15 = self._tensor_constant15
    mul_4 = torch.ops.aten.mul.Tensor(sum_5, _tensor_constant15);  sum_5 = _tensor_constant15 = None
    view_4 = torch.ops.aten.view.default(mul_4, [12, 1]);  mul_4 = None
    _tensor_constant16 = self._tensor_constant16
    mul_5 = torch.ops.aten.mul.Tensor(view_4, _tensor_constant16);  view_4 = _tensor_constant16 = None
    add_2 = torch.ops.aten.add.Tensor(div_5, mul_5);  div_5 = mul_5 = None
    _tensor_constant17 = self._tensor_constant17
    silu_backward = torch.ops.aten.silu_backward.default(add_1, _tensor_constant17);  add_1 = _tensor_constant17 = None
    t_12 = torch.ops.aten.t.default(silu_backward)
    _tensor_constant18 = self._tensor_constant18
    mm_6 = torch.ops.aten.mm.default(t_12, _tensor_constant18);  t_12 = _tensor_constant18 = None
    t_13 = torch.ops.aten.t.default(mm_6);  mm_6 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(silu_backward, [0], True);  silu_backward = None
    view_5 = torch.ops.aten.view.default(sum_6, [6]);  sum_6 = None
    t_14 = torch.ops.aten.t.default(t_13);  t_13 = None
    _param_constant2 = self._param_constant2
    _param_constant3 = self._param_constant3
    _tensor_constant19 = self._tensor_constant19
    _weight_norm_interface_backward = torch.ops.aten._weight_norm_interface_backward.default(t_14, _param_constant2, _param_constant3, _tensor_constant19, 0);  t_14 = _param_constant2 = _param_constant3 = _tensor_constant19 = None
    getitem = _weight_norm_interface_backward[0]
    getitem_1 = _weight_norm_interface_backward[1];  _weight_norm_interface_backward = None
    return (view_5, getitem_1, getitem, view_3, add_2, view_1, add, t_3, view)
    