


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
    detach_1 = torch.ops.aten.detach.default(_tensor_constant6);  _tensor_constant6 = None
    view_1 = torch.ops.aten.view.default(detach_1, [2, 1, 8]);  detach_1 = None
    _tensor_constant7 = self._tensor_constant7
    eq = torch.ops.aten.eq.Tensor(view_1, _tensor_constant7);  view_1 = _tensor_constant7 = None
    view_2 = torch.ops.aten.view.default(mm, [2, 1, 8]);  mm = None
    sum_2 = torch.ops.aten.sum.dim_IntList(eq, [1], True)
    div = torch.ops.aten.div.Tensor(view_2, sum_2);  view_2 = sum_2 = None
    mul = torch.ops.aten.mul.Tensor(div, eq);  div = eq = None
    _tensor_constant8 = self._tensor_constant8
    detach_2 = torch.ops.aten.detach.default(_tensor_constant8);  _tensor_constant8 = None
    sigmoid_backward = torch.ops.aten.sigmoid_backward.default(mul, detach_2);  detach_2 = None
    view_3 = torch.ops.aten.view.default(sigmoid_backward, [10, 8]);  sigmoid_backward = None
    _tensor_constant9 = self._tensor_constant9
    t_4 = torch.ops.aten.t.default(_tensor_constant9);  _tensor_constant9 = None
    mm_2 = torch.ops.aten.mm.default(view_3, t_4);  t_4 = None
    t_5 = torch.ops.aten.t.default(view_3)
    _tensor_constant10 = self._tensor_constant10
    mm_3 = torch.ops.aten.mm.default(t_5, _tensor_constant10);  t_5 = _tensor_constant10 = None
    t_6 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(view_3, [0], True);  view_3 = None
    view_4 = torch.ops.aten.view.default(sum_3, [8]);  sum_3 = None
    t_7 = torch.ops.aten.t.default(t_6);  t_6 = None
    view_5 = torch.ops.aten.view.default(mm_2, [2, 5, 8]);  mm_2 = None
    add = torch.ops.aten.add.Tensor(mul, view_5);  mul = view_5 = None
    _tensor_constant11 = self._tensor_constant11
    silu_backward = torch.ops.aten.silu_backward.default(add, _tensor_constant11);  _tensor_constant11 = None
    view_6 = torch.ops.aten.view.default(silu_backward, [10, 8]);  silu_backward = None
    _tensor_constant12 = self._tensor_constant12
    t_8 = torch.ops.aten.t.default(_tensor_constant12);  _tensor_constant12 = None
    mm_4 = torch.ops.aten.mm.default(view_6, t_8);  t_8 = None
    t_9 = torch.ops.aten.t.default(view_6)
    _tensor_constant13 = self._tensor_constant13
    mm_5 = torch.ops.aten.mm.default(t_9, _tensor_constant13);  t_9 = _tensor_constant13 = None
    t_10 = torch.ops.aten.t.default(mm_5);  mm_5 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(view_6, [0], True);  view_6 = None
    view_7 = torch.ops.aten.view.default(sum_4, [8]);  sum_4 = None
    t_11 = torch.ops.aten.t.default(t_10);  t_10 = None
    view_8 = torch.ops.aten.view.default(mm_4, [2, 5, 8]);  mm_4 = None
    add_1 = torch.ops.aten.add.Tensor(add, view_8);  add = view_8 = None
    _tensor_constant14 = self._tensor_constant14
    silu_backward_1 = torch.ops.aten.silu_backward.default(add_1, _tensor_constant14);  add_1 = _tensor_constant14 = None
    view_9 = torch.ops.aten.view.default(silu_backward_1, [10, 8]);  silu_backward_1 = None
    t_12 = torch.ops.aten.t.default(view_9)
    _tensor_constant15 = self._tensor_constant15
    mm_6 = torch.ops.aten.mm.default(t_12, _tensor_constant15);  t_12 = _tensor_constant15 = None
    t_13 = torch.ops.aten.t.default(mm_6);  mm_6 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(view_9, [0], True);  view_9 = None
    view_10 = torch.ops.aten.view.default(sum_5, [8]);  sum_5 = None
    t_14 = torch.ops.aten.t.default(t_13);  t_13 = None
    return (t_14, view_10, t_11, view_7, t_7, view_4, t_3, view)
    