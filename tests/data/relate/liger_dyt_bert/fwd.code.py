


def forward(self, input_ids_1, attention_mask_1, labels_1):
    unsqueeze = torch.ops.aten.unsqueeze.default(attention_mask_1, 1);  attention_mask_1 = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(unsqueeze, 2);  unsqueeze = None
    _to_copy = torch.ops.aten._to_copy.default(unsqueeze_1, dtype = torch.float32);  unsqueeze_1 = None
    rsub = torch.ops.aten.rsub.Scalar(_to_copy, 1.0);  _to_copy = None
    mul = torch.ops.aten.mul.Tensor(rsub, -3.4028234663852886e+38);  rsub = None
    _tensor_constant0 = self._tensor_constant0
    slice_1 = torch.ops.aten.slice.Tensor(_tensor_constant0, 1, 0, 10);  _tensor_constant0 = None
    _tensor_constant1 = self._tensor_constant1
    slice_2 = torch.ops.aten.slice.Tensor(_tensor_constant1, 1, 0, 10);  _tensor_constant1 = None
    expand = torch.ops.aten.expand.default(slice_2, [2, 10]);  slice_2 = None
    _param_constant0 = self._param_constant0
    embedding = torch.ops.aten.embedding.default(_param_constant0, input_ids_1, 0);  _param_constant0 = input_ids_1 = None
    _param_constant1 = self._param_constant1
    embedding_1 = torch.ops.aten.embedding.default(_param_constant1, expand);  _param_constant1 = expand = None
    add = torch.ops.aten.add.Tensor(embedding, embedding_1);  embedding = embedding_1 = None
    _param_constant2 = self._param_constant2
    embedding_2 = torch.ops.aten.embedding.default(_param_constant2, slice_1);  _param_constant2 = slice_1 = None
    add_1 = torch.ops.aten.add.Tensor(add, embedding_2);  add = embedding_2 = None
    view = torch.ops.aten.view.default(add_1, [-1, 16]);  add_1 = None
    _param_constant3 = self._param_constant3
    mul_1 = torch.ops.aten.mul.Tensor(_param_constant3, view);  _param_constant3 = view = None
    tanh = torch.ops.aten.tanh.default(mul_1);  mul_1 = None
    _param_constant4 = self._param_constant4
    mul_2 = torch.ops.aten.mul.Tensor(tanh, _param_constant4);  tanh = _param_constant4 = None
    _param_constant5 = self._param_constant5
    add_2 = torch.ops.aten.add.Tensor(mul_2, _param_constant5);  mul_2 = _param_constant5 = None
    view_1 = torch.ops.aten.view.default(add_2, [2, 10, 16]);  add_2 = None
    view_2 = torch.ops.aten.view.default(view_1, [20, 16])
    _param_constant6 = self._param_constant6
    t = torch.ops.aten.t.default(_param_constant6);  _param_constant6 = None
    _param_constant7 = self._param_constant7
    addmm = torch.ops.aten.addmm.default(_param_constant7, view_2, t);  _param_constant7 = view_2 = t = None
    view_3 = torch.ops.aten.view.default(addmm, [2, 10, 16]);  addmm = None
    view_4 = torch.ops.aten.view.default(view_3, [2, 10, 2, 8]);  view_3 = None
    permute = torch.ops.aten.permute.default(view_4, [0, 2, 1, 3]);  view_4 = None
    view_5 = torch.ops.aten.view.default(view_1, [20, 16])
    _param_constant8 = self._param_constant8
    t_1 = torch.ops.aten.t.default(_param_constant8);  _param_constant8 = None
    _param_constant9 = self._param_constant9
    addmm_1 = torch.ops.aten.addmm.default(_param_constant9, view_5, t_1);  _param_constant9 = view_5 = t_1 = None
    view_6 = torch.ops.aten.view.default(addmm_1, [2, 10, 16]);  addmm_1 = None
    view_7 = torch.ops.aten.view.default(view_6, [2, 10, 2, 8]);  view_6 = None
    permute_1 = torch.ops.aten.permute.default(view_7, [0, 2, 1, 3]);  view_7 = None
    view_8 = torch.ops.aten.view.default(view_1, [20, 16])
    _param_constant10 = self._param_constant10
    t_2 = torch.ops.aten.t.default(_param_constant10);  _param_constant10 = None
    _param_constant11 = self._param_constant11
    addmm_2 = torch.ops.aten.addmm.default(_param_constant11, view_8, t_2);  _param_constant11 = view_8 = t_2 = None
    view_9 = torch.ops.aten.view.default(addmm_2, [2, 10, 16]);  addmm_2 = None
    view_10 = torch.ops.aten.view.default(view_9, [2, 10, 2, 8]);  view_9 = None
    permute_2 = torch.ops.aten.permute.default(view_10, [0, 2, 1, 3]);  view_10 = None
    transpose = torch.ops.aten.transpose.int(permute_1, -1, -2);  permute_1 = None
    expand_1 = torch.ops.aten.expand.default(permute, [2, 2, 10, 8]);  permute = None
    clone = torch.ops.aten.clone.default(expand_1, memory_format = torch.contiguous_format);  expand_1 = None
    _unsafe_view = torch.ops.aten._unsafe_view.default(clone, [4, 10, 8]);  clone = None
    expand_2 = torch.ops.aten.expand.default(transpose, [2, 2, 8, 10]);  transpose = None
    clone_1 = torch.ops.aten.clone.default(expand_2, memory_format = torch.contiguous_format);  expand_2 = None
    _unsafe_view_1 = torch.ops.aten._unsafe_view.default(clone_1, [4, 8, 10]);  clone_1 = None
    bmm = torch.ops.aten.bmm.default(_unsafe_view, _unsafe_view_1);  _unsafe_view = _unsafe_view_1 = None
    _unsafe_view_2 = torch.ops.aten._unsafe_view.default(bmm, [2, 2, 10, 10]);  bmm = None
    div = torch.ops.aten.div.Tensor(_unsafe_view_2, 2.8284271247461903);  _unsafe_view_2 = None
    add_3 = torch.ops.aten.add.Tensor(div, mul);  div = None
    _softmax = torch.ops.aten._softmax.default(add_3, -1, False);  add_3 = None
    detach = torch.ops.aten.detach.default(_softmax);  detach = None
    expand_3 = torch.ops.aten.expand.default(_softmax, [2, 2, 10, 10]);  _softmax = None
    view_11 = torch.ops.aten.view.default(expand_3, [4, 10, 10]);  expand_3 = None
    expand_4 = torch.ops.aten.expand.default(permute_2, [2, 2, 10, 8]);  permute_2 = None
    clone_2 = torch.ops.aten.clone.default(expand_4, memory_format = torch.contiguous_format);  expand_4 = None
    _unsafe_view_3 = torch.ops.aten._unsafe_view.default(clone_2, [4, 10, 8]);  clone_2 = None
    bmm_1 = torch.ops.aten.bmm.default(view_11, _unsafe_view_3);  view_11 = _unsafe_view_3 = None
    _unsafe_view_4 = torch.ops.aten._unsafe_view.default(bmm_1, [2, 2, 10, 8]);  bmm_1 = None
    permute_3 = torch.ops.aten.permute.default(_unsafe_view_4, [0, 2, 1, 3]);  _unsafe_view_4 = None
    clone_3 = torch.ops.aten.clone.default(permute_3, memory_format = torch.contiguous_format);  permute_3 = None
    view_12 = torch.ops.aten.view.default(clone_3, [2, 10, 16]);  clone_3 = None
    view_13 = torch.ops.aten.view.default(view_12, [20, 16]);  view_12 = None
    _param_constant12 = self._param_constant12
    t_3 = torch.ops.aten.t.default(_param_constant12);  _param_constant12 = None
    _param_constant13 = self._param_constant13
    addmm_3 = torch.ops.aten.addmm.default(_param_constant13, view_13, t_3);  _param_constant13 = view_13 = t_3 = None
    view_14 = torch.ops.aten.view.default(addmm_3, [2, 10, 16]);  addmm_3 = None
    add_4 = torch.ops.aten.add.Tensor(view_14, view_1);  view_14 = view_1 = None
    view_15 = torch.ops.aten.view.default(add_4, [-1, 16]);  add_4 = None
    _param_constant14 = self._param_constant14
    mul_3 = torch.ops.aten.mul.Tensor(_param_constant14, view_15);  _param_constant14 = view_15 = None
    tanh_1 = torch.ops.aten.tanh.default(mul_3);  mul_3 = None
    _param_constant15 = self._param_constant15
    mul_4 = torch.ops.aten.mul.Tensor(tanh_1, _param_constant15);  tanh_1 = _param_constant15 = None
    _param_constant16 = self._param_constant16
    add_5 = torch.ops.aten.add.Tensor(mul_4, _param_constant16);  mul_4 = _param_constant16 = None
    view_16 = torch.ops.aten.view.default(add_5, [2, 10, 16]);  add_5 = None
    view_17 = torch.ops.aten.view.default(view_16, [20, 16])
    _param_constant17 = self._param_constant17
    t_4 = torch.ops.aten.t.default(_param_constant17);  _param_constant17 = None
    _param_constant18 = self._param_constant18
    addmm_4 = torch.ops.aten.addmm.default(_param_constant18, view_17, t_4);  _param_constant18 = view_17 = t_4 = None
    view_18 = torch.ops.aten.view.default(addmm_4, [2, 10, 32]);  addmm_4 = None
    gelu = torch.ops.aten.gelu.default(view_18);  view_18 = None
    view_19 = torch.ops.aten.view.default(gelu, [20, 32]);  gelu = None
    _param_constant19 = self._param_constant19
    t_5 = torch.ops.aten.t.default(_param_constant19);  _param_constant19 = None
    _param_constant20 = self._param_constant20
    addmm_5 = torch.ops.aten.addmm.default(_param_constant20, view_19, t_5);  _param_constant20 = view_19 = t_5 = None
    view_20 = torch.ops.aten.view.default(addmm_5, [2, 10, 16]);  addmm_5 = None
    add_6 = torch.ops.aten.add.Tensor(view_20, view_16);  view_20 = view_16 = None
    view_21 = torch.ops.aten.view.default(add_6, [-1, 16]);  add_6 = None
    _param_constant21 = self._param_constant21
    mul_5 = torch.ops.aten.mul.Tensor(_param_constant21, view_21);  _param_constant21 = view_21 = None
    tanh_2 = torch.ops.aten.tanh.default(mul_5);  mul_5 = None
    _param_constant22 = self._param_constant22
    mul_6 = torch.ops.aten.mul.Tensor(tanh_2, _param_constant22);  tanh_2 = _param_constant22 = None
    _param_constant23 = self._param_constant23
    add_7 = torch.ops.aten.add.Tensor(mul_6, _param_constant23);  mul_6 = _param_constant23 = None
    view_22 = torch.ops.aten.view.default(add_7, [2, 10, 16]);  add_7 = None
    view_23 = torch.ops.aten.view.default(view_22, [20, 16])
    _param_constant24 = self._param_constant24
    t_6 = torch.ops.aten.t.default(_param_constant24);  _param_constant24 = None
    _param_constant25 = self._param_constant25
    addmm_6 = torch.ops.aten.addmm.default(_param_constant25, view_23, t_6);  _param_constant25 = view_23 = t_6 = None
    view_24 = torch.ops.aten.view.default(addmm_6, [2, 10, 16]);  addmm_6 = None
    view_25 = torch.ops.aten.view.default(view_24, [2, 10, 2, 8]);  view_24 = None
    permute_4 = torch.ops.aten.permute.default(view_25, [0, 2, 1, 3]);  view_25 = None
    view_26 = torch.ops.aten.view.default(view_22, [20, 16])
    _param_constant26 = self._param_constant26
    t_7 = torch.ops.aten.t.default(_param_constant26);  _param_constant26 = None
    _param_constant27 = self._param_constant27
    addmm_7 = torch.ops.aten.addmm.default(_param_constant27, view_26, t_7);  _param_constant27 = view_26 = t_7 = None
    view_27 = torch.ops.aten.view.default(addmm_7, [2, 10, 16]);  addmm_7 = None
    view_28 = torch.ops.aten.view.default(view_27, [2, 10, 2, 8]);  view_27 = None
    permute_5 = torch.ops.aten.permute.default(view_28, [0, 2, 1, 3]);  view_28 = None
    view_29 = torch.ops.aten.view.default(view_22, [20, 16])
    _param_constant28 = self._param_constant28
    t_8 = torch.ops.aten.t.default(_param_constant28);  _param_constant28 = None
    _param_constant29 = self._param_constant29
    addmm_8 = torch.ops.aten.addmm.default(_param_constant29, view_29, t_8);  _param_constant29 = view_29 = t_8 = None
    view_30 = torch.ops.aten.view.default(addmm_8, [2, 10, 16]);  addmm_8 = None
    view_31 = torch.ops.aten.view.default(view_30, [2, 10, 2, 8]);  view_30 = None
    permute_6 = torch.ops.aten.permute.default(view_31, [0, 2, 1, 3]);  view_31 = None
    transpose_1 = torch.ops.aten.transpose.int(permute_5, -1, -2);  permute_5 = None
    expand_5 = torch.ops.aten.expand.default(permute_4, [2, 2, 10, 8]);  permute_4 = None
    clone_4 = torch.ops.aten.clone.default(expand_5, memory_format = torch.contiguous_format);  expand_5 = None
    _unsafe_view_5 = torch.ops.aten._unsafe_view.default(clone_4, [4, 10, 8]);  clone_4 = None
    expand_6 = torch.ops.aten.expand.default(transpose_1, [2, 2, 8, 10]);  transpose_1 = None
    clone_5 = torch.ops.aten.clone.default(expand_6, memory_format = torch.contiguous_format);  expand_6 = None
    _unsafe_view_6 = torch.ops.aten._unsafe_view.default(clone_5, [4, 8, 10]);  clone_5 = None
    bmm_2 = torch.ops.aten.bmm.default(_unsafe_view_5, _unsafe_view_6);  _unsafe_view_5 = _unsafe_view_6 = None
    _unsafe_view_7 = torch.ops.aten._unsafe_view.default(bmm_2, [2, 2, 10, 10]);  bmm_2 = None
    div_1 = torch.ops.aten.div.Tensor(_unsafe_view_7, 2.8284271247461903);  _unsafe_view_7 = None
    add_8 = torch.ops.aten.add.Tensor(div_1, mul);  div_1 = mul = None
    _softmax_1 = torch.ops.aten._softmax.default(add_8, -1, False);  add_8 = None
    detach_1 = torch.ops.aten.detach.default(_softmax_1);  detach_1 = None
    expand_7 = torch.ops.aten.expand.default(_softmax_1, [2, 2, 10, 10]);  _softmax_1 = None
    view_32 = torch.ops.aten.view.default(expand_7, [4, 10, 10]);  expand_7 = None
    expand_8 = torch.ops.aten.expand.default(permute_6, [2, 2, 10, 8]);  permute_6 = None
    clone_6 = torch.ops.aten.clone.default(expand_8, memory_format = torch.contiguous_format);  expand_8 = None
    _unsafe_view_8 = torch.ops.aten._unsafe_view.default(clone_6, [4, 10, 8]);  clone_6 = None
    bmm_3 = torch.ops.aten.bmm.default(view_32, _unsafe_view_8);  view_32 = _unsafe_view_8 = None
    _unsafe_view_9 = torch.ops.aten._unsafe_view.default(bmm_3, [2, 2, 10, 8]);  bmm_3 = None
    permute_7 = torch.ops.aten.permute.default(_unsafe_view_9, [0, 2, 1, 3]);  _unsafe_view_9 = None
    clone_7 = torch.ops.aten.clone.default(permute_7, memory_format = torch.contiguous_format);  permute_7 = None
    view_33 = torch.ops.aten.view.default(clone_7, [2, 10, 16]);  clone_7 = None
    view_34 = torch.ops.aten.view.default(view_33, [20, 16]);  view_33 = None
    _param_constant30 = self._param_constant30
    t_9 = torch.ops.aten.t.default(_param_constant30);  _param_constant30 = None
    _param_constant31 = self._param_constant31
    addmm_9 = torch.ops.aten.addmm.default(_param_constant31, view_34, t_9);  _param_constant31 = view_34 = t_9 = None
    view_35 = torch.ops.aten.view.default(addmm_9, [2, 10, 16]);  addmm_9 = None
    add_9 = torch.ops.aten.add.Tensor(view_35, view_22);  view_35 = view_22 = None
    view_36 = torch.ops.aten.view.default(add_9, [-1, 16]);  add_9 = None
    _param_constant32 = self._param_constant32
    mul_7 = torch.ops.aten.mul.Tensor(_param_constant32, view_36);  _param_constant32 = view_36 = None
    tanh_3 = torch.ops.aten.tanh.default(mul_7);  mul_7 = None
    _param_constant33 = self._param_constant33
    mul_8 = torch.ops.aten.mul.Tensor(tanh_3, _param_constant33);  tanh_3 = _param_constant33 = None
    _param_constant34 = self._param_constant34
    add_10 = torch.ops.aten.add.Tensor(mul_8, _param_constant34);  mul_8 = _param_constant34 = None
    view_37 = torch.ops.aten.view.default(add_10, [2, 10, 16]);  add_10 = None
    view_38 = torch.ops.aten.view.default(view_37, [20, 16])
    _param_constant35 = self._param_constant35
    t_10 = torch.ops.aten.t.default(_param_constant35);  _param_constant35 = None
    _param_constant36 = self._param_constant36
    addmm_10 = torch.ops.aten.addmm.default(_param_constant36, view_38, t_10);  _param_constant36 = view_38 = t_10 = None
    view_39 = torch.ops.aten.view.default(addmm_10, [2, 10, 32]);  addmm_10 = None
    gelu_1 = torch.ops.aten.gelu.default(view_39);  view_39 = None
    view_40 = torch.ops.aten.view.default(gelu_1, [20, 32]);  gelu_1 = None
    _param_constant37 = self._param_constant37
    t_11 = torch.ops.aten.t.default(_param_constant37);  _param_constant37 = None
    _param_constant38 = self._param_constant38
    addmm_11 = torch.ops.aten.addmm.default(_param_constant38, view_40, t_11);  _param_constant38 = view_40 = t_11 = None
    view_41 = torch.ops.aten.view.default(addmm_11, [2, 10, 16]);  addmm_11 = None
    add_11 = torch.ops.aten.add.Tensor(view_41, view_37);  view_41 = view_37 = None
    view_42 = torch.ops.aten.view.default(add_11, [-1, 16]);  add_11 = None
    _param_constant39 = self._param_constant39
    mul_9 = torch.ops.aten.mul.Tensor(_param_constant39, view_42);  _param_constant39 = view_42 = None
    tanh_4 = torch.ops.aten.tanh.default(mul_9);  mul_9 = None
    _param_constant40 = self._param_constant40
    mul_10 = torch.ops.aten.mul.Tensor(tanh_4, _param_constant40);  tanh_4 = _param_constant40 = None
    _param_constant41 = self._param_constant41
    add_12 = torch.ops.aten.add.Tensor(mul_10, _param_constant41);  mul_10 = _param_constant41 = None
    view_43 = torch.ops.aten.view.default(add_12, [2, 10, 16]);  add_12 = None
    view_44 = torch.ops.aten.view.default(view_43, [20, 16]);  view_43 = None
    _param_constant42 = self._param_constant42
    t_12 = torch.ops.aten.t.default(_param_constant42);  _param_constant42 = None
    _param_constant43 = self._param_constant43
    addmm_12 = torch.ops.aten.addmm.default(_param_constant43, view_44, t_12);  _param_constant43 = view_44 = t_12 = None
    view_45 = torch.ops.aten.view.default(addmm_12, [2, 10, 16]);  addmm_12 = None
    gelu_2 = torch.ops.aten.gelu.default(view_45);  view_45 = None
    view_46 = torch.ops.aten.view.default(gelu_2, [-1, 16]);  gelu_2 = None
    _param_constant44 = self._param_constant44
    mul_11 = torch.ops.aten.mul.Tensor(_param_constant44, view_46);  _param_constant44 = view_46 = None
    tanh_5 = torch.ops.aten.tanh.default(mul_11);  mul_11 = None
    _param_constant45 = self._param_constant45
    mul_12 = torch.ops.aten.mul.Tensor(tanh_5, _param_constant45);  tanh_5 = _param_constant45 = None
    _param_constant46 = self._param_constant46
    add_13 = torch.ops.aten.add.Tensor(mul_12, _param_constant46);  mul_12 = _param_constant46 = None
    view_47 = torch.ops.aten.view.default(add_13, [2, 10, 16]);  add_13 = None
    view_48 = torch.ops.aten.view.default(view_47, [20, 16]);  view_47 = None
    _param_constant0_1 = self._param_constant0
    t_13 = torch.ops.aten.t.default(_param_constant0_1);  _param_constant0_1 = None
    _param_constant47 = self._param_constant47
    addmm_13 = torch.ops.aten.addmm.default(_param_constant47, view_48, t_13);  _param_constant47 = view_48 = t_13 = None
    view_49 = torch.ops.aten.view.default(addmm_13, [2, 10, 32]);  addmm_13 = None
    view_50 = torch.ops.aten.view.default(view_49, [-1, 32]);  view_49 = None
    view_51 = torch.ops.aten.view.default(labels_1, [-1]);  labels_1 = None
    _log_softmax = torch.ops.aten._log_softmax.default(view_50, 1, False);  view_50 = None
    detach_2 = torch.ops.aten.detach.default(_log_softmax);  detach_2 = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, view_51, None, 1, -100);  _log_softmax = view_51 = None
    getitem = nll_loss_forward[0]
    getitem_1 = nll_loss_forward[1];  nll_loss_forward = getitem_1 = None
    return getitem
    