


def forward(self, loss_1):
    ones_like = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
    mul = torch.ops.aten.mul.Tensor(ones_like, 0.25)
    mul_1 = torch.ops.aten.mul.Tensor(ones_like, 0.1)
    mul_2 = torch.ops.aten.mul.Tensor(ones_like, 0.2)
    mul_3 = torch.ops.aten.mul.Tensor(ones_like, 0.3)
    mul_4 = torch.ops.aten.mul.Tensor(ones_like, 0.5)
    _tensor_constant0 = self._tensor_constant0
    _tensor_constant1 = self._tensor_constant1
    huber_loss_backward = torch.ops.aten.huber_loss_backward.default(mul, _tensor_constant0, _tensor_constant1, 1, 0.7);  mul = _tensor_constant0 = _tensor_constant1 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(huber_loss_backward, -1);  huber_loss_backward = None
    expand = torch.ops.aten.expand.default(unsqueeze, [2, 3]);  unsqueeze = None
    expand_1 = torch.ops.aten.expand.default(mul_1, [2]);  mul_1 = None
    div = torch.ops.aten.div.Scalar(expand_1, 2);  expand_1 = None
    scalar_tensor = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant2 = self._tensor_constant2
    ge = torch.ops.aten.ge.Scalar(_tensor_constant2, 0);  _tensor_constant2 = None
    where = torch.ops.aten.where.self(ge, div, scalar_tensor);  ge = div = scalar_tensor = None
    _tensor_constant3 = self._tensor_constant3
    mul_5 = torch.ops.aten.mul.Tensor(where, _tensor_constant3);  where = _tensor_constant3 = None
    neg = torch.ops.aten.neg.default(mul_5)
    select_backward = torch.ops.aten.select_backward.default(neg, [2, 4], 1, 1);  neg = None
    select_backward_1 = torch.ops.aten.select_backward.default(mul_5, [2, 4], 1, 0);  mul_5 = None
    add = torch.ops.aten.add.Tensor(select_backward, select_backward_1);  select_backward = select_backward_1 = None
    expand_2 = torch.ops.aten.expand.default(mul_2, [2]);  mul_2 = None
    div_1 = torch.ops.aten.div.Scalar(expand_2, 2);  expand_2 = None
    scalar_tensor_1 = torch.ops.aten.scalar_tensor.default(0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant4 = self._tensor_constant4
    where_1 = torch.ops.aten.where.self(_tensor_constant4, div_1, scalar_tensor_1);  _tensor_constant4 = scalar_tensor_1 = None
    scalar_tensor_2 = torch.ops.aten.scalar_tensor.default(0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant5 = self._tensor_constant5
    where_2 = torch.ops.aten.where.self(_tensor_constant5, div_1, scalar_tensor_2);  _tensor_constant5 = div_1 = scalar_tensor_2 = None
    scalar_tensor_3 = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant6 = self._tensor_constant6
    ge_1 = torch.ops.aten.ge.Scalar(_tensor_constant6, 0);  _tensor_constant6 = None
    where_3 = torch.ops.aten.where.self(ge_1, where_1, scalar_tensor_3);  ge_1 = where_1 = scalar_tensor_3 = None
    neg_1 = torch.ops.aten.neg.default(where_2);  where_2 = None
    add_1 = torch.ops.aten.add.Tensor(where_3, neg_1);  where_3 = neg_1 = None
    _tensor_constant7 = self._tensor_constant7
    _tensor_constant8 = self._tensor_constant8
    div_2 = torch.ops.aten.div.Tensor(_tensor_constant7, _tensor_constant8);  _tensor_constant7 = _tensor_constant8 = None
    _tensor_constant8_1 = self._tensor_constant8
    div_3 = torch.ops.aten.div.Tensor(div_2, _tensor_constant8_1);  div_2 = _tensor_constant8_1 = None
    neg_2 = torch.ops.aten.neg.default(add_1)
    mul_6 = torch.ops.aten.mul.Tensor(neg_2, div_3);  neg_2 = div_3 = None
    _tensor_constant8_2 = self._tensor_constant8
    div_4 = torch.ops.aten.div.Tensor(add_1, _tensor_constant8_2);  add_1 = _tensor_constant8_2 = None
    _tensor_constant9 = self._tensor_constant9
    detach = torch.ops.aten.detach.default(_tensor_constant9);  _tensor_constant9 = None
    mul_7 = torch.ops.aten.mul.Scalar(detach, 2);  detach = None
    div_5 = torch.ops.aten.div.Tensor(mul_6, mul_7);  mul_6 = mul_7 = None
    _tensor_constant10 = self._tensor_constant10
    mul_8 = torch.ops.aten.mul.Tensor(div_5, _tensor_constant10);  _tensor_constant10 = None
    _tensor_constant11 = self._tensor_constant11
    mul_9 = torch.ops.aten.mul.Tensor(div_5, _tensor_constant11);  div_5 = _tensor_constant11 = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(mul_8, 1);  mul_8 = None
    expand_3 = torch.ops.aten.expand.default(unsqueeze_1, [2, 3]);  unsqueeze_1 = None
    _tensor_constant12 = self._tensor_constant12
    mul_10 = torch.ops.aten.mul.Tensor(expand_3, _tensor_constant12);  _tensor_constant12 = None
    _tensor_constant12_1 = self._tensor_constant12
    mul_11 = torch.ops.aten.mul.Tensor(expand_3, _tensor_constant12_1);  expand_3 = _tensor_constant12_1 = None
    add_2 = torch.ops.aten.add.Tensor(mul_11, mul_10);  mul_11 = mul_10 = None
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(mul_9, 1);  mul_9 = None
    expand_4 = torch.ops.aten.expand.default(unsqueeze_2, [2, 3]);  unsqueeze_2 = None
    _tensor_constant13 = self._tensor_constant13
    mul_12 = torch.ops.aten.mul.Tensor(expand_4, _tensor_constant13);  _tensor_constant13 = None
    _tensor_constant13_1 = self._tensor_constant13
    mul_13 = torch.ops.aten.mul.Tensor(expand_4, _tensor_constant13_1);  expand_4 = _tensor_constant13_1 = None
    add_3 = torch.ops.aten.add.Tensor(expand, mul_13);  expand = mul_13 = None
    add_4 = torch.ops.aten.add.Tensor(add_3, mul_12);  add_3 = mul_12 = None
    unsqueeze_3 = torch.ops.aten.unsqueeze.default(div_4, 1);  div_4 = None
    expand_5 = torch.ops.aten.expand.default(unsqueeze_3, [2, 3]);  unsqueeze_3 = None
    _tensor_constant13_2 = self._tensor_constant13
    mul_14 = torch.ops.aten.mul.Tensor(expand_5, _tensor_constant13_2);  _tensor_constant13_2 = None
    _tensor_constant12_2 = self._tensor_constant12
    mul_15 = torch.ops.aten.mul.Tensor(expand_5, _tensor_constant12_2);  expand_5 = _tensor_constant12_2 = None
    add_5 = torch.ops.aten.add.Tensor(add_4, mul_15);  add_4 = mul_15 = None
    add_6 = torch.ops.aten.add.Tensor(add_2, mul_14);  add_2 = mul_14 = None
    roll = torch.ops.aten.roll.default(add_6, [-1], [0]);  add_6 = None
    add_7 = torch.ops.aten.add.Tensor(add_5, roll);  add_5 = roll = None
    _tensor_constant14 = self._tensor_constant14
    _tensor_constant15 = self._tensor_constant15
    mul_16 = torch.ops.aten.mul.Tensor(_tensor_constant14, _tensor_constant15);  _tensor_constant14 = _tensor_constant15 = None
    add_8 = torch.ops.aten.add.Scalar(mul_16, 1)
    _tensor_constant15_1 = self._tensor_constant15
    sub = torch.ops.aten.sub.Tensor(add_8, _tensor_constant15_1);  add_8 = _tensor_constant15_1 = None
    _tensor_constant16 = self._tensor_constant16
    sigmoid = torch.ops.aten.sigmoid.default(_tensor_constant16);  _tensor_constant16 = None
    mul_17 = torch.ops.aten.mul.Tensor(sub, sigmoid);  sub = sigmoid = None
    sub_1 = torch.ops.aten.sub.Tensor(mul_17, mul_16);  mul_17 = mul_16 = None
    mul_18 = torch.ops.aten.mul.Tensor(sub_1, mul_3);  sub_1 = mul_3 = None
    div_ = torch.ops.aten.div_.Scalar(mul_18, 8);  mul_18 = None
    add_9 = torch.ops.aten.add.Tensor(add, div_);  add = div_ = None
    div_6 = torch.ops.aten.div.Tensor(mul_4, 2);  mul_4 = None
    expand_6 = torch.ops.aten.expand.default(div_6, [2, 4]);  div_6 = None
    _tensor_constant17 = self._tensor_constant17
    mul_19 = torch.ops.aten.mul.Tensor(expand_6, _tensor_constant17);  expand_6 = _tensor_constant17 = None
    neg_3 = torch.ops.aten.neg.default(mul_19);  mul_19 = None
    _tensor_constant18 = self._tensor_constant18
    detach_1 = torch.ops.aten.detach.default(_tensor_constant18);  _tensor_constant18 = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(neg_3, detach_1, -1, torch.float32);  neg_3 = detach_1 = None
    add_10 = torch.ops.aten.add.Tensor(add_9, _log_softmax_backward_data);  add_9 = _log_softmax_backward_data = None
    _tensor_constant16_1 = self._tensor_constant16
    _tensor_constant19 = self._tensor_constant19
    smooth_l1_loss_backward = torch.ops.aten.smooth_l1_loss_backward.default(ones_like, _tensor_constant16_1, _tensor_constant19, 1, 0.5);  ones_like = _tensor_constant16_1 = _tensor_constant19 = None
    add_11 = torch.ops.aten.add.Tensor(add_10, smooth_l1_loss_backward);  add_10 = smooth_l1_loss_backward = None
    slice_backward = torch.ops.aten.slice_backward.default(add_7, [2, 7], 1, 4, 9223372036854775807, 1);  add_7 = None
    slice_backward_1 = torch.ops.aten.slice_backward.default(add_11, [2, 7], 1, 0, 4, 1);  add_11 = None
    add_12 = torch.ops.aten.add.Tensor(slice_backward, slice_backward_1);  slice_backward = slice_backward_1 = None
    slice_1 = torch.ops.aten.slice.Tensor(add_12, 1, 0, 4)
    slice_2 = torch.ops.aten.slice.Tensor(add_12, 1, 4, 7);  add_12 = None
    t = torch.ops.aten.t.default(slice_2)
    _tensor_constant20 = self._tensor_constant20
    mm = torch.ops.aten.mm.default(t, _tensor_constant20);  t = _tensor_constant20 = None
    t_1 = torch.ops.aten.t.default(mm);  mm = None
    sum_1 = torch.ops.aten.sum.dim_IntList(slice_2, [0], True);  slice_2 = None
    view = torch.ops.aten.view.default(sum_1, [3]);  sum_1 = None
    t_2 = torch.ops.aten.t.default(t_1);  t_1 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(slice_1, [0], True);  slice_1 = None
    view_1 = torch.ops.aten.view.default(sum_2, [4]);  sum_2 = None
    return (view_1, t_2, view)
    