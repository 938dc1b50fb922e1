


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
    _tensor_constant7 = self._tensor_constant7
    detach_1 = torch.ops.aten.detach.default(_tensor_constant7);  _tensor_constant7 = None
    _tensor_constant8 = self._tensor_constant8
    _tensor_constant9 = self._tensor_constant9
    _tensor_constant10 = self._tensor_constant10
    _tensor_constant11 = self._tensor_constant11
    _scaled_dot_product_flash_attention_for_cpu_backward = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(transpose, _tensor_constant8, _tensor_constant9, _tensor_constant10, detach_1, _tensor_constant11, 0.0, True, attn_mask = None);  transpose = _tensor_constant8 = _tensor_constant9 = _tensor_constant10 = detach_1 = _tensor_constant11 = None
    getitem = _scaled_dot_product_flash_attention_for_cpu_backward[0]
    getitem_1 = _scaled_dot_product_flash_attention_for_cpu_backward[1]
    getitem_2 = _scaled_dot_product_flash_attention_for_cpu_backward[2];  _scaled_dot_product_flash_attention_for_cpu_backward = None
    transpose_1 = torch.ops.aten.transpose.int(getitem_2, 1, 2);  getitem_2 = None
    view_4 = torch.ops.aten.view.default(transpose_1, [2, 6, 16]);  transpose_1 = None
    transpose_2 = torch.ops.aten.transpose.int(getitem_1, 1, 2);  getitem_1 = None
    view_5 = torch.ops.aten.view.default(transpose_2, [2, 6, 16]);  transpose_2 = None
    transpose_3 = torch.ops.aten.transpose.int(getitem, 1, 2);  getitem = None
    view_6 = torch.ops.aten.view.default(transpose_3, [2, 6, 16]);  transpose_3 = None
    cat = torch.ops.aten.cat.default([view_6, view_5, view_4], 2);  view_6 = view_5 = view_4 = None
    view_7 = torch.ops.aten.view.default(cat, [12, 48]);  cat = None
    _tensor_constant12 = self._tensor_constant12
    t_5 = torch.ops.aten.t.default(_tensor_constant12);  _tensor_constant12 = None
    mm_3 = torch.ops.aten.mm.default(view_7, t_5);  view_7 = t_5 = None
    view_8 = torch.ops.aten.view.default(mm_3, [2, 6, 16]);  mm_3 = None
    _tensor_constant13 = self._tensor_constant13
    _tensor_constant14 = self._tensor_constant14
    _tensor_constant15 = self._tensor_constant15
    _param_constant0 = self._param_constant0
    _param_constant1 = self._param_constant1
    native_layer_norm_backward = torch.ops.aten.native_layer_norm_backward.default(view_8, _tensor_constant13, [16], _tensor_constant14, _tensor_constant15, _param_constant0, _param_constant1, [False, True, True]);  view_8 = _tensor_constant13 = _tensor_constant14 = _tensor_constant15 = _param_constant0 = _param_constant1 = None
    getitem_3 = native_layer_norm_backward[0];  getitem_3 = None
    getitem_4 = native_layer_norm_backward[1]
    getitem_5 = native_layer_norm_backward[2];  native_layer_norm_backward = None
    return (getitem_4, getitem_5, t_3, view)
    