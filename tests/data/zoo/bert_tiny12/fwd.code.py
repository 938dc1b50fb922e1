


def forward(self, input_ids_1, labels_1):
    _tensor_constant0 = self._tensor_constant0
    slice_1 = torch.ops.aten.slice.Tensor(_tensor_constant0, 1, 0, 8);  _tensor_constant0 = None
    _tensor_constant1 = self._tensor_constant1
    expand = torch.ops.aten.expand.default(_tensor_constant1, [1, -1]);  _tensor_constant1 = None
    gather = torch.ops.aten.gather.default(expand, 1, slice_1);  expand = None
    expand_1 = torch.ops.aten.expand.default(gather, [2, 8]);  gather = None
    _param_constant0 = self._param_constant0
    embedding = torch.ops.aten.embedding.default(_param_constant0, input_ids_1, 0);  _param_constant0 = input_ids_1 = None
    _param_constant1 = self._param_constant1
    embedding_1 = torch.ops.aten.embedding.default(_param_constant1, expand_1);  _param_constant1 = expand_1 = None
    add = torch.ops.aten.add.Tensor(embedding, embedding_1);  embedding = embedding_1 = None
    _param_constant2 = self._param_constant2
    embedding_2 = torch.ops.aten.embedding.default(_param_constant2, slice_1);  _param_constant2 = slice_1 = None
    add_1 = torch.ops.aten.add.Tensor(add, embedding_2);  add = embedding_2 = None
    _param_constant3 = self._param_constant3
    _param_constant4 = self._param_constant4
    native_layer_norm = torch.ops.aten.native_layer_norm.default(add_1, [16], _param_constant3, _param_constant4, 1e-12);  add_1 = _param_constant3 = _param_constant4 = None
    getitem = native_layer_norm[0]
    getitem_1 = native_layer_norm[1];  getitem_1 = None
    getitem_2 = native_layer_norm[2];  native_layer_norm = getitem_2 = None
    view = torch.ops.aten.view.default(getitem, [16, 16])
    _param_constant5 = self._param_constant5
    t = torch.ops.aten.t.default(_param_constant5);  _param_constant5 = None
    _param_constant6 = self._param_constant6
    addmm = torch.ops.aten.addmm.default(_param_constant6, view, t);  _param_constant6 = view = t = None
    view_1 = torch.ops.aten.view.default(addmm, [2, 8, 16]);  addmm = None
    view_2 = torch.ops.aten.view.default(view_1, [2, 8, -1, 8]);  view_1 = None
    transpose = torch.ops.aten.transpose.int(view_2, 1, 2);  view_2 = None
    view_3 = torch.ops.aten.view.default(getitem, [16, 16])
    _param_constant7 = self._param_constant7
    t_1 = torch.ops.aten.t.default(_param_constant7);  _param_constant7 = None
    _param_constant8 = self._param_constant8
    addmm_1 = torch.ops.aten.addmm.default(_param_constant8, view_3, t_1);  _param_constant8 = view_3 = t_1 = None
    view_4 = torch.ops.aten.view.default(addmm_1, [2, 8, 16]);  addmm_1 = None
    view_5 = torch.ops.aten.view.default(view_4, [2, 8, -1, 8]);  view_4 = None
    transpose_1 = torch.ops.aten.transpose.int(view_5, 1, 2);  view_5 = None
    view_6 = torch.ops.aten.view.default(getitem, [16, 16])
    _param_constant9 = self._param_constant9
    t_2 = torch.ops.aten.t.default(_param_constant9);  _param_constant9 = None
    _param_constant10 = self._param_constant10
    addmm_2 = torch.ops.aten.addmm.default(_param_constant10, view_6, t_2);  _param_constant10 = view_6 = t_2 = None
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
    bmm = torch.ops.aten.bmm.default(_unsafe_view, _unsafe_view_1);  _unsafe_view = _unsafe_view_1 = None
    _unsafe_view_2 = torch.ops.aten._unsafe_view.default(bmm, [2, 2, 8, 8]);  bmm = None
    mul = torch.ops.aten.mul.Tensor(_unsafe_view_2, 0.3535533905932738);  _unsafe_view_2 = None
    _softmax = torch.ops.aten._softmax.default(mul, -1, False);  mul = None
    detach = torch.ops.aten.detach.default(_softmax);  detach = None
    expand_4 = torch.ops.aten.expand.default(_softmax, [2, 2, 8, 8]);  _softmax = None
    view_9 = torch.ops.aten.view.default(expand_4, [4, 8, 8]);  expand_4 = None
    expand_5 = torch.ops.aten.expand.default(transpose_2, [2, 2, 8, 8]);  transpose_2 = None
    clone_2 = torch.ops.aten.clone.default(expand_5, memory_format = torch.contiguous_format);  expand_5 = None
    _unsafe_view_3 = torch.ops.aten._unsafe_view.default(clone_2, [4, 8, 8]);  clone_2 = None
    bmm_1 = torch.ops.aten.bmm.default(view_9, _unsafe_view_3);  view_9 = _unsafe_view_3 = None
    _unsafe_view_4 = torch.ops.aten._unsafe_view.default(bmm_1, [2, 2, 8, 8]);  bmm_1 = None
    transpose_4 = torch.ops.aten.transpose.int(_unsafe_view_4, 1, 2);  _unsafe_view_4 = None
    clone_3 = torch.ops.aten.clone.default(transpose_4, memory_format = torch.contiguous_format);  transpose_4 = None
    view_10 = torch.ops.aten.view.default(clone_3, [2, 8, -1]);  clone_3 = None
    view_11 = torch.ops.aten.view.default(view_10, [16, 16]);  view_10 = None
    _param_constant11 = self._param_constant11
    t_3 = torch.ops.aten.t.default(_param_constant11);  _param_constant11 = None
    _param_constant12 = self._param_constant12
    addmm_3 = torch.ops.aten.addmm.default(_param_constant12, view_11, t_3);  _param_constant12 = view_11 = t_3 = None
    view_12 = torch.ops.aten.view.default(addmm_3, [2, 8, 16]);  addmm_3 = None
    add_2 = torch.ops.aten.add.Tensor(view_12, getitem);  view_12 = getitem = None
    _param_constant13 = self._param_constant13
    _param_constant14 = self._param_constant14
    native_layer_norm_1 = torch.ops.aten.native_layer_norm.default(add_2, [16], _param_constant13, _param_constant14, 1e-12);  add_2 = _param_constant13 = _param_constant14 = None
    getitem_3 = native_layer_norm_1[0]
    getitem_4 = native_layer_norm_1[1];  getitem_4 = None
    getitem_5 = native_layer_norm_1[2];  native_layer_norm_1 = getitem_5 = None
    view_13 = torch.ops.aten.view.default(getitem_3, [16, 16])
    _param_constant15 = self._param_constant15
    t_4 = torch.ops.aten.t.default(_param_constant15);  _param_constant15 = None
    _param_constant16 = self._param_constant16
    addmm_4 = torch.ops.aten.addmm.default(_param_constant16, view_13, t_4);  _param_constant16 = view_13 = t_4 = None
    view_14 = torch.ops.aten.view.default(addmm_4, [2, 8, 32]);  addmm_4 = None
    gelu = torch.ops.aten.gelu.default(view_14);  view_14 = None
    view_15 = torch.ops.aten.view.default(gelu, [16, 32]);  gelu = None
    _param_constant17 = self._param_constant17
    t_5 = torch.ops.aten.t.default(_param_constant17);  _param_constant17 = None
    _param_constant18 = self._param_constant18
    addmm_5 = torch.ops.aten.addmm.default(_param_constant18, view_15, t_5);  _param_constant18 = view_15 = t_5 = None
    view_16 = torch.ops.aten.view.default(addmm_5, [2, 8, 16]);  addmm_5 = None
    add_3 = torch.ops.aten.add.Tensor(view_16, getitem_3);  view_16 = getitem_3 = None
    _param_constant19 = self._param_constant19
    _param_constant20 = self._param_constant20
    native_layer_norm_2 = torch.ops.aten.native_layer_norm.default(add_3, [16], _param_constant19, _param_constant20, 1e-12);  add_3 = _param_constant19 = _param_constant20 = None
    getitem_6 = native_layer_norm_2[0]
    getitem_7 = native_layer_norm_2[1];  getitem_7 = None
    getitem_8 = native_layer_norm_2[2];  native_layer_norm_2 = getitem_8 = None
    view_17 = torch.ops.aten.view.default(getitem_6, [16, 16])
    _param_constant21 = self._param_constant21
    t_6 = torch.ops.aten.t.default(_param_constant21);  _param_constant21 = None
    _param_constant22 = self._param_constant22
    addmm_6 = torch.ops.aten.addmm.default(_param_constant22, view_17, t_6);  _param_constant22 = view_17 = t_6 = None
    view_18 = torch.ops.aten.view.default(addmm_6, [2, 8, 16]);  addmm_6 = None
    view_19 = torch.ops.aten.view.default(view_18, [2, 8, -1, 8]);  view_18 = None
    transpose_5 = torch.ops.aten.transpose.int(view_19, 1, 2);  view_19 = None
    view_20 = torch.ops.aten.view.default(getitem_6, [16, 16])
    _param_constant23 = self._param_constant23
    t_7 = torch.ops.aten.t.default(_param_constant23);  _param_constant23 = None
    _param_constant24 = self._param_constant24
    addmm_7 = torch.ops.aten.addmm.default(_param_constant24, view_20, t_7);  _param_constant24 = view_20 = t_7 = None
    view_21 = torch.ops.aten.view.default(addmm_7, [2, 8, 16]);  addmm_7 = None
    view_22 = torch.ops.aten.view.default(view_21, [2, 8, -1, 8]);  view_21 = None
    transpose_6 = torch.ops.aten.transpose.int(view_22, 1, 2);  view_22 = None
    view_23 = torch.ops.aten.view.default(getitem_6, [16, 16])
    _param_constant25 = self._param_constant25
    t_8 = torch.ops.aten.t.default(_param_constant25);  _param_constant25 = None
    _param_constant26 = self._param_constant26
    addmm_8 = torch.ops.aten.addmm.default(_param_constant26, view_23, t_8);  _param_constant26 = view_23 = t_8 = None
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
    bmm_2 = torch.ops.aten.bmm.default(_unsafe_view_5, _unsafe_view_6);  _unsafe_view_5 = _unsafe_view_6 = None
    _unsafe_view_7 = torch.ops.aten._unsafe_view.default(bmm_2, [2, 2, 8, 8]);  bmm_2 = None
    mul_1 = torch.ops.aten.mul.Tensor(_unsafe_view_7, 0.3535533905932738);  _unsafe_view_7 = None
    _softmax_1 = torch.ops.aten._softmax.default(mul_1, -1, False);  mul_1 = None
    detach_1 = torch.ops.aten.detach.default(_softmax_1);  detach_1 = None
    expand_8 = torch.ops.aten.expand.default(_softmax_1, [2, 2, 8, 8]);  _softmax_1 = None
    view_26 = torch.ops.aten.view.default(expand_8, [4, 8, 8]);  expand_8 = None
    expand_9 = torch.ops.aten.expand.default(transpose_7, [2, 2, 8, 8]);  transpose_7 = None
    clone_6 = torch.ops.aten.clone.default(expand_9, memory_format = torch.contiguous_format);  expand_9 = None
    _unsafe_view_8 = torch.ops.aten._unsafe_view.default(clone_6, [4, 8, 8]);  clone_6 = None
    bmm_3 = torch.ops.aten.bmm.default(view_26, _unsafe_view_8);  view_26 = _unsafe_view_8 = None
    _unsafe_view_9 = torch.ops.aten._unsafe_view.default(bmm_3, [2, 2, 8, 8]);  bmm_3 = None
    transpose_9 = torch.ops.aten.transpose.int(_unsafe_view_9, 1, 2);  _unsafe_view_9 = None
    clone_7 = torch.ops.aten.clone.default(transpose_9, memory_format = torch.contiguous_format);  transpose_9 = None
    view_27 = torch.ops.aten.view.default(clone_7, [2, 8, -1]);  clone_7 = None
    view_28 = torch.ops.aten.view.default(view_27, [16, 16]);  view_27 = None
    _param_constant27 = self._param_constant27
    t_9 = torch.ops.aten.t.default(_param_constant27);  _param_constant27 = None
    _param_constant28 = self._param_constant28
    addmm_9 = torch.ops.aten.addmm.default(_param_constant28, view_28, t_9);  _param_constant28 = view_28 = t_9 = None
    view_29 = torch.ops.aten.view.default(addmm_9, [2, 8, 16]);  addmm_9 = None
    add_4 = torch.ops.aten.add.Tensor(view_29, getitem_6);  view_29 = getitem_6 = None
    _param_constant29 = self._param_constant29
    _param_constant30 = self._param_constant30
    native_layer_norm_3 = torch.ops.aten.native_layer_norm.default(add_4, [16], _param_constant29, _param_constant30, 1e-12);  add_4 = _param_constant29 = _param_constant30 = None
    getitem_9 = native_layer_norm_3[0]
    getitem_10 = native_layer_norm_3[1];  getitem_10 = None
    getitem_11 = native_layer_norm_3[2];  native_layer_norm_3 = getitem_11 = None
    view_30 = torch.ops.aten.view.default(getitem_9, [16, 16])
    _param_constant31 = self._param_constant31
    t_10 = torch.ops.aten.t.default(_param_constant31);  _param_constant31 = None
    _param_constant32 = self._param_constant32
    addmm_10 = torch.ops.aten.addmm.default(_param_constant32, view_30, t_10);  _param_constant32 = view_30 = t_10 = None
    view_31 = torch.ops.aten.view.default(addmm_10, [2, 8, 32]);  addmm_10 = None
    gelu_1 = torch.ops.aten.gelu.default(view_31);  view_31 = None
    view_32 = torch.ops.aten.view.default(gelu_1, [16, 32]);  gelu_1 = None
    _param_constant33 = self._param_constant33
    t_11 = torch.ops.aten.t.default(_param_constant33);  _param_constant33 = None
    _param_constant34 = self._param_constant34
    addmm_11 = torch.ops.aten.addmm.default(_param_constant34, view_32, t_11);  _param_constant34 = view_32 = t_11 = None
    view_33 = torch.ops.aten.view.default(addmm_11, [2, 8, 16]);  addmm_11 = None
    add_5 = torch.ops.aten.add.Tensor(view_33, getitem_9);  view_33 = getitem_9 = None
    _param_constant35 = self._param_constant35
    _param_constant36 = self._param_constant36
    native_layer_norm_4 = torch.ops.aten.native_layer_norm.default(add_5, [16], _param_constant35, _param_constant36, 1e-12);  add_5 = _param_constant35 = _param_constant36 = None
    getitem_12 = native_layer_norm_4[0]
    getitem_13 = native_layer_norm_4[1];  getitem_13 = None
    getitem_14 = native_layer_norm_4[2];  native_layer_norm_4 = getitem_14 = None
    view_34 = torch.ops.aten.view.default(getitem_12, [16, 16])
    _param_constant37 = self._param_constant37
    t_12 = torch.ops.aten.t.default(_param_constant37);  _param_constant37 = None
    _param_constant38 = self._param_constant38
    addmm_12 = torch.ops.aten.addmm.default(_param_constant38, view_34, t_12);  _param_constant38 = view_34 = t_12 = None
    view_35 = torch.ops.aten.view.default(addmm_12, [2, 8, 16]);  addmm_12 = None
    view_36 = torch.ops.aten.view.default(view_35, [2, 8, -1, 8]);  view_35 = None
    transpose_10 = torch.ops.aten.transpose.int(view_36, 1, 2);  view_36 = None
    view_37 = torch.ops.aten.view.default(getitem_12, [16, 16])
    _param_constant39 = self._param_constant39
    t_13 = torch.ops.aten.t.default(_param_constant39);  _param_constant39 = None
    _param_constant40 = self._param_constant40
    addmm_13 = torch.ops.aten.addmm.default(_param_constant40, view_37, t_13);  _param_constant40 = view_37 = t_13 = None
    view_38 = torch.ops.aten.view.default(addmm_13, [2, 8, 16]);  addmm_13 = None
    view_39 = torch.ops.aten.view.default(view_38, [2, 8, -1, 8]);  view_38 = None
    transpose_11 = torch.ops.aten.transpose.int(view_39, 1, 2);  view_39 = None
    view_40 = torch.ops.aten.view.default(getitem_12, [16, 16])
    _param_constant41 = self._param_constant41
    t_14 = torch.ops.aten.t.default(_param_constant41);  _param_constant41 = None
    _param_constant42 = self._param_constant42
    addmm_14 = torch.ops.aten.addmm.default(_param_constant42, view_40, t_14);  _param_constant42 = view_40 = t_14 = None
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
    bmm_4 = torch.ops.aten.bmm.default(_unsafe_view_10, _unsafe_view_11);  _unsafe_view_10 = _unsafe_view_11 = None
    _unsafe_view_12 = torch.ops.aten._unsafe_view.default(bmm_4, [2, 2, 8, 8]);  bmm_4 = None
    mul_2 = torch.ops.aten.mul.Tensor(_unsafe_view_12, 0.3535533905932738);  _unsafe_view_12 = None
    _softmax_2 = torch.ops.aten._softmax.default(mul_2, -1, False);  mul_2 = None
    detach_2 = torch.ops.aten.detach.default(_softmax_2);  detach_2 = None
    expand_12 = torch.ops.aten.expand.default(_softmax_2, [2, 2, 8, 8]);  _softmax_2 = None
    view_43 = torch.ops.aten.view.default(expand_12, [4, 8, 8]);  expand_12 = None
    expand_13 = torch.ops.aten.expand.default(transpose_12, [2, 2, 8, 8]);  transpose_12 = None
    clone_10 = torch.ops.aten.clone.default(expand_13, memory_format = torch.contiguous_format);  expand_13 = None
    _unsafe_view_13 = torch.ops.aten._unsafe_view.default(clone_10, [4, 8, 8]);  clone_10 = None
    bmm_5 = torch.ops.aten.bmm.default(view_43, _unsafe_view_13);  view_43 = _unsafe_view_13 = None
    _unsafe_view_14 = torch.ops.aten._unsafe_view.default(bmm_5, [2, 2, 8, 8]);  bmm_5 = None
    transpose_14 = torch.ops.aten.transpose.int(_unsafe_view_14, 1, 2);  _unsafe_view_14 = None
    clone_11 = torch.ops.aten.clone.default(transpose_14, memory_format = torch.contiguous_format);  transpose_14 = None
    view_44 = torch.ops.aten.view.default(clone_11, [2, 8, -1]);  clone_11 = None
    view_45 = torch.ops.aten.view.default(view_44, [16, 16]);  view_44 = None
    _param_constant43 = self._param_constant43
    t_15 = torch.ops.aten.t.default(_param_constant43);  _param_constant43 = None
    _param_constant44 = self._param_constant44
    addmm_15 = torch.ops.aten.addmm.default(_param_constant44, view_45, t_15);  _param_constant44 = view_45 = t_15 = None
    view_46 = torch.ops.aten.view.default(addmm_15, [2, 8, 16]);  addmm_15 = None
    add_6 = torch.ops.aten.add.Tensor(view_46, getitem_12);  view_46 = getitem_12 = None
    _param_constant45 = self._param_constant45
    _param_constant46 = self._param_constant46
    native_layer_norm_5 = torch.ops.aten.native_layer_norm.default(add_6, [16], _param_constant45, _param_constant46, 1e-12);  add_6 = _param_constant45 = _param_constant46 = None
    getitem_15 = native_layer_norm_5[0]
    getitem_16 = native_layer_norm_5[1];  getitem_16 = None
    getitem_17 = native_layer_norm_5[2];  native_layer_norm_5 = getitem_17 = None
    view_47 = torch.ops.aten.view.default(getitem_15, [16, 16])
    _param_constant47 = self._param_constant47
    t_16 = torch.ops.aten.t.default(_param_constant47);  _param_constant47 = None
    _param_constant48 = self._param_constant48
    addmm_16 = torch.ops.aten.addmm.default(_param_constant48, view_47, t_16);  _param_constant48 = view_47 = t_16 = None
    view_48 = torch.ops.aten.view.default(addmm_16, [2, 8, 32]);  addmm_16 = None
    gelu_2 = torch.ops.aten.gelu.default(view_48);  view_48 = None
    view_49 = torch.ops.aten.view.default(gelu_2, [16, 32]);  gelu_2 = None
    _param_constant49 = self._param_constant49
    t_17 = torch.ops.aten.t.default(_param_constant49);  _param_constant49 = None
    _param_constant50 = self._param_constant50
    addmm_17 = torch.ops.aten.addmm.default(_param_constant50, view_49, t_17);  _param_constant50 = view_49 = t_17 = None
    view_50 = torch.ops.aten.view.default(addmm_17, [2, 8, 16]);  addmm_17 = None
    add_7 = torch.ops.aten.add.Tensor(view_50, getitem_15);  view_50 = getitem_15 = None
    _param_constant51 = self._param_constant51
    _param_constant52 = self._param_constant52
    native_layer_norm_6 = torch.ops.aten.native_layer_norm.default(add_7, [16], _param_constant51, _param_constant52, 1e-12);  add_7 = _param_constant51 = _param_constant52 = None
    getitem_18 = native_layer_norm_6[0]
    getitem_19 = native_layer_norm_6[1];  getitem_19 = None
    getitem_20 = native_layer_norm_6[2];  native_layer_norm_6 = getitem_20 = None
    view_51 = torch.ops.aten.view.default(getitem_18, [16, 16])
    _param_constant53 = self._param_constant53
    t_18 = torch.ops.aten.t.default(_param_constant53);  _param_constant53 = None
    _param_constant54 = self._param_constant54
    addmm_18 = torch.ops.aten.addmm.default(_param_constant54, view_51, t_18);  _param_constant54 = view_51 = t_18 = None
    view_52 = torch.ops.aten.view.default(addmm_18, [2, 8, 16]);  addmm_18 = None
    view_53 = torch.ops.aten.view.default(view_52, [2, 8, -1, 8]);  view_52 = None
    transpose_15 = torch.ops.aten.transpose.int(view_53, 1, 2);  view_53 = None
    view_54 = torch.ops.aten.view.default(getitem_18, [16, 16])
    _param_constant55 = self._param_constant55
    t_19 = torch.ops.aten.t.default(_param_constant55);  _param_constant55 = None
    _param_constant56 = self._param_constant56
    addmm_19 = torch.ops.aten.addmm.default(_param_constant56, view_54, t_19);  _param_constant56 = view_54 = t_19 = None
    view_55 = torch.ops.aten.view.default(addmm_19, [2, 8, 16]);  addmm_19 = None
    view_56 = torch.ops.aten.view.default(view_55, [2, 8, -1, 8]);  view_55 = None
    transpose_16 = torch.ops.aten.transpose.int(view_56, 1, 2);  view_56 = None
    view_57 = torch.ops.aten.view.default(getitem_18, [16, 16])
    _param_constant57 = self._param_constant57
    t_20 = torch.ops.aten.t.default(_param_constant57);  _param_constant57 = None
    _param_constant58 = self._param_constant58
    addmm_20 = torch.ops.aten.addmm.default(_param_constant58, view_57, t_20);  _param_constant58 = view_57 = t_20 = None
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
    bmm_6 = torch.ops.aten.bmm.default(_unsafe_view_15, _unsafe_view_16);  _unsafe_view_15 = _unsafe_view_16 = None
    _unsafe_view_17 = torch.ops.aten._unsafe_view.default(bmm_6, [2, 2, 8, 8]);  bmm_6 = None
    mul_3 = torch.ops.aten.mul.Tensor(_unsafe_view_17, 0.3535533905932738);  _unsafe_view_17 = None
    _softmax_3 = torch.ops.aten._softmax.default(mul_3, -1, False);  mul_3 = None
    detach_3 = torch.ops.aten.detach.default(_softmax_3);  detach_3 = None
    expand_16 = torch.ops.aten.expand.default(_softmax_3, [2, 2, 8, 8]);  _softmax_3 = None
    view_60 = torch.ops.aten.view.default(expand_16, [4, 8, 8]);  expand_16 = None
    expand_17 = torch.ops.aten.expand.default(transpose_17, [2, 2, 8, 8]);  transpose_17 = None
    clone_14 = torch.ops.aten.clone.default(expand_17, memory_format = torch.contiguous_format);  expand_17 = None
    _unsafe_view_18 = torch.ops.aten._unsafe_view.default(clone_14, [4, 8, 8]);  clone_14 = None
    bmm_7 = torch.ops.aten.bmm.default(view_60, _unsafe_view_18);  view_60 = _unsafe_view_18 = None
    _unsafe_view_19 = torch.ops.aten._unsafe_view.default(bmm_7, [2, 2, 8, 8]);  bmm_7 = None
    transpose_19 = torch.ops.aten.transpose.int(_unsafe_view_19, 1, 2);  _unsafe_view_19 = None
    clone_15 = torch.ops.aten.clone.default(transpose_19, memory_format = torch.contiguous_format);  transpose_19 = None
    view_61 = torch.ops.aten.view.default(clone_15, [2, 8, -1]);  clone_15 = None
    view_62 = torch.ops.aten.view.default(view_61, [16, 16]);  view_61 = None
    _param_constant59 = self._param_constant59
    t_21 = torch.ops.aten.t.default(_param_constant59);  _param_constant59 = None
    _param_constant60 = self._param_constant60
    addmm_21 = torch.ops.aten.addmm.default(_param_constant60, view_62, t_21);  _param_constant60 = view_62 = t_21 = None
    view_63 = torch.ops.aten.view.default(addmm_21, [2, 8, 16]);  addmm_21 = None
    add_8 = torch.ops.aten.add.Tensor(view_63, getitem_18);  view_63 = getitem_18 = None
    _param_constant61 = self._param_constant61
    _param_constant62 = self._param_constant62
    native_layer_norm_7 = torch.ops.aten.native_layer_norm.default(add_8, [16], _param_constant61, _param_constant62, 1e-12);  add_8 = _param_constant61 = _param_constant62 = None
    getitem_21 = native_layer_norm_7[0]
    getitem_22 = native_layer_norm_7[1];  getitem_22 = None
    getitem_23 = native_layer_norm_7[2];  native_layer_norm_7 = getitem_23 = None
    view_64 = torch.ops.aten.view.default(getitem_21, [16, 16])
    _param_constant63 = self._param_constant63
    t_22 = torch.ops.aten.t.default(_param_constant63);  _param_constant63 = None
    _param_constant64 = self._param_constant64
    addmm_22 = torch.ops.aten.addmm.default(_param_constant64, view_64, t_22);  _param_constant64 = view_64 = t_22 = None
    view_65 = torch.ops.aten.view.default(addmm_22, [2, 8, 32]);  addmm_22 = None
    gelu_3 = torch.ops.aten.gelu.default(view_65);  view_65 = None
    view_66 = torch.ops.aten.view.default(gelu_3, [16, 32]);  gelu_3 = None
    _param_constant65 = self._param_constant65
    t_23 = torch.ops.aten.t.default(_param_constant65);  _param_constant65 = None
    _param_constant66 = self._param_constant66
    addmm_23 = torch.ops.aten.addmm.default(_param_constant66, view_66, t_23);  _param_constant66 = view_66 = t_23 = None
    view_67 = torch.ops.aten.view.default(addmm_23, [2, 8, 16]);  addmm_23 = None
    add_9 = torch.ops.aten.add.Tensor(view_67, getitem_21);  view_67 = getitem_21 = None
    _param_constant67 = self._param_constant67
    _param_constant68 = self._param_constant68
    native_layer_norm_8 = torch.ops.aten.native_layer_norm.default(add_9, [16], _param_constant67, _param_constant68, 1e-12);  add_9 = _param_constant67 = _param_constant68 = None
    getitem_24 = native_layer_norm_8[0]
    getitem_25 = native_layer_norm_8[1];  getitem_25 = None
    getitem_26 = native_layer_norm_8[2];  native_layer_norm_8 = getitem_26 = None
    view_68 = torch.ops.aten.view.default(getitem_24, [16, 16])
    _param_constant69 = self._param_constant69
    t_24 = torch.ops.aten.t.default(_param_constant69);  _param_constant69 = None
    _param_constant70 = self._param_constant70
    addmm_24 = torch.ops.aten.addmm.default(_param_constant70, view_68, t_24);  _param_constant70 = view_68 = t_24 = None
    view_69 = torch.ops.aten.view.default(addmm_24, [2, 8, 16]);  addmm_24 = None
    view_70 = torch.ops.aten.view.default(view_69, [2, 8, -1, 8]);  view_69 = None
    transpose_20 = torch.ops.aten.transpose.int(view_70, 1, 2);  view_70 = None
    view_71 = torch.ops.aten.view.default(getitem_24, [16, 16])
    _param_constant71 = self._param_constant71
    t_25 = torch.ops.aten.t.default(_param_constant71);  _param_constant71 = None
    _param_constant72 = self._param_constant72
    addmm_25 = torch.ops.aten.addmm.default(_param_constant72, view_71, t_25);  _param_constant72 = view_71 = t_25 = None
    view_72 = torch.ops.aten.view.default(addmm_25, [2, 8, 16]);  addmm_25 = None
    view_73 = torch.ops.aten.view.default(view_72, [2, 8, -1, 8]);  view_72 = None
    transpose_21 = torch.ops.aten.transpose.int(view_73, 1, 2);  view_73 = None
    view_74 = torch.ops.aten.view.default(getitem_24, [16, 16])
    _param_constant73 = self._param_constant73
    t_26 = torch.ops.aten.t.default(_param_constant73);  _param_constant73 = None
    _param_constant74 = self._param_constant74
    addmm_26 = torch.ops.aten.addmm.default(_param_constant74, view_74, t_26);  _param_constant74 = view_74 = t_26 = None
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
    bmm_8 = torch.ops.aten.bmm.default(_unsafe_view_20, _unsafe_view_21);  _unsafe_view_20 = _unsafe_view_21 = None
    _unsafe_view_22 = torch.ops.aten._unsafe_view.default(bmm_8, [2, 2, 8, 8]);  bmm_8 = None
    mul_4 = torch.ops.aten.mul.Tensor(_unsafe_view_22, 0.3535533905932738);  _unsafe_view_22 = None
    _softmax_4 = torch.ops.aten._softmax.default(mul_4, -1, False);  mul_4 = None
    detach_4 = torch.ops.aten.detach.default(_softmax_4);  detach_4 = None
    expand_20 = torch.ops.aten.expand.default(_softmax_4, [2, 2, 8, 8]);  _softmax_4 = None
    view_77 = torch.ops.aten.view.default(expand_20, [4, 8, 8]);  expand_20 = None
    expand_21 = torch.ops.aten.expand.default(transpose_22, [2, 2, 8, 8]);  transpose_22 = None
    clone_18 = torch.ops.aten.clone.default(expand_21, memory_format = torch.contiguous_format);  expand_21 = None
    _unsafe_view_23 = torch.ops.aten._unsafe_view.default(clone_18, [4, 8, 8]);  clone_18 = None
    bmm_9 = torch.ops.aten.bmm.default(view_77, _unsafe_view_23);  view_77 = _unsafe_view_23 = None
    _unsafe_view_24 = torch.ops.aten._unsafe_view.default(bmm_9, [2, 2, 8, 8]);  bmm_9 = None
    transpose_24 = torch.ops.aten.transpose.int(_unsafe_view_24, 1, 2);  _unsafe_view_24 = None
    clone_19 = torch.ops.aten.clone.default(transpose_24, memory_format = torch.contiguous_format);  transpose_24 = None
    view_78 = torch.ops.aten.view.default(clone_19, [2, 8, -1]);  clone_19 = None
    view_79 = torch.ops.aten.view.default(view_78, [16, 16]);  view_78 = None
    _param_constant75 = self._param_constant75
    t_27 = torch.ops.aten.t.default(_param_constant75);  _param_constant75 = None
    _param_constant76 = self._param_constant76
    addmm_27 = torch.ops.aten.addmm.default(_param_constant76, view_79, t_27);  _param_constant76 = view_79 = t_27 = None
    view_80 = torch.ops.aten.view.default(addmm_27, [2, 8, 16]);  addmm_27 = None
    add_10 = torch.ops.aten.add.Tensor(view_80, getitem_24);  view_80 = getitem_24 = None
    _param_constant77 = self._param_constant77
    _param_constant78 = self._param_constant78
    native_layer_norm_9 = torch.ops.aten.native_layer_norm.default(add_10, [16], _param_constant77, _param_constant78, 1e-12);  add_10 = _param_constant77 = _param_constant78 = None
    getitem_27 = native_layer_norm_9[0]
    getitem_28 = native_layer_norm_9[1];  getitem_28 = None
    getitem_29 = native_layer_norm_9[2];  native_layer_norm_9 = getitem_29 = None
    view_81 = torch.ops.aten.view.default(getitem_27, [16, 16])
    _param_constant79 = self._param_constant79
    t_28 = torch.ops.aten.t.default(_param_constant79);  _param_constant79 = None
    _param_constant80 = self._param_constant80
    addmm_28 = torch.ops.aten.addmm.default(_param_constant80, view_81, t_28);  _param_constant80 = view_81 = t_28 = None
    view_82 = torch.ops.aten.view.default(addmm_28, [2, 8, 32]);  addmm_28 = None
    gelu_4 = torch.ops.aten.gelu.default(view_82);  view_82 = None
    view_83 = torch.ops.aten.view.default(gelu_4, [16, 32]);  gelu_4 = None
    _param_constant81 = self._param_constant81
    t_29 = torch.ops.aten.t.default(_param_constant81);  _param_constant81 = None
    _param_constant82 = self._param_constant82
    addmm_29 = torch.ops.aten.addmm.default(_param_constant82, view_83, t_29);  _param_constant82 = view_83 = t_29 = None
    view_84 = torch.ops.aten.view.default(addmm_29, [2, 8, 16]);  addmm_29 = None
    add_11 = torch.ops.aten.add.Tensor(view_84, getitem_27);  view_84 = getitem_27 = None
    _param_constant83 = self._param_constant83
    _param_constant84 = self._param_constant84
    native_layer_norm_10 = torch.ops.aten.native_layer_norm.default(add_11, [16], _param_constant83, _param_constant84, 1e-12);  add_11 = _param_constant83 = _param_constant84 = None
    getitem_30 = native_layer_norm_10[0]
    getitem_31 = native_layer_norm_10[1];  getitem_31 = None
    getitem_32 = native_layer_norm_10[2];  native_layer_norm_10 = getitem_32 = None
    view_85 = torch.ops.aten.view.default(getitem_30, [16, 16])
    _param_constant85 = self._param_constant85
    t_30 = torch.ops.aten.t.default(_param_constant85);  _param_constant85 = None
    _param_constant86 = self._param_constant86
    addmm_30 = torch.ops.aten.addmm.default(_param_constant86, view_85, t_30);  _param_constant86 = view_85 = t_30 = None
    view_86 = torch.ops.aten.view.default(addmm_30, [2, 8, 16]);  addmm_30 = None
    view_87 = torch.ops.aten.view.default(view_86, [2, 8, -1, 8]);  view_86 = None
    transpose_25 = torch.ops.aten.transpose.int(view_87, 1, 2);  view_87 = None
    view_88 = torch.ops.aten.view.default(getitem_30, [16, 16])
    _param_constant87 = self._param_constant87
    t_31 = torch.ops.aten.t.default(_param_constant87);  _param_constant87 = None
    _param_constant88 = self._param_constant88
    addmm_31 = torch.ops.aten.addmm.default(_param_constant88, view_88, t_31);  _param_constant88 = view_88 = t_31 = None
    view_89 = torch.ops.aten.view.default(addmm_31, [2, 8, 16]);  addmm_31 = None
    view_90 = torch.ops.aten.view.default(view_89, [2, 8, -1, 8]);  view_89 = None
    transpose_26 = torch.ops.aten.transpose.int(view_90, 1, 2);  view_90 = None
    view_91 = torch.ops.aten.view.default(getitem_30, [16, 16])
    _param_constant89 = self._param_constant89
    t_32 = torch.ops.aten.t.default(_param_constant89);  _param_constant89 = None
    _param_constant90 = self._param_constant90
    addmm_32 = torch.ops.aten.addmm.default(_param_constant90, view_91, t_32);  _param_constant90 = view_91 = t_32 = None
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
    bmm_10 = torch.ops.aten.bmm.default(_unsafe_view_25, _unsafe_view_26);  _unsafe_view_25 = _unsafe_view_26 = None
    _unsafe_view_27 = torch.ops.aten._unsafe_view.default(bmm_10, [2, 2, 8, 8]);  bmm_10 = None
    mul_5 = torch.ops.aten.mul.Tensor(_unsafe_view_27, 0.3535533905932738);  _unsafe_view_27 = None
    _softmax_5 = torch.ops.aten._softmax.default(mul_5, -1, False);  mul_5 = None
    detach_5 = torch.ops.aten.detach.default(_softmax_5);  detach_5 = None
    expand_24 = torch.ops.aten.expand.default(_softmax_5, [2, 2, 8, 8]);  _softmax_5 = None
    view_94 = torch.ops.aten.view.default(expand_24, [4, 8, 8]);  expand_24 = None
    expand_25 = torch.ops.aten.expand.default(transpose_27, [2, 2, 8, 8]);  transpose_27 = None
    clone_22 = torch.ops.aten.clone.default(expand_25, memory_format = torch.contiguous_format);  expand_25 = None
    _unsafe_view_28 = torch.ops.aten._unsafe_view.default(clone_22, [4, 8, 8]);  clone_22 = None
    bmm_11 = torch.ops.aten.bmm.default(view_94, _unsafe_view_28);  view_94 = _unsafe_view_28 = None
    _unsafe_view_29 = torch.ops.aten._unsafe_view.default(bmm_11, [2, 2, 8, 8]);  bmm_11 = None
    transpose_29 = torch.ops.aten.transpose.int(_unsafe_view_29, 1, 2);  _unsafe_view_29 = None
    clone_23 = torch.ops.aten.clone.default(transpose_29, memory_format = torch.contiguous_format);  transpose_29 = None
    view_95 = torch.ops.aten.view.default(clone_23, [2, 8, -1]);  clone_23 = None
    view_96 = torch.ops.aten.view.default(view_95, [16, 16]);  view_95 = None
    _param_constant91 = self._param_constant91
    t_33 = torch.ops.aten.t.default(_param_constant91);  _param_constant91 = None
    _param_constant92 = self._param_constant92
    addmm_33 = torch.ops.aten.addmm.default(_param_constant92, view_96, t_33);  _param_constant92 = view_96 = t_33 = None
    view_97 = torch.ops.aten.view.default(addmm_33, [2, 8, 16]);  addmm_33 = None
    add_12 = torch.ops.aten.add.Tensor(view_97, getitem_30);  view_97 = getitem_30 = None
    _param_constant93 = self._param_constant93
    _param_constant94 = self._param_constant94
    native_layer_norm_11 = torch.ops.aten.native_layer_norm.default(add_12, [16], _param_constant93, _param_constant94, 1e-12);  add_12 = _param_constant93 = _param_constant94 = None
    getitem_33 = native_layer_norm_11[0]
    getitem_34 = native_layer_norm_11[1];  getitem_34 = None
    getitem_35 = native_layer_norm_11[2];  native_layer_norm_11 = getitem_35 = None
    view_98 = torch.ops.aten.view.default(getitem_33, [16, 16])
    _param_constant95 = self._param_constant95
    t_34 = torch.ops.aten.t.default(_param_constant95);  _param_constant95 = None
    _param_constant96 = self._param_constant96
    addmm_34 = torch.ops.aten.addmm.default(_param_constant96, view_98, t_34);  _param_constant96 = view_98 = t_34 = None
    view_99 = torch.ops.aten.view.default(addmm_34, [2, 8, 32]);  addmm_34 = None
    gelu_5 = torch.ops.aten.gelu.default(view_99);  view_99 = None
    view_100 = torch.ops.aten.view.default(gelu_5, [16, 32]);  gelu_5 = None
    _param_constant97 = self._param_constant97
    t_35 = torch.ops.aten.t.default(_param_constant97);  _param_constant97 = None
    _param_constant98 = self._param_constant98
    addmm_35 = torch.ops.aten.addmm.default(_param_constant98, view_100, t_35);  _param_constant98 = view_100 = t_35 = None
    view_101 = torch.ops.aten.view.default(addmm_35, [2, 8, 16]);  addmm_35 = None
    add_13 = torch.ops.aten.add.Tensor(view_101, getitem_33);  view_101 = getitem_33 = None
    _param_constant99 = self._param_constant99
    _param_constant100 = self._param_constant100
    native_layer_norm_12 = torch.ops.aten.native_layer_norm.default(add_13, [16], _param_constant99, _param_constant100, 1e-12);  add_13 = _param_constant99 = _param_constant100 = None
    getitem_36 = native_layer_norm_12[0]
    getitem_37 = native_layer_norm_12[1];  getitem_37 = None
    getitem_38 = native_layer_norm_12[2];  native_layer_norm_12 = getitem_38 = None
    view_102 = torch.ops.aten.view.default(getitem_36, [16, 16])
    _param_constant101 = self._param_constant101
    t_36 = torch.ops.aten.t.default(_param_constant101);  _param_constant101 = None
    _param_constant102 = self._param_constant102
    addmm_36 = torch.ops.aten.addmm.default(_param_constant102, view_102, t_36);  _param_constant102 = view_102 = t_36 = None
    view_103 = torch.ops.aten.view.default(addmm_36, [2, 8, 16]);  addmm_36 = None
    view_104 = torch.ops.aten.view.default(view_103, [2, 8, -1, 8]);  view_103 = None
    transpose_30 = torch.ops.aten.transpose.int(view_104, 1, 2);  view_104 = None
    view_105 = torch.ops.aten.view.default(getitem_36, [16, 16])
    _param_constant103 = self._param_constant103
    t_37 = torch.ops.aten.t.default(_param_constant103);  _param_constant103 = None
    _param_constant104 = self._param_constant104
    addmm_37 = torch.ops.aten.addmm.default(_param_constant104, view_105, t_37);  _param_constant104 = view_105 = t_37 = None
    view_106 = torch.ops.aten.view.default(addmm_37, [2, 8, 16]);  addmm_37 = None
    view_107 = torch.ops.aten.view.default(view_106, [2, 8, -1, 8]);  view_106 = None
    transpose_31 = torch.ops.aten.transpose.int(view_107, 1, 2);  view_107 = None
    view_108 = torch.ops.aten.view.default(getitem_36, [16, 16])
    _param_constant105 = self._param_constant105
    t_38 = torch.ops.aten.t.default(_param_constant105);  _param_constant105 = None
    _param_constant106 = self._param_constant106
    addmm_38 = torch.ops.aten.addmm.default(_param_constant106, view_108, t_38);  _param_constant106 = view_108 = t_38 = None
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
    bmm_12 = torch.ops.aten.bmm.default(_unsafe_view_30, _unsafe_view_31);  _unsafe_view_30 = _unsafe_view_31 = None
    _unsafe_view_32 = torch.ops.aten._unsafe_view.default(bmm_12, [2, 2, 8, 8]);  bmm_12 = None
    mul_6 = torch.ops.aten.mul.Tensor(_unsafe_view_32, 0.3535533905932738);  _unsafe_view_32 = None
    _softmax_6 = torch.ops.aten._softmax.default(mul_6, -1, False);  mul_6 = None
    detach_6 = torch.ops.aten.detach.default(_softmax_6);  detach_6 = None
    expand_28 = torch.ops.aten.expand.default(_softmax_6, [2, 2, 8, 8]);  _softmax_6 = None
    view_111 = torch.ops.aten.view.default(expand_28, [4, 8, 8]);  expand_28 = None
    expand_29 = torch.ops.aten.expand.default(transpose_32, [2, 2, 8, 8]);  transpose_32 = None
    clone_26 = torch.ops.aten.clone.default(expand_29, memory_format = torch.contiguous_format);  expand_29 = None
    _unsafe_view_33 = torch.ops.aten._unsafe_view.default(clone_26, [4, 8, 8]);  clone_26 = None
    bmm_13 = torch.ops.aten.bmm.default(view_111, _unsafe_view_33);  view_111 = _unsafe_view_33 = None
    _unsafe_view_34 = torch.ops.aten._unsafe_view.default(bmm_13, [2, 2, 8, 8]);  bmm_13 = None
    transpose_34 = torch.ops.aten.transpose.int(_unsafe_view_34, 1, 2);  _unsafe_view_34 = None
    clone_27 = torch.ops.aten.clone.default(transpose_34, memory_format = torch.contiguous_format);  transpose_34 = None
    view_112 = torch.ops.aten.view.default(clone_27, [2, 8, -1]);  clone_27 = None
    view_113 = torch.ops.aten.view.default(view_112, [16, 16]);  view_112 = None
    _param_constant107 = self._param_constant107
    t_39 = torch.ops.aten.t.default(_param_constant107);  _param_constant107 = None
    _param_constant108 = self._param_constant108
    addmm_39 = torch.ops.aten.addmm.default(_param_constant108, view_113, t_39);  _param_constant108 = view_113 = t_39 = None
    view_114 = torch.ops.aten.view.default(addmm_39, [2, 8, 16]);  addmm_39 = None
    add_14 = torch.ops.aten.add.Tensor(view_114, getitem_36);  view_114 = getitem_36 = None
    _param_constant109 = self._param_constant109
    _param_constant110 = self._param_constant110
    native_layer_norm_13 = torch.ops.aten.native_layer_norm.default(add_14, [16], _param_constant109, _param_constant110, 1e-12);  add_14 = _param_constant109 = _param_constant110 = None
    getitem_39 = native_layer_norm_13[0]
    getitem_40 = native_layer_norm_13[1];  getitem_40 = None
    getitem_41 = native_layer_norm_13[2];  native_layer_norm_13 = getitem_41 = None
    view_115 = torch.ops.aten.view.default(getitem_39, [16, 16])
    _param_constant111 = self._param_constant111
    t_40 = torch.ops.aten.t.default(_param_constant111);  _param_constant111 = None
    _param_constant112 = self._param_constant112
    addmm_40 = torch.ops.aten.addmm.default(_param_constant112, view_115, t_40);  _param_constant112 = view_115 = t_40 = None
    view_116 = torch.ops.aten.view.default(addmm_40, [2, 8, 32]);  addmm_40 = None
    gelu_6 = torch.ops.aten.gelu.default(view_116);  view_116 = None
    view_117 = torch.ops.aten.view.default(gelu_6, [16, 32]);  gelu_6 = None
    _param_constant113 = self._param_constant113
    t_41 = torch.ops.aten.t.default(_param_constant113);  _param_constant113 = None
    _param_constant114 = self._param_constant114
    addmm_41 = torch.ops.aten.addmm.default(_param_constant114, view_117, t_41);  _param_constant114 = view_117 = t_41 = None
    view_118 = torch.ops.aten.view.default(addmm_41, [2, 8, 16]);  addmm_41 = None
    add_15 = torch.ops.aten.add.Tensor(view_118, getitem_39);  view_118 = getitem_39 = None
    _param_constant115 = self._param_constant115
    _param_constant116 = self._param_constant116
    native_layer_norm_14 = torch.ops.aten.native_layer_norm.default(add_15, [16], _param_constant115, _param_constant116, 1e-12);  add_15 = _param_constant115 = _param_constant116 = None
    getitem_42 = native_layer_norm_14[0]
    getitem_43 = native_layer_norm_14[1];  getitem_43 = None
    getitem_44 = native_layer_norm_14[2];  native_layer_norm_14 = getitem_44 = None
    view_119 = torch.ops.aten.view.default(getitem_42, [16, 16])
    _param_constant117 = self._param_constant117
    t_42 = torch.ops.aten.t.default(_param_constant117);  _param_constant117 = None
    _param_constant118 = self._param_constant118
    addmm_42 = torch.ops.aten.addmm.default(_param_constant118, view_119, t_42);  _param_constant118 = view_119 = t_42 = None
    view_120 = torch.ops.aten.view.default(addmm_42, [2, 8, 16]);  addmm_42 = None
    view_121 = torch.ops.aten.view.default(view_120, [2, 8, -1, 8]);  view_120 = None
    transpose_35 = torch.ops.aten.transpose.int(view_121, 1, 2);  view_121 = None
    view_122 = torch.ops.aten.view.default(getitem_42, [16, 16])
    _param_constant119 = self._param_constant119
    t_43 = torch.ops.aten.t.default(_param_constant119);  _param_constant119 = None
    _param_constant120 = self._param_constant120
    addmm_43 = torch.ops.aten.addmm.default(_param_constant120, view_122, t_43);  _param_constant120 = view_122 = t_43 = None
    view_123 = torch.ops.aten.view.default(addmm_43, [2, 8, 16]);  addmm_43 = None
    view_124 = torch.ops.aten.view.default(view_123, [2, 8, -1, 8]);  view_123 = None
    transpose_36 = torch.ops.aten.transpose.int(view_124, 1, 2);  view_124 = None
    view_125 = torch.ops.aten.view.default(getitem_42, [16, 16])
    _param_constant121 = self._param_constant121
    t_44 = torch.ops.aten.t.default(_param_constant121);  _param_constant121 = None
    _param_constant122 = self._param_constant122
    addmm_44 = torch.ops.aten.addmm.default(_param_constant122, view_125, t_44);  _param_constant122 = view_125 = t_44 = None
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
    bmm_14 = torch.ops.aten.bmm.default(_unsafe_view_35, _unsafe_view_36);  _unsafe_view_35 = _unsafe_view_36 = None
    _unsafe_view_37 = torch.ops.aten._unsafe_view.default(bmm_14, [2, 2, 8, 8]);  bmm_14 = None
    mul_7 = torch.ops.aten.mul.Tensor(_unsafe_view_37, 0.3535533905932738);  _unsafe_view_37 = None
    _softmax_7 = torch.ops.aten._softmax.default(mul_7, -1, False);  mul_7 = None
    detach_7 = torch.ops.aten.detach.default(_softmax_7);  detach_7 = None
    expand_32 = torch.ops.aten.expand.default(_softmax_7, [2, 2, 8, 8]);  _softmax_7 = None
    view_128 = torch.ops.aten.view.default(expand_32, [4, 8, 8]);  expand_32 = None
    expand_33 = torch.ops.aten.expand.default(transpose_37, [2, 2, 8, 8]);  transpose_37 = None
    clone_30 = torch.ops.aten.clone.default(expand_33, memory_format = torch.contiguous_format);  expand_33 = None
    _unsafe_view_38 = torch.ops.aten._unsafe_view.default(clone_30, [4, 8, 8]);  clone_30 = None
    bmm_15 = torch.ops.aten.bmm.default(view_128, _unsafe_view_38);  view_128 = _unsafe_view_38 = None
    _unsafe_view_39 = torch.ops.aten._unsafe_view.default(bmm_15, [2, 2, 8, 8]);  bmm_15 = None
    transpose_39 = torch.ops.aten.transpose.int(_unsafe_view_39, 1, 2);  _unsafe_view_39 = None
    clone_31 = torch.ops.aten.clone.default(transpose_39, memory_format = torch.contiguous_format);  transpose_39 = None
    view_129 = torch.ops.aten.view.default(clone_31, [2, 8, -1]);  clone_31 = None
    view_130 = torch.ops.aten.view.default(view_129, [16, 16]);  view_129 = None
    _param_constant123 = self._param_constant123
    t_45 = torch.ops.aten.t.default(_param_constant123);  _param_constant123 = None
    _param_constant124 = self._param_constant124
    addmm_45 = torch.ops.aten.addmm.default(_param_constant124, view_130, t_45);  _param_constant124 = view_130 = t_45 = None
    view_131 = torch.ops.aten.view.default(addmm_45, [2, 8, 16]);  addmm_45 = None
    add_16 = torch.ops.aten.add.Tensor(view_131, getitem_42);  view_131 = getitem_42 = None
    _param_constant125 = self._param_constant125
    _param_constant126 = self._param_constant126
    native_layer_norm_15 = torch.ops.aten.native_layer_norm.default(add_16, [16], _param_constant125, _param_constant126, 1e-12);  add_16 = _param_constant125 = _param_constant126 = None
    getitem_45 = native_layer_norm_15[0]
    getitem_46 = native_layer_norm_15[1];  getitem_46 = None
    getitem_47 = native_layer_norm_15[2];  native_layer_norm_15 = getitem_47 = None
    view_132 = torch.ops.aten.view.default(getitem_45, [16, 16])
    _param_constant127 = self._param_constant127
    t_46 = torch.ops.aten.t.default(_param_constant127);  _param_constant127 = None
    _param_constant128 = self._param_constant128
    addmm_46 = torch.ops.aten.addmm.default(_param_constant128, view_132, t_46);  _param_constant128 = view_132 = t_46 = None
    view_133 = torch.ops.aten.view.default(addmm_46, [2, 8, 32]);  addmm_46 = None
    gelu_7 = torch.ops.aten.gelu.default(view_133);  view_133 = None
    view_134 = torch.ops.aten.view.default(gelu_7, [16, 32]);  gelu_7 = None
    _param_constant129 = self._param_constant129
    t_47 = torch.ops.aten.t.default(_param_constant129);  _param_constant129 = None
    _param_constant130 = self._param_constant130
    addmm_47 = torch.ops.aten.addmm.default(_param_constant130, view_134, t_47);  _param_constant130 = view_134 = t_47 = None
    view_135 = torch.ops.aten.view.default(addmm_47, [2, 8, 16]);  addmm_47 = None
    add_17 = torch.ops.aten.add.Tensor(view_135, getitem_45);  view_135 = getitem_45 = None
    _param_constant131 = self._param_constant131
    _param_constant132 = self._param_constant132
    native_layer_norm_16 = torch.ops.aten.native_layer_norm.default(add_17, [16], _param_constant131, _param_constant132, 1e-12);  add_17 = _param_constant131 = _param_constant132 = None
    getitem_48 = native_layer_norm_16[0]
    getitem_49 = native_layer_norm_16[1];  getitem_49 = None
    getitem_50 = native_layer_norm_16[2];  native_layer_norm_16 = getitem_50 = None
    view_136 = torch.ops.aten.view.default(getitem_48, [16, 16])
    _param_constant133 = self._param_constant133
    t_48 = torch.ops.aten.t.default(_param_constant133);  _param_constant133 = None
    _param_constant134 = self._param_constant134
    addmm_48 = torch.ops.aten.addmm.default(_param_constant134, view_136, t_48);  _param_constant134 = view_136 = t_48 = None
    view_137 = torch.ops.aten.view.default(addmm_48, [2, 8, 16]);  addmm_48 = None
    view_138 = torch.ops.aten.view.default(view_137, [2, 8, -1, 8]);  view_137 = None
    transpose_40 = torch.ops.aten.transpose.int(view_138, 1, 2);  view_138 = None
    view_139 = torch.ops.aten.view.default(getitem_48, [16, 16])
    _param_constant135 = self._param_constant135
    t_49 = torch.ops.aten.t.default(_param_constant135);  _param_constant135 = None
    _param_constant136 = self._param_constant136
    addmm_49 = torch.ops.aten.addmm.default(_param_constant136, view_139, t_49);  _param_constant136 = view_139 = t_49 = None
    view_140 = torch.ops.aten.view.default(addmm_49, [2, 8, 16]);  addmm_49 = None
    view_141 = torch.ops.aten.view.default(view_140, [2, 8, -1, 8]);  view_140 = None
    transpose_41 = torch.ops.aten.transpose.int(view_141, 1, 2);  view_141 = None
    view_142 = torch.ops.aten.view.default(getitem_48, [16, 16])
    _param_constant137 = self._param_constant137
    t_50 = torch.ops.aten.t.default(_param_constant137);  _param_constant137 = None
    _param_constant138 = self._param_constant138
    addmm_50 = torch.ops.aten.addmm.default(_param_constant138, view_142, t_50);  _param_constant138 = view_142 = t_50 = None
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
    bmm_16 = torch.ops.aten.bmm.default(_unsafe_view_40, _unsafe_view_41);  _unsafe_view_40 = _unsafe_view_41 = None
    _unsafe_view_42 = torch.ops.aten._unsafe_view.default(bmm_16, [2, 2, 8, 8]);  bmm_16 = None
    mul_8 = torch.ops.aten.mul.Tensor(_unsafe_view_42, 0.3535533905932738);  _unsafe_view_42 = None
    _softmax_8 = torch.ops.aten._softmax.default(mul_8, -1, False);  mul_8 = None
    detach_8 = torch.ops.aten.detach.default(_softmax_8);  detach_8 = None
    expand_36 = torch.ops.aten.expand.default(_softmax_8, [2, 2, 8, 8]);  _softmax_8 = None
    view_145 = torch.ops.aten.view.default(expand_36, [4, 8, 8]);  expand_36 = None
    expand_37 = torch.ops.aten.expand.default(transpose_42, [2, 2, 8, 8]);  transpose_42 = None
    clone_34 = torch.ops.aten.clone.default(expand_37, memory_format = torch.contiguous_format);  expand_37 = None
    _unsafe_view_43 = torch.ops.aten._unsafe_view.default(clone_34, [4, 8, 8]);  clone_34 = None
    bmm_17 = torch.ops.aten.bmm.default(view_145, _unsafe_view_43);  view_145 = _unsafe_view_43 = None
    _unsafe_view_44 = torch.ops.aten._unsafe_view.default(bmm_17, [2, 2, 8, 8]);  bmm_17 = None
    transpose_44 = torch.ops.aten.transpose.int(_unsafe_view_44, 1, 2);  _unsafe_view_44 = None
    clone_35 = torch.ops.aten.clone.default(transpose_44, memory_format = torch.contiguous_format);  transpose_44 = None
    view_146 = torch.ops.aten.view.default(clone_35, [2, 8, -1]);  clone_35 = None
    view_147 = torch.ops.aten.view.default(view_146, [16, 16]);  view_146 = None
    _param_constant139 = self._param_constant139
    t_51 = torch.ops.aten.t.default(_param_constant139);  _param_constant139 = None
    _param_constant140 = self._param_constant140
    addmm_51 = torch.ops.aten.addmm.default(_param_constant140, view_147, t_51);  _param_constant140 = view_147 = t_51 = None
    view_148 = torch.ops.aten.view.default(addmm_51, [2, 8, 16]);  addmm_51 = None
    add_18 = torch.ops.aten.add.Tensor(view_148, getitem_48);  view_148 = getitem_48 = None
    _param_constant141 = self._param_constant141
    _param_constant142 = self._param_constant142
    native_layer_norm_17 = torch.ops.aten.native_layer_norm.default(add_18, [16], _param_constant141, _param_constant142, 1e-12);  add_18 = _param_constant141 = _param_constant142 = None
    getitem_51 = native_layer_norm_17[0]
    getitem_52 = native_layer_norm_17[1];  getitem_52 = None
    getitem_53 = native_layer_norm_17[2];  native_layer_norm_17 = getitem_53 = None
    view_149 = torch.ops.aten.view.default(getitem_51, [16, 16])
    _param_constant143 = self._param_constant143
    t_52 = torch.ops.aten.t.default(_param_constant143);  _param_constant143 = None
    _param_constant144 = self._param_constant144
    addmm_52 = torch.ops.aten.addmm.default(_param_constant144, view_149, t_52);  _param_constant144 = view_149 = t_52 = None
    view_150 = torch.ops.aten.view.default(addmm_52, [2, 8, 32]);  addmm_52 = None
    gelu_8 = torch.ops.aten.gelu.default(view_150);  view_150 = None
    view_151 = torch.ops.aten.view.default(gelu_8, [16, 32]);  gelu_8 = None
    _param_constant145 = self._param_constant145
    t_53 = torch.ops.aten.t.default(_param_constant145);  _param_constant145 = None
    _param_constant146 = self._param_constant146
    addmm_53 = torch.ops.aten.addmm.default(_param_constant146, view_151, t_53);  _param_constant146 = view_151 = t_53 = None
    view_152 = torch.ops.aten.view.default(addmm_53, [2, 8, 16]);  addmm_53 = None
    add_19 = torch.ops.aten.add.Tensor(view_152, getitem_51);  view_152 = getitem_51 = None
    _param_constant147 = self._param_constant147
    _param_constant148 = self._param_constant148
    native_layer_norm_18 = torch.ops.aten.native_layer_norm.default(add_19, [16], _param_constant147, _param_constant148, 1e-12);  add_19 = _param_constant147 = _param_constant148 = None
    getitem_54 = native_layer_norm_18[0]
    getitem_55 = native_layer_norm_18[1];  getitem_55 = None
    getitem_56 = native_layer_norm_18[2];  native_layer_norm_18 = getitem_56 = None
    view_153 = torch.ops.aten.view.default(getitem_54, [16, 16])
    _param_constant149 = self._param_constant149
    t_54 = torch.ops.aten.t.default(_param_constant149);  _param_constant149 = None
    _param_constant150 = self._param_constant150
    addmm_54 = torch.ops.aten.addmm.default(_param_constant150, view_153, t_54);  _param_constant150 = view_153 = t_54 = None
    view_154 = torch.ops.aten.view.default(addmm_54, [2, 8, 16]);  addmm_54 = None
    view_155 = torch.ops.aten.view.default(view_154, [2, 8, -1, 8]);  view_154 = None
    transpose_45 = torch.ops.aten.transpose.int(view_155, 1, 2);  view_155 = None
    view_156 = torch.ops.aten.view.default(getitem_54, [16, 16])
    _param_constant151 = self._param_constant151
    t_55 = torch.ops.aten.t.default(_param_constant151);  _param_constant151 = None
    _param_constant152 = self._param_constant152
    addmm_55 = torch.ops.aten.addmm.default(_param_constant152, view_156, t_55);  _param_constant152 = view_156 = t_55 = None
    view_157 = torch.ops.aten.view.default(addmm_55, [2, 8, 16]);  addmm_55 = None
    view_158 = torch.ops.aten.view.default(view_157, [2, 8, -1, 8]);  view_157 = None
    transpose_46 = torch.ops.aten.transpose.int(view_158, 1, 2);  view_158 = None
    view_159 = torch.ops.aten.view.default(getitem_54, [16, 16])
    _param_constant153 = self._param_constant153
    t_56 = torch.ops.aten.t.default(_param_constant153);  _param_constant153 = None
    _param_constant154 = self._param_constant154
    addmm_56 = torch.ops.aten.addmm.default(_param_constant154, view_159, t_56);  _param_constant154 = view_159 = t_56 = None
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
    bmm_18 = torch.ops.aten.bmm.default(_unsafe_view_45, _unsafe_view_46);  _unsafe_view_45 = _unsafe_view_46 = None
    _unsafe_view_47 = torch.ops.aten._unsafe_view.default(bmm_18, [2, 2, 8, 8]);  bmm_18 = None
    mul_9 = torch.ops.aten.mul.Tensor(_unsafe_view_47, 0.3535533905932738);  _unsafe_view_47 = None
    _softmax_9 = torch.ops.aten._softmax.default(mul_9, -1, False);  mul_9 = None
    detach_9 = torch.ops.aten.detach.default(_softmax_9);  detach_9 = None
    expand_40 = torch.ops.aten.expand.default(_softmax_9, [2, 2, 8, 8]);  _softmax_9 = None
    view_162 = torch.ops.aten.view.default(expand_40, [4, 8, 8]);  expand_40 = None
    expand_41 = torch.ops.aten.expand.default(transpose_47, [2, 2, 8, 8]);  transpose_47 = None
    clone_38 = torch.ops.aten.clone.default(expand_41, memory_format = torch.contiguous_format);  expand_41 = None
    _unsafe_view_48 = torch.ops.aten._unsafe_view.default(clone_38, [4, 8, 8]);  clone_38 = None
    bmm_19 = torch.ops.aten.bmm.default(view_162, _unsafe_view_48);  view_162 = _unsafe_view_48 = None
    _unsafe_view_49 = torch.ops.aten._unsafe_view.default(bmm_19, [2, 2, 8, 8]);  bmm_19 = None
    transpose_49 = torch.ops.aten.transpose.int(_unsafe_view_49, 1, 2);  _unsafe_view_49 = None
    clone_39 = torch.ops.aten.clone.default(transpose_49, memory_format = torch.contiguous_format);  transpose_49 = None
    view_163 = torch.ops.aten.view.default(clone_39, [2, 8, -1]);  clone_39 = None
    view_164 = torch.ops.aten.view.default(view_163, [16, 16]);  view_163 = None
    _param_constant155 = self._param_constant155
    t_57 = torch.ops.aten.t.default(_param_constant155);  _param_constant155 = None
    _param_constant156 = self._param_constant156
    addmm_57 = torch.ops.aten.addmm.default(_param_constant156, view_164, t_57);  _param_constant156 = view_164 = t_57 = None
    view_165 = torch.ops.aten.view.default(addmm_57, [2, 8, 16]);  addmm_57 = None
    add_20 = torch.ops.aten.add.Tensor(view_165, getitem_54);  view_165 = getitem_54 = None
    _param_constant157 = self._param_constant157
    _param_constant158 = self._param_constant158
    native_layer_norm_19 = torch.ops.aten.native_layer_norm.default(add_20, [16], _param_constant157, _param_constant158, 1e-12);  add_20 = _param_constant157 = _param_constant158 = None
    getitem_57 = native_layer_norm_19[0]
    getitem_58 = native_layer_norm_19[1];  getitem_58 = None
    getitem_59 = native_layer_norm_19[2];  native_layer_norm_19 = getitem_59 = None
    view_166 = torch.ops.aten.view.default(getitem_57, [16, 16])
    _param_constant159 = self._param_constant159
    t_58 = torch.ops.aten.t.default(_param_constant159);  _param_constant159 = None
    _param_constant160 = self._param_constant160
    addmm_58 = torch.ops.aten.addmm.default(_param_constant160, view_166, t_58);  _param_constant160 = view_166 = t_58 = None
    view_167 = torch.ops.aten.view.default(addmm_58, [2, 8, 32]);  addmm_58 = None
    gelu_9 = torch.ops.aten.gelu.default(view_167);  view_167 = None
    view_168 = torch.ops.aten.view.default(gelu_9, [16, 32]);  gelu_9 = None
    _param_constant161 = self._param_constant161
    t_59 = torch.ops.aten.t.default(_param_constant161);  _param_constant161 = None
    _param_constant162 = self._param_constant162
    addmm_59 = torch.ops.aten.addmm.default(_param_constant162, view_168, t_59);  _param_constant162 = view_168 = t_59 = None
    view_169 = torch.ops.aten.view.default(addmm_59, [2, 8, 16]);  addmm_59 = None
    add_21 = torch.ops.aten.add.Tensor(view_169, getitem_57);  view_169 = getitem_57 = None
    _param_constant163 = self._param_constant163
    _param_constant164 = self._param_constant164
    native_layer_norm_20 = torch.ops.aten.native_layer_norm.default(add_21, [16], _param_constant163, _param_constant164, 1e-12);  add_21 = _param_constant163 = _param_constant164 = None
    getitem_60 = native_layer_norm_20[0]
    getitem_61 = native_layer_norm_20[1];  getitem_61 = None
    getitem_62 = native_layer_norm_20[2];  native_layer_norm_20 = getitem_62 = None
    view_170 = torch.ops.aten.view.default(getitem_60, [16, 16])
    _param_constant165 = self._param_constant165
    t_60 = torch.ops.aten.t.default(_param_constant165);  _param_constant165 = None
    _param_constant166 = self._param_constant166
    addmm_60 = torch.ops.aten.addmm.default(_param_constant166, view_170, t_60);  _param_constant166 = view_170 = t_60 = None
    view_171 = torch.ops.aten.view.default(addmm_60, [2, 8, 16]);  addmm_60 = None
    view_172 = torch.ops.aten.view.default(view_171, [2, 8, -1, 8]);  view_171 = None
    transpose_50 = torch.ops.aten.transpose.int(view_172, 1, 2);  view_172 = None
    view_173 = torch.ops.aten.view.default(getitem_60, [16, 16])
    _param_constant167 = self._param_constant167
    t_61 = torch.ops.aten.t.default(_param_constant167);  _param_constant167 = None
    _param_constant168 = self._param_constant168
    addmm_61 = torch.ops.aten.addmm.default(_param_constant168, view_173, t_61);  _param_constant168 = view_173 = t_61 = None
    view_174 = torch.ops.aten.view.default(addmm_61, [2, 8, 16]);  addmm_61 = None
    view_175 = torch.ops.aten.view.default(view_174, [2, 8, -1, 8]);  view_174 = None
    transpose_51 = torch.ops.aten.transpose.int(view_175, 1, 2);  view_175 = None
    view_176 = torch.ops.aten.view.default(getitem_60, [16, 16])
    _param_constant169 = self._param_constant169
    t_62 = torch.ops.aten.t.default(_param_constant169);  _param_constant169 = None
    _param_constant170 = self._param_constant170
    addmm_62 = torch.ops.aten.addmm.default(_param_constant170, view_176, t_62);  _param_constant170 = view_176 = t_62 = None
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
    bmm_20 = torch.ops.aten.bmm.default(_unsafe_view_50, _unsafe_view_51);  _unsafe_view_50 = _unsafe_view_51 = None
    _unsafe_view_52 = torch.ops.aten._unsafe_view.default(bmm_20, [2, 2, 8, 8]);  bmm_20 = None
    mul_10 = torch.ops.aten.mul.Tensor(_unsafe_view_52, 0.3535533905932738);  _unsafe_view_52 = None
    _softmax_10 = torch.ops.aten._softmax.default(mul_10, -1, False);  mul_10 = None
    detach_10 = torch.ops.aten.detach.default(_softmax_10);  detach_10 = None
    expand_44 = torch.ops.aten.expand.default(_softmax_10, [2, 2, 8, 8]);  _softmax_10 = None
    view_179 = torch.ops.aten.view.default(expand_44, [4, 8, 8]);  expand_44 = None
    expand_45 = torch.ops.aten.expand.default(transpose_52, [2, 2, 8, 8]);  transpose_52 = None
    clone_42 = torch.ops.aten.clone.default(expand_45, memory_format = torch.contiguous_format);  expand_45 = None
    _unsafe_view_53 = torch.ops.aten._unsafe_view.default(clone_42, [4, 8, 8]);  clone_42 = None
    bmm_21 = torch.ops.aten.bmm.default(view_179, _unsafe_view_53);  view_179 = _unsafe_view_53 = None
    _unsafe_view_54 = torch.ops.aten._unsafe_view.default(bmm_21, [2, 2, 8, 8]);  bmm_21 = None
    transpose_54 = torch.ops.aten.transpose.int(_unsafe_view_54, 1, 2);  _unsafe_view_54 = None
    clone_43 = torch.ops.aten.clone.default(transpose_54, memory_format = torch.contiguous_format);  transpose_54 = None
    view_180 = torch.ops.aten.view.default(clone_43, [2, 8, -1]);  clone_43 = None
    view_181 = torch.ops.aten.view.default(view_180, [16, 16]);  view_180 = None
    _param_constant171 = self._param_constant171
    t_63 = torch.ops.aten.t.default(_param_constant171);  _param_constant171 = None
    _param_constant172 = self._param_constant172
    addmm_63 = torch.ops.aten.addmm.default(_param_constant172, view_181, t_63);  _param_constant172 = view_181 = t_63 = None
    view_182 = torch.ops.aten.view.default(addmm_63, [2, 8, 16]);  addmm_63 = None
    add_22 = torch.ops.aten.add.Tensor(view_182, getitem_60);  view_182 = getitem_60 = None
    _param_constant173 = self._param_constant173
    _param_constant174 = self._param_constant174
    native_layer_norm_21 = torch.ops.aten.native_layer_norm.default(add_22, [16], _param_constant173, _param_constant174, 1e-12);  add_22 = _param_constant173 = _param_constant174 = None
    getitem_63 = native_layer_norm_21[0]
    getitem_64 = native_layer_norm_21[1];  getitem_64 = None
    getitem_65 = native_layer_norm_21[2];  native_layer_norm_21 = getitem_65 = None
    view_183 = torch.ops.aten.view.default(getitem_63, [16, 16])
    _param_constant175 = self._param_constant175
    t_64 = torch.ops.aten.t.default(_param_constant175);  _param_constant175 = None
    _param_constant176 = self._param_constant176
    addmm_64 = torch.ops.aten.addmm.default(_param_constant176, view_183, t_64);  _param_constant176 = view_183 = t_64 = None
    view_184 = torch.ops.aten.view.default(addmm_64, [2, 8, 32]);  addmm_64 = None
    gelu_10 = torch.ops.aten.gelu.default(view_184);  view_184 = None
    view_185 = torch.ops.aten.view.default(gelu_10, [16, 32]);  gelu_10 = None
    _param_constant177 = self._param_constant177
    t_65 = torch.ops.aten.t.default(_param_constant177);  _param_constant177 = None
    _param_constant178 = self._param_constant178
    addmm_65 = torch.ops.aten.addmm.default(_param_constant178, view_185, t_65);  _param_constant178 = view_185 = t_65 = None
    view_186 = torch.ops.aten.view.default(addmm_65, [2, 8, 16]);  addmm_65 = None
    add_23 = torch.ops.aten.add.Tensor(view_186, getitem_63);  view_186 = getitem_63 = None
    _param_constant179 = self._param_constant179
    _param_constant180 = self._param_constant180
    native_layer_norm_22 = torch.ops.aten.native_layer_norm.default(add_23, [16], _param_constant179, _param_constant180, 1e-12);  add_23 = _param_constant179 = _param_constant180 = None
    getitem_66 = native_layer_norm_22[0]
    getitem_67 = native_layer_norm_22[1];  getitem_67 = None
    getitem_68 = native_layer_norm_22[2];  native_layer_norm_22 = getitem_68 = None
    view_187 = torch.ops.aten.view.default(getitem_66, [16, 16])
    _param_constant181 = self._param_constant181
    t_66 = torch.ops.aten.t.default(_param_constant181);  _param_constant181 = None
    _param_constant182 = self._param_constant182
    addmm_66 = torch.ops.aten.addmm.default(_param_constant182, view_187, t_66);  _param_constant182 = view_187 = t_66 = None
    view_188 = torch.ops.aten.view.default(addmm_66, [2, 8, 16]);  addmm_66 = None
    view_189 = torch.ops.aten.view.default(view_188, [2, 8, -1, 8]);  view_188 = None
    transpose_55 = torch.ops.aten.transpose.int(view_189, 1, 2);  view_189 = None
    view_190 = torch.ops.aten.view.default(getitem_66, [16, 16])
    _param_constant183 = self._param_constant183
    t_67 = torch.ops.aten.t.default(_param_constant183);  _param_constant183 = None
    _param_constant184 = self._param_constant184
    addmm_67 = torch.ops.aten.addmm.default(_param_constant184, view_190, t_67);  _param_constant184 = view_190 = t_67 = None
    view_191 = torch.ops.aten.view.default(addmm_67, [2, 8, 16]);  addmm_67 = None
    view_192 = torch.ops.aten.view.default(view_191, [2, 8, -1, 8]);  view_191 = None
    transpose_56 = torch.ops.aten.transpose.int(view_192, 1, 2);  view_192 = None
    view_193 = torch.ops.aten.view.default(getitem_66, [16, 16])
    _param_constant185 = self._param_constant185
    t_68 = torch.ops.aten.t.default(_param_constant185);  _param_constant185 = None
    _param_constant186 = self._param_constant186
    addmm_68 = torch.ops.aten.addmm.default(_param_constant186, view_193, t_68);  _param_constant186 = view_193 = t_68 = None
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
    bmm_22 = torch.ops.aten.bmm.default(_unsafe_view_55, _unsafe_view_56);  _unsafe_view_55 = _unsafe_view_56 = None
    _unsafe_view_57 = torch.ops.aten._unsafe_view.default(bmm_22, [2, 2, 8, 8]);  bmm_22 = None
    mul_11 = torch.ops.aten.mul.Tensor(_unsafe_view_57, 0.3535533905932738);  _unsafe_view_57 = None
    _softmax_11 = torch.ops.aten._softmax.default(mul_11, -1, False);  mul_11 = None
    detach_11 = torch.ops.aten.detach.default(_softmax_11);  detach_11 = None
    expand_48 = torch.ops.aten.expand.default(_softmax_11, [2, 2, 8, 8]);  _softmax_11 = None
    view_196 = torch.ops.aten.view.default(expand_48, [4, 8, 8]);  expand_48 = None
    expand_49 = torch.ops.aten.expand.default(transpose_57, [2, 2, 8, 8]);  transpose_57 = None
    clone_46 = torch.ops.aten.clone.default(expand_49, memory_format = torch.contiguous_format);  expand_49 = None
    _unsafe_view_58 = torch.ops.aten._unsafe_view.default(clone_46, [4, 8, 8]);  clone_46 = None
    bmm_23 = torch.ops.aten.bmm.default(view_196, _unsafe_view_58);  view_196 = _unsafe_view_58 = None
    _unsafe_view_59 = torch.ops.aten._unsafe_view.default(bmm_23, [2, 2, 8, 8]);  bmm_23 = None
    transpose_59 = torch.ops.aten.transpose.int(_unsafe_view_59, 1, 2);  _unsafe_view_59 = None
    clone_47 = torch.ops.aten.clone.default(transpose_59, memory_format = torch.contiguous_format);  transpose_59 = None
    view_197 = torch.ops.aten.view.default(clone_47, [2, 8, -1]);  clone_47 = None
    view_198 = torch.ops.aten.view.default(view_197, [16, 16]);  view_197 = None
    _param_constant187 = self._param_constant187
    t_69 = torch.ops.aten.t.default(_param_constant187);  _param_constant187 = None
    _param_constant188 = self._param_constant188
    addmm_69 = torch.ops.aten.addmm.default(_param_constant188, view_198, t_69);  _param_constant188 = view_198 = t_69 = None
    view_199 = torch.ops.aten.view.default(addmm_69, [2, 8, 16]);  addmm_69 = None
    add_24 = torch.ops.aten.add.Tensor(view_199, getitem_66);  view_199 = getitem_66 = None
    _param_constant189 = self._param_constant189
    _param_constant190 = self._param_constant190
    native_layer_norm_23 = torch.ops.aten.native_layer_norm.default(add_24, [16], _param_constant189, _param_constant190, 1e-12);  add_24 = _param_constant189 = _param_constant190 = None
    getitem_69 = native_layer_norm_23[0]
    getitem_70 = native_layer_norm_23[1];  getitem_70 = None
    getitem_71 = native_layer_norm_23[2];  native_layer_norm_23 = getitem_71 = None
    view_200 = torch.ops.aten.view.default(getitem_69, [16, 16])
    _param_constant191 = self._param_constant191
    t_70 = torch.ops.aten.t.default(_param_constant191);  _param_constant191 = None
    _param_constant192 = self._param_constant192
    addmm_70 = torch.ops.aten.addmm.default(_param_constant192, view_200, t_70);  _param_constant192 = view_200 = t_70 = None
    view_201 = torch.ops.aten.view.default(addmm_70, [2, 8, 32]);  addmm_70 = None
    gelu_11 = torch.ops.aten.gelu.default(view_201);  view_201 = None
    view_202 = torch.ops.aten.view.default(gelu_11, [16, 32]);  gelu_11 = None
    _param_constant193 = self._param_constant193
    t_71 = torch.ops.aten.t.default(_param_constant193);  _param_constant193 = None
    _param_constant194 = self._param_constant194
    addmm_71 = torch.ops.aten.addmm.default(_param_constant194, view_202, t_71);  _param_constant194 = view_202 = t_71 = None
    view_203 = torch.ops.aten.view.default(addmm_71, [2, 8, 16]);  addmm_71 = None
    add_25 = torch.ops.aten.add.Tensor(view_203, getitem_69);  view_203 = getitem_69 = None
    _param_constant195 = self._param_constant195
    _param_constant196 = self._param_constant196
    native_layer_norm_24 = torch.ops.aten.native_layer_norm.default(add_25, [16], _param_constant195, _param_constant196, 1e-12);  add_25 = _param_constant195 = _param_constant196 = None
    getitem_72 = native_layer_norm_24[0]
    getitem_73 = native_layer_norm_24[1];  getitem_73 = None
    getitem_74 = native_layer_norm_24[2];  native_layer_norm_24 = getitem_74 = None
    view_204 = torch.ops.aten.view.default(getitem_72, [16, 16]);  getitem_72 = None
    _param_constant197 = self._param_constant197
    t_72 = torch.ops.aten.t.default(_param_constant197);  _param_constant197 = None
    _param_constant198 = self._param_constant198
    addmm_72 = torch.ops.aten.addmm.default(_param_constant198, view_204, t_72);  _param_constant198 = view_204 = t_72 = None
    view_205 = torch.ops.aten.view.default(addmm_72, [2, 8, 16]);  addmm_72 = None
    gelu_12 = torch.ops.aten.gelu.default(view_205);  view_205 = None
    _param_constant199 = self._param_constant199
    _param_constant200 = self._param_constant200
    native_layer_norm_25 = torch.ops.aten.native_layer_norm.default(gelu_12, [16], _param_constant199, _param_constant200, 1e-12);  gelu_12 = _param_constant199 = _param_constant200 = None
    getitem_75 = native_layer_norm_25[0]
    getitem_76 = native_layer_norm_25[1];  getitem_76 = None
    getitem_77 = native_layer_norm_25[2];  native_layer_norm_25 = getitem_77 = None
    view_206 = torch.ops.aten.view.default(getitem_75, [16, 16]);  getitem_75 = None
    _param_constant0_1 = self._param_constant0
    t_73 = torch.ops.aten.t.default(_param_constant0_1);  _param_constant0_1 = None
    _param_constant201 = self._param_constant201
    addmm_73 = torch.ops.aten.addmm.default(_param_constant201, view_206, t_73);  _param_constant201 = view_206 = t_73 = None
    view_207 = torch.ops.aten.view.default(addmm_73, [2, 8, 64]);  addmm_73 = None
    view_208 = torch.ops.aten.view.default(view_207, [-1, 64]);  view_207 = None
    view_209 = torch.ops.aten.view.default(labels_1, [-1]);  labels_1 = None
    _log_softmax = torch.ops.aten._log_softmax.default(view_208, 1, False);  view_208 = None
    detach_12 = torch.ops.aten.detach.default(_log_softmax);  detach_12 = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, view_209, None, 1, -100);  _log_softmax = view_209 = None
    getitem_78 = nll_loss_forward[0]
    getitem_79 = nll_loss_forward[1];  nll_loss_forward = getitem_79 = None
    return getitem_78
    