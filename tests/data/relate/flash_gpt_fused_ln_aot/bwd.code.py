


def forward(self, primals_1, primals_2, primals_4, primals_6, primals_8, primals_10, primals_12, primals_14, primals_16, primals_18, primals_20, primals_22, primals_24, primals_26, primals_28, embedding, arange, embedding_1, copy, copy_1, view_6, view_14, copy_3, copy_4, copy_5, view_23, addmm_2, view_25, copy_7, copy_8, copy_9, view_37, view_45, copy_11, copy_12, copy_13, view_57, addmm_6, view_59, copy_15, copy_16, copy_17, view_71, transpose, transpose_1, detach_2, transpose_2, transpose_3, transpose_4, transpose_5, detach_3, transpose_6, transpose_7, tangents_1):
    view_72 = torch.ops.aten.view.default(tangents_1, [24, 64]);  tangents_1 = None
    t_9 = torch.ops.aten.t.default(view_72)
    mm_1 = torch.ops.aten.mm.default(t_9, view_71);  t_9 = view_71 = None
    t_10 = torch.ops.aten.t.default(mm_1);  mm_1 = None
    t_8 = torch.ops.aten.t.default(primals_2);  primals_2 = None
    t_11 = torch.ops.aten.t.default(t_8);  t_8 = None
    mm_2 = torch.ops.aten.mm.default(view_72, t_11);  view_72 = t_11 = None
    view_73 = torch.ops.aten.view.default(mm_2, [2, 12, 32]);  mm_2 = None
    t_12 = torch.ops.aten.t.default(t_10);  t_10 = None
    view_74 = torch.ops.aten.view.default(view_73, [-1, 32]);  view_73 = None
    empty_14 = torch.ops.aten.empty.memory_format([24, 32], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    empty_15 = torch.ops.aten.empty.memory_format([8, 32], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    empty_16 = torch.ops.aten.empty.memory_format([8, 32], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    unsqueeze_24 = torch.ops.aten.unsqueeze.default(copy_16, 1);  copy_16 = None
    sub_10 = torch.ops.aten.sub.Tensor(copy_15, unsqueeze_24);  copy_15 = unsqueeze_24 = None
    unsqueeze_26 = torch.ops.aten.unsqueeze.default(copy_17, 1);  copy_17 = None
    mul_22 = torch.ops.aten.mul.Tensor(sub_10, unsqueeze_26);  sub_10 = None
    mul_23 = torch.ops.aten.mul.Tensor(primals_28, view_74);  primals_28 = None
    mul_24 = torch.ops.aten.mul.Tensor(mul_22, mul_23)
    sum_11 = torch.ops.aten.sum.dim_IntList(mul_24, [1], True);  mul_24 = None
    div_10 = torch.ops.aten.div.Tensor(sum_11, 32);  sum_11 = None
    sum_12 = torch.ops.aten.sum.dim_IntList(mul_23, [1], True)
    div_11 = torch.ops.aten.div.Tensor(sum_12, 32);  sum_12 = None
    mul_25 = torch.ops.aten.mul.Tensor(mul_22, div_10);  div_10 = None
    add_17 = torch.ops.aten.add.Tensor(mul_25, div_11);  mul_25 = div_11 = None
    sub_11 = torch.ops.aten.sub.Tensor(mul_23, add_17);  mul_23 = add_17 = None
    mul_26 = torch.ops.aten.mul.Tensor(sub_11, unsqueeze_26);  sub_11 = unsqueeze_26 = None
    copy_19 = torch.ops.aten.copy.default(empty_14, mul_26);  empty_14 = mul_26 = None
    mul_27 = torch.ops.aten.mul.Tensor(view_74, mul_22);  mul_22 = None
    view_75 = torch.ops.aten.view.default(mul_27, [8, 3, 32]);  mul_27 = None
    sum_13 = torch.ops.aten.sum.dim_IntList(view_75, [1]);  view_75 = None
    copy_20 = torch.ops.aten.copy.default(empty_15, sum_13);  empty_15 = sum_13 = None
    view_76 = torch.ops.aten.view.default(view_74, [8, 3, 32]);  view_74 = None
    sum_14 = torch.ops.aten.sum.dim_IntList(view_76, [1]);  view_76 = None
    copy_21 = torch.ops.aten.copy.default(empty_16, sum_14);  empty_16 = sum_14 = None
    sum_15 = torch.ops.aten.sum.dim_IntList(copy_20, [0]);  copy_20 = None
    sum_16 = torch.ops.aten.sum.dim_IntList(copy_21, [0]);  copy_21 = None
    t_7 = torch.ops.aten.t.default(primals_26);  primals_26 = None
    t_13 = torch.ops.aten.t.default(t_7);  t_7 = None
    view_81 = torch.ops.aten.view.default(copy_19, [2, 12, 32]);  copy_19 = None
    view_82 = torch.ops.aten.view.default(view_81, [24, 32])
    mm_3 = torch.ops.aten.mm.default(view_82, t_13);  t_13 = None
    t_15 = torch.ops.aten.t.default(view_82)
    mm_4 = torch.ops.aten.mm.default(t_15, view_59);  t_15 = view_59 = None
    t_16 = torch.ops.aten.t.default(mm_4);  mm_4 = None
    sum_17 = torch.ops.aten.sum.dim_IntList(view_82, [0], True);  view_82 = None
    view_85 = torch.ops.aten.view.default(sum_17, [32]);  sum_17 = None
    t_17 = torch.ops.aten.t.default(t_16);  t_16 = None
    view_86 = torch.ops.aten.view.default(mm_3, [2, 12, 128]);  mm_3 = None
    view_58 = torch.ops.aten.view.default(addmm_6, [2, 12, 128]);  addmm_6 = None
    gelu_backward = torch.ops.aten.gelu_backward.default(view_86, view_58, approximate = 'tanh');  view_86 = view_58 = None
    view_87 = torch.ops.aten.view.default(gelu_backward, [24, 128]);  gelu_backward = None
    t_6 = torch.ops.aten.t.default(primals_24);  primals_24 = None
    t_18 = torch.ops.aten.t.default(t_6);  t_6 = None
    mm_5 = torch.ops.aten.mm.default(view_87, t_18);  t_18 = None
    t_19 = torch.ops.aten.t.default(view_87)
    mm_6 = torch.ops.aten.mm.default(t_19, view_57);  t_19 = view_57 = None
    t_20 = torch.ops.aten.t.default(mm_6);  mm_6 = None
    sum_18 = torch.ops.aten.sum.dim_IntList(view_87, [0], True);  view_87 = None
    view_88 = torch.ops.aten.view.default(sum_18, [128]);  sum_18 = None
    t_21 = torch.ops.aten.t.default(t_20);  t_20 = None
    view_89 = torch.ops.aten.view.default(mm_5, [2, 12, 32]);  mm_5 = None
    view_90 = torch.ops.aten.view.default(view_89, [-1, 32]);  view_89 = None
    empty_17 = torch.ops.aten.empty.memory_format([24, 32], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    empty_18 = torch.ops.aten.empty.memory_format([8, 32], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    empty_19 = torch.ops.aten.empty.memory_format([8, 32], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    unsqueeze_30 = torch.ops.aten.unsqueeze.default(copy_12, 1);  copy_12 = None
    sub_12 = torch.ops.aten.sub.Tensor(copy_11, unsqueeze_30);  copy_11 = unsqueeze_30 = None
    unsqueeze_32 = torch.ops.aten.unsqueeze.default(copy_13, 1);  copy_13 = None
    mul_28 = torch.ops.aten.mul.Tensor(sub_12, unsqueeze_32);  sub_12 = None
    mul_29 = torch.ops.aten.mul.Tensor(primals_22, view_90);  primals_22 = None
    mul_30 = torch.ops.aten.mul.Tensor(mul_28, mul_29)
    sum_19 = torch.ops.aten.sum.dim_IntList(mul_30, [1], True);  mul_30 = None
    div_12 = torch.ops.aten.div.Tensor(sum_19, 32);  sum_19 = None
    sum_20 = torch.ops.aten.sum.dim_IntList(mul_29, [1], True)
    div_13 = torch.ops.aten.div.Tensor(sum_20, 32);  sum_20 = None
    mul_31 = torch.ops.aten.mul.Tensor(mul_28, div_12);  div_12 = None
    add_18 = torch.ops.aten.add.Tensor(mul_31, div_13);  mul_31 = div_13 = None
    sub_13 = torch.ops.aten.sub.Tensor(mul_29, add_18);  mul_29 = add_18 = None
    mul_32 = torch.ops.aten.mul.Tensor(sub_13, unsqueeze_32);  sub_13 = unsqueeze_32 = None
    view_94 = torch.ops.aten.view.default(view_81, [-1, 32]);  view_81 = None
    add_19 = torch.ops.aten.add.Tensor(mul_32, view_94);  mul_32 = view_94 = None
    copy_22 = torch.ops.aten.copy.default(empty_17, add_19);  empty_17 = add_19 = None
    mul_33 = torch.ops.aten.mul.Tensor(view_90, mul_28);  mul_28 = None
    view_95 = torch.ops.aten.view.default(mul_33, [8, 3, 32]);  mul_33 = None
    sum_21 = torch.ops.aten.sum.dim_IntList(view_95, [1]);  view_95 = None
    copy_23 = torch.ops.aten.copy.default(empty_18, sum_21);  empty_18 = sum_21 = None
    view_96 = torch.ops.aten.view.default(view_90, [8, 3, 32]);  view_90 = None
    sum_22 = torch.ops.aten.sum.dim_IntList(view_96, [1]);  view_96 = None
    copy_24 = torch.ops.aten.copy.default(empty_19, sum_22);  empty_19 = sum_22 = None
    sum_23 = torch.ops.aten.sum.dim_IntList(copy_23, [0]);  copy_23 = None
    sum_24 = torch.ops.aten.sum.dim_IntList(copy_24, [0]);  copy_24 = None
    t_5 = torch.ops.aten.t.default(primals_20);  primals_20 = None
    t_22 = torch.ops.aten.t.default(t_5);  t_5 = None
    view_101 = torch.ops.aten.view.default(copy_22, [2, 12, 32]);  copy_22 = None
    view_102 = torch.ops.aten.view.default(view_101, [24, 32])
    mm_7 = torch.ops.aten.mm.default(view_102, t_22);  t_22 = None
    t_24 = torch.ops.aten.t.default(view_102)
    mm_8 = torch.ops.aten.mm.default(t_24, view_45);  t_24 = view_45 = None
    t_25 = torch.ops.aten.t.default(mm_8);  mm_8 = None
    sum_25 = torch.ops.aten.sum.dim_IntList(view_102, [0], True);  view_102 = None
    view_105 = torch.ops.aten.view.default(sum_25, [32]);  sum_25 = None
    t_26 = torch.ops.aten.t.default(t_25);  t_25 = None
    view_106 = torch.ops.aten.view.default(mm_7, [2, 12, 32]);  mm_7 = None
    view_107 = torch.ops.aten.view.default(view_106, [2, 12, 2, 16]);  view_106 = None
    view_108 = torch.ops.aten.view.default(view_107, [2, 12, 2, 16, 1]);  view_107 = None
    permute_20 = torch.ops.aten.permute.default(view_108, [0, 2, 1, 4, 3]);  view_108 = None
    clone_10 = torch.ops.aten.clone.default(permute_20, memory_format = torch.contiguous_format);  permute_20 = None
    _unsafe_view_9 = torch.ops.aten._unsafe_view.default(clone_10, [4, 12, 16]);  clone_10 = None
    bmm_4 = torch.ops.aten.bmm.default(transpose, _unsafe_view_9);  transpose = None
    bmm_5 = torch.ops.aten.bmm.default(_unsafe_view_9, transpose_1);  _unsafe_view_9 = transpose_1 = None
    view_109 = torch.ops.aten.view.default(bmm_4, [2, 2, 12, 16, 1]);  bmm_4 = None
    permute_21 = torch.ops.aten.permute.default(view_109, [0, 4, 1, 3, 2]);  view_109 = None
    view_110 = torch.ops.aten.view.default(bmm_5, [2, 2, 12, 12, 1]);  bmm_5 = None
    permute_22 = torch.ops.aten.permute.default(view_110, [0, 2, 1, 4, 3]);  view_110 = None
    permute_23 = torch.ops.aten.permute.default(permute_21, [0, 4, 2, 3, 1]);  permute_21 = None
    squeeze = torch.ops.aten.squeeze.dim(permute_23, 4);  permute_23 = None
    permute_24 = torch.ops.aten.permute.default(permute_22, [0, 2, 1, 4, 3]);  permute_22 = None
    squeeze_1 = torch.ops.aten.squeeze.dim(permute_24, 4);  permute_24 = None
    _softmax_backward_data = torch.ops.aten._softmax_backward_data.default(squeeze_1, detach_2, -1, torch.float32);  squeeze_1 = detach_2 = None
    view_111 = torch.ops.aten.view.default(_softmax_backward_data, [2, 2, 12, 12, 1]);  _softmax_backward_data = None
    permute_25 = torch.ops.aten.permute.default(view_111, [0, 1, 2, 4, 3]);  view_111 = None
    view_112 = torch.ops.aten.view.default(permute_25, [4, 12, 12]);  permute_25 = None
    bmm_6 = torch.ops.aten.bmm.default(transpose_2, view_112);  transpose_2 = None
    bmm_7 = torch.ops.aten.bmm.default(view_112, transpose_3);  view_112 = transpose_3 = None
    view_113 = torch.ops.aten.view.default(bmm_6, [2, 2, 16, 12, 1]);  bmm_6 = None
    permute_26 = torch.ops.aten.permute.default(view_113, [0, 1, 4, 3, 2]);  view_113 = None
    view_114 = torch.ops.aten.view.default(bmm_7, [2, 2, 12, 16, 1]);  bmm_7 = None
    permute_27 = torch.ops.aten.permute.default(view_114, [0, 1, 2, 4, 3]);  view_114 = None
    permute_28 = torch.ops.aten.permute.default(permute_26, [0, 3, 1, 4, 2]);  permute_26 = None
    squeeze_2 = torch.ops.aten.squeeze.dim(permute_28, 4);  permute_28 = None
    permute_29 = torch.ops.aten.permute.default(permute_27, [0, 2, 1, 4, 3]);  permute_27 = None
    squeeze_3 = torch.ops.aten.squeeze.dim(permute_29, 4);  permute_29 = None
    mul_34 = torch.ops.aten.mul.Tensor(squeeze_2, 0.25);  squeeze_2 = None
    stack = torch.ops.aten.stack.default([squeeze_3, mul_34, squeeze], 2);  squeeze_3 = mul_34 = squeeze = None
    view_115 = torch.ops.aten.view.default(stack, [2, 12, 96]);  stack = None
    view_116 = torch.ops.aten.view.default(view_115, [24, 96]);  view_115 = None
    t_4 = torch.ops.aten.t.default(primals_18);  primals_18 = None
    t_27 = torch.ops.aten.t.default(t_4);  t_4 = None
    mm_9 = torch.ops.aten.mm.default(view_116, t_27);  t_27 = None
    t_28 = torch.ops.aten.t.default(view_116)
    mm_10 = torch.ops.aten.mm.default(t_28, view_37);  t_28 = view_37 = None
    t_29 = torch.ops.aten.t.default(mm_10);  mm_10 = None
    sum_26 = torch.ops.aten.sum.dim_IntList(view_116, [0], True);  view_116 = None
    view_117 = torch.ops.aten.view.default(sum_26, [96]);  sum_26 = None
    t_30 = torch.ops.aten.t.default(t_29);  t_29 = None
    view_118 = torch.ops.aten.view.default(mm_9, [2, 12, 32]);  mm_9 = None
    view_119 = torch.ops.aten.view.default(view_118, [-1, 32]);  view_118 = None
    empty_20 = torch.ops.aten.empty.memory_format([24, 32], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    empty_21 = torch.ops.aten.empty.memory_format([8, 32], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    empty_22 = torch.ops.aten.empty.memory_format([8, 32], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    unsqueeze_36 = torch.ops.aten.unsqueeze.default(copy_8, 1);  copy_8 = None
    sub_14 = torch.ops.aten.sub.Tensor(copy_7, unsqueeze_36);  copy_7 = unsqueeze_36 = None
    unsqueeze_38 = torch.ops.aten.unsqueeze.default(copy_9, 1);  copy_9 = None
    mul_35 = torch.ops.aten.mul.Tensor(sub_14, unsqueeze_38);  sub_14 = None
    mul_36 = torch.ops.aten.mul.Tensor(primals_16, view_119);  primals_16 = None
    mul_37 = torch.ops.aten.mul.Tensor(mul_35, mul_36)
    sum_27 = torch.ops.aten.sum.dim_IntList(mul_37, [1], True);  mul_37 = None
    div_14 = torch.ops.aten.div.Tensor(sum_27, 32);  sum_27 = None
    sum_28 = torch.ops.aten.sum.dim_IntList(mul_36, [1], True)
    div_15 = torch.ops.aten.div.Tensor(sum_28, 32);  sum_28 = None
    mul_38 = torch.ops.aten.mul.Tensor(mul_35, div_14);  div_14 = None
    add_20 = torch.ops.aten.add.Tensor(mul_38, div_15);  mul_38 = div_15 = None
    sub_15 = torch.ops.aten.sub.Tensor(mul_36, add_20);  mul_36 = add_20 = None
    mul_39 = torch.ops.aten.mul.Tensor(sub_15, unsqueeze_38);  sub_15 = unsqueeze_38 = None
    view_123 = torch.ops.aten.view.default(view_101, [-1, 32]);  view_101 = None
    add_21 = torch.ops.aten.add.Tensor(mul_39, view_123);  mul_39 = view_123 = None
    copy_25 = torch.ops.aten.copy.default(empty_20, add_21);  empty_20 = add_21 = None
    mul_40 = torch.ops.aten.mul.Tensor(view_119, mul_35);  mul_35 = None
    view_124 = torch.ops.aten.view.default(mul_40, [8, 3, 32]);  mul_40 = None
    sum_29 = torch.ops.aten.sum.dim_IntList(view_124, [1]);  view_124 = None
    copy_26 = torch.ops.aten.copy.default(empty_21, sum_29);  empty_21 = sum_29 = None
    view_125 = torch.ops.aten.view.default(view_119, [8, 3, 32]);  view_119 = None
    sum_30 = torch.ops.aten.sum.dim_IntList(view_125, [1]);  view_125 = None
    copy_27 = torch.ops.aten.copy.default(empty_22, sum_30);  empty_22 = sum_30 = None
    sum_31 = torch.ops.aten.sum.dim_IntList(copy_26, [0]);  copy_26 = None
    sum_32 = torch.ops.aten.sum.dim_IntList(copy_27, [0]);  copy_27 = None
    t_3 = torch.ops.aten.t.default(primals_14);  primals_14 = None
    t_31 = torch.ops.aten.t.default(t_3);  t_3 = None
    view_130 = torch.ops.aten.view.default(copy_25, [2, 12, 32]);  copy_25 = None
    view_131 = torch.ops.aten.view.default(view_130, [24, 32])
    mm_11 = torch.ops.aten.mm.default(view_131, t_31);  t_31 = None
    t_33 = torch.ops.aten.t.default(view_131)
    mm_12 = torch.ops.aten.mm.default(t_33, view_25);  t_33 = view_25 = None
    t_34 = torch.ops.aten.t.default(mm_12);  mm_12 = None
    sum_33 = torch.ops.aten.sum.dim_IntList(view_131, [0], True);  view_131 = None
    view_134 = torch.ops.aten.view.default(sum_33, [32]);  sum_33 = None
    t_35 = torch.ops.aten.t.default(t_34);  t_34 = None
    view_135 = torch.ops.aten.view.default(mm_11, [2, 12, 128]);  mm_11 = None
    view_24 = torch.ops.aten.view.default(addmm_2, [2, 12, 128]);  addmm_2 = None
    gelu_backward_1 = torch.ops.aten.gelu_backward.default(view_135, view_24, approximate = 'tanh');  view_135 = view_24 = None
    view_136 = torch.ops.aten.view.default(gelu_backward_1, [24, 128]);  gelu_backward_1 = None
    t_2 = torch.ops.aten.t.default(primals_12);  primals_12 = None
    t_36 = torch.ops.aten.t.default(t_2);  t_2 = None
    mm_13 = torch.ops.aten.mm.default(view_136, t_36);  t_36 = None
    t_37 = torch.ops.aten.t.default(view_136)
    mm_14 = torch.ops.aten.mm.default(t_37, view_23);  t_37 = view_23 = None
    t_38 = torch.ops.aten.t.default(mm_14);  mm_14 = None
    sum_34 = torch.ops.aten.sum.dim_IntList(view_136, [0], True);  view_136 = None
    view_137 = torch.ops.aten.view.default(sum_34, [128]);  sum_34 = None
    t_39 = torch.ops.aten.t.default(t_38);  t_38 = None
    view_138 = torch.ops.aten.view.default(mm_13, [2, 12, 32]);  mm_13 = None
    view_139 = torch.ops.aten.view.default(view_138, [-1, 32]);  view_138 = None
    empty_23 = torch.ops.aten.empty.memory_format([24, 32], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    empty_24 = torch.ops.aten.empty.memory_format([8, 32], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    empty_25 = torch.ops.aten.empty.memory_format([8, 32], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    unsqueeze_42 = torch.ops.aten.unsqueeze.default(copy_4, 1);  copy_4 = None
    sub_16 = torch.ops.aten.sub.Tensor(copy_3, unsqueeze_42);  copy_3 = unsqueeze_42 = None
    unsqueeze_44 = torch.ops.aten.unsqueeze.default(copy_5, 1);  copy_5 = None
    mul_41 = torch.ops.aten.mul.Tensor(sub_16, unsqueeze_44);  sub_16 = None
    mul_42 = torch.ops.aten.mul.Tensor(primals_10, view_139);  primals_10 = None
    mul_43 = torch.ops.aten.mul.Tensor(mul_41, mul_42)
    sum_35 = torch.ops.aten.sum.dim_IntList(mul_43, [1], True);  mul_43 = None
    div_16 = torch.ops.aten.div.Tensor(sum_35, 32);  sum_35 = None
    sum_36 = torch.ops.aten.sum.dim_IntList(mul_42, [1], True)
    div_17 = torch.ops.aten.div.Tensor(sum_36, 32);  sum_36 = None
    mul_44 = torch.ops.aten.mul.Tensor(mul_41, div_16);  div_16 = None
    add_22 = torch.ops.aten.add.Tensor(mul_44, div_17);  mul_44 = div_17 = None
    sub_17 = torch.ops.aten.sub.Tensor(mul_42, add_22);  mul_42 = add_22 = None
    mul_45 = torch.ops.aten.mul.Tensor(sub_17, unsqueeze_44);  sub_17 = unsqueeze_44 = None
    view_143 = torch.ops.aten.view.default(view_130, [-1, 32]);  view_130 = None
    add_23 = torch.ops.aten.add.Tensor(mul_45, view_143);  mul_45 = view_143 = None
    copy_28 = torch.ops.aten.copy.default(empty_23, add_23);  empty_23 = add_23 = None
    mul_46 = torch.ops.aten.mul.Tensor(view_139, mul_41);  mul_41 = None
    view_144 = torch.ops.aten.view.default(mul_46, [8, 3, 32]);  mul_46 = None
    sum_37 = torch.ops.aten.sum.dim_IntList(view_144, [1]);  view_144 = None
    copy_29 = torch.ops.aten.copy.default(empty_24, sum_37);  empty_24 = sum_37 = None
    view_145 = torch.ops.aten.view.default(view_139, [8, 3, 32]);  view_139 = None
    sum_38 = torch.ops.aten.sum.dim_IntList(view_145, [1]);  view_145 = None
    copy_30 = torch.ops.aten.copy.default(empty_25, sum_38);  empty_25 = sum_38 = None
    sum_39 = torch.ops.aten.sum.dim_IntList(copy_29, [0]);  copy_29 = None
    sum_40 = torch.ops.aten.sum.dim_IntList(copy_30, [0]);  copy_30 = None
    t_1 = torch.ops.aten.t.default(primals_8);  primals_8 = None
    t_40 = torch.ops.aten.t.default(t_1);  t_1 = None
    view_150 = torch.ops.aten.view.default(copy_28, [2, 12, 32]);  copy_28 = None
    view_151 = torch.ops.aten.view.default(view_150, [24, 32])
    mm_15 = torch.ops.aten.mm.default(view_151, t_40);  t_40 = None
    t_42 = torch.ops.aten.t.default(view_151)
    mm_16 = torch.ops.aten.mm.default(t_42, view_14);  t_42 = view_14 = None
    t_43 = torch.ops.aten.t.default(mm_16);  mm_16 = None
    sum_41 = torch.ops.aten.sum.dim_IntList(view_151, [0], True);  view_151 = None
    view_154 = torch.ops.aten.view.default(sum_41, [32]);  sum_41 = None
    t_44 = torch.ops.aten.t.default(t_43);  t_43 = None
    view_155 = torch.ops.aten.view.default(mm_15, [2, 12, 32]);  mm_15 = None
    view_156 = torch.ops.aten.view.default(view_155, [2, 12, 2, 16]);  view_155 = None
    view_157 = torch.ops.aten.view.default(view_156, [2, 12, 2, 16, 1]);  view_156 = None
    permute_30 = torch.ops.aten.permute.default(view_157, [0, 2, 1, 4, 3]);  view_157 = None
    clone_11 = torch.ops.aten.clone.default(permute_30, memory_format = torch.contiguous_format);  permute_30 = None
    _unsafe_view_10 = torch.ops.aten._unsafe_view.default(clone_11, [4, 12, 16]);  clone_11 = None
    bmm_8 = torch.ops.aten.bmm.default(transpose_4, _unsafe_view_10);  transpose_4 = None
    bmm_9 = torch.ops.aten.bmm.default(_unsafe_view_10, transpose_5);  _unsafe_view_10 = transpose_5 = None
    view_158 = torch.ops.aten.view.default(bmm_8, [2, 2, 12, 16, 1]);  bmm_8 = None
    permute_31 = torch.ops.aten.permute.default(view_158, [0, 4, 1, 3, 2]);  view_158 = None
    view_159 = torch.ops.aten.view.default(bmm_9, [2, 2, 12, 12, 1]);  bmm_9 = None
    permute_32 = torch.ops.aten.permute.default(view_159, [0, 2, 1, 4, 3]);  view_159 = None
    permute_33 = torch.ops.aten.permute.default(permute_31, [0, 4, 2, 3, 1]);  permute_31 = None
    squeeze_4 = torch.ops.aten.squeeze.dim(permute_33, 4);  permute_33 = None
    permute_34 = torch.ops.aten.permute.default(permute_32, [0, 2, 1, 4, 3]);  permute_32 = None
    squeeze_5 = torch.ops.aten.squeeze.dim(permute_34, 4);  permute_34 = None
    _softmax_backward_data_1 = torch.ops.aten._softmax_backward_data.default(squeeze_5, detach_3, -1, torch.float32);  squeeze_5 = detach_3 = None
    view_160 = torch.ops.aten.view.default(_softmax_backward_data_1, [2, 2, 12, 12, 1]);  _softmax_backward_data_1 = None
    permute_35 = torch.ops.aten.permute.default(view_160, [0, 1, 2, 4, 3]);  view_160 = None
    view_161 = torch.ops.aten.view.default(permute_35, [4, 12, 12]);  permute_35 = None
    bmm_10 = torch.ops.aten.bmm.default(transpose_6, view_161);  transpose_6 = None
    bmm_11 = torch.ops.aten.bmm.default(view_161, transpose_7);  view_161 = transpose_7 = None
    view_162 = torch.ops.aten.view.default(bmm_10, [2, 2, 16, 12, 1]);  bmm_10 = None
    permute_36 = torch.ops.aten.permute.default(view_162, [0, 1, 4, 3, 2]);  view_162 = None
    view_163 = torch.ops.aten.view.default(bmm_11, [2, 2, 12, 16, 1]);  bmm_11 = None
    permute_37 = torch.ops.aten.permute.default(view_163, [0, 1, 2, 4, 3]);  view_163 = None
    permute_38 = torch.ops.aten.permute.default(permute_36, [0, 3, 1, 4, 2]);  permute_36 = None
    squeeze_6 = torch.ops.aten.squeeze.dim(permute_38, 4);  permute_38 = None
    permute_39 = torch.ops.aten.permute.default(permute_37, [0, 2, 1, 4, 3]);  permute_37 = None
    squeeze_7 = torch.ops.aten.squeeze.dim(permute_39, 4);  permute_39 = None
    mul_47 = torch.ops.aten.mul.Tensor(squeeze_6, 0.25);  squeeze_6 = None
    stack_1 = torch.ops.aten.stack.default([squeeze_7, mul_47, squeeze_4], 2);  squeeze_7 = mul_47 = squeeze_4 = None
    view_164 = torch.ops.aten.view.default(stack_1, [2, 12, 96]);  stack_1 = None
    view_165 = torch.ops.aten.view.default(view_164, [24, 96]);  view_164 = None
    t = torch.ops.aten.t.default(primals_6);  primals_6 = None
    t_45 = torch.ops.aten.t.default(t);  t = None
    mm_17 = torch.ops.aten.mm.default(view_165, t_45);  t_45 = None
    t_46 = torch.ops.aten.t.default(view_165)
    mm_18 = torch.ops.aten.mm.default(t_46, view_6);  t_46 = view_6 = None
    t_47 = torch.ops.aten.t.default(mm_18);  mm_18 = None
    sum_42 = torch.ops.aten.sum.dim_IntList(view_165, [0], True);  view_165 = None
    view_166 = torch.ops.aten.view.default(sum_42, [96]);  sum_42 = None
    t_48 = torch.ops.aten.t.default(t_47);  t_47 = None
    view_167 = torch.ops.aten.view.default(mm_17, [2, 12, 32]);  mm_17 = None
    view_168 = torch.ops.aten.view.default(view_167, [-1, 32]);  view_167 = None
    empty_26 = torch.ops.aten.empty.memory_format([24, 32], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    empty_27 = torch.ops.aten.empty.memory_format([8, 32], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    empty_28 = torch.ops.aten.empty.memory_format([8, 32], dtype = torch.float32, device = device(type='cpu'), pin_memory = False)
    unsqueeze_48 = torch.ops.aten.unsqueeze.default(copy, 1);  copy = None
    add = torch.ops.aten.add.Tensor(embedding, embedding_1);  embedding = embedding_1 = None
    view = torch.ops.aten.view.default(add, [-1, 32]);  add = None
    sub_18 = torch.ops.aten.sub.Tensor(view, unsqueeze_48);  view = unsqueeze_48 = None
    unsqueeze_50 = torch.ops.aten.unsqueeze.default(copy_1, 1);  copy_1 = None
    mul_48 = torch.ops.aten.mul.Tensor(sub_18, unsqueeze_50);  sub_18 = None
    mul_49 = torch.ops.aten.mul.Tensor(primals_4, view_168);  primals_4 = None
    mul_50 = torch.ops.aten.mul.Tensor(mul_48, mul_49)
    sum_43 = torch.ops.aten.sum.dim_IntList(mul_50, [1], True);  mul_50 = None
    div_18 = torch.ops.aten.div.Tensor(sum_43, 32);  sum_43 = None
    sum_44 = torch.ops.aten.sum.dim_IntList(mul_49, [1], True)
    div_19 = torch.ops.aten.div.Tensor(sum_44, 32);  sum_44 = None
    mul_51 = torch.ops.aten.mul.Tensor(mul_48, div_18);  div_18 = None
    add_24 = torch.ops.aten.add.Tensor(mul_51, div_19);  mul_51 = div_19 = None
    sub_19 = torch.ops.aten.sub.Tensor(mul_49, add_24);  mul_49 = add_24 = None
    mul_52 = torch.ops.aten.mul.Tensor(sub_19, unsqueeze_50);  sub_19 = unsqueeze_50 = None
    view_172 = torch.ops.aten.view.default(view_150, [-1, 32]);  view_150 = None
    add_25 = torch.ops.aten.add.Tensor(mul_52, view_172);  mul_52 = view_172 = None
    copy_31 = torch.ops.aten.copy.default(empty_26, add_25);  empty_26 = add_25 = None
    mul_53 = torch.ops.aten.mul.Tensor(view_168, mul_48);  mul_48 = None
    view_173 = torch.ops.aten.view.default(mul_53, [8, 3, 32]);  mul_53 = None
    sum_45 = torch.ops.aten.sum.dim_IntList(view_173, [1]);  view_173 = None
    copy_32 = torch.ops.aten.copy.default(empty_27, sum_45);  empty_27 = sum_45 = None
    view_174 = torch.ops.aten.view.default(view_168, [8, 3, 32]);  view_168 = None
    sum_46 = torch.ops.aten.sum.dim_IntList(view_174, [1]);  view_174 = None
    copy_33 = torch.ops.aten.copy.default(empty_28, sum_46);  empty_28 = sum_46 = None
    sum_47 = torch.ops.aten.sum.dim_IntList(copy_32, [0]);  copy_32 = None
    sum_48 = torch.ops.aten.sum.dim_IntList(copy_33, [0]);  copy_33 = None
    view_176 = torch.ops.aten.view.default(copy_31, [2, 12, 32]);  copy_31 = None
    sum_49 = torch.ops.aten.sum.dim_IntList(view_176, [0], True)
    view_177 = torch.ops.aten.view.default(sum_49, [12, 32]);  sum_49 = None
    embedding_dense_backward = torch.ops.aten.embedding_dense_backward.default(view_177, arange, 16, -1, False);  view_177 = arange = None
    embedding_dense_backward_1 = torch.ops.aten.embedding_dense_backward.default(view_176, primals_1, 64, -1, False);  view_176 = primals_1 = None
    add_26 = torch.ops.aten.add.Tensor(t_12, embedding_dense_backward_1);  t_12 = embedding_dense_backward_1 = None
    return (None, add_26, embedding_dense_backward, sum_47, sum_48, t_48, view_166, t_44, view_154, sum_39, sum_40, t_39, view_137, t_35, view_134, sum_31, sum_32, t_30, view_117, t_26, view_105, sum_23, sum_24, t_21, view_88, t_17, view_85, sum_15, sum_16)
    