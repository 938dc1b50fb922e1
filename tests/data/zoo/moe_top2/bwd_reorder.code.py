


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
    expand = torch.ops.aten.expand.default(unsqueeze, [2, 5, 8]);  unsqueeze = None
    div = torch.ops.aten.div.Scalar(expand, 5);  expand = None
    view_1 = torch.ops.aten.view.default(div, [10, 8]);  div = None
    _tensor_constant6 = self._tensor_constant6
    index_select = torch.ops.aten.index_select.default(view_1, 0, _tensor_constant6);  view_1 = _tensor_constant6 = None
    expand_1 = torch.ops.aten.expand.default(index_select, [10, 8]);  index_select = None
    _tensor_constant7 = self._tensor_constant7
    mul = torch.ops.aten.mul.Tensor(expand_1, _tensor_constant7);  _tensor_constant7 = None
    _tensor_constant8 = self._tensor_constant8
    mul_1 = torch.ops.aten.mul.Tensor(expand_1, _tensor_constant8);  _tensor_constant8 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(mul_1, [1], True);  mul_1 = None
    _tensor_constant9 = self._tensor_constant9
    t_4 = torch.ops.aten.t.default(_tensor_constant9);  _tensor_constant9 = None
    mm_2 = torch.ops.aten.mm.default(mul, t_4);  t_4 = None
    t_5 = torch.ops.aten.t.default(mul)
    _tensor_constant10 = self._tensor_constant10
    mm_3 = torch.ops.aten.mm.default(t_5, _tensor_constant10);  t_5 = _tensor_constant10 = None
    t_6 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(mul, [0], True);  mul = None
    view_2 = torch.ops.aten.view.default(sum_3, [8]);  sum_3 = None
    t_7 = torch.ops.aten.t.default(t_6);  t_6 = None
    _tensor_constant11 = self._tensor_constant11
    gelu_backward = torch.ops.aten.gelu_backward.default(mm_2, _tensor_constant11);  mm_2 = _tensor_constant11 = None
    t_8 = torch.ops.aten.t.default(gelu_backward)
    _tensor_constant12 = self._tensor_constant12
    mm_4 = torch.ops.aten.mm.default(t_8, _tensor_constant12);  t_8 = _tensor_constant12 = None
    t_9 = torch.ops.aten.t.default(mm_4);  mm_4 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(gelu_backward, [0], True);  gelu_backward = None
    view_3 = torch.ops.aten.view.default(sum_4, [16]);  sum_4 = None
    t_10 = torch.ops.aten.t.default(t_9);  t_9 = None
    slice_backward = torch.ops.aten.slice_backward.default(sum_2, [10, 4], 1, 3, 4, 1);  sum_2 = None
    _tensor_constant13 = self._tensor_constant13
    mul_2 = torch.ops.aten.mul.Tensor(expand_1, _tensor_constant13);  _tensor_constant13 = None
    _tensor_constant14 = self._tensor_constant14
    mul_3 = torch.ops.aten.mul.Tensor(expand_1, _tensor_constant14);  _tensor_constant14 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(mul_3, [1], True);  mul_3 = None
    _tensor_constant15 = self._tensor_constant15
    t_11 = torch.ops.aten.t.default(_tensor_constant15);  _tensor_constant15 = None
    mm_5 = torch.ops.aten.mm.default(mul_2, t_11);  t_11 = None
    t_12 = torch.ops.aten.t.default(mul_2)
    _tensor_constant16 = self._tensor_constant16
    mm_6 = torch.ops.aten.mm.default(t_12, _tensor_constant16);  t_12 = _tensor_constant16 = None
    t_13 = torch.ops.aten.t.default(mm_6);  mm_6 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(mul_2, [0], True);  mul_2 = None
    view_4 = torch.ops.aten.view.default(sum_6, [8]);  sum_6 = None
    t_14 = torch.ops.aten.t.default(t_13);  t_13 = None
    _tensor_constant17 = self._tensor_constant17
    gelu_backward_1 = torch.ops.aten.gelu_backward.default(mm_5, _tensor_constant17);  mm_5 = _tensor_constant17 = None
    t_15 = torch.ops.aten.t.default(gelu_backward_1)
    _tensor_constant12_1 = self._tensor_constant12
    mm_7 = torch.ops.aten.mm.default(t_15, _tensor_constant12_1);  t_15 = _tensor_constant12_1 = None
    t_16 = torch.ops.aten.t.default(mm_7);  mm_7 = None
    sum_7 = torch.ops.aten.sum.dim_IntList(gelu_backward_1, [0], True);  gelu_backward_1 = None
    view_5 = torch.ops.aten.view.default(sum_7, [16]);  sum_7 = None
    t_17 = torch.ops.aten.t.default(t_16);  t_16 = None
    slice_backward_1 = torch.ops.aten.slice_backward.default(sum_5, [10, 4], 1, 2, 3, 1);  sum_5 = None
    add = torch.ops.aten.add.Tensor(slice_backward, slice_backward_1);  slice_backward = slice_backward_1 = None
    _tensor_constant18 = self._tensor_constant18
    mul_4 = torch.ops.aten.mul.Tensor(expand_1, _tensor_constant18);  _tensor_constant18 = None
    _tensor_constant19 = self._tensor_constant19
    mul_5 = torch.ops.aten.mul.Tensor(expand_1, _tensor_constant19);  _tensor_constant19 = None
    sum_8 = torch.ops.aten.sum.dim_IntList(mul_5, [1], True);  mul_5 = None
    _tensor_constant20 = self._tensor_constant20
    t_18 = torch.ops.aten.t.default(_tensor_constant20);  _tensor_constant20 = None
    mm_8 = torch.ops.aten.mm.default(mul_4, t_18);  t_18 = None
    t_19 = torch.ops.aten.t.default(mul_4)
    _tensor_constant21 = self._tensor_constant21
    mm_9 = torch.ops.aten.mm.default(t_19, _tensor_constant21);  t_19 = _tensor_constant21 = None
    t_20 = torch.ops.aten.t.default(mm_9);  mm_9 = None
    sum_9 = torch.ops.aten.sum.dim_IntList(mul_4, [0], True);  mul_4 = None
    view_6 = torch.ops.aten.view.default(sum_9, [8]);  sum_9 = None
    t_21 = torch.ops.aten.t.default(t_20);  t_20 = None
    _tensor_constant22 = self._tensor_constant22
    gelu_backward_2 = torch.ops.aten.gelu_backward.default(mm_8, _tensor_constant22);  mm_8 = _tensor_constant22 = None
    t_22 = torch.ops.aten.t.default(gelu_backward_2)
    _tensor_constant12_2 = self._tensor_constant12
    mm_10 = torch.ops.aten.mm.default(t_22, _tensor_constant12_2);  t_22 = _tensor_constant12_2 = None
    t_23 = torch.ops.aten.t.default(mm_10);  mm_10 = None
    sum_10 = torch.ops.aten.sum.dim_IntList(gelu_backward_2, [0], True);  gelu_backward_2 = None
    view_7 = torch.ops.aten.view.default(sum_10, [16]);  sum_10 = None
    t_24 = torch.ops.aten.t.default(t_23);  t_23 = None
    slice_backward_2 = torch.ops.aten.slice_backward.default(sum_8, [10, 4], 1, 1, 2, 1);  sum_8 = None
    add_1 = torch.ops.aten.add.Tensor(add, slice_backward_2);  add = slice_backward_2 = None
    _tensor_constant23 = self._tensor_constant23
    mul_6 = torch.ops.aten.mul.Tensor(expand_1, _tensor_constant23);  _tensor_constant23 = None
    _tensor_constant24 = self._tensor_constant24
    mul_7 = torch.ops.aten.mul.Tensor(expand_1, _tensor_constant24);  expand_1 = _tensor_constant24 = None
    sum_11 = torch.ops.aten.sum.dim_IntList(mul_7, [1], True);  mul_7 = None
    _tensor_constant25 = self._tensor_constant25
    t_25 = torch.ops.aten.t.default(_tensor_constant25);  _tensor_constant25 = None
    mm_11 = torch.ops.aten.mm.default(mul_6, t_25);  t_25 = None
    t_26 = torch.ops.aten.t.default(mul_6)
    _tensor_constant26 = self._tensor_constant26
    mm_12 = torch.ops.aten.mm.default(t_26, _tensor_constant26);  t_26 = _tensor_constant26 = None
    t_27 = torch.ops.aten.t.default(mm_12);  mm_12 = None
    sum_12 = torch.ops.aten.sum.dim_IntList(mul_6, [0], True);  mul_6 = None
    view_8 = torch.ops.aten.view.default(sum_12, [8]);  sum_12 = None
    t_28 = torch.ops.aten.t.default(t_27);  t_27 = None
    _tensor_constant27 = self._tensor_constant27
    gelu_backward_3 = torch.ops.aten.gelu_backward.default(mm_11, _tensor_constant27);  mm_11 = _tensor_constant27 = None
    t_29 = torch.ops.aten.t.default(gelu_backward_3)
    _tensor_constant12_3 = self._tensor_constant12
    mm_13 = torch.ops.aten.mm.default(t_29, _tensor_constant12_3);  t_29 = _tensor_constant12_3 = None
    t_30 = torch.ops.aten.t.default(mm_13);  mm_13 = None
    sum_13 = torch.ops.aten.sum.dim_IntList(gelu_backward_3, [0], True);  gelu_backward_3 = None
    view_9 = torch.ops.aten.view.default(sum_13, [16]);  sum_13 = None
    t_31 = torch.ops.aten.t.default(t_30);  t_30 = None
    slice_backward_3 = torch.ops.aten.slice_backward.default(sum_11, [10, 4], 1, 0, 1, 1);  sum_11 = None
    add_2 = torch.ops.aten.add.Tensor(add_1, slice_backward_3);  add_1 = slice_backward_3 = None
    new_zeros = torch.ops.aten.new_zeros.default(add_2, [10, 4], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant6_1 = self._tensor_constant6
    index_put = torch.ops.aten.index_put.default(new_zeros, [_tensor_constant6_1], add_2, True);  new_zeros = _tensor_constant6_1 = add_2 = None
    _tensor_constant28 = self._tensor_constant28
    gather = torch.ops.aten.gather.default(index_put, 1, _tensor_constant28);  index_put = _tensor_constant28 = None
    _tensor_constant29 = self._tensor_constant29
    _tensor_constant30 = self._tensor_constant30
    div_1 = torch.ops.aten.div.Tensor(_tensor_constant29, _tensor_constant30);  _tensor_constant29 = _tensor_constant30 = None
    _tensor_constant30_1 = self._tensor_constant30
    div_2 = torch.ops.aten.div.Tensor(div_1, _tensor_constant30_1);  div_1 = _tensor_constant30_1 = None
    neg = torch.ops.aten.neg.default(gather)
    mul_8 = torch.ops.aten.mul.Tensor(neg, div_2);  neg = div_2 = None
    _tensor_constant30_2 = self._tensor_constant30
    div_3 = torch.ops.aten.div.Tensor(gather, _tensor_constant30_2);  gather = _tensor_constant30_2 = None
    sum_14 = torch.ops.aten.sum.dim_IntList(mul_8, [1], True);  mul_8 = None
    expand_2 = torch.ops.aten.expand.default(sum_14, [10, 2]);  sum_14 = None
    add_3 = torch.ops.aten.add.Tensor(div_3, expand_2);  div_3 = expand_2 = None
    new_zeros_1 = torch.ops.aten.new_zeros.default(add_3, [10, 4])
    _tensor_constant28_1 = self._tensor_constant28
    scatter = torch.ops.aten.scatter.src(new_zeros_1, -1, _tensor_constant28_1, add_3);  new_zeros_1 = _tensor_constant28_1 = add_3 = None
    _tensor_constant31 = self._tensor_constant31
    detach_1 = torch.ops.aten.detach.default(_tensor_constant31);  _tensor_constant31 = None
    _softmax_backward_data = torch.ops.aten._softmax_backward_data.default(scatter, detach_1, -1, torch.float32);  scatter = detach_1 = None
    t_32 = torch.ops.aten.t.default(_softmax_backward_data)
    _tensor_constant32 = self._tensor_constant32
    mm_14 = torch.ops.aten.mm.default(t_32, _tensor_constant32);  t_32 = _tensor_constant32 = None
    t_33 = torch.ops.aten.t.default(mm_14);  mm_14 = None
    sum_15 = torch.ops.aten.sum.dim_IntList(_softmax_backward_data, [0], True);  _softmax_backward_data = None
    view_10 = torch.ops.aten.view.default(sum_15, [4]);  sum_15 = None
    t_34 = torch.ops.aten.t.default(t_33);  t_33 = None
    return (view, t_3, view_2, t_7, view_3, t_10, view_4, t_14, view_5, t_17, view_6, t_21, view_7, t_24, view_8, t_28, view_9, t_31, view_10, t_34)
    