


def forward(self, x_1, labels_1):
    _param_constant0 = self._param_constant0
    _param_constant1 = self._param_constant1
    convolution = torch.ops.aten.convolution.default(x_1, _param_constant0, _param_constant1, [2, 2], [0, 0], [1, 1], False, [0, 0], 1);  _param_constant0 = _param_constant1 = None
    view = torch.ops.aten.view.default(convolution, [2, 8, 64]);  convolution = None
    transpose = torch.ops.aten.transpose.int(view, 1, 2);  view = None
    _param_constant2 = self._param_constant2
    _param_constant3 = self._param_constant3
    native_layer_norm = torch.ops.aten.native_layer_norm.default(transpose, [8], _param_constant2, _param_constant3, 1e-05);  _param_constant2 = _param_constant3 = None
    getitem = native_layer_norm[0]
    getitem_1 = native_layer_norm[1]
    getitem_2 = native_layer_norm[2];  native_layer_norm = None
    _param_constant4 = self._param_constant4
    _param_constant5 = self._param_constant5
    native_layer_norm_1 = torch.ops.aten.native_layer_norm.default(getitem, [8], _param_constant4, _param_constant5, 1e-05);  _param_constant4 = _param_constant5 = None
    getitem_3 = native_layer_norm_1[0]
    getitem_4 = native_layer_norm_1[1]
    getitem_5 = native_layer_norm_1[2];  native_layer_norm_1 = None
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
    addmm = torch.ops.aten.addmm.default(_param_constant7, view_5, t);  _param_constant7 = None
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
    bmm = torch.ops.aten.bmm.default(_unsafe_view, _unsafe_view_1)
    _unsafe_view_2 = torch.ops.aten._unsafe_view.default(bmm, [32, 2, 4, 4]);  bmm = None
    _tensor_constant0 = self._tensor_constant0
    view_8 = torch.ops.aten.view.default(_tensor_constant0, [-1]);  _tensor_constant0 = None
    _param_constant8 = self._param_constant8
    index = torch.ops.aten.index.Tensor(_param_constant8, [view_8]);  _param_constant8 = None
    view_9 = torch.ops.aten.view.default(index, [4, 4, -1]);  index = None
    permute_2 = torch.ops.aten.permute.default(view_9, [2, 0, 1]);  view_9 = None
    clone_3 = torch.ops.aten.clone.default(permute_2, memory_format = torch.contiguous_format);  permute_2 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(clone_3, 0);  clone_3 = None
    add = torch.ops.aten.add.Tensor(_unsafe_view_2, unsqueeze);  _unsafe_view_2 = unsqueeze = None
    _softmax = torch.ops.aten._softmax.default(add, -1, False);  add = None
    detach = torch.ops.aten.detach.default(_softmax)
    expand_2 = torch.ops.aten.expand.default(_softmax, [32, 2, 4, 4]);  _softmax = None
    view_10 = torch.ops.aten.view.default(expand_2, [64, 4, 4]);  expand_2 = None
    expand_3 = torch.ops.aten.expand.default(select_2, [32, 2, 4, 4]);  select_2 = None
    clone_4 = torch.ops.aten.clone.default(expand_3, memory_format = torch.contiguous_format);  expand_3 = None
    _unsafe_view_3 = torch.ops.aten._unsafe_view.default(clone_4, [64, 4, 4]);  clone_4 = None
    bmm_1 = torch.ops.aten.bmm.default(view_10, _unsafe_view_3)
    _unsafe_view_4 = torch.ops.aten._unsafe_view.default(bmm_1, [32, 2, 4, 4]);  bmm_1 = None
    transpose_2 = torch.ops.aten.transpose.int(_unsafe_view_4, 1, 2);  _unsafe_view_4 = None
    clone_5 = torch.ops.aten.clone.default(transpose_2, memory_format = torch.contiguous_format);  transpose_2 = None
    _unsafe_view_5 = torch.ops.aten._unsafe_view.default(clone_5, [32, 4, 8]);  clone_5 = None
    view_11 = torch.ops.aten.view.default(_unsafe_view_5, [128, 8]);  _unsafe_view_5 = None
    _param_constant9 = self._param_constant9
    t_1 = torch.ops.aten.t.default(_param_constant9);  _param_constant9 = None
    _param_constant10 = self._param_constant10
    addmm_1 = torch.ops.aten.addmm.default(_param_constant10, view_11, t_1);  _param_constant10 = None
    view_12 = torch.ops.aten.view.default(addmm_1, [32, 4, 8]);  addmm_1 = None
    view_13 = torch.ops.aten.view.default(view_12, [-1, 2, 2, 8]);  view_12 = None
    view_14 = torch.ops.aten.view.default(view_13, [2, 4, 4, 2, 2, -1]);  view_13 = None
    permute_3 = torch.ops.aten.permute.default(view_14, [0, 1, 3, 2, 4, 5]);  view_14 = None
    clone_6 = torch.ops.aten.clone.default(permute_3, memory_format = torch.contiguous_format);  permute_3 = None
    view_15 = torch.ops.aten.view.default(clone_6, [2, 8, 8, -1]);  clone_6 = None
    view_16 = torch.ops.aten.view.default(view_15, [2, 64, 8]);  view_15 = None
    add_1 = torch.ops.aten.add.Tensor(getitem, view_16);  view_16 = None
    _param_constant11 = self._param_constant11
    _param_constant12 = self._param_constant12
    native_layer_norm_2 = torch.ops.aten.native_layer_norm.default(add_1, [8], _param_constant11, _param_constant12, 1e-05);  _param_constant11 = _param_constant12 = None
    getitem_6 = native_layer_norm_2[0]
    getitem_7 = native_layer_norm_2[1]
    getitem_8 = native_layer_norm_2[2];  native_layer_norm_2 = None
    view_17 = torch.ops.aten.view.default(getitem_6, [128, 8]);  getitem_6 = None
    _param_constant13 = self._param_constant13
    t_2 = torch.ops.aten.t.default(_param_constant13);  _param_constant13 = None
    _param_constant14 = self._param_constant14
    addmm_2 = torch.ops.aten.addmm.default(_param_constant14, view_17, t_2);  _param_constant14 = None
    view_18 = torch.ops.aten.view.default(addmm_2, [2, 64, 32]);  addmm_2 = None
    gelu = torch.ops.aten.gelu.default(view_18)
    view_19 = torch.ops.aten.view.default(gelu, [128, 32]);  gelu = None
    _param_constant15 = self._param_constant15
    t_3 = torch.ops.aten.t.default(_param_constant15);  _param_constant15 = None
    _param_constant16 = self._param_constant16
    addmm_3 = torch.ops.aten.addmm.default(_param_constant16, view_19, t_3);  _param_constant16 = None
    view_20 = torch.ops.aten.view.default(addmm_3, [2, 64, 8]);  addmm_3 = None
    add_2 = torch.ops.aten.add.Tensor(add_1, view_20);  view_20 = None
    _param_constant17 = self._param_constant17
    _param_constant18 = self._param_constant18
    native_layer_norm_3 = torch.ops.aten.native_layer_norm.default(add_2, [8], _param_constant17, _param_constant18, 1e-05);  _param_constant17 = _param_constant18 = None
    getitem_9 = native_layer_norm_3[0]
    getitem_10 = native_layer_norm_3[1]
    getitem_11 = native_layer_norm_3[2];  native_layer_norm_3 = None
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
    addmm_4 = torch.ops.aten.addmm.default(_param_constant20, view_25, t_4);  _param_constant20 = None
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
    bmm_2 = torch.ops.aten.bmm.default(_unsafe_view_6, _unsafe_view_7)
    _unsafe_view_8 = torch.ops.aten._unsafe_view.default(bmm_2, [32, 2, 4, 4]);  bmm_2 = None
    _tensor_constant1 = self._tensor_constant1
    view_28 = torch.ops.aten.view.default(_tensor_constant1, [-1]);  _tensor_constant1 = None
    _param_constant21 = self._param_constant21
    index_1 = torch.ops.aten.index.Tensor(_param_constant21, [view_28]);  _param_constant21 = None
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
    detach_1 = torch.ops.aten.detach.default(_softmax_1)
    expand_6 = torch.ops.aten.expand.default(_softmax_1, [32, 2, 4, 4]);  _softmax_1 = None
    view_32 = torch.ops.aten.view.default(expand_6, [64, 4, 4]);  expand_6 = None
    expand_7 = torch.ops.aten.expand.default(select_5, [32, 2, 4, 4]);  select_5 = None
    clone_11 = torch.ops.aten.clone.default(expand_7, memory_format = torch.contiguous_format);  expand_7 = None
    _unsafe_view_9 = torch.ops.aten._unsafe_view.default(clone_11, [64, 4, 4]);  clone_11 = None
    bmm_3 = torch.ops.aten.bmm.default(view_32, _unsafe_view_9)
    _unsafe_view_10 = torch.ops.aten._unsafe_view.default(bmm_3, [32, 2, 4, 4]);  bmm_3 = None
    transpose_4 = torch.ops.aten.transpose.int(_unsafe_view_10, 1, 2);  _unsafe_view_10 = None
    clone_12 = torch.ops.aten.clone.default(transpose_4, memory_format = torch.contiguous_format);  transpose_4 = None
    _unsafe_view_11 = torch.ops.aten._unsafe_view.default(clone_12, [32, 4, 8]);  clone_12 = None
    view_33 = torch.ops.aten.view.default(_unsafe_view_11, [128, 8]);  _unsafe_view_11 = None
    _param_constant22 = self._param_constant22
    t_5 = torch.ops.aten.t.default(_param_constant22);  _param_constant22 = None
    _param_constant23 = self._param_constant23
    addmm_5 = torch.ops.aten.addmm.default(_param_constant23, view_33, t_5);  _param_constant23 = None
    view_34 = torch.ops.aten.view.default(addmm_5, [32, 4, 8]);  addmm_5 = None
    view_35 = torch.ops.aten.view.default(view_34, [-1, 2, 2, 8]);  view_34 = None
    view_36 = torch.ops.aten.view.default(view_35, [2, 4, 4, 2, 2, -1]);  view_35 = None
    permute_7 = torch.ops.aten.permute.default(view_36, [0, 1, 3, 2, 4, 5]);  view_36 = None
    clone_13 = torch.ops.aten.clone.default(permute_7, memory_format = torch.contiguous_format);  permute_7 = None
    view_37 = torch.ops.aten.view.default(clone_13, [2, 8, 8, -1]);  clone_13 = None
    roll_1 = torch.ops.aten.roll.default(view_37, [1, 1], [1, 2]);  view_37 = None
    view_38 = torch.ops.aten.view.default(roll_1, [2, 64, 8]);  roll_1 = None
    add_5 = torch.ops.aten.add.Tensor(add_2, view_38);  view_38 = None
    _param_constant24 = self._param_constant24
    _param_constant25 = self._param_constant25
    native_layer_norm_4 = torch.ops.aten.native_layer_norm.default(add_5, [8], _param_constant24, _param_constant25, 1e-05);  _param_constant24 = _param_constant25 = None
    getitem_12 = native_layer_norm_4[0]
    getitem_13 = native_layer_norm_4[1]
    getitem_14 = native_layer_norm_4[2];  native_layer_norm_4 = None
    view_39 = torch.ops.aten.view.default(getitem_12, [128, 8]);  getitem_12 = None
    _param_constant26 = self._param_constant26
    t_6 = torch.ops.aten.t.default(_param_constant26);  _param_constant26 = None
    _param_constant27 = self._param_constant27
    addmm_6 = torch.ops.aten.addmm.default(_param_constant27, view_39, t_6);  _param_constant27 = None
    view_40 = torch.ops.aten.view.default(addmm_6, [2, 64, 32]);  addmm_6 = None
    gelu_1 = torch.ops.aten.gelu.default(view_40)
    view_41 = torch.ops.aten.view.default(gelu_1, [128, 32]);  gelu_1 = None
    _param_constant28 = self._param_constant28
    t_7 = torch.ops.aten.t.default(_param_constant28);  _param_constant28 = None
    _param_constant29 = self._param_constant29
    addmm_7 = torch.ops.aten.addmm.default(_param_constant29, view_41, t_7);  _param_constant29 = None
    view_42 = torch.ops.aten.view.default(addmm_7, [2, 64, 8]);  addmm_7 = None
    add_6 = torch.ops.aten.add.Tensor(add_5, view_42);  view_42 = None
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
    native_layer_norm_5 = torch.ops.aten.native_layer_norm.default(view_44, [32], _param_constant30, _param_constant31, 1e-05);  _param_constant30 = _param_constant31 = None
    getitem_15 = native_layer_norm_5[0]
    getitem_16 = native_layer_norm_5[1]
    getitem_17 = native_layer_norm_5[2];  native_layer_norm_5 = None
    _param_constant32 = self._param_constant32
    t_8 = torch.ops.aten.t.default(_param_constant32);  _param_constant32 = None
    view_45 = torch.ops.aten.view.default(getitem_15, [32, 32]);  getitem_15 = None
    mm = torch.ops.aten.mm.default(view_45, t_8)
    _unsafe_view_12 = torch.ops.aten._unsafe_view.default(mm, [2, 16, 16]);  mm = None
    _param_constant33 = self._param_constant33
    _param_constant34 = self._param_constant34
    native_layer_norm_6 = torch.ops.aten.native_layer_norm.default(_unsafe_view_12, [16], _param_constant33, _param_constant34, 1e-05);  _param_constant33 = _param_constant34 = None
    getitem_18 = native_layer_norm_6[0]
    getitem_19 = native_layer_norm_6[1]
    getitem_20 = native_layer_norm_6[2];  native_layer_norm_6 = None
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
    addmm_8 = torch.ops.aten.addmm.default(_param_constant36, view_50, t_9);  _param_constant36 = None
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
    bmm_4 = torch.ops.aten.bmm.default(_unsafe_view_13, _unsafe_view_14)
    _unsafe_view_15 = torch.ops.aten._unsafe_view.default(bmm_4, [8, 4, 4, 4]);  bmm_4 = None
    _tensor_constant3 = self._tensor_constant3
    view_53 = torch.ops.aten.view.default(_tensor_constant3, [-1]);  _tensor_constant3 = None
    _param_constant37 = self._param_constant37
    index_2 = torch.ops.aten.index.Tensor(_param_constant37, [view_53]);  _param_constant37 = None
    view_54 = torch.ops.aten.view.default(index_2, [4, 4, -1]);  index_2 = None
    permute_10 = torch.ops.aten.permute.default(view_54, [2, 0, 1]);  view_54 = None
    clone_17 = torch.ops.aten.clone.default(permute_10, memory_format = torch.contiguous_format);  permute_10 = None
    unsqueeze_4 = torch.ops.aten.unsqueeze.default(clone_17, 0);  clone_17 = None
    add_7 = torch.ops.aten.add.Tensor(_unsafe_view_15, unsqueeze_4);  _unsafe_view_15 = unsqueeze_4 = None
    _softmax_2 = torch.ops.aten._softmax.default(add_7, -1, False);  add_7 = None
    detach_2 = torch.ops.aten.detach.default(_softmax_2)
    expand_10 = torch.ops.aten.expand.default(_softmax_2, [8, 4, 4, 4]);  _softmax_2 = None
    view_55 = torch.ops.aten.view.default(expand_10, [32, 4, 4]);  expand_10 = None
    expand_11 = torch.ops.aten.expand.default(select_8, [8, 4, 4, 4]);  select_8 = None
    clone_18 = torch.ops.aten.clone.default(expand_11, memory_format = torch.contiguous_format);  expand_11 = None
    _unsafe_view_16 = torch.ops.aten._unsafe_view.default(clone_18, [32, 4, 4]);  clone_18 = None
    bmm_5 = torch.ops.aten.bmm.default(view_55, _unsafe_view_16)
    _unsafe_view_17 = torch.ops.aten._unsafe_view.default(bmm_5, [8, 4, 4, 4]);  bmm_5 = None
    transpose_6 = torch.ops.aten.transpose.int(_unsafe_view_17, 1, 2);  _unsafe_view_17 = None
    clone_19 = torch.ops.aten.clone.default(transpose_6, memory_format = torch.contiguous_format);  transpose_6 = None
    _unsafe_view_18 = torch.ops.aten._unsafe_view.default(clone_19, [8, 4, 16]);  clone_19 = None
    view_56 = torch.ops.aten.view.default(_unsafe_view_18, [32, 16]);  _unsafe_view_18 = None
    _param_constant38 = self._param_constant38
    t_10 = torch.ops.aten.t.default(_param_constant38);  _param_constant38 = None
    _param_constant39 = self._param_constant39
    addmm_9 = torch.ops.aten.addmm.default(_param_constant39, view_56, t_10);  _param_constant39 = None
    view_57 = torch.ops.aten.view.default(addmm_9, [8, 4, 16]);  addmm_9 = None
    view_58 = torch.ops.aten.view.default(view_57, [-1, 2, 2, 16]);  view_57 = None
    view_59 = torch.ops.aten.view.default(view_58, [2, 2, 2, 2, 2, -1]);  view_58 = None
    permute_11 = torch.ops.aten.permute.default(view_59, [0, 1, 3, 2, 4, 5]);  view_59 = None
    clone_20 = torch.ops.aten.clone.default(permute_11, memory_format = torch.contiguous_format);  permute_11 = None
    view_60 = torch.ops.aten.view.default(clone_20, [2, 4, 4, -1]);  clone_20 = None
    view_61 = torch.ops.aten.view.default(view_60, [2, 16, 16]);  view_60 = None
    add_8 = torch.ops.aten.add.Tensor(_unsafe_view_12, view_61);  view_61 = None
    _param_constant40 = self._param_constant40
    _param_constant41 = self._param_constant41
    native_layer_norm_7 = torch.ops.aten.native_layer_norm.default(add_8, [16], _param_constant40, _param_constant41, 1e-05);  _param_constant40 = _param_constant41 = None
    getitem_21 = native_layer_norm_7[0]
    getitem_22 = native_layer_norm_7[1]
    getitem_23 = native_layer_norm_7[2];  native_layer_norm_7 = None
    view_62 = torch.ops.aten.view.default(getitem_21, [32, 16]);  getitem_21 = None
    _param_constant42 = self._param_constant42
    t_11 = torch.ops.aten.t.default(_param_constant42);  _param_constant42 = None
    _param_constant43 = self._param_constant43
    addmm_10 = torch.ops.aten.addmm.default(_param_constant43, view_62, t_11);  _param_constant43 = None
    view_63 = torch.ops.aten.view.default(addmm_10, [2, 16, 64]);  addmm_10 = None
    gelu_2 = torch.ops.aten.gelu.default(view_63)
    view_64 = torch.ops.aten.view.default(gelu_2, [32, 64]);  gelu_2 = None
    _param_constant44 = self._param_constant44
    t_12 = torch.ops.aten.t.default(_param_constant44);  _param_constant44 = None
    _param_constant45 = self._param_constant45
    addmm_11 = torch.ops.aten.addmm.default(_param_constant45, view_64, t_12);  _param_constant45 = None
    view_65 = torch.ops.aten.view.default(addmm_11, [2, 16, 16]);  addmm_11 = None
    add_9 = torch.ops.aten.add.Tensor(add_8, view_65);  view_65 = None
    _param_constant46 = self._param_constant46
    _param_constant47 = self._param_constant47
    native_layer_norm_8 = torch.ops.aten.native_layer_norm.default(add_9, [16], _param_constant46, _param_constant47, 1e-05);  _param_constant46 = _param_constant47 = None
    getitem_24 = native_layer_norm_8[0]
    getitem_25 = native_layer_norm_8[1]
    getitem_26 = native_layer_norm_8[2];  native_layer_norm_8 = None
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
    addmm_12 = torch.ops.aten.addmm.default(_param_constant49, view_70, t_13);  _param_constant49 = None
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
    bmm_6 = torch.ops.aten.bmm.default(_unsafe_view_19, _unsafe_view_20)
    _unsafe_view_21 = torch.ops.aten._unsafe_view.default(bmm_6, [8, 4, 4, 4]);  bmm_6 = None
    _tensor_constant4 = self._tensor_constant4
    view_73 = torch.ops.aten.view.default(_tensor_constant4, [-1]);  _tensor_constant4 = None
    _param_constant50 = self._param_constant50
    index_3 = torch.ops.aten.index.Tensor(_param_constant50, [view_73]);  _param_constant50 = None
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
    detach_3 = torch.ops.aten.detach.default(_softmax_3)
    expand_14 = torch.ops.aten.expand.default(_softmax_3, [8, 4, 4, 4]);  _softmax_3 = None
    view_77 = torch.ops.aten.view.default(expand_14, [32, 4, 4]);  expand_14 = None
    expand_15 = torch.ops.aten.expand.default(select_11, [8, 4, 4, 4]);  select_11 = None
    clone_25 = torch.ops.aten.clone.default(expand_15, memory_format = torch.contiguous_format);  expand_15 = None
    _unsafe_view_22 = torch.ops.aten._unsafe_view.default(clone_25, [32, 4, 4]);  clone_25 = None
    bmm_7 = torch.ops.aten.bmm.default(view_77, _unsafe_view_22)
    _unsafe_view_23 = torch.ops.aten._unsafe_view.default(bmm_7, [8, 4, 4, 4]);  bmm_7 = None
    transpose_8 = torch.ops.aten.transpose.int(_unsafe_view_23, 1, 2);  _unsafe_view_23 = None
    clone_26 = torch.ops.aten.clone.default(transpose_8, memory_format = torch.contiguous_format);  transpose_8 = None
    _unsafe_view_24 = torch.ops.aten._unsafe_view.default(clone_26, [8, 4, 16]);  clone_26 = None
    view_78 = torch.ops.aten.view.default(_unsafe_view_24, [32, 16]);  _unsafe_view_24 = None
    _param_constant51 = self._param_constant51
    t_14 = torch.ops.aten.t.default(_param_constant51);  _param_constant51 = None
    _param_constant52 = self._param_constant52
    addmm_13 = torch.ops.aten.addmm.default(_param_constant52, view_78, t_14);  _param_constant52 = None
    view_79 = torch.ops.aten.view.default(addmm_13, [8, 4, 16]);  addmm_13 = None
    view_80 = torch.ops.aten.view.default(view_79, [-1, 2, 2, 16]);  view_79 = None
    view_81 = torch.ops.aten.view.default(view_80, [2, 2, 2, 2, 2, -1]);  view_80 = None
    permute_15 = torch.ops.aten.permute.default(view_81, [0, 1, 3, 2, 4, 5]);  view_81 = None
    clone_27 = torch.ops.aten.clone.default(permute_15, memory_format = torch.contiguous_format);  permute_15 = None
    view_82 = torch.ops.aten.view.default(clone_27, [2, 4, 4, -1]);  clone_27 = None
    roll_3 = torch.ops.aten.roll.default(view_82, [1, 1], [1, 2]);  view_82 = None
    view_83 = torch.ops.aten.view.default(roll_3, [2, 16, 16]);  roll_3 = None
    add_12 = torch.ops.aten.add.Tensor(add_9, view_83);  view_83 = None
    _param_constant53 = self._param_constant53
    _param_constant54 = self._param_constant54
    native_layer_norm_9 = torch.ops.aten.native_layer_norm.default(add_12, [16], _param_constant53, _param_constant54, 1e-05);  _param_constant53 = _param_constant54 = None
    getitem_27 = native_layer_norm_9[0]
    getitem_28 = native_layer_norm_9[1]
    getitem_29 = native_layer_norm_9[2];  native_layer_norm_9 = None
    view_84 = torch.ops.aten.view.default(getitem_27, [32, 16]);  getitem_27 = None
    _param_constant55 = self._param_constant55
    t_15 = torch.ops.aten.t.default(_param_constant55);  _param_constant55 = None
    _param_constant56 = self._param_constant56
    addmm_14 = torch.ops.aten.addmm.default(_param_constant56, view_84, t_15);  _param_constant56 = None
    view_85 = torch.ops.aten.view.default(addmm_14, [2, 16, 64]);  addmm_14 = None
    gelu_3 = torch.ops.aten.gelu.default(view_85)
    view_86 = torch.ops.aten.view.default(gelu_3, [32, 64]);  gelu_3 = None
    _param_constant57 = self._param_constant57
    t_16 = torch.ops.aten.t.default(_param_constant57);  _param_constant57 = None
    _param_constant58 = self._param_constant58
    addmm_15 = torch.ops.aten.addmm.default(_param_constant58, view_86, t_16);  _param_constant58 = None
    view_87 = torch.ops.aten.view.default(addmm_15, [2, 16, 16]);  addmm_15 = None
    add_13 = torch.ops.aten.add.Tensor(add_12, view_87);  view_87 = None
    _param_constant59 = self._param_constant59
    _param_constant60 = self._param_constant60
    native_layer_norm_10 = torch.ops.aten.native_layer_norm.default(add_13, [16], _param_constant59, _param_constant60, 1e-05);  _param_constant59 = _param_constant60 = None
    getitem_30 = native_layer_norm_10[0]
    getitem_31 = native_layer_norm_10[1]
    getitem_32 = native_layer_norm_10[2];  native_layer_norm_10 = None
    transpose_9 = torch.ops.aten.transpose.int(getitem_30, 1, 2);  getitem_30 = None
    unsqueeze_8 = torch.ops.aten.unsqueeze.default(transpose_9, -2);  transpose_9 = None
    mean = torch.ops.aten.mean.dim(unsqueeze_8, [-1, -2], True);  unsqueeze_8 = None
    as_strided_ = torch.ops.aten.as_strided_.default(mean, [2, 16, 1, 1], [16, 1, 16, 16]);  mean = None
    squeeze = torch.ops.aten.squeeze.dim(as_strided_, -2);  as_strided_ = None
    view_88 = torch.ops.aten.view.default(squeeze, [2, 16]);  squeeze = None
    _param_constant61 = self._param_constant61
    t_17 = torch.ops.aten.t.default(_param_constant61);  _param_constant61 = None
    _param_constant62 = self._param_constant62
    addmm_16 = torch.ops.aten.addmm.default(_param_constant62, view_88, t_17);  _param_constant62 = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm_16, 1, False);  addmm_16 = None
    detach_4 = torch.ops.aten.detach.default(_log_softmax)
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100)
    getitem_33 = nll_loss_forward[0]
    getitem_34 = nll_loss_forward[1];  nll_loss_forward = None
    ones_like = torch.ops.aten.ones_like.default(getitem_33, pin_memory = False, memory_format = torch.preserve_format)
    nll_loss_backward = torch.ops.aten.nll_loss_backward.default(ones_like, _log_softmax, labels_1, None, 1, -100, getitem_34);  ones_like = _log_softmax = labels_1 = getitem_34 = None
    detach_5 = torch.ops.aten.detach.default(detach_4);  detach_4 = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach_5, 1, torch.float32);  nll_loss_backward = detach_5 = None
    t_18 = torch.ops.aten.t.default(t_17);  t_17 = None
    mm_1 = torch.ops.aten.mm.default(_log_softmax_backward_data, t_18);  t_18 = None
    t_19 = torch.ops.aten.t.default(_log_softmax_backward_data)
    mm_2 = torch.ops.aten.mm.default(t_19, view_88);  t_19 = view_88 = None
    t_20 = torch.ops.aten.t.default(mm_2);  mm_2 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(_log_softmax_backward_data, [0], True);  _log_softmax_backward_data = None
    view_89 = torch.ops.aten.view.default(sum_1, [5]);  sum_1 = None
    t_21 = torch.ops.aten.t.default(t_20);  t_20 = None
    view_90 = torch.ops.aten.view.default(mm_1, [2, 16, 1]);  mm_1 = None
    unsqueeze_9 = torch.ops.aten.unsqueeze.default(view_90, 2);  view_90 = None
    squeeze_1 = torch.ops.aten.squeeze.dim(unsqueeze_9, 3);  unsqueeze_9 = None
    squeeze_2 = torch.ops.aten.squeeze.dim(squeeze_1, 2);  squeeze_1 = None
    new_zeros = torch.ops.aten.new_zeros.default(squeeze_2, [32])
    as_strided = torch.ops.aten.as_strided.default(new_zeros, [2, 16], [16, 1], 0)
    copy_ = torch.ops.aten.copy_.default(as_strided, squeeze_2);  as_strided = squeeze_2 = copy_ = None
    as_strided_1 = torch.ops.aten.as_strided.default(new_zeros, [2, 16, 1, 1], [16, 1, 1, 1], 0);  new_zeros = None
    expand_16 = torch.ops.aten.expand.default(as_strided_1, [2, 16, 1, 16]);  as_strided_1 = None
    div = torch.ops.aten.div.Scalar(expand_16, 16);  expand_16 = None
    squeeze_3 = torch.ops.aten.squeeze.dim(div, -2);  div = None
    transpose_10 = torch.ops.aten.transpose.int(squeeze_3, 1, 2);  squeeze_3 = None
    _param_constant59_1 = self._param_constant59
    _param_constant60_1 = self._param_constant60
    native_layer_norm_backward = torch.ops.aten.native_layer_norm_backward.default(transpose_10, add_13, [16], getitem_31, getitem_32, _param_constant59_1, _param_constant60_1, [True, True, True]);  transpose_10 = add_13 = getitem_31 = getitem_32 = _param_constant59_1 = _param_constant60_1 = None
    getitem_35 = native_layer_norm_backward[0]
    getitem_36 = native_layer_norm_backward[1]
    getitem_37 = native_layer_norm_backward[2];  native_layer_norm_backward = None
    view_91 = torch.ops.aten.view.default(getitem_35, [32, 16])
    t_22 = torch.ops.aten.t.default(t_16);  t_16 = None
    mm_3 = torch.ops.aten.mm.default(view_91, t_22);  t_22 = None
    t_23 = torch.ops.aten.t.default(view_91)
    mm_4 = torch.ops.aten.mm.default(t_23, view_86);  t_23 = view_86 = None
    t_24 = torch.ops.aten.t.default(mm_4);  mm_4 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(view_91, [0], True);  view_91 = None
    view_92 = torch.ops.aten.view.default(sum_2, [16]);  sum_2 = None
    t_25 = torch.ops.aten.t.default(t_24);  t_24 = None
    view_93 = torch.ops.aten.view.default(mm_3, [2, 16, 64]);  mm_3 = None
    gelu_backward = torch.ops.aten.gelu_backward.default(view_93, view_85);  view_93 = view_85 = None
    view_94 = torch.ops.aten.view.default(gelu_backward, [32, 64]);  gelu_backward = None
    t_26 = torch.ops.aten.t.default(t_15);  t_15 = None
    mm_5 = torch.ops.aten.mm.default(view_94, t_26);  t_26 = None
    t_27 = torch.ops.aten.t.default(view_94)
    mm_6 = torch.ops.aten.mm.default(t_27, view_84);  t_27 = view_84 = None
    t_28 = torch.ops.aten.t.default(mm_6);  mm_6 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(view_94, [0], True);  view_94 = None
    view_95 = torch.ops.aten.view.default(sum_3, [64]);  sum_3 = None
    t_29 = torch.ops.aten.t.default(t_28);  t_28 = None
    view_96 = torch.ops.aten.view.default(mm_5, [2, 16, 16]);  mm_5 = None
    _param_constant53_1 = self._param_constant53
    _param_constant54_1 = self._param_constant54
    native_layer_norm_backward_1 = torch.ops.aten.native_layer_norm_backward.default(view_96, add_12, [16], getitem_28, getitem_29, _param_constant53_1, _param_constant54_1, [True, True, True]);  view_96 = add_12 = getitem_28 = getitem_29 = _param_constant53_1 = _param_constant54_1 = None
    getitem_38 = native_layer_norm_backward_1[0]
    getitem_39 = native_layer_norm_backward_1[1]
    getitem_40 = native_layer_norm_backward_1[2];  native_layer_norm_backward_1 = None
    add_14 = torch.ops.aten.add.Tensor(getitem_35, getitem_38);  getitem_35 = getitem_38 = None
    view_97 = torch.ops.aten.view.default(add_14, [2, 4, 4, 16])
    roll_4 = torch.ops.aten.roll.default(view_97, [-1, -1], [2, 1]);  view_97 = None
    view_98 = torch.ops.aten.view.default(roll_4, [2, 2, 2, 2, 2, 16]);  roll_4 = None
    permute_16 = torch.ops.aten.permute.default(view_98, [0, 1, 3, 2, 4, 5]);  view_98 = None
    clone_28 = torch.ops.aten.clone.default(permute_16, memory_format = torch.contiguous_format);  permute_16 = None
    _unsafe_view_25 = torch.ops.aten._unsafe_view.default(clone_28, [8, 2, 2, 16]);  clone_28 = None
    view_99 = torch.ops.aten.view.default(_unsafe_view_25, [8, 4, 16]);  _unsafe_view_25 = None
    view_100 = torch.ops.aten.view.default(view_99, [32, 16]);  view_99 = None
    t_30 = torch.ops.aten.t.default(t_14);  t_14 = None
    mm_7 = torch.ops.aten.mm.default(view_100, t_30);  t_30 = None
    t_31 = torch.ops.aten.t.default(view_100)
    mm_8 = torch.ops.aten.mm.default(t_31, view_78);  t_31 = view_78 = None
    t_32 = torch.ops.aten.t.default(mm_8);  mm_8 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(view_100, [0], True);  view_100 = None
    view_101 = torch.ops.aten.view.default(sum_4, [16]);  sum_4 = None
    t_33 = torch.ops.aten.t.default(t_32);  t_32 = None
    view_102 = torch.ops.aten.view.default(mm_7, [8, 4, 16]);  mm_7 = None
    view_103 = torch.ops.aten.view.default(view_102, [8, 4, 4, 4]);  view_102 = None
    transpose_11 = torch.ops.aten.transpose.int(view_103, 1, 2);  view_103 = None
    clone_29 = torch.ops.aten.clone.default(transpose_11, memory_format = torch.contiguous_format);  transpose_11 = None
    _unsafe_view_26 = torch.ops.aten._unsafe_view.default(clone_29, [32, 4, 4]);  clone_29 = None
    transpose_12 = torch.ops.aten.transpose.int(view_77, 1, 2);  view_77 = None
    bmm_8 = torch.ops.aten.bmm.default(transpose_12, _unsafe_view_26);  transpose_12 = None
    transpose_13 = torch.ops.aten.transpose.int(_unsafe_view_22, 1, 2);  _unsafe_view_22 = None
    bmm_9 = torch.ops.aten.bmm.default(_unsafe_view_26, transpose_13);  _unsafe_view_26 = transpose_13 = None
    view_104 = torch.ops.aten.view.default(bmm_8, [8, 4, 4, 4]);  bmm_8 = None
    view_105 = torch.ops.aten.view.default(bmm_9, [8, 4, 4, 4]);  bmm_9 = None
    detach_6 = torch.ops.aten.detach.default(detach_3);  detach_3 = None
    _softmax_backward_data = torch.ops.aten._softmax_backward_data.default(view_105, detach_6, -1, torch.float32);  view_105 = detach_6 = None
    view_106 = torch.ops.aten.view.default(_softmax_backward_data, [2, 4, 4, 4, 4]);  _softmax_backward_data = None
    view_107 = torch.ops.aten.view.default(view_106, [8, 4, 4, 4]);  view_106 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(view_107, [0], True)
    squeeze_4 = torch.ops.aten.squeeze.dim(sum_5, 0);  sum_5 = None
    permute_17 = torch.ops.aten.permute.default(squeeze_4, [1, 2, 0]);  squeeze_4 = None
    view_108 = torch.ops.aten.view.default(permute_17, [16, 4]);  permute_17 = None
    new_zeros_1 = torch.ops.aten.new_zeros.default(view_108, [9, 4], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    index_put = torch.ops.aten.index_put.default(new_zeros_1, [view_73], view_108, True);  new_zeros_1 = view_73 = view_108 = None
    view_109 = torch.ops.aten.view.default(view_107, [32, 4, 4]);  view_107 = None
    transpose_14 = torch.ops.aten.transpose.int(_unsafe_view_19, 1, 2);  _unsafe_view_19 = None
    bmm_10 = torch.ops.aten.bmm.default(transpose_14, view_109);  transpose_14 = None
    transpose_15 = torch.ops.aten.transpose.int(_unsafe_view_20, 1, 2);  _unsafe_view_20 = None
    bmm_11 = torch.ops.aten.bmm.default(view_109, transpose_15);  view_109 = transpose_15 = None
    view_110 = torch.ops.aten.view.default(bmm_10, [8, 4, 4, 4]);  bmm_10 = None
    view_111 = torch.ops.aten.view.default(bmm_11, [8, 4, 4, 4]);  bmm_11 = None
    transpose_16 = torch.ops.aten.transpose.int(view_110, -2, -1);  view_110 = None
    mul_4 = torch.ops.aten.mul.Tensor(view_111, 0.5);  view_111 = None
    select_backward = torch.ops.aten.select_backward.default(view_104, [3, 8, 4, 4, 4], 0, 2);  view_104 = None
    select_backward_1 = torch.ops.aten.select_backward.default(transpose_16, [3, 8, 4, 4, 4], 0, 1);  transpose_16 = None
    add_15 = torch.ops.aten.add.Tensor(select_backward, select_backward_1);  select_backward = select_backward_1 = None
    select_backward_2 = torch.ops.aten.select_backward.default(mul_4, [3, 8, 4, 4, 4], 0, 0);  mul_4 = None
    add_16 = torch.ops.aten.add.Tensor(add_15, select_backward_2);  add_15 = select_backward_2 = None
    permute_18 = torch.ops.aten.permute.default(add_16, [1, 3, 0, 2, 4]);  add_16 = None
    clone_30 = torch.ops.aten.clone.default(permute_18, memory_format = torch.contiguous_format);  permute_18 = None
    _unsafe_view_27 = torch.ops.aten._unsafe_view.default(clone_30, [8, 4, 48]);  clone_30 = None
    view_112 = torch.ops.aten.view.default(_unsafe_view_27, [32, 48]);  _unsafe_view_27 = None
    t_34 = torch.ops.aten.t.default(t_13);  t_13 = None
    mm_9 = torch.ops.aten.mm.default(view_112, t_34);  t_34 = None
    t_35 = torch.ops.aten.t.default(view_112)
    mm_10 = torch.ops.aten.mm.default(t_35, view_70);  t_35 = view_70 = None
    t_36 = torch.ops.aten.t.default(mm_10);  mm_10 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(view_112, [0], True);  view_112 = None
    view_113 = torch.ops.aten.view.default(sum_6, [48]);  sum_6 = None
    t_37 = torch.ops.aten.t.default(t_36);  t_36 = None
    view_114 = torch.ops.aten.view.default(mm_9, [8, 4, 16]);  mm_9 = None
    view_115 = torch.ops.aten.view.default(view_114, [8, 2, 2, 16]);  view_114 = None
    view_116 = torch.ops.aten.view.default(view_115, [2, 2, 2, 2, 2, 16]);  view_115 = None
    permute_19 = torch.ops.aten.permute.default(view_116, [0, 1, 3, 2, 4, 5]);  view_116 = None
    clone_31 = torch.ops.aten.clone.default(permute_19, memory_format = torch.contiguous_format);  permute_19 = None
    _unsafe_view_28 = torch.ops.aten._unsafe_view.default(clone_31, [2, 4, 4, 16]);  clone_31 = None
    roll_5 = torch.ops.aten.roll.default(_unsafe_view_28, [1, 1], [2, 1]);  _unsafe_view_28 = None
    view_117 = torch.ops.aten.view.default(roll_5, [2, 16, 16]);  roll_5 = None
    _param_constant46_1 = self._param_constant46
    _param_constant47_1 = self._param_constant47
    native_layer_norm_backward_2 = torch.ops.aten.native_layer_norm_backward.default(view_117, add_9, [16], getitem_25, getitem_26, _param_constant46_1, _param_constant47_1, [True, True, True]);  view_117 = add_9 = getitem_25 = getitem_26 = _param_constant46_1 = _param_constant47_1 = None
    getitem_41 = native_layer_norm_backward_2[0]
    getitem_42 = native_layer_norm_backward_2[1]
    getitem_43 = native_layer_norm_backward_2[2];  native_layer_norm_backward_2 = None
    add_17 = torch.ops.aten.add.Tensor(add_14, getitem_41);  add_14 = getitem_41 = None
    view_118 = torch.ops.aten.view.default(add_17, [32, 16])
    t_38 = torch.ops.aten.t.default(t_12);  t_12 = None
    mm_11 = torch.ops.aten.mm.default(view_118, t_38);  t_38 = None
    t_39 = torch.ops.aten.t.default(view_118)
    mm_12 = torch.ops.aten.mm.default(t_39, view_64);  t_39 = view_64 = None
    t_40 = torch.ops.aten.t.default(mm_12);  mm_12 = None
    sum_7 = torch.ops.aten.sum.dim_IntList(view_118, [0], True);  view_118 = None
    view_119 = torch.ops.aten.view.default(sum_7, [16]);  sum_7 = None
    t_41 = torch.ops.aten.t.default(t_40);  t_40 = None
    view_120 = torch.ops.aten.view.default(mm_11, [2, 16, 64]);  mm_11 = None
    gelu_backward_1 = torch.ops.aten.gelu_backward.default(view_120, view_63);  view_120 = view_63 = None
    view_121 = torch.ops.aten.view.default(gelu_backward_1, [32, 64]);  gelu_backward_1 = None
    t_42 = torch.ops.aten.t.default(t_11);  t_11 = None
    mm_13 = torch.ops.aten.mm.default(view_121, t_42);  t_42 = None
    t_43 = torch.ops.aten.t.default(view_121)
    mm_14 = torch.ops.aten.mm.default(t_43, view_62);  t_43 = view_62 = None
    t_44 = torch.ops.aten.t.default(mm_14);  mm_14 = None
    sum_8 = torch.ops.aten.sum.dim_IntList(view_121, [0], True);  view_121 = None
    view_122 = torch.ops.aten.view.default(sum_8, [64]);  sum_8 = None
    t_45 = torch.ops.aten.t.default(t_44);  t_44 = None
    view_123 = torch.ops.aten.view.default(mm_13, [2, 16, 16]);  mm_13 = None
    _param_constant40_1 = self._param_constant40
    _param_constant41_1 = self._param_constant41
    native_layer_norm_backward_3 = torch.ops.aten.native_layer_norm_backward.default(view_123, add_8, [16], getitem_22, getitem_23, _param_constant40_1, _param_constant41_1, [True, True, True]);  view_123 = add_8 = getitem_22 = getitem_23 = _param_constant40_1 = _param_constant41_1 = None
    getitem_44 = native_layer_norm_backward_3[0]
    getitem_45 = native_layer_norm_backward_3[1]
    getitem_46 = native_layer_norm_backward_3[2];  native_layer_norm_backward_3 = None
    add_18 = torch.ops.aten.add.Tensor(add_17, getitem_44);  add_17 = getitem_44 = None
    view_124 = torch.ops.aten.view.default(add_18, [2, 4, 4, 16])
    view_125 = torch.ops.aten.view.default(view_124, [2, 2, 2, 2, 2, 16]);  view_124 = None
    permute_20 = torch.ops.aten.permute.default(view_125, [0, 1, 3, 2, 4, 5]);  view_125 = None
    clone_32 = torch.ops.aten.clone.default(permute_20, memory_format = torch.contiguous_format);  permute_20 = None
    _unsafe_view_29 = torch.ops.aten._unsafe_view.default(clone_32, [8, 2, 2, 16]);  clone_32 = None
    view_126 = torch.ops.aten.view.default(_unsafe_view_29, [8, 4, 16]);  _unsafe_view_29 = None
    view_127 = torch.ops.aten.view.default(view_126, [32, 16]);  view_126 = None
    t_46 = torch.ops.aten.t.default(t_10);  t_10 = None
    mm_15 = torch.ops.aten.mm.default(view_127, t_46);  t_46 = None
    t_47 = torch.ops.aten.t.default(view_127)
    mm_16 = torch.ops.aten.mm.default(t_47, view_56);  t_47 = view_56 = None
    t_48 = torch.ops.aten.t.default(mm_16);  mm_16 = None
    sum_9 = torch.ops.aten.sum.dim_IntList(view_127, [0], True);  view_127 = None
    view_128 = torch.ops.aten.view.default(sum_9, [16]);  sum_9 = None
    t_49 = torch.ops.aten.t.default(t_48);  t_48 = None
    view_129 = torch.ops.aten.view.default(mm_15, [8, 4, 16]);  mm_15 = None
    view_130 = torch.ops.aten.view.default(view_129, [8, 4, 4, 4]);  view_129 = None
    transpose_17 = torch.ops.aten.transpose.int(view_130, 1, 2);  view_130 = None
    clone_33 = torch.ops.aten.clone.default(transpose_17, memory_format = torch.contiguous_format);  transpose_17 = None
    _unsafe_view_30 = torch.ops.aten._unsafe_view.default(clone_33, [32, 4, 4]);  clone_33 = None
    transpose_18 = torch.ops.aten.transpose.int(view_55, 1, 2);  view_55 = None
    bmm_12 = torch.ops.aten.bmm.default(transpose_18, _unsafe_view_30);  transpose_18 = None
    transpose_19 = torch.ops.aten.transpose.int(_unsafe_view_16, 1, 2);  _unsafe_view_16 = None
    bmm_13 = torch.ops.aten.bmm.default(_unsafe_view_30, transpose_19);  _unsafe_view_30 = transpose_19 = None
    view_131 = torch.ops.aten.view.default(bmm_12, [8, 4, 4, 4]);  bmm_12 = None
    view_132 = torch.ops.aten.view.default(bmm_13, [8, 4, 4, 4]);  bmm_13 = None
    detach_7 = torch.ops.aten.detach.default(detach_2);  detach_2 = None
    _softmax_backward_data_1 = torch.ops.aten._softmax_backward_data.default(view_132, detach_7, -1, torch.float32);  view_132 = detach_7 = None
    sum_10 = torch.ops.aten.sum.dim_IntList(_softmax_backward_data_1, [0], True)
    squeeze_5 = torch.ops.aten.squeeze.dim(sum_10, 0);  sum_10 = None
    permute_21 = torch.ops.aten.permute.default(squeeze_5, [1, 2, 0]);  squeeze_5 = None
    view_133 = torch.ops.aten.view.default(permute_21, [16, 4]);  permute_21 = None
    new_zeros_2 = torch.ops.aten.new_zeros.default(view_133, [9, 4], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    index_put_1 = torch.ops.aten.index_put.default(new_zeros_2, [view_53], view_133, True);  new_zeros_2 = view_53 = view_133 = None
    view_134 = torch.ops.aten.view.default(_softmax_backward_data_1, [32, 4, 4]);  _softmax_backward_data_1 = None
    transpose_20 = torch.ops.aten.transpose.int(_unsafe_view_13, 1, 2);  _unsafe_view_13 = None
    bmm_14 = torch.ops.aten.bmm.default(transpose_20, view_134);  transpose_20 = None
    transpose_21 = torch.ops.aten.transpose.int(_unsafe_view_14, 1, 2);  _unsafe_view_14 = None
    bmm_15 = torch.ops.aten.bmm.default(view_134, transpose_21);  view_134 = transpose_21 = None
    view_135 = torch.ops.aten.view.default(bmm_14, [8, 4, 4, 4]);  bmm_14 = None
    view_136 = torch.ops.aten.view.default(bmm_15, [8, 4, 4, 4]);  bmm_15 = None
    transpose_22 = torch.ops.aten.transpose.int(view_135, -2, -1);  view_135 = None
    mul_5 = torch.ops.aten.mul.Tensor(view_136, 0.5);  view_136 = None
    select_backward_3 = torch.ops.aten.select_backward.default(view_131, [3, 8, 4, 4, 4], 0, 2);  view_131 = None
    select_backward_4 = torch.ops.aten.select_backward.default(transpose_22, [3, 8, 4, 4, 4], 0, 1);  transpose_22 = None
    add_19 = torch.ops.aten.add.Tensor(select_backward_3, select_backward_4);  select_backward_3 = select_backward_4 = None
    select_backward_5 = torch.ops.aten.select_backward.default(mul_5, [3, 8, 4, 4, 4], 0, 0);  mul_5 = None
    add_20 = torch.ops.aten.add.Tensor(add_19, select_backward_5);  add_19 = select_backward_5 = None
    permute_22 = torch.ops.aten.permute.default(add_20, [1, 3, 0, 2, 4]);  add_20 = None
    clone_34 = torch.ops.aten.clone.default(permute_22, memory_format = torch.contiguous_format);  permute_22 = None
    _unsafe_view_31 = torch.ops.aten._unsafe_view.default(clone_34, [8, 4, 48]);  clone_34 = None
    view_137 = torch.ops.aten.view.default(_unsafe_view_31, [32, 48]);  _unsafe_view_31 = None
    t_50 = torch.ops.aten.t.default(t_9);  t_9 = None
    mm_17 = torch.ops.aten.mm.default(view_137, t_50);  t_50 = None
    t_51 = torch.ops.aten.t.default(view_137)
    mm_18 = torch.ops.aten.mm.default(t_51, view_50);  t_51 = view_50 = None
    t_52 = torch.ops.aten.t.default(mm_18);  mm_18 = None
    sum_11 = torch.ops.aten.sum.dim_IntList(view_137, [0], True);  view_137 = None
    view_138 = torch.ops.aten.view.default(sum_11, [48]);  sum_11 = None
    t_53 = torch.ops.aten.t.default(t_52);  t_52 = None
    view_139 = torch.ops.aten.view.default(mm_17, [8, 4, 16]);  mm_17 = None
    view_140 = torch.ops.aten.view.default(view_139, [8, 2, 2, 16]);  view_139 = None
    view_141 = torch.ops.aten.view.default(view_140, [2, 2, 2, 2, 2, 16]);  view_140 = None
    permute_23 = torch.ops.aten.permute.default(view_141, [0, 1, 3, 2, 4, 5]);  view_141 = None
    clone_35 = torch.ops.aten.clone.default(permute_23, memory_format = torch.contiguous_format);  permute_23 = None
    _unsafe_view_32 = torch.ops.aten._unsafe_view.default(clone_35, [2, 4, 4, 16]);  clone_35 = None
    view_142 = torch.ops.aten.view.default(_unsafe_view_32, [2, 16, 16]);  _unsafe_view_32 = None
    _param_constant33_1 = self._param_constant33
    _param_constant34_1 = self._param_constant34
    native_layer_norm_backward_4 = torch.ops.aten.native_layer_norm_backward.default(view_142, _unsafe_view_12, [16], getitem_19, getitem_20, _param_constant33_1, _param_constant34_1, [True, True, True]);  view_142 = _unsafe_view_12 = getitem_19 = getitem_20 = _param_constant33_1 = _param_constant34_1 = None
    getitem_47 = native_layer_norm_backward_4[0]
    getitem_48 = native_layer_norm_backward_4[1]
    getitem_49 = native_layer_norm_backward_4[2];  native_layer_norm_backward_4 = None
    add_21 = torch.ops.aten.add.Tensor(add_18, getitem_47);  add_18 = getitem_47 = None
    view_143 = torch.ops.aten.view.default(add_21, [32, 16]);  add_21 = None
    t_54 = torch.ops.aten.t.default(view_143)
    mm_19 = torch.ops.aten.mm.default(t_54, view_45);  t_54 = view_45 = None
    t_55 = torch.ops.aten.t.default(mm_19);  mm_19 = None
    t_56 = torch.ops.aten.t.default(t_8);  t_8 = None
    mm_20 = torch.ops.aten.mm.default(view_143, t_56);  view_143 = t_56 = None
    view_144 = torch.ops.aten.view.default(mm_20, [2, 16, 32]);  mm_20 = None
    t_57 = torch.ops.aten.t.default(t_55);  t_55 = None
    _param_constant30_1 = self._param_constant30
    _param_constant31_1 = self._param_constant31
    native_layer_norm_backward_5 = torch.ops.aten.native_layer_norm_backward.default(view_144, view_44, [32], getitem_16, getitem_17, _param_constant30_1, _param_constant31_1, [True, True, True]);  view_144 = view_44 = getitem_16 = getitem_17 = _param_constant30_1 = _param_constant31_1 = None
    getitem_50 = native_layer_norm_backward_5[0]
    getitem_51 = native_layer_norm_backward_5[1]
    getitem_52 = native_layer_norm_backward_5[2];  native_layer_norm_backward_5 = None
    view_145 = torch.ops.aten.view.default(getitem_50, [2, 4, 4, 32]);  getitem_50 = None
    slice_9 = torch.ops.aten.slice.Tensor(view_145, 3, 0, 8)
    slice_10 = torch.ops.aten.slice.Tensor(view_145, 3, 8, 16)
    slice_11 = torch.ops.aten.slice.Tensor(view_145, 3, 16, 24)
    slice_12 = torch.ops.aten.slice.Tensor(view_145, 3, 24, 32);  view_145 = None
    slice_backward = torch.ops.aten.slice_backward.default(slice_12, [2, 4, 8, 8], 2, 1, 9223372036854775807, 2);  slice_12 = None
    slice_backward_1 = torch.ops.aten.slice_backward.default(slice_backward, [2, 8, 8, 8], 1, 1, 9223372036854775807, 2);  slice_backward = None
    slice_backward_2 = torch.ops.aten.slice_backward.default(slice_11, [2, 4, 8, 8], 2, 1, 9223372036854775807, 2);  slice_11 = None
    slice_backward_3 = torch.ops.aten.slice_backward.default(slice_backward_2, [2, 8, 8, 8], 1, 0, 9223372036854775807, 2);  slice_backward_2 = None
    add_22 = torch.ops.aten.add.Tensor(slice_backward_1, slice_backward_3);  slice_backward_1 = slice_backward_3 = None
    slice_backward_4 = torch.ops.aten.slice_backward.default(slice_10, [2, 4, 8, 8], 2, 0, 9223372036854775807, 2);  slice_10 = None
    slice_backward_5 = torch.ops.aten.slice_backward.default(slice_backward_4, [2, 8, 8, 8], 1, 1, 9223372036854775807, 2);  slice_backward_4 = None
    add_23 = torch.ops.aten.add.Tensor(add_22, slice_backward_5);  add_22 = slice_backward_5 = None
    slice_backward_6 = torch.ops.aten.slice_backward.default(slice_9, [2, 4, 8, 8], 2, 0, 9223372036854775807, 2);  slice_9 = None
    slice_backward_7 = torch.ops.aten.slice_backward.default(slice_backward_6, [2, 8, 8, 8], 1, 0, 9223372036854775807, 2);  slice_backward_6 = None
    add_24 = torch.ops.aten.add.Tensor(add_23, slice_backward_7);  add_23 = slice_backward_7 = None
    view_146 = torch.ops.aten.view.default(add_24, [2, 64, 8]);  add_24 = None
    view_147 = torch.ops.aten.view.default(view_146, [128, 8])
    t_58 = torch.ops.aten.t.default(t_7);  t_7 = None
    mm_21 = torch.ops.aten.mm.default(view_147, t_58);  t_58 = None
    t_59 = torch.ops.aten.t.default(view_147)
    mm_22 = torch.ops.aten.mm.default(t_59, view_41);  t_59 = view_41 = None
    t_60 = torch.ops.aten.t.default(mm_22);  mm_22 = None
    sum_12 = torch.ops.aten.sum.dim_IntList(view_147, [0], True);  view_147 = None
    view_148 = torch.ops.aten.view.default(sum_12, [8]);  sum_12 = None
    t_61 = torch.ops.aten.t.default(t_60);  t_60 = None
    view_149 = torch.ops.aten.view.default(mm_21, [2, 64, 32]);  mm_21 = None
    gelu_backward_2 = torch.ops.aten.gelu_backward.default(view_149, view_40);  view_149 = view_40 = None
    view_150 = torch.ops.aten.view.default(gelu_backward_2, [128, 32]);  gelu_backward_2 = None
    t_62 = torch.ops.aten.t.default(t_6);  t_6 = None
    mm_23 = torch.ops.aten.mm.default(view_150, t_62);  t_62 = None
    t_63 = torch.ops.aten.t.default(view_150)
    mm_24 = torch.ops.aten.mm.default(t_63, view_39);  t_63 = view_39 = None
    t_64 = torch.ops.aten.t.default(mm_24);  mm_24 = None
    sum_13 = torch.ops.aten.sum.dim_IntList(view_150, [0], True);  view_150 = None
    view_151 = torch.ops.aten.view.default(sum_13, [32]);  sum_13 = None
    t_65 = torch.ops.aten.t.default(t_64);  t_64 = None
    view_152 = torch.ops.aten.view.default(mm_23, [2, 64, 8]);  mm_23 = None
    _param_constant24_1 = self._param_constant24
    _param_constant25_1 = self._param_constant25
    native_layer_norm_backward_6 = torch.ops.aten.native_layer_norm_backward.default(view_152, add_5, [8], getitem_13, getitem_14, _param_constant24_1, _param_constant25_1, [True, True, True]);  view_152 = add_5 = getitem_13 = getitem_14 = _param_constant24_1 = _param_constant25_1 = None
    getitem_53 = native_layer_norm_backward_6[0]
    getitem_54 = native_layer_norm_backward_6[1]
    getitem_55 = native_layer_norm_backward_6[2];  native_layer_norm_backward_6 = None
    add_25 = torch.ops.aten.add.Tensor(view_146, getitem_53);  view_146 = getitem_53 = None
    view_153 = torch.ops.aten.view.default(add_25, [2, 8, 8, 8])
    roll_6 = torch.ops.aten.roll.default(view_153, [-1, -1], [2, 1]);  view_153 = None
    view_154 = torch.ops.aten.view.default(roll_6, [2, 4, 2, 4, 2, 8]);  roll_6 = None
    permute_24 = torch.ops.aten.permute.default(view_154, [0, 1, 3, 2, 4, 5]);  view_154 = None
    clone_36 = torch.ops.aten.clone.default(permute_24, memory_format = torch.contiguous_format);  permute_24 = None
    _unsafe_view_33 = torch.ops.aten._unsafe_view.default(clone_36, [32, 2, 2, 8]);  clone_36 = None
    view_155 = torch.ops.aten.view.default(_unsafe_view_33, [32, 4, 8]);  _unsafe_view_33 = None
    view_156 = torch.ops.aten.view.default(view_155, [128, 8]);  view_155 = None
    t_66 = torch.ops.aten.t.default(t_5);  t_5 = None
    mm_25 = torch.ops.aten.mm.default(view_156, t_66);  t_66 = None
    t_67 = torch.ops.aten.t.default(view_156)
    mm_26 = torch.ops.aten.mm.default(t_67, view_33);  t_67 = view_33 = None
    t_68 = torch.ops.aten.t.default(mm_26);  mm_26 = None
    sum_14 = torch.ops.aten.sum.dim_IntList(view_156, [0], True);  view_156 = None
    view_157 = torch.ops.aten.view.default(sum_14, [8]);  sum_14 = None
    t_69 = torch.ops.aten.t.default(t_68);  t_68 = None
    view_158 = torch.ops.aten.view.default(mm_25, [32, 4, 8]);  mm_25 = None
    view_159 = torch.ops.aten.view.default(view_158, [32, 4, 2, 4]);  view_158 = None
    transpose_23 = torch.ops.aten.transpose.int(view_159, 1, 2);  view_159 = None
    clone_37 = torch.ops.aten.clone.default(transpose_23, memory_format = torch.contiguous_format);  transpose_23 = None
    _unsafe_view_34 = torch.ops.aten._unsafe_view.default(clone_37, [64, 4, 4]);  clone_37 = None
    transpose_24 = torch.ops.aten.transpose.int(view_32, 1, 2);  view_32 = None
    bmm_16 = torch.ops.aten.bmm.default(transpose_24, _unsafe_view_34);  transpose_24 = None
    transpose_25 = torch.ops.aten.transpose.int(_unsafe_view_9, 1, 2);  _unsafe_view_9 = None
    bmm_17 = torch.ops.aten.bmm.default(_unsafe_view_34, transpose_25);  _unsafe_view_34 = transpose_25 = None
    view_160 = torch.ops.aten.view.default(bmm_16, [32, 2, 4, 4]);  bmm_16 = None
    view_161 = torch.ops.aten.view.default(bmm_17, [32, 2, 4, 4]);  bmm_17 = None
    detach_8 = torch.ops.aten.detach.default(detach_1);  detach_1 = None
    _softmax_backward_data_2 = torch.ops.aten._softmax_backward_data.default(view_161, detach_8, -1, torch.float32);  view_161 = detach_8 = None
    view_162 = torch.ops.aten.view.default(_softmax_backward_data_2, [2, 16, 2, 4, 4]);  _softmax_backward_data_2 = None
    view_163 = torch.ops.aten.view.default(view_162, [32, 2, 4, 4]);  view_162 = None
    sum_15 = torch.ops.aten.sum.dim_IntList(view_163, [0], True)
    squeeze_6 = torch.ops.aten.squeeze.dim(sum_15, 0);  sum_15 = None
    permute_25 = torch.ops.aten.permute.default(squeeze_6, [1, 2, 0]);  squeeze_6 = None
    view_164 = torch.ops.aten.view.default(permute_25, [16, 2]);  permute_25 = None
    new_zeros_3 = torch.ops.aten.new_zeros.default(view_164, [9, 2], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    index_put_2 = torch.ops.aten.index_put.default(new_zeros_3, [view_28], view_164, True);  new_zeros_3 = view_28 = view_164 = None
    view_165 = torch.ops.aten.view.default(view_163, [64, 4, 4]);  view_163 = None
    transpose_26 = torch.ops.aten.transpose.int(_unsafe_view_6, 1, 2);  _unsafe_view_6 = None
    bmm_18 = torch.ops.aten.bmm.default(transpose_26, view_165);  transpose_26 = None
    transpose_27 = torch.ops.aten.transpose.int(_unsafe_view_7, 1, 2);  _unsafe_view_7 = None
    bmm_19 = torch.ops.aten.bmm.default(view_165, transpose_27);  view_165 = transpose_27 = None
    view_166 = torch.ops.aten.view.default(bmm_18, [32, 2, 4, 4]);  bmm_18 = None
    view_167 = torch.ops.aten.view.default(bmm_19, [32, 2, 4, 4]);  bmm_19 = None
    transpose_28 = torch.ops.aten.transpose.int(view_166, -2, -1);  view_166 = None
    mul_6 = torch.ops.aten.mul.Tensor(view_167, 0.5);  view_167 = None
    select_backward_6 = torch.ops.aten.select_backward.default(view_160, [3, 32, 2, 4, 4], 0, 2);  view_160 = None
    select_backward_7 = torch.ops.aten.select_backward.default(transpose_28, [3, 32, 2, 4, 4], 0, 1);  transpose_28 = None
    add_26 = torch.ops.aten.add.Tensor(select_backward_6, select_backward_7);  select_backward_6 = select_backward_7 = None
    select_backward_8 = torch.ops.aten.select_backward.default(mul_6, [3, 32, 2, 4, 4], 0, 0);  mul_6 = None
    add_27 = torch.ops.aten.add.Tensor(add_26, select_backward_8);  add_26 = select_backward_8 = None
    permute_26 = torch.ops.aten.permute.default(add_27, [1, 3, 0, 2, 4]);  add_27 = None
    clone_38 = torch.ops.aten.clone.default(permute_26, memory_format = torch.contiguous_format);  permute_26 = None
    _unsafe_view_35 = torch.ops.aten._unsafe_view.default(clone_38, [32, 4, 24]);  clone_38 = None
    view_168 = torch.ops.aten.view.default(_unsafe_view_35, [128, 24]);  _unsafe_view_35 = None
    t_70 = torch.ops.aten.t.default(t_4);  t_4 = None
    mm_27 = torch.ops.aten.mm.default(view_168, t_70);  t_70 = None
    t_71 = torch.ops.aten.t.default(view_168)
    mm_28 = torch.ops.aten.mm.default(t_71, view_25);  t_71 = view_25 = None
    t_72 = torch.ops.aten.t.default(mm_28);  mm_28 = None
    sum_16 = torch.ops.aten.sum.dim_IntList(view_168, [0], True);  view_168 = None
    view_169 = torch.ops.aten.view.default(sum_16, [24]);  sum_16 = None
    t_73 = torch.ops.aten.t.default(t_72);  t_72 = None
    view_170 = torch.ops.aten.view.default(mm_27, [32, 4, 8]);  mm_27 = None
    view_171 = torch.ops.aten.view.default(view_170, [32, 2, 2, 8]);  view_170 = None
    view_172 = torch.ops.aten.view.default(view_171, [2, 4, 4, 2, 2, 8]);  view_171 = None
    permute_27 = torch.ops.aten.permute.default(view_172, [0, 1, 3, 2, 4, 5]);  view_172 = None
    clone_39 = torch.ops.aten.clone.default(permute_27, memory_format = torch.contiguous_format);  permute_27 = None
    _unsafe_view_36 = torch.ops.aten._unsafe_view.default(clone_39, [2, 8, 8, 8]);  clone_39 = None
    roll_7 = torch.ops.aten.roll.default(_unsafe_view_36, [1, 1], [2, 1]);  _unsafe_view_36 = None
    view_173 = torch.ops.aten.view.default(roll_7, [2, 64, 8]);  roll_7 = None
    _param_constant17_1 = self._param_constant17
    _param_constant18_1 = self._param_constant18
    native_layer_norm_backward_7 = torch.ops.aten.native_layer_norm_backward.default(view_173, add_2, [8], getitem_10, getitem_11, _param_constant17_1, _param_constant18_1, [True, True, True]);  view_173 = add_2 = getitem_10 = getitem_11 = _param_constant17_1 = _param_constant18_1 = None
    getitem_56 = native_layer_norm_backward_7[0]
    getitem_57 = native_layer_norm_backward_7[1]
    getitem_58 = native_layer_norm_backward_7[2];  native_layer_norm_backward_7 = None
    add_28 = torch.ops.aten.add.Tensor(add_25, getitem_56);  add_25 = getitem_56 = None
    view_174 = torch.ops.aten.view.default(add_28, [128, 8])
    t_74 = torch.ops.aten.t.default(t_3);  t_3 = None
    mm_29 = torch.ops.aten.mm.default(view_174, t_74);  t_74 = None
    t_75 = torch.ops.aten.t.default(view_174)
    mm_30 = torch.ops.aten.mm.default(t_75, view_19);  t_75 = view_19 = None
    t_76 = torch.ops.aten.t.default(mm_30);  mm_30 = None
    sum_17 = torch.ops.aten.sum.dim_IntList(view_174, [0], True);  view_174 = None
    view_175 = torch.ops.aten.view.default(sum_17, [8]);  sum_17 = None
    t_77 = torch.ops.aten.t.default(t_76);  t_76 = None
    view_176 = torch.ops.aten.view.default(mm_29, [2, 64, 32]);  mm_29 = None
    gelu_backward_3 = torch.ops.aten.gelu_backward.default(view_176, view_18);  view_176 = view_18 = None
    view_177 = torch.ops.aten.view.default(gelu_backward_3, [128, 32]);  gelu_backward_3 = None
    t_78 = torch.ops.aten.t.default(t_2);  t_2 = None
    mm_31 = torch.ops.aten.mm.default(view_177, t_78);  t_78 = None
    t_79 = torch.ops.aten.t.default(view_177)
    mm_32 = torch.ops.aten.mm.default(t_79, view_17);  t_79 = view_17 = None
    t_80 = torch.ops.aten.t.default(mm_32);  mm_32 = None
    sum_18 = torch.ops.aten.sum.dim_IntList(view_177, [0], True);  view_177 = None
    view_178 = torch.ops.aten.view.default(sum_18, [32]);  sum_18 = None
    t_81 = torch.ops.aten.t.default(t_80);  t_80 = None
    view_179 = torch.ops.aten.view.default(mm_31, [2, 64, 8]);  mm_31 = None
    _param_constant11_1 = self._param_constant11
    _param_constant12_1 = self._param_constant12
    native_layer_norm_backward_8 = torch.ops.aten.native_layer_norm_backward.default(view_179, add_1, [8], getitem_7, getitem_8, _param_constant11_1, _param_constant12_1, [True, True, True]);  view_179 = add_1 = getitem_7 = getitem_8 = _param_constant11_1 = _param_constant12_1 = None
    getitem_59 = native_layer_norm_backward_8[0]
    getitem_60 = native_layer_norm_backward_8[1]
    getitem_61 = native_layer_norm_backward_8[2];  native_layer_norm_backward_8 = None
    add_29 = torch.ops.aten.add.Tensor(add_28, getitem_59);  add_28 = getitem_59 = None
    view_180 = torch.ops.aten.view.default(add_29, [2, 8, 8, 8])
    view_181 = torch.ops.aten.view.default(view_180, [2, 4, 2, 4, 2, 8]);  view_180 = None
    permute_28 = torch.ops.aten.permute.default(view_181, [0, 1, 3, 2, 4, 5]);  view_181 = None
    clone_40 = torch.ops.aten.clone.default(permute_28, memory_format = torch.contiguous_format);  permute_28 = None
    _unsafe_view_37 = torch.ops.aten._unsafe_view.default(clone_40, [32, 2, 2, 8]);  clone_40 = None
    view_182 = torch.ops.aten.view.default(_unsafe_view_37, [32, 4, 8]);  _unsafe_view_37 = None
    view_183 = torch.ops.aten.view.default(view_182, [128, 8]);  view_182 = None
    t_82 = torch.ops.aten.t.default(t_1);  t_1 = None
    mm_33 = torch.ops.aten.mm.default(view_183, t_82);  t_82 = None
    t_83 = torch.ops.aten.t.default(view_183)
    mm_34 = torch.ops.aten.mm.default(t_83, view_11);  t_83 = view_11 = None
    t_84 = torch.ops.aten.t.default(mm_34);  mm_34 = None
    sum_19 = torch.ops.aten.sum.dim_IntList(view_183, [0], True);  view_183 = None
    view_184 = torch.ops.aten.view.default(sum_19, [8]);  sum_19 = None
    t_85 = torch.ops.aten.t.default(t_84);  t_84 = None
    view_185 = torch.ops.aten.view.default(mm_33, [32, 4, 8]);  mm_33 = None
    view_186 = torch.ops.aten.view.default(view_185, [32, 4, 2, 4]);  view_185 = None
    transpose_29 = torch.ops.aten.transpose.int(view_186, 1, 2);  view_186 = None
    clone_41 = torch.ops.aten.clone.default(transpose_29, memory_format = torch.contiguous_format);  transpose_29 = None
    _unsafe_view_38 = torch.ops.aten._unsafe_view.default(clone_41, [64, 4, 4]);  clone_41 = None
    transpose_30 = torch.ops.aten.transpose.int(view_10, 1, 2);  view_10 = None
    bmm_20 = torch.ops.aten.bmm.default(transpose_30, _unsafe_view_38);  transpose_30 = None
    transpose_31 = torch.ops.aten.transpose.int(_unsafe_view_3, 1, 2);  _unsafe_view_3 = None
    bmm_21 = torch.ops.aten.bmm.default(_unsafe_view_38, transpose_31);  _unsafe_view_38 = transpose_31 = None
    view_187 = torch.ops.aten.view.default(bmm_20, [32, 2, 4, 4]);  bmm_20 = None
    view_188 = torch.ops.aten.view.default(bmm_21, [32, 2, 4, 4]);  bmm_21 = None
    detach_9 = torch.ops.aten.detach.default(detach);  detach = None
    _softmax_backward_data_3 = torch.ops.aten._softmax_backward_data.default(view_188, detach_9, -1, torch.float32);  view_188 = detach_9 = None
    sum_20 = torch.ops.aten.sum.dim_IntList(_softmax_backward_data_3, [0], True)
    squeeze_7 = torch.ops.aten.squeeze.dim(sum_20, 0);  sum_20 = None
    permute_29 = torch.ops.aten.permute.default(squeeze_7, [1, 2, 0]);  squeeze_7 = None
    view_189 = torch.ops.aten.view.default(permute_29, [16, 2]);  permute_29 = None
    new_zeros_4 = torch.ops.aten.new_zeros.default(view_189, [9, 2], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    index_put_3 = torch.ops.aten.index_put.default(new_zeros_4, [view_8], view_189, True);  new_zeros_4 = view_8 = view_189 = None
    view_190 = torch.ops.aten.view.default(_softmax_backward_data_3, [64, 4, 4]);  _softmax_backward_data_3 = None
    transpose_32 = torch.ops.aten.transpose.int(_unsafe_view, 1, 2);  _unsafe_view = None
    bmm_22 = torch.ops.aten.bmm.default(transpose_32, view_190);  transpose_32 = None
    transpose_33 = torch.ops.aten.transpose.int(_unsafe_view_1, 1, 2);  _unsafe_view_1 = None
    bmm_23 = torch.ops.aten.bmm.default(view_190, transpose_33);  view_190 = transpose_33 = None
    view_191 = torch.ops.aten.view.default(bmm_22, [32, 2, 4, 4]);  bmm_22 = None
    view_192 = torch.ops.aten.view.default(bmm_23, [32, 2, 4, 4]);  bmm_23 = None
    transpose_34 = torch.ops.aten.transpose.int(view_191, -2, -1);  view_191 = None
    mul_7 = torch.ops.aten.mul.Tensor(view_192, 0.5);  view_192 = None
    select_backward_9 = torch.ops.aten.select_backward.default(view_187, [3, 32, 2, 4, 4], 0, 2);  view_187 = None
    select_backward_10 = torch.ops.aten.select_backward.default(transpose_34, [3, 32, 2, 4, 4], 0, 1);  transpose_34 = None
    add_30 = torch.ops.aten.add.Tensor(select_backward_9, select_backward_10);  select_backward_9 = select_backward_10 = None
    select_backward_11 = torch.ops.aten.select_backward.default(mul_7, [3, 32, 2, 4, 4], 0, 0);  mul_7 = None
    add_31 = torch.ops.aten.add.Tensor(add_30, select_backward_11);  add_30 = select_backward_11 = None
    permute_30 = torch.ops.aten.permute.default(add_31, [1, 3, 0, 2, 4]);  add_31 = None
    clone_42 = torch.ops.aten.clone.default(permute_30, memory_format = torch.contiguous_format);  permute_30 = None
    _unsafe_view_39 = torch.ops.aten._unsafe_view.default(clone_42, [32, 4, 24]);  clone_42 = None
    view_193 = torch.ops.aten.view.default(_unsafe_view_39, [128, 24]);  _unsafe_view_39 = None
    t_86 = torch.ops.aten.t.default(t);  t = None
    mm_35 = torch.ops.aten.mm.default(view_193, t_86);  t_86 = None
    t_87 = torch.ops.aten.t.default(view_193)
    mm_36 = torch.ops.aten.mm.default(t_87, view_5);  t_87 = view_5 = None
    t_88 = torch.ops.aten.t.default(mm_36);  mm_36 = None
    sum_21 = torch.ops.aten.sum.dim_IntList(view_193, [0], True);  view_193 = None
    view_194 = torch.ops.aten.view.default(sum_21, [24]);  sum_21 = None
    t_89 = torch.ops.aten.t.default(t_88);  t_88 = None
    view_195 = torch.ops.aten.view.default(mm_35, [32, 4, 8]);  mm_35 = None
    view_196 = torch.ops.aten.view.default(view_195, [32, 2, 2, 8]);  view_195 = None
    view_197 = torch.ops.aten.view.default(view_196, [2, 4, 4, 2, 2, 8]);  view_196 = None
    permute_31 = torch.ops.aten.permute.default(view_197, [0, 1, 3, 2, 4, 5]);  view_197 = None
    clone_43 = torch.ops.aten.clone.default(permute_31, memory_format = torch.contiguous_format);  permute_31 = None
    _unsafe_view_40 = torch.ops.aten._unsafe_view.default(clone_43, [2, 8, 8, 8]);  clone_43 = None
    view_198 = torch.ops.aten.view.default(_unsafe_view_40, [2, 64, 8]);  _unsafe_view_40 = None
    _param_constant4_1 = self._param_constant4
    _param_constant5_1 = self._param_constant5
    native_layer_norm_backward_9 = torch.ops.aten.native_layer_norm_backward.default(view_198, getitem, [8], getitem_4, getitem_5, _param_constant4_1, _param_constant5_1, [True, True, True]);  view_198 = getitem = getitem_4 = getitem_5 = _param_constant4_1 = _param_constant5_1 = None
    getitem_62 = native_layer_norm_backward_9[0]
    getitem_63 = native_layer_norm_backward_9[1]
    getitem_64 = native_layer_norm_backward_9[2];  native_layer_norm_backward_9 = None
    add_32 = torch.ops.aten.add.Tensor(add_29, getitem_62);  add_29 = getitem_62 = None
    _param_constant2_1 = self._param_constant2
    _param_constant3_1 = self._param_constant3
    native_layer_norm_backward_10 = torch.ops.aten.native_layer_norm_backward.default(add_32, transpose, [8], getitem_1, getitem_2, _param_constant2_1, _param_constant3_1, [True, True, True]);  add_32 = transpose = getitem_1 = getitem_2 = _param_constant2_1 = _param_constant3_1 = None
    getitem_65 = native_layer_norm_backward_10[0]
    getitem_66 = native_layer_norm_backward_10[1]
    getitem_67 = native_layer_norm_backward_10[2];  native_layer_norm_backward_10 = None
    transpose_35 = torch.ops.aten.transpose.int(getitem_65, 1, 2);  getitem_65 = None
    view_199 = torch.ops.aten.view.default(transpose_35, [2, 8, 8, 8]);  transpose_35 = None
    _param_constant0_1 = self._param_constant0
    convolution_backward = torch.ops.aten.convolution_backward.default(view_199, x_1, _param_constant0_1, [8], [2, 2], [0, 0], [1, 1], False, [0, 0], 1, [False, True, True]);  view_199 = x_1 = _param_constant0_1 = None
    getitem_68 = convolution_backward[0];  getitem_68 = None
    getitem_69 = convolution_backward[1]
    getitem_70 = convolution_backward[2];  convolution_backward = None
    return (getitem_33, getitem_69, getitem_70, getitem_66, getitem_67, getitem_63, getitem_64, index_put_3, t_89, view_194, t_85, view_184, getitem_60, getitem_61, t_81, view_178, t_77, view_175, getitem_57, getitem_58, index_put_2, t_73, view_169, t_69, view_157, getitem_54, getitem_55, t_65, view_151, t_61, view_148, t_57, getitem_51, getitem_52, getitem_48, getitem_49, index_put_1, t_53, view_138, t_49, view_128, getitem_45, getitem_46, t_45, view_122, t_41, view_119, getitem_42, getitem_43, index_put, t_37, view_113, t_33, view_101, getitem_39, getitem_40, t_29, view_95, t_25, view_92, getitem_36, getitem_37, t_21, view_89)
    