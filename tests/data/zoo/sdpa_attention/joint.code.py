


def forward(self, x_1, labels_1):
    _param_constant0 = self._param_constant0
    _param_constant1 = self._param_constant1
    native_layer_norm = torch.ops.aten.native_layer_norm.default(x_1, [16], _param_constant0, _param_constant1, 1e-05);  _param_constant0 = _param_constant1 = None
    getitem = native_layer_norm[0]
    getitem_1 = native_layer_norm[1]
    getitem_2 = native_layer_norm[2];  native_layer_norm = None
    view = torch.ops.aten.view.default(getitem, [12, 16]);  getitem = None
    _param_constant2 = self._param_constant2
    t = torch.ops.aten.t.default(_param_constant2);  _param_constant2 = None
    _param_constant3 = self._param_constant3
    addmm = torch.ops.aten.addmm.default(_param_constant3, view, t);  _param_constant3 = None
    view_1 = torch.ops.aten.view.default(addmm, [2, 6, 48]);  addmm = None
    split = torch.ops.aten.split.Tensor(view_1, 16, -1);  view_1 = None
    getitem_3 = split[0]
    getitem_4 = split[1]
    getitem_5 = split[2];  split = None
    view_2 = torch.ops.aten.view.default(getitem_3, [2, 6, 2, 8]);  getitem_3 = None
    transpose = torch.ops.aten.transpose.int(view_2, 1, 2);  view_2 = None
    view_3 = torch.ops.aten.view.default(getitem_4, [2, 6, 2, 8]);  getitem_4 = None
    transpose_1 = torch.ops.aten.transpose.int(view_3, 1, 2);  view_3 = None
    view_4 = torch.ops.aten.view.default(getitem_5, [2, 6, 2, 8]);  getitem_5 = None
    transpose_2 = torch.ops.aten.transpose.int(view_4, 1, 2);  view_4 = None
    _scaled_dot_product_flash_attention_for_cpu = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(transpose, transpose_1, transpose_2, 0.0, True)
    getitem_6 = _scaled_dot_product_flash_attention_for_cpu[0]
    getitem_7 = _scaled_dot_product_flash_attention_for_cpu[1];  _scaled_dot_product_flash_attention_for_cpu = None
    detach = torch.ops.aten.detach.default(getitem_6)
    transpose_3 = torch.ops.aten.transpose.int(getitem_6, 1, 2);  getitem_6 = None
    view_5 = torch.ops.aten.view.default(transpose_3, [2, 6, 16]);  transpose_3 = None
    view_6 = torch.ops.aten.view.default(view_5, [12, 16]);  view_5 = None
    _param_constant4 = self._param_constant4
    t_1 = torch.ops.aten.t.default(_param_constant4);  _param_constant4 = None
    _param_constant5 = self._param_constant5
    addmm_1 = torch.ops.aten.addmm.default(_param_constant5, view_6, t_1);  _param_constant5 = None
    view_7 = torch.ops.aten.view.default(addmm_1, [2, 6, 16]);  addmm_1 = None
    add = torch.ops.aten.add.Tensor(x_1, view_7);  view_7 = None
    _param_constant6 = self._param_constant6
    _param_constant7 = self._param_constant7
    native_layer_norm_1 = torch.ops.aten.native_layer_norm.default(add, [16], _param_constant6, _param_constant7, 1e-05);  _param_constant6 = _param_constant7 = None
    getitem_8 = native_layer_norm_1[0]
    getitem_9 = native_layer_norm_1[1]
    getitem_10 = native_layer_norm_1[2];  native_layer_norm_1 = None
    view_8 = torch.ops.aten.view.default(getitem_8, [12, 16]);  getitem_8 = None
    _param_constant8 = self._param_constant8
    t_2 = torch.ops.aten.t.default(_param_constant8);  _param_constant8 = None
    _param_constant9 = self._param_constant9
    addmm_2 = torch.ops.aten.addmm.default(_param_constant9, view_8, t_2);  _param_constant9 = None
    view_9 = torch.ops.aten.view.default(addmm_2, [2, 6, 48]);  addmm_2 = None
    split_1 = torch.ops.aten.split.Tensor(view_9, 16, -1);  view_9 = None
    getitem_11 = split_1[0]
    getitem_12 = split_1[1]
    getitem_13 = split_1[2];  split_1 = None
    view_10 = torch.ops.aten.view.default(getitem_11, [2, 6, 2, 8]);  getitem_11 = None
    transpose_4 = torch.ops.aten.transpose.int(view_10, 1, 2);  view_10 = None
    view_11 = torch.ops.aten.view.default(getitem_12, [2, 6, 2, 8]);  getitem_12 = None
    transpose_5 = torch.ops.aten.transpose.int(view_11, 1, 2);  view_11 = None
    view_12 = torch.ops.aten.view.default(getitem_13, [2, 6, 2, 8]);  getitem_13 = None
    transpose_6 = torch.ops.aten.transpose.int(view_12, 1, 2);  view_12 = None
    _scaled_dot_product_flash_attention_for_cpu_1 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(transpose_4, transpose_5, transpose_6, 0.0, True)
    getitem_14 = _scaled_dot_product_flash_attention_for_cpu_1[0]
    getitem_15 = _scaled_dot_product_flash_attention_for_cpu_1[1];  _scaled_dot_product_flash_attention_for_cpu_1 = None
    detach_1 = torch.ops.aten.detach.default(getitem_14)
    transpose_7 = torch.ops.aten.transpose.int(getitem_14, 1, 2);  getitem_14 = None
    view_13 = torch.ops.aten.view.default(transpose_7, [2, 6, 16]);  transpose_7 = None
    view_14 = torch.ops.aten.view.default(view_13, [12, 16]);  view_13 = None
    _param_constant10 = self._param_constant10
    t_3 = torch.ops.aten.t.default(_param_constant10);  _param_constant10 = None
    _param_constant11 = self._param_constant11
    addmm_3 = torch.ops.aten.addmm.default(_param_constant11, view_14, t_3);  _param_constant11 = None
    view_15 = torch.ops.aten.view.default(addmm_3, [2, 6, 16]);  addmm_3 = None
    add_1 = torch.ops.aten.add.Tensor(add, view_15);  view_15 = None
    mean = torch.ops.aten.mean.dim(add_1, [1]);  add_1 = None
    _param_constant12 = self._param_constant12
    t_4 = torch.ops.aten.t.default(_param_constant12);  _param_constant12 = None
    _param_constant13 = self._param_constant13
    addmm_4 = torch.ops.aten.addmm.default(_param_constant13, mean, t_4);  _param_constant13 = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm_4, 1, False);  addmm_4 = None
    detach_2 = torch.ops.aten.detach.default(_log_softmax)
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100)
    getitem_16 = nll_loss_forward[0]
    getitem_17 = nll_loss_forward[1];  nll_loss_forward = None
    ones_like = torch.ops.aten.ones_like.default(getitem_16, pin_memory = False, memory_format = torch.preserve_format)
    nll_loss_backward = torch.ops.aten.nll_loss_backward.default(ones_like, _log_softmax, labels_1, None, 1, -100, getitem_17);  ones_like = _log_softmax = labels_1 = getitem_17 = None
    detach_3 = torch.ops.aten.detach.default(detach_2);  detach_2 = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach_3, 1, torch.float32);  nll_loss_backward = detach_3 = None
    t_5 = torch.ops.aten.t.default(t_4);  t_4 = None
    mm = torch.ops.aten.mm.default(_log_softmax_backward_data, t_5);  t_5 = None
    t_6 = torch.ops.aten.t.default(_log_softmax_backward_data)
    mm_1 = torch.ops.aten.mm.default(t_6, mean);  t_6 = mean = None
    t_7 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(_log_softmax_backward_data, [0], True);  _log_softmax_backward_data = None
    view_16 = torch.ops.aten.view.default(sum_1, [3]);  sum_1 = None
    t_8 = torch.ops.aten.t.default(t_7);  t_7 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(mm, 1);  mm = None
    expand = torch.ops.aten.expand.default(unsqueeze, [2, 6, 16]);  unsqueeze = None
    div = torch.ops.aten.div.Scalar(expand, 6);  expand = None
    view_17 = torch.ops.aten.view.default(div, [12, 16])
    t_9 = torch.ops.aten.t.default(t_3);  t_3 = None
    mm_2 = torch.ops.aten.mm.default(view_17, t_9);  t_9 = None
    t_10 = torch.ops.aten.t.default(view_17)
    mm_3 = torch.ops.aten.mm.default(t_10, view_14);  t_10 = view_14 = None
    t_11 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(view_17, [0], True);  view_17 = None
    view_18 = torch.ops.aten.view.default(sum_2, [16]);  sum_2 = None
    t_12 = torch.ops.aten.t.default(t_11);  t_11 = None
    view_19 = torch.ops.aten.view.default(mm_2, [2, 6, 16]);  mm_2 = None
    view_20 = torch.ops.aten.view.default(view_19, [2, 6, 2, 8]);  view_19 = None
    transpose_8 = torch.ops.aten.transpose.int(view_20, 1, 2);  view_20 = None
    detach_4 = torch.ops.aten.detach.default(detach_1);  detach_1 = None
    _scaled_dot_product_flash_attention_for_cpu_backward = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(transpose_8, transpose_4, transpose_5, transpose_6, detach_4, getitem_15, 0.0, True, attn_mask = None);  transpose_8 = transpose_4 = transpose_5 = transpose_6 = detach_4 = getitem_15 = None
    getitem_18 = _scaled_dot_product_flash_attention_for_cpu_backward[0]
    getitem_19 = _scaled_dot_product_flash_attention_for_cpu_backward[1]
    getitem_20 = _scaled_dot_product_flash_attention_for_cpu_backward[2];  _scaled_dot_product_flash_attention_for_cpu_backward = None
    transpose_9 = torch.ops.aten.transpose.int(getitem_20, 1, 2);  getitem_20 = None
    view_21 = torch.ops.aten.view.default(transpose_9, [2, 6, 16]);  transpose_9 = None
    transpose_10 = torch.ops.aten.transpose.int(getitem_19, 1, 2);  getitem_19 = None
    view_22 = torch.ops.aten.view.default(transpose_10, [2, 6, 16]);  transpose_10 = None
    transpose_11 = torch.ops.aten.transpose.int(getitem_18, 1, 2);  getitem_18 = None
    view_23 = torch.ops.aten.view.default(transpose_11, [2, 6, 16]);  transpose_11 = None
    cat = torch.ops.aten.cat.default([view_23, view_22, view_21], 2);  view_23 = view_22 = view_21 = None
    view_24 = torch.ops.aten.view.default(cat, [12, 48]);  cat = None
    t_13 = torch.ops.aten.t.default(t_2);  t_2 = None
    mm_4 = torch.ops.aten.mm.default(view_24, t_13);  t_13 = None
    t_14 = torch.ops.aten.t.default(view_24)
    mm_5 = torch.ops.aten.mm.default(t_14, view_8);  t_14 = view_8 = None
    t_15 = torch.ops.aten.t.default(mm_5);  mm_5 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(view_24, [0], True);  view_24 = None
    view_25 = torch.ops.aten.view.default(sum_3, [48]);  sum_3 = None
    t_16 = torch.ops.aten.t.default(t_15);  t_15 = None
    view_26 = torch.ops.aten.view.default(mm_4, [2, 6, 16]);  mm_4 = None
    _param_constant6_1 = self._param_constant6
    _param_constant7_1 = self._param_constant7
    native_layer_norm_backward = torch.ops.aten.native_layer_norm_backward.default(view_26, add, [16], getitem_9, getitem_10, _param_constant6_1, _param_constant7_1, [True, True, True]);  view_26 = add = getitem_9 = getitem_10 = _param_constant6_1 = _param_constant7_1 = None
    getitem_21 = native_layer_norm_backward[0]
    getitem_22 = native_layer_norm_backward[1]
    getitem_23 = native_layer_norm_backward[2];  native_layer_norm_backward = None
    add_2 = torch.ops.aten.add.Tensor(div, getitem_21);  div = getitem_21 = None
    view_27 = torch.ops.aten.view.default(add_2, [12, 16]);  add_2 = None
    t_17 = torch.ops.aten.t.default(t_1);  t_1 = None
    mm_6 = torch.ops.aten.mm.default(view_27, t_17);  t_17 = None
    t_18 = torch.ops.aten.t.default(view_27)
    mm_7 = torch.ops.aten.mm.default(t_18, view_6);  t_18 = view_6 = None
    t_19 = torch.ops.aten.t.default(mm_7);  mm_7 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(view_27, [0], True);  view_27 = None
    view_28 = torch.ops.aten.view.default(sum_4, [16]);  sum_4 = None
    t_20 = torch.ops.aten.t.default(t_19);  t_19 = None
    view_29 = torch.ops.aten.view.default(mm_6, [2, 6, 16]);  mm_6 = None
    view_30 = torch.ops.aten.view.default(view_29, [2, 6, 2, 8]);  view_29 = None
    transpose_12 = torch.ops.aten.transpose.int(view_30, 1, 2);  view_30 = None
    detach_5 = torch.ops.aten.detach.default(detach);  detach = None
    _scaled_dot_product_flash_attention_for_cpu_backward_1 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(transpose_12, transpose, transpose_1, transpose_2, detach_5, getitem_7, 0.0, True, attn_mask = None);  transpose_12 = transpose = transpose_1 = transpose_2 = detach_5 = getitem_7 = None
    getitem_24 = _scaled_dot_product_flash_attention_for_cpu_backward_1[0]
    getitem_25 = _scaled_dot_product_flash_attention_for_cpu_backward_1[1]
    getitem_26 = _scaled_dot_product_flash_attention_for_cpu_backward_1[2];  _scaled_dot_product_flash_attention_for_cpu_backward_1 = None
    transpose_13 = torch.ops.aten.transpose.int(getitem_26, 1, 2);  getitem_26 = None
    view_31 = torch.ops.aten.view.default(transpose_13, [2, 6, 16]);  transpose_13 = None
    transpose_14 = torch.ops.aten.transpose.int(getitem_25, 1, 2);  getitem_25 = None
    view_32 = torch.ops.aten.view.default(transpose_14, [2, 6, 16]);  transpose_14 = None
    transpose_15 = torch.ops.aten.transpose.int(getitem_24, 1, 2);  getitem_24 = None
    view_33 = torch.ops.aten.view.default(transpose_15, [2, 6, 16]);  transpose_15 = None
    cat_1 = torch.ops.aten.cat.default([view_33, view_32, view_31], 2);  view_33 = view_32 = view_31 = None
    view_34 = torch.ops.aten.view.default(cat_1, [12, 48]);  cat_1 = None
    t_21 = torch.ops.aten.t.default(t);  t = None
    mm_8 = torch.ops.aten.mm.default(view_34, t_21);  t_21 = None
    t_22 = torch.ops.aten.t.default(view_34)
    mm_9 = torch.ops.aten.mm.default(t_22, view);  t_22 = view = None
    t_23 = torch.ops.aten.t.default(mm_9);  mm_9 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(view_34, [0], True);  view_34 = None
    view_35 = torch.ops.aten.view.default(sum_5, [48]);  sum_5 = None
    t_24 = torch.ops.aten.t.default(t_23);  t_23 = None
    view_36 = torch.ops.aten.view.default(mm_8, [2, 6, 16]);  mm_8 = None
    _param_constant0_1 = self._param_constant0
    _param_constant1_1 = self._param_constant1
    native_layer_norm_backward_1 = torch.ops.aten.native_layer_norm_backward.default(view_36, x_1, [16], getitem_1, getitem_2, _param_constant0_1, _param_constant1_1, [False, True, True]);  view_36 = x_1 = getitem_1 = getitem_2 = _param_constant0_1 = _param_constant1_1 = None
    getitem_27 = native_layer_norm_backward_1[0];  getitem_27 = None
    getitem_28 = native_layer_norm_backward_1[1]
    getitem_29 = native_layer_norm_backward_1[2];  native_layer_norm_backward_1 = None
    return (getitem_16, t_24, view_35, t_16, view_25, t_20, view_28, t_12, view_18, getitem_28, getitem_29, getitem_22, getitem_23, t_8, view_16)
    