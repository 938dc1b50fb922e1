


def forward(self, primals_1, primals_2, primals_3, primals_4, primals_5, primals_6, primals_7, primals_8, primals_9, primals_10, primals_11, primals_12, primals_13, primals_14, primals_15, primals_16, primals_17, primals_18, primals_19, primals_20, primals_21, primals_22, primals_23, primals_24, primals_25, primals_26, primals_27, primals_28, primals_29, primals_30, primals_31, primals_32, primals_33, primals_34, primals_35, primals_36, primals_37, primals_38, primals_39, primals_40, primals_41, primals_42, primals_43, primals_44, primals_45, primals_46, primals_47, primals_48, primals_49, primals_50, primals_51, primals_52, primals_53, primals_54, primals_55, primals_56, primals_57, primals_58, primals_59, primals_60, primals_61, primals_62, primals_63, primals_64, primals_65, primals_66, primals_67, primals_68, primals_69, primals_70, primals_71, primals_72, primals_73, primals_74, primals_75, primals_76, primals_77, primals_78, primals_79, primals_80, primals_81, primals_82, primals_83, primals_84, primals_85, primals_86, primals_87, primals_88, primals_89, primals_90, primals_91, primals_92, primals_93, primals_94, primals_95, primals_96, primals_97, primals_98, primals_99, primals_100, primals_101, primals_102, primals_103, primals_104, primals_105, primals_106, primals_107, primals_108, primals_109, primals_110, primals_111, primals_112, primals_113, primals_114, primals_115, primals_116, primals_117, primals_118, primals_119, primals_120, primals_121, primals_122, primals_123, primals_124, primals_125, primals_126, primals_127, primals_128, primals_129, primals_130, primals_131, primals_132, primals_133, primals_134, primals_135, primals_136, primals_137, primals_138, primals_139, primals_140, primals_141, primals_142, primals_143, primals_144, primals_145, primals_146, primals_147, primals_148, primals_149, primals_150, primals_151, primals_152, primals_153, primals_154, primals_155, primals_156, primals_157, primals_158, primals_159, primals_160, primals_161, primals_162, primals_163, primals_164, primals_165, primals_166, primals_167, primals_168, primals_169, primals_170, primals_171, primals_172, primals_173, primals_174, primals_175, primals_176, primals_177, primals_178, primals_179, primals_180, primals_181, primals_182, primals_183, primals_184, primals_185, primals_186, primals_187, primals_188, primals_189, primals_190, primals_191, primals_192, primals_193, primals_194, primals_195, primals_196, primals_197, primals_198, primals_199, primals_200, primals_201, primals_202, primals_203, primals_204, primals_205, primals_206, primals_207, primals_208, primals_209, primals_210, primals_211, primals_212, primals_213, primals_214, primals_215, primals_216, primals_217, primals_218, primals_219, primals_220, primals_221, primals_222, primals_223, primals_224, primals_225, primals_226, primals_227, primals_228, primals_229, primals_230, primals_231, primals_232, primals_233, primals_234, primals_235, primals_236, primals_237, primals_238, primals_239, primals_240, primals_241, primals_242, primals_243, primals_244, primals_245, primals_246, primals_247, primals_248, primals_249, primals_250, primals_251, primals_252, primals_253, primals_254, primals_255, primals_256, primals_257, primals_258, primals_259, primals_260, primals_261, primals_262, primals_263, primals_264, primals_265, primals_266, primals_267, primals_268, primals_269, primals_270, primals_271, primals_272, primals_273, primals_274, primals_275, primals_276, primals_277, primals_278, primals_279):
    sub = torch.ops.aten.sub.Tensor(primals_1, 0.45)
    div = torch.ops.aten.div.Tensor(sub, 0.225);  sub = None
    convolution = torch.ops.aten.convolution.default(div, primals_2, None, [2, 2], [3, 3], [1, 1], False, [0, 0], 1)
    add = torch.ops.aten.add.Tensor(primals_3, 1);  primals_3 = None
    _native_batch_norm_legit_functional = torch.ops.aten._native_batch_norm_legit_functional.default(convolution, primals_6, primals_7, primals_4, primals_5, True, 0.1, 1e-05);  primals_7 = primals_4 = primals_5 = None
    getitem = _native_batch_norm_legit_functional[0]
    getitem_1 = _native_batch_norm_legit_functional[1]
    getitem_2 = _native_batch_norm_legit_functional[2]
    getitem_3 = _native_batch_norm_legit_functional[3]
    getitem_4 = _native_batch_norm_legit_functional[4];  _native_batch_norm_legit_functional = None
    relu = torch.ops.aten.relu.default(getitem);  getitem = None
    max_pool2d_with_indices = torch.ops.aten.max_pool2d_with_indices.default(relu, [3, 3], [2, 2], [1, 1])
    getitem_5 = max_pool2d_with_indices[0]
    getitem_6 = max_pool2d_with_indices[1];  max_pool2d_with_indices = None
    convolution_1 = torch.ops.aten.convolution.default(getitem_5, primals_8, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    add_1 = torch.ops.aten.add.Tensor(primals_9, 1);  primals_9 = None
    _native_batch_norm_legit_functional_1 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_1, primals_12, primals_13, primals_10, primals_11, True, 0.1, 1e-05);  primals_13 = primals_10 = primals_11 = None
    getitem_7 = _native_batch_norm_legit_functional_1[0]
    getitem_8 = _native_batch_norm_legit_functional_1[1]
    getitem_9 = _native_batch_norm_legit_functional_1[2]
    getitem_10 = _native_batch_norm_legit_functional_1[3]
    getitem_11 = _native_batch_norm_legit_functional_1[4];  _native_batch_norm_legit_functional_1 = None
    relu_1 = torch.ops.aten.relu.default(getitem_7);  getitem_7 = None
    convolution_2 = torch.ops.aten.convolution.default(relu_1, primals_14, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    add_2 = torch.ops.aten.add.Tensor(primals_15, 1);  primals_15 = None
    _native_batch_norm_legit_functional_2 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_2, primals_18, primals_19, primals_16, primals_17, True, 0.1, 1e-05);  primals_19 = primals_16 = primals_17 = None
    getitem_12 = _native_batch_norm_legit_functional_2[0]
    getitem_13 = _native_batch_norm_legit_functional_2[1]
    getitem_14 = _native_batch_norm_legit_functional_2[2]
    getitem_15 = _native_batch_norm_legit_functional_2[3]
    getitem_16 = _native_batch_norm_legit_functional_2[4];  _native_batch_norm_legit_functional_2 = None
    add_3 = torch.ops.aten.add.Tensor(getitem_12, getitem_5);  getitem_12 = None
    relu_2 = torch.ops.aten.relu.default(add_3);  add_3 = None
    convolution_3 = torch.ops.aten.convolution.default(relu_2, primals_20, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    add_4 = torch.ops.aten.add.Tensor(primals_21, 1);  primals_21 = None
    _native_batch_norm_legit_functional_3 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_3, primals_24, primals_25, primals_22, primals_23, True, 0.1, 1e-05);  primals_25 = primals_22 = primals_23 = None
    getitem_17 = _native_batch_norm_legit_functional_3[0]
    getitem_18 = _native_batch_norm_legit_functional_3[1]
    getitem_19 = _native_batch_norm_legit_functional_3[2]
    getitem_20 = _native_batch_norm_legit_functional_3[3]
    getitem_21 = _native_batch_norm_legit_functional_3[4];  _native_batch_norm_legit_functional_3 = None
    relu_3 = torch.ops.aten.relu.default(getitem_17);  getitem_17 = None
    convolution_4 = torch.ops.aten.convolution.default(relu_3, primals_26, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    add_5 = torch.ops.aten.add.Tensor(primals_27, 1);  primals_27 = None
    _native_batch_norm_legit_functional_4 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_4, primals_30, primals_31, primals_28, primals_29, True, 0.1, 1e-05);  primals_31 = primals_28 = primals_29 = None
    getitem_22 = _native_batch_norm_legit_functional_4[0]
    getitem_23 = _native_batch_norm_legit_functional_4[1]
    getitem_24 = _native_batch_norm_legit_functional_4[2]
    getitem_25 = _native_batch_norm_legit_functional_4[3]
    getitem_26 = _native_batch_norm_legit_functional_4[4];  _native_batch_norm_legit_functional_4 = None
    add_6 = torch.ops.aten.add.Tensor(getitem_22, relu_2);  getitem_22 = None
    relu_4 = torch.ops.aten.relu.default(add_6);  add_6 = None
    convolution_5 = torch.ops.aten.convolution.default(relu_4, primals_32, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1)
    add_7 = torch.ops.aten.add.Tensor(primals_33, 1);  primals_33 = None
    _native_batch_norm_legit_functional_5 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_5, primals_36, primals_37, primals_34, primals_35, True, 0.1, 1e-05);  primals_37 = primals_34 = primals_35 = None
    getitem_27 = _native_batch_norm_legit_functional_5[0]
    getitem_28 = _native_batch_norm_legit_functional_5[1]
    getitem_29 = _native_batch_norm_legit_functional_5[2]
    getitem_30 = _native_batch_norm_legit_functional_5[3]
    getitem_31 = _native_batch_norm_legit_functional_5[4];  _native_batch_norm_legit_functional_5 = None
    relu_5 = torch.ops.aten.relu.default(getitem_27);  getitem_27 = None
    convolution_6 = torch.ops.aten.convolution.default(relu_5, primals_38, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    add_8 = torch.ops.aten.add.Tensor(primals_39, 1);  primals_39 = None
    _native_batch_norm_legit_functional_6 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_6, primals_42, primals_43, primals_40, primals_41, True, 0.1, 1e-05);  primals_43 = primals_40 = primals_41 = None
    getitem_32 = _native_batch_norm_legit_functional_6[0]
    getitem_33 = _native_batch_norm_legit_functional_6[1]
    getitem_34 = _native_batch_norm_legit_functional_6[2]
    getitem_35 = _native_batch_norm_legit_functional_6[3]
    getitem_36 = _native_batch_norm_legit_functional_6[4];  _native_batch_norm_legit_functional_6 = None
    convolution_7 = torch.ops.aten.convolution.default(relu_4, primals_44, None, [2, 2], [0, 0], [1, 1], False, [0, 0], 1)
    add_9 = torch.ops.aten.add.Tensor(primals_45, 1);  primals_45 = None
    _native_batch_norm_legit_functional_7 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_7, primals_48, primals_49, primals_46, primals_47, True, 0.1, 1e-05);  primals_49 = primals_46 = primals_47 = None
    getitem_37 = _native_batch_norm_legit_functional_7[0]
    getitem_38 = _native_batch_norm_legit_functional_7[1]
    getitem_39 = _native_batch_norm_legit_functional_7[2]
    getitem_40 = _native_batch_norm_legit_functional_7[3]
    getitem_41 = _native_batch_norm_legit_functional_7[4];  _native_batch_norm_legit_functional_7 = None
    add_10 = torch.ops.aten.add.Tensor(getitem_32, getitem_37);  getitem_32 = getitem_37 = None
    relu_6 = torch.ops.aten.relu.default(add_10);  add_10 = None
    convolution_8 = torch.ops.aten.convolution.default(relu_6, primals_50, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    add_11 = torch.ops.aten.add.Tensor(primals_51, 1);  primals_51 = None
    _native_batch_norm_legit_functional_8 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_8, primals_54, primals_55, primals_52, primals_53, True, 0.1, 1e-05);  primals_55 = primals_52 = primals_53 = None
    getitem_42 = _native_batch_norm_legit_functional_8[0]
    getitem_43 = _native_batch_norm_legit_functional_8[1]
    getitem_44 = _native_batch_norm_legit_functional_8[2]
    getitem_45 = _native_batch_norm_legit_functional_8[3]
    getitem_46 = _native_batch_norm_legit_functional_8[4];  _native_batch_norm_legit_functional_8 = None
    relu_7 = torch.ops.aten.relu.default(getitem_42);  getitem_42 = None
    convolution_9 = torch.ops.aten.convolution.default(relu_7, primals_56, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    add_12 = torch.ops.aten.add.Tensor(primals_57, 1);  primals_57 = None
    _native_batch_norm_legit_functional_9 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_9, primals_60, primals_61, primals_58, primals_59, True, 0.1, 1e-05);  primals_61 = primals_58 = primals_59 = None
    getitem_47 = _native_batch_norm_legit_functional_9[0]
    getitem_48 = _native_batch_norm_legit_functional_9[1]
    getitem_49 = _native_batch_norm_legit_functional_9[2]
    getitem_50 = _native_batch_norm_legit_functional_9[3]
    getitem_51 = _native_batch_norm_legit_functional_9[4];  _native_batch_norm_legit_functional_9 = None
    add_13 = torch.ops.aten.add.Tensor(getitem_47, relu_6);  getitem_47 = None
    relu_8 = torch.ops.aten.relu.default(add_13);  add_13 = None
    convolution_10 = torch.ops.aten.convolution.default(relu_8, primals_62, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1)
    add_14 = torch.ops.aten.add.Tensor(primals_63, 1);  primals_63 = None
    _native_batch_norm_legit_functional_10 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_10, primals_66, primals_67, primals_64, primals_65, True, 0.1, 1e-05);  primals_67 = primals_64 = primals_65 = None
    getitem_52 = _native_batch_norm_legit_functional_10[0]
    getitem_53 = _native_batch_norm_legit_functional_10[1]
    getitem_54 = _native_batch_norm_legit_functional_10[2]
    getitem_55 = _native_batch_norm_legit_functional_10[3]
    getitem_56 = _native_batch_norm_legit_functional_10[4];  _native_batch_norm_legit_functional_10 = None
    relu_9 = torch.ops.aten.relu.default(getitem_52);  getitem_52 = None
    convolution_11 = torch.ops.aten.convolution.default(relu_9, primals_68, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    add_15 = torch.ops.aten.add.Tensor(primals_69, 1);  primals_69 = None
    _native_batch_norm_legit_functional_11 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_11, primals_72, primals_73, primals_70, primals_71, True, 0.1, 1e-05);  primals_73 = primals_70 = primals_71 = None
    getitem_57 = _native_batch_norm_legit_functional_11[0]
    getitem_58 = _native_batch_norm_legit_functional_11[1]
    getitem_59 = _native_batch_norm_legit_functional_11[2]
    getitem_60 = _native_batch_norm_legit_functional_11[3]
    getitem_61 = _native_batch_norm_legit_functional_11[4];  _native_batch_norm_legit_functional_11 = None
    convolution_12 = torch.ops.aten.convolution.default(relu_8, primals_74, None, [2, 2], [0, 0], [1, 1], False, [0, 0], 1)
    add_16 = torch.ops.aten.add.Tensor(primals_75, 1);  primals_75 = None
    _native_batch_norm_legit_functional_12 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_12, primals_78, primals_79, primals_76, primals_77, True, 0.1, 1e-05);  primals_79 = primals_76 = primals_77 = None
    getitem_62 = _native_batch_norm_legit_functional_12[0]
    getitem_63 = _native_batch_norm_legit_functional_12[1]
    getitem_64 = _native_batch_norm_legit_functional_12[2]
    getitem_65 = _native_batch_norm_legit_functional_12[3]
    getitem_66 = _native_batch_norm_legit_functional_12[4];  _native_batch_norm_legit_functional_12 = None
    add_17 = torch.ops.aten.add.Tensor(getitem_57, getitem_62);  getitem_57 = getitem_62 = None
    relu_10 = torch.ops.aten.relu.default(add_17);  add_17 = None
    convolution_13 = torch.ops.aten.convolution.default(relu_10, primals_80, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    add_18 = torch.ops.aten.add.Tensor(primals_81, 1);  primals_81 = None
    _native_batch_norm_legit_functional_13 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_13, primals_84, primals_85, primals_82, primals_83, True, 0.1, 1e-05);  primals_85 = primals_82 = primals_83 = None
    getitem_67 = _native_batch_norm_legit_functional_13[0]
    getitem_68 = _native_batch_norm_legit_functional_13[1]
    getitem_69 = _native_batch_norm_legit_functional_13[2]
    getitem_70 = _native_batch_norm_legit_functional_13[3]
    getitem_71 = _native_batch_norm_legit_functional_13[4];  _native_batch_norm_legit_functional_13 = None
    relu_11 = torch.ops.aten.relu.default(getitem_67);  getitem_67 = None
    convolution_14 = torch.ops.aten.convolution.default(relu_11, primals_86, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    add_19 = torch.ops.aten.add.Tensor(primals_87, 1);  primals_87 = None
    _native_batch_norm_legit_functional_14 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_14, primals_90, primals_91, primals_88, primals_89, True, 0.1, 1e-05);  primals_91 = primals_88 = primals_89 = None
    getitem_72 = _native_batch_norm_legit_functional_14[0]
    getitem_73 = _native_batch_norm_legit_functional_14[1]
    getitem_74 = _native_batch_norm_legit_functional_14[2]
    getitem_75 = _native_batch_norm_legit_functional_14[3]
    getitem_76 = _native_batch_norm_legit_functional_14[4];  _native_batch_norm_legit_functional_14 = None
    add_20 = torch.ops.aten.add.Tensor(getitem_72, relu_10);  getitem_72 = None
    relu_12 = torch.ops.aten.relu.default(add_20);  add_20 = None
    convolution_15 = torch.ops.aten.convolution.default(relu_12, primals_92, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1)
    add_21 = torch.ops.aten.add.Tensor(primals_93, 1);  primals_93 = None
    _native_batch_norm_legit_functional_15 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_15, primals_96, primals_97, primals_94, primals_95, True, 0.1, 1e-05);  primals_97 = primals_94 = primals_95 = None
    getitem_77 = _native_batch_norm_legit_functional_15[0]
    getitem_78 = _native_batch_norm_legit_functional_15[1]
    getitem_79 = _native_batch_norm_legit_functional_15[2]
    getitem_80 = _native_batch_norm_legit_functional_15[3]
    getitem_81 = _native_batch_norm_legit_functional_15[4];  _native_batch_norm_legit_functional_15 = None
    relu_13 = torch.ops.aten.relu.default(getitem_77);  getitem_77 = None
    convolution_16 = torch.ops.aten.convolution.default(relu_13, primals_98, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    add_22 = torch.ops.aten.add.Tensor(primals_99, 1);  primals_99 = None
    _native_batch_norm_legit_functional_16 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_16, primals_102, primals_103, primals_100, primals_101, True, 0.1, 1e-05);  primals_103 = primals_100 = primals_101 = None
    getitem_82 = _native_batch_norm_legit_functional_16[0]
    getitem_83 = _native_batch_norm_legit_functional_16[1]
    getitem_84 = _native_batch_norm_legit_functional_16[2]
    getitem_85 = _native_batch_norm_legit_functional_16[3]
    getitem_86 = _native_batch_norm_legit_functional_16[4];  _native_batch_norm_legit_functional_16 = None
    convolution_17 = torch.ops.aten.convolution.default(relu_12, primals_104, None, [2, 2], [0, 0], [1, 1], False, [0, 0], 1)
    add_23 = torch.ops.aten.add.Tensor(primals_105, 1);  primals_105 = None
    _native_batch_norm_legit_functional_17 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_17, primals_108, primals_109, primals_106, primals_107, True, 0.1, 1e-05);  primals_109 = primals_106 = primals_107 = None
    getitem_87 = _native_batch_norm_legit_functional_17[0]
    getitem_88 = _native_batch_norm_legit_functional_17[1]
    getitem_89 = _native_batch_norm_legit_functional_17[2]
    getitem_90 = _native_batch_norm_legit_functional_17[3]
    getitem_91 = _native_batch_norm_legit_functional_17[4];  _native_batch_norm_legit_functional_17 = None
    add_24 = torch.ops.aten.add.Tensor(getitem_82, getitem_87);  getitem_82 = getitem_87 = None
    relu_14 = torch.ops.aten.relu.default(add_24);  add_24 = None
    convolution_18 = torch.ops.aten.convolution.default(relu_14, primals_110, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    add_25 = torch.ops.aten.add.Tensor(primals_111, 1);  primals_111 = None
    _native_batch_norm_legit_functional_18 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_18, primals_114, primals_115, primals_112, primals_113, True, 0.1, 1e-05);  primals_115 = primals_112 = primals_113 = None
    getitem_92 = _native_batch_norm_legit_functional_18[0]
    getitem_93 = _native_batch_norm_legit_functional_18[1]
    getitem_94 = _native_batch_norm_legit_functional_18[2]
    getitem_95 = _native_batch_norm_legit_functional_18[3]
    getitem_96 = _native_batch_norm_legit_functional_18[4];  _native_batch_norm_legit_functional_18 = None
    relu_15 = torch.ops.aten.relu.default(getitem_92);  getitem_92 = None
    convolution_19 = torch.ops.aten.convolution.default(relu_15, primals_116, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    add_26 = torch.ops.aten.add.Tensor(primals_117, 1);  primals_117 = None
    _native_batch_norm_legit_functional_19 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_19, primals_120, primals_121, primals_118, primals_119, True, 0.1, 1e-05);  primals_121 = primals_118 = primals_119 = None
    getitem_97 = _native_batch_norm_legit_functional_19[0]
    getitem_98 = _native_batch_norm_legit_functional_19[1]
    getitem_99 = _native_batch_norm_legit_functional_19[2]
    getitem_100 = _native_batch_norm_legit_functional_19[3]
    getitem_101 = _native_batch_norm_legit_functional_19[4];  _native_batch_norm_legit_functional_19 = None
    add_27 = torch.ops.aten.add.Tensor(getitem_97, relu_14);  getitem_97 = None
    relu_16 = torch.ops.aten.relu.default(add_27);  add_27 = None
    reflection_pad2d = torch.ops.aten.reflection_pad2d.default(relu_16, [1, 1, 1, 1])
    convolution_20 = torch.ops.aten.convolution.default(reflection_pad2d, primals_122, primals_123, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  primals_123 = None
    elu = torch.ops.aten.elu.default(convolution_20, 1.0);  convolution_20 = None
    arange = torch.ops.aten.arange.default(4, dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    add_28 = torch.ops.aten.add.Tensor(arange, 0.0);  arange = None
    mul = torch.ops.aten.mul.Tensor(add_28, 0.5);  add_28 = None
    _to_copy = torch.ops.aten._to_copy.default(mul, dtype = torch.int64);  mul = None
    unsqueeze = torch.ops.aten.unsqueeze.default(_to_copy, -1);  _to_copy = None
    arange_1 = torch.ops.aten.arange.default(8, dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    add_29 = torch.ops.aten.add.Tensor(arange_1, 0.0);  arange_1 = None
    mul_1 = torch.ops.aten.mul.Tensor(add_29, 0.5);  add_29 = None
    _to_copy_1 = torch.ops.aten._to_copy.default(mul_1, dtype = torch.int64);  mul_1 = None
    _unsafe_index = torch.ops.aten._unsafe_index.Tensor(elu, [None, None, unsqueeze, _to_copy_1])
    cat = torch.ops.aten.cat.default([_unsafe_index, relu_12], 1);  _unsafe_index = None
    reflection_pad2d_1 = torch.ops.aten.reflection_pad2d.default(cat, [1, 1, 1, 1])
    convolution_21 = torch.ops.aten.convolution.default(reflection_pad2d_1, primals_124, primals_125, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  primals_125 = None
    elu_1 = torch.ops.aten.elu.default(convolution_21, 1.0);  convolution_21 = None
    reflection_pad2d_2 = torch.ops.aten.reflection_pad2d.default(elu_1, [1, 1, 1, 1])
    convolution_22 = torch.ops.aten.convolution.default(reflection_pad2d_2, primals_126, primals_127, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  primals_127 = None
    elu_2 = torch.ops.aten.elu.default(convolution_22, 1.0);  convolution_22 = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(_to_copy_1, -1)
    arange_3 = torch.ops.aten.arange.default(16, dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    add_31 = torch.ops.aten.add.Tensor(arange_3, 0.0);  arange_3 = None
    mul_3 = torch.ops.aten.mul.Tensor(add_31, 0.5);  add_31 = None
    _to_copy_3 = torch.ops.aten._to_copy.default(mul_3, dtype = torch.int64);  mul_3 = None
    _unsafe_index_1 = torch.ops.aten._unsafe_index.Tensor(elu_2, [None, None, unsqueeze_1, _to_copy_3]);  unsqueeze_1 = None
    cat_1 = torch.ops.aten.cat.default([_unsafe_index_1, relu_8], 1);  _unsafe_index_1 = None
    reflection_pad2d_3 = torch.ops.aten.reflection_pad2d.default(cat_1, [1, 1, 1, 1])
    convolution_23 = torch.ops.aten.convolution.default(reflection_pad2d_3, primals_128, primals_129, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  primals_129 = None
    elu_3 = torch.ops.aten.elu.default(convolution_23, 1.0);  convolution_23 = None
    reflection_pad2d_4 = torch.ops.aten.reflection_pad2d.default(elu_3, [1, 1, 1, 1])
    convolution_24 = torch.ops.aten.convolution.default(reflection_pad2d_4, primals_130, primals_131, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  primals_131 = None
    sigmoid = torch.ops.aten.sigmoid.default(convolution_24);  convolution_24 = None
    detach_21 = torch.ops.aten.detach.default(sigmoid)
    convolution_25 = torch.ops.aten.convolution.default(reflection_pad2d_4, primals_132, primals_133, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  primals_133 = None
    elu_4 = torch.ops.aten.elu.default(convolution_25, 1.0);  convolution_25 = None
    unsqueeze_2 = torch.ops.aten.unsqueeze.default(_to_copy_3, -1)
    arange_5 = torch.ops.aten.arange.default(32, dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    add_33 = torch.ops.aten.add.Tensor(arange_5, 0.0);  arange_5 = None
    mul_5 = torch.ops.aten.mul.Tensor(add_33, 0.5);  add_33 = None
    _to_copy_5 = torch.ops.aten._to_copy.default(mul_5, dtype = torch.int64);  mul_5 = None
    _unsafe_index_2 = torch.ops.aten._unsafe_index.Tensor(elu_4, [None, None, unsqueeze_2, _to_copy_5]);  unsqueeze_2 = None
    cat_2 = torch.ops.aten.cat.default([_unsafe_index_2, relu_4], 1);  _unsafe_index_2 = None
    reflection_pad2d_6 = torch.ops.aten.reflection_pad2d.default(cat_2, [1, 1, 1, 1])
    convolution_26 = torch.ops.aten.convolution.default(reflection_pad2d_6, primals_134, primals_135, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  primals_135 = None
    elu_5 = torch.ops.aten.elu.default(convolution_26, 1.0);  convolution_26 = None
    reflection_pad2d_7 = torch.ops.aten.reflection_pad2d.default(elu_5, [1, 1, 1, 1])
    convolution_27 = torch.ops.aten.convolution.default(reflection_pad2d_7, primals_136, primals_137, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  primals_137 = None
    sigmoid_1 = torch.ops.aten.sigmoid.default(convolution_27);  convolution_27 = None
    detach_24 = torch.ops.aten.detach.default(sigmoid_1)
    convolution_28 = torch.ops.aten.convolution.default(reflection_pad2d_7, primals_138, primals_139, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  primals_139 = None
    elu_6 = torch.ops.aten.elu.default(convolution_28, 1.0);  convolution_28 = None
    unsqueeze_3 = torch.ops.aten.unsqueeze.default(_to_copy_5, -1)
    arange_7 = torch.ops.aten.arange.default(64, dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    add_35 = torch.ops.aten.add.Tensor(arange_7, 0.0);  arange_7 = None
    mul_7 = torch.ops.aten.mul.Tensor(add_35, 0.5);  add_35 = None
    _to_copy_7 = torch.ops.aten._to_copy.default(mul_7, dtype = torch.int64);  mul_7 = None
    _unsafe_index_3 = torch.ops.aten._unsafe_index.Tensor(elu_6, [None, None, unsqueeze_3, _to_copy_7]);  unsqueeze_3 = None
    cat_3 = torch.ops.aten.cat.default([_unsafe_index_3, relu], 1);  _unsafe_index_3 = None
    reflection_pad2d_9 = torch.ops.aten.reflection_pad2d.default(cat_3, [1, 1, 1, 1])
    convolution_29 = torch.ops.aten.convolution.default(reflection_pad2d_9, primals_140, primals_141, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  primals_141 = None
    elu_7 = torch.ops.aten.elu.default(convolution_29, 1.0);  convolution_29 = None
    reflection_pad2d_10 = torch.ops.aten.reflection_pad2d.default(elu_7, [1, 1, 1, 1])
    convolution_30 = torch.ops.aten.convolution.default(reflection_pad2d_10, primals_142, primals_143, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  primals_143 = None
    sigmoid_2 = torch.ops.aten.sigmoid.default(convolution_30);  convolution_30 = None
    detach_27 = torch.ops.aten.detach.default(sigmoid_2)
    convolution_31 = torch.ops.aten.convolution.default(reflection_pad2d_10, primals_144, primals_145, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  primals_145 = None
    elu_8 = torch.ops.aten.elu.default(convolution_31, 1.0);  convolution_31 = None
    unsqueeze_4 = torch.ops.aten.unsqueeze.default(_to_copy_7, -1)
    arange_9 = torch.ops.aten.arange.default(128, dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    add_37 = torch.ops.aten.add.Tensor(arange_9, 0.0);  arange_9 = None
    mul_9 = torch.ops.aten.mul.Tensor(add_37, 0.5);  add_37 = None
    _to_copy_9 = torch.ops.aten._to_copy.default(mul_9, dtype = torch.int64);  mul_9 = None
    _unsafe_index_4 = torch.ops.aten._unsafe_index.Tensor(elu_8, [None, None, unsqueeze_4, _to_copy_9]);  unsqueeze_4 = None
    cat_4 = torch.ops.aten.cat.default([_unsafe_index_4], 1);  _unsafe_index_4 = None
    reflection_pad2d_12 = torch.ops.aten.reflection_pad2d.default(cat_4, [1, 1, 1, 1])
    convolution_32 = torch.ops.aten.convolution.default(reflection_pad2d_12, primals_146, primals_147, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  primals_147 = None
    elu_9 = torch.ops.aten.elu.default(convolution_32, 1.0);  convolution_32 = None
    reflection_pad2d_13 = torch.ops.aten.reflection_pad2d.default(elu_9, [1, 1, 1, 1])
    convolution_33 = torch.ops.aten.convolution.default(reflection_pad2d_13, primals_148, primals_149, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  primals_149 = None
    sigmoid_3 = torch.ops.aten.sigmoid.default(convolution_33);  convolution_33 = None
    detach_30 = torch.ops.aten.detach.default(sigmoid_3)
    cat_5 = torch.ops.aten.cat.default([primals_150, primals_1], 1);  primals_150 = None
    sub_1 = torch.ops.aten.sub.Tensor(cat_5, 0.45);  cat_5 = None
    div_1 = torch.ops.aten.div.Tensor(sub_1, 0.225);  sub_1 = None
    convolution_34 = torch.ops.aten.convolution.default(div_1, primals_151, None, [2, 2], [3, 3], [1, 1], False, [0, 0], 1)
    add_38 = torch.ops.aten.add.Tensor(primals_152, 1);  primals_152 = None
    _native_batch_norm_legit_functional_20 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_34, primals_155, primals_156, primals_153, primals_154, True, 0.1, 1e-05);  primals_153 = primals_154 = None
    getitem_102 = _native_batch_norm_legit_functional_20[0]
    getitem_103 = _native_batch_norm_legit_functional_20[1]
    getitem_104 = _native_batch_norm_legit_functional_20[2]
    getitem_105 = _native_batch_norm_legit_functional_20[3]
    getitem_106 = _native_batch_norm_legit_functional_20[4];  _native_batch_norm_legit_functional_20 = None
    relu_17 = torch.ops.aten.relu.default(getitem_102);  getitem_102 = None
    max_pool2d_with_indices_1 = torch.ops.aten.max_pool2d_with_indices.default(relu_17, [3, 3], [2, 2], [1, 1])
    getitem_107 = max_pool2d_with_indices_1[0]
    getitem_108 = max_pool2d_with_indices_1[1];  max_pool2d_with_indices_1 = None
    convolution_35 = torch.ops.aten.convolution.default(getitem_107, primals_157, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    add_39 = torch.ops.aten.add.Tensor(primals_158, 1);  primals_158 = None
    _native_batch_norm_legit_functional_21 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_35, primals_161, primals_162, primals_159, primals_160, True, 0.1, 1e-05);  primals_159 = primals_160 = None
    getitem_109 = _native_batch_norm_legit_functional_21[0]
    getitem_110 = _native_batch_norm_legit_functional_21[1]
    getitem_111 = _native_batch_norm_legit_functional_21[2]
    getitem_112 = _native_batch_norm_legit_functional_21[3]
    getitem_113 = _native_batch_norm_legit_functional_21[4];  _native_batch_norm_legit_functional_21 = None
    relu_18 = torch.ops.aten.relu.default(getitem_109);  getitem_109 = None
    convolution_36 = torch.ops.aten.convolution.default(relu_18, primals_163, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    add_40 = torch.ops.aten.add.Tensor(primals_164, 1);  primals_164 = None
    _native_batch_norm_legit_functional_22 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_36, primals_167, primals_168, primals_165, primals_166, True, 0.1, 1e-05);  primals_165 = primals_166 = None
    getitem_114 = _native_batch_norm_legit_functional_22[0]
    getitem_115 = _native_batch_norm_legit_functional_22[1]
    getitem_116 = _native_batch_norm_legit_functional_22[2]
    getitem_117 = _native_batch_norm_legit_functional_22[3]
    getitem_118 = _native_batch_norm_legit_functional_22[4];  _native_batch_norm_legit_functional_22 = None
    add_41 = torch.ops.aten.add.Tensor(getitem_114, getitem_107);  getitem_114 = None
    relu_19 = torch.ops.aten.relu.default(add_41);  add_41 = None
    convolution_37 = torch.ops.aten.convolution.default(relu_19, primals_169, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    add_42 = torch.ops.aten.add.Tensor(primals_170, 1);  primals_170 = None
    _native_batch_norm_legit_functional_23 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_37, primals_173, primals_174, primals_171, primals_172, True, 0.1, 1e-05);  primals_171 = primals_172 = None
    getitem_119 = _native_batch_norm_legit_functional_23[0]
    getitem_120 = _native_batch_norm_legit_functional_23[1]
    getitem_121 = _native_batch_norm_legit_functional_23[2]
    getitem_122 = _native_batch_norm_legit_functional_23[3]
    getitem_123 = _native_batch_norm_legit_functional_23[4];  _native_batch_norm_legit_functional_23 = None
    relu_20 = torch.ops.aten.relu.default(getitem_119);  getitem_119 = None
    convolution_38 = torch.ops.aten.convolution.default(relu_20, primals_175, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    add_43 = torch.ops.aten.add.Tensor(primals_176, 1);  primals_176 = None
    _native_batch_norm_legit_functional_24 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_38, primals_179, primals_180, primals_177, primals_178, True, 0.1, 1e-05);  primals_177 = primals_178 = None
    getitem_124 = _native_batch_norm_legit_functional_24[0]
    getitem_125 = _native_batch_norm_legit_functional_24[1]
    getitem_126 = _native_batch_norm_legit_functional_24[2]
    getitem_127 = _native_batch_norm_legit_functional_24[3]
    getitem_128 = _native_batch_norm_legit_functional_24[4];  _native_batch_norm_legit_functional_24 = None
    add_44 = torch.ops.aten.add.Tensor(getitem_124, relu_19);  getitem_124 = None
    relu_21 = torch.ops.aten.relu.default(add_44);  add_44 = None
    convolution_39 = torch.ops.aten.convolution.default(relu_21, primals_181, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1)
    add_45 = torch.ops.aten.add.Tensor(primals_182, 1);  primals_182 = None
    _native_batch_norm_legit_functional_25 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_39, primals_185, primals_186, primals_183, primals_184, True, 0.1, 1e-05);  primals_183 = primals_184 = None
    getitem_129 = _native_batch_norm_legit_functional_25[0]
    getitem_130 = _native_batch_norm_legit_functional_25[1]
    getitem_131 = _native_batch_norm_legit_functional_25[2]
    getitem_132 = _native_batch_norm_legit_functional_25[3]
    getitem_133 = _native_batch_norm_legit_functional_25[4];  _native_batch_norm_legit_functional_25 = None
    relu_22 = torch.ops.aten.relu.default(getitem_129);  getitem_129 = None
    convolution_40 = torch.ops.aten.convolution.default(relu_22, primals_187, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    add_46 = torch.ops.aten.add.Tensor(primals_188, 1);  primals_188 = None
    _native_batch_norm_legit_functional_26 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_40, primals_191, primals_192, primals_189, primals_190, True, 0.1, 1e-05);  primals_189 = primals_190 = None
    getitem_134 = _native_batch_norm_legit_functional_26[0]
    getitem_135 = _native_batch_norm_legit_functional_26[1]
    getitem_136 = _native_batch_norm_legit_functional_26[2]
    getitem_137 = _native_batch_norm_legit_functional_26[3]
    getitem_138 = _native_batch_norm_legit_functional_26[4];  _native_batch_norm_legit_functional_26 = None
    convolution_41 = torch.ops.aten.convolution.default(relu_21, primals_193, None, [2, 2], [0, 0], [1, 1], False, [0, 0], 1)
    add_47 = torch.ops.aten.add.Tensor(primals_194, 1);  primals_194 = None
    _native_batch_norm_legit_functional_27 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_41, primals_197, primals_198, primals_195, primals_196, True, 0.1, 1e-05);  primals_195 = primals_196 = None
    getitem_139 = _native_batch_norm_legit_functional_27[0]
    getitem_140 = _native_batch_norm_legit_functional_27[1]
    getitem_141 = _native_batch_norm_legit_functional_27[2]
    getitem_142 = _native_batch_norm_legit_functional_27[3]
    getitem_143 = _native_batch_norm_legit_functional_27[4];  _native_batch_norm_legit_functional_27 = None
    add_48 = torch.ops.aten.add.Tensor(getitem_134, getitem_139);  getitem_134 = getitem_139 = None
    relu_23 = torch.ops.aten.relu.default(add_48);  add_48 = None
    convolution_42 = torch.ops.aten.convolution.default(relu_23, primals_199, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    add_49 = torch.ops.aten.add.Tensor(primals_200, 1);  primals_200 = None
    _native_batch_norm_legit_functional_28 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_42, primals_203, primals_204, primals_201, primals_202, True, 0.1, 1e-05);  primals_201 = primals_202 = None
    getitem_144 = _native_batch_norm_legit_functional_28[0]
    getitem_145 = _native_batch_norm_legit_functional_28[1]
    getitem_146 = _native_batch_norm_legit_functional_28[2]
    getitem_147 = _native_batch_norm_legit_functional_28[3]
    getitem_148 = _native_batch_norm_legit_functional_28[4];  _native_batch_norm_legit_functional_28 = None
    relu_24 = torch.ops.aten.relu.default(getitem_144);  getitem_144 = None
    convolution_43 = torch.ops.aten.convolution.default(relu_24, primals_205, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    add_50 = torch.ops.aten.add.Tensor(primals_206, 1);  primals_206 = None
    _native_batch_norm_legit_functional_29 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_43, primals_209, primals_210, primals_207, primals_208, True, 0.1, 1e-05);  primals_207 = primals_208 = None
    getitem_149 = _native_batch_norm_legit_functional_29[0]
    getitem_150 = _native_batch_norm_legit_functional_29[1]
    getitem_151 = _native_batch_norm_legit_functional_29[2]
    getitem_152 = _native_batch_norm_legit_functional_29[3]
    getitem_153 = _native_batch_norm_legit_functional_29[4];  _native_batch_norm_legit_functional_29 = None
    add_51 = torch.ops.aten.add.Tensor(getitem_149, relu_23);  getitem_149 = None
    relu_25 = torch.ops.aten.relu.default(add_51);  add_51 = None
    convolution_44 = torch.ops.aten.convolution.default(relu_25, primals_211, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1)
    add_52 = torch.ops.aten.add.Tensor(primals_212, 1);  primals_212 = None
    _native_batch_norm_legit_functional_30 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_44, primals_215, primals_216, primals_213, primals_214, True, 0.1, 1e-05);  primals_213 = primals_214 = None
    getitem_154 = _native_batch_norm_legit_functional_30[0]
    getitem_155 = _native_batch_norm_legit_functional_30[1]
    getitem_156 = _native_batch_norm_legit_functional_30[2]
    getitem_157 = _native_batch_norm_legit_functional_30[3]
    getitem_158 = _native_batch_norm_legit_functional_30[4];  _native_batch_norm_legit_functional_30 = None
    relu_26 = torch.ops.aten.relu.default(getitem_154);  getitem_154 = None
    convolution_45 = torch.ops.aten.convolution.default(relu_26, primals_217, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    add_53 = torch.ops.aten.add.Tensor(primals_218, 1);  primals_218 = None
    _native_batch_norm_legit_functional_31 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_45, primals_221, primals_222, primals_219, primals_220, True, 0.1, 1e-05);  primals_219 = primals_220 = None
    getitem_159 = _native_batch_norm_legit_functional_31[0]
    getitem_160 = _native_batch_norm_legit_functional_31[1]
    getitem_161 = _native_batch_norm_legit_functional_31[2]
    getitem_162 = _native_batch_norm_legit_functional_31[3]
    getitem_163 = _native_batch_norm_legit_functional_31[4];  _native_batch_norm_legit_functional_31 = None
    convolution_46 = torch.ops.aten.convolution.default(relu_25, primals_223, None, [2, 2], [0, 0], [1, 1], False, [0, 0], 1)
    add_54 = torch.ops.aten.add.Tensor(primals_224, 1);  primals_224 = None
    _native_batch_norm_legit_functional_32 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_46, primals_227, primals_228, primals_225, primals_226, True, 0.1, 1e-05);  primals_225 = primals_226 = None
    getitem_164 = _native_batch_norm_legit_functional_32[0]
    getitem_165 = _native_batch_norm_legit_functional_32[1]
    getitem_166 = _native_batch_norm_legit_functional_32[2]
    getitem_167 = _native_batch_norm_legit_functional_32[3]
    getitem_168 = _native_batch_norm_legit_functional_32[4];  _native_batch_norm_legit_functional_32 = None
    add_55 = torch.ops.aten.add.Tensor(getitem_159, getitem_164);  getitem_159 = getitem_164 = None
    relu_27 = torch.ops.aten.relu.default(add_55);  add_55 = None
    convolution_47 = torch.ops.aten.convolution.default(relu_27, primals_229, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    add_56 = torch.ops.aten.add.Tensor(primals_230, 1);  primals_230 = None
    _native_batch_norm_legit_functional_33 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_47, primals_233, primals_234, primals_231, primals_232, True, 0.1, 1e-05);  primals_231 = primals_232 = None
    getitem_169 = _native_batch_norm_legit_functional_33[0]
    getitem_170 = _native_batch_norm_legit_functional_33[1]
    getitem_171 = _native_batch_norm_legit_functional_33[2]
    getitem_172 = _native_batch_norm_legit_functional_33[3]
    getitem_173 = _native_batch_norm_legit_functional_33[4];  _native_batch_norm_legit_functional_33 = None
    relu_28 = torch.ops.aten.relu.default(getitem_169);  getitem_169 = None
    convolution_48 = torch.ops.aten.convolution.default(relu_28, primals_235, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    add_57 = torch.ops.aten.add.Tensor(primals_236, 1);  primals_236 = None
    _native_batch_norm_legit_functional_34 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_48, primals_239, primals_240, primals_237, primals_238, True, 0.1, 1e-05);  primals_237 = primals_238 = None
    getitem_174 = _native_batch_norm_legit_functional_34[0]
    getitem_175 = _native_batch_norm_legit_functional_34[1]
    getitem_176 = _native_batch_norm_legit_functional_34[2]
    getitem_177 = _native_batch_norm_legit_functional_34[3]
    getitem_178 = _native_batch_norm_legit_functional_34[4];  _native_batch_norm_legit_functional_34 = None
    add_58 = torch.ops.aten.add.Tensor(getitem_174, relu_27);  getitem_174 = None
    relu_29 = torch.ops.aten.relu.default(add_58);  add_58 = None
    convolution_49 = torch.ops.aten.convolution.default(relu_29, primals_241, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1)
    add_59 = torch.ops.aten.add.Tensor(primals_242, 1);  primals_242 = None
    _native_batch_norm_legit_functional_35 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_49, primals_245, primals_246, primals_243, primals_244, True, 0.1, 1e-05);  primals_243 = primals_244 = None
    getitem_179 = _native_batch_norm_legit_functional_35[0]
    getitem_180 = _native_batch_norm_legit_functional_35[1]
    getitem_181 = _native_batch_norm_legit_functional_35[2]
    getitem_182 = _native_batch_norm_legit_functional_35[3]
    getitem_183 = _native_batch_norm_legit_functional_35[4];  _native_batch_norm_legit_functional_35 = None
    relu_30 = torch.ops.aten.relu.default(getitem_179);  getitem_179 = None
    convolution_50 = torch.ops.aten.convolution.default(relu_30, primals_247, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    add_60 = torch.ops.aten.add.Tensor(primals_248, 1);  primals_248 = None
    _native_batch_norm_legit_functional_36 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_50, primals_251, primals_252, primals_249, primals_250, True, 0.1, 1e-05);  primals_249 = primals_250 = None
    getitem_184 = _native_batch_norm_legit_functional_36[0]
    getitem_185 = _native_batch_norm_legit_functional_36[1]
    getitem_186 = _native_batch_norm_legit_functional_36[2]
    getitem_187 = _native_batch_norm_legit_functional_36[3]
    getitem_188 = _native_batch_norm_legit_functional_36[4];  _native_batch_norm_legit_functional_36 = None
    convolution_51 = torch.ops.aten.convolution.default(relu_29, primals_253, None, [2, 2], [0, 0], [1, 1], False, [0, 0], 1)
    add_61 = torch.ops.aten.add.Tensor(primals_254, 1);  primals_254 = None
    _native_batch_norm_legit_functional_37 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_51, primals_257, primals_258, primals_255, primals_256, True, 0.1, 1e-05);  primals_255 = primals_256 = None
    getitem_189 = _native_batch_norm_legit_functional_37[0]
    getitem_190 = _native_batch_norm_legit_functional_37[1]
    getitem_191 = _native_batch_norm_legit_functional_37[2]
    getitem_192 = _native_batch_norm_legit_functional_37[3]
    getitem_193 = _native_batch_norm_legit_functional_37[4];  _native_batch_norm_legit_functional_37 = None
    add_62 = torch.ops.aten.add.Tensor(getitem_184, getitem_189);  getitem_184 = getitem_189 = None
    relu_31 = torch.ops.aten.relu.default(add_62);  add_62 = None
    convolution_52 = torch.ops.aten.convolution.default(relu_31, primals_259, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    add_63 = torch.ops.aten.add.Tensor(primals_260, 1);  primals_260 = None
    _native_batch_norm_legit_functional_38 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_52, primals_263, primals_264, primals_261, primals_262, True, 0.1, 1e-05);  primals_261 = primals_262 = None
    getitem_194 = _native_batch_norm_legit_functional_38[0]
    getitem_195 = _native_batch_norm_legit_functional_38[1]
    getitem_196 = _native_batch_norm_legit_functional_38[2]
    getitem_197 = _native_batch_norm_legit_functional_38[3]
    getitem_198 = _native_batch_norm_legit_functional_38[4];  _native_batch_norm_legit_functional_38 = None
    relu_32 = torch.ops.aten.relu.default(getitem_194);  getitem_194 = None
    convolution_53 = torch.ops.aten.convolution.default(relu_32, primals_265, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    add_64 = torch.ops.aten.add.Tensor(primals_266, 1);  primals_266 = None
    _native_batch_norm_legit_functional_39 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_53, primals_269, primals_270, primals_267, primals_268, True, 0.1, 1e-05);  primals_267 = primals_268 = None
    getitem_199 = _native_batch_norm_legit_functional_39[0]
    getitem_200 = _native_batch_norm_legit_functional_39[1]
    getitem_201 = _native_batch_norm_legit_functional_39[2]
    getitem_202 = _native_batch_norm_legit_functional_39[3]
    getitem_203 = _native_batch_norm_legit_functional_39[4];  _native_batch_norm_legit_functional_39 = None
    add_65 = torch.ops.aten.add.Tensor(getitem_199, relu_31);  getitem_199 = None
    relu_33 = torch.ops.aten.relu.default(add_65);  add_65 = None
    convolution_54 = torch.ops.aten.convolution.default(relu_33, primals_271, primals_272, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
    relu_34 = torch.ops.aten.relu.default(convolution_54);  convolution_54 = None
    detach_48 = torch.ops.aten.detach.default(relu_34)
    cat_6 = torch.ops.aten.cat.default([relu_34], 1);  relu_34 = None
    convolution_55 = torch.ops.aten.convolution.default(cat_6, primals_273, primals_274, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    relu_35 = torch.ops.aten.relu.default(convolution_55);  convolution_55 = None
    convolution_56 = torch.ops.aten.convolution.default(relu_35, primals_275, primals_276, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    relu_36 = torch.ops.aten.relu.default(convolution_56);  convolution_56 = None
    convolution_57 = torch.ops.aten.convolution.default(relu_36, primals_277, primals_278, [1, 1], [0, 0], [1, 1], False, [0, 0], 1)
    mean = torch.ops.aten.mean.dim(convolution_57, [3]);  convolution_57 = None
    mean_1 = torch.ops.aten.mean.dim(mean, [2]);  mean = None
    view = torch.ops.aten.view.default(mean_1, [-1, 2, 1, 6]);  mean_1 = None
    mul_10 = torch.ops.aten.mul.Tensor(view, 0.01);  view = None
    slice_1 = torch.ops.aten.slice.Tensor(mul_10, 3, 0, 3)
    slice_2 = torch.ops.aten.slice.Tensor(mul_10, 3, 3, 9223372036854775807)
    select = torch.ops.aten.select.int(slice_1, 1, 0)
    select_1 = torch.ops.aten.select.int(slice_2, 1, 0)
    linalg_vector_norm = torch.ops.aten.linalg_vector_norm.default(select, 2, [2], True)
    add_66 = torch.ops.aten.add.Tensor(linalg_vector_norm, 1e-07)
    div_2 = torch.ops.aten.div.Tensor(select, add_66);  add_66 = None
    cos = torch.ops.aten.cos.default(linalg_vector_norm)
    sin = torch.ops.aten.sin.default(linalg_vector_norm)
    rsub = torch.ops.aten.rsub.Scalar(cos, 1)
    select_2 = torch.ops.aten.select.int(div_2, 2, 0)
    unsqueeze_5 = torch.ops.aten.unsqueeze.default(select_2, 1);  select_2 = None
    select_3 = torch.ops.aten.select.int(div_2, 2, 1)
    unsqueeze_6 = torch.ops.aten.unsqueeze.default(select_3, 1);  select_3 = None
    select_4 = torch.ops.aten.select.int(div_2, 2, 2)
    unsqueeze_7 = torch.ops.aten.unsqueeze.default(select_4, 1);  select_4 = None
    mul_11 = torch.ops.aten.mul.Tensor(unsqueeze_5, sin)
    mul_12 = torch.ops.aten.mul.Tensor(unsqueeze_6, sin)
    mul_13 = torch.ops.aten.mul.Tensor(unsqueeze_7, sin);  sin = None
    mul_14 = torch.ops.aten.mul.Tensor(unsqueeze_5, rsub)
    mul_15 = torch.ops.aten.mul.Tensor(unsqueeze_6, rsub)
    mul_16 = torch.ops.aten.mul.Tensor(unsqueeze_7, rsub);  rsub = None
    mul_17 = torch.ops.aten.mul.Tensor(unsqueeze_5, mul_15)
    mul_18 = torch.ops.aten.mul.Tensor(unsqueeze_6, mul_16)
    mul_19 = torch.ops.aten.mul.Tensor(unsqueeze_7, mul_14)
    zeros = torch.ops.aten.zeros.default([2, 4, 4], device = device(type='cpu'), pin_memory = False)
    mul_20 = torch.ops.aten.mul.Tensor(unsqueeze_5, mul_14);  unsqueeze_5 = mul_14 = None
    add_67 = torch.ops.aten.add.Tensor(mul_20, cos);  mul_20 = None
    squeeze = torch.ops.aten.squeeze.default(add_67);  add_67 = None
    select_5 = torch.ops.aten.select.int(zeros, 1, 0)
    select_6 = torch.ops.aten.select.int(select_5, 1, 0)
    copy = torch.ops.aten.copy.default(select_6, squeeze);  squeeze = None
    select_scatter = torch.ops.aten.select_scatter.default(select_5, copy, 1, 0);  copy = None
    select_scatter_1 = torch.ops.aten.select_scatter.default(zeros, select_scatter, 1, 0);  select_scatter = None
    sub_2 = torch.ops.aten.sub.Tensor(mul_17, mul_13)
    squeeze_1 = torch.ops.aten.squeeze.default(sub_2);  sub_2 = None
    select_16 = torch.ops.aten.select.int(select_scatter_1, 1, 0)
    select_17 = torch.ops.aten.select.int(select_16, 1, 1)
    copy_1 = torch.ops.aten.copy.default(select_17, squeeze_1);  select_17 = squeeze_1 = None
    select_scatter_2 = torch.ops.aten.select_scatter.default(select_16, copy_1, 1, 1);  select_16 = copy_1 = None
    select_scatter_3 = torch.ops.aten.select_scatter.default(select_scatter_1, select_scatter_2, 1, 0);  select_scatter_1 = select_scatter_2 = None
    add_68 = torch.ops.aten.add.Tensor(mul_19, mul_12)
    squeeze_2 = torch.ops.aten.squeeze.default(add_68);  add_68 = None
    select_27 = torch.ops.aten.select.int(select_scatter_3, 1, 0)
    select_28 = torch.ops.aten.select.int(select_27, 1, 2)
    copy_2 = torch.ops.aten.copy.default(select_28, squeeze_2);  select_28 = squeeze_2 = None
    select_scatter_4 = torch.ops.aten.select_scatter.default(select_27, copy_2, 1, 2);  select_27 = copy_2 = None
    select_scatter_5 = torch.ops.aten.select_scatter.default(select_scatter_3, select_scatter_4, 1, 0);  select_scatter_3 = select_scatter_4 = None
    add_69 = torch.ops.aten.add.Tensor(mul_17, mul_13);  mul_17 = mul_13 = None
    squeeze_3 = torch.ops.aten.squeeze.default(add_69);  add_69 = None
    select_38 = torch.ops.aten.select.int(select_scatter_5, 1, 1)
    select_39 = torch.ops.aten.select.int(select_38, 1, 0)
    copy_3 = torch.ops.aten.copy.default(select_39, squeeze_3);  select_39 = squeeze_3 = None
    select_scatter_6 = torch.ops.aten.select_scatter.default(select_38, copy_3, 1, 0);  select_38 = copy_3 = None
    select_scatter_7 = torch.ops.aten.select_scatter.default(select_scatter_5, select_scatter_6, 1, 1);  select_scatter_5 = select_scatter_6 = None
    mul_21 = torch.ops.aten.mul.Tensor(unsqueeze_6, mul_15);  unsqueeze_6 = mul_15 = None
    add_70 = torch.ops.aten.add.Tensor(mul_21, cos);  mul_21 = None
    squeeze_4 = torch.ops.aten.squeeze.default(add_70);  add_70 = None
    select_49 = torch.ops.aten.select.int(select_scatter_7, 1, 1)
    select_50 = torch.ops.aten.select.int(select_49, 1, 1)
    copy_4 = torch.ops.aten.copy.default(select_50, squeeze_4);  select_50 = squeeze_4 = None
    select_scatter_8 = torch.ops.aten.select_scatter.default(select_49, copy_4, 1, 1);  select_49 = copy_4 = None
    select_scatter_9 = torch.ops.aten.select_scatter.default(select_scatter_7, select_scatter_8, 1, 1);  select_scatter_7 = select_scatter_8 = None
    sub_3 = torch.ops.aten.sub.Tensor(mul_18, mul_11)
    squeeze_5 = torch.ops.aten.squeeze.default(sub_3);  sub_3 = None
    select_60 = torch.ops.aten.select.int(select_scatter_9, 1, 1)
    select_61 = torch.ops.aten.select.int(select_60, 1, 2)
    copy_5 = torch.ops.aten.copy.default(select_61, squeeze_5);  select_61 = squeeze_5 = None
    select_scatter_10 = torch.ops.aten.select_scatter.default(select_60, copy_5, 1, 2);  select_60 = copy_5 = None
    select_scatter_11 = torch.ops.aten.select_scatter.default(select_scatter_9, select_scatter_10, 1, 1);  select_scatter_9 = select_scatter_10 = None
    sub_4 = torch.ops.aten.sub.Tensor(mul_19, mul_12);  mul_19 = mul_12 = None
    squeeze_6 = torch.ops.aten.squeeze.default(sub_4);  sub_4 = None
    select_71 = torch.ops.aten.select.int(select_scatter_11, 1, 2)
    select_72 = torch.ops.aten.select.int(select_71, 1, 0)
    copy_6 = torch.ops.aten.copy.default(select_72, squeeze_6);  select_72 = squeeze_6 = None
    select_scatter_12 = torch.ops.aten.select_scatter.default(select_71, copy_6, 1, 0);  select_71 = copy_6 = None
    select_scatter_13 = torch.ops.aten.select_scatter.default(select_scatter_11, select_scatter_12, 1, 2);  select_scatter_11 = select_scatter_12 = None
    add_71 = torch.ops.aten.add.Tensor(mul_18, mul_11);  mul_18 = mul_11 = None
    squeeze_7 = torch.ops.aten.squeeze.default(add_71);  add_71 = None
    select_82 = torch.ops.aten.select.int(select_scatter_13, 1, 2)
    select_83 = torch.ops.aten.select.int(select_82, 1, 1)
    copy_7 = torch.ops.aten.copy.default(select_83, squeeze_7);  select_83 = squeeze_7 = None
    select_scatter_14 = torch.ops.aten.select_scatter.default(select_82, copy_7, 1, 1);  select_82 = copy_7 = None
    select_scatter_15 = torch.ops.aten.select_scatter.default(select_scatter_13, select_scatter_14, 1, 2);  select_scatter_13 = select_scatter_14 = None
    mul_22 = torch.ops.aten.mul.Tensor(unsqueeze_7, mul_16);  unsqueeze_7 = mul_16 = None
    add_72 = torch.ops.aten.add.Tensor(mul_22, cos);  mul_22 = cos = None
    squeeze_8 = torch.ops.aten.squeeze.default(add_72);  add_72 = None
    select_93 = torch.ops.aten.select.int(select_scatter_15, 1, 2)
    select_94 = torch.ops.aten.select.int(select_93, 1, 2)
    copy_8 = torch.ops.aten.copy.default(select_94, squeeze_8);  select_94 = squeeze_8 = None
    select_scatter_16 = torch.ops.aten.select_scatter.default(select_93, copy_8, 1, 2);  select_93 = copy_8 = None
    select_scatter_17 = torch.ops.aten.select_scatter.default(select_scatter_15, select_scatter_16, 1, 2);  select_scatter_15 = select_scatter_16 = None
    _tensor_constant0 = self._tensor_constant0
    lift_fresh_copy = torch.ops.aten.lift_fresh_copy.default(_tensor_constant0);  _tensor_constant0 = None
    select_104 = torch.ops.aten.select.int(select_scatter_17, 1, 3)
    select_105 = torch.ops.aten.select.int(select_104, 1, 3)
    fill = torch.ops.aten.fill.Tensor(select_105, lift_fresh_copy);  select_105 = lift_fresh_copy = None
    select_scatter_18 = torch.ops.aten.select_scatter.default(select_104, fill, 1, 3);  select_104 = fill = None
    select_scatter_19 = torch.ops.aten.select_scatter.default(select_scatter_17, select_scatter_18, 1, 3);  select_scatter_17 = select_scatter_18 = None
    clone = torch.ops.aten.clone.default(select_1);  select_1 = None
    mul_23 = torch.ops.aten.mul.Tensor(clone, -1);  clone = None
    _tensor_constant1 = self._tensor_constant1
    lift_fresh_copy_1 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant1);  _tensor_constant1 = None
    fill_1 = torch.ops.aten.fill.Tensor(select_6, lift_fresh_copy_1);  lift_fresh_copy_1 = None
    select_scatter_20 = torch.ops.aten.select_scatter.default(select_5, fill_1, 1, 0);  fill_1 = None
    select_scatter_21 = torch.ops.aten.select_scatter.default(zeros, select_scatter_20, 1, 0);  select_scatter_20 = None
    _tensor_constant2 = self._tensor_constant2
    lift_fresh_copy_2 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant2);  _tensor_constant2 = None
    select_120 = torch.ops.aten.select.int(select_scatter_21, 1, 1)
    select_121 = torch.ops.aten.select.int(select_120, 1, 1)
    fill_2 = torch.ops.aten.fill.Tensor(select_121, lift_fresh_copy_2);  select_121 = lift_fresh_copy_2 = None
    select_scatter_22 = torch.ops.aten.select_scatter.default(select_120, fill_2, 1, 1);  select_120 = fill_2 = None
    select_scatter_23 = torch.ops.aten.select_scatter.default(select_scatter_21, select_scatter_22, 1, 1);  select_scatter_21 = select_scatter_22 = None
    _tensor_constant3 = self._tensor_constant3
    lift_fresh_copy_3 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant3);  _tensor_constant3 = None
    select_128 = torch.ops.aten.select.int(select_scatter_23, 1, 2)
    select_129 = torch.ops.aten.select.int(select_128, 1, 2)
    fill_3 = torch.ops.aten.fill.Tensor(select_129, lift_fresh_copy_3);  select_129 = lift_fresh_copy_3 = None
    select_scatter_24 = torch.ops.aten.select_scatter.default(select_128, fill_3, 1, 2);  select_128 = fill_3 = None
    select_scatter_25 = torch.ops.aten.select_scatter.default(select_scatter_23, select_scatter_24, 1, 2);  select_scatter_23 = select_scatter_24 = None
    _tensor_constant4 = self._tensor_constant4
    lift_fresh_copy_4 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant4);  _tensor_constant4 = None
    select_136 = torch.ops.aten.select.int(select_scatter_25, 1, 3)
    select_137 = torch.ops.aten.select.int(select_136, 1, 3)
    fill_4 = torch.ops.aten.fill.Tensor(select_137, lift_fresh_copy_4);  select_137 = lift_fresh_copy_4 = None
    select_scatter_26 = torch.ops.aten.select_scatter.default(select_136, fill_4, 1, 3);  select_136 = fill_4 = None
    select_scatter_27 = torch.ops.aten.select_scatter.default(select_scatter_25, select_scatter_26, 1, 3);  select_scatter_25 = select_scatter_26 = None
    slice_6 = torch.ops.aten.slice.Tensor(select_scatter_27, 1, 0, 3)
    select_143 = torch.ops.aten.select.int(slice_6, 2, 3)
    unsqueeze_9 = torch.ops.aten.unsqueeze.default(select_143, 2);  select_143 = None
    view_2 = torch.ops.aten.view.default(mul_23, [-1, 3, 1]);  mul_23 = None
    copy_9 = torch.ops.aten.copy.default(unsqueeze_9, view_2);  unsqueeze_9 = view_2 = None
    squeeze_9 = torch.ops.aten.squeeze.dim(copy_9, 2);  copy_9 = None
    select_scatter_28 = torch.ops.aten.select_scatter.default(slice_6, squeeze_9, 2, 3);  slice_6 = squeeze_9 = None
    slice_scatter = torch.ops.aten.slice_scatter.default(select_scatter_27, select_scatter_28, 1, 0, 3);  select_scatter_27 = select_scatter_28 = None
    transpose_3 = torch.ops.aten.transpose.int(select_scatter_19, 1, 2);  select_scatter_19 = None
    expand_4 = torch.ops.aten.expand.default(transpose_3, [2, 4, 4]);  transpose_3 = None
    view_5 = torch.ops.aten.view.default(expand_4, [2, 4, 4]);  expand_4 = None
    expand_5 = torch.ops.aten.expand.default(slice_scatter, [2, 4, 4]);  slice_scatter = None
    view_6 = torch.ops.aten.view.default(expand_5, [2, 4, 4]);  expand_5 = None
    bmm = torch.ops.aten.bmm.default(view_5, view_6)
    view_7 = torch.ops.aten.view.default(bmm, [2, 4, 4]);  bmm = None
    cat_7 = torch.ops.aten.cat.default([primals_1, primals_279], 1);  primals_1 = primals_279 = None
    sub_5 = torch.ops.aten.sub.Tensor(cat_7, 0.45);  cat_7 = None
    div_3 = torch.ops.aten.div.Tensor(sub_5, 0.225);  sub_5 = None
    convolution_58 = torch.ops.aten.convolution.default(div_3, primals_151, None, [2, 2], [3, 3], [1, 1], False, [0, 0], 1)
    add_73 = torch.ops.aten.add.Tensor(add_38, 1);  add_38 = None
    _native_batch_norm_legit_functional_40 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_58, primals_155, primals_156, getitem_105, getitem_106, True, 0.1, 1e-05);  primals_156 = getitem_105 = getitem_106 = None
    getitem_204 = _native_batch_norm_legit_functional_40[0]
    getitem_205 = _native_batch_norm_legit_functional_40[1]
    getitem_206 = _native_batch_norm_legit_functional_40[2]
    getitem_207 = _native_batch_norm_legit_functional_40[3]
    getitem_208 = _native_batch_norm_legit_functional_40[4];  _native_batch_norm_legit_functional_40 = None
    relu_37 = torch.ops.aten.relu.default(getitem_204);  getitem_204 = None
    max_pool2d_with_indices_2 = torch.ops.aten.max_pool2d_with_indices.default(relu_37, [3, 3], [2, 2], [1, 1])
    getitem_209 = max_pool2d_with_indices_2[0]
    getitem_210 = max_pool2d_with_indices_2[1];  max_pool2d_with_indices_2 = None
    convolution_59 = torch.ops.aten.convolution.default(getitem_209, primals_157, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    add_74 = torch.ops.aten.add.Tensor(add_39, 1);  add_39 = None
    _native_batch_norm_legit_functional_41 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_59, primals_161, primals_162, getitem_112, getitem_113, True, 0.1, 1e-05);  primals_162 = getitem_112 = getitem_113 = None
    getitem_211 = _native_batch_norm_legit_functional_41[0]
    getitem_212 = _native_batch_norm_legit_functional_41[1]
    getitem_213 = _native_batch_norm_legit_functional_41[2]
    getitem_214 = _native_batch_norm_legit_functional_41[3]
    getitem_215 = _native_batch_norm_legit_functional_41[4];  _native_batch_norm_legit_functional_41 = None
    relu_38 = torch.ops.aten.relu.default(getitem_211);  getitem_211 = None
    convolution_60 = torch.ops.aten.convolution.default(relu_38, primals_163, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    add_75 = torch.ops.aten.add.Tensor(add_40, 1);  add_40 = None
    _native_batch_norm_legit_functional_42 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_60, primals_167, primals_168, getitem_117, getitem_118, True, 0.1, 1e-05);  primals_168 = getitem_117 = getitem_118 = None
    getitem_216 = _native_batch_norm_legit_functional_42[0]
    getitem_217 = _native_batch_norm_legit_functional_42[1]
    getitem_218 = _native_batch_norm_legit_functional_42[2]
    getitem_219 = _native_batch_norm_legit_functional_42[3]
    getitem_220 = _native_batch_norm_legit_functional_42[4];  _native_batch_norm_legit_functional_42 = None
    add_76 = torch.ops.aten.add.Tensor(getitem_216, getitem_209);  getitem_216 = None
    relu_39 = torch.ops.aten.relu.default(add_76);  add_76 = None
    convolution_61 = torch.ops.aten.convolution.default(relu_39, primals_169, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    add_77 = torch.ops.aten.add.Tensor(add_42, 1);  add_42 = None
    _native_batch_norm_legit_functional_43 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_61, primals_173, primals_174, getitem_122, getitem_123, True, 0.1, 1e-05);  primals_174 = getitem_122 = getitem_123 = None
    getitem_221 = _native_batch_norm_legit_functional_43[0]
    getitem_222 = _native_batch_norm_legit_functional_43[1]
    getitem_223 = _native_batch_norm_legit_functional_43[2]
    getitem_224 = _native_batch_norm_legit_functional_43[3]
    getitem_225 = _native_batch_norm_legit_functional_43[4];  _native_batch_norm_legit_functional_43 = None
    relu_40 = torch.ops.aten.relu.default(getitem_221);  getitem_221 = None
    convolution_62 = torch.ops.aten.convolution.default(relu_40, primals_175, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    add_78 = torch.ops.aten.add.Tensor(add_43, 1);  add_43 = None
    _native_batch_norm_legit_functional_44 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_62, primals_179, primals_180, getitem_127, getitem_128, True, 0.1, 1e-05);  primals_180 = getitem_127 = getitem_128 = None
    getitem_226 = _native_batch_norm_legit_functional_44[0]
    getitem_227 = _native_batch_norm_legit_functional_44[1]
    getitem_228 = _native_batch_norm_legit_functional_44[2]
    getitem_229 = _native_batch_norm_legit_functional_44[3]
    getitem_230 = _native_batch_norm_legit_functional_44[4];  _native_batch_norm_legit_functional_44 = None
    add_79 = torch.ops.aten.add.Tensor(getitem_226, relu_39);  getitem_226 = None
    relu_41 = torch.ops.aten.relu.default(add_79);  add_79 = None
    convolution_63 = torch.ops.aten.convolution.default(relu_41, primals_181, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1)
    add_80 = torch.ops.aten.add.Tensor(add_45, 1);  add_45 = None
    _native_batch_norm_legit_functional_45 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_63, primals_185, primals_186, getitem_132, getitem_133, True, 0.1, 1e-05);  primals_186 = getitem_132 = getitem_133 = None
    getitem_231 = _native_batch_norm_legit_functional_45[0]
    getitem_232 = _native_batch_norm_legit_functional_45[1]
    getitem_233 = _native_batch_norm_legit_functional_45[2]
    getitem_234 = _native_batch_norm_legit_functional_45[3]
    getitem_235 = _native_batch_norm_legit_functional_45[4];  _native_batch_norm_legit_functional_45 = None
    relu_42 = torch.ops.aten.relu.default(getitem_231);  getitem_231 = None
    convolution_64 = torch.ops.aten.convolution.default(relu_42, primals_187, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    add_81 = torch.ops.aten.add.Tensor(add_46, 1);  add_46 = None
    _native_batch_norm_legit_functional_46 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_64, primals_191, primals_192, getitem_137, getitem_138, True, 0.1, 1e-05);  primals_192 = getitem_137 = getitem_138 = None
    getitem_236 = _native_batch_norm_legit_functional_46[0]
    getitem_237 = _native_batch_norm_legit_functional_46[1]
    getitem_238 = _native_batch_norm_legit_functional_46[2]
    getitem_239 = _native_batch_norm_legit_functional_46[3]
    getitem_240 = _native_batch_norm_legit_functional_46[4];  _native_batch_norm_legit_functional_46 = None
    convolution_65 = torch.ops.aten.convolution.default(relu_41, primals_193, None, [2, 2], [0, 0], [1, 1], False, [0, 0], 1)
    add_82 = torch.ops.aten.add.Tensor(add_47, 1);  add_47 = None
    _native_batch_norm_legit_functional_47 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_65, primals_197, primals_198, getitem_142, getitem_143, True, 0.1, 1e-05);  primals_198 = getitem_142 = getitem_143 = None
    getitem_241 = _native_batch_norm_legit_functional_47[0]
    getitem_242 = _native_batch_norm_legit_functional_47[1]
    getitem_243 = _native_batch_norm_legit_functional_47[2]
    getitem_244 = _native_batch_norm_legit_functional_47[3]
    getitem_245 = _native_batch_norm_legit_functional_47[4];  _native_batch_norm_legit_functional_47 = None
    add_83 = torch.ops.aten.add.Tensor(getitem_236, getitem_241);  getitem_236 = getitem_241 = None
    relu_43 = torch.ops.aten.relu.default(add_83);  add_83 = None
    convolution_66 = torch.ops.aten.convolution.default(relu_43, primals_199, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    add_84 = torch.ops.aten.add.Tensor(add_49, 1);  add_49 = None
    _native_batch_norm_legit_functional_48 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_66, primals_203, primals_204, getitem_147, getitem_148, True, 0.1, 1e-05);  primals_204 = getitem_147 = getitem_148 = None
    getitem_246 = _native_batch_norm_legit_functional_48[0]
    getitem_247 = _native_batch_norm_legit_functional_48[1]
    getitem_248 = _native_batch_norm_legit_functional_48[2]
    getitem_249 = _native_batch_norm_legit_functional_48[3]
    getitem_250 = _native_batch_norm_legit_functional_48[4];  _native_batch_norm_legit_functional_48 = None
    relu_44 = torch.ops.aten.relu.default(getitem_246);  getitem_246 = None
    convolution_67 = torch.ops.aten.convolution.default(relu_44, primals_205, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    add_85 = torch.ops.aten.add.Tensor(add_50, 1);  add_50 = None
    _native_batch_norm_legit_functional_49 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_67, primals_209, primals_210, getitem_152, getitem_153, True, 0.1, 1e-05);  primals_210 = getitem_152 = getitem_153 = None
    getitem_251 = _native_batch_norm_legit_functional_49[0]
    getitem_252 = _native_batch_norm_legit_functional_49[1]
    getitem_253 = _native_batch_norm_legit_functional_49[2]
    getitem_254 = _native_batch_norm_legit_functional_49[3]
    getitem_255 = _native_batch_norm_legit_functional_49[4];  _native_batch_norm_legit_functional_49 = None
    add_86 = torch.ops.aten.add.Tensor(getitem_251, relu_43);  getitem_251 = None
    relu_45 = torch.ops.aten.relu.default(add_86);  add_86 = None
    convolution_68 = torch.ops.aten.convolution.default(relu_45, primals_211, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1)
    add_87 = torch.ops.aten.add.Tensor(add_52, 1);  add_52 = None
    _native_batch_norm_legit_functional_50 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_68, primals_215, primals_216, getitem_157, getitem_158, True, 0.1, 1e-05);  primals_216 = getitem_157 = getitem_158 = None
    getitem_256 = _native_batch_norm_legit_functional_50[0]
    getitem_257 = _native_batch_norm_legit_functional_50[1]
    getitem_258 = _native_batch_norm_legit_functional_50[2]
    getitem_259 = _native_batch_norm_legit_functional_50[3]
    getitem_260 = _native_batch_norm_legit_functional_50[4];  _native_batch_norm_legit_functional_50 = None
    relu_46 = torch.ops.aten.relu.default(getitem_256);  getitem_256 = None
    convolution_69 = torch.ops.aten.convolution.default(relu_46, primals_217, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    add_88 = torch.ops.aten.add.Tensor(add_53, 1);  add_53 = None
    _native_batch_norm_legit_functional_51 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_69, primals_221, primals_222, getitem_162, getitem_163, True, 0.1, 1e-05);  primals_222 = getitem_162 = getitem_163 = None
    getitem_261 = _native_batch_norm_legit_functional_51[0]
    getitem_262 = _native_batch_norm_legit_functional_51[1]
    getitem_263 = _native_batch_norm_legit_functional_51[2]
    getitem_264 = _native_batch_norm_legit_functional_51[3]
    getitem_265 = _native_batch_norm_legit_functional_51[4];  _native_batch_norm_legit_functional_51 = None
    convolution_70 = torch.ops.aten.convolution.default(relu_45, primals_223, None, [2, 2], [0, 0], [1, 1], False, [0, 0], 1)
    add_89 = torch.ops.aten.add.Tensor(add_54, 1);  add_54 = None
    _native_batch_norm_legit_functional_52 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_70, primals_227, primals_228, getitem_167, getitem_168, True, 0.1, 1e-05);  primals_228 = getitem_167 = getitem_168 = None
    getitem_266 = _native_batch_norm_legit_functional_52[0]
    getitem_267 = _native_batch_norm_legit_functional_52[1]
    getitem_268 = _native_batch_norm_legit_functional_52[2]
    getitem_269 = _native_batch_norm_legit_functional_52[3]
    getitem_270 = _native_batch_norm_legit_functional_52[4];  _native_batch_norm_legit_functional_52 = None
    add_90 = torch.ops.aten.add.Tensor(getitem_261, getitem_266);  getitem_261 = getitem_266 = None
    relu_47 = torch.ops.aten.relu.default(add_90);  add_90 = None
    convolution_71 = torch.ops.aten.convolution.default(relu_47, primals_229, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    add_91 = torch.ops.aten.add.Tensor(add_56, 1);  add_56 = None
    _native_batch_norm_legit_functional_53 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_71, primals_233, primals_234, getitem_172, getitem_173, True, 0.1, 1e-05);  primals_234 = getitem_172 = getitem_173 = None
    getitem_271 = _native_batch_norm_legit_functional_53[0]
    getitem_272 = _native_batch_norm_legit_functional_53[1]
    getitem_273 = _native_batch_norm_legit_functional_53[2]
    getitem_274 = _native_batch_norm_legit_functional_53[3]
    getitem_275 = _native_batch_norm_legit_functional_53[4];  _native_batch_norm_legit_functional_53 = None
    relu_48 = torch.ops.aten.relu.default(getitem_271);  getitem_271 = None
    convolution_72 = torch.ops.aten.convolution.default(relu_48, primals_235, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    add_92 = torch.ops.aten.add.Tensor(add_57, 1);  add_57 = None
    _native_batch_norm_legit_functional_54 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_72, primals_239, primals_240, getitem_177, getitem_178, True, 0.1, 1e-05);  primals_240 = getitem_177 = getitem_178 = None
    getitem_276 = _native_batch_norm_legit_functional_54[0]
    getitem_277 = _native_batch_norm_legit_functional_54[1]
    getitem_278 = _native_batch_norm_legit_functional_54[2]
    getitem_279 = _native_batch_norm_legit_functional_54[3]
    getitem_280 = _native_batch_norm_legit_functional_54[4];  _native_batch_norm_legit_functional_54 = None
    add_93 = torch.ops.aten.add.Tensor(getitem_276, relu_47);  getitem_276 = None
    relu_49 = torch.ops.aten.relu.default(add_93);  add_93 = None
    convolution_73 = torch.ops.aten.convolution.default(relu_49, primals_241, None, [2, 2], [1, 1], [1, 1], False, [0, 0], 1)
    add_94 = torch.ops.aten.add.Tensor(add_59, 1);  add_59 = None
    _native_batch_norm_legit_functional_55 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_73, primals_245, primals_246, getitem_182, getitem_183, True, 0.1, 1e-05);  primals_246 = getitem_182 = getitem_183 = None
    getitem_281 = _native_batch_norm_legit_functional_55[0]
    getitem_282 = _native_batch_norm_legit_functional_55[1]
    getitem_283 = _native_batch_norm_legit_functional_55[2]
    getitem_284 = _native_batch_norm_legit_functional_55[3]
    getitem_285 = _native_batch_norm_legit_functional_55[4];  _native_batch_norm_legit_functional_55 = None
    relu_50 = torch.ops.aten.relu.default(getitem_281);  getitem_281 = None
    convolution_74 = torch.ops.aten.convolution.default(relu_50, primals_247, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    add_95 = torch.ops.aten.add.Tensor(add_60, 1);  add_60 = None
    _native_batch_norm_legit_functional_56 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_74, primals_251, primals_252, getitem_187, getitem_188, True, 0.1, 1e-05);  primals_252 = getitem_187 = getitem_188 = None
    getitem_286 = _native_batch_norm_legit_functional_56[0]
    getitem_287 = _native_batch_norm_legit_functional_56[1]
    getitem_288 = _native_batch_norm_legit_functional_56[2]
    getitem_289 = _native_batch_norm_legit_functional_56[3]
    getitem_290 = _native_batch_norm_legit_functional_56[4];  _native_batch_norm_legit_functional_56 = None
    convolution_75 = torch.ops.aten.convolution.default(relu_49, primals_253, None, [2, 2], [0, 0], [1, 1], False, [0, 0], 1)
    add_96 = torch.ops.aten.add.Tensor(add_61, 1);  add_61 = None
    _native_batch_norm_legit_functional_57 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_75, primals_257, primals_258, getitem_192, getitem_193, True, 0.1, 1e-05);  primals_258 = getitem_192 = getitem_193 = None
    getitem_291 = _native_batch_norm_legit_functional_57[0]
    getitem_292 = _native_batch_norm_legit_functional_57[1]
    getitem_293 = _native_batch_norm_legit_functional_57[2]
    getitem_294 = _native_batch_norm_legit_functional_57[3]
    getitem_295 = _native_batch_norm_legit_functional_57[4];  _native_batch_norm_legit_functional_57 = None
    add_97 = torch.ops.aten.add.Tensor(getitem_286, getitem_291);  getitem_286 = getitem_291 = None
    relu_51 = torch.ops.aten.relu.default(add_97);  add_97 = None
    convolution_76 = torch.ops.aten.convolution.default(relu_51, primals_259, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    add_98 = torch.ops.aten.add.Tensor(add_63, 1);  add_63 = None
    _native_batch_norm_legit_functional_58 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_76, primals_263, primals_264, getitem_197, getitem_198, True, 0.1, 1e-05);  primals_264 = getitem_197 = getitem_198 = None
    getitem_296 = _native_batch_norm_legit_functional_58[0]
    getitem_297 = _native_batch_norm_legit_functional_58[1]
    getitem_298 = _native_batch_norm_legit_functional_58[2]
    getitem_299 = _native_batch_norm_legit_functional_58[3]
    getitem_300 = _native_batch_norm_legit_functional_58[4];  _native_batch_norm_legit_functional_58 = None
    relu_52 = torch.ops.aten.relu.default(getitem_296);  getitem_296 = None
    convolution_77 = torch.ops.aten.convolution.default(relu_52, primals_265, None, [1, 1], [1, 1], [1, 1], False, [0, 0], 1)
    add_99 = torch.ops.aten.add.Tensor(add_64, 1);  add_64 = None
    _native_batch_norm_legit_functional_59 = torch.ops.aten._native_batch_norm_legit_functional.default(convolution_77, primals_269, primals_270, getitem_202, getitem_203, True, 0.1, 1e-05);  primals_270 = getitem_202 = getitem_203 = None
    getitem_301 = _native_batch_norm_legit_functional_59[0]
    getitem_302 = _native_batch_norm_legit_functional_59[1]
    getitem_303 = _native_batch_norm_legit_functional_59[2]
    getitem_304 = _native_batch_norm_legit_functional_59[3]
    getitem_305 = _native_batch_norm_legit_functional_59[4];  _native_batch_norm_legit_functional_59 = None
    add_100 = torch.ops.aten.add.Tensor(getitem_301, relu_51);  getitem_301 = None
    relu_53 = torch.ops.aten.relu.default(add_100);  add_100 = None
    convolution_78 = torch.ops.aten.convolution.default(relu_53, primals_271, primals_272, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  primals_272 = None
    relu_54 = torch.ops.aten.relu.default(convolution_78);  convolution_78 = None
    detach_69 = torch.ops.aten.detach.default(relu_54)
    cat_8 = torch.ops.aten.cat.default([relu_54], 1);  relu_54 = None
    convolution_79 = torch.ops.aten.convolution.default(cat_8, primals_273, primals_274, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  primals_274 = None
    relu_55 = torch.ops.aten.relu.default(convolution_79);  convolution_79 = None
    convolution_80 = torch.ops.aten.convolution.default(relu_55, primals_275, primals_276, [1, 1], [1, 1], [1, 1], False, [0, 0], 1);  primals_276 = None
    relu_56 = torch.ops.aten.relu.default(convolution_80);  convolution_80 = None
    convolution_81 = torch.ops.aten.convolution.default(relu_56, primals_277, primals_278, [1, 1], [0, 0], [1, 1], False, [0, 0], 1);  primals_278 = None
    mean_2 = torch.ops.aten.mean.dim(convolution_81, [3]);  convolution_81 = None
    mean_3 = torch.ops.aten.mean.dim(mean_2, [2]);  mean_2 = None
    view_8 = torch.ops.aten.view.default(mean_3, [-1, 2, 1, 6]);  mean_3 = None
    mul_24 = torch.ops.aten.mul.Tensor(view_8, 0.01);  view_8 = None
    slice_12 = torch.ops.aten.slice.Tensor(mul_24, 3, 0, 3)
    slice_13 = torch.ops.aten.slice.Tensor(mul_24, 3, 3, 9223372036854775807)
    select_148 = torch.ops.aten.select.int(slice_12, 1, 0)
    select_149 = torch.ops.aten.select.int(slice_13, 1, 0)
    linalg_vector_norm_1 = torch.ops.aten.linalg_vector_norm.default(select_148, 2, [2], True)
    add_101 = torch.ops.aten.add.Tensor(linalg_vector_norm_1, 1e-07)
    div_4 = torch.ops.aten.div.Tensor(select_148, add_101);  add_101 = None
    cos_1 = torch.ops.aten.cos.default(linalg_vector_norm_1)
    sin_1 = torch.ops.aten.sin.default(linalg_vector_norm_1)
    rsub_1 = torch.ops.aten.rsub.Scalar(cos_1, 1)
    select_150 = torch.ops.aten.select.int(div_4, 2, 0)
    unsqueeze_12 = torch.ops.aten.unsqueeze.default(select_150, 1);  select_150 = None
    select_151 = torch.ops.aten.select.int(div_4, 2, 1)
    unsqueeze_13 = torch.ops.aten.unsqueeze.default(select_151, 1);  select_151 = None
    select_152 = torch.ops.aten.select.int(div_4, 2, 2)
    unsqueeze_14 = torch.ops.aten.unsqueeze.default(select_152, 1);  select_152 = None
    mul_25 = torch.ops.aten.mul.Tensor(unsqueeze_12, sin_1)
    mul_26 = torch.ops.aten.mul.Tensor(unsqueeze_13, sin_1)
    mul_27 = torch.ops.aten.mul.Tensor(unsqueeze_14, sin_1);  sin_1 = None
    mul_28 = torch.ops.aten.mul.Tensor(unsqueeze_12, rsub_1)
    mul_29 = torch.ops.aten.mul.Tensor(unsqueeze_13, rsub_1)
    mul_30 = torch.ops.aten.mul.Tensor(unsqueeze_14, rsub_1);  rsub_1 = None
    mul_31 = torch.ops.aten.mul.Tensor(unsqueeze_12, mul_29)
    mul_32 = torch.ops.aten.mul.Tensor(unsqueeze_13, mul_30)
    mul_33 = torch.ops.aten.mul.Tensor(unsqueeze_14, mul_28)
    mul_34 = torch.ops.aten.mul.Tensor(unsqueeze_12, mul_28);  unsqueeze_12 = mul_28 = None
    add_102 = torch.ops.aten.add.Tensor(mul_34, cos_1);  mul_34 = None
    squeeze_10 = torch.ops.aten.squeeze.default(add_102);  add_102 = None
    copy_10 = torch.ops.aten.copy.default(select_6, squeeze_10);  squeeze_10 = None
    select_scatter_29 = torch.ops.aten.select_scatter.default(select_5, copy_10, 1, 0);  copy_10 = None
    select_scatter_30 = torch.ops.aten.select_scatter.default(zeros, select_scatter_29, 1, 0);  select_scatter_29 = None
    sub_6 = torch.ops.aten.sub.Tensor(mul_31, mul_27)
    squeeze_11 = torch.ops.aten.squeeze.default(sub_6);  sub_6 = None
    select_164 = torch.ops.aten.select.int(select_scatter_30, 1, 0)
    select_165 = torch.ops.aten.select.int(select_164, 1, 1)
    copy_11 = torch.ops.aten.copy.default(select_165, squeeze_11);  select_165 = squeeze_11 = None
    select_scatter_31 = torch.ops.aten.select_scatter.default(select_164, copy_11, 1, 1);  select_164 = copy_11 = None
    select_scatter_32 = torch.ops.aten.select_scatter.default(select_scatter_30, select_scatter_31, 1, 0);  select_scatter_30 = select_scatter_31 = None
    add_103 = torch.ops.aten.add.Tensor(mul_33, mul_26)
    squeeze_12 = torch.ops.aten.squeeze.default(add_103);  add_103 = None
    select_175 = torch.ops.aten.select.int(select_scatter_32, 1, 0)
    select_176 = torch.ops.aten.select.int(select_175, 1, 2)
    copy_12 = torch.ops.aten.copy.default(select_176, squeeze_12);  select_176 = squeeze_12 = None
    select_scatter_33 = torch.ops.aten.select_scatter.default(select_175, copy_12, 1, 2);  select_175 = copy_12 = None
    select_scatter_34 = torch.ops.aten.select_scatter.default(select_scatter_32, select_scatter_33, 1, 0);  select_scatter_32 = select_scatter_33 = None
    add_104 = torch.ops.aten.add.Tensor(mul_31, mul_27);  mul_31 = mul_27 = None
    squeeze_13 = torch.ops.aten.squeeze.default(add_104);  add_104 = None
    select_186 = torch.ops.aten.select.int(select_scatter_34, 1, 1)
    select_187 = torch.ops.aten.select.int(select_186, 1, 0)
    copy_13 = torch.ops.aten.copy.default(select_187, squeeze_13);  select_187 = squeeze_13 = None
    select_scatter_35 = torch.ops.aten.select_scatter.default(select_186, copy_13, 1, 0);  select_186 = copy_13 = None
    select_scatter_36 = torch.ops.aten.select_scatter.default(select_scatter_34, select_scatter_35, 1, 1);  select_scatter_34 = select_scatter_35 = None
    mul_35 = torch.ops.aten.mul.Tensor(unsqueeze_13, mul_29);  unsqueeze_13 = mul_29 = None
    add_105 = torch.ops.aten.add.Tensor(mul_35, cos_1);  mul_35 = None
    squeeze_14 = torch.ops.aten.squeeze.default(add_105);  add_105 = None
    select_197 = torch.ops.aten.select.int(select_scatter_36, 1, 1)
    select_198 = torch.ops.aten.select.int(select_197, 1, 1)
    copy_14 = torch.ops.aten.copy.default(select_198, squeeze_14);  select_198 = squeeze_14 = None
    select_scatter_37 = torch.ops.aten.select_scatter.default(select_197, copy_14, 1, 1);  select_197 = copy_14 = None
    select_scatter_38 = torch.ops.aten.select_scatter.default(select_scatter_36, select_scatter_37, 1, 1);  select_scatter_36 = select_scatter_37 = None
    sub_7 = torch.ops.aten.sub.Tensor(mul_32, mul_25)
    squeeze_15 = torch.ops.aten.squeeze.default(sub_7);  sub_7 = None
    select_208 = torch.ops.aten.select.int(select_scatter_38, 1, 1)
    select_209 = torch.ops.aten.select.int(select_208, 1, 2)
    copy_15 = torch.ops.aten.copy.default(select_209, squeeze_15);  select_209 = squeeze_15 = None
    select_scatter_39 = torch.ops.aten.select_scatter.default(select_208, copy_15, 1, 2);  select_208 = copy_15 = None
    select_scatter_40 = torch.ops.aten.select_scatter.default(select_scatter_38, select_scatter_39, 1, 1);  select_scatter_38 = select_scatter_39 = None
    sub_8 = torch.ops.aten.sub.Tensor(mul_33, mul_26);  mul_33 = mul_26 = None
    squeeze_16 = torch.ops.aten.squeeze.default(sub_8);  sub_8 = None
    select_219 = torch.ops.aten.select.int(select_scatter_40, 1, 2)
    select_220 = torch.ops.aten.select.int(select_219, 1, 0)
    copy_16 = torch.ops.aten.copy.default(select_220, squeeze_16);  select_220 = squeeze_16 = None
    select_scatter_41 = torch.ops.aten.select_scatter.default(select_219, copy_16, 1, 0);  select_219 = copy_16 = None
    select_scatter_42 = torch.ops.aten.select_scatter.default(select_scatter_40, select_scatter_41, 1, 2);  select_scatter_40 = select_scatter_41 = None
    add_106 = torch.ops.aten.add.Tensor(mul_32, mul_25);  mul_32 = mul_25 = None
    squeeze_17 = torch.ops.aten.squeeze.default(add_106);  add_106 = None
    select_230 = torch.ops.aten.select.int(select_scatter_42, 1, 2)
    select_231 = torch.ops.aten.select.int(select_230, 1, 1)
    copy_17 = torch.ops.aten.copy.default(select_231, squeeze_17);  select_231 = squeeze_17 = None
    select_scatter_43 = torch.ops.aten.select_scatter.default(select_230, copy_17, 1, 1);  select_230 = copy_17 = None
    select_scatter_44 = torch.ops.aten.select_scatter.default(select_scatter_42, select_scatter_43, 1, 2);  select_scatter_42 = select_scatter_43 = None
    mul_36 = torch.ops.aten.mul.Tensor(unsqueeze_14, mul_30);  unsqueeze_14 = mul_30 = None
    add_107 = torch.ops.aten.add.Tensor(mul_36, cos_1);  mul_36 = cos_1 = None
    squeeze_18 = torch.ops.aten.squeeze.default(add_107);  add_107 = None
    select_241 = torch.ops.aten.select.int(select_scatter_44, 1, 2)
    select_242 = torch.ops.aten.select.int(select_241, 1, 2)
    copy_18 = torch.ops.aten.copy.default(select_242, squeeze_18);  select_242 = squeeze_18 = None
    select_scatter_45 = torch.ops.aten.select_scatter.default(select_241, copy_18, 1, 2);  select_241 = copy_18 = None
    select_scatter_46 = torch.ops.aten.select_scatter.default(select_scatter_44, select_scatter_45, 1, 2);  select_scatter_44 = select_scatter_45 = None
    _tensor_constant5 = self._tensor_constant5
    lift_fresh_copy_5 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant5);  _tensor_constant5 = None
    select_252 = torch.ops.aten.select.int(select_scatter_46, 1, 3)
    select_253 = torch.ops.aten.select.int(select_252, 1, 3)
    fill_5 = torch.ops.aten.fill.Tensor(select_253, lift_fresh_copy_5);  select_253 = lift_fresh_copy_5 = None
    select_scatter_47 = torch.ops.aten.select_scatter.default(select_252, fill_5, 1, 3);  select_252 = fill_5 = None
    select_scatter_48 = torch.ops.aten.select_scatter.default(select_scatter_46, select_scatter_47, 1, 3);  select_scatter_46 = select_scatter_47 = None
    clone_1 = torch.ops.aten.clone.default(select_149);  select_149 = None
    view_9 = torch.ops.aten.view.default(clone_1, [-1, 3, 1]);  clone_1 = None
    _tensor_constant6 = self._tensor_constant6
    lift_fresh_copy_6 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant6);  _tensor_constant6 = None
    fill_6 = torch.ops.aten.fill.Tensor(select_6, lift_fresh_copy_6);  select_6 = lift_fresh_copy_6 = None
    select_scatter_49 = torch.ops.aten.select_scatter.default(select_5, fill_6, 1, 0);  select_5 = fill_6 = None
    select_scatter_50 = torch.ops.aten.select_scatter.default(zeros, select_scatter_49, 1, 0);  zeros = select_scatter_49 = None
    _tensor_constant7 = self._tensor_constant7
    lift_fresh_copy_7 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant7);  _tensor_constant7 = None
    select_268 = torch.ops.aten.select.int(select_scatter_50, 1, 1)
    select_269 = torch.ops.aten.select.int(select_268, 1, 1)
    fill_7 = torch.ops.aten.fill.Tensor(select_269, lift_fresh_copy_7);  select_269 = lift_fresh_copy_7 = None
    select_scatter_51 = torch.ops.aten.select_scatter.default(select_268, fill_7, 1, 1);  select_268 = fill_7 = None
    select_scatter_52 = torch.ops.aten.select_scatter.default(select_scatter_50, select_scatter_51, 1, 1);  select_scatter_50 = select_scatter_51 = None
    _tensor_constant8 = self._tensor_constant8
    lift_fresh_copy_8 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant8);  _tensor_constant8 = None
    select_276 = torch.ops.aten.select.int(select_scatter_52, 1, 2)
    select_277 = torch.ops.aten.select.int(select_276, 1, 2)
    fill_8 = torch.ops.aten.fill.Tensor(select_277, lift_fresh_copy_8);  select_277 = lift_fresh_copy_8 = None
    select_scatter_53 = torch.ops.aten.select_scatter.default(select_276, fill_8, 1, 2);  select_276 = fill_8 = None
    select_scatter_54 = torch.ops.aten.select_scatter.default(select_scatter_52, select_scatter_53, 1, 2);  select_scatter_52 = select_scatter_53 = None
    _tensor_constant9 = self._tensor_constant9
    lift_fresh_copy_9 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant9);  _tensor_constant9 = None
    select_284 = torch.ops.aten.select.int(select_scatter_54, 1, 3)
    select_285 = torch.ops.aten.select.int(select_284, 1, 3)
    fill_9 = torch.ops.aten.fill.Tensor(select_285, lift_fresh_copy_9);  select_285 = lift_fresh_copy_9 = None
    select_scatter_55 = torch.ops.aten.select_scatter.default(select_284, fill_9, 1, 3);  select_284 = fill_9 = None
    select_scatter_56 = torch.ops.aten.select_scatter.default(select_scatter_54, select_scatter_55, 1, 3);  select_scatter_54 = select_scatter_55 = None
    slice_17 = torch.ops.aten.slice.Tensor(select_scatter_56, 1, 0, 3)
    select_291 = torch.ops.aten.select.int(slice_17, 2, 3)
    unsqueeze_16 = torch.ops.aten.unsqueeze.default(select_291, 2);  select_291 = None
    copy_19 = torch.ops.aten.copy.default(unsqueeze_16, view_9);  unsqueeze_16 = view_9 = None
    squeeze_19 = torch.ops.aten.squeeze.dim(copy_19, 2);  copy_19 = None
    select_scatter_57 = torch.ops.aten.select_scatter.default(slice_17, squeeze_19, 2, 3);  slice_17 = squeeze_19 = None
    slice_scatter_1 = torch.ops.aten.slice_scatter.default(select_scatter_56, select_scatter_57, 1, 0, 3);  select_scatter_56 = select_scatter_57 = None
    expand_10 = torch.ops.aten.expand.default(slice_scatter_1, [2, 4, 4]);  slice_scatter_1 = None
    view_12 = torch.ops.aten.view.default(expand_10, [2, 4, 4]);  expand_10 = None
    expand_11 = torch.ops.aten.expand.default(select_scatter_48, [2, 4, 4]);  select_scatter_48 = None
    view_13 = torch.ops.aten.view.default(expand_11, [2, 4, 4]);  expand_11 = None
    bmm_1 = torch.ops.aten.bmm.default(view_12, view_13)
    view_14 = torch.ops.aten.view.default(bmm_1, [2, 4, 4]);  bmm_1 = None
    transpose_5 = torch.ops.aten.transpose.int(view_12, 1, 2);  view_12 = None
    transpose_7 = torch.ops.aten.transpose.int(view_13, 1, 2);  view_13 = None
    detach_76 = torch.ops.aten.detach.default(detach_69);  detach_69 = None
    transpose_10 = torch.ops.aten.transpose.int(view_5, 1, 2);  view_5 = None
    transpose_12 = torch.ops.aten.transpose.int(view_6, 1, 2);  view_6 = None
    detach_148 = torch.ops.aten.detach.default(detach_48);  detach_48 = None
    detach_217 = torch.ops.aten.detach.default(detach_30);  detach_30 = None
    detach_224 = torch.ops.aten.detach.default(elu_8);  elu_8 = None
    detach_225 = torch.ops.aten.detach.default(detach_224);  detach_224 = None
    detach_226 = torch.ops.aten.detach.default(detach_27);  detach_27 = None
    detach_233 = torch.ops.aten.detach.default(elu_6);  elu_6 = None
    detach_234 = torch.ops.aten.detach.default(detach_233);  detach_233 = None
    detach_235 = torch.ops.aten.detach.default(detach_24);  detach_24 = None
    detach_242 = torch.ops.aten.detach.default(elu_4);  elu_4 = None
    detach_243 = torch.ops.aten.detach.default(detach_242);  detach_242 = None
    detach_244 = torch.ops.aten.detach.default(detach_21);  detach_21 = None
    detach_251 = torch.ops.aten.detach.default(elu_2);  elu_2 = None
    detach_252 = torch.ops.aten.detach.default(detach_251);  detach_251 = None
    detach_259 = torch.ops.aten.detach.default(elu);  elu = None
    detach_260 = torch.ops.aten.detach.default(detach_259);  detach_259 = None
    return (add, getitem_3, getitem_4, add_1, getitem_10, getitem_11, add_2, getitem_15, getitem_16, add_4, getitem_20, getitem_21, add_5, getitem_25, getitem_26, add_7, getitem_30, getitem_31, add_8, getitem_35, getitem_36, add_9, getitem_40, getitem_41, add_11, getitem_45, getitem_46, add_12, getitem_50, getitem_51, add_14, getitem_55, getitem_56, add_15, getitem_60, getitem_61, add_16, getitem_65, getitem_66, add_18, getitem_70, getitem_71, add_19, getitem_75, getitem_76, add_21, getitem_80, getitem_81, add_22, getitem_85, getitem_86, add_23, getitem_90, getitem_91, add_25, getitem_95, getitem_96, add_26, getitem_100, getitem_101, add_73, getitem_207, getitem_208, add_74, getitem_214, getitem_215, add_75, getitem_219, getitem_220, add_77, getitem_224, getitem_225, add_78, getitem_229, getitem_230, add_80, getitem_234, getitem_235, add_81, getitem_239, getitem_240, add_82, getitem_244, getitem_245, add_84, getitem_249, getitem_250, add_85, getitem_254, getitem_255, add_87, getitem_259, getitem_260, add_88, getitem_264, getitem_265, add_89, getitem_269, getitem_270, add_91, getitem_274, getitem_275, add_92, getitem_279, getitem_280, add_94, getitem_284, getitem_285, add_95, getitem_289, getitem_290, add_96, getitem_294, getitem_295, add_98, getitem_299, getitem_300, add_99, getitem_304, getitem_305, sigmoid_3, sigmoid_2, sigmoid_1, sigmoid, view_7, view_14, relu, relu_4, relu_8, relu_12, relu_16, slice_1, slice_2, slice_12, slice_13, relu_37, relu_41, relu_45, relu_49, relu_53, mul_10, mul_24, primals_2, primals_6, primals_8, primals_12, primals_14, primals_18, primals_20, primals_24, primals_26, primals_30, primals_32, primals_36, primals_38, primals_42, primals_44, primals_48, primals_50, primals_54, primals_56, primals_60, primals_62, primals_66, primals_68, primals_72, primals_74, primals_78, primals_80, primals_84, primals_86, primals_90, primals_92, primals_96, primals_98, primals_102, primals_104, primals_108, primals_110, primals_114, primals_116, primals_120, primals_122, primals_124, primals_126, primals_128, primals_130, primals_132, primals_134, primals_136, primals_138, primals_140, primals_142, primals_144, primals_146, primals_148, primals_151, primals_155, primals_157, primals_161, primals_163, primals_167, primals_169, primals_173, primals_175, primals_179, primals_181, primals_185, primals_187, primals_191, primals_193, primals_197, primals_199, primals_203, primals_205, primals_209, primals_211, primals_215, primals_217, primals_221, primals_223, primals_227, primals_229, primals_233, primals_235, primals_239, primals_241, primals_245, primals_247, primals_251, primals_253, primals_257, primals_259, primals_263, primals_265, primals_269, primals_271, primals_273, primals_275, primals_277, div, convolution, getitem_1, getitem_2, getitem_3, getitem_4, relu, getitem_5, getitem_6, convolution_1, getitem_8, getitem_9, getitem_10, getitem_11, relu_1, convolution_2, getitem_13, getitem_14, getitem_15, getitem_16, relu_2, convolution_3, getitem_18, getitem_19, getitem_20, getitem_21, relu_3, convolution_4, getitem_23, getitem_24, getitem_25, getitem_26, relu_4, convolution_5, getitem_28, getitem_29, getitem_30, getitem_31, relu_5, convolution_6, getitem_33, getitem_34, getitem_35, getitem_36, convolution_7, getitem_38, getitem_39, getitem_40, getitem_41, relu_6, convolution_8, getitem_43, getitem_44, getitem_45, getitem_46, relu_7, convolution_9, getitem_48, getitem_49, getitem_50, getitem_51, relu_8, convolution_10, getitem_53, getitem_54, getitem_55, getitem_56, relu_9, convolution_11, getitem_58, getitem_59, getitem_60, getitem_61, convolution_12, getitem_63, getitem_64, getitem_65, getitem_66, relu_10, convolution_13, getitem_68, getitem_69, getitem_70, getitem_71, relu_11, convolution_14, getitem_73, getitem_74, getitem_75, getitem_76, relu_12, convolution_15, getitem_78, getitem_79, getitem_80, getitem_81, relu_13, convolution_16, getitem_83, getitem_84, getitem_85, getitem_86, convolution_17, getitem_88, getitem_89, getitem_90, getitem_91, relu_14, convolution_18, getitem_93, getitem_94, getitem_95, getitem_96, relu_15, convolution_19, getitem_98, getitem_99, getitem_100, getitem_101, relu_16, reflection_pad2d, unsqueeze, _to_copy_1, cat, reflection_pad2d_1, elu_1, reflection_pad2d_2, _to_copy_3, cat_1, reflection_pad2d_3, elu_3, reflection_pad2d_4, _to_copy_5, cat_2, reflection_pad2d_6, elu_5, reflection_pad2d_7, _to_copy_7, cat_3, reflection_pad2d_9, elu_7, reflection_pad2d_10, _to_copy_9, cat_4, reflection_pad2d_12, elu_9, reflection_pad2d_13, div_1, convolution_34, getitem_103, getitem_104, relu_17, getitem_107, getitem_108, convolution_35, getitem_110, getitem_111, relu_18, convolution_36, getitem_115, getitem_116, relu_19, convolution_37, getitem_120, getitem_121, relu_20, convolution_38, getitem_125, getitem_126, relu_21, convolution_39, getitem_130, getitem_131, relu_22, convolution_40, getitem_135, getitem_136, convolution_41, getitem_140, getitem_141, relu_23, convolution_42, getitem_145, getitem_146, relu_24, convolution_43, getitem_150, getitem_151, relu_25, convolution_44, getitem_155, getitem_156, relu_26, convolution_45, getitem_160, getitem_161, convolution_46, getitem_165, getitem_166, relu_27, convolution_47, getitem_170, getitem_171, relu_28, convolution_48, getitem_175, getitem_176, relu_29, convolution_49, getitem_180, getitem_181, relu_30, convolution_50, getitem_185, getitem_186, convolution_51, getitem_190, getitem_191, relu_31, convolution_52, getitem_195, getitem_196, relu_32, convolution_53, getitem_200, getitem_201, relu_33, cat_6, relu_35, relu_36, select, linalg_vector_norm, div_2, div_3, convolution_58, getitem_205, getitem_206, getitem_207, getitem_208, relu_37, getitem_209, getitem_210, convolution_59, getitem_212, getitem_213, getitem_214, getitem_215, relu_38, convolution_60, getitem_217, getitem_218, getitem_219, getitem_220, relu_39, convolution_61, getitem_222, getitem_223, getitem_224, getitem_225, relu_40, convolution_62, getitem_227, getitem_228, getitem_229, getitem_230, relu_41, convolution_63, getitem_232, getitem_233, getitem_234, getitem_235, relu_42, convolution_64, getitem_237, getitem_238, getitem_239, getitem_240, convolution_65, getitem_242, getitem_243, getitem_244, getitem_245, relu_43, convolution_66, getitem_247, getitem_248, getitem_249, getitem_250, relu_44, convolution_67, getitem_252, getitem_253, getitem_254, getitem_255, relu_45, convolution_68, getitem_257, getitem_258, getitem_259, getitem_260, relu_46, convolution_69, getitem_262, getitem_263, getitem_264, getitem_265, convolution_70, getitem_267, getitem_268, getitem_269, getitem_270, relu_47, convolution_71, getitem_272, getitem_273, getitem_274, getitem_275, relu_48, convolution_72, getitem_277, getitem_278, getitem_279, getitem_280, relu_49, convolution_73, getitem_282, getitem_283, getitem_284, getitem_285, relu_50, convolution_74, getitem_287, getitem_288, getitem_289, getitem_290, convolution_75, getitem_292, getitem_293, getitem_294, getitem_295, relu_51, convolution_76, getitem_297, getitem_298, getitem_299, getitem_300, relu_52, convolution_77, getitem_302, getitem_303, getitem_304, getitem_305, relu_53, cat_8, relu_55, relu_56, select_148, linalg_vector_norm_1, div_4, transpose_5, transpose_7, detach_76, transpose_10, transpose_12, detach_148, detach_217, detach_225, detach_226, detach_234, detach_235, detach_243, detach_244, detach_252, detach_260)
    