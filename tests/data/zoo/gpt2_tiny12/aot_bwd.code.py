


def forward(self, primals_2, primals_4, primals_5, primals_7, primals_9, primals_10, primals_11, primals_13, primals_15, primals_16, primals_17, primals_19, primals_21, primals_22, primals_23, primals_25, primals_27, primals_28, primals_29, primals_31, primals_33, primals_34, primals_35, primals_37, primals_39, primals_40, primals_41, primals_43, primals_45, primals_46, primals_47, primals_49, primals_51, primals_52, primals_53, primals_55, primals_57, primals_58, primals_59, primals_61, primals_63, primals_64, primals_65, primals_67, primals_69, primals_70, primals_71, primals_73, primals_75, primals_76, primals_77, primals_79, primals_81, primals_82, primals_83, primals_85, primals_87, primals_88, primals_89, primals_91, primals_93, primals_94, primals_95, primals_97, primals_99, primals_100, primals_101, primals_103, primals_105, primals_106, primals_107, primals_109, primals_111, primals_112, primals_113, primals_115, primals_117, primals_118, primals_119, primals_121, primals_123, primals_124, primals_125, primals_127, primals_129, primals_130, primals_131, primals_133, primals_135, primals_136, primals_137, primals_139, primals_141, primals_142, primals_143, primals_145, primals_147, primals_148, primals_149, view, unsqueeze, clone, getitem_1, getitem_2, transpose_2, cat, cat_1, getitem_7, add_2, getitem_9, getitem_10, addmm_2, tanh, add_5, getitem_12, getitem_13, transpose_6, cat_2, cat_3, getitem_18, add_6, getitem_20, getitem_21, addmm_6, tanh_1, add_9, getitem_23, getitem_24, transpose_10, cat_4, cat_5, getitem_29, add_10, getitem_31, getitem_32, addmm_10, tanh_2, add_13, getitem_34, getitem_35, transpose_14, cat_6, cat_7, getitem_40, add_14, getitem_42, getitem_43, addmm_14, tanh_3, add_17, getitem_45, getitem_46, transpose_18, cat_8, cat_9, getitem_51, add_18, getitem_53, getitem_54, addmm_18, tanh_4, add_21, getitem_56, getitem_57, transpose_22, cat_10, cat_11, getitem_62, add_22, getitem_64, getitem_65, addmm_22, tanh_5, add_25, getitem_67, getitem_68, transpose_26, cat_12, cat_13, getitem_73, add_26, getitem_75, getitem_76, addmm_26, tanh_6, add_29, getitem_78, getitem_79, transpose_30, cat_14, cat_15, getitem_84, add_30, getitem_86, getitem_87, addmm_30, tanh_7, add_33, getitem_89, getitem_90, transpose_34, cat_16, cat_17, getitem_95, add_34, getitem_97, getitem_98, addmm_34, tanh_8, add_37, getitem_100, getitem_101, transpose_38, cat_18, cat_19, getitem_106, add_38, getitem_108, getitem_109, addmm_38, tanh_9, add_41, getitem_111, getitem_112, transpose_42, cat_20, cat_21, getitem_117, add_42, getitem_119, getitem_120, addmm_42, tanh_10, add_45, getitem_122, getitem_123, transpose_46, cat_22, cat_23, getitem_128, add_46, getitem_130, getitem_131, addmm_46, tanh_11, add_49, getitem_133, getitem_134, view_158, t_6, t_8, t_10, detach_25, t_12, t_14, t_16, t_18, detach_27, t_20, t_22, t_24, t_26, detach_29, t_28, t_30, t_32, t_34, detach_31, t_36, t_38, t_40, t_42, detach_33, t_44, t_46, t_48, t_50, detach_35, t_52, t_54, t_56, t_58, detach_37, t_60, t_62, t_64, t_66, detach_39, t_68, t_70, t_72, t_74, detach_41, t_76, t_78, t_80, t_82, detach_43, t_84, t_86, t_88, t_90, detach_45, t_92, t_94, t_96, t_98, detach_47, t_100, tangents_1):
    view_159 = torch.ops.aten.view.default(tangents_1, [16, 64]);  tangents_1 = None
    t_1 = torch.ops.aten.t.default(view_159)
    mm_1 = torch.ops.aten.mm.default(t_1, view_158);  t_1 = view_158 = None
    t_2 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    t = torch.ops.aten.t.default(primals_2);  primals_2 = None
    t_3 = torch.ops.aten.t.default(t);  t = None
    mm_2 = torch.ops.aten.mm.default(view_159, t_3);  view_159 = t_3 = None
    view_160 = torch.ops.aten.view.default(mm_2, [2, 8, 16]);  mm_2 = None
    t_4 = torch.ops.aten.t.default(t_2);  t_2 = None
    view_161 = torch.ops.aten.view.default(view_160, [2, 8, 16]);  view_160 = None
    native_layer_norm_backward = torch.ops.aten.native_layer_norm_backward.default(view_161, add_49, [16], getitem_133, getitem_134, primals_148, primals_149, [True, True, True]);  view_161 = add_49 = getitem_133 = getitem_134 = primals_148 = primals_149 = None
    getitem_135 = native_layer_norm_backward[0]
    getitem_136 = native_layer_norm_backward[1]
    getitem_137 = native_layer_norm_backward[2];  native_layer_norm_backward = None
    view_162 = torch.ops.aten.view.default(getitem_135, [16, 16])
    t_5 = torch.ops.aten.t.default(primals_147);  primals_147 = None
    mm_3 = torch.ops.aten.mm.default(view_162, t_5);  t_5 = None
    mm_4 = torch.ops.aten.mm.default(t_6, view_162);  t_6 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(view_162, [0], True);  view_162 = None
    view_163 = torch.ops.aten.view.default(sum_1, [16]);  sum_1 = None
    view_164 = torch.ops.aten.view.default(mm_3, [2, 8, 64]);  mm_3 = None
    view_154 = torch.ops.aten.view.default(addmm_46, [2, 8, 64]);  addmm_46 = None
    mul_44 = torch.ops.aten.mul.Tensor(view_154, 0.5)
    mul_48 = torch.ops.aten.mul.Tensor(view_164, mul_44);  mul_44 = None
    add_48 = torch.ops.aten.add.Tensor(tanh_11, 1.0)
    mul_49 = torch.ops.aten.mul.Tensor(view_164, add_48);  view_164 = add_48 = None
    detach_23 = torch.ops.aten.detach.default(tanh_11);  tanh_11 = None
    detach_24 = torch.ops.aten.detach.default(detach_23);  detach_23 = None
    tanh_backward = torch.ops.aten.tanh_backward.default(mul_48, detach_24);  mul_48 = detach_24 = None
    mul_50 = torch.ops.aten.mul.Tensor(tanh_backward, 0.7978845608028654);  tanh_backward = None
    mul_51 = torch.ops.aten.mul.Tensor(mul_50, 0.044715)
    pow_13 = torch.ops.aten.pow.Tensor_Scalar(view_154, 2.0);  view_154 = None
    mul_52 = torch.ops.aten.mul.Scalar(pow_13, 3.0);  pow_13 = None
    mul_53 = torch.ops.aten.mul.Tensor(mul_51, mul_52);  mul_51 = mul_52 = None
    add_50 = torch.ops.aten.add.Tensor(mul_50, mul_53);  mul_50 = mul_53 = None
    mul_54 = torch.ops.aten.mul.Tensor(mul_49, 0.5);  mul_49 = None
    add_51 = torch.ops.aten.add.Tensor(add_50, mul_54);  add_50 = mul_54 = None
    view_165 = torch.ops.aten.view.default(add_51, [16, 64]);  add_51 = None
    t_7 = torch.ops.aten.t.default(primals_145);  primals_145 = None
    mm_5 = torch.ops.aten.mm.default(view_165, t_7);  t_7 = None
    mm_6 = torch.ops.aten.mm.default(t_8, view_165);  t_8 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(view_165, [0], True);  view_165 = None
    view_166 = torch.ops.aten.view.default(sum_2, [64]);  sum_2 = None
    view_167 = torch.ops.aten.view.default(mm_5, [2, 8, 16]);  mm_5 = None
    native_layer_norm_backward_1 = torch.ops.aten.native_layer_norm_backward.default(view_167, add_46, [16], getitem_130, getitem_131, primals_142, primals_143, [True, True, True]);  view_167 = add_46 = getitem_130 = getitem_131 = primals_142 = primals_143 = None
    getitem_138 = native_layer_norm_backward_1[0]
    getitem_139 = native_layer_norm_backward_1[1]
    getitem_140 = native_layer_norm_backward_1[2];  native_layer_norm_backward_1 = None
    add_52 = torch.ops.aten.add.Tensor(getitem_135, getitem_138);  getitem_135 = getitem_138 = None
    view_168 = torch.ops.aten.view.default(add_52, [16, 16])
    t_9 = torch.ops.aten.t.default(primals_141);  primals_141 = None
    mm_7 = torch.ops.aten.mm.default(view_168, t_9);  t_9 = None
    mm_8 = torch.ops.aten.mm.default(t_10, view_168);  t_10 = None
    sum_3 = torch.ops.aten.sum.dim_IntList(view_168, [0], True);  view_168 = None
    view_169 = torch.ops.aten.view.default(sum_3, [16]);  sum_3 = None
    view_170 = torch.ops.aten.view.default(mm_7, [2, 8, 16]);  mm_7 = None
    view_171 = torch.ops.aten.view.default(view_170, [2, 8, 2, 8]);  view_170 = None
    transpose_48 = torch.ops.aten.transpose.int(view_171, 1, 2);  view_171 = None
    view_172 = torch.ops.aten.view.default(transpose_48, [2, 2, 8, 8]);  transpose_48 = None
    _scaled_dot_product_flash_attention_for_cpu_backward = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(view_172, transpose_46, cat_22, cat_23, detach_25, getitem_128, 0.0, True, scale = 0.3535533905932738);  view_172 = transpose_46 = cat_22 = cat_23 = detach_25 = getitem_128 = None
    getitem_141 = _scaled_dot_product_flash_attention_for_cpu_backward[0]
    getitem_142 = _scaled_dot_product_flash_attention_for_cpu_backward[1]
    getitem_143 = _scaled_dot_product_flash_attention_for_cpu_backward[2];  _scaled_dot_product_flash_attention_for_cpu_backward = None
    slice_1 = torch.ops.aten.slice.Tensor(getitem_143, 2, 0, 8);  getitem_143 = None
    slice_2 = torch.ops.aten.slice.Tensor(getitem_142, 2, 0, 8);  getitem_142 = None
    transpose_49 = torch.ops.aten.transpose.int(getitem_141, 1, 2);  getitem_141 = None
    view_173 = torch.ops.aten.view.default(transpose_49, [2, 8, 16]);  transpose_49 = None
    transpose_50 = torch.ops.aten.transpose.int(slice_1, 1, 2);  slice_1 = None
    view_174 = torch.ops.aten.view.default(transpose_50, [2, 8, 16]);  transpose_50 = None
    transpose_51 = torch.ops.aten.transpose.int(slice_2, 1, 2);  slice_2 = None
    view_175 = torch.ops.aten.view.default(transpose_51, [2, 8, 16]);  transpose_51 = None
    cat_24 = torch.ops.aten.cat.default([view_173, view_175, view_174], 2);  view_173 = view_175 = view_174 = None
    view_176 = torch.ops.aten.view.default(cat_24, [16, 48]);  cat_24 = None
    t_11 = torch.ops.aten.t.default(primals_139);  primals_139 = None
    mm_9 = torch.ops.aten.mm.default(view_176, t_11);  t_11 = None
    mm_10 = torch.ops.aten.mm.default(t_12, view_176);  t_12 = None
    sum_4 = torch.ops.aten.sum.dim_IntList(view_176, [0], True);  view_176 = None
    view_177 = torch.ops.aten.view.default(sum_4, [48]);  sum_4 = None
    view_178 = torch.ops.aten.view.default(mm_9, [2, 8, 16]);  mm_9 = None
    native_layer_norm_backward_2 = torch.ops.aten.native_layer_norm_backward.default(view_178, add_45, [16], getitem_122, getitem_123, primals_136, primals_137, [True, True, True]);  view_178 = add_45 = getitem_122 = getitem_123 = primals_136 = primals_137 = None
    getitem_144 = native_layer_norm_backward_2[0]
    getitem_145 = native_layer_norm_backward_2[1]
    getitem_146 = native_layer_norm_backward_2[2];  native_layer_norm_backward_2 = None
    add_53 = torch.ops.aten.add.Tensor(add_52, getitem_144);  add_52 = getitem_144 = None
    view_179 = torch.ops.aten.view.default(add_53, [16, 16])
    t_13 = torch.ops.aten.t.default(primals_135);  primals_135 = None
    mm_11 = torch.ops.aten.mm.default(view_179, t_13);  t_13 = None
    mm_12 = torch.ops.aten.mm.default(t_14, view_179);  t_14 = None
    sum_5 = torch.ops.aten.sum.dim_IntList(view_179, [0], True);  view_179 = None
    view_180 = torch.ops.aten.view.default(sum_5, [16]);  sum_5 = None
    view_181 = torch.ops.aten.view.default(mm_11, [2, 8, 64]);  mm_11 = None
    view_141 = torch.ops.aten.view.default(addmm_42, [2, 8, 64]);  addmm_42 = None
    mul_40 = torch.ops.aten.mul.Tensor(view_141, 0.5)
    mul_55 = torch.ops.aten.mul.Tensor(view_181, mul_40);  mul_40 = None
    add_44 = torch.ops.aten.add.Tensor(tanh_10, 1.0)
    mul_56 = torch.ops.aten.mul.Tensor(view_181, add_44);  view_181 = add_44 = None
    detach_21 = torch.ops.aten.detach.default(tanh_10);  tanh_10 = None
    detach_26 = torch.ops.aten.detach.default(detach_21);  detach_21 = None
    tanh_backward_1 = torch.ops.aten.tanh_backward.default(mul_55, detach_26);  mul_55 = detach_26 = None
    mul_57 = torch.ops.aten.mul.Tensor(tanh_backward_1, 0.7978845608028654);  tanh_backward_1 = None
    mul_58 = torch.ops.aten.mul.Tensor(mul_57, 0.044715)
    pow_14 = torch.ops.aten.pow.Tensor_Scalar(view_141, 2.0);  view_141 = None
    mul_59 = torch.ops.aten.mul.Scalar(pow_14, 3.0);  pow_14 = None
    mul_60 = torch.ops.aten.mul.Tensor(mul_58, mul_59);  mul_58 = mul_59 = None
    add_54 = torch.ops.aten.add.Tensor(mul_57, mul_60);  mul_57 = mul_60 = None
    mul_61 = torch.ops.aten.mul.Tensor(mul_56, 0.5);  mul_56 = None
    add_55 = torch.ops.aten.add.Tensor(add_54, mul_61);  add_54 = mul_61 = None
    view_182 = torch.ops.aten.view.default(add_55, [16, 64]);  add_55 = None
    t_15 = torch.ops.aten.t.default(primals_133);  primals_133 = None
    mm_13 = torch.ops.aten.mm.default(view_182, t_15);  t_15 = None
    mm_14 = torch.ops.aten.mm.default(t_16, view_182);  t_16 = None
    sum_6 = torch.ops.aten.sum.dim_IntList(view_182, [0], True);  view_182 = None
    view_183 = torch.ops.aten.view.default(sum_6, [64]);  sum_6 = None
    view_184 = torch.ops.aten.view.default(mm_13, [2, 8, 16]);  mm_13 = None
    native_layer_norm_backward_3 = torch.ops.aten.native_layer_norm_backward.default(view_184, add_42, [16], getitem_119, getitem_120, primals_130, primals_131, [True, True, True]);  view_184 = add_42 = getitem_119 = getitem_120 = primals_130 = primals_131 = None
    getitem_147 = native_layer_norm_backward_3[0]
    getitem_148 = native_layer_norm_backward_3[1]
    getitem_149 = native_layer_norm_backward_3[2];  native_layer_norm_backward_3 = None
    add_56 = torch.ops.aten.add.Tensor(add_53, getitem_147);  add_53 = getitem_147 = None
    view_185 = torch.ops.aten.view.default(add_56, [16, 16])
    t_17 = torch.ops.aten.t.default(primals_129);  primals_129 = None
    mm_15 = torch.ops.aten.mm.default(view_185, t_17);  t_17 = None
    mm_16 = torch.ops.aten.mm.default(t_18, view_185);  t_18 = None
    sum_7 = torch.ops.aten.sum.dim_IntList(view_185, [0], True);  view_185 = None
    view_186 = torch.ops.aten.view.default(sum_7, [16]);  sum_7 = None
    view_187 = torch.ops.aten.view.default(mm_15, [2, 8, 16]);  mm_15 = None
    view_188 = torch.ops.aten.view.default(view_187, [2, 8, 2, 8]);  view_187 = None
    transpose_52 = torch.ops.aten.transpose.int(view_188, 1, 2);  view_188 = None
    view_189 = torch.ops.aten.view.default(transpose_52, [2, 2, 8, 8]);  transpose_52 = None
    _scaled_dot_product_flash_attention_for_cpu_backward_1 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(view_189, transpose_42, cat_20, cat_21, detach_27, getitem_117, 0.0, True, scale = 0.3535533905932738);  view_189 = transpose_42 = cat_20 = cat_21 = detach_27 = getitem_117 = None
    getitem_150 = _scaled_dot_product_flash_attention_for_cpu_backward_1[0]
    getitem_151 = _scaled_dot_product_flash_attention_for_cpu_backward_1[1]
    getitem_152 = _scaled_dot_product_flash_attention_for_cpu_backward_1[2];  _scaled_dot_product_flash_attention_for_cpu_backward_1 = None
    slice_3 = torch.ops.aten.slice.Tensor(getitem_152, 2, 0, 8);  getitem_152 = None
    slice_4 = torch.ops.aten.slice.Tensor(getitem_151, 2, 0, 8);  getitem_151 = None
    transpose_53 = torch.ops.aten.transpose.int(getitem_150, 1, 2);  getitem_150 = None
    view_190 = torch.ops.aten.view.default(transpose_53, [2, 8, 16]);  transpose_53 = None
    transpose_54 = torch.ops.aten.transpose.int(slice_3, 1, 2);  slice_3 = None
    view_191 = torch.ops.aten.view.default(transpose_54, [2, 8, 16]);  transpose_54 = None
    transpose_55 = torch.ops.aten.transpose.int(slice_4, 1, 2);  slice_4 = None
    view_192 = torch.ops.aten.view.default(transpose_55, [2, 8, 16]);  transpose_55 = None
    cat_25 = torch.ops.aten.cat.default([view_190, view_192, view_191], 2);  view_190 = view_192 = view_191 = None
    view_193 = torch.ops.aten.view.default(cat_25, [16, 48]);  cat_25 = None
    t_19 = torch.ops.aten.t.default(primals_127);  primals_127 = None
    mm_17 = torch.ops.aten.mm.default(view_193, t_19);  t_19 = None
    mm_18 = torch.ops.aten.mm.default(t_20, view_193);  t_20 = None
    sum_8 = torch.ops.aten.sum.dim_IntList(view_193, [0], True);  view_193 = None
    view_194 = torch.ops.aten.view.default(sum_8, [48]);  sum_8 = None
    view_195 = torch.ops.aten.view.default(mm_17, [2, 8, 16]);  mm_17 = None
    native_layer_norm_backward_4 = torch.ops.aten.native_layer_norm_backward.default(view_195, add_41, [16], getitem_111, getitem_112, primals_124, primals_125, [True, True, True]);  view_195 = add_41 = getitem_111 = getitem_112 = primals_124 = primals_125 = None
    getitem_153 = native_layer_norm_backward_4[0]
    getitem_154 = native_layer_norm_backward_4[1]
    getitem_155 = native_layer_norm_backward_4[2];  native_layer_norm_backward_4 = None
    add_57 = torch.ops.aten.add.Tensor(add_56, getitem_153);  add_56 = getitem_153 = None
    view_196 = torch.ops.aten.view.default(add_57, [16, 16])
    t_21 = torch.ops.aten.t.default(primals_123);  primals_123 = None
    mm_19 = torch.ops.aten.mm.default(view_196, t_21);  t_21 = None
    mm_20 = torch.ops.aten.mm.default(t_22, view_196);  t_22 = None
    sum_9 = torch.ops.aten.sum.dim_IntList(view_196, [0], True);  view_196 = None
    view_197 = torch.ops.aten.view.default(sum_9, [16]);  sum_9 = None
    view_198 = torch.ops.aten.view.default(mm_19, [2, 8, 64]);  mm_19 = None
    view_128 = torch.ops.aten.view.default(addmm_38, [2, 8, 64]);  addmm_38 = None
    mul_36 = torch.ops.aten.mul.Tensor(view_128, 0.5)
    mul_62 = torch.ops.aten.mul.Tensor(view_198, mul_36);  mul_36 = None
    add_40 = torch.ops.aten.add.Tensor(tanh_9, 1.0)
    mul_63 = torch.ops.aten.mul.Tensor(view_198, add_40);  view_198 = add_40 = None
    detach_19 = torch.ops.aten.detach.default(tanh_9);  tanh_9 = None
    detach_28 = torch.ops.aten.detach.default(detach_19);  detach_19 = None
    tanh_backward_2 = torch.ops.aten.tanh_backward.default(mul_62, detach_28);  mul_62 = detach_28 = None
    mul_64 = torch.ops.aten.mul.Tensor(tanh_backward_2, 0.7978845608028654);  tanh_backward_2 = None
    mul_65 = torch.ops.aten.mul.Tensor(mul_64, 0.044715)
    pow_15 = torch.ops.aten.pow.Tensor_Scalar(view_128, 2.0);  view_128 = None
    mul_66 = torch.ops.aten.mul.Scalar(pow_15, 3.0);  pow_15 = None
    mul_67 = torch.ops.aten.mul.Tensor(mul_65, mul_66);  mul_65 = mul_66 = None
    add_58 = torch.ops.aten.add.Tensor(mul_64, mul_67);  mul_64 = mul_67 = None
    mul_68 = torch.ops.aten.mul.Tensor(mul_63, 0.5);  mul_63 = None
    add_59 = torch.ops.aten.add.Tensor(add_58, mul_68);  add_58 = mul_68 = None
    view_199 = torch.ops.aten.view.default(add_59, [16, 64]);  add_59 = None
    t_23 = torch.ops.aten.t.default(primals_121);  primals_121 = None
    mm_21 = torch.ops.aten.mm.default(view_199, t_23);  t_23 = None
    mm_22 = torch.ops.aten.mm.default(t_24, view_199);  t_24 = None
    sum_10 = torch.ops.aten.sum.dim_IntList(view_199, [0], True);  view_199 = None
    view_200 = torch.ops.aten.view.default(sum_10, [64]);  sum_10 = None
    view_201 = torch.ops.aten.view.default(mm_21, [2, 8, 16]);  mm_21 = None
    native_layer_norm_backward_5 = torch.ops.aten.native_layer_norm_backward.default(view_201, add_38, [16], getitem_108, getitem_109, primals_118, primals_119, [True, True, True]);  view_201 = add_38 = getitem_108 = getitem_109 = primals_118 = primals_119 = None
    getitem_156 = native_layer_norm_backward_5[0]
    getitem_157 = native_layer_norm_backward_5[1]
    getitem_158 = native_layer_norm_backward_5[2];  native_layer_norm_backward_5 = None
    add_60 = torch.ops.aten.add.Tensor(add_57, getitem_156);  add_57 = getitem_156 = None
    view_202 = torch.ops.aten.view.default(add_60, [16, 16])
    t_25 = torch.ops.aten.t.default(primals_117);  primals_117 = None
    mm_23 = torch.ops.aten.mm.default(view_202, t_25);  t_25 = None
    mm_24 = torch.ops.aten.mm.default(t_26, view_202);  t_26 = None
    sum_11 = torch.ops.aten.sum.dim_IntList(view_202, [0], True);  view_202 = None
    view_203 = torch.ops.aten.view.default(sum_11, [16]);  sum_11 = None
    view_204 = torch.ops.aten.view.default(mm_23, [2, 8, 16]);  mm_23 = None
    view_205 = torch.ops.aten.view.default(view_204, [2, 8, 2, 8]);  view_204 = None
    transpose_56 = torch.ops.aten.transpose.int(view_205, 1, 2);  view_205 = None
    view_206 = torch.ops.aten.view.default(transpose_56, [2, 2, 8, 8]);  transpose_56 = None
    _scaled_dot_product_flash_attention_for_cpu_backward_2 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(view_206, transpose_38, cat_18, cat_19, detach_29, getitem_106, 0.0, True, scale = 0.3535533905932738);  view_206 = transpose_38 = cat_18 = cat_19 = detach_29 = getitem_106 = None
    getitem_159 = _scaled_dot_product_flash_attention_for_cpu_backward_2[0]
    getitem_160 = _scaled_dot_product_flash_attention_for_cpu_backward_2[1]
    getitem_161 = _scaled_dot_product_flash_attention_for_cpu_backward_2[2];  _scaled_dot_product_flash_attention_for_cpu_backward_2 = None
    slice_5 = torch.ops.aten.slice.Tensor(getitem_161, 2, 0, 8);  getitem_161 = None
    slice_6 = torch.ops.aten.slice.Tensor(getitem_160, 2, 0, 8);  getitem_160 = None
    transpose_57 = torch.ops.aten.transpose.int(getitem_159, 1, 2);  getitem_159 = None
    view_207 = torch.ops.aten.view.default(transpose_57, [2, 8, 16]);  transpose_57 = None
    transpose_58 = torch.ops.aten.transpose.int(slice_5, 1, 2);  slice_5 = None
    view_208 = torch.ops.aten.view.default(transpose_58, [2, 8, 16]);  transpose_58 = None
    transpose_59 = torch.ops.aten.transpose.int(slice_6, 1, 2);  slice_6 = None
    view_209 = torch.ops.aten.view.default(transpose_59, [2, 8, 16]);  transpose_59 = None
    cat_26 = torch.ops.aten.cat.default([view_207, view_209, view_208], 2);  view_207 = view_209 = view_208 = None
    view_210 = torch.ops.aten.view.default(cat_26, [16, 48]);  cat_26 = None
    t_27 = torch.ops.aten.t.default(primals_115);  primals_115 = None
    mm_25 = torch.ops.aten.mm.default(view_210, t_27);  t_27 = None
    mm_26 = torch.ops.aten.mm.default(t_28, view_210);  t_28 = None
    sum_12 = torch.ops.aten.sum.dim_IntList(view_210, [0], True);  view_210 = None
    view_211 = torch.ops.aten.view.default(sum_12, [48]);  sum_12 = None
    view_212 = torch.ops.aten.view.default(mm_25, [2, 8, 16]);  mm_25 = None
    native_layer_norm_backward_6 = torch.ops.aten.native_layer_norm_backward.default(view_212, add_37, [16], getitem_100, getitem_101, primals_112, primals_113, [True, True, True]);  view_212 = add_37 = getitem_100 = getitem_101 = primals_112 = primals_113 = None
    getitem_162 = native_layer_norm_backward_6[0]
    getitem_163 = native_layer_norm_backward_6[1]
    getitem_164 = native_layer_norm_backward_6[2];  native_layer_norm_backward_6 = None
    add_61 = torch.ops.aten.add.Tensor(add_60, getitem_162);  add_60 = getitem_162 = None
    view_213 = torch.ops.aten.view.default(add_61, [16, 16])
    t_29 = torch.ops.aten.t.default(primals_111);  primals_111 = None
    mm_27 = torch.ops.aten.mm.default(view_213, t_29);  t_29 = None
    mm_28 = torch.ops.aten.mm.default(t_30, view_213);  t_30 = None
    sum_13 = torch.ops.aten.sum.dim_IntList(view_213, [0], True);  view_213 = None
    view_214 = torch.ops.aten.view.default(sum_13, [16]);  sum_13 = None
    view_215 = torch.ops.aten.view.default(mm_27, [2, 8, 64]);  mm_27 = None
    view_115 = torch.ops.aten.view.default(addmm_34, [2, 8, 64]);  addmm_34 = None
    mul_32 = torch.ops.aten.mul.Tensor(view_115, 0.5)
    mul_69 = torch.ops.aten.mul.Tensor(view_215, mul_32);  mul_32 = None
    add_36 = torch.ops.aten.add.Tensor(tanh_8, 1.0)
    mul_70 = torch.ops.aten.mul.Tensor(view_215, add_36);  view_215 = add_36 = None
    detach_17 = torch.ops.aten.detach.default(tanh_8);  tanh_8 = None
    detach_30 = torch.ops.aten.detach.default(detach_17);  detach_17 = None
    tanh_backward_3 = torch.ops.aten.tanh_backward.default(mul_69, detach_30);  mul_69 = detach_30 = None
    mul_71 = torch.ops.aten.mul.Tensor(tanh_backward_3, 0.7978845608028654);  tanh_backward_3 = None
    mul_72 = torch.ops.aten.mul.Tensor(mul_71, 0.044715)
    pow_16 = torch.ops.aten.pow.Tensor_Scalar(view_115, 2.0);  view_115 = None
    mul_73 = torch.ops.aten.mul.Scalar(pow_16, 3.0);  pow_16 = None
    mul_74 = torch.ops.aten.mul.Tensor(mul_72, mul_73);  mul_72 = mul_73 = None
    add_62 = torch.ops.aten.add.Tensor(mul_71, mul_74);  mul_71 = mul_74 = None
    mul_75 = torch.ops.aten.mul.Tensor(mul_70, 0.5);  mul_70 = None
    add_63 = torch.ops.aten.add.Tensor(add_62, mul_75);  add_62 = mul_75 = None
    view_216 = torch.ops.aten.view.default(add_63, [16, 64]);  add_63 = None
    t_31 = torch.ops.aten.t.default(primals_109);  primals_109 = None
    mm_29 = torch.ops.aten.mm.default(view_216, t_31);  t_31 = None
    mm_30 = torch.ops.aten.mm.default(t_32, view_216);  t_32 = None
    sum_14 = torch.ops.aten.sum.dim_IntList(view_216, [0], True);  view_216 = None
    view_217 = torch.ops.aten.view.default(sum_14, [64]);  sum_14 = None
    view_218 = torch.ops.aten.view.default(mm_29, [2, 8, 16]);  mm_29 = None
    native_layer_norm_backward_7 = torch.ops.aten.native_layer_norm_backward.default(view_218, add_34, [16], getitem_97, getitem_98, primals_106, primals_107, [True, True, True]);  view_218 = add_34 = getitem_97 = getitem_98 = primals_106 = primals_107 = None
    getitem_165 = native_layer_norm_backward_7[0]
    getitem_166 = native_layer_norm_backward_7[1]
    getitem_167 = native_layer_norm_backward_7[2];  native_layer_norm_backward_7 = None
    add_64 = torch.ops.aten.add.Tensor(add_61, getitem_165);  add_61 = getitem_165 = None
    view_219 = torch.ops.aten.view.default(add_64, [16, 16])
    t_33 = torch.ops.aten.t.default(primals_105);  primals_105 = None
    mm_31 = torch.ops.aten.mm.default(view_219, t_33);  t_33 = None
    mm_32 = torch.ops.aten.mm.default(t_34, view_219);  t_34 = None
    sum_15 = torch.ops.aten.sum.dim_IntList(view_219, [0], True);  view_219 = None
    view_220 = torch.ops.aten.view.default(sum_15, [16]);  sum_15 = None
    view_221 = torch.ops.aten.view.default(mm_31, [2, 8, 16]);  mm_31 = None
    view_222 = torch.ops.aten.view.default(view_221, [2, 8, 2, 8]);  view_221 = None
    transpose_60 = torch.ops.aten.transpose.int(view_222, 1, 2);  view_222 = None
    view_223 = torch.ops.aten.view.default(transpose_60, [2, 2, 8, 8]);  transpose_60 = None
    _scaled_dot_product_flash_attention_for_cpu_backward_3 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(view_223, transpose_34, cat_16, cat_17, detach_31, getitem_95, 0.0, True, scale = 0.3535533905932738);  view_223 = transpose_34 = cat_16 = cat_17 = detach_31 = getitem_95 = None
    getitem_168 = _scaled_dot_product_flash_attention_for_cpu_backward_3[0]
    getitem_169 = _scaled_dot_product_flash_attention_for_cpu_backward_3[1]
    getitem_170 = _scaled_dot_product_flash_attention_for_cpu_backward_3[2];  _scaled_dot_product_flash_attention_for_cpu_backward_3 = None
    slice_7 = torch.ops.aten.slice.Tensor(getitem_170, 2, 0, 8);  getitem_170 = None
    slice_8 = torch.ops.aten.slice.Tensor(getitem_169, 2, 0, 8);  getitem_169 = None
    transpose_61 = torch.ops.aten.transpose.int(getitem_168, 1, 2);  getitem_168 = None
    view_224 = torch.ops.aten.view.default(transpose_61, [2, 8, 16]);  transpose_61 = None
    transpose_62 = torch.ops.aten.transpose.int(slice_7, 1, 2);  slice_7 = None
    view_225 = torch.ops.aten.view.default(transpose_62, [2, 8, 16]);  transpose_62 = None
    transpose_63 = torch.ops.aten.transpose.int(slice_8, 1, 2);  slice_8 = None
    view_226 = torch.ops.aten.view.default(transpose_63, [2, 8, 16]);  transpose_63 = None
    cat_27 = torch.ops.aten.cat.default([view_224, view_226, view_225], 2);  view_224 = view_226 = view_225 = None
    view_227 = torch.ops.aten.view.default(cat_27, [16, 48]);  cat_27 = None
    t_35 = torch.ops.aten.t.default(primals_103);  primals_103 = None
    mm_33 = torch.ops.aten.mm.default(view_227, t_35);  t_35 = None
    mm_34 = torch.ops.aten.mm.default(t_36, view_227);  t_36 = None
    sum_16 = torch.ops.aten.sum.dim_IntList(view_227, [0], True);  view_227 = None
    view_228 = torch.ops.aten.view.default(sum_16, [48]);  sum_16 = None
    view_229 = torch.ops.aten.view.default(mm_33, [2, 8, 16]);  mm_33 = None
    native_layer_norm_backward_8 = torch.ops.aten.native_layer_norm_backward.default(view_229, add_33, [16], getitem_89, getitem_90, primals_100, primals_101, [True, True, True]);  view_229 = add_33 = getitem_89 = getitem_90 = primals_100 = primals_101 = None
    getitem_171 = native_layer_norm_backward_8[0]
    getitem_172 = native_layer_norm_backward_8[1]
    getitem_173 = native_layer_norm_backward_8[2];  native_layer_norm_backward_8 = None
    add_65 = torch.ops.aten.add.Tensor(add_64, getitem_171);  add_64 = getitem_171 = None
    view_230 = torch.ops.aten.view.default(add_65, [16, 16])
    t_37 = torch.ops.aten.t.default(primals_99);  primals_99 = None
    mm_35 = torch.ops.aten.mm.default(view_230, t_37);  t_37 = None
    mm_36 = torch.ops.aten.mm.default(t_38, view_230);  t_38 = None
    sum_17 = torch.ops.aten.sum.dim_IntList(view_230, [0], True);  view_230 = None
    view_231 = torch.ops.aten.view.default(sum_17, [16]);  sum_17 = None
    view_232 = torch.ops.aten.view.default(mm_35, [2, 8, 64]);  mm_35 = None
    view_102 = torch.ops.aten.view.default(addmm_30, [2, 8, 64]);  addmm_30 = None
    mul_28 = torch.ops.aten.mul.Tensor(view_102, 0.5)
    mul_76 = torch.ops.aten.mul.Tensor(view_232, mul_28);  mul_28 = None
    add_32 = torch.ops.aten.add.Tensor(tanh_7, 1.0)
    mul_77 = torch.ops.aten.mul.Tensor(view_232, add_32);  view_232 = add_32 = None
    detach_15 = torch.ops.aten.detach.default(tanh_7);  tanh_7 = None
    detach_32 = torch.ops.aten.detach.default(detach_15);  detach_15 = None
    tanh_backward_4 = torch.ops.aten.tanh_backward.default(mul_76, detach_32);  mul_76 = detach_32 = None
    mul_78 = torch.ops.aten.mul.Tensor(tanh_backward_4, 0.7978845608028654);  tanh_backward_4 = None
    mul_79 = torch.ops.aten.mul.Tensor(mul_78, 0.044715)
    pow_17 = torch.ops.aten.pow.Tensor_Scalar(view_102, 2.0);  view_102 = None
    mul_80 = torch.ops.aten.mul.Scalar(pow_17, 3.0);  pow_17 = None
    mul_81 = torch.ops.aten.mul.Tensor(mul_79, mul_80);  mul_79 = mul_80 = None
    add_66 = torch.ops.aten.add.Tensor(mul_78, mul_81);  mul_78 = mul_81 = None
    mul_82 = torch.ops.aten.mul.Tensor(mul_77, 0.5);  mul_77 = None
    add_67 = torch.ops.aten.add.Tensor(add_66, mul_82);  add_66 = mul_82 = None
    view_233 = torch.ops.aten.view.default(add_67, [16, 64]);  add_67 = None
    t_39 = torch.ops.aten.t.default(primals_97);  primals_97 = None
    mm_37 = torch.ops.aten.mm.default(view_233, t_39);  t_39 = None
    mm_38 = torch.ops.aten.mm.default(t_40, view_233);  t_40 = None
    sum_18 = torch.ops.aten.sum.dim_IntList(view_233, [0], True);  view_233 = None
    view_234 = torch.ops.aten.view.default(sum_18, [64]);  sum_18 = None
    view_235 = torch.ops.aten.view.default(mm_37, [2, 8, 16]);  mm_37 = None
    native_layer_norm_backward_9 = torch.ops.aten.native_layer_norm_backward.default(view_235, add_30, [16], getitem_86, getitem_87, primals_94, primals_95, [True, True, True]);  view_235 = add_30 = getitem_86 = getitem_87 = primals_94 = primals_95 = None
    getitem_174 = native_layer_norm_backward_9[0]
    getitem_175 = native_layer_norm_backward_9[1]
    getitem_176 = native_layer_norm_backward_9[2];  native_layer_norm_backward_9 = None
    add_68 = torch.ops.aten.add.Tensor(add_65, getitem_174);  add_65 = getitem_174 = None
    view_236 = torch.ops.aten.view.default(add_68, [16, 16])
    t_41 = torch.ops.aten.t.default(primals_93);  primals_93 = None
    mm_39 = torch.ops.aten.mm.default(view_236, t_41);  t_41 = None
    mm_40 = torch.ops.aten.mm.default(t_42, view_236);  t_42 = None
    sum_19 = torch.ops.aten.sum.dim_IntList(view_236, [0], True);  view_236 = None
    view_237 = torch.ops.aten.view.default(sum_19, [16]);  sum_19 = None
    view_238 = torch.ops.aten.view.default(mm_39, [2, 8, 16]);  mm_39 = None
    view_239 = torch.ops.aten.view.default(view_238, [2, 8, 2, 8]);  view_238 = None
    transpose_64 = torch.ops.aten.transpose.int(view_239, 1, 2);  view_239 = None
    view_240 = torch.ops.aten.view.default(transpose_64, [2, 2, 8, 8]);  transpose_64 = None
    _scaled_dot_product_flash_attention_for_cpu_backward_4 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(view_240, transpose_30, cat_14, cat_15, detach_33, getitem_84, 0.0, True, scale = 0.3535533905932738);  view_240 = transpose_30 = cat_14 = cat_15 = detach_33 = getitem_84 = None
    getitem_177 = _scaled_dot_product_flash_attention_for_cpu_backward_4[0]
    getitem_178 = _scaled_dot_product_flash_attention_for_cpu_backward_4[1]
    getitem_179 = _scaled_dot_product_flash_attention_for_cpu_backward_4[2];  _scaled_dot_product_flash_attention_for_cpu_backward_4 = None
    slice_9 = torch.ops.aten.slice.Tensor(getitem_179, 2, 0, 8);  getitem_179 = None
    slice_10 = torch.ops.aten.slice.Tensor(getitem_178, 2, 0, 8);  getitem_178 = None
    transpose_65 = torch.ops.aten.transpose.int(getitem_177, 1, 2);  getitem_177 = None
    view_241 = torch.ops.aten.view.default(transpose_65, [2, 8, 16]);  transpose_65 = None
    transpose_66 = torch.ops.aten.transpose.int(slice_9, 1, 2);  slice_9 = None
    view_242 = torch.ops.aten.view.default(transpose_66, [2, 8, 16]);  transpose_66 = None
    transpose_67 = torch.ops.aten.transpose.int(slice_10, 1, 2);  slice_10 = None
    view_243 = torch.ops.aten.view.default(transpose_67, [2, 8, 16]);  transpose_67 = None
    cat_28 = torch.ops.aten.cat.default([view_241, view_243, view_242], 2);  view_241 = view_243 = view_242 = None
    view_244 = torch.ops.aten.view.default(cat_28, [16, 48]);  cat_28 = None
    t_43 = torch.ops.aten.t.default(primals_91);  primals_91 = None
    mm_41 = torch.ops.aten.mm.default(view_244, t_43);  t_43 = None
    mm_42 = torch.ops.aten.mm.default(t_44, view_244);  t_44 = None
    sum_20 = torch.ops.aten.sum.dim_IntList(view_244, [0], True);  view_244 = None
    view_245 = torch.ops.aten.view.default(sum_20, [48]);  sum_20 = None
    view_246 = torch.ops.aten.view.default(mm_41, [2, 8, 16]);  mm_41 = None
    native_layer_norm_backward_10 = torch.ops.aten.native_layer_norm_backward.default(view_246, add_29, [16], getitem_78, getitem_79, primals_88, primals_89, [True, True, True]);  view_246 = add_29 = getitem_78 = getitem_79 = primals_88 = primals_89 = None
    getitem_180 = native_layer_norm_backward_10[0]
    getitem_181 = native_layer_norm_backward_10[1]
    getitem_182 = native_layer_norm_backward_10[2];  native_layer_norm_backward_10 = None
    add_69 = torch.ops.aten.add.Tensor(add_68, getitem_180);  add_68 = getitem_180 = None
    view_247 = torch.ops.aten.view.default(add_69, [16, 16])
    t_45 = torch.ops.aten.t.default(primals_87);  primals_87 = None
    mm_43 = torch.ops.aten.mm.default(view_247, t_45);  t_45 = None
    mm_44 = torch.ops.aten.mm.default(t_46, view_247);  t_46 = None
    sum_21 = torch.ops.aten.sum.dim_IntList(view_247, [0], True);  view_247 = None
    view_248 = torch.ops.aten.view.default(sum_21, [16]);  sum_21 = None
    view_249 = torch.ops.aten.view.default(mm_43, [2, 8, 64]);  mm_43 = None
    view_89 = torch.ops.aten.view.default(addmm_26, [2, 8, 64]);  addmm_26 = None
    mul_24 = torch.ops.aten.mul.Tensor(view_89, 0.5)
    mul_83 = torch.ops.aten.mul.Tensor(view_249, mul_24);  mul_24 = None
    add_28 = torch.ops.aten.add.Tensor(tanh_6, 1.0)
    mul_84 = torch.ops.aten.mul.Tensor(view_249, add_28);  view_249 = add_28 = None
    detach_13 = torch.ops.aten.detach.default(tanh_6);  tanh_6 = None
    detach_34 = torch.ops.aten.detach.default(detach_13);  detach_13 = None
    tanh_backward_5 = torch.ops.aten.tanh_backward.default(mul_83, detach_34);  mul_83 = detach_34 = None
    mul_85 = torch.ops.aten.mul.Tensor(tanh_backward_5, 0.7978845608028654);  tanh_backward_5 = None
    mul_86 = torch.ops.aten.mul.Tensor(mul_85, 0.044715)
    pow_18 = torch.ops.aten.pow.Tensor_Scalar(view_89, 2.0);  view_89 = None
    mul_87 = torch.ops.aten.mul.Scalar(pow_18, 3.0);  pow_18 = None
    mul_88 = torch.ops.aten.mul.Tensor(mul_86, mul_87);  mul_86 = mul_87 = None
    add_70 = torch.ops.aten.add.Tensor(mul_85, mul_88);  mul_85 = mul_88 = None
    mul_89 = torch.ops.aten.mul.Tensor(mul_84, 0.5);  mul_84 = None
    add_71 = torch.ops.aten.add.Tensor(add_70, mul_89);  add_70 = mul_89 = None
    view_250 = torch.ops.aten.view.default(add_71, [16, 64]);  add_71 = None
    t_47 = torch.ops.aten.t.default(primals_85);  primals_85 = None
    mm_45 = torch.ops.aten.mm.default(view_250, t_47);  t_47 = None
    mm_46 = torch.ops.aten.mm.default(t_48, view_250);  t_48 = None
    sum_22 = torch.ops.aten.sum.dim_IntList(view_250, [0], True);  view_250 = None
    view_251 = torch.ops.aten.view.default(sum_22, [64]);  sum_22 = None
    view_252 = torch.ops.aten.view.default(mm_45, [2, 8, 16]);  mm_45 = None
    native_layer_norm_backward_11 = torch.ops.aten.native_layer_norm_backward.default(view_252, add_26, [16], getitem_75, getitem_76, primals_82, primals_83, [True, True, True]);  view_252 = add_26 = getitem_75 = getitem_76 = primals_82 = primals_83 = None
    getitem_183 = native_layer_norm_backward_11[0]
    getitem_184 = native_layer_norm_backward_11[1]
    getitem_185 = native_layer_norm_backward_11[2];  native_layer_norm_backward_11 = None
    add_72 = torch.ops.aten.add.Tensor(add_69, getitem_183);  add_69 = getitem_183 = None
    view_253 = torch.ops.aten.view.default(add_72, [16, 16])
    t_49 = torch.ops.aten.t.default(primals_81);  primals_81 = None
    mm_47 = torch.ops.aten.mm.default(view_253, t_49);  t_49 = None
    mm_48 = torch.ops.aten.mm.default(t_50, view_253);  t_50 = None
    sum_23 = torch.ops.aten.sum.dim_IntList(view_253, [0], True);  view_253 = None
    view_254 = torch.ops.aten.view.default(sum_23, [16]);  sum_23 = None
    view_255 = torch.ops.aten.view.default(mm_47, [2, 8, 16]);  mm_47 = None
    view_256 = torch.ops.aten.view.default(view_255, [2, 8, 2, 8]);  view_255 = None
    transpose_68 = torch.ops.aten.transpose.int(view_256, 1, 2);  view_256 = None
    view_257 = torch.ops.aten.view.default(transpose_68, [2, 2, 8, 8]);  transpose_68 = None
    _scaled_dot_product_flash_attention_for_cpu_backward_5 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(view_257, transpose_26, cat_12, cat_13, detach_35, getitem_73, 0.0, True, scale = 0.3535533905932738);  view_257 = transpose_26 = cat_12 = cat_13 = detach_35 = getitem_73 = None
    getitem_186 = _scaled_dot_product_flash_attention_for_cpu_backward_5[0]
    getitem_187 = _scaled_dot_product_flash_attention_for_cpu_backward_5[1]
    getitem_188 = _scaled_dot_product_flash_attention_for_cpu_backward_5[2];  _scaled_dot_product_flash_attention_for_cpu_backward_5 = None
    slice_11 = torch.ops.aten.slice.Tensor(getitem_188, 2, 0, 8);  getitem_188 = None
    slice_12 = torch.ops.aten.slice.Tensor(getitem_187, 2, 0, 8);  getitem_187 = None
    transpose_69 = torch.ops.aten.transpose.int(getitem_186, 1, 2);  getitem_186 = None
    view_258 = torch.ops.aten.view.default(transpose_69, [2, 8, 16]);  transpose_69 = None
    transpose_70 = torch.ops.aten.transpose.int(slice_11, 1, 2);  slice_11 = None
    view_259 = torch.ops.aten.view.default(transpose_70, [2, 8, 16]);  transpose_70 = None
    transpose_71 = torch.ops.aten.transpose.int(slice_12, 1, 2);  slice_12 = None
    view_260 = torch.ops.aten.view.default(transpose_71, [2, 8, 16]);  transpose_71 = None
    cat_29 = torch.ops.aten.cat.default([view_258, view_260, view_259], 2);  view_258 = view_260 = view_259 = None
    view_261 = torch.ops.aten.view.default(cat_29, [16, 48]);  cat_29 = None
    t_51 = torch.ops.aten.t.default(primals_79);  primals_79 = None
    mm_49 = torch.ops.aten.mm.default(view_261, t_51);  t_51 = None
    mm_50 = torch.ops.aten.mm.default(t_52, view_261);  t_52 = None
    sum_24 = torch.ops.aten.sum.dim_IntList(view_261, [0], True);  view_261 = None
    view_262 = torch.ops.aten.view.default(sum_24, [48]);  sum_24 = None
    view_263 = torch.ops.aten.view.default(mm_49, [2, 8, 16]);  mm_49 = None
    native_layer_norm_backward_12 = torch.ops.aten.native_layer_norm_backward.default(view_263, add_25, [16], getitem_67, getitem_68, primals_76, primals_77, [True, True, True]);  view_263 = add_25 = getitem_67 = getitem_68 = primals_76 = primals_77 = None
    getitem_189 = native_layer_norm_backward_12[0]
    getitem_190 = native_layer_norm_backward_12[1]
    getitem_191 = native_layer_norm_backward_12[2];  native_layer_norm_backward_12 = None
    add_73 = torch.ops.aten.add.Tensor(add_72, getitem_189);  add_72 = getitem_189 = None
    view_264 = torch.ops.aten.view.default(add_73, [16, 16])
    t_53 = torch.ops.aten.t.default(primals_75);  primals_75 = None
    mm_51 = torch.ops.aten.mm.default(view_264, t_53);  t_53 = None
    mm_52 = torch.ops.aten.mm.default(t_54, view_264);  t_54 = None
    sum_25 = torch.ops.aten.sum.dim_IntList(view_264, [0], True);  view_264 = None
    view_265 = torch.ops.aten.view.default(sum_25, [16]);  sum_25 = None
    view_266 = torch.ops.aten.view.default(mm_51, [2, 8, 64]);  mm_51 = None
    view_76 = torch.ops.aten.view.default(addmm_22, [2, 8, 64]);  addmm_22 = None
    mul_20 = torch.ops.aten.mul.Tensor(view_76, 0.5)
    mul_90 = torch.ops.aten.mul.Tensor(view_266, mul_20);  mul_20 = None
    add_24 = torch.ops.aten.add.Tensor(tanh_5, 1.0)
    mul_91 = torch.ops.aten.mul.Tensor(view_266, add_24);  view_266 = add_24 = None
    detach_11 = torch.ops.aten.detach.default(tanh_5);  tanh_5 = None
    detach_36 = torch.ops.aten.detach.default(detach_11);  detach_11 = None
    tanh_backward_6 = torch.ops.aten.tanh_backward.default(mul_90, detach_36);  mul_90 = detach_36 = None
    mul_92 = torch.ops.aten.mul.Tensor(tanh_backward_6, 0.7978845608028654);  tanh_backward_6 = None
    mul_93 = torch.ops.aten.mul.Tensor(mul_92, 0.044715)
    pow_19 = torch.ops.aten.pow.Tensor_Scalar(view_76, 2.0);  view_76 = None
    mul_94 = torch.ops.aten.mul.Scalar(pow_19, 3.0);  pow_19 = None
    mul_95 = torch.ops.aten.mul.Tensor(mul_93, mul_94);  mul_93 = mul_94 = None
    add_74 = torch.ops.aten.add.Tensor(mul_92, mul_95);  mul_92 = mul_95 = None
    mul_96 = torch.ops.aten.mul.Tensor(mul_91, 0.5);  mul_91 = None
    add_75 = torch.ops.aten.add.Tensor(add_74, mul_96);  add_74 = mul_96 = None
    view_267 = torch.ops.aten.view.default(add_75, [16, 64]);  add_75 = None
    t_55 = torch.ops.aten.t.default(primals_73);  primals_73 = None
    mm_53 = torch.ops.aten.mm.default(view_267, t_55);  t_55 = None
    mm_54 = torch.ops.aten.mm.default(t_56, view_267);  t_56 = None
    sum_26 = torch.ops.aten.sum.dim_IntList(view_267, [0], True);  view_267 = None
    view_268 = torch.ops.aten.view.default(sum_26, [64]);  sum_26 = None
    view_269 = torch.ops.aten.view.default(mm_53, [2, 8, 16]);  mm_53 = None
    native_layer_norm_backward_13 = torch.ops.aten.native_layer_norm_backward.default(view_269, add_22, [16], getitem_64, getitem_65, primals_70, primals_71, [True, True, True]);  view_269 = add_22 = getitem_64 = getitem_65 = primals_70 = primals_71 = None
    getitem_192 = native_layer_norm_backward_13[0]
    getitem_193 = native_layer_norm_backward_13[1]
    getitem_194 = native_layer_norm_backward_13[2];  native_layer_norm_backward_13 = None
    add_76 = torch.ops.aten.add.Tensor(add_73, getitem_192);  add_73 = getitem_192 = None
    view_270 = torch.ops.aten.view.default(add_76, [16, 16])
    t_57 = torch.ops.aten.t.default(primals_69);  primals_69 = None
    mm_55 = torch.ops.aten.mm.default(view_270, t_57);  t_57 = None
    mm_56 = torch.ops.aten.mm.default(t_58, view_270);  t_58 = None
    sum_27 = torch.ops.aten.sum.dim_IntList(view_270, [0], True);  view_270 = None
    view_271 = torch.ops.aten.view.default(sum_27, [16]);  sum_27 = None
    view_272 = torch.ops.aten.view.default(mm_55, [2, 8, 16]);  mm_55 = None
    view_273 = torch.ops.aten.view.default(view_272, [2, 8, 2, 8]);  view_272 = None
    transpose_72 = torch.ops.aten.transpose.int(view_273, 1, 2);  view_273 = None
    view_274 = torch.ops.aten.view.default(transpose_72, [2, 2, 8, 8]);  transpose_72 = None
    _scaled_dot_product_flash_attention_for_cpu_backward_6 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(view_274, transpose_22, cat_10, cat_11, detach_37, getitem_62, 0.0, True, scale = 0.3535533905932738);  view_274 = transpose_22 = cat_10 = cat_11 = detach_37 = getitem_62 = None
    getitem_195 = _scaled_dot_product_flash_attention_for_cpu_backward_6[0]
    getitem_196 = _scaled_dot_product_flash_attention_for_cpu_backward_6[1]
    getitem_197 = _scaled_dot_product_flash_attention_for_cpu_backward_6[2];  _scaled_dot_product_flash_attention_for_cpu_backward_6 = None
    slice_13 = torch.ops.aten.slice.Tensor(getitem_197, 2, 0, 8);  getitem_197 = None
    slice_14 = torch.ops.aten.slice.Tensor(getitem_196, 2, 0, 8);  getitem_196 = None
    transpose_73 = torch.ops.aten.transpose.int(getitem_195, 1, 2);  getitem_195 = None
    view_275 = torch.ops.aten.view.default(transpose_73, [2, 8, 16]);  transpose_73 = None
    transpose_74 = torch.ops.aten.transpose.int(slice_13, 1, 2);  slice_13 = None
    view_276 = torch.ops.aten.view.default(transpose_74, [2, 8, 16]);  transpose_74 = None
    transpose_75 = torch.ops.aten.transpose.int(slice_14, 1, 2);  slice_14 = None
    view_277 = torch.ops.aten.view.default(transpose_75, [2, 8, 16]);  transpose_75 = None
    cat_30 = torch.ops.aten.cat.default([view_275, view_277, view_276], 2);  view_275 = view_277 = view_276 = None
    view_278 = torch.ops.aten.view.default(cat_30, [16, 48]);  cat_30 = None
    t_59 = torch.ops.aten.t.default(primals_67);  primals_67 = None
    mm_57 = torch.ops.aten.mm.default(view_278, t_59);  t_59 = None
    mm_58 = torch.ops.aten.mm.default(t_60, view_278);  t_60 = None
    sum_28 = torch.ops.aten.sum.dim_IntList(view_278, [0], True);  view_278 = None
    view_279 = torch.ops.aten.view.default(sum_28, [48]);  sum_28 = None
    view_280 = torch.ops.aten.view.default(mm_57, [2, 8, 16]);  mm_57 = None
    native_layer_norm_backward_14 = torch.ops.aten.native_layer_norm_backward.default(view_280, add_21, [16], getitem_56, getitem_57, primals_64, primals_65, [True, True, True]);  view_280 = add_21 = getitem_56 = getitem_57 = primals_64 = primals_65 = None
    getitem_198 = native_layer_norm_backward_14[0]
    getitem_199 = native_layer_norm_backward_14[1]
    getitem_200 = native_layer_norm_backward_14[2];  native_layer_norm_backward_14 = None
    add_77 = torch.ops.aten.add.Tensor(add_76, getitem_198);  add_76 = getitem_198 = None
    view_281 = torch.ops.aten.view.default(add_77, [16, 16])
    t_61 = torch.ops.aten.t.default(primals_63);  primals_63 = None
    mm_59 = torch.ops.aten.mm.default(view_281, t_61);  t_61 = None
    mm_60 = torch.ops.aten.mm.default(t_62, view_281);  t_62 = None
    sum_29 = torch.ops.aten.sum.dim_IntList(view_281, [0], True);  view_281 = None
    view_282 = torch.ops.aten.view.default(sum_29, [16]);  sum_29 = None
    view_283 = torch.ops.aten.view.default(mm_59, [2, 8, 64]);  mm_59 = None
    view_63 = torch.ops.aten.view.default(addmm_18, [2, 8, 64]);  addmm_18 = None
    mul_16 = torch.ops.aten.mul.Tensor(view_63, 0.5)
    mul_97 = torch.ops.aten.mul.Tensor(view_283, mul_16);  mul_16 = None
    add_20 = torch.ops.aten.add.Tensor(tanh_4, 1.0)
    mul_98 = torch.ops.aten.mul.Tensor(view_283, add_20);  view_283 = add_20 = None
    detach_9 = torch.ops.aten.detach.default(tanh_4);  tanh_4 = None
    detach_38 = torch.ops.aten.detach.default(detach_9);  detach_9 = None
    tanh_backward_7 = torch.ops.aten.tanh_backward.default(mul_97, detach_38);  mul_97 = detach_38 = None
    mul_99 = torch.ops.aten.mul.Tensor(tanh_backward_7, 0.7978845608028654);  tanh_backward_7 = None
    mul_100 = torch.ops.aten.mul.Tensor(mul_99, 0.044715)
    pow_20 = torch.ops.aten.pow.Tensor_Scalar(view_63, 2.0);  view_63 = None
    mul_101 = torch.ops.aten.mul.Scalar(pow_20, 3.0);  pow_20 = None
    mul_102 = torch.ops.aten.mul.Tensor(mul_100, mul_101);  mul_100 = mul_101 = None
    add_78 = torch.ops.aten.add.Tensor(mul_99, mul_102);  mul_99 = mul_102 = None
    mul_103 = torch.ops.aten.mul.Tensor(mul_98, 0.5);  mul_98 = None
    add_79 = torch.ops.aten.add.Tensor(add_78, mul_103);  add_78 = mul_103 = None
    view_284 = torch.ops.aten.view.default(add_79, [16, 64]);  add_79 = None
    t_63 = torch.ops.aten.t.default(primals_61);  primals_61 = None
    mm_61 = torch.ops.aten.mm.default(view_284, t_63);  t_63 = None
    mm_62 = torch.ops.aten.mm.default(t_64, view_284);  t_64 = None
    sum_30 = torch.ops.aten.sum.dim_IntList(view_284, [0], True);  view_284 = None
    view_285 = torch.ops.aten.view.default(sum_30, [64]);  sum_30 = None
    view_286 = torch.ops.aten.view.default(mm_61, [2, 8, 16]);  mm_61 = None
    native_layer_norm_backward_15 = torch.ops.aten.native_layer_norm_backward.default(view_286, add_18, [16], getitem_53, getitem_54, primals_58, primals_59, [True, True, True]);  view_286 = add_18 = getitem_53 = getitem_54 = primals_58 = primals_59 = None
    getitem_201 = native_layer_norm_backward_15[0]
    getitem_202 = native_layer_norm_backward_15[1]
    getitem_203 = native_layer_norm_backward_15[2];  native_layer_norm_backward_15 = None
    add_80 = torch.ops.aten.add.Tensor(add_77, getitem_201);  add_77 = getitem_201 = None
    view_287 = torch.ops.aten.view.default(add_80, [16, 16])
    t_65 = torch.ops.aten.t.default(primals_57);  primals_57 = None
    mm_63 = torch.ops.aten.mm.default(view_287, t_65);  t_65 = None
    mm_64 = torch.ops.aten.mm.default(t_66, view_287);  t_66 = None
    sum_31 = torch.ops.aten.sum.dim_IntList(view_287, [0], True);  view_287 = None
    view_288 = torch.ops.aten.view.default(sum_31, [16]);  sum_31 = None
    view_289 = torch.ops.aten.view.default(mm_63, [2, 8, 16]);  mm_63 = None
    view_290 = torch.ops.aten.view.default(view_289, [2, 8, 2, 8]);  view_289 = None
    transpose_76 = torch.ops.aten.transpose.int(view_290, 1, 2);  view_290 = None
    view_291 = torch.ops.aten.view.default(transpose_76, [2, 2, 8, 8]);  transpose_76 = None
    _scaled_dot_product_flash_attention_for_cpu_backward_7 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(view_291, transpose_18, cat_8, cat_9, detach_39, getitem_51, 0.0, True, scale = 0.3535533905932738);  view_291 = transpose_18 = cat_8 = cat_9 = detach_39 = getitem_51 = None
    getitem_204 = _scaled_dot_product_flash_attention_for_cpu_backward_7[0]
    getitem_205 = _scaled_dot_product_flash_attention_for_cpu_backward_7[1]
    getitem_206 = _scaled_dot_product_flash_attention_for_cpu_backward_7[2];  _scaled_dot_product_flash_attention_for_cpu_backward_7 = None
    slice_15 = torch.ops.aten.slice.Tensor(getitem_206, 2, 0, 8);  getitem_206 = None
    slice_16 = torch.ops.aten.slice.Tensor(getitem_205, 2, 0, 8);  getitem_205 = None
    transpose_77 = torch.ops.aten.transpose.int(getitem_204, 1, 2);  getitem_204 = None
    view_292 = torch.ops.aten.view.default(transpose_77, [2, 8, 16]);  transpose_77 = None
    transpose_78 = torch.ops.aten.transpose.int(slice_15, 1, 2);  slice_15 = None
    view_293 = torch.ops.aten.view.default(transpose_78, [2, 8, 16]);  transpose_78 = None
    transpose_79 = torch.ops.aten.transpose.int(slice_16, 1, 2);  slice_16 = None
    view_294 = torch.ops.aten.view.default(transpose_79, [2, 8, 16]);  transpose_79 = None
    cat_31 = torch.ops.aten.cat.default([view_292, view_294, view_293], 2);  view_292 = view_294 = view_293 = None
    view_295 = torch.ops.aten.view.default(cat_31, [16, 48]);  cat_31 = None
    t_67 = torch.ops.aten.t.default(primals_55);  primals_55 = None
    mm_65 = torch.ops.aten.mm.default(view_295, t_67);  t_67 = None
    mm_66 = torch.ops.aten.mm.default(t_68, view_295);  t_68 = None
    sum_32 = torch.ops.aten.sum.dim_IntList(view_295, [0], True);  view_295 = None
    view_296 = torch.ops.aten.view.default(sum_32, [48]);  sum_32 = None
    view_297 = torch.ops.aten.view.default(mm_65, [2, 8, 16]);  mm_65 = None
    native_layer_norm_backward_16 = torch.ops.aten.native_layer_norm_backward.default(view_297, add_17, [16], getitem_45, getitem_46, primals_52, primals_53, [True, True, True]);  view_297 = add_17 = getitem_45 = getitem_46 = primals_52 = primals_53 = None
    getitem_207 = native_layer_norm_backward_16[0]
    getitem_208 = native_layer_norm_backward_16[1]
    getitem_209 = native_layer_norm_backward_16[2];  native_layer_norm_backward_16 = None
    add_81 = torch.ops.aten.add.Tensor(add_80, getitem_207);  add_80 = getitem_207 = None
    view_298 = torch.ops.aten.view.default(add_81, [16, 16])
    t_69 = torch.ops.aten.t.default(primals_51);  primals_51 = None
    mm_67 = torch.ops.aten.mm.default(view_298, t_69);  t_69 = None
    mm_68 = torch.ops.aten.mm.default(t_70, view_298);  t_70 = None
    sum_33 = torch.ops.aten.sum.dim_IntList(view_298, [0], True);  view_298 = None
    view_299 = torch.ops.aten.view.default(sum_33, [16]);  sum_33 = None
    view_300 = torch.ops.aten.view.default(mm_67, [2, 8, 64]);  mm_67 = None
    view_50 = torch.ops.aten.view.default(addmm_14, [2, 8, 64]);  addmm_14 = None
    mul_12 = torch.ops.aten.mul.Tensor(view_50, 0.5)
    mul_104 = torch.ops.aten.mul.Tensor(view_300, mul_12);  mul_12 = None
    add_16 = torch.ops.aten.add.Tensor(tanh_3, 1.0)
    mul_105 = torch.ops.aten.mul.Tensor(view_300, add_16);  view_300 = add_16 = None
    detach_7 = torch.ops.aten.detach.default(tanh_3);  tanh_3 = None
    detach_40 = torch.ops.aten.detach.default(detach_7);  detach_7 = None
    tanh_backward_8 = torch.ops.aten.tanh_backward.default(mul_104, detach_40);  mul_104 = detach_40 = None
    mul_106 = torch.ops.aten.mul.Tensor(tanh_backward_8, 0.7978845608028654);  tanh_backward_8 = None
    mul_107 = torch.ops.aten.mul.Tensor(mul_106, 0.044715)
    pow_21 = torch.ops.aten.pow.Tensor_Scalar(view_50, 2.0);  view_50 = None
    mul_108 = torch.ops.aten.mul.Scalar(pow_21, 3.0);  pow_21 = None
    mul_109 = torch.ops.aten.mul.Tensor(mul_107, mul_108);  mul_107 = mul_108 = None
    add_82 = torch.ops.aten.add.Tensor(mul_106, mul_109);  mul_106 = mul_109 = None
    mul_110 = torch.ops.aten.mul.Tensor(mul_105, 0.5);  mul_105 = None
    add_83 = torch.ops.aten.add.Tensor(add_82, mul_110);  add_82 = mul_110 = None
    view_301 = torch.ops.aten.view.default(add_83, [16, 64]);  add_83 = None
    t_71 = torch.ops.aten.t.default(primals_49);  primals_49 = None
    mm_69 = torch.ops.aten.mm.default(view_301, t_71);  t_71 = None
    mm_70 = torch.ops.aten.mm.default(t_72, view_301);  t_72 = None
    sum_34 = torch.ops.aten.sum.dim_IntList(view_301, [0], True);  view_301 = None
    view_302 = torch.ops.aten.view.default(sum_34, [64]);  sum_34 = None
    view_303 = torch.ops.aten.view.default(mm_69, [2, 8, 16]);  mm_69 = None
    native_layer_norm_backward_17 = torch.ops.aten.native_layer_norm_backward.default(view_303, add_14, [16], getitem_42, getitem_43, primals_46, primals_47, [True, True, True]);  view_303 = add_14 = getitem_42 = getitem_43 = primals_46 = primals_47 = None
    getitem_210 = native_layer_norm_backward_17[0]
    getitem_211 = native_layer_norm_backward_17[1]
    getitem_212 = native_layer_norm_backward_17[2];  native_layer_norm_backward_17 = None
    add_84 = torch.ops.aten.add.Tensor(add_81, getitem_210);  add_81 = getitem_210 = None
    view_304 = torch.ops.aten.view.default(add_84, [16, 16])
    t_73 = torch.ops.aten.t.default(primals_45);  primals_45 = None
    mm_71 = torch.ops.aten.mm.default(view_304, t_73);  t_73 = None
    mm_72 = torch.ops.aten.mm.default(t_74, view_304);  t_74 = None
    sum_35 = torch.ops.aten.sum.dim_IntList(view_304, [0], True);  view_304 = None
    view_305 = torch.ops.aten.view.default(sum_35, [16]);  sum_35 = None
    view_306 = torch.ops.aten.view.default(mm_71, [2, 8, 16]);  mm_71 = None
    view_307 = torch.ops.aten.view.default(view_306, [2, 8, 2, 8]);  view_306 = None
    transpose_80 = torch.ops.aten.transpose.int(view_307, 1, 2);  view_307 = None
    view_308 = torch.ops.aten.view.default(transpose_80, [2, 2, 8, 8]);  transpose_80 = None
    _scaled_dot_product_flash_attention_for_cpu_backward_8 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(view_308, transpose_14, cat_6, cat_7, detach_41, getitem_40, 0.0, True, scale = 0.3535533905932738);  view_308 = transpose_14 = cat_6 = cat_7 = detach_41 = getitem_40 = None
    getitem_213 = _scaled_dot_product_flash_attention_for_cpu_backward_8[0]
    getitem_214 = _scaled_dot_product_flash_attention_for_cpu_backward_8[1]
    getitem_215 = _scaled_dot_product_flash_attention_for_cpu_backward_8[2];  _scaled_dot_product_flash_attention_for_cpu_backward_8 = None
    slice_17 = torch.ops.aten.slice.Tensor(getitem_215, 2, 0, 8);  getitem_215 = None
    slice_18 = torch.ops.aten.slice.Tensor(getitem_214, 2, 0, 8);  getitem_214 = None
    transpose_81 = torch.ops.aten.transpose.int(getitem_213, 1, 2);  getitem_213 = None
    view_309 = torch.ops.aten.view.default(transpose_81, [2, 8, 16]);  transpose_81 = None
    transpose_82 = torch.ops.aten.transpose.int(slice_17, 1, 2);  slice_17 = None
    view_310 = torch.ops.aten.view.default(transpose_82, [2, 8, 16]);  transpose_82 = None
    transpose_83 = torch.ops.aten.transpose.int(slice_18, 1, 2);  slice_18 = None
    view_311 = torch.ops.aten.view.default(transpose_83, [2, 8, 16]);  transpose_83 = None
    cat_32 = torch.ops.aten.cat.default([view_309, view_311, view_310], 2);  view_309 = view_311 = view_310 = None
    view_312 = torch.ops.aten.view.default(cat_32, [16, 48]);  cat_32 = None
    t_75 = torch.ops.aten.t.default(primals_43);  primals_43 = None
    mm_73 = torch.ops.aten.mm.default(view_312, t_75);  t_75 = None
    mm_74 = torch.ops.aten.mm.default(t_76, view_312);  t_76 = None
    sum_36 = torch.ops.aten.sum.dim_IntList(view_312, [0], True);  view_312 = None
    view_313 = torch.ops.aten.view.default(sum_36, [48]);  sum_36 = None
    view_314 = torch.ops.aten.view.default(mm_73, [2, 8, 16]);  mm_73 = None
    native_layer_norm_backward_18 = torch.ops.aten.native_layer_norm_backward.default(view_314, add_13, [16], getitem_34, getitem_35, primals_40, primals_41, [True, True, True]);  view_314 = add_13 = getitem_34 = getitem_35 = primals_40 = primals_41 = None
    getitem_216 = native_layer_norm_backward_18[0]
    getitem_217 = native_layer_norm_backward_18[1]
    getitem_218 = native_layer_norm_backward_18[2];  native_layer_norm_backward_18 = None
    add_85 = torch.ops.aten.add.Tensor(add_84, getitem_216);  add_84 = getitem_216 = None
    view_315 = torch.ops.aten.view.default(add_85, [16, 16])
    t_77 = torch.ops.aten.t.default(primals_39);  primals_39 = None
    mm_75 = torch.ops.aten.mm.default(view_315, t_77);  t_77 = None
    mm_76 = torch.ops.aten.mm.default(t_78, view_315);  t_78 = None
    sum_37 = torch.ops.aten.sum.dim_IntList(view_315, [0], True);  view_315 = None
    view_316 = torch.ops.aten.view.default(sum_37, [16]);  sum_37 = None
    view_317 = torch.ops.aten.view.default(mm_75, [2, 8, 64]);  mm_75 = None
    view_37 = torch.ops.aten.view.default(addmm_10, [2, 8, 64]);  addmm_10 = None
    mul_8 = torch.ops.aten.mul.Tensor(view_37, 0.5)
    mul_111 = torch.ops.aten.mul.Tensor(view_317, mul_8);  mul_8 = None
    add_12 = torch.ops.aten.add.Tensor(tanh_2, 1.0)
    mul_112 = torch.ops.aten.mul.Tensor(view_317, add_12);  view_317 = add_12 = None
    detach_5 = torch.ops.aten.detach.default(tanh_2);  tanh_2 = None
    detach_42 = torch.ops.aten.detach.default(detach_5);  detach_5 = None
    tanh_backward_9 = torch.ops.aten.tanh_backward.default(mul_111, detach_42);  mul_111 = detach_42 = None
    mul_113 = torch.ops.aten.mul.Tensor(tanh_backward_9, 0.7978845608028654);  tanh_backward_9 = None
    mul_114 = torch.ops.aten.mul.Tensor(mul_113, 0.044715)
    pow_22 = torch.ops.aten.pow.Tensor_Scalar(view_37, 2.0);  view_37 = None
    mul_115 = torch.ops.aten.mul.Scalar(pow_22, 3.0);  pow_22 = None
    mul_116 = torch.ops.aten.mul.Tensor(mul_114, mul_115);  mul_114 = mul_115 = None
    add_86 = torch.ops.aten.add.Tensor(mul_113, mul_116);  mul_113 = mul_116 = None
    mul_117 = torch.ops.aten.mul.Tensor(mul_112, 0.5);  mul_112 = None
    add_87 = torch.ops.aten.add.Tensor(add_86, mul_117);  add_86 = mul_117 = None
    view_318 = torch.ops.aten.view.default(add_87, [16, 64]);  add_87 = None
    t_79 = torch.ops.aten.t.default(primals_37);  primals_37 = None
    mm_77 = torch.ops.aten.mm.default(view_318, t_79);  t_79 = None
    mm_78 = torch.ops.aten.mm.default(t_80, view_318);  t_80 = None
    sum_38 = torch.ops.aten.sum.dim_IntList(view_318, [0], True);  view_318 = None
    view_319 = torch.ops.aten.view.default(sum_38, [64]);  sum_38 = None
    view_320 = torch.ops.aten.view.default(mm_77, [2, 8, 16]);  mm_77 = None
    native_layer_norm_backward_19 = torch.ops.aten.native_layer_norm_backward.default(view_320, add_10, [16], getitem_31, getitem_32, primals_34, primals_35, [True, True, True]);  view_320 = add_10 = getitem_31 = getitem_32 = primals_34 = primals_35 = None
    getitem_219 = native_layer_norm_backward_19[0]
    getitem_220 = native_layer_norm_backward_19[1]
    getitem_221 = native_layer_norm_backward_19[2];  native_layer_norm_backward_19 = None
    add_88 = torch.ops.aten.add.Tensor(add_85, getitem_219);  add_85 = getitem_219 = None
    view_321 = torch.ops.aten.view.default(add_88, [16, 16])
    t_81 = torch.ops.aten.t.default(primals_33);  primals_33 = None
    mm_79 = torch.ops.aten.mm.default(view_321, t_81);  t_81 = None
    mm_80 = torch.ops.aten.mm.default(t_82, view_321);  t_82 = None
    sum_39 = torch.ops.aten.sum.dim_IntList(view_321, [0], True);  view_321 = None
    view_322 = torch.ops.aten.view.default(sum_39, [16]);  sum_39 = None
    view_323 = torch.ops.aten.view.default(mm_79, [2, 8, 16]);  mm_79 = None
    view_324 = torch.ops.aten.view.default(view_323, [2, 8, 2, 8]);  view_323 = None
    transpose_84 = torch.ops.aten.transpose.int(view_324, 1, 2);  view_324 = None
    view_325 = torch.ops.aten.view.default(transpose_84, [2, 2, 8, 8]);  transpose_84 = None
    _scaled_dot_product_flash_attention_for_cpu_backward_9 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(view_325, transpose_10, cat_4, cat_5, detach_43, getitem_29, 0.0, True, scale = 0.3535533905932738);  view_325 = transpose_10 = cat_4 = cat_5 = detach_43 = getitem_29 = None
    getitem_222 = _scaled_dot_product_flash_attention_for_cpu_backward_9[0]
    getitem_223 = _scaled_dot_product_flash_attention_for_cpu_backward_9[1]
    getitem_224 = _scaled_dot_product_flash_attention_for_cpu_backward_9[2];  _scaled_dot_product_flash_attention_for_cpu_backward_9 = None
    slice_19 = torch.ops.aten.slice.Tensor(getitem_224, 2, 0, 8);  getitem_224 = None
    slice_20 = torch.ops.aten.slice.Tensor(getitem_223, 2, 0, 8);  getitem_223 = None
    transpose_85 = torch.ops.aten.transpose.int(getitem_222, 1, 2);  getitem_222 = None
    view_326 = torch.ops.aten.view.default(transpose_85, [2, 8, 16]);  transpose_85 = None
    transpose_86 = torch.ops.aten.transpose.int(slice_19, 1, 2);  slice_19 = None
    view_327 = torch.ops.aten.view.default(transpose_86, [2, 8, 16]);  transpose_86 = None
    transpose_87 = torch.ops.aten.transpose.int(slice_20, 1, 2);  slice_20 = None
    view_328 = torch.ops.aten.view.default(transpose_87, [2, 8, 16]);  transpose_87 = None
    cat_33 = torch.ops.aten.cat.default([view_326, view_328, view_327], 2);  view_326 = view_328 = view_327 = None
    view_329 = torch.ops.aten.view.default(cat_33, [16, 48]);  cat_33 = None
    t_83 = torch.ops.aten.t.default(primals_31);  primals_31 = None
    mm_81 = torch.ops.aten.mm.default(view_329, t_83);  t_83 = None
    mm_82 = torch.ops.aten.mm.default(t_84, view_329);  t_84 = None
    sum_40 = torch.ops.aten.sum.dim_IntList(view_329, [0], True);  view_329 = None
    view_330 = torch.ops.aten.view.default(sum_40, [48]);  sum_40 = None
    view_331 = torch.ops.aten.view.default(mm_81, [2, 8, 16]);  mm_81 = None
    native_layer_norm_backward_20 = torch.ops.aten.native_layer_norm_backward.default(view_331, add_9, [16], getitem_23, getitem_24, primals_28, primals_29, [True, True, True]);  view_331 = add_9 = getitem_23 = getitem_24 = primals_28 = primals_29 = None
    getitem_225 = native_layer_norm_backward_20[0]
    getitem_226 = native_layer_norm_backward_20[1]
    getitem_227 = native_layer_norm_backward_20[2];  native_layer_norm_backward_20 = None
    add_89 = torch.ops.aten.add.Tensor(add_88, getitem_225);  add_88 = getitem_225 = None
    view_332 = torch.ops.aten.view.default(add_89, [16, 16])
    t_85 = torch.ops.aten.t.default(primals_27);  primals_27 = None
    mm_83 = torch.ops.aten.mm.default(view_332, t_85);  t_85 = None
    mm_84 = torch.ops.aten.mm.default(t_86, view_332);  t_86 = None
    sum_41 = torch.ops.aten.sum.dim_IntList(view_332, [0], True);  view_332 = None
    view_333 = torch.ops.aten.view.default(sum_41, [16]);  sum_41 = None
    view_334 = torch.ops.aten.view.default(mm_83, [2, 8, 64]);  mm_83 = None
    view_24 = torch.ops.aten.view.default(addmm_6, [2, 8, 64]);  addmm_6 = None
    mul_4 = torch.ops.aten.mul.Tensor(view_24, 0.5)
    mul_118 = torch.ops.aten.mul.Tensor(view_334, mul_4);  mul_4 = None
    add_8 = torch.ops.aten.add.Tensor(tanh_1, 1.0)
    mul_119 = torch.ops.aten.mul.Tensor(view_334, add_8);  view_334 = add_8 = None
    detach_3 = torch.ops.aten.detach.default(tanh_1);  tanh_1 = None
    detach_44 = torch.ops.aten.detach.default(detach_3);  detach_3 = None
    tanh_backward_10 = torch.ops.aten.tanh_backward.default(mul_118, detach_44);  mul_118 = detach_44 = None
    mul_120 = torch.ops.aten.mul.Tensor(tanh_backward_10, 0.7978845608028654);  tanh_backward_10 = None
    mul_121 = torch.ops.aten.mul.Tensor(mul_120, 0.044715)
    pow_23 = torch.ops.aten.pow.Tensor_Scalar(view_24, 2.0);  view_24 = None
    mul_122 = torch.ops.aten.mul.Scalar(pow_23, 3.0);  pow_23 = None
    mul_123 = torch.ops.aten.mul.Tensor(mul_121, mul_122);  mul_121 = mul_122 = None
    add_90 = torch.ops.aten.add.Tensor(mul_120, mul_123);  mul_120 = mul_123 = None
    mul_124 = torch.ops.aten.mul.Tensor(mul_119, 0.5);  mul_119 = None
    add_91 = torch.ops.aten.add.Tensor(add_90, mul_124);  add_90 = mul_124 = None
    view_335 = torch.ops.aten.view.default(add_91, [16, 64]);  add_91 = None
    t_87 = torch.ops.aten.t.default(primals_25);  primals_25 = None
    mm_85 = torch.ops.aten.mm.default(view_335, t_87);  t_87 = None
    mm_86 = torch.ops.aten.mm.default(t_88, view_335);  t_88 = None
    sum_42 = torch.ops.aten.sum.dim_IntList(view_335, [0], True);  view_335 = None
    view_336 = torch.ops.aten.view.default(sum_42, [64]);  sum_42 = None
    view_337 = torch.ops.aten.view.default(mm_85, [2, 8, 16]);  mm_85 = None
    native_layer_norm_backward_21 = torch.ops.aten.native_layer_norm_backward.default(view_337, add_6, [16], getitem_20, getitem_21, primals_22, primals_23, [True, True, True]);  view_337 = add_6 = getitem_20 = getitem_21 = primals_22 = primals_23 = None
    getitem_228 = native_layer_norm_backward_21[0]
    getitem_229 = native_layer_norm_backward_21[1]
    getitem_230 = native_layer_norm_backward_21[2];  native_layer_norm_backward_21 = None
    add_92 = torch.ops.aten.add.Tensor(add_89, getitem_228);  add_89 = getitem_228 = None
    view_338 = torch.ops.aten.view.default(add_92, [16, 16])
    t_89 = torch.ops.aten.t.default(primals_21);  primals_21 = None
    mm_87 = torch.ops.aten.mm.default(view_338, t_89);  t_89 = None
    mm_88 = torch.ops.aten.mm.default(t_90, view_338);  t_90 = None
    sum_43 = torch.ops.aten.sum.dim_IntList(view_338, [0], True);  view_338 = None
    view_339 = torch.ops.aten.view.default(sum_43, [16]);  sum_43 = None
    view_340 = torch.ops.aten.view.default(mm_87, [2, 8, 16]);  mm_87 = None
    view_341 = torch.ops.aten.view.default(view_340, [2, 8, 2, 8]);  view_340 = None
    transpose_88 = torch.ops.aten.transpose.int(view_341, 1, 2);  view_341 = None
    view_342 = torch.ops.aten.view.default(transpose_88, [2, 2, 8, 8]);  transpose_88 = None
    _scaled_dot_product_flash_attention_for_cpu_backward_10 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(view_342, transpose_6, cat_2, cat_3, detach_45, getitem_18, 0.0, True, scale = 0.3535533905932738);  view_342 = transpose_6 = cat_2 = cat_3 = detach_45 = getitem_18 = None
    getitem_231 = _scaled_dot_product_flash_attention_for_cpu_backward_10[0]
    getitem_232 = _scaled_dot_product_flash_attention_for_cpu_backward_10[1]
    getitem_233 = _scaled_dot_product_flash_attention_for_cpu_backward_10[2];  _scaled_dot_product_flash_attention_for_cpu_backward_10 = None
    slice_21 = torch.ops.aten.slice.Tensor(getitem_233, 2, 0, 8);  getitem_233 = None
    slice_22 = torch.ops.aten.slice.Tensor(getitem_232, 2, 0, 8);  getitem_232 = None
    transpose_89 = torch.ops.aten.transpose.int(getitem_231, 1, 2);  getitem_231 = None
    view_343 = torch.ops.aten.view.default(transpose_89, [2, 8, 16]);  transpose_89 = None
    transpose_90 = torch.ops.aten.transpose.int(slice_21, 1, 2);  slice_21 = None
    view_344 = torch.ops.aten.view.default(transpose_90, [2, 8, 16]);  transpose_90 = None
    transpose_91 = torch.ops.aten.transpose.int(slice_22, 1, 2);  slice_22 = None
    view_345 = torch.ops.aten.view.default(transpose_91, [2, 8, 16]);  transpose_91 = None
    cat_34 = torch.ops.aten.cat.default([view_343, view_345, view_344], 2);  view_343 = view_345 = view_344 = None
    view_346 = torch.ops.aten.view.default(cat_34, [16, 48]);  cat_34 = None
    t_91 = torch.ops.aten.t.default(primals_19);  primals_19 = None
    mm_89 = torch.ops.aten.mm.default(view_346, t_91);  t_91 = None
    mm_90 = torch.ops.aten.mm.default(t_92, view_346);  t_92 = None
    sum_44 = torch.ops.aten.sum.dim_IntList(view_346, [0], True);  view_346 = None
    view_347 = torch.ops.aten.view.default(sum_44, [48]);  sum_44 = None
    view_348 = torch.ops.aten.view.default(mm_89, [2, 8, 16]);  mm_89 = None
    native_layer_norm_backward_22 = torch.ops.aten.native_layer_norm_backward.default(view_348, add_5, [16], getitem_12, getitem_13, primals_16, primals_17, [True, True, True]);  view_348 = add_5 = getitem_12 = getitem_13 = primals_16 = primals_17 = None
    getitem_234 = native_layer_norm_backward_22[0]
    getitem_235 = native_layer_norm_backward_22[1]
    getitem_236 = native_layer_norm_backward_22[2];  native_layer_norm_backward_22 = None
    add_93 = torch.ops.aten.add.Tensor(add_92, getitem_234);  add_92 = getitem_234 = None
    view_349 = torch.ops.aten.view.default(add_93, [16, 16])
    t_93 = torch.ops.aten.t.default(primals_15);  primals_15 = None
    mm_91 = torch.ops.aten.mm.default(view_349, t_93);  t_93 = None
    mm_92 = torch.ops.aten.mm.default(t_94, view_349);  t_94 = None
    sum_45 = torch.ops.aten.sum.dim_IntList(view_349, [0], True);  view_349 = None
    view_350 = torch.ops.aten.view.default(sum_45, [16]);  sum_45 = None
    view_351 = torch.ops.aten.view.default(mm_91, [2, 8, 64]);  mm_91 = None
    view_11 = torch.ops.aten.view.default(addmm_2, [2, 8, 64]);  addmm_2 = None
    mul = torch.ops.aten.mul.Tensor(view_11, 0.5)
    mul_125 = torch.ops.aten.mul.Tensor(view_351, mul);  mul = None
    add_4 = torch.ops.aten.add.Tensor(tanh, 1.0)
    mul_126 = torch.ops.aten.mul.Tensor(view_351, add_4);  view_351 = add_4 = None
    detach_1 = torch.ops.aten.detach.default(tanh);  tanh = None
    detach_46 = torch.ops.aten.detach.default(detach_1);  detach_1 = None
    tanh_backward_11 = torch.ops.aten.tanh_backward.default(mul_125, detach_46);  mul_125 = detach_46 = None
    mul_127 = torch.ops.aten.mul.Tensor(tanh_backward_11, 0.7978845608028654);  tanh_backward_11 = None
    mul_128 = torch.ops.aten.mul.Tensor(mul_127, 0.044715)
    pow_24 = torch.ops.aten.pow.Tensor_Scalar(view_11, 2.0);  view_11 = None
    mul_129 = torch.ops.aten.mul.Scalar(pow_24, 3.0);  pow_24 = None
    mul_130 = torch.ops.aten.mul.Tensor(mul_128, mul_129);  mul_128 = mul_129 = None
    add_94 = torch.ops.aten.add.Tensor(mul_127, mul_130);  mul_127 = mul_130 = None
    mul_131 = torch.ops.aten.mul.Tensor(mul_126, 0.5);  mul_126 = None
    add_95 = torch.ops.aten.add.Tensor(add_94, mul_131);  add_94 = mul_131 = None
    view_352 = torch.ops.aten.view.default(add_95, [16, 64]);  add_95 = None
    t_95 = torch.ops.aten.t.default(primals_13);  primals_13 = None
    mm_93 = torch.ops.aten.mm.default(view_352, t_95);  t_95 = None
    mm_94 = torch.ops.aten.mm.default(t_96, view_352);  t_96 = None
    sum_46 = torch.ops.aten.sum.dim_IntList(view_352, [0], True);  view_352 = None
    view_353 = torch.ops.aten.view.default(sum_46, [64]);  sum_46 = None
    view_354 = torch.ops.aten.view.default(mm_93, [2, 8, 16]);  mm_93 = None
    native_layer_norm_backward_23 = torch.ops.aten.native_layer_norm_backward.default(view_354, add_2, [16], getitem_9, getitem_10, primals_10, primals_11, [True, True, True]);  view_354 = add_2 = getitem_9 = getitem_10 = primals_10 = primals_11 = None
    getitem_237 = native_layer_norm_backward_23[0]
    getitem_238 = native_layer_norm_backward_23[1]
    getitem_239 = native_layer_norm_backward_23[2];  native_layer_norm_backward_23 = None
    add_96 = torch.ops.aten.add.Tensor(add_93, getitem_237);  add_93 = getitem_237 = None
    view_355 = torch.ops.aten.view.default(add_96, [16, 16])
    t_97 = torch.ops.aten.t.default(primals_9);  primals_9 = None
    mm_95 = torch.ops.aten.mm.default(view_355, t_97);  t_97 = None
    mm_96 = torch.ops.aten.mm.default(t_98, view_355);  t_98 = None
    sum_47 = torch.ops.aten.sum.dim_IntList(view_355, [0], True);  view_355 = None
    view_356 = torch.ops.aten.view.default(sum_47, [16]);  sum_47 = None
    view_357 = torch.ops.aten.view.default(mm_95, [2, 8, 16]);  mm_95 = None
    view_358 = torch.ops.aten.view.default(view_357, [2, 8, 2, 8]);  view_357 = None
    transpose_92 = torch.ops.aten.transpose.int(view_358, 1, 2);  view_358 = None
    view_359 = torch.ops.aten.view.default(transpose_92, [2, 2, 8, 8]);  transpose_92 = None
    _scaled_dot_product_flash_attention_for_cpu_backward_11 = torch.ops.aten._scaled_dot_product_flash_attention_for_cpu_backward.default(view_359, transpose_2, cat, cat_1, detach_47, getitem_7, 0.0, True, scale = 0.3535533905932738);  view_359 = transpose_2 = cat = cat_1 = detach_47 = getitem_7 = None
    getitem_240 = _scaled_dot_product_flash_attention_for_cpu_backward_11[0]
    getitem_241 = _scaled_dot_product_flash_attention_for_cpu_backward_11[1]
    getitem_242 = _scaled_dot_product_flash_attention_for_cpu_backward_11[2];  _scaled_dot_product_flash_attention_for_cpu_backward_11 = None
    slice_23 = torch.ops.aten.slice.Tensor(getitem_242, 2, 0, 8);  getitem_242 = None
    slice_24 = torch.ops.aten.slice.Tensor(getitem_241, 2, 0, 8);  getitem_241 = None
    transpose_93 = torch.ops.aten.transpose.int(getitem_240, 1, 2);  getitem_240 = None
    view_360 = torch.ops.aten.view.default(transpose_93, [2, 8, 16]);  transpose_93 = None
    transpose_94 = torch.ops.aten.transpose.int(slice_23, 1, 2);  slice_23 = None
    view_361 = torch.ops.aten.view.default(transpose_94, [2, 8, 16]);  transpose_94 = None
    transpose_95 = torch.ops.aten.transpose.int(slice_24, 1, 2);  slice_24 = None
    view_362 = torch.ops.aten.view.default(transpose_95, [2, 8, 16]);  transpose_95 = None
    cat_35 = torch.ops.aten.cat.default([view_360, view_362, view_361], 2);  view_360 = view_362 = view_361 = None
    view_363 = torch.ops.aten.view.default(cat_35, [16, 48]);  cat_35 = None
    t_99 = torch.ops.aten.t.default(primals_7);  primals_7 = None
    mm_97 = torch.ops.aten.mm.default(view_363, t_99);  t_99 = None
    mm_98 = torch.ops.aten.mm.default(t_100, view_363);  t_100 = None
    sum_48 = torch.ops.aten.sum.dim_IntList(view_363, [0], True);  view_363 = None
    view_364 = torch.ops.aten.view.default(sum_48, [48]);  sum_48 = None
    view_365 = torch.ops.aten.view.default(mm_97, [2, 8, 16]);  mm_97 = None
    native_layer_norm_backward_24 = torch.ops.aten.native_layer_norm_backward.default(view_365, clone, [16], getitem_1, getitem_2, primals_4, primals_5, [True, True, True]);  view_365 = clone = getitem_1 = getitem_2 = primals_4 = primals_5 = None
    getitem_243 = native_layer_norm_backward_24[0]
    getitem_244 = native_layer_norm_backward_24[1]
    getitem_245 = native_layer_norm_backward_24[2];  native_layer_norm_backward_24 = None
    add_97 = torch.ops.aten.add.Tensor(add_96, getitem_243);  add_96 = getitem_243 = None
    sum_49 = torch.ops.aten.sum.dim_IntList(add_97, [0], True)
    embedding_dense_backward = torch.ops.aten.embedding_dense_backward.default(sum_49, unsqueeze, 16, -1, False);  sum_49 = unsqueeze = None
    embedding_dense_backward_1 = torch.ops.aten.embedding_dense_backward.default(add_97, view, 64, -1, False);  add_97 = view = None
    add_98 = torch.ops.aten.add.Tensor(t_4, embedding_dense_backward_1);  t_4 = embedding_dense_backward_1 = None
    return (None, add_98, embedding_dense_backward, getitem_244, getitem_245, view_364, mm_98, view_356, mm_96, getitem_238, getitem_239, view_353, mm_94, view_350, mm_92, getitem_235, getitem_236, view_347, mm_90, view_339, mm_88, getitem_229, getitem_230, view_336, mm_86, view_333, mm_84, getitem_226, getitem_227, view_330, mm_82, view_322, mm_80, getitem_220, getitem_221, view_319, mm_78, view_316, mm_76, getitem_217, getitem_218, view_313, mm_74, view_305, mm_72, getitem_211, getitem_212, view_302, mm_70, view_299, mm_68, getitem_208, getitem_209, view_296, mm_66, view_288, mm_64, getitem_202, getitem_203, view_285, mm_62, view_282, mm_60, getitem_199, getitem_200, view_279, mm_58, view_271, mm_56, getitem_193, getitem_194, view_268, mm_54, view_265, mm_52, getitem_190, getitem_191, view_262, mm_50, view_254, mm_48, getitem_184, getitem_185, view_251, mm_46, view_248, mm_44, getitem_181, getitem_182, view_245, mm_42, view_237, mm_40, getitem_175, getitem_176, view_234, mm_38, view_231, mm_36, getitem_172, getitem_173, view_228, mm_34, view_220, mm_32, getitem_166, getitem_167, view_217, mm_30, view_214, mm_28, getitem_163, getitem_164, view_211, mm_26, view_203, mm_24, getitem_157, getitem_158, view_200, mm_22, view_197, mm_20, getitem_154, getitem_155, view_194, mm_18, view_186, mm_16, getitem_148, getitem_149, view_183, mm_14, view_180, mm_12, getitem_145, getitem_146, view_177, mm_10, view_169, mm_8, getitem_139, getitem_140, view_166, mm_6, view_163, mm_4, getitem_136, getitem_137)
    