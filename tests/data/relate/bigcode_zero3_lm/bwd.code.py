


def forward(self, loss_1):
    ones_like = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
    _tensor_constant0 = self._tensor_constant0
    _tensor_constant1 = self._tensor_constant1
    _tensor_constant2 = self._tensor_constant2
    nll_loss_backward = torch.ops.aten.nll_loss_backward.default(ones_like, _tensor_constant0, _tensor_constant1, None, 1, -100, _tensor_constant2);  ones_like = _tensor_constant0 = _tensor_constant1 = _tensor_constant2 = None
    _tensor_constant3 = self._tensor_constant3
    detach = torch.ops.aten.detach.default(_tensor_constant3);  _tensor_constant3 = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach, 1, torch.float32);  nll_loss_backward = detach = None
    view = torch.ops.aten.view.default(_log_softmax_backward_data, [2, 7, 13]);  _log_softmax_backward_data = None
    slice_backward = torch.ops.aten.slice_backward.default(view, [2, 8, 13], 1, 0, -1, 1);  view = None
    view_1 = torch.ops.aten.view.default(slice_backward, [16, 13])
    _param_constant0 = self._param_constant0
    mm = torch.ops.aten.mm.default(view_1, _param_constant0);  view_1 = _param_constant0 = None
    _unsafe_view = torch.ops.aten._unsafe_view.default(mm, [2, 8, 16]);  mm = None
    view_2 = torch.ops.aten.view.default(slice_backward, [-1, 13]);  slice_backward = None
    t = torch.ops.aten.t.default(view_2);  view_2 = None
    _tensor_constant4 = self._tensor_constant4
    view_3 = torch.ops.aten.view.default(_tensor_constant4, [-1, 16]);  _tensor_constant4 = None
    mm_1 = torch.ops.aten.mm.default(t, view_3);  t = view_3 = None
    _tensor_constant5 = self._tensor_constant5
    _tensor_constant6 = self._tensor_constant6
    _tensor_constant7 = self._tensor_constant7
    _param_constant1 = self._param_constant1
    _param_constant2 = self._param_constant2
    native_layer_norm_backward = torch.ops.aten.native_layer_norm_backward.default(_unsafe_view, _tensor_constant5, [16], _tensor_constant6, _tensor_constant7, _param_constant1, _param_constant2, [True, True, True]);  _unsafe_view = _tensor_constant5 = _tensor_constant6 = _tensor_constant7 = _param_constant1 = _param_constant2 = None
    getitem = native_layer_norm_backward[0]
    getitem_1 = native_layer_norm_backward[1]
    getitem_2 = native_layer_norm_backward[2];  native_layer_norm_backward = None
    view_4 = torch.ops.aten.view.default(getitem, [16, 16])
    _param_constant3 = self._param_constant3
    mm_2 = torch.ops.aten.mm.default(view_4, _param_constant3);  view_4 = _param_constant3 = None
    _unsafe_view_1 = torch.ops.aten._unsafe_view.default(mm_2, [2, 8, 32]);  mm_2 = None
    view_5 = torch.ops.aten.view.default(getitem, [-1, 16])
    t_1 = torch.ops.aten.t.default(view_5);  view_5 = None
    _tensor_constant8 = self._tensor_constant8
    view_6 = torch.ops.aten.view.default(_tensor_constant8, [-1, 32]);  _tensor_constant8 = None
    mm_3 = torch.ops.aten.mm.default(t_1, view_6);  t_1 = view_6 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(getitem, [0, 1])
    _tensor_constant9 = self._tensor_constant9
    gelu_backward = torch.ops.aten.gelu_backward.default(_unsafe_view_1, _tensor_constant9, approximate = 'tanh');  _unsafe_view_1 = _tensor_constant9 = None
    view_7 = torch.ops.aten.view.default(gelu_backward, [16, 32])
    _param_constant4 = self._param_constant4
    mm_4 = torch.ops.aten.mm.default(view_7, _param_constant4);  view_7 = _param_constant4 = None
    _unsafe_view_2 = torch.ops.aten._unsafe_view.default(mm_4, [2, 8, 16]);  mm_4 = None
    view_8 = torch.ops.aten.view.default(gelu_backward, [-1, 32])
    t_2 = torch.ops.aten.t.default(view_8);  view_8 = None
    _tensor_constant10 = self._tensor_constant10
    view_9 = torch.ops.aten.view.default(_tensor_constant10, [-1, 16]);  _tensor_constant10 = None
    mm_5 = torch.ops.aten.mm.default(t_2, view_9);  t_2 = view_9 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(gelu_backward, [0, 1]);  gelu_backward = None
    _tensor_constant11 = self._tensor_constant11
    _tensor_constant12 = self._tensor_constant12
    _tensor_constant13 = self._tensor_constant13
    _param_constant5 = self._param_constant5
    _param_constant6 = self._param_constant6
    native_layer_norm_backward_1 = torch.ops.aten.native_layer_norm_backward.default(_unsafe_view_2, _tensor_constant11, [16], _tensor_constant12, _tensor_constant13, _param_constant5, _param_constant6, [True, True, True]);  _unsafe_view_2 = _tensor_constant11 = _tensor_constant12 = _tensor_constant13 = _param_constant5 = _param_constant6 = None
    getitem_3 = native_layer_norm_backward_1[0]
    getitem_4 = native_layer_norm_backward_1[1]
    getitem_5 = native_layer_norm_backward_1[2];  native_layer_norm_backward_1 = None
    add = torch.ops.aten.add.Tensor(getitem, getitem_3);  getitem = getitem_3 = None
    view_10 = torch.ops.aten.view.default(add, [16, 16])
    _param_constant7 = self._param_constant7
    mm_6 = torch.ops.aten.mm.default(view_10, _param_constant7);  view_10 = _param_constant7 = None
    _unsafe_view_3 = torch.ops.aten._unsafe_view.default(mm_6, [2, 8, 16]);  mm_6 = None
    view_11 = torch.ops.aten.view.default(add, [-1, 16])
    t_3 = torch.ops.aten.t.default(view_11);  view_11 = None
    _tensor_constant14 = self._tensor_constant14
    view_12 = torch.ops.aten.view.default(_tensor_constant14, [-1, 16]);  _tensor_constant14 = None
    mm_7 = torch.ops.aten.mm.default(t_3, view_12);  t_3 = view_12 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(add, [0, 1])
    view_13 = torch.ops.aten.view.default(_unsafe_view_3, [2, 32, 4]);  _unsafe_view_3 = None
    _tensor_constant15 = self._tensor_constant15
    transpose = torch.ops.aten.transpose.int(_tensor_constant15, 1, 2);  _tensor_constant15 = None
    bmm = torch.ops.aten.bmm.default(transpose, view_13);  transpose = None
    _tensor_constant16 = self._tensor_constant16
    transpose_1 = torch.ops.aten.transpose.int(_tensor_constant16, 1, 2);  _tensor_constant16 = None
    bmm_1 = torch.ops.aten.bmm.default(view_13, transpose_1);  view_13 = transpose_1 = None
    view_14 = torch.ops.aten.view.default(bmm_1, [2, 8, 4, 8]);  bmm_1 = None
    _tensor_constant17 = self._tensor_constant17
    detach_1 = torch.ops.aten.detach.default(_tensor_constant17);  _tensor_constant17 = None
    _softmax_backward_data = torch.ops.aten._softmax_backward_data.default(view_14, detach_1, -1, torch.float32);  view_14 = detach_1 = None
    scalar_tensor = torch.ops.aten.scalar_tensor.default(0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant18 = self._tensor_constant18
    where = torch.ops.aten.where.self(_tensor_constant18, _softmax_backward_data, scalar_tensor);  _tensor_constant18 = _softmax_backward_data = scalar_tensor = None
    view_15 = torch.ops.aten.view.default(where, [2, 32, 8]);  where = None
    _tensor_constant19 = self._tensor_constant19
    transpose_2 = torch.ops.aten.transpose.int(_tensor_constant19, 1, 2);  _tensor_constant19 = None
    bmm_2 = torch.ops.aten.bmm.default(view_15, transpose_2);  transpose_2 = None
    mul = torch.ops.aten.mul.Scalar(bmm_2, 0.5);  bmm_2 = None
    _tensor_constant20 = self._tensor_constant20
    transpose_3 = torch.ops.aten.transpose.int(_tensor_constant20, 1, 2);  _tensor_constant20 = None
    bmm_3 = torch.ops.aten.bmm.default(transpose_3, view_15);  transpose_3 = view_15 = None
    mul_1 = torch.ops.aten.mul.Scalar(bmm_3, 0.5);  bmm_3 = None
    view_16 = torch.ops.aten.view.default(mul, [2, 8, 16]);  mul = None
    transpose_4 = torch.ops.aten.transpose.int(mul_1, -1, -2);  mul_1 = None
    cat = torch.ops.aten.cat.default([transpose_4, bmm], 2);  transpose_4 = bmm = None
    cat_1 = torch.ops.aten.cat.default([view_16, cat], 2);  view_16 = cat = None
    view_17 = torch.ops.aten.view.default(cat_1, [16, 24])
    _param_constant8 = self._param_constant8
    mm_8 = torch.ops.aten.mm.default(view_17, _param_constant8);  view_17 = _param_constant8 = None
    _unsafe_view_4 = torch.ops.aten._unsafe_view.default(mm_8, [2, 8, 16]);  mm_8 = None
    view_18 = torch.ops.aten.view.default(cat_1, [-1, 24])
    t_4 = torch.ops.aten.t.default(view_18);  view_18 = None
    _tensor_constant21 = self._tensor_constant21
    view_19 = torch.ops.aten.view.default(_tensor_constant21, [-1, 16]);  _tensor_constant21 = None
    mm_9 = torch.ops.aten.mm.default(t_4, view_19);  t_4 = view_19 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(cat_1, [0, 1]);  cat_1 = None
    _tensor_constant22 = self._tensor_constant22
    _tensor_constant23 = self._tensor_constant23
    _tensor_constant24 = self._tensor_constant24
    _param_constant9 = self._param_constant9
    _param_constant10 = self._param_constant10
    native_layer_norm_backward_2 = torch.ops.aten.native_layer_norm_backward.default(_unsafe_view_4, _tensor_constant22, [16], _tensor_constant23, _tensor_constant24, _param_constant9, _param_constant10, [True, True, True]);  _unsafe_view_4 = _tensor_constant22 = _tensor_constant23 = _tensor_constant24 = _param_constant9 = _param_constant10 = None
    getitem_6 = native_layer_norm_backward_2[0]
    getitem_7 = native_layer_norm_backward_2[1]
    getitem_8 = native_layer_norm_backward_2[2];  native_layer_norm_backward_2 = None
    add_1 = torch.ops.aten.add.Tensor(add, getitem_6);  add = getitem_6 = None
    view_20 = torch.ops.aten.view.default(add_1, [16, 16])
    _param_constant11 = self._param_constant11
    mm_10 = torch.ops.aten.mm.default(view_20, _param_constant11);  view_20 = _param_constant11 = None
    _unsafe_view_5 = torch.ops.aten._unsafe_view.default(mm_10, [2, 8, 32]);  mm_10 = None
    view_21 = torch.ops.aten.view.default(add_1, [-1, 16])
    t_5 = torch.ops.aten.t.default(view_21);  view_21 = None
    _tensor_constant25 = self._tensor_constant25
    view_22 = torch.ops.aten.view.default(_tensor_constant25, [-1, 32]);  _tensor_constant25 = None
    mm_11 = torch.ops.aten.mm.default(t_5, view_22);  t_5 = view_22 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(add_1, [0, 1])
    _tensor_constant26 = self._tensor_constant26
    gelu_backward_1 = torch.ops.aten.gelu_backward.default(_unsafe_view_5, _tensor_constant26, approximate = 'tanh');  _unsafe_view_5 = _tensor_constant26 = None
    view_23 = torch.ops.aten.view.default(gelu_backward_1, [16, 32])
    _param_constant12 = self._param_constant12
    mm_12 = torch.ops.aten.mm.default(view_23, _param_constant12);  view_23 = _param_constant12 = None
    _unsafe_view_6 = torch.ops.aten._unsafe_view.default(mm_12, [2, 8, 16]);  mm_12 = None
    view_24 = torch.ops.aten.view.default(gelu_backward_1, [-1, 32])
    t_6 = torch.ops.aten.t.default(view_24);  view_24 = None
    _tensor_constant27 = self._tensor_constant27
    view_25 = torch.ops.aten.view.default(_tensor_constant27, [-1, 16]);  _tensor_constant27 = None
    mm_13 = torch.ops.aten.mm.default(t_6, view_25);  t_6 = view_25 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(gelu_backward_1, [0, 1]);  gelu_backward_1 = None
    _tensor_constant28 = self._tensor_constant28
    _tensor_constant29 = self._tensor_constant29
    _tensor_constant30 = self._tensor_constant30
    _param_constant13 = self._param_constant13
    _param_constant14 = self._param_constant14
    native_layer_norm_backward_3 = torch.ops.aten.native_layer_norm_backward.default(_unsafe_view_6, _tensor_constant28, [16], _tensor_constant29, _tensor_constant30, _param_constant13, _param_constant14, [True, True, True]);  _unsafe_view_6 = _tensor_constant28 = _tensor_constant29 = _tensor_constant30 = _param_constant13 = _param_constant14 = None
    getitem_9 = native_layer_norm_backward_3[0]
    getitem_10 = native_layer_norm_backward_3[1]
    getitem_11 = native_layer_norm_backward_3[2];  native_layer_norm_backward_3 = None
    add_2 = torch.ops.aten.add.Tensor(add_1, getitem_9);  add_1 = getitem_9 = None
    view_26 = torch.ops.aten.view.default(add_2, [16, 16])
    _param_constant15 = self._param_constant15
    mm_14 = torch.ops.aten.mm.default(view_26, _param_constant15);  view_26 = _param_constant15 = None
    _unsafe_view_7 = torch.ops.aten._unsafe_view.default(mm_14, [2, 8, 16]);  mm_14 = None
    view_27 = torch.ops.aten.view.default(add_2, [-1, 16])
    t_7 = torch.ops.aten.t.default(view_27);  view_27 = None
    _tensor_constant31 = self._tensor_constant31
    view_28 = torch.ops.aten.view.default(_tensor_constant31, [-1, 16]);  _tensor_constant31 = None
    mm_15 = torch.ops.aten.mm.default(t_7, view_28);  t_7 = view_28 = None
    sum_7 = torch.ops.aten.sum.dim_IntList(add_2, [0, 1])
    view_29 = torch.ops.aten.view.default(_unsafe_view_7, [2, 32, 4]);  _unsafe_view_7 = None
    _tensor_constant32 = self._tensor_constant32
    transpose_5 = torch.ops.aten.transpose.int(_tensor_constant32, 1, 2);  _tensor_constant32 = None
    bmm_4 = torch.ops.aten.bmm.default(transpose_5, view_29);  transpose_5 = None
    _tensor_constant33 = self._tensor_constant33
    transpose_6 = torch.ops.aten.transpose.int(_tensor_constant33, 1, 2);  _tensor_constant33 = None
    bmm_5 = torch.ops.aten.bmm.default(view_29, transpose_6);  view_29 = transpose_6 = None
    view_30 = torch.ops.aten.view.default(bmm_5, [2, 8, 4, 8]);  bmm_5 = None
    _tensor_constant34 = self._tensor_constant34
    detach_2 = torch.ops.aten.detach.default(_tensor_constant34);  _tensor_constant34 = None
    _softmax_backward_data_1 = torch.ops.aten._softmax_backward_data.default(view_30, detach_2, -1, torch.float32);  view_30 = detach_2 = None
    scalar_tensor_1 = torch.ops.aten.scalar_tensor.default(0, dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _tensor_constant18_1 = self._tensor_constant18
    where_1 = torch.ops.aten.where.self(_tensor_constant18_1, _softmax_backward_data_1, scalar_tensor_1);  _tensor_constant18_1 = _softmax_backward_data_1 = scalar_tensor_1 = None
    view_31 = torch.ops.aten.view.default(where_1, [2, 32, 8]);  where_1 = None
    _tensor_constant35 = self._tensor_constant35
    transpose_7 = torch.ops.aten.transpose.int(_tensor_constant35, 1, 2);  _tensor_constant35 = None
    bmm_6 = torch.ops.aten.bmm.default(view_31, transpose_7);  transpose_7 = None
    mul_2 = torch.ops.aten.mul.Scalar(bmm_6, 0.5);  bmm_6 = None
    _tensor_constant36 = self._tensor_constant36
    transpose_8 = torch.ops.aten.transpose.int(_tensor_constant36, 1, 2);  _tensor_constant36 = None
    bmm_7 = torch.ops.aten.bmm.default(transpose_8, view_31);  transpose_8 = view_31 = None
    mul_3 = torch.ops.aten.mul.Scalar(bmm_7, 0.5);  bmm_7 = None
    view_32 = torch.ops.aten.view.default(mul_2, [2, 8, 16]);  mul_2 = None
    transpose_9 = torch.ops.aten.transpose.int(mul_3, -1, -2);  mul_3 = None
    cat_2 = torch.ops.aten.cat.default([transpose_9, bmm_4], 2);  transpose_9 = bmm_4 = None
    cat_3 = torch.ops.aten.cat.default([view_32, cat_2], 2);  view_32 = cat_2 = None
    view_33 = torch.ops.aten.view.default(cat_3, [16, 24])
    _param_constant16 = self._param_constant16
    mm_16 = torch.ops.aten.mm.default(view_33, _param_constant16);  view_33 = _param_constant16 = None
    _unsafe_view_8 = torch.ops.aten._unsafe_view.default(mm_16, [2, 8, 16]);  mm_16 = None
    view_34 = torch.ops.aten.view.default(cat_3, [-1, 24])
    t_8 = torch.ops.aten.t.default(view_34);  view_34 = None
    _tensor_constant37 = self._tensor_constant37
    view_35 = torch.ops.aten.view.default(_tensor_constant37, [-1, 16]);  _tensor_constant37 = None
    mm_17 = torch.ops.aten.mm.default(t_8, view_35);  t_8 = view_35 = None
    sum_8 = torch.ops.aten.sum.dim_IntList(cat_3, [0, 1]);  cat_3 = None
    _tensor_constant38 = self._tensor_constant38
    _tensor_constant39 = self._tensor_constant39
    _tensor_constant40 = self._tensor_constant40
    _param_constant17 = self._param_constant17
    _param_constant18 = self._param_constant18
    native_layer_norm_backward_4 = torch.ops.aten.native_layer_norm_backward.default(_unsafe_view_8, _tensor_constant38, [16], _tensor_constant39, _tensor_constant40, _param_constant17, _param_constant18, [True, True, True]);  _unsafe_view_8 = _tensor_constant38 = _tensor_constant39 = _tensor_constant40 = _param_constant17 = _param_constant18 = None
    getitem_12 = native_layer_norm_backward_4[0]
    getitem_13 = native_layer_norm_backward_4[1]
    getitem_14 = native_layer_norm_backward_4[2];  native_layer_norm_backward_4 = None
    add_3 = torch.ops.aten.add.Tensor(add_2, getitem_12);  add_2 = getitem_12 = None
    sum_9 = torch.ops.aten.sum.dim_IntList(add_3, [0], True)
    _tensor_constant41 = self._tensor_constant41
    embedding_dense_backward = torch.ops.aten.embedding_dense_backward.default(sum_9, _tensor_constant41, 16, -1, False);  sum_9 = _tensor_constant41 = None
    _tensor_constant42 = self._tensor_constant42
    embedding_dense_backward_1 = torch.ops.aten.embedding_dense_backward.default(add_3, _tensor_constant42, 13, -1, False);  add_3 = _tensor_constant42 = None
    add_4 = torch.ops.aten.add.Tensor(mm_1, embedding_dense_backward_1);  mm_1 = embedding_dense_backward_1 = None
    return (add_4, embedding_dense_backward, getitem_13, getitem_14, mm_17, sum_8, mm_15, sum_7, getitem_10, getitem_11, mm_13, sum_6, mm_11, sum_5, getitem_7, getitem_8, mm_9, sum_4, mm_7, sum_3, getitem_4, getitem_5, mm_5, sum_2, mm_3, sum_1, getitem_1, getitem_2)
    