


def forward(self, loss_1):
    ones_like = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
    _tensor_constant0 = self._tensor_constant0
    _tensor_constant1 = self._tensor_constant1
    _tensor_constant2 = self._tensor_constant2
    nll_loss_backward = torch.ops.aten.nll_loss_backward.default(ones_like, _tensor_constant0, _tensor_constant1, None, 1, -100, _tensor_constant2);  ones_like = _tensor_constant0 = _tensor_constant1 = _tensor_constant2 = None
    _tensor_constant3 = self._tensor_constant3
    detach = torch.ops.aten.detach.default(_tensor_constant3);  _tensor_constant3 = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach, 1, torch.float32);  nll_loss_backward = detach = None
    view = torch.ops.aten.view.default(_log_softmax_backward_data, [2, 4, 6]);  _log_softmax_backward_data = None
    view_1 = torch.ops.aten.view.default(view, [8, 6]);  view = None
    _tensor_constant4 = self._tensor_constant4
    t = torch.ops.aten.t.default(_tensor_constant4);  _tensor_constant4 = None
    mm = torch.ops.aten.mm.default(view_1, t);  t = None
    t_1 = torch.ops.aten.t.default(view_1)
    _tensor_constant5 = self._tensor_constant5
    mm_1 = torch.ops.aten.mm.default(t_1, _tensor_constant5);  t_1 = _tensor_constant5 = None
    t_2 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(view_1, [0], True);  view_1 = None
    view_2 = torch.ops.aten.view.default(sum_1, [6]);  sum_1 = None
    t_3 = torch.ops.aten.t.default(t_2);  t_2 = None
    view_3 = torch.ops.aten.view.default(mm, [2, 4, 8]);  mm = None
    _tensor_constant6 = self._tensor_constant6
    _tensor_constant7 = self._tensor_constant7
    _tensor_constant8 = self._tensor_constant8
    _param_constant0 = self._param_constant0
    _param_constant1 = self._param_constant1
    native_layer_norm_backward = torch.ops.aten.native_layer_norm_backward.default(view_3, _tensor_constant6, [8], _tensor_constant7, _tensor_constant8, _param_constant0, _param_constant1, [True, True, True]);  view_3 = _tensor_constant6 = _tensor_constant7 = _tensor_constant8 = _param_constant0 = _param_constant1 = None
    getitem = native_layer_norm_backward[0]
    getitem_1 = native_layer_norm_backward[1]
    getitem_2 = native_layer_norm_backward[2];  native_layer_norm_backward = None
    view_4 = torch.ops.aten.view.default(getitem, [8, 8])
    _tensor_constant9 = self._tensor_constant9
    t_4 = torch.ops.aten.t.default(_tensor_constant9);  _tensor_constant9 = None
    mm_2 = torch.ops.aten.mm.default(view_4, t_4);  t_4 = None
    t_5 = torch.ops.aten.t.default(view_4)
    _tensor_constant10 = self._tensor_constant10
    mm_3 = torch.ops.aten.mm.default(t_5, _tensor_constant10);  t_5 = _tensor_constant10 = None
    t_6 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(view_4, [0], True);  view_4 = None
    view_5 = torch.ops.aten.view.default(sum_2, [8]);  sum_2 = None
    t_7 = torch.ops.aten.t.default(t_6);  t_6 = None
    view_6 = torch.ops.aten.view.default(mm_2, [2, 4, 16]);  mm_2 = None
    _tensor_constant11 = self._tensor_constant11
    detach_1 = torch.ops.aten.detach.default(_tensor_constant11);  _tensor_constant11 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(view_6, detach_1, 0);  view_6 = detach_1 = None
    view_7 = torch.ops.aten.view.default(threshold_backward, [8, 16]);  threshold_backward = None
    _tensor_constant12 = self._tensor_constant12
    t_8 = torch.ops.aten.t.default(_tensor_constant12);  _tensor_constant12 = None
    mm_4 = torch.ops.aten.mm.default(view_7, t_8);  t_8 = None
    t_9 = torch.ops.aten.t.default(view_7)
    _tensor_constant13 = self._tensor_constant13
    mm_5 = torch.ops.aten.mm.default(t_9, _tensor_constant13);  t_9 = _tensor_constant13 = None
    t_10 = torch.ops.aten.t.default(mm_5);  mm_5 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(view_7, [0], True);  view_7 = None
    view_8 = torch.ops.aten.view.default(sum_3, [16]);  sum_3 = None
    t_11 = torch.ops.aten.t.default(t_10);  t_10 = None
    view_9 = torch.ops.aten.view.default(mm_4, [2, 4, 8]);  mm_4 = None
    add = torch.ops.aten.add.Tensor(getitem, view_9);  getitem = view_9 = None
    _tensor_constant14 = self._tensor_constant14
    _tensor_constant15 = self._tensor_constant15
    _tensor_constant16 = self._tensor_constant16
    _param_constant2 = self._param_constant2
    _param_constant3 = self._param_constant3
    native_layer_norm_backward_1 = torch.ops.aten.native_layer_norm_backward.default(add, _tensor_constant14, [8], _tensor_constant15, _tensor_constant16, _param_constant2, _param_constant3, [True, True, True]);  add = _tensor_constant14 = _tensor_constant15 = _tensor_constant16 = _param_constant2 = _param_constant3 = None
    getitem_3 = native_layer_norm_backward_1[0]
    getitem_4 = native_layer_norm_backward_1[1]
    getitem_5 = native_layer_norm_backward_1[2];  native_layer_norm_backward_1 = None
    transpose = torch.ops.aten.transpose.int(getitem_3, 1, 0)
    clone = torch.ops.aten.clone.default(transpose, memory_format = torch.contiguous_format);  transpose = None
    _unsafe_view = torch.ops.aten._unsafe_view.default(clone, [8, 8]);  clone = None
    _tensor_constant17 = self._tensor_constant17
    t_12 = torch.ops.aten.t.default(_tensor_constant17);  _tensor_constant17 = None
    mm_6 = torch.ops.aten.mm.default(_unsafe_view, t_12);  t_12 = None
    t_13 = torch.ops.aten.t.default(_unsafe_view)
    _tensor_constant18 = self._tensor_constant18
    mm_7 = torch.ops.aten.mm.default(t_13, _tensor_constant18);  t_13 = _tensor_constant18 = None
    t_14 = torch.ops.aten.t.default(mm_7);  mm_7 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(_unsafe_view, [0], True);  _unsafe_view = None
    view_10 = torch.ops.aten.view.default(sum_4, [8]);  sum_4 = None
    t_15 = torch.ops.aten.t.default(t_14);  t_14 = None
    view_11 = torch.ops.aten.view.default(mm_6, [4, 2, 2, 4]);  mm_6 = None
    permute = torch.ops.aten.permute.default(view_11, [1, 2, 0, 3]);  view_11 = None
    _tensor_constant19 = self._tensor_constant19
    detach_2 = torch.ops.aten.detach.default(_tensor_constant19);  _tensor_constant19 = None
    _tensor_constant20 = self._tensor_constant20
    _tensor_constant21 = self._tensor_constant21
    _tensor_constant22 = self._tensor_constant22
    _tensor_constant23 = self._tensor_constant23
    _tensor_constant24 = self._tensor_constant24
    _scaled_dot_product_flash_attention_for_cpu_backward = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(permute, _tensor_constant20, _tensor_constant21, _tensor_constant22, detach_2, _tensor_constant23, 0.0, False, attn_mask = _tensor_constant24);  permute = _tensor_constant20 = _tensor_constant21 = _tensor_constant22 = detach_2 = _tensor_constant23 = _tensor_constant24 = None
    getitem_6 = _scaled_dot_product_flash_attention_for_cpu_backward[0]
    getitem_7 = _scaled_dot_product_flash_attention_for_cpu_backward[1]
    getitem_8 = _scaled_dot_product_flash_attention_for_cpu_backward[2];  _scaled_dot_product_flash_attention_for_cpu_backward = None
    clone_1 = torch.ops.aten.clone.default(getitem_8, memory_format = torch.contiguous_format);  getitem_8 = None
    _unsafe_view_1 = torch.ops.aten._unsafe_view.default(clone_1, [4, 5, 4]);  clone_1 = None
    clone_2 = torch.ops.aten.clone.default(getitem_7, memory_format = torch.contiguous_format);  getitem_7 = None
    _unsafe_view_2 = torch.ops.aten._unsafe_view.default(clone_2, [4, 5, 4]);  clone_2 = None
    clone_3 = torch.ops.aten.clone.default(getitem_6, memory_format = torch.contiguous_format);  getitem_6 = None
    _unsafe_view_3 = torch.ops.aten._unsafe_view.default(clone_3, [4, 4, 4]);  clone_3 = None
    transpose_1 = torch.ops.aten.transpose.int(_unsafe_view_1, 0, 1);  _unsafe_view_1 = None
    clone_4 = torch.ops.aten.clone.default(transpose_1, memory_format = torch.contiguous_format);  transpose_1 = None
    _unsafe_view_4 = torch.ops.aten._unsafe_view.default(clone_4, [5, 2, 8]);  clone_4 = None
    transpose_2 = torch.ops.aten.transpose.int(_unsafe_view_2, 0, 1);  _unsafe_view_2 = None
    clone_5 = torch.ops.aten.clone.default(transpose_2, memory_format = torch.contiguous_format);  transpose_2 = None
    _unsafe_view_5 = torch.ops.aten._unsafe_view.default(clone_5, [5, 2, 8]);  clone_5 = None
    transpose_3 = torch.ops.aten.transpose.int(_unsafe_view_3, 0, 1);  _unsafe_view_3 = None
    clone_6 = torch.ops.aten.clone.default(transpose_3, memory_format = torch.contiguous_format);  transpose_3 = None
    _unsafe_view_6 = torch.ops.aten._unsafe_view.default(clone_6, [4, 2, 8]);  clone_6 = None
    select_backward = torch.ops.aten.select_backward.default(_unsafe_view_4, [2, 5, 2, 8], 0, 1);  _unsafe_view_4 = None
    select_backward_1 = torch.ops.aten.select_backward.default(_unsafe_view_5, [2, 5, 2, 8], 0, 0);  _unsafe_view_5 = None
    add_1 = torch.ops.aten.add.Tensor(select_backward, select_backward_1);  select_backward = select_backward_1 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(add_1, 3);  add_1 = None
    transpose_4 = torch.ops.aten.transpose.int(unsqueeze, 0, -2);  unsqueeze = None
    squeeze = torch.ops.aten.squeeze.dim(transpose_4, 0);  transpose_4 = None
    clone_7 = torch.ops.aten.clone.default(squeeze, memory_format = torch.contiguous_format);  squeeze = None
    _unsafe_view_7 = torch.ops.aten._unsafe_view.default(clone_7, [5, 2, 16]);  clone_7 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(_unsafe_view_7, [0, 1], True)
    view_12 = torch.ops.aten.view.default(sum_5, [16]);  sum_5 = None
    view_13 = torch.ops.aten.view.default(_unsafe_view_7, [10, 16]);  _unsafe_view_7 = None
    t_16 = torch.ops.aten.t.default(view_13)
    _tensor_constant25 = self._tensor_constant25
    mm_8 = torch.ops.aten.mm.default(t_16, _tensor_constant25);  t_16 = _tensor_constant25 = None
    t_17 = torch.ops.aten.t.default(mm_8);  mm_8 = None
    _tensor_constant26 = self._tensor_constant26
    t_18 = torch.ops.aten.t.default(_tensor_constant26);  _tensor_constant26 = None
    mm_9 = torch.ops.aten.mm.default(view_13, t_18);  view_13 = t_18 = None
    view_14 = torch.ops.aten.view.default(mm_9, [5, 2, 8]);  mm_9 = None
    t_19 = torch.ops.aten.t.default(t_17);  t_17 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(_unsafe_view_6, [0, 1], True)
    view_15 = torch.ops.aten.view.default(sum_6, [8]);  sum_6 = None
    view_16 = torch.ops.aten.view.default(_unsafe_view_6, [8, 8]);  _unsafe_view_6 = None
    t_20 = torch.ops.aten.t.default(view_16)
    _tensor_constant27 = self._tensor_constant27
    mm_10 = torch.ops.aten.mm.default(t_20, _tensor_constant27);  t_20 = _tensor_constant27 = None
    t_21 = torch.ops.aten.t.default(mm_10);  mm_10 = None
    _tensor_constant28 = self._tensor_constant28
    t_22 = torch.ops.aten.t.default(_tensor_constant28);  _tensor_constant28 = None
    mm_11 = torch.ops.aten.mm.default(view_16, t_22);  view_16 = t_22 = None
    view_17 = torch.ops.aten.view.default(mm_11, [4, 2, 8]);  mm_11 = None
    t_23 = torch.ops.aten.t.default(t_21);  t_21 = None
    cat = torch.ops.aten.cat.default([view_15, view_12]);  view_15 = view_12 = None
    cat_1 = torch.ops.aten.cat.default([t_23, t_19]);  t_23 = t_19 = None
    transpose_5 = torch.ops.aten.transpose.int(view_14, 1, 0);  view_14 = None
    transpose_6 = torch.ops.aten.transpose.int(view_17, 1, 0);  view_17 = None
    add_2 = torch.ops.aten.add.Tensor(getitem_3, transpose_6);  getitem_3 = transpose_6 = None
    _tensor_constant29 = self._tensor_constant29
    _tensor_constant30 = self._tensor_constant30
    _tensor_constant31 = self._tensor_constant31
    _param_constant4 = self._param_constant4
    _param_constant5 = self._param_constant5
    native_layer_norm_backward_2 = torch.ops.aten.native_layer_norm_backward.default(add_2, _tensor_constant29, [8], _tensor_constant30, _tensor_constant31, _param_constant4, _param_constant5, [True, True, True]);  add_2 = _tensor_constant29 = _tensor_constant30 = _tensor_constant31 = _param_constant4 = _param_constant5 = None
    getitem_9 = native_layer_norm_backward_2[0]
    getitem_10 = native_layer_norm_backward_2[1]
    getitem_11 = native_layer_norm_backward_2[2];  native_layer_norm_backward_2 = None
    transpose_7 = torch.ops.aten.transpose.int(getitem_9, 1, 0)
    clone_8 = torch.ops.aten.clone.default(transpose_7, memory_format = torch.contiguous_format);  transpose_7 = None
    _unsafe_view_8 = torch.ops.aten._unsafe_view.default(clone_8, [8, 8]);  clone_8 = None
    _tensor_constant32 = self._tensor_constant32
    t_24 = torch.ops.aten.t.default(_tensor_constant32);  _tensor_constant32 = None
    mm_12 = torch.ops.aten.mm.default(_unsafe_view_8, t_24);  t_24 = None
    t_25 = torch.ops.aten.t.default(_unsafe_view_8)
    _tensor_constant33 = self._tensor_constant33
    mm_13 = torch.ops.aten.mm.default(t_25, _tensor_constant33);  t_25 = _tensor_constant33 = None
    t_26 = torch.ops.aten.t.default(mm_13);  mm_13 = None
    sum_7 = torch.ops.aten.sum.dim_IntList(_unsafe_view_8, [0], True);  _unsafe_view_8 = None
    view_18 = torch.ops.aten.view.default(sum_7, [8]);  sum_7 = None
    t_27 = torch.ops.aten.t.default(t_26);  t_26 = None
    view_19 = torch.ops.aten.view.default(mm_12, [4, 2, 2, 4]);  mm_12 = None
    permute_1 = torch.ops.aten.permute.default(view_19, [1, 2, 0, 3]);  view_19 = None
    _tensor_constant34 = self._tensor_constant34
    detach_3 = torch.ops.aten.detach.default(_tensor_constant34);  _tensor_constant34 = None
    _tensor_constant35 = self._tensor_constant35
    _tensor_constant36 = self._tensor_constant36
    _tensor_constant37 = self._tensor_constant37
    _tensor_constant38 = self._tensor_constant38
    _tensor_constant39 = self._tensor_constant39
    _scaled_dot_product_flash_attention_for_cpu_backward_1 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(permute_1, _tensor_constant35, _tensor_constant36, _tensor_constant37, detach_3, _tensor_constant38, 0.0, False, attn_mask = _tensor_constant39);  permute_1 = _tensor_constant35 = _tensor_constant36 = _tensor_constant37 = detach_3 = _tensor_constant38 = _tensor_constant39 = None
    getitem_12 = _scaled_dot_product_flash_attention_for_cpu_backward_1[0]
    getitem_13 = _scaled_dot_product_flash_attention_for_cpu_backward_1[1]
    getitem_14 = _scaled_dot_product_flash_attention_for_cpu_backward_1[2];  _scaled_dot_product_flash_attention_for_cpu_backward_1 = None
    clone_9 = torch.ops.aten.clone.default(getitem_14, memory_format = torch.contiguous_format);  getitem_14 = None
    _unsafe_view_9 = torch.ops.aten._unsafe_view.default(clone_9, [4, 4, 4]);  clone_9 = None
    clone_10 = torch.ops.aten.clone.default(getitem_13, memory_format = torch.contiguous_format);  getitem_13 = None
    _unsafe_view_10 = torch.ops.aten._unsafe_view.default(clone_10, [4, 4, 4]);  clone_10 = None
    clone_11 = torch.ops.aten.clone.default(getitem_12, memory_format = torch.contiguous_format);  getitem_12 = None
    _unsafe_view_11 = torch.ops.aten._unsafe_view.default(clone_11, [4, 4, 4]);  clone_11 = None
    transpose_8 = torch.ops.aten.transpose.int(_unsafe_view_9, 0, 1);  _unsafe_view_9 = None
    clone_12 = torch.ops.aten.clone.default(transpose_8, memory_format = torch.contiguous_format);  transpose_8 = None
    _unsafe_view_12 = torch.ops.aten._unsafe_view.default(clone_12, [4, 2, 8]);  clone_12 = None
    transpose_9 = torch.ops.aten.transpose.int(_unsafe_view_10, 0, 1);  _unsafe_view_10 = None
    clone_13 = torch.ops.aten.clone.default(transpose_9, memory_format = torch.contiguous_format);  transpose_9 = None
    _unsafe_view_13 = torch.ops.aten._unsafe_view.default(clone_13, [4, 2, 8]);  clone_13 = None
    transpose_10 = torch.ops.aten.transpose.int(_unsafe_view_11, 0, 1);  _unsafe_view_11 = None
    clone_14 = torch.ops.aten.clone.default(transpose_10, memory_format = torch.contiguous_format);  transpose_10 = None
    _unsafe_view_14 = torch.ops.aten._unsafe_view.default(clone_14, [4, 2, 8]);  clone_14 = None
    select_backward_2 = torch.ops.aten.select_backward.default(_unsafe_view_12, [3, 4, 2, 8], 0, 2);  _unsafe_view_12 = None
    select_backward_3 = torch.ops.aten.select_backward.default(_unsafe_view_13, [3, 4, 2, 8], 0, 1);  _unsafe_view_13 = None
    add_3 = torch.ops.aten.add.Tensor(select_backward_2, select_backward_3);  select_backward_2 = select_backward_3 = None
    select_backward_4 = torch.ops.aten.select_backward.default(_unsafe_view_14, [3, 4, 2, 8], 0, 0);  _unsafe_view_14 = None
    add_4 = torch.ops.aten.add.Tensor(add_3, select_backward_4);  add_3 = select_backward_4 = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(add_4, 3);  add_4 = None
    transpose_11 = torch.ops.aten.transpose.int(unsqueeze_1, 0, -2);  unsqueeze_1 = None
    squeeze_1 = torch.ops.aten.squeeze.dim(transpose_11, 0);  transpose_11 = None
    clone_15 = torch.ops.aten.clone.default(squeeze_1, memory_format = torch.contiguous_format);  squeeze_1 = None
    _unsafe_view_15 = torch.ops.aten._unsafe_view.default(clone_15, [4, 2, 24]);  clone_15 = None
    sum_8 = torch.ops.aten.sum.dim_IntList(_unsafe_view_15, [0, 1], True)
    view_20 = torch.ops.aten.view.default(sum_8, [24]);  sum_8 = None
    view_21 = torch.ops.aten.view.default(_unsafe_view_15, [8, 24]);  _unsafe_view_15 = None
    t_28 = torch.ops.aten.t.default(view_21)
    _tensor_constant40 = self._tensor_constant40
    mm_14 = torch.ops.aten.mm.default(t_28, _tensor_constant40);  t_28 = _tensor_constant40 = None
    t_29 = torch.ops.aten.t.default(mm_14);  mm_14 = None
    _tensor_constant41 = self._tensor_constant41
    t_30 = torch.ops.aten.t.default(_tensor_constant41);  _tensor_constant41 = None
    mm_15 = torch.ops.aten.mm.default(view_21, t_30);  view_21 = t_30 = None
    view_22 = torch.ops.aten.view.default(mm_15, [4, 2, 8]);  mm_15 = None
    t_31 = torch.ops.aten.t.default(t_29);  t_29 = None
    transpose_12 = torch.ops.aten.transpose.int(view_22, 1, 0);  view_22 = None
    add_5 = torch.ops.aten.add.Tensor(getitem_9, transpose_12);  getitem_9 = transpose_12 = None
    sum_9 = torch.ops.aten.sum.dim_IntList(add_5, [0], True)
    view_23 = torch.ops.aten.view.default(sum_9, [4, 8]);  sum_9 = None
    _tensor_constant42 = self._tensor_constant42
    embedding_dense_backward = torch.ops.aten.embedding_dense_backward.default(add_5, _tensor_constant42, 6, -1, False);  add_5 = _tensor_constant42 = None
    _tensor_constant43 = self._tensor_constant43
    detach_4 = torch.ops.aten.detach.default(_tensor_constant43);  _tensor_constant43 = None
    tanh_backward = torch.ops.aten.tanh_backward.default(transpose_5, detach_4);  transpose_5 = detach_4 = None
    clone_16 = torch.ops.aten.clone.default(tanh_backward, memory_format = torch.contiguous_format);  tanh_backward = None
    _unsafe_view_16 = torch.ops.aten._unsafe_view.default(clone_16, [10, 8]);  clone_16 = None
    t_32 = torch.ops.aten.t.default(_unsafe_view_16)
    _tensor_constant44 = self._tensor_constant44
    mm_16 = torch.ops.aten.mm.default(t_32, _tensor_constant44);  t_32 = _tensor_constant44 = None
    t_33 = torch.ops.aten.t.default(mm_16);  mm_16 = None
    sum_10 = torch.ops.aten.sum.dim_IntList(_unsafe_view_16, [0], True);  _unsafe_view_16 = None
    view_24 = torch.ops.aten.view.default(sum_10, [8]);  sum_10 = None
    t_34 = torch.ops.aten.t.default(t_33);  t_33 = None
    return (view_23, t_34, view_24, embedding_dense_backward, t_31, view_20, t_27, view_18, cat_1, cat, t_15, view_10, t_11, view_8, t_7, view_5, getitem_10, getitem_11, getitem_4, getitem_5, getitem_1, getitem_2, t_3, view_2)
    