


def forward(self, target_feat_1, residue_index_1, msa_feat_1, msa_mask_1, seq_mask_1, pseudo_beta_1, pseudo_beta_mask_1, true_msa_1, bert_mask_1):
    unsqueeze = torch.ops.aten.unsqueeze.default(seq_mask_1, 2)
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(seq_mask_1, 1);  seq_mask_1 = None
    mul = torch.ops.aten.mul.Tensor(unsqueeze, unsqueeze_1);  unsqueeze = unsqueeze_1 = None
    view = torch.ops.aten.view.default(target_feat_1, [12, 22])
    _param_constant0 = self._param_constant0
    t = torch.ops.aten.t.default(_param_constant0);  _param_constant0 = None
    _param_constant1 = self._param_constant1
    addmm = torch.ops.aten.addmm.default(_param_constant1, view, t);  _param_constant1 = view = t = None
    view_1 = torch.ops.aten.view.default(addmm, [2, 6, 8]);  addmm = None
    view_2 = torch.ops.aten.view.default(target_feat_1, [12, 22])
    _param_constant2 = self._param_constant2
    t_1 = torch.ops.aten.t.default(_param_constant2);  _param_constant2 = None
    _param_constant3 = self._param_constant3
    addmm_1 = torch.ops.aten.addmm.default(_param_constant3, view_2, t_1);  _param_constant3 = view_2 = t_1 = None
    view_3 = torch.ops.aten.view.default(addmm_1, [2, 6, 8]);  addmm_1 = None
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(view_1, 2);  view_1 = None
    unsqueeze_3 = torch.ops.aten.unsqueeze.default(view_3, 1);  view_3 = None
    add = torch.ops.aten.add.Tensor(unsqueeze_2, unsqueeze_3);  unsqueeze_2 = unsqueeze_3 = None
    unsqueeze_4 = torch.ops.aten.unsqueeze.default(residue_index_1, 2)
    unsqueeze_5 = torch.ops.aten.unsqueeze.default(residue_index_1, 1);  residue_index_1 = None
    sub = torch.ops.aten.sub.Tensor(unsqueeze_4, unsqueeze_5);  unsqueeze_4 = unsqueeze_5 = None
    arange = torch.ops.aten.arange.start(-4, 5, device = device(type='cpu'), pin_memory = False)
    view_4 = torch.ops.aten.view.default(arange, [1, 1, 1, 9]);  arange = None
    unsqueeze_6 = torch.ops.aten.unsqueeze.default(sub, 3);  sub = None
    sub_1 = torch.ops.aten.sub.Tensor(unsqueeze_6, view_4);  unsqueeze_6 = view_4 = None
    abs_1 = torch.ops.aten.abs.default(sub_1);  sub_1 = None
    argmin = torch.ops.aten.argmin.default(abs_1, -1);  abs_1 = None
    zeros = torch.ops.aten.zeros.default([2, 6, 6, 9], dtype = torch.int64, device = device(type='cpu'), pin_memory = False)
    unsqueeze_7 = torch.ops.aten.unsqueeze.default(argmin, -1);  argmin = None
    scatter_ = torch.ops.aten.scatter_.value(zeros, -1, unsqueeze_7, 1);  zeros = unsqueeze_7 = None
    _to_copy = torch.ops.aten._to_copy.default(scatter_, dtype = torch.float32);  scatter_ = None
    view_5 = torch.ops.aten.view.default(_to_copy, [72, 9]);  _to_copy = None
    _param_constant4 = self._param_constant4
    t_2 = torch.ops.aten.t.default(_param_constant4);  _param_constant4 = None
    _param_constant5 = self._param_constant5
    addmm_2 = torch.ops.aten.addmm.default(_param_constant5, view_5, t_2);  _param_constant5 = view_5 = t_2 = None
    view_6 = torch.ops.aten.view.default(addmm_2, [2, 6, 6, 8]);  addmm_2 = None
    add_1 = torch.ops.aten.add.Tensor(add, view_6);  add = view_6 = None
    view_7 = torch.ops.aten.view.default(target_feat_1, [12, 22]);  target_feat_1 = None
    _param_constant6 = self._param_constant6
    t_3 = torch.ops.aten.t.default(_param_constant6);  _param_constant6 = None
    _param_constant7 = self._param_constant7
    addmm_3 = torch.ops.aten.addmm.default(_param_constant7, view_7, t_3);  _param_constant7 = view_7 = t_3 = None
    view_8 = torch.ops.aten.view.default(addmm_3, [2, 6, 16]);  addmm_3 = None
    unsqueeze_8 = torch.ops.aten.unsqueeze.default(view_8, -3);  view_8 = None
    expand = torch.ops.aten.expand.default(unsqueeze_8, [-1, 3, -1, -1]);  unsqueeze_8 = None
    view_9 = torch.ops.aten.view.default(msa_feat_1, [36, 49]);  msa_feat_1 = None
    _param_constant8 = self._param_constant8
    t_4 = torch.ops.aten.t.default(_param_constant8);  _param_constant8 = None
    _param_constant9 = self._param_constant9
    addmm_4 = torch.ops.aten.addmm.default(_param_constant9, view_9, t_4);  _param_constant9 = view_9 = t_4 = None
    view_10 = torch.ops.aten.view.default(addmm_4, [2, 3, 6, 16]);  addmm_4 = None
    add_2 = torch.ops.aten.add.Tensor(view_10, expand);  view_10 = expand = None
    _param_constant10 = self._param_constant10
    _param_constant11 = self._param_constant11
    native_layer_norm = torch.ops.aten.native_layer_norm.default(add_2, [16], _param_constant10, _param_constant11, 1e-05);  _param_constant10 = _param_constant11 = None
    getitem = native_layer_norm[0]
    getitem_1 = native_layer_norm[1];  getitem_1 = None
    getitem_2 = native_layer_norm[2];  native_layer_norm = getitem_2 = None
    sub_2 = torch.ops.aten.sub.Tensor(msa_mask_1, 1)
    mul_1 = torch.ops.aten.mul.Tensor(sub_2, 1000000000.0);  sub_2 = None
    unsqueeze_9 = torch.ops.aten.unsqueeze.default(mul_1, 2);  mul_1 = None
    unsqueeze_10 = torch.ops.aten.unsqueeze.default(unsqueeze_9, 3);  unsqueeze_9 = None
    expand_1 = torch.ops.aten.expand.default(unsqueeze_10, [-1, -1, 2, 6, -1]);  unsqueeze_10 = None
    _param_constant12 = self._param_constant12
    _param_constant13 = self._param_constant13
    native_layer_norm_1 = torch.ops.aten.native_layer_norm.default(add_1, [8], _param_constant12, _param_constant13, 1e-05);  _param_constant12 = _param_constant13 = None
    getitem_3 = native_layer_norm_1[0]
    getitem_4 = native_layer_norm_1[1];  getitem_4 = None
    getitem_5 = native_layer_norm_1[2];  native_layer_norm_1 = getitem_5 = None
    _param_constant14 = self._param_constant14
    t_5 = torch.ops.aten.t.default(_param_constant14);  _param_constant14 = None
    view_11 = torch.ops.aten.view.default(getitem_3, [72, 8]);  getitem_3 = None
    mm = torch.ops.aten.mm.default(view_11, t_5);  view_11 = t_5 = None
    _unsafe_view = torch.ops.aten._unsafe_view.default(mm, [2, 6, 6, 2]);  mm = None
    permute = torch.ops.aten.permute.default(_unsafe_view, [0, -1, -3, -2]);  _unsafe_view = None
    unsqueeze_11 = torch.ops.aten.unsqueeze.default(permute, -4);  permute = None
    _param_constant15 = self._param_constant15
    t_6 = torch.ops.aten.t.default(_param_constant15);  _param_constant15 = None
    view_12 = torch.ops.aten.view.default(getitem, [36, 16])
    mm_1 = torch.ops.aten.mm.default(view_12, t_6);  view_12 = t_6 = None
    _unsafe_view_1 = torch.ops.aten._unsafe_view.default(mm_1, [2, 3, 6, 8]);  mm_1 = None
    _param_constant16 = self._param_constant16
    t_7 = torch.ops.aten.t.default(_param_constant16);  _param_constant16 = None
    view_13 = torch.ops.aten.view.default(getitem, [36, 16])
    mm_2 = torch.ops.aten.mm.default(view_13, t_7);  view_13 = t_7 = None
    _unsafe_view_2 = torch.ops.aten._unsafe_view.default(mm_2, [2, 3, 6, 8]);  mm_2 = None
    _param_constant17 = self._param_constant17
    t_8 = torch.ops.aten.t.default(_param_constant17);  _param_constant17 = None
    view_14 = torch.ops.aten.view.default(getitem, [36, 16])
    mm_3 = torch.ops.aten.mm.default(view_14, t_8);  view_14 = t_8 = None
    _unsafe_view_3 = torch.ops.aten._unsafe_view.default(mm_3, [2, 3, 6, 8]);  mm_3 = None
    view_15 = torch.ops.aten.view.default(_unsafe_view_1, [2, 3, 6, 2, -1]);  _unsafe_view_1 = None
    view_16 = torch.ops.aten.view.default(_unsafe_view_2, [2, 3, 6, 2, -1]);  _unsafe_view_2 = None
    view_17 = torch.ops.aten.view.default(_unsafe_view_3, [2, 3, 6, 2, -1]);  _unsafe_view_3 = None
    permute_1 = torch.ops.aten.permute.default(view_15, [0, -4, -2, -3, -1]);  view_15 = None
    permute_2 = torch.ops.aten.permute.default(view_16, [0, -4, -2, -1, -3]);  view_16 = None
    expand_2 = torch.ops.aten.expand.default(permute_1, [2, 3, 2, 6, 4]);  permute_1 = None
    clone = torch.ops.aten.clone.default(expand_2, memory_format = torch.contiguous_format);  expand_2 = None
    _unsafe_view_4 = torch.ops.aten._unsafe_view.default(clone, [12, 6, 4]);  clone = None
    expand_3 = torch.ops.aten.expand.default(permute_2, [2, 3, 2, 4, 6]);  permute_2 = None
    clone_1 = torch.ops.aten.clone.default(expand_3, memory_format = torch.contiguous_format);  expand_3 = None
    _unsafe_view_5 = torch.ops.aten._unsafe_view.default(clone_1, [12, 4, 6]);  clone_1 = None
    bmm = torch.ops.aten.bmm.default(_unsafe_view_4, _unsafe_view_5);  _unsafe_view_4 = _unsafe_view_5 = None
    _unsafe_view_6 = torch.ops.aten._unsafe_view.default(bmm, [2, 3, 2, 6, 6]);  bmm = None
    mul_2 = torch.ops.aten.mul.Tensor(_unsafe_view_6, 0.5);  _unsafe_view_6 = None
    add_3 = torch.ops.aten.add.Tensor(mul_2, expand_1);  mul_2 = expand_1 = None
    add_4 = torch.ops.aten.add.Tensor(add_3, unsqueeze_11);  add_3 = unsqueeze_11 = None
    _softmax = torch.ops.aten._softmax.default(add_4, -1, False);  add_4 = None
    permute_3 = torch.ops.aten.permute.default(view_17, [0, -4, -2, -3, -1]);  view_17 = None
    expand_4 = torch.ops.aten.expand.default(_softmax, [2, 3, 2, 6, 6]);  _softmax = None
    view_18 = torch.ops.aten.view.default(expand_4, [12, 6, 6]);  expand_4 = None
    expand_5 = torch.ops.aten.expand.default(permute_3, [2, 3, 2, 6, 4]);  permute_3 = None
    clone_2 = torch.ops.aten.clone.default(expand_5, memory_format = torch.contiguous_format);  expand_5 = None
    _unsafe_view_7 = torch.ops.aten._unsafe_view.default(clone_2, [12, 6, 4]);  clone_2 = None
    bmm_1 = torch.ops.aten.bmm.default(view_18, _unsafe_view_7);  view_18 = _unsafe_view_7 = None
    _unsafe_view_8 = torch.ops.aten._unsafe_view.default(bmm_1, [2, 3, 2, 6, 4]);  bmm_1 = None
    transpose = torch.ops.aten.transpose.int(_unsafe_view_8, -2, -3);  _unsafe_view_8 = None
    view_19 = torch.ops.aten.view.default(getitem, [36, 16]);  getitem = None
    _param_constant18 = self._param_constant18
    t_9 = torch.ops.aten.t.default(_param_constant18);  _param_constant18 = None
    _param_constant19 = self._param_constant19
    addmm_5 = torch.ops.aten.addmm.default(_param_constant19, view_19, t_9);  _param_constant19 = view_19 = t_9 = None
    view_20 = torch.ops.aten.view.default(addmm_5, [2, 3, 6, 8]);  addmm_5 = None
    sigmoid = torch.ops.aten.sigmoid.default(view_20);  view_20 = None
    view_21 = torch.ops.aten.view.default(sigmoid, [2, 3, 6, 2, -1]);  sigmoid = None
    mul_3 = torch.ops.aten.mul.Tensor(transpose, view_21);  transpose = view_21 = None
    clone_3 = torch.ops.aten.clone.default(mul_3, memory_format = torch.contiguous_format);  mul_3 = None
    _unsafe_view_9 = torch.ops.aten._unsafe_view.default(clone_3, [2, 3, 6, 8]);  clone_3 = None
    view_22 = torch.ops.aten.view.default(_unsafe_view_9, [36, 8]);  _unsafe_view_9 = None
    _param_constant20 = self._param_constant20
    t_10 = torch.ops.aten.t.default(_param_constant20);  _param_constant20 = None
    _param_constant21 = self._param_constant21
    addmm_6 = torch.ops.aten.addmm.default(_param_constant21, view_22, t_10);  _param_constant21 = view_22 = t_10 = None
    view_23 = torch.ops.aten.view.default(addmm_6, [2, 3, 6, 16]);  addmm_6 = None
    add_5 = torch.ops.aten.add.Tensor(add_2, view_23);  add_2 = view_23 = None
    transpose_1 = torch.ops.aten.transpose.int(add_5, -2, -3)
    transpose_2 = torch.ops.aten.transpose.int(msa_mask_1, -1, -2)
    _param_constant22 = self._param_constant22
    _param_constant23 = self._param_constant23
    native_layer_norm_2 = torch.ops.aten.native_layer_norm.default(transpose_1, [16], _param_constant22, _param_constant23, 1e-05);  transpose_1 = _param_constant22 = _param_constant23 = None
    getitem_6 = native_layer_norm_2[0]
    getitem_7 = native_layer_norm_2[1];  getitem_7 = None
    getitem_8 = native_layer_norm_2[2];  native_layer_norm_2 = getitem_8 = None
    sub_3 = torch.ops.aten.sub.Tensor(transpose_2, 1)
    mul_4 = torch.ops.aten.mul.Tensor(sub_3, 1000000000.0);  sub_3 = None
    unsqueeze_12 = torch.ops.aten.unsqueeze.default(mul_4, 2);  mul_4 = None
    unsqueeze_13 = torch.ops.aten.unsqueeze.default(unsqueeze_12, 3);  unsqueeze_12 = None
    expand_6 = torch.ops.aten.expand.default(unsqueeze_13, [-1, -1, 2, 3, -1]);  unsqueeze_13 = None
    _param_constant24 = self._param_constant24
    t_11 = torch.ops.aten.t.default(_param_constant24);  _param_constant24 = None
    view_24 = torch.ops.aten.view.default(getitem_6, [36, 16])
    mm_4 = torch.ops.aten.mm.default(view_24, t_11);  view_24 = t_11 = None
    _unsafe_view_10 = torch.ops.aten._unsafe_view.default(mm_4, [2, 6, 3, 8]);  mm_4 = None
    _param_constant25 = self._param_constant25
    t_12 = torch.ops.aten.t.default(_param_constant25);  _param_constant25 = None
    view_25 = torch.ops.aten.view.default(getitem_6, [36, 16])
    mm_5 = torch.ops.aten.mm.default(view_25, t_12);  view_25 = t_12 = None
    _unsafe_view_11 = torch.ops.aten._unsafe_view.default(mm_5, [2, 6, 3, 8]);  mm_5 = None
    _param_constant26 = self._param_constant26
    t_13 = torch.ops.aten.t.default(_param_constant26);  _param_constant26 = None
    view_26 = torch.ops.aten.view.default(getitem_6, [36, 16])
    mm_6 = torch.ops.aten.mm.default(view_26, t_13);  view_26 = t_13 = None
    _unsafe_view_12 = torch.ops.aten._unsafe_view.default(mm_6, [2, 6, 3, 8]);  mm_6 = None
    view_27 = torch.ops.aten.view.default(_unsafe_view_10, [2, 6, 3, 2, -1]);  _unsafe_view_10 = None
    view_28 = torch.ops.aten.view.default(_unsafe_view_11, [2, 6, 3, 2, -1]);  _unsafe_view_11 = None
    view_29 = torch.ops.aten.view.default(_unsafe_view_12, [2, 6, 3, 2, -1]);  _unsafe_view_12 = None
    permute_4 = torch.ops.aten.permute.default(view_27, [0, -4, -2, -3, -1]);  view_27 = None
    permute_5 = torch.ops.aten.permute.default(view_28, [0, -4, -2, -1, -3]);  view_28 = None
    expand_7 = torch.ops.aten.expand.default(permute_4, [2, 6, 2, 3, 4]);  permute_4 = None
    clone_4 = torch.ops.aten.clone.default(expand_7, memory_format = torch.contiguous_format);  expand_7 = None
    _unsafe_view_13 = torch.ops.aten._unsafe_view.default(clone_4, [24, 3, 4]);  clone_4 = None
    expand_8 = torch.ops.aten.expand.default(permute_5, [2, 6, 2, 4, 3]);  permute_5 = None
    clone_5 = torch.ops.aten.clone.default(expand_8, memory_format = torch.contiguous_format);  expand_8 = None
    _unsafe_view_14 = torch.ops.aten._unsafe_view.default(clone_5, [24, 4, 3]);  clone_5 = None
    bmm_2 = torch.ops.aten.bmm.default(_unsafe_view_13, _unsafe_view_14);  _unsafe_view_13 = _unsafe_view_14 = None
    _unsafe_view_15 = torch.ops.aten._unsafe_view.default(bmm_2, [2, 6, 2, 3, 3]);  bmm_2 = None
    mul_5 = torch.ops.aten.mul.Tensor(_unsafe_view_15, 0.5);  _unsafe_view_15 = None
    add_6 = torch.ops.aten.add.Tensor(mul_5, expand_6);  mul_5 = expand_6 = None
    _softmax_1 = torch.ops.aten._softmax.default(add_6, -1, False);  add_6 = None
    permute_6 = torch.ops.aten.permute.default(view_29, [0, -4, -2, -3, -1]);  view_29 = None
    expand_9 = torch.ops.aten.expand.default(_softmax_1, [2, 6, 2, 3, 3]);  _softmax_1 = None
    view_30 = torch.ops.aten.view.default(expand_9, [24, 3, 3]);  expand_9 = None
    expand_10 = torch.ops.aten.expand.default(permute_6, [2, 6, 2, 3, 4]);  permute_6 = None
    clone_6 = torch.ops.aten.clone.default(expand_10, memory_format = torch.contiguous_format);  expand_10 = None
    _unsafe_view_16 = torch.ops.aten._unsafe_view.default(clone_6, [24, 3, 4]);  clone_6 = None
    bmm_3 = torch.ops.aten.bmm.default(view_30, _unsafe_view_16);  view_30 = _unsafe_view_16 = None
    _unsafe_view_17 = torch.ops.aten._unsafe_view.default(bmm_3, [2, 6, 2, 3, 4]);  bmm_3 = None
    transpose_3 = torch.ops.aten.transpose.int(_unsafe_view_17, -2, -3);  _unsafe_view_17 = None
    view_31 = torch.ops.aten.view.default(getitem_6, [36, 16]);  getitem_6 = None
    _param_constant27 = self._param_constant27
    t_14 = torch.ops.aten.t.default(_param_constant27);  _param_constant27 = None
    _param_constant28 = self._param_constant28
    addmm_7 = torch.ops.aten.addmm.default(_param_constant28, view_31, t_14);  _param_constant28 = view_31 = t_14 = None
    view_32 = torch.ops.aten.view.default(addmm_7, [2, 6, 3, 8]);  addmm_7 = None
    sigmoid_1 = torch.ops.aten.sigmoid.default(view_32);  view_32 = None
    view_33 = torch.ops.aten.view.default(sigmoid_1, [2, 6, 3, 2, -1]);  sigmoid_1 = None
    mul_6 = torch.ops.aten.mul.Tensor(transpose_3, view_33);  transpose_3 = view_33 = None
    clone_7 = torch.ops.aten.clone.default(mul_6, memory_format = torch.contiguous_format);  mul_6 = None
    _unsafe_view_18 = torch.ops.aten._unsafe_view.default(clone_7, [2, 6, 3, 8]);  clone_7 = None
    view_34 = torch.ops.aten.view.default(_unsafe_view_18, [36, 8]);  _unsafe_view_18 = None
    _param_constant29 = self._param_constant29
    t_15 = torch.ops.aten.t.default(_param_constant29);  _param_constant29 = None
    _param_constant30 = self._param_constant30
    addmm_8 = torch.ops.aten.addmm.default(_param_constant30, view_34, t_15);  _param_constant30 = view_34 = t_15 = None
    view_35 = torch.ops.aten.view.default(addmm_8, [2, 6, 3, 16]);  addmm_8 = None
    transpose_4 = torch.ops.aten.transpose.int(view_35, -2, -3);  view_35 = None
    transpose_5 = torch.ops.aten.transpose.int(transpose_2, -1, -2);  transpose_2 = transpose_5 = None
    add_7 = torch.ops.aten.add.Tensor(add_5, transpose_4);  add_5 = transpose_4 = None
    unsqueeze_14 = torch.ops.aten.unsqueeze.default(msa_mask_1, -1)
    _param_constant31 = self._param_constant31
    _param_constant32 = self._param_constant32
    native_layer_norm_3 = torch.ops.aten.native_layer_norm.default(add_7, [16], _param_constant31, _param_constant32, 1e-05);  _param_constant31 = _param_constant32 = None
    getitem_9 = native_layer_norm_3[0]
    getitem_10 = native_layer_norm_3[1];  getitem_10 = None
    getitem_11 = native_layer_norm_3[2];  native_layer_norm_3 = getitem_11 = None
    view_36 = torch.ops.aten.view.default(getitem_9, [36, 16]);  getitem_9 = None
    _param_constant33 = self._param_constant33
    t_16 = torch.ops.aten.t.default(_param_constant33);  _param_constant33 = None
    _param_constant34 = self._param_constant34
    addmm_9 = torch.ops.aten.addmm.default(_param_constant34, view_36, t_16);  _param_constant34 = view_36 = t_16 = None
    view_37 = torch.ops.aten.view.default(addmm_9, [2, 3, 6, 32]);  addmm_9 = None
    relu = torch.ops.aten.relu.default(view_37);  view_37 = None
    view_38 = torch.ops.aten.view.default(relu, [36, 32]);  relu = None
    _param_constant35 = self._param_constant35
    t_17 = torch.ops.aten.t.default(_param_constant35);  _param_constant35 = None
    _param_constant36 = self._param_constant36
    addmm_10 = torch.ops.aten.addmm.default(_param_constant36, view_38, t_17);  _param_constant36 = view_38 = t_17 = None
    view_39 = torch.ops.aten.view.default(addmm_10, [2, 3, 6, 16]);  addmm_10 = None
    mul_7 = torch.ops.aten.mul.Tensor(view_39, unsqueeze_14);  view_39 = unsqueeze_14 = None
    add_8 = torch.ops.aten.add.Tensor(add_7, mul_7);  add_7 = mul_7 = None
    _param_constant37 = self._param_constant37
    _param_constant38 = self._param_constant38
    native_layer_norm_4 = torch.ops.aten.native_layer_norm.default(add_8, [16], _param_constant37, _param_constant38, 1e-05);  _param_constant37 = _param_constant38 = None
    getitem_12 = native_layer_norm_4[0]
    getitem_13 = native_layer_norm_4[1];  getitem_13 = None
    getitem_14 = native_layer_norm_4[2];  native_layer_norm_4 = getitem_14 = None
    unsqueeze_15 = torch.ops.aten.unsqueeze.default(msa_mask_1, -1)
    view_40 = torch.ops.aten.view.default(getitem_12, [36, 16])
    _param_constant39 = self._param_constant39
    t_18 = torch.ops.aten.t.default(_param_constant39);  _param_constant39 = None
    _param_constant40 = self._param_constant40
    addmm_11 = torch.ops.aten.addmm.default(_param_constant40, view_40, t_18);  _param_constant40 = view_40 = t_18 = None
    view_41 = torch.ops.aten.view.default(addmm_11, [2, 3, 6, 4]);  addmm_11 = None
    mul_8 = torch.ops.aten.mul.Tensor(view_41, unsqueeze_15);  view_41 = None
    view_42 = torch.ops.aten.view.default(getitem_12, [36, 16]);  getitem_12 = None
    _param_constant41 = self._param_constant41
    t_19 = torch.ops.aten.t.default(_param_constant41);  _param_constant41 = None
    _param_constant42 = self._param_constant42
    addmm_12 = torch.ops.aten.addmm.default(_param_constant42, view_42, t_19);  _param_constant42 = view_42 = t_19 = None
    view_43 = torch.ops.aten.view.default(addmm_12, [2, 3, 6, 4]);  addmm_12 = None
    mul_9 = torch.ops.aten.mul.Tensor(view_43, unsqueeze_15);  view_43 = None
    transpose_6 = torch.ops.aten.transpose.int(mul_8, -2, -3);  mul_8 = None
    transpose_7 = torch.ops.aten.transpose.int(mul_9, -2, -3);  mul_9 = None
    unsqueeze_16 = torch.ops.aten.unsqueeze.default(transpose_6, 4);  transpose_6 = None
    unsqueeze_17 = torch.ops.aten.unsqueeze.default(unsqueeze_16, 5);  unsqueeze_16 = None
    permute_7 = torch.ops.aten.permute.default(unsqueeze_17, [0, 1, 4, 3, 5, 2]);  unsqueeze_17 = None
    unsqueeze_18 = torch.ops.aten.unsqueeze.default(transpose_7, 4);  transpose_7 = None
    unsqueeze_19 = torch.ops.aten.unsqueeze.default(unsqueeze_18, 5);  unsqueeze_18 = None
    permute_8 = torch.ops.aten.permute.default(unsqueeze_19, [0, 4, 1, 5, 3, 2]);  unsqueeze_19 = None
    permute_9 = torch.ops.aten.permute.default(permute_7, [0, 1, 3, 5, 2, 4]);  permute_7 = None
    view_44 = torch.ops.aten.view.default(permute_9, [2, 24, 3]);  permute_9 = None
    permute_10 = torch.ops.aten.permute.default(permute_8, [0, 5, 2, 4, 1, 3]);  permute_8 = None
    view_45 = torch.ops.aten.view.default(permute_10, [2, 3, 24]);  permute_10 = None
    bmm_4 = torch.ops.aten.bmm.default(view_44, view_45);  view_44 = view_45 = None
    view_46 = torch.ops.aten.view.default(bmm_4, [2, 6, 4, 1, 6, 4]);  bmm_4 = None
    permute_11 = torch.ops.aten.permute.default(view_46, [0, 1, 4, 2, 5, 3]);  view_46 = None
    view_47 = torch.ops.aten.view.default(permute_11, [2, 6, 6, 4, 4]);  permute_11 = None
    clone_8 = torch.ops.aten.clone.default(view_47, memory_format = torch.contiguous_format);  view_47 = None
    _unsafe_view_19 = torch.ops.aten._unsafe_view.default(clone_8, [2, 6, 6, 16]);  clone_8 = None
    view_48 = torch.ops.aten.view.default(_unsafe_view_19, [72, 16]);  _unsafe_view_19 = None
    _param_constant43 = self._param_constant43
    t_20 = torch.ops.aten.t.default(_param_constant43);  _param_constant43 = None
    _param_constant44 = self._param_constant44
    addmm_13 = torch.ops.aten.addmm.default(_param_constant44, view_48, t_20);  _param_constant44 = view_48 = t_20 = None
    view_49 = torch.ops.aten.view.default(addmm_13, [2, 6, 6, 8]);  addmm_13 = None
    unsqueeze_20 = torch.ops.aten.unsqueeze.default(unsqueeze_15, 4)
    permute_12 = torch.ops.aten.permute.default(unsqueeze_20, [0, 2, 4, 3, 1]);  unsqueeze_20 = None
    unsqueeze_21 = torch.ops.aten.unsqueeze.default(unsqueeze_15, 4);  unsqueeze_15 = None
    permute_13 = torch.ops.aten.permute.default(unsqueeze_21, [0, 4, 2, 3, 1]);  unsqueeze_21 = None
    permute_14 = torch.ops.aten.permute.default(permute_12, [0, 1, 4, 2, 3]);  permute_12 = None
    view_50 = torch.ops.aten.view.default(permute_14, [2, 6, 3]);  permute_14 = None
    permute_15 = torch.ops.aten.permute.default(permute_13, [0, 4, 2, 3, 1]);  permute_13 = None
    view_51 = torch.ops.aten.view.default(permute_15, [2, 3, 6]);  permute_15 = None
    bmm_5 = torch.ops.aten.bmm.default(view_50, view_51);  view_50 = view_51 = None
    view_52 = torch.ops.aten.view.default(bmm_5, [2, 6, 1, 6, 1]);  bmm_5 = None
    permute_16 = torch.ops.aten.permute.default(view_52, [0, 1, 3, 4, 2]);  view_52 = None
    view_53 = torch.ops.aten.view.default(permute_16, [2, 6, 6, 1]);  permute_16 = None
    add_9 = torch.ops.aten.add.Tensor(view_53, 0.001);  view_53 = None
    div = torch.ops.aten.div.Tensor(view_49, add_9);  view_49 = add_9 = None
    add_10 = torch.ops.aten.add.Tensor(add_1, div);  add_1 = div = None
    unsqueeze_22 = torch.ops.aten.unsqueeze.default(mul, -1)
    _param_constant45 = self._param_constant45
    _param_constant46 = self._param_constant46
    native_layer_norm_5 = torch.ops.aten.native_layer_norm.default(add_10, [8], _param_constant45, _param_constant46, 1e-05);  _param_constant45 = _param_constant46 = None
    getitem_15 = native_layer_norm_5[0]
    getitem_16 = native_layer_norm_5[1];  getitem_16 = None
    getitem_17 = native_layer_norm_5[2];  native_layer_norm_5 = getitem_17 = None
    view_54 = torch.ops.aten.view.default(getitem_15, [72, 8])
    _param_constant47 = self._param_constant47
    t_21 = torch.ops.aten.t.default(_param_constant47);  _param_constant47 = None
    _param_constant48 = self._param_constant48
    addmm_14 = torch.ops.aten.addmm.default(_param_constant48, view_54, t_21);  _param_constant48 = view_54 = t_21 = None
    view_55 = torch.ops.aten.view.default(addmm_14, [2, 6, 6, 8]);  addmm_14 = None
    view_56 = torch.ops.aten.view.default(getitem_15, [72, 8])
    _param_constant49 = self._param_constant49
    t_22 = torch.ops.aten.t.default(_param_constant49);  _param_constant49 = None
    _param_constant50 = self._param_constant50
    addmm_15 = torch.ops.aten.addmm.default(_param_constant50, view_56, t_22);  _param_constant50 = view_56 = t_22 = None
    view_57 = torch.ops.aten.view.default(addmm_15, [2, 6, 6, 8]);  addmm_15 = None
    sigmoid_2 = torch.ops.aten.sigmoid.default(view_57);  view_57 = None
    mul_10 = torch.ops.aten.mul.Tensor(view_55, sigmoid_2);  view_55 = sigmoid_2 = None
    mul_11 = torch.ops.aten.mul.Tensor(mul_10, unsqueeze_22);  mul_10 = None
    view_58 = torch.ops.aten.view.default(getitem_15, [72, 8])
    _param_constant51 = self._param_constant51
    t_23 = torch.ops.aten.t.default(_param_constant51);  _param_constant51 = None
    _param_constant52 = self._param_constant52
    addmm_16 = torch.ops.aten.addmm.default(_param_constant52, view_58, t_23);  _param_constant52 = view_58 = t_23 = None
    view_59 = torch.ops.aten.view.default(addmm_16, [2, 6, 6, 8]);  addmm_16 = None
    view_60 = torch.ops.aten.view.default(getitem_15, [72, 8])
    _param_constant53 = self._param_constant53
    t_24 = torch.ops.aten.t.default(_param_constant53);  _param_constant53 = None
    _param_constant54 = self._param_constant54
    addmm_17 = torch.ops.aten.addmm.default(_param_constant54, view_60, t_24);  _param_constant54 = view_60 = t_24 = None
    view_61 = torch.ops.aten.view.default(addmm_17, [2, 6, 6, 8]);  addmm_17 = None
    sigmoid_3 = torch.ops.aten.sigmoid.default(view_61);  view_61 = None
    mul_12 = torch.ops.aten.mul.Tensor(view_59, sigmoid_3);  view_59 = sigmoid_3 = None
    mul_13 = torch.ops.aten.mul.Tensor(mul_12, unsqueeze_22);  mul_12 = unsqueeze_22 = None
    permute_17 = torch.ops.aten.permute.default(mul_11, [0, -1, -3, -2]);  mul_11 = None
    permute_18 = torch.ops.aten.permute.default(mul_13, [0, -1, -2, -3]);  mul_13 = None
    expand_11 = torch.ops.aten.expand.default(permute_17, [2, 8, 6, 6]);  permute_17 = None
    clone_9 = torch.ops.aten.clone.default(expand_11, memory_format = torch.contiguous_format);  expand_11 = None
    _unsafe_view_20 = torch.ops.aten._unsafe_view.default(clone_9, [16, 6, 6]);  clone_9 = None
    expand_12 = torch.ops.aten.expand.default(permute_18, [2, 8, 6, 6]);  permute_18 = None
    clone_10 = torch.ops.aten.clone.default(expand_12, memory_format = torch.contiguous_format);  expand_12 = None
    _unsafe_view_21 = torch.ops.aten._unsafe_view.default(clone_10, [16, 6, 6]);  clone_10 = None
    bmm_6 = torch.ops.aten.bmm.default(_unsafe_view_20, _unsafe_view_21);  _unsafe_view_20 = _unsafe_view_21 = None
    _unsafe_view_22 = torch.ops.aten._unsafe_view.default(bmm_6, [2, 8, 6, 6]);  bmm_6 = None
    permute_19 = torch.ops.aten.permute.default(_unsafe_view_22, [0, -2, -1, -3]);  _unsafe_view_22 = None
    _param_constant55 = self._param_constant55
    _param_constant56 = self._param_constant56
    native_layer_norm_6 = torch.ops.aten.native_layer_norm.default(permute_19, [8], _param_constant55, _param_constant56, 1e-05);  permute_19 = _param_constant55 = _param_constant56 = None
    getitem_18 = native_layer_norm_6[0]
    getitem_19 = native_layer_norm_6[1];  getitem_19 = None
    getitem_20 = native_layer_norm_6[2];  native_layer_norm_6 = getitem_20 = None
    view_62 = torch.ops.aten.view.default(getitem_18, [72, 8]);  getitem_18 = None
    _param_constant57 = self._param_constant57
    t_25 = torch.ops.aten.t.default(_param_constant57);  _param_constant57 = None
    _param_constant58 = self._param_constant58
    addmm_18 = torch.ops.aten.addmm.default(_param_constant58, view_62, t_25);  _param_constant58 = view_62 = t_25 = None
    view_63 = torch.ops.aten.view.default(addmm_18, [2, 6, 6, 8]);  addmm_18 = None
    view_64 = torch.ops.aten.view.default(getitem_15, [72, 8]);  getitem_15 = None
    _param_constant59 = self._param_constant59
    t_26 = torch.ops.aten.t.default(_param_constant59);  _param_constant59 = None
    _param_constant60 = self._param_constant60
    addmm_19 = torch.ops.aten.addmm.default(_param_constant60, view_64, t_26);  _param_constant60 = view_64 = t_26 = None
    view_65 = torch.ops.aten.view.default(addmm_19, [2, 6, 6, 8]);  addmm_19 = None
    sigmoid_4 = torch.ops.aten.sigmoid.default(view_65);  view_65 = None
    mul_14 = torch.ops.aten.mul.Tensor(view_63, sigmoid_4);  view_63 = sigmoid_4 = None
    add_11 = torch.ops.aten.add.Tensor(add_10, mul_14);  add_10 = mul_14 = None
    unsqueeze_23 = torch.ops.aten.unsqueeze.default(mul, -1)
    _param_constant61 = self._param_constant61
    _param_constant62 = self._param_constant62
    native_layer_norm_7 = torch.ops.aten.native_layer_norm.default(add_11, [8], _param_constant61, _param_constant62, 1e-05);  _param_constant61 = _param_constant62 = None
    getitem_21 = native_layer_norm_7[0]
    getitem_22 = native_layer_norm_7[1];  getitem_22 = None
    getitem_23 = native_layer_norm_7[2];  native_layer_norm_7 = getitem_23 = None
    view_66 = torch.ops.aten.view.default(getitem_21, [72, 8])
    _param_constant63 = self._param_constant63
    t_27 = torch.ops.aten.t.default(_param_constant63);  _param_constant63 = None
    _param_constant64 = self._param_constant64
    addmm_20 = torch.ops.aten.addmm.default(_param_constant64, view_66, t_27);  _param_constant64 = view_66 = t_27 = None
    view_67 = torch.ops.aten.view.default(addmm_20, [2, 6, 6, 8]);  addmm_20 = None
    view_68 = torch.ops.aten.view.default(getitem_21, [72, 8])
    _param_constant65 = self._param_constant65
    t_28 = torch.ops.aten.t.default(_param_constant65);  _param_constant65 = None
    _param_constant66 = self._param_constant66
    addmm_21 = torch.ops.aten.addmm.default(_param_constant66, view_68, t_28);  _param_constant66 = view_68 = t_28 = None
    view_69 = torch.ops.aten.view.default(addmm_21, [2, 6, 6, 8]);  addmm_21 = None
    sigmoid_5 = torch.ops.aten.sigmoid.default(view_69);  view_69 = None
    mul_15 = torch.ops.aten.mul.Tensor(view_67, sigmoid_5);  view_67 = sigmoid_5 = None
    mul_16 = torch.ops.aten.mul.Tensor(mul_15, unsqueeze_23);  mul_15 = None
    view_70 = torch.ops.aten.view.default(getitem_21, [72, 8])
    _param_constant67 = self._param_constant67
    t_29 = torch.ops.aten.t.default(_param_constant67);  _param_constant67 = None
    _param_constant68 = self._param_constant68
    addmm_22 = torch.ops.aten.addmm.default(_param_constant68, view_70, t_29);  _param_constant68 = view_70 = t_29 = None
    view_71 = torch.ops.aten.view.default(addmm_22, [2, 6, 6, 8]);  addmm_22 = None
    view_72 = torch.ops.aten.view.default(getitem_21, [72, 8])
    _param_constant69 = self._param_constant69
    t_30 = torch.ops.aten.t.default(_param_constant69);  _param_constant69 = None
    _param_constant70 = self._param_constant70
    addmm_23 = torch.ops.aten.addmm.default(_param_constant70, view_72, t_30);  _param_constant70 = view_72 = t_30 = None
    view_73 = torch.ops.aten.view.default(addmm_23, [2, 6, 6, 8]);  addmm_23 = None
    sigmoid_6 = torch.ops.aten.sigmoid.default(view_73);  view_73 = None
    mul_17 = torch.ops.aten.mul.Tensor(view_71, sigmoid_6);  view_71 = sigmoid_6 = None
    mul_18 = torch.ops.aten.mul.Tensor(mul_17, unsqueeze_23);  mul_17 = unsqueeze_23 = None
    permute_20 = torch.ops.aten.permute.default(mul_16, [0, -1, -2, -3]);  mul_16 = None
    permute_21 = torch.ops.aten.permute.default(mul_18, [0, -1, -3, -2]);  mul_18 = None
    expand_13 = torch.ops.aten.expand.default(permute_20, [2, 8, 6, 6]);  permute_20 = None
    clone_11 = torch.ops.aten.clone.default(expand_13, memory_format = torch.contiguous_format);  expand_13 = None
    _unsafe_view_23 = torch.ops.aten._unsafe_view.default(clone_11, [16, 6, 6]);  clone_11 = None
    expand_14 = torch.ops.aten.expand.default(permute_21, [2, 8, 6, 6]);  permute_21 = None
    clone_12 = torch.ops.aten.clone.default(expand_14, memory_format = torch.contiguous_format);  expand_14 = None
    _unsafe_view_24 = torch.ops.aten._unsafe_view.default(clone_12, [16, 6, 6]);  clone_12 = None
    bmm_7 = torch.ops.aten.bmm.default(_unsafe_view_23, _unsafe_view_24);  _unsafe_view_23 = _unsafe_view_24 = None
    _unsafe_view_25 = torch.ops.aten._unsafe_view.default(bmm_7, [2, 8, 6, 6]);  bmm_7 = None
    permute_22 = torch.ops.aten.permute.default(_unsafe_view_25, [0, -2, -1, -3]);  _unsafe_view_25 = None
    _param_constant71 = self._param_constant71
    _param_constant72 = self._param_constant72
    native_layer_norm_8 = torch.ops.aten.native_layer_norm.default(permute_22, [8], _param_constant71, _param_constant72, 1e-05);  permute_22 = _param_constant71 = _param_constant72 = None
    getitem_24 = native_layer_norm_8[0]
    getitem_25 = native_layer_norm_8[1];  getitem_25 = None
    getitem_26 = native_layer_norm_8[2];  native_layer_norm_8 = getitem_26 = None
    view_74 = torch.ops.aten.view.default(getitem_24, [72, 8]);  getitem_24 = None
    _param_constant73 = self._param_constant73
    t_31 = torch.ops.aten.t.default(_param_constant73);  _param_constant73 = None
    _param_constant74 = self._param_constant74
    addmm_24 = torch.ops.aten.addmm.default(_param_constant74, view_74, t_31);  _param_constant74 = view_74 = t_31 = None
    view_75 = torch.ops.aten.view.default(addmm_24, [2, 6, 6, 8]);  addmm_24 = None
    view_76 = torch.ops.aten.view.default(getitem_21, [72, 8]);  getitem_21 = None
    _param_constant75 = self._param_constant75
    t_32 = torch.ops.aten.t.default(_param_constant75);  _param_constant75 = None
    _param_constant76 = self._param_constant76
    addmm_25 = torch.ops.aten.addmm.default(_param_constant76, view_76, t_32);  _param_constant76 = view_76 = t_32 = None
    view_77 = torch.ops.aten.view.default(addmm_25, [2, 6, 6, 8]);  addmm_25 = None
    sigmoid_7 = torch.ops.aten.sigmoid.default(view_77);  view_77 = None
    mul_19 = torch.ops.aten.mul.Tensor(view_75, sigmoid_7);  view_75 = sigmoid_7 = None
    add_12 = torch.ops.aten.add.Tensor(add_11, mul_19);  add_11 = mul_19 = None
    _param_constant77 = self._param_constant77
    _param_constant78 = self._param_constant78
    native_layer_norm_9 = torch.ops.aten.native_layer_norm.default(add_12, [8], _param_constant77, _param_constant78, 1e-05);  _param_constant77 = _param_constant78 = None
    getitem_27 = native_layer_norm_9[0]
    getitem_28 = native_layer_norm_9[1];  getitem_28 = None
    getitem_29 = native_layer_norm_9[2];  native_layer_norm_9 = getitem_29 = None
    sub_4 = torch.ops.aten.sub.Tensor(mul, 1)
    mul_20 = torch.ops.aten.mul.Tensor(sub_4, 1000000000.0);  sub_4 = None
    unsqueeze_24 = torch.ops.aten.unsqueeze.default(mul_20, 2);  mul_20 = None
    unsqueeze_25 = torch.ops.aten.unsqueeze.default(unsqueeze_24, 3);  unsqueeze_24 = None
    _param_constant79 = self._param_constant79
    t_33 = torch.ops.aten.t.default(_param_constant79);  _param_constant79 = None
    view_78 = torch.ops.aten.view.default(getitem_27, [72, 8])
    mm_7 = torch.ops.aten.mm.default(view_78, t_33);  view_78 = t_33 = None
    _unsafe_view_26 = torch.ops.aten._unsafe_view.default(mm_7, [2, 6, 6, 2]);  mm_7 = None
    permute_23 = torch.ops.aten.permute.default(_unsafe_view_26, [0, -1, -3, -2]);  _unsafe_view_26 = None
    unsqueeze_26 = torch.ops.aten.unsqueeze.default(permute_23, -4);  permute_23 = None
    _param_constant80 = self._param_constant80
    t_34 = torch.ops.aten.t.default(_param_constant80);  _param_constant80 = None
    view_79 = torch.ops.aten.view.default(getitem_27, [72, 8])
    mm_8 = torch.ops.aten.mm.default(view_79, t_34);  view_79 = t_34 = None
    _unsafe_view_27 = torch.ops.aten._unsafe_view.default(mm_8, [2, 6, 6, 8]);  mm_8 = None
    _param_constant81 = self._param_constant81
    t_35 = torch.ops.aten.t.default(_param_constant81);  _param_constant81 = None
    view_80 = torch.ops.aten.view.default(getitem_27, [72, 8])
    mm_9 = torch.ops.aten.mm.default(view_80, t_35);  view_80 = t_35 = None
    _unsafe_view_28 = torch.ops.aten._unsafe_view.default(mm_9, [2, 6, 6, 8]);  mm_9 = None
    _param_constant82 = self._param_constant82
    t_36 = torch.ops.aten.t.default(_param_constant82);  _param_constant82 = None
    view_81 = torch.ops.aten.view.default(getitem_27, [72, 8])
    mm_10 = torch.ops.aten.mm.default(view_81, t_36);  view_81 = t_36 = None
    _unsafe_view_29 = torch.ops.aten._unsafe_view.default(mm_10, [2, 6, 6, 8]);  mm_10 = None
    view_82 = torch.ops.aten.view.default(_unsafe_view_27, [2, 6, 6, 2, -1]);  _unsafe_view_27 = None
    view_83 = torch.ops.aten.view.default(_unsafe_view_28, [2, 6, 6, 2, -1]);  _unsafe_view_28 = None
    view_84 = torch.ops.aten.view.default(_unsafe_view_29, [2, 6, 6, 2, -1]);  _unsafe_view_29 = None
    permute_24 = torch.ops.aten.permute.default(view_82, [0, -4, -2, -3, -1]);  view_82 = None
    permute_25 = torch.ops.aten.permute.default(view_83, [0, -4, -2, -1, -3]);  view_83 = None
    expand_15 = torch.ops.aten.expand.default(permute_24, [2, 6, 2, 6, 4]);  permute_24 = None
    clone_13 = torch.ops.aten.clone.default(expand_15, memory_format = torch.contiguous_format);  expand_15 = None
    _unsafe_view_30 = torch.ops.aten._unsafe_view.default(clone_13, [24, 6, 4]);  clone_13 = None
    expand_16 = torch.ops.aten.expand.default(permute_25, [2, 6, 2, 4, 6]);  permute_25 = None
    clone_14 = torch.ops.aten.clone.default(expand_16, memory_format = torch.contiguous_format);  expand_16 = None
    _unsafe_view_31 = torch.ops.aten._unsafe_view.default(clone_14, [24, 4, 6]);  clone_14 = None
    bmm_8 = torch.ops.aten.bmm.default(_unsafe_view_30, _unsafe_view_31);  _unsafe_view_30 = _unsafe_view_31 = None
    _unsafe_view_32 = torch.ops.aten._unsafe_view.default(bmm_8, [2, 6, 2, 6, 6]);  bmm_8 = None
    mul_21 = torch.ops.aten.mul.Tensor(_unsafe_view_32, 0.5);  _unsafe_view_32 = None
    add_13 = torch.ops.aten.add.Tensor(mul_21, unsqueeze_25);  mul_21 = unsqueeze_25 = None
    add_14 = torch.ops.aten.add.Tensor(add_13, unsqueeze_26);  add_13 = unsqueeze_26 = None
    _softmax_2 = torch.ops.aten._softmax.default(add_14, -1, False);  add_14 = None
    permute_26 = torch.ops.aten.permute.default(view_84, [0, -4, -2, -3, -1]);  view_84 = None
    expand_17 = torch.ops.aten.expand.default(_softmax_2, [2, 6, 2, 6, 6]);  _softmax_2 = None
    view_85 = torch.ops.aten.view.default(expand_17, [24, 6, 6]);  expand_17 = None
    expand_18 = torch.ops.aten.expand.default(permute_26, [2, 6, 2, 6, 4]);  permute_26 = None
    clone_15 = torch.ops.aten.clone.default(expand_18, memory_format = torch.contiguous_format);  expand_18 = None
    _unsafe_view_33 = torch.ops.aten._unsafe_view.default(clone_15, [24, 6, 4]);  clone_15 = None
    bmm_9 = torch.ops.aten.bmm.default(view_85, _unsafe_view_33);  view_85 = _unsafe_view_33 = None
    _unsafe_view_34 = torch.ops.aten._unsafe_view.default(bmm_9, [2, 6, 2, 6, 4]);  bmm_9 = None
    transpose_8 = torch.ops.aten.transpose.int(_unsafe_view_34, -2, -3);  _unsafe_view_34 = None
    view_86 = torch.ops.aten.view.default(getitem_27, [72, 8]);  getitem_27 = None
    _param_constant83 = self._param_constant83
    t_37 = torch.ops.aten.t.default(_param_constant83);  _param_constant83 = None
    _param_constant84 = self._param_constant84
    addmm_26 = torch.ops.aten.addmm.default(_param_constant84, view_86, t_37);  _param_constant84 = view_86 = t_37 = None
    view_87 = torch.ops.aten.view.default(addmm_26, [2, 6, 6, 8]);  addmm_26 = None
    sigmoid_8 = torch.ops.aten.sigmoid.default(view_87);  view_87 = None
    view_88 = torch.ops.aten.view.default(sigmoid_8, [2, 6, 6, 2, -1]);  sigmoid_8 = None
    mul_22 = torch.ops.aten.mul.Tensor(transpose_8, view_88);  transpose_8 = view_88 = None
    clone_16 = torch.ops.aten.clone.default(mul_22, memory_format = torch.contiguous_format);  mul_22 = None
    _unsafe_view_35 = torch.ops.aten._unsafe_view.default(clone_16, [2, 6, 6, 8]);  clone_16 = None
    view_89 = torch.ops.aten.view.default(_unsafe_view_35, [72, 8]);  _unsafe_view_35 = None
    _param_constant85 = self._param_constant85
    t_38 = torch.ops.aten.t.default(_param_constant85);  _param_constant85 = None
    _param_constant86 = self._param_constant86
    addmm_27 = torch.ops.aten.addmm.default(_param_constant86, view_89, t_38);  _param_constant86 = view_89 = t_38 = None
    view_90 = torch.ops.aten.view.default(addmm_27, [2, 6, 6, 8]);  addmm_27 = None
    add_15 = torch.ops.aten.add.Tensor(add_12, view_90);  add_12 = view_90 = None
    transpose_9 = torch.ops.aten.transpose.int(add_15, -2, -3)
    transpose_10 = torch.ops.aten.transpose.int(mul, -1, -2)
    _param_constant87 = self._param_constant87
    _param_constant88 = self._param_constant88
    native_layer_norm_10 = torch.ops.aten.native_layer_norm.default(transpose_9, [8], _param_constant87, _param_constant88, 1e-05);  transpose_9 = _param_constant87 = _param_constant88 = None
    getitem_30 = native_layer_norm_10[0]
    getitem_31 = native_layer_norm_10[1];  getitem_31 = None
    getitem_32 = native_layer_norm_10[2];  native_layer_norm_10 = getitem_32 = None
    sub_5 = torch.ops.aten.sub.Tensor(transpose_10, 1);  transpose_10 = None
    mul_23 = torch.ops.aten.mul.Tensor(sub_5, 1000000000.0);  sub_5 = None
    unsqueeze_27 = torch.ops.aten.unsqueeze.default(mul_23, 2);  mul_23 = None
    unsqueeze_28 = torch.ops.aten.unsqueeze.default(unsqueeze_27, 3);  unsqueeze_27 = None
    _param_constant89 = self._param_constant89
    t_39 = torch.ops.aten.t.default(_param_constant89);  _param_constant89 = None
    view_91 = torch.ops.aten.view.default(getitem_30, [72, 8])
    mm_11 = torch.ops.aten.mm.default(view_91, t_39);  view_91 = t_39 = None
    _unsafe_view_36 = torch.ops.aten._unsafe_view.default(mm_11, [2, 6, 6, 2]);  mm_11 = None
    permute_27 = torch.ops.aten.permute.default(_unsafe_view_36, [0, -1, -3, -2]);  _unsafe_view_36 = None
    unsqueeze_29 = torch.ops.aten.unsqueeze.default(permute_27, -4);  permute_27 = None
    _param_constant90 = self._param_constant90
    t_40 = torch.ops.aten.t.default(_param_constant90);  _param_constant90 = None
    view_92 = torch.ops.aten.view.default(getitem_30, [72, 8])
    mm_12 = torch.ops.aten.mm.default(view_92, t_40);  view_92 = t_40 = None
    _unsafe_view_37 = torch.ops.aten._unsafe_view.default(mm_12, [2, 6, 6, 8]);  mm_12 = None
    _param_constant91 = self._param_constant91
    t_41 = torch.ops.aten.t.default(_param_constant91);  _param_constant91 = None
    view_93 = torch.ops.aten.view.default(getitem_30, [72, 8])
    mm_13 = torch.ops.aten.mm.default(view_93, t_41);  view_93 = t_41 = None
    _unsafe_view_38 = torch.ops.aten._unsafe_view.default(mm_13, [2, 6, 6, 8]);  mm_13 = None
    _param_constant92 = self._param_constant92
    t_42 = torch.ops.aten.t.default(_param_constant92);  _param_constant92 = None
    view_94 = torch.ops.aten.view.default(getitem_30, [72, 8])
    mm_14 = torch.ops.aten.mm.default(view_94, t_42);  view_94 = t_42 = None
    _unsafe_view_39 = torch.ops.aten._unsafe_view.default(mm_14, [2, 6, 6, 8]);  mm_14 = None
    view_95 = torch.ops.aten.view.default(_unsafe_view_37, [2, 6, 6, 2, -1]);  _unsafe_view_37 = None
    view_96 = torch.ops.aten.view.default(_unsafe_view_38, [2, 6, 6, 2, -1]);  _unsafe_view_38 = None
    view_97 = torch.ops.aten.view.default(_unsafe_view_39, [2, 6, 6, 2, -1]);  _unsafe_view_39 = None
    permute_28 = torch.ops.aten.permute.default(view_95, [0, -4, -2, -3, -1]);  view_95 = None
    permute_29 = torch.ops.aten.permute.default(view_96, [0, -4, -2, -1, -3]);  view_96 = None
    expand_19 = torch.ops.aten.expand.default(permute_28, [2, 6, 2, 6, 4]);  permute_28 = None
    clone_17 = torch.ops.aten.clone.default(expand_19, memory_format = torch.contiguous_format);  expand_19 = None
    _unsafe_view_40 = torch.ops.aten._unsafe_view.default(clone_17, [24, 6, 4]);  clone_17 = None
    expand_20 = torch.ops.aten.expand.default(permute_29, [2, 6, 2, 4, 6]);  permute_29 = None
    clone_18 = torch.ops.aten.clone.default(expand_20, memory_format = torch.contiguous_format);  expand_20 = None
    _unsafe_view_41 = torch.ops.aten._unsafe_view.default(clone_18, [24, 4, 6]);  clone_18 = None
    bmm_10 = torch.ops.aten.bmm.default(_unsafe_view_40, _unsafe_view_41);  _unsafe_view_40 = _unsafe_view_41 = None
    _unsafe_view_42 = torch.ops.aten._unsafe_view.default(bmm_10, [2, 6, 2, 6, 6]);  bmm_10 = None
    mul_24 = torch.ops.aten.mul.Tensor(_unsafe_view_42, 0.5);  _unsafe_view_42 = None
    add_16 = torch.ops.aten.add.Tensor(mul_24, unsqueeze_28);  mul_24 = unsqueeze_28 = None
    add_17 = torch.ops.aten.add.Tensor(add_16, unsqueeze_29);  add_16 = unsqueeze_29 = None
    _softmax_3 = torch.ops.aten._softmax.default(add_17, -1, False);  add_17 = None
    permute_30 = torch.ops.aten.permute.default(view_97, [0, -4, -2, -3, -1]);  view_97 = None
    expand_21 = torch.ops.aten.expand.default(_softmax_3, [2, 6, 2, 6, 6]);  _softmax_3 = None
    view_98 = torch.ops.aten.view.default(expand_21, [24, 6, 6]);  expand_21 = None
    expand_22 = torch.ops.aten.expand.default(permute_30, [2, 6, 2, 6, 4]);  permute_30 = None
    clone_19 = torch.ops.aten.clone.default(expand_22, memory_format = torch.contiguous_format);  expand_22 = None
    _unsafe_view_43 = torch.ops.aten._unsafe_view.default(clone_19, [24, 6, 4]);  clone_19 = None
    bmm_11 = torch.ops.aten.bmm.default(view_98, _unsafe_view_43);  view_98 = _unsafe_view_43 = None
    _unsafe_view_44 = torch.ops.aten._unsafe_view.default(bmm_11, [2, 6, 2, 6, 4]);  bmm_11 = None
    transpose_11 = torch.ops.aten.transpose.int(_unsafe_view_44, -2, -3);  _unsafe_view_44 = None
    view_99 = torch.ops.aten.view.default(getitem_30, [72, 8]);  getitem_30 = None
    _param_constant93 = self._param_constant93
    t_43 = torch.ops.aten.t.default(_param_constant93);  _param_constant93 = None
    _param_constant94 = self._param_constant94
    addmm_28 = torch.ops.aten.addmm.default(_param_constant94, view_99, t_43);  _param_constant94 = view_99 = t_43 = None
    view_100 = torch.ops.aten.view.default(addmm_28, [2, 6, 6, 8]);  addmm_28 = None
    sigmoid_9 = torch.ops.aten.sigmoid.default(view_100);  view_100 = None
    view_101 = torch.ops.aten.view.default(sigmoid_9, [2, 6, 6, 2, -1]);  sigmoid_9 = None
    mul_25 = torch.ops.aten.mul.Tensor(transpose_11, view_101);  transpose_11 = view_101 = None
    clone_20 = torch.ops.aten.clone.default(mul_25, memory_format = torch.contiguous_format);  mul_25 = None
    _unsafe_view_45 = torch.ops.aten._unsafe_view.default(clone_20, [2, 6, 6, 8]);  clone_20 = None
    view_102 = torch.ops.aten.view.default(_unsafe_view_45, [72, 8]);  _unsafe_view_45 = None
    _param_constant95 = self._param_constant95
    t_44 = torch.ops.aten.t.default(_param_constant95);  _param_constant95 = None
    _param_constant96 = self._param_constant96
    addmm_29 = torch.ops.aten.addmm.default(_param_constant96, view_102, t_44);  _param_constant96 = view_102 = t_44 = None
    view_103 = torch.ops.aten.view.default(addmm_29, [2, 6, 6, 8]);  addmm_29 = None
    transpose_12 = torch.ops.aten.transpose.int(view_103, -2, -3);  view_103 = None
    add_18 = torch.ops.aten.add.Tensor(add_15, transpose_12);  add_15 = transpose_12 = None
    unsqueeze_30 = torch.ops.aten.unsqueeze.default(mul, -1)
    _param_constant97 = self._param_constant97
    _param_constant98 = self._param_constant98
    native_layer_norm_11 = torch.ops.aten.native_layer_norm.default(add_18, [8], _param_constant97, _param_constant98, 1e-05);  _param_constant97 = _param_constant98 = None
    getitem_33 = native_layer_norm_11[0]
    getitem_34 = native_layer_norm_11[1];  getitem_34 = None
    getitem_35 = native_layer_norm_11[2];  native_layer_norm_11 = getitem_35 = None
    view_104 = torch.ops.aten.view.default(getitem_33, [72, 8]);  getitem_33 = None
    _param_constant99 = self._param_constant99
    t_45 = torch.ops.aten.t.default(_param_constant99);  _param_constant99 = None
    _param_constant100 = self._param_constant100
    addmm_30 = torch.ops.aten.addmm.default(_param_constant100, view_104, t_45);  _param_constant100 = view_104 = t_45 = None
    view_105 = torch.ops.aten.view.default(addmm_30, [2, 6, 6, 16]);  addmm_30 = None
    relu_1 = torch.ops.aten.relu.default(view_105);  view_105 = None
    view_106 = torch.ops.aten.view.default(relu_1, [72, 16]);  relu_1 = None
    _param_constant101 = self._param_constant101
    t_46 = torch.ops.aten.t.default(_param_constant101);  _param_constant101 = None
    _param_constant102 = self._param_constant102
    addmm_31 = torch.ops.aten.addmm.default(_param_constant102, view_106, t_46);  _param_constant102 = view_106 = t_46 = None
    view_107 = torch.ops.aten.view.default(addmm_31, [2, 6, 6, 8]);  addmm_31 = None
    mul_26 = torch.ops.aten.mul.Tensor(view_107, unsqueeze_30);  view_107 = unsqueeze_30 = None
    add_19 = torch.ops.aten.add.Tensor(add_18, mul_26);  add_18 = mul_26 = None
    _param_constant103 = self._param_constant103
    _param_constant104 = self._param_constant104
    native_layer_norm_12 = torch.ops.aten.native_layer_norm.default(add_8, [16], _param_constant103, _param_constant104, 1e-05);  _param_constant103 = _param_constant104 = None
    getitem_36 = native_layer_norm_12[0]
    getitem_37 = native_layer_norm_12[1];  getitem_37 = None
    getitem_38 = native_layer_norm_12[2];  native_layer_norm_12 = getitem_38 = None
    sub_6 = torch.ops.aten.sub.Tensor(msa_mask_1, 1)
    mul_27 = torch.ops.aten.mul.Tensor(sub_6, 1000000000.0);  sub_6 = None
    unsqueeze_31 = torch.ops.aten.unsqueeze.default(mul_27, 2);  mul_27 = None
    unsqueeze_32 = torch.ops.aten.unsqueeze.default(unsqueeze_31, 3);  unsqueeze_31 = None
    expand_23 = torch.ops.aten.expand.default(unsqueeze_32, [-1, -1, 2, 6, -1]);  unsqueeze_32 = None
    _param_constant105 = self._param_constant105
    _param_constant106 = self._param_constant106
    native_layer_norm_13 = torch.ops.aten.native_layer_norm.default(add_19, [8], _param_constant105, _param_constant106, 1e-05);  _param_constant105 = _param_constant106 = None
    getitem_39 = native_layer_norm_13[0]
    getitem_40 = native_layer_norm_13[1];  getitem_40 = None
    getitem_41 = native_layer_norm_13[2];  native_layer_norm_13 = getitem_41 = None
    _param_constant107 = self._param_constant107
    t_47 = torch.ops.aten.t.default(_param_constant107);  _param_constant107 = None
    view_108 = torch.ops.aten.view.default(getitem_39, [72, 8]);  getitem_39 = None
    mm_15 = torch.ops.aten.mm.default(view_108, t_47);  view_108 = t_47 = None
    _unsafe_view_46 = torch.ops.aten._unsafe_view.default(mm_15, [2, 6, 6, 2]);  mm_15 = None
    permute_31 = torch.ops.aten.permute.default(_unsafe_view_46, [0, -1, -3, -2]);  _unsafe_view_46 = None
    unsqueeze_33 = torch.ops.aten.unsqueeze.default(permute_31, -4);  permute_31 = None
    _param_constant108 = self._param_constant108
    t_48 = torch.ops.aten.t.default(_param_constant108);  _param_constant108 = None
    view_109 = torch.ops.aten.view.default(getitem_36, [36, 16])
    mm_16 = torch.ops.aten.mm.default(view_109, t_48);  view_109 = t_48 = None
    _unsafe_view_47 = torch.ops.aten._unsafe_view.default(mm_16, [2, 3, 6, 8]);  mm_16 = None
    _param_constant109 = self._param_constant109
    t_49 = torch.ops.aten.t.default(_param_constant109);  _param_constant109 = None
    view_110 = torch.ops.aten.view.default(getitem_36, [36, 16])
    mm_17 = torch.ops.aten.mm.default(view_110, t_49);  view_110 = t_49 = None
    _unsafe_view_48 = torch.ops.aten._unsafe_view.default(mm_17, [2, 3, 6, 8]);  mm_17 = None
    _param_constant110 = self._param_constant110
    t_50 = torch.ops.aten.t.default(_param_constant110);  _param_constant110 = None
    view_111 = torch.ops.aten.view.default(getitem_36, [36, 16])
    mm_18 = torch.ops.aten.mm.default(view_111, t_50);  view_111 = t_50 = None
    _unsafe_view_49 = torch.ops.aten._unsafe_view.default(mm_18, [2, 3, 6, 8]);  mm_18 = None
    view_112 = torch.ops.aten.view.default(_unsafe_view_47, [2, 3, 6, 2, -1]);  _unsafe_view_47 = None
    view_113 = torch.ops.aten.view.default(_unsafe_view_48, [2, 3, 6, 2, -1]);  _unsafe_view_48 = None
    view_114 = torch.ops.aten.view.default(_unsafe_view_49, [2, 3, 6, 2, -1]);  _unsafe_view_49 = None
    permute_32 = torch.ops.aten.permute.default(view_112, [0, -4, -2, -3, -1]);  view_112 = None
    permute_33 = torch.ops.aten.permute.default(view_113, [0, -4, -2, -1, -3]);  view_113 = None
    expand_24 = torch.ops.aten.expand.default(permute_32, [2, 3, 2, 6, 4]);  permute_32 = None
    clone_21 = torch.ops.aten.clone.default(expand_24, memory_format = torch.contiguous_format);  expand_24 = None
    _unsafe_view_50 = torch.ops.aten._unsafe_view.default(clone_21, [12, 6, 4]);  clone_21 = None
    expand_25 = torch.ops.aten.expand.default(permute_33, [2, 3, 2, 4, 6]);  permute_33 = None
    clone_22 = torch.ops.aten.clone.default(expand_25, memory_format = torch.contiguous_format);  expand_25 = None
    _unsafe_view_51 = torch.ops.aten._unsafe_view.default(clone_22, [12, 4, 6]);  clone_22 = None
    bmm_12 = torch.ops.aten.bmm.default(_unsafe_view_50, _unsafe_view_51);  _unsafe_view_50 = _unsafe_view_51 = None
    _unsafe_view_52 = torch.ops.aten._unsafe_view.default(bmm_12, [2, 3, 2, 6, 6]);  bmm_12 = None
    mul_28 = torch.ops.aten.mul.Tensor(_unsafe_view_52, 0.5);  _unsafe_view_52 = None
    add_20 = torch.ops.aten.add.Tensor(mul_28, expand_23);  mul_28 = expand_23 = None
    add_21 = torch.ops.aten.add.Tensor(add_20, unsqueeze_33);  add_20 = unsqueeze_33 = None
    _softmax_4 = torch.ops.aten._softmax.default(add_21, -1, False);  add_21 = None
    permute_34 = torch.ops.aten.permute.default(view_114, [0, -4, -2, -3, -1]);  view_114 = None
    expand_26 = torch.ops.aten.expand.default(_softmax_4, [2, 3, 2, 6, 6]);  _softmax_4 = None
    view_115 = torch.ops.aten.view.default(expand_26, [12, 6, 6]);  expand_26 = None
    expand_27 = torch.ops.aten.expand.default(permute_34, [2, 3, 2, 6, 4]);  permute_34 = None
    clone_23 = torch.ops.aten.clone.default(expand_27, memory_format = torch.contiguous_format);  expand_27 = None
    _unsafe_view_53 = torch.ops.aten._unsafe_view.default(clone_23, [12, 6, 4]);  clone_23 = None
    bmm_13 = torch.ops.aten.bmm.default(view_115, _unsafe_view_53);  view_115 = _unsafe_view_53 = None
    _unsafe_view_54 = torch.ops.aten._unsafe_view.default(bmm_13, [2, 3, 2, 6, 4]);  bmm_13 = None
    transpose_13 = torch.ops.aten.transpose.int(_unsafe_view_54, -2, -3);  _unsafe_view_54 = None
    view_116 = torch.ops.aten.view.default(getitem_36, [36, 16]);  getitem_36 = None
    _param_constant111 = self._param_constant111
    t_51 = torch.ops.aten.t.default(_param_constant111);  _param_constant111 = None
    _param_constant112 = self._param_constant112
    addmm_32 = torch.ops.aten.addmm.default(_param_constant112, view_116, t_51);  _param_constant112 = view_116 = t_51 = None
    view_117 = torch.ops.aten.view.default(addmm_32, [2, 3, 6, 8]);  addmm_32 = None
    sigmoid_10 = torch.ops.aten.sigmoid.default(view_117);  view_117 = None
    view_118 = torch.ops.aten.view.default(sigmoid_10, [2, 3, 6, 2, -1]);  sigmoid_10 = None
    mul_29 = torch.ops.aten.mul.Tensor(transpose_13, view_118);  transpose_13 = view_118 = None
    clone_24 = torch.ops.aten.clone.default(mul_29, memory_format = torch.contiguous_format);  mul_29 = None
    _unsafe_view_55 = torch.ops.aten._unsafe_view.default(clone_24, [2, 3, 6, 8]);  clone_24 = None
    view_119 = torch.ops.aten.view.default(_unsafe_view_55, [36, 8]);  _unsafe_view_55 = None
    _param_constant113 = self._param_constant113
    t_52 = torch.ops.aten.t.default(_param_constant113);  _param_constant113 = None
    _param_constant114 = self._param_constant114
    addmm_33 = torch.ops.aten.addmm.default(_param_constant114, view_119, t_52);  _param_constant114 = view_119 = t_52 = None
    view_120 = torch.ops.aten.view.default(addmm_33, [2, 3, 6, 16]);  addmm_33 = None
    add_22 = torch.ops.aten.add.Tensor(add_8, view_120);  add_8 = view_120 = None
    transpose_14 = torch.ops.aten.transpose.int(add_22, -2, -3)
    transpose_15 = torch.ops.aten.transpose.int(msa_mask_1, -1, -2)
    _param_constant115 = self._param_constant115
    _param_constant116 = self._param_constant116
    native_layer_norm_14 = torch.ops.aten.native_layer_norm.default(transpose_14, [16], _param_constant115, _param_constant116, 1e-05);  transpose_14 = _param_constant115 = _param_constant116 = None
    getitem_42 = native_layer_norm_14[0]
    getitem_43 = native_layer_norm_14[1];  getitem_43 = None
    getitem_44 = native_layer_norm_14[2];  native_layer_norm_14 = getitem_44 = None
    sub_7 = torch.ops.aten.sub.Tensor(transpose_15, 1)
    mul_30 = torch.ops.aten.mul.Tensor(sub_7, 1000000000.0);  sub_7 = None
    unsqueeze_34 = torch.ops.aten.unsqueeze.default(mul_30, 2);  mul_30 = None
    unsqueeze_35 = torch.ops.aten.unsqueeze.default(unsqueeze_34, 3);  unsqueeze_34 = None
    expand_28 = torch.ops.aten.expand.default(unsqueeze_35, [-1, -1, 2, 3, -1]);  unsqueeze_35 = None
    _param_constant117 = self._param_constant117
    t_53 = torch.ops.aten.t.default(_param_constant117);  _param_constant117 = None
    view_121 = torch.ops.aten.view.default(getitem_42, [36, 16])
    mm_19 = torch.ops.aten.mm.default(view_121, t_53);  view_121 = t_53 = None
    _unsafe_view_56 = torch.ops.aten._unsafe_view.default(mm_19, [2, 6, 3, 8]);  mm_19 = None
    _param_constant118 = self._param_constant118
    t_54 = torch.ops.aten.t.default(_param_constant118);  _param_constant118 = None
    view_122 = torch.ops.aten.view.default(getitem_42, [36, 16])
    mm_20 = torch.ops.aten.mm.default(view_122, t_54);  view_122 = t_54 = None
    _unsafe_view_57 = torch.ops.aten._unsafe_view.default(mm_20, [2, 6, 3, 8]);  mm_20 = None
    _param_constant119 = self._param_constant119
    t_55 = torch.ops.aten.t.default(_param_constant119);  _param_constant119 = None
    view_123 = torch.ops.aten.view.default(getitem_42, [36, 16])
    mm_21 = torch.ops.aten.mm.default(view_123, t_55);  view_123 = t_55 = None
    _unsafe_view_58 = torch.ops.aten._unsafe_view.default(mm_21, [2, 6, 3, 8]);  mm_21 = None
    view_124 = torch.ops.aten.view.default(_unsafe_view_56, [2, 6, 3, 2, -1]);  _unsafe_view_56 = None
    view_125 = torch.ops.aten.view.default(_unsafe_view_57, [2, 6, 3, 2, -1]);  _unsafe_view_57 = None
    view_126 = torch.ops.aten.view.default(_unsafe_view_58, [2, 6, 3, 2, -1]);  _unsafe_view_58 = None
    permute_35 = torch.ops.aten.permute.default(view_124, [0, -4, -2, -3, -1]);  view_124 = None
    permute_36 = torch.ops.aten.permute.default(view_125, [0, -4, -2, -1, -3]);  view_125 = None
    expand_29 = torch.ops.aten.expand.default(permute_35, [2, 6, 2, 3, 4]);  permute_35 = None
    clone_25 = torch.ops.aten.clone.default(expand_29, memory_format = torch.contiguous_format);  expand_29 = None
    _unsafe_view_59 = torch.ops.aten._unsafe_view.default(clone_25, [24, 3, 4]);  clone_25 = None
    expand_30 = torch.ops.aten.expand.default(permute_36, [2, 6, 2, 4, 3]);  permute_36 = None
    clone_26 = torch.ops.aten.clone.default(expand_30, memory_format = torch.contiguous_format);  expand_30 = None
    _unsafe_view_60 = torch.ops.aten._unsafe_view.default(clone_26, [24, 4, 3]);  clone_26 = None
    bmm_14 = torch.ops.aten.bmm.default(_unsafe_view_59, _unsafe_view_60);  _unsafe_view_59 = _unsafe_view_60 = None
    _unsafe_view_61 = torch.ops.aten._unsafe_view.default(bmm_14, [2, 6, 2, 3, 3]);  bmm_14 = None
    mul_31 = torch.ops.aten.mul.Tensor(_unsafe_view_61, 0.5);  _unsafe_view_61 = None
    add_23 = torch.ops.aten.add.Tensor(mul_31, expand_28);  mul_31 = expand_28 = None
    _softmax_5 = torch.ops.aten._softmax.default(add_23, -1, False);  add_23 = None
    permute_37 = torch.ops.aten.permute.default(view_126, [0, -4, -2, -3, -1]);  view_126 = None
    expand_31 = torch.ops.aten.expand.default(_softmax_5, [2, 6, 2, 3, 3]);  _softmax_5 = None
    view_127 = torch.ops.aten.view.default(expand_31, [24, 3, 3]);  expand_31 = None
    expand_32 = torch.ops.aten.expand.default(permute_37, [2, 6, 2, 3, 4]);  permute_37 = None
    clone_27 = torch.ops.aten.clone.default(expand_32, memory_format = torch.contiguous_format);  expand_32 = None
    _unsafe_view_62 = torch.ops.aten._unsafe_view.default(clone_27, [24, 3, 4]);  clone_27 = None
    bmm_15 = torch.ops.aten.bmm.default(view_127, _unsafe_view_62);  view_127 = _unsafe_view_62 = None
    _unsafe_view_63 = torch.ops.aten._unsafe_view.default(bmm_15, [2, 6, 2, 3, 4]);  bmm_15 = None
    transpose_16 = torch.ops.aten.transpose.int(_unsafe_view_63, -2, -3);  _unsafe_view_63 = None
    view_128 = torch.ops.aten.view.default(getitem_42, [36, 16]);  getitem_42 = None
    _param_constant120 = self._param_constant120
    t_56 = torch.ops.aten.t.default(_param_constant120);  _param_constant120 = None
    _param_constant121 = self._param_constant121
    addmm_34 = torch.ops.aten.addmm.default(_param_constant121, view_128, t_56);  _param_constant121 = view_128 = t_56 = None
    view_129 = torch.ops.aten.view.default(addmm_34, [2, 6, 3, 8]);  addmm_34 = None
    sigmoid_11 = torch.ops.aten.sigmoid.default(view_129);  view_129 = None
    view_130 = torch.ops.aten.view.default(sigmoid_11, [2, 6, 3, 2, -1]);  sigmoid_11 = None
    mul_32 = torch.ops.aten.mul.Tensor(transpose_16, view_130);  transpose_16 = view_130 = None
    clone_28 = torch.ops.aten.clone.default(mul_32, memory_format = torch.contiguous_format);  mul_32 = None
    _unsafe_view_64 = torch.ops.aten._unsafe_view.default(clone_28, [2, 6, 3, 8]);  clone_28 = None
    view_131 = torch.ops.aten.view.default(_unsafe_view_64, [36, 8]);  _unsafe_view_64 = None
    _param_constant122 = self._param_constant122
    t_57 = torch.ops.aten.t.default(_param_constant122);  _param_constant122 = None
    _param_constant123 = self._param_constant123
    addmm_35 = torch.ops.aten.addmm.default(_param_constant123, view_131, t_57);  _param_constant123 = view_131 = t_57 = None
    view_132 = torch.ops.aten.view.default(addmm_35, [2, 6, 3, 16]);  addmm_35 = None
    transpose_17 = torch.ops.aten.transpose.int(view_132, -2, -3);  view_132 = None
    transpose_18 = torch.ops.aten.transpose.int(transpose_15, -1, -2);  transpose_15 = transpose_18 = None
    add_24 = torch.ops.aten.add.Tensor(add_22, transpose_17);  add_22 = transpose_17 = None
    unsqueeze_36 = torch.ops.aten.unsqueeze.default(msa_mask_1, -1)
    _param_constant124 = self._param_constant124
    _param_constant125 = self._param_constant125
    native_layer_norm_15 = torch.ops.aten.native_layer_norm.default(add_24, [16], _param_constant124, _param_constant125, 1e-05);  _param_constant124 = _param_constant125 = None
    getitem_45 = native_layer_norm_15[0]
    getitem_46 = native_layer_norm_15[1];  getitem_46 = None
    getitem_47 = native_layer_norm_15[2];  native_layer_norm_15 = getitem_47 = None
    view_133 = torch.ops.aten.view.default(getitem_45, [36, 16]);  getitem_45 = None
    _param_constant126 = self._param_constant126
    t_58 = torch.ops.aten.t.default(_param_constant126);  _param_constant126 = None
    _param_constant127 = self._param_constant127
    addmm_36 = torch.ops.aten.addmm.default(_param_constant127, view_133, t_58);  _param_constant127 = view_133 = t_58 = None
    view_134 = torch.ops.aten.view.default(addmm_36, [2, 3, 6, 32]);  addmm_36 = None
    relu_2 = torch.ops.aten.relu.default(view_134);  view_134 = None
    view_135 = torch.ops.aten.view.default(relu_2, [36, 32]);  relu_2 = None
    _param_constant128 = self._param_constant128
    t_59 = torch.ops.aten.t.default(_param_constant128);  _param_constant128 = None
    _param_constant129 = self._param_constant129
    addmm_37 = torch.ops.aten.addmm.default(_param_constant129, view_135, t_59);  _param_constant129 = view_135 = t_59 = None
    view_136 = torch.ops.aten.view.default(addmm_37, [2, 3, 6, 16]);  addmm_37 = None
    mul_33 = torch.ops.aten.mul.Tensor(view_136, unsqueeze_36);  view_136 = unsqueeze_36 = None
    add_25 = torch.ops.aten.add.Tensor(add_24, mul_33);  add_24 = mul_33 = None
    _param_constant130 = self._param_constant130
    _param_constant131 = self._param_constant131
    native_layer_norm_16 = torch.ops.aten.native_layer_norm.default(add_25, [16], _param_constant130, _param_constant131, 1e-05);  _param_constant130 = _param_constant131 = None
    getitem_48 = native_layer_norm_16[0]
    getitem_49 = native_layer_norm_16[1];  getitem_49 = None
    getitem_50 = native_layer_norm_16[2];  native_layer_norm_16 = getitem_50 = None
    unsqueeze_37 = torch.ops.aten.unsqueeze.default(msa_mask_1, -1);  msa_mask_1 = None
    view_137 = torch.ops.aten.view.default(getitem_48, [36, 16])
    _param_constant132 = self._param_constant132
    t_60 = torch.ops.aten.t.default(_param_constant132);  _param_constant132 = None
    _param_constant133 = self._param_constant133
    addmm_38 = torch.ops.aten.addmm.default(_param_constant133, view_137, t_60);  _param_constant133 = view_137 = t_60 = None
    view_138 = torch.ops.aten.view.default(addmm_38, [2, 3, 6, 4]);  addmm_38 = None
    mul_34 = torch.ops.aten.mul.Tensor(view_138, unsqueeze_37);  view_138 = None
    view_139 = torch.ops.aten.view.default(getitem_48, [36, 16]);  getitem_48 = None
    _param_constant134 = self._param_constant134
    t_61 = torch.ops.aten.t.default(_param_constant134);  _param_constant134 = None
    _param_constant135 = self._param_constant135
    addmm_39 = torch.ops.aten.addmm.default(_param_constant135, view_139, t_61);  _param_constant135 = view_139 = t_61 = None
    view_140 = torch.ops.aten.view.default(addmm_39, [2, 3, 6, 4]);  addmm_39 = None
    mul_35 = torch.ops.aten.mul.Tensor(view_140, unsqueeze_37);  view_140 = None
    transpose_19 = torch.ops.aten.transpose.int(mul_34, -2, -3);  mul_34 = None
    transpose_20 = torch.ops.aten.transpose.int(mul_35, -2, -3);  mul_35 = None
    unsqueeze_38 = torch.ops.aten.unsqueeze.default(transpose_19, 4);  transpose_19 = None
    unsqueeze_39 = torch.ops.aten.unsqueeze.default(unsqueeze_38, 5);  unsqueeze_38 = None
    permute_38 = torch.ops.aten.permute.default(unsqueeze_39, [0, 1, 4, 3, 5, 2]);  unsqueeze_39 = None
    unsqueeze_40 = torch.ops.aten.unsqueeze.default(transpose_20, 4);  transpose_20 = None
    unsqueeze_41 = torch.ops.aten.unsqueeze.default(unsqueeze_40, 5);  unsqueeze_40 = None
    permute_39 = torch.ops.aten.permute.default(unsqueeze_41, [0, 4, 1, 5, 3, 2]);  unsqueeze_41 = None
    permute_40 = torch.ops.aten.permute.default(permute_38, [0, 1, 3, 5, 2, 4]);  permute_38 = None
    view_141 = torch.ops.aten.view.default(permute_40, [2, 24, 3]);  permute_40 = None
    permute_41 = torch.ops.aten.permute.default(permute_39, [0, 5, 2, 4, 1, 3]);  permute_39 = None
    view_142 = torch.ops.aten.view.default(permute_41, [2, 3, 24]);  permute_41 = None
    bmm_16 = torch.ops.aten.bmm.default(view_141, view_142);  view_141 = view_142 = None
    view_143 = torch.ops.aten.view.default(bmm_16, [2, 6, 4, 1, 6, 4]);  bmm_16 = None
    permute_42 = torch.ops.aten.permute.default(view_143, [0, 1, 4, 2, 5, 3]);  view_143 = None
    view_144 = torch.ops.aten.view.default(permute_42, [2, 6, 6, 4, 4]);  permute_42 = None
    clone_29 = torch.ops.aten.clone.default(view_144, memory_format = torch.contiguous_format);  view_144 = None
    _unsafe_view_65 = torch.ops.aten._unsafe_view.default(clone_29, [2, 6, 6, 16]);  clone_29 = None
    view_145 = torch.ops.aten.view.default(_unsafe_view_65, [72, 16]);  _unsafe_view_65 = None
    _param_constant136 = self._param_constant136
    t_62 = torch.ops.aten.t.default(_param_constant136);  _param_constant136 = None
    _param_constant137 = self._param_constant137
    addmm_40 = torch.ops.aten.addmm.default(_param_constant137, view_145, t_62);  _param_constant137 = view_145 = t_62 = None
    view_146 = torch.ops.aten.view.default(addmm_40, [2, 6, 6, 8]);  addmm_40 = None
    unsqueeze_42 = torch.ops.aten.unsqueeze.default(unsqueeze_37, 4)
    permute_43 = torch.ops.aten.permute.default(unsqueeze_42, [0, 2, 4, 3, 1]);  unsqueeze_42 = None
    unsqueeze_43 = torch.ops.aten.unsqueeze.default(unsqueeze_37, 4);  unsqueeze_37 = None
    permute_44 = torch.ops.aten.permute.default(unsqueeze_43, [0, 4, 2, 3, 1]);  unsqueeze_43 = None
    permute_45 = torch.ops.aten.permute.default(permute_43, [0, 1, 4, 2, 3]);  permute_43 = None
    view_147 = torch.ops.aten.view.default(permute_45, [2, 6, 3]);  permute_45 = None
    permute_46 = torch.ops.aten.permute.default(permute_44, [0, 4, 2, 3, 1]);  permute_44 = None
    view_148 = torch.ops.aten.view.default(permute_46, [2, 3, 6]);  permute_46 = None
    bmm_17 = torch.ops.aten.bmm.default(view_147, view_148);  view_147 = view_148 = None
    view_149 = torch.ops.aten.view.default(bmm_17, [2, 6, 1, 6, 1]);  bmm_17 = None
    permute_47 = torch.ops.aten.permute.default(view_149, [0, 1, 3, 4, 2]);  view_149 = None
    view_150 = torch.ops.aten.view.default(permute_47, [2, 6, 6, 1]);  permute_47 = None
    add_26 = torch.ops.aten.add.Tensor(view_150, 0.001);  view_150 = None
    div_1 = torch.ops.aten.div.Tensor(view_146, add_26);  view_146 = add_26 = None
    add_27 = torch.ops.aten.add.Tensor(add_19, div_1);  add_19 = div_1 = None
    unsqueeze_44 = torch.ops.aten.unsqueeze.default(mul, -1)
    _param_constant138 = self._param_constant138
    _param_constant139 = self._param_constant139
    native_layer_norm_17 = torch.ops.aten.native_layer_norm.default(add_27, [8], _param_constant138, _param_constant139, 1e-05);  _param_constant138 = _param_constant139 = None
    getitem_51 = native_layer_norm_17[0]
    getitem_52 = native_layer_norm_17[1];  getitem_52 = None
    getitem_53 = native_layer_norm_17[2];  native_layer_norm_17 = getitem_53 = None
    view_151 = torch.ops.aten.view.default(getitem_51, [72, 8])
    _param_constant140 = self._param_constant140
    t_63 = torch.ops.aten.t.default(_param_constant140);  _param_constant140 = None
    _param_constant141 = self._param_constant141
    addmm_41 = torch.ops.aten.addmm.default(_param_constant141, view_151, t_63);  _param_constant141 = view_151 = t_63 = None
    view_152 = torch.ops.aten.view.default(addmm_41, [2, 6, 6, 8]);  addmm_41 = None
    view_153 = torch.ops.aten.view.default(getitem_51, [72, 8])
    _param_constant142 = self._param_constant142
    t_64 = torch.ops.aten.t.default(_param_constant142);  _param_constant142 = None
    _param_constant143 = self._param_constant143
    addmm_42 = torch.ops.aten.addmm.default(_param_constant143, view_153, t_64);  _param_constant143 = view_153 = t_64 = None
    view_154 = torch.ops.aten.view.default(addmm_42, [2, 6, 6, 8]);  addmm_42 = None
    sigmoid_12 = torch.ops.aten.sigmoid.default(view_154);  view_154 = None
    mul_36 = torch.ops.aten.mul.Tensor(view_152, sigmoid_12);  view_152 = sigmoid_12 = None
    mul_37 = torch.ops.aten.mul.Tensor(mul_36, unsqueeze_44);  mul_36 = None
    view_155 = torch.ops.aten.view.default(getitem_51, [72, 8])
    _param_constant144 = self._param_constant144
    t_65 = torch.ops.aten.t.default(_param_constant144);  _param_constant144 = None
    _param_constant145 = self._param_constant145
    addmm_43 = torch.ops.aten.addmm.default(_param_constant145, view_155, t_65);  _param_constant145 = view_155 = t_65 = None
    view_156 = torch.ops.aten.view.default(addmm_43, [2, 6, 6, 8]);  addmm_43 = None
    view_157 = torch.ops.aten.view.default(getitem_51, [72, 8])
    _param_constant146 = self._param_constant146
    t_66 = torch.ops.aten.t.default(_param_constant146);  _param_constant146 = None
    _param_constant147 = self._param_constant147
    addmm_44 = torch.ops.aten.addmm.default(_param_constant147, view_157, t_66);  _param_constant147 = view_157 = t_66 = None
    view_158 = torch.ops.aten.view.default(addmm_44, [2, 6, 6, 8]);  addmm_44 = None
    sigmoid_13 = torch.ops.aten.sigmoid.default(view_158);  view_158 = None
    mul_38 = torch.ops.aten.mul.Tensor(view_156, sigmoid_13);  view_156 = sigmoid_13 = None
    mul_39 = torch.ops.aten.mul.Tensor(mul_38, unsqueeze_44);  mul_38 = unsqueeze_44 = None
    permute_48 = torch.ops.aten.permute.default(mul_37, [0, -1, -3, -2]);  mul_37 = None
    permute_49 = torch.ops.aten.permute.default(mul_39, [0, -1, -2, -3]);  mul_39 = None
    expand_33 = torch.ops.aten.expand.default(permute_48, [2, 8, 6, 6]);  permute_48 = None
    clone_30 = torch.ops.aten.clone.default(expand_33, memory_format = torch.contiguous_format);  expand_33 = None
    _unsafe_view_66 = torch.ops.aten._unsafe_view.default(clone_30, [16, 6, 6]);  clone_30 = None
    expand_34 = torch.ops.aten.expand.default(permute_49, [2, 8, 6, 6]);  permute_49 = None
    clone_31 = torch.ops.aten.clone.default(expand_34, memory_format = torch.contiguous_format);  expand_34 = None
    _unsafe_view_67 = torch.ops.aten._unsafe_view.default(clone_31, [16, 6, 6]);  clone_31 = None
    bmm_18 = torch.ops.aten.bmm.default(_unsafe_view_66, _unsafe_view_67);  _unsafe_view_66 = _unsafe_view_67 = None
    _unsafe_view_68 = torch.ops.aten._unsafe_view.default(bmm_18, [2, 8, 6, 6]);  bmm_18 = None
    permute_50 = torch.ops.aten.permute.default(_unsafe_view_68, [0, -2, -1, -3]);  _unsafe_view_68 = None
    _param_constant148 = self._param_constant148
    _param_constant149 = self._param_constant149
    native_layer_norm_18 = torch.ops.aten.native_layer_norm.default(permute_50, [8], _param_constant148, _param_constant149, 1e-05);  permute_50 = _param_constant148 = _param_constant149 = None
    getitem_54 = native_layer_norm_18[0]
    getitem_55 = native_layer_norm_18[1];  getitem_55 = None
    getitem_56 = native_layer_norm_18[2];  native_layer_norm_18 = getitem_56 = None
    view_159 = torch.ops.aten.view.default(getitem_54, [72, 8]);  getitem_54 = None
    _param_constant150 = self._param_constant150
    t_67 = torch.ops.aten.t.default(_param_constant150);  _param_constant150 = None
    _param_constant151 = self._param_constant151
    addmm_45 = torch.ops.aten.addmm.default(_param_constant151, view_159, t_67);  _param_constant151 = view_159 = t_67 = None
    view_160 = torch.ops.aten.view.default(addmm_45, [2, 6, 6, 8]);  addmm_45 = None
    view_161 = torch.ops.aten.view.default(getitem_51, [72, 8]);  getitem_51 = None
    _param_constant152 = self._param_constant152
    t_68 = torch.ops.aten.t.default(_param_constant152);  _param_constant152 = None
    _param_constant153 = self._param_constant153
    addmm_46 = torch.ops.aten.addmm.default(_param_constant153, view_161, t_68);  _param_constant153 = view_161 = t_68 = None
    view_162 = torch.ops.aten.view.default(addmm_46, [2, 6, 6, 8]);  addmm_46 = None
    sigmoid_14 = torch.ops.aten.sigmoid.default(view_162);  view_162 = None
    mul_40 = torch.ops.aten.mul.Tensor(view_160, sigmoid_14);  view_160 = sigmoid_14 = None
    add_28 = torch.ops.aten.add.Tensor(add_27, mul_40);  add_27 = mul_40 = None
    unsqueeze_45 = torch.ops.aten.unsqueeze.default(mul, -1)
    _param_constant154 = self._param_constant154
    _param_constant155 = self._param_constant155
    native_layer_norm_19 = torch.ops.aten.native_layer_norm.default(add_28, [8], _param_constant154, _param_constant155, 1e-05);  _param_constant154 = _param_constant155 = None
    getitem_57 = native_layer_norm_19[0]
    getitem_58 = native_layer_norm_19[1];  getitem_58 = None
    getitem_59 = native_layer_norm_19[2];  native_layer_norm_19 = getitem_59 = None
    view_163 = torch.ops.aten.view.default(getitem_57, [72, 8])
    _param_constant156 = self._param_constant156
    t_69 = torch.ops.aten.t.default(_param_constant156);  _param_constant156 = None
    _param_constant157 = self._param_constant157
    addmm_47 = torch.ops.aten.addmm.default(_param_constant157, view_163, t_69);  _param_constant157 = view_163 = t_69 = None
    view_164 = torch.ops.aten.view.default(addmm_47, [2, 6, 6, 8]);  addmm_47 = None
    view_165 = torch.ops.aten.view.default(getitem_57, [72, 8])
    _param_constant158 = self._param_constant158
    t_70 = torch.ops.aten.t.default(_param_constant158);  _param_constant158 = None
    _param_constant159 = self._param_constant159
    addmm_48 = torch.ops.aten.addmm.default(_param_constant159, view_165, t_70);  _param_constant159 = view_165 = t_70 = None
    view_166 = torch.ops.aten.view.default(addmm_48, [2, 6, 6, 8]);  addmm_48 = None
    sigmoid_15 = torch.ops.aten.sigmoid.default(view_166);  view_166 = None
    mul_41 = torch.ops.aten.mul.Tensor(view_164, sigmoid_15);  view_164 = sigmoid_15 = None
    mul_42 = torch.ops.aten.mul.Tensor(mul_41, unsqueeze_45);  mul_41 = None
    view_167 = torch.ops.aten.view.default(getitem_57, [72, 8])
    _param_constant160 = self._param_constant160
    t_71 = torch.ops.aten.t.default(_param_constant160);  _param_constant160 = None
    _param_constant161 = self._param_constant161
    addmm_49 = torch.ops.aten.addmm.default(_param_constant161, view_167, t_71);  _param_constant161 = view_167 = t_71 = None
    view_168 = torch.ops.aten.view.default(addmm_49, [2, 6, 6, 8]);  addmm_49 = None
    view_169 = torch.ops.aten.view.default(getitem_57, [72, 8])
    _param_constant162 = self._param_constant162
    t_72 = torch.ops.aten.t.default(_param_constant162);  _param_constant162 = None
    _param_constant163 = self._param_constant163
    addmm_50 = torch.ops.aten.addmm.default(_param_constant163, view_169, t_72);  _param_constant163 = view_169 = t_72 = None
    view_170 = torch.ops.aten.view.default(addmm_50, [2, 6, 6, 8]);  addmm_50 = None
    sigmoid_16 = torch.ops.aten.sigmoid.default(view_170);  view_170 = None
    mul_43 = torch.ops.aten.mul.Tensor(view_168, sigmoid_16);  view_168 = sigmoid_16 = None
    mul_44 = torch.ops.aten.mul.Tensor(mul_43, unsqueeze_45);  mul_43 = unsqueeze_45 = None
    permute_51 = torch.ops.aten.permute.default(mul_42, [0, -1, -2, -3]);  mul_42 = None
    permute_52 = torch.ops.aten.permute.default(mul_44, [0, -1, -3, -2]);  mul_44 = None
    expand_35 = torch.ops.aten.expand.default(permute_51, [2, 8, 6, 6]);  permute_51 = None
    clone_32 = torch.ops.aten.clone.default(expand_35, memory_format = torch.contiguous_format);  expand_35 = None
    _unsafe_view_69 = torch.ops.aten._unsafe_view.default(clone_32, [16, 6, 6]);  clone_32 = None
    expand_36 = torch.ops.aten.expand.default(permute_52, [2, 8, 6, 6]);  permute_52 = None
    clone_33 = torch.ops.aten.clone.default(expand_36, memory_format = torch.contiguous_format);  expand_36 = None
    _unsafe_view_70 = torch.ops.aten._unsafe_view.default(clone_33, [16, 6, 6]);  clone_33 = None
    bmm_19 = torch.ops.aten.bmm.default(_unsafe_view_69, _unsafe_view_70);  _unsafe_view_69 = _unsafe_view_70 = None
    _unsafe_view_71 = torch.ops.aten._unsafe_view.default(bmm_19, [2, 8, 6, 6]);  bmm_19 = None
    permute_53 = torch.ops.aten.permute.default(_unsafe_view_71, [0, -2, -1, -3]);  _unsafe_view_71 = None
    _param_constant164 = self._param_constant164
    _param_constant165 = self._param_constant165
    native_layer_norm_20 = torch.ops.aten.native_layer_norm.default(permute_53, [8], _param_constant164, _param_constant165, 1e-05);  permute_53 = _param_constant164 = _param_constant165 = None
    getitem_60 = native_layer_norm_20[0]
    getitem_61 = native_layer_norm_20[1];  getitem_61 = None
    getitem_62 = native_layer_norm_20[2];  native_layer_norm_20 = getitem_62 = None
    view_171 = torch.ops.aten.view.default(getitem_60, [72, 8]);  getitem_60 = None
    _param_constant166 = self._param_constant166
    t_73 = torch.ops.aten.t.default(_param_constant166);  _param_constant166 = None
    _param_constant167 = self._param_constant167
    addmm_51 = torch.ops.aten.addmm.default(_param_constant167, view_171, t_73);  _param_constant167 = view_171 = t_73 = None
    view_172 = torch.ops.aten.view.default(addmm_51, [2, 6, 6, 8]);  addmm_51 = None
    view_173 = torch.ops.aten.view.default(getitem_57, [72, 8]);  getitem_57 = None
    _param_constant168 = self._param_constant168
    t_74 = torch.ops.aten.t.default(_param_constant168);  _param_constant168 = None
    _param_constant169 = self._param_constant169
    addmm_52 = torch.ops.aten.addmm.default(_param_constant169, view_173, t_74);  _param_constant169 = view_173 = t_74 = None
    view_174 = torch.ops.aten.view.default(addmm_52, [2, 6, 6, 8]);  addmm_52 = None
    sigmoid_17 = torch.ops.aten.sigmoid.default(view_174);  view_174 = None
    mul_45 = torch.ops.aten.mul.Tensor(view_172, sigmoid_17);  view_172 = sigmoid_17 = None
    add_29 = torch.ops.aten.add.Tensor(add_28, mul_45);  add_28 = mul_45 = None
    _param_constant170 = self._param_constant170
    _param_constant171 = self._param_constant171
    native_layer_norm_21 = torch.ops.aten.native_layer_norm.default(add_29, [8], _param_constant170, _param_constant171, 1e-05);  _param_constant170 = _param_constant171 = None
    getitem_63 = native_layer_norm_21[0]
    getitem_64 = native_layer_norm_21[1];  getitem_64 = None
    getitem_65 = native_layer_norm_21[2];  native_layer_norm_21 = getitem_65 = None
    sub_8 = torch.ops.aten.sub.Tensor(mul, 1)
    mul_46 = torch.ops.aten.mul.Tensor(sub_8, 1000000000.0);  sub_8 = None
    unsqueeze_46 = torch.ops.aten.unsqueeze.default(mul_46, 2);  mul_46 = None
    unsqueeze_47 = torch.ops.aten.unsqueeze.default(unsqueeze_46, 3);  unsqueeze_46 = None
    _param_constant172 = self._param_constant172
    t_75 = torch.ops.aten.t.default(_param_constant172);  _param_constant172 = None
    view_175 = torch.ops.aten.view.default(getitem_63, [72, 8])
    mm_22 = torch.ops.aten.mm.default(view_175, t_75);  view_175 = t_75 = None
    _unsafe_view_72 = torch.ops.aten._unsafe_view.default(mm_22, [2, 6, 6, 2]);  mm_22 = None
    permute_54 = torch.ops.aten.permute.default(_unsafe_view_72, [0, -1, -3, -2]);  _unsafe_view_72 = None
    unsqueeze_48 = torch.ops.aten.unsqueeze.default(permute_54, -4);  permute_54 = None
    _param_constant173 = self._param_constant173
    t_76 = torch.ops.aten.t.default(_param_constant173);  _param_constant173 = None
    view_176 = torch.ops.aten.view.default(getitem_63, [72, 8])
    mm_23 = torch.ops.aten.mm.default(view_176, t_76);  view_176 = t_76 = None
    _unsafe_view_73 = torch.ops.aten._unsafe_view.default(mm_23, [2, 6, 6, 8]);  mm_23 = None
    _param_constant174 = self._param_constant174
    t_77 = torch.ops.aten.t.default(_param_constant174);  _param_constant174 = None
    view_177 = torch.ops.aten.view.default(getitem_63, [72, 8])
    mm_24 = torch.ops.aten.mm.default(view_177, t_77);  view_177 = t_77 = None
    _unsafe_view_74 = torch.ops.aten._unsafe_view.default(mm_24, [2, 6, 6, 8]);  mm_24 = None
    _param_constant175 = self._param_constant175
    t_78 = torch.ops.aten.t.default(_param_constant175);  _param_constant175 = None
    view_178 = torch.ops.aten.view.default(getitem_63, [72, 8])
    mm_25 = torch.ops.aten.mm.default(view_178, t_78);  view_178 = t_78 = None
    _unsafe_view_75 = torch.ops.aten._unsafe_view.default(mm_25, [2, 6, 6, 8]);  mm_25 = None
    view_179 = torch.ops.aten.view.default(_unsafe_view_73, [2, 6, 6, 2, -1]);  _unsafe_view_73 = None
    view_180 = torch.ops.aten.view.default(_unsafe_view_74, [2, 6, 6, 2, -1]);  _unsafe_view_74 = None
    view_181 = torch.ops.aten.view.default(_unsafe_view_75, [2, 6, 6, 2, -1]);  _unsafe_view_75 = None
    permute_55 = torch.ops.aten.permute.default(view_179, [0, -4, -2, -3, -1]);  view_179 = None
    permute_56 = torch.ops.aten.permute.default(view_180, [0, -4, -2, -1, -3]);  view_180 = None
    expand_37 = torch.ops.aten.expand.default(permute_55, [2, 6, 2, 6, 4]);  permute_55 = None
    clone_34 = torch.ops.aten.clone.default(expand_37, memory_format = torch.contiguous_format);  expand_37 = None
    _unsafe_view_76 = torch.ops.aten._unsafe_view.default(clone_34, [24, 6, 4]);  clone_34 = None
    expand_38 = torch.ops.aten.expand.default(permute_56, [2, 6, 2, 4, 6]);  permute_56 = None
    clone_35 = torch.ops.aten.clone.default(expand_38, memory_format = torch.contiguous_format);  expand_38 = None
    _unsafe_view_77 = torch.ops.aten._unsafe_view.default(clone_35, [24, 4, 6]);  clone_35 = None
    bmm_20 = torch.ops.aten.bmm.default(_unsafe_view_76, _unsafe_view_77);  _unsafe_view_76 = _unsafe_view_77 = None
    _unsafe_view_78 = torch.ops.aten._unsafe_view.default(bmm_20, [2, 6, 2, 6, 6]);  bmm_20 = None
    mul_47 = torch.ops.aten.mul.Tensor(_unsafe_view_78, 0.5);  _unsafe_view_78 = None
    add_30 = torch.ops.aten.add.Tensor(mul_47, unsqueeze_47);  mul_47 = unsqueeze_47 = None
    add_31 = torch.ops.aten.add.Tensor(add_30, unsqueeze_48);  add_30 = unsqueeze_48 = None
    _softmax_6 = torch.ops.aten._softmax.default(add_31, -1, False);  add_31 = None
    permute_57 = torch.ops.aten.permute.default(view_181, [0, -4, -2, -3, -1]);  view_181 = None
    expand_39 = torch.ops.aten.expand.default(_softmax_6, [2, 6, 2, 6, 6]);  _softmax_6 = None
    view_182 = torch.ops.aten.view.default(expand_39, [24, 6, 6]);  expand_39 = None
    expand_40 = torch.ops.aten.expand.default(permute_57, [2, 6, 2, 6, 4]);  permute_57 = None
    clone_36 = torch.ops.aten.clone.default(expand_40, memory_format = torch.contiguous_format);  expand_40 = None
    _unsafe_view_79 = torch.ops.aten._unsafe_view.default(clone_36, [24, 6, 4]);  clone_36 = None
    bmm_21 = torch.ops.aten.bmm.default(view_182, _unsafe_view_79);  view_182 = _unsafe_view_79 = None
    _unsafe_view_80 = torch.ops.aten._unsafe_view.default(bmm_21, [2, 6, 2, 6, 4]);  bmm_21 = None
    transpose_21 = torch.ops.aten.transpose.int(_unsafe_view_80, -2, -3);  _unsafe_view_80 = None
    view_183 = torch.ops.aten.view.default(getitem_63, [72, 8]);  getitem_63 = None
    _param_constant176 = self._param_constant176
    t_79 = torch.ops.aten.t.default(_param_constant176);  _param_constant176 = None
    _param_constant177 = self._param_constant177
    addmm_53 = torch.ops.aten.addmm.default(_param_constant177, view_183, t_79);  _param_constant177 = view_183 = t_79 = None
    view_184 = torch.ops.aten.view.default(addmm_53, [2, 6, 6, 8]);  addmm_53 = None
    sigmoid_18 = torch.ops.aten.sigmoid.default(view_184);  view_184 = None
    view_185 = torch.ops.aten.view.default(sigmoid_18, [2, 6, 6, 2, -1]);  sigmoid_18 = None
    mul_48 = torch.ops.aten.mul.Tensor(transpose_21, view_185);  transpose_21 = view_185 = None
    clone_37 = torch.ops.aten.clone.default(mul_48, memory_format = torch.contiguous_format);  mul_48 = None
    _unsafe_view_81 = torch.ops.aten._unsafe_view.default(clone_37, [2, 6, 6, 8]);  clone_37 = None
    view_186 = torch.ops.aten.view.default(_unsafe_view_81, [72, 8]);  _unsafe_view_81 = None
    _param_constant178 = self._param_constant178
    t_80 = torch.ops.aten.t.default(_param_constant178);  _param_constant178 = None
    _param_constant179 = self._param_constant179
    addmm_54 = torch.ops.aten.addmm.default(_param_constant179, view_186, t_80);  _param_constant179 = view_186 = t_80 = None
    view_187 = torch.ops.aten.view.default(addmm_54, [2, 6, 6, 8]);  addmm_54 = None
    add_32 = torch.ops.aten.add.Tensor(add_29, view_187);  add_29 = view_187 = None
    transpose_22 = torch.ops.aten.transpose.int(add_32, -2, -3)
    transpose_23 = torch.ops.aten.transpose.int(mul, -1, -2)
    _param_constant180 = self._param_constant180
    _param_constant181 = self._param_constant181
    native_layer_norm_22 = torch.ops.aten.native_layer_norm.default(transpose_22, [8], _param_constant180, _param_constant181, 1e-05);  transpose_22 = _param_constant180 = _param_constant181 = None
    getitem_66 = native_layer_norm_22[0]
    getitem_67 = native_layer_norm_22[1];  getitem_67 = None
    getitem_68 = native_layer_norm_22[2];  native_layer_norm_22 = getitem_68 = None
    sub_9 = torch.ops.aten.sub.Tensor(transpose_23, 1);  transpose_23 = None
    mul_49 = torch.ops.aten.mul.Tensor(sub_9, 1000000000.0);  sub_9 = None
    unsqueeze_49 = torch.ops.aten.unsqueeze.default(mul_49, 2);  mul_49 = None
    unsqueeze_50 = torch.ops.aten.unsqueeze.default(unsqueeze_49, 3);  unsqueeze_49 = None
    _param_constant182 = self._param_constant182
    t_81 = torch.ops.aten.t.default(_param_constant182);  _param_constant182 = None
    view_188 = torch.ops.aten.view.default(getitem_66, [72, 8])
    mm_26 = torch.ops.aten.mm.default(view_188, t_81);  view_188 = t_81 = None
    _unsafe_view_82 = torch.ops.aten._unsafe_view.default(mm_26, [2, 6, 6, 2]);  mm_26 = None
    permute_58 = torch.ops.aten.permute.default(_unsafe_view_82, [0, -1, -3, -2]);  _unsafe_view_82 = None
    unsqueeze_51 = torch.ops.aten.unsqueeze.default(permute_58, -4);  permute_58 = None
    _param_constant183 = self._param_constant183
    t_82 = torch.ops.aten.t.default(_param_constant183);  _param_constant183 = None
    view_189 = torch.ops.aten.view.default(getitem_66, [72, 8])
    mm_27 = torch.ops.aten.mm.default(view_189, t_82);  view_189 = t_82 = None
    _unsafe_view_83 = torch.ops.aten._unsafe_view.default(mm_27, [2, 6, 6, 8]);  mm_27 = None
    _param_constant184 = self._param_constant184
    t_83 = torch.ops.aten.t.default(_param_constant184);  _param_constant184 = None
    view_190 = torch.ops.aten.view.default(getitem_66, [72, 8])
    mm_28 = torch.ops.aten.mm.default(view_190, t_83);  view_190 = t_83 = None
    _unsafe_view_84 = torch.ops.aten._unsafe_view.default(mm_28, [2, 6, 6, 8]);  mm_28 = None
    _param_constant185 = self._param_constant185
    t_84 = torch.ops.aten.t.default(_param_constant185);  _param_constant185 = None
    view_191 = torch.ops.aten.view.default(getitem_66, [72, 8])
    mm_29 = torch.ops.aten.mm.default(view_191, t_84);  view_191 = t_84 = None
    _unsafe_view_85 = torch.ops.aten._unsafe_view.default(mm_29, [2, 6, 6, 8]);  mm_29 = None
    view_192 = torch.ops.aten.view.default(_unsafe_view_83, [2, 6, 6, 2, -1]);  _unsafe_view_83 = None
    view_193 = torch.ops.aten.view.default(_unsafe_view_84, [2, 6, 6, 2, -1]);  _unsafe_view_84 = None
    view_194 = torch.ops.aten.view.default(_unsafe_view_85, [2, 6, 6, 2, -1]);  _unsafe_view_85 = None
    permute_59 = torch.ops.aten.permute.default(view_192, [0, -4, -2, -3, -1]);  view_192 = None
    permute_60 = torch.ops.aten.permute.default(view_193, [0, -4, -2, -1, -3]);  view_193 = None
    expand_41 = torch.ops.aten.expand.default(permute_59, [2, 6, 2, 6, 4]);  permute_59 = None
    clone_38 = torch.ops.aten.clone.default(expand_41, memory_format = torch.contiguous_format);  expand_41 = None
    _unsafe_view_86 = torch.ops.aten._unsafe_view.default(clone_38, [24, 6, 4]);  clone_38 = None
    expand_42 = torch.ops.aten.expand.default(permute_60, [2, 6, 2, 4, 6]);  permute_60 = None
    clone_39 = torch.ops.aten.clone.default(expand_42, memory_format = torch.contiguous_format);  expand_42 = None
    _unsafe_view_87 = torch.ops.aten._unsafe_view.default(clone_39, [24, 4, 6]);  clone_39 = None
    bmm_22 = torch.ops.aten.bmm.default(_unsafe_view_86, _unsafe_view_87);  _unsafe_view_86 = _unsafe_view_87 = None
    _unsafe_view_88 = torch.ops.aten._unsafe_view.default(bmm_22, [2, 6, 2, 6, 6]);  bmm_22 = None
    mul_50 = torch.ops.aten.mul.Tensor(_unsafe_view_88, 0.5);  _unsafe_view_88 = None
    add_33 = torch.ops.aten.add.Tensor(mul_50, unsqueeze_50);  mul_50 = unsqueeze_50 = None
    add_34 = torch.ops.aten.add.Tensor(add_33, unsqueeze_51);  add_33 = unsqueeze_51 = None
    _softmax_7 = torch.ops.aten._softmax.default(add_34, -1, False);  add_34 = None
    permute_61 = torch.ops.aten.permute.default(view_194, [0, -4, -2, -3, -1]);  view_194 = None
    expand_43 = torch.ops.aten.expand.default(_softmax_7, [2, 6, 2, 6, 6]);  _softmax_7 = None
    view_195 = torch.ops.aten.view.default(expand_43, [24, 6, 6]);  expand_43 = None
    expand_44 = torch.ops.aten.expand.default(permute_61, [2, 6, 2, 6, 4]);  permute_61 = None
    clone_40 = torch.ops.aten.clone.default(expand_44, memory_format = torch.contiguous_format);  expand_44 = None
    _unsafe_view_89 = torch.ops.aten._unsafe_view.default(clone_40, [24, 6, 4]);  clone_40 = None
    bmm_23 = torch.ops.aten.bmm.default(view_195, _unsafe_view_89);  view_195 = _unsafe_view_89 = None
    _unsafe_view_90 = torch.ops.aten._unsafe_view.default(bmm_23, [2, 6, 2, 6, 4]);  bmm_23 = None
    transpose_24 = torch.ops.aten.transpose.int(_unsafe_view_90, -2, -3);  _unsafe_view_90 = None
    view_196 = torch.ops.aten.view.default(getitem_66, [72, 8]);  getitem_66 = None
    _param_constant186 = self._param_constant186
    t_85 = torch.ops.aten.t.default(_param_constant186);  _param_constant186 = None
    _param_constant187 = self._param_constant187
    addmm_55 = torch.ops.aten.addmm.default(_param_constant187, view_196, t_85);  _param_constant187 = view_196 = t_85 = None
    view_197 = torch.ops.aten.view.default(addmm_55, [2, 6, 6, 8]);  addmm_55 = None
    sigmoid_19 = torch.ops.aten.sigmoid.default(view_197);  view_197 = None
    view_198 = torch.ops.aten.view.default(sigmoid_19, [2, 6, 6, 2, -1]);  sigmoid_19 = None
    mul_51 = torch.ops.aten.mul.Tensor(transpose_24, view_198);  transpose_24 = view_198 = None
    clone_41 = torch.ops.aten.clone.default(mul_51, memory_format = torch.contiguous_format);  mul_51 = None
    _unsafe_view_91 = torch.ops.aten._unsafe_view.default(clone_41, [2, 6, 6, 8]);  clone_41 = None
    view_199 = torch.ops.aten.view.default(_unsafe_view_91, [72, 8]);  _unsafe_view_91 = None
    _param_constant188 = self._param_constant188
    t_86 = torch.ops.aten.t.default(_param_constant188);  _param_constant188 = None
    _param_constant189 = self._param_constant189
    addmm_56 = torch.ops.aten.addmm.default(_param_constant189, view_199, t_86);  _param_constant189 = view_199 = t_86 = None
    view_200 = torch.ops.aten.view.default(addmm_56, [2, 6, 6, 8]);  addmm_56 = None
    transpose_25 = torch.ops.aten.transpose.int(view_200, -2, -3);  view_200 = None
    add_35 = torch.ops.aten.add.Tensor(add_32, transpose_25);  add_32 = transpose_25 = None
    unsqueeze_52 = torch.ops.aten.unsqueeze.default(mul, -1);  mul = None
    _param_constant190 = self._param_constant190
    _param_constant191 = self._param_constant191
    native_layer_norm_23 = torch.ops.aten.native_layer_norm.default(add_35, [8], _param_constant190, _param_constant191, 1e-05);  _param_constant190 = _param_constant191 = None
    getitem_69 = native_layer_norm_23[0]
    getitem_70 = native_layer_norm_23[1];  getitem_70 = None
    getitem_71 = native_layer_norm_23[2];  native_layer_norm_23 = getitem_71 = None
    view_201 = torch.ops.aten.view.default(getitem_69, [72, 8]);  getitem_69 = None
    _param_constant192 = self._param_constant192
    t_87 = torch.ops.aten.t.default(_param_constant192);  _param_constant192 = None
    _param_constant193 = self._param_constant193
    addmm_57 = torch.ops.aten.addmm.default(_param_constant193, view_201, t_87);  _param_constant193 = view_201 = t_87 = None
    view_202 = torch.ops.aten.view.default(addmm_57, [2, 6, 6, 16]);  addmm_57 = None
    relu_3 = torch.ops.aten.relu.default(view_202);  view_202 = None
    view_203 = torch.ops.aten.view.default(relu_3, [72, 16]);  relu_3 = None
    _param_constant194 = self._param_constant194
    t_88 = torch.ops.aten.t.default(_param_constant194);  _param_constant194 = None
    _param_constant195 = self._param_constant195
    addmm_58 = torch.ops.aten.addmm.default(_param_constant195, view_203, t_88);  _param_constant195 = view_203 = t_88 = None
    view_204 = torch.ops.aten.view.default(addmm_58, [2, 6, 6, 8]);  addmm_58 = None
    mul_52 = torch.ops.aten.mul.Tensor(view_204, unsqueeze_52);  view_204 = unsqueeze_52 = None
    add_36 = torch.ops.aten.add.Tensor(add_35, mul_52);  add_35 = mul_52 = None
    _tensor_constant0 = self._tensor_constant0
    lift_fresh_copy = torch.ops.aten.lift_fresh_copy.default(_tensor_constant0);  _tensor_constant0 = None
    index_select = torch.ops.aten.index_select.default(add_25, -3, lift_fresh_copy);  lift_fresh_copy = None
    view_205 = torch.ops.aten.view.default(index_select, [12, 16]);  index_select = None
    _param_constant196 = self._param_constant196
    t_89 = torch.ops.aten.t.default(_param_constant196);  _param_constant196 = None
    _param_constant197 = self._param_constant197
    addmm_59 = torch.ops.aten.addmm.default(_param_constant197, view_205, t_89);  _param_constant197 = view_205 = t_89 = None
    view_206 = torch.ops.aten.view.default(addmm_59, [2, 1, 6, 16]);  addmm_59 = None
    squeeze = torch.ops.aten.squeeze.dim(view_206, -3);  view_206 = squeeze = None
    alias = torch.ops.aten.alias.default(add_25);  add_25 = None
    view_207 = torch.ops.aten.view.default(add_36, [72, 8]);  add_36 = None
    _param_constant198 = self._param_constant198
    t_90 = torch.ops.aten.t.default(_param_constant198);  _param_constant198 = None
    _param_constant199 = self._param_constant199
    addmm_60 = torch.ops.aten.addmm.default(_param_constant199, view_207, t_90);  _param_constant199 = view_207 = t_90 = None
    view_208 = torch.ops.aten.view.default(addmm_60, [2, 6, 6, 16]);  addmm_60 = None
    transpose_26 = torch.ops.aten.transpose.int(view_208, -2, -3)
    add_37 = torch.ops.aten.add.Tensor(view_208, transpose_26);  view_208 = transpose_26 = None
    view_209 = torch.ops.aten.view.default(alias, [36, 16]);  alias = None
    _param_constant200 = self._param_constant200
    t_91 = torch.ops.aten.t.default(_param_constant200);  _param_constant200 = None
    _param_constant201 = self._param_constant201
    addmm_61 = torch.ops.aten.addmm.default(_param_constant201, view_209, t_91);  _param_constant201 = view_209 = t_91 = None
    view_210 = torch.ops.aten.view.default(addmm_61, [2, 3, 6, 23]);  addmm_61 = None
    linspace = torch.ops.aten.linspace.default(2.3125, 21.6875, 15, device = device(type='cpu'), pin_memory = False)
    pow_1 = torch.ops.aten.pow.Tensor_Scalar(linspace, 2);  linspace = None
    unsqueeze_53 = torch.ops.aten.unsqueeze.default(pseudo_beta_1, 2)
    unsqueeze_54 = torch.ops.aten.unsqueeze.default(pseudo_beta_1, 1);  pseudo_beta_1 = None
    sub_10 = torch.ops.aten.sub.Tensor(unsqueeze_53, unsqueeze_54);  unsqueeze_53 = unsqueeze_54 = None
    pow_2 = torch.ops.aten.pow.Tensor_Scalar(sub_10, 2);  sub_10 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(pow_2, [-1], True);  pow_2 = None
    gt = torch.ops.aten.gt.Tensor(sum_1, pow_1);  sum_1 = pow_1 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(gt, [-1]);  gt = None
    zeros_1 = torch.ops.aten.zeros.default([2, 6, 6, 16], dtype = torch.int64, device = device(type='cpu'), pin_memory = False)
    unsqueeze_55 = torch.ops.aten.unsqueeze.default(sum_2, -1);  sum_2 = None
    scatter__1 = torch.ops.aten.scatter_.value(zeros_1, -1, unsqueeze_55, 1);  zeros_1 = unsqueeze_55 = None
    _log_softmax = torch.ops.aten._log_softmax.default(add_37, -1, False);  add_37 = None
    detach = torch.ops.aten.detach.default(_log_softmax);  detach = None
    mul_53 = torch.ops.aten.mul.Tensor(scatter__1, _log_softmax);  scatter__1 = _log_softmax = None
    sum_3 = torch.ops.aten.sum.dim_IntList(mul_53, [-1]);  mul_53 = None
    mul_54 = torch.ops.aten.mul.Tensor(sum_3, -1);  sum_3 = None
    unsqueeze_56 = torch.ops.aten.unsqueeze.default(pseudo_beta_mask_1, 2)
    unsqueeze_57 = torch.ops.aten.unsqueeze.default(pseudo_beta_mask_1, 1);  pseudo_beta_mask_1 = None
    mul_55 = torch.ops.aten.mul.Tensor(unsqueeze_56, unsqueeze_57);  unsqueeze_56 = unsqueeze_57 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(mul_55, [-1, -2])
    add_38 = torch.ops.aten.add.Tensor(sum_4, 1e-06);  sum_4 = None
    mul_56 = torch.ops.aten.mul.Tensor(mul_54, mul_55);  mul_54 = mul_55 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(mul_56, [-1]);  mul_56 = None
    unsqueeze_58 = torch.ops.aten.unsqueeze.default(add_38, 1);  add_38 = None
    div_2 = torch.ops.aten.div.Tensor(sum_5, unsqueeze_58);  sum_5 = unsqueeze_58 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(div_2, [-1]);  div_2 = None
    mean = torch.ops.aten.mean.default(sum_6);  sum_6 = None
    mul_57 = torch.ops.aten.mul.Tensor(mean, 0.3);  mean = None
    zeros_2 = torch.ops.aten.zeros.default([2, 3, 6, 23], dtype = torch.int64, device = device(type='cpu'), pin_memory = False)
    unsqueeze_59 = torch.ops.aten.unsqueeze.default(true_msa_1, -1);  true_msa_1 = None
    scatter__2 = torch.ops.aten.scatter_.value(zeros_2, -1, unsqueeze_59, 1);  zeros_2 = unsqueeze_59 = None
    _log_softmax_1 = torch.ops.aten._log_softmax.default(view_210, -1, False);  view_210 = None
    detach_1 = torch.ops.aten.detach.default(_log_softmax_1);  detach_1 = None
    mul_58 = torch.ops.aten.mul.Tensor(scatter__2, _log_softmax_1);  scatter__2 = _log_softmax_1 = None
    sum_7 = torch.ops.aten.sum.dim_IntList(mul_58, [-1]);  mul_58 = None
    mul_59 = torch.ops.aten.mul.Tensor(sum_7, -1);  sum_7 = None
    mul_60 = torch.ops.aten.mul.Tensor(mul_59, bert_mask_1);  mul_59 = None
    sum_8 = torch.ops.aten.sum.dim_IntList(mul_60, [-1]);  mul_60 = None
    mul_61 = torch.ops.aten.mul.Tensor(bert_mask_1, 0.5);  bert_mask_1 = None
    sum_9 = torch.ops.aten.sum.dim_IntList(mul_61, [-1, -2]);  mul_61 = None
    add_39 = torch.ops.aten.add.Tensor(sum_9, 1e-08);  sum_9 = None
    unsqueeze_60 = torch.ops.aten.unsqueeze.default(add_39, 1);  add_39 = None
    div_3 = torch.ops.aten.div.Tensor(sum_8, unsqueeze_60);  sum_8 = unsqueeze_60 = None
    sum_10 = torch.ops.aten.sum.dim_IntList(div_3, [-1]);  div_3 = None
    mul_62 = torch.ops.aten.mul.Tensor(sum_10, 0.5);  sum_10 = None
    mean_1 = torch.ops.aten.mean.default(mul_62);  mul_62 = None
    mul_63 = torch.ops.aten.mul.Tensor(mean_1, 2.0);  mean_1 = None
    add_40 = torch.ops.aten.add.Tensor(mul_57, mul_63);  mul_57 = mul_63 = None
    return add_40
    