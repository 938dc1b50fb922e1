


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
    unsqueeze = torch.ops.aten.unsqueeze.default(mm, 1);  mm = None
    expand = torch.ops.aten.expand.default(unsqueeze, [2, 6, 16]);  unsqueeze = None
    div = torch.ops.aten.div.Scalar(expand, 6);  expand = None
    view_1 = torch.ops.aten.view.default(div, [12, 16]);  div = None
    _tensor_constant6 = self._tensor_constant6
    t_4 = torch.ops.aten.t.default(_tensor_constant6);  _tensor_constant6 = None
    mm_2 = torch.ops.aten.mm.default(view_1, t_4);  view_1 = t_4 = None
    view_2 = torch.ops.aten.view.default(mm_2, [2, 6, 16]);  mm_2 = None
    view_3 = torch.ops.aten.view.default(view_2, [2, 6, 2, 8]);  view_2 = None
    transpose = torch.ops.aten.transpose.int(view_3, 1, 2);  view_3 = None
    clone = torch.ops.aten.clone.default(transpose, memory_format = torch.contiguous_format);  transpose = None
    _unsafe_view = torch.ops.aten._unsafe_view.default(clone, [4, 6, 8]);  clone = None
    _tensor_constant7 = self._tensor_constant7
    transpose_1 = torch.ops.aten.transpose.int(_tensor_constant7, 1, 2);  _tensor_constant7 = None
    bmm = torch.ops.aten.bmm.default(transpose_1, _unsafe_view);  transpose_1 = None
    _tensor_constant8 = self._tensor_constant8
    transpose_2 = torch.ops.aten.transpose.int(_tensor_constant8, 1, 2);  _tensor_constant8 = None
    bmm_1 = torch.ops.aten.bmm.default(_unsafe_view, transpose_2);  _unsafe_view = transpose_2 = None
    view_4 = torch.ops.aten.view.default(bmm, [2, 2, 6, 8]);  bmm = None
    view_5 = torch.ops.aten.view.default(bmm_1, [2, 2, 6, 6]);  bmm_1 = None
    _tensor_constant9 = self._tensor_constant9
    detach_1 = torch.ops.aten.detach.default(_tensor_constant9);  _tensor_constant9 = None
    _softmax_backward_data = torch.ops.aten._softmax_backward_data.default(view_5, detach_1, -1, torch.float32);  view_5 = detach_1 = None
    _tensor_constant10 = self._tensor_constant10
    masked_fill = torch.ops.aten.masked_fill.Scalar(_softmax_backward_data, _tensor_constant10, 0);  _softmax_backward_data = _tensor_constant10 = None
    div_1 = torch.ops.aten.div.Tensor(masked_fill, 2.8284271247461903);  masked_fill = None
    view_6 = torch.ops.aten.view.default(div_1, [4, 6, 6]);  div_1 = None
    _tensor_constant11 = self._tensor_constant11
    transpose_3 = torch.ops.aten.transpose.int(_tensor_constant11, 1, 2);  _tensor_constant11 = None
    bmm_2 = torch.ops.aten.bmm.default(transpose_3, view_6);  transpose_3 = None
    _tensor_constant12 = self._tensor_constant12
    transpose_4 = torch.ops.aten.transpose.int(_tensor_constant12, 1, 2);  _tensor_constant12 = None
    bmm_3 = torch.ops.aten.bmm.default(view_6, transpose_4);  view_6 = transpose_4 = None
    view_7 = torch.ops.aten.view.default(bmm_2, [2, 2, 8, 6]);  bmm_2 = None
    view_8 = torch.ops.aten.view.default(bmm_3, [2, 2, 6, 8]);  bmm_3 = None
    transpose_5 = torch.ops.aten.transpose.int(view_7, -2, -1);  view_7 = None
    transpose_6 = torch.ops.aten.transpose.int(view_4, 1, 2);  view_4 = None
    clone_1 = torch.ops.aten.clone.default(transpose_6, memory_format = torch.contiguous_format);  transpose_6 = None
    _unsafe_view_1 = torch.ops.aten._unsafe_view.default(clone_1, [2, 6, 16]);  clone_1 = None
    transpose_7 = torch.ops.aten.transpose.int(transpose_5, 1, 2);  transpose_5 = None
    view_9 = torch.ops.aten.view.default(transpose_7, [2, 6, 16]);  transpose_7 = None
    transpose_8 = torch.ops.aten.transpose.int(view_8, 1, 2);  view_8 = None
    clone_2 = torch.ops.aten.clone.default(transpose_8, memory_format = torch.contiguous_format);  transpose_8 = None
    _unsafe_view_2 = torch.ops.aten._unsafe_view.default(clone_2, [2, 6, 16]);  clone_2 = None
    cat = torch.ops.aten.cat.default([_unsafe_view_2, view_9, _unsafe_view_1], 2);  _unsafe_view_2 = view_9 = _unsafe_view_1 = None
    view_10 = torch.ops.aten.view.default(cat, [12, 48]);  cat = None
    _tensor_constant13 = self._tensor_constant13
    t_5 = torch.ops.aten.t.default(_tensor_constant13);  _tensor_constant13 = None
    mm_3 = torch.ops.aten.mm.default(view_10, t_5);  view_10 = t_5 = None
    view_11 = torch.ops.aten.view.default(mm_3, [2, 6, 16]);  mm_3 = None
    _tensor_constant14 = self._tensor_constant14
    _tensor_constant15 = self._tensor_constant15
    _tensor_constant16 = self._tensor_constant16
    _param_constant0 = self._param_constant0
    _param_constant1 = self._param_constant1
    native_layer_norm_backward = torch.ops.aten.native_layer_norm_backward.default(view_11, _tensor_constant14, [16], _tensor_constant15, _tensor_constant16, _param_constant0, _param_constant1, [False, False, True]);  view_11 = _tensor_constant14 = _tensor_constant15 = _tensor_constant16 = _param_constant0 = _param_constant1 = None
    getitem = native_layer_norm_backward[0];  getitem = None
    getitem_1 = native_layer_norm_backward[1];  getitem_1 = None
    getitem_2 = native_layer_norm_backward[2];  native_layer_norm_backward = None
    return (getitem_2, t_3, view)
    