


def forward(self, xs_1, xq_1):
    arange = torch.ops.aten.arange.start(0, 3, device = device(type='cpu'), pin_memory = False)
    view = torch.ops.aten.view.default(arange, [3, 1, 1]);  arange = None
    expand = torch.ops.aten.expand.default(view, [3, 2, 1]);  view = None
    view_1 = torch.ops.aten.view.default(xs_1, [6, 1, 16, 16]);  xs_1 = None
    view_2 = torch.ops.aten.view.default(xq_1, [6, 1, 16, 16]);  xq_1 = None
    cat = torch.ops.aten.cat.default([view_1, view_2]);  view_1 = view_2 = None
    _param_constant0 = self._param_constant0
    _param_constant1 = self._param_constant1
    convolution = torch.ops.aten.convolution.default(cat, _param_constant0, _param_constant1, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  cat = _param_constant0 = _param_constant1 = None
    _tensor_constant0 = self._tensor_constant0
    add_ = torch.ops.aten.add_.Tensor(_tensor_constant0, 1);  _tensor_constant0 = add_ = None
    empty = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty = None
    _param_constant2 = self._param_constant2
    _param_constant3 = self._param_constant3
    _tensor_constant1 = self._tensor_constant1
    _tensor_constant2 = self._tensor_constant2
    native_batch_norm = torch.ops.aten.native_batch_norm.default(convolution, _param_constant2, _param_constant3, _tensor_constant1, _tensor_constant2, True, 0.1, 1e-05);  convolution = _param_constant2 = _param_constant3 = _tensor_constant1 = _tensor_constant2 = None
    getitem = native_batch_norm[0]
    getitem_1 = native_batch_norm[1];  getitem_1 = None
    getitem_2 = native_batch_norm[2];  native_batch_norm = getitem_2 = None
    relu = torch.ops.aten.relu.default(getitem);  getitem = None
    detach = torch.ops.aten.detach.default(relu);  detach = None
    max_pool2d_with_indices = torch.ops.aten.max_pool2d_with_indices.default(relu, [2, 2], [2, 2]);  relu = None
    getitem_3 = max_pool2d_with_indices[0]
    getitem_4 = max_pool2d_with_indices[1];  max_pool2d_with_indices = getitem_4 = None
    _param_constant4 = self._param_constant4
    _param_constant5 = self._param_constant5
    convolution_1 = torch.ops.aten.convolution.default(getitem_3, _param_constant4, _param_constant5, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  getitem_3 = _param_constant4 = _param_constant5 = None
    _tensor_constant3 = self._tensor_constant3
    add__1 = torch.ops.aten.add_.Tensor(_tensor_constant3, 1);  _tensor_constant3 = add__1 = None
    empty_1 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_1 = None
    _param_constant6 = self._param_constant6
    _param_constant7 = self._param_constant7
    _tensor_constant4 = self._tensor_constant4
    _tensor_constant5 = self._tensor_constant5
    native_batch_norm_1 = torch.ops.aten.native_batch_norm.default(convolution_1, _param_constant6, _param_constant7, _tensor_constant4, _tensor_constant5, True, 0.1, 1e-05);  convolution_1 = _param_constant6 = _param_constant7 = _tensor_constant4 = _tensor_constant5 = None
    getitem_5 = native_batch_norm_1[0]
    getitem_6 = native_batch_norm_1[1];  getitem_6 = None
    getitem_7 = native_batch_norm_1[2];  native_batch_norm_1 = getitem_7 = None
    relu_1 = torch.ops.aten.relu.default(getitem_5);  getitem_5 = None
    detach_1 = torch.ops.aten.detach.default(relu_1);  detach_1 = None
    max_pool2d_with_indices_1 = torch.ops.aten.max_pool2d_with_indices.default(relu_1, [2, 2], [2, 2]);  relu_1 = None
    getitem_8 = max_pool2d_with_indices_1[0]
    getitem_9 = max_pool2d_with_indices_1[1];  max_pool2d_with_indices_1 = getitem_9 = None
    _param_constant8 = self._param_constant8
    _param_constant9 = self._param_constant9
    convolution_2 = torch.ops.aten.convolution.default(getitem_8, _param_constant8, _param_constant9, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  getitem_8 = _param_constant8 = _param_constant9 = None
    _tensor_constant6 = self._tensor_constant6
    add__2 = torch.ops.aten.add_.Tensor(_tensor_constant6, 1);  _tensor_constant6 = add__2 = None
    empty_2 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_2 = None
    _param_constant10 = self._param_constant10
    _param_constant11 = self._param_constant11
    _tensor_constant7 = self._tensor_constant7
    _tensor_constant8 = self._tensor_constant8
    native_batch_norm_2 = torch.ops.aten.native_batch_norm.default(convolution_2, _param_constant10, _param_constant11, _tensor_constant7, _tensor_constant8, True, 0.1, 1e-05);  convolution_2 = _param_constant10 = _param_constant11 = _tensor_constant7 = _tensor_constant8 = None
    getitem_10 = native_batch_norm_2[0]
    getitem_11 = native_batch_norm_2[1];  getitem_11 = None
    getitem_12 = native_batch_norm_2[2];  native_batch_norm_2 = getitem_12 = None
    relu_2 = torch.ops.aten.relu.default(getitem_10);  getitem_10 = None
    detach_2 = torch.ops.aten.detach.default(relu_2);  detach_2 = None
    max_pool2d_with_indices_2 = torch.ops.aten.max_pool2d_with_indices.default(relu_2, [2, 2], [2, 2]);  relu_2 = None
    getitem_13 = max_pool2d_with_indices_2[0]
    getitem_14 = max_pool2d_with_indices_2[1];  max_pool2d_with_indices_2 = getitem_14 = None
    _param_constant12 = self._param_constant12
    _param_constant13 = self._param_constant13
    convolution_3 = torch.ops.aten.convolution.default(getitem_13, _param_constant12, _param_constant13, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  getitem_13 = _param_constant12 = _param_constant13 = None
    _tensor_constant9 = self._tensor_constant9
    add__3 = torch.ops.aten.add_.Tensor(_tensor_constant9, 1);  _tensor_constant9 = add__3 = None
    empty_3 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_3 = None
    _param_constant14 = self._param_constant14
    _param_constant15 = self._param_constant15
    _tensor_constant10 = self._tensor_constant10
    _tensor_constant11 = self._tensor_constant11
    native_batch_norm_3 = torch.ops.aten.native_batch_norm.default(convolution_3, _param_constant14, _param_constant15, _tensor_constant10, _tensor_constant11, True, 0.1, 1e-05);  convolution_3 = _param_constant14 = _param_constant15 = _tensor_constant10 = _tensor_constant11 = None
    getitem_15 = native_batch_norm_3[0]
    getitem_16 = native_batch_norm_3[1];  getitem_16 = None
    getitem_17 = native_batch_norm_3[2];  native_batch_norm_3 = getitem_17 = None
    relu_3 = torch.ops.aten.relu.default(getitem_15);  getitem_15 = None
    detach_3 = torch.ops.aten.detach.default(relu_3);  detach_3 = None
    max_pool2d_with_indices_3 = torch.ops.aten.max_pool2d_with_indices.default(relu_3, [2, 2], [2, 2]);  relu_3 = None
    getitem_18 = max_pool2d_with_indices_3[0]
    getitem_19 = max_pool2d_with_indices_3[1];  max_pool2d_with_indices_3 = getitem_19 = None
    view_3 = torch.ops.aten.view.default(getitem_18, [12, -1]);  getitem_18 = None
    slice_1 = torch.ops.aten.slice.Tensor(view_3, 0, 0, 6)
    view_4 = torch.ops.aten.view.default(slice_1, [3, 2, 8]);  slice_1 = None
    mean = torch.ops.aten.mean.dim(view_4, [1]);  view_4 = None
    slice_2 = torch.ops.aten.slice.Tensor(view_3, 0, 6, 9223372036854775807);  view_3 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(slice_2, 1);  slice_2 = None
    expand_1 = torch.ops.aten.expand.default(unsqueeze, [6, 3, 8]);  unsqueeze = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(mean, 0);  mean = None
    expand_2 = torch.ops.aten.expand.default(unsqueeze_1, [6, 3, 8]);  unsqueeze_1 = None
    sub = torch.ops.aten.sub.Tensor(expand_1, expand_2);  expand_1 = expand_2 = None
    pow_1 = torch.ops.aten.pow.Tensor_Scalar(sub, 2);  sub = None
    sum_1 = torch.ops.aten.sum.dim_IntList(pow_1, [2]);  pow_1 = None
    neg = torch.ops.aten.neg.default(sum_1);  sum_1 = None
    _log_softmax = torch.ops.aten._log_softmax.default(neg, 1, False);  neg = None
    detach_4 = torch.ops.aten.detach.default(_log_softmax);  detach_4 = None
    view_5 = torch.ops.aten.view.default(_log_softmax, [3, 2, -1]);  _log_softmax = None
    gather = torch.ops.aten.gather.default(view_5, 2, expand)
    squeeze = torch.ops.aten.squeeze.default(gather);  gather = None
    view_6 = torch.ops.aten.view.default(squeeze, [-1]);  squeeze = None
    mean_1 = torch.ops.aten.mean.default(view_6);  view_6 = None
    neg_1 = torch.ops.aten.neg.default(mean_1);  mean_1 = None
    max_1 = torch.ops.aten.max.dim(view_5, 2);  view_5 = None
    getitem_20 = max_1[0];  getitem_20 = None
    getitem_21 = max_1[1];  max_1 = None
    squeeze_1 = torch.ops.aten.squeeze.default(expand);  expand = None
    eq = torch.ops.aten.eq.Tensor(getitem_21, squeeze_1);  getitem_21 = squeeze_1 = None
    _to_copy = torch.ops.aten._to_copy.default(eq, dtype = torch.float32);  eq = None
    mean_2 = torch.ops.aten.mean.default(_to_copy);  _to_copy = mean_2 = None
    return neg_1
    