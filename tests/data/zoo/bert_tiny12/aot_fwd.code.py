


def forward(self, primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_40, primals_41, primals_42, primals_43, primals_44, primals_45, primals_46, primals_47, primals_48, primals_49, primals_50, primals_51, primals_52, primals_53, primals_54, primals_55, primals_56, primals_57, primals_58, primals_59, primals_60, primals_61, primals_62, primals_63, primals_64, primals_65, primals_66, primals_67, primals_68, primals_69, primals_70, primals_71, primals_72, primals_73, primals_74, primals_75, primals_76, primals_77, primals_78, primals_79, primals_80, primals_81, primals_82, primals_83, primals_84, primals_85, primals_86, primals_87, primals_88, primals_89, primals_90, primals_91, primals_92, primals_93, primals_94, primals_95, primals_96, primals_97, primals_98, primals_99, primals_100, primals_101, primals_102, primals_103, primals_104, primals_105, primals_106, primals_107, primals_108, primals_109, primals_110, primals_111, primals_112, primals_113, primals_114, primals_115, primals_116, primals_117, primals_118, primals_119, primals_120, primals_121, primals_122, primals_123, primals_124, primals_125, primals_126, primals_127, primals_128, primals_129, primals_130, primals_131, primals_132, primals_133, primals_134, primals_135, primals_136, primals_137, primals_138, primals_139, primals_140, primals_141, primals_142, primals_143, primals_144, primals_145, primals_146, primals_147, primals_148, primals_149, primals_150, primals_151, primals_152, primals_153, primals_154, primals_155, primals_156, primals_157, primals_158, primals_159, primals_160, primals_161, primals_162, primals_163, primals_164, primals_165, primals_166, primals_167, primals_168, primals_169, primals_170, primals_171, primals_172, primals_173, primals_174, primals_175, primals_176, primals_177, primals_178, primals_179, primals_180, primals_181, primals_182, primals_183, primals_184, primals_185, primals_186, primals_187, primals_188, primals_189, primals_190, primals_191, primals_192, primals_193, primals_194, primals_195, primals_196, primals_197, primals_198, primals_199, primals_200, primals_201, primals_202, primals_203, primals_204, primals_205):
    slice_1 = torch.ops.aten.slice.Tensor(primals_2, 1, 0, 8)
    expand = torch.ops.aten.expand.default(primals_3, [1, -1]);  primals_3 = None
    gather = torch.ops.aten.gather.default(expand, 1, slice_1);  expand = None
    expand_1 = torch.ops.aten.expand.default(gather, [2, 8]);  gather = None
    embedding = torch.ops.aten.embedding.default(primals_4, primals_1, 0)
    embedding_1 = torch.ops.aten.embedding.default(primals_5, expand_1);  primals_5 = None
    add = torch.ops.aten.add.Tensor(embedding, embedding_1);  embedding = embedding_1 = None
    embedding_2 = torch.ops.aten.embedding.default(primals_6, slice_1);  primals_6 = slice_1 = None
    add_1 = torch.ops.aten.add.Tensor(add, embedding_2);  add = embedding_2 = None
    native_layer_norm = torch.ops.aten.native_layer_norm.default(add_1, [16], primals_7, primals_8, 1e-12)
    getitem = native_layer_norm[0]
    getitem_1 = native_layer_norm[1]
    getitem_2 = native_layer_norm[2];  native_layer_norm = None
    clone = torch.ops.aten.clone.default(getitem);  getitem = None
    view = torch.ops.aten.view.default(clone, [16, 16])
    t = torch.ops.aten.t.default(primals_9)
    addmm = torch.ops.aten.addmm.default(primals_10, view, t);  primals_10 = t = None
    view_1 = torch.ops.aten.view.default(addmm, [2, 8, 16]);  addmm = None
    view_2 = torch.ops.aten.view.default(view_1, [2, 8, -1, 8]);  view_1 = None
    transpose = torch.ops.aten.transpose.int(view_2, 1, 2);  view_2 = None
    t_1 = torch.ops.aten.t.default(primals_11)
    addmm_1 = torch.ops.aten.addmm.default(primals_12, view, t_1);  primals_12 = t_1 = None
    view_4 = torch.ops.aten.view.default(addmm_1, [2, 8, 16]);  addmm_1 = None
    view_5 = torch.ops.aten.view.default(view_4, [2, 8, -1, 8]);  view_4 = None
    transpose_1 = torch.ops.aten.transpose.int(view_5, 1, 2);  view_5 = None
    t_2 = torch.ops.aten.t.default(primals_13)
    addmm_2 = torch.ops.aten.addmm.default(primals_14, view, t_2);  primals_14 = t_2 = None
    view_7 = torch.ops.aten.view.default(addmm_2, [2, 8, 16]);  addmm_2 = None
    view_8 = torch.ops.aten.view.default(view_7, [2, 8, -1, 8]);  view_7 = None
    transpose_2 = torch.ops.aten.transpose.int(view_8, 1, 2);  view_8 = None
    transpose_3 = torch.ops.aten.transpose.int(transpose_1, 2, 3);  transpose_1 = None
    expand_2 = torch.ops.aten.expand.default(transpose, [2, 2, 8, 8]);  transpose = None
    clone_1 = torch.ops.aten.clone.default(expand_2, memory_format = torch.contiguous_format);  expand_2 = None
    _unsafe_view = torch.ops.aten._unsafe_view.default(clone_1, [4, 8, 8]);  clone_1 = None
    expand_3 = torch.ops.aten.expand.default(transpose_3, [2, 2, 8, 8]);  transpose_3 = None
    clone_2 = torch.ops.aten.clone.default(expand_3, memory_format = torch.contiguous_format);  expand_3 = None
    _unsafe_view_1 = torch.ops.aten._unsafe_view.default(clone_2, [4, 8, 8]);  clone_2 = None
    bmm = torch.ops.aten.bmm.default(_unsafe_view, _unsafe_view_1)
    view_9 = torch.ops.aten.view.default(bmm, [2, 2, 8, 8]);  bmm = None
    mul = torch.ops.aten.mul.Tensor(view_9, 0.3535533905932738);  view_9 = None
    _softmax = torch.ops.aten._softmax.default(mul, -1, False);  mul = None
    detach = torch.ops.aten.detach.default(_softmax)
    clone_3 = torch.ops.aten.clone.default(_softmax);  _softmax = None
    expand_4 = torch.ops.aten.expand.default(clone_3, [2, 2, 8, 8]);  clone_3 = None
    view_10 = torch.ops.aten.view.default(expand_4, [4, 8, 8]);  expand_4 = None
    expand_5 = torch.ops.aten.expand.default(transpose_2, [2, 2, 8, 8]);  transpose_2 = None
    clone_4 = torch.ops.aten.clone.default(expand_5, memory_format = torch.contiguous_format);  expand_5 = None
    _unsafe_view_2 = torch.ops.aten._unsafe_view.default(clone_4, [4, 8, 8]);  clone_4 = None
    bmm_1 = torch.ops.aten.bmm.default(view_10, _unsafe_view_2)
    view_11 = torch.ops.aten.view.default(bmm_1, [2, 2, 8, 8]);  bmm_1 = None
    transpose_4 = torch.ops.aten.transpose.int(view_11, 1, 2);  view_11 = None
    clone_5 = torch.ops.aten.clone.default(transpose_4, memory_format = torch.contiguous_format);  transpose_4 = None
    view_12 = torch.ops.aten.view.default(clone_5, [2, 8, -1]);  clone_5 = None
    view_13 = torch.ops.aten.view.default(view_12, [16, 16]);  view_12 = None
    t_3 = torch.ops.aten.t.default(primals_15)
    addmm_3 = torch.ops.aten.addmm.default(primals_16, view_13, t_3);  primals_16 = t_3 = None
    view_14 = torch.ops.aten.view.default(addmm_3, [2, 8, 16]);  addmm_3 = None
    clone_6 = torch.ops.aten.clone.default(view_14);  view_14 = None
    add_2 = torch.ops.aten.add.Tensor(clone_6, clone);  clone_6 = clone = None
    native_layer_norm_1 = torch.ops.aten.native_layer_norm.default(add_2, [16], primals_17, primals_18, 1e-12)
    getitem_3 = native_layer_norm_1[0]
    getitem_4 = native_layer_norm_1[1]
    getitem_5 = native_layer_norm_1[2];  native_layer_norm_1 = None
    view_15 = torch.ops.aten.view.default(getitem_3, [16, 16])
    t_4 = torch.ops.aten.t.default(primals_19)
    addmm_4 = torch.ops.aten.addmm.default(primals_20, view_15, t_4);  primals_20 = t_4 = None
    view_16 = torch.ops.aten.view.default(addmm_4, [2, 8, 32])
    gelu = torch.ops.aten.gelu.default(view_16);  view_16 = None
    view_17 = torch.ops.aten.view.default(gelu, [16, 32]);  gelu = None
    t_5 = torch.ops.aten.t.default(primals_21)
    addmm_5 = torch.ops.aten.addmm.default(primals_22, view_17, t_5);  primals_22 = t_5 = None
    view_18 = torch.ops.aten.view.default(addmm_5, [2, 8, 16]);  addmm_5 = None
    clone_7 = torch.ops.aten.clone.default(view_18);  view_18 = None
    add_3 = torch.ops.aten.add.Tensor(clone_7, getitem_3);  clone_7 = getitem_3 = None
    native_layer_norm_2 = torch.ops.aten.native_layer_norm.default(add_3, [16], primals_23, primals_24, 1e-12)
    getitem_6 = native_layer_norm_2[0]
    getitem_7 = native_layer_norm_2[1]
    getitem_8 = native_layer_norm_2[2];  native_layer_norm_2 = None
    view_19 = torch.ops.aten.view.default(getitem_6, [16, 16])
    t_6 = torch.ops.aten.t.default(primals_25)
    addmm_6 = torch.ops.aten.addmm.default(primals_26, view_19, t_6);  primals_26 = t_6 = None
    view_20 = torch.ops.aten.view.default(addmm_6, [2, 8, 16]);  addmm_6 = None
    view_21 = torch.ops.aten.view.default(view_20, [2, 8, -1, 8]);  view_20 = None
    transpose_5 = torch.ops.aten.transpose.int(view_21, 1, 2);  view_21 = None
    t_7 = torch.ops.aten.t.default(primals_27)
    addmm_7 = torch.ops.aten.addmm.default(primals_28, view_19, t_7);  primals_28 = t_7 = None
    view_23 = torch.ops.aten.view.default(addmm_7, [2, 8, 16]);  addmm_7 = None
    view_24 = torch.ops.aten.view.default(view_23, [2, 8, -1, 8]);  view_23 = None
    transpose_6 = torch.ops.aten.transpose.int(view_24, 1, 2);  view_24 = None
    t_8 = torch.ops.aten.t.default(primals_29)
    addmm_8 = torch.ops.aten.addmm.default(primals_30, view_19, t_8);  primals_30 = t_8 = None
    view_26 = torch.ops.aten.view.default(addmm_8, [2, 8, 16]);  addmm_8 = None
    view_27 = torch.ops.aten.view.default(view_26, [2, 8, -1, 8]);  view_26 = None
    transpose_7 = torch.ops.aten.transpose.int(view_27, 1, 2);  view_27 = None
    transpose_8 = torch.ops.aten.transpose.int(transpose_6, 2, 3);  transpose_6 = None
    expand_6 = torch.ops.aten.expand.default(transpose_5, [2, 2, 8, 8]);  transpose_5 = None
    clone_8 = torch.ops.aten.clone.default(expand_6, memory_format = torch.contiguous_format);  expand_6 = None
    _unsafe_view_3 = torch.ops.aten._unsafe_view.default(clone_8, [4, 8, 8]);  clone_8 = None
    expand_7 = torch.ops.aten.expand.default(transpose_8, [2, 2, 8, 8]);  transpose_8 = None
    clone_9 = torch.ops.aten.clone.default(expand_7, memory_format = torch.contiguous_format);  expand_7 = None
    _unsafe_view_4 = torch.ops.aten._unsafe_view.default(clone_9, [4, 8, 8]);  clone_9 = None
    bmm_2 = torch.ops.aten.bmm.default(_unsafe_view_3, _unsafe_view_4)
    view_28 = torch.ops.aten.view.default(bmm_2, [2, 2, 8, 8]);  bmm_2 = None
    mul_1 = torch.ops.aten.mul.Tensor(view_28, 0.3535533905932738);  view_28 = None
    _softmax_1 = torch.ops.aten._softmax.default(mul_1, -1, False);  mul_1 = None
    detach_1 = torch.ops.aten.detach.default(_softmax_1)
    clone_10 = torch.ops.aten.clone.default(_softmax_1);  _softmax_1 = None
    expand_8 = torch.ops.aten.expand.default(clone_10, [2, 2, 8, 8]);  clone_10 = None
    view_29 = torch.ops.aten.view.default(expand_8, [4, 8, 8]);  expand_8 = None
    expand_9 = torch.ops.aten.expand.default(transpose_7, [2, 2, 8, 8]);  transpose_7 = None
    clone_11 = torch.ops.aten.clone.default(expand_9, memory_format = torch.contiguous_format);  expand_9 = None
    _unsafe_view_5 = torch.ops.aten._unsafe_view.default(clone_11, [4, 8, 8]);  clone_11 = None
    bmm_3 = torch.ops.aten.bmm.default(view_29, _unsafe_view_5)
    view_30 = torch.ops.aten.view.default(bmm_3, [2, 2, 8, 8]);  bmm_3 = None
    transpose_9 = torch.ops.aten.transpose.int(view_30, 1, 2);  view_30 = None
    clone_12 = torch.ops.aten.clone.default(transpose_9, memory_format = torch.contiguous_format);  transpose_9 = None
    view_31 = torch.ops.aten.view.default(clone_12, [2, 8, -1]);  clone_12 = None
    view_32 = torch.ops.aten.view.default(view_31, [16, 16]);  view_31 = None
    t_9 = torch.ops.aten.t.default(primals_31)
    addmm_9 = torch.ops.aten.addmm.default(primals_32, view_32, t_9);  primals_32 = t_9 = None
    view_33 = torch.ops.aten.view.default(addmm_9, [2, 8, 16]);  addmm_9 = None
    clone_13 = torch.ops.aten.clone.default(view_33);  view_33 = None
    add_4 = torch.ops.aten.add.Tensor(clone_13, getitem_6);  clone_13 = getitem_6 = None
    native_layer_norm_3 = torch.ops.aten.native_layer_norm.default(add_4, [16], primals_33, primals_34, 1e-12)
    getitem_9 = native_layer_norm_3[0]
    getitem_10 = native_layer_norm_3[1]
    getitem_11 = native_layer_norm_3[2];  native_layer_norm_3 = None
    view_34 = torch.ops.aten.view.default(getitem_9, [16, 16])
    t_10 = torch.ops.aten.t.default(primals_35)
    addmm_10 = torch.ops.aten.addmm.default(primals_36, view_34, t_10);  primals_36 = t_10 = None
    view_35 = torch.ops.aten.view.default(addmm_10, [2, 8, 32])
    gelu_1 = torch.ops.aten.gelu.default(view_35);  view_35 = None
    view_36 = torch.ops.aten.view.default(gelu_1, [16, 32]);  gelu_1 = None
    t_11 = torch.ops.aten.t.default(primals_37)
    addmm_11 = torch.ops.aten.addmm.default(primals_38, view_36, t_11);  primals_38 = t_11 = None
    view_37 = torch.ops.aten.view.default(addmm_11, [2, 8, 16]);  addmm_11 = None
    clone_14 = torch.ops.aten.clone.default(view_37);  view_37 = None
    add_5 = torch.ops.aten.add.Tensor(clone_14, getitem_9);  clone_14 = getitem_9 = None
    native_layer_norm_4 = torch.ops.aten.native_layer_norm.default(add_5, [16], primals_39, primals_40, 1e-12)
    getitem_12 = native_layer_norm_4[0]
    getitem_13 = native_layer_norm_4[1]
    getitem_14 = native_layer_norm_4[2];  native_layer_norm_4 = None
    view_38 = torch.ops.aten.view.default(getitem_12, [16, 16])
    t_12 = torch.ops.aten.t.default(primals_41)
    addmm_12 = torch.ops.aten.addmm.default(primals_42, view_38, t_12);  primals_42 = t_12 = None
    view_39 = torch.ops.aten.view.default(addmm_12, [2, 8, 16]);  addmm_12 = None
    view_40 = torch.ops.aten.view.default(view_39, [2, 8, -1, 8]);  view_39 = None
    transpose_10 = torch.ops.aten.transpose.int(view_40, 1, 2);  view_40 = None
    t_13 = torch.ops.aten.t.default(primals_43)
    addmm_13 = torch.ops.aten.addmm.default(primals_44, view_38, t_13);  primals_44 = t_13 = None
    view_42 = torch.ops.aten.view.default(addmm_13, [2, 8, 16]);  addmm_13 = None
    view_43 = torch.ops.aten.view.default(view_42, [2, 8, -1, 8]);  view_42 = None
    transpose_11 = torch.ops.aten.transpose.int(view_43, 1, 2);  view_43 = None
    t_14 = torch.ops.aten.t.default(primals_45)
    addmm_14 = torch.ops.aten.addmm.default(primals_46, view_38, t_14);  primals_46 = t_14 = None
    view_45 = torch.ops.aten.view.default(addmm_14, [2, 8, 16]);  addmm_14 = None
    view_46 = torch.ops.aten.view.default(view_45, [2, 8, -1, 8]);  view_45 = None
    transpose_12 = torch.ops.aten.transpose.int(view_46, 1, 2);  view_46 = None
    transpose_13 = torch.ops.aten.transpose.int(transpose_11, 2, 3);  transpose_11 = None
    expand_10 = torch.ops.aten.expand.default(transpose_10, [2, 2, 8, 8]);  transpose_10 = None
    clone_15 = torch.ops.aten.clone.default(expand_10, memory_format = torch.contiguous_format);  expand_10 = None
    _unsafe_view_6 = torch.ops.aten._unsafe_view.default(clone_15, [4, 8, 8]);  clone_15 = None
    expand_11 = torch.ops.aten.expand.default(transpose_13, [2, 2, 8, 8]);  transpose_13 = None
    clone_16 = torch.ops.aten.clone.default(expand_11, memory_format = torch.contiguous_format);  expand_11 = None
    _unsafe_view_7 = torch.ops.aten._unsafe_view.default(clone_16, [4, 8, 8]);  clone_16 = None
    bmm_4 = torch.ops.aten.bmm.default(_unsafe_view_6, _unsafe_view_7)
    view_47 = torch.ops.aten.view.default(bmm_4, [2, 2, 8, 8]);  bmm_4 = None
    mul_2 = torch.ops.aten.mul.Tensor(view_47, 0.3535533905932738);  view_47 = None
    _softmax_2 = torch.ops.aten._softmax.default(mul_2, -1, False);  mul_2 = None
    detach_2 = torch.ops.aten.detach.default(_softmax_2)
    clone_17 = torch.ops.aten.clone.default(_softmax_2);  _softmax_2 = None
    expand_12 = torch.ops.aten.expand.default(clone_17, [2, 2, 8, 8]);  clone_17 = None
    view_48 = torch.ops.aten.view.default(expand_12, [4, 8, 8]);  expand_12 = None
    expand_13 = torch.ops.aten.expand.default(transpose_12, [2, 2, 8, 8]);  transpose_12 = None
    clone_18 = torch.ops.aten.clone.default(expand_13, memory_format = torch.contiguous_format);  expand_13 = None
    _unsafe_view_8 = torch.ops.aten._unsafe_view.default(clone_18, [4, 8, 8]);  clone_18 = None
    bmm_5 = torch.ops.aten.bmm.default(view_48, _unsafe_view_8)
    view_49 = torch.ops.aten.view.default(bmm_5, [2, 2, 8, 8]);  bmm_5 = None
    transpose_14 = torch.ops.aten.transpose.int(view_49, 1, 2);  view_49 = None
    clone_19 = torch.ops.aten.clone.default(transpose_14, memory_format = torch.contiguous_format);  transpose_14 = None
    view_50 = torch.ops.aten.view.default(clone_19, [2, 8, -1]);  clone_19 = None
    view_51 = torch.ops.aten.view.default(view_50, [16, 16]);  view_50 = None
    t_15 = torch.ops.aten.t.default(primals_47)
    addmm_15 = torch.ops.aten.addmm.default(primals_48, view_51, t_15);  primals_48 = t_15 = None
    view_52 = torch.ops.aten.view.default(addmm_15, [2, 8, 16]);  addmm_15 = None
    clone_20 = torch.ops.aten.clone.default(view_52);  view_52 = None
    add_6 = torch.ops.aten.add.Tensor(clone_20, getitem_12);  clone_20 = getitem_12 = None
    native_layer_norm_5 = torch.ops.aten.native_layer_norm.default(add_6, [16], primals_49, primals_50, 1e-12)
    getitem_15 = native_layer_norm_5[0]
    getitem_16 = native_layer_norm_5[1]
    getitem_17 = native_layer_norm_5[2];  native_layer_norm_5 = None
    view_53 = torch.ops.aten.view.default(getitem_15, [16, 16])
    t_16 = torch.ops.aten.t.default(primals_51)
    addmm_16 = torch.ops.aten.addmm.default(primals_52, view_53, t_16);  primals_52 = t_16 = None
    view_54 = torch.ops.aten.view.default(addmm_16, [2, 8, 32])
    gelu_2 = torch.ops.aten.gelu.default(view_54);  view_54 = None
    view_55 = torch.ops.aten.view.default(gelu_2, [16, 32]);  gelu_2 = None
    t_17 = torch.ops.aten.t.default(primals_53)
    addmm_17 = torch.ops.aten.addmm.default(primals_54, view_55, t_17);  primals_54 = t_17 = None
    view_56 = torch.ops.aten.view.default(addmm_17, [2, 8, 16]);  addmm_17 = None
    clone_21 = torch.ops.aten.clone.default(view_56);  view_56 = None
    add_7 = torch.ops.aten.add.Tensor(clone_21, getitem_15);  clone_21 = getitem_15 = None
    native_layer_norm_6 = torch.ops.aten.native_layer_norm.default(add_7, [16], primals_55, primals_56, 1e-12)
    getitem_18 = native_layer_norm_6[0]
    getitem_19 = native_layer_norm_6[1]
    getitem_20 = native_layer_norm_6[2];  native_layer_norm_6 = None
    view_57 = torch.ops.aten.view.default(getitem_18, [16, 16])
    t_18 = torch.ops.aten.t.default(primals_57)
    addmm_18 = torch.ops.aten.addmm.default(primals_58, view_57, t_18);  primals_58 = t_18 = None
    view_58 = torch.ops.aten.view.default(addmm_18, [2, 8, 16]);  addmm_18 = None
    view_59 = torch.ops.aten.view.default(view_58, [2, 8, -1, 8]);  view_58 = None
    transpose_15 = torch.ops.aten.transpose.int(view_59, 1, 2);  view_59 = None
    t_19 = torch.ops.aten.t.default(primals_59)
    addmm_19 = torch.ops.aten.addmm.default(primals_60, view_57, t_19);  primals_60 = t_19 = None
    view_61 = torch.ops.aten.view.default(addmm_19, [2, 8, 16]);  addmm_19 = None
    view_62 = torch.ops.aten.view.default(view_61, [2, 8, -1, 8]);  view_61 = None
    transpose_16 = torch.ops.aten.transpose.int(view_62, 1, 2);  view_62 = None
    t_20 = torch.ops.aten.t.default(primals_61)
    addmm_20 = torch.ops.aten.addmm.default(primals_62, view_57, t_20);  primals_62 = t_20 = None
    view_64 = torch.ops.aten.view.default(addmm_20, [2, 8, 16]);  addmm_20 = None
    view_65 = torch.ops.aten.view.default(view_64, [2, 8, -1, 8]);  view_64 = None
    transpose_17 = torch.ops.aten.transpose.int(view_65, 1, 2);  view_65 = None
    transpose_18 = torch.ops.aten.transpose.int(transpose_16, 2, 3);  transpose_16 = None
    expand_14 = torch.ops.aten.expand.default(transpose_15, [2, 2, 8, 8]);  transpose_15 = None
    clone_22 = torch.ops.aten.clone.default(expand_14, memory_format = torch.contiguous_format);  expand_14 = None
    _unsafe_view_9 = torch.ops.aten._unsafe_view.default(clone_22, [4, 8, 8]);  clone_22 = None
    expand_15 = torch.ops.aten.expand.default(transpose_18, [2, 2, 8, 8]);  transpose_18 = None
    clone_23 = torch.ops.aten.clone.default(expand_15, memory_format = torch.contiguous_format);  expand_15 = None
    _unsafe_view_10 = torch.ops.aten._unsafe_view.default(clone_23, [4, 8, 8]);  clone_23 = None
    bmm_6 = torch.ops.aten.bmm.default(_unsafe_view_9, _unsafe_view_10)
    view_66 = torch.ops.aten.view.default(bmm_6, [2, 2, 8, 8]);  bmm_6 = None
    mul_3 = torch.ops.aten.mul.Tensor(view_66, 0.3535533905932738);  view_66 = None
    _softmax_3 = torch.ops.aten._softmax.default(mul_3, -1, False);  mul_3 = None
    detach_3 = torch.ops.aten.detach.default(_softmax_3)
    clone_24 = torch.ops.aten.clone.default(_softmax_3);  _softmax_3 = None
    expand_16 = torch.ops.aten.expand.default(clone_24, [2, 2, 8, 8]);  clone_24 = None
    view_67 = torch.ops.aten.view.default(expand_16, [4, 8, 8]);  expand_16 = None
    expand_17 = torch.ops.aten.expand.default(transpose_17, [2, 2, 8, 8]);  transpose_17 = None
    clone_25 = torch.ops.aten.clone.default(expand_17, memory_format = torch.contiguous_format);  expand_17 = None
    _unsafe_view_11 = torch.ops.aten._unsafe_view.default(clone_25, [4, 8, 8]);  clone_25 = None
    bmm_7 = torch.ops.aten.bmm.default(view_67, _unsafe_view_11)
    view_68 = torch.ops.aten.view.default(bmm_7, [2, 2, 8, 8]);  bmm_7 = None
    transpose_19 = torch.ops.aten.transpose.int(view_68, 1, 2);  view_68 = None
    clone_26 = torch.ops.aten.clone.default(transpose_19, memory_format = torch.contiguous_format);  transpose_19 = None
    view_69 = torch.ops.aten.view.default(clone_26, [2, 8, -1]);  clone_26 = None
    view_70 = torch.ops.aten.view.default(view_69, [16, 16]);  view_69 = None
    t_21 = torch.ops.aten.t.default(primals_63)
    addmm_21 = torch.ops.aten.addmm.default(primals_64, view_70, t_21);  primals_64 = t_21 = None
    view_71 = torch.ops.aten.view.default(addmm_21, [2, 8, 16]);  addmm_21 = None
    clone_27 = torch.ops.aten.clone.default(view_71);  view_71 = None
    add_8 = torch.ops.aten.add.Tensor(clone_27, getitem_18);  clone_27 = getitem_18 = None
    native_layer_norm_7 = torch.ops.aten.native_layer_norm.default(add_8, [16], primals_65, primals_66, 1e-12)
    getitem_21 = native_layer_norm_7[0]
    getitem_22 = native_layer_norm_7[1]
    getitem_23 = native_layer_norm_7[2];  native_layer_norm_7 = None
    view_72 = torch.ops.aten.view.default(getitem_21, [16, 16])
    t_22 = torch.ops.aten.t.default(primals_67)
    addmm_22 = torch.ops.aten.addmm.default(primals_68, view_72, t_22);  primals_68 = t_22 = None
    view_73 = torch.ops.aten.view.default(addmm_22, [2, 8, 32])
    gelu_3 = torch.ops.aten.gelu.default(view_73);  view_73 = None
    view_74 = torch.ops.aten.view.default(gelu_3, [16, 32]);  gelu_3 = None
    t_23 = torch.ops.aten.t.default(primals_69)
    addmm_23 = torch.ops.aten.addmm.default(primals_70, view_74, t_23);  primals_70 = t_23 = None
    view_75 = torch.ops.aten.view.default(addmm_23, [2, 8, 16]);  addmm_23 = None
    clone_28 = torch.ops.aten.clone.default(view_75);  view_75 = None
    add_9 = torch.ops.aten.add.Tensor(clone_28, getitem_21);  clone_28 = getitem_21 = None
    native_layer_norm_8 = torch.ops.aten.native_layer_norm.default(add_9, [16], primals_71, primals_72, 1e-12)
    getitem_24 = native_layer_norm_8[0]
    getitem_25 = native_layer_norm_8[1]
    getitem_26 = native_layer_norm_8[2];  native_layer_norm_8 = None
    view_76 = torch.ops.aten.view.default(getitem_24, [16, 16])
    t_24 = torch.ops.aten.t.default(primals_73)
    addmm_24 = torch.ops.aten.addmm.default(primals_74, view_76, t_24);  primals_74 = t_24 = None
    view_77 = torch.ops.aten.view.default(addmm_24, [2, 8, 16]);  addmm_24 = None
    view_78 = torch.ops.aten.view.default(view_77, [2, 8, -1, 8]);  view_77 = None
    transpose_20 = torch.ops.aten.transpose.int(view_78, 1, 2);  view_78 = None
    t_25 = torch.ops.aten.t.default(primals_75)
    addmm_25 = torch.ops.aten.addmm.default(primals_76, view_76, t_25);  primals_76 = t_25 = None
    view_80 = torch.ops.aten.view.default(addmm_25, [2, 8, 16]);  addmm_25 = None
    view_81 = torch.ops.aten.view.default(view_80, [2, 8, -1, 8]);  view_80 = None
    transpose_21 = torch.ops.aten.transpose.int(view_81, 1, 2);  view_81 = None
    t_26 = torch.ops.aten.t.default(primals_77)
    addmm_26 = torch.ops.aten.addmm.default(primals_78, view_76, t_26);  primals_78 = t_26 = None
    view_83 = torch.ops.aten.view.default(addmm_26, [2, 8, 16]);  addmm_26 = None
    view_84 = torch.ops.aten.view.default(view_83, [2, 8, -1, 8]);  view_83 = None
    transpose_22 = torch.ops.aten.transpose.int(view_84, 1, 2);  view_84 = None
    transpose_23 = torch.ops.aten.transpose.int(transpose_21, 2, 3);  transpose_21 = None
    expand_18 = torch.ops.aten.expand.default(transpose_20, [2, 2, 8, 8]);  transpose_20 = None
    clone_29 = torch.ops.aten.clone.default(expand_18, memory_format = torch.contiguous_format);  expand_18 = None
    _unsafe_view_12 = torch.ops.aten._unsafe_view.default(clone_29, [4, 8, 8]);  clone_29 = None
    expand_19 = torch.ops.aten.expand.default(transpose_23, [2, 2, 8, 8]);  transpose_23 = None
    clone_30 = torch.ops.aten.clone.default(expand_19, memory_format = torch.contiguous_format);  expand_19 = None
    _unsafe_view_13 = torch.ops.aten._unsafe_view.default(clone_30, [4, 8, 8]);  clone_30 = None
    bmm_8 = torch.ops.aten.bmm.default(_unsafe_view_12, _unsafe_view_13)
    view_85 = torch.ops.aten.view.default(bmm_8, [2, 2, 8, 8]);  bmm_8 = None
    mul_4 = torch.ops.aten.mul.Tensor(view_85, 0.3535533905932738);  view_85 = None
    _softmax_4 = torch.ops.aten._softmax.default(mul_4, -1, False);  mul_4 = None
    detach_4 = torch.ops.aten.detach.default(_softmax_4)
    clone_31 = torch.ops.aten.clone.default(_softmax_4);  _softmax_4 = None
    expand_20 = torch.ops.aten.expand.default(clone_31, [2, 2, 8, 8]);  clone_31 = None
    view_86 = torch.ops.aten.view.default(expand_20, [4, 8, 8]);  expand_20 = None
    expand_21 = torch.ops.aten.expand.default(transpose_22, [2, 2, 8, 8]);  transpose_22 = None
    clone_32 = torch.ops.aten.clone.default(expand_21, memory_format = torch.contiguous_format);  expand_21 = None
    _unsafe_view_14 = torch.ops.aten._unsafe_view.default(clone_32, [4, 8, 8]);  clone_32 = None
    bmm_9 = torch.ops.aten.bmm.default(view_86, _unsafe_view_14)
    view_87 = torch.ops.aten.view.default(bmm_9, [2, 2, 8, 8]);  bmm_9 = None
    transpose_24 = torch.ops.aten.transpose.int(view_87, 1, 2);  view_87 = None
    clone_33 = torch.ops.aten.clone.default(transpose_24, memory_format = torch.contiguous_format);  transpose_24 = None
    view_88 = torch.ops.aten.view.default(clone_33, [2, 8, -1]);  clone_33 = None
    view_89 = torch.ops.aten.view.default(view_88, [16, 16]);  view_88 = None
    t_27 = torch.ops.aten.t.default(primals_79)
    addmm_27 = torch.ops.aten.addmm.default(primals_80, view_89, t_27);  primals_80 = t_27 = None
    view_90 = torch.ops.aten.view.default(addmm_27, [2, 8, 16]);  addmm_27 = None
    clone_34 = torch.ops.aten.clone.default(view_90);  view_90 = None
    add_10 = torch.ops.aten.add.Tensor(clone_34, getitem_24);  clone_34 = getitem_24 = None
    native_layer_norm_9 = torch.ops.aten.native_layer_norm.default(add_10, [16], primals_81, primals_82, 1e-12)
    getitem_27 = native_layer_norm_9[0]
    getitem_28 = native_layer_norm_9[1]
    getitem_29 = native_layer_norm_9[2];  native_layer_norm_9 = None
    view_91 = torch.ops.aten.view.default(getitem_27, [16, 16])
    t_28 = torch.ops.aten.t.default(primals_83)
    addmm_28 = torch.ops.aten.addmm.default(primals_84, view_91, t_28);  primals_84 = t_28 = None
    view_92 = torch.ops.aten.view.default(addmm_28, [2, 8, 32])
    gelu_4 = torch.ops.aten.gelu.default(view_92);  view_92 = None
    view_93 = torch.ops.aten.view.default(gelu_4, [16, 32]);  gelu_4 = None
    t_29 = torch.ops.aten.t.default(primals_85)
    addmm_29 = torch.ops.aten.addmm.default(primals_86, view_93, t_29);  primals_86 = t_29 = None
    view_94 = torch.ops.aten.view.default(addmm_29, [2, 8, 16]);  addmm_29 = None
    clone_35 = torch.ops.aten.clone.default(view_94);  view_94 = None
    add_11 = torch.ops.aten.add.Tensor(clone_35, getitem_27);  clone_35 = getitem_27 = None
    native_layer_norm_10 = torch.ops.aten.native_layer_norm.default(add_11, [16], primals_87, primals_88, 1e-12)
    getitem_30 = native_layer_norm_10[0]
    getitem_31 = native_layer_norm_10[1]
    getitem_32 = native_layer_norm_10[2];  native_layer_norm_10 = None
    view_95 = torch.ops.aten.view.default(getitem_30, [16, 16])
    t_30 = torch.ops.aten.t.default(primals_89)
    addmm_30 = torch.ops.aten.addmm.default(primals_90, view_95, t_30);  primals_90 = t_30 = None
    view_96 = torch.ops.aten.view.default(addmm_30, [2, 8, 16]);  addmm_30 = None
    view_97 = torch.ops.aten.view.default(view_96, [2, 8, -1, 8]);  view_96 = None
    transpose_25 = torch.ops.aten.transpose.int(view_97, 1, 2);  view_97 = None
    t_31 = torch.ops.aten.t.default(primals_91)
    addmm_31 = torch.ops.aten.addmm.default(primals_92, view_95, t_31);  primals_92 = t_31 = None
    view_99 = torch.ops.aten.view.default(addmm_31, [2, 8, 16]);  addmm_31 = None
    view_100 = torch.ops.aten.view.default(view_99, [2, 8, -1, 8]);  view_99 = None
    transpose_26 = torch.ops.aten.transpose.int(view_100, 1, 2);  view_100 = None
    t_32 = torch.ops.aten.t.default(primals_93)
    addmm_32 = torch.ops.aten.addmm.default(primals_94, view_95, t_32);  primals_94 = t_32 = None
    view_102 = torch.ops.aten.view.default(addmm_32, [2, 8, 16]);  addmm_32 = None
    view_103 = torch.ops.aten.view.default(view_102, [2, 8, -1, 8]);  view_102 = None
    transpose_27 = torch.ops.aten.transpose.int(view_103, 1, 2);  view_103 = None
    transpose_28 = torch.ops.aten.transpose.int(transpose_26, 2, 3);  transpose_26 = None
    expand_22 = torch.ops.aten.expand.default(transpose_25, [2, 2, 8, 8]);  transpose_25 = None
    clone_36 = torch.ops.aten.clone.default(expand_22, memory_format = torch.contiguous_format);  expand_22 = None
    _unsafe_view_15 = torch.ops.aten._unsafe_view.default(clone_36, [4, 8, 8]);  clone_36 = None
    expand_23 = torch.ops.aten.expand.default(transpose_28, [2, 2, 8, 8]);  transpose_28 = None
    clone_37 = torch.ops.aten.clone.default(expand_23, memory_format = torch.contiguous_format);  expand_23 = None
    _unsafe_view_16 = torch.ops.aten._unsafe_view.default(clone_37, [4, 8, 8]);  clone_37 = None
    bmm_10 = torch.ops.aten.bmm.default(_unsafe_view_15, _unsafe_view_16)
    view_104 = torch.ops.aten.view.default(bmm_10, [2, 2, 8, 8]);  bmm_10 = None
    mul_5 = torch.ops.aten.mul.Tensor(view_104, 0.3535533905932738);  view_104 = None
    _softmax_5 = torch.ops.aten._softmax.default(mul_5, -1, False);  mul_5 = None
    detach_5 = torch.ops.aten.detach.default(_softmax_5)
    clone_38 = torch.ops.aten.clone.default(_softmax_5);  _softmax_5 = None
    expand_24 = torch.ops.aten.expand.default(clone_38, [2, 2, 8, 8]);  clone_38 = None
    view_105 = torch.ops.aten.view.default(expand_24, [4, 8, 8]);  expand_24 = None
    expand_25 = torch.ops.aten.expand.default(transpose_27, [2, 2, 8, 8]);  transpose_27 = None
    clone_39 = torch.ops.aten.clone.default(expand_25, memory_format = torch.contiguous_format);  expand_25 = None
    _unsafe_view_17 = torch.ops.aten._unsafe_view.default(clone_39, [4, 8, 8]);  clone_39 = None
    bmm_11 = torch.ops.aten.bmm.default(view_105, _unsafe_view_17)
    view_106 = torch.ops.aten.view.default(bmm_11, [2, 2, 8, 8]);  bmm_11 = None
    transpose_29 = torch.ops.aten.transpose.int(view_106, 1, 2);  view_106 = None
    clone_40 = torch.ops.aten.clone.default(transpose_29, memory_format = torch.contiguous_format);  transpose_29 = None
    view_107 = torch.ops.aten.view.default(clone_40, [2, 8, -1]);  clone_40 = None
    view_108 = torch.ops.aten.view.default(view_107, [16, 16]);  view_107 = None
    t_33 = torch.ops.aten.t.default(primals_95)
    addmm_33 = torch.ops.aten.addmm.default(primals_96, view_108, t_33);  primals_96 = t_33 = None
    view_109 = torch.ops.aten.view.default(addmm_33, [2, 8, 16]);  addmm_33 = None
    clone_41 = torch.ops.aten.clone.default(view_109);  view_109 = None
    add_12 = torch.ops.aten.add.Tensor(clone_41, getitem_30);  clone_41 = getitem_30 = None
    native_layer_norm_11 = torch.ops.aten.native_layer_norm.default(add_12, [16], primals_97, primals_98, 1e-12)
    getitem_33 = native_layer_norm_11[0]
    getitem_34 = native_layer_norm_11[1]
    getitem_35 = native_layer_norm_11[2];  native_layer_norm_11 = None
    view_110 = torch.ops.aten.view.default(getitem_33, [16, 16])
    t_34 = torch.ops.aten.t.default(primals_99)
    addmm_34 = torch.ops.aten.addmm.default(primals_100, view_110, t_34);  primals_100 = t_34 = None
    view_111 = torch.ops.aten.view.default(addmm_34, [2, 8, 32])
    gelu_5 = torch.ops.aten.gelu.default(view_111);  view_111 = None
    view_112 = torch.ops.aten.view.default(gelu_5, [16, 32]);  gelu_5 = None
    t_35 = torch.ops.aten.t.default(primals_101)
    addmm_35 = torch.ops.aten.addmm.default(primals_102, view_112, t_35);  primals_102 = t_35 = None
    view_113 = torch.ops.aten.view.default(addmm_35, [2, 8, 16]);  addmm_35 = None
    clone_42 = torch.ops.aten.clone.default(view_113);  view_113 = None
    add_13 = torch.ops.aten.add.Tensor(clone_42, getitem_33);  clone_42 = getitem_33 = None
    native_layer_norm_12 = torch.ops.aten.native_layer_norm.default(add_13, [16], primals_103, primals_104, 1e-12)
    getitem_36 = native_layer_norm_12[0]
    getitem_37 = native_layer_norm_12[1]
    getitem_38 = native_layer_norm_12[2];  native_layer_norm_12 = None
    view_114 = torch.ops.aten.view.default(getitem_36, [16, 16])
    t_36 = torch.ops.aten.t.default(primals_105)
    addmm_36 = torch.ops.aten.addmm.default(primals_106, view_114, t_36);  primals_106 = t_36 = None
    view_115 = torch.ops.aten.view.default(addmm_36, [2, 8, 16]);  addmm_36 = None
    view_116 = torch.ops.aten.view.default(view_115, [2, 8, -1, 8]);  view_115 = None
    transpose_30 = torch.ops.aten.transpose.int(view_116, 1, 2);  view_116 = None
    t_37 = torch.ops.aten.t.default(primals_107)
    addmm_37 = torch.ops.aten.addmm.default(primals_108, view_114, t_37);  primals_108 = t_37 = None
    view_118 = torch.ops.aten.view.default(addmm_37, [2, 8, 16]);  addmm_37 = None
    view_119 = torch.ops.aten.view.default(view_118, [2, 8, -1, 8]);  view_118 = None
    transpose_31 = torch.ops.aten.transpose.int(view_119, 1, 2);  view_119 = None
    t_38 = torch.ops.aten.t.default(primals_109)
    addmm_38 = torch.ops.aten.addmm.default(primals_110, view_114, t_38);  primals_110 = t_38 = None
    view_121 = torch.ops.aten.view.default(addmm_38, [2, 8, 16]);  addmm_38 = None
    view_122 = torch.ops.aten.view.default(view_121, [2, 8, -1, 8]);  view_121 = None
    transpose_32 = torch.ops.aten.transpose.int(view_122, 1, 2);  view_122 = None
    transpose_33 = torch.ops.aten.transpose.int(transpose_31, 2, 3);  transpose_31 = None
    expand_26 = torch.ops.aten.expand.default(transpose_30, [2, 2, 8, 8]);  transpose_30 = None
    clone_43 = torch.ops.aten.clone.default(expand_26, memory_format = torch.contiguous_format);  expand_26 = None
    _unsafe_view_18 = torch.ops.aten._unsafe_view.default(clone_43, [4, 8, 8]);  clone_43 = None
    expand_27 = torch.ops.aten.expand.default(transpose_33, [2, 2, 8, 8]);  transpose_33 = None
    clone_44 = torch.ops.aten.clone.default(expand_27, memory_format = torch.contiguous_format);  expand_27 = None
    _unsafe_view_19 = torch.ops.aten._unsafe_view.default(clone_44, [4, 8, 8]);  clone_44 = None
    bmm_12 = torch.ops.aten.bmm.default(_unsafe_view_18, _unsafe_view_19)
    view_123 = torch.ops.aten.view.default(bmm_12, [2, 2, 8, 8]);  bmm_12 = None
    mul_6 = torch.ops.aten.mul.Tensor(view_123, 0.3535533905932738);  view_123 = None
    _softmax_6 = torch.ops.aten._softmax.default(mul_6, -1, False);  mul_6 = None
    detach_6 = torch.ops.aten.detach.default(_softmax_6)
    clone_45 = torch.ops.aten.clone.default(_softmax_6);  _softmax_6 = None
    expand_28 = torch.ops.aten.expand.default(clone_45, [2, 2, 8, 8]);  clone_45 = None
    view_124 = torch.ops.aten.view.default(expand_28, [4, 8, 8]);  expand_28 = None
    expand_29 = torch.ops.aten.expand.default(transpose_32, [2, 2, 8, 8]);  transpose_32 = None
    clone_46 = torch.ops.aten.clone.default(expand_29, memory_format = torch.contiguous_format);  expand_29 = None
    _unsafe_view_20 = torch.ops.aten._unsafe_view.default(clone_46, [4, 8, 8]);  clone_46 = None
    bmm_13 = torch.ops.aten.bmm.default(view_124, _unsafe_view_20)
    view_125 = torch.ops.aten.view.default(bmm_13, [2, 2, 8, 8]);  bmm_13 = None
    transpose_34 = torch.ops.aten.transpose.int(view_125, 1, 2);  view_125 = None
    clone_47 = torch.ops.aten.clone.default(transpose_34, memory_format = torch.contiguous_format);  transpose_34 = None
    view_126 = torch.ops.aten.view.default(clone_47, [2, 8, -1]);  clone_47 = None
    view_127 = torch.ops.aten.view.default(view_126, [16, 16]);  view_126 = None
    t_39 = torch.ops.aten.t.default(primals_111)
    addmm_39 = torch.ops.aten.addmm.default(primals_112, view_127, t_39);  primals_112 = t_39 = None
    view_128 = torch.ops.aten.view.default(addmm_39, [2, 8, 16]);  addmm_39 = None
    clone_48 = torch.ops.aten.clone.default(view_128);  view_128 = None
    add_14 = torch.ops.aten.add.Tensor(clone_48, getitem_36);  clone_48 = getitem_36 = None
    native_layer_norm_13 = torch.ops.aten.native_layer_norm.default(add_14, [16], primals_113, primals_114, 1e-12)
    getitem_39 = native_layer_norm_13[0]
    getitem_40 = native_layer_norm_13[1]
    getitem_41 = native_layer_norm_13[2];  native_layer_norm_13 = None
    view_129 = torch.ops.aten.view.default(getitem_39, [16, 16])
    t_40 = torch.ops.aten.t.default(primals_115)
    addmm_40 = torch.ops.aten.addmm.default(primals_116, view_129, t_40);  primals_116 = t_40 = None
    view_130 = torch.ops.aten.view.default(addmm_40, [2, 8, 32])
    gelu_6 = torch.ops.aten.gelu.default(view_130);  view_130 = None
    view_131 = torch.ops.aten.view.default(gelu_6, [16, 32]);  gelu_6 = None
    t_41 = torch.ops.aten.t.default(primals_117)
    addmm_41 = torch.ops.aten.addmm.default(primals_118, view_131, t_41);  primals_118 = t_41 = None
    view_132 = torch.ops.aten.view.default(addmm_41, [2, 8, 16]);  addmm_41 = None
    clone_49 = torch.ops.aten.clone.default(view_132);  view_132 = None
    add_15 = torch.ops.aten.add.Tensor(clone_49, getitem_39);  clone_49 = getitem_39 = None
    native_layer_norm_14 = torch.ops.aten.native_layer_norm.default(add_15, [16], primals_119, primals_120, 1e-12)
    getitem_42 = native_layer_norm_14[0]
    getitem_43 = native_layer_norm_14[1]
    getitem_44 = native_layer_norm_14[2];  native_layer_norm_14 = None
    view_133 = torch.ops.aten.view.default(getitem_42, [16, 16])
    t_42 = torch.ops.aten.t.default(primals_121)
    addmm_42 = torch.ops.aten.addmm.default(primals_122, view_133, t_42);  primals_122 = t_42 = None
    view_134 = torch.ops.aten.view.default(addmm_42, [2, 8, 16]);  addmm_42 = None
    view_135 = torch.ops.aten.view.default(view_134, [2, 8, -1, 8]);  view_134 = None
    transpose_35 = torch.ops.aten.transpose.int(view_135, 1, 2);  view_135 = None
    t_43 = torch.ops.aten.t.default(primals_123)
    addmm_43 = torch.ops.aten.addmm.default(primals_124, view_133, t_43);  primals_124 = t_43 = None
    view_137 = torch.ops.aten.view.default(addmm_43, [2, 8, 16]);  addmm_43 = None
    view_138 = torch.ops.aten.view.default(view_137, [2, 8, -1, 8]);  view_137 = None
    transpose_36 = torch.ops.aten.transpose.int(view_138, 1, 2);  view_138 = None
    t_44 = torch.ops.aten.t.default(primals_125)
    addmm_44 = torch.ops.aten.addmm.default(primals_126, view_133, t_44);  primals_126 = t_44 = None
    view_140 = torch.ops.aten.view.default(addmm_44, [2, 8, 16]);  addmm_44 = None
    view_141 = torch.ops.aten.view.default(view_140, [2, 8, -1, 8]);  view_140 = None
    transpose_37 = torch.ops.aten.transpose.int(view_141, 1, 2);  view_141 = None
    transpose_38 = torch.ops.aten.transpose.int(transpose_36, 2, 3);  transpose_36 = None
    expand_30 = torch.ops.aten.expand.default(transpose_35, [2, 2, 8, 8]);  transpose_35 = None
    clone_50 = torch.ops.aten.clone.default(expand_30, memory_format = torch.contiguous_format);  expand_30 = None
    _unsafe_view_21 = torch.ops.aten._unsafe_view.default(clone_50, [4, 8, 8]);  clone_50 = None
    expand_31 = torch.ops.aten.expand.default(transpose_38, [2, 2, 8, 8]);  transpose_38 = None
    clone_51 = torch.ops.aten.clone.default(expand_31, memory_format = torch.contiguous_format);  expand_31 = None
    _unsafe_view_22 = torch.ops.aten._unsafe_view.default(clone_51, [4, 8, 8]);  clone_51 = None
    bmm_14 = torch.ops.aten.bmm.default(_unsafe_view_21, _unsafe_view_22)
    view_142 = torch.ops.aten.view.default(bmm_14, [2, 2, 8, 8]);  bmm_14 = None
    mul_7 = torch.ops.aten.mul.Tensor(view_142, 0.3535533905932738);  view_142 = None
    _softmax_7 = torch.ops.aten._softmax.default(mul_7, -1, False);  mul_7 = None
    detach_7 = torch.ops.aten.detach.default(_softmax_7)
    clone_52 = torch.ops.aten.clone.default(_softmax_7);  _softmax_7 = None
    expand_32 = torch.ops.aten.expand.default(clone_52, [2, 2, 8, 8]);  clone_52 = None
    view_143 = torch.ops.aten.view.default(expand_32, [4, 8, 8]);  expand_32 = None
    expand_33 = torch.ops.aten.expand.default(transpose_37, [2, 2, 8, 8]);  transpose_37 = None
    clone_53 = torch.ops.aten.clone.default(expand_33, memory_format = torch.contiguous_format);  expand_33 = None
    _unsafe_view_23 = torch.ops.aten._unsafe_view.default(clone_53, [4, 8, 8]);  clone_53 = None
    bmm_15 = torch.ops.aten.bmm.default(view_143, _unsafe_view_23)
    view_144 = torch.ops.aten.view.default(bmm_15, [2, 2, 8, 8]);  bmm_15 = None
    transpose_39 = torch.ops.aten.transpose.int(view_144, 1, 2);  view_144 = None
    clone_54 = torch.ops.aten.clone.default(transpose_39, memory_format = torch.contiguous_format);  transpose_39 = None
    view_145 = torch.ops.aten.view.default(clone_54, [2, 8, -1]);  clone_54 = None
    view_146 = torch.ops.aten.view.default(view_145, [16, 16]);  view_145 = None
    t_45 = torch.ops.aten.t.default(primals_127)
    addmm_45 = torch.ops.aten.addmm.default(primals_128, view_146, t_45);  primals_128 = t_45 = None
    view_147 = torch.ops.aten.view.default(addmm_45, [2, 8, 16]);  addmm_45 = None
    clone_55 = torch.ops.aten.clone.default(view_147);  view_147 = None
    add_16 = torch.ops.aten.add.Tensor(clone_55, getitem_42);  clone_55 = getitem_42 = None
    native_layer_norm_15 = torch.ops.aten.native_layer_norm.default(add_16, [16], primals_129, primals_130, 1e-12)
    getitem_45 = native_layer_norm_15[0]
    getitem_46 = native_layer_norm_15[1]
    getitem_47 = native_layer_norm_15[2];  native_layer_norm_15 = None
    view_148 = torch.ops.aten.view.default(getitem_45, [16, 16])
    t_46 = torch.ops.aten.t.default(primals_131)
    addmm_46 = torch.ops.aten.addmm.default(primals_132, view_148, t_46);  primals_132 = t_46 = None
    view_149 = torch.ops.aten.view.default(addmm_46, [2, 8, 32])
    gelu_7 = torch.ops.aten.gelu.default(view_149);  view_149 = None
    view_150 = torch.ops.aten.view.default(gelu_7, [16, 32]);  gelu_7 = None
    t_47 = torch.ops.aten.t.default(primals_133)
    addmm_47 = torch.ops.aten.addmm.default(primals_134, view_150, t_47);  primals_134 = t_47 = None
    view_151 = torch.ops.aten.view.default(addmm_47, [2, 8, 16]);  addmm_47 = None
    clone_56 = torch.ops.aten.clone.default(view_151);  view_151 = None
    add_17 = torch.ops.aten.add.Tensor(clone_56, getitem_45);  clone_56 = getitem_45 = None
    native_layer_norm_16 = torch.ops.aten.native_layer_norm.default(add_17, [16], primals_135, primals_136, 1e-12)
    getitem_48 = native_layer_norm_16[0]
    getitem_49 = native_layer_norm_16[1]
    getitem_50 = native_layer_norm_16[2];  native_layer_norm_16 = None
    view_152 = torch.ops.aten.view.default(getitem_48, [16, 16])
    t_48 = torch.ops.aten.t.default(primals_137)
    addmm_48 = torch.ops.aten.addmm.default(primals_138, view_152, t_48);  primals_138 = t_48 = None
    view_153 = torch.ops.aten.view.default(addmm_48, [2, 8, 16]);  addmm_48 = None
    view_154 = torch.ops.aten.view.default(view_153, [2, 8, -1, 8]);  view_153 = None
    transpose_40 = torch.ops.aten.transpose.int(view_154, 1, 2);  view_154 = None
    t_49 = torch.ops.aten.t.default(primals_139)
    addmm_49 = torch.ops.aten.addmm.default(primals_140, view_152, t_49);  primals_140 = t_49 = None
    view_156 = torch.ops.aten.view.default(addmm_49, [2, 8, 16]);  addmm_49 = None
    view_157 = torch.ops.aten.view.default(view_156, [2, 8, -1, 8]);  view_156 = None
    transpose_41 = torch.ops.aten.transpose.int(view_157, 1, 2);  view_157 = None
    t_50 = torch.ops.aten.t.default(primals_141)
    addmm_50 = torch.ops.aten.addmm.default(primals_142, view_152, t_50);  primals_142 = t_50 = None
    view_159 = torch.ops.aten.view.default(addmm_50, [2, 8, 16]);  addmm_50 = None
    view_160 = torch.ops.aten.view.default(view_159, [2, 8, -1, 8]);  view_159 = None
    transpose_42 = torch.ops.aten.transpose.int(view_160, 1, 2);  view_160 = None
    transpose_43 = torch.ops.aten.transpose.int(transpose_41, 2, 3);  transpose_41 = None
    expand_34 = torch.ops.aten.expand.default(transpose_40, [2, 2, 8, 8]);  transpose_40 = None
    clone_57 = torch.ops.aten.clone.default(expand_34, memory_format = torch.contiguous_format);  expand_34 = None
    _unsafe_view_24 = torch.ops.aten._unsafe_view.default(clone_57, [4, 8, 8]);  clone_57 = None
    expand_35 = torch.ops.aten.expand.default(transpose_43, [2, 2, 8, 8]);  transpose_43 = None
    clone_58 = torch.ops.aten.clone.default(expand_35, memory_format = torch.contiguous_format);  expand_35 = None
    _unsafe_view_25 = torch.ops.aten._unsafe_view.default(clone_58, [4, 8, 8]);  clone_58 = None
    bmm_16 = torch.ops.aten.bmm.default(_unsafe_view_24, _unsafe_view_25)
    view_161 = torch.ops.aten.view.default(bmm_16, [2, 2, 8, 8]);  bmm_16 = None
    mul_8 = torch.ops.aten.mul.Tensor(view_161, 0.3535533905932738);  view_161 = None
    _softmax_8 = torch.ops.aten._softmax.default(mul_8, -1, False);  mul_8 = None
    detach_8 = torch.ops.aten.detach.default(_softmax_8)
    clone_59 = torch.ops.aten.clone.default(_softmax_8);  _softmax_8 = None
    expand_36 = torch.ops.aten.expand.default(clone_59, [2, 2, 8, 8]);  clone_59 = None
    view_162 = torch.ops.aten.view.default(expand_36, [4, 8, 8]);  expand_36 = None
    expand_37 = torch.ops.aten.expand.default(transpose_42, [2, 2, 8, 8]);  transpose_42 = None
    clone_60 = torch.ops.aten.clone.default(expand_37, memory_format = torch.contiguous_format);  expand_37 = None
    _unsafe_view_26 = torch.ops.aten._unsafe_view.default(clone_60, [4, 8, 8]);  clone_60 = None
    bmm_17 = torch.ops.aten.bmm.default(view_162, _unsafe_view_26)
    view_163 = torch.ops.aten.view.default(bmm_17, [2, 2, 8, 8]);  bmm_17 = None
    transpose_44 = torch.ops.aten.transpose.int(view_163, 1, 2);  view_163 = None
    clone_61 = torch.ops.aten.clone.default(transpose_44, memory_format = torch.contiguous_format);  transpose_44 = None
    view_164 = torch.ops.aten.view.default(clone_61, [2, 8, -1]);  clone_61 = None
    view_165 = torch.ops.aten.view.default(view_164, [16, 16]);  view_164 = None
    t_51 = torch.ops.aten.t.default(primals_143)
    addmm_51 = torch.ops.aten.addmm.default(primals_144, view_165, t_51);  primals_144 = t_51 = None
    view_166 = torch.ops.aten.view.default(addmm_51, [2, 8, 16]);  addmm_51 = None
    clone_62 = torch.ops.aten.clone.default(view_166);  view_166 = None
    add_18 = torch.ops.aten.add.Tensor(clone_62, getitem_48);  clone_62 = getitem_48 = None
    native_layer_norm_17 = torch.ops.aten.native_layer_norm.default(add_18, [16], primals_145, primals_146, 1e-12)
    getitem_51 = native_layer_norm_17[0]
    getitem_52 = native_layer_norm_17[1]
    getitem_53 = native_layer_norm_17[2];  native_layer_norm_17 = None
    view_167 = torch.ops.aten.view.default(getitem_51, [16, 16])
    t_52 = torch.ops.aten.t.default(primals_147)
    addmm_52 = torch.ops.aten.addmm.default(primals_148, view_167, t_52);  primals_148 = t_52 = None
    view_168 = torch.ops.aten.view.default(addmm_52, [2, 8, 32])
    gelu_8 = torch.ops.aten.gelu.default(view_168);  view_168 = None
    view_169 = torch.ops.aten.view.default(gelu_8, [16, 32]);  gelu_8 = None
    t_53 = torch.ops.aten.t.default(primals_149)
    addmm_53 = torch.ops.aten.addmm.default(primals_150, view_169, t_53);  primals_150 = t_53 = None
    view_170 = torch.ops.aten.view.default(addmm_53, [2, 8, 16]);  addmm_53 = None
    clone_63 = torch.ops.aten.clone.default(view_170);  view_170 = None
    add_19 = torch.ops.aten.add.Tensor(clone_63, getitem_51);  clone_63 = getitem_51 = None
    native_layer_norm_18 = torch.ops.aten.native_layer_norm.default(add_19, [16], primals_151, primals_152, 1e-12)
    getitem_54 = native_layer_norm_18[0]
    getitem_55 = native_layer_norm_18[1]
    getitem_56 = native_layer_norm_18[2];  native_layer_norm_18 = None
    view_171 = torch.ops.aten.view.default(getitem_54, [16, 16])
    t_54 = torch.ops.aten.t.default(primals_153)
    addmm_54 = torch.ops.aten.addmm.default(primals_154, view_171, t_54);  primals_154 = t_54 = None
    view_172 = torch.ops.aten.view.default(addmm_54, [2, 8, 16]);  addmm_54 = None
    view_173 = torch.ops.aten.view.default(view_172, [2, 8, -1, 8]);  view_172 = None
    transpose_45 = torch.ops.aten.transpose.int(view_173, 1, 2);  view_173 = None
    t_55 = torch.ops.aten.t.default(primals_155)
    addmm_55 = torch.ops.aten.addmm.default(primals_156, view_171, t_55);  primals_156 = t_55 = None
    view_175 = torch.ops.aten.view.default(addmm_55, [2, 8, 16]);  addmm_55 = None
    view_176 = torch.ops.aten.view.default(view_175, [2, 8, -1, 8]);  view_175 = None
    transpose_46 = torch.ops.aten.transpose.int(view_176, 1, 2);  view_176 = None
    t_56 = torch.ops.aten.t.default(primals_157)
    addmm_56 = torch.ops.aten.addmm.default(primals_158, view_171, t_56);  primals_158 = t_56 = None
    view_178 = torch.ops.aten.view.default(addmm_56, [2, 8, 16]);  addmm_56 = None
    view_179 = torch.ops.aten.view.default(view_178, [2, 8, -1, 8]);  view_178 = None
    transpose_47 = torch.ops.aten.transpose.int(view_179, 1, 2);  view_179 = None
    transpose_48 = torch.ops.aten.transpose.int(transpose_46, 2, 3);  transpose_46 = None
    expand_38 = torch.ops.aten.expand.default(transpose_45, [2, 2, 8, 8]);  transpose_45 = None
    clone_64 = torch.ops.aten.clone.default(expand_38, memory_format = torch.contiguous_format);  expand_38 = None
    _unsafe_view_27 = torch.ops.aten._unsafe_view.default(clone_64, [4, 8, 8]);  clone_64 = None
    expand_39 = torch.ops.aten.expand.default(transpose_48, [2, 2, 8, 8]);  transpose_48 = None
    clone_65 = torch.ops.aten.clone.default(expand_39, memory_format = torch.contiguous_format);  expand_39 = None
    _unsafe_view_28 = torch.ops.aten._unsafe_view.default(clone_65, [4, 8, 8]);  clone_65 = None
    bmm_18 = torch.ops.aten.bmm.default(_unsafe_view_27, _unsafe_view_28)
    view_180 = torch.ops.aten.view.default(bmm_18, [2, 2, 8, 8]);  bmm_18 = None
    mul_9 = torch.ops.aten.mul.Tensor(view_180, 0.3535533905932738);  view_180 = None
    _softmax_9 = torch.ops.aten._softmax.default(mul_9, -1, False);  mul_9 = None
    detach_9 = torch.ops.aten.detach.default(_softmax_9)
    clone_66 = torch.ops.aten.clone.default(_softmax_9);  _softmax_9 = None
    expand_40 = torch.ops.aten.expand.default(clone_66, [2, 2, 8, 8]);  clone_66 = None
    view_181 = torch.ops.aten.view.default(expand_40, [4, 8, 8]);  expand_40 = None
    expand_41 = torch.ops.aten.expand.default(transpose_47, [2, 2, 8, 8]);  transpose_47 = None
    clone_67 = torch.ops.aten.clone.default(expand_41, memory_format = torch.contiguous_format);  expand_41 = None
    _unsafe_view_29 = torch.ops.aten._unsafe_view.default(clone_67, [4, 8, 8]);  clone_67 = None
    bmm_19 = torch.ops.aten.bmm.default(view_181, _unsafe_view_29)
    view_182 = torch.ops.aten.view.default(bmm_19, [2, 2, 8, 8]);  bmm_19 = None
    transpose_49 = torch.ops.aten.transpose.int(view_182, 1, 2);  view_182 = None
    clone_68 = torch.ops.aten.clone.default(transpose_49, memory_format = torch.contiguous_format);  transpose_49 = None
    view_183 = torch.ops.aten.view.default(clone_68, [2, 8, -1]);  clone_68 = None
    view_184 = torch.ops.aten.view.default(view_183, [16, 16]);  view_183 = None
    t_57 = torch.ops.aten.t.default(primals_159)
    addmm_57 = torch.ops.aten.addmm.default(primals_160, view_184, t_57);  primals_160 = t_57 = None
    view_185 = torch.ops.aten.view.default(addmm_57, [2, 8, 16]);  addmm_57 = None
    clone_69 = torch.ops.aten.clone.default(view_185);  view_185 = None
    add_20 = torch.ops.aten.add.Tensor(clone_69, getitem_54);  clone_69 = getitem_54 = None
    native_layer_norm_19 = torch.ops.aten.native_layer_norm.default(add_20, [16], primals_161, primals_162, 1e-12)
    getitem_57 = native_layer_norm_19[0]
    getitem_58 = native_layer_norm_19[1]
    getitem_59 = native_layer_norm_19[2];  native_layer_norm_19 = None
    view_186 = torch.ops.aten.view.default(getitem_57, [16, 16])
    t_58 = torch.ops.aten.t.default(primals_163)
    addmm_58 = torch.ops.aten.addmm.default(primals_164, view_186, t_58);  primals_164 = t_58 = None
    view_187 = torch.ops.aten.view.default(addmm_58, [2, 8, 32])
    gelu_9 = torch.ops.aten.gelu.default(view_187);  view_187 = None
    view_188 = torch.ops.aten.view.default(gelu_9, [16, 32]);  gelu_9 = None
    t_59 = torch.ops.aten.t.default(primals_165)
    addmm_59 = torch.ops.aten.addmm.default(primals_166, view_188, t_59);  primals_166 = t_59 = None
    view_189 = torch.ops.aten.view.default(addmm_59, [2, 8, 16]);  addmm_59 = None
    clone_70 = torch.ops.aten.clone.default(view_189);  view_189 = None
    add_21 = torch.ops.aten.add.Tensor(clone_70, getitem_57);  clone_70 = getitem_57 = None
    native_layer_norm_20 = torch.ops.aten.native_layer_norm.default(add_21, [16], primals_167, primals_168, 1e-12)
    getitem_60 = native_layer_norm_20[0]
    getitem_61 = native_layer_norm_20[1]
    getitem_62 = native_layer_norm_20[2];  native_layer_norm_20 = None
    view_190 = torch.ops.aten.view.default(getitem_60, [16, 16])
    t_60 = torch.ops.aten.t.default(primals_169)
    addmm_60 = torch.ops.aten.addmm.default(primals_170, view_190, t_60);  primals_170 = t_60 = None
    view_191 = torch.ops.aten.view.default(addmm_60, [2, 8, 16]);  addmm_60 = None
    view_192 = torch.ops.aten.view.default(view_191, [2, 8, -1, 8]);  view_191 = None
    transpose_50 = torch.ops.aten.transpose.int(view_192, 1, 2);  view_192 = None
    t_61 = torch.ops.aten.t.default(primals_171)
    addmm_61 = torch.ops.aten.addmm.default(primals_172, view_190, t_61);  primals_172 = t_61 = None
    view_194 = torch.ops.aten.view.default(addmm_61, [2, 8, 16]);  addmm_61 = None
    view_195 = torch.ops.aten.view.default(view_194, [2, 8, -1, 8]);  view_194 = None
    transpose_51 = torch.ops.aten.transpose.int(view_195, 1, 2);  view_195 = None
    t_62 = torch.ops.aten.t.default(primals_173)
    addmm_62 = torch.ops.aten.addmm.default(primals_174, view_190, t_62);  primals_174 = t_62 = None
    view_197 = torch.ops.aten.view.default(addmm_62, [2, 8, 16]);  addmm_62 = None
    view_198 = torch.ops.aten.view.default(view_197, [2, 8, -1, 8]);  view_197 = None
    transpose_52 = torch.ops.aten.transpose.int(view_198, 1, 2);  view_198 = None
    transpose_53 = torch.ops.aten.transpose.int(transpose_51, 2, 3);  transpose_51 = None
    expand_42 = torch.ops.aten.expand.default(transpose_50, [2, 2, 8, 8]);  transpose_50 = None
    clone_71 = torch.ops.aten.clone.default(expand_42, memory_format = torch.contiguous_format);  expand_42 = None
    _unsafe_view_30 = torch.ops.aten._unsafe_view.default(clone_71, [4, 8, 8]);  clone_71 = None
    expand_43 = torch.ops.aten.expand.default(transpose_53, [2, 2, 8, 8]);  transpose_53 = None
    clone_72 = torch.ops.aten.clone.default(expand_43, memory_format = torch.contiguous_format);  expand_43 = None
    _unsafe_view_31 = torch.ops.aten._unsafe_view.default(clone_72, [4, 8, 8]);  clone_72 = None
    bmm_20 = torch.ops.aten.bmm.default(_unsafe_view_30, _unsafe_view_31)
    view_199 = torch.ops.aten.view.default(bmm_20, [2, 2, 8, 8]);  bmm_20 = None
    mul_10 = torch.ops.aten.mul.Tensor(view_199, 0.3535533905932738);  view_199 = None
    _softmax_10 = torch.ops.aten._softmax.default(mul_10, -1, False);  mul_10 = None
    detach_10 = torch.ops.aten.detach.default(_softmax_10)
    clone_73 = torch.ops.aten.clone.default(_softmax_10);  _softmax_10 = None
    expand_44 = torch.ops.aten.expand.default(clone_73, [2, 2, 8, 8]);  clone_73 = None
    view_200 = torch.ops.aten.view.default(expand_44, [4, 8, 8]);  expand_44 = None
    expand_45 = torch.ops.aten.expand.default(transpose_52, [2, 2, 8, 8]);  transpose_52 = None
    clone_74 = torch.ops.aten.clone.default(expand_45, memory_format = torch.contiguous_format);  expand_45 = None
    _unsafe_view_32 = torch.ops.aten._unsafe_view.default(clone_74, [4, 8, 8]);  clone_74 = None
    bmm_21 = torch.ops.aten.bmm.default(view_200, _unsafe_view_32)
    view_201 = torch.ops.aten.view.default(bmm_21, [2, 2, 8, 8]);  bmm_21 = None
    transpose_54 = torch.ops.aten.transpose.int(view_201, 1, 2);  view_201 = None
    clone_75 = torch.ops.aten.clone.default(transpose_54, memory_format = torch.contiguous_format);  transpose_54 = None
    view_202 = torch.ops.aten.view.default(clone_75, [2, 8, -1]);  clone_75 = None
    view_203 = torch.ops.aten.view.default(view_202, [16, 16]);  view_202 = None
    t_63 = torch.ops.aten.t.default(primals_175)
    addmm_63 = torch.ops.aten.addmm.default(primals_176, view_203, t_63);  primals_176 = t_63 = None
    view_204 = torch.ops.aten.view.default(addmm_63, [2, 8, 16]);  addmm_63 = None
    clone_76 = torch.ops.aten.clone.default(view_204);  view_204 = None
    add_22 = torch.ops.aten.add.Tensor(clone_76, getitem_60);  clone_76 = getitem_60 = None
    native_layer_norm_21 = torch.ops.aten.native_layer_norm.default(add_22, [16], primals_177, primals_178, 1e-12)
    getitem_63 = native_layer_norm_21[0]
    getitem_64 = native_layer_norm_21[1]
    getitem_65 = native_layer_norm_21[2];  native_layer_norm_21 = None
    view_205 = torch.ops.aten.view.default(getitem_63, [16, 16])
    t_64 = torch.ops.aten.t.default(primals_179)
    addmm_64 = torch.ops.aten.addmm.default(primals_180, view_205, t_64);  primals_180 = t_64 = None
    view_206 = torch.ops.aten.view.default(addmm_64, [2, 8, 32])
    gelu_10 = torch.ops.aten.gelu.default(view_206);  view_206 = None
    view_207 = torch.ops.aten.view.default(gelu_10, [16, 32]);  gelu_10 = None
    t_65 = torch.ops.aten.t.default(primals_181)
    addmm_65 = torch.ops.aten.addmm.default(primals_182, view_207, t_65);  primals_182 = t_65 = None
    view_208 = torch.ops.aten.view.default(addmm_65, [2, 8, 16]);  addmm_65 = None
    clone_77 = torch.ops.aten.clone.default(view_208);  view_208 = None
    add_23 = torch.ops.aten.add.Tensor(clone_77, getitem_63);  clone_77 = getitem_63 = None
    native_layer_norm_22 = torch.ops.aten.native_layer_norm.default(add_23, [16], primals_183, primals_184, 1e-12)
    getitem_66 = native_layer_norm_22[0]
    getitem_67 = native_layer_norm_22[1]
    getitem_68 = native_layer_norm_22[2];  native_layer_norm_22 = None
    view_209 = torch.ops.aten.view.default(getitem_66, [16, 16])
    t_66 = torch.ops.aten.t.default(primals_185)
    addmm_66 = torch.ops.aten.addmm.default(primals_186, view_209, t_66);  primals_186 = t_66 = None
    view_210 = torch.ops.aten.view.default(addmm_66, [2, 8, 16]);  addmm_66 = None
    view_211 = torch.ops.aten.view.default(view_210, [2, 8, -1, 8]);  view_210 = None
    transpose_55 = torch.ops.aten.transpose.int(view_211, 1, 2);  view_211 = None
    t_67 = torch.ops.aten.t.default(primals_187)
    addmm_67 = torch.ops.aten.addmm.default(primals_188, view_209, t_67);  primals_188 = t_67 = None
    view_213 = torch.ops.aten.view.default(addmm_67, [2, 8, 16]);  addmm_67 = None
    view_214 = torch.ops.aten.view.default(view_213, [2, 8, -1, 8]);  view_213 = None
    transpose_56 = torch.ops.aten.transpose.int(view_214, 1, 2);  view_214 = None
    t_68 = torch.ops.aten.t.default(primals_189)
    addmm_68 = torch.ops.aten.addmm.default(primals_190, view_209, t_68);  primals_190 = t_68 = None
    view_216 = torch.ops.aten.view.default(addmm_68, [2, 8, 16]);  addmm_68 = None
    view_217 = torch.ops.aten.view.default(view_216, [2, 8, -1, 8]);  view_216 = None
    transpose_57 = torch.ops.aten.transpose.int(view_217, 1, 2);  view_217 = None
    transpose_58 = torch.ops.aten.transpose.int(transpose_56, 2, 3);  transpose_56 = None
    expand_46 = torch.ops.aten.expand.default(transpose_55, [2, 2, 8, 8]);  transpose_55 = None
    clone_78 = torch.ops.aten.clone.default(expand_46, memory_format = torch.contiguous_format);  expand_46 = None
    _unsafe_view_33 = torch.ops.aten._unsafe_view.default(clone_78, [4, 8, 8]);  clone_78 = None
    expand_47 = torch.ops.aten.expand.default(transpose_58, [2, 2, 8, 8]);  transpose_58 = None
    clone_79 = torch.ops.aten.clone.default(expand_47, memory_format = torch.contiguous_format);  expand_47 = None
    _unsafe_view_34 = torch.ops.aten._unsafe_view.default(clone_79, [4, 8, 8]);  clone_79 = None
    bmm_22 = torch.ops.aten.bmm.default(_unsafe_view_33, _unsafe_view_34)
    view_218 = torch.ops.aten.view.default(bmm_22, [2, 2, 8, 8]);  bmm_22 = None
    mul_11 = torch.ops.aten.mul.Tensor(view_218, 0.3535533905932738);  view_218 = None
    _softmax_11 = torch.ops.aten._softmax.default(mul_11, -1, False);  mul_11 = None
    detach_11 = torch.ops.aten.detach.default(_softmax_11)
    clone_80 = torch.ops.aten.clone.default(_softmax_11);  _softmax_11 = None
    expand_48 = torch.ops.aten.expand.default(clone_80, [2, 2, 8, 8]);  clone_80 = None
    view_219 = torch.ops.aten.view.default(expand_48, [4, 8, 8]);  expand_48 = None
    expand_49 = torch.ops.aten.expand.default(transpose_57, [2, 2, 8, 8]);  transpose_57 = None
    clone_81 = torch.ops.aten.clone.default(expand_49, memory_format = torch.contiguous_format);  expand_49 = None
    _unsafe_view_35 = torch.ops.aten._unsafe_view.default(clone_81, [4, 8, 8]);  clone_81 = None
    bmm_23 = torch.ops.aten.bmm.default(view_219, _unsafe_view_35)
    view_220 = torch.ops.aten.view.default(bmm_23, [2, 2, 8, 8]);  bmm_23 = None
    transpose_59 = torch.ops.aten.transpose.int(view_220, 1, 2);  view_220 = None
    clone_82 = torch.ops.aten.clone.default(transpose_59, memory_format = torch.contiguous_format);  transpose_59 = None
    view_221 = torch.ops.aten.view.default(clone_82, [2, 8, -1]);  clone_82 = None
    view_222 = torch.ops.aten.view.default(view_221, [16, 16]);  view_221 = None
    t_69 = torch.ops.aten.t.default(primals_191)
    addmm_69 = torch.ops.aten.addmm.default(primals_192, view_222, t_69);  primals_192 = t_69 = None
    view_223 = torch.ops.aten.view.default(addmm_69, [2, 8, 16]);  addmm_69 = None
    clone_83 = torch.ops.aten.clone.default(view_223);  view_223 = None
    add_24 = torch.ops.aten.add.Tensor(clone_83, getitem_66);  clone_83 = getitem_66 = None
    native_layer_norm_23 = torch.ops.aten.native_layer_norm.default(add_24, [16], primals_193, primals_194, 1e-12)
    getitem_69 = native_layer_norm_23[0]
    getitem_70 = native_layer_norm_23[1]
    getitem_71 = native_layer_norm_23[2];  native_layer_norm_23 = None
    view_224 = torch.ops.aten.view.default(getitem_69, [16, 16])
    t_70 = torch.ops.aten.t.default(primals_195)
    addmm_70 = torch.ops.aten.addmm.default(primals_196, view_224, t_70);  primals_196 = t_70 = None
    view_225 = torch.ops.aten.view.default(addmm_70, [2, 8, 32])
    gelu_11 = torch.ops.aten.gelu.default(view_225);  view_225 = None
    view_226 = torch.ops.aten.view.default(gelu_11, [16, 32]);  gelu_11 = None
    t_71 = torch.ops.aten.t.default(primals_197)
    addmm_71 = torch.ops.aten.addmm.default(primals_198, view_226, t_71);  primals_198 = t_71 = None
    view_227 = torch.ops.aten.view.default(addmm_71, [2, 8, 16]);  addmm_71 = None
    clone_84 = torch.ops.aten.clone.default(view_227);  view_227 = None
    add_25 = torch.ops.aten.add.Tensor(clone_84, getitem_69);  clone_84 = getitem_69 = None
    native_layer_norm_24 = torch.ops.aten.native_layer_norm.default(add_25, [16], primals_199, primals_200, 1e-12)
    getitem_72 = native_layer_norm_24[0]
    getitem_73 = native_layer_norm_24[1]
    getitem_74 = native_layer_norm_24[2];  native_layer_norm_24 = None
    view_228 = torch.ops.aten.view.default(getitem_72, [16, 16]);  getitem_72 = None
    t_72 = torch.ops.aten.t.default(primals_201)
    addmm_72 = torch.ops.aten.addmm.default(primals_202, view_228, t_72);  primals_202 = t_72 = None
    view_229 = torch.ops.aten.view.default(addmm_72, [2, 8, 16])
    gelu_12 = torch.ops.aten.gelu.default(view_229);  view_229 = None
    native_layer_norm_25 = torch.ops.aten.native_layer_norm.default(gelu_12, [16], primals_203, primals_204, 1e-12)
    getitem_75 = native_layer_norm_25[0]
    getitem_76 = native_layer_norm_25[1]
    getitem_77 = native_layer_norm_25[2];  native_layer_norm_25 = None
    view_230 = torch.ops.aten.view.default(getitem_75, [16, 16]);  getitem_75 = None
    t_73 = torch.ops.aten.t.default(primals_4)
    addmm_73 = torch.ops.aten.addmm.default(primals_205, view_230, t_73);  primals_205 = t_73 = None
    view_231 = torch.ops.aten.view.default(addmm_73, [2, 8, 64]);  addmm_73 = None
    transpose_61 = torch.ops.aten.transpose.int(view_219, 1, 2);  view_219 = None
    transpose_62 = torch.ops.aten.transpose.int(_unsafe_view_35, 1, 2);  _unsafe_view_35 = None
    detach_12 = torch.ops.aten.detach.default(detach_11);  detach_11 = None
    transpose_63 = torch.ops.aten.transpose.int(_unsafe_view_33, 1, 2);  _unsafe_view_33 = None
    transpose_64 = torch.ops.aten.transpose.int(_unsafe_view_34, 1, 2);  _unsafe_view_34 = None
    transpose_70 = torch.ops.aten.transpose.int(view_200, 1, 2);  view_200 = None
    transpose_71 = torch.ops.aten.transpose.int(_unsafe_view_32, 1, 2);  _unsafe_view_32 = None
    detach_13 = torch.ops.aten.detach.default(detach_10);  detach_10 = None
    transpose_72 = torch.ops.aten.transpose.int(_unsafe_view_30, 1, 2);  _unsafe_view_30 = None
    transpose_73 = torch.ops.aten.transpose.int(_unsafe_view_31, 1, 2);  _unsafe_view_31 = None
    transpose_79 = torch.ops.aten.transpose.int(view_181, 1, 2);  view_181 = None
    transpose_80 = torch.ops.aten.transpose.int(_unsafe_view_29, 1, 2);  _unsafe_view_29 = None
    detach_14 = torch.ops.aten.detach.default(detach_9);  detach_9 = None
    transpose_81 = torch.ops.aten.transpose.int(_unsafe_view_27, 1, 2);  _unsafe_view_27 = None
    transpose_82 = torch.ops.aten.transpose.int(_unsafe_view_28, 1, 2);  _unsafe_view_28 = None
    transpose_88 = torch.ops.aten.transpose.int(view_162, 1, 2);  view_162 = None
    transpose_89 = torch.ops.aten.transpose.int(_unsafe_view_26, 1, 2);  _unsafe_view_26 = None
    detach_15 = torch.ops.aten.detach.default(detach_8);  detach_8 = None
    transpose_90 = torch.ops.aten.transpose.int(_unsafe_view_24, 1, 2);  _unsafe_view_24 = None
    transpose_91 = torch.ops.aten.transpose.int(_unsafe_view_25, 1, 2);  _unsafe_view_25 = None
    transpose_97 = torch.ops.aten.transpose.int(view_143, 1, 2);  view_143 = None
    transpose_98 = torch.ops.aten.transpose.int(_unsafe_view_23, 1, 2);  _unsafe_view_23 = None
    detach_16 = torch.ops.aten.detach.default(detach_7);  detach_7 = None
    transpose_99 = torch.ops.aten.transpose.int(_unsafe_view_21, 1, 2);  _unsafe_view_21 = None
    transpose_100 = torch.ops.aten.transpose.int(_unsafe_view_22, 1, 2);  _unsafe_view_22 = None
    transpose_106 = torch.ops.aten.transpose.int(view_124, 1, 2);  view_124 = None
    transpose_107 = torch.ops.aten.transpose.int(_unsafe_view_20, 1, 2);  _unsafe_view_20 = None
    detach_17 = torch.ops.aten.detach.default(detach_6);  detach_6 = None
    transpose_108 = torch.ops.aten.transpose.int(_unsafe_view_18, 1, 2);  _unsafe_view_18 = None
    transpose_109 = torch.ops.aten.transpose.int(_unsafe_view_19, 1, 2);  _unsafe_view_19 = None
    transpose_115 = torch.ops.aten.transpose.int(view_105, 1, 2);  view_105 = None
    transpose_116 = torch.ops.aten.transpose.int(_unsafe_view_17, 1, 2);  _unsafe_view_17 = None
    detach_18 = torch.ops.aten.detach.default(detach_5);  detach_5 = None
    transpose_117 = torch.ops.aten.transpose.int(_unsafe_view_15, 1, 2);  _unsafe_view_15 = None
    transpose_118 = torch.ops.aten.transpose.int(_unsafe_view_16, 1, 2);  _unsafe_view_16 = None
    transpose_124 = torch.ops.aten.transpose.int(view_86, 1, 2);  view_86 = None
    transpose_125 = torch.ops.aten.transpose.int(_unsafe_view_14, 1, 2);  _unsafe_view_14 = None
    detach_19 = torch.ops.aten.detach.default(detach_4);  detach_4 = None
    transpose_126 = torch.ops.aten.transpose.int(_unsafe_view_12, 1, 2);  _unsafe_view_12 = None
    transpose_127 = torch.ops.aten.transpose.int(_unsafe_view_13, 1, 2);  _unsafe_view_13 = None
    transpose_133 = torch.ops.aten.transpose.int(view_67, 1, 2);  view_67 = None
    transpose_134 = torch.ops.aten.transpose.int(_unsafe_view_11, 1, 2);  _unsafe_view_11 = None
    detach_20 = torch.ops.aten.detach.default(detach_3);  detach_3 = None
    transpose_135 = torch.ops.aten.transpose.int(_unsafe_view_9, 1, 2);  _unsafe_view_9 = None
    transpose_136 = torch.ops.aten.transpose.int(_unsafe_view_10, 1, 2);  _unsafe_view_10 = None
    transpose_142 = torch.ops.aten.transpose.int(view_48, 1, 2);  view_48 = None
    transpose_143 = torch.ops.aten.transpose.int(_unsafe_view_8, 1, 2);  _unsafe_view_8 = None
    detach_21 = torch.ops.aten.detach.default(detach_2);  detach_2 = None
    transpose_144 = torch.ops.aten.transpose.int(_unsafe_view_6, 1, 2);  _unsafe_view_6 = None
    transpose_145 = torch.ops.aten.transpose.int(_unsafe_view_7, 1, 2);  _unsafe_view_7 = None
    transpose_151 = torch.ops.aten.transpose.int(view_29, 1, 2);  view_29 = None
    transpose_152 = torch.ops.aten.transpose.int(_unsafe_view_5, 1, 2);  _unsafe_view_5 = None
    detach_22 = torch.ops.aten.detach.default(detach_1);  detach_1 = None
    transpose_153 = torch.ops.aten.transpose.int(_unsafe_view_3, 1, 2);  _unsafe_view_3 = None
    transpose_154 = torch.ops.aten.transpose.int(_unsafe_view_4, 1, 2);  _unsafe_view_4 = None
    transpose_160 = torch.ops.aten.transpose.int(view_10, 1, 2);  view_10 = None
    transpose_161 = torch.ops.aten.transpose.int(_unsafe_view_2, 1, 2);  _unsafe_view_2 = None
    detach_23 = torch.ops.aten.detach.default(detach);  detach = None
    transpose_162 = torch.ops.aten.transpose.int(_unsafe_view, 1, 2);  _unsafe_view = None
    transpose_163 = torch.ops.aten.transpose.int(_unsafe_view_1, 1, 2);  _unsafe_view_1 = None
    return (view_231, primals_1, primals_2, primals_4, primals_7, primals_8, primals_9, primals_11, primals_13, primals_15, primals_17, primals_18, primals_19, primals_21, primals_23, primals_24, primals_25, primals_27, primals_29, primals_31, primals_33, primals_34, primals_35, primals_37, primals_39, primals_40, primals_41, primals_43, primals_45, primals_47, primals_49, primals_50, primals_51, primals_53, primals_55, primals_56, primals_57, primals_59, primals_61, primals_63, primals_65, primals_66, primals_67, primals_69, primals_71, primals_72, primals_73, primals_75, primals_77, primals_79, primals_81, primals_82, primals_83, primals_85, primals_87, primals_88, primals_89, primals_91, primals_93, primals_95, primals_97, primals_98, primals_99, primals_101, primals_103, primals_104, primals_105, primals_107, primals_109, primals_111, primals_113, primals_114, primals_115, primals_117, primals_119, primals_120, primals_121, primals_123, primals_125, primals_127, primals_129, primals_130, primals_131, primals_133, primals_135, primals_136, primals_137, primals_139, primals_141, primals_143, primals_145, primals_146, primals_147, primals_149, primals_151, primals_152, primals_153, primals_155, primals_157, primals_159, primals_161, primals_162, primals_163, primals_165, primals_167, primals_168, primals_169, primals_171, primals_173, primals_175, primals_177, primals_178, primals_179, primals_181, primals_183, primals_184, primals_185, primals_187, primals_189, primals_191, primals_193, primals_194, primals_195, primals_197, primals_199, primals_200, primals_201, primals_203, primals_204, expand_1, add_1, getitem_1, getitem_2, view, view_13, add_2, getitem_4, getitem_5, view_15, addmm_4, view_17, add_3, getitem_7, getitem_8, view_19, view_32, add_4, getitem_10, getitem_11, view_34, addmm_10, view_36, add_5, getitem_13, getitem_14, view_38, view_51, add_6, getitem_16, getitem_17, view_53, addmm_16, view_55, add_7, getitem_19, getitem_20, view_57, view_70, add_8, getitem_22, getitem_23, view_72, addmm_22, view_74, add_9, getitem_25, getitem_26, view_76, view_89, add_10, getitem_28, getitem_29, view_91, addmm_28, view_93, add_11, getitem_31, getitem_32, view_95, view_108, add_12, getitem_34, getitem_35, view_110, addmm_34, view_112, add_13, getitem_37, getitem_38, view_114, view_127, add_14, getitem_40, getitem_41, view_129, addmm_40, view_131, add_15, getitem_43, getitem_44, view_133, view_146, add_16, getitem_46, getitem_47, view_148, addmm_46, view_150, add_17, getitem_49, getitem_50, view_152, view_165, add_18, getitem_52, getitem_53, view_167, addmm_52, view_169, add_19, getitem_55, getitem_56, view_171, view_184, add_20, getitem_58, getitem_59, view_186, addmm_58, view_188, add_21, getitem_61, getitem_62, view_190, view_203, add_22, getitem_64, getitem_65, view_205, addmm_64, view_207, add_23, getitem_67, getitem_68, view_209, view_222, add_24, getitem_70, getitem_71, view_224, addmm_70, view_226, add_25, getitem_73, getitem_74, view_228, addmm_72, gelu_12, getitem_76, getitem_77, view_230, transpose_61, transpose_62, detach_12, transpose_63, transpose_64, transpose_70, transpose_71, detach_13, transpose_72, transpose_73, transpose_79, transpose_80, detach_14, transpose_81, transpose_82, transpose_88, transpose_89, detach_15, transpose_90, transpose_91, transpose_97, transpose_98, detach_16, transpose_99, transpose_100, transpose_106, transpose_107, detach_17, transpose_108, transpose_109, transpose_115, transpose_116, detach_18, transpose_117, transpose_118, transpose_124, transpose_125, detach_19, transpose_126, transpose_127, transpose_133, transpose_134, detach_20, transpose_135, transpose_136, transpose_142, transpose_143, detach_21, transpose_144, transpose_145, transpose_151, transpose_152, detach_22, transpose_153, transpose_154, transpose_160, transpose_161, detach_23, transpose_162, transpose_163)
    