


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
    mul = torch.ops.aten.mul.Tensor(mm, _tensor_constant6);  _tensor_constant6 = None
    _tensor_constant7 = self._tensor_constant7
    mul_1 = torch.ops.aten.mul.Tensor(mm, _tensor_constant7);  _tensor_constant7 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(mul_1, [1], True);  mul_1 = None
    slice_backward = torch.ops.aten.slice_backward.default(sum_2, [2, 3], 1, -1, 9223372036854775807, 1);  sum_2 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(mm, 1);  mm = None
    expand = torch.ops.aten.expand.default(unsqueeze, [2, 3, 4]);  unsqueeze = None
    _tensor_constant8 = self._tensor_constant8
    mul_2 = torch.ops.aten.mul.Tensor(expand, _tensor_constant8);  _tensor_constant8 = None
    _tensor_constant9 = self._tensor_constant9
    mul_3 = torch.ops.aten.mul.Tensor(expand, _tensor_constant9);  expand = _tensor_constant9 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(mul_3, [2], True);  mul_3 = None
    select = torch.ops.aten.select.int(mul_2, 1, 0)
    select_1 = torch.ops.aten.select.int(mul_2, 1, 1)
    select_2 = torch.ops.aten.select.int(mul_2, 1, 2);  mul_2 = None
    add = torch.ops.aten.add.Tensor(mul, select_2);  mul = select_2 = None
    squeeze = torch.ops.aten.squeeze.dim(sum_3, -1);  sum_3 = None
    _tensor_constant10 = self._tensor_constant10
    mul_4 = torch.ops.aten.mul.Tensor(squeeze, _tensor_constant10);  _tensor_constant10 = None
    _tensor_constant11 = self._tensor_constant11
    mul_5 = torch.ops.aten.mul.Tensor(squeeze, _tensor_constant11);  squeeze = _tensor_constant11 = None
    slice_1 = torch.ops.aten.slice.Tensor(mul_4, 1, 0, 1);  slice_1 = None
    slice_2 = torch.ops.aten.slice.Tensor(mul_4, 1, 1, 3);  mul_4 = None
    slice_backward_1 = torch.ops.aten.slice_backward.default(slice_2, [2, 3], 1, 0, -1, 1);  slice_2 = None
    add_1 = torch.ops.aten.add.Tensor(slice_backward, slice_backward_1);  slice_backward = slice_backward_1 = None
    _tensor_constant12 = self._tensor_constant12
    detach_1 = torch.ops.aten.detach.default(_tensor_constant12);  _tensor_constant12 = None
    mul_6 = torch.ops.aten.mul.Tensor(detach_1, add_1)
    _tensor_constant13 = self._tensor_constant13
    eq = torch.ops.aten.eq.Scalar(_tensor_constant13, 0);  _tensor_constant13 = None
    zeros = torch.ops.aten.zeros.default([2, 3], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    cumsum = torch.ops.aten.cumsum.default(eq, 1);  eq = None
    eq_1 = torch.ops.aten.eq.Scalar(cumsum, 0)
    bitwise_not = torch.ops.aten.bitwise_not.default(eq_1)
    masked_fill = torch.ops.aten.masked_fill.Scalar(mul_6, bitwise_not, 0.0);  mul_6 = bitwise_not = None
    flip = torch.ops.aten.flip.default(masked_fill, [1]);  masked_fill = None
    cumsum_1 = torch.ops.aten.cumsum.default(flip, 1);  flip = None
    flip_1 = torch.ops.aten.flip.default(cumsum_1, [1]);  cumsum_1 = None
    _tensor_constant13_1 = self._tensor_constant13
    div = torch.ops.aten.div.Tensor(flip_1, _tensor_constant13_1);  flip_1 = _tensor_constant13_1 = None
    where = torch.ops.aten.where.self(eq_1, div, zeros);  eq_1 = div = zeros = None
    eq_2 = torch.ops.aten.eq.Scalar(cumsum, 1)
    max_1 = torch.ops.aten.max.dim(eq_2, 1, True)
    getitem = max_1[0];  getitem = None
    getitem_1 = max_1[1];  max_1 = None
    zeros_like = torch.ops.aten.zeros_like.default(eq_2)
    scatter_ = torch.ops.aten.scatter_.value(zeros_like, 1, getitem_1, 1);  zeros_like = None
    logical_and_ = torch.ops.aten.logical_and_.default(scatter_, eq_2);  scatter_ = None
    bitwise_not_1 = torch.ops.aten.bitwise_not.default(logical_and_)
    bitwise_and_ = torch.ops.aten.bitwise_and_.Tensor(eq_2, bitwise_not_1);  eq_2 = bitwise_not_1 = None
    bitwise_not_2 = torch.ops.aten.bitwise_not.default(bitwise_and_);  bitwise_and_ = None
    _tensor_constant13_2 = self._tensor_constant13
    masked_fill_1 = torch.ops.aten.masked_fill.Scalar(_tensor_constant13_2, bitwise_not_2, 1.0);  _tensor_constant13_2 = bitwise_not_2 = None
    cumprod = torch.ops.aten.cumprod.default(masked_fill_1, 1);  masked_fill_1 = None
    ne = torch.ops.aten.ne.Scalar(cumsum, 1);  cumsum = None
    masked_fill_2 = torch.ops.aten.masked_fill.Scalar(add_1, ne, 0.0);  add_1 = ne = None
    sub = torch.ops.aten.sub.Scalar(getitem_1, 1)
    relu_ = torch.ops.aten.relu_.default(sub);  sub = None
    gather = torch.ops.aten.gather.default(detach_1, 1, relu_);  detach_1 = relu_ = None
    eq_3 = torch.ops.aten.eq.Scalar(getitem_1, 0);  getitem_1 = None
    masked_fill_ = torch.ops.aten.masked_fill_.Scalar(gather, eq_3, 1.0);  gather = eq_3 = None
    mul_7 = torch.ops.aten.mul.Tensor(cumprod, masked_fill_2);  cumprod = masked_fill_2 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(mul_7, [1], True);  mul_7 = None
    mul_8 = torch.ops.aten.mul.Tensor(sum_4, masked_fill_);  sum_4 = masked_fill_ = None
    where_1 = torch.ops.aten.where.self(logical_and_, mul_8, where);  logical_and_ = mul_8 = where = None
    neg = torch.ops.aten.neg.default(where_1);  where_1 = None
    add_2 = torch.ops.aten.add.Tensor(mul_5, neg);  mul_5 = neg = None
    slice_3 = torch.ops.aten.slice.Tensor(add_2, 1, 0, 1)
    slice_4 = torch.ops.aten.slice.Tensor(add_2, 1, 1, 2)
    slice_5 = torch.ops.aten.slice.Tensor(add_2, 1, 2, 3);  add_2 = None
    _tensor_constant14 = self._tensor_constant14
    detach_2 = torch.ops.aten.detach.default(_tensor_constant14);  _tensor_constant14 = None
    sigmoid_backward = torch.ops.aten.sigmoid_backward.default(slice_5, detach_2);  slice_5 = detach_2 = None
    _tensor_constant15 = self._tensor_constant15
    t_4 = torch.ops.aten.t.default(_tensor_constant15);  _tensor_constant15 = None
    mm_2 = torch.ops.aten.mm.default(sigmoid_backward, t_4);  t_4 = None
    t_5 = torch.ops.aten.t.default(sigmoid_backward)
    _tensor_constant7_1 = self._tensor_constant7
    mm_3 = torch.ops.aten.mm.default(t_5, _tensor_constant7_1);  t_5 = _tensor_constant7_1 = None
    t_6 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(sigmoid_backward, [0], True);  sigmoid_backward = None
    view_1 = torch.ops.aten.view.default(sum_5, [1]);  sum_5 = None
    add_3 = torch.ops.aten.add.Tensor(add, mm_2);  add = mm_2 = None
    t_7 = torch.ops.aten.t.default(t_6);  t_6 = None
    _tensor_constant16 = self._tensor_constant16
    detach_3 = torch.ops.aten.detach.default(_tensor_constant16);  _tensor_constant16 = None
    tanh_backward = torch.ops.aten.tanh_backward.default(add_3, detach_3);  add_3 = detach_3 = None
    add_4 = torch.ops.aten.add.Tensor(select_1, tanh_backward);  select_1 = None
    _tensor_constant17 = self._tensor_constant17
    t_8 = torch.ops.aten.t.default(_tensor_constant17);  _tensor_constant17 = None
    mm_4 = torch.ops.aten.mm.default(tanh_backward, t_8);  t_8 = None
    t_9 = torch.ops.aten.t.default(tanh_backward)
    _tensor_constant18 = self._tensor_constant18
    mm_5 = torch.ops.aten.mm.default(t_9, _tensor_constant18);  t_9 = _tensor_constant18 = None
    t_10 = torch.ops.aten.t.default(mm_5);  mm_5 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(tanh_backward, [0], True);  tanh_backward = None
    view_2 = torch.ops.aten.view.default(sum_6, [4]);  sum_6 = None
    add_5 = torch.ops.aten.add.Tensor(add_4, mm_4);  add_4 = mm_4 = None
    t_11 = torch.ops.aten.t.default(t_10);  t_10 = None
    _tensor_constant19 = self._tensor_constant19
    detach_4 = torch.ops.aten.detach.default(_tensor_constant19);  _tensor_constant19 = None
    sigmoid_backward_1 = torch.ops.aten.sigmoid_backward.default(slice_4, detach_4);  slice_4 = detach_4 = None
    _tensor_constant20 = self._tensor_constant20
    t_12 = torch.ops.aten.t.default(_tensor_constant20);  _tensor_constant20 = None
    mm_6 = torch.ops.aten.mm.default(sigmoid_backward_1, t_12);  t_12 = None
    t_13 = torch.ops.aten.t.default(sigmoid_backward_1)
    _tensor_constant18_1 = self._tensor_constant18
    mm_7 = torch.ops.aten.mm.default(t_13, _tensor_constant18_1);  t_13 = _tensor_constant18_1 = None
    t_14 = torch.ops.aten.t.default(mm_7);  mm_7 = None
    sum_7 = torch.ops.aten.sum.dim_IntList(sigmoid_backward_1, [0], True);  sigmoid_backward_1 = None
    view_3 = torch.ops.aten.view.default(sum_7, [1]);  sum_7 = None
    add_6 = torch.ops.aten.add.Tensor(view_1, view_3);  view_1 = view_3 = None
    add_7 = torch.ops.aten.add.Tensor(add_5, mm_6);  add_5 = mm_6 = None
    t_15 = torch.ops.aten.t.default(t_14);  t_14 = None
    add_8 = torch.ops.aten.add.Tensor(t_7, t_15);  t_7 = t_15 = None
    _tensor_constant21 = self._tensor_constant21
    detach_5 = torch.ops.aten.detach.default(_tensor_constant21);  _tensor_constant21 = None
    tanh_backward_1 = torch.ops.aten.tanh_backward.default(add_7, detach_5);  add_7 = detach_5 = None
    add_9 = torch.ops.aten.add.Tensor(select, tanh_backward_1);  select = None
    _tensor_constant22 = self._tensor_constant22
    t_16 = torch.ops.aten.t.default(_tensor_constant22);  _tensor_constant22 = None
    mm_8 = torch.ops.aten.mm.default(tanh_backward_1, t_16);  t_16 = None
    t_17 = torch.ops.aten.t.default(tanh_backward_1)
    _tensor_constant23 = self._tensor_constant23
    mm_9 = torch.ops.aten.mm.default(t_17, _tensor_constant23);  t_17 = _tensor_constant23 = None
    t_18 = torch.ops.aten.t.default(mm_9);  mm_9 = None
    sum_8 = torch.ops.aten.sum.dim_IntList(tanh_backward_1, [0], True);  tanh_backward_1 = None
    view_4 = torch.ops.aten.view.default(sum_8, [4]);  sum_8 = None
    add_10 = torch.ops.aten.add.Tensor(view_2, view_4);  view_2 = view_4 = None
    add_11 = torch.ops.aten.add.Tensor(add_9, mm_8);  add_9 = mm_8 = None
    t_19 = torch.ops.aten.t.default(t_18);  t_18 = None
    add_12 = torch.ops.aten.add.Tensor(t_11, t_19);  t_11 = t_19 = None
    _tensor_constant24 = self._tensor_constant24
    detach_6 = torch.ops.aten.detach.default(_tensor_constant24);  _tensor_constant24 = None
    sigmoid_backward_2 = torch.ops.aten.sigmoid_backward.default(slice_3, detach_6);  slice_3 = detach_6 = None
    _tensor_constant25 = self._tensor_constant25
    t_20 = torch.ops.aten.t.default(_tensor_constant25);  _tensor_constant25 = None
    mm_10 = torch.ops.aten.mm.default(sigmoid_backward_2, t_20);  t_20 = None
    t_21 = torch.ops.aten.t.default(sigmoid_backward_2)
    _tensor_constant23_1 = self._tensor_constant23
    mm_11 = torch.ops.aten.mm.default(t_21, _tensor_constant23_1);  t_21 = _tensor_constant23_1 = None
    t_22 = torch.ops.aten.t.default(mm_11);  mm_11 = None
    sum_9 = torch.ops.aten.sum.dim_IntList(sigmoid_backward_2, [0], True);  sigmoid_backward_2 = None
    view_5 = torch.ops.aten.view.default(sum_9, [1]);  sum_9 = None
    add_13 = torch.ops.aten.add.Tensor(add_6, view_5);  add_6 = view_5 = None
    add_14 = torch.ops.aten.add.Tensor(add_11, mm_10);  add_11 = mm_10 = None
    t_23 = torch.ops.aten.t.default(t_22);  t_22 = None
    add_15 = torch.ops.aten.add.Tensor(add_8, t_23);  add_8 = t_23 = None
    _tensor_constant26 = self._tensor_constant26
    detach_7 = torch.ops.aten.detach.default(_tensor_constant26);  _tensor_constant26 = None
    tanh_backward_2 = torch.ops.aten.tanh_backward.default(add_14, detach_7);  add_14 = detach_7 = None
    _tensor_constant27 = self._tensor_constant27
    t_24 = torch.ops.aten.t.default(_tensor_constant27);  _tensor_constant27 = None
    mm_12 = torch.ops.aten.mm.default(tanh_backward_2, t_24);  t_24 = None
    t_25 = torch.ops.aten.t.default(tanh_backward_2)
    _tensor_constant28 = self._tensor_constant28
    mm_13 = torch.ops.aten.mm.default(t_25, _tensor_constant28);  t_25 = _tensor_constant28 = None
    t_26 = torch.ops.aten.t.default(mm_13);  mm_13 = None
    sum_10 = torch.ops.aten.sum.dim_IntList(tanh_backward_2, [0], True)
    view_6 = torch.ops.aten.view.default(sum_10, [4]);  sum_10 = None
    add_16 = torch.ops.aten.add.Tensor(add_10, view_6);  add_10 = view_6 = None
    add_17 = torch.ops.aten.add.Tensor(tanh_backward_2, mm_12);  tanh_backward_2 = mm_12 = None
    t_27 = torch.ops.aten.t.default(t_26);  t_26 = None
    add_18 = torch.ops.aten.add.Tensor(add_12, t_27);  add_12 = t_27 = None
    _tensor_constant29 = self._tensor_constant29
    detach_8 = torch.ops.aten.detach.default(_tensor_constant29);  _tensor_constant29 = None
    tanh_backward_3 = torch.ops.aten.tanh_backward.default(add_17, detach_8);  add_17 = detach_8 = None
    t_28 = torch.ops.aten.t.default(tanh_backward_3)
    _tensor_constant30 = self._tensor_constant30
    mm_14 = torch.ops.aten.mm.default(t_28, _tensor_constant30);  t_28 = _tensor_constant30 = None
    t_29 = torch.ops.aten.t.default(mm_14);  mm_14 = None
    sum_11 = torch.ops.aten.sum.dim_IntList(tanh_backward_3, [0], True);  tanh_backward_3 = None
    view_7 = torch.ops.aten.view.default(sum_11, [4]);  sum_11 = None
    t_30 = torch.ops.aten.t.default(t_29);  t_29 = None
    return (t_30, view_7, add_18, add_16, add_15, add_13, t_3, view)
    