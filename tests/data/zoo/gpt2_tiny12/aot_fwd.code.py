


def forward(self, primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_40, primals_41, primals_42, primals_43, primals_44, primals_45, primals_46, primals_47, primals_48, primals_49, primals_50, primals_51, primals_52, primals_53, primals_54, primals_55, primals_56, primals_57, primals_58, primals_59, primals_60, primals_61, primals_62, primals_63, primals_64, primals_65, primals_66, primals_67, primals_68, primals_69, primals_70, primals_71, primals_72, primals_73, primals_74, primals_75, primals_76, primals_77, primals_78, primals_79, primals_80, primals_81, primals_82, primals_83, primals_84, primals_85, primals_86, primals_87, primals_88, primals_89, primals_90, primals_91, primals_92, primals_93, primals_94, primals_95, primals_96, primals_97, primals_98, primals_99, primals_100, primals_101, primals_102, primals_103, primals_104, primals_105, primals_106, primals_107, primals_108, primals_109, primals_110, primals_111, primals_112, primals_113, primals_114, primals_115, primals_116, primals_117, primals_118, primals_119, primals_120, primals_121, primals_122, primals_123, primals_124, primals_125, primals_126, primals_127, primals_128, primals_129, primals_130, primals_131, primals_132, primals_133, primals_134, primals_135, primals_136, primals_137, primals_138, primals_139, primals_140, primals_141, primals_142, primals_143, primals_144, primals_145, primals_146, primals_147, primals_148, primals_149):
    view = torch.ops.aten.view.default(primals_1, [-1, 8]);  primals_1 = None
    embedding = torch.ops.aten.embedding.default(primals_2, view)
    arange = torch.ops.aten.arange.default(8, device = device(type='cpu'), pin_memory = False)
    add = torch.ops.aten.add.Tensor(arange, 0);  arange = None
    unsqueeze = torch.ops.aten.unsqueeze.default(add, 0);  add = None
    embedding_1 = torch.ops.aten.embedding.default(primals_3, unsqueeze);  primals_3 = None
    add_1 = torch.ops.aten.add.Tensor(embedding, embedding_1);  embedding = embedding_1 = None
    clone = torch.ops.aten.clone.default(add_1);  add_1 = None
    native_layer_norm = torch.ops.aten.native_layer_norm.default(clone, [16], primals_4, primals_5, 1e-05)
    getitem = native_layer_norm[0]
    getitem_1 = native_layer_norm[1]
    getitem_2 = native_layer_norm[2];  native_layer_norm = None
    view_1 = torch.ops.aten.view.default(getitem, [-1, 16]);  getitem = None
    addmm = torch.ops.aten.addmm.default(primals_6, view_1, primals_7);  primals_6 = None
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
    addmm_1 = torch.ops.aten.addmm.default(primals_8, view_8, primals_9);  primals_8 = None
    view_9 = torch.ops.aten.view.default(addmm_1, [2, 8, 16]);  addmm_1 = None
    clone_1 = torch.ops.aten.clone.default(view_9);  view_9 = None
    add_2 = torch.ops.aten.add.Tensor(clone_1, clone);  clone_1 = None
    native_layer_norm_1 = torch.ops.aten.native_layer_norm.default(add_2, [16], primals_10, primals_11, 1e-05)
    getitem_8 = native_layer_norm_1[0]
    getitem_9 = native_layer_norm_1[1]
    getitem_10 = native_layer_norm_1[2];  native_layer_norm_1 = None
    view_10 = torch.ops.aten.view.default(getitem_8, [-1, 16]);  getitem_8 = None
    addmm_2 = torch.ops.aten.addmm.default(primals_12, view_10, primals_13);  primals_12 = None
    view_11 = torch.ops.aten.view.default(addmm_2, [2, 8, 64])
    mul = torch.ops.aten.mul.Tensor(view_11, 0.5)
    pow_1 = torch.ops.aten.pow.Tensor_Scalar(view_11, 3.0)
    mul_1 = torch.ops.aten.mul.Tensor(pow_1, 0.044715);  pow_1 = None
    add_3 = torch.ops.aten.add.Tensor(view_11, mul_1);  view_11 = mul_1 = None
    mul_2 = torch.ops.aten.mul.Tensor(add_3, 0.7978845608028654);  add_3 = None
    tanh = torch.ops.aten.tanh.default(mul_2);  mul_2 = None
    add_4 = torch.ops.aten.add.Tensor(tanh, 1.0)
    mul_3 = torch.ops.aten.mul.Tensor(mul, add_4);  mul = add_4 = None
    view_12 = torch.ops.aten.view.default(mul_3, [-1, 64]);  mul_3 = None
    addmm_3 = torch.ops.aten.addmm.default(primals_14, view_12, primals_15);  primals_14 = None
    view_13 = torch.ops.aten.view.default(addmm_3, [2, 8, 16]);  addmm_3 = None
    clone_2 = torch.ops.aten.clone.default(view_13);  view_13 = None
    add_5 = torch.ops.aten.add.Tensor(add_2, clone_2);  clone_2 = None
    native_layer_norm_2 = torch.ops.aten.native_layer_norm.default(add_5, [16], primals_16, primals_17, 1e-05)
    getitem_11 = native_layer_norm_2[0]
    getitem_12 = native_layer_norm_2[1]
    getitem_13 = native_layer_norm_2[2];  native_layer_norm_2 = None
    view_14 = torch.ops.aten.view.default(getitem_11, [-1, 16]);  getitem_11 = None
    addmm_4 = torch.ops.aten.addmm.default(primals_18, view_14, primals_19);  primals_18 = None
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
    addmm_5 = torch.ops.aten.addmm.default(primals_20, view_21, primals_21);  primals_20 = None
    view_22 = torch.ops.aten.view.default(addmm_5, [2, 8, 16]);  addmm_5 = None
    clone_3 = torch.ops.aten.clone.default(view_22);  view_22 = None
    add_6 = torch.ops.aten.add.Tensor(clone_3, add_5);  clone_3 = None
    native_layer_norm_3 = torch.ops.aten.native_layer_norm.default(add_6, [16], primals_22, primals_23, 1e-05)
    getitem_19 = native_layer_norm_3[0]
    getitem_20 = native_layer_norm_3[1]
    getitem_21 = native_layer_norm_3[2];  native_layer_norm_3 = None
    view_23 = torch.ops.aten.view.default(getitem_19, [-1, 16]);  getitem_19 = None
    addmm_6 = torch.ops.aten.addmm.default(primals_24, view_23, primals_25);  primals_24 = None
    view_24 = torch.ops.aten.view.default(addmm_6, [2, 8, 64])
    mul_4 = torch.ops.aten.mul.Tensor(view_24, 0.5)
    pow_2 = torch.ops.aten.pow.Tensor_Scalar(view_24, 3.0)
    mul_5 = torch.ops.aten.mul.Tensor(pow_2, 0.044715);  pow_2 = None
    add_7 = torch.ops.aten.add.Tensor(view_24, mul_5);  view_24 = mul_5 = None
    mul_6 = torch.ops.aten.mul.Tensor(add_7, 0.7978845608028654);  add_7 = None
    tanh_1 = torch.ops.aten.tanh.default(mul_6);  mul_6 = None
    add_8 = torch.ops.aten.add.Tensor(tanh_1, 1.0)
    mul_7 = torch.ops.aten.mul.Tensor(mul_4, add_8);  mul_4 = add_8 = None
    view_25 = torch.ops.aten.view.default(mul_7, [-1, 64]);  mul_7 = None
    addmm_7 = torch.ops.aten.addmm.default(primals_26, view_25, primals_27);  primals_26 = None
    view_26 = torch.ops.aten.view.default(addmm_7, [2, 8, 16]);  addmm_7 = None
    clone_4 = torch.ops.aten.clone.default(view_26);  view_26 = None
    add_9 = torch.ops.aten.add.Tensor(add_6, clone_4);  clone_4 = None
    native_layer_norm_4 = torch.ops.aten.native_layer_norm.default(add_9, [16], primals_28, primals_29, 1e-05)
    getitem_22 = native_layer_norm_4[0]
    getitem_23 = native_layer_norm_4[1]
    getitem_24 = native_layer_norm_4[2];  native_layer_norm_4 = None
    view_27 = torch.ops.aten.view.default(getitem_22, [-1, 16]);  getitem_22 = None
    addmm_8 = torch.ops.aten.addmm.default(primals_30, view_27, primals_31);  primals_30 = None
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
    addmm_9 = torch.ops.aten.addmm.default(primals_32, view_34, primals_33);  primals_32 = None
    view_35 = torch.ops.aten.view.default(addmm_9, [2, 8, 16]);  addmm_9 = None
    clone_5 = torch.ops.aten.clone.default(view_35);  view_35 = None
    add_10 = torch.ops.aten.add.Tensor(clone_5, add_9);  clone_5 = None
    native_layer_norm_5 = torch.ops.aten.native_layer_norm.default(add_10, [16], primals_34, primals_35, 1e-05)
    getitem_30 = native_layer_norm_5[0]
    getitem_31 = native_layer_norm_5[1]
    getitem_32 = native_layer_norm_5[2];  native_layer_norm_5 = None
    view_36 = torch.ops.aten.view.default(getitem_30, [-1, 16]);  getitem_30 = None
    addmm_10 = torch.ops.aten.addmm.default(primals_36, view_36, primals_37);  primals_36 = None
    view_37 = torch.ops.aten.view.default(addmm_10, [2, 8, 64])
    mul_8 = torch.ops.aten.mul.Tensor(view_37, 0.5)
    pow_3 = torch.ops.aten.pow.Tensor_Scalar(view_37, 3.0)
    mul_9 = torch.ops.aten.mul.Tensor(pow_3, 0.044715);  pow_3 = None
    add_11 = torch.ops.aten.add.Tensor(view_37, mul_9);  view_37 = mul_9 = None
    mul_10 = torch.ops.aten.mul.Tensor(add_11, 0.7978845608028654);  add_11 = None
    tanh_2 = torch.ops.aten.tanh.default(mul_10);  mul_10 = None
    add_12 = torch.ops.aten.add.Tensor(tanh_2, 1.0)
    mul_11 = torch.ops.aten.mul.Tensor(mul_8, add_12);  mul_8 = add_12 = None
    view_38 = torch.ops.aten.view.default(mul_11, [-1, 64]);  mul_11 = None
    addmm_11 = torch.ops.aten.addmm.default(primals_38, view_38, primals_39);  primals_38 = None
    view_39 = torch.ops.aten.view.default(addmm_11, [2, 8, 16]);  addmm_11 = None
    clone_6 = torch.ops.aten.clone.default(view_39);  view_39 = None
    add_13 = torch.ops.aten.add.Tensor(add_10, clone_6);  clone_6 = None
    native_layer_norm_6 = torch.ops.aten.native_layer_norm.default(add_13, [16], primals_40, primals_41, 1e-05)
    getitem_33 = native_layer_norm_6[0]
    getitem_34 = native_layer_norm_6[1]
    getitem_35 = native_layer_norm_6[2];  native_layer_norm_6 = None
    view_40 = torch.ops.aten.view.default(getitem_33, [-1, 16]);  getitem_33 = None
    addmm_12 = torch.ops.aten.addmm.default(primals_42, view_40, primals_43);  primals_42 = None
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
    addmm_13 = torch.ops.aten.addmm.default(primals_44, view_47, primals_45);  primals_44 = None
    view_48 = torch.ops.aten.view.default(addmm_13, [2, 8, 16]);  addmm_13 = None
    clone_7 = torch.ops.aten.clone.default(view_48);  view_48 = None
    add_14 = torch.ops.aten.add.Tensor(clone_7, add_13);  clone_7 = None
    native_layer_norm_7 = torch.ops.aten.native_layer_norm.default(add_14, [16], primals_46, primals_47, 1e-05)
    getitem_41 = native_layer_norm_7[0]
    getitem_42 = native_layer_norm_7[1]
    getitem_43 = native_layer_norm_7[2];  native_layer_norm_7 = None
    view_49 = torch.ops.aten.view.default(getitem_41, [-1, 16]);  getitem_41 = None
    addmm_14 = torch.ops.aten.addmm.default(primals_48, view_49, primals_49);  primals_48 = None
    view_50 = torch.ops.aten.view.default(addmm_14, [2, 8, 64])
    mul_12 = torch.ops.aten.mul.Tensor(view_50, 0.5)
    pow_4 = torch.ops.aten.pow.Tensor_Scalar(view_50, 3.0)
    mul_13 = torch.ops.aten.mul.Tensor(pow_4, 0.044715);  pow_4 = None
    add_15 = torch.ops.aten.add.Tensor(view_50, mul_13);  view_50 = mul_13 = None
    mul_14 = torch.ops.aten.mul.Tensor(add_15, 0.7978845608028654);  add_15 = None
    tanh_3 = torch.ops.aten.tanh.default(mul_14);  mul_14 = None
    add_16 = torch.ops.aten.add.Tensor(tanh_3, 1.0)
    mul_15 = torch.ops.aten.mul.Tensor(mul_12, add_16);  mul_12 = add_16 = None
    view_51 = torch.ops.aten.view.default(mul_15, [-1, 64]);  mul_15 = None
    addmm_15 = torch.ops.aten.addmm.default(primals_50, view_51, primals_51);  primals_50 = None
    view_52 = torch.ops.aten.view.default(addmm_15, [2, 8, 16]);  addmm_15 = None
    clone_8 = torch.ops.aten.clone.default(view_52);  view_52 = None
    add_17 = torch.ops.aten.add.Tensor(add_14, clone_8);  clone_8 = None
    native_layer_norm_8 = torch.ops.aten.native_layer_norm.default(add_17, [16], primals_52, primals_53, 1e-05)
    getitem_44 = native_layer_norm_8[0]
    getitem_45 = native_layer_norm_8[1]
    getitem_46 = native_layer_norm_8[2];  native_layer_norm_8 = None
    view_53 = torch.ops.aten.view.default(getitem_44, [-1, 16]);  getitem_44 = None
    addmm_16 = torch.ops.aten.addmm.default(primals_54, view_53, primals_55);  primals_54 = None
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
    addmm_17 = torch.ops.aten.addmm.default(primals_56, view_60, primals_57);  primals_56 = None
    view_61 = torch.ops.aten.view.default(addmm_17, [2, 8, 16]);  addmm_17 = None
    clone_9 = torch.ops.aten.clone.default(view_61);  view_61 = None
    add_18 = torch.ops.aten.add.Tensor(clone_9, add_17);  clone_9 = None
    native_layer_norm_9 = torch.ops.aten.native_layer_norm.default(add_18, [16], primals_58, primals_59, 1e-05)
    getitem_52 = native_layer_norm_9[0]
    getitem_53 = native_layer_norm_9[1]
    getitem_54 = native_layer_norm_9[2];  native_layer_norm_9 = None
    view_62 = torch.ops.aten.view.default(getitem_52, [-1, 16]);  getitem_52 = None
    addmm_18 = torch.ops.aten.addmm.default(primals_60, view_62, primals_61);  primals_60 = None
    view_63 = torch.ops.aten.view.default(addmm_18, [2, 8, 64])
    mul_16 = torch.ops.aten.mul.Tensor(view_63, 0.5)
    pow_5 = torch.ops.aten.pow.Tensor_Scalar(view_63, 3.0)
    mul_17 = torch.ops.aten.mul.Tensor(pow_5, 0.044715);  pow_5 = None
    add_19 = torch.ops.aten.add.Tensor(view_63, mul_17);  view_63 = mul_17 = None
    mul_18 = torch.ops.aten.mul.Tensor(add_19, 0.7978845608028654);  add_19 = None
    tanh_4 = torch.ops.aten.tanh.default(mul_18);  mul_18 = None
    add_20 = torch.ops.aten.add.Tensor(tanh_4, 1.0)
    mul_19 = torch.ops.aten.mul.Tensor(mul_16, add_20);  mul_16 = add_20 = None
    view_64 = torch.ops.aten.view.default(mul_19, [-1, 64]);  mul_19 = None
    addmm_19 = torch.ops.aten.addmm.default(primals_62, view_64, primals_63);  primals_62 = None
    view_65 = torch.ops.aten.view.default(addmm_19, [2, 8, 16]);  addmm_19 = None
    clone_10 = torch.ops.aten.clone.default(view_65);  view_65 = None
    add_21 = torch.ops.aten.add.Tensor(add_18, clone_10);  clone_10 = None
    native_layer_norm_10 = torch.ops.aten.native_layer_norm.default(add_21, [16], primals_64, primals_65, 1e-05)
    getitem_55 = native_layer_norm_10[0]
    getitem_56 = native_layer_norm_10[1]
    getitem_57 = native_layer_norm_10[2];  native_layer_norm_10 = None
    view_66 = torch.ops.aten.view.default(getitem_55, [-1, 16]);  getitem_55 = None
    addmm_20 = torch.ops.aten.addmm.default(primals_66, view_66, primals_67);  primals_66 = None
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
    addmm_21 = torch.ops.aten.addmm.default(primals_68, view_73, primals_69);  primals_68 = None
    view_74 = torch.ops.aten.view.default(addmm_21, [2, 8, 16]);  addmm_21 = None
    clone_11 = torch.ops.aten.clone.default(view_74);  view_74 = None
    add_22 = torch.ops.aten.add.Tensor(clone_11, add_21);  clone_11 = None
    native_layer_norm_11 = torch.ops.aten.native_layer_norm.default(add_22, [16], primals_70, primals_71, 1e-05)
    getitem_63 = native_layer_norm_11[0]
    getitem_64 = native_layer_norm_11[1]
    getitem_65 = native_layer_norm_11[2];  native_layer_norm_11 = None
    view_75 = torch.ops.aten.view.default(getitem_63, [-1, 16]);  getitem_63 = None
    addmm_22 = torch.ops.aten.addmm.default(primals_72, view_75, primals_73);  primals_72 = None
    view_76 = torch.ops.aten.view.default(addmm_22, [2, 8, 64])
    mul_20 = torch.ops.aten.mul.Tensor(view_76, 0.5)
    pow_6 = torch.ops.aten.pow.Tensor_Scalar(view_76, 3.0)
    mul_21 = torch.ops.aten.mul.Tensor(pow_6, 0.044715);  pow_6 = None
    add_23 = torch.ops.aten.add.Tensor(view_76, mul_21);  view_76 = mul_21 = None
    mul_22 = torch.ops.aten.mul.Tensor(add_23, 0.7978845608028654);  add_23 = None
    tanh_5 = torch.ops.aten.tanh.default(mul_22);  mul_22 = None
    add_24 = torch.ops.aten.add.Tensor(tanh_5, 1.0)
    mul_23 = torch.ops.aten.mul.Tensor(mul_20, add_24);  mul_20 = add_24 = None
    view_77 = torch.ops.aten.view.default(mul_23, [-1, 64]);  mul_23 = None
    addmm_23 = torch.ops.aten.addmm.default(primals_74, view_77, primals_75);  primals_74 = None
    view_78 = torch.ops.aten.view.default(addmm_23, [2, 8, 16]);  addmm_23 = None
    clone_12 = torch.ops.aten.clone.default(view_78);  view_78 = None
    add_25 = torch.ops.aten.add.Tensor(add_22, clone_12);  clone_12 = None
    native_layer_norm_12 = torch.ops.aten.native_layer_norm.default(add_25, [16], primals_76, primals_77, 1e-05)
    getitem_66 = native_layer_norm_12[0]
    getitem_67 = native_layer_norm_12[1]
    getitem_68 = native_layer_norm_12[2];  native_layer_norm_12 = None
    view_79 = torch.ops.aten.view.default(getitem_66, [-1, 16]);  getitem_66 = None
    addmm_24 = torch.ops.aten.addmm.default(primals_78, view_79, primals_79);  primals_78 = None
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
    addmm_25 = torch.ops.aten.addmm.default(primals_80, view_86, primals_81);  primals_80 = None
    view_87 = torch.ops.aten.view.default(addmm_25, [2, 8, 16]);  addmm_25 = None
    clone_13 = torch.ops.aten.clone.default(view_87);  view_87 = None
    add_26 = torch.ops.aten.add.Tensor(clone_13, add_25);  clone_13 = None
    native_layer_norm_13 = torch.ops.aten.native_layer_norm.default(add_26, [16], primals_82, primals_83, 1e-05)
    getitem_74 = native_layer_norm_13[0]
    getitem_75 = native_layer_norm_13[1]
    getitem_76 = native_layer_norm_13[2];  native_layer_norm_13 = None
    view_88 = torch.ops.aten.view.default(getitem_74, [-1, 16]);  getitem_74 = None
    addmm_26 = torch.ops.aten.addmm.default(primals_84, view_88, primals_85);  primals_84 = None
    view_89 = torch.ops.aten.view.default(addmm_26, [2, 8, 64])
    mul_24 = torch.ops.aten.mul.Tensor(view_89, 0.5)
    pow_7 = torch.ops.aten.pow.Tensor_Scalar(view_89, 3.0)
    mul_25 = torch.ops.aten.mul.Tensor(pow_7, 0.044715);  pow_7 = None
    add_27 = torch.ops.aten.add.Tensor(view_89, mul_25);  view_89 = mul_25 = None
    mul_26 = torch.ops.aten.mul.Tensor(add_27, 0.7978845608028654);  add_27 = None
    tanh_6 = torch.ops.aten.tanh.default(mul_26);  mul_26 = None
    add_28 = torch.ops.aten.add.Tensor(tanh_6, 1.0)
    mul_27 = torch.ops.aten.mul.Tensor(mul_24, add_28);  mul_24 = add_28 = None
    view_90 = torch.ops.aten.view.default(mul_27, [-1, 64]);  mul_27 = None
    addmm_27 = torch.ops.aten.addmm.default(primals_86, view_90, primals_87);  primals_86 = None
    view_91 = torch.ops.aten.view.default(addmm_27, [2, 8, 16]);  addmm_27 = None
    clone_14 = torch.ops.aten.clone.default(view_91);  view_91 = None
    add_29 = torch.ops.aten.add.Tensor(add_26, clone_14);  clone_14 = None
    native_layer_norm_14 = torch.ops.aten.native_layer_norm.default(add_29, [16], primals_88, primals_89, 1e-05)
    getitem_77 = native_layer_norm_14[0]
    getitem_78 = native_layer_norm_14[1]
    getitem_79 = native_layer_norm_14[2];  native_layer_norm_14 = None
    view_92 = torch.ops.aten.view.default(getitem_77, [-1, 16]);  getitem_77 = None
    addmm_28 = torch.ops.aten.addmm.default(primals_90, view_92, primals_91);  primals_90 = None
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
    addmm_29 = torch.ops.aten.addmm.default(primals_92, view_99, primals_93);  primals_92 = None
    view_100 = torch.ops.aten.view.default(addmm_29, [2, 8, 16]);  addmm_29 = None
    clone_15 = torch.ops.aten.clone.default(view_100);  view_100 = None
    add_30 = torch.ops.aten.add.Tensor(clone_15, add_29);  clone_15 = None
    native_layer_norm_15 = torch.ops.aten.native_layer_norm.default(add_30, [16], primals_94, primals_95, 1e-05)
    getitem_85 = native_layer_norm_15[0]
    getitem_86 = native_layer_norm_15[1]
    getitem_87 = native_layer_norm_15[2];  native_layer_norm_15 = None
    view_101 = torch.ops.aten.view.default(getitem_85, [-1, 16]);  getitem_85 = None
    addmm_30 = torch.ops.aten.addmm.default(primals_96, view_101, primals_97);  primals_96 = None
    view_102 = torch.ops.aten.view.default(addmm_30, [2, 8, 64])
    mul_28 = torch.ops.aten.mul.Tensor(view_102, 0.5)
    pow_8 = torch.ops.aten.pow.Tensor_Scalar(view_102, 3.0)
    mul_29 = torch.ops.aten.mul.Tensor(pow_8, 0.044715);  pow_8 = None
    add_31 = torch.ops.aten.add.Tensor(view_102, mul_29);  view_102 = mul_29 = None
    mul_30 = torch.ops.aten.mul.Tensor(add_31, 0.7978845608028654);  add_31 = None
    tanh_7 = torch.ops.aten.tanh.default(mul_30);  mul_30 = None
    add_32 = torch.ops.aten.add.Tensor(tanh_7, 1.0)
    mul_31 = torch.ops.aten.mul.Tensor(mul_28, add_32);  mul_28 = add_32 = None
    view_103 = torch.ops.aten.view.default(mul_31, [-1, 64]);  mul_31 = None
    addmm_31 = torch.ops.aten.addmm.default(primals_98, view_103, primals_99);  primals_98 = None
    view_104 = torch.ops.aten.view.default(addmm_31, [2, 8, 16]);  addmm_31 = None
    clone_16 = torch.ops.aten.clone.default(view_104);  view_104 = None
    add_33 = torch.ops.aten.add.Tensor(add_30, clone_16);  clone_16 = None
    native_layer_norm_16 = torch.ops.aten.native_layer_norm.default(add_33, [16], primals_100, primals_101, 1e-05)
    getitem_88 = native_layer_norm_16[0]
    getitem_89 = native_layer_norm_16[1]
    getitem_90 = native_layer_norm_16[2];  native_layer_norm_16 = None
    view_105 = torch.ops.aten.view.default(getitem_88, [-1, 16]);  getitem_88 = None
    addmm_32 = torch.ops.aten.addmm.default(primals_102, view_105, primals_103);  primals_102 = None
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
    addmm_33 = torch.ops.aten.addmm.default(primals_104, view_112, primals_105);  primals_104 = None
    view_113 = torch.ops.aten.view.default(addmm_33, [2, 8, 16]);  addmm_33 = None
    clone_17 = torch.ops.aten.clone.default(view_113);  view_113 = None
    add_34 = torch.ops.aten.add.Tensor(clone_17, add_33);  clone_17 = None
    native_layer_norm_17 = torch.ops.aten.native_layer_norm.default(add_34, [16], primals_106, primals_107, 1e-05)
    getitem_96 = native_layer_norm_17[0]
    getitem_97 = native_layer_norm_17[1]
    getitem_98 = native_layer_norm_17[2];  native_layer_norm_17 = None
    view_114 = torch.ops.aten.view.default(getitem_96, [-1, 16]);  getitem_96 = None
    addmm_34 = torch.ops.aten.addmm.default(primals_108, view_114, primals_109);  primals_108 = None
    view_115 = torch.ops.aten.view.default(addmm_34, [2, 8, 64])
    mul_32 = torch.ops.aten.mul.Tensor(view_115, 0.5)
    pow_9 = torch.ops.aten.pow.Tensor_Scalar(view_115, 3.0)
    mul_33 = torch.ops.aten.mul.Tensor(pow_9, 0.044715);  pow_9 = None
    add_35 = torch.ops.aten.add.Tensor(view_115, mul_33);  view_115 = mul_33 = None
    mul_34 = torch.ops.aten.mul.Tensor(add_35, 0.7978845608028654);  add_35 = None
    tanh_8 = torch.ops.aten.tanh.default(mul_34);  mul_34 = None
    add_36 = torch.ops.aten.add.Tensor(tanh_8, 1.0)
    mul_35 = torch.ops.aten.mul.Tensor(mul_32, add_36);  mul_32 = add_36 = None
    view_116 = torch.ops.aten.view.default(mul_35, [-1, 64]);  mul_35 = None
    addmm_35 = torch.ops.aten.addmm.default(primals_110, view_116, primals_111);  primals_110 = None
    view_117 = torch.ops.aten.view.default(addmm_35, [2, 8, 16]);  addmm_35 = None
    clone_18 = torch.ops.aten.clone.default(view_117);  view_117 = None
    add_37 = torch.ops.aten.add.Tensor(add_34, clone_18);  clone_18 = None
    native_layer_norm_18 = torch.ops.aten.native_layer_norm.default(add_37, [16], primals_112, primals_113, 1e-05)
    getitem_99 = native_layer_norm_18[0]
    getitem_100 = native_layer_norm_18[1]
    getitem_101 = native_layer_norm_18[2];  native_layer_norm_18 = None
    view_118 = torch.ops.aten.view.default(getitem_99, [-1, 16]);  getitem_99 = None
    addmm_36 = torch.ops.aten.addmm.default(primals_114, view_118, primals_115);  primals_114 = None
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
    addmm_37 = torch.ops.aten.addmm.default(primals_116, view_125, primals_117);  primals_116 = None
    view_126 = torch.ops.aten.view.default(addmm_37, [2, 8, 16]);  addmm_37 = None
    clone_19 = torch.ops.aten.clone.default(view_126);  view_126 = None
    add_38 = torch.ops.aten.add.Tensor(clone_19, add_37);  clone_19 = None
    native_layer_norm_19 = torch.ops.aten.native_layer_norm.default(add_38, [16], primals_118, primals_119, 1e-05)
    getitem_107 = native_layer_norm_19[0]
    getitem_108 = native_layer_norm_19[1]
    getitem_109 = native_layer_norm_19[2];  native_layer_norm_19 = None
    view_127 = torch.ops.aten.view.default(getitem_107, [-1, 16]);  getitem_107 = None
    addmm_38 = torch.ops.aten.addmm.default(primals_120, view_127, primals_121);  primals_120 = None
    view_128 = torch.ops.aten.view.default(addmm_38, [2, 8, 64])
    mul_36 = torch.ops.aten.mul.Tensor(view_128, 0.5)
    pow_10 = torch.ops.aten.pow.Tensor_Scalar(view_128, 3.0)
    mul_37 = torch.ops.aten.mul.Tensor(pow_10, 0.044715);  pow_10 = None
    add_39 = torch.ops.aten.add.Tensor(view_128, mul_37);  view_128 = mul_37 = None
    mul_38 = torch.ops.aten.mul.Tensor(add_39, 0.7978845608028654);  add_39 = None
    tanh_9 = torch.ops.aten.tanh.default(mul_38);  mul_38 = None
    add_40 = torch.ops.aten.add.Tensor(tanh_9, 1.0)
    mul_39 = torch.ops.aten.mul.Tensor(mul_36, add_40);  mul_36 = add_40 = None
    view_129 = torch.ops.aten.view.default(mul_39, [-1, 64]);  mul_39 = None
    addmm_39 = torch.ops.aten.addmm.default(primals_122, view_129, primals_123);  primals_122 = None
    view_130 = torch.ops.aten.view.default(addmm_39, [2, 8, 16]);  addmm_39 = None
    clone_20 = torch.ops.aten.clone.default(view_130);  view_130 = None
    add_41 = torch.ops.aten.add.Tensor(add_38, clone_20);  clone_20 = None
    native_layer_norm_20 = torch.ops.aten.native_layer_norm.default(add_41, [16], primals_124, primals_125, 1e-05)
    getitem_110 = native_layer_norm_20[0]
    getitem_111 = native_layer_norm_20[1]
    getitem_112 = native_layer_norm_20[2];  native_layer_norm_20 = None
    view_131 = torch.ops.aten.view.default(getitem_110, [-1, 16]);  getitem_110 = None
    addmm_40 = torch.ops.aten.addmm.default(primals_126, view_131, primals_127);  primals_126 = None
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
    addmm_41 = torch.ops.aten.addmm.default(primals_128, view_138, primals_129);  primals_128 = None
    view_139 = torch.ops.aten.view.default(addmm_41, [2, 8, 16]);  addmm_41 = None
    clone_21 = torch.ops.aten.clone.default(view_139);  view_139 = None
    add_42 = torch.ops.aten.add.Tensor(clone_21, add_41);  clone_21 = None
    native_layer_norm_21 = torch.ops.aten.native_layer_norm.default(add_42, [16], primals_130, primals_131, 1e-05)
    getitem_118 = native_layer_norm_21[0]
    getitem_119 = native_layer_norm_21[1]
    getitem_120 = native_layer_norm_21[2];  native_layer_norm_21 = None
    view_140 = torch.ops.aten.view.default(getitem_118, [-1, 16]);  getitem_118 = None
    addmm_42 = torch.ops.aten.addmm.default(primals_132, view_140, primals_133);  primals_132 = None
    view_141 = torch.ops.aten.view.default(addmm_42, [2, 8, 64])
    mul_40 = torch.ops.aten.mul.Tensor(view_141, 0.5)
    pow_11 = torch.ops.aten.pow.Tensor_Scalar(view_141, 3.0)
    mul_41 = torch.ops.aten.mul.Tensor(pow_11, 0.044715);  pow_11 = None
    add_43 = torch.ops.aten.add.Tensor(view_141, mul_41);  view_141 = mul_41 = None
    mul_42 = torch.ops.aten.mul.Tensor(add_43, 0.7978845608028654);  add_43 = None
    tanh_10 = torch.ops.aten.tanh.default(mul_42);  mul_42 = None
    add_44 = torch.ops.aten.add.Tensor(tanh_10, 1.0)
    mul_43 = torch.ops.aten.mul.Tensor(mul_40, add_44);  mul_40 = add_44 = None
    view_142 = torch.ops.aten.view.default(mul_43, [-1, 64]);  mul_43 = None
    addmm_43 = torch.ops.aten.addmm.default(primals_134, view_142, primals_135);  primals_134 = None
    view_143 = torch.ops.aten.view.default(addmm_43, [2, 8, 16]);  addmm_43 = None
    clone_22 = torch.ops.aten.clone.default(view_143);  view_143 = None
    add_45 = torch.ops.aten.add.Tensor(add_42, clone_22);  clone_22 = None
    native_layer_norm_22 = torch.ops.aten.native_layer_norm.default(add_45, [16], primals_136, primals_137, 1e-05)
    getitem_121 = native_layer_norm_22[0]
    getitem_122 = native_layer_norm_22[1]
    getitem_123 = native_layer_norm_22[2];  native_layer_norm_22 = None
    view_144 = torch.ops.aten.view.default(getitem_121, [-1, 16]);  getitem_121 = None
    addmm_44 = torch.ops.aten.addmm.default(primals_138, view_144, primals_139);  primals_138 = None
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
    addmm_45 = torch.ops.aten.addmm.default(primals_140, view_151, primals_141);  primals_140 = None
    view_152 = torch.ops.aten.view.default(addmm_45, [2, 8, 16]);  addmm_45 = None
    clone_23 = torch.ops.aten.clone.default(view_152);  view_152 = None
    add_46 = torch.ops.aten.add.Tensor(clone_23, add_45);  clone_23 = None
    native_layer_norm_23 = torch.ops.aten.native_layer_norm.default(add_46, [16], primals_142, primals_143, 1e-05)
    getitem_129 = native_layer_norm_23[0]
    getitem_130 = native_layer_norm_23[1]
    getitem_131 = native_layer_norm_23[2];  native_layer_norm_23 = None
    view_153 = torch.ops.aten.view.default(getitem_129, [-1, 16]);  getitem_129 = None
    addmm_46 = torch.ops.aten.addmm.default(primals_144, view_153, primals_145);  primals_144 = None
    view_154 = torch.ops.aten.view.default(addmm_46, [2, 8, 64])
    mul_44 = torch.ops.aten.mul.Tensor(view_154, 0.5)
    pow_12 = torch.ops.aten.pow.Tensor_Scalar(view_154, 3.0)
    mul_45 = torch.ops.aten.mul.Tensor(pow_12, 0.044715);  pow_12 = None
    add_47 = torch.ops.aten.add.Tensor(view_154, mul_45);  view_154 = mul_45 = None
    mul_46 = torch.ops.aten.mul.Tensor(add_47, 0.7978845608028654);  add_47 = None
    tanh_11 = torch.ops.aten.tanh.default(mul_46);  mul_46 = None
    add_48 = torch.ops.aten.add.Tensor(tanh_11, 1.0)
    mul_47 = torch.ops.aten.mul.Tensor(mul_44, add_48);  mul_44 = add_48 = None
    view_155 = torch.ops.aten.view.default(mul_47, [-1, 64]);  mul_47 = None
    addmm_47 = torch.ops.aten.addmm.default(primals_146, view_155, primals_147);  primals_146 = None
    view_156 = torch.ops.aten.view.default(addmm_47, [2, 8, 16]);  addmm_47 = None
    clone_24 = torch.ops.aten.clone.default(view_156);  view_156 = None
    add_49 = torch.ops.aten.add.Tensor(add_46, clone_24);  clone_24 = None
    native_layer_norm_24 = torch.ops.aten.native_layer_norm.default(add_49, [16], primals_148, primals_149, 1e-05)
    getitem_132 = native_layer_norm_24[0]
    getitem_133 = native_layer_norm_24[1]
    getitem_134 = native_layer_norm_24[2];  native_layer_norm_24 = None
    view_157 = torch.ops.aten.view.default(getitem_132, [-1, 8, 16]);  getitem_132 = None
    alias = torch.ops.aten.alias.default(view_157);  view_157 = None
    t = torch.ops.aten.t.default(primals_2)
    view_158 = torch.ops.aten.view.default(alias, [16, 16]);  alias = None
    mm = torch.ops.aten.mm.default(view_158, t);  t = None
    _unsafe_view = torch.ops.aten._unsafe_view.default(mm, [2, 8, 64]);  mm = None
    t_6 = torch.ops.aten.t.default(view_155);  view_155 = None
    t_8 = torch.ops.aten.t.default(view_153);  view_153 = None
    t_10 = torch.ops.aten.t.default(view_151);  view_151 = None
    detach_25 = torch.ops.aten.detach.default(detach_22);  detach_22 = None
    t_12 = torch.ops.aten.t.default(view_144);  view_144 = None
    t_14 = torch.ops.aten.t.default(view_142);  view_142 = None
    t_16 = torch.ops.aten.t.default(view_140);  view_140 = None
    t_18 = torch.ops.aten.t.default(view_138);  view_138 = None
    detach_27 = torch.ops.aten.detach.default(detach_20);  detach_20 = None
    t_20 = torch.ops.aten.t.default(view_131);  view_131 = None
    t_22 = torch.ops.aten.t.default(view_129);  view_129 = None
    t_24 = torch.ops.aten.t.default(view_127);  view_127 = None
    t_26 = torch.ops.aten.t.default(view_125);  view_125 = None
    detach_29 = torch.ops.aten.detach.default(detach_18);  detach_18 = None
    t_28 = torch.ops.aten.t.default(view_118);  view_118 = None
    t_30 = torch.ops.aten.t.default(view_116);  view_116 = None
    t_32 = torch.ops.aten.t.default(view_114);  view_114 = None
    t_34 = torch.ops.aten.t.default(view_112);  view_112 = None
    detach_31 = torch.ops.aten.detach.default(detach_16);  detach_16 = None
    t_36 = torch.ops.aten.t.default(view_105);  view_105 = None
    t_38 = torch.ops.aten.t.default(view_103);  view_103 = None
    t_40 = torch.ops.aten.t.default(view_101);  view_101 = None
    t_42 = torch.ops.aten.t.default(view_99);  view_99 = None
    detach_33 = torch.ops.aten.detach.default(detach_14);  detach_14 = None
    t_44 = torch.ops.aten.t.default(view_92);  view_92 = None
    t_46 = torch.ops.aten.t.default(view_90);  view_90 = None
    t_48 = torch.ops.aten.t.default(view_88);  view_88 = None
    t_50 = torch.ops.aten.t.default(view_86);  view_86 = None
    detach_35 = torch.ops.aten.detach.default(detach_12);  detach_12 = None
    t_52 = torch.ops.aten.t.default(view_79);  view_79 = None
    t_54 = torch.ops.aten.t.default(view_77);  view_77 = None
    t_56 = torch.ops.aten.t.default(view_75);  view_75 = None
    t_58 = torch.ops.aten.t.default(view_73);  view_73 = None
    detach_37 = torch.ops.aten.detach.default(detach_10);  detach_10 = None
    t_60 = torch.ops.aten.t.default(view_66);  view_66 = None
    t_62 = torch.ops.aten.t.default(view_64);  view_64 = None
    t_64 = torch.ops.aten.t.default(view_62);  view_62 = None
    t_66 = torch.ops.aten.t.default(view_60);  view_60 = None
    detach_39 = torch.ops.aten.detach.default(detach_8);  detach_8 = None
    t_68 = torch.ops.aten.t.default(view_53);  view_53 = None
    t_70 = torch.ops.aten.t.default(view_51);  view_51 = None
    t_72 = torch.ops.aten.t.default(view_49);  view_49 = None
    t_74 = torch.ops.aten.t.default(view_47);  view_47 = None
    detach_41 = torch.ops.aten.detach.default(detach_6);  detach_6 = None
    t_76 = torch.ops.aten.t.default(view_40);  view_40 = None
    t_78 = torch.ops.aten.t.default(view_38);  view_38 = None
    t_80 = torch.ops.aten.t.default(view_36);  view_36 = None
    t_82 = torch.ops.aten.t.default(view_34);  view_34 = None
    detach_43 = torch.ops.aten.detach.default(detach_4);  detach_4 = None
    t_84 = torch.ops.aten.t.default(view_27);  view_27 = None
    t_86 = torch.ops.aten.t.default(view_25);  view_25 = None
    t_88 = torch.ops.aten.t.default(view_23);  view_23 = None
    t_90 = torch.ops.aten.t.default(view_21);  view_21 = None
    detach_45 = torch.ops.aten.detach.default(detach_2);  detach_2 = None
    t_92 = torch.ops.aten.t.default(view_14);  view_14 = None
    t_94 = torch.ops.aten.t.default(view_12);  view_12 = None
    t_96 = torch.ops.aten.t.default(view_10);  view_10 = None
    t_98 = torch.ops.aten.t.default(view_8);  view_8 = None
    detach_47 = torch.ops.aten.detach.default(detach);  detach = None
    t_100 = torch.ops.aten.t.default(view_1);  view_1 = None
    return (_unsafe_view, primals_2, primals_4, primals_5, primals_7, primals_9, primals_10, primals_11, primals_13, primals_15, primals_16, primals_17, primals_19, primals_21, primals_22, primals_23, primals_25, primals_27, primals_28, primals_29, primals_31, primals_33, primals_34, primals_35, primals_37, primals_39, primals_40, primals_41, primals_43, primals_45, primals_46, primals_47, primals_49, primals_51, primals_52, primals_53, primals_55, primals_57, primals_58, primals_59, primals_61, primals_63, primals_64, primals_65, primals_67, primals_69, primals_70, primals_71, primals_73, primals_75, primals_76, primals_77, primals_79, primals_81, primals_82, primals_83, primals_85, primals_87, primals_88, primals_89, primals_91, primals_93, primals_94, primals_95, primals_97, primals_99, primals_100, primals_101, primals_103, primals_105, primals_106, primals_107, primals_109, primals_111, primals_112, primals_113, primals_115, primals_117, primals_118, primals_119, primals_121, primals_123, primals_124, primals_125, primals_127, primals_129, primals_130, primals_131, primals_133, primals_135, primals_136, primals_137, primals_139, primals_141, primals_142, primals_143, primals_145, primals_147, primals_148, primals_149, view, unsqueeze, clone, getitem_1, getitem_2, transpose_2, cat, cat_1, getitem_7, add_2, getitem_9, getitem_10, addmm_2, tanh, add_5, getitem_12, getitem_13, transpose_6, cat_2, cat_3, getitem_18, add_6, getitem_20, getitem_21, addmm_6, tanh_1, add_9, getitem_23, getitem_24, transpose_10, cat_4, cat_5, getitem_29, add_10, getitem_31, getitem_32, addmm_10, tanh_2, add_13, getitem_34, getitem_35, transpose_14, cat_6, cat_7, getitem_40, add_14, getitem_42, getitem_43, addmm_14, tanh_3, add_17, getitem_45, getitem_46, transpose_18, cat_8, cat_9, getitem_51, add_18, getitem_53, getitem_54, addmm_18, tanh_4, add_21, getitem_56, getitem_57, transpose_22, cat_10, cat_11, getitem_62, add_22, getitem_64, getitem_65, addmm_22, tanh_5, add_25, getitem_67, getitem_68, transpose_26, cat_12, cat_13, getitem_73, add_26, getitem_75, getitem_76, addmm_26, tanh_6, add_29, getitem_78, getitem_79, transpose_30, cat_14, cat_15, getitem_84, add_30, getitem_86, getitem_87, addmm_30, tanh_7, add_33, getitem_89, getitem_90, transpose_34, cat_16, cat_17, getitem_95, add_34, getitem_97, getitem_98, addmm_34, tanh_8, add_37, getitem_100, getitem_101, transpose_38, cat_18, cat_19, getitem_106, add_38, getitem_108, getitem_109, addmm_38, tanh_9, add_41, getitem_111, getitem_112, transpose_42, cat_20, cat_21, getitem_117, add_42, getitem_119, getitem_120, addmm_42, tanh_10, add_45, getitem_122, getitem_123, transpose_46, cat_22, cat_23, getitem_128, add_46, getitem_130, getitem_131, addmm_46, tanh_11, add_49, getitem_133, getitem_134, view_158, t_6, t_8, t_10, detach_25, t_12, t_14, t_16, t_18, detach_27, t_20, t_22, t_24, t_26, detach_29, t_28, t_30, t_32, t_34, detach_31, t_36, t_38, t_40, t_42, detach_33, t_44, t_46, t_48, t_50, detach_35, t_52, t_54, t_56, t_58, detach_37, t_60, t_62, t_64, t_66, detach_39, t_68, t_70, t_72, t_74, detach_41, t_76, t_78, t_80, t_82, detach_43, t_84, t_86, t_88, t_90, detach_45, t_92, t_94, t_96, t_98, detach_47, t_100)
    