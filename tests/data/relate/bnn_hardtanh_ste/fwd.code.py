


def forward(self, x_1, labels_1):
    _param_constant0 = self._param_constant0
    t = torch.ops.aten.t.default(_param_constant0);  _param_constant0 = None
    _param_constant1 = self._param_constant1
    addmm = torch.ops.aten.addmm.default(_param_constant1, x_1, t);  _param_constant1 = x_1 = t = None
    _tensor_constant0 = self._tensor_constant0
    add_ = torch.ops.aten.add_.Tensor(_tensor_constant0, 1);  _tensor_constant0 = add_ = None
    empty = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty = None
    _param_constant2 = self._param_constant2
    _param_constant3 = self._param_constant3
    _tensor_constant1 = self._tensor_constant1
    _tensor_constant2 = self._tensor_constant2
    native_batch_norm = torch.ops.aten.native_batch_norm.default(addmm, _param_constant2, _param_constant3, _tensor_constant1, _tensor_constant2, True, 0.1, 1e-05);  addmm = _param_constant2 = _param_constant3 = _tensor_constant1 = _tensor_constant2 = None
    getitem = native_batch_norm[0]
    getitem_1 = native_batch_norm[1];  getitem_1 = None
    getitem_2 = native_batch_norm[2];  native_batch_norm = getitem_2 = None
    ge = torch.ops.aten.ge.Scalar(getitem, 0);  getitem = None
    _to_copy = torch.ops.aten._to_copy.default(ge, dtype = torch.float32);  ge = None
    mul = torch.ops.aten.mul.Tensor(_to_copy, 2.0);  _to_copy = None
    sub = torch.ops.aten.sub.Tensor(mul, 1.0);  mul = None
    _param_constant4 = self._param_constant4
    ge_1 = torch.ops.aten.ge.Scalar(_param_constant4, 0);  _param_constant4 = None
    _to_copy_1 = torch.ops.aten._to_copy.default(ge_1, dtype = torch.float32);  ge_1 = None
    mul_1 = torch.ops.aten.mul.Tensor(_to_copy_1, 2.0);  _to_copy_1 = None
    sub_1 = torch.ops.aten.sub.Tensor(mul_1, 1.0);  mul_1 = None
    t_1 = torch.ops.aten.t.default(sub_1);  sub_1 = None
    mm = torch.ops.aten.mm.default(sub, t_1);  sub = t_1 = None
    _tensor_constant3 = self._tensor_constant3
    add__1 = torch.ops.aten.add_.Tensor(_tensor_constant3, 1);  _tensor_constant3 = add__1 = None
    empty_1 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_1 = None
    _param_constant5 = self._param_constant5
    _param_constant6 = self._param_constant6
    _tensor_constant4 = self._tensor_constant4
    _tensor_constant5 = self._tensor_constant5
    native_batch_norm_1 = torch.ops.aten.native_batch_norm.default(mm, _param_constant5, _param_constant6, _tensor_constant4, _tensor_constant5, True, 0.1, 1e-05);  mm = _param_constant5 = _param_constant6 = _tensor_constant4 = _tensor_constant5 = None
    getitem_3 = native_batch_norm_1[0]
    getitem_4 = native_batch_norm_1[1];  getitem_4 = None
    getitem_5 = native_batch_norm_1[2];  native_batch_norm_1 = getitem_5 = None
    ge_2 = torch.ops.aten.ge.Scalar(getitem_3, 0);  getitem_3 = None
    _to_copy_2 = torch.ops.aten._to_copy.default(ge_2, dtype = torch.float32);  ge_2 = None
    mul_2 = torch.ops.aten.mul.Tensor(_to_copy_2, 2.0);  _to_copy_2 = None
    sub_2 = torch.ops.aten.sub.Tensor(mul_2, 1.0);  mul_2 = None
    _param_constant7 = self._param_constant7
    ge_3 = torch.ops.aten.ge.Scalar(_param_constant7, 0);  _param_constant7 = None
    _to_copy_3 = torch.ops.aten._to_copy.default(ge_3, dtype = torch.float32);  ge_3 = None
    mul_3 = torch.ops.aten.mul.Tensor(_to_copy_3, 2.0);  _to_copy_3 = None
    sub_3 = torch.ops.aten.sub.Tensor(mul_3, 1.0);  mul_3 = None
    t_2 = torch.ops.aten.t.default(sub_3);  sub_3 = None
    mm_1 = torch.ops.aten.mm.default(sub_2, t_2);  sub_2 = t_2 = None
    _tensor_constant6 = self._tensor_constant6
    add__2 = torch.ops.aten.add_.Tensor(_tensor_constant6, 1);  _tensor_constant6 = add__2 = None
    empty_2 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_2 = None
    _param_constant8 = self._param_constant8
    _param_constant9 = self._param_constant9
    _tensor_constant7 = self._tensor_constant7
    _tensor_constant8 = self._tensor_constant8
    native_batch_norm_2 = torch.ops.aten.native_batch_norm.default(mm_1, _param_constant8, _param_constant9, _tensor_constant7, _tensor_constant8, True, 0.1, 1e-05);  mm_1 = _param_constant8 = _param_constant9 = _tensor_constant7 = _tensor_constant8 = None
    getitem_6 = native_batch_norm_2[0]
    getitem_7 = native_batch_norm_2[1];  getitem_7 = None
    getitem_8 = native_batch_norm_2[2];  native_batch_norm_2 = getitem_8 = None
    ge_4 = torch.ops.aten.ge.Scalar(getitem_6, 0);  getitem_6 = None
    _to_copy_4 = torch.ops.aten._to_copy.default(ge_4, dtype = torch.float32);  ge_4 = None
    mul_4 = torch.ops.aten.mul.Tensor(_to_copy_4, 2.0);  _to_copy_4 = None
    sub_4 = torch.ops.aten.sub.Tensor(mul_4, 1.0);  mul_4 = None
    _param_constant10 = self._param_constant10
    t_3 = torch.ops.aten.t.default(_param_constant10);  _param_constant10 = None
    _param_constant11 = self._param_constant11
    addmm_1 = torch.ops.aten.addmm.default(_param_constant11, sub_4, t_3);  _param_constant11 = sub_4 = t_3 = None
    _tensor_constant9 = self._tensor_constant9
    add__3 = torch.ops.aten.add_.Tensor(_tensor_constant9, 1);  _tensor_constant9 = add__3 = None
    empty_3 = torch.ops.aten.empty.memory_format([0], dtype = torch.uint8, layout = torch.strided, device = device(type='cpu'));  empty_3 = None
    _param_constant12 = self._param_constant12
    _param_constant13 = self._param_constant13
    _tensor_constant10 = self._tensor_constant10
    _tensor_constant11 = self._tensor_constant11
    native_batch_norm_3 = torch.ops.aten.native_batch_norm.default(addmm_1, _param_constant12, _param_constant13, _tensor_constant10, _tensor_constant11, True, 0.1, 1e-05);  addmm_1 = _param_constant12 = _param_constant13 = _tensor_constant10 = _tensor_constant11 = None
    getitem_9 = native_batch_norm_3[0]
    getitem_10 = native_batch_norm_3[1];  getitem_10 = None
    getitem_11 = native_batch_norm_3[2];  native_batch_norm_3 = getitem_11 = None
    _log_softmax = torch.ops.aten._log_softmax.default(getitem_9, 1, False);  getitem_9 = None
    detach = torch.ops.aten.detach.default(_log_softmax);  detach = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
    getitem_12 = nll_loss_forward[0]
    getitem_13 = nll_loss_forward[1];  nll_loss_forward = getitem_13 = None
    return getitem_12
    