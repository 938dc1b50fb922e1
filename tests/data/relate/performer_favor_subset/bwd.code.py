


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
    unsqueeze = torch.ops.aten.unsqueeze.default(mm, 1);  mm = None
    expand = torch.ops.aten.expand.default(unsqueeze, [2, 5, 8]);  unsqueeze = None
    div = torch.ops.aten.div.Scalar(expand, 5);  expand = None
    _tensor_constant5 = self._tensor_constant5
    _tensor_constant6 = self._tensor_constant6
    _tensor_constant7 = self._tensor_constant7
    _param_constant0 = self._param_constant0
    _param_constant1 = self._param_constant1
    native_layer_norm_backward = torch.ops.aten.native_layer_norm_backward.default(div, _tensor_constant5, [8], _tensor_constant6, _tensor_constant7, _param_constant0, _param_constant1, [True, False, True]);  div = _tensor_constant5 = _tensor_constant6 = _tensor_constant7 = _param_constant0 = _param_constant1 = None
    getitem = native_layer_norm_backward[0]
    getitem_1 = native_layer_norm_backward[1];  getitem_1 = None
    getitem_2 = native_layer_norm_backward[2];  native_layer_norm_backward = None
    view = torch.ops.aten.view.default(getitem, [10, 8]);  getitem = None
    _tensor_constant8 = self._tensor_constant8
    t_1 = torch.ops.aten.t.default(_tensor_constant8);  _tensor_constant8 = None
    mm_1 = torch.ops.aten.mm.default(view, t_1);  view = t_1 = None
    view_1 = torch.ops.aten.view.default(mm_1, [2, 5, 8]);  mm_1 = None
    view_2 = torch.ops.aten.view.default(view_1, [2, 5, 2, 4]);  view_1 = None
    transpose = torch.ops.aten.transpose.int(view_2, 1, 2);  view_2 = None
    _tensor_constant9 = self._tensor_constant9
    _tensor_constant10 = self._tensor_constant10
    div_1 = torch.ops.aten.div.Tensor(_tensor_constant9, _tensor_constant10);  _tensor_constant9 = _tensor_constant10 = None
    _tensor_constant10_1 = self._tensor_constant10
    div_2 = torch.ops.aten.div.Tensor(div_1, _tensor_constant10_1);  div_1 = _tensor_constant10_1 = None
    neg = torch.ops.aten.neg.default(transpose)
    mul = torch.ops.aten.mul.Tensor(neg, div_2);  neg = div_2 = None
    _tensor_constant10_2 = self._tensor_constant10
    div_3 = torch.ops.aten.div.Tensor(transpose, _tensor_constant10_2);  transpose = _tensor_constant10_2 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(mul, [3], True);  mul = None
    view_3 = torch.ops.aten.view.default(div_3, [2, 2, 5, 4, 1]);  div_3 = None
    permute = torch.ops.aten.permute.default(view_3, [0, 1, 2, 4, 3]);  view_3 = None
    clone = torch.ops.aten.clone.default(permute, memory_format = torch.contiguous_format);  permute = None
    _unsafe_view = torch.ops.aten._unsafe_view.default(clone, [4, 5, 4]);  clone = None
    _tensor_constant11 = self._tensor_constant11
    transpose_1 = torch.ops.aten.transpose.int(_tensor_constant11, 1, 2);  _tensor_constant11 = None
    bmm = torch.ops.aten.bmm.default(transpose_1, _unsafe_view);  transpose_1 = _unsafe_view = None
    view_4 = torch.ops.aten.view.default(bmm, [2, 2, 6, 4, 1]);  bmm = None
    permute_1 = torch.ops.aten.permute.default(view_4, [0, 1, 4, 3, 2]);  view_4 = None
    permute_2 = torch.ops.aten.permute.default(permute_1, [0, 1, 4, 3, 2]);  permute_1 = None
    squeeze = torch.ops.aten.squeeze.dim(permute_2, 4);  permute_2 = None
    squeeze_1 = torch.ops.aten.squeeze.dim(sum_1, -1);  sum_1 = None
    view_5 = torch.ops.aten.view.default(squeeze_1, [2, 2, 5, 1]);  squeeze_1 = None
    permute_3 = torch.ops.aten.permute.default(view_5, [0, 1, 2, 3]);  view_5 = None
    view_6 = torch.ops.aten.view.default(permute_3, [4, 5, 1]);  permute_3 = None
    _tensor_constant12 = self._tensor_constant12
    transpose_2 = torch.ops.aten.transpose.int(_tensor_constant12, 1, 2);  _tensor_constant12 = None
    bmm_1 = torch.ops.aten.bmm.default(transpose_2, view_6);  transpose_2 = view_6 = None
    view_7 = torch.ops.aten.view.default(bmm_1, [2, 2, 6, 1]);  bmm_1 = None
    permute_4 = torch.ops.aten.permute.default(view_7, [0, 1, 3, 2]);  view_7 = None
    permute_5 = torch.ops.aten.permute.default(permute_4, [0, 1, 3, 2]);  permute_4 = None
    squeeze_2 = torch.ops.aten.squeeze.dim(permute_5, 3);  permute_5 = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(squeeze_2, 2);  squeeze_2 = None
    expand_1 = torch.ops.aten.expand.default(unsqueeze_1, [2, 2, 5, 6]);  unsqueeze_1 = None
    view_8 = torch.ops.aten.view.default(squeeze, [2, 2, 6, 4, 1]);  squeeze = None
    permute_6 = torch.ops.aten.permute.default(view_8, [0, 1, 2, 4, 3]);  view_8 = None
    view_9 = torch.ops.aten.view.default(permute_6, [4, 6, 4]);  permute_6 = None
    _tensor_constant13 = self._tensor_constant13
    transpose_3 = torch.ops.aten.transpose.int(_tensor_constant13, 1, 2);  _tensor_constant13 = None
    bmm_2 = torch.ops.aten.bmm.default(view_9, transpose_3);  view_9 = transpose_3 = None
    view_10 = torch.ops.aten.view.default(bmm_2, [2, 2, 6, 5, 1]);  bmm_2 = None
    permute_7 = torch.ops.aten.permute.default(view_10, [0, 1, 2, 4, 3]);  view_10 = None
    permute_8 = torch.ops.aten.permute.default(permute_7, [0, 1, 4, 2, 3]);  permute_7 = None
    squeeze_3 = torch.ops.aten.squeeze.dim(permute_8, 4);  permute_8 = None
    add = torch.ops.aten.add.Tensor(expand_1, squeeze_3);  expand_1 = squeeze_3 = None
    div_4 = torch.ops.aten.div.Tensor(add, 2.449489742783178);  add = None
    _tensor_constant14 = self._tensor_constant14
    detach_1 = torch.ops.aten.detach.default(_tensor_constant14);  _tensor_constant14 = None
    mul_1 = torch.ops.aten.mul.Tensor(div_4, detach_1);  div_4 = detach_1 = None
    neg_1 = torch.ops.aten.neg.default(mul_1)
    sum_2 = torch.ops.aten.sum.dim_IntList(neg_1, [3], True);  neg_1 = None
    div_5 = torch.ops.aten.div.Tensor(sum_2, 2);  sum_2 = None
    expand_2 = torch.ops.aten.expand.default(div_5, [2, 2, 5, 4]);  div_5 = None
    _tensor_constant15 = self._tensor_constant15
    mul_2 = torch.ops.aten.mul.Tensor(expand_2, _tensor_constant15);  _tensor_constant15 = None
    _tensor_constant15_1 = self._tensor_constant15
    mul_3 = torch.ops.aten.mul.Tensor(expand_2, _tensor_constant15_1);  expand_2 = _tensor_constant15_1 = None
    add_1 = torch.ops.aten.add.Tensor(mul_3, mul_2);  mul_3 = mul_2 = None
    view_11 = torch.ops.aten.view.default(mul_1, [2, 2, 5, 6, 1]);  mul_1 = None
    permute_9 = torch.ops.aten.permute.default(view_11, [1, 0, 2, 4, 3]);  view_11 = None
    clone_1 = torch.ops.aten.clone.default(permute_9, memory_format = torch.contiguous_format);  permute_9 = None
    _unsafe_view_1 = torch.ops.aten._unsafe_view.default(clone_1, [2, 10, 6]);  clone_1 = None
    _tensor_constant16 = self._tensor_constant16
    transpose_4 = torch.ops.aten.transpose.int(_tensor_constant16, 1, 2);  _tensor_constant16 = None
    bmm_3 = torch.ops.aten.bmm.default(_unsafe_view_1, transpose_4);  _unsafe_view_1 = transpose_4 = None
    view_12 = torch.ops.aten.view.default(bmm_3, [2, 2, 5, 4, 1]);  bmm_3 = None
    permute_10 = torch.ops.aten.permute.default(view_12, [1, 0, 2, 4, 3]);  view_12 = None
    permute_11 = torch.ops.aten.permute.default(permute_10, [0, 1, 2, 4, 3]);  permute_10 = None
    squeeze_4 = torch.ops.aten.squeeze.dim(permute_11, 4);  permute_11 = None
    add_2 = torch.ops.aten.add.Tensor(add_1, squeeze_4);  add_1 = squeeze_4 = None
    mul_4 = torch.ops.aten.mul.Tensor(add_2, 0.7071067811865476);  add_2 = None
    transpose_5 = torch.ops.aten.transpose.int(mul_4, 1, 2);  mul_4 = None
    clone_2 = torch.ops.aten.clone.default(transpose_5, memory_format = torch.contiguous_format);  transpose_5 = None
    _unsafe_view_2 = torch.ops.aten._unsafe_view.default(clone_2, [2, 5, 8]);  clone_2 = None
    view_13 = torch.ops.aten.view.default(_unsafe_view_2, [10, 8]);  _unsafe_view_2 = None
    t_2 = torch.ops.aten.t.default(view_13);  view_13 = None
    _tensor_constant17 = self._tensor_constant17
    mm_2 = torch.ops.aten.mm.default(t_2, _tensor_constant17);  t_2 = _tensor_constant17 = None
    t_3 = torch.ops.aten.t.default(mm_2);  mm_2 = None
    t_4 = torch.ops.aten.t.default(t_3);  t_3 = None
    return (t_4, getitem_2)
    