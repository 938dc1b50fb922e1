


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
    expand = torch.ops.aten.expand.default(unsqueeze, [2, 4, 6]);  unsqueeze = None
    div = torch.ops.aten.div.Scalar(expand, 4);  expand = None
    view_1 = torch.ops.aten.view.default(div, [8, 6]);  div = None
    sum_2 = torch.ops.aten.sum.dim_IntList(view_1, [0], True)
    view_2 = torch.ops.aten.view.default(sum_2, [6]);  sum_2 = None
    view_3 = torch.ops.aten.view.default(view_1, [8, 1, 6]);  view_1 = None
    _tensor_constant6 = self._tensor_constant6
    index_select = torch.ops.aten.index_select.default(view_3, 0, _tensor_constant6);  view_3 = _tensor_constant6 = None
    expand_1 = torch.ops.aten.expand.default(index_select, [20, 1, 6]);  index_select = None
    _tensor_constant7 = self._tensor_constant7
    mul = torch.ops.aten.mul.Tensor(expand_1, _tensor_constant7);  _tensor_constant7 = None
    _tensor_constant8 = self._tensor_constant8
    mul_1 = torch.ops.aten.mul.Tensor(expand_1, _tensor_constant8);  expand_1 = _tensor_constant8 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(mul_1, [2], True);  mul_1 = None
    new_zeros = torch.ops.aten.new_zeros.default(mul, [8, 1, 6], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant9 = self._tensor_constant9
    index_put = torch.ops.aten.index_put.default(new_zeros, [_tensor_constant9], mul, True);  new_zeros = _tensor_constant9 = mul = None
    squeeze = torch.ops.aten.squeeze.dim(sum_3, -1);  sum_3 = None
    _tensor_constant10 = self._tensor_constant10
    _tensor_constant11 = self._tensor_constant11
    div_1 = torch.ops.aten.div.Tensor(_tensor_constant10, _tensor_constant11);  _tensor_constant10 = _tensor_constant11 = None
    _tensor_constant11_1 = self._tensor_constant11
    div_2 = torch.ops.aten.div.Tensor(div_1, _tensor_constant11_1);  div_1 = _tensor_constant11_1 = None
    neg = torch.ops.aten.neg.default(squeeze)
    mul_2 = torch.ops.aten.mul.Tensor(neg, div_2);  neg = div_2 = None
    _tensor_constant11_2 = self._tensor_constant11
    div_3 = torch.ops.aten.div.Tensor(squeeze, _tensor_constant11_2);  squeeze = _tensor_constant11_2 = None
    new_zeros_1 = torch.ops.aten.new_zeros.default(mul_2, [8, 1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant6_1 = self._tensor_constant6
    index_put_1 = torch.ops.aten.index_put.default(new_zeros_1, [_tensor_constant6_1], mul_2, True);  new_zeros_1 = _tensor_constant6_1 = mul_2 = None
    _tensor_constant6_2 = self._tensor_constant6
    index_select_1 = torch.ops.aten.index_select.default(index_put_1, 0, _tensor_constant6_2);  index_put_1 = _tensor_constant6_2 = None
    expand_2 = torch.ops.aten.expand.default(index_select_1, [20, 1]);  index_select_1 = None
    add = torch.ops.aten.add.Tensor(div_3, expand_2);  div_3 = expand_2 = None
    _tensor_constant12 = self._tensor_constant12
    detach_1 = torch.ops.aten.detach.default(_tensor_constant12);  _tensor_constant12 = None
    mul_3 = torch.ops.aten.mul.Tensor(add, detach_1);  add = detach_1 = None
    neg_1 = torch.ops.aten.neg.default(mul_3)
    new_zeros_2 = torch.ops.aten.new_zeros.default(neg_1, [8, 1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant6_3 = self._tensor_constant6
    index_put_2 = torch.ops.aten.index_put.default(new_zeros_2, [_tensor_constant6_3], neg_1, True);  new_zeros_2 = _tensor_constant6_3 = neg_1 = None
    _tensor_constant13 = self._tensor_constant13
    detach_2 = torch.ops.aten.detach.default(_tensor_constant13);  _tensor_constant13 = None
    _tensor_constant14 = self._tensor_constant14
    gather = torch.ops.aten.gather.default(detach_2, 0, _tensor_constant14);  _tensor_constant14 = None
    _tensor_constant15 = self._tensor_constant15
    eq = torch.ops.aten.eq.Tensor(_tensor_constant15, detach_2);  _tensor_constant15 = None
    _to_copy = torch.ops.aten._to_copy.default(eq, dtype = torch.float32);  eq = None
    _tensor_constant16 = self._tensor_constant16
    eq_1 = torch.ops.aten.eq.Tensor(_tensor_constant16, gather);  _tensor_constant16 = None
    _to_copy_1 = torch.ops.aten._to_copy.default(eq_1, dtype = torch.float32);  eq_1 = None
    _tensor_constant14_1 = self._tensor_constant14
    scatter_add = torch.ops.aten.scatter_add.default(_to_copy, 0, _tensor_constant14_1, _to_copy_1);  _to_copy = _tensor_constant14_1 = _to_copy_1 = None
    div_4 = torch.ops.aten.div.Tensor(index_put_2, scatter_add);  index_put_2 = scatter_add = None
    _tensor_constant15_1 = self._tensor_constant15
    eq_2 = torch.ops.aten.eq.Tensor(_tensor_constant15_1, detach_2);  _tensor_constant15_1 = detach_2 = None
    mul_4 = torch.ops.aten.mul.Tensor(eq_2, div_4);  eq_2 = None
    _tensor_constant14_2 = self._tensor_constant14
    gather_1 = torch.ops.aten.gather.default(div_4, 0, _tensor_constant14_2);  div_4 = _tensor_constant14_2 = None
    _tensor_constant16_1 = self._tensor_constant16
    eq_3 = torch.ops.aten.eq.Tensor(_tensor_constant16_1, gather);  _tensor_constant16_1 = gather = None
    mul_5 = torch.ops.aten.mul.Tensor(eq_3, gather_1);  eq_3 = gather_1 = None
    _tensor_constant14_3 = self._tensor_constant14
    scatter = torch.ops.aten.scatter.value(mul_4, 0, _tensor_constant14_3, 0);  mul_4 = _tensor_constant14_3 = scatter = None
    add_1 = torch.ops.aten.add.Tensor(mul_3, mul_5);  mul_3 = mul_5 = None
    _tensor_constant17 = self._tensor_constant17
    leaky_relu_backward = torch.ops.aten.leaky_relu_backward.default(add_1, _tensor_constant17, 0.2, False);  add_1 = _tensor_constant17 = None
    new_zeros_3 = torch.ops.aten.new_zeros.default(leaky_relu_backward, [8, 1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant6_4 = self._tensor_constant6
    index_put_3 = torch.ops.aten.index_put.default(new_zeros_3, [_tensor_constant6_4], leaky_relu_backward, True);  new_zeros_3 = _tensor_constant6_4 = None
    new_zeros_4 = torch.ops.aten.new_zeros.default(leaky_relu_backward, [8, 1], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant9_1 = self._tensor_constant9
    index_put_4 = torch.ops.aten.index_put.default(new_zeros_4, [_tensor_constant9_1], leaky_relu_backward, True);  new_zeros_4 = _tensor_constant9_1 = leaky_relu_backward = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(index_put_3, -1);  index_put_3 = None
    expand_3 = torch.ops.aten.expand.default(unsqueeze_1, [8, 1, 6]);  unsqueeze_1 = None
    _tensor_constant18 = self._tensor_constant18
    mul_6 = torch.ops.aten.mul.Tensor(expand_3, _tensor_constant18);  _tensor_constant18 = None
    _param_constant0 = self._param_constant0
    mul_7 = torch.ops.aten.mul.Tensor(expand_3, _param_constant0);  expand_3 = _param_constant0 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(mul_6, [0], True);  mul_6 = None
    view_4 = torch.ops.aten.view.default(sum_4, [1, 6]);  sum_4 = None
    add_2 = torch.ops.aten.add.Tensor(index_put, mul_7);  index_put = mul_7 = None
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(index_put_4, -1);  index_put_4 = None
    expand_4 = torch.ops.aten.expand.default(unsqueeze_2, [8, 1, 6]);  unsqueeze_2 = None
    _tensor_constant18_1 = self._tensor_constant18
    mul_8 = torch.ops.aten.mul.Tensor(expand_4, _tensor_constant18_1);  _tensor_constant18_1 = None
    _param_constant1 = self._param_constant1
    mul_9 = torch.ops.aten.mul.Tensor(expand_4, _param_constant1);  expand_4 = _param_constant1 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(mul_8, [0], True);  mul_8 = None
    view_5 = torch.ops.aten.view.default(sum_5, [1, 6]);  sum_5 = None
    add_3 = torch.ops.aten.add.Tensor(add_2, mul_9);  add_2 = mul_9 = None
    view_6 = torch.ops.aten.view.default(add_3, [8, 6]);  add_3 = None
    t_4 = torch.ops.aten.t.default(view_6)
    _tensor_constant19 = self._tensor_constant19
    mm_2 = torch.ops.aten.mm.default(t_4, _tensor_constant19);  t_4 = _tensor_constant19 = None
    t_5 = torch.ops.aten.t.default(mm_2);  mm_2 = None
    _tensor_constant20 = self._tensor_constant20
    t_6 = torch.ops.aten.t.default(_tensor_constant20);  _tensor_constant20 = None
    mm_3 = torch.ops.aten.mm.default(view_6, t_6);  view_6 = t_6 = None
    t_7 = torch.ops.aten.t.default(t_5);  t_5 = None
    _tensor_constant21 = self._tensor_constant21
    elu_backward = torch.ops.aten.elu_backward.default(mm_3, 1.0, 1, 1, False, _tensor_constant21);  mm_3 = _tensor_constant21 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(elu_backward, [0], True)
    view_7 = torch.ops.aten.view.default(sum_6, [8]);  sum_6 = None
    view_8 = torch.ops.aten.view.default(elu_backward, [8, 2, 4]);  elu_backward = None
    _tensor_constant6_5 = self._tensor_constant6
    index_select_2 = torch.ops.aten.index_select.default(view_8, 0, _tensor_constant6_5);  view_8 = _tensor_constant6_5 = None
    expand_5 = torch.ops.aten.expand.default(index_select_2, [20, 2, 4]);  index_select_2 = None
    _tensor_constant22 = self._tensor_constant22
    mul_10 = torch.ops.aten.mul.Tensor(expand_5, _tensor_constant22);  _tensor_constant22 = None
    _tensor_constant23 = self._tensor_constant23
    mul_11 = torch.ops.aten.mul.Tensor(expand_5, _tensor_constant23);  expand_5 = _tensor_constant23 = None
    sum_7 = torch.ops.aten.sum.dim_IntList(mul_11, [2], True);  mul_11 = None
    new_zeros_5 = torch.ops.aten.new_zeros.default(mul_10, [8, 2, 4], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant9_2 = self._tensor_constant9
    index_put_5 = torch.ops.aten.index_put.default(new_zeros_5, [_tensor_constant9_2], mul_10, True);  new_zeros_5 = _tensor_constant9_2 = mul_10 = None
    squeeze_1 = torch.ops.aten.squeeze.dim(sum_7, -1);  sum_7 = None
    _tensor_constant24 = self._tensor_constant24
    _tensor_constant25 = self._tensor_constant25
    div_5 = torch.ops.aten.div.Tensor(_tensor_constant24, _tensor_constant25);  _tensor_constant24 = _tensor_constant25 = None
    _tensor_constant25_1 = self._tensor_constant25
    div_6 = torch.ops.aten.div.Tensor(div_5, _tensor_constant25_1);  div_5 = _tensor_constant25_1 = None
    neg_2 = torch.ops.aten.neg.default(squeeze_1)
    mul_12 = torch.ops.aten.mul.Tensor(neg_2, div_6);  neg_2 = div_6 = None
    _tensor_constant25_2 = self._tensor_constant25
    div_7 = torch.ops.aten.div.Tensor(squeeze_1, _tensor_constant25_2);  squeeze_1 = _tensor_constant25_2 = None
    new_zeros_6 = torch.ops.aten.new_zeros.default(mul_12, [8, 2], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant6_6 = self._tensor_constant6
    index_put_6 = torch.ops.aten.index_put.default(new_zeros_6, [_tensor_constant6_6], mul_12, True);  new_zeros_6 = _tensor_constant6_6 = mul_12 = None
    _tensor_constant6_7 = self._tensor_constant6
    index_select_3 = torch.ops.aten.index_select.default(index_put_6, 0, _tensor_constant6_7);  index_put_6 = _tensor_constant6_7 = None
    expand_6 = torch.ops.aten.expand.default(index_select_3, [20, 2]);  index_select_3 = None
    add_4 = torch.ops.aten.add.Tensor(div_7, expand_6);  div_7 = expand_6 = None
    _tensor_constant26 = self._tensor_constant26
    detach_3 = torch.ops.aten.detach.default(_tensor_constant26);  _tensor_constant26 = None
    mul_13 = torch.ops.aten.mul.Tensor(add_4, detach_3);  add_4 = detach_3 = None
    neg_3 = torch.ops.aten.neg.default(mul_13)
    new_zeros_7 = torch.ops.aten.new_zeros.default(neg_3, [8, 2], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant6_8 = self._tensor_constant6
    index_put_7 = torch.ops.aten.index_put.default(new_zeros_7, [_tensor_constant6_8], neg_3, True);  new_zeros_7 = _tensor_constant6_8 = neg_3 = None
    _tensor_constant27 = self._tensor_constant27
    detach_4 = torch.ops.aten.detach.default(_tensor_constant27);  _tensor_constant27 = None
    _tensor_constant28 = self._tensor_constant28
    gather_2 = torch.ops.aten.gather.default(detach_4, 0, _tensor_constant28);  _tensor_constant28 = None
    _tensor_constant29 = self._tensor_constant29
    eq_4 = torch.ops.aten.eq.Tensor(_tensor_constant29, detach_4);  _tensor_constant29 = None
    _to_copy_2 = torch.ops.aten._to_copy.default(eq_4, dtype = torch.float32);  eq_4 = None
    _tensor_constant30 = self._tensor_constant30
    eq_5 = torch.ops.aten.eq.Tensor(_tensor_constant30, gather_2);  _tensor_constant30 = None
    _to_copy_3 = torch.ops.aten._to_copy.default(eq_5, dtype = torch.float32);  eq_5 = None
    _tensor_constant28_1 = self._tensor_constant28
    scatter_add_1 = torch.ops.aten.scatter_add.default(_to_copy_2, 0, _tensor_constant28_1, _to_copy_3);  _to_copy_2 = _tensor_constant28_1 = _to_copy_3 = None
    div_8 = torch.ops.aten.div.Tensor(index_put_7, scatter_add_1);  index_put_7 = scatter_add_1 = None
    _tensor_constant29_1 = self._tensor_constant29
    eq_6 = torch.ops.aten.eq.Tensor(_tensor_constant29_1, detach_4);  _tensor_constant29_1 = detach_4 = None
    mul_14 = torch.ops.aten.mul.Tensor(eq_6, div_8);  eq_6 = None
    _tensor_constant28_2 = self._tensor_constant28
    gather_3 = torch.ops.aten.gather.default(div_8, 0, _tensor_constant28_2);  div_8 = _tensor_constant28_2 = None
    _tensor_constant30_1 = self._tensor_constant30
    eq_7 = torch.ops.aten.eq.Tensor(_tensor_constant30_1, gather_2);  _tensor_constant30_1 = gather_2 = None
    mul_15 = torch.ops.aten.mul.Tensor(eq_7, gather_3);  eq_7 = gather_3 = None
    _tensor_constant28_3 = self._tensor_constant28
    scatter_1 = torch.ops.aten.scatter.value(mul_14, 0, _tensor_constant28_3, 0);  mul_14 = _tensor_constant28_3 = scatter_1 = None
    add_5 = torch.ops.aten.add.Tensor(mul_13, mul_15);  mul_13 = mul_15 = None
    _tensor_constant31 = self._tensor_constant31
    leaky_relu_backward_1 = torch.ops.aten.leaky_relu_backward.default(add_5, _tensor_constant31, 0.2, False);  add_5 = _tensor_constant31 = None
    new_zeros_8 = torch.ops.aten.new_zeros.default(leaky_relu_backward_1, [8, 2], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant6_9 = self._tensor_constant6
    index_put_8 = torch.ops.aten.index_put.default(new_zeros_8, [_tensor_constant6_9], leaky_relu_backward_1, True);  new_zeros_8 = _tensor_constant6_9 = None
    new_zeros_9 = torch.ops.aten.new_zeros.default(leaky_relu_backward_1, [8, 2], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant9_3 = self._tensor_constant9
    index_put_9 = torch.ops.aten.index_put.default(new_zeros_9, [_tensor_constant9_3], leaky_relu_backward_1, True);  new_zeros_9 = _tensor_constant9_3 = leaky_relu_backward_1 = None
    unsqueeze_3 = torch.ops.aten.unsqueeze.default(index_put_8, -1);  index_put_8 = None
    expand_7 = torch.ops.aten.expand.default(unsqueeze_3, [8, 2, 4]);  unsqueeze_3 = None
    _tensor_constant32 = self._tensor_constant32
    mul_16 = torch.ops.aten.mul.Tensor(expand_7, _tensor_constant32);  _tensor_constant32 = None
    _param_constant2 = self._param_constant2
    mul_17 = torch.ops.aten.mul.Tensor(expand_7, _param_constant2);  expand_7 = _param_constant2 = None
    sum_8 = torch.ops.aten.sum.dim_IntList(mul_16, [0], True);  mul_16 = None
    view_9 = torch.ops.aten.view.default(sum_8, [2, 4]);  sum_8 = None
    add_6 = torch.ops.aten.add.Tensor(index_put_5, mul_17);  index_put_5 = mul_17 = None
    unsqueeze_4 = torch.ops.aten.unsqueeze.default(index_put_9, -1);  index_put_9 = None
    expand_8 = torch.ops.aten.expand.default(unsqueeze_4, [8, 2, 4]);  unsqueeze_4 = None
    _tensor_constant32_1 = self._tensor_constant32
    mul_18 = torch.ops.aten.mul.Tensor(expand_8, _tensor_constant32_1);  _tensor_constant32_1 = None
    _param_constant3 = self._param_constant3
    mul_19 = torch.ops.aten.mul.Tensor(expand_8, _param_constant3);  expand_8 = _param_constant3 = None
    sum_9 = torch.ops.aten.sum.dim_IntList(mul_18, [0], True);  mul_18 = None
    view_10 = torch.ops.aten.view.default(sum_9, [2, 4]);  sum_9 = None
    add_7 = torch.ops.aten.add.Tensor(add_6, mul_19);  add_6 = mul_19 = None
    view_11 = torch.ops.aten.view.default(add_7, [8, 8]);  add_7 = None
    t_8 = torch.ops.aten.t.default(view_11);  view_11 = None
    _tensor_constant33 = self._tensor_constant33
    mm_4 = torch.ops.aten.mm.default(t_8, _tensor_constant33);  t_8 = _tensor_constant33 = None
    t_9 = torch.ops.aten.t.default(mm_4);  mm_4 = None
    t_10 = torch.ops.aten.t.default(t_9);  t_9 = None
    return (view_10, view_9, view_7, t_10, view_5, view_4, view_2, t_7, t_3, view)
    