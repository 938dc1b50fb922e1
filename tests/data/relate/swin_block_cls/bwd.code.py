


def forward(self, loss_1):
    ones_like = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
    _tensor_constant0 = self._tensor_constant0
    _tensor_constant1 = self._tensor_constant1
    _tensor_constant2 = self._tensor_constant2
    nll_loss_backward = torch.ops.aten.nll_loss_backward.default(ones_like, _tensor_constant0, _tensor_constant1, None, 1, -100, _tensor_constant2);  ones_like = _tensor_constant0 = _tensor_constant1 = _tensor_constant2 = None
    _tensor_constant3 = self._tensor_constant3
    detach = torch.ops.aten.detach.default(_tensor_constant3);  _tensor_constant3 = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach, 1, torch.float32);  nll_loss_backward = detach = None
    _tensor_constant4 = self._tensor_constant4
    t = torch.ops.aten.t.default(_tensor_constant4);  _tensor_constant4 = None
    mm = torch.ops.aten.mm.default(_log_softmax_backward_data, t);  t = None
    t_1 = torch.ops.aten.t.default(_log_softmax_backward_data)
    _tensor_constant5 = self._tensor_constant5
    mm_1 = torch.ops.aten.mm.default(t_1, _tensor_constant5);  t_1 = _tensor_constant5 = None
    t_2 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(_log_softmax_backward_data, [0], True);  _log_softmax_backward_data = None
    view = torch.ops.aten.view.default(sum_1, [5]);  sum_1 = None
    t_3 = torch.ops.aten.t.default(t_2);  t_2 = None
    view_1 = torch.ops.aten.view.default(mm, [2, 16, 1]);  mm = None
    unsqueeze = torch.ops.aten.unsqueeze.default(view_1, 2);  view_1 = None
    squeeze = torch.ops.aten.squeeze.dim(unsqueeze, 3);  unsqueeze = None
    squeeze_1 = torch.ops.aten.squeeze.dim(squeeze, 2);  squeeze = None
    new_zeros = torch.ops.aten.new_zeros.default(squeeze_1, [32])
    as_strided = torch.ops.aten.as_strided.default(new_zeros, [2, 16], [16, 1], 0)
    copy_ = torch.ops.aten.copy_.default(as_strided, squeeze_1);  as_strided = squeeze_1 = copy_ = None
    as_strided_1 = torch.ops.aten.as_strided.default(new_zeros, [2, 16, 1, 1], [16, 1, 1, 1], 0);  new_zeros = None
    expand = torch.ops.aten.expand.default(as_strided_1, [2, 16, 1, 16]);  as_strided_1 = None
    div = torch.ops.aten.div.Scalar(expand, 16);  expand = None
    squeeze_2 = torch.ops.aten.squeeze.dim(div, -2);  div = None
    transpose = torch.ops.aten.transpose.int(squeeze_2, 1, 2);  squeeze_2 = None
    _tensor_constant6 = self._tensor_constant6
    _tensor_constant7 = self._tensor_constant7
    _tensor_constant8 = self._tensor_constant8
    _param_constant0 = self._param_constant0
    _param_constant1 = self._param_constant1
    native_layer_norm_backward = torch.ops.aten.native_layer_norm_backward.default(transpose, _tensor_constant6, [16], _tensor_constant7, _tensor_constant8, _param_constant0, _param_constant1, [True, True, True]);  transpose = _tensor_constant6 = _tensor_constant7 = _tensor_constant8 = _param_constant0 = _param_constant1 = None
    getitem = native_layer_norm_backward[0]
    getitem_1 = native_layer_norm_backward[1]
    getitem_2 = native_layer_norm_backward[2];  native_layer_norm_backward = None
    view_2 = torch.ops.aten.view.default(getitem, [32, 16])
    _tensor_constant9 = self._tensor_constant9
    t_4 = torch.ops.aten.t.default(_tensor_constant9);  _tensor_constant9 = None
    mm_2 = torch.ops.aten.mm.default(view_2, t_4);  t_4 = None
    t_5 = torch.ops.aten.t.default(view_2)
    _tensor_constant10 = self._tensor_constant10
    mm_3 = torch.ops.aten.mm.default(t_5, _tensor_constant10);  t_5 = _tensor_constant10 = None
    t_6 = torch.ops.aten.t.default(mm_3);  mm_3 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(view_2, [0], True);  view_2 = None
    view_3 = torch.ops.aten.view.default(sum_2, [16]);  sum_2 = None
    t_7 = torch.ops.aten.t.default(t_6);  t_6 = None
    view_4 = torch.ops.aten.view.default(mm_2, [2, 16, 64]);  mm_2 = None
    _tensor_constant11 = self._tensor_constant11
    gelu_backward = torch.ops.aten.gelu_backward.default(view_4, _tensor_constant11);  view_4 = _tensor_constant11 = None
    view_5 = torch.ops.aten.view.default(gelu_backward, [32, 64]);  gelu_backward = None
    _tensor_constant12 = self._tensor_constant12
    t_8 = torch.ops.aten.t.default(_tensor_constant12);  _tensor_constant12 = None
    mm_4 = torch.ops.aten.mm.default(view_5, t_8);  t_8 = None
    t_9 = torch.ops.aten.t.default(view_5)
    _tensor_constant13 = self._tensor_constant13
    mm_5 = torch.ops.aten.mm.default(t_9, _tensor_constant13);  t_9 = _tensor_constant13 = None
    t_10 = torch.ops.aten.t.default(mm_5);  mm_5 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(view_5, [0], True);  view_5 = None
    view_6 = torch.ops.aten.view.default(sum_3, [64]);  sum_3 = None
    t_11 = torch.ops.aten.t.default(t_10);  t_10 = None
    view_7 = torch.ops.aten.view.default(mm_4, [2, 16, 16]);  mm_4 = None
    _tensor_constant14 = self._tensor_constant14
    _tensor_constant15 = self._tensor_constant15
    _tensor_constant16 = self._tensor_constant16
    _param_constant2 = self._param_constant2
    _param_constant3 = self._param_constant3
    native_layer_norm_backward_1 = torch.ops.aten.native_layer_norm_backward.default(view_7, _tensor_constant14, [16], _tensor_constant15, _tensor_constant16, _param_constant2, _param_constant3, [True, True, True]);  view_7 = _tensor_constant14 = _tensor_constant15 = _tensor_constant16 = _param_constant2 = _param_constant3 = None
    getitem_3 = native_layer_norm_backward_1[0]
    getitem_4 = native_layer_norm_backward_1[1]
    getitem_5 = native_layer_norm_backward_1[2];  native_layer_norm_backward_1 = None
    add = torch.ops.aten.add.Tensor(getitem, getitem_3);  getitem = getitem_3 = None
    view_8 = torch.ops.aten.view.default(add, [2, 4, 4, 16])
    roll = torch.ops.aten.roll.default(view_8, [-1, -1], [2, 1]);  view_8 = None
    view_9 = torch.ops.aten.view.default(roll, [2, 2, 2, 2, 2, 16]);  roll = None
    permute = torch.ops.aten.permute.default(view_9, [0, 1, 3, 2, 4, 5]);  view_9 = None
    clone = torch.ops.aten.clone.default(permute, memory_format = torch.contiguous_format);  permute = None
    _unsafe_view = torch.ops.aten._unsafe_view.default(clone, [8, 2, 2, 16]);  clone = None
    view_10 = torch.ops.aten.view.default(_unsafe_view, [8, 4, 16]);  _unsafe_view = None
    view_11 = torch.ops.aten.view.default(view_10, [32, 16]);  view_10 = None
    _tensor_constant17 = self._tensor_constant17
    t_12 = torch.ops.aten.t.default(_tensor_constant17);  _tensor_constant17 = None
    mm_6 = torch.ops.aten.mm.default(view_11, t_12);  t_12 = None
    t_13 = torch.ops.aten.t.default(view_11)
    _tensor_constant18 = self._tensor_constant18
    mm_7 = torch.ops.aten.mm.default(t_13, _tensor_constant18);  t_13 = _tensor_constant18 = None
    t_14 = torch.ops.aten.t.default(mm_7);  mm_7 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(view_11, [0], True);  view_11 = None
    view_12 = torch.ops.aten.view.default(sum_4, [16]);  sum_4 = None
    t_15 = torch.ops.aten.t.default(t_14);  t_14 = None
    view_13 = torch.ops.aten.view.default(mm_6, [8, 4, 16]);  mm_6 = None
    view_14 = torch.ops.aten.view.default(view_13, [8, 4, 4, 4]);  view_13 = None
    transpose_1 = torch.ops.aten.transpose.int(view_14, 1, 2);  view_14 = None
    clone_1 = torch.ops.aten.clone.default(transpose_1, memory_format = torch.contiguous_format);  transpose_1 = None
    _unsafe_view_1 = torch.ops.aten._unsafe_view.default(clone_1, [32, 4, 4]);  clone_1 = None
    _tensor_constant19 = self._tensor_constant19
    transpose_2 = torch.ops.aten.transpose.int(_tensor_constant19, 1, 2);  _tensor_constant19 = None
    bmm = torch.ops.aten.bmm.default(transpose_2, _unsafe_view_1);  transpose_2 = None
    _tensor_constant20 = self._tensor_constant20
    transpose_3 = torch.ops.aten.transpose.int(_tensor_constant20, 1, 2);  _tensor_constant20 = None
    bmm_1 = torch.ops.aten.bmm.default(_unsafe_view_1, transpose_3);  _unsafe_view_1 = transpose_3 = None
    view_15 = torch.ops.aten.view.default(bmm, [8, 4, 4, 4]);  bmm = None
    view_16 = torch.ops.aten.view.default(bmm_1, [8, 4, 4, 4]);  bmm_1 = None
    _tensor_constant21 = self._tensor_constant21
    detach_1 = torch.ops.aten.detach.default(_tensor_constant21);  _tensor_constant21 = None
    _softmax_backward_data = torch.ops.aten._softmax_backward_data.default(view_16, detach_1, -1, torch.float32);  view_16 = detach_1 = None
    view_17 = torch.ops.aten.view.default(_softmax_backward_data, [2, 4, 4, 4, 4]);  _softmax_backward_data = None
    view_18 = torch.ops.aten.view.default(view_17, [8, 4, 4, 4]);  view_17 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(view_18, [0], True)
    squeeze_3 = torch.ops.aten.squeeze.dim(sum_5, 0);  sum_5 = None
    permute_1 = torch.ops.aten.permute.default(squeeze_3, [1, 2, 0]);  squeeze_3 = None
    view_19 = torch.ops.aten.view.default(permute_1, [16, 4]);  permute_1 = None
    new_zeros_1 = torch.ops.aten.new_zeros.default(view_19, [9, 4], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant22 = self._tensor_constant22
    index_put = torch.ops.aten.index_put.default(new_zeros_1, [_tensor_constant22], view_19, True);  new_zeros_1 = _tensor_constant22 = view_19 = None
    view_20 = torch.ops.aten.view.default(view_18, [32, 4, 4]);  view_18 = None
    _tensor_constant23 = self._tensor_constant23
    transpose_4 = torch.ops.aten.transpose.int(_tensor_constant23, 1, 2);  _tensor_constant23 = None
    bmm_2 = torch.ops.aten.bmm.default(transpose_4, view_20);  transpose_4 = None
    _tensor_constant24 = self._tensor_constant24
    transpose_5 = torch.ops.aten.transpose.int(_tensor_constant24, 1, 2);  _tensor_constant24 = None
    bmm_3 = torch.ops.aten.bmm.default(view_20, transpose_5);  view_20 = transpose_5 = None
    view_21 = torch.ops.aten.view.default(bmm_2, [8, 4, 4, 4]);  bmm_2 = None
    view_22 = torch.ops.aten.view.default(bmm_3, [8, 4, 4, 4]);  bmm_3 = None
    transpose_6 = torch.ops.aten.transpose.int(view_21, -2, -1);  view_21 = None
    mul = torch.ops.aten.mul.Tensor(view_22, 0.5);  view_22 = None
    select_backward = torch.ops.aten.select_backward.default(view_15, [3, 8, 4, 4, 4], 0, 2);  view_15 = None
    select_backward_1 = torch.ops.aten.select_backward.default(transpose_6, [3, 8, 4, 4, 4], 0, 1);  transpose_6 = None
    add_1 = torch.ops.aten.add.Tensor(select_backward, select_backward_1);  select_backward = select_backward_1 = None
    select_backward_2 = torch.ops.aten.select_backward.default(mul, [3, 8, 4, 4, 4], 0, 0);  mul = None
    add_2 = torch.ops.aten.add.Tensor(add_1, select_backward_2);  add_1 = select_backward_2 = None
    permute_2 = torch.ops.aten.permute.default(add_2, [1, 3, 0, 2, 4]);  add_2 = None
    clone_2 = torch.ops.aten.clone.default(permute_2, memory_format = torch.contiguous_format);  permute_2 = None
    _unsafe_view_2 = torch.ops.aten._unsafe_view.default(clone_2, [8, 4, 48]);  clone_2 = None
    view_23 = torch.ops.aten.view.default(_unsafe_view_2, [32, 48]);  _unsafe_view_2 = None
    _tensor_constant25 = self._tensor_constant25
    t_16 = torch.ops.aten.t.default(_tensor_constant25);  _tensor_constant25 = None
    mm_8 = torch.ops.aten.mm.default(view_23, t_16);  t_16 = None
    t_17 = torch.ops.aten.t.default(view_23)
    _tensor_constant26 = self._tensor_constant26
    mm_9 = torch.ops.aten.mm.default(t_17, _tensor_constant26);  t_17 = _tensor_constant26 = None
    t_18 = torch.ops.aten.t.default(mm_9);  mm_9 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(view_23, [0], True);  view_23 = None
    view_24 = torch.ops.aten.view.default(sum_6, [48]);  sum_6 = None
    t_19 = torch.ops.aten.t.default(t_18);  t_18 = None
    view_25 = torch.ops.aten.view.default(mm_8, [8, 4, 16]);  mm_8 = None
    view_26 = torch.ops.aten.view.default(view_25, [8, 2, 2, 16]);  view_25 = None
    view_27 = torch.ops.aten.view.default(view_26, [2, 2, 2, 2, 2, 16]);  view_26 = None
    permute_3 = torch.ops.aten.permute.default(view_27, [0, 1, 3, 2, 4, 5]);  view_27 = None
    clone_3 = torch.ops.aten.clone.default(permute_3, memory_format = torch.contiguous_format);  permute_3 = None
    _unsafe_view_3 = torch.ops.aten._unsafe_view.default(clone_3, [2, 4, 4, 16]);  clone_3 = None
    roll_1 = torch.ops.aten.roll.default(_unsafe_view_3, [1, 1], [2, 1]);  _unsafe_view_3 = None
    view_28 = torch.ops.aten.view.default(roll_1, [2, 16, 16]);  roll_1 = None
    _tensor_constant27 = self._tensor_constant27
    _tensor_constant28 = self._tensor_constant28
    _tensor_constant29 = self._tensor_constant29
    _param_constant4 = self._param_constant4
    _param_constant5 = self._param_constant5
    native_layer_norm_backward_2 = torch.ops.aten.native_layer_norm_backward.default(view_28, _tensor_constant27, [16], _tensor_constant28, _tensor_constant29, _param_constant4, _param_constant5, [True, True, True]);  view_28 = _tensor_constant27 = _tensor_constant28 = _tensor_constant29 = _param_constant4 = _param_constant5 = None
    getitem_6 = native_layer_norm_backward_2[0]
    getitem_7 = native_layer_norm_backward_2[1]
    getitem_8 = native_layer_norm_backward_2[2];  native_layer_norm_backward_2 = None
    add_3 = torch.ops.aten.add.Tensor(add, getitem_6);  add = getitem_6 = None
    view_29 = torch.ops.aten.view.default(add_3, [32, 16])
    _tensor_constant30 = self._tensor_constant30
    t_20 = torch.ops.aten.t.default(_tensor_constant30);  _tensor_constant30 = None
    mm_10 = torch.ops.aten.mm.default(view_29, t_20);  t_20 = None
    t_21 = torch.ops.aten.t.default(view_29)
    _tensor_constant31 = self._tensor_constant31
    mm_11 = torch.ops.aten.mm.default(t_21, _tensor_constant31);  t_21 = _tensor_constant31 = None
    t_22 = torch.ops.aten.t.default(mm_11);  mm_11 = None
    sum_7 = torch.ops.aten.sum.dim_IntList(view_29, [0], True);  view_29 = None
    view_30 = torch.ops.aten.view.default(sum_7, [16]);  sum_7 = None
    t_23 = torch.ops.aten.t.default(t_22);  t_22 = None
    view_31 = torch.ops.aten.view.default(mm_10, [2, 16, 64]);  mm_10 = None
    _tensor_constant32 = self._tensor_constant32
    gelu_backward_1 = torch.ops.aten.gelu_backward.default(view_31, _tensor_constant32);  view_31 = _tensor_constant32 = None
    view_32 = torch.ops.aten.view.default(gelu_backward_1, [32, 64]);  gelu_backward_1 = None
    _tensor_constant33 = self._tensor_constant33
    t_24 = torch.ops.aten.t.default(_tensor_constant33);  _tensor_constant33 = None
    mm_12 = torch.ops.aten.mm.default(view_32, t_24);  t_24 = None
    t_25 = torch.ops.aten.t.default(view_32)
    _tensor_constant34 = self._tensor_constant34
    mm_13 = torch.ops.aten.mm.default(t_25, _tensor_constant34);  t_25 = _tensor_constant34 = None
    t_26 = torch.ops.aten.t.default(mm_13);  mm_13 = None
    sum_8 = torch.ops.aten.sum.dim_IntList(view_32, [0], True);  view_32 = None
    view_33 = torch.ops.aten.view.default(sum_8, [64]);  sum_8 = None
    t_27 = torch.ops.aten.t.default(t_26);  t_26 = None
    view_34 = torch.ops.aten.view.default(mm_12, [2, 16, 16]);  mm_12 = None
    _tensor_constant35 = self._tensor_constant35
    _tensor_constant36 = self._tensor_constant36
    _tensor_constant37 = self._tensor_constant37
    _param_constant6 = self._param_constant6
    _param_constant7 = self._param_constant7
    native_layer_norm_backward_3 = torch.ops.aten.native_layer_norm_backward.default(view_34, _tensor_constant35, [16], _tensor_constant36, _tensor_constant37, _param_constant6, _param_constant7, [True, True, True]);  view_34 = _tensor_constant35 = _tensor_constant36 = _tensor_constant37 = _param_constant6 = _param_constant7 = None
    getitem_9 = native_layer_norm_backward_3[0]
    getitem_10 = native_layer_norm_backward_3[1]
    getitem_11 = native_layer_norm_backward_3[2];  native_layer_norm_backward_3 = None
    add_4 = torch.ops.aten.add.Tensor(add_3, getitem_9);  add_3 = getitem_9 = None
    view_35 = torch.ops.aten.view.default(add_4, [2, 4, 4, 16])
    view_36 = torch.ops.aten.view.default(view_35, [2, 2, 2, 2, 2, 16]);  view_35 = None
    permute_4 = torch.ops.aten.permute.default(view_36, [0, 1, 3, 2, 4, 5]);  view_36 = None
    clone_4 = torch.ops.aten.clone.default(permute_4, memory_format = torch.contiguous_format);  permute_4 = None
    _unsafe_view_4 = torch.ops.aten._unsafe_view.default(clone_4, [8, 2, 2, 16]);  clone_4 = None
    view_37 = torch.ops.aten.view.default(_unsafe_view_4, [8, 4, 16]);  _unsafe_view_4 = None
    view_38 = torch.ops.aten.view.default(view_37, [32, 16]);  view_37 = None
    _tensor_constant38 = self._tensor_constant38
    t_28 = torch.ops.aten.t.default(_tensor_constant38);  _tensor_constant38 = None
    mm_14 = torch.ops.aten.mm.default(view_38, t_28);  t_28 = None
    t_29 = torch.ops.aten.t.default(view_38)
    _tensor_constant39 = self._tensor_constant39
    mm_15 = torch.ops.aten.mm.default(t_29, _tensor_constant39);  t_29 = _tensor_constant39 = None
    t_30 = torch.ops.aten.t.default(mm_15);  mm_15 = None
    sum_9 = torch.ops.aten.sum.dim_IntList(view_38, [0], True);  view_38 = None
    view_39 = torch.ops.aten.view.default(sum_9, [16]);  sum_9 = None
    t_31 = torch.ops.aten.t.default(t_30);  t_30 = None
    view_40 = torch.ops.aten.view.default(mm_14, [8, 4, 16]);  mm_14 = None
    view_41 = torch.ops.aten.view.default(view_40, [8, 4, 4, 4]);  view_40 = None
    transpose_7 = torch.ops.aten.transpose.int(view_41, 1, 2);  view_41 = None
    clone_5 = torch.ops.aten.clone.default(transpose_7, memory_format = torch.contiguous_format);  transpose_7 = None
    _unsafe_view_5 = torch.ops.aten._unsafe_view.default(clone_5, [32, 4, 4]);  clone_5 = None
    _tensor_constant40 = self._tensor_constant40
    transpose_8 = torch.ops.aten.transpose.int(_tensor_constant40, 1, 2);  _tensor_constant40 = None
    bmm_4 = torch.ops.aten.bmm.default(transpose_8, _unsafe_view_5);  transpose_8 = None
    _tensor_constant41 = self._tensor_constant41
    transpose_9 = torch.ops.aten.transpose.int(_tensor_constant41, 1, 2);  _tensor_constant41 = None
    bmm_5 = torch.ops.aten.bmm.default(_unsafe_view_5, transpose_9);  _unsafe_view_5 = transpose_9 = None
    view_42 = torch.ops.aten.view.default(bmm_4, [8, 4, 4, 4]);  bmm_4 = None
    view_43 = torch.ops.aten.view.default(bmm_5, [8, 4, 4, 4]);  bmm_5 = None
    _tensor_constant42 = self._tensor_constant42
    detach_2 = torch.ops.aten.detach.default(_tensor_constant42);  _tensor_constant42 = None
    _softmax_backward_data_1 = torch.ops.aten._softmax_backward_data.default(view_43, detach_2, -1, torch.float32);  view_43 = detach_2 = None
    sum_10 = torch.ops.aten.sum.dim_IntList(_softmax_backward_data_1, [0], True)
    squeeze_4 = torch.ops.aten.squeeze.dim(sum_10, 0);  sum_10 = None
    permute_5 = torch.ops.aten.permute.default(squeeze_4, [1, 2, 0]);  squeeze_4 = None
    view_44 = torch.ops.aten.view.default(permute_5, [16, 4]);  permute_5 = None
    new_zeros_2 = torch.ops.aten.new_zeros.default(view_44, [9, 4], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant43 = self._tensor_constant43
    index_put_1 = torch.ops.aten.index_put.default(new_zeros_2, [_tensor_constant43], view_44, True);  new_zeros_2 = _tensor_constant43 = view_44 = None
    view_45 = torch.ops.aten.view.default(_softmax_backward_data_1, [32, 4, 4]);  _softmax_backward_data_1 = None
    _tensor_constant44 = self._tensor_constant44
    transpose_10 = torch.ops.aten.transpose.int(_tensor_constant44, 1, 2);  _tensor_constant44 = None
    bmm_6 = torch.ops.aten.bmm.default(transpose_10, view_45);  transpose_10 = None
    _tensor_constant45 = self._tensor_constant45
    transpose_11 = torch.ops.aten.transpose.int(_tensor_constant45, 1, 2);  _tensor_constant45 = None
    bmm_7 = torch.ops.aten.bmm.default(view_45, transpose_11);  view_45 = transpose_11 = None
    view_46 = torch.ops.aten.view.default(bmm_6, [8, 4, 4, 4]);  bmm_6 = None
    view_47 = torch.ops.aten.view.default(bmm_7, [8, 4, 4, 4]);  bmm_7 = None
    transpose_12 = torch.ops.aten.transpose.int(view_46, -2, -1);  view_46 = None
    mul_1 = torch.ops.aten.mul.Tensor(view_47, 0.5);  view_47 = None
    select_backward_3 = torch.ops.aten.select_backward.default(view_42, [3, 8, 4, 4, 4], 0, 2);  view_42 = None
    select_backward_4 = torch.ops.aten.select_backward.default(transpose_12, [3, 8, 4, 4, 4], 0, 1);  transpose_12 = None
    add_5 = torch.ops.aten.add.Tensor(select_backward_3, select_backward_4);  select_backward_3 = select_backward_4 = None
    select_backward_5 = torch.ops.aten.select_backward.default(mul_1, [3, 8, 4, 4, 4], 0, 0);  mul_1 = None
    add_6 = torch.ops.aten.add.Tensor(add_5, select_backward_5);  add_5 = select_backward_5 = None
    permute_6 = torch.ops.aten.permute.default(add_6, [1, 3, 0, 2, 4]);  add_6 = None
    clone_6 = torch.ops.aten.clone.default(permute_6, memory_format = torch.contiguous_format);  permute_6 = None
    _unsafe_view_6 = torch.ops.aten._unsafe_view.default(clone_6, [8, 4, 48]);  clone_6 = None
    view_48 = torch.ops.aten.view.default(_unsafe_view_6, [32, 48]);  _unsafe_view_6 = None
    _tensor_constant46 = self._tensor_constant46
    t_32 = torch.ops.aten.t.default(_tensor_constant46);  _tensor_constant46 = None
    mm_16 = torch.ops.aten.mm.default(view_48, t_32);  t_32 = None
    t_33 = torch.ops.aten.t.default(view_48)
    _tensor_constant47 = self._tensor_constant47
    mm_17 = torch.ops.aten.mm.default(t_33, _tensor_constant47);  t_33 = _tensor_constant47 = None
    t_34 = torch.ops.aten.t.default(mm_17);  mm_17 = None
    sum_11 = torch.ops.aten.sum.dim_IntList(view_48, [0], True);  view_48 = None
    view_49 = torch.ops.aten.view.default(sum_11, [48]);  sum_11 = None
    t_35 = torch.ops.aten.t.default(t_34);  t_34 = None
    view_50 = torch.ops.aten.view.default(mm_16, [8, 4, 16]);  mm_16 = None
    view_51 = torch.ops.aten.view.default(view_50, [8, 2, 2, 16]);  view_50 = None
    view_52 = torch.ops.aten.view.default(view_51, [2, 2, 2, 2, 2, 16]);  view_51 = None
    permute_7 = torch.ops.aten.permute.default(view_52, [0, 1, 3, 2, 4, 5]);  view_52 = None
    clone_7 = torch.ops.aten.clone.default(permute_7, memory_format = torch.contiguous_format);  permute_7 = None
    _unsafe_view_7 = torch.ops.aten._unsafe_view.default(clone_7, [2, 4, 4, 16]);  clone_7 = None
    view_53 = torch.ops.aten.view.default(_unsafe_view_7, [2, 16, 16]);  _unsafe_view_7 = None
    _tensor_constant48 = self._tensor_constant48
    _tensor_constant49 = self._tensor_constant49
    _tensor_constant50 = self._tensor_constant50
    _param_constant8 = self._param_constant8
    _param_constant9 = self._param_constant9
    native_layer_norm_backward_4 = torch.ops.aten.native_layer_norm_backward.default(view_53, _tensor_constant48, [16], _tensor_constant49, _tensor_constant50, _param_constant8, _param_constant9, [True, True, True]);  view_53 = _tensor_constant48 = _tensor_constant49 = _tensor_constant50 = _param_constant8 = _param_constant9 = None
    getitem_12 = native_layer_norm_backward_4[0]
    getitem_13 = native_layer_norm_backward_4[1]
    getitem_14 = native_layer_norm_backward_4[2];  native_layer_norm_backward_4 = None
    add_7 = torch.ops.aten.add.Tensor(add_4, getitem_12);  add_4 = getitem_12 = None
    view_54 = torch.ops.aten.view.default(add_7, [32, 16]);  add_7 = None
    t_36 = torch.ops.aten.t.default(view_54)
    _tensor_constant51 = self._tensor_constant51
    mm_18 = torch.ops.aten.mm.default(t_36, _tensor_constant51);  t_36 = _tensor_constant51 = None
    t_37 = torch.ops.aten.t.default(mm_18);  mm_18 = None
    _tensor_constant52 = self._tensor_constant52
    t_38 = torch.ops.aten.t.default(_tensor_constant52);  _tensor_constant52 = None
    mm_19 = torch.ops.aten.mm.default(view_54, t_38);  view_54 = t_38 = None
    view_55 = torch.ops.aten.view.default(mm_19, [2, 16, 32]);  mm_19 = None
    t_39 = torch.ops.aten.t.default(t_37);  t_37 = None
    _tensor_constant53 = self._tensor_constant53
    _tensor_constant54 = self._tensor_constant54
    _tensor_constant55 = self._tensor_constant55
    _param_constant10 = self._param_constant10
    _param_constant11 = self._param_constant11
    native_layer_norm_backward_5 = torch.ops.aten.native_layer_norm_backward.default(view_55, _tensor_constant53, [32], _tensor_constant54, _tensor_constant55, _param_constant10, _param_constant11, [True, True, True]);  view_55 = _tensor_constant53 = _tensor_constant54 = _tensor_constant55 = _param_constant10 = _param_constant11 = None
    getitem_15 = native_layer_norm_backward_5[0]
    getitem_16 = native_layer_norm_backward_5[1]
    getitem_17 = native_layer_norm_backward_5[2];  native_layer_norm_backward_5 = None
    view_56 = torch.ops.aten.view.default(getitem_15, [2, 4, 4, 32]);  getitem_15 = None
    slice_1 = torch.ops.aten.slice.Tensor(view_56, 3, 0, 8)
    slice_2 = torch.ops.aten.slice.Tensor(view_56, 3, 8, 16)
    slice_3 = torch.ops.aten.slice.Tensor(view_56, 3, 16, 24)
    slice_4 = torch.ops.aten.slice.Tensor(view_56, 3, 24, 32);  view_56 = None
    slice_backward = torch.ops.aten.slice_backward.default(slice_4, [2, 4, 8, 8], 2, 1, 9223372036854775807, 2);  slice_4 = None
    slice_backward_1 = torch.ops.aten.slice_backward.default(slice_backward, [2, 8, 8, 8], 1, 1, 9223372036854775807, 2);  slice_backward = None
    slice_backward_2 = torch.ops.aten.slice_backward.default(slice_3, [2, 4, 8, 8], 2, 1, 9223372036854775807, 2);  slice_3 = None
    slice_backward_3 = torch.ops.aten.slice_backward.default(slice_backward_2, [2, 8, 8, 8], 1, 0, 9223372036854775807, 2);  slice_backward_2 = None
    add_8 = torch.ops.aten.add.Tensor(slice_backward_1, slice_backward_3);  slice_backward_1 = slice_backward_3 = None
    slice_backward_4 = torch.ops.aten.slice_backward.default(slice_2, [2, 4, 8, 8], 2, 0, 9223372036854775807, 2);  slice_2 = None
    slice_backward_5 = torch.ops.aten.slice_backward.default(slice_backward_4, [2, 8, 8, 8], 1, 1, 9223372036854775807, 2);  slice_backward_4 = None
    add_9 = torch.ops.aten.add.Tensor(add_8, slice_backward_5);  add_8 = slice_backward_5 = None
    slice_backward_6 = torch.ops.aten.slice_backward.default(slice_1, [2, 4, 8, 8], 2, 0, 9223372036854775807, 2);  slice_1 = None
    slice_backward_7 = torch.ops.aten.slice_backward.default(slice_backward_6, [2, 8, 8, 8], 1, 0, 9223372036854775807, 2);  slice_backward_6 = None
    add_10 = torch.ops.aten.add.Tensor(add_9, slice_backward_7);  add_9 = slice_backward_7 = None
    view_57 = torch.ops.aten.view.default(add_10, [2, 64, 8]);  add_10 = None
    view_58 = torch.ops.aten.view.default(view_57, [128, 8])
    _tensor_constant56 = self._tensor_constant56
    t_40 = torch.ops.aten.t.default(_tensor_constant56);  _tensor_constant56 = None
    mm_20 = torch.ops.aten.mm.default(view_58, t_40);  t_40 = None
    t_41 = torch.ops.aten.t.default(view_58)
    _tensor_constant57 = self._tensor_constant57
    mm_21 = torch.ops.aten.mm.default(t_41, _tensor_constant57);  t_41 = _tensor_constant57 = None
    t_42 = torch.ops.aten.t.default(mm_21);  mm_21 = None
    sum_12 = torch.ops.aten.sum.dim_IntList(view_58, [0], True);  view_58 = None
    view_59 = torch.ops.aten.view.default(sum_12, [8]);  sum_12 = None
    t_43 = torch.ops.aten.t.default(t_42);  t_42 = None
    view_60 = torch.ops.aten.view.default(mm_20, [2, 64, 32]);  mm_20 = None
    _tensor_constant58 = self._tensor_constant58
    gelu_backward_2 = torch.ops.aten.gelu_backward.default(view_60, _tensor_constant58);  view_60 = _tensor_constant58 = None
    view_61 = torch.ops.aten.view.default(gelu_backward_2, [128, 32]);  gelu_backward_2 = None
    _tensor_constant59 = self._tensor_constant59
    t_44 = torch.ops.aten.t.default(_tensor_constant59);  _tensor_constant59 = None
    mm_22 = torch.ops.aten.mm.default(view_61, t_44);  t_44 = None
    t_45 = torch.ops.aten.t.default(view_61)
    _tensor_constant60 = self._tensor_constant60
    mm_23 = torch.ops.aten.mm.default(t_45, _tensor_constant60);  t_45 = _tensor_constant60 = None
    t_46 = torch.ops.aten.t.default(mm_23);  mm_23 = None
    sum_13 = torch.ops.aten.sum.dim_IntList(view_61, [0], True);  view_61 = None
    view_62 = torch.ops.aten.view.default(sum_13, [32]);  sum_13 = None
    t_47 = torch.ops.aten.t.default(t_46);  t_46 = None
    view_63 = torch.ops.aten.view.default(mm_22, [2, 64, 8]);  mm_22 = None
    _tensor_constant61 = self._tensor_constant61
    _tensor_constant62 = self._tensor_constant62
    _tensor_constant63 = self._tensor_constant63
    _param_constant12 = self._param_constant12
    _param_constant13 = self._param_constant13
    native_layer_norm_backward_6 = torch.ops.aten.native_layer_norm_backward.default(view_63, _tensor_constant61, [8], _tensor_constant62, _tensor_constant63, _param_constant12, _param_constant13, [True, True, True]);  view_63 = _tensor_constant61 = _tensor_constant62 = _tensor_constant63 = _param_constant12 = _param_constant13 = None
    getitem_18 = native_layer_norm_backward_6[0]
    getitem_19 = native_layer_norm_backward_6[1]
    getitem_20 = native_layer_norm_backward_6[2];  native_layer_norm_backward_6 = None
    add_11 = torch.ops.aten.add.Tensor(view_57, getitem_18);  view_57 = getitem_18 = None
    view_64 = torch.ops.aten.view.default(add_11, [2, 8, 8, 8])
    roll_2 = torch.ops.aten.roll.default(view_64, [-1, -1], [2, 1]);  view_64 = None
    view_65 = torch.ops.aten.view.default(roll_2, [2, 4, 2, 4, 2, 8]);  roll_2 = None
    permute_8 = torch.ops.aten.permute.default(view_65, [0, 1, 3, 2, 4, 5]);  view_65 = None
    clone_8 = torch.ops.aten.clone.default(permute_8, memory_format = torch.contiguous_format);  permute_8 = None
    _unsafe_view_8 = torch.ops.aten._unsafe_view.default(clone_8, [32, 2, 2, 8]);  clone_8 = None
    view_66 = torch.ops.aten.view.default(_unsafe_view_8, [32, 4, 8]);  _unsafe_view_8 = None
    view_67 = torch.ops.aten.view.default(view_66, [128, 8]);  view_66 = None
    _tensor_constant64 = self._tensor_constant64
    t_48 = torch.ops.aten.t.default(_tensor_constant64);  _tensor_constant64 = None
    mm_24 = torch.ops.aten.mm.default(view_67, t_48);  t_48 = None
    t_49 = torch.ops.aten.t.default(view_67)
    _tensor_constant65 = self._tensor_constant65
    mm_25 = torch.ops.aten.mm.default(t_49, _tensor_constant65);  t_49 = _tensor_constant65 = None
    t_50 = torch.ops.aten.t.default(mm_25);  mm_25 = None
    sum_14 = torch.ops.aten.sum.dim_IntList(view_67, [0], True);  view_67 = None
    view_68 = torch.ops.aten.view.default(sum_14, [8]);  sum_14 = None
    t_51 = torch.ops.aten.t.default(t_50);  t_50 = None
    view_69 = torch.ops.aten.view.default(mm_24, [32, 4, 8]);  mm_24 = None
    view_70 = torch.ops.aten.view.default(view_69, [32, 4, 2, 4]);  view_69 = None
    transpose_13 = torch.ops.aten.transpose.int(view_70, 1, 2);  view_70 = None
    clone_9 = torch.ops.aten.clone.default(transpose_13, memory_format = torch.contiguous_format);  transpose_13 = None
    _unsafe_view_9 = torch.ops.aten._unsafe_view.default(clone_9, [64, 4, 4]);  clone_9 = None
    _tensor_constant66 = self._tensor_constant66
    transpose_14 = torch.ops.aten.transpose.int(_tensor_constant66, 1, 2);  _tensor_constant66 = None
    bmm_8 = torch.ops.aten.bmm.default(transpose_14, _unsafe_view_9);  transpose_14 = None
    _tensor_constant67 = self._tensor_constant67
    transpose_15 = torch.ops.aten.transpose.int(_tensor_constant67, 1, 2);  _tensor_constant67 = None
    bmm_9 = torch.ops.aten.bmm.default(_unsafe_view_9, transpose_15);  _unsafe_view_9 = transpose_15 = None
    view_71 = torch.ops.aten.view.default(bmm_8, [32, 2, 4, 4]);  bmm_8 = None
    view_72 = torch.ops.aten.view.default(bmm_9, [32, 2, 4, 4]);  bmm_9 = None
    _tensor_constant68 = self._tensor_constant68
    detach_3 = torch.ops.aten.detach.default(_tensor_constant68);  _tensor_constant68 = None
    _softmax_backward_data_2 = torch.ops.aten._softmax_backward_data.default(view_72, detach_3, -1, torch.float32);  view_72 = detach_3 = None
    view_73 = torch.ops.aten.view.default(_softmax_backward_data_2, [2, 16, 2, 4, 4]);  _softmax_backward_data_2 = None
    view_74 = torch.ops.aten.view.default(view_73, [32, 2, 4, 4]);  view_73 = None
    sum_15 = torch.ops.aten.sum.dim_IntList(view_74, [0], True)
    squeeze_5 = torch.ops.aten.squeeze.dim(sum_15, 0);  sum_15 = None
    permute_9 = torch.ops.aten.permute.default(squeeze_5, [1, 2, 0]);  squeeze_5 = None
    view_75 = torch.ops.aten.view.default(permute_9, [16, 2]);  permute_9 = None
    new_zeros_3 = torch.ops.aten.new_zeros.default(view_75, [9, 2], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant69 = self._tensor_constant69
    index_put_2 = torch.ops.aten.index_put.default(new_zeros_3, [_tensor_constant69], view_75, True);  new_zeros_3 = _tensor_constant69 = view_75 = None
    view_76 = torch.ops.aten.view.default(view_74, [64, 4, 4]);  view_74 = None
    _tensor_constant70 = self._tensor_constant70
    transpose_16 = torch.ops.aten.transpose.int(_tensor_constant70, 1, 2);  _tensor_constant70 = None
    bmm_10 = torch.ops.aten.bmm.default(transpose_16, view_76);  transpose_16 = None
    _tensor_constant71 = self._tensor_constant71
    transpose_17 = torch.ops.aten.transpose.int(_tensor_constant71, 1, 2);  _tensor_constant71 = None
    bmm_11 = torch.ops.aten.bmm.default(view_76, transpose_17);  view_76 = transpose_17 = None
    view_77 = torch.ops.aten.view.default(bmm_10, [32, 2, 4, 4]);  bmm_10 = None
    view_78 = torch.ops.aten.view.default(bmm_11, [32, 2, 4, 4]);  bmm_11 = None
    transpose_18 = torch.ops.aten.transpose.int(view_77, -2, -1);  view_77 = None
    mul_2 = torch.ops.aten.mul.Tensor(view_78, 0.5);  view_78 = None
    select_backward_6 = torch.ops.aten.select_backward.default(view_71, [3, 32, 2, 4, 4], 0, 2);  view_71 = None
    select_backward_7 = torch.ops.aten.select_backward.default(transpose_18, [3, 32, 2, 4, 4], 0, 1);  transpose_18 = None
    add_12 = torch.ops.aten.add.Tensor(select_backward_6, select_backward_7);  select_backward_6 = select_backward_7 = None
    select_backward_8 = torch.ops.aten.select_backward.default(mul_2, [3, 32, 2, 4, 4], 0, 0);  mul_2 = None
    add_13 = torch.ops.aten.add.Tensor(add_12, select_backward_8);  add_12 = select_backward_8 = None
    permute_10 = torch.ops.aten.permute.default(add_13, [1, 3, 0, 2, 4]);  add_13 = None
    clone_10 = torch.ops.aten.clone.default(permute_10, memory_format = torch.contiguous_format);  permute_10 = None
    _unsafe_view_10 = torch.ops.aten._unsafe_view.default(clone_10, [32, 4, 24]);  clone_10 = None
    view_79 = torch.ops.aten.view.default(_unsafe_view_10, [128, 24]);  _unsafe_view_10 = None
    _tensor_constant72 = self._tensor_constant72
    t_52 = torch.ops.aten.t.default(_tensor_constant72);  _tensor_constant72 = None
    mm_26 = torch.ops.aten.mm.default(view_79, t_52);  t_52 = None
    t_53 = torch.ops.aten.t.default(view_79)
    _tensor_constant73 = self._tensor_constant73
    mm_27 = torch.ops.aten.mm.default(t_53, _tensor_constant73);  t_53 = _tensor_constant73 = None
    t_54 = torch.ops.aten.t.default(mm_27);  mm_27 = None
    sum_16 = torch.ops.aten.sum.dim_IntList(view_79, [0], True);  view_79 = None
    view_80 = torch.ops.aten.view.default(sum_16, [24]);  sum_16 = None
    t_55 = torch.ops.aten.t.default(t_54);  t_54 = None
    view_81 = torch.ops.aten.view.default(mm_26, [32, 4, 8]);  mm_26 = None
    view_82 = torch.ops.aten.view.default(view_81, [32, 2, 2, 8]);  view_81 = None
    view_83 = torch.ops.aten.view.default(view_82, [2, 4, 4, 2, 2, 8]);  view_82 = None
    permute_11 = torch.ops.aten.permute.default(view_83, [0, 1, 3, 2, 4, 5]);  view_83 = None
    clone_11 = torch.ops.aten.clone.default(permute_11, memory_format = torch.contiguous_format);  permute_11 = None
    _unsafe_view_11 = torch.ops.aten._unsafe_view.default(clone_11, [2, 8, 8, 8]);  clone_11 = None
    roll_3 = torch.ops.aten.roll.default(_unsafe_view_11, [1, 1], [2, 1]);  _unsafe_view_11 = None
    view_84 = torch.ops.aten.view.default(roll_3, [2, 64, 8]);  roll_3 = None
    _tensor_constant74 = self._tensor_constant74
    _tensor_constant75 = self._tensor_constant75
    _tensor_constant76 = self._tensor_constant76
    _param_constant14 = self._param_constant14
    _param_constant15 = self._param_constant15
    native_layer_norm_backward_7 = torch.ops.aten.native_layer_norm_backward.default(view_84, _tensor_constant74, [8], _tensor_constant75, _tensor_constant76, _param_constant14, _param_constant15, [True, True, True]);  view_84 = _tensor_constant74 = _tensor_constant75 = _tensor_constant76 = _param_constant14 = _param_constant15 = None
    getitem_21 = native_layer_norm_backward_7[0]
    getitem_22 = native_layer_norm_backward_7[1]
    getitem_23 = native_layer_norm_backward_7[2];  native_layer_norm_backward_7 = None
    add_14 = torch.ops.aten.add.Tensor(add_11, getitem_21);  add_11 = getitem_21 = None
    view_85 = torch.ops.aten.view.default(add_14, [128, 8])
    _tensor_constant77 = self._tensor_constant77
    t_56 = torch.ops.aten.t.default(_tensor_constant77);  _tensor_constant77 = None
    mm_28 = torch.ops.aten.mm.default(view_85, t_56);  t_56 = None
    t_57 = torch.ops.aten.t.default(view_85)
    _tensor_constant78 = self._tensor_constant78
    mm_29 = torch.ops.aten.mm.default(t_57, _tensor_constant78);  t_57 = _tensor_constant78 = None
    t_58 = torch.ops.aten.t.default(mm_29);  mm_29 = None
    sum_17 = torch.ops.aten.sum.dim_IntList(view_85, [0], True);  view_85 = None
    view_86 = torch.ops.aten.view.default(sum_17, [8]);  sum_17 = None
    t_59 = torch.ops.aten.t.default(t_58);  t_58 = None
    view_87 = torch.ops.aten.view.default(mm_28, [2, 64, 32]);  mm_28 = None
    _tensor_constant79 = self._tensor_constant79
    gelu_backward_3 = torch.ops.aten.gelu_backward.default(view_87, _tensor_constant79);  view_87 = _tensor_constant79 = None
    view_88 = torch.ops.aten.view.default(gelu_backward_3, [128, 32]);  gelu_backward_3 = None
    _tensor_constant80 = self._tensor_constant80
    t_60 = torch.ops.aten.t.default(_tensor_constant80);  _tensor_constant80 = None
    mm_30 = torch.ops.aten.mm.default(view_88, t_60);  t_60 = None
    t_61 = torch.ops.aten.t.default(view_88)
    _tensor_constant81 = self._tensor_constant81
    mm_31 = torch.ops.aten.mm.default(t_61, _tensor_constant81);  t_61 = _tensor_constant81 = None
    t_62 = torch.ops.aten.t.default(mm_31);  mm_31 = None
    sum_18 = torch.ops.aten.sum.dim_IntList(view_88, [0], True);  view_88 = None
    view_89 = torch.ops.aten.view.default(sum_18, [32]);  sum_18 = None
    t_63 = torch.ops.aten.t.default(t_62);  t_62 = None
    view_90 = torch.ops.aten.view.default(mm_30, [2, 64, 8]);  mm_30 = None
    _tensor_constant82 = self._tensor_constant82
    _tensor_constant83 = self._tensor_constant83
    _tensor_constant84 = self._tensor_constant84
    _param_constant16 = self._param_constant16
    _param_constant17 = self._param_constant17
    native_layer_norm_backward_8 = torch.ops.aten.native_layer_norm_backward.default(view_90, _tensor_constant82, [8], _tensor_constant83, _tensor_constant84, _param_constant16, _param_constant17, [True, True, True]);  view_90 = _tensor_constant82 = _tensor_constant83 = _tensor_constant84 = _param_constant16 = _param_constant17 = None
    getitem_24 = native_layer_norm_backward_8[0]
    getitem_25 = native_layer_norm_backward_8[1]
    getitem_26 = native_layer_norm_backward_8[2];  native_layer_norm_backward_8 = None
    add_15 = torch.ops.aten.add.Tensor(add_14, getitem_24);  add_14 = getitem_24 = None
    view_91 = torch.ops.aten.view.default(add_15, [2, 8, 8, 8])
    view_92 = torch.ops.aten.view.default(view_91, [2, 4, 2, 4, 2, 8]);  view_91 = None
    permute_12 = torch.ops.aten.permute.default(view_92, [0, 1, 3, 2, 4, 5]);  view_92 = None
    clone_12 = torch.ops.aten.clone.default(permute_12, memory_format = torch.contiguous_format);  permute_12 = None
    _unsafe_view_12 = torch.ops.aten._unsafe_view.default(clone_12, [32, 2, 2, 8]);  clone_12 = None
    view_93 = torch.ops.aten.view.default(_unsafe_view_12, [32, 4, 8]);  _unsafe_view_12 = None
    view_94 = torch.ops.aten.view.default(view_93, [128, 8]);  view_93 = None
    _tensor_constant85 = self._tensor_constant85
    t_64 = torch.ops.aten.t.default(_tensor_constant85);  _tensor_constant85 = None
    mm_32 = torch.ops.aten.mm.default(view_94, t_64);  t_64 = None
    t_65 = torch.ops.aten.t.default(view_94)
    _tensor_constant86 = self._tensor_constant86
    mm_33 = torch.ops.aten.mm.default(t_65, _tensor_constant86);  t_65 = _tensor_constant86 = None
    t_66 = torch.ops.aten.t.default(mm_33);  mm_33 = None
    sum_19 = torch.ops.aten.sum.dim_IntList(view_94, [0], True);  view_94 = None
    view_95 = torch.ops.aten.view.default(sum_19, [8]);  sum_19 = None
    t_67 = torch.ops.aten.t.default(t_66);  t_66 = None
    view_96 = torch.ops.aten.view.default(mm_32, [32, 4, 8]);  mm_32 = None
    view_97 = torch.ops.aten.view.default(view_96, [32, 4, 2, 4]);  view_96 = None
    transpose_19 = torch.ops.aten.transpose.int(view_97, 1, 2);  view_97 = None
    clone_13 = torch.ops.aten.clone.default(transpose_19, memory_format = torch.contiguous_format);  transpose_19 = None
    _unsafe_view_13 = torch.ops.aten._unsafe_view.default(clone_13, [64, 4, 4]);  clone_13 = None
    _tensor_constant87 = self._tensor_constant87
    transpose_20 = torch.ops.aten.transpose.int(_tensor_constant87, 1, 2);  _tensor_constant87 = None
    bmm_12 = torch.ops.aten.bmm.default(transpose_20, _unsafe_view_13);  transpose_20 = None
    _tensor_constant88 = self._tensor_constant88
    transpose_21 = torch.ops.aten.transpose.int(_tensor_constant88, 1, 2);  _tensor_constant88 = None
    bmm_13 = torch.ops.aten.bmm.default(_unsafe_view_13, transpose_21);  _unsafe_view_13 = transpose_21 = None
    view_98 = torch.ops.aten.view.default(bmm_12, [32, 2, 4, 4]);  bmm_12 = None
    view_99 = torch.ops.aten.view.default(bmm_13, [32, 2, 4, 4]);  bmm_13 = None
    _tensor_constant89 = self._tensor_constant89
    detach_4 = torch.ops.aten.detach.default(_tensor_constant89);  _tensor_constant89 = None
    _softmax_backward_data_3 = torch.ops.aten._softmax_backward_data.default(view_99, detach_4, -1, torch.float32);  view_99 = detach_4 = None
    sum_20 = torch.ops.aten.sum.dim_IntList(_softmax_backward_data_3, [0], True)
    squeeze_6 = torch.ops.aten.squeeze.dim(sum_20, 0);  sum_20 = None
    permute_13 = torch.ops.aten.permute.default(squeeze_6, [1, 2, 0]);  squeeze_6 = None
    view_100 = torch.ops.aten.view.default(permute_13, [16, 2]);  permute_13 = None
    new_zeros_4 = torch.ops.aten.new_zeros.default(view_100, [9, 2], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant90 = self._tensor_constant90
    index_put_3 = torch.ops.aten.index_put.default(new_zeros_4, [_tensor_constant90], view_100, True);  new_zeros_4 = _tensor_constant90 = view_100 = None
    view_101 = torch.ops.aten.view.default(_softmax_backward_data_3, [64, 4, 4]);  _softmax_backward_data_3 = None
    _tensor_constant91 = self._tensor_constant91
    transpose_22 = torch.ops.aten.transpose.int(_tensor_constant91, 1, 2);  _tensor_constant91 = None
    bmm_14 = torch.ops.aten.bmm.default(transpose_22, view_101);  transpose_22 = None
    _tensor_constant92 = self._tensor_constant92
    transpose_23 = torch.ops.aten.transpose.int(_tensor_constant92, 1, 2);  _tensor_constant92 = None
    bmm_15 = torch.ops.aten.bmm.default(view_101, transpose_23);  view_101 = transpose_23 = None
    view_102 = torch.ops.aten.view.default(bmm_14, [32, 2, 4, 4]);  bmm_14 = None
    view_103 = torch.ops.aten.view.default(bmm_15, [32, 2, 4, 4]);  bmm_15 = None
    transpose_24 = torch.ops.aten.transpose.int(view_102, -2, -1);  view_102 = None
    mul_3 = torch.ops.aten.mul.Tensor(view_103, 0.5);  view_103 = None
    select_backward_9 = torch.ops.aten.select_backward.default(view_98, [3, 32, 2, 4, 4], 0, 2);  view_98 = None
    select_backward_10 = torch.ops.aten.select_backward.default(transpose_24, [3, 32, 2, 4, 4], 0, 1);  transpose_24 = None
    add_16 = torch.ops.aten.add.Tensor(select_backward_9, select_backward_10);  select_backward_9 = select_backward_10 = None
    select_backward_11 = torch.ops.aten.select_backward.default(mul_3, [3, 32, 2, 4, 4], 0, 0);  mul_3 = None
    add_17 = torch.ops.aten.add.Tensor(add_16, select_backward_11);  add_16 = select_backward_11 = None
    permute_14 = torch.ops.aten.permute.default(add_17, [1, 3, 0, 2, 4]);  add_17 = None
    clone_14 = torch.ops.aten.clone.default(permute_14, memory_format = torch.contiguous_format);  permute_14 = None
    _unsafe_view_14 = torch.ops.aten._unsafe_view.default(clone_14, [32, 4, 24]);  clone_14 = None
    view_104 = torch.ops.aten.view.default(_unsafe_view_14, [128, 24]);  _unsafe_view_14 = None
    _tensor_constant93 = self._tensor_constant93
    t_68 = torch.ops.aten.t.default(_tensor_constant93);  _tensor_constant93 = None
    mm_34 = torch.ops.aten.mm.default(view_104, t_68);  t_68 = None
    t_69 = torch.ops.aten.t.default(view_104)
    _tensor_constant94 = self._tensor_constant94
    mm_35 = torch.ops.aten.mm.default(t_69, _tensor_constant94);  t_69 = _tensor_constant94 = None
    t_70 = torch.ops.aten.t.default(mm_35);  mm_35 = None
    sum_21 = torch.ops.aten.sum.dim_IntList(view_104, [0], True);  view_104 = None
    view_105 = torch.ops.aten.view.default(sum_21, [24]);  sum_21 = None
    t_71 = torch.ops.aten.t.default(t_70);  t_70 = None
    view_106 = torch.ops.aten.view.default(mm_34, [32, 4, 8]);  mm_34 = None
    view_107 = torch.ops.aten.view.default(view_106, [32, 2, 2, 8]);  view_106 = None
    view_108 = torch.ops.aten.view.default(view_107, [2, 4, 4, 2, 2, 8]);  view_107 = None
    permute_15 = torch.ops.aten.permute.default(view_108, [0, 1, 3, 2, 4, 5]);  view_108 = None
    clone_15 = torch.ops.aten.clone.default(permute_15, memory_format = torch.contiguous_format);  permute_15 = None
    _unsafe_view_15 = torch.ops.aten._unsafe_view.default(clone_15, [2, 8, 8, 8]);  clone_15 = None
    view_109 = torch.ops.aten.view.default(_unsafe_view_15, [2, 64, 8]);  _unsafe_view_15 = None
    _tensor_constant95 = self._tensor_constant95
    _tensor_constant96 = self._tensor_constant96
    _tensor_constant97 = self._tensor_constant97
    _param_constant18 = self._param_constant18
    _param_constant19 = self._param_constant19
    native_layer_norm_backward_9 = torch.ops.aten.native_layer_norm_backward.default(view_109, _tensor_constant95, [8], _tensor_constant96, _tensor_constant97, _param_constant18, _param_constant19, [True, True, True]);  view_109 = _tensor_constant95 = _tensor_constant96 = _tensor_constant97 = _param_constant18 = _param_constant19 = None
    getitem_27 = native_layer_norm_backward_9[0]
    getitem_28 = native_layer_norm_backward_9[1]
    getitem_29 = native_layer_norm_backward_9[2];  native_layer_norm_backward_9 = None
    add_18 = torch.ops.aten.add.Tensor(add_15, getitem_27);  add_15 = getitem_27 = None
    _tensor_constant98 = self._tensor_constant98
    _tensor_constant99 = self._tensor_constant99
    _tensor_constant100 = self._tensor_constant100
    _param_constant20 = self._param_constant20
    _param_constant21 = self._param_constant21
    native_layer_norm_backward_10 = torch.ops.aten.native_layer_norm_backward.default(add_18, _tensor_constant98, [8], _tensor_constant99, _tensor_constant100, _param_constant20, _param_constant21, [True, True, True]);  add_18 = _tensor_constant98 = _tensor_constant99 = _tensor_constant100 = _param_constant20 = _param_constant21 = None
    getitem_30 = native_layer_norm_backward_10[0]
    getitem_31 = native_layer_norm_backward_10[1]
    getitem_32 = native_layer_norm_backward_10[2];  native_layer_norm_backward_10 = None
    transpose_25 = torch.ops.aten.transpose.int(getitem_30, 1, 2);  getitem_30 = None
    view_110 = torch.ops.aten.view.default(transpose_25, [2, 8, 8, 8]);  transpose_25 = None
    _tensor_constant101 = self._tensor_constant101
    _param_constant22 = self._param_constant22
    convolution_backward = torch.ops.aten.convolution_backward.default(view_110, _tensor_constant101, _param_constant22, [8], [2, 2], [0, 0], [1, 1], False, [0, 0], 1, [False, True, True]);  view_110 = _tensor_constant101 = _param_constant22 = None
    getitem_33 = convolution_backward[0];  getitem_33 = None
    getitem_34 = convolution_backward[1]
    getitem_35 = convolution_backward[2];  convolution_backward = None
    return (getitem_34, getitem_35, getitem_31, getitem_32, getitem_28, getitem_29, index_put_3, t_71, view_105, t_67, view_95, getitem_25, getitem_26, t_63, view_89, t_59, view_86, getitem_22, getitem_23, index_put_2, t_55, view_80, t_51, view_68, getitem_19, getitem_20, t_47, view_62, t_43, view_59, t_39, getitem_16, getitem_17, getitem_13, getitem_14, index_put_1, t_35, view_49, t_31, view_39, getitem_10, getitem_11, t_27, view_33, t_23, view_30, getitem_7, getitem_8, index_put, t_19, view_24, t_15, view_12, getitem_4, getitem_5, t_11, view_6, t_7, view_3, getitem_1, getitem_2, t_3, view)
    