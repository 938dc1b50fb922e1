


def forward(self, input_ids_1, labels_1):
    view = torch.ops.aten.view.default(input_ids_1, [-1, 8]);  input_ids_1 = None
    _param_constant0 = self._param_constant0
    embedding = torch.ops.aten.embedding.default(_param_constant0, view);  _param_constant0 = None
    arange = torch.ops.aten.arange.default(8, device = device(type='cpu'), pin_memory = False)
    add = torch.ops.aten.add.Tensor(arange, 0);  arange = None
    unsqueeze = torch.ops.aten.unsqueeze.default(add, 0);  add = None
    _param_constant1 = self._param_constant1
    embedding_1 = torch.ops.aten.embedding.default(_param_constant1, unsqueeze);  _param_constant1 = None
    add_1 = torch.ops.aten.add.Tensor(embedding, embedding_1);  embedding = embedding_1 = None
    _param_constant2 = self._param_constant2
    _param_constant3 = self._param_constant3
    native_layer_norm = torch.ops.aten.native_layer_norm.default(add_1, [16], _param_constant2, _param_constant3, 1e-05);  _param_constant2 = _param_constant3 = None
    getitem = native_layer_norm[0]
    getitem_1 = native_layer_norm[1]
    getitem_2 = native_layer_norm[2];  native_layer_norm = None
    view_1 = torch.ops.aten.view.default(getitem, [-1, 16]);  getitem = None
    _param_constant4 = self._param_constant4
    _param_constant5 = self._param_constant5
    addmm = torch.ops.aten.addmm.default(_param_constant4, view_1, _param_constant5);  _param_constant4 = _param_constant5 = None
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
    _scaled_dot_product_flash_attention_for_cpu = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(transpose_2, cat, cat_1, 0.0, True, scale = 0.3535533905932738)
    getitem_6 = _scaled_dot_product_flash_attention_for_cpu[0]
    getitem_7 = _scaled_dot_product_flash_attention_for_cpu[1];  _scaled_dot_product_flash_attention_for_cpu = None
    detach = torch.ops.aten.detach.default(getitem_6)
    view_6 = torch.ops.aten.view.default(getitem_6, [2, 2, 8, 8]);  getitem_6 = None
    transpose_3 = torch.ops.aten.transpose.int(view_6, 1, 2);  view_6 = None
    view_7 = torch.ops.aten.view.default(transpose_3, [2, 8, -1]);  transpose_3 = None
    view_8 = torch.ops.aten.view.default(view_7, [-1, 16]);  view_7 = None
    _param_constant6 = self._param_constant6
    _param_constant7 = self._param_constant7
    addmm_1 = torch.ops.aten.addmm.default(_param_constant6, view_8, _param_constant7);  _param_constant6 = _param_constant7 = None
    view_9 = torch.ops.aten.view.default(addmm_1, [2, 8, 16]);  addmm_1 = None
    add_2 = torch.ops.aten.add.Tensor(view_9, add_1);  view_9 = None
    _param_constant8 = self._param_constant8
    _param_constant9 = self._param_constant9
    native_layer_norm_1 = torch.ops.aten.native_layer_norm.default(add_2, [16], _param_constant8, _param_constant9, 1e-05);  _param_constant8 = _param_constant9 = None
    getitem_8 = native_layer_norm_1[0]
    getitem_9 = native_layer_norm_1[1]
    getitem_10 = native_layer_norm_1[2];  native_layer_norm_1 = None
    view_10 = torch.ops.aten.view.default(getitem_8, [-1, 16]);  getitem_8 = None
    _param_constant10 = self._param_constant10
    _param_constant11 = self._param_constant11
    addmm_2 = torch.ops.aten.addmm.default(_param_constant10, view_10, _param_constant11);  _param_constant10 = _param_constant11 = None
    view_11 = torch.ops.aten.view.default(addmm_2, [2, 8, 64]);  addmm_2 = None
    mul = torch.ops.aten.mul.Tensor(view_11, 0.5)
    pow_1 = torch.ops.aten.pow.Tensor_Scalar(view_11, 3.0)
    mul_1 = torch.ops.aten.mul.Tensor(pow_1, 0.044715);  pow_1 = None
    add_3 = torch.ops.aten.add.Tensor(view_11, mul_1);  mul_1 = None
    mul_2 = torch.ops.aten.mul.Tensor(add_3, 0.7978845608028654);  add_3 = None
    tanh = torch.ops.aten.tanh.default(mul_2);  mul_2 = None
    detach_1 = torch.ops.aten.detach.default(tanh)
    add_4 = torch.ops.aten.add.Tensor(tanh, 1.0);  tanh = None
    mul_3 = torch.ops.aten.mul.Tensor(mul, add_4)
    view_12 = torch.ops.aten.view.default(mul_3, [-1, 64]);  mul_3 = None
    _param_constant12 = self._param_constant12
    _param_constant13 = self._param_constant13
    addmm_3 = torch.ops.aten.addmm.default(_param_constant12, view_12, _param_constant13);  _param_constant12 = _param_constant13 = None
    view_13 = torch.ops.aten.view.default(addmm_3, [2, 8, 16]);  addmm_3 = None
    add_5 = torch.ops.aten.add.Tensor(add_2, view_13);  view_13 = None
    _param_constant14 = self._param_constant14
    _param_constant15 = self._param_constant15
    native_layer_norm_2 = torch.ops.aten.native_layer_norm.default(add_5, [16], _param_constant14, _param_constant15, 1e-05);  _param_constant14 = _param_constant15 = None
    getitem_11 = native_layer_norm_2[0]
    getitem_12 = native_layer_norm_2[1]
    getitem_13 = native_layer_norm_2[2];  native_layer_norm_2 = None
    view_14 = torch.ops.aten.view.default(getitem_11, [-1, 16]);  getitem_11 = None
    _param_constant16 = self._param_constant16
    _param_constant17 = self._param_constant17
    addmm_4 = torch.ops.aten.addmm.default(_param_constant16, view_14, _param_constant17);  _param_constant16 = _param_constant17 = None
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
    _scaled_dot_product_flash_attention_for_cpu_1 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(transpose_6, cat_2, cat_3, 0.0, True, scale = 0.3535533905932738)
    getitem_17 = _scaled_dot_product_flash_attention_for_cpu_1[0]
    getitem_18 = _scaled_dot_product_flash_attention_for_cpu_1[1];  _scaled_dot_product_flash_attention_for_cpu_1 = None
    detach_2 = torch.ops.aten.detach.default(getitem_17)
    view_19 = torch.ops.aten.view.default(getitem_17, [2, 2, 8, 8]);  getitem_17 = None
    transpose_7 = torch.ops.aten.transpose.int(view_19, 1, 2);  view_19 = None
    view_20 = torch.ops.aten.view.default(transpose_7, [2, 8, -1]);  transpose_7 = None
    view_21 = torch.ops.aten.view.default(view_20, [-1, 16]);  view_20 = None
    _param_constant18 = self._param_constant18
    _param_constant19 = self._param_constant19
    addmm_5 = torch.ops.aten.addmm.default(_param_constant18, view_21, _param_constant19);  _param_constant18 = _param_constant19 = None
    view_22 = torch.ops.aten.view.default(addmm_5, [2, 8, 16]);  addmm_5 = None
    add_6 = torch.ops.aten.add.Tensor(view_22, add_5);  view_22 = None
    _param_constant20 = self._param_constant20
    _param_constant21 = self._param_constant21
    native_layer_norm_3 = torch.ops.aten.native_layer_norm.default(add_6, [16], _param_constant20, _param_constant21, 1e-05);  _param_constant20 = _param_constant21 = None
    getitem_19 = native_layer_norm_3[0]
    getitem_20 = native_layer_norm_3[1]
    getitem_21 = native_layer_norm_3[2];  native_layer_norm_3 = None
    view_23 = torch.ops.aten.view.default(getitem_19, [-1, 16]);  getitem_19 = None
    _param_constant22 = self._param_constant22
    _param_constant23 = self._param_constant23
    addmm_6 = torch.ops.aten.addmm.default(_param_constant22, view_23, _param_constant23);  _param_constant22 = _param_constant23 = None
    view_24 = torch.ops.aten.view.default(addmm_6, [2, 8, 64]);  addmm_6 = None
    mul_4 = torch.ops.aten.mul.Tensor(view_24, 0.5)
    pow_2 = torch.ops.aten.pow.Tensor_Scalar(view_24, 3.0)
    mul_5 = torch.ops.aten.mul.Tensor(pow_2, 0.044715);  pow_2 = None
    add_7 = torch.ops.aten.add.Tensor(view_24, mul_5);  mul_5 = None
    mul_6 = torch.ops.aten.mul.Tensor(add_7, 0.7978845608028654);  add_7 = None
    tanh_1 = torch.ops.aten.tanh.default(mul_6);  mul_6 = None
    detach_3 = torch.ops.aten.detach.default(tanh_1)
    add_8 = torch.ops.aten.add.Tensor(tanh_1, 1.0);  tanh_1 = None
    mul_7 = torch.ops.aten.mul.Tensor(mul_4, add_8)
    view_25 = torch.ops.aten.view.default(mul_7, [-1, 64]);  mul_7 = None
    _param_constant24 = self._param_constant24
    _param_constant25 = self._param_constant25
    addmm_7 = torch.ops.aten.addmm.default(_param_constant24, view_25, _param_constant25);  _param_constant24 = _param_constant25 = None
    view_26 = torch.ops.aten.view.default(addmm_7, [2, 8, 16]);  addmm_7 = None
    add_9 = torch.ops.aten.add.Tensor(add_6, view_26);  view_26 = None
    _param_constant26 = self._param_constant26
    _param_constant27 = self._param_constant27
    native_layer_norm_4 = torch.ops.aten.native_layer_norm.default(add_9, [16], _param_constant26, _param_constant27, 1e-05);  _param_constant26 = _param_constant27 = None
    getitem_22 = native_layer_norm_4[0]
    getitem_23 = native_layer_norm_4[1]
    getitem_24 = native_layer_norm_4[2];  native_layer_norm_4 = None
    view_27 = torch.ops.aten.view.default(getitem_22, [-1, 16]);  getitem_22 = None
    _param_constant28 = self._param_constant28
    _param_constant29 = self._param_constant29
    addmm_8 = torch.ops.aten.addmm.default(_param_constant28, view_27, _param_constant29);  _param_constant28 = _param_constant29 = None
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
    _scaled_dot_product_flash_attention_for_cpu_2 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(transpose_10, cat_4, cat_5, 0.0, True, scale = 0.3535533905932738)
    getitem_28 = _scaled_dot_product_flash_attention_for_cpu_2[0]
    getitem_29 = _scaled_dot_product_flash_attention_for_cpu_2[1];  _scaled_dot_product_flash_attention_for_cpu_2 = None
    detach_4 = torch.ops.aten.detach.default(getitem_28)
    view_32 = torch.ops.aten.view.default(getitem_28, [2, 2, 8, 8]);  getitem_28 = None
    transpose_11 = torch.ops.aten.transpose.int(view_32, 1, 2);  view_32 = None
    view_33 = torch.ops.aten.view.default(transpose_11, [2, 8, -1]);  transpose_11 = None
    view_34 = torch.ops.aten.view.default(view_33, [-1, 16]);  view_33 = None
    _param_constant30 = self._param_constant30
    _param_constant31 = self._param_constant31
    addmm_9 = torch.ops.aten.addmm.default(_param_constant30, view_34, _param_constant31);  _param_constant30 = _param_constant31 = None
    view_35 = torch.ops.aten.view.default(addmm_9, [2, 8, 16]);  addmm_9 = None
    add_10 = torch.ops.aten.add.Tensor(view_35, add_9);  view_35 = None
    _param_constant32 = self._param_constant32
    _param_constant33 = self._param_constant33
    native_layer_norm_5 = torch.ops.aten.native_layer_norm.default(add_10, [16], _param_constant32, _param_constant33, 1e-05);  _param_constant32 = _param_constant33 = None
    getitem_30 = native_layer_norm_5[0]
    getitem_31 = native_layer_norm_5[1]
    getitem_32 = native_layer_norm_5[2];  native_layer_norm_5 = None
    view_36 = torch.ops.aten.view.default(getitem_30, [-1, 16]);  getitem_30 = None
    _param_constant34 = self._param_constant34
    _param_constant35 = self._param_constant35
    addmm_10 = torch.ops.aten.addmm.default(_param_constant34, view_36, _param_constant35);  _param_constant34 = _param_constant35 = None
    view_37 = torch.ops.aten.view.default(addmm_10, [2, 8, 64]);  addmm_10 = None
    mul_8 = torch.ops.aten.mul.Tensor(view_37, 0.5)
    pow_3 = torch.ops.aten.pow.Tensor_Scalar(view_37, 3.0)
    mul_9 = torch.ops.aten.mul.Tensor(pow_3, 0.044715);  pow_3 = None
    add_11 = torch.ops.aten.add.Tensor(view_37, mul_9);  mul_9 = None
    mul_10 = torch.ops.aten.mul.Tensor(add_11, 0.7978845608028654);  add_11 = None
    tanh_2 = torch.ops.aten.tanh.default(mul_10);  mul_10 = None
    detach_5 = torch.ops.aten.detach.default(tanh_2)
    add_12 = torch.ops.aten.add.Tensor(tanh_2, 1.0);  tanh_2 = None
    mul_11 = torch.ops.aten.mul.Tensor(mul_8, add_12)
    view_38 = torch.ops.aten.view.default(mul_11, [-1, 64]);  mul_11 = None
    _param_constant36 = self._param_constant36
    _param_constant37 = self._param_constant37
    addmm_11 = torch.ops.aten.addmm.default(_param_constant36, view_38, _param_constant37);  _param_constant36 = _param_constant37 = None
    view_39 = torch.ops.aten.view.default(addmm_11, [2, 8, 16]);  addmm_11 = None
    add_13 = torch.ops.aten.add.Tensor(add_10, view_39);  view_39 = None
    _param_constant38 = self._param_constant38
    _param_constant39 = self._param_constant39
    native_layer_norm_6 = torch.ops.aten.native_layer_norm.default(add_13, [16], _param_constant38, _param_constant39, 1e-05);  _param_constant38 = _param_constant39 = None
    getitem_33 = native_layer_norm_6[0]
    getitem_34 = native_layer_norm_6[1]
    getitem_35 = native_layer_norm_6[2];  native_layer_norm_6 = None
    view_40 = torch.ops.aten.view.default(getitem_33, [-1, 16]);  getitem_33 = None
    _param_constant40 = self._param_constant40
    _param_constant41 = self._param_constant41
    addmm_12 = torch.ops.aten.addmm.default(_param_constant40, view_40, _param_constant41);  _param_constant40 = _param_constant41 = None
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
    _scaled_dot_product_flash_attention_for_cpu_3 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(transpose_14, cat_6, cat_7, 0.0, True, scale = 0.3535533905932738)
    getitem_39 = _scaled_dot_product_flash_attention_for_cpu_3[0]
    getitem_40 = _scaled_dot_product_flash_attention_for_cpu_3[1];  _scaled_dot_product_flash_attention_for_cpu_3 = None
    detach_6 = torch.ops.aten.detach.default(getitem_39)
    view_45 = torch.ops.aten.view.default(getitem_39, [2, 2, 8, 8]);  getitem_39 = None
    transpose_15 = torch.ops.aten.transpose.int(view_45, 1, 2);  view_45 = None
    view_46 = torch.ops.aten.view.default(transpose_15, [2, 8, -1]);  transpose_15 = None
    view_47 = torch.ops.aten.view.default(view_46, [-1, 16]);  view_46 = None
    _param_constant42 = self._param_constant42
    _param_constant43 = self._param_constant43
    addmm_13 = torch.ops.aten.addmm.default(_param_constant42, view_47, _param_constant43);  _param_constant42 = _param_constant43 = None
    view_48 = torch.ops.aten.view.default(addmm_13, [2, 8, 16]);  addmm_13 = None
    add_14 = torch.ops.aten.add.Tensor(view_48, add_13);  view_48 = None
    _param_constant44 = self._param_constant44
    _param_constant45 = self._param_constant45
    native_layer_norm_7 = torch.ops.aten.native_layer_norm.default(add_14, [16], _param_constant44, _param_constant45, 1e-05);  _param_constant44 = _param_constant45 = None
    getitem_41 = native_layer_norm_7[0]
    getitem_42 = native_layer_norm_7[1]
    getitem_43 = native_layer_norm_7[2];  native_layer_norm_7 = None
    view_49 = torch.ops.aten.view.default(getitem_41, [-1, 16]);  getitem_41 = None
    _param_constant46 = self._param_constant46
    _param_constant47 = self._param_constant47
    addmm_14 = torch.ops.aten.addmm.default(_param_constant46, view_49, _param_constant47);  _param_constant46 = _param_constant47 = None
    view_50 = torch.ops.aten.view.default(addmm_14, [2, 8, 64]);  addmm_14 = None
    mul_12 = torch.ops.aten.mul.Tensor(view_50, 0.5)
    pow_4 = torch.ops.aten.pow.Tensor_Scalar(view_50, 3.0)
    mul_13 = torch.ops.aten.mul.Tensor(pow_4, 0.044715);  pow_4 = None
    add_15 = torch.ops.aten.add.Tensor(view_50, mul_13);  mul_13 = None
    mul_14 = torch.ops.aten.mul.Tensor(add_15, 0.7978845608028654);  add_15 = None
    tanh_3 = torch.ops.aten.tanh.default(mul_14);  mul_14 = None
    detach_7 = torch.ops.aten.detach.default(tanh_3)
    add_16 = torch.ops.aten.add.Tensor(tanh_3, 1.0);  tanh_3 = None
    mul_15 = torch.ops.aten.mul.Tensor(mul_12, add_16)
    view_51 = torch.ops.aten.view.default(mul_15, [-1, 64]);  mul_15 = None
    _param_constant48 = self._param_constant48
    _param_constant49 = self._param_constant49
    addmm_15 = torch.ops.aten.addmm.default(_param_constant48, view_51, _param_constant49);  _param_constant48 = _param_constant49 = None
    view_52 = torch.ops.aten.view.default(addmm_15, [2, 8, 16]);  addmm_15 = None
    add_17 = torch.ops.aten.add.Tensor(add_14, view_52);  view_52 = None
    _param_constant50 = self._param_constant50
    _param_constant51 = self._param_constant51
    native_layer_norm_8 = torch.ops.aten.native_layer_norm.default(add_17, [16], _param_constant50, _param_constant51, 1e-05);  _param_constant50 = _param_constant51 = None
    getitem_44 = native_layer_norm_8[0]
    getitem_45 = native_layer_norm_8[1]
    getitem_46 = native_layer_norm_8[2];  native_layer_norm_8 = None
    view_53 = torch.ops.aten.view.default(getitem_44, [-1, 16]);  getitem_44 = None
    _param_constant52 = self._param_constant52
    _param_constant53 = self._param_constant53
    addmm_16 = torch.ops.aten.addmm.default(_param_constant52, view_53, _param_constant53);  _param_constant52 = _param_constant53 = None
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
    _scaled_dot_product_flash_attention_for_cpu_4 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(transpose_18, cat_8, cat_9, 0.0, True, scale = 0.3535533905932738)
    getitem_50 = _scaled_dot_product_flash_attention_for_cpu_4[0]
    getitem_51 = _scaled_dot_product_flash_attention_for_cpu_4[1];  _scaled_dot_product_flash_attention_for_cpu_4 = None
    detach_8 = torch.ops.aten.detach.default(getitem_50)
    view_58 = torch.ops.aten.view.default(getitem_50, [2, 2, 8, 8]);  getitem_50 = None
    transpose_19 = torch.ops.aten.transpose.int(view_58, 1, 2);  view_58 = None
    view_59 = torch.ops.aten.view.default(transpose_19, [2, 8, -1]);  transpose_19 = None
    view_60 = torch.ops.aten.view.default(view_59, [-1, 16]);  view_59 = None
    _param_constant54 = self._param_constant54
    _param_constant55 = self._param_constant55
    addmm_17 = torch.ops.aten.addmm.default(_param_constant54, view_60, _param_constant55);  _param_constant54 = _param_constant55 = None
    view_61 = torch.ops.aten.view.default(addmm_17, [2, 8, 16]);  addmm_17 = None
    add_18 = torch.ops.aten.add.Tensor(view_61, add_17);  view_61 = None
    _param_constant56 = self._param_constant56
    _param_constant57 = self._param_constant57
    native_layer_norm_9 = torch.ops.aten.native_layer_norm.default(add_18, [16], _param_constant56, _param_constant57, 1e-05);  _param_constant56 = _param_constant57 = None
    getitem_52 = native_layer_norm_9[0]
    getitem_53 = native_layer_norm_9[1]
    getitem_54 = native_layer_norm_9[2];  native_layer_norm_9 = None
    view_62 = torch.ops.aten.view.default(getitem_52, [-1, 16]);  getitem_52 = None
    _param_constant58 = self._param_constant58
    _param_constant59 = self._param_constant59
    addmm_18 = torch.ops.aten.addmm.default(_param_constant58, view_62, _param_constant59);  _param_constant58 = _param_constant59 = None
    view_63 = torch.ops.aten.view.default(addmm_18, [2, 8, 64]);  addmm_18 = None
    mul_16 = torch.ops.aten.mul.Tensor(view_63, 0.5)
    pow_5 = torch.ops.aten.pow.Tensor_Scalar(view_63, 3.0)
    mul_17 = torch.ops.aten.mul.Tensor(pow_5, 0.044715);  pow_5 = None
    add_19 = torch.ops.aten.add.Tensor(view_63, mul_17);  mul_17 = None
    mul_18 = torch.ops.aten.mul.Tensor(add_19, 0.7978845608028654);  add_19 = None
    tanh_4 = torch.ops.aten.tanh.default(mul_18);  mul_18 = None
    detach_9 = torch.ops.aten.detach.default(tanh_4)
    add_20 = torch.ops.aten.add.Tensor(tanh_4, 1.0);  tanh_4 = None
    mul_19 = torch.ops.aten.mul.Tensor(mul_16, add_20)
    view_64 = torch.ops.aten.view.default(mul_19, [-1, 64]);  mul_19 = None
    _param_constant60 = self._param_constant60
    _param_constant61 = self._param_constant61
    addmm_19 = torch.ops.aten.addmm.default(_param_constant60, view_64, _param_constant61);  _param_constant60 = _param_constant61 = None
    view_65 = torch.ops.aten.view.default(addmm_19, [2, 8, 16]);  addmm_19 = None
    add_21 = torch.ops.aten.add.Tensor(add_18, view_65);  view_65 = None
    _param_constant62 = self._param_constant62
    _param_constant63 = self._param_constant63
    native_layer_norm_10 = torch.ops.aten.native_layer_norm.default(add_21, [16], _param_constant62, _param_constant63, 1e-05);  _param_constant62 = _param_constant63 = None
    getitem_55 = native_layer_norm_10[0]
    getitem_56 = native_layer_norm_10[1]
    getitem_57 = native_layer_norm_10[2];  native_layer_norm_10 = None
    view_66 = torch.ops.aten.view.default(getitem_55, [-1, 16]);  getitem_55 = None
    _param_constant64 = self._param_constant64
    _param_constant65 = self._param_constant65
    addmm_20 = torch.ops.aten.addmm.default(_param_constant64, view_66, _param_constant65);  _param_constant64 = _param_constant65 = None
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
    _scaled_dot_product_flash_attention_for_cpu_5 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(transpose_22, cat_10, cat_11, 0.0, True, scale = 0.3535533905932738)
    getitem_61 = _scaled_dot_product_flash_attention_for_cpu_5[0]
    getitem_62 = _scaled_dot_product_flash_attention_for_cpu_5[1];  _scaled_dot_product_flash_attention_for_cpu_5 = None
    detach_10 = torch.ops.aten.detach.default(getitem_61)
    view_71 = torch.ops.aten.view.default(getitem_61, [2, 2, 8, 8]);  getitem_61 = None
    transpose_23 = torch.ops.aten.transpose.int(view_71, 1, 2);  view_71 = None
    view_72 = torch.ops.aten.view.default(transpose_23, [2, 8, -1]);  transpose_23 = None
    view_73 = torch.ops.aten.view.default(view_72, [-1, 16]);  view_72 = None
    _param_constant66 = self._param_constant66
    _param_constant67 = self._param_constant67
    addmm_21 = torch.ops.aten.addmm.default(_param_constant66, view_73, _param_constant67);  _param_constant66 = _param_constant67 = None
    view_74 = torch.ops.aten.view.default(addmm_21, [2, 8, 16]);  addmm_21 = None
    add_22 = torch.ops.aten.add.Tensor(view_74, add_21);  view_74 = None
    _param_constant68 = self._param_constant68
    _param_constant69 = self._param_constant69
    native_layer_norm_11 = torch.ops.aten.native_layer_norm.default(add_22, [16], _param_constant68, _param_constant69, 1e-05);  _param_constant68 = _param_constant69 = None
    getitem_63 = native_layer_norm_11[0]
    getitem_64 = native_layer_norm_11[1]
    getitem_65 = native_layer_norm_11[2];  native_layer_norm_11 = None
    view_75 = torch.ops.aten.view.default(getitem_63, [-1, 16]);  getitem_63 = None
    _param_constant70 = self._param_constant70
    _param_constant71 = self._param_constant71
    addmm_22 = torch.ops.aten.addmm.default(_param_constant70, view_75, _param_constant71);  _param_constant70 = _param_constant71 = None
    view_76 = torch.ops.aten.view.default(addmm_22, [2, 8, 64]);  addmm_22 = None
    mul_20 = torch.ops.aten.mul.Tensor(view_76, 0.5)
    pow_6 = torch.ops.aten.pow.Tensor_Scalar(view_76, 3.0)
    mul_21 = torch.ops.aten.mul.Tensor(pow_6, 0.044715);  pow_6 = None
    add_23 = torch.ops.aten.add.Tensor(view_76, mul_21);  mul_21 = None
    mul_22 = torch.ops.aten.mul.Tensor(add_23, 0.7978845608028654);  add_23 = None
    tanh_5 = torch.ops.aten.tanh.default(mul_22);  mul_22 = None
    detach_11 = torch.ops.aten.detach.default(tanh_5)
    add_24 = torch.ops.aten.add.Tensor(tanh_5, 1.0);  tanh_5 = None
    mul_23 = torch.ops.aten.mul.Tensor(mul_20, add_24)
    view_77 = torch.ops.aten.view.default(mul_23, [-1, 64]);  mul_23 = None
    _param_constant72 = self._param_constant72
    _param_constant73 = self._param_constant73
    addmm_23 = torch.ops.aten.addmm.default(_param_constant72, view_77, _param_constant73);  _param_constant72 = _param_constant73 = None
    view_78 = torch.ops.aten.view.default(addmm_23, [2, 8, 16]);  addmm_23 = None
    add_25 = torch.ops.aten.add.Tensor(add_22, view_78);  view_78 = None
    _param_constant74 = self._param_constant74
    _param_constant75 = self._param_constant75
    native_layer_norm_12 = torch.ops.aten.native_layer_norm.default(add_25, [16], _param_constant74, _param_constant75, 1e-05);  _param_constant74 = _param_constant75 = None
    getitem_66 = native_layer_norm_12[0]
    getitem_67 = native_layer_norm_12[1]
    getitem_68 = native_layer_norm_12[2];  native_layer_norm_12 = None
    view_79 = torch.ops.aten.view.default(getitem_66, [-1, 16]);  getitem_66 = None
    _param_constant76 = self._param_constant76
    _param_constant77 = self._param_constant77
    addmm_24 = torch.ops.aten.addmm.default(_param_constant76, view_79, _param_constant77);  _param_constant76 = _param_constant77 = None
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
    _scaled_dot_product_flash_attention_for_cpu_6 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(transpose_26, cat_12, cat_13, 0.0, True, scale = 0.3535533905932738)
    getitem_72 = _scaled_dot_product_flash_attention_for_cpu_6[0]
    getitem_73 = _scaled_dot_product_flash_attention_for_cpu_6[1];  _scaled_dot_product_flash_attention_for_cpu_6 = None
    detach_12 = torch.ops.aten.detach.default(getitem_72)
    view_84 = torch.ops.aten.view.default(getitem_72, [2, 2, 8, 8]);  getitem_72 = None
    transpose_27 = torch.ops.aten.transpose.int(view_84, 1, 2);  view_84 = None
    view_85 = torch.ops.aten.view.default(transpose_27, [2, 8, -1]);  transpose_27 = None
    view_86 = torch.ops.aten.view.default(view_85, [-1, 16]);  view_85 = None
    _param_constant78 = self._param_constant78
    _param_constant79 = self._param_constant79
    addmm_25 = torch.ops.aten.addmm.default(_param_constant78, view_86, _param_constant79);  _param_constant78 = _param_constant79 = None
    view_87 = torch.ops.aten.view.default(addmm_25, [2, 8, 16]);  addmm_25 = None
    add_26 = torch.ops.aten.add.Tensor(view_87, add_25);  view_87 = None
    _param_constant80 = self._param_constant80
    _param_constant81 = self._param_constant81
    native_layer_norm_13 = torch.ops.aten.native_layer_norm.default(add_26, [16], _param_constant80, _param_constant81, 1e-05);  _param_constant80 = _param_constant81 = None
    getitem_74 = native_layer_norm_13[0]
    getitem_75 = native_layer_norm_13[1]
    getitem_76 = native_layer_norm_13[2];  native_layer_norm_13 = None
    view_88 = torch.ops.aten.view.default(getitem_74, [-1, 16]);  getitem_74 = None
    _param_constant82 = self._param_constant82
    _param_constant83 = self._param_constant83
    addmm_26 = torch.ops.aten.addmm.default(_param_constant82, view_88, _param_constant83);  _param_constant82 = _param_constant83 = None
    view_89 = torch.ops.aten.view.default(addmm_26, [2, 8, 64]);  addmm_26 = None
    mul_24 = torch.ops.aten.mul.Tensor(view_89, 0.5)
    pow_7 = torch.ops.aten.pow.Tensor_Scalar(view_89, 3.0)
    mul_25 = torch.ops.aten.mul.Tensor(pow_7, 0.044715);  pow_7 = None
    add_27 = torch.ops.aten.add.Tensor(view_89, mul_25);  mul_25 = None
    mul_26 = torch.ops.aten.mul.Tensor(add_27, 0.7978845608028654);  add_27 = None
    tanh_6 = torch.ops.aten.tanh.default(mul_26);  mul_26 = None
    detach_13 = torch.ops.aten.detach.default(tanh_6)
    add_28 = torch.ops.aten.add.Tensor(tanh_6, 1.0);  tanh_6 = None
    mul_27 = torch.ops.aten.mul.Tensor(mul_24, add_28)
    view_90 = torch.ops.aten.view.default(mul_27, [-1, 64]);  mul_27 = None
    _param_constant84 = self._param_constant84
    _param_constant85 = self._param_constant85
    addmm_27 = torch.ops.aten.addmm.default(_param_constant84, view_90, _param_constant85);  _param_constant84 = _param_constant85 = None
    view_91 = torch.ops.aten.view.default(addmm_27, [2, 8, 16]);  addmm_27 = None
    add_29 = torch.ops.aten.add.Tensor(add_26, view_91);  view_91 = None
    _param_constant86 = self._param_constant86
    _param_constant87 = self._param_constant87
    native_layer_norm_14 = torch.ops.aten.native_layer_norm.default(add_29, [16], _param_constant86, _param_constant87, 1e-05);  _param_constant86 = _param_constant87 = None
    getitem_77 = native_layer_norm_14[0]
    getitem_78 = native_layer_norm_14[1]
    getitem_79 = native_layer_norm_14[2];  native_layer_norm_14 = None
    view_92 = torch.ops.aten.view.default(getitem_77, [-1, 16]);  getitem_77 = None
    _param_constant88 = self._param_constant88
    _param_constant89 = self._param_constant89
    addmm_28 = torch.ops.aten.addmm.default(_param_constant88, view_92, _param_constant89);  _param_constant88 = _param_constant89 = None
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
    _scaled_dot_product_flash_attention_for_cpu_7 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(transpose_30, cat_14, cat_15, 0.0, True, scale = 0.3535533905932738)
    getitem_83 = _scaled_dot_product_flash_attention_for_cpu_7[0]
    getitem_84 = _scaled_dot_product_flash_attention_for_cpu_7[1];  _scaled_dot_product_flash_attention_for_cpu_7 = None
    detach_14 = torch.ops.aten.detach.default(getitem_83)
    view_97 = torch.ops.aten.view.default(getitem_83, [2, 2, 8, 8]);  getitem_83 = None
    transpose_31 = torch.ops.aten.transpose.int(view_97, 1, 2);  view_97 = None
    view_98 = torch.ops.aten.view.default(transpose_31, [2, 8, -1]);  transpose_31 = None
    view_99 = torch.ops.aten.view.default(view_98, [-1, 16]);  view_98 = None
    _param_constant90 = self._param_constant90
    _param_constant91 = self._param_constant91
    addmm_29 = torch.ops.aten.addmm.default(_param_constant90, view_99, _param_constant91);  _param_constant90 = _param_constant91 = None
    view_100 = torch.ops.aten.view.default(addmm_29, [2, 8, 16]);  addmm_29 = None
    add_30 = torch.ops.aten.add.Tensor(view_100, add_29);  view_100 = None
    _param_constant92 = self._param_constant92
    _param_constant93 = self._param_constant93
    native_layer_norm_15 = torch.ops.aten.native_layer_norm.default(add_30, [16], _param_constant92, _param_constant93, 1e-05);  _param_constant92 = _param_constant93 = None
    getitem_85 = native_layer_norm_15[0]
    getitem_86 = native_layer_norm_15[1]
    getitem_87 = native_layer_norm_15[2];  native_layer_norm_15 = None
    view_101 = torch.ops.aten.view.default(getitem_85, [-1, 16]);  getitem_85 = None
    _param_constant94 = self._param_constant94
    _param_constant95 = self._param_constant95
    addmm_30 = torch.ops.aten.addmm.default(_param_constant94, view_101, _param_constant95);  _param_constant94 = _param_constant95 = None
    view_102 = torch.ops.aten.view.default(addmm_30, [2, 8, 64]);  addmm_30 = None
    mul_28 = torch.ops.aten.mul.Tensor(view_102, 0.5)
    pow_8 = torch.ops.aten.pow.Tensor_Scalar(view_102, 3.0)
    mul_29 = torch.ops.aten.mul.Tensor(pow_8, 0.044715);  pow_8 = None
    add_31 = torch.ops.aten.add.Tensor(view_102, mul_29);  mul_29 = None
    mul_30 = torch.ops.aten.mul.Tensor(add_31, 0.7978845608028654);  add_31 = None
    tanh_7 = torch.ops.aten.tanh.default(mul_30);  mul_30 = None
    detach_15 = torch.ops.aten.detach.default(tanh_7)
    add_32 = torch.ops.aten.add.Tensor(tanh_7, 1.0);  tanh_7 = None
    mul_31 = torch.ops.aten.mul.Tensor(mul_28, add_32)
    view_103 = torch.ops.aten.view.default(mul_31, [-1, 64]);  mul_31 = None
    _param_constant96 = self._param_constant96
    _param_constant97 = self._param_constant97
    addmm_31 = torch.ops.aten.addmm.default(_param_constant96, view_103, _param_constant97);  _param_constant96 = _param_constant97 = None
    view_104 = torch.ops.aten.view.default(addmm_31, [2, 8, 16]);  addmm_31 = None
    add_33 = torch.ops.aten.add.Tensor(add_30, view_104);  view_104 = None
    _param_constant98 = self._param_constant98
    _param_constant99 = self._param_constant99
    native_layer_norm_16 = torch.ops.aten.native_layer_norm.default(add_33, [16], _param_constant98, _param_constant99, 1e-05);  _param_constant98 = _param_constant99 = None
    getitem_88 = native_layer_norm_16[0]
    getitem_89 = native_layer_norm_16[1]
    getitem_90 = native_layer_norm_16[2];  native_layer_norm_16 = None
    view_105 = torch.ops.aten.view.default(getitem_88, [-1, 16]);  getitem_88 = None
    _param_constant100 = self._param_constant100
    _param_constant101 = self._param_constant101
    addmm_32 = torch.ops.aten.addmm.default(_param_constant100, view_105, _param_constant101);  _param_constant100 = _param_constant101 = None
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
    _scaled_dot_product_flash_attention_for_cpu_8 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(transpose_34, cat_16, cat_17, 0.0, True, scale = 0.3535533905932738)
    getitem_94 = _scaled_dot_product_flash_attention_for_cpu_8[0]
    getitem_95 = _scaled_dot_product_flash_attention_for_cpu_8[1];  _scaled_dot_product_flash_attention_for_cpu_8 = None
    detach_16 = torch.ops.aten.detach.default(getitem_94)
    view_110 = torch.ops.aten.view.default(getitem_94, [2, 2, 8, 8]);  getitem_94 = None
    transpose_35 = torch.ops.aten.transpose.int(view_110, 1, 2);  view_110 = None
    view_111 = torch.ops.aten.view.default(transpose_35, [2, 8, -1]);  transpose_35 = None
    view_112 = torch.ops.aten.view.default(view_111, [-1, 16]);  view_111 = None
    _param_constant102 = self._param_constant102
    _param_constant103 = self._param_constant103
    addmm_33 = torch.ops.aten.addmm.default(_param_constant102, view_112, _param_constant103);  _param_constant102 = _param_constant103 = None
    view_113 = torch.ops.aten.view.default(addmm_33, [2, 8, 16]);  addmm_33 = None
    add_34 = torch.ops.aten.add.Tensor(view_113, add_33);  view_113 = None
    _param_constant104 = self._param_constant104
    _param_constant105 = self._param_constant105
    native_layer_norm_17 = torch.ops.aten.native_layer_norm.default(add_34, [16], _param_constant104, _param_constant105, 1e-05);  _param_constant104 = _param_constant105 = None
    getitem_96 = native_layer_norm_17[0]
    getitem_97 = native_layer_norm_17[1]
    getitem_98 = native_layer_norm_17[2];  native_layer_norm_17 = None
    view_114 = torch.ops.aten.view.default(getitem_96, [-1, 16]);  getitem_96 = None
    _param_constant106 = self._param_constant106
    _param_constant107 = self._param_constant107
    addmm_34 = torch.ops.aten.addmm.default(_param_constant106, view_114, _param_constant107);  _param_constant106 = _param_constant107 = None
    view_115 = torch.ops.aten.view.default(addmm_34, [2, 8, 64]);  addmm_34 = None
    mul_32 = torch.ops.aten.mul.Tensor(view_115, 0.5)
    pow_9 = torch.ops.aten.pow.Tensor_Scalar(view_115, 3.0)
    mul_33 = torch.ops.aten.mul.Tensor(pow_9, 0.044715);  pow_9 = None
    add_35 = torch.ops.aten.add.Tensor(view_115, mul_33);  mul_33 = None
    mul_34 = torch.ops.aten.mul.Tensor(add_35, 0.7978845608028654);  add_35 = None
    tanh_8 = torch.ops.aten.tanh.default(mul_34);  mul_34 = None
    detach_17 = torch.ops.aten.detach.default(tanh_8)
    add_36 = torch.ops.aten.add.Tensor(tanh_8, 1.0);  tanh_8 = None
    mul_35 = torch.ops.aten.mul.Tensor(mul_32, add_36)
    view_116 = torch.ops.aten.view.default(mul_35, [-1, 64]);  mul_35 = None
    _param_constant108 = self._param_constant108
    _param_constant109 = self._param_constant109
    addmm_35 = torch.ops.aten.addmm.default(_param_constant108, view_116, _param_constant109);  _param_constant108 = _param_constant109 = None
    view_117 = torch.ops.aten.view.default(addmm_35, [2, 8, 16]);  addmm_35 = None
    add_37 = torch.ops.aten.add.Tensor(add_34, view_117);  view_117 = None
    _param_constant110 = self._param_constant110
    _param_constant111 = self._param_constant111
    native_layer_norm_18 = torch.ops.aten.native_layer_norm.default(add_37, [16], _param_constant110, _param_constant111, 1e-05);  _param_constant110 = _param_constant111 = None
    getitem_99 = native_layer_norm_18[0]
    getitem_100 = native_layer_norm_18[1]
    getitem_101 = native_layer_norm_18[2];  native_layer_norm_18 = None
    view_118 = torch.ops.aten.view.default(getitem_99, [-1, 16]);  getitem_99 = None
    _param_constant112 = self._param_constant112
    _param_constant113 = self._param_constant113
    addmm_36 = torch.ops.aten.addmm.default(_param_constant112, view_118, _param_constant113);  _param_constant112 = _param_constant113 = None
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
    _scaled_dot_product_flash_attention_for_cpu_9 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(transpose_38, cat_18, cat_19, 0.0, True, scale = 0.3535533905932738)
    getitem_105 = _scaled_dot_product_flash_attention_for_cpu_9[0]
    getitem_106 = _scaled_dot_product_flash_attention_for_cpu_9[1];  _scaled_dot_product_flash_attention_for_cpu_9 = None
    detach_18 = torch.ops.aten.detach.default(getitem_105)
    view_123 = torch.ops.aten.view.default(getitem_105, [2, 2, 8, 8]);  getitem_105 = None
    transpose_39 = torch.ops.aten.transpose.int(view_123, 1, 2);  view_123 = None
    view_124 = torch.ops.aten.view.default(transpose_39, [2, 8, -1]);  transpose_39 = None
    view_125 = torch.ops.aten.view.default(view_124, [-1, 16]);  view_124 = None
    _param_constant114 = self._param_constant114
    _param_constant115 = self._param_constant115
    addmm_37 = torch.ops.aten.addmm.default(_param_constant114, view_125, _param_constant115);  _param_constant114 = _param_constant115 = None
    view_126 = torch.ops.aten.view.default(addmm_37, [2, 8, 16]);  addmm_37 = None
    add_38 = torch.ops.aten.add.Tensor(view_126, add_37);  view_126 = None
    _param_constant116 = self._param_constant116
    _param_constant117 = self._param_constant117
    native_layer_norm_19 = torch.ops.aten.native_layer_norm.default(add_38, [16], _param_constant116, _param_constant117, 1e-05);  _param_constant116 = _param_constant117 = None
    getitem_107 = native_layer_norm_19[0]
    getitem_108 = native_layer_norm_19[1]
    getitem_109 = native_layer_norm_19[2];  native_layer_norm_19 = None
    view_127 = torch.ops.aten.view.default(getitem_107, [-1, 16]);  getitem_107 = None
    _param_constant118 = self._param_constant118
    _param_constant119 = self._param_constant119
    addmm_38 = torch.ops.aten.addmm.default(_param_constant118, view_127, _param_constant119);  _param_constant118 = _param_constant119 = None
    view_128 = torch.ops.aten.view.default(addmm_38, [2, 8, 64]);  addmm_38 = None
    mul_36 = torch.ops.aten.mul.Tensor(view_128, 0.5)
    pow_10 = torch.ops.aten.pow.Tensor_Scalar(view_128, 3.0)
    mul_37 = torch.ops.aten.mul.Tensor(pow_10, 0.044715);  pow_10 = None
    add_39 = torch.ops.aten.add.Tensor(view_128, mul_37);  mul_37 = None
    mul_38 = torch.ops.aten.mul.Tensor(add_39, 0.7978845608028654);  add_39 = None
    tanh_9 = torch.ops.aten.tanh.default(mul_38);  mul_38 = None
    detach_19 = torch.ops.aten.detach.default(tanh_9)
    add_40 = torch.ops.aten.add.Tensor(tanh_9, 1.0);  tanh_9 = None
    mul_39 = torch.ops.aten.mul.Tensor(mul_36, add_40)
    view_129 = torch.ops.aten.view.default(mul_39, [-1, 64]);  mul_39 = None
    _param_constant120 = self._param_constant120
    _param_constant121 = self._param_constant121
    addmm_39 = torch.ops.aten.addmm.default(_param_constant120, view_129, _param_constant121);  _param_constant120 = _param_constant121 = None
    view_130 = torch.ops.aten.view.default(addmm_39, [2, 8, 16]);  addmm_39 = None
    add_41 = torch.ops.aten.add.Tensor(add_38, view_130);  view_130 = None
    _param_constant122 = self._param_constant122
    _param_constant123 = self._param_constant123
    native_layer_norm_20 = torch.ops.aten.native_layer_norm.default(add_41, [16], _param_constant122, _param_constant123, 1e-05);  _param_constant122 = _param_constant123 = None
    getitem_110 = native_layer_norm_20[0]
    getitem_111 = native_layer_norm_20[1]
    getitem_112 = native_layer_norm_20[2];  native_layer_norm_20 = None
    view_131 = torch.ops.aten.view.default(getitem_110, [-1, 16]);  getitem_110 = None
    _param_constant124 = self._param_constant124
    _param_constant125 = self._param_constant125
    addmm_40 = torch.ops.aten.addmm.default(_param_constant124, view_131, _param_constant125);  _param_constant124 = _param_constant125 = None
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
    _scaled_dot_product_flash_attention_for_cpu_10 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(transpose_42, cat_20, cat_21, 0.0, True, scale = 0.3535533905932738)
    getitem_116 = _scaled_dot_product_flash_attention_for_cpu_10[0]
    getitem_117 = _scaled_dot_product_flash_attention_for_cpu_10[1];  _scaled_dot_product_flash_attention_for_cpu_10 = None
    detach_20 = torch.ops.aten.detach.default(getitem_116)
    view_136 = torch.ops.aten.view.default(getitem_116, [2, 2, 8, 8]);  getitem_116 = None
    transpose_43 = torch.ops.aten.transpose.int(view_136, 1, 2);  view_136 = None
    view_137 = torch.ops.aten.view.default(transpose_43, [2, 8, -1]);  transpose_43 = None
    view_138 = torch.ops.aten.view.default(view_137, [-1, 16]);  view_137 = None
    _param_constant126 = self._param_constant126
    _param_constant127 = self._param_constant127
    addmm_41 = torch.ops.aten.addmm.default(_param_constant126, view_138, _param_constant127);  _param_constant126 = _param_constant127 = None
    view_139 = torch.ops.aten.view.default(addmm_41, [2, 8, 16]);  addmm_41 = None
    add_42 = torch.ops.aten.add.Tensor(view_139, add_41);  view_139 = None
    _param_constant128 = self._param_constant128
    _param_constant129 = self._param_constant129
    native_layer_norm_21 = torch.ops.aten.native_layer_norm.default(add_42, [16], _param_constant128, _param_constant129, 1e-05);  _param_constant128 = _param_constant129 = None
    getitem_118 = native_layer_norm_21[0]
    getitem_119 = native_layer_norm_21[1]
    getitem_120 = native_layer_norm_21[2];  native_layer_norm_21 = None
    view_140 = torch.ops.aten.view.default(getitem_118, [-1, 16]);  getitem_118 = None
    _param_constant130 = self._param_constant130
    _param_constant131 = self._param_constant131
    addmm_42 = torch.ops.aten.addmm.default(_param_constant130, view_140, _param_constant131);  _param_constant130 = _param_constant131 = None
    view_141 = torch.ops.aten.view.default(addmm_42, [2, 8, 64]);  addmm_42 = None
    mul_40 = torch.ops.aten.mul.Tensor(view_141, 0.5)
    pow_11 = torch.ops.aten.pow.Tensor_Scalar(view_141, 3.0)
    mul_41 = torch.ops.aten.mul.Tensor(pow_11, 0.044715);  pow_11 = None
    add_43 = torch.ops.aten.add.Tensor(view_141, mul_41);  mul_41 = None
    mul_42 = torch.ops.aten.mul.Tensor(add_43, 0.7978845608028654);  add_43 = None
    tanh_10 = torch.ops.aten.tanh.default(mul_42);  mul_42 = None
    detach_21 = torch.ops.aten.detach.default(tanh_10)
    add_44 = torch.ops.aten.add.Tensor(tanh_10, 1.0);  tanh_10 = None
    mul_43 = torch.ops.aten.mul.Tensor(mul_40, add_44)
    view_142 = torch.ops.aten.view.default(mul_43, [-1, 64]);  mul_43 = None
    _param_constant132 = self._param_constant132
    _param_constant133 = self._param_constant133
    addmm_43 = torch.ops.aten.addmm.default(_param_constant132, view_142, _param_constant133);  _param_constant132 = _param_constant133 = None
    view_143 = torch.ops.aten.view.default(addmm_43, [2, 8, 16]);  addmm_43 = None
    add_45 = torch.ops.aten.add.Tensor(add_42, view_143);  view_143 = None
    _param_constant134 = self._param_constant134
    _param_constant135 = self._param_constant135
    native_layer_norm_22 = torch.ops.aten.native_layer_norm.default(add_45, [16], _param_constant134, _param_constant135, 1e-05);  _param_constant134 = _param_constant135 = None
    getitem_121 = native_layer_norm_22[0]
    getitem_122 = native_layer_norm_22[1]
    getitem_123 = native_layer_norm_22[2];  native_layer_norm_22 = None
    view_144 = torch.ops.aten.view.default(getitem_121, [-1, 16]);  getitem_121 = None
    _param_constant136 = self._param_constant136
    _param_constant137 = self._param_constant137
    addmm_44 = torch.ops.aten.addmm.default(_param_constant136, view_144, _param_constant137);  _param_constant136 = _param_constant137 = None
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
    _scaled_dot_product_flash_attention_for_cpu_11 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu.default(transpose_46, cat_22, cat_23, 0.0, True, scale = 0.3535533905932738)
    getitem_127 = _scaled_dot_product_flash_attention_for_cpu_11[0]
    getitem_128 = _scaled_dot_product_flash_attention_for_cpu_11[1];  _scaled_dot_product_flash_attention_for_cpu_11 = None
    detach_22 = torch.ops.aten.detach.default(getitem_127)
    view_149 = torch.ops.aten.view.default(getitem_127, [2, 2, 8, 8]);  getitem_127 = None
    transpose_47 = torch.ops.aten.transpose.int(view_149, 1, 2);  view_149 = None
    view_150 = torch.ops.aten.view.default(transpose_47, [2, 8, -1]);  transpose_47 = None
    view_151 = torch.ops.aten.view.default(view_150, [-1, 16]);  view_150 = None
    _param_constant138 = self._param_constant138
    _param_constant139 = self._param_constant139
    addmm_45 = torch.ops.aten.addmm.default(_param_constant138, view_151, _param_constant139);  _param_constant138 = _param_constant139 = None
    view_152 = torch.ops.aten.view.default(addmm_45, [2, 8, 16]);  addmm_45 = None
    add_46 = torch.ops.aten.add.Tensor(view_152, add_45);  view_152 = None
    _param_constant140 = self._param_constant140
    _param_constant141 = self._param_constant141
    native_layer_norm_23 = torch.ops.aten.native_layer_norm.default(add_46, [16], _param_constant140, _param_constant141, 1e-05);  _param_constant140 = _param_constant141 = None
    getitem_129 = native_layer_norm_23[0]
    getitem_130 = native_layer_norm_23[1]
    getitem_131 = native_layer_norm_23[2];  native_layer_norm_23 = None
    view_153 = torch.ops.aten.view.default(getitem_129, [-1, 16]);  getitem_129 = None
    _param_constant142 = self._param_constant142
    _param_constant143 = self._param_constant143
    addmm_46 = torch.ops.aten.addmm.default(_param_constant142, view_153, _param_constant143);  _param_constant142 = _param_constant143 = None
    view_154 = torch.ops.aten.view.default(addmm_46, [2, 8, 64]);  addmm_46 = None
    mul_44 = torch.ops.aten.mul.Tensor(view_154, 0.5)
    pow_12 = torch.ops.aten.pow.Tensor_Scalar(view_154, 3.0)
    mul_45 = torch.ops.aten.mul.Tensor(pow_12, 0.044715);  pow_12 = None
    add_47 = torch.ops.aten.add.Tensor(view_154, mul_45);  mul_45 = None
    mul_46 = torch.ops.aten.mul.Tensor(add_47, 0.7978845608028654);  add_47 = None
    tanh_11 = torch.ops.aten.tanh.default(mul_46);  mul_46 = None
    detach_23 = torch.ops.aten.detach.default(tanh_11)
    add_48 = torch.ops.aten.add.Tensor(tanh_11, 1.0);  tanh_11 = None
    mul_47 = torch.ops.aten.mul.Tensor(mul_44, add_48)
    view_155 = torch.ops.aten.view.default(mul_47, [-1, 64]);  mul_47 = None
    _param_constant144 = self._param_constant144
    _param_constant145 = self._param_constant145
    addmm_47 = torch.ops.aten.addmm.default(_param_constant144, view_155, _param_constant145);  _param_constant144 = _param_constant145 = None
    view_156 = torch.ops.aten.view.default(addmm_47, [2, 8, 16]);  addmm_47 = None
    add_49 = torch.ops.aten.add.Tensor(add_46, view_156);  view_156 = None
    _param_constant146 = self._param_constant146
    _param_constant147 = self._param_constant147
    native_layer_norm_24 = torch.ops.aten.native_layer_norm.default(add_49, [16], _param_constant146, _param_constant147, 1e-05);  _param_constant146 = _param_constant147 = None
    getitem_132 = native_layer_norm_24[0]
    getitem_133 = native_layer_norm_24[1]
    getitem_134 = native_layer_norm_24[2];  native_layer_norm_24 = None
    view_157 = torch.ops.aten.view.default(getitem_132, [-1, 8, 16]);  getitem_132 = None
    alias = torch.ops.aten.alias.default(view_157);  view_157 = None
    _param_constant0_1 = self._param_constant0
    t = torch.ops.aten.t.default(_param_constant0_1);  _param_constant0_1 = None
    view_158 = torch.ops.aten.view.default(alias, [16, 16]);  alias = None
    mm = torch.ops.aten.mm.default(view_158, t)
    _unsafe_view = torch.ops.aten._unsafe_view.default(mm, [2, 8, 64]);  mm = None
    view_159 = torch.ops.aten.view.default(_unsafe_view, [-1, 64]);  _unsafe_view = None
    view_160 = torch.ops.aten.view.default(labels_1, [-1]);  labels_1 = None
    _log_softmax = torch.ops.aten._log_softmax.default(view_159, 1, False);  view_159 = None
    detach_24 = torch.ops.aten.detach.default(_log_softmax)
    nll_loss_forward = torch.ops.aten.nll_loss_forward.default(_log_softmax, view_160, None, 1, -100)
    getitem_135 = nll_loss_forward[0]
    getitem_136 = nll_loss_forward[1];  nll_loss_forward = None
    ones_like = torch.ops.aten.ones_like.default(getitem_135, pin_memory = False, memory_format = torch.preserve_format)
    nll_loss_backward = torch.ops.aten.nll_loss_backward.default(ones_like, _log_softmax, view_160, None, 1, -100, getitem_136);  ones_like = _log_softmax = view_160 = getitem_136 = None
    detach_25 = torch.ops.aten.detach.default(detach_24);  detach_24 = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach_25, 1, torch.float32);  nll_loss_backward = detach_25 = None
    view_161 = torch.ops.aten.view.default(_log_softmax_backward_data, [2, 8, 64]);  _log_softmax_backward_data = None
    view_162 = torch.ops.aten.view.default(view_161, [16, 64]);  view_161 = None
    t_1 = torch.ops.aten.t.default(view_162)
    mm_1 = torch.ops.aten.mm.default(t_1, view_158);  t_1 = view_158 = None
    t_2 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    t_3 = torch.ops.aten.t.default(t);  t = None
    mm_2 = torch.ops.aten.mm.default(view_162, t_3);  view_162 = t_3 = None
    view_163 = torch.ops.aten.view.default(mm_2, [2, 8, 16]);  mm_2 = None
    t_4 = torch.ops.aten.t.default(t_2);  t_2 = None
    view_164 = torch.ops.aten.view.default(view_163, [2, 8, 16]);  view_163 = None
    _param_constant146_1 = self._param_constant146
    _param_constant147_1 = self._param_constant147
    native_layer_norm_backward = torch.ops.aten.native_layer_norm_backward.default(view_164, add_49, [16], getitem_133, getitem_134, _param_constant146_1, _param_constant147_1, [True, True, True]);  view_164 = add_49 = getitem_133 = getitem_134 = _param_constant146_1 = _param_constant147_1 = None
    getitem_137 = native_layer_norm_backward[0]
    getitem_138 = native_layer_norm_backward[1]
    getitem_139 = native_layer_norm_backward[2];  native_layer_norm_backward = None
    view_165 = torch.ops.aten.view.default(getitem_137, [16, 16])
    _param_constant145_1 = self._param_constant145
    t_5 = torch.ops.aten.t.default(_param_constant145_1);  _param_constant145_1 = None
    mm_3 = torch.ops.aten.mm.default(view_165, t_5);  t_5 = None
    t_6 = torch.ops.aten.t.default(view_155);  view_155 = None
    mm_4 = torch.ops.aten.mm.default(t_6, view_165);  t_6 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(view_165, [0], True);  view_165 = None
    view_166 = torch.ops.aten.view.default(sum_1, [16]);  sum_1 = None
    view_167 = torch.ops.aten.view.default(mm_3, [2, 8, 64]);  mm_3 = None
    mul_48 = torch.ops.aten.mul.Tensor(view_167, mul_44);  mul_44 = None
    mul_49 = torch.ops.aten.mul.Tensor(view_167, add_48);  view_167 = add_48 = None
    detach_26 = torch.ops.aten.detach.default(detach_23);  detach_23 = None
    tanh_backward = torch.ops.aten.tanh_backward.default(mul_48, detach_26);  mul_48 = detach_26 = None
    mul_50 = torch.ops.aten.mul.Tensor(tanh_backward, 0.7978845608028654);  tanh_backward = None
    mul_51 = torch.ops.aten.mul.Tensor(mul_50, 0.044715)
    pow_13 = torch.ops.aten.pow.Tensor_Scalar(view_154, 2.0);  view_154 = None
    mul_52 = torch.ops.aten.mul.Scalar(pow_13, 3.0);  pow_13 = None
    mul_53 = torch.ops.aten.mul.Tensor(mul_51, mul_52);  mul_51 = mul_52 = None
    add_50 = torch.ops.aten.add.Tensor(mul_50, mul_53);  mul_50 = mul_53 = None
    mul_54 = torch.ops.aten.mul.Tensor(mul_49, 0.5);  mul_49 = None
    add_51 = torch.ops.aten.add.Tensor(add_50, mul_54);  add_50 = mul_54 = None
    view_168 = torch.ops.aten.view.default(add_51, [16, 64]);  add_51 = None
    _param_constant143_1 = self._param_constant143
    t_7 = torch.ops.aten.t.default(_param_constant143_1);  _param_constant143_1 = None
    mm_5 = torch.ops.aten.mm.default(view_168, t_7);  t_7 = None
    t_8 = torch.ops.aten.t.default(view_153);  view_153 = None
    mm_6 = torch.ops.aten.mm.default(t_8, view_168);  t_8 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(view_168, [0], True);  view_168 = None
    view_169 = torch.ops.aten.view.default(sum_2, [64]);  sum_2 = None
    view_170 = torch.ops.aten.view.default(mm_5, [2, 8, 16]);  mm_5 = None
    _param_constant140_1 = self._param_constant140
    _param_constant141_1 = self._param_constant141
    native_layer_norm_backward_1 = torch.ops.aten.native_layer_norm_backward.default(view_170, add_46, [16], getitem_130, getitem_131, _param_constant140_1, _param_constant141_1, [True, True, True]);  view_170 = add_46 = getitem_130 = getitem_131 = _param_constant140_1 = _param_constant141_1 = None
    getitem_140 = native_layer_norm_backward_1[0]
    getitem_141 = native_layer_norm_backward_1[1]
    getitem_142 = native_layer_norm_backward_1[2];  native_layer_norm_backward_1 = None
    add_52 = torch.ops.aten.add.Tensor(getitem_137, getitem_140);  getitem_137 = getitem_140 = None
    view_171 = torch.ops.aten.view.default(add_52, [16, 16])
    _param_constant139_1 = self._param_constant139
    t_9 = torch.ops.aten.t.default(_param_constant139_1);  _param_constant139_1 = None
    mm_7 = torch.ops.aten.mm.default(view_171, t_9);  t_9 = None
    t_10 = torch.ops.aten.t.default(view_151);  view_151 = None
    mm_8 = torch.ops.aten.mm.default(t_10, view_171);  t_10 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(view_171, [0], True);  view_171 = None
    view_172 = torch.ops.aten.view.default(sum_3, [16]);  sum_3 = None
    view_173 = torch.ops.aten.view.default(mm_7, [2, 8, 16]);  mm_7 = None
    view_174 = torch.ops.aten.view.default(view_173, [2, 8, 2, 8]);  view_173 = None
    transpose_48 = torch.ops.aten.transpose.int(view_174, 1, 2);  view_174 = None
    view_175 = torch.ops.aten.view.default(transpose_48, [2, 2, 8, 8]);  transpose_48 = None
    detach_27 = torch.ops.aten.detach.default(detach_22);  detach_22 = None
    _scaled_dot_product_flash_attention_for_cpu_backward = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(view_175, transpose_46, cat_22, cat_23, detach_27, getitem_128, 0.0, True, attn_mask = None, scale = 0.3535533905932738);  view_175 = transpose_46 = cat_22 = cat_23 = detach_27 = getitem_128 = None
    getitem_143 = _scaled_dot_product_flash_attention_for_cpu_backward[0]
    getitem_144 = _scaled_dot_product_flash_attention_for_cpu_backward[1]
    getitem_145 = _scaled_dot_product_flash_attention_for_cpu_backward[2];  _scaled_dot_product_flash_attention_for_cpu_backward = None
    zeros = torch.ops.aten.zeros.default([0], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  zeros = None
    slice_1 = torch.ops.aten.slice.Tensor(getitem_145, 2, 0, 8);  getitem_145 = None
    zeros_1 = torch.ops.aten.zeros.default([0], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  zeros_1 = None
    slice_2 = torch.ops.aten.slice.Tensor(getitem_144, 2, 0, 8);  getitem_144 = None
    transpose_49 = torch.ops.aten.transpose.int(getitem_143, 1, 2);  getitem_143 = None
    view_176 = torch.ops.aten.view.default(transpose_49, [2, 8, 16]);  transpose_49 = None
    transpose_50 = torch.ops.aten.transpose.int(slice_1, 1, 2);  slice_1 = None
    view_177 = torch.ops.aten.view.default(transpose_50, [2, 8, 16]);  transpose_50 = None
    transpose_51 = torch.ops.aten.transpose.int(slice_2, 1, 2);  slice_2 = None
    view_178 = torch.ops.aten.view.default(transpose_51, [2, 8, 16]);  transpose_51 = None
    cat_24 = torch.ops.aten.cat.default([view_176, view_178, view_177], 2);  view_176 = view_178 = view_177 = None
    view_179 = torch.ops.aten.view.default(cat_24, [16, 48]);  cat_24 = None
    _param_constant137_1 = self._param_constant137
    t_11 = torch.ops.aten.t.default(_param_constant137_1);  _param_constant137_1 = None
    mm_9 = torch.ops.aten.mm.default(view_179, t_11);  t_11 = None
    t_12 = torch.ops.aten.t.default(view_144);  view_144 = None
    mm_10 = torch.ops.aten.mm.default(t_12, view_179);  t_12 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(view_179, [0], True);  view_179 = None
    view_180 = torch.ops.aten.view.default(sum_4, [48]);  sum_4 = None
    view_181 = torch.ops.aten.view.default(mm_9, [2, 8, 16]);  mm_9 = None
    _param_constant134_1 = self._param_constant134
    _param_constant135_1 = self._param_constant135
    native_layer_norm_backward_2 = torch.ops.aten.native_layer_norm_backward.default(view_181, add_45, [16], getitem_122, getitem_123, _param_constant134_1, _param_constant135_1, [True, True, True]);  view_181 = add_45 = getitem_122 = getitem_123 = _param_constant134_1 = _param_constant135_1 = None
    getitem_146 = native_layer_norm_backward_2[0]
    getitem_147 = native_layer_norm_backward_2[1]
    getitem_148 = native_layer_norm_backward_2[2];  native_layer_norm_backward_2 = None
    add_53 = torch.ops.aten.add.Tensor(add_52, getitem_146);  add_52 = getitem_146 = None
    view_182 = torch.ops.aten.view.default(add_53, [16, 16])
    _param_constant133_1 = self._param_constant133
    t_13 = torch.ops.aten.t.default(_param_constant133_1);  _param_constant133_1 = None
    mm_11 = torch.ops.aten.mm.default(view_182, t_13);  t_13 = None
    t_14 = torch.ops.aten.t.default(view_142);  view_142 = None
    mm_12 = torch.ops.aten.mm.default(t_14, view_182);  t_14 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(view_182, [0], True);  view_182 = None
    view_183 = torch.ops.aten.view.default(sum_5, [16]);  sum_5 = None
    view_184 = torch.ops.aten.view.default(mm_11, [2, 8, 64]);  mm_11 = None
    mul_55 = torch.ops.aten.mul.Tensor(view_184, mul_40);  mul_40 = None
    mul_56 = torch.ops.aten.mul.Tensor(view_184, add_44);  view_184 = add_44 = None
    detach_28 = torch.ops.aten.detach.default(detach_21);  detach_21 = None
    tanh_backward_1 = torch.ops.aten.tanh_backward.default(mul_55, detach_28);  mul_55 = detach_28 = None
    mul_57 = torch.ops.aten.mul.Tensor(tanh_backward_1, 0.7978845608028654);  tanh_backward_1 = None
    mul_58 = torch.ops.aten.mul.Tensor(mul_57, 0.044715)
    pow_14 = torch.ops.aten.pow.Tensor_Scalar(view_141, 2.0);  view_141 = None
    mul_59 = torch.ops.aten.mul.Scalar(pow_14, 3.0);  pow_14 = None
    mul_60 = torch.ops.aten.mul.Tensor(mul_58, mul_59);  mul_58 = mul_59 = None
    add_54 = torch.ops.aten.add.Tensor(mul_57, mul_60);  mul_57 = mul_60 = None
    mul_61 = torch.ops.aten.mul.Tensor(mul_56, 0.5);  mul_56 = None
    add_55 = torch.ops.aten.add.Tensor(add_54, mul_61);  add_54 = mul_61 = None
    view_185 = torch.ops.aten.view.default(add_55, [16, 64]);  add_55 = None
    _param_constant131_1 = self._param_constant131
    t_15 = torch.ops.aten.t.default(_param_constant131_1);  _param_constant131_1 = None
    mm_13 = torch.ops.aten.mm.default(view_185, t_15);  t_15 = None
    t_16 = torch.ops.aten.t.default(view_140);  view_140 = None
    mm_14 = torch.ops.aten.mm.default(t_16, view_185);  t_16 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(view_185, [0], True);  view_185 = None
    view_186 = torch.ops.aten.view.default(sum_6, [64]);  sum_6 = None
    view_187 = torch.ops.aten.view.default(mm_13, [2, 8, 16]);  mm_13 = None
    _param_constant128_1 = self._param_constant128
    _param_constant129_1 = self._param_constant129
    native_layer_norm_backward_3 = torch.ops.aten.native_layer_norm_backward.default(view_187, add_42, [16], getitem_119, getitem_120, _param_constant128_1, _param_constant129_1, [True, True, True]);  view_187 = add_42 = getitem_119 = getitem_120 = _param_constant128_1 = _param_constant129_1 = None
    getitem_149 = native_layer_norm_backward_3[0]
    getitem_150 = native_layer_norm_backward_3[1]
    getitem_151 = native_layer_norm_backward_3[2];  native_layer_norm_backward_3 = None
    add_56 = torch.ops.aten.add.Tensor(add_53, getitem_149);  add_53 = getitem_149 = None
    view_188 = torch.ops.aten.view.default(add_56, [16, 16])
    _param_constant127_1 = self._param_constant127
    t_17 = torch.ops.aten.t.default(_param_constant127_1);  _param_constant127_1 = None
    mm_15 = torch.ops.aten.mm.default(view_188, t_17);  t_17 = None
    t_18 = torch.ops.aten.t.default(view_138);  view_138 = None
    mm_16 = torch.ops.aten.mm.default(t_18, view_188);  t_18 = None
    sum_7 = torch.ops.aten.sum.dim_IntList(view_188, [0], True);  view_188 = None
    view_189 = torch.ops.aten.view.default(sum_7, [16]);  sum_7 = None
    view_190 = torch.ops.aten.view.default(mm_15, [2, 8, 16]);  mm_15 = None
    view_191 = torch.ops.aten.view.default(view_190, [2, 8, 2, 8]);  view_190 = None
    transpose_52 = torch.ops.aten.transpose.int(view_191, 1, 2);  view_191 = None
    view_192 = torch.ops.aten.view.default(transpose_52, [2, 2, 8, 8]);  transpose_52 = None
    detach_29 = torch.ops.aten.detach.default(detach_20);  detach_20 = None
    _scaled_dot_product_flash_attention_for_cpu_backward_1 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(view_192, transpose_42, cat_20, cat_21, detach_29, getitem_117, 0.0, True, attn_mask = None, scale = 0.3535533905932738);  view_192 = transpose_42 = cat_20 = cat_21 = detach_29 = getitem_117 = None
    getitem_152 = _scaled_dot_product_flash_attention_for_cpu_backward_1[0]
    getitem_153 = _scaled_dot_product_flash_attention_for_cpu_backward_1[1]
    getitem_154 = _scaled_dot_product_flash_attention_for_cpu_backward_1[2];  _scaled_dot_product_flash_attention_for_cpu_backward_1 = None
    zeros_2 = torch.ops.aten.zeros.default([0], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  zeros_2 = None
    slice_3 = torch.ops.aten.slice.Tensor(getitem_154, 2, 0, 8);  getitem_154 = None
    zeros_3 = torch.ops.aten.zeros.default([0], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  zeros_3 = None
    slice_4 = torch.ops.aten.slice.Tensor(getitem_153, 2, 0, 8);  getitem_153 = None
    transpose_53 = torch.ops.aten.transpose.int(getitem_152, 1, 2);  getitem_152 = None
    view_193 = torch.ops.aten.view.default(transpose_53, [2, 8, 16]);  transpose_53 = None
    transpose_54 = torch.ops.aten.transpose.int(slice_3, 1, 2);  slice_3 = None
    view_194 = torch.ops.aten.view.default(transpose_54, [2, 8, 16]);  transpose_54 = None
    transpose_55 = torch.ops.aten.transpose.int(slice_4, 1, 2);  slice_4 = None
    view_195 = torch.ops.aten.view.default(transpose_55, [2, 8, 16]);  transpose_55 = None
    cat_25 = torch.ops.aten.cat.default([view_193, view_195, view_194], 2);  view_193 = view_195 = view_194 = None
    view_196 = torch.ops.aten.view.default(cat_25, [16, 48]);  cat_25 = None
    _param_constant125_1 = self._param_constant125
    t_19 = torch.ops.aten.t.default(_param_constant125_1);  _param_constant125_1 = None
    mm_17 = torch.ops.aten.mm.default(view_196, t_19);  t_19 = None
    t_20 = torch.ops.aten.t.default(view_131);  view_131 = None
    mm_18 = torch.ops.aten.mm.default(t_20, view_196);  t_20 = None
    sum_8 = torch.ops.aten.sum.dim_IntList(view_196, [0], True);  view_196 = None
    view_197 = torch.ops.aten.view.default(sum_8, [48]);  sum_8 = None
    view_198 = torch.ops.aten.view.default(mm_17, [2, 8, 16]);  mm_17 = None
    _param_constant122_1 = self._param_constant122
    _param_constant123_1 = self._param_constant123
    native_layer_norm_backward_4 = torch.ops.aten.native_layer_norm_backward.default(view_198, add_41, [16], getitem_111, getitem_112, _param_constant122_1, _param_constant123_1, [True, True, True]);  view_198 = add_41 = getitem_111 = getitem_112 = _param_constant122_1 = _param_constant123_1 = None
    getitem_155 = native_layer_norm_backward_4[0]
    getitem_156 = native_layer_norm_backward_4[1]
    getitem_157 = native_layer_norm_backward_4[2];  native_layer_norm_backward_4 = None
    add_57 = torch.ops.aten.add.Tensor(add_56, getitem_155);  add_56 = getitem_155 = None
    view_199 = torch.ops.aten.view.default(add_57, [16, 16])
    _param_constant121_1 = self._param_constant121
    t_21 = torch.ops.aten.t.default(_param_constant121_1);  _param_constant121_1 = None
    mm_19 = torch.ops.aten.mm.default(view_199, t_21);  t_21 = None
    t_22 = torch.ops.aten.t.default(view_129);  view_129 = None
    mm_20 = torch.ops.aten.mm.default(t_22, view_199);  t_22 = None
    sum_9 = torch.ops.aten.sum.dim_IntList(view_199, [0], True);  view_199 = None
    view_200 = torch.ops.aten.view.default(sum_9, [16]);  sum_9 = None
    view_201 = torch.ops.aten.view.default(mm_19, [2, 8, 64]);  mm_19 = None
    mul_62 = torch.ops.aten.mul.Tensor(view_201, mul_36);  mul_36 = None
    mul_63 = torch.ops.aten.mul.Tensor(view_201, add_40);  view_201 = add_40 = None
    detach_30 = torch.ops.aten.detach.default(detach_19);  detach_19 = None
    tanh_backward_2 = torch.ops.aten.tanh_backward.default(mul_62, detach_30);  mul_62 = detach_30 = None
    mul_64 = torch.ops.aten.mul.Tensor(tanh_backward_2, 0.7978845608028654);  tanh_backward_2 = None
    mul_65 = torch.ops.aten.mul.Tensor(mul_64, 0.044715)
    pow_15 = torch.ops.aten.pow.Tensor_Scalar(view_128, 2.0);  view_128 = None
    mul_66 = torch.ops.aten.mul.Scalar(pow_15, 3.0);  pow_15 = None
    mul_67 = torch.ops.aten.mul.Tensor(mul_65, mul_66);  mul_65 = mul_66 = None
    add_58 = torch.ops.aten.add.Tensor(mul_64, mul_67);  mul_64 = mul_67 = None
    mul_68 = torch.ops.aten.mul.Tensor(mul_63, 0.5);  mul_63 = None
    add_59 = torch.ops.aten.add.Tensor(add_58, mul_68);  add_58 = mul_68 = None
    view_202 = torch.ops.aten.view.default(add_59, [16, 64]);  add_59 = None
    _param_constant119_1 = self._param_constant119
    t_23 = torch.ops.aten.t.default(_param_constant119_1);  _param_constant119_1 = None
    mm_21 = torch.ops.aten.mm.default(view_202, t_23);  t_23 = None
    t_24 = torch.ops.aten.t.default(view_127);  view_127 = None
    mm_22 = torch.ops.aten.mm.default(t_24, view_202);  t_24 = None
    sum_10 = torch.ops.aten.sum.dim_IntList(view_202, [0], True);  view_202 = None
    view_203 = torch.ops.aten.view.default(sum_10, [64]);  sum_10 = None
    view_204 = torch.ops.aten.view.default(mm_21, [2, 8, 16]);  mm_21 = None
    _param_constant116_1 = self._param_constant116
    _param_constant117_1 = self._param_constant117
    native_layer_norm_backward_5 = torch.ops.aten.native_layer_norm_backward.default(view_204, add_38, [16], getitem_108, getitem_109, _param_constant116_1, _param_constant117_1, [True, True, True]);  view_204 = add_38 = getitem_108 = getitem_109 = _param_constant116_1 = _param_constant117_1 = None
    getitem_158 = native_layer_norm_backward_5[0]
    getitem_159 = native_layer_norm_backward_5[1]
    getitem_160 = native_layer_norm_backward_5[2];  native_layer_norm_backward_5 = None
    add_60 = torch.ops.aten.add.Tensor(add_57, getitem_158);  add_57 = getitem_158 = None
    view_205 = torch.ops.aten.view.default(add_60, [16, 16])
    _param_constant115_1 = self._param_constant115
    t_25 = torch.ops.aten.t.default(_param_constant115_1);  _param_constant115_1 = None
    mm_23 = torch.ops.aten.mm.default(view_205, t_25);  t_25 = None
    t_26 = torch.ops.aten.t.default(view_125);  view_125 = None
    mm_24 = torch.ops.aten.mm.default(t_26, view_205);  t_26 = None
    sum_11 = torch.ops.aten.sum.dim_IntList(view_205, [0], True);  view_205 = None
    view_206 = torch.ops.aten.view.default(sum_11, [16]);  sum_11 = None
    view_207 = torch.ops.aten.view.default(mm_23, [2, 8, 16]);  mm_23 = None
    view_208 = torch.ops.aten.view.default(view_207, [2, 8, 2, 8]);  view_207 = None
    transpose_56 = torch.ops.aten.transpose.int(view_208, 1, 2);  view_208 = None
    view_209 = torch.ops.aten.view.default(transpose_56, [2, 2, 8, 8]);  transpose_56 = None
    detach_31 = torch.ops.aten.detach.default(detach_18);  detach_18 = None
    _scaled_dot_product_flash_attention_for_cpu_backward_2 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(view_209, transpose_38, cat_18, cat_19, detach_31, getitem_106, 0.0, True, attn_mask = None, scale = 0.3535533905932738);  view_209 = transpose_38 = cat_18 = cat_19 = detach_31 = getitem_106 = None
    getitem_161 = _scaled_dot_product_flash_attention_for_cpu_backward_2[0]
    getitem_162 = _scaled_dot_product_flash_attention_for_cpu_backward_2[1]
    getitem_163 = _scaled_dot_product_flash_attention_for_cpu_backward_2[2];  _scaled_dot_product_flash_attention_for_cpu_backward_2 = None
    zeros_4 = torch.ops.aten.zeros.default([0], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  zeros_4 = None
    slice_5 = torch.ops.aten.slice.Tensor(getitem_163, 2, 0, 8);  getitem_163 = None
    zeros_5 = torch.ops.aten.zeros.default([0], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  zeros_5 = None
    slice_6 = torch.ops.aten.slice.Tensor(getitem_162, 2, 0, 8);  getitem_162 = None
    transpose_57 = torch.ops.aten.transpose.int(getitem_161, 1, 2);  getitem_161 = None
    view_210 = torch.ops.aten.view.default(transpose_57, [2, 8, 16]);  transpose_57 = None
    transpose_58 = torch.ops.aten.transpose.int(slice_5, 1, 2);  slice_5 = None
    view_211 = torch.ops.aten.view.default(transpose_58, [2, 8, 16]);  transpose_58 = None
    transpose_59 = torch.ops.aten.transpose.int(slice_6, 1, 2);  slice_6 = None
    view_212 = torch.ops.aten.view.default(transpose_59, [2, 8, 16]);  transpose_59 = None
    cat_26 = torch.ops.aten.cat.default([view_210, view_212, view_211], 2);  view_210 = view_212 = view_211 = None
    view_213 = torch.ops.aten.view.default(cat_26, [16, 48]);  cat_26 = None
    _param_constant113_1 = self._param_constant113
    t_27 = torch.ops.aten.t.default(_param_constant113_1);  _param_constant113_1 = None
    mm_25 = torch.ops.aten.mm.default(view_213, t_27);  t_27 = None
    t_28 = torch.ops.aten.t.default(view_118);  view_118 = None
    mm_26 = torch.ops.aten.mm.default(t_28, view_213);  t_28 = None
    sum_12 = torch.ops.aten.sum.dim_IntList(view_213, [0], True);  view_213 = None
    view_214 = torch.ops.aten.view.default(sum_12, [48]);  sum_12 = None
    view_215 = torch.ops.aten.view.default(mm_25, [2, 8, 16]);  mm_25 = None
    _param_constant110_1 = self._param_constant110
    _param_constant111_1 = self._param_constant111
    native_layer_norm_backward_6 = torch.ops.aten.native_layer_norm_backward.default(view_215, add_37, [16], getitem_100, getitem_101, _param_constant110_1, _param_constant111_1, [True, True, True]);  view_215 = add_37 = getitem_100 = getitem_101 = _param_constant110_1 = _param_constant111_1 = None
    getitem_164 = native_layer_norm_backward_6[0]
    getitem_165 = native_layer_norm_backward_6[1]
    getitem_166 = native_layer_norm_backward_6[2];  native_layer_norm_backward_6 = None
    add_61 = torch.ops.aten.add.Tensor(add_60, getitem_164);  add_60 = getitem_164 = None
    view_216 = torch.ops.aten.view.default(add_61, [16, 16])
    _param_constant109_1 = self._param_constant109
    t_29 = torch.ops.aten.t.default(_param_constant109_1);  _param_constant109_1 = None
    mm_27 = torch.ops.aten.mm.default(view_216, t_29);  t_29 = None
    t_30 = torch.ops.aten.t.default(view_116);  view_116 = None
    mm_28 = torch.ops.aten.mm.default(t_30, view_216);  t_30 = None
    sum_13 = torch.ops.aten.sum.dim_IntList(view_216, [0], True);  view_216 = None
    view_217 = torch.ops.aten.view.default(sum_13, [16]);  sum_13 = None
    view_218 = torch.ops.aten.view.default(mm_27, [2, 8, 64]);  mm_27 = None
    mul_69 = torch.ops.aten.mul.Tensor(view_218, mul_32);  mul_32 = None
    mul_70 = torch.ops.aten.mul.Tensor(view_218, add_36);  view_218 = add_36 = None
    detach_32 = torch.ops.aten.detach.default(detach_17);  detach_17 = None
    tanh_backward_3 = torch.ops.aten.tanh_backward.default(mul_69, detach_32);  mul_69 = detach_32 = None
    mul_71 = torch.ops.aten.mul.Tensor(tanh_backward_3, 0.7978845608028654);  tanh_backward_3 = None
    mul_72 = torch.ops.aten.mul.Tensor(mul_71, 0.044715)
    pow_16 = torch.ops.aten.pow.Tensor_Scalar(view_115, 2.0);  view_115 = None
    mul_73 = torch.ops.aten.mul.Scalar(pow_16, 3.0);  pow_16 = None
    mul_74 = torch.ops.aten.mul.Tensor(mul_72, mul_73);  mul_72 = mul_73 = None
    add_62 = torch.ops.aten.add.Tensor(mul_71, mul_74);  mul_71 = mul_74 = None
    mul_75 = torch.ops.aten.mul.Tensor(mul_70, 0.5);  mul_70 = None
    add_63 = torch.ops.aten.add.Tensor(add_62, mul_75);  add_62 = mul_75 = None
    view_219 = torch.ops.aten.view.default(add_63, [16, 64]);  add_63 = None
    _param_constant107_1 = self._param_constant107
    t_31 = torch.ops.aten.t.default(_param_constant107_1);  _param_constant107_1 = None
    mm_29 = torch.ops.aten.mm.default(view_219, t_31);  t_31 = None
    t_32 = torch.ops.aten.t.default(view_114);  view_114 = None
    mm_30 = torch.ops.aten.mm.default(t_32, view_219);  t_32 = None
    sum_14 = torch.ops.aten.sum.dim_IntList(view_219, [0], True);  view_219 = None
    view_220 = torch.ops.aten.view.default(sum_14, [64]);  sum_14 = None
    view_221 = torch.ops.aten.view.default(mm_29, [2, 8, 16]);  mm_29 = None
    _param_constant104_1 = self._param_constant104
    _param_constant105_1 = self._param_constant105
    native_layer_norm_backward_7 = torch.ops.aten.native_layer_norm_backward.default(view_221, add_34, [16], getitem_97, getitem_98, _param_constant104_1, _param_constant105_1, [True, True, True]);  view_221 = add_34 = getitem_97 = getitem_98 = _param_constant104_1 = _param_constant105_1 = None
    getitem_167 = native_layer_norm_backward_7[0]
    getitem_168 = native_layer_norm_backward_7[1]
    getitem_169 = native_layer_norm_backward_7[2];  native_layer_norm_backward_7 = None
    add_64 = torch.ops.aten.add.Tensor(add_61, getitem_167);  add_61 = getitem_167 = None
    view_222 = torch.ops.aten.view.default(add_64, [16, 16])
    _param_constant103_1 = self._param_constant103
    t_33 = torch.ops.aten.t.default(_param_constant103_1);  _param_constant103_1 = None
    mm_31 = torch.ops.aten.mm.default(view_222, t_33);  t_33 = None
    t_34 = torch.ops.aten.t.default(view_112);  view_112 = None
    mm_32 = torch.ops.aten.mm.default(t_34, view_222);  t_34 = None
    sum_15 = torch.ops.aten.sum.dim_IntList(view_222, [0], True);  view_222 = None
    view_223 = torch.ops.aten.view.default(sum_15, [16]);  sum_15 = None
    view_224 = torch.ops.aten.view.default(mm_31, [2, 8, 16]);  mm_31 = None
    view_225 = torch.ops.aten.view.default(view_224, [2, 8, 2, 8]);  view_224 = None
    transpose_60 = torch.ops.aten.transpose.int(view_225, 1, 2);  view_225 = None
    view_226 = torch.ops.aten.view.default(transpose_60, [2, 2, 8, 8]);  transpose_60 = None
    detach_33 = torch.ops.aten.detach.default(detach_16);  detach_16 = None
    _scaled_dot_product_flash_attention_for_cpu_backward_3 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(view_226, transpose_34, cat_16, cat_17, detach_33, getitem_95, 0.0, True, attn_mask = None, scale = 0.3535533905932738);  view_226 = transpose_34 = cat_16 = cat_17 = detach_33 = getitem_95 = None
    getitem_170 = _scaled_dot_product_flash_attention_for_cpu_backward_3[0]
    getitem_171 = _scaled_dot_product_flash_attention_for_cpu_backward_3[1]
    getitem_172 = _scaled_dot_product_flash_attention_for_cpu_backward_3[2];  _scaled_dot_product_flash_attention_for_cpu_backward_3 = None
    zeros_6 = torch.ops.aten.zeros.default([0], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  zeros_6 = None
    slice_7 = torch.ops.aten.slice.Tensor(getitem_172, 2, 0, 8);  getitem_172 = None
    zeros_7 = torch.ops.aten.zeros.default([0], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  zeros_7 = None
    slice_8 = torch.ops.aten.slice.Tensor(getitem_171, 2, 0, 8);  getitem_171 = None
    transpose_61 = torch.ops.aten.transpose.int(getitem_170, 1, 2);  getitem_170 = None
    view_227 = torch.ops.aten.view.default(transpose_61, [2, 8, 16]);  transpose_61 = None
    transpose_62 = torch.ops.aten.transpose.int(slice_7, 1, 2);  slice_7 = None
    view_228 = torch.ops.aten.view.default(transpose_62, [2, 8, 16]);  transpose_62 = None
    transpose_63 = torch.ops.aten.transpose.int(slice_8, 1, 2);  slice_8 = None
    view_229 = torch.ops.aten.view.default(transpose_63, [2, 8, 16]);  transpose_63 = None
    cat_27 = torch.ops.aten.cat.default([view_227, view_229, view_228], 2);  view_227 = view_229 = view_228 = None
    view_230 = torch.ops.aten.view.default(cat_27, [16, 48]);  cat_27 = None
    _param_constant101_1 = self._param_constant101
    t_35 = torch.ops.aten.t.default(_param_constant101_1);  _param_constant101_1 = None
    mm_33 = torch.ops.aten.mm.default(view_230, t_35);  t_35 = None
    t_36 = torch.ops.aten.t.default(view_105);  view_105 = None
    mm_34 = torch.ops.aten.mm.default(t_36, view_230);  t_36 = None
    sum_16 = torch.ops.aten.sum.dim_IntList(view_230, [0], True);  view_230 = None
    view_231 = torch.ops.aten.view.default(sum_16, [48]);  sum_16 = None
    view_232 = torch.ops.aten.view.default(mm_33, [2, 8, 16]);  mm_33 = None
    _param_constant98_1 = self._param_constant98
    _param_constant99_1 = self._param_constant99
    native_layer_norm_backward_8 = torch.ops.aten.native_layer_norm_backward.default(view_232, add_33, [16], getitem_89, getitem_90, _param_constant98_1, _param_constant99_1, [True, True, True]);  view_232 = add_33 = getitem_89 = getitem_90 = _param_constant98_1 = _param_constant99_1 = None
    getitem_173 = native_layer_norm_backward_8[0]
    getitem_174 = native_layer_norm_backward_8[1]
    getitem_175 = native_layer_norm_backward_8[2];  native_layer_norm_backward_8 = None
    add_65 = torch.ops.aten.add.Tensor(add_64, getitem_173);  add_64 = getitem_173 = None
    view_233 = torch.ops.aten.view.default(add_65, [16, 16])
    _param_constant97_1 = self._param_constant97
    t_37 = torch.ops.aten.t.default(_param_constant97_1);  _param_constant97_1 = None
    mm_35 = torch.ops.aten.mm.default(view_233, t_37);  t_37 = None
    t_38 = torch.ops.aten.t.default(view_103);  view_103 = None
    mm_36 = torch.ops.aten.mm.default(t_38, view_233);  t_38 = None
    sum_17 = torch.ops.aten.sum.dim_IntList(view_233, [0], True);  view_233 = None
    view_234 = torch.ops.aten.view.default(sum_17, [16]);  sum_17 = None
    view_235 = torch.ops.aten.view.default(mm_35, [2, 8, 64]);  mm_35 = None
    mul_76 = torch.ops.aten.mul.Tensor(view_235, mul_28);  mul_28 = None
    mul_77 = torch.ops.aten.mul.Tensor(view_235, add_32);  view_235 = add_32 = None
    detach_34 = torch.ops.aten.detach.default(detach_15);  detach_15 = None
    tanh_backward_4 = torch.ops.aten.tanh_backward.default(mul_76, detach_34);  mul_76 = detach_34 = None
    mul_78 = torch.ops.aten.mul.Tensor(tanh_backward_4, 0.7978845608028654);  tanh_backward_4 = None
    mul_79 = torch.ops.aten.mul.Tensor(mul_78, 0.044715)
    pow_17 = torch.ops.aten.pow.Tensor_Scalar(view_102, 2.0);  view_102 = None
    mul_80 = torch.ops.aten.mul.Scalar(pow_17, 3.0);  pow_17 = None
    mul_81 = torch.ops.aten.mul.Tensor(mul_79, mul_80);  mul_79 = mul_80 = None
    add_66 = torch.ops.aten.add.Tensor(mul_78, mul_81);  mul_78 = mul_81 = None
    mul_82 = torch.ops.aten.mul.Tensor(mul_77, 0.5);  mul_77 = None
    add_67 = torch.ops.aten.add.Tensor(add_66, mul_82);  add_66 = mul_82 = None
    view_236 = torch.ops.aten.view.default(add_67, [16, 64]);  add_67 = None
    _param_constant95_1 = self._param_constant95
    t_39 = torch.ops.aten.t.default(_param_constant95_1);  _param_constant95_1 = None
    mm_37 = torch.ops.aten.mm.default(view_236, t_39);  t_39 = None
    t_40 = torch.ops.aten.t.default(view_101);  view_101 = None
    mm_38 = torch.ops.aten.mm.default(t_40, view_236);  t_40 = None
    sum_18 = torch.ops.aten.sum.dim_IntList(view_236, [0], True);  view_236 = None
    view_237 = torch.ops.aten.view.default(sum_18, [64]);  sum_18 = None
    view_238 = torch.ops.aten.view.default(mm_37, [2, 8, 16]);  mm_37 = None
    _param_constant92_1 = self._param_constant92
    _param_constant93_1 = self._param_constant93
    native_layer_norm_backward_9 = torch.ops.aten.native_layer_norm_backward.default(view_238, add_30, [16], getitem_86, getitem_87, _param_constant92_1, _param_constant93_1, [True, True, True]);  view_238 = add_30 = getitem_86 = getitem_87 = _param_constant92_1 = _param_constant93_1 = None
    getitem_176 = native_layer_norm_backward_9[0]
    getitem_177 = native_layer_norm_backward_9[1]
    getitem_178 = native_layer_norm_backward_9[2];  native_layer_norm_backward_9 = None
    add_68 = torch.ops.aten.add.Tensor(add_65, getitem_176);  add_65 = getitem_176 = None
    view_239 = torch.ops.aten.view.default(add_68, [16, 16])
    _param_constant91_1 = self._param_constant91
    t_41 = torch.ops.aten.t.default(_param_constant91_1);  _param_constant91_1 = None
    mm_39 = torch.ops.aten.mm.default(view_239, t_41);  t_41 = None
    t_42 = torch.ops.aten.t.default(view_99);  view_99 = None
    mm_40 = torch.ops.aten.mm.default(t_42, view_239);  t_42 = None
    sum_19 = torch.ops.aten.sum.dim_IntList(view_239, [0], True);  view_239 = None
    view_240 = torch.ops.aten.view.default(sum_19, [16]);  sum_19 = None
    view_241 = torch.ops.aten.view.default(mm_39, [2, 8, 16]);  mm_39 = None
    view_242 = torch.ops.aten.view.default(view_241, [2, 8, 2, 8]);  view_241 = None
    transpose_64 = torch.ops.aten.transpose.int(view_242, 1, 2);  view_242 = None
    view_243 = torch.ops.aten.view.default(transpose_64, [2, 2, 8, 8]);  transpose_64 = None
    detach_35 = torch.ops.aten.detach.default(detach_14);  detach_14 = None
    _scaled_dot_product_flash_attention_for_cpu_backward_4 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(view_243, transpose_30, cat_14, cat_15, detach_35, getitem_84, 0.0, True, attn_mask = None, scale = 0.3535533905932738);  view_243 = transpose_30 = cat_14 = cat_15 = detach_35 = getitem_84 = None
    getitem_179 = _scaled_dot_product_flash_attention_for_cpu_backward_4[0]
    getitem_180 = _scaled_dot_product_flash_attention_for_cpu_backward_4[1]
    getitem_181 = _scaled_dot_product_flash_attention_for_cpu_backward_4[2];  _scaled_dot_product_flash_attention_for_cpu_backward_4 = None
    zeros_8 = torch.ops.aten.zeros.default([0], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  zeros_8 = None
    slice_9 = torch.ops.aten.slice.Tensor(getitem_181, 2, 0, 8);  getitem_181 = None
    zeros_9 = torch.ops.aten.zeros.default([0], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  zeros_9 = None
    slice_10 = torch.ops.aten.slice.Tensor(getitem_180, 2, 0, 8);  getitem_180 = None
    transpose_65 = torch.ops.aten.transpose.int(getitem_179, 1, 2);  getitem_179 = None
    view_244 = torch.ops.aten.view.default(transpose_65, [2, 8, 16]);  transpose_65 = None
    transpose_66 = torch.ops.aten.transpose.int(slice_9, 1, 2);  slice_9 = None
    view_245 = torch.ops.aten.view.default(transpose_66, [2, 8, 16]);  transpose_66 = None
    transpose_67 = torch.ops.aten.transpose.int(slice_10, 1, 2);  slice_10 = None
    view_246 = torch.ops.aten.view.default(transpose_67, [2, 8, 16]);  transpose_67 = None
    cat_28 = torch.ops.aten.cat.default([view_244, view_246, view_245], 2);  view_244 = view_246 = view_245 = None
    view_247 = torch.ops.aten.view.default(cat_28, [16, 48]);  cat_28 = None
    _param_constant89_1 = self._param_constant89
    t_43 = torch.ops.aten.t.default(_param_constant89_1);  _param_constant89_1 = None
    mm_41 = torch.ops.aten.mm.default(view_247, t_43);  t_43 = None
    t_44 = torch.ops.aten.t.default(view_92);  view_92 = None
    mm_42 = torch.ops.aten.mm.default(t_44, view_247);  t_44 = None
    sum_20 = torch.ops.aten.sum.dim_IntList(view_247, [0], True);  view_247 = None
    view_248 = torch.ops.aten.view.default(sum_20, [48]);  sum_20 = None
    view_249 = torch.ops.aten.view.default(mm_41, [2, 8, 16]);  mm_41 = None
    _param_constant86_1 = self._param_constant86
    _param_constant87_1 = self._param_constant87
    native_layer_norm_backward_10 = torch.ops.aten.native_layer_norm_backward.default(view_249, add_29, [16], getitem_78, getitem_79, _param_constant86_1, _param_constant87_1, [True, True, True]);  view_249 = add_29 = getitem_78 = getitem_79 = _param_constant86_1 = _param_constant87_1 = None
    getitem_182 = native_layer_norm_backward_10[0]
    getitem_183 = native_layer_norm_backward_10[1]
    getitem_184 = native_layer_norm_backward_10[2];  native_layer_norm_backward_10 = None
    add_69 = torch.ops.aten.add.Tensor(add_68, getitem_182);  add_68 = getitem_182 = None
    view_250 = torch.ops.aten.view.default(add_69, [16, 16])
    _param_constant85_1 = self._param_constant85
    t_45 = torch.ops.aten.t.default(_param_constant85_1);  _param_constant85_1 = None
    mm_43 = torch.ops.aten.mm.default(view_250, t_45);  t_45 = None
    t_46 = torch.ops.aten.t.default(view_90);  view_90 = None
    mm_44 = torch.ops.aten.mm.default(t_46, view_250);  t_46 = None
    sum_21 = torch.ops.aten.sum.dim_IntList(view_250, [0], True);  view_250 = None
    view_251 = torch.ops.aten.view.default(sum_21, [16]);  sum_21 = None
    view_252 = torch.ops.aten.view.default(mm_43, [2, 8, 64]);  mm_43 = None
    mul_83 = torch.ops.aten.mul.Tensor(view_252, mul_24);  mul_24 = None
    mul_84 = torch.ops.aten.mul.Tensor(view_252, add_28);  view_252 = add_28 = None
    detach_36 = torch.ops.aten.detach.default(detach_13);  detach_13 = None
    tanh_backward_5 = torch.ops.aten.tanh_backward.default(mul_83, detach_36);  mul_83 = detach_36 = None
    mul_85 = torch.ops.aten.mul.Tensor(tanh_backward_5, 0.7978845608028654);  tanh_backward_5 = None
    mul_86 = torch.ops.aten.mul.Tensor(mul_85, 0.044715)
    pow_18 = torch.ops.aten.pow.Tensor_Scalar(view_89, 2.0);  view_89 = None
    mul_87 = torch.ops.aten.mul.Scalar(pow_18, 3.0);  pow_18 = None
    mul_88 = torch.ops.aten.mul.Tensor(mul_86, mul_87);  mul_86 = mul_87 = None
    add_70 = torch.ops.aten.add.Tensor(mul_85, mul_88);  mul_85 = mul_88 = None
    mul_89 = torch.ops.aten.mul.Tensor(mul_84, 0.5);  mul_84 = None
    add_71 = torch.ops.aten.add.Tensor(add_70, mul_89);  add_70 = mul_89 = None
    view_253 = torch.ops.aten.view.default(add_71, [16, 64]);  add_71 = None
    _param_constant83_1 = self._param_constant83
    t_47 = torch.ops.aten.t.default(_param_constant83_1);  _param_constant83_1 = None
    mm_45 = torch.ops.aten.mm.default(view_253, t_47);  t_47 = None
    t_48 = torch.ops.aten.t.default(view_88);  view_88 = None
    mm_46 = torch.ops.aten.mm.default(t_48, view_253);  t_48 = None
    sum_22 = torch.ops.aten.sum.dim_IntList(view_253, [0], True);  view_253 = None
    view_254 = torch.ops.aten.view.default(sum_22, [64]);  sum_22 = None
    view_255 = torch.ops.aten.view.default(mm_45, [2, 8, 16]);  mm_45 = None
    _param_constant80_1 = self._param_constant80
    _param_constant81_1 = self._param_constant81
    native_layer_norm_backward_11 = torch.ops.aten.native_layer_norm_backward.default(view_255, add_26, [16], getitem_75, getitem_76, _param_constant80_1, _param_constant81_1, [True, True, True]);  view_255 = add_26 = getitem_75 = getitem_76 = _param_constant80_1 = _param_constant81_1 = None
    getitem_185 = native_layer_norm_backward_11[0]
    getitem_186 = native_layer_norm_backward_11[1]
    getitem_187 = native_layer_norm_backward_11[2];  native_layer_norm_backward_11 = None
    add_72 = torch.ops.aten.add.Tensor(add_69, getitem_185);  add_69 = getitem_185 = None
    view_256 = torch.ops.aten.view.default(add_72, [16, 16])
    _param_constant79_1 = self._param_constant79
    t_49 = torch.ops.aten.t.default(_param_constant79_1);  _param_constant79_1 = None
    mm_47 = torch.ops.aten.mm.default(view_256, t_49);  t_49 = None
    t_50 = torch.ops.aten.t.default(view_86);  view_86 = None
    mm_48 = torch.ops.aten.mm.default(t_50, view_256);  t_50 = None
    sum_23 = torch.ops.aten.sum.dim_IntList(view_256, [0], True);  view_256 = None
    view_257 = torch.ops.aten.view.default(sum_23, [16]);  sum_23 = None
    view_258 = torch.ops.aten.view.default(mm_47, [2, 8, 16]);  mm_47 = None
    view_259 = torch.ops.aten.view.default(view_258, [2, 8, 2, 8]);  view_258 = None
    transpose_68 = torch.ops.aten.transpose.int(view_259, 1, 2);  view_259 = None
    view_260 = torch.ops.aten.view.default(transpose_68, [2, 2, 8, 8]);  transpose_68 = None
    detach_37 = torch.ops.aten.detach.default(detach_12);  detach_12 = None
    _scaled_dot_product_flash_attention_for_cpu_backward_5 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(view_260, transpose_26, cat_12, cat_13, detach_37, getitem_73, 0.0, True, attn_mask = None, scale = 0.3535533905932738);  view_260 = transpose_26 = cat_12 = cat_13 = detach_37 = getitem_73 = None
    getitem_188 = _scaled_dot_product_flash_attention_for_cpu_backward_5[0]
    getitem_189 = _scaled_dot_product_flash_attention_for_cpu_backward_5[1]
    getitem_190 = _scaled_dot_product_flash_attention_for_cpu_backward_5[2];  _scaled_dot_product_flash_attention_for_cpu_backward_5 = None
    zeros_10 = torch.ops.aten.zeros.default([0], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  zeros_10 = None
    slice_11 = torch.ops.aten.slice.Tensor(getitem_190, 2, 0, 8);  getitem_190 = None
    zeros_11 = torch.ops.aten.zeros.default([0], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  zeros_11 = None
    slice_12 = torch.ops.aten.slice.Tensor(getitem_189, 2, 0, 8);  getitem_189 = None
    transpose_69 = torch.ops.aten.transpose.int(getitem_188, 1, 2);  getitem_188 = None
    view_261 = torch.ops.aten.view.default(transpose_69, [2, 8, 16]);  transpose_69 = None
    transpose_70 = torch.ops.aten.transpose.int(slice_11, 1, 2);  slice_11 = None
    view_262 = torch.ops.aten.view.default(transpose_70, [2, 8, 16]);  transpose_70 = None
    transpose_71 = torch.ops.aten.transpose.int(slice_12, 1, 2);  slice_12 = None
    view_263 = torch.ops.aten.view.default(transpose_71, [2, 8, 16]);  transpose_71 = None
    cat_29 = torch.ops.aten.cat.default([view_261, view_263, view_262], 2);  view_261 = view_263 = view_262 = None
    view_264 = torch.ops.aten.view.default(cat_29, [16, 48]);  cat_29 = None
    _param_constant77_1 = self._param_constant77
    t_51 = torch.ops.aten.t.default(_param_constant77_1);  _param_constant77_1 = None
    mm_49 = torch.ops.aten.mm.default(view_264, t_51);  t_51 = None
    t_52 = torch.ops.aten.t.default(view_79);  view_79 = None
    mm_50 = torch.ops.aten.mm.default(t_52, view_264);  t_52 = None
    sum_24 = torch.ops.aten.sum.dim_IntList(view_264, [0], True);  view_264 = None
    view_265 = torch.ops.aten.view.default(sum_24, [48]);  sum_24 = None
    view_266 = torch.ops.aten.view.default(mm_49, [2, 8, 16]);  mm_49 = None
    _param_constant74_1 = self._param_constant74
    _param_constant75_1 = self._param_constant75
    native_layer_norm_backward_12 = torch.ops.aten.native_layer_norm_backward.default(view_266, add_25, [16], getitem_67, getitem_68, _param_constant74_1, _param_constant75_1, [True, True, True]);  view_266 = add_25 = getitem_67 = getitem_68 = _param_constant74_1 = _param_constant75_1 = None
    getitem_191 = native_layer_norm_backward_12[0]
    getitem_192 = native_layer_norm_backward_12[1]
    getitem_193 = native_layer_norm_backward_12[2];  native_layer_norm_backward_12 = None
    add_73 = torch.ops.aten.add.Tensor(add_72, getitem_191);  add_72 = getitem_191 = None
    view_267 = torch.ops.aten.view.default(add_73, [16, 16])
    _param_constant73_1 = self._param_constant73
    t_53 = torch.ops.aten.t.default(_param_constant73_1);  _param_constant73_1 = None
    mm_51 = torch.ops.aten.mm.default(view_267, t_53);  t_53 = None
    t_54 = torch.ops.aten.t.default(view_77);  view_77 = None
    mm_52 = torch.ops.aten.mm.default(t_54, view_267);  t_54 = None
    sum_25 = torch.ops.aten.sum.dim_IntList(view_267, [0], True);  view_267 = None
    view_268 = torch.ops.aten.view.default(sum_25, [16]);  sum_25 = None
    view_269 = torch.ops.aten.view.default(mm_51, [2, 8, 64]);  mm_51 = None
    mul_90 = torch.ops.aten.mul.Tensor(view_269, mul_20);  mul_20 = None
    mul_91 = torch.ops.aten.mul.Tensor(view_269, add_24);  view_269 = add_24 = None
    detach_38 = torch.ops.aten.detach.default(detach_11);  detach_11 = None
    tanh_backward_6 = torch.ops.aten.tanh_backward.default(mul_90, detach_38);  mul_90 = detach_38 = None
    mul_92 = torch.ops.aten.mul.Tensor(tanh_backward_6, 0.7978845608028654);  tanh_backward_6 = None
    mul_93 = torch.ops.aten.mul.Tensor(mul_92, 0.044715)
    pow_19 = torch.ops.aten.pow.Tensor_Scalar(view_76, 2.0);  view_76 = None
    mul_94 = torch.ops.aten.mul.Scalar(pow_19, 3.0);  pow_19 = None
    mul_95 = torch.ops.aten.mul.Tensor(mul_93, mul_94);  mul_93 = mul_94 = None
    add_74 = torch.ops.aten.add.Tensor(mul_92, mul_95);  mul_92 = mul_95 = None
    mul_96 = torch.ops.aten.mul.Tensor(mul_91, 0.5);  mul_91 = None
    add_75 = torch.ops.aten.add.Tensor(add_74, mul_96);  add_74 = mul_96 = None
    view_270 = torch.ops.aten.view.default(add_75, [16, 64]);  add_75 = None
    _param_constant71_1 = self._param_constant71
    t_55 = torch.ops.aten.t.default(_param_constant71_1);  _param_constant71_1 = None
    mm_53 = torch.ops.aten.mm.default(view_270, t_55);  t_55 = None
    t_56 = torch.ops.aten.t.default(view_75);  view_75 = None
    mm_54 = torch.ops.aten.mm.default(t_56, view_270);  t_56 = None
    sum_26 = torch.ops.aten.sum.dim_IntList(view_270, [0], True);  view_270 = None
    view_271 = torch.ops.aten.view.default(sum_26, [64]);  sum_26 = None
    view_272 = torch.ops.aten.view.default(mm_53, [2, 8, 16]);  mm_53 = None
    _param_constant68_1 = self._param_constant68
    _param_constant69_1 = self._param_constant69
    native_layer_norm_backward_13 = torch.ops.aten.native_layer_norm_backward.default(view_272, add_22, [16], getitem_64, getitem_65, _param_constant68_1, _param_constant69_1, [True, True, True]);  view_272 = add_22 = getitem_64 = getitem_65 = _param_constant68_1 = _param_constant69_1 = None
    getitem_194 = native_layer_norm_backward_13[0]
    getitem_195 = native_layer_norm_backward_13[1]
    getitem_196 = native_layer_norm_backward_13[2];  native_layer_norm_backward_13 = None
    add_76 = torch.ops.aten.add.Tensor(add_73, getitem_194);  add_73 = getitem_194 = None
    view_273 = torch.ops.aten.view.default(add_76, [16, 16])
    _param_constant67_1 = self._param_constant67
    t_57 = torch.ops.aten.t.default(_param_constant67_1);  _param_constant67_1 = None
    mm_55 = torch.ops.aten.mm.default(view_273, t_57);  t_57 = None
    t_58 = torch.ops.aten.t.default(view_73);  view_73 = None
    mm_56 = torch.ops.aten.mm.default(t_58, view_273);  t_58 = None
    sum_27 = torch.ops.aten.sum.dim_IntList(view_273, [0], True);  view_273 = None
    view_274 = torch.ops.aten.view.default(sum_27, [16]);  sum_27 = None
    view_275 = torch.ops.aten.view.default(mm_55, [2, 8, 16]);  mm_55 = None
    view_276 = torch.ops.aten.view.default(view_275, [2, 8, 2, 8]);  view_275 = None
    transpose_72 = torch.ops.aten.transpose.int(view_276, 1, 2);  view_276 = None
    view_277 = torch.ops.aten.view.default(transpose_72, [2, 2, 8, 8]);  transpose_72 = None
    detach_39 = torch.ops.aten.detach.default(detach_10);  detach_10 = None
    _scaled_dot_product_flash_attention_for_cpu_backward_6 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(view_277, transpose_22, cat_10, cat_11, detach_39, getitem_62, 0.0, True, attn_mask = None, scale = 0.3535533905932738);  view_277 = transpose_22 = cat_10 = cat_11 = detach_39 = getitem_62 = None
    getitem_197 = _scaled_dot_product_flash_attention_for_cpu_backward_6[0]
    getitem_198 = _scaled_dot_product_flash_attention_for_cpu_backward_6[1]
    getitem_199 = _scaled_dot_product_flash_attention_for_cpu_backward_6[2];  _scaled_dot_product_flash_attention_for_cpu_backward_6 = None
    zeros_12 = torch.ops.aten.zeros.default([0], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  zeros_12 = None
    slice_13 = torch.ops.aten.slice.Tensor(getitem_199, 2, 0, 8);  getitem_199 = None
    zeros_13 = torch.ops.aten.zeros.default([0], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  zeros_13 = None
    slice_14 = torch.ops.aten.slice.Tensor(getitem_198, 2, 0, 8);  getitem_198 = None
    transpose_73 = torch.ops.aten.transpose.int(getitem_197, 1, 2);  getitem_197 = None
    view_278 = torch.ops.aten.view.default(transpose_73, [2, 8, 16]);  transpose_73 = None
    transpose_74 = torch.ops.aten.transpose.int(slice_13, 1, 2);  slice_13 = None
    view_279 = torch.ops.aten.view.default(transpose_74, [2, 8, 16]);  transpose_74 = None
    transpose_75 = torch.ops.aten.transpose.int(slice_14, 1, 2);  slice_14 = None
    view_280 = torch.ops.aten.view.default(transpose_75, [2, 8, 16]);  transpose_75 = None
    cat_30 = torch.ops.aten.cat.default([view_278, view_280, view_279], 2);  view_278 = view_280 = view_279 = None
    view_281 = torch.ops.aten.view.default(cat_30, [16, 48]);  cat_30 = None
    _param_constant65_1 = self._param_constant65
    t_59 = torch.ops.aten.t.default(_param_constant65_1);  _param_constant65_1 = None
    mm_57 = torch.ops.aten.mm.default(view_281, t_59);  t_59 = None
    t_60 = torch.ops.aten.t.default(view_66);  view_66 = None
    mm_58 = torch.ops.aten.mm.default(t_60, view_281);  t_60 = None
    sum_28 = torch.ops.aten.sum.dim_IntList(view_281, [0], True);  view_281 = None
    view_282 = torch.ops.aten.view.default(sum_28, [48]);  sum_28 = None
    view_283 = torch.ops.aten.view.default(mm_57, [2, 8, 16]);  mm_57 = None
    _param_constant62_1 = self._param_constant62
    _param_constant63_1 = self._param_constant63
    native_layer_norm_backward_14 = torch.ops.aten.native_layer_norm_backward.default(view_283, add_21, [16], getitem_56, getitem_57, _param_constant62_1, _param_constant63_1, [True, True, True]);  view_283 = add_21 = getitem_56 = getitem_57 = _param_constant62_1 = _param_constant63_1 = None
    getitem_200 = native_layer_norm_backward_14[0]
    getitem_201 = native_layer_norm_backward_14[1]
    getitem_202 = native_layer_norm_backward_14[2];  native_layer_norm_backward_14 = None
    add_77 = torch.ops.aten.add.Tensor(add_76, getitem_200);  add_76 = getitem_200 = None
    view_284 = torch.ops.aten.view.default(add_77, [16, 16])
    _param_constant61_1 = self._param_constant61
    t_61 = torch.ops.aten.t.default(_param_constant61_1);  _param_constant61_1 = None
    mm_59 = torch.ops.aten.mm.default(view_284, t_61);  t_61 = None
    t_62 = torch.ops.aten.t.default(view_64);  view_64 = None
    mm_60 = torch.ops.aten.mm.default(t_62, view_284);  t_62 = None
    sum_29 = torch.ops.aten.sum.dim_IntList(view_284, [0], True);  view_284 = None
    view_285 = torch.ops.aten.view.default(sum_29, [16]);  sum_29 = None
    view_286 = torch.ops.aten.view.default(mm_59, [2, 8, 64]);  mm_59 = None
    mul_97 = torch.ops.aten.mul.Tensor(view_286, mul_16);  mul_16 = None
    mul_98 = torch.ops.aten.mul.Tensor(view_286, add_20);  view_286 = add_20 = None
    detach_40 = torch.ops.aten.detach.default(detach_9);  detach_9 = None
    tanh_backward_7 = torch.ops.aten.tanh_backward.default(mul_97, detach_40);  mul_97 = detach_40 = None
    mul_99 = torch.ops.aten.mul.Tensor(tanh_backward_7, 0.7978845608028654);  tanh_backward_7 = None
    mul_100 = torch.ops.aten.mul.Tensor(mul_99, 0.044715)
    pow_20 = torch.ops.aten.pow.Tensor_Scalar(view_63, 2.0);  view_63 = None
    mul_101 = torch.ops.aten.mul.Scalar(pow_20, 3.0);  pow_20 = None
    mul_102 = torch.ops.aten.mul.Tensor(mul_100, mul_101);  mul_100 = mul_101 = None
    add_78 = torch.ops.aten.add.Tensor(mul_99, mul_102);  mul_99 = mul_102 = None
    mul_103 = torch.ops.aten.mul.Tensor(mul_98, 0.5);  mul_98 = None
    add_79 = torch.ops.aten.add.Tensor(add_78, mul_103);  add_78 = mul_103 = None
    view_287 = torch.ops.aten.view.default(add_79, [16, 64]);  add_79 = None
    _param_constant59_1 = self._param_constant59
    t_63 = torch.ops.aten.t.default(_param_constant59_1);  _param_constant59_1 = None
    mm_61 = torch.ops.aten.mm.default(view_287, t_63);  t_63 = None
    t_64 = torch.ops.aten.t.default(view_62);  view_62 = None
    mm_62 = torch.ops.aten.mm.default(t_64, view_287);  t_64 = None
    sum_30 = torch.ops.aten.sum.dim_IntList(view_287, [0], True);  view_287 = None
    view_288 = torch.ops.aten.view.default(sum_30, [64]);  sum_30 = None
    view_289 = torch.ops.aten.view.default(mm_61, [2, 8, 16]);  mm_61 = None
    _param_constant56_1 = self._param_constant56
    _param_constant57_1 = self._param_constant57
    native_layer_norm_backward_15 = torch.ops.aten.native_layer_norm_backward.default(view_289, add_18, [16], getitem_53, getitem_54, _param_constant56_1, _param_constant57_1, [True, True, True]);  view_289 = add_18 = getitem_53 = getitem_54 = _param_constant56_1 = _param_constant57_1 = None
    getitem_203 = native_layer_norm_backward_15[0]
    getitem_204 = native_layer_norm_backward_15[1]
    getitem_205 = native_layer_norm_backward_15[2];  native_layer_norm_backward_15 = None
    add_80 = torch.ops.aten.add.Tensor(add_77, getitem_203);  add_77 = getitem_203 = None
    view_290 = torch.ops.aten.view.default(add_80, [16, 16])
    _param_constant55_1 = self._param_constant55
    t_65 = torch.ops.aten.t.default(_param_constant55_1);  _param_constant55_1 = None
    mm_63 = torch.ops.aten.mm.default(view_290, t_65);  t_65 = None
    t_66 = torch.ops.aten.t.default(view_60);  view_60 = None
    mm_64 = torch.ops.aten.mm.default(t_66, view_290);  t_66 = None
    sum_31 = torch.ops.aten.sum.dim_IntList(view_290, [0], True);  view_290 = None
    view_291 = torch.ops.aten.view.default(sum_31, [16]);  sum_31 = None
    view_292 = torch.ops.aten.view.default(mm_63, [2, 8, 16]);  mm_63 = None
    view_293 = torch.ops.aten.view.default(view_292, [2, 8, 2, 8]);  view_292 = None
    transpose_76 = torch.ops.aten.transpose.int(view_293, 1, 2);  view_293 = None
    view_294 = torch.ops.aten.view.default(transpose_76, [2, 2, 8, 8]);  transpose_76 = None
    detach_41 = torch.ops.aten.detach.default(detach_8);  detach_8 = None
    _scaled_dot_product_flash_attention_for_cpu_backward_7 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(view_294, transpose_18, cat_8, cat_9, detach_41, getitem_51, 0.0, True, attn_mask = None, scale = 0.3535533905932738);  view_294 = transpose_18 = cat_8 = cat_9 = detach_41 = getitem_51 = None
    getitem_206 = _scaled_dot_product_flash_attention_for_cpu_backward_7[0]
    getitem_207 = _scaled_dot_product_flash_attention_for_cpu_backward_7[1]
    getitem_208 = _scaled_dot_product_flash_attention_for_cpu_backward_7[2];  _scaled_dot_product_flash_attention_for_cpu_backward_7 = None
    zeros_14 = torch.ops.aten.zeros.default([0], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  zeros_14 = None
    slice_15 = torch.ops.aten.slice.Tensor(getitem_208, 2, 0, 8);  getitem_208 = None
    zeros_15 = torch.ops.aten.zeros.default([0], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  zeros_15 = None
    slice_16 = torch.ops.aten.slice.Tensor(getitem_207, 2, 0, 8);  getitem_207 = None
    transpose_77 = torch.ops.aten.transpose.int(getitem_206, 1, 2);  getitem_206 = None
    view_295 = torch.ops.aten.view.default(transpose_77, [2, 8, 16]);  transpose_77 = None
    transpose_78 = torch.ops.aten.transpose.int(slice_15, 1, 2);  slice_15 = None
    view_296 = torch.ops.aten.view.default(transpose_78, [2, 8, 16]);  transpose_78 = None
    transpose_79 = torch.ops.aten.transpose.int(slice_16, 1, 2);  slice_16 = None
    view_297 = torch.ops.aten.view.default(transpose_79, [2, 8, 16]);  transpose_79 = None
    cat_31 = torch.ops.aten.cat.default([view_295, view_297, view_296], 2);  view_295 = view_297 = view_296 = None
    view_298 = torch.ops.aten.view.default(cat_31, [16, 48]);  cat_31 = None
    _param_constant53_1 = self._param_constant53
    t_67 = torch.ops.aten.t.default(_param_constant53_1);  _param_constant53_1 = None
    mm_65 = torch.ops.aten.mm.default(view_298, t_67);  t_67 = None
    t_68 = torch.ops.aten.t.default(view_53);  view_53 = None
    mm_66 = torch.ops.aten.mm.default(t_68, view_298);  t_68 = None
    sum_32 = torch.ops.aten.sum.dim_IntList(view_298, [0], True);  view_298 = None
    view_299 = torch.ops.aten.view.default(sum_32, [48]);  sum_32 = None
    view_300 = torch.ops.aten.view.default(mm_65, [2, 8, 16]);  mm_65 = None
    _param_constant50_1 = self._param_constant50
    _param_constant51_1 = self._param_constant51
    native_layer_norm_backward_16 = torch.ops.aten.native_layer_norm_backward.default(view_300, add_17, [16], getitem_45, getitem_46, _param_constant50_1, _param_constant51_1, [True, True, True]);  view_300 = add_17 = getitem_45 = getitem_46 = _param_constant50_1 = _param_constant51_1 = None
    getitem_209 = native_layer_norm_backward_16[0]
    getitem_210 = native_layer_norm_backward_16[1]
    getitem_211 = native_layer_norm_backward_16[2];  native_layer_norm_backward_16 = None
    add_81 = torch.ops.aten.add.Tensor(add_80, getitem_209);  add_80 = getitem_209 = None
    view_301 = torch.ops.aten.view.default(add_81, [16, 16])
    _param_constant49_1 = self._param_constant49
    t_69 = torch.ops.aten.t.default(_param_constant49_1);  _param_constant49_1 = None
    mm_67 = torch.ops.aten.mm.default(view_301, t_69);  t_69 = None
    t_70 = torch.ops.aten.t.default(view_51);  view_51 = None
    mm_68 = torch.ops.aten.mm.default(t_70, view_301);  t_70 = None
    sum_33 = torch.ops.aten.sum.dim_IntList(view_301, [0], True);  view_301 = None
    view_302 = torch.ops.aten.view.default(sum_33, [16]);  sum_33 = None
    view_303 = torch.ops.aten.view.default(mm_67, [2, 8, 64]);  mm_67 = None
    mul_104 = torch.ops.aten.mul.Tensor(view_303, mul_12);  mul_12 = None
    mul_105 = torch.ops.aten.mul.Tensor(view_303, add_16);  view_303 = add_16 = None
    detach_42 = torch.ops.aten.detach.default(detach_7);  detach_7 = None
    tanh_backward_8 = torch.ops.aten.tanh_backward.default(mul_104, detach_42);  mul_104 = detach_42 = None
    mul_106 = torch.ops.aten.mul.Tensor(tanh_backward_8, 0.7978845608028654);  tanh_backward_8 = None
    mul_107 = torch.ops.aten.mul.Tensor(mul_106, 0.044715)
    pow_21 = torch.ops.aten.pow.Tensor_Scalar(view_50, 2.0);  view_50 = None
    mul_108 = torch.ops.aten.mul.Scalar(pow_21, 3.0);  pow_21 = None
    mul_109 = torch.ops.aten.mul.Tensor(mul_107, mul_108);  mul_107 = mul_108 = None
    add_82 = torch.ops.aten.add.Tensor(mul_106, mul_109);  mul_106 = mul_109 = None
    mul_110 = torch.ops.aten.mul.Tensor(mul_105, 0.5);  mul_105 = None
    add_83 = torch.ops.aten.add.Tensor(add_82, mul_110);  add_82 = mul_110 = None
    view_304 = torch.ops.aten.view.default(add_83, [16, 64]);  add_83 = None
    _param_constant47_1 = self._param_constant47
    t_71 = torch.ops.aten.t.default(_param_constant47_1);  _param_constant47_1 = None
    mm_69 = torch.ops.aten.mm.default(view_304, t_71);  t_71 = None
    t_72 = torch.ops.aten.t.default(view_49);  view_49 = None
    mm_70 = torch.ops.aten.mm.default(t_72, view_304);  t_72 = None
    sum_34 = torch.ops.aten.sum.dim_IntList(view_304, [0], True);  view_304 = None
    view_305 = torch.ops.aten.view.default(sum_34, [64]);  sum_34 = None
    view_306 = torch.ops.aten.view.default(mm_69, [2, 8, 16]);  mm_69 = None
    _param_constant44_1 = self._param_constant44
    _param_constant45_1 = self._param_constant45
    native_layer_norm_backward_17 = torch.ops.aten.native_layer_norm_backward.default(view_306, add_14, [16], getitem_42, getitem_43, _param_constant44_1, _param_constant45_1, [True, True, True]);  view_306 = add_14 = getitem_42 = getitem_43 = _param_constant44_1 = _param_constant45_1 = None
    getitem_212 = native_layer_norm_backward_17[0]
    getitem_213 = native_layer_norm_backward_17[1]
    getitem_214 = native_layer_norm_backward_17[2];  native_layer_norm_backward_17 = None
    add_84 = torch.ops.aten.add.Tensor(add_81, getitem_212);  add_81 = getitem_212 = None
    view_307 = torch.ops.aten.view.default(add_84, [16, 16])
    _param_constant43_1 = self._param_constant43
    t_73 = torch.ops.aten.t.default(_param_constant43_1);  _param_constant43_1 = None
    mm_71 = torch.ops.aten.mm.default(view_307, t_73);  t_73 = None
    t_74 = torch.ops.aten.t.default(view_47);  view_47 = None
    mm_72 = torch.ops.aten.mm.default(t_74, view_307);  t_74 = None
    sum_35 = torch.ops.aten.sum.dim_IntList(view_307, [0], True);  view_307 = None
    view_308 = torch.ops.aten.view.default(sum_35, [16]);  sum_35 = None
    view_309 = torch.ops.aten.view.default(mm_71, [2, 8, 16]);  mm_71 = None
    view_310 = torch.ops.aten.view.default(view_309, [2, 8, 2, 8]);  view_309 = None
    transpose_80 = torch.ops.aten.transpose.int(view_310, 1, 2);  view_310 = None
    view_311 = torch.ops.aten.view.default(transpose_80, [2, 2, 8, 8]);  transpose_80 = None
    detach_43 = torch.ops.aten.detach.default(detach_6);  detach_6 = None
    _scaled_dot_product_flash_attention_for_cpu_backward_8 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(view_311, transpose_14, cat_6, cat_7, detach_43, getitem_40, 0.0, True, attn_mask = None, scale = 0.3535533905932738);  view_311 = transpose_14 = cat_6 = cat_7 = detach_43 = getitem_40 = None
    getitem_215 = _scaled_dot_product_flash_attention_for_cpu_backward_8[0]
    getitem_216 = _scaled_dot_product_flash_attention_for_cpu_backward_8[1]
    getitem_217 = _scaled_dot_product_flash_attention_for_cpu_backward_8[2];  _scaled_dot_product_flash_attention_for_cpu_backward_8 = None
    zeros_16 = torch.ops.aten.zeros.default([0], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  zeros_16 = None
    slice_17 = torch.ops.aten.slice.Tensor(getitem_217, 2, 0, 8);  getitem_217 = None
    zeros_17 = torch.ops.aten.zeros.default([0], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  zeros_17 = None
    slice_18 = torch.ops.aten.slice.Tensor(getitem_216, 2, 0, 8);  getitem_216 = None
    transpose_81 = torch.ops.aten.transpose.int(getitem_215, 1, 2);  getitem_215 = None
    view_312 = torch.ops.aten.view.default(transpose_81, [2, 8, 16]);  transpose_81 = None
    transpose_82 = torch.ops.aten.transpose.int(slice_17, 1, 2);  slice_17 = None
    view_313 = torch.ops.aten.view.default(transpose_82, [2, 8, 16]);  transpose_82 = None
    transpose_83 = torch.ops.aten.transpose.int(slice_18, 1, 2);  slice_18 = None
    view_314 = torch.ops.aten.view.default(transpose_83, [2, 8, 16]);  transpose_83 = None
    cat_32 = torch.ops.aten.cat.default([view_312, view_314, view_313], 2);  view_312 = view_314 = view_313 = None
    view_315 = torch.ops.aten.view.default(cat_32, [16, 48]);  cat_32 = None
    _param_constant41_1 = self._param_constant41
    t_75 = torch.ops.aten.t.default(_param_constant41_1);  _param_constant41_1 = None
    mm_73 = torch.ops.aten.mm.default(view_315, t_75);  t_75 = None
    t_76 = torch.ops.aten.t.default(view_40);  view_40 = None
    mm_74 = torch.ops.aten.mm.default(t_76, view_315);  t_76 = None
    sum_36 = torch.ops.aten.sum.dim_IntList(view_315, [0], True);  view_315 = None
    view_316 = torch.ops.aten.view.default(sum_36, [48]);  sum_36 = None
    view_317 = torch.ops.aten.view.default(mm_73, [2, 8, 16]);  mm_73 = None
    _param_constant38_1 = self._param_constant38
    _param_constant39_1 = self._param_constant39
    native_layer_norm_backward_18 = torch.ops.aten.native_layer_norm_backward.default(view_317, add_13, [16], getitem_34, getitem_35, _param_constant38_1, _param_constant39_1, [True, True, True]);  view_317 = add_13 = getitem_34 = getitem_35 = _param_constant38_1 = _param_constant39_1 = None
    getitem_218 = native_layer_norm_backward_18[0]
    getitem_219 = native_layer_norm_backward_18[1]
    getitem_220 = native_layer_norm_backward_18[2];  native_layer_norm_backward_18 = None
    add_85 = torch.ops.aten.add.Tensor(add_84, getitem_218);  add_84 = getitem_218 = None
    view_318 = torch.ops.aten.view.default(add_85, [16, 16])
    _param_constant37_1 = self._param_constant37
    t_77 = torch.ops.aten.t.default(_param_constant37_1);  _param_constant37_1 = None
    mm_75 = torch.ops.aten.mm.default(view_318, t_77);  t_77 = None
    t_78 = torch.ops.aten.t.default(view_38);  view_38 = None
    mm_76 = torch.ops.aten.mm.default(t_78, view_318);  t_78 = None
    sum_37 = torch.ops.aten.sum.dim_IntList(view_318, [0], True);  view_318 = None
    view_319 = torch.ops.aten.view.default(sum_37, [16]);  sum_37 = None
    view_320 = torch.ops.aten.view.default(mm_75, [2, 8, 64]);  mm_75 = None
    mul_111 = torch.ops.aten.mul.Tensor(view_320, mul_8);  mul_8 = None
    mul_112 = torch.ops.aten.mul.Tensor(view_320, add_12);  view_320 = add_12 = None
    detach_44 = torch.ops.aten.detach.default(detach_5);  detach_5 = None
    tanh_backward_9 = torch.ops.aten.tanh_backward.default(mul_111, detach_44);  mul_111 = detach_44 = None
    mul_113 = torch.ops.aten.mul.Tensor(tanh_backward_9, 0.7978845608028654);  tanh_backward_9 = None
    mul_114 = torch.ops.aten.mul.Tensor(mul_113, 0.044715)
    pow_22 = torch.ops.aten.pow.Tensor_Scalar(view_37, 2.0);  view_37 = None
    mul_115 = torch.ops.aten.mul.Scalar(pow_22, 3.0);  pow_22 = None
    mul_116 = torch.ops.aten.mul.Tensor(mul_114, mul_115);  mul_114 = mul_115 = None
    add_86 = torch.ops.aten.add.Tensor(mul_113, mul_116);  mul_113 = mul_116 = None
    mul_117 = torch.ops.aten.mul.Tensor(mul_112, 0.5);  mul_112 = None
    add_87 = torch.ops.aten.add.Tensor(add_86, mul_117);  add_86 = mul_117 = None
    view_321 = torch.ops.aten.view.default(add_87, [16, 64]);  add_87 = None
    _param_constant35_1 = self._param_constant35
    t_79 = torch.ops.aten.t.default(_param_constant35_1);  _param_constant35_1 = None
    mm_77 = torch.ops.aten.mm.default(view_321, t_79);  t_79 = None
    t_80 = torch.ops.aten.t.default(view_36);  view_36 = None
    mm_78 = torch.ops.aten.mm.default(t_80, view_321);  t_80 = None
    sum_38 = torch.ops.aten.sum.dim_IntList(view_321, [0], True);  view_321 = None
    view_322 = torch.ops.aten.view.default(sum_38, [64]);  sum_38 = None
    view_323 = torch.ops.aten.view.default(mm_77, [2, 8, 16]);  mm_77 = None
    _param_constant32_1 = self._param_constant32
    _param_constant33_1 = self._param_constant33
    native_layer_norm_backward_19 = torch.ops.aten.native_layer_norm_backward.default(view_323, add_10, [16], getitem_31, getitem_32, _param_constant32_1, _param_constant33_1, [True, True, True]);  view_323 = add_10 = getitem_31 = getitem_32 = _param_constant32_1 = _param_constant33_1 = None
    getitem_221 = native_layer_norm_backward_19[0]
    getitem_222 = native_layer_norm_backward_19[1]
    getitem_223 = native_layer_norm_backward_19[2];  native_layer_norm_backward_19 = None
    add_88 = torch.ops.aten.add.Tensor(add_85, getitem_221);  add_85 = getitem_221 = None
    view_324 = torch.ops.aten.view.default(add_88, [16, 16])
    _param_constant31_1 = self._param_constant31
    t_81 = torch.ops.aten.t.default(_param_constant31_1);  _param_constant31_1 = None
    mm_79 = torch.ops.aten.mm.default(view_324, t_81);  t_81 = None
    t_82 = torch.ops.aten.t.default(view_34);  view_34 = None
    mm_80 = torch.ops.aten.mm.default(t_82, view_324);  t_82 = None
    sum_39 = torch.ops.aten.sum.dim_IntList(view_324, [0], True);  view_324 = None
    view_325 = torch.ops.aten.view.default(sum_39, [16]);  sum_39 = None
    view_326 = torch.ops.aten.view.default(mm_79, [2, 8, 16]);  mm_79 = None
    view_327 = torch.ops.aten.view.default(view_326, [2, 8, 2, 8]);  view_326 = None
    transpose_84 = torch.ops.aten.transpose.int(view_327, 1, 2);  view_327 = None
    view_328 = torch.ops.aten.view.default(transpose_84, [2, 2, 8, 8]);  transpose_84 = None
    detach_45 = torch.ops.aten.detach.default(detach_4);  detach_4 = None
    _scaled_dot_product_flash_attention_for_cpu_backward_9 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(view_328, transpose_10, cat_4, cat_5, detach_45, getitem_29, 0.0, True, attn_mask = None, scale = 0.3535533905932738);  view_328 = transpose_10 = cat_4 = cat_5 = detach_45 = getitem_29 = None
    getitem_224 = _scaled_dot_product_flash_attention_for_cpu_backward_9[0]
    getitem_225 = _scaled_dot_product_flash_attention_for_cpu_backward_9[1]
    getitem_226 = _scaled_dot_product_flash_attention_for_cpu_backward_9[2];  _scaled_dot_product_flash_attention_for_cpu_backward_9 = None
    zeros_18 = torch.ops.aten.zeros.default([0], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  zeros_18 = None
    slice_19 = torch.ops.aten.slice.Tensor(getitem_226, 2, 0, 8);  getitem_226 = None
    zeros_19 = torch.ops.aten.zeros.default([0], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  zeros_19 = None
    slice_20 = torch.ops.aten.slice.Tensor(getitem_225, 2, 0, 8);  getitem_225 = None
    transpose_85 = torch.ops.aten.transpose.int(getitem_224, 1, 2);  getitem_224 = None
    view_329 = torch.ops.aten.view.default(transpose_85, [2, 8, 16]);  transpose_85 = None
    transpose_86 = torch.ops.aten.transpose.int(slice_19, 1, 2);  slice_19 = None
    view_330 = torch.ops.aten.view.default(transpose_86, [2, 8, 16]);  transpose_86 = None
    transpose_87 = torch.ops.aten.transpose.int(slice_20, 1, 2);  slice_20 = None
    view_331 = torch.ops.aten.view.default(transpose_87, [2, 8, 16]);  transpose_87 = None
    cat_33 = torch.ops.aten.cat.default([view_329, view_331, view_330], 2);  view_329 = view_331 = view_330 = None
    view_332 = torch.ops.aten.view.default(cat_33, [16, 48]);  cat_33 = None
    _param_constant29_1 = self._param_constant29
    t_83 = torch.ops.aten.t.default(_param_constant29_1);  _param_constant29_1 = None
    mm_81 = torch.ops.aten.mm.default(view_332, t_83);  t_83 = None
    t_84 = torch.ops.aten.t.default(view_27);  view_27 = None
    mm_82 = torch.ops.aten.mm.default(t_84, view_332);  t_84 = None
    sum_40 = torch.ops.aten.sum.dim_IntList(view_332, [0], True);  view_332 = None
    view_333 = torch.ops.aten.view.default(sum_40, [48]);  sum_40 = None
    view_334 = torch.ops.aten.view.default(mm_81, [2, 8, 16]);  mm_81 = None
    _param_constant26_1 = self._param_constant26
    _param_constant27_1 = self._param_constant27
    native_layer_norm_backward_20 = torch.ops.aten.native_layer_norm_backward.default(view_334, add_9, [16], getitem_23, getitem_24, _param_constant26_1, _param_constant27_1, [True, True, True]);  view_334 = add_9 = getitem_23 = getitem_24 = _param_constant26_1 = _param_constant27_1 = None
    getitem_227 = native_layer_norm_backward_20[0]
    getitem_228 = native_layer_norm_backward_20[1]
    getitem_229 = native_layer_norm_backward_20[2];  native_layer_norm_backward_20 = None
    add_89 = torch.ops.aten.add.Tensor(add_88, getitem_227);  add_88 = getitem_227 = None
    view_335 = torch.ops.aten.view.default(add_89, [16, 16])
    _param_constant25_1 = self._param_constant25
    t_85 = torch.ops.aten.t.default(_param_constant25_1);  _param_constant25_1 = None
    mm_83 = torch.ops.aten.mm.default(view_335, t_85);  t_85 = None
    t_86 = torch.ops.aten.t.default(view_25);  view_25 = None
    mm_84 = torch.ops.aten.mm.default(t_86, view_335);  t_86 = None
    sum_41 = torch.ops.aten.sum.dim_IntList(view_335, [0], True);  view_335 = None
    view_336 = torch.ops.aten.view.default(sum_41, [16]);  sum_41 = None
    view_337 = torch.ops.aten.view.default(mm_83, [2, 8, 64]);  mm_83 = None
    mul_118 = torch.ops.aten.mul.Tensor(view_337, mul_4);  mul_4 = None
    mul_119 = torch.ops.aten.mul.Tensor(view_337, add_8);  view_337 = add_8 = None
    detach_46 = torch.ops.aten.detach.default(detach_3);  detach_3 = None
    tanh_backward_10 = torch.ops.aten.tanh_backward.default(mul_118, detach_46);  mul_118 = detach_46 = None
    mul_120 = torch.ops.aten.mul.Tensor(tanh_backward_10, 0.7978845608028654);  tanh_backward_10 = None
    mul_121 = torch.ops.aten.mul.Tensor(mul_120, 0.044715)
    pow_23 = torch.ops.aten.pow.Tensor_Scalar(view_24, 2.0);  view_24 = None
    mul_122 = torch.ops.aten.mul.Scalar(pow_23, 3.0);  pow_23 = None
    mul_123 = torch.ops.aten.mul.Tensor(mul_121, mul_122);  mul_121 = mul_122 = None
    add_90 = torch.ops.aten.add.Tensor(mul_120, mul_123);  mul_120 = mul_123 = None
    mul_124 = torch.ops.aten.mul.Tensor(mul_119, 0.5);  mul_119 = None
    add_91 = torch.ops.aten.add.Tensor(add_90, mul_124);  add_90 = mul_124 = None
    view_338 = torch.ops.aten.view.default(add_91, [16, 64]);  add_91 = None
    _param_constant23_1 = self._param_constant23
    t_87 = torch.ops.aten.t.default(_param_constant23_1);  _param_constant23_1 = None
    mm_85 = torch.ops.aten.mm.default(view_338, t_87);  t_87 = None
    t_88 = torch.ops.aten.t.default(view_23);  view_23 = None
    mm_86 = torch.ops.aten.mm.default(t_88, view_338);  t_88 = None
    sum_42 = torch.ops.aten.sum.dim_IntList(view_338, [0], True);  view_338 = None
    view_339 = torch.ops.aten.view.default(sum_42, [64]);  sum_42 = None
    view_340 = torch.ops.aten.view.default(mm_85, [2, 8, 16]);  mm_85 = None
    _param_constant20_1 = self._param_constant20
    _param_constant21_1 = self._param_constant21
    native_layer_norm_backward_21 = torch.ops.aten.native_layer_norm_backward.default(view_340, add_6, [16], getitem_20, getitem_21, _param_constant20_1, _param_constant21_1, [True, True, True]);  view_340 = add_6 = getitem_20 = getitem_21 = _param_constant20_1 = _param_constant21_1 = None
    getitem_230 = native_layer_norm_backward_21[0]
    getitem_231 = native_layer_norm_backward_21[1]
    getitem_232 = native_layer_norm_backward_21[2];  native_layer_norm_backward_21 = None
    add_92 = torch.ops.aten.add.Tensor(add_89, getitem_230);  add_89 = getitem_230 = None
    view_341 = torch.ops.aten.view.default(add_92, [16, 16])
    _param_constant19_1 = self._param_constant19
    t_89 = torch.ops.aten.t.default(_param_constant19_1);  _param_constant19_1 = None
    mm_87 = torch.ops.aten.mm.default(view_341, t_89);  t_89 = None
    t_90 = torch.ops.aten.t.default(view_21);  view_21 = None
    mm_88 = torch.ops.aten.mm.default(t_90, view_341);  t_90 = None
    sum_43 = torch.ops.aten.sum.dim_IntList(view_341, [0], True);  view_341 = None
    view_342 = torch.ops.aten.view.default(sum_43, [16]);  sum_43 = None
    view_343 = torch.ops.aten.view.default(mm_87, [2, 8, 16]);  mm_87 = None
    view_344 = torch.ops.aten.view.default(view_343, [2, 8, 2, 8]);  view_343 = None
    transpose_88 = torch.ops.aten.transpose.int(view_344, 1, 2);  view_344 = None
    view_345 = torch.ops.aten.view.default(transpose_88, [2, 2, 8, 8]);  transpose_88 = None
    detach_47 = torch.ops.aten.detach.default(detach_2);  detach_2 = None
    _scaled_dot_product_flash_attention_for_cpu_backward_10 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(view_345, transpose_6, cat_2, cat_3, detach_47, getitem_18, 0.0, True, attn_mask = None, scale = 0.3535533905932738);  view_345 = transpose_6 = cat_2 = cat_3 = detach_47 = getitem_18 = None
    getitem_233 = _scaled_dot_product_flash_attention_for_cpu_backward_10[0]
    getitem_234 = _scaled_dot_product_flash_attention_for_cpu_backward_10[1]
    getitem_235 = _scaled_dot_product_flash_attention_for_cpu_backward_10[2];  _scaled_dot_product_flash_attention_for_cpu_backward_10 = None
    zeros_20 = torch.ops.aten.zeros.default([0], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  zeros_20 = None
    slice_21 = torch.ops.aten.slice.Tensor(getitem_235, 2, 0, 8);  getitem_235 = None
    zeros_21 = torch.ops.aten.zeros.default([0], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  zeros_21 = None
    slice_22 = torch.ops.aten.slice.Tensor(getitem_234, 2, 0, 8);  getitem_234 = None
    transpose_89 = torch.ops.aten.transpose.int(getitem_233, 1, 2);  getitem_233 = None
    view_346 = torch.ops.aten.view.default(transpose_89, [2, 8, 16]);  transpose_89 = None
    transpose_90 = torch.ops.aten.transpose.int(slice_21, 1, 2);  slice_21 = None
    view_347 = torch.ops.aten.view.default(transpose_90, [2, 8, 16]);  transpose_90 = None
    transpose_91 = torch.ops.aten.transpose.int(slice_22, 1, 2);  slice_22 = None
    view_348 = torch.ops.aten.view.default(transpose_91, [2, 8, 16]);  transpose_91 = None
    cat_34 = torch.ops.aten.cat.default([view_346, view_348, view_347], 2);  view_346 = view_348 = view_347 = None
    view_349 = torch.ops.aten.view.default(cat_34, [16, 48]);  cat_34 = None
    _param_constant17_1 = self._param_constant17
    t_91 = torch.ops.aten.t.default(_param_constant17_1);  _param_constant17_1 = None
    mm_89 = torch.ops.aten.mm.default(view_349, t_91);  t_91 = None
    t_92 = torch.ops.aten.t.default(view_14);  view_14 = None
    mm_90 = torch.ops.aten.mm.default(t_92, view_349);  t_92 = None
    sum_44 = torch.ops.aten.sum.dim_IntList(view_349, [0], True);  view_349 = None
    view_350 = torch.ops.aten.view.default(sum_44, [48]);  sum_44 = None
    view_351 = torch.ops.aten.view.default(mm_89, [2, 8, 16]);  mm_89 = None
    _param_constant14_1 = self._param_constant14
    _param_constant15_1 = self._param_constant15
    native_layer_norm_backward_22 = torch.ops.aten.native_layer_norm_backward.default(view_351, add_5, [16], getitem_12, getitem_13, _param_constant14_1, _param_constant15_1, [True, True, True]);  view_351 = add_5 = getitem_12 = getitem_13 = _param_constant14_1 = _param_constant15_1 = None
    getitem_236 = native_layer_norm_backward_22[0]
    getitem_237 = native_layer_norm_backward_22[1]
    getitem_238 = native_layer_norm_backward_22[2];  native_layer_norm_backward_22 = None
    add_93 = torch.ops.aten.add.Tensor(add_92, getitem_236);  add_92 = getitem_236 = None
    view_352 = torch.ops.aten.view.default(add_93, [16, 16])
    _param_constant13_1 = self._param_constant13
    t_93 = torch.ops.aten.t.default(_param_constant13_1);  _param_constant13_1 = None
    mm_91 = torch.ops.aten.mm.default(view_352, t_93);  t_93 = None
    t_94 = torch.ops.aten.t.default(view_12);  view_12 = None
    mm_92 = torch.ops.aten.mm.default(t_94, view_352);  t_94 = None
    sum_45 = torch.ops.aten.sum.dim_IntList(view_352, [0], True);  view_352 = None
    view_353 = torch.ops.aten.view.default(sum_45, [16]);  sum_45 = None
    view_354 = torch.ops.aten.view.default(mm_91, [2, 8, 64]);  mm_91 = None
    mul_125 = torch.ops.aten.mul.Tensor(view_354, mul);  mul = None
    mul_126 = torch.ops.aten.mul.Tensor(view_354, add_4);  view_354 = add_4 = None
    detach_48 = torch.ops.aten.detach.default(detach_1);  detach_1 = None
    tanh_backward_11 = torch.ops.aten.tanh_backward.default(mul_125, detach_48);  mul_125 = detach_48 = None
    mul_127 = torch.ops.aten.mul.Tensor(tanh_backward_11, 0.7978845608028654);  tanh_backward_11 = None
    mul_128 = torch.ops.aten.mul.Tensor(mul_127, 0.044715)
    pow_24 = torch.ops.aten.pow.Tensor_Scalar(view_11, 2.0);  view_11 = None
    mul_129 = torch.ops.aten.mul.Scalar(pow_24, 3.0);  pow_24 = None
    mul_130 = torch.ops.aten.mul.Tensor(mul_128, mul_129);  mul_128 = mul_129 = None
    add_94 = torch.ops.aten.add.Tensor(mul_127, mul_130);  mul_127 = mul_130 = None
    mul_131 = torch.ops.aten.mul.Tensor(mul_126, 0.5);  mul_126 = None
    add_95 = torch.ops.aten.add.Tensor(add_94, mul_131);  add_94 = mul_131 = None
    view_355 = torch.ops.aten.view.default(add_95, [16, 64]);  add_95 = None
    _param_constant11_1 = self._param_constant11
    t_95 = torch.ops.aten.t.default(_param_constant11_1);  _param_constant11_1 = None
    mm_93 = torch.ops.aten.mm.default(view_355, t_95);  t_95 = None
    t_96 = torch.ops.aten.t.default(view_10);  view_10 = None
    mm_94 = torch.ops.aten.mm.default(t_96, view_355);  t_96 = None
    sum_46 = torch.ops.aten.sum.dim_IntList(view_355, [0], True);  view_355 = None
    view_356 = torch.ops.aten.view.default(sum_46, [64]);  sum_46 = None
    view_357 = torch.ops.aten.view.default(mm_93, [2, 8, 16]);  mm_93 = None
    _param_constant8_1 = self._param_constant8
    _param_constant9_1 = self._param_constant9
    native_layer_norm_backward_23 = torch.ops.aten.native_layer_norm_backward.default(view_357, add_2, [16], getitem_9, getitem_10, _param_constant8_1, _param_constant9_1, [True, True, True]);  view_357 = add_2 = getitem_9 = getitem_10 = _param_constant8_1 = _param_constant9_1 = None
    getitem_239 = native_layer_norm_backward_23[0]
    getitem_240 = native_layer_norm_backward_23[1]
    getitem_241 = native_layer_norm_backward_23[2];  native_layer_norm_backward_23 = None
    add_96 = torch.ops.aten.add.Tensor(add_93, getitem_239);  add_93 = getitem_239 = None
    view_358 = torch.ops.aten.view.default(add_96, [16, 16])
    _param_constant7_1 = self._param_constant7
    t_97 = torch.ops.aten.t.default(_param_constant7_1);  _param_constant7_1 = None
    mm_95 = torch.ops.aten.mm.default(view_358, t_97);  t_97 = None
    t_98 = torch.ops.aten.t.default(view_8);  view_8 = None
    mm_96 = torch.ops.aten.mm.default(t_98, view_358);  t_98 = None
    sum_47 = torch.ops.aten.sum.dim_IntList(view_358, [0], True);  view_358 = None
    view_359 = torch.ops.aten.view.default(sum_47, [16]);  sum_47 = None
    view_360 = torch.ops.aten.view.default(mm_95, [2, 8, 16]);  mm_95 = None
    view_361 = torch.ops.aten.view.default(view_360, [2, 8, 2, 8]);  view_360 = None
    transpose_92 = torch.ops.aten.transpose.int(view_361, 1, 2);  view_361 = None
    view_362 = torch.ops.aten.view.default(transpose_92, [2, 2, 8, 8]);  transpose_92 = None
    detach_49 = torch.ops.aten.detach.default(detach);  detach = None
    _scaled_dot_product_flash_attention_for_cpu_backward_11 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(view_362, transpose_2, cat, cat_1, detach_49, getitem_7, 0.0, True, attn_mask = None, scale = 0.3535533905932738);  view_362 = transpose_2 = cat = cat_1 = detach_49 = getitem_7 = None
    getitem_242 = _scaled_dot_product_flash_attention_for_cpu_backward_11[0]
    getitem_243 = _scaled_dot_product_flash_attention_for_cpu_backward_11[1]
    getitem_244 = _scaled_dot_product_flash_attention_for_cpu_backward_11[2];  _scaled_dot_product_flash_attention_for_cpu_backward_11 = None
    zeros_22 = torch.ops.aten.zeros.default([0], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  zeros_22 = None
    slice_23 = torch.ops.aten.slice.Tensor(getitem_244, 2, 0, 8);  getitem_244 = None
    zeros_23 = torch.ops.aten.zeros.default([0], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'));  zeros_23 = None
    slice_24 = torch.ops.aten.slice.Tensor(getitem_243, 2, 0, 8);  getitem_243 = None
    transpose_93 = torch.ops.aten.transpose.int(getitem_242, 1, 2);  getitem_242 = None
    view_363 = torch.ops.aten.view.default(transpose_93, [2, 8, 16]);  transpose_93 = None
    transpose_94 = torch.ops.aten.transpose.int(slice_23, 1, 2);  slice_23 = None
    view_364 = torch.ops.aten.view.default(transpose_94, [2, 8, 16]);  transpose_94 = None
    transpose_95 = torch.ops.aten.transpose.int(slice_24, 1, 2);  slice_24 = None
    view_365 = torch.ops.aten.view.default(transpose_95, [2, 8, 16]);  transpose_95 = None
    cat_35 = torch.ops.aten.cat.default([view_363, view_365, view_364], 2);  view_363 = view_365 = view_364 = None
    view_366 = torch.ops.aten.view.default(cat_35, [16, 48]);  cat_35 = None
    _param_constant5_1 = self._param_constant5
    t_99 = torch.ops.aten.t.default(_param_constant5_1);  _param_constant5_1 = None
    mm_97 = torch.ops.aten.mm.default(view_366, t_99);  t_99 = None
    t_100 = torch.ops.aten.t.default(view_1);  view_1 = None
    mm_98 = torch.ops.aten.mm.default(t_100, view_366);  t_100 = None
    sum_48 = torch.ops.aten.sum.dim_IntList(view_366, [0], True);  view_366 = None
    view_367 = torch.ops.aten.view.default(sum_48, [48]);  sum_48 = None
    view_368 = torch.ops.aten.view.default(mm_97, [2, 8, 16]);  mm_97 = None
    _param_constant2_1 = self._param_constant2
    _param_constant3_1 = self._param_constant3
    native_layer_norm_backward_24 = torch.ops.aten.native_layer_norm_backward.default(view_368, add_1, [16], getitem_1, getitem_2, _param_constant2_1, _param_constant3_1, [True, True, True]);  view_368 = add_1 = getitem_1 = getitem_2 = _param_constant2_1 = _param_constant3_1 = None
    getitem_245 = native_layer_norm_backward_24[0]
    getitem_246 = native_layer_norm_backward_24[1]
    getitem_247 = native_layer_norm_backward_24[2];  native_layer_norm_backward_24 = None
    add_97 = torch.ops.aten.add.Tensor(add_96, getitem_245);  add_96 = getitem_245 = None
    sum_49 = torch.ops.aten.sum.dim_IntList(add_97, [0], True)
    embedding_dense_backward = torch.ops.aten.embedding_dense_backward.default(sum_49, unsqueeze, 16, -1, False);  sum_49 = unsqueeze = None
    embedding_dense_backward_1 = torch.ops.aten.embedding_dense_backward.default(add_97, view, 64, -1, False);  add_97 = view = None
    add_98 = torch.ops.aten.add.Tensor(t_4, embedding_dense_backward_1);  t_4 = embedding_dense_backward_1 = None
    return (getitem_135, add_98, embedding_dense_backward, getitem_246, getitem_247, mm_98, view_367, mm_96, view_359, getitem_240, getitem_241, mm_94, view_356, mm_92, view_353, getitem_237, getitem_238, mm_90, view_350, mm_88, view_342, getitem_231, getitem_232, mm_86, view_339, mm_84, view_336, getitem_228, getitem_229, mm_82, view_333, mm_80, view_325, getitem_222, getitem_223, mm_78, view_322, mm_76, view_319, getitem_219, getitem_220, mm_74, view_316, mm_72, view_308, getitem_213, getitem_214, mm_70, view_305, mm_68, view_302, getitem_210, getitem_211, mm_66, view_299, mm_64, view_291, getitem_204, getitem_205, mm_62, view_288, mm_60, view_285, getitem_201, getitem_202, mm_58, view_282, mm_56, view_274, getitem_195, getitem_196, mm_54, view_271, mm_52, view_268, getitem_192, getitem_193, mm_50, view_265, mm_48, view_257, getitem_186, getitem_187, mm_46, view_254, mm_44, view_251, getitem_183, getitem_184, mm_42, view_248, mm_40, view_240, getitem_177, getitem_178, mm_38, view_237, mm_36, view_234, getitem_174, getitem_175, mm_34, view_231, mm_32, view_223, getitem_168, getitem_169, mm_30, view_220, mm_28, view_217, getitem_165, getitem_166, mm_26, view_214, mm_24, view_206, getitem_159, getitem_160, mm_22, view_203, mm_20, view_200, getitem_156, getitem_157, mm_18, view_197, mm_16, view_189, getitem_150, getitem_151, mm_14, view_186, mm_12, view_183, getitem_147, getitem_148, mm_10, view_180, mm_8, view_172, getitem_141, getitem_142, mm_6, view_169, mm_4, view_166, getitem_138, getitem_139)
    