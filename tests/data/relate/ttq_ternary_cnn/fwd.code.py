


def forward(self, img_1, labels_1):
    _param_constant0 = self._param_constant0
    _param_constant1 = self._param_constant1
    convolution = torch.ops.aten.convolution.default(img_1, _param_constant0, _param_constant1, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  img_1 = _param_constant0 = _param_constant1 = None
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
    _param_constant4 = self._param_constant4
    abs_1 = torch.ops.aten.abs.default(_param_constant4);  _param_constant4 = None
    max_1 = torch.ops.aten.max.default(abs_1);  abs_1 = None
    mul = torch.ops.aten.mul.Tensor(max_1, 0.05);  max_1 = None
    _param_constant4_1 = self._param_constant4
    gt = torch.ops.aten.gt.Tensor(_param_constant4_1, mul);  _param_constant4_1 = None
    neg = torch.ops.aten.neg.default(mul);  mul = None
    _param_constant4_2 = self._param_constant4
    lt = torch.ops.aten.lt.Tensor(_param_constant4_2, neg);  _param_constant4_2 = neg = None
    _to_copy = torch.ops.aten._to_copy.default(gt, dtype = torch.float32);  gt = None
    _param_constant5 = self._param_constant5
    mul_1 = torch.ops.aten.mul.Tensor(_param_constant5, _to_copy);  _param_constant5 = _to_copy = None
    _to_copy_1 = torch.ops.aten._to_copy.default(lt, dtype = torch.float32);  lt = None
    _param_constant6 = self._param_constant6
    mul_2 = torch.ops.aten.mul.Tensor(_param_constant6, _to_copy_1);  _param_constant6 = _to_copy_1 = None
    sub = torch.ops.aten.sub.Tensor(mul_1, mul_2);  mul_1 = mul_2 = None
    convolution_1 = torch.ops.aten.convolution.default(relu, sub, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1);  relu = sub = None
    _tensor_constant3 = self._tensor_constant3
    add__1 = torch.ops.aten.add_.Tensor(_tensor_constant3, 1);  _tensor_constant3 = add__1 = None
    empty_1 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_1 = None
    _param_constant7 = self._param_constant7
    _param_constant8 = self._param_constant8
    _tensor_constant4 = self._tensor_constant4
    _tensor_constant5 = self._tensor_constant5
    native_batch_norm_1 = torch.ops.aten.native_batch_norm.default(convolution_1, _param_constant7, _param_constant8, _tensor_constant4, _tensor_constant5, True, 0.1, 1e-05);  convolution_1 = _param_constant7 = _param_constant8 = _tensor_constant4 = _tensor_constant5 = None
    getitem_3 = native_batch_norm_1[0]
    getitem_4 = native_batch_norm_1[1];  getitem_4 = None
    getitem_5 = native_batch_norm_1[2];  native_batch_norm_1 = getitem_5 = None
    relu_1 = torch.ops.aten.relu.default(getitem_3);  getitem_3 = None
    detach_1 = torch.ops.aten.detach.default(relu_1);  detach_1 = None
    _param_constant9 = self._param_constant9
    abs_2 = torch.ops.aten.abs.default(_param_constant9);  _param_constant9 = None
    max_2 = torch.ops.aten.max.default(abs_2);  abs_2 = None
    mul_3 = torch.ops.aten.mul.Tensor(max_2, 0.05);  max_2 = None
    _param_constant9_1 = self._param_constant9
    gt_1 = torch.ops.aten.gt.Tensor(_param_constant9_1, mul_3);  _param_constant9_1 = None
    neg_1 = torch.ops.aten.neg.default(mul_3);  mul_3 = None
    _param_constant9_2 = self._param_constant9
    lt_1 = torch.ops.aten.lt.Tensor(_param_constant9_2, neg_1);  _param_constant9_2 = neg_1 = None
    _to_copy_2 = torch.ops.aten._to_copy.default(gt_1, dtype = torch.float32);  gt_1 = None
    _param_constant10 = self._param_constant10
    mul_4 = torch.ops.aten.mul.Tensor(_param_constant10, _to_copy_2);  _param_constant10 = _to_copy_2 = None
    _to_copy_3 = torch.ops.aten._to_copy.default(lt_1, dtype = torch.float32);  lt_1 = None
    _param_constant11 = self._param_constant11
    mul_5 = torch.ops.aten.mul.Tensor(_param_constant11, _to_copy_3);  _param_constant11 = _to_copy_3 = None
    sub_1 = torch.ops.aten.sub.Tensor(mul_4, mul_5);  mul_4 = mul_5 = None
    convolution_2 = torch.ops.aten.convolution.default(relu_1, sub_1, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  sub_1 = None
    _tensor_constant6 = self._tensor_constant6
    add__2 = torch.ops.aten.add_.Tensor(_tensor_constant6, 1);  _tensor_constant6 = add__2 = None
    empty_2 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_2 = None
    _param_constant12 = self._param_constant12
    _param_constant13 = self._param_constant13
    _tensor_constant7 = self._tensor_constant7
    _tensor_constant8 = self._tensor_constant8
    native_batch_norm_2 = torch.ops.aten.native_batch_norm.default(convolution_2, _param_constant12, _param_constant13, _tensor_constant7, _tensor_constant8, True, 0.1, 1e-05);  convolution_2 = _param_constant12 = _param_constant13 = _tensor_constant7 = _tensor_constant8 = None
    getitem_6 = native_batch_norm_2[0]
    getitem_7 = native_batch_norm_2[1];  getitem_7 = None
    getitem_8 = native_batch_norm_2[2];  native_batch_norm_2 = getitem_8 = None
    add = torch.ops.aten.add.Tensor(relu_1, getitem_6);  relu_1 = getitem_6 = None
    relu_2 = torch.ops.aten.relu.default(add);  add = None
    detach_2 = torch.ops.aten.detach.default(relu_2);  detach_2 = None
    mean = torch.ops.aten.mean.dim(relu_2, [2, 3]);  relu_2 = None
    _param_constant14 = self._param_constant14
    t = torch.ops.aten.t.default(_param_constant14);  _param_constant14 = None
    _param_constant15 = self._param_constant15
    addmm = torch.ops.aten.addmm.default(_param_constant15, mean, t);  _param_constant15 = mean = t = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm, 1, False);  addmm = None
    detach_3 = torch.ops.aten.detach.default(_log_softmax);  detach_3 = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
    getitem_9 = nll_loss_forward[0]
    getitem_10 = nll_loss_forward[1];  nll_loss_forward = getitem_10 = None
    return getitem_9
    