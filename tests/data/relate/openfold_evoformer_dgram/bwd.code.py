


def forward(self, loss_1):
    ones_like = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
    mul = torch.ops.aten.mul.Tensor(ones_like, 2.0)
    expand = torch.ops.aten.expand.default(mul, [2]);  mul = None
    div = torch.ops.aten.div.Scalar(expand, 2);  expand = None
    mul_1 = torch.ops.aten.mul.Tensor(div, 0.5);  div = None
    unsqueeze = torch.ops.aten.unsqueeze.default(mul_1, -1);  mul_1 = None
    expand_1 = torch.ops.aten.expand.default(unsqueeze, [2, 3]);  unsqueeze = None
    _tensor_constant0 = self._tensor_constant0
    div_1 = torch.ops.aten.div.Tensor(expand_1, _tensor_constant0);  expand_1 = _tensor_constant0 = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(div_1, -1);  div_1 = None
    expand_2 = torch.ops.aten.expand.default(unsqueeze_1, [2, 3, 6]);  unsqueeze_1 = None
    _tensor_constant1 = self._tensor_constant1
    mul_2 = torch.ops.aten.mul.Tensor(expand_2, _tensor_constant1);  expand_2 = _tensor_constant1 = None
    mul_3 = torch.ops.aten.mul.Tensor(mul_2, -1);  mul_2 = None
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(mul_3, -1);  mul_3 = None
    expand_3 = torch.ops.aten.expand.default(unsqueeze_2, [2, 3, 6, 23]);  unsqueeze_2 = None
    _tensor_constant2 = self._tensor_constant2
    mul_4 = torch.ops.aten.mul.Tensor(expand_3, _tensor_constant2);  expand_3 = _tensor_constant2 = None
    _tensor_constant3 = self._tensor_constant3
    detach = torch.ops.aten.detach.default(_tensor_constant3);  _tensor_constant3 = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(mul_4, detach, -1, torch.float32);  mul_4 = detach = None
    mul_5 = torch.ops.aten.mul.Tensor(ones_like, 0.3);  ones_like = None
    expand_4 = torch.ops.aten.expand.default(mul_5, [2]);  mul_5 = None
    div_2 = torch.ops.aten.div.Scalar(expand_4, 2);  expand_4 = None
    unsqueeze_3 = torch.ops.aten.unsqueeze.default(div_2, -1);  div_2 = None
    expand_5 = torch.ops.aten.expand.default(unsqueeze_3, [2, 6]);  unsqueeze_3 = None
    _tensor_constant4 = self._tensor_constant4
    div_3 = torch.ops.aten.div.Tensor(expand_5, _tensor_constant4);  expand_5 = _tensor_constant4 = None
    unsqueeze_4 = torch.ops.aten.unsqueeze.default(div_3, -1);  div_3 = None
    expand_6 = torch.ops.aten.expand.default(unsqueeze_4, [2, 6, 6]);  unsqueeze_4 = None
    _tensor_constant5 = self._tensor_constant5
    mul_6 = torch.ops.aten.mul.Tensor(expand_6, _tensor_constant5);  expand_6 = _tensor_constant5 = None
    mul_7 = torch.ops.aten.mul.Tensor(mul_6, -1);  mul_6 = None
    unsqueeze_5 = torch.ops.aten.unsqueeze.default(mul_7, -1);  mul_7 = None
    expand_7 = torch.ops.aten.expand.default(unsqueeze_5, [2, 6, 6, 16]);  unsqueeze_5 = None
    _tensor_constant6 = self._tensor_constant6
    mul_8 = torch.ops.aten.mul.Tensor(expand_7, _tensor_constant6);  expand_7 = _tensor_constant6 = None
    _tensor_constant7 = self._tensor_constant7
    detach_1 = torch.ops.aten.detach.default(_tensor_constant7);  _tensor_constant7 = None
    _log_softmax_backward_data_1 = torch.ops.aten._log_softmax_backward_data.default(mul_8, detach_1, -1, torch.float32);  mul_8 = detach_1 = None
    view = torch.ops.aten.view.default(_log_softmax_backward_data, [36, 23]);  _log_softmax_backward_data = None
    _tensor_constant8 = self._tensor_constant8
    t = torch.ops.aten.t.default(_tensor_constant8);  _tensor_constant8 = None
    mm = torch.ops.aten.mm.default(view, t);  t = None
    t_1 = torch.ops.aten.t.default(view)
    _tensor_constant9 = self._tensor_constant9
    mm_1 = torch.ops.aten.mm.default(t_1, _tensor_constant9);  t_1 = _tensor_constant9 = None
    t_2 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(view, [0], True);  view = None
    view_1 = torch.ops.aten.view.default(sum_1, [23]);  sum_1 = None
    t_3 = torch.ops.aten.t.default(t_2);  t_2 = None
    view_2 = torch.ops.aten.view.default(mm, [2, 3, 6, 16]);  mm = None
    transpose = torch.ops.aten.transpose.int(_log_softmax_backward_data_1, -2, -3)
    add = torch.ops.aten.add.Tensor(_log_softmax_backward_data_1, transpose);  _log_softmax_backward_data_1 = transpose = None
    view_3 = torch.ops.aten.view.default(add, [72, 16]);  add = None
    _tensor_constant10 = self._tensor_constant10
    t_4 = torch.ops.aten.t.default(_tensor_constant10);  _tensor_constant10 = None
    mm_2 = torch.ops.aten.mm.default(view_3, t_4);  t_4 = None
    t_5 = torch.ops.aten.t.default(view_3)
    _tensor_constant11 = self._tensor_constant11
    mm_3 = torch.ops.aten.mm.default(t_5, _tensor_constant11);  t_5 = _tensor_constant11 = None
    t_6 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(view_3, [0], True);  view_3 = None
    view_4 = torch.ops.aten.view.default(sum_2, [16]);  sum_2 = None
    t_7 = torch.ops.aten.t.default(t_6);  t_6 = None
    view_5 = torch.ops.aten.view.default(mm_2, [2, 6, 6, 8]);  mm_2 = None
    _param_constant0 = self._param_constant0
    detach_2 = torch.ops.aten.detach.default(_param_constant0);  _param_constant0 = None
    _tensor_constant12 = self._tensor_constant12
    detach_3 = torch.ops.aten.detach.default(_tensor_constant12);  _tensor_constant12 = None
    _param_constant1 = self._param_constant1
    detach_4 = torch.ops.aten.detach.default(_param_constant1);  _param_constant1 = None
    _tensor_constant12_1 = self._tensor_constant12
    _param_constant1_1 = self._param_constant1
    _param_constant0_1 = self._param_constant0
    native_layer_norm = torch.ops.aten.native_layer_norm.default(_tensor_constant12_1, [16], _param_constant1_1, _param_constant0_1, 1e-05);  _tensor_constant12_1 = _param_constant1_1 = _param_constant0_1 = None
    getitem = native_layer_norm[0]
    getitem_1 = native_layer_norm[1]
    getitem_2 = native_layer_norm[2];  native_layer_norm = None
    _tensor_constant13 = self._tensor_constant13
    sub = torch.ops.aten.sub.Tensor(_tensor_constant13, 1);  _tensor_constant13 = None
    mul_9 = torch.ops.aten.mul.Tensor(sub, 1000000000.0);  sub = None
    unsqueeze_6 = torch.ops.aten.unsqueeze.default(mul_9, 2);  mul_9 = None
    unsqueeze_7 = torch.ops.aten.unsqueeze.default(unsqueeze_6, 3);  unsqueeze_6 = None
    expand_8 = torch.ops.aten.expand.default(unsqueeze_7, [-1, -1, 2, 6, -1]);  unsqueeze_7 = None
    _param_constant2 = self._param_constant2
    detach_5 = torch.ops.aten.detach.default(_param_constant2);  _param_constant2 = None
    _tensor_constant14 = self._tensor_constant14
    detach_6 = torch.ops.aten.detach.default(_tensor_constant14);  _tensor_constant14 = None
    _param_constant3 = self._param_constant3
    detach_7 = torch.ops.aten.detach.default(_param_constant3);  _param_constant3 = None
    _tensor_constant14_1 = self._tensor_constant14
    _param_constant3_1 = self._param_constant3
    _param_constant2_1 = self._param_constant2
    native_layer_norm_1 = torch.ops.aten.native_layer_norm.default(_tensor_constant14_1, [8], _param_constant3_1, _param_constant2_1, 1e-05);  _tensor_constant14_1 = _param_constant3_1 = _param_constant2_1 = None
    getitem_3 = native_layer_norm_1[0]
    getitem_4 = native_layer_norm_1[1]
    getitem_5 = native_layer_norm_1[2];  native_layer_norm_1 = None
    _param_constant4 = self._param_constant4
    t_8 = torch.ops.aten.t.default(_param_constant4);  _param_constant4 = None
    view_6 = torch.ops.aten.view.default(getitem_3, [72, 8]);  getitem_3 = None
    detach_8 = torch.ops.aten.detach.default(t_8)
    detach_9 = torch.ops.aten.detach.default(view_6)
    mm_4 = torch.ops.aten.mm.default(view_6, t_8);  view_6 = t_8 = None
    _unsafe_view = torch.ops.aten._unsafe_view.default(mm_4, [2, 6, 6, 2]);  mm_4 = None
    permute = torch.ops.aten.permute.default(_unsafe_view, [0, -1, -3, -2]);  _unsafe_view = None
    unsqueeze_8 = torch.ops.aten.unsqueeze.default(permute, -4);  permute = None
    _param_constant5 = self._param_constant5
    t_9 = torch.ops.aten.t.default(_param_constant5);  _param_constant5 = None
    view_7 = torch.ops.aten.view.default(getitem, [36, 16])
    detach_10 = torch.ops.aten.detach.default(t_9)
    detach_11 = torch.ops.aten.detach.default(view_7)
    mm_5 = torch.ops.aten.mm.default(view_7, t_9);  view_7 = t_9 = None
    _unsafe_view_1 = torch.ops.aten._unsafe_view.default(mm_5, [2, 3, 6, 8]);  mm_5 = None
    _param_constant6 = self._param_constant6
    t_10 = torch.ops.aten.t.default(_param_constant6);  _param_constant6 = None
    view_8 = torch.ops.aten.view.default(getitem, [36, 16])
    detach_12 = torch.ops.aten.detach.default(t_10)
    detach_13 = torch.ops.aten.detach.default(view_8)
    mm_6 = torch.ops.aten.mm.default(view_8, t_10);  view_8 = t_10 = None
    _unsafe_view_2 = torch.ops.aten._unsafe_view.default(mm_6, [2, 3, 6, 8]);  mm_6 = None
    _param_constant7 = self._param_constant7
    t_11 = torch.ops.aten.t.default(_param_constant7);  _param_constant7 = None
    view_9 = torch.ops.aten.view.default(getitem, [36, 16])
    detach_14 = torch.ops.aten.detach.default(t_11)
    detach_15 = torch.ops.aten.detach.default(view_9)
    mm_7 = torch.ops.aten.mm.default(view_9, t_11);  view_9 = t_11 = None
    _unsafe_view_3 = torch.ops.aten._unsafe_view.default(mm_7, [2, 3, 6, 8]);  mm_7 = None
    view_10 = torch.ops.aten.view.default(_unsafe_view_1, [2, 3, 6, 2, -1]);  _unsafe_view_1 = None
    view_11 = torch.ops.aten.view.default(_unsafe_view_2, [2, 3, 6, 2, -1]);  _unsafe_view_2 = None
    view_12 = torch.ops.aten.view.default(_unsafe_view_3, [2, 3, 6, 2, -1]);  _unsafe_view_3 = None
    permute_1 = torch.ops.aten.permute.default(view_10, [0, -4, -2, -3, -1]);  view_10 = None
    permute_2 = torch.ops.aten.permute.default(view_11, [0, -4, -2, -1, -3]);  view_11 = None
    expand_9 = torch.ops.aten.expand.default(permute_1, [2, 3, 2, 6, 4]);  permute_1 = None
    clone = torch.ops.aten.clone.default(expand_9, memory_format = torch.contiguous_format);  expand_9 = None
    _unsafe_view_4 = torch.ops.aten._unsafe_view.default(clone, [12, 6, 4]);  clone = None
    expand_10 = torch.ops.aten.expand.default(permute_2, [2, 3, 2, 4, 6]);  permute_2 = None
    clone_1 = torch.ops.aten.clone.default(expand_10, memory_format = torch.contiguous_format);  expand_10 = None
    _unsafe_view_5 = torch.ops.aten._unsafe_view.default(clone_1, [12, 4, 6]);  clone_1 = None
    detach_16 = torch.ops.aten.detach.default(_unsafe_view_5)
    detach_17 = torch.ops.aten.detach.default(_unsafe_view_4)
    bmm = torch.ops.aten.bmm.default(_unsafe_view_4, _unsafe_view_5);  _unsafe_view_4 = _unsafe_view_5 = None
    _unsafe_view_6 = torch.ops.aten._unsafe_view.default(bmm, [2, 3, 2, 6, 6]);  bmm = None
    mul_10 = torch.ops.aten.mul.Tensor(_unsafe_view_6, 0.5);  _unsafe_view_6 = None
    add_1 = torch.ops.aten.add.Tensor(mul_10, expand_8);  mul_10 = expand_8 = None
    add_2 = torch.ops.aten.add.Tensor(add_1, unsqueeze_8);  add_1 = unsqueeze_8 = None
    _softmax = torch.ops.aten._softmax.default(add_2, -1, False);  add_2 = None
    detach_18 = torch.ops.aten.detach.default(_softmax)
    permute_3 = torch.ops.aten.permute.default(view_12, [0, -4, -2, -3, -1]);  view_12 = None
    expand_11 = torch.ops.aten.expand.default(_softmax, [2, 3, 2, 6, 6]);  _softmax = None
    view_13 = torch.ops.aten.view.default(expand_11, [12, 6, 6]);  expand_11 = None
    expand_12 = torch.ops.aten.expand.default(permute_3, [2, 3, 2, 6, 4]);  permute_3 = None
    clone_2 = torch.ops.aten.clone.default(expand_12, memory_format = torch.contiguous_format);  expand_12 = None
    _unsafe_view_7 = torch.ops.aten._unsafe_view.default(clone_2, [12, 6, 4]);  clone_2 = None
    detach_19 = torch.ops.aten.detach.default(_unsafe_view_7)
    detach_20 = torch.ops.aten.detach.default(view_13)
    bmm_1 = torch.ops.aten.bmm.default(view_13, _unsafe_view_7);  view_13 = _unsafe_view_7 = None
    _unsafe_view_8 = torch.ops.aten._unsafe_view.default(bmm_1, [2, 3, 2, 6, 4]);  bmm_1 = None
    transpose_1 = torch.ops.aten.transpose.int(_unsafe_view_8, -2, -3);  _unsafe_view_8 = None
    view_14 = torch.ops.aten.view.default(getitem, [36, 16]);  getitem = None
    _param_constant8 = self._param_constant8
    t_12 = torch.ops.aten.t.default(_param_constant8);  _param_constant8 = None
    detach_21 = torch.ops.aten.detach.default(view_14)
    detach_22 = torch.ops.aten.detach.default(t_12)
    _param_constant9 = self._param_constant9
    addmm = torch.ops.aten.addmm.default(_param_constant9, view_14, t_12);  _param_constant9 = view_14 = t_12 = None
    view_15 = torch.ops.aten.view.default(addmm, [2, 3, 6, 8]);  addmm = None
    sigmoid = torch.ops.aten.sigmoid.default(view_15);  view_15 = None
    detach_23 = torch.ops.aten.detach.default(sigmoid)
    view_16 = torch.ops.aten.view.default(sigmoid, [2, 3, 6, 2, -1]);  sigmoid = None
    detach_24 = torch.ops.aten.detach.default(view_16)
    detach_25 = torch.ops.aten.detach.default(transpose_1)
    mul_11 = torch.ops.aten.mul.Tensor(transpose_1, view_16);  transpose_1 = view_16 = None
    clone_3 = torch.ops.aten.clone.default(mul_11, memory_format = torch.contiguous_format);  mul_11 = None
    _unsafe_view_9 = torch.ops.aten._unsafe_view.default(clone_3, [2, 3, 6, 8]);  clone_3 = None
    view_17 = torch.ops.aten.view.default(_unsafe_view_9, [36, 8]);  _unsafe_view_9 = None
    _param_constant10 = self._param_constant10
    t_13 = torch.ops.aten.t.default(_param_constant10);  _param_constant10 = None
    detach_26 = torch.ops.aten.detach.default(view_17)
    detach_27 = torch.ops.aten.detach.default(t_13)
    _param_constant11 = self._param_constant11
    addmm_1 = torch.ops.aten.addmm.default(_param_constant11, view_17, t_13);  _param_constant11 = view_17 = t_13 = None
    view_18 = torch.ops.aten.view.default(addmm_1, [2, 3, 6, 16]);  addmm_1 = None
    _tensor_constant12_2 = self._tensor_constant12
    add_3 = torch.ops.aten.add.Tensor(_tensor_constant12_2, view_18);  _tensor_constant12_2 = view_18 = None
    transpose_2 = torch.ops.aten.transpose.int(add_3, -2, -3)
    _tensor_constant13_1 = self._tensor_constant13
    transpose_3 = torch.ops.aten.transpose.int(_tensor_constant13_1, -1, -2);  _tensor_constant13_1 = None
    _param_constant12 = self._param_constant12
    detach_28 = torch.ops.aten.detach.default(_param_constant12);  _param_constant12 = None
    detach_29 = torch.ops.aten.detach.default(transpose_2)
    _param_constant13 = self._param_constant13
    detach_30 = torch.ops.aten.detach.default(_param_constant13);  _param_constant13 = None
    _param_constant13_1 = self._param_constant13
    _param_constant12_1 = self._param_constant12
    native_layer_norm_2 = torch.ops.aten.native_layer_norm.default(transpose_2, [16], _param_constant13_1, _param_constant12_1, 1e-05);  transpose_2 = _param_constant13_1 = _param_constant12_1 = None
    getitem_6 = native_layer_norm_2[0]
    getitem_7 = native_layer_norm_2[1]
    getitem_8 = native_layer_norm_2[2];  native_layer_norm_2 = None
    sub_1 = torch.ops.aten.sub.Tensor(transpose_3, 1)
    mul_12 = torch.ops.aten.mul.Tensor(sub_1, 1000000000.0);  sub_1 = None
    unsqueeze_9 = torch.ops.aten.unsqueeze.default(mul_12, 2);  mul_12 = None
    unsqueeze_10 = torch.ops.aten.unsqueeze.default(unsqueeze_9, 3);  unsqueeze_9 = None
    expand_13 = torch.ops.aten.expand.default(unsqueeze_10, [-1, -1, 2, 3, -1]);  unsqueeze_10 = None
    _param_constant14 = self._param_constant14
    t_14 = torch.ops.aten.t.default(_param_constant14);  _param_constant14 = None
    view_19 = torch.ops.aten.view.default(getitem_6, [36, 16])
    detach_31 = torch.ops.aten.detach.default(t_14)
    detach_32 = torch.ops.aten.detach.default(view_19)
    mm_8 = torch.ops.aten.mm.default(view_19, t_14);  view_19 = t_14 = None
    _unsafe_view_10 = torch.ops.aten._unsafe_view.default(mm_8, [2, 6, 3, 8]);  mm_8 = None
    _param_constant15 = self._param_constant15
    t_15 = torch.ops.aten.t.default(_param_constant15);  _param_constant15 = None
    view_20 = torch.ops.aten.view.default(getitem_6, [36, 16])
    detach_33 = torch.ops.aten.detach.default(t_15)
    detach_34 = torch.ops.aten.detach.default(view_20)
    mm_9 = torch.ops.aten.mm.default(view_20, t_15);  view_20 = t_15 = None
    _unsafe_view_11 = torch.ops.aten._unsafe_view.default(mm_9, [2, 6, 3, 8]);  mm_9 = None
    _param_constant16 = self._param_constant16
    t_16 = torch.ops.aten.t.default(_param_constant16);  _param_constant16 = None
    view_21 = torch.ops.aten.view.default(getitem_6, [36, 16])
    detach_35 = torch.ops.aten.detach.default(t_16)
    detach_36 = torch.ops.aten.detach.default(view_21)
    mm_10 = torch.ops.aten.mm.default(view_21, t_16);  view_21 = t_16 = None
    _unsafe_view_12 = torch.ops.aten._unsafe_view.default(mm_10, [2, 6, 3, 8]);  mm_10 = None
    view_22 = torch.ops.aten.view.default(_unsafe_view_10, [2, 6, 3, 2, -1]);  _unsafe_view_10 = None
    view_23 = torch.ops.aten.view.default(_unsafe_view_11, [2, 6, 3, 2, -1]);  _unsafe_view_11 = None
    view_24 = torch.ops.aten.view.default(_unsafe_view_12, [2, 6, 3, 2, -1]);  _unsafe_view_12 = None
    permute_4 = torch.ops.aten.permute.default(view_22, [0, -4, -2, -3, -1]);  view_22 = None
    permute_5 = torch.ops.aten.permute.default(view_23, [0, -4, -2, -1, -3]);  view_23 = None
    expand_14 = torch.ops.aten.expand.default(permute_4, [2, 6, 2, 3, 4]);  permute_4 = None
    clone_4 = torch.ops.aten.clone.default(expand_14, memory_format = torch.contiguous_format);  expand_14 = None
    _unsafe_view_13 = torch.ops.aten._unsafe_view.default(clone_4, [24, 3, 4]);  clone_4 = None
    expand_15 = torch.ops.aten.expand.default(permute_5, [2, 6, 2, 4, 3]);  permute_5 = None
    clone_5 = torch.ops.aten.clone.default(expand_15, memory_format = torch.contiguous_format);  expand_15 = None
    _unsafe_view_14 = torch.ops.aten._unsafe_view.default(clone_5, [24, 4, 3]);  clone_5 = None
    detach_37 = torch.ops.aten.detach.default(_unsafe_view_14)
    detach_38 = torch.ops.aten.detach.default(_unsafe_view_13)
    bmm_2 = torch.ops.aten.bmm.default(_unsafe_view_13, _unsafe_view_14);  _unsafe_view_13 = _unsafe_view_14 = None
    _unsafe_view_15 = torch.ops.aten._unsafe_view.default(bmm_2, [2, 6, 2, 3, 3]);  bmm_2 = None
    mul_13 = torch.ops.aten.mul.Tensor(_unsafe_view_15, 0.5);  _unsafe_view_15 = None
    add_4 = torch.ops.aten.add.Tensor(mul_13, expand_13);  mul_13 = expand_13 = None
    _softmax_1 = torch.ops.aten._softmax.default(add_4, -1, False);  add_4 = None
    detach_39 = torch.ops.aten.detach.default(_softmax_1)
    permute_6 = torch.ops.aten.permute.default(view_24, [0, -4, -2, -3, -1]);  view_24 = None
    expand_16 = torch.ops.aten.expand.default(_softmax_1, [2, 6, 2, 3, 3]);  _softmax_1 = None
    view_25 = torch.ops.aten.view.default(expand_16, [24, 3, 3]);  expand_16 = None
    expand_17 = torch.ops.aten.expand.default(permute_6, [2, 6, 2, 3, 4]);  permute_6 = None
    clone_6 = torch.ops.aten.clone.default(expand_17, memory_format = torch.contiguous_format);  expand_17 = None
    _unsafe_view_16 = torch.ops.aten._unsafe_view.default(clone_6, [24, 3, 4]);  clone_6 = None
    detach_40 = torch.ops.aten.detach.default(_unsafe_view_16)
    detach_41 = torch.ops.aten.detach.default(view_25)
    bmm_3 = torch.ops.aten.bmm.default(view_25, _unsafe_view_16);  view_25 = _unsafe_view_16 = None
    _unsafe_view_17 = torch.ops.aten._unsafe_view.default(bmm_3, [2, 6, 2, 3, 4]);  bmm_3 = None
    transpose_4 = torch.ops.aten.transpose.int(_unsafe_view_17, -2, -3);  _unsafe_view_17 = None
    view_26 = torch.ops.aten.view.default(getitem_6, [36, 16]);  getitem_6 = None
    _param_constant17 = self._param_constant17
    t_17 = torch.ops.aten.t.default(_param_constant17);  _param_constant17 = None
    detach_42 = torch.ops.aten.detach.default(view_26)
    detach_43 = torch.ops.aten.detach.default(t_17)
    _param_constant18 = self._param_constant18
    addmm_2 = torch.ops.aten.addmm.default(_param_constant18, view_26, t_17);  _param_constant18 = view_26 = t_17 = None
    view_27 = torch.ops.aten.view.default(addmm_2, [2, 6, 3, 8]);  addmm_2 = None
    sigmoid_1 = torch.ops.aten.sigmoid.default(view_27);  view_27 = None
    detach_44 = torch.ops.aten.detach.default(sigmoid_1)
    view_28 = torch.ops.aten.view.default(sigmoid_1, [2, 6, 3, 2, -1]);  sigmoid_1 = None
    detach_45 = torch.ops.aten.detach.default(view_28)
    detach_46 = torch.ops.aten.detach.default(transpose_4)
    mul_14 = torch.ops.aten.mul.Tensor(transpose_4, view_28);  transpose_4 = view_28 = None
    clone_7 = torch.ops.aten.clone.default(mul_14, memory_format = torch.contiguous_format);  mul_14 = None
    _unsafe_view_18 = torch.ops.aten._unsafe_view.default(clone_7, [2, 6, 3, 8]);  clone_7 = None
    view_29 = torch.ops.aten.view.default(_unsafe_view_18, [36, 8]);  _unsafe_view_18 = None
    _param_constant19 = self._param_constant19
    t_18 = torch.ops.aten.t.default(_param_constant19);  _param_constant19 = None
    detach_47 = torch.ops.aten.detach.default(view_29)
    detach_48 = torch.ops.aten.detach.default(t_18)
    _param_constant20 = self._param_constant20
    addmm_3 = torch.ops.aten.addmm.default(_param_constant20, view_29, t_18);  _param_constant20 = view_29 = t_18 = None
    view_30 = torch.ops.aten.view.default(addmm_3, [2, 6, 3, 16]);  addmm_3 = None
    transpose_5 = torch.ops.aten.transpose.int(view_30, -2, -3);  view_30 = None
    transpose_6 = torch.ops.aten.transpose.int(transpose_3, -1, -2);  transpose_3 = transpose_6 = None
    add_5 = torch.ops.aten.add.Tensor(add_3, transpose_5);  add_3 = transpose_5 = None
    _tensor_constant13_2 = self._tensor_constant13
    unsqueeze_11 = torch.ops.aten.unsqueeze.default(_tensor_constant13_2, -1);  _tensor_constant13_2 = None
    _param_constant21 = self._param_constant21
    detach_49 = torch.ops.aten.detach.default(_param_constant21);  _param_constant21 = None
    detach_50 = torch.ops.aten.detach.default(add_5)
    _param_constant22 = self._param_constant22
    detach_51 = torch.ops.aten.detach.default(_param_constant22);  _param_constant22 = None
    _param_constant22_1 = self._param_constant22
    _param_constant21_1 = self._param_constant21
    native_layer_norm_3 = torch.ops.aten.native_layer_norm.default(add_5, [16], _param_constant22_1, _param_constant21_1, 1e-05);  _param_constant22_1 = _param_constant21_1 = None
    getitem_9 = native_layer_norm_3[0]
    getitem_10 = native_layer_norm_3[1]
    getitem_11 = native_layer_norm_3[2];  native_layer_norm_3 = None
    view_31 = torch.ops.aten.view.default(getitem_9, [36, 16]);  getitem_9 = None
    _param_constant23 = self._param_constant23
    t_19 = torch.ops.aten.t.default(_param_constant23);  _param_constant23 = None
    detach_52 = torch.ops.aten.detach.default(view_31)
    detach_53 = torch.ops.aten.detach.default(t_19)
    _param_constant24 = self._param_constant24
    addmm_4 = torch.ops.aten.addmm.default(_param_constant24, view_31, t_19);  _param_constant24 = view_31 = t_19 = None
    view_32 = torch.ops.aten.view.default(addmm_4, [2, 3, 6, 32]);  addmm_4 = None
    relu = torch.ops.aten.relu.default(view_32);  view_32 = None
    detach_54 = torch.ops.aten.detach.default(relu)
    view_33 = torch.ops.aten.view.default(relu, [36, 32]);  relu = None
    _param_constant25 = self._param_constant25
    t_20 = torch.ops.aten.t.default(_param_constant25);  _param_constant25 = None
    detach_55 = torch.ops.aten.detach.default(view_33)
    detach_56 = torch.ops.aten.detach.default(t_20)
    _param_constant26 = self._param_constant26
    addmm_5 = torch.ops.aten.addmm.default(_param_constant26, view_33, t_20);  _param_constant26 = view_33 = t_20 = None
    view_34 = torch.ops.aten.view.default(addmm_5, [2, 3, 6, 16]);  addmm_5 = None
    mul_15 = torch.ops.aten.mul.Tensor(view_34, unsqueeze_11);  view_34 = None
    add_6 = torch.ops.aten.add.Tensor(add_5, mul_15);  add_5 = mul_15 = None
    _param_constant27 = self._param_constant27
    detach_57 = torch.ops.aten.detach.default(_param_constant27);  _param_constant27 = None
    detach_58 = torch.ops.aten.detach.default(add_6)
    _param_constant28 = self._param_constant28
    detach_59 = torch.ops.aten.detach.default(_param_constant28);  _param_constant28 = None
    _param_constant28_1 = self._param_constant28
    _param_constant27_1 = self._param_constant27
    native_layer_norm_4 = torch.ops.aten.native_layer_norm.default(add_6, [16], _param_constant28_1, _param_constant27_1, 1e-05);  add_6 = _param_constant28_1 = _param_constant27_1 = None
    getitem_12 = native_layer_norm_4[0]
    getitem_13 = native_layer_norm_4[1]
    getitem_14 = native_layer_norm_4[2];  native_layer_norm_4 = None
    _tensor_constant13_3 = self._tensor_constant13
    unsqueeze_12 = torch.ops.aten.unsqueeze.default(_tensor_constant13_3, -1);  _tensor_constant13_3 = None
    view_35 = torch.ops.aten.view.default(getitem_12, [36, 16])
    _param_constant29 = self._param_constant29
    t_21 = torch.ops.aten.t.default(_param_constant29);  _param_constant29 = None
    detach_60 = torch.ops.aten.detach.default(view_35)
    detach_61 = torch.ops.aten.detach.default(t_21)
    _param_constant30 = self._param_constant30
    addmm_6 = torch.ops.aten.addmm.default(_param_constant30, view_35, t_21);  _param_constant30 = view_35 = t_21 = None
    view_36 = torch.ops.aten.view.default(addmm_6, [2, 3, 6, 4]);  addmm_6 = None
    mul_16 = torch.ops.aten.mul.Tensor(view_36, unsqueeze_12);  view_36 = None
    view_37 = torch.ops.aten.view.default(getitem_12, [36, 16]);  getitem_12 = None
    _param_constant31 = self._param_constant31
    t_22 = torch.ops.aten.t.default(_param_constant31);  _param_constant31 = None
    detach_62 = torch.ops.aten.detach.default(view_37)
    detach_63 = torch.ops.aten.detach.default(t_22)
    _param_constant32 = self._param_constant32
    addmm_7 = torch.ops.aten.addmm.default(_param_constant32, view_37, t_22);  _param_constant32 = view_37 = t_22 = None
    view_38 = torch.ops.aten.view.default(addmm_7, [2, 3, 6, 4]);  addmm_7 = None
    mul_17 = torch.ops.aten.mul.Tensor(view_38, unsqueeze_12);  view_38 = None
    transpose_7 = torch.ops.aten.transpose.int(mul_16, -2, -3);  mul_16 = None
    transpose_8 = torch.ops.aten.transpose.int(mul_17, -2, -3);  mul_17 = None
    unsqueeze_13 = torch.ops.aten.unsqueeze.default(transpose_7, 4);  transpose_7 = None
    unsqueeze_14 = torch.ops.aten.unsqueeze.default(unsqueeze_13, 5);  unsqueeze_13 = None
    permute_7 = torch.ops.aten.permute.default(unsqueeze_14, [0, 1, 4, 3, 5, 2]);  unsqueeze_14 = None
    unsqueeze_15 = torch.ops.aten.unsqueeze.default(transpose_8, 4);  transpose_8 = None
    unsqueeze_16 = torch.ops.aten.unsqueeze.default(unsqueeze_15, 5);  unsqueeze_15 = None
    permute_8 = torch.ops.aten.permute.default(unsqueeze_16, [0, 4, 1, 5, 3, 2]);  unsqueeze_16 = None
    permute_9 = torch.ops.aten.permute.default(permute_7, [0, 1, 3, 5, 2, 4]);  permute_7 = None
    view_39 = torch.ops.aten.view.default(permute_9, [2, 24, 3]);  permute_9 = None
    permute_10 = torch.ops.aten.permute.default(permute_8, [0, 5, 2, 4, 1, 3]);  permute_8 = None
    view_40 = torch.ops.aten.view.default(permute_10, [2, 3, 24]);  permute_10 = None
    detach_64 = torch.ops.aten.detach.default(view_40)
    detach_65 = torch.ops.aten.detach.default(view_39)
    bmm_4 = torch.ops.aten.bmm.default(view_39, view_40);  view_39 = view_40 = None
    view_41 = torch.ops.aten.view.default(bmm_4, [2, 6, 4, 1, 6, 4]);  bmm_4 = None
    permute_11 = torch.ops.aten.permute.default(view_41, [0, 1, 4, 2, 5, 3]);  view_41 = None
    view_42 = torch.ops.aten.view.default(permute_11, [2, 6, 6, 4, 4]);  permute_11 = None
    clone_8 = torch.ops.aten.clone.default(view_42, memory_format = torch.contiguous_format);  view_42 = None
    _unsafe_view_19 = torch.ops.aten._unsafe_view.default(clone_8, [2, 6, 6, 16]);  clone_8 = None
    view_43 = torch.ops.aten.view.default(_unsafe_view_19, [72, 16]);  _unsafe_view_19 = None
    _param_constant33 = self._param_constant33
    t_23 = torch.ops.aten.t.default(_param_constant33);  _param_constant33 = None
    detach_66 = torch.ops.aten.detach.default(view_43)
    detach_67 = torch.ops.aten.detach.default(t_23)
    _param_constant34 = self._param_constant34
    addmm_8 = torch.ops.aten.addmm.default(_param_constant34, view_43, t_23);  _param_constant34 = view_43 = t_23 = None
    view_44 = torch.ops.aten.view.default(addmm_8, [2, 6, 6, 8]);  addmm_8 = None
    unsqueeze_17 = torch.ops.aten.unsqueeze.default(unsqueeze_12, 4)
    permute_12 = torch.ops.aten.permute.default(unsqueeze_17, [0, 2, 4, 3, 1]);  unsqueeze_17 = None
    unsqueeze_18 = torch.ops.aten.unsqueeze.default(unsqueeze_12, 4)
    permute_13 = torch.ops.aten.permute.default(unsqueeze_18, [0, 4, 2, 3, 1]);  unsqueeze_18 = None
    permute_14 = torch.ops.aten.permute.default(permute_12, [0, 1, 4, 2, 3]);  permute_12 = None
    view_45 = torch.ops.aten.view.default(permute_14, [2, 6, 3]);  permute_14 = None
    permute_15 = torch.ops.aten.permute.default(permute_13, [0, 4, 2, 3, 1]);  permute_13 = None
    view_46 = torch.ops.aten.view.default(permute_15, [2, 3, 6]);  permute_15 = None
    bmm_5 = torch.ops.aten.bmm.default(view_45, view_46);  view_45 = view_46 = None
    view_47 = torch.ops.aten.view.default(bmm_5, [2, 6, 1, 6, 1]);  bmm_5 = None
    permute_16 = torch.ops.aten.permute.default(view_47, [0, 1, 3, 4, 2]);  view_47 = None
    view_48 = torch.ops.aten.view.default(permute_16, [2, 6, 6, 1]);  permute_16 = None
    add_7 = torch.ops.aten.add.Tensor(view_48, 0.001);  view_48 = None
    div_4 = torch.ops.aten.div.Tensor(view_44, add_7);  view_44 = None
    _tensor_constant14_2 = self._tensor_constant14
    add_8 = torch.ops.aten.add.Tensor(_tensor_constant14_2, div_4);  _tensor_constant14_2 = div_4 = None
    _tensor_constant15 = self._tensor_constant15
    unsqueeze_19 = torch.ops.aten.unsqueeze.default(_tensor_constant15, -1);  _tensor_constant15 = None
    _param_constant35 = self._param_constant35
    detach_68 = torch.ops.aten.detach.default(_param_constant35);  _param_constant35 = None
    detach_69 = torch.ops.aten.detach.default(add_8)
    _param_constant36 = self._param_constant36
    detach_70 = torch.ops.aten.detach.default(_param_constant36);  _param_constant36 = None
    _param_constant36_1 = self._param_constant36
    _param_constant35_1 = self._param_constant35
    native_layer_norm_5 = torch.ops.aten.native_layer_norm.default(add_8, [8], _param_constant36_1, _param_constant35_1, 1e-05);  _param_constant36_1 = _param_constant35_1 = None
    getitem_15 = native_layer_norm_5[0]
    getitem_16 = native_layer_norm_5[1]
    getitem_17 = native_layer_norm_5[2];  native_layer_norm_5 = None
    view_49 = torch.ops.aten.view.default(getitem_15, [72, 8])
    _param_constant37 = self._param_constant37
    t_24 = torch.ops.aten.t.default(_param_constant37);  _param_constant37 = None
    detach_71 = torch.ops.aten.detach.default(view_49)
    detach_72 = torch.ops.aten.detach.default(t_24)
    _param_constant38 = self._param_constant38
    addmm_9 = torch.ops.aten.addmm.default(_param_constant38, view_49, t_24);  _param_constant38 = view_49 = t_24 = None
    view_50 = torch.ops.aten.view.default(addmm_9, [2, 6, 6, 8]);  addmm_9 = None
    view_51 = torch.ops.aten.view.default(getitem_15, [72, 8])
    _param_constant39 = self._param_constant39
    t_25 = torch.ops.aten.t.default(_param_constant39);  _param_constant39 = None
    detach_73 = torch.ops.aten.detach.default(view_51)
    detach_74 = torch.ops.aten.detach.default(t_25)
    _param_constant40 = self._param_constant40
    addmm_10 = torch.ops.aten.addmm.default(_param_constant40, view_51, t_25);  _param_constant40 = view_51 = t_25 = None
    view_52 = torch.ops.aten.view.default(addmm_10, [2, 6, 6, 8]);  addmm_10 = None
    sigmoid_2 = torch.ops.aten.sigmoid.default(view_52);  view_52 = None
    detach_75 = torch.ops.aten.detach.default(sigmoid_2)
    detach_76 = torch.ops.aten.detach.default(sigmoid_2)
    detach_77 = torch.ops.aten.detach.default(view_50)
    mul_18 = torch.ops.aten.mul.Tensor(view_50, sigmoid_2);  view_50 = sigmoid_2 = None
    mul_19 = torch.ops.aten.mul.Tensor(mul_18, unsqueeze_19);  mul_18 = None
    view_53 = torch.ops.aten.view.default(getitem_15, [72, 8])
    _param_constant41 = self._param_constant41
    t_26 = torch.ops.aten.t.default(_param_constant41);  _param_constant41 = None
    detach_78 = torch.ops.aten.detach.default(view_53)
    detach_79 = torch.ops.aten.detach.default(t_26)
    _param_constant42 = self._param_constant42
    addmm_11 = torch.ops.aten.addmm.default(_param_constant42, view_53, t_26);  _param_constant42 = view_53 = t_26 = None
    view_54 = torch.ops.aten.view.default(addmm_11, [2, 6, 6, 8]);  addmm_11 = None
    view_55 = torch.ops.aten.view.default(getitem_15, [72, 8])
    _param_constant43 = self._param_constant43
    t_27 = torch.ops.aten.t.default(_param_constant43);  _param_constant43 = None
    detach_80 = torch.ops.aten.detach.default(view_55)
    detach_81 = torch.ops.aten.detach.default(t_27)
    _param_constant44 = self._param_constant44
    addmm_12 = torch.ops.aten.addmm.default(_param_constant44, view_55, t_27);  _param_constant44 = view_55 = t_27 = None
    view_56 = torch.ops.aten.view.default(addmm_12, [2, 6, 6, 8]);  addmm_12 = None
    sigmoid_3 = torch.ops.aten.sigmoid.default(view_56);  view_56 = None
    detach_82 = torch.ops.aten.detach.default(sigmoid_3)
    detach_83 = torch.ops.aten.detach.default(sigmoid_3)
    detach_84 = torch.ops.aten.detach.default(view_54)
    mul_20 = torch.ops.aten.mul.Tensor(view_54, sigmoid_3);  view_54 = sigmoid_3 = None
    mul_21 = torch.ops.aten.mul.Tensor(mul_20, unsqueeze_19);  mul_20 = None
    permute_17 = torch.ops.aten.permute.default(mul_19, [0, -1, -3, -2]);  mul_19 = None
    permute_18 = torch.ops.aten.permute.default(mul_21, [0, -1, -2, -3]);  mul_21 = None
    expand_18 = torch.ops.aten.expand.default(permute_17, [2, 8, 6, 6]);  permute_17 = None
    clone_9 = torch.ops.aten.clone.default(expand_18, memory_format = torch.contiguous_format);  expand_18 = None
    _unsafe_view_20 = torch.ops.aten._unsafe_view.default(clone_9, [16, 6, 6]);  clone_9 = None
    expand_19 = torch.ops.aten.expand.default(permute_18, [2, 8, 6, 6]);  permute_18 = None
    clone_10 = torch.ops.aten.clone.default(expand_19, memory_format = torch.contiguous_format);  expand_19 = None
    _unsafe_view_21 = torch.ops.aten._unsafe_view.default(clone_10, [16, 6, 6]);  clone_10 = None
    detach_85 = torch.ops.aten.detach.default(_unsafe_view_21)
    detach_86 = torch.ops.aten.detach.default(_unsafe_view_20)
    bmm_6 = torch.ops.aten.bmm.default(_unsafe_view_20, _unsafe_view_21);  _unsafe_view_20 = _unsafe_view_21 = None
    _unsafe_view_22 = torch.ops.aten._unsafe_view.default(bmm_6, [2, 8, 6, 6]);  bmm_6 = None
    permute_19 = torch.ops.aten.permute.default(_unsafe_view_22, [0, -2, -1, -3]);  _unsafe_view_22 = None
    _param_constant45 = self._param_constant45
    detach_87 = torch.ops.aten.detach.default(_param_constant45);  _param_constant45 = None
    detach_88 = torch.ops.aten.detach.default(permute_19)
    _param_constant46 = self._param_constant46
    detach_89 = torch.ops.aten.detach.default(_param_constant46);  _param_constant46 = None
    _param_constant46_1 = self._param_constant46
    _param_constant45_1 = self._param_constant45
    native_layer_norm_6 = torch.ops.aten.native_layer_norm.default(permute_19, [8], _param_constant46_1, _param_constant45_1, 1e-05);  permute_19 = _param_constant46_1 = _param_constant45_1 = None
    getitem_18 = native_layer_norm_6[0]
    getitem_19 = native_layer_norm_6[1]
    getitem_20 = native_layer_norm_6[2];  native_layer_norm_6 = None
    view_57 = torch.ops.aten.view.default(getitem_18, [72, 8]);  getitem_18 = None
    _param_constant47 = self._param_constant47
    t_28 = torch.ops.aten.t.default(_param_constant47);  _param_constant47 = None
    detach_90 = torch.ops.aten.detach.default(view_57)
    detach_91 = torch.ops.aten.detach.default(t_28)
    _param_constant48 = self._param_constant48
    addmm_13 = torch.ops.aten.addmm.default(_param_constant48, view_57, t_28);  _param_constant48 = view_57 = t_28 = None
    view_58 = torch.ops.aten.view.default(addmm_13, [2, 6, 6, 8]);  addmm_13 = None
    view_59 = torch.ops.aten.view.default(getitem_15, [72, 8]);  getitem_15 = None
    _param_constant49 = self._param_constant49
    t_29 = torch.ops.aten.t.default(_param_constant49);  _param_constant49 = None
    detach_92 = torch.ops.aten.detach.default(view_59)
    detach_93 = torch.ops.aten.detach.default(t_29)
    _param_constant50 = self._param_constant50
    addmm_14 = torch.ops.aten.addmm.default(_param_constant50, view_59, t_29);  _param_constant50 = view_59 = t_29 = None
    view_60 = torch.ops.aten.view.default(addmm_14, [2, 6, 6, 8]);  addmm_14 = None
    sigmoid_4 = torch.ops.aten.sigmoid.default(view_60);  view_60 = None
    detach_94 = torch.ops.aten.detach.default(sigmoid_4)
    detach_95 = torch.ops.aten.detach.default(sigmoid_4)
    detach_96 = torch.ops.aten.detach.default(view_58)
    mul_22 = torch.ops.aten.mul.Tensor(view_58, sigmoid_4);  view_58 = sigmoid_4 = None
    add_9 = torch.ops.aten.add.Tensor(add_8, mul_22);  add_8 = mul_22 = None
    _tensor_constant15_1 = self._tensor_constant15
    unsqueeze_20 = torch.ops.aten.unsqueeze.default(_tensor_constant15_1, -1);  _tensor_constant15_1 = None
    _param_constant51 = self._param_constant51
    detach_97 = torch.ops.aten.detach.default(_param_constant51);  _param_constant51 = None
    detach_98 = torch.ops.aten.detach.default(add_9)
    _param_constant52 = self._param_constant52
    detach_99 = torch.ops.aten.detach.default(_param_constant52);  _param_constant52 = None
    _param_constant52_1 = self._param_constant52
    _param_constant51_1 = self._param_constant51
    native_layer_norm_7 = torch.ops.aten.native_layer_norm.default(add_9, [8], _param_constant52_1, _param_constant51_1, 1e-05);  _param_constant52_1 = _param_constant51_1 = None
    getitem_21 = native_layer_norm_7[0]
    getitem_22 = native_layer_norm_7[1]
    getitem_23 = native_layer_norm_7[2];  native_layer_norm_7 = None
    view_61 = torch.ops.aten.view.default(getitem_21, [72, 8])
    _param_constant53 = self._param_constant53
    t_30 = torch.ops.aten.t.default(_param_constant53);  _param_constant53 = None
    detach_100 = torch.ops.aten.detach.default(view_61)
    detach_101 = torch.ops.aten.detach.default(t_30)
    _param_constant54 = self._param_constant54
    addmm_15 = torch.ops.aten.addmm.default(_param_constant54, view_61, t_30);  _param_constant54 = view_61 = t_30 = None
    view_62 = torch.ops.aten.view.default(addmm_15, [2, 6, 6, 8]);  addmm_15 = None
    view_63 = torch.ops.aten.view.default(getitem_21, [72, 8])
    _param_constant55 = self._param_constant55
    t_31 = torch.ops.aten.t.default(_param_constant55);  _param_constant55 = None
    detach_102 = torch.ops.aten.detach.default(view_63)
    detach_103 = torch.ops.aten.detach.default(t_31)
    _param_constant56 = self._param_constant56
    addmm_16 = torch.ops.aten.addmm.default(_param_constant56, view_63, t_31);  _param_constant56 = view_63 = t_31 = None
    view_64 = torch.ops.aten.view.default(addmm_16, [2, 6, 6, 8]);  addmm_16 = None
    sigmoid_5 = torch.ops.aten.sigmoid.default(view_64);  view_64 = None
    detach_104 = torch.ops.aten.detach.default(sigmoid_5)
    detach_105 = torch.ops.aten.detach.default(sigmoid_5)
    detach_106 = torch.ops.aten.detach.default(view_62)
    mul_23 = torch.ops.aten.mul.Tensor(view_62, sigmoid_5);  view_62 = sigmoid_5 = None
    mul_24 = torch.ops.aten.mul.Tensor(mul_23, unsqueeze_20);  mul_23 = None
    view_65 = torch.ops.aten.view.default(getitem_21, [72, 8])
    _param_constant57 = self._param_constant57
    t_32 = torch.ops.aten.t.default(_param_constant57);  _param_constant57 = None
    detach_107 = torch.ops.aten.detach.default(view_65)
    detach_108 = torch.ops.aten.detach.default(t_32)
    _param_constant58 = self._param_constant58
    addmm_17 = torch.ops.aten.addmm.default(_param_constant58, view_65, t_32);  _param_constant58 = view_65 = t_32 = None
    view_66 = torch.ops.aten.view.default(addmm_17, [2, 6, 6, 8]);  addmm_17 = None
    view_67 = torch.ops.aten.view.default(getitem_21, [72, 8])
    _param_constant59 = self._param_constant59
    t_33 = torch.ops.aten.t.default(_param_constant59);  _param_constant59 = None
    detach_109 = torch.ops.aten.detach.default(view_67)
    detach_110 = torch.ops.aten.detach.default(t_33)
    _param_constant60 = self._param_constant60
    addmm_18 = torch.ops.aten.addmm.default(_param_constant60, view_67, t_33);  _param_constant60 = view_67 = t_33 = None
    view_68 = torch.ops.aten.view.default(addmm_18, [2, 6, 6, 8]);  addmm_18 = None
    sigmoid_6 = torch.ops.aten.sigmoid.default(view_68);  view_68 = None
    detach_111 = torch.ops.aten.detach.default(sigmoid_6)
    detach_112 = torch.ops.aten.detach.default(sigmoid_6)
    detach_113 = torch.ops.aten.detach.default(view_66)
    mul_25 = torch.ops.aten.mul.Tensor(view_66, sigmoid_6);  view_66 = sigmoid_6 = None
    mul_26 = torch.ops.aten.mul.Tensor(mul_25, unsqueeze_20);  mul_25 = None
    permute_20 = torch.ops.aten.permute.default(mul_24, [0, -1, -2, -3]);  mul_24 = None
    permute_21 = torch.ops.aten.permute.default(mul_26, [0, -1, -3, -2]);  mul_26 = None
    expand_20 = torch.ops.aten.expand.default(permute_20, [2, 8, 6, 6]);  permute_20 = None
    clone_11 = torch.ops.aten.clone.default(expand_20, memory_format = torch.contiguous_format);  expand_20 = None
    _unsafe_view_23 = torch.ops.aten._unsafe_view.default(clone_11, [16, 6, 6]);  clone_11 = None
    expand_21 = torch.ops.aten.expand.default(permute_21, [2, 8, 6, 6]);  permute_21 = None
    clone_12 = torch.ops.aten.clone.default(expand_21, memory_format = torch.contiguous_format);  expand_21 = None
    _unsafe_view_24 = torch.ops.aten._unsafe_view.default(clone_12, [16, 6, 6]);  clone_12 = None
    detach_114 = torch.ops.aten.detach.default(_unsafe_view_24)
    detach_115 = torch.ops.aten.detach.default(_unsafe_view_23)
    bmm_7 = torch.ops.aten.bmm.default(_unsafe_view_23, _unsafe_view_24);  _unsafe_view_23 = _unsafe_view_24 = None
    _unsafe_view_25 = torch.ops.aten._unsafe_view.default(bmm_7, [2, 8, 6, 6]);  bmm_7 = None
    permute_22 = torch.ops.aten.permute.default(_unsafe_view_25, [0, -2, -1, -3]);  _unsafe_view_25 = None
    _param_constant61 = self._param_constant61
    detach_116 = torch.ops.aten.detach.default(_param_constant61);  _param_constant61 = None
    detach_117 = torch.ops.aten.detach.default(permute_22)
    _param_constant62 = self._param_constant62
    detach_118 = torch.ops.aten.detach.default(_param_constant62);  _param_constant62 = None
    _param_constant62_1 = self._param_constant62
    _param_constant61_1 = self._param_constant61
    native_layer_norm_8 = torch.ops.aten.native_layer_norm.default(permute_22, [8], _param_constant62_1, _param_constant61_1, 1e-05);  permute_22 = _param_constant62_1 = _param_constant61_1 = None
    getitem_24 = native_layer_norm_8[0]
    getitem_25 = native_layer_norm_8[1]
    getitem_26 = native_layer_norm_8[2];  native_layer_norm_8 = None
    view_69 = torch.ops.aten.view.default(getitem_24, [72, 8]);  getitem_24 = None
    _param_constant63 = self._param_constant63
    t_34 = torch.ops.aten.t.default(_param_constant63);  _param_constant63 = None
    detach_119 = torch.ops.aten.detach.default(view_69)
    detach_120 = torch.ops.aten.detach.default(t_34)
    _param_constant64 = self._param_constant64
    addmm_19 = torch.ops.aten.addmm.default(_param_constant64, view_69, t_34);  _param_constant64 = view_69 = t_34 = None
    view_70 = torch.ops.aten.view.default(addmm_19, [2, 6, 6, 8]);  addmm_19 = None
    view_71 = torch.ops.aten.view.default(getitem_21, [72, 8]);  getitem_21 = None
    _param_constant65 = self._param_constant65
    t_35 = torch.ops.aten.t.default(_param_constant65);  _param_constant65 = None
    detach_121 = torch.ops.aten.detach.default(view_71)
    detach_122 = torch.ops.aten.detach.default(t_35)
    _param_constant66 = self._param_constant66
    addmm_20 = torch.ops.aten.addmm.default(_param_constant66, view_71, t_35);  _param_constant66 = view_71 = t_35 = None
    view_72 = torch.ops.aten.view.default(addmm_20, [2, 6, 6, 8]);  addmm_20 = None
    sigmoid_7 = torch.ops.aten.sigmoid.default(view_72);  view_72 = None
    detach_123 = torch.ops.aten.detach.default(sigmoid_7)
    detach_124 = torch.ops.aten.detach.default(sigmoid_7)
    detach_125 = torch.ops.aten.detach.default(view_70)
    mul_27 = torch.ops.aten.mul.Tensor(view_70, sigmoid_7);  view_70 = sigmoid_7 = None
    add_10 = torch.ops.aten.add.Tensor(add_9, mul_27);  add_9 = mul_27 = None
    _param_constant67 = self._param_constant67
    detach_126 = torch.ops.aten.detach.default(_param_constant67);  _param_constant67 = None
    detach_127 = torch.ops.aten.detach.default(add_10)
    _param_constant68 = self._param_constant68
    detach_128 = torch.ops.aten.detach.default(_param_constant68);  _param_constant68 = None
    _param_constant68_1 = self._param_constant68
    _param_constant67_1 = self._param_constant67
    native_layer_norm_9 = torch.ops.aten.native_layer_norm.default(add_10, [8], _param_constant68_1, _param_constant67_1, 1e-05);  _param_constant68_1 = _param_constant67_1 = None
    getitem_27 = native_layer_norm_9[0]
    getitem_28 = native_layer_norm_9[1]
    getitem_29 = native_layer_norm_9[2];  native_layer_norm_9 = None
    _tensor_constant15_2 = self._tensor_constant15
    sub_2 = torch.ops.aten.sub.Tensor(_tensor_constant15_2, 1);  _tensor_constant15_2 = None
    mul_28 = torch.ops.aten.mul.Tensor(sub_2, 1000000000.0);  sub_2 = None
    unsqueeze_21 = torch.ops.aten.unsqueeze.default(mul_28, 2);  mul_28 = None
    unsqueeze_22 = torch.ops.aten.unsqueeze.default(unsqueeze_21, 3);  unsqueeze_21 = None
    _param_constant69 = self._param_constant69
    t_36 = torch.ops.aten.t.default(_param_constant69);  _param_constant69 = None
    view_73 = torch.ops.aten.view.default(getitem_27, [72, 8])
    detach_129 = torch.ops.aten.detach.default(t_36)
    detach_130 = torch.ops.aten.detach.default(view_73)
    mm_11 = torch.ops.aten.mm.default(view_73, t_36);  view_73 = t_36 = None
    _unsafe_view_26 = torch.ops.aten._unsafe_view.default(mm_11, [2, 6, 6, 2]);  mm_11 = None
    permute_23 = torch.ops.aten.permute.default(_unsafe_view_26, [0, -1, -3, -2]);  _unsafe_view_26 = None
    unsqueeze_23 = torch.ops.aten.unsqueeze.default(permute_23, -4);  permute_23 = None
    _param_constant70 = self._param_constant70
    t_37 = torch.ops.aten.t.default(_param_constant70);  _param_constant70 = None
    view_74 = torch.ops.aten.view.default(getitem_27, [72, 8])
    detach_131 = torch.ops.aten.detach.default(t_37)
    detach_132 = torch.ops.aten.detach.default(view_74)
    mm_12 = torch.ops.aten.mm.default(view_74, t_37);  view_74 = t_37 = None
    _unsafe_view_27 = torch.ops.aten._unsafe_view.default(mm_12, [2, 6, 6, 8]);  mm_12 = None
    _param_constant71 = self._param_constant71
    t_38 = torch.ops.aten.t.default(_param_constant71);  _param_constant71 = None
    view_75 = torch.ops.aten.view.default(getitem_27, [72, 8])
    detach_133 = torch.ops.aten.detach.default(t_38)
    detach_134 = torch.ops.aten.detach.default(view_75)
    mm_13 = torch.ops.aten.mm.default(view_75, t_38);  view_75 = t_38 = None
    _unsafe_view_28 = torch.ops.aten._unsafe_view.default(mm_13, [2, 6, 6, 8]);  mm_13 = None
    _param_constant72 = self._param_constant72
    t_39 = torch.ops.aten.t.default(_param_constant72);  _param_constant72 = None
    view_76 = torch.ops.aten.view.default(getitem_27, [72, 8])
    detach_135 = torch.ops.aten.detach.default(t_39)
    detach_136 = torch.ops.aten.detach.default(view_76)
    mm_14 = torch.ops.aten.mm.default(view_76, t_39);  view_76 = t_39 = None
    _unsafe_view_29 = torch.ops.aten._unsafe_view.default(mm_14, [2, 6, 6, 8]);  mm_14 = None
    view_77 = torch.ops.aten.view.default(_unsafe_view_27, [2, 6, 6, 2, -1]);  _unsafe_view_27 = None
    view_78 = torch.ops.aten.view.default(_unsafe_view_28, [2, 6, 6, 2, -1]);  _unsafe_view_28 = None
    view_79 = torch.ops.aten.view.default(_unsafe_view_29, [2, 6, 6, 2, -1]);  _unsafe_view_29 = None
    permute_24 = torch.ops.aten.permute.default(view_77, [0, -4, -2, -3, -1]);  view_77 = None
    permute_25 = torch.ops.aten.permute.default(view_78, [0, -4, -2, -1, -3]);  view_78 = None
    expand_22 = torch.ops.aten.expand.default(permute_24, [2, 6, 2, 6, 4]);  permute_24 = None
    clone_13 = torch.ops.aten.clone.default(expand_22, memory_format = torch.contiguous_format);  expand_22 = None
    _unsafe_view_30 = torch.ops.aten._unsafe_view.default(clone_13, [24, 6, 4]);  clone_13 = None
    expand_23 = torch.ops.aten.expand.default(permute_25, [2, 6, 2, 4, 6]);  permute_25 = None
    clone_14 = torch.ops.aten.clone.default(expand_23, memory_format = torch.contiguous_format);  expand_23 = None
    _unsafe_view_31 = torch.ops.aten._unsafe_view.default(clone_14, [24, 4, 6]);  clone_14 = None
    detach_137 = torch.ops.aten.detach.default(_unsafe_view_31)
    detach_138 = torch.ops.aten.detach.default(_unsafe_view_30)
    bmm_8 = torch.ops.aten.bmm.default(_unsafe_view_30, _unsafe_view_31);  _unsafe_view_30 = _unsafe_view_31 = None
    _unsafe_view_32 = torch.ops.aten._unsafe_view.default(bmm_8, [2, 6, 2, 6, 6]);  bmm_8 = None
    mul_29 = torch.ops.aten.mul.Tensor(_unsafe_view_32, 0.5);  _unsafe_view_32 = None
    add_11 = torch.ops.aten.add.Tensor(mul_29, unsqueeze_22);  mul_29 = unsqueeze_22 = None
    add_12 = torch.ops.aten.add.Tensor(add_11, unsqueeze_23);  add_11 = unsqueeze_23 = None
    _softmax_2 = torch.ops.aten._softmax.default(add_12, -1, False);  add_12 = None
    detach_139 = torch.ops.aten.detach.default(_softmax_2)
    permute_26 = torch.ops.aten.permute.default(view_79, [0, -4, -2, -3, -1]);  view_79 = None
    expand_24 = torch.ops.aten.expand.default(_softmax_2, [2, 6, 2, 6, 6]);  _softmax_2 = None
    view_80 = torch.ops.aten.view.default(expand_24, [24, 6, 6]);  expand_24 = None
    expand_25 = torch.ops.aten.expand.default(permute_26, [2, 6, 2, 6, 4]);  permute_26 = None
    clone_15 = torch.ops.aten.clone.default(expand_25, memory_format = torch.contiguous_format);  expand_25 = None
    _unsafe_view_33 = torch.ops.aten._unsafe_view.default(clone_15, [24, 6, 4]);  clone_15 = None
    detach_140 = torch.ops.aten.detach.default(_unsafe_view_33)
    detach_141 = torch.ops.aten.detach.default(view_80)
    bmm_9 = torch.ops.aten.bmm.default(view_80, _unsafe_view_33);  view_80 = _unsafe_view_33 = None
    _unsafe_view_34 = torch.ops.aten._unsafe_view.default(bmm_9, [2, 6, 2, 6, 4]);  bmm_9 = None
    transpose_9 = torch.ops.aten.transpose.int(_unsafe_view_34, -2, -3);  _unsafe_view_34 = None
    view_81 = torch.ops.aten.view.default(getitem_27, [72, 8]);  getitem_27 = None
    _param_constant73 = self._param_constant73
    t_40 = torch.ops.aten.t.default(_param_constant73);  _param_constant73 = None
    detach_142 = torch.ops.aten.detach.default(view_81)
    detach_143 = torch.ops.aten.detach.default(t_40)
    _param_constant74 = self._param_constant74
    addmm_21 = torch.ops.aten.addmm.default(_param_constant74, view_81, t_40);  _param_constant74 = view_81 = t_40 = None
    view_82 = torch.ops.aten.view.default(addmm_21, [2, 6, 6, 8]);  addmm_21 = None
    sigmoid_8 = torch.ops.aten.sigmoid.default(view_82);  view_82 = None
    detach_144 = torch.ops.aten.detach.default(sigmoid_8)
    view_83 = torch.ops.aten.view.default(sigmoid_8, [2, 6, 6, 2, -1]);  sigmoid_8 = None
    detach_145 = torch.ops.aten.detach.default(view_83)
    detach_146 = torch.ops.aten.detach.default(transpose_9)
    mul_30 = torch.ops.aten.mul.Tensor(transpose_9, view_83);  transpose_9 = view_83 = None
    clone_16 = torch.ops.aten.clone.default(mul_30, memory_format = torch.contiguous_format);  mul_30 = None
    _unsafe_view_35 = torch.ops.aten._unsafe_view.default(clone_16, [2, 6, 6, 8]);  clone_16 = None
    view_84 = torch.ops.aten.view.default(_unsafe_view_35, [72, 8]);  _unsafe_view_35 = None
    _param_constant75 = self._param_constant75
    t_41 = torch.ops.aten.t.default(_param_constant75);  _param_constant75 = None
    detach_147 = torch.ops.aten.detach.default(view_84)
    detach_148 = torch.ops.aten.detach.default(t_41)
    _param_constant76 = self._param_constant76
    addmm_22 = torch.ops.aten.addmm.default(_param_constant76, view_84, t_41);  _param_constant76 = view_84 = t_41 = None
    view_85 = torch.ops.aten.view.default(addmm_22, [2, 6, 6, 8]);  addmm_22 = None
    add_13 = torch.ops.aten.add.Tensor(add_10, view_85);  add_10 = view_85 = None
    transpose_10 = torch.ops.aten.transpose.int(add_13, -2, -3)
    _tensor_constant15_3 = self._tensor_constant15
    transpose_11 = torch.ops.aten.transpose.int(_tensor_constant15_3, -1, -2);  _tensor_constant15_3 = None
    _param_constant77 = self._param_constant77
    detach_149 = torch.ops.aten.detach.default(_param_constant77);  _param_constant77 = None
    detach_150 = torch.ops.aten.detach.default(transpose_10)
    _param_constant78 = self._param_constant78
    detach_151 = torch.ops.aten.detach.default(_param_constant78);  _param_constant78 = None
    _param_constant78_1 = self._param_constant78
    _param_constant77_1 = self._param_constant77
    native_layer_norm_10 = torch.ops.aten.native_layer_norm.default(transpose_10, [8], _param_constant78_1, _param_constant77_1, 1e-05);  transpose_10 = _param_constant78_1 = _param_constant77_1 = None
    getitem_30 = native_layer_norm_10[0]
    getitem_31 = native_layer_norm_10[1]
    getitem_32 = native_layer_norm_10[2];  native_layer_norm_10 = None
    sub_3 = torch.ops.aten.sub.Tensor(transpose_11, 1);  transpose_11 = None
    mul_31 = torch.ops.aten.mul.Tensor(sub_3, 1000000000.0);  sub_3 = None
    unsqueeze_24 = torch.ops.aten.unsqueeze.default(mul_31, 2);  mul_31 = None
    unsqueeze_25 = torch.ops.aten.unsqueeze.default(unsqueeze_24, 3);  unsqueeze_24 = None
    _param_constant79 = self._param_constant79
    t_42 = torch.ops.aten.t.default(_param_constant79);  _param_constant79 = None
    view_86 = torch.ops.aten.view.default(getitem_30, [72, 8])
    detach_152 = torch.ops.aten.detach.default(t_42)
    detach_153 = torch.ops.aten.detach.default(view_86)
    mm_15 = torch.ops.aten.mm.default(view_86, t_42);  view_86 = t_42 = None
    _unsafe_view_36 = torch.ops.aten._unsafe_view.default(mm_15, [2, 6, 6, 2]);  mm_15 = None
    permute_27 = torch.ops.aten.permute.default(_unsafe_view_36, [0, -1, -3, -2]);  _unsafe_view_36 = None
    unsqueeze_26 = torch.ops.aten.unsqueeze.default(permute_27, -4);  permute_27 = None
    _param_constant80 = self._param_constant80
    t_43 = torch.ops.aten.t.default(_param_constant80);  _param_constant80 = None
    view_87 = torch.ops.aten.view.default(getitem_30, [72, 8])
    detach_154 = torch.ops.aten.detach.default(t_43)
    detach_155 = torch.ops.aten.detach.default(view_87)
    mm_16 = torch.ops.aten.mm.default(view_87, t_43);  view_87 = t_43 = None
    _unsafe_view_37 = torch.ops.aten._unsafe_view.default(mm_16, [2, 6, 6, 8]);  mm_16 = None
    _param_constant81 = self._param_constant81
    t_44 = torch.ops.aten.t.default(_param_constant81);  _param_constant81 = None
    view_88 = torch.ops.aten.view.default(getitem_30, [72, 8])
    detach_156 = torch.ops.aten.detach.default(t_44)
    detach_157 = torch.ops.aten.detach.default(view_88)
    mm_17 = torch.ops.aten.mm.default(view_88, t_44);  view_88 = t_44 = None
    _unsafe_view_38 = torch.ops.aten._unsafe_view.default(mm_17, [2, 6, 6, 8]);  mm_17 = None
    _param_constant82 = self._param_constant82
    t_45 = torch.ops.aten.t.default(_param_constant82);  _param_constant82 = None
    view_89 = torch.ops.aten.view.default(getitem_30, [72, 8])
    detach_158 = torch.ops.aten.detach.default(t_45)
    detach_159 = torch.ops.aten.detach.default(view_89)
    mm_18 = torch.ops.aten.mm.default(view_89, t_45);  view_89 = t_45 = None
    _unsafe_view_39 = torch.ops.aten._unsafe_view.default(mm_18, [2, 6, 6, 8]);  mm_18 = None
    view_90 = torch.ops.aten.view.default(_unsafe_view_37, [2, 6, 6, 2, -1]);  _unsafe_view_37 = None
    view_91 = torch.ops.aten.view.default(_unsafe_view_38, [2, 6, 6, 2, -1]);  _unsafe_view_38 = None
    view_92 = torch.ops.aten.view.default(_unsafe_view_39, [2, 6, 6, 2, -1]);  _unsafe_view_39 = None
    permute_28 = torch.ops.aten.permute.default(view_90, [0, -4, -2, -3, -1]);  view_90 = None
    permute_29 = torch.ops.aten.permute.default(view_91, [0, -4, -2, -1, -3]);  view_91 = None
    expand_26 = torch.ops.aten.expand.default(permute_28, [2, 6, 2, 6, 4]);  permute_28 = None
    clone_17 = torch.ops.aten.clone.default(expand_26, memory_format = torch.contiguous_format);  expand_26 = None
    _unsafe_view_40 = torch.ops.aten._unsafe_view.default(clone_17, [24, 6, 4]);  clone_17 = None
    expand_27 = torch.ops.aten.expand.default(permute_29, [2, 6, 2, 4, 6]);  permute_29 = None
    clone_18 = torch.ops.aten.clone.default(expand_27, memory_format = torch.contiguous_format);  expand_27 = None
    _unsafe_view_41 = torch.ops.aten._unsafe_view.default(clone_18, [24, 4, 6]);  clone_18 = None
    detach_160 = torch.ops.aten.detach.default(_unsafe_view_41)
    detach_161 = torch.ops.aten.detach.default(_unsafe_view_40)
    bmm_10 = torch.ops.aten.bmm.default(_unsafe_view_40, _unsafe_view_41);  _unsafe_view_40 = _unsafe_view_41 = None
    _unsafe_view_42 = torch.ops.aten._unsafe_view.default(bmm_10, [2, 6, 2, 6, 6]);  bmm_10 = None
    mul_32 = torch.ops.aten.mul.Tensor(_unsafe_view_42, 0.5);  _unsafe_view_42 = None
    add_14 = torch.ops.aten.add.Tensor(mul_32, unsqueeze_25);  mul_32 = unsqueeze_25 = None
    add_15 = torch.ops.aten.add.Tensor(add_14, unsqueeze_26);  add_14 = unsqueeze_26 = None
    _softmax_3 = torch.ops.aten._softmax.default(add_15, -1, False);  add_15 = None
    detach_162 = torch.ops.aten.detach.default(_softmax_3)
    permute_30 = torch.ops.aten.permute.default(view_92, [0, -4, -2, -3, -1]);  view_92 = None
    expand_28 = torch.ops.aten.expand.default(_softmax_3, [2, 6, 2, 6, 6]);  _softmax_3 = None
    view_93 = torch.ops.aten.view.default(expand_28, [24, 6, 6]);  expand_28 = None
    expand_29 = torch.ops.aten.expand.default(permute_30, [2, 6, 2, 6, 4]);  permute_30 = None
    clone_19 = torch.ops.aten.clone.default(expand_29, memory_format = torch.contiguous_format);  expand_29 = None
    _unsafe_view_43 = torch.ops.aten._unsafe_view.default(clone_19, [24, 6, 4]);  clone_19 = None
    detach_163 = torch.ops.aten.detach.default(_unsafe_view_43)
    detach_164 = torch.ops.aten.detach.default(view_93)
    bmm_11 = torch.ops.aten.bmm.default(view_93, _unsafe_view_43);  view_93 = _unsafe_view_43 = None
    _unsafe_view_44 = torch.ops.aten._unsafe_view.default(bmm_11, [2, 6, 2, 6, 4]);  bmm_11 = None
    transpose_12 = torch.ops.aten.transpose.int(_unsafe_view_44, -2, -3);  _unsafe_view_44 = None
    view_94 = torch.ops.aten.view.default(getitem_30, [72, 8]);  getitem_30 = None
    _param_constant83 = self._param_constant83
    t_46 = torch.ops.aten.t.default(_param_constant83);  _param_constant83 = None
    detach_165 = torch.ops.aten.detach.default(view_94)
    detach_166 = torch.ops.aten.detach.default(t_46)
    _param_constant84 = self._param_constant84
    addmm_23 = torch.ops.aten.addmm.default(_param_constant84, view_94, t_46);  _param_constant84 = view_94 = t_46 = None
    view_95 = torch.ops.aten.view.default(addmm_23, [2, 6, 6, 8]);  addmm_23 = None
    sigmoid_9 = torch.ops.aten.sigmoid.default(view_95);  view_95 = None
    detach_167 = torch.ops.aten.detach.default(sigmoid_9)
    view_96 = torch.ops.aten.view.default(sigmoid_9, [2, 6, 6, 2, -1]);  sigmoid_9 = None
    detach_168 = torch.ops.aten.detach.default(view_96)
    detach_169 = torch.ops.aten.detach.default(transpose_12)
    mul_33 = torch.ops.aten.mul.Tensor(transpose_12, view_96);  transpose_12 = view_96 = None
    clone_20 = torch.ops.aten.clone.default(mul_33, memory_format = torch.contiguous_format);  mul_33 = None
    _unsafe_view_45 = torch.ops.aten._unsafe_view.default(clone_20, [2, 6, 6, 8]);  clone_20 = None
    view_97 = torch.ops.aten.view.default(_unsafe_view_45, [72, 8]);  _unsafe_view_45 = None
    _param_constant85 = self._param_constant85
    t_47 = torch.ops.aten.t.default(_param_constant85);  _param_constant85 = None
    detach_170 = torch.ops.aten.detach.default(view_97)
    detach_171 = torch.ops.aten.detach.default(t_47)
    _param_constant86 = self._param_constant86
    addmm_24 = torch.ops.aten.addmm.default(_param_constant86, view_97, t_47);  _param_constant86 = view_97 = t_47 = None
    view_98 = torch.ops.aten.view.default(addmm_24, [2, 6, 6, 8]);  addmm_24 = None
    transpose_13 = torch.ops.aten.transpose.int(view_98, -2, -3);  view_98 = None
    add_16 = torch.ops.aten.add.Tensor(add_13, transpose_13);  add_13 = transpose_13 = None
    _tensor_constant15_4 = self._tensor_constant15
    unsqueeze_27 = torch.ops.aten.unsqueeze.default(_tensor_constant15_4, -1);  _tensor_constant15_4 = None
    _param_constant87 = self._param_constant87
    detach_172 = torch.ops.aten.detach.default(_param_constant87);  _param_constant87 = None
    detach_173 = torch.ops.aten.detach.default(add_16)
    _param_constant88 = self._param_constant88
    detach_174 = torch.ops.aten.detach.default(_param_constant88);  _param_constant88 = None
    _param_constant88_1 = self._param_constant88
    _param_constant87_1 = self._param_constant87
    native_layer_norm_11 = torch.ops.aten.native_layer_norm.default(add_16, [8], _param_constant88_1, _param_constant87_1, 1e-05);  add_16 = _param_constant88_1 = _param_constant87_1 = None
    getitem_33 = native_layer_norm_11[0]
    getitem_34 = native_layer_norm_11[1]
    getitem_35 = native_layer_norm_11[2];  native_layer_norm_11 = None
    view_99 = torch.ops.aten.view.default(getitem_33, [72, 8]);  getitem_33 = None
    _param_constant89 = self._param_constant89
    t_48 = torch.ops.aten.t.default(_param_constant89);  _param_constant89 = None
    detach_175 = torch.ops.aten.detach.default(view_99)
    detach_176 = torch.ops.aten.detach.default(t_48)
    _param_constant90 = self._param_constant90
    addmm_25 = torch.ops.aten.addmm.default(_param_constant90, view_99, t_48);  _param_constant90 = view_99 = t_48 = None
    view_100 = torch.ops.aten.view.default(addmm_25, [2, 6, 6, 16]);  addmm_25 = None
    relu_1 = torch.ops.aten.relu.default(view_100);  view_100 = None
    detach_177 = torch.ops.aten.detach.default(relu_1)
    view_101 = torch.ops.aten.view.default(relu_1, [72, 16]);  relu_1 = None
    _param_constant91 = self._param_constant91
    t_49 = torch.ops.aten.t.default(_param_constant91);  _param_constant91 = None
    detach_178 = torch.ops.aten.detach.default(view_101)
    detach_179 = torch.ops.aten.detach.default(t_49)
    _param_constant92 = self._param_constant92
    addmm_26 = torch.ops.aten.addmm.default(_param_constant92, view_101, t_49);  _param_constant92 = view_101 = t_49 = None
    view_102 = torch.ops.aten.view.default(addmm_26, [2, 6, 6, 8]);  addmm_26 = view_102 = None
    mul_34 = torch.ops.aten.mul.Tensor(view_5, unsqueeze_27);  unsqueeze_27 = None
    view_103 = torch.ops.aten.view.default(mul_34, [72, 8]);  mul_34 = None
    detach_180 = torch.ops.aten.detach.default(detach_178);  detach_178 = None
    detach_181 = torch.ops.aten.detach.default(detach_179);  detach_179 = None
    t_50 = torch.ops.aten.t.default(detach_181);  detach_181 = None
    mm_19 = torch.ops.aten.mm.default(view_103, t_50);  t_50 = None
    t_51 = torch.ops.aten.t.default(view_103)
    mm_20 = torch.ops.aten.mm.default(t_51, detach_180);  t_51 = detach_180 = None
    t_52 = torch.ops.aten.t.default(mm_20);  mm_20 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(view_103, [0], True);  view_103 = None
    view_104 = torch.ops.aten.view.default(sum_3, [8]);  sum_3 = None
    t_53 = torch.ops.aten.t.default(t_52);  t_52 = None
    view_105 = torch.ops.aten.view.default(mm_19, [2, 6, 6, 16]);  mm_19 = None
    detach_182 = torch.ops.aten.detach.default(detach_177);  detach_177 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(view_105, detach_182, 0);  view_105 = detach_182 = None
    view_106 = torch.ops.aten.view.default(threshold_backward, [72, 16]);  threshold_backward = None
    detach_183 = torch.ops.aten.detach.default(detach_175);  detach_175 = None
    detach_184 = torch.ops.aten.detach.default(detach_176);  detach_176 = None
    t_54 = torch.ops.aten.t.default(detach_184);  detach_184 = None
    mm_21 = torch.ops.aten.mm.default(view_106, t_54);  t_54 = None
    t_55 = torch.ops.aten.t.default(view_106)
    mm_22 = torch.ops.aten.mm.default(t_55, detach_183);  t_55 = detach_183 = None
    t_56 = torch.ops.aten.t.default(mm_22);  mm_22 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(view_106, [0], True);  view_106 = None
    view_107 = torch.ops.aten.view.default(sum_4, [16]);  sum_4 = None
    t_57 = torch.ops.aten.t.default(t_56);  t_56 = None
    view_108 = torch.ops.aten.view.default(mm_21, [2, 6, 6, 8]);  mm_21 = None
    detach_185 = torch.ops.aten.detach.default(detach_172);  detach_172 = None
    detach_186 = torch.ops.aten.detach.default(detach_173);  detach_173 = None
    detach_187 = torch.ops.aten.detach.default(detach_174);  detach_174 = None
    native_layer_norm_backward = torch.ops.aten.native_layer_norm_backward.default(view_108, detach_186, [8], getitem_34, getitem_35, detach_187, detach_185, [True, True, True]);  view_108 = detach_186 = getitem_34 = getitem_35 = detach_187 = detach_185 = None
    getitem_36 = native_layer_norm_backward[0]
    getitem_37 = native_layer_norm_backward[1]
    getitem_38 = native_layer_norm_backward[2];  native_layer_norm_backward = None
    add_17 = torch.ops.aten.add.Tensor(view_5, getitem_36);  view_5 = getitem_36 = None
    transpose_14 = torch.ops.aten.transpose.int(add_17, -2, -3)
    clone_21 = torch.ops.aten.clone.default(transpose_14, memory_format = torch.contiguous_format);  transpose_14 = None
    _unsafe_view_46 = torch.ops.aten._unsafe_view.default(clone_21, [72, 8]);  clone_21 = None
    detach_188 = torch.ops.aten.detach.default(detach_170);  detach_170 = None
    detach_189 = torch.ops.aten.detach.default(detach_171);  detach_171 = None
    t_58 = torch.ops.aten.t.default(detach_189);  detach_189 = None
    mm_23 = torch.ops.aten.mm.default(_unsafe_view_46, t_58);  t_58 = None
    t_59 = torch.ops.aten.t.default(_unsafe_view_46)
    mm_24 = torch.ops.aten.mm.default(t_59, detach_188);  t_59 = detach_188 = None
    t_60 = torch.ops.aten.t.default(mm_24);  mm_24 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(_unsafe_view_46, [0], True);  _unsafe_view_46 = None
    view_109 = torch.ops.aten.view.default(sum_5, [8]);  sum_5 = None
    t_61 = torch.ops.aten.t.default(t_60);  t_60 = None
    view_110 = torch.ops.aten.view.default(mm_23, [2, 6, 6, 8]);  mm_23 = None
    view_111 = torch.ops.aten.view.default(view_110, [2, 6, 6, 2, 4]);  view_110 = None
    detach_190 = torch.ops.aten.detach.default(detach_168);  detach_168 = None
    detach_191 = torch.ops.aten.detach.default(detach_169);  detach_169 = None
    mul_35 = torch.ops.aten.mul.Tensor(view_111, detach_191);  detach_191 = None
    mul_36 = torch.ops.aten.mul.Tensor(view_111, detach_190);  view_111 = detach_190 = None
    view_112 = torch.ops.aten.view.default(mul_35, [2, 6, 6, 8]);  mul_35 = None
    detach_192 = torch.ops.aten.detach.default(detach_167);  detach_167 = None
    sigmoid_backward = torch.ops.aten.sigmoid_backward.default(view_112, detach_192);  view_112 = detach_192 = None
    view_113 = torch.ops.aten.view.default(sigmoid_backward, [72, 8]);  sigmoid_backward = None
    detach_193 = torch.ops.aten.detach.default(detach_165);  detach_165 = None
    detach_194 = torch.ops.aten.detach.default(detach_166);  detach_166 = None
    t_62 = torch.ops.aten.t.default(detach_194);  detach_194 = None
    mm_25 = torch.ops.aten.mm.default(view_113, t_62);  t_62 = None
    t_63 = torch.ops.aten.t.default(view_113)
    mm_26 = torch.ops.aten.mm.default(t_63, detach_193);  t_63 = detach_193 = None
    t_64 = torch.ops.aten.t.default(mm_26);  mm_26 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(view_113, [0], True);  view_113 = None
    view_114 = torch.ops.aten.view.default(sum_6, [8]);  sum_6 = None
    t_65 = torch.ops.aten.t.default(t_64);  t_64 = None
    view_115 = torch.ops.aten.view.default(mm_25, [2, 6, 6, 8]);  mm_25 = None
    transpose_15 = torch.ops.aten.transpose.int(mul_36, -2, -3);  mul_36 = None
    clone_22 = torch.ops.aten.clone.default(transpose_15, memory_format = torch.contiguous_format);  transpose_15 = None
    _unsafe_view_47 = torch.ops.aten._unsafe_view.default(clone_22, [24, 6, 4]);  clone_22 = None
    detach_195 = torch.ops.aten.detach.default(detach_163);  detach_163 = None
    detach_196 = torch.ops.aten.detach.default(detach_164);  detach_164 = None
    transpose_16 = torch.ops.aten.transpose.int(detach_196, 1, 2);  detach_196 = None
    bmm_12 = torch.ops.aten.bmm.default(transpose_16, _unsafe_view_47);  transpose_16 = None
    transpose_17 = torch.ops.aten.transpose.int(detach_195, 1, 2);  detach_195 = None
    bmm_13 = torch.ops.aten.bmm.default(_unsafe_view_47, transpose_17);  _unsafe_view_47 = transpose_17 = None
    view_116 = torch.ops.aten.view.default(bmm_12, [2, 6, 2, 6, 4]);  bmm_12 = None
    view_117 = torch.ops.aten.view.default(bmm_13, [2, 6, 2, 6, 6]);  bmm_13 = None
    permute_31 = torch.ops.aten.permute.default(view_116, [0, 1, 3, 2, 4]);  view_116 = None
    detach_197 = torch.ops.aten.detach.default(detach_162);  detach_162 = None
    _softmax_backward_data = torch.ops.aten._softmax_backward_data.default(view_117, detach_197, -1, torch.float32);  view_117 = detach_197 = None
    sum_7 = torch.ops.aten.sum.dim_IntList(_softmax_backward_data, [1], True)
    mul_37 = torch.ops.aten.mul.Tensor(_softmax_backward_data, 0.5);  _softmax_backward_data = None
    view_118 = torch.ops.aten.view.default(mul_37, [24, 6, 6]);  mul_37 = None
    detach_198 = torch.ops.aten.detach.default(detach_160);  detach_160 = None
    detach_199 = torch.ops.aten.detach.default(detach_161);  detach_161 = None
    transpose_18 = torch.ops.aten.transpose.int(detach_199, 1, 2);  detach_199 = None
    bmm_14 = torch.ops.aten.bmm.default(transpose_18, view_118);  transpose_18 = None
    transpose_19 = torch.ops.aten.transpose.int(detach_198, 1, 2);  detach_198 = None
    bmm_15 = torch.ops.aten.bmm.default(view_118, transpose_19);  view_118 = transpose_19 = None
    view_119 = torch.ops.aten.view.default(bmm_14, [2, 6, 2, 4, 6]);  bmm_14 = None
    view_120 = torch.ops.aten.view.default(bmm_15, [2, 6, 2, 6, 4]);  bmm_15 = None
    permute_32 = torch.ops.aten.permute.default(view_119, [0, 1, 4, 2, 3]);  view_119 = None
    permute_33 = torch.ops.aten.permute.default(view_120, [0, 1, 3, 2, 4]);  view_120 = None
    clone_23 = torch.ops.aten.clone.default(permute_31, memory_format = torch.contiguous_format);  permute_31 = None
    _unsafe_view_48 = torch.ops.aten._unsafe_view.default(clone_23, [2, 6, 6, 8]);  clone_23 = None
    view_121 = torch.ops.aten.view.default(permute_32, [2, 6, 6, 8]);  permute_32 = None
    clone_24 = torch.ops.aten.clone.default(permute_33, memory_format = torch.contiguous_format);  permute_33 = None
    _unsafe_view_49 = torch.ops.aten._unsafe_view.default(clone_24, [2, 6, 6, 8]);  clone_24 = None
    view_122 = torch.ops.aten.view.default(_unsafe_view_48, [72, 8]);  _unsafe_view_48 = None
    detach_200 = torch.ops.aten.detach.default(detach_158);  detach_158 = None
    detach_201 = torch.ops.aten.detach.default(detach_159);  detach_159 = None
    t_66 = torch.ops.aten.t.default(view_122)
    mm_27 = torch.ops.aten.mm.default(t_66, detach_201);  t_66 = detach_201 = None
    t_67 = torch.ops.aten.t.default(mm_27);  mm_27 = None
    t_68 = torch.ops.aten.t.default(detach_200);  detach_200 = None
    mm_28 = torch.ops.aten.mm.default(view_122, t_68);  view_122 = t_68 = None
    view_123 = torch.ops.aten.view.default(mm_28, [2, 6, 6, 8]);  mm_28 = None
    add_18 = torch.ops.aten.add.Tensor(view_115, view_123);  view_115 = view_123 = None
    t_69 = torch.ops.aten.t.default(t_67);  t_67 = None
    clone_25 = torch.ops.aten.clone.default(view_121, memory_format = torch.contiguous_format);  view_121 = None
    _unsafe_view_50 = torch.ops.aten._unsafe_view.default(clone_25, [72, 8]);  clone_25 = None
    detach_202 = torch.ops.aten.detach.default(detach_156);  detach_156 = None
    detach_203 = torch.ops.aten.detach.default(detach_157);  detach_157 = None
    t_70 = torch.ops.aten.t.default(_unsafe_view_50)
    mm_29 = torch.ops.aten.mm.default(t_70, detach_203);  t_70 = detach_203 = None
    t_71 = torch.ops.aten.t.default(mm_29);  mm_29 = None
    t_72 = torch.ops.aten.t.default(detach_202);  detach_202 = None
    mm_30 = torch.ops.aten.mm.default(_unsafe_view_50, t_72);  _unsafe_view_50 = t_72 = None
    view_124 = torch.ops.aten.view.default(mm_30, [2, 6, 6, 8]);  mm_30 = None
    add_19 = torch.ops.aten.add.Tensor(add_18, view_124);  add_18 = view_124 = None
    t_73 = torch.ops.aten.t.default(t_71);  t_71 = None
    view_125 = torch.ops.aten.view.default(_unsafe_view_49, [72, 8]);  _unsafe_view_49 = None
    detach_204 = torch.ops.aten.detach.default(detach_154);  detach_154 = None
    detach_205 = torch.ops.aten.detach.default(detach_155);  detach_155 = None
    t_74 = torch.ops.aten.t.default(view_125)
    mm_31 = torch.ops.aten.mm.default(t_74, detach_205);  t_74 = detach_205 = None
    t_75 = torch.ops.aten.t.default(mm_31);  mm_31 = None
    t_76 = torch.ops.aten.t.default(detach_204);  detach_204 = None
    mm_32 = torch.ops.aten.mm.default(view_125, t_76);  view_125 = t_76 = None
    view_126 = torch.ops.aten.view.default(mm_32, [2, 6, 6, 8]);  mm_32 = None
    add_20 = torch.ops.aten.add.Tensor(add_19, view_126);  add_19 = view_126 = None
    t_77 = torch.ops.aten.t.default(t_75);  t_75 = None
    squeeze = torch.ops.aten.squeeze.dim(sum_7, -4);  sum_7 = None
    permute_34 = torch.ops.aten.permute.default(squeeze, [0, 2, 3, 1]);  squeeze = None
    clone_26 = torch.ops.aten.clone.default(permute_34, memory_format = torch.contiguous_format);  permute_34 = None
    _unsafe_view_51 = torch.ops.aten._unsafe_view.default(clone_26, [72, 2]);  clone_26 = None
    detach_206 = torch.ops.aten.detach.default(detach_152);  detach_152 = None
    detach_207 = torch.ops.aten.detach.default(detach_153);  detach_153 = None
    t_78 = torch.ops.aten.t.default(_unsafe_view_51)
    mm_33 = torch.ops.aten.mm.default(t_78, detach_207);  t_78 = detach_207 = None
    t_79 = torch.ops.aten.t.default(mm_33);  mm_33 = None
    t_80 = torch.ops.aten.t.default(detach_206);  detach_206 = None
    mm_34 = torch.ops.aten.mm.default(_unsafe_view_51, t_80);  _unsafe_view_51 = t_80 = None
    view_127 = torch.ops.aten.view.default(mm_34, [2, 6, 6, 8]);  mm_34 = None
    add_21 = torch.ops.aten.add.Tensor(add_20, view_127);  add_20 = view_127 = None
    t_81 = torch.ops.aten.t.default(t_79);  t_79 = None
    detach_208 = torch.ops.aten.detach.default(detach_149);  detach_149 = None
    detach_209 = torch.ops.aten.detach.default(detach_150);  detach_150 = None
    detach_210 = torch.ops.aten.detach.default(detach_151);  detach_151 = None
    native_layer_norm_backward_1 = torch.ops.aten.native_layer_norm_backward.default(add_21, detach_209, [8], getitem_31, getitem_32, detach_210, detach_208, [True, True, True]);  add_21 = detach_209 = getitem_31 = getitem_32 = detach_210 = detach_208 = None
    getitem_39 = native_layer_norm_backward_1[0]
    getitem_40 = native_layer_norm_backward_1[1]
    getitem_41 = native_layer_norm_backward_1[2];  native_layer_norm_backward_1 = None
    transpose_20 = torch.ops.aten.transpose.int(getitem_39, -2, -3);  getitem_39 = None
    add_22 = torch.ops.aten.add.Tensor(add_17, transpose_20);  add_17 = transpose_20 = None
    view_128 = torch.ops.aten.view.default(add_22, [72, 8])
    detach_211 = torch.ops.aten.detach.default(detach_147);  detach_147 = None
    detach_212 = torch.ops.aten.detach.default(detach_148);  detach_148 = None
    t_82 = torch.ops.aten.t.default(detach_212);  detach_212 = None
    mm_35 = torch.ops.aten.mm.default(view_128, t_82);  t_82 = None
    t_83 = torch.ops.aten.t.default(view_128)
    mm_36 = torch.ops.aten.mm.default(t_83, detach_211);  t_83 = detach_211 = None
    t_84 = torch.ops.aten.t.default(mm_36);  mm_36 = None
    sum_8 = torch.ops.aten.sum.dim_IntList(view_128, [0], True);  view_128 = None
    view_129 = torch.ops.aten.view.default(sum_8, [8]);  sum_8 = None
    t_85 = torch.ops.aten.t.default(t_84);  t_84 = None
    view_130 = torch.ops.aten.view.default(mm_35, [2, 6, 6, 8]);  mm_35 = None
    view_131 = torch.ops.aten.view.default(view_130, [2, 6, 6, 2, 4]);  view_130 = None
    detach_213 = torch.ops.aten.detach.default(detach_145);  detach_145 = None
    detach_214 = torch.ops.aten.detach.default(detach_146);  detach_146 = None
    mul_38 = torch.ops.aten.mul.Tensor(view_131, detach_214);  detach_214 = None
    mul_39 = torch.ops.aten.mul.Tensor(view_131, detach_213);  view_131 = detach_213 = None
    view_132 = torch.ops.aten.view.default(mul_38, [2, 6, 6, 8]);  mul_38 = None
    detach_215 = torch.ops.aten.detach.default(detach_144);  detach_144 = None
    sigmoid_backward_1 = torch.ops.aten.sigmoid_backward.default(view_132, detach_215);  view_132 = detach_215 = None
    view_133 = torch.ops.aten.view.default(sigmoid_backward_1, [72, 8]);  sigmoid_backward_1 = None
    detach_216 = torch.ops.aten.detach.default(detach_142);  detach_142 = None
    detach_217 = torch.ops.aten.detach.default(detach_143);  detach_143 = None
    t_86 = torch.ops.aten.t.default(detach_217);  detach_217 = None
    mm_37 = torch.ops.aten.mm.default(view_133, t_86);  t_86 = None
    t_87 = torch.ops.aten.t.default(view_133)
    mm_38 = torch.ops.aten.mm.default(t_87, detach_216);  t_87 = detach_216 = None
    t_88 = torch.ops.aten.t.default(mm_38);  mm_38 = None
    sum_9 = torch.ops.aten.sum.dim_IntList(view_133, [0], True);  view_133 = None
    view_134 = torch.ops.aten.view.default(sum_9, [8]);  sum_9 = None
    t_89 = torch.ops.aten.t.default(t_88);  t_88 = None
    view_135 = torch.ops.aten.view.default(mm_37, [2, 6, 6, 8]);  mm_37 = None
    transpose_21 = torch.ops.aten.transpose.int(mul_39, -2, -3);  mul_39 = None
    clone_27 = torch.ops.aten.clone.default(transpose_21, memory_format = torch.contiguous_format);  transpose_21 = None
    _unsafe_view_52 = torch.ops.aten._unsafe_view.default(clone_27, [24, 6, 4]);  clone_27 = None
    detach_218 = torch.ops.aten.detach.default(detach_140);  detach_140 = None
    detach_219 = torch.ops.aten.detach.default(detach_141);  detach_141 = None
    transpose_22 = torch.ops.aten.transpose.int(detach_219, 1, 2);  detach_219 = None
    bmm_16 = torch.ops.aten.bmm.default(transpose_22, _unsafe_view_52);  transpose_22 = None
    transpose_23 = torch.ops.aten.transpose.int(detach_218, 1, 2);  detach_218 = None
    bmm_17 = torch.ops.aten.bmm.default(_unsafe_view_52, transpose_23);  _unsafe_view_52 = transpose_23 = None
    view_136 = torch.ops.aten.view.default(bmm_16, [2, 6, 2, 6, 4]);  bmm_16 = None
    view_137 = torch.ops.aten.view.default(bmm_17, [2, 6, 2, 6, 6]);  bmm_17 = None
    permute_35 = torch.ops.aten.permute.default(view_136, [0, 1, 3, 2, 4]);  view_136 = None
    detach_220 = torch.ops.aten.detach.default(detach_139);  detach_139 = None
    _softmax_backward_data_1 = torch.ops.aten._softmax_backward_data.default(view_137, detach_220, -1, torch.float32);  view_137 = detach_220 = None
    sum_10 = torch.ops.aten.sum.dim_IntList(_softmax_backward_data_1, [1], True)
    mul_40 = torch.ops.aten.mul.Tensor(_softmax_backward_data_1, 0.5);  _softmax_backward_data_1 = None
    view_138 = torch.ops.aten.view.default(mul_40, [24, 6, 6]);  mul_40 = None
    detach_221 = torch.ops.aten.detach.default(detach_137);  detach_137 = None
    detach_222 = torch.ops.aten.detach.default(detach_138);  detach_138 = None
    transpose_24 = torch.ops.aten.transpose.int(detach_222, 1, 2);  detach_222 = None
    bmm_18 = torch.ops.aten.bmm.default(transpose_24, view_138);  transpose_24 = None
    transpose_25 = torch.ops.aten.transpose.int(detach_221, 1, 2);  detach_221 = None
    bmm_19 = torch.ops.aten.bmm.default(view_138, transpose_25);  view_138 = transpose_25 = None
    view_139 = torch.ops.aten.view.default(bmm_18, [2, 6, 2, 4, 6]);  bmm_18 = None
    view_140 = torch.ops.aten.view.default(bmm_19, [2, 6, 2, 6, 4]);  bmm_19 = None
    permute_36 = torch.ops.aten.permute.default(view_139, [0, 1, 4, 2, 3]);  view_139 = None
    permute_37 = torch.ops.aten.permute.default(view_140, [0, 1, 3, 2, 4]);  view_140 = None
    clone_28 = torch.ops.aten.clone.default(permute_35, memory_format = torch.contiguous_format);  permute_35 = None
    _unsafe_view_53 = torch.ops.aten._unsafe_view.default(clone_28, [2, 6, 6, 8]);  clone_28 = None
    view_141 = torch.ops.aten.view.default(permute_36, [2, 6, 6, 8]);  permute_36 = None
    clone_29 = torch.ops.aten.clone.default(permute_37, memory_format = torch.contiguous_format);  permute_37 = None
    _unsafe_view_54 = torch.ops.aten._unsafe_view.default(clone_29, [2, 6, 6, 8]);  clone_29 = None
    view_142 = torch.ops.aten.view.default(_unsafe_view_53, [72, 8]);  _unsafe_view_53 = None
    detach_223 = torch.ops.aten.detach.default(detach_135);  detach_135 = None
    detach_224 = torch.ops.aten.detach.default(detach_136);  detach_136 = None
    t_90 = torch.ops.aten.t.default(view_142)
    mm_39 = torch.ops.aten.mm.default(t_90, detach_224);  t_90 = detach_224 = None
    t_91 = torch.ops.aten.t.default(mm_39);  mm_39 = None
    t_92 = torch.ops.aten.t.default(detach_223);  detach_223 = None
    mm_40 = torch.ops.aten.mm.default(view_142, t_92);  view_142 = t_92 = None
    view_143 = torch.ops.aten.view.default(mm_40, [2, 6, 6, 8]);  mm_40 = None
    add_23 = torch.ops.aten.add.Tensor(view_135, view_143);  view_135 = view_143 = None
    t_93 = torch.ops.aten.t.default(t_91);  t_91 = None
    clone_30 = torch.ops.aten.clone.default(view_141, memory_format = torch.contiguous_format);  view_141 = None
    _unsafe_view_55 = torch.ops.aten._unsafe_view.default(clone_30, [72, 8]);  clone_30 = None
    detach_225 = torch.ops.aten.detach.default(detach_133);  detach_133 = None
    detach_226 = torch.ops.aten.detach.default(detach_134);  detach_134 = None
    t_94 = torch.ops.aten.t.default(_unsafe_view_55)
    mm_41 = torch.ops.aten.mm.default(t_94, detach_226);  t_94 = detach_226 = None
    t_95 = torch.ops.aten.t.default(mm_41);  mm_41 = None
    t_96 = torch.ops.aten.t.default(detach_225);  detach_225 = None
    mm_42 = torch.ops.aten.mm.default(_unsafe_view_55, t_96);  _unsafe_view_55 = t_96 = None
    view_144 = torch.ops.aten.view.default(mm_42, [2, 6, 6, 8]);  mm_42 = None
    add_24 = torch.ops.aten.add.Tensor(add_23, view_144);  add_23 = view_144 = None
    t_97 = torch.ops.aten.t.default(t_95);  t_95 = None
    view_145 = torch.ops.aten.view.default(_unsafe_view_54, [72, 8]);  _unsafe_view_54 = None
    detach_227 = torch.ops.aten.detach.default(detach_131);  detach_131 = None
    detach_228 = torch.ops.aten.detach.default(detach_132);  detach_132 = None
    t_98 = torch.ops.aten.t.default(view_145)
    mm_43 = torch.ops.aten.mm.default(t_98, detach_228);  t_98 = detach_228 = None
    t_99 = torch.ops.aten.t.default(mm_43);  mm_43 = None
    t_100 = torch.ops.aten.t.default(detach_227);  detach_227 = None
    mm_44 = torch.ops.aten.mm.default(view_145, t_100);  view_145 = t_100 = None
    view_146 = torch.ops.aten.view.default(mm_44, [2, 6, 6, 8]);  mm_44 = None
    add_25 = torch.ops.aten.add.Tensor(add_24, view_146);  add_24 = view_146 = None
    t_101 = torch.ops.aten.t.default(t_99);  t_99 = None
    squeeze_1 = torch.ops.aten.squeeze.dim(sum_10, -4);  sum_10 = None
    permute_38 = torch.ops.aten.permute.default(squeeze_1, [0, 2, 3, 1]);  squeeze_1 = None
    clone_31 = torch.ops.aten.clone.default(permute_38, memory_format = torch.contiguous_format);  permute_38 = None
    _unsafe_view_56 = torch.ops.aten._unsafe_view.default(clone_31, [72, 2]);  clone_31 = None
    detach_229 = torch.ops.aten.detach.default(detach_129);  detach_129 = None
    detach_230 = torch.ops.aten.detach.default(detach_130);  detach_130 = None
    t_102 = torch.ops.aten.t.default(_unsafe_view_56)
    mm_45 = torch.ops.aten.mm.default(t_102, detach_230);  t_102 = detach_230 = None
    t_103 = torch.ops.aten.t.default(mm_45);  mm_45 = None
    t_104 = torch.ops.aten.t.default(detach_229);  detach_229 = None
    mm_46 = torch.ops.aten.mm.default(_unsafe_view_56, t_104);  _unsafe_view_56 = t_104 = None
    view_147 = torch.ops.aten.view.default(mm_46, [2, 6, 6, 8]);  mm_46 = None
    add_26 = torch.ops.aten.add.Tensor(add_25, view_147);  add_25 = view_147 = None
    t_105 = torch.ops.aten.t.default(t_103);  t_103 = None
    detach_231 = torch.ops.aten.detach.default(detach_126);  detach_126 = None
    detach_232 = torch.ops.aten.detach.default(detach_127);  detach_127 = None
    detach_233 = torch.ops.aten.detach.default(detach_128);  detach_128 = None
    native_layer_norm_backward_2 = torch.ops.aten.native_layer_norm_backward.default(add_26, detach_232, [8], getitem_28, getitem_29, detach_233, detach_231, [True, True, True]);  add_26 = detach_232 = getitem_28 = getitem_29 = detach_233 = detach_231 = None
    getitem_42 = native_layer_norm_backward_2[0]
    getitem_43 = native_layer_norm_backward_2[1]
    getitem_44 = native_layer_norm_backward_2[2];  native_layer_norm_backward_2 = None
    add_27 = torch.ops.aten.add.Tensor(add_22, getitem_42);  add_22 = getitem_42 = None
    detach_234 = torch.ops.aten.detach.default(detach_124);  detach_124 = None
    detach_235 = torch.ops.aten.detach.default(detach_125);  detach_125 = None
    mul_41 = torch.ops.aten.mul.Tensor(add_27, detach_235);  detach_235 = None
    mul_42 = torch.ops.aten.mul.Tensor(add_27, detach_234);  detach_234 = None
    detach_236 = torch.ops.aten.detach.default(detach_123);  detach_123 = None
    sigmoid_backward_2 = torch.ops.aten.sigmoid_backward.default(mul_41, detach_236);  mul_41 = detach_236 = None
    view_148 = torch.ops.aten.view.default(sigmoid_backward_2, [72, 8]);  sigmoid_backward_2 = None
    detach_237 = torch.ops.aten.detach.default(detach_121);  detach_121 = None
    detach_238 = torch.ops.aten.detach.default(detach_122);  detach_122 = None
    t_106 = torch.ops.aten.t.default(detach_238);  detach_238 = None
    mm_47 = torch.ops.aten.mm.default(view_148, t_106);  t_106 = None
    t_107 = torch.ops.aten.t.default(view_148)
    mm_48 = torch.ops.aten.mm.default(t_107, detach_237);  t_107 = detach_237 = None
    t_108 = torch.ops.aten.t.default(mm_48);  mm_48 = None
    sum_11 = torch.ops.aten.sum.dim_IntList(view_148, [0], True);  view_148 = None
    view_149 = torch.ops.aten.view.default(sum_11, [8]);  sum_11 = None
    t_109 = torch.ops.aten.t.default(t_108);  t_108 = None
    view_150 = torch.ops.aten.view.default(mm_47, [2, 6, 6, 8]);  mm_47 = None
    view_151 = torch.ops.aten.view.default(mul_42, [72, 8]);  mul_42 = None
    detach_239 = torch.ops.aten.detach.default(detach_119);  detach_119 = None
    detach_240 = torch.ops.aten.detach.default(detach_120);  detach_120 = None
    t_110 = torch.ops.aten.t.default(detach_240);  detach_240 = None
    mm_49 = torch.ops.aten.mm.default(view_151, t_110);  t_110 = None
    t_111 = torch.ops.aten.t.default(view_151)
    mm_50 = torch.ops.aten.mm.default(t_111, detach_239);  t_111 = detach_239 = None
    t_112 = torch.ops.aten.t.default(mm_50);  mm_50 = None
    sum_12 = torch.ops.aten.sum.dim_IntList(view_151, [0], True);  view_151 = None
    view_152 = torch.ops.aten.view.default(sum_12, [8]);  sum_12 = None
    t_113 = torch.ops.aten.t.default(t_112);  t_112 = None
    view_153 = torch.ops.aten.view.default(mm_49, [2, 6, 6, 8]);  mm_49 = None
    detach_241 = torch.ops.aten.detach.default(detach_116);  detach_116 = None
    detach_242 = torch.ops.aten.detach.default(detach_117);  detach_117 = None
    detach_243 = torch.ops.aten.detach.default(detach_118);  detach_118 = None
    native_layer_norm_backward_3 = torch.ops.aten.native_layer_norm_backward.default(view_153, detach_242, [8], getitem_25, getitem_26, detach_243, detach_241, [True, True, True]);  view_153 = detach_242 = getitem_25 = getitem_26 = detach_243 = detach_241 = None
    getitem_45 = native_layer_norm_backward_3[0]
    getitem_46 = native_layer_norm_backward_3[1]
    getitem_47 = native_layer_norm_backward_3[2];  native_layer_norm_backward_3 = None
    permute_39 = torch.ops.aten.permute.default(getitem_45, [0, 3, 1, 2]);  getitem_45 = None
    clone_32 = torch.ops.aten.clone.default(permute_39, memory_format = torch.contiguous_format);  permute_39 = None
    _unsafe_view_57 = torch.ops.aten._unsafe_view.default(clone_32, [16, 6, 6]);  clone_32 = None
    detach_244 = torch.ops.aten.detach.default(detach_114);  detach_114 = None
    detach_245 = torch.ops.aten.detach.default(detach_115);  detach_115 = None
    transpose_26 = torch.ops.aten.transpose.int(detach_245, 1, 2);  detach_245 = None
    bmm_20 = torch.ops.aten.bmm.default(transpose_26, _unsafe_view_57);  transpose_26 = None
    transpose_27 = torch.ops.aten.transpose.int(detach_244, 1, 2);  detach_244 = None
    bmm_21 = torch.ops.aten.bmm.default(_unsafe_view_57, transpose_27);  _unsafe_view_57 = transpose_27 = None
    view_154 = torch.ops.aten.view.default(bmm_20, [2, 8, 6, 6]);  bmm_20 = None
    view_155 = torch.ops.aten.view.default(bmm_21, [2, 8, 6, 6]);  bmm_21 = None
    permute_40 = torch.ops.aten.permute.default(view_154, [0, 2, 3, 1]);  view_154 = None
    permute_41 = torch.ops.aten.permute.default(view_155, [0, 3, 2, 1]);  view_155 = None
    mul_43 = torch.ops.aten.mul.Tensor(permute_40, unsqueeze_20);  permute_40 = None
    detach_246 = torch.ops.aten.detach.default(detach_112);  detach_112 = None
    detach_247 = torch.ops.aten.detach.default(detach_113);  detach_113 = None
    mul_44 = torch.ops.aten.mul.Tensor(mul_43, detach_247);  detach_247 = None
    mul_45 = torch.ops.aten.mul.Tensor(mul_43, detach_246);  mul_43 = detach_246 = None
    detach_248 = torch.ops.aten.detach.default(detach_111);  detach_111 = None
    sigmoid_backward_3 = torch.ops.aten.sigmoid_backward.default(mul_44, detach_248);  mul_44 = detach_248 = None
    clone_33 = torch.ops.aten.clone.default(sigmoid_backward_3, memory_format = torch.contiguous_format);  sigmoid_backward_3 = None
    _unsafe_view_58 = torch.ops.aten._unsafe_view.default(clone_33, [72, 8]);  clone_33 = None
    detach_249 = torch.ops.aten.detach.default(detach_109);  detach_109 = None
    detach_250 = torch.ops.aten.detach.default(detach_110);  detach_110 = None
    t_114 = torch.ops.aten.t.default(detach_250);  detach_250 = None
    mm_51 = torch.ops.aten.mm.default(_unsafe_view_58, t_114);  t_114 = None
    t_115 = torch.ops.aten.t.default(_unsafe_view_58)
    mm_52 = torch.ops.aten.mm.default(t_115, detach_249);  t_115 = detach_249 = None
    t_116 = torch.ops.aten.t.default(mm_52);  mm_52 = None
    sum_13 = torch.ops.aten.sum.dim_IntList(_unsafe_view_58, [0], True);  _unsafe_view_58 = None
    view_156 = torch.ops.aten.view.default(sum_13, [8]);  sum_13 = None
    t_117 = torch.ops.aten.t.default(t_116);  t_116 = None
    view_157 = torch.ops.aten.view.default(mm_51, [2, 6, 6, 8]);  mm_51 = None
    add_28 = torch.ops.aten.add.Tensor(view_150, view_157);  view_150 = view_157 = None
    clone_34 = torch.ops.aten.clone.default(mul_45, memory_format = torch.contiguous_format);  mul_45 = None
    _unsafe_view_59 = torch.ops.aten._unsafe_view.default(clone_34, [72, 8]);  clone_34 = None
    detach_251 = torch.ops.aten.detach.default(detach_107);  detach_107 = None
    detach_252 = torch.ops.aten.detach.default(detach_108);  detach_108 = None
    t_118 = torch.ops.aten.t.default(detach_252);  detach_252 = None
    mm_53 = torch.ops.aten.mm.default(_unsafe_view_59, t_118);  t_118 = None
    t_119 = torch.ops.aten.t.default(_unsafe_view_59)
    mm_54 = torch.ops.aten.mm.default(t_119, detach_251);  t_119 = detach_251 = None
    t_120 = torch.ops.aten.t.default(mm_54);  mm_54 = None
    sum_14 = torch.ops.aten.sum.dim_IntList(_unsafe_view_59, [0], True);  _unsafe_view_59 = None
    view_158 = torch.ops.aten.view.default(sum_14, [8]);  sum_14 = None
    t_121 = torch.ops.aten.t.default(t_120);  t_120 = None
    view_159 = torch.ops.aten.view.default(mm_53, [2, 6, 6, 8]);  mm_53 = None
    add_29 = torch.ops.aten.add.Tensor(add_28, view_159);  add_28 = view_159 = None
    mul_46 = torch.ops.aten.mul.Tensor(permute_41, unsqueeze_20);  permute_41 = unsqueeze_20 = None
    detach_253 = torch.ops.aten.detach.default(detach_105);  detach_105 = None
    detach_254 = torch.ops.aten.detach.default(detach_106);  detach_106 = None
    mul_47 = torch.ops.aten.mul.Tensor(mul_46, detach_254);  detach_254 = None
    mul_48 = torch.ops.aten.mul.Tensor(mul_46, detach_253);  mul_46 = detach_253 = None
    detach_255 = torch.ops.aten.detach.default(detach_104);  detach_104 = None
    sigmoid_backward_4 = torch.ops.aten.sigmoid_backward.default(mul_47, detach_255);  mul_47 = detach_255 = None
    clone_35 = torch.ops.aten.clone.default(sigmoid_backward_4, memory_format = torch.contiguous_format);  sigmoid_backward_4 = None
    _unsafe_view_60 = torch.ops.aten._unsafe_view.default(clone_35, [72, 8]);  clone_35 = None
    detach_256 = torch.ops.aten.detach.default(detach_102);  detach_102 = None
    detach_257 = torch.ops.aten.detach.default(detach_103);  detach_103 = None
    t_122 = torch.ops.aten.t.default(detach_257);  detach_257 = None
    mm_55 = torch.ops.aten.mm.default(_unsafe_view_60, t_122);  t_122 = None
    t_123 = torch.ops.aten.t.default(_unsafe_view_60)
    mm_56 = torch.ops.aten.mm.default(t_123, detach_256);  t_123 = detach_256 = None
    t_124 = torch.ops.aten.t.default(mm_56);  mm_56 = None
    sum_15 = torch.ops.aten.sum.dim_IntList(_unsafe_view_60, [0], True);  _unsafe_view_60 = None
    view_160 = torch.ops.aten.view.default(sum_15, [8]);  sum_15 = None
    t_125 = torch.ops.aten.t.default(t_124);  t_124 = None
    view_161 = torch.ops.aten.view.default(mm_55, [2, 6, 6, 8]);  mm_55 = None
    add_30 = torch.ops.aten.add.Tensor(add_29, view_161);  add_29 = view_161 = None
    clone_36 = torch.ops.aten.clone.default(mul_48, memory_format = torch.contiguous_format);  mul_48 = None
    _unsafe_view_61 = torch.ops.aten._unsafe_view.default(clone_36, [72, 8]);  clone_36 = None
    detach_258 = torch.ops.aten.detach.default(detach_100);  detach_100 = None
    detach_259 = torch.ops.aten.detach.default(detach_101);  detach_101 = None
    t_126 = torch.ops.aten.t.default(detach_259);  detach_259 = None
    mm_57 = torch.ops.aten.mm.default(_unsafe_view_61, t_126);  t_126 = None
    t_127 = torch.ops.aten.t.default(_unsafe_view_61)
    mm_58 = torch.ops.aten.mm.default(t_127, detach_258);  t_127 = detach_258 = None
    t_128 = torch.ops.aten.t.default(mm_58);  mm_58 = None
    sum_16 = torch.ops.aten.sum.dim_IntList(_unsafe_view_61, [0], True);  _unsafe_view_61 = None
    view_162 = torch.ops.aten.view.default(sum_16, [8]);  sum_16 = None
    t_129 = torch.ops.aten.t.default(t_128);  t_128 = None
    view_163 = torch.ops.aten.view.default(mm_57, [2, 6, 6, 8]);  mm_57 = None
    add_31 = torch.ops.aten.add.Tensor(add_30, view_163);  add_30 = view_163 = None
    detach_260 = torch.ops.aten.detach.default(detach_97);  detach_97 = None
    detach_261 = torch.ops.aten.detach.default(detach_98);  detach_98 = None
    detach_262 = torch.ops.aten.detach.default(detach_99);  detach_99 = None
    native_layer_norm_backward_4 = torch.ops.aten.native_layer_norm_backward.default(add_31, detach_261, [8], getitem_22, getitem_23, detach_262, detach_260, [True, True, True]);  add_31 = detach_261 = getitem_22 = getitem_23 = detach_262 = detach_260 = None
    getitem_48 = native_layer_norm_backward_4[0]
    getitem_49 = native_layer_norm_backward_4[1]
    getitem_50 = native_layer_norm_backward_4[2];  native_layer_norm_backward_4 = None
    add_32 = torch.ops.aten.add.Tensor(add_27, getitem_48);  add_27 = getitem_48 = None
    detach_263 = torch.ops.aten.detach.default(detach_95);  detach_95 = None
    detach_264 = torch.ops.aten.detach.default(detach_96);  detach_96 = None
    mul_49 = torch.ops.aten.mul.Tensor(add_32, detach_264);  detach_264 = None
    mul_50 = torch.ops.aten.mul.Tensor(add_32, detach_263);  detach_263 = None
    detach_265 = torch.ops.aten.detach.default(detach_94);  detach_94 = None
    sigmoid_backward_5 = torch.ops.aten.sigmoid_backward.default(mul_49, detach_265);  mul_49 = detach_265 = None
    view_164 = torch.ops.aten.view.default(sigmoid_backward_5, [72, 8]);  sigmoid_backward_5 = None
    detach_266 = torch.ops.aten.detach.default(detach_92);  detach_92 = None
    detach_267 = torch.ops.aten.detach.default(detach_93);  detach_93 = None
    t_130 = torch.ops.aten.t.default(detach_267);  detach_267 = None
    mm_59 = torch.ops.aten.mm.default(view_164, t_130);  t_130 = None
    t_131 = torch.ops.aten.t.default(view_164)
    mm_60 = torch.ops.aten.mm.default(t_131, detach_266);  t_131 = detach_266 = None
    t_132 = torch.ops.aten.t.default(mm_60);  mm_60 = None
    sum_17 = torch.ops.aten.sum.dim_IntList(view_164, [0], True);  view_164 = None
    view_165 = torch.ops.aten.view.default(sum_17, [8]);  sum_17 = None
    t_133 = torch.ops.aten.t.default(t_132);  t_132 = None
    view_166 = torch.ops.aten.view.default(mm_59, [2, 6, 6, 8]);  mm_59 = None
    view_167 = torch.ops.aten.view.default(mul_50, [72, 8]);  mul_50 = None
    detach_268 = torch.ops.aten.detach.default(detach_90);  detach_90 = None
    detach_269 = torch.ops.aten.detach.default(detach_91);  detach_91 = None
    t_134 = torch.ops.aten.t.default(detach_269);  detach_269 = None
    mm_61 = torch.ops.aten.mm.default(view_167, t_134);  t_134 = None
    t_135 = torch.ops.aten.t.default(view_167)
    mm_62 = torch.ops.aten.mm.default(t_135, detach_268);  t_135 = detach_268 = None
    t_136 = torch.ops.aten.t.default(mm_62);  mm_62 = None
    sum_18 = torch.ops.aten.sum.dim_IntList(view_167, [0], True);  view_167 = None
    view_168 = torch.ops.aten.view.default(sum_18, [8]);  sum_18 = None
    t_137 = torch.ops.aten.t.default(t_136);  t_136 = None
    view_169 = torch.ops.aten.view.default(mm_61, [2, 6, 6, 8]);  mm_61 = None
    detach_270 = torch.ops.aten.detach.default(detach_87);  detach_87 = None
    detach_271 = torch.ops.aten.detach.default(detach_88);  detach_88 = None
    detach_272 = torch.ops.aten.detach.default(detach_89);  detach_89 = None
    native_layer_norm_backward_5 = torch.ops.aten.native_layer_norm_backward.default(view_169, detach_271, [8], getitem_19, getitem_20, detach_272, detach_270, [True, True, True]);  view_169 = detach_271 = getitem_19 = getitem_20 = detach_272 = detach_270 = None
    getitem_51 = native_layer_norm_backward_5[0]
    getitem_52 = native_layer_norm_backward_5[1]
    getitem_53 = native_layer_norm_backward_5[2];  native_layer_norm_backward_5 = None
    permute_42 = torch.ops.aten.permute.default(getitem_51, [0, 3, 1, 2]);  getitem_51 = None
    clone_37 = torch.ops.aten.clone.default(permute_42, memory_format = torch.contiguous_format);  permute_42 = None
    _unsafe_view_62 = torch.ops.aten._unsafe_view.default(clone_37, [16, 6, 6]);  clone_37 = None
    detach_273 = torch.ops.aten.detach.default(detach_85);  detach_85 = None
    detach_274 = torch.ops.aten.detach.default(detach_86);  detach_86 = None
    transpose_28 = torch.ops.aten.transpose.int(detach_274, 1, 2);  detach_274 = None
    bmm_22 = torch.ops.aten.bmm.default(transpose_28, _unsafe_view_62);  transpose_28 = None
    transpose_29 = torch.ops.aten.transpose.int(detach_273, 1, 2);  detach_273 = None
    bmm_23 = torch.ops.aten.bmm.default(_unsafe_view_62, transpose_29);  _unsafe_view_62 = transpose_29 = None
    view_170 = torch.ops.aten.view.default(bmm_22, [2, 8, 6, 6]);  bmm_22 = None
    view_171 = torch.ops.aten.view.default(bmm_23, [2, 8, 6, 6]);  bmm_23 = None
    permute_43 = torch.ops.aten.permute.default(view_170, [0, 3, 2, 1]);  view_170 = None
    permute_44 = torch.ops.aten.permute.default(view_171, [0, 2, 3, 1]);  view_171 = None
    mul_51 = torch.ops.aten.mul.Tensor(permute_43, unsqueeze_19);  permute_43 = None
    detach_275 = torch.ops.aten.detach.default(detach_83);  detach_83 = None
    detach_276 = torch.ops.aten.detach.default(detach_84);  detach_84 = None
    mul_52 = torch.ops.aten.mul.Tensor(mul_51, detach_276);  detach_276 = None
    mul_53 = torch.ops.aten.mul.Tensor(mul_51, detach_275);  mul_51 = detach_275 = None
    detach_277 = torch.ops.aten.detach.default(detach_82);  detach_82 = None
    sigmoid_backward_6 = torch.ops.aten.sigmoid_backward.default(mul_52, detach_277);  mul_52 = detach_277 = None
    clone_38 = torch.ops.aten.clone.default(sigmoid_backward_6, memory_format = torch.contiguous_format);  sigmoid_backward_6 = None
    _unsafe_view_63 = torch.ops.aten._unsafe_view.default(clone_38, [72, 8]);  clone_38 = None
    detach_278 = torch.ops.aten.detach.default(detach_80);  detach_80 = None
    detach_279 = torch.ops.aten.detach.default(detach_81);  detach_81 = None
    t_138 = torch.ops.aten.t.default(detach_279);  detach_279 = None
    mm_63 = torch.ops.aten.mm.default(_unsafe_view_63, t_138);  t_138 = None
    t_139 = torch.ops.aten.t.default(_unsafe_view_63)
    mm_64 = torch.ops.aten.mm.default(t_139, detach_278);  t_139 = detach_278 = None
    t_140 = torch.ops.aten.t.default(mm_64);  mm_64 = None
    sum_19 = torch.ops.aten.sum.dim_IntList(_unsafe_view_63, [0], True);  _unsafe_view_63 = None
    view_172 = torch.ops.aten.view.default(sum_19, [8]);  sum_19 = None
    t_141 = torch.ops.aten.t.default(t_140);  t_140 = None
    view_173 = torch.ops.aten.view.default(mm_63, [2, 6, 6, 8]);  mm_63 = None
    add_33 = torch.ops.aten.add.Tensor(view_166, view_173);  view_166 = view_173 = None
    clone_39 = torch.ops.aten.clone.default(mul_53, memory_format = torch.contiguous_format);  mul_53 = None
    _unsafe_view_64 = torch.ops.aten._unsafe_view.default(clone_39, [72, 8]);  clone_39 = None
    detach_280 = torch.ops.aten.detach.default(detach_78);  detach_78 = None
    detach_281 = torch.ops.aten.detach.default(detach_79);  detach_79 = None
    t_142 = torch.ops.aten.t.default(detach_281);  detach_281 = None
    mm_65 = torch.ops.aten.mm.default(_unsafe_view_64, t_142);  t_142 = None
    t_143 = torch.ops.aten.t.default(_unsafe_view_64)
    mm_66 = torch.ops.aten.mm.default(t_143, detach_280);  t_143 = detach_280 = None
    t_144 = torch.ops.aten.t.default(mm_66);  mm_66 = None
    sum_20 = torch.ops.aten.sum.dim_IntList(_unsafe_view_64, [0], True);  _unsafe_view_64 = None
    view_174 = torch.ops.aten.view.default(sum_20, [8]);  sum_20 = None
    t_145 = torch.ops.aten.t.default(t_144);  t_144 = None
    view_175 = torch.ops.aten.view.default(mm_65, [2, 6, 6, 8]);  mm_65 = None
    add_34 = torch.ops.aten.add.Tensor(add_33, view_175);  add_33 = view_175 = None
    mul_54 = torch.ops.aten.mul.Tensor(permute_44, unsqueeze_19);  permute_44 = unsqueeze_19 = None
    detach_282 = torch.ops.aten.detach.default(detach_76);  detach_76 = None
    detach_283 = torch.ops.aten.detach.default(detach_77);  detach_77 = None
    mul_55 = torch.ops.aten.mul.Tensor(mul_54, detach_283);  detach_283 = None
    mul_56 = torch.ops.aten.mul.Tensor(mul_54, detach_282);  mul_54 = detach_282 = None
    detach_284 = torch.ops.aten.detach.default(detach_75);  detach_75 = None
    sigmoid_backward_7 = torch.ops.aten.sigmoid_backward.default(mul_55, detach_284);  mul_55 = detach_284 = None
    clone_40 = torch.ops.aten.clone.default(sigmoid_backward_7, memory_format = torch.contiguous_format);  sigmoid_backward_7 = None
    _unsafe_view_65 = torch.ops.aten._unsafe_view.default(clone_40, [72, 8]);  clone_40 = None
    detach_285 = torch.ops.aten.detach.default(detach_73);  detach_73 = None
    detach_286 = torch.ops.aten.detach.default(detach_74);  detach_74 = None
    t_146 = torch.ops.aten.t.default(detach_286);  detach_286 = None
    mm_67 = torch.ops.aten.mm.default(_unsafe_view_65, t_146);  t_146 = None
    t_147 = torch.ops.aten.t.default(_unsafe_view_65)
    mm_68 = torch.ops.aten.mm.default(t_147, detach_285);  t_147 = detach_285 = None
    t_148 = torch.ops.aten.t.default(mm_68);  mm_68 = None
    sum_21 = torch.ops.aten.sum.dim_IntList(_unsafe_view_65, [0], True);  _unsafe_view_65 = None
    view_176 = torch.ops.aten.view.default(sum_21, [8]);  sum_21 = None
    t_149 = torch.ops.aten.t.default(t_148);  t_148 = None
    view_177 = torch.ops.aten.view.default(mm_67, [2, 6, 6, 8]);  mm_67 = None
    add_35 = torch.ops.aten.add.Tensor(add_34, view_177);  add_34 = view_177 = None
    clone_41 = torch.ops.aten.clone.default(mul_56, memory_format = torch.contiguous_format);  mul_56 = None
    _unsafe_view_66 = torch.ops.aten._unsafe_view.default(clone_41, [72, 8]);  clone_41 = None
    detach_287 = torch.ops.aten.detach.default(detach_71);  detach_71 = None
    detach_288 = torch.ops.aten.detach.default(detach_72);  detach_72 = None
    t_150 = torch.ops.aten.t.default(detach_288);  detach_288 = None
    mm_69 = torch.ops.aten.mm.default(_unsafe_view_66, t_150);  t_150 = None
    t_151 = torch.ops.aten.t.default(_unsafe_view_66)
    mm_70 = torch.ops.aten.mm.default(t_151, detach_287);  t_151 = detach_287 = None
    t_152 = torch.ops.aten.t.default(mm_70);  mm_70 = None
    sum_22 = torch.ops.aten.sum.dim_IntList(_unsafe_view_66, [0], True);  _unsafe_view_66 = None
    view_178 = torch.ops.aten.view.default(sum_22, [8]);  sum_22 = None
    t_153 = torch.ops.aten.t.default(t_152);  t_152 = None
    view_179 = torch.ops.aten.view.default(mm_69, [2, 6, 6, 8]);  mm_69 = None
    add_36 = torch.ops.aten.add.Tensor(add_35, view_179);  add_35 = view_179 = None
    detach_289 = torch.ops.aten.detach.default(detach_68);  detach_68 = None
    detach_290 = torch.ops.aten.detach.default(detach_69);  detach_69 = None
    detach_291 = torch.ops.aten.detach.default(detach_70);  detach_70 = None
    native_layer_norm_backward_6 = torch.ops.aten.native_layer_norm_backward.default(add_36, detach_290, [8], getitem_16, getitem_17, detach_291, detach_289, [True, True, True]);  add_36 = detach_290 = getitem_16 = getitem_17 = detach_291 = detach_289 = None
    getitem_54 = native_layer_norm_backward_6[0]
    getitem_55 = native_layer_norm_backward_6[1]
    getitem_56 = native_layer_norm_backward_6[2];  native_layer_norm_backward_6 = None
    add_37 = torch.ops.aten.add.Tensor(add_32, getitem_54);  add_32 = getitem_54 = None
    div_5 = torch.ops.aten.div.Tensor(add_37, add_7);  add_7 = None
    view_180 = torch.ops.aten.view.default(div_5, [72, 8]);  div_5 = None
    detach_292 = torch.ops.aten.detach.default(detach_66);  detach_66 = None
    detach_293 = torch.ops.aten.detach.default(detach_67);  detach_67 = None
    t_154 = torch.ops.aten.t.default(detach_293);  detach_293 = None
    mm_71 = torch.ops.aten.mm.default(view_180, t_154);  t_154 = None
    t_155 = torch.ops.aten.t.default(view_180)
    mm_72 = torch.ops.aten.mm.default(t_155, detach_292);  t_155 = detach_292 = None
    t_156 = torch.ops.aten.t.default(mm_72);  mm_72 = None
    sum_23 = torch.ops.aten.sum.dim_IntList(view_180, [0], True);  view_180 = None
    view_181 = torch.ops.aten.view.default(sum_23, [8]);  sum_23 = None
    t_157 = torch.ops.aten.t.default(t_156);  t_156 = None
    view_182 = torch.ops.aten.view.default(mm_71, [2, 6, 6, 16]);  mm_71 = None
    view_183 = torch.ops.aten.view.default(view_182, [2, 6, 6, 4, 4]);  view_182 = None
    view_184 = torch.ops.aten.view.default(view_183, [2, 6, 6, 4, 4, 1]);  view_183 = None
    permute_45 = torch.ops.aten.permute.default(view_184, [0, 1, 3, 5, 2, 4]);  view_184 = None
    clone_42 = torch.ops.aten.clone.default(permute_45, memory_format = torch.contiguous_format);  permute_45 = None
    _unsafe_view_67 = torch.ops.aten._unsafe_view.default(clone_42, [2, 24, 24]);  clone_42 = None
    detach_294 = torch.ops.aten.detach.default(detach_64);  detach_64 = None
    detach_295 = torch.ops.aten.detach.default(detach_65);  detach_65 = None
    transpose_30 = torch.ops.aten.transpose.int(detach_295, 1, 2);  detach_295 = None
    bmm_24 = torch.ops.aten.bmm.default(transpose_30, _unsafe_view_67);  transpose_30 = None
    transpose_31 = torch.ops.aten.transpose.int(detach_294, 1, 2);  detach_294 = None
    bmm_25 = torch.ops.aten.bmm.default(_unsafe_view_67, transpose_31);  _unsafe_view_67 = transpose_31 = None
    view_185 = torch.ops.aten.view.default(bmm_24, [2, 3, 6, 4, 1, 1]);  bmm_24 = None
    permute_46 = torch.ops.aten.permute.default(view_185, [0, 4, 2, 5, 3, 1]);  view_185 = None
    view_186 = torch.ops.aten.view.default(bmm_25, [2, 6, 4, 3, 1, 1]);  bmm_25 = None
    permute_47 = torch.ops.aten.permute.default(view_186, [0, 1, 4, 2, 5, 3]);  view_186 = None
    permute_48 = torch.ops.aten.permute.default(permute_46, [0, 2, 5, 4, 1, 3]);  permute_46 = None
    squeeze_2 = torch.ops.aten.squeeze.dim(permute_48, 5);  permute_48 = None
    squeeze_3 = torch.ops.aten.squeeze.dim(squeeze_2, 4);  squeeze_2 = None
    permute_49 = torch.ops.aten.permute.default(permute_47, [0, 1, 5, 3, 2, 4]);  permute_47 = None
    squeeze_4 = torch.ops.aten.squeeze.dim(permute_49, 5);  permute_49 = None
    squeeze_5 = torch.ops.aten.squeeze.dim(squeeze_4, 4);  squeeze_4 = None
    transpose_32 = torch.ops.aten.transpose.int(squeeze_3, -2, -3);  squeeze_3 = None
    transpose_33 = torch.ops.aten.transpose.int(squeeze_5, -2, -3);  squeeze_5 = None
    mul_57 = torch.ops.aten.mul.Tensor(transpose_32, unsqueeze_12);  transpose_32 = None
    view_187 = torch.ops.aten.view.default(mul_57, [36, 4]);  mul_57 = None
    detach_296 = torch.ops.aten.detach.default(detach_62);  detach_62 = None
    detach_297 = torch.ops.aten.detach.default(detach_63);  detach_63 = None
    t_158 = torch.ops.aten.t.default(detach_297);  detach_297 = None
    mm_73 = torch.ops.aten.mm.default(view_187, t_158);  t_158 = None
    t_159 = torch.ops.aten.t.default(view_187)
    mm_74 = torch.ops.aten.mm.default(t_159, detach_296);  t_159 = detach_296 = None
    t_160 = torch.ops.aten.t.default(mm_74);  mm_74 = None
    sum_24 = torch.ops.aten.sum.dim_IntList(view_187, [0], True);  view_187 = None
    view_188 = torch.ops.aten.view.default(sum_24, [4]);  sum_24 = None
    t_161 = torch.ops.aten.t.default(t_160);  t_160 = None
    view_189 = torch.ops.aten.view.default(mm_73, [2, 3, 6, 16]);  mm_73 = None
    mul_58 = torch.ops.aten.mul.Tensor(transpose_33, unsqueeze_12);  transpose_33 = unsqueeze_12 = None
    clone_43 = torch.ops.aten.clone.default(mul_58, memory_format = torch.contiguous_format);  mul_58 = None
    _unsafe_view_68 = torch.ops.aten._unsafe_view.default(clone_43, [36, 4]);  clone_43 = None
    detach_298 = torch.ops.aten.detach.default(detach_60);  detach_60 = None
    detach_299 = torch.ops.aten.detach.default(detach_61);  detach_61 = None
    t_162 = torch.ops.aten.t.default(detach_299);  detach_299 = None
    mm_75 = torch.ops.aten.mm.default(_unsafe_view_68, t_162);  t_162 = None
    t_163 = torch.ops.aten.t.default(_unsafe_view_68)
    mm_76 = torch.ops.aten.mm.default(t_163, detach_298);  t_163 = detach_298 = None
    t_164 = torch.ops.aten.t.default(mm_76);  mm_76 = None
    sum_25 = torch.ops.aten.sum.dim_IntList(_unsafe_view_68, [0], True);  _unsafe_view_68 = None
    view_190 = torch.ops.aten.view.default(sum_25, [4]);  sum_25 = None
    t_165 = torch.ops.aten.t.default(t_164);  t_164 = None
    view_191 = torch.ops.aten.view.default(mm_75, [2, 3, 6, 16]);  mm_75 = None
    add_38 = torch.ops.aten.add.Tensor(view_189, view_191);  view_189 = view_191 = None
    detach_300 = torch.ops.aten.detach.default(detach_57);  detach_57 = None
    detach_301 = torch.ops.aten.detach.default(detach_58);  detach_58 = None
    detach_302 = torch.ops.aten.detach.default(detach_59);  detach_59 = None
    native_layer_norm_backward_7 = torch.ops.aten.native_layer_norm_backward.default(add_38, detach_301, [16], getitem_13, getitem_14, detach_302, detach_300, [True, True, True]);  add_38 = detach_301 = getitem_13 = getitem_14 = detach_302 = detach_300 = None
    getitem_57 = native_layer_norm_backward_7[0]
    getitem_58 = native_layer_norm_backward_7[1]
    getitem_59 = native_layer_norm_backward_7[2];  native_layer_norm_backward_7 = None
    add_39 = torch.ops.aten.add.Tensor(view_2, getitem_57);  view_2 = getitem_57 = None
    mul_59 = torch.ops.aten.mul.Tensor(add_39, unsqueeze_11);  unsqueeze_11 = None
    view_192 = torch.ops.aten.view.default(mul_59, [36, 16]);  mul_59 = None
    detach_303 = torch.ops.aten.detach.default(detach_55);  detach_55 = None
    detach_304 = torch.ops.aten.detach.default(detach_56);  detach_56 = None
    t_166 = torch.ops.aten.t.default(detach_304);  detach_304 = None
    mm_77 = torch.ops.aten.mm.default(view_192, t_166);  t_166 = None
    t_167 = torch.ops.aten.t.default(view_192)
    mm_78 = torch.ops.aten.mm.default(t_167, detach_303);  t_167 = detach_303 = None
    t_168 = torch.ops.aten.t.default(mm_78);  mm_78 = None
    sum_26 = torch.ops.aten.sum.dim_IntList(view_192, [0], True);  view_192 = None
    view_193 = torch.ops.aten.view.default(sum_26, [16]);  sum_26 = None
    t_169 = torch.ops.aten.t.default(t_168);  t_168 = None
    view_194 = torch.ops.aten.view.default(mm_77, [2, 3, 6, 32]);  mm_77 = None
    detach_305 = torch.ops.aten.detach.default(detach_54);  detach_54 = None
    threshold_backward_1 = torch.ops.aten.threshold_backward.default(view_194, detach_305, 0);  view_194 = detach_305 = None
    view_195 = torch.ops.aten.view.default(threshold_backward_1, [36, 32]);  threshold_backward_1 = None
    detach_306 = torch.ops.aten.detach.default(detach_52);  detach_52 = None
    detach_307 = torch.ops.aten.detach.default(detach_53);  detach_53 = None
    t_170 = torch.ops.aten.t.default(detach_307);  detach_307 = None
    mm_79 = torch.ops.aten.mm.default(view_195, t_170);  t_170 = None
    t_171 = torch.ops.aten.t.default(view_195)
    mm_80 = torch.ops.aten.mm.default(t_171, detach_306);  t_171 = detach_306 = None
    t_172 = torch.ops.aten.t.default(mm_80);  mm_80 = None
    sum_27 = torch.ops.aten.sum.dim_IntList(view_195, [0], True);  view_195 = None
    view_196 = torch.ops.aten.view.default(sum_27, [32]);  sum_27 = None
    t_173 = torch.ops.aten.t.default(t_172);  t_172 = None
    view_197 = torch.ops.aten.view.default(mm_79, [2, 3, 6, 16]);  mm_79 = None
    detach_308 = torch.ops.aten.detach.default(detach_49);  detach_49 = None
    detach_309 = torch.ops.aten.detach.default(detach_50);  detach_50 = None
    detach_310 = torch.ops.aten.detach.default(detach_51);  detach_51 = None
    native_layer_norm_backward_8 = torch.ops.aten.native_layer_norm_backward.default(view_197, detach_309, [16], getitem_10, getitem_11, detach_310, detach_308, [True, True, True]);  view_197 = detach_309 = getitem_10 = getitem_11 = detach_310 = detach_308 = None
    getitem_60 = native_layer_norm_backward_8[0]
    getitem_61 = native_layer_norm_backward_8[1]
    getitem_62 = native_layer_norm_backward_8[2];  native_layer_norm_backward_8 = None
    add_40 = torch.ops.aten.add.Tensor(add_39, getitem_60);  add_39 = getitem_60 = None
    transpose_34 = torch.ops.aten.transpose.int(add_40, -2, -3)
    clone_44 = torch.ops.aten.clone.default(transpose_34, memory_format = torch.contiguous_format);  transpose_34 = None
    _unsafe_view_69 = torch.ops.aten._unsafe_view.default(clone_44, [36, 16]);  clone_44 = None
    detach_311 = torch.ops.aten.detach.default(detach_47);  detach_47 = None
    detach_312 = torch.ops.aten.detach.default(detach_48);  detach_48 = None
    t_174 = torch.ops.aten.t.default(detach_312);  detach_312 = None
    mm_81 = torch.ops.aten.mm.default(_unsafe_view_69, t_174);  t_174 = None
    t_175 = torch.ops.aten.t.default(_unsafe_view_69)
    mm_82 = torch.ops.aten.mm.default(t_175, detach_311);  t_175 = detach_311 = None
    t_176 = torch.ops.aten.t.default(mm_82);  mm_82 = None
    sum_28 = torch.ops.aten.sum.dim_IntList(_unsafe_view_69, [0], True);  _unsafe_view_69 = None
    view_198 = torch.ops.aten.view.default(sum_28, [16]);  sum_28 = None
    t_177 = torch.ops.aten.t.default(t_176);  t_176 = None
    view_199 = torch.ops.aten.view.default(mm_81, [2, 6, 3, 8]);  mm_81 = None
    view_200 = torch.ops.aten.view.default(view_199, [2, 6, 3, 2, 4]);  view_199 = None
    detach_313 = torch.ops.aten.detach.default(detach_45);  detach_45 = None
    detach_314 = torch.ops.aten.detach.default(detach_46);  detach_46 = None
    mul_60 = torch.ops.aten.mul.Tensor(view_200, detach_314);  detach_314 = None
    mul_61 = torch.ops.aten.mul.Tensor(view_200, detach_313);  view_200 = detach_313 = None
    view_201 = torch.ops.aten.view.default(mul_60, [2, 6, 3, 8]);  mul_60 = None
    detach_315 = torch.ops.aten.detach.default(detach_44);  detach_44 = None
    sigmoid_backward_8 = torch.ops.aten.sigmoid_backward.default(view_201, detach_315);  view_201 = detach_315 = None
    view_202 = torch.ops.aten.view.default(sigmoid_backward_8, [36, 8]);  sigmoid_backward_8 = None
    detach_316 = torch.ops.aten.detach.default(detach_42);  detach_42 = None
    detach_317 = torch.ops.aten.detach.default(detach_43);  detach_43 = None
    t_178 = torch.ops.aten.t.default(detach_317);  detach_317 = None
    mm_83 = torch.ops.aten.mm.default(view_202, t_178);  t_178 = None
    t_179 = torch.ops.aten.t.default(view_202)
    mm_84 = torch.ops.aten.mm.default(t_179, detach_316);  t_179 = detach_316 = None
    t_180 = torch.ops.aten.t.default(mm_84);  mm_84 = None
    sum_29 = torch.ops.aten.sum.dim_IntList(view_202, [0], True);  view_202 = None
    view_203 = torch.ops.aten.view.default(sum_29, [8]);  sum_29 = None
    t_181 = torch.ops.aten.t.default(t_180);  t_180 = None
    view_204 = torch.ops.aten.view.default(mm_83, [2, 6, 3, 16]);  mm_83 = None
    transpose_35 = torch.ops.aten.transpose.int(mul_61, -2, -3);  mul_61 = None
    clone_45 = torch.ops.aten.clone.default(transpose_35, memory_format = torch.contiguous_format);  transpose_35 = None
    _unsafe_view_70 = torch.ops.aten._unsafe_view.default(clone_45, [24, 3, 4]);  clone_45 = None
    detach_318 = torch.ops.aten.detach.default(detach_40);  detach_40 = None
    detach_319 = torch.ops.aten.detach.default(detach_41);  detach_41 = None
    transpose_36 = torch.ops.aten.transpose.int(detach_319, 1, 2);  detach_319 = None
    bmm_26 = torch.ops.aten.bmm.default(transpose_36, _unsafe_view_70);  transpose_36 = None
    transpose_37 = torch.ops.aten.transpose.int(detach_318, 1, 2);  detach_318 = None
    bmm_27 = torch.ops.aten.bmm.default(_unsafe_view_70, transpose_37);  _unsafe_view_70 = transpose_37 = None
    view_205 = torch.ops.aten.view.default(bmm_26, [2, 6, 2, 3, 4]);  bmm_26 = None
    view_206 = torch.ops.aten.view.default(bmm_27, [2, 6, 2, 3, 3]);  bmm_27 = None
    permute_50 = torch.ops.aten.permute.default(view_205, [0, 1, 3, 2, 4]);  view_205 = None
    detach_320 = torch.ops.aten.detach.default(detach_39);  detach_39 = None
    _softmax_backward_data_2 = torch.ops.aten._softmax_backward_data.default(view_206, detach_320, -1, torch.float32);  view_206 = detach_320 = None
    mul_62 = torch.ops.aten.mul.Tensor(_softmax_backward_data_2, 0.5);  _softmax_backward_data_2 = None
    view_207 = torch.ops.aten.view.default(mul_62, [24, 3, 3]);  mul_62 = None
    detach_321 = torch.ops.aten.detach.default(detach_37);  detach_37 = None
    detach_322 = torch.ops.aten.detach.default(detach_38);  detach_38 = None
    transpose_38 = torch.ops.aten.transpose.int(detach_322, 1, 2);  detach_322 = None
    bmm_28 = torch.ops.aten.bmm.default(transpose_38, view_207);  transpose_38 = None
    transpose_39 = torch.ops.aten.transpose.int(detach_321, 1, 2);  detach_321 = None
    bmm_29 = torch.ops.aten.bmm.default(view_207, transpose_39);  view_207 = transpose_39 = None
    view_208 = torch.ops.aten.view.default(bmm_28, [2, 6, 2, 4, 3]);  bmm_28 = None
    view_209 = torch.ops.aten.view.default(bmm_29, [2, 6, 2, 3, 4]);  bmm_29 = None
    permute_51 = torch.ops.aten.permute.default(view_208, [0, 1, 4, 2, 3]);  view_208 = None
    permute_52 = torch.ops.aten.permute.default(view_209, [0, 1, 3, 2, 4]);  view_209 = None
    clone_46 = torch.ops.aten.clone.default(permute_50, memory_format = torch.contiguous_format);  permute_50 = None
    _unsafe_view_71 = torch.ops.aten._unsafe_view.default(clone_46, [2, 6, 3, 8]);  clone_46 = None
    view_210 = torch.ops.aten.view.default(permute_51, [2, 6, 3, 8]);  permute_51 = None
    clone_47 = torch.ops.aten.clone.default(permute_52, memory_format = torch.contiguous_format);  permute_52 = None
    _unsafe_view_72 = torch.ops.aten._unsafe_view.default(clone_47, [2, 6, 3, 8]);  clone_47 = None
    view_211 = torch.ops.aten.view.default(_unsafe_view_71, [36, 8]);  _unsafe_view_71 = None
    detach_323 = torch.ops.aten.detach.default(detach_35);  detach_35 = None
    detach_324 = torch.ops.aten.detach.default(detach_36);  detach_36 = None
    t_182 = torch.ops.aten.t.default(view_211)
    mm_85 = torch.ops.aten.mm.default(t_182, detach_324);  t_182 = detach_324 = None
    t_183 = torch.ops.aten.t.default(mm_85);  mm_85 = None
    t_184 = torch.ops.aten.t.default(detach_323);  detach_323 = None
    mm_86 = torch.ops.aten.mm.default(view_211, t_184);  view_211 = t_184 = None
    view_212 = torch.ops.aten.view.default(mm_86, [2, 6, 3, 16]);  mm_86 = None
    add_41 = torch.ops.aten.add.Tensor(view_204, view_212);  view_204 = view_212 = None
    t_185 = torch.ops.aten.t.default(t_183);  t_183 = None
    clone_48 = torch.ops.aten.clone.default(view_210, memory_format = torch.contiguous_format);  view_210 = None
    _unsafe_view_73 = torch.ops.aten._unsafe_view.default(clone_48, [36, 8]);  clone_48 = None
    detach_325 = torch.ops.aten.detach.default(detach_33);  detach_33 = None
    detach_326 = torch.ops.aten.detach.default(detach_34);  detach_34 = None
    t_186 = torch.ops.aten.t.default(_unsafe_view_73)
    mm_87 = torch.ops.aten.mm.default(t_186, detach_326);  t_186 = detach_326 = None
    t_187 = torch.ops.aten.t.default(mm_87);  mm_87 = None
    t_188 = torch.ops.aten.t.default(detach_325);  detach_325 = None
    mm_88 = torch.ops.aten.mm.default(_unsafe_view_73, t_188);  _unsafe_view_73 = t_188 = None
    view_213 = torch.ops.aten.view.default(mm_88, [2, 6, 3, 16]);  mm_88 = None
    add_42 = torch.ops.aten.add.Tensor(add_41, view_213);  add_41 = view_213 = None
    t_189 = torch.ops.aten.t.default(t_187);  t_187 = None
    view_214 = torch.ops.aten.view.default(_unsafe_view_72, [36, 8]);  _unsafe_view_72 = None
    detach_327 = torch.ops.aten.detach.default(detach_31);  detach_31 = None
    detach_328 = torch.ops.aten.detach.default(detach_32);  detach_32 = None
    t_190 = torch.ops.aten.t.default(view_214)
    mm_89 = torch.ops.aten.mm.default(t_190, detach_328);  t_190 = detach_328 = None
    t_191 = torch.ops.aten.t.default(mm_89);  mm_89 = None
    t_192 = torch.ops.aten.t.default(detach_327);  detach_327 = None
    mm_90 = torch.ops.aten.mm.default(view_214, t_192);  view_214 = t_192 = None
    view_215 = torch.ops.aten.view.default(mm_90, [2, 6, 3, 16]);  mm_90 = None
    add_43 = torch.ops.aten.add.Tensor(add_42, view_215);  add_42 = view_215 = None
    t_193 = torch.ops.aten.t.default(t_191);  t_191 = None
    detach_329 = torch.ops.aten.detach.default(detach_28);  detach_28 = None
    detach_330 = torch.ops.aten.detach.default(detach_29);  detach_29 = None
    detach_331 = torch.ops.aten.detach.default(detach_30);  detach_30 = None
    native_layer_norm_backward_9 = torch.ops.aten.native_layer_norm_backward.default(add_43, detach_330, [16], getitem_7, getitem_8, detach_331, detach_329, [True, True, True]);  add_43 = detach_330 = getitem_7 = getitem_8 = detach_331 = detach_329 = None
    getitem_63 = native_layer_norm_backward_9[0]
    getitem_64 = native_layer_norm_backward_9[1]
    getitem_65 = native_layer_norm_backward_9[2];  native_layer_norm_backward_9 = None
    transpose_40 = torch.ops.aten.transpose.int(getitem_63, -2, -3);  getitem_63 = None
    add_44 = torch.ops.aten.add.Tensor(add_40, transpose_40);  add_40 = transpose_40 = None
    view_216 = torch.ops.aten.view.default(add_44, [36, 16])
    detach_332 = torch.ops.aten.detach.default(detach_26);  detach_26 = None
    detach_333 = torch.ops.aten.detach.default(detach_27);  detach_27 = None
    t_194 = torch.ops.aten.t.default(detach_333);  detach_333 = None
    mm_91 = torch.ops.aten.mm.default(view_216, t_194);  t_194 = None
    t_195 = torch.ops.aten.t.default(view_216)
    mm_92 = torch.ops.aten.mm.default(t_195, detach_332);  t_195 = detach_332 = None
    t_196 = torch.ops.aten.t.default(mm_92);  mm_92 = None
    sum_30 = torch.ops.aten.sum.dim_IntList(view_216, [0], True);  view_216 = None
    view_217 = torch.ops.aten.view.default(sum_30, [16]);  sum_30 = None
    t_197 = torch.ops.aten.t.default(t_196);  t_196 = None
    view_218 = torch.ops.aten.view.default(mm_91, [2, 3, 6, 8]);  mm_91 = None
    view_219 = torch.ops.aten.view.default(view_218, [2, 3, 6, 2, 4]);  view_218 = None
    detach_334 = torch.ops.aten.detach.default(detach_24);  detach_24 = None
    detach_335 = torch.ops.aten.detach.default(detach_25);  detach_25 = None
    mul_63 = torch.ops.aten.mul.Tensor(view_219, detach_335);  detach_335 = None
    mul_64 = torch.ops.aten.mul.Tensor(view_219, detach_334);  view_219 = detach_334 = None
    view_220 = torch.ops.aten.view.default(mul_63, [2, 3, 6, 8]);  mul_63 = None
    detach_336 = torch.ops.aten.detach.default(detach_23);  detach_23 = None
    sigmoid_backward_9 = torch.ops.aten.sigmoid_backward.default(view_220, detach_336);  view_220 = detach_336 = None
    view_221 = torch.ops.aten.view.default(sigmoid_backward_9, [36, 8]);  sigmoid_backward_9 = None
    detach_337 = torch.ops.aten.detach.default(detach_21);  detach_21 = None
    detach_338 = torch.ops.aten.detach.default(detach_22);  detach_22 = None
    t_198 = torch.ops.aten.t.default(detach_338);  detach_338 = None
    mm_93 = torch.ops.aten.mm.default(view_221, t_198);  t_198 = None
    t_199 = torch.ops.aten.t.default(view_221)
    mm_94 = torch.ops.aten.mm.default(t_199, detach_337);  t_199 = detach_337 = None
    t_200 = torch.ops.aten.t.default(mm_94);  mm_94 = None
    sum_31 = torch.ops.aten.sum.dim_IntList(view_221, [0], True);  view_221 = None
    view_222 = torch.ops.aten.view.default(sum_31, [8]);  sum_31 = None
    t_201 = torch.ops.aten.t.default(t_200);  t_200 = None
    view_223 = torch.ops.aten.view.default(mm_93, [2, 3, 6, 16]);  mm_93 = None
    transpose_41 = torch.ops.aten.transpose.int(mul_64, -2, -3);  mul_64 = None
    clone_49 = torch.ops.aten.clone.default(transpose_41, memory_format = torch.contiguous_format);  transpose_41 = None
    _unsafe_view_74 = torch.ops.aten._unsafe_view.default(clone_49, [12, 6, 4]);  clone_49 = None
    detach_339 = torch.ops.aten.detach.default(detach_19);  detach_19 = None
    detach_340 = torch.ops.aten.detach.default(detach_20);  detach_20 = None
    transpose_42 = torch.ops.aten.transpose.int(detach_340, 1, 2);  detach_340 = None
    bmm_30 = torch.ops.aten.bmm.default(transpose_42, _unsafe_view_74);  transpose_42 = None
    transpose_43 = torch.ops.aten.transpose.int(detach_339, 1, 2);  detach_339 = None
    bmm_31 = torch.ops.aten.bmm.default(_unsafe_view_74, transpose_43);  _unsafe_view_74 = transpose_43 = None
    view_224 = torch.ops.aten.view.default(bmm_30, [2, 3, 2, 6, 4]);  bmm_30 = None
    view_225 = torch.ops.aten.view.default(bmm_31, [2, 3, 2, 6, 6]);  bmm_31 = None
    permute_53 = torch.ops.aten.permute.default(view_224, [0, 1, 3, 2, 4]);  view_224 = None
    detach_341 = torch.ops.aten.detach.default(detach_18);  detach_18 = None
    _softmax_backward_data_3 = torch.ops.aten._softmax_backward_data.default(view_225, detach_341, -1, torch.float32);  view_225 = detach_341 = None
    sum_32 = torch.ops.aten.sum.dim_IntList(_softmax_backward_data_3, [1], True)
    mul_65 = torch.ops.aten.mul.Tensor(_softmax_backward_data_3, 0.5);  _softmax_backward_data_3 = None
    view_226 = torch.ops.aten.view.default(mul_65, [12, 6, 6]);  mul_65 = None
    detach_342 = torch.ops.aten.detach.default(detach_16);  detach_16 = None
    detach_343 = torch.ops.aten.detach.default(detach_17);  detach_17 = None
    transpose_44 = torch.ops.aten.transpose.int(detach_343, 1, 2);  detach_343 = None
    bmm_32 = torch.ops.aten.bmm.default(transpose_44, view_226);  transpose_44 = None
    transpose_45 = torch.ops.aten.transpose.int(detach_342, 1, 2);  detach_342 = None
    bmm_33 = torch.ops.aten.bmm.default(view_226, transpose_45);  view_226 = transpose_45 = None
    view_227 = torch.ops.aten.view.default(bmm_32, [2, 3, 2, 4, 6]);  bmm_32 = None
    view_228 = torch.ops.aten.view.default(bmm_33, [2, 3, 2, 6, 4]);  bmm_33 = None
    permute_54 = torch.ops.aten.permute.default(view_227, [0, 1, 4, 2, 3]);  view_227 = None
    permute_55 = torch.ops.aten.permute.default(view_228, [0, 1, 3, 2, 4]);  view_228 = None
    clone_50 = torch.ops.aten.clone.default(permute_53, memory_format = torch.contiguous_format);  permute_53 = None
    _unsafe_view_75 = torch.ops.aten._unsafe_view.default(clone_50, [2, 3, 6, 8]);  clone_50 = None
    view_229 = torch.ops.aten.view.default(permute_54, [2, 3, 6, 8]);  permute_54 = None
    clone_51 = torch.ops.aten.clone.default(permute_55, memory_format = torch.contiguous_format);  permute_55 = None
    _unsafe_view_76 = torch.ops.aten._unsafe_view.default(clone_51, [2, 3, 6, 8]);  clone_51 = None
    view_230 = torch.ops.aten.view.default(_unsafe_view_75, [36, 8]);  _unsafe_view_75 = None
    detach_344 = torch.ops.aten.detach.default(detach_14);  detach_14 = None
    detach_345 = torch.ops.aten.detach.default(detach_15);  detach_15 = None
    t_202 = torch.ops.aten.t.default(view_230)
    mm_95 = torch.ops.aten.mm.default(t_202, detach_345);  t_202 = detach_345 = None
    t_203 = torch.ops.aten.t.default(mm_95);  mm_95 = None
    t_204 = torch.ops.aten.t.default(detach_344);  detach_344 = None
    mm_96 = torch.ops.aten.mm.default(view_230, t_204);  view_230 = t_204 = None
    view_231 = torch.ops.aten.view.default(mm_96, [2, 3, 6, 16]);  mm_96 = None
    add_45 = torch.ops.aten.add.Tensor(view_223, view_231);  view_223 = view_231 = None
    t_205 = torch.ops.aten.t.default(t_203);  t_203 = None
    clone_52 = torch.ops.aten.clone.default(view_229, memory_format = torch.contiguous_format);  view_229 = None
    _unsafe_view_77 = torch.ops.aten._unsafe_view.default(clone_52, [36, 8]);  clone_52 = None
    detach_346 = torch.ops.aten.detach.default(detach_12);  detach_12 = None
    detach_347 = torch.ops.aten.detach.default(detach_13);  detach_13 = None
    t_206 = torch.ops.aten.t.default(_unsafe_view_77)
    mm_97 = torch.ops.aten.mm.default(t_206, detach_347);  t_206 = detach_347 = None
    t_207 = torch.ops.aten.t.default(mm_97);  mm_97 = None
    t_208 = torch.ops.aten.t.default(detach_346);  detach_346 = None
    mm_98 = torch.ops.aten.mm.default(_unsafe_view_77, t_208);  _unsafe_view_77 = t_208 = None
    view_232 = torch.ops.aten.view.default(mm_98, [2, 3, 6, 16]);  mm_98 = None
    add_46 = torch.ops.aten.add.Tensor(add_45, view_232);  add_45 = view_232 = None
    t_209 = torch.ops.aten.t.default(t_207);  t_207 = None
    view_233 = torch.ops.aten.view.default(_unsafe_view_76, [36, 8]);  _unsafe_view_76 = None
    detach_348 = torch.ops.aten.detach.default(detach_10);  detach_10 = None
    detach_349 = torch.ops.aten.detach.default(detach_11);  detach_11 = None
    t_210 = torch.ops.aten.t.default(view_233)
    mm_99 = torch.ops.aten.mm.default(t_210, detach_349);  t_210 = detach_349 = None
    t_211 = torch.ops.aten.t.default(mm_99);  mm_99 = None
    t_212 = torch.ops.aten.t.default(detach_348);  detach_348 = None
    mm_100 = torch.ops.aten.mm.default(view_233, t_212);  view_233 = t_212 = None
    view_234 = torch.ops.aten.view.default(mm_100, [2, 3, 6, 16]);  mm_100 = None
    add_47 = torch.ops.aten.add.Tensor(add_46, view_234);  add_46 = view_234 = None
    t_213 = torch.ops.aten.t.default(t_211);  t_211 = None
    squeeze_6 = torch.ops.aten.squeeze.dim(sum_32, -4);  sum_32 = None
    permute_56 = torch.ops.aten.permute.default(squeeze_6, [0, 2, 3, 1]);  squeeze_6 = None
    clone_53 = torch.ops.aten.clone.default(permute_56, memory_format = torch.contiguous_format);  permute_56 = None
    _unsafe_view_78 = torch.ops.aten._unsafe_view.default(clone_53, [72, 2]);  clone_53 = None
    detach_350 = torch.ops.aten.detach.default(detach_8);  detach_8 = None
    detach_351 = torch.ops.aten.detach.default(detach_9);  detach_9 = None
    t_214 = torch.ops.aten.t.default(_unsafe_view_78)
    mm_101 = torch.ops.aten.mm.default(t_214, detach_351);  t_214 = detach_351 = None
    t_215 = torch.ops.aten.t.default(mm_101);  mm_101 = None
    t_216 = torch.ops.aten.t.default(detach_350);  detach_350 = None
    mm_102 = torch.ops.aten.mm.default(_unsafe_view_78, t_216);  _unsafe_view_78 = t_216 = None
    view_235 = torch.ops.aten.view.default(mm_102, [2, 6, 6, 8]);  mm_102 = None
    t_217 = torch.ops.aten.t.default(t_215);  t_215 = None
    detach_352 = torch.ops.aten.detach.default(detach_5);  detach_5 = None
    detach_353 = torch.ops.aten.detach.default(detach_6);  detach_6 = None
    detach_354 = torch.ops.aten.detach.default(detach_7);  detach_7 = None
    native_layer_norm_backward_10 = torch.ops.aten.native_layer_norm_backward.default(view_235, detach_353, [8], getitem_4, getitem_5, detach_354, detach_352, [True, True, True]);  view_235 = detach_353 = getitem_4 = getitem_5 = detach_354 = detach_352 = None
    getitem_66 = native_layer_norm_backward_10[0]
    getitem_67 = native_layer_norm_backward_10[1]
    getitem_68 = native_layer_norm_backward_10[2];  native_layer_norm_backward_10 = None
    add_48 = torch.ops.aten.add.Tensor(add_37, getitem_66);  add_37 = getitem_66 = None
    detach_355 = torch.ops.aten.detach.default(detach_2);  detach_2 = None
    detach_356 = torch.ops.aten.detach.default(detach_3);  detach_3 = None
    detach_357 = torch.ops.aten.detach.default(detach_4);  detach_4 = None
    native_layer_norm_backward_11 = torch.ops.aten.native_layer_norm_backward.default(add_47, detach_356, [16], getitem_1, getitem_2, detach_357, detach_355, [True, True, True]);  add_47 = detach_356 = getitem_1 = getitem_2 = detach_357 = detach_355 = None
    getitem_69 = native_layer_norm_backward_11[0]
    getitem_70 = native_layer_norm_backward_11[1]
    getitem_71 = native_layer_norm_backward_11[2];  native_layer_norm_backward_11 = None
    add_49 = torch.ops.aten.add.Tensor(add_44, getitem_69);  add_44 = getitem_69 = None
    _param_constant93 = self._param_constant93
    detach_358 = torch.ops.aten.detach.default(_param_constant93);  _param_constant93 = None
    _tensor_constant16 = self._tensor_constant16
    detach_359 = torch.ops.aten.detach.default(_tensor_constant16);  _tensor_constant16 = None
    _param_constant94 = self._param_constant94
    detach_360 = torch.ops.aten.detach.default(_param_constant94);  _param_constant94 = None
    _tensor_constant16_1 = self._tensor_constant16
    _param_constant94_1 = self._param_constant94
    _param_constant93_1 = self._param_constant93
    native_layer_norm_12 = torch.ops.aten.native_layer_norm.default(_tensor_constant16_1, [16], _param_constant94_1, _param_constant93_1, 1e-05);  _tensor_constant16_1 = _param_constant94_1 = _param_constant93_1 = None
    getitem_72 = native_layer_norm_12[0]
    getitem_73 = native_layer_norm_12[1]
    getitem_74 = native_layer_norm_12[2];  native_layer_norm_12 = None
    _tensor_constant13_4 = self._tensor_constant13
    sub_4 = torch.ops.aten.sub.Tensor(_tensor_constant13_4, 1);  _tensor_constant13_4 = None
    mul_66 = torch.ops.aten.mul.Tensor(sub_4, 1000000000.0);  sub_4 = None
    unsqueeze_28 = torch.ops.aten.unsqueeze.default(mul_66, 2);  mul_66 = None
    unsqueeze_29 = torch.ops.aten.unsqueeze.default(unsqueeze_28, 3);  unsqueeze_28 = None
    expand_30 = torch.ops.aten.expand.default(unsqueeze_29, [-1, -1, 2, 6, -1]);  unsqueeze_29 = None
    _param_constant95 = self._param_constant95
    detach_361 = torch.ops.aten.detach.default(_param_constant95);  _param_constant95 = None
    _tensor_constant17 = self._tensor_constant17
    detach_362 = torch.ops.aten.detach.default(_tensor_constant17);  _tensor_constant17 = None
    _param_constant96 = self._param_constant96
    detach_363 = torch.ops.aten.detach.default(_param_constant96);  _param_constant96 = None
    _tensor_constant17_1 = self._tensor_constant17
    _param_constant96_1 = self._param_constant96
    _param_constant95_1 = self._param_constant95
    native_layer_norm_13 = torch.ops.aten.native_layer_norm.default(_tensor_constant17_1, [8], _param_constant96_1, _param_constant95_1, 1e-05);  _tensor_constant17_1 = _param_constant96_1 = _param_constant95_1 = None
    getitem_75 = native_layer_norm_13[0]
    getitem_76 = native_layer_norm_13[1]
    getitem_77 = native_layer_norm_13[2];  native_layer_norm_13 = None
    _param_constant97 = self._param_constant97
    t_218 = torch.ops.aten.t.default(_param_constant97);  _param_constant97 = None
    view_236 = torch.ops.aten.view.default(getitem_75, [72, 8]);  getitem_75 = None
    detach_364 = torch.ops.aten.detach.default(t_218)
    detach_365 = torch.ops.aten.detach.default(view_236)
    mm_103 = torch.ops.aten.mm.default(view_236, t_218);  view_236 = t_218 = None
    _unsafe_view_79 = torch.ops.aten._unsafe_view.default(mm_103, [2, 6, 6, 2]);  mm_103 = None
    permute_57 = torch.ops.aten.permute.default(_unsafe_view_79, [0, -1, -3, -2]);  _unsafe_view_79 = None
    unsqueeze_30 = torch.ops.aten.unsqueeze.default(permute_57, -4);  permute_57 = None
    _param_constant98 = self._param_constant98
    t_219 = torch.ops.aten.t.default(_param_constant98);  _param_constant98 = None
    view_237 = torch.ops.aten.view.default(getitem_72, [36, 16])
    detach_366 = torch.ops.aten.detach.default(t_219)
    detach_367 = torch.ops.aten.detach.default(view_237)
    mm_104 = torch.ops.aten.mm.default(view_237, t_219);  view_237 = t_219 = None
    _unsafe_view_80 = torch.ops.aten._unsafe_view.default(mm_104, [2, 3, 6, 8]);  mm_104 = None
    _param_constant99 = self._param_constant99
    t_220 = torch.ops.aten.t.default(_param_constant99);  _param_constant99 = None
    view_238 = torch.ops.aten.view.default(getitem_72, [36, 16])
    detach_368 = torch.ops.aten.detach.default(t_220)
    detach_369 = torch.ops.aten.detach.default(view_238)
    mm_105 = torch.ops.aten.mm.default(view_238, t_220);  view_238 = t_220 = None
    _unsafe_view_81 = torch.ops.aten._unsafe_view.default(mm_105, [2, 3, 6, 8]);  mm_105 = None
    _param_constant100 = self._param_constant100
    t_221 = torch.ops.aten.t.default(_param_constant100);  _param_constant100 = None
    view_239 = torch.ops.aten.view.default(getitem_72, [36, 16])
    detach_370 = torch.ops.aten.detach.default(t_221)
    detach_371 = torch.ops.aten.detach.default(view_239)
    mm_106 = torch.ops.aten.mm.default(view_239, t_221);  view_239 = t_221 = None
    _unsafe_view_82 = torch.ops.aten._unsafe_view.default(mm_106, [2, 3, 6, 8]);  mm_106 = None
    view_240 = torch.ops.aten.view.default(_unsafe_view_80, [2, 3, 6, 2, -1]);  _unsafe_view_80 = None
    view_241 = torch.ops.aten.view.default(_unsafe_view_81, [2, 3, 6, 2, -1]);  _unsafe_view_81 = None
    view_242 = torch.ops.aten.view.default(_unsafe_view_82, [2, 3, 6, 2, -1]);  _unsafe_view_82 = None
    permute_58 = torch.ops.aten.permute.default(view_240, [0, -4, -2, -3, -1]);  view_240 = None
    permute_59 = torch.ops.aten.permute.default(view_241, [0, -4, -2, -1, -3]);  view_241 = None
    expand_31 = torch.ops.aten.expand.default(permute_58, [2, 3, 2, 6, 4]);  permute_58 = None
    clone_54 = torch.ops.aten.clone.default(expand_31, memory_format = torch.contiguous_format);  expand_31 = None
    _unsafe_view_83 = torch.ops.aten._unsafe_view.default(clone_54, [12, 6, 4]);  clone_54 = None
    expand_32 = torch.ops.aten.expand.default(permute_59, [2, 3, 2, 4, 6]);  permute_59 = None
    clone_55 = torch.ops.aten.clone.default(expand_32, memory_format = torch.contiguous_format);  expand_32 = None
    _unsafe_view_84 = torch.ops.aten._unsafe_view.default(clone_55, [12, 4, 6]);  clone_55 = None
    detach_372 = torch.ops.aten.detach.default(_unsafe_view_84)
    detach_373 = torch.ops.aten.detach.default(_unsafe_view_83)
    bmm_34 = torch.ops.aten.bmm.default(_unsafe_view_83, _unsafe_view_84);  _unsafe_view_83 = _unsafe_view_84 = None
    _unsafe_view_85 = torch.ops.aten._unsafe_view.default(bmm_34, [2, 3, 2, 6, 6]);  bmm_34 = None
    mul_67 = torch.ops.aten.mul.Tensor(_unsafe_view_85, 0.5);  _unsafe_view_85 = None
    add_50 = torch.ops.aten.add.Tensor(mul_67, expand_30);  mul_67 = expand_30 = None
    add_51 = torch.ops.aten.add.Tensor(add_50, unsqueeze_30);  add_50 = unsqueeze_30 = None
    _softmax_4 = torch.ops.aten._softmax.default(add_51, -1, False);  add_51 = None
    detach_374 = torch.ops.aten.detach.default(_softmax_4)
    permute_60 = torch.ops.aten.permute.default(view_242, [0, -4, -2, -3, -1]);  view_242 = None
    expand_33 = torch.ops.aten.expand.default(_softmax_4, [2, 3, 2, 6, 6]);  _softmax_4 = None
    view_243 = torch.ops.aten.view.default(expand_33, [12, 6, 6]);  expand_33 = None
    expand_34 = torch.ops.aten.expand.default(permute_60, [2, 3, 2, 6, 4]);  permute_60 = None
    clone_56 = torch.ops.aten.clone.default(expand_34, memory_format = torch.contiguous_format);  expand_34 = None
    _unsafe_view_86 = torch.ops.aten._unsafe_view.default(clone_56, [12, 6, 4]);  clone_56 = None
    detach_375 = torch.ops.aten.detach.default(_unsafe_view_86)
    detach_376 = torch.ops.aten.detach.default(view_243)
    bmm_35 = torch.ops.aten.bmm.default(view_243, _unsafe_view_86);  view_243 = _unsafe_view_86 = None
    _unsafe_view_87 = torch.ops.aten._unsafe_view.default(bmm_35, [2, 3, 2, 6, 4]);  bmm_35 = None
    transpose_46 = torch.ops.aten.transpose.int(_unsafe_view_87, -2, -3);  _unsafe_view_87 = None
    view_244 = torch.ops.aten.view.default(getitem_72, [36, 16]);  getitem_72 = None
    _param_constant101 = self._param_constant101
    t_222 = torch.ops.aten.t.default(_param_constant101);  _param_constant101 = None
    detach_377 = torch.ops.aten.detach.default(view_244)
    detach_378 = torch.ops.aten.detach.default(t_222)
    _param_constant102 = self._param_constant102
    addmm_27 = torch.ops.aten.addmm.default(_param_constant102, view_244, t_222);  _param_constant102 = view_244 = t_222 = None
    view_245 = torch.ops.aten.view.default(addmm_27, [2, 3, 6, 8]);  addmm_27 = None
    sigmoid_10 = torch.ops.aten.sigmoid.default(view_245);  view_245 = None
    detach_379 = torch.ops.aten.detach.default(sigmoid_10)
    view_246 = torch.ops.aten.view.default(sigmoid_10, [2, 3, 6, 2, -1]);  sigmoid_10 = None
    detach_380 = torch.ops.aten.detach.default(view_246)
    detach_381 = torch.ops.aten.detach.default(transpose_46)
    mul_68 = torch.ops.aten.mul.Tensor(transpose_46, view_246);  transpose_46 = view_246 = None
    clone_57 = torch.ops.aten.clone.default(mul_68, memory_format = torch.contiguous_format);  mul_68 = None
    _unsafe_view_88 = torch.ops.aten._unsafe_view.default(clone_57, [2, 3, 6, 8]);  clone_57 = None
    view_247 = torch.ops.aten.view.default(_unsafe_view_88, [36, 8]);  _unsafe_view_88 = None
    _param_constant103 = self._param_constant103
    t_223 = torch.ops.aten.t.default(_param_constant103);  _param_constant103 = None
    detach_382 = torch.ops.aten.detach.default(view_247)
    detach_383 = torch.ops.aten.detach.default(t_223)
    _param_constant104 = self._param_constant104
    addmm_28 = torch.ops.aten.addmm.default(_param_constant104, view_247, t_223);  _param_constant104 = view_247 = t_223 = None
    view_248 = torch.ops.aten.view.default(addmm_28, [2, 3, 6, 16]);  addmm_28 = None
    _tensor_constant16_2 = self._tensor_constant16
    add_52 = torch.ops.aten.add.Tensor(_tensor_constant16_2, view_248);  _tensor_constant16_2 = view_248 = None
    transpose_47 = torch.ops.aten.transpose.int(add_52, -2, -3)
    _tensor_constant13_5 = self._tensor_constant13
    transpose_48 = torch.ops.aten.transpose.int(_tensor_constant13_5, -1, -2);  _tensor_constant13_5 = None
    _param_constant105 = self._param_constant105
    detach_384 = torch.ops.aten.detach.default(_param_constant105);  _param_constant105 = None
    detach_385 = torch.ops.aten.detach.default(transpose_47)
    _param_constant106 = self._param_constant106
    detach_386 = torch.ops.aten.detach.default(_param_constant106);  _param_constant106 = None
    _param_constant106_1 = self._param_constant106
    _param_constant105_1 = self._param_constant105
    native_layer_norm_14 = torch.ops.aten.native_layer_norm.default(transpose_47, [16], _param_constant106_1, _param_constant105_1, 1e-05);  transpose_47 = _param_constant106_1 = _param_constant105_1 = None
    getitem_78 = native_layer_norm_14[0]
    getitem_79 = native_layer_norm_14[1]
    getitem_80 = native_layer_norm_14[2];  native_layer_norm_14 = None
    sub_5 = torch.ops.aten.sub.Tensor(transpose_48, 1)
    mul_69 = torch.ops.aten.mul.Tensor(sub_5, 1000000000.0);  sub_5 = None
    unsqueeze_31 = torch.ops.aten.unsqueeze.default(mul_69, 2);  mul_69 = None
    unsqueeze_32 = torch.ops.aten.unsqueeze.default(unsqueeze_31, 3);  unsqueeze_31 = None
    expand_35 = torch.ops.aten.expand.default(unsqueeze_32, [-1, -1, 2, 3, -1]);  unsqueeze_32 = None
    _param_constant107 = self._param_constant107
    t_224 = torch.ops.aten.t.default(_param_constant107);  _param_constant107 = None
    view_249 = torch.ops.aten.view.default(getitem_78, [36, 16])
    detach_387 = torch.ops.aten.detach.default(t_224)
    detach_388 = torch.ops.aten.detach.default(view_249)
    mm_107 = torch.ops.aten.mm.default(view_249, t_224);  view_249 = t_224 = None
    _unsafe_view_89 = torch.ops.aten._unsafe_view.default(mm_107, [2, 6, 3, 8]);  mm_107 = None
    _param_constant108 = self._param_constant108
    t_225 = torch.ops.aten.t.default(_param_constant108);  _param_constant108 = None
    view_250 = torch.ops.aten.view.default(getitem_78, [36, 16])
    detach_389 = torch.ops.aten.detach.default(t_225)
    detach_390 = torch.ops.aten.detach.default(view_250)
    mm_108 = torch.ops.aten.mm.default(view_250, t_225);  view_250 = t_225 = None
    _unsafe_view_90 = torch.ops.aten._unsafe_view.default(mm_108, [2, 6, 3, 8]);  mm_108 = None
    _param_constant109 = self._param_constant109
    t_226 = torch.ops.aten.t.default(_param_constant109);  _param_constant109 = None
    view_251 = torch.ops.aten.view.default(getitem_78, [36, 16])
    detach_391 = torch.ops.aten.detach.default(t_226)
    detach_392 = torch.ops.aten.detach.default(view_251)
    mm_109 = torch.ops.aten.mm.default(view_251, t_226);  view_251 = t_226 = None
    _unsafe_view_91 = torch.ops.aten._unsafe_view.default(mm_109, [2, 6, 3, 8]);  mm_109 = None
    view_252 = torch.ops.aten.view.default(_unsafe_view_89, [2, 6, 3, 2, -1]);  _unsafe_view_89 = None
    view_253 = torch.ops.aten.view.default(_unsafe_view_90, [2, 6, 3, 2, -1]);  _unsafe_view_90 = None
    view_254 = torch.ops.aten.view.default(_unsafe_view_91, [2, 6, 3, 2, -1]);  _unsafe_view_91 = None
    permute_61 = torch.ops.aten.permute.default(view_252, [0, -4, -2, -3, -1]);  view_252 = None
    permute_62 = torch.ops.aten.permute.default(view_253, [0, -4, -2, -1, -3]);  view_253 = None
    expand_36 = torch.ops.aten.expand.default(permute_61, [2, 6, 2, 3, 4]);  permute_61 = None
    clone_58 = torch.ops.aten.clone.default(expand_36, memory_format = torch.contiguous_format);  expand_36 = None
    _unsafe_view_92 = torch.ops.aten._unsafe_view.default(clone_58, [24, 3, 4]);  clone_58 = None
    expand_37 = torch.ops.aten.expand.default(permute_62, [2, 6, 2, 4, 3]);  permute_62 = None
    clone_59 = torch.ops.aten.clone.default(expand_37, memory_format = torch.contiguous_format);  expand_37 = None
    _unsafe_view_93 = torch.ops.aten._unsafe_view.default(clone_59, [24, 4, 3]);  clone_59 = None
    detach_393 = torch.ops.aten.detach.default(_unsafe_view_93)
    detach_394 = torch.ops.aten.detach.default(_unsafe_view_92)
    bmm_36 = torch.ops.aten.bmm.default(_unsafe_view_92, _unsafe_view_93);  _unsafe_view_92 = _unsafe_view_93 = None
    _unsafe_view_94 = torch.ops.aten._unsafe_view.default(bmm_36, [2, 6, 2, 3, 3]);  bmm_36 = None
    mul_70 = torch.ops.aten.mul.Tensor(_unsafe_view_94, 0.5);  _unsafe_view_94 = None
    add_53 = torch.ops.aten.add.Tensor(mul_70, expand_35);  mul_70 = expand_35 = None
    _softmax_5 = torch.ops.aten._softmax.default(add_53, -1, False);  add_53 = None
    detach_395 = torch.ops.aten.detach.default(_softmax_5)
    permute_63 = torch.ops.aten.permute.default(view_254, [0, -4, -2, -3, -1]);  view_254 = None
    expand_38 = torch.ops.aten.expand.default(_softmax_5, [2, 6, 2, 3, 3]);  _softmax_5 = None
    view_255 = torch.ops.aten.view.default(expand_38, [24, 3, 3]);  expand_38 = None
    expand_39 = torch.ops.aten.expand.default(permute_63, [2, 6, 2, 3, 4]);  permute_63 = None
    clone_60 = torch.ops.aten.clone.default(expand_39, memory_format = torch.contiguous_format);  expand_39 = None
    _unsafe_view_95 = torch.ops.aten._unsafe_view.default(clone_60, [24, 3, 4]);  clone_60 = None
    detach_396 = torch.ops.aten.detach.default(_unsafe_view_95)
    detach_397 = torch.ops.aten.detach.default(view_255)
    bmm_37 = torch.ops.aten.bmm.default(view_255, _unsafe_view_95);  view_255 = _unsafe_view_95 = None
    _unsafe_view_96 = torch.ops.aten._unsafe_view.default(bmm_37, [2, 6, 2, 3, 4]);  bmm_37 = None
    transpose_49 = torch.ops.aten.transpose.int(_unsafe_view_96, -2, -3);  _unsafe_view_96 = None
    view_256 = torch.ops.aten.view.default(getitem_78, [36, 16]);  getitem_78 = None
    _param_constant110 = self._param_constant110
    t_227 = torch.ops.aten.t.default(_param_constant110);  _param_constant110 = None
    detach_398 = torch.ops.aten.detach.default(view_256)
    detach_399 = torch.ops.aten.detach.default(t_227)
    _param_constant111 = self._param_constant111
    addmm_29 = torch.ops.aten.addmm.default(_param_constant111, view_256, t_227);  _param_constant111 = view_256 = t_227 = None
    view_257 = torch.ops.aten.view.default(addmm_29, [2, 6, 3, 8]);  addmm_29 = None
    sigmoid_11 = torch.ops.aten.sigmoid.default(view_257);  view_257 = None
    detach_400 = torch.ops.aten.detach.default(sigmoid_11)
    view_258 = torch.ops.aten.view.default(sigmoid_11, [2, 6, 3, 2, -1]);  sigmoid_11 = None
    detach_401 = torch.ops.aten.detach.default(view_258)
    detach_402 = torch.ops.aten.detach.default(transpose_49)
    mul_71 = torch.ops.aten.mul.Tensor(transpose_49, view_258);  transpose_49 = view_258 = None
    clone_61 = torch.ops.aten.clone.default(mul_71, memory_format = torch.contiguous_format);  mul_71 = None
    _unsafe_view_97 = torch.ops.aten._unsafe_view.default(clone_61, [2, 6, 3, 8]);  clone_61 = None
    view_259 = torch.ops.aten.view.default(_unsafe_view_97, [36, 8]);  _unsafe_view_97 = None
    _param_constant112 = self._param_constant112
    t_228 = torch.ops.aten.t.default(_param_constant112);  _param_constant112 = None
    detach_403 = torch.ops.aten.detach.default(view_259)
    detach_404 = torch.ops.aten.detach.default(t_228)
    _param_constant113 = self._param_constant113
    addmm_30 = torch.ops.aten.addmm.default(_param_constant113, view_259, t_228);  _param_constant113 = view_259 = t_228 = None
    view_260 = torch.ops.aten.view.default(addmm_30, [2, 6, 3, 16]);  addmm_30 = None
    transpose_50 = torch.ops.aten.transpose.int(view_260, -2, -3);  view_260 = None
    transpose_51 = torch.ops.aten.transpose.int(transpose_48, -1, -2);  transpose_48 = transpose_51 = None
    add_54 = torch.ops.aten.add.Tensor(add_52, transpose_50);  add_52 = transpose_50 = None
    _tensor_constant13_6 = self._tensor_constant13
    unsqueeze_33 = torch.ops.aten.unsqueeze.default(_tensor_constant13_6, -1);  _tensor_constant13_6 = None
    _param_constant114 = self._param_constant114
    detach_405 = torch.ops.aten.detach.default(_param_constant114);  _param_constant114 = None
    detach_406 = torch.ops.aten.detach.default(add_54)
    _param_constant115 = self._param_constant115
    detach_407 = torch.ops.aten.detach.default(_param_constant115);  _param_constant115 = None
    _param_constant115_1 = self._param_constant115
    _param_constant114_1 = self._param_constant114
    native_layer_norm_15 = torch.ops.aten.native_layer_norm.default(add_54, [16], _param_constant115_1, _param_constant114_1, 1e-05);  _param_constant115_1 = _param_constant114_1 = None
    getitem_81 = native_layer_norm_15[0]
    getitem_82 = native_layer_norm_15[1]
    getitem_83 = native_layer_norm_15[2];  native_layer_norm_15 = None
    view_261 = torch.ops.aten.view.default(getitem_81, [36, 16]);  getitem_81 = None
    _param_constant116 = self._param_constant116
    t_229 = torch.ops.aten.t.default(_param_constant116);  _param_constant116 = None
    detach_408 = torch.ops.aten.detach.default(view_261)
    detach_409 = torch.ops.aten.detach.default(t_229)
    _param_constant117 = self._param_constant117
    addmm_31 = torch.ops.aten.addmm.default(_param_constant117, view_261, t_229);  _param_constant117 = view_261 = t_229 = None
    view_262 = torch.ops.aten.view.default(addmm_31, [2, 3, 6, 32]);  addmm_31 = None
    relu_2 = torch.ops.aten.relu.default(view_262);  view_262 = None
    detach_410 = torch.ops.aten.detach.default(relu_2)
    view_263 = torch.ops.aten.view.default(relu_2, [36, 32]);  relu_2 = None
    _param_constant118 = self._param_constant118
    t_230 = torch.ops.aten.t.default(_param_constant118);  _param_constant118 = None
    detach_411 = torch.ops.aten.detach.default(view_263)
    detach_412 = torch.ops.aten.detach.default(t_230)
    _param_constant119 = self._param_constant119
    addmm_32 = torch.ops.aten.addmm.default(_param_constant119, view_263, t_230);  _param_constant119 = view_263 = t_230 = None
    view_264 = torch.ops.aten.view.default(addmm_32, [2, 3, 6, 16]);  addmm_32 = None
    mul_72 = torch.ops.aten.mul.Tensor(view_264, unsqueeze_33);  view_264 = None
    add_55 = torch.ops.aten.add.Tensor(add_54, mul_72);  add_54 = mul_72 = None
    _param_constant120 = self._param_constant120
    detach_413 = torch.ops.aten.detach.default(_param_constant120);  _param_constant120 = None
    detach_414 = torch.ops.aten.detach.default(add_55)
    _param_constant121 = self._param_constant121
    detach_415 = torch.ops.aten.detach.default(_param_constant121);  _param_constant121 = None
    _param_constant121_1 = self._param_constant121
    _param_constant120_1 = self._param_constant120
    native_layer_norm_16 = torch.ops.aten.native_layer_norm.default(add_55, [16], _param_constant121_1, _param_constant120_1, 1e-05);  add_55 = _param_constant121_1 = _param_constant120_1 = None
    getitem_84 = native_layer_norm_16[0]
    getitem_85 = native_layer_norm_16[1]
    getitem_86 = native_layer_norm_16[2];  native_layer_norm_16 = None
    _tensor_constant13_7 = self._tensor_constant13
    unsqueeze_34 = torch.ops.aten.unsqueeze.default(_tensor_constant13_7, -1);  _tensor_constant13_7 = None
    view_265 = torch.ops.aten.view.default(getitem_84, [36, 16])
    _param_constant122 = self._param_constant122
    t_231 = torch.ops.aten.t.default(_param_constant122);  _param_constant122 = None
    detach_416 = torch.ops.aten.detach.default(view_265)
    detach_417 = torch.ops.aten.detach.default(t_231)
    _param_constant123 = self._param_constant123
    addmm_33 = torch.ops.aten.addmm.default(_param_constant123, view_265, t_231);  _param_constant123 = view_265 = t_231 = None
    view_266 = torch.ops.aten.view.default(addmm_33, [2, 3, 6, 4]);  addmm_33 = None
    mul_73 = torch.ops.aten.mul.Tensor(view_266, unsqueeze_34);  view_266 = None
    view_267 = torch.ops.aten.view.default(getitem_84, [36, 16]);  getitem_84 = None
    _param_constant124 = self._param_constant124
    t_232 = torch.ops.aten.t.default(_param_constant124);  _param_constant124 = None
    detach_418 = torch.ops.aten.detach.default(view_267)
    detach_419 = torch.ops.aten.detach.default(t_232)
    _param_constant125 = self._param_constant125
    addmm_34 = torch.ops.aten.addmm.default(_param_constant125, view_267, t_232);  _param_constant125 = view_267 = t_232 = None
    view_268 = torch.ops.aten.view.default(addmm_34, [2, 3, 6, 4]);  addmm_34 = None
    mul_74 = torch.ops.aten.mul.Tensor(view_268, unsqueeze_34);  view_268 = None
    transpose_52 = torch.ops.aten.transpose.int(mul_73, -2, -3);  mul_73 = None
    transpose_53 = torch.ops.aten.transpose.int(mul_74, -2, -3);  mul_74 = None
    unsqueeze_35 = torch.ops.aten.unsqueeze.default(transpose_52, 4);  transpose_52 = None
    unsqueeze_36 = torch.ops.aten.unsqueeze.default(unsqueeze_35, 5);  unsqueeze_35 = None
    permute_64 = torch.ops.aten.permute.default(unsqueeze_36, [0, 1, 4, 3, 5, 2]);  unsqueeze_36 = None
    unsqueeze_37 = torch.ops.aten.unsqueeze.default(transpose_53, 4);  transpose_53 = None
    unsqueeze_38 = torch.ops.aten.unsqueeze.default(unsqueeze_37, 5);  unsqueeze_37 = None
    permute_65 = torch.ops.aten.permute.default(unsqueeze_38, [0, 4, 1, 5, 3, 2]);  unsqueeze_38 = None
    permute_66 = torch.ops.aten.permute.default(permute_64, [0, 1, 3, 5, 2, 4]);  permute_64 = None
    view_269 = torch.ops.aten.view.default(permute_66, [2, 24, 3]);  permute_66 = None
    permute_67 = torch.ops.aten.permute.default(permute_65, [0, 5, 2, 4, 1, 3]);  permute_65 = None
    view_270 = torch.ops.aten.view.default(permute_67, [2, 3, 24]);  permute_67 = None
    detach_420 = torch.ops.aten.detach.default(view_270)
    detach_421 = torch.ops.aten.detach.default(view_269)
    bmm_38 = torch.ops.aten.bmm.default(view_269, view_270);  view_269 = view_270 = None
    view_271 = torch.ops.aten.view.default(bmm_38, [2, 6, 4, 1, 6, 4]);  bmm_38 = None
    permute_68 = torch.ops.aten.permute.default(view_271, [0, 1, 4, 2, 5, 3]);  view_271 = None
    view_272 = torch.ops.aten.view.default(permute_68, [2, 6, 6, 4, 4]);  permute_68 = None
    clone_62 = torch.ops.aten.clone.default(view_272, memory_format = torch.contiguous_format);  view_272 = None
    _unsafe_view_98 = torch.ops.aten._unsafe_view.default(clone_62, [2, 6, 6, 16]);  clone_62 = None
    view_273 = torch.ops.aten.view.default(_unsafe_view_98, [72, 16]);  _unsafe_view_98 = None
    _param_constant126 = self._param_constant126
    t_233 = torch.ops.aten.t.default(_param_constant126);  _param_constant126 = None
    detach_422 = torch.ops.aten.detach.default(view_273)
    detach_423 = torch.ops.aten.detach.default(t_233)
    _param_constant127 = self._param_constant127
    addmm_35 = torch.ops.aten.addmm.default(_param_constant127, view_273, t_233);  _param_constant127 = view_273 = t_233 = None
    view_274 = torch.ops.aten.view.default(addmm_35, [2, 6, 6, 8]);  addmm_35 = None
    unsqueeze_39 = torch.ops.aten.unsqueeze.default(unsqueeze_34, 4)
    permute_69 = torch.ops.aten.permute.default(unsqueeze_39, [0, 2, 4, 3, 1]);  unsqueeze_39 = None
    unsqueeze_40 = torch.ops.aten.unsqueeze.default(unsqueeze_34, 4)
    permute_70 = torch.ops.aten.permute.default(unsqueeze_40, [0, 4, 2, 3, 1]);  unsqueeze_40 = None
    permute_71 = torch.ops.aten.permute.default(permute_69, [0, 1, 4, 2, 3]);  permute_69 = None
    view_275 = torch.ops.aten.view.default(permute_71, [2, 6, 3]);  permute_71 = None
    permute_72 = torch.ops.aten.permute.default(permute_70, [0, 4, 2, 3, 1]);  permute_70 = None
    view_276 = torch.ops.aten.view.default(permute_72, [2, 3, 6]);  permute_72 = None
    bmm_39 = torch.ops.aten.bmm.default(view_275, view_276);  view_275 = view_276 = None
    view_277 = torch.ops.aten.view.default(bmm_39, [2, 6, 1, 6, 1]);  bmm_39 = None
    permute_73 = torch.ops.aten.permute.default(view_277, [0, 1, 3, 4, 2]);  view_277 = None
    view_278 = torch.ops.aten.view.default(permute_73, [2, 6, 6, 1]);  permute_73 = None
    add_56 = torch.ops.aten.add.Tensor(view_278, 0.001);  view_278 = None
    div_6 = torch.ops.aten.div.Tensor(view_274, add_56);  view_274 = None
    _tensor_constant17_2 = self._tensor_constant17
    add_57 = torch.ops.aten.add.Tensor(_tensor_constant17_2, div_6);  _tensor_constant17_2 = div_6 = None
    _tensor_constant15_5 = self._tensor_constant15
    unsqueeze_41 = torch.ops.aten.unsqueeze.default(_tensor_constant15_5, -1);  _tensor_constant15_5 = None
    _param_constant128 = self._param_constant128
    detach_424 = torch.ops.aten.detach.default(_param_constant128);  _param_constant128 = None
    detach_425 = torch.ops.aten.detach.default(add_57)
    _param_constant129 = self._param_constant129
    detach_426 = torch.ops.aten.detach.default(_param_constant129);  _param_constant129 = None
    _param_constant129_1 = self._param_constant129
    _param_constant128_1 = self._param_constant128
    native_layer_norm_17 = torch.ops.aten.native_layer_norm.default(add_57, [8], _param_constant129_1, _param_constant128_1, 1e-05);  _param_constant129_1 = _param_constant128_1 = None
    getitem_87 = native_layer_norm_17[0]
    getitem_88 = native_layer_norm_17[1]
    getitem_89 = native_layer_norm_17[2];  native_layer_norm_17 = None
    view_279 = torch.ops.aten.view.default(getitem_87, [72, 8])
    _param_constant130 = self._param_constant130
    t_234 = torch.ops.aten.t.default(_param_constant130);  _param_constant130 = None
    detach_427 = torch.ops.aten.detach.default(view_279)
    detach_428 = torch.ops.aten.detach.default(t_234)
    _param_constant131 = self._param_constant131
    addmm_36 = torch.ops.aten.addmm.default(_param_constant131, view_279, t_234);  _param_constant131 = view_279 = t_234 = None
    view_280 = torch.ops.aten.view.default(addmm_36, [2, 6, 6, 8]);  addmm_36 = None
    view_281 = torch.ops.aten.view.default(getitem_87, [72, 8])
    _param_constant132 = self._param_constant132
    t_235 = torch.ops.aten.t.default(_param_constant132);  _param_constant132 = None
    detach_429 = torch.ops.aten.detach.default(view_281)
    detach_430 = torch.ops.aten.detach.default(t_235)
    _param_constant133 = self._param_constant133
    addmm_37 = torch.ops.aten.addmm.default(_param_constant133, view_281, t_235);  _param_constant133 = view_281 = t_235 = None
    view_282 = torch.ops.aten.view.default(addmm_37, [2, 6, 6, 8]);  addmm_37 = None
    sigmoid_12 = torch.ops.aten.sigmoid.default(view_282);  view_282 = None
    detach_431 = torch.ops.aten.detach.default(sigmoid_12)
    detach_432 = torch.ops.aten.detach.default(sigmoid_12)
    detach_433 = torch.ops.aten.detach.default(view_280)
    mul_75 = torch.ops.aten.mul.Tensor(view_280, sigmoid_12);  view_280 = sigmoid_12 = None
    mul_76 = torch.ops.aten.mul.Tensor(mul_75, unsqueeze_41);  mul_75 = None
    view_283 = torch.ops.aten.view.default(getitem_87, [72, 8])
    _param_constant134 = self._param_constant134
    t_236 = torch.ops.aten.t.default(_param_constant134);  _param_constant134 = None
    detach_434 = torch.ops.aten.detach.default(view_283)
    detach_435 = torch.ops.aten.detach.default(t_236)
    _param_constant135 = self._param_constant135
    addmm_38 = torch.ops.aten.addmm.default(_param_constant135, view_283, t_236);  _param_constant135 = view_283 = t_236 = None
    view_284 = torch.ops.aten.view.default(addmm_38, [2, 6, 6, 8]);  addmm_38 = None
    view_285 = torch.ops.aten.view.default(getitem_87, [72, 8])
    _param_constant136 = self._param_constant136
    t_237 = torch.ops.aten.t.default(_param_constant136);  _param_constant136 = None
    detach_436 = torch.ops.aten.detach.default(view_285)
    detach_437 = torch.ops.aten.detach.default(t_237)
    _param_constant137 = self._param_constant137
    addmm_39 = torch.ops.aten.addmm.default(_param_constant137, view_285, t_237);  _param_constant137 = view_285 = t_237 = None
    view_286 = torch.ops.aten.view.default(addmm_39, [2, 6, 6, 8]);  addmm_39 = None
    sigmoid_13 = torch.ops.aten.sigmoid.default(view_286);  view_286 = None
    detach_438 = torch.ops.aten.detach.default(sigmoid_13)
    detach_439 = torch.ops.aten.detach.default(sigmoid_13)
    detach_440 = torch.ops.aten.detach.default(view_284)
    mul_77 = torch.ops.aten.mul.Tensor(view_284, sigmoid_13);  view_284 = sigmoid_13 = None
    mul_78 = torch.ops.aten.mul.Tensor(mul_77, unsqueeze_41);  mul_77 = None
    permute_74 = torch.ops.aten.permute.default(mul_76, [0, -1, -3, -2]);  mul_76 = None
    permute_75 = torch.ops.aten.permute.default(mul_78, [0, -1, -2, -3]);  mul_78 = None
    expand_40 = torch.ops.aten.expand.default(permute_74, [2, 8, 6, 6]);  permute_74 = None
    clone_63 = torch.ops.aten.clone.default(expand_40, memory_format = torch.contiguous_format);  expand_40 = None
    _unsafe_view_99 = torch.ops.aten._unsafe_view.default(clone_63, [16, 6, 6]);  clone_63 = None
    expand_41 = torch.ops.aten.expand.default(permute_75, [2, 8, 6, 6]);  permute_75 = None
    clone_64 = torch.ops.aten.clone.default(expand_41, memory_format = torch.contiguous_format);  expand_41 = None
    _unsafe_view_100 = torch.ops.aten._unsafe_view.default(clone_64, [16, 6, 6]);  clone_64 = None
    detach_441 = torch.ops.aten.detach.default(_unsafe_view_100)
    detach_442 = torch.ops.aten.detach.default(_unsafe_view_99)
    bmm_40 = torch.ops.aten.bmm.default(_unsafe_view_99, _unsafe_view_100);  _unsafe_view_99 = _unsafe_view_100 = None
    _unsafe_view_101 = torch.ops.aten._unsafe_view.default(bmm_40, [2, 8, 6, 6]);  bmm_40 = None
    permute_76 = torch.ops.aten.permute.default(_unsafe_view_101, [0, -2, -1, -3]);  _unsafe_view_101 = None
    _param_constant138 = self._param_constant138
    detach_443 = torch.ops.aten.detach.default(_param_constant138);  _param_constant138 = None
    detach_444 = torch.ops.aten.detach.default(permute_76)
    _param_constant139 = self._param_constant139
    detach_445 = torch.ops.aten.detach.default(_param_constant139);  _param_constant139 = None
    _param_constant139_1 = self._param_constant139
    _param_constant138_1 = self._param_constant138
    native_layer_norm_18 = torch.ops.aten.native_layer_norm.default(permute_76, [8], _param_constant139_1, _param_constant138_1, 1e-05);  permute_76 = _param_constant139_1 = _param_constant138_1 = None
    getitem_90 = native_layer_norm_18[0]
    getitem_91 = native_layer_norm_18[1]
    getitem_92 = native_layer_norm_18[2];  native_layer_norm_18 = None
    view_287 = torch.ops.aten.view.default(getitem_90, [72, 8]);  getitem_90 = None
    _param_constant140 = self._param_constant140
    t_238 = torch.ops.aten.t.default(_param_constant140);  _param_constant140 = None
    detach_446 = torch.ops.aten.detach.default(view_287)
    detach_447 = torch.ops.aten.detach.default(t_238)
    _param_constant141 = self._param_constant141
    addmm_40 = torch.ops.aten.addmm.default(_param_constant141, view_287, t_238);  _param_constant141 = view_287 = t_238 = None
    view_288 = torch.ops.aten.view.default(addmm_40, [2, 6, 6, 8]);  addmm_40 = None
    view_289 = torch.ops.aten.view.default(getitem_87, [72, 8]);  getitem_87 = None
    _param_constant142 = self._param_constant142
    t_239 = torch.ops.aten.t.default(_param_constant142);  _param_constant142 = None
    detach_448 = torch.ops.aten.detach.default(view_289)
    detach_449 = torch.ops.aten.detach.default(t_239)
    _param_constant143 = self._param_constant143
    addmm_41 = torch.ops.aten.addmm.default(_param_constant143, view_289, t_239);  _param_constant143 = view_289 = t_239 = None
    view_290 = torch.ops.aten.view.default(addmm_41, [2, 6, 6, 8]);  addmm_41 = None
    sigmoid_14 = torch.ops.aten.sigmoid.default(view_290);  view_290 = None
    detach_450 = torch.ops.aten.detach.default(sigmoid_14)
    detach_451 = torch.ops.aten.detach.default(sigmoid_14)
    detach_452 = torch.ops.aten.detach.default(view_288)
    mul_79 = torch.ops.aten.mul.Tensor(view_288, sigmoid_14);  view_288 = sigmoid_14 = None
    add_58 = torch.ops.aten.add.Tensor(add_57, mul_79);  add_57 = mul_79 = None
    _tensor_constant15_6 = self._tensor_constant15
    unsqueeze_42 = torch.ops.aten.unsqueeze.default(_tensor_constant15_6, -1);  _tensor_constant15_6 = None
    _param_constant144 = self._param_constant144
    detach_453 = torch.ops.aten.detach.default(_param_constant144);  _param_constant144 = None
    detach_454 = torch.ops.aten.detach.default(add_58)
    _param_constant145 = self._param_constant145
    detach_455 = torch.ops.aten.detach.default(_param_constant145);  _param_constant145 = None
    _param_constant145_1 = self._param_constant145
    _param_constant144_1 = self._param_constant144
    native_layer_norm_19 = torch.ops.aten.native_layer_norm.default(add_58, [8], _param_constant145_1, _param_constant144_1, 1e-05);  _param_constant145_1 = _param_constant144_1 = None
    getitem_93 = native_layer_norm_19[0]
    getitem_94 = native_layer_norm_19[1]
    getitem_95 = native_layer_norm_19[2];  native_layer_norm_19 = None
    view_291 = torch.ops.aten.view.default(getitem_93, [72, 8])
    _param_constant146 = self._param_constant146
    t_240 = torch.ops.aten.t.default(_param_constant146);  _param_constant146 = None
    detach_456 = torch.ops.aten.detach.default(view_291)
    detach_457 = torch.ops.aten.detach.default(t_240)
    _param_constant147 = self._param_constant147
    addmm_42 = torch.ops.aten.addmm.default(_param_constant147, view_291, t_240);  _param_constant147 = view_291 = t_240 = None
    view_292 = torch.ops.aten.view.default(addmm_42, [2, 6, 6, 8]);  addmm_42 = None
    view_293 = torch.ops.aten.view.default(getitem_93, [72, 8])
    _param_constant148 = self._param_constant148
    t_241 = torch.ops.aten.t.default(_param_constant148);  _param_constant148 = None
    detach_458 = torch.ops.aten.detach.default(view_293)
    detach_459 = torch.ops.aten.detach.default(t_241)
    _param_constant149 = self._param_constant149
    addmm_43 = torch.ops.aten.addmm.default(_param_constant149, view_293, t_241);  _param_constant149 = view_293 = t_241 = None
    view_294 = torch.ops.aten.view.default(addmm_43, [2, 6, 6, 8]);  addmm_43 = None
    sigmoid_15 = torch.ops.aten.sigmoid.default(view_294);  view_294 = None
    detach_460 = torch.ops.aten.detach.default(sigmoid_15)
    detach_461 = torch.ops.aten.detach.default(sigmoid_15)
    detach_462 = torch.ops.aten.detach.default(view_292)
    mul_80 = torch.ops.aten.mul.Tensor(view_292, sigmoid_15);  view_292 = sigmoid_15 = None
    mul_81 = torch.ops.aten.mul.Tensor(mul_80, unsqueeze_42);  mul_80 = None
    view_295 = torch.ops.aten.view.default(getitem_93, [72, 8])
    _param_constant150 = self._param_constant150
    t_242 = torch.ops.aten.t.default(_param_constant150);  _param_constant150 = None
    detach_463 = torch.ops.aten.detach.default(view_295)
    detach_464 = torch.ops.aten.detach.default(t_242)
    _param_constant151 = self._param_constant151
    addmm_44 = torch.ops.aten.addmm.default(_param_constant151, view_295, t_242);  _param_constant151 = view_295 = t_242 = None
    view_296 = torch.ops.aten.view.default(addmm_44, [2, 6, 6, 8]);  addmm_44 = None
    view_297 = torch.ops.aten.view.default(getitem_93, [72, 8])
    _param_constant152 = self._param_constant152
    t_243 = torch.ops.aten.t.default(_param_constant152);  _param_constant152 = None
    detach_465 = torch.ops.aten.detach.default(view_297)
    detach_466 = torch.ops.aten.detach.default(t_243)
    _param_constant153 = self._param_constant153
    addmm_45 = torch.ops.aten.addmm.default(_param_constant153, view_297, t_243);  _param_constant153 = view_297 = t_243 = None
    view_298 = torch.ops.aten.view.default(addmm_45, [2, 6, 6, 8]);  addmm_45 = None
    sigmoid_16 = torch.ops.aten.sigmoid.default(view_298);  view_298 = None
    detach_467 = torch.ops.aten.detach.default(sigmoid_16)
    detach_468 = torch.ops.aten.detach.default(sigmoid_16)
    detach_469 = torch.ops.aten.detach.default(view_296)
    mul_82 = torch.ops.aten.mul.Tensor(view_296, sigmoid_16);  view_296 = sigmoid_16 = None
    mul_83 = torch.ops.aten.mul.Tensor(mul_82, unsqueeze_42);  mul_82 = None
    permute_77 = torch.ops.aten.permute.default(mul_81, [0, -1, -2, -3]);  mul_81 = None
    permute_78 = torch.ops.aten.permute.default(mul_83, [0, -1, -3, -2]);  mul_83 = None
    expand_42 = torch.ops.aten.expand.default(permute_77, [2, 8, 6, 6]);  permute_77 = None
    clone_65 = torch.ops.aten.clone.default(expand_42, memory_format = torch.contiguous_format);  expand_42 = None
    _unsafe_view_102 = torch.ops.aten._unsafe_view.default(clone_65, [16, 6, 6]);  clone_65 = None
    expand_43 = torch.ops.aten.expand.default(permute_78, [2, 8, 6, 6]);  permute_78 = None
    clone_66 = torch.ops.aten.clone.default(expand_43, memory_format = torch.contiguous_format);  expand_43 = None
    _unsafe_view_103 = torch.ops.aten._unsafe_view.default(clone_66, [16, 6, 6]);  clone_66 = None
    detach_470 = torch.ops.aten.detach.default(_unsafe_view_103)
    detach_471 = torch.ops.aten.detach.default(_unsafe_view_102)
    bmm_41 = torch.ops.aten.bmm.default(_unsafe_view_102, _unsafe_view_103);  _unsafe_view_102 = _unsafe_view_103 = None
    _unsafe_view_104 = torch.ops.aten._unsafe_view.default(bmm_41, [2, 8, 6, 6]);  bmm_41 = None
    permute_79 = torch.ops.aten.permute.default(_unsafe_view_104, [0, -2, -1, -3]);  _unsafe_view_104 = None
    _param_constant154 = self._param_constant154
    detach_472 = torch.ops.aten.detach.default(_param_constant154);  _param_constant154 = None
    detach_473 = torch.ops.aten.detach.default(permute_79)
    _param_constant155 = self._param_constant155
    detach_474 = torch.ops.aten.detach.default(_param_constant155);  _param_constant155 = None
    _param_constant155_1 = self._param_constant155
    _param_constant154_1 = self._param_constant154
    native_layer_norm_20 = torch.ops.aten.native_layer_norm.default(permute_79, [8], _param_constant155_1, _param_constant154_1, 1e-05);  permute_79 = _param_constant155_1 = _param_constant154_1 = None
    getitem_96 = native_layer_norm_20[0]
    getitem_97 = native_layer_norm_20[1]
    getitem_98 = native_layer_norm_20[2];  native_layer_norm_20 = None
    view_299 = torch.ops.aten.view.default(getitem_96, [72, 8]);  getitem_96 = None
    _param_constant156 = self._param_constant156
    t_244 = torch.ops.aten.t.default(_param_constant156);  _param_constant156 = None
    detach_475 = torch.ops.aten.detach.default(view_299)
    detach_476 = torch.ops.aten.detach.default(t_244)
    _param_constant157 = self._param_constant157
    addmm_46 = torch.ops.aten.addmm.default(_param_constant157, view_299, t_244);  _param_constant157 = view_299 = t_244 = None
    view_300 = torch.ops.aten.view.default(addmm_46, [2, 6, 6, 8]);  addmm_46 = None
    view_301 = torch.ops.aten.view.default(getitem_93, [72, 8]);  getitem_93 = None
    _param_constant158 = self._param_constant158
    t_245 = torch.ops.aten.t.default(_param_constant158);  _param_constant158 = None
    detach_477 = torch.ops.aten.detach.default(view_301)
    detach_478 = torch.ops.aten.detach.default(t_245)
    _param_constant159 = self._param_constant159
    addmm_47 = torch.ops.aten.addmm.default(_param_constant159, view_301, t_245);  _param_constant159 = view_301 = t_245 = None
    view_302 = torch.ops.aten.view.default(addmm_47, [2, 6, 6, 8]);  addmm_47 = None
    sigmoid_17 = torch.ops.aten.sigmoid.default(view_302);  view_302 = None
    detach_479 = torch.ops.aten.detach.default(sigmoid_17)
    detach_480 = torch.ops.aten.detach.default(sigmoid_17)
    detach_481 = torch.ops.aten.detach.default(view_300)
    mul_84 = torch.ops.aten.mul.Tensor(view_300, sigmoid_17);  view_300 = sigmoid_17 = None
    add_59 = torch.ops.aten.add.Tensor(add_58, mul_84);  add_58 = mul_84 = None
    _param_constant160 = self._param_constant160
    detach_482 = torch.ops.aten.detach.default(_param_constant160);  _param_constant160 = None
    detach_483 = torch.ops.aten.detach.default(add_59)
    _param_constant161 = self._param_constant161
    detach_484 = torch.ops.aten.detach.default(_param_constant161);  _param_constant161 = None
    _param_constant161_1 = self._param_constant161
    _param_constant160_1 = self._param_constant160
    native_layer_norm_21 = torch.ops.aten.native_layer_norm.default(add_59, [8], _param_constant161_1, _param_constant160_1, 1e-05);  _param_constant161_1 = _param_constant160_1 = None
    getitem_99 = native_layer_norm_21[0]
    getitem_100 = native_layer_norm_21[1]
    getitem_101 = native_layer_norm_21[2];  native_layer_norm_21 = None
    _tensor_constant15_7 = self._tensor_constant15
    sub_6 = torch.ops.aten.sub.Tensor(_tensor_constant15_7, 1);  _tensor_constant15_7 = None
    mul_85 = torch.ops.aten.mul.Tensor(sub_6, 1000000000.0);  sub_6 = None
    unsqueeze_43 = torch.ops.aten.unsqueeze.default(mul_85, 2);  mul_85 = None
    unsqueeze_44 = torch.ops.aten.unsqueeze.default(unsqueeze_43, 3);  unsqueeze_43 = None
    _param_constant162 = self._param_constant162
    t_246 = torch.ops.aten.t.default(_param_constant162);  _param_constant162 = None
    view_303 = torch.ops.aten.view.default(getitem_99, [72, 8])
    detach_485 = torch.ops.aten.detach.default(t_246)
    detach_486 = torch.ops.aten.detach.default(view_303)
    mm_110 = torch.ops.aten.mm.default(view_303, t_246);  view_303 = t_246 = None
    _unsafe_view_105 = torch.ops.aten._unsafe_view.default(mm_110, [2, 6, 6, 2]);  mm_110 = None
    permute_80 = torch.ops.aten.permute.default(_unsafe_view_105, [0, -1, -3, -2]);  _unsafe_view_105 = None
    unsqueeze_45 = torch.ops.aten.unsqueeze.default(permute_80, -4);  permute_80 = None
    _param_constant163 = self._param_constant163
    t_247 = torch.ops.aten.t.default(_param_constant163);  _param_constant163 = None
    view_304 = torch.ops.aten.view.default(getitem_99, [72, 8])
    detach_487 = torch.ops.aten.detach.default(t_247)
    detach_488 = torch.ops.aten.detach.default(view_304)
    mm_111 = torch.ops.aten.mm.default(view_304, t_247);  view_304 = t_247 = None
    _unsafe_view_106 = torch.ops.aten._unsafe_view.default(mm_111, [2, 6, 6, 8]);  mm_111 = None
    _param_constant164 = self._param_constant164
    t_248 = torch.ops.aten.t.default(_param_constant164);  _param_constant164 = None
    view_305 = torch.ops.aten.view.default(getitem_99, [72, 8])
    detach_489 = torch.ops.aten.detach.default(t_248)
    detach_490 = torch.ops.aten.detach.default(view_305)
    mm_112 = torch.ops.aten.mm.default(view_305, t_248);  view_305 = t_248 = None
    _unsafe_view_107 = torch.ops.aten._unsafe_view.default(mm_112, [2, 6, 6, 8]);  mm_112 = None
    _param_constant165 = self._param_constant165
    t_249 = torch.ops.aten.t.default(_param_constant165);  _param_constant165 = None
    view_306 = torch.ops.aten.view.default(getitem_99, [72, 8])
    detach_491 = torch.ops.aten.detach.default(t_249)
    detach_492 = torch.ops.aten.detach.default(view_306)
    mm_113 = torch.ops.aten.mm.default(view_306, t_249);  view_306 = t_249 = None
    _unsafe_view_108 = torch.ops.aten._unsafe_view.default(mm_113, [2, 6, 6, 8]);  mm_113 = None
    view_307 = torch.ops.aten.view.default(_unsafe_view_106, [2, 6, 6, 2, -1]);  _unsafe_view_106 = None
    view_308 = torch.ops.aten.view.default(_unsafe_view_107, [2, 6, 6, 2, -1]);  _unsafe_view_107 = None
    view_309 = torch.ops.aten.view.default(_unsafe_view_108, [2, 6, 6, 2, -1]);  _unsafe_view_108 = None
    permute_81 = torch.ops.aten.permute.default(view_307, [0, -4, -2, -3, -1]);  view_307 = None
    permute_82 = torch.ops.aten.permute.default(view_308, [0, -4, -2, -1, -3]);  view_308 = None
    expand_44 = torch.ops.aten.expand.default(permute_81, [2, 6, 2, 6, 4]);  permute_81 = None
    clone_67 = torch.ops.aten.clone.default(expand_44, memory_format = torch.contiguous_format);  expand_44 = None
    _unsafe_view_109 = torch.ops.aten._unsafe_view.default(clone_67, [24, 6, 4]);  clone_67 = None
    expand_45 = torch.ops.aten.expand.default(permute_82, [2, 6, 2, 4, 6]);  permute_82 = None
    clone_68 = torch.ops.aten.clone.default(expand_45, memory_format = torch.contiguous_format);  expand_45 = None
    _unsafe_view_110 = torch.ops.aten._unsafe_view.default(clone_68, [24, 4, 6]);  clone_68 = None
    detach_493 = torch.ops.aten.detach.default(_unsafe_view_110)
    detach_494 = torch.ops.aten.detach.default(_unsafe_view_109)
    bmm_42 = torch.ops.aten.bmm.default(_unsafe_view_109, _unsafe_view_110);  _unsafe_view_109 = _unsafe_view_110 = None
    _unsafe_view_111 = torch.ops.aten._unsafe_view.default(bmm_42, [2, 6, 2, 6, 6]);  bmm_42 = None
    mul_86 = torch.ops.aten.mul.Tensor(_unsafe_view_111, 0.5);  _unsafe_view_111 = None
    add_60 = torch.ops.aten.add.Tensor(mul_86, unsqueeze_44);  mul_86 = unsqueeze_44 = None
    add_61 = torch.ops.aten.add.Tensor(add_60, unsqueeze_45);  add_60 = unsqueeze_45 = None
    _softmax_6 = torch.ops.aten._softmax.default(add_61, -1, False);  add_61 = None
    detach_495 = torch.ops.aten.detach.default(_softmax_6)
    permute_83 = torch.ops.aten.permute.default(view_309, [0, -4, -2, -3, -1]);  view_309 = None
    expand_46 = torch.ops.aten.expand.default(_softmax_6, [2, 6, 2, 6, 6]);  _softmax_6 = None
    view_310 = torch.ops.aten.view.default(expand_46, [24, 6, 6]);  expand_46 = None
    expand_47 = torch.ops.aten.expand.default(permute_83, [2, 6, 2, 6, 4]);  permute_83 = None
    clone_69 = torch.ops.aten.clone.default(expand_47, memory_format = torch.contiguous_format);  expand_47 = None
    _unsafe_view_112 = torch.ops.aten._unsafe_view.default(clone_69, [24, 6, 4]);  clone_69 = None
    detach_496 = torch.ops.aten.detach.default(_unsafe_view_112)
    detach_497 = torch.ops.aten.detach.default(view_310)
    bmm_43 = torch.ops.aten.bmm.default(view_310, _unsafe_view_112);  view_310 = _unsafe_view_112 = None
    _unsafe_view_113 = torch.ops.aten._unsafe_view.default(bmm_43, [2, 6, 2, 6, 4]);  bmm_43 = None
    transpose_54 = torch.ops.aten.transpose.int(_unsafe_view_113, -2, -3);  _unsafe_view_113 = None
    view_311 = torch.ops.aten.view.default(getitem_99, [72, 8]);  getitem_99 = None
    _param_constant166 = self._param_constant166
    t_250 = torch.ops.aten.t.default(_param_constant166);  _param_constant166 = None
    detach_498 = torch.ops.aten.detach.default(view_311)
    detach_499 = torch.ops.aten.detach.default(t_250)
    _param_constant167 = self._param_constant167
    addmm_48 = torch.ops.aten.addmm.default(_param_constant167, view_311, t_250);  _param_constant167 = view_311 = t_250 = None
    view_312 = torch.ops.aten.view.default(addmm_48, [2, 6, 6, 8]);  addmm_48 = None
    sigmoid_18 = torch.ops.aten.sigmoid.default(view_312);  view_312 = None
    detach_500 = torch.ops.aten.detach.default(sigmoid_18)
    view_313 = torch.ops.aten.view.default(sigmoid_18, [2, 6, 6, 2, -1]);  sigmoid_18 = None
    detach_501 = torch.ops.aten.detach.default(view_313)
    detach_502 = torch.ops.aten.detach.default(transpose_54)
    mul_87 = torch.ops.aten.mul.Tensor(transpose_54, view_313);  transpose_54 = view_313 = None
    clone_70 = torch.ops.aten.clone.default(mul_87, memory_format = torch.contiguous_format);  mul_87 = None
    _unsafe_view_114 = torch.ops.aten._unsafe_view.default(clone_70, [2, 6, 6, 8]);  clone_70 = None
    view_314 = torch.ops.aten.view.default(_unsafe_view_114, [72, 8]);  _unsafe_view_114 = None
    _param_constant168 = self._param_constant168
    t_251 = torch.ops.aten.t.default(_param_constant168);  _param_constant168 = None
    detach_503 = torch.ops.aten.detach.default(view_314)
    detach_504 = torch.ops.aten.detach.default(t_251)
    _param_constant169 = self._param_constant169
    addmm_49 = torch.ops.aten.addmm.default(_param_constant169, view_314, t_251);  _param_constant169 = view_314 = t_251 = None
    view_315 = torch.ops.aten.view.default(addmm_49, [2, 6, 6, 8]);  addmm_49 = None
    add_62 = torch.ops.aten.add.Tensor(add_59, view_315);  add_59 = view_315 = None
    transpose_55 = torch.ops.aten.transpose.int(add_62, -2, -3)
    _tensor_constant15_8 = self._tensor_constant15
    transpose_56 = torch.ops.aten.transpose.int(_tensor_constant15_8, -1, -2);  _tensor_constant15_8 = None
    _param_constant170 = self._param_constant170
    detach_505 = torch.ops.aten.detach.default(_param_constant170);  _param_constant170 = None
    detach_506 = torch.ops.aten.detach.default(transpose_55)
    _param_constant171 = self._param_constant171
    detach_507 = torch.ops.aten.detach.default(_param_constant171);  _param_constant171 = None
    _param_constant171_1 = self._param_constant171
    _param_constant170_1 = self._param_constant170
    native_layer_norm_22 = torch.ops.aten.native_layer_norm.default(transpose_55, [8], _param_constant171_1, _param_constant170_1, 1e-05);  transpose_55 = _param_constant171_1 = _param_constant170_1 = None
    getitem_102 = native_layer_norm_22[0]
    getitem_103 = native_layer_norm_22[1]
    getitem_104 = native_layer_norm_22[2];  native_layer_norm_22 = None
    sub_7 = torch.ops.aten.sub.Tensor(transpose_56, 1);  transpose_56 = None
    mul_88 = torch.ops.aten.mul.Tensor(sub_7, 1000000000.0);  sub_7 = None
    unsqueeze_46 = torch.ops.aten.unsqueeze.default(mul_88, 2);  mul_88 = None
    unsqueeze_47 = torch.ops.aten.unsqueeze.default(unsqueeze_46, 3);  unsqueeze_46 = None
    _param_constant172 = self._param_constant172
    t_252 = torch.ops.aten.t.default(_param_constant172);  _param_constant172 = None
    view_316 = torch.ops.aten.view.default(getitem_102, [72, 8])
    detach_508 = torch.ops.aten.detach.default(t_252)
    detach_509 = torch.ops.aten.detach.default(view_316)
    mm_114 = torch.ops.aten.mm.default(view_316, t_252);  view_316 = t_252 = None
    _unsafe_view_115 = torch.ops.aten._unsafe_view.default(mm_114, [2, 6, 6, 2]);  mm_114 = None
    permute_84 = torch.ops.aten.permute.default(_unsafe_view_115, [0, -1, -3, -2]);  _unsafe_view_115 = None
    unsqueeze_48 = torch.ops.aten.unsqueeze.default(permute_84, -4);  permute_84 = None
    _param_constant173 = self._param_constant173
    t_253 = torch.ops.aten.t.default(_param_constant173);  _param_constant173 = None
    view_317 = torch.ops.aten.view.default(getitem_102, [72, 8])
    detach_510 = torch.ops.aten.detach.default(t_253)
    detach_511 = torch.ops.aten.detach.default(view_317)
    mm_115 = torch.ops.aten.mm.default(view_317, t_253);  view_317 = t_253 = None
    _unsafe_view_116 = torch.ops.aten._unsafe_view.default(mm_115, [2, 6, 6, 8]);  mm_115 = None
    _param_constant174 = self._param_constant174
    t_254 = torch.ops.aten.t.default(_param_constant174);  _param_constant174 = None
    view_318 = torch.ops.aten.view.default(getitem_102, [72, 8])
    detach_512 = torch.ops.aten.detach.default(t_254)
    detach_513 = torch.ops.aten.detach.default(view_318)
    mm_116 = torch.ops.aten.mm.default(view_318, t_254);  view_318 = t_254 = None
    _unsafe_view_117 = torch.ops.aten._unsafe_view.default(mm_116, [2, 6, 6, 8]);  mm_116 = None
    _param_constant175 = self._param_constant175
    t_255 = torch.ops.aten.t.default(_param_constant175);  _param_constant175 = None
    view_319 = torch.ops.aten.view.default(getitem_102, [72, 8])
    detach_514 = torch.ops.aten.detach.default(t_255)
    detach_515 = torch.ops.aten.detach.default(view_319)
    mm_117 = torch.ops.aten.mm.default(view_319, t_255);  view_319 = t_255 = None
    _unsafe_view_118 = torch.ops.aten._unsafe_view.default(mm_117, [2, 6, 6, 8]);  mm_117 = None
    view_320 = torch.ops.aten.view.default(_unsafe_view_116, [2, 6, 6, 2, -1]);  _unsafe_view_116 = None
    view_321 = torch.ops.aten.view.default(_unsafe_view_117, [2, 6, 6, 2, -1]);  _unsafe_view_117 = None
    view_322 = torch.ops.aten.view.default(_unsafe_view_118, [2, 6, 6, 2, -1]);  _unsafe_view_118 = None
    permute_85 = torch.ops.aten.permute.default(view_320, [0, -4, -2, -3, -1]);  view_320 = None
    permute_86 = torch.ops.aten.permute.default(view_321, [0, -4, -2, -1, -3]);  view_321 = None
    expand_48 = torch.ops.aten.expand.default(permute_85, [2, 6, 2, 6, 4]);  permute_85 = None
    clone_71 = torch.ops.aten.clone.default(expand_48, memory_format = torch.contiguous_format);  expand_48 = None
    _unsafe_view_119 = torch.ops.aten._unsafe_view.default(clone_71, [24, 6, 4]);  clone_71 = None
    expand_49 = torch.ops.aten.expand.default(permute_86, [2, 6, 2, 4, 6]);  permute_86 = None
    clone_72 = torch.ops.aten.clone.default(expand_49, memory_format = torch.contiguous_format);  expand_49 = None
    _unsafe_view_120 = torch.ops.aten._unsafe_view.default(clone_72, [24, 4, 6]);  clone_72 = None
    detach_516 = torch.ops.aten.detach.default(_unsafe_view_120)
    detach_517 = torch.ops.aten.detach.default(_unsafe_view_119)
    bmm_44 = torch.ops.aten.bmm.default(_unsafe_view_119, _unsafe_view_120);  _unsafe_view_119 = _unsafe_view_120 = None
    _unsafe_view_121 = torch.ops.aten._unsafe_view.default(bmm_44, [2, 6, 2, 6, 6]);  bmm_44 = None
    mul_89 = torch.ops.aten.mul.Tensor(_unsafe_view_121, 0.5);  _unsafe_view_121 = None
    add_63 = torch.ops.aten.add.Tensor(mul_89, unsqueeze_47);  mul_89 = unsqueeze_47 = None
    add_64 = torch.ops.aten.add.Tensor(add_63, unsqueeze_48);  add_63 = unsqueeze_48 = None
    _softmax_7 = torch.ops.aten._softmax.default(add_64, -1, False);  add_64 = None
    detach_518 = torch.ops.aten.detach.default(_softmax_7)
    permute_87 = torch.ops.aten.permute.default(view_322, [0, -4, -2, -3, -1]);  view_322 = None
    expand_50 = torch.ops.aten.expand.default(_softmax_7, [2, 6, 2, 6, 6]);  _softmax_7 = None
    view_323 = torch.ops.aten.view.default(expand_50, [24, 6, 6]);  expand_50 = None
    expand_51 = torch.ops.aten.expand.default(permute_87, [2, 6, 2, 6, 4]);  permute_87 = None
    clone_73 = torch.ops.aten.clone.default(expand_51, memory_format = torch.contiguous_format);  expand_51 = None
    _unsafe_view_122 = torch.ops.aten._unsafe_view.default(clone_73, [24, 6, 4]);  clone_73 = None
    detach_519 = torch.ops.aten.detach.default(_unsafe_view_122)
    detach_520 = torch.ops.aten.detach.default(view_323)
    bmm_45 = torch.ops.aten.bmm.default(view_323, _unsafe_view_122);  view_323 = _unsafe_view_122 = None
    _unsafe_view_123 = torch.ops.aten._unsafe_view.default(bmm_45, [2, 6, 2, 6, 4]);  bmm_45 = None
    transpose_57 = torch.ops.aten.transpose.int(_unsafe_view_123, -2, -3);  _unsafe_view_123 = None
    view_324 = torch.ops.aten.view.default(getitem_102, [72, 8]);  getitem_102 = None
    _param_constant176 = self._param_constant176
    t_256 = torch.ops.aten.t.default(_param_constant176);  _param_constant176 = None
    detach_521 = torch.ops.aten.detach.default(view_324)
    detach_522 = torch.ops.aten.detach.default(t_256)
    _param_constant177 = self._param_constant177
    addmm_50 = torch.ops.aten.addmm.default(_param_constant177, view_324, t_256);  _param_constant177 = view_324 = t_256 = None
    view_325 = torch.ops.aten.view.default(addmm_50, [2, 6, 6, 8]);  addmm_50 = None
    sigmoid_19 = torch.ops.aten.sigmoid.default(view_325);  view_325 = None
    detach_523 = torch.ops.aten.detach.default(sigmoid_19)
    view_326 = torch.ops.aten.view.default(sigmoid_19, [2, 6, 6, 2, -1]);  sigmoid_19 = None
    detach_524 = torch.ops.aten.detach.default(view_326)
    detach_525 = torch.ops.aten.detach.default(transpose_57)
    mul_90 = torch.ops.aten.mul.Tensor(transpose_57, view_326);  transpose_57 = view_326 = None
    clone_74 = torch.ops.aten.clone.default(mul_90, memory_format = torch.contiguous_format);  mul_90 = None
    _unsafe_view_124 = torch.ops.aten._unsafe_view.default(clone_74, [2, 6, 6, 8]);  clone_74 = None
    view_327 = torch.ops.aten.view.default(_unsafe_view_124, [72, 8]);  _unsafe_view_124 = None
    _param_constant178 = self._param_constant178
    t_257 = torch.ops.aten.t.default(_param_constant178);  _param_constant178 = None
    detach_526 = torch.ops.aten.detach.default(view_327)
    detach_527 = torch.ops.aten.detach.default(t_257)
    _param_constant179 = self._param_constant179
    addmm_51 = torch.ops.aten.addmm.default(_param_constant179, view_327, t_257);  _param_constant179 = view_327 = t_257 = None
    view_328 = torch.ops.aten.view.default(addmm_51, [2, 6, 6, 8]);  addmm_51 = None
    transpose_58 = torch.ops.aten.transpose.int(view_328, -2, -3);  view_328 = None
    add_65 = torch.ops.aten.add.Tensor(add_62, transpose_58);  add_62 = transpose_58 = None
    _tensor_constant15_9 = self._tensor_constant15
    unsqueeze_49 = torch.ops.aten.unsqueeze.default(_tensor_constant15_9, -1);  _tensor_constant15_9 = None
    _param_constant180 = self._param_constant180
    detach_528 = torch.ops.aten.detach.default(_param_constant180);  _param_constant180 = None
    detach_529 = torch.ops.aten.detach.default(add_65)
    _param_constant181 = self._param_constant181
    detach_530 = torch.ops.aten.detach.default(_param_constant181);  _param_constant181 = None
    _param_constant181_1 = self._param_constant181
    _param_constant180_1 = self._param_constant180
    native_layer_norm_23 = torch.ops.aten.native_layer_norm.default(add_65, [8], _param_constant181_1, _param_constant180_1, 1e-05);  add_65 = _param_constant181_1 = _param_constant180_1 = None
    getitem_105 = native_layer_norm_23[0]
    getitem_106 = native_layer_norm_23[1]
    getitem_107 = native_layer_norm_23[2];  native_layer_norm_23 = None
    view_329 = torch.ops.aten.view.default(getitem_105, [72, 8]);  getitem_105 = None
    _param_constant182 = self._param_constant182
    t_258 = torch.ops.aten.t.default(_param_constant182);  _param_constant182 = None
    detach_531 = torch.ops.aten.detach.default(view_329)
    detach_532 = torch.ops.aten.detach.default(t_258)
    _param_constant183 = self._param_constant183
    addmm_52 = torch.ops.aten.addmm.default(_param_constant183, view_329, t_258);  _param_constant183 = view_329 = t_258 = None
    view_330 = torch.ops.aten.view.default(addmm_52, [2, 6, 6, 16]);  addmm_52 = None
    relu_3 = torch.ops.aten.relu.default(view_330);  view_330 = None
    detach_533 = torch.ops.aten.detach.default(relu_3)
    view_331 = torch.ops.aten.view.default(relu_3, [72, 16]);  relu_3 = None
    _param_constant184 = self._param_constant184
    t_259 = torch.ops.aten.t.default(_param_constant184);  _param_constant184 = None
    detach_534 = torch.ops.aten.detach.default(view_331)
    detach_535 = torch.ops.aten.detach.default(t_259)
    _param_constant185 = self._param_constant185
    addmm_53 = torch.ops.aten.addmm.default(_param_constant185, view_331, t_259);  _param_constant185 = view_331 = t_259 = None
    view_332 = torch.ops.aten.view.default(addmm_53, [2, 6, 6, 8]);  addmm_53 = view_332 = None
    mul_91 = torch.ops.aten.mul.Tensor(add_48, unsqueeze_49);  unsqueeze_49 = None
    view_333 = torch.ops.aten.view.default(mul_91, [72, 8]);  mul_91 = None
    detach_536 = torch.ops.aten.detach.default(detach_534);  detach_534 = None
    detach_537 = torch.ops.aten.detach.default(detach_535);  detach_535 = None
    t_260 = torch.ops.aten.t.default(detach_537);  detach_537 = None
    mm_118 = torch.ops.aten.mm.default(view_333, t_260);  t_260 = None
    t_261 = torch.ops.aten.t.default(view_333)
    mm_119 = torch.ops.aten.mm.default(t_261, detach_536);  t_261 = detach_536 = None
    t_262 = torch.ops.aten.t.default(mm_119);  mm_119 = None
    sum_33 = torch.ops.aten.sum.dim_IntList(view_333, [0], True);  view_333 = None
    view_334 = torch.ops.aten.view.default(sum_33, [8]);  sum_33 = None
    t_263 = torch.ops.aten.t.default(t_262);  t_262 = None
    view_335 = torch.ops.aten.view.default(mm_118, [2, 6, 6, 16]);  mm_118 = None
    detach_538 = torch.ops.aten.detach.default(detach_533);  detach_533 = None
    threshold_backward_2 = torch.ops.aten.threshold_backward.default(view_335, detach_538, 0);  view_335 = detach_538 = None
    view_336 = torch.ops.aten.view.default(threshold_backward_2, [72, 16]);  threshold_backward_2 = None
    detach_539 = torch.ops.aten.detach.default(detach_531);  detach_531 = None
    detach_540 = torch.ops.aten.detach.default(detach_532);  detach_532 = None
    t_264 = torch.ops.aten.t.default(detach_540);  detach_540 = None
    mm_120 = torch.ops.aten.mm.default(view_336, t_264);  t_264 = None
    t_265 = torch.ops.aten.t.default(view_336)
    mm_121 = torch.ops.aten.mm.default(t_265, detach_539);  t_265 = detach_539 = None
    t_266 = torch.ops.aten.t.default(mm_121);  mm_121 = None
    sum_34 = torch.ops.aten.sum.dim_IntList(view_336, [0], True);  view_336 = None
    view_337 = torch.ops.aten.view.default(sum_34, [16]);  sum_34 = None
    t_267 = torch.ops.aten.t.default(t_266);  t_266 = None
    view_338 = torch.ops.aten.view.default(mm_120, [2, 6, 6, 8]);  mm_120 = None
    detach_541 = torch.ops.aten.detach.default(detach_528);  detach_528 = None
    detach_542 = torch.ops.aten.detach.default(detach_529);  detach_529 = None
    detach_543 = torch.ops.aten.detach.default(detach_530);  detach_530 = None
    native_layer_norm_backward_12 = torch.ops.aten.native_layer_norm_backward.default(view_338, detach_542, [8], getitem_106, getitem_107, detach_543, detach_541, [True, True, True]);  view_338 = detach_542 = getitem_106 = getitem_107 = detach_543 = detach_541 = None
    getitem_108 = native_layer_norm_backward_12[0]
    getitem_109 = native_layer_norm_backward_12[1]
    getitem_110 = native_layer_norm_backward_12[2];  native_layer_norm_backward_12 = None
    add_66 = torch.ops.aten.add.Tensor(add_48, getitem_108);  add_48 = getitem_108 = None
    transpose_59 = torch.ops.aten.transpose.int(add_66, -2, -3)
    clone_75 = torch.ops.aten.clone.default(transpose_59, memory_format = torch.contiguous_format);  transpose_59 = None
    _unsafe_view_125 = torch.ops.aten._unsafe_view.default(clone_75, [72, 8]);  clone_75 = None
    detach_544 = torch.ops.aten.detach.default(detach_526);  detach_526 = None
    detach_545 = torch.ops.aten.detach.default(detach_527);  detach_527 = None
    t_268 = torch.ops.aten.t.default(detach_545);  detach_545 = None
    mm_122 = torch.ops.aten.mm.default(_unsafe_view_125, t_268);  t_268 = None
    t_269 = torch.ops.aten.t.default(_unsafe_view_125)
    mm_123 = torch.ops.aten.mm.default(t_269, detach_544);  t_269 = detach_544 = None
    t_270 = torch.ops.aten.t.default(mm_123);  mm_123 = None
    sum_35 = torch.ops.aten.sum.dim_IntList(_unsafe_view_125, [0], True);  _unsafe_view_125 = None
    view_339 = torch.ops.aten.view.default(sum_35, [8]);  sum_35 = None
    t_271 = torch.ops.aten.t.default(t_270);  t_270 = None
    view_340 = torch.ops.aten.view.default(mm_122, [2, 6, 6, 8]);  mm_122 = None
    view_341 = torch.ops.aten.view.default(view_340, [2, 6, 6, 2, 4]);  view_340 = None
    detach_546 = torch.ops.aten.detach.default(detach_524);  detach_524 = None
    detach_547 = torch.ops.aten.detach.default(detach_525);  detach_525 = None
    mul_92 = torch.ops.aten.mul.Tensor(view_341, detach_547);  detach_547 = None
    mul_93 = torch.ops.aten.mul.Tensor(view_341, detach_546);  view_341 = detach_546 = None
    view_342 = torch.ops.aten.view.default(mul_92, [2, 6, 6, 8]);  mul_92 = None
    detach_548 = torch.ops.aten.detach.default(detach_523);  detach_523 = None
    sigmoid_backward_10 = torch.ops.aten.sigmoid_backward.default(view_342, detach_548);  view_342 = detach_548 = None
    view_343 = torch.ops.aten.view.default(sigmoid_backward_10, [72, 8]);  sigmoid_backward_10 = None
    detach_549 = torch.ops.aten.detach.default(detach_521);  detach_521 = None
    detach_550 = torch.ops.aten.detach.default(detach_522);  detach_522 = None
    t_272 = torch.ops.aten.t.default(detach_550);  detach_550 = None
    mm_124 = torch.ops.aten.mm.default(view_343, t_272);  t_272 = None
    t_273 = torch.ops.aten.t.default(view_343)
    mm_125 = torch.ops.aten.mm.default(t_273, detach_549);  t_273 = detach_549 = None
    t_274 = torch.ops.aten.t.default(mm_125);  mm_125 = None
    sum_36 = torch.ops.aten.sum.dim_IntList(view_343, [0], True);  view_343 = None
    view_344 = torch.ops.aten.view.default(sum_36, [8]);  sum_36 = None
    t_275 = torch.ops.aten.t.default(t_274);  t_274 = None
    view_345 = torch.ops.aten.view.default(mm_124, [2, 6, 6, 8]);  mm_124 = None
    transpose_60 = torch.ops.aten.transpose.int(mul_93, -2, -3);  mul_93 = None
    clone_76 = torch.ops.aten.clone.default(transpose_60, memory_format = torch.contiguous_format);  transpose_60 = None
    _unsafe_view_126 = torch.ops.aten._unsafe_view.default(clone_76, [24, 6, 4]);  clone_76 = None
    detach_551 = torch.ops.aten.detach.default(detach_519);  detach_519 = None
    detach_552 = torch.ops.aten.detach.default(detach_520);  detach_520 = None
    transpose_61 = torch.ops.aten.transpose.int(detach_552, 1, 2);  detach_552 = None
    bmm_46 = torch.ops.aten.bmm.default(transpose_61, _unsafe_view_126);  transpose_61 = None
    transpose_62 = torch.ops.aten.transpose.int(detach_551, 1, 2);  detach_551 = None
    bmm_47 = torch.ops.aten.bmm.default(_unsafe_view_126, transpose_62);  _unsafe_view_126 = transpose_62 = None
    view_346 = torch.ops.aten.view.default(bmm_46, [2, 6, 2, 6, 4]);  bmm_46 = None
    view_347 = torch.ops.aten.view.default(bmm_47, [2, 6, 2, 6, 6]);  bmm_47 = None
    permute_88 = torch.ops.aten.permute.default(view_346, [0, 1, 3, 2, 4]);  view_346 = None
    detach_553 = torch.ops.aten.detach.default(detach_518);  detach_518 = None
    _softmax_backward_data_4 = torch.ops.aten._softmax_backward_data.default(view_347, detach_553, -1, torch.float32);  view_347 = detach_553 = None
    sum_37 = torch.ops.aten.sum.dim_IntList(_softmax_backward_data_4, [1], True)
    mul_94 = torch.ops.aten.mul.Tensor(_softmax_backward_data_4, 0.5);  _softmax_backward_data_4 = None
    view_348 = torch.ops.aten.view.default(mul_94, [24, 6, 6]);  mul_94 = None
    detach_554 = torch.ops.aten.detach.default(detach_516);  detach_516 = None
    detach_555 = torch.ops.aten.detach.default(detach_517);  detach_517 = None
    transpose_63 = torch.ops.aten.transpose.int(detach_555, 1, 2);  detach_555 = None
    bmm_48 = torch.ops.aten.bmm.default(transpose_63, view_348);  transpose_63 = None
    transpose_64 = torch.ops.aten.transpose.int(detach_554, 1, 2);  detach_554 = None
    bmm_49 = torch.ops.aten.bmm.default(view_348, transpose_64);  view_348 = transpose_64 = None
    view_349 = torch.ops.aten.view.default(bmm_48, [2, 6, 2, 4, 6]);  bmm_48 = None
    view_350 = torch.ops.aten.view.default(bmm_49, [2, 6, 2, 6, 4]);  bmm_49 = None
    permute_89 = torch.ops.aten.permute.default(view_349, [0, 1, 4, 2, 3]);  view_349 = None
    permute_90 = torch.ops.aten.permute.default(view_350, [0, 1, 3, 2, 4]);  view_350 = None
    clone_77 = torch.ops.aten.clone.default(permute_88, memory_format = torch.contiguous_format);  permute_88 = None
    _unsafe_view_127 = torch.ops.aten._unsafe_view.default(clone_77, [2, 6, 6, 8]);  clone_77 = None
    view_351 = torch.ops.aten.view.default(permute_89, [2, 6, 6, 8]);  permute_89 = None
    clone_78 = torch.ops.aten.clone.default(permute_90, memory_format = torch.contiguous_format);  permute_90 = None
    _unsafe_view_128 = torch.ops.aten._unsafe_view.default(clone_78, [2, 6, 6, 8]);  clone_78 = None
    view_352 = torch.ops.aten.view.default(_unsafe_view_127, [72, 8]);  _unsafe_view_127 = None
    detach_556 = torch.ops.aten.detach.default(detach_514);  detach_514 = None
    detach_557 = torch.ops.aten.detach.default(detach_515);  detach_515 = None
    t_276 = torch.ops.aten.t.default(view_352)
    mm_126 = torch.ops.aten.mm.default(t_276, detach_557);  t_276 = detach_557 = None
    t_277 = torch.ops.aten.t.default(mm_126);  mm_126 = None
    t_278 = torch.ops.aten.t.default(detach_556);  detach_556 = None
    mm_127 = torch.ops.aten.mm.default(view_352, t_278);  view_352 = t_278 = None
    view_353 = torch.ops.aten.view.default(mm_127, [2, 6, 6, 8]);  mm_127 = None
    add_67 = torch.ops.aten.add.Tensor(view_345, view_353);  view_345 = view_353 = None
    t_279 = torch.ops.aten.t.default(t_277);  t_277 = None
    clone_79 = torch.ops.aten.clone.default(view_351, memory_format = torch.contiguous_format);  view_351 = None
    _unsafe_view_129 = torch.ops.aten._unsafe_view.default(clone_79, [72, 8]);  clone_79 = None
    detach_558 = torch.ops.aten.detach.default(detach_512);  detach_512 = None
    detach_559 = torch.ops.aten.detach.default(detach_513);  detach_513 = None
    t_280 = torch.ops.aten.t.default(_unsafe_view_129)
    mm_128 = torch.ops.aten.mm.default(t_280, detach_559);  t_280 = detach_559 = None
    t_281 = torch.ops.aten.t.default(mm_128);  mm_128 = None
    t_282 = torch.ops.aten.t.default(detach_558);  detach_558 = None
    mm_129 = torch.ops.aten.mm.default(_unsafe_view_129, t_282);  _unsafe_view_129 = t_282 = None
    view_354 = torch.ops.aten.view.default(mm_129, [2, 6, 6, 8]);  mm_129 = None
    add_68 = torch.ops.aten.add.Tensor(add_67, view_354);  add_67 = view_354 = None
    t_283 = torch.ops.aten.t.default(t_281);  t_281 = None
    view_355 = torch.ops.aten.view.default(_unsafe_view_128, [72, 8]);  _unsafe_view_128 = None
    detach_560 = torch.ops.aten.detach.default(detach_510);  detach_510 = None
    detach_561 = torch.ops.aten.detach.default(detach_511);  detach_511 = None
    t_284 = torch.ops.aten.t.default(view_355)
    mm_130 = torch.ops.aten.mm.default(t_284, detach_561);  t_284 = detach_561 = None
    t_285 = torch.ops.aten.t.default(mm_130);  mm_130 = None
    t_286 = torch.ops.aten.t.default(detach_560);  detach_560 = None
    mm_131 = torch.ops.aten.mm.default(view_355, t_286);  view_355 = t_286 = None
    view_356 = torch.ops.aten.view.default(mm_131, [2, 6, 6, 8]);  mm_131 = None
    add_69 = torch.ops.aten.add.Tensor(add_68, view_356);  add_68 = view_356 = None
    t_287 = torch.ops.aten.t.default(t_285);  t_285 = None
    squeeze_7 = torch.ops.aten.squeeze.dim(sum_37, -4);  sum_37 = None
    permute_91 = torch.ops.aten.permute.default(squeeze_7, [0, 2, 3, 1]);  squeeze_7 = None
    clone_80 = torch.ops.aten.clone.default(permute_91, memory_format = torch.contiguous_format);  permute_91 = None
    _unsafe_view_130 = torch.ops.aten._unsafe_view.default(clone_80, [72, 2]);  clone_80 = None
    detach_562 = torch.ops.aten.detach.default(detach_508);  detach_508 = None
    detach_563 = torch.ops.aten.detach.default(detach_509);  detach_509 = None
    t_288 = torch.ops.aten.t.default(_unsafe_view_130)
    mm_132 = torch.ops.aten.mm.default(t_288, detach_563);  t_288 = detach_563 = None
    t_289 = torch.ops.aten.t.default(mm_132);  mm_132 = None
    t_290 = torch.ops.aten.t.default(detach_562);  detach_562 = None
    mm_133 = torch.ops.aten.mm.default(_unsafe_view_130, t_290);  _unsafe_view_130 = t_290 = None
    view_357 = torch.ops.aten.view.default(mm_133, [2, 6, 6, 8]);  mm_133 = None
    add_70 = torch.ops.aten.add.Tensor(add_69, view_357);  add_69 = view_357 = None
    t_291 = torch.ops.aten.t.default(t_289);  t_289 = None
    detach_564 = torch.ops.aten.detach.default(detach_505);  detach_505 = None
    detach_565 = torch.ops.aten.detach.default(detach_506);  detach_506 = None
    detach_566 = torch.ops.aten.detach.default(detach_507);  detach_507 = None
    native_layer_norm_backward_13 = torch.ops.aten.native_layer_norm_backward.default(add_70, detach_565, [8], getitem_103, getitem_104, detach_566, detach_564, [True, True, True]);  add_70 = detach_565 = getitem_103 = getitem_104 = detach_566 = detach_564 = None
    getitem_111 = native_layer_norm_backward_13[0]
    getitem_112 = native_layer_norm_backward_13[1]
    getitem_113 = native_layer_norm_backward_13[2];  native_layer_norm_backward_13 = None
    transpose_65 = torch.ops.aten.transpose.int(getitem_111, -2, -3);  getitem_111 = None
    add_71 = torch.ops.aten.add.Tensor(add_66, transpose_65);  add_66 = transpose_65 = None
    view_358 = torch.ops.aten.view.default(add_71, [72, 8])
    detach_567 = torch.ops.aten.detach.default(detach_503);  detach_503 = None
    detach_568 = torch.ops.aten.detach.default(detach_504);  detach_504 = None
    t_292 = torch.ops.aten.t.default(detach_568);  detach_568 = None
    mm_134 = torch.ops.aten.mm.default(view_358, t_292);  t_292 = None
    t_293 = torch.ops.aten.t.default(view_358)
    mm_135 = torch.ops.aten.mm.default(t_293, detach_567);  t_293 = detach_567 = None
    t_294 = torch.ops.aten.t.default(mm_135);  mm_135 = None
    sum_38 = torch.ops.aten.sum.dim_IntList(view_358, [0], True);  view_358 = None
    view_359 = torch.ops.aten.view.default(sum_38, [8]);  sum_38 = None
    t_295 = torch.ops.aten.t.default(t_294);  t_294 = None
    view_360 = torch.ops.aten.view.default(mm_134, [2, 6, 6, 8]);  mm_134 = None
    view_361 = torch.ops.aten.view.default(view_360, [2, 6, 6, 2, 4]);  view_360 = None
    detach_569 = torch.ops.aten.detach.default(detach_501);  detach_501 = None
    detach_570 = torch.ops.aten.detach.default(detach_502);  detach_502 = None
    mul_95 = torch.ops.aten.mul.Tensor(view_361, detach_570);  detach_570 = None
    mul_96 = torch.ops.aten.mul.Tensor(view_361, detach_569);  view_361 = detach_569 = None
    view_362 = torch.ops.aten.view.default(mul_95, [2, 6, 6, 8]);  mul_95 = None
    detach_571 = torch.ops.aten.detach.default(detach_500);  detach_500 = None
    sigmoid_backward_11 = torch.ops.aten.sigmoid_backward.default(view_362, detach_571);  view_362 = detach_571 = None
    view_363 = torch.ops.aten.view.default(sigmoid_backward_11, [72, 8]);  sigmoid_backward_11 = None
    detach_572 = torch.ops.aten.detach.default(detach_498);  detach_498 = None
    detach_573 = torch.ops.aten.detach.default(detach_499);  detach_499 = None
    t_296 = torch.ops.aten.t.default(detach_573);  detach_573 = None
    mm_136 = torch.ops.aten.mm.default(view_363, t_296);  t_296 = None
    t_297 = torch.ops.aten.t.default(view_363)
    mm_137 = torch.ops.aten.mm.default(t_297, detach_572);  t_297 = detach_572 = None
    t_298 = torch.ops.aten.t.default(mm_137);  mm_137 = None
    sum_39 = torch.ops.aten.sum.dim_IntList(view_363, [0], True);  view_363 = None
    view_364 = torch.ops.aten.view.default(sum_39, [8]);  sum_39 = None
    t_299 = torch.ops.aten.t.default(t_298);  t_298 = None
    view_365 = torch.ops.aten.view.default(mm_136, [2, 6, 6, 8]);  mm_136 = None
    transpose_66 = torch.ops.aten.transpose.int(mul_96, -2, -3);  mul_96 = None
    clone_81 = torch.ops.aten.clone.default(transpose_66, memory_format = torch.contiguous_format);  transpose_66 = None
    _unsafe_view_131 = torch.ops.aten._unsafe_view.default(clone_81, [24, 6, 4]);  clone_81 = None
    detach_574 = torch.ops.aten.detach.default(detach_496);  detach_496 = None
    detach_575 = torch.ops.aten.detach.default(detach_497);  detach_497 = None
    transpose_67 = torch.ops.aten.transpose.int(detach_575, 1, 2);  detach_575 = None
    bmm_50 = torch.ops.aten.bmm.default(transpose_67, _unsafe_view_131);  transpose_67 = None
    transpose_68 = torch.ops.aten.transpose.int(detach_574, 1, 2);  detach_574 = None
    bmm_51 = torch.ops.aten.bmm.default(_unsafe_view_131, transpose_68);  _unsafe_view_131 = transpose_68 = None
    view_366 = torch.ops.aten.view.default(bmm_50, [2, 6, 2, 6, 4]);  bmm_50 = None
    view_367 = torch.ops.aten.view.default(bmm_51, [2, 6, 2, 6, 6]);  bmm_51 = None
    permute_92 = torch.ops.aten.permute.default(view_366, [0, 1, 3, 2, 4]);  view_366 = None
    detach_576 = torch.ops.aten.detach.default(detach_495);  detach_495 = None
    _softmax_backward_data_5 = torch.ops.aten._softmax_backward_data.default(view_367, detach_576, -1, torch.float32);  view_367 = detach_576 = None
    sum_40 = torch.ops.aten.sum.dim_IntList(_softmax_backward_data_5, [1], True)
    mul_97 = torch.ops.aten.mul.Tensor(_softmax_backward_data_5, 0.5);  _softmax_backward_data_5 = None
    view_368 = torch.ops.aten.view.default(mul_97, [24, 6, 6]);  mul_97 = None
    detach_577 = torch.ops.aten.detach.default(detach_493);  detach_493 = None
    detach_578 = torch.ops.aten.detach.default(detach_494);  detach_494 = None
    transpose_69 = torch.ops.aten.transpose.int(detach_578, 1, 2);  detach_578 = None
    bmm_52 = torch.ops.aten.bmm.default(transpose_69, view_368);  transpose_69 = None
    transpose_70 = torch.ops.aten.transpose.int(detach_577, 1, 2);  detach_577 = None
    bmm_53 = torch.ops.aten.bmm.default(view_368, transpose_70);  view_368 = transpose_70 = None
    view_369 = torch.ops.aten.view.default(bmm_52, [2, 6, 2, 4, 6]);  bmm_52 = None
    view_370 = torch.ops.aten.view.default(bmm_53, [2, 6, 2, 6, 4]);  bmm_53 = None
    permute_93 = torch.ops.aten.permute.default(view_369, [0, 1, 4, 2, 3]);  view_369 = None
    permute_94 = torch.ops.aten.permute.default(view_370, [0, 1, 3, 2, 4]);  view_370 = None
    clone_82 = torch.ops.aten.clone.default(permute_92, memory_format = torch.contiguous_format);  permute_92 = None
    _unsafe_view_132 = torch.ops.aten._unsafe_view.default(clone_82, [2, 6, 6, 8]);  clone_82 = None
    view_371 = torch.ops.aten.view.default(permute_93, [2, 6, 6, 8]);  permute_93 = None
    clone_83 = torch.ops.aten.clone.default(permute_94, memory_format = torch.contiguous_format);  permute_94 = None
    _unsafe_view_133 = torch.ops.aten._unsafe_view.default(clone_83, [2, 6, 6, 8]);  clone_83 = None
    view_372 = torch.ops.aten.view.default(_unsafe_view_132, [72, 8]);  _unsafe_view_132 = None
    detach_579 = torch.ops.aten.detach.default(detach_491);  detach_491 = None
    detach_580 = torch.ops.aten.detach.default(detach_492);  detach_492 = None
    t_300 = torch.ops.aten.t.default(view_372)
    mm_138 = torch.ops.aten.mm.default(t_300, detach_580);  t_300 = detach_580 = None
    t_301 = torch.ops.aten.t.default(mm_138);  mm_138 = None
    t_302 = torch.ops.aten.t.default(detach_579);  detach_579 = None
    mm_139 = torch.ops.aten.mm.default(view_372, t_302);  view_372 = t_302 = None
    view_373 = torch.ops.aten.view.default(mm_139, [2, 6, 6, 8]);  mm_139 = None
    add_72 = torch.ops.aten.add.Tensor(view_365, view_373);  view_365 = view_373 = None
    t_303 = torch.ops.aten.t.default(t_301);  t_301 = None
    clone_84 = torch.ops.aten.clone.default(view_371, memory_format = torch.contiguous_format);  view_371 = None
    _unsafe_view_134 = torch.ops.aten._unsafe_view.default(clone_84, [72, 8]);  clone_84 = None
    detach_581 = torch.ops.aten.detach.default(detach_489);  detach_489 = None
    detach_582 = torch.ops.aten.detach.default(detach_490);  detach_490 = None
    t_304 = torch.ops.aten.t.default(_unsafe_view_134)
    mm_140 = torch.ops.aten.mm.default(t_304, detach_582);  t_304 = detach_582 = None
    t_305 = torch.ops.aten.t.default(mm_140);  mm_140 = None
    t_306 = torch.ops.aten.t.default(detach_581);  detach_581 = None
    mm_141 = torch.ops.aten.mm.default(_unsafe_view_134, t_306);  _unsafe_view_134 = t_306 = None
    view_374 = torch.ops.aten.view.default(mm_141, [2, 6, 6, 8]);  mm_141 = None
    add_73 = torch.ops.aten.add.Tensor(add_72, view_374);  add_72 = view_374 = None
    t_307 = torch.ops.aten.t.default(t_305);  t_305 = None
    view_375 = torch.ops.aten.view.default(_unsafe_view_133, [72, 8]);  _unsafe_view_133 = None
    detach_583 = torch.ops.aten.detach.default(detach_487);  detach_487 = None
    detach_584 = torch.ops.aten.detach.default(detach_488);  detach_488 = None
    t_308 = torch.ops.aten.t.default(view_375)
    mm_142 = torch.ops.aten.mm.default(t_308, detach_584);  t_308 = detach_584 = None
    t_309 = torch.ops.aten.t.default(mm_142);  mm_142 = None
    t_310 = torch.ops.aten.t.default(detach_583);  detach_583 = None
    mm_143 = torch.ops.aten.mm.default(view_375, t_310);  view_375 = t_310 = None
    view_376 = torch.ops.aten.view.default(mm_143, [2, 6, 6, 8]);  mm_143 = None
    add_74 = torch.ops.aten.add.Tensor(add_73, view_376);  add_73 = view_376 = None
    t_311 = torch.ops.aten.t.default(t_309);  t_309 = None
    squeeze_8 = torch.ops.aten.squeeze.dim(sum_40, -4);  sum_40 = None
    permute_95 = torch.ops.aten.permute.default(squeeze_8, [0, 2, 3, 1]);  squeeze_8 = None
    clone_85 = torch.ops.aten.clone.default(permute_95, memory_format = torch.contiguous_format);  permute_95 = None
    _unsafe_view_135 = torch.ops.aten._unsafe_view.default(clone_85, [72, 2]);  clone_85 = None
    detach_585 = torch.ops.aten.detach.default(detach_485);  detach_485 = None
    detach_586 = torch.ops.aten.detach.default(detach_486);  detach_486 = None
    t_312 = torch.ops.aten.t.default(_unsafe_view_135)
    mm_144 = torch.ops.aten.mm.default(t_312, detach_586);  t_312 = detach_586 = None
    t_313 = torch.ops.aten.t.default(mm_144);  mm_144 = None
    t_314 = torch.ops.aten.t.default(detach_585);  detach_585 = None
    mm_145 = torch.ops.aten.mm.default(_unsafe_view_135, t_314);  _unsafe_view_135 = t_314 = None
    view_377 = torch.ops.aten.view.default(mm_145, [2, 6, 6, 8]);  mm_145 = None
    add_75 = torch.ops.aten.add.Tensor(add_74, view_377);  add_74 = view_377 = None
    t_315 = torch.ops.aten.t.default(t_313);  t_313 = None
    detach_587 = torch.ops.aten.detach.default(detach_482);  detach_482 = None
    detach_588 = torch.ops.aten.detach.default(detach_483);  detach_483 = None
    detach_589 = torch.ops.aten.detach.default(detach_484);  detach_484 = None
    native_layer_norm_backward_14 = torch.ops.aten.native_layer_norm_backward.default(add_75, detach_588, [8], getitem_100, getitem_101, detach_589, detach_587, [True, True, True]);  add_75 = detach_588 = getitem_100 = getitem_101 = detach_589 = detach_587 = None
    getitem_114 = native_layer_norm_backward_14[0]
    getitem_115 = native_layer_norm_backward_14[1]
    getitem_116 = native_layer_norm_backward_14[2];  native_layer_norm_backward_14 = None
    add_76 = torch.ops.aten.add.Tensor(add_71, getitem_114);  add_71 = getitem_114 = None
    detach_590 = torch.ops.aten.detach.default(detach_480);  detach_480 = None
    detach_591 = torch.ops.aten.detach.default(detach_481);  detach_481 = None
    mul_98 = torch.ops.aten.mul.Tensor(add_76, detach_591);  detach_591 = None
    mul_99 = torch.ops.aten.mul.Tensor(add_76, detach_590);  detach_590 = None
    detach_592 = torch.ops.aten.detach.default(detach_479);  detach_479 = None
    sigmoid_backward_12 = torch.ops.aten.sigmoid_backward.default(mul_98, detach_592);  mul_98 = detach_592 = None
    view_378 = torch.ops.aten.view.default(sigmoid_backward_12, [72, 8]);  sigmoid_backward_12 = None
    detach_593 = torch.ops.aten.detach.default(detach_477);  detach_477 = None
    detach_594 = torch.ops.aten.detach.default(detach_478);  detach_478 = None
    t_316 = torch.ops.aten.t.default(detach_594);  detach_594 = None
    mm_146 = torch.ops.aten.mm.default(view_378, t_316);  t_316 = None
    t_317 = torch.ops.aten.t.default(view_378)
    mm_147 = torch.ops.aten.mm.default(t_317, detach_593);  t_317 = detach_593 = None
    t_318 = torch.ops.aten.t.default(mm_147);  mm_147 = None
    sum_41 = torch.ops.aten.sum.dim_IntList(view_378, [0], True);  view_378 = None
    view_379 = torch.ops.aten.view.default(sum_41, [8]);  sum_41 = None
    t_319 = torch.ops.aten.t.default(t_318);  t_318 = None
    view_380 = torch.ops.aten.view.default(mm_146, [2, 6, 6, 8]);  mm_146 = None
    view_381 = torch.ops.aten.view.default(mul_99, [72, 8]);  mul_99 = None
    detach_595 = torch.ops.aten.detach.default(detach_475);  detach_475 = None
    detach_596 = torch.ops.aten.detach.default(detach_476);  detach_476 = None
    t_320 = torch.ops.aten.t.default(detach_596);  detach_596 = None
    mm_148 = torch.ops.aten.mm.default(view_381, t_320);  t_320 = None
    t_321 = torch.ops.aten.t.default(view_381)
    mm_149 = torch.ops.aten.mm.default(t_321, detach_595);  t_321 = detach_595 = None
    t_322 = torch.ops.aten.t.default(mm_149);  mm_149 = None
    sum_42 = torch.ops.aten.sum.dim_IntList(view_381, [0], True);  view_381 = None
    view_382 = torch.ops.aten.view.default(sum_42, [8]);  sum_42 = None
    t_323 = torch.ops.aten.t.default(t_322);  t_322 = None
    view_383 = torch.ops.aten.view.default(mm_148, [2, 6, 6, 8]);  mm_148 = None
    detach_597 = torch.ops.aten.detach.default(detach_472);  detach_472 = None
    detach_598 = torch.ops.aten.detach.default(detach_473);  detach_473 = None
    detach_599 = torch.ops.aten.detach.default(detach_474);  detach_474 = None
    native_layer_norm_backward_15 = torch.ops.aten.native_layer_norm_backward.default(view_383, detach_598, [8], getitem_97, getitem_98, detach_599, detach_597, [True, True, True]);  view_383 = detach_598 = getitem_97 = getitem_98 = detach_599 = detach_597 = None
    getitem_117 = native_layer_norm_backward_15[0]
    getitem_118 = native_layer_norm_backward_15[1]
    getitem_119 = native_layer_norm_backward_15[2];  native_layer_norm_backward_15 = None
    permute_96 = torch.ops.aten.permute.default(getitem_117, [0, 3, 1, 2]);  getitem_117 = None
    clone_86 = torch.ops.aten.clone.default(permute_96, memory_format = torch.contiguous_format);  permute_96 = None
    _unsafe_view_136 = torch.ops.aten._unsafe_view.default(clone_86, [16, 6, 6]);  clone_86 = None
    detach_600 = torch.ops.aten.detach.default(detach_470);  detach_470 = None
    detach_601 = torch.ops.aten.detach.default(detach_471);  detach_471 = None
    transpose_71 = torch.ops.aten.transpose.int(detach_601, 1, 2);  detach_601 = None
    bmm_54 = torch.ops.aten.bmm.default(transpose_71, _unsafe_view_136);  transpose_71 = None
    transpose_72 = torch.ops.aten.transpose.int(detach_600, 1, 2);  detach_600 = None
    bmm_55 = torch.ops.aten.bmm.default(_unsafe_view_136, transpose_72);  _unsafe_view_136 = transpose_72 = None
    view_384 = torch.ops.aten.view.default(bmm_54, [2, 8, 6, 6]);  bmm_54 = None
    view_385 = torch.ops.aten.view.default(bmm_55, [2, 8, 6, 6]);  bmm_55 = None
    permute_97 = torch.ops.aten.permute.default(view_384, [0, 2, 3, 1]);  view_384 = None
    permute_98 = torch.ops.aten.permute.default(view_385, [0, 3, 2, 1]);  view_385 = None
    mul_100 = torch.ops.aten.mul.Tensor(permute_97, unsqueeze_42);  permute_97 = None
    detach_602 = torch.ops.aten.detach.default(detach_468);  detach_468 = None
    detach_603 = torch.ops.aten.detach.default(detach_469);  detach_469 = None
    mul_101 = torch.ops.aten.mul.Tensor(mul_100, detach_603);  detach_603 = None
    mul_102 = torch.ops.aten.mul.Tensor(mul_100, detach_602);  mul_100 = detach_602 = None
    detach_604 = torch.ops.aten.detach.default(detach_467);  detach_467 = None
    sigmoid_backward_13 = torch.ops.aten.sigmoid_backward.default(mul_101, detach_604);  mul_101 = detach_604 = None
    clone_87 = torch.ops.aten.clone.default(sigmoid_backward_13, memory_format = torch.contiguous_format);  sigmoid_backward_13 = None
    _unsafe_view_137 = torch.ops.aten._unsafe_view.default(clone_87, [72, 8]);  clone_87 = None
    detach_605 = torch.ops.aten.detach.default(detach_465);  detach_465 = None
    detach_606 = torch.ops.aten.detach.default(detach_466);  detach_466 = None
    t_324 = torch.ops.aten.t.default(detach_606);  detach_606 = None
    mm_150 = torch.ops.aten.mm.default(_unsafe_view_137, t_324);  t_324 = None
    t_325 = torch.ops.aten.t.default(_unsafe_view_137)
    mm_151 = torch.ops.aten.mm.default(t_325, detach_605);  t_325 = detach_605 = None
    t_326 = torch.ops.aten.t.default(mm_151);  mm_151 = None
    sum_43 = torch.ops.aten.sum.dim_IntList(_unsafe_view_137, [0], True);  _unsafe_view_137 = None
    view_386 = torch.ops.aten.view.default(sum_43, [8]);  sum_43 = None
    t_327 = torch.ops.aten.t.default(t_326);  t_326 = None
    view_387 = torch.ops.aten.view.default(mm_150, [2, 6, 6, 8]);  mm_150 = None
    add_77 = torch.ops.aten.add.Tensor(view_380, view_387);  view_380 = view_387 = None
    clone_88 = torch.ops.aten.clone.default(mul_102, memory_format = torch.contiguous_format);  mul_102 = None
    _unsafe_view_138 = torch.ops.aten._unsafe_view.default(clone_88, [72, 8]);  clone_88 = None
    detach_607 = torch.ops.aten.detach.default(detach_463);  detach_463 = None
    detach_608 = torch.ops.aten.detach.default(detach_464);  detach_464 = None
    t_328 = torch.ops.aten.t.default(detach_608);  detach_608 = None
    mm_152 = torch.ops.aten.mm.default(_unsafe_view_138, t_328);  t_328 = None
    t_329 = torch.ops.aten.t.default(_unsafe_view_138)
    mm_153 = torch.ops.aten.mm.default(t_329, detach_607);  t_329 = detach_607 = None
    t_330 = torch.ops.aten.t.default(mm_153);  mm_153 = None
    sum_44 = torch.ops.aten.sum.dim_IntList(_unsafe_view_138, [0], True);  _unsafe_view_138 = None
    view_388 = torch.ops.aten.view.default(sum_44, [8]);  sum_44 = None
    t_331 = torch.ops.aten.t.default(t_330);  t_330 = None
    view_389 = torch.ops.aten.view.default(mm_152, [2, 6, 6, 8]);  mm_152 = None
    add_78 = torch.ops.aten.add.Tensor(add_77, view_389);  add_77 = view_389 = None
    mul_103 = torch.ops.aten.mul.Tensor(permute_98, unsqueeze_42);  permute_98 = unsqueeze_42 = None
    detach_609 = torch.ops.aten.detach.default(detach_461);  detach_461 = None
    detach_610 = torch.ops.aten.detach.default(detach_462);  detach_462 = None
    mul_104 = torch.ops.aten.mul.Tensor(mul_103, detach_610);  detach_610 = None
    mul_105 = torch.ops.aten.mul.Tensor(mul_103, detach_609);  mul_103 = detach_609 = None
    detach_611 = torch.ops.aten.detach.default(detach_460);  detach_460 = None
    sigmoid_backward_14 = torch.ops.aten.sigmoid_backward.default(mul_104, detach_611);  mul_104 = detach_611 = None
    clone_89 = torch.ops.aten.clone.default(sigmoid_backward_14, memory_format = torch.contiguous_format);  sigmoid_backward_14 = None
    _unsafe_view_139 = torch.ops.aten._unsafe_view.default(clone_89, [72, 8]);  clone_89 = None
    detach_612 = torch.ops.aten.detach.default(detach_458);  detach_458 = None
    detach_613 = torch.ops.aten.detach.default(detach_459);  detach_459 = None
    t_332 = torch.ops.aten.t.default(detach_613);  detach_613 = None
    mm_154 = torch.ops.aten.mm.default(_unsafe_view_139, t_332);  t_332 = None
    t_333 = torch.ops.aten.t.default(_unsafe_view_139)
    mm_155 = torch.ops.aten.mm.default(t_333, detach_612);  t_333 = detach_612 = None
    t_334 = torch.ops.aten.t.default(mm_155);  mm_155 = None
    sum_45 = torch.ops.aten.sum.dim_IntList(_unsafe_view_139, [0], True);  _unsafe_view_139 = None
    view_390 = torch.ops.aten.view.default(sum_45, [8]);  sum_45 = None
    t_335 = torch.ops.aten.t.default(t_334);  t_334 = None
    view_391 = torch.ops.aten.view.default(mm_154, [2, 6, 6, 8]);  mm_154 = None
    add_79 = torch.ops.aten.add.Tensor(add_78, view_391);  add_78 = view_391 = None
    clone_90 = torch.ops.aten.clone.default(mul_105, memory_format = torch.contiguous_format);  mul_105 = None
    _unsafe_view_140 = torch.ops.aten._unsafe_view.default(clone_90, [72, 8]);  clone_90 = None
    detach_614 = torch.ops.aten.detach.default(detach_456);  detach_456 = None
    detach_615 = torch.ops.aten.detach.default(detach_457);  detach_457 = None
    t_336 = torch.ops.aten.t.default(detach_615);  detach_615 = None
    mm_156 = torch.ops.aten.mm.default(_unsafe_view_140, t_336);  t_336 = None
    t_337 = torch.ops.aten.t.default(_unsafe_view_140)
    mm_157 = torch.ops.aten.mm.default(t_337, detach_614);  t_337 = detach_614 = None
    t_338 = torch.ops.aten.t.default(mm_157);  mm_157 = None
    sum_46 = torch.ops.aten.sum.dim_IntList(_unsafe_view_140, [0], True);  _unsafe_view_140 = None
    view_392 = torch.ops.aten.view.default(sum_46, [8]);  sum_46 = None
    t_339 = torch.ops.aten.t.default(t_338);  t_338 = None
    view_393 = torch.ops.aten.view.default(mm_156, [2, 6, 6, 8]);  mm_156 = None
    add_80 = torch.ops.aten.add.Tensor(add_79, view_393);  add_79 = view_393 = None
    detach_616 = torch.ops.aten.detach.default(detach_453);  detach_453 = None
    detach_617 = torch.ops.aten.detach.default(detach_454);  detach_454 = None
    detach_618 = torch.ops.aten.detach.default(detach_455);  detach_455 = None
    native_layer_norm_backward_16 = torch.ops.aten.native_layer_norm_backward.default(add_80, detach_617, [8], getitem_94, getitem_95, detach_618, detach_616, [True, True, True]);  add_80 = detach_617 = getitem_94 = getitem_95 = detach_618 = detach_616 = None
    getitem_120 = native_layer_norm_backward_16[0]
    getitem_121 = native_layer_norm_backward_16[1]
    getitem_122 = native_layer_norm_backward_16[2];  native_layer_norm_backward_16 = None
    add_81 = torch.ops.aten.add.Tensor(add_76, getitem_120);  add_76 = getitem_120 = None
    detach_619 = torch.ops.aten.detach.default(detach_451);  detach_451 = None
    detach_620 = torch.ops.aten.detach.default(detach_452);  detach_452 = None
    mul_106 = torch.ops.aten.mul.Tensor(add_81, detach_620);  detach_620 = None
    mul_107 = torch.ops.aten.mul.Tensor(add_81, detach_619);  detach_619 = None
    detach_621 = torch.ops.aten.detach.default(detach_450);  detach_450 = None
    sigmoid_backward_15 = torch.ops.aten.sigmoid_backward.default(mul_106, detach_621);  mul_106 = detach_621 = None
    view_394 = torch.ops.aten.view.default(sigmoid_backward_15, [72, 8]);  sigmoid_backward_15 = None
    detach_622 = torch.ops.aten.detach.default(detach_448);  detach_448 = None
    detach_623 = torch.ops.aten.detach.default(detach_449);  detach_449 = None
    t_340 = torch.ops.aten.t.default(detach_623);  detach_623 = None
    mm_158 = torch.ops.aten.mm.default(view_394, t_340);  t_340 = None
    t_341 = torch.ops.aten.t.default(view_394)
    mm_159 = torch.ops.aten.mm.default(t_341, detach_622);  t_341 = detach_622 = None
    t_342 = torch.ops.aten.t.default(mm_159);  mm_159 = None
    sum_47 = torch.ops.aten.sum.dim_IntList(view_394, [0], True);  view_394 = None
    view_395 = torch.ops.aten.view.default(sum_47, [8]);  sum_47 = None
    t_343 = torch.ops.aten.t.default(t_342);  t_342 = None
    view_396 = torch.ops.aten.view.default(mm_158, [2, 6, 6, 8]);  mm_158 = None
    view_397 = torch.ops.aten.view.default(mul_107, [72, 8]);  mul_107 = None
    detach_624 = torch.ops.aten.detach.default(detach_446);  detach_446 = None
    detach_625 = torch.ops.aten.detach.default(detach_447);  detach_447 = None
    t_344 = torch.ops.aten.t.default(detach_625);  detach_625 = None
    mm_160 = torch.ops.aten.mm.default(view_397, t_344);  t_344 = None
    t_345 = torch.ops.aten.t.default(view_397)
    mm_161 = torch.ops.aten.mm.default(t_345, detach_624);  t_345 = detach_624 = None
    t_346 = torch.ops.aten.t.default(mm_161);  mm_161 = None
    sum_48 = torch.ops.aten.sum.dim_IntList(view_397, [0], True);  view_397 = None
    view_398 = torch.ops.aten.view.default(sum_48, [8]);  sum_48 = None
    t_347 = torch.ops.aten.t.default(t_346);  t_346 = None
    view_399 = torch.ops.aten.view.default(mm_160, [2, 6, 6, 8]);  mm_160 = None
    detach_626 = torch.ops.aten.detach.default(detach_443);  detach_443 = None
    detach_627 = torch.ops.aten.detach.default(detach_444);  detach_444 = None
    detach_628 = torch.ops.aten.detach.default(detach_445);  detach_445 = None
    native_layer_norm_backward_17 = torch.ops.aten.native_layer_norm_backward.default(view_399, detach_627, [8], getitem_91, getitem_92, detach_628, detach_626, [True, True, True]);  view_399 = detach_627 = getitem_91 = getitem_92 = detach_628 = detach_626 = None
    getitem_123 = native_layer_norm_backward_17[0]
    getitem_124 = native_layer_norm_backward_17[1]
    getitem_125 = native_layer_norm_backward_17[2];  native_layer_norm_backward_17 = None
    permute_99 = torch.ops.aten.permute.default(getitem_123, [0, 3, 1, 2]);  getitem_123 = None
    clone_91 = torch.ops.aten.clone.default(permute_99, memory_format = torch.contiguous_format);  permute_99 = None
    _unsafe_view_141 = torch.ops.aten._unsafe_view.default(clone_91, [16, 6, 6]);  clone_91 = None
    detach_629 = torch.ops.aten.detach.default(detach_441);  detach_441 = None
    detach_630 = torch.ops.aten.detach.default(detach_442);  detach_442 = None
    transpose_73 = torch.ops.aten.transpose.int(detach_630, 1, 2);  detach_630 = None
    bmm_56 = torch.ops.aten.bmm.default(transpose_73, _unsafe_view_141);  transpose_73 = None
    transpose_74 = torch.ops.aten.transpose.int(detach_629, 1, 2);  detach_629 = None
    bmm_57 = torch.ops.aten.bmm.default(_unsafe_view_141, transpose_74);  _unsafe_view_141 = transpose_74 = None
    view_400 = torch.ops.aten.view.default(bmm_56, [2, 8, 6, 6]);  bmm_56 = None
    view_401 = torch.ops.aten.view.default(bmm_57, [2, 8, 6, 6]);  bmm_57 = None
    permute_100 = torch.ops.aten.permute.default(view_400, [0, 3, 2, 1]);  view_400 = None
    permute_101 = torch.ops.aten.permute.default(view_401, [0, 2, 3, 1]);  view_401 = None
    mul_108 = torch.ops.aten.mul.Tensor(permute_100, unsqueeze_41);  permute_100 = None
    detach_631 = torch.ops.aten.detach.default(detach_439);  detach_439 = None
    detach_632 = torch.ops.aten.detach.default(detach_440);  detach_440 = None
    mul_109 = torch.ops.aten.mul.Tensor(mul_108, detach_632);  detach_632 = None
    mul_110 = torch.ops.aten.mul.Tensor(mul_108, detach_631);  mul_108 = detach_631 = None
    detach_633 = torch.ops.aten.detach.default(detach_438);  detach_438 = None
    sigmoid_backward_16 = torch.ops.aten.sigmoid_backward.default(mul_109, detach_633);  mul_109 = detach_633 = None
    clone_92 = torch.ops.aten.clone.default(sigmoid_backward_16, memory_format = torch.contiguous_format);  sigmoid_backward_16 = None
    _unsafe_view_142 = torch.ops.aten._unsafe_view.default(clone_92, [72, 8]);  clone_92 = None
    detach_634 = torch.ops.aten.detach.default(detach_436);  detach_436 = None
    detach_635 = torch.ops.aten.detach.default(detach_437);  detach_437 = None
    t_348 = torch.ops.aten.t.default(detach_635);  detach_635 = None
    mm_162 = torch.ops.aten.mm.default(_unsafe_view_142, t_348);  t_348 = None
    t_349 = torch.ops.aten.t.default(_unsafe_view_142)
    mm_163 = torch.ops.aten.mm.default(t_349, detach_634);  t_349 = detach_634 = None
    t_350 = torch.ops.aten.t.default(mm_163);  mm_163 = None
    sum_49 = torch.ops.aten.sum.dim_IntList(_unsafe_view_142, [0], True);  _unsafe_view_142 = None
    view_402 = torch.ops.aten.view.default(sum_49, [8]);  sum_49 = None
    t_351 = torch.ops.aten.t.default(t_350);  t_350 = None
    view_403 = torch.ops.aten.view.default(mm_162, [2, 6, 6, 8]);  mm_162 = None
    add_82 = torch.ops.aten.add.Tensor(view_396, view_403);  view_396 = view_403 = None
    clone_93 = torch.ops.aten.clone.default(mul_110, memory_format = torch.contiguous_format);  mul_110 = None
    _unsafe_view_143 = torch.ops.aten._unsafe_view.default(clone_93, [72, 8]);  clone_93 = None
    detach_636 = torch.ops.aten.detach.default(detach_434);  detach_434 = None
    detach_637 = torch.ops.aten.detach.default(detach_435);  detach_435 = None
    t_352 = torch.ops.aten.t.default(detach_637);  detach_637 = None
    mm_164 = torch.ops.aten.mm.default(_unsafe_view_143, t_352);  t_352 = None
    t_353 = torch.ops.aten.t.default(_unsafe_view_143)
    mm_165 = torch.ops.aten.mm.default(t_353, detach_636);  t_353 = detach_636 = None
    t_354 = torch.ops.aten.t.default(mm_165);  mm_165 = None
    sum_50 = torch.ops.aten.sum.dim_IntList(_unsafe_view_143, [0], True);  _unsafe_view_143 = None
    view_404 = torch.ops.aten.view.default(sum_50, [8]);  sum_50 = None
    t_355 = torch.ops.aten.t.default(t_354);  t_354 = None
    view_405 = torch.ops.aten.view.default(mm_164, [2, 6, 6, 8]);  mm_164 = None
    add_83 = torch.ops.aten.add.Tensor(add_82, view_405);  add_82 = view_405 = None
    mul_111 = torch.ops.aten.mul.Tensor(permute_101, unsqueeze_41);  permute_101 = unsqueeze_41 = None
    detach_638 = torch.ops.aten.detach.default(detach_432);  detach_432 = None
    detach_639 = torch.ops.aten.detach.default(detach_433);  detach_433 = None
    mul_112 = torch.ops.aten.mul.Tensor(mul_111, detach_639);  detach_639 = None
    mul_113 = torch.ops.aten.mul.Tensor(mul_111, detach_638);  mul_111 = detach_638 = None
    detach_640 = torch.ops.aten.detach.default(detach_431);  detach_431 = None
    sigmoid_backward_17 = torch.ops.aten.sigmoid_backward.default(mul_112, detach_640);  mul_112 = detach_640 = None
    clone_94 = torch.ops.aten.clone.default(sigmoid_backward_17, memory_format = torch.contiguous_format);  sigmoid_backward_17 = None
    _unsafe_view_144 = torch.ops.aten._unsafe_view.default(clone_94, [72, 8]);  clone_94 = None
    detach_641 = torch.ops.aten.detach.default(detach_429);  detach_429 = None
    detach_642 = torch.ops.aten.detach.default(detach_430);  detach_430 = None
    t_356 = torch.ops.aten.t.default(detach_642);  detach_642 = None
    mm_166 = torch.ops.aten.mm.default(_unsafe_view_144, t_356);  t_356 = None
    t_357 = torch.ops.aten.t.default(_unsafe_view_144)
    mm_167 = torch.ops.aten.mm.default(t_357, detach_641);  t_357 = detach_641 = None
    t_358 = torch.ops.aten.t.default(mm_167);  mm_167 = None
    sum_51 = torch.ops.aten.sum.dim_IntList(_unsafe_view_144, [0], True);  _unsafe_view_144 = None
    view_406 = torch.ops.aten.view.default(sum_51, [8]);  sum_51 = None
    t_359 = torch.ops.aten.t.default(t_358);  t_358 = None
    view_407 = torch.ops.aten.view.default(mm_166, [2, 6, 6, 8]);  mm_166 = None
    add_84 = torch.ops.aten.add.Tensor(add_83, view_407);  add_83 = view_407 = None
    clone_95 = torch.ops.aten.clone.default(mul_113, memory_format = torch.contiguous_format);  mul_113 = None
    _unsafe_view_145 = torch.ops.aten._unsafe_view.default(clone_95, [72, 8]);  clone_95 = None
    detach_643 = torch.ops.aten.detach.default(detach_427);  detach_427 = None
    detach_644 = torch.ops.aten.detach.default(detach_428);  detach_428 = None
    t_360 = torch.ops.aten.t.default(detach_644);  detach_644 = None
    mm_168 = torch.ops.aten.mm.default(_unsafe_view_145, t_360);  t_360 = None
    t_361 = torch.ops.aten.t.default(_unsafe_view_145)
    mm_169 = torch.ops.aten.mm.default(t_361, detach_643);  t_361 = detach_643 = None
    t_362 = torch.ops.aten.t.default(mm_169);  mm_169 = None
    sum_52 = torch.ops.aten.sum.dim_IntList(_unsafe_view_145, [0], True);  _unsafe_view_145 = None
    view_408 = torch.ops.aten.view.default(sum_52, [8]);  sum_52 = None
    t_363 = torch.ops.aten.t.default(t_362);  t_362 = None
    view_409 = torch.ops.aten.view.default(mm_168, [2, 6, 6, 8]);  mm_168 = None
    add_85 = torch.ops.aten.add.Tensor(add_84, view_409);  add_84 = view_409 = None
    detach_645 = torch.ops.aten.detach.default(detach_424);  detach_424 = None
    detach_646 = torch.ops.aten.detach.default(detach_425);  detach_425 = None
    detach_647 = torch.ops.aten.detach.default(detach_426);  detach_426 = None
    native_layer_norm_backward_18 = torch.ops.aten.native_layer_norm_backward.default(add_85, detach_646, [8], getitem_88, getitem_89, detach_647, detach_645, [True, True, True]);  add_85 = detach_646 = getitem_88 = getitem_89 = detach_647 = detach_645 = None
    getitem_126 = native_layer_norm_backward_18[0]
    getitem_127 = native_layer_norm_backward_18[1]
    getitem_128 = native_layer_norm_backward_18[2];  native_layer_norm_backward_18 = None
    add_86 = torch.ops.aten.add.Tensor(add_81, getitem_126);  add_81 = getitem_126 = None
    div_7 = torch.ops.aten.div.Tensor(add_86, add_56);  add_56 = None
    view_410 = torch.ops.aten.view.default(div_7, [72, 8]);  div_7 = None
    detach_648 = torch.ops.aten.detach.default(detach_422);  detach_422 = None
    detach_649 = torch.ops.aten.detach.default(detach_423);  detach_423 = None
    t_364 = torch.ops.aten.t.default(detach_649);  detach_649 = None
    mm_170 = torch.ops.aten.mm.default(view_410, t_364);  t_364 = None
    t_365 = torch.ops.aten.t.default(view_410)
    mm_171 = torch.ops.aten.mm.default(t_365, detach_648);  t_365 = detach_648 = None
    t_366 = torch.ops.aten.t.default(mm_171);  mm_171 = None
    sum_53 = torch.ops.aten.sum.dim_IntList(view_410, [0], True);  view_410 = None
    view_411 = torch.ops.aten.view.default(sum_53, [8]);  sum_53 = None
    t_367 = torch.ops.aten.t.default(t_366);  t_366 = None
    view_412 = torch.ops.aten.view.default(mm_170, [2, 6, 6, 16]);  mm_170 = None
    view_413 = torch.ops.aten.view.default(view_412, [2, 6, 6, 4, 4]);  view_412 = None
    view_414 = torch.ops.aten.view.default(view_413, [2, 6, 6, 4, 4, 1]);  view_413 = None
    permute_102 = torch.ops.aten.permute.default(view_414, [0, 1, 3, 5, 2, 4]);  view_414 = None
    clone_96 = torch.ops.aten.clone.default(permute_102, memory_format = torch.contiguous_format);  permute_102 = None
    _unsafe_view_146 = torch.ops.aten._unsafe_view.default(clone_96, [2, 24, 24]);  clone_96 = None
    detach_650 = torch.ops.aten.detach.default(detach_420);  detach_420 = None
    detach_651 = torch.ops.aten.detach.default(detach_421);  detach_421 = None
    transpose_75 = torch.ops.aten.transpose.int(detach_651, 1, 2);  detach_651 = None
    bmm_58 = torch.ops.aten.bmm.default(transpose_75, _unsafe_view_146);  transpose_75 = None
    transpose_76 = torch.ops.aten.transpose.int(detach_650, 1, 2);  detach_650 = None
    bmm_59 = torch.ops.aten.bmm.default(_unsafe_view_146, transpose_76);  _unsafe_view_146 = transpose_76 = None
    view_415 = torch.ops.aten.view.default(bmm_58, [2, 3, 6, 4, 1, 1]);  bmm_58 = None
    permute_103 = torch.ops.aten.permute.default(view_415, [0, 4, 2, 5, 3, 1]);  view_415 = None
    view_416 = torch.ops.aten.view.default(bmm_59, [2, 6, 4, 3, 1, 1]);  bmm_59 = None
    permute_104 = torch.ops.aten.permute.default(view_416, [0, 1, 4, 2, 5, 3]);  view_416 = None
    permute_105 = torch.ops.aten.permute.default(permute_103, [0, 2, 5, 4, 1, 3]);  permute_103 = None
    squeeze_9 = torch.ops.aten.squeeze.dim(permute_105, 5);  permute_105 = None
    squeeze_10 = torch.ops.aten.squeeze.dim(squeeze_9, 4);  squeeze_9 = None
    permute_106 = torch.ops.aten.permute.default(permute_104, [0, 1, 5, 3, 2, 4]);  permute_104 = None
    squeeze_11 = torch.ops.aten.squeeze.dim(permute_106, 5);  permute_106 = None
    squeeze_12 = torch.ops.aten.squeeze.dim(squeeze_11, 4);  squeeze_11 = None
    transpose_77 = torch.ops.aten.transpose.int(squeeze_10, -2, -3);  squeeze_10 = None
    transpose_78 = torch.ops.aten.transpose.int(squeeze_12, -2, -3);  squeeze_12 = None
    mul_114 = torch.ops.aten.mul.Tensor(transpose_77, unsqueeze_34);  transpose_77 = None
    view_417 = torch.ops.aten.view.default(mul_114, [36, 4]);  mul_114 = None
    detach_652 = torch.ops.aten.detach.default(detach_418);  detach_418 = None
    detach_653 = torch.ops.aten.detach.default(detach_419);  detach_419 = None
    t_368 = torch.ops.aten.t.default(detach_653);  detach_653 = None
    mm_172 = torch.ops.aten.mm.default(view_417, t_368);  t_368 = None
    t_369 = torch.ops.aten.t.default(view_417)
    mm_173 = torch.ops.aten.mm.default(t_369, detach_652);  t_369 = detach_652 = None
    t_370 = torch.ops.aten.t.default(mm_173);  mm_173 = None
    sum_54 = torch.ops.aten.sum.dim_IntList(view_417, [0], True);  view_417 = None
    view_418 = torch.ops.aten.view.default(sum_54, [4]);  sum_54 = None
    t_371 = torch.ops.aten.t.default(t_370);  t_370 = None
    view_419 = torch.ops.aten.view.default(mm_172, [2, 3, 6, 16]);  mm_172 = None
    mul_115 = torch.ops.aten.mul.Tensor(transpose_78, unsqueeze_34);  transpose_78 = unsqueeze_34 = None
    clone_97 = torch.ops.aten.clone.default(mul_115, memory_format = torch.contiguous_format);  mul_115 = None
    _unsafe_view_147 = torch.ops.aten._unsafe_view.default(clone_97, [36, 4]);  clone_97 = None
    detach_654 = torch.ops.aten.detach.default(detach_416);  detach_416 = None
    detach_655 = torch.ops.aten.detach.default(detach_417);  detach_417 = None
    t_372 = torch.ops.aten.t.default(detach_655);  detach_655 = None
    mm_174 = torch.ops.aten.mm.default(_unsafe_view_147, t_372);  t_372 = None
    t_373 = torch.ops.aten.t.default(_unsafe_view_147)
    mm_175 = torch.ops.aten.mm.default(t_373, detach_654);  t_373 = detach_654 = None
    t_374 = torch.ops.aten.t.default(mm_175);  mm_175 = None
    sum_55 = torch.ops.aten.sum.dim_IntList(_unsafe_view_147, [0], True);  _unsafe_view_147 = None
    view_420 = torch.ops.aten.view.default(sum_55, [4]);  sum_55 = None
    t_375 = torch.ops.aten.t.default(t_374);  t_374 = None
    view_421 = torch.ops.aten.view.default(mm_174, [2, 3, 6, 16]);  mm_174 = None
    add_87 = torch.ops.aten.add.Tensor(view_419, view_421);  view_419 = view_421 = None
    detach_656 = torch.ops.aten.detach.default(detach_413);  detach_413 = None
    detach_657 = torch.ops.aten.detach.default(detach_414);  detach_414 = None
    detach_658 = torch.ops.aten.detach.default(detach_415);  detach_415 = None
    native_layer_norm_backward_19 = torch.ops.aten.native_layer_norm_backward.default(add_87, detach_657, [16], getitem_85, getitem_86, detach_658, detach_656, [True, True, True]);  add_87 = detach_657 = getitem_85 = getitem_86 = detach_658 = detach_656 = None
    getitem_129 = native_layer_norm_backward_19[0]
    getitem_130 = native_layer_norm_backward_19[1]
    getitem_131 = native_layer_norm_backward_19[2];  native_layer_norm_backward_19 = None
    add_88 = torch.ops.aten.add.Tensor(add_49, getitem_129);  add_49 = getitem_129 = None
    mul_116 = torch.ops.aten.mul.Tensor(add_88, unsqueeze_33);  unsqueeze_33 = None
    view_422 = torch.ops.aten.view.default(mul_116, [36, 16]);  mul_116 = None
    detach_659 = torch.ops.aten.detach.default(detach_411);  detach_411 = None
    detach_660 = torch.ops.aten.detach.default(detach_412);  detach_412 = None
    t_376 = torch.ops.aten.t.default(detach_660);  detach_660 = None
    mm_176 = torch.ops.aten.mm.default(view_422, t_376);  t_376 = None
    t_377 = torch.ops.aten.t.default(view_422)
    mm_177 = torch.ops.aten.mm.default(t_377, detach_659);  t_377 = detach_659 = None
    t_378 = torch.ops.aten.t.default(mm_177);  mm_177 = None
    sum_56 = torch.ops.aten.sum.dim_IntList(view_422, [0], True);  view_422 = None
    view_423 = torch.ops.aten.view.default(sum_56, [16]);  sum_56 = None
    t_379 = torch.ops.aten.t.default(t_378);  t_378 = None
    view_424 = torch.ops.aten.view.default(mm_176, [2, 3, 6, 32]);  mm_176 = None
    detach_661 = torch.ops.aten.detach.default(detach_410);  detach_410 = None
    threshold_backward_3 = torch.ops.aten.threshold_backward.default(view_424, detach_661, 0);  view_424 = detach_661 = None
    view_425 = torch.ops.aten.view.default(threshold_backward_3, [36, 32]);  threshold_backward_3 = None
    detach_662 = torch.ops.aten.detach.default(detach_408);  detach_408 = None
    detach_663 = torch.ops.aten.detach.default(detach_409);  detach_409 = None
    t_380 = torch.ops.aten.t.default(detach_663);  detach_663 = None
    mm_178 = torch.ops.aten.mm.default(view_425, t_380);  t_380 = None
    t_381 = torch.ops.aten.t.default(view_425)
    mm_179 = torch.ops.aten.mm.default(t_381, detach_662);  t_381 = detach_662 = None
    t_382 = torch.ops.aten.t.default(mm_179);  mm_179 = None
    sum_57 = torch.ops.aten.sum.dim_IntList(view_425, [0], True);  view_425 = None
    view_426 = torch.ops.aten.view.default(sum_57, [32]);  sum_57 = None
    t_383 = torch.ops.aten.t.default(t_382);  t_382 = None
    view_427 = torch.ops.aten.view.default(mm_178, [2, 3, 6, 16]);  mm_178 = None
    detach_664 = torch.ops.aten.detach.default(detach_405);  detach_405 = None
    detach_665 = torch.ops.aten.detach.default(detach_406);  detach_406 = None
    detach_666 = torch.ops.aten.detach.default(detach_407);  detach_407 = None
    native_layer_norm_backward_20 = torch.ops.aten.native_layer_norm_backward.default(view_427, detach_665, [16], getitem_82, getitem_83, detach_666, detach_664, [True, True, True]);  view_427 = detach_665 = getitem_82 = getitem_83 = detach_666 = detach_664 = None
    getitem_132 = native_layer_norm_backward_20[0]
    getitem_133 = native_layer_norm_backward_20[1]
    getitem_134 = native_layer_norm_backward_20[2];  native_layer_norm_backward_20 = None
    add_89 = torch.ops.aten.add.Tensor(add_88, getitem_132);  add_88 = getitem_132 = None
    transpose_79 = torch.ops.aten.transpose.int(add_89, -2, -3)
    clone_98 = torch.ops.aten.clone.default(transpose_79, memory_format = torch.contiguous_format);  transpose_79 = None
    _unsafe_view_148 = torch.ops.aten._unsafe_view.default(clone_98, [36, 16]);  clone_98 = None
    detach_667 = torch.ops.aten.detach.default(detach_403);  detach_403 = None
    detach_668 = torch.ops.aten.detach.default(detach_404);  detach_404 = None
    t_384 = torch.ops.aten.t.default(detach_668);  detach_668 = None
    mm_180 = torch.ops.aten.mm.default(_unsafe_view_148, t_384);  t_384 = None
    t_385 = torch.ops.aten.t.default(_unsafe_view_148)
    mm_181 = torch.ops.aten.mm.default(t_385, detach_667);  t_385 = detach_667 = None
    t_386 = torch.ops.aten.t.default(mm_181);  mm_181 = None
    sum_58 = torch.ops.aten.sum.dim_IntList(_unsafe_view_148, [0], True);  _unsafe_view_148 = None
    view_428 = torch.ops.aten.view.default(sum_58, [16]);  sum_58 = None
    t_387 = torch.ops.aten.t.default(t_386);  t_386 = None
    view_429 = torch.ops.aten.view.default(mm_180, [2, 6, 3, 8]);  mm_180 = None
    view_430 = torch.ops.aten.view.default(view_429, [2, 6, 3, 2, 4]);  view_429 = None
    detach_669 = torch.ops.aten.detach.default(detach_401);  detach_401 = None
    detach_670 = torch.ops.aten.detach.default(detach_402);  detach_402 = None
    mul_117 = torch.ops.aten.mul.Tensor(view_430, detach_670);  detach_670 = None
    mul_118 = torch.ops.aten.mul.Tensor(view_430, detach_669);  view_430 = detach_669 = None
    view_431 = torch.ops.aten.view.default(mul_117, [2, 6, 3, 8]);  mul_117 = None
    detach_671 = torch.ops.aten.detach.default(detach_400);  detach_400 = None
    sigmoid_backward_18 = torch.ops.aten.sigmoid_backward.default(view_431, detach_671);  view_431 = detach_671 = None
    view_432 = torch.ops.aten.view.default(sigmoid_backward_18, [36, 8]);  sigmoid_backward_18 = None
    detach_672 = torch.ops.aten.detach.default(detach_398);  detach_398 = None
    detach_673 = torch.ops.aten.detach.default(detach_399);  detach_399 = None
    t_388 = torch.ops.aten.t.default(detach_673);  detach_673 = None
    mm_182 = torch.ops.aten.mm.default(view_432, t_388);  t_388 = None
    t_389 = torch.ops.aten.t.default(view_432)
    mm_183 = torch.ops.aten.mm.default(t_389, detach_672);  t_389 = detach_672 = None
    t_390 = torch.ops.aten.t.default(mm_183);  mm_183 = None
    sum_59 = torch.ops.aten.sum.dim_IntList(view_432, [0], True);  view_432 = None
    view_433 = torch.ops.aten.view.default(sum_59, [8]);  sum_59 = None
    t_391 = torch.ops.aten.t.default(t_390);  t_390 = None
    view_434 = torch.ops.aten.view.default(mm_182, [2, 6, 3, 16]);  mm_182 = None
    transpose_80 = torch.ops.aten.transpose.int(mul_118, -2, -3);  mul_118 = None
    clone_99 = torch.ops.aten.clone.default(transpose_80, memory_format = torch.contiguous_format);  transpose_80 = None
    _unsafe_view_149 = torch.ops.aten._unsafe_view.default(clone_99, [24, 3, 4]);  clone_99 = None
    detach_674 = torch.ops.aten.detach.default(detach_396);  detach_396 = None
    detach_675 = torch.ops.aten.detach.default(detach_397);  detach_397 = None
    transpose_81 = torch.ops.aten.transpose.int(detach_675, 1, 2);  detach_675 = None
    bmm_60 = torch.ops.aten.bmm.default(transpose_81, _unsafe_view_149);  transpose_81 = None
    transpose_82 = torch.ops.aten.transpose.int(detach_674, 1, 2);  detach_674 = None
    bmm_61 = torch.ops.aten.bmm.default(_unsafe_view_149, transpose_82);  _unsafe_view_149 = transpose_82 = None
    view_435 = torch.ops.aten.view.default(bmm_60, [2, 6, 2, 3, 4]);  bmm_60 = None
    view_436 = torch.ops.aten.view.default(bmm_61, [2, 6, 2, 3, 3]);  bmm_61 = None
    permute_107 = torch.ops.aten.permute.default(view_435, [0, 1, 3, 2, 4]);  view_435 = None
    detach_676 = torch.ops.aten.detach.default(detach_395);  detach_395 = None
    _softmax_backward_data_6 = torch.ops.aten._softmax_backward_data.default(view_436, detach_676, -1, torch.float32);  view_436 = detach_676 = None
    mul_119 = torch.ops.aten.mul.Tensor(_softmax_backward_data_6, 0.5);  _softmax_backward_data_6 = None
    view_437 = torch.ops.aten.view.default(mul_119, [24, 3, 3]);  mul_119 = None
    detach_677 = torch.ops.aten.detach.default(detach_393);  detach_393 = None
    detach_678 = torch.ops.aten.detach.default(detach_394);  detach_394 = None
    transpose_83 = torch.ops.aten.transpose.int(detach_678, 1, 2);  detach_678 = None
    bmm_62 = torch.ops.aten.bmm.default(transpose_83, view_437);  transpose_83 = None
    transpose_84 = torch.ops.aten.transpose.int(detach_677, 1, 2);  detach_677 = None
    bmm_63 = torch.ops.aten.bmm.default(view_437, transpose_84);  view_437 = transpose_84 = None
    view_438 = torch.ops.aten.view.default(bmm_62, [2, 6, 2, 4, 3]);  bmm_62 = None
    view_439 = torch.ops.aten.view.default(bmm_63, [2, 6, 2, 3, 4]);  bmm_63 = None
    permute_108 = torch.ops.aten.permute.default(view_438, [0, 1, 4, 2, 3]);  view_438 = None
    permute_109 = torch.ops.aten.permute.default(view_439, [0, 1, 3, 2, 4]);  view_439 = None
    clone_100 = torch.ops.aten.clone.default(permute_107, memory_format = torch.contiguous_format);  permute_107 = None
    _unsafe_view_150 = torch.ops.aten._unsafe_view.default(clone_100, [2, 6, 3, 8]);  clone_100 = None
    view_440 = torch.ops.aten.view.default(permute_108, [2, 6, 3, 8]);  permute_108 = None
    clone_101 = torch.ops.aten.clone.default(permute_109, memory_format = torch.contiguous_format);  permute_109 = None
    _unsafe_view_151 = torch.ops.aten._unsafe_view.default(clone_101, [2, 6, 3, 8]);  clone_101 = None
    view_441 = torch.ops.aten.view.default(_unsafe_view_150, [36, 8]);  _unsafe_view_150 = None
    detach_679 = torch.ops.aten.detach.default(detach_391);  detach_391 = None
    detach_680 = torch.ops.aten.detach.default(detach_392);  detach_392 = None
    t_392 = torch.ops.aten.t.default(view_441)
    mm_184 = torch.ops.aten.mm.default(t_392, detach_680);  t_392 = detach_680 = None
    t_393 = torch.ops.aten.t.default(mm_184);  mm_184 = None
    t_394 = torch.ops.aten.t.default(detach_679);  detach_679 = None
    mm_185 = torch.ops.aten.mm.default(view_441, t_394);  view_441 = t_394 = None
    view_442 = torch.ops.aten.view.default(mm_185, [2, 6, 3, 16]);  mm_185 = None
    add_90 = torch.ops.aten.add.Tensor(view_434, view_442);  view_434 = view_442 = None
    t_395 = torch.ops.aten.t.default(t_393);  t_393 = None
    clone_102 = torch.ops.aten.clone.default(view_440, memory_format = torch.contiguous_format);  view_440 = None
    _unsafe_view_152 = torch.ops.aten._unsafe_view.default(clone_102, [36, 8]);  clone_102 = None
    detach_681 = torch.ops.aten.detach.default(detach_389);  detach_389 = None
    detach_682 = torch.ops.aten.detach.default(detach_390);  detach_390 = None
    t_396 = torch.ops.aten.t.default(_unsafe_view_152)
    mm_186 = torch.ops.aten.mm.default(t_396, detach_682);  t_396 = detach_682 = None
    t_397 = torch.ops.aten.t.default(mm_186);  mm_186 = None
    t_398 = torch.ops.aten.t.default(detach_681);  detach_681 = None
    mm_187 = torch.ops.aten.mm.default(_unsafe_view_152, t_398);  _unsafe_view_152 = t_398 = None
    view_443 = torch.ops.aten.view.default(mm_187, [2, 6, 3, 16]);  mm_187 = None
    add_91 = torch.ops.aten.add.Tensor(add_90, view_443);  add_90 = view_443 = None
    t_399 = torch.ops.aten.t.default(t_397);  t_397 = None
    view_444 = torch.ops.aten.view.default(_unsafe_view_151, [36, 8]);  _unsafe_view_151 = None
    detach_683 = torch.ops.aten.detach.default(detach_387);  detach_387 = None
    detach_684 = torch.ops.aten.detach.default(detach_388);  detach_388 = None
    t_400 = torch.ops.aten.t.default(view_444)
    mm_188 = torch.ops.aten.mm.default(t_400, detach_684);  t_400 = detach_684 = None
    t_401 = torch.ops.aten.t.default(mm_188);  mm_188 = None
    t_402 = torch.ops.aten.t.default(detach_683);  detach_683 = None
    mm_189 = torch.ops.aten.mm.default(view_444, t_402);  view_444 = t_402 = None
    view_445 = torch.ops.aten.view.default(mm_189, [2, 6, 3, 16]);  mm_189 = None
    add_92 = torch.ops.aten.add.Tensor(add_91, view_445);  add_91 = view_445 = None
    t_403 = torch.ops.aten.t.default(t_401);  t_401 = None
    detach_685 = torch.ops.aten.detach.default(detach_384);  detach_384 = None
    detach_686 = torch.ops.aten.detach.default(detach_385);  detach_385 = None
    detach_687 = torch.ops.aten.detach.default(detach_386);  detach_386 = None
    native_layer_norm_backward_21 = torch.ops.aten.native_layer_norm_backward.default(add_92, detach_686, [16], getitem_79, getitem_80, detach_687, detach_685, [True, True, True]);  add_92 = detach_686 = getitem_79 = getitem_80 = detach_687 = detach_685 = None
    getitem_135 = native_layer_norm_backward_21[0]
    getitem_136 = native_layer_norm_backward_21[1]
    getitem_137 = native_layer_norm_backward_21[2];  native_layer_norm_backward_21 = None
    transpose_85 = torch.ops.aten.transpose.int(getitem_135, -2, -3);  getitem_135 = None
    add_93 = torch.ops.aten.add.Tensor(add_89, transpose_85);  add_89 = transpose_85 = None
    view_446 = torch.ops.aten.view.default(add_93, [36, 16])
    detach_688 = torch.ops.aten.detach.default(detach_382);  detach_382 = None
    detach_689 = torch.ops.aten.detach.default(detach_383);  detach_383 = None
    t_404 = torch.ops.aten.t.default(detach_689);  detach_689 = None
    mm_190 = torch.ops.aten.mm.default(view_446, t_404);  t_404 = None
    t_405 = torch.ops.aten.t.default(view_446)
    mm_191 = torch.ops.aten.mm.default(t_405, detach_688);  t_405 = detach_688 = None
    t_406 = torch.ops.aten.t.default(mm_191);  mm_191 = None
    sum_60 = torch.ops.aten.sum.dim_IntList(view_446, [0], True);  view_446 = None
    view_447 = torch.ops.aten.view.default(sum_60, [16]);  sum_60 = None
    t_407 = torch.ops.aten.t.default(t_406);  t_406 = None
    view_448 = torch.ops.aten.view.default(mm_190, [2, 3, 6, 8]);  mm_190 = None
    view_449 = torch.ops.aten.view.default(view_448, [2, 3, 6, 2, 4]);  view_448 = None
    detach_690 = torch.ops.aten.detach.default(detach_380);  detach_380 = None
    detach_691 = torch.ops.aten.detach.default(detach_381);  detach_381 = None
    mul_120 = torch.ops.aten.mul.Tensor(view_449, detach_691);  detach_691 = None
    mul_121 = torch.ops.aten.mul.Tensor(view_449, detach_690);  view_449 = detach_690 = None
    view_450 = torch.ops.aten.view.default(mul_120, [2, 3, 6, 8]);  mul_120 = None
    detach_692 = torch.ops.aten.detach.default(detach_379);  detach_379 = None
    sigmoid_backward_19 = torch.ops.aten.sigmoid_backward.default(view_450, detach_692);  view_450 = detach_692 = None
    view_451 = torch.ops.aten.view.default(sigmoid_backward_19, [36, 8]);  sigmoid_backward_19 = None
    detach_693 = torch.ops.aten.detach.default(detach_377);  detach_377 = None
    detach_694 = torch.ops.aten.detach.default(detach_378);  detach_378 = None
    t_408 = torch.ops.aten.t.default(detach_694);  detach_694 = None
    mm_192 = torch.ops.aten.mm.default(view_451, t_408);  t_408 = None
    t_409 = torch.ops.aten.t.default(view_451)
    mm_193 = torch.ops.aten.mm.default(t_409, detach_693);  t_409 = detach_693 = None
    t_410 = torch.ops.aten.t.default(mm_193);  mm_193 = None
    sum_61 = torch.ops.aten.sum.dim_IntList(view_451, [0], True);  view_451 = None
    view_452 = torch.ops.aten.view.default(sum_61, [8]);  sum_61 = None
    t_411 = torch.ops.aten.t.default(t_410);  t_410 = None
    view_453 = torch.ops.aten.view.default(mm_192, [2, 3, 6, 16]);  mm_192 = None
    transpose_86 = torch.ops.aten.transpose.int(mul_121, -2, -3);  mul_121 = None
    clone_103 = torch.ops.aten.clone.default(transpose_86, memory_format = torch.contiguous_format);  transpose_86 = None
    _unsafe_view_153 = torch.ops.aten._unsafe_view.default(clone_103, [12, 6, 4]);  clone_103 = None
    detach_695 = torch.ops.aten.detach.default(detach_375);  detach_375 = None
    detach_696 = torch.ops.aten.detach.default(detach_376);  detach_376 = None
    transpose_87 = torch.ops.aten.transpose.int(detach_696, 1, 2);  detach_696 = None
    bmm_64 = torch.ops.aten.bmm.default(transpose_87, _unsafe_view_153);  transpose_87 = None
    transpose_88 = torch.ops.aten.transpose.int(detach_695, 1, 2);  detach_695 = None
    bmm_65 = torch.ops.aten.bmm.default(_unsafe_view_153, transpose_88);  _unsafe_view_153 = transpose_88 = None
    view_454 = torch.ops.aten.view.default(bmm_64, [2, 3, 2, 6, 4]);  bmm_64 = None
    view_455 = torch.ops.aten.view.default(bmm_65, [2, 3, 2, 6, 6]);  bmm_65 = None
    permute_110 = torch.ops.aten.permute.default(view_454, [0, 1, 3, 2, 4]);  view_454 = None
    detach_697 = torch.ops.aten.detach.default(detach_374);  detach_374 = None
    _softmax_backward_data_7 = torch.ops.aten._softmax_backward_data.default(view_455, detach_697, -1, torch.float32);  view_455 = detach_697 = None
    sum_62 = torch.ops.aten.sum.dim_IntList(_softmax_backward_data_7, [1], True)
    mul_122 = torch.ops.aten.mul.Tensor(_softmax_backward_data_7, 0.5);  _softmax_backward_data_7 = None
    view_456 = torch.ops.aten.view.default(mul_122, [12, 6, 6]);  mul_122 = None
    detach_698 = torch.ops.aten.detach.default(detach_372);  detach_372 = None
    detach_699 = torch.ops.aten.detach.default(detach_373);  detach_373 = None
    transpose_89 = torch.ops.aten.transpose.int(detach_699, 1, 2);  detach_699 = None
    bmm_66 = torch.ops.aten.bmm.default(transpose_89, view_456);  transpose_89 = None
    transpose_90 = torch.ops.aten.transpose.int(detach_698, 1, 2);  detach_698 = None
    bmm_67 = torch.ops.aten.bmm.default(view_456, transpose_90);  view_456 = transpose_90 = None
    view_457 = torch.ops.aten.view.default(bmm_66, [2, 3, 2, 4, 6]);  bmm_66 = None
    view_458 = torch.ops.aten.view.default(bmm_67, [2, 3, 2, 6, 4]);  bmm_67 = None
    permute_111 = torch.ops.aten.permute.default(view_457, [0, 1, 4, 2, 3]);  view_457 = None
    permute_112 = torch.ops.aten.permute.default(view_458, [0, 1, 3, 2, 4]);  view_458 = None
    clone_104 = torch.ops.aten.clone.default(permute_110, memory_format = torch.contiguous_format);  permute_110 = None
    _unsafe_view_154 = torch.ops.aten._unsafe_view.default(clone_104, [2, 3, 6, 8]);  clone_104 = None
    view_459 = torch.ops.aten.view.default(permute_111, [2, 3, 6, 8]);  permute_111 = None
    clone_105 = torch.ops.aten.clone.default(permute_112, memory_format = torch.contiguous_format);  permute_112 = None
    _unsafe_view_155 = torch.ops.aten._unsafe_view.default(clone_105, [2, 3, 6, 8]);  clone_105 = None
    view_460 = torch.ops.aten.view.default(_unsafe_view_154, [36, 8]);  _unsafe_view_154 = None
    detach_700 = torch.ops.aten.detach.default(detach_370);  detach_370 = None
    detach_701 = torch.ops.aten.detach.default(detach_371);  detach_371 = None
    t_412 = torch.ops.aten.t.default(view_460)
    mm_194 = torch.ops.aten.mm.default(t_412, detach_701);  t_412 = detach_701 = None
    t_413 = torch.ops.aten.t.default(mm_194);  mm_194 = None
    t_414 = torch.ops.aten.t.default(detach_700);  detach_700 = None
    mm_195 = torch.ops.aten.mm.default(view_460, t_414);  view_460 = t_414 = None
    view_461 = torch.ops.aten.view.default(mm_195, [2, 3, 6, 16]);  mm_195 = None
    add_94 = torch.ops.aten.add.Tensor(view_453, view_461);  view_453 = view_461 = None
    t_415 = torch.ops.aten.t.default(t_413);  t_413 = None
    clone_106 = torch.ops.aten.clone.default(view_459, memory_format = torch.contiguous_format);  view_459 = None
    _unsafe_view_156 = torch.ops.aten._unsafe_view.default(clone_106, [36, 8]);  clone_106 = None
    detach_702 = torch.ops.aten.detach.default(detach_368);  detach_368 = None
    detach_703 = torch.ops.aten.detach.default(detach_369);  detach_369 = None
    t_416 = torch.ops.aten.t.default(_unsafe_view_156)
    mm_196 = torch.ops.aten.mm.default(t_416, detach_703);  t_416 = detach_703 = None
    t_417 = torch.ops.aten.t.default(mm_196);  mm_196 = None
    t_418 = torch.ops.aten.t.default(detach_702);  detach_702 = None
    mm_197 = torch.ops.aten.mm.default(_unsafe_view_156, t_418);  _unsafe_view_156 = t_418 = None
    view_462 = torch.ops.aten.view.default(mm_197, [2, 3, 6, 16]);  mm_197 = None
    add_95 = torch.ops.aten.add.Tensor(add_94, view_462);  add_94 = view_462 = None
    t_419 = torch.ops.aten.t.default(t_417);  t_417 = None
    view_463 = torch.ops.aten.view.default(_unsafe_view_155, [36, 8]);  _unsafe_view_155 = None
    detach_704 = torch.ops.aten.detach.default(detach_366);  detach_366 = None
    detach_705 = torch.ops.aten.detach.default(detach_367);  detach_367 = None
    t_420 = torch.ops.aten.t.default(view_463)
    mm_198 = torch.ops.aten.mm.default(t_420, detach_705);  t_420 = detach_705 = None
    t_421 = torch.ops.aten.t.default(mm_198);  mm_198 = None
    t_422 = torch.ops.aten.t.default(detach_704);  detach_704 = None
    mm_199 = torch.ops.aten.mm.default(view_463, t_422);  view_463 = t_422 = None
    view_464 = torch.ops.aten.view.default(mm_199, [2, 3, 6, 16]);  mm_199 = None
    add_96 = torch.ops.aten.add.Tensor(add_95, view_464);  add_95 = view_464 = None
    t_423 = torch.ops.aten.t.default(t_421);  t_421 = None
    squeeze_13 = torch.ops.aten.squeeze.dim(sum_62, -4);  sum_62 = None
    permute_113 = torch.ops.aten.permute.default(squeeze_13, [0, 2, 3, 1]);  squeeze_13 = None
    clone_107 = torch.ops.aten.clone.default(permute_113, memory_format = torch.contiguous_format);  permute_113 = None
    _unsafe_view_157 = torch.ops.aten._unsafe_view.default(clone_107, [72, 2]);  clone_107 = None
    detach_706 = torch.ops.aten.detach.default(detach_364);  detach_364 = None
    detach_707 = torch.ops.aten.detach.default(detach_365);  detach_365 = None
    t_424 = torch.ops.aten.t.default(_unsafe_view_157)
    mm_200 = torch.ops.aten.mm.default(t_424, detach_707);  t_424 = detach_707 = None
    t_425 = torch.ops.aten.t.default(mm_200);  mm_200 = None
    t_426 = torch.ops.aten.t.default(detach_706);  detach_706 = None
    mm_201 = torch.ops.aten.mm.default(_unsafe_view_157, t_426);  _unsafe_view_157 = t_426 = None
    view_465 = torch.ops.aten.view.default(mm_201, [2, 6, 6, 8]);  mm_201 = None
    t_427 = torch.ops.aten.t.default(t_425);  t_425 = None
    detach_708 = torch.ops.aten.detach.default(detach_361);  detach_361 = None
    detach_709 = torch.ops.aten.detach.default(detach_362);  detach_362 = None
    detach_710 = torch.ops.aten.detach.default(detach_363);  detach_363 = None
    native_layer_norm_backward_22 = torch.ops.aten.native_layer_norm_backward.default(view_465, detach_709, [8], getitem_76, getitem_77, detach_710, detach_708, [True, True, True]);  view_465 = detach_709 = getitem_76 = getitem_77 = detach_710 = detach_708 = None
    getitem_138 = native_layer_norm_backward_22[0]
    getitem_139 = native_layer_norm_backward_22[1]
    getitem_140 = native_layer_norm_backward_22[2];  native_layer_norm_backward_22 = None
    add_97 = torch.ops.aten.add.Tensor(add_86, getitem_138);  add_86 = getitem_138 = None
    detach_711 = torch.ops.aten.detach.default(detach_358);  detach_358 = None
    detach_712 = torch.ops.aten.detach.default(detach_359);  detach_359 = None
    detach_713 = torch.ops.aten.detach.default(detach_360);  detach_360 = None
    native_layer_norm_backward_23 = torch.ops.aten.native_layer_norm_backward.default(add_96, detach_712, [16], getitem_73, getitem_74, detach_713, detach_711, [True, True, True]);  add_96 = detach_712 = getitem_73 = getitem_74 = detach_713 = detach_711 = None
    getitem_141 = native_layer_norm_backward_23[0]
    getitem_142 = native_layer_norm_backward_23[1]
    getitem_143 = native_layer_norm_backward_23[2];  native_layer_norm_backward_23 = None
    add_98 = torch.ops.aten.add.Tensor(add_93, getitem_141);  add_93 = getitem_141 = None
    view_466 = torch.ops.aten.view.default(add_98, [36, 16])
    t_428 = torch.ops.aten.t.default(view_466)
    _tensor_constant18 = self._tensor_constant18
    mm_202 = torch.ops.aten.mm.default(t_428, _tensor_constant18);  t_428 = _tensor_constant18 = None
    t_429 = torch.ops.aten.t.default(mm_202);  mm_202 = None
    sum_63 = torch.ops.aten.sum.dim_IntList(view_466, [0], True);  view_466 = None
    view_467 = torch.ops.aten.view.default(sum_63, [16]);  sum_63 = None
    t_430 = torch.ops.aten.t.default(t_429);  t_429 = None
    sum_64 = torch.ops.aten.sum.dim_IntList(add_98, [1], True);  add_98 = None
    squeeze_14 = torch.ops.aten.squeeze.dim(sum_64, -3);  sum_64 = None
    view_468 = torch.ops.aten.view.default(squeeze_14, [12, 16]);  squeeze_14 = None
    t_431 = torch.ops.aten.t.default(view_468)
    _tensor_constant19 = self._tensor_constant19
    mm_203 = torch.ops.aten.mm.default(t_431, _tensor_constant19);  t_431 = _tensor_constant19 = None
    t_432 = torch.ops.aten.t.default(mm_203);  mm_203 = None
    sum_65 = torch.ops.aten.sum.dim_IntList(view_468, [0], True);  view_468 = None
    view_469 = torch.ops.aten.view.default(sum_65, [16]);  sum_65 = None
    t_433 = torch.ops.aten.t.default(t_432);  t_432 = None
    view_470 = torch.ops.aten.view.default(add_97, [72, 8])
    t_434 = torch.ops.aten.t.default(view_470)
    _tensor_constant20 = self._tensor_constant20
    mm_204 = torch.ops.aten.mm.default(t_434, _tensor_constant20);  t_434 = _tensor_constant20 = None
    t_435 = torch.ops.aten.t.default(mm_204);  mm_204 = None
    sum_66 = torch.ops.aten.sum.dim_IntList(view_470, [0], True);  view_470 = None
    view_471 = torch.ops.aten.view.default(sum_66, [8]);  sum_66 = None
    t_436 = torch.ops.aten.t.default(t_435);  t_435 = None
    sum_67 = torch.ops.aten.sum.dim_IntList(add_97, [2], True)
    sum_68 = torch.ops.aten.sum.dim_IntList(add_97, [1], True);  add_97 = None
    squeeze_15 = torch.ops.aten.squeeze.dim(sum_68, 1);  sum_68 = None
    squeeze_16 = torch.ops.aten.squeeze.dim(sum_67, 2);  sum_67 = None
    view_472 = torch.ops.aten.view.default(squeeze_15, [12, 8]);  squeeze_15 = None
    t_437 = torch.ops.aten.t.default(view_472)
    _tensor_constant21 = self._tensor_constant21
    mm_205 = torch.ops.aten.mm.default(t_437, _tensor_constant21);  t_437 = _tensor_constant21 = None
    t_438 = torch.ops.aten.t.default(mm_205);  mm_205 = None
    sum_69 = torch.ops.aten.sum.dim_IntList(view_472, [0], True);  view_472 = None
    view_473 = torch.ops.aten.view.default(sum_69, [8]);  sum_69 = None
    t_439 = torch.ops.aten.t.default(t_438);  t_438 = None
    view_474 = torch.ops.aten.view.default(squeeze_16, [12, 8]);  squeeze_16 = None
    t_440 = torch.ops.aten.t.default(view_474)
    _tensor_constant22 = self._tensor_constant22
    mm_206 = torch.ops.aten.mm.default(t_440, _tensor_constant22);  t_440 = _tensor_constant22 = None
    t_441 = torch.ops.aten.t.default(mm_206);  mm_206 = None
    sum_70 = torch.ops.aten.sum.dim_IntList(view_474, [0], True);  view_474 = None
    view_475 = torch.ops.aten.view.default(sum_70, [8]);  sum_70 = None
    t_442 = torch.ops.aten.t.default(t_441);  t_441 = None
    return (t_442, view_475, t_439, view_473, t_433, view_469, t_430, view_467, t_436, view_471, getitem_142, getitem_143, getitem_139, getitem_140, t_427, t_423, t_419, t_415, t_407, view_447, t_411, view_452, getitem_136, getitem_137, t_403, t_399, t_395, t_387, view_428, t_391, view_433, getitem_133, getitem_134, t_383, view_426, t_379, view_423, getitem_130, getitem_131, t_375, view_420, t_371, view_418, t_367, view_411, t_363, view_408, t_359, view_406, t_355, view_404, t_351, view_402, t_343, view_395, t_347, view_398, getitem_127, getitem_128, getitem_124, getitem_125, t_339, view_392, t_335, view_390, t_331, view_388, t_327, view_386, t_319, view_379, t_323, view_382, getitem_121, getitem_122, getitem_118, getitem_119, getitem_115, getitem_116, t_315, t_311, t_307, t_303, t_295, view_359, t_299, view_364, getitem_112, getitem_113, t_291, t_287, t_283, t_279, t_271, view_339, t_275, view_344, getitem_109, getitem_110, t_267, view_337, t_263, view_334, getitem_70, getitem_71, getitem_67, getitem_68, t_217, t_213, t_209, t_205, t_197, view_217, t_201, view_222, getitem_64, getitem_65, t_193, t_189, t_185, t_177, view_198, t_181, view_203, getitem_61, getitem_62, t_173, view_196, t_169, view_193, getitem_58, getitem_59, t_165, view_190, t_161, view_188, t_157, view_181, t_153, view_178, t_149, view_176, t_145, view_174, t_141, view_172, t_133, view_165, t_137, view_168, getitem_55, getitem_56, getitem_52, getitem_53, t_129, view_162, t_125, view_160, t_121, view_158, t_117, view_156, t_109, view_149, t_113, view_152, getitem_49, getitem_50, getitem_46, getitem_47, getitem_43, getitem_44, t_105, t_101, t_97, t_93, t_85, view_129, t_89, view_134, getitem_40, getitem_41, t_81, t_77, t_73, t_69, t_61, view_109, t_65, view_114, getitem_37, getitem_38, t_57, view_107, t_53, view_104, None, None, t_7, view_4, t_3, view_1)
    