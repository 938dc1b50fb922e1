


def forward(self, input_ids_1, labels_1):
    _tensor_constant0 = self._tensor_constant0
    slice_1 = torch.ops.aten.slice.Tensor(_tensor_constant0, 1, 0, 8);  _tensor_constant0 = None
    _tensor_constant1 = self._tensor_constant1
    expand = torch.ops.aten.expand.default(_tensor_constant1, [1, -1]);  _tensor_constant1 = None
    gather = torch.ops.aten.gather.default(expand, 1, slice_1);  expand = None
    expand_1 = torch.ops.aten.expand.default(gather, [2, 8]);  gather = None
    _param_constant0 = self._param_constant0
    embedding = torch.ops.aten.embedding.default(_param_constant0, input_ids_1, 0);  _param_constant0 = None
    _param_constant1 = self._param_constant1
    embedding_1 = torch.ops.aten.embedding.default(_param_constant1, expand_1);  _param_constant1 = None
    add = torch.ops.aten.add.Tensor(embedding, embedding_1);  embedding = embedding_1 = None
    _param_constant2 = self._param_constant2
    embedding_2 = torch.ops.aten.embedding.default(_param_constant2, slice_1);  _param_constant2 = None
    add_1 = torch.ops.aten.add.Tensor(add, embedding_2);  add = embedding_2 = None
    _param_constant3 = self._param_constant3
    _param_constant4 = self._param_constant4
    native_layer_norm = torch.ops.aten.native_layer_norm.default(add_1, [16], _param_constant3, _param_constant4, 1e-12);  _param_constant3 = _param_constant4 = None
    getitem = native_layer_norm[0]
    getitem_1 = native_layer_norm[1]
    getitem_2 = native_layer_norm[2];  native_layer_norm = None
    view = torch.ops.aten.view.default(getitem, [16, 16])
    _param_constant5 = self._param_constant5
    t = torch.ops.aten.t.default(_param_constant5);  _param_constant5 = None
    _param_constant6 = self._param_constant6
    addmm = torch.ops.aten.addmm.default(_param_constant6, view, t);  _param_constant6 = None
    view_1 = torch.ops.aten.view.default(addmm, [2, 8, 16]);  addmm = None
    view_2 = torch.ops.aten.view.default(view_1, [2, 8, -1, 8]);  view_1 = None
    transpose = torch.ops.aten.transpose.int(view_2, 1, 2);  view_2 = None
    view_3 = torch.ops.aten.view.default(getitem, [16, 16])
    _param_constant7 = self._param_constant7
    t_1 = torch.ops.aten.t.default(_param_constant7);  _param_constant7 = None
    _param_constant8 = self._param_constant8
    addmm_1 = torch.ops.aten.addmm.default(_param_constant8, view_3, t_1);  _param_constant8 = None
    view_4 = torch.ops.aten.view.default(addmm_1, [2, 8, 16]);  addmm_1 = None
    view_5 = torch.ops.aten.view.default(view_4, [2, 8, -1, 8]);  view_4 = None
    transpose_1 = torch.ops.aten.transpose.int(view_5, 1, 2);  view_5 = None
    view_6 = torch.ops.aten.view.default(getitem, [16, 16])
    _param_constant9 = self._param_constant9
    t_2 = torch.ops.aten.t.default(_param_constant9);  _param_constant9 = None
    _param_constant10 = self._param_constant10
    addmm_2 = torch.ops.aten.addmm.default(_param_constant10, view_6, t_2);  _param_constant10 = None
    view_7 = torch.ops.aten.view.default(addmm_2, [2, 8, 16]);  addmm_2 = None
    view_8 = torch.ops.aten.view.default(view_7, [2, 8, -1, 8]);  view_7 = None
    transpose_2 = torch.ops.aten.transpose.int(view_8, 1, 2);  view_8 = None
    transpose_3 = torch.ops.aten.transpose.int(transpose_1, 2, 3);  transpose_1 = None
    expand_2 = torch.ops.aten.expand.default(transpose, [2, 2, 8, 8]);  transpose = None
    clone = torch.ops.aten.clone.default(expand_2, memory_format = torch.contiguous_format);  expand_2 = None
    _unsafe_view = torch.ops.aten._unsafe_view.default(clone, [4, 8, 8]);  clone = None
    expand_3 = torch.ops.aten.expand.default(transpose_3, [2, 2, 8, 8]);  transpose_3 = None
    clone_1 = torch.ops.aten.clone.default(expand_3, memory_format = torch.contiguous_format);  expand_3 = None
    _unsafe_view_1 = torch.ops.aten._unsafe_view.default(clone_1, [4, 8, 8]);  clone_1 = None
    bmm = torch.ops.aten.bmm.default(_unsafe_view, _unsafe_view_1)
    _unsafe_view_2 = torch.ops.aten._unsafe_view.default(bmm, [2, 2, 8, 8]);  bmm = None
    mul = torch.ops.aten.mul.Tensor(_unsafe_view_2, 0.3535533905932738);  _unsafe_view_2 = None
    _softmax = torch.ops.aten._softmax.default(mul, -1, False);  mul = None
    detach = torch.ops.aten.detach.default(_softmax)
    expand_4 = torch.ops.aten.expand.default(_softmax, [2, 2, 8, 8]);  _softmax = None
    view_9 = torch.ops.aten.view.default(expand_4, [4, 8, 8]);  expand_4 = None
    expand_5 = torch.ops.aten.expand.default(transpose_2, [2, 2, 8, 8]);  transpose_2 = None
    clone_2 = torch.ops.aten.clone.default(expand_5, memory_format = torch.contiguous_format);  expand_5 = None
    _unsafe_view_3 = torch.ops.aten._unsafe_view.default(clone_2, [4, 8, 8]);  clone_2 = None
    bmm_1 = torch.ops.aten.bmm.default(view_9, _unsafe_view_3)
    _unsafe_view_4 = torch.ops.aten._unsafe_view.default(bmm_1, [2, 2, 8, 8]);  bmm_1 = None
    transpose_4 = torch.ops.aten.transpose.int(_unsafe_view_4, 1, 2);  _unsafe_view_4 = None
    clone_3 = torch.ops.aten.clone.default(transpose_4, memory_format = torch.contiguous_format);  transpose_4 = None
    view_10 = torch.ops.aten.view.default(clone_3, [2, 8, -1]);  clone_3 = None
    view_11 = torch.ops.aten.view.default(view_10, [16, 16]);  view_10 = None
    _param_constant11 = self._param_constant11
    t_3 = torch.ops.aten.t.default(_param_constant11);  _param_constant11 = None
    _param_constant12 = self._param_constant12
    addmm_3 = torch.ops.aten.addmm.default(_param_constant12, view_11, t_3);  _param_constant12 = None
    view_12 = torch.ops.aten.view.default(addmm_3, [2, 8, 16]);  addmm_3 = None
    add_2 = torch.ops.aten.add.Tensor(view_12, getitem);  view_12 = getitem = None
    _param_constant13 = self._param_constant13
    _param_constant14 = self._param_constant14
    native_layer_norm_1 = torch.ops.aten.native_layer_norm.default(add_2, [16], _param_constant13, _param_constant14, 1e-12);  _param_constant13 = _param_constant14 = None
    getitem_3 = native_layer_norm_1[0]
    getitem_4 = native_layer_norm_1[1]
    getitem_5 = native_layer_norm_1[2];  native_layer_norm_1 = None
    view_13 = torch.ops.aten.view.default(getitem_3, [16, 16])
    _param_constant15 = self._param_constant15
    t_4 = torch.ops.aten.t.default(_param_constant15);  _param_constant15 = None
    _param_constant16 = self._param_constant16
    addmm_4 = torch.ops.aten.addmm.default(_param_constant16, view_13, t_4);  _param_constant16 = None
    view_14 = torch.ops.aten.view.default(addmm_4, [2, 8, 32]);  addmm_4 = None
    gelu = torch.ops.aten.gelu.default(view_14)
    view_15 = torch.ops.aten.view.default(gelu, [16, 32]);  gelu = None
    _param_constant17 = self._param_constant17
    t_5 = torch.ops.aten.t.default(_param_constant17);  _param_constant17 = None
    _param_constant18 = self._param_constant18
    addmm_5 = torch.ops.aten.addmm.default(_param_constant18, view_15, t_5);  _param_constant18 = None
    view_16 = torch.ops.aten.view.default(addmm_5, [2, 8, 16]);  addmm_5 = None
    add_3 = torch.ops.aten.add.Tensor(view_16, getitem_3);  view_16 = getitem_3 = None
    _param_constant19 = self._param_constant19
    _param_constant20 = self._param_constant20
    native_layer_norm_2 = torch.ops.aten.native_layer_norm.default(add_3, [16], _param_constant19, _param_constant20, 1e-12);  _param_constant19 = _param_constant20 = None
    getitem_6 = native_layer_norm_2[0]
    getitem_7 = native_layer_norm_2[1]
    getitem_8 = native_layer_norm_2[2];  native_layer_norm_2 = None
    view_17 = torch.ops.aten.view.default(getitem_6, [16, 16])
    _param_constant21 = self._param_constant21
    t_6 = torch.ops.aten.t.default(_param_constant21);  _param_constant21 = None
    _param_constant22 = self._param_constant22
    addmm_6 = torch.ops.aten.addmm.default(_param_constant22, view_17, t_6);  _param_constant22 = None
    view_18 = torch.ops.aten.view.default(addmm_6, [2, 8, 16]);  addmm_6 = None
    view_19 = torch.ops.aten.view.default(view_18, [2, 8, -1, 8]);  view_18 = None
    transpose_5 = torch.ops.aten.transpose.int(view_19, 1, 2);  view_19 = None
    view_20 = torch.ops.aten.view.default(getitem_6, [16, 16])
    _param_constant23 = self._param_constant23
    t_7 = torch.ops.aten.t.default(_param_constant23);  _param_constant23 = None
    _param_constant24 = self._param_constant24
    addmm_7 = torch.ops.aten.addmm.default(_param_constant24, view_20, t_7);  _param_constant24 = None
    view_21 = torch.ops.aten.view.default(addmm_7, [2, 8, 16]);  addmm_7 = None
    view_22 = torch.ops.aten.view.default(view_21, [2, 8, -1, 8]);  view_21 = None
    transpose_6 = torch.ops.aten.transpose.int(view_22, 1, 2);  view_22 = None
    view_23 = torch.ops.aten.view.default(getitem_6, [16, 16])
    _param_constant25 = self._param_constant25
    t_8 = torch.ops.aten.t.default(_param_constant25);  _param_constant25 = None
    _param_constant26 = self._param_constant26
    addmm_8 = torch.ops.aten.addmm.default(_param_constant26, view_23, t_8);  _param_constant26 = None
    view_24 = torch.ops.aten.view.default(addmm_8, [2, 8, 16]);  addmm_8 = None
    view_25 = torch.ops.aten.view.default(view_24, [2, 8, -1, 8]);  view_24 = None
    transpose_7 = torch.ops.aten.transpose.int(view_25, 1, 2);  view_25 = None
    transpose_8 = torch.ops.aten.transpose.int(transpose_6, 2, 3);  transpose_6 = None
    expand_6 = torch.ops.aten.expand.default(transpose_5, [2, 2, 8, 8]);  transpose_5 = None
    clone_4 = torch.ops.aten.clone.default(expand_6, memory_format = torch.contiguous_format);  expand_6 = None
    _unsafe_view_5 = torch.ops.aten._unsafe_view.default(clone_4, [4, 8, 8]);  clone_4 = None
    expand_7 = torch.ops.aten.expand.default(transpose_8, [2, 2, 8, 8]);  transpose_8 = None
    clone_5 = torch.ops.aten.clone.default(expand_7, memory_format = torch.contiguous_format);  expand_7 = None
    _unsafe_view_6 = torch.ops.aten._unsafe_view.default(clone_5, [4, 8, 8]);  clone_5 = None
    bmm_2 = torch.ops.aten.bmm.default(_unsafe_view_5, _unsafe_view_6)
    _unsafe_view_7 = torch.ops.aten._unsafe_view.default(bmm_2, [2, 2, 8, 8]);  bmm_2 = None
    mul_1 = torch.ops.aten.mul.Tensor(_unsafe_view_7, 0.3535533905932738);  _unsafe_view_7 = None
    _softmax_1 = torch.ops.aten._softmax.default(mul_1, -1, False);  mul_1 = None
    detach_1 = torch.ops.aten.detach.default(_softmax_1)
    expand_8 = torch.ops.aten.expand.default(_softmax_1, [2, 2, 8, 8]);  _softmax_1 = None
    view_26 = torch.ops.aten.view.default(expand_8, [4, 8, 8]);  expand_8 = None
    expand_9 = torch.ops.aten.expand.default(transpose_7, [2, 2, 8, 8]);  transpose_7 = None
    clone_6 = torch.ops.aten.clone.default(expand_9, memory_format = torch.contiguous_format);  expand_9 = None
    _unsafe_view_8 = torch.ops.aten._unsafe_view.default(clone_6, [4, 8, 8]);  clone_6 = None
    bmm_3 = torch.ops.aten.bmm.default(view_26, _unsafe_view_8)
    _unsafe_view_9 = torch.ops.aten._unsafe_view.default(bmm_3, [2, 2, 8, 8]);  bmm_3 = None
    transpose_9 = torch.ops.aten.transpose.int(_unsafe_view_9, 1, 2);  _unsafe_view_9 = None
    clone_7 = torch.ops.aten.clone.default(transpose_9, memory_format = torch.contiguous_format);  transpose_9 = None
    view_27 = torch.ops.aten.view.default(clone_7, [2, 8, -1]);  clone_7 = None
    view_28 = torch.ops.aten.view.default(view_27, [16, 16]);  view_27 = None
    _param_constant27 = self._param_constant27
    t_9 = torch.ops.aten.t.default(_param_constant27);  _param_constant27 = None
    _param_constant28 = self._param_constant28
    addmm_9 = torch.ops.aten.addmm.default(_param_constant28, view_28, t_9);  _param_constant28 = None
    view_29 = torch.ops.aten.view.default(addmm_9, [2, 8, 16]);  addmm_9 = None
    add_4 = torch.ops.aten.add.Tensor(view_29, getitem_6);  view_29 = getitem_6 = None
    _param_constant29 = self._param_constant29
    _param_constant30 = self._param_constant30
    native_layer_norm_3 = torch.ops.aten.native_layer_norm.default(add_4, [16], _param_constant29, _param_constant30, 1e-12);  _param_constant29 = _param_constant30 = None
    getitem_9 = native_layer_norm_3[0]
    getitem_10 = native_layer_norm_3[1]
    getitem_11 = native_layer_norm_3[2];  native_layer_norm_3 = None
    view_30 = torch.ops.aten.view.default(getitem_9, [16, 16])
    _param_constant31 = self._param_constant31
    t_10 = torch.ops.aten.t.default(_param_constant31);  _param_constant31 = None
    _param_constant32 = self._param_constant32
    addmm_10 = torch.ops.aten.addmm.default(_param_constant32, view_30, t_10);  _param_constant32 = None
    view_31 = torch.ops.aten.view.default(addmm_10, [2, 8, 32]);  addmm_10 = None
    gelu_1 = torch.ops.aten.gelu.default(view_31)
    view_32 = torch.ops.aten.view.default(gelu_1, [16, 32]);  gelu_1 = None
    _param_constant33 = self._param_constant33
    t_11 = torch.ops.aten.t.default(_param_constant33);  _param_constant33 = None
    _param_constant34 = self._param_constant34
    addmm_11 = torch.ops.aten.addmm.default(_param_constant34, view_32, t_11);  _param_constant34 = None
    view_33 = torch.ops.aten.view.default(addmm_11, [2, 8, 16]);  addmm_11 = None
    add_5 = torch.ops.aten.add.Tensor(view_33, getitem_9);  view_33 = getitem_9 = None
    _param_constant35 = self._param_constant35
    _param_constant36 = self._param_constant36
    native_layer_norm_4 = torch.ops.aten.native_layer_norm.default(add_5, [16], _param_constant35, _param_constant36, 1e-12);  _param_constant35 = _param_constant36 = None
    getitem_12 = native_layer_norm_4[0]
    getitem_13 = native_layer_norm_4[1]
    getitem_14 = native_layer_norm_4[2];  native_layer_norm_4 = None
    view_34 = torch.ops.aten.view.default(getitem_12, [16, 16])
    _param_constant37 = self._param_constant37
    t_12 = torch.ops.aten.t.default(_param_constant37);  _param_constant37 = None
    _param_constant38 = self._param_constant38
    addmm_12 = torch.ops.aten.addmm.default(_param_constant38, view_34, t_12);  _param_constant38 = None
    view_35 = torch.ops.aten.view.default(addmm_12, [2, 8, 16]);  addmm_12 = None
    view_36 = torch.ops.aten.view.default(view_35, [2, 8, -1, 8]);  view_35 = None
    transpose_10 = torch.ops.aten.transpose.int(view_36, 1, 2);  view_36 = None
    view_37 = torch.ops.aten.view.default(getitem_12, [16, 16])
    _param_constant39 = self._param_constant39
    t_13 = torch.ops.aten.t.default(_param_constant39);  _param_constant39 = None
    _param_constant40 = self._param_constant40
    addmm_13 = torch.ops.aten.addmm.default(_param_constant40, view_37, t_13);  _param_constant40 = None
    view_38 = torch.ops.aten.view.default(addmm_13, [2, 8, 16]);  addmm_13 = None
    view_39 = torch.ops.aten.view.default(view_38, [2, 8, -1, 8]);  view_38 = None
    transpose_11 = torch.ops.aten.transpose.int(view_39, 1, 2);  view_39 = None
    view_40 = torch.ops.aten.view.default(getitem_12, [16, 16])
    _param_constant41 = self._param_constant41
    t_14 = torch.ops.aten.t.default(_param_constant41);  _param_constant41 = None
    _param_constant42 = self._param_constant42
    addmm_14 = torch.ops.aten.addmm.default(_param_constant42, view_40, t_14);  _param_constant42 = None
    view_41 = torch.ops.aten.view.default(addmm_14, [2, 8, 16]);  addmm_14 = None
    view_42 = torch.ops.aten.view.default(view_41, [2, 8, -1, 8]);  view_41 = None
    transpose_12 = torch.ops.aten.transpose.int(view_42, 1, 2);  view_42 = None
    transpose_13 = torch.ops.aten.transpose.int(transpose_11, 2, 3);  transpose_11 = None
    expand_10 = torch.ops.aten.expand.default(transpose_10, [2, 2, 8, 8]);  transpose_10 = None
    clone_8 = torch.ops.aten.clone.default(expand_10, memory_format = torch.contiguous_format);  expand_10 = None
    _unsafe_view_10 = torch.ops.aten._unsafe_view.default(clone_8, [4, 8, 8]);  clone_8 = None
    expand_11 = torch.ops.aten.expand.default(transpose_13, [2, 2, 8, 8]);  transpose_13 = None
    clone_9 = torch.ops.aten.clone.default(expand_11, memory_format = torch.contiguous_format);  expand_11 = None
    _unsafe_view_11 = torch.ops.aten._unsafe_view.default(clone_9, [4, 8, 8]);  clone_9 = None
    bmm_4 = torch.ops.aten.bmm.default(_unsafe_view_10, _unsafe_view_11)
    _unsafe_view_12 = torch.ops.aten._unsafe_view.default(bmm_4, [2, 2, 8, 8]);  bmm_4 = None
    mul_2 = torch.ops.aten.mul.Tensor(_unsafe_view_12, 0.3535533905932738);  _unsafe_view_12 = None
    _softmax_2 = torch.ops.aten._softmax.default(mul_2, -1, False);  mul_2 = None
    detach_2 = torch.ops.aten.detach.default(_softmax_2)
    expand_12 = torch.ops.aten.expand.default(_softmax_2, [2, 2, 8, 8]);  _softmax_2 = None
    view_43 = torch.ops.aten.view.default(expand_12, [4, 8, 8]);  expand_12 = None
    expand_13 = torch.ops.aten.expand.default(transpose_12, [2, 2, 8, 8]);  transpose_12 = None
    clone_10 = torch.ops.aten.clone.default(expand_13, memory_format = torch.contiguous_format);  expand_13 = None
    _unsafe_view_13 = torch.ops.aten._unsafe_view.default(clone_10, [4, 8, 8]);  clone_10 = None
    bmm_5 = torch.ops.aten.bmm.default(view_43, _unsafe_view_13)
    _unsafe_view_14 = torch.ops.aten._unsafe_view.default(bmm_5, [2, 2, 8, 8]);  bmm_5 = None
    transpose_14 = torch.ops.aten.transpose.int(_unsafe_view_14, 1, 2);  _unsafe_view_14 = None
    clone_11 = torch.ops.aten.clone.default(transpose_14, memory_format = torch.contiguous_format);  transpose_14 = None
    view_44 = torch.ops.aten.view.default(clone_11, [2, 8, -1]);  clone_11 = None
    view_45 = torch.ops.aten.view.default(view_44, [16, 16]);  view_44 = None
    _param_constant43 = self._param_constant43
    t_15 = torch.ops.aten.t.default(_param_constant43);  _param_constant43 = None
    _param_constant44 = self._param_constant44
    addmm_15 = torch.ops.aten.addmm.default(_param_constant44, view_45, t_15);  _param_constant44 = None
    view_46 = torch.ops.aten.view.default(addmm_15, [2, 8, 16]);  addmm_15 = None
    add_6 = torch.ops.aten.add.Tensor(view_46, getitem_12);  view_46 = getitem_12 = None
    _param_constant45 = self._param_constant45
    _param_constant46 = self._param_constant46
    native_layer_norm_5 = torch.ops.aten.native_layer_norm.default(add_6, [16], _param_constant45, _param_constant46, 1e-12);  _param_constant45 = _param_constant46 = None
    getitem_15 = native_layer_norm_5[0]
    getitem_16 = native_layer_norm_5[1]
    getitem_17 = native_layer_norm_5[2];  native_layer_norm_5 = None
    view_47 = torch.ops.aten.view.default(getitem_15, [16, 16])
    _param_constant47 = self._param_constant47
    t_16 = torch.ops.aten.t.default(_param_constant47);  _param_constant47 = None
    _param_constant48 = self._param_constant48
    addmm_16 = torch.ops.aten.addmm.default(_param_constant48, view_47, t_16);  _param_constant48 = None
    view_48 = torch.ops.aten.view.default(addmm_16, [2, 8, 32]);  addmm_16 = None
    gelu_2 = torch.ops.aten.gelu.default(view_48)
    view_49 = torch.ops.aten.view.default(gelu_2, [16, 32]);  gelu_2 = None
    _param_constant49 = self._param_constant49
    t_17 = torch.ops.aten.t.default(_param_constant49);  _param_constant49 = None
    _param_constant50 = self._param_constant50
    addmm_17 = torch.ops.aten.addmm.default(_param_constant50, view_49, t_17);  _param_constant50 = None
    view_50 = torch.ops.aten.view.default(addmm_17, [2, 8, 16]);  addmm_17 = None
    add_7 = torch.ops.aten.add.Tensor(view_50, getitem_15);  view_50 = getitem_15 = None
    _param_constant51 = self._param_constant51
    _param_constant52 = self._param_constant52
    native_layer_norm_6 = torch.ops.aten.native_layer_norm.default(add_7, [16], _param_constant51, _param_constant52, 1e-12);  _param_constant51 = _param_constant52 = None
    getitem_18 = native_layer_norm_6[0]
    getitem_19 = native_layer_norm_6[1]
    getitem_20 = native_layer_norm_6[2];  native_layer_norm_6 = None
    view_51 = torch.ops.aten.view.default(getitem_18, [16, 16])
    _param_constant53 = self._param_constant53
    t_18 = torch.ops.aten.t.default(_param_constant53);  _param_constant53 = None
    _param_constant54 = self._param_constant54
    addmm_18 = torch.ops.aten.addmm.default(_param_constant54, view_51, t_18);  _param_constant54 = None
    view_52 = torch.ops.aten.view.default(addmm_18, [2, 8, 16]);  addmm_18 = None
    view_53 = torch.ops.aten.view.default(view_52, [2, 8, -1, 8]);  view_52 = None
    transpose_15 = torch.ops.aten.transpose.int(view_53, 1, 2);  view_53 = None
    view_54 = torch.ops.aten.view.default(getitem_18, [16, 16])
    _param_constant55 = self._param_constant55
    t_19 = torch.ops.aten.t.default(_param_constant55);  _param_constant55 = None
    _param_constant56 = self._param_constant56
    addmm_19 = torch.ops.aten.addmm.default(_param_constant56, view_54, t_19);  _param_constant56 = None
    view_55 = torch.ops.aten.view.default(addmm_19, [2, 8, 16]);  addmm_19 = None
    view_56 = torch.ops.aten.view.default(view_55, [2, 8, -1, 8]);  view_55 = None
    transpose_16 = torch.ops.aten.transpose.int(view_56, 1, 2);  view_56 = None
    view_57 = torch.ops.aten.view.default(getitem_18, [16, 16])
    _param_constant57 = self._param_constant57
    t_20 = torch.ops.aten.t.default(_param_constant57);  _param_constant57 = None
    _param_constant58 = self._param_constant58
    addmm_20 = torch.ops.aten.addmm.default(_param_constant58, view_57, t_20);  _param_constant58 = None
    view_58 = torch.ops.aten.view.default(addmm_20, [2, 8, 16]);  addmm_20 = None
    view_59 = torch.ops.aten.view.default(view_58, [2, 8, -1, 8]);  view_58 = None
    transpose_17 = torch.ops.aten.transpose.int(view_59, 1, 2);  view_59 = None
    transpose_18 = torch.ops.aten.transpose.int(transpose_16, 2, 3);  transpose_16 = None
    expand_14 = torch.ops.aten.expand.default(transpose_15, [2, 2, 8, 8]);  transpose_15 = None
    clone_12 = torch.ops.aten.clone.default(expand_14, memory_format = torch.contiguous_format);  expand_14 = None
    _unsafe_view_15 = torch.ops.aten._unsafe_view.default(clone_12, [4, 8, 8]);  clone_12 = None
    expand_15 = torch.ops.aten.expand.default(transpose_18, [2, 2, 8, 8]);  transpose_18 = None
    clone_13 = torch.ops.aten.clone.default(expand_15, memory_format = torch.contiguous_format);  expand_15 = None
    _unsafe_view_16 = torch.ops.aten._unsafe_view.default(clone_13, [4, 8, 8]);  clone_13 = None
    bmm_6 = torch.ops.aten.bmm.default(_unsafe_view_15, _unsafe_view_16)
    _unsafe_view_17 = torch.ops.aten._unsafe_view.default(bmm_6, [2, 2, 8, 8]);  bmm_6 = None
    mul_3 = torch.ops.aten.mul.Tensor(_unsafe_view_17, 0.3535533905932738);  _unsafe_view_17 = None
    _softmax_3 = torch.ops.aten._softmax.default(mul_3, -1, False);  mul_3 = None
    detach_3 = torch.ops.aten.detach.default(_softmax_3)
    expand_16 = torch.ops.aten.expand.default(_softmax_3, [2, 2, 8, 8]);  _softmax_3 = None
    view_60 = torch.ops.aten.view.default(expand_16, [4, 8, 8]);  expand_16 = None
    expand_17 = torch.ops.aten.expand.default(transpose_17, [2, 2, 8, 8]);  transpose_17 = None
    clone_14 = torch.ops.aten.clone.default(expand_17, memory_format = torch.contiguous_format);  expand_17 = None
    _unsafe_view_18 = torch.ops.aten._unsafe_view.default(clone_14, [4, 8, 8]);  clone_14 = None
    bmm_7 = torch.ops.aten.bmm.default(view_60, _unsafe_view_18)
    _unsafe_view_19 = torch.ops.aten._unsafe_view.default(bmm_7, [2, 2, 8, 8]);  bmm_7 = None
    transpose_19 = torch.ops.aten.transpose.int(_unsafe_view_19, 1, 2);  _unsafe_view_19 = None
    clone_15 = torch.ops.aten.clone.default(transpose_19, memory_format = torch.contiguous_format);  transpose_19 = None
    view_61 = torch.ops.aten.view.default(clone_15, [2, 8, -1]);  clone_15 = None
    view_62 = torch.ops.aten.view.default(view_61, [16, 16]);  view_61 = None
    _param_constant59 = self._param_constant59
    t_21 = torch.ops.aten.t.default(_param_constant59);  _param_constant59 = None
    _param_constant60 = self._param_constant60
    addmm_21 = torch.ops.aten.addmm.default(_param_constant60, view_62, t_21);  _param_constant60 = None
    view_63 = torch.ops.aten.view.default(addmm_21, [2, 8, 16]);  addmm_21 = None
    add_8 = torch.ops.aten.add.Tensor(view_63, getitem_18);  view_63 = getitem_18 = None
    _param_constant61 = self._param_constant61
    _param_constant62 = self._param_constant62
    native_layer_norm_7 = torch.ops.aten.native_layer_norm.default(add_8, [16], _param_constant61, _param_constant62, 1e-12);  _param_constant61 = _param_constant62 = None
    getitem_21 = native_layer_norm_7[0]
    getitem_22 = native_layer_norm_7[1]
    getitem_23 = native_layer_norm_7[2];  native_layer_norm_7 = None
    view_64 = torch.ops.aten.view.default(getitem_21, [16, 16])
    _param_constant63 = self._param_constant63
    t_22 = torch.ops.aten.t.default(_param_constant63);  _param_constant63 = None
    _param_constant64 = self._param_constant64
    addmm_22 = torch.ops.aten.addmm.default(_param_constant64, view_64, t_22);  _param_constant64 = None
    view_65 = torch.ops.aten.view.default(addmm_22, [2, 8, 32]);  addmm_22 = None
    gelu_3 = torch.ops.aten.gelu.default(view_65)
    view_66 = torch.ops.aten.view.default(gelu_3, [16, 32]);  gelu_3 = None
    _param_constant65 = self._param_constant65
    t_23 = torch.ops.aten.t.default(_param_constant65);  _param_constant65 = None
    _param_constant66 = self._param_constant66
    addmm_23 = torch.ops.aten.addmm.default(_param_constant66, view_66, t_23);  _param_constant66 = None
    view_67 = torch.ops.aten.view.default(addmm_23, [2, 8, 16]);  addmm_23 = None
    add_9 = torch.ops.aten.add.Tensor(view_67, getitem_21);  view_67 = getitem_21 = None
    _param_constant67 = self._param_constant67
    _param_constant68 = self._param_constant68
    native_layer_norm_8 = torch.ops.aten.native_layer_norm.default(add_9, [16], _param_constant67, _param_constant68, 1e-12);  _param_constant67 = _param_constant68 = None
    getitem_24 = native_layer_norm_8[0]
    getitem_25 = native_layer_norm_8[1]
    getitem_26 = native_layer_norm_8[2];  native_layer_norm_8 = None
    view_68 = torch.ops.aten.view.default(getitem_24, [16, 16])
    _param_constant69 = self._param_constant69
    t_24 = torch.ops.aten.t.default(_param_constant69);  _param_constant69 = None
    _param_constant70 = self._param_constant70
    addmm_24 = torch.ops.aten.addmm.default(_param_constant70, view_68, t_24);  _param_constant70 = None
    view_69 = torch.ops.aten.view.default(addmm_24, [2, 8, 16]);  addmm_24 = None
    view_70 = torch.ops.aten.view.default(view_69, [2, 8, -1, 8]);  view_69 = None
    transpose_20 = torch.ops.aten.transpose.int(view_70, 1, 2);  view_70 = None
    view_71 = torch.ops.aten.view.default(getitem_24, [16, 16])
    _param_constant71 = self._param_constant71
    t_25 = torch.ops.aten.t.default(_param_constant71);  _param_constant71 = None
    _param_constant72 = self._param_constant72
    addmm_25 = torch.ops.aten.addmm.default(_param_constant72, view_71, t_25);  _param_constant72 = None
    view_72 = torch.ops.aten.view.default(addmm_25, [2, 8, 16]);  addmm_25 = None
    view_73 = torch.ops.aten.view.default(view_72, [2, 8, -1, 8]);  view_72 = None
    transpose_21 = torch.ops.aten.transpose.int(view_73, 1, 2);  view_73 = None
    view_74 = torch.ops.aten.view.default(getitem_24, [16, 16])
    _param_constant73 = self._param_constant73
    t_26 = torch.ops.aten.t.default(_param_constant73);  _param_constant73 = None
    _param_constant74 = self._param_constant74
    addmm_26 = torch.ops.aten.addmm.default(_param_constant74, view_74, t_26);  _param_constant74 = None
    view_75 = torch.ops.aten.view.default(addmm_26, [2, 8, 16]);  addmm_26 = None
    view_76 = torch.ops.aten.view.default(view_75, [2, 8, -1, 8]);  view_75 = None
    transpose_22 = torch.ops.aten.transpose.int(view_76, 1, 2);  view_76 = None
    transpose_23 = torch.ops.aten.transpose.int(transpose_21, 2, 3);  transpose_21 = None
    expand_18 = torch.ops.aten.expand.default(transpose_20, [2, 2, 8, 8]);  transpose_20 = None
    clone_16 = torch.ops.aten.clone.default(expand_18, memory_format = torch.contiguous_format);  expand_18 = None
    _unsafe_view_20 = torch.ops.aten._unsafe_view.default(clone_16, [4, 8, 8]);  clone_16 = None
    expand_19 = torch.ops.aten.expand.default(transpose_23, [2, 2, 8, 8]);  transpose_23 = None
    clone_17 = torch.ops.aten.clone.default(expand_19, memory_format = torch.contiguous_format);  expand_19 = None
    _unsafe_view_21 = torch.ops.aten._unsafe_view.default(clone_17, [4, 8, 8]);  clone_17 = None
    bmm_8 = torch.ops.aten.bmm.default(_unsafe_view_20, _unsafe_view_21)
    _unsafe_view_22 = torch.ops.aten._unsafe_view.default(bmm_8, [2, 2, 8, 8]);  bmm_8 = None
    mul_4 = torch.ops.aten.mul.Tensor(_unsafe_view_22, 0.3535533905932738);  _unsafe_view_22 = None
    _softmax_4 = torch.ops.aten._softmax.default(mul_4, -1, False);  mul_4 = None
    detach_4 = torch.ops.aten.detach.default(_softmax_4)
    expand_20 = torch.ops.aten.expand.default(_softmax_4, [2, 2, 8, 8]);  _softmax_4 = None
    view_77 = torch.ops.aten.view.default(expand_20, [4, 8, 8]);  expand_20 = None
    expand_21 = torch.ops.aten.expand.default(transpose_22, [2, 2, 8, 8]);  transpose_22 = None
    clone_18 = torch.ops.aten.clone.default(expand_21, memory_format = torch.contiguous_format);  expand_21 = None
    _unsafe_view_23 = torch.ops.aten._unsafe_view.default(clone_18, [4, 8, 8]);  clone_18 = None
    bmm_9 = torch.ops.aten.bmm.default(view_77, _unsafe_view_23)
    _unsafe_view_24 = torch.ops.aten._unsafe_view.default(bmm_9, [2, 2, 8, 8]);  bmm_9 = None
    transpose_24 = torch.ops.aten.transpose.int(_unsafe_view_24, 1, 2);  _unsafe_view_24 = None
    clone_19 = torch.ops.aten.clone.default(transpose_24, memory_format = torch.contiguous_format);  transpose_24 = None
    view_78 = torch.ops.aten.view.default(clone_19, [2, 8, -1]);  clone_19 = None
    view_79 = torch.ops.aten.view.default(view_78, [16, 16]);  view_78 = None
    _param_constant75 = self._param_constant75
    t_27 = torch.ops.aten.t.default(_param_constant75);  _param_constant75 = None
    _param_constant76 = self._param_constant76
    addmm_27 = torch.ops.aten.addmm.default(_param_constant76, view_79, t_27);  _param_constant76 = None
    view_80 = torch.ops.aten.view.default(addmm_27, [2, 8, 16]);  addmm_27 = None
    add_10 = torch.ops.aten.add.Tensor(view_80, getitem_24);  view_80 = getitem_24 = None
    _param_constant77 = self._param_constant77
    _param_constant78 = self._param_constant78
    native_layer_norm_9 = torch.ops.aten.native_layer_norm.default(add_10, [16], _param_constant77, _param_constant78, 1e-12);  _param_constant77 = _param_constant78 = None
    getitem_27 = native_layer_norm_9[0]
    getitem_28 = native_layer_norm_9[1]
    getitem_29 = native_layer_norm_9[2];  native_layer_norm_9 = None
    view_81 = torch.ops.aten.view.default(getitem_27, [16, 16])
    _param_constant79 = self._param_constant79
    t_28 = torch.ops.aten.t.default(_param_constant79);  _param_constant79 = None
    _param_constant80 = self._param_constant80
    addmm_28 = torch.ops.aten.addmm.default(_param_constant80, view_81, t_28);  _param_constant80 = None
    view_82 = torch.ops.aten.view.default(addmm_28, [2, 8, 32]);  addmm_28 = None
    gelu_4 = torch.ops.aten.gelu.default(view_82)
    view_83 = torch.ops.aten.view.default(gelu_4, [16, 32]);  gelu_4 = None
    _param_constant81 = self._param_constant81
    t_29 = torch.ops.aten.t.default(_param_constant81);  _param_constant81 = None
    _param_constant82 = self._param_constant82
    addmm_29 = torch.ops.aten.addmm.default(_param_constant82, view_83, t_29);  _param_constant82 = None
    view_84 = torch.ops.aten.view.default(addmm_29, [2, 8, 16]);  addmm_29 = None
    add_11 = torch.ops.aten.add.Tensor(view_84, getitem_27);  view_84 = getitem_27 = None
    _param_constant83 = self._param_constant83
    _param_constant84 = self._param_constant84
    native_layer_norm_10 = torch.ops.aten.native_layer_norm.default(add_11, [16], _param_constant83, _param_constant84, 1e-12);  _param_constant83 = _param_constant84 = None
    getitem_30 = native_layer_norm_10[0]
    getitem_31 = native_layer_norm_10[1]
    getitem_32 = native_layer_norm_10[2];  native_layer_norm_10 = None
    view_85 = torch.ops.aten.view.default(getitem_30, [16, 16])
    _param_constant85 = self._param_constant85
    t_30 = torch.ops.aten.t.default(_param_constant85);  _param_constant85 = None
    _param_constant86 = self._param_constant86
    addmm_30 = torch.ops.aten.addmm.default(_param_constant86, view_85, t_30);  _param_constant86 = None
    view_86 = torch.ops.aten.view.default(addmm_30, [2, 8, 16]);  addmm_30 = None
    view_87 = torch.ops.aten.view.default(view_86, [2, 8, -1, 8]);  view_86 = None
    transpose_25 = torch.ops.aten.transpose.int(view_87, 1, 2);  view_87 = None
    view_88 = torch.ops.aten.view.default(getitem_30, [16, 16])
    _param_constant87 = self._param_constant87
    t_31 = torch.ops.aten.t.default(_param_constant87);  _param_constant87 = None
    _param_constant88 = self._param_constant88
    addmm_31 = torch.ops.aten.addmm.default(_param_constant88, view_88, t_31);  _param_constant88 = None
    view_89 = torch.ops.aten.view.default(addmm_31, [2, 8, 16]);  addmm_31 = None
    view_90 = torch.ops.aten.view.default(view_89, [2, 8, -1, 8]);  view_89 = None
    transpose_26 = torch.ops.aten.transpose.int(view_90, 1, 2);  view_90 = None
    view_91 = torch.ops.aten.view.default(getitem_30, [16, 16])
    _param_constant89 = self._param_constant89
    t_32 = torch.ops.aten.t.default(_param_constant89);  _param_constant89 = None
    _param_constant90 = self._param_constant90
    addmm_32 = torch.ops.aten.addmm.default(_param_constant90, view_91, t_32);  _param_constant90 = None
    view_92 = torch.ops.aten.view.default(addmm_32, [2, 8, 16]);  addmm_32 = None
    view_93 = torch.ops.aten.view.default(view_92, [2, 8, -1, 8]);  view_92 = None
    transpose_27 = torch.ops.aten.transpose.int(view_93, 1, 2);  view_93 = None
    transpose_28 = torch.ops.aten.transpose.int(transpose_26, 2, 3);  transpose_26 = None
    expand_22 = torch.ops.aten.expand.default(transpose_25, [2, 2, 8, 8]);  transpose_25 = None
    clone_20 = torch.ops.aten.clone.default(expand_22, memory_format = torch.contiguous_format);  expand_22 = None
    _unsafe_view_25 = torch.ops.aten._unsafe_view.default(clone_20, [4, 8, 8]);  clone_20 = None
    expand_23 = torch.ops.aten.expand.default(transpose_28, [2, 2, 8, 8]);  transpose_28 = None
    clone_21 = torch.ops.aten.clone.default(expand_23, memory_format = torch.contiguous_format);  expand_23 = None
    _unsafe_view_26 = torch.ops.aten._unsafe_view.default(clone_21, [4, 8, 8]);  clone_21 = None
    bmm_10 = torch.ops.aten.bmm.default(_unsafe_view_25, _unsafe_view_26)
    _unsafe_view_27 = torch.ops.aten._unsafe_view.default(bmm_10, [2, 2, 8, 8]);  bmm_10 = None
    mul_5 = torch.ops.aten.mul.Tensor(_unsafe_view_27, 0.3535533905932738);  _unsafe_view_27 = None
    _softmax_5 = torch.ops.aten._softmax.default(mul_5, -1, False);  mul_5 = None
    detach_5 = torch.ops.aten.detach.default(_softmax_5)
    expand_24 = torch.ops.aten.expand.default(_softmax_5, [2, 2, 8, 8]);  _softmax_5 = None
    view_94 = torch.ops.aten.view.default(expand_24, [4, 8, 8]);  expand_24 = None
    expand_25 = torch.ops.aten.expand.default(transpose_27, [2, 2, 8, 8]);  transpose_27 = None
    clone_22 = torch.ops.aten.clone.default(expand_25, memory_format = torch.contiguous_format);  expand_25 = None
    _unsafe_view_28 = torch.ops.aten._unsafe_view.default(clone_22, [4, 8, 8]);  clone_22 = None
    bmm_11 = torch.ops.aten.bmm.default(view_94, _unsafe_view_28)
    _unsafe_view_29 = torch.ops.aten._unsafe_view.default(bmm_11, [2, 2, 8, 8]);  bmm_11 = None
    transpose_29 = torch.ops.aten.transpose.int(_unsafe_view_29, 1, 2);  _unsafe_view_29 = None
    clone_23 = torch.ops.aten.clone.default(transpose_29, memory_format = torch.contiguous_format);  transpose_29 = None
    view_95 = torch.ops.aten.view.default(clone_23, [2, 8, -1]);  clone_23 = None
    view_96 = torch.ops.aten.view.default(view_95, [16, 16]);  view_95 = None
    _param_constant91 = self._param_constant91
    t_33 = torch.ops.aten.t.default(_param_constant91);  _param_constant91 = None
    _param_constant92 = self._param_constant92
    addmm_33 = torch.ops.aten.addmm.default(_param_constant92, view_96, t_33);  _param_constant92 = None
    view_97 = torch.ops.aten.view.default(addmm_33, [2, 8, 16]);  addmm_33 = None
    add_12 = torch.ops.aten.add.Tensor(view_97, getitem_30);  view_97 = getitem_30 = None
    _param_constant93 = self._param_constant93
    _param_constant94 = self._param_constant94
    native_layer_norm_11 = torch.ops.aten.native_layer_norm.default(add_12, [16], _param_constant93, _param_constant94, 1e-12);  _param_constant93 = _param_constant94 = None
    getitem_33 = native_layer_norm_11[0]
    getitem_34 = native_layer_norm_11[1]
    getitem_35 = native_layer_norm_11[2];  native_layer_norm_11 = None
    view_98 = torch.ops.aten.view.default(getitem_33, [16, 16])
    _param_constant95 = self._param_constant95
    t_34 = torch.ops.aten.t.default(_param_constant95);  _param_constant95 = None
    _param_constant96 = self._param_constant96
    addmm_34 = torch.ops.aten.addmm.default(_param_constant96, view_98, t_34);  _param_constant96 = None
    view_99 = torch.ops.aten.view.default(addmm_34, [2, 8, 32]);  addmm_34 = None
    gelu_5 = torch.ops.aten.gelu.default(view_99)
    view_100 = torch.ops.aten.view.default(gelu_5, [16, 32]);  gelu_5 = None
    _param_constant97 = self._param_constant97
    t_35 = torch.ops.aten.t.default(_param_constant97);  _param_constant97 = None
    _param_constant98 = self._param_constant98
    addmm_35 = torch.ops.aten.addmm.default(_param_constant98, view_100, t_35);  _param_constant98 = None
    view_101 = torch.ops.aten.view.default(addmm_35, [2, 8, 16]);  addmm_35 = None
    add_13 = torch.ops.aten.add.Tensor(view_101, getitem_33);  view_101 = getitem_33 = None
    _param_constant99 = self._param_constant99
    _param_constant100 = self._param_constant100
    native_layer_norm_12 = torch.ops.aten.native_layer_norm.default(add_13, [16], _param_constant99, _param_constant100, 1e-12);  _param_constant99 = _param_constant100 = None
    getitem_36 = native_layer_norm_12[0]
    getitem_37 = native_layer_norm_12[1]
    getitem_38 = native_layer_norm_12[2];  native_layer_norm_12 = None
    view_102 = torch.ops.aten.view.default(getitem_36, [16, 16])
    _param_constant101 = self._param_constant101
    t_36 = torch.ops.aten.t.default(_param_constant101);  _param_constant101 = None
    _param_constant102 = self._param_constant102
    addmm_36 = torch.ops.aten.addmm.default(_param_constant102, view_102, t_36);  _param_constant102 = None
    view_103 = torch.ops.aten.view.default(addmm_36, [2, 8, 16]);  addmm_36 = None
    view_104 = torch.ops.aten.view.default(view_103, [2, 8, -1, 8]);  view_103 = None
    transpose_30 = torch.ops.aten.transpose.int(view_104, 1, 2);  view_104 = None
    view_105 = torch.ops.aten.view.default(getitem_36, [16, 16])
    _param_constant103 = self._param_constant103
    t_37 = torch.ops.aten.t.default(_param_constant103);  _param_constant103 = None
    _param_constant104 = self._param_constant104
    addmm_37 = torch.ops.aten.addmm.default(_param_constant104, view_105, t_37);  _param_constant104 = None
    view_106 = torch.ops.aten.view.default(addmm_37, [2, 8, 16]);  addmm_37 = None
    view_107 = torch.ops.aten.view.default(view_106, [2, 8, -1, 8]);  view_106 = None
    transpose_31 = torch.ops.aten.transpose.int(view_107, 1, 2);  view_107 = None
    view_108 = torch.ops.aten.view.default(getitem_36, [16, 16])
    _param_constant105 = self._param_constant105
    t_38 = torch.ops.aten.t.default(_param_constant105);  _param_constant105 = None
    _param_constant106 = self._param_constant106
    addmm_38 = torch.ops.aten.addmm.default(_param_constant106, view_108, t_38);  _param_constant106 = None
    view_109 = torch.ops.aten.view.default(addmm_38, [2, 8, 16]);  addmm_38 = None
    view_110 = torch.ops.aten.view.default(view_109, [2, 8, -1, 8]);  view_109 = None
    transpose_32 = torch.ops.aten.transpose.int(view_110, 1, 2);  view_110 = None
    transpose_33 = torch.ops.aten.transpose.int(transpose_31, 2, 3);  transpose_31 = None
    expand_26 = torch.ops.aten.expand.default(transpose_30, [2, 2, 8, 8]);  transpose_30 = None
    clone_24 = torch.ops.aten.clone.default(expand_26, memory_format = torch.contiguous_format);  expand_26 = None
    _unsafe_view_30 = torch.ops.aten._unsafe_view.default(clone_24, [4, 8, 8]);  clone_24 = None
    expand_27 = torch.ops.aten.expand.default(transpose_33, [2, 2, 8, 8]);  transpose_33 = None
    clone_25 = torch.ops.aten.clone.default(expand_27, memory_format = torch.contiguous_format);  expand_27 = None
    _unsafe_view_31 = torch.ops.aten._unsafe_view.default(clone_25, [4, 8, 8]);  clone_25 = None
    bmm_12 = torch.ops.aten.bmm.default(_unsafe_view_30, _unsafe_view_31)
    _unsafe_view_32 = torch.ops.aten._unsafe_view.default(bmm_12, [2, 2, 8, 8]);  bmm_12 = None
    mul_6 = torch.ops.aten.mul.Tensor(_unsafe_view_32, 0.3535533905932738);  _unsafe_view_32 = None
    _softmax_6 = torch.ops.aten._softmax.default(mul_6, -1, False);  mul_6 = None
    detach_6 = torch.ops.aten.detach.default(_softmax_6)
    expand_28 = torch.ops.aten.expand.default(_softmax_6, [2, 2, 8, 8]);  _softmax_6 = None
    view_111 = torch.ops.aten.view.default(expand_28, [4, 8, 8]);  expand_28 = None
    expand_29 = torch.ops.aten.expand.default(transpose_32, [2, 2, 8, 8]);  transpose_32 = None
    clone_26 = torch.ops.aten.clone.default(expand_29, memory_format = torch.contiguous_format);  expand_29 = None
    _unsafe_view_33 = torch.ops.aten._unsafe_view.default(clone_26, [4, 8, 8]);  clone_26 = None
    bmm_13 = torch.ops.aten.bmm.default(view_111, _unsafe_view_33)
    _unsafe_view_34 = torch.ops.aten._unsafe_view.default(bmm_13, [2, 2, 8, 8]);  bmm_13 = None
    transpose_34 = torch.ops.aten.transpose.int(_unsafe_view_34, 1, 2);  _unsafe_view_34 = None
    clone_27 = torch.ops.aten.clone.default(transpose_34, memory_format = torch.contiguous_format);  transpose_34 = None
    view_112 = torch.ops.aten.view.default(clone_27, [2, 8, -1]);  clone_27 = None
    view_113 = torch.ops.aten.view.default(view_112, [16, 16]);  view_112 = None
    _param_constant107 = self._param_constant107
    t_39 = torch.ops.aten.t.default(_param_constant107);  _param_constant107 = None
    _param_constant108 = self._param_constant108
    addmm_39 = torch.ops.aten.addmm.default(_param_constant108, view_113, t_39);  _param_constant108 = None
    view_114 = torch.ops.aten.view.default(addmm_39, [2, 8, 16]);  addmm_39 = None
    add_14 = torch.ops.aten.add.Tensor(view_114, getitem_36);  view_114 = getitem_36 = None
    _param_constant109 = self._param_constant109
    _param_constant110 = self._param_constant110
    native_layer_norm_13 = torch.ops.aten.native_layer_norm.default(add_14, [16], _param_constant109, _param_constant110, 1e-12);  _param_constant109 = _param_constant110 = None
    getitem_39 = native_layer_norm_13[0]
    getitem_40 = native_layer_norm_13[1]
    getitem_41 = native_layer_norm_13[2];  native_layer_norm_13 = None
    view_115 = torch.ops.aten.view.default(getitem_39, [16, 16])
    _param_constant111 = self._param_constant111
    t_40 = torch.ops.aten.t.default(_param_constant111);  _param_constant111 = None
    _param_constant112 = self._param_constant112
    addmm_40 = torch.ops.aten.addmm.default(_param_constant112, view_115, t_40);  _param_constant112 = None
    view_116 = torch.ops.aten.view.default(addmm_40, [2, 8, 32]);  addmm_40 = None
    gelu_6 = torch.ops.aten.gelu.default(view_116)
    view_117 = torch.ops.aten.view.default(gelu_6, [16, 32]);  gelu_6 = None
    _param_constant113 = self._param_constant113
    t_41 = torch.ops.aten.t.default(_param_constant113);  _param_constant113 = None
    _param_constant114 = self._param_constant114
    addmm_41 = torch.ops.aten.addmm.default(_param_constant114, view_117, t_41);  _param_constant114 = None
    view_118 = torch.ops.aten.view.default(addmm_41, [2, 8, 16]);  addmm_41 = None
    add_15 = torch.ops.aten.add.Tensor(view_118, getitem_39);  view_118 = getitem_39 = None
    _param_constant115 = self._param_constant115
    _param_constant116 = self._param_constant116
    native_layer_norm_14 = torch.ops.aten.native_layer_norm.default(add_15, [16], _param_constant115, _param_constant116, 1e-12);  _param_constant115 = _param_constant116 = None
    getitem_42 = native_layer_norm_14[0]
    getitem_43 = native_layer_norm_14[1]
    getitem_44 = native_layer_norm_14[2];  native_layer_norm_14 = None
    view_119 = torch.ops.aten.view.default(getitem_42, [16, 16])
    _param_constant117 = self._param_constant117
    t_42 = torch.ops.aten.t.default(_param_constant117);  _param_constant117 = None
    _param_constant118 = self._param_constant118
    addmm_42 = torch.ops.aten.addmm.default(_param_constant118, view_119, t_42);  _param_constant118 = None
    view_120 = torch.ops.aten.view.default(addmm_42, [2, 8, 16]);  addmm_42 = None
    view_121 = torch.ops.aten.view.default(view_120, [2, 8, -1, 8]);  view_120 = None
    transpose_35 = torch.ops.aten.transpose.int(view_121, 1, 2);  view_121 = None
    view_122 = torch.ops.aten.view.default(getitem_42, [16, 16])
    _param_constant119 = self._param_constant119
    t_43 = torch.ops.aten.t.default(_param_constant119);  _param_constant119 = None
    _param_constant120 = self._param_constant120
    addmm_43 = torch.ops.aten.addmm.default(_param_constant120, view_122, t_43);  _param_constant120 = None
    view_123 = torch.ops.aten.view.default(addmm_43, [2, 8, 16]);  addmm_43 = None
    view_124 = torch.ops.aten.view.default(view_123, [2, 8, -1, 8]);  view_123 = None
    transpose_36 = torch.ops.aten.transpose.int(view_124, 1, 2);  view_124 = None
    view_125 = torch.ops.aten.view.default(getitem_42, [16, 16])
    _param_constant121 = self._param_constant121
    t_44 = torch.ops.aten.t.default(_param_constant121);  _param_constant121 = None
    _param_constant122 = self._param_constant122
    addmm_44 = torch.ops.aten.addmm.default(_param_constant122, view_125, t_44);  _param_constant122 = None
    view_126 = torch.ops.aten.view.default(addmm_44, [2, 8, 16]);  addmm_44 = None
    view_127 = torch.ops.aten.view.default(view_126, [2, 8, -1, 8]);  view_126 = None
    transpose_37 = torch.ops.aten.transpose.int(view_127, 1, 2);  view_127 = None
    transpose_38 = torch.ops.aten.transpose.int(transpose_36, 2, 3);  transpose_36 = None
    expand_30 = torch.ops.aten.expand.default(transpose_35, [2, 2, 8, 8]);  transpose_35 = None
    clone_28 = torch.ops.aten.clone.default(expand_30, memory_format = torch.contiguous_format);  expand_30 = None
    _unsafe_view_35 = torch.ops.aten._unsafe_view.default(clone_28, [4, 8, 8]);  clone_28 = None
    expand_31 = torch.ops.aten.expand.default(transpose_38, [2, 2, 8, 8]);  transpose_38 = None
    clone_29 = torch.ops.aten.clone.default(expand_31, memory_format = torch.contiguous_format);  expand_31 = None
    _unsafe_view_36 = torch.ops.aten._unsafe_view.default(clone_29, [4, 8, 8]);  clone_29 = None
    bmm_14 = torch.ops.aten.bmm.default(_unsafe_view_35, _unsafe_view_36)
    _unsafe_view_37 = torch.ops.aten._unsafe_view.default(bmm_14, [2, 2, 8, 8]);  bmm_14 = None
    mul_7 = torch.ops.aten.mul.Tensor(_unsafe_view_37, 0.3535533905932738);  _unsafe_view_37 = None
    _softmax_7 = torch.ops.aten._softmax.default(mul_7, -1, False);  mul_7 = None
    detach_7 = torch.ops.aten.detach.default(_softmax_7)
    expand_32 = torch.ops.aten.expand.default(_softmax_7, [2, 2, 8, 8]);  _softmax_7 = None
    view_128 = torch.ops.aten.view.default(expand_32, [4, 8, 8]);  expand_32 = None
    expand_33 = torch.ops.aten.expand.default(transpose_37, [2, 2, 8, 8]);  transpose_37 = None
    clone_30 = torch.ops.aten.clone.default(expand_33, memory_format = torch.contiguous_format);  expand_33 = None
    _unsafe_view_38 = torch.ops.aten._unsafe_view.default(clone_30, [4, 8, 8]);  clone_30 = None
    bmm_15 = torch.ops.aten.bmm.default(view_128, _unsafe_view_38)
    _unsafe_view_39 = torch.ops.aten._unsafe_view.default(bmm_15, [2, 2, 8, 8]);  bmm_15 = None
    transpose_39 = torch.ops.aten.transpose.int(_unsafe_view_39, 1, 2);  _unsafe_view_39 = None
    clone_31 = torch.ops.aten.clone.default(transpose_39, memory_format = torch.contiguous_format);  transpose_39 = None
    view_129 = torch.ops.aten.view.default(clone_31, [2, 8, -1]);  clone_31 = None
    view_130 = torch.ops.aten.view.default(view_129, [16, 16]);  view_129 = None
    _param_constant123 = self._param_constant123
    t_45 = torch.ops.aten.t.default(_param_constant123);  _param_constant123 = None
    _param_constant124 = self._param_constant124
    addmm_45 = torch.ops.aten.addmm.default(_param_constant124, view_130, t_45);  _param_constant124 = None
    view_131 = torch.ops.aten.view.default(addmm_45, [2, 8, 16]);  addmm_45 = None
    add_16 = torch.ops.aten.add.Tensor(view_131, getitem_42);  view_131 = getitem_42 = None
    _param_constant125 = self._param_constant125
    _param_constant126 = self._param_constant126
    native_layer_norm_15 = torch.ops.aten.native_layer_norm.default(add_16, [16], _param_constant125, _param_constant126, 1e-12);  _param_constant125 = _param_constant126 = None
    getitem_45 = native_layer_norm_15[0]
    getitem_46 = native_layer_norm_15[1]
    getitem_47 = native_layer_norm_15[2];  native_layer_norm_15 = None
    view_132 = torch.ops.aten.view.default(getitem_45, [16, 16])
    _param_constant127 = self._param_constant127
    t_46 = torch.ops.aten.t.default(_param_constant127);  _param_constant127 = None
    _param_constant128 = self._param_constant128
    addmm_46 = torch.ops.aten.addmm.default(_param_constant128, view_132, t_46);  _param_constant128 = None
    view_133 = torch.ops.aten.view.default(addmm_46, [2, 8, 32]);  addmm_46 = None
    gelu_7 = torch.ops.aten.gelu.default(view_133)
    view_134 = torch.ops.aten.view.default(gelu_7, [16, 32]);  gelu_7 = None
    _param_constant129 = self._param_constant129
    t_47 = torch.ops.aten.t.default(_param_constant129);  _param_constant129 = None
    _param_constant130 = self._param_constant130
    addmm_47 = torch.ops.aten.addmm.default(_param_constant130, view_134, t_47);  _param_constant130 = None
    view_135 = torch.ops.aten.view.default(addmm_47, [2, 8, 16]);  addmm_47 = None
    add_17 = torch.ops.aten.add.Tensor(view_135, getitem_45);  view_135 = getitem_45 = None
    _param_constant131 = self._param_constant131
    _param_constant132 = self._param_constant132
    native_layer_norm_16 = torch.ops.aten.native_layer_norm.default(add_17, [16], _param_constant131, _param_constant132, 1e-12);  _param_constant131 = _param_constant132 = None
    getitem_48 = native_layer_norm_16[0]
    getitem_49 = native_layer_norm_16[1]
    getitem_50 = native_layer_norm_16[2];  native_layer_norm_16 = None
    view_136 = torch.ops.aten.view.default(getitem_48, [16, 16])
    _param_constant133 = self._param_constant133
    t_48 = torch.ops.aten.t.default(_param_constant133);  _param_constant133 = None
    _param_constant134 = self._param_constant134
    addmm_48 = torch.ops.aten.addmm.default(_param_constant134, view_136, t_48);  _param_constant134 = None
    view_137 = torch.ops.aten.view.default(addmm_48, [2, 8, 16]);  addmm_48 = None
    view_138 = torch.ops.aten.view.default(view_137, [2, 8, -1, 8]);  view_137 = None
    transpose_40 = torch.ops.aten.transpose.int(view_138, 1, 2);  view_138 = None
    view_139 = torch.ops.aten.view.default(getitem_48, [16, 16])
    _param_constant135 = self._param_constant135
    t_49 = torch.ops.aten.t.default(_param_constant135);  _param_constant135 = None
    _param_constant136 = self._param_constant136
    addmm_49 = torch.ops.aten.addmm.default(_param_constant136, view_139, t_49);  _param_constant136 = None
    view_140 = torch.ops.aten.view.default(addmm_49, [2, 8, 16]);  addmm_49 = None
    view_141 = torch.ops.aten.view.default(view_140, [2, 8, -1, 8]);  view_140 = None
    transpose_41 = torch.ops.aten.transpose.int(view_141, 1, 2);  view_141 = None
    view_142 = torch.ops.aten.view.default(getitem_48, [16, 16])
    _param_constant137 = self._param_constant137
    t_50 = torch.ops.aten.t.default(_param_constant137);  _param_constant137 = None
    _param_constant138 = self._param_constant138
    addmm_50 = torch.ops.aten.addmm.default(_param_constant138, view_142, t_50);  _param_constant138 = None
    view_143 = torch.ops.aten.view.default(addmm_50, [2, 8, 16]);  addmm_50 = None
    view_144 = torch.ops.aten.view.default(view_143, [2, 8, -1, 8]);  view_143 = None
    transpose_42 = torch.ops.aten.transpose.int(view_144, 1, 2);  view_144 = None
    transpose_43 = torch.ops.aten.transpose.int(transpose_41, 2, 3);  transpose_41 = None
    expand_34 = torch.ops.aten.expand.default(transpose_40, [2, 2, 8, 8]);  transpose_40 = None
    clone_32 = torch.ops.aten.clone.default(expand_34, memory_format = torch.contiguous_format);  expand_34 = None
    _unsafe_view_40 = torch.ops.aten._unsafe_view.default(clone_32, [4, 8, 8]);  clone_32 = None
    expand_35 = torch.ops.aten.expand.default(transpose_43, [2, 2, 8, 8]);  transpose_43 = None
    clone_33 = torch.ops.aten.clone.default(expand_35, memory_format = torch.contiguous_format);  expand_35 = None
    _unsafe_view_41 = torch.ops.aten._unsafe_view.default(clone_33, [4, 8, 8]);  clone_33 = None
    bmm_16 = torch.ops.aten.bmm.default(_unsafe_view_40, _unsafe_view_41)
    _unsafe_view_42 = torch.ops.aten._unsafe_view.default(bmm_16, [2, 2, 8, 8]);  bmm_16 = None
    mul_8 = torch.ops.aten.mul.Tensor(_unsafe_view_42, 0.3535533905932738);  _unsafe_view_42 = None
    _softmax_8 = torch.ops.aten._softmax.default(mul_8, -1, False);  mul_8 = None
    detach_8 = torch.ops.aten.detach.default(_softmax_8)
    expand_36 = torch.ops.aten.expand.default(_softmax_8, [2, 2, 8, 8]);  _softmax_8 = None
    view_145 = torch.ops.aten.view.default(expand_36, [4, 8, 8]);  expand_36 = None
    expand_37 = torch.ops.aten.expand.default(transpose_42, [2, 2, 8, 8]);  transpose_42 = None
    clone_34 = torch.ops.aten.clone.default(expand_37, memory_format = torch.contiguous_format);  expand_37 = None
    _unsafe_view_43 = torch.ops.aten._unsafe_view.default(clone_34, [4, 8, 8]);  clone_34 = None
    bmm_17 = torch.ops.aten.bmm.default(view_145, _unsafe_view_43)
    _unsafe_view_44 = torch.ops.aten._unsafe_view.default(bmm_17, [2, 2, 8, 8]);  bmm_17 = None
    transpose_44 = torch.ops.aten.transpose.int(_unsafe_view_44, 1, 2);  _unsafe_view_44 = None
    clone_35 = torch.ops.aten.clone.default(transpose_44, memory_format = torch.contiguous_format);  transpose_44 = None
    view_146 = torch.ops.aten.view.default(clone_35, [2, 8, -1]);  clone_35 = None
    view_147 = torch.ops.aten.view.default(view_146, [16, 16]);  view_146 = None
    _param_constant139 = self._param_constant139
    t_51 = torch.ops.aten.t.default(_param_constant139);  _param_constant139 = None
    _param_constant140 = self._param_constant140
    addmm_51 = torch.ops.aten.addmm.default(_param_constant140, view_147, t_51);  _param_constant140 = None
    view_148 = torch.ops.aten.view.default(addmm_51, [2, 8, 16]);  addmm_51 = None
    add_18 = torch.ops.aten.add.Tensor(view_148, getitem_48);  view_148 = getitem_48 = None
    _param_constant141 = self._param_constant141
    _param_constant142 = self._param_constant142
    native_layer_norm_17 = torch.ops.aten.native_layer_norm.default(add_18, [16], _param_constant141, _param_constant142, 1e-12);  _param_constant141 = _param_constant142 = None
    getitem_51 = native_layer_norm_17[0]
    getitem_52 = native_layer_norm_17[1]
    getitem_53 = native_layer_norm_17[2];  native_layer_norm_17 = None
    view_149 = torch.ops.aten.view.default(getitem_51, [16, 16])
    _param_constant143 = self._param_constant143
    t_52 = torch.ops.aten.t.default(_param_constant143);  _param_constant143 = None
    _param_constant144 = self._param_constant144
    addmm_52 = torch.ops.aten.addmm.default(_param_constant144, view_149, t_52);  _param_constant144 = None
    view_150 = torch.ops.aten.view.default(addmm_52, [2, 8, 32]);  addmm_52 = None
    gelu_8 = torch.ops.aten.gelu.default(view_150)
    view_151 = torch.ops.aten.view.default(gelu_8, [16, 32]);  gelu_8 = None
    _param_constant145 = self._param_constant145
    t_53 = torch.ops.aten.t.default(_param_constant145);  _param_constant145 = None
    _param_constant146 = self._param_constant146
    addmm_53 = torch.ops.aten.addmm.default(_param_constant146, view_151, t_53);  _param_constant146 = None
    view_152 = torch.ops.aten.view.default(addmm_53, [2, 8, 16]);  addmm_53 = None
    add_19 = torch.ops.aten.add.Tensor(view_152, getitem_51);  view_152 = getitem_51 = None
    _param_constant147 = self._param_constant147
    _param_constant148 = self._param_constant148
    native_layer_norm_18 = torch.ops.aten.native_layer_norm.default(add_19, [16], _param_constant147, _param_constant148, 1e-12);  _param_constant147 = _param_constant148 = None
    getitem_54 = native_layer_norm_18[0]
    getitem_55 = native_layer_norm_18[1]
    getitem_56 = native_layer_norm_18[2];  native_layer_norm_18 = None
    view_153 = torch.ops.aten.view.default(getitem_54, [16, 16])
    _param_constant149 = self._param_constant149
    t_54 = torch.ops.aten.t.default(_param_constant149);  _param_constant149 = None
    _param_constant150 = self._param_constant150
    addmm_54 = torch.ops.aten.addmm.default(_param_constant150, view_153, t_54);  _param_constant150 = None
    view_154 = torch.ops.aten.view.default(addmm_54, [2, 8, 16]);  addmm_54 = None
    view_155 = torch.ops.aten.view.default(view_154, [2, 8, -1, 8]);  view_154 = None
    transpose_45 = torch.ops.aten.transpose.int(view_155, 1, 2);  view_155 = None
    view_156 = torch.ops.aten.view.default(getitem_54, [16, 16])
    _param_constant151 = self._param_constant151
    t_55 = torch.ops.aten.t.default(_param_constant151);  _param_constant151 = None
    _param_constant152 = self._param_constant152
    addmm_55 = torch.ops.aten.addmm.default(_param_constant152, view_156, t_55);  _param_constant152 = None
    view_157 = torch.ops.aten.view.default(addmm_55, [2, 8, 16]);  addmm_55 = None
    view_158 = torch.ops.aten.view.default(view_157, [2, 8, -1, 8]);  view_157 = None
    transpose_46 = torch.ops.aten.transpose.int(view_158, 1, 2);  view_158 = None
    view_159 = torch.ops.aten.view.default(getitem_54, [16, 16])
    _param_constant153 = self._param_constant153
    t_56 = torch.ops.aten.t.default(_param_constant153);  _param_constant153 = None
    _param_constant154 = self._param_constant154
    addmm_56 = torch.ops.aten.addmm.default(_param_constant154, view_159, t_56);  _param_constant154 = None
    view_160 = torch.ops.aten.view.default(addmm_56, [2, 8, 16]);  addmm_56 = None
    view_161 = torch.ops.aten.view.default(view_160, [2, 8, -1, 8]);  view_160 = None
    transpose_47 = torch.ops.aten.transpose.int(view_161, 1, 2);  view_161 = None
    transpose_48 = torch.ops.aten.transpose.int(transpose_46, 2, 3);  transpose_46 = None
    expand_38 = torch.ops.aten.expand.default(transpose_45, [2, 2, 8, 8]);  transpose_45 = None
    clone_36 = torch.ops.aten.clone.default(expand_38, memory_format = torch.contiguous_format);  expand_38 = None
    _unsafe_view_45 = torch.ops.aten._unsafe_view.default(clone_36, [4, 8, 8]);  clone_36 = None
    expand_39 = torch.ops.aten.expand.default(transpose_48, [2, 2, 8, 8]);  transpose_48 = None
    clone_37 = torch.ops.aten.clone.default(expand_39, memory_format = torch.contiguous_format);  expand_39 = None
    _unsafe_view_46 = torch.ops.aten._unsafe_view.default(clone_37, [4, 8, 8]);  clone_37 = None
    bmm_18 = torch.ops.aten.bmm.default(_unsafe_view_45, _unsafe_view_46)
    _unsafe_view_47 = torch.ops.aten._unsafe_view.default(bmm_18, [2, 2, 8, 8]);  bmm_18 = None
    mul_9 = torch.ops.aten.mul.Tensor(_unsafe_view_47, 0.3535533905932738);  _unsafe_view_47 = None
    _softmax_9 = torch.ops.aten._softmax.default(mul_9, -1, False);  mul_9 = None
    detach_9 = torch.ops.aten.detach.default(_softmax_9)
    expand_40 = torch.ops.aten.expand.default(_softmax_9, [2, 2, 8, 8]);  _softmax_9 = None
    view_162 = torch.ops.aten.view.default(expand_40, [4, 8, 8]);  expand_40 = None
    expand_41 = torch.ops.aten.expand.default(transpose_47, [2, 2, 8, 8]);  transpose_47 = None
    clone_38 = torch.ops.aten.clone.default(expand_41, memory_format = torch.contiguous_format);  expand_41 = None
    _unsafe_view_48 = torch.ops.aten._unsafe_view.default(clone_38, [4, 8, 8]);  clone_38 = None
    bmm_19 = torch.ops.aten.bmm.default(view_162, _unsafe_view_48)
    _unsafe_view_49 = torch.ops.aten._unsafe_view.default(bmm_19, [2, 2, 8, 8]);  bmm_19 = None
    transpose_49 = torch.ops.aten.transpose.int(_unsafe_view_49, 1, 2);  _unsafe_view_49 = None
    clone_39 = torch.ops.aten.clone.default(transpose_49, memory_format = torch.contiguous_format);  transpose_49 = None
    view_163 = torch.ops.aten.view.default(clone_39, [2, 8, -1]);  clone_39 = None
    view_164 = torch.ops.aten.view.default(view_163, [16, 16]);  view_163 = None
    _param_constant155 = self._param_constant155
    t_57 = torch.ops.aten.t.default(_param_constant155);  _param_constant155 = None
    _param_constant156 = self._param_constant156
    addmm_57 = torch.ops.aten.addmm.default(_param_constant156, view_164, t_57);  _param_constant156 = None
    view_165 = torch.ops.aten.view.default(addmm_57, [2, 8, 16]);  addmm_57 = None
    add_20 = torch.ops.aten.add.Tensor(view_165, getitem_54);  view_165 = getitem_54 = None
    _param_constant157 = self._param_constant157
    _param_constant158 = self._param_constant158
    native_layer_norm_19 = torch.ops.aten.native_layer_norm.default(add_20, [16], _param_constant157, _param_constant158, 1e-12);  _param_constant157 = _param_constant158 = None
    getitem_57 = native_layer_norm_19[0]
    getitem_58 = native_layer_norm_19[1]
    getitem_59 = native_layer_norm_19[2];  native_layer_norm_19 = None
    view_166 = torch.ops.aten.view.default(getitem_57, [16, 16])
    _param_constant159 = self._param_constant159
    t_58 = torch.ops.aten.t.default(_param_constant159);  _param_constant159 = None
    _param_constant160 = self._param_constant160
    addmm_58 = torch.ops.aten.addmm.default(_param_constant160, view_166, t_58);  _param_constant160 = None
    view_167 = torch.ops.aten.view.default(addmm_58, [2, 8, 32]);  addmm_58 = None
    gelu_9 = torch.ops.aten.gelu.default(view_167)
    view_168 = torch.ops.aten.view.default(gelu_9, [16, 32]);  gelu_9 = None
    _param_constant161 = self._param_constant161
    t_59 = torch.ops.aten.t.default(_param_constant161);  _param_constant161 = None
    _param_constant162 = self._param_constant162
    addmm_59 = torch.ops.aten.addmm.default(_param_constant162, view_168, t_59);  _param_constant162 = None
    view_169 = torch.ops.aten.view.default(addmm_59, [2, 8, 16]);  addmm_59 = None
    add_21 = torch.ops.aten.add.Tensor(view_169, getitem_57);  view_169 = getitem_57 = None
    _param_constant163 = self._param_constant163
    _param_constant164 = self._param_constant164
    native_layer_norm_20 = torch.ops.aten.native_layer_norm.default(add_21, [16], _param_constant163, _param_constant164, 1e-12);  _param_constant163 = _param_constant164 = None
    getitem_60 = native_layer_norm_20[0]
    getitem_61 = native_layer_norm_20[1]
    getitem_62 = native_layer_norm_20[2];  native_layer_norm_20 = None
    view_170 = torch.ops.aten.view.default(getitem_60, [16, 16])
    _param_constant165 = self._param_constant165
    t_60 = torch.ops.aten.t.default(_param_constant165);  _param_constant165 = None
    _param_constant166 = self._param_constant166
    addmm_60 = torch.ops.aten.addmm.default(_param_constant166, view_170, t_60);  _param_constant166 = None
    view_171 = torch.ops.aten.view.default(addmm_60, [2, 8, 16]);  addmm_60 = None
    view_172 = torch.ops.aten.view.default(view_171, [2, 8, -1, 8]);  view_171 = None
    transpose_50 = torch.ops.aten.transpose.int(view_172, 1, 2);  view_172 = None
    view_173 = torch.ops.aten.view.default(getitem_60, [16, 16])
    _param_constant167 = self._param_constant167
    t_61 = torch.ops.aten.t.default(_param_constant167);  _param_constant167 = None
    _param_constant168 = self._param_constant168
    addmm_61 = torch.ops.aten.addmm.default(_param_constant168, view_173, t_61);  _param_constant168 = None
    view_174 = torch.ops.aten.view.default(addmm_61, [2, 8, 16]);  addmm_61 = None
    view_175 = torch.ops.aten.view.default(view_174, [2, 8, -1, 8]);  view_174 = None
    transpose_51 = torch.ops.aten.transpose.int(view_175, 1, 2);  view_175 = None
    view_176 = torch.ops.aten.view.default(getitem_60, [16, 16])
    _param_constant169 = self._param_constant169
    t_62 = torch.ops.aten.t.default(_param_constant169);  _param_constant169 = None
    _param_constant170 = self._param_constant170
    addmm_62 = torch.ops.aten.addmm.default(_param_constant170, view_176, t_62);  _param_constant170 = None
    view_177 = torch.ops.aten.view.default(addmm_62, [2, 8, 16]);  addmm_62 = None
    view_178 = torch.ops.aten.view.default(view_177, [2, 8, -1, 8]);  view_177 = None
    transpose_52 = torch.ops.aten.transpose.int(view_178, 1, 2);  view_178 = None
    transpose_53 = torch.ops.aten.transpose.int(transpose_51, 2, 3);  transpose_51 = None
    expand_42 = torch.ops.aten.expand.default(transpose_50, [2, 2, 8, 8]);  transpose_50 = None
    clone_40 = torch.ops.aten.clone.default(expand_42, memory_format = torch.contiguous_format);  expand_42 = None
    _unsafe_view_50 = torch.ops.aten._unsafe_view.default(clone_40, [4, 8, 8]);  clone_40 = None
    expand_43 = torch.ops.aten.expand.default(transpose_53, [2, 2, 8, 8]);  transpose_53 = None
    clone_41 = torch.ops.aten.clone.default(expand_43, memory_format = torch.contiguous_format);  expand_43 = None
    _unsafe_view_51 = torch.ops.aten._unsafe_view.default(clone_41, [4, 8, 8]);  clone_41 = None
    bmm_20 = torch.ops.aten.bmm.default(_unsafe_view_50, _unsafe_view_51)
    _unsafe_view_52 = torch.ops.aten._unsafe_view.default(bmm_20, [2, 2, 8, 8]);  bmm_20 = None
    mul_10 = torch.ops.aten.mul.Tensor(_unsafe_view_52, 0.3535533905932738);  _unsafe_view_52 = None
    _softmax_10 = torch.ops.aten._softmax.default(mul_10, -1, False);  mul_10 = None
    detach_10 = torch.ops.aten.detach.default(_softmax_10)
    expand_44 = torch.ops.aten.expand.default(_softmax_10, [2, 2, 8, 8]);  _softmax_10 = None
    view_179 = torch.ops.aten.view.default(expand_44, [4, 8, 8]);  expand_44 = None
    expand_45 = torch.ops.aten.expand.default(transpose_52, [2, 2, 8, 8]);  transpose_52 = None
    clone_42 = torch.ops.aten.clone.default(expand_45, memory_format = torch.contiguous_format);  expand_45 = None
    _unsafe_view_53 = torch.ops.aten._unsafe_view.default(clone_42, [4, 8, 8]);  clone_42 = None
    bmm_21 = torch.ops.aten.bmm.default(view_179, _unsafe_view_53)
    _unsafe_view_54 = torch.ops.aten._unsafe_view.default(bmm_21, [2, 2, 8, 8]);  bmm_21 = None
    transpose_54 = torch.ops.aten.transpose.int(_unsafe_view_54, 1, 2);  _unsafe_view_54 = None
    clone_43 = torch.ops.aten.clone.default(transpose_54, memory_format = torch.contiguous_format);  transpose_54 = None
    view_180 = torch.ops.aten.view.default(clone_43, [2, 8, -1]);  clone_43 = None
    view_181 = torch.ops.aten.view.default(view_180, [16, 16]);  view_180 = None
    _param_constant171 = self._param_constant171
    t_63 = torch.ops.aten.t.default(_param_constant171);  _param_constant171 = None
    _param_constant172 = self._param_constant172
    addmm_63 = torch.ops.aten.addmm.default(_param_constant172, view_181, t_63);  _param_constant172 = None
    view_182 = torch.ops.aten.view.default(addmm_63, [2, 8, 16]);  addmm_63 = None
    add_22 = torch.ops.aten.add.Tensor(view_182, getitem_60);  view_182 = getitem_60 = None
    _param_constant173 = self._param_constant173
    _param_constant174 = self._param_constant174
    native_layer_norm_21 = torch.ops.aten.native_layer_norm.default(add_22, [16], _param_constant173, _param_constant174, 1e-12);  _param_constant173 = _param_constant174 = None
    getitem_63 = native_layer_norm_21[0]
    getitem_64 = native_layer_norm_21[1]
    getitem_65 = native_layer_norm_21[2];  native_layer_norm_21 = None
    view_183 = torch.ops.aten.view.default(getitem_63, [16, 16])
    _param_constant175 = self._param_constant175
    t_64 = torch.ops.aten.t.default(_param_constant175);  _param_constant175 = None
    _param_constant176 = self._param_constant176
    addmm_64 = torch.ops.aten.addmm.default(_param_constant176, view_183, t_64);  _param_constant176 = None
    view_184 = torch.ops.aten.view.default(addmm_64, [2, 8, 32]);  addmm_64 = None
    gelu_10 = torch.ops.aten.gelu.default(view_184)
    view_185 = torch.ops.aten.view.default(gelu_10, [16, 32]);  gelu_10 = None
    _param_constant177 = self._param_constant177
    t_65 = torch.ops.aten.t.default(_param_constant177);  _param_constant177 = None
    _param_constant178 = self._param_constant178
    addmm_65 = torch.ops.aten.addmm.default(_param_constant178, view_185, t_65);  _param_constant178 = None
    view_186 = torch.ops.aten.view.default(addmm_65, [2, 8, 16]);  addmm_65 = None
    add_23 = torch.ops.aten.add.Tensor(view_186, getitem_63);  view_186 = getitem_63 = None
    _param_constant179 = self._param_constant179
    _param_constant180 = self._param_constant180
    native_layer_norm_22 = torch.ops.aten.native_layer_norm.default(add_23, [16], _param_constant179, _param_constant180, 1e-12);  _param_constant179 = _param_constant180 = None
    getitem_66 = native_layer_norm_22[0]
    getitem_67 = native_layer_norm_22[1]
    getitem_68 = native_layer_norm_22[2];  native_layer_norm_22 = None
    view_187 = torch.ops.aten.view.default(getitem_66, [16, 16])
    _param_constant181 = self._param_constant181
    t_66 = torch.ops.aten.t.default(_param_constant181);  _param_constant181 = None
    _param_constant182 = self._param_constant182
    addmm_66 = torch.ops.aten.addmm.default(_param_constant182, view_187, t_66);  _param_constant182 = None
    view_188 = torch.ops.aten.view.default(addmm_66, [2, 8, 16]);  addmm_66 = None
    view_189 = torch.ops.aten.view.default(view_188, [2, 8, -1, 8]);  view_188 = None
    transpose_55 = torch.ops.aten.transpose.int(view_189, 1, 2);  view_189 = None
    view_190 = torch.ops.aten.view.default(getitem_66, [16, 16])
    _param_constant183 = self._param_constant183
    t_67 = torch.ops.aten.t.default(_param_constant183);  _param_constant183 = None
    _param_constant184 = self._param_constant184
    addmm_67 = torch.ops.aten.addmm.default(_param_constant184, view_190, t_67);  _param_constant184 = None
    view_191 = torch.ops.aten.view.default(addmm_67, [2, 8, 16]);  addmm_67 = None
    view_192 = torch.ops.aten.view.default(view_191, [2, 8, -1, 8]);  view_191 = None
    transpose_56 = torch.ops.aten.transpose.int(view_192, 1, 2);  view_192 = None
    view_193 = torch.ops.aten.view.default(getitem_66, [16, 16])
    _param_constant185 = self._param_constant185
    t_68 = torch.ops.aten.t.default(_param_constant185);  _param_constant185 = None
    _param_constant186 = self._param_constant186
    addmm_68 = torch.ops.aten.addmm.default(_param_constant186, view_193, t_68);  _param_constant186 = None
    view_194 = torch.ops.aten.view.default(addmm_68, [2, 8, 16]);  addmm_68 = None
    view_195 = torch.ops.aten.view.default(view_194, [2, 8, -1, 8]);  view_194 = None
    transpose_57 = torch.ops.aten.transpose.int(view_195, 1, 2);  view_195 = None
    transpose_58 = torch.ops.aten.transpose.int(transpose_56, 2, 3);  transpose_56 = None
    expand_46 = torch.ops.aten.expand.default(transpose_55, [2, 2, 8, 8]);  transpose_55 = None
    clone_44 = torch.ops.aten.clone.default(expand_46, memory_format = torch.contiguous_format);  expand_46 = None
    _unsafe_view_55 = torch.ops.aten._unsafe_view.default(clone_44, [4, 8, 8]);  clone_44 = None
    expand_47 = torch.ops.aten.expand.default(transpose_58, [2, 2, 8, 8]);  transpose_58 = None
    clone_45 = torch.ops.aten.clone.default(expand_47, memory_format = torch.contiguous_format);  expand_47 = None
    _unsafe_view_56 = torch.ops.aten._unsafe_view.default(clone_45, [4, 8, 8]);  clone_45 = None
    bmm_22 = torch.ops.aten.bmm.default(_unsafe_view_55, _unsafe_view_56)
    _unsafe_view_57 = torch.ops.aten._unsafe_view.default(bmm_22, [2, 2, 8, 8]);  bmm_22 = None
    mul_11 = torch.ops.aten.mul.Tensor(_unsafe_view_57, 0.3535533905932738);  _unsafe_view_57 = None
    _softmax_11 = torch.ops.aten._softmax.default(mul_11, -1, False);  mul_11 = None
    detach_11 = torch.ops.aten.detach.default(_softmax_11)
    expand_48 = torch.ops.aten.expand.default(_softmax_11, [2, 2, 8, 8]);  _softmax_11 = None
    view_196 = torch.ops.aten.view.default(expand_48, [4, 8, 8]);  expand_48 = None
    expand_49 = torch.ops.aten.expand.default(transpose_57, [2, 2, 8, 8]);  transpose_57 = None
    clone_46 = torch.ops.aten.clone.default(expand_49, memory_format = torch.contiguous_format);  expand_49 = None
    _unsafe_view_58 = torch.ops.aten._unsafe_view.default(clone_46, [4, 8, 8]);  clone_46 = None
    bmm_23 = torch.ops.aten.bmm.default(view_196, _unsafe_view_58)
    _unsafe_view_59 = torch.ops.aten._unsafe_view.default(bmm_23, [2, 2, 8, 8]);  bmm_23 = None
    transpose_59 = torch.ops.aten.transpose.int(_unsafe_view_59, 1, 2);  _unsafe_view_59 = None
    clone_47 = torch.ops.aten.clone.default(transpose_59, memory_format = torch.contiguous_format);  transpose_59 = None
    view_197 = torch.ops.aten.view.default(clone_47, [2, 8, -1]);  clone_47 = None
    view_198 = torch.ops.aten.view.default(view_197, [16, 16]);  view_197 = None
    _param_constant187 = self._param_constant187
    t_69 = torch.ops.aten.t.default(_param_constant187);  _param_constant187 = None
    _param_constant188 = self._param_constant188
    addmm_69 = torch.ops.aten.addmm.default(_param_constant188, view_198, t_69);  _param_constant188 = None
    view_199 = torch.ops.aten.view.default(addmm_69, [2, 8, 16]);  addmm_69 = None
    add_24 = torch.ops.aten.add.Tensor(view_199, getitem_66);  view_199 = getitem_66 = None
    _param_constant189 = self._param_constant189
    _param_constant190 = self._param_constant190
    native_layer_norm_23 = torch.ops.aten.native_layer_norm.default(add_24, [16], _param_constant189, _param_constant190, 1e-12);  _param_constant189 = _param_constant190 = None
    getitem_69 = native_layer_norm_23[0]
    getitem_70 = native_layer_norm_23[1]
    getitem_71 = native_layer_norm_23[2];  native_layer_norm_23 = None
    view_200 = torch.ops.aten.view.default(getitem_69, [16, 16])
    _param_constant191 = self._param_constant191
    t_70 = torch.ops.aten.t.default(_param_constant191);  _param_constant191 = None
    _param_constant192 = self._param_constant192
    addmm_70 = torch.ops.aten.addmm.default(_param_constant192, view_200, t_70);  _param_constant192 = None
    view_201 = torch.ops.aten.view.default(addmm_70, [2, 8, 32]);  addmm_70 = None
    gelu_11 = torch.ops.aten.gelu.default(view_201)
    view_202 = torch.ops.aten.view.default(gelu_11, [16, 32]);  gelu_11 = None
    _param_constant193 = self._param_constant193
    t_71 = torch.ops.aten.t.default(_param_constant193);  _param_constant193 = None
    _param_constant194 = self._param_constant194
    addmm_71 = torch.ops.aten.addmm.default(_param_constant194, view_202, t_71);  _param_constant194 = None
    view_203 = torch.ops.aten.view.default(addmm_71, [2, 8, 16]);  addmm_71 = None
    add_25 = torch.ops.aten.add.Tensor(view_203, getitem_69);  view_203 = getitem_69 = None
    _param_constant195 = self._param_constant195
    _param_constant196 = self._param_constant196
    native_layer_norm_24 = torch.ops.aten.native_layer_norm.default(add_25, [16], _param_constant195, _param_constant196, 1e-12);  _param_constant195 = _param_constant196 = None
    getitem_72 = native_layer_norm_24[0]
    getitem_73 = native_layer_norm_24[1]
    getitem_74 = native_layer_norm_24[2];  native_layer_norm_24 = None
    view_204 = torch.ops.aten.view.default(getitem_72, [16, 16]);  getitem_72 = None
    _param_constant197 = self._param_constant197
    t_72 = torch.ops.aten.t.default(_param_constant197);  _param_constant197 = None
    _param_constant198 = self._param_constant198
    addmm_72 = torch.ops.aten.addmm.default(_param_constant198, view_204, t_72);  _param_constant198 = None
    view_205 = torch.ops.aten.view.default(addmm_72, [2, 8, 16]);  addmm_72 = None
    gelu_12 = torch.ops.aten.gelu.default(view_205)
    _param_constant199 = self._param_constant199
    _param_constant200 = self._param_constant200
    native_layer_norm_25 = torch.ops.aten.native_layer_norm.default(gelu_12, [16], _param_constant199, _param_constant200, 1e-12);  _param_constant199 = _param_constant200 = None
    getitem_75 = native_layer_norm_25[0]
    getitem_76 = native_layer_norm_25[1]
    getitem_77 = native_layer_norm_25[2];  native_layer_norm_25 = None
    view_206 = torch.ops.aten.view.default(getitem_75, [16, 16]);  getitem_75 = None
    _param_constant0_1 = self._param_constant0
    t_73 = torch.ops.aten.t.default(_param_constant0_1);  _param_constant0_1 = None
    _param_constant201 = self._param_constant201
    addmm_73 = torch.ops.aten.addmm.default(_param_constant201, view_206, t_73);  _param_constant201 = None
    view_207 = torch.ops.aten.view.default(addmm_73, [2, 8, 64]);  addmm_73 = None
    view_208 = torch.ops.aten.view.default(view_207, [-1, 64]);  view_207 = None
    view_209 = torch.ops.aten.view.default(labels_1, [-1]);  labels_1 = None
    _log_softmax = torch.ops.aten._log_softmax.default(view_208, 1, False);  view_208 = None
    detach_12 = torch.ops.aten.detach.default(_log_softmax)
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, view_209, None, 1, -100)
    getitem_78 = nll_loss_forward[0]
    getitem_79 = nll_loss_forward[1];  nll_loss_forward = None
    ones_like = torch.ops.aten.ones_like.default(getitem_78, pin_memory = False, memory_format = torch.preserve_format)
    nll_loss_backward = torch.ops.aten.nll_loss_backward.default(ones_like, _log_softmax, view_209, None, 1, -100, getitem_79);  ones_like = _log_softmax = view_209 = getitem_79 = None
    detach_13 = torch.ops.aten.detach.default(detach_12);  detach_12 = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach_13, 1, torch.float32);  nll_loss_backward = detach_13 = None
    view_210 = torch.ops.aten.view.default(_log_softmax_backward_data, [2, 8, 64]);  _log_softmax_backward_data = None
    view_211 = torch.ops.aten.view.default(view_210, [16, 64]);  view_210 = None
    t_74 = torch.ops.aten.t.default(t_73);  t_73 = None
    mm = torch.ops.aten.mm.default(view_211, t_74);  t_74 = None
    t_75 = torch.ops.aten.t.default(view_211)
    mm_1 = torch.ops.aten.mm.default(t_75, view_206);  t_75 = view_206 = None
    t_76 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(view_211, [0], True);  view_211 = None
    view_212 = torch.ops.aten.view.default(sum_1, [64]);  sum_1 = None
    t_77 = torch.ops.aten.t.default(t_76);  t_76 = None
    view_213 = torch.ops.aten.view.default(mm, [2, 8, 16]);  mm = None
    _param_constant199_1 = self._param_constant199
    _param_constant200_1 = self._param_constant200
    native_layer_norm_backward = torch.ops.aten.native_layer_norm_backward.default(view_213, gelu_12, [16], getitem_76, getitem_77, _param_constant199_1, _param_constant200_1, [True, True, True]);  view_213 = gelu_12 = getitem_76 = getitem_77 = _param_constant199_1 = _param_constant200_1 = None
    getitem_80 = native_layer_norm_backward[0]
    getitem_81 = native_layer_norm_backward[1]
    getitem_82 = native_layer_norm_backward[2];  native_layer_norm_backward = None
    gelu_backward = torch.ops.aten.gelu_backward.default(getitem_80, view_205);  getitem_80 = view_205 = None
    view_214 = torch.ops.aten.view.default(gelu_backward, [16, 16]);  gelu_backward = None
    t_78 = torch.ops.aten.t.default(t_72);  t_72 = None
    mm_2 = torch.ops.aten.mm.default(view_214, t_78);  t_78 = None
    t_79 = torch.ops.aten.t.default(view_214)
    mm_3 = torch.ops.aten.mm.default(t_79, view_204);  t_79 = view_204 = None
    t_80 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(view_214, [0], True);  view_214 = None
    view_215 = torch.ops.aten.view.default(sum_2, [16]);  sum_2 = None
    t_81 = torch.ops.aten.t.default(t_80);  t_80 = None
    view_216 = torch.ops.aten.view.default(mm_2, [2, 8, 16]);  mm_2 = None
    _param_constant195_1 = self._param_constant195
    _param_constant196_1 = self._param_constant196
    native_layer_norm_backward_1 = torch.ops.aten.native_layer_norm_backward.default(view_216, add_25, [16], getitem_73, getitem_74, _param_constant195_1, _param_constant196_1, [True, True, True]);  view_216 = add_25 = getitem_73 = getitem_74 = _param_constant195_1 = _param_constant196_1 = None
    getitem_83 = native_layer_norm_backward_1[0]
    getitem_84 = native_layer_norm_backward_1[1]
    getitem_85 = native_layer_norm_backward_1[2];  native_layer_norm_backward_1 = None
    view_217 = torch.ops.aten.view.default(getitem_83, [16, 16])
    t_82 = torch.ops.aten.t.default(t_71);  t_71 = None
    mm_4 = torch.ops.aten.mm.default(view_217, t_82);  t_82 = None
    t_83 = torch.ops.aten.t.default(view_217)
    mm_5 = torch.ops.aten.mm.default(t_83, view_202);  t_83 = view_202 = None
    t_84 = torch.ops.aten.t.default(mm_5);  mm_5 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(view_217, [0], True);  view_217 = None
    view_218 = torch.ops.aten.view.default(sum_3, [16]);  sum_3 = None
    t_85 = torch.ops.aten.t.default(t_84);  t_84 = None
    view_219 = torch.ops.aten.view.default(mm_4, [2, 8, 32]);  mm_4 = None
    gelu_backward_1 = torch.ops.aten.gelu_backward.default(view_219, view_201);  view_219 = view_201 = None
    view_220 = torch.ops.aten.view.default(gelu_backward_1, [16, 32]);  gelu_backward_1 = None
    t_86 = torch.ops.aten.t.default(t_70);  t_70 = None
    mm_6 = torch.ops.aten.mm.default(view_220, t_86);  t_86 = None
    t_87 = torch.ops.aten.t.default(view_220)
    mm_7 = torch.ops.aten.mm.default(t_87, view_200);  t_87 = view_200 = None
    t_88 = torch.ops.aten.t.default(mm_7);  mm_7 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(view_220, [0], True);  view_220 = None
    view_221 = torch.ops.aten.view.default(sum_4, [32]);  sum_4 = None
    t_89 = torch.ops.aten.t.default(t_88);  t_88 = None
    view_222 = torch.ops.aten.view.default(mm_6, [2, 8, 16]);  mm_6 = None
    add_26 = torch.ops.aten.add.Tensor(getitem_83, view_222);  getitem_83 = view_222 = None
    _param_constant189_1 = self._param_constant189
    _param_constant190_1 = self._param_constant190
    native_layer_norm_backward_2 = torch.ops.aten.native_layer_norm_backward.default(add_26, add_24, [16], getitem_70, getitem_71, _param_constant189_1, _param_constant190_1, [True, True, True]);  add_26 = add_24 = getitem_70 = getitem_71 = _param_constant189_1 = _param_constant190_1 = None
    getitem_86 = native_layer_norm_backward_2[0]
    getitem_87 = native_layer_norm_backward_2[1]
    getitem_88 = native_layer_norm_backward_2[2];  native_layer_norm_backward_2 = None
    view_223 = torch.ops.aten.view.default(getitem_86, [16, 16])
    t_90 = torch.ops.aten.t.default(t_69);  t_69 = None
    mm_8 = torch.ops.aten.mm.default(view_223, t_90);  t_90 = None
    t_91 = torch.ops.aten.t.default(view_223)
    mm_9 = torch.ops.aten.mm.default(t_91, view_198);  t_91 = view_198 = None
    t_92 = torch.ops.aten.t.default(mm_9);  mm_9 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(view_223, [0], True);  view_223 = None
    view_224 = torch.ops.aten.view.default(sum_5, [16]);  sum_5 = None
    t_93 = torch.ops.aten.t.default(t_92);  t_92 = None
    view_225 = torch.ops.aten.view.default(mm_8, [2, 8, 16]);  mm_8 = None
    view_226 = torch.ops.aten.view.default(view_225, [2, 8, 2, 8]);  view_225 = None
    transpose_60 = torch.ops.aten.transpose.int(view_226, 1, 2);  view_226 = None
    clone_48 = torch.ops.aten.clone.default(transpose_60, memory_format = torch.contiguous_format);  transpose_60 = None
    _unsafe_view_60 = torch.ops.aten._unsafe_view.default(clone_48, [4, 8, 8]);  clone_48 = None
    transpose_61 = torch.ops.aten.transpose.int(view_196, 1, 2);  view_196 = None
    bmm_24 = torch.ops.aten.bmm.default(transpose_61, _unsafe_view_60);  transpose_61 = None
    transpose_62 = torch.ops.aten.transpose.int(_unsafe_view_58, 1, 2);  _unsafe_view_58 = None
    bmm_25 = torch.ops.aten.bmm.default(_unsafe_view_60, transpose_62);  _unsafe_view_60 = transpose_62 = None
    view_227 = torch.ops.aten.view.default(bmm_24, [2, 2, 8, 8]);  bmm_24 = None
    view_228 = torch.ops.aten.view.default(bmm_25, [2, 2, 8, 8]);  bmm_25 = None
    detach_14 = torch.ops.aten.detach.default(detach_11);  detach_11 = None
    _softmax_backward_data = torch.ops.aten._softmax_backward_data.default(view_228, detach_14, -1, torch.float32);  view_228 = detach_14 = None
    mul_12 = torch.ops.aten.mul.Tensor(_softmax_backward_data, 0.3535533905932738);  _softmax_backward_data = None
    view_229 = torch.ops.aten.view.default(mul_12, [4, 8, 8]);  mul_12 = None
    transpose_63 = torch.ops.aten.transpose.int(_unsafe_view_55, 1, 2);  _unsafe_view_55 = None
    bmm_26 = torch.ops.aten.bmm.default(transpose_63, view_229);  transpose_63 = None
    transpose_64 = torch.ops.aten.transpose.int(_unsafe_view_56, 1, 2);  _unsafe_view_56 = None
    bmm_27 = torch.ops.aten.bmm.default(view_229, transpose_64);  view_229 = transpose_64 = None
    view_230 = torch.ops.aten.view.default(bmm_26, [2, 2, 8, 8]);  bmm_26 = None
    view_231 = torch.ops.aten.view.default(bmm_27, [2, 2, 8, 8]);  bmm_27 = None
    transpose_65 = torch.ops.aten.transpose.int(view_230, 2, 3);  view_230 = None
    transpose_66 = torch.ops.aten.transpose.int(view_227, 1, 2);  view_227 = None
    clone_49 = torch.ops.aten.clone.default(transpose_66, memory_format = torch.contiguous_format);  transpose_66 = None
    _unsafe_view_61 = torch.ops.aten._unsafe_view.default(clone_49, [2, 8, 16]);  clone_49 = None
    view_232 = torch.ops.aten.view.default(_unsafe_view_61, [16, 16]);  _unsafe_view_61 = None
    t_94 = torch.ops.aten.t.default(t_68);  t_68 = None
    mm_10 = torch.ops.aten.mm.default(view_232, t_94);  t_94 = None
    t_95 = torch.ops.aten.t.default(view_232)
    mm_11 = torch.ops.aten.mm.default(t_95, view_193);  t_95 = view_193 = None
    t_96 = torch.ops.aten.t.default(mm_11);  mm_11 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(view_232, [0], True);  view_232 = None
    view_233 = torch.ops.aten.view.default(sum_6, [16]);  sum_6 = None
    t_97 = torch.ops.aten.t.default(t_96);  t_96 = None
    view_234 = torch.ops.aten.view.default(mm_10, [2, 8, 16]);  mm_10 = None
    add_27 = torch.ops.aten.add.Tensor(getitem_86, view_234);  getitem_86 = view_234 = None
    transpose_67 = torch.ops.aten.transpose.int(transpose_65, 1, 2);  transpose_65 = None
    view_235 = torch.ops.aten.view.default(transpose_67, [2, 8, 16]);  transpose_67 = None
    clone_50 = torch.ops.aten.clone.default(view_235, memory_format = torch.contiguous_format);  view_235 = None
    _unsafe_view_62 = torch.ops.aten._unsafe_view.default(clone_50, [16, 16]);  clone_50 = None
    t_98 = torch.ops.aten.t.default(t_67);  t_67 = None
    mm_12 = torch.ops.aten.mm.default(_unsafe_view_62, t_98);  t_98 = None
    t_99 = torch.ops.aten.t.default(_unsafe_view_62)
    mm_13 = torch.ops.aten.mm.default(t_99, view_190);  t_99 = view_190 = None
    t_100 = torch.ops.aten.t.default(mm_13);  mm_13 = None
    sum_7 = torch.ops.aten.sum.dim_IntList(_unsafe_view_62, [0], True);  _unsafe_view_62 = None
    view_236 = torch.ops.aten.view.default(sum_7, [16]);  sum_7 = None
    t_101 = torch.ops.aten.t.default(t_100);  t_100 = None
    view_237 = torch.ops.aten.view.default(mm_12, [2, 8, 16]);  mm_12 = None
    add_28 = torch.ops.aten.add.Tensor(add_27, view_237);  add_27 = view_237 = None
    transpose_68 = torch.ops.aten.transpose.int(view_231, 1, 2);  view_231 = None
    clone_51 = torch.ops.aten.clone.default(transpose_68, memory_format = torch.contiguous_format);  transpose_68 = None
    _unsafe_view_63 = torch.ops.aten._unsafe_view.default(clone_51, [2, 8, 16]);  clone_51 = None
    view_238 = torch.ops.aten.view.default(_unsafe_view_63, [16, 16]);  _unsafe_view_63 = None
    t_102 = torch.ops.aten.t.default(t_66);  t_66 = None
    mm_14 = torch.ops.aten.mm.default(view_238, t_102);  t_102 = None
    t_103 = torch.ops.aten.t.default(view_238)
    mm_15 = torch.ops.aten.mm.default(t_103, view_187);  t_103 = view_187 = None
    t_104 = torch.ops.aten.t.default(mm_15);  mm_15 = None
    sum_8 = torch.ops.aten.sum.dim_IntList(view_238, [0], True);  view_238 = None
    view_239 = torch.ops.aten.view.default(sum_8, [16]);  sum_8 = None
    t_105 = torch.ops.aten.t.default(t_104);  t_104 = None
    view_240 = torch.ops.aten.view.default(mm_14, [2, 8, 16]);  mm_14 = None
    add_29 = torch.ops.aten.add.Tensor(add_28, view_240);  add_28 = view_240 = None
    _param_constant179_1 = self._param_constant179
    _param_constant180_1 = self._param_constant180
    native_layer_norm_backward_3 = torch.ops.aten.native_layer_norm_backward.default(add_29, add_23, [16], getitem_67, getitem_68, _param_constant179_1, _param_constant180_1, [True, True, True]);  add_29 = add_23 = getitem_67 = getitem_68 = _param_constant179_1 = _param_constant180_1 = None
    getitem_89 = native_layer_norm_backward_3[0]
    getitem_90 = native_layer_norm_backward_3[1]
    getitem_91 = native_layer_norm_backward_3[2];  native_layer_norm_backward_3 = None
    view_241 = torch.ops.aten.view.default(getitem_89, [16, 16])
    t_106 = torch.ops.aten.t.default(t_65);  t_65 = None
    mm_16 = torch.ops.aten.mm.default(view_241, t_106);  t_106 = None
    t_107 = torch.ops.aten.t.default(view_241)
    mm_17 = torch.ops.aten.mm.default(t_107, view_185);  t_107 = view_185 = None
    t_108 = torch.ops.aten.t.default(mm_17);  mm_17 = None
    sum_9 = torch.ops.aten.sum.dim_IntList(view_241, [0], True);  view_241 = None
    view_242 = torch.ops.aten.view.default(sum_9, [16]);  sum_9 = None
    t_109 = torch.ops.aten.t.default(t_108);  t_108 = None
    view_243 = torch.ops.aten.view.default(mm_16, [2, 8, 32]);  mm_16 = None
    gelu_backward_2 = torch.ops.aten.gelu_backward.default(view_243, view_184);  view_243 = view_184 = None
    view_244 = torch.ops.aten.view.default(gelu_backward_2, [16, 32]);  gelu_backward_2 = None
    t_110 = torch.ops.aten.t.default(t_64);  t_64 = None
    mm_18 = torch.ops.aten.mm.default(view_244, t_110);  t_110 = None
    t_111 = torch.ops.aten.t.default(view_244)
    mm_19 = torch.ops.aten.mm.default(t_111, view_183);  t_111 = view_183 = None
    t_112 = torch.ops.aten.t.default(mm_19);  mm_19 = None
    sum_10 = torch.ops.aten.sum.dim_IntList(view_244, [0], True);  view_244 = None
    view_245 = torch.ops.aten.view.default(sum_10, [32]);  sum_10 = None
    t_113 = torch.ops.aten.t.default(t_112);  t_112 = None
    view_246 = torch.ops.aten.view.default(mm_18, [2, 8, 16]);  mm_18 = None
    add_30 = torch.ops.aten.add.Tensor(getitem_89, view_246);  getitem_89 = view_246 = None
    _param_constant173_1 = self._param_constant173
    _param_constant174_1 = self._param_constant174
    native_layer_norm_backward_4 = torch.ops.aten.native_layer_norm_backward.default(add_30, add_22, [16], getitem_64, getitem_65, _param_constant173_1, _param_constant174_1, [True, True, True]);  add_30 = add_22 = getitem_64 = getitem_65 = _param_constant173_1 = _param_constant174_1 = None
    getitem_92 = native_layer_norm_backward_4[0]
    getitem_93 = native_layer_norm_backward_4[1]
    getitem_94 = native_layer_norm_backward_4[2];  native_layer_norm_backward_4 = None
    view_247 = torch.ops.aten.view.default(getitem_92, [16, 16])
    t_114 = torch.ops.aten.t.default(t_63);  t_63 = None
    mm_20 = torch.ops.aten.mm.default(view_247, t_114);  t_114 = None
    t_115 = torch.ops.aten.t.default(view_247)
    mm_21 = torch.ops.aten.mm.default(t_115, view_181);  t_115 = view_181 = None
    t_116 = torch.ops.aten.t.default(mm_21);  mm_21 = None
    sum_11 = torch.ops.aten.sum.dim_IntList(view_247, [0], True);  view_247 = None
    view_248 = torch.ops.aten.view.default(sum_11, [16]);  sum_11 = None
    t_117 = torch.ops.aten.t.default(t_116);  t_116 = None
    view_249 = torch.ops.aten.view.default(mm_20, [2, 8, 16]);  mm_20 = None
    view_250 = torch.ops.aten.view.default(view_249, [2, 8, 2, 8]);  view_249 = None
    transpose_69 = torch.ops.aten.transpose.int(view_250, 1, 2);  view_250 = None
    clone_52 = torch.ops.aten.clone.default(transpose_69, memory_format = torch.contiguous_format);  transpose_69 = None
    _unsafe_view_64 = torch.ops.aten._unsafe_view.default(clone_52, [4, 8, 8]);  clone_52 = None
    transpose_70 = torch.ops.aten.transpose.int(view_179, 1, 2);  view_179 = None
    bmm_28 = torch.ops.aten.bmm.default(transpose_70, _unsafe_view_64);  transpose_70 = None
    transpose_71 = torch.ops.aten.transpose.int(_unsafe_view_53, 1, 2);  _unsafe_view_53 = None
    bmm_29 = torch.ops.aten.bmm.default(_unsafe_view_64, transpose_71);  _unsafe_view_64 = transpose_71 = None
    view_251 = torch.ops.aten.view.default(bmm_28, [2, 2, 8, 8]);  bmm_28 = None
    view_252 = torch.ops.aten.view.default(bmm_29, [2, 2, 8, 8]);  bmm_29 = None
    detach_15 = torch.ops.aten.detach.default(detach_10);  detach_10 = None
    _softmax_backward_data_1 = torch.ops.aten._softmax_backward_data.default(view_252, detach_15, -1, torch.float32);  view_252 = detach_15 = None
    mul_13 = torch.ops.aten.mul.Tensor(_softmax_backward_data_1, 0.3535533905932738);  _softmax_backward_data_1 = None
    view_253 = torch.ops.aten.view.default(mul_13, [4, 8, 8]);  mul_13 = None
    transpose_72 = torch.ops.aten.transpose.int(_unsafe_view_50, 1, 2);  _unsafe_view_50 = None
    bmm_30 = torch.ops.aten.bmm.default(transpose_72, view_253);  transpose_72 = None
    transpose_73 = torch.ops.aten.transpose.int(_unsafe_view_51, 1, 2);  _unsafe_view_51 = None
    bmm_31 = torch.ops.aten.bmm.default(view_253, transpose_73);  view_253 = transpose_73 = None
    view_254 = torch.ops.aten.view.default(bmm_30, [2, 2, 8, 8]);  bmm_30 = None
    view_255 = torch.ops.aten.view.default(bmm_31, [2, 2, 8, 8]);  bmm_31 = None
    transpose_74 = torch.ops.aten.transpose.int(view_254, 2, 3);  view_254 = None
    transpose_75 = torch.ops.aten.transpose.int(view_251, 1, 2);  view_251 = None
    clone_53 = torch.ops.aten.clone.default(transpose_75, memory_format = torch.contiguous_format);  transpose_75 = None
    _unsafe_view_65 = torch.ops.aten._unsafe_view.default(clone_53, [2, 8, 16]);  clone_53 = None
    view_256 = torch.ops.aten.view.default(_unsafe_view_65, [16, 16]);  _unsafe_view_65 = None
    t_118 = torch.ops.aten.t.default(t_62);  t_62 = None
    mm_22 = torch.ops.aten.mm.default(view_256, t_118);  t_118 = None
    t_119 = torch.ops.aten.t.default(view_256)
    mm_23 = torch.ops.aten.mm.default(t_119, view_176);  t_119 = view_176 = None
    t_120 = torch.ops.aten.t.default(mm_23);  mm_23 = None
    sum_12 = torch.ops.aten.sum.dim_IntList(view_256, [0], True);  view_256 = None
    view_257 = torch.ops.aten.view.default(sum_12, [16]);  sum_12 = None
    t_121 = torch.ops.aten.t.default(t_120);  t_120 = None
    view_258 = torch.ops.aten.view.default(mm_22, [2, 8, 16]);  mm_22 = None
    add_31 = torch.ops.aten.add.Tensor(getitem_92, view_258);  getitem_92 = view_258 = None
    transpose_76 = torch.ops.aten.transpose.int(transpose_74, 1, 2);  transpose_74 = None
    view_259 = torch.ops.aten.view.default(transpose_76, [2, 8, 16]);  transpose_76 = None
    clone_54 = torch.ops.aten.clone.default(view_259, memory_format = torch.contiguous_format);  view_259 = None
    _unsafe_view_66 = torch.ops.aten._unsafe_view.default(clone_54, [16, 16]);  clone_54 = None
    t_122 = torch.ops.aten.t.default(t_61);  t_61 = None
    mm_24 = torch.ops.aten.mm.default(_unsafe_view_66, t_122);  t_122 = None
    t_123 = torch.ops.aten.t.default(_unsafe_view_66)
    mm_25 = torch.ops.aten.mm.default(t_123, view_173);  t_123 = view_173 = None
    t_124 = torch.ops.aten.t.default(mm_25);  mm_25 = None
    sum_13 = torch.ops.aten.sum.dim_IntList(_unsafe_view_66, [0], True);  _unsafe_view_66 = None
    view_260 = torch.ops.aten.view.default(sum_13, [16]);  sum_13 = None
    t_125 = torch.ops.aten.t.default(t_124);  t_124 = None
    view_261 = torch.ops.aten.view.default(mm_24, [2, 8, 16]);  mm_24 = None
    add_32 = torch.ops.aten.add.Tensor(add_31, view_261);  add_31 = view_261 = None
    transpose_77 = torch.ops.aten.transpose.int(view_255, 1, 2);  view_255 = None
    clone_55 = torch.ops.aten.clone.default(transpose_77, memory_format = torch.contiguous_format);  transpose_77 = None
    _unsafe_view_67 = torch.ops.aten._unsafe_view.default(clone_55, [2, 8, 16]);  clone_55 = None
    view_262 = torch.ops.aten.view.default(_unsafe_view_67, [16, 16]);  _unsafe_view_67 = None
    t_126 = torch.ops.aten.t.default(t_60);  t_60 = None
    mm_26 = torch.ops.aten.mm.default(view_262, t_126);  t_126 = None
    t_127 = torch.ops.aten.t.default(view_262)
    mm_27 = torch.ops.aten.mm.default(t_127, view_170);  t_127 = view_170 = None
    t_128 = torch.ops.aten.t.default(mm_27);  mm_27 = None
    sum_14 = torch.ops.aten.sum.dim_IntList(view_262, [0], True);  view_262 = None
    view_263 = torch.ops.aten.view.default(sum_14, [16]);  sum_14 = None
    t_129 = torch.ops.aten.t.default(t_128);  t_128 = None
    view_264 = torch.ops.aten.view.default(mm_26, [2, 8, 16]);  mm_26 = None
    add_33 = torch.ops.aten.add.Tensor(add_32, view_264);  add_32 = view_264 = None
    _param_constant163_1 = self._param_constant163
    _param_constant164_1 = self._param_constant164
    native_layer_norm_backward_5 = torch.ops.aten.native_layer_norm_backward.default(add_33, add_21, [16], getitem_61, getitem_62, _param_constant163_1, _param_constant164_1, [True, True, True]);  add_33 = add_21 = getitem_61 = getitem_62 = _param_constant163_1 = _param_constant164_1 = None
    getitem_95 = native_layer_norm_backward_5[0]
    getitem_96 = native_layer_norm_backward_5[1]
    getitem_97 = native_layer_norm_backward_5[2];  native_layer_norm_backward_5 = None
    view_265 = torch.ops.aten.view.default(getitem_95, [16, 16])
    t_130 = torch.ops.aten.t.default(t_59);  t_59 = None
    mm_28 = torch.ops.aten.mm.default(view_265, t_130);  t_130 = None
    t_131 = torch.ops.aten.t.default(view_265)
    mm_29 = torch.ops.aten.mm.default(t_131, view_168);  t_131 = view_168 = None
    t_132 = torch.ops.aten.t.default(mm_29);  mm_29 = None
    sum_15 = torch.ops.aten.sum.dim_IntList(view_265, [0], True);  view_265 = None
    view_266 = torch.ops.aten.view.default(sum_15, [16]);  sum_15 = None
    t_133 = torch.ops.aten.t.default(t_132);  t_132 = None
    view_267 = torch.ops.aten.view.default(mm_28, [2, 8, 32]);  mm_28 = None
    gelu_backward_3 = torch.ops.aten.gelu_backward.default(view_267, view_167);  view_267 = view_167 = None
    view_268 = torch.ops.aten.view.default(gelu_backward_3, [16, 32]);  gelu_backward_3 = None
    t_134 = torch.ops.aten.t.default(t_58);  t_58 = None
    mm_30 = torch.ops.aten.mm.default(view_268, t_134);  t_134 = None
    t_135 = torch.ops.aten.t.default(view_268)
    mm_31 = torch.ops.aten.mm.default(t_135, view_166);  t_135 = view_166 = None
    t_136 = torch.ops.aten.t.default(mm_31);  mm_31 = None
    sum_16 = torch.ops.aten.sum.dim_IntList(view_268, [0], True);  view_268 = None
    view_269 = torch.ops.aten.view.default(sum_16, [32]);  sum_16 = None
    t_137 = torch.ops.aten.t.default(t_136);  t_136 = None
    view_270 = torch.ops.aten.view.default(mm_30, [2, 8, 16]);  mm_30 = None
    add_34 = torch.ops.aten.add.Tensor(getitem_95, view_270);  getitem_95 = view_270 = None
    _param_constant157_1 = self._param_constant157
    _param_constant158_1 = self._param_constant158
    native_layer_norm_backward_6 = torch.ops.aten.native_layer_norm_backward.default(add_34, add_20, [16], getitem_58, getitem_59, _param_constant157_1, _param_constant158_1, [True, True, True]);  add_34 = add_20 = getitem_58 = getitem_59 = _param_constant157_1 = _param_constant158_1 = None
    getitem_98 = native_layer_norm_backward_6[0]
    getitem_99 = native_layer_norm_backward_6[1]
    getitem_100 = native_layer_norm_backward_6[2];  native_layer_norm_backward_6 = None
    view_271 = torch.ops.aten.view.default(getitem_98, [16, 16])
    t_138 = torch.ops.aten.t.default(t_57);  t_57 = None
    mm_32 = torch.ops.aten.mm.default(view_271, t_138);  t_138 = None
    t_139 = torch.ops.aten.t.default(view_271)
    mm_33 = torch.ops.aten.mm.default(t_139, view_164);  t_139 = view_164 = None
    t_140 = torch.ops.aten.t.default(mm_33);  mm_33 = None
    sum_17 = torch.ops.aten.sum.dim_IntList(view_271, [0], True);  view_271 = None
    view_272 = torch.ops.aten.view.default(sum_17, [16]);  sum_17 = None
    t_141 = torch.ops.aten.t.default(t_140);  t_140 = None
    view_273 = torch.ops.aten.view.default(mm_32, [2, 8, 16]);  mm_32 = None
    view_274 = torch.ops.aten.view.default(view_273, [2, 8, 2, 8]);  view_273 = None
    transpose_78 = torch.ops.aten.transpose.int(view_274, 1, 2);  view_274 = None
    clone_56 = torch.ops.aten.clone.default(transpose_78, memory_format = torch.contiguous_format);  transpose_78 = None
    _unsafe_view_68 = torch.ops.aten._unsafe_view.default(clone_56, [4, 8, 8]);  clone_56 = None
    transpose_79 = torch.ops.aten.transpose.int(view_162, 1, 2);  view_162 = None
    bmm_32 = torch.ops.aten.bmm.default(transpose_79, _unsafe_view_68);  transpose_79 = None
    transpose_80 = torch.ops.aten.transpose.int(_unsafe_view_48, 1, 2);  _unsafe_view_48 = None
    bmm_33 = torch.ops.aten.bmm.default(_unsafe_view_68, transpose_80);  _unsafe_view_68 = transpose_80 = None
    view_275 = torch.ops.aten.view.default(bmm_32, [2, 2, 8, 8]);  bmm_32 = None
    view_276 = torch.ops.aten.view.default(bmm_33, [2, 2, 8, 8]);  bmm_33 = None
    detach_16 = torch.ops.aten.detach.default(detach_9);  detach_9 = None
    _softmax_backward_data_2 = torch.ops.aten._softmax_backward_data.default(view_276, detach_16, -1, torch.float32);  view_276 = detach_16 = None
    mul_14 = torch.ops.aten.mul.Tensor(_softmax_backward_data_2, 0.3535533905932738);  _softmax_backward_data_2 = None
    view_277 = torch.ops.aten.view.default(mul_14, [4, 8, 8]);  mul_14 = None
    transpose_81 = torch.ops.aten.transpose.int(_unsafe_view_45, 1, 2);  _unsafe_view_45 = None
    bmm_34 = torch.ops.aten.bmm.default(transpose_81, view_277);  transpose_81 = None
    transpose_82 = torch.ops.aten.transpose.int(_unsafe_view_46, 1, 2);  _unsafe_view_46 = None
    bmm_35 = torch.ops.aten.bmm.default(view_277, transpose_82);  view_277 = transpose_82 = None
    view_278 = torch.ops.aten.view.default(bmm_34, [2, 2, 8, 8]);  bmm_34 = None
    view_279 = torch.ops.aten.view.default(bmm_35, [2, 2, 8, 8]);  bmm_35 = None
    transpose_83 = torch.ops.aten.transpose.int(view_278, 2, 3);  view_278 = None
    transpose_84 = torch.ops.aten.transpose.int(view_275, 1, 2);  view_275 = None
    clone_57 = torch.ops.aten.clone.default(transpose_84, memory_format = torch.contiguous_format);  transpose_84 = None
    _unsafe_view_69 = torch.ops.aten._unsafe_view.default(clone_57, [2, 8, 16]);  clone_57 = None
    view_280 = torch.ops.aten.view.default(_unsafe_view_69, [16, 16]);  _unsafe_view_69 = None
    t_142 = torch.ops.aten.t.default(t_56);  t_56 = None
    mm_34 = torch.ops.aten.mm.default(view_280, t_142);  t_142 = None
    t_143 = torch.ops.aten.t.default(view_280)
    mm_35 = torch.ops.aten.mm.default(t_143, view_159);  t_143 = view_159 = None
    t_144 = torch.ops.aten.t.default(mm_35);  mm_35 = None
    sum_18 = torch.ops.aten.sum.dim_IntList(view_280, [0], True);  view_280 = None
    view_281 = torch.ops.aten.view.default(sum_18, [16]);  sum_18 = None
    t_145 = torch.ops.aten.t.default(t_144);  t_144 = None
    view_282 = torch.ops.aten.view.default(mm_34, [2, 8, 16]);  mm_34 = None
    add_35 = torch.ops.aten.add.Tensor(getitem_98, view_282);  getitem_98 = view_282 = None
    transpose_85 = torch.ops.aten.transpose.int(transpose_83, 1, 2);  transpose_83 = None
    view_283 = torch.ops.aten.view.default(transpose_85, [2, 8, 16]);  transpose_85 = None
    clone_58 = torch.ops.aten.clone.default(view_283, memory_format = torch.contiguous_format);  view_283 = None
    _unsafe_view_70 = torch.ops.aten._unsafe_view.default(clone_58, [16, 16]);  clone_58 = None
    t_146 = torch.ops.aten.t.default(t_55);  t_55 = None
    mm_36 = torch.ops.aten.mm.default(_unsafe_view_70, t_146);  t_146 = None
    t_147 = torch.ops.aten.t.default(_unsafe_view_70)
    mm_37 = torch.ops.aten.mm.default(t_147, view_156);  t_147 = view_156 = None
    t_148 = torch.ops.aten.t.default(mm_37);  mm_37 = None
    sum_19 = torch.ops.aten.sum.dim_IntList(_unsafe_view_70, [0], True);  _unsafe_view_70 = None
    view_284 = torch.ops.aten.view.default(sum_19, [16]);  sum_19 = None
    t_149 = torch.ops.aten.t.default(t_148);  t_148 = None
    view_285 = torch.ops.aten.view.default(mm_36, [2, 8, 16]);  mm_36 = None
    add_36 = torch.ops.aten.add.Tensor(add_35, view_285);  add_35 = view_285 = None
    transpose_86 = torch.ops.aten.transpose.int(view_279, 1, 2);  view_279 = None
    clone_59 = torch.ops.aten.clone.default(transpose_86, memory_format = torch.contiguous_format);  transpose_86 = None
    _unsafe_view_71 = torch.ops.aten._unsafe_view.default(clone_59, [2, 8, 16]);  clone_59 = None
    view_286 = torch.ops.aten.view.default(_unsafe_view_71, [16, 16]);  _unsafe_view_71 = None
    t_150 = torch.ops.aten.t.default(t_54);  t_54 = None
    mm_38 = torch.ops.aten.mm.default(view_286, t_150);  t_150 = None
    t_151 = torch.ops.aten.t.default(view_286)
    mm_39 = torch.ops.aten.mm.default(t_151, view_153);  t_151 = view_153 = None
    t_152 = torch.ops.aten.t.default(mm_39);  mm_39 = None
    sum_20 = torch.ops.aten.sum.dim_IntList(view_286, [0], True);  view_286 = None
    view_287 = torch.ops.aten.view.default(sum_20, [16]);  sum_20 = None
    t_153 = torch.ops.aten.t.default(t_152);  t_152 = None
    view_288 = torch.ops.aten.view.default(mm_38, [2, 8, 16]);  mm_38 = None
    add_37 = torch.ops.aten.add.Tensor(add_36, view_288);  add_36 = view_288 = None
    _param_constant147_1 = self._param_constant147
    _param_constant148_1 = self._param_constant148
    native_layer_norm_backward_7 = torch.ops.aten.native_layer_norm_backward.default(add_37, add_19, [16], getitem_55, getitem_56, _param_constant147_1, _param_constant148_1, [True, True, True]);  add_37 = add_19 = getitem_55 = getitem_56 = _param_constant147_1 = _param_constant148_1 = None
    getitem_101 = native_layer_norm_backward_7[0]
    getitem_102 = native_layer_norm_backward_7[1]
    getitem_103 = native_layer_norm_backward_7[2];  native_layer_norm_backward_7 = None
    view_289 = torch.ops.aten.view.default(getitem_101, [16, 16])
    t_154 = torch.ops.aten.t.default(t_53);  t_53 = None
    mm_40 = torch.ops.aten.mm.default(view_289, t_154);  t_154 = None
    t_155 = torch.ops.aten.t.default(view_289)
    mm_41 = torch.ops.aten.mm.default(t_155, view_151);  t_155 = view_151 = None
    t_156 = torch.ops.aten.t.default(mm_41);  mm_41 = None
    sum_21 = torch.ops.aten.sum.dim_IntList(view_289, [0], True);  view_289 = None
    view_290 = torch.ops.aten.view.default(sum_21, [16]);  sum_21 = None
    t_157 = torch.ops.aten.t.default(t_156);  t_156 = None
    view_291 = torch.ops.aten.view.default(mm_40, [2, 8, 32]);  mm_40 = None
    gelu_backward_4 = torch.ops.aten.gelu_backward.default(view_291, view_150);  view_291 = view_150 = None
    view_292 = torch.ops.aten.view.default(gelu_backward_4, [16, 32]);  gelu_backward_4 = None
    t_158 = torch.ops.aten.t.default(t_52);  t_52 = None
    mm_42 = torch.ops.aten.mm.default(view_292, t_158);  t_158 = None
    t_159 = torch.ops.aten.t.default(view_292)
    mm_43 = torch.ops.aten.mm.default(t_159, view_149);  t_159 = view_149 = None
    t_160 = torch.ops.aten.t.default(mm_43);  mm_43 = None
    sum_22 = torch.ops.aten.sum.dim_IntList(view_292, [0], True);  view_292 = None
    view_293 = torch.ops.aten.view.default(sum_22, [32]);  sum_22 = None
    t_161 = torch.ops.aten.t.default(t_160);  t_160 = None
    view_294 = torch.ops.aten.view.default(mm_42, [2, 8, 16]);  mm_42 = None
    add_38 = torch.ops.aten.add.Tensor(getitem_101, view_294);  getitem_101 = view_294 = None
    _param_constant141_1 = self._param_constant141
    _param_constant142_1 = self._param_constant142
    native_layer_norm_backward_8 = torch.ops.aten.native_layer_norm_backward.default(add_38, add_18, [16], getitem_52, getitem_53, _param_constant141_1, _param_constant142_1, [True, True, True]);  add_38 = add_18 = getitem_52 = getitem_53 = _param_constant141_1 = _param_constant142_1 = None
    getitem_104 = native_layer_norm_backward_8[0]
    getitem_105 = native_layer_norm_backward_8[1]
    getitem_106 = native_layer_norm_backward_8[2];  native_layer_norm_backward_8 = None
    view_295 = torch.ops.aten.view.default(getitem_104, [16, 16])
    t_162 = torch.ops.aten.t.default(t_51);  t_51 = None
    mm_44 = torch.ops.aten.mm.default(view_295, t_162);  t_162 = None
    t_163 = torch.ops.aten.t.default(view_295)
    mm_45 = torch.ops.aten.mm.default(t_163, view_147);  t_163 = view_147 = None
    t_164 = torch.ops.aten.t.default(mm_45);  mm_45 = None
    sum_23 = torch.ops.aten.sum.dim_IntList(view_295, [0], True);  view_295 = None
    view_296 = torch.ops.aten.view.default(sum_23, [16]);  sum_23 = None
    t_165 = torch.ops.aten.t.default(t_164);  t_164 = None
    view_297 = torch.ops.aten.view.default(mm_44, [2, 8, 16]);  mm_44 = None
    view_298 = torch.ops.aten.view.default(view_297, [2, 8, 2, 8]);  view_297 = None
    transpose_87 = torch.ops.aten.transpose.int(view_298, 1, 2);  view_298 = None
    clone_60 = torch.ops.aten.clone.default(transpose_87, memory_format = torch.contiguous_format);  transpose_87 = None
    _unsafe_view_72 = torch.ops.aten._unsafe_view.default(clone_60, [4, 8, 8]);  clone_60 = None
    transpose_88 = torch.ops.aten.transpose.int(view_145, 1, 2);  view_145 = None
    bmm_36 = torch.ops.aten.bmm.default(transpose_88, _unsafe_view_72);  transpose_88 = None
    transpose_89 = torch.ops.aten.transpose.int(_unsafe_view_43, 1, 2);  _unsafe_view_43 = None
    bmm_37 = torch.ops.aten.bmm.default(_unsafe_view_72, transpose_89);  _unsafe_view_72 = transpose_89 = None
    view_299 = torch.ops.aten.view.default(bmm_36, [2, 2, 8, 8]);  bmm_36 = None
    view_300 = torch.ops.aten.view.default(bmm_37, [2, 2, 8, 8]);  bmm_37 = None
    detach_17 = torch.ops.aten.detach.default(detach_8);  detach_8 = None
    _softmax_backward_data_3 = torch.ops.aten._softmax_backward_data.default(view_300, detach_17, -1, torch.float32);  view_300 = detach_17 = None
    mul_15 = torch.ops.aten.mul.Tensor(_softmax_backward_data_3, 0.3535533905932738);  _softmax_backward_data_3 = None
    view_301 = torch.ops.aten.view.default(mul_15, [4, 8, 8]);  mul_15 = None
    transpose_90 = torch.ops.aten.transpose.int(_unsafe_view_40, 1, 2);  _unsafe_view_40 = None
    bmm_38 = torch.ops.aten.bmm.default(transpose_90, view_301);  transpose_90 = None
    transpose_91 = torch.ops.aten.transpose.int(_unsafe_view_41, 1, 2);  _unsafe_view_41 = None
    bmm_39 = torch.ops.aten.bmm.default(view_301, transpose_91);  view_301 = transpose_91 = None
    view_302 = torch.ops.aten.view.default(bmm_38, [2, 2, 8, 8]);  bmm_38 = None
    view_303 = torch.ops.aten.view.default(bmm_39, [2, 2, 8, 8]);  bmm_39 = None
    transpose_92 = torch.ops.aten.transpose.int(view_302, 2, 3);  view_302 = None
    transpose_93 = torch.ops.aten.transpose.int(view_299, 1, 2);  view_299 = None
    clone_61 = torch.ops.aten.clone.default(transpose_93, memory_format = torch.contiguous_format);  transpose_93 = None
    _unsafe_view_73 = torch.ops.aten._unsafe_view.default(clone_61, [2, 8, 16]);  clone_61 = None
    view_304 = torch.ops.aten.view.default(_unsafe_view_73, [16, 16]);  _unsafe_view_73 = None
    t_166 = torch.ops.aten.t.default(t_50);  t_50 = None
    mm_46 = torch.ops.aten.mm.default(view_304, t_166);  t_166 = None
    t_167 = torch.ops.aten.t.default(view_304)
    mm_47 = torch.ops.aten.mm.default(t_167, view_142);  t_167 = view_142 = None
    t_168 = torch.ops.aten.t.default(mm_47);  mm_47 = None
    sum_24 = torch.ops.aten.sum.dim_IntList(view_304, [0], True);  view_304 = None
    view_305 = torch.ops.aten.view.default(sum_24, [16]);  sum_24 = None
    t_169 = torch.ops.aten.t.default(t_168);  t_168 = None
    view_306 = torch.ops.aten.view.default(mm_46, [2, 8, 16]);  mm_46 = None
    add_39 = torch.ops.aten.add.Tensor(getitem_104, view_306);  getitem_104 = view_306 = None
    transpose_94 = torch.ops.aten.transpose.int(transpose_92, 1, 2);  transpose_92 = None
    view_307 = torch.ops.aten.view.default(transpose_94, [2, 8, 16]);  transpose_94 = None
    clone_62 = torch.ops.aten.clone.default(view_307, memory_format = torch.contiguous_format);  view_307 = None
    _unsafe_view_74 = torch.ops.aten._unsafe_view.default(clone_62, [16, 16]);  clone_62 = None
    t_170 = torch.ops.aten.t.default(t_49);  t_49 = None
    mm_48 = torch.ops.aten.mm.default(_unsafe_view_74, t_170);  t_170 = None
    t_171 = torch.ops.aten.t.default(_unsafe_view_74)
    mm_49 = torch.ops.aten.mm.default(t_171, view_139);  t_171 = view_139 = None
    t_172 = torch.ops.aten.t.default(mm_49);  mm_49 = None
    sum_25 = torch.ops.aten.sum.dim_IntList(_unsafe_view_74, [0], True);  _unsafe_view_74 = None
    view_308 = torch.ops.aten.view.default(sum_25, [16]);  sum_25 = None
    t_173 = torch.ops.aten.t.default(t_172);  t_172 = None
    view_309 = torch.ops.aten.view.default(mm_48, [2, 8, 16]);  mm_48 = None
    add_40 = torch.ops.aten.add.Tensor(add_39, view_309);  add_39 = view_309 = None
    transpose_95 = torch.ops.aten.transpose.int(view_303, 1, 2);  view_303 = None
    clone_63 = torch.ops.aten.clone.default(transpose_95, memory_format = torch.contiguous_format);  transpose_95 = None
    _unsafe_view_75 = torch.ops.aten._unsafe_view.default(clone_63, [2, 8, 16]);  clone_63 = None
    view_310 = torch.ops.aten.view.default(_unsafe_view_75, [16, 16]);  _unsafe_view_75 = None
    t_174 = torch.ops.aten.t.default(t_48);  t_48 = None
    mm_50 = torch.ops.aten.mm.default(view_310, t_174);  t_174 = None
    t_175 = torch.ops.aten.t.default(view_310)
    mm_51 = torch.ops.aten.mm.default(t_175, view_136);  t_175 = view_136 = None
    t_176 = torch.ops.aten.t.default(mm_51);  mm_51 = None
    sum_26 = torch.ops.aten.sum.dim_IntList(view_310, [0], True);  view_310 = None
    view_311 = torch.ops.aten.view.default(sum_26, [16]);  sum_26 = None
    t_177 = torch.ops.aten.t.default(t_176);  t_176 = None
    view_312 = torch.ops.aten.view.default(mm_50, [2, 8, 16]);  mm_50 = None
    add_41 = torch.ops.aten.add.Tensor(add_40, view_312);  add_40 = view_312 = None
    _param_constant131_1 = self._param_constant131
    _param_constant132_1 = self._param_constant132
    native_layer_norm_backward_9 = torch.ops.aten.native_layer_norm_backward.default(add_41, add_17, [16], getitem_49, getitem_50, _param_constant131_1, _param_constant132_1, [True, True, True]);  add_41 = add_17 = getitem_49 = getitem_50 = _param_constant131_1 = _param_constant132_1 = None
    getitem_107 = native_layer_norm_backward_9[0]
    getitem_108 = native_layer_norm_backward_9[1]
    getitem_109 = native_layer_norm_backward_9[2];  native_layer_norm_backward_9 = None
    view_313 = torch.ops.aten.view.default(getitem_107, [16, 16])
    t_178 = torch.ops.aten.t.default(t_47);  t_47 = None
    mm_52 = torch.ops.aten.mm.default(view_313, t_178);  t_178 = None
    t_179 = torch.ops.aten.t.default(view_313)
    mm_53 = torch.ops.aten.mm.default(t_179, view_134);  t_179 = view_134 = None
    t_180 = torch.ops.aten.t.default(mm_53);  mm_53 = None
    sum_27 = torch.ops.aten.sum.dim_IntList(view_313, [0], True);  view_313 = None
    view_314 = torch.ops.aten.view.default(sum_27, [16]);  sum_27 = None
    t_181 = torch.ops.aten.t.default(t_180);  t_180 = None
    view_315 = torch.ops.aten.view.default(mm_52, [2, 8, 32]);  mm_52 = None
    gelu_backward_5 = torch.ops.aten.gelu_backward.default(view_315, view_133);  view_315 = view_133 = None
    view_316 = torch.ops.aten.view.default(gelu_backward_5, [16, 32]);  gelu_backward_5 = None
    t_182 = torch.ops.aten.t.default(t_46);  t_46 = None
    mm_54 = torch.ops.aten.mm.default(view_316, t_182);  t_182 = None
    t_183 = torch.ops.aten.t.default(view_316)
    mm_55 = torch.ops.aten.mm.default(t_183, view_132);  t_183 = view_132 = None
    t_184 = torch.ops.aten.t.default(mm_55);  mm_55 = None
    sum_28 = torch.ops.aten.sum.dim_IntList(view_316, [0], True);  view_316 = None
    view_317 = torch.ops.aten.view.default(sum_28, [32]);  sum_28 = None
    t_185 = torch.ops.aten.t.default(t_184);  t_184 = None
    view_318 = torch.ops.aten.view.default(mm_54, [2, 8, 16]);  mm_54 = None
    add_42 = torch.ops.aten.add.Tensor(getitem_107, view_318);  getitem_107 = view_318 = None
    _param_constant125_1 = self._param_constant125
    _param_constant126_1 = self._param_constant126
    native_layer_norm_backward_10 = torch.ops.aten.native_layer_norm_backward.default(add_42, add_16, [16], getitem_46, getitem_47, _param_constant125_1, _param_constant126_1, [True, True, True]);  add_42 = add_16 = getitem_46 = getitem_47 = _param_constant125_1 = _param_constant126_1 = None
    getitem_110 = native_layer_norm_backward_10[0]
    getitem_111 = native_layer_norm_backward_10[1]
    getitem_112 = native_layer_norm_backward_10[2];  native_layer_norm_backward_10 = None
    view_319 = torch.ops.aten.view.default(getitem_110, [16, 16])
    t_186 = torch.ops.aten.t.default(t_45);  t_45 = None
    mm_56 = torch.ops.aten.mm.default(view_319, t_186);  t_186 = None
    t_187 = torch.ops.aten.t.default(view_319)
    mm_57 = torch.ops.aten.mm.default(t_187, view_130);  t_187 = view_130 = None
    t_188 = torch.ops.aten.t.default(mm_57);  mm_57 = None
    sum_29 = torch.ops.aten.sum.dim_IntList(view_319, [0], True);  view_319 = None
    view_320 = torch.ops.aten.view.default(sum_29, [16]);  sum_29 = None
    t_189 = torch.ops.aten.t.default(t_188);  t_188 = None
    view_321 = torch.ops.aten.view.default(mm_56, [2, 8, 16]);  mm_56 = None
    view_322 = torch.ops.aten.view.default(view_321, [2, 8, 2, 8]);  view_321 = None
    transpose_96 = torch.ops.aten.transpose.int(view_322, 1, 2);  view_322 = None
    clone_64 = torch.ops.aten.clone.default(transpose_96, memory_format = torch.contiguous_format);  transpose_96 = None
    _unsafe_view_76 = torch.ops.aten._unsafe_view.default(clone_64, [4, 8, 8]);  clone_64 = None
    transpose_97 = torch.ops.aten.transpose.int(view_128, 1, 2);  view_128 = None
    bmm_40 = torch.ops.aten.bmm.default(transpose_97, _unsafe_view_76);  transpose_97 = None
    transpose_98 = torch.ops.aten.transpose.int(_unsafe_view_38, 1, 2);  _unsafe_view_38 = None
    bmm_41 = torch.ops.aten.bmm.default(_unsafe_view_76, transpose_98);  _unsafe_view_76 = transpose_98 = None
    view_323 = torch.ops.aten.view.default(bmm_40, [2, 2, 8, 8]);  bmm_40 = None
    view_324 = torch.ops.aten.view.default(bmm_41, [2, 2, 8, 8]);  bmm_41 = None
    detach_18 = torch.ops.aten.detach.default(detach_7);  detach_7 = None
    _softmax_backward_data_4 = torch.ops.aten._softmax_backward_data.default(view_324, detach_18, -1, torch.float32);  view_324 = detach_18 = None
    mul_16 = torch.ops.aten.mul.Tensor(_softmax_backward_data_4, 0.3535533905932738);  _softmax_backward_data_4 = None
    view_325 = torch.ops.aten.view.default(mul_16, [4, 8, 8]);  mul_16 = None
    transpose_99 = torch.ops.aten.transpose.int(_unsafe_view_35, 1, 2);  _unsafe_view_35 = None
    bmm_42 = torch.ops.aten.bmm.default(transpose_99, view_325);  transpose_99 = None
    transpose_100 = torch.ops.aten.transpose.int(_unsafe_view_36, 1, 2);  _unsafe_view_36 = None
    bmm_43 = torch.ops.aten.bmm.default(view_325, transpose_100);  view_325 = transpose_100 = None
    view_326 = torch.ops.aten.view.default(bmm_42, [2, 2, 8, 8]);  bmm_42 = None
    view_327 = torch.ops.aten.view.default(bmm_43, [2, 2, 8, 8]);  bmm_43 = None
    transpose_101 = torch.ops.aten.transpose.int(view_326, 2, 3);  view_326 = None
    transpose_102 = torch.ops.aten.transpose.int(view_323, 1, 2);  view_323 = None
    clone_65 = torch.ops.aten.clone.default(transpose_102, memory_format = torch.contiguous_format);  transpose_102 = None
    _unsafe_view_77 = torch.ops.aten._unsafe_view.default(clone_65, [2, 8, 16]);  clone_65 = None
    view_328 = torch.ops.aten.view.default(_unsafe_view_77, [16, 16]);  _unsafe_view_77 = None
    t_190 = torch.ops.aten.t.default(t_44);  t_44 = None
    mm_58 = torch.ops.aten.mm.default(view_328, t_190);  t_190 = None
    t_191 = torch.ops.aten.t.default(view_328)
    mm_59 = torch.ops.aten.mm.default(t_191, view_125);  t_191 = view_125 = None
    t_192 = torch.ops.aten.t.default(mm_59);  mm_59 = None
    sum_30 = torch.ops.aten.sum.dim_IntList(view_328, [0], True);  view_328 = None
    view_329 = torch.ops.aten.view.default(sum_30, [16]);  sum_30 = None
    t_193 = torch.ops.aten.t.default(t_192);  t_192 = None
    view_330 = torch.ops.aten.view.default(mm_58, [2, 8, 16]);  mm_58 = None
    add_43 = torch.ops.aten.add.Tensor(getitem_110, view_330);  getitem_110 = view_330 = None
    transpose_103 = torch.ops.aten.transpose.int(transpose_101, 1, 2);  transpose_101 = None
    view_331 = torch.ops.aten.view.default(transpose_103, [2, 8, 16]);  transpose_103 = None
    clone_66 = torch.ops.aten.clone.default(view_331, memory_format = torch.contiguous_format);  view_331 = None
    _unsafe_view_78 = torch.ops.aten._unsafe_view.default(clone_66, [16, 16]);  clone_66 = None
    t_194 = torch.ops.aten.t.default(t_43);  t_43 = None
    mm_60 = torch.ops.aten.mm.default(_unsafe_view_78, t_194);  t_194 = None
    t_195 = torch.ops.aten.t.default(_unsafe_view_78)
    mm_61 = torch.ops.aten.mm.default(t_195, view_122);  t_195 = view_122 = None
    t_196 = torch.ops.aten.t.default(mm_61);  mm_61 = None
    sum_31 = torch.ops.aten.sum.dim_IntList(_unsafe_view_78, [0], True);  _unsafe_view_78 = None
    view_332 = torch.ops.aten.view.default(sum_31, [16]);  sum_31 = None
    t_197 = torch.ops.aten.t.default(t_196);  t_196 = None
    view_333 = torch.ops.aten.view.default(mm_60, [2, 8, 16]);  mm_60 = None
    add_44 = torch.ops.aten.add.Tensor(add_43, view_333);  add_43 = view_333 = None
    transpose_104 = torch.ops.aten.transpose.int(view_327, 1, 2);  view_327 = None
    clone_67 = torch.ops.aten.clone.default(transpose_104, memory_format = torch.contiguous_format);  transpose_104 = None
    _unsafe_view_79 = torch.ops.aten._unsafe_view.default(clone_67, [2, 8, 16]);  clone_67 = None
    view_334 = torch.ops.aten.view.default(_unsafe_view_79, [16, 16]);  _unsafe_view_79 = None
    t_198 = torch.ops.aten.t.default(t_42);  t_42 = None
    mm_62 = torch.ops.aten.mm.default(view_334, t_198);  t_198 = None
    t_199 = torch.ops.aten.t.default(view_334)
    mm_63 = torch.ops.aten.mm.default(t_199, view_119);  t_199 = view_119 = None
    t_200 = torch.ops.aten.t.default(mm_63);  mm_63 = None
    sum_32 = torch.ops.aten.sum.dim_IntList(view_334, [0], True);  view_334 = None
    view_335 = torch.ops.aten.view.default(sum_32, [16]);  sum_32 = None
    t_201 = torch.ops.aten.t.default(t_200);  t_200 = None
    view_336 = torch.ops.aten.view.default(mm_62, [2, 8, 16]);  mm_62 = None
    add_45 = torch.ops.aten.add.Tensor(add_44, view_336);  add_44 = view_336 = None
    _param_constant115_1 = self._param_constant115
    _param_constant116_1 = self._param_constant116
    native_layer_norm_backward_11 = torch.ops.aten.native_layer_norm_backward.default(add_45, add_15, [16], getitem_43, getitem_44, _param_constant115_1, _param_constant116_1, [True, True, True]);  add_45 = add_15 = getitem_43 = getitem_44 = _param_constant115_1 = _param_constant116_1 = None
    getitem_113 = native_layer_norm_backward_11[0]
    getitem_114 = native_layer_norm_backward_11[1]
    getitem_115 = native_layer_norm_backward_11[2];  native_layer_norm_backward_11 = None
    view_337 = torch.ops.aten.view.default(getitem_113, [16, 16])
    t_202 = torch.ops.aten.t.default(t_41);  t_41 = None
    mm_64 = torch.ops.aten.mm.default(view_337, t_202);  t_202 = None
    t_203 = torch.ops.aten.t.default(view_337)
    mm_65 = torch.ops.aten.mm.default(t_203, view_117);  t_203 = view_117 = None
    t_204 = torch.ops.aten.t.default(mm_65);  mm_65 = None
    sum_33 = torch.ops.aten.sum.dim_IntList(view_337, [0], True);  view_337 = None
    view_338 = torch.ops.aten.view.default(sum_33, [16]);  sum_33 = None
    t_205 = torch.ops.aten.t.default(t_204);  t_204 = None
    view_339 = torch.ops.aten.view.default(mm_64, [2, 8, 32]);  mm_64 = None
    gelu_backward_6 = torch.ops.aten.gelu_backward.default(view_339, view_116);  view_339 = view_116 = None
    view_340 = torch.ops.aten.view.default(gelu_backward_6, [16, 32]);  gelu_backward_6 = None
    t_206 = torch.ops.aten.t.default(t_40);  t_40 = None
    mm_66 = torch.ops.aten.mm.default(view_340, t_206);  t_206 = None
    t_207 = torch.ops.aten.t.default(view_340)
    mm_67 = torch.ops.aten.mm.default(t_207, view_115);  t_207 = view_115 = None
    t_208 = torch.ops.aten.t.default(mm_67);  mm_67 = None
    sum_34 = torch.ops.aten.sum.dim_IntList(view_340, [0], True);  view_340 = None
    view_341 = torch.ops.aten.view.default(sum_34, [32]);  sum_34 = None
    t_209 = torch.ops.aten.t.default(t_208);  t_208 = None
    view_342 = torch.ops.aten.view.default(mm_66, [2, 8, 16]);  mm_66 = None
    add_46 = torch.ops.aten.add.Tensor(getitem_113, view_342);  getitem_113 = view_342 = None
    _param_constant109_1 = self._param_constant109
    _param_constant110_1 = self._param_constant110
    native_layer_norm_backward_12 = torch.ops.aten.native_layer_norm_backward.default(add_46, add_14, [16], getitem_40, getitem_41, _param_constant109_1, _param_constant110_1, [True, True, True]);  add_46 = add_14 = getitem_40 = getitem_41 = _param_constant109_1 = _param_constant110_1 = None
    getitem_116 = native_layer_norm_backward_12[0]
    getitem_117 = native_layer_norm_backward_12[1]
    getitem_118 = native_layer_norm_backward_12[2];  native_layer_norm_backward_12 = None
    view_343 = torch.ops.aten.view.default(getitem_116, [16, 16])
    t_210 = torch.ops.aten.t.default(t_39);  t_39 = None
    mm_68 = torch.ops.aten.mm.default(view_343, t_210);  t_210 = None
    t_211 = torch.ops.aten.t.default(view_343)
    mm_69 = torch.ops.aten.mm.default(t_211, view_113);  t_211 = view_113 = None
    t_212 = torch.ops.aten.t.default(mm_69);  mm_69 = None
    sum_35 = torch.ops.aten.sum.dim_IntList(view_343, [0], True);  view_343 = None
    view_344 = torch.ops.aten.view.default(sum_35, [16]);  sum_35 = None
    t_213 = torch.ops.aten.t.default(t_212);  t_212 = None
    view_345 = torch.ops.aten.view.default(mm_68, [2, 8, 16]);  mm_68 = None
    view_346 = torch.ops.aten.view.default(view_345, [2, 8, 2, 8]);  view_345 = None
    transpose_105 = torch.ops.aten.transpose.int(view_346, 1, 2);  view_346 = None
    clone_68 = torch.ops.aten.clone.default(transpose_105, memory_format = torch.contiguous_format);  transpose_105 = None
    _unsafe_view_80 = torch.ops.aten._unsafe_view.default(clone_68, [4, 8, 8]);  clone_68 = None
    transpose_106 = torch.ops.aten.transpose.int(view_111, 1, 2);  view_111 = None
    bmm_44 = torch.ops.aten.bmm.default(transpose_106, _unsafe_view_80);  transpose_106 = None
    transpose_107 = torch.ops.aten.transpose.int(_unsafe_view_33, 1, 2);  _unsafe_view_33 = None
    bmm_45 = torch.ops.aten.bmm.default(_unsafe_view_80, transpose_107);  _unsafe_view_80 = transpose_107 = None
    view_347 = torch.ops.aten.view.default(bmm_44, [2, 2, 8, 8]);  bmm_44 = None
    view_348 = torch.ops.aten.view.default(bmm_45, [2, 2, 8, 8]);  bmm_45 = None
    detach_19 = torch.ops.aten.detach.default(detach_6);  detach_6 = None
    _softmax_backward_data_5 = torch.ops.aten._softmax_backward_data.default(view_348, detach_19, -1, torch.float32);  view_348 = detach_19 = None
    mul_17 = torch.ops.aten.mul.Tensor(_softmax_backward_data_5, 0.3535533905932738);  _softmax_backward_data_5 = None
    view_349 = torch.ops.aten.view.default(mul_17, [4, 8, 8]);  mul_17 = None
    transpose_108 = torch.ops.aten.transpose.int(_unsafe_view_30, 1, 2);  _unsafe_view_30 = None
    bmm_46 = torch.ops.aten.bmm.default(transpose_108, view_349);  transpose_108 = None
    transpose_109 = torch.ops.aten.transpose.int(_unsafe_view_31, 1, 2);  _unsafe_view_31 = None
    bmm_47 = torch.ops.aten.bmm.default(view_349, transpose_109);  view_349 = transpose_109 = None
    view_350 = torch.ops.aten.view.default(bmm_46, [2, 2, 8, 8]);  bmm_46 = None
    view_351 = torch.ops.aten.view.default(bmm_47, [2, 2, 8, 8]);  bmm_47 = None
    transpose_110 = torch.ops.aten.transpose.int(view_350, 2, 3);  view_350 = None
    transpose_111 = torch.ops.aten.transpose.int(view_347, 1, 2);  view_347 = None
    clone_69 = torch.ops.aten.clone.default(transpose_111, memory_format = torch.contiguous_format);  transpose_111 = None
    _unsafe_view_81 = torch.ops.aten._unsafe_view.default(clone_69, [2, 8, 16]);  clone_69 = None
    view_352 = torch.ops.aten.view.default(_unsafe_view_81, [16, 16]);  _unsafe_view_81 = None
    t_214 = torch.ops.aten.t.default(t_38);  t_38 = None
    mm_70 = torch.ops.aten.mm.default(view_352, t_214);  t_214 = None
    t_215 = torch.ops.aten.t.default(view_352)
    mm_71 = torch.ops.aten.mm.default(t_215, view_108);  t_215 = view_108 = None
    t_216 = torch.ops.aten.t.default(mm_71);  mm_71 = None
    sum_36 = torch.ops.aten.sum.dim_IntList(view_352, [0], True);  view_352 = None
    view_353 = torch.ops.aten.view.default(sum_36, [16]);  sum_36 = None
    t_217 = torch.ops.aten.t.default(t_216);  t_216 = None
    view_354 = torch.ops.aten.view.default(mm_70, [2, 8, 16]);  mm_70 = None
    add_47 = torch.ops.aten.add.Tensor(getitem_116, view_354);  getitem_116 = view_354 = None
    transpose_112 = torch.ops.aten.transpose.int(transpose_110, 1, 2);  transpose_110 = None
    view_355 = torch.ops.aten.view.default(transpose_112, [2, 8, 16]);  transpose_112 = None
    clone_70 = torch.ops.aten.clone.default(view_355, memory_format = torch.contiguous_format);  view_355 = None
    _unsafe_view_82 = torch.ops.aten._unsafe_view.default(clone_70, [16, 16]);  clone_70 = None
    t_218 = torch.ops.aten.t.default(t_37);  t_37 = None
    mm_72 = torch.ops.aten.mm.default(_unsafe_view_82, t_218);  t_218 = None
    t_219 = torch.ops.aten.t.default(_unsafe_view_82)
    mm_73 = torch.ops.aten.mm.default(t_219, view_105);  t_219 = view_105 = None
    t_220 = torch.ops.aten.t.default(mm_73);  mm_73 = None
    sum_37 = torch.ops.aten.sum.dim_IntList(_unsafe_view_82, [0], True);  _unsafe_view_82 = None
    view_356 = torch.ops.aten.view.default(sum_37, [16]);  sum_37 = None
    t_221 = torch.ops.aten.t.default(t_220);  t_220 = None
    view_357 = torch.ops.aten.view.default(mm_72, [2, 8, 16]);  mm_72 = None
    add_48 = torch.ops.aten.add.Tensor(add_47, view_357);  add_47 = view_357 = None
    transpose_113 = torch.ops.aten.transpose.int(view_351, 1, 2);  view_351 = None
    clone_71 = torch.ops.aten.clone.default(transpose_113, memory_format = torch.contiguous_format);  transpose_113 = None
    _unsafe_view_83 = torch.ops.aten._unsafe_view.default(clone_71, [2, 8, 16]);  clone_71 = None
    view_358 = torch.ops.aten.view.default(_unsafe_view_83, [16, 16]);  _unsafe_view_83 = None
    t_222 = torch.ops.aten.t.default(t_36);  t_36 = None
    mm_74 = torch.ops.aten.mm.default(view_358, t_222);  t_222 = None
    t_223 = torch.ops.aten.t.default(view_358)
    mm_75 = torch.ops.aten.mm.default(t_223, view_102);  t_223 = view_102 = None
    t_224 = torch.ops.aten.t.default(mm_75);  mm_75 = None
    sum_38 = torch.ops.aten.sum.dim_IntList(view_358, [0], True);  view_358 = None
    view_359 = torch.ops.aten.view.default(sum_38, [16]);  sum_38 = None
    t_225 = torch.ops.aten.t.default(t_224);  t_224 = None
    view_360 = torch.ops.aten.view.default(mm_74, [2, 8, 16]);  mm_74 = None
    add_49 = torch.ops.aten.add.Tensor(add_48, view_360);  add_48 = view_360 = None
    _param_constant99_1 = self._param_constant99
    _param_constant100_1 = self._param_constant100
    native_layer_norm_backward_13 = torch.ops.aten.native_layer_norm_backward.default(add_49, add_13, [16], getitem_37, getitem_38, _param_constant99_1, _param_constant100_1, [True, True, True]);  add_49 = add_13 = getitem_37 = getitem_38 = _param_constant99_1 = _param_constant100_1 = None
    getitem_119 = native_layer_norm_backward_13[0]
    getitem_120 = native_layer_norm_backward_13[1]
    getitem_121 = native_layer_norm_backward_13[2];  native_layer_norm_backward_13 = None
    view_361 = torch.ops.aten.view.default(getitem_119, [16, 16])
    t_226 = torch.ops.aten.t.default(t_35);  t_35 = None
    mm_76 = torch.ops.aten.mm.default(view_361, t_226);  t_226 = None
    t_227 = torch.ops.aten.t.default(view_361)
    mm_77 = torch.ops.aten.mm.default(t_227, view_100);  t_227 = view_100 = None
    t_228 = torch.ops.aten.t.default(mm_77);  mm_77 = None
    sum_39 = torch.ops.aten.sum.dim_IntList(view_361, [0], True);  view_361 = None
    view_362 = torch.ops.aten.view.default(sum_39, [16]);  sum_39 = None
    t_229 = torch.ops.aten.t.default(t_228);  t_228 = None
    view_363 = torch.ops.aten.view.default(mm_76, [2, 8, 32]);  mm_76 = None
    gelu_backward_7 = torch.ops.aten.gelu_backward.default(view_363, view_99);  view_363 = view_99 = None
    view_364 = torch.ops.aten.view.default(gelu_backward_7, [16, 32]);  gelu_backward_7 = None
    t_230 = torch.ops.aten.t.default(t_34);  t_34 = None
    mm_78 = torch.ops.aten.mm.default(view_364, t_230);  t_230 = None
    t_231 = torch.ops.aten.t.default(view_364)
    mm_79 = torch.ops.aten.mm.default(t_231, view_98);  t_231 = view_98 = None
    t_232 = torch.ops.aten.t.default(mm_79);  mm_79 = None
    sum_40 = torch.ops.aten.sum.dim_IntList(view_364, [0], True);  view_364 = None
    view_365 = torch.ops.aten.view.default(sum_40, [32]);  sum_40 = None
    t_233 = torch.ops.aten.t.default(t_232);  t_232 = None
    view_366 = torch.ops.aten.view.default(mm_78, [2, 8, 16]);  mm_78 = None
    add_50 = torch.ops.aten.add.Tensor(getitem_119, view_366);  getitem_119 = view_366 = None
    _param_constant93_1 = self._param_constant93
    _param_constant94_1 = self._param_constant94
    native_layer_norm_backward_14 = torch.ops.aten.native_layer_norm_backward.default(add_50, add_12, [16], getitem_34, getitem_35, _param_constant93_1, _param_constant94_1, [True, True, True]);  add_50 = add_12 = getitem_34 = getitem_35 = _param_constant93_1 = _param_constant94_1 = None
    getitem_122 = native_layer_norm_backward_14[0]
    getitem_123 = native_layer_norm_backward_14[1]
    getitem_124 = native_layer_norm_backward_14[2];  native_layer_norm_backward_14 = None
    view_367 = torch.ops.aten.view.default(getitem_122, [16, 16])
    t_234 = torch.ops.aten.t.default(t_33);  t_33 = None
    mm_80 = torch.ops.aten.mm.default(view_367, t_234);  t_234 = None
    t_235 = torch.ops.aten.t.default(view_367)
    mm_81 = torch.ops.aten.mm.default(t_235, view_96);  t_235 = view_96 = None
    t_236 = torch.ops.aten.t.default(mm_81);  mm_81 = None
    sum_41 = torch.ops.aten.sum.dim_IntList(view_367, [0], True);  view_367 = None
    view_368 = torch.ops.aten.view.default(sum_41, [16]);  sum_41 = None
    t_237 = torch.ops.aten.t.default(t_236);  t_236 = None
    view_369 = torch.ops.aten.view.default(mm_80, [2, 8, 16]);  mm_80 = None
    view_370 = torch.ops.aten.view.default(view_369, [2, 8, 2, 8]);  view_369 = None
    transpose_114 = torch.ops.aten.transpose.int(view_370, 1, 2);  view_370 = None
    clone_72 = torch.ops.aten.clone.default(transpose_114, memory_format = torch.contiguous_format);  transpose_114 = None
    _unsafe_view_84 = torch.ops.aten._unsafe_view.default(clone_72, [4, 8, 8]);  clone_72 = None
    transpose_115 = torch.ops.aten.transpose.int(view_94, 1, 2);  view_94 = None
    bmm_48 = torch.ops.aten.bmm.default(transpose_115, _unsafe_view_84);  transpose_115 = None
    transpose_116 = torch.ops.aten.transpose.int(_unsafe_view_28, 1, 2);  _unsafe_view_28 = None
    bmm_49 = torch.ops.aten.bmm.default(_unsafe_view_84, transpose_116);  _unsafe_view_84 = transpose_116 = None
    view_371 = torch.ops.aten.view.default(bmm_48, [2, 2, 8, 8]);  bmm_48 = None
    view_372 = torch.ops.aten.view.default(bmm_49, [2, 2, 8, 8]);  bmm_49 = None
    detach_20 = torch.ops.aten.detach.default(detach_5);  detach_5 = None
    _softmax_backward_data_6 = torch.ops.aten._softmax_backward_data.default(view_372, detach_20, -1, torch.float32);  view_372 = detach_20 = None
    mul_18 = torch.ops.aten.mul.Tensor(_softmax_backward_data_6, 0.3535533905932738);  _softmax_backward_data_6 = None
    view_373 = torch.ops.aten.view.default(mul_18, [4, 8, 8]);  mul_18 = None
    transpose_117 = torch.ops.aten.transpose.int(_unsafe_view_25, 1, 2);  _unsafe_view_25 = None
    bmm_50 = torch.ops.aten.bmm.default(transpose_117, view_373);  transpose_117 = None
    transpose_118 = torch.ops.aten.transpose.int(_unsafe_view_26, 1, 2);  _unsafe_view_26 = None
    bmm_51 = torch.ops.aten.bmm.default(view_373, transpose_118);  view_373 = transpose_118 = None
    view_374 = torch.ops.aten.view.default(bmm_50, [2, 2, 8, 8]);  bmm_50 = None
    view_375 = torch.ops.aten.view.default(bmm_51, [2, 2, 8, 8]);  bmm_51 = None
    transpose_119 = torch.ops.aten.transpose.int(view_374, 2, 3);  view_374 = None
    transpose_120 = torch.ops.aten.transpose.int(view_371, 1, 2);  view_371 = None
    clone_73 = torch.ops.aten.clone.default(transpose_120, memory_format = torch.contiguous_format);  transpose_120 = None
    _unsafe_view_85 = torch.ops.aten._unsafe_view.default(clone_73, [2, 8, 16]);  clone_73 = None
    view_376 = torch.ops.aten.view.default(_unsafe_view_85, [16, 16]);  _unsafe_view_85 = None
    t_238 = torch.ops.aten.t.default(t_32);  t_32 = None
    mm_82 = torch.ops.aten.mm.default(view_376, t_238);  t_238 = None
    t_239 = torch.ops.aten.t.default(view_376)
    mm_83 = torch.ops.aten.mm.default(t_239, view_91);  t_239 = view_91 = None
    t_240 = torch.ops.aten.t.default(mm_83);  mm_83 = None
    sum_42 = torch.ops.aten.sum.dim_IntList(view_376, [0], True);  view_376 = None
    view_377 = torch.ops.aten.view.default(sum_42, [16]);  sum_42 = None
    t_241 = torch.ops.aten.t.default(t_240);  t_240 = None
    view_378 = torch.ops.aten.view.default(mm_82, [2, 8, 16]);  mm_82 = None
    add_51 = torch.ops.aten.add.Tensor(getitem_122, view_378);  getitem_122 = view_378 = None
    transpose_121 = torch.ops.aten.transpose.int(transpose_119, 1, 2);  transpose_119 = None
    view_379 = torch.ops.aten.view.default(transpose_121, [2, 8, 16]);  transpose_121 = None
    clone_74 = torch.ops.aten.clone.default(view_379, memory_format = torch.contiguous_format);  view_379 = None
    _unsafe_view_86 = torch.ops.aten._unsafe_view.default(clone_74, [16, 16]);  clone_74 = None
    t_242 = torch.ops.aten.t.default(t_31);  t_31 = None
    mm_84 = torch.ops.aten.mm.default(_unsafe_view_86, t_242);  t_242 = None
    t_243 = torch.ops.aten.t.default(_unsafe_view_86)
    mm_85 = torch.ops.aten.mm.default(t_243, view_88);  t_243 = view_88 = None
    t_244 = torch.ops.aten.t.default(mm_85);  mm_85 = None
    sum_43 = torch.ops.aten.sum.dim_IntList(_unsafe_view_86, [0], True);  _unsafe_view_86 = None
    view_380 = torch.ops.aten.view.default(sum_43, [16]);  sum_43 = None
    t_245 = torch.ops.aten.t.default(t_244);  t_244 = None
    view_381 = torch.ops.aten.view.default(mm_84, [2, 8, 16]);  mm_84 = None
    add_52 = torch.ops.aten.add.Tensor(add_51, view_381);  add_51 = view_381 = None
    transpose_122 = torch.ops.aten.transpose.int(view_375, 1, 2);  view_375 = None
    clone_75 = torch.ops.aten.clone.default(transpose_122, memory_format = torch.contiguous_format);  transpose_122 = None
    _unsafe_view_87 = torch.ops.aten._unsafe_view.default(clone_75, [2, 8, 16]);  clone_75 = None
    view_382 = torch.ops.aten.view.default(_unsafe_view_87, [16, 16]);  _unsafe_view_87 = None
    t_246 = torch.ops.aten.t.default(t_30);  t_30 = None
    mm_86 = torch.ops.aten.mm.default(view_382, t_246);  t_246 = None
    t_247 = torch.ops.aten.t.default(view_382)
    mm_87 = torch.ops.aten.mm.default(t_247, view_85);  t_247 = view_85 = None
    t_248 = torch.ops.aten.t.default(mm_87);  mm_87 = None
    sum_44 = torch.ops.aten.sum.dim_IntList(view_382, [0], True);  view_382 = None
    view_383 = torch.ops.aten.view.default(sum_44, [16]);  sum_44 = None
    t_249 = torch.ops.aten.t.default(t_248);  t_248 = None
    view_384 = torch.ops.aten.view.default(mm_86, [2, 8, 16]);  mm_86 = None
    add_53 = torch.ops.aten.add.Tensor(add_52, view_384);  add_52 = view_384 = None
    _param_constant83_1 = self._param_constant83
    _param_constant84_1 = self._param_constant84
    native_layer_norm_backward_15 = torch.ops.aten.native_layer_norm_backward.default(add_53, add_11, [16], getitem_31, getitem_32, _param_constant83_1, _param_constant84_1, [True, True, True]);  add_53 = add_11 = getitem_31 = getitem_32 = _param_constant83_1 = _param_constant84_1 = None
    getitem_125 = native_layer_norm_backward_15[0]
    getitem_126 = native_layer_norm_backward_15[1]
    getitem_127 = native_layer_norm_backward_15[2];  native_layer_norm_backward_15 = None
    view_385 = torch.ops.aten.view.default(getitem_125, [16, 16])
    t_250 = torch.ops.aten.t.default(t_29);  t_29 = None
    mm_88 = torch.ops.aten.mm.default(view_385, t_250);  t_250 = None
    t_251 = torch.ops.aten.t.default(view_385)
    mm_89 = torch.ops.aten.mm.default(t_251, view_83);  t_251 = view_83 = None
    t_252 = torch.ops.aten.t.default(mm_89);  mm_89 = None
    sum_45 = torch.ops.aten.sum.dim_IntList(view_385, [0], True);  view_385 = None
    view_386 = torch.ops.aten.view.default(sum_45, [16]);  sum_45 = None
    t_253 = torch.ops.aten.t.default(t_252);  t_252 = None
    view_387 = torch.ops.aten.view.default(mm_88, [2, 8, 32]);  mm_88 = None
    gelu_backward_8 = torch.ops.aten.gelu_backward.default(view_387, view_82);  view_387 = view_82 = None
    view_388 = torch.ops.aten.view.default(gelu_backward_8, [16, 32]);  gelu_backward_8 = None
    t_254 = torch.ops.aten.t.default(t_28);  t_28 = None
    mm_90 = torch.ops.aten.mm.default(view_388, t_254);  t_254 = None
    t_255 = torch.ops.aten.t.default(view_388)
    mm_91 = torch.ops.aten.mm.default(t_255, view_81);  t_255 = view_81 = None
    t_256 = torch.ops.aten.t.default(mm_91);  mm_91 = None
    sum_46 = torch.ops.aten.sum.dim_IntList(view_388, [0], True);  view_388 = None
    view_389 = torch.ops.aten.view.default(sum_46, [32]);  sum_46 = None
    t_257 = torch.ops.aten.t.default(t_256);  t_256 = None
    view_390 = torch.ops.aten.view.default(mm_90, [2, 8, 16]);  mm_90 = None
    add_54 = torch.ops.aten.add.Tensor(getitem_125, view_390);  getitem_125 = view_390 = None
    _param_constant77_1 = self._param_constant77
    _param_constant78_1 = self._param_constant78
    native_layer_norm_backward_16 = torch.ops.aten.native_layer_norm_backward.default(add_54, add_10, [16], getitem_28, getitem_29, _param_constant77_1, _param_constant78_1, [True, True, True]);  add_54 = add_10 = getitem_28 = getitem_29 = _param_constant77_1 = _param_constant78_1 = None
    getitem_128 = native_layer_norm_backward_16[0]
    getitem_129 = native_layer_norm_backward_16[1]
    getitem_130 = native_layer_norm_backward_16[2];  native_layer_norm_backward_16 = None
    view_391 = torch.ops.aten.view.default(getitem_128, [16, 16])
    t_258 = torch.ops.aten.t.default(t_27);  t_27 = None
    mm_92 = torch.ops.aten.mm.default(view_391, t_258);  t_258 = None
    t_259 = torch.ops.aten.t.default(view_391)
    mm_93 = torch.ops.aten.mm.default(t_259, view_79);  t_259 = view_79 = None
    t_260 = torch.ops.aten.t.default(mm_93);  mm_93 = None
    sum_47 = torch.ops.aten.sum.dim_IntList(view_391, [0], True);  view_391 = None
    view_392 = torch.ops.aten.view.default(sum_47, [16]);  sum_47 = None
    t_261 = torch.ops.aten.t.default(t_260);  t_260 = None
    view_393 = torch.ops.aten.view.default(mm_92, [2, 8, 16]);  mm_92 = None
    view_394 = torch.ops.aten.view.default(view_393, [2, 8, 2, 8]);  view_393 = None
    transpose_123 = torch.ops.aten.transpose.int(view_394, 1, 2);  view_394 = None
    clone_76 = torch.ops.aten.clone.default(transpose_123, memory_format = torch.contiguous_format);  transpose_123 = None
    _unsafe_view_88 = torch.ops.aten._unsafe_view.default(clone_76, [4, 8, 8]);  clone_76 = None
    transpose_124 = torch.ops.aten.transpose.int(view_77, 1, 2);  view_77 = None
    bmm_52 = torch.ops.aten.bmm.default(transpose_124, _unsafe_view_88);  transpose_124 = None
    transpose_125 = torch.ops.aten.transpose.int(_unsafe_view_23, 1, 2);  _unsafe_view_23 = None
    bmm_53 = torch.ops.aten.bmm.default(_unsafe_view_88, transpose_125);  _unsafe_view_88 = transpose_125 = None
    view_395 = torch.ops.aten.view.default(bmm_52, [2, 2, 8, 8]);  bmm_52 = None
    view_396 = torch.ops.aten.view.default(bmm_53, [2, 2, 8, 8]);  bmm_53 = None
    detach_21 = torch.ops.aten.detach.default(detach_4);  detach_4 = None
    _softmax_backward_data_7 = torch.ops.aten._softmax_backward_data.default(view_396, detach_21, -1, torch.float32);  view_396 = detach_21 = None
    mul_19 = torch.ops.aten.mul.Tensor(_softmax_backward_data_7, 0.3535533905932738);  _softmax_backward_data_7 = None
    view_397 = torch.ops.aten.view.default(mul_19, [4, 8, 8]);  mul_19 = None
    transpose_126 = torch.ops.aten.transpose.int(_unsafe_view_20, 1, 2);  _unsafe_view_20 = None
    bmm_54 = torch.ops.aten.bmm.default(transpose_126, view_397);  transpose_126 = None
    transpose_127 = torch.ops.aten.transpose.int(_unsafe_view_21, 1, 2);  _unsafe_view_21 = None
    bmm_55 = torch.ops.aten.bmm.default(view_397, transpose_127);  view_397 = transpose_127 = None
    view_398 = torch.ops.aten.view.default(bmm_54, [2, 2, 8, 8]);  bmm_54 = None
    view_399 = torch.ops.aten.view.default(bmm_55, [2, 2, 8, 8]);  bmm_55 = None
    transpose_128 = torch.ops.aten.transpose.int(view_398, 2, 3);  view_398 = None
    transpose_129 = torch.ops.aten.transpose.int(view_395, 1, 2);  view_395 = None
    clone_77 = torch.ops.aten.clone.default(transpose_129, memory_format = torch.contiguous_format);  transpose_129 = None
    _unsafe_view_89 = torch.ops.aten._unsafe_view.default(clone_77, [2, 8, 16]);  clone_77 = None
    view_400 = torch.ops.aten.view.default(_unsafe_view_89, [16, 16]);  _unsafe_view_89 = None
    t_262 = torch.ops.aten.t.default(t_26);  t_26 = None
    mm_94 = torch.ops.aten.mm.default(view_400, t_262);  t_262 = None
    t_263 = torch.ops.aten.t.default(view_400)
    mm_95 = torch.ops.aten.mm.default(t_263, view_74);  t_263 = view_74 = None
    t_264 = torch.ops.aten.t.default(mm_95);  mm_95 = None
    sum_48 = torch.ops.aten.sum.dim_IntList(view_400, [0], True);  view_400 = None
    view_401 = torch.ops.aten.view.default(sum_48, [16]);  sum_48 = None
    t_265 = torch.ops.aten.t.default(t_264);  t_264 = None
    view_402 = torch.ops.aten.view.default(mm_94, [2, 8, 16]);  mm_94 = None
    add_55 = torch.ops.aten.add.Tensor(getitem_128, view_402);  getitem_128 = view_402 = None
    transpose_130 = torch.ops.aten.transpose.int(transpose_128, 1, 2);  transpose_128 = None
    view_403 = torch.ops.aten.view.default(transpose_130, [2, 8, 16]);  transpose_130 = None
    clone_78 = torch.ops.aten.clone.default(view_403, memory_format = torch.contiguous_format);  view_403 = None
    _unsafe_view_90 = torch.ops.aten._unsafe_view.default(clone_78, [16, 16]);  clone_78 = None
    t_266 = torch.ops.aten.t.default(t_25);  t_25 = None
    mm_96 = torch.ops.aten.mm.default(_unsafe_view_90, t_266);  t_266 = None
    t_267 = torch.ops.aten.t.default(_unsafe_view_90)
    mm_97 = torch.ops.aten.mm.default(t_267, view_71);  t_267 = view_71 = None
    t_268 = torch.ops.aten.t.default(mm_97);  mm_97 = None
    sum_49 = torch.ops.aten.sum.dim_IntList(_unsafe_view_90, [0], True);  _unsafe_view_90 = None
    view_404 = torch.ops.aten.view.default(sum_49, [16]);  sum_49 = None
    t_269 = torch.ops.aten.t.default(t_268);  t_268 = None
    view_405 = torch.ops.aten.view.default(mm_96, [2, 8, 16]);  mm_96 = None
    add_56 = torch.ops.aten.add.Tensor(add_55, view_405);  add_55 = view_405 = None
    transpose_131 = torch.ops.aten.transpose.int(view_399, 1, 2);  view_399 = None
    clone_79 = torch.ops.aten.clone.default(transpose_131, memory_format = torch.contiguous_format);  transpose_131 = None
    _unsafe_view_91 = torch.ops.aten._unsafe_view.default(clone_79, [2, 8, 16]);  clone_79 = None
    view_406 = torch.ops.aten.view.default(_unsafe_view_91, [16, 16]);  _unsafe_view_91 = None
    t_270 = torch.ops.aten.t.default(t_24);  t_24 = None
    mm_98 = torch.ops.aten.mm.default(view_406, t_270);  t_270 = None
    t_271 = torch.ops.aten.t.default(view_406)
    mm_99 = torch.ops.aten.mm.default(t_271, view_68);  t_271 = view_68 = None
    t_272 = torch.ops.aten.t.default(mm_99);  mm_99 = None
    sum_50 = torch.ops.aten.sum.dim_IntList(view_406, [0], True);  view_406 = None
    view_407 = torch.ops.aten.view.default(sum_50, [16]);  sum_50 = None
    t_273 = torch.ops.aten.t.default(t_272);  t_272 = None
    view_408 = torch.ops.aten.view.default(mm_98, [2, 8, 16]);  mm_98 = None
    add_57 = torch.ops.aten.add.Tensor(add_56, view_408);  add_56 = view_408 = None
    _param_constant67_1 = self._param_constant67
    _param_constant68_1 = self._param_constant68
    native_layer_norm_backward_17 = torch.ops.aten.native_layer_norm_backward.default(add_57, add_9, [16], getitem_25, getitem_26, _param_constant67_1, _param_constant68_1, [True, True, True]);  add_57 = add_9 = getitem_25 = getitem_26 = _param_constant67_1 = _param_constant68_1 = None
    getitem_131 = native_layer_norm_backward_17[0]
    getitem_132 = native_layer_norm_backward_17[1]
    getitem_133 = native_layer_norm_backward_17[2];  native_layer_norm_backward_17 = None
    view_409 = torch.ops.aten.view.default(getitem_131, [16, 16])
    t_274 = torch.ops.aten.t.default(t_23);  t_23 = None
    mm_100 = torch.ops.aten.mm.default(view_409, t_274);  t_274 = None
    t_275 = torch.ops.aten.t.default(view_409)
    mm_101 = torch.ops.aten.mm.default(t_275, view_66);  t_275 = view_66 = None
    t_276 = torch.ops.aten.t.default(mm_101);  mm_101 = None
    sum_51 = torch.ops.aten.sum.dim_IntList(view_409, [0], True);  view_409 = None
    view_410 = torch.ops.aten.view.default(sum_51, [16]);  sum_51 = None
    t_277 = torch.ops.aten.t.default(t_276);  t_276 = None
    view_411 = torch.ops.aten.view.default(mm_100, [2, 8, 32]);  mm_100 = None
    gelu_backward_9 = torch.ops.aten.gelu_backward.default(view_411, view_65);  view_411 = view_65 = None
    view_412 = torch.ops.aten.view.default(gelu_backward_9, [16, 32]);  gelu_backward_9 = None
    t_278 = torch.ops.aten.t.default(t_22);  t_22 = None
    mm_102 = torch.ops.aten.mm.default(view_412, t_278);  t_278 = None
    t_279 = torch.ops.aten.t.default(view_412)
    mm_103 = torch.ops.aten.mm.default(t_279, view_64);  t_279 = view_64 = None
    t_280 = torch.ops.aten.t.default(mm_103);  mm_103 = None
    sum_52 = torch.ops.aten.sum.dim_IntList(view_412, [0], True);  view_412 = None
    view_413 = torch.ops.aten.view.default(sum_52, [32]);  sum_52 = None
    t_281 = torch.ops.aten.t.default(t_280);  t_280 = None
    view_414 = torch.ops.aten.view.default(mm_102, [2, 8, 16]);  mm_102 = None
    add_58 = torch.ops.aten.add.Tensor(getitem_131, view_414);  getitem_131 = view_414 = None
    _param_constant61_1 = self._param_constant61
    _param_constant62_1 = self._param_constant62
    native_layer_norm_backward_18 = torch.ops.aten.native_layer_norm_backward.default(add_58, add_8, [16], getitem_22, getitem_23, _param_constant61_1, _param_constant62_1, [True, True, True]);  add_58 = add_8 = getitem_22 = getitem_23 = _param_constant61_1 = _param_constant62_1 = None
    getitem_134 = native_layer_norm_backward_18[0]
    getitem_135 = native_layer_norm_backward_18[1]
    getitem_136 = native_layer_norm_backward_18[2];  native_layer_norm_backward_18 = None
    view_415 = torch.ops.aten.view.default(getitem_134, [16, 16])
    t_282 = torch.ops.aten.t.default(t_21);  t_21 = None
    mm_104 = torch.ops.aten.mm.default(view_415, t_282);  t_282 = None
    t_283 = torch.ops.aten.t.default(view_415)
    mm_105 = torch.ops.aten.mm.default(t_283, view_62);  t_283 = view_62 = None
    t_284 = torch.ops.aten.t.default(mm_105);  mm_105 = None
    sum_53 = torch.ops.aten.sum.dim_IntList(view_415, [0], True);  view_415 = None
    view_416 = torch.ops.aten.view.default(sum_53, [16]);  sum_53 = None
    t_285 = torch.ops.aten.t.default(t_284);  t_284 = None
    view_417 = torch.ops.aten.view.default(mm_104, [2, 8, 16]);  mm_104 = None
    view_418 = torch.ops.aten.view.default(view_417, [2, 8, 2, 8]);  view_417 = None
    transpose_132 = torch.ops.aten.transpose.int(view_418, 1, 2);  view_418 = None
    clone_80 = torch.ops.aten.clone.default(transpose_132, memory_format = torch.contiguous_format);  transpose_132 = None
    _unsafe_view_92 = torch.ops.aten._unsafe_view.default(clone_80, [4, 8, 8]);  clone_80 = None
    transpose_133 = torch.ops.aten.transpose.int(view_60, 1, 2);  view_60 = None
    bmm_56 = torch.ops.aten.bmm.default(transpose_133, _unsafe_view_92);  transpose_133 = None
    transpose_134 = torch.ops.aten.transpose.int(_unsafe_view_18, 1, 2);  _unsafe_view_18 = None
    bmm_57 = torch.ops.aten.bmm.default(_unsafe_view_92, transpose_134);  _unsafe_view_92 = transpose_134 = None
    view_419 = torch.ops.aten.view.default(bmm_56, [2, 2, 8, 8]);  bmm_56 = None
    view_420 = torch.ops.aten.view.default(bmm_57, [2, 2, 8, 8]);  bmm_57 = None
    detach_22 = torch.ops.aten.detach.default(detach_3);  detach_3 = None
    _softmax_backward_data_8 = torch.ops.aten._softmax_backward_data.default(view_420, detach_22, -1, torch.float32);  view_420 = detach_22 = None
    mul_20 = torch.ops.aten.mul.Tensor(_softmax_backward_data_8, 0.3535533905932738);  _softmax_backward_data_8 = None
    view_421 = torch.ops.aten.view.default(mul_20, [4, 8, 8]);  mul_20 = None
    transpose_135 = torch.ops.aten.transpose.int(_unsafe_view_15, 1, 2);  _unsafe_view_15 = None
    bmm_58 = torch.ops.aten.bmm.default(transpose_135, view_421);  transpose_135 = None
    transpose_136 = torch.ops.aten.transpose.int(_unsafe_view_16, 1, 2);  _unsafe_view_16 = None
    bmm_59 = torch.ops.aten.bmm.default(view_421, transpose_136);  view_421 = transpose_136 = None
    view_422 = torch.ops.aten.view.default(bmm_58, [2, 2, 8, 8]);  bmm_58 = None
    view_423 = torch.ops.aten.view.default(bmm_59, [2, 2, 8, 8]);  bmm_59 = None
    transpose_137 = torch.ops.aten.transpose.int(view_422, 2, 3);  view_422 = None
    transpose_138 = torch.ops.aten.transpose.int(view_419, 1, 2);  view_419 = None
    clone_81 = torch.ops.aten.clone.default(transpose_138, memory_format = torch.contiguous_format);  transpose_138 = None
    _unsafe_view_93 = torch.ops.aten._unsafe_view.default(clone_81, [2, 8, 16]);  clone_81 = None
    view_424 = torch.ops.aten.view.default(_unsafe_view_93, [16, 16]);  _unsafe_view_93 = None
    t_286 = torch.ops.aten.t.default(t_20);  t_20 = None
    mm_106 = torch.ops.aten.mm.default(view_424, t_286);  t_286 = None
    t_287 = torch.ops.aten.t.default(view_424)
    mm_107 = torch.ops.aten.mm.default(t_287, view_57);  t_287 = view_57 = None
    t_288 = torch.ops.aten.t.default(mm_107);  mm_107 = None
    sum_54 = torch.ops.aten.sum.dim_IntList(view_424, [0], True);  view_424 = None
    view_425 = torch.ops.aten.view.default(sum_54, [16]);  sum_54 = None
    t_289 = torch.ops.aten.t.default(t_288);  t_288 = None
    view_426 = torch.ops.aten.view.default(mm_106, [2, 8, 16]);  mm_106 = None
    add_59 = torch.ops.aten.add.Tensor(getitem_134, view_426);  getitem_134 = view_426 = None
    transpose_139 = torch.ops.aten.transpose.int(transpose_137, 1, 2);  transpose_137 = None
    view_427 = torch.ops.aten.view.default(transpose_139, [2, 8, 16]);  transpose_139 = None
    clone_82 = torch.ops.aten.clone.default(view_427, memory_format = torch.contiguous_format);  view_427 = None
    _unsafe_view_94 = torch.ops.aten._unsafe_view.default(clone_82, [16, 16]);  clone_82 = None
    t_290 = torch.ops.aten.t.default(t_19);  t_19 = None
    mm_108 = torch.ops.aten.mm.default(_unsafe_view_94, t_290);  t_290 = None
    t_291 = torch.ops.aten.t.default(_unsafe_view_94)
    mm_109 = torch.ops.aten.mm.default(t_291, view_54);  t_291 = view_54 = None
    t_292 = torch.ops.aten.t.default(mm_109);  mm_109 = None
    sum_55 = torch.ops.aten.sum.dim_IntList(_unsafe_view_94, [0], True);  _unsafe_view_94 = None
    view_428 = torch.ops.aten.view.default(sum_55, [16]);  sum_55 = None
    t_293 = torch.ops.aten.t.default(t_292);  t_292 = None
    view_429 = torch.ops.aten.view.default(mm_108, [2, 8, 16]);  mm_108 = None
    add_60 = torch.ops.aten.add.Tensor(add_59, view_429);  add_59 = view_429 = None
    transpose_140 = torch.ops.aten.transpose.int(view_423, 1, 2);  view_423 = None
    clone_83 = torch.ops.aten.clone.default(transpose_140, memory_format = torch.contiguous_format);  transpose_140 = None
    _unsafe_view_95 = torch.ops.aten._unsafe_view.default(clone_83, [2, 8, 16]);  clone_83 = None
    view_430 = torch.ops.aten.view.default(_unsafe_view_95, [16, 16]);  _unsafe_view_95 = None
    t_294 = torch.ops.aten.t.default(t_18);  t_18 = None
    mm_110 = torch.ops.aten.mm.default(view_430, t_294);  t_294 = None
    t_295 = torch.ops.aten.t.default(view_430)
    mm_111 = torch.ops.aten.mm.default(t_295, view_51);  t_295 = view_51 = None
    t_296 = torch.ops.aten.t.default(mm_111);  mm_111 = None
    sum_56 = torch.ops.aten.sum.dim_IntList(view_430, [0], True);  view_430 = None
    view_431 = torch.ops.aten.view.default(sum_56, [16]);  sum_56 = None
    t_297 = torch.ops.aten.t.default(t_296);  t_296 = None
    view_432 = torch.ops.aten.view.default(mm_110, [2, 8, 16]);  mm_110 = None
    add_61 = torch.ops.aten.add.Tensor(add_60, view_432);  add_60 = view_432 = None
    _param_constant51_1 = self._param_constant51
    _param_constant52_1 = self._param_constant52
    native_layer_norm_backward_19 = torch.ops.aten.native_layer_norm_backward.default(add_61, add_7, [16], getitem_19, getitem_20, _param_constant51_1, _param_constant52_1, [True, True, True]);  add_61 = add_7 = getitem_19 = getitem_20 = _param_constant51_1 = _param_constant52_1 = None
    getitem_137 = native_layer_norm_backward_19[0]
    getitem_138 = native_layer_norm_backward_19[1]
    getitem_139 = native_layer_norm_backward_19[2];  native_layer_norm_backward_19 = None
    view_433 = torch.ops.aten.view.default(getitem_137, [16, 16])
    t_298 = torch.ops.aten.t.default(t_17);  t_17 = None
    mm_112 = torch.ops.aten.mm.default(view_433, t_298);  t_298 = None
    t_299 = torch.ops.aten.t.default(view_433)
    mm_113 = torch.ops.aten.mm.default(t_299, view_49);  t_299 = view_49 = None
    t_300 = torch.ops.aten.t.default(mm_113);  mm_113 = None
    sum_57 = torch.ops.aten.sum.dim_IntList(view_433, [0], True);  view_433 = None
    view_434 = torch.ops.aten.view.default(sum_57, [16]);  sum_57 = None
    t_301 = torch.ops.aten.t.default(t_300);  t_300 = None
    view_435 = torch.ops.aten.view.default(mm_112, [2, 8, 32]);  mm_112 = None
    gelu_backward_10 = torch.ops.aten.gelu_backward.default(view_435, view_48);  view_435 = view_48 = None
    view_436 = torch.ops.aten.view.default(gelu_backward_10, [16, 32]);  gelu_backward_10 = None
    t_302 = torch.ops.aten.t.default(t_16);  t_16 = None
    mm_114 = torch.ops.aten.mm.default(view_436, t_302);  t_302 = None
    t_303 = torch.ops.aten.t.default(view_436)
    mm_115 = torch.ops.aten.mm.default(t_303, view_47);  t_303 = view_47 = None
    t_304 = torch.ops.aten.t.default(mm_115);  mm_115 = None
    sum_58 = torch.ops.aten.sum.dim_IntList(view_436, [0], True);  view_436 = None
    view_437 = torch.ops.aten.view.default(sum_58, [32]);  sum_58 = None
    t_305 = torch.ops.aten.t.default(t_304);  t_304 = None
    view_438 = torch.ops.aten.view.default(mm_114, [2, 8, 16]);  mm_114 = None
    add_62 = torch.ops.aten.add.Tensor(getitem_137, view_438);  getitem_137 = view_438 = None
    _param_constant45_1 = self._param_constant45
    _param_constant46_1 = self._param_constant46
    native_layer_norm_backward_20 = torch.ops.aten.native_layer_norm_backward.default(add_62, add_6, [16], getitem_16, getitem_17, _param_constant45_1, _param_constant46_1, [True, True, True]);  add_62 = add_6 = getitem_16 = getitem_17 = _param_constant45_1 = _param_constant46_1 = None
    getitem_140 = native_layer_norm_backward_20[0]
    getitem_141 = native_layer_norm_backward_20[1]
    getitem_142 = native_layer_norm_backward_20[2];  native_layer_norm_backward_20 = None
    view_439 = torch.ops.aten.view.default(getitem_140, [16, 16])
    t_306 = torch.ops.aten.t.default(t_15);  t_15 = None
    mm_116 = torch.ops.aten.mm.default(view_439, t_306);  t_306 = None
    t_307 = torch.ops.aten.t.default(view_439)
    mm_117 = torch.ops.aten.mm.default(t_307, view_45);  t_307 = view_45 = None
    t_308 = torch.ops.aten.t.default(mm_117);  mm_117 = None
    sum_59 = torch.ops.aten.sum.dim_IntList(view_439, [0], True);  view_439 = None
    view_440 = torch.ops.aten.view.default(sum_59, [16]);  sum_59 = None
    t_309 = torch.ops.aten.t.default(t_308);  t_308 = None
    view_441 = torch.ops.aten.view.default(mm_116, [2, 8, 16]);  mm_116 = None
    view_442 = torch.ops.aten.view.default(view_441, [2, 8, 2, 8]);  view_441 = None
    transpose_141 = torch.ops.aten.transpose.int(view_442, 1, 2);  view_442 = None
    clone_84 = torch.ops.aten.clone.default(transpose_141, memory_format = torch.contiguous_format);  transpose_141 = None
    _unsafe_view_96 = torch.ops.aten._unsafe_view.default(clone_84, [4, 8, 8]);  clone_84 = None
    transpose_142 = torch.ops.aten.transpose.int(view_43, 1, 2);  view_43 = None
    bmm_60 = torch.ops.aten.bmm.default(transpose_142, _unsafe_view_96);  transpose_142 = None
    transpose_143 = torch.ops.aten.transpose.int(_unsafe_view_13, 1, 2);  _unsafe_view_13 = None
    bmm_61 = torch.ops.aten.bmm.default(_unsafe_view_96, transpose_143);  _unsafe_view_96 = transpose_143 = None
    view_443 = torch.ops.aten.view.default(bmm_60, [2, 2, 8, 8]);  bmm_60 = None
    view_444 = torch.ops.aten.view.default(bmm_61, [2, 2, 8, 8]);  bmm_61 = None
    detach_23 = torch.ops.aten.detach.default(detach_2);  detach_2 = None
    _softmax_backward_data_9 = torch.ops.aten._softmax_backward_data.default(view_444, detach_23, -1, torch.float32);  view_444 = detach_23 = None
    mul_21 = torch.ops.aten.mul.Tensor(_softmax_backward_data_9, 0.3535533905932738);  _softmax_backward_data_9 = None
    view_445 = torch.ops.aten.view.default(mul_21, [4, 8, 8]);  mul_21 = None
    transpose_144 = torch.ops.aten.transpose.int(_unsafe_view_10, 1, 2);  _unsafe_view_10 = None
    bmm_62 = torch.ops.aten.bmm.default(transpose_144, view_445);  transpose_144 = None
    transpose_145 = torch.ops.aten.transpose.int(_unsafe_view_11, 1, 2);  _unsafe_view_11 = None
    bmm_63 = torch.ops.aten.bmm.default(view_445, transpose_145);  view_445 = transpose_145 = None
    view_446 = torch.ops.aten.view.default(bmm_62, [2, 2, 8, 8]);  bmm_62 = None
    view_447 = torch.ops.aten.view.default(bmm_63, [2, 2, 8, 8]);  bmm_63 = None
    transpose_146 = torch.ops.aten.transpose.int(view_446, 2, 3);  view_446 = None
    transpose_147 = torch.ops.aten.transpose.int(view_443, 1, 2);  view_443 = None
    clone_85 = torch.ops.aten.clone.default(transpose_147, memory_format = torch.contiguous_format);  transpose_147 = None
    _unsafe_view_97 = torch.ops.aten._unsafe_view.default(clone_85, [2, 8, 16]);  clone_85 = None
    view_448 = torch.ops.aten.view.default(_unsafe_view_97, [16, 16]);  _unsafe_view_97 = None
    t_310 = torch.ops.aten.t.default(t_14);  t_14 = None
    mm_118 = torch.ops.aten.mm.default(view_448, t_310);  t_310 = None
    t_311 = torch.ops.aten.t.default(view_448)
    mm_119 = torch.ops.aten.mm.default(t_311, view_40);  t_311 = view_40 = None
    t_312 = torch.ops.aten.t.default(mm_119);  mm_119 = None
    sum_60 = torch.ops.aten.sum.dim_IntList(view_448, [0], True);  view_448 = None
    view_449 = torch.ops.aten.view.default(sum_60, [16]);  sum_60 = None
    t_313 = torch.ops.aten.t.default(t_312);  t_312 = None
    view_450 = torch.ops.aten.view.default(mm_118, [2, 8, 16]);  mm_118 = None
    add_63 = torch.ops.aten.add.Tensor(getitem_140, view_450);  getitem_140 = view_450 = None
    transpose_148 = torch.ops.aten.transpose.int(transpose_146, 1, 2);  transpose_146 = None
    view_451 = torch.ops.aten.view.default(transpose_148, [2, 8, 16]);  transpose_148 = None
    clone_86 = torch.ops.aten.clone.default(view_451, memory_format = torch.contiguous_format);  view_451 = None
    _unsafe_view_98 = torch.ops.aten._unsafe_view.default(clone_86, [16, 16]);  clone_86 = None
    t_314 = torch.ops.aten.t.default(t_13);  t_13 = None
    mm_120 = torch.ops.aten.mm.default(_unsafe_view_98, t_314);  t_314 = None
    t_315 = torch.ops.aten.t.default(_unsafe_view_98)
    mm_121 = torch.ops.aten.mm.default(t_315, view_37);  t_315 = view_37 = None
    t_316 = torch.ops.aten.t.default(mm_121);  mm_121 = None
    sum_61 = torch.ops.aten.sum.dim_IntList(_unsafe_view_98, [0], True);  _unsafe_view_98 = None
    view_452 = torch.ops.aten.view.default(sum_61, [16]);  sum_61 = None
    t_317 = torch.ops.aten.t.default(t_316);  t_316 = None
    view_453 = torch.ops.aten.view.default(mm_120, [2, 8, 16]);  mm_120 = None
    add_64 = torch.ops.aten.add.Tensor(add_63, view_453);  add_63 = view_453 = None
    transpose_149 = torch.ops.aten.transpose.int(view_447, 1, 2);  view_447 = None
    clone_87 = torch.ops.aten.clone.default(transpose_149, memory_format = torch.contiguous_format);  transpose_149 = None
    _unsafe_view_99 = torch.ops.aten._unsafe_view.default(clone_87, [2, 8, 16]);  clone_87 = None
    view_454 = torch.ops.aten.view.default(_unsafe_view_99, [16, 16]);  _unsafe_view_99 = None
    t_318 = torch.ops.aten.t.default(t_12);  t_12 = None
    mm_122 = torch.ops.aten.mm.default(view_454, t_318);  t_318 = None
    t_319 = torch.ops.aten.t.default(view_454)
    mm_123 = torch.ops.aten.mm.default(t_319, view_34);  t_319 = view_34 = None
    t_320 = torch.ops.aten.t.default(mm_123);  mm_123 = None
    sum_62 = torch.ops.aten.sum.dim_IntList(view_454, [0], True);  view_454 = None
    view_455 = torch.ops.aten.view.default(sum_62, [16]);  sum_62 = None
    t_321 = torch.ops.aten.t.default(t_320);  t_320 = None
    view_456 = torch.ops.aten.view.default(mm_122, [2, 8, 16]);  mm_122 = None
    add_65 = torch.ops.aten.add.Tensor(add_64, view_456);  add_64 = view_456 = None
    _param_constant35_1 = self._param_constant35
    _param_constant36_1 = self._param_constant36
    native_layer_norm_backward_21 = torch.ops.aten.native_layer_norm_backward.default(add_65, add_5, [16], getitem_13, getitem_14, _param_constant35_1, _param_constant36_1, [True, True, True]);  add_65 = add_5 = getitem_13 = getitem_14 = _param_constant35_1 = _param_constant36_1 = None
    getitem_143 = native_layer_norm_backward_21[0]
    getitem_144 = native_layer_norm_backward_21[1]
    getitem_145 = native_layer_norm_backward_21[2];  native_layer_norm_backward_21 = None
    view_457 = torch.ops.aten.view.default(getitem_143, [16, 16])
    t_322 = torch.ops.aten.t.default(t_11);  t_11 = None
    mm_124 = torch.ops.aten.mm.default(view_457, t_322);  t_322 = None
    t_323 = torch.ops.aten.t.default(view_457)
    mm_125 = torch.ops.aten.mm.default(t_323, view_32);  t_323 = view_32 = None
    t_324 = torch.ops.aten.t.default(mm_125);  mm_125 = None
    sum_63 = torch.ops.aten.sum.dim_IntList(view_457, [0], True);  view_457 = None
    view_458 = torch.ops.aten.view.default(sum_63, [16]);  sum_63 = None
    t_325 = torch.ops.aten.t.default(t_324);  t_324 = None
    view_459 = torch.ops.aten.view.default(mm_124, [2, 8, 32]);  mm_124 = None
    gelu_backward_11 = torch.ops.aten.gelu_backward.default(view_459, view_31);  view_459 = view_31 = None
    view_460 = torch.ops.aten.view.default(gelu_backward_11, [16, 32]);  gelu_backward_11 = None
    t_326 = torch.ops.aten.t.default(t_10);  t_10 = None
    mm_126 = torch.ops.aten.mm.default(view_460, t_326);  t_326 = None
    t_327 = torch.ops.aten.t.default(view_460)
    mm_127 = torch.ops.aten.mm.default(t_327, view_30);  t_327 = view_30 = None
    t_328 = torch.ops.aten.t.default(mm_127);  mm_127 = None
    sum_64 = torch.ops.aten.sum.dim_IntList(view_460, [0], True);  view_460 = None
    view_461 = torch.ops.aten.view.default(sum_64, [32]);  sum_64 = None
    t_329 = torch.ops.aten.t.default(t_328);  t_328 = None
    view_462 = torch.ops.aten.view.default(mm_126, [2, 8, 16]);  mm_126 = None
    add_66 = torch.ops.aten.add.Tensor(getitem_143, view_462);  getitem_143 = view_462 = None
    _param_constant29_1 = self._param_constant29
    _param_constant30_1 = self._param_constant30
    native_layer_norm_backward_22 = torch.ops.aten.native_layer_norm_backward.default(add_66, add_4, [16], getitem_10, getitem_11, _param_constant29_1, _param_constant30_1, [True, True, True]);  add_66 = add_4 = getitem_10 = getitem_11 = _param_constant29_1 = _param_constant30_1 = None
    getitem_146 = native_layer_norm_backward_22[0]
    getitem_147 = native_layer_norm_backward_22[1]
    getitem_148 = native_layer_norm_backward_22[2];  native_layer_norm_backward_22 = None
    view_463 = torch.ops.aten.view.default(getitem_146, [16, 16])
    t_330 = torch.ops.aten.t.default(t_9);  t_9 = None
    mm_128 = torch.ops.aten.mm.default(view_463, t_330);  t_330 = None
    t_331 = torch.ops.aten.t.default(view_463)
    mm_129 = torch.ops.aten.mm.default(t_331, view_28);  t_331 = view_28 = None
    t_332 = torch.ops.aten.t.default(mm_129);  mm_129 = None
    sum_65 = torch.ops.aten.sum.dim_IntList(view_463, [0], True);  view_463 = None
    view_464 = torch.ops.aten.view.default(sum_65, [16]);  sum_65 = None
    t_333 = torch.ops.aten.t.default(t_332);  t_332 = None
    view_465 = torch.ops.aten.view.default(mm_128, [2, 8, 16]);  mm_128 = None
    view_466 = torch.ops.aten.view.default(view_465, [2, 8, 2, 8]);  view_465 = None
    transpose_150 = torch.ops.aten.transpose.int(view_466, 1, 2);  view_466 = None
    clone_88 = torch.ops.aten.clone.default(transpose_150, memory_format = torch.contiguous_format);  transpose_150 = None
    _unsafe_view_100 = torch.ops.aten._unsafe_view.default(clone_88, [4, 8, 8]);  clone_88 = None
    transpose_151 = torch.ops.aten.transpose.int(view_26, 1, 2);  view_26 = None
    bmm_64 = torch.ops.aten.bmm.default(transpose_151, _unsafe_view_100);  transpose_151 = None
    transpose_152 = torch.ops.aten.transpose.int(_unsafe_view_8, 1, 2);  _unsafe_view_8 = None
    bmm_65 = torch.ops.aten.bmm.default(_unsafe_view_100, transpose_152);  _unsafe_view_100 = transpose_152 = None
    view_467 = torch.ops.aten.view.default(bmm_64, [2, 2, 8, 8]);  bmm_64 = None
    view_468 = torch.ops.aten.view.default(bmm_65, [2, 2, 8, 8]);  bmm_65 = None
    detach_24 = torch.ops.aten.detach.default(detach_1);  detach_1 = None
    _softmax_backward_data_10 = torch.ops.aten._softmax_backward_data.default(view_468, detach_24, -1, torch.float32);  view_468 = detach_24 = None
    mul_22 = torch.ops.aten.mul.Tensor(_softmax_backward_data_10, 0.3535533905932738);  _softmax_backward_data_10 = None
    view_469 = torch.ops.aten.view.default(mul_22, [4, 8, 8]);  mul_22 = None
    transpose_153 = torch.ops.aten.transpose.int(_unsafe_view_5, 1, 2);  _unsafe_view_5 = None
    bmm_66 = torch.ops.aten.bmm.default(transpose_153, view_469);  transpose_153 = None
    transpose_154 = torch.ops.aten.transpose.int(_unsafe_view_6, 1, 2);  _unsafe_view_6 = None
    bmm_67 = torch.ops.aten.bmm.default(view_469, transpose_154);  view_469 = transpose_154 = None
    view_470 = torch.ops.aten.view.default(bmm_66, [2, 2, 8, 8]);  bmm_66 = None
    view_471 = torch.ops.aten.view.default(bmm_67, [2, 2, 8, 8]);  bmm_67 = None
    transpose_155 = torch.ops.aten.transpose.int(view_470, 2, 3);  view_470 = None
    transpose_156 = torch.ops.aten.transpose.int(view_467, 1, 2);  view_467 = None
    clone_89 = torch.ops.aten.clone.default(transpose_156, memory_format = torch.contiguous_format);  transpose_156 = None
    _unsafe_view_101 = torch.ops.aten._unsafe_view.default(clone_89, [2, 8, 16]);  clone_89 = None
    view_472 = torch.ops.aten.view.default(_unsafe_view_101, [16, 16]);  _unsafe_view_101 = None
    t_334 = torch.ops.aten.t.default(t_8);  t_8 = None
    mm_130 = torch.ops.aten.mm.default(view_472, t_334);  t_334 = None
    t_335 = torch.ops.aten.t.default(view_472)
    mm_131 = torch.ops.aten.mm.default(t_335, view_23);  t_335 = view_23 = None
    t_336 = torch.ops.aten.t.default(mm_131);  mm_131 = None
    sum_66 = torch.ops.aten.sum.dim_IntList(view_472, [0], True);  view_472 = None
    view_473 = torch.ops.aten.view.default(sum_66, [16]);  sum_66 = None
    t_337 = torch.ops.aten.t.default(t_336);  t_336 = None
    view_474 = torch.ops.aten.view.default(mm_130, [2, 8, 16]);  mm_130 = None
    add_67 = torch.ops.aten.add.Tensor(getitem_146, view_474);  getitem_146 = view_474 = None
    transpose_157 = torch.ops.aten.transpose.int(transpose_155, 1, 2);  transpose_155 = None
    view_475 = torch.ops.aten.view.default(transpose_157, [2, 8, 16]);  transpose_157 = None
    clone_90 = torch.ops.aten.clone.default(view_475, memory_format = torch.contiguous_format);  view_475 = None
    _unsafe_view_102 = torch.ops.aten._unsafe_view.default(clone_90, [16, 16]);  clone_90 = None
    t_338 = torch.ops.aten.t.default(t_7);  t_7 = None
    mm_132 = torch.ops.aten.mm.default(_unsafe_view_102, t_338);  t_338 = None
    t_339 = torch.ops.aten.t.default(_unsafe_view_102)
    mm_133 = torch.ops.aten.mm.default(t_339, view_20);  t_339 = view_20 = None
    t_340 = torch.ops.aten.t.default(mm_133);  mm_133 = None
    sum_67 = torch.ops.aten.sum.dim_IntList(_unsafe_view_102, [0], True);  _unsafe_view_102 = None
    view_476 = torch.ops.aten.view.default(sum_67, [16]);  sum_67 = None
    t_341 = torch.ops.aten.t.default(t_340);  t_340 = None
    view_477 = torch.ops.aten.view.default(mm_132, [2, 8, 16]);  mm_132 = None
    add_68 = torch.ops.aten.add.Tensor(add_67, view_477);  add_67 = view_477 = None
    transpose_158 = torch.ops.aten.transpose.int(view_471, 1, 2);  view_471 = None
    clone_91 = torch.ops.aten.clone.default(transpose_158, memory_format = torch.contiguous_format);  transpose_158 = None
    _unsafe_view_103 = torch.ops.aten._unsafe_view.default(clone_91, [2, 8, 16]);  clone_91 = None
    view_478 = torch.ops.aten.view.default(_unsafe_view_103, [16, 16]);  _unsafe_view_103 = None
    t_342 = torch.ops.aten.t.default(t_6);  t_6 = None
    mm_134 = torch.ops.aten.mm.default(view_478, t_342);  t_342 = None
    t_343 = torch.ops.aten.t.default(view_478)
    mm_135 = torch.ops.aten.mm.default(t_343, view_17);  t_343 = view_17 = None
    t_344 = torch.ops.aten.t.default(mm_135);  mm_135 = None
    sum_68 = torch.ops.aten.sum.dim_IntList(view_478, [0], True);  view_478 = None
    view_479 = torch.ops.aten.view.default(sum_68, [16]);  sum_68 = None
    t_345 = torch.ops.aten.t.default(t_344);  t_344 = None
    view_480 = torch.ops.aten.view.default(mm_134, [2, 8, 16]);  mm_134 = None
    add_69 = torch.ops.aten.add.Tensor(add_68, view_480);  add_68 = view_480 = None
    _param_constant19_1 = self._param_constant19
    _param_constant20_1 = self._param_constant20
    native_layer_norm_backward_23 = torch.ops.aten.native_layer_norm_backward.default(add_69, add_3, [16], getitem_7, getitem_8, _param_constant19_1, _param_constant20_1, [True, True, True]);  add_69 = add_3 = getitem_7 = getitem_8 = _param_constant19_1 = _param_constant20_1 = None
    getitem_149 = native_layer_norm_backward_23[0]
    getitem_150 = native_layer_norm_backward_23[1]
    getitem_151 = native_layer_norm_backward_23[2];  native_layer_norm_backward_23 = None
    view_481 = torch.ops.aten.view.default(getitem_149, [16, 16])
    t_346 = torch.ops.aten.t.default(t_5);  t_5 = None
    mm_136 = torch.ops.aten.mm.default(view_481, t_346);  t_346 = None
    t_347 = torch.ops.aten.t.default(view_481)
    mm_137 = torch.ops.aten.mm.default(t_347, view_15);  t_347 = view_15 = None
    t_348 = torch.ops.aten.t.default(mm_137);  mm_137 = None
    sum_69 = torch.ops.aten.sum.dim_IntList(view_481, [0], True);  view_481 = None
    view_482 = torch.ops.aten.view.default(sum_69, [16]);  sum_69 = None
    t_349 = torch.ops.aten.t.default(t_348);  t_348 = None
    view_483 = torch.ops.aten.view.default(mm_136, [2, 8, 32]);  mm_136 = None
    gelu_backward_12 = torch.ops.aten.gelu_backward.default(view_483, view_14);  view_483 = view_14 = None
    view_484 = torch.ops.aten.view.default(gelu_backward_12, [16, 32]);  gelu_backward_12 = None
    t_350 = torch.ops.aten.t.default(t_4);  t_4 = None
    mm_138 = torch.ops.aten.mm.default(view_484, t_350);  t_350 = None
    t_351 = torch.ops.aten.t.default(view_484)
    mm_139 = torch.ops.aten.mm.default(t_351, view_13);  t_351 = view_13 = None
    t_352 = torch.ops.aten.t.default(mm_139);  mm_139 = None
    sum_70 = torch.ops.aten.sum.dim_IntList(view_484, [0], True);  view_484 = None
    view_485 = torch.ops.aten.view.default(sum_70, [32]);  sum_70 = None
    t_353 = torch.ops.aten.t.default(t_352);  t_352 = None
    view_486 = torch.ops.aten.view.default(mm_138, [2, 8, 16]);  mm_138 = None
    add_70 = torch.ops.aten.add.Tensor(getitem_149, view_486);  getitem_149 = view_486 = None
    _param_constant13_1 = self._param_constant13
    _param_constant14_1 = self._param_constant14
    native_layer_norm_backward_24 = torch.ops.aten.native_layer_norm_backward.default(add_70, add_2, [16], getitem_4, getitem_5, _param_constant13_1, _param_constant14_1, [True, True, True]);  add_70 = add_2 = getitem_4 = getitem_5 = _param_constant13_1 = _param_constant14_1 = None
    getitem_152 = native_layer_norm_backward_24[0]
    getitem_153 = native_layer_norm_backward_24[1]
    getitem_154 = native_layer_norm_backward_24[2];  native_layer_norm_backward_24 = None
    view_487 = torch.ops.aten.view.default(getitem_152, [16, 16])
    t_354 = torch.ops.aten.t.default(t_3);  t_3 = None
    mm_140 = torch.ops.aten.mm.default(view_487, t_354);  t_354 = None
    t_355 = torch.ops.aten.t.default(view_487)
    mm_141 = torch.ops.aten.mm.default(t_355, view_11);  t_355 = view_11 = None
    t_356 = torch.ops.aten.t.default(mm_141);  mm_141 = None
    sum_71 = torch.ops.aten.sum.dim_IntList(view_487, [0], True);  view_487 = None
    view_488 = torch.ops.aten.view.default(sum_71, [16]);  sum_71 = None
    t_357 = torch.ops.aten.t.default(t_356);  t_356 = None
    view_489 = torch.ops.aten.view.default(mm_140, [2, 8, 16]);  mm_140 = None
    view_490 = torch.ops.aten.view.default(view_489, [2, 8, 2, 8]);  view_489 = None
    transpose_159 = torch.ops.aten.transpose.int(view_490, 1, 2);  view_490 = None
    clone_92 = torch.ops.aten.clone.default(transpose_159, memory_format = torch.contiguous_format);  transpose_159 = None
    _unsafe_view_104 = torch.ops.aten._unsafe_view.default(clone_92, [4, 8, 8]);  clone_92 = None
    transpose_160 = torch.ops.aten.transpose.int(view_9, 1, 2);  view_9 = None
    bmm_68 = torch.ops.aten.bmm.default(transpose_160, _unsafe_view_104);  transpose_160 = None
    transpose_161 = torch.ops.aten.transpose.int(_unsafe_view_3, 1, 2);  _unsafe_view_3 = None
    bmm_69 = torch.ops.aten.bmm.default(_unsafe_view_104, transpose_161);  _unsafe_view_104 = transpose_161 = None
    view_491 = torch.ops.aten.view.default(bmm_68, [2, 2, 8, 8]);  bmm_68 = None
    view_492 = torch.ops.aten.view.default(bmm_69, [2, 2, 8, 8]);  bmm_69 = None
    detach_25 = torch.ops.aten.detach.default(detach);  detach = None
    _softmax_backward_data_11 = torch.ops.aten._softmax_backward_data.default(view_492, detach_25, -1, torch.float32);  view_492 = detach_25 = None
    mul_23 = torch.ops.aten.mul.Tensor(_softmax_backward_data_11, 0.3535533905932738);  _softmax_backward_data_11 = None
    view_493 = torch.ops.aten.view.default(mul_23, [4, 8, 8]);  mul_23 = None
    transpose_162 = torch.ops.aten.transpose.int(_unsafe_view, 1, 2);  _unsafe_view = None
    bmm_70 = torch.ops.aten.bmm.default(transpose_162, view_493);  transpose_162 = None
    transpose_163 = torch.ops.aten.transpose.int(_unsafe_view_1, 1, 2);  _unsafe_view_1 = None
    bmm_71 = torch.ops.aten.bmm.default(view_493, transpose_163);  view_493 = transpose_163 = None
    view_494 = torch.ops.aten.view.default(bmm_70, [2, 2, 8, 8]);  bmm_70 = None
    view_495 = torch.ops.aten.view.default(bmm_71, [2, 2, 8, 8]);  bmm_71 = None
    transpose_164 = torch.ops.aten.transpose.int(view_494, 2, 3);  view_494 = None
    transpose_165 = torch.ops.aten.transpose.int(view_491, 1, 2);  view_491 = None
    clone_93 = torch.ops.aten.clone.default(transpose_165, memory_format = torch.contiguous_format);  transpose_165 = None
    _unsafe_view_105 = torch.ops.aten._unsafe_view.default(clone_93, [2, 8, 16]);  clone_93 = None
    view_496 = torch.ops.aten.view.default(_unsafe_view_105, [16, 16]);  _unsafe_view_105 = None
    t_358 = torch.ops.aten.t.default(t_2);  t_2 = None
    mm_142 = torch.ops.aten.mm.default(view_496, t_358);  t_358 = None
    t_359 = torch.ops.aten.t.default(view_496)
    mm_143 = torch.ops.aten.mm.default(t_359, view_6);  t_359 = view_6 = None
    t_360 = torch.ops.aten.t.default(mm_143);  mm_143 = None
    sum_72 = torch.ops.aten.sum.dim_IntList(view_496, [0], True);  view_496 = None
    view_497 = torch.ops.aten.view.default(sum_72, [16]);  sum_72 = None
    t_361 = torch.ops.aten.t.default(t_360);  t_360 = None
    view_498 = torch.ops.aten.view.default(mm_142, [2, 8, 16]);  mm_142 = None
    add_71 = torch.ops.aten.add.Tensor(getitem_152, view_498);  getitem_152 = view_498 = None
    transpose_166 = torch.ops.aten.transpose.int(transpose_164, 1, 2);  transpose_164 = None
    view_499 = torch.ops.aten.view.default(transpose_166, [2, 8, 16]);  transpose_166 = None
    clone_94 = torch.ops.aten.clone.default(view_499, memory_format = torch.contiguous_format);  view_499 = None
    _unsafe_view_106 = torch.ops.aten._unsafe_view.default(clone_94, [16, 16]);  clone_94 = None
    t_362 = torch.ops.aten.t.default(t_1);  t_1 = None
    mm_144 = torch.ops.aten.mm.default(_unsafe_view_106, t_362);  t_362 = None
    t_363 = torch.ops.aten.t.default(_unsafe_view_106)
    mm_145 = torch.ops.aten.mm.default(t_363, view_3);  t_363 = view_3 = None
    t_364 = torch.ops.aten.t.default(mm_145);  mm_145 = None
    sum_73 = torch.ops.aten.sum.dim_IntList(_unsafe_view_106, [0], True);  _unsafe_view_106 = None
    view_500 = torch.ops.aten.view.default(sum_73, [16]);  sum_73 = None
    t_365 = torch.ops.aten.t.default(t_364);  t_364 = None
    view_501 = torch.ops.aten.view.default(mm_144, [2, 8, 16]);  mm_144 = None
    add_72 = torch.ops.aten.add.Tensor(add_71, view_501);  add_71 = view_501 = None
    transpose_167 = torch.ops.aten.transpose.int(view_495, 1, 2);  view_495 = None
    clone_95 = torch.ops.aten.clone.default(transpose_167, memory_format = torch.contiguous_format);  transpose_167 = None
    _unsafe_view_107 = torch.ops.aten._unsafe_view.default(clone_95, [2, 8, 16]);  clone_95 = None
    view_502 = torch.ops.aten.view.default(_unsafe_view_107, [16, 16]);  _unsafe_view_107 = None
    t_366 = torch.ops.aten.t.default(t);  t = None
    mm_146 = torch.ops.aten.mm.default(view_502, t_366);  t_366 = None
    t_367 = torch.ops.aten.t.default(view_502)
    mm_147 = torch.ops.aten.mm.default(t_367, view);  t_367 = view = None
    t_368 = torch.ops.aten.t.default(mm_147);  mm_147 = None
    sum_74 = torch.ops.aten.sum.dim_IntList(view_502, [0], True);  view_502 = None
    view_503 = torch.ops.aten.view.default(sum_74, [16]);  sum_74 = None
    t_369 = torch.ops.aten.t.default(t_368);  t_368 = None
    view_504 = torch.ops.aten.view.default(mm_146, [2, 8, 16]);  mm_146 = None
    add_73 = torch.ops.aten.add.Tensor(add_72, view_504);  add_72 = view_504 = None
    _param_constant3_1 = self._param_constant3
    _param_constant4_1 = self._param_constant4
    native_layer_norm_backward_25 = torch.ops.aten.native_layer_norm_backward.default(add_73, add_1, [16], getitem_1, getitem_2, _param_constant3_1, _param_constant4_1, [True, True, True]);  add_73 = add_1 = getitem_1 = getitem_2 = _param_constant3_1 = _param_constant4_1 = None
    getitem_155 = native_layer_norm_backward_25[0]
    getitem_156 = native_layer_norm_backward_25[1]
    getitem_157 = native_layer_norm_backward_25[2];  native_layer_norm_backward_25 = None
    sum_75 = torch.ops.aten.sum.dim_IntList(getitem_155, [0], True)
    embedding_dense_backward = torch.ops.aten.embedding_dense_backward.default(sum_75, slice_1, 16, -1, False);  sum_75 = slice_1 = None
    embedding_dense_backward_1 = torch.ops.aten.embedding_dense_backward.default(getitem_155, expand_1, 2, -1, False);  expand_1 = None
    embedding_dense_backward_2 = torch.ops.aten.embedding_dense_backward.default(getitem_155, input_ids_1, 64, 0, False);  getitem_155 = input_ids_1 = None
    add_74 = torch.ops.aten.add.Tensor(t_77, embedding_dense_backward_2);  t_77 = embedding_dense_backward_2 = None
    return (getitem_78, add_74, embedding_dense_backward, embedding_dense_backward_1, getitem_156, getitem_157, t_369, view_503, t_365, view_500, t_361, view_497, t_357, view_488, getitem_153, getitem_154, t_353, view_485, t_349, view_482, getitem_150, getitem_151, t_345, view_479, t_341, view_476, t_337, view_473, t_333, view_464, getitem_147, getitem_148, t_329, view_461, t_325, view_458, getitem_144, getitem_145, t_321, view_455, t_317, view_452, t_313, view_449, t_309, view_440, getitem_141, getitem_142, t_305, view_437, t_301, view_434, getitem_138, getitem_139, t_297, view_431, t_293, view_428, t_289, view_425, t_285, view_416, getitem_135, getitem_136, t_281, view_413, t_277, view_410, getitem_132, getitem_133, t_273, view_407, t_269, view_404, t_265, view_401, t_261, view_392, getitem_129, getitem_130, t_257, view_389, t_253, view_386, getitem_126, getitem_127, t_249, view_383, t_245, view_380, t_241, view_377, t_237, view_368, getitem_123, getitem_124, t_233, view_365, t_229, view_362, getitem_120, getitem_121, t_225, view_359, t_221, view_356, t_217, view_353, t_213, view_344, getitem_117, getitem_118, t_209, view_341, t_205, view_338, getitem_114, getitem_115, t_201, view_335, t_197, view_332, t_193, view_329, t_189, view_320, getitem_111, getitem_112, t_185, view_317, t_181, view_314, getitem_108, getitem_109, t_177, view_311, t_173, view_308, t_169, view_305, t_165, view_296, getitem_105, getitem_106, t_161, view_293, t_157, view_290, getitem_102, getitem_103, t_153, view_287, t_149, view_284, t_145, view_281, t_141, view_272, getitem_99, getitem_100, t_137, view_269, t_133, view_266, getitem_96, getitem_97, t_129, view_263, t_125, view_260, t_121, view_257, t_117, view_248, getitem_93, getitem_94, t_113, view_245, t_109, view_242, getitem_90, getitem_91, t_105, view_239, t_101, view_236, t_97, view_233, t_93, view_224, getitem_87, getitem_88, t_89, view_221, t_85, view_218, getitem_84, getitem_85, view_212, t_81, view_215, getitem_81, getitem_82)
    