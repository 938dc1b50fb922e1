


def forward(self, primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28):
    view = torch.ops.aten.view.default(primals_3, [10, 6]);  primals_3 = None
    t = torch.ops.aten.t.default(primals_1);  primals_1 = None
    addmm = torch.ops.aten.addmm.default(primals_2, view, t);  primals_2 = t = None
    view_1 = torch.ops.aten.view.default(addmm, [2, 5, 8]);  addmm = None
    tanh = torch.ops.aten.tanh.default(view_1);  view_1 = None
    detach = torch.ops.aten.detach.default(tanh)
    embedding = torch.ops.aten.embedding.default(primals_4, primals_5);  primals_4 = None
    add = torch.ops.aten.add.Tensor(embedding, primals_6);  embedding = primals_6 = None
    zeros_like = torch.ops.aten.zeros_like.default(primals_7, dtype = torch.float32, pin_memory = False)
    masked_fill = torch.ops.aten.masked_fill.Scalar(zeros_like, primals_7, -inf);  zeros_like = primals_7 = None
    transpose = torch.ops.aten.transpose.int(add, 1, 0)
    t_1 = torch.ops.aten.t.default(primals_10)
    clone = torch.ops.aten.clone.default(transpose, memory_format = torch.contiguous_format);  transpose = None
    _unsafe_view = torch.ops.aten._unsafe_view.default(clone, [8, 8]);  clone = None
    mm = torch.ops.aten.mm.default(_unsafe_view, t_1);  t_1 = None
    _unsafe_view_1 = torch.ops.aten._unsafe_view.default(mm, [4, 2, 24]);  mm = None
    add_1 = torch.ops.aten.add.Tensor(_unsafe_view_1, primals_9);  _unsafe_view_1 = primals_9 = None
    view_2 = torch.ops.aten.view.default(add_1, [4, 2, 3, 8]);  add_1 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(view_2, 0);  view_2 = None
    transpose_1 = torch.ops.aten.transpose.int(unsqueeze, 0, -2);  unsqueeze = None
    squeeze = torch.ops.aten.squeeze.dim(transpose_1, -2);  transpose_1 = None
    clone_1 = torch.ops.aten.clone.default(squeeze, memory_format = torch.contiguous_format);  squeeze = None
    select = torch.ops.aten.select.int(clone_1, 0, 0)
    select_1 = torch.ops.aten.select.int(clone_1, 0, 1)
    select_2 = torch.ops.aten.select.int(clone_1, 0, 2);  clone_1 = None
    view_3 = torch.ops.aten.view.default(select, [4, 4, 4]);  select = None
    transpose_2 = torch.ops.aten.transpose.int(view_3, 0, 1);  view_3 = None
    view_4 = torch.ops.aten.view.default(select_1, [4, 4, 4]);  select_1 = None
    transpose_3 = torch.ops.aten.transpose.int(view_4, 0, 1);  view_4 = None
    view_5 = torch.ops.aten.view.default(select_2, [4, 4, 4]);  select_2 = None
    transpose_4 = torch.ops.aten.transpose.int(view_5, 0, 1);  view_5 = None
    view_6 = torch.ops.aten.view.default(transpose_2, [2, 2, 4, 4]);  transpose_2 = None
    view_7 = torch.ops.aten.view.default(transpose_3, [2, 2, 4, 4]);  transpose_3 = None
    view_8 = torch.ops.aten.view.default(transpose_4, [2, 2, 4, 4]);  transpose_4 = None
    unsqueeze_4 = torch.ops.aten.unsqueeze.default(masked_fill, 0);  masked_fill = None
    unsqueeze_5 = torch.ops.aten.unsqueeze.default(unsqueeze_4, 0);  unsqueeze_4 = None
    _scaled_dot_product_flash_attention_for_cpu = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(view_6, view_7, view_8, attn_mask = unsqueeze_5)
    getitem = _scaled_dot_product_flash_attention_for_cpu[0]
    getitem_1 = _scaled_dot_product_flash_attention_for_cpu[1];  _scaled_dot_product_flash_attention_for_cpu = None
    permute = torch.ops.aten.permute.default(getitem, [2, 0, 1, 3])
    view_9 = torch.ops.aten.view.default(permute, [8, 8]);  permute = None
    t_2 = torch.ops.aten.t.default(primals_11)
    addmm_1 = torch.ops.aten.addmm.default(primals_12, view_9, t_2);  primals_12 = view_9 = t_2 = None
    view_10 = torch.ops.aten.view.default(addmm_1, [4, 2, 8]);  addmm_1 = None
    transpose_5 = torch.ops.aten.transpose.int(view_10, 1, 0);  view_10 = None
    clone_2 = torch.ops.aten.clone.default(transpose_5);  transpose_5 = None
    add_2 = torch.ops.aten.add.Tensor(add, clone_2);  add = clone_2 = None
    native_layer_norm = torch.ops.aten.native_layer_norm.default(add_2, [8], primals_13, primals_14, 1e-05)
    getitem_2 = native_layer_norm[0]
    getitem_3 = native_layer_norm[1]
    getitem_4 = native_layer_norm[2];  native_layer_norm = None
    zeros_like_1 = torch.ops.aten.zeros_like.default(primals_8, dtype = torch.float32, pin_memory = False)
    masked_fill_1 = torch.ops.aten.masked_fill.Scalar(zeros_like_1, primals_8, -inf);  zeros_like_1 = primals_8 = None
    transpose_6 = torch.ops.aten.transpose.int(getitem_2, 1, 0)
    transpose_7 = torch.ops.aten.transpose.int(tanh, 1, 0);  tanh = None
    split_with_sizes = torch.ops.aten.split_with_sizes.default(primals_15, [8, 16]);  primals_15 = None
    getitem_5 = split_with_sizes[0]
    getitem_6 = split_with_sizes[1];  split_with_sizes = None
    split_with_sizes_1 = torch.ops.aten.split_with_sizes.default(primals_16, [8, 16]);  primals_16 = None
    getitem_7 = split_with_sizes_1[0]
    getitem_8 = split_with_sizes_1[1];  split_with_sizes_1 = None
    t_3 = torch.ops.aten.t.default(getitem_5);  getitem_5 = None
    clone_3 = torch.ops.aten.clone.default(transpose_6, memory_format = torch.contiguous_format);  transpose_6 = None
    _unsafe_view_2 = torch.ops.aten._unsafe_view.default(clone_3, [8, 8]);  clone_3 = None
    mm_1 = torch.ops.aten.mm.default(_unsafe_view_2, t_3)
    _unsafe_view_3 = torch.ops.aten._unsafe_view.default(mm_1, [4, 2, 8]);  mm_1 = None
    add_3 = torch.ops.aten.add.Tensor(_unsafe_view_3, getitem_7);  _unsafe_view_3 = getitem_7 = None
    t_4 = torch.ops.aten.t.default(getitem_6);  getitem_6 = None
    clone_4 = torch.ops.aten.clone.default(transpose_7, memory_format = torch.contiguous_format);  transpose_7 = None
    _unsafe_view_4 = torch.ops.aten._unsafe_view.default(clone_4, [10, 8]);  clone_4 = None
    mm_2 = torch.ops.aten.mm.default(_unsafe_view_4, t_4)
    _unsafe_view_5 = torch.ops.aten._unsafe_view.default(mm_2, [5, 2, 16]);  mm_2 = None
    add_4 = torch.ops.aten.add.Tensor(_unsafe_view_5, getitem_8);  _unsafe_view_5 = getitem_8 = None
    view_11 = torch.ops.aten.view.default(add_4, [5, 2, 2, 8]);  add_4 = None
    unsqueeze_6 = torch.ops.aten.unsqueeze.default(view_11, 0);  view_11 = None
    transpose_8 = torch.ops.aten.transpose.int(unsqueeze_6, 0, -2);  unsqueeze_6 = None
    squeeze_1 = torch.ops.aten.squeeze.dim(transpose_8, -2);  transpose_8 = None
    clone_5 = torch.ops.aten.clone.default(squeeze_1, memory_format = torch.contiguous_format);  squeeze_1 = None
    select_3 = torch.ops.aten.select.int(clone_5, 0, 0)
    select_4 = torch.ops.aten.select.int(clone_5, 0, 1);  clone_5 = None
    view_12 = torch.ops.aten.view.default(add_3, [4, 4, 4]);  add_3 = None
    transpose_9 = torch.ops.aten.transpose.int(view_12, 0, 1);  view_12 = None
    view_13 = torch.ops.aten.view.default(select_3, [5, 4, 4]);  select_3 = None
    transpose_10 = torch.ops.aten.transpose.int(view_13, 0, 1);  view_13 = None
    view_14 = torch.ops.aten.view.default(select_4, [5, 4, 4]);  select_4 = None
    transpose_11 = torch.ops.aten.transpose.int(view_14, 0, 1);  view_14 = None
    view_17 = torch.ops.aten.view.default(masked_fill_1, [2, 1, 1, 5]);  masked_fill_1 = None
    expand_1 = torch.ops.aten.expand.default(view_17, [-1, 2, -1, -1]);  view_17 = None
    clone_6 = torch.ops.aten.clone.default(expand_1, memory_format = torch.contiguous_format);  expand_1 = None
    _unsafe_view_6 = torch.ops.aten._unsafe_view.default(clone_6, [4, 1, 5]);  clone_6 = None
    view_18 = torch.ops.aten.view.default(_unsafe_view_6, [2, 2, -1, 5]);  _unsafe_view_6 = None
    view_19 = torch.ops.aten.view.default(transpose_9, [2, 2, 4, 4]);  transpose_9 = None
    view_20 = torch.ops.aten.view.default(transpose_10, [2, 2, 5, 4]);  transpose_10 = None
    view_21 = torch.ops.aten.view.default(transpose_11, [2, 2, 5, 4]);  transpose_11 = None
    _scaled_dot_product_flash_attention_for_cpu_1 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(view_19, view_20, view_21, attn_mask = view_18)
    getitem_9 = _scaled_dot_product_flash_attention_for_cpu_1[0]
    getitem_10 = _scaled_dot_product_flash_attention_for_cpu_1[1];  _scaled_dot_product_flash_attention_for_cpu_1 = None
    permute_1 = torch.ops.aten.permute.default(getitem_9, [2, 0, 1, 3])
    view_22 = torch.ops.aten.view.default(permute_1, [8, 8]);  permute_1 = None
    t_5 = torch.ops.aten.t.default(primals_17)
    addmm_2 = torch.ops.aten.addmm.default(primals_18, view_22, t_5);  primals_18 = view_22 = t_5 = None
    view_23 = torch.ops.aten.view.default(addmm_2, [4, 2, 8]);  addmm_2 = None
    transpose_12 = torch.ops.aten.transpose.int(view_23, 1, 0);  view_23 = None
    clone_7 = torch.ops.aten.clone.default(transpose_12);  transpose_12 = None
    add_5 = torch.ops.aten.add.Tensor(getitem_2, clone_7);  getitem_2 = clone_7 = None
    native_layer_norm_1 = torch.ops.aten.native_layer_norm.default(add_5, [8], primals_19, primals_20, 1e-05)
    getitem_11 = native_layer_norm_1[0]
    getitem_12 = native_layer_norm_1[1]
    getitem_13 = native_layer_norm_1[2];  native_layer_norm_1 = None
    view_24 = torch.ops.aten.view.default(getitem_11, [8, 8])
    t_6 = torch.ops.aten.t.default(primals_21)
    addmm_3 = torch.ops.aten.addmm.default(primals_22, view_24, t_6);  primals_22 = t_6 = None
    view_25 = torch.ops.aten.view.default(addmm_3, [2, 4, 16]);  addmm_3 = None
    relu = torch.ops.aten.relu.default(view_25);  view_25 = None
    detach_3 = torch.ops.aten.detach.default(relu)
    clone_8 = torch.ops.aten.clone.default(relu);  relu = None
    view_26 = torch.ops.aten.view.default(clone_8, [8, 16]);  clone_8 = None
    t_7 = torch.ops.aten.t.default(primals_23)
    addmm_4 = torch.ops.aten.addmm.default(primals_24, view_26, t_7);  primals_24 = t_7 = None
    view_27 = torch.ops.aten.view.default(addmm_4, [2, 4, 8]);  addmm_4 = None
    clone_9 = torch.ops.aten.clone.default(view_27);  view_27 = None
    add_6 = torch.ops.aten.add.Tensor(getitem_11, clone_9);  getitem_11 = clone_9 = None
    native_layer_norm_2 = torch.ops.aten.native_layer_norm.default(add_6, [8], primals_25, primals_26, 1e-05)
    getitem_14 = native_layer_norm_2[0]
    getitem_15 = native_layer_norm_2[1]
    getitem_16 = native_layer_norm_2[2];  native_layer_norm_2 = None
    view_28 = torch.ops.aten.view.default(getitem_14, [8, 8]);  getitem_14 = None
    t_8 = torch.ops.aten.t.default(primals_27)
    addmm_5 = torch.ops.aten.addmm.default(primals_28, view_28, t_8);  primals_28 = t_8 = None
    view_29 = torch.ops.aten.view.default(addmm_5, [2, 4, 6]);  addmm_5 = None
    detach_4 = torch.ops.aten.detach.default(detach_3);  detach_3 = None
    t_27 = torch.ops.aten.t.default(t_4);  t_4 = None
    t_31 = torch.ops.aten.t.default(t_3);  t_3 = None
    detach_7 = torch.ops.aten.detach.default(detach);  detach = None
    return (view_29, primals_5, primals_10, primals_11, primals_13, primals_14, primals_17, primals_19, primals_20, primals_21, primals_23, primals_25, primals_26, primals_27, view, _unsafe_view, view_6, view_7, view_8, unsqueeze_5, getitem, getitem_1, add_2, getitem_3, getitem_4, _unsafe_view_2, _unsafe_view_4, view_18, view_19, view_20, view_21, getitem_9, getitem_10, add_5, getitem_12, getitem_13, view_24, view_26, add_6, getitem_15, getitem_16, view_28, detach_4, t_27, t_31, detach_7)
    