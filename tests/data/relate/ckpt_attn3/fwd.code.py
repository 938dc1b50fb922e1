


def forward(self, x_1, labels_1):
    _param_constant0 = self._param_constant0
    _param_constant1 = self._param_constant1
    native_layer_norm = torch.ops.aten.native_layer_norm.default(x_1, [8], _param_constant0, _param_constant1, 1e-05);  _param_constant0 = _param_constant1 = None
    getitem = native_layer_norm[0]
    getitem_1 = native_layer_norm[1];  getitem_1 = None
    getitem_2 = native_layer_norm[2];  native_layer_norm = getitem_2 = None
    view = torch.ops.aten.view.default(getitem, [8, 8]);  getitem = None
    _param_constant2 = self._param_constant2
    t = torch.ops.aten.t.default(_param_constant2);  _param_constant2 = None
    _param_constant3 = self._param_constant3
    addmm = torch.ops.aten.addmm.default(_param_constant3, view, t);  _param_constant3 = view = t = None
    view_1 = torch.ops.aten.view.default(addmm, [2, 4, 24]);  addmm = None
    view_2 = torch.ops.aten.view.default(view_1, [2, 4, 3, 2, 4]);  view_1 = None
    permute = torch.ops.aten.permute.default(view_2, [2, 0, 3, 1, 4]);  view_2 = None
    unbind = torch.ops.aten.unbind.int(permute);  permute = None
    getitem_3 = unbind[0]
    getitem_4 = unbind[1]
    getitem_5 = unbind[2];  unbind = None
    transpose = torch.ops.aten.transpose.int(getitem_4, -2, -1);  getitem_4 = None
    expand = torch.ops.aten.expand.default(getitem_3, [2, 2, 4, 4]);  getitem_3 = None
    clone = torch.ops.aten.clone.default(expand, memory_format = torch.contiguous_format);  expand = None
    _unsafe_view = torch.ops.aten._unsafe_view.default(clone, [4, 4, 4]);  clone = None
    expand_1 = torch.ops.aten.expand.default(transpose, [2, 2, 4, 4]);  transpose = None
    clone_1 = torch.ops.aten.clone.default(expand_1, memory_format = torch.contiguous_format);  expand_1 = None
    _unsafe_view_1 = torch.ops.aten._unsafe_view.default(clone_1, [4, 4, 4]);  clone_1 = None
    bmm = torch.ops.aten.bmm.default(_unsafe_view, _unsafe_view_1);  _unsafe_view = _unsafe_view_1 = None
    _unsafe_view_2 = torch.ops.aten._unsafe_view.default(bmm, [2, 2, 4, 4]);  bmm = None
    div = torch.ops.aten.div.Tensor(_unsafe_view_2, 2.0);  _unsafe_view_2 = None
    _softmax = torch.ops.aten._softmax.default(div, -1, False);  div = None
    expand_2 = torch.ops.aten.expand.default(_softmax, [2, 2, 4, 4]);  _softmax = None
    view_3 = torch.ops.aten.view.default(expand_2, [4, 4, 4]);  expand_2 = None
    expand_3 = torch.ops.aten.expand.default(getitem_5, [2, 2, 4, 4]);  getitem_5 = None
    clone_2 = torch.ops.aten.clone.default(expand_3, memory_format = torch.contiguous_format);  expand_3 = None
    _unsafe_view_3 = torch.ops.aten._unsafe_view.default(clone_2, [4, 4, 4]);  clone_2 = None
    bmm_1 = torch.ops.aten.bmm.default(view_3, _unsafe_view_3);  view_3 = _unsafe_view_3 = None
    _unsafe_view_4 = torch.ops.aten._unsafe_view.default(bmm_1, [2, 2, 4, 4]);  bmm_1 = None
    transpose_1 = torch.ops.aten.transpose.int(_unsafe_view_4, 1, 2);  _unsafe_view_4 = None
    clone_3 = torch.ops.aten.clone.default(transpose_1, memory_format = torch.contiguous_format);  transpose_1 = None
    _unsafe_view_5 = torch.ops.aten._unsafe_view.default(clone_3, [2, 4, 8]);  clone_3 = None
    view_4 = torch.ops.aten.view.default(_unsafe_view_5, [8, 8]);  _unsafe_view_5 = None
    _param_constant4 = self._param_constant4
    t_1 = torch.ops.aten.t.default(_param_constant4);  _param_constant4 = None
    _param_constant5 = self._param_constant5
    addmm_1 = torch.ops.aten.addmm.default(_param_constant5, view_4, t_1);  _param_constant5 = view_4 = t_1 = None
    view_5 = torch.ops.aten.view.default(addmm_1, [2, 4, 8]);  addmm_1 = None
    add = torch.ops.aten.add.Tensor(x_1, view_5);  x_1 = view_5 = None
    _param_constant6 = self._param_constant6
    _param_constant7 = self._param_constant7
    native_layer_norm_1 = torch.ops.aten.native_layer_norm.default(add, [8], _param_constant6, _param_constant7, 1e-05);  _param_constant6 = _param_constant7 = None
    getitem_6 = native_layer_norm_1[0]
    getitem_7 = native_layer_norm_1[1];  getitem_7 = None
    getitem_8 = native_layer_norm_1[2];  native_layer_norm_1 = getitem_8 = None
    view_6 = torch.ops.aten.view.default(getitem_6, [8, 8]);  getitem_6 = None
    _param_constant8 = self._param_constant8
    t_2 = torch.ops.aten.t.default(_param_constant8);  _param_constant8 = None
    _param_constant9 = self._param_constant9
    addmm_2 = torch.ops.aten.addmm.default(_param_constant9, view_6, t_2);  _param_constant9 = view_6 = t_2 = None
    view_7 = torch.ops.aten.view.default(addmm_2, [2, 4, 16]);  addmm_2 = None
    relu = torch.ops.aten.relu.default(view_7);  view_7 = None
    view_8 = torch.ops.aten.view.default(relu, [8, 16]);  relu = None
    _param_constant10 = self._param_constant10
    t_3 = torch.ops.aten.t.default(_param_constant10);  _param_constant10 = None
    _param_constant11 = self._param_constant11
    addmm_3 = torch.ops.aten.addmm.default(_param_constant11, view_8, t_3);  _param_constant11 = view_8 = t_3 = None
    view_9 = torch.ops.aten.view.default(addmm_3, [2, 4, 8]);  addmm_3 = None
    add_1 = torch.ops.aten.add.Tensor(add, view_9);  add = view_9 = None
    _param_constant12 = self._param_constant12
    _param_constant13 = self._param_constant13
    native_layer_norm_2 = torch.ops.aten.native_layer_norm.default(add_1, [8], _param_constant12, _param_constant13, 1e-05);  _param_constant12 = _param_constant13 = None
    getitem_9 = native_layer_norm_2[0]
    getitem_10 = native_layer_norm_2[1];  getitem_10 = None
    getitem_11 = native_layer_norm_2[2];  native_layer_norm_2 = getitem_11 = None
    view_10 = torch.ops.aten.view.default(getitem_9, [8, 8]);  getitem_9 = None
    _param_constant14 = self._param_constant14
    t_4 = torch.ops.aten.t.default(_param_constant14);  _param_constant14 = None
    _param_constant15 = self._param_constant15
    addmm_4 = torch.ops.aten.addmm.default(_param_constant15, view_10, t_4);  _param_constant15 = view_10 = t_4 = None
    view_11 = torch.ops.aten.view.default(addmm_4, [2, 4, 24]);  addmm_4 = None
    view_12 = torch.ops.aten.view.default(view_11, [2, 4, 3, 2, 4]);  view_11 = None
    permute_1 = torch.ops.aten.permute.default(view_12, [2, 0, 3, 1, 4]);  view_12 = None
    unbind_1 = torch.ops.aten.unbind.int(permute_1);  permute_1 = None
    getitem_12 = unbind_1[0]
    getitem_13 = unbind_1[1]
    getitem_14 = unbind_1[2];  unbind_1 = None
    transpose_2 = torch.ops.aten.transpose.int(getitem_13, -2, -1);  getitem_13 = None
    expand_4 = torch.ops.aten.expand.default(getitem_12, [2, 2, 4, 4]);  getitem_12 = None
    clone_4 = torch.ops.aten.clone.default(expand_4, memory_format = torch.contiguous_format);  expand_4 = None
    _unsafe_view_6 = torch.ops.aten._unsafe_view.default(clone_4, [4, 4, 4]);  clone_4 = None
    expand_5 = torch.ops.aten.expand.default(transpose_2, [2, 2, 4, 4]);  transpose_2 = None
    clone_5 = torch.ops.aten.clone.default(expand_5, memory_format = torch.contiguous_format);  expand_5 = None
    _unsafe_view_7 = torch.ops.aten._unsafe_view.default(clone_5, [4, 4, 4]);  clone_5 = None
    bmm_2 = torch.ops.aten.bmm.default(_unsafe_view_6, _unsafe_view_7);  _unsafe_view_6 = _unsafe_view_7 = None
    _unsafe_view_8 = torch.ops.aten._unsafe_view.default(bmm_2, [2, 2, 4, 4]);  bmm_2 = None
    div_1 = torch.ops.aten.div.Tensor(_unsafe_view_8, 2.0);  _unsafe_view_8 = None
    _softmax_1 = torch.ops.aten._softmax.default(div_1, -1, False);  div_1 = None
    expand_6 = torch.ops.aten.expand.default(_softmax_1, [2, 2, 4, 4]);  _softmax_1 = None
    view_13 = torch.ops.aten.view.default(expand_6, [4, 4, 4]);  expand_6 = None
    expand_7 = torch.ops.aten.expand.default(getitem_14, [2, 2, 4, 4]);  getitem_14 = None
    clone_6 = torch.ops.aten.clone.default(expand_7, memory_format = torch.contiguous_format);  expand_7 = None
    _unsafe_view_9 = torch.ops.aten._unsafe_view.default(clone_6, [4, 4, 4]);  clone_6 = None
    bmm_3 = torch.ops.aten.bmm.default(view_13, _unsafe_view_9);  view_13 = _unsafe_view_9 = None
    _unsafe_view_10 = torch.ops.aten._unsafe_view.default(bmm_3, [2, 2, 4, 4]);  bmm_3 = None
    transpose_3 = torch.ops.aten.transpose.int(_unsafe_view_10, 1, 2);  _unsafe_view_10 = None
    clone_7 = torch.ops.aten.clone.default(transpose_3, memory_format = torch.contiguous_format);  transpose_3 = None
    _unsafe_view_11 = torch.ops.aten._unsafe_view.default(clone_7, [2, 4, 8]);  clone_7 = None
    view_14 = torch.ops.aten.view.default(_unsafe_view_11, [8, 8]);  _unsafe_view_11 = None
    _param_constant16 = self._param_constant16
    t_5 = torch.ops.aten.t.default(_param_constant16);  _param_constant16 = None
    _param_constant17 = self._param_constant17
    addmm_5 = torch.ops.aten.addmm.default(_param_constant17, view_14, t_5);  _param_constant17 = view_14 = t_5 = None
    view_15 = torch.ops.aten.view.default(addmm_5, [2, 4, 8]);  addmm_5 = None
    add_2 = torch.ops.aten.add.Tensor(add_1, view_15);  add_1 = view_15 = None
    _param_constant18 = self._param_constant18
    _param_constant19 = self._param_constant19
    native_layer_norm_3 = torch.ops.aten.native_layer_norm.default(add_2, [8], _param_constant18, _param_constant19, 1e-05);  _param_constant18 = _param_constant19 = None
    getitem_15 = native_layer_norm_3[0]
    getitem_16 = native_layer_norm_3[1];  getitem_16 = None
    getitem_17 = native_layer_norm_3[2];  native_layer_norm_3 = getitem_17 = None
    view_16 = torch.ops.aten.view.default(getitem_15, [8, 8]);  getitem_15 = None
    _param_constant20 = self._param_constant20
    t_6 = torch.ops.aten.t.default(_param_constant20);  _param_constant20 = None
    _param_constant21 = self._param_constant21
    addmm_6 = torch.ops.aten.addmm.default(_param_constant21, view_16, t_6);  _param_constant21 = view_16 = t_6 = None
    view_17 = torch.ops.aten.view.default(addmm_6, [2, 4, 16]);  addmm_6 = None
    relu_1 = torch.ops.aten.relu.default(view_17);  view_17 = None
    view_18 = torch.ops.aten.view.default(relu_1, [8, 16]);  relu_1 = None
    _param_constant22 = self._param_constant22
    t_7 = torch.ops.aten.t.default(_param_constant22);  _param_constant22 = None
    _param_constant23 = self._param_constant23
    addmm_7 = torch.ops.aten.addmm.default(_param_constant23, view_18, t_7);  _param_constant23 = view_18 = t_7 = None
    view_19 = torch.ops.aten.view.default(addmm_7, [2, 4, 8]);  addmm_7 = None
    add_3 = torch.ops.aten.add.Tensor(add_2, view_19);  add_2 = view_19 = None
    _param_constant24 = self._param_constant24
    _param_constant25 = self._param_constant25
    native_layer_norm_4 = torch.ops.aten.native_layer_norm.default(add_3, [8], _param_constant24, _param_constant25, 1e-05);  _param_constant24 = _param_constant25 = None
    getitem_18 = native_layer_norm_4[0]
    getitem_19 = native_layer_norm_4[1];  getitem_19 = None
    getitem_20 = native_layer_norm_4[2];  native_layer_norm_4 = getitem_20 = None
    view_20 = torch.ops.aten.view.default(getitem_18, [8, 8]);  getitem_18 = None
    _param_constant26 = self._param_constant26
    t_8 = torch.ops.aten.t.default(_param_constant26);  _param_constant26 = None
    _param_constant27 = self._param_constant27
    addmm_8 = torch.ops.aten.addmm.default(_param_constant27, view_20, t_8);  _param_constant27 = view_20 = t_8 = None
    view_21 = torch.ops.aten.view.default(addmm_8, [2, 4, 24]);  addmm_8 = None
    view_22 = torch.ops.aten.view.default(view_21, [2, 4, 3, 2, 4]);  view_21 = None
    permute_2 = torch.ops.aten.permute.default(view_22, [2, 0, 3, 1, 4]);  view_22 = None
    unbind_2 = torch.ops.aten.unbind.int(permute_2);  permute_2 = None
    getitem_21 = unbind_2[0]
    getitem_22 = unbind_2[1]
    getitem_23 = unbind_2[2];  unbind_2 = None
    transpose_4 = torch.ops.aten.transpose.int(getitem_22, -2, -1);  getitem_22 = None
    expand_8 = torch.ops.aten.expand.default(getitem_21, [2, 2, 4, 4]);  getitem_21 = None
    clone_8 = torch.ops.aten.clone.default(expand_8, memory_format = torch.contiguous_format);  expand_8 = None
    _unsafe_view_12 = torch.ops.aten._unsafe_view.default(clone_8, [4, 4, 4]);  clone_8 = None
    expand_9 = torch.ops.aten.expand.default(transpose_4, [2, 2, 4, 4]);  transpose_4 = None
    clone_9 = torch.ops.aten.clone.default(expand_9, memory_format = torch.contiguous_format);  expand_9 = None
    _unsafe_view_13 = torch.ops.aten._unsafe_view.default(clone_9, [4, 4, 4]);  clone_9 = None
    bmm_4 = torch.ops.aten.bmm.default(_unsafe_view_12, _unsafe_view_13);  _unsafe_view_12 = _unsafe_view_13 = None
    _unsafe_view_14 = torch.ops.aten._unsafe_view.default(bmm_4, [2, 2, 4, 4]);  bmm_4 = None
    div_2 = torch.ops.aten.div.Tensor(_unsafe_view_14, 2.0);  _unsafe_view_14 = None
    _softmax_2 = torch.ops.aten._softmax.default(div_2, -1, False);  div_2 = None
    expand_10 = torch.ops.aten.expand.default(_softmax_2, [2, 2, 4, 4]);  _softmax_2 = None
    view_23 = torch.ops.aten.view.default(expand_10, [4, 4, 4]);  expand_10 = None
    expand_11 = torch.ops.aten.expand.default(getitem_23, [2, 2, 4, 4]);  getitem_23 = None
    clone_10 = torch.ops.aten.clone.default(expand_11, memory_format = torch.contiguous_format);  expand_11 = None
    _unsafe_view_15 = torch.ops.aten._unsafe_view.default(clone_10, [4, 4, 4]);  clone_10 = None
    bmm_5 = torch.ops.aten.bmm.default(view_23, _unsafe_view_15);  view_23 = _unsafe_view_15 = None
    _unsafe_view_16 = torch.ops.aten._unsafe_view.default(bmm_5, [2, 2, 4, 4]);  bmm_5 = None
    transpose_5 = torch.ops.aten.transpose.int(_unsafe_view_16, 1, 2);  _unsafe_view_16 = None
    clone_11 = torch.ops.aten.clone.default(transpose_5, memory_format = torch.contiguous_format);  transpose_5 = None
    _unsafe_view_17 = torch.ops.aten._unsafe_view.default(clone_11, [2, 4, 8]);  clone_11 = None
    view_24 = torch.ops.aten.view.default(_unsafe_view_17, [8, 8]);  _unsafe_view_17 = None
    _param_constant28 = self._param_constant28
    t_9 = torch.ops.aten.t.default(_param_constant28);  _param_constant28 = None
    _param_constant29 = self._param_constant29
    addmm_9 = torch.ops.aten.addmm.default(_param_constant29, view_24, t_9);  _param_constant29 = view_24 = t_9 = None
    view_25 = torch.ops.aten.view.default(addmm_9, [2, 4, 8]);  addmm_9 = None
    add_4 = torch.ops.aten.add.Tensor(add_3, view_25);  add_3 = view_25 = None
    _param_constant30 = self._param_constant30
    _param_constant31 = self._param_constant31
    native_layer_norm_5 = torch.ops.aten.native_layer_norm.default(add_4, [8], _param_constant30, _param_constant31, 1e-05);  _param_constant30 = _param_constant31 = None
    getitem_24 = native_layer_norm_5[0]
    getitem_25 = native_layer_norm_5[1];  getitem_25 = None
    getitem_26 = native_layer_norm_5[2];  native_layer_norm_5 = getitem_26 = None
    view_26 = torch.ops.aten.view.default(getitem_24, [8, 8]);  getitem_24 = None
    _param_constant32 = self._param_constant32
    t_10 = torch.ops.aten.t.default(_param_constant32);  _param_constant32 = None
    _param_constant33 = self._param_constant33
    addmm_10 = torch.ops.aten.addmm.default(_param_constant33, view_26, t_10);  _param_constant33 = view_26 = t_10 = None
    view_27 = torch.ops.aten.view.default(addmm_10, [2, 4, 16]);  addmm_10 = None
    relu_2 = torch.ops.aten.relu.default(view_27);  view_27 = None
    view_28 = torch.ops.aten.view.default(relu_2, [8, 16]);  relu_2 = None
    _param_constant34 = self._param_constant34
    t_11 = torch.ops.aten.t.default(_param_constant34);  _param_constant34 = None
    _param_constant35 = self._param_constant35
    addmm_11 = torch.ops.aten.addmm.default(_param_constant35, view_28, t_11);  _param_constant35 = view_28 = t_11 = None
    view_29 = torch.ops.aten.view.default(addmm_11, [2, 4, 8]);  addmm_11 = None
    add_5 = torch.ops.aten.add.Tensor(add_4, view_29);  add_4 = view_29 = None
    mean = torch.ops.aten.mean.dim(add_5, [1]);  add_5 = None
    _param_constant36 = self._param_constant36
    t_12 = torch.ops.aten.t.default(_param_constant36);  _param_constant36 = None
    _param_constant37 = self._param_constant37
    addmm_12 = torch.ops.aten.addmm.default(_param_constant37, mean, t_12);  _param_constant37 = mean = t_12 = None
    _log_softmax = torch.ops.aten._log_softmax.default(addmm_12, 1, False);  addmm_12 = None
    detach = torch.ops.aten.detach.default(_log_softmax);  detach = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, labels_1, None, 1, -100);  _log_softmax = labels_1 = None
    getitem_27 = nll_loss_forward[0]
    getitem_28 = nll_loss_forward[1];  nll_loss_forward = getitem_28 = None
    return getitem_27
    