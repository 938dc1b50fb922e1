


def forward(self, x_1, labels_1):
    _param_constant0 = self._param_constant0
    _param_constant1 = self._param_constant1
    convolution = torch.ops.aten.convolution.default(x_1, _param_constant0, _param_constant1, [2, 2], [0, 0], [1, 1], False, [0, 0], 1);  x_1 = _param_constant0 = _param_constant1 = None
    view = torch.ops.aten.view.default(convolution, [2, 8, 64]);  convolution = None
    transpose = torch.ops.aten.transpose.int(view, 1, 2);  view = None
    _param_constant2 = self._param_constant2
    _param_constant3 = self._param_constant3
    native_layer_norm = torch.ops.aten.native_layer_norm.default(transpose, [8], _param_constant2, _param_constant3, 1e-05);  transpose = _param_constant2 = _param_constant3 = None
    getitem = native_layer_norm[0]
    getitem_1 = native_layer_norm[1];  getitem_1 = None
    getitem_2 = native_layer_norm[2];  native_layer_norm = getitem_2 = None
    _param_constant4 = self._param_constant4
    _param_constant5 = self._param_constant5
    native_layer_norm_1 = torch.ops.aten.native_layer_norm.default(getitem, [8], _param_constant4, _param_constant5, 1e-05);  _param_constant4 = _param_constant5 = None
    getitem_3 = native_layer_norm_1[0]
    getitem_4 = native_layer_norm_1[1];  getitem_4 = None
    getitem_5 = native_layer_norm_1[2];  native_layer_norm_1 = getitem_5 = None
    view_1 = torch.ops.aten.view.default(getitem_3, [2, 8, 8, 8]);  getitem_3 = None
    view_2 = torch.ops.aten.view.default(view_1, [2, 4, 2, 4, 2, 8]);  view_1 = None
    permute = torch.ops.aten.permute.default(view_2, [0, 1, 3, 2, 4, 5]);  view_2 = None
    clone = torch.ops.aten.clone.default(permute, memory_format = torch.contiguous_format);  permute = None
    view_3 = torch.ops.aten.view.default(clone, [-1, 2, 2, 8]);  clone = None
    view_4 = torch.ops.aten.view.default(view_3, [-1, 4, 8]);  view_3 = None
    view_5 = torch.ops.aten.view.default(view_4, [128, 8]);  view_4 = None
    _param_constant6 = self._param_constant6
    t = torch.ops.aten.t.default(_param_constant6);  _param_constant6 = None
    _param_constant7 = self._param_constant7
    addmm = torch.ops.aten.addmm.default(_param_constant7, view_5, t);  _param_constant7 = view_5 = t = None
    view_6 = torch.ops.aten.view.default(addmm, [32, 4, 24]);  addmm = None
    view_7 = torch.ops.aten.view.default(view_6, [32, 4, 3, 2, 4]);  view_6 = None
    permute_1 = torch.ops.aten.permute.default(view_7, [2, 0, 3, 1, 4]);  view_7 = None
    select = torch.ops.aten.select.int(permute_1, 0, 0)
    select_1 = torch.ops.aten.select.int(permute_1, 0, 1)
    select_2 = torch.ops.aten.select.int(permute_1, 0, 2);  permute_1 = None
    mul = torch.ops.aten.mul.Tensor(select, 0.5);  select = None
    transpose_1 = torch.ops.aten.transpose.int(select_1, -2, -1);  select_1 = None
    expand = torch.ops.aten.expand.default(mul, [32, 2, 4, 4]);  mul = None
    clone_1 = torch.ops.aten.clone.default(expand, memory_format = torch.contiguous_format);  expand = None
    _unsafe_view = torch.ops.aten._unsafe_view.default(clone_1, [64, 4, 4]);  clone_1 = None
    expand_1 = torch.ops.aten.expand.default(transpose_1, [32, 2, 4, 4]);  transpose_1 = None
    clone_2 = torch.ops.aten.clone.default(expand_1, memory_format = torch.contiguous_format);  expand_1 = None
    _unsafe_view_1 = torch.ops.aten._unsafe_view.default(clone_2, [64, 4, 4]);  clone_2 = None
    bmm = torch.ops.aten.bmm.default(_unsafe_view, _unsafe_view_1);  _unsafe_view = _unsafe_view_1 = None
    _unsafe_view_2 = torch.ops.aten._unsafe_view.default(bmm, [32, 2, 4, 4]);  bmm = None
    _tensor_constant0 = self._tensor_constant0
    view_8 = torch.ops.aten.view.default(_tensor_constant0, [-1]);  _tensor_constant0 = None
    _param_constant8 = self._param_constant8
    index = torch.ops.aten.index.Tensor(_param_constant8, [view_8]);  _param_constant8 = view_8 = None
    view_9 = torch.ops.aten.view.default(index, [4, 4, -1]);  index = None
    permute_2 = torch.ops.aten.permute.default(view_9, [2, 0, 1]);  view_9 = None
    clone_3 = torch.ops.aten.clone.default(permute_2, memory_format = torch.contiguous_format);  permute_2 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(clone_3, 0);  clone_3 = None
    add = torch.ops.aten.add.Tensor(_unsafe_view_2, unsqueeze);  _unsafe_view_2 = unsqueeze = None
    _softmax = torch.ops.aten._softmax.default(add, -1, False);  add = None
    detach = torch.ops.aten.detach.default(_softmax);  detach = None
    expand_2 = torch.ops.aten.expand.default(_softmax, [32, 2, 4, 4]);  _softmax = None
    view_10 = torch.ops.aten.view.default(expand_2, [64, 4, 4]);  expand_2 = None
    expand_3 = torch.ops.aten.expand.default(select_2, [32, 2, 4, 4]);  select_2 = None
    clone_4 = torch.ops.aten.clone.default(expand_3, memory_format = torch.contiguous_format);  expand_3 = None
    _unsafe_view_3 = torch.ops.aten._unsafe_view.default(clone_4, [64, 4, 4]);  clone_4 = None
    bmm_1 = torch.ops.aten.bmm.default(view_10, _unsafe_view_3);  view_10 = _unsafe_view_3 = None
    _unsafe_view_4 = torch.ops.aten._unsafe_view.default(bmm_1, [32, 2, 4, 4]);  bmm_1 = None
    transpose_2 = torch.ops.aten.transpose.int(_unsafe_view_4, 1, 2);  _unsafe_view_4 = None
    clone_5 = torch.ops.aten.clone.default(transpose_2, memory_format = torch.contiguous_format);  transpose_2 = None
    _unsafe_view_5 = torch.ops.aten._unsafe_view.default(clone_5, [32, 4, 8]);  clone_5 = None
    view_11 = torch.ops.aten.view.default(_unsafe_view_5, [128, 8]);  _unsafe_view_5 = None
    _param_constant9 = self._param_constant9
    t_1 = torch.ops.aten.t.default(_param_constant9);  _param_constant9 = None
    _param_constant10 = self._param_constant10
    addmm_1 = torch.ops.aten.addmm.default(_param_constant10, view_11, t_1);  _param_constant10 = view_11 = t_1 = None
    view_12 = torch.ops.aten.view.default(addmm_1, [32, 4, 8]);  addmm_1 = None
    view_13 = torch.ops.aten.view.default(view_12, [-1, 2, 2, 8]);  view_12 = None
    view_14 = torch.ops.aten.view.default(view_13, [2, 4, 4, 2, 2, -1]);  view_13 = None
    permute_3 = torch.ops.aten.permute.default(view_14, [0, 1, 3, 2, 4, 5]);  view_14 = None
    clone_6 = torch.ops.aten.clone.default(permute_3, memory_format = torch.contiguous_format);  permute_3 = None
    view_15 = torch.ops.aten.view.default(clone_6, [2, 8, 8, -1]);  clone_6 = None
    view_16 = torch.ops.aten.view.default(view_15, [2, 64, 8]);  view_15 = None
    add_1 = torch.ops.aten.add.Tensor(getitem, view_16);  getitem = view_16 = None
    _param_constant11 = self._param_constant11
    _param_constant12 = self._param_constant12
    native_layer_norm_2 = torch.ops.aten.native_layer_norm.default(add_1, [8], _param_constant11, _param_constant12, 1e-05);  _param_constant11 = _param_constant12 = None
    getitem_6 = native_layer_norm_2[0]
    getitem_7 = native_layer_norm_2[1];  getitem_7 = None
    getitem_8 = native_layer_norm_2[2];  native_layer_norm_2 = getitem_8 = None
    view_17 = torch.ops.aten.view.default(getitem_6, [128, 8]);  getitem_6 = None
    _param_constant13 = self._param_constant13
    t_2 = torch.ops.aten.t.default(_param_constant13);  _param_constant13 = None
    _param_constant14 = self._param_constant14
    addmm_2 = torch.ops.aten.addmm.default(_param_constant14, view_17, t_2);  _param_constant14 = view_17 = t_2 = None
    view_18 = torch.ops.aten.view.default(addmm_2, [2, 64, 32]);  addmm_2 = None
    gelu = torch.ops.aten.gelu.default(view_18);  view_18 = None
    view_19 = torch.ops.aten.view.default(gelu, [128, 32]);  gelu = None
    _param_constant15 = self._param_constant15
    t_3 = torch.ops.aten.t.default(_param_constant15);  _param_constant15 = None
    _param_constant16 = self._param_constant16
    addmm_3 = torch.ops.aten.addmm.default(_param_constant16, view_19, t_3);  _param_constant16 = view_19 = t_3 = None
    view_20 = torch.ops.aten.view.default(addmm_3, [2, 64, 8]);  addmm_3 = None
    add_2 = torch.ops.aten.add.Tensor(add_1, view_20);  add_1 = view_20 = None
    _param_constant17 = self._param_constant17
    _param_constant18 = self._param_constant18
    native_layer_norm_3 = torch.ops.aten.native_layer_norm.default(add_2, [8], _param_constant17, _param_constant18, 1e-05);  _param_constant17 = _param_constant18 = None
    getitem_9 = native_layer_norm_3[0]
    getitem_10 = native_layer_norm_3[1];  getitem_10 = None
    getitem_11 = native_layer_norm_3[2];  native_layer_norm_3 = getitem_11 = None
    view_21 = torch.ops.aten.view.default(getitem_9, [2, 8, 8, 8]);  getitem_9 = None
    roll = torch.ops.aten.roll.default(view_21, [-1, -1], [1, 2]);  view_21 = None
    view_22 = torch.ops.aten.view.default(roll, [2, 4, 2, 4, 2, 8]);  roll = None
    permute_4 = torch.ops.aten.permute.default(view_22, [0, 1, 3, 2, 4, 5]);  view_22 = None
    clone_7 = torch.ops.aten.clone.default(permute_4, memory_format = torch.contiguous_format);  permute_4 = None
    view_23 = torch.ops.aten.view.default(clone_7, [-1, 2, 2, 8]);  clone_7 = None
    view_24 = torch.ops.aten.view.default(view_23, [-1, 4, 8]);  view_23 = None
    view_25 = torch.ops.aten.view.default(view_24, [128, 8]);  view_24 = None
    _param_constant19 = self._param_constant19
    t_4 = torch.ops.aten.t.default(_param_constant19);  _param_constant19 = None
    _param_constant20 = self._param_constant20
    addmm_4 = torch.ops.aten.addmm.default(_param_constant20, view_25, t_4);  _param_constant20 = view_25 = t_4 = None
    view_26 = torch.ops.aten.view.default(addmm_4, [32, 4, 24]);  addmm_4 = None
    view_27 = torch.ops.aten.view.default(view_26, [32, 4, 3, 2, 4]);  view_26 = None
    permute_5 = torch.ops.aten.permute.default(view_27, [2, 0, 3, 1, 4]);  view_27 = None
    select_3 = torch.ops.aten.select.int(permute_5, 0, 0)
    select_4 = torch.ops.aten.select.int(permute_5, 0, 1)
    select_5 = torch.ops.aten.select.int(permute_5, 0, 2);  permute_5 = None
    mul_1 = torch.ops.aten.mul.Tensor(select_3, 0.5);  select_3 = None
    transpose_3 = torch.ops.aten.transpose.int(select_4, -2, -1);  select_4 = None
    expand_4 = torch.ops.aten.expand.default(mul_1, [32, 2, 4, 4]);  mul_1 = None
    clone_8 = torch.ops.aten.clone.default(expand_4, memory_format = torch.contiguous_format);  expand_4 = None
    _unsafe_view_6 = torch.ops.aten._unsafe_view.default(clone_8, [64, 4, 4]);  clone_8 = None
    expand_5 = torch.ops.aten.expand.default(transpose_3, [32, 2, 4, 4]);  transpose_3 = None
    clone_9 = torch.ops.aten.clone.default(expand_5, memory_format = torch.contiguous_format);  expand_5 = None
    _unsafe_view_7 = torch.ops.aten._unsafe_view.default(clone_9, [64, 4, 4]);  clone_9 = None
    bmm_2 = torch.ops.aten.bmm.default(_unsafe_view_6, _unsafe_view_7);  _unsafe_view_6 = _unsafe_view_7 = None
    _unsafe_view_8 = torch.ops.aten._unsafe_view.default(bmm_2, [32, 2, 4, 4]);  bmm_2 = None
    _tensor_constant1 = self._tensor_constant1
    view_28 = torch.ops.aten.view.default(_tensor_constant1, [-1]);  _tensor_constant1 = None
    _param_constant21 = self._param_constant21
    index_1 = torch.ops.aten.index.Tensor(_param_constant21, [view_28]);  _param_constant21 = view_28 = None
    view_29 = torch.ops.aten.view.default(index_1, [4, 4, -1]);  index_1 = None
    permute_6 = torch.ops.aten.permute.default(view_29, [2, 0, 1]);  view_29 = None
    clone_10 = torch.ops.aten.clone.default(permute_6, memory_format = torch.contiguous_format);  permute_6 = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(clone_10, 0);  clone_10 = None
    add_3 = torch.ops.aten.add.Tensor(_unsafe_view_8, unsqueeze_1);  _unsafe_view_8 = unsqueeze_1 = None
    view_30 = torch.ops.aten.view.default(add_3, [2, 16, 2, 4, 4]);  add_3 = None
    _tensor_constant2 = self._tensor_constant2
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(_tensor_constant2, 1);  _tensor_constant2 = None
    unsqueeze_3 = torch.ops.aten.unsqueeze.default(unsqueeze_2, 0);  unsqueeze_2 = None
    add_4 = torch.ops.aten.add.Tensor(view_30, unsqueeze_3);  view_30 = unsqueeze_3 = None
    view_31 = torch.ops.aten.view.default(add_4, [-1, 2, 4, 4]);  add_4 = None
    _softmax_1 = torch.ops.aten._softmax.default(view_31, -1, False);  view_31 = None
    detach_1 = torch.ops.aten.detach.default(_softmax_1);  detach_1 = None
    expand_6 = torch.ops.aten.expand.default(_softmax_1, [32, 2, 4, 4]);  _softmax_1 = None
    view_32 = torch.ops.aten.view.default(expand_6, [64, 4, 4]);  expand_6 = None
    expand_7 = torch.ops.aten.expand.default(select_5, [32, 2, 4, 4]);  select_5 = None
    clone_11 = torch.ops.aten.clone.default(expand_7, memory_format = torch.contiguous_format);  expand_7 = None
    _unsafe_view_9 = torch.ops.aten._unsafe_view.default(clone_11, [64, 4, 4]);  clone_11 = None
    bmm_3 = torch.ops.aten.bmm.default(view_32, _unsafe_view_9);  view_32 = _unsafe_view_9 = None
    _unsafe_view_10 = torch.ops.aten._unsafe_view.default(bmm_3, [32, 2, 4, 4]);  bmm_3 = None
    transpose_4 = torch.ops.aten.transpose.int(_unsafe_view_10, 1, 2);  _unsafe_view_10 = None
    clone_12 = torch.ops.aten.clone.default(transpose_4, memory_format = torch.contiguous_format);  transpose_4 = None
    _unsafe_view_11 = torch.ops.aten._unsafe_view.default(clone_12, [32, 4, 8]);  clone_12 = None
    view_33 = torch.ops.aten.view.default(_unsafe_view_11, [128, 8]);  _unsafe_view_11 = None
    _param_constant22 = self._param_constant22
    t_5 = torch.ops.aten.t.default(_param_constant22);  _param_constant22 = None
    _param_constant23 = self._param_constant23
    addmm_5 = torch.ops.aten.addmm.default(_param_constant23, view_33, t_5);  _param_constant23 = view_33 = t_5 = None
    view_34 = torch.ops.aten.view.default(addmm_5, [32, 4, 8]);  addmm_5 = None
    view_35 = torch.ops.aten.view.default(view_34, [-1, 2, 2, 8]);  view_34 = None
    view_36 = torch.ops.aten.view.default(view_35, [2, 4, 4, 2, 2, -1]);  view_35 = None
    permute_7 = torch.ops.aten.permute.default(view_36, [0, 1, 3, 2, 4, 5]);  view_36 = None
    clone_13 = torch.ops.aten.clone.default(permute_7, memory_format = torch.contiguous_format);  permute_7 = None
    view_37 = torch.ops.aten.view.default(clone_13, [2, 8, 8, -1]);  clone_13 = None
    roll_1 = torch.ops.aten.roll.default(view_37, [1, 1], [1, 2]);  view_37 = None
    view_38 = torch.ops.aten.view.default(roll_1, [2, 64, 8]);  roll_1 = None
    add_5 = torch.ops.aten.add.Tensor(add_2, view_38);  add_2 = view_38 = None
    _param_constant24 = self._param_constant24
    _param_constant25 = self._param_constant25
    native_layer_norm_4 = torch.ops.aten.native_layer_norm.default(add_5, [8], _param_constant24, _param_constant25, 1e-05);  _param_constant24 = _param_constant25 = None
    getitem_12 = native_layer_norm_4[0]
    getitem_13 = native_layer_norm_4[1];  getitem_13 = None
    getitem_14 = native_layer_norm_4[2];  native_layer_norm_4 = getitem_14 = None
    view_39 = torch.ops.aten.view.default(getitem_12, [128, 8]);  getitem_12 = None
    _param_constant26 = self._param_constant26
    t_6 = torch.ops.aten.t.default(_param_constant26);  _param_constant26 = None
    _param_constant27 = self._param_constant27
    addmm_6 = torch.ops.aten.addmm.default(_param_constant27, view_39, t_6);  _param_constant27 = view_39 = t_6 = None
    view_40 = torch.ops.aten.view.default(addmm_6, [2, 64, 32]);  addmm_6 = None
    gelu_1 = torch.ops.aten.gelu.default(view_40);  view_40 = None
    view_41 = torch.ops.aten.view.default(gelu_1, [128, 32]);  gelu_1 = None
    _param_constant28 = self._param_constant28
    t_7 = torch.ops.aten.t.default(_param_constant28);  _param_constant28 = None
    _param_constant29 = self._param_constant29
    addmm_7 = torch.ops.aten.addmm.default(_param_constant29, view_41, t_7);  _param_constant29 = view_41 = t_7 = None
    view_42 = torch.ops.aten.view.default(addmm_7, [2, 64, 8]);  addmm_7 = None
    add_6 = torch.ops.aten.add.Tensor(add_5, view_42);  add_5 = view_42 = None
    view_43 = torch.ops.aten.view.default(add_6, [2, 8, 8, 8]);  add_6 = None
    slice_1 = torch.ops.aten.slice.Tensor(view_43, 1, 0, 9223372036854775807, 2)
    slice_2 = torch.ops.aten.slice.Tensor(slice_1, 2, 0, 9223372036854775807, 2);  slice_1 = None
    slice_3 = torch.ops.aten.slice.Tensor(view_43, 1, 1, 9223372036854775807, 2)
    slice_4 = torch.ops.aten.slice.Tensor(slice_3, 2, 0, 9223372036854775807, 2);  slice_3 = None
    slice_5 = torch.ops.aten.slice.Tensor(view_43, 1, 0, 9223372036854775807, 2)
    slice_6 = torch.ops.aten.slice.Tensor(slice_5, 2, 1, 9223372036854775807, 2);  slice_5 = None
    slice_7 = torch.ops.aten.slice.Tensor(view_43, 1, 1, 9223372036854775807, 2);  view_43 = None
    slice_8 = torch.ops.aten.slice.Tensor(slice_7, 2, 1, 9223372036854775807, 2);  slice_7 = None
    cat = torch.ops.aten.cat.default([slice_2, slice_4, slice_6, slice_8], -1);  slice_2 = slice_4 = slice_6 = slice_8 = None
    view_44 = torch.ops.aten.view.default(cat, [2, -1, 32]);  cat = None
    _param_constant30 = self._param_constant30
    _param_constant31 = self._param_constant31
    native_layer_norm_5 = torch.ops.aten.native_layer_norm.default(view_44, [32], _param_constant30, _param_constant31, 1e-05);  view_44 = _param_constant30 = _param_constant31 = None
    getitem_15 = native_layer_norm_5[0]
    getitem_16 = native_layer_norm_5[1];  getitem_16 = None
    getitem_17 = native_layer_norm_5[2];  native_layer_norm_5 = getitem_17 = None
    _param_constant32 = self._param_constant32
    t_8 = torch.ops.aten.t.default(_param_constant32);  _param_constant32 = None
    view_45 = torch.ops.aten.view.default(getitem_15, [32, 32]);  getitem_15 = None
    mm = torch.ops.aten.mm.default(view_45, t_8);  view_45 = t_8 = None
    _unsafe_view_12 = torch.ops.aten._unsafe_view.default(mm, [2, 16, 16]);  mm = None
    _param_constant33 = self._param_constant33
    _param_constant34 = self._param_constant34
    native_layer_norm_6 = torch.ops.aten.native_layer_norm.default(_unsafe_view_12, [16], _param_constant33, _param_constant34, 1e-05);  _param_constant33 = _param_constant34 = None
    getitem_18 = native_layer_norm_6[0]
    getitem_19 = native_layer_norm_6[1];  getitem_19 = None
    getitem_20 = native_layer_norm_6[2];  native_layer_norm_6 = getitem_20 = None
    view_46 = torch.ops.aten.view.default(getitem_18, [2, 4, 4, 16]);  getitem_18 = None
    view_47 = torch.ops.aten.view.default(view_46, [2, 2, 2, 2, 2, 16]);  view_46 = None
    permute_8 = torch.ops.aten.permute.default(view_47, [0, 1, 3, 2, 4, 5]);  view_47 = None
    clone_14 = torch.ops.aten.clone.default(permute_8, memory_format = torch.contiguous_format);  permute_8 = None
    view_48 = torch.ops.aten.view.default(clone_14, [-1, 2, 2, 16]);  clone_14 = None
    view_49 = torch.ops.aten.view.default(view_48, [-1, 4, 16]);  view_48 = None
    view_50 = torch.ops.aten.view.default(view_49, [32, 16]);  view_49 = None
    _param_constant35 = self._param_constant35
    t_9 = torch.ops.aten.t.default(_param_constant35);  _param_constant35 = None
    _param_constant36 = self._param_constant36
    addmm_8 = torch.ops.aten.addmm.default(_param_constant36, view_50, t_9);  _param_constant36 = view_50 = t_9 = None
    view_51 = torch.ops.aten.view.default(addmm_8, [8, 4, 48]);  addmm_8 = None
    view_52 = torch.ops.aten.view.default(view_51, [8, 4, 3, 4, 4]);  view_51 = None
    permute_9 = torch.ops.aten.permute.default(view_52, [2, 0, 3, 1, 4]);  view_52 = None
    select_6 = torch.ops.aten.select.int(permute_9, 0, 0)
    select_7 = torch.ops.aten.select.int(permute_9, 0, 1)
    select_8 = torch.ops.aten.select.int(permute_9, 0, 2);  permute_9 = None
    mul_2 = torch.ops.aten.mul.Tensor(select_6, 0.5);  select_6 = None
    transpose_5 = torch.ops.aten.transpose.int(select_7, -2, -1);  select_7 = None
    expand_8 = torch.ops.aten.expand.default(mul_2, [8, 4, 4, 4]);  mul_2 = None
    clone_15 = torch.ops.aten.clone.default(expand_8, memory_format = torch.contiguous_format);  expand_8 = None
    _unsafe_view_13 = torch.ops.aten._unsafe_view.default(clone_15, [32, 4, 4]);  clone_15 = None
    expand_9 = torch.ops.aten.expand.default(transpose_5, [8, 4, 4, 4]);  transpose_5 = None
    clone_16 = torch.ops.aten.clone.default(expand_9, memory_format = torch.contiguous_format);  expand_9 = None
    _unsafe_view_14 = torch.ops.aten._unsafe_view.default(clone_16, [32, 4, 4]);  clone_16 = None
    bmm_4 = torch.ops.aten.bmm.default(_unsafe_view_13, _unsafe_view_14);  _unsafe_view_13 = _unsafe_view_14 = None
    _unsafe_view_15 = torch.ops.aten._unsafe_view.default(bmm_4, [8, 4, 4, 4]);  bmm_4 = None
    _tensor_constant3 = self._tensor_constant3
    view_53 = torch.ops.aten.view.default(_tensor_constant3, [-1]);  _tensor_constant3 = None
    _param_constant37 = self._param_constant37
    index_2 = torch.ops.aten.index.Tensor(_param_constant37, [view_53]);  _param_constant37 = view_53 = None
    view_54 = torch.ops.aten.view.default(index_2, [4, 4, -1]);  index_2 = None
    permute_10 = torch.ops.aten.permute.default(view_54, [2, 0, 1]);  view_54 = None
    clone_17 = torch.ops.aten.clone.default(permute_10, memory_format = torch.contiguous_format);  permute_10 = None
    unsqueeze_4 = torch.ops.aten.unsqueeze.default(clone_17, 0);  clone_17 = None
    add_7 = torch.ops.aten.add.Tensor(_unsafe_view_15, unsqueeze_4);  _unsafe_view_15 = unsqueeze_4 = None
    _softmax_2 = torch.ops.aten._softmax.default(add_7, -1, False);  add_7 = None
    detach_2 = torch.ops.aten.detach.default(_softmax_2);  detach_2 = None
    expand_10 = torch.ops.aten.expand.default(_softmax_2, [8, 4, 4, 4]);  _softmax_2 = None
    view_55 = torch.ops.aten.view.default(expand_10, [32, 4, 4]);  expand_10 = None
    expand_11 = torch.ops.aten.expand.default(select_8, [8, 4, 4, 4]);  select_8 = None
    clone_18 = torch.ops.aten.clone.default(expand_11, memory_format = torch.contiguous_format);  expand_11 = None
    _unsafe_view_16 = torch.ops.aten._unsafe_view.default(clone_18, [32, 4, 4]);  clone_18 = None
    bmm_5 = torch.ops.aten.bmm.default(view_55, _unsafe_view_16);  view_55 = _unsafe_view_16 = None
    _unsafe_view_17 = torch.ops.aten._unsafe_view.default(bmm_5, [8, 4, 4, 4]);  bmm_5 = None
    transpose_6 = torch.ops.aten.transpose.int(_unsafe_view_17, 1, 2);  _unsafe_view_17 = None
    clone_19 = torch.ops.aten.clone.default(transpose_6, memory_format = torch.contiguous_format);  transpose_6 = None
    _unsafe_view_18 = torch.ops.aten._unsafe_view.default(clone_19, [8, 4, 16]);  clone_19 = None
    view_56 = torch.ops.aten.view.default(_unsafe_view_18, [32, 16]);  _unsafe_view_18 = None
    _param_constant38 = self._param_constant38
    t_10 = torch.ops.aten.t.default(_param_constant38);  _param_constant38 = None
    _param_constant39 = self._param_constant39
    addmm_9 = torch.ops.aten.addmm.default(_param_constant39, view_56, t_10);  _param_constant39 = view_56 = t_10 = None
    view_57 = torch.ops.aten.view.default(addmm_9, [8, 4, 16]);  addmm_9 = None
    view_58 = torch.ops.aten.view.default(view_57, [-1, 2, 2, 16]);  view_57 = None
    view_59 = torch.ops.aten.view.default(view_58, [2, 2, 2, 2, 2, -1]);  view_58 = None
    permute_11 = torch.ops.aten.permute.default(view_59, [0, 1, 3, 2, 4, 5]);  view_59 = None
    clone_20 = torch.ops.aten.clone.default(permute_11, memory_format = torch.contiguous_format);  permute_11 = None
    view_60 = torch.ops.aten.view.default(clone_20, [2, 4, 4, -1]);  clone_20 = None
    view_61 = torch.ops.aten.view.default(view_60, [2, 16, 16]);  view_60 = None
    add_8 = torch.ops.aten.add.Tensor(_unsafe_view_12, view_61);  _unsafe_view_12 = view_61 = None
    _param_constant40 = self._param_constant40
    _param_constant41 = self._param_constant41
    native_layer_norm_7 = torch.ops.aten.native_layer_norm.default(add_8, [16], _param_constant40, _param_constant41, 1e-05);  _param_constant40 = _param_constant41 = None
    getitem_21 = native_layer_norm_7[0]
    getitem_22 = native_layer_norm_7[1];  getitem_22 = None
    getitem_23 = native_layer_norm_7[2];  native_layer_norm_7 = getitem_23 = None
    view_62 = torch.ops.aten.view.default(getitem_21, [32, 16]);  getitem_21 = None
    _param_constant42 = self._param_constant42
    t_11 = torch.ops.aten.t.default(_param_constant42);  _param_constant42 = None
    _param_constant43 = self._param_constant43
    addmm_10 = torch.ops.aten.addmm.default(_param_constant43, view_62, t_11);  _param_constant43 = view_62 = t_11 = None
    view_63 = torch.ops.aten.view.default(addmm_10, [2, 16, 64]);  addmm_10 = None
    gelu_2 = torch.ops.aten.gelu.default(view_63);  view_63 = None
    view_64 = torch.ops.aten.view.default(gelu_2, [32, 64]);  gelu_2 = None
    _param_constant44 = self._param_constant44
    t_12 = torch.ops.aten.t.default(_param_constant44);  _param_constant44 = None
    _param_constant45 = self._param_constant45
    addmm_11 = torch.ops.aten.addmm.default(_param_constant45, view_64, t_12);  _param_constant45 = view_64 = t_12 = None
    view_65 = torch.ops.aten.view.default(addmm_11, [2, 16, 16]);  addmm_11 = None
    add_9 = torch.ops.aten.add.Tensor(add_8, view_65);  add_8 = view_65 = None
    _param_constant46 = self._param_constant46
    _param_constant47 = self._param_constant47
    native_layer_norm_8 = torch.ops.aten.native_layer_norm.default(add_9, [16], _param_constant46, _param_constant47, 1e-05);  _param_constant46 = _param_constant47 = None
    getitem_24 = native_layer_norm_8[0]
    getitem_25 = native_layer_norm_8[1];  getitem_25 = None
    getitem_26 = native_layer_norm_8[2];  native_layer_norm_8 = getitem_26 = None
    view_66 = torch.ops.aten.view.default(getitem_24, [2, 4, 4, 16]);  getitem_24 = None
    roll_2 = torch.ops.aten.roll.default(view_66, [-1, -1], [1, 2]);  view_66 = None
    view_67 = torch.ops.aten.view.default(roll_2, [2, 2, 2, 2, 2, 16]);  roll_2 = None
    permute_12 = torch.ops.aten.permute.default(view_67, [0, 1, 3, 2, 4, 5]);  view_67 = None
    clone_21 = torch.ops.aten.clone.default(permute_12, memory_format = torch.contiguous_format);  permute_12 = None
    view_68 = torch.ops.aten.view.default(clone_21, [-1, 2, 2, 16]);  clone_21 = None
    view_69 = torch.ops.aten.view.default(view_68, [-1, 4, 16]);  view_68 = None
    view_70 = torch.ops.aten.view.default(view_69, [32, 16]);  view_69 = None
    _param_constant48 = self._param_constant48
    t_13 = torch.ops.aten.t.default(_param_constant48);  _param_constant48 = None
    _param_constant49 = self._param_constant49
    addmm_12 = torch.ops.aten.addmm.default(_param_constant49, view_70, t_13);  _param_constant49 = view_70 = t_13 = None
    view_71 = torch.ops.aten.view.default(addmm_12, [8, 4, 48]);  addmm_12 = None
    view_72 = torch.ops.aten.view.default(view_71, [8, 4, 3, 4, 4]);  view_71 = None
    permute_13 = torch.ops.aten.permute.default(view_72, [2, 0, 3, 1, 4]);  view_72 = None
    select_9 = torch.ops.aten.select.int(permute_13, 0, 0)
    select_10 = torch.ops.aten.select.int(permute_13, 0, 1)
    select_11 = torch.ops.aten.select.int(permute_13, 0, 2);  permute_13 = None
    mul_3 = torch.ops.aten.mul.Tensor(select_9, 0.5);  select_9 = None
    transpose_7 = torch.ops.aten.transpose.int(select_10, -2, -1);  select_10 = None
    expand_12 = torch.ops.aten.expand.default(mul_3, [8, 4, 4, 4]);  mul_3 = None
    clone_22 = torch.ops.aten.clone.default(expand_12, memory_format = torch.contiguous_format);  expand_12 = None
    _unsafe_view_19 = torch.ops.aten._unsafe_view.default(clone_22, [32, 4, 4]);  clone_22 = None
    expand_13 = torch.ops.aten.expand.default(transpose_7, [8, 4, 4, 4]);  transpose_7 = None
    clone_23 = torch.ops.aten.clone.default(expand_13, memory_format = torch.contiguous_format);  expand_13 = None
    _unsafe_view_20 = torch.ops.aten._unsafe_view.default(clone_23, [32, 4, 4]);  clone_23 = None
    bmm_6 = torch.ops.aten.bmm.default(_unsafe_view_19, _unsafe_view_20);  _unsafe_view_19 = _unsafe_view_20 = None
    _unsafe_view_21 = torch.ops.aten._unsafe_view.default(bmm_6, [8, 4, 4, 4]);  bmm_6 = None
    _tensor_constant4 = self._tensor_constant4
    view_73 = torch.ops.aten.view.default(_tensor_constant4, [-1]);  _tensor_constant4 = None
    _param_constant50 = self._param_constant50
    index_3 = torch.ops.aten.index.Tensor(_param_constant50, [view_73]);  _param_constant50 = view_73 = None
    view_74 = torch.ops.aten.view.default(index_3, [4, 4, -1]);  index_3 = None
    permute_14 = torch.ops.aten.permute.default(view_74, [2, 0, 1]);  view_74 = None
    clone_24 = torch.ops.aten.clone.default(permute_14, memory_format = torch.contiguous_format);  permute_14 = None
    unsqueeze_5 = torch.ops.aten.unsqueeze.default(clone_24, 0);  clone_24 = None
    add_10 = torch.ops.aten.add.Tensor(_unsafe_view_21, unsqueeze_5);  _unsafe_view_21 = unsqueeze_5 = None
    view_75 = torch.ops.aten.view.default(add_10, [2, 4, 4, 4, 4]);  add_10 = None
    _tensor_constant5 = self._tensor_constant5
    unsqueeze_6 = torch.ops.aten.unsqueeze.default(_tensor_constant5, 1);  _tensor_constant5 = None
    unsqueeze_7 = torch.ops.aten.unsqueeze.default(unsqueeze_6, 0);  unsqueeze_6 = None
    add_11 = torch.ops.aten.add.Tensor(view_75, unsqueeze_7);  view_75 = unsqueeze_7 = None
    view_76 = torch.ops.aten.view.default(add_11, [-1, 4, 4, 4]);  add_11 = None
    _softmax_3 = torch.ops.aten._softmax.default(view_76, -1, False);  view_76 = None
    detach_3 = torch.ops.aten.detach.default(_softmax_3);  detach_3 = None
    expand_14 = torch.ops.aten.expand.default(_softmax_3, [8, 4, 4, 4]);  _softmax_3 = None
    view_77 = torch.ops.aten.view.default(expand_14, [32, 4, 4]);  expand_14 = None
    expand_15 = torch.ops.aten.expand.default(select_11, [8, 4, 4, 4]);  select_11 = None
    clone_25 = torch.ops.aten.clone.default(expand_15, memory_format = torch.contiguous_format);  expand_15 = None
    _unsafe_view_22 = torch.ops.aten._unsafe_view.default(clone_25, [32, 4, 4]);  clone_25 = None
    bmm_7 = torch.ops.aten.bmm.default(view_77, _unsafe_view_22);  view_77 = _unsafe_view_22 = None
    _unsafe_view_23 = torch.ops.aten._unsafe_view.default(bmm_7, [8, 4, 4, 4]);  bmm_7 = None
    transpose_8 = torch.ops.aten.transpose.int(_unsafe_view_23, 1, 2);  _unsafe_view_23 = None
    clone_26 = torch.ops.aten.clone.default(transpose_8, memory_format = torch.contiguous_format);  transpose_8 = None
    _unsafe_view_24 = torch.ops.aten._unsafe_view.default(clone_26, [8, 4, 16]);  clone_26 = None
    view_78 = torch.ops.aten.view.default(_unsafe_view_24, [32, 16]);  _unsafe_view_24 = None
    _param_constant51 = self._param_constant51
    t_14 = torch.ops.aten.t.default(_param_constant51);  _param_constant51 = None
    _param_constant52 = self._param_constant52
    addmm_13 = torch.ops.aten.addmm.default(_param_constant52, view_78, t_14);  _param_constant52 = view_78 = t_14 = None
    view_79 = torch.ops.aten.view.default(addmm_13, [8, 4, 16]);  addmm_13 = None
    view_80 = torch.ops.aten.view.default(view_79, [-1, 2, 2, 16]);  view_79 = None
    view_81 = torch.ops.aten.view.default(view_80, [2, 2, 2, 2, 2, -1]);  view_80 = None
    permute_15 = torch.ops.aten.permute.default(view_81, [0, 1, 3, 2, 4, 5]);  view_81 = None
    clone_27 = torch.ops.aten.clone.default(permute_15, memory_format = torch.contiguous_format);  permute_15 = None
    view_82 = torch.ops.aten.view.default(clone_27, [2, 4, 4, -1]);  clone_27 = None
    roll_3 = torch.ops.aten.roll.default(view_82, [1, 1], [1, 2]);  view_82 = None
    view_83 = torch.ops.aten.view.default(roll_3, [2, 16, 16]);  roll_3 = None
    add_12 = torch.ops.aten.add.Tensor(add_9, view_83);  add_9 = view_83 = None
    _param_constant53 = self._param_constant53
    _param_constant54 = self._param_constant54
    native_layer_norm_9 = torch.ops.aten.native_layer_norm.default(add_12, [16], _param_constant53, _param_constant54, 1e-05);  _param_constant53 = _param_constant54 = None
    getitem_27 = native_layer_norm_9[0]
    getitem_28 = native_layer_norm_9[1];  getitem_28 = None
    getitem_29 = native_layer_norm_9[2];  native_layer_norm_9 = getitem_29 = None
    view_84 = torch.ops.aten.view.default(getitem_27, [32, 16]);  getitem_27 = None
    _param_constant55 = self._param_constant55
    t_15 = torch.ops.aten.t.default(_param_constant55);  _param_constant55 = None
    _param_constant56 = self._param_constant56
    addmm_14 = torch.ops.aten.addmm.default(_param_constant56, view_84, t_15);  _param_constant56 = view_84 = t_15 = None
    view_85 = torch.ops.aten.view.default(addmm_14, [2, 16, 64]);  addmm_14 = None
    gelu_3 = torch.ops.aten.gelu.default(view_85);  view_85 = None
    view_86 = torch.ops.aten.view.default(gelu_3, [32, 64]);  gelu_3 = None
    _param_constant57 = self._param_constant57
    t_16 = torch.ops.aten.t.default(_param_constant57);  _param_constant57 = None
    _param_constant58 = self._param_constant58
    addmm_15 = torch.ops.aten.addmm.default(_param_constant58, view_86, t_16);  _param_constant58 = view_86 = t_16 = None
    view_87 = torch.ops.aten.view.default(addmm_15, [2, 16, 16]);  addmm_15 = None
    add_13 = torch.ops.aten.add.Tensor(add_12, view_87);  add_12 = view_87 = None
    _param_constant59 = self._param_constant59
    _param_constant60 = self._param_constant60
    native_layer_norm_10 = torch.ops.aten.native_layer_norm.default(add_13, [16], _param_constant59, _param_constant60, 1e-05);  add_13 = _param_constant59 = _param_constant60 = None
    getitem_30 = native_layer_norm_10[0]
    getitem_31 = native_layer_norm_10[1];  getitem_31 = None
    getitem_32 = native_layer_norm_10[2];  native_layer_norm_10 = getitem_32 = None
    transpose_9 = torch.ops.aten.transpose.int(getitem_30, 1, 2);  getitem_30 = None
    unsqueeze_8 = torch.ops.aten.unsqueeze.default(transpose_9, -2);  transpose_9 = None
    mean = torch.ops.aten.mean.dim(unsqueeze_8, [-1, -2], True);  unsqueeze_8 = None
    as_strided_ = torch.ops.aten.as_strided_.default(mean, [2, 16, 1, 1], [16, 1, 16, 16]);  mean = None
    squeeze = torch.ops.aten.squeeze.dim(as_strided_, -2);  as_strided_ = None
    view_88 = torch.ops.aten.view.default(squeeze, [2, 16]);  squeeze = None
    _param_constant61 = self._param_constant61
    t_17 = torch.ops.aten.t.default(_param_constant61);  _param_constant61 = None
    _param_constant62 = self._param_constant62
    addmm_16 = torch.ops.aten.addmm.default(_param_constant62, view_88, t_17);  _param_constant62 = view_88 = t_17 = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm_16, 1, False);  addmm_16 = None
    detach_4 = torch.ops.aten.detach.default(_log_softmax);  detach_4 = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
    getitem_33 = nll_loss_forward[0]
    getitem_34 = nll_loss_forward[1];  nll_loss_forward = getitem_34 = None
    return getitem_33
    