


def forward(self, loss_1):
    ones_like = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
    _tensor_constant0 = self._tensor_constant0
    _tensor_constant1 = self._tensor_constant1
    _tensor_constant2 = self._tensor_constant2
    nll_loss_backward = torch.ops.aten.nll_loss_backward.default(ones_like, _tensor_constant0, _tensor_constant1, None, 1, -100, _tensor_constant2);  ones_like = _tensor_constant0 = _tensor_constant1 = _tensor_constant2 = None
    _tensor_constant3 = self._tensor_constant3
    detach = torch.ops.aten.detach.default(_tensor_constant3);  _tensor_constant3 = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach, 1, torch.float32);  nll_loss_backward = detach = None
    view = torch.ops.aten.view.default(_log_softmax_backward_data, [2, 8, 64]);  _log_softmax_backward_data = None
    view_1 = torch.ops.aten.view.default(view, [16, 64]);  view = None
    t = torch.ops.aten.t.default(view_1)
    _tensor_constant4 = self._tensor_constant4
    mm = torch.ops.aten.mm.default(t, _tensor_constant4);  t = _tensor_constant4 = None
    t_1 = torch.ops.aten.t.default(mm);  mm = None
    _tensor_constant5 = self._tensor_constant5
    t_2 = torch.ops.aten.t.default(_tensor_constant5);  _tensor_constant5 = None
    mm_1 = torch.ops.aten.mm.default(view_1, t_2);  view_1 = t_2 = None
    view_2 = torch.ops.aten.view.default(mm_1, [2, 8, 16]);  mm_1 = None
    t_3 = torch.ops.aten.t.default(t_1);  t_1 = None
    view_3 = torch.ops.aten.view.default(view_2, [2, 8, 16]);  view_2 = None
    _tensor_constant6 = self._tensor_constant6
    _tensor_constant7 = self._tensor_constant7
    _tensor_constant8 = self._tensor_constant8
    _param_constant0 = self._param_constant0
    _param_constant1 = self._param_constant1
    native_layer_norm_backward = torch.ops.aten.native_layer_norm_backward.default(view_3, _tensor_constant6, [16], _tensor_constant7, _tensor_constant8, _param_constant0, _param_constant1, [True, True, True]);  view_3 = _tensor_constant6 = _tensor_constant7 = _tensor_constant8 = _param_constant0 = _param_constant1 = None
    getitem = native_layer_norm_backward[0]
    getitem_1 = native_layer_norm_backward[1]
    getitem_2 = native_layer_norm_backward[2];  native_layer_norm_backward = None
    view_4 = torch.ops.aten.view.default(getitem, [16, 16])
    _param_constant2 = self._param_constant2
    t_4 = torch.ops.aten.t.default(_param_constant2);  _param_constant2 = None
    mm_2 = torch.ops.aten.mm.default(view_4, t_4);  t_4 = None
    _tensor_constant9 = self._tensor_constant9
    t_5 = torch.ops.aten.t.default(_tensor_constant9);  _tensor_constant9 = None
    mm_3 = torch.ops.aten.mm.default(t_5, view_4);  t_5 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(view_4, [0], True);  view_4 = None
    view_5 = torch.ops.aten.view.default(sum_1, [16]);  sum_1 = None
    view_6 = torch.ops.aten.view.default(mm_2, [2, 8, 64]);  mm_2 = None
    _tensor_constant10 = self._tensor_constant10
    mul = torch.ops.aten.mul.Tensor(view_6, _tensor_constant10);  _tensor_constant10 = None
    _tensor_constant11 = self._tensor_constant11
    mul_1 = torch.ops.aten.mul.Tensor(view_6, _tensor_constant11);  view_6 = _tensor_constant11 = None
    _tensor_constant12 = self._tensor_constant12
    detach_1 = torch.ops.aten.detach.default(_tensor_constant12);  _tensor_constant12 = None
    tanh_backward = torch.ops.aten.tanh_backward.default(mul, detach_1);  mul = detach_1 = None
    mul_2 = torch.ops.aten.mul.Tensor(tanh_backward, 0.7978845608028654);  tanh_backward = None
    mul_3 = torch.ops.aten.mul.Tensor(mul_2, 0.044715)
    _tensor_constant13 = self._tensor_constant13
    pow_1 = torch.ops.aten.pow.Tensor_Scalar(_tensor_constant13, 2.0);  _tensor_constant13 = None
    mul_4 = torch.ops.aten.mul.Scalar(pow_1, 3.0);  pow_1 = None
    mul_5 = torch.ops.aten.mul.Tensor(mul_3, mul_4);  mul_3 = mul_4 = None
    add = torch.ops.aten.add.Tensor(mul_2, mul_5);  mul_2 = mul_5 = None
    mul_6 = torch.ops.aten.mul.Tensor(mul_1, 0.5);  mul_1 = None
    add_1 = torch.ops.aten.add.Tensor(add, mul_6);  add = mul_6 = None
    view_7 = torch.ops.aten.view.default(add_1, [16, 64]);  add_1 = None
    _param_constant3 = self._param_constant3
    t_6 = torch.ops.aten.t.default(_param_constant3);  _param_constant3 = None
    mm_4 = torch.ops.aten.mm.default(view_7, t_6);  t_6 = None
    _tensor_constant14 = self._tensor_constant14
    t_7 = torch.ops.aten.t.default(_tensor_constant14);  _tensor_constant14 = None
    mm_5 = torch.ops.aten.mm.default(t_7, view_7);  t_7 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(view_7, [0], True);  view_7 = None
    view_8 = torch.ops.aten.view.default(sum_2, [64]);  sum_2 = None
    view_9 = torch.ops.aten.view.default(mm_4, [2, 8, 16]);  mm_4 = None
    _tensor_constant15 = self._tensor_constant15
    _tensor_constant16 = self._tensor_constant16
    _tensor_constant17 = self._tensor_constant17
    _param_constant4 = self._param_constant4
    _param_constant5 = self._param_constant5
    native_layer_norm_backward_1 = torch.ops.aten.native_layer_norm_backward.default(view_9, _tensor_constant15, [16], _tensor_constant16, _tensor_constant17, _param_constant4, _param_constant5, [True, True, True]);  view_9 = _tensor_constant15 = _tensor_constant16 = _tensor_constant17 = _param_constant4 = _param_constant5 = None
    getitem_3 = native_layer_norm_backward_1[0]
    getitem_4 = native_layer_norm_backward_1[1]
    getitem_5 = native_layer_norm_backward_1[2];  native_layer_norm_backward_1 = None
    add_2 = torch.ops.aten.add.Tensor(getitem, getitem_3);  getitem = getitem_3 = None
    view_10 = torch.ops.aten.view.default(add_2, [16, 16])
    _param_constant6 = self._param_constant6
    t_8 = torch.ops.aten.t.default(_param_constant6);  _param_constant6 = None
    mm_6 = torch.ops.aten.mm.default(view_10, t_8);  t_8 = None
    _tensor_constant18 = self._tensor_constant18
    t_9 = torch.ops.aten.t.default(_tensor_constant18);  _tensor_constant18 = None
    mm_7 = torch.ops.aten.mm.default(t_9, view_10);  t_9 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(view_10, [0], True);  view_10 = None
    view_11 = torch.ops.aten.view.default(sum_3, [16]);  sum_3 = None
    view_12 = torch.ops.aten.view.default(mm_6, [2, 8, 16]);  mm_6 = None
    view_13 = torch.ops.aten.view.default(view_12, [2, 8, 2, 8]);  view_12 = None
    transpose = torch.ops.aten.transpose.int(view_13, 1, 2);  view_13 = None
    view_14 = torch.ops.aten.view.default(transpose, [2, 2, 8, 8]);  transpose = None
    _tensor_constant19 = self._tensor_constant19
    detach_2 = torch.ops.aten.detach.default(_tensor_constant19);  _tensor_constant19 = None
    _tensor_constant20 = self._tensor_constant20
    _tensor_constant21 = self._tensor_constant21
    _tensor_constant22 = self._tensor_constant22
    _tensor_constant23 = self._tensor_constant23
    _scaled_dot_product_flash_attention_for_cpu_backward = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(view_14, _tensor_constant20, _tensor_constant21, _tensor_constant22, detach_2, _tensor_constant23, 0.0, True, attn_mask = None, scale = 0.3535533905932738);  view_14 = _tensor_constant20 = _tensor_constant21 = _tensor_constant22 = detach_2 = _tensor_constant23 = None
    getitem_6 = _scaled_dot_product_flash_attention_for_cpu_backward[0]
    getitem_7 = _scaled_dot_product_flash_attention_for_cpu_backward[1]
    getitem_8 = _scaled_dot_product_flash_attention_for_cpu_backward[2];  _scaled_dot_product_flash_attention_for_cpu_backward = None
    zeros = torch.ops.aten.zeros.default([0], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  zeros = None
    slice_1 = torch.ops.aten.slice.Tensor(getitem_8, 2, 0, 8);  getitem_8 = None
    zeros_1 = torch.ops.aten.zeros.default([0], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  zeros_1 = None
    slice_2 = torch.ops.aten.slice.Tensor(getitem_7, 2, 0, 8);  getitem_7 = None
    transpose_1 = torch.ops.aten.transpose.int(getitem_6, 1, 2);  getitem_6 = None
    view_15 = torch.ops.aten.view.default(transpose_1, [2, 8, 16]);  transpose_1 = None
    transpose_2 = torch.ops.aten.transpose.int(slice_1, 1, 2);  slice_1 = None
    view_16 = torch.ops.aten.view.default(transpose_2, [2, 8, 16]);  transpose_2 = None
    transpose_3 = torch.ops.aten.transpose.int(slice_2, 1, 2);  slice_2 = None
    view_17 = torch.ops.aten.view.default(transpose_3, [2, 8, 16]);  transpose_3 = None
    cat = torch.ops.aten.cat.default([view_15, view_17, view_16], 2);  view_15 = view_17 = view_16 = None
    view_18 = torch.ops.aten.view.default(cat, [16, 48]);  cat = None
    _param_constant7 = self._param_constant7
    t_10 = torch.ops.aten.t.default(_param_constant7);  _param_constant7 = None
    mm_8 = torch.ops.aten.mm.default(view_18, t_10);  t_10 = None
    _tensor_constant24 = self._tensor_constant24
    t_11 = torch.ops.aten.t.default(_tensor_constant24);  _tensor_constant24 = None
    mm_9 = torch.ops.aten.mm.default(t_11, view_18);  t_11 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(view_18, [0], True);  view_18 = None
    view_19 = torch.ops.aten.view.default(sum_4, [48]);  sum_4 = None
    view_20 = torch.ops.aten.view.default(mm_8, [2, 8, 16]);  mm_8 = None
    _tensor_constant25 = self._tensor_constant25
    _tensor_constant26 = self._tensor_constant26
    _tensor_constant27 = self._tensor_constant27
    _param_constant8 = self._param_constant8
    _param_constant9 = self._param_constant9
    native_layer_norm_backward_2 = torch.ops.aten.native_layer_norm_backward.default(view_20, _tensor_constant25, [16], _tensor_constant26, _tensor_constant27, _param_constant8, _param_constant9, [True, True, True]);  view_20 = _tensor_constant25 = _tensor_constant26 = _tensor_constant27 = _param_constant8 = _param_constant9 = None
    getitem_9 = native_layer_norm_backward_2[0]
    getitem_10 = native_layer_norm_backward_2[1]
    getitem_11 = native_layer_norm_backward_2[2];  native_layer_norm_backward_2 = None
    add_3 = torch.ops.aten.add.Tensor(add_2, getitem_9);  add_2 = getitem_9 = None
    view_21 = torch.ops.aten.view.default(add_3, [16, 16])
    _param_constant10 = self._param_constant10
    t_12 = torch.ops.aten.t.default(_param_constant10);  _param_constant10 = None
    mm_10 = torch.ops.aten.mm.default(view_21, t_12);  t_12 = None
    _tensor_constant28 = self._tensor_constant28
    t_13 = torch.ops.aten.t.default(_tensor_constant28);  _tensor_constant28 = None
    mm_11 = torch.ops.aten.mm.default(t_13, view_21);  t_13 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(view_21, [0], True);  view_21 = None
    view_22 = torch.ops.aten.view.default(sum_5, [16]);  sum_5 = None
    view_23 = torch.ops.aten.view.default(mm_10, [2, 8, 64]);  mm_10 = None
    _tensor_constant29 = self._tensor_constant29
    mul_7 = torch.ops.aten.mul.Tensor(view_23, _tensor_constant29);  _tensor_constant29 = None
    _tensor_constant30 = self._tensor_constant30
    mul_8 = torch.ops.aten.mul.Tensor(view_23, _tensor_constant30);  view_23 = _tensor_constant30 = None
    _tensor_constant31 = self._tensor_constant31
    detach_3 = torch.ops.aten.detach.default(_tensor_constant31);  _tensor_constant31 = None
    tanh_backward_1 = torch.ops.aten.tanh_backward.default(mul_7, detach_3);  mul_7 = detach_3 = None
    mul_9 = torch.ops.aten.mul.Tensor(tanh_backward_1, 0.7978845608028654);  tanh_backward_1 = None
    mul_10 = torch.ops.aten.mul.Tensor(mul_9, 0.044715)
    _tensor_constant32 = self._tensor_constant32
    pow_2 = torch.ops.aten.pow.Tensor_Scalar(_tensor_constant32, 2.0);  _tensor_constant32 = None
    mul_11 = torch.ops.aten.mul.Scalar(pow_2, 3.0);  pow_2 = None
    mul_12 = torch.ops.aten.mul.Tensor(mul_10, mul_11);  mul_10 = mul_11 = None
    add_4 = torch.ops.aten.add.Tensor(mul_9, mul_12);  mul_9 = mul_12 = None
    mul_13 = torch.ops.aten.mul.Tensor(mul_8, 0.5);  mul_8 = None
    add_5 = torch.ops.aten.add.Tensor(add_4, mul_13);  add_4 = mul_13 = None
    view_24 = torch.ops.aten.view.default(add_5, [16, 64]);  add_5 = None
    _param_constant11 = self._param_constant11
    t_14 = torch.ops.aten.t.default(_param_constant11);  _param_constant11 = None
    mm_12 = torch.ops.aten.mm.default(view_24, t_14);  t_14 = None
    _tensor_constant33 = self._tensor_constant33
    t_15 = torch.ops.aten.t.default(_tensor_constant33);  _tensor_constant33 = None
    mm_13 = torch.ops.aten.mm.default(t_15, view_24);  t_15 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(view_24, [0], True);  view_24 = None
    view_25 = torch.ops.aten.view.default(sum_6, [64]);  sum_6 = None
    view_26 = torch.ops.aten.view.default(mm_12, [2, 8, 16]);  mm_12 = None
    _tensor_constant34 = self._tensor_constant34
    _tensor_constant35 = self._tensor_constant35
    _tensor_constant36 = self._tensor_constant36
    _param_constant12 = self._param_constant12
    _param_constant13 = self._param_constant13
    native_layer_norm_backward_3 = torch.ops.aten.native_layer_norm_backward.default(view_26, _tensor_constant34, [16], _tensor_constant35, _tensor_constant36, _param_constant12, _param_constant13, [True, True, True]);  view_26 = _tensor_constant34 = _tensor_constant35 = _tensor_constant36 = _param_constant12 = _param_constant13 = None
    getitem_12 = native_layer_norm_backward_3[0]
    getitem_13 = native_layer_norm_backward_3[1]
    getitem_14 = native_layer_norm_backward_3[2];  native_layer_norm_backward_3 = None
    add_6 = torch.ops.aten.add.Tensor(add_3, getitem_12);  add_3 = getitem_12 = None
    view_27 = torch.ops.aten.view.default(add_6, [16, 16])
    _param_constant14 = self._param_constant14
    t_16 = torch.ops.aten.t.default(_param_constant14);  _param_constant14 = None
    mm_14 = torch.ops.aten.mm.default(view_27, t_16);  t_16 = None
    _tensor_constant37 = self._tensor_constant37
    t_17 = torch.ops.aten.t.default(_tensor_constant37);  _tensor_constant37 = None
    mm_15 = torch.ops.aten.mm.default(t_17, view_27);  t_17 = None
    sum_7 = torch.ops.aten.sum.dim_IntList(view_27, [0], True);  view_27 = None
    view_28 = torch.ops.aten.view.default(sum_7, [16]);  sum_7 = None
    view_29 = torch.ops.aten.view.default(mm_14, [2, 8, 16]);  mm_14 = None
    view_30 = torch.ops.aten.view.default(view_29, [2, 8, 2, 8]);  view_29 = None
    transpose_4 = torch.ops.aten.transpose.int(view_30, 1, 2);  view_30 = None
    view_31 = torch.ops.aten.view.default(transpose_4, [2, 2, 8, 8]);  transpose_4 = None
    _tensor_constant38 = self._tensor_constant38
    detach_4 = torch.ops.aten.detach.default(_tensor_constant38);  _tensor_constant38 = None
    _tensor_constant39 = self._tensor_constant39
    _tensor_constant40 = self._tensor_constant40
    _tensor_constant41 = self._tensor_constant41
    _tensor_constant42 = self._tensor_constant42
    _scaled_dot_product_flash_attention_for_cpu_backward_1 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(view_31, _tensor_constant39, _tensor_constant40, _tensor_constant41, detach_4, _tensor_constant42, 0.0, True, attn_mask = None, scale = 0.3535533905932738);  view_31 = _tensor_constant39 = _tensor_constant40 = _tensor_constant41 = detach_4 = _tensor_constant42 = None
    getitem_15 = _scaled_dot_product_flash_attention_for_cpu_backward_1[0]
    getitem_16 = _scaled_dot_product_flash_attention_for_cpu_backward_1[1]
    getitem_17 = _scaled_dot_product_flash_attention_for_cpu_backward_1[2];  _scaled_dot_product_flash_attention_for_cpu_backward_1 = None
    zeros_2 = torch.ops.aten.zeros.default([0], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  zeros_2 = None
    slice_3 = torch.ops.aten.slice.Tensor(getitem_17, 2, 0, 8);  getitem_17 = None
    zeros_3 = torch.ops.aten.zeros.default([0], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  zeros_3 = None
    slice_4 = torch.ops.aten.slice.Tensor(getitem_16, 2, 0, 8);  getitem_16 = None
    transpose_5 = torch.ops.aten.transpose.int(getitem_15, 1, 2);  getitem_15 = None
    view_32 = torch.ops.aten.view.default(transpose_5, [2, 8, 16]);  transpose_5 = None
    transpose_6 = torch.ops.aten.transpose.int(slice_3, 1, 2);  slice_3 = None
    view_33 = torch.ops.aten.view.default(transpose_6, [2, 8, 16]);  transpose_6 = None
    transpose_7 = torch.ops.aten.transpose.int(slice_4, 1, 2);  slice_4 = None
    view_34 = torch.ops.aten.view.default(transpose_7, [2, 8, 16]);  transpose_7 = None
    cat_1 = torch.ops.aten.cat.default([view_32, view_34, view_33], 2);  view_32 = view_34 = view_33 = None
    view_35 = torch.ops.aten.view.default(cat_1, [16, 48]);  cat_1 = None
    _param_constant15 = self._param_constant15
    t_18 = torch.ops.aten.t.default(_param_constant15);  _param_constant15 = None
    mm_16 = torch.ops.aten.mm.default(view_35, t_18);  t_18 = None
    _tensor_constant43 = self._tensor_constant43
    t_19 = torch.ops.aten.t.default(_tensor_constant43);  _tensor_constant43 = None
    mm_17 = torch.ops.aten.mm.default(t_19, view_35);  t_19 = None
    sum_8 = torch.ops.aten.sum.dim_IntList(view_35, [0], True);  view_35 = None
    view_36 = torch.ops.aten.view.default(sum_8, [48]);  sum_8 = None
    view_37 = torch.ops.aten.view.default(mm_16, [2, 8, 16]);  mm_16 = None
    _tensor_constant44 = self._tensor_constant44
    _tensor_constant45 = self._tensor_constant45
    _tensor_constant46 = self._tensor_constant46
    _param_constant16 = self._param_constant16
    _param_constant17 = self._param_constant17
    native_layer_norm_backward_4 = torch.ops.aten.native_layer_norm_backward.default(view_37, _tensor_constant44, [16], _tensor_constant45, _tensor_constant46, _param_constant16, _param_constant17, [True, True, True]);  view_37 = _tensor_constant44 = _tensor_constant45 = _tensor_constant46 = _param_constant16 = _param_constant17 = None
    getitem_18 = native_layer_norm_backward_4[0]
    getitem_19 = native_layer_norm_backward_4[1]
    getitem_20 = native_layer_norm_backward_4[2];  native_layer_norm_backward_4 = None
    add_7 = torch.ops.aten.add.Tensor(add_6, getitem_18);  add_6 = getitem_18 = None
    view_38 = torch.ops.aten.view.default(add_7, [16, 16])
    _param_constant18 = self._param_constant18
    t_20 = torch.ops.aten.t.default(_param_constant18);  _param_constant18 = None
    mm_18 = torch.ops.aten.mm.default(view_38, t_20);  t_20 = None
    _tensor_constant47 = self._tensor_constant47
    t_21 = torch.ops.aten.t.default(_tensor_constant47);  _tensor_constant47 = None
    mm_19 = torch.ops.aten.mm.default(t_21, view_38);  t_21 = None
    sum_9 = torch.ops.aten.sum.dim_IntList(view_38, [0], True);  view_38 = None
    view_39 = torch.ops.aten.view.default(sum_9, [16]);  sum_9 = None
    view_40 = torch.ops.aten.view.default(mm_18, [2, 8, 64]);  mm_18 = None
    _tensor_constant48 = self._tensor_constant48
    mul_14 = torch.ops.aten.mul.Tensor(view_40, _tensor_constant48);  _tensor_constant48 = None
    _tensor_constant49 = self._tensor_constant49
    mul_15 = torch.ops.aten.mul.Tensor(view_40, _tensor_constant49);  view_40 = _tensor_constant49 = None
    _tensor_constant50 = self._tensor_constant50
    detach_5 = torch.ops.aten.detach.default(_tensor_constant50);  _tensor_constant50 = None
    tanh_backward_2 = torch.ops.aten.tanh_backward.default(mul_14, detach_5);  mul_14 = detach_5 = None
    mul_16 = torch.ops.aten.mul.Tensor(tanh_backward_2, 0.7978845608028654);  tanh_backward_2 = None
    mul_17 = torch.ops.aten.mul.Tensor(mul_16, 0.044715)
    _tensor_constant51 = self._tensor_constant51
    pow_3 = torch.ops.aten.pow.Tensor_Scalar(_tensor_constant51, 2.0);  _tensor_constant51 = None
    mul_18 = torch.ops.aten.mul.Scalar(pow_3, 3.0);  pow_3 = None
    mul_19 = torch.ops.aten.mul.Tensor(mul_17, mul_18);  mul_17 = mul_18 = None
    add_8 = torch.ops.aten.add.Tensor(mul_16, mul_19);  mul_16 = mul_19 = None
    mul_20 = torch.ops.aten.mul.Tensor(mul_15, 0.5);  mul_15 = None
    add_9 = torch.ops.aten.add.Tensor(add_8, mul_20);  add_8 = mul_20 = None
    view_41 = torch.ops.aten.view.default(add_9, [16, 64]);  add_9 = None
    _param_constant19 = self._param_constant19
    t_22 = torch.ops.aten.t.default(_param_constant19);  _param_constant19 = None
    mm_20 = torch.ops.aten.mm.default(view_41, t_22);  t_22 = None
    _tensor_constant52 = self._tensor_constant52
    t_23 = torch.ops.aten.t.default(_tensor_constant52);  _tensor_constant52 = None
    mm_21 = torch.ops.aten.mm.default(t_23, view_41);  t_23 = None
    sum_10 = torch.ops.aten.sum.dim_IntList(view_41, [0], True);  view_41 = None
    view_42 = torch.ops.aten.view.default(sum_10, [64]);  sum_10 = None
    view_43 = torch.ops.aten.view.default(mm_20, [2, 8, 16]);  mm_20 = None
    _tensor_constant53 = self._tensor_constant53
    _tensor_constant54 = self._tensor_constant54
    _tensor_constant55 = self._tensor_constant55
    _param_constant20 = self._param_constant20
    _param_constant21 = self._param_constant21
    native_layer_norm_backward_5 = torch.ops.aten.native_layer_norm_backward.default(view_43, _tensor_constant53, [16], _tensor_constant54, _tensor_constant55, _param_constant20, _param_constant21, [True, True, True]);  view_43 = _tensor_constant53 = _tensor_constant54 = _tensor_constant55 = _param_constant20 = _param_constant21 = None
    getitem_21 = native_layer_norm_backward_5[0]
    getitem_22 = native_layer_norm_backward_5[1]
    getitem_23 = native_layer_norm_backward_5[2];  native_layer_norm_backward_5 = None
    add_10 = torch.ops.aten.add.Tensor(add_7, getitem_21);  add_7 = getitem_21 = None
    view_44 = torch.ops.aten.view.default(add_10, [16, 16])
    _param_constant22 = self._param_constant22
    t_24 = torch.ops.aten.t.default(_param_constant22);  _param_constant22 = None
    mm_22 = torch.ops.aten.mm.default(view_44, t_24);  t_24 = None
    _tensor_constant56 = self._tensor_constant56
    t_25 = torch.ops.aten.t.default(_tensor_constant56);  _tensor_constant56 = None
    mm_23 = torch.ops.aten.mm.default(t_25, view_44);  t_25 = None
    sum_11 = torch.ops.aten.sum.dim_IntList(view_44, [0], True);  view_44 = None
    view_45 = torch.ops.aten.view.default(sum_11, [16]);  sum_11 = None
    view_46 = torch.ops.aten.view.default(mm_22, [2, 8, 16]);  mm_22 = None
    view_47 = torch.ops.aten.view.default(view_46, [2, 8, 2, 8]);  view_46 = None
    transpose_8 = torch.ops.aten.transpose.int(view_47, 1, 2);  view_47 = None
    view_48 = torch.ops.aten.view.default(transpose_8, [2, 2, 8, 8]);  transpose_8 = None
    _tensor_constant57 = self._tensor_constant57
    detach_6 = torch.ops.aten.detach.default(_tensor_constant57);  _tensor_constant57 = None
    _tensor_constant58 = self._tensor_constant58
    _tensor_constant59 = self._tensor_constant59
    _tensor_constant60 = self._tensor_constant60
    _tensor_constant61 = self._tensor_constant61
    _scaled_dot_product_flash_attention_for_cpu_backward_2 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(view_48, _tensor_constant58, _tensor_constant59, _tensor_constant60, detach_6, _tensor_constant61, 0.0, True, attn_mask = None, scale = 0.3535533905932738);  view_48 = _tensor_constant58 = _tensor_constant59 = _tensor_constant60 = detach_6 = _tensor_constant61 = None
    getitem_24 = _scaled_dot_product_flash_attention_for_cpu_backward_2[0]
    getitem_25 = _scaled_dot_product_flash_attention_for_cpu_backward_2[1]
    getitem_26 = _scaled_dot_product_flash_attention_for_cpu_backward_2[2];  _scaled_dot_product_flash_attention_for_cpu_backward_2 = None
    zeros_4 = torch.ops.aten.zeros.default([0], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  zeros_4 = None
    slice_5 = torch.ops.aten.slice.Tensor(getitem_26, 2, 0, 8);  getitem_26 = None
    zeros_5 = torch.ops.aten.zeros.default([0], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  zeros_5 = None
    slice_6 = torch.ops.aten.slice.Tensor(getitem_25, 2, 0, 8);  getitem_25 = None
    transpose_9 = torch.ops.aten.transpose.int(getitem_24, 1, 2);  getitem_24 = None
    view_49 = torch.ops.aten.view.default(transpose_9, [2, 8, 16]);  transpose_9 = None
    transpose_10 = torch.ops.aten.transpose.int(slice_5, 1, 2);  slice_5 = None
    view_50 = torch.ops.aten.view.default(transpose_10, [2, 8, 16]);  transpose_10 = None
    transpose_11 = torch.ops.aten.transpose.int(slice_6, 1, 2);  slice_6 = None
    view_51 = torch.ops.aten.view.default(transpose_11, [2, 8, 16]);  transpose_11 = None
    cat_2 = torch.ops.aten.cat.default([view_49, view_51, view_50], 2);  view_49 = view_51 = view_50 = None
    view_52 = torch.ops.aten.view.default(cat_2, [16, 48]);  cat_2 = None
    _param_constant23 = self._param_constant23
    t_26 = torch.ops.aten.t.default(_param_constant23);  _param_constant23 = None
    mm_24 = torch.ops.aten.mm.default(view_52, t_26);  t_26 = None
    _tensor_constant62 = self._tensor_constant62
    t_27 = torch.ops.aten.t.default(_tensor_constant62);  _tensor_constant62 = None
    mm_25 = torch.ops.aten.mm.default(t_27, view_52);  t_27 = None
    sum_12 = torch.ops.aten.sum.dim_IntList(view_52, [0], True);  view_52 = None
    view_53 = torch.ops.aten.view.default(sum_12, [48]);  sum_12 = None
    view_54 = torch.ops.aten.view.default(mm_24, [2, 8, 16]);  mm_24 = None
    _tensor_constant63 = self._tensor_constant63
    _tensor_constant64 = self._tensor_constant64
    _tensor_constant65 = self._tensor_constant65
    _param_constant24 = self._param_constant24
    _param_constant25 = self._param_constant25
    native_layer_norm_backward_6 = torch.ops.aten.native_layer_norm_backward.default(view_54, _tensor_constant63, [16], _tensor_constant64, _tensor_constant65, _param_constant24, _param_constant25, [True, True, True]);  view_54 = _tensor_constant63 = _tensor_constant64 = _tensor_constant65 = _param_constant24 = _param_constant25 = None
    getitem_27 = native_layer_norm_backward_6[0]
    getitem_28 = native_layer_norm_backward_6[1]
    getitem_29 = native_layer_norm_backward_6[2];  native_layer_norm_backward_6 = None
    add_11 = torch.ops.aten.add.Tensor(add_10, getitem_27);  add_10 = getitem_27 = None
    view_55 = torch.ops.aten.view.default(add_11, [16, 16])
    _param_constant26 = self._param_constant26
    t_28 = torch.ops.aten.t.default(_param_constant26);  _param_constant26 = None
    mm_26 = torch.ops.aten.mm.default(view_55, t_28);  t_28 = None
    _tensor_constant66 = self._tensor_constant66
    t_29 = torch.ops.aten.t.default(_tensor_constant66);  _tensor_constant66 = None
    mm_27 = torch.ops.aten.mm.default(t_29, view_55);  t_29 = None
    sum_13 = torch.ops.aten.sum.dim_IntList(view_55, [0], True);  view_55 = None
    view_56 = torch.ops.aten.view.default(sum_13, [16]);  sum_13 = None
    view_57 = torch.ops.aten.view.default(mm_26, [2, 8, 64]);  mm_26 = None
    _tensor_constant67 = self._tensor_constant67
    mul_21 = torch.ops.aten.mul.Tensor(view_57, _tensor_constant67);  _tensor_constant67 = None
    _tensor_constant68 = self._tensor_constant68
    mul_22 = torch.ops.aten.mul.Tensor(view_57, _tensor_constant68);  view_57 = _tensor_constant68 = None
    _tensor_constant69 = self._tensor_constant69
    detach_7 = torch.ops.aten.detach.default(_tensor_constant69);  _tensor_constant69 = None
    tanh_backward_3 = torch.ops.aten.tanh_backward.default(mul_21, detach_7);  mul_21 = detach_7 = None
    mul_23 = torch.ops.aten.mul.Tensor(tanh_backward_3, 0.7978845608028654);  tanh_backward_3 = None
    mul_24 = torch.ops.aten.mul.Tensor(mul_23, 0.044715)
    _tensor_constant70 = self._tensor_constant70
    pow_4 = torch.ops.aten.pow.Tensor_Scalar(_tensor_constant70, 2.0);  _tensor_constant70 = None
    mul_25 = torch.ops.aten.mul.Scalar(pow_4, 3.0);  pow_4 = None
    mul_26 = torch.ops.aten.mul.Tensor(mul_24, mul_25);  mul_24 = mul_25 = None
    add_12 = torch.ops.aten.add.Tensor(mul_23, mul_26);  mul_23 = mul_26 = None
    mul_27 = torch.ops.aten.mul.Tensor(mul_22, 0.5);  mul_22 = None
    add_13 = torch.ops.aten.add.Tensor(add_12, mul_27);  add_12 = mul_27 = None
    view_58 = torch.ops.aten.view.default(add_13, [16, 64]);  add_13 = None
    _param_constant27 = self._param_constant27
    t_30 = torch.ops.aten.t.default(_param_constant27);  _param_constant27 = None
    mm_28 = torch.ops.aten.mm.default(view_58, t_30);  t_30 = None
    _tensor_constant71 = self._tensor_constant71
    t_31 = torch.ops.aten.t.default(_tensor_constant71);  _tensor_constant71 = None
    mm_29 = torch.ops.aten.mm.default(t_31, view_58);  t_31 = None
    sum_14 = torch.ops.aten.sum.dim_IntList(view_58, [0], True);  view_58 = None
    view_59 = torch.ops.aten.view.default(sum_14, [64]);  sum_14 = None
    view_60 = torch.ops.aten.view.default(mm_28, [2, 8, 16]);  mm_28 = None
    _tensor_constant72 = self._tensor_constant72
    _tensor_constant73 = self._tensor_constant73
    _tensor_constant74 = self._tensor_constant74
    _param_constant28 = self._param_constant28
    _param_constant29 = self._param_constant29
    native_layer_norm_backward_7 = torch.ops.aten.native_layer_norm_backward.default(view_60, _tensor_constant72, [16], _tensor_constant73, _tensor_constant74, _param_constant28, _param_constant29, [True, True, True]);  view_60 = _tensor_constant72 = _tensor_constant73 = _tensor_constant74 = _param_constant28 = _param_constant29 = None
    getitem_30 = native_layer_norm_backward_7[0]
    getitem_31 = native_layer_norm_backward_7[1]
    getitem_32 = native_layer_norm_backward_7[2];  native_layer_norm_backward_7 = None
    add_14 = torch.ops.aten.add.Tensor(add_11, getitem_30);  add_11 = getitem_30 = None
    view_61 = torch.ops.aten.view.default(add_14, [16, 16])
    _param_constant30 = self._param_constant30
    t_32 = torch.ops.aten.t.default(_param_constant30);  _param_constant30 = None
    mm_30 = torch.ops.aten.mm.default(view_61, t_32);  t_32 = None
    _tensor_constant75 = self._tensor_constant75
    t_33 = torch.ops.aten.t.default(_tensor_constant75);  _tensor_constant75 = None
    mm_31 = torch.ops.aten.mm.default(t_33, view_61);  t_33 = None
    sum_15 = torch.ops.aten.sum.dim_IntList(view_61, [0], True);  view_61 = None
    view_62 = torch.ops.aten.view.default(sum_15, [16]);  sum_15 = None
    view_63 = torch.ops.aten.view.default(mm_30, [2, 8, 16]);  mm_30 = None
    view_64 = torch.ops.aten.view.default(view_63, [2, 8, 2, 8]);  view_63 = None
    transpose_12 = torch.ops.aten.transpose.int(view_64, 1, 2);  view_64 = None
    view_65 = torch.ops.aten.view.default(transpose_12, [2, 2, 8, 8]);  transpose_12 = None
    _tensor_constant76 = self._tensor_constant76
    detach_8 = torch.ops.aten.detach.default(_tensor_constant76);  _tensor_constant76 = None
    _tensor_constant77 = self._tensor_constant77
    _tensor_constant78 = self._tensor_constant78
    _tensor_constant79 = self._tensor_constant79
    _tensor_constant80 = self._tensor_constant80
    _scaled_dot_product_flash_attention_for_cpu_backward_3 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(view_65, _tensor_constant77, _tensor_constant78, _tensor_constant79, detach_8, _tensor_constant80, 0.0, True, attn_mask = None, scale = 0.3535533905932738);  view_65 = _tensor_constant77 = _tensor_constant78 = _tensor_constant79 = detach_8 = _tensor_constant80 = None
    getitem_33 = _scaled_dot_product_flash_attention_for_cpu_backward_3[0]
    getitem_34 = _scaled_dot_product_flash_attention_for_cpu_backward_3[1]
    getitem_35 = _scaled_dot_product_flash_attention_for_cpu_backward_3[2];  _scaled_dot_product_flash_attention_for_cpu_backward_3 = None
    zeros_6 = torch.ops.aten.zeros.default([0], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  zeros_6 = None
    slice_7 = torch.ops.aten.slice.Tensor(getitem_35, 2, 0, 8);  getitem_35 = None
    zeros_7 = torch.ops.aten.zeros.default([0], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  zeros_7 = None
    slice_8 = torch.ops.aten.slice.Tensor(getitem_34, 2, 0, 8);  getitem_34 = None
    transpose_13 = torch.ops.aten.transpose.int(getitem_33, 1, 2);  getitem_33 = None
    view_66 = torch.ops.aten.view.default(transpose_13, [2, 8, 16]);  transpose_13 = None
    transpose_14 = torch.ops.aten.transpose.int(slice_7, 1, 2);  slice_7 = None
    view_67 = torch.ops.aten.view.default(transpose_14, [2, 8, 16]);  transpose_14 = None
    transpose_15 = torch.ops.aten.transpose.int(slice_8, 1, 2);  slice_8 = None
    view_68 = torch.ops.aten.view.default(transpose_15, [2, 8, 16]);  transpose_15 = None
    cat_3 = torch.ops.aten.cat.default([view_66, view_68, view_67], 2);  view_66 = view_68 = view_67 = None
    view_69 = torch.ops.aten.view.default(cat_3, [16, 48]);  cat_3 = None
    _param_constant31 = self._param_constant31
    t_34 = torch.ops.aten.t.default(_param_constant31);  _param_constant31 = None
    mm_32 = torch.ops.aten.mm.default(view_69, t_34);  t_34 = None
    _tensor_constant81 = self._tensor_constant81
    t_35 = torch.ops.aten.t.default(_tensor_constant81);  _tensor_constant81 = None
    mm_33 = torch.ops.aten.mm.default(t_35, view_69);  t_35 = None
    sum_16 = torch.ops.aten.sum.dim_IntList(view_69, [0], True);  view_69 = None
    view_70 = torch.ops.aten.view.default(sum_16, [48]);  sum_16 = None
    view_71 = torch.ops.aten.view.default(mm_32, [2, 8, 16]);  mm_32 = None
    _tensor_constant82 = self._tensor_constant82
    _tensor_constant83 = self._tensor_constant83
    _tensor_constant84 = self._tensor_constant84
    _param_constant32 = self._param_constant32
    _param_constant33 = self._param_constant33
    native_layer_norm_backward_8 = torch.ops.aten.native_layer_norm_backward.default(view_71, _tensor_constant82, [16], _tensor_constant83, _tensor_constant84, _param_constant32, _param_constant33, [True, True, True]);  view_71 = _tensor_constant82 = _tensor_constant83 = _tensor_constant84 = _param_constant32 = _param_constant33 = None
    getitem_36 = native_layer_norm_backward_8[0]
    getitem_37 = native_layer_norm_backward_8[1]
    getitem_38 = native_layer_norm_backward_8[2];  native_layer_norm_backward_8 = None
    add_15 = torch.ops.aten.add.Tensor(add_14, getitem_36);  add_14 = getitem_36 = None
    view_72 = torch.ops.aten.view.default(add_15, [16, 16])
    _param_constant34 = self._param_constant34
    t_36 = torch.ops.aten.t.default(_param_constant34);  _param_constant34 = None
    mm_34 = torch.ops.aten.mm.default(view_72, t_36);  t_36 = None
    _tensor_constant85 = self._tensor_constant85
    t_37 = torch.ops.aten.t.default(_tensor_constant85);  _tensor_constant85 = None
    mm_35 = torch.ops.aten.mm.default(t_37, view_72);  t_37 = None
    sum_17 = torch.ops.aten.sum.dim_IntList(view_72, [0], True);  view_72 = None
    view_73 = torch.ops.aten.view.default(sum_17, [16]);  sum_17 = None
    view_74 = torch.ops.aten.view.default(mm_34, [2, 8, 64]);  mm_34 = None
    _tensor_constant86 = self._tensor_constant86
    mul_28 = torch.ops.aten.mul.Tensor(view_74, _tensor_constant86);  _tensor_constant86 = None
    _tensor_constant87 = self._tensor_constant87
    mul_29 = torch.ops.aten.mul.Tensor(view_74, _tensor_constant87);  view_74 = _tensor_constant87 = None
    _tensor_constant88 = self._tensor_constant88
    detach_9 = torch.ops.aten.detach.default(_tensor_constant88);  _tensor_constant88 = None
    tanh_backward_4 = torch.ops.aten.tanh_backward.default(mul_28, detach_9);  mul_28 = detach_9 = None
    mul_30 = torch.ops.aten.mul.Tensor(tanh_backward_4, 0.7978845608028654);  tanh_backward_4 = None
    mul_31 = torch.ops.aten.mul.Tensor(mul_30, 0.044715)
    _tensor_constant89 = self._tensor_constant89
    pow_5 = torch.ops.aten.pow.Tensor_Scalar(_tensor_constant89, 2.0);  _tensor_constant89 = None
    mul_32 = torch.ops.aten.mul.Scalar(pow_5, 3.0);  pow_5 = None
    mul_33 = torch.ops.aten.mul.Tensor(mul_31, mul_32);  mul_31 = mul_32 = None
    add_16 = torch.ops.aten.add.Tensor(mul_30, mul_33);  mul_30 = mul_33 = None
    mul_34 = torch.ops.aten.mul.Tensor(mul_29, 0.5);  mul_29 = None
    add_17 = torch.ops.aten.add.Tensor(add_16, mul_34);  add_16 = mul_34 = None
    view_75 = torch.ops.aten.view.default(add_17, [16, 64]);  add_17 = None
    _param_constant35 = self._param_constant35
    t_38 = torch.ops.aten.t.default(_param_constant35);  _param_constant35 = None
    mm_36 = torch.ops.aten.mm.default(view_75, t_38);  t_38 = None
    _tensor_constant90 = self._tensor_constant90
    t_39 = torch.ops.aten.t.default(_tensor_constant90);  _tensor_constant90 = None
    mm_37 = torch.ops.aten.mm.default(t_39, view_75);  t_39 = None
    sum_18 = torch.ops.aten.sum.dim_IntList(view_75, [0], True);  view_75 = None
    view_76 = torch.ops.aten.view.default(sum_18, [64]);  sum_18 = None
    view_77 = torch.ops.aten.view.default(mm_36, [2, 8, 16]);  mm_36 = None
    _tensor_constant91 = self._tensor_constant91
    _tensor_constant92 = self._tensor_constant92
    _tensor_constant93 = self._tensor_constant93
    _param_constant36 = self._param_constant36
    _param_constant37 = self._param_constant37
    native_layer_norm_backward_9 = torch.ops.aten.native_layer_norm_backward.default(view_77, _tensor_constant91, [16], _tensor_constant92, _tensor_constant93, _param_constant36, _param_constant37, [True, True, True]);  view_77 = _tensor_constant91 = _tensor_constant92 = _tensor_constant93 = _param_constant36 = _param_constant37 = None
    getitem_39 = native_layer_norm_backward_9[0]
    getitem_40 = native_layer_norm_backward_9[1]
    getitem_41 = native_layer_norm_backward_9[2];  native_layer_norm_backward_9 = None
    add_18 = torch.ops.aten.add.Tensor(add_15, getitem_39);  add_15 = getitem_39 = None
    view_78 = torch.ops.aten.view.default(add_18, [16, 16])
    _param_constant38 = self._param_constant38
    t_40 = torch.ops.aten.t.default(_param_constant38);  _param_constant38 = None
    mm_38 = torch.ops.aten.mm.default(view_78, t_40);  t_40 = None
    _tensor_constant94 = self._tensor_constant94
    t_41 = torch.ops.aten.t.default(_tensor_constant94);  _tensor_constant94 = None
    mm_39 = torch.ops.aten.mm.default(t_41, view_78);  t_41 = None
    sum_19 = torch.ops.aten.sum.dim_IntList(view_78, [0], True);  view_78 = None
    view_79 = torch.ops.aten.view.default(sum_19, [16]);  sum_19 = None
    view_80 = torch.ops.aten.view.default(mm_38, [2, 8, 16]);  mm_38 = None
    view_81 = torch.ops.aten.view.default(view_80, [2, 8, 2, 8]);  view_80 = None
    transpose_16 = torch.ops.aten.transpose.int(view_81, 1, 2);  view_81 = None
    view_82 = torch.ops.aten.view.default(transpose_16, [2, 2, 8, 8]);  transpose_16 = None
    _tensor_constant95 = self._tensor_constant95
    detach_10 = torch.ops.aten.detach.default(_tensor_constant95);  _tensor_constant95 = None
    _tensor_constant96 = self._tensor_constant96
    _tensor_constant97 = self._tensor_constant97
    _tensor_constant98 = self._tensor_constant98
    _tensor_constant99 = self._tensor_constant99
    _scaled_dot_product_flash_attention_for_cpu_backward_4 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(view_82, _tensor_constant96, _tensor_constant97, _tensor_constant98, detach_10, _tensor_constant99, 0.0, True, attn_mask = None, scale = 0.3535533905932738);  view_82 = _tensor_constant96 = _tensor_constant97 = _tensor_constant98 = detach_10 = _tensor_constant99 = None
    getitem_42 = _scaled_dot_product_flash_attention_for_cpu_backward_4[0]
    getitem_43 = _scaled_dot_product_flash_attention_for_cpu_backward_4[1]
    getitem_44 = _scaled_dot_product_flash_attention_for_cpu_backward_4[2];  _scaled_dot_product_flash_attention_for_cpu_backward_4 = None
    zeros_8 = torch.ops.aten.zeros.default([0], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  zeros_8 = None
    slice_9 = torch.ops.aten.slice.Tensor(getitem_44, 2, 0, 8);  getitem_44 = None
    zeros_9 = torch.ops.aten.zeros.default([0], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  zeros_9 = None
    slice_10 = torch.ops.aten.slice.Tensor(getitem_43, 2, 0, 8);  getitem_43 = None
    transpose_17 = torch.ops.aten.transpose.int(getitem_42, 1, 2);  getitem_42 = None
    view_83 = torch.ops.aten.view.default(transpose_17, [2, 8, 16]);  transpose_17 = None
    transpose_18 = torch.ops.aten.transpose.int(slice_9, 1, 2);  slice_9 = None
    view_84 = torch.ops.aten.view.default(transpose_18, [2, 8, 16]);  transpose_18 = None
    transpose_19 = torch.ops.aten.transpose.int(slice_10, 1, 2);  slice_10 = None
    view_85 = torch.ops.aten.view.default(transpose_19, [2, 8, 16]);  transpose_19 = None
    cat_4 = torch.ops.aten.cat.default([view_83, view_85, view_84], 2);  view_83 = view_85 = view_84 = None
    view_86 = torch.ops.aten.view.default(cat_4, [16, 48]);  cat_4 = None
    _param_constant39 = self._param_constant39
    t_42 = torch.ops.aten.t.default(_param_constant39);  _param_constant39 = None
    mm_40 = torch.ops.aten.mm.default(view_86, t_42);  t_42 = None
    _tensor_constant100 = self._tensor_constant100
    t_43 = torch.ops.aten.t.default(_tensor_constant100);  _tensor_constant100 = None
    mm_41 = torch.ops.aten.mm.default(t_43, view_86);  t_43 = None
    sum_20 = torch.ops.aten.sum.dim_IntList(view_86, [0], True);  view_86 = None
    view_87 = torch.ops.aten.view.default(sum_20, [48]);  sum_20 = None
    view_88 = torch.ops.aten.view.default(mm_40, [2, 8, 16]);  mm_40 = None
    _tensor_constant101 = self._tensor_constant101
    _tensor_constant102 = self._tensor_constant102
    _tensor_constant103 = self._tensor_constant103
    _param_constant40 = self._param_constant40
    _param_constant41 = self._param_constant41
    native_layer_norm_backward_10 = torch.ops.aten.native_layer_norm_backward.default(view_88, _tensor_constant101, [16], _tensor_constant102, _tensor_constant103, _param_constant40, _param_constant41, [True, True, True]);  view_88 = _tensor_constant101 = _tensor_constant102 = _tensor_constant103 = _param_constant40 = _param_constant41 = None
    getitem_45 = native_layer_norm_backward_10[0]
    getitem_46 = native_layer_norm_backward_10[1]
    getitem_47 = native_layer_norm_backward_10[2];  native_layer_norm_backward_10 = None
    add_19 = torch.ops.aten.add.Tensor(add_18, getitem_45);  add_18 = getitem_45 = None
    view_89 = torch.ops.aten.view.default(add_19, [16, 16])
    _param_constant42 = self._param_constant42
    t_44 = torch.ops.aten.t.default(_param_constant42);  _param_constant42 = None
    mm_42 = torch.ops.aten.mm.default(view_89, t_44);  t_44 = None
    _tensor_constant104 = self._tensor_constant104
    t_45 = torch.ops.aten.t.default(_tensor_constant104);  _tensor_constant104 = None
    mm_43 = torch.ops.aten.mm.default(t_45, view_89);  t_45 = None
    sum_21 = torch.ops.aten.sum.dim_IntList(view_89, [0], True);  view_89 = None
    view_90 = torch.ops.aten.view.default(sum_21, [16]);  sum_21 = None
    view_91 = torch.ops.aten.view.default(mm_42, [2, 8, 64]);  mm_42 = None
    _tensor_constant105 = self._tensor_constant105
    mul_35 = torch.ops.aten.mul.Tensor(view_91, _tensor_constant105);  _tensor_constant105 = None
    _tensor_constant106 = self._tensor_constant106
    mul_36 = torch.ops.aten.mul.Tensor(view_91, _tensor_constant106);  view_91 = _tensor_constant106 = None
    _tensor_constant107 = self._tensor_constant107
    detach_11 = torch.ops.aten.detach.default(_tensor_constant107);  _tensor_constant107 = None
    tanh_backward_5 = torch.ops.aten.tanh_backward.default(mul_35, detach_11);  mul_35 = detach_11 = None
    mul_37 = torch.ops.aten.mul.Tensor(tanh_backward_5, 0.7978845608028654);  tanh_backward_5 = None
    mul_38 = torch.ops.aten.mul.Tensor(mul_37, 0.044715)
    _tensor_constant108 = self._tensor_constant108
    pow_6 = torch.ops.aten.pow.Tensor_Scalar(_tensor_constant108, 2.0);  _tensor_constant108 = None
    mul_39 = torch.ops.aten.mul.Scalar(pow_6, 3.0);  pow_6 = None
    mul_40 = torch.ops.aten.mul.Tensor(mul_38, mul_39);  mul_38 = mul_39 = None
    add_20 = torch.ops.aten.add.Tensor(mul_37, mul_40);  mul_37 = mul_40 = None
    mul_41 = torch.ops.aten.mul.Tensor(mul_36, 0.5);  mul_36 = None
    add_21 = torch.ops.aten.add.Tensor(add_20, mul_41);  add_20 = mul_41 = None
    view_92 = torch.ops.aten.view.default(add_21, [16, 64]);  add_21 = None
    _param_constant43 = self._param_constant43
    t_46 = torch.ops.aten.t.default(_param_constant43);  _param_constant43 = None
    mm_44 = torch.ops.aten.mm.default(view_92, t_46);  t_46 = None
    _tensor_constant109 = self._tensor_constant109
    t_47 = torch.ops.aten.t.default(_tensor_constant109);  _tensor_constant109 = None
    mm_45 = torch.ops.aten.mm.default(t_47, view_92);  t_47 = None
    sum_22 = torch.ops.aten.sum.dim_IntList(view_92, [0], True);  view_92 = None
    view_93 = torch.ops.aten.view.default(sum_22, [64]);  sum_22 = None
    view_94 = torch.ops.aten.view.default(mm_44, [2, 8, 16]);  mm_44 = None
    _tensor_constant110 = self._tensor_constant110
    _tensor_constant111 = self._tensor_constant111
    _tensor_constant112 = self._tensor_constant112
    _param_constant44 = self._param_constant44
    _param_constant45 = self._param_constant45
    native_layer_norm_backward_11 = torch.ops.aten.native_layer_norm_backward.default(view_94, _tensor_constant110, [16], _tensor_constant111, _tensor_constant112, _param_constant44, _param_constant45, [True, True, True]);  view_94 = _tensor_constant110 = _tensor_constant111 = _tensor_constant112 = _param_constant44 = _param_constant45 = None
    getitem_48 = native_layer_norm_backward_11[0]
    getitem_49 = native_layer_norm_backward_11[1]
    getitem_50 = native_layer_norm_backward_11[2];  native_layer_norm_backward_11 = None
    add_22 = torch.ops.aten.add.Tensor(add_19, getitem_48);  add_19 = getitem_48 = None
    view_95 = torch.ops.aten.view.default(add_22, [16, 16])
    _param_constant46 = self._param_constant46
    t_48 = torch.ops.aten.t.default(_param_constant46);  _param_constant46 = None
    mm_46 = torch.ops.aten.mm.default(view_95, t_48);  t_48 = None
    _tensor_constant113 = self._tensor_constant113
    t_49 = torch.ops.aten.t.default(_tensor_constant113);  _tensor_constant113 = None
    mm_47 = torch.ops.aten.mm.default(t_49, view_95);  t_49 = None
    sum_23 = torch.ops.aten.sum.dim_IntList(view_95, [0], True);  view_95 = None
    view_96 = torch.ops.aten.view.default(sum_23, [16]);  sum_23 = None
    view_97 = torch.ops.aten.view.default(mm_46, [2, 8, 16]);  mm_46 = None
    view_98 = torch.ops.aten.view.default(view_97, [2, 8, 2, 8]);  view_97 = None
    transpose_20 = torch.ops.aten.transpose.int(view_98, 1, 2);  view_98 = None
    view_99 = torch.ops.aten.view.default(transpose_20, [2, 2, 8, 8]);  transpose_20 = None
    _tensor_constant114 = self._tensor_constant114
    detach_12 = torch.ops.aten.detach.default(_tensor_constant114);  _tensor_constant114 = None
    _tensor_constant115 = self._tensor_constant115
    _tensor_constant116 = self._tensor_constant116
    _tensor_constant117 = self._tensor_constant117
    _tensor_constant118 = self._tensor_constant118
    _scaled_dot_product_flash_attention_for_cpu_backward_5 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(view_99, _tensor_constant115, _tensor_constant116, _tensor_constant117, detach_12, _tensor_constant118, 0.0, True, attn_mask = None, scale = 0.3535533905932738);  view_99 = _tensor_constant115 = _tensor_constant116 = _tensor_constant117 = detach_12 = _tensor_constant118 = None
    getitem_51 = _scaled_dot_product_flash_attention_for_cpu_backward_5[0]
    getitem_52 = _scaled_dot_product_flash_attention_for_cpu_backward_5[1]
    getitem_53 = _scaled_dot_product_flash_attention_for_cpu_backward_5[2];  _scaled_dot_product_flash_attention_for_cpu_backward_5 = None
    zeros_10 = torch.ops.aten.zeros.default([0], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  zeros_10 = None
    slice_11 = torch.ops.aten.slice.Tensor(getitem_53, 2, 0, 8);  getitem_53 = None
    zeros_11 = torch.ops.aten.zeros.default([0], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  zeros_11 = None
    slice_12 = torch.ops.aten.slice.Tensor(getitem_52, 2, 0, 8);  getitem_52 = None
    transpose_21 = torch.ops.aten.transpose.int(getitem_51, 1, 2);  getitem_51 = None
    view_100 = torch.ops.aten.view.default(transpose_21, [2, 8, 16]);  transpose_21 = None
    transpose_22 = torch.ops.aten.transpose.int(slice_11, 1, 2);  slice_11 = None
    view_101 = torch.ops.aten.view.default(transpose_22, [2, 8, 16]);  transpose_22 = None
    transpose_23 = torch.ops.aten.transpose.int(slice_12, 1, 2);  slice_12 = None
    view_102 = torch.ops.aten.view.default(transpose_23, [2, 8, 16]);  transpose_23 = None
    cat_5 = torch.ops.aten.cat.default([view_100, view_102, view_101], 2);  view_100 = view_102 = view_101 = None
    view_103 = torch.ops.aten.view.default(cat_5, [16, 48]);  cat_5 = None
    _param_constant47 = self._param_constant47
    t_50 = torch.ops.aten.t.default(_param_constant47);  _param_constant47 = None
    mm_48 = torch.ops.aten.mm.default(view_103, t_50);  t_50 = None
    _tensor_constant119 = self._tensor_constant119
    t_51 = torch.ops.aten.t.default(_tensor_constant119);  _tensor_constant119 = None
    mm_49 = torch.ops.aten.mm.default(t_51, view_103);  t_51 = None
    sum_24 = torch.ops.aten.sum.dim_IntList(view_103, [0], True);  view_103 = None
    view_104 = torch.ops.aten.view.default(sum_24, [48]);  sum_24 = None
    view_105 = torch.ops.aten.view.default(mm_48, [2, 8, 16]);  mm_48 = None
    _tensor_constant120 = self._tensor_constant120
    _tensor_constant121 = self._tensor_constant121
    _tensor_constant122 = self._tensor_constant122
    _param_constant48 = self._param_constant48
    _param_constant49 = self._param_constant49
    native_layer_norm_backward_12 = torch.ops.aten.native_layer_norm_backward.default(view_105, _tensor_constant120, [16], _tensor_constant121, _tensor_constant122, _param_constant48, _param_constant49, [True, True, True]);  view_105 = _tensor_constant120 = _tensor_constant121 = _tensor_constant122 = _param_constant48 = _param_constant49 = None
    getitem_54 = native_layer_norm_backward_12[0]
    getitem_55 = native_layer_norm_backward_12[1]
    getitem_56 = native_layer_norm_backward_12[2];  native_layer_norm_backward_12 = None
    add_23 = torch.ops.aten.add.Tensor(add_22, getitem_54);  add_22 = getitem_54 = None
    view_106 = torch.ops.aten.view.default(add_23, [16, 16])
    _param_constant50 = self._param_constant50
    t_52 = torch.ops.aten.t.default(_param_constant50);  _param_constant50 = None
    mm_50 = torch.ops.aten.mm.default(view_106, t_52);  t_52 = None
    _tensor_constant123 = self._tensor_constant123
    t_53 = torch.ops.aten.t.default(_tensor_constant123);  _tensor_constant123 = None
    mm_51 = torch.ops.aten.mm.default(t_53, view_106);  t_53 = None
    sum_25 = torch.ops.aten.sum.dim_IntList(view_106, [0], True);  view_106 = None
    view_107 = torch.ops.aten.view.default(sum_25, [16]);  sum_25 = None
    view_108 = torch.ops.aten.view.default(mm_50, [2, 8, 64]);  mm_50 = None
    _tensor_constant124 = self._tensor_constant124
    mul_42 = torch.ops.aten.mul.Tensor(view_108, _tensor_constant124);  _tensor_constant124 = None
    _tensor_constant125 = self._tensor_constant125
    mul_43 = torch.ops.aten.mul.Tensor(view_108, _tensor_constant125);  view_108 = _tensor_constant125 = None
    _tensor_constant126 = self._tensor_constant126
    detach_13 = torch.ops.aten.detach.default(_tensor_constant126);  _tensor_constant126 = None
    tanh_backward_6 = torch.ops.aten.tanh_backward.default(mul_42, detach_13);  mul_42 = detach_13 = None
    mul_44 = torch.ops.aten.mul.Tensor(tanh_backward_6, 0.7978845608028654);  tanh_backward_6 = None
    mul_45 = torch.ops.aten.mul.Tensor(mul_44, 0.044715)
    _tensor_constant127 = self._tensor_constant127
    pow_7 = torch.ops.aten.pow.Tensor_Scalar(_tensor_constant127, 2.0);  _tensor_constant127 = None
    mul_46 = torch.ops.aten.mul.Scalar(pow_7, 3.0);  pow_7 = None
    mul_47 = torch.ops.aten.mul.Tensor(mul_45, mul_46);  mul_45 = mul_46 = None
    add_24 = torch.ops.aten.add.Tensor(mul_44, mul_47);  mul_44 = mul_47 = None
    mul_48 = torch.ops.aten.mul.Tensor(mul_43, 0.5);  mul_43 = None
    add_25 = torch.ops.aten.add.Tensor(add_24, mul_48);  add_24 = mul_48 = None
    view_109 = torch.ops.aten.view.default(add_25, [16, 64]);  add_25 = None
    _param_constant51 = self._param_constant51
    t_54 = torch.ops.aten.t.default(_param_constant51);  _param_constant51 = None
    mm_52 = torch.ops.aten.mm.default(view_109, t_54);  t_54 = None
    _tensor_constant128 = self._tensor_constant128
    t_55 = torch.ops.aten.t.default(_tensor_constant128);  _tensor_constant128 = None
    mm_53 = torch.ops.aten.mm.default(t_55, view_109);  t_55 = None
    sum_26 = torch.ops.aten.sum.dim_IntList(view_109, [0], True);  view_109 = None
    view_110 = torch.ops.aten.view.default(sum_26, [64]);  sum_26 = None
    view_111 = torch.ops.aten.view.default(mm_52, [2, 8, 16]);  mm_52 = None
    _tensor_constant129 = self._tensor_constant129
    _tensor_constant130 = self._tensor_constant130
    _tensor_constant131 = self._tensor_constant131
    _param_constant52 = self._param_constant52
    _param_constant53 = self._param_constant53
    native_layer_norm_backward_13 = torch.ops.aten.native_layer_norm_backward.default(view_111, _tensor_constant129, [16], _tensor_constant130, _tensor_constant131, _param_constant52, _param_constant53, [True, True, True]);  view_111 = _tensor_constant129 = _tensor_constant130 = _tensor_constant131 = _param_constant52 = _param_constant53 = None
    getitem_57 = native_layer_norm_backward_13[0]
    getitem_58 = native_layer_norm_backward_13[1]
    getitem_59 = native_layer_norm_backward_13[2];  native_layer_norm_backward_13 = None
    add_26 = torch.ops.aten.add.Tensor(add_23, getitem_57);  add_23 = getitem_57 = None
    view_112 = torch.ops.aten.view.default(add_26, [16, 16])
    _param_constant54 = self._param_constant54
    t_56 = torch.ops.aten.t.default(_param_constant54);  _param_constant54 = None
    mm_54 = torch.ops.aten.mm.default(view_112, t_56);  t_56 = None
    _tensor_constant132 = self._tensor_constant132
    t_57 = torch.ops.aten.t.default(_tensor_constant132);  _tensor_constant132 = None
    mm_55 = torch.ops.aten.mm.default(t_57, view_112);  t_57 = None
    sum_27 = torch.ops.aten.sum.dim_IntList(view_112, [0], True);  view_112 = None
    view_113 = torch.ops.aten.view.default(sum_27, [16]);  sum_27 = None
    view_114 = torch.ops.aten.view.default(mm_54, [2, 8, 16]);  mm_54 = None
    view_115 = torch.ops.aten.view.default(view_114, [2, 8, 2, 8]);  view_114 = None
    transpose_24 = torch.ops.aten.transpose.int(view_115, 1, 2);  view_115 = None
    view_116 = torch.ops.aten.view.default(transpose_24, [2, 2, 8, 8]);  transpose_24 = None
    _tensor_constant133 = self._tensor_constant133
    detach_14 = torch.ops.aten.detach.default(_tensor_constant133);  _tensor_constant133 = None
    _tensor_constant134 = self._tensor_constant134
    _tensor_constant135 = self._tensor_constant135
    _tensor_constant136 = self._tensor_constant136
    _tensor_constant137 = self._tensor_constant137
    _scaled_dot_product_flash_attention_for_cpu_backward_6 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(view_116, _tensor_constant134, _tensor_constant135, _tensor_constant136, detach_14, _tensor_constant137, 0.0, True, attn_mask = None, scale = 0.3535533905932738);  view_116 = _tensor_constant134 = _tensor_constant135 = _tensor_constant136 = detach_14 = _tensor_constant137 = None
    getitem_60 = _scaled_dot_product_flash_attention_for_cpu_backward_6[0]
    getitem_61 = _scaled_dot_product_flash_attention_for_cpu_backward_6[1]
    getitem_62 = _scaled_dot_product_flash_attention_for_cpu_backward_6[2];  _scaled_dot_product_flash_attention_for_cpu_backward_6 = None
    zeros_12 = torch.ops.aten.zeros.default([0], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  zeros_12 = None
    slice_13 = torch.ops.aten.slice.Tensor(getitem_62, 2, 0, 8);  getitem_62 = None
    zeros_13 = torch.ops.aten.zeros.default([0], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  zeros_13 = None
    slice_14 = torch.ops.aten.slice.Tensor(getitem_61, 2, 0, 8);  getitem_61 = None
    transpose_25 = torch.ops.aten.transpose.int(getitem_60, 1, 2);  getitem_60 = None
    view_117 = torch.ops.aten.view.default(transpose_25, [2, 8, 16]);  transpose_25 = None
    transpose_26 = torch.ops.aten.transpose.int(slice_13, 1, 2);  slice_13 = None
    view_118 = torch.ops.aten.view.default(transpose_26, [2, 8, 16]);  transpose_26 = None
    transpose_27 = torch.ops.aten.transpose.int(slice_14, 1, 2);  slice_14 = None
    view_119 = torch.ops.aten.view.default(transpose_27, [2, 8, 16]);  transpose_27 = None
    cat_6 = torch.ops.aten.cat.default([view_117, view_119, view_118], 2);  view_117 = view_119 = view_118 = None
    view_120 = torch.ops.aten.view.default(cat_6, [16, 48]);  cat_6 = None
    _param_constant55 = self._param_constant55
    t_58 = torch.ops.aten.t.default(_param_constant55);  _param_constant55 = None
    mm_56 = torch.ops.aten.mm.default(view_120, t_58);  t_58 = None
    _tensor_constant138 = self._tensor_constant138
    t_59 = torch.ops.aten.t.default(_tensor_constant138);  _tensor_constant138 = None
    mm_57 = torch.ops.aten.mm.default(t_59, view_120);  t_59 = None
    sum_28 = torch.ops.aten.sum.dim_IntList(view_120, [0], True);  view_120 = None
    view_121 = torch.ops.aten.view.default(sum_28, [48]);  sum_28 = None
    view_122 = torch.ops.aten.view.default(mm_56, [2, 8, 16]);  mm_56 = None
    _tensor_constant139 = self._tensor_constant139
    _tensor_constant140 = self._tensor_constant140
    _tensor_constant141 = self._tensor_constant141
    _param_constant56 = self._param_constant56
    _param_constant57 = self._param_constant57
    native_layer_norm_backward_14 = torch.ops.aten.native_layer_norm_backward.default(view_122, _tensor_constant139, [16], _tensor_constant140, _tensor_constant141, _param_constant56, _param_constant57, [True, True, True]);  view_122 = _tensor_constant139 = _tensor_constant140 = _tensor_constant141 = _param_constant56 = _param_constant57 = None
    getitem_63 = native_layer_norm_backward_14[0]
    getitem_64 = native_layer_norm_backward_14[1]
    getitem_65 = native_layer_norm_backward_14[2];  native_layer_norm_backward_14 = None
    add_27 = torch.ops.aten.add.Tensor(add_26, getitem_63);  add_26 = getitem_63 = None
    view_123 = torch.ops.aten.view.default(add_27, [16, 16])
    _param_constant58 = self._param_constant58
    t_60 = torch.ops.aten.t.default(_param_constant58);  _param_constant58 = None
    mm_58 = torch.ops.aten.mm.default(view_123, t_60);  t_60 = None
    _tensor_constant142 = self._tensor_constant142
    t_61 = torch.ops.aten.t.default(_tensor_constant142);  _tensor_constant142 = None
    mm_59 = torch.ops.aten.mm.default(t_61, view_123);  t_61 = None
    sum_29 = torch.ops.aten.sum.dim_IntList(view_123, [0], True);  view_123 = None
    view_124 = torch.ops.aten.view.default(sum_29, [16]);  sum_29 = None
    view_125 = torch.ops.aten.view.default(mm_58, [2, 8, 64]);  mm_58 = None
    _tensor_constant143 = self._tensor_constant143
    mul_49 = torch.ops.aten.mul.Tensor(view_125, _tensor_constant143);  _tensor_constant143 = None
    _tensor_constant144 = self._tensor_constant144
    mul_50 = torch.ops.aten.mul.Tensor(view_125, _tensor_constant144);  view_125 = _tensor_constant144 = None
    _tensor_constant145 = self._tensor_constant145
    detach_15 = torch.ops.aten.detach.default(_tensor_constant145);  _tensor_constant145 = None
    tanh_backward_7 = torch.ops.aten.tanh_backward.default(mul_49, detach_15);  mul_49 = detach_15 = None
    mul_51 = torch.ops.aten.mul.Tensor(tanh_backward_7, 0.7978845608028654);  tanh_backward_7 = None
    mul_52 = torch.ops.aten.mul.Tensor(mul_51, 0.044715)
    _tensor_constant146 = self._tensor_constant146
    pow_8 = torch.ops.aten.pow.Tensor_Scalar(_tensor_constant146, 2.0);  _tensor_constant146 = None
    mul_53 = torch.ops.aten.mul.Scalar(pow_8, 3.0);  pow_8 = None
    mul_54 = torch.ops.aten.mul.Tensor(mul_52, mul_53);  mul_52 = mul_53 = None
    add_28 = torch.ops.aten.add.Tensor(mul_51, mul_54);  mul_51 = mul_54 = None
    mul_55 = torch.ops.aten.mul.Tensor(mul_50, 0.5);  mul_50 = None
    add_29 = torch.ops.aten.add.Tensor(add_28, mul_55);  add_28 = mul_55 = None
    view_126 = torch.ops.aten.view.default(add_29, [16, 64]);  add_29 = None
    _param_constant59 = self._param_constant59
    t_62 = torch.ops.aten.t.default(_param_constant59);  _param_constant59 = None
    mm_60 = torch.ops.aten.mm.default(view_126, t_62);  t_62 = None
    _tensor_constant147 = self._tensor_constant147
    t_63 = torch.ops.aten.t.default(_tensor_constant147);  _tensor_constant147 = None
    mm_61 = torch.ops.aten.mm.default(t_63, view_126);  t_63 = None
    sum_30 = torch.ops.aten.sum.dim_IntList(view_126, [0], True);  view_126 = None
    view_127 = torch.ops.aten.view.default(sum_30, [64]);  sum_30 = None
    view_128 = torch.ops.aten.view.default(mm_60, [2, 8, 16]);  mm_60 = None
    _tensor_constant148 = self._tensor_constant148
    _tensor_constant149 = self._tensor_constant149
    _tensor_constant150 = self._tensor_constant150
    _param_constant60 = self._param_constant60
    _param_constant61 = self._param_constant61
    native_layer_norm_backward_15 = torch.ops.aten.native_layer_norm_backward.default(view_128, _tensor_constant148, [16], _tensor_constant149, _tensor_constant150, _param_constant60, _param_constant61, [True, True, True]);  view_128 = _tensor_constant148 = _tensor_constant149 = _tensor_constant150 = _param_constant60 = _param_constant61 = None
    getitem_66 = native_layer_norm_backward_15[0]
    getitem_67 = native_layer_norm_backward_15[1]
    getitem_68 = native_layer_norm_backward_15[2];  native_layer_norm_backward_15 = None
    add_30 = torch.ops.aten.add.Tensor(add_27, getitem_66);  add_27 = getitem_66 = None
    view_129 = torch.ops.aten.view.default(add_30, [16, 16])
    _param_constant62 = self._param_constant62
    t_64 = torch.ops.aten.t.default(_param_constant62);  _param_constant62 = None
    mm_62 = torch.ops.aten.mm.default(view_129, t_64);  t_64 = None
    _tensor_constant151 = self._tensor_constant151
    t_65 = torch.ops.aten.t.default(_tensor_constant151);  _tensor_constant151 = None
    mm_63 = torch.ops.aten.mm.default(t_65, view_129);  t_65 = None
    sum_31 = torch.ops.aten.sum.dim_IntList(view_129, [0], True);  view_129 = None
    view_130 = torch.ops.aten.view.default(sum_31, [16]);  sum_31 = None
    view_131 = torch.ops.aten.view.default(mm_62, [2, 8, 16]);  mm_62 = None
    view_132 = torch.ops.aten.view.default(view_131, [2, 8, 2, 8]);  view_131 = None
    transpose_28 = torch.ops.aten.transpose.int(view_132, 1, 2);  view_132 = None
    view_133 = torch.ops.aten.view.default(transpose_28, [2, 2, 8, 8]);  transpose_28 = None
    _tensor_constant152 = self._tensor_constant152
    detach_16 = torch.ops.aten.detach.default(_tensor_constant152);  _tensor_constant152 = None
    _tensor_constant153 = self._tensor_constant153
    _tensor_constant154 = self._tensor_constant154
    _tensor_constant155 = self._tensor_constant155
    _tensor_constant156 = self._tensor_constant156
    _scaled_dot_product_flash_attention_for_cpu_backward_7 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(view_133, _tensor_constant153, _tensor_constant154, _tensor_constant155, detach_16, _tensor_constant156, 0.0, True, attn_mask = None, scale = 0.3535533905932738);  view_133 = _tensor_constant153 = _tensor_constant154 = _tensor_constant155 = detach_16 = _tensor_constant156 = None
    getitem_69 = _scaled_dot_product_flash_attention_for_cpu_backward_7[0]
    getitem_70 = _scaled_dot_product_flash_attention_for_cpu_backward_7[1]
    getitem_71 = _scaled_dot_product_flash_attention_for_cpu_backward_7[2];  _scaled_dot_product_flash_attention_for_cpu_backward_7 = None
    zeros_14 = torch.ops.aten.zeros.default([0], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  zeros_14 = None
    slice_15 = torch.ops.aten.slice.Tensor(getitem_71, 2, 0, 8);  getitem_71 = None
    zeros_15 = torch.ops.aten.zeros.default([0], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  zeros_15 = None
    slice_16 = torch.ops.aten.slice.Tensor(getitem_70, 2, 0, 8);  getitem_70 = None
    transpose_29 = torch.ops.aten.transpose.int(getitem_69, 1, 2);  getitem_69 = None
    view_134 = torch.ops.aten.view.default(transpose_29, [2, 8, 16]);  transpose_29 = None
    transpose_30 = torch.ops.aten.transpose.int(slice_15, 1, 2);  slice_15 = None
    view_135 = torch.ops.aten.view.default(transpose_30, [2, 8, 16]);  transpose_30 = None
    transpose_31 = torch.ops.aten.transpose.int(slice_16, 1, 2);  slice_16 = None
    view_136 = torch.ops.aten.view.default(transpose_31, [2, 8, 16]);  transpose_31 = None
    cat_7 = torch.ops.aten.cat.default([view_134, view_136, view_135], 2);  view_134 = view_136 = view_135 = None
    view_137 = torch.ops.aten.view.default(cat_7, [16, 48]);  cat_7 = None
    _param_constant63 = self._param_constant63
    t_66 = torch.ops.aten.t.default(_param_constant63);  _param_constant63 = None
    mm_64 = torch.ops.aten.mm.default(view_137, t_66);  t_66 = None
    _tensor_constant157 = self._tensor_constant157
    t_67 = torch.ops.aten.t.default(_tensor_constant157);  _tensor_constant157 = None
    mm_65 = torch.ops.aten.mm.default(t_67, view_137);  t_67 = None
    sum_32 = torch.ops.aten.sum.dim_IntList(view_137, [0], True);  view_137 = None
    view_138 = torch.ops.aten.view.default(sum_32, [48]);  sum_32 = None
    view_139 = torch.ops.aten.view.default(mm_64, [2, 8, 16]);  mm_64 = None
    _tensor_constant158 = self._tensor_constant158
    _tensor_constant159 = self._tensor_constant159
    _tensor_constant160 = self._tensor_constant160
    _param_constant64 = self._param_constant64
    _param_constant65 = self._param_constant65
    native_layer_norm_backward_16 = torch.ops.aten.native_layer_norm_backward.default(view_139, _tensor_constant158, [16], _tensor_constant159, _tensor_constant160, _param_constant64, _param_constant65, [True, True, True]);  view_139 = _tensor_constant158 = _tensor_constant159 = _tensor_constant160 = _param_constant64 = _param_constant65 = None
    getitem_72 = native_layer_norm_backward_16[0]
    getitem_73 = native_layer_norm_backward_16[1]
    getitem_74 = native_layer_norm_backward_16[2];  native_layer_norm_backward_16 = None
    add_31 = torch.ops.aten.add.Tensor(add_30, getitem_72);  add_30 = getitem_72 = None
    view_140 = torch.ops.aten.view.default(add_31, [16, 16])
    _param_constant66 = self._param_constant66
    t_68 = torch.ops.aten.t.default(_param_constant66);  _param_constant66 = None
    mm_66 = torch.ops.aten.mm.default(view_140, t_68);  t_68 = None
    _tensor_constant161 = self._tensor_constant161
    t_69 = torch.ops.aten.t.default(_tensor_constant161);  _tensor_constant161 = None
    mm_67 = torch.ops.aten.mm.default(t_69, view_140);  t_69 = None
    sum_33 = torch.ops.aten.sum.dim_IntList(view_140, [0], True);  view_140 = None
    view_141 = torch.ops.aten.view.default(sum_33, [16]);  sum_33 = None
    view_142 = torch.ops.aten.view.default(mm_66, [2, 8, 64]);  mm_66 = None
    _tensor_constant162 = self._tensor_constant162
    mul_56 = torch.ops.aten.mul.Tensor(view_142, _tensor_constant162);  _tensor_constant162 = None
    _tensor_constant163 = self._tensor_constant163
    mul_57 = torch.ops.aten.mul.Tensor(view_142, _tensor_constant163);  view_142 = _tensor_constant163 = None
    _tensor_constant164 = self._tensor_constant164
    detach_17 = torch.ops.aten.detach.default(_tensor_constant164);  _tensor_constant164 = None
    tanh_backward_8 = torch.ops.aten.tanh_backward.default(mul_56, detach_17);  mul_56 = detach_17 = None
    mul_58 = torch.ops.aten.mul.Tensor(tanh_backward_8, 0.7978845608028654);  tanh_backward_8 = None
    mul_59 = torch.ops.aten.mul.Tensor(mul_58, 0.044715)
    _tensor_constant165 = self._tensor_constant165
    pow_9 = torch.ops.aten.pow.Tensor_Scalar(_tensor_constant165, 2.0);  _tensor_constant165 = None
    mul_60 = torch.ops.aten.mul.Scalar(pow_9, 3.0);  pow_9 = None
    mul_61 = torch.ops.aten.mul.Tensor(mul_59, mul_60);  mul_59 = mul_60 = None
    add_32 = torch.ops.aten.add.Tensor(mul_58, mul_61);  mul_58 = mul_61 = None
    mul_62 = torch.ops.aten.mul.Tensor(mul_57, 0.5);  mul_57 = None
    add_33 = torch.ops.aten.add.Tensor(add_32, mul_62);  add_32 = mul_62 = None
    view_143 = torch.ops.aten.view.default(add_33, [16, 64]);  add_33 = None
    _param_constant67 = self._param_constant67
    t_70 = torch.ops.aten.t.default(_param_constant67);  _param_constant67 = None
    mm_68 = torch.ops.aten.mm.default(view_143, t_70);  t_70 = None
    _tensor_constant166 = self._tensor_constant166
    t_71 = torch.ops.aten.t.default(_tensor_constant166);  _tensor_constant166 = None
    mm_69 = torch.ops.aten.mm.default(t_71, view_143);  t_71 = None
    sum_34 = torch.ops.aten.sum.dim_IntList(view_143, [0], True);  view_143 = None
    view_144 = torch.ops.aten.view.default(sum_34, [64]);  sum_34 = None
    view_145 = torch.ops.aten.view.default(mm_68, [2, 8, 16]);  mm_68 = None
    _tensor_constant167 = self._tensor_constant167
    _tensor_constant168 = self._tensor_constant168
    _tensor_constant169 = self._tensor_constant169
    _param_constant68 = self._param_constant68
    _param_constant69 = self._param_constant69
    native_layer_norm_backward_17 = torch.ops.aten.native_layer_norm_backward.default(view_145, _tensor_constant167, [16], _tensor_constant168, _tensor_constant169, _param_constant68, _param_constant69, [True, True, True]);  view_145 = _tensor_constant167 = _tensor_constant168 = _tensor_constant169 = _param_constant68 = _param_constant69 = None
    getitem_75 = native_layer_norm_backward_17[0]
    getitem_76 = native_layer_norm_backward_17[1]
    getitem_77 = native_layer_norm_backward_17[2];  native_layer_norm_backward_17 = None
    add_34 = torch.ops.aten.add.Tensor(add_31, getitem_75);  add_31 = getitem_75 = None
    view_146 = torch.ops.aten.view.default(add_34, [16, 16])
    _param_constant70 = self._param_constant70
    t_72 = torch.ops.aten.t.default(_param_constant70);  _param_constant70 = None
    mm_70 = torch.ops.aten.mm.default(view_146, t_72);  t_72 = None
    _tensor_constant170 = self._tensor_constant170
    t_73 = torch.ops.aten.t.default(_tensor_constant170);  _tensor_constant170 = None
    mm_71 = torch.ops.aten.mm.default(t_73, view_146);  t_73 = None
    sum_35 = torch.ops.aten.sum.dim_IntList(view_146, [0], True);  view_146 = None
    view_147 = torch.ops.aten.view.default(sum_35, [16]);  sum_35 = None
    view_148 = torch.ops.aten.view.default(mm_70, [2, 8, 16]);  mm_70 = None
    view_149 = torch.ops.aten.view.default(view_148, [2, 8, 2, 8]);  view_148 = None
    transpose_32 = torch.ops.aten.transpose.int(view_149, 1, 2);  view_149 = None
    view_150 = torch.ops.aten.view.default(transpose_32, [2, 2, 8, 8]);  transpose_32 = None
    _tensor_constant171 = self._tensor_constant171
    detach_18 = torch.ops.aten.detach.default(_tensor_constant171);  _tensor_constant171 = None
    _tensor_constant172 = self._tensor_constant172
    _tensor_constant173 = self._tensor_constant173
    _tensor_constant174 = self._tensor_constant174
    _tensor_constant175 = self._tensor_constant175
    _scaled_dot_product_flash_attention_for_cpu_backward_8 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(view_150, _tensor_constant172, _tensor_constant173, _tensor_constant174, detach_18, _tensor_constant175, 0.0, True, attn_mask = None, scale = 0.3535533905932738);  view_150 = _tensor_constant172 = _tensor_constant173 = _tensor_constant174 = detach_18 = _tensor_constant175 = None
    getitem_78 = _scaled_dot_product_flash_attention_for_cpu_backward_8[0]
    getitem_79 = _scaled_dot_product_flash_attention_for_cpu_backward_8[1]
    getitem_80 = _scaled_dot_product_flash_attention_for_cpu_backward_8[2];  _scaled_dot_product_flash_attention_for_cpu_backward_8 = None
    zeros_16 = torch.ops.aten.zeros.default([0], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  zeros_16 = None
    slice_17 = torch.ops.aten.slice.Tensor(getitem_80, 2, 0, 8);  getitem_80 = None
    zeros_17 = torch.ops.aten.zeros.default([0], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  zeros_17 = None
    slice_18 = torch.ops.aten.slice.Tensor(getitem_79, 2, 0, 8);  getitem_79 = None
    transpose_33 = torch.ops.aten.transpose.int(getitem_78, 1, 2);  getitem_78 = None
    view_151 = torch.ops.aten.view.default(transpose_33, [2, 8, 16]);  transpose_33 = None
    transpose_34 = torch.ops.aten.transpose.int(slice_17, 1, 2);  slice_17 = None
    view_152 = torch.ops.aten.view.default(transpose_34, [2, 8, 16]);  transpose_34 = None
    transpose_35 = torch.ops.aten.transpose.int(slice_18, 1, 2);  slice_18 = None
    view_153 = torch.ops.aten.view.default(transpose_35, [2, 8, 16]);  transpose_35 = None
    cat_8 = torch.ops.aten.cat.default([view_151, view_153, view_152], 2);  view_151 = view_153 = view_152 = None
    view_154 = torch.ops.aten.view.default(cat_8, [16, 48]);  cat_8 = None
    _param_constant71 = self._param_constant71
    t_74 = torch.ops.aten.t.default(_param_constant71);  _param_constant71 = None
    mm_72 = torch.ops.aten.mm.default(view_154, t_74);  t_74 = None
    _tensor_constant176 = self._tensor_constant176
    t_75 = torch.ops.aten.t.default(_tensor_constant176);  _tensor_constant176 = None
    mm_73 = torch.ops.aten.mm.default(t_75, view_154);  t_75 = None
    sum_36 = torch.ops.aten.sum.dim_IntList(view_154, [0], True);  view_154 = None
    view_155 = torch.ops.aten.view.default(sum_36, [48]);  sum_36 = None
    view_156 = torch.ops.aten.view.default(mm_72, [2, 8, 16]);  mm_72 = None
    _tensor_constant177 = self._tensor_constant177
    _tensor_constant178 = self._tensor_constant178
    _tensor_constant179 = self._tensor_constant179
    _param_constant72 = self._param_constant72
    _param_constant73 = self._param_constant73
    native_layer_norm_backward_18 = torch.ops.aten.native_layer_norm_backward.default(view_156, _tensor_constant177, [16], _tensor_constant178, _tensor_constant179, _param_constant72, _param_constant73, [True, True, True]);  view_156 = _tensor_constant177 = _tensor_constant178 = _tensor_constant179 = _param_constant72 = _param_constant73 = None
    getitem_81 = native_layer_norm_backward_18[0]
    getitem_82 = native_layer_norm_backward_18[1]
    getitem_83 = native_layer_norm_backward_18[2];  native_layer_norm_backward_18 = None
    add_35 = torch.ops.aten.add.Tensor(add_34, getitem_81);  add_34 = getitem_81 = None
    view_157 = torch.ops.aten.view.default(add_35, [16, 16])
    _param_constant74 = self._param_constant74
    t_76 = torch.ops.aten.t.default(_param_constant74);  _param_constant74 = None
    mm_74 = torch.ops.aten.mm.default(view_157, t_76);  t_76 = None
    _tensor_constant180 = self._tensor_constant180
    t_77 = torch.ops.aten.t.default(_tensor_constant180);  _tensor_constant180 = None
    mm_75 = torch.ops.aten.mm.default(t_77, view_157);  t_77 = None
    sum_37 = torch.ops.aten.sum.dim_IntList(view_157, [0], True);  view_157 = None
    view_158 = torch.ops.aten.view.default(sum_37, [16]);  sum_37 = None
    view_159 = torch.ops.aten.view.default(mm_74, [2, 8, 64]);  mm_74 = None
    _tensor_constant181 = self._tensor_constant181
    mul_63 = torch.ops.aten.mul.Tensor(view_159, _tensor_constant181);  _tensor_constant181 = None
    _tensor_constant182 = self._tensor_constant182
    mul_64 = torch.ops.aten.mul.Tensor(view_159, _tensor_constant182);  view_159 = _tensor_constant182 = None
    _tensor_constant183 = self._tensor_constant183
    detach_19 = torch.ops.aten.detach.default(_tensor_constant183);  _tensor_constant183 = None
    tanh_backward_9 = torch.ops.aten.tanh_backward.default(mul_63, detach_19);  mul_63 = detach_19 = None
    mul_65 = torch.ops.aten.mul.Tensor(tanh_backward_9, 0.7978845608028654);  tanh_backward_9 = None
    mul_66 = torch.ops.aten.mul.Tensor(mul_65, 0.044715)
    _tensor_constant184 = self._tensor_constant184
    pow_10 = torch.ops.aten.pow.Tensor_Scalar(_tensor_constant184, 2.0);  _tensor_constant184 = None
    mul_67 = torch.ops.aten.mul.Scalar(pow_10, 3.0);  pow_10 = None
    mul_68 = torch.ops.aten.mul.Tensor(mul_66, mul_67);  mul_66 = mul_67 = None
    add_36 = torch.ops.aten.add.Tensor(mul_65, mul_68);  mul_65 = mul_68 = None
    mul_69 = torch.ops.aten.mul.Tensor(mul_64, 0.5);  mul_64 = None
    add_37 = torch.ops.aten.add.Tensor(add_36, mul_69);  add_36 = mul_69 = None
    view_160 = torch.ops.aten.view.default(add_37, [16, 64]);  add_37 = None
    _param_constant75 = self._param_constant75
    t_78 = torch.ops.aten.t.default(_param_constant75);  _param_constant75 = None
    mm_76 = torch.ops.aten.mm.default(view_160, t_78);  t_78 = None
    _tensor_constant185 = self._tensor_constant185
    t_79 = torch.ops.aten.t.default(_tensor_constant185);  _tensor_constant185 = None
    mm_77 = torch.ops.aten.mm.default(t_79, view_160);  t_79 = None
    sum_38 = torch.ops.aten.sum.dim_IntList(view_160, [0], True);  view_160 = None
    view_161 = torch.ops.aten.view.default(sum_38, [64]);  sum_38 = None
    view_162 = torch.ops.aten.view.default(mm_76, [2, 8, 16]);  mm_76 = None
    _tensor_constant186 = self._tensor_constant186
    _tensor_constant187 = self._tensor_constant187
    _tensor_constant188 = self._tensor_constant188
    _param_constant76 = self._param_constant76
    _param_constant77 = self._param_constant77
    native_layer_norm_backward_19 = torch.ops.aten.native_layer_norm_backward.default(view_162, _tensor_constant186, [16], _tensor_constant187, _tensor_constant188, _param_constant76, _param_constant77, [True, True, True]);  view_162 = _tensor_constant186 = _tensor_constant187 = _tensor_constant188 = _param_constant76 = _param_constant77 = None
    getitem_84 = native_layer_norm_backward_19[0]
    getitem_85 = native_layer_norm_backward_19[1]
    getitem_86 = native_layer_norm_backward_19[2];  native_layer_norm_backward_19 = None
    add_38 = torch.ops.aten.add.Tensor(add_35, getitem_84);  add_35 = getitem_84 = None
    view_163 = torch.ops.aten.view.default(add_38, [16, 16])
    _param_constant78 = self._param_constant78
    t_80 = torch.ops.aten.t.default(_param_constant78);  _param_constant78 = None
    mm_78 = torch.ops.aten.mm.default(view_163, t_80);  t_80 = None
    _tensor_constant189 = self._tensor_constant189
    t_81 = torch.ops.aten.t.default(_tensor_constant189);  _tensor_constant189 = None
    mm_79 = torch.ops.aten.mm.default(t_81, view_163);  t_81 = None
    sum_39 = torch.ops.aten.sum.dim_IntList(view_163, [0], True);  view_163 = None
    view_164 = torch.ops.aten.view.default(sum_39, [16]);  sum_39 = None
    view_165 = torch.ops.aten.view.default(mm_78, [2, 8, 16]);  mm_78 = None
    view_166 = torch.ops.aten.view.default(view_165, [2, 8, 2, 8]);  view_165 = None
    transpose_36 = torch.ops.aten.transpose.int(view_166, 1, 2);  view_166 = None
    view_167 = torch.ops.aten.view.default(transpose_36, [2, 2, 8, 8]);  transpose_36 = None
    _tensor_constant190 = self._tensor_constant190
    detach_20 = torch.ops.aten.detach.default(_tensor_constant190);  _tensor_constant190 = None
    _tensor_constant191 = self._tensor_constant191
    _tensor_constant192 = self._tensor_constant192
    _tensor_constant193 = self._tensor_constant193
    _tensor_constant194 = self._tensor_constant194
    _scaled_dot_product_flash_attention_for_cpu_backward_9 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(view_167, _tensor_constant191, _tensor_constant192, _tensor_constant193, detach_20, _tensor_constant194, 0.0, True, attn_mask = None, scale = 0.3535533905932738);  view_167 = _tensor_constant191 = _tensor_constant192 = _tensor_constant193 = detach_20 = _tensor_constant194 = None
    getitem_87 = _scaled_dot_product_flash_attention_for_cpu_backward_9[0]
    getitem_88 = _scaled_dot_product_flash_attention_for_cpu_backward_9[1]
    getitem_89 = _scaled_dot_product_flash_attention_for_cpu_backward_9[2];  _scaled_dot_product_flash_attention_for_cpu_backward_9 = None
    zeros_18 = torch.ops.aten.zeros.default([0], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  zeros_18 = None
    slice_19 = torch.ops.aten.slice.Tensor(getitem_89, 2, 0, 8);  getitem_89 = None
    zeros_19 = torch.ops.aten.zeros.default([0], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  zeros_19 = None
    slice_20 = torch.ops.aten.slice.Tensor(getitem_88, 2, 0, 8);  getitem_88 = None
    transpose_37 = torch.ops.aten.transpose.int(getitem_87, 1, 2);  getitem_87 = None
    view_168 = torch.ops.aten.view.default(transpose_37, [2, 8, 16]);  transpose_37 = None
    transpose_38 = torch.ops.aten.transpose.int(slice_19, 1, 2);  slice_19 = None
    view_169 = torch.ops.aten.view.default(transpose_38, [2, 8, 16]);  transpose_38 = None
    transpose_39 = torch.ops.aten.transpose.int(slice_20, 1, 2);  slice_20 = None
    view_170 = torch.ops.aten.view.default(transpose_39, [2, 8, 16]);  transpose_39 = None
    cat_9 = torch.ops.aten.cat.default([view_168, view_170, view_169], 2);  view_168 = view_170 = view_169 = None
    view_171 = torch.ops.aten.view.default(cat_9, [16, 48]);  cat_9 = None
    _param_constant79 = self._param_constant79
    t_82 = torch.ops.aten.t.default(_param_constant79);  _param_constant79 = None
    mm_80 = torch.ops.aten.mm.default(view_171, t_82);  t_82 = None
    _tensor_constant195 = self._tensor_constant195
    t_83 = torch.ops.aten.t.default(_tensor_constant195);  _tensor_constant195 = None
    mm_81 = torch.ops.aten.mm.default(t_83, view_171);  t_83 = None
    sum_40 = torch.ops.aten.sum.dim_IntList(view_171, [0], True);  view_171 = None
    view_172 = torch.ops.aten.view.default(sum_40, [48]);  sum_40 = None
    view_173 = torch.ops.aten.view.default(mm_80, [2, 8, 16]);  mm_80 = None
    _tensor_constant196 = self._tensor_constant196
    _tensor_constant197 = self._tensor_constant197
    _tensor_constant198 = self._tensor_constant198
    _param_constant80 = self._param_constant80
    _param_constant81 = self._param_constant81
    native_layer_norm_backward_20 = torch.ops.aten.native_layer_norm_backward.default(view_173, _tensor_constant196, [16], _tensor_constant197, _tensor_constant198, _param_constant80, _param_constant81, [True, True, True]);  view_173 = _tensor_constant196 = _tensor_constant197 = _tensor_constant198 = _param_constant80 = _param_constant81 = None
    getitem_90 = native_layer_norm_backward_20[0]
    getitem_91 = native_layer_norm_backward_20[1]
    getitem_92 = native_layer_norm_backward_20[2];  native_layer_norm_backward_20 = None
    add_39 = torch.ops.aten.add.Tensor(add_38, getitem_90);  add_38 = getitem_90 = None
    view_174 = torch.ops.aten.view.default(add_39, [16, 16])
    _param_constant82 = self._param_constant82
    t_84 = torch.ops.aten.t.default(_param_constant82);  _param_constant82 = None
    mm_82 = torch.ops.aten.mm.default(view_174, t_84);  t_84 = None
    _tensor_constant199 = self._tensor_constant199
    t_85 = torch.ops.aten.t.default(_tensor_constant199);  _tensor_constant199 = None
    mm_83 = torch.ops.aten.mm.default(t_85, view_174);  t_85 = None
    sum_41 = torch.ops.aten.sum.dim_IntList(view_174, [0], True);  view_174 = None
    view_175 = torch.ops.aten.view.default(sum_41, [16]);  sum_41 = None
    view_176 = torch.ops.aten.view.default(mm_82, [2, 8, 64]);  mm_82 = None
    _tensor_constant200 = self._tensor_constant200
    mul_70 = torch.ops.aten.mul.Tensor(view_176, _tensor_constant200);  _tensor_constant200 = None
    _tensor_constant201 = self._tensor_constant201
    mul_71 = torch.ops.aten.mul.Tensor(view_176, _tensor_constant201);  view_176 = _tensor_constant201 = None
    _tensor_constant202 = self._tensor_constant202
    detach_21 = torch.ops.aten.detach.default(_tensor_constant202);  _tensor_constant202 = None
    tanh_backward_10 = torch.ops.aten.tanh_backward.default(mul_70, detach_21);  mul_70 = detach_21 = None
    mul_72 = torch.ops.aten.mul.Tensor(tanh_backward_10, 0.7978845608028654);  tanh_backward_10 = None
    mul_73 = torch.ops.aten.mul.Tensor(mul_72, 0.044715)
    _tensor_constant203 = self._tensor_constant203
    pow_11 = torch.ops.aten.pow.Tensor_Scalar(_tensor_constant203, 2.0);  _tensor_constant203 = None
    mul_74 = torch.ops.aten.mul.Scalar(pow_11, 3.0);  pow_11 = None
    mul_75 = torch.ops.aten.mul.Tensor(mul_73, mul_74);  mul_73 = mul_74 = None
    add_40 = torch.ops.aten.add.Tensor(mul_72, mul_75);  mul_72 = mul_75 = None
    mul_76 = torch.ops.aten.mul.Tensor(mul_71, 0.5);  mul_71 = None
    add_41 = torch.ops.aten.add.Tensor(add_40, mul_76);  add_40 = mul_76 = None
    view_177 = torch.ops.aten.view.default(add_41, [16, 64]);  add_41 = None
    _param_constant83 = self._param_constant83
    t_86 = torch.ops.aten.t.default(_param_constant83);  _param_constant83 = None
    mm_84 = torch.ops.aten.mm.default(view_177, t_86);  t_86 = None
    _tensor_constant204 = self._tensor_constant204
    t_87 = torch.ops.aten.t.default(_tensor_constant204);  _tensor_constant204 = None
    mm_85 = torch.ops.aten.mm.default(t_87, view_177);  t_87 = None
    sum_42 = torch.ops.aten.sum.dim_IntList(view_177, [0], True);  view_177 = None
    view_178 = torch.ops.aten.view.default(sum_42, [64]);  sum_42 = None
    view_179 = torch.ops.aten.view.default(mm_84, [2, 8, 16]);  mm_84 = None
    _tensor_constant205 = self._tensor_constant205
    _tensor_constant206 = self._tensor_constant206
    _tensor_constant207 = self._tensor_constant207
    _param_constant84 = self._param_constant84
    _param_constant85 = self._param_constant85
    native_layer_norm_backward_21 = torch.ops.aten.native_layer_norm_backward.default(view_179, _tensor_constant205, [16], _tensor_constant206, _tensor_constant207, _param_constant84, _param_constant85, [True, True, True]);  view_179 = _tensor_constant205 = _tensor_constant206 = _tensor_constant207 = _param_constant84 = _param_constant85 = None
    getitem_93 = native_layer_norm_backward_21[0]
    getitem_94 = native_layer_norm_backward_21[1]
    getitem_95 = native_layer_norm_backward_21[2];  native_layer_norm_backward_21 = None
    add_42 = torch.ops.aten.add.Tensor(add_39, getitem_93);  add_39 = getitem_93 = None
    view_180 = torch.ops.aten.view.default(add_42, [16, 16])
    _param_constant86 = self._param_constant86
    t_88 = torch.ops.aten.t.default(_param_constant86);  _param_constant86 = None
    mm_86 = torch.ops.aten.mm.default(view_180, t_88);  t_88 = None
    _tensor_constant208 = self._tensor_constant208
    t_89 = torch.ops.aten.t.default(_tensor_constant208);  _tensor_constant208 = None
    mm_87 = torch.ops.aten.mm.default(t_89, view_180);  t_89 = None
    sum_43 = torch.ops.aten.sum.dim_IntList(view_180, [0], True);  view_180 = None
    view_181 = torch.ops.aten.view.default(sum_43, [16]);  sum_43 = None
    view_182 = torch.ops.aten.view.default(mm_86, [2, 8, 16]);  mm_86 = None
    view_183 = torch.ops.aten.view.default(view_182, [2, 8, 2, 8]);  view_182 = None
    transpose_40 = torch.ops.aten.transpose.int(view_183, 1, 2);  view_183 = None
    view_184 = torch.ops.aten.view.default(transpose_40, [2, 2, 8, 8]);  transpose_40 = None
    _tensor_constant209 = self._tensor_constant209
    detach_22 = torch.ops.aten.detach.default(_tensor_constant209);  _tensor_constant209 = None
    _tensor_constant210 = self._tensor_constant210
    _tensor_constant211 = self._tensor_constant211
    _tensor_constant212 = self._tensor_constant212
    _tensor_constant213 = self._tensor_constant213
    _scaled_dot_product_flash_attention_for_cpu_backward_10 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(view_184, _tensor_constant210, _tensor_constant211, _tensor_constant212, detach_22, _tensor_constant213, 0.0, True, attn_mask = None, scale = 0.3535533905932738);  view_184 = _tensor_constant210 = _tensor_constant211 = _tensor_constant212 = detach_22 = _tensor_constant213 = None
    getitem_96 = _scaled_dot_product_flash_attention_for_cpu_backward_10[0]
    getitem_97 = _scaled_dot_product_flash_attention_for_cpu_backward_10[1]
    getitem_98 = _scaled_dot_product_flash_attention_for_cpu_backward_10[2];  _scaled_dot_product_flash_attention_for_cpu_backward_10 = None
    zeros_20 = torch.ops.aten.zeros.default([0], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  zeros_20 = None
    slice_21 = torch.ops.aten.slice.Tensor(getitem_98, 2, 0, 8);  getitem_98 = None
    zeros_21 = torch.ops.aten.zeros.default([0], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  zeros_21 = None
    slice_22 = torch.ops.aten.slice.Tensor(getitem_97, 2, 0, 8);  getitem_97 = None
    transpose_41 = torch.ops.aten.transpose.int(getitem_96, 1, 2);  getitem_96 = None
    view_185 = torch.ops.aten.view.default(transpose_41, [2, 8, 16]);  transpose_41 = None
    transpose_42 = torch.ops.aten.transpose.int(slice_21, 1, 2);  slice_21 = None
    view_186 = torch.ops.aten.view.default(transpose_42, [2, 8, 16]);  transpose_42 = None
    transpose_43 = torch.ops.aten.transpose.int(slice_22, 1, 2);  slice_22 = None
    view_187 = torch.ops.aten.view.default(transpose_43, [2, 8, 16]);  transpose_43 = None
    cat_10 = torch.ops.aten.cat.default([view_185, view_187, view_186], 2);  view_185 = view_187 = view_186 = None
    view_188 = torch.ops.aten.view.default(cat_10, [16, 48]);  cat_10 = None
    _param_constant87 = self._param_constant87
    t_90 = torch.ops.aten.t.default(_param_constant87);  _param_constant87 = None
    mm_88 = torch.ops.aten.mm.default(view_188, t_90);  t_90 = None
    _tensor_constant214 = self._tensor_constant214
    t_91 = torch.ops.aten.t.default(_tensor_constant214);  _tensor_constant214 = None
    mm_89 = torch.ops.aten.mm.default(t_91, view_188);  t_91 = None
    sum_44 = torch.ops.aten.sum.dim_IntList(view_188, [0], True);  view_188 = None
    view_189 = torch.ops.aten.view.default(sum_44, [48]);  sum_44 = None
    view_190 = torch.ops.aten.view.default(mm_88, [2, 8, 16]);  mm_88 = None
    _tensor_constant215 = self._tensor_constant215
    _tensor_constant216 = self._tensor_constant216
    _tensor_constant217 = self._tensor_constant217
    _param_constant88 = self._param_constant88
    _param_constant89 = self._param_constant89
    native_layer_norm_backward_22 = torch.ops.aten.native_layer_norm_backward.default(view_190, _tensor_constant215, [16], _tensor_constant216, _tensor_constant217, _param_constant88, _param_constant89, [True, True, True]);  view_190 = _tensor_constant215 = _tensor_constant216 = _tensor_constant217 = _param_constant88 = _param_constant89 = None
    getitem_99 = native_layer_norm_backward_22[0]
    getitem_100 = native_layer_norm_backward_22[1]
    getitem_101 = native_layer_norm_backward_22[2];  native_layer_norm_backward_22 = None
    add_43 = torch.ops.aten.add.Tensor(add_42, getitem_99);  add_42 = getitem_99 = None
    view_191 = torch.ops.aten.view.default(add_43, [16, 16])
    _param_constant90 = self._param_constant90
    t_92 = torch.ops.aten.t.default(_param_constant90);  _param_constant90 = None
    mm_90 = torch.ops.aten.mm.default(view_191, t_92);  t_92 = None
    _tensor_constant218 = self._tensor_constant218
    t_93 = torch.ops.aten.t.default(_tensor_constant218);  _tensor_constant218 = None
    mm_91 = torch.ops.aten.mm.default(t_93, view_191);  t_93 = None
    sum_45 = torch.ops.aten.sum.dim_IntList(view_191, [0], True);  view_191 = None
    view_192 = torch.ops.aten.view.default(sum_45, [16]);  sum_45 = None
    view_193 = torch.ops.aten.view.default(mm_90, [2, 8, 64]);  mm_90 = None
    _tensor_constant219 = self._tensor_constant219
    mul_77 = torch.ops.aten.mul.Tensor(view_193, _tensor_constant219);  _tensor_constant219 = None
    _tensor_constant220 = self._tensor_constant220
    mul_78 = torch.ops.aten.mul.Tensor(view_193, _tensor_constant220);  view_193 = _tensor_constant220 = None
    _tensor_constant221 = self._tensor_constant221
    detach_23 = torch.ops.aten.detach.default(_tensor_constant221);  _tensor_constant221 = None
    tanh_backward_11 = torch.ops.aten.tanh_backward.default(mul_77, detach_23);  mul_77 = detach_23 = None
    mul_79 = torch.ops.aten.mul.Tensor(tanh_backward_11, 0.7978845608028654);  tanh_backward_11 = None
    mul_80 = torch.ops.aten.mul.Tensor(mul_79, 0.044715)
    _tensor_constant222 = self._tensor_constant222
    pow_12 = torch.ops.aten.pow.Tensor_Scalar(_tensor_constant222, 2.0);  _tensor_constant222 = None
    mul_81 = torch.ops.aten.mul.Scalar(pow_12, 3.0);  pow_12 = None
    mul_82 = torch.ops.aten.mul.Tensor(mul_80, mul_81);  mul_80 = mul_81 = None
    add_44 = torch.ops.aten.add.Tensor(mul_79, mul_82);  mul_79 = mul_82 = None
    mul_83 = torch.ops.aten.mul.Tensor(mul_78, 0.5);  mul_78 = None
    add_45 = torch.ops.aten.add.Tensor(add_44, mul_83);  add_44 = mul_83 = None
    view_194 = torch.ops.aten.view.default(add_45, [16, 64]);  add_45 = None
    _param_constant91 = self._param_constant91
    t_94 = torch.ops.aten.t.default(_param_constant91);  _param_constant91 = None
    mm_92 = torch.ops.aten.mm.default(view_194, t_94);  t_94 = None
    _tensor_constant223 = self._tensor_constant223
    t_95 = torch.ops.aten.t.default(_tensor_constant223);  _tensor_constant223 = None
    mm_93 = torch.ops.aten.mm.default(t_95, view_194);  t_95 = None
    sum_46 = torch.ops.aten.sum.dim_IntList(view_194, [0], True);  view_194 = None
    view_195 = torch.ops.aten.view.default(sum_46, [64]);  sum_46 = None
    view_196 = torch.ops.aten.view.default(mm_92, [2, 8, 16]);  mm_92 = None
    _tensor_constant224 = self._tensor_constant224
    _tensor_constant225 = self._tensor_constant225
    _tensor_constant226 = self._tensor_constant226
    _param_constant92 = self._param_constant92
    _param_constant93 = self._param_constant93
    native_layer_norm_backward_23 = torch.ops.aten.native_layer_norm_backward.default(view_196, _tensor_constant224, [16], _tensor_constant225, _tensor_constant226, _param_constant92, _param_constant93, [True, True, True]);  view_196 = _tensor_constant224 = _tensor_constant225 = _tensor_constant226 = _param_constant92 = _param_constant93 = None
    getitem_102 = native_layer_norm_backward_23[0]
    getitem_103 = native_layer_norm_backward_23[1]
    getitem_104 = native_layer_norm_backward_23[2];  native_layer_norm_backward_23 = None
    add_46 = torch.ops.aten.add.Tensor(add_43, getitem_102);  add_43 = getitem_102 = None
    view_197 = torch.ops.aten.view.default(add_46, [16, 16])
    _param_constant94 = self._param_constant94
    t_96 = torch.ops.aten.t.default(_param_constant94);  _param_constant94 = None
    mm_94 = torch.ops.aten.mm.default(view_197, t_96);  t_96 = None
    _tensor_constant227 = self._tensor_constant227
    t_97 = torch.ops.aten.t.default(_tensor_constant227);  _tensor_constant227 = None
    mm_95 = torch.ops.aten.mm.default(t_97, view_197);  t_97 = None
    sum_47 = torch.ops.aten.sum.dim_IntList(view_197, [0], True);  view_197 = None
    view_198 = torch.ops.aten.view.default(sum_47, [16]);  sum_47 = None
    view_199 = torch.ops.aten.view.default(mm_94, [2, 8, 16]);  mm_94 = None
    view_200 = torch.ops.aten.view.default(view_199, [2, 8, 2, 8]);  view_199 = None
    transpose_44 = torch.ops.aten.transpose.int(view_200, 1, 2);  view_200 = None
    view_201 = torch.ops.aten.view.default(transpose_44, [2, 2, 8, 8]);  transpose_44 = None
    _tensor_constant228 = self._tensor_constant228
    detach_24 = torch.ops.aten.detach.default(_tensor_constant228);  _tensor_constant228 = None
    _tensor_constant229 = self._tensor_constant229
    _tensor_constant230 = self._tensor_constant230
    _tensor_constant231 = self._tensor_constant231
    _tensor_constant232 = self._tensor_constant232
    _scaled_dot_product_flash_attention_for_cpu_backward_11 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(view_201, _tensor_constant229, _tensor_constant230, _tensor_constant231, detach_24, _tensor_constant232, 0.0, True, attn_mask = None, scale = 0.3535533905932738);  view_201 = _tensor_constant229 = _tensor_constant230 = _tensor_constant231 = detach_24 = _tensor_constant232 = None
    getitem_105 = _scaled_dot_product_flash_attention_for_cpu_backward_11[0]
    getitem_106 = _scaled_dot_product_flash_attention_for_cpu_backward_11[1]
    getitem_107 = _scaled_dot_product_flash_attention_for_cpu_backward_11[2];  _scaled_dot_product_flash_attention_for_cpu_backward_11 = None
    zeros_22 = torch.ops.aten.zeros.default([0], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  zeros_22 = None
    slice_23 = torch.ops.aten.slice.Tensor(getitem_107, 2, 0, 8);  getitem_107 = None
    zeros_23 = torch.ops.aten.zeros.default([0], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  zeros_23 = None
    slice_24 = torch.ops.aten.slice.Tensor(getitem_106, 2, 0, 8);  getitem_106 = None
    transpose_45 = torch.ops.aten.transpose.int(getitem_105, 1, 2);  getitem_105 = None
    view_202 = torch.ops.aten.view.default(transpose_45, [2, 8, 16]);  transpose_45 = None
    transpose_46 = torch.ops.aten.transpose.int(slice_23, 1, 2);  slice_23 = None
    view_203 = torch.ops.aten.view.default(transpose_46, [2, 8, 16]);  transpose_46 = None
    transpose_47 = torch.ops.aten.transpose.int(slice_24, 1, 2);  slice_24 = None
    view_204 = torch.ops.aten.view.default(transpose_47, [2, 8, 16]);  transpose_47 = None
    cat_11 = torch.ops.aten.cat.default([view_202, view_204, view_203], 2);  view_202 = view_204 = view_203 = None
    view_205 = torch.ops.aten.view.default(cat_11, [16, 48]);  cat_11 = None
    _param_constant95 = self._param_constant95
    t_98 = torch.ops.aten.t.default(_param_constant95);  _param_constant95 = None
    mm_96 = torch.ops.aten.mm.default(view_205, t_98);  t_98 = None
    _tensor_constant233 = self._tensor_constant233
    t_99 = torch.ops.aten.t.default(_tensor_constant233);  _tensor_constant233 = None
    mm_97 = torch.ops.aten.mm.default(t_99, view_205);  t_99 = None
    sum_48 = torch.ops.aten.sum.dim_IntList(view_205, [0], True);  view_205 = None
    view_206 = torch.ops.aten.view.default(sum_48, [48]);  sum_48 = None
    view_207 = torch.ops.aten.view.default(mm_96, [2, 8, 16]);  mm_96 = None
    _tensor_constant234 = self._tensor_constant234
    _tensor_constant235 = self._tensor_constant235
    _tensor_constant236 = self._tensor_constant236
    _param_constant96 = self._param_constant96
    _param_constant97 = self._param_constant97
    native_layer_norm_backward_24 = torch.ops.aten.native_layer_norm_backward.default(view_207, _tensor_constant234, [16], _tensor_constant235, _tensor_constant236, _param_constant96, _param_constant97, [True, True, True]);  view_207 = _tensor_constant234 = _tensor_constant235 = _tensor_constant236 = _param_constant96 = _param_constant97 = None
    getitem_108 = native_layer_norm_backward_24[0]
    getitem_109 = native_layer_norm_backward_24[1]
    getitem_110 = native_layer_norm_backward_24[2];  native_layer_norm_backward_24 = None
    add_47 = torch.ops.aten.add.Tensor(add_46, getitem_108);  add_46 = getitem_108 = None
    sum_49 = torch.ops.aten.sum.dim_IntList(add_47, [0], True)
    _tensor_constant237 = self._tensor_constant237
    embedding_dense_backward = torch.ops.aten.embedding_dense_backward.default(sum_49, _tensor_constant237, 16, -1, False);  sum_49 = _tensor_constant237 = None
    _tensor_constant238 = self._tensor_constant238
    embedding_dense_backward_1 = torch.ops.aten.embedding_dense_backward.default(add_47, _tensor_constant238, 64, -1, False);  add_47 = _tensor_constant238 = None
    add_48 = torch.ops.aten.add.Tensor(t_3, embedding_dense_backward_1);  t_3 = embedding_dense_backward_1 = None
    return (getitem_2, getitem_1, view_5, mm_3, view_8, mm_5, getitem_5, getitem_4, view_11, mm_7, view_19, mm_9, getitem_11, getitem_10, view_22, mm_11, view_25, mm_13, getitem_14, getitem_13, view_28, mm_15, view_36, mm_17, getitem_20, getitem_19, view_39, mm_19, view_42, mm_21, getitem_23, getitem_22, view_45, mm_23, view_53, mm_25, getitem_29, getitem_28, view_56, mm_27, view_59, mm_29, getitem_32, getitem_31, view_62, mm_31, view_70, mm_33, getitem_38, getitem_37, view_73, mm_35, view_76, mm_37, getitem_41, getitem_40, view_79, mm_39, view_87, mm_41, getitem_47, getitem_46, view_90, mm_43, view_93, mm_45, getitem_50, getitem_49, view_96, mm_47, view_104, mm_49, getitem_56, getitem_55, view_107, mm_51, view_110, mm_53, getitem_59, getitem_58, view_113, mm_55, view_121, mm_57, getitem_65, getitem_64, view_124, mm_59, view_127, mm_61, getitem_68, getitem_67, view_130, mm_63, view_138, mm_65, getitem_74, getitem_73, view_141, mm_67, view_144, mm_69, getitem_77, getitem_76, view_147, mm_71, view_155, mm_73, getitem_83, getitem_82, view_158, mm_75, view_161, mm_77, getitem_86, getitem_85, view_164, mm_79, view_172, mm_81, getitem_92, getitem_91, view_175, mm_83, view_178, mm_85, getitem_95, getitem_94, view_181, mm_87, view_189, mm_89, getitem_101, getitem_100, view_192, mm_91, view_195, mm_93, getitem_104, getitem_103, view_198, mm_95, view_206, mm_97, getitem_110, getitem_109, embedding_dense_backward, add_48)
    