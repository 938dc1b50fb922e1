


def forward(self, loss_1):
    ones_like = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
    expand = torch.ops.aten.expand.default(ones_like, [2]);  ones_like = None
    div = torch.ops.aten.div.Scalar(expand, 2);  expand = None
    _tensor_constant0 = self._tensor_constant0
    mul = torch.ops.aten.mul.Tensor(div, _tensor_constant0);  div = _tensor_constant0 = None
    _tensor_constant1 = self._tensor_constant1
    _tensor_constant2 = self._tensor_constant2
    _tensor_constant3 = self._tensor_constant3
    nll_loss_backward = torch.ops.aten.nll_loss_backward.default(mul, _tensor_constant1, _tensor_constant2, None, 0, -100, _tensor_constant3);  mul = _tensor_constant1 = _tensor_constant2 = _tensor_constant3 = None
    _tensor_constant4 = self._tensor_constant4
    detach = torch.ops.aten.detach.default(_tensor_constant4);  _tensor_constant4 = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach, 1, torch.float32);  nll_loss_backward = detach = None
    _tensor_constant5 = self._tensor_constant5
    t = torch.ops.aten.t.default(_tensor_constant5);  _tensor_constant5 = None
    mm = torch.ops.aten.mm.default(_log_softmax_backward_data, t);  t = None
    t_1 = torch.ops.aten.t.default(_log_softmax_backward_data)
    _tensor_constant6 = self._tensor_constant6
    mm_1 = torch.ops.aten.mm.default(t_1, _tensor_constant6);  t_1 = _tensor_constant6 = None
    t_2 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(_log_softmax_backward_data, [0], True);  _log_softmax_backward_data = None
    view = torch.ops.aten.view.default(sum_1, [3]);  sum_1 = None
    t_3 = torch.ops.aten.t.default(t_2);  t_2 = None
    slice_1 = torch.ops.aten.slice.Tensor(mm, 1, 0, 4)
    slice_2 = torch.ops.aten.slice.Tensor(mm, 1, 4, 8);  mm = None
    _tensor_constant7 = self._tensor_constant7
    mul_1 = torch.ops.aten.mul.Tensor(slice_2, _tensor_constant7);  _tensor_constant7 = None
    _tensor_constant8 = self._tensor_constant8
    mul_2 = torch.ops.aten.mul.Tensor(slice_2, _tensor_constant8);  slice_2 = _tensor_constant8 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(mul_1, [1], True);  mul_1 = None
    _tensor_constant9 = self._tensor_constant9
    detach_1 = torch.ops.aten.detach.default(_tensor_constant9);  _tensor_constant9 = None
    _tensor_constant10 = self._tensor_constant10
    eq = torch.ops.aten.eq.Tensor(detach_1, _tensor_constant10);  detach_1 = _tensor_constant10 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(eq, [-1], True)
    div_1 = torch.ops.aten.div.Tensor(sum_2, sum_3);  sum_2 = sum_3 = None
    mul_3 = torch.ops.aten.mul.Tensor(div_1, eq);  div_1 = eq = None
    unsqueeze = torch.ops.aten.unsqueeze.default(mul_2, 1);  mul_2 = None
    new_zeros = torch.ops.aten.new_zeros.default(unsqueeze, [2, 3, 4])
    _tensor_constant11 = self._tensor_constant11
    scatter_add = torch.ops.aten.scatter_add.default(new_zeros, 1, _tensor_constant11, unsqueeze);  new_zeros = _tensor_constant11 = unsqueeze = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(slice_1, 1);  slice_1 = None
    expand_1 = torch.ops.aten.expand.default(unsqueeze_1, [2, 3, 4]);  unsqueeze_1 = None
    _tensor_constant12 = self._tensor_constant12
    mul_4 = torch.ops.aten.mul.Tensor(expand_1, _tensor_constant12);  _tensor_constant12 = None
    _tensor_constant13 = self._tensor_constant13
    mul_5 = torch.ops.aten.mul.Tensor(expand_1, _tensor_constant13);  expand_1 = _tensor_constant13 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(mul_5, [2], True);  mul_5 = None
    add = torch.ops.aten.add.Tensor(scatter_add, mul_4);  scatter_add = mul_4 = None
    squeeze = torch.ops.aten.squeeze.dim(sum_4, -1);  sum_4 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(add, [0], True)
    view_1 = torch.ops.aten.view.default(sum_5, [3, 4]);  sum_5 = None
    view_2 = torch.ops.aten.view.default(add, [2, 3, 4, 1]);  add = None
    permute = torch.ops.aten.permute.default(view_2, [0, 3, 1, 2]);  view_2 = None
    view_3 = torch.ops.aten.view.default(permute, [1, 2, 12]);  permute = None
    _tensor_constant14 = self._tensor_constant14
    transpose = torch.ops.aten.transpose.int(_tensor_constant14, 1, 2);  _tensor_constant14 = None
    bmm = torch.ops.aten.bmm.default(transpose, view_3);  transpose = None
    _tensor_constant15 = self._tensor_constant15
    transpose_1 = torch.ops.aten.transpose.int(_tensor_constant15, 1, 2);  _tensor_constant15 = None
    bmm_1 = torch.ops.aten.bmm.default(view_3, transpose_1);  view_3 = transpose_1 = None
    view_4 = torch.ops.aten.view.default(bmm, [4, 3, 4, 1]);  bmm = None
    permute_1 = torch.ops.aten.permute.default(view_4, [3, 1, 2, 0]);  view_4 = None
    view_5 = torch.ops.aten.view.default(bmm_1, [2, 4, 1, 1]);  bmm_1 = None
    permute_2 = torch.ops.aten.permute.default(view_5, [0, 2, 3, 1]);  view_5 = None
    permute_3 = torch.ops.aten.permute.default(permute_1, [1, 3, 2, 0]);  permute_1 = None
    squeeze_1 = torch.ops.aten.squeeze.dim(permute_3, 3);  permute_3 = None
    permute_4 = torch.ops.aten.permute.default(permute_2, [0, 3, 1, 2]);  permute_2 = None
    squeeze_2 = torch.ops.aten.squeeze.dim(permute_4, 3);  permute_4 = None
    squeeze_3 = torch.ops.aten.squeeze.dim(squeeze_2, 2);  squeeze_2 = None
    add_1 = torch.ops.aten.add.Tensor(mul_3, squeeze);  mul_3 = squeeze = None
    _tensor_constant16 = self._tensor_constant16
    detach_2 = torch.ops.aten.detach.default(_tensor_constant16);  _tensor_constant16 = None
    _softmax_backward_data = torch.ops.aten._softmax_backward_data.default(add_1, detach_2, -1, torch.float32);  add_1 = detach_2 = None
    _tensor_constant17 = self._tensor_constant17
    t_4 = torch.ops.aten.t.default(_tensor_constant17);  _tensor_constant17 = None
    mm_2 = torch.ops.aten.mm.default(_softmax_backward_data, t_4);  t_4 = None
    t_5 = torch.ops.aten.t.default(_softmax_backward_data)
    _tensor_constant18 = self._tensor_constant18
    mm_3 = torch.ops.aten.mm.default(t_5, _tensor_constant18);  t_5 = _tensor_constant18 = None
    t_6 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(_softmax_backward_data, [0], True);  _softmax_backward_data = None
    view_6 = torch.ops.aten.view.default(sum_6, [3]);  sum_6 = None
    add_2 = torch.ops.aten.add.Tensor(squeeze_3, mm_2);  squeeze_3 = mm_2 = None
    t_7 = torch.ops.aten.t.default(t_6);  t_6 = None
    scalar_tensor = torch.ops.aten.scalar_tensor.default(0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant19 = self._tensor_constant19
    where = torch.ops.aten.where.self(_tensor_constant19, scalar_tensor, add_2);  _tensor_constant19 = scalar_tensor = None
    scalar_tensor_1 = torch.ops.aten.scalar_tensor.default(0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant19_1 = self._tensor_constant19
    where_1 = torch.ops.aten.where.self(_tensor_constant19_1, add_2, scalar_tensor_1);  _tensor_constant19_1 = add_2 = scalar_tensor_1 = None
    _tensor_constant20 = self._tensor_constant20
    detach_3 = torch.ops.aten.detach.default(_tensor_constant20);  _tensor_constant20 = None
    tanh_backward = torch.ops.aten.tanh_backward.default(where, detach_3);  where = detach_3 = None
    add_3 = torch.ops.aten.add.Tensor(tanh_backward, where_1);  tanh_backward = None
    _tensor_constant21 = self._tensor_constant21
    mul_6 = torch.ops.aten.mul.Tensor(where_1, _tensor_constant21);  _tensor_constant21 = None
    _tensor_constant22 = self._tensor_constant22
    mul_7 = torch.ops.aten.mul.Tensor(where_1, _tensor_constant22);  where_1 = _tensor_constant22 = None
    add_4 = torch.ops.aten.add.Tensor(add_3, mul_6);  add_3 = mul_6 = None
    _tensor_constant23 = self._tensor_constant23
    detach_4 = torch.ops.aten.detach.default(_tensor_constant23);  _tensor_constant23 = None
    sigmoid_backward = torch.ops.aten.sigmoid_backward.default(mul_7, detach_4);  mul_7 = detach_4 = None
    mul_8 = torch.ops.aten.mul.Tensor(sigmoid_backward, 4.0);  sigmoid_backward = None
    neg = torch.ops.aten.neg.default(mul_8)
    sum_7 = torch.ops.aten.sum.default(neg);  neg = None
    add_5 = torch.ops.aten.add.Tensor(add_4, mul_8);  add_4 = mul_8 = None
    _tensor_constant24 = self._tensor_constant24
    mul_9 = torch.ops.aten.mul.Tensor(add_5, _tensor_constant24);  add_5 = _tensor_constant24 = None
    t_8 = torch.ops.aten.t.default(mul_9)
    _tensor_constant25 = self._tensor_constant25
    mm_4 = torch.ops.aten.mm.default(t_8, _tensor_constant25);  t_8 = _tensor_constant25 = None
    t_9 = torch.ops.aten.t.default(mm_4);  mm_4 = None
    sum_8 = torch.ops.aten.sum.dim_IntList(mul_9, [0], True);  mul_9 = None
    view_7 = torch.ops.aten.view.default(sum_8, [4]);  sum_8 = None
    t_10 = torch.ops.aten.t.default(t_9);  t_9 = None
    return (sum_7, squeeze_1, view_1, t_10, view_7, t_7, view_6, t_3, view)
    