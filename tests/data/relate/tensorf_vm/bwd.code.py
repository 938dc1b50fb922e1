


def forward(self, loss_1):
    ones_like = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
    _tensor_constant0 = self._tensor_constant0
    _tensor_constant1 = self._tensor_constant1
    mse_loss_backward = torch.ops.aten.mse_loss_backward.default(ones_like, _tensor_constant0, _tensor_constant1, 1);  ones_like = _tensor_constant0 = _tensor_constant1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(mse_loss_backward, [1], True)
    neg = torch.ops.aten.neg.default(sum_1);  sum_1 = None
    squeeze = torch.ops.aten.squeeze.dim(neg, 1);  neg = None
    unsqueeze = torch.ops.aten.unsqueeze.default(mse_loss_backward, -2);  mse_loss_backward = None
    expand = torch.ops.aten.expand.default(unsqueeze, [4, 6, 3]);  unsqueeze = None
    _tensor_constant2 = self._tensor_constant2
    mul = torch.ops.aten.mul.Tensor(expand, _tensor_constant2);  _tensor_constant2 = None
    _tensor_constant3 = self._tensor_constant3
    mul_1 = torch.ops.aten.mul.Tensor(expand, _tensor_constant3);  expand = _tensor_constant3 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(mul_1, [2], True);  mul_1 = None
    squeeze_1 = torch.ops.aten.squeeze.dim(sum_2, 2);  sum_2 = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(squeeze, -1);  squeeze = None
    expand_1 = torch.ops.aten.expand.default(unsqueeze_1, [4, 6]);  unsqueeze_1 = None
    add = torch.ops.aten.add.Tensor(squeeze_1, expand_1);  squeeze_1 = expand_1 = None
    _tensor_constant4 = self._tensor_constant4
    mul_2 = torch.ops.aten.mul.Tensor(add, _tensor_constant4);  _tensor_constant4 = None
    _tensor_constant5 = self._tensor_constant5
    mul_3 = torch.ops.aten.mul.Tensor(add, _tensor_constant5);  add = _tensor_constant5 = None
    slice_backward = torch.ops.aten.slice_backward.default(mul_2, [4, 7], 1, 0, -1, 1);  mul_2 = None
    _tensor_constant6 = self._tensor_constant6
    detach = torch.ops.aten.detach.default(_tensor_constant6);  _tensor_constant6 = None
    mul_4 = torch.ops.aten.mul.Tensor(detach, slice_backward)
    _tensor_constant7 = self._tensor_constant7
    eq = torch.ops.aten.eq.Scalar(_tensor_constant7, 0);  _tensor_constant7 = None
    zeros = torch.ops.aten.zeros.default([4, 7], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    cumsum = torch.ops.aten.cumsum.default(eq, 1);  eq = None
    eq_1 = torch.ops.aten.eq.Scalar(cumsum, 0)
    bitwise_not = torch.ops.aten.bitwise_not.default(eq_1)
    masked_fill = torch.ops.aten.masked_fill.Scalar(mul_4, bitwise_not, 0.0);  mul_4 = bitwise_not = None
    flip = torch.ops.aten.flip.default(masked_fill, [1]);  masked_fill = None
    cumsum_1 = torch.ops.aten.cumsum.default(flip, 1);  flip = None
    flip_1 = torch.ops.aten.flip.default(cumsum_1, [1]);  cumsum_1 = None
    _tensor_constant7_1 = self._tensor_constant7
    div = torch.ops.aten.div.Tensor(flip_1, _tensor_constant7_1);  flip_1 = _tensor_constant7_1 = None
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
    _tensor_constant7_2 = self._tensor_constant7
    masked_fill_1 = torch.ops.aten.masked_fill.Scalar(_tensor_constant7_2, bitwise_not_2, 1.0);  _tensor_constant7_2 = bitwise_not_2 = None
    cumprod = torch.ops.aten.cumprod.default(masked_fill_1, 1);  masked_fill_1 = None
    ne = torch.ops.aten.ne.Scalar(cumsum, 1);  cumsum = None
    masked_fill_2 = torch.ops.aten.masked_fill.Scalar(slice_backward, ne, 0.0);  slice_backward = ne = None
    sub = torch.ops.aten.sub.Scalar(getitem_1, 1)
    relu_ = torch.ops.aten.relu_.default(sub);  sub = None
    gather = torch.ops.aten.gather.default(detach, 1, relu_);  detach = relu_ = None
    eq_3 = torch.ops.aten.eq.Scalar(getitem_1, 0);  getitem_1 = None
    masked_fill_ = torch.ops.aten.masked_fill_.Scalar(gather, eq_3, 1.0);  gather = eq_3 = None
    mul_5 = torch.ops.aten.mul.Tensor(cumprod, masked_fill_2);  cumprod = masked_fill_2 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(mul_5, [1], True);  mul_5 = None
    mul_6 = torch.ops.aten.mul.Tensor(sum_3, masked_fill_);  sum_3 = masked_fill_ = None
    where_1 = torch.ops.aten.where.self(logical_and_, mul_6, where);  logical_and_ = mul_6 = where = None
    slice_1 = torch.ops.aten.slice.Tensor(where_1, 1, 0, 1);  slice_1 = None
    slice_2 = torch.ops.aten.slice.Tensor(where_1, 1, 1, 7);  where_1 = None
    neg_1 = torch.ops.aten.neg.default(slice_2);  slice_2 = None
    add_1 = torch.ops.aten.add.Tensor(mul_3, neg_1);  mul_3 = neg_1 = None
    neg_2 = torch.ops.aten.neg.default(add_1);  add_1 = None
    _tensor_constant8 = self._tensor_constant8
    detach_1 = torch.ops.aten.detach.default(_tensor_constant8);  _tensor_constant8 = None
    mul_7 = torch.ops.aten.mul.Tensor(neg_2, detach_1);  neg_2 = detach_1 = None
    mul_8 = torch.ops.aten.mul.Tensor(mul_7, 5.0);  mul_7 = None
    _tensor_constant9 = self._tensor_constant9
    mul_9 = torch.ops.aten.mul.Tensor(mul_8, _tensor_constant9);  mul_8 = _tensor_constant9 = None
    neg_3 = torch.ops.aten.neg.default(mul_9);  mul_9 = None
    view = torch.ops.aten.view.default(mul, [24, 3]);  mul = None
    _tensor_constant10 = self._tensor_constant10
    detach_2 = torch.ops.aten.detach.default(_tensor_constant10);  _tensor_constant10 = None
    sigmoid_backward = torch.ops.aten.sigmoid_backward.default(view, detach_2);  view = detach_2 = None
    _tensor_constant11 = self._tensor_constant11
    t = torch.ops.aten.t.default(_tensor_constant11);  _tensor_constant11 = None
    mm = torch.ops.aten.mm.default(sigmoid_backward, t);  t = None
    t_1 = torch.ops.aten.t.default(sigmoid_backward)
    _tensor_constant12 = self._tensor_constant12
    mm_1 = torch.ops.aten.mm.default(t_1, _tensor_constant12);  t_1 = _tensor_constant12 = None
    t_2 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(sigmoid_backward, [0], True);  sigmoid_backward = None
    view_1 = torch.ops.aten.view.default(sum_4, [3]);  sum_4 = None
    t_3 = torch.ops.aten.t.default(t_2);  t_2 = None
    _tensor_constant13 = self._tensor_constant13
    detach_3 = torch.ops.aten.detach.default(_tensor_constant13);  _tensor_constant13 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(mm, detach_3, 0);  mm = detach_3 = None
    _tensor_constant14 = self._tensor_constant14
    t_4 = torch.ops.aten.t.default(_tensor_constant14);  _tensor_constant14 = None
    mm_2 = torch.ops.aten.mm.default(threshold_backward, t_4);  t_4 = None
    t_5 = torch.ops.aten.t.default(threshold_backward)
    _tensor_constant15 = self._tensor_constant15
    mm_3 = torch.ops.aten.mm.default(t_5, _tensor_constant15);  t_5 = _tensor_constant15 = None
    t_6 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(threshold_backward, [0], True);  threshold_backward = None
    view_2 = torch.ops.aten.view.default(sum_5, [16]);  sum_5 = None
    t_7 = torch.ops.aten.t.default(t_6);  t_6 = None
    _tensor_constant16 = self._tensor_constant16
    detach_4 = torch.ops.aten.detach.default(_tensor_constant16);  _tensor_constant16 = None
    threshold_backward_1 = torch.ops.aten.threshold_backward.default(mm_2, detach_4, 0);  mm_2 = detach_4 = None
    _tensor_constant17 = self._tensor_constant17
    t_8 = torch.ops.aten.t.default(_tensor_constant17);  _tensor_constant17 = None
    mm_4 = torch.ops.aten.mm.default(threshold_backward_1, t_8);  t_8 = None
    t_9 = torch.ops.aten.t.default(threshold_backward_1)
    _tensor_constant18 = self._tensor_constant18
    mm_5 = torch.ops.aten.mm.default(t_9, _tensor_constant18);  t_9 = _tensor_constant18 = None
    t_10 = torch.ops.aten.t.default(mm_5);  mm_5 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(threshold_backward_1, [0], True);  threshold_backward_1 = None
    view_3 = torch.ops.aten.view.default(sum_6, [16]);  sum_6 = None
    t_11 = torch.ops.aten.t.default(t_10);  t_10 = None
    slice_3 = torch.ops.aten.slice.Tensor(mm_4, 1, 0, 6)
    slice_4 = torch.ops.aten.slice.Tensor(mm_4, 1, 6, 9);  slice_4 = None
    slice_5 = torch.ops.aten.slice.Tensor(mm_4, 1, 9, 21)
    slice_6 = torch.ops.aten.slice.Tensor(mm_4, 1, 21, 27);  mm_4 = slice_6 = None
    slice_7 = torch.ops.aten.slice.Tensor(slice_5, 1, 0, 6)
    slice_8 = torch.ops.aten.slice.Tensor(slice_5, 1, 6, 12);  slice_5 = None
    _tensor_constant19 = self._tensor_constant19
    sin = torch.ops.aten.sin.default(_tensor_constant19);  _tensor_constant19 = None
    neg_4 = torch.ops.aten.neg.default(sin);  sin = None
    mul_10 = torch.ops.aten.mul.Tensor(slice_8, neg_4);  slice_8 = neg_4 = None
    _tensor_constant19_1 = self._tensor_constant19
    cos = torch.ops.aten.cos.default(_tensor_constant19_1);  _tensor_constant19_1 = None
    mul_11 = torch.ops.aten.mul.Tensor(slice_7, cos);  slice_7 = cos = None
    add_2 = torch.ops.aten.add.Tensor(mul_10, mul_11);  mul_10 = mul_11 = None
    view_4 = torch.ops.aten.view.default(add_2, [24, 6, 1]);  add_2 = None
    _tensor_constant20 = self._tensor_constant20
    mul_12 = torch.ops.aten.mul.Tensor(view_4, _tensor_constant20);  view_4 = _tensor_constant20 = None
    squeeze_2 = torch.ops.aten.squeeze.dim(mul_12, 2);  mul_12 = None
    add_3 = torch.ops.aten.add.Tensor(slice_3, squeeze_2);  slice_3 = squeeze_2 = None
    t_12 = torch.ops.aten.t.default(add_3)
    _tensor_constant21 = self._tensor_constant21
    mm_6 = torch.ops.aten.mm.default(t_12, _tensor_constant21);  t_12 = _tensor_constant21 = None
    t_13 = torch.ops.aten.t.default(mm_6);  mm_6 = None
    t_14 = torch.ops.aten.t.default(add_3);  add_3 = None
    _tensor_constant22 = self._tensor_constant22
    mm_7 = torch.ops.aten.mm.default(_tensor_constant22, t_14);  _tensor_constant22 = t_14 = None
    t_15 = torch.ops.aten.t.default(mm_7);  mm_7 = None
    t_16 = torch.ops.aten.t.default(t_13);  t_13 = None
    permute = torch.ops.aten.permute.default(t_15, [1, 0]);  t_15 = None
    _tensor_constant23 = self._tensor_constant23
    mul_13 = torch.ops.aten.mul.Tensor(permute, _tensor_constant23);  _tensor_constant23 = None
    _tensor_constant24 = self._tensor_constant24
    mul_14 = torch.ops.aten.mul.Tensor(permute, _tensor_constant24);  permute = _tensor_constant24 = None
    slice_9 = torch.ops.aten.slice.Tensor(mul_13, 0, 0, 3)
    slice_10 = torch.ops.aten.slice.Tensor(mul_13, 0, 3, 6)
    slice_11 = torch.ops.aten.slice.Tensor(mul_13, 0, 6, 9);  mul_13 = None
    slice_12 = torch.ops.aten.slice.Tensor(mul_14, 0, 0, 3)
    slice_13 = torch.ops.aten.slice.Tensor(mul_14, 0, 3, 6)
    slice_14 = torch.ops.aten.slice.Tensor(mul_14, 0, 6, 9);  mul_14 = None
    view_5 = torch.ops.aten.view.default(slice_11, [1, 3, 24, 1]);  slice_11 = None
    _param_constant0 = self._param_constant0
    _tensor_constant25 = self._tensor_constant25
    grid_sampler_2d_backward = torch.ops.aten.grid_sampler_2d_backward.default(view_5, _param_constant0, _tensor_constant25, 0, 0, True, [True, False]);  view_5 = _param_constant0 = _tensor_constant25 = None
    getitem_2 = grid_sampler_2d_backward[0]
    getitem_3 = grid_sampler_2d_backward[1];  grid_sampler_2d_backward = getitem_3 = None
    view_6 = torch.ops.aten.view.default(slice_14, [1, 3, 24, 1]);  slice_14 = None
    _param_constant1 = self._param_constant1
    _tensor_constant26 = self._tensor_constant26
    grid_sampler_2d_backward_1 = torch.ops.aten.grid_sampler_2d_backward.default(view_6, _param_constant1, _tensor_constant26, 0, 0, True, [True, False]);  view_6 = _param_constant1 = _tensor_constant26 = None
    getitem_4 = grid_sampler_2d_backward_1[0]
    getitem_5 = grid_sampler_2d_backward_1[1];  grid_sampler_2d_backward_1 = getitem_5 = None
    view_7 = torch.ops.aten.view.default(slice_10, [1, 3, 24, 1]);  slice_10 = None
    _param_constant2 = self._param_constant2
    _tensor_constant27 = self._tensor_constant27
    grid_sampler_2d_backward_2 = torch.ops.aten.grid_sampler_2d_backward.default(view_7, _param_constant2, _tensor_constant27, 0, 0, True, [True, False]);  view_7 = _param_constant2 = _tensor_constant27 = None
    getitem_6 = grid_sampler_2d_backward_2[0]
    getitem_7 = grid_sampler_2d_backward_2[1];  grid_sampler_2d_backward_2 = getitem_7 = None
    view_8 = torch.ops.aten.view.default(slice_13, [1, 3, 24, 1]);  slice_13 = None
    _param_constant3 = self._param_constant3
    _tensor_constant28 = self._tensor_constant28
    grid_sampler_2d_backward_3 = torch.ops.aten.grid_sampler_2d_backward.default(view_8, _param_constant3, _tensor_constant28, 0, 0, True, [True, False]);  view_8 = _param_constant3 = _tensor_constant28 = None
    getitem_8 = grid_sampler_2d_backward_3[0]
    getitem_9 = grid_sampler_2d_backward_3[1];  grid_sampler_2d_backward_3 = getitem_9 = None
    view_9 = torch.ops.aten.view.default(slice_9, [1, 3, 24, 1]);  slice_9 = None
    _param_constant4 = self._param_constant4
    _tensor_constant29 = self._tensor_constant29
    grid_sampler_2d_backward_4 = torch.ops.aten.grid_sampler_2d_backward.default(view_9, _param_constant4, _tensor_constant29, 0, 0, True, [True, False]);  view_9 = _param_constant4 = _tensor_constant29 = None
    getitem_10 = grid_sampler_2d_backward_4[0]
    getitem_11 = grid_sampler_2d_backward_4[1];  grid_sampler_2d_backward_4 = getitem_11 = None
    view_10 = torch.ops.aten.view.default(slice_12, [1, 3, 24, 1]);  slice_12 = None
    _param_constant5 = self._param_constant5
    _tensor_constant30 = self._tensor_constant30
    grid_sampler_2d_backward_5 = torch.ops.aten.grid_sampler_2d_backward.default(view_10, _param_constant5, _tensor_constant30, 0, 0, True, [True, False]);  view_10 = _param_constant5 = _tensor_constant30 = None
    getitem_12 = grid_sampler_2d_backward_5[0]
    getitem_13 = grid_sampler_2d_backward_5[1];  grid_sampler_2d_backward_5 = getitem_13 = None
    view_11 = torch.ops.aten.view.default(neg_3, [24]);  neg_3 = None
    _tensor_constant31 = self._tensor_constant31
    clamp = torch.ops.aten.clamp.default(_tensor_constant31, -15, 15);  _tensor_constant31 = None
    exp = torch.ops.aten.exp.default(clamp);  clamp = None
    mul_15 = torch.ops.aten.mul.Tensor(view_11, exp);  view_11 = exp = None
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(mul_15, 0)
    expand_2 = torch.ops.aten.expand.default(unsqueeze_2, [2, 24]);  unsqueeze_2 = None
    _tensor_constant32 = self._tensor_constant32
    mul_16 = torch.ops.aten.mul.Tensor(expand_2, _tensor_constant32);  _tensor_constant32 = None
    _tensor_constant33 = self._tensor_constant33
    mul_17 = torch.ops.aten.mul.Tensor(expand_2, _tensor_constant33);  expand_2 = _tensor_constant33 = None
    view_12 = torch.ops.aten.view.default(mul_16, [1, 2, 24, 1]);  mul_16 = None
    _param_constant6 = self._param_constant6
    _tensor_constant34 = self._tensor_constant34
    grid_sampler_2d_backward_6 = torch.ops.aten.grid_sampler_2d_backward.default(view_12, _param_constant6, _tensor_constant34, 0, 0, True, [True, False]);  view_12 = _param_constant6 = _tensor_constant34 = None
    getitem_14 = grid_sampler_2d_backward_6[0]
    getitem_15 = grid_sampler_2d_backward_6[1];  grid_sampler_2d_backward_6 = getitem_15 = None
    view_13 = torch.ops.aten.view.default(mul_17, [1, 2, 24, 1]);  mul_17 = None
    _param_constant7 = self._param_constant7
    _tensor_constant35 = self._tensor_constant35
    grid_sampler_2d_backward_7 = torch.ops.aten.grid_sampler_2d_backward.default(view_13, _param_constant7, _tensor_constant35, 0, 0, True, [True, False]);  view_13 = _param_constant7 = _tensor_constant35 = None
    getitem_16 = grid_sampler_2d_backward_7[0]
    getitem_17 = grid_sampler_2d_backward_7[1];  grid_sampler_2d_backward_7 = getitem_17 = None
    unsqueeze_3 = torch.ops.aten.unsqueeze.default(mul_15, 0)
    expand_3 = torch.ops.aten.expand.default(unsqueeze_3, [2, 24]);  unsqueeze_3 = None
    _tensor_constant36 = self._tensor_constant36
    mul_18 = torch.ops.aten.mul.Tensor(expand_3, _tensor_constant36);  _tensor_constant36 = None
    _tensor_constant37 = self._tensor_constant37
    mul_19 = torch.ops.aten.mul.Tensor(expand_3, _tensor_constant37);  expand_3 = _tensor_constant37 = None
    view_14 = torch.ops.aten.view.default(mul_18, [1, 2, 24, 1]);  mul_18 = None
    _param_constant8 = self._param_constant8
    _tensor_constant38 = self._tensor_constant38
    grid_sampler_2d_backward_8 = torch.ops.aten.grid_sampler_2d_backward.default(view_14, _param_constant8, _tensor_constant38, 0, 0, True, [True, False]);  view_14 = _param_constant8 = _tensor_constant38 = None
    getitem_18 = grid_sampler_2d_backward_8[0]
    getitem_19 = grid_sampler_2d_backward_8[1];  grid_sampler_2d_backward_8 = getitem_19 = None
    view_15 = torch.ops.aten.view.default(mul_19, [1, 2, 24, 1]);  mul_19 = None
    _param_constant9 = self._param_constant9
    _tensor_constant39 = self._tensor_constant39
    grid_sampler_2d_backward_9 = torch.ops.aten.grid_sampler_2d_backward.default(view_15, _param_constant9, _tensor_constant39, 0, 0, True, [True, False]);  view_15 = _param_constant9 = _tensor_constant39 = None
    getitem_20 = grid_sampler_2d_backward_9[0]
    getitem_21 = grid_sampler_2d_backward_9[1];  grid_sampler_2d_backward_9 = getitem_21 = None
    unsqueeze_4 = torch.ops.aten.unsqueeze.default(mul_15, 0);  mul_15 = None
    expand_4 = torch.ops.aten.expand.default(unsqueeze_4, [2, 24]);  unsqueeze_4 = None
    _tensor_constant40 = self._tensor_constant40
    mul_20 = torch.ops.aten.mul.Tensor(expand_4, _tensor_constant40);  _tensor_constant40 = None
    _tensor_constant41 = self._tensor_constant41
    mul_21 = torch.ops.aten.mul.Tensor(expand_4, _tensor_constant41);  expand_4 = _tensor_constant41 = None
    view_16 = torch.ops.aten.view.default(mul_20, [1, 2, 24, 1]);  mul_20 = None
    _param_constant10 = self._param_constant10
    _tensor_constant42 = self._tensor_constant42
    grid_sampler_2d_backward_10 = torch.ops.aten.grid_sampler_2d_backward.default(view_16, _param_constant10, _tensor_constant42, 0, 0, True, [True, False]);  view_16 = _param_constant10 = _tensor_constant42 = None
    getitem_22 = grid_sampler_2d_backward_10[0]
    getitem_23 = grid_sampler_2d_backward_10[1];  grid_sampler_2d_backward_10 = getitem_23 = None
    view_17 = torch.ops.aten.view.default(mul_21, [1, 2, 24, 1]);  mul_21 = None
    _param_constant11 = self._param_constant11
    _tensor_constant43 = self._tensor_constant43
    grid_sampler_2d_backward_11 = torch.ops.aten.grid_sampler_2d_backward.default(view_17, _param_constant11, _tensor_constant43, 0, 0, True, [True, False]);  view_17 = _param_constant11 = _tensor_constant43 = None
    getitem_24 = grid_sampler_2d_backward_11[0]
    getitem_25 = grid_sampler_2d_backward_11[1];  grid_sampler_2d_backward_11 = getitem_25 = None
    return (getitem_24, getitem_20, getitem_16, getitem_22, getitem_18, getitem_14, getitem_12, getitem_8, getitem_4, getitem_10, getitem_6, getitem_2, t_16, t_11, view_3, t_7, view_2, t_3, view_1)
    