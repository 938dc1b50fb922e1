


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
    expand = torch.ops.aten.expand.default(unsqueeze, [2, 4, 8]);  unsqueeze = None
    div = torch.ops.aten.div.Scalar(expand, 4);  expand = None
    view_1 = torch.ops.aten.view.default(div, [8, 8])
    _tensor_constant6 = self._tensor_constant6
    t_4 = torch.ops.aten.t.default(_tensor_constant6);  _tensor_constant6 = None
    mm_2 = torch.ops.aten.mm.default(view_1, t_4);  t_4 = None
    t_5 = torch.ops.aten.t.default(view_1)
    _tensor_constant7 = self._tensor_constant7
    mm_3 = torch.ops.aten.mm.default(t_5, _tensor_constant7);  t_5 = _tensor_constant7 = None
    t_6 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(view_1, [0], True);  view_1 = None
    view_2 = torch.ops.aten.view.default(sum_2, [8]);  sum_2 = None
    t_7 = torch.ops.aten.t.default(t_6);  t_6 = None
    view_3 = torch.ops.aten.view.default(mm_2, [2, 4, 8]);  mm_2 = None
    view_4 = torch.ops.aten.view.default(view_3, [2, 4, 2, 4]);  view_3 = None
    transpose = torch.ops.aten.transpose.int(view_4, 1, 2);  view_4 = None
    clone = torch.ops.aten.clone.default(transpose, memory_format = torch.contiguous_format);  transpose = None
    _unsafe_view = torch.ops.aten._unsafe_view.default(clone, [4, 4, 4]);  clone = None
    _tensor_constant8 = self._tensor_constant8
    transpose_1 = torch.ops.aten.transpose.int(_tensor_constant8, 1, 2);  _tensor_constant8 = None
    bmm = torch.ops.aten.bmm.default(transpose_1, _unsafe_view);  transpose_1 = None
    _tensor_constant9 = self._tensor_constant9
    transpose_2 = torch.ops.aten.transpose.int(_tensor_constant9, 1, 2);  _tensor_constant9 = None
    bmm_1 = torch.ops.aten.bmm.default(_unsafe_view, transpose_2);  _unsafe_view = transpose_2 = None
    view_5 = torch.ops.aten.view.default(bmm, [2, 2, 4, 4]);  bmm = None
    view_6 = torch.ops.aten.view.default(bmm_1, [2, 2, 4, 4]);  bmm_1 = None
    _tensor_constant10 = self._tensor_constant10
    detach_1 = torch.ops.aten.detach.default(_tensor_constant10);  _tensor_constant10 = None
    _softmax_backward_data = torch.ops.aten._softmax_backward_data.default(view_6, detach_1, -1, torch.float32);  view_6 = detach_1 = None
    _tensor_constant11 = self._tensor_constant11
    mul = torch.ops.aten.mul.Tensor(_softmax_backward_data, _tensor_constant11);  _tensor_constant11 = None
    _tensor_constant12 = self._tensor_constant12
    mul_1 = torch.ops.aten.mul.Tensor(_softmax_backward_data, _tensor_constant12);  _softmax_backward_data = _tensor_constant12 = None
    sum_3 = torch.ops.aten.sum.default(mul);  mul = None
    _tensor_constant13 = self._tensor_constant13
    detach_2 = torch.ops.aten.detach.default(_tensor_constant13);  _tensor_constant13 = None
    mul_2 = torch.ops.aten.mul.Tensor(sum_3, detach_2);  sum_3 = detach_2 = None
    view_7 = torch.ops.aten.view.default(mul_1, [4, 4, 4]);  mul_1 = None
    _tensor_constant14 = self._tensor_constant14
    transpose_3 = torch.ops.aten.transpose.int(_tensor_constant14, 1, 2);  _tensor_constant14 = None
    bmm_2 = torch.ops.aten.bmm.default(transpose_3, view_7);  transpose_3 = None
    _tensor_constant15 = self._tensor_constant15
    transpose_4 = torch.ops.aten.transpose.int(_tensor_constant15, 1, 2);  _tensor_constant15 = None
    bmm_3 = torch.ops.aten.bmm.default(view_7, transpose_4);  view_7 = transpose_4 = None
    view_8 = torch.ops.aten.view.default(bmm_2, [2, 2, 4, 4]);  bmm_2 = None
    view_9 = torch.ops.aten.view.default(bmm_3, [2, 2, 4, 4]);  bmm_3 = None
    transpose_5 = torch.ops.aten.transpose.int(view_8, -1, -2);  view_8 = None
    _tensor_constant16 = self._tensor_constant16
    _tensor_constant17 = self._tensor_constant17
    div_1 = torch.ops.aten.div.Tensor(_tensor_constant16, _tensor_constant17);  _tensor_constant16 = _tensor_constant17 = None
    _tensor_constant17_1 = self._tensor_constant17
    div_2 = torch.ops.aten.div.Tensor(div_1, _tensor_constant17_1);  div_1 = _tensor_constant17_1 = None
    neg = torch.ops.aten.neg.default(transpose_5)
    mul_3 = torch.ops.aten.mul.Tensor(neg, div_2);  neg = div_2 = None
    _tensor_constant17_2 = self._tensor_constant17
    div_3 = torch.ops.aten.div.Tensor(transpose_5, _tensor_constant17_2);  transpose_5 = _tensor_constant17_2 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(mul_3, [3], True);  mul_3 = None
    scalar_tensor = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant18 = self._tensor_constant18
    ge = torch.ops.aten.ge.Scalar(_tensor_constant18, 1e-12);  _tensor_constant18 = None
    where = torch.ops.aten.where.self(ge, sum_4, scalar_tensor);  ge = sum_4 = scalar_tensor = None
    _tensor_constant19 = self._tensor_constant19
    detach_3 = torch.ops.aten.detach.default(_tensor_constant19);  _tensor_constant19 = None
    _tensor_constant16_1 = self._tensor_constant16
    div_4 = torch.ops.aten.div.Tensor(_tensor_constant16_1, detach_3);  _tensor_constant16_1 = None
    eq = torch.ops.aten.eq.Scalar(detach_3, 0);  detach_3 = None
    masked_fill_ = torch.ops.aten.masked_fill_.Scalar(div_4, eq, 0);  div_4 = eq = None
    mul_4 = torch.ops.aten.mul.Tensor(where, masked_fill_);  where = masked_fill_ = None
    add = torch.ops.aten.add.Tensor(div_3, mul_4);  div_3 = mul_4 = None
    _tensor_constant20 = self._tensor_constant20
    _tensor_constant21 = self._tensor_constant21
    div_5 = torch.ops.aten.div.Tensor(_tensor_constant20, _tensor_constant21);  _tensor_constant20 = _tensor_constant21 = None
    _tensor_constant21_1 = self._tensor_constant21
    div_6 = torch.ops.aten.div.Tensor(div_5, _tensor_constant21_1);  div_5 = _tensor_constant21_1 = None
    neg_1 = torch.ops.aten.neg.default(view_9)
    mul_5 = torch.ops.aten.mul.Tensor(neg_1, div_6);  neg_1 = div_6 = None
    _tensor_constant21_2 = self._tensor_constant21
    div_7 = torch.ops.aten.div.Tensor(view_9, _tensor_constant21_2);  view_9 = _tensor_constant21_2 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(mul_5, [3], True);  mul_5 = None
    scalar_tensor_1 = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant22 = self._tensor_constant22
    ge_1 = torch.ops.aten.ge.Scalar(_tensor_constant22, 1e-12);  _tensor_constant22 = None
    where_1 = torch.ops.aten.where.self(ge_1, sum_5, scalar_tensor_1);  ge_1 = sum_5 = scalar_tensor_1 = None
    _tensor_constant23 = self._tensor_constant23
    detach_4 = torch.ops.aten.detach.default(_tensor_constant23);  _tensor_constant23 = None
    _tensor_constant20_1 = self._tensor_constant20
    div_8 = torch.ops.aten.div.Tensor(_tensor_constant20_1, detach_4);  _tensor_constant20_1 = None
    eq_1 = torch.ops.aten.eq.Scalar(detach_4, 0);  detach_4 = None
    masked_fill__1 = torch.ops.aten.masked_fill_.Scalar(div_8, eq_1, 0);  div_8 = eq_1 = None
    mul_6 = torch.ops.aten.mul.Tensor(where_1, masked_fill__1);  where_1 = masked_fill__1 = None
    add_1 = torch.ops.aten.add.Tensor(div_7, mul_6);  div_7 = mul_6 = None
    stack = torch.ops.aten.stack.default([add_1, add, view_5]);  add_1 = add = view_5 = None
    permute = torch.ops.aten.permute.default(stack, [1, 3, 0, 2, 4]);  stack = None
    clone_1 = torch.ops.aten.clone.default(permute, memory_format = torch.contiguous_format);  permute = None
    _unsafe_view_1 = torch.ops.aten._unsafe_view.default(clone_1, [2, 4, 24]);  clone_1 = None
    view_10 = torch.ops.aten.view.default(_unsafe_view_1, [8, 24]);  _unsafe_view_1 = None
    _tensor_constant24 = self._tensor_constant24
    t_8 = torch.ops.aten.t.default(_tensor_constant24);  _tensor_constant24 = None
    mm_4 = torch.ops.aten.mm.default(view_10, t_8);  t_8 = None
    t_9 = torch.ops.aten.t.default(view_10)
    _tensor_constant25 = self._tensor_constant25
    mm_5 = torch.ops.aten.mm.default(t_9, _tensor_constant25);  t_9 = _tensor_constant25 = None
    t_10 = torch.ops.aten.t.default(mm_5);  mm_5 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(view_10, [0], True);  view_10 = None
    view_11 = torch.ops.aten.view.default(sum_6, [24]);  sum_6 = None
    t_11 = torch.ops.aten.t.default(t_10);  t_10 = None
    view_12 = torch.ops.aten.view.default(mm_4, [2, 4, 8]);  mm_4 = None
    add_2 = torch.ops.aten.add.Tensor(div, view_12);  div = view_12 = None
    view_13 = torch.ops.aten.view.default(add_2, [8, 8]);  add_2 = None
    t_12 = torch.ops.aten.t.default(view_13)
    _tensor_constant26 = self._tensor_constant26
    mm_6 = torch.ops.aten.mm.default(t_12, _tensor_constant26);  t_12 = _tensor_constant26 = None
    t_13 = torch.ops.aten.t.default(mm_6);  mm_6 = None
    sum_7 = torch.ops.aten.sum.dim_IntList(view_13, [0], True);  view_13 = None
    view_14 = torch.ops.aten.view.default(sum_7, [8]);  sum_7 = None
    t_14 = torch.ops.aten.t.default(t_13);  t_13 = None
    return (mul_2, t_14, view_14, t_11, view_11, t_7, view_2, t_3, view)
    