


def forward(self, loss_1):
    ones_like = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
    expand = torch.ops.aten.expand.default(ones_like, [2, 5, 2])
    div = torch.ops.aten.div.Scalar(expand, 20);  expand = None
    _tensor_constant0 = self._tensor_constant0
    sgn = torch.ops.aten.sgn.default(_tensor_constant0);  _tensor_constant0 = None
    mul = torch.ops.aten.mul.Tensor(div, sgn);  div = sgn = None
    _tensor_constant1 = self._tensor_constant1
    _tensor_constant2 = self._tensor_constant2
    _tensor_constant3 = self._tensor_constant3
    nll_loss_backward = torch.ops.aten.nll_loss_backward.default(ones_like, _tensor_constant1, _tensor_constant2, None, 1, -100, _tensor_constant3);  ones_like = _tensor_constant1 = _tensor_constant2 = _tensor_constant3 = None
    _tensor_constant4 = self._tensor_constant4
    detach = torch.ops.aten.detach.default(_tensor_constant4);  _tensor_constant4 = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach, 1, torch.float32);  nll_loss_backward = detach = None
    view = torch.ops.aten.view.default(_log_softmax_backward_data, [2, 5, 3]);  _log_softmax_backward_data = None
    view_1 = torch.ops.aten.view.default(view, [10, 3]);  view = None
    _tensor_constant5 = self._tensor_constant5
    t = torch.ops.aten.t.default(_tensor_constant5);  _tensor_constant5 = None
    mm = torch.ops.aten.mm.default(view_1, t);  t = None
    t_1 = torch.ops.aten.t.default(view_1)
    _tensor_constant6 = self._tensor_constant6
    mm_1 = torch.ops.aten.mm.default(t_1, _tensor_constant6);  t_1 = _tensor_constant6 = None
    t_2 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(view_1, [0], True);  view_1 = None
    view_2 = torch.ops.aten.view.default(sum_1, [3]);  sum_1 = None
    t_3 = torch.ops.aten.t.default(t_2);  t_2 = None
    view_3 = torch.ops.aten.view.default(mm, [2, 5, 8]);  mm = None
    _tensor_constant7 = self._tensor_constant7
    detach_1 = torch.ops.aten.detach.default(_tensor_constant7);  _tensor_constant7 = None
    sigmoid_backward = torch.ops.aten.sigmoid_backward.default(mul, detach_1);  mul = detach_1 = None
    _tensor_constant8 = self._tensor_constant8
    div_1 = torch.ops.aten.div.Tensor(sigmoid_backward, _tensor_constant8);  _tensor_constant8 = None
    _tensor_constant9 = self._tensor_constant9
    _tensor_constant10 = self._tensor_constant10
    div_2 = torch.ops.aten.div.Tensor(_tensor_constant9, _tensor_constant10);  _tensor_constant9 = _tensor_constant10 = None
    _tensor_constant10_1 = self._tensor_constant10
    div_3 = torch.ops.aten.div.Tensor(div_2, _tensor_constant10_1);  div_2 = _tensor_constant10_1 = None
    neg = torch.ops.aten.neg.default(div_1)
    mul_1 = torch.ops.aten.mul.Tensor(neg, div_3);  neg = div_3 = None
    _tensor_constant10_2 = self._tensor_constant10
    div_4 = torch.ops.aten.div.Tensor(div_1, _tensor_constant10_2);  div_1 = _tensor_constant10_2 = None
    scalar_tensor = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant11 = self._tensor_constant11
    ge = torch.ops.aten.ge.Scalar(_tensor_constant11, 1e-05);  _tensor_constant11 = None
    where = torch.ops.aten.where.self(ge, mul_1, scalar_tensor);  ge = mul_1 = scalar_tensor = None
    neg_1 = torch.ops.aten.neg.default(where);  where = None
    scalar_tensor_1 = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant12 = self._tensor_constant12
    ge_1 = torch.ops.aten.ge.Scalar(_tensor_constant12, 1e-05);  _tensor_constant12 = None
    where_1 = torch.ops.aten.where.self(ge_1, div_4, scalar_tensor_1);  ge_1 = div_4 = scalar_tensor_1 = None
    add = torch.ops.aten.add.Tensor(neg_1, where_1);  neg_1 = where_1 = None
    scalar_tensor_2 = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant13 = self._tensor_constant13
    ge_2 = torch.ops.aten.ge.Scalar(_tensor_constant13, 0);  _tensor_constant13 = None
    _tensor_constant13_1 = self._tensor_constant13
    le = torch.ops.aten.le.Scalar(_tensor_constant13_1, 1);  _tensor_constant13_1 = None
    logical_and_ = torch.ops.aten.logical_and_.default(ge_2, le);  ge_2 = le = None
    where_2 = torch.ops.aten.where.self(logical_and_, add, scalar_tensor_2);  logical_and_ = add = scalar_tensor_2 = None
    view_4 = torch.ops.aten.view.default(sigmoid_backward, [10, 2]);  sigmoid_backward = None
    _tensor_constant14 = self._tensor_constant14
    t_4 = torch.ops.aten.t.default(_tensor_constant14);  _tensor_constant14 = None
    mm_2 = torch.ops.aten.mm.default(view_4, t_4);  t_4 = None
    t_5 = torch.ops.aten.t.default(view_4)
    _tensor_constant15 = self._tensor_constant15
    mm_3 = torch.ops.aten.mm.default(t_5, _tensor_constant15);  t_5 = _tensor_constant15 = None
    t_6 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(view_4, [0], True);  view_4 = None
    view_5 = torch.ops.aten.view.default(sum_2, [2]);  sum_2 = None
    t_7 = torch.ops.aten.t.default(t_6);  t_6 = None
    view_6 = torch.ops.aten.view.default(mm_2, [2, 5, 8]);  mm_2 = None
    add_1 = torch.ops.aten.add.Tensor(view_3, view_6);  view_3 = view_6 = None
    _tensor_constant16 = self._tensor_constant16
    _tensor_constant17 = self._tensor_constant17
    _tensor_constant18 = self._tensor_constant18
    _param_constant0 = self._param_constant0
    _param_constant1 = self._param_constant1
    native_layer_norm_backward = torch.ops.aten.native_layer_norm_backward.default(add_1, _tensor_constant16, [8], _tensor_constant17, _tensor_constant18, _param_constant0, _param_constant1, [True, True, True]);  add_1 = _tensor_constant16 = _tensor_constant17 = _tensor_constant18 = _param_constant0 = _param_constant1 = None
    getitem = native_layer_norm_backward[0]
    getitem_1 = native_layer_norm_backward[1]
    getitem_2 = native_layer_norm_backward[2];  native_layer_norm_backward = None
    sum_3 = torch.ops.aten.sum.dim_IntList(getitem, [0, 1], True)
    view_7 = torch.ops.aten.view.default(sum_3, [8]);  sum_3 = None
    view_8 = torch.ops.aten.view.default(getitem, [10, 8])
    t_8 = torch.ops.aten.t.default(view_8)
    _tensor_constant19 = self._tensor_constant19
    mm_4 = torch.ops.aten.mm.default(t_8, _tensor_constant19);  t_8 = _tensor_constant19 = None
    t_9 = torch.ops.aten.t.default(mm_4);  mm_4 = None
    _tensor_constant20 = self._tensor_constant20
    t_10 = torch.ops.aten.t.default(_tensor_constant20);  _tensor_constant20 = None
    mm_5 = torch.ops.aten.mm.default(view_8, t_10);  view_8 = t_10 = None
    view_9 = torch.ops.aten.view.default(mm_5, [2, 5, 8]);  mm_5 = None
    t_11 = torch.ops.aten.t.default(t_9);  t_9 = None
    view_10 = torch.ops.aten.view.default(view_9, [2, 5, 2, 4]);  view_9 = None
    permute = torch.ops.aten.permute.default(view_10, [0, 2, 3, 1]);  view_10 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(permute, -1);  permute = None
    expand_1 = torch.ops.aten.expand.default(unsqueeze, [2, 2, 4, 5, 3]);  unsqueeze = None
    _tensor_constant21 = self._tensor_constant21
    mul_2 = torch.ops.aten.mul.Tensor(expand_1, _tensor_constant21);  _tensor_constant21 = None
    _tensor_constant22 = self._tensor_constant22
    mul_3 = torch.ops.aten.mul.Tensor(expand_1, _tensor_constant22);  expand_1 = _tensor_constant22 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(mul_2, [2], True);  mul_2 = None
    squeeze = torch.ops.aten.squeeze.dim(sum_4, 2);  sum_4 = None
    permute_1 = torch.ops.aten.permute.default(squeeze, [0, 2, 1, 3]);  squeeze = None
    clone = torch.ops.aten.clone.default(mul_3, memory_format = torch.contiguous_format);  mul_3 = None
    _unsafe_view = torch.ops.aten._unsafe_view.default(clone, [4, 4, 5, 3]);  clone = None
    _tensor_constant23 = self._tensor_constant23
    _tensor_constant24 = self._tensor_constant24
    grid_sampler_2d_backward = torch.ops.aten.grid_sampler_2d_backward.default(_unsafe_view, _tensor_constant23, _tensor_constant24, 0, 0, False, [True, True]);  _unsafe_view = _tensor_constant23 = _tensor_constant24 = None
    getitem_3 = grid_sampler_2d_backward[0]
    getitem_4 = grid_sampler_2d_backward[1];  grid_sampler_2d_backward = None
    view_11 = torch.ops.aten.view.default(getitem_3, [2, 8, 4, 4]);  getitem_3 = None
    view_12 = torch.ops.aten.view.default(getitem_4, [2, 2, 5, 3, 2]);  getitem_4 = None
    permute_2 = torch.ops.aten.permute.default(view_12, [0, 2, 1, 3, 4]);  view_12 = None
    mul_4 = torch.ops.aten.mul.Tensor(permute_2, 2);  permute_2 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(mul_4, [2, 3], True)
    squeeze_1 = torch.ops.aten.squeeze.dim(sum_5, 3);  sum_5 = None
    squeeze_2 = torch.ops.aten.squeeze.dim(squeeze_1, 2);  squeeze_1 = None
    add_2 = torch.ops.aten.add.Tensor(where_2, squeeze_2);  where_2 = squeeze_2 = None
    _tensor_constant25 = self._tensor_constant25
    detach_2 = torch.ops.aten.detach.default(_tensor_constant25);  _tensor_constant25 = None
    _softmax_backward_data = torch.ops.aten._softmax_backward_data.default(permute_1, detach_2, -1, torch.float32);  permute_1 = detach_2 = None
    view_13 = torch.ops.aten.view.default(_softmax_backward_data, [2, 5, 6]);  _softmax_backward_data = None
    sum_6 = torch.ops.aten.sum.dim_IntList(view_13, [0, 1], True)
    view_14 = torch.ops.aten.view.default(sum_6, [6]);  sum_6 = None
    view_15 = torch.ops.aten.view.default(view_13, [10, 6]);  view_13 = None
    t_12 = torch.ops.aten.t.default(view_15)
    _tensor_constant26 = self._tensor_constant26
    mm_6 = torch.ops.aten.mm.default(t_12, _tensor_constant26);  t_12 = _tensor_constant26 = None
    t_13 = torch.ops.aten.t.default(mm_6);  mm_6 = None
    _tensor_constant27 = self._tensor_constant27
    t_14 = torch.ops.aten.t.default(_tensor_constant27);  _tensor_constant27 = None
    mm_7 = torch.ops.aten.mm.default(view_15, t_14);  view_15 = t_14 = None
    view_16 = torch.ops.aten.view.default(mm_7, [2, 5, 8]);  mm_7 = None
    add_3 = torch.ops.aten.add.Tensor(getitem, view_16);  getitem = view_16 = None
    t_15 = torch.ops.aten.t.default(t_13);  t_13 = None
    _tensor_constant28 = self._tensor_constant28
    div_5 = torch.ops.aten.div.Tensor(mul_4, _tensor_constant28);  mul_4 = _tensor_constant28 = None
    clone_1 = torch.ops.aten.clone.default(div_5, memory_format = torch.contiguous_format);  div_5 = None
    _unsafe_view_1 = torch.ops.aten._unsafe_view.default(clone_1, [2, 5, 12]);  clone_1 = None
    sum_7 = torch.ops.aten.sum.dim_IntList(_unsafe_view_1, [0, 1], True)
    view_17 = torch.ops.aten.view.default(sum_7, [12]);  sum_7 = None
    view_18 = torch.ops.aten.view.default(_unsafe_view_1, [10, 12]);  _unsafe_view_1 = None
    t_16 = torch.ops.aten.t.default(view_18)
    _tensor_constant29 = self._tensor_constant29
    mm_8 = torch.ops.aten.mm.default(t_16, _tensor_constant29);  t_16 = _tensor_constant29 = None
    t_17 = torch.ops.aten.t.default(mm_8);  mm_8 = None
    _tensor_constant30 = self._tensor_constant30
    t_18 = torch.ops.aten.t.default(_tensor_constant30);  _tensor_constant30 = None
    mm_9 = torch.ops.aten.mm.default(view_18, t_18);  view_18 = t_18 = None
    view_19 = torch.ops.aten.view.default(mm_9, [2, 5, 8]);  mm_9 = None
    add_4 = torch.ops.aten.add.Tensor(add_3, view_19);  add_3 = view_19 = None
    t_19 = torch.ops.aten.t.default(t_17);  t_17 = None
    _tensor_constant31 = self._tensor_constant31
    detach_3 = torch.ops.aten.detach.default(_tensor_constant31);  _tensor_constant31 = None
    sigmoid_backward_1 = torch.ops.aten.sigmoid_backward.default(add_2, detach_3);  add_2 = detach_3 = None
    sum_8 = torch.ops.aten.sum.dim_IntList(sigmoid_backward_1, [0, 1], True)
    view_20 = torch.ops.aten.view.default(sum_8, [2]);  sum_8 = None
    view_21 = torch.ops.aten.view.default(sigmoid_backward_1, [10, 2]);  sigmoid_backward_1 = None
    t_20 = torch.ops.aten.t.default(view_21)
    _tensor_constant32 = self._tensor_constant32
    mm_10 = torch.ops.aten.mm.default(t_20, _tensor_constant32);  t_20 = _tensor_constant32 = None
    t_21 = torch.ops.aten.t.default(mm_10);  mm_10 = None
    _tensor_constant33 = self._tensor_constant33
    t_22 = torch.ops.aten.t.default(_tensor_constant33);  _tensor_constant33 = None
    mm_11 = torch.ops.aten.mm.default(view_21, t_22);  view_21 = t_22 = None
    view_22 = torch.ops.aten.view.default(mm_11, [2, 5, 8]);  mm_11 = None
    add_5 = torch.ops.aten.add.Tensor(add_4, view_22);  add_4 = view_22 = None
    t_23 = torch.ops.aten.t.default(t_21);  t_21 = None
    sum_9 = torch.ops.aten.sum.dim_IntList(add_5, [0], True);  add_5 = None
    view_23 = torch.ops.aten.view.default(sum_9, [5, 8]);  sum_9 = None
    _tensor_constant34 = self._tensor_constant34
    _param_constant2 = self._param_constant2
    convolution_backward = torch.ops.aten.convolution_backward.default(view_11, _tensor_constant34, _param_constant2, [8], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  view_11 = _tensor_constant34 = _param_constant2 = None
    getitem_5 = convolution_backward[0]
    getitem_6 = convolution_backward[1]
    getitem_7 = convolution_backward[2];  convolution_backward = None
    _tensor_constant35 = self._tensor_constant35
    detach_4 = torch.ops.aten.detach.default(_tensor_constant35);  _tensor_constant35 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(getitem_5, detach_4, 0);  getitem_5 = detach_4 = None
    _tensor_constant36 = self._tensor_constant36
    _param_constant3 = self._param_constant3
    convolution_backward_1 = torch.ops.aten.convolution_backward.default(threshold_backward, _tensor_constant36, _param_constant3, [8], [2, 2], [1, 1], [1, 1], False, [0, 0], 1, [False, True, True]);  threshold_backward = _tensor_constant36 = _param_constant3 = None
    getitem_8 = convolution_backward_1[0];  getitem_8 = None
    getitem_9 = convolution_backward_1[1]
    getitem_10 = convolution_backward_1[2];  convolution_backward_1 = None
    return (view_23, getitem_9, getitem_10, getitem_6, getitem_7, t_23, view_20, t_19, view_17, t_15, view_14, t_11, view_7, getitem_1, getitem_2, t_3, view_2, t_7, view_5)
    