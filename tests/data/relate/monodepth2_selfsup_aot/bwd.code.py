


def forward(self, primals_2, primals_6, primals_8, primals_12, primals_14, primals_18, primals_20, primals_24, primals_26, primals_30, primals_32, primals_36, primals_38, primals_42, primals_44, primals_48, primals_50, primals_54, primals_56, primals_60, primals_62, primals_66, primals_68, primals_72, primals_74, primals_78, primals_80, primals_84, primals_86, primals_90, primals_92, primals_96, primals_98, primals_102, primals_104, primals_108, primals_110, primals_114, primals_116, primals_120, primals_122, primals_124, primals_126, primals_128, primals_130, primals_132, primals_134, primals_136, primals_138, primals_140, primals_142, primals_144, primals_146, primals_148, primals_151, primals_155, primals_157, primals_161, primals_163, primals_167, primals_169, primals_173, primals_175, primals_179, primals_181, primals_185, primals_187, primals_191, primals_193, primals_197, primals_199, primals_203, primals_205, primals_209, primals_211, primals_215, primals_217, primals_221, primals_223, primals_227, primals_229, primals_233, primals_235, primals_239, primals_241, primals_245, primals_247, primals_251, primals_253, primals_257, primals_259, primals_263, primals_265, primals_269, primals_271, primals_273, primals_275, primals_277, div, convolution, getitem_1, getitem_2, getitem_3, getitem_4, relu, getitem_5, getitem_6, convolution_1, getitem_8, getitem_9, getitem_10, getitem_11, relu_1, convolution_2, getitem_13, getitem_14, getitem_15, getitem_16, relu_2, convolution_3, getitem_18, getitem_19, getitem_20, getitem_21, relu_3, convolution_4, getitem_23, getitem_24, getitem_25, getitem_26, relu_4, convolution_5, getitem_28, getitem_29, getitem_30, getitem_31, relu_5, convolution_6, getitem_33, getitem_34, getitem_35, getitem_36, convolution_7, getitem_38, getitem_39, getitem_40, getitem_41, relu_6, convolution_8, getitem_43, getitem_44, getitem_45, getitem_46, relu_7, convolution_9, getitem_48, getitem_49, getitem_50, getitem_51, relu_8, convolution_10, getitem_53, getitem_54, getitem_55, getitem_56, relu_9, convolution_11, getitem_58, getitem_59, getitem_60, getitem_61, convolution_12, getitem_63, getitem_64, getitem_65, getitem_66, relu_10, convolution_13, getitem_68, getitem_69, getitem_70, getitem_71, relu_11, convolution_14, getitem_73, getitem_74, getitem_75, getitem_76, relu_12, convolution_15, getitem_78, getitem_79, getitem_80, getitem_81, relu_13, convolution_16, getitem_83, getitem_84, getitem_85, getitem_86, convolution_17, getitem_88, getitem_89, getitem_90, getitem_91, relu_14, convolution_18, getitem_93, getitem_94, getitem_95, getitem_96, relu_15, convolution_19, getitem_98, getitem_99, getitem_100, getitem_101, relu_16, reflection_pad2d, unsqueeze, _to_copy_1, cat, reflection_pad2d_1, elu_1, reflection_pad2d_2, _to_copy_3, cat_1, reflection_pad2d_3, elu_3, reflection_pad2d_4, _to_copy_5, cat_2, reflection_pad2d_6, elu_5, reflection_pad2d_7, _to_copy_7, cat_3, reflection_pad2d_9, elu_7, reflection_pad2d_10, _to_copy_9, cat_4, reflection_pad2d_12, elu_9, reflection_pad2d_13, div_1, convolution_34, getitem_103, getitem_104, relu_17, getitem_107, getitem_108, convolution_35, getitem_110, getitem_111, relu_18, convolution_36, getitem_115, getitem_116, relu_19, convolution_37, getitem_120, getitem_121, relu_20, convolution_38, getitem_125, getitem_126, relu_21, convolution_39, getitem_130, getitem_131, relu_22, convolution_40, getitem_135, getitem_136, convolution_41, getitem_140, getitem_141, relu_23, convolution_42, getitem_145, getitem_146, relu_24, convolution_43, getitem_150, getitem_151, relu_25, convolution_44, getitem_155, getitem_156, relu_26, convolution_45, getitem_160, getitem_161, convolution_46, getitem_165, getitem_166, relu_27, convolution_47, getitem_170, getitem_171, relu_28, convolution_48, getitem_175, getitem_176, relu_29, convolution_49, getitem_180, getitem_181, relu_30, convolution_50, getitem_185, getitem_186, convolution_51, getitem_190, getitem_191, relu_31, convolution_52, getitem_195, getitem_196, relu_32, convolution_53, getitem_200, getitem_201, relu_33, cat_6, relu_35, relu_36, select, linalg_vector_norm, div_2, div_3, convolution_58, getitem_205, getitem_206, getitem_207, getitem_208, relu_37, getitem_209, getitem_210, convolution_59, getitem_212, getitem_213, getitem_214, getitem_215, relu_38, convolution_60, getitem_217, getitem_218, getitem_219, getitem_220, relu_39, convolution_61, getitem_222, getitem_223, getitem_224, getitem_225, relu_40, convolution_62, getitem_227, getitem_228, getitem_229, getitem_230, relu_41, convolution_63, getitem_232, getitem_233, getitem_234, getitem_235, relu_42, convolution_64, getitem_237, getitem_238, getitem_239, getitem_240, convolution_65, getitem_242, getitem_243, getitem_244, getitem_245, relu_43, convolution_66, getitem_247, getitem_248, getitem_249, getitem_250, relu_44, convolution_67, getitem_252, getitem_253, getitem_254, getitem_255, relu_45, convolution_68, getitem_257, getitem_258, getitem_259, getitem_260, relu_46, convolution_69, getitem_262, getitem_263, getitem_264, getitem_265, convolution_70, getitem_267, getitem_268, getitem_269, getitem_270, relu_47, convolution_71, getitem_272, getitem_273, getitem_274, getitem_275, relu_48, convolution_72, getitem_277, getitem_278, getitem_279, getitem_280, relu_49, convolution_73, getitem_282, getitem_283, getitem_284, getitem_285, relu_50, convolution_74, getitem_287, getitem_288, getitem_289, getitem_290, convolution_75, getitem_292, getitem_293, getitem_294, getitem_295, relu_51, convolution_76, getitem_297, getitem_298, getitem_299, getitem_300, relu_52, convolution_77, getitem_302, getitem_303, getitem_304, getitem_305, relu_53, cat_8, relu_55, relu_56, select_148, linalg_vector_norm_1, div_4, transpose_5, transpose_7, detach_76, transpose_10, transpose_12, detach_148, detach_217, detach_225, detach_226, detach_234, detach_235, detach_243, detach_244, detach_252, detach_260, tangents_1, tangents_2, tangents_3, tangents_4, tangents_5, tangents_6, tangents_7, tangents_8, tangents_9, tangents_10, tangents_11, tangents_12, tangents_13, tangents_14, tangents_15, tangents_16, tangents_17, tangents_18):
    view_15 = torch.ops.aten.view.default(tangents_6, [2, 4, 4]);  tangents_6 = None
    bmm_2 = torch.ops.aten.bmm.default(transpose_5, view_15);  transpose_5 = None
    bmm_3 = torch.ops.aten.bmm.default(view_15, transpose_7);  view_15 = transpose_7 = None
    view_18 = torch.ops.aten.view.default(bmm_2, [2, 4, 4]);  bmm_2 = None
    view_19 = torch.ops.aten.view.default(bmm_3, [2, 4, 4]);  bmm_3 = None
    new_empty_strided = torch.ops.aten.new_empty_strided.default(view_19, [2, 4, 4], [16, 4, 1])
    copy_20 = torch.ops.aten.copy.default(new_empty_strided, view_19);  new_empty_strided = view_19 = None
    slice_26 = torch.ops.aten.slice.Tensor(copy_20, 1, 0, 3);  copy_20 = None
    select_298 = torch.ops.aten.select.int(slice_26, 2, 3);  slice_26 = None
    unsqueeze_20 = torch.ops.aten.unsqueeze.default(select_298, 2);  select_298 = None
    clone_2 = torch.ops.aten.clone.default(unsqueeze_20, memory_format = torch.contiguous_format);  unsqueeze_20 = None
    view_20 = torch.ops.aten.view.default(clone_2, [2, 1, 3]);  clone_2 = None
    new_empty_strided_1 = torch.ops.aten.new_empty_strided.default(view_18, [2, 4, 4], [16, 4, 1])
    copy_21 = torch.ops.aten.copy.default(new_empty_strided_1, view_18);  new_empty_strided_1 = view_18 = None
    select_302 = torch.ops.aten.select.int(copy_21, 1, 3)
    select_303 = torch.ops.aten.select.int(select_302, 1, 3)
    clone_3 = torch.ops.aten.clone.default(select_303, memory_format = torch.contiguous_format)
    zeros_like = torch.ops.aten.zeros_like.default(clone_3);  clone_3 = None
    copy_22 = torch.ops.aten.copy.default(select_303, zeros_like);  select_303 = zeros_like = None
    select_scatter_58 = torch.ops.aten.select_scatter.default(select_302, copy_22, 1, 3);  select_302 = copy_22 = None
    select_scatter_59 = torch.ops.aten.select_scatter.default(copy_21, select_scatter_58, 1, 3);  copy_21 = select_scatter_58 = None
    new_empty_strided_2 = torch.ops.aten.new_empty_strided.default(select_scatter_59, [2, 4, 4], [16, 4, 1])
    copy_23 = torch.ops.aten.copy.default(new_empty_strided_2, select_scatter_59);  new_empty_strided_2 = select_scatter_59 = None
    select_310 = torch.ops.aten.select.int(copy_23, 1, 2)
    select_311 = torch.ops.aten.select.int(select_310, 1, 2)
    clone_4 = torch.ops.aten.clone.default(select_311, memory_format = torch.contiguous_format)
    zeros_like_1 = torch.ops.aten.zeros_like.default(clone_4, memory_format = torch.contiguous_format)
    copy_24 = torch.ops.aten.copy.default(select_311, zeros_like_1);  select_311 = zeros_like_1 = None
    select_scatter_60 = torch.ops.aten.select_scatter.default(select_310, copy_24, 1, 2);  select_310 = copy_24 = None
    select_scatter_61 = torch.ops.aten.select_scatter.default(copy_23, select_scatter_60, 1, 2);  copy_23 = select_scatter_60 = None
    unsqueeze_21 = torch.ops.aten.unsqueeze.default(clone_4, 1);  clone_4 = None
    unsqueeze_22 = torch.ops.aten.unsqueeze.default(unsqueeze_21, 2);  unsqueeze_21 = None
    select_152 = torch.ops.aten.select.int(div_4, 2, 2)
    unsqueeze_14 = torch.ops.aten.unsqueeze.default(select_152, 1);  select_152 = None
    mul_37 = torch.ops.aten.mul.Tensor(unsqueeze_22, unsqueeze_14)
    cos_1 = torch.ops.aten.cos.default(linalg_vector_norm_1)
    rsub_1 = torch.ops.aten.rsub.Scalar(cos_1, 1)
    mul_30 = torch.ops.aten.mul.Tensor(unsqueeze_14, rsub_1)
    mul_38 = torch.ops.aten.mul.Tensor(unsqueeze_22, mul_30)
    new_empty_strided_3 = torch.ops.aten.new_empty_strided.default(select_scatter_61, [2, 4, 4], [16, 4, 1])
    copy_25 = torch.ops.aten.copy.default(new_empty_strided_3, select_scatter_61);  new_empty_strided_3 = select_scatter_61 = None
    select_318 = torch.ops.aten.select.int(copy_25, 1, 2)
    select_319 = torch.ops.aten.select.int(select_318, 1, 1)
    clone_5 = torch.ops.aten.clone.default(select_319, memory_format = torch.contiguous_format)
    zeros_like_2 = torch.ops.aten.zeros_like.default(clone_5, memory_format = torch.contiguous_format)
    copy_26 = torch.ops.aten.copy.default(select_319, zeros_like_2);  select_319 = zeros_like_2 = None
    select_scatter_62 = torch.ops.aten.select_scatter.default(select_318, copy_26, 1, 1);  select_318 = copy_26 = None
    select_scatter_63 = torch.ops.aten.select_scatter.default(copy_25, select_scatter_62, 1, 2);  copy_25 = select_scatter_62 = None
    unsqueeze_23 = torch.ops.aten.unsqueeze.default(clone_5, 1);  clone_5 = None
    unsqueeze_24 = torch.ops.aten.unsqueeze.default(unsqueeze_23, 2);  unsqueeze_23 = None
    new_empty_strided_4 = torch.ops.aten.new_empty_strided.default(select_scatter_63, [2, 4, 4], [16, 4, 1])
    copy_27 = torch.ops.aten.copy.default(new_empty_strided_4, select_scatter_63);  new_empty_strided_4 = select_scatter_63 = None
    select_326 = torch.ops.aten.select.int(copy_27, 1, 2)
    select_327 = torch.ops.aten.select.int(select_326, 1, 0)
    clone_6 = torch.ops.aten.clone.default(select_327, memory_format = torch.contiguous_format)
    zeros_like_3 = torch.ops.aten.zeros_like.default(clone_6, memory_format = torch.contiguous_format)
    copy_28 = torch.ops.aten.copy.default(select_327, zeros_like_3);  select_327 = zeros_like_3 = None
    select_scatter_64 = torch.ops.aten.select_scatter.default(select_326, copy_28, 1, 0);  select_326 = copy_28 = None
    select_scatter_65 = torch.ops.aten.select_scatter.default(copy_27, select_scatter_64, 1, 2);  copy_27 = select_scatter_64 = None
    unsqueeze_25 = torch.ops.aten.unsqueeze.default(clone_6, 1);  clone_6 = None
    unsqueeze_26 = torch.ops.aten.unsqueeze.default(unsqueeze_25, 2);  unsqueeze_25 = None
    neg = torch.ops.aten.neg.default(unsqueeze_26)
    new_empty_strided_5 = torch.ops.aten.new_empty_strided.default(select_scatter_65, [2, 4, 4], [16, 4, 1])
    copy_29 = torch.ops.aten.copy.default(new_empty_strided_5, select_scatter_65);  new_empty_strided_5 = select_scatter_65 = None
    select_334 = torch.ops.aten.select.int(copy_29, 1, 1)
    select_335 = torch.ops.aten.select.int(select_334, 1, 2)
    clone_7 = torch.ops.aten.clone.default(select_335, memory_format = torch.contiguous_format)
    zeros_like_4 = torch.ops.aten.zeros_like.default(clone_7, memory_format = torch.contiguous_format)
    copy_30 = torch.ops.aten.copy.default(select_335, zeros_like_4);  select_335 = zeros_like_4 = None
    select_scatter_66 = torch.ops.aten.select_scatter.default(select_334, copy_30, 1, 2);  select_334 = copy_30 = None
    select_scatter_67 = torch.ops.aten.select_scatter.default(copy_29, select_scatter_66, 1, 1);  copy_29 = select_scatter_66 = None
    unsqueeze_27 = torch.ops.aten.unsqueeze.default(clone_7, 1);  clone_7 = None
    unsqueeze_28 = torch.ops.aten.unsqueeze.default(unsqueeze_27, 2);  unsqueeze_27 = None
    neg_1 = torch.ops.aten.neg.default(unsqueeze_28)
    add_108 = torch.ops.aten.add.Tensor(unsqueeze_24, unsqueeze_28);  unsqueeze_28 = None
    add_109 = torch.ops.aten.add.Tensor(unsqueeze_24, neg_1);  unsqueeze_24 = neg_1 = None
    new_empty_strided_6 = torch.ops.aten.new_empty_strided.default(select_scatter_67, [2, 4, 4], [16, 4, 1])
    copy_31 = torch.ops.aten.copy.default(new_empty_strided_6, select_scatter_67);  new_empty_strided_6 = select_scatter_67 = None
    select_342 = torch.ops.aten.select.int(copy_31, 1, 1)
    select_343 = torch.ops.aten.select.int(select_342, 1, 1)
    clone_8 = torch.ops.aten.clone.default(select_343, memory_format = torch.contiguous_format)
    zeros_like_5 = torch.ops.aten.zeros_like.default(clone_8, memory_format = torch.contiguous_format)
    copy_32 = torch.ops.aten.copy.default(select_343, zeros_like_5);  select_343 = zeros_like_5 = None
    select_scatter_68 = torch.ops.aten.select_scatter.default(select_342, copy_32, 1, 1);  select_342 = copy_32 = None
    select_scatter_69 = torch.ops.aten.select_scatter.default(copy_31, select_scatter_68, 1, 1);  copy_31 = select_scatter_68 = None
    unsqueeze_29 = torch.ops.aten.unsqueeze.default(clone_8, 1);  clone_8 = None
    unsqueeze_30 = torch.ops.aten.unsqueeze.default(unsqueeze_29, 2);  unsqueeze_29 = None
    add_110 = torch.ops.aten.add.Tensor(unsqueeze_22, unsqueeze_30);  unsqueeze_22 = None
    select_151 = torch.ops.aten.select.int(div_4, 2, 1)
    unsqueeze_13 = torch.ops.aten.unsqueeze.default(select_151, 1);  select_151 = None
    mul_39 = torch.ops.aten.mul.Tensor(unsqueeze_30, unsqueeze_13)
    mul_29 = torch.ops.aten.mul.Tensor(unsqueeze_13, rsub_1)
    mul_40 = torch.ops.aten.mul.Tensor(unsqueeze_30, mul_29);  unsqueeze_30 = None
    new_empty_strided_7 = torch.ops.aten.new_empty_strided.default(select_scatter_69, [2, 4, 4], [16, 4, 1])
    copy_33 = torch.ops.aten.copy.default(new_empty_strided_7, select_scatter_69);  new_empty_strided_7 = select_scatter_69 = None
    select_350 = torch.ops.aten.select.int(copy_33, 1, 1)
    select_351 = torch.ops.aten.select.int(select_350, 1, 0)
    clone_9 = torch.ops.aten.clone.default(select_351, memory_format = torch.contiguous_format)
    zeros_like_6 = torch.ops.aten.zeros_like.default(clone_9, memory_format = torch.contiguous_format)
    copy_34 = torch.ops.aten.copy.default(select_351, zeros_like_6);  select_351 = zeros_like_6 = None
    select_scatter_70 = torch.ops.aten.select_scatter.default(select_350, copy_34, 1, 0);  select_350 = copy_34 = None
    select_scatter_71 = torch.ops.aten.select_scatter.default(copy_33, select_scatter_70, 1, 1);  copy_33 = select_scatter_70 = None
    unsqueeze_31 = torch.ops.aten.unsqueeze.default(clone_9, 1);  clone_9 = None
    unsqueeze_32 = torch.ops.aten.unsqueeze.default(unsqueeze_31, 2);  unsqueeze_31 = None
    new_empty_strided_8 = torch.ops.aten.new_empty_strided.default(select_scatter_71, [2, 4, 4], [16, 4, 1])
    copy_35 = torch.ops.aten.copy.default(new_empty_strided_8, select_scatter_71);  new_empty_strided_8 = select_scatter_71 = None
    select_358 = torch.ops.aten.select.int(copy_35, 1, 0)
    select_359 = torch.ops.aten.select.int(select_358, 1, 2)
    clone_10 = torch.ops.aten.clone.default(select_359, memory_format = torch.contiguous_format)
    zeros_like_7 = torch.ops.aten.zeros_like.default(clone_10, memory_format = torch.contiguous_format)
    copy_36 = torch.ops.aten.copy.default(select_359, zeros_like_7);  select_359 = zeros_like_7 = None
    select_scatter_72 = torch.ops.aten.select_scatter.default(select_358, copy_36, 1, 2);  select_358 = copy_36 = None
    select_scatter_73 = torch.ops.aten.select_scatter.default(copy_35, select_scatter_72, 1, 0);  copy_35 = select_scatter_72 = None
    unsqueeze_33 = torch.ops.aten.unsqueeze.default(clone_10, 1);  clone_10 = None
    unsqueeze_34 = torch.ops.aten.unsqueeze.default(unsqueeze_33, 2);  unsqueeze_33 = None
    add_111 = torch.ops.aten.add.Tensor(unsqueeze_26, unsqueeze_34);  unsqueeze_26 = None
    add_112 = torch.ops.aten.add.Tensor(neg, unsqueeze_34);  neg = unsqueeze_34 = None
    new_empty_strided_9 = torch.ops.aten.new_empty_strided.default(select_scatter_73, [2, 4, 4], [16, 4, 1])
    copy_37 = torch.ops.aten.copy.default(new_empty_strided_9, select_scatter_73);  new_empty_strided_9 = select_scatter_73 = None
    select_366 = torch.ops.aten.select.int(copy_37, 1, 0)
    select_367 = torch.ops.aten.select.int(select_366, 1, 1)
    clone_11 = torch.ops.aten.clone.default(select_367, memory_format = torch.contiguous_format)
    zeros_like_8 = torch.ops.aten.zeros_like.default(clone_11, memory_format = torch.contiguous_format)
    copy_38 = torch.ops.aten.copy.default(select_367, zeros_like_8);  select_367 = zeros_like_8 = None
    select_scatter_74 = torch.ops.aten.select_scatter.default(select_366, copy_38, 1, 1);  select_366 = copy_38 = None
    select_scatter_75 = torch.ops.aten.select_scatter.default(copy_37, select_scatter_74, 1, 0);  copy_37 = select_scatter_74 = None
    unsqueeze_35 = torch.ops.aten.unsqueeze.default(clone_11, 1);  clone_11 = None
    unsqueeze_36 = torch.ops.aten.unsqueeze.default(unsqueeze_35, 2);  unsqueeze_35 = None
    neg_2 = torch.ops.aten.neg.default(unsqueeze_36)
    add_113 = torch.ops.aten.add.Tensor(unsqueeze_32, unsqueeze_36);  unsqueeze_36 = None
    add_114 = torch.ops.aten.add.Tensor(unsqueeze_32, neg_2);  unsqueeze_32 = neg_2 = None
    new_empty_strided_10 = torch.ops.aten.new_empty_strided.default(select_scatter_75, [2, 4, 4], [16, 4, 1])
    copy_39 = torch.ops.aten.copy.default(new_empty_strided_10, select_scatter_75);  new_empty_strided_10 = select_scatter_75 = None
    select_374 = torch.ops.aten.select.int(copy_39, 1, 0);  copy_39 = None
    select_375 = torch.ops.aten.select.int(select_374, 1, 0);  select_374 = None
    clone_12 = torch.ops.aten.clone.default(select_375, memory_format = torch.contiguous_format);  select_375 = None
    unsqueeze_37 = torch.ops.aten.unsqueeze.default(clone_12, 1);  clone_12 = None
    unsqueeze_38 = torch.ops.aten.unsqueeze.default(unsqueeze_37, 2);  unsqueeze_37 = None
    add_115 = torch.ops.aten.add.Tensor(add_110, unsqueeze_38);  add_110 = None
    select_150 = torch.ops.aten.select.int(div_4, 2, 0)
    unsqueeze_12 = torch.ops.aten.unsqueeze.default(select_150, 1);  select_150 = None
    mul_41 = torch.ops.aten.mul.Tensor(unsqueeze_38, unsqueeze_12)
    mul_28 = torch.ops.aten.mul.Tensor(unsqueeze_12, rsub_1)
    mul_42 = torch.ops.aten.mul.Tensor(unsqueeze_38, mul_28);  unsqueeze_38 = None
    mul_43 = torch.ops.aten.mul.Tensor(add_111, unsqueeze_14)
    mul_44 = torch.ops.aten.mul.Tensor(add_111, mul_28);  add_111 = mul_28 = None
    add_116 = torch.ops.aten.add.Tensor(mul_38, mul_44);  mul_38 = mul_44 = None
    add_117 = torch.ops.aten.add.Tensor(mul_41, mul_43);  mul_41 = mul_43 = None
    mul_45 = torch.ops.aten.mul.Tensor(add_108, unsqueeze_13)
    mul_46 = torch.ops.aten.mul.Tensor(add_108, mul_30);  add_108 = mul_30 = None
    add_118 = torch.ops.aten.add.Tensor(mul_40, mul_46);  mul_40 = mul_46 = None
    add_119 = torch.ops.aten.add.Tensor(mul_37, mul_45);  mul_37 = mul_45 = None
    mul_47 = torch.ops.aten.mul.Tensor(add_113, unsqueeze_12)
    mul_48 = torch.ops.aten.mul.Tensor(add_113, mul_29);  add_113 = mul_29 = None
    add_120 = torch.ops.aten.add.Tensor(mul_42, mul_48);  mul_42 = mul_48 = None
    add_121 = torch.ops.aten.add.Tensor(mul_39, mul_47);  mul_39 = mul_47 = None
    mul_49 = torch.ops.aten.mul.Tensor(add_119, unsqueeze_14)
    mul_50 = torch.ops.aten.mul.Tensor(add_119, rsub_1);  add_119 = None
    add_122 = torch.ops.aten.add.Tensor(add_116, mul_50);  add_116 = mul_50 = None
    mul_51 = torch.ops.aten.mul.Tensor(add_121, unsqueeze_13)
    mul_52 = torch.ops.aten.mul.Tensor(add_121, rsub_1);  add_121 = None
    add_123 = torch.ops.aten.add.Tensor(add_118, mul_52);  add_118 = mul_52 = None
    add_124 = torch.ops.aten.add.Tensor(mul_49, mul_51);  mul_49 = mul_51 = None
    mul_53 = torch.ops.aten.mul.Tensor(add_117, unsqueeze_12)
    mul_54 = torch.ops.aten.mul.Tensor(add_117, rsub_1);  add_117 = rsub_1 = None
    add_125 = torch.ops.aten.add.Tensor(add_120, mul_54);  add_120 = mul_54 = None
    add_126 = torch.ops.aten.add.Tensor(add_124, mul_53);  add_124 = mul_53 = None
    mul_55 = torch.ops.aten.mul.Tensor(add_114, unsqueeze_14);  unsqueeze_14 = None
    sin_1 = torch.ops.aten.sin.default(linalg_vector_norm_1)
    mul_56 = torch.ops.aten.mul.Tensor(add_114, sin_1);  add_114 = None
    add_127 = torch.ops.aten.add.Tensor(add_122, mul_56);  add_122 = mul_56 = None
    mul_57 = torch.ops.aten.mul.Tensor(add_112, unsqueeze_13);  unsqueeze_13 = None
    mul_58 = torch.ops.aten.mul.Tensor(add_112, sin_1);  add_112 = None
    add_128 = torch.ops.aten.add.Tensor(add_123, mul_58);  add_123 = mul_58 = None
    add_129 = torch.ops.aten.add.Tensor(mul_55, mul_57);  mul_55 = mul_57 = None
    mul_59 = torch.ops.aten.mul.Tensor(add_109, unsqueeze_12);  unsqueeze_12 = None
    mul_60 = torch.ops.aten.mul.Tensor(add_109, sin_1);  add_109 = None
    add_130 = torch.ops.aten.add.Tensor(add_125, mul_60);  add_125 = mul_60 = None
    add_131 = torch.ops.aten.add.Tensor(add_129, mul_59);  add_129 = mul_59 = None
    squeeze_20 = torch.ops.aten.squeeze.dim(add_127, 1);  add_127 = None
    select_backward = torch.ops.aten.select_backward.default(squeeze_20, [2, 1, 3], 2, 2);  squeeze_20 = None
    squeeze_21 = torch.ops.aten.squeeze.dim(add_128, 1);  add_128 = None
    select_backward_1 = torch.ops.aten.select_backward.default(squeeze_21, [2, 1, 3], 2, 1);  squeeze_21 = None
    add_132 = torch.ops.aten.add.Tensor(select_backward, select_backward_1);  select_backward = select_backward_1 = None
    squeeze_22 = torch.ops.aten.squeeze.dim(add_130, 1);  add_130 = None
    select_backward_2 = torch.ops.aten.select_backward.default(squeeze_22, [2, 1, 3], 2, 0);  squeeze_22 = None
    add_133 = torch.ops.aten.add.Tensor(add_132, select_backward_2);  add_132 = select_backward_2 = None
    neg_3 = torch.ops.aten.neg.default(add_126);  add_126 = None
    add_134 = torch.ops.aten.add.Tensor(add_115, neg_3);  add_115 = neg_3 = None
    mul_61 = torch.ops.aten.mul.Tensor(add_131, cos_1);  add_131 = cos_1 = None
    neg_4 = torch.ops.aten.neg.default(sin_1);  sin_1 = None
    mul_62 = torch.ops.aten.mul.Tensor(add_134, neg_4);  add_134 = neg_4 = None
    add_135 = torch.ops.aten.add.Tensor(mul_61, mul_62);  mul_61 = mul_62 = None
    add_101 = torch.ops.aten.add.Tensor(linalg_vector_norm_1, 1e-07)
    div_6 = torch.ops.aten.div.Tensor(div_4, add_101);  div_4 = None
    neg_5 = torch.ops.aten.neg.default(add_133)
    mul_63 = torch.ops.aten.mul.Tensor(neg_5, div_6);  neg_5 = div_6 = None
    div_7 = torch.ops.aten.div.Tensor(add_133, add_101);  add_133 = add_101 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(mul_63, [2], True);  mul_63 = None
    add_136 = torch.ops.aten.add.Tensor(add_135, sum_1);  add_135 = sum_1 = None
    detach_72 = torch.ops.aten.detach.default(linalg_vector_norm_1);  linalg_vector_norm_1 = None
    detach_73 = torch.ops.aten.detach.default(detach_72);  detach_72 = None
    div_8 = torch.ops.aten.div.Tensor(select_148, detach_73);  select_148 = None
    eq = torch.ops.aten.eq.Scalar(detach_73, 0);  detach_73 = None
    masked_fill = torch.ops.aten.masked_fill.Scalar(div_8, eq, 0);  div_8 = eq = None
    mul_64 = torch.ops.aten.mul.Tensor(add_136, masked_fill);  add_136 = masked_fill = None
    add_137 = torch.ops.aten.add.Tensor(div_7, mul_64);  div_7 = mul_64 = None
    select_backward_3 = torch.ops.aten.select_backward.default(view_20, [2, 2, 1, 3], 1, 0);  view_20 = None
    select_backward_4 = torch.ops.aten.select_backward.default(add_137, [2, 2, 1, 3], 1, 0);  add_137 = None
    slice_backward = torch.ops.aten.slice_backward.default(select_backward_3, [2, 2, 1, 6], 3, 3, 9223372036854775807, 1);  select_backward_3 = None
    add_138 = torch.ops.aten.add.Tensor(tangents_18, slice_backward);  tangents_18 = slice_backward = None
    slice_backward_1 = torch.ops.aten.slice_backward.default(select_backward_4, [2, 2, 1, 6], 3, 0, 3, 1);  select_backward_4 = None
    add_139 = torch.ops.aten.add.Tensor(add_138, slice_backward_1);  add_138 = slice_backward_1 = None
    mul_65 = torch.ops.aten.mul.Tensor(add_139, 0.01);  add_139 = None
    view_21 = torch.ops.aten.view.default(mul_65, [2, 12]);  mul_65 = None
    unsqueeze_39 = torch.ops.aten.unsqueeze.default(view_21, 2);  view_21 = None
    expand_14 = torch.ops.aten.expand.default(unsqueeze_39, [2, 12, 2]);  unsqueeze_39 = None
    div_9 = torch.ops.aten.div.Scalar(expand_14, 2);  expand_14 = None
    unsqueeze_40 = torch.ops.aten.unsqueeze.default(div_9, 3);  div_9 = None
    expand_15 = torch.ops.aten.expand.default(unsqueeze_40, [2, 12, 2, 4]);  unsqueeze_40 = None
    div_10 = torch.ops.aten.div.Scalar(expand_15, 4);  expand_15 = None
    convolution_backward = torch.ops.aten.convolution_backward.default(div_10, relu_56, primals_277, [12], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  div_10 = None
    getitem_306 = convolution_backward[0]
    getitem_307 = convolution_backward[1]
    getitem_308 = convolution_backward[2];  convolution_backward = None
    detach_71 = torch.ops.aten.detach.default(relu_56);  relu_56 = None
    detach_74 = torch.ops.aten.detach.default(detach_71);  detach_71 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(getitem_306, detach_74, 0);  getitem_306 = detach_74 = None
    convolution_backward_1 = torch.ops.aten.convolution_backward.default(threshold_backward, relu_55, primals_275, [32], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, True]);  threshold_backward = None
    getitem_309 = convolution_backward_1[0]
    getitem_310 = convolution_backward_1[1]
    getitem_311 = convolution_backward_1[2];  convolution_backward_1 = None
    detach_70 = torch.ops.aten.detach.default(relu_55);  relu_55 = None
    detach_75 = torch.ops.aten.detach.default(detach_70);  detach_70 = None
    threshold_backward_1 = torch.ops.aten.threshold_backward.default(getitem_309, detach_75, 0);  getitem_309 = detach_75 = None
    convolution_backward_2 = torch.ops.aten.convolution_backward.default(threshold_backward_1, cat_8, primals_273, [32], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, True]);  threshold_backward_1 = cat_8 = None
    getitem_312 = convolution_backward_2[0]
    getitem_313 = convolution_backward_2[1]
    getitem_314 = convolution_backward_2[2];  convolution_backward_2 = None
    slice_27 = torch.ops.aten.slice.Tensor(getitem_312, 1, 0, 32);  getitem_312 = None
    threshold_backward_2 = torch.ops.aten.threshold_backward.default(slice_27, detach_76, 0);  slice_27 = detach_76 = None
    convolution_backward_3 = torch.ops.aten.convolution_backward.default(threshold_backward_2, relu_53, primals_271, [32], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  threshold_backward_2 = None
    getitem_315 = convolution_backward_3[0]
    getitem_316 = convolution_backward_3[1]
    getitem_317 = convolution_backward_3[2];  convolution_backward_3 = None
    add_140 = torch.ops.aten.add.Tensor(tangents_16, getitem_315);  tangents_16 = getitem_315 = None
    detach_79 = torch.ops.aten.detach.default(relu_53);  relu_53 = None
    detach_80 = torch.ops.aten.detach.default(detach_79);  detach_79 = None
    threshold_backward_3 = torch.ops.aten.threshold_backward.default(add_140, detach_80, 0);  add_140 = detach_80 = None
    native_batch_norm_backward = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_3, convolution_77, primals_269, getitem_304, getitem_305, getitem_302, getitem_303, True, 1e-05, [True, True, True]);  convolution_77 = getitem_302 = getitem_303 = None
    getitem_318 = native_batch_norm_backward[0]
    getitem_319 = native_batch_norm_backward[1]
    getitem_320 = native_batch_norm_backward[2];  native_batch_norm_backward = None
    convolution_backward_4 = torch.ops.aten.convolution_backward.default(getitem_318, relu_52, primals_265, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_318 = None
    getitem_321 = convolution_backward_4[0]
    getitem_322 = convolution_backward_4[1];  convolution_backward_4 = None
    detach_83 = torch.ops.aten.detach.default(relu_52);  relu_52 = None
    detach_84 = torch.ops.aten.detach.default(detach_83);  detach_83 = None
    threshold_backward_4 = torch.ops.aten.threshold_backward.default(getitem_321, detach_84, 0);  getitem_321 = detach_84 = None
    native_batch_norm_backward_1 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_4, convolution_76, primals_263, getitem_299, getitem_300, getitem_297, getitem_298, True, 1e-05, [True, True, True]);  threshold_backward_4 = convolution_76 = getitem_297 = getitem_298 = None
    getitem_324 = native_batch_norm_backward_1[0]
    getitem_325 = native_batch_norm_backward_1[1]
    getitem_326 = native_batch_norm_backward_1[2];  native_batch_norm_backward_1 = None
    convolution_backward_5 = torch.ops.aten.convolution_backward.default(getitem_324, relu_51, primals_259, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_324 = None
    getitem_327 = convolution_backward_5[0]
    getitem_328 = convolution_backward_5[1];  convolution_backward_5 = None
    add_141 = torch.ops.aten.add.Tensor(threshold_backward_3, getitem_327);  threshold_backward_3 = getitem_327 = None
    detach_87 = torch.ops.aten.detach.default(relu_51);  relu_51 = None
    detach_88 = torch.ops.aten.detach.default(detach_87);  detach_87 = None
    threshold_backward_5 = torch.ops.aten.threshold_backward.default(add_141, detach_88, 0);  add_141 = detach_88 = None
    native_batch_norm_backward_2 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_5, convolution_75, primals_257, getitem_294, getitem_295, getitem_292, getitem_293, True, 1e-05, [True, True, True]);  convolution_75 = getitem_292 = getitem_293 = None
    getitem_330 = native_batch_norm_backward_2[0]
    getitem_331 = native_batch_norm_backward_2[1]
    getitem_332 = native_batch_norm_backward_2[2];  native_batch_norm_backward_2 = None
    convolution_backward_6 = torch.ops.aten.convolution_backward.default(getitem_330, relu_49, primals_253, [0], [2, 2], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_330 = None
    getitem_333 = convolution_backward_6[0]
    getitem_334 = convolution_backward_6[1];  convolution_backward_6 = None
    add_142 = torch.ops.aten.add.Tensor(tangents_15, getitem_333);  tangents_15 = getitem_333 = None
    native_batch_norm_backward_3 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_5, convolution_74, primals_251, getitem_289, getitem_290, getitem_287, getitem_288, True, 1e-05, [True, True, True]);  threshold_backward_5 = convolution_74 = getitem_287 = getitem_288 = None
    getitem_336 = native_batch_norm_backward_3[0]
    getitem_337 = native_batch_norm_backward_3[1]
    getitem_338 = native_batch_norm_backward_3[2];  native_batch_norm_backward_3 = None
    convolution_backward_7 = torch.ops.aten.convolution_backward.default(getitem_336, relu_50, primals_247, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_336 = None
    getitem_339 = convolution_backward_7[0]
    getitem_340 = convolution_backward_7[1];  convolution_backward_7 = None
    detach_91 = torch.ops.aten.detach.default(relu_50);  relu_50 = None
    detach_92 = torch.ops.aten.detach.default(detach_91);  detach_91 = None
    threshold_backward_6 = torch.ops.aten.threshold_backward.default(getitem_339, detach_92, 0);  getitem_339 = detach_92 = None
    native_batch_norm_backward_4 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_6, convolution_73, primals_245, getitem_284, getitem_285, getitem_282, getitem_283, True, 1e-05, [True, True, True]);  threshold_backward_6 = convolution_73 = getitem_282 = getitem_283 = None
    getitem_342 = native_batch_norm_backward_4[0]
    getitem_343 = native_batch_norm_backward_4[1]
    getitem_344 = native_batch_norm_backward_4[2];  native_batch_norm_backward_4 = None
    convolution_backward_8 = torch.ops.aten.convolution_backward.default(getitem_342, relu_49, primals_241, [0], [2, 2], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_342 = None
    getitem_345 = convolution_backward_8[0]
    getitem_346 = convolution_backward_8[1];  convolution_backward_8 = None
    add_143 = torch.ops.aten.add.Tensor(add_142, getitem_345);  add_142 = getitem_345 = None
    detach_95 = torch.ops.aten.detach.default(relu_49);  relu_49 = None
    detach_96 = torch.ops.aten.detach.default(detach_95);  detach_95 = None
    threshold_backward_7 = torch.ops.aten.threshold_backward.default(add_143, detach_96, 0);  add_143 = detach_96 = None
    native_batch_norm_backward_5 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_7, convolution_72, primals_239, getitem_279, getitem_280, getitem_277, getitem_278, True, 1e-05, [True, True, True]);  convolution_72 = getitem_277 = getitem_278 = None
    getitem_348 = native_batch_norm_backward_5[0]
    getitem_349 = native_batch_norm_backward_5[1]
    getitem_350 = native_batch_norm_backward_5[2];  native_batch_norm_backward_5 = None
    convolution_backward_9 = torch.ops.aten.convolution_backward.default(getitem_348, relu_48, primals_235, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_348 = None
    getitem_351 = convolution_backward_9[0]
    getitem_352 = convolution_backward_9[1];  convolution_backward_9 = None
    detach_99 = torch.ops.aten.detach.default(relu_48);  relu_48 = None
    detach_100 = torch.ops.aten.detach.default(detach_99);  detach_99 = None
    threshold_backward_8 = torch.ops.aten.threshold_backward.default(getitem_351, detach_100, 0);  getitem_351 = detach_100 = None
    native_batch_norm_backward_6 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_8, convolution_71, primals_233, getitem_274, getitem_275, getitem_272, getitem_273, True, 1e-05, [True, True, True]);  threshold_backward_8 = convolution_71 = getitem_272 = getitem_273 = None
    getitem_354 = native_batch_norm_backward_6[0]
    getitem_355 = native_batch_norm_backward_6[1]
    getitem_356 = native_batch_norm_backward_6[2];  native_batch_norm_backward_6 = None
    convolution_backward_10 = torch.ops.aten.convolution_backward.default(getitem_354, relu_47, primals_229, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_354 = None
    getitem_357 = convolution_backward_10[0]
    getitem_358 = convolution_backward_10[1];  convolution_backward_10 = None
    add_144 = torch.ops.aten.add.Tensor(threshold_backward_7, getitem_357);  threshold_backward_7 = getitem_357 = None
    detach_103 = torch.ops.aten.detach.default(relu_47);  relu_47 = None
    detach_104 = torch.ops.aten.detach.default(detach_103);  detach_103 = None
    threshold_backward_9 = torch.ops.aten.threshold_backward.default(add_144, detach_104, 0);  add_144 = detach_104 = None
    native_batch_norm_backward_7 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_9, convolution_70, primals_227, getitem_269, getitem_270, getitem_267, getitem_268, True, 1e-05, [True, True, True]);  convolution_70 = getitem_267 = getitem_268 = None
    getitem_360 = native_batch_norm_backward_7[0]
    getitem_361 = native_batch_norm_backward_7[1]
    getitem_362 = native_batch_norm_backward_7[2];  native_batch_norm_backward_7 = None
    convolution_backward_11 = torch.ops.aten.convolution_backward.default(getitem_360, relu_45, primals_223, [0], [2, 2], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_360 = None
    getitem_363 = convolution_backward_11[0]
    getitem_364 = convolution_backward_11[1];  convolution_backward_11 = None
    add_145 = torch.ops.aten.add.Tensor(tangents_14, getitem_363);  tangents_14 = getitem_363 = None
    native_batch_norm_backward_8 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_9, convolution_69, primals_221, getitem_264, getitem_265, getitem_262, getitem_263, True, 1e-05, [True, True, True]);  threshold_backward_9 = convolution_69 = getitem_262 = getitem_263 = None
    getitem_366 = native_batch_norm_backward_8[0]
    getitem_367 = native_batch_norm_backward_8[1]
    getitem_368 = native_batch_norm_backward_8[2];  native_batch_norm_backward_8 = None
    convolution_backward_12 = torch.ops.aten.convolution_backward.default(getitem_366, relu_46, primals_217, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_366 = None
    getitem_369 = convolution_backward_12[0]
    getitem_370 = convolution_backward_12[1];  convolution_backward_12 = None
    detach_107 = torch.ops.aten.detach.default(relu_46);  relu_46 = None
    detach_108 = torch.ops.aten.detach.default(detach_107);  detach_107 = None
    threshold_backward_10 = torch.ops.aten.threshold_backward.default(getitem_369, detach_108, 0);  getitem_369 = detach_108 = None
    native_batch_norm_backward_9 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_10, convolution_68, primals_215, getitem_259, getitem_260, getitem_257, getitem_258, True, 1e-05, [True, True, True]);  threshold_backward_10 = convolution_68 = getitem_257 = getitem_258 = None
    getitem_372 = native_batch_norm_backward_9[0]
    getitem_373 = native_batch_norm_backward_9[1]
    getitem_374 = native_batch_norm_backward_9[2];  native_batch_norm_backward_9 = None
    convolution_backward_13 = torch.ops.aten.convolution_backward.default(getitem_372, relu_45, primals_211, [0], [2, 2], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_372 = None
    getitem_375 = convolution_backward_13[0]
    getitem_376 = convolution_backward_13[1];  convolution_backward_13 = None
    add_146 = torch.ops.aten.add.Tensor(add_145, getitem_375);  add_145 = getitem_375 = None
    detach_111 = torch.ops.aten.detach.default(relu_45);  relu_45 = None
    detach_112 = torch.ops.aten.detach.default(detach_111);  detach_111 = None
    threshold_backward_11 = torch.ops.aten.threshold_backward.default(add_146, detach_112, 0);  add_146 = detach_112 = None
    native_batch_norm_backward_10 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_11, convolution_67, primals_209, getitem_254, getitem_255, getitem_252, getitem_253, True, 1e-05, [True, True, True]);  convolution_67 = getitem_252 = getitem_253 = None
    getitem_378 = native_batch_norm_backward_10[0]
    getitem_379 = native_batch_norm_backward_10[1]
    getitem_380 = native_batch_norm_backward_10[2];  native_batch_norm_backward_10 = None
    convolution_backward_14 = torch.ops.aten.convolution_backward.default(getitem_378, relu_44, primals_205, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_378 = None
    getitem_381 = convolution_backward_14[0]
    getitem_382 = convolution_backward_14[1];  convolution_backward_14 = None
    detach_115 = torch.ops.aten.detach.default(relu_44);  relu_44 = None
    detach_116 = torch.ops.aten.detach.default(detach_115);  detach_115 = None
    threshold_backward_12 = torch.ops.aten.threshold_backward.default(getitem_381, detach_116, 0);  getitem_381 = detach_116 = None
    native_batch_norm_backward_11 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_12, convolution_66, primals_203, getitem_249, getitem_250, getitem_247, getitem_248, True, 1e-05, [True, True, True]);  threshold_backward_12 = convolution_66 = getitem_247 = getitem_248 = None
    getitem_384 = native_batch_norm_backward_11[0]
    getitem_385 = native_batch_norm_backward_11[1]
    getitem_386 = native_batch_norm_backward_11[2];  native_batch_norm_backward_11 = None
    convolution_backward_15 = torch.ops.aten.convolution_backward.default(getitem_384, relu_43, primals_199, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_384 = None
    getitem_387 = convolution_backward_15[0]
    getitem_388 = convolution_backward_15[1];  convolution_backward_15 = None
    add_147 = torch.ops.aten.add.Tensor(threshold_backward_11, getitem_387);  threshold_backward_11 = getitem_387 = None
    detach_119 = torch.ops.aten.detach.default(relu_43);  relu_43 = None
    detach_120 = torch.ops.aten.detach.default(detach_119);  detach_119 = None
    threshold_backward_13 = torch.ops.aten.threshold_backward.default(add_147, detach_120, 0);  add_147 = detach_120 = None
    native_batch_norm_backward_12 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_13, convolution_65, primals_197, getitem_244, getitem_245, getitem_242, getitem_243, True, 1e-05, [True, True, True]);  convolution_65 = getitem_242 = getitem_243 = None
    getitem_390 = native_batch_norm_backward_12[0]
    getitem_391 = native_batch_norm_backward_12[1]
    getitem_392 = native_batch_norm_backward_12[2];  native_batch_norm_backward_12 = None
    convolution_backward_16 = torch.ops.aten.convolution_backward.default(getitem_390, relu_41, primals_193, [0], [2, 2], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_390 = None
    getitem_393 = convolution_backward_16[0]
    getitem_394 = convolution_backward_16[1];  convolution_backward_16 = None
    add_148 = torch.ops.aten.add.Tensor(tangents_13, getitem_393);  tangents_13 = getitem_393 = None
    native_batch_norm_backward_13 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_13, convolution_64, primals_191, getitem_239, getitem_240, getitem_237, getitem_238, True, 1e-05, [True, True, True]);  threshold_backward_13 = convolution_64 = getitem_237 = getitem_238 = None
    getitem_396 = native_batch_norm_backward_13[0]
    getitem_397 = native_batch_norm_backward_13[1]
    getitem_398 = native_batch_norm_backward_13[2];  native_batch_norm_backward_13 = None
    convolution_backward_17 = torch.ops.aten.convolution_backward.default(getitem_396, relu_42, primals_187, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_396 = None
    getitem_399 = convolution_backward_17[0]
    getitem_400 = convolution_backward_17[1];  convolution_backward_17 = None
    detach_123 = torch.ops.aten.detach.default(relu_42);  relu_42 = None
    detach_124 = torch.ops.aten.detach.default(detach_123);  detach_123 = None
    threshold_backward_14 = torch.ops.aten.threshold_backward.default(getitem_399, detach_124, 0);  getitem_399 = detach_124 = None
    native_batch_norm_backward_14 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_14, convolution_63, primals_185, getitem_234, getitem_235, getitem_232, getitem_233, True, 1e-05, [True, True, True]);  threshold_backward_14 = convolution_63 = getitem_232 = getitem_233 = None
    getitem_402 = native_batch_norm_backward_14[0]
    getitem_403 = native_batch_norm_backward_14[1]
    getitem_404 = native_batch_norm_backward_14[2];  native_batch_norm_backward_14 = None
    convolution_backward_18 = torch.ops.aten.convolution_backward.default(getitem_402, relu_41, primals_181, [0], [2, 2], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_402 = None
    getitem_405 = convolution_backward_18[0]
    getitem_406 = convolution_backward_18[1];  convolution_backward_18 = None
    add_149 = torch.ops.aten.add.Tensor(add_148, getitem_405);  add_148 = getitem_405 = None
    detach_127 = torch.ops.aten.detach.default(relu_41);  relu_41 = None
    detach_128 = torch.ops.aten.detach.default(detach_127);  detach_127 = None
    threshold_backward_15 = torch.ops.aten.threshold_backward.default(add_149, detach_128, 0);  add_149 = detach_128 = None
    native_batch_norm_backward_15 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_15, convolution_62, primals_179, getitem_229, getitem_230, getitem_227, getitem_228, True, 1e-05, [True, True, True]);  convolution_62 = getitem_227 = getitem_228 = None
    getitem_408 = native_batch_norm_backward_15[0]
    getitem_409 = native_batch_norm_backward_15[1]
    getitem_410 = native_batch_norm_backward_15[2];  native_batch_norm_backward_15 = None
    convolution_backward_19 = torch.ops.aten.convolution_backward.default(getitem_408, relu_40, primals_175, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_408 = None
    getitem_411 = convolution_backward_19[0]
    getitem_412 = convolution_backward_19[1];  convolution_backward_19 = None
    detach_131 = torch.ops.aten.detach.default(relu_40);  relu_40 = None
    detach_132 = torch.ops.aten.detach.default(detach_131);  detach_131 = None
    threshold_backward_16 = torch.ops.aten.threshold_backward.default(getitem_411, detach_132, 0);  getitem_411 = detach_132 = None
    native_batch_norm_backward_16 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_16, convolution_61, primals_173, getitem_224, getitem_225, getitem_222, getitem_223, True, 1e-05, [True, True, True]);  threshold_backward_16 = convolution_61 = getitem_222 = getitem_223 = None
    getitem_414 = native_batch_norm_backward_16[0]
    getitem_415 = native_batch_norm_backward_16[1]
    getitem_416 = native_batch_norm_backward_16[2];  native_batch_norm_backward_16 = None
    convolution_backward_20 = torch.ops.aten.convolution_backward.default(getitem_414, relu_39, primals_169, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_414 = None
    getitem_417 = convolution_backward_20[0]
    getitem_418 = convolution_backward_20[1];  convolution_backward_20 = None
    add_150 = torch.ops.aten.add.Tensor(threshold_backward_15, getitem_417);  threshold_backward_15 = getitem_417 = None
    detach_135 = torch.ops.aten.detach.default(relu_39);  relu_39 = None
    detach_136 = torch.ops.aten.detach.default(detach_135);  detach_135 = None
    threshold_backward_17 = torch.ops.aten.threshold_backward.default(add_150, detach_136, 0);  add_150 = detach_136 = None
    native_batch_norm_backward_17 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_17, convolution_60, primals_167, getitem_219, getitem_220, getitem_217, getitem_218, True, 1e-05, [True, True, True]);  convolution_60 = getitem_217 = getitem_218 = None
    getitem_420 = native_batch_norm_backward_17[0]
    getitem_421 = native_batch_norm_backward_17[1]
    getitem_422 = native_batch_norm_backward_17[2];  native_batch_norm_backward_17 = None
    convolution_backward_21 = torch.ops.aten.convolution_backward.default(getitem_420, relu_38, primals_163, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_420 = None
    getitem_423 = convolution_backward_21[0]
    getitem_424 = convolution_backward_21[1];  convolution_backward_21 = None
    detach_139 = torch.ops.aten.detach.default(relu_38);  relu_38 = None
    detach_140 = torch.ops.aten.detach.default(detach_139);  detach_139 = None
    threshold_backward_18 = torch.ops.aten.threshold_backward.default(getitem_423, detach_140, 0);  getitem_423 = detach_140 = None
    native_batch_norm_backward_18 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_18, convolution_59, primals_161, getitem_214, getitem_215, getitem_212, getitem_213, True, 1e-05, [True, True, True]);  threshold_backward_18 = convolution_59 = getitem_212 = getitem_213 = None
    getitem_426 = native_batch_norm_backward_18[0]
    getitem_427 = native_batch_norm_backward_18[1]
    getitem_428 = native_batch_norm_backward_18[2];  native_batch_norm_backward_18 = None
    convolution_backward_22 = torch.ops.aten.convolution_backward.default(getitem_426, getitem_209, primals_157, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_426 = getitem_209 = None
    getitem_429 = convolution_backward_22[0]
    getitem_430 = convolution_backward_22[1];  convolution_backward_22 = None
    add_151 = torch.ops.aten.add.Tensor(threshold_backward_17, getitem_429);  threshold_backward_17 = getitem_429 = None
    max_pool2d_with_indices_backward = torch.ops.aten.max_pool2d_with_indices_backward.default(add_151, relu_37, [3, 3], [2, 2], [1, 1], [1, 1], False, getitem_210);  add_151 = getitem_210 = None
    add_152 = torch.ops.aten.add.Tensor(tangents_12, max_pool2d_with_indices_backward);  tangents_12 = max_pool2d_with_indices_backward = None
    detach_143 = torch.ops.aten.detach.default(relu_37);  relu_37 = None
    detach_144 = torch.ops.aten.detach.default(detach_143);  detach_143 = None
    threshold_backward_19 = torch.ops.aten.threshold_backward.default(add_152, detach_144, 0);  add_152 = detach_144 = None
    native_batch_norm_backward_19 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_19, convolution_58, primals_155, getitem_207, getitem_208, getitem_205, getitem_206, True, 1e-05, [True, True, True]);  threshold_backward_19 = convolution_58 = getitem_205 = getitem_206 = None
    getitem_432 = native_batch_norm_backward_19[0]
    getitem_433 = native_batch_norm_backward_19[1]
    getitem_434 = native_batch_norm_backward_19[2];  native_batch_norm_backward_19 = None
    convolution_backward_23 = torch.ops.aten.convolution_backward.default(getitem_432, div_3, primals_151, [0], [2, 2], [3, 3], [1, 1], False, [0, 0], 1, [False, True, False]);  getitem_432 = div_3 = None
    getitem_436 = convolution_backward_23[1];  convolution_backward_23 = None
    view_22 = torch.ops.aten.view.default(tangents_5, [2, 4, 4]);  tangents_5 = None
    bmm_4 = torch.ops.aten.bmm.default(transpose_10, view_22);  transpose_10 = None
    bmm_5 = torch.ops.aten.bmm.default(view_22, transpose_12);  view_22 = transpose_12 = None
    view_25 = torch.ops.aten.view.default(bmm_4, [2, 4, 4]);  bmm_4 = None
    view_26 = torch.ops.aten.view.default(bmm_5, [2, 4, 4]);  bmm_5 = None
    new_empty_strided_11 = torch.ops.aten.new_empty_strided.default(view_25, [2, 4, 4], [16, 4, 1])
    copy_40 = torch.ops.aten.copy.default(new_empty_strided_11, view_25);  new_empty_strided_11 = view_25 = None
    slice_31 = torch.ops.aten.slice.Tensor(copy_40, 1, 0, 3);  copy_40 = None
    select_378 = torch.ops.aten.select.int(slice_31, 2, 3);  slice_31 = None
    unsqueeze_42 = torch.ops.aten.unsqueeze.default(select_378, 2);  select_378 = None
    clone_13 = torch.ops.aten.clone.default(unsqueeze_42, memory_format = torch.contiguous_format);  unsqueeze_42 = None
    view_27 = torch.ops.aten.view.default(clone_13, [2, 1, 3]);  clone_13 = None
    mul_66 = torch.ops.aten.mul.Tensor(view_27, -1);  view_27 = None
    transpose_13 = torch.ops.aten.transpose.int(view_26, 1, 2);  view_26 = None
    new_empty_strided_12 = torch.ops.aten.new_empty_strided.default(transpose_13, [2, 4, 4], [16, 4, 1])
    copy_41 = torch.ops.aten.copy.default(new_empty_strided_12, transpose_13);  new_empty_strided_12 = transpose_13 = None
    select_382 = torch.ops.aten.select.int(copy_41, 1, 3)
    select_383 = torch.ops.aten.select.int(select_382, 1, 3)
    clone_14 = torch.ops.aten.clone.default(select_383, memory_format = torch.contiguous_format)
    zeros_like_9 = torch.ops.aten.zeros_like.default(clone_14);  clone_14 = None
    copy_42 = torch.ops.aten.copy.default(select_383, zeros_like_9);  select_383 = zeros_like_9 = None
    select_scatter_76 = torch.ops.aten.select_scatter.default(select_382, copy_42, 1, 3);  select_382 = copy_42 = None
    select_scatter_77 = torch.ops.aten.select_scatter.default(copy_41, select_scatter_76, 1, 3);  copy_41 = select_scatter_76 = None
    new_empty_strided_13 = torch.ops.aten.new_empty_strided.default(select_scatter_77, [2, 4, 4], [16, 4, 1])
    copy_43 = torch.ops.aten.copy.default(new_empty_strided_13, select_scatter_77);  new_empty_strided_13 = select_scatter_77 = None
    select_390 = torch.ops.aten.select.int(copy_43, 1, 2)
    select_391 = torch.ops.aten.select.int(select_390, 1, 2)
    clone_15 = torch.ops.aten.clone.default(select_391, memory_format = torch.contiguous_format)
    zeros_like_10 = torch.ops.aten.zeros_like.default(clone_15, memory_format = torch.contiguous_format)
    copy_44 = torch.ops.aten.copy.default(select_391, zeros_like_10);  select_391 = zeros_like_10 = None
    select_scatter_78 = torch.ops.aten.select_scatter.default(select_390, copy_44, 1, 2);  select_390 = copy_44 = None
    select_scatter_79 = torch.ops.aten.select_scatter.default(copy_43, select_scatter_78, 1, 2);  copy_43 = select_scatter_78 = None
    unsqueeze_43 = torch.ops.aten.unsqueeze.default(clone_15, 1);  clone_15 = None
    unsqueeze_44 = torch.ops.aten.unsqueeze.default(unsqueeze_43, 2);  unsqueeze_43 = None
    select_4 = torch.ops.aten.select.int(div_2, 2, 2)
    unsqueeze_7 = torch.ops.aten.unsqueeze.default(select_4, 1);  select_4 = None
    mul_67 = torch.ops.aten.mul.Tensor(unsqueeze_44, unsqueeze_7)
    cos = torch.ops.aten.cos.default(linalg_vector_norm)
    rsub = torch.ops.aten.rsub.Scalar(cos, 1)
    mul_16 = torch.ops.aten.mul.Tensor(unsqueeze_7, rsub)
    mul_68 = torch.ops.aten.mul.Tensor(unsqueeze_44, mul_16)
    new_empty_strided_14 = torch.ops.aten.new_empty_strided.default(select_scatter_79, [2, 4, 4], [16, 4, 1])
    copy_45 = torch.ops.aten.copy.default(new_empty_strided_14, select_scatter_79);  new_empty_strided_14 = select_scatter_79 = None
    select_398 = torch.ops.aten.select.int(copy_45, 1, 2)
    select_399 = torch.ops.aten.select.int(select_398, 1, 1)
    clone_16 = torch.ops.aten.clone.default(select_399, memory_format = torch.contiguous_format)
    zeros_like_11 = torch.ops.aten.zeros_like.default(clone_16, memory_format = torch.contiguous_format)
    copy_46 = torch.ops.aten.copy.default(select_399, zeros_like_11);  select_399 = zeros_like_11 = None
    select_scatter_80 = torch.ops.aten.select_scatter.default(select_398, copy_46, 1, 1);  select_398 = copy_46 = None
    select_scatter_81 = torch.ops.aten.select_scatter.default(copy_45, select_scatter_80, 1, 2);  copy_45 = select_scatter_80 = None
    unsqueeze_45 = torch.ops.aten.unsqueeze.default(clone_16, 1);  clone_16 = None
    unsqueeze_46 = torch.ops.aten.unsqueeze.default(unsqueeze_45, 2);  unsqueeze_45 = None
    new_empty_strided_15 = torch.ops.aten.new_empty_strided.default(select_scatter_81, [2, 4, 4], [16, 4, 1])
    copy_47 = torch.ops.aten.copy.default(new_empty_strided_15, select_scatter_81);  new_empty_strided_15 = select_scatter_81 = None
    select_406 = torch.ops.aten.select.int(copy_47, 1, 2)
    select_407 = torch.ops.aten.select.int(select_406, 1, 0)
    clone_17 = torch.ops.aten.clone.default(select_407, memory_format = torch.contiguous_format)
    zeros_like_12 = torch.ops.aten.zeros_like.default(clone_17, memory_format = torch.contiguous_format)
    copy_48 = torch.ops.aten.copy.default(select_407, zeros_like_12);  select_407 = zeros_like_12 = None
    select_scatter_82 = torch.ops.aten.select_scatter.default(select_406, copy_48, 1, 0);  select_406 = copy_48 = None
    select_scatter_83 = torch.ops.aten.select_scatter.default(copy_47, select_scatter_82, 1, 2);  copy_47 = select_scatter_82 = None
    unsqueeze_47 = torch.ops.aten.unsqueeze.default(clone_17, 1);  clone_17 = None
    unsqueeze_48 = torch.ops.aten.unsqueeze.default(unsqueeze_47, 2);  unsqueeze_47 = None
    neg_6 = torch.ops.aten.neg.default(unsqueeze_48)
    new_empty_strided_16 = torch.ops.aten.new_empty_strided.default(select_scatter_83, [2, 4, 4], [16, 4, 1])
    copy_49 = torch.ops.aten.copy.default(new_empty_strided_16, select_scatter_83);  new_empty_strided_16 = select_scatter_83 = None
    select_414 = torch.ops.aten.select.int(copy_49, 1, 1)
    select_415 = torch.ops.aten.select.int(select_414, 1, 2)
    clone_18 = torch.ops.aten.clone.default(select_415, memory_format = torch.contiguous_format)
    zeros_like_13 = torch.ops.aten.zeros_like.default(clone_18, memory_format = torch.contiguous_format)
    copy_50 = torch.ops.aten.copy.default(select_415, zeros_like_13);  select_415 = zeros_like_13 = None
    select_scatter_84 = torch.ops.aten.select_scatter.default(select_414, copy_50, 1, 2);  select_414 = copy_50 = None
    select_scatter_85 = torch.ops.aten.select_scatter.default(copy_49, select_scatter_84, 1, 1);  copy_49 = select_scatter_84 = None
    unsqueeze_49 = torch.ops.aten.unsqueeze.default(clone_18, 1);  clone_18 = None
    unsqueeze_50 = torch.ops.aten.unsqueeze.default(unsqueeze_49, 2);  unsqueeze_49 = None
    neg_7 = torch.ops.aten.neg.default(unsqueeze_50)
    add_153 = torch.ops.aten.add.Tensor(unsqueeze_46, unsqueeze_50);  unsqueeze_50 = None
    add_154 = torch.ops.aten.add.Tensor(unsqueeze_46, neg_7);  unsqueeze_46 = neg_7 = None
    new_empty_strided_17 = torch.ops.aten.new_empty_strided.default(select_scatter_85, [2, 4, 4], [16, 4, 1])
    copy_51 = torch.ops.aten.copy.default(new_empty_strided_17, select_scatter_85);  new_empty_strided_17 = select_scatter_85 = None
    select_422 = torch.ops.aten.select.int(copy_51, 1, 1)
    select_423 = torch.ops.aten.select.int(select_422, 1, 1)
    clone_19 = torch.ops.aten.clone.default(select_423, memory_format = torch.contiguous_format)
    zeros_like_14 = torch.ops.aten.zeros_like.default(clone_19, memory_format = torch.contiguous_format)
    copy_52 = torch.ops.aten.copy.default(select_423, zeros_like_14);  select_423 = zeros_like_14 = None
    select_scatter_86 = torch.ops.aten.select_scatter.default(select_422, copy_52, 1, 1);  select_422 = copy_52 = None
    select_scatter_87 = torch.ops.aten.select_scatter.default(copy_51, select_scatter_86, 1, 1);  copy_51 = select_scatter_86 = None
    unsqueeze_51 = torch.ops.aten.unsqueeze.default(clone_19, 1);  clone_19 = None
    unsqueeze_52 = torch.ops.aten.unsqueeze.default(unsqueeze_51, 2);  unsqueeze_51 = None
    add_155 = torch.ops.aten.add.Tensor(unsqueeze_44, unsqueeze_52);  unsqueeze_44 = None
    select_3 = torch.ops.aten.select.int(div_2, 2, 1)
    unsqueeze_6 = torch.ops.aten.unsqueeze.default(select_3, 1);  select_3 = None
    mul_69 = torch.ops.aten.mul.Tensor(unsqueeze_52, unsqueeze_6)
    mul_15 = torch.ops.aten.mul.Tensor(unsqueeze_6, rsub)
    mul_70 = torch.ops.aten.mul.Tensor(unsqueeze_52, mul_15);  unsqueeze_52 = None
    new_empty_strided_18 = torch.ops.aten.new_empty_strided.default(select_scatter_87, [2, 4, 4], [16, 4, 1])
    copy_53 = torch.ops.aten.copy.default(new_empty_strided_18, select_scatter_87);  new_empty_strided_18 = select_scatter_87 = None
    select_430 = torch.ops.aten.select.int(copy_53, 1, 1)
    select_431 = torch.ops.aten.select.int(select_430, 1, 0)
    clone_20 = torch.ops.aten.clone.default(select_431, memory_format = torch.contiguous_format)
    zeros_like_15 = torch.ops.aten.zeros_like.default(clone_20, memory_format = torch.contiguous_format)
    copy_54 = torch.ops.aten.copy.default(select_431, zeros_like_15);  select_431 = zeros_like_15 = None
    select_scatter_88 = torch.ops.aten.select_scatter.default(select_430, copy_54, 1, 0);  select_430 = copy_54 = None
    select_scatter_89 = torch.ops.aten.select_scatter.default(copy_53, select_scatter_88, 1, 1);  copy_53 = select_scatter_88 = None
    unsqueeze_53 = torch.ops.aten.unsqueeze.default(clone_20, 1);  clone_20 = None
    unsqueeze_54 = torch.ops.aten.unsqueeze.default(unsqueeze_53, 2);  unsqueeze_53 = None
    new_empty_strided_19 = torch.ops.aten.new_empty_strided.default(select_scatter_89, [2, 4, 4], [16, 4, 1])
    copy_55 = torch.ops.aten.copy.default(new_empty_strided_19, select_scatter_89);  new_empty_strided_19 = select_scatter_89 = None
    select_438 = torch.ops.aten.select.int(copy_55, 1, 0)
    select_439 = torch.ops.aten.select.int(select_438, 1, 2)
    clone_21 = torch.ops.aten.clone.default(select_439, memory_format = torch.contiguous_format)
    zeros_like_16 = torch.ops.aten.zeros_like.default(clone_21, memory_format = torch.contiguous_format)
    copy_56 = torch.ops.aten.copy.default(select_439, zeros_like_16);  select_439 = zeros_like_16 = None
    select_scatter_90 = torch.ops.aten.select_scatter.default(select_438, copy_56, 1, 2);  select_438 = copy_56 = None
    select_scatter_91 = torch.ops.aten.select_scatter.default(copy_55, select_scatter_90, 1, 0);  copy_55 = select_scatter_90 = None
    unsqueeze_55 = torch.ops.aten.unsqueeze.default(clone_21, 1);  clone_21 = None
    unsqueeze_56 = torch.ops.aten.unsqueeze.default(unsqueeze_55, 2);  unsqueeze_55 = None
    add_156 = torch.ops.aten.add.Tensor(unsqueeze_48, unsqueeze_56);  unsqueeze_48 = None
    add_157 = torch.ops.aten.add.Tensor(neg_6, unsqueeze_56);  neg_6 = unsqueeze_56 = None
    new_empty_strided_20 = torch.ops.aten.new_empty_strided.default(select_scatter_91, [2, 4, 4], [16, 4, 1])
    copy_57 = torch.ops.aten.copy.default(new_empty_strided_20, select_scatter_91);  new_empty_strided_20 = select_scatter_91 = None
    select_446 = torch.ops.aten.select.int(copy_57, 1, 0)
    select_447 = torch.ops.aten.select.int(select_446, 1, 1)
    clone_22 = torch.ops.aten.clone.default(select_447, memory_format = torch.contiguous_format)
    zeros_like_17 = torch.ops.aten.zeros_like.default(clone_22, memory_format = torch.contiguous_format)
    copy_58 = torch.ops.aten.copy.default(select_447, zeros_like_17);  select_447 = zeros_like_17 = None
    select_scatter_92 = torch.ops.aten.select_scatter.default(select_446, copy_58, 1, 1);  select_446 = copy_58 = None
    select_scatter_93 = torch.ops.aten.select_scatter.default(copy_57, select_scatter_92, 1, 0);  copy_57 = select_scatter_92 = None
    unsqueeze_57 = torch.ops.aten.unsqueeze.default(clone_22, 1);  clone_22 = None
    unsqueeze_58 = torch.ops.aten.unsqueeze.default(unsqueeze_57, 2);  unsqueeze_57 = None
    neg_8 = torch.ops.aten.neg.default(unsqueeze_58)
    add_158 = torch.ops.aten.add.Tensor(unsqueeze_54, unsqueeze_58);  unsqueeze_58 = None
    add_159 = torch.ops.aten.add.Tensor(unsqueeze_54, neg_8);  unsqueeze_54 = neg_8 = None
    new_empty_strided_21 = torch.ops.aten.new_empty_strided.default(select_scatter_93, [2, 4, 4], [16, 4, 1])
    copy_59 = torch.ops.aten.copy.default(new_empty_strided_21, select_scatter_93);  new_empty_strided_21 = select_scatter_93 = None
    select_454 = torch.ops.aten.select.int(copy_59, 1, 0);  copy_59 = None
    select_455 = torch.ops.aten.select.int(select_454, 1, 0);  select_454 = None
    clone_23 = torch.ops.aten.clone.default(select_455, memory_format = torch.contiguous_format);  select_455 = None
    unsqueeze_59 = torch.ops.aten.unsqueeze.default(clone_23, 1);  clone_23 = None
    unsqueeze_60 = torch.ops.aten.unsqueeze.default(unsqueeze_59, 2);  unsqueeze_59 = None
    add_160 = torch.ops.aten.add.Tensor(add_155, unsqueeze_60);  add_155 = None
    select_2 = torch.ops.aten.select.int(div_2, 2, 0)
    unsqueeze_5 = torch.ops.aten.unsqueeze.default(select_2, 1);  select_2 = None
    mul_71 = torch.ops.aten.mul.Tensor(unsqueeze_60, unsqueeze_5)
    mul_14 = torch.ops.aten.mul.Tensor(unsqueeze_5, rsub)
    mul_72 = torch.ops.aten.mul.Tensor(unsqueeze_60, mul_14);  unsqueeze_60 = None
    mul_73 = torch.ops.aten.mul.Tensor(add_156, unsqueeze_7)
    mul_74 = torch.ops.aten.mul.Tensor(add_156, mul_14);  add_156 = mul_14 = None
    add_161 = torch.ops.aten.add.Tensor(mul_68, mul_74);  mul_68 = mul_74 = None
    add_162 = torch.ops.aten.add.Tensor(mul_71, mul_73);  mul_71 = mul_73 = None
    mul_75 = torch.ops.aten.mul.Tensor(add_153, unsqueeze_6)
    mul_76 = torch.ops.aten.mul.Tensor(add_153, mul_16);  add_153 = mul_16 = None
    add_163 = torch.ops.aten.add.Tensor(mul_70, mul_76);  mul_70 = mul_76 = None
    add_164 = torch.ops.aten.add.Tensor(mul_67, mul_75);  mul_67 = mul_75 = None
    mul_77 = torch.ops.aten.mul.Tensor(add_158, unsqueeze_5)
    mul_78 = torch.ops.aten.mul.Tensor(add_158, mul_15);  add_158 = mul_15 = None
    add_165 = torch.ops.aten.add.Tensor(mul_72, mul_78);  mul_72 = mul_78 = None
    add_166 = torch.ops.aten.add.Tensor(mul_69, mul_77);  mul_69 = mul_77 = None
    mul_79 = torch.ops.aten.mul.Tensor(add_164, unsqueeze_7)
    mul_80 = torch.ops.aten.mul.Tensor(add_164, rsub);  add_164 = None
    add_167 = torch.ops.aten.add.Tensor(add_161, mul_80);  add_161 = mul_80 = None
    mul_81 = torch.ops.aten.mul.Tensor(add_166, unsqueeze_6)
    mul_82 = torch.ops.aten.mul.Tensor(add_166, rsub);  add_166 = None
    add_168 = torch.ops.aten.add.Tensor(add_163, mul_82);  add_163 = mul_82 = None
    add_169 = torch.ops.aten.add.Tensor(mul_79, mul_81);  mul_79 = mul_81 = None
    mul_83 = torch.ops.aten.mul.Tensor(add_162, unsqueeze_5)
    mul_84 = torch.ops.aten.mul.Tensor(add_162, rsub);  add_162 = rsub = None
    add_170 = torch.ops.aten.add.Tensor(add_165, mul_84);  add_165 = mul_84 = None
    add_171 = torch.ops.aten.add.Tensor(add_169, mul_83);  add_169 = mul_83 = None
    mul_85 = torch.ops.aten.mul.Tensor(add_159, unsqueeze_7);  unsqueeze_7 = None
    sin = torch.ops.aten.sin.default(linalg_vector_norm)
    mul_86 = torch.ops.aten.mul.Tensor(add_159, sin);  add_159 = None
    add_172 = torch.ops.aten.add.Tensor(add_167, mul_86);  add_167 = mul_86 = None
    mul_87 = torch.ops.aten.mul.Tensor(add_157, unsqueeze_6);  unsqueeze_6 = None
    mul_88 = torch.ops.aten.mul.Tensor(add_157, sin);  add_157 = None
    add_173 = torch.ops.aten.add.Tensor(add_168, mul_88);  add_168 = mul_88 = None
    add_174 = torch.ops.aten.add.Tensor(mul_85, mul_87);  mul_85 = mul_87 = None
    mul_89 = torch.ops.aten.mul.Tensor(add_154, unsqueeze_5);  unsqueeze_5 = None
    mul_90 = torch.ops.aten.mul.Tensor(add_154, sin);  add_154 = None
    add_175 = torch.ops.aten.add.Tensor(add_170, mul_90);  add_170 = mul_90 = None
    add_176 = torch.ops.aten.add.Tensor(add_174, mul_89);  add_174 = mul_89 = None
    squeeze_23 = torch.ops.aten.squeeze.dim(add_172, 1);  add_172 = None
    select_backward_5 = torch.ops.aten.select_backward.default(squeeze_23, [2, 1, 3], 2, 2);  squeeze_23 = None
    squeeze_24 = torch.ops.aten.squeeze.dim(add_173, 1);  add_173 = None
    select_backward_6 = torch.ops.aten.select_backward.default(squeeze_24, [2, 1, 3], 2, 1);  squeeze_24 = None
    add_177 = torch.ops.aten.add.Tensor(select_backward_5, select_backward_6);  select_backward_5 = select_backward_6 = None
    squeeze_25 = torch.ops.aten.squeeze.dim(add_175, 1);  add_175 = None
    select_backward_7 = torch.ops.aten.select_backward.default(squeeze_25, [2, 1, 3], 2, 0);  squeeze_25 = None
    add_178 = torch.ops.aten.add.Tensor(add_177, select_backward_7);  add_177 = select_backward_7 = None
    neg_9 = torch.ops.aten.neg.default(add_171);  add_171 = None
    add_179 = torch.ops.aten.add.Tensor(add_160, neg_9);  add_160 = neg_9 = None
    mul_91 = torch.ops.aten.mul.Tensor(add_176, cos);  add_176 = cos = None
    neg_10 = torch.ops.aten.neg.default(sin);  sin = None
    mul_92 = torch.ops.aten.mul.Tensor(add_179, neg_10);  add_179 = neg_10 = None
    add_180 = torch.ops.aten.add.Tensor(mul_91, mul_92);  mul_91 = mul_92 = None
    add_66 = torch.ops.aten.add.Tensor(linalg_vector_norm, 1e-07)
    div_12 = torch.ops.aten.div.Tensor(div_2, add_66);  div_2 = None
    neg_11 = torch.ops.aten.neg.default(add_178)
    mul_93 = torch.ops.aten.mul.Tensor(neg_11, div_12);  neg_11 = div_12 = None
    div_13 = torch.ops.aten.div.Tensor(add_178, add_66);  add_178 = add_66 = None
    sum_2 = torch.ops.aten.sum.dim_IntList(mul_93, [2], True);  mul_93 = None
    add_181 = torch.ops.aten.add.Tensor(add_180, sum_2);  add_180 = sum_2 = None
    detach_51 = torch.ops.aten.detach.default(linalg_vector_norm);  linalg_vector_norm = None
    detach_145 = torch.ops.aten.detach.default(detach_51);  detach_51 = None
    div_14 = torch.ops.aten.div.Tensor(select, detach_145);  select = None
    eq_1 = torch.ops.aten.eq.Scalar(detach_145, 0);  detach_145 = None
    masked_fill_1 = torch.ops.aten.masked_fill.Scalar(div_14, eq_1, 0);  div_14 = eq_1 = None
    mul_94 = torch.ops.aten.mul.Tensor(add_181, masked_fill_1);  add_181 = masked_fill_1 = None
    add_182 = torch.ops.aten.add.Tensor(div_13, mul_94);  div_13 = mul_94 = None
    select_backward_8 = torch.ops.aten.select_backward.default(mul_66, [2, 2, 1, 3], 1, 0);  mul_66 = None
    select_backward_9 = torch.ops.aten.select_backward.default(add_182, [2, 2, 1, 3], 1, 0);  add_182 = None
    slice_backward_2 = torch.ops.aten.slice_backward.default(select_backward_8, [2, 2, 1, 6], 3, 3, 9223372036854775807, 1);  select_backward_8 = None
    add_183 = torch.ops.aten.add.Tensor(tangents_17, slice_backward_2);  tangents_17 = slice_backward_2 = None
    slice_backward_3 = torch.ops.aten.slice_backward.default(select_backward_9, [2, 2, 1, 6], 3, 0, 3, 1);  select_backward_9 = None
    add_184 = torch.ops.aten.add.Tensor(add_183, slice_backward_3);  add_183 = slice_backward_3 = None
    mul_95 = torch.ops.aten.mul.Tensor(add_184, 0.01);  add_184 = None
    view_28 = torch.ops.aten.view.default(mul_95, [2, 12]);  mul_95 = None
    unsqueeze_61 = torch.ops.aten.unsqueeze.default(view_28, 2);  view_28 = None
    expand_18 = torch.ops.aten.expand.default(unsqueeze_61, [2, 12, 2]);  unsqueeze_61 = None
    div_15 = torch.ops.aten.div.Scalar(expand_18, 2);  expand_18 = None
    unsqueeze_62 = torch.ops.aten.unsqueeze.default(div_15, 3);  div_15 = None
    expand_19 = torch.ops.aten.expand.default(unsqueeze_62, [2, 12, 2, 4]);  unsqueeze_62 = None
    div_16 = torch.ops.aten.div.Scalar(expand_19, 4);  expand_19 = None
    convolution_backward_24 = torch.ops.aten.convolution_backward.default(div_16, relu_36, primals_277, [12], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  div_16 = primals_277 = None
    getitem_438 = convolution_backward_24[0]
    getitem_439 = convolution_backward_24[1]
    getitem_440 = convolution_backward_24[2];  convolution_backward_24 = None
    add_185 = torch.ops.aten.add.Tensor(getitem_307, getitem_439);  getitem_307 = getitem_439 = None
    add_186 = torch.ops.aten.add.Tensor(getitem_308, getitem_440);  getitem_308 = getitem_440 = None
    detach_50 = torch.ops.aten.detach.default(relu_36);  relu_36 = None
    detach_146 = torch.ops.aten.detach.default(detach_50);  detach_50 = None
    threshold_backward_20 = torch.ops.aten.threshold_backward.default(getitem_438, detach_146, 0);  getitem_438 = detach_146 = None
    convolution_backward_25 = torch.ops.aten.convolution_backward.default(threshold_backward_20, relu_35, primals_275, [32], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, True]);  threshold_backward_20 = primals_275 = None
    getitem_441 = convolution_backward_25[0]
    getitem_442 = convolution_backward_25[1]
    getitem_443 = convolution_backward_25[2];  convolution_backward_25 = None
    add_187 = torch.ops.aten.add.Tensor(getitem_310, getitem_442);  getitem_310 = getitem_442 = None
    add_188 = torch.ops.aten.add.Tensor(getitem_311, getitem_443);  getitem_311 = getitem_443 = None
    detach_49 = torch.ops.aten.detach.default(relu_35);  relu_35 = None
    detach_147 = torch.ops.aten.detach.default(detach_49);  detach_49 = None
    threshold_backward_21 = torch.ops.aten.threshold_backward.default(getitem_441, detach_147, 0);  getitem_441 = detach_147 = None
    convolution_backward_26 = torch.ops.aten.convolution_backward.default(threshold_backward_21, cat_6, primals_273, [32], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, True]);  threshold_backward_21 = cat_6 = primals_273 = None
    getitem_444 = convolution_backward_26[0]
    getitem_445 = convolution_backward_26[1]
    getitem_446 = convolution_backward_26[2];  convolution_backward_26 = None
    add_189 = torch.ops.aten.add.Tensor(getitem_313, getitem_445);  getitem_313 = getitem_445 = None
    add_190 = torch.ops.aten.add.Tensor(getitem_314, getitem_446);  getitem_314 = getitem_446 = None
    slice_32 = torch.ops.aten.slice.Tensor(getitem_444, 1, 0, 32);  getitem_444 = None
    threshold_backward_22 = torch.ops.aten.threshold_backward.default(slice_32, detach_148, 0);  slice_32 = detach_148 = None
    convolution_backward_27 = torch.ops.aten.convolution_backward.default(threshold_backward_22, relu_33, primals_271, [32], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  threshold_backward_22 = primals_271 = None
    getitem_447 = convolution_backward_27[0]
    getitem_448 = convolution_backward_27[1]
    getitem_449 = convolution_backward_27[2];  convolution_backward_27 = None
    add_191 = torch.ops.aten.add.Tensor(getitem_316, getitem_448);  getitem_316 = getitem_448 = None
    add_192 = torch.ops.aten.add.Tensor(getitem_317, getitem_449);  getitem_317 = getitem_449 = None
    detach_151 = torch.ops.aten.detach.default(relu_33);  relu_33 = None
    detach_152 = torch.ops.aten.detach.default(detach_151);  detach_151 = None
    threshold_backward_23 = torch.ops.aten.threshold_backward.default(getitem_447, detach_152, 0);  getitem_447 = detach_152 = None
    native_batch_norm_backward_20 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_23, convolution_53, primals_269, getitem_304, getitem_305, getitem_200, getitem_201, True, 1e-05, [True, True, True]);  convolution_53 = primals_269 = getitem_304 = getitem_305 = getitem_200 = getitem_201 = None
    getitem_450 = native_batch_norm_backward_20[0]
    getitem_451 = native_batch_norm_backward_20[1]
    getitem_452 = native_batch_norm_backward_20[2];  native_batch_norm_backward_20 = None
    add_193 = torch.ops.aten.add.Tensor(getitem_319, getitem_451);  getitem_319 = getitem_451 = None
    add_194 = torch.ops.aten.add.Tensor(getitem_320, getitem_452);  getitem_320 = getitem_452 = None
    convolution_backward_28 = torch.ops.aten.convolution_backward.default(getitem_450, relu_32, primals_265, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_450 = primals_265 = None
    getitem_453 = convolution_backward_28[0]
    getitem_454 = convolution_backward_28[1];  convolution_backward_28 = None
    add_195 = torch.ops.aten.add.Tensor(getitem_322, getitem_454);  getitem_322 = getitem_454 = None
    detach_155 = torch.ops.aten.detach.default(relu_32);  relu_32 = None
    detach_156 = torch.ops.aten.detach.default(detach_155);  detach_155 = None
    threshold_backward_24 = torch.ops.aten.threshold_backward.default(getitem_453, detach_156, 0);  getitem_453 = detach_156 = None
    native_batch_norm_backward_21 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_24, convolution_52, primals_263, getitem_299, getitem_300, getitem_195, getitem_196, True, 1e-05, [True, True, True]);  threshold_backward_24 = convolution_52 = primals_263 = getitem_299 = getitem_300 = getitem_195 = getitem_196 = None
    getitem_456 = native_batch_norm_backward_21[0]
    getitem_457 = native_batch_norm_backward_21[1]
    getitem_458 = native_batch_norm_backward_21[2];  native_batch_norm_backward_21 = None
    add_196 = torch.ops.aten.add.Tensor(getitem_325, getitem_457);  getitem_325 = getitem_457 = None
    add_197 = torch.ops.aten.add.Tensor(getitem_326, getitem_458);  getitem_326 = getitem_458 = None
    convolution_backward_29 = torch.ops.aten.convolution_backward.default(getitem_456, relu_31, primals_259, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_456 = primals_259 = None
    getitem_459 = convolution_backward_29[0]
    getitem_460 = convolution_backward_29[1];  convolution_backward_29 = None
    add_198 = torch.ops.aten.add.Tensor(threshold_backward_23, getitem_459);  threshold_backward_23 = getitem_459 = None
    add_199 = torch.ops.aten.add.Tensor(getitem_328, getitem_460);  getitem_328 = getitem_460 = None
    detach_159 = torch.ops.aten.detach.default(relu_31);  relu_31 = None
    detach_160 = torch.ops.aten.detach.default(detach_159);  detach_159 = None
    threshold_backward_25 = torch.ops.aten.threshold_backward.default(add_198, detach_160, 0);  add_198 = detach_160 = None
    native_batch_norm_backward_22 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_25, convolution_51, primals_257, getitem_294, getitem_295, getitem_190, getitem_191, True, 1e-05, [True, True, True]);  convolution_51 = primals_257 = getitem_294 = getitem_295 = getitem_190 = getitem_191 = None
    getitem_462 = native_batch_norm_backward_22[0]
    getitem_463 = native_batch_norm_backward_22[1]
    getitem_464 = native_batch_norm_backward_22[2];  native_batch_norm_backward_22 = None
    add_200 = torch.ops.aten.add.Tensor(getitem_331, getitem_463);  getitem_331 = getitem_463 = None
    add_201 = torch.ops.aten.add.Tensor(getitem_332, getitem_464);  getitem_332 = getitem_464 = None
    convolution_backward_30 = torch.ops.aten.convolution_backward.default(getitem_462, relu_29, primals_253, [0], [2, 2], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_462 = primals_253 = None
    getitem_465 = convolution_backward_30[0]
    getitem_466 = convolution_backward_30[1];  convolution_backward_30 = None
    add_202 = torch.ops.aten.add.Tensor(getitem_334, getitem_466);  getitem_334 = getitem_466 = None
    native_batch_norm_backward_23 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_25, convolution_50, primals_251, getitem_289, getitem_290, getitem_185, getitem_186, True, 1e-05, [True, True, True]);  threshold_backward_25 = convolution_50 = primals_251 = getitem_289 = getitem_290 = getitem_185 = getitem_186 = None
    getitem_468 = native_batch_norm_backward_23[0]
    getitem_469 = native_batch_norm_backward_23[1]
    getitem_470 = native_batch_norm_backward_23[2];  native_batch_norm_backward_23 = None
    add_203 = torch.ops.aten.add.Tensor(getitem_337, getitem_469);  getitem_337 = getitem_469 = None
    add_204 = torch.ops.aten.add.Tensor(getitem_338, getitem_470);  getitem_338 = getitem_470 = None
    convolution_backward_31 = torch.ops.aten.convolution_backward.default(getitem_468, relu_30, primals_247, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_468 = primals_247 = None
    getitem_471 = convolution_backward_31[0]
    getitem_472 = convolution_backward_31[1];  convolution_backward_31 = None
    add_205 = torch.ops.aten.add.Tensor(getitem_340, getitem_472);  getitem_340 = getitem_472 = None
    detach_163 = torch.ops.aten.detach.default(relu_30);  relu_30 = None
    detach_164 = torch.ops.aten.detach.default(detach_163);  detach_163 = None
    threshold_backward_26 = torch.ops.aten.threshold_backward.default(getitem_471, detach_164, 0);  getitem_471 = detach_164 = None
    native_batch_norm_backward_24 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_26, convolution_49, primals_245, getitem_284, getitem_285, getitem_180, getitem_181, True, 1e-05, [True, True, True]);  threshold_backward_26 = convolution_49 = primals_245 = getitem_284 = getitem_285 = getitem_180 = getitem_181 = None
    getitem_474 = native_batch_norm_backward_24[0]
    getitem_475 = native_batch_norm_backward_24[1]
    getitem_476 = native_batch_norm_backward_24[2];  native_batch_norm_backward_24 = None
    add_206 = torch.ops.aten.add.Tensor(getitem_343, getitem_475);  getitem_343 = getitem_475 = None
    add_207 = torch.ops.aten.add.Tensor(getitem_344, getitem_476);  getitem_344 = getitem_476 = None
    convolution_backward_32 = torch.ops.aten.convolution_backward.default(getitem_474, relu_29, primals_241, [0], [2, 2], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_474 = primals_241 = None
    getitem_477 = convolution_backward_32[0]
    getitem_478 = convolution_backward_32[1];  convolution_backward_32 = None
    add_208 = torch.ops.aten.add.Tensor(getitem_465, getitem_477);  getitem_465 = getitem_477 = None
    add_209 = torch.ops.aten.add.Tensor(getitem_346, getitem_478);  getitem_346 = getitem_478 = None
    detach_167 = torch.ops.aten.detach.default(relu_29);  relu_29 = None
    detach_168 = torch.ops.aten.detach.default(detach_167);  detach_167 = None
    threshold_backward_27 = torch.ops.aten.threshold_backward.default(add_208, detach_168, 0);  add_208 = detach_168 = None
    native_batch_norm_backward_25 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_27, convolution_48, primals_239, getitem_279, getitem_280, getitem_175, getitem_176, True, 1e-05, [True, True, True]);  convolution_48 = primals_239 = getitem_279 = getitem_280 = getitem_175 = getitem_176 = None
    getitem_480 = native_batch_norm_backward_25[0]
    getitem_481 = native_batch_norm_backward_25[1]
    getitem_482 = native_batch_norm_backward_25[2];  native_batch_norm_backward_25 = None
    add_210 = torch.ops.aten.add.Tensor(getitem_349, getitem_481);  getitem_349 = getitem_481 = None
    add_211 = torch.ops.aten.add.Tensor(getitem_350, getitem_482);  getitem_350 = getitem_482 = None
    convolution_backward_33 = torch.ops.aten.convolution_backward.default(getitem_480, relu_28, primals_235, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_480 = primals_235 = None
    getitem_483 = convolution_backward_33[0]
    getitem_484 = convolution_backward_33[1];  convolution_backward_33 = None
    add_212 = torch.ops.aten.add.Tensor(getitem_352, getitem_484);  getitem_352 = getitem_484 = None
    detach_171 = torch.ops.aten.detach.default(relu_28);  relu_28 = None
    detach_172 = torch.ops.aten.detach.default(detach_171);  detach_171 = None
    threshold_backward_28 = torch.ops.aten.threshold_backward.default(getitem_483, detach_172, 0);  getitem_483 = detach_172 = None
    native_batch_norm_backward_26 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_28, convolution_47, primals_233, getitem_274, getitem_275, getitem_170, getitem_171, True, 1e-05, [True, True, True]);  threshold_backward_28 = convolution_47 = primals_233 = getitem_274 = getitem_275 = getitem_170 = getitem_171 = None
    getitem_486 = native_batch_norm_backward_26[0]
    getitem_487 = native_batch_norm_backward_26[1]
    getitem_488 = native_batch_norm_backward_26[2];  native_batch_norm_backward_26 = None
    add_213 = torch.ops.aten.add.Tensor(getitem_355, getitem_487);  getitem_355 = getitem_487 = None
    add_214 = torch.ops.aten.add.Tensor(getitem_356, getitem_488);  getitem_356 = getitem_488 = None
    convolution_backward_34 = torch.ops.aten.convolution_backward.default(getitem_486, relu_27, primals_229, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_486 = primals_229 = None
    getitem_489 = convolution_backward_34[0]
    getitem_490 = convolution_backward_34[1];  convolution_backward_34 = None
    add_215 = torch.ops.aten.add.Tensor(threshold_backward_27, getitem_489);  threshold_backward_27 = getitem_489 = None
    add_216 = torch.ops.aten.add.Tensor(getitem_358, getitem_490);  getitem_358 = getitem_490 = None
    detach_175 = torch.ops.aten.detach.default(relu_27);  relu_27 = None
    detach_176 = torch.ops.aten.detach.default(detach_175);  detach_175 = None
    threshold_backward_29 = torch.ops.aten.threshold_backward.default(add_215, detach_176, 0);  add_215 = detach_176 = None
    native_batch_norm_backward_27 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_29, convolution_46, primals_227, getitem_269, getitem_270, getitem_165, getitem_166, True, 1e-05, [True, True, True]);  convolution_46 = primals_227 = getitem_269 = getitem_270 = getitem_165 = getitem_166 = None
    getitem_492 = native_batch_norm_backward_27[0]
    getitem_493 = native_batch_norm_backward_27[1]
    getitem_494 = native_batch_norm_backward_27[2];  native_batch_norm_backward_27 = None
    add_217 = torch.ops.aten.add.Tensor(getitem_361, getitem_493);  getitem_361 = getitem_493 = None
    add_218 = torch.ops.aten.add.Tensor(getitem_362, getitem_494);  getitem_362 = getitem_494 = None
    convolution_backward_35 = torch.ops.aten.convolution_backward.default(getitem_492, relu_25, primals_223, [0], [2, 2], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_492 = primals_223 = None
    getitem_495 = convolution_backward_35[0]
    getitem_496 = convolution_backward_35[1];  convolution_backward_35 = None
    add_219 = torch.ops.aten.add.Tensor(getitem_364, getitem_496);  getitem_364 = getitem_496 = None
    native_batch_norm_backward_28 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_29, convolution_45, primals_221, getitem_264, getitem_265, getitem_160, getitem_161, True, 1e-05, [True, True, True]);  threshold_backward_29 = convolution_45 = primals_221 = getitem_264 = getitem_265 = getitem_160 = getitem_161 = None
    getitem_498 = native_batch_norm_backward_28[0]
    getitem_499 = native_batch_norm_backward_28[1]
    getitem_500 = native_batch_norm_backward_28[2];  native_batch_norm_backward_28 = None
    add_220 = torch.ops.aten.add.Tensor(getitem_367, getitem_499);  getitem_367 = getitem_499 = None
    add_221 = torch.ops.aten.add.Tensor(getitem_368, getitem_500);  getitem_368 = getitem_500 = None
    convolution_backward_36 = torch.ops.aten.convolution_backward.default(getitem_498, relu_26, primals_217, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_498 = primals_217 = None
    getitem_501 = convolution_backward_36[0]
    getitem_502 = convolution_backward_36[1];  convolution_backward_36 = None
    add_222 = torch.ops.aten.add.Tensor(getitem_370, getitem_502);  getitem_370 = getitem_502 = None
    detach_179 = torch.ops.aten.detach.default(relu_26);  relu_26 = None
    detach_180 = torch.ops.aten.detach.default(detach_179);  detach_179 = None
    threshold_backward_30 = torch.ops.aten.threshold_backward.default(getitem_501, detach_180, 0);  getitem_501 = detach_180 = None
    native_batch_norm_backward_29 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_30, convolution_44, primals_215, getitem_259, getitem_260, getitem_155, getitem_156, True, 1e-05, [True, True, True]);  threshold_backward_30 = convolution_44 = primals_215 = getitem_259 = getitem_260 = getitem_155 = getitem_156 = None
    getitem_504 = native_batch_norm_backward_29[0]
    getitem_505 = native_batch_norm_backward_29[1]
    getitem_506 = native_batch_norm_backward_29[2];  native_batch_norm_backward_29 = None
    add_223 = torch.ops.aten.add.Tensor(getitem_373, getitem_505);  getitem_373 = getitem_505 = None
    add_224 = torch.ops.aten.add.Tensor(getitem_374, getitem_506);  getitem_374 = getitem_506 = None
    convolution_backward_37 = torch.ops.aten.convolution_backward.default(getitem_504, relu_25, primals_211, [0], [2, 2], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_504 = primals_211 = None
    getitem_507 = convolution_backward_37[0]
    getitem_508 = convolution_backward_37[1];  convolution_backward_37 = None
    add_225 = torch.ops.aten.add.Tensor(getitem_495, getitem_507);  getitem_495 = getitem_507 = None
    add_226 = torch.ops.aten.add.Tensor(getitem_376, getitem_508);  getitem_376 = getitem_508 = None
    detach_183 = torch.ops.aten.detach.default(relu_25);  relu_25 = None
    detach_184 = torch.ops.aten.detach.default(detach_183);  detach_183 = None
    threshold_backward_31 = torch.ops.aten.threshold_backward.default(add_225, detach_184, 0);  add_225 = detach_184 = None
    native_batch_norm_backward_30 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_31, convolution_43, primals_209, getitem_254, getitem_255, getitem_150, getitem_151, True, 1e-05, [True, True, True]);  convolution_43 = primals_209 = getitem_254 = getitem_255 = getitem_150 = getitem_151 = None
    getitem_510 = native_batch_norm_backward_30[0]
    getitem_511 = native_batch_norm_backward_30[1]
    getitem_512 = native_batch_norm_backward_30[2];  native_batch_norm_backward_30 = None
    add_227 = torch.ops.aten.add.Tensor(getitem_379, getitem_511);  getitem_379 = getitem_511 = None
    add_228 = torch.ops.aten.add.Tensor(getitem_380, getitem_512);  getitem_380 = getitem_512 = None
    convolution_backward_38 = torch.ops.aten.convolution_backward.default(getitem_510, relu_24, primals_205, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_510 = primals_205 = None
    getitem_513 = convolution_backward_38[0]
    getitem_514 = convolution_backward_38[1];  convolution_backward_38 = None
    add_229 = torch.ops.aten.add.Tensor(getitem_382, getitem_514);  getitem_382 = getitem_514 = None
    detach_187 = torch.ops.aten.detach.default(relu_24);  relu_24 = None
    detach_188 = torch.ops.aten.detach.default(detach_187);  detach_187 = None
    threshold_backward_32 = torch.ops.aten.threshold_backward.default(getitem_513, detach_188, 0);  getitem_513 = detach_188 = None
    native_batch_norm_backward_31 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_32, convolution_42, primals_203, getitem_249, getitem_250, getitem_145, getitem_146, True, 1e-05, [True, True, True]);  threshold_backward_32 = convolution_42 = primals_203 = getitem_249 = getitem_250 = getitem_145 = getitem_146 = None
    getitem_516 = native_batch_norm_backward_31[0]
    getitem_517 = native_batch_norm_backward_31[1]
    getitem_518 = native_batch_norm_backward_31[2];  native_batch_norm_backward_31 = None
    add_230 = torch.ops.aten.add.Tensor(getitem_385, getitem_517);  getitem_385 = getitem_517 = None
    add_231 = torch.ops.aten.add.Tensor(getitem_386, getitem_518);  getitem_386 = getitem_518 = None
    convolution_backward_39 = torch.ops.aten.convolution_backward.default(getitem_516, relu_23, primals_199, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_516 = primals_199 = None
    getitem_519 = convolution_backward_39[0]
    getitem_520 = convolution_backward_39[1];  convolution_backward_39 = None
    add_232 = torch.ops.aten.add.Tensor(threshold_backward_31, getitem_519);  threshold_backward_31 = getitem_519 = None
    add_233 = torch.ops.aten.add.Tensor(getitem_388, getitem_520);  getitem_388 = getitem_520 = None
    detach_191 = torch.ops.aten.detach.default(relu_23);  relu_23 = None
    detach_192 = torch.ops.aten.detach.default(detach_191);  detach_191 = None
    threshold_backward_33 = torch.ops.aten.threshold_backward.default(add_232, detach_192, 0);  add_232 = detach_192 = None
    native_batch_norm_backward_32 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_33, convolution_41, primals_197, getitem_244, getitem_245, getitem_140, getitem_141, True, 1e-05, [True, True, True]);  convolution_41 = primals_197 = getitem_244 = getitem_245 = getitem_140 = getitem_141 = None
    getitem_522 = native_batch_norm_backward_32[0]
    getitem_523 = native_batch_norm_backward_32[1]
    getitem_524 = native_batch_norm_backward_32[2];  native_batch_norm_backward_32 = None
    add_234 = torch.ops.aten.add.Tensor(getitem_391, getitem_523);  getitem_391 = getitem_523 = None
    add_235 = torch.ops.aten.add.Tensor(getitem_392, getitem_524);  getitem_392 = getitem_524 = None
    convolution_backward_40 = torch.ops.aten.convolution_backward.default(getitem_522, relu_21, primals_193, [0], [2, 2], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_522 = primals_193 = None
    getitem_525 = convolution_backward_40[0]
    getitem_526 = convolution_backward_40[1];  convolution_backward_40 = None
    add_236 = torch.ops.aten.add.Tensor(getitem_394, getitem_526);  getitem_394 = getitem_526 = None
    native_batch_norm_backward_33 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_33, convolution_40, primals_191, getitem_239, getitem_240, getitem_135, getitem_136, True, 1e-05, [True, True, True]);  threshold_backward_33 = convolution_40 = primals_191 = getitem_239 = getitem_240 = getitem_135 = getitem_136 = None
    getitem_528 = native_batch_norm_backward_33[0]
    getitem_529 = native_batch_norm_backward_33[1]
    getitem_530 = native_batch_norm_backward_33[2];  native_batch_norm_backward_33 = None
    add_237 = torch.ops.aten.add.Tensor(getitem_397, getitem_529);  getitem_397 = getitem_529 = None
    add_238 = torch.ops.aten.add.Tensor(getitem_398, getitem_530);  getitem_398 = getitem_530 = None
    convolution_backward_41 = torch.ops.aten.convolution_backward.default(getitem_528, relu_22, primals_187, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_528 = primals_187 = None
    getitem_531 = convolution_backward_41[0]
    getitem_532 = convolution_backward_41[1];  convolution_backward_41 = None
    add_239 = torch.ops.aten.add.Tensor(getitem_400, getitem_532);  getitem_400 = getitem_532 = None
    detach_195 = torch.ops.aten.detach.default(relu_22);  relu_22 = None
    detach_196 = torch.ops.aten.detach.default(detach_195);  detach_195 = None
    threshold_backward_34 = torch.ops.aten.threshold_backward.default(getitem_531, detach_196, 0);  getitem_531 = detach_196 = None
    native_batch_norm_backward_34 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_34, convolution_39, primals_185, getitem_234, getitem_235, getitem_130, getitem_131, True, 1e-05, [True, True, True]);  threshold_backward_34 = convolution_39 = primals_185 = getitem_234 = getitem_235 = getitem_130 = getitem_131 = None
    getitem_534 = native_batch_norm_backward_34[0]
    getitem_535 = native_batch_norm_backward_34[1]
    getitem_536 = native_batch_norm_backward_34[2];  native_batch_norm_backward_34 = None
    add_240 = torch.ops.aten.add.Tensor(getitem_403, getitem_535);  getitem_403 = getitem_535 = None
    add_241 = torch.ops.aten.add.Tensor(getitem_404, getitem_536);  getitem_404 = getitem_536 = None
    convolution_backward_42 = torch.ops.aten.convolution_backward.default(getitem_534, relu_21, primals_181, [0], [2, 2], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_534 = primals_181 = None
    getitem_537 = convolution_backward_42[0]
    getitem_538 = convolution_backward_42[1];  convolution_backward_42 = None
    add_242 = torch.ops.aten.add.Tensor(getitem_525, getitem_537);  getitem_525 = getitem_537 = None
    add_243 = torch.ops.aten.add.Tensor(getitem_406, getitem_538);  getitem_406 = getitem_538 = None
    detach_199 = torch.ops.aten.detach.default(relu_21);  relu_21 = None
    detach_200 = torch.ops.aten.detach.default(detach_199);  detach_199 = None
    threshold_backward_35 = torch.ops.aten.threshold_backward.default(add_242, detach_200, 0);  add_242 = detach_200 = None
    native_batch_norm_backward_35 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_35, convolution_38, primals_179, getitem_229, getitem_230, getitem_125, getitem_126, True, 1e-05, [True, True, True]);  convolution_38 = primals_179 = getitem_229 = getitem_230 = getitem_125 = getitem_126 = None
    getitem_540 = native_batch_norm_backward_35[0]
    getitem_541 = native_batch_norm_backward_35[1]
    getitem_542 = native_batch_norm_backward_35[2];  native_batch_norm_backward_35 = None
    add_244 = torch.ops.aten.add.Tensor(getitem_409, getitem_541);  getitem_409 = getitem_541 = None
    add_245 = torch.ops.aten.add.Tensor(getitem_410, getitem_542);  getitem_410 = getitem_542 = None
    convolution_backward_43 = torch.ops.aten.convolution_backward.default(getitem_540, relu_20, primals_175, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_540 = primals_175 = None
    getitem_543 = convolution_backward_43[0]
    getitem_544 = convolution_backward_43[1];  convolution_backward_43 = None
    add_246 = torch.ops.aten.add.Tensor(getitem_412, getitem_544);  getitem_412 = getitem_544 = None
    detach_203 = torch.ops.aten.detach.default(relu_20);  relu_20 = None
    detach_204 = torch.ops.aten.detach.default(detach_203);  detach_203 = None
    threshold_backward_36 = torch.ops.aten.threshold_backward.default(getitem_543, detach_204, 0);  getitem_543 = detach_204 = None
    native_batch_norm_backward_36 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_36, convolution_37, primals_173, getitem_224, getitem_225, getitem_120, getitem_121, True, 1e-05, [True, True, True]);  threshold_backward_36 = convolution_37 = primals_173 = getitem_224 = getitem_225 = getitem_120 = getitem_121 = None
    getitem_546 = native_batch_norm_backward_36[0]
    getitem_547 = native_batch_norm_backward_36[1]
    getitem_548 = native_batch_norm_backward_36[2];  native_batch_norm_backward_36 = None
    add_247 = torch.ops.aten.add.Tensor(getitem_415, getitem_547);  getitem_415 = getitem_547 = None
    add_248 = torch.ops.aten.add.Tensor(getitem_416, getitem_548);  getitem_416 = getitem_548 = None
    convolution_backward_44 = torch.ops.aten.convolution_backward.default(getitem_546, relu_19, primals_169, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_546 = primals_169 = None
    getitem_549 = convolution_backward_44[0]
    getitem_550 = convolution_backward_44[1];  convolution_backward_44 = None
    add_249 = torch.ops.aten.add.Tensor(threshold_backward_35, getitem_549);  threshold_backward_35 = getitem_549 = None
    add_250 = torch.ops.aten.add.Tensor(getitem_418, getitem_550);  getitem_418 = getitem_550 = None
    detach_207 = torch.ops.aten.detach.default(relu_19);  relu_19 = None
    detach_208 = torch.ops.aten.detach.default(detach_207);  detach_207 = None
    threshold_backward_37 = torch.ops.aten.threshold_backward.default(add_249, detach_208, 0);  add_249 = detach_208 = None
    native_batch_norm_backward_37 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_37, convolution_36, primals_167, getitem_219, getitem_220, getitem_115, getitem_116, True, 1e-05, [True, True, True]);  convolution_36 = primals_167 = getitem_219 = getitem_220 = getitem_115 = getitem_116 = None
    getitem_552 = native_batch_norm_backward_37[0]
    getitem_553 = native_batch_norm_backward_37[1]
    getitem_554 = native_batch_norm_backward_37[2];  native_batch_norm_backward_37 = None
    add_251 = torch.ops.aten.add.Tensor(getitem_421, getitem_553);  getitem_421 = getitem_553 = None
    add_252 = torch.ops.aten.add.Tensor(getitem_422, getitem_554);  getitem_422 = getitem_554 = None
    convolution_backward_45 = torch.ops.aten.convolution_backward.default(getitem_552, relu_18, primals_163, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_552 = primals_163 = None
    getitem_555 = convolution_backward_45[0]
    getitem_556 = convolution_backward_45[1];  convolution_backward_45 = None
    add_253 = torch.ops.aten.add.Tensor(getitem_424, getitem_556);  getitem_424 = getitem_556 = None
    detach_211 = torch.ops.aten.detach.default(relu_18);  relu_18 = None
    detach_212 = torch.ops.aten.detach.default(detach_211);  detach_211 = None
    threshold_backward_38 = torch.ops.aten.threshold_backward.default(getitem_555, detach_212, 0);  getitem_555 = detach_212 = None
    native_batch_norm_backward_38 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_38, convolution_35, primals_161, getitem_214, getitem_215, getitem_110, getitem_111, True, 1e-05, [True, True, True]);  threshold_backward_38 = convolution_35 = primals_161 = getitem_214 = getitem_215 = getitem_110 = getitem_111 = None
    getitem_558 = native_batch_norm_backward_38[0]
    getitem_559 = native_batch_norm_backward_38[1]
    getitem_560 = native_batch_norm_backward_38[2];  native_batch_norm_backward_38 = None
    add_254 = torch.ops.aten.add.Tensor(getitem_427, getitem_559);  getitem_427 = getitem_559 = None
    add_255 = torch.ops.aten.add.Tensor(getitem_428, getitem_560);  getitem_428 = getitem_560 = None
    convolution_backward_46 = torch.ops.aten.convolution_backward.default(getitem_558, getitem_107, primals_157, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_558 = getitem_107 = primals_157 = None
    getitem_561 = convolution_backward_46[0]
    getitem_562 = convolution_backward_46[1];  convolution_backward_46 = None
    add_256 = torch.ops.aten.add.Tensor(threshold_backward_37, getitem_561);  threshold_backward_37 = getitem_561 = None
    add_257 = torch.ops.aten.add.Tensor(getitem_430, getitem_562);  getitem_430 = getitem_562 = None
    max_pool2d_with_indices_backward_1 = torch.ops.aten.max_pool2d_with_indices_backward.default(add_256, relu_17, [3, 3], [2, 2], [1, 1], [1, 1], False, getitem_108);  add_256 = getitem_108 = None
    detach_215 = torch.ops.aten.detach.default(relu_17);  relu_17 = None
    detach_216 = torch.ops.aten.detach.default(detach_215);  detach_215 = None
    threshold_backward_39 = torch.ops.aten.threshold_backward.default(max_pool2d_with_indices_backward_1, detach_216, 0);  max_pool2d_with_indices_backward_1 = detach_216 = None
    native_batch_norm_backward_39 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_39, convolution_34, primals_155, getitem_207, getitem_208, getitem_103, getitem_104, True, 1e-05, [True, True, True]);  threshold_backward_39 = convolution_34 = primals_155 = getitem_207 = getitem_208 = getitem_103 = getitem_104 = None
    getitem_564 = native_batch_norm_backward_39[0]
    getitem_565 = native_batch_norm_backward_39[1]
    getitem_566 = native_batch_norm_backward_39[2];  native_batch_norm_backward_39 = None
    add_258 = torch.ops.aten.add.Tensor(getitem_433, getitem_565);  getitem_433 = getitem_565 = None
    add_259 = torch.ops.aten.add.Tensor(getitem_434, getitem_566);  getitem_434 = getitem_566 = None
    convolution_backward_47 = torch.ops.aten.convolution_backward.default(getitem_564, div_1, primals_151, [0], [2, 2], [3, 3], [1, 1], False, [0, 0], 1, [False, True, False]);  getitem_564 = div_1 = primals_151 = None
    getitem_568 = convolution_backward_47[1];  convolution_backward_47 = None
    add_260 = torch.ops.aten.add.Tensor(getitem_436, getitem_568);  getitem_436 = getitem_568 = None
    sigmoid_backward = torch.ops.aten.sigmoid_backward.default(tangents_1, detach_217);  tangents_1 = detach_217 = None
    convolution_backward_48 = torch.ops.aten.convolution_backward.default(sigmoid_backward, reflection_pad2d_13, primals_148, [1], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  sigmoid_backward = reflection_pad2d_13 = primals_148 = None
    getitem_570 = convolution_backward_48[0]
    getitem_571 = convolution_backward_48[1]
    getitem_572 = convolution_backward_48[2];  convolution_backward_48 = None
    reflection_pad2d_backward = torch.ops.aten.reflection_pad2d_backward.default(getitem_570, elu_9, [1, 1, 1, 1]);  getitem_570 = None
    detach_220 = torch.ops.aten.detach.default(elu_9);  elu_9 = None
    detach_221 = torch.ops.aten.detach.default(detach_220);  detach_220 = None
    elu_backward = torch.ops.aten.elu_backward.default(reflection_pad2d_backward, 1.0, 1, 1, True, detach_221);  reflection_pad2d_backward = detach_221 = None
    convolution_backward_49 = torch.ops.aten.convolution_backward.default(elu_backward, reflection_pad2d_12, primals_146, [4], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  elu_backward = reflection_pad2d_12 = primals_146 = None
    getitem_573 = convolution_backward_49[0]
    getitem_574 = convolution_backward_49[1]
    getitem_575 = convolution_backward_49[2];  convolution_backward_49 = None
    reflection_pad2d_backward_1 = torch.ops.aten.reflection_pad2d_backward.default(getitem_573, cat_4, [1, 1, 1, 1]);  getitem_573 = cat_4 = None
    slice_33 = torch.ops.aten.slice.Tensor(reflection_pad2d_backward_1, 1, 0, 4);  reflection_pad2d_backward_1 = None
    new_zeros = torch.ops.aten.new_zeros.default(slice_33, [2, 4, 32, 64], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    unsqueeze_4 = torch.ops.aten.unsqueeze.default(_to_copy_7, -1)
    _unsafe_index_put = torch.ops.aten._unsafe_index_put.default(new_zeros, [None, None, unsqueeze_4, _to_copy_9], slice_33, True);  new_zeros = unsqueeze_4 = _to_copy_9 = slice_33 = None
    elu_backward_1 = torch.ops.aten.elu_backward.default(_unsafe_index_put, 1.0, 1, 1, True, detach_225);  _unsafe_index_put = detach_225 = None
    convolution_backward_50 = torch.ops.aten.convolution_backward.default(elu_backward_1, reflection_pad2d_10, primals_144, [4], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  elu_backward_1 = primals_144 = None
    getitem_576 = convolution_backward_50[0]
    getitem_577 = convolution_backward_50[1]
    getitem_578 = convolution_backward_50[2];  convolution_backward_50 = None
    reflection_pad2d_backward_2 = torch.ops.aten.reflection_pad2d_backward.default(getitem_576, elu_7, [1, 1, 1, 1]);  getitem_576 = None
    sigmoid_backward_1 = torch.ops.aten.sigmoid_backward.default(tangents_2, detach_226);  tangents_2 = detach_226 = None
    convolution_backward_51 = torch.ops.aten.convolution_backward.default(sigmoid_backward_1, reflection_pad2d_10, primals_142, [1], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  sigmoid_backward_1 = reflection_pad2d_10 = primals_142 = None
    getitem_579 = convolution_backward_51[0]
    getitem_580 = convolution_backward_51[1]
    getitem_581 = convolution_backward_51[2];  convolution_backward_51 = None
    reflection_pad2d_backward_3 = torch.ops.aten.reflection_pad2d_backward.default(getitem_579, elu_7, [1, 1, 1, 1]);  getitem_579 = None
    add_261 = torch.ops.aten.add.Tensor(reflection_pad2d_backward_2, reflection_pad2d_backward_3);  reflection_pad2d_backward_2 = reflection_pad2d_backward_3 = None
    detach_229 = torch.ops.aten.detach.default(elu_7);  elu_7 = None
    detach_230 = torch.ops.aten.detach.default(detach_229);  detach_229 = None
    elu_backward_2 = torch.ops.aten.elu_backward.default(add_261, 1.0, 1, 1, True, detach_230);  add_261 = detach_230 = None
    convolution_backward_52 = torch.ops.aten.convolution_backward.default(elu_backward_2, reflection_pad2d_9, primals_140, [8], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  elu_backward_2 = reflection_pad2d_9 = primals_140 = None
    getitem_582 = convolution_backward_52[0]
    getitem_583 = convolution_backward_52[1]
    getitem_584 = convolution_backward_52[2];  convolution_backward_52 = None
    reflection_pad2d_backward_4 = torch.ops.aten.reflection_pad2d_backward.default(getitem_582, cat_3, [1, 1, 1, 1]);  getitem_582 = cat_3 = None
    slice_34 = torch.ops.aten.slice.Tensor(reflection_pad2d_backward_4, 1, 0, 8)
    slice_35 = torch.ops.aten.slice.Tensor(reflection_pad2d_backward_4, 1, 8, 16);  reflection_pad2d_backward_4 = None
    add_262 = torch.ops.aten.add.Tensor(tangents_7, slice_35);  tangents_7 = slice_35 = None
    new_zeros_1 = torch.ops.aten.new_zeros.default(slice_34, [2, 8, 16, 32], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    unsqueeze_3 = torch.ops.aten.unsqueeze.default(_to_copy_5, -1)
    _unsafe_index_put_1 = torch.ops.aten._unsafe_index_put.default(new_zeros_1, [None, None, unsqueeze_3, _to_copy_7], slice_34, True);  new_zeros_1 = unsqueeze_3 = _to_copy_7 = slice_34 = None
    elu_backward_3 = torch.ops.aten.elu_backward.default(_unsafe_index_put_1, 1.0, 1, 1, True, detach_234);  _unsafe_index_put_1 = detach_234 = None
    convolution_backward_53 = torch.ops.aten.convolution_backward.default(elu_backward_3, reflection_pad2d_7, primals_138, [8], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  elu_backward_3 = primals_138 = None
    getitem_585 = convolution_backward_53[0]
    getitem_586 = convolution_backward_53[1]
    getitem_587 = convolution_backward_53[2];  convolution_backward_53 = None
    reflection_pad2d_backward_5 = torch.ops.aten.reflection_pad2d_backward.default(getitem_585, elu_5, [1, 1, 1, 1]);  getitem_585 = None
    sigmoid_backward_2 = torch.ops.aten.sigmoid_backward.default(tangents_3, detach_235);  tangents_3 = detach_235 = None
    convolution_backward_54 = torch.ops.aten.convolution_backward.default(sigmoid_backward_2, reflection_pad2d_7, primals_136, [1], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  sigmoid_backward_2 = reflection_pad2d_7 = primals_136 = None
    getitem_588 = convolution_backward_54[0]
    getitem_589 = convolution_backward_54[1]
    getitem_590 = convolution_backward_54[2];  convolution_backward_54 = None
    reflection_pad2d_backward_6 = torch.ops.aten.reflection_pad2d_backward.default(getitem_588, elu_5, [1, 1, 1, 1]);  getitem_588 = None
    add_263 = torch.ops.aten.add.Tensor(reflection_pad2d_backward_5, reflection_pad2d_backward_6);  reflection_pad2d_backward_5 = reflection_pad2d_backward_6 = None
    detach_238 = torch.ops.aten.detach.default(elu_5);  elu_5 = None
    detach_239 = torch.ops.aten.detach.default(detach_238);  detach_238 = None
    elu_backward_4 = torch.ops.aten.elu_backward.default(add_263, 1.0, 1, 1, True, detach_239);  add_263 = detach_239 = None
    convolution_backward_55 = torch.ops.aten.convolution_backward.default(elu_backward_4, reflection_pad2d_6, primals_134, [16], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  elu_backward_4 = reflection_pad2d_6 = primals_134 = None
    getitem_591 = convolution_backward_55[0]
    getitem_592 = convolution_backward_55[1]
    getitem_593 = convolution_backward_55[2];  convolution_backward_55 = None
    reflection_pad2d_backward_7 = torch.ops.aten.reflection_pad2d_backward.default(getitem_591, cat_2, [1, 1, 1, 1]);  getitem_591 = cat_2 = None
    slice_36 = torch.ops.aten.slice.Tensor(reflection_pad2d_backward_7, 1, 0, 16)
    slice_37 = torch.ops.aten.slice.Tensor(reflection_pad2d_backward_7, 1, 16, 24);  reflection_pad2d_backward_7 = None
    add_264 = torch.ops.aten.add.Tensor(tangents_8, slice_37);  tangents_8 = slice_37 = None
    new_zeros_2 = torch.ops.aten.new_zeros.default(slice_36, [2, 16, 8, 16], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(_to_copy_3, -1)
    _unsafe_index_put_2 = torch.ops.aten._unsafe_index_put.default(new_zeros_2, [None, None, unsqueeze_2, _to_copy_5], slice_36, True);  new_zeros_2 = unsqueeze_2 = _to_copy_5 = slice_36 = None
    elu_backward_5 = torch.ops.aten.elu_backward.default(_unsafe_index_put_2, 1.0, 1, 1, True, detach_243);  _unsafe_index_put_2 = detach_243 = None
    convolution_backward_56 = torch.ops.aten.convolution_backward.default(elu_backward_5, reflection_pad2d_4, primals_132, [16], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  elu_backward_5 = primals_132 = None
    getitem_594 = convolution_backward_56[0]
    getitem_595 = convolution_backward_56[1]
    getitem_596 = convolution_backward_56[2];  convolution_backward_56 = None
    reflection_pad2d_backward_8 = torch.ops.aten.reflection_pad2d_backward.default(getitem_594, elu_3, [1, 1, 1, 1]);  getitem_594 = None
    sigmoid_backward_3 = torch.ops.aten.sigmoid_backward.default(tangents_4, detach_244);  tangents_4 = detach_244 = None
    convolution_backward_57 = torch.ops.aten.convolution_backward.default(sigmoid_backward_3, reflection_pad2d_4, primals_130, [1], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  sigmoid_backward_3 = reflection_pad2d_4 = primals_130 = None
    getitem_597 = convolution_backward_57[0]
    getitem_598 = convolution_backward_57[1]
    getitem_599 = convolution_backward_57[2];  convolution_backward_57 = None
    reflection_pad2d_backward_9 = torch.ops.aten.reflection_pad2d_backward.default(getitem_597, elu_3, [1, 1, 1, 1]);  getitem_597 = None
    add_265 = torch.ops.aten.add.Tensor(reflection_pad2d_backward_8, reflection_pad2d_backward_9);  reflection_pad2d_backward_8 = reflection_pad2d_backward_9 = None
    detach_247 = torch.ops.aten.detach.default(elu_3);  elu_3 = None
    detach_248 = torch.ops.aten.detach.default(detach_247);  detach_247 = None
    elu_backward_6 = torch.ops.aten.elu_backward.default(add_265, 1.0, 1, 1, True, detach_248);  add_265 = detach_248 = None
    convolution_backward_58 = torch.ops.aten.convolution_backward.default(elu_backward_6, reflection_pad2d_3, primals_128, [32], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  elu_backward_6 = reflection_pad2d_3 = primals_128 = None
    getitem_600 = convolution_backward_58[0]
    getitem_601 = convolution_backward_58[1]
    getitem_602 = convolution_backward_58[2];  convolution_backward_58 = None
    reflection_pad2d_backward_10 = torch.ops.aten.reflection_pad2d_backward.default(getitem_600, cat_1, [1, 1, 1, 1]);  getitem_600 = cat_1 = None
    slice_38 = torch.ops.aten.slice.Tensor(reflection_pad2d_backward_10, 1, 0, 32)
    slice_39 = torch.ops.aten.slice.Tensor(reflection_pad2d_backward_10, 1, 32, 48);  reflection_pad2d_backward_10 = None
    add_266 = torch.ops.aten.add.Tensor(tangents_9, slice_39);  tangents_9 = slice_39 = None
    new_zeros_3 = torch.ops.aten.new_zeros.default(slice_38, [2, 32, 4, 8], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(_to_copy_1, -1)
    _unsafe_index_put_3 = torch.ops.aten._unsafe_index_put.default(new_zeros_3, [None, None, unsqueeze_1, _to_copy_3], slice_38, True);  new_zeros_3 = unsqueeze_1 = _to_copy_3 = slice_38 = None
    elu_backward_7 = torch.ops.aten.elu_backward.default(_unsafe_index_put_3, 1.0, 1, 1, True, detach_252);  _unsafe_index_put_3 = detach_252 = None
    convolution_backward_59 = torch.ops.aten.convolution_backward.default(elu_backward_7, reflection_pad2d_2, primals_126, [32], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  elu_backward_7 = reflection_pad2d_2 = primals_126 = None
    getitem_603 = convolution_backward_59[0]
    getitem_604 = convolution_backward_59[1]
    getitem_605 = convolution_backward_59[2];  convolution_backward_59 = None
    reflection_pad2d_backward_11 = torch.ops.aten.reflection_pad2d_backward.default(getitem_603, elu_1, [1, 1, 1, 1]);  getitem_603 = None
    detach_255 = torch.ops.aten.detach.default(elu_1);  elu_1 = None
    detach_256 = torch.ops.aten.detach.default(detach_255);  detach_255 = None
    elu_backward_8 = torch.ops.aten.elu_backward.default(reflection_pad2d_backward_11, 1.0, 1, 1, True, detach_256);  reflection_pad2d_backward_11 = detach_256 = None
    convolution_backward_60 = torch.ops.aten.convolution_backward.default(elu_backward_8, reflection_pad2d_1, primals_124, [64], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  elu_backward_8 = reflection_pad2d_1 = primals_124 = None
    getitem_606 = convolution_backward_60[0]
    getitem_607 = convolution_backward_60[1]
    getitem_608 = convolution_backward_60[2];  convolution_backward_60 = None
    reflection_pad2d_backward_12 = torch.ops.aten.reflection_pad2d_backward.default(getitem_606, cat, [1, 1, 1, 1]);  getitem_606 = cat = None
    slice_40 = torch.ops.aten.slice.Tensor(reflection_pad2d_backward_12, 1, 0, 64)
    slice_41 = torch.ops.aten.slice.Tensor(reflection_pad2d_backward_12, 1, 64, 96);  reflection_pad2d_backward_12 = None
    add_267 = torch.ops.aten.add.Tensor(tangents_10, slice_41);  tangents_10 = slice_41 = None
    new_zeros_4 = torch.ops.aten.new_zeros.default(slice_40, [2, 64, 2, 4], dtype = torch.float32, layout = torch.strided, device = device(type='cpu'))
    _unsafe_index_put_4 = torch.ops.aten._unsafe_index_put.default(new_zeros_4, [None, None, unsqueeze, _to_copy_1], slice_40, True);  new_zeros_4 = unsqueeze = _to_copy_1 = slice_40 = None
    elu_backward_9 = torch.ops.aten.elu_backward.default(_unsafe_index_put_4, 1.0, 1, 1, True, detach_260);  _unsafe_index_put_4 = detach_260 = None
    convolution_backward_61 = torch.ops.aten.convolution_backward.default(elu_backward_9, reflection_pad2d, primals_122, [64], [1, 1], [0, 0], [1, 1], False, [0, 0], 1, [True, True, True]);  elu_backward_9 = reflection_pad2d = primals_122 = None
    getitem_609 = convolution_backward_61[0]
    getitem_610 = convolution_backward_61[1]
    getitem_611 = convolution_backward_61[2];  convolution_backward_61 = None
    reflection_pad2d_backward_13 = torch.ops.aten.reflection_pad2d_backward.default(getitem_609, relu_16, [1, 1, 1, 1]);  getitem_609 = None
    add_268 = torch.ops.aten.add.Tensor(tangents_11, reflection_pad2d_backward_13);  tangents_11 = reflection_pad2d_backward_13 = None
    detach_263 = torch.ops.aten.detach.default(relu_16);  relu_16 = None
    detach_264 = torch.ops.aten.detach.default(detach_263);  detach_263 = None
    threshold_backward_40 = torch.ops.aten.threshold_backward.default(add_268, detach_264, 0);  add_268 = detach_264 = None
    native_batch_norm_backward_40 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_40, convolution_19, primals_120, getitem_100, getitem_101, getitem_98, getitem_99, True, 1e-05, [True, True, True]);  convolution_19 = primals_120 = getitem_100 = getitem_101 = getitem_98 = getitem_99 = None
    getitem_612 = native_batch_norm_backward_40[0]
    getitem_613 = native_batch_norm_backward_40[1]
    getitem_614 = native_batch_norm_backward_40[2];  native_batch_norm_backward_40 = None
    convolution_backward_62 = torch.ops.aten.convolution_backward.default(getitem_612, relu_15, primals_116, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_612 = primals_116 = None
    getitem_615 = convolution_backward_62[0]
    getitem_616 = convolution_backward_62[1];  convolution_backward_62 = None
    detach_267 = torch.ops.aten.detach.default(relu_15);  relu_15 = None
    detach_268 = torch.ops.aten.detach.default(detach_267);  detach_267 = None
    threshold_backward_41 = torch.ops.aten.threshold_backward.default(getitem_615, detach_268, 0);  getitem_615 = detach_268 = None
    native_batch_norm_backward_41 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_41, convolution_18, primals_114, getitem_95, getitem_96, getitem_93, getitem_94, True, 1e-05, [True, True, True]);  threshold_backward_41 = convolution_18 = primals_114 = getitem_95 = getitem_96 = getitem_93 = getitem_94 = None
    getitem_618 = native_batch_norm_backward_41[0]
    getitem_619 = native_batch_norm_backward_41[1]
    getitem_620 = native_batch_norm_backward_41[2];  native_batch_norm_backward_41 = None
    convolution_backward_63 = torch.ops.aten.convolution_backward.default(getitem_618, relu_14, primals_110, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_618 = primals_110 = None
    getitem_621 = convolution_backward_63[0]
    getitem_622 = convolution_backward_63[1];  convolution_backward_63 = None
    add_269 = torch.ops.aten.add.Tensor(threshold_backward_40, getitem_621);  threshold_backward_40 = getitem_621 = None
    detach_271 = torch.ops.aten.detach.default(relu_14);  relu_14 = None
    detach_272 = torch.ops.aten.detach.default(detach_271);  detach_271 = None
    threshold_backward_42 = torch.ops.aten.threshold_backward.default(add_269, detach_272, 0);  add_269 = detach_272 = None
    native_batch_norm_backward_42 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_42, convolution_17, primals_108, getitem_90, getitem_91, getitem_88, getitem_89, True, 1e-05, [True, True, True]);  convolution_17 = primals_108 = getitem_90 = getitem_91 = getitem_88 = getitem_89 = None
    getitem_624 = native_batch_norm_backward_42[0]
    getitem_625 = native_batch_norm_backward_42[1]
    getitem_626 = native_batch_norm_backward_42[2];  native_batch_norm_backward_42 = None
    convolution_backward_64 = torch.ops.aten.convolution_backward.default(getitem_624, relu_12, primals_104, [0], [2, 2], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_624 = primals_104 = None
    getitem_627 = convolution_backward_64[0]
    getitem_628 = convolution_backward_64[1];  convolution_backward_64 = None
    add_270 = torch.ops.aten.add.Tensor(add_267, getitem_627);  add_267 = getitem_627 = None
    native_batch_norm_backward_43 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_42, convolution_16, primals_102, getitem_85, getitem_86, getitem_83, getitem_84, True, 1e-05, [True, True, True]);  threshold_backward_42 = convolution_16 = primals_102 = getitem_85 = getitem_86 = getitem_83 = getitem_84 = None
    getitem_630 = native_batch_norm_backward_43[0]
    getitem_631 = native_batch_norm_backward_43[1]
    getitem_632 = native_batch_norm_backward_43[2];  native_batch_norm_backward_43 = None
    convolution_backward_65 = torch.ops.aten.convolution_backward.default(getitem_630, relu_13, primals_98, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_630 = primals_98 = None
    getitem_633 = convolution_backward_65[0]
    getitem_634 = convolution_backward_65[1];  convolution_backward_65 = None
    detach_275 = torch.ops.aten.detach.default(relu_13);  relu_13 = None
    detach_276 = torch.ops.aten.detach.default(detach_275);  detach_275 = None
    threshold_backward_43 = torch.ops.aten.threshold_backward.default(getitem_633, detach_276, 0);  getitem_633 = detach_276 = None
    native_batch_norm_backward_44 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_43, convolution_15, primals_96, getitem_80, getitem_81, getitem_78, getitem_79, True, 1e-05, [True, True, True]);  threshold_backward_43 = convolution_15 = primals_96 = getitem_80 = getitem_81 = getitem_78 = getitem_79 = None
    getitem_636 = native_batch_norm_backward_44[0]
    getitem_637 = native_batch_norm_backward_44[1]
    getitem_638 = native_batch_norm_backward_44[2];  native_batch_norm_backward_44 = None
    convolution_backward_66 = torch.ops.aten.convolution_backward.default(getitem_636, relu_12, primals_92, [0], [2, 2], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_636 = primals_92 = None
    getitem_639 = convolution_backward_66[0]
    getitem_640 = convolution_backward_66[1];  convolution_backward_66 = None
    add_271 = torch.ops.aten.add.Tensor(add_270, getitem_639);  add_270 = getitem_639 = None
    detach_279 = torch.ops.aten.detach.default(relu_12);  relu_12 = None
    detach_280 = torch.ops.aten.detach.default(detach_279);  detach_279 = None
    threshold_backward_44 = torch.ops.aten.threshold_backward.default(add_271, detach_280, 0);  add_271 = detach_280 = None
    native_batch_norm_backward_45 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_44, convolution_14, primals_90, getitem_75, getitem_76, getitem_73, getitem_74, True, 1e-05, [True, True, True]);  convolution_14 = primals_90 = getitem_75 = getitem_76 = getitem_73 = getitem_74 = None
    getitem_642 = native_batch_norm_backward_45[0]
    getitem_643 = native_batch_norm_backward_45[1]
    getitem_644 = native_batch_norm_backward_45[2];  native_batch_norm_backward_45 = None
    convolution_backward_67 = torch.ops.aten.convolution_backward.default(getitem_642, relu_11, primals_86, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_642 = primals_86 = None
    getitem_645 = convolution_backward_67[0]
    getitem_646 = convolution_backward_67[1];  convolution_backward_67 = None
    detach_283 = torch.ops.aten.detach.default(relu_11);  relu_11 = None
    detach_284 = torch.ops.aten.detach.default(detach_283);  detach_283 = None
    threshold_backward_45 = torch.ops.aten.threshold_backward.default(getitem_645, detach_284, 0);  getitem_645 = detach_284 = None
    native_batch_norm_backward_46 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_45, convolution_13, primals_84, getitem_70, getitem_71, getitem_68, getitem_69, True, 1e-05, [True, True, True]);  threshold_backward_45 = convolution_13 = primals_84 = getitem_70 = getitem_71 = getitem_68 = getitem_69 = None
    getitem_648 = native_batch_norm_backward_46[0]
    getitem_649 = native_batch_norm_backward_46[1]
    getitem_650 = native_batch_norm_backward_46[2];  native_batch_norm_backward_46 = None
    convolution_backward_68 = torch.ops.aten.convolution_backward.default(getitem_648, relu_10, primals_80, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_648 = primals_80 = None
    getitem_651 = convolution_backward_68[0]
    getitem_652 = convolution_backward_68[1];  convolution_backward_68 = None
    add_272 = torch.ops.aten.add.Tensor(threshold_backward_44, getitem_651);  threshold_backward_44 = getitem_651 = None
    detach_287 = torch.ops.aten.detach.default(relu_10);  relu_10 = None
    detach_288 = torch.ops.aten.detach.default(detach_287);  detach_287 = None
    threshold_backward_46 = torch.ops.aten.threshold_backward.default(add_272, detach_288, 0);  add_272 = detach_288 = None
    native_batch_norm_backward_47 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_46, convolution_12, primals_78, getitem_65, getitem_66, getitem_63, getitem_64, True, 1e-05, [True, True, True]);  convolution_12 = primals_78 = getitem_65 = getitem_66 = getitem_63 = getitem_64 = None
    getitem_654 = native_batch_norm_backward_47[0]
    getitem_655 = native_batch_norm_backward_47[1]
    getitem_656 = native_batch_norm_backward_47[2];  native_batch_norm_backward_47 = None
    convolution_backward_69 = torch.ops.aten.convolution_backward.default(getitem_654, relu_8, primals_74, [0], [2, 2], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_654 = primals_74 = None
    getitem_657 = convolution_backward_69[0]
    getitem_658 = convolution_backward_69[1];  convolution_backward_69 = None
    add_273 = torch.ops.aten.add.Tensor(add_266, getitem_657);  add_266 = getitem_657 = None
    native_batch_norm_backward_48 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_46, convolution_11, primals_72, getitem_60, getitem_61, getitem_58, getitem_59, True, 1e-05, [True, True, True]);  threshold_backward_46 = convolution_11 = primals_72 = getitem_60 = getitem_61 = getitem_58 = getitem_59 = None
    getitem_660 = native_batch_norm_backward_48[0]
    getitem_661 = native_batch_norm_backward_48[1]
    getitem_662 = native_batch_norm_backward_48[2];  native_batch_norm_backward_48 = None
    convolution_backward_70 = torch.ops.aten.convolution_backward.default(getitem_660, relu_9, primals_68, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_660 = primals_68 = None
    getitem_663 = convolution_backward_70[0]
    getitem_664 = convolution_backward_70[1];  convolution_backward_70 = None
    detach_291 = torch.ops.aten.detach.default(relu_9);  relu_9 = None
    detach_292 = torch.ops.aten.detach.default(detach_291);  detach_291 = None
    threshold_backward_47 = torch.ops.aten.threshold_backward.default(getitem_663, detach_292, 0);  getitem_663 = detach_292 = None
    native_batch_norm_backward_49 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_47, convolution_10, primals_66, getitem_55, getitem_56, getitem_53, getitem_54, True, 1e-05, [True, True, True]);  threshold_backward_47 = convolution_10 = primals_66 = getitem_55 = getitem_56 = getitem_53 = getitem_54 = None
    getitem_666 = native_batch_norm_backward_49[0]
    getitem_667 = native_batch_norm_backward_49[1]
    getitem_668 = native_batch_norm_backward_49[2];  native_batch_norm_backward_49 = None
    convolution_backward_71 = torch.ops.aten.convolution_backward.default(getitem_666, relu_8, primals_62, [0], [2, 2], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_666 = primals_62 = None
    getitem_669 = convolution_backward_71[0]
    getitem_670 = convolution_backward_71[1];  convolution_backward_71 = None
    add_274 = torch.ops.aten.add.Tensor(add_273, getitem_669);  add_273 = getitem_669 = None
    detach_295 = torch.ops.aten.detach.default(relu_8);  relu_8 = None
    detach_296 = torch.ops.aten.detach.default(detach_295);  detach_295 = None
    threshold_backward_48 = torch.ops.aten.threshold_backward.default(add_274, detach_296, 0);  add_274 = detach_296 = None
    native_batch_norm_backward_50 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_48, convolution_9, primals_60, getitem_50, getitem_51, getitem_48, getitem_49, True, 1e-05, [True, True, True]);  convolution_9 = primals_60 = getitem_50 = getitem_51 = getitem_48 = getitem_49 = None
    getitem_672 = native_batch_norm_backward_50[0]
    getitem_673 = native_batch_norm_backward_50[1]
    getitem_674 = native_batch_norm_backward_50[2];  native_batch_norm_backward_50 = None
    convolution_backward_72 = torch.ops.aten.convolution_backward.default(getitem_672, relu_7, primals_56, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_672 = primals_56 = None
    getitem_675 = convolution_backward_72[0]
    getitem_676 = convolution_backward_72[1];  convolution_backward_72 = None
    detach_299 = torch.ops.aten.detach.default(relu_7);  relu_7 = None
    detach_300 = torch.ops.aten.detach.default(detach_299);  detach_299 = None
    threshold_backward_49 = torch.ops.aten.threshold_backward.default(getitem_675, detach_300, 0);  getitem_675 = detach_300 = None
    native_batch_norm_backward_51 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_49, convolution_8, primals_54, getitem_45, getitem_46, getitem_43, getitem_44, True, 1e-05, [True, True, True]);  threshold_backward_49 = convolution_8 = primals_54 = getitem_45 = getitem_46 = getitem_43 = getitem_44 = None
    getitem_678 = native_batch_norm_backward_51[0]
    getitem_679 = native_batch_norm_backward_51[1]
    getitem_680 = native_batch_norm_backward_51[2];  native_batch_norm_backward_51 = None
    convolution_backward_73 = torch.ops.aten.convolution_backward.default(getitem_678, relu_6, primals_50, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_678 = primals_50 = None
    getitem_681 = convolution_backward_73[0]
    getitem_682 = convolution_backward_73[1];  convolution_backward_73 = None
    add_275 = torch.ops.aten.add.Tensor(threshold_backward_48, getitem_681);  threshold_backward_48 = getitem_681 = None
    detach_303 = torch.ops.aten.detach.default(relu_6);  relu_6 = None
    detach_304 = torch.ops.aten.detach.default(detach_303);  detach_303 = None
    threshold_backward_50 = torch.ops.aten.threshold_backward.default(add_275, detach_304, 0);  add_275 = detach_304 = None
    native_batch_norm_backward_52 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_50, convolution_7, primals_48, getitem_40, getitem_41, getitem_38, getitem_39, True, 1e-05, [True, True, True]);  convolution_7 = primals_48 = getitem_40 = getitem_41 = getitem_38 = getitem_39 = None
    getitem_684 = native_batch_norm_backward_52[0]
    getitem_685 = native_batch_norm_backward_52[1]
    getitem_686 = native_batch_norm_backward_52[2];  native_batch_norm_backward_52 = None
    convolution_backward_74 = torch.ops.aten.convolution_backward.default(getitem_684, relu_4, primals_44, [0], [2, 2], [0, 0], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_684 = primals_44 = None
    getitem_687 = convolution_backward_74[0]
    getitem_688 = convolution_backward_74[1];  convolution_backward_74 = None
    add_276 = torch.ops.aten.add.Tensor(add_264, getitem_687);  add_264 = getitem_687 = None
    native_batch_norm_backward_53 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_50, convolution_6, primals_42, getitem_35, getitem_36, getitem_33, getitem_34, True, 1e-05, [True, True, True]);  threshold_backward_50 = convolution_6 = primals_42 = getitem_35 = getitem_36 = getitem_33 = getitem_34 = None
    getitem_690 = native_batch_norm_backward_53[0]
    getitem_691 = native_batch_norm_backward_53[1]
    getitem_692 = native_batch_norm_backward_53[2];  native_batch_norm_backward_53 = None
    convolution_backward_75 = torch.ops.aten.convolution_backward.default(getitem_690, relu_5, primals_38, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_690 = primals_38 = None
    getitem_693 = convolution_backward_75[0]
    getitem_694 = convolution_backward_75[1];  convolution_backward_75 = None
    detach_307 = torch.ops.aten.detach.default(relu_5);  relu_5 = None
    detach_308 = torch.ops.aten.detach.default(detach_307);  detach_307 = None
    threshold_backward_51 = torch.ops.aten.threshold_backward.default(getitem_693, detach_308, 0);  getitem_693 = detach_308 = None
    native_batch_norm_backward_54 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_51, convolution_5, primals_36, getitem_30, getitem_31, getitem_28, getitem_29, True, 1e-05, [True, True, True]);  threshold_backward_51 = convolution_5 = primals_36 = getitem_30 = getitem_31 = getitem_28 = getitem_29 = None
    getitem_696 = native_batch_norm_backward_54[0]
    getitem_697 = native_batch_norm_backward_54[1]
    getitem_698 = native_batch_norm_backward_54[2];  native_batch_norm_backward_54 = None
    convolution_backward_76 = torch.ops.aten.convolution_backward.default(getitem_696, relu_4, primals_32, [0], [2, 2], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_696 = primals_32 = None
    getitem_699 = convolution_backward_76[0]
    getitem_700 = convolution_backward_76[1];  convolution_backward_76 = None
    add_277 = torch.ops.aten.add.Tensor(add_276, getitem_699);  add_276 = getitem_699 = None
    detach_311 = torch.ops.aten.detach.default(relu_4);  relu_4 = None
    detach_312 = torch.ops.aten.detach.default(detach_311);  detach_311 = None
    threshold_backward_52 = torch.ops.aten.threshold_backward.default(add_277, detach_312, 0);  add_277 = detach_312 = None
    native_batch_norm_backward_55 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_52, convolution_4, primals_30, getitem_25, getitem_26, getitem_23, getitem_24, True, 1e-05, [True, True, True]);  convolution_4 = primals_30 = getitem_25 = getitem_26 = getitem_23 = getitem_24 = None
    getitem_702 = native_batch_norm_backward_55[0]
    getitem_703 = native_batch_norm_backward_55[1]
    getitem_704 = native_batch_norm_backward_55[2];  native_batch_norm_backward_55 = None
    convolution_backward_77 = torch.ops.aten.convolution_backward.default(getitem_702, relu_3, primals_26, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_702 = primals_26 = None
    getitem_705 = convolution_backward_77[0]
    getitem_706 = convolution_backward_77[1];  convolution_backward_77 = None
    detach_315 = torch.ops.aten.detach.default(relu_3);  relu_3 = None
    detach_316 = torch.ops.aten.detach.default(detach_315);  detach_315 = None
    threshold_backward_53 = torch.ops.aten.threshold_backward.default(getitem_705, detach_316, 0);  getitem_705 = detach_316 = None
    native_batch_norm_backward_56 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_53, convolution_3, primals_24, getitem_20, getitem_21, getitem_18, getitem_19, True, 1e-05, [True, True, True]);  threshold_backward_53 = convolution_3 = primals_24 = getitem_20 = getitem_21 = getitem_18 = getitem_19 = None
    getitem_708 = native_batch_norm_backward_56[0]
    getitem_709 = native_batch_norm_backward_56[1]
    getitem_710 = native_batch_norm_backward_56[2];  native_batch_norm_backward_56 = None
    convolution_backward_78 = torch.ops.aten.convolution_backward.default(getitem_708, relu_2, primals_20, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_708 = primals_20 = None
    getitem_711 = convolution_backward_78[0]
    getitem_712 = convolution_backward_78[1];  convolution_backward_78 = None
    add_278 = torch.ops.aten.add.Tensor(threshold_backward_52, getitem_711);  threshold_backward_52 = getitem_711 = None
    detach_319 = torch.ops.aten.detach.default(relu_2);  relu_2 = None
    detach_320 = torch.ops.aten.detach.default(detach_319);  detach_319 = None
    threshold_backward_54 = torch.ops.aten.threshold_backward.default(add_278, detach_320, 0);  add_278 = detach_320 = None
    native_batch_norm_backward_57 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_54, convolution_2, primals_18, getitem_15, getitem_16, getitem_13, getitem_14, True, 1e-05, [True, True, True]);  convolution_2 = primals_18 = getitem_15 = getitem_16 = getitem_13 = getitem_14 = None
    getitem_714 = native_batch_norm_backward_57[0]
    getitem_715 = native_batch_norm_backward_57[1]
    getitem_716 = native_batch_norm_backward_57[2];  native_batch_norm_backward_57 = None
    convolution_backward_79 = torch.ops.aten.convolution_backward.default(getitem_714, relu_1, primals_14, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_714 = primals_14 = None
    getitem_717 = convolution_backward_79[0]
    getitem_718 = convolution_backward_79[1];  convolution_backward_79 = None
    detach_323 = torch.ops.aten.detach.default(relu_1);  relu_1 = None
    detach_324 = torch.ops.aten.detach.default(detach_323);  detach_323 = None
    threshold_backward_55 = torch.ops.aten.threshold_backward.default(getitem_717, detach_324, 0);  getitem_717 = detach_324 = None
    native_batch_norm_backward_58 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_55, convolution_1, primals_12, getitem_10, getitem_11, getitem_8, getitem_9, True, 1e-05, [True, True, True]);  threshold_backward_55 = convolution_1 = primals_12 = getitem_10 = getitem_11 = getitem_8 = getitem_9 = None
    getitem_720 = native_batch_norm_backward_58[0]
    getitem_721 = native_batch_norm_backward_58[1]
    getitem_722 = native_batch_norm_backward_58[2];  native_batch_norm_backward_58 = None
    convolution_backward_80 = torch.ops.aten.convolution_backward.default(getitem_720, getitem_5, primals_8, [0], [1, 1], [1, 1], [1, 1], False, [0, 0], 1, [True, True, False]);  getitem_720 = getitem_5 = primals_8 = None
    getitem_723 = convolution_backward_80[0]
    getitem_724 = convolution_backward_80[1];  convolution_backward_80 = None
    add_279 = torch.ops.aten.add.Tensor(threshold_backward_54, getitem_723);  threshold_backward_54 = getitem_723 = None
    max_pool2d_with_indices_backward_2 = torch.ops.aten.max_pool2d_with_indices_backward.default(add_279, relu, [3, 3], [2, 2], [1, 1], [1, 1], False, getitem_6);  add_279 = getitem_6 = None
    add_280 = torch.ops.aten.add.Tensor(add_262, max_pool2d_with_indices_backward_2);  add_262 = max_pool2d_with_indices_backward_2 = None
    detach_327 = torch.ops.aten.detach.default(relu);  relu = None
    detach_328 = torch.ops.aten.detach.default(detach_327);  detach_327 = None
    threshold_backward_56 = torch.ops.aten.threshold_backward.default(add_280, detach_328, 0);  add_280 = detach_328 = None
    native_batch_norm_backward_59 = torch.ops.aten.native_batch_norm_backward.default(threshold_backward_56, convolution, primals_6, getitem_3, getitem_4, getitem_1, getitem_2, True, 1e-05, [True, True, True]);  threshold_backward_56 = convolution = primals_6 = getitem_3 = getitem_4 = getitem_1 = getitem_2 = None
    getitem_726 = native_batch_norm_backward_59[0]
    getitem_727 = native_batch_norm_backward_59[1]
    getitem_728 = native_batch_norm_backward_59[2];  native_batch_norm_backward_59 = None
    convolution_backward_81 = torch.ops.aten.convolution_backward.default(getitem_726, div, primals_2, [0], [2, 2], [3, 3], [1, 1], False, [0, 0], 1, [False, True, False]);  getitem_726 = div = primals_2 = None
    getitem_730 = convolution_backward_81[1];  convolution_backward_81 = None
    return (None, getitem_730, None, None, None, getitem_727, getitem_728, getitem_724, None, None, None, getitem_721, getitem_722, getitem_718, None, None, None, getitem_715, getitem_716, getitem_712, None, None, None, getitem_709, getitem_710, getitem_706, None, None, None, getitem_703, getitem_704, getitem_700, None, None, None, getitem_697, getitem_698, getitem_694, None, None, None, getitem_691, getitem_692, getitem_688, None, None, None, getitem_685, getitem_686, getitem_682, None, None, None, getitem_679, getitem_680, getitem_676, None, None, None, getitem_673, getitem_674, getitem_670, None, None, None, getitem_667, getitem_668, getitem_664, None, None, None, getitem_661, getitem_662, getitem_658, None, None, None, getitem_655, getitem_656, getitem_652, None, None, None, getitem_649, getitem_650, getitem_646, None, None, None, getitem_643, getitem_644, getitem_640, None, None, None, getitem_637, getitem_638, getitem_634, None, None, None, getitem_631, getitem_632, getitem_628, None, None, None, getitem_625, getitem_626, getitem_622, None, None, None, getitem_619, getitem_620, getitem_616, None, None, None, getitem_613, getitem_614, getitem_610, getitem_611, getitem_607, getitem_608, getitem_604, getitem_605, getitem_601, getitem_602, getitem_598, getitem_599, getitem_595, getitem_596, getitem_592, getitem_593, getitem_589, getitem_590, getitem_586, getitem_587, getitem_583, getitem_584, getitem_580, getitem_581, getitem_577, getitem_578, getitem_574, getitem_575, getitem_571, getitem_572, None, add_260, None, None, None, add_258, add_259, add_257, None, None, None, add_254, add_255, add_253, None, None, None, add_251, add_252, add_250, None, None, None, add_247, add_248, add_246, None, None, None, add_244, add_245, add_243, None, None, None, add_240, add_241, add_239, None, None, None, add_237, add_238, add_236, None, None, None, add_234, add_235, add_233, None, None, None, add_230, add_231, add_229, None, None, None, add_227, add_228, add_226, None, None, None, add_223, add_224, add_222, None, None, None, add_220, add_221, add_219, None, None, None, add_217, add_218, add_216, None, None, None, add_213, add_214, add_212, None, None, None, add_210, add_211, add_209, None, None, None, add_206, add_207, add_205, None, None, None, add_203, add_204, add_202, None, None, None, add_200, add_201, add_199, None, None, None, add_196, add_197, add_195, None, None, None, add_193, add_194, add_191, add_192, add_189, add_190, add_187, add_188, add_185, add_186, None)
    