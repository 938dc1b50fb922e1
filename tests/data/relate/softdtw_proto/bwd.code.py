


def forward(self, loss_1):
    ones_like = torch.ops.aten.ones_like.default(loss_1, pin_memory = False, memory_format = torch.preserve_format);  loss_1 = None
    _tensor_constant0 = self._tensor_constant0
    _tensor_constant1 = self._tensor_constant1
    _tensor_constant2 = self._tensor_constant2
    nll_loss_backward = torch.ops.aten.nll_loss_backward.default(ones_like, _tensor_constant0, _tensor_constant1, None, 1, -100, _tensor_constant2);  ones_like = _tensor_constant0 = _tensor_constant1 = _tensor_constant2 = None
    _tensor_constant3 = self._tensor_constant3
    detach = torch.ops.aten.detach.default(_tensor_constant3);  _tensor_constant3 = None
    _log_softmax_backward_data = torch.ops.aten._log_softmax_backward_data.default(nll_loss_backward, detach, 1, torch.float32);  nll_loss_backward = detach = None
    div = torch.ops.aten.div.Tensor(_log_softmax_backward_data, 4.0);  _log_softmax_backward_data = None
    neg = torch.ops.aten.neg.default(div);  div = None
    view = torch.ops.aten.view.default(neg, [12]);  neg = None
    _tensor_constant4 = self._tensor_constant4
    new_zeros = torch.ops.aten.new_zeros.default(_tensor_constant4, [12, 10, 7], pin_memory = False);  _tensor_constant4 = None
    slice_1 = torch.ops.aten.slice.Tensor(new_zeros, 1, 1, 9)
    slice_2 = torch.ops.aten.slice.Tensor(slice_1, 2, 1, 6);  slice_1 = None
    _tensor_constant4_1 = self._tensor_constant4
    copy_ = torch.ops.aten.copy_.default(slice_2, _tensor_constant4_1);  slice_2 = _tensor_constant4_1 = copy_ = None
    _tensor_constant4_2 = self._tensor_constant4
    new_zeros_1 = torch.ops.aten.new_zeros.default(_tensor_constant4_2, [12, 10, 7], pin_memory = False);  _tensor_constant4_2 = None
    _tensor_constant5 = self._tensor_constant5
    lift_fresh_copy = torch.ops.aten.lift_fresh_copy.default(_tensor_constant5);  _tensor_constant5 = None
    select = torch.ops.aten.select.int(new_zeros_1, 1, -1)
    select_1 = torch.ops.aten.select.int(select, 1, -1);  select = None
    fill_ = torch.ops.aten.fill_.Tensor(select_1, lift_fresh_copy);  select_1 = lift_fresh_copy = fill_ = None
    _tensor_constant6 = self._tensor_constant6
    clone = torch.ops.aten.clone.default(_tensor_constant6);  _tensor_constant6 = None
    _tensor_constant7 = self._tensor_constant7
    lift_fresh_copy_1 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant7);  _tensor_constant7 = None
    select_2 = torch.ops.aten.select.int(clone, 2, -1)
    fill__1 = torch.ops.aten.fill_.Tensor(select_2, lift_fresh_copy_1);  select_2 = lift_fresh_copy_1 = fill__1 = None
    _tensor_constant8 = self._tensor_constant8
    lift_fresh_copy_2 = torch.ops.aten.lift_fresh_copy.default(_tensor_constant8);  _tensor_constant8 = None
    select_3 = torch.ops.aten.select.int(clone, 1, -1)
    fill__2 = torch.ops.aten.fill_.Tensor(select_3, lift_fresh_copy_2);  select_3 = lift_fresh_copy_2 = fill__2 = None
    select_4 = torch.ops.aten.select.int(clone, 1, -2)
    select_5 = torch.ops.aten.select.int(select_4, 1, -2);  select_4 = None
    select_6 = torch.ops.aten.select.int(clone, 1, -1)
    select_7 = torch.ops.aten.select.int(select_6, 1, -1);  select_6 = None
    copy__1 = torch.ops.aten.copy_.default(select_7, select_5);  select_7 = select_5 = copy__1 = None
    select_8 = torch.ops.aten.select.int(clone, 1, 9)
    select_9 = torch.ops.aten.select.int(select_8, 1, 5);  select_8 = None
    select_10 = torch.ops.aten.select.int(clone, 1, 8)
    select_11 = torch.ops.aten.select.int(select_10, 1, 5);  select_10 = None
    sub = torch.ops.aten.sub.Tensor(select_9, select_11);  select_9 = select_11 = None
    select_12 = torch.ops.aten.select.int(new_zeros, 1, 9)
    select_13 = torch.ops.aten.select.int(select_12, 1, 5);  select_12 = None
    sub_1 = torch.ops.aten.sub.Tensor(sub, select_13);  sub = select_13 = None
    div_1 = torch.ops.aten.div.Tensor(sub_1, 0.5);  sub_1 = None
    exp = torch.ops.aten.exp.default(div_1);  div_1 = None
    select_14 = torch.ops.aten.select.int(clone, 1, 8)
    select_15 = torch.ops.aten.select.int(select_14, 1, 6);  select_14 = None
    select_16 = torch.ops.aten.select.int(clone, 1, 8)
    select_17 = torch.ops.aten.select.int(select_16, 1, 5);  select_16 = None
    sub_2 = torch.ops.aten.sub.Tensor(select_15, select_17);  select_15 = select_17 = None
    select_18 = torch.ops.aten.select.int(new_zeros, 1, 8)
    select_19 = torch.ops.aten.select.int(select_18, 1, 6);  select_18 = None
    sub_3 = torch.ops.aten.sub.Tensor(sub_2, select_19);  sub_2 = select_19 = None
    div_2 = torch.ops.aten.div.Tensor(sub_3, 0.5);  sub_3 = None
    exp_1 = torch.ops.aten.exp.default(div_2);  div_2 = None
    select_20 = torch.ops.aten.select.int(clone, 1, 9)
    select_21 = torch.ops.aten.select.int(select_20, 1, 6);  select_20 = None
    select_22 = torch.ops.aten.select.int(clone, 1, 8)
    select_23 = torch.ops.aten.select.int(select_22, 1, 5);  select_22 = None
    sub_4 = torch.ops.aten.sub.Tensor(select_21, select_23);  select_21 = select_23 = None
    select_24 = torch.ops.aten.select.int(new_zeros, 1, 9)
    select_25 = torch.ops.aten.select.int(select_24, 1, 6);  select_24 = None
    sub_5 = torch.ops.aten.sub.Tensor(sub_4, select_25);  sub_4 = select_25 = None
    div_3 = torch.ops.aten.div.Tensor(sub_5, 0.5);  sub_5 = None
    exp_2 = torch.ops.aten.exp.default(div_3);  div_3 = None
    select_26 = torch.ops.aten.select.int(new_zeros_1, 1, 9)
    select_27 = torch.ops.aten.select.int(select_26, 1, 5);  select_26 = None
    mul = torch.ops.aten.mul.Tensor(select_27, exp);  select_27 = exp = None
    select_28 = torch.ops.aten.select.int(new_zeros_1, 1, 8)
    select_29 = torch.ops.aten.select.int(select_28, 1, 6);  select_28 = None
    mul_1 = torch.ops.aten.mul.Tensor(select_29, exp_1);  select_29 = exp_1 = None
    add = torch.ops.aten.add.Tensor(mul, mul_1);  mul = mul_1 = None
    select_30 = torch.ops.aten.select.int(new_zeros_1, 1, 9)
    select_31 = torch.ops.aten.select.int(select_30, 1, 6);  select_30 = None
    mul_2 = torch.ops.aten.mul.Tensor(select_31, exp_2);  select_31 = exp_2 = None
    add_1 = torch.ops.aten.add.Tensor(add, mul_2);  add = mul_2 = None
    select_32 = torch.ops.aten.select.int(new_zeros_1, 1, 8)
    select_33 = torch.ops.aten.select.int(select_32, 1, 5);  select_32 = None
    copy__2 = torch.ops.aten.copy_.default(select_33, add_1);  select_33 = add_1 = copy__2 = None
    select_34 = torch.ops.aten.select.int(clone, 1, 8)
    select_35 = torch.ops.aten.select.int(select_34, 1, 5);  select_34 = None
    select_36 = torch.ops.aten.select.int(clone, 1, 7)
    select_37 = torch.ops.aten.select.int(select_36, 1, 5);  select_36 = None
    sub_6 = torch.ops.aten.sub.Tensor(select_35, select_37);  select_35 = select_37 = None
    select_38 = torch.ops.aten.select.int(new_zeros, 1, 8)
    select_39 = torch.ops.aten.select.int(select_38, 1, 5);  select_38 = None
    sub_7 = torch.ops.aten.sub.Tensor(sub_6, select_39);  sub_6 = select_39 = None
    div_4 = torch.ops.aten.div.Tensor(sub_7, 0.5);  sub_7 = None
    exp_3 = torch.ops.aten.exp.default(div_4);  div_4 = None
    select_40 = torch.ops.aten.select.int(clone, 1, 7)
    select_41 = torch.ops.aten.select.int(select_40, 1, 6);  select_40 = None
    select_42 = torch.ops.aten.select.int(clone, 1, 7)
    select_43 = torch.ops.aten.select.int(select_42, 1, 5);  select_42 = None
    sub_8 = torch.ops.aten.sub.Tensor(select_41, select_43);  select_41 = select_43 = None
    select_44 = torch.ops.aten.select.int(new_zeros, 1, 7)
    select_45 = torch.ops.aten.select.int(select_44, 1, 6);  select_44 = None
    sub_9 = torch.ops.aten.sub.Tensor(sub_8, select_45);  sub_8 = select_45 = None
    div_5 = torch.ops.aten.div.Tensor(sub_9, 0.5);  sub_9 = None
    exp_4 = torch.ops.aten.exp.default(div_5);  div_5 = None
    select_46 = torch.ops.aten.select.int(clone, 1, 8)
    select_47 = torch.ops.aten.select.int(select_46, 1, 6);  select_46 = None
    select_48 = torch.ops.aten.select.int(clone, 1, 7)
    select_49 = torch.ops.aten.select.int(select_48, 1, 5);  select_48 = None
    sub_10 = torch.ops.aten.sub.Tensor(select_47, select_49);  select_47 = select_49 = None
    select_50 = torch.ops.aten.select.int(new_zeros, 1, 8)
    select_51 = torch.ops.aten.select.int(select_50, 1, 6);  select_50 = None
    sub_11 = torch.ops.aten.sub.Tensor(sub_10, select_51);  sub_10 = select_51 = None
    div_6 = torch.ops.aten.div.Tensor(sub_11, 0.5);  sub_11 = None
    exp_5 = torch.ops.aten.exp.default(div_6);  div_6 = None
    select_52 = torch.ops.aten.select.int(new_zeros_1, 1, 8)
    select_53 = torch.ops.aten.select.int(select_52, 1, 5);  select_52 = None
    mul_3 = torch.ops.aten.mul.Tensor(select_53, exp_3);  select_53 = exp_3 = None
    select_54 = torch.ops.aten.select.int(new_zeros_1, 1, 7)
    select_55 = torch.ops.aten.select.int(select_54, 1, 6);  select_54 = None
    mul_4 = torch.ops.aten.mul.Tensor(select_55, exp_4);  select_55 = exp_4 = None
    add_2 = torch.ops.aten.add.Tensor(mul_3, mul_4);  mul_3 = mul_4 = None
    select_56 = torch.ops.aten.select.int(new_zeros_1, 1, 8)
    select_57 = torch.ops.aten.select.int(select_56, 1, 6);  select_56 = None
    mul_5 = torch.ops.aten.mul.Tensor(select_57, exp_5);  select_57 = exp_5 = None
    add_3 = torch.ops.aten.add.Tensor(add_2, mul_5);  add_2 = mul_5 = None
    select_58 = torch.ops.aten.select.int(new_zeros_1, 1, 7)
    select_59 = torch.ops.aten.select.int(select_58, 1, 5);  select_58 = None
    copy__3 = torch.ops.aten.copy_.default(select_59, add_3);  select_59 = add_3 = copy__3 = None
    select_60 = torch.ops.aten.select.int(clone, 1, 7)
    select_61 = torch.ops.aten.select.int(select_60, 1, 5);  select_60 = None
    select_62 = torch.ops.aten.select.int(clone, 1, 6)
    select_63 = torch.ops.aten.select.int(select_62, 1, 5);  select_62 = None
    sub_12 = torch.ops.aten.sub.Tensor(select_61, select_63);  select_61 = select_63 = None
    select_64 = torch.ops.aten.select.int(new_zeros, 1, 7)
    select_65 = torch.ops.aten.select.int(select_64, 1, 5);  select_64 = None
    sub_13 = torch.ops.aten.sub.Tensor(sub_12, select_65);  sub_12 = select_65 = None
    div_7 = torch.ops.aten.div.Tensor(sub_13, 0.5);  sub_13 = None
    exp_6 = torch.ops.aten.exp.default(div_7);  div_7 = None
    select_66 = torch.ops.aten.select.int(clone, 1, 6)
    select_67 = torch.ops.aten.select.int(select_66, 1, 6);  select_66 = None
    select_68 = torch.ops.aten.select.int(clone, 1, 6)
    select_69 = torch.ops.aten.select.int(select_68, 1, 5);  select_68 = None
    sub_14 = torch.ops.aten.sub.Tensor(select_67, select_69);  select_67 = select_69 = None
    select_70 = torch.ops.aten.select.int(new_zeros, 1, 6)
    select_71 = torch.ops.aten.select.int(select_70, 1, 6);  select_70 = None
    sub_15 = torch.ops.aten.sub.Tensor(sub_14, select_71);  sub_14 = select_71 = None
    div_8 = torch.ops.aten.div.Tensor(sub_15, 0.5);  sub_15 = None
    exp_7 = torch.ops.aten.exp.default(div_8);  div_8 = None
    select_72 = torch.ops.aten.select.int(clone, 1, 7)
    select_73 = torch.ops.aten.select.int(select_72, 1, 6);  select_72 = None
    select_74 = torch.ops.aten.select.int(clone, 1, 6)
    select_75 = torch.ops.aten.select.int(select_74, 1, 5);  select_74 = None
    sub_16 = torch.ops.aten.sub.Tensor(select_73, select_75);  select_73 = select_75 = None
    select_76 = torch.ops.aten.select.int(new_zeros, 1, 7)
    select_77 = torch.ops.aten.select.int(select_76, 1, 6);  select_76 = None
    sub_17 = torch.ops.aten.sub.Tensor(sub_16, select_77);  sub_16 = select_77 = None
    div_9 = torch.ops.aten.div.Tensor(sub_17, 0.5);  sub_17 = None
    exp_8 = torch.ops.aten.exp.default(div_9);  div_9 = None
    select_78 = torch.ops.aten.select.int(new_zeros_1, 1, 7)
    select_79 = torch.ops.aten.select.int(select_78, 1, 5);  select_78 = None
    mul_6 = torch.ops.aten.mul.Tensor(select_79, exp_6);  select_79 = exp_6 = None
    select_80 = torch.ops.aten.select.int(new_zeros_1, 1, 6)
    select_81 = torch.ops.aten.select.int(select_80, 1, 6);  select_80 = None
    mul_7 = torch.ops.aten.mul.Tensor(select_81, exp_7);  select_81 = exp_7 = None
    add_4 = torch.ops.aten.add.Tensor(mul_6, mul_7);  mul_6 = mul_7 = None
    select_82 = torch.ops.aten.select.int(new_zeros_1, 1, 7)
    select_83 = torch.ops.aten.select.int(select_82, 1, 6);  select_82 = None
    mul_8 = torch.ops.aten.mul.Tensor(select_83, exp_8);  select_83 = exp_8 = None
    add_5 = torch.ops.aten.add.Tensor(add_4, mul_8);  add_4 = mul_8 = None
    select_84 = torch.ops.aten.select.int(new_zeros_1, 1, 6)
    select_85 = torch.ops.aten.select.int(select_84, 1, 5);  select_84 = None
    copy__4 = torch.ops.aten.copy_.default(select_85, add_5);  select_85 = add_5 = copy__4 = None
    select_86 = torch.ops.aten.select.int(clone, 1, 6)
    select_87 = torch.ops.aten.select.int(select_86, 1, 5);  select_86 = None
    select_88 = torch.ops.aten.select.int(clone, 1, 5)
    select_89 = torch.ops.aten.select.int(select_88, 1, 5);  select_88 = None
    sub_18 = torch.ops.aten.sub.Tensor(select_87, select_89);  select_87 = select_89 = None
    select_90 = torch.ops.aten.select.int(new_zeros, 1, 6)
    select_91 = torch.ops.aten.select.int(select_90, 1, 5);  select_90 = None
    sub_19 = torch.ops.aten.sub.Tensor(sub_18, select_91);  sub_18 = select_91 = None
    div_10 = torch.ops.aten.div.Tensor(sub_19, 0.5);  sub_19 = None
    exp_9 = torch.ops.aten.exp.default(div_10);  div_10 = None
    select_92 = torch.ops.aten.select.int(clone, 1, 5)
    select_93 = torch.ops.aten.select.int(select_92, 1, 6);  select_92 = None
    select_94 = torch.ops.aten.select.int(clone, 1, 5)
    select_95 = torch.ops.aten.select.int(select_94, 1, 5);  select_94 = None
    sub_20 = torch.ops.aten.sub.Tensor(select_93, select_95);  select_93 = select_95 = None
    select_96 = torch.ops.aten.select.int(new_zeros, 1, 5)
    select_97 = torch.ops.aten.select.int(select_96, 1, 6);  select_96 = None
    sub_21 = torch.ops.aten.sub.Tensor(sub_20, select_97);  sub_20 = select_97 = None
    div_11 = torch.ops.aten.div.Tensor(sub_21, 0.5);  sub_21 = None
    exp_10 = torch.ops.aten.exp.default(div_11);  div_11 = None
    select_98 = torch.ops.aten.select.int(clone, 1, 6)
    select_99 = torch.ops.aten.select.int(select_98, 1, 6);  select_98 = None
    select_100 = torch.ops.aten.select.int(clone, 1, 5)
    select_101 = torch.ops.aten.select.int(select_100, 1, 5);  select_100 = None
    sub_22 = torch.ops.aten.sub.Tensor(select_99, select_101);  select_99 = select_101 = None
    select_102 = torch.ops.aten.select.int(new_zeros, 1, 6)
    select_103 = torch.ops.aten.select.int(select_102, 1, 6);  select_102 = None
    sub_23 = torch.ops.aten.sub.Tensor(sub_22, select_103);  sub_22 = select_103 = None
    div_12 = torch.ops.aten.div.Tensor(sub_23, 0.5);  sub_23 = None
    exp_11 = torch.ops.aten.exp.default(div_12);  div_12 = None
    select_104 = torch.ops.aten.select.int(new_zeros_1, 1, 6)
    select_105 = torch.ops.aten.select.int(select_104, 1, 5);  select_104 = None
    mul_9 = torch.ops.aten.mul.Tensor(select_105, exp_9);  select_105 = exp_9 = None
    select_106 = torch.ops.aten.select.int(new_zeros_1, 1, 5)
    select_107 = torch.ops.aten.select.int(select_106, 1, 6);  select_106 = None
    mul_10 = torch.ops.aten.mul.Tensor(select_107, exp_10);  select_107 = exp_10 = None
    add_6 = torch.ops.aten.add.Tensor(mul_9, mul_10);  mul_9 = mul_10 = None
    select_108 = torch.ops.aten.select.int(new_zeros_1, 1, 6)
    select_109 = torch.ops.aten.select.int(select_108, 1, 6);  select_108 = None
    mul_11 = torch.ops.aten.mul.Tensor(select_109, exp_11);  select_109 = exp_11 = None
    add_7 = torch.ops.aten.add.Tensor(add_6, mul_11);  add_6 = mul_11 = None
    select_110 = torch.ops.aten.select.int(new_zeros_1, 1, 5)
    select_111 = torch.ops.aten.select.int(select_110, 1, 5);  select_110 = None
    copy__5 = torch.ops.aten.copy_.default(select_111, add_7);  select_111 = add_7 = copy__5 = None
    select_112 = torch.ops.aten.select.int(clone, 1, 5)
    select_113 = torch.ops.aten.select.int(select_112, 1, 5);  select_112 = None
    select_114 = torch.ops.aten.select.int(clone, 1, 4)
    select_115 = torch.ops.aten.select.int(select_114, 1, 5);  select_114 = None
    sub_24 = torch.ops.aten.sub.Tensor(select_113, select_115);  select_113 = select_115 = None
    select_116 = torch.ops.aten.select.int(new_zeros, 1, 5)
    select_117 = torch.ops.aten.select.int(select_116, 1, 5);  select_116 = None
    sub_25 = torch.ops.aten.sub.Tensor(sub_24, select_117);  sub_24 = select_117 = None
    div_13 = torch.ops.aten.div.Tensor(sub_25, 0.5);  sub_25 = None
    exp_12 = torch.ops.aten.exp.default(div_13);  div_13 = None
    select_118 = torch.ops.aten.select.int(clone, 1, 4)
    select_119 = torch.ops.aten.select.int(select_118, 1, 6);  select_118 = None
    select_120 = torch.ops.aten.select.int(clone, 1, 4)
    select_121 = torch.ops.aten.select.int(select_120, 1, 5);  select_120 = None
    sub_26 = torch.ops.aten.sub.Tensor(select_119, select_121);  select_119 = select_121 = None
    select_122 = torch.ops.aten.select.int(new_zeros, 1, 4)
    select_123 = torch.ops.aten.select.int(select_122, 1, 6);  select_122 = None
    sub_27 = torch.ops.aten.sub.Tensor(sub_26, select_123);  sub_26 = select_123 = None
    div_14 = torch.ops.aten.div.Tensor(sub_27, 0.5);  sub_27 = None
    exp_13 = torch.ops.aten.exp.default(div_14);  div_14 = None
    select_124 = torch.ops.aten.select.int(clone, 1, 5)
    select_125 = torch.ops.aten.select.int(select_124, 1, 6);  select_124 = None
    select_126 = torch.ops.aten.select.int(clone, 1, 4)
    select_127 = torch.ops.aten.select.int(select_126, 1, 5);  select_126 = None
    sub_28 = torch.ops.aten.sub.Tensor(select_125, select_127);  select_125 = select_127 = None
    select_128 = torch.ops.aten.select.int(new_zeros, 1, 5)
    select_129 = torch.ops.aten.select.int(select_128, 1, 6);  select_128 = None
    sub_29 = torch.ops.aten.sub.Tensor(sub_28, select_129);  sub_28 = select_129 = None
    div_15 = torch.ops.aten.div.Tensor(sub_29, 0.5);  sub_29 = None
    exp_14 = torch.ops.aten.exp.default(div_15);  div_15 = None
    select_130 = torch.ops.aten.select.int(new_zeros_1, 1, 5)
    select_131 = torch.ops.aten.select.int(select_130, 1, 5);  select_130 = None
    mul_12 = torch.ops.aten.mul.Tensor(select_131, exp_12);  select_131 = exp_12 = None
    select_132 = torch.ops.aten.select.int(new_zeros_1, 1, 4)
    select_133 = torch.ops.aten.select.int(select_132, 1, 6);  select_132 = None
    mul_13 = torch.ops.aten.mul.Tensor(select_133, exp_13);  select_133 = exp_13 = None
    add_8 = torch.ops.aten.add.Tensor(mul_12, mul_13);  mul_12 = mul_13 = None
    select_134 = torch.ops.aten.select.int(new_zeros_1, 1, 5)
    select_135 = torch.ops.aten.select.int(select_134, 1, 6);  select_134 = None
    mul_14 = torch.ops.aten.mul.Tensor(select_135, exp_14);  select_135 = exp_14 = None
    add_9 = torch.ops.aten.add.Tensor(add_8, mul_14);  add_8 = mul_14 = None
    select_136 = torch.ops.aten.select.int(new_zeros_1, 1, 4)
    select_137 = torch.ops.aten.select.int(select_136, 1, 5);  select_136 = None
    copy__6 = torch.ops.aten.copy_.default(select_137, add_9);  select_137 = add_9 = copy__6 = None
    select_138 = torch.ops.aten.select.int(clone, 1, 4)
    select_139 = torch.ops.aten.select.int(select_138, 1, 5);  select_138 = None
    select_140 = torch.ops.aten.select.int(clone, 1, 3)
    select_141 = torch.ops.aten.select.int(select_140, 1, 5);  select_140 = None
    sub_30 = torch.ops.aten.sub.Tensor(select_139, select_141);  select_139 = select_141 = None
    select_142 = torch.ops.aten.select.int(new_zeros, 1, 4)
    select_143 = torch.ops.aten.select.int(select_142, 1, 5);  select_142 = None
    sub_31 = torch.ops.aten.sub.Tensor(sub_30, select_143);  sub_30 = select_143 = None
    div_16 = torch.ops.aten.div.Tensor(sub_31, 0.5);  sub_31 = None
    exp_15 = torch.ops.aten.exp.default(div_16);  div_16 = None
    select_144 = torch.ops.aten.select.int(clone, 1, 3)
    select_145 = torch.ops.aten.select.int(select_144, 1, 6);  select_144 = None
    select_146 = torch.ops.aten.select.int(clone, 1, 3)
    select_147 = torch.ops.aten.select.int(select_146, 1, 5);  select_146 = None
    sub_32 = torch.ops.aten.sub.Tensor(select_145, select_147);  select_145 = select_147 = None
    select_148 = torch.ops.aten.select.int(new_zeros, 1, 3)
    select_149 = torch.ops.aten.select.int(select_148, 1, 6);  select_148 = None
    sub_33 = torch.ops.aten.sub.Tensor(sub_32, select_149);  sub_32 = select_149 = None
    div_17 = torch.ops.aten.div.Tensor(sub_33, 0.5);  sub_33 = None
    exp_16 = torch.ops.aten.exp.default(div_17);  div_17 = None
    select_150 = torch.ops.aten.select.int(clone, 1, 4)
    select_151 = torch.ops.aten.select.int(select_150, 1, 6);  select_150 = None
    select_152 = torch.ops.aten.select.int(clone, 1, 3)
    select_153 = torch.ops.aten.select.int(select_152, 1, 5);  select_152 = None
    sub_34 = torch.ops.aten.sub.Tensor(select_151, select_153);  select_151 = select_153 = None
    select_154 = torch.ops.aten.select.int(new_zeros, 1, 4)
    select_155 = torch.ops.aten.select.int(select_154, 1, 6);  select_154 = None
    sub_35 = torch.ops.aten.sub.Tensor(sub_34, select_155);  sub_34 = select_155 = None
    div_18 = torch.ops.aten.div.Tensor(sub_35, 0.5);  sub_35 = None
    exp_17 = torch.ops.aten.exp.default(div_18);  div_18 = None
    select_156 = torch.ops.aten.select.int(new_zeros_1, 1, 4)
    select_157 = torch.ops.aten.select.int(select_156, 1, 5);  select_156 = None
    mul_15 = torch.ops.aten.mul.Tensor(select_157, exp_15);  select_157 = exp_15 = None
    select_158 = torch.ops.aten.select.int(new_zeros_1, 1, 3)
    select_159 = torch.ops.aten.select.int(select_158, 1, 6);  select_158 = None
    mul_16 = torch.ops.aten.mul.Tensor(select_159, exp_16);  select_159 = exp_16 = None
    add_10 = torch.ops.aten.add.Tensor(mul_15, mul_16);  mul_15 = mul_16 = None
    select_160 = torch.ops.aten.select.int(new_zeros_1, 1, 4)
    select_161 = torch.ops.aten.select.int(select_160, 1, 6);  select_160 = None
    mul_17 = torch.ops.aten.mul.Tensor(select_161, exp_17);  select_161 = exp_17 = None
    add_11 = torch.ops.aten.add.Tensor(add_10, mul_17);  add_10 = mul_17 = None
    select_162 = torch.ops.aten.select.int(new_zeros_1, 1, 3)
    select_163 = torch.ops.aten.select.int(select_162, 1, 5);  select_162 = None
    copy__7 = torch.ops.aten.copy_.default(select_163, add_11);  select_163 = add_11 = copy__7 = None
    select_164 = torch.ops.aten.select.int(clone, 1, 3)
    select_165 = torch.ops.aten.select.int(select_164, 1, 5);  select_164 = None
    select_166 = torch.ops.aten.select.int(clone, 1, 2)
    select_167 = torch.ops.aten.select.int(select_166, 1, 5);  select_166 = None
    sub_36 = torch.ops.aten.sub.Tensor(select_165, select_167);  select_165 = select_167 = None
    select_168 = torch.ops.aten.select.int(new_zeros, 1, 3)
    select_169 = torch.ops.aten.select.int(select_168, 1, 5);  select_168 = None
    sub_37 = torch.ops.aten.sub.Tensor(sub_36, select_169);  sub_36 = select_169 = None
    div_19 = torch.ops.aten.div.Tensor(sub_37, 0.5);  sub_37 = None
    exp_18 = torch.ops.aten.exp.default(div_19);  div_19 = None
    select_170 = torch.ops.aten.select.int(clone, 1, 2)
    select_171 = torch.ops.aten.select.int(select_170, 1, 6);  select_170 = None
    select_172 = torch.ops.aten.select.int(clone, 1, 2)
    select_173 = torch.ops.aten.select.int(select_172, 1, 5);  select_172 = None
    sub_38 = torch.ops.aten.sub.Tensor(select_171, select_173);  select_171 = select_173 = None
    select_174 = torch.ops.aten.select.int(new_zeros, 1, 2)
    select_175 = torch.ops.aten.select.int(select_174, 1, 6);  select_174 = None
    sub_39 = torch.ops.aten.sub.Tensor(sub_38, select_175);  sub_38 = select_175 = None
    div_20 = torch.ops.aten.div.Tensor(sub_39, 0.5);  sub_39 = None
    exp_19 = torch.ops.aten.exp.default(div_20);  div_20 = None
    select_176 = torch.ops.aten.select.int(clone, 1, 3)
    select_177 = torch.ops.aten.select.int(select_176, 1, 6);  select_176 = None
    select_178 = torch.ops.aten.select.int(clone, 1, 2)
    select_179 = torch.ops.aten.select.int(select_178, 1, 5);  select_178 = None
    sub_40 = torch.ops.aten.sub.Tensor(select_177, select_179);  select_177 = select_179 = None
    select_180 = torch.ops.aten.select.int(new_zeros, 1, 3)
    select_181 = torch.ops.aten.select.int(select_180, 1, 6);  select_180 = None
    sub_41 = torch.ops.aten.sub.Tensor(sub_40, select_181);  sub_40 = select_181 = None
    div_21 = torch.ops.aten.div.Tensor(sub_41, 0.5);  sub_41 = None
    exp_20 = torch.ops.aten.exp.default(div_21);  div_21 = None
    select_182 = torch.ops.aten.select.int(new_zeros_1, 1, 3)
    select_183 = torch.ops.aten.select.int(select_182, 1, 5);  select_182 = None
    mul_18 = torch.ops.aten.mul.Tensor(select_183, exp_18);  select_183 = exp_18 = None
    select_184 = torch.ops.aten.select.int(new_zeros_1, 1, 2)
    select_185 = torch.ops.aten.select.int(select_184, 1, 6);  select_184 = None
    mul_19 = torch.ops.aten.mul.Tensor(select_185, exp_19);  select_185 = exp_19 = None
    add_12 = torch.ops.aten.add.Tensor(mul_18, mul_19);  mul_18 = mul_19 = None
    select_186 = torch.ops.aten.select.int(new_zeros_1, 1, 3)
    select_187 = torch.ops.aten.select.int(select_186, 1, 6);  select_186 = None
    mul_20 = torch.ops.aten.mul.Tensor(select_187, exp_20);  select_187 = exp_20 = None
    add_13 = torch.ops.aten.add.Tensor(add_12, mul_20);  add_12 = mul_20 = None
    select_188 = torch.ops.aten.select.int(new_zeros_1, 1, 2)
    select_189 = torch.ops.aten.select.int(select_188, 1, 5);  select_188 = None
    copy__8 = torch.ops.aten.copy_.default(select_189, add_13);  select_189 = add_13 = copy__8 = None
    select_190 = torch.ops.aten.select.int(clone, 1, 2)
    select_191 = torch.ops.aten.select.int(select_190, 1, 5);  select_190 = None
    select_192 = torch.ops.aten.select.int(clone, 1, 1)
    select_193 = torch.ops.aten.select.int(select_192, 1, 5);  select_192 = None
    sub_42 = torch.ops.aten.sub.Tensor(select_191, select_193);  select_191 = select_193 = None
    select_194 = torch.ops.aten.select.int(new_zeros, 1, 2)
    select_195 = torch.ops.aten.select.int(select_194, 1, 5);  select_194 = None
    sub_43 = torch.ops.aten.sub.Tensor(sub_42, select_195);  sub_42 = select_195 = None
    div_22 = torch.ops.aten.div.Tensor(sub_43, 0.5);  sub_43 = None
    exp_21 = torch.ops.aten.exp.default(div_22);  div_22 = None
    select_196 = torch.ops.aten.select.int(clone, 1, 1)
    select_197 = torch.ops.aten.select.int(select_196, 1, 6);  select_196 = None
    select_198 = torch.ops.aten.select.int(clone, 1, 1)
    select_199 = torch.ops.aten.select.int(select_198, 1, 5);  select_198 = None
    sub_44 = torch.ops.aten.sub.Tensor(select_197, select_199);  select_197 = select_199 = None
    select_200 = torch.ops.aten.select.int(new_zeros, 1, 1)
    select_201 = torch.ops.aten.select.int(select_200, 1, 6);  select_200 = None
    sub_45 = torch.ops.aten.sub.Tensor(sub_44, select_201);  sub_44 = select_201 = None
    div_23 = torch.ops.aten.div.Tensor(sub_45, 0.5);  sub_45 = None
    exp_22 = torch.ops.aten.exp.default(div_23);  div_23 = None
    select_202 = torch.ops.aten.select.int(clone, 1, 2)
    select_203 = torch.ops.aten.select.int(select_202, 1, 6);  select_202 = None
    select_204 = torch.ops.aten.select.int(clone, 1, 1)
    select_205 = torch.ops.aten.select.int(select_204, 1, 5);  select_204 = None
    sub_46 = torch.ops.aten.sub.Tensor(select_203, select_205);  select_203 = select_205 = None
    select_206 = torch.ops.aten.select.int(new_zeros, 1, 2)
    select_207 = torch.ops.aten.select.int(select_206, 1, 6);  select_206 = None
    sub_47 = torch.ops.aten.sub.Tensor(sub_46, select_207);  sub_46 = select_207 = None
    div_24 = torch.ops.aten.div.Tensor(sub_47, 0.5);  sub_47 = None
    exp_23 = torch.ops.aten.exp.default(div_24);  div_24 = None
    select_208 = torch.ops.aten.select.int(new_zeros_1, 1, 2)
    select_209 = torch.ops.aten.select.int(select_208, 1, 5);  select_208 = None
    mul_21 = torch.ops.aten.mul.Tensor(select_209, exp_21);  select_209 = exp_21 = None
    select_210 = torch.ops.aten.select.int(new_zeros_1, 1, 1)
    select_211 = torch.ops.aten.select.int(select_210, 1, 6);  select_210 = None
    mul_22 = torch.ops.aten.mul.Tensor(select_211, exp_22);  select_211 = exp_22 = None
    add_14 = torch.ops.aten.add.Tensor(mul_21, mul_22);  mul_21 = mul_22 = None
    select_212 = torch.ops.aten.select.int(new_zeros_1, 1, 2)
    select_213 = torch.ops.aten.select.int(select_212, 1, 6);  select_212 = None
    mul_23 = torch.ops.aten.mul.Tensor(select_213, exp_23);  select_213 = exp_23 = None
    add_15 = torch.ops.aten.add.Tensor(add_14, mul_23);  add_14 = mul_23 = None
    select_214 = torch.ops.aten.select.int(new_zeros_1, 1, 1)
    select_215 = torch.ops.aten.select.int(select_214, 1, 5);  select_214 = None
    copy__9 = torch.ops.aten.copy_.default(select_215, add_15);  select_215 = add_15 = copy__9 = None
    select_216 = torch.ops.aten.select.int(clone, 1, 9)
    select_217 = torch.ops.aten.select.int(select_216, 1, 4);  select_216 = None
    select_218 = torch.ops.aten.select.int(clone, 1, 8)
    select_219 = torch.ops.aten.select.int(select_218, 1, 4);  select_218 = None
    sub_48 = torch.ops.aten.sub.Tensor(select_217, select_219);  select_217 = select_219 = None
    select_220 = torch.ops.aten.select.int(new_zeros, 1, 9)
    select_221 = torch.ops.aten.select.int(select_220, 1, 4);  select_220 = None
    sub_49 = torch.ops.aten.sub.Tensor(sub_48, select_221);  sub_48 = select_221 = None
    div_25 = torch.ops.aten.div.Tensor(sub_49, 0.5);  sub_49 = None
    exp_24 = torch.ops.aten.exp.default(div_25);  div_25 = None
    select_222 = torch.ops.aten.select.int(clone, 1, 8)
    select_223 = torch.ops.aten.select.int(select_222, 1, 5);  select_222 = None
    select_224 = torch.ops.aten.select.int(clone, 1, 8)
    select_225 = torch.ops.aten.select.int(select_224, 1, 4);  select_224 = None
    sub_50 = torch.ops.aten.sub.Tensor(select_223, select_225);  select_223 = select_225 = None
    select_226 = torch.ops.aten.select.int(new_zeros, 1, 8)
    select_227 = torch.ops.aten.select.int(select_226, 1, 5);  select_226 = None
    sub_51 = torch.ops.aten.sub.Tensor(sub_50, select_227);  sub_50 = select_227 = None
    div_26 = torch.ops.aten.div.Tensor(sub_51, 0.5);  sub_51 = None
    exp_25 = torch.ops.aten.exp.default(div_26);  div_26 = None
    select_228 = torch.ops.aten.select.int(clone, 1, 9)
    select_229 = torch.ops.aten.select.int(select_228, 1, 5);  select_228 = None
    select_230 = torch.ops.aten.select.int(clone, 1, 8)
    select_231 = torch.ops.aten.select.int(select_230, 1, 4);  select_230 = None
    sub_52 = torch.ops.aten.sub.Tensor(select_229, select_231);  select_229 = select_231 = None
    select_232 = torch.ops.aten.select.int(new_zeros, 1, 9)
    select_233 = torch.ops.aten.select.int(select_232, 1, 5);  select_232 = None
    sub_53 = torch.ops.aten.sub.Tensor(sub_52, select_233);  sub_52 = select_233 = None
    div_27 = torch.ops.aten.div.Tensor(sub_53, 0.5);  sub_53 = None
    exp_26 = torch.ops.aten.exp.default(div_27);  div_27 = None
    select_234 = torch.ops.aten.select.int(new_zeros_1, 1, 9)
    select_235 = torch.ops.aten.select.int(select_234, 1, 4);  select_234 = None
    mul_24 = torch.ops.aten.mul.Tensor(select_235, exp_24);  select_235 = exp_24 = None
    select_236 = torch.ops.aten.select.int(new_zeros_1, 1, 8)
    select_237 = torch.ops.aten.select.int(select_236, 1, 5);  select_236 = None
    mul_25 = torch.ops.aten.mul.Tensor(select_237, exp_25);  select_237 = exp_25 = None
    add_16 = torch.ops.aten.add.Tensor(mul_24, mul_25);  mul_24 = mul_25 = None
    select_238 = torch.ops.aten.select.int(new_zeros_1, 1, 9)
    select_239 = torch.ops.aten.select.int(select_238, 1, 5);  select_238 = None
    mul_26 = torch.ops.aten.mul.Tensor(select_239, exp_26);  select_239 = exp_26 = None
    add_17 = torch.ops.aten.add.Tensor(add_16, mul_26);  add_16 = mul_26 = None
    select_240 = torch.ops.aten.select.int(new_zeros_1, 1, 8)
    select_241 = torch.ops.aten.select.int(select_240, 1, 4);  select_240 = None
    copy__10 = torch.ops.aten.copy_.default(select_241, add_17);  select_241 = add_17 = copy__10 = None
    select_242 = torch.ops.aten.select.int(clone, 1, 8)
    select_243 = torch.ops.aten.select.int(select_242, 1, 4);  select_242 = None
    select_244 = torch.ops.aten.select.int(clone, 1, 7)
    select_245 = torch.ops.aten.select.int(select_244, 1, 4);  select_244 = None
    sub_54 = torch.ops.aten.sub.Tensor(select_243, select_245);  select_243 = select_245 = None
    select_246 = torch.ops.aten.select.int(new_zeros, 1, 8)
    select_247 = torch.ops.aten.select.int(select_246, 1, 4);  select_246 = None
    sub_55 = torch.ops.aten.sub.Tensor(sub_54, select_247);  sub_54 = select_247 = None
    div_28 = torch.ops.aten.div.Tensor(sub_55, 0.5);  sub_55 = None
    exp_27 = torch.ops.aten.exp.default(div_28);  div_28 = None
    select_248 = torch.ops.aten.select.int(clone, 1, 7)
    select_249 = torch.ops.aten.select.int(select_248, 1, 5);  select_248 = None
    select_250 = torch.ops.aten.select.int(clone, 1, 7)
    select_251 = torch.ops.aten.select.int(select_250, 1, 4);  select_250 = None
    sub_56 = torch.ops.aten.sub.Tensor(select_249, select_251);  select_249 = select_251 = None
    select_252 = torch.ops.aten.select.int(new_zeros, 1, 7)
    select_253 = torch.ops.aten.select.int(select_252, 1, 5);  select_252 = None
    sub_57 = torch.ops.aten.sub.Tensor(sub_56, select_253);  sub_56 = select_253 = None
    div_29 = torch.ops.aten.div.Tensor(sub_57, 0.5);  sub_57 = None
    exp_28 = torch.ops.aten.exp.default(div_29);  div_29 = None
    select_254 = torch.ops.aten.select.int(clone, 1, 8)
    select_255 = torch.ops.aten.select.int(select_254, 1, 5);  select_254 = None
    select_256 = torch.ops.aten.select.int(clone, 1, 7)
    select_257 = torch.ops.aten.select.int(select_256, 1, 4);  select_256 = None
    sub_58 = torch.ops.aten.sub.Tensor(select_255, select_257);  select_255 = select_257 = None
    select_258 = torch.ops.aten.select.int(new_zeros, 1, 8)
    select_259 = torch.ops.aten.select.int(select_258, 1, 5);  select_258 = None
    sub_59 = torch.ops.aten.sub.Tensor(sub_58, select_259);  sub_58 = select_259 = None
    div_30 = torch.ops.aten.div.Tensor(sub_59, 0.5);  sub_59 = None
    exp_29 = torch.ops.aten.exp.default(div_30);  div_30 = None
    select_260 = torch.ops.aten.select.int(new_zeros_1, 1, 8)
    select_261 = torch.ops.aten.select.int(select_260, 1, 4);  select_260 = None
    mul_27 = torch.ops.aten.mul.Tensor(select_261, exp_27);  select_261 = exp_27 = None
    select_262 = torch.ops.aten.select.int(new_zeros_1, 1, 7)
    select_263 = torch.ops.aten.select.int(select_262, 1, 5);  select_262 = None
    mul_28 = torch.ops.aten.mul.Tensor(select_263, exp_28);  select_263 = exp_28 = None
    add_18 = torch.ops.aten.add.Tensor(mul_27, mul_28);  mul_27 = mul_28 = None
    select_264 = torch.ops.aten.select.int(new_zeros_1, 1, 8)
    select_265 = torch.ops.aten.select.int(select_264, 1, 5);  select_264 = None
    mul_29 = torch.ops.aten.mul.Tensor(select_265, exp_29);  select_265 = exp_29 = None
    add_19 = torch.ops.aten.add.Tensor(add_18, mul_29);  add_18 = mul_29 = None
    select_266 = torch.ops.aten.select.int(new_zeros_1, 1, 7)
    select_267 = torch.ops.aten.select.int(select_266, 1, 4);  select_266 = None
    copy__11 = torch.ops.aten.copy_.default(select_267, add_19);  select_267 = add_19 = copy__11 = None
    select_268 = torch.ops.aten.select.int(clone, 1, 7)
    select_269 = torch.ops.aten.select.int(select_268, 1, 4);  select_268 = None
    select_270 = torch.ops.aten.select.int(clone, 1, 6)
    select_271 = torch.ops.aten.select.int(select_270, 1, 4);  select_270 = None
    sub_60 = torch.ops.aten.sub.Tensor(select_269, select_271);  select_269 = select_271 = None
    select_272 = torch.ops.aten.select.int(new_zeros, 1, 7)
    select_273 = torch.ops.aten.select.int(select_272, 1, 4);  select_272 = None
    sub_61 = torch.ops.aten.sub.Tensor(sub_60, select_273);  sub_60 = select_273 = None
    div_31 = torch.ops.aten.div.Tensor(sub_61, 0.5);  sub_61 = None
    exp_30 = torch.ops.aten.exp.default(div_31);  div_31 = None
    select_274 = torch.ops.aten.select.int(clone, 1, 6)
    select_275 = torch.ops.aten.select.int(select_274, 1, 5);  select_274 = None
    select_276 = torch.ops.aten.select.int(clone, 1, 6)
    select_277 = torch.ops.aten.select.int(select_276, 1, 4);  select_276 = None
    sub_62 = torch.ops.aten.sub.Tensor(select_275, select_277);  select_275 = select_277 = None
    select_278 = torch.ops.aten.select.int(new_zeros, 1, 6)
    select_279 = torch.ops.aten.select.int(select_278, 1, 5);  select_278 = None
    sub_63 = torch.ops.aten.sub.Tensor(sub_62, select_279);  sub_62 = select_279 = None
    div_32 = torch.ops.aten.div.Tensor(sub_63, 0.5);  sub_63 = None
    exp_31 = torch.ops.aten.exp.default(div_32);  div_32 = None
    select_280 = torch.ops.aten.select.int(clone, 1, 7)
    select_281 = torch.ops.aten.select.int(select_280, 1, 5);  select_280 = None
    select_282 = torch.ops.aten.select.int(clone, 1, 6)
    select_283 = torch.ops.aten.select.int(select_282, 1, 4);  select_282 = None
    sub_64 = torch.ops.aten.sub.Tensor(select_281, select_283);  select_281 = select_283 = None
    select_284 = torch.ops.aten.select.int(new_zeros, 1, 7)
    select_285 = torch.ops.aten.select.int(select_284, 1, 5);  select_284 = None
    sub_65 = torch.ops.aten.sub.Tensor(sub_64, select_285);  sub_64 = select_285 = None
    div_33 = torch.ops.aten.div.Tensor(sub_65, 0.5);  sub_65 = None
    exp_32 = torch.ops.aten.exp.default(div_33);  div_33 = None
    select_286 = torch.ops.aten.select.int(new_zeros_1, 1, 7)
    select_287 = torch.ops.aten.select.int(select_286, 1, 4);  select_286 = None
    mul_30 = torch.ops.aten.mul.Tensor(select_287, exp_30);  select_287 = exp_30 = None
    select_288 = torch.ops.aten.select.int(new_zeros_1, 1, 6)
    select_289 = torch.ops.aten.select.int(select_288, 1, 5);  select_288 = None
    mul_31 = torch.ops.aten.mul.Tensor(select_289, exp_31);  select_289 = exp_31 = None
    add_20 = torch.ops.aten.add.Tensor(mul_30, mul_31);  mul_30 = mul_31 = None
    select_290 = torch.ops.aten.select.int(new_zeros_1, 1, 7)
    select_291 = torch.ops.aten.select.int(select_290, 1, 5);  select_290 = None
    mul_32 = torch.ops.aten.mul.Tensor(select_291, exp_32);  select_291 = exp_32 = None
    add_21 = torch.ops.aten.add.Tensor(add_20, mul_32);  add_20 = mul_32 = None
    select_292 = torch.ops.aten.select.int(new_zeros_1, 1, 6)
    select_293 = torch.ops.aten.select.int(select_292, 1, 4);  select_292 = None
    copy__12 = torch.ops.aten.copy_.default(select_293, add_21);  select_293 = add_21 = copy__12 = None
    select_294 = torch.ops.aten.select.int(clone, 1, 6)
    select_295 = torch.ops.aten.select.int(select_294, 1, 4);  select_294 = None
    select_296 = torch.ops.aten.select.int(clone, 1, 5)
    select_297 = torch.ops.aten.select.int(select_296, 1, 4);  select_296 = None
    sub_66 = torch.ops.aten.sub.Tensor(select_295, select_297);  select_295 = select_297 = None
    select_298 = torch.ops.aten.select.int(new_zeros, 1, 6)
    select_299 = torch.ops.aten.select.int(select_298, 1, 4);  select_298 = None
    sub_67 = torch.ops.aten.sub.Tensor(sub_66, select_299);  sub_66 = select_299 = None
    div_34 = torch.ops.aten.div.Tensor(sub_67, 0.5);  sub_67 = None
    exp_33 = torch.ops.aten.exp.default(div_34);  div_34 = None
    select_300 = torch.ops.aten.select.int(clone, 1, 5)
    select_301 = torch.ops.aten.select.int(select_300, 1, 5);  select_300 = None
    select_302 = torch.ops.aten.select.int(clone, 1, 5)
    select_303 = torch.ops.aten.select.int(select_302, 1, 4);  select_302 = None
    sub_68 = torch.ops.aten.sub.Tensor(select_301, select_303);  select_301 = select_303 = None
    select_304 = torch.ops.aten.select.int(new_zeros, 1, 5)
    select_305 = torch.ops.aten.select.int(select_304, 1, 5);  select_304 = None
    sub_69 = torch.ops.aten.sub.Tensor(sub_68, select_305);  sub_68 = select_305 = None
    div_35 = torch.ops.aten.div.Tensor(sub_69, 0.5);  sub_69 = None
    exp_34 = torch.ops.aten.exp.default(div_35);  div_35 = None
    select_306 = torch.ops.aten.select.int(clone, 1, 6)
    select_307 = torch.ops.aten.select.int(select_306, 1, 5);  select_306 = None
    select_308 = torch.ops.aten.select.int(clone, 1, 5)
    select_309 = torch.ops.aten.select.int(select_308, 1, 4);  select_308 = None
    sub_70 = torch.ops.aten.sub.Tensor(select_307, select_309);  select_307 = select_309 = None
    select_310 = torch.ops.aten.select.int(new_zeros, 1, 6)
    select_311 = torch.ops.aten.select.int(select_310, 1, 5);  select_310 = None
    sub_71 = torch.ops.aten.sub.Tensor(sub_70, select_311);  sub_70 = select_311 = None
    div_36 = torch.ops.aten.div.Tensor(sub_71, 0.5);  sub_71 = None
    exp_35 = torch.ops.aten.exp.default(div_36);  div_36 = None
    select_312 = torch.ops.aten.select.int(new_zeros_1, 1, 6)
    select_313 = torch.ops.aten.select.int(select_312, 1, 4);  select_312 = None
    mul_33 = torch.ops.aten.mul.Tensor(select_313, exp_33);  select_313 = exp_33 = None
    select_314 = torch.ops.aten.select.int(new_zeros_1, 1, 5)
    select_315 = torch.ops.aten.select.int(select_314, 1, 5);  select_314 = None
    mul_34 = torch.ops.aten.mul.Tensor(select_315, exp_34);  select_315 = exp_34 = None
    add_22 = torch.ops.aten.add.Tensor(mul_33, mul_34);  mul_33 = mul_34 = None
    select_316 = torch.ops.aten.select.int(new_zeros_1, 1, 6)
    select_317 = torch.ops.aten.select.int(select_316, 1, 5);  select_316 = None
    mul_35 = torch.ops.aten.mul.Tensor(select_317, exp_35);  select_317 = exp_35 = None
    add_23 = torch.ops.aten.add.Tensor(add_22, mul_35);  add_22 = mul_35 = None
    select_318 = torch.ops.aten.select.int(new_zeros_1, 1, 5)
    select_319 = torch.ops.aten.select.int(select_318, 1, 4);  select_318 = None
    copy__13 = torch.ops.aten.copy_.default(select_319, add_23);  select_319 = add_23 = copy__13 = None
    select_320 = torch.ops.aten.select.int(clone, 1, 5)
    select_321 = torch.ops.aten.select.int(select_320, 1, 4);  select_320 = None
    select_322 = torch.ops.aten.select.int(clone, 1, 4)
    select_323 = torch.ops.aten.select.int(select_322, 1, 4);  select_322 = None
    sub_72 = torch.ops.aten.sub.Tensor(select_321, select_323);  select_321 = select_323 = None
    select_324 = torch.ops.aten.select.int(new_zeros, 1, 5)
    select_325 = torch.ops.aten.select.int(select_324, 1, 4);  select_324 = None
    sub_73 = torch.ops.aten.sub.Tensor(sub_72, select_325);  sub_72 = select_325 = None
    div_37 = torch.ops.aten.div.Tensor(sub_73, 0.5);  sub_73 = None
    exp_36 = torch.ops.aten.exp.default(div_37);  div_37 = None
    select_326 = torch.ops.aten.select.int(clone, 1, 4)
    select_327 = torch.ops.aten.select.int(select_326, 1, 5);  select_326 = None
    select_328 = torch.ops.aten.select.int(clone, 1, 4)
    select_329 = torch.ops.aten.select.int(select_328, 1, 4);  select_328 = None
    sub_74 = torch.ops.aten.sub.Tensor(select_327, select_329);  select_327 = select_329 = None
    select_330 = torch.ops.aten.select.int(new_zeros, 1, 4)
    select_331 = torch.ops.aten.select.int(select_330, 1, 5);  select_330 = None
    sub_75 = torch.ops.aten.sub.Tensor(sub_74, select_331);  sub_74 = select_331 = None
    div_38 = torch.ops.aten.div.Tensor(sub_75, 0.5);  sub_75 = None
    exp_37 = torch.ops.aten.exp.default(div_38);  div_38 = None
    select_332 = torch.ops.aten.select.int(clone, 1, 5)
    select_333 = torch.ops.aten.select.int(select_332, 1, 5);  select_332 = None
    select_334 = torch.ops.aten.select.int(clone, 1, 4)
    select_335 = torch.ops.aten.select.int(select_334, 1, 4);  select_334 = None
    sub_76 = torch.ops.aten.sub.Tensor(select_333, select_335);  select_333 = select_335 = None
    select_336 = torch.ops.aten.select.int(new_zeros, 1, 5)
    select_337 = torch.ops.aten.select.int(select_336, 1, 5);  select_336 = None
    sub_77 = torch.ops.aten.sub.Tensor(sub_76, select_337);  sub_76 = select_337 = None
    div_39 = torch.ops.aten.div.Tensor(sub_77, 0.5);  sub_77 = None
    exp_38 = torch.ops.aten.exp.default(div_39);  div_39 = None
    select_338 = torch.ops.aten.select.int(new_zeros_1, 1, 5)
    select_339 = torch.ops.aten.select.int(select_338, 1, 4);  select_338 = None
    mul_36 = torch.ops.aten.mul.Tensor(select_339, exp_36);  select_339 = exp_36 = None
    select_340 = torch.ops.aten.select.int(new_zeros_1, 1, 4)
    select_341 = torch.ops.aten.select.int(select_340, 1, 5);  select_340 = None
    mul_37 = torch.ops.aten.mul.Tensor(select_341, exp_37);  select_341 = exp_37 = None
    add_24 = torch.ops.aten.add.Tensor(mul_36, mul_37);  mul_36 = mul_37 = None
    select_342 = torch.ops.aten.select.int(new_zeros_1, 1, 5)
    select_343 = torch.ops.aten.select.int(select_342, 1, 5);  select_342 = None
    mul_38 = torch.ops.aten.mul.Tensor(select_343, exp_38);  select_343 = exp_38 = None
    add_25 = torch.ops.aten.add.Tensor(add_24, mul_38);  add_24 = mul_38 = None
    select_344 = torch.ops.aten.select.int(new_zeros_1, 1, 4)
    select_345 = torch.ops.aten.select.int(select_344, 1, 4);  select_344 = None
    copy__14 = torch.ops.aten.copy_.default(select_345, add_25);  select_345 = add_25 = copy__14 = None
    select_346 = torch.ops.aten.select.int(clone, 1, 4)
    select_347 = torch.ops.aten.select.int(select_346, 1, 4);  select_346 = None
    select_348 = torch.ops.aten.select.int(clone, 1, 3)
    select_349 = torch.ops.aten.select.int(select_348, 1, 4);  select_348 = None
    sub_78 = torch.ops.aten.sub.Tensor(select_347, select_349);  select_347 = select_349 = None
    select_350 = torch.ops.aten.select.int(new_zeros, 1, 4)
    select_351 = torch.ops.aten.select.int(select_350, 1, 4);  select_350 = None
    sub_79 = torch.ops.aten.sub.Tensor(sub_78, select_351);  sub_78 = select_351 = None
    div_40 = torch.ops.aten.div.Tensor(sub_79, 0.5);  sub_79 = None
    exp_39 = torch.ops.aten.exp.default(div_40);  div_40 = None
    select_352 = torch.ops.aten.select.int(clone, 1, 3)
    select_353 = torch.ops.aten.select.int(select_352, 1, 5);  select_352 = None
    select_354 = torch.ops.aten.select.int(clone, 1, 3)
    select_355 = torch.ops.aten.select.int(select_354, 1, 4);  select_354 = None
    sub_80 = torch.ops.aten.sub.Tensor(select_353, select_355);  select_353 = select_355 = None
    select_356 = torch.ops.aten.select.int(new_zeros, 1, 3)
    select_357 = torch.ops.aten.select.int(select_356, 1, 5);  select_356 = None
    sub_81 = torch.ops.aten.sub.Tensor(sub_80, select_357);  sub_80 = select_357 = None
    div_41 = torch.ops.aten.div.Tensor(sub_81, 0.5);  sub_81 = None
    exp_40 = torch.ops.aten.exp.default(div_41);  div_41 = None
    select_358 = torch.ops.aten.select.int(clone, 1, 4)
    select_359 = torch.ops.aten.select.int(select_358, 1, 5);  select_358 = None
    select_360 = torch.ops.aten.select.int(clone, 1, 3)
    select_361 = torch.ops.aten.select.int(select_360, 1, 4);  select_360 = None
    sub_82 = torch.ops.aten.sub.Tensor(select_359, select_361);  select_359 = select_361 = None
    select_362 = torch.ops.aten.select.int(new_zeros, 1, 4)
    select_363 = torch.ops.aten.select.int(select_362, 1, 5);  select_362 = None
    sub_83 = torch.ops.aten.sub.Tensor(sub_82, select_363);  sub_82 = select_363 = None
    div_42 = torch.ops.aten.div.Tensor(sub_83, 0.5);  sub_83 = None
    exp_41 = torch.ops.aten.exp.default(div_42);  div_42 = None
    select_364 = torch.ops.aten.select.int(new_zeros_1, 1, 4)
    select_365 = torch.ops.aten.select.int(select_364, 1, 4);  select_364 = None
    mul_39 = torch.ops.aten.mul.Tensor(select_365, exp_39);  select_365 = exp_39 = None
    select_366 = torch.ops.aten.select.int(new_zeros_1, 1, 3)
    select_367 = torch.ops.aten.select.int(select_366, 1, 5);  select_366 = None
    mul_40 = torch.ops.aten.mul.Tensor(select_367, exp_40);  select_367 = exp_40 = None
    add_26 = torch.ops.aten.add.Tensor(mul_39, mul_40);  mul_39 = mul_40 = None
    select_368 = torch.ops.aten.select.int(new_zeros_1, 1, 4)
    select_369 = torch.ops.aten.select.int(select_368, 1, 5);  select_368 = None
    mul_41 = torch.ops.aten.mul.Tensor(select_369, exp_41);  select_369 = exp_41 = None
    add_27 = torch.ops.aten.add.Tensor(add_26, mul_41);  add_26 = mul_41 = None
    select_370 = torch.ops.aten.select.int(new_zeros_1, 1, 3)
    select_371 = torch.ops.aten.select.int(select_370, 1, 4);  select_370 = None
    copy__15 = torch.ops.aten.copy_.default(select_371, add_27);  select_371 = add_27 = copy__15 = None
    select_372 = torch.ops.aten.select.int(clone, 1, 3)
    select_373 = torch.ops.aten.select.int(select_372, 1, 4);  select_372 = None
    select_374 = torch.ops.aten.select.int(clone, 1, 2)
    select_375 = torch.ops.aten.select.int(select_374, 1, 4);  select_374 = None
    sub_84 = torch.ops.aten.sub.Tensor(select_373, select_375);  select_373 = select_375 = None
    select_376 = torch.ops.aten.select.int(new_zeros, 1, 3)
    select_377 = torch.ops.aten.select.int(select_376, 1, 4);  select_376 = None
    sub_85 = torch.ops.aten.sub.Tensor(sub_84, select_377);  sub_84 = select_377 = None
    div_43 = torch.ops.aten.div.Tensor(sub_85, 0.5);  sub_85 = None
    exp_42 = torch.ops.aten.exp.default(div_43);  div_43 = None
    select_378 = torch.ops.aten.select.int(clone, 1, 2)
    select_379 = torch.ops.aten.select.int(select_378, 1, 5);  select_378 = None
    select_380 = torch.ops.aten.select.int(clone, 1, 2)
    select_381 = torch.ops.aten.select.int(select_380, 1, 4);  select_380 = None
    sub_86 = torch.ops.aten.sub.Tensor(select_379, select_381);  select_379 = select_381 = None
    select_382 = torch.ops.aten.select.int(new_zeros, 1, 2)
    select_383 = torch.ops.aten.select.int(select_382, 1, 5);  select_382 = None
    sub_87 = torch.ops.aten.sub.Tensor(sub_86, select_383);  sub_86 = select_383 = None
    div_44 = torch.ops.aten.div.Tensor(sub_87, 0.5);  sub_87 = None
    exp_43 = torch.ops.aten.exp.default(div_44);  div_44 = None
    select_384 = torch.ops.aten.select.int(clone, 1, 3)
    select_385 = torch.ops.aten.select.int(select_384, 1, 5);  select_384 = None
    select_386 = torch.ops.aten.select.int(clone, 1, 2)
    select_387 = torch.ops.aten.select.int(select_386, 1, 4);  select_386 = None
    sub_88 = torch.ops.aten.sub.Tensor(select_385, select_387);  select_385 = select_387 = None
    select_388 = torch.ops.aten.select.int(new_zeros, 1, 3)
    select_389 = torch.ops.aten.select.int(select_388, 1, 5);  select_388 = None
    sub_89 = torch.ops.aten.sub.Tensor(sub_88, select_389);  sub_88 = select_389 = None
    div_45 = torch.ops.aten.div.Tensor(sub_89, 0.5);  sub_89 = None
    exp_44 = torch.ops.aten.exp.default(div_45);  div_45 = None
    select_390 = torch.ops.aten.select.int(new_zeros_1, 1, 3)
    select_391 = torch.ops.aten.select.int(select_390, 1, 4);  select_390 = None
    mul_42 = torch.ops.aten.mul.Tensor(select_391, exp_42);  select_391 = exp_42 = None
    select_392 = torch.ops.aten.select.int(new_zeros_1, 1, 2)
    select_393 = torch.ops.aten.select.int(select_392, 1, 5);  select_392 = None
    mul_43 = torch.ops.aten.mul.Tensor(select_393, exp_43);  select_393 = exp_43 = None
    add_28 = torch.ops.aten.add.Tensor(mul_42, mul_43);  mul_42 = mul_43 = None
    select_394 = torch.ops.aten.select.int(new_zeros_1, 1, 3)
    select_395 = torch.ops.aten.select.int(select_394, 1, 5);  select_394 = None
    mul_44 = torch.ops.aten.mul.Tensor(select_395, exp_44);  select_395 = exp_44 = None
    add_29 = torch.ops.aten.add.Tensor(add_28, mul_44);  add_28 = mul_44 = None
    select_396 = torch.ops.aten.select.int(new_zeros_1, 1, 2)
    select_397 = torch.ops.aten.select.int(select_396, 1, 4);  select_396 = None
    copy__16 = torch.ops.aten.copy_.default(select_397, add_29);  select_397 = add_29 = copy__16 = None
    select_398 = torch.ops.aten.select.int(clone, 1, 2)
    select_399 = torch.ops.aten.select.int(select_398, 1, 4);  select_398 = None
    select_400 = torch.ops.aten.select.int(clone, 1, 1)
    select_401 = torch.ops.aten.select.int(select_400, 1, 4);  select_400 = None
    sub_90 = torch.ops.aten.sub.Tensor(select_399, select_401);  select_399 = select_401 = None
    select_402 = torch.ops.aten.select.int(new_zeros, 1, 2)
    select_403 = torch.ops.aten.select.int(select_402, 1, 4);  select_402 = None
    sub_91 = torch.ops.aten.sub.Tensor(sub_90, select_403);  sub_90 = select_403 = None
    div_46 = torch.ops.aten.div.Tensor(sub_91, 0.5);  sub_91 = None
    exp_45 = torch.ops.aten.exp.default(div_46);  div_46 = None
    select_404 = torch.ops.aten.select.int(clone, 1, 1)
    select_405 = torch.ops.aten.select.int(select_404, 1, 5);  select_404 = None
    select_406 = torch.ops.aten.select.int(clone, 1, 1)
    select_407 = torch.ops.aten.select.int(select_406, 1, 4);  select_406 = None
    sub_92 = torch.ops.aten.sub.Tensor(select_405, select_407);  select_405 = select_407 = None
    select_408 = torch.ops.aten.select.int(new_zeros, 1, 1)
    select_409 = torch.ops.aten.select.int(select_408, 1, 5);  select_408 = None
    sub_93 = torch.ops.aten.sub.Tensor(sub_92, select_409);  sub_92 = select_409 = None
    div_47 = torch.ops.aten.div.Tensor(sub_93, 0.5);  sub_93 = None
    exp_46 = torch.ops.aten.exp.default(div_47);  div_47 = None
    select_410 = torch.ops.aten.select.int(clone, 1, 2)
    select_411 = torch.ops.aten.select.int(select_410, 1, 5);  select_410 = None
    select_412 = torch.ops.aten.select.int(clone, 1, 1)
    select_413 = torch.ops.aten.select.int(select_412, 1, 4);  select_412 = None
    sub_94 = torch.ops.aten.sub.Tensor(select_411, select_413);  select_411 = select_413 = None
    select_414 = torch.ops.aten.select.int(new_zeros, 1, 2)
    select_415 = torch.ops.aten.select.int(select_414, 1, 5);  select_414 = None
    sub_95 = torch.ops.aten.sub.Tensor(sub_94, select_415);  sub_94 = select_415 = None
    div_48 = torch.ops.aten.div.Tensor(sub_95, 0.5);  sub_95 = None
    exp_47 = torch.ops.aten.exp.default(div_48);  div_48 = None
    select_416 = torch.ops.aten.select.int(new_zeros_1, 1, 2)
    select_417 = torch.ops.aten.select.int(select_416, 1, 4);  select_416 = None
    mul_45 = torch.ops.aten.mul.Tensor(select_417, exp_45);  select_417 = exp_45 = None
    select_418 = torch.ops.aten.select.int(new_zeros_1, 1, 1)
    select_419 = torch.ops.aten.select.int(select_418, 1, 5);  select_418 = None
    mul_46 = torch.ops.aten.mul.Tensor(select_419, exp_46);  select_419 = exp_46 = None
    add_30 = torch.ops.aten.add.Tensor(mul_45, mul_46);  mul_45 = mul_46 = None
    select_420 = torch.ops.aten.select.int(new_zeros_1, 1, 2)
    select_421 = torch.ops.aten.select.int(select_420, 1, 5);  select_420 = None
    mul_47 = torch.ops.aten.mul.Tensor(select_421, exp_47);  select_421 = exp_47 = None
    add_31 = torch.ops.aten.add.Tensor(add_30, mul_47);  add_30 = mul_47 = None
    select_422 = torch.ops.aten.select.int(new_zeros_1, 1, 1)
    select_423 = torch.ops.aten.select.int(select_422, 1, 4);  select_422 = None
    copy__17 = torch.ops.aten.copy_.default(select_423, add_31);  select_423 = add_31 = copy__17 = None
    select_424 = torch.ops.aten.select.int(clone, 1, 9)
    select_425 = torch.ops.aten.select.int(select_424, 1, 3);  select_424 = None
    select_426 = torch.ops.aten.select.int(clone, 1, 8)
    select_427 = torch.ops.aten.select.int(select_426, 1, 3);  select_426 = None
    sub_96 = torch.ops.aten.sub.Tensor(select_425, select_427);  select_425 = select_427 = None
    select_428 = torch.ops.aten.select.int(new_zeros, 1, 9)
    select_429 = torch.ops.aten.select.int(select_428, 1, 3);  select_428 = None
    sub_97 = torch.ops.aten.sub.Tensor(sub_96, select_429);  sub_96 = select_429 = None
    div_49 = torch.ops.aten.div.Tensor(sub_97, 0.5);  sub_97 = None
    exp_48 = torch.ops.aten.exp.default(div_49);  div_49 = None
    select_430 = torch.ops.aten.select.int(clone, 1, 8)
    select_431 = torch.ops.aten.select.int(select_430, 1, 4);  select_430 = None
    select_432 = torch.ops.aten.select.int(clone, 1, 8)
    select_433 = torch.ops.aten.select.int(select_432, 1, 3);  select_432 = None
    sub_98 = torch.ops.aten.sub.Tensor(select_431, select_433);  select_431 = select_433 = None
    select_434 = torch.ops.aten.select.int(new_zeros, 1, 8)
    select_435 = torch.ops.aten.select.int(select_434, 1, 4);  select_434 = None
    sub_99 = torch.ops.aten.sub.Tensor(sub_98, select_435);  sub_98 = select_435 = None
    div_50 = torch.ops.aten.div.Tensor(sub_99, 0.5);  sub_99 = None
    exp_49 = torch.ops.aten.exp.default(div_50);  div_50 = None
    select_436 = torch.ops.aten.select.int(clone, 1, 9)
    select_437 = torch.ops.aten.select.int(select_436, 1, 4);  select_436 = None
    select_438 = torch.ops.aten.select.int(clone, 1, 8)
    select_439 = torch.ops.aten.select.int(select_438, 1, 3);  select_438 = None
    sub_100 = torch.ops.aten.sub.Tensor(select_437, select_439);  select_437 = select_439 = None
    select_440 = torch.ops.aten.select.int(new_zeros, 1, 9)
    select_441 = torch.ops.aten.select.int(select_440, 1, 4);  select_440 = None
    sub_101 = torch.ops.aten.sub.Tensor(sub_100, select_441);  sub_100 = select_441 = None
    div_51 = torch.ops.aten.div.Tensor(sub_101, 0.5);  sub_101 = None
    exp_50 = torch.ops.aten.exp.default(div_51);  div_51 = None
    select_442 = torch.ops.aten.select.int(new_zeros_1, 1, 9)
    select_443 = torch.ops.aten.select.int(select_442, 1, 3);  select_442 = None
    mul_48 = torch.ops.aten.mul.Tensor(select_443, exp_48);  select_443 = exp_48 = None
    select_444 = torch.ops.aten.select.int(new_zeros_1, 1, 8)
    select_445 = torch.ops.aten.select.int(select_444, 1, 4);  select_444 = None
    mul_49 = torch.ops.aten.mul.Tensor(select_445, exp_49);  select_445 = exp_49 = None
    add_32 = torch.ops.aten.add.Tensor(mul_48, mul_49);  mul_48 = mul_49 = None
    select_446 = torch.ops.aten.select.int(new_zeros_1, 1, 9)
    select_447 = torch.ops.aten.select.int(select_446, 1, 4);  select_446 = None
    mul_50 = torch.ops.aten.mul.Tensor(select_447, exp_50);  select_447 = exp_50 = None
    add_33 = torch.ops.aten.add.Tensor(add_32, mul_50);  add_32 = mul_50 = None
    select_448 = torch.ops.aten.select.int(new_zeros_1, 1, 8)
    select_449 = torch.ops.aten.select.int(select_448, 1, 3);  select_448 = None
    copy__18 = torch.ops.aten.copy_.default(select_449, add_33);  select_449 = add_33 = copy__18 = None
    select_450 = torch.ops.aten.select.int(clone, 1, 8)
    select_451 = torch.ops.aten.select.int(select_450, 1, 3);  select_450 = None
    select_452 = torch.ops.aten.select.int(clone, 1, 7)
    select_453 = torch.ops.aten.select.int(select_452, 1, 3);  select_452 = None
    sub_102 = torch.ops.aten.sub.Tensor(select_451, select_453);  select_451 = select_453 = None
    select_454 = torch.ops.aten.select.int(new_zeros, 1, 8)
    select_455 = torch.ops.aten.select.int(select_454, 1, 3);  select_454 = None
    sub_103 = torch.ops.aten.sub.Tensor(sub_102, select_455);  sub_102 = select_455 = None
    div_52 = torch.ops.aten.div.Tensor(sub_103, 0.5);  sub_103 = None
    exp_51 = torch.ops.aten.exp.default(div_52);  div_52 = None
    select_456 = torch.ops.aten.select.int(clone, 1, 7)
    select_457 = torch.ops.aten.select.int(select_456, 1, 4);  select_456 = None
    select_458 = torch.ops.aten.select.int(clone, 1, 7)
    select_459 = torch.ops.aten.select.int(select_458, 1, 3);  select_458 = None
    sub_104 = torch.ops.aten.sub.Tensor(select_457, select_459);  select_457 = select_459 = None
    select_460 = torch.ops.aten.select.int(new_zeros, 1, 7)
    select_461 = torch.ops.aten.select.int(select_460, 1, 4);  select_460 = None
    sub_105 = torch.ops.aten.sub.Tensor(sub_104, select_461);  sub_104 = select_461 = None
    div_53 = torch.ops.aten.div.Tensor(sub_105, 0.5);  sub_105 = None
    exp_52 = torch.ops.aten.exp.default(div_53);  div_53 = None
    select_462 = torch.ops.aten.select.int(clone, 1, 8)
    select_463 = torch.ops.aten.select.int(select_462, 1, 4);  select_462 = None
    select_464 = torch.ops.aten.select.int(clone, 1, 7)
    select_465 = torch.ops.aten.select.int(select_464, 1, 3);  select_464 = None
    sub_106 = torch.ops.aten.sub.Tensor(select_463, select_465);  select_463 = select_465 = None
    select_466 = torch.ops.aten.select.int(new_zeros, 1, 8)
    select_467 = torch.ops.aten.select.int(select_466, 1, 4);  select_466 = None
    sub_107 = torch.ops.aten.sub.Tensor(sub_106, select_467);  sub_106 = select_467 = None
    div_54 = torch.ops.aten.div.Tensor(sub_107, 0.5);  sub_107 = None
    exp_53 = torch.ops.aten.exp.default(div_54);  div_54 = None
    select_468 = torch.ops.aten.select.int(new_zeros_1, 1, 8)
    select_469 = torch.ops.aten.select.int(select_468, 1, 3);  select_468 = None
    mul_51 = torch.ops.aten.mul.Tensor(select_469, exp_51);  select_469 = exp_51 = None
    select_470 = torch.ops.aten.select.int(new_zeros_1, 1, 7)
    select_471 = torch.ops.aten.select.int(select_470, 1, 4);  select_470 = None
    mul_52 = torch.ops.aten.mul.Tensor(select_471, exp_52);  select_471 = exp_52 = None
    add_34 = torch.ops.aten.add.Tensor(mul_51, mul_52);  mul_51 = mul_52 = None
    select_472 = torch.ops.aten.select.int(new_zeros_1, 1, 8)
    select_473 = torch.ops.aten.select.int(select_472, 1, 4);  select_472 = None
    mul_53 = torch.ops.aten.mul.Tensor(select_473, exp_53);  select_473 = exp_53 = None
    add_35 = torch.ops.aten.add.Tensor(add_34, mul_53);  add_34 = mul_53 = None
    select_474 = torch.ops.aten.select.int(new_zeros_1, 1, 7)
    select_475 = torch.ops.aten.select.int(select_474, 1, 3);  select_474 = None
    copy__19 = torch.ops.aten.copy_.default(select_475, add_35);  select_475 = add_35 = copy__19 = None
    select_476 = torch.ops.aten.select.int(clone, 1, 7)
    select_477 = torch.ops.aten.select.int(select_476, 1, 3);  select_476 = None
    select_478 = torch.ops.aten.select.int(clone, 1, 6)
    select_479 = torch.ops.aten.select.int(select_478, 1, 3);  select_478 = None
    sub_108 = torch.ops.aten.sub.Tensor(select_477, select_479);  select_477 = select_479 = None
    select_480 = torch.ops.aten.select.int(new_zeros, 1, 7)
    select_481 = torch.ops.aten.select.int(select_480, 1, 3);  select_480 = None
    sub_109 = torch.ops.aten.sub.Tensor(sub_108, select_481);  sub_108 = select_481 = None
    div_55 = torch.ops.aten.div.Tensor(sub_109, 0.5);  sub_109 = None
    exp_54 = torch.ops.aten.exp.default(div_55);  div_55 = None
    select_482 = torch.ops.aten.select.int(clone, 1, 6)
    select_483 = torch.ops.aten.select.int(select_482, 1, 4);  select_482 = None
    select_484 = torch.ops.aten.select.int(clone, 1, 6)
    select_485 = torch.ops.aten.select.int(select_484, 1, 3);  select_484 = None
    sub_110 = torch.ops.aten.sub.Tensor(select_483, select_485);  select_483 = select_485 = None
    select_486 = torch.ops.aten.select.int(new_zeros, 1, 6)
    select_487 = torch.ops.aten.select.int(select_486, 1, 4);  select_486 = None
    sub_111 = torch.ops.aten.sub.Tensor(sub_110, select_487);  sub_110 = select_487 = None
    div_56 = torch.ops.aten.div.Tensor(sub_111, 0.5);  sub_111 = None
    exp_55 = torch.ops.aten.exp.default(div_56);  div_56 = None
    select_488 = torch.ops.aten.select.int(clone, 1, 7)
    select_489 = torch.ops.aten.select.int(select_488, 1, 4);  select_488 = None
    select_490 = torch.ops.aten.select.int(clone, 1, 6)
    select_491 = torch.ops.aten.select.int(select_490, 1, 3);  select_490 = None
    sub_112 = torch.ops.aten.sub.Tensor(select_489, select_491);  select_489 = select_491 = None
    select_492 = torch.ops.aten.select.int(new_zeros, 1, 7)
    select_493 = torch.ops.aten.select.int(select_492, 1, 4);  select_492 = None
    sub_113 = torch.ops.aten.sub.Tensor(sub_112, select_493);  sub_112 = select_493 = None
    div_57 = torch.ops.aten.div.Tensor(sub_113, 0.5);  sub_113 = None
    exp_56 = torch.ops.aten.exp.default(div_57);  div_57 = None
    select_494 = torch.ops.aten.select.int(new_zeros_1, 1, 7)
    select_495 = torch.ops.aten.select.int(select_494, 1, 3);  select_494 = None
    mul_54 = torch.ops.aten.mul.Tensor(select_495, exp_54);  select_495 = exp_54 = None
    select_496 = torch.ops.aten.select.int(new_zeros_1, 1, 6)
    select_497 = torch.ops.aten.select.int(select_496, 1, 4);  select_496 = None
    mul_55 = torch.ops.aten.mul.Tensor(select_497, exp_55);  select_497 = exp_55 = None
    add_36 = torch.ops.aten.add.Tensor(mul_54, mul_55);  mul_54 = mul_55 = None
    select_498 = torch.ops.aten.select.int(new_zeros_1, 1, 7)
    select_499 = torch.ops.aten.select.int(select_498, 1, 4);  select_498 = None
    mul_56 = torch.ops.aten.mul.Tensor(select_499, exp_56);  select_499 = exp_56 = None
    add_37 = torch.ops.aten.add.Tensor(add_36, mul_56);  add_36 = mul_56 = None
    select_500 = torch.ops.aten.select.int(new_zeros_1, 1, 6)
    select_501 = torch.ops.aten.select.int(select_500, 1, 3);  select_500 = None
    copy__20 = torch.ops.aten.copy_.default(select_501, add_37);  select_501 = add_37 = copy__20 = None
    select_502 = torch.ops.aten.select.int(clone, 1, 6)
    select_503 = torch.ops.aten.select.int(select_502, 1, 3);  select_502 = None
    select_504 = torch.ops.aten.select.int(clone, 1, 5)
    select_505 = torch.ops.aten.select.int(select_504, 1, 3);  select_504 = None
    sub_114 = torch.ops.aten.sub.Tensor(select_503, select_505);  select_503 = select_505 = None
    select_506 = torch.ops.aten.select.int(new_zeros, 1, 6)
    select_507 = torch.ops.aten.select.int(select_506, 1, 3);  select_506 = None
    sub_115 = torch.ops.aten.sub.Tensor(sub_114, select_507);  sub_114 = select_507 = None
    div_58 = torch.ops.aten.div.Tensor(sub_115, 0.5);  sub_115 = None
    exp_57 = torch.ops.aten.exp.default(div_58);  div_58 = None
    select_508 = torch.ops.aten.select.int(clone, 1, 5)
    select_509 = torch.ops.aten.select.int(select_508, 1, 4);  select_508 = None
    select_510 = torch.ops.aten.select.int(clone, 1, 5)
    select_511 = torch.ops.aten.select.int(select_510, 1, 3);  select_510 = None
    sub_116 = torch.ops.aten.sub.Tensor(select_509, select_511);  select_509 = select_511 = None
    select_512 = torch.ops.aten.select.int(new_zeros, 1, 5)
    select_513 = torch.ops.aten.select.int(select_512, 1, 4);  select_512 = None
    sub_117 = torch.ops.aten.sub.Tensor(sub_116, select_513);  sub_116 = select_513 = None
    div_59 = torch.ops.aten.div.Tensor(sub_117, 0.5);  sub_117 = None
    exp_58 = torch.ops.aten.exp.default(div_59);  div_59 = None
    select_514 = torch.ops.aten.select.int(clone, 1, 6)
    select_515 = torch.ops.aten.select.int(select_514, 1, 4);  select_514 = None
    select_516 = torch.ops.aten.select.int(clone, 1, 5)
    select_517 = torch.ops.aten.select.int(select_516, 1, 3);  select_516 = None
    sub_118 = torch.ops.aten.sub.Tensor(select_515, select_517);  select_515 = select_517 = None
    select_518 = torch.ops.aten.select.int(new_zeros, 1, 6)
    select_519 = torch.ops.aten.select.int(select_518, 1, 4);  select_518 = None
    sub_119 = torch.ops.aten.sub.Tensor(sub_118, select_519);  sub_118 = select_519 = None
    div_60 = torch.ops.aten.div.Tensor(sub_119, 0.5);  sub_119 = None
    exp_59 = torch.ops.aten.exp.default(div_60);  div_60 = None
    select_520 = torch.ops.aten.select.int(new_zeros_1, 1, 6)
    select_521 = torch.ops.aten.select.int(select_520, 1, 3);  select_520 = None
    mul_57 = torch.ops.aten.mul.Tensor(select_521, exp_57);  select_521 = exp_57 = None
    select_522 = torch.ops.aten.select.int(new_zeros_1, 1, 5)
    select_523 = torch.ops.aten.select.int(select_522, 1, 4);  select_522 = None
    mul_58 = torch.ops.aten.mul.Tensor(select_523, exp_58);  select_523 = exp_58 = None
    add_38 = torch.ops.aten.add.Tensor(mul_57, mul_58);  mul_57 = mul_58 = None
    select_524 = torch.ops.aten.select.int(new_zeros_1, 1, 6)
    select_525 = torch.ops.aten.select.int(select_524, 1, 4);  select_524 = None
    mul_59 = torch.ops.aten.mul.Tensor(select_525, exp_59);  select_525 = exp_59 = None
    add_39 = torch.ops.aten.add.Tensor(add_38, mul_59);  add_38 = mul_59 = None
    select_526 = torch.ops.aten.select.int(new_zeros_1, 1, 5)
    select_527 = torch.ops.aten.select.int(select_526, 1, 3);  select_526 = None
    copy__21 = torch.ops.aten.copy_.default(select_527, add_39);  select_527 = add_39 = copy__21 = None
    select_528 = torch.ops.aten.select.int(clone, 1, 5)
    select_529 = torch.ops.aten.select.int(select_528, 1, 3);  select_528 = None
    select_530 = torch.ops.aten.select.int(clone, 1, 4)
    select_531 = torch.ops.aten.select.int(select_530, 1, 3);  select_530 = None
    sub_120 = torch.ops.aten.sub.Tensor(select_529, select_531);  select_529 = select_531 = None
    select_532 = torch.ops.aten.select.int(new_zeros, 1, 5)
    select_533 = torch.ops.aten.select.int(select_532, 1, 3);  select_532 = None
    sub_121 = torch.ops.aten.sub.Tensor(sub_120, select_533);  sub_120 = select_533 = None
    div_61 = torch.ops.aten.div.Tensor(sub_121, 0.5);  sub_121 = None
    exp_60 = torch.ops.aten.exp.default(div_61);  div_61 = None
    select_534 = torch.ops.aten.select.int(clone, 1, 4)
    select_535 = torch.ops.aten.select.int(select_534, 1, 4);  select_534 = None
    select_536 = torch.ops.aten.select.int(clone, 1, 4)
    select_537 = torch.ops.aten.select.int(select_536, 1, 3);  select_536 = None
    sub_122 = torch.ops.aten.sub.Tensor(select_535, select_537);  select_535 = select_537 = None
    select_538 = torch.ops.aten.select.int(new_zeros, 1, 4)
    select_539 = torch.ops.aten.select.int(select_538, 1, 4);  select_538 = None
    sub_123 = torch.ops.aten.sub.Tensor(sub_122, select_539);  sub_122 = select_539 = None
    div_62 = torch.ops.aten.div.Tensor(sub_123, 0.5);  sub_123 = None
    exp_61 = torch.ops.aten.exp.default(div_62);  div_62 = None
    select_540 = torch.ops.aten.select.int(clone, 1, 5)
    select_541 = torch.ops.aten.select.int(select_540, 1, 4);  select_540 = None
    select_542 = torch.ops.aten.select.int(clone, 1, 4)
    select_543 = torch.ops.aten.select.int(select_542, 1, 3);  select_542 = None
    sub_124 = torch.ops.aten.sub.Tensor(select_541, select_543);  select_541 = select_543 = None
    select_544 = torch.ops.aten.select.int(new_zeros, 1, 5)
    select_545 = torch.ops.aten.select.int(select_544, 1, 4);  select_544 = None
    sub_125 = torch.ops.aten.sub.Tensor(sub_124, select_545);  sub_124 = select_545 = None
    div_63 = torch.ops.aten.div.Tensor(sub_125, 0.5);  sub_125 = None
    exp_62 = torch.ops.aten.exp.default(div_63);  div_63 = None
    select_546 = torch.ops.aten.select.int(new_zeros_1, 1, 5)
    select_547 = torch.ops.aten.select.int(select_546, 1, 3);  select_546 = None
    mul_60 = torch.ops.aten.mul.Tensor(select_547, exp_60);  select_547 = exp_60 = None
    select_548 = torch.ops.aten.select.int(new_zeros_1, 1, 4)
    select_549 = torch.ops.aten.select.int(select_548, 1, 4);  select_548 = None
    mul_61 = torch.ops.aten.mul.Tensor(select_549, exp_61);  select_549 = exp_61 = None
    add_40 = torch.ops.aten.add.Tensor(mul_60, mul_61);  mul_60 = mul_61 = None
    select_550 = torch.ops.aten.select.int(new_zeros_1, 1, 5)
    select_551 = torch.ops.aten.select.int(select_550, 1, 4);  select_550 = None
    mul_62 = torch.ops.aten.mul.Tensor(select_551, exp_62);  select_551 = exp_62 = None
    add_41 = torch.ops.aten.add.Tensor(add_40, mul_62);  add_40 = mul_62 = None
    select_552 = torch.ops.aten.select.int(new_zeros_1, 1, 4)
    select_553 = torch.ops.aten.select.int(select_552, 1, 3);  select_552 = None
    copy__22 = torch.ops.aten.copy_.default(select_553, add_41);  select_553 = add_41 = copy__22 = None
    select_554 = torch.ops.aten.select.int(clone, 1, 4)
    select_555 = torch.ops.aten.select.int(select_554, 1, 3);  select_554 = None
    select_556 = torch.ops.aten.select.int(clone, 1, 3)
    select_557 = torch.ops.aten.select.int(select_556, 1, 3);  select_556 = None
    sub_126 = torch.ops.aten.sub.Tensor(select_555, select_557);  select_555 = select_557 = None
    select_558 = torch.ops.aten.select.int(new_zeros, 1, 4)
    select_559 = torch.ops.aten.select.int(select_558, 1, 3);  select_558 = None
    sub_127 = torch.ops.aten.sub.Tensor(sub_126, select_559);  sub_126 = select_559 = None
    div_64 = torch.ops.aten.div.Tensor(sub_127, 0.5);  sub_127 = None
    exp_63 = torch.ops.aten.exp.default(div_64);  div_64 = None
    select_560 = torch.ops.aten.select.int(clone, 1, 3)
    select_561 = torch.ops.aten.select.int(select_560, 1, 4);  select_560 = None
    select_562 = torch.ops.aten.select.int(clone, 1, 3)
    select_563 = torch.ops.aten.select.int(select_562, 1, 3);  select_562 = None
    sub_128 = torch.ops.aten.sub.Tensor(select_561, select_563);  select_561 = select_563 = None
    select_564 = torch.ops.aten.select.int(new_zeros, 1, 3)
    select_565 = torch.ops.aten.select.int(select_564, 1, 4);  select_564 = None
    sub_129 = torch.ops.aten.sub.Tensor(sub_128, select_565);  sub_128 = select_565 = None
    div_65 = torch.ops.aten.div.Tensor(sub_129, 0.5);  sub_129 = None
    exp_64 = torch.ops.aten.exp.default(div_65);  div_65 = None
    select_566 = torch.ops.aten.select.int(clone, 1, 4)
    select_567 = torch.ops.aten.select.int(select_566, 1, 4);  select_566 = None
    select_568 = torch.ops.aten.select.int(clone, 1, 3)
    select_569 = torch.ops.aten.select.int(select_568, 1, 3);  select_568 = None
    sub_130 = torch.ops.aten.sub.Tensor(select_567, select_569);  select_567 = select_569 = None
    select_570 = torch.ops.aten.select.int(new_zeros, 1, 4)
    select_571 = torch.ops.aten.select.int(select_570, 1, 4);  select_570 = None
    sub_131 = torch.ops.aten.sub.Tensor(sub_130, select_571);  sub_130 = select_571 = None
    div_66 = torch.ops.aten.div.Tensor(sub_131, 0.5);  sub_131 = None
    exp_65 = torch.ops.aten.exp.default(div_66);  div_66 = None
    select_572 = torch.ops.aten.select.int(new_zeros_1, 1, 4)
    select_573 = torch.ops.aten.select.int(select_572, 1, 3);  select_572 = None
    mul_63 = torch.ops.aten.mul.Tensor(select_573, exp_63);  select_573 = exp_63 = None
    select_574 = torch.ops.aten.select.int(new_zeros_1, 1, 3)
    select_575 = torch.ops.aten.select.int(select_574, 1, 4);  select_574 = None
    mul_64 = torch.ops.aten.mul.Tensor(select_575, exp_64);  select_575 = exp_64 = None
    add_42 = torch.ops.aten.add.Tensor(mul_63, mul_64);  mul_63 = mul_64 = None
    select_576 = torch.ops.aten.select.int(new_zeros_1, 1, 4)
    select_577 = torch.ops.aten.select.int(select_576, 1, 4);  select_576 = None
    mul_65 = torch.ops.aten.mul.Tensor(select_577, exp_65);  select_577 = exp_65 = None
    add_43 = torch.ops.aten.add.Tensor(add_42, mul_65);  add_42 = mul_65 = None
    select_578 = torch.ops.aten.select.int(new_zeros_1, 1, 3)
    select_579 = torch.ops.aten.select.int(select_578, 1, 3);  select_578 = None
    copy__23 = torch.ops.aten.copy_.default(select_579, add_43);  select_579 = add_43 = copy__23 = None
    select_580 = torch.ops.aten.select.int(clone, 1, 3)
    select_581 = torch.ops.aten.select.int(select_580, 1, 3);  select_580 = None
    select_582 = torch.ops.aten.select.int(clone, 1, 2)
    select_583 = torch.ops.aten.select.int(select_582, 1, 3);  select_582 = None
    sub_132 = torch.ops.aten.sub.Tensor(select_581, select_583);  select_581 = select_583 = None
    select_584 = torch.ops.aten.select.int(new_zeros, 1, 3)
    select_585 = torch.ops.aten.select.int(select_584, 1, 3);  select_584 = None
    sub_133 = torch.ops.aten.sub.Tensor(sub_132, select_585);  sub_132 = select_585 = None
    div_67 = torch.ops.aten.div.Tensor(sub_133, 0.5);  sub_133 = None
    exp_66 = torch.ops.aten.exp.default(div_67);  div_67 = None
    select_586 = torch.ops.aten.select.int(clone, 1, 2)
    select_587 = torch.ops.aten.select.int(select_586, 1, 4);  select_586 = None
    select_588 = torch.ops.aten.select.int(clone, 1, 2)
    select_589 = torch.ops.aten.select.int(select_588, 1, 3);  select_588 = None
    sub_134 = torch.ops.aten.sub.Tensor(select_587, select_589);  select_587 = select_589 = None
    select_590 = torch.ops.aten.select.int(new_zeros, 1, 2)
    select_591 = torch.ops.aten.select.int(select_590, 1, 4);  select_590 = None
    sub_135 = torch.ops.aten.sub.Tensor(sub_134, select_591);  sub_134 = select_591 = None
    div_68 = torch.ops.aten.div.Tensor(sub_135, 0.5);  sub_135 = None
    exp_67 = torch.ops.aten.exp.default(div_68);  div_68 = None
    select_592 = torch.ops.aten.select.int(clone, 1, 3)
    select_593 = torch.ops.aten.select.int(select_592, 1, 4);  select_592 = None
    select_594 = torch.ops.aten.select.int(clone, 1, 2)
    select_595 = torch.ops.aten.select.int(select_594, 1, 3);  select_594 = None
    sub_136 = torch.ops.aten.sub.Tensor(select_593, select_595);  select_593 = select_595 = None
    select_596 = torch.ops.aten.select.int(new_zeros, 1, 3)
    select_597 = torch.ops.aten.select.int(select_596, 1, 4);  select_596 = None
    sub_137 = torch.ops.aten.sub.Tensor(sub_136, select_597);  sub_136 = select_597 = None
    div_69 = torch.ops.aten.div.Tensor(sub_137, 0.5);  sub_137 = None
    exp_68 = torch.ops.aten.exp.default(div_69);  div_69 = None
    select_598 = torch.ops.aten.select.int(new_zeros_1, 1, 3)
    select_599 = torch.ops.aten.select.int(select_598, 1, 3);  select_598 = None
    mul_66 = torch.ops.aten.mul.Tensor(select_599, exp_66);  select_599 = exp_66 = None
    select_600 = torch.ops.aten.select.int(new_zeros_1, 1, 2)
    select_601 = torch.ops.aten.select.int(select_600, 1, 4);  select_600 = None
    mul_67 = torch.ops.aten.mul.Tensor(select_601, exp_67);  select_601 = exp_67 = None
    add_44 = torch.ops.aten.add.Tensor(mul_66, mul_67);  mul_66 = mul_67 = None
    select_602 = torch.ops.aten.select.int(new_zeros_1, 1, 3)
    select_603 = torch.ops.aten.select.int(select_602, 1, 4);  select_602 = None
    mul_68 = torch.ops.aten.mul.Tensor(select_603, exp_68);  select_603 = exp_68 = None
    add_45 = torch.ops.aten.add.Tensor(add_44, mul_68);  add_44 = mul_68 = None
    select_604 = torch.ops.aten.select.int(new_zeros_1, 1, 2)
    select_605 = torch.ops.aten.select.int(select_604, 1, 3);  select_604 = None
    copy__24 = torch.ops.aten.copy_.default(select_605, add_45);  select_605 = add_45 = copy__24 = None
    select_606 = torch.ops.aten.select.int(clone, 1, 2)
    select_607 = torch.ops.aten.select.int(select_606, 1, 3);  select_606 = None
    select_608 = torch.ops.aten.select.int(clone, 1, 1)
    select_609 = torch.ops.aten.select.int(select_608, 1, 3);  select_608 = None
    sub_138 = torch.ops.aten.sub.Tensor(select_607, select_609);  select_607 = select_609 = None
    select_610 = torch.ops.aten.select.int(new_zeros, 1, 2)
    select_611 = torch.ops.aten.select.int(select_610, 1, 3);  select_610 = None
    sub_139 = torch.ops.aten.sub.Tensor(sub_138, select_611);  sub_138 = select_611 = None
    div_70 = torch.ops.aten.div.Tensor(sub_139, 0.5);  sub_139 = None
    exp_69 = torch.ops.aten.exp.default(div_70);  div_70 = None
    select_612 = torch.ops.aten.select.int(clone, 1, 1)
    select_613 = torch.ops.aten.select.int(select_612, 1, 4);  select_612 = None
    select_614 = torch.ops.aten.select.int(clone, 1, 1)
    select_615 = torch.ops.aten.select.int(select_614, 1, 3);  select_614 = None
    sub_140 = torch.ops.aten.sub.Tensor(select_613, select_615);  select_613 = select_615 = None
    select_616 = torch.ops.aten.select.int(new_zeros, 1, 1)
    select_617 = torch.ops.aten.select.int(select_616, 1, 4);  select_616 = None
    sub_141 = torch.ops.aten.sub.Tensor(sub_140, select_617);  sub_140 = select_617 = None
    div_71 = torch.ops.aten.div.Tensor(sub_141, 0.5);  sub_141 = None
    exp_70 = torch.ops.aten.exp.default(div_71);  div_71 = None
    select_618 = torch.ops.aten.select.int(clone, 1, 2)
    select_619 = torch.ops.aten.select.int(select_618, 1, 4);  select_618 = None
    select_620 = torch.ops.aten.select.int(clone, 1, 1)
    select_621 = torch.ops.aten.select.int(select_620, 1, 3);  select_620 = None
    sub_142 = torch.ops.aten.sub.Tensor(select_619, select_621);  select_619 = select_621 = None
    select_622 = torch.ops.aten.select.int(new_zeros, 1, 2)
    select_623 = torch.ops.aten.select.int(select_622, 1, 4);  select_622 = None
    sub_143 = torch.ops.aten.sub.Tensor(sub_142, select_623);  sub_142 = select_623 = None
    div_72 = torch.ops.aten.div.Tensor(sub_143, 0.5);  sub_143 = None
    exp_71 = torch.ops.aten.exp.default(div_72);  div_72 = None
    select_624 = torch.ops.aten.select.int(new_zeros_1, 1, 2)
    select_625 = torch.ops.aten.select.int(select_624, 1, 3);  select_624 = None
    mul_69 = torch.ops.aten.mul.Tensor(select_625, exp_69);  select_625 = exp_69 = None
    select_626 = torch.ops.aten.select.int(new_zeros_1, 1, 1)
    select_627 = torch.ops.aten.select.int(select_626, 1, 4);  select_626 = None
    mul_70 = torch.ops.aten.mul.Tensor(select_627, exp_70);  select_627 = exp_70 = None
    add_46 = torch.ops.aten.add.Tensor(mul_69, mul_70);  mul_69 = mul_70 = None
    select_628 = torch.ops.aten.select.int(new_zeros_1, 1, 2)
    select_629 = torch.ops.aten.select.int(select_628, 1, 4);  select_628 = None
    mul_71 = torch.ops.aten.mul.Tensor(select_629, exp_71);  select_629 = exp_71 = None
    add_47 = torch.ops.aten.add.Tensor(add_46, mul_71);  add_46 = mul_71 = None
    select_630 = torch.ops.aten.select.int(new_zeros_1, 1, 1)
    select_631 = torch.ops.aten.select.int(select_630, 1, 3);  select_630 = None
    copy__25 = torch.ops.aten.copy_.default(select_631, add_47);  select_631 = add_47 = copy__25 = None
    select_632 = torch.ops.aten.select.int(clone, 1, 9)
    select_633 = torch.ops.aten.select.int(select_632, 1, 2);  select_632 = None
    select_634 = torch.ops.aten.select.int(clone, 1, 8)
    select_635 = torch.ops.aten.select.int(select_634, 1, 2);  select_634 = None
    sub_144 = torch.ops.aten.sub.Tensor(select_633, select_635);  select_633 = select_635 = None
    select_636 = torch.ops.aten.select.int(new_zeros, 1, 9)
    select_637 = torch.ops.aten.select.int(select_636, 1, 2);  select_636 = None
    sub_145 = torch.ops.aten.sub.Tensor(sub_144, select_637);  sub_144 = select_637 = None
    div_73 = torch.ops.aten.div.Tensor(sub_145, 0.5);  sub_145 = None
    exp_72 = torch.ops.aten.exp.default(div_73);  div_73 = None
    select_638 = torch.ops.aten.select.int(clone, 1, 8)
    select_639 = torch.ops.aten.select.int(select_638, 1, 3);  select_638 = None
    select_640 = torch.ops.aten.select.int(clone, 1, 8)
    select_641 = torch.ops.aten.select.int(select_640, 1, 2);  select_640 = None
    sub_146 = torch.ops.aten.sub.Tensor(select_639, select_641);  select_639 = select_641 = None
    select_642 = torch.ops.aten.select.int(new_zeros, 1, 8)
    select_643 = torch.ops.aten.select.int(select_642, 1, 3);  select_642 = None
    sub_147 = torch.ops.aten.sub.Tensor(sub_146, select_643);  sub_146 = select_643 = None
    div_74 = torch.ops.aten.div.Tensor(sub_147, 0.5);  sub_147 = None
    exp_73 = torch.ops.aten.exp.default(div_74);  div_74 = None
    select_644 = torch.ops.aten.select.int(clone, 1, 9)
    select_645 = torch.ops.aten.select.int(select_644, 1, 3);  select_644 = None
    select_646 = torch.ops.aten.select.int(clone, 1, 8)
    select_647 = torch.ops.aten.select.int(select_646, 1, 2);  select_646 = None
    sub_148 = torch.ops.aten.sub.Tensor(select_645, select_647);  select_645 = select_647 = None
    select_648 = torch.ops.aten.select.int(new_zeros, 1, 9)
    select_649 = torch.ops.aten.select.int(select_648, 1, 3);  select_648 = None
    sub_149 = torch.ops.aten.sub.Tensor(sub_148, select_649);  sub_148 = select_649 = None
    div_75 = torch.ops.aten.div.Tensor(sub_149, 0.5);  sub_149 = None
    exp_74 = torch.ops.aten.exp.default(div_75);  div_75 = None
    select_650 = torch.ops.aten.select.int(new_zeros_1, 1, 9)
    select_651 = torch.ops.aten.select.int(select_650, 1, 2);  select_650 = None
    mul_72 = torch.ops.aten.mul.Tensor(select_651, exp_72);  select_651 = exp_72 = None
    select_652 = torch.ops.aten.select.int(new_zeros_1, 1, 8)
    select_653 = torch.ops.aten.select.int(select_652, 1, 3);  select_652 = None
    mul_73 = torch.ops.aten.mul.Tensor(select_653, exp_73);  select_653 = exp_73 = None
    add_48 = torch.ops.aten.add.Tensor(mul_72, mul_73);  mul_72 = mul_73 = None
    select_654 = torch.ops.aten.select.int(new_zeros_1, 1, 9)
    select_655 = torch.ops.aten.select.int(select_654, 1, 3);  select_654 = None
    mul_74 = torch.ops.aten.mul.Tensor(select_655, exp_74);  select_655 = exp_74 = None
    add_49 = torch.ops.aten.add.Tensor(add_48, mul_74);  add_48 = mul_74 = None
    select_656 = torch.ops.aten.select.int(new_zeros_1, 1, 8)
    select_657 = torch.ops.aten.select.int(select_656, 1, 2);  select_656 = None
    copy__26 = torch.ops.aten.copy_.default(select_657, add_49);  select_657 = add_49 = copy__26 = None
    select_658 = torch.ops.aten.select.int(clone, 1, 8)
    select_659 = torch.ops.aten.select.int(select_658, 1, 2);  select_658 = None
    select_660 = torch.ops.aten.select.int(clone, 1, 7)
    select_661 = torch.ops.aten.select.int(select_660, 1, 2);  select_660 = None
    sub_150 = torch.ops.aten.sub.Tensor(select_659, select_661);  select_659 = select_661 = None
    select_662 = torch.ops.aten.select.int(new_zeros, 1, 8)
    select_663 = torch.ops.aten.select.int(select_662, 1, 2);  select_662 = None
    sub_151 = torch.ops.aten.sub.Tensor(sub_150, select_663);  sub_150 = select_663 = None
    div_76 = torch.ops.aten.div.Tensor(sub_151, 0.5);  sub_151 = None
    exp_75 = torch.ops.aten.exp.default(div_76);  div_76 = None
    select_664 = torch.ops.aten.select.int(clone, 1, 7)
    select_665 = torch.ops.aten.select.int(select_664, 1, 3);  select_664 = None
    select_666 = torch.ops.aten.select.int(clone, 1, 7)
    select_667 = torch.ops.aten.select.int(select_666, 1, 2);  select_666 = None
    sub_152 = torch.ops.aten.sub.Tensor(select_665, select_667);  select_665 = select_667 = None
    select_668 = torch.ops.aten.select.int(new_zeros, 1, 7)
    select_669 = torch.ops.aten.select.int(select_668, 1, 3);  select_668 = None
    sub_153 = torch.ops.aten.sub.Tensor(sub_152, select_669);  sub_152 = select_669 = None
    div_77 = torch.ops.aten.div.Tensor(sub_153, 0.5);  sub_153 = None
    exp_76 = torch.ops.aten.exp.default(div_77);  div_77 = None
    select_670 = torch.ops.aten.select.int(clone, 1, 8)
    select_671 = torch.ops.aten.select.int(select_670, 1, 3);  select_670 = None
    select_672 = torch.ops.aten.select.int(clone, 1, 7)
    select_673 = torch.ops.aten.select.int(select_672, 1, 2);  select_672 = None
    sub_154 = torch.ops.aten.sub.Tensor(select_671, select_673);  select_671 = select_673 = None
    select_674 = torch.ops.aten.select.int(new_zeros, 1, 8)
    select_675 = torch.ops.aten.select.int(select_674, 1, 3);  select_674 = None
    sub_155 = torch.ops.aten.sub.Tensor(sub_154, select_675);  sub_154 = select_675 = None
    div_78 = torch.ops.aten.div.Tensor(sub_155, 0.5);  sub_155 = None
    exp_77 = torch.ops.aten.exp.default(div_78);  div_78 = None
    select_676 = torch.ops.aten.select.int(new_zeros_1, 1, 8)
    select_677 = torch.ops.aten.select.int(select_676, 1, 2);  select_676 = None
    mul_75 = torch.ops.aten.mul.Tensor(select_677, exp_75);  select_677 = exp_75 = None
    select_678 = torch.ops.aten.select.int(new_zeros_1, 1, 7)
    select_679 = torch.ops.aten.select.int(select_678, 1, 3);  select_678 = None
    mul_76 = torch.ops.aten.mul.Tensor(select_679, exp_76);  select_679 = exp_76 = None
    add_50 = torch.ops.aten.add.Tensor(mul_75, mul_76);  mul_75 = mul_76 = None
    select_680 = torch.ops.aten.select.int(new_zeros_1, 1, 8)
    select_681 = torch.ops.aten.select.int(select_680, 1, 3);  select_680 = None
    mul_77 = torch.ops.aten.mul.Tensor(select_681, exp_77);  select_681 = exp_77 = None
    add_51 = torch.ops.aten.add.Tensor(add_50, mul_77);  add_50 = mul_77 = None
    select_682 = torch.ops.aten.select.int(new_zeros_1, 1, 7)
    select_683 = torch.ops.aten.select.int(select_682, 1, 2);  select_682 = None
    copy__27 = torch.ops.aten.copy_.default(select_683, add_51);  select_683 = add_51 = copy__27 = None
    select_684 = torch.ops.aten.select.int(clone, 1, 7)
    select_685 = torch.ops.aten.select.int(select_684, 1, 2);  select_684 = None
    select_686 = torch.ops.aten.select.int(clone, 1, 6)
    select_687 = torch.ops.aten.select.int(select_686, 1, 2);  select_686 = None
    sub_156 = torch.ops.aten.sub.Tensor(select_685, select_687);  select_685 = select_687 = None
    select_688 = torch.ops.aten.select.int(new_zeros, 1, 7)
    select_689 = torch.ops.aten.select.int(select_688, 1, 2);  select_688 = None
    sub_157 = torch.ops.aten.sub.Tensor(sub_156, select_689);  sub_156 = select_689 = None
    div_79 = torch.ops.aten.div.Tensor(sub_157, 0.5);  sub_157 = None
    exp_78 = torch.ops.aten.exp.default(div_79);  div_79 = None
    select_690 = torch.ops.aten.select.int(clone, 1, 6)
    select_691 = torch.ops.aten.select.int(select_690, 1, 3);  select_690 = None
    select_692 = torch.ops.aten.select.int(clone, 1, 6)
    select_693 = torch.ops.aten.select.int(select_692, 1, 2);  select_692 = None
    sub_158 = torch.ops.aten.sub.Tensor(select_691, select_693);  select_691 = select_693 = None
    select_694 = torch.ops.aten.select.int(new_zeros, 1, 6)
    select_695 = torch.ops.aten.select.int(select_694, 1, 3);  select_694 = None
    sub_159 = torch.ops.aten.sub.Tensor(sub_158, select_695);  sub_158 = select_695 = None
    div_80 = torch.ops.aten.div.Tensor(sub_159, 0.5);  sub_159 = None
    exp_79 = torch.ops.aten.exp.default(div_80);  div_80 = None
    select_696 = torch.ops.aten.select.int(clone, 1, 7)
    select_697 = torch.ops.aten.select.int(select_696, 1, 3);  select_696 = None
    select_698 = torch.ops.aten.select.int(clone, 1, 6)
    select_699 = torch.ops.aten.select.int(select_698, 1, 2);  select_698 = None
    sub_160 = torch.ops.aten.sub.Tensor(select_697, select_699);  select_697 = select_699 = None
    select_700 = torch.ops.aten.select.int(new_zeros, 1, 7)
    select_701 = torch.ops.aten.select.int(select_700, 1, 3);  select_700 = None
    sub_161 = torch.ops.aten.sub.Tensor(sub_160, select_701);  sub_160 = select_701 = None
    div_81 = torch.ops.aten.div.Tensor(sub_161, 0.5);  sub_161 = None
    exp_80 = torch.ops.aten.exp.default(div_81);  div_81 = None
    select_702 = torch.ops.aten.select.int(new_zeros_1, 1, 7)
    select_703 = torch.ops.aten.select.int(select_702, 1, 2);  select_702 = None
    mul_78 = torch.ops.aten.mul.Tensor(select_703, exp_78);  select_703 = exp_78 = None
    select_704 = torch.ops.aten.select.int(new_zeros_1, 1, 6)
    select_705 = torch.ops.aten.select.int(select_704, 1, 3);  select_704 = None
    mul_79 = torch.ops.aten.mul.Tensor(select_705, exp_79);  select_705 = exp_79 = None
    add_52 = torch.ops.aten.add.Tensor(mul_78, mul_79);  mul_78 = mul_79 = None
    select_706 = torch.ops.aten.select.int(new_zeros_1, 1, 7)
    select_707 = torch.ops.aten.select.int(select_706, 1, 3);  select_706 = None
    mul_80 = torch.ops.aten.mul.Tensor(select_707, exp_80);  select_707 = exp_80 = None
    add_53 = torch.ops.aten.add.Tensor(add_52, mul_80);  add_52 = mul_80 = None
    select_708 = torch.ops.aten.select.int(new_zeros_1, 1, 6)
    select_709 = torch.ops.aten.select.int(select_708, 1, 2);  select_708 = None
    copy__28 = torch.ops.aten.copy_.default(select_709, add_53);  select_709 = add_53 = copy__28 = None
    select_710 = torch.ops.aten.select.int(clone, 1, 6)
    select_711 = torch.ops.aten.select.int(select_710, 1, 2);  select_710 = None
    select_712 = torch.ops.aten.select.int(clone, 1, 5)
    select_713 = torch.ops.aten.select.int(select_712, 1, 2);  select_712 = None
    sub_162 = torch.ops.aten.sub.Tensor(select_711, select_713);  select_711 = select_713 = None
    select_714 = torch.ops.aten.select.int(new_zeros, 1, 6)
    select_715 = torch.ops.aten.select.int(select_714, 1, 2);  select_714 = None
    sub_163 = torch.ops.aten.sub.Tensor(sub_162, select_715);  sub_162 = select_715 = None
    div_82 = torch.ops.aten.div.Tensor(sub_163, 0.5);  sub_163 = None
    exp_81 = torch.ops.aten.exp.default(div_82);  div_82 = None
    select_716 = torch.ops.aten.select.int(clone, 1, 5)
    select_717 = torch.ops.aten.select.int(select_716, 1, 3);  select_716 = None
    select_718 = torch.ops.aten.select.int(clone, 1, 5)
    select_719 = torch.ops.aten.select.int(select_718, 1, 2);  select_718 = None
    sub_164 = torch.ops.aten.sub.Tensor(select_717, select_719);  select_717 = select_719 = None
    select_720 = torch.ops.aten.select.int(new_zeros, 1, 5)
    select_721 = torch.ops.aten.select.int(select_720, 1, 3);  select_720 = None
    sub_165 = torch.ops.aten.sub.Tensor(sub_164, select_721);  sub_164 = select_721 = None
    div_83 = torch.ops.aten.div.Tensor(sub_165, 0.5);  sub_165 = None
    exp_82 = torch.ops.aten.exp.default(div_83);  div_83 = None
    select_722 = torch.ops.aten.select.int(clone, 1, 6)
    select_723 = torch.ops.aten.select.int(select_722, 1, 3);  select_722 = None
    select_724 = torch.ops.aten.select.int(clone, 1, 5)
    select_725 = torch.ops.aten.select.int(select_724, 1, 2);  select_724 = None
    sub_166 = torch.ops.aten.sub.Tensor(select_723, select_725);  select_723 = select_725 = None
    select_726 = torch.ops.aten.select.int(new_zeros, 1, 6)
    select_727 = torch.ops.aten.select.int(select_726, 1, 3);  select_726 = None
    sub_167 = torch.ops.aten.sub.Tensor(sub_166, select_727);  sub_166 = select_727 = None
    div_84 = torch.ops.aten.div.Tensor(sub_167, 0.5);  sub_167 = None
    exp_83 = torch.ops.aten.exp.default(div_84);  div_84 = None
    select_728 = torch.ops.aten.select.int(new_zeros_1, 1, 6)
    select_729 = torch.ops.aten.select.int(select_728, 1, 2);  select_728 = None
    mul_81 = torch.ops.aten.mul.Tensor(select_729, exp_81);  select_729 = exp_81 = None
    select_730 = torch.ops.aten.select.int(new_zeros_1, 1, 5)
    select_731 = torch.ops.aten.select.int(select_730, 1, 3);  select_730 = None
    mul_82 = torch.ops.aten.mul.Tensor(select_731, exp_82);  select_731 = exp_82 = None
    add_54 = torch.ops.aten.add.Tensor(mul_81, mul_82);  mul_81 = mul_82 = None
    select_732 = torch.ops.aten.select.int(new_zeros_1, 1, 6)
    select_733 = torch.ops.aten.select.int(select_732, 1, 3);  select_732 = None
    mul_83 = torch.ops.aten.mul.Tensor(select_733, exp_83);  select_733 = exp_83 = None
    add_55 = torch.ops.aten.add.Tensor(add_54, mul_83);  add_54 = mul_83 = None
    select_734 = torch.ops.aten.select.int(new_zeros_1, 1, 5)
    select_735 = torch.ops.aten.select.int(select_734, 1, 2);  select_734 = None
    copy__29 = torch.ops.aten.copy_.default(select_735, add_55);  select_735 = add_55 = copy__29 = None
    select_736 = torch.ops.aten.select.int(clone, 1, 5)
    select_737 = torch.ops.aten.select.int(select_736, 1, 2);  select_736 = None
    select_738 = torch.ops.aten.select.int(clone, 1, 4)
    select_739 = torch.ops.aten.select.int(select_738, 1, 2);  select_738 = None
    sub_168 = torch.ops.aten.sub.Tensor(select_737, select_739);  select_737 = select_739 = None
    select_740 = torch.ops.aten.select.int(new_zeros, 1, 5)
    select_741 = torch.ops.aten.select.int(select_740, 1, 2);  select_740 = None
    sub_169 = torch.ops.aten.sub.Tensor(sub_168, select_741);  sub_168 = select_741 = None
    div_85 = torch.ops.aten.div.Tensor(sub_169, 0.5);  sub_169 = None
    exp_84 = torch.ops.aten.exp.default(div_85);  div_85 = None
    select_742 = torch.ops.aten.select.int(clone, 1, 4)
    select_743 = torch.ops.aten.select.int(select_742, 1, 3);  select_742 = None
    select_744 = torch.ops.aten.select.int(clone, 1, 4)
    select_745 = torch.ops.aten.select.int(select_744, 1, 2);  select_744 = None
    sub_170 = torch.ops.aten.sub.Tensor(select_743, select_745);  select_743 = select_745 = None
    select_746 = torch.ops.aten.select.int(new_zeros, 1, 4)
    select_747 = torch.ops.aten.select.int(select_746, 1, 3);  select_746 = None
    sub_171 = torch.ops.aten.sub.Tensor(sub_170, select_747);  sub_170 = select_747 = None
    div_86 = torch.ops.aten.div.Tensor(sub_171, 0.5);  sub_171 = None
    exp_85 = torch.ops.aten.exp.default(div_86);  div_86 = None
    select_748 = torch.ops.aten.select.int(clone, 1, 5)
    select_749 = torch.ops.aten.select.int(select_748, 1, 3);  select_748 = None
    select_750 = torch.ops.aten.select.int(clone, 1, 4)
    select_751 = torch.ops.aten.select.int(select_750, 1, 2);  select_750 = None
    sub_172 = torch.ops.aten.sub.Tensor(select_749, select_751);  select_749 = select_751 = None
    select_752 = torch.ops.aten.select.int(new_zeros, 1, 5)
    select_753 = torch.ops.aten.select.int(select_752, 1, 3);  select_752 = None
    sub_173 = torch.ops.aten.sub.Tensor(sub_172, select_753);  sub_172 = select_753 = None
    div_87 = torch.ops.aten.div.Tensor(sub_173, 0.5);  sub_173 = None
    exp_86 = torch.ops.aten.exp.default(div_87);  div_87 = None
    select_754 = torch.ops.aten.select.int(new_zeros_1, 1, 5)
    select_755 = torch.ops.aten.select.int(select_754, 1, 2);  select_754 = None
    mul_84 = torch.ops.aten.mul.Tensor(select_755, exp_84);  select_755 = exp_84 = None
    select_756 = torch.ops.aten.select.int(new_zeros_1, 1, 4)
    select_757 = torch.ops.aten.select.int(select_756, 1, 3);  select_756 = None
    mul_85 = torch.ops.aten.mul.Tensor(select_757, exp_85);  select_757 = exp_85 = None
    add_56 = torch.ops.aten.add.Tensor(mul_84, mul_85);  mul_84 = mul_85 = None
    select_758 = torch.ops.aten.select.int(new_zeros_1, 1, 5)
    select_759 = torch.ops.aten.select.int(select_758, 1, 3);  select_758 = None
    mul_86 = torch.ops.aten.mul.Tensor(select_759, exp_86);  select_759 = exp_86 = None
    add_57 = torch.ops.aten.add.Tensor(add_56, mul_86);  add_56 = mul_86 = None
    select_760 = torch.ops.aten.select.int(new_zeros_1, 1, 4)
    select_761 = torch.ops.aten.select.int(select_760, 1, 2);  select_760 = None
    copy__30 = torch.ops.aten.copy_.default(select_761, add_57);  select_761 = add_57 = copy__30 = None
    select_762 = torch.ops.aten.select.int(clone, 1, 4)
    select_763 = torch.ops.aten.select.int(select_762, 1, 2);  select_762 = None
    select_764 = torch.ops.aten.select.int(clone, 1, 3)
    select_765 = torch.ops.aten.select.int(select_764, 1, 2);  select_764 = None
    sub_174 = torch.ops.aten.sub.Tensor(select_763, select_765);  select_763 = select_765 = None
    select_766 = torch.ops.aten.select.int(new_zeros, 1, 4)
    select_767 = torch.ops.aten.select.int(select_766, 1, 2);  select_766 = None
    sub_175 = torch.ops.aten.sub.Tensor(sub_174, select_767);  sub_174 = select_767 = None
    div_88 = torch.ops.aten.div.Tensor(sub_175, 0.5);  sub_175 = None
    exp_87 = torch.ops.aten.exp.default(div_88);  div_88 = None
    select_768 = torch.ops.aten.select.int(clone, 1, 3)
    select_769 = torch.ops.aten.select.int(select_768, 1, 3);  select_768 = None
    select_770 = torch.ops.aten.select.int(clone, 1, 3)
    select_771 = torch.ops.aten.select.int(select_770, 1, 2);  select_770 = None
    sub_176 = torch.ops.aten.sub.Tensor(select_769, select_771);  select_769 = select_771 = None
    select_772 = torch.ops.aten.select.int(new_zeros, 1, 3)
    select_773 = torch.ops.aten.select.int(select_772, 1, 3);  select_772 = None
    sub_177 = torch.ops.aten.sub.Tensor(sub_176, select_773);  sub_176 = select_773 = None
    div_89 = torch.ops.aten.div.Tensor(sub_177, 0.5);  sub_177 = None
    exp_88 = torch.ops.aten.exp.default(div_89);  div_89 = None
    select_774 = torch.ops.aten.select.int(clone, 1, 4)
    select_775 = torch.ops.aten.select.int(select_774, 1, 3);  select_774 = None
    select_776 = torch.ops.aten.select.int(clone, 1, 3)
    select_777 = torch.ops.aten.select.int(select_776, 1, 2);  select_776 = None
    sub_178 = torch.ops.aten.sub.Tensor(select_775, select_777);  select_775 = select_777 = None
    select_778 = torch.ops.aten.select.int(new_zeros, 1, 4)
    select_779 = torch.ops.aten.select.int(select_778, 1, 3);  select_778 = None
    sub_179 = torch.ops.aten.sub.Tensor(sub_178, select_779);  sub_178 = select_779 = None
    div_90 = torch.ops.aten.div.Tensor(sub_179, 0.5);  sub_179 = None
    exp_89 = torch.ops.aten.exp.default(div_90);  div_90 = None
    select_780 = torch.ops.aten.select.int(new_zeros_1, 1, 4)
    select_781 = torch.ops.aten.select.int(select_780, 1, 2);  select_780 = None
    mul_87 = torch.ops.aten.mul.Tensor(select_781, exp_87);  select_781 = exp_87 = None
    select_782 = torch.ops.aten.select.int(new_zeros_1, 1, 3)
    select_783 = torch.ops.aten.select.int(select_782, 1, 3);  select_782 = None
    mul_88 = torch.ops.aten.mul.Tensor(select_783, exp_88);  select_783 = exp_88 = None
    add_58 = torch.ops.aten.add.Tensor(mul_87, mul_88);  mul_87 = mul_88 = None
    select_784 = torch.ops.aten.select.int(new_zeros_1, 1, 4)
    select_785 = torch.ops.aten.select.int(select_784, 1, 3);  select_784 = None
    mul_89 = torch.ops.aten.mul.Tensor(select_785, exp_89);  select_785 = exp_89 = None
    add_59 = torch.ops.aten.add.Tensor(add_58, mul_89);  add_58 = mul_89 = None
    select_786 = torch.ops.aten.select.int(new_zeros_1, 1, 3)
    select_787 = torch.ops.aten.select.int(select_786, 1, 2);  select_786 = None
    copy__31 = torch.ops.aten.copy_.default(select_787, add_59);  select_787 = add_59 = copy__31 = None
    select_788 = torch.ops.aten.select.int(clone, 1, 3)
    select_789 = torch.ops.aten.select.int(select_788, 1, 2);  select_788 = None
    select_790 = torch.ops.aten.select.int(clone, 1, 2)
    select_791 = torch.ops.aten.select.int(select_790, 1, 2);  select_790 = None
    sub_180 = torch.ops.aten.sub.Tensor(select_789, select_791);  select_789 = select_791 = None
    select_792 = torch.ops.aten.select.int(new_zeros, 1, 3)
    select_793 = torch.ops.aten.select.int(select_792, 1, 2);  select_792 = None
    sub_181 = torch.ops.aten.sub.Tensor(sub_180, select_793);  sub_180 = select_793 = None
    div_91 = torch.ops.aten.div.Tensor(sub_181, 0.5);  sub_181 = None
    exp_90 = torch.ops.aten.exp.default(div_91);  div_91 = None
    select_794 = torch.ops.aten.select.int(clone, 1, 2)
    select_795 = torch.ops.aten.select.int(select_794, 1, 3);  select_794 = None
    select_796 = torch.ops.aten.select.int(clone, 1, 2)
    select_797 = torch.ops.aten.select.int(select_796, 1, 2);  select_796 = None
    sub_182 = torch.ops.aten.sub.Tensor(select_795, select_797);  select_795 = select_797 = None
    select_798 = torch.ops.aten.select.int(new_zeros, 1, 2)
    select_799 = torch.ops.aten.select.int(select_798, 1, 3);  select_798 = None
    sub_183 = torch.ops.aten.sub.Tensor(sub_182, select_799);  sub_182 = select_799 = None
    div_92 = torch.ops.aten.div.Tensor(sub_183, 0.5);  sub_183 = None
    exp_91 = torch.ops.aten.exp.default(div_92);  div_92 = None
    select_800 = torch.ops.aten.select.int(clone, 1, 3)
    select_801 = torch.ops.aten.select.int(select_800, 1, 3);  select_800 = None
    select_802 = torch.ops.aten.select.int(clone, 1, 2)
    select_803 = torch.ops.aten.select.int(select_802, 1, 2);  select_802 = None
    sub_184 = torch.ops.aten.sub.Tensor(select_801, select_803);  select_801 = select_803 = None
    select_804 = torch.ops.aten.select.int(new_zeros, 1, 3)
    select_805 = torch.ops.aten.select.int(select_804, 1, 3);  select_804 = None
    sub_185 = torch.ops.aten.sub.Tensor(sub_184, select_805);  sub_184 = select_805 = None
    div_93 = torch.ops.aten.div.Tensor(sub_185, 0.5);  sub_185 = None
    exp_92 = torch.ops.aten.exp.default(div_93);  div_93 = None
    select_806 = torch.ops.aten.select.int(new_zeros_1, 1, 3)
    select_807 = torch.ops.aten.select.int(select_806, 1, 2);  select_806 = None
    mul_90 = torch.ops.aten.mul.Tensor(select_807, exp_90);  select_807 = exp_90 = None
    select_808 = torch.ops.aten.select.int(new_zeros_1, 1, 2)
    select_809 = torch.ops.aten.select.int(select_808, 1, 3);  select_808 = None
    mul_91 = torch.ops.aten.mul.Tensor(select_809, exp_91);  select_809 = exp_91 = None
    add_60 = torch.ops.aten.add.Tensor(mul_90, mul_91);  mul_90 = mul_91 = None
    select_810 = torch.ops.aten.select.int(new_zeros_1, 1, 3)
    select_811 = torch.ops.aten.select.int(select_810, 1, 3);  select_810 = None
    mul_92 = torch.ops.aten.mul.Tensor(select_811, exp_92);  select_811 = exp_92 = None
    add_61 = torch.ops.aten.add.Tensor(add_60, mul_92);  add_60 = mul_92 = None
    select_812 = torch.ops.aten.select.int(new_zeros_1, 1, 2)
    select_813 = torch.ops.aten.select.int(select_812, 1, 2);  select_812 = None
    copy__32 = torch.ops.aten.copy_.default(select_813, add_61);  select_813 = add_61 = copy__32 = None
    select_814 = torch.ops.aten.select.int(clone, 1, 2)
    select_815 = torch.ops.aten.select.int(select_814, 1, 2);  select_814 = None
    select_816 = torch.ops.aten.select.int(clone, 1, 1)
    select_817 = torch.ops.aten.select.int(select_816, 1, 2);  select_816 = None
    sub_186 = torch.ops.aten.sub.Tensor(select_815, select_817);  select_815 = select_817 = None
    select_818 = torch.ops.aten.select.int(new_zeros, 1, 2)
    select_819 = torch.ops.aten.select.int(select_818, 1, 2);  select_818 = None
    sub_187 = torch.ops.aten.sub.Tensor(sub_186, select_819);  sub_186 = select_819 = None
    div_94 = torch.ops.aten.div.Tensor(sub_187, 0.5);  sub_187 = None
    exp_93 = torch.ops.aten.exp.default(div_94);  div_94 = None
    select_820 = torch.ops.aten.select.int(clone, 1, 1)
    select_821 = torch.ops.aten.select.int(select_820, 1, 3);  select_820 = None
    select_822 = torch.ops.aten.select.int(clone, 1, 1)
    select_823 = torch.ops.aten.select.int(select_822, 1, 2);  select_822 = None
    sub_188 = torch.ops.aten.sub.Tensor(select_821, select_823);  select_821 = select_823 = None
    select_824 = torch.ops.aten.select.int(new_zeros, 1, 1)
    select_825 = torch.ops.aten.select.int(select_824, 1, 3);  select_824 = None
    sub_189 = torch.ops.aten.sub.Tensor(sub_188, select_825);  sub_188 = select_825 = None
    div_95 = torch.ops.aten.div.Tensor(sub_189, 0.5);  sub_189 = None
    exp_94 = torch.ops.aten.exp.default(div_95);  div_95 = None
    select_826 = torch.ops.aten.select.int(clone, 1, 2)
    select_827 = torch.ops.aten.select.int(select_826, 1, 3);  select_826 = None
    select_828 = torch.ops.aten.select.int(clone, 1, 1)
    select_829 = torch.ops.aten.select.int(select_828, 1, 2);  select_828 = None
    sub_190 = torch.ops.aten.sub.Tensor(select_827, select_829);  select_827 = select_829 = None
    select_830 = torch.ops.aten.select.int(new_zeros, 1, 2)
    select_831 = torch.ops.aten.select.int(select_830, 1, 3);  select_830 = None
    sub_191 = torch.ops.aten.sub.Tensor(sub_190, select_831);  sub_190 = select_831 = None
    div_96 = torch.ops.aten.div.Tensor(sub_191, 0.5);  sub_191 = None
    exp_95 = torch.ops.aten.exp.default(div_96);  div_96 = None
    select_832 = torch.ops.aten.select.int(new_zeros_1, 1, 2)
    select_833 = torch.ops.aten.select.int(select_832, 1, 2);  select_832 = None
    mul_93 = torch.ops.aten.mul.Tensor(select_833, exp_93);  select_833 = exp_93 = None
    select_834 = torch.ops.aten.select.int(new_zeros_1, 1, 1)
    select_835 = torch.ops.aten.select.int(select_834, 1, 3);  select_834 = None
    mul_94 = torch.ops.aten.mul.Tensor(select_835, exp_94);  select_835 = exp_94 = None
    add_62 = torch.ops.aten.add.Tensor(mul_93, mul_94);  mul_93 = mul_94 = None
    select_836 = torch.ops.aten.select.int(new_zeros_1, 1, 2)
    select_837 = torch.ops.aten.select.int(select_836, 1, 3);  select_836 = None
    mul_95 = torch.ops.aten.mul.Tensor(select_837, exp_95);  select_837 = exp_95 = None
    add_63 = torch.ops.aten.add.Tensor(add_62, mul_95);  add_62 = mul_95 = None
    select_838 = torch.ops.aten.select.int(new_zeros_1, 1, 1)
    select_839 = torch.ops.aten.select.int(select_838, 1, 2);  select_838 = None
    copy__33 = torch.ops.aten.copy_.default(select_839, add_63);  select_839 = add_63 = copy__33 = None
    select_840 = torch.ops.aten.select.int(clone, 1, 9)
    select_841 = torch.ops.aten.select.int(select_840, 1, 1);  select_840 = None
    select_842 = torch.ops.aten.select.int(clone, 1, 8)
    select_843 = torch.ops.aten.select.int(select_842, 1, 1);  select_842 = None
    sub_192 = torch.ops.aten.sub.Tensor(select_841, select_843);  select_841 = select_843 = None
    select_844 = torch.ops.aten.select.int(new_zeros, 1, 9)
    select_845 = torch.ops.aten.select.int(select_844, 1, 1);  select_844 = None
    sub_193 = torch.ops.aten.sub.Tensor(sub_192, select_845);  sub_192 = select_845 = None
    div_97 = torch.ops.aten.div.Tensor(sub_193, 0.5);  sub_193 = None
    exp_96 = torch.ops.aten.exp.default(div_97);  div_97 = None
    select_846 = torch.ops.aten.select.int(clone, 1, 8)
    select_847 = torch.ops.aten.select.int(select_846, 1, 2);  select_846 = None
    select_848 = torch.ops.aten.select.int(clone, 1, 8)
    select_849 = torch.ops.aten.select.int(select_848, 1, 1);  select_848 = None
    sub_194 = torch.ops.aten.sub.Tensor(select_847, select_849);  select_847 = select_849 = None
    select_850 = torch.ops.aten.select.int(new_zeros, 1, 8)
    select_851 = torch.ops.aten.select.int(select_850, 1, 2);  select_850 = None
    sub_195 = torch.ops.aten.sub.Tensor(sub_194, select_851);  sub_194 = select_851 = None
    div_98 = torch.ops.aten.div.Tensor(sub_195, 0.5);  sub_195 = None
    exp_97 = torch.ops.aten.exp.default(div_98);  div_98 = None
    select_852 = torch.ops.aten.select.int(clone, 1, 9)
    select_853 = torch.ops.aten.select.int(select_852, 1, 2);  select_852 = None
    select_854 = torch.ops.aten.select.int(clone, 1, 8)
    select_855 = torch.ops.aten.select.int(select_854, 1, 1);  select_854 = None
    sub_196 = torch.ops.aten.sub.Tensor(select_853, select_855);  select_853 = select_855 = None
    select_856 = torch.ops.aten.select.int(new_zeros, 1, 9)
    select_857 = torch.ops.aten.select.int(select_856, 1, 2);  select_856 = None
    sub_197 = torch.ops.aten.sub.Tensor(sub_196, select_857);  sub_196 = select_857 = None
    div_99 = torch.ops.aten.div.Tensor(sub_197, 0.5);  sub_197 = None
    exp_98 = torch.ops.aten.exp.default(div_99);  div_99 = None
    select_858 = torch.ops.aten.select.int(new_zeros_1, 1, 9)
    select_859 = torch.ops.aten.select.int(select_858, 1, 1);  select_858 = None
    mul_96 = torch.ops.aten.mul.Tensor(select_859, exp_96);  select_859 = exp_96 = None
    select_860 = torch.ops.aten.select.int(new_zeros_1, 1, 8)
    select_861 = torch.ops.aten.select.int(select_860, 1, 2);  select_860 = None
    mul_97 = torch.ops.aten.mul.Tensor(select_861, exp_97);  select_861 = exp_97 = None
    add_64 = torch.ops.aten.add.Tensor(mul_96, mul_97);  mul_96 = mul_97 = None
    select_862 = torch.ops.aten.select.int(new_zeros_1, 1, 9)
    select_863 = torch.ops.aten.select.int(select_862, 1, 2);  select_862 = None
    mul_98 = torch.ops.aten.mul.Tensor(select_863, exp_98);  select_863 = exp_98 = None
    add_65 = torch.ops.aten.add.Tensor(add_64, mul_98);  add_64 = mul_98 = None
    select_864 = torch.ops.aten.select.int(new_zeros_1, 1, 8)
    select_865 = torch.ops.aten.select.int(select_864, 1, 1);  select_864 = None
    copy__34 = torch.ops.aten.copy_.default(select_865, add_65);  select_865 = add_65 = copy__34 = None
    select_866 = torch.ops.aten.select.int(clone, 1, 8)
    select_867 = torch.ops.aten.select.int(select_866, 1, 1);  select_866 = None
    select_868 = torch.ops.aten.select.int(clone, 1, 7)
    select_869 = torch.ops.aten.select.int(select_868, 1, 1);  select_868 = None
    sub_198 = torch.ops.aten.sub.Tensor(select_867, select_869);  select_867 = select_869 = None
    select_870 = torch.ops.aten.select.int(new_zeros, 1, 8)
    select_871 = torch.ops.aten.select.int(select_870, 1, 1);  select_870 = None
    sub_199 = torch.ops.aten.sub.Tensor(sub_198, select_871);  sub_198 = select_871 = None
    div_100 = torch.ops.aten.div.Tensor(sub_199, 0.5);  sub_199 = None
    exp_99 = torch.ops.aten.exp.default(div_100);  div_100 = None
    select_872 = torch.ops.aten.select.int(clone, 1, 7)
    select_873 = torch.ops.aten.select.int(select_872, 1, 2);  select_872 = None
    select_874 = torch.ops.aten.select.int(clone, 1, 7)
    select_875 = torch.ops.aten.select.int(select_874, 1, 1);  select_874 = None
    sub_200 = torch.ops.aten.sub.Tensor(select_873, select_875);  select_873 = select_875 = None
    select_876 = torch.ops.aten.select.int(new_zeros, 1, 7)
    select_877 = torch.ops.aten.select.int(select_876, 1, 2);  select_876 = None
    sub_201 = torch.ops.aten.sub.Tensor(sub_200, select_877);  sub_200 = select_877 = None
    div_101 = torch.ops.aten.div.Tensor(sub_201, 0.5);  sub_201 = None
    exp_100 = torch.ops.aten.exp.default(div_101);  div_101 = None
    select_878 = torch.ops.aten.select.int(clone, 1, 8)
    select_879 = torch.ops.aten.select.int(select_878, 1, 2);  select_878 = None
    select_880 = torch.ops.aten.select.int(clone, 1, 7)
    select_881 = torch.ops.aten.select.int(select_880, 1, 1);  select_880 = None
    sub_202 = torch.ops.aten.sub.Tensor(select_879, select_881);  select_879 = select_881 = None
    select_882 = torch.ops.aten.select.int(new_zeros, 1, 8)
    select_883 = torch.ops.aten.select.int(select_882, 1, 2);  select_882 = None
    sub_203 = torch.ops.aten.sub.Tensor(sub_202, select_883);  sub_202 = select_883 = None
    div_102 = torch.ops.aten.div.Tensor(sub_203, 0.5);  sub_203 = None
    exp_101 = torch.ops.aten.exp.default(div_102);  div_102 = None
    select_884 = torch.ops.aten.select.int(new_zeros_1, 1, 8)
    select_885 = torch.ops.aten.select.int(select_884, 1, 1);  select_884 = None
    mul_99 = torch.ops.aten.mul.Tensor(select_885, exp_99);  select_885 = exp_99 = None
    select_886 = torch.ops.aten.select.int(new_zeros_1, 1, 7)
    select_887 = torch.ops.aten.select.int(select_886, 1, 2);  select_886 = None
    mul_100 = torch.ops.aten.mul.Tensor(select_887, exp_100);  select_887 = exp_100 = None
    add_66 = torch.ops.aten.add.Tensor(mul_99, mul_100);  mul_99 = mul_100 = None
    select_888 = torch.ops.aten.select.int(new_zeros_1, 1, 8)
    select_889 = torch.ops.aten.select.int(select_888, 1, 2);  select_888 = None
    mul_101 = torch.ops.aten.mul.Tensor(select_889, exp_101);  select_889 = exp_101 = None
    add_67 = torch.ops.aten.add.Tensor(add_66, mul_101);  add_66 = mul_101 = None
    select_890 = torch.ops.aten.select.int(new_zeros_1, 1, 7)
    select_891 = torch.ops.aten.select.int(select_890, 1, 1);  select_890 = None
    copy__35 = torch.ops.aten.copy_.default(select_891, add_67);  select_891 = add_67 = copy__35 = None
    select_892 = torch.ops.aten.select.int(clone, 1, 7)
    select_893 = torch.ops.aten.select.int(select_892, 1, 1);  select_892 = None
    select_894 = torch.ops.aten.select.int(clone, 1, 6)
    select_895 = torch.ops.aten.select.int(select_894, 1, 1);  select_894 = None
    sub_204 = torch.ops.aten.sub.Tensor(select_893, select_895);  select_893 = select_895 = None
    select_896 = torch.ops.aten.select.int(new_zeros, 1, 7)
    select_897 = torch.ops.aten.select.int(select_896, 1, 1);  select_896 = None
    sub_205 = torch.ops.aten.sub.Tensor(sub_204, select_897);  sub_204 = select_897 = None
    div_103 = torch.ops.aten.div.Tensor(sub_205, 0.5);  sub_205 = None
    exp_102 = torch.ops.aten.exp.default(div_103);  div_103 = None
    select_898 = torch.ops.aten.select.int(clone, 1, 6)
    select_899 = torch.ops.aten.select.int(select_898, 1, 2);  select_898 = None
    select_900 = torch.ops.aten.select.int(clone, 1, 6)
    select_901 = torch.ops.aten.select.int(select_900, 1, 1);  select_900 = None
    sub_206 = torch.ops.aten.sub.Tensor(select_899, select_901);  select_899 = select_901 = None
    select_902 = torch.ops.aten.select.int(new_zeros, 1, 6)
    select_903 = torch.ops.aten.select.int(select_902, 1, 2);  select_902 = None
    sub_207 = torch.ops.aten.sub.Tensor(sub_206, select_903);  sub_206 = select_903 = None
    div_104 = torch.ops.aten.div.Tensor(sub_207, 0.5);  sub_207 = None
    exp_103 = torch.ops.aten.exp.default(div_104);  div_104 = None
    select_904 = torch.ops.aten.select.int(clone, 1, 7)
    select_905 = torch.ops.aten.select.int(select_904, 1, 2);  select_904 = None
    select_906 = torch.ops.aten.select.int(clone, 1, 6)
    select_907 = torch.ops.aten.select.int(select_906, 1, 1);  select_906 = None
    sub_208 = torch.ops.aten.sub.Tensor(select_905, select_907);  select_905 = select_907 = None
    select_908 = torch.ops.aten.select.int(new_zeros, 1, 7)
    select_909 = torch.ops.aten.select.int(select_908, 1, 2);  select_908 = None
    sub_209 = torch.ops.aten.sub.Tensor(sub_208, select_909);  sub_208 = select_909 = None
    div_105 = torch.ops.aten.div.Tensor(sub_209, 0.5);  sub_209 = None
    exp_104 = torch.ops.aten.exp.default(div_105);  div_105 = None
    select_910 = torch.ops.aten.select.int(new_zeros_1, 1, 7)
    select_911 = torch.ops.aten.select.int(select_910, 1, 1);  select_910 = None
    mul_102 = torch.ops.aten.mul.Tensor(select_911, exp_102);  select_911 = exp_102 = None
    select_912 = torch.ops.aten.select.int(new_zeros_1, 1, 6)
    select_913 = torch.ops.aten.select.int(select_912, 1, 2);  select_912 = None
    mul_103 = torch.ops.aten.mul.Tensor(select_913, exp_103);  select_913 = exp_103 = None
    add_68 = torch.ops.aten.add.Tensor(mul_102, mul_103);  mul_102 = mul_103 = None
    select_914 = torch.ops.aten.select.int(new_zeros_1, 1, 7)
    select_915 = torch.ops.aten.select.int(select_914, 1, 2);  select_914 = None
    mul_104 = torch.ops.aten.mul.Tensor(select_915, exp_104);  select_915 = exp_104 = None
    add_69 = torch.ops.aten.add.Tensor(add_68, mul_104);  add_68 = mul_104 = None
    select_916 = torch.ops.aten.select.int(new_zeros_1, 1, 6)
    select_917 = torch.ops.aten.select.int(select_916, 1, 1);  select_916 = None
    copy__36 = torch.ops.aten.copy_.default(select_917, add_69);  select_917 = add_69 = copy__36 = None
    select_918 = torch.ops.aten.select.int(clone, 1, 6)
    select_919 = torch.ops.aten.select.int(select_918, 1, 1);  select_918 = None
    select_920 = torch.ops.aten.select.int(clone, 1, 5)
    select_921 = torch.ops.aten.select.int(select_920, 1, 1);  select_920 = None
    sub_210 = torch.ops.aten.sub.Tensor(select_919, select_921);  select_919 = select_921 = None
    select_922 = torch.ops.aten.select.int(new_zeros, 1, 6)
    select_923 = torch.ops.aten.select.int(select_922, 1, 1);  select_922 = None
    sub_211 = torch.ops.aten.sub.Tensor(sub_210, select_923);  sub_210 = select_923 = None
    div_106 = torch.ops.aten.div.Tensor(sub_211, 0.5);  sub_211 = None
    exp_105 = torch.ops.aten.exp.default(div_106);  div_106 = None
    select_924 = torch.ops.aten.select.int(clone, 1, 5)
    select_925 = torch.ops.aten.select.int(select_924, 1, 2);  select_924 = None
    select_926 = torch.ops.aten.select.int(clone, 1, 5)
    select_927 = torch.ops.aten.select.int(select_926, 1, 1);  select_926 = None
    sub_212 = torch.ops.aten.sub.Tensor(select_925, select_927);  select_925 = select_927 = None
    select_928 = torch.ops.aten.select.int(new_zeros, 1, 5)
    select_929 = torch.ops.aten.select.int(select_928, 1, 2);  select_928 = None
    sub_213 = torch.ops.aten.sub.Tensor(sub_212, select_929);  sub_212 = select_929 = None
    div_107 = torch.ops.aten.div.Tensor(sub_213, 0.5);  sub_213 = None
    exp_106 = torch.ops.aten.exp.default(div_107);  div_107 = None
    select_930 = torch.ops.aten.select.int(clone, 1, 6)
    select_931 = torch.ops.aten.select.int(select_930, 1, 2);  select_930 = None
    select_932 = torch.ops.aten.select.int(clone, 1, 5)
    select_933 = torch.ops.aten.select.int(select_932, 1, 1);  select_932 = None
    sub_214 = torch.ops.aten.sub.Tensor(select_931, select_933);  select_931 = select_933 = None
    select_934 = torch.ops.aten.select.int(new_zeros, 1, 6)
    select_935 = torch.ops.aten.select.int(select_934, 1, 2);  select_934 = None
    sub_215 = torch.ops.aten.sub.Tensor(sub_214, select_935);  sub_214 = select_935 = None
    div_108 = torch.ops.aten.div.Tensor(sub_215, 0.5);  sub_215 = None
    exp_107 = torch.ops.aten.exp.default(div_108);  div_108 = None
    select_936 = torch.ops.aten.select.int(new_zeros_1, 1, 6)
    select_937 = torch.ops.aten.select.int(select_936, 1, 1);  select_936 = None
    mul_105 = torch.ops.aten.mul.Tensor(select_937, exp_105);  select_937 = exp_105 = None
    select_938 = torch.ops.aten.select.int(new_zeros_1, 1, 5)
    select_939 = torch.ops.aten.select.int(select_938, 1, 2);  select_938 = None
    mul_106 = torch.ops.aten.mul.Tensor(select_939, exp_106);  select_939 = exp_106 = None
    add_70 = torch.ops.aten.add.Tensor(mul_105, mul_106);  mul_105 = mul_106 = None
    select_940 = torch.ops.aten.select.int(new_zeros_1, 1, 6)
    select_941 = torch.ops.aten.select.int(select_940, 1, 2);  select_940 = None
    mul_107 = torch.ops.aten.mul.Tensor(select_941, exp_107);  select_941 = exp_107 = None
    add_71 = torch.ops.aten.add.Tensor(add_70, mul_107);  add_70 = mul_107 = None
    select_942 = torch.ops.aten.select.int(new_zeros_1, 1, 5)
    select_943 = torch.ops.aten.select.int(select_942, 1, 1);  select_942 = None
    copy__37 = torch.ops.aten.copy_.default(select_943, add_71);  select_943 = add_71 = copy__37 = None
    select_944 = torch.ops.aten.select.int(clone, 1, 5)
    select_945 = torch.ops.aten.select.int(select_944, 1, 1);  select_944 = None
    select_946 = torch.ops.aten.select.int(clone, 1, 4)
    select_947 = torch.ops.aten.select.int(select_946, 1, 1);  select_946 = None
    sub_216 = torch.ops.aten.sub.Tensor(select_945, select_947);  select_945 = select_947 = None
    select_948 = torch.ops.aten.select.int(new_zeros, 1, 5)
    select_949 = torch.ops.aten.select.int(select_948, 1, 1);  select_948 = None
    sub_217 = torch.ops.aten.sub.Tensor(sub_216, select_949);  sub_216 = select_949 = None
    div_109 = torch.ops.aten.div.Tensor(sub_217, 0.5);  sub_217 = None
    exp_108 = torch.ops.aten.exp.default(div_109);  div_109 = None
    select_950 = torch.ops.aten.select.int(clone, 1, 4)
    select_951 = torch.ops.aten.select.int(select_950, 1, 2);  select_950 = None
    select_952 = torch.ops.aten.select.int(clone, 1, 4)
    select_953 = torch.ops.aten.select.int(select_952, 1, 1);  select_952 = None
    sub_218 = torch.ops.aten.sub.Tensor(select_951, select_953);  select_951 = select_953 = None
    select_954 = torch.ops.aten.select.int(new_zeros, 1, 4)
    select_955 = torch.ops.aten.select.int(select_954, 1, 2);  select_954 = None
    sub_219 = torch.ops.aten.sub.Tensor(sub_218, select_955);  sub_218 = select_955 = None
    div_110 = torch.ops.aten.div.Tensor(sub_219, 0.5);  sub_219 = None
    exp_109 = torch.ops.aten.exp.default(div_110);  div_110 = None
    select_956 = torch.ops.aten.select.int(clone, 1, 5)
    select_957 = torch.ops.aten.select.int(select_956, 1, 2);  select_956 = None
    select_958 = torch.ops.aten.select.int(clone, 1, 4)
    select_959 = torch.ops.aten.select.int(select_958, 1, 1);  select_958 = None
    sub_220 = torch.ops.aten.sub.Tensor(select_957, select_959);  select_957 = select_959 = None
    select_960 = torch.ops.aten.select.int(new_zeros, 1, 5)
    select_961 = torch.ops.aten.select.int(select_960, 1, 2);  select_960 = None
    sub_221 = torch.ops.aten.sub.Tensor(sub_220, select_961);  sub_220 = select_961 = None
    div_111 = torch.ops.aten.div.Tensor(sub_221, 0.5);  sub_221 = None
    exp_110 = torch.ops.aten.exp.default(div_111);  div_111 = None
    select_962 = torch.ops.aten.select.int(new_zeros_1, 1, 5)
    select_963 = torch.ops.aten.select.int(select_962, 1, 1);  select_962 = None
    mul_108 = torch.ops.aten.mul.Tensor(select_963, exp_108);  select_963 = exp_108 = None
    select_964 = torch.ops.aten.select.int(new_zeros_1, 1, 4)
    select_965 = torch.ops.aten.select.int(select_964, 1, 2);  select_964 = None
    mul_109 = torch.ops.aten.mul.Tensor(select_965, exp_109);  select_965 = exp_109 = None
    add_72 = torch.ops.aten.add.Tensor(mul_108, mul_109);  mul_108 = mul_109 = None
    select_966 = torch.ops.aten.select.int(new_zeros_1, 1, 5)
    select_967 = torch.ops.aten.select.int(select_966, 1, 2);  select_966 = None
    mul_110 = torch.ops.aten.mul.Tensor(select_967, exp_110);  select_967 = exp_110 = None
    add_73 = torch.ops.aten.add.Tensor(add_72, mul_110);  add_72 = mul_110 = None
    select_968 = torch.ops.aten.select.int(new_zeros_1, 1, 4)
    select_969 = torch.ops.aten.select.int(select_968, 1, 1);  select_968 = None
    copy__38 = torch.ops.aten.copy_.default(select_969, add_73);  select_969 = add_73 = copy__38 = None
    select_970 = torch.ops.aten.select.int(clone, 1, 4)
    select_971 = torch.ops.aten.select.int(select_970, 1, 1);  select_970 = None
    select_972 = torch.ops.aten.select.int(clone, 1, 3)
    select_973 = torch.ops.aten.select.int(select_972, 1, 1);  select_972 = None
    sub_222 = torch.ops.aten.sub.Tensor(select_971, select_973);  select_971 = select_973 = None
    select_974 = torch.ops.aten.select.int(new_zeros, 1, 4)
    select_975 = torch.ops.aten.select.int(select_974, 1, 1);  select_974 = None
    sub_223 = torch.ops.aten.sub.Tensor(sub_222, select_975);  sub_222 = select_975 = None
    div_112 = torch.ops.aten.div.Tensor(sub_223, 0.5);  sub_223 = None
    exp_111 = torch.ops.aten.exp.default(div_112);  div_112 = None
    select_976 = torch.ops.aten.select.int(clone, 1, 3)
    select_977 = torch.ops.aten.select.int(select_976, 1, 2);  select_976 = None
    select_978 = torch.ops.aten.select.int(clone, 1, 3)
    select_979 = torch.ops.aten.select.int(select_978, 1, 1);  select_978 = None
    sub_224 = torch.ops.aten.sub.Tensor(select_977, select_979);  select_977 = select_979 = None
    select_980 = torch.ops.aten.select.int(new_zeros, 1, 3)
    select_981 = torch.ops.aten.select.int(select_980, 1, 2);  select_980 = None
    sub_225 = torch.ops.aten.sub.Tensor(sub_224, select_981);  sub_224 = select_981 = None
    div_113 = torch.ops.aten.div.Tensor(sub_225, 0.5);  sub_225 = None
    exp_112 = torch.ops.aten.exp.default(div_113);  div_113 = None
    select_982 = torch.ops.aten.select.int(clone, 1, 4)
    select_983 = torch.ops.aten.select.int(select_982, 1, 2);  select_982 = None
    select_984 = torch.ops.aten.select.int(clone, 1, 3)
    select_985 = torch.ops.aten.select.int(select_984, 1, 1);  select_984 = None
    sub_226 = torch.ops.aten.sub.Tensor(select_983, select_985);  select_983 = select_985 = None
    select_986 = torch.ops.aten.select.int(new_zeros, 1, 4)
    select_987 = torch.ops.aten.select.int(select_986, 1, 2);  select_986 = None
    sub_227 = torch.ops.aten.sub.Tensor(sub_226, select_987);  sub_226 = select_987 = None
    div_114 = torch.ops.aten.div.Tensor(sub_227, 0.5);  sub_227 = None
    exp_113 = torch.ops.aten.exp.default(div_114);  div_114 = None
    select_988 = torch.ops.aten.select.int(new_zeros_1, 1, 4)
    select_989 = torch.ops.aten.select.int(select_988, 1, 1);  select_988 = None
    mul_111 = torch.ops.aten.mul.Tensor(select_989, exp_111);  select_989 = exp_111 = None
    select_990 = torch.ops.aten.select.int(new_zeros_1, 1, 3)
    select_991 = torch.ops.aten.select.int(select_990, 1, 2);  select_990 = None
    mul_112 = torch.ops.aten.mul.Tensor(select_991, exp_112);  select_991 = exp_112 = None
    add_74 = torch.ops.aten.add.Tensor(mul_111, mul_112);  mul_111 = mul_112 = None
    select_992 = torch.ops.aten.select.int(new_zeros_1, 1, 4)
    select_993 = torch.ops.aten.select.int(select_992, 1, 2);  select_992 = None
    mul_113 = torch.ops.aten.mul.Tensor(select_993, exp_113);  select_993 = exp_113 = None
    add_75 = torch.ops.aten.add.Tensor(add_74, mul_113);  add_74 = mul_113 = None
    select_994 = torch.ops.aten.select.int(new_zeros_1, 1, 3)
    select_995 = torch.ops.aten.select.int(select_994, 1, 1);  select_994 = None
    copy__39 = torch.ops.aten.copy_.default(select_995, add_75);  select_995 = add_75 = copy__39 = None
    select_996 = torch.ops.aten.select.int(clone, 1, 3)
    select_997 = torch.ops.aten.select.int(select_996, 1, 1);  select_996 = None
    select_998 = torch.ops.aten.select.int(clone, 1, 2)
    select_999 = torch.ops.aten.select.int(select_998, 1, 1);  select_998 = None
    sub_228 = torch.ops.aten.sub.Tensor(select_997, select_999);  select_997 = select_999 = None
    select_1000 = torch.ops.aten.select.int(new_zeros, 1, 3)
    select_1001 = torch.ops.aten.select.int(select_1000, 1, 1);  select_1000 = None
    sub_229 = torch.ops.aten.sub.Tensor(sub_228, select_1001);  sub_228 = select_1001 = None
    div_115 = torch.ops.aten.div.Tensor(sub_229, 0.5);  sub_229 = None
    exp_114 = torch.ops.aten.exp.default(div_115);  div_115 = None
    select_1002 = torch.ops.aten.select.int(clone, 1, 2)
    select_1003 = torch.ops.aten.select.int(select_1002, 1, 2);  select_1002 = None
    select_1004 = torch.ops.aten.select.int(clone, 1, 2)
    select_1005 = torch.ops.aten.select.int(select_1004, 1, 1);  select_1004 = None
    sub_230 = torch.ops.aten.sub.Tensor(select_1003, select_1005);  select_1003 = select_1005 = None
    select_1006 = torch.ops.aten.select.int(new_zeros, 1, 2)
    select_1007 = torch.ops.aten.select.int(select_1006, 1, 2);  select_1006 = None
    sub_231 = torch.ops.aten.sub.Tensor(sub_230, select_1007);  sub_230 = select_1007 = None
    div_116 = torch.ops.aten.div.Tensor(sub_231, 0.5);  sub_231 = None
    exp_115 = torch.ops.aten.exp.default(div_116);  div_116 = None
    select_1008 = torch.ops.aten.select.int(clone, 1, 3)
    select_1009 = torch.ops.aten.select.int(select_1008, 1, 2);  select_1008 = None
    select_1010 = torch.ops.aten.select.int(clone, 1, 2)
    select_1011 = torch.ops.aten.select.int(select_1010, 1, 1);  select_1010 = None
    sub_232 = torch.ops.aten.sub.Tensor(select_1009, select_1011);  select_1009 = select_1011 = None
    select_1012 = torch.ops.aten.select.int(new_zeros, 1, 3)
    select_1013 = torch.ops.aten.select.int(select_1012, 1, 2);  select_1012 = None
    sub_233 = torch.ops.aten.sub.Tensor(sub_232, select_1013);  sub_232 = select_1013 = None
    div_117 = torch.ops.aten.div.Tensor(sub_233, 0.5);  sub_233 = None
    exp_116 = torch.ops.aten.exp.default(div_117);  div_117 = None
    select_1014 = torch.ops.aten.select.int(new_zeros_1, 1, 3)
    select_1015 = torch.ops.aten.select.int(select_1014, 1, 1);  select_1014 = None
    mul_114 = torch.ops.aten.mul.Tensor(select_1015, exp_114);  select_1015 = exp_114 = None
    select_1016 = torch.ops.aten.select.int(new_zeros_1, 1, 2)
    select_1017 = torch.ops.aten.select.int(select_1016, 1, 2);  select_1016 = None
    mul_115 = torch.ops.aten.mul.Tensor(select_1017, exp_115);  select_1017 = exp_115 = None
    add_76 = torch.ops.aten.add.Tensor(mul_114, mul_115);  mul_114 = mul_115 = None
    select_1018 = torch.ops.aten.select.int(new_zeros_1, 1, 3)
    select_1019 = torch.ops.aten.select.int(select_1018, 1, 2);  select_1018 = None
    mul_116 = torch.ops.aten.mul.Tensor(select_1019, exp_116);  select_1019 = exp_116 = None
    add_77 = torch.ops.aten.add.Tensor(add_76, mul_116);  add_76 = mul_116 = None
    select_1020 = torch.ops.aten.select.int(new_zeros_1, 1, 2)
    select_1021 = torch.ops.aten.select.int(select_1020, 1, 1);  select_1020 = None
    copy__40 = torch.ops.aten.copy_.default(select_1021, add_77);  select_1021 = add_77 = copy__40 = None
    select_1022 = torch.ops.aten.select.int(clone, 1, 2)
    select_1023 = torch.ops.aten.select.int(select_1022, 1, 1);  select_1022 = None
    select_1024 = torch.ops.aten.select.int(clone, 1, 1)
    select_1025 = torch.ops.aten.select.int(select_1024, 1, 1);  select_1024 = None
    sub_234 = torch.ops.aten.sub.Tensor(select_1023, select_1025);  select_1023 = select_1025 = None
    select_1026 = torch.ops.aten.select.int(new_zeros, 1, 2)
    select_1027 = torch.ops.aten.select.int(select_1026, 1, 1);  select_1026 = None
    sub_235 = torch.ops.aten.sub.Tensor(sub_234, select_1027);  sub_234 = select_1027 = None
    div_118 = torch.ops.aten.div.Tensor(sub_235, 0.5);  sub_235 = None
    exp_117 = torch.ops.aten.exp.default(div_118);  div_118 = None
    select_1028 = torch.ops.aten.select.int(clone, 1, 1)
    select_1029 = torch.ops.aten.select.int(select_1028, 1, 2);  select_1028 = None
    select_1030 = torch.ops.aten.select.int(clone, 1, 1)
    select_1031 = torch.ops.aten.select.int(select_1030, 1, 1);  select_1030 = None
    sub_236 = torch.ops.aten.sub.Tensor(select_1029, select_1031);  select_1029 = select_1031 = None
    select_1032 = torch.ops.aten.select.int(new_zeros, 1, 1)
    select_1033 = torch.ops.aten.select.int(select_1032, 1, 2);  select_1032 = None
    sub_237 = torch.ops.aten.sub.Tensor(sub_236, select_1033);  sub_236 = select_1033 = None
    div_119 = torch.ops.aten.div.Tensor(sub_237, 0.5);  sub_237 = None
    exp_118 = torch.ops.aten.exp.default(div_119);  div_119 = None
    select_1034 = torch.ops.aten.select.int(clone, 1, 2)
    select_1035 = torch.ops.aten.select.int(select_1034, 1, 2);  select_1034 = None
    select_1036 = torch.ops.aten.select.int(clone, 1, 1);  clone = None
    select_1037 = torch.ops.aten.select.int(select_1036, 1, 1);  select_1036 = None
    sub_238 = torch.ops.aten.sub.Tensor(select_1035, select_1037);  select_1035 = select_1037 = None
    select_1038 = torch.ops.aten.select.int(new_zeros, 1, 2);  new_zeros = None
    select_1039 = torch.ops.aten.select.int(select_1038, 1, 2);  select_1038 = None
    sub_239 = torch.ops.aten.sub.Tensor(sub_238, select_1039);  sub_238 = select_1039 = None
    div_120 = torch.ops.aten.div.Tensor(sub_239, 0.5);  sub_239 = None
    exp_119 = torch.ops.aten.exp.default(div_120);  div_120 = None
    select_1040 = torch.ops.aten.select.int(new_zeros_1, 1, 2)
    select_1041 = torch.ops.aten.select.int(select_1040, 1, 1);  select_1040 = None
    mul_117 = torch.ops.aten.mul.Tensor(select_1041, exp_117);  select_1041 = exp_117 = None
    select_1042 = torch.ops.aten.select.int(new_zeros_1, 1, 1)
    select_1043 = torch.ops.aten.select.int(select_1042, 1, 2);  select_1042 = None
    mul_118 = torch.ops.aten.mul.Tensor(select_1043, exp_118);  select_1043 = exp_118 = None
    add_78 = torch.ops.aten.add.Tensor(mul_117, mul_118);  mul_117 = mul_118 = None
    select_1044 = torch.ops.aten.select.int(new_zeros_1, 1, 2)
    select_1045 = torch.ops.aten.select.int(select_1044, 1, 2);  select_1044 = None
    mul_119 = torch.ops.aten.mul.Tensor(select_1045, exp_119);  select_1045 = exp_119 = None
    add_79 = torch.ops.aten.add.Tensor(add_78, mul_119);  add_78 = mul_119 = None
    select_1046 = torch.ops.aten.select.int(new_zeros_1, 1, 1)
    select_1047 = torch.ops.aten.select.int(select_1046, 1, 1);  select_1046 = None
    copy__41 = torch.ops.aten.copy_.default(select_1047, add_79);  select_1047 = add_79 = copy__41 = None
    view_1 = torch.ops.aten.view.default(view, [-1, 1, 1]);  view = None
    slice_3 = torch.ops.aten.slice.Tensor(new_zeros_1, 1, 1, 9);  new_zeros_1 = None
    slice_4 = torch.ops.aten.slice.Tensor(slice_3, 2, 1, 6);  slice_3 = None
    mul_120 = torch.ops.aten.mul.Tensor(view_1, slice_4);  view_1 = slice_4 = None
    view_2 = torch.ops.aten.view.default(mul_120, [4, 3, 8, 5]);  mul_120 = None
    neg_1 = torch.ops.aten.neg.default(view_2)
    mul_121 = torch.ops.aten.mul.Tensor(neg_1, 2);  neg_1 = None
    sum_1 = torch.ops.aten.sum.dim_IntList(view_2, [1, 3], True)
    sum_2 = torch.ops.aten.sum.dim_IntList(view_2, [0, 2], True);  view_2 = None
    squeeze = torch.ops.aten.squeeze.dim(sum_2, 2);  sum_2 = None
    squeeze_1 = torch.ops.aten.squeeze.dim(squeeze, 0);  squeeze = None
    squeeze_2 = torch.ops.aten.squeeze.dim(sum_1, 3);  sum_1 = None
    squeeze_3 = torch.ops.aten.squeeze.dim(squeeze_2, 1);  squeeze_2 = None
    view_3 = torch.ops.aten.view.default(mul_121, [4, 3, 8, 5, 1]);  mul_121 = None
    permute = torch.ops.aten.permute.default(view_3, [0, 2, 4, 1, 3]);  view_3 = None
    clone_1 = torch.ops.aten.clone.default(permute, memory_format = torch.contiguous_format);  permute = None
    _unsafe_view = torch.ops.aten._unsafe_view.default(clone_1, [1, 32, 15]);  clone_1 = None
    _tensor_constant9 = self._tensor_constant9
    transpose = torch.ops.aten.transpose.int(_tensor_constant9, 1, 2);  _tensor_constant9 = None
    bmm = torch.ops.aten.bmm.default(transpose, _unsafe_view);  transpose = None
    _tensor_constant10 = self._tensor_constant10
    transpose_1 = torch.ops.aten.transpose.int(_tensor_constant10, 1, 2);  _tensor_constant10 = None
    bmm_1 = torch.ops.aten.bmm.default(_unsafe_view, transpose_1);  _unsafe_view = transpose_1 = None
    view_4 = torch.ops.aten.view.default(bmm, [4, 3, 5, 1, 1]);  bmm = None
    permute_1 = torch.ops.aten.permute.default(view_4, [3, 1, 4, 2, 0]);  view_4 = None
    view_5 = torch.ops.aten.view.default(bmm_1, [4, 8, 4, 1, 1]);  bmm_1 = None
    permute_2 = torch.ops.aten.permute.default(view_5, [0, 3, 1, 4, 2]);  view_5 = None
    permute_3 = torch.ops.aten.permute.default(permute_1, [1, 3, 4, 0, 2]);  permute_1 = None
    squeeze_4 = torch.ops.aten.squeeze.dim(permute_3, 4);  permute_3 = None
    squeeze_5 = torch.ops.aten.squeeze.dim(squeeze_4, 3);  squeeze_4 = None
    permute_4 = torch.ops.aten.permute.default(permute_2, [0, 2, 4, 1, 3]);  permute_2 = None
    squeeze_6 = torch.ops.aten.squeeze.dim(permute_4, 4);  permute_4 = None
    squeeze_7 = torch.ops.aten.squeeze.dim(squeeze_6, 3);  squeeze_6 = None
    unsqueeze = torch.ops.aten.unsqueeze.default(squeeze_1, -1);  squeeze_1 = None
    expand = torch.ops.aten.expand.default(unsqueeze, [3, 5, 4]);  unsqueeze = None
    _param_constant0 = self._param_constant0
    pow_1 = torch.ops.aten.pow.Tensor_Scalar(_param_constant0, 1.0);  _param_constant0 = None
    mul_122 = torch.ops.aten.mul.Scalar(pow_1, 2.0);  pow_1 = None
    mul_123 = torch.ops.aten.mul.Tensor(expand, mul_122);  expand = mul_122 = None
    add_80 = torch.ops.aten.add.Tensor(squeeze_5, mul_123);  squeeze_5 = mul_123 = None
    unsqueeze_1 = torch.ops.aten.unsqueeze.default(squeeze_3, -1);  squeeze_3 = None
    expand_1 = torch.ops.aten.expand.default(unsqueeze_1, [4, 8, 4]);  unsqueeze_1 = None
    _tensor_constant11 = self._tensor_constant11
    pow_2 = torch.ops.aten.pow.Tensor_Scalar(_tensor_constant11, 1.0);  _tensor_constant11 = None
    mul_124 = torch.ops.aten.mul.Scalar(pow_2, 2.0);  pow_2 = None
    mul_125 = torch.ops.aten.mul.Tensor(expand_1, mul_124);  expand_1 = mul_124 = None
    add_81 = torch.ops.aten.add.Tensor(squeeze_7, mul_125);  squeeze_7 = mul_125 = None
    transpose_2 = torch.ops.aten.transpose.int(add_81, 1, 2);  add_81 = None
    _tensor_constant12 = self._tensor_constant12
    _param_constant1 = self._param_constant1
    convolution_backward = torch.ops.aten.convolution_backward.default(transpose_2, _tensor_constant12, _param_constant1, [4], [1], [1], [1], False, [0], 1, [True, True, True]);  transpose_2 = _tensor_constant12 = _param_constant1 = None
    getitem = convolution_backward[0]
    getitem_1 = convolution_backward[1]
    getitem_2 = convolution_backward[2];  convolution_backward = None
    _tensor_constant13 = self._tensor_constant13
    detach_1 = torch.ops.aten.detach.default(_tensor_constant13);  _tensor_constant13 = None
    threshold_backward = torch.ops.aten.threshold_backward.default(getitem, detach_1, 0);  getitem = detach_1 = None
    _tensor_constant14 = self._tensor_constant14
    _param_constant2 = self._param_constant2
    convolution_backward_1 = torch.ops.aten.convolution_backward.default(threshold_backward, _tensor_constant14, _param_constant2, [8], [1], [1], [1], False, [0], 1, [False, True, True]);  threshold_backward = _tensor_constant14 = _param_constant2 = None
    getitem_3 = convolution_backward_1[0];  getitem_3 = None
    getitem_4 = convolution_backward_1[1]
    getitem_5 = convolution_backward_1[2];  convolution_backward_1 = None
    return (add_80, getitem_4, getitem_5, getitem_1, getitem_2)
    