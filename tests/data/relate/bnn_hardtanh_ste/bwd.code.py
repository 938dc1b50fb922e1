


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
    _param_constant0 = self._param_constant0
    _tensor_constant5 = self._tensor_constant5
    _tensor_constant6 = self._tensor_constant6
    _tensor_constant7 = self._tensor_constant7
    _tensor_constant8 = self._tensor_constant8
    native_batch_norm_backward = torch.ops.aten.native_batch_norm_backward.default(_log_softmax_backward_data, _tensor_constant4, _param_constant0, _tensor_constant5, _tensor_constant6, _tensor_constant7, _tensor_constant8, True, 1e-05, [True, True, True]);  _log_softmax_backward_data = _tensor_constant4 = _param_constant0 = _tensor_constant5 = _tensor_constant6 = _tensor_constant7 = _tensor_constant8 = None
    getitem = native_batch_norm_backward[0]
    getitem_1 = native_batch_norm_backward[1]
    getitem_2 = native_batch_norm_backward[2];  native_batch_norm_backward = None
    _tensor_constant9 = self._tensor_constant9
    t = torch.ops.aten.t.default(_tensor_constant9);  _tensor_constant9 = None
    mm = torch.ops.aten.mm.default(getitem, t);  t = None
    t_1 = torch.ops.aten.t.default(getitem)
    _tensor_constant10 = self._tensor_constant10
    mm_1 = torch.ops.aten.mm.default(t_1, _tensor_constant10);  t_1 = _tensor_constant10 = None
    t_2 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(getitem, [0], True);  getitem = None
    view = torch.ops.aten.view.default(sum_1, [5]);  sum_1 = None
    t_3 = torch.ops.aten.t.default(t_2);  t_2 = None
    _tensor_constant11 = self._tensor_constant11
    abs_1 = torch.ops.aten.abs.default(_tensor_constant11);  _tensor_constant11 = None
    le = torch.ops.aten.le.Scalar(abs_1, 1.0);  abs_1 = None
    _to_copy = torch.ops.aten._to_copy.default(le, dtype = torch.float32);  le = None
    mul = torch.ops.aten.mul.Tensor(mm, _to_copy);  mm = _to_copy = None
    _tensor_constant12 = self._tensor_constant12
    _param_constant1 = self._param_constant1
    _tensor_constant13 = self._tensor_constant13
    _tensor_constant14 = self._tensor_constant14
    _tensor_constant15 = self._tensor_constant15
    _tensor_constant16 = self._tensor_constant16
    native_batch_norm_backward_1 = torch.ops.aten.native_batch_norm_backward.default(mul, _tensor_constant12, _param_constant1, _tensor_constant13, _tensor_constant14, _tensor_constant15, _tensor_constant16, True, 1e-05, [True, True, True]);  mul = _tensor_constant12 = _param_constant1 = _tensor_constant13 = _tensor_constant14 = _tensor_constant15 = _tensor_constant16 = None
    getitem_3 = native_batch_norm_backward_1[0]
    getitem_4 = native_batch_norm_backward_1[1]
    getitem_5 = native_batch_norm_backward_1[2];  native_batch_norm_backward_1 = None
    t_4 = torch.ops.aten.t.default(getitem_3)
    _tensor_constant17 = self._tensor_constant17
    mm_2 = torch.ops.aten.mm.default(t_4, _tensor_constant17);  t_4 = _tensor_constant17 = None
    t_5 = torch.ops.aten.t.default(mm_2);  mm_2 = None
    _tensor_constant18 = self._tensor_constant18
    t_6 = torch.ops.aten.t.default(_tensor_constant18);  _tensor_constant18 = None
    mm_3 = torch.ops.aten.mm.default(getitem_3, t_6);  getitem_3 = t_6 = None
    t_7 = torch.ops.aten.t.default(t_5);  t_5 = None
    _param_constant2 = self._param_constant2
    abs_2 = torch.ops.aten.abs.default(_param_constant2);  _param_constant2 = None
    le_1 = torch.ops.aten.le.Scalar(abs_2, 1.0);  abs_2 = None
    _to_copy_1 = torch.ops.aten._to_copy.default(le_1, dtype = torch.float32);  le_1 = None
    mul_1 = torch.ops.aten.mul.Tensor(t_7, _to_copy_1);  t_7 = _to_copy_1 = None
    _tensor_constant19 = self._tensor_constant19
    abs_3 = torch.ops.aten.abs.default(_tensor_constant19);  _tensor_constant19 = None
    le_2 = torch.ops.aten.le.Scalar(abs_3, 1.0);  abs_3 = None
    _to_copy_2 = torch.ops.aten._to_copy.default(le_2, dtype = torch.float32);  le_2 = None
    mul_2 = torch.ops.aten.mul.Tensor(mm_3, _to_copy_2);  mm_3 = _to_copy_2 = None
    _tensor_constant20 = self._tensor_constant20
    _param_constant3 = self._param_constant3
    _tensor_constant21 = self._tensor_constant21
    _tensor_constant22 = self._tensor_constant22
    _tensor_constant23 = self._tensor_constant23
    _tensor_constant24 = self._tensor_constant24
    native_batch_norm_backward_2 = torch.ops.aten.native_batch_norm_backward.default(mul_2, _tensor_constant20, _param_constant3, _tensor_constant21, _tensor_constant22, _tensor_constant23, _tensor_constant24, True, 1e-05, [True, True, True]);  mul_2 = _tensor_constant20 = _param_constant3 = _tensor_constant21 = _tensor_constant22 = _tensor_constant23 = _tensor_constant24 = None
    getitem_6 = native_batch_norm_backward_2[0]
    getitem_7 = native_batch_norm_backward_2[1]
    getitem_8 = native_batch_norm_backward_2[2];  native_batch_norm_backward_2 = None
    t_8 = torch.ops.aten.t.default(getitem_6)
    _tensor_constant25 = self._tensor_constant25
    mm_4 = torch.ops.aten.mm.default(t_8, _tensor_constant25);  t_8 = _tensor_constant25 = None
    t_9 = torch.ops.aten.t.default(mm_4);  mm_4 = None
    _tensor_constant26 = self._tensor_constant26
    t_10 = torch.ops.aten.t.default(_tensor_constant26);  _tensor_constant26 = None
    mm_5 = torch.ops.aten.mm.default(getitem_6, t_10);  getitem_6 = t_10 = None
    t_11 = torch.ops.aten.t.default(t_9);  t_9 = None
    _param_constant4 = self._param_constant4
    abs_4 = torch.ops.aten.abs.default(_param_constant4);  _param_constant4 = None
    le_3 = torch.ops.aten.le.Scalar(abs_4, 1.0);  abs_4 = None
    _to_copy_3 = torch.ops.aten._to_copy.default(le_3, dtype = torch.float32);  le_3 = None
    mul_3 = torch.ops.aten.mul.Tensor(t_11, _to_copy_3);  t_11 = _to_copy_3 = None
    _tensor_constant27 = self._tensor_constant27
    abs_5 = torch.ops.aten.abs.default(_tensor_constant27);  _tensor_constant27 = None
    le_4 = torch.ops.aten.le.Scalar(abs_5, 1.0);  abs_5 = None
    _to_copy_4 = torch.ops.aten._to_copy.default(le_4, dtype = torch.float32);  le_4 = None
    mul_4 = torch.ops.aten.mul.Tensor(mm_5, _to_copy_4);  mm_5 = _to_copy_4 = None
    _tensor_constant28 = self._tensor_constant28
    _param_constant5 = self._param_constant5
    _tensor_constant29 = self._tensor_constant29
    _tensor_constant30 = self._tensor_constant30
    _tensor_constant31 = self._tensor_constant31
    _tensor_constant32 = self._tensor_constant32
    native_batch_norm_backward_3 = torch.ops.aten.native_batch_norm_backward.default(mul_4, _tensor_constant28, _param_constant5, _tensor_constant29, _tensor_constant30, _tensor_constant31, _tensor_constant32, True, 1e-05, [True, True, True]);  mul_4 = _tensor_constant28 = _param_constant5 = _tensor_constant29 = _tensor_constant30 = _tensor_constant31 = _tensor_constant32 = None
    getitem_9 = native_batch_norm_backward_3[0]
    getitem_10 = native_batch_norm_backward_3[1]
    getitem_11 = native_batch_norm_backward_3[2];  native_batch_norm_backward_3 = None
    t_12 = torch.ops.aten.t.default(getitem_9)
    _tensor_constant33 = self._tensor_constant33
    mm_6 = torch.ops.aten.mm.default(t_12, _tensor_constant33);  t_12 = _tensor_constant33 = None
    t_13 = torch.ops.aten.t.default(mm_6);  mm_6 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(getitem_9, [0], True);  getitem_9 = None
    view_1 = torch.ops.aten.view.default(sum_2, [32]);  sum_2 = None
    t_14 = torch.ops.aten.t.default(t_13);  t_13 = None
    return (t_14, view_1, getitem_10, getitem_11, mul_3, getitem_7, getitem_8, mul_1, getitem_4, getitem_5, t_3, view, getitem_1, getitem_2)
    