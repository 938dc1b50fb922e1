


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
    mm = torch.ops.aten.mm.default(_log_softmax_backward_data, t);  _log_softmax_backward_data = t = None
    slice_1 = torch.ops.aten.slice.Tensor(mm, 1, 0, 8)
    slice_2 = torch.ops.aten.slice.Tensor(mm, 1, 8, 16);  mm = None
    view = torch.ops.aten.view.default(slice_2, [2, 8, 1]);  slice_2 = None
    permute = torch.ops.aten.permute.default(view, [0, 2, 1]);  view = None
    view_1 = torch.ops.aten.view.default(permute, [2, 1, 8]);  permute = None
    _tensor_constant5 = self._tensor_constant5
    transpose = torch.ops.aten.transpose.int(_tensor_constant5, 1, 2);  _tensor_constant5 = None
    bmm = torch.ops.aten.bmm.default(view_1, transpose);  view_1 = transpose = None
    view_2 = torch.ops.aten.view.default(bmm, [2, 6, 1]);  bmm = None
    permute_1 = torch.ops.aten.permute.default(view_2, [0, 2, 1]);  view_2 = None
    permute_2 = torch.ops.aten.permute.default(permute_1, [0, 2, 1]);  permute_1 = None
    squeeze = torch.ops.aten.squeeze.dim(permute_2, 2);  permute_2 = None
    _tensor_constant6 = self._tensor_constant6
    detach_1 = torch.ops.aten.detach.default(_tensor_constant6);  _tensor_constant6 = None
    _softmax_backward_data = torch.ops.aten._softmax_backward_data.default(squeeze, detach_1, -1, torch.float32);  squeeze = detach_1 = None
    _tensor_constant7 = self._tensor_constant7
    mul = torch.ops.aten.mul.Tensor(_softmax_backward_data, _tensor_constant7);  _tensor_constant7 = None
    _tensor_constant8 = self._tensor_constant8
    mul_1 = torch.ops.aten.mul.Tensor(_softmax_backward_data, _tensor_constant8);  _softmax_backward_data = _tensor_constant8 = None
    sum_1 = torch.ops.aten.sum.default(mul_1);  mul_1 = None
    view_3 = torch.ops.aten.view.default(mul, [2, 6, 1]);  mul = None
    permute_3 = torch.ops.aten.permute.default(view_3, [0, 1, 2]);  view_3 = None
    view_4 = torch.ops.aten.view.default(permute_3, [2, 6, 1]);  permute_3 = None
    _tensor_constant9 = self._tensor_constant9
    transpose_1 = torch.ops.aten.transpose.int(_tensor_constant9, 1, 2);  _tensor_constant9 = None
    bmm_1 = torch.ops.aten.bmm.default(transpose_1, view_4);  transpose_1 = view_4 = None
    view_5 = torch.ops.aten.view.default(bmm_1, [2, 8, 1]);  bmm_1 = None
    permute_4 = torch.ops.aten.permute.default(view_5, [0, 2, 1]);  view_5 = None
    permute_5 = torch.ops.aten.permute.default(permute_4, [0, 2, 1]);  permute_4 = None
    squeeze_1 = torch.ops.aten.squeeze.dim(permute_5, 2);  permute_5 = None
    add = torch.ops.aten.add.Tensor(slice_1, squeeze_1);  slice_1 = squeeze_1 = None
    view_6 = torch.ops.aten.view.default(add, [2, 8, 1]);  add = None
    permute_6 = torch.ops.aten.permute.default(view_6, [0, 2, 1]);  view_6 = None
    view_7 = torch.ops.aten.view.default(permute_6, [2, 1, 8]);  permute_6 = None
    _tensor_constant10 = self._tensor_constant10
    transpose_2 = torch.ops.aten.transpose.int(_tensor_constant10, 1, 2);  _tensor_constant10 = None
    bmm_2 = torch.ops.aten.bmm.default(view_7, transpose_2);  view_7 = transpose_2 = None
    view_8 = torch.ops.aten.view.default(bmm_2, [2, 6, 1]);  bmm_2 = None
    permute_7 = torch.ops.aten.permute.default(view_8, [0, 2, 1]);  view_8 = None
    permute_8 = torch.ops.aten.permute.default(permute_7, [0, 2, 1]);  permute_7 = None
    squeeze_2 = torch.ops.aten.squeeze.dim(permute_8, 2);  permute_8 = None
    _tensor_constant11 = self._tensor_constant11
    detach_2 = torch.ops.aten.detach.default(_tensor_constant11);  _tensor_constant11 = None
    _softmax_backward_data_1 = torch.ops.aten._softmax_backward_data.default(squeeze_2, detach_2, -1, torch.float32);  squeeze_2 = detach_2 = None
    _tensor_constant7_1 = self._tensor_constant7
    mul_2 = torch.ops.aten.mul.Tensor(_softmax_backward_data_1, _tensor_constant7_1);  _tensor_constant7_1 = None
    _tensor_constant12 = self._tensor_constant12
    mul_3 = torch.ops.aten.mul.Tensor(_softmax_backward_data_1, _tensor_constant12);  _softmax_backward_data_1 = _tensor_constant12 = None
    sum_2 = torch.ops.aten.sum.default(mul_3);  mul_3 = None
    add_1 = torch.ops.aten.add.Tensor(sum_1, sum_2);  sum_1 = sum_2 = None
    view_9 = torch.ops.aten.view.default(mul_2, [2, 6, 1]);  mul_2 = None
    permute_9 = torch.ops.aten.permute.default(view_9, [0, 1, 2]);  view_9 = None
    view_10 = torch.ops.aten.view.default(permute_9, [2, 6, 1]);  permute_9 = None
    _tensor_constant13 = self._tensor_constant13
    transpose_3 = torch.ops.aten.transpose.int(_tensor_constant13, 1, 2);  _tensor_constant13 = None
    bmm_3 = torch.ops.aten.bmm.default(transpose_3, view_10);  transpose_3 = view_10 = None
    view_11 = torch.ops.aten.view.default(bmm_3, [2, 8, 1]);  bmm_3 = None
    permute_10 = torch.ops.aten.permute.default(view_11, [0, 2, 1]);  view_11 = None
    permute_11 = torch.ops.aten.permute.default(permute_10, [0, 2, 1]);  permute_10 = None
    squeeze_3 = torch.ops.aten.squeeze.dim(permute_11, 2);  permute_11 = None
    view_12 = torch.ops.aten.view.default(squeeze_3, [2, 8, 1]);  squeeze_3 = None
    permute_12 = torch.ops.aten.permute.default(view_12, [0, 2, 1]);  view_12 = None
    view_13 = torch.ops.aten.view.default(permute_12, [2, 1, 8]);  permute_12 = None
    _tensor_constant14 = self._tensor_constant14
    transpose_4 = torch.ops.aten.transpose.int(_tensor_constant14, 1, 2);  _tensor_constant14 = None
    bmm_4 = torch.ops.aten.bmm.default(view_13, transpose_4);  view_13 = transpose_4 = None
    view_14 = torch.ops.aten.view.default(bmm_4, [2, 6, 1]);  bmm_4 = None
    permute_13 = torch.ops.aten.permute.default(view_14, [0, 2, 1]);  view_14 = None
    permute_14 = torch.ops.aten.permute.default(permute_13, [0, 2, 1]);  permute_13 = None
    squeeze_4 = torch.ops.aten.squeeze.dim(permute_14, 2);  permute_14 = None
    _tensor_constant15 = self._tensor_constant15
    detach_3 = torch.ops.aten.detach.default(_tensor_constant15);  _tensor_constant15 = None
    _softmax_backward_data_2 = torch.ops.aten._softmax_backward_data.default(squeeze_4, detach_3, -1, torch.float32);  squeeze_4 = detach_3 = None
    _tensor_constant7_2 = self._tensor_constant7
    mul_4 = torch.ops.aten.mul.Tensor(_softmax_backward_data_2, _tensor_constant7_2);  _tensor_constant7_2 = None
    _tensor_constant16 = self._tensor_constant16
    mul_5 = torch.ops.aten.mul.Tensor(_softmax_backward_data_2, _tensor_constant16);  _softmax_backward_data_2 = _tensor_constant16 = None
    sum_3 = torch.ops.aten.sum.default(mul_5);  mul_5 = None
    add_2 = torch.ops.aten.add.Tensor(add_1, sum_3);  add_1 = sum_3 = None
    view_15 = torch.ops.aten.view.default(mul_4, [2, 6, 1]);  mul_4 = None
    permute_15 = torch.ops.aten.permute.default(view_15, [0, 1, 2]);  view_15 = None
    view_16 = torch.ops.aten.view.default(permute_15, [2, 6, 1]);  permute_15 = None
    _tensor_constant17 = self._tensor_constant17
    transpose_5 = torch.ops.aten.transpose.int(_tensor_constant17, 1, 2);  _tensor_constant17 = None
    bmm_5 = torch.ops.aten.bmm.default(transpose_5, view_16);  transpose_5 = view_16 = None
    view_17 = torch.ops.aten.view.default(bmm_5, [2, 8, 1]);  bmm_5 = None
    permute_16 = torch.ops.aten.permute.default(view_17, [0, 2, 1]);  view_17 = None
    permute_17 = torch.ops.aten.permute.default(permute_16, [0, 2, 1]);  permute_16 = None
    squeeze_5 = torch.ops.aten.squeeze.dim(permute_17, 2);  permute_17 = None
    view_18 = torch.ops.aten.view.default(squeeze_5, [2, 8, 1]);  squeeze_5 = None
    permute_18 = torch.ops.aten.permute.default(view_18, [0, 2, 1]);  view_18 = None
    view_19 = torch.ops.aten.view.default(permute_18, [2, 1, 8]);  permute_18 = None
    _tensor_constant18 = self._tensor_constant18
    transpose_6 = torch.ops.aten.transpose.int(_tensor_constant18, 1, 2);  _tensor_constant18 = None
    bmm_6 = torch.ops.aten.bmm.default(view_19, transpose_6);  view_19 = transpose_6 = None
    view_20 = torch.ops.aten.view.default(bmm_6, [2, 6, 1]);  bmm_6 = None
    permute_19 = torch.ops.aten.permute.default(view_20, [0, 2, 1]);  view_20 = None
    permute_20 = torch.ops.aten.permute.default(permute_19, [0, 2, 1]);  permute_19 = None
    squeeze_6 = torch.ops.aten.squeeze.dim(permute_20, 2);  permute_20 = None
    _tensor_constant19 = self._tensor_constant19
    detach_4 = torch.ops.aten.detach.default(_tensor_constant19);  _tensor_constant19 = None
    _softmax_backward_data_3 = torch.ops.aten._softmax_backward_data.default(squeeze_6, detach_4, -1, torch.float32);  squeeze_6 = detach_4 = None
    _tensor_constant7_3 = self._tensor_constant7
    mul_6 = torch.ops.aten.mul.Tensor(_softmax_backward_data_3, _tensor_constant7_3);  _tensor_constant7_3 = None
    _tensor_constant20 = self._tensor_constant20
    mul_7 = torch.ops.aten.mul.Tensor(_softmax_backward_data_3, _tensor_constant20);  _softmax_backward_data_3 = _tensor_constant20 = None
    sum_4 = torch.ops.aten.sum.default(mul_7);  mul_7 = None
    add_3 = torch.ops.aten.add.Tensor(add_2, sum_4);  add_2 = sum_4 = None
    view_21 = torch.ops.aten.view.default(mul_6, [2, 6, 1]);  mul_6 = None
    permute_21 = torch.ops.aten.permute.default(view_21, [0, 1, 2]);  view_21 = None
    view_22 = torch.ops.aten.view.default(permute_21, [2, 6, 1]);  permute_21 = None
    _tensor_constant21 = self._tensor_constant21
    transpose_7 = torch.ops.aten.transpose.int(_tensor_constant21, 1, 2);  _tensor_constant21 = None
    bmm_7 = torch.ops.aten.bmm.default(transpose_7, view_22);  transpose_7 = view_22 = None
    view_23 = torch.ops.aten.view.default(bmm_7, [2, 8, 1]);  bmm_7 = None
    permute_22 = torch.ops.aten.permute.default(view_23, [0, 2, 1]);  view_23 = None
    permute_23 = torch.ops.aten.permute.default(permute_22, [0, 2, 1]);  permute_22 = None
    squeeze_7 = torch.ops.aten.squeeze.dim(permute_23, 2);  permute_23 = None
    div = torch.ops.aten.div.Tensor(add_3, 2.8284271247461903);  add_3 = None
    _param_constant0 = self._param_constant0
    softplus_backward = torch.ops.aten.softplus_backward.default(div, _param_constant0, 1, 20);  div = _param_constant0 = None
    t_1 = torch.ops.aten.t.default(squeeze_7);  squeeze_7 = None
    _tensor_constant22 = self._tensor_constant22
    mm_1 = torch.ops.aten.mm.default(t_1, _tensor_constant22);  t_1 = _tensor_constant22 = None
    t_2 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    t_3 = torch.ops.aten.t.default(t_2);  t_2 = None
    return (softplus_backward, t_3)
    