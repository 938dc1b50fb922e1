


def forward(self, input_ids_1, labels_1):
    view = torch.ops.aten.view.default(input_ids_1, [-1, 8]);  input_ids_1 = None
    _param_constant0 = self._param_constant0
    embedding = torch.ops.aten.embedding.default(_param_constant0, view);  _param_constant0 = view = None
    arange = torch.ops.aten.arange.default(8, device = device(type='cpu'), pin_memory = False)
    add = torch.ops.aten.add.Tensor(arange, 0);  arange = None
    unsqueeze = torch.ops.aten.unsqueeze.default(add, 0);  add = None
    _param_constant1 = self._param_constant1
    embedding_1 = torch.ops.aten.embedding.default(_param_constant1, unsqueeze);  _param_constant1 = unsqueeze = None
    add_1 = torch.ops.aten.add.Tensor(embedding, embedding_1);  embedding = embedding_1 = None
    _param_constant2 = self._param_constant2
    _param_constant3 = self._param_constant3
    native_layer_norm = torch.ops.aten.native_layer_norm.default(add_1, [16], _param_constant2, _param_constant3, 1e-05);  _param_constant2 = _param_constant3 = None
    getitem = native_layer_norm[0]
    getitem_1 = native_layer_norm[1];  getitem_1 = None
    getitem_2 = native_layer_norm[2];  native_layer_norm = getitem_2 = None
    view_1 = torch.ops.aten.view.default(getitem, [-1, 16]);  getitem = None
    _param_constant4 = self._param_constant4
    _param_constant5 = self._param_constant5
    addmm = torch.ops.aten.addmm.default(_param_constant4, view_1, _param_constant5);  _param_constant4 = view_1 = _param_constant5 = None
    view_2 = torch.ops.aten.view.default(addmm, [2, 8, 48]);  addmm = None
    split = torch.ops.aten.split.Tensor(view_2, 16, 2);  view_2 = None
    getitem_3 = split[0]
    getitem_4 = split[1]
    getitem_5 = split[2];  split = None
    view_3 = torch.ops.aten.view.default(getitem_4, [2, 8, -1, 8]);  getitem_4 = None
    transpose = torch.ops.aten.transpose.int(view_3, 1, 2);  view_3 = None
    view_4 = torch.ops.aten.view.default(getitem_5, [2, 8, -1, 8]);  getitem_5 = None
    transpose_1 = torch.ops.aten.transpose.int(view_4, 1, 2);  view_4 = None
    view_5 = torch.ops.aten.view.default(getitem_3, [2, 8, -1, 8]);  getitem_3 = None
    transpose_2 = torch.ops.aten.transpose.int(view_5, 1, 2);  view_5 = None
    _tensor_constant0 = self._tensor_constant0
    lift_fresh_copy = torch.ops.aten.lift_fresh_copy.default(_tensor_constant0);  _tensor_constant0 = None
    _tensor_constant1 = self._tensor_constant1
    lift_fresh_copy_1 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant1);  _tensor_constant1 = None
    cat = torch.ops.aten.cat.default([lift_fresh_copy, transpose], -2);  lift_fresh_copy = transpose = None
    cat_1 = torch.ops.aten.cat.default([lift_fresh_copy_1, transpose_1], -2);  lift_fresh_copy_1 = transpose_1 = None
    _scaled_dot_product_flash_attention_for_cpu = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(transpose_2, cat, cat_1, 0.0, True, scale = 0.3535533905932738);  transpose_2 = cat = cat_1 = None
    getitem_6 = _scaled_dot_product_flash_attention_for_cpu[0]
    getitem_7 = _scaled_dot_product_flash_attention_for_cpu[1];  _scaled_dot_product_flash_attention_for_cpu = getitem_7 = None
    detach = torch.ops.aten.detach.default(getitem_6);  detach = None
    view_6 = torch.ops.aten.view.default(getitem_6, [2, 2, 8, 8]);  getitem_6 = None
    transpose_3 = torch.ops.aten.transpose.int(view_6, 1, 2);  view_6 = None
    view_7 = torch.ops.aten.view.default(transpose_3, [2, 8, -1]);  transpose_3 = None
    view_8 = torch.ops.aten.view.default(view_7, [-1, 16]);  view_7 = None
    _param_constant6 = self._param_constant6
    _param_constant7 = self._param_constant7
    addmm_1 = torch.ops.aten.addmm.default(_param_constant6, view_8, _param_constant7);  _param_constant6 = view_8 = _param_constant7 = None
    view_9 = torch.ops.aten.view.default(addmm_1, [2, 8, 16]);  addmm_1 = None
    add_2 = torch.ops.aten.add.Tensor(view_9, add_1);  view_9 = add_1 = None
    _param_constant8 = self._param_constant8
    _param_constant9 = self._param_constant9
    native_layer_norm_1 = torch.ops.aten.native_layer_norm.default(add_2, [16], _param_constant8, _param_constant9, 1e-05);  _param_constant8 = _param_constant9 = None
    getitem_8 = native_layer_norm_1[0]
    getitem_9 = native_layer_norm_1[1];  getitem_9 = None
    getitem_10 = native_layer_norm_1[2];  native_layer_norm_1 = getitem_10 = None
    view_10 = torch.ops.aten.view.default(getitem_8, [-1, 16]);  getitem_8 = None
    _param_constant10 = self._param_constant10
    _param_constant11 = self._param_constant11
    addmm_2 = torch.ops.aten.addmm.default(_param_constant10, view_10, _param_constant11);  _param_constant10 = view_10 = _param_constant11 = None
    view_11 = torch.ops.aten.view.default(addmm_2, [2, 8, 64]);  addmm_2 = None
    mul = torch.ops.aten.mul.Tensor(view_11, 0.5)
    pow_1 = torch.ops.aten.pow.Tensor_Scalar(view_11, 3.0)
    mul_1 = torch.ops.aten.mul.Tensor(pow_1, 0.044715);  pow_1 = None
    add_3 = torch.ops.aten.add.Tensor(view_11, mul_1);  view_11 = mul_1 = None
    mul_2 = torch.ops.aten.mul.Tensor(add_3, 0.7978845608028654);  add_3 = None
    tanh = torch.ops.aten.tanh.default(mul_2);  mul_2 = None
    detach_1 = torch.ops.aten.detach.default(tanh);  detach_1 = None
    add_4 = torch.ops.aten.add.Tensor(tanh, 1.0);  tanh = None
    mul_3 = torch.ops.aten.mul.Tensor(mul, add_4);  mul = add_4 = None
    view_12 = torch.ops.aten.view.default(mul_3, [-1, 64]);  mul_3 = None
    _param_constant12 = self._param_constant12
    _param_constant13 = self._param_constant13
    addmm_3 = torch.ops.aten.addmm.default(_param_constant12, view_12, _param_constant13);  _param_constant12 = view_12 = _param_constant13 = None
    view_13 = torch.ops.aten.view.default(addmm_3, [2, 8, 16]);  addmm_3 = None
    add_5 = torch.ops.aten.add.Tensor(add_2, view_13);  add_2 = view_13 = None
    _param_constant14 = self._param_constant14
    _param_constant15 = self._param_constant15
    native_layer_norm_2 = torch.ops.aten.native_layer_norm.default(add_5, [16], _param_constant14, _param_constant15, 1e-05);  _param_constant14 = _param_constant15 = None
    getitem_11 = native_layer_norm_2[0]
    getitem_12 = native_layer_norm_2[1];  getitem_12 = None
    getitem_13 = native_layer_norm_2[2];  native_layer_norm_2 = getitem_13 = None
    view_14 = torch.ops.aten.view.default(getitem_11, [-1, 16]);  getitem_11 = None
    _param_constant16 = self._param_constant16
    _param_constant17 = self._param_constant17
    addmm_4 = torch.ops.aten.addmm.default(_param_constant16, view_14, _param_constant17);  _param_constant16 = view_14 = _param_constant17 = None
    view_15 = torch.ops.aten.view.default(addmm_4, [2, 8, 48]);  addmm_4 = None
    split_1 = torch.ops.aten.split.Tensor(view_15, 16, 2);  view_15 = None
    getitem_14 = split_1[0]
    getitem_15 = split_1[1]
    getitem_16 = split_1[2];  split_1 = None
    view_16 = torch.ops.aten.view.default(getitem_15, [2, 8, -1, 8]);  getitem_15 = None
    transpose_4 = torch.ops.aten.transpose.int(view_16, 1, 2);  view_16 = None
    view_17 = torch.ops.aten.view.default(getitem_16, [2, 8, -1, 8]);  getitem_16 = None
    transpose_5 = torch.ops.aten.transpose.int(view_17, 1, 2);  view_17 = None
    view_18 = torch.ops.aten.view.default(getitem_14, [2, 8, -1, 8]);  getitem_14 = None
    transpose_6 = torch.ops.aten.transpose.int(view_18, 1, 2);  view_18 = None
    _tensor_constant2 = self._tensor_constant2
    lift_fresh_copy_2 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant2);  _tensor_constant2 = None
    _tensor_constant3 = self._tensor_constant3
    lift_fresh_copy_3 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant3);  _tensor_constant3 = None
    cat_2 = torch.ops.aten.cat.default([lift_fresh_copy_2, transpose_4], -2);  lift_fresh_copy_2 = transpose_4 = None
    cat_3 = torch.ops.aten.cat.default([lift_fresh_copy_3, transpose_5], -2);  lift_fresh_copy_3 = transpose_5 = None
    _scaled_dot_product_flash_attention_for_cpu_1 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(transpose_6, cat_2, cat_3, 0.0, True, scale = 0.3535533905932738);  transpose_6 = cat_2 = cat_3 = None
    getitem_17 = _scaled_dot_product_flash_attention_for_cpu_1[0]
    getitem_18 = _scaled_dot_product_flash_attention_for_cpu_1[1];  _scaled_dot_product_flash_attention_for_cpu_1 = getitem_18 = None
    detach_2 = torch.ops.aten.detach.default(getitem_17);  detach_2 = None
    view_19 = torch.ops.aten.view.default(getitem_17, [2, 2, 8, 8]);  getitem_17 = None
    transpose_7 = torch.ops.aten.transpose.int(view_19, 1, 2);  view_19 = None
    view_20 = torch.ops.aten.view.default(transpose_7, [2, 8, -1]);  transpose_7 = None
    view_21 = torch.ops.aten.view.default(view_20, [-1, 16]);  view_20 = None
    _param_constant18 = self._param_constant18
    _param_constant19 = self._param_constant19
    addmm_5 = torch.ops.aten.addmm.default(_param_constant18, view_21, _param_constant19);  _param_constant18 = view_21 = _param_constant19 = None
    view_22 = torch.ops.aten.view.default(addmm_5, [2, 8, 16]);  addmm_5 = None
    add_6 = torch.ops.aten.add.Tensor(view_22, add_5);  view_22 = add_5 = None
    _param_constant20 = self._param_constant20
    _param_constant21 = self._param_constant21
    native_layer_norm_3 = torch.ops.aten.native_layer_norm.default(add_6, [16], _param_constant20, _param_constant21, 1e-05);  _param_constant20 = _param_constant21 = None
    getitem_19 = native_layer_norm_3[0]
    getitem_20 = native_layer_norm_3[1];  getitem_20 = None
    getitem_21 = native_layer_norm_3[2];  native_layer_norm_3 = getitem_21 = None
    view_23 = torch.ops.aten.view.default(getitem_19, [-1, 16]);  getitem_19 = None
    _param_constant22 = self._param_constant22
    _param_constant23 = self._param_constant23
    addmm_6 = torch.ops.aten.addmm.default(_param_constant22, view_23, _param_constant23);  _param_constant22 = view_23 = _param_constant23 = None
    view_24 = torch.ops.aten.view.default(addmm_6, [2, 8, 64]);  addmm_6 = None
    mul_4 = torch.ops.aten.mul.Tensor(view_24, 0.5)
    pow_2 = torch.ops.aten.pow.Tensor_Scalar(view_24, 3.0)
    mul_5 = torch.ops.aten.mul.Tensor(pow_2, 0.044715);  pow_2 = None
    add_7 = torch.ops.aten.add.Tensor(view_24, mul_5);  view_24 = mul_5 = None
    mul_6 = torch.ops.aten.mul.Tensor(add_7, 0.7978845608028654);  add_7 = None
    tanh_1 = torch.ops.aten.tanh.default(mul_6);  mul_6 = None
    detach_3 = torch.ops.aten.detach.default(tanh_1);  detach_3 = None
    add_8 = torch.ops.aten.add.Tensor(tanh_1, 1.0);  tanh_1 = None
    mul_7 = torch.ops.aten.mul.Tensor(mul_4, add_8);  mul_4 = add_8 = None
    view_25 = torch.ops.aten.view.default(mul_7, [-1, 64]);  mul_7 = None
    _param_constant24 = self._param_constant24
    _param_constant25 = self._param_constant25
    addmm_7 = torch.ops.aten.addmm.default(_param_constant24, view_25, _param_constant25);  _param_constant24 = view_25 = _param_constant25 = None
    view_26 = torch.ops.aten.view.default(addmm_7, [2, 8, 16]);  addmm_7 = None
    add_9 = torch.ops.aten.add.Tensor(add_6, view_26);  add_6 = view_26 = None
    _param_constant26 = self._param_constant26
    _param_constant27 = self._param_constant27
    native_layer_norm_4 = torch.ops.aten.native_layer_norm.default(add_9, [16], _param_constant26, _param_constant27, 1e-05);  _param_constant26 = _param_constant27 = None
    getitem_22 = native_layer_norm_4[0]
    getitem_23 = native_layer_norm_4[1];  getitem_23 = None
    getitem_24 = native_layer_norm_4[2];  native_layer_norm_4 = getitem_24 = None
    view_27 = torch.ops.aten.view.default(getitem_22, [-1, 16]);  getitem_22 = None
    _param_constant28 = self._param_constant28
    _param_constant29 = self._param_constant29
    addmm_8 = torch.ops.aten.addmm.default(_param_constant28, view_27, _param_constant29);  _param_constant28 = view_27 = _param_constant29 = None
    view_28 = torch.ops.aten.view.default(addmm_8, [2, 8, 48]);  addmm_8 = None
    split_2 = torch.ops.aten.split.Tensor(view_28, 16, 2);  view_28 = None
    getitem_25 = split_2[0]
    getitem_26 = split_2[1]
    getitem_27 = split_2[2];  split_2 = None
    view_29 = torch.ops.aten.view.default(getitem_26, [2, 8, -1, 8]);  getitem_26 = None
    transpose_8 = torch.ops.aten.transpose.int(view_29, 1, 2);  view_29 = None
    view_30 = torch.ops.aten.view.default(getitem_27, [2, 8, -1, 8]);  getitem_27 = None
    transpose_9 = torch.ops.aten.transpose.int(view_30, 1, 2);  view_30 = None
    view_31 = torch.ops.aten.view.default(getitem_25, [2, 8, -1, 8]);  getitem_25 = None
    transpose_10 = torch.ops.aten.transpose.int(view_31, 1, 2);  view_31 = None
    _tensor_constant4 = self._tensor_constant4
    lift_fresh_copy_4 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant4);  _tensor_constant4 = None
    _tensor_constant5 = self._tensor_constant5
    lift_fresh_copy_5 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant5);  _tensor_constant5 = None
    cat_4 = torch.ops.aten.cat.default([lift_fresh_copy_4, transpose_8], -2);  lift_fresh_copy_4 = transpose_8 = None
    cat_5 = torch.ops.aten.cat.default([lift_fresh_copy_5, transpose_9], -2);  lift_fresh_copy_5 = transpose_9 = None
    _scaled_dot_product_flash_attention_for_cpu_2 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(transpose_10, cat_4, cat_5, 0.0, True, scale = 0.3535533905932738);  transpose_10 = cat_4 = cat_5 = None
    getitem_28 = _scaled_dot_product_flash_attention_for_cpu_2[0]
    getitem_29 = _scaled_dot_product_flash_attention_for_cpu_2[1];  _scaled_dot_product_flash_attention_for_cpu_2 = getitem_29 = None
    detach_4 = torch.ops.aten.detach.default(getitem_28);  detach_4 = None
    view_32 = torch.ops.aten.view.default(getitem_28, [2, 2, 8, 8]);  getitem_28 = None
    transpose_11 = torch.ops.aten.transpose.int(view_32, 1, 2);  view_32 = None
    view_33 = torch.ops.aten.view.default(transpose_11, [2, 8, -1]);  transpose_11 = None
    view_34 = torch.ops.aten.view.default(view_33, [-1, 16]);  view_33 = None
    _param_constant30 = self._param_constant30
    _param_constant31 = self._param_constant31
    addmm_9 = torch.ops.aten.addmm.default(_param_constant30, view_34, _param_constant31);  _param_constant30 = view_34 = _param_constant31 = None
    view_35 = torch.ops.aten.view.default(addmm_9, [2, 8, 16]);  addmm_9 = None
    add_10 = torch.ops.aten.add.Tensor(view_35, add_9);  view_35 = add_9 = None
    _param_constant32 = self._param_constant32
    _param_constant33 = self._param_constant33
    native_layer_norm_5 = torch.ops.aten.native_layer_norm.default(add_10, [16], _param_constant32, _param_constant33, 1e-05);  _param_constant32 = _param_constant33 = None
    getitem_30 = native_layer_norm_5[0]
    getitem_31 = native_layer_norm_5[1];  getitem_31 = None
    getitem_32 = native_layer_norm_5[2];  native_layer_norm_5 = getitem_32 = None
    view_36 = torch.ops.aten.view.default(getitem_30, [-1, 16]);  getitem_30 = None
    _param_constant34 = self._param_constant34
    _param_constant35 = self._param_constant35
    addmm_10 = torch.ops.aten.addmm.default(_param_constant34, view_36, _param_constant35);  _param_constant34 = view_36 = _param_constant35 = None
    view_37 = torch.ops.aten.view.default(addmm_10, [2, 8, 64]);  addmm_10 = None
    mul_8 = torch.ops.aten.mul.Tensor(view_37, 0.5)
    pow_3 = torch.ops.aten.pow.Tensor_Scalar(view_37, 3.0)
    mul_9 = torch.ops.aten.mul.Tensor(pow_3, 0.044715);  pow_3 = None
    add_11 = torch.ops.aten.add.Tensor(view_37, mul_9);  view_37 = mul_9 = None
    mul_10 = torch.ops.aten.mul.Tensor(add_11, 0.7978845608028654);  add_11 = None
    tanh_2 = torch.ops.aten.tanh.default(mul_10);  mul_10 = None
    detach_5 = torch.ops.aten.detach.default(tanh_2);  detach_5 = None
    add_12 = torch.ops.aten.add.Tensor(tanh_2, 1.0);  tanh_2 = None
    mul_11 = torch.ops.aten.mul.Tensor(mul_8, add_12);  mul_8 = add_12 = None
    view_38 = torch.ops.aten.view.default(mul_11, [-1, 64]);  mul_11 = None
    _param_constant36 = self._param_constant36
    _param_constant37 = self._param_constant37
    addmm_11 = torch.ops.aten.addmm.default(_param_constant36, view_38, _param_constant37);  _param_constant36 = view_38 = _param_constant37 = None
    view_39 = torch.ops.aten.view.default(addmm_11, [2, 8, 16]);  addmm_11 = None
    add_13 = torch.ops.aten.add.Tensor(add_10, view_39);  add_10 = view_39 = None
    _param_constant38 = self._param_constant38
    _param_constant39 = self._param_constant39
    native_layer_norm_6 = torch.ops.aten.native_layer_norm.default(add_13, [16], _param_constant38, _param_constant39, 1e-05);  _param_constant38 = _param_constant39 = None
    getitem_33 = native_layer_norm_6[0]
    getitem_34 = native_layer_norm_6[1];  getitem_34 = None
    getitem_35 = native_layer_norm_6[2];  native_layer_norm_6 = getitem_35 = None
    view_40 = torch.ops.aten.view.default(getitem_33, [-1, 16]);  getitem_33 = None
    _param_constant40 = self._param_constant40
    _param_constant41 = self._param_constant41
    addmm_12 = torch.ops.aten.addmm.default(_param_constant40, view_40, _param_constant41);  _param_constant40 = view_40 = _param_constant41 = None
    view_41 = torch.ops.aten.view.default(addmm_12, [2, 8, 48]);  addmm_12 = None
    split_3 = torch.ops.aten.split.Tensor(view_41, 16, 2);  view_41 = None
    getitem_36 = split_3[0]
    getitem_37 = split_3[1]
    getitem_38 = split_3[2];  split_3 = None
    view_42 = torch.ops.aten.view.default(getitem_37, [2, 8, -1, 8]);  getitem_37 = None
    transpose_12 = torch.ops.aten.transpose.int(view_42, 1, 2);  view_42 = None
    view_43 = torch.ops.aten.view.default(getitem_38, [2, 8, -1, 8]);  getitem_38 = None
    transpose_13 = torch.ops.aten.transpose.int(view_43, 1, 2);  view_43 = None
    view_44 = torch.ops.aten.view.default(getitem_36, [2, 8, -1, 8]);  getitem_36 = None
    transpose_14 = torch.ops.aten.transpose.int(view_44, 1, 2);  view_44 = None
    _tensor_constant6 = self._tensor_constant6
    lift_fresh_copy_6 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant6);  _tensor_constant6 = None
    _tensor_constant7 = self._tensor_constant7
    lift_fresh_copy_7 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant7);  _tensor_constant7 = None
    cat_6 = torch.ops.aten.cat.default([lift_fresh_copy_6, transpose_12], -2);  lift_fresh_copy_6 = transpose_12 = None
    cat_7 = torch.ops.aten.cat.default([lift_fresh_copy_7, transpose_13], -2);  lift_fresh_copy_7 = transpose_13 = None
    _scaled_dot_product_flash_attention_for_cpu_3 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(transpose_14, cat_6, cat_7, 0.0, True, scale = 0.3535533905932738);  transpose_14 = cat_6 = cat_7 = None
    getitem_39 = _scaled_dot_product_flash_attention_for_cpu_3[0]
    getitem_40 = _scaled_dot_product_flash_attention_for_cpu_3[1];  _scaled_dot_product_flash_attention_for_cpu_3 = getitem_40 = None
    detach_6 = torch.ops.aten.detach.default(getitem_39);  detach_6 = None
    view_45 = torch.ops.aten.view.default(getitem_39, [2, 2, 8, 8]);  getitem_39 = None
    transpose_15 = torch.ops.aten.transpose.int(view_45, 1, 2);  view_45 = None
    view_46 = torch.ops.aten.view.default(transpose_15, [2, 8, -1]);  transpose_15 = None
    view_47 = torch.ops.aten.view.default(view_46, [-1, 16]);  view_46 = None
    _param_constant42 = self._param_constant42
    _param_constant43 = self._param_constant43
    addmm_13 = torch.ops.aten.addmm.default(_param_constant42, view_47, _param_constant43);  _param_constant42 = view_47 = _param_constant43 = None
    view_48 = torch.ops.aten.view.default(addmm_13, [2, 8, 16]);  addmm_13 = None
    add_14 = torch.ops.aten.add.Tensor(view_48, add_13);  view_48 = add_13 = None
    _param_constant44 = self._param_constant44
    _param_constant45 = self._param_constant45
    native_layer_norm_7 = torch.ops.aten.native_layer_norm.default(add_14, [16], _param_constant44, _param_constant45, 1e-05);  _param_constant44 = _param_constant45 = None
    getitem_41 = native_layer_norm_7[0]
    getitem_42 = native_layer_norm_7[1];  getitem_42 = None
    getitem_43 = native_layer_norm_7[2];  native_layer_norm_7 = getitem_43 = None
    view_49 = torch.ops.aten.view.default(getitem_41, [-1, 16]);  getitem_41 = None
    _param_constant46 = self._param_constant46
    _param_constant47 = self._param_constant47
    addmm_14 = torch.ops.aten.addmm.default(_param_constant46, view_49, _param_constant47);  _param_constant46 = view_49 = _param_constant47 = None
    view_50 = torch.ops.aten.view.default(addmm_14, [2, 8, 64]);  addmm_14 = None
    mul_12 = torch.ops.aten.mul.Tensor(view_50, 0.5)
    pow_4 = torch.ops.aten.pow.Tensor_Scalar(view_50, 3.0)
    mul_13 = torch.ops.aten.mul.Tensor(pow_4, 0.044715);  pow_4 = None
    add_15 = torch.ops.aten.add.Tensor(view_50, mul_13);  view_50 = mul_13 = None
    mul_14 = torch.ops.aten.mul.Tensor(add_15, 0.7978845608028654);  add_15 = None
    tanh_3 = torch.ops.aten.tanh.default(mul_14);  mul_14 = None
    detach_7 = torch.ops.aten.detach.default(tanh_3);  detach_7 = None
    add_16 = torch.ops.aten.add.Tensor(tanh_3, 1.0);  tanh_3 = None
    mul_15 = torch.ops.aten.mul.Tensor(mul_12, add_16);  mul_12 = add_16 = None
    view_51 = torch.ops.aten.view.default(mul_15, [-1, 64]);  mul_15 = None
    _param_constant48 = self._param_constant48
    _param_constant49 = self._param_constant49
    addmm_15 = torch.ops.aten.addmm.default(_param_constant48, view_51, _param_constant49);  _param_constant48 = view_51 = _param_constant49 = None
    view_52 = torch.ops.aten.view.default(addmm_15, [2, 8, 16]);  addmm_15 = None
    add_17 = torch.ops.aten.add.Tensor(add_14, view_52);  add_14 = view_52 = None
    _param_constant50 = self._param_constant50
    _param_constant51 = self._param_constant51
    native_layer_norm_8 = torch.ops.aten.native_layer_norm.default(add_17, [16], _param_constant50, _param_constant51, 1e-05);  _param_constant50 = _param_constant51 = None
    getitem_44 = native_layer_norm_8[0]
    getitem_45 = native_layer_norm_8[1];  getitem_45 = None
    getitem_46 = native_layer_norm_8[2];  native_layer_norm_8 = getitem_46 = None
    view_53 = torch.ops.aten.view.default(getitem_44, [-1, 16]);  getitem_44 = None
    _param_constant52 = self._param_constant52
    _param_constant53 = self._param_constant53
    addmm_16 = torch.ops.aten.addmm.default(_param_constant52, view_53, _param_constant53);  _param_constant52 = view_53 = _param_constant53 = None
    view_54 = torch.ops.aten.view.default(addmm_16, [2, 8, 48]);  addmm_16 = None
    split_4 = torch.ops.aten.split.Tensor(view_54, 16, 2);  view_54 = None
    getitem_47 = split_4[0]
    getitem_48 = split_4[1]
    getitem_49 = split_4[2];  split_4 = None
    view_55 = torch.ops.aten.view.default(getitem_48, [2, 8, -1, 8]);  getitem_48 = None
    transpose_16 = torch.ops.aten.transpose.int(view_55, 1, 2);  view_55 = None
    view_56 = torch.ops.aten.view.default(getitem_49, [2, 8, -1, 8]);  getitem_49 = None
    transpose_17 = torch.ops.aten.transpose.int(view_56, 1, 2);  view_56 = None
    view_57 = torch.ops.aten.view.default(getitem_47, [2, 8, -1, 8]);  getitem_47 = None
    transpose_18 = torch.ops.aten.transpose.int(view_57, 1, 2);  view_57 = None
    _tensor_constant8 = self._tensor_constant8
    lift_fresh_copy_8 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant8);  _tensor_constant8 = None
    _tensor_constant9 = self._tensor_constant9
    lift_fresh_copy_9 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant9);  _tensor_constant9 = None
    cat_8 = torch.ops.aten.cat.default([lift_fresh_copy_8, transpose_16], -2);  lift_fresh_copy_8 = transpose_16 = None
    cat_9 = torch.ops.aten.cat.default([lift_fresh_copy_9, transpose_17], -2);  lift_fresh_copy_9 = transpose_17 = None
    _scaled_dot_product_flash_attention_for_cpu_4 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(transpose_18, cat_8, cat_9, 0.0, True, scale = 0.3535533905932738);  transpose_18 = cat_8 = cat_9 = None
    getitem_50 = _scaled_dot_product_flash_attention_for_cpu_4[0]
    getitem_51 = _scaled_dot_product_flash_attention_for_cpu_4[1];  _scaled_dot_product_flash_attention_for_cpu_4 = getitem_51 = None
    detach_8 = torch.ops.aten.detach.default(getitem_50);  detach_8 = None
    view_58 = torch.ops.aten.view.default(getitem_50, [2, 2, 8, 8]);  getitem_50 = None
    transpose_19 = torch.ops.aten.transpose.int(view_58, 1, 2);  view_58 = None
    view_59 = torch.ops.aten.view.default(transpose_19, [2, 8, -1]);  transpose_19 = None
    view_60 = torch.ops.aten.view.default(view_59, [-1, 16]);  view_59 = None
    _param_constant54 = self._param_constant54
    _param_constant55 = self._param_constant55
    addmm_17 = torch.ops.aten.addmm.default(_param_constant54, view_60, _param_constant55);  _param_constant54 = view_60 = _param_constant55 = None
    view_61 = torch.ops.aten.view.default(addmm_17, [2, 8, 16]);  addmm_17 = None
    add_18 = torch.ops.aten.add.Tensor(view_61, add_17);  view_61 = add_17 = None
    _param_constant56 = self._param_constant56
    _param_constant57 = self._param_constant57
    native_layer_norm_9 = torch.ops.aten.native_layer_norm.default(add_18, [16], _param_constant56, _param_constant57, 1e-05);  _param_constant56 = _param_constant57 = None
    getitem_52 = native_layer_norm_9[0]
    getitem_53 = native_layer_norm_9[1];  getitem_53 = None
    getitem_54 = native_layer_norm_9[2];  native_layer_norm_9 = getitem_54 = None
    view_62 = torch.ops.aten.view.default(getitem_52, [-1, 16]);  getitem_52 = None
    _param_constant58 = self._param_constant58
    _param_constant59 = self._param_constant59
    addmm_18 = torch.ops.aten.addmm.default(_param_constant58, view_62, _param_constant59);  _param_constant58 = view_62 = _param_constant59 = None
    view_63 = torch.ops.aten.view.default(addmm_18, [2, 8, 64]);  addmm_18 = None
    mul_16 = torch.ops.aten.mul.Tensor(view_63, 0.5)
    pow_5 = torch.ops.aten.pow.Tensor_Scalar(view_63, 3.0)
    mul_17 = torch.ops.aten.mul.Tensor(pow_5, 0.044715);  pow_5 = None
    add_19 = torch.ops.aten.add.Tensor(view_63, mul_17);  view_63 = mul_17 = None
    mul_18 = torch.ops.aten.mul.Tensor(add_19, 0.7978845608028654);  add_19 = None
    tanh_4 = torch.ops.aten.tanh.default(mul_18);  mul_18 = None
    detach_9 = torch.ops.aten.detach.default(tanh_4);  detach_9 = None
    add_20 = torch.ops.aten.add.Tensor(tanh_4, 1.0);  tanh_4 = None
    mul_19 = torch.ops.aten.mul.Tensor(mul_16, add_20);  mul_16 = add_20 = None
    view_64 = torch.ops.aten.view.default(mul_19, [-1, 64]);  mul_19 = None
    _param_constant60 = self._param_constant60
    _param_constant61 = self._param_constant61
    addmm_19 = torch.ops.aten.addmm.default(_param_constant60, view_64, _param_constant61);  _param_constant60 = view_64 = _param_constant61 = None
    view_65 = torch.ops.aten.view.default(addmm_19, [2, 8, 16]);  addmm_19 = None
    add_21 = torch.ops.aten.add.Tensor(add_18, view_65);  add_18 = view_65 = None
    _param_constant62 = self._param_constant62
    _param_constant63 = self._param_constant63
    native_layer_norm_10 = torch.ops.aten.native_layer_norm.default(add_21, [16], _param_constant62, _param_constant63, 1e-05);  _param_constant62 = _param_constant63 = None
    getitem_55 = native_layer_norm_10[0]
    getitem_56 = native_layer_norm_10[1];  getitem_56 = None
    getitem_57 = native_layer_norm_10[2];  native_layer_norm_10 = getitem_57 = None
    view_66 = torch.ops.aten.view.default(getitem_55, [-1, 16]);  getitem_55 = None
    _param_constant64 = self._param_constant64
    _param_constant65 = self._param_constant65
    addmm_20 = torch.ops.aten.addmm.default(_param_constant64, view_66, _param_constant65);  _param_constant64 = view_66 = _param_constant65 = None
    view_67 = torch.ops.aten.view.default(addmm_20, [2, 8, 48]);  addmm_20 = None
    split_5 = torch.ops.aten.split.Tensor(view_67, 16, 2);  view_67 = None
    getitem_58 = split_5[0]
    getitem_59 = split_5[1]
    getitem_60 = split_5[2];  split_5 = None
    view_68 = torch.ops.aten.view.default(getitem_59, [2, 8, -1, 8]);  getitem_59 = None
    transpose_20 = torch.ops.aten.transpose.int(view_68, 1, 2);  view_68 = None
    view_69 = torch.ops.aten.view.default(getitem_60, [2, 8, -1, 8]);  getitem_60 = None
    transpose_21 = torch.ops.aten.transpose.int(view_69, 1, 2);  view_69 = None
    view_70 = torch.ops.aten.view.default(getitem_58, [2, 8, -1, 8]);  getitem_58 = None
    transpose_22 = torch.ops.aten.transpose.int(view_70, 1, 2);  view_70 = None
    _tensor_constant10 = self._tensor_constant10
    lift_fresh_copy_10 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant10);  _tensor_constant10 = None
    _tensor_constant11 = self._tensor_constant11
    lift_fresh_copy_11 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant11);  _tensor_constant11 = None
    cat_10 = torch.ops.aten.cat.default([lift_fresh_copy_10, transpose_20], -2);  lift_fresh_copy_10 = transpose_20 = None
    cat_11 = torch.ops.aten.cat.default([lift_fresh_copy_11, transpose_21], -2);  lift_fresh_copy_11 = transpose_21 = None
    _scaled_dot_product_flash_attention_for_cpu_5 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(transpose_22, cat_10, cat_11, 0.0, True, scale = 0.3535533905932738);  transpose_22 = cat_10 = cat_11 = None
    getitem_61 = _scaled_dot_product_flash_attention_for_cpu_5[0]
    getitem_62 = _scaled_dot_product_flash_attention_for_cpu_5[1];  _scaled_dot_product_flash_attention_for_cpu_5 = getitem_62 = None
    detach_10 = torch.ops.aten.detach.default(getitem_61);  detach_10 = None
    view_71 = torch.ops.aten.view.default(getitem_61, [2, 2, 8, 8]);  getitem_61 = None
    transpose_23 = torch.ops.aten.transpose.int(view_71, 1, 2);  view_71 = None
    view_72 = torch.ops.aten.view.default(transpose_23, [2, 8, -1]);  transpose_23 = None
    view_73 = torch.ops.aten.view.default(view_72, [-1, 16]);  view_72 = None
    _param_constant66 = self._param_constant66
    _param_constant67 = self._param_constant67
    addmm_21 = torch.ops.aten.addmm.default(_param_constant66, view_73, _param_constant67);  _param_constant66 = view_73 = _param_constant67 = None
    view_74 = torch.ops.aten.view.default(addmm_21, [2, 8, 16]);  addmm_21 = None
    add_22 = torch.ops.aten.add.Tensor(view_74, add_21);  view_74 = add_21 = None
    _param_constant68 = self._param_constant68
    _param_constant69 = self._param_constant69
    native_layer_norm_11 = torch.ops.aten.native_layer_norm.default(add_22, [16], _param_constant68, _param_constant69, 1e-05);  _param_constant68 = _param_constant69 = None
    getitem_63 = native_layer_norm_11[0]
    getitem_64 = native_layer_norm_11[1];  getitem_64 = None
    getitem_65 = native_layer_norm_11[2];  native_layer_norm_11 = getitem_65 = None
    view_75 = torch.ops.aten.view.default(getitem_63, [-1, 16]);  getitem_63 = None
    _param_constant70 = self._param_constant70
    _param_constant71 = self._param_constant71
    addmm_22 = torch.ops.aten.addmm.default(_param_constant70, view_75, _param_constant71);  _param_constant70 = view_75 = _param_constant71 = None
    view_76 = torch.ops.aten.view.default(addmm_22, [2, 8, 64]);  addmm_22 = None
    mul_20 = torch.ops.aten.mul.Tensor(view_76, 0.5)
    pow_6 = torch.ops.aten.pow.Tensor_Scalar(view_76, 3.0)
    mul_21 = torch.ops.aten.mul.Tensor(pow_6, 0.044715);  pow_6 = None
    add_23 = torch.ops.aten.add.Tensor(view_76, mul_21);  view_76 = mul_21 = None
    mul_22 = torch.ops.aten.mul.Tensor(add_23, 0.7978845608028654);  add_23 = None
    tanh_5 = torch.ops.aten.tanh.default(mul_22);  mul_22 = None
    detach_11 = torch.ops.aten.detach.default(tanh_5);  detach_11 = None
    add_24 = torch.ops.aten.add.Tensor(tanh_5, 1.0);  tanh_5 = None
    mul_23 = torch.ops.aten.mul.Tensor(mul_20, add_24);  mul_20 = add_24 = None
    view_77 = torch.ops.aten.view.default(mul_23, [-1, 64]);  mul_23 = None
    _param_constant72 = self._param_constant72
    _param_constant73 = self._param_constant73
    addmm_23 = torch.ops.aten.addmm.default(_param_constant72, view_77, _param_constant73);  _param_constant72 = view_77 = _param_constant73 = None
    view_78 = torch.ops.aten.view.default(addmm_23, [2, 8, 16]);  addmm_23 = None
    add_25 = torch.ops.aten.add.Tensor(add_22, view_78);  add_22 = view_78 = None
    _param_constant74 = self._param_constant74
    _param_constant75 = self._param_constant75
    native_layer_norm_12 = torch.ops.aten.native_layer_norm.default(add_25, [16], _param_constant74, _param_constant75, 1e-05);  _param_constant74 = _param_constant75 = None
    getitem_66 = native_layer_norm_12[0]
    getitem_67 = native_layer_norm_12[1];  getitem_67 = None
    getitem_68 = native_layer_norm_12[2];  native_layer_norm_12 = getitem_68 = None
    view_79 = torch.ops.aten.view.default(getitem_66, [-1, 16]);  getitem_66 = None
    _param_constant76 = self._param_constant76
    _param_constant77 = self._param_constant77
    addmm_24 = torch.ops.aten.addmm.default(_param_constant76, view_79, _param_constant77);  _param_constant76 = view_79 = _param_constant77 = None
    view_80 = torch.ops.aten.view.default(addmm_24, [2, 8, 48]);  addmm_24 = None
    split_6 = torch.ops.aten.split.Tensor(view_80, 16, 2);  view_80 = None
    getitem_69 = split_6[0]
    getitem_70 = split_6[1]
    getitem_71 = split_6[2];  split_6 = None
    view_81 = torch.ops.aten.view.default(getitem_70, [2, 8, -1, 8]);  getitem_70 = None
    transpose_24 = torch.ops.aten.transpose.int(view_81, 1, 2);  view_81 = None
    view_82 = torch.ops.aten.view.default(getitem_71, [2, 8, -1, 8]);  getitem_71 = None
    transpose_25 = torch.ops.aten.transpose.int(view_82, 1, 2);  view_82 = None
    view_83 = torch.ops.aten.view.default(getitem_69, [2, 8, -1, 8]);  getitem_69 = None
    transpose_26 = torch.ops.aten.transpose.int(view_83, 1, 2);  view_83 = None
    _tensor_constant12 = self._tensor_constant12
    lift_fresh_copy_12 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant12);  _tensor_constant12 = None
    _tensor_constant13 = self._tensor_constant13
    lift_fresh_copy_13 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant13);  _tensor_constant13 = None
    cat_12 = torch.ops.aten.cat.default([lift_fresh_copy_12, transpose_24], -2);  lift_fresh_copy_12 = transpose_24 = None
    cat_13 = torch.ops.aten.cat.default([lift_fresh_copy_13, transpose_25], -2);  lift_fresh_copy_13 = transpose_25 = None
    _scaled_dot_product_flash_attention_for_cpu_6 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(transpose_26, cat_12, cat_13, 0.0, True, scale = 0.3535533905932738);  transpose_26 = cat_12 = cat_13 = None
    getitem_72 = _scaled_dot_product_flash_attention_for_cpu_6[0]
    getitem_73 = _scaled_dot_product_flash_attention_for_cpu_6[1];  _scaled_dot_product_flash_attention_for_cpu_6 = getitem_73 = None
    detach_12 = torch.ops.aten.detach.default(getitem_72);  detach_12 = None
    view_84 = torch.ops.aten.view.default(getitem_72, [2, 2, 8, 8]);  getitem_72 = None
    transpose_27 = torch.ops.aten.transpose.int(view_84, 1, 2);  view_84 = None
    view_85 = torch.ops.aten.view.default(transpose_27, [2, 8, -1]);  transpose_27 = None
    view_86 = torch.ops.aten.view.default(view_85, [-1, 16]);  view_85 = None
    _param_constant78 = self._param_constant78
    _param_constant79 = self._param_constant79
    addmm_25 = torch.ops.aten.addmm.default(_param_constant78, view_86, _param_constant79);  _param_constant78 = view_86 = _param_constant79 = None
    view_87 = torch.ops.aten.view.default(addmm_25, [2, 8, 16]);  addmm_25 = None
    add_26 = torch.ops.aten.add.Tensor(view_87, add_25);  view_87 = add_25 = None
    _param_constant80 = self._param_constant80
    _param_constant81 = self._param_constant81
    native_layer_norm_13 = torch.ops.aten.native_layer_norm.default(add_26, [16], _param_constant80, _param_constant81, 1e-05);  _param_constant80 = _param_constant81 = None
    getitem_74 = native_layer_norm_13[0]
    getitem_75 = native_layer_norm_13[1];  getitem_75 = None
    getitem_76 = native_layer_norm_13[2];  native_layer_norm_13 = getitem_76 = None
    view_88 = torch.ops.aten.view.default(getitem_74, [-1, 16]);  getitem_74 = None
    _param_constant82 = self._param_constant82
    _param_constant83 = self._param_constant83
    addmm_26 = torch.ops.aten.addmm.default(_param_constant82, view_88, _param_constant83);  _param_constant82 = view_88 = _param_constant83 = None
    view_89 = torch.ops.aten.view.default(addmm_26, [2, 8, 64]);  addmm_26 = None
    mul_24 = torch.ops.aten.mul.Tensor(view_89, 0.5)
    pow_7 = torch.ops.aten.pow.Tensor_Scalar(view_89, 3.0)
    mul_25 = torch.ops.aten.mul.Tensor(pow_7, 0.044715);  pow_7 = None
    add_27 = torch.ops.aten.add.Tensor(view_89, mul_25);  view_89 = mul_25 = None
    mul_26 = torch.ops.aten.mul.Tensor(add_27, 0.7978845608028654);  add_27 = None
    tanh_6 = torch.ops.aten.tanh.default(mul_26);  mul_26 = None
    detach_13 = torch.ops.aten.detach.default(tanh_6);  detach_13 = None
    add_28 = torch.ops.aten.add.Tensor(tanh_6, 1.0);  tanh_6 = None
    mul_27 = torch.ops.aten.mul.Tensor(mul_24, add_28);  mul_24 = add_28 = None
    view_90 = torch.ops.aten.view.default(mul_27, [-1, 64]);  mul_27 = None
    _param_constant84 = self._param_constant84
    _param_constant85 = self._param_constant85
    addmm_27 = torch.ops.aten.addmm.default(_param_constant84, view_90, _param_constant85);  _param_constant84 = view_90 = _param_constant85 = None
    view_91 = torch.ops.aten.view.default(addmm_27, [2, 8, 16]);  addmm_27 = None
    add_29 = torch.ops.aten.add.Tensor(add_26, view_91);  add_26 = view_91 = None
    _param_constant86 = self._param_constant86
    _param_constant87 = self._param_constant87
    native_layer_norm_14 = torch.ops.aten.native_layer_norm.default(add_29, [16], _param_constant86, _param_constant87, 1e-05);  _param_constant86 = _param_constant87 = None
    getitem_77 = native_layer_norm_14[0]
    getitem_78 = native_layer_norm_14[1];  getitem_78 = None
    getitem_79 = native_layer_norm_14[2];  native_layer_norm_14 = getitem_79 = None
    view_92 = torch.ops.aten.view.default(getitem_77, [-1, 16]);  getitem_77 = None
    _param_constant88 = self._param_constant88
    _param_constant89 = self._param_constant89
    addmm_28 = torch.ops.aten.addmm.default(_param_constant88, view_92, _param_constant89);  _param_constant88 = view_92 = _param_constant89 = None
    view_93 = torch.ops.aten.view.default(addmm_28, [2, 8, 48]);  addmm_28 = None
    split_7 = torch.ops.aten.split.Tensor(view_93, 16, 2);  view_93 = None
    getitem_80 = split_7[0]
    getitem_81 = split_7[1]
    getitem_82 = split_7[2];  split_7 = None
    view_94 = torch.ops.aten.view.default(getitem_81, [2, 8, -1, 8]);  getitem_81 = None
    transpose_28 = torch.ops.aten.transpose.int(view_94, 1, 2);  view_94 = None
    view_95 = torch.ops.aten.view.default(getitem_82, [2, 8, -1, 8]);  getitem_82 = None
    transpose_29 = torch.ops.aten.transpose.int(view_95, 1, 2);  view_95 = None
    view_96 = torch.ops.aten.view.default(getitem_80, [2, 8, -1, 8]);  getitem_80 = None
    transpose_30 = torch.ops.aten.transpose.int(view_96, 1, 2);  view_96 = None
    _tensor_constant14 = self._tensor_constant14
    lift_fresh_copy_14 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant14);  _tensor_constant14 = None
    _tensor_constant15 = self._tensor_constant15
    lift_fresh_copy_15 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant15);  _tensor_constant15 = None
    cat_14 = torch.ops.aten.cat.default([lift_fresh_copy_14, transpose_28], -2);  lift_fresh_copy_14 = transpose_28 = None
    cat_15 = torch.ops.aten.cat.default([lift_fresh_copy_15, transpose_29], -2);  lift_fresh_copy_15 = transpose_29 = None
    _scaled_dot_product_flash_attention_for_cpu_7 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(transpose_30, cat_14, cat_15, 0.0, True, scale = 0.3535533905932738);  transpose_30 = cat_14 = cat_15 = None
    getitem_83 = _scaled_dot_product_flash_attention_for_cpu_7[0]
    getitem_84 = _scaled_dot_product_flash_attention_for_cpu_7[1];  _scaled_dot_product_flash_attention_for_cpu_7 = getitem_84 = None
    detach_14 = torch.ops.aten.detach.default(getitem_83);  detach_14 = None
    view_97 = torch.ops.aten.view.default(getitem_83, [2, 2, 8, 8]);  getitem_83 = None
    transpose_31 = torch.ops.aten.transpose.int(view_97, 1, 2);  view_97 = None
    view_98 = torch.ops.aten.view.default(transpose_31, [2, 8, -1]);  transpose_31 = None
    view_99 = torch.ops.aten.view.default(view_98, [-1, 16]);  view_98 = None
    _param_constant90 = self._param_constant90
    _param_constant91 = self._param_constant91
    addmm_29 = torch.ops.aten.addmm.default(_param_constant90, view_99, _param_constant91);  _param_constant90 = view_99 = _param_constant91 = None
    view_100 = torch.ops.aten.view.default(addmm_29, [2, 8, 16]);  addmm_29 = None
    add_30 = torch.ops.aten.add.Tensor(view_100, add_29);  view_100 = add_29 = None
    _param_constant92 = self._param_constant92
    _param_constant93 = self._param_constant93
    native_layer_norm_15 = torch.ops.aten.native_layer_norm.default(add_30, [16], _param_constant92, _param_constant93, 1e-05);  _param_constant92 = _param_constant93 = None
    getitem_85 = native_layer_norm_15[0]
    getitem_86 = native_layer_norm_15[1];  getitem_86 = None
    getitem_87 = native_layer_norm_15[2];  native_layer_norm_15 = getitem_87 = None
    view_101 = torch.ops.aten.view.default(getitem_85, [-1, 16]);  getitem_85 = None
    _param_constant94 = self._param_constant94
    _param_constant95 = self._param_constant95
    addmm_30 = torch.ops.aten.addmm.default(_param_constant94, view_101, _param_constant95);  _param_constant94 = view_101 = _param_constant95 = None
    view_102 = torch.ops.aten.view.default(addmm_30, [2, 8, 64]);  addmm_30 = None
    mul_28 = torch.ops.aten.mul.Tensor(view_102, 0.5)
    pow_8 = torch.ops.aten.pow.Tensor_Scalar(view_102, 3.0)
    mul_29 = torch.ops.aten.mul.Tensor(pow_8, 0.044715);  pow_8 = None
    add_31 = torch.ops.aten.add.Tensor(view_102, mul_29);  view_102 = mul_29 = None
    mul_30 = torch.ops.aten.mul.Tensor(add_31, 0.7978845608028654);  add_31 = None
    tanh_7 = torch.ops.aten.tanh.default(mul_30);  mul_30 = None
    detach_15 = torch.ops.aten.detach.default(tanh_7);  detach_15 = None
    add_32 = torch.ops.aten.add.Tensor(tanh_7, 1.0);  tanh_7 = None
    mul_31 = torch.ops.aten.mul.Tensor(mul_28, add_32);  mul_28 = add_32 = None
    view_103 = torch.ops.aten.view.default(mul_31, [-1, 64]);  mul_31 = None
    _param_constant96 = self._param_constant96
    _param_constant97 = self._param_constant97
    addmm_31 = torch.ops.aten.addmm.default(_param_constant96, view_103, _param_constant97);  _param_constant96 = view_103 = _param_constant97 = None
    view_104 = torch.ops.aten.view.default(addmm_31, [2, 8, 16]);  addmm_31 = None
    add_33 = torch.ops.aten.add.Tensor(add_30, view_104);  add_30 = view_104 = None
    _param_constant98 = self._param_constant98
    _param_constant99 = self._param_constant99
    native_layer_norm_16 = torch.ops.aten.native_layer_norm.default(add_33, [16], _param_constant98, _param_constant99, 1e-05);  _param_constant98 = _param_constant99 = None
    getitem_88 = native_layer_norm_16[0]
    getitem_89 = native_layer_norm_16[1];  getitem_89 = None
    getitem_90 = native_layer_norm_16[2];  native_layer_norm_16 = getitem_90 = None
    view_105 = torch.ops.aten.view.default(getitem_88, [-1, 16]);  getitem_88 = None
    _param_constant100 = self._param_constant100
    _param_constant101 = self._param_constant101
    addmm_32 = torch.ops.aten.addmm.default(_param_constant100, view_105, _param_constant101);  _param_constant100 = view_105 = _param_constant101 = None
    view_106 = torch.ops.aten.view.default(addmm_32, [2, 8, 48]);  addmm_32 = None
    split_8 = torch.ops.aten.split.Tensor(view_106, 16, 2);  view_106 = None
    getitem_91 = split_8[0]
    getitem_92 = split_8[1]
    getitem_93 = split_8[2];  split_8 = None
    view_107 = torch.ops.aten.view.default(getitem_92, [2, 8, -1, 8]);  getitem_92 = None
    transpose_32 = torch.ops.aten.transpose.int(view_107, 1, 2);  view_107 = None
    view_108 = torch.ops.aten.view.default(getitem_93, [2, 8, -1, 8]);  getitem_93 = None
    transpose_33 = torch.ops.aten.transpose.int(view_108, 1, 2);  view_108 = None
    view_109 = torch.ops.aten.view.default(getitem_91, [2, 8, -1, 8]);  getitem_91 = None
    transpose_34 = torch.ops.aten.transpose.int(view_109, 1, 2);  view_109 = None
    _tensor_constant16 = self._tensor_constant16
    lift_fresh_copy_16 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant16);  _tensor_constant16 = None
    _tensor_constant17 = self._tensor_constant17
    lift_fresh_copy_17 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant17);  _tensor_constant17 = None
    cat_16 = torch.ops.aten.cat.default([lift_fresh_copy_16, transpose_32], -2);  lift_fresh_copy_16 = transpose_32 = None
    cat_17 = torch.ops.aten.cat.default([lift_fresh_copy_17, transpose_33], -2);  lift_fresh_copy_17 = transpose_33 = None
    _scaled_dot_product_flash_attention_for_cpu_8 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(transpose_34, cat_16, cat_17, 0.0, True, scale = 0.3535533905932738);  transpose_34 = cat_16 = cat_17 = None
    getitem_94 = _scaled_dot_product_flash_attention_for_cpu_8[0]
    getitem_95 = _scaled_dot_product_flash_attention_for_cpu_8[1];  _scaled_dot_product_flash_attention_for_cpu_8 = getitem_95 = None
    detach_16 = torch.ops.aten.detach.default(getitem_94);  detach_16 = None
    view_110 = torch.ops.aten.view.default(getitem_94, [2, 2, 8, 8]);  getitem_94 = None
    transpose_35 = torch.ops.aten.transpose.int(view_110, 1, 2);  view_110 = None
    view_111 = torch.ops.aten.view.default(transpose_35, [2, 8, -1]);  transpose_35 = None
    view_112 = torch.ops.aten.view.default(view_111, [-1, 16]);  view_111 = None
    _param_constant102 = self._param_constant102
    _param_constant103 = self._param_constant103
    addmm_33 = torch.ops.aten.addmm.default(_param_constant102, view_112, _param_constant103);  _param_constant102 = view_112 = _param_constant103 = None
    view_113 = torch.ops.aten.view.default(addmm_33, [2, 8, 16]);  addmm_33 = None
    add_34 = torch.ops.aten.add.Tensor(view_113, add_33);  view_113 = add_33 = None
    _param_constant104 = self._param_constant104
    _param_constant105 = self._param_constant105
    native_layer_norm_17 = torch.ops.aten.native_layer_norm.default(add_34, [16], _param_constant104, _param_constant105, 1e-05);  _param_constant104 = _param_constant105 = None
    getitem_96 = native_layer_norm_17[0]
    getitem_97 = native_layer_norm_17[1];  getitem_97 = None
    getitem_98 = native_layer_norm_17[2];  native_layer_norm_17 = getitem_98 = None
    view_114 = torch.ops.aten.view.default(getitem_96, [-1, 16]);  getitem_96 = None
    _param_constant106 = self._param_constant106
    _param_constant107 = self._param_constant107
    addmm_34 = torch.ops.aten.addmm.default(_param_constant106, view_114, _param_constant107);  _param_constant106 = view_114 = _param_constant107 = None
    view_115 = torch.ops.aten.view.default(addmm_34, [2, 8, 64]);  addmm_34 = None
    mul_32 = torch.ops.aten.mul.Tensor(view_115, 0.5)
    pow_9 = torch.ops.aten.pow.Tensor_Scalar(view_115, 3.0)
    mul_33 = torch.ops.aten.mul.Tensor(pow_9, 0.044715);  pow_9 = None
    add_35 = torch.ops.aten.add.Tensor(view_115, mul_33);  view_115 = mul_33 = None
    mul_34 = torch.ops.aten.mul.Tensor(add_35, 0.7978845608028654);  add_35 = None
    tanh_8 = torch.ops.aten.tanh.default(mul_34);  mul_34 = None
    detach_17 = torch.ops.aten.detach.default(tanh_8);  detach_17 = None
    add_36 = torch.ops.aten.add.Tensor(tanh_8, 1.0);  tanh_8 = None
    mul_35 = torch.ops.aten.mul.Tensor(mul_32, add_36);  mul_32 = add_36 = None
    view_116 = torch.ops.aten.view.default(mul_35, [-1, 64]);  mul_35 = None
    _param_constant108 = self._param_constant108
    _param_constant109 = self._param_constant109
    addmm_35 = torch.ops.aten.addmm.default(_param_constant108, view_116, _param_constant109);  _param_constant108 = view_116 = _param_constant109 = None
    view_117 = torch.ops.aten.view.default(addmm_35, [2, 8, 16]);  addmm_35 = None
    add_37 = torch.ops.aten.add.Tensor(add_34, view_117);  add_34 = view_117 = None
    _param_constant110 = self._param_constant110
    _param_constant111 = self._param_constant111
    native_layer_norm_18 = torch.ops.aten.native_layer_norm.default(add_37, [16], _param_constant110, _param_constant111, 1e-05);  _param_constant110 = _param_constant111 = None
    getitem_99 = native_layer_norm_18[0]
    getitem_100 = native_layer_norm_18[1];  getitem_100 = None
    getitem_101 = native_layer_norm_18[2];  native_layer_norm_18 = getitem_101 = None
    view_118 = torch.ops.aten.view.default(getitem_99, [-1, 16]);  getitem_99 = None
    _param_constant112 = self._param_constant112
    _param_constant113 = self._param_constant113
    addmm_36 = torch.ops.aten.addmm.default(_param_constant112, view_118, _param_constant113);  _param_constant112 = view_118 = _param_constant113 = None
    view_119 = torch.ops.aten.view.default(addmm_36, [2, 8, 48]);  addmm_36 = None
    split_9 = torch.ops.aten.split.Tensor(view_119, 16, 2);  view_119 = None
    getitem_102 = split_9[0]
    getitem_103 = split_9[1]
    getitem_104 = split_9[2];  split_9 = None
    view_120 = torch.ops.aten.view.default(getitem_103, [2, 8, -1, 8]);  getitem_103 = None
    transpose_36 = torch.ops.aten.transpose.int(view_120, 1, 2);  view_120 = None
    view_121 = torch.ops.aten.view.default(getitem_104, [2, 8, -1, 8]);  getitem_104 = None
    transpose_37 = torch.ops.aten.transpose.int(view_121, 1, 2);  view_121 = None
    view_122 = torch.ops.aten.view.default(getitem_102, [2, 8, -1, 8]);  getitem_102 = None
    transpose_38 = torch.ops.aten.transpose.int(view_122, 1, 2);  view_122 = None
    _tensor_constant18 = self._tensor_constant18
    lift_fresh_copy_18 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant18);  _tensor_constant18 = None
    _tensor_constant19 = self._tensor_constant19
    lift_fresh_copy_19 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant19);  _tensor_constant19 = None
    cat_18 = torch.ops.aten.cat.default([lift_fresh_copy_18, transpose_36], -2);  lift_fresh_copy_18 = transpose_36 = None
    cat_19 = torch.ops.aten.cat.default([lift_fresh_copy_19, transpose_37], -2);  lift_fresh_copy_19 = transpose_37 = None
    _scaled_dot_product_flash_attention_for_cpu_9 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(transpose_38, cat_18, cat_19, 0.0, True, scale = 0.3535533905932738);  transpose_38 = cat_18 = cat_19 = None
    getitem_105 = _scaled_dot_product_flash_attention_for_cpu_9[0]
    getitem_106 = _scaled_dot_product_flash_attention_for_cpu_9[1];  _scaled_dot_product_flash_attention_for_cpu_9 = getitem_106 = None
    detach_18 = torch.ops.aten.detach.default(getitem_105);  detach_18 = None
    view_123 = torch.ops.aten.view.default(getitem_105, [2, 2, 8, 8]);  getitem_105 = None
    transpose_39 = torch.ops.aten.transpose.int(view_123, 1, 2);  view_123 = None
    view_124 = torch.ops.aten.view.default(transpose_39, [2, 8, -1]);  transpose_39 = None
    view_125 = torch.ops.aten.view.default(view_124, [-1, 16]);  view_124 = None
    _param_constant114 = self._param_constant114
    _param_constant115 = self._param_constant115
    addmm_37 = torch.ops.aten.addmm.default(_param_constant114, view_125, _param_constant115);  _param_constant114 = view_125 = _param_constant115 = None
    view_126 = torch.ops.aten.view.default(addmm_37, [2, 8, 16]);  addmm_37 = None
    add_38 = torch.ops.aten.add.Tensor(view_126, add_37);  view_126 = add_37 = None
    _param_constant116 = self._param_constant116
    _param_constant117 = self._param_constant117
    native_layer_norm_19 = torch.ops.aten.native_layer_norm.default(add_38, [16], _param_constant116, _param_constant117, 1e-05);  _param_constant116 = _param_constant117 = None
    getitem_107 = native_layer_norm_19[0]
    getitem_108 = native_layer_norm_19[1];  getitem_108 = None
    getitem_109 = native_layer_norm_19[2];  native_layer_norm_19 = getitem_109 = None
    view_127 = torch.ops.aten.view.default(getitem_107, [-1, 16]);  getitem_107 = None
    _param_constant118 = self._param_constant118
    _param_constant119 = self._param_constant119
    addmm_38 = torch.ops.aten.addmm.default(_param_constant118, view_127, _param_constant119);  _param_constant118 = view_127 = _param_constant119 = None
    view_128 = torch.ops.aten.view.default(addmm_38, [2, 8, 64]);  addmm_38 = None
    mul_36 = torch.ops.aten.mul.Tensor(view_128, 0.5)
    pow_10 = torch.ops.aten.pow.Tensor_Scalar(view_128, 3.0)
    mul_37 = torch.ops.aten.mul.Tensor(pow_10, 0.044715);  pow_10 = None
    add_39 = torch.ops.aten.add.Tensor(view_128, mul_37);  view_128 = mul_37 = None
    mul_38 = torch.ops.aten.mul.Tensor(add_39, 0.7978845608028654);  add_39 = None
    tanh_9 = torch.ops.aten.tanh.default(mul_38);  mul_38 = None
    detach_19 = torch.ops.aten.detach.default(tanh_9);  detach_19 = None
    add_40 = torch.ops.aten.add.Tensor(tanh_9, 1.0);  tanh_9 = None
    mul_39 = torch.ops.aten.mul.Tensor(mul_36, add_40);  mul_36 = add_40 = None
    view_129 = torch.ops.aten.view.default(mul_39, [-1, 64]);  mul_39 = None
    _param_constant120 = self._param_constant120
    _param_constant121 = self._param_constant121
    addmm_39 = torch.ops.aten.addmm.default(_param_constant120, view_129, _param_constant121);  _param_constant120 = view_129 = _param_constant121 = None
    view_130 = torch.ops.aten.view.default(addmm_39, [2, 8, 16]);  addmm_39 = None
    add_41 = torch.ops.aten.add.Tensor(add_38, view_130);  add_38 = view_130 = None
    _param_constant122 = self._param_constant122
    _param_constant123 = self._param_constant123
    native_layer_norm_20 = torch.ops.aten.native_layer_norm.default(add_41, [16], _param_constant122, _param_constant123, 1e-05);  _param_constant122 = _param_constant123 = None
    getitem_110 = native_layer_norm_20[0]
    getitem_111 = native_layer_norm_20[1];  getitem_111 = None
    getitem_112 = native_layer_norm_20[2];  native_layer_norm_20 = getitem_112 = None
    view_131 = torch.ops.aten.view.default(getitem_110, [-1, 16]);  getitem_110 = None
    _param_constant124 = self._param_constant124
    _param_constant125 = self._param_constant125
    addmm_40 = torch.ops.aten.addmm.default(_param_constant124, view_131, _param_constant125);  _param_constant124 = view_131 = _param_constant125 = None
    view_132 = torch.ops.aten.view.default(addmm_40, [2, 8, 48]);  addmm_40 = None
    split_10 = torch.ops.aten.split.Tensor(view_132, 16, 2);  view_132 = None
    getitem_113 = split_10[0]
    getitem_114 = split_10[1]
    getitem_115 = split_10[2];  split_10 = None
    view_133 = torch.ops.aten.view.default(getitem_114, [2, 8, -1, 8]);  getitem_114 = None
    transpose_40 = torch.ops.aten.transpose.int(view_133, 1, 2);  view_133 = None
    view_134 = torch.ops.aten.view.default(getitem_115, [2, 8, -1, 8]);  getitem_115 = None
    transpose_41 = torch.ops.aten.transpose.int(view_134, 1, 2);  view_134 = None
    view_135 = torch.ops.aten.view.default(getitem_113, [2, 8, -1, 8]);  getitem_113 = None
    transpose_42 = torch.ops.aten.transpose.int(view_135, 1, 2);  view_135 = None
    _tensor_constant20 = self._tensor_constant20
    lift_fresh_copy_20 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant20);  _tensor_constant20 = None
    _tensor_constant21 = self._tensor_constant21
    lift_fresh_copy_21 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant21);  _tensor_constant21 = None
    cat_20 = torch.ops.aten.cat.default([lift_fresh_copy_20, transpose_40], -2);  lift_fresh_copy_20 = transpose_40 = None
    cat_21 = torch.ops.aten.cat.default([lift_fresh_copy_21, transpose_41], -2);  lift_fresh_copy_21 = transpose_41 = None
    _scaled_dot_product_flash_attention_for_cpu_10 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(transpose_42, cat_20, cat_21, 0.0, True, scale = 0.3535533905932738);  transpose_42 = cat_20 = cat_21 = None
    getitem_116 = _scaled_dot_product_flash_attention_for_cpu_10[0]
    getitem_117 = _scaled_dot_product_flash_attention_for_cpu_10[1];  _scaled_dot_product_flash_attention_for_cpu_10 = getitem_117 = None
    detach_20 = torch.ops.aten.detach.default(getitem_116);  detach_20 = None
    view_136 = torch.ops.aten.view.default(getitem_116, [2, 2, 8, 8]);  getitem_116 = None
    transpose_43 = torch.ops.aten.transpose.int(view_136, 1, 2);  view_136 = None
    view_137 = torch.ops.aten.view.default(transpose_43, [2, 8, -1]);  transpose_43 = None
    view_138 = torch.ops.aten.view.default(view_137, [-1, 16]);  view_137 = None
    _param_constant126 = self._param_constant126
    _param_constant127 = self._param_constant127
    addmm_41 = torch.ops.aten.addmm.default(_param_constant126, view_138, _param_constant127);  _param_constant126 = view_138 = _param_constant127 = None
    view_139 = torch.ops.aten.view.default(addmm_41, [2, 8, 16]);  addmm_41 = None
    add_42 = torch.ops.aten.add.Tensor(view_139, add_41);  view_139 = add_41 = None
    _param_constant128 = self._param_constant128
    _param_constant129 = self._param_constant129
    native_layer_norm_21 = torch.ops.aten.native_layer_norm.default(add_42, [16], _param_constant128, _param_constant129, 1e-05);  _param_constant128 = _param_constant129 = None
    getitem_118 = native_layer_norm_21[0]
    getitem_119 = native_layer_norm_21[1];  getitem_119 = None
    getitem_120 = native_layer_norm_21[2];  native_layer_norm_21 = getitem_120 = None
    view_140 = torch.ops.aten.view.default(getitem_118, [-1, 16]);  getitem_118 = None
    _param_constant130 = self._param_constant130
    _param_constant131 = self._param_constant131
    addmm_42 = torch.ops.aten.addmm.default(_param_constant130, view_140, _param_constant131);  _param_constant130 = view_140 = _param_constant131 = None
    view_141 = torch.ops.aten.view.default(addmm_42, [2, 8, 64]);  addmm_42 = None
    mul_40 = torch.ops.aten.mul.Tensor(view_141, 0.5)
    pow_11 = torch.ops.aten.pow.Tensor_Scalar(view_141, 3.0)
    mul_41 = torch.ops.aten.mul.Tensor(pow_11, 0.044715);  pow_11 = None
    add_43 = torch.ops.aten.add.Tensor(view_141, mul_41);  view_141 = mul_41 = None
    mul_42 = torch.ops.aten.mul.Tensor(add_43, 0.7978845608028654);  add_43 = None
    tanh_10 = torch.ops.aten.tanh.default(mul_42);  mul_42 = None
    detach_21 = torch.ops.aten.detach.default(tanh_10);  detach_21 = None
    add_44 = torch.ops.aten.add.Tensor(tanh_10, 1.0);  tanh_10 = None
    mul_43 = torch.ops.aten.mul.Tensor(mul_40, add_44);  mul_40 = add_44 = None
    view_142 = torch.ops.aten.view.default(mul_43, [-1, 64]);  mul_43 = None
    _param_constant132 = self._param_constant132
    _param_constant133 = self._param_constant133
    addmm_43 = torch.ops.aten.addmm.default(_param_constant132, view_142, _param_constant133);  _param_constant132 = view_142 = _param_constant133 = None
    view_143 = torch.ops.aten.view.default(addmm_43, [2, 8, 16]);  addmm_43 = None
    add_45 = torch.ops.aten.add.Tensor(add_42, view_143);  add_42 = view_143 = None
    _param_constant134 = self._param_constant134
    _param_constant135 = self._param_constant135
    native_layer_norm_22 = torch.ops.aten.native_layer_norm.default(add_45, [16], _param_constant134, _param_constant135, 1e-05);  _param_constant134 = _param_constant135 = None
    getitem_121 = native_layer_norm_22[0]
    getitem_122 = native_layer_norm_22[1];  getitem_122 = None
    getitem_123 = native_layer_norm_22[2];  native_layer_norm_22 = getitem_123 = None
    view_144 = torch.ops.aten.view.default(getitem_121, [-1, 16]);  getitem_121 = None
    _param_constant136 = self._param_constant136
    _param_constant137 = self._param_constant137
    addmm_44 = torch.ops.aten.addmm.default(_param_constant136, view_144, _param_constant137);  _param_constant136 = view_144 = _param_constant137 = None
    view_145 = torch.ops.aten.view.default(addmm_44, [2, 8, 48]);  addmm_44 = None
    split_11 = torch.ops.aten.split.Tensor(view_145, 16, 2);  view_145 = None
    getitem_124 = split_11[0]
    getitem_125 = split_11[1]
    getitem_126 = split_11[2];  split_11 = None
    view_146 = torch.ops.aten.view.default(getitem_125, [2, 8, -1, 8]);  getitem_125 = None
    transpose_44 = torch.ops.aten.transpose.int(view_146, 1, 2);  view_146 = None
    view_147 = torch.ops.aten.view.default(getitem_126, [2, 8, -1, 8]);  getitem_126 = None
    transpose_45 = torch.ops.aten.transpose.int(view_147, 1, 2);  view_147 = None
    view_148 = torch.ops.aten.view.default(getitem_124, [2, 8, -1, 8]);  getitem_124 = None
    transpose_46 = torch.ops.aten.transpose.int(view_148, 1, 2);  view_148 = None
    _tensor_constant22 = self._tensor_constant22
    lift_fresh_copy_22 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant22);  _tensor_constant22 = None
    _tensor_constant23 = self._tensor_constant23
    lift_fresh_copy_23 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant23);  _tensor_constant23 = None
    cat_22 = torch.ops.aten.cat.default([lift_fresh_copy_22, transpose_44], -2);  lift_fresh_copy_22 = transpose_44 = None
    cat_23 = torch.ops.aten.cat.default([lift_fresh_copy_23, transpose_45], -2);  lift_fresh_copy_23 = transpose_45 = None
    _scaled_dot_product_flash_attention_for_cpu_11 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(transpose_46, cat_22, cat_23, 0.0, True, scale = 0.3535533905932738);  transpose_46 = cat_22 = cat_23 = None
    getitem_127 = _scaled_dot_product_flash_attention_for_cpu_11[0]
    getitem_128 = _scaled_dot_product_flash_attention_for_cpu_11[1];  _scaled_dot_product_flash_attention_for_cpu_11 = getitem_128 = None
    detach_22 = torch.ops.aten.detach.default(getitem_127);  detach_22 = None
    view_149 = torch.ops.aten.view.default(getitem_127, [2, 2, 8, 8]);  getitem_127 = None
    transpose_47 = torch.ops.aten.transpose.int(view_149, 1, 2);  view_149 = None
    view_150 = torch.ops.aten.view.default(transpose_47, [2, 8, -1]);  transpose_47 = None
    view_151 = torch.ops.aten.view.default(view_150, [-1, 16]);  view_150 = None
    _param_constant138 = self._param_constant138
    _param_constant139 = self._param_constant139
    addmm_45 = torch.ops.aten.addmm.default(_param_constant138, view_151, _param_constant139);  _param_constant138 = view_151 = _param_constant139 = None
    view_152 = torch.ops.aten.view.default(addmm_45, [2, 8, 16]);  addmm_45 = None
    add_46 = torch.ops.aten.add.Tensor(view_152, add_45);  view_152 = add_45 = None
    _param_constant140 = self._param_constant140
    _param_constant141 = self._param_constant141
    native_layer_norm_23 = torch.ops.aten.native_layer_norm.default(add_46, [16], _param_constant140, _param_constant141, 1e-05);  _param_constant140 = _param_constant141 = None
    getitem_129 = native_layer_norm_23[0]
    getitem_130 = native_layer_norm_23[1];  getitem_130 = None
    getitem_131 = native_layer_norm_23[2];  native_layer_norm_23 = getitem_131 = None
    view_153 = torch.ops.aten.view.default(getitem_129, [-1, 16]);  getitem_129 = None
    _param_constant142 = self._param_constant142
    _param_constant143 = self._param_constant143
    addmm_46 = torch.ops.aten.addmm.default(_param_constant142, view_153, _param_constant143);  _param_constant142 = view_153 = _param_constant143 = None
    view_154 = torch.ops.aten.view.default(addmm_46, [2, 8, 64]);  addmm_46 = None
    mul_44 = torch.ops.aten.mul.Tensor(view_154, 0.5)
    pow_12 = torch.ops.aten.pow.Tensor_Scalar(view_154, 3.0)
    mul_45 = torch.ops.aten.mul.Tensor(pow_12, 0.044715);  pow_12 = None
    add_47 = torch.ops.aten.add.Tensor(view_154, mul_45);  view_154 = mul_45 = None
    mul_46 = torch.ops.aten.mul.Tensor(add_47, 0.7978845608028654);  add_47 = None
    tanh_11 = torch.ops.aten.tanh.default(mul_46);  mul_46 = None
    detach_23 = torch.ops.aten.detach.default(tanh_11);  detach_23 = None
    add_48 = torch.ops.aten.add.Tensor(tanh_11, 1.0);  tanh_11 = None
    mul_47 = torch.ops.aten.mul.Tensor(mul_44, add_48);  mul_44 = add_48 = None
    view_155 = torch.ops.aten.view.default(mul_47, [-1, 64]);  mul_47 = None
    _param_constant144 = self._param_constant144
    _param_constant145 = self._param_constant145
    addmm_47 = torch.ops.aten.addmm.default(_param_constant144, view_155, _param_constant145);  _param_constant144 = view_155 = _param_constant145 = None
    view_156 = torch.ops.aten.view.default(addmm_47, [2, 8, 16]);  addmm_47 = None
    add_49 = torch.ops.aten.add.Tensor(add_46, view_156);  add_46 = view_156 = None
    _param_constant146 = self._param_constant146
    _param_constant147 = self._param_constant147
    native_layer_norm_24 = torch.ops.aten.native_layer_norm.default(add_49, [16], _param_constant146, _param_constant147, 1e-05);  add_49 = _param_constant146 = _param_constant147 = None
    getitem_132 = native_layer_norm_24[0]
    getitem_133 = native_layer_norm_24[1];  getitem_133 = None
    getitem_134 = native_layer_norm_24[2];  native_layer_norm_24 = getitem_134 = None
    view_157 = torch.ops.aten.view.default(getitem_132, [-1, 8, 16]);  getitem_132 = None
    alias = torch.ops.aten.alias.default(view_157);  view_157 = None
    _param_constant0_1 = self._param_constant0
    t = torch.ops.aten.t.default(_param_constant0_1);  _param_constant0_1 = None
    view_158 = torch.ops.aten.view.default(alias, [16, 16]);  alias = None
    mm = torch.ops.aten.mm.default(view_158, t);  view_158 = t = None
    _unsafe_view = torch.ops.aten._unsafe_view.default(mm, [2, 8, 64]);  mm = None
    view_159 = torch.ops.aten.view.default(_unsafe_view, [-1, 64]);  _unsafe_view = None
    view_160 = torch.ops.aten.view.default(labels_1, [-1]);  labels_1 = None
    _log_softmax = torch.ops.aten._log_softmax.default(view_159, 1, False);  view_159 = None
    detach_24 = torch.ops.aten.detach.default(_log_softmax);  detach_24 = None
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, view_160, None, 1, -100);  _log_softmax = view_160 = None
    getitem_135 = nll_loss_forward[0]
    getitem_136 = nll_loss_forward[1];  nll_loss_forward = getitem_136 = None
    return getitem_135
    