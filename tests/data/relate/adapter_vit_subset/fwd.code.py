


def forward(self, x_1, labels_1):
    _param_constant0 = self._param_constant0
    _param_constant1 = self._param_constant1
    convolution = torch.ops.aten.convolution.default(x_1, _param_constant0, _param_constant1, [4, 4], [0, 0], [1, 1], False, [0, 0], 1);  x_1 = _param_constant0 = _param_constant1 = None
    view = torch.ops.aten.view.default(convolution, [2, 8, 4]);  convolution = None
    transpose = torch.ops.aten.transpose.int(view, 1, 2);  view = None
    _param_constant2 = self._param_constant2
    expand = torch.ops.aten.expand.default(_param_constant2, [2, -1, -1]);  _param_constant2 = None
    cat = torch.ops.aten.cat.default([expand, transpose], 1);  expand = transpose = None
    _param_constant3 = self._param_constant3
    add = torch.ops.aten.add.Tensor(cat, _param_constant3);  cat = _param_constant3 = None
    _param_constant4 = self._param_constant4
    _param_constant5 = self._param_constant5
    native_layer_norm = torch.ops.aten.native_layer_norm.default(add, [8], _param_constant4, _param_constant5, 1e-05);  _param_constant4 = _param_constant5 = None
    getitem = native_layer_norm[0]
    getitem_1 = native_layer_norm[1];  getitem_1 = None
    getitem_2 = native_layer_norm[2];  native_layer_norm = getitem_2 = None
    view_1 = torch.ops.aten.view.default(getitem, [10, 8]);  getitem = None
    _param_constant6 = self._param_constant6
    t = torch.ops.aten.t.default(_param_constant6);  _param_constant6 = None
    _param_constant7 = self._param_constant7
    addmm = torch.ops.aten.addmm.default(_param_constant7, view_1, t);  _param_constant7 = view_1 = t = None
    view_2 = torch.ops.aten.view.default(addmm, [2, 5, 24]);  addmm = None
    view_3 = torch.ops.aten.view.default(view_2, [2, 5, 3, 2, 4]);  view_2 = None
    permute = torch.ops.aten.permute.default(view_3, [2, 0, 3, 1, 4]);  view_3 = None
    unbind = torch.ops.aten.unbind.int(permute);  permute = None
    getitem_3 = unbind[0]
    getitem_4 = unbind[1]
    getitem_5 = unbind[2];  unbind = None
    transpose_1 = torch.ops.aten.transpose.int(getitem_4, -1, -2);  getitem_4 = None
    expand_1 = torch.ops.aten.expand.default(getitem_3, [2, 2, 5, 4]);  getitem_3 = None
    clone = torch.ops.aten.clone.default(expand_1, memory_format = torch.contiguous_format);  expand_1 = None
    _unsafe_view = torch.ops.aten._unsafe_view.default(clone, [4, 5, 4]);  clone = None
    expand_2 = torch.ops.aten.expand.default(transpose_1, [2, 2, 4, 5]);  transpose_1 = None
    clone_1 = torch.ops.aten.clone.default(expand_2, memory_format = torch.contiguous_format);  expand_2 = None
    _unsafe_view_1 = torch.ops.aten._unsafe_view.default(clone_1, [4, 4, 5]);  clone_1 = None
    bmm = torch.ops.aten.bmm.default(_unsafe_view, _unsafe_view_1);  _unsafe_view = _unsafe_view_1 = None
    _unsafe_view_2 = torch.ops.aten._unsafe_view.default(bmm, [2, 2, 5, 5]);  bmm = None
    div = torch.ops.aten.div.Tensor(_unsafe_view_2, 2.0);  _unsafe_view_2 = None
    _softmax = torch.ops.aten._softmax.default(div, -1, False);  div = None
    detach = torch.ops.aten.detach.default(_softmax);  detach = None
    expand_3 = torch.ops.aten.expand.default(_softmax, [2, 2, 5, 5]);  _softmax = None
    view_4 = torch.ops.aten.view.default(expand_3, [4, 5, 5]);  expand_3 = None
    expand_4 = torch.ops.aten.expand.default(getitem_5, [2, 2, 5, 4]);  getitem_5 = None
    clone_2 = torch.ops.aten.clone.default(expand_4, memory_format = torch.contiguous_format);  expand_4 = None
    _unsafe_view_3 = torch.ops.aten._unsafe_view.default(clone_2, [4, 5, 4]);  clone_2 = None
    bmm_1 = torch.ops.aten.bmm.default(view_4, _unsafe_view_3);  view_4 = _unsafe_view_3 = None
    _unsafe_view_4 = torch.ops.aten._unsafe_view.default(bmm_1, [2, 2, 5, 4]);  bmm_1 = None
    transpose_2 = torch.ops.aten.transpose.int(_unsafe_view_4, 1, 2);  _unsafe_view_4 = None
    clone_3 = torch.ops.aten.clone.default(transpose_2, memory_format = torch.contiguous_format);  transpose_2 = None
    _unsafe_view_5 = torch.ops.aten._unsafe_view.default(clone_3, [2, 5, 8]);  clone_3 = None
    view_5 = torch.ops.aten.view.default(_unsafe_view_5, [10, 8]);  _unsafe_view_5 = None
    _param_constant8 = self._param_constant8
    t_1 = torch.ops.aten.t.default(_param_constant8);  _param_constant8 = None
    _param_constant9 = self._param_constant9
    addmm_1 = torch.ops.aten.addmm.default(_param_constant9, view_5, t_1);  _param_constant9 = view_5 = t_1 = None
    view_6 = torch.ops.aten.view.default(addmm_1, [2, 5, 8]);  addmm_1 = None
    add_1 = torch.ops.aten.add.Tensor(add, view_6);  add = view_6 = None
    _param_constant10 = self._param_constant10
    _param_constant11 = self._param_constant11
    native_layer_norm_1 = torch.ops.aten.native_layer_norm.default(add_1, [8], _param_constant10, _param_constant11, 1e-05);  _param_constant10 = _param_constant11 = None
    getitem_6 = native_layer_norm_1[0]
    getitem_7 = native_layer_norm_1[1];  getitem_7 = None
    getitem_8 = native_layer_norm_1[2];  native_layer_norm_1 = getitem_8 = None
    view_7 = torch.ops.aten.view.default(getitem_6, [10, 8]);  getitem_6 = None
    _param_constant12 = self._param_constant12
    t_2 = torch.ops.aten.t.default(_param_constant12);  _param_constant12 = None
    _param_constant13 = self._param_constant13
    addmm_2 = torch.ops.aten.addmm.default(_param_constant13, view_7, t_2);  _param_constant13 = view_7 = t_2 = None
    view_8 = torch.ops.aten.view.default(addmm_2, [2, 5, 16]);  addmm_2 = None
    gelu = torch.ops.aten.gelu.default(view_8);  view_8 = None
    view_9 = torch.ops.aten.view.default(gelu, [10, 16]);  gelu = None
    _param_constant14 = self._param_constant14
    t_3 = torch.ops.aten.t.default(_param_constant14);  _param_constant14 = None
    _param_constant15 = self._param_constant15
    addmm_3 = torch.ops.aten.addmm.default(_param_constant15, view_9, t_3);  _param_constant15 = view_9 = t_3 = None
    view_10 = torch.ops.aten.view.default(addmm_3, [2, 5, 8]);  addmm_3 = None
    add_2 = torch.ops.aten.add.Tensor(add_1, view_10);  add_1 = view_10 = None
    view_11 = torch.ops.aten.view.default(add_2, [10, 8])
    _param_constant16 = self._param_constant16
    t_4 = torch.ops.aten.t.default(_param_constant16);  _param_constant16 = None
    _param_constant17 = self._param_constant17
    addmm_4 = torch.ops.aten.addmm.default(_param_constant17, view_11, t_4);  _param_constant17 = view_11 = t_4 = None
    view_12 = torch.ops.aten.view.default(addmm_4, [2, 5, 3]);  addmm_4 = None
    relu = torch.ops.aten.relu.default(view_12);  view_12 = None
    detach_1 = torch.ops.aten.detach.default(relu);  detach_1 = None
    view_13 = torch.ops.aten.view.default(relu, [10, 3]);  relu = None
    _param_constant18 = self._param_constant18
    t_5 = torch.ops.aten.t.default(_param_constant18);  _param_constant18 = None
    _param_constant19 = self._param_constant19
    addmm_5 = torch.ops.aten.addmm.default(_param_constant19, view_13, t_5);  _param_constant19 = view_13 = t_5 = None
    view_14 = torch.ops.aten.view.default(addmm_5, [2, 5, 8]);  addmm_5 = None
    add_3 = torch.ops.aten.add.Tensor(add_2, view_14);  add_2 = view_14 = None
    _param_constant20 = self._param_constant20
    _param_constant21 = self._param_constant21
    native_layer_norm_2 = torch.ops.aten.native_layer_norm.default(add_3, [8], _param_constant20, _param_constant21, 1e-05);  _param_constant20 = _param_constant21 = None
    getitem_9 = native_layer_norm_2[0]
    getitem_10 = native_layer_norm_2[1];  getitem_10 = None
    getitem_11 = native_layer_norm_2[2];  native_layer_norm_2 = getitem_11 = None
    view_15 = torch.ops.aten.view.default(getitem_9, [10, 8]);  getitem_9 = None
    _param_constant22 = self._param_constant22
    t_6 = torch.ops.aten.t.default(_param_constant22);  _param_constant22 = None
    _param_constant23 = self._param_constant23
    addmm_6 = torch.ops.aten.addmm.default(_param_constant23, view_15, t_6);  _param_constant23 = view_15 = t_6 = None
    view_16 = torch.ops.aten.view.default(addmm_6, [2, 5, 24]);  addmm_6 = None
    view_17 = torch.ops.aten.view.default(view_16, [2, 5, 3, 2, 4]);  view_16 = None
    permute_1 = torch.ops.aten.permute.default(view_17, [2, 0, 3, 1, 4]);  view_17 = None
    unbind_1 = torch.ops.aten.unbind.int(permute_1);  permute_1 = None
    getitem_12 = unbind_1[0]
    getitem_13 = unbind_1[1]
    getitem_14 = unbind_1[2];  unbind_1 = None
    transpose_3 = torch.ops.aten.transpose.int(getitem_13, -1, -2);  getitem_13 = None
    expand_5 = torch.ops.aten.expand.default(getitem_12, [2, 2, 5, 4]);  getitem_12 = None
    clone_4 = torch.ops.aten.clone.default(expand_5, memory_format = torch.contiguous_format);  expand_5 = None
    _unsafe_view_6 = torch.ops.aten._unsafe_view.default(clone_4, [4, 5, 4]);  clone_4 = None
    expand_6 = torch.ops.aten.expand.default(transpose_3, [2, 2, 4, 5]);  transpose_3 = None
    clone_5 = torch.ops.aten.clone.default(expand_6, memory_format = torch.contiguous_format);  expand_6 = None
    _unsafe_view_7 = torch.ops.aten._unsafe_view.default(clone_5, [4, 4, 5]);  clone_5 = None
    bmm_2 = torch.ops.aten.bmm.default(_unsafe_view_6, _unsafe_view_7);  _unsafe_view_6 = _unsafe_view_7 = None
    _unsafe_view_8 = torch.ops.aten._unsafe_view.default(bmm_2, [2, 2, 5, 5]);  bmm_2 = None
    div_1 = torch.ops.aten.div.Tensor(_unsafe_view_8, 2.0);  _unsafe_view_8 = None
    _softmax_1 = torch.ops.aten._softmax.default(div_1, -1, False);  div_1 = None
    detach_2 = torch.ops.aten.detach.default(_softmax_1);  detach_2 = None
    expand_7 = torch.ops.aten.expand.default(_softmax_1, [2, 2, 5, 5]);  _softmax_1 = None
    view_18 = torch.ops.aten.view.default(expand_7, [4, 5, 5]);  expand_7 = None
    expand_8 = torch.ops.aten.expand.default(getitem_14, [2, 2, 5, 4]);  getitem_14 = None
    clone_6 = torch.ops.aten.clone.default(expand_8, memory_format = torch.contiguous_format);  expand_8 = None
    _unsafe_view_9 = torch.ops.aten._unsafe_view.default(clone_6, [4, 5, 4]);  clone_6 = None
    bmm_3 = torch.ops.aten.bmm.default(view_18, _unsafe_view_9);  view_18 = _unsafe_view_9 = None
    _unsafe_view_10 = torch.ops.aten._unsafe_view.default(bmm_3, [2, 2, 5, 4]);  bmm_3 = None
    transpose_4 = torch.ops.aten.transpose.int(_unsafe_view_10, 1, 2);  _unsafe_view_10 = None
    clone_7 = torch.ops.aten.clone.default(transpose_4, memory_format = torch.contiguous_format);  transpose_4 = None
    _unsafe_view_11 = torch.ops.aten._unsafe_view.default(clone_7, [2, 5, 8]);  clone_7 = None
    view_19 = torch.ops.aten.view.default(_unsafe_view_11, [10, 8]);  _unsafe_view_11 = None
    _param_constant24 = self._param_constant24
    t_7 = torch.ops.aten.t.default(_param_constant24);  _param_constant24 = None
    _param_constant25 = self._param_constant25
    addmm_7 = torch.ops.aten.addmm.default(_param_constant25, view_19, t_7);  _param_constant25 = view_19 = t_7 = None
    view_20 = torch.ops.aten.view.default(addmm_7, [2, 5, 8]);  addmm_7 = None
    add_4 = torch.ops.aten.add.Tensor(add_3, view_20);  add_3 = view_20 = None
    _param_constant26 = self._param_constant26
    _param_constant27 = self._param_constant27
    native_layer_norm_3 = torch.ops.aten.native_layer_norm.default(add_4, [8], _param_constant26, _param_constant27, 1e-05);  _param_constant26 = _param_constant27 = None
    getitem_15 = native_layer_norm_3[0]
    getitem_16 = native_layer_norm_3[1];  getitem_16 = None
    getitem_17 = native_layer_norm_3[2];  native_layer_norm_3 = getitem_17 = None
    view_21 = torch.ops.aten.view.default(getitem_15, [10, 8]);  getitem_15 = None
    _param_constant28 = self._param_constant28
    t_8 = torch.ops.aten.t.default(_param_constant28);  _param_constant28 = None
    _param_constant29 = self._param_constant29
    addmm_8 = torch.ops.aten.addmm.default(_param_constant29, view_21, t_8);  _param_constant29 = view_21 = t_8 = None
    view_22 = torch.ops.aten.view.default(addmm_8, [2, 5, 16]);  addmm_8 = None
    gelu_1 = torch.ops.aten.gelu.default(view_22);  view_22 = None
    view_23 = torch.ops.aten.view.default(gelu_1, [10, 16]);  gelu_1 = None
    _param_constant30 = self._param_constant30
    t_9 = torch.ops.aten.t.default(_param_constant30);  _param_constant30 = None
    _param_constant31 = self._param_constant31
    addmm_9 = torch.ops.aten.addmm.default(_param_constant31, view_23, t_9);  _param_constant31 = view_23 = t_9 = None
    view_24 = torch.ops.aten.view.default(addmm_9, [2, 5, 8]);  addmm_9 = None
    add_5 = torch.ops.aten.add.Tensor(add_4, view_24);  add_4 = view_24 = None
    view_25 = torch.ops.aten.view.default(add_5, [10, 8])
    _param_constant32 = self._param_constant32
    t_10 = torch.ops.aten.t.default(_param_constant32);  _param_constant32 = None
    _param_constant33 = self._param_constant33
    addmm_10 = torch.ops.aten.addmm.default(_param_constant33, view_25, t_10);  _param_constant33 = view_25 = t_10 = None
    view_26 = torch.ops.aten.view.default(addmm_10, [2, 5, 3]);  addmm_10 = None
    relu_1 = torch.ops.aten.relu.default(view_26);  view_26 = None
    detach_3 = torch.ops.aten.detach.default(relu_1);  detach_3 = None
    view_27 = torch.ops.aten.view.default(relu_1, [10, 3]);  relu_1 = None
    _param_constant34 = self._param_constant34
    t_11 = torch.ops.aten.t.default(_param_constant34);  _param_constant34 = None
    _param_constant35 = self._param_constant35
    addmm_11 = torch.ops.aten.addmm.default(_param_constant35, view_27, t_11);  _param_constant35 = view_27 = t_11 = None
    view_28 = torch.ops.aten.view.default(addmm_11, [2, 5, 8]);  addmm_11 = None
    add_6 = torch.ops.aten.add.Tensor(add_5, view_28);  add_5 = view_28 = None
    _param_constant36 = self._param_constant36
    _param_constant37 = self._param_constant37
    native_layer_norm_4 = torch.ops.aten.native_layer_norm.default(add_6, [8], _param_constant36, _param_constant37, 1e-05);  add_6 = _param_constant36 = _param_constant37 = None
    getitem_18 = native_layer_norm_4[0]
    getitem_19 = native_layer_norm_4[1];  getitem_19 = None
    getitem_20 = native_layer_norm_4[2];  native_layer_norm_4 = getitem_20 = None
    select = torch.ops.aten.select.int(getitem_18, 1, 0);  getitem_18 = None
    _param_constant38 = self._param_constant38
    t_12 = torch.ops.aten.t.default(_param_constant38);  _param_constant38 = None
    _param_constant39 = self._param_constant39
    addmm_12 = torch.ops.aten.addmm.default(_param_constant39, select, t_12);  _param_constant39 = select = t_12 = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm_12, 1, False);  addmm_12 = None
    detach_4 = torch.ops.aten.detach.default(_log_softmax);  detach_4 = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
    getitem_21 = nll_loss_forward[0]
    getitem_22 = nll_loss_forward[1];  nll_loss_forward = getitem_22 = None
    return getitem_21
    