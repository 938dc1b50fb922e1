


def forward(self, primals_1, primals_3, primals_4, primals_7, primals_9, primals_11, primals_13, primals_15, primals_16, primals_17, primals_19, relu, _unsafe_view, sigmoid, _softmax, _unsafe_view_6, view_2, grid_sampler_2d, _unsafe_view_7, add_5, getitem_1, getitem_2, view_5, clamp, detach_4, tangents_1, tangents_2):
    view_9 = torch.ops.aten.view.default(tangents_1, [10, 3]);  tangents_1 = None
    t_5 = torch.ops.aten.t.default(primals_19);  primals_19 = None
    t_6 = torch.ops.aten.t.default(t_5);  t_5 = None
    mm_4 = torch.ops.aten.mm.default(view_9, t_6);  t_6 = None
    t_7 = torch.ops.aten.t.default(view_9)
    mm_5 = torch.ops.aten.mm.default(t_7, view_5);  t_7 = None
    t_8 = torch.ops.aten.t.default(mm_5);  mm_5 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(view_9, [0], True);  view_9 = None
    view_10 = torch.ops.aten.view.default(sum_2, [3]);  sum_2 = None
    t_9 = torch.ops.aten.t.default(t_8);  t_8 = None
    view_11 = torch.ops.aten.view.default(mm_4, [2, 5, 8]);  mm_4 = None
    sigmoid_backward = torch.ops.aten.sigmoid_backward.default(tangents_2, detach_4);  tangents_2 = detach_4 = None
    clamp_1 = torch.ops.aten.clamp.default(clamp, 1e-05)
    rsub = torch.ops.aten.rsub.Scalar(clamp, 1)
    clamp_2 = torch.ops.aten.clamp.default(rsub, 1e-05)
    div_1 = torch.ops.aten.div.Tensor(clamp_1, clamp_2);  clamp_1 = None
    div_2 = torch.ops.aten.div.Tensor(sigmoid_backward, div_1)
    div_4 = torch.ops.aten.div.Tensor(div_1, clamp_2);  div_1 = None
    neg = torch.ops.aten.neg.default(div_2)
    mul_2 = torch.ops.aten.mul.Tensor(neg, div_4);  neg = div_4 = None
    div_5 = torch.ops.aten.div.Tensor(div_2, clamp_2);  div_2 = clamp_2 = None
    scalar_tensor = torch.ops.aten.scalar_tensor.default(0.0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    ge = torch.ops.aten.ge.Scalar(rsub, 1e-05);  rsub = None
    where = torch.ops.aten.where.self(ge, mul_2, scalar_tensor);  ge = mul_2 = None
    neg_1 = torch.ops.aten.neg.default(where);  where = None
    ge_1 = torch.ops.aten.ge.Scalar(clamp, 1e-05);  clamp = None
    where_1 = torch.ops.aten.where.self(ge_1, div_5, scalar_tensor);  ge_1 = div_5 = None
    add_7 = torch.ops.aten.add.Tensor(neg_1, where_1);  neg_1 = where_1 = None
    ge_2 = torch.ops.aten.ge.Scalar(sigmoid, 0)
    le = torch.ops.aten.le.Scalar(sigmoid, 1)
    logical_and = torch.ops.aten.logical_and.default(ge_2, le);  ge_2 = le = None
    where_2 = torch.ops.aten.where.self(logical_and, add_7, scalar_tensor);  logical_and = add_7 = scalar_tensor = None
    view_12 = torch.ops.aten.view.default(sigmoid_backward, [10, 2]);  sigmoid_backward = None
    t_4 = torch.ops.aten.t.default(primals_17);  primals_17 = None
    t_10 = torch.ops.aten.t.default(t_4);  t_4 = None
    mm_6 = torch.ops.aten.mm.default(view_12, t_10);  t_10 = None
    t_11 = torch.ops.aten.t.default(view_12)
    mm_7 = torch.ops.aten.mm.default(t_11, view_5);  t_11 = view_5 = None
    t_12 = torch.ops.aten.t.default(mm_7);  mm_7 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(view_12, [0], True);  view_12 = None
    view_13 = torch.ops.aten.view.default(sum_3, [2]);  sum_3 = None
    t_13 = torch.ops.aten.t.default(t_12);  t_12 = None
    view_14 = torch.ops.aten.view.default(mm_6, [2, 5, 8]);  mm_6 = None
    add_8 = torch.ops.aten.add.Tensor(view_11, view_14);  view_11 = view_14 = None
    native_layer_norm_backward = torch.ops.aten.native_layer_norm_backward.default(add_8, add_5, [8], getitem_1, getitem_2, primals_15, primals_16, [True, True, True]);  add_8 = add_5 = getitem_1 = getitem_2 = primals_15 = primals_16 = None
    getitem_3 = native_layer_norm_backward[0]
    getitem_4 = native_layer_norm_backward[1]
    getitem_5 = native_layer_norm_backward[2];  native_layer_norm_backward = None
    sum_4 = torch.ops.aten.sum.dim_IntList(getitem_3, [0, 1], True)
    view_15 = torch.ops.aten.view.default(sum_4, [8]);  sum_4 = None
    view_16 = torch.ops.aten.view.default(getitem_3, [10, 8])
    t_14 = torch.ops.aten.t.default(view_16)
    mm_8 = torch.ops.aten.mm.default(t_14, _unsafe_view_7);  t_14 = _unsafe_view_7 = None
    t_15 = torch.ops.aten.t.default(mm_8);  mm_8 = None
    t_3 = torch.ops.aten.t.default(primals_13);  primals_13 = None
    t_16 = torch.ops.aten.t.default(t_3);  t_3 = None
    mm_9 = torch.ops.aten.mm.default(view_16, t_16);  view_16 = t_16 = None
    view_17 = torch.ops.aten.view.default(mm_9, [2, 5, 8]);  mm_9 = None
    t_17 = torch.ops.aten.t.default(t_15);  t_15 = None
    view_18 = torch.ops.aten.view.default(view_17, [2, 5, 2, 4]);  view_17 = None
    permute_3 = torch.ops.aten.permute.default(view_18, [0, 2, 3, 1]);  view_18 = None
    unsqueeze_3 = torch.ops.aten.unsqueeze.default(permute_3, -1);  permute_3 = None
    expand_1 = torch.ops.aten.expand.default(unsqueeze_3, [2, 2, 4, 5, 3]);  unsqueeze_3 = None
    view_3 = torch.ops.aten.view.default(grid_sampler_2d, [2, 2, 4, 5, 3]);  grid_sampler_2d = None
    mul_3 = torch.ops.aten.mul.Tensor(expand_1, view_3);  view_3 = None
    permute_1 = torch.ops.aten.permute.default(_softmax, [0, 2, 1, 3])
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(permute_1, 2);  permute_1 = None
    mul_4 = torch.ops.aten.mul.Tensor(expand_1, unsqueeze_2);  expand_1 = unsqueeze_2 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(mul_3, [2], True);  mul_3 = None
    squeeze = torch.ops.aten.squeeze.dim(sum_5, 2);  sum_5 = None
    permute_4 = torch.ops.aten.permute.default(squeeze, [0, 2, 1, 3]);  squeeze = None
    clone_5 = torch.ops.aten.clone.default(mul_4, memory_format = torch.contiguous_format);  mul_4 = None
    _unsafe_view_9 = torch.ops.aten._unsafe_view.default(clone_5, [4, 4, 5, 3]);  clone_5 = None
    grid_sampler_2d_backward = torch.ops.aten.grid_sampler_2d_backward.default(_unsafe_view_9, view_2, _unsafe_view_6, 0, 0, False, [True, True]);  _unsafe_view_9 = view_2 = _unsafe_view_6 = None
    getitem_6 = grid_sampler_2d_backward[0]
    getitem_7 = grid_sampler_2d_backward[1];  grid_sampler_2d_backward = None
    view_19 = torch.ops.aten.view.default(getitem_6, [2, 8, 4, 4]);  getitem_6 = None
    view_20 = torch.ops.aten.view.default(getitem_7, [2, 2, 5, 3, 2]);  getitem_7 = None
    permute_5 = torch.ops.aten.permute.default(view_20, [0, 2, 1, 3, 4]);  view_20 = None
    mul_5 = torch.ops.aten.mul.Tensor(permute_5, 2);  permute_5 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(mul_5, [2, 3], True)
    squeeze_1 = torch.ops.aten.squeeze.dim(sum_6, 3);  sum_6 = None
    squeeze_2 = torch.ops.aten.squeeze.dim(squeeze_1, 2);  squeeze_1 = None
    add_9 = torch.ops.aten.add.Tensor(where_2, squeeze_2);  where_2 = squeeze_2 = None
    detach_2 = torch.ops.aten.detach.default(_softmax);  _softmax = None
    detach_5 = torch.ops.aten.detach.default(detach_2);  detach_2 = None
    _softmax_backward_data = torch.ops.aten._softmax_backward_data.default(permute_4, detach_5, -1, torch.float32);  permute_4 = detach_5 = None
    view_21 = torch.ops.aten.view.default(_softmax_backward_data, [2, 5, 6]);  _softmax_backward_data = None
    sum_7 = torch.ops.aten.sum.dim_IntList(view_21, [0, 1], True)
    view_22 = torch.ops.aten.view.default(sum_7, [6]);  sum_7 = None
    view_23 = torch.ops.aten.view.default(view_21, [10, 6]);  view_21 = None
    t_18 = torch.ops.aten.t.default(view_23)
    mm_10 = torch.ops.aten.mm.default(t_18, _unsafe_view);  t_18 = None
    t_19 = torch.ops.aten.t.default(mm_10);  mm_10 = None
    t_2 = torch.ops.aten.t.default(primals_11);  primals_11 = None
    t_20 = torch.ops.aten.t.default(t_2);  t_2 = None
    mm_11 = torch.ops.aten.mm.default(view_23, t_20);  view_23 = t_20 = None
    view_24 = torch.ops.aten.view.default(mm_11, [2, 5, 8]);  mm_11 = None
    add_10 = torch.ops.aten.add.Tensor(getitem_3, view_24);  getitem_3 = view_24 = None
    t_21 = torch.ops.aten.t.default(t_19);  t_19 = None
    _tensor_constant0 = self._tensor_constant0
    lift_fresh_copy = torch.ops.aten.lift_fresh_copy.default(_tensor_constant0);  _tensor_constant0 = None
    div_6 = torch.ops.aten.div.Tensor(mul_5, lift_fresh_copy);  mul_5 = lift_fresh_copy = None
    clone_6 = torch.ops.aten.clone.default(div_6, memory_format = torch.contiguous_format);  div_6 = None
    _unsafe_view_10 = torch.ops.aten._unsafe_view.default(clone_6, [2, 5, 12]);  clone_6 = None
    sum_8 = torch.ops.aten.sum.dim_IntList(_unsafe_view_10, [0, 1], True)
    view_25 = torch.ops.aten.view.default(sum_8, [12]);  sum_8 = None
    view_26 = torch.ops.aten.view.default(_unsafe_view_10, [10, 12]);  _unsafe_view_10 = None
    t_22 = torch.ops.aten.t.default(view_26)
    mm_12 = torch.ops.aten.mm.default(t_22, _unsafe_view);  t_22 = None
    t_23 = torch.ops.aten.t.default(mm_12);  mm_12 = None
    t_1 = torch.ops.aten.t.default(primals_9);  primals_9 = None
    t_24 = torch.ops.aten.t.default(t_1);  t_1 = None
    mm_13 = torch.ops.aten.mm.default(view_26, t_24);  view_26 = t_24 = None
    view_27 = torch.ops.aten.view.default(mm_13, [2, 5, 8]);  mm_13 = None
    add_11 = torch.ops.aten.add.Tensor(add_10, view_27);  add_10 = view_27 = None
    t_25 = torch.ops.aten.t.default(t_23);  t_23 = None
    detach_1 = torch.ops.aten.detach.default(sigmoid);  sigmoid = None
    detach_6 = torch.ops.aten.detach.default(detach_1);  detach_1 = None
    sigmoid_backward_1 = torch.ops.aten.sigmoid_backward.default(add_9, detach_6);  add_9 = detach_6 = None
    sum_9 = torch.ops.aten.sum.dim_IntList(sigmoid_backward_1, [0, 1], True)
    view_28 = torch.ops.aten.view.default(sum_9, [2]);  sum_9 = None
    view_29 = torch.ops.aten.view.default(sigmoid_backward_1, [10, 2]);  sigmoid_backward_1 = None
    t_26 = torch.ops.aten.t.default(view_29)
    mm_14 = torch.ops.aten.mm.default(t_26, _unsafe_view);  t_26 = _unsafe_view = None
    t_27 = torch.ops.aten.t.default(mm_14);  mm_14 = None
    t = torch.ops.aten.t.default(primals_7);  primals_7 = None
    t_28 = torch.ops.aten.t.default(t);  t = None
    mm_15 = torch.ops.aten.mm.default(view_29, t_28);  view_29 = t_28 = None
    view_30 = torch.ops.aten.view.default(mm_15, [2, 5, 8]);  mm_15 = None
    add_12 = torch.ops.aten.add.Tensor(add_11, view_30);  add_11 = view_30 = None
    t_29 = torch.ops.aten.t.default(t_27);  t_27 = None
    sum_10 = torch.ops.aten.sum.dim_IntList(add_12, [0], True);  add_12 = None
    view_31 = torch.ops.aten.view.default(sum_10, [5, 8]);  sum_10 = None
    convolution_backward = torch.ops.aten.convolution_backward.default(view_19, relu, primals_4, [8], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  view_19 = primals_4 = None
    getitem_8 = convolution_backward[0]
    getitem_9 = convolution_backward[1]
    getitem_10 = convolution_backward[2];  convolution_backward = None
    detach = torch.ops.aten.detach.default(relu);  relu = None
    detach_7 = torch.ops.aten.detach.default(detach);  detach = None
    threshold_backward = torch.ops.aten.threshold_backward.default(getitem_8, detach_7, 0);  getitem_8 = detach_7 = None
    convolution_backward_1 = torch.ops.aten.convolution_backward.default(threshold_backward, primals_3, primals_1, [8], [2, 2], [1, 1], [1, 1], False, [0, 0], 1, [False, True, True]);  threshold_backward = primals_3 = primals_1 = None
    getitem_12 = convolution_backward_1[1]
    getitem_13 = convolution_backward_1[2];  convolution_backward_1 = None
    return (getitem_12, getitem_13, None, getitem_9, getitem_10, view_31, t_29, view_28, t_25, view_25, t_21, view_22, t_17, view_15, getitem_4, getitem_5, t_13, view_13, t_9, view_10)
    