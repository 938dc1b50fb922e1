


def forward(self, src_1, tgt_1, labels_1):
    view = torch.ops.aten.view.default(src_1, [10, 6]);  src_1 = None
    _param_constant0 = self._param_constant0
    t = torch.ops.aten.t.default(_param_constant0);  _param_constant0 = None
    _param_constant1 = self._param_constant1
    addmm = torch.ops.aten.addmm.default(_param_constant1, view, t);  _param_constant1 = view = t = None
    view_1 = torch.ops.aten.view.default(addmm, [2, 5, 8]);  addmm = None
    tanh = torch.ops.aten.tanh.default(view_1);  view_1 = None
    detach = torch.ops.aten.detach.default(tanh);  detach = None
    _param_constant2 = self._param_constant2
    embedding = torch.ops.aten.embedding.default(_param_constant2, tgt_1);  _param_constant2 = tgt_1 = None
    _param_constant3 = self._param_constant3
    add = torch.ops.aten.add.Tensor(embedding, _param_constant3);  embedding = _param_constant3 = None
    _tensor_constant0 = self._tensor_constant0
    zeros_like = torch.ops.aten.zeros_like.default(_tensor_constant0, dtype = torch.float32, pin_memory = False);  _tensor_constant0 = None
    _tensor_constant0_1 = self._tensor_constant0
    masked_fill_ = torch.ops.aten.masked_fill_.Scalar(zeros_like, _tensor_constant0_1, -inf);  zeros_like = _tensor_constant0_1 = None
    transpose = torch.ops.aten.transpose.int(add, 1, 0)
    _param_constant4 = self._param_constant4
    t_1 = torch.ops.aten.t.default(_param_constant4);  _param_constant4 = None
    clone = torch.ops.aten.clone.default(transpose, memory_format = torch.contiguous_format);  transpose = None
    _unsafe_view = torch.ops.aten._unsafe_view.default(clone, [8, 8]);  clone = None
    mm = torch.ops.aten.mm.default(_unsafe_view, t_1);  _unsafe_view = t_1 = None
    _unsafe_view_1 = torch.ops.aten._unsafe_view.default(mm, [4, 2, 24]);  mm = None
    _param_constant5 = self._param_constant5
    add_1 = torch.ops.aten.add.Tensor(_unsafe_view_1, _param_constant5);  _unsafe_view_1 = _param_constant5 = None
    view_2 = torch.ops.aten.view.default(add_1, [4, 2, 3, 8]);  add_1 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(view_2, 0);  view_2 = None
    transpose_1 = torch.ops.aten.transpose.int(unsqueeze, 0, -2);  unsqueeze = None
    squeeze = torch.ops.aten.squeeze.dim(transpose_1, -2);  transpose_1 = None
    clone_1 = torch.ops.aten.clone.default(squeeze, memory_format = torch.contiguous_format);  squeeze = None
    select = torch.ops.aten.select.int(clone_1, 0, 0)
    select_1 = torch.ops.aten.select.int(clone_1, 0, 1)
    select_2 = torch.ops.aten.select.int(clone_1, 0, 2);  clone_1 = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(masked_fill_, 0);  masked_fill_ = None
    view_3 = torch.ops.aten.view.default(select, [4, 4, 4]);  select = None
    transpose_2 = torch.ops.aten.transpose.int(view_3, 0, 1);  view_3 = None
    view_4 = torch.ops.aten.view.default(select_1, [4, 4, 4]);  select_1 = None
    transpose_3 = torch.ops.aten.transpose.int(view_4, 0, 1);  view_4 = None
    view_5 = torch.ops.aten.view.default(select_2, [4, 4, 4]);  select_2 = None
    transpose_4 = torch.ops.aten.transpose.int(view_5, 0, 1);  view_5 = None
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(unsqueeze_1, 0);  unsqueeze_1 = None
    view_6 = torch.ops.aten.view.default(transpose_2, [2, 2, 4, 4]);  transpose_2 = None
    view_7 = torch.ops.aten.view.default(transpose_3, [2, 2, 4, 4]);  transpose_3 = None
    view_8 = torch.ops.aten.view.default(transpose_4, [2, 2, 4, 4]);  transpose_4 = None
    _scaled_dot_product_flash_attention_for_cpu = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(view_6, view_7, view_8, attn_mask = unsqueeze_2);  view_6 = view_7 = view_8 = unsqueeze_2 = None
    getitem = _scaled_dot_product_flash_attention_for_cpu[0]
    getitem_1 = _scaled_dot_product_flash_attention_for_cpu[1];  _scaled_dot_product_flash_attention_for_cpu = getitem_1 = None
    detach_1 = torch.ops.aten.detach.default(getitem);  detach_1 = None
    permute = torch.ops.aten.permute.default(getitem, [2, 0, 1, 3]);  getitem = None
    view_9 = torch.ops.aten.view.default(permute, [8, 8]);  permute = None
    _param_constant6 = self._param_constant6
    t_2 = torch.ops.aten.t.default(_param_constant6);  _param_constant6 = None
    _param_constant7 = self._param_constant7
    addmm_1 = torch.ops.aten.addmm.default(_param_constant7, view_9, t_2);  _param_constant7 = view_9 = t_2 = None
    view_10 = torch.ops.aten.view.default(addmm_1, [4, 2, 8]);  addmm_1 = None
    transpose_5 = torch.ops.aten.transpose.int(view_10, 1, 0);  view_10 = None
    add_2 = torch.ops.aten.add.Tensor(add, transpose_5);  add = transpose_5 = None
    _param_constant8 = self._param_constant8
    _param_constant9 = self._param_constant9
    native_layer_norm = torch.ops.aten.native_layer_norm.default(add_2, [8], _param_constant8, _param_constant9, 1e-05);  add_2 = _param_constant8 = _param_constant9 = None
    getitem_2 = native_layer_norm[0]
    getitem_3 = native_layer_norm[1];  getitem_3 = None
    getitem_4 = native_layer_norm[2];  native_layer_norm = getitem_4 = None
    _tensor_constant1 = self._tensor_constant1
    zeros_like_1 = torch.ops.aten.zeros_like.default(_tensor_constant1, dtype = torch.float32, pin_memory = False);  _tensor_constant1 = None
    _tensor_constant1_1 = self._tensor_constant1
    masked_fill__1 = torch.ops.aten.masked_fill_.Scalar(zeros_like_1, _tensor_constant1_1, -inf);  zeros_like_1 = _tensor_constant1_1 = None
    transpose_6 = torch.ops.aten.transpose.int(getitem_2, 1, 0)
    transpose_7 = torch.ops.aten.transpose.int(tanh, 1, 0);  tanh = None
    _param_constant10 = self._param_constant10
    split_with_sizes = torch.ops.aten.split_with_sizes.default(_param_constant10, [8, 16]);  _param_constant10 = None
    getitem_5 = split_with_sizes[0]
    getitem_6 = split_with_sizes[1];  split_with_sizes = None
    _param_constant11 = self._param_constant11
    split_with_sizes_1 = torch.ops.aten.split_with_sizes.default(_param_constant11, [8, 16]);  _param_constant11 = None
    getitem_7 = split_with_sizes_1[0]
    getitem_8 = split_with_sizes_1[1];  split_with_sizes_1 = None
    t_3 = torch.ops.aten.t.default(getitem_5);  getitem_5 = None
    clone_2 = torch.ops.aten.clone.default(transpose_6, memory_format = torch.contiguous_format);  transpose_6 = None
    _unsafe_view_2 = torch.ops.aten._unsafe_view.default(clone_2, [8, 8]);  clone_2 = None
    mm_1 = torch.ops.aten.mm.default(_unsafe_view_2, t_3);  _unsafe_view_2 = t_3 = None
    _unsafe_view_3 = torch.ops.aten._unsafe_view.default(mm_1, [4, 2, 8]);  mm_1 = None
    add_3 = torch.ops.aten.add.Tensor(_unsafe_view_3, getitem_7);  _unsafe_view_3 = getitem_7 = None
    t_4 = torch.ops.aten.t.default(getitem_6);  getitem_6 = None
    clone_3 = torch.ops.aten.clone.default(transpose_7, memory_format = torch.contiguous_format);  transpose_7 = None
    _unsafe_view_4 = torch.ops.aten._unsafe_view.default(clone_3, [10, 8]);  clone_3 = None
    mm_2 = torch.ops.aten.mm.default(_unsafe_view_4, t_4);  _unsafe_view_4 = t_4 = None
    _unsafe_view_5 = torch.ops.aten._unsafe_view.default(mm_2, [5, 2, 16]);  mm_2 = None
    add_4 = torch.ops.aten.add.Tensor(_unsafe_view_5, getitem_8);  _unsafe_view_5 = getitem_8 = None
    view_11 = torch.ops.aten.view.default(add_4, [5, 2, 2, 8]);  add_4 = None
    unsqueeze_3 = torch.ops.aten.unsqueeze.default(view_11, 0);  view_11 = None
    transpose_8 = torch.ops.aten.transpose.int(unsqueeze_3, 0, -2);  unsqueeze_3 = None
    squeeze_1 = torch.ops.aten.squeeze.dim(transpose_8, -2);  transpose_8 = None
    clone_4 = torch.ops.aten.clone.default(squeeze_1, memory_format = torch.contiguous_format);  squeeze_1 = None
    select_3 = torch.ops.aten.select.int(clone_4, 0, 0)
    select_4 = torch.ops.aten.select.int(clone_4, 0, 1);  clone_4 = None
    view_12 = torch.ops.aten.view.default(add_3, [4, 4, 4]);  add_3 = None
    transpose_9 = torch.ops.aten.transpose.int(view_12, 0, 1);  view_12 = None
    view_13 = torch.ops.aten.view.default(select_3, [5, 4, 4]);  select_3 = None
    transpose_10 = torch.ops.aten.transpose.int(view_13, 0, 1);  view_13 = None
    view_14 = torch.ops.aten.view.default(select_4, [5, 4, 4]);  select_4 = None
    transpose_11 = torch.ops.aten.transpose.int(view_14, 0, 1);  view_14 = None
    view_15 = torch.ops.aten.view.default(masked_fill__1, [2, 1, 1, 5]);  masked_fill__1 = None
    expand = torch.ops.aten.expand.default(view_15, [-1, 2, -1, -1]);  view_15 = None
    clone_5 = torch.ops.aten.clone.default(expand, memory_format = torch.contiguous_format);  expand = None
    _unsafe_view_6 = torch.ops.aten._unsafe_view.default(clone_5, [4, 1, 5]);  clone_5 = None
    view_16 = torch.ops.aten.view.default(_unsafe_view_6, [2, 2, -1, 5]);  _unsafe_view_6 = None
    view_17 = torch.ops.aten.view.default(transpose_9, [2, 2, 4, 4]);  transpose_9 = None
    view_18 = torch.ops.aten.view.default(transpose_10, [2, 2, 5, 4]);  transpose_10 = None
    view_19 = torch.ops.aten.view.default(transpose_11, [2, 2, 5, 4]);  transpose_11 = None
    _scaled_dot_product_flash_attention_for_cpu_1 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(view_17, view_18, view_19, attn_mask = view_16);  view_17 = view_18 = view_19 = view_16 = None
    getitem_9 = _scaled_dot_product_flash_attention_for_cpu_1[0]
    getitem_10 = _scaled_dot_product_flash_attention_for_cpu_1[1];  _scaled_dot_product_flash_attention_for_cpu_1 = getitem_10 = None
    detach_2 = torch.ops.aten.detach.default(getitem_9);  detach_2 = None
    permute_1 = torch.ops.aten.permute.default(getitem_9, [2, 0, 1, 3]);  getitem_9 = None
    view_20 = torch.ops.aten.view.default(permute_1, [8, 8]);  permute_1 = None
    _param_constant12 = self._param_constant12
    t_5 = torch.ops.aten.t.default(_param_constant12);  _param_constant12 = None
    _param_constant13 = self._param_constant13
    addmm_2 = torch.ops.aten.addmm.default(_param_constant13, view_20, t_5);  _param_constant13 = view_20 = t_5 = None
    view_21 = torch.ops.aten.view.default(addmm_2, [4, 2, 8]);  addmm_2 = None
    transpose_12 = torch.ops.aten.transpose.int(view_21, 1, 0);  view_21 = None
    add_5 = torch.ops.aten.add.Tensor(getitem_2, transpose_12);  getitem_2 = transpose_12 = None
    _param_constant14 = self._param_constant14
    _param_constant15 = self._param_constant15
    native_layer_norm_1 = torch.ops.aten.native_layer_norm.default(add_5, [8], _param_constant14, _param_constant15, 1e-05);  add_5 = _param_constant14 = _param_constant15 = None
    getitem_11 = native_layer_norm_1[0]
    getitem_12 = native_layer_norm_1[1];  getitem_12 = None
    getitem_13 = native_layer_norm_1[2];  native_layer_norm_1 = getitem_13 = None
    view_22 = torch.ops.aten.view.default(getitem_11, [8, 8])
    _param_constant16 = self._param_constant16
    t_6 = torch.ops.aten.t.default(_param_constant16);  _param_constant16 = None
    _param_constant17 = self._param_constant17
    addmm_3 = torch.ops.aten.addmm.default(_param_constant17, view_22, t_6);  _param_constant17 = view_22 = t_6 = None
    view_23 = torch.ops.aten.view.default(addmm_3, [2, 4, 16]);  addmm_3 = None
    relu = torch.ops.aten.relu.default(view_23);  view_23 = None
    detach_3 = torch.ops.aten.detach.default(relu);  detach_3 = None
    view_24 = torch.ops.aten.view.default(relu, [8, 16]);  relu = None
    _param_constant18 = self._param_constant18
    t_7 = torch.ops.aten.t.default(_param_constant18);  _param_constant18 = None
    _param_constant19 = self._param_constant19
    addmm_4 = torch.ops.aten.addmm.default(_param_constant19, view_24, t_7);  _param_constant19 = view_24 = t_7 = None
    view_25 = torch.ops.aten.view.default(addmm_4, [2, 4, 8]);  addmm_4 = None
    add_6 = torch.ops.aten.add.Tensor(getitem_11, view_25);  getitem_11 = view_25 = None
    _param_constant20 = self._param_constant20
    _param_constant21 = self._param_constant21
    native_layer_norm_2 = torch.ops.aten.native_layer_norm.default(add_6, [8], _param_constant20, _param_constant21, 1e-05);  add_6 = _param_constant20 = _param_constant21 = None
    getitem_14 = native_layer_norm_2[0]
    getitem_15 = native_layer_norm_2[1];  getitem_15 = None
    getitem_16 = native_layer_norm_2[2];  native_layer_norm_2 = getitem_16 = None
    view_26 = torch.ops.aten.view.default(getitem_14, [8, 8]);  getitem_14 = None
    _param_constant22 = self._param_constant22
    t_8 = torch.ops.aten.t.default(_param_constant22);  _param_constant22 = None
    _param_constant23 = self._param_constant23
    addmm_5 = torch.ops.aten.addmm.default(_param_constant23, view_26, t_8);  _param_constant23 = view_26 = t_8 = None
    view_27 = torch.ops.aten.view.default(addmm_5, [2, 4, 6]);  addmm_5 = None
    view_28 = torch.ops.aten.view.default(view_27, [-1, 6]);  view_27 = None
    view_29 = torch.ops.aten.view.default(labels_1, [-1]);  labels_1 = None
    _log_softmax = torch.ops.aten._log_softmax.default(view_28, 1, False);  view_28 = None
    detach_4 = torch.ops.aten.detach.default(_log_softmax);  detach_4 = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, view_29, None, 1, -100);  _log_softmax = view_29 = None
    getitem_17 = nll_loss_forward[0]
    getitem_18 = nll_loss_forward[1];  nll_loss_forward = getitem_18 = None
    return getitem_17
    