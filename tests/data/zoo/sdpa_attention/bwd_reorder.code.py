


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
    view_1 = torch.ops.aten.view.default(div, [12, 16])
    _tensor_constant6 = self._tensor_constant6
    t_4 = torch.ops.aten.t.default(_tensor_constant6);  _tensor_constant6 = None
    mm_2 = torch.ops.aten.mm.default(view_1, t_4);  t_4 = None
    t_5 = torch.ops.aten.t.default(view_1)
    _tensor_constant7 = self._tensor_constant7
    mm_3 = torch.ops.aten.mm.default(t_5, _tensor_constant7);  t_5 = _tensor_constant7 = None
    t_6 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(view_1, [0], True);  view_1 = None
    view_2 = torch.ops.aten.view.default(sum_2, [16]);  sum_2 = None
    t_7 = torch.ops.aten.t.default(t_6);  t_6 = None
    view_3 = torch.ops.aten.view.default(mm_2, [2, 6, 16]);  mm_2 = None
    view_4 = torch.ops.aten.view.default(view_3, [2, 6, 2, 8]);  view_3 = None
    transpose = torch.ops.aten.transpose.int(view_4, 1, 2);  view_4 = None
    _tensor_constant8 = self._tensor_constant8
    detach_1 = torch.ops.aten.detach.default(_tensor_constant8);  _tensor_constant8 = None
    _tensor_constant9 = self._tensor_constant9
    _tensor_constant10 = self._tensor_constant10
    _tensor_constant11 = self._tensor_constant11
    _tensor_constant12 = self._tensor_constant12
    _scaled_dot_product_flash_attention_for_cpu_backward = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(transpose, _tensor_constant9, _tensor_constant10, _tensor_constant11, detach_1, _tensor_constant12, 0.0, True, attn_mask = None);  transpose = _tensor_constant9 = _tensor_constant10 = _tensor_constant11 = detach_1 = _tensor_constant12 = None
    getitem = _scaled_dot_product_flash_attention_for_cpu_backward[0]
    getitem_1 = _scaled_dot_product_flash_attention_for_cpu_backward[1]
    getitem_2 = _scaled_dot_product_flash_attention_for_cpu_backward[2];  _scaled_dot_product_flash_attention_for_cpu_backward = None
    transpose_1 = torch.ops.aten.transpose.int(getitem_2, 1, 2);  getitem_2 = None
    view_5 = torch.ops.aten.view.default(transpose_1, [2, 6, 16]);  transpose_1 = None
    transpose_2 = torch.ops.aten.transpose.int(getitem_1, 1, 2);  getitem_1 = None
    view_6 = torch.ops.aten.view.default(transpose_2, [2, 6, 16]);  transpose_2 = None
    transpose_3 = torch.ops.aten.transpose.int(getitem, 1, 2);  getitem = None
    view_7 = torch.ops.aten.view.default(transpose_3, [2, 6, 16]);  transpose_3 = None
    cat = torch.ops.aten.cat.default([view_7, view_6, view_5], 2);  view_7 = view_6 = view_5 = None
    view_8 = torch.ops.aten.view.default(cat, [12, 48]);  cat = None
    _tensor_constant13 = self._tensor_constant13
    t_8 = torch.ops.aten.t.default(_tensor_constant13);  _tensor_constant13 = None
    mm_4 = torch.ops.aten.mm.default(view_8, t_8);  t_8 = None
    t_9 = torch.ops.aten.t.default(view_8)
    _tensor_constant14 = self._tensor_constant14
    mm_5 = torch.ops.aten.mm.default(t_9, _tensor_constant14);  t_9 = _tensor_constant14 = None
    t_10 = torch.ops.aten.t.default(mm_5);  mm_5 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(view_8, [0], True);  view_8 = None
    view_9 = torch.ops.aten.view.default(sum_3, [48]);  sum_3 = None
    t_11 = torch.ops.aten.t.default(t_10);  t_10 = None
    view_10 = torch.ops.aten.view.default(mm_4, [2, 6, 16]);  mm_4 = None
    _tensor_constant15 = self._tensor_constant15
    _tensor_constant16 = self._tensor_constant16
    _tensor_constant17 = self._tensor_constant17
    _param_constant0 = self._param_constant0
    _param_constant1 = self._param_constant1
    native_layer_norm_backward = torch.ops.aten.native_layer_norm_backward.default(view_10, _tensor_constant15, [16], _tensor_constant16, _tensor_constant17, _param_constant0, _param_constant1, [True, True, True]);  view_10 = _tensor_constant15 = _tensor_constant16 = _tensor_constant17 = _param_constant0 = _param_constant1 = None
    getitem_3 = native_layer_norm_backward[0]
    getitem_4 = native_layer_norm_backward[1]
    getitem_5 = native_layer_norm_backward[2];  native_layer_norm_backward = None
    add = torch.ops.aten.add.Tensor(div, getitem_3);  div = getitem_3 = None
    view_11 = torch.ops.aten.view.default(add, [12, 16]);  add = None
    _tensor_constant18 = self._tensor_constant18
    t_12 = torch.ops.aten.t.default(_tensor_constant18);  _tensor_constant18 = None
    mm_6 = torch.ops.aten.mm.default(view_11, t_12);  t_12 = None
    t_13 = torch.ops.aten.t.default(view_11)
    _tensor_constant19 = self._tensor_constant19
    mm_7 = torch.ops.aten.mm.default(t_13, _tensor_constant19);  t_13 = _tensor_constant19 = None
    t_14 = torch.ops.aten.t.default(mm_7);  mm_7 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(view_11, [0], True);  view_11 = None
    view_12 = torch.ops.aten.view.default(sum_4, [16]);  sum_4 = None
    t_15 = torch.ops.aten.t.default(t_14);  t_14 = None
    view_13 = torch.ops.aten.view.default(mm_6, [2, 6, 16]);  mm_6 = None
    view_14 = torch.ops.aten.view.default(view_13, [2, 6, 2, 8]);  view_13 = None
    transpose_4 = torch.ops.aten.transpose.int(view_14, 1, 2);  view_14 = None
    _tensor_constant20 = self._tensor_constant20
    detach_2 = torch.ops.aten.detach.default(_tensor_constant20);  _tensor_constant20 = None
    _tensor_constant21 = self._tensor_constant21
    _tensor_constant22 = self._tensor_constant22
    _tensor_constant23 = self._tensor_constant23
    _tensor_constant24 = self._tensor_constant24
    _scaled_dot_product_flash_attention_for_cpu_backward_1 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(transpose_4, _tensor_constant21, _tensor_constant22, _tensor_constant23, detach_2, _tensor_constant24, 0.0, True, attn_mask = None);  transpose_4 = _tensor_constant21 = _tensor_constant22 = _tensor_constant23 = detach_2 = _tensor_constant24 = None
    getitem_6 = _scaled_dot_product_flash_attention_for_cpu_backward_1[0]
    getitem_7 = _scaled_dot_product_flash_attention_for_cpu_backward_1[1]
    getitem_8 = _scaled_dot_product_flash_attention_for_cpu_backward_1[2];  _scaled_dot_product_flash_attention_for_cpu_backward_1 = None
    transpose_5 = torch.ops.aten.transpose.int(getitem_8, 1, 2);  getitem_8 = None
    view_15 = torch.ops.aten.view.default(transpose_5, [2, 6, 16]);  transpose_5 = None
    transpose_6 = torch.ops.aten.transpose.int(getitem_7, 1, 2);  getitem_7 = None
    view_16 = torch.ops.aten.view.default(transpose_6, [2, 6, 16]);  transpose_6 = None
    transpose_7 = torch.ops.aten.transpose.int(getitem_6, 1, 2);  getitem_6 = None
    view_17 = torch.ops.aten.view.default(transpose_7, [2, 6, 16]);  transpose_7 = None
    cat_1 = torch.ops.aten.cat.default([view_17, view_16, view_15], 2);  view_17 = view_16 = view_15 = None
    view_18 = torch.ops.aten.view.default(cat_1, [12, 48]);  cat_1 = None
    _tensor_constant25 = self._tensor_constant25
    t_16 = torch.ops.aten.t.default(_tensor_constant25);  _tensor_constant25 = None
    mm_8 = torch.ops.aten.mm.default(view_18, t_16);  t_16 = None
    t_17 = torch.ops.aten.t.default(view_18)
    _tensor_constant26 = self._tensor_constant26
    mm_9 = torch.ops.aten.mm.default(t_17, _tensor_constant26);  t_17 = _tensor_constant26 = None
    t_18 = torch.ops.aten.t.default(mm_9);  mm_9 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(view_18, [0], True);  view_18 = None
    view_19 = torch.ops.aten.view.default(sum_5, [48]);  sum_5 = None
    t_19 = torch.ops.aten.t.default(t_18);  t_18 = None
    view_20 = torch.ops.aten.view.default(mm_8, [2, 6, 16]);  mm_8 = None
    _tensor_constant27 = self._tensor_constant27
    _tensor_constant28 = self._tensor_constant28
    _tensor_constant29 = self._tensor_constant29
    _param_constant2 = self._param_constant2
    _param_constant3 = self._param_constant3
    native_layer_norm_backward_1 = torch.ops.aten.native_layer_norm_backward.default(view_20, _tensor_constant27, [16], _tensor_constant28, _tensor_constant29, _param_constant2, _param_constant3, [False, True, True]);  view_20 = _tensor_constant27 = _tensor_constant28 = _tensor_constant29 = _param_constant2 = _param_constant3 = None
    getitem_9 = native_layer_norm_backward_1[0];  getitem_9 = None
    getitem_10 = native_layer_norm_backward_1[1]
    getitem_11 = native_layer_norm_backward_1[2];  native_layer_norm_backward_1 = None
    return (view, t_3, getitem_5, getitem_4, getitem_11, getitem_10, view_2, t_7, view_12, t_15, view_9, t_11, view_19, t_19)
    